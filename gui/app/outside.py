"""An outside program playing a side on the main board (pure data and processes, no widgets).

Othello's side can be an engine speaking the NBoard protocol (Edax, or ``minimax-studio nboard``), Connect
Four's a ConnectX agent file (or Kaggle's own ``negamax`` / ``random`` where kaggle-environments is installed).
The programs are run by the interop players the tournaments use (``engine.interop``), so the rules are the
same: a move within its time, a legal move, an answer that reads as one; anything else is a ``Forfeit``
naming the program and why, which the window shows as a message, the game left as it was.

``OutsideChoice`` is what the settings keep (and game files save) for such a side; ``OutsideEngines``
holds the programs running for the two sides: an NBoard engine starts when it is chosen and stays up for
the moves that follow; a ConnectX agent loads afresh for each game, as on Kaggle.
"""

from __future__ import annotations

import importlib.util
import math
import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication

from engine.errors import Forfeit, InputError
from engine.game import Game, State
from engine.games import GameInfo
from engine.interop.outside import NBOARD_DEPTH, parse_outside
from engine.interop.players import KAGGLE_ACT_TIMEOUT, NBOARD_MOVE_SECONDS, ConnectXPlayer, NBoardPlayer

OutsideKind = Literal["nboard", "connectx"]
KAGGLE_BUILTINS = ("negamax", "random")
KAGGLE_PREFIX = "kaggle:"
DEFAULT_SECONDS: dict[str, float] = {"nboard": NBOARD_MOVE_SECONDS, "connectx": KAGGLE_ACT_TIMEOUT}
MAX_SECONDS = 3600.0
MAX_NBOARD_DEPTH = 60
GAME_KINDS: dict[str, OutsideKind] = {"othello": "nboard", "connect4": "connectx"}
"""The games an outside program can play here, and the protocol it speaks."""


def outside_kind(info: GameInfo) -> OutsideKind | None:
    """Which kind of outside program plays ``info``'s game (None: none can)."""
    return GAME_KINDS.get(info.name)


def kaggle_installed() -> bool:
    """Whether Kaggle's own ConnectX agents can play (the optional kaggle-environments package)."""
    return importlib.util.find_spec("kaggle_environments") is not None


@dataclass(frozen=True)
class OutsideChoice:
    """An outside program for one side: an NBoard engine's command line, a ConnectX agent file, or
    ``kaggle:NAME``; the seconds a move may take and (NBoard) the depth it is asked to search."""

    kind: OutsideKind
    source: str
    seconds: float
    depth: int = NBOARD_DEPTH

    @classmethod
    def for_game(cls, info: GameInfo, source: str, seconds: float | None = None,
                 depth: int = NBOARD_DEPTH) -> OutsideChoice:
        kind = outside_kind(info)
        if kind is None:
            raise InputError(f"no outside program plays {info.title}")
        return cls(kind, source.strip(), DEFAULT_SECONDS[kind] if seconds is None else seconds, depth)

    @property
    def builtin(self) -> str | None:
        """Kaggle's agent's name when the choice is one of them."""
        if self.kind == "connectx" and self.source.startswith(KAGGLE_PREFIX):
            return self.source[len(KAGGLE_PREFIX):]
        return None

    def spec(self) -> str:
        """The same player as a tournament's player spec (``nboard=COMMAND,depth=N,time=S``)."""
        if self.kind == "nboard":
            return f"nboard={self.source},depth={self.depth},time={self.seconds:g}"
        head = f"connectx:{self.builtin}" if self.builtin is not None else f"connectx={self.source}"
        return f"{head},time={self.seconds:g}"

    def label(self) -> str:
        """What the window calls the program: "NBoard engine edax", "ConnectX agent my_agent.py"."""
        if self.builtin is not None:
            return QCoreApplication.translate("OutsidePlayer", "Kaggle's ConnectX agent {0}").format(self.builtin)
        if self.kind == "connectx":
            return QCoreApplication.translate("OutsidePlayer", "ConnectX agent {0}").format(Path(self.source).name)
        return QCoreApplication.translate("OutsidePlayer", "NBoard engine {0}").format(short_command(self.source))

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "source": self.source, "seconds": self.seconds, "depth": self.depth}

    @classmethod
    def from_dict(cls, info: GameInfo, data: Any) -> OutsideChoice:
        """Read a saved choice; ``InputError`` naming the bad field. Whether the program is still there is
        checked when it starts (a game file opens anyway; the side then falls back to our own search)."""
        if not isinstance(data, dict):
            raise InputError(QCoreApplication.translate("OutsidePlayer", "an outside player must be an object"))
        kind = outside_kind(info)
        if kind is None or data.get("kind") != kind:
            raise InputError(QCoreApplication.translate(
                "OutsidePlayer", "an outside player for {0} must be of kind {1}, not {2}").format(
                info.title, repr(kind), repr(data.get("kind"))))
        source = data.get("source")
        if not isinstance(source, str) or not source.strip() or not source.isprintable():
            raise InputError(QCoreApplication.translate(
                "OutsidePlayer", "an outside player's source must be a command line or a file"))
        seconds = data.get("seconds", DEFAULT_SECONDS[kind])
        if (not isinstance(seconds, int | float) or isinstance(seconds, bool) or not math.isfinite(seconds)
                or not 0 < seconds <= MAX_SECONDS):
            raise InputError(QCoreApplication.translate(
                "OutsidePlayer", "an outside player's seconds must be a number above 0, at most {0}").format(
                f"{MAX_SECONDS:g}"))
        depth = data.get("depth", NBOARD_DEPTH)
        if not isinstance(depth, int) or isinstance(depth, bool) or not 1 <= depth <= MAX_NBOARD_DEPTH:
            raise InputError(QCoreApplication.translate(
                "OutsidePlayer", "an outside player's depth must be a whole number 1-{0}").format(
                MAX_NBOARD_DEPTH))
        return cls(kind, source.strip(), float(seconds), depth)


