"""Player specs for tournaments: one text names an agent and everything that makes it play as it does.

    KIND[:DEPTH][,OPTION...]

``KIND[:DEPTH]`` is an arena agent (``minimax``, ``alphabeta:4``, ``expectiminimax:2``, ``random``,
``topleft``; see ``engine.agents.make_agent``), or ``mcts:PLAYOUTS`` (Monte Carlo tree search with that many
playouts a move), or an outside program: ``connectx=FILE``, ``connectx:negamax``, ``nboard=COMMAND`` (see
``engine.interop.outside``). The options, separated by commas, in any order:

    name=TEXT          the name tables and result files use (default: the spec's text)
    eval=NAME          the evaluation function (default: the game's)
    PARAM=VALUE        a weight of that evaluation (``centre=5``; any name that is not an option below)
    evalfile=PATH      an evaluation written in a file (its PARAMS are the weights: ``centre=2``)
    time=S  nodes=N    limits per move (they turn iterative deepening on, as on the command line)
    tt=MB              a transposition table
    ordering=LIST      move ordering: pv+tt+killers+history+static, all or none
    iterative  pvs  quiescence  solve  aspiration[=DELTA]    the search enhancements, by name
    chance=star1|star2 Star1/Star2 pruning for expectiminimax
    exploration=C      MCTS: UCB1's exploration constant (finite, positive)
    plies=N            MCTS: score playouts with the evaluation after N random plies

Example: ``alphabeta:6,eval=windows,centre=5,tt=16,ordering=all,name=centre5``. A spec is plain text,
so a tournament sends specs (not agents) to its worker processes or cluster nodes, which build the
agents themselves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from ..agents import AGENT_KINDS, Agent, make_agent
from ..enhancements import Enhancements, deepens
from ..errors import InputError, NotationError, UnknownNameError
from ..evaluation import Evaluation, make_evaluation
from ..games import GameInfo
from ..interop.outside import is_outside, outside_agent, parse_outside
from ..ordering import parse_ordering
from ..plugins import load_evaluation_file
from ..search import ALGORITHMS
from ..search.algorithms import agent_usage, zero_window_ids
from .sandbox import SandboxedPlayer, SandboxLimits

FLAGS = ("iterative", "pvs", "quiescence", "solve", "aspiration")
KEYS = ("name", "eval", "evalfile", "time", "nodes", "tt", "ordering", "chance", "aspiration", "exploration", "plies")
DEFAULT_ASPIRATION = 10.0


@dataclass(frozen=True)
class PlayerSpec:
    """A parsed spec: what ``build`` turns into an agent (plain data, so it pickles)."""

    text: str
    agent: str
    name: str
    eval_name: str | None = None
    eval_file: str | None = None
    weights: tuple[tuple[str, float], ...] = ()
    time_limit: float | None = None
    node_limit: int | None = None
    enhancements: Enhancements = field(default_factory=Enhancements)
    chance_pruning: str = "none"
    exploration: float | None = None
    """MCTS: UCB1's exploration constant (None: the default)."""
    playout_plies: int | None = None
    """MCTS: random plies before a playout is scored by the evaluation (None: played to the end)."""
    sandbox: SandboxLimits | None = None
    """Run ``eval_file`` (an evaluation or a player file) in a sandboxed process with these limits
    (untrusted code: a contest's, or ``--sandbox``); None: in the worker itself, with the user's rights."""

    @property
    def searches(self) -> bool:
        return self.agent.partition(":")[0] in ALGORITHMS

    def with_time(self, seconds: float | None) -> PlayerSpec:
        """The same player with a time per move, unless it sets its own (``--time-per-move``)."""
        if seconds is None or self.time_limit is not None or not self.searches:
            return self
        if not ALGORITHMS[self.agent.partition(":")[0]].depth:  # MCTS
            return replace(self, time_limit=seconds)  # its playouts or the time, whichever ends first
        iterative = deepens(self.enhancements.iterative, True, is_game=True, solve=self.enhancements.solve)
        return replace(self, time_limit=seconds, enhancements=replace(self.enhancements, iterative=iterative))


