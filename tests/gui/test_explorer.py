"""The tree explorer, driven through its buttons with pytest-qt (offscreen)."""

from __future__ import annotations

import itertools
import json
import os
import xml.etree.ElementTree as ET

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from engine.errors import InputError
from engine.games.tictactoe import TicTacToe
from engine.games.tree import build_tree, parse_tree_text, tree_to_data
from engine.search import SearchOptions, search
from gui.explorer.examples import load_examples, random_tree_data
from gui.explorer.explorer import TreeExplorer
from gui.explorer.input_panel import error_position
from gui.explorer.layout import iter_nodes, tidy_layout
from gui.explorer.ordering import best_ordering, knuth_moore_best_case, move_child, uniform_shape
from gui.explorer.scene import TreeScene
from gui.explorer.treerun import TreeRun

TEXTBOOK = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]

# The offscreen platform says this whenever a top-level window is shown; harmless.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def explorer(qtbot):
    w = TreeExplorer()
    qtbot.addWidget(w)
    w.resize(1200, 760)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()  # the keyboard comes to it, as after a click (X11 without a window manager)
    qtbot.waitUntil(w.isActiveWindow)
    return w


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def looks(w):
    return {p: item.look for p, item in w.scene.nodes.items()}


def test_opens_on_the_textbook_tree(explorer):
    assert tree_to_data(explorer.root) == TEXTBOOK
    assert explorer.input_panel.example_combo.currentText().startswith("Textbook")
    assert len(explorer.scene.nodes) == 13 and len(explorer.scene.edges) == 12
    assert explorer.step == -1 and "27 steps" in explorer.explanation.text()
    # before the run, leaves show their values and inner nodes are blank
    assert explorer.scene.nodes[(1, 1)].value_text.text() == "4"
    assert explorer.scene.nodes[(1,)].value_text.text() == ""


def test_stepping_through_the_textbook_run(qtbot, explorer):
    with qtbot.waitSignal(explorer.stepChanged) as blocker:
        click(qtbot, explorer.forward_button)
    assert blocker.args == [0]
    assert explorer.explanation.text().startswith("Enter the root (MAX) with α = −∞, β = +∞")
    assert explorer.scene.nodes[()].look.current
    click(qtbot, explorer.cutoff_button)
    # inner nodes are lettered as in the textbook: A the root, B, C, D its children
    assert explorer.explanation.text() == "MIN node C: v = 2 ≤ α = 3, the remaining children 4 and 6 are pruned."
    nodes = explorer.scene.nodes
    assert nodes[(1, 1)].look.pruned and nodes[(1, 2)].look.pruned
    assert not nodes[(2, 0)].look.visited and not nodes[(1, 0)].look.pruned
    assert nodes[(1,)].look.current and nodes[(1,)].look.window == "α = 3\nβ = +∞"
    assert explorer.scene.edges[(1, 1)].cross is not None and explorer.scene.edges[(1, 1)].cross.isVisible()
    assert nodes[(0,)].value_text.text() == "3"  # B's value is final
    click(qtbot, explorer.end_button)
    # the line is named as the drawing names its nodes, not by child indices ("0 0")
    assert explorer.explanation.text() == ("Done: the root's value is 3; the best move is to B, and the principal "
                                           "variation is A → B → 3.")
    assert {p for p, item in nodes.items() if item.look.on_path} == {(), (0,), (0, 0)}  # the PV
    assert [nodes[p].value_text.text() for p in [(), (0,), (1,), (2,)]] == ["3", "3", "2", "2"]
    assert {p for p, item in nodes.items() if item.look.pruned} == {(1, 1), (1, 2)}
    assert not explorer.forward_button.isEnabled() and explorer.back_button.isEnabled()
    visited_leaves = [p for p in explorer.run.evaluated_leaves]
    assert visited_leaves == [(0, 0), (0, 1), (0, 2), (1, 0), (2, 0), (2, 1), (2, 2)]
    assert explorer.run.pruned_leaves == [(1, 1), (1, 2)]


def test_stepping_back_restores_the_earlier_state(qtbot, explorer):
    for _ in range(12):
        click(qtbot, explorer.forward_button)
    before = (looks(explorer), explorer.explanation.text(), explorer.step_label.text())
    for _ in range(5):
        click(qtbot, explorer.forward_button)
    assert looks(explorer) != before[0]
    for _ in range(5):
        click(qtbot, explorer.back_button)
    assert (looks(explorer), explorer.explanation.text(), explorer.step_label.text()) == before
    click(qtbot, explorer.start_button)
    assert explorer.step == -1 and not any(item.look.pruned for item in explorer.scene.nodes.values())


