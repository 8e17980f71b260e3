"""Every registered board, on positions reached by seeded random play: each legal move is played by
clicking where the board says (its ``input_steps`` on their ``target_rect``), and by the keyboard
(arrows to each step's cell, Enter); the keyboard grid maps cells to moves and back. A board added to
``gui/board/<game name>.py`` (found into ``gui.board.BOARDS``) is covered without edits."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt

from engine.game import CHANCE, Game
from engine.games import GAMES
from gui.board import BOARDS, BoardWidget
from gui.board.base import lay_out

POSITIONS_PER_GAME = 4


def grid_moves(game: Game, state: Any) -> list[int]:
    """The legal moves played on the board's grid (a pass is the board's pass control's, not a cell's)."""
    return [m for m in game.actions(state) if not (game.has_passes and m == game.PASS)]


def positions(game: Game, seed: int = 7) -> list[Any]:
    """Non-terminal positions with a player to move, from seeded random playouts (rolls included)."""
    rng = random.Random(seed)
    found: list[Any] = []
    state = game.initial_state()
    for _ in range(200):
        if len(found) >= POSITIONS_PER_GAME:
            break
        if game.is_terminal(state):
            state = game.initial_state()
            continue
        if game.to_move(state) != CHANCE and (not found or rng.random() < 0.5):
            found.append(state)
        state = game.result(state, rng.choice(game.actions(state)))
    return found


def shown_board(qtbot, name: str, state: Any) -> BoardWidget:
    board = BOARDS[name](GAMES[name].factory())
    qtbot.addWidget(board)
    board.resize(480, 440)
    board.show()
    qtbot.waitExposed(board)
    board.set_position(state, None, interactive=True)
    lay_out(board)
    return board


def keyboard_to(qtbot, board: BoardWidget, cell: tuple[int, int]) -> None:
    """Arrow keys until the selection is on ``cell`` (the first press selects something)."""
    if board.move_cursor.selected is None:
        qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.move_cursor.selected is not None
    cols, rows = board.nav_size()
    c, r = board.nav_cell(board.move_cursor.selected)
    for _ in range((cell[0] - c) % cols):
        qtbot.keyClick(board, Qt.Key.Key_Right)
    for _ in range((cell[1] - r) % rows):
        qtbot.keyClick(board, Qt.Key.Key_Down)


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_clicking_a_moves_target_plays_it(qtbot, name: str) -> None:
    game = GAMES[name].factory()
    for state in positions(game):
        for move in grid_moves(game, state):
            board = shown_board(qtbot, name, state)
            steps = board.input_steps(move)
            for i, step in enumerate(steps):
                point = board.target_rect(step).center()
                assert board.move_at(point) == step, (game.format_move(move), i)
                if i < len(steps) - 1:
                    with qtbot.assertNotEmitted(board.moveChosen):
                        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=point.toPoint())
                else:
                    with qtbot.waitSignal(board.moveChosen, timeout=1_000) as blocker:
                        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=point.toPoint())
                    assert blocker.args == [move]
            board.close()


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_the_keyboard_reaches_every_move(qtbot, name: str) -> None:
    game = GAMES[name].factory()
    for state in positions(game):
        for move in grid_moves(game, state):
            board = shown_board(qtbot, name, state)
            steps = board.input_steps(move)
            for i, step in enumerate(steps):
                keyboard_to(qtbot, board, board.nav_cell(step))
                assert board.move_cursor.selected == step, (game.format_move(move), i)
                if i < len(steps) - 1:
                    qtbot.keyClick(board, Qt.Key.Key_Return)
                else:
                    with qtbot.waitSignal(board.moveChosen, timeout=1_000) as blocker:
                        qtbot.keyClick(board, Qt.Key.Key_Return)
                    assert blocker.args == [move]
            board.close()


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_the_keyboard_grid_maps_cells_to_moves_and_back(qtbot, name: str) -> None:
    game = GAMES[name].factory()
    board = shown_board(qtbot, name, positions(game)[0])
    cols, rows = board.nav_size()
    for c in range(cols):
        for r in range(rows):
            move = board.nav_move(c, r)
            if move is not None:
                assert board.nav_cell(move) == (c, r)


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_a_board_offers_a_die_for_chance_and_a_pass_only_for_a_game_with_passes(name: str) -> None:
    assert not BOARDS[name].offers_pass or GAMES[name].factory.has_passes  # (or the window passes for the human)
    assert BOARDS[name].offers_die == GAMES[name].factory.has_chance


def test_every_playable_game_has_a_board() -> None:
    from gui.board import playable_games

    assert [info.name for info in playable_games()] == [name for name in GAMES if name in BOARDS]
    assert all(issubclass(cls, BoardWidget) for cls in BOARDS.values())


def test_a_board_is_found_by_its_games_name() -> None:
    from gui.board import find_board

    for name, cls in BOARDS.items():
        assert cls.game_name == name and cls.__module__ == f"gui.board.{name}" and find_board(name) is cls
    assert find_board("base") is None and find_board("colors") is None and find_board("no such game") is None
