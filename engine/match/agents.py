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
from typing import Any

from ..agents import AGENT_KINDS, Agent, make_agent
from ..enhancements import Enhancements, deepens
from ..errors import InputError, NotationError, UnknownNameError
from ..evaluation import Evaluation, make_evaluation
from ..games import GameInfo
from ..interop.outside import is_outside, outside_agent, parse_outside
from ..plugins import load_evaluation_file
from ..search import ALGORITHMS
from ..search.algorithms import agent_usage, zero_window_ids
from ..search.settings_schema import DEFAULT_ASPIRATION, SettingError, on, refuse_inapplicable
from .sandbox import SandboxedPlayer, SandboxLimits

SPEC_SETTINGS = {s.spec: s for s in on("spec") if s.spec is not None}
"""The search settings a spec takes, by their spec name (``engine.search.settings_schema``)."""
FLAGS = tuple(name for name, s in SPEC_SETTINGS.items() if s.kind == "flag") + ("aspiration",)
KEYS = ("name", "eval", "evalfile", *(name for name, s in SPEC_SETTINGS.items() if s.kind != "flag"))


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


def _refused(spec: str, e: InputError) -> NotationError:
    """A schema's message (or another refusal) said of one player: "player 'alphabeta,tt=0': the table size …"."""
    return NotationError(f"player {spec!r}: {e}")


def _clean(text: str) -> str:
    spec = text.strip()
    if not spec:
        raise NotationError("empty player spec")
    if not spec.isprintable():  # the name goes into tables and one-line result records
        raise NotationError(f"player {spec[:60]!r}: a control character (a newline, a tab) is not allowed")
    return spec


@dataclass
class _Given:
    """What a spec's options say, as they are read (``parse_spec`` turns them into a ``PlayerSpec``)."""

    name: str
    eval_name: str | None = None
    eval_file: str | None = None
    weights: dict[str, float] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)
    """Search settings by their schema key (``time_limit``, ``tt_mb``, ``iterative``, ...)."""


def _read_option(option: str, spec: str, given: _Given) -> None:
    """One ``KEY=VALUE``, ``FLAG`` or weight ``NAME=VALUE`` of a spec, checked by the schema."""
    if not option:
        raise NotationError(f"player {spec!r}: an empty option (two commas in a row?)")
    key, sep, value = (s.strip() for s in option.partition("="))
    schema = SPEC_SETTINGS.get(key)
    if not sep:
        if key not in FLAGS:
            raise UnknownNameError(f"player {spec!r}: unknown option {key!r} (flags: {', '.join(FLAGS)}; "
                                   f"keys: {', '.join(KEYS)}, or a weight NAME=VALUE)")
        assert schema is not None
        given.settings[schema.key] = DEFAULT_ASPIRATION if schema.key == "aspiration" else True
    elif key in ("name", "eval", "evalfile"):
        if key == "name" and not value:
            raise NotationError(f"player {spec!r}: name= needs a name")
        setattr(given, {"name": "name", "eval": "eval_name", "evalfile": "eval_file"}[key], value)
    elif schema is not None and schema.kind == "flag":
        raise NotationError(f"player {spec!r}: {key} is a flag and takes no value")
    elif schema is not None:
        try:
            given.settings[schema.key] = schema.parse(value)
        except SettingError as e:
            raise _refused(spec, e) from None
    else:
        given.weights[key] = _number(key, value, spec)


def parse_spec(text: str, info: GameInfo, sandbox: SandboxLimits | None = None) -> PlayerSpec:
    """Parse and check a spec for ``info``'s game (``InputError`` with the reason). With ``sandbox``, an
    ``evalfile=`` is not loaded here (its code runs only in the sandbox, where its errors are forfeits).
    Every search setting is read and checked by ``engine.search.settings_schema`` (its one message)."""
    spec = _clean(text)
    head, *options = [p.strip() for p in spec.split(",")]
    if is_outside(head):  # a program of its own: a ConnectX agent file, an NBoard engine
        outside = parse_outside(spec, info)
        return PlayerSpec(spec, head, outside.name, time_limit=outside.seconds)
    if head.partition(":")[0] not in AGENT_KINDS:
        raise UnknownNameError(f"player {spec!r}: unknown agent {head!r} (known: {', '.join(agent_usage())}, random, "
                               "topleft)")
    given = _Given(spec)
    for option in options:
        _read_option(option, spec, given)
    result = _player_spec(spec, head, given, sandbox)
    _check_combinations(result, given, info)
    if result.sandbox is not None:
        build(replace(result, sandbox=None, eval_file=None), info)  # the rest is checked without the file
        return result
    build(result, info)  # every other mistake (depth, evaluation, weights) shows here
    return result


def _player_spec(spec: str, head: str, given: _Given, sandbox: SandboxLimits | None) -> PlayerSpec:
    """The ``PlayerSpec`` the options read into ``given`` describe (a limit deepens, as on the command line)."""
    got = given.settings
    searcher = ALGORITHMS.get(head.partition(":")[0])
    deepening = searcher is not None and searcher.depth
    limited = "time_limit" in got or "node_limit" in got
    solve = bool(got.get("solve", False))
    aspiration = float(got.get("aspiration", 0.0))
    iterative = deepening and (deepens(bool(got.get("iterative", False)), limited, is_game=True, solve=solve)
                               or aspiration > 0)
    enh = Enhancements(iterative=iterative, tt_mb=float(got.get("tt_mb", 0.0)), ordering=got.get("ordering", ()),
                       pvs=bool(got.get("pvs", False)), aspiration=aspiration,
                       quiescence=bool(got.get("quiescence", False)), solve=solve)
    return PlayerSpec(spec, head, given.name, given.eval_name, given.eval_file, tuple(sorted(given.weights.items())),
                      got.get("time_limit"), got.get("node_limit"), enh, got.get("chance_pruning", "none"),
                      got.get("exploration"), got.get("playout_plies"),
                      sandbox if given.eval_file is not None else None)


def _check_combinations(result: PlayerSpec, given: _Given, info: GameInfo) -> None:
    """What a spec's settings cannot do together: a setting where the algorithm takes none (the schema's rule,
    asked of the registry), an evaluation file with a named evaluation, search options for a non-searcher."""
    spec, head = result.text, result.agent
    if given.eval_file is not None and given.eval_name is not None:
        raise NotationError(f"player {spec!r}: evalfile= replaces eval=; give one or the other")
    if not result.searches:
        if given.eval_name or given.eval_file or given.weights or given.settings:
            raise NotationError(f"player {spec!r}: {head} does not search, so it takes no search options")
        return
    algorithm = head.partition(":")[0]
    game = info.factory()
    try:
        refuse_inapplicable(given.settings, algorithm, game)
    except SettingError as e:
        raise _refused(spec, e) from None


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
