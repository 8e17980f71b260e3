"""Our NBoard engine: the NBoard protocol (Othello GUIs' line protocol) on a pair of text streams.

The GUI sends one command a line; the engine answers on its own lines (protocol version 2, see
docs/guide/nboard.md):

    nboard 2                 -> set myname NAME
    set depth N              the search depth (midgame); the spec's depth until then
    set game (;GM[Othello]...;)   the position at the end of that GGF game
    set contempt N           kept (our searches have no draw bias to apply it to)
    move F5[/eval/time]      the move played (PA: a pass)
    hint N                   -> status ..., "search PV EVAL 0 DEPTH" for the best N moves, status
    go                       -> status ..., nodestats NODES SECONDS, "=== MOVE/EVAL/TIME", status
    ping N                   -> pong N (a search here is never running when a command is read)
    learn                    -> learned (nothing is learned: there is no book)
    quit                     ends the session

A command the protocol does not list is ignored, as the protocol asks. A listed command that is malformed (a
depth that is not a number, a move that is not legal, a GGF that does not parse) gets one line
``status error: ...`` and changes nothing: the engine stays up. Evals are from the side to move, in the
evaluation's units (discs when the endgame solver answers).
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import TextIO

from ..agents import AGENT_KINDS
from ..errors import InputError
from ..games import game_info
from ..games.othello import PASS_MOVE, Othello
from ..match.agents import PlayerSpec, evaluation_for, parse_spec
from ..results import SearchResult
from ..search import ALGORITHMS, SOLVER_EMPTY_CELLS, SearchOptions, as_algorithm, search
from . import ggf

DEFAULT_SPEC = "alphabeta:6,tt=16,ordering=all,solve,name=Minimax Studio"
MAX_DEPTH = 60


class NBoardEngine:
    """One session: ``handle`` each line the GUI sends; answers go to ``out``, flushed line by line."""

    def __init__(self, spec_text: str | None, out: TextIO) -> None:
        self.info = game_info("othello")
        self.spec: PlayerSpec = parse_spec(spec_text or DEFAULT_SPEC, self.info)
        kind, _, depth = self.spec.agent.partition(":")
        if kind not in AGENT_KINDS or not self.spec.searches or not ALGORITHMS[kind].depth:
            raise InputError(f"nboard: player {self.spec.text!r} does not search with a depth; give a search "
                             "player such as alphabeta:6")
        self.kind = kind
        self.depth = int(depth) if depth.isdigit() else self.info.default_depth
        self.out = out
        self.game = Othello()
        self.state = self.game.initial_state()
        self.contempt = 0
        self.version = 0
        self.rng = random.Random(0)
        self.running = True

    def say(self, line: str) -> None:
        self.out.write(line + "\n")
        self.out.flush()

    def error(self, message: str) -> None:
        self.say(f"status error: {message}")

    def serve(self, lines: TextIO) -> None:
        """Read commands until ``quit`` or the end of the input."""
        for line in lines:
            self.handle(line)
            if not self.running:
                break

    def handle(self, line: str) -> None:
        words = line.split()
        if not words:
            return
        command, args = words[0].lower(), words[1:]
        try:
            if command == "nboard":
                self.version = _whole(args, "nboard VERSION")
                self.say(f"set myname {self.spec.name}")
            elif command == "set":
                self._set(args, line)
            elif command == "move":
                if len(args) != 1:
                    raise InputError("move needs one move, e.g. move F5 or move F5/1.0/2.5")
                self._play(args[0])
            elif command == "hint":
                self._hint(_whole(args, "hint N"))
            elif command == "go":
                self._go()
            elif command == "ping":
                self.say(f"pong {_whole(args, 'ping N')}")
            elif command == "learn":
                self.say("learned")
            elif command == "quit":
                self.running = False
            elif (len(command) == 2 and command[0] in "abcdefgh" and command[1] in "12345678") or command == "pa":
                self._play(command)  # protocol version 1 sent the bare move
        except InputError as e:
            self.error(str(e))

    def _set(self, args: list[str], line: str) -> None:
        if not args:
            raise InputError("set needs what to set: depth, game or contempt")
        what = args[0].lower()
        if what == "depth":
            depth = _whole(args[1:], "set depth N")
            if not 1 <= depth <= MAX_DEPTH:
                raise InputError(f"set depth {depth}: the depth must be between 1 and {MAX_DEPTH}")
            self.depth = depth
            self.say(f"set myname {self.spec.name}")
        elif what == "game":
            text = line.strip()[len("set"):].strip()[len("game"):].strip()
            self.state = ggf.parse(text)
        elif what == "contempt":
            try:
                self.contempt = int(float(args[1]))
            except (IndexError, ValueError):
                raise InputError("set contempt needs a number, e.g. set contempt 0") from None

    def _play(self, text: str) -> None:
        move = ggf.parse_move(text)
        self.state = ggf.play(self.game, self.state, move)

    def _search(self) -> tuple[SearchResult | None, float]:
        started = time.perf_counter()
        if self.game.is_terminal(self.state):
            raise InputError("the game is over: there is no move to choose")
        spec = self.spec
        options = SearchOptions.for_game(
            self.info, as_algorithm(self.kind), depth=self.depth, evaluation=evaluation_for(spec, self.info),
            player=True, tie_break="random", enhancements=replace(spec.enhancements, solve=False),
            time_limit=spec.time_limit, node_limit=spec.node_limit, seed=self.rng.randrange(1 << 30))
        options = options.for_move(self.game, self.state,
                                   solve_within=SOLVER_EMPTY_CELLS if spec.enhancements.solve else None)
        if self.game.actions(self.state) == (PASS_MOVE,):
            return None, time.perf_counter() - started
        return search(self.game, self.state, options), time.perf_counter() - started

    def _go(self) -> None:
        self.say(f"status {self.spec.name} is thinking")
        result, seconds = self._search()
        if result is None:
            self.say(f"=== PA/0/{seconds:.2f}")
        else:
            assert result.best_move is not None
            self.say(f"nodestats {result.stats.nodes} {seconds:.2f}")
            value = result.value if result.value is not None else 0.0
            self.say(f"=== {ggf.format_move(result.best_move)}/{value:.2f}/{seconds:.2f}")
        self.say("status")

    def _hint(self, count: int) -> None:
        if count < 1:
            raise InputError("hint N: N must be at least 1")
        self.say(f"status {self.spec.name} is analysing")
        result, _ = self._search()
        if result is None:
            self.say(f"search PA 0 0 {self.depth}")
        else:
            depth = str(result.depth_reached or self.depth)
            ranked = sorted(result.moves, key=lambda mv: -mv.value)[:count]
            for mv in ranked:
                pv = [mv.move] + (result.pv[1:] if result.pv and result.pv[0] == mv.move else [])
                line = "-".join(ggf.format_move(m) for m in pv)
                self.say(f"search {line} {mv.value:.2f} 0 {depth}{'' if mv.bound == 'exact' else ' ' + mv.bound}")
        self.say("status")


def _whole(args: list[str], usage: str) -> int:
    if len(args) != 1 or not args[0].lstrip("-").isdigit() or not args[0].isascii():
        raise InputError(f"expected {usage} with a whole number, got {' '.join(args)[:40]!r}")
    return int(args[0])
