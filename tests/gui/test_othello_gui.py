"""Othello in the window: clicks and keys play, flips animate without holding anything up, a human's
forced pass is played and announced, the computer answers, values land on the legal squares."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import Qt

from engine.games import game_info
from engine.games.othello import PASS_MOVE, Othello
from gui.app.players import PlayerConfig, SearchSettings
from gui.board.othello import OthelloBoard
from gui.window.main_window import MainWindow

from .test_board import click

INFO = game_info("othello")
GAME = Othello()


def humans(window: MainWindow) -> None:
    window.new_game("othello")
    human = PlayerConfig("human", SearchSettings.defaults(INFO))
    window.settings_panel.set_players((human, human))
    window.settings_panel.playersChanged.emit()


def test_a_click_plays_and_the_flip_animates_without_delaying_the_game(qtbot, window: MainWindow) -> None:
    humans(window)
    board = window.board
    assert isinstance(board, OthelloBoard)
    f5 = GAME.parse_move("f5")
    click(qtbot, board, f5)
    assert window.session.moves == [f5]  # the position is there at once ...
    assert board.state == window.session.state and board.animating  # ... while e5 turns over
    qtbot.waitUntil(lambda: not board.animating, timeout=2000)
    assert GAME.board_rows(board.state)[4] == "...XXX.."
    click(qtbot, board, GAME.parse_move("a1"))  # outflanks nothing
    assert window.session.moves == [f5] and "not a legal move" in window.statusBar().currentMessage()


def test_keyboard_play(qtbot, window: MainWindow) -> None:
    humans(window)
    board = window.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)  # selects a legal move first
    assert board.move_cursor.selected in board.legal_moves()
    chosen = board.move_cursor.selected
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert window.session.moves == [chosen]


def _line_to_a_pass() -> list[int]:
    """Moves from the start after which the player to move can only pass."""
    rng = random.Random(4)
    while True:
        s, moves = GAME.initial_state(), []
        while not GAME.is_terminal(s):
            if GAME.actions(s) == (PASS_MOVE,):
                return moves
            m = rng.choice(GAME.actions(s))
            moves.append(m)
            s = GAME.result(s, m)


def test_a_humans_forced_pass_is_played_and_announced(qtbot, window: MainWindow) -> None:
    humans(window)
    line = _line_to_a_pass()
    for m in line[:-1]:
        assert window.play(m)
    passer_index = 1 - GAME.to_move(GAME.play(GAME.initial_state(), line[:-1]))
    passer = GAME.player_name(passer_index)
    assert window.play(line[-1])
    assert window.session.moves == [*line, PASS_MOVE]
    assert f"{passer} has no legal move and passes" in window.statusBar().currentMessage()
    # the turn line names the colour ("O (white) passes"), as the board's caption does
    assert f"{window.board.piece_name(passer_index)} passes" in window.status_line.turn_label.text()
    assert "pass" in window.game.format_move(window.session.moves[-1])


def test_the_computer_answers_and_values_land_on_the_legal_squares(qtbot, window: MainWindow) -> None:
    window.new_game("othello")
    human = PlayerConfig("human", SearchSettings("alphabeta", 2, "combined", {}))
    computer = PlayerConfig("computer", SearchSettings("alphabeta", 2, "combined", {}))
    window.settings_panel.set_players((human, computer))
    window.settings_panel.playersChanged.emit()
    with qtbot.waitSignal(window.computerMoved, timeout=20_000):
        click(qtbot, window.board, GAME.parse_move("f5"))
    assert len(window.session.moves) == 2
    window.analyse()
    qtbot.waitUntil(lambda: bool(window.board.marks.overlay_values()), timeout=20_000)
    assert set(window.board.marks.overlay_values()) == set(window.session.legal_moves)


def test_a_saved_game_with_a_pass_opens_from_its_notation_alone(qtbot, window: MainWindow, tmp_path) -> None:
    humans(window)
    line = _line_to_a_pass()
    for m in line:
        window.play(m)
    assert window.session.moves[-1] == PASS_MOVE
    path = tmp_path / "othello.json"
    assert window.files.save_game_to(str(path))
    data = json.loads(path.read_text())
    assert "pass" not in data["moves_text"] and PASS_MOVE in data["moves"]
    del data["moves"]  # only the notation, passes left out
    path.write_text(json.dumps(data))
    window.new_game("othello")
    assert window.open_game_from(str(path))
    assert window.session.moves == [*line, PASS_MOVE]


def test_undo_steps_back_over_a_forced_pass(qtbot, window: MainWindow) -> None:
    humans(window)
    line = _line_to_a_pass()
    for m in line:
        window.play(m)
    assert window.session.moves == [*line, PASS_MOVE]
    window.undo()  # not back to the pass, which would be played again at once: before the move that forced it
    assert window.session.moves == line[:-1]
    window.redo()
    assert window.session.moves[: len(line)] == line


def test_a_full_game_against_the_computer_ends_with_its_endgame_solved(qtbot, window: MainWindow) -> None:
    window.new_game("othello")
    human = PlayerConfig("human", SearchSettings("alphabeta", 1, "combined", {}, record=False))
    computer = PlayerConfig("computer", SearchSettings("alphabeta", 1, "combined", {}, record=False))
    window.settings_panel.set_players((human, computer))
    window.settings_panel.playersChanged.emit()
    over: list[str] = []
    window.gameOver.connect(over.append)
    rng = random.Random(6)
    while not window.session.is_over:
        qtbot.waitUntil(lambda: window.session.is_over or (window.controller.human_to_move() and not window.controller.busy),
                        timeout=60_000)
        if not window.session.is_over:
            assert window.play(rng.choice([m for m in window.session.legal_moves if m != PASS_MOVE]))
    assert over and "Game over" in window.status_line.turn_label.text()
    solved = [e for e in window.session.entries if e.made_by == "computer" and e.result is not None
              and "exact solver" in e.result.method]
    assert solved  # from 14 empty squares on, the computer's moves came from the solver
    final = window.session.state
    assert GAME.is_terminal(final)


def test_othello_says_which_colour_is_to_move_and_its_words_stand_alone(qtbot, make_window) -> None:
    """The caption over black and white discs names the colour, as Connect Four's does; the combined
    evaluation's description does not point at "the features above" (there is nothing above it)."""
    from engine.games import game_info

    window = make_window()
    window.new_game("othello")
    assert window.board.piece_name(0) == "X (black)" and window.board.piece_name(1) == "O (white)"
    assert window.board.marks.shown_caption().startswith("X (black) to move")
    description = game_info("othello").evaluations["combined"].description
    assert "above" not in description