def _number(key: str, value: str, spec: str) -> float:
    try:
        x = float(value)
    except ValueError:
        raise NotationError(f"player {spec!r}: {key}={value!r} is not a number") from None
    if not math.isfinite(x):
        raise NotationError(f"player {spec!r}: {key} must be a finite number")
    return x


def parse_spec(text: str, info: GameInfo, sandbox: SandboxLimits | None = None) -> PlayerSpec:
    """Parse and check a spec for ``info``'s game (``InputError`` with the reason). With ``sandbox``, an
    ``evalfile=`` is not loaded here (its code runs only in the sandbox, where its errors are forfeits)."""
    spec = text.strip()
    if not spec:
        raise NotationError("empty player spec")
    if not spec.isprintable():  # the name goes into tables and one-line result records
        raise NotationError(f"player {spec[:60]!r}: a control character (a newline, a tab) is not allowed")
    head, *options = [p.strip() for p in spec.split(",")]
    if is_outside(head):  # a program of its own: a ConnectX agent file, an NBoard engine
        outside = parse_outside(spec, info)
        return PlayerSpec(spec, head, outside.name, time_limit=outside.seconds)
    if head.partition(":")[0] not in AGENT_KINDS:
        raise UnknownNameError(f"player {spec!r}: unknown agent {head!r} (known: {', '.join(agent_usage())}, random, "
                               "topleft)")
    name = spec
    eval_name: str | None = None
    eval_file: str | None = None
    weights: dict[str, float] = {}
    time_limit: float | None = None
    node_limit: int | None = None
    flags: set[str] = set()
    tt_mb = 0.0
    ordering: tuple[str, ...] = ()
    aspiration = 0.0
    chance = "none"
    exploration: float | None = None
    plies: int | None = None
    for option in options:
        if not option:
            raise NotationError(f"player {spec!r}: an empty option (two commas in a row?)")
        key, sep, value = (s.strip() for s in option.partition("="))
        if not sep:
            if key not in FLAGS:
                raise UnknownNameError(f"player {spec!r}: unknown option {key!r} (flags: {', '.join(FLAGS)}; "
                                       f"keys: {', '.join(KEYS)}, or a weight NAME=VALUE)")
            flags.add(key)
            if key == "aspiration":
                aspiration = DEFAULT_ASPIRATION
        elif key == "name":
            if not value:
                raise NotationError(f"player {spec!r}: name= needs a name")
            name = value
        elif key == "eval":
            eval_name = value
        elif key == "evalfile":
            eval_file = value
        elif key == "time":
            time_limit = _number(key, value, spec)
            if time_limit <= 0:
                raise NotationError(f"player {spec!r}: time must be a positive number of seconds")
        elif key == "nodes":
            nodes = _number(key, value, spec)
            if nodes < 1 or not nodes.is_integer():
                raise NotationError(f"player {spec!r}: nodes must be a whole number of at least 1")
            node_limit = int(nodes)
        elif key == "tt":
            mb = _number(key, value, spec)
            if not 0 < mb <= 4096:
                raise NotationError(f"player {spec!r}: tt must be between 0 and 4096 megabytes")
            tt_mb = mb
        elif key == "ordering":
            ordering = parse_ordering(value.replace("+", ","))
        elif key == "aspiration":
            delta = _number(key, value, spec)
            if delta <= 0:
                raise NotationError(f"player {spec!r}: aspiration must be positive")
            aspiration = delta
        elif key == "chance":
            if value not in ("none", "star1", "star2"):
                raise NotationError(f"player {spec!r}: chance must be none, star1 or star2, got {value!r}")
            chance = value
        elif key == "exploration":
            exploration = _number(key, value, spec)
            if exploration <= 0:
                raise NotationError(f"player {spec!r}: exploration must be a finite positive number")
        elif key == "plies":
            n = _number(key, value, spec)
            if n < 0 or not n.is_integer():
                raise NotationError(f"player {spec!r}: plies must be a whole number of at least 0")
            plies = int(n)
        elif key in FLAGS:
            raise NotationError(f"player {spec!r}: {key} is a flag and takes no value")
        else:
            weights[key] = _number(key, value, spec)
    limited = time_limit is not None or node_limit is not None
    searcher = ALGORITHMS.get(head.partition(":")[0])
    is_mcts = searcher is not None and not searcher.depth  # Monte Carlo tree search: playouts, no depth
    if is_mcts and (flags or tt_mb or ordering or chance != "none"):
        raise NotationError(f"player {spec!r}: MCTS takes none of alpha-beta's enhancements or chance pruning")
    if not is_mcts and (exploration is not None or plies is not None):
        raise NotationError(f"player {spec!r}: exploration= and plies= are MCTS's settings (mcts:PLAYOUTS)")
    solve = "solve" in flags
    enh = Enhancements(
        iterative=(deepens("iterative" in flags, limited, is_game=True, solve=solve) or aspiration > 0) and not is_mcts,
        tt_mb=tt_mb, ordering=ordering, pvs="pvs" in flags, aspiration=aspiration,
        quiescence="quiescence" in flags, solve=solve)
    result = PlayerSpec(spec, head, name, eval_name, eval_file, tuple(sorted(weights.items())), time_limit,
                        node_limit, enh, chance, exploration, plies, sandbox if eval_file is not None else None)
    if eval_file is not None and eval_name is not None:
        raise NotationError(f"player {spec!r}: evalfile= replaces eval=; give one or the other")
    if not result.searches and (eval_name or eval_file or weights or limited or enh.active or chance != "none"):
        raise NotationError(f"player {spec!r}: {head} does not search, so it takes no search options")
    if solve and info.factory().root_solver() is None:
        raise InputError(f"player {spec!r}: solve needs a game with an exact solver; {info.title} has none")
    if result.sandbox is not None:
        build(replace(result, sandbox=None, eval_file=None), info)  # the rest is checked without the file
        return result
    build(result, info)  # every other mistake (depth, evaluation, weights, combinations) shows here
    return result