def test_play_runs_to_the_end_on_the_timer(qtbot, explorer):
    explorer.speed_slider.setValue(20)
    click(qtbot, explorer.play_button)
    assert explorer.playback.timer.isActive() and explorer.play_button.text() == "⏸ Pause"
    qtbot.waitUntil(lambda: explorer.step == len(explorer.run) - 1, timeout=10_000)
    assert not explorer.playback.timer.isActive() and explorer.play_button.text() == "▶ Play"


def test_keyboard_steps_on_the_drawing(qtbot, explorer):
    explorer.view.setFocus()
    qtbot.keyClick(explorer.view, Qt.Key.Key_Right)
    qtbot.keyClick(explorer.view, Qt.Key.Key_Right)
    assert explorer.step == 1
    qtbot.keyClick(explorer.view, Qt.Key.Key_End)
    assert explorer.step == len(explorer.run) - 1


def test_a_parse_error_is_pointed_at_and_the_tree_kept(qtbot, explorer):
    old = explorer.root
    explorer.input_panel.text.clear()
    qtbot.keyClicks(explorer.input_panel.text, "((3 12) (4 x 5))")
    click(qtbot, explorer.input_panel.draw_button)
    assert explorer.root is old
    assert explorer.input_panel.error_label.isVisible()
    message = explorer.input_panel.error_label.text()
    assert "at character 12" in message and "'x'" in message
    start, end = explorer.input_panel.error_selection()
    assert explorer.input_panel.text.toPlainText()[start:end] == "x"
    # fixing the text clears the mark and draws
    explorer.input_panel.text.setPlainText("((3 12) (4 7 5))")
    assert explorer.input_panel.error_selection() is None
    click(qtbot, explorer.input_panel.draw_button)
    assert not explorer.input_panel.error_label.isVisible() and tree_to_data(explorer.root) == [[3, 12], [4, 7, 5]]


def test_opening_a_fifo_is_refused_not_waited_on(tmp_path, explorer):
    fifo = tmp_path / "tree.fifo"
    os.mkfifo(fifo)  # nothing ever writes to it: reading it would block for ever
    old = explorer.root
    assert explorer.files.open_file(str(fifo)) is False
    assert explorer.root is old
    assert explorer.input_panel.error_label.isVisible()
    assert "cannot read tree file" in explorer.input_panel.error_label.text()


def test_json_errors_are_located_too(qtbot, explorer):
    explorer.input_panel.text.setPlainText('  [[1, 2],\n [3, ]]')
    click(qtbot, explorer.input_panel.draw_button)
    start, _ = explorer.input_panel.error_selection()
    assert explorer.input_panel.text.toPlainText()[start] == "]"
    explorer.input_panel.text.setPlainText('{"type": "chance", "probs": [0.5, 0.6], "children": [1, 2]}')
    click(qtbot, explorer.input_panel.draw_button)
    assert "probabilities sum to 1.1" in explorer.input_panel.error_label.text()
    assert explorer.input_panel.error_selection() is None
    explorer.input_panel.text.setPlainText("   ")
    click(qtbot, explorer.input_panel.draw_button)
    assert "empty tree" in explorer.input_panel.error_label.text()


def test_error_position_maps_engine_messages():
    assert error_position("  (1 x)", "tree notation, at character 4: expected a number") == 5
    assert error_position("[1,\n 2,]", "tree JSON, line 2 column 4: Expecting value") == 7
    assert error_position("[1]", "the root: something") is None


