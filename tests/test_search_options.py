"""The options a search runs with are decided in one place (``engine.search.options``): the depth, the
default algorithm and evaluation, and the hand-over to the exact solver. These tests pin that rule and
that every caller — ``analyze``, the arena's agents, the GUI's side settings — reads the same answer."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

import cli.analyze
import engine.agents
from engine.agents import make_agent
from engine.enhancements import Enhancements
from engine.game import CHANCE, Game, State
from engine.games import GAMES, game_info
from engine.games.connect4 import ConnectFour
from engine.results import SearchResult
from engine.search import (
    SOLVER_EMPTY_CELLS,
    DepthChoice,
    SearchOptions,
    default_algorithm,
    full_depth_feasible,
    resolve_depth,
    search,
)
from gui.app.enhancement_settings import EnhancementSettings
from gui.app.players import SearchSettings
from tests.cli_helpers import run_cli

TTT, C4, EIN, OTH = (game_info(n) for n in ("tictactoe", "connect4", "einstein", "othello"))
DEFAULT_DEPTHS = {"tictactoe": None, "connect4": 7, "einstein": 3, "othello": 4}


def captured_options(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[SearchOptions]:
    """Every ``SearchOptions`` ``module`` hands to ``search`` (each search is then cut to a few nodes)."""
    seen: list[SearchOptions] = []

    def spy(game: Game, state: State, options: SearchOptions, *args: Any, **kwargs: Any) -> SearchResult:
        seen.append(options)
        return search(game, state, replace(options, node_limit=50, time_limit=None), *args, **kwargs)

    monkeypatch.setattr(module, "search", spy)
    return seen


def analyze_options(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *args: str) -> SearchOptions:
    seen = captured_options(monkeypatch, cli.analyze)
    code, _, err = run_cli(capsys, "analyze", *args, "--json")
    assert code == 0, err
    return seen[0]


def agent_options(monkeypatch: pytest.MonkeyPatch, spec: str, info: Any = C4, moves: str = "", **kwargs: Any
                  ) -> SearchOptions:
    seen = captured_options(monkeypatch, engine.agents)
    game = info.factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    if game.to_move(state) == CHANCE:  # (agents choose for players; the die is rolled for them)
        state = game.result(state, game.actions(state)[0])
    make_agent(spec, info, **kwargs).choose(game, state, random.Random(1))
    return seen[0]


# -- the rule itself ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("info", "requested", "algorithm", "kw", "expected"), [
    # a depth asked for is searched as asked, whoever asks
    (C4, 5, "alphabeta", {}, 5),
    (C4, None, "alphabeta", {"player": True}, None),
    (TTT, 12, "minimax", {"limited": True, "player": True}, 12),
    # the game's default: full for tic-tac-toe, 7 for Connect Four, 3 for EinStein, 4 for Othello
    (TTT, "default", "alphabeta", {}, None),
    (C4, "default", "alphabeta", {}, 7),
    (EIN, "default", "expectiminimax", {}, 3),
    (OTH, "default", "alphabeta", {"player": True}, 4),
    (None, "default", "alphabeta", {}, None),  # an explicit tree: to its leaves
    # plain minimax players go two plies shallower (at least one); one analysis does not
    (C4, "default", "minimax", {"player": True}, 5),
    (OTH, "default", "minimax", {"player": True}, 2),
    (C4, "default", "minimax", {}, 7),
    (EIN, "default", "expectiminimax", {"player": True}, 3),
    # a limit lets one analysis go as deep as it can; among players only alpha-beta
    (C4, "default", "minimax", {"limited": True}, None),
    (C4, "default", "alphabeta", {"limited": True, "player": True}, None),
    (C4, "default", "minimax", {"limited": True, "player": True}, 5),
    (EIN, "default", "expectiminimax", {"limited": True, "player": True}, 3),
    # the solver searches to the end; a depth asked for with it is refused later (validate) for one analysis
    (C4, "default", "alphabeta", {"solve": True}, None),
    (C4, 5, "alphabeta", {"solve": True}, 5),
    (C4, 5, "alphabeta", {"solve": True, "player": True}, None),
])
def test_the_depth_rule(info: Any, requested: DepthChoice, algorithm: Any, kw: dict[str, bool],
                        expected: int | None) -> None:
    assert resolve_depth(requested, info, algorithm, **kw) == expected


def test_full_depth_is_offered_exactly_where_it_is_the_default() -> None:
    assert {name: full_depth_feasible(info) for name, info in GAMES.items() if name in DEFAULT_DEPTHS} == {
        name: d is None for name, d in DEFAULT_DEPTHS.items()}


def test_for_game_fills_in_the_games_evaluation_and_reads_limits_and_solver_from_the_fields() -> None:
    o = SearchOptions.for_game(C4, "alphabeta")
    assert o.depth == 7 and o.evaluation is not None and o.evaluation.name == C4.default_evaluation
    assert SearchOptions.for_game(C4, "alphabeta", time_limit=1.0).depth is None
    assert SearchOptions.for_game(C4, "alphabeta", node_limit=10).depth is None
    assert SearchOptions.for_game(C4, "alphabeta", enhancements=Enhancements(solve=True)).depth is None
    assert SearchOptions.for_game(None, "minimax").evaluation is None


# -- every caller reads the same answer ---------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(DEFAULT_DEPTHS))
def test_every_caller_gets_the_games_default_depth(name: str, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    info = game_info(name)
    algorithm = default_algorithm(info.factory)
    want = DEFAULT_DEPTHS[name]
    cli_options = analyze_options(monkeypatch, capsys, "--game", name)
    gui_options = SearchSettings.defaults(info).options(info)
    arena_options = agent_options(monkeypatch, algorithm, info)
    assert cli_options.depth == gui_options.depth == arena_options.depth == want
    assert cli_options.algorithm == gui_options.algorithm == arena_options.algorithm == algorithm
    for o in (cli_options, gui_options, arena_options):
        assert o.evaluation is not None and o.evaluation.name == info.default_evaluation


def test_a_limit_without_a_depth_lets_the_search_deepen(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert analyze_options(monkeypatch, capsys, "--game", "connect4", "--nodes", "100").depth is None
    assert analyze_options(monkeypatch, capsys, "--game", "connect4", "--algorithm", "minimax",
                           "--nodes", "100").depth is None
    assert agent_options(monkeypatch, "alphabeta", node_limit=100).depth is None
    assert agent_options(monkeypatch, "minimax", node_limit=100).depth == 5
    assert agent_options(monkeypatch, "alphabeta:3", node_limit=100).depth == 3


def test_a_plain_minimax_player_searches_shallower_than_one_analysis(monkeypatch: pytest.MonkeyPatch,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert agent_options(monkeypatch, "minimax").depth == 5
    assert agent_options(monkeypatch, "minimax:full", TTT).depth is None
    assert analyze_options(monkeypatch, capsys, "--game", "connect4", "--algorithm", "minimax",
                           "--moves", "4444").depth == 7


# -- the hand-over to the exact solver ------------------------------------------------------------------

def test_the_solver_goes_to_the_end_and_refuses_a_depth_on_the_command_line(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    late = "7261457127211722157172655"
    o = analyze_options(monkeypatch, capsys, "--game", "connect4", "--moves", late, "--solve")
    assert o.depth is None and o.enhancements.solve
    code, _, err = run_cli(capsys, "analyze", "--game", "connect4", "--solve", "--depth", "5")
    assert code == 2 and "use depth 'full'" in err


def test_a_side_with_the_solver_on_searches_to_the_end_whatever_its_depth() -> None:
    settings = replace(SearchSettings.defaults(C4), depth=5, enhancements=EnhancementSettings(solve=True))
    o = settings.options(C4)
    assert o.depth is None and o.enhancements == Enhancements(solve=True)


def test_an_agent_asked_to_solve_hands_over_once_few_cells_are_empty(monkeypatch: pytest.MonkeyPatch) -> None:
    game = ConnectFour()
    # 42 cells: 18 played leaves 24 empty (handed over), 17 played leaves 25 (searched at the agent's depth)
    late, early = "726145712721172215", "72614571272117221"
    assert game.max_plies(game.play(game.initial_state(), game.parse_moves(late))) == SOLVER_EMPTY_CELLS
    solving = Enhancements(solve=True, tt_mb=4)
    o = agent_options(monkeypatch, "alphabeta:3", C4, late, enhancements=solving)
    assert o.depth is None and o.enhancements == solving
    o = agent_options(monkeypatch, "alphabeta:3", C4, early, enhancements=solving)
    assert o.depth == 3 and o.enhancements == replace(solving, solve=False)
    o = agent_options(monkeypatch, "alphabeta:3", C4, late)  # not asked to solve: no hand-over
    assert o.depth == 3 and not o.enhancements.solve


def test_the_hand_over_is_stable() -> None:
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("726145712721172215"))
    once = SearchOptions.for_game(C4, "alphabeta", depth=3).for_move(game, state, solve_within=SOLVER_EMPTY_CELLS)
    assert once.for_move(game, state, solve_within=SOLVER_EMPTY_CELLS) == once
    assert once.for_move(game, state) == once



def test_which_searches_give_every_root_move_a_full_window() -> None:
    assert not SearchOptions(algorithm="alphabeta").full_root_window
    assert SearchOptions(algorithm="alphabeta", exact_root=True).full_root_window
    assert SearchOptions(algorithm="minimax").full_root_window
    assert SearchOptions(algorithm="expectiminimax").full_root_window
    assert not SearchOptions().limited
    assert SearchOptions(time_limit=0.5).limited and SearchOptions(node_limit=9).limited
