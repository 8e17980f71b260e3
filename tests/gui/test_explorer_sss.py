"""SSS* in the tree explorer: one sentence per step, OPEN shown, the engine's leaves and value."""

from __future__ import annotations

import pytest

from engine.games.tree import TreeGame, build_tree
from engine.results import LeavesEvaluated
from engine.search import SearchOptions, search
from gui.explorer.explorer import TreeExplorer
from gui.explorer.sssrun import SSSRun

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

STOCKMAN = [[[7, 0], [6, 17]], [[17, 7], [12, 16]]]


@pytest.fixture
def explorer(qtbot):
    w = TreeExplorer()
    qtbot.addWidget(w)
    w.resize(1200, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_sss_run_matches_the_engine_and_says_each_case():
    root = build_tree(STOCKMAN)
    run = SSSRun(root)
    engine = search(TreeGame(root), root, SearchOptions("sss"))
    assert run.value == engine.value == 16
    assert [list(p) for p in run.evaluated_leaves] == engine.extra(LeavesEvaluated).paths
    assert run.pruned_leaves == [(0, 1, 0), (0, 1, 1)]
    texts = [run.state(k).text for k in range(len(run))]
    assert all("OPEN (highest merit first" in t for t in texts)
    assert any("every child of a MAX node goes on OPEN" in t for t in texts)
    assert any("puts only its first child on OPEN" in t for t in texts)
    assert any("is SOLVED with merit" in t for t in texts)
    assert "The root's value is 16; the best move is to C" in texts[-1]
    end = run.state(len(run) - 1)
    assert end.values == {(): 16} and end.pruned == frozenset({(0, 1)})
    # Nodes on OPEN carry their state on the drawing.
    assert run.state(0).notes == {(0,): "L +∞", (1,): "L +∞"}


def test_explorer_steps_through_sss(explorer, qtbot):
    explorer.open_tree(build_tree(STOCKMAN), "Stockman")
    explorer.algorithms.set_algorithm("sss")
    assert isinstance(explorer.run, SSSRun)
    assert "SSS* on this tree takes" in explorer.explanation.text()
    explorer.playback.forward()
    assert explorer.explanation.text().startswith("Take (root, LIVE, +∞)")
    explorer.playback.next_cutoff()  # the first MAX node solved: the states below it leave OPEN
    assert "is a MAX node and nothing left on OPEN can beat" in explorer.explanation.text()
    explorer.playback.to_end()
    assert "SSS* is done" in explorer.explanation.text()
    assert "SSS* evaluates 6 of 8 leaves" in explorer.counts_label.text()
    image = explorer.grab().toImage()
    assert image.width() > 0 and not image.isNull()


def test_sss_on_a_chance_tree_says_why_not(explorer):
    explorer.algorithms.set_algorithm("sss")
    explorer.open_tree(build_tree({"type": "chance", "children": [1, 2]}), "chance")
    # Alpha-beta's and SSS*'s users are moved to expectiminimax for a tree with chance nodes.
    assert explorer.algorithm == "expectiminimax"
