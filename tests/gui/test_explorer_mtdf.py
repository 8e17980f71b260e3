"""MTD(f) in the tree explorer: its passes step by step — the question, the leaves, the table, the bound."""

from __future__ import annotations

import pytest

from engine.games.tree import TreeGame, build_tree
from engine.results import WindowPasses
from engine.search import SearchOptions, search
from engine.steps import CUTOFF_STEP, DONE, ENTER, LEAF
from gui.explorer.explorer import TreeExplorer
from gui.explorer.mtdf_steps import MtdfRun, bounds_text

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

STOCKMAN = [[[7, 0], [6, 17]], [[17, 7], [12, 16]]]


@pytest.fixture
def explorer(qtbot):  # type: ignore[no-untyped-def]
    w = TreeExplorer()
    qtbot.addWidget(w)
    w.resize(1200, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_mtdf_run_says_each_pass_and_matches_the_engine() -> None:
    root = build_tree(STOCKMAN)
    run = MtdfRun(root)
    engine = search(TreeGame(root), root, SearchOptions("mtdf"))
    assert run.value == engine.value == 16 and run.passes == len(engine.extra(WindowPasses).passes) == 5
    kinds = [s.kind for s in run.steps.steps]
    assert kinds.count(ENTER) == 5 and kinds[-1] == DONE and CUTOFF_STEP in kinds
    texts = [run.state(k).text for k in range(len(run))]
    assert texts[0].startswith("Pass 1 asks: value ≥ 0? Alpha-beta searches the root with the zero window (0⁻, 0)")
    assert any(t.startswith("Pass 2 asks: value > 6?") for t in texts)
    assert any("Pass 1 returns 6 — yes: the value is at least 6. So far 6 ≤ value ≤ +∞; the next pass asks "
               "value > 6?" in t for t in texts)
    assert any("the table already holds" in t for t in texts)  # a later pass answered by the table
    assert "The bounds meet at 16" in next(t for t in texts if t.startswith("Pass 5 returns"))
    assert texts[-1] == "Done after 5 passes: the root's value is 16; the best move is to C."
    # The leaves pass 1 evaluates are the first leaves of each of B's children (a "yes" stops at once).
    first = [s for s in run.steps.steps[:texts.index(next(t for t in texts if t.startswith("Pass 1 returns")))]
             if s.kind == LEAF]
    assert [s.value for s in first] == [7, 6]
    # Under the nodes: the table's bounds after the pass (the root: at least 6 after pass 1).
    after_first = run.state(texts.index(next(t for t in texts if t.startswith("Pass 1 returns"))))
    assert after_first.notes[()] == "≥ 6" and after_first.values[()] == 6
    assert run.state(len(run) - 1).notes[()] == "= 16"
    assert set(run.evaluated_leaves) >= {(0, 0, 0), (1, 1, 1)}


def test_bounds_read_as_a_learner_writes_them() -> None:
    inf = float("inf")
    assert [bounds_text(b) for b in ((3, 3), (3, inf), (-inf, 5), (3, 5))] == ["= 3", "≥ 3", "≤ 5", "[3, 5]"]


def test_explorer_steps_through_mtdf(explorer, qtbot) -> None:  # type: ignore[no-untyped-def]
    explorer.open_tree(build_tree(STOCKMAN), "Stockman")
    with qtbot.waitSignal(explorer.stepChanged):
        explorer.algorithms.set_algorithm("mtdf")
        explorer.playback.forward()
    assert isinstance(explorer.run, MtdfRun)
    assert explorer.explanation.text().startswith("Pass 1 asks: value ≥ 0?")
    explorer.playback.next_cutoff()
    assert "so the rest of its children are pruned" in explorer.explanation.text()
    explorer.playback.go_to(9)
    explorer.grab().save("/tmp/famgui/explorer-mtdf.png")
    explorer.playback.to_end()
    assert explorer.explanation.text().startswith("Done after 5 passes")
    assert "MTD(f) asks 5 zero-window questions" in explorer.counts_label.text()


def test_mtdf_on_a_chance_tree_moves_to_expectiminimax(explorer) -> None:  # type: ignore[no-untyped-def]
    explorer.algorithms.set_algorithm("mtdf")
    explorer.open_tree(build_tree({"type": "chance", "children": [1, 2]}), "chance")
    assert explorer.algorithm == "expectiminimax"
