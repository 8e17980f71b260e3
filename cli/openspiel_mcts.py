"""OpenSpiel's ``MCTSBot`` beside Monte Carlo tree search, for ``bench --compare`` (optional).

OpenSpiel (``pip install open_spiel``) is never a dependency: without it ``openspiel_mcts`` returns None and
the bench prints one line saying the comparison was skipped. With it, the bot runs UCT with random
rollouts (one per leaf, ``RandomRolloutEvaluator``), the same exploration constant and the same number of
simulations on the same positions, replayed into OpenSpiel's own game states, so the two playout rates
compare one implementation with the other on equal work. Unlike this project's search, the bot adds all
of a node's children at once when it expands it.
"""

from __future__ import annotations

import time
from typing import Any

from engine.game import Game
from engine.games.connect4 import ConnectFour
from engine.games.othello import Othello
from engine.games.tictactoe import TicTacToe
from engine.search.options import DEFAULT_EXPLORATION

OPENSPIEL_GAMES: dict[type[Game], str] = {TicTacToe: "tic_tac_toe", ConnectFour: "connect_four", Othello: "othello"}
OTHELLO_PASS = 64
"""OpenSpiel's Othello action for a pass, which it plays explicitly (this project's move lists leave passes out)."""


def openspiel_state(pyspiel_game: Any, game_class: type[Game], moves: str) -> Any:
    """The OpenSpiel state after ``moves`` (in this project's notation for ``game_class``)."""
    state = pyspiel_game.new_initial_state()
    ours = game_class()
    for move in ours.parse_moves(moves):
        if game_class is Othello:
            if state.legal_actions() == [OTHELLO_PASS]:
                state.apply_action(OTHELLO_PASS)
            name = ours.format_move(move)
            if name == "pass":
                continue  # played just above, when it was the only move
            action = next(a for a in state.legal_actions() if state.action_to_string(state.current_player(), a) == name)
        else:
            action = move - 1  # cells 1-9 and columns 1-7 are OpenSpiel's actions 0-8 and 0-6
        state.apply_action(action)
    if game_class is Othello and state.legal_actions() == [OTHELLO_PASS]:
        state.apply_action(OTHELLO_PASS)
    return state


def openspiel_mcts(game_class: type[Game], positions: tuple[str, ...], playouts: int,
                   seed: int) -> dict[str, Any] | None:
    """OpenSpiel's MCTSBot with ``playouts`` simulations on each position: its playouts per second, or None
    when OpenSpiel is not installed or does not have the game."""
    try:
        import numpy as np  # type: ignore[import-not-found,unused-ignore]  # numpy may be installed (the fit extra)
        import pyspiel  # type: ignore[import-not-found]
        from open_spiel.python.algorithms import mcts  # type: ignore[import-not-found]
    except ImportError:
        return None
    name = OPENSPIEL_GAMES.get(game_class)
    if name is None:
        return None
    game = pyspiel.load_game(name)
    seconds = 0.0
    for moves in positions:
        state = openspiel_state(game, game_class, moves)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(seed))
        bot = mcts.MCTSBot(game, DEFAULT_EXPLORATION, playouts, evaluator, solve=False,
                           random_state=np.random.RandomState(seed))
        t0 = time.perf_counter()
        bot.step(state)
        seconds += time.perf_counter() - t0
    total = playouts * len(positions)
    rate = round(total / seconds) if seconds > 0 else 0
    return {"what": "MCTSBot (rollouts)", "nodes": total, "playouts": total, "seconds": round(seconds, 4),
            "nodes_per_second": rate, "playouts_per_second": rate}