def test_practice_mode_checks_answers(qtbot, explorer):
    explorer.practice.check_box.setChecked(True)
    assert explorer.practice.table.isVisible() and not explorer.forward_button.isEnabled()
    # mark a leaf by clicking it in the drawing
    explorer.view.fit()
    item = explorer.scene.nodes[(1, 1)]
    point = explorer.view.mapFromScene(item.scenePos())
    qtbot.mouseClick(explorer.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert explorer.practice_mode.marks == {(1, 1)} and item.look.mark == "marked"
    explorer.practice_mode.toggle_mark((0, 2))  # a wrong one
    for path, text in [((), "3"), ((0,), "3"), ((1,), "2"), ((2,), "5")]:
        explorer.practice_mode.set_answer(path, text)
    with qtbot.waitSignal(explorer.practiceChecked) as blocker:
        click(qtbot, explorer.practice.check_button)
    result = explorer.practice_mode.result
    assert result.pruned_right == {(1, 1)} and result.pruned_missed == {(1, 2)}
    assert result.pruned_wrong == {(0, 2)}
    assert [result.value_ok(p) for p in [(), (0,), (1,), (2,)]] == [True, True, True, False]
    assert blocker.args == [result.summary()]
    assert "1 of 2 found, 1 marked that alpha-beta evaluates" in result.summary()
    assert "inner values: 3 of 4 right" in result.summary()
    assert explorer.scene.nodes[(1, 2)].look.mark == "missed"
    assert explorer.scene.nodes[(0, 2)].look.mark == "wrong"
    assert explorer.practice.table.item(3, 0).text() == "MIN D"  # rows level by level: A, B, C, D
    assert explorer.practice.table.item(3, 2).text() == "✗ 2"
    # put it right
    explorer.practice_mode.toggle_mark((0, 2))
    explorer.practice_mode.toggle_mark((1, 2))
    explorer.practice_mode.set_answer((2,), "2")
    click(qtbot, explorer.practice.check_button)
    assert explorer.practice_mode.result.all_right and explorer.practice.result_label.text().startswith("All right!")


def test_practice_table_model(qtmodeltester, explorer):
    explorer.practice.check_box.setChecked(True)
    qtmodeltester.check(explorer.practice.table.model())


def test_practice_expects_blank_for_nodes_alpha_beta_never_reaches(qtbot, explorer):
    explorer.files.load_example(5)  # the three-ply tree with a pruned MAX subtree
    explorer.practice.check_box.setChecked(True)
    run = TreeRun(explorer.root, "alphabeta")
    never = [n.path for n in iter_nodes(explorer.root) if not n.is_leaf and run.value_of(n.path) is None]
    assert never == [(1, 1), (2, 1)]
    for leaf in run.pruned_leaves:
        explorer.practice_mode.toggle_mark(leaf)
    for node in iter_nodes(explorer.root):
        if not node.is_leaf and node.path not in never:
            explorer.practice_mode.set_answer(node.path, str(run.value_of(node.path)))
    assert explorer.practice_mode.check().all_right
    explorer.practice_mode.set_answer((1, 1), "3")
    assert not explorer.practice_mode.check().all_right


def test_export_png_svg_json(tmp_path, explorer):
    explorer.playback.to_end()
    png, svg, js = tmp_path / "t.png", tmp_path / "t.svg", tmp_path / "t.json"
    explorer.files.export_png(str(png))
    explorer.files.export_svg(str(svg))
    explorer.files.export_json(str(js))
    image = QImage(str(png))
    assert not image.isNull() and image.width() > 300 and image.height() > 100
    root = ET.parse(svg).getroot()
    assert root.tag.endswith("svg") and len(list(root.iter())) > 20
    assert json.loads(js.read_text()) == TEXTBOOK
    assert tree_to_data(parse_tree_text(js.read_text())) == TEXTBOOK


def test_export_to_a_bad_path_raises_oserror(tmp_path, explorer):
    with pytest.raises(OSError):
        explorer.files.export_json(str(tmp_path / "missing" / "t.json"))
    with pytest.raises(OSError):
        explorer.files.export_png(str(tmp_path / "missing" / "t.png"))


def test_best_ordering_button_reaches_the_knuth_moore_best_case(qtbot, explorer):
    titles = [ex.title for ex in explorer.examples]
    explorer.files.load_example(titles.index("3×3×3 tree, worst ordering"))
    assert "evaluates 27 of 27 leaves" in explorer.counts_label.text()
    click(qtbot, explorer.best_button)
    assert "evaluates 11 of 27 leaves" in explorer.counts_label.text()
    assert "= 11 leaves (Knuth–Moore)" in explorer.counts_label.text()
    assert explorer.title.endswith("— best ordering")


def test_dragging_a_node_among_its_siblings_reorders(qtbot, explorer):
    explorer.drag_check.setChecked(True)
    explorer.view.fit()
    item = explorer.scene.nodes[(0,)]
    target = explorer.scene.nodes[(2,)]
    start = explorer.view.mapFromScene(item.scenePos())
    end = explorer.view.mapFromScene(target.scenePos()) + QPoint(30, 0)
    with qtbot.waitSignal(explorer.view.reorderRequested) as blocker:
        qtbot.mousePress(explorer.view.viewport(), Qt.MouseButton.LeftButton, pos=start)
        qtbot.mouseMove(explorer.view.viewport(), end)
        qtbot.mouseRelease(explorer.view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert blocker.args == [(), 0, 2]
    assert tree_to_data(explorer.root) == [[2, 4, 6], [14, 5, 2], [3, 12, 8]]


def test_reordering_helpers():
    root = build_tree(TEXTBOOK)
    assert tree_to_data(move_child(root, (), 2, 0)) == [[14, 5, 2], [3, 12, 8], [2, 4, 6]]
    assert tree_to_data(move_child(root, (1,), 0, 2)) == [[3, 12, 8], [4, 6, 2], [14, 5, 2]]
    assert tree_to_data(best_ordering(root)) == [[3, 8, 12], [2, 4, 6], [2, 5, 14]]
    assert uniform_shape(root) == (3, 2) and uniform_shape(build_tree([[1], [2, 3]])) is None
    assert [knuth_moore_best_case(3, d) for d in (1, 2, 3, 4)] == [3, 5, 11, 17]
    # best ordering on uniform random trees with distinct leaves reaches the Knuth–Moore count
    for seed in range(5):
        data = random_tree_data(4, 3, -10_000, 10_000, seed)
        run = TreeRun(best_ordering(build_tree(data)), "alphabeta")
        assert len(run.evaluated_leaves) == knuth_moore_best_case(3, 4)


def test_random_tree_button(qtbot, explorer):
    explorer.input_panel.depth_spin.setValue(4)
    explorer.input_panel.width_spin.setValue(2)
    explorer.input_panel.low_spin.setValue(-5)
    explorer.input_panel.high_spin.setValue(5)
    explorer.input_panel.seed_spin.setValue(7)
    with qtbot.waitSignal(explorer.treeChanged):
        click(qtbot, explorer.input_panel.random_button)
    assert explorer.root.size == 31 and len(explorer.scene.nodes) == 31
    assert all(-5 <= leaf.value <= 5 for leaf in explorer.root.leaves())
    assert tree_to_data(explorer.root) == random_tree_data(4, 2, -5, 5, 7)
    explorer.input_panel.low_spin.setValue(9)
    explorer.input_panel.high_spin.setValue(1)
    click(qtbot, explorer.input_panel.random_button)
    assert "value range is empty" in explorer.input_panel.error_label.text() and explorer.root.size == 31


def test_every_example_loads_and_the_aima_file_is_a_plain_tree(explorer):
    examples = load_examples()
    assert examples[0].file == "aima-figure-5.2.json"
    assert json.loads(examples[0].text()) == TEXTBOOK
    for i, ex in enumerate(examples):
        explorer.files.load_example(i)
        assert explorer.title == ex.title and explorer.run is not None and ex.explanation
        explorer.playback.to_end()
        assert explorer.explanation.text().startswith("Done")


def test_chance_example_switches_to_expectiminimax(qtbot, explorer):
    titles = [ex.title for ex in explorer.examples]
    explorer.files.load_example(titles.index("Chance: safe or risky"))
    assert explorer.algorithm == "expectiminimax"
    click(qtbot, explorer.end_button)
    assert explorer.scene.nodes[()].value_text.text() == "4.9"
    assert explorer.scene.nodes[(0,)].kind == "chance"
    explorer.algorithms.set_algorithm("alphabeta")  # the engine refuses: a message, no crash
    assert explorer.run is None and "alpha-beta cannot search chance nodes" in explorer.explanation.text()
    assert not explorer.forward_button.isEnabled()


def test_open_file_and_a_missing_file(tmp_path, explorer):
    f = tmp_path / "t.json"
    f.write_text("((1 2) (3 4))")
    assert explorer.files.open_file(str(f)) and tree_to_data(explorer.root) == [[1, 2], [3, 4]]
    assert explorer.title == "t.json"
    assert not explorer.files.open_file(str(tmp_path / "nope.json"))
    assert "cannot read" in explorer.input_panel.error_label.text() and tree_to_data(explorer.root) == [[1, 2], [3, 4]]


def test_open_record_subtree_keeps_positions_for_hover(explorer):
    game = TicTacToe()
    state = game.play(game.initial_state(), [5, 1, 9])
    result = search(game, state, SearchOptions(algorithm="alphabeta", record=True))
    record = result.tree
    explorer.open_record_subtree(record, 0, max_nodes=60)
    root = explorer.root
    assert 1 < root.size <= 60
    # node types are the record's: the player to move at the search's root maximises
    assert root.kind == "max" and {c.kind for c in root.children if not c.is_leaf} == {"min"}
    labels = [c.label for c in root.children]
    assert labels == [game.format_move(record.move[c]) for c in record.children(0)]
    leaf = root.leaves()[0]
    assert explorer.scene.nodes[leaf.path].toolTip().count("<pre") == 1
    tip = explorer.scene.nodes[()].toolTip()
    assert game.render(state).splitlines()[0] in tip.replace("&gt;", ">").replace("&lt;", "<")
    # sentences call nodes by their moves from the subtree's root
    first = root.children[0]
    assert f"Enter MIN node [{first.label}]" in explorer.run.steps[1].text
    # a deeper node of the record: its subtree, titled with its moves
    child = next(iter(record.children(0)))
    explorer.open_record_subtree(record, child, max_nodes=400)
    assert explorer.root.size <= 400 and "after" in explorer.title


def test_scene_for_2000_nodes_is_tidy():
    data = random_tree_data(10, 2, -50, 50, 3)  # 2,047 nodes
    root = build_tree(data)
    scene = TreeScene()
    scene.set_tree(root)
    assert len(scene.nodes) == 2047 and len(scene.edges) == 2046
    pos = tidy_layout(root)
    leaves = sorted(pos[leaf.path][0] for leaf in root.leaves())
    gaps = {round(b - a, 6) for a, b in itertools.pairwise(leaves)}
    assert len(gaps) == 1  # leaves evenly spaced
    for node in iter_nodes(root):
        item = scene.nodes[node.path]
        assert (item.x(), item.y()) == pos[node.path]
        if node.children:
            xs = [pos[c.path][0] for c in node.children]
            assert pos[node.path][0] == (xs[0] + xs[-1]) / 2  # centred over its children
            assert all(pos[c.path][1] > pos[node.path][1] for c in node.children)
    # a whole run's last state applies to every node
    run = TreeRun(root, "alphabeta")
    scene.apply_state(run.state(len(run) - 1), show_window=True)
    pruned = {p for p, item in scene.nodes.items() if item.look.pruned}
    assert set(run.pruned_leaves) <= pruned
    assert all(item.look is not None for item in scene.nodes.values())


def test_the_qt_binding_keeps_none_alive():
    """Guards the PySide6 pin: 6.12.0 under Python 3.11 lost a reference to None on every void call,
    so a long run of the explorer (thousands of setPen calls) aborted the process."""
    import sys

    from PySide6.QtGui import QPen
    from PySide6.QtWidgets import QGraphicsRectItem

    item = QGraphicsRectItem()
    pen = QPen()
    item.setPen(pen)  # first call may cache things
    before = sys.getrefcount(None)
    for _ in range(500):
        item.setPen(pen)
        item.setZValue(1)
    assert sys.getrefcount(None) >= before - 10


def test_node_names_follow_the_textbook_letters_or_the_labels():
    from gui.explorer.treerun import node_names

    assert node_names(build_tree(TEXTBOOK)) == {(): "A", (0,): "B", (1,): "C", (2,): "D"}
    labelled = parse_tree_text('{"label": "S", "children": [{"label": "M1", "children": [1, 2]}, [3, 4]]}')
    assert node_names(labelled) == {(): "S", (0,): "M1", (1,): "A"}
    assert node_names(build_tree(random_tree_data(5, 2, 0, 9, 1))) == {}  # 31 inner nodes: too many letters
    run = TreeRun(build_tree(TEXTBOOK), "alphabeta")
    texts = [s.text for s in run.steps.steps]
    assert "Leaf 3 under B is evaluated: 3." in texts
    assert "MIN node B returns 3 to the root (MAX): v = max(−∞, 3) = 3." in texts


def test_chance_edges_show_their_probabilities(explorer):
    titles = [ex.title for ex in explorer.examples]
    explorer.files.load_example(titles.index("Chance: safe or risky"))
    texts = [c.text() for c in explorer.scene.edges[(1, 0)].childItems() if hasattr(c, "text")]
    assert texts == ["0.9"]
    assert not [c for c in explorer.scene.edges[(0,)].childItems() if hasattr(c, "text")]  # below MAX: none


def test_huge_trees_are_refused_with_a_message(qtbot, explorer):
    explorer.input_panel.depth_spin.setValue(9)
    explorer.input_panel.width_spin.setValue(3)  # 29,524 nodes
    click(qtbot, explorer.input_panel.random_button)
    assert explorer.input_panel.error_label.text() == "the tree has 29,524 nodes; the explorer draws at most 20,000"
    assert tree_to_data(explorer.root) == TEXTBOOK


def test_a_drag_from_a_node_pans_when_reordering_is_off(qtbot, explorer):
    explorer.view.resetTransform()
    explorer.view.scale(3, 3)  # zoomed in, so there is room to pan
    bar = explorer.view.horizontalScrollBar()
    bar.setValue((bar.minimum() + bar.maximum()) // 2)
    before = bar.value()
    item = explorer.scene.nodes[(1,)]
    start = explorer.view.mapFromScene(item.scenePos())
    qtbot.mousePress(explorer.view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(explorer.view.viewport(), start + QPoint(60, 0))
    qtbot.mouseRelease(explorer.view.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(60, 0))
    assert bar.value() == before - 60
    assert tree_to_data(explorer.root) == TEXTBOOK


def test_a_depth_cutoff_uses_static_values_or_says_what_is_missing(qtbot, explorer):
    explorer.input_panel.text.setPlainText('[{"value": 4, "children": [3, 12, 8]},'
                                           ' {"value": 1, "children": [2, 4, 6]}]')
    click(qtbot, explorer.input_panel.draw_button)
    explorer.depth_limit.setValue(1)
    click(qtbot, explorer.end_button)
    assert explorer.explanation.text().startswith("Done: the root's value is 4")
    assert not explorer.scene.nodes[(0, 0)].look.visited  # below the cutoff
    texts = [s.text for s in explorer.run.steps.steps]
    assert "MIN node B is at the depth cutoff: the evaluation function gives 4." in texts
    explorer.files.load_example(0)  # no static values: the engine's message, no crash
    assert explorer.run is None and "has no static" in explorer.explanation.text()
    explorer.depth_limit.setValue(0)
    assert explorer.run is not None and len(explorer.run) == 27


def test_clicking_a_node_jumps_to_where_the_search_reached_or_pruned_it(qtbot, explorer):
    explorer.view.fit()

    def click_node(path):
        point = explorer.view.mapFromScene(explorer.scene.nodes[path].scenePos())
        qtbot.mouseClick(explorer.view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    click_node((2,))
    assert explorer.explanation.text() == "Enter MIN node D with α = 3, β = +∞ (3 children)."
    click_node((1, 2))  # pruned: the cutoff that pruned it
    assert explorer.explanation.text().startswith("MIN node C: v = 2 ≤ α = 3")
    assert explorer.run.step_of((5,)) is None


def test_clicking_an_inner_node_in_practice_opens_its_value(qtbot, explorer):
    explorer.practice.check_box.setChecked(True)
    explorer.view.fit()
    point = explorer.view.mapFromScene(explorer.scene.nodes[(2,)].scenePos())
    qtbot.mouseClick(explorer.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    table = explorer.practice.table
    assert table.item(table.currentRow(), 0).data(Qt.ItemDataRole.UserRole) == (2,)
    assert table.currentColumn() == 1 and explorer.step == -1


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="()[]{}, \n-.0123456789e\"xabcdefghijklmnopqrstuvwxyz:", max_size=40))
def test_any_text_parses_or_gives_a_located_or_plain_message(text):
    try:
        parse_tree_text(text)
    except InputError as e:
        pos = error_position(text, str(e))
        assert pos is None or 0 <= pos <= len(text)
    except RecursionError:
        pass  # the explorer reports "nested too deeply"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet="()[] ,0123456789x-", max_size=30))
def test_drawing_any_text_never_crashes_and_keeps_the_tree_on_errors(explorer, text):
    before = explorer.root
    explorer.input_panel.text.setPlainText(text)
    if explorer.files.draw_text():
        assert explorer.root is not before and explorer.run is not None
    else:
        assert explorer.root is before and explorer.input_panel.error_label.text()


def test_record_subtrees_keep_chance_probabilities_and_handle_a_leaf(explorer):
    from engine.games.tree import TreeGame

    root = parse_tree_text('{"type": "max", "children": [{"type": "chance", "probs": [0.9, 0.1],'
                           ' "children": [[1, 2], [40, 50]]}, 3]}')
    game = TreeGame(root)
    record = search(game, root, SearchOptions(algorithm="expectiminimax", record=True)).tree
    explorer.open_record_subtree(record, 0)
    chance = explorer.root.children[0]
    assert chance.kind == "chance" and chance.probs == (0.9, 0.1)
    assert [c.kind for c in chance.children] == ["min", "min"]
    assert explorer.algorithm == "expectiminimax"
    explorer.playback.to_end()
    assert explorer.scene.nodes[()].value_text.text() == "4.9"
    leaf = record.find([1])
    explorer.open_record_subtree(record, leaf)
    assert explorer.root.is_leaf and explorer.root.value == 3
    explorer.playback.to_end()
    assert explorer.explanation.text() == "Done: the root's value is 3."


def test_a_chance_node_cut_by_star_pruning_becomes_a_leaf_with_its_bound():
    """Renormalising the outcomes a Star cut left would invent a value; the node keeps its recorded bound."""
    from engine.games.tree import TreeGame
    from engine.search import SearchOptions, search
    from gui.explorer.subtree import record_subtree

    # (root moves get a full window, so the cut happens one level down)
    root = parse_tree_text('{"type": "max", "children": [{"type": "max", "children": ['
                           '{"type": "chance", "children": [5, 5]}, {"type": "chance", "children": [-10, 9, 9, 9]}]}]}')
    r = search(TreeGame(root), root, SearchOptions("expectiminimax", chance_pruning="star1", record=True))
    assert r.value == 5 and r.stats.chance_cutoffs == 1
    tree, _ = record_subtree(r.tree, 0)
    cut = tree.children[0].children[1]
    assert cut.is_leaf and "cut" in cut.label
    assert cut.value == r.tree.value[r.tree.find([0, 1])] < 5  # the recorded bound, not a renormalised mean of 9s


@pytest.mark.parametrize("algorithm", ["sss", "dual"])
def test_an_sss_or_dual_record_opens_as_the_tree_it_searched(explorer, algorithm):
    """SSS* and DUAL* record no value for inner nodes: the explorer still gets their tree (it once got the root
    alone, a leaf worth the root's value), its cut nodes holding the bounds the search ended with."""
    from engine.games.tree import TreeGame
    from gui.explorer.subtree import record_subtree

    textbook = build_tree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    record = search(TreeGame(textbook), textbook, SearchOptions(algorithm=algorithm, record=True)).tree
    whole, _ = record_subtree(record, 0)
    assert whole.kind == "max" and [c.label for c in whole.children] == ["0", "1", "2"]
    assert sorted(leaf.value for leaf in whole.leaves()) == sorted(record.value[i] for i in record.solved_order)
    assert search(TreeGame(whole), whole, SearchOptions(algorithm=algorithm)).value == 3
    game = TicTacToe()
    state = game.play(game.initial_state(), [5, 1])
    record = search(game, state, SearchOptions(algorithm=algorithm, record=True)).tree
    assert len(record) > 400
    explorer.open_record_subtree(record, 0, max_nodes=400)
    assert 10 < explorer.root.size <= 400 and explorer.root.kind == "max"


def test_practice_says_when_it_switches_the_algorithm_to_alpha_beta(qtbot, explorer):
    """Practice checks alpha-beta's answers: turning it on with minimax chosen switches to alpha-beta and
    says so in the practice panel (issue 32, item 20: the switch was silent)."""
    explorer.algorithms.set_algorithm("minimax")
    explorer.practice.check_box.setChecked(True)
    assert explorer.algorithm == "alphabeta"
    note = explorer.practice.switch_note
    assert note.isVisible() and "from Minimax to alpha-beta" in note.text()
    explorer.practice.check_box.setChecked(False)
    assert not note.isVisible()
    explorer.practice.check_box.setChecked(True)  # already alpha-beta: nothing switched, nothing said
    assert not note.isVisible()
