"""Each kind of tree record says how it is shown (``gui.search_tree.views``): the Search tree asks its view.

The textbook record, SSS*'s and DUAL*'s, MTD(f)'s and Monte Carlo tree search's each come with a view that names
the columns, writes the cells of their own and gives the principal variation; no code that shows a tree tests a
record's type.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt

from engine.evaluation import Evaluation
from engine.games import game_info
from engine.games.tree import StaticValue, TreeGame, parse_tree_text
from engine.record import TreeRecord
from engine.search import SearchOptions, search
from gui.search_tree.model import SearchTreeModel
from gui.search_tree.views import BestFirstView, MctsView, PassesView, RecordView, view_of

GUI = Path(__file__).resolve().parents[2] / "gui"
RECORD_TYPES = {"TreeRecord", "SSSRecord", "MtdfRecord", "MctsRecord"}


def record_type_tests(path: Path) -> list[int]:
    """The lines of ``path`` with an ``isinstance`` test against a record class."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance" \
                and len(node.args) == 2:
            kinds = node.args[1].elts if isinstance(node.args[1], ast.Tuple) else [node.args[1]]
            if any(isinstance(k, ast.Name) and k.id in RECORD_TYPES for k in kinds):
                lines.append(node.lineno)
    return lines


def test_no_code_that_shows_a_tree_tests_a_record_s_type() -> None:
    found = {str(p.relative_to(GUI)): lines for p in sorted(GUI.rglob("*.py")) if (lines := record_type_tests(p))}
    assert found == {}


def ttt_record(algorithm: str, depth: int | None = 2) -> TreeRecord:
    info = game_info("tictactoe")
    game = info.factory()
    state = game.play(game.initial_state(), game.parse_moves("53"))
    evaluation: Evaluation = info.evaluations[info.default_evaluation]()
    options = (SearchOptions(algorithm="mcts", playouts=60, seed=1, record=True) if algorithm == "mcts" else
               SearchOptions(algorithm=algorithm, depth=depth, evaluation=evaluation, record=True))
    tree = search(game, state, options).tree
    assert tree is not None
    return tree


def chance_record() -> TreeRecord:
    root = parse_tree_text('{"type": "chance", "probs": [0.25, 0.75], "children": [[1, 5], [[2, 8], [0]]]}')
    tree = search(TreeGame(root), root, SearchOptions(algorithm="expectiminimax", record=True,
                                                      evaluation=StaticValue())).tree
    assert tree is not None
    return tree


def headers(model: SearchTreeModel) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


@pytest.mark.parametrize(("make", "view", "columns"), [
    (lambda: ttt_record("alphabeta"), RecordView, ["α", "β"]),
    (lambda: ttt_record("minimax"), RecordView, ["α", "β"]),
    (chance_record, RecordView, ["α", "β"]),
    (lambda: ttt_record("sss"), BestFirstView, ["OPEN", "Merit"]),
    (lambda: ttt_record("dual"), BestFirstView, ["OPEN", "Merit"]),
    (lambda: ttt_record("mtdf"), PassesView, ["α", "β"]),
    (lambda: ttt_record("mcts"), MctsView, ["Visits", "UCB"]),
], ids=["alphabeta", "minimax", "expectiminimax", "sss", "dual", "mtdf", "mcts"])
def test_each_record_kind_names_its_columns_through_its_view(qtmodeltester, make, view, columns) -> None:
    record = make()
    assert type(view_of(record)) is view
    model = SearchTreeModel()
    model.set_record(record)
    qtmodeltester.check(model)
    assert type(model.view()) is view
    assert headers(model)[3:5] == columns
    assert model.is_mcts() == (view is MctsView)
    assert (model.sss_steps() > 0) == (view is BestFirstView)


def test_mtdf_s_passes_are_the_root_s_rows_named_by_their_question() -> None:
    record = ttt_record("mtdf")
    model = SearchTreeModel()
    model.set_record(record)
    root = model.index(0, 0)
    while model.canFetchMore(root):
        model.fetchMore(root)
    view = view_of(record)
    shown = [model.data(model.index(r, 0, root)) for r in range(model.rowCount(root))]
    assert shown == view.pass_labels() and shown  # "value ≥ 4? yes: ≥ 4", one a pass
    assert view.zero_window_passes() is record and view.best_first() is None


def test_the_textbook_record_has_nothing_of_another_kind() -> None:
    view = view_of(ttt_record("alphabeta"))
    assert view.best_first() is None and view.zero_window_passes() is None and view.pass_labels() == []
    assert not view.mcts and not view.lower_bounds and not view.dual
    assert view.cell(0, 3) is None and view.move_text(0) is None
    model = SearchTreeModel()
    assert model.view() is None and model.headerData(3, Qt.Orientation.Horizontal) == "α"
    assert model.index(0, 0, QModelIndex()).isValid() is False
