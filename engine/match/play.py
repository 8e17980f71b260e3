"""One tournament game, and one colour-swapped pair of games from a seed: the unit of work a worker runs.

``play_pair`` is a top-level function of plain, picklable data so that a process pool or a Ray
cluster can run it anywhere; it builds its agents from their specs, plays, and returns one JSON-ready
record per game. Everything random in a game (a random agent's choice, tie-breaks among equal moves,
dice) comes from a generator seeded by the tournament seed, the pair of players, the round and the
game, so the same job gives the same games on any machine and in any order.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from ..agents import Agent
from ..game import CHANCE, Game, Move
from ..games import game_info
from .agents import PlayerSpec, build

GameRecord = dict[str, Any]
"""One finished game as the result file stores it (see ``play_pair``)."""


@dataclass(frozen=True)
class PairJob:
    """Games ``games`` (0: ``a`` moves first, 1: ``b`` moves first) of round ``round`` between the players
    of pair ``pair``, from ``opening``."""

    game: str
    a: PlayerSpec
    b: PlayerSpec
    pair: int
    round: int
    opening: tuple[Move, ...]
    seed: int
    games: tuple[int, ...] = (0, 1)


def game_rng(seed: int, pair: int, rnd: int, index: int) -> random.Random:
    """The generator of one game: a string seed hashes the same in every process (unlike ``hash``)."""
    return random.Random(f"game:{seed}:{pair}:{rnd}:{index}")


_AGENTS: dict[tuple[str, PlayerSpec], Agent] = {}
AGENT_CACHE = 32
"""Agents a worker keeps built (tuning makes new ones every iteration; old ones are not needed again)."""


def _agent(game_name: str, spec: PlayerSpec) -> Agent:
    """Agents are built once per worker process and reused for its later jobs."""
    key = (game_name, spec)
    agent = _AGENTS.get(key)
    if agent is None:
        if len(_AGENTS) >= AGENT_CACHE:
            _AGENTS.clear()
        agent = _AGENTS[key] = build(spec, game_info(game_name))
    return agent


@dataclass(frozen=True)
class Outcome:
    score: float
    """For the player who moved first: 1 win, 0.5 draw, 0 loss."""
    moves: list[Move]
    forfeit: str | None = None


def play_game(game: Game, players: tuple[Agent, Agent], opening: tuple[Move, ...], rng: random.Random) -> Outcome:
    """Play from the opening to the end; an agent that raises or answers an illegal move forfeits."""
    state = game.play(game.initial_state(), opening)
    moves = list(opening)
    while not game.is_terminal(state):
        player = game.to_move(state)
        if player == CHANCE:
            move = rng.choices(game.actions(state), weights=game.chance_probabilities(state))[0]
        else:
            agent = players[player]
            try:
                move = agent.choose(game, state, rng)
            except Exception as e:  # any failure of a player's code loses it the game
                return Outcome(0.0 if player == 0 else 1.0, moves,
                               f"{agent.name} raised {type(e).__name__}: {e}")
            if move not in game.actions(state):
                return Outcome(0.0 if player == 0 else 1.0, moves, f"{agent.name} played an illegal move {move!r}")
        moves.append(move)
        state = game.result(state, move)
    u = game.utility(state, 0)
    return Outcome(1.0 if u > 0 else 0.0 if u < 0 else 0.5, moves)


def result_text(score: float) -> str:
    return {1.0: "1-0", 0.0: "0-1"}.get(score, "1/2-1/2")


def play_pair(job: PairJob) -> list[GameRecord]:
    """Play the job's games; one record per game:

    ``pair``, ``round``, ``index`` (which game of the pair), ``a``, ``b`` (the pair's players),
    ``players`` ([first, second]), ``colours`` ({symbol: player}), ``opening`` and ``moves`` (the
    game's notation; ``moves`` includes the opening), ``result`` ("1-0" from the first player's side),
    ``a_score`` (1, 0.5, 0 for ``a``), ``winner`` (a name or null), ``forfeit`` (null, or why a player
    lost by forfeit), ``plies``, ``time`` (seconds), ``game`` and ``seed``."""
    info = game_info(job.game)
    game = info.factory()
    a, b = _agent(job.game, job.a), _agent(job.game, job.b)
    records = []
    for index in job.games:
        first, second = (a, b) if index == 0 else (b, a)
        started = time.perf_counter()
        outcome = play_game(game, (first, second), job.opening, game_rng(job.seed, job.pair, job.round, index))
        elapsed = time.perf_counter() - started
        a_score = outcome.score if index == 0 else 1.0 - outcome.score
        winner = None if outcome.score == 0.5 else (first.name if outcome.score == 1.0 else second.name)
        records.append({
            "game": job.game, "seed": job.seed, "pair": job.pair, "round": job.round, "index": index,
            "a": a.name, "b": b.name, "players": [first.name, second.name],
            "colours": {game.symbols[0]: first.name, game.symbols[1]: second.name},
            "opening": game.format_moves(job.opening), "moves": game.format_moves(outcome.moves),
            "result": result_text(outcome.score), "a_score": a_score, "winner": winner,
            "forfeit": outcome.forfeit, "plies": len(outcome.moves), "time": round(elapsed, 4),
        })
    return records