def evaluation_for(spec: PlayerSpec, info: GameInfo) -> Evaluation:
    """The evaluation a spec asks for: a built-in one by name, or a user's file (loaded again in each
    worker process, which is why a spec carries the path and not the evaluation)."""
    if spec.eval_file is not None:
        return load_evaluation_file(spec.eval_file, info.name)(**dict(spec.weights))
    return make_evaluation(info.evaluations, spec.eval_name or info.default_evaluation, dict(spec.weights))


def build(spec: PlayerSpec, info: GameInfo) -> Agent:
    """The agent a spec describes (``InputError`` for settings that cannot work)."""
    if is_outside(spec.agent):
        return outside_agent(spec.text, info)
    if spec.sandbox is not None and spec.eval_file is not None:
        # the file is never loaded here: its code runs only inside the sandbox, which checks it there
        player = SandboxedPlayer(spec.eval_file, info.name, spec.agent, spec.time_limit,
                                 spec.enhancements.iterative, spec.sandbox)
        return Agent(spec.name, player.choose)
    evaluation = evaluation_for(spec, info) if spec.searches else None
    algorithm = ALGORITHMS.get(spec.agent.partition(":")[0])  # None: random, topleft
    agent = make_agent(spec.agent, info, evaluation, spec.enhancements, spec.time_limit, spec.node_limit,
                       chance_pruning=spec.chance_pruning if algorithm is not None and algorithm.chance_pruning else "none",
                       exploration=spec.exploration, playout_plies=spec.playout_plies)
    problems = spec.enhancements.problems()
    if problems:
        raise NotationError(f"player {spec.text!r}: {problems[0]}")
    if spec.enhancements.needs_pruning_kernel and not (algorithm is not None and algorithm.zero_window):
        raise NotationError(f"player {spec.text!r}: the table, move ordering, PVS and quiescence need "
                            f"{zero_window_ids()}")
    return Agent(spec.name, agent.choose)


def unique_names(specs: list[PlayerSpec]) -> list[PlayerSpec]:
    """The same specs with distinct names: a repeated name gets ``#2``, ``#3`` (self-play is a fair test
    of the statistics: it must come out even)."""
    seen: dict[str, int] = {}
    out = []
    for s in specs:
        n = seen.get(s.name, 0) + 1
        seen[s.name] = n
        out.append(s if n == 1 else replace(s, name=f"{s.name}#{n}"))
    return out