def short_command(command: str) -> str:
    """A command line as the window names it: each path by its file name ("python main.py nboard"); the
    messages about what went wrong name the whole command."""
    try:
        words = shlex.split(command)
    except ValueError:
        return command
    return " ".join(Path(w).name if "/" in w or "\\" in w else w for w in words)


class OutsideEngine:
    """A chosen outside program, live: asked for moves on the search thread, ended by ``close``."""

    def __init__(self, choice: OutsideChoice, player: NBoardPlayer | ConnectXPlayer) -> None:
        self.choice = choice
        self.player = player

    @property
    def label(self) -> str:
        return self.choice.label()

    def choose(self, game: Game, state: State) -> int:
        """The program's move (``Forfeit`` naming it and why, when it breaks a rule)."""
        return self.player.choose(game, state)

    def pid(self) -> int | None:
        """The running process's id (None: none runs now)."""
        running = self.player.process
        return running.process.pid if running is not None and running.process.poll() is None else None

    def close(self) -> None:
        """End the program's process (a move it was asked for fails; the next move starts it again)."""
        self.player.close()


def open_engine(info: GameInfo, choice: OutsideChoice) -> OutsideEngine:
    """Check ``choice`` for ``info``'s game and start it (an NBoard engine's process starts now); an
    ``InputError`` or ``Forfeit`` says why it cannot play."""
    if "," in choice.source:
        raise InputError(f"{choice.source!r}: a comma cannot be part of an outside program's command or file name")
    spec = parse_outside(choice.spec(), info)  # found on PATH or a file; the file exists; Kaggle installed
    if spec.kind == "nboard":
        engine = NBoardPlayer(spec.source, spec.depth, choice.seconds)
        engine.start()
        return OutsideEngine(choice, engine)
    return OutsideEngine(choice, ConnectXPlayer(spec.source, choice.seconds))


class OutsideEngines:
    """The outside programs playing the two sides now (at most one a side)."""

    def __init__(self) -> None:
        self.engines: dict[int, OutsideEngine] = {}

    def engine(self, side: int) -> OutsideEngine | None:
        return self.engines.get(side)

    def sync(self, info: GameInfo, wanted: Sequence[OutsideChoice | None]) -> list[tuple[int, OutsideChoice, str]]:
        """Run the programs ``wanted`` for each side (None: none): one already running for the same choice
        stays up, any other is ended, a new one is started. Returns the sides whose program could not
        start, its choice and why."""
        failed: list[tuple[int, OutsideChoice, str]] = []
        for side, choice in enumerate(wanted):
            running = self.engines.get(side)
            if running is not None and running.choice == choice:
                continue
            if running is not None:
                running.close()
                del self.engines[side]
            if choice is None:
                continue
            try:
                self.engines[side] = open_engine(info, choice)
            except (InputError, Forfeit) as e:
                failed.append((side, choice, str(e.args[0]) if e.args else str(e)))
        return failed

    def replaced(self, side: int, choice: OutsideChoice | None) -> bool:
        """Whether ``sync`` with ``choice`` for ``side`` would end the program running there."""
        running = self.engines.get(side)
        return running is not None and running.choice != choice

    def close_all(self) -> None:
        for engine in self.engines.values():
            engine.close()
        self.engines.clear()
