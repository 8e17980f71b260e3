"""Player specs for outside programs (``engine.match.agents`` hands them here):

    connectx=FILE[,OPTION...]       a ConnectX agent file (Connect Four)
    connectx:negamax | connectx:random   kaggle-environments' own agents (the optional extra [kaggle])
    nboard=COMMAND[,OPTION...]      an Othello engine speaking the NBoard protocol, e.g. nboard=edax -q

Options: ``name=TEXT``; ``time=S`` (ConnectX: Kaggle's ``actTimeout``, default 2; NBoard: the seconds a move may
take, default 60); ``overage=S`` (ConnectX: the bank of overage time, default Kaggle's 60); ``depth=N`` (NBoard:
``set depth``, default 6). A command cannot contain a comma (the
options' separator).
"""

from __future__ import annotations

import importlib.util
import math
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..agents import Agent
from ..errors import InputError, NotationError, UnknownNameError
from ..games import GameInfo
from ..games.connect4 import ConnectFour
from ..games.othello import Othello
from .players import KAGGLE_ACT_TIMEOUT, KAGGLE_OVERAGE, NBOARD_MOVE_SECONDS, ConnectXPlayer, NBoardPlayer

KAGGLE_AGENTS = ("negamax", "random")
NBOARD_DEPTH = 6


def is_outside(head: str) -> bool:
    return head.startswith(("connectx=", "connectx:", "nboard="))


@dataclass(frozen=True)
class OutsideSpec:
    kind: str
    """"connectx" or "nboard"."""
    source: str
    """The agent file, ``kaggle:NAME``, or the engine's command."""
    name: str
    seconds: float | None
    depth: int
    overage: float
    """ConnectX: the bank of overage time a game starts with (Kaggle's 60 s)."""


def parse_outside(text: str, info: GameInfo) -> OutsideSpec:
    """Check an outside player's spec for ``info``'s game (``InputError`` with the reason)."""
    spec = text.strip()
    head, *options = [p.strip() for p in spec.split(",")]
    name, seconds, depth, overage = spec, None, NBOARD_DEPTH, KAGGLE_OVERAGE
    for option in options:
        key, sep, value = (s.strip() for s in option.partition("="))
        if key == "name" and sep and value:
            name = value
        elif key == "time" and sep:
            try:
                seconds = float(value)
            except ValueError:
                raise NotationError(f"player {spec!r}: time={value!r} is not a number") from None
            if not (math.isfinite(seconds) and seconds > 0):
                raise NotationError(f"player {spec!r}: time must be a positive number of seconds")
        elif key == "overage" and sep and head.startswith("connectx"):
            try:
                overage = float(value)
            except ValueError:
                raise NotationError(f"player {spec!r}: overage={value!r} is not a number") from None
            if not (math.isfinite(overage) and overage >= 0):
                raise NotationError(f"player {spec!r}: overage must be a number of seconds, 0 or more")
        elif key == "depth" and sep and head.startswith("nboard="):
            if not (value.isascii() and value.isdigit() and 1 <= int(value) <= 60):
                raise NotationError(f"player {spec!r}: depth must be a whole number from 1 to 60")
            depth = int(value)
        else:
            more = ", depth=N" if head.startswith("nboard=") else ", overage=SECONDS"
            raise UnknownNameError(f"player {spec!r}: unknown option {option!r} for an outside program (options: "
                                   f"name=TEXT, time=SECONDS{more})")
    if head.startswith("nboard="):
        if info.name != Othello.name:
            raise InputError(f"player {spec!r}: NBoard engines play Othello, not {info.title}")
        command = head[len("nboard="):].strip()
        try:
            argv = shlex.split(command)
        except ValueError as e:
            raise NotationError(f"player {spec!r}: the command does not split into words ({e})") from None
        if not argv:
            raise NotationError(f"player {spec!r}: nboard= needs the engine's command, e.g. nboard=edax -q")
        if shutil.which(argv[0]) is None and not Path(argv[0]).is_file():
            raise InputError(f"player {spec!r}: {argv[0]!r} is not a program found on PATH or a file")
        return OutsideSpec("nboard", command, name, seconds, depth, overage)
    if info.name != ConnectFour.name:
        raise InputError(f"player {spec!r}: ConnectX agents play Connect Four, not {info.title}")
    if head.startswith("connectx:"):
        builtin = head[len("connectx:"):]
        if builtin not in KAGGLE_AGENTS:
            raise UnknownNameError(f"player {spec!r}: Kaggle's ConnectX agents are {', '.join(KAGGLE_AGENTS)}")
        if importlib.util.find_spec("kaggle_environments") is None:
            raise InputError(f"player {spec!r} needs kaggle-environments: pip install 'minimax-studio[kaggle]' "
                             "(or pip install kaggle-environments)")
        return OutsideSpec("connectx", f"kaggle:{builtin}", name, seconds, depth, overage)
    path = Path(head[len("connectx="):].strip())
    if not path.is_file():
        raise InputError(f"player {spec!r}: {str(path)!r} is not a file (a ConnectX agent: a Python file whose last "
                         "function is agent(observation, configuration))")
    return OutsideSpec("connectx", str(path.resolve()), name, seconds, depth, overage)


def outside_agent(text: str, info: GameInfo) -> Agent:
    """The agent an outside player's spec describes: its process starts at its first move."""
    spec = parse_outside(text, info)
    if spec.kind == "nboard":
        engine = NBoardPlayer(spec.source, spec.depth, spec.seconds or NBOARD_MOVE_SECONDS)
        return Agent(spec.name, lambda game, state, rng: engine.choose(game, state))
    agent = ConnectXPlayer(spec.source, spec.seconds or KAGGLE_ACT_TIMEOUT, spec.overage)
    return Agent(spec.name, lambda game, state, rng: agent.choose(game, state))
