"""One tournament game, and one colour-swapped pair of games from a seed: the unit of work a worker runs.

``play_pair`` is a top-level function of plain, picklable data so that a process pool or a Ray
cluster can run it anywhere; it builds its agents from their specs, plays, and returns one JSON-ready
record per game. Everything random in a game (a random agent's choice, tie-breaks among equal moves,
dice) comes from a generator seeded by the tournament seed, the pair of players, the round and the
game, so the same job gives the same games on any machine and in any order.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..agents import Agent
from ..errors import Forfeit
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
    journal: str | None = None
    """A file for the job's ``Journal`` (local runs: it lets a dead worker's games be accounted for)."""


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


Thinking = Callable[[int, list[Move]], None]
"""Told (player, moves so far) before a player is asked for a move."""


def play_game(game: Game, players: tuple[Agent, Agent], opening: tuple[Move, ...], rng: random.Random,
              thinking: Thinking | None = None) -> Outcome:
    """Play from the opening to the end; an agent that raises or answers an illegal move forfeits."""
    state = game.play(game.initial_state(), opening)
    moves = list(opening)
    while not game.is_terminal(state):
        player = game.to_move(state)
        if player == CHANCE:
            move = rng.choices(game.actions(state), weights=game.chance_probabilities(state))[0]
        else:
            agent = players[player]
            if thinking is not None:
                thinking(player, moves)
            try:
                move = agent.choose(game, state, rng)
            except Forfeit as e:  # an outside program or a sandboxed contestant broke the match's rules: its reason, in its words
                return Outcome(0.0 if player == 0 else 1.0, moves, f"{agent.name} forfeits: {e}")
            except BaseException as e:  # any failure of a player's code loses it the game (workers ignore
                # Ctrl-C, so even a KeyboardInterrupt or SystemExit here came from the player's own code)
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


def make_record(job: PairJob, game: Game, index: int, outcome: Outcome, elapsed: float) -> GameRecord:
    """The result file's line for game ``index`` of ``job`` (see ``play_pair``)."""
    a, b = job.a.name, job.b.name
    first, second = (a, b) if index == 0 else (b, a)
    a_score = outcome.score if index == 0 else 1.0 - outcome.score
    winner = None if outcome.score == 0.5 else (first if outcome.score == 1.0 else second)
    return {
        "game": job.game, "seed": job.seed, "pair": job.pair, "round": job.round, "index": index,
        "a": a, "b": b, "players": [first, second],
        "colours": {game.symbols[0]: first, game.symbols[1]: second},
        "opening": game.format_moves(job.opening), "moves": game.format_moves(outcome.moves),
        "result": result_text(outcome.score), "a_score": a_score, "winner": winner,
        "forfeit": outcome.forfeit, "plies": len(outcome.moves), "time": round(elapsed, 4),
    }


class Journal:
    """What a job is doing, written to a file as it happens, so that the main process can tell, when
    the process playing it dies, which games were finished (their records) and who was thinking in the
    one that was not. One JSON object per line: ``{"record": {...}}`` or ``{"index": g, "thinking":
    name, "moves": [...]}``, after a first line ``{"pid": process id}`` that says which worker process
    plays the job (when a pool breaks, the process that died on its own is the one to blame; the others
    were stopped by the pool). Written and flushed (to the operating system) before each move: a process
    that dies loses nothing written."""

    def __init__(self, path: str) -> None:
        self._file = open(path, "a", encoding="utf-8")  # closed by close()
        self._write({"pid": os.getpid()})

    def thinking(self, index: int, name: str, moves: list[Move]) -> None:
        self._write({"index": index, "thinking": name, "moves": moves})

    def finished(self, record: GameRecord) -> None:
        self._write({"record": record})

    def _write(self, entry: dict[str, Any]) -> None:
        self._file.write(json.dumps(entry, separators=(",", ":")) + "\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()


@dataclass(frozen=True)
class JournalState:
    """What a dead job's journal says: its finished games, and the game in progress (index, the player
    thinking, the moves so far) if any."""

    records: list[GameRecord]
    index: int | None = None
    thinking: str | None = None
    moves: tuple[Move, ...] = ()
    pid: int | None = None
    """The worker process that played the job (None: the job never started)."""


def read_journal(path: str) -> JournalState:
    records: list[GameRecord] = []
    last: dict[str, Any] | None = None
    pid = None
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
    except OSError:
        return JournalState([])
    for line in lines:
        try:
            entry = json.loads(line)
        except ValueError:
            continue  # a line cut short when the process died
        if "pid" in entry:
            pid = int(entry["pid"])
        elif "record" in entry:
            records.append(entry["record"])
            last = None
        else:
            last = entry
    done = {r["index"] for r in records}
    if last is None or last["index"] in done:
        return JournalState(records, pid=pid)
    return JournalState(records, int(last["index"]), str(last["thinking"]), tuple(last["moves"]), pid)


def forfeit_record(job: PairJob, index: int, loser: str, moves: tuple[Move, ...], reason: str) -> GameRecord:
    """The record of game ``index`` lost by ``loser`` at ``moves``."""
    game = game_info(job.game).factory()
    first = job.a.name if index == 0 else job.b.name
    return make_record(job, game, index, Outcome(0.0 if loser == first else 1.0, list(moves), reason), 0.0)


def play_pair(job: PairJob) -> list[GameRecord]:
    """Play the job's games; one record per game:

    ``pair``, ``round``, ``index`` (which game of the pair), ``a``, ``b`` (the pair's players),
    ``players`` ([first, second]), ``colours`` ({symbol: player}), ``opening`` and ``moves`` (the
    game's notation; ``moves`` includes the opening), ``result`` ("1-0" from the first player's side),
    ``a_score`` (1, 0.5, 0 for ``a``), ``winner`` (a name or null), ``forfeit`` (null, or why a player
    lost by forfeit), ``plies``, ``time`` (seconds), ``game`` and ``seed``.

    With ``job.journal`` set, the job also keeps a ``Journal`` there."""
    journal = Journal(job.journal) if job.journal else None  # first: a job that started is known to have
    records = []
    try:
        info = game_info(job.game)
        game = info.factory()
        a, b = _agent(job.game, job.a), _agent(job.game, job.b)
        for index in job.games:
            first, second = (a, b) if index == 0 else (b, a)
            names = (first.name, second.name)
            thinking = None
            if journal is not None:
                def thinking(player: int, moves: list[Move], index: int = index,
                             names: tuple[str, str] = names) -> None:
                    journal.thinking(index, names[player], moves)
            started = time.perf_counter()
            outcome = play_game(game, (first, second), job.opening, game_rng(job.seed, job.pair, job.round, index),
                                thinking)
            record = make_record(job, game, index, outcome, time.perf_counter() - started)
            if journal is not None:
                journal.finished(record)
            records.append(record)
    finally:
        if journal is not None:
            journal.close()
    return records
