"""Every registered game keeps the game protocol: random playouts checked against its invariants.

Parametrised over ``engine.games.GAMES``, so a game added to the registry is checked without an edit
here, chance games included.
"""

from __future__ import annotations

import random

import pytest

from engine.game import CHANCE, Game
from engine.games import GAMES

PLAYOUTS = 60
MAX_PLIES = 300


def _playouts(game: Game, seed: int):
    """Random games: (moves, states) with states[i + 1] = result(states[i], moves[i])."""
    rng = random.Random(seed)
    for _ in range(PLAYOUTS):
        state = game.initial_state()
        moves: list[int] = []
        states = [state]
        while not game.is_terminal(state) and len(moves) < MAX_PLIES:
            move = rng.choice(game.actions(state))
            moves.append(move)
            state = game.result(state, move)
            states.append(state)
        yield moves, states


@pytest.fixture(params=list(GAMES), ids=list(GAMES))
def game(request) -> Game:
    return GAMES[request.param].factory()


def test_expand_agrees_with_the_textbook_methods(game):
    for _, states in _playouts(game, 1):
        for state in states:
            util, player, children, probs = game.expand(state)
            assert game.is_terminal(state) == (util is not None)
            assert player == game.to_move(state)
            assert [m for m, _ in children] == list(game.actions(state))
            if util is not None:
                assert children == ()
                assert util == game.utility(state, 0) == -game.utility(state, 1)
                w = game.winner(state)
                assert w == (0 if util > 0 else 1 if util < 0 else None)
                continue
            assert game.winner(state) is None
            for m, child in children:
                assert game.key(game.result(state, m)) == game.key(child)
            if player == CHANCE:
                assert game.has_chance
                assert probs is not None and len(probs) == len(children)
                assert probs == game.chance_probabilities(state)
                assert abs(sum(probs) - 1) < 1e-9 and all(p >= 0 for p in probs)
            else:
                assert player in (0, 1) and probs is None


def test_keys_are_equal_exactly_for_equal_states(game):
    seen: dict = {}
    for _, states in _playouts(game, 2):
        for state in states:
            key = game.key(state)
            hash(key)
            if key in seen:
                assert seen[key] == state  # one key, one position
            seen[key] = state
    # The same moves from the start reach an equal state with an equal key.
    for moves, states in _playouts(game, 3):
        again = game.play(game.initial_state(), moves)
        assert again == states[-1] and game.key(again) == game.key(states[-1])


def test_moves_and_positions_survive_their_notation(game):
    for moves, states in _playouts(game, 4):
        for state in states:
            for m in game.actions(state):
                assert game.parse_move(game.format_move(m), state) == m
            if game.has_position_notation:
                # A position notation has no pending pass: a player who must pass is written as passed.
                pending_pass = game.has_passes and game.actions(state) == (game.PASS,)
                written = game.result(state, game.PASS) if pending_pass else state
                assert game.key(game.parse_position(game.format_position(state))) == game.key(written)
                assert game.position_problem(written) is None
        written = [m for m in moves if not (game.has_passes and m == game.PASS)]
        assert game.parse_moves(game.format_moves(moves)) == written
        assert game.key(game.play(game.initial_state(), game.parse_moves(game.format_moves(moves)))) == \
            game.key(states[-1])


def test_game_objects_and_states_are_independent(game):
    """Two instances of a game share nothing a playout could change; searching a state leaves it as it was."""
    other = type(game)()
    for moves, states in _playouts(game, 5):
        before = [game.key(s) for s in states]
        for s in states:
            for _, child in game.expand(s)[2]:
                game.expand(child)
        assert [game.key(s) for s in states] == before
        assert game.key(other.play(other.initial_state(), moves)) == before[-1]
    if game.has_start_arrangement:
        copy = game.with_start(game.start_text())
        assert copy.key(copy.initial_state()) == game.key(game.initial_state())


def test_board_rows_show_the_position(game):
    for _, states in _playouts(game, 6):
        for state in states:
            rows = game.board_rows(state)
            if rows is None:
                break
            assert rows and len({len(r) for r in rows}) == 1
            w = game.cell_width
            assert len(rows[0]) % w == 0
            cells = [r[i:i + w] for r in rows for i in range(0, len(r), w)]
            assert {c[0] for c in cells} <= {".", *game.symbols}
            assert all(c == "." * w for c in cells if c[0] == ".")  # an empty cell says nothing more
