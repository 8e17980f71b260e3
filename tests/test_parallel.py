"""Searches on two worker processes give one process's values (the best move may differ only among
moves of equal value), on tic-tac-toe, Connect Four and Othello, at fixed depths and solved."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements
from engine.games import game_info
from engine.parallel import ParallelReport, parallel_search, split_kind
from engine.resources import locate
from engine.results import SearchResult
from engine.search import SearchOptions, search
from engine.suites import read_suite

WORKERS = 2
PLAIN = Enhancements()
ALL = Enhancements.all(tt_mb=4)


def both(name: str, state: object, options: SearchOptions, game: object = None) -> tuple[SearchResult, SearchResult]:
    g = game if game is not None else game_info(name).factory()
    report = ParallelReport()
    two = parallel_search(g, state, options, WORKERS, report=report)  # type: ignore[arg-type]
    assert report.split and report.workers == WORKERS and report.failures == []
    return search(g, state, options), two  # type: ignore[arg-type]


def assert_same(one: SearchResult, two: SearchResult) -> None:
    assert not one.stopped and not two.stopped
    assert two.value == one.value
    exact_two = {m.move: m.value for m in two.moves if m.bound == "exact"}
    assert exact_two[two.best_move] == one.value  # the chosen move is worth the root's value
    for m in one.moves:  # every move: what one process proved, the split search does not contradict
        other = next(x for x in two.moves if x.move == m.move)
        if m.bound == "exact" and other.bound == "exact":
            assert other.value == m.value
        elif m.bound == "upper":
            assert other.value <= m.value or other.bound == "upper"
    assert two.pv[0] == two.best_move
    assert two.stats.nodes > 0


def options(name: str, depth: int | None, enh: Enhancements = PLAIN, **kw: object) -> SearchOptions:
    return SearchOptions.for_game(game_info(name), "alphabeta", depth=depth, enhancements=enh, **kw)  # type: ignore[arg-type]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(0, 8), max_size=5), st.sampled_from([None, 2, 3]), st.booleans())
def test_tictactoe_any_position(cells, depth, enhanced):
    game = game_info("tictactoe").factory()
    state = game.initial_state()
    for c in cells:
        moves = game.actions(state)
        if game.is_terminal(state) or not moves:
            break
        state = game.result(state, moves[c % len(moves)])
    opts = options("tictactoe", depth, ALL if enhanced else PLAIN)
    if split_kind(game, state, opts) is None:
        return  # a finished game or a single move: searched in one process
    assert_same(*both("tictactoe", state, opts, game))


@pytest.mark.parametrize("moves,depth,enh", [
    ("", 5, PLAIN), ("4444", 6, ALL), ("3453", 5, PLAIN), ("44455", 6, ALL), ("1234567", 5, ALL),
])
def test_connect4_depth(moves, depth, enh):
    game = game_info("connect4").factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    assert_same(*both("connect4", state, options("connect4", depth, enh), game))


@pytest.mark.parametrize("moves,depth,enh", [
    ("f5", 3, PLAIN), ("f5d6c3", 4, ALL), ("f5f6e6f4", 3, ALL),
])
def test_othello_depth(moves, depth, enh):
    game = game_info("othello").factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    assert_same(*both("othello", state, options("othello", depth, enh), game))


def test_exact_root_gives_every_move_exact():
    game = game_info("connect4").factory()
    state = game.play(game.initial_state(), game.parse_moves("4444"))
    one, two = both("connect4", state, replace(options("connect4", 5), exact_root=True), game)
    assert [(m.move, m.value, m.bound) for m in two.moves] == [(m.move, m.value, m.bound) for m in one.moves]


@pytest.mark.parametrize("suite,count", [("resources/suites/connect4-end-12.txt", 3),
                                         ("resources/suites/othello-endgame-10.obf", 3)])
def test_solved_positions(suite, count):
    problems = read_suite(locate(suite), None)
    game = problems.game
    margin = game.has_margin
    g = game.margin_game() if margin else game
    name = problems.format.game
    for problem in problems.problems[:count]:
        opts = options(name, None, Enhancements(solve=True), faster_wins=not margin)
        one, two = both(name, problem.state, opts, g)
        assert_same(one, two)
        assert all(m.bound == "exact" for m in two.moves)  # each child solved exactly


def test_pv_is_a_legal_line():
    game = game_info("connect4").factory()
    state = game.play(game.initial_state(), game.parse_moves("4444"))
    _, two = both("connect4", state, options("connect4", 6, ALL), game)
    s = state
    for m in two.pv:
        assert m in game.actions(s)
        s = game.result(s, m)
