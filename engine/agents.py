"""Players for the arena: search agents, a random player and the seeds' top-left player."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace

from .enhancements import Enhancements
from .errors import Forfeit, NotationError, UnknownNameError
from .evaluation import Evaluation
from .game import CHANCE, Game, State
from .games import GameInfo
from .search import (
    ALGORITHMS,
    SOLVER_EMPTY_CELLS,
    DepthChoice,
    SearchOptions,
    algorithm_info,
    as_algorithm,
    as_chance_pruning,
    search,
)
from .search.algorithms import agent_usage

AGENT_KINDS = (*ALGORITHMS, "random", "topleft")
"""The agents a spec can name: every registered algorithm, a random player and the top-left player."""


@dataclass
class Agent:
    """Chooses a move for the player to move. ``choose(game, state, rng)`` -> move."""

    name: str
    choose: Callable[[Game, State, random.Random], int]


def make_agent(spec: str, info: GameInfo, evaluation: Evaluation | None = None,
               enhancements: Enhancements | None = None, time_limit: float | None = None,
               node_limit: int | None = None, chance_pruning: str = "none",
               stop: threading.Event | None = None, exploration: float | None = None,
               playout_plies: int | None = None) -> Agent:
    """``minimax``, ``alphabeta``, ``expectiminimax`` (each with an optional ``:DEPTH`` or ``:full``),
    ``random``, ``topleft``.

    Search agents search with ``enhancements`` and the limits (per move); an ``alphabeta`` agent
    without a depth deepens as far as a time or node limit lets it. With ``solve`` (Connect Four) the
    exact solver takes over once ``SOLVER_EMPTY_CELLS`` or fewer cells are empty; before that the agent
    searches as it would without it. Plain ``minimax`` keeps only iterative deepening and the limits
    (the other enhancements need alpha-beta). ``chance_pruning`` ("none", "star1", "star2") applies to
    expectiminimax agents. ``stop`` ends a search early (it then plays its best move so far).

    ``mcts:PLAYOUTS`` is Monte Carlo tree search with that many playouts a move (default
    ``DEFAULT_PLAYOUTS`` unless a limit is set), ``exploration`` its constant c and ``playout_plies`` where
    its playouts are cut short for the evaluation; it takes none of the enhancements.
    """
    kind, _, arg = spec.strip().partition(":")
    if kind not in AGENT_KINDS:
        raise UnknownNameError(f"unknown agent {spec!r} (known: {', '.join(agent_usage())}, random, topleft)")
    if kind in ("random", "topleft"):
        if arg:
            raise NotationError(f"agent {kind!r} takes no depth")
        if kind == "random":
            return Agent(spec, lambda game, state, rng: rng.choice(game.actions(state)))
        # The seeds' "top-left strategy": the first legal move in row-major / column order.
        return Agent(spec, lambda game, state, rng: game.actions(state)[0])
    info_of = algorithm_info(kind)
    if not info_of.depth:  # no depth: Monte Carlo tree search, with playouts a move
        return _mcts_agent(spec, arg, info, evaluation, time_limit, node_limit, stop, exploration, playout_plies)
    if enhancements is None:
        enhancements = Enhancements()
    if kind == "minimax":
        enhancements = Enhancements(iterative=enhancements.iterative)
    elif info_of.enhancements == "none":
        enhancements = Enhancements()  # SSS* and DUAL* run as published (a limit stops them, as any search)
    depth: DepthChoice
    if not arg:
        depth = "default"
    elif arg == "full":
        depth = None
    elif arg.isascii() and arg.isdigit() and len(arg) <= 6 and int(arg) >= 1:  # ('²'.isdigit() is true)
        depth = int(arg)
    else:
        raise NotationError(f"agent {spec!r}: the depth must be a whole number (digits 0-9) of at least 1, or 'full'")
    # The solver takes over per move (``SearchOptions.for_move``); until then the agent searches without it.
    solve_within = SOLVER_EMPTY_CELLS if enhancements.solve else None
    algorithm = as_algorithm(kind)
    pruning = as_chance_pruning(chance_pruning)
    base = SearchOptions.for_game(
        info, algorithm, depth=depth, evaluation=evaluation, player=True, tie_break="random",
        enhancements=replace(enhancements, solve=False), time_limit=time_limit, node_limit=node_limit,
        chance_pruning=pruning if info_of.chance_pruning else "none")

    def choose(game: Game, state: State, rng: random.Random) -> int:
        options = replace(base, seed=rng.randrange(1 << 30)).for_move(game, state, solve_within=solve_within)
        result = search(game, state, options, stop=stop)
        if result.best_move is None and stop is not None and stop.is_set():
            return game.actions(state)[0]  # stopped before any move: the game is being abandoned anyway
        assert result.best_move is not None
        return result.best_move

    return Agent(spec, choose)


def _mcts_agent(spec: str, arg: str, info: GameInfo, evaluation: Evaluation | None, time_limit: float | None,
                node_limit: int | None, stop: threading.Event | None, exploration: float | None,
                playout_plies: int | None) -> Agent:
    """A Monte Carlo tree search player: ``arg`` is its playouts a move ("" for the default)."""
    playouts: int | None = None
    if arg:
        if not (arg.isascii() and arg.isdigit() and len(arg) <= 9 and int(arg) >= 1):
            raise NotationError(f"agent {spec!r}: the playouts must be a whole number (digits 0-9) of at least 1")
        playouts = int(arg)
    base = SearchOptions.for_game(info, "mcts", evaluation=evaluation, player=True, playouts=playouts,
                                  playout_plies=playout_plies, time_limit=time_limit, node_limit=node_limit)
    if exploration is not None:
        base = replace(base, exploration=exploration)
    base.validate(info.factory())

    def choose(game: Game, state: State, rng: random.Random) -> int:
        result = search(game, state, replace(base, seed=rng.randrange(1 << 30)), stop=stop)
        if result.best_move is None:
            return game.actions(state)[0]  # stopped before any playout: the game is being abandoned anyway
        return result.best_move

    return Agent(spec, choose)


def play_game(game: Game, agents: tuple[Agent, Agent], rng: random.Random,
              start: State | None = None, forfeits: list[str] | None = None) -> tuple[float, list[int]]:
    """Play one game, ``agents[0]`` as the first player, from ``start`` (a set-up position; the game's
    initial position when None); returns (utility for the first player, moves). With ``forfeits``, a player
    that forfeits (an outside program that broke the rules) loses the game and the reason is added there."""
    state = game.initial_state() if start is None else start
    moves: list[int] = []
    while not game.is_terminal(state):
        player = game.to_move(state)
        if player == CHANCE:
            outcomes = game.actions(state)
            move = rng.choices(outcomes, weights=game.chance_probabilities(state))[0]
        else:
            try:
                move = agents[player].choose(game, state, rng)
            except Forfeit as e:
                if forfeits is None:  # the caller learns who (the player's index) and why
                    raise Forfeit(f"{agents[player].name} forfeits: {e.args[0] if e.args else e}", player) from None
                forfeits.append(f"{agents[player].name} forfeits: {e}")
                return (-1.0 if player == 0 else 1.0), moves
        moves.append(move)
        state = game.result(state, move)
    return game.utility(state, 0), moves
