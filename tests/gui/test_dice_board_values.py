"""The dice game's move values: never over a cube's number, named by their cube when two cubes reach one
square, and written to one precision."""

from __future__ import annotations

import random

from engine.games.einstein import EinStein, decode_move
from engine.results import MoveValue
from gui.app.format import fmt_move_values_alike
from gui.board.einstein import EinSteinBoard


def test_values_side_by_side_have_one_precision() -> None:
    texts = fmt_move_values_alike([MoveValue(1, 10.97), MoveValue(2, 10.1), MoveValue(3, -0.001, "upper")])
    assert texts == ["10.97", "10.10", "≤ 0.00"]
    assert fmt_move_values_alike([MoveValue(1, 3.0), MoveValue(2, -1.0, "lower")]) == ["3", "≥ −1"]
    assert fmt_move_values_alike([MoveValue(1, 1234.5), MoveValue(2, 10_000.0)]) == ["1,234", "10,000"]


def crowded_position(game: EinStein):
    """A position (found by a seeded random walk) where two cubes can reach one square and a move captures."""
    rng = random.Random(1)
    state = game.initial_state()
    for _ in range(5000):
        if game.is_terminal(state):
            state = game.initial_state()
        moves = game.actions(state)
        if not any(1 <= m <= 6 for m in moves):
            targets = [decode_move(m)[1] for m in moves]
            if len(set(targets)) < len(targets) and any(game.cube_at(state, t) is not None for t in targets):
                return state
        state = game.result(state, rng.choice(moves))
    raise AssertionError("no such position in the walk")


def test_values_leave_the_cube_numbers_readable_and_name_their_cube(qtbot) -> None:
    game = EinStein()
    state = crowded_position(game)
    board = EinSteinBoard(game)
    qtbot.addWidget(board)
    board.resize(620, 560)
    board.show()
    board.set_position(state, None, interactive=True)
    moves = game.actions(state)
    board.marks.set_overlay([MoveValue(m, v) for m, v in zip(moves, (10.97, 10.1, -3.5, 0.42, 7.25, -0.04, 1.5), strict=False)])
    texts = board.value_words.overlay_texts()
    for move in moves:
        frm, to = decode_move(move)
        cell = board.grid.cell_rect(to)
        rect = board.value_rect(move)
        assert cell.contains(rect.center())
        if game.cube_at(state, to) is not None:  # a capture: the value sits under the cube's number
            number = board.painter.cube_rect(cell)
            assert rect.top() >= number.center().y() + number.height() * 0.22, (game.format_move(move), rect, number)
        sharing = [m for m in moves if decode_move(m)[1] == to]
        if len(sharing) > 1:
            cube = game.cube_at(state, frm)
            assert cube is not None and texts[move].startswith(f"{cube[1]}: ")
    shared = [m for m in moves if sum(decode_move(n)[1] == decode_move(m)[1] for n in moves) > 1]
    assert len({texts[m] for m in shared}) == len(shared)
    assert {"10.97", "10.10"} <= {t.split(": ")[-1] for t in texts.values()}
    board.grab()  # and it paints
