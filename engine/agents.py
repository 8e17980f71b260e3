"""Players for the arena: search agents, a random player and the seeds' top-left player."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace

from .enhancements import DEFAULT_TT_MB, Enhancements
from .errors import NotationError, UnknownNameError
from .evaluation import Evaluation
from .game import CHANCE, Game, State
from .games import GameInfo
from .search import SearchOptions, as_algorithm, as_chance_pruning, search

AGENT_KINDS = ("minimax", "alphabeta", "expectiminimax", "random", "topleft")
SOLVER_EMPTY_CELLS = 24
"""With ``solve``, agents use the exact solver from this many empty cells on (about a second at most
here; earlier positions take the solver far longer than a game move should)."""


@dataclass
class Agent:
    """Chooses a move for the player to move. ``choose(game, state, rng)`` -> move."""

    name: str
    choose: Callable[[Game, State, random.Random], int]


def computer_options(game: Game, state: State, options: SearchOptions) -> SearchOptions:
    """The options a computer player searches ``state`` with: its own, except that in a position the
    game solves quickly (``Game.solves_endgame``) an alpha-beta search with a depth cutoff becomes the
    exact solver — so the computer plays the endgame perfectly whatever its depth."""
    if (options.algorithm == "alphabeta" and options.depth is not None and game.root_solver() is not None
            and game.solves_endgame(state)):
        tt_mb = options.enhancements.tt_mb or DEFAULT_TT_MB
        return replace(options, depth=None, enhancements=Enhancements(solve=True, tt_mb=tt_mb), faster_wins=False,
                       record=False)
    return options


def default_depth(info: GameInfo, algorithm: str) -> int | None:
    """The depth an agent searches when none is given: the game's default, shallower for plain minimax."""
    if info.default_depth is None:
        return None
    return max(1, info.default_depth - 2) if algorithm == "minimax" else info.default_depth


def make_agent(spec: str, info: GameInfo, evaluation: Evaluation | None = None,
               enhancements: Enhancements | None = None, time_limit: float | None = None,
               node_limit: int | None = None, chance_pruning: str = "none",
               stop: threading.Event | None = None) -> Agent:
    """``minimax``, ``alphabeta``, ``expectiminimax`` (each with an optional ``:DEPTH`` or ``:full``),
    ``random``, ``topleft``.

    Search agents search with ``enhancements`` and the limits (per move); an ``alphabeta`` agent
    without a depth deepens as far as a time or node limit lets it. With ``solve`` (Connect Four) the
    exact solver takes over once ``SOLVER_EMPTY_CELLS`` or fewer cells are empty; before that the agent
    searches as it would without it. Plain ``minimax`` keeps only iterative deepening and the limits
    (the other enhancements need alpha-beta). ``chance_pruning`` ("none", "star1", "star2") applies to
    expectiminimax agents. ``stop`` ends a search early (it then plays its best move so far).
    """
    kind, _, arg = spec.strip().partition(":")
    if kind not in AGENT_KINDS:
        raise UnknownNameError(f"unknown agent {spec!r} (known: minimax[:DEPTH], alphabeta[:DEPTH], "
                               "expectiminimax[:DEPTH], random, topleft)")
    if kind in ("random", "topleft"):
        if arg:
            raise NotationError(f"agent {kind!r} takes no depth")
        if kind == "random":
            return Agent(spec, lambda game, state, rng: rng.choice(game.actions(state)))
        # The seeds' "top-left strategy": the first legal move in row-major / column order.
        return Agent(spec, lambda game, state, rng: game.actions(state)[0])
    if enhancements is None:
        enhancements = Enhancements()
    if kind == "minimax":
        enhancements = Enhancements(iterative=enhancements.iterative)
    if not arg:
        depth = default_depth(info, kind)
        if kind == "alphabeta" and (time_limit is not None or node_limit is not None):
            depth = None
    elif arg == "full":
        depth = None
    elif arg.isascii() and arg.isdigit() and len(arg) <= 6 and int(arg) >= 1:  # ('²'.isdigit() is true)
        depth = int(arg)
    else:
        raise NotationError(f"agent {spec!r}: the depth must be a whole number (digits 0-9) of at least 1, or 'full'")
    ev = evaluation if evaluation is not None else info.evaluations[info.default_evaluation]()

    search_depth = depth
    algorithm = as_algorithm(kind)
    pruning = as_chance_pruning(chance_pruning)
    solving = enhancements.solve
    enhancements = replace(enhancements, solve=False)

    def choose(game: Game, state: State, rng: random.Random) -> int:
        enh, d = enhancements, search_depth
        if solving and game.max_plies(state) <= SOLVER_EMPTY_CELLS:
            enh, d = replace(enhancements, solve=True), None
        options = computer_options(game, state, SearchOptions(
            algorithm=algorithm, depth=d, evaluation=ev, tie_break="random", seed=rng.randrange(1 << 30),
            enhancements=enh, time_limit=time_limit, node_limit=node_limit,
            chance_pruning=pruning if kind == "expectiminimax" else "none"))
        result = search(game, state, options, stop=stop)
        if result.best_move is None and stop is not None and stop.is_set():
            return game.actions(state)[0]  # stopped before any move: the game is being abandoned anyway
        assert result.best_move is not None
        return result.best_move

    return Agent(spec, choose)


def play_game(game: Game, agents: tuple[Agent, Agent], rng: random.Random) -> tuple[float, list[int]]:
    """Play one game, ``agents[0]`` as the first player; returns (utility for the first player, moves)."""
    state = game.initial_state()
    moves = []
    while not game.is_terminal(state):
        player = game.to_move(state)
        if player == CHANCE:
            outcomes = game.actions(state)
            move = rng.choices(outcomes, weights=game.chance_probabilities(state))[0]
        else:
            move = agents[player].choose(game, state, rng)
        moves.append(move)
        state = game.result(state, move)
    return game.utility(state, 0), moves
