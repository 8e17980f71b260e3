"""The dice game in the desktop application: rolling, two-click moves, the computer, chance nodes in the
tree, saved games and undo/redo across rolls (offscreen, no sleeps: waits are on signals)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt

from engine.game import CHANCE
from engine.games.einstein import EinStein, encode_move, parse_square
from engine.record import CHANCE_KIND
from gui.app.display_options import DisplayOptions
from gui.app.game_file import GameFileError, load_game
from gui.board.die import DieWidget
from gui.board.einstein import EinSteinBoard
from gui.search_tree.model import COL_MOVE, NODE_ROLE


@pytest.fixture(autouse=True)
def _no_tumble(monkeypatch):
    monkeypatch.setattr(DieWidget, "animate", False)


@pytest.fixture
def dice_window(make_window):
    """EinStein, red human vs blue computer (expectiminimax, depth 2), no delays, no auto-analysis."""
    w = make_window(DisplayOptions(move_delay_ms=0))
    w.new_game("einstein")
    w.set_player_kinds("human", "computer")
    settings = w.settings_panel.sides[1]
    settings.depth.setValue(2)
    w.session.dice_seed = 2026  # the same rolls on every run
    return w


def sq(name: str) -> int:
    return parse_square(name)


def test_the_dice_game_is_offered_and_shows_its_board(dice_window):
    w = dice_window
    assert w.settings_panel.game.findData("einstein") >= 0
    assert isinstance(w.board, EinSteinBoard)
    assert w.session.to_move == CHANCE
    assert w.commands.roll_action.isVisible() and w.commands.roll_action.isEnabled()
    assert "to roll" in w.status_line.turn_label.text()
    assert not w.commands.analyse_action.isEnabled()  # the moves depend on the roll


def test_a_human_move_after_a_roll(dice_window, qtbot):
    w = dice_window
    w.roll()
    face = w.session.last_move
    assert 1 <= face <= 6
    assert w.session.entries[-1].roller == 0 and w.session.entries[-1].is_roll
    assert w.board.die.face == face
    assert f"rolls {face}" in w.move_list.view.topLevelItem(0).text(1)
    assert w.move_list.view.topLevelItem(0).text(2) == "die"
    state = w.session.state
    movable = w.game.movable_cubes(state)
    assert movable == (face,)  # all cubes on the board: exactly the rolled one
    frm = state[0][face - 1]
    target = w.game.moves_from(state, frm)[0]
    with qtbot.waitSignal(w.computerMoved, timeout=20000):  # the computer rolls and answers
        w.board.click_square(frm)
        assert w.board.pending == frm
        w.board.click_square(target % 100)
    entries = w.session.entries
    assert [e.made_by for e in entries[:2]] == ["human", "human"] and entries[1].move == target
    assert entries[2].is_roll and entries[2].roller == 1 and entries[2].made_by == "computer"
    assert entries[3].player == 1 and entries[3].made_by == "computer" and entries[3].result is not None
    assert w.session.to_move == CHANCE and w.session.roller() == 0


def test_a_click_with_the_mouse_picks_the_cube_then_the_target(dice_window, qtbot):
    w = dice_window
    w.roll()
    state = w.session.state
    frm = state[0][w.session.last_move - 1]
    target = w.game.moves_from(state, frm)[-1] % 100
    chosen: list[int] = []
    w.board.moveChosen.disconnect()
    w.board.moveChosen.connect(chosen.append)
    qtbot.mouseClick(w.board, Qt.MouseButton.LeftButton, pos=w.board.grid.cell_rect(frm).center().toPoint())
    qtbot.mouseClick(w.board, Qt.MouseButton.LeftButton, pos=w.board.grid.cell_rect(target).center().toPoint())
    assert chosen == [encode_move(frm, target)]


def test_an_illegal_click_is_ignored(dice_window, qtbot):
    w = dice_window
    before = w.session.state
    with qtbot.waitSignal(w.board.illegalMoveAttempted):
        w.board.click_square(sq("c3"))  # before the roll: nothing may move
    assert w.session.state == before
    assert "Roll the die first" in w.statusBar().currentMessage()
    w.roll()
    state = w.session.state
    face = w.session.last_move
    other = next(n for n in range(1, 7) if n != face)
    with qtbot.waitSignal(w.board.illegalMoveAttempted):
        w.board.click_square(state[0][other - 1])  # a cube the roll does not move
    with qtbot.waitSignal(w.board.illegalMoveAttempted):
        w.board.click_square(state[0][6])  # an opponent's cube
    assert w.board.pending is None
    w.board.click_square(state[0][face - 1])
    with qtbot.waitSignal(w.board.illegalMoveAttempted):
        w.board.click_square(sq("a1"))  # not a target of the picked cube
    assert w.session.state == state and len(w.session.entries) == 1


def test_the_computer_moves_after_its_own_roll(make_window, qtbot):
    w = make_window(DisplayOptions(move_delay_ms=0))
    w.new_game("einstein")
    w.settings_panel.sides[0].depth.setValue(1)
    with qtbot.waitSignal(w.computerMoved, timeout=20000):
        w.set_player_kinds("computer", "human")
    first, second = w.session.entries[:2]
    assert first.is_roll and first.made_by == "computer" and first.roller == 0
    assert second.player == 0 and second.move in EinStein().actions(w.session.state_before(1))
    assert w.session.roller() == 1 and w.commands.roll_action.isEnabled()
    assert w.stats_panel.values["chance"].text() != "—"
    assert w.stats_panel.values["best"].text().startswith(w.game.format_move(second.move))


def test_undo_and_redo_across_rolls(dice_window, qtbot):
    w = dice_window
    w.roll()
    face = w.session.last_move
    state_after_roll = w.session.state
    move = w.game.moves_from(state_after_roll, state_after_roll[0][face - 1])[0]
    with qtbot.waitSignal(w.computerMoved, timeout=20000):
        w.play(move)
    assert len(w.session.entries) == 4
    # Undo takes back the human's move and the computer's roll and move: back to after the roll.
    w.undo()
    assert w.session.state == state_after_roll and len(w.session.entries) == 1
    assert w.board.die.face == face and w.board.interactive
    # Undo again takes back the roll itself; rolling again gives the same face (no re-rolls).
    w.undo()
    assert w.session.entries == [] and w.session.to_move == CHANCE
    assert w.session.face_for_roll() == face
    # Redo replays the roll, then the move and the computer's roll and move.
    w.redo()
    assert w.session.state == state_after_roll
    w.redo()
    assert len(w.session.entries) == 4 and w.session.roller() == 0
    assert not w.session.can_redo


def test_roll_is_refused_when_it_is_not_a_humans_roll(dice_window):
    w = dice_window
    w.roll()
    n = len(w.session.entries)
    w.roll()  # the die has been rolled already
    assert len(w.session.entries) == n
    assert "no die to roll" in w.statusBar().currentMessage()


def test_chance_nodes_in_the_tree_model(dice_window, qtbot, qtmodeltester):
    w = dice_window
    w.roll()
    state = w.session.state
    move = w.game.moves_from(state, state[0][w.session.last_move - 1])[0]
    with qtbot.waitSignal(w.computerMoved, timeout=20000):
        w.play(move)
    record = w.tree_widget.record()
    assert record is not None
    model = w.tree_widget.model
    qtmodeltester.check(model)
    # the computer searched after its roll: MAX at the root, a chance node after each of its moves
    root = model.index(0, 0)
    first = model.index(0, 0, root)
    node = model.data(first, NODE_ROLE)
    assert record.kind[node] == CHANCE_KIND
    assert model.data(model.index(0, 1, root)).startswith("○")
    labels = [model.data(model.index(r, COL_MOVE, first)) for r in range(model.rowCount(first))]
    assert labels == [f"roll {f} (1/6)" for f in range(1, 7)]
    # selecting an outcome previews its position on the board
    child = model.index(2, 0, first)
    w.tree_widget.view.setCurrentIndex(child)
    assert w.board.marks.previewing and w.board.marks.shown_state()[2] == 3


def test_save_and_open_round_trip(dice_window, qtbot, tmp_path: Path):
    w = dice_window
    w.set_start_arrangement("615243/342561")
    assert w.session.initial_state[0][5] == 0  # red's cube 6 on a5
    w.roll()
    state = w.session.state
    move = w.game.moves_from(state, state[0][w.session.last_move - 1])[0]
    with qtbot.waitSignal(w.computerMoved, timeout=20000):
        w.play(move)
    moves, seed = w.session.moves, w.session.dice_seed
    path = str(tmp_path / "dice.mmgame.json")
    assert w.files.save_game_to(path)
    data = json.loads(Path(path).read_text())
    assert data["start"] == "615243/342561" and data["dice_seed"] == seed and data["moves"] == moves
    assert load_game(path).start == "615243/342561"
    w.new_game("tictactoe")
    assert w.open_game_from(path)
    assert w.session.info.name == "einstein" and w.session.moves == moves
    assert w.session.game.arrangement == ((6, 1, 5, 2, 4, 3), (3, 4, 2, 5, 6, 1))
    assert w.session.dice_seed == seed
    assert w.players[1].is_computer


def test_a_file_with_a_bad_arrangement_is_refused(tmp_path: Path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "minimax-studio-game", "version": 1, "game": "einstein",
                                "start": "112233/123456", "moves": [], "players": []}))
    with pytest.raises(GameFileError, match="start arrangement"):
        load_game(str(path))


def test_chance_pruning_setting_reaches_the_engine(dice_window):
    w = dice_window
    form = w.settings_panel.sides[1]
    combo = form.switches["chance_pruning"]
    assert not combo.isHidden()
    combo.setCurrentIndex(combo.findData("star2"))
    assert w.players[1].search.options(w.session.info).chance_pruning == "star2"
    assert "Star2" in w.players[1].search.describe()


def test_keyboard_arrows_and_enter_move_a_cube(dice_window, qtbot):
    w = dice_window
    w.roll()
    board = w.board
    board.setFocus()
    state = w.session.state
    frm = state[0][w.session.last_move - 1]
    moves: list[int] = []
    board.moveChosen.disconnect()
    board.moveChosen.connect(moves.append)
    board.move_cursor.selected = encode_move(frm, frm)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert board.pending == frm
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert moves and moves[0] // 100 - 1 == frm


def test_the_board_paints_in_both_themes(qtbot):
    from PySide6.QtGui import QColor, QPalette

    board = EinSteinBoard()
    qtbot.addWidget(board)
    board.resize(600, 420)
    g = board.game
    board.set_position(g.result(g.initial_state(), 4), None, interactive=True, caption="Red to move")
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    dark.setColor(QPalette.ColorRole.Base, QColor("#202124"))
    for palette in (QPalette(), dark):
        board.setPalette(palette)
        image = board.grab().toImage()
        assert not image.isNull()
    assert board.die.face == 4
    assert board.move_at(QPointF(-5, -5)) is None


def test_the_start_arrangement_setting_is_remembered(make_window):
    w = make_window(DisplayOptions(move_delay_ms=0))
    w.new_game("einstein")
    box = w.settings_panel.start
    assert box.isVisibleTo(w.settings_panel) and box.value() == "fixed"
    box.mode.setCurrentIndex(box.mode.findData("chosen"))
    box.text.setText("654321/123456")
    box.text.editingFinished.emit()
    assert w.session.game.arrangement == ((6, 5, 4, 3, 2, 1), (1, 2, 3, 4, 5, 6))
    box.text.setText("12345/123456")  # not an arrangement: refused, the game unchanged
    box.text.editingFinished.emit()
    assert w.session.game.arrangement[0] == (6, 5, 4, 3, 2, 1)
    assert "start arrangement" in box.text.toolTip()
    w.saved_state.save_settings()
    w.close()
    again = make_window(DisplayOptions(move_delay_ms=0))
    assert again.session.info.name == "einstein"
    assert again.session.game.arrangement[0] == (6, 5, 4, 3, 2, 1)
    assert again.settings_panel.start.value() == "654321/123456"
    again.new_game("tictactoe")
    assert not again.settings_panel.start.isVisibleTo(again.settings_panel)


def test_the_die_caption_keeps_the_roll_a_move_used(qtbot):
    board = EinSteinBoard()
    qtbot.addWidget(board)
    g = board.game
    rolled = g.result(g.initial_state(), 5)
    board.set_position(rolled, None, interactive=True)
    assert board.die.face == 5
    after = g.result(rolled, g.actions(rolled)[0])
    board.set_position(after, g.actions(rolled)[0], interactive=False)
    assert board.die.face == 0 and board.previous_roll == (0, 5)
    board.set_position(g.initial_state(), None, interactive=True)  # a new game: nothing carried over
    assert board.previous_roll is None


def test_the_die_tumbles_only_as_a_picture(qtbot, monkeypatch):
    monkeypatch.setattr(DieWidget, "animate", True)
    die = DieWidget()
    qtbot.addWidget(die)
    die.show()
    die.set_face(4, rolled=True)
    assert die.face == 4 and die.rolling  # the face is known at once; the tumble is only drawn
    die.finish_roll()
    assert not die.rolling and die._shown == 4
    die.set_face(2)  # shown without a roll (undo, a preview): no tumble
    assert not die.rolling and die._shown == 2


@pytest.mark.parametrize("pruning", ["star1", "star2"])
def test_an_analysis_with_chance_pruning_shows_its_cutoffs(dice_window, qtbot, qtmodeltester, pruning):
    w = dice_window
    form = w.settings_panel.sides[0]
    form.switches["chance_pruning"].setCurrentIndex(form.switches["chance_pruning"].findData(pruning))
    form.depth.setValue(3)
    w.roll()
    with qtbot.waitSignal(w.analysisReady, timeout=30000):
        w.analyse()
    note = w.session.analysis()
    result = note.result if note is not None else None
    assert result is not None and result.stats.chance_nodes > 0
    qtmodeltester.check(w.tree_widget.model)
    assert w.stats_panel.values["chance"].text() == f"{result.stats.chance_nodes:,}"
    cuts = w.stats_panel.values["chance_cuts"].text()
    if result.stats.chance_cutoffs:
        assert cuts.startswith(f"{result.stats.chance_cutoffs:,}") and "outcomes pruned" in cuts
    if pruning == "star2":
        assert "probes" in cuts
    # the board shows a value for every legal move (exact at the root, whatever was pruned below)
    assert set(w.board.marks.overlay_values()) == set(w.session.legal_moves)
    assert all(mv.bound == "exact" for mv in w.board.marks.overlay_values().values())
