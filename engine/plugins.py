"""The one door for user code: evaluation files, a folder of them, and installed plugin packages.

An evaluation file is a plain Python file that needs nothing from Minimax Studio::

    GAME = "connect4"                 # the game it evaluates
    PARAMS = {"centre": 1.0}          # optional: name -> default, or (default, minimum, maximum)
    WIN_SCORE = 1_000_000             # optional: what a win is worth (see below)

    def evaluate(position, player, weights):
        return ...                    # how good `position` (an engine.view.Position) is for `player`

``player`` is the symbol of the player the search maximises for (the root player: ``X``/``O``,
``R``/``B`` in the dice game); ``weights`` maps each name in ``PARAMS`` to its current value.
``evaluate`` returns a number, or ``(number, {"term": number, ...})`` to explain the number ("why
this value"). Terminal positions never reach it.

Loading (``load_evaluation_file`` / ``load_evaluation_source``) checks the file and turns it into an
``Evaluation`` class, so the rest of the program treats it like a built-in one: ``cls(**weights)``
gives an evaluation with ``score(state, player)`` and ``win_score``. Whatever goes wrong in the
user's code comes out as ``EvaluationFileError`` (the file cannot be used: a syntax error, a missing
``evaluate``, a bad ``GAME`` or ``PARAMS``) or ``EvaluationRuntimeError`` (``evaluate`` raised, or
returned something that is not a finite number): ``InputError`` exceptions that carry the file, the line, the
user's message and, at run time, the position it failed on, in one line.

The win score: a win must outweigh anything the file returns, and nothing can bound a user's
function in advance. So a win is worth ``WIN_SCORE`` when the file declares it and 1,000,000
otherwise, and every value ``evaluate`` returns is checked to lie strictly inside ±win score; one
that does not stops the search with a message saying so, rather than letting a position look better
than a win.

The code runs with the user's own rights, like any script they run: this module loads only what it
is given (a file the user named, a folder the user chose, installed packages' entry points).
"""

from __future__ import annotations

import importlib.metadata
import inspect
import math
import numbers
import sys
import types
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from threading import get_ident
from typing import Any, ClassVar, cast

from .errors import InputError, NotationError, UnknownNameError
from .evaluation import Evaluation, Param
from .game import Game, State
from .games import GAMES, LOOKUPS, GameInfo, game_info
from .search.core import SearchStopped
from .validation import MAX_EVALUATION_FILE_BYTES, FileRefused, read_regular_file
from .view import Position

DEFAULT_WIN_SCORE = 1_000_000.0
EVALUATIONS_GROUP = "minimax_studio.evaluations"
GAMES_GROUP = "minimax_studio.games"
FILE_SUFFIX = ".py"
MESSAGE_LIMIT = 300
"""Characters of a user's own message (an exception's text) shown in ours: a 10 MB message is shortened."""

MAX_WEIGHT = 1e300
"""The largest default a weight declared without bounds may have."""

USER_FILES: set[str] = set()
"""The file names of the user code loaded in this process (what its frames' ``co_filename`` say): how a signal
handler knows it interrupted the user's code rather than ours (``running_user_code``)."""


class SignalInterrupt(KeyboardInterrupt):
    """A real Ctrl-C or SIGTERM, raised by the command line's signal handler. It passes through the door
    untouched, unlike a ``KeyboardInterrupt`` the user's code raises itself, which is the file's error."""


class StopRequest(SignalInterrupt):
    """The first Ctrl-C or SIGTERM, raised inside the user's code while it runs (an ``evaluate`` that never
    returns would never reach the search's next stop check): the door turns it into the search's ordinary
    stop (``SearchStopped``), so the command prints the best result so far."""


_stop_requested = False


def request_stop(on: bool = True) -> None:
    """A stop was requested (the command line's first Ctrl-C or SIGTERM): from now on ``score`` stops the
    search instead of calling ``evaluate`` again (so the next searches, say the rest of an arena's game,
    end at once rather than each in a user's endless loop). ``request_stop(False)`` when the command's
    stop-aware part is over."""
    global _stop_requested
    _stop_requested = on


def running_user_code(frame: types.FrameType | None) -> bool:
    """Whether ``frame`` (the frame a signal interrupted) or one of its callers is the user's code."""
    while frame is not None:
        if frame.f_code.co_filename in USER_FILES:
            return True
        frame = frame.f_back
    return False


def describe_exception(e: BaseException) -> str:
    """``Type: message`` of an exception from the user's code, safely: its ``__str__`` is user code too (it
    may raise, or return 10 MB)."""
    name = getattr(type(e), "__name__", "an exception")
    try:
        text = str(e)
    except SignalInterrupt:
        raise
    except BaseException as inner:  # the user's __str__ failed: say so rather than fail with it
        text = f"(its message cannot be shown: its __str__ raised {getattr(type(inner), '__name__', '?')})"
    return f"{name}: {shorten(text)}" if text else str(name)


def shorten(text: str, limit: int = MESSAGE_LIMIT) -> str:
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text):,} characters in all)"


def stream_closed_by_user_code() -> str | None:
    """A message if user code closed ``sys.stdout`` or ``sys.stderr`` (the output can then not be written),
    else None."""
    if not USER_FILES:
        return None
    closed = [name for name in ("stdout", "stderr") if getattr(getattr(sys, name, None), "closed", False) is True]
    if not closed:
        return None
    files = ", ".join(sorted(Path(f).name for f in USER_FILES))
    return f"the program's output could not be written: sys.{closed[0]} was closed by user code ({files})"


class UserCodeError(InputError):
    """Something wrong in a user's evaluation: where it is and what, in one line (``str(e)``)."""

    def __init__(self, message: str, path: str, line: int | None = None, position: str | None = None) -> None:
        message = " ".join(shorten(message, 4 * MESSAGE_LIMIT).split())  # one line, whatever the user's text held
        self.message = message
        self.path = path
        self.line = line
        self.position = position
        where = Path(path).name + (f", line {line}" if line is not None else "")
        at = f" (position: {position})" if position else ""
        super().__init__(f"{where}: {message}{at}")


class EvaluationFileError(UserCodeError):
    """The file cannot be used as an evaluation: a syntax error, a missing or misshapen definition."""


class EvaluationRuntimeError(UserCodeError):
    """``evaluate`` raised an exception or returned something other than a finite number, at a position
    (``state``: the engine's state of that position, so an application can show it)."""

    state: Any = None


# -- the loaded file ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class EvaluationSpec:
    """What a checked evaluation file declares."""

    game: str
    function: Callable[..., Any]
    params: tuple[Param, ...]
    win_score: float
    path: str
    """The file's path (or the name shown for unsaved text); also the code's file name in tracebacks."""
    source: str = ""
    saved: bool = True
    """Whether ``path`` is a file holding ``source`` (so the evaluation can be reloaded from it)."""
    unbounded: frozenset[str] = frozenset()
    """Weights declared with a default only: any finite value is accepted (their ``Param`` range is only
    the sliders' span)."""
    extra: Mapping[str, Any] = field(default_factory=dict)


class UserEvaluation(Evaluation):
    """An evaluation from a user's file. Each loaded file is a subclass with its ``spec``."""

    spec: ClassVar[EvaluationSpec]

    def __init__(self, **weights: float) -> None:
        free = type(self).spec.unbounded
        super().__init__(**{k: v for k, v in weights.items() if k not in free})
        values = dict(self.weights)
        for key in free & weights.keys():
            x = float(weights[key])
            if not math.isfinite(x):
                raise NotationError(f"weight {key}={x} of {self.name!r} must be a finite number")
            values[key] = int(x) if x.is_integer() else x
        if values != self.weights:
            self.weights = values
            self._prepare()

    def _prepare(self) -> None:
        spec = type(self).spec
        self.win_score = spec.win_score
        self._function = spec.function
        self._game: Game = game_info(spec.game).factory()
        self._symbols = self._game.symbols
        self._weights = types.MappingProxyType(dict(self.weights))

    calling: int | None = None
    """The thread running the user's ``evaluate`` right now, if one is (so an application can interrupt an
    evaluate that never returns: a search checks its stop flag between nodes, never inside a call)."""

    def score(self, state: State, player: int) -> float:
        if _stop_requested:
            raise SearchStopped
        self.calling = get_ident()
        try:
            v = self._function(Position(self._game, state), self._symbols[player], self._weights)
        except StopRequest:  # Ctrl-C or SIGTERM while evaluate ran: the search stops as at any node
            raise SearchStopped from None
        except SignalInterrupt:
            raise
        except BaseException as e:  # the user's code: whatever it raises is theirs to see (exit(), GeneratorExit too)
            raise self._runtime_error(e, state) from None
        finally:
            self.calling = None
        cls = type(v)  # (not v.__class__, which the returned object could make raise)
        if (cls is float or cls is int) and -self.win_score < v < self.win_score:
            return cast(float, v)
        return self._checked(v, state)[0]

    def terms(self, state: State, player: int) -> dict[str, float]:
        """The file's explanation of its value (``(value, {term: number})``), else just the value."""
        try:
            v = self._function(Position(self._game, state), self._symbols[player], self._weights)
        except StopRequest:
            raise SearchStopped from None
        except SignalInterrupt:
            raise
        except BaseException as e:
            raise self._runtime_error(e, state) from None
        value, terms = self._checked(v, state)
        return terms if terms is not None else {"value": value}

    def _checked(self, v: Any, state: State) -> tuple[float, dict[str, float] | None]:
        """The returned value as a number (and its terms), or the file's error saying what is wrong with it.
        The value is the user's object: its ``__float__``, ``__len__`` or ``__repr__`` may raise too."""
        try:
            return self._converted(v, state)
        except StopRequest:
            raise SearchStopped from None
        except (UserCodeError, SignalInterrupt):
            raise
        except BaseException as e:
            raise self._bad_return(f"evaluate returned {_shown(v)}, which is not a usable number "
                                   f"({describe_exception(e)})", state) from None

    def _converted(self, v: Any, state: State) -> tuple[float, dict[str, float] | None]:
        terms = None
        if isinstance(v, tuple) and len(v) == 2 and isinstance(v[1], dict):
            v, raw = v
            terms = {}
            for k, t in raw.items():
                if not _is_number(t):
                    raise self._bad_return(f"term {k!r} is {_shown(t)}, not a number", state)
                terms[str(k)] = float(t)
        if not _is_number(v):
            raise self._bad_return(f"evaluate returned {_shown(v)}, not a number", state)
        try:
            x = float(v)
        except OverflowError:  # 10**400, Fraction(10**400, 3): finite, but beyond any win score
            raise self._bad_return(
                f"evaluate returned {_shown(v)}, too large for a number: not inside ±{self.win_score:g}, the "
                "value of a win", state) from None
        if math.isnan(x):
            raise self._bad_return("evaluate returned NaN (not a number)", state)
        if math.isinf(x):
            raise self._bad_return(f"evaluate returned {x} (infinite)", state)
        if not -self.win_score < x < self.win_score:
            raise self._bad_return(
                f"evaluate returned {x:g}, not inside ±{self.win_score:g}, the value of a win: a win must "
                "outweigh every evaluation (return less, or declare a larger WIN_SCORE)", state)
        return (v if isinstance(v, int) else x), terms

    def _position_text(self, state: State) -> str:
        try:
            return Position(self._game, state).text(with_moves=True)
        except Exception:
            return repr(state)

    def _bad_return(self, message: str, state: State) -> EvaluationRuntimeError:
        line = _def_line(self._function)
        e = EvaluationRuntimeError(message, type(self).spec.path, line, self._position_text(state))
        e.state = state
        return e

    def _runtime_error(self, e: BaseException, state: State) -> EvaluationRuntimeError:
        spec = type(self).spec
        error = EvaluationRuntimeError(describe_exception(e), spec.path, _user_line(e, spec.path),
                                       self._position_text(state))
        error.state = state
        return error

    def __reduce__(self) -> tuple[Any, ...]:
        # Tournaments play in other processes: a saved file's evaluation travels as its path and weights.
        spec = type(self).spec
        if not spec.saved:
            raise TypeError(f"{spec.path} has unsaved changes: save it to use it in another process")
        return (_reload, (spec.path, spec.game, dict(self.weights)))


def _reload(path: str, game: str, weights: dict[str, float]) -> Evaluation:
    return load_evaluation_file(path, game)(**weights)


def _is_number(v: Any) -> bool:
    return isinstance(v, numbers.Real) and not isinstance(v, bool)


def _shown(v: Any) -> str:
    """A user's value for a message, cut short; its ``repr`` is user code and may fail (or an int may have
    too many digits for one)."""
    kind = getattr(type(v), "__name__", "?")
    try:
        text = repr(v)
    except SignalInterrupt:
        raise
    except BaseException:
        return f"a {kind} that cannot be shown"
    return (text[:40] + "…" if len(text) > 40 else text) + f" ({kind})"


def _as_float(v: Any) -> float | None:
    """``v`` as a float, or None when it has none (10**400 overflows; a user's number type may raise)."""
    try:
        return float(v)
    except SignalInterrupt:
        raise
    except BaseException:
        return None


def _def_line(function: Callable[..., Any]) -> int | None:
    code = getattr(function, "__code__", None)
    return code.co_firstlineno if code is not None else None


def _user_line(e: BaseException, path: str) -> int | None:
    """The line of the user's file where ``e`` was raised (the innermost frame in that file)."""
    line = None
    tb = e.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == path:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


# -- loading and checking -------------------------------------------------------------------------------
def load_evaluation_file(path: str | Path, game: str | None = None) -> type[UserEvaluation]:
    """The evaluation in the file at ``path``: a class; ``cls(**weights)`` is the evaluation itself.

    ``game``: the game it must evaluate (an ``EvaluationFileError`` if its ``GAME`` names another).
    What tournaments and agent specs call for an ``eval-file``."""
    p = Path(path)
    try:  # a regular file of sane size only: a FIFO would wait forever, /dev/zero read without end
        source = read_regular_file(p, MAX_EVALUATION_FILE_BYTES, "evaluation file").decode("utf-8")
    except FileRefused as e:
        raise EvaluationFileError(e.reason, str(p)) from None
    except UnicodeDecodeError as e:
        raise EvaluationFileError(f"cannot read the file ({e})", str(p)) from None
    return load_evaluation_source(source, str(p.resolve()), game)


def load_evaluation_source(source: str, path: str, game: str | None = None, *,
                           saved: bool = True) -> type[UserEvaluation]:
    """The evaluation defined by ``source`` (the text of a file; ``path`` names it in messages)."""
    if source.startswith("\ufeff"):  # a UTF-8 byte order mark, which Python itself accepts at the start
        source = source[1:]
    try:
        code = compile(source, path, "exec")
    except SyntaxError as e:
        raise EvaluationFileError(f"syntax error: {e.msg}", path, e.lineno) from None
    except (ValueError, OverflowError, MemoryError, RecursionError) as e:  # a NUL character, too deep nesting
        raise EvaluationFileError(f"cannot compile: {describe_exception(e)}", path) from None
    module = types.ModuleType(Path(path).stem)
    module.__file__ = path
    USER_FILES.add(path)
    try:
        exec(code, module.__dict__)  # the user's own file, run with their rights (see the module docstring)
    except SignalInterrupt:  # a real Ctrl-C while the file ran: the user's stop, not the file's error
        raise
    except BaseException as e:  # anything the file raises is its error (exit(), KeyboardInterrupt, GeneratorExit...)
        raise EvaluationFileError(describe_exception(e), path, _user_line(e, path)) from None
    closed = [name for name in ("stdout", "stderr") if getattr(getattr(sys, name, None), "closed", False) is True]
    if closed:
        raise EvaluationFileError(f"the file closed sys.{closed[0]}, where the program writes", path)
    spec = check_definitions(vars(module), path, game, source=source, saved=saved)
    return evaluation_class(spec)


def check_definitions(namespace: Mapping[str, Any], path: str, game: str | None = None, *, source: str = "",
                      saved: bool = True) -> EvaluationSpec:
    """Check ``GAME``, ``PARAMS``, ``WIN_SCORE`` and ``evaluate`` of a loaded file or module. The objects
    checked are the user's (a ``PARAMS`` mapping's ``items``, a callable's signature): whatever they raise
    is the file's error too."""
    USER_FILES.add(path)
    try:
        return _checked_definitions(namespace, path, game, source, saved)
    except (InputError, SignalInterrupt):
        raise
    except BaseException as e:
        raise EvaluationFileError(describe_exception(e), path, _user_line(e, path)) from None


def _checked_definitions(namespace: Mapping[str, Any], path: str, game: str | None, source: str,
                         saved: bool) -> EvaluationSpec:
    def fail(message: str, line: int | None = None) -> EvaluationFileError:
        return EvaluationFileError(message, path, line if line is not None else _line_of(source, message_key))

    message_key = "GAME"
    declared = namespace.get("GAME")
    if not isinstance(declared, str):
        raise fail('GAME is missing: name the game it evaluates, e.g. GAME = "connect4" '
                   f"(games: {', '.join(GAMES)})" if declared is None else
                   f"GAME must be a game's name, e.g. \"connect4\", not {_shown(declared)}")
    if declared not in GAMES:
        raise fail(f"GAME = {declared!r} is not a game (games: {', '.join(GAMES)})")
    if game is not None and declared != game:
        raise fail(f"this file evaluates {declared!r}, not {game!r}")
    message_key = "PARAMS"
    raw_params = namespace.get("PARAMS", {})
    params = _params(raw_params, lambda m: fail(m))
    unbounded = frozenset(name for name, value in raw_params.items() if _is_number(value))
    message_key = "WIN_SCORE"
    win = namespace.get("WIN_SCORE", DEFAULT_WIN_SCORE)
    win_value = _as_float(win) if _is_number(win) else None
    if win_value is None or not math.isfinite(win_value) or win_value <= 0:
        raise fail(f"WIN_SCORE must be a positive number below 1e308, not {_shown(win)}")
    message_key = "def evaluate"
    function = namespace.get("evaluate")
    if function is None:
        raise fail("no evaluate function: define evaluate(position, player, weights)")
    if not callable(function):
        raise fail(f"evaluate must be a function, not {_shown(function)}")
    try:
        inspect.signature(function).bind(None, None, None)
    except TypeError:
        raise fail("evaluate must take three arguments: evaluate(position, player, weights)",
                   _def_line(function)) from None
    except ValueError:  # a built-in without a signature: let it be called and fail there if it must
        pass
    return EvaluationSpec(declared, function, params, win_value, path, source, saved, unbounded)


def _line_of(source: str, text: str) -> int | None:
    for i, line in enumerate(source.splitlines(), 1):
        if line.lstrip().startswith(text):
            return i
    return None


def _params(raw: Any, fail: Callable[[str], EvaluationFileError]) -> tuple[Param, ...]:
    if not isinstance(raw, Mapping):
        raise fail(f"PARAMS must be a dict of name: default (or (default, minimum, maximum)), not {_shown(raw)}")
    params = []
    for name, value in raw.items():
        if not isinstance(name, str) or not name.isidentifier():
            raise fail(f"PARAMS: {name!r} is not a valid weight name (letters, digits and _)")
        if _is_number(value):
            number = _as_float(value)
            if number is None or not abs(number) <= MAX_WEIGHT:  # (the sliders' span, ±10 × it, stays finite)
                raise fail(f"PARAMS[{name!r}] must be a number between ±{MAX_WEIGHT:g}, not {_shown(value)}")
            default = number
            bound = max(1000.0, 10 * abs(default))
            lo, hi = -bound, bound
        elif isinstance(value, tuple | list) and len(value) == 3 and all(map(_is_number, value)):
            numbers_ = [_as_float(x) for x in value]
            default, lo, hi = (x if x is not None else math.inf for x in numbers_)
            if not all(map(math.isfinite, (default, lo, hi, hi - lo))) or not lo <= default <= hi:
                raise fail(f"PARAMS[{name!r}] = {_shown(tuple(value))}: expected finite (default, minimum, "
                           "maximum) with minimum ≤ default ≤ maximum, less than 1e308 apart")
        else:
            raise fail(f"PARAMS[{name!r}] must be a number or (default, minimum, maximum), not {_shown(value)}")
        params.append(Param(name, default, lo, hi, "a weight of the evaluation file"))
    return tuple(params)


def evaluation_class(spec: EvaluationSpec) -> type[UserEvaluation]:
    """An ``Evaluation`` class for a checked file; its name is the file's name (``centre.py``)."""
    name = Path(spec.path).name
    if not name.endswith(FILE_SUFFIX):
        name += FILE_SUFFIX
    doc = (inspect.getdoc(spec.function) or "").split("\n\n")[0].replace("\n", " ")  # its first paragraph
    attrs = {"name": name, "description": doc or f"the evaluate function of {spec.path}", "params": spec.params,
             "win_score": spec.win_score, "spec": spec}
    return types.new_class(f"UserEvaluation_{Path(spec.path).stem}", (UserEvaluation,), {},
                           lambda ns: ns.update(attrs))


def evaluate_position(cls: type[Evaluation], game: Game, state: State, player: int,
                      weights: Mapping[str, float] | None = None) -> float:
    """One call of an evaluation, as the search makes it (for trying a file on one position)."""
    return cls(**dict(weights or {})).score(state, player)


# -- templates ------------------------------------------------------------------------------------------
def template(game: str) -> str:
    """A starting evaluation file for ``game``: it runs as it is and shows each part of the contract."""
    info = game_info(game)
    g = info.factory()
    first, second = g.symbols
    if g.has_chance:
        body = f'''    # position.board: rank 5 first, two characters per square: "R3" red cube 3, "B5", ".." empty.
    score = 0.0
    for rank, row in enumerate(position.board):
        for file in range(len(row) // 2):
            owner = row[2 * file]
            if owner == ".":
                continue
            # steps still to go to the opponent's corner (red heads for e1, blue for a5)
            to_go = max(4 - rank, 4 - file) if owner == "{first}" else max(rank, file)
            value = weights["cube"] + weights["advance"] * (4 - to_go)
            score += value if owner == player else -value
    return score, {{"material and advance": score}}
'''
        params = '{"cube": (2.0, -100.0, 100.0), "advance": (4.0, -100.0, 100.0)}'
    elif g.board_rows(g.initial_state()) is None:
        body = '''    # This game has no board (position.board is empty): a position is what its moves allow.
    choices = weights["choice"] * len(position.legal_moves())
    score = choices if position.to_move == player else -choices
    return score, {"moves to choose from": score}
'''
        params = '{"choice": (1.0, -10.0, 10.0)}'
    else:
        body = '''    # position.board: a tuple of strings, top row first; "." empty, "X" and "O" the players' marks.
    centre = (len(position.board[0]) - 1) / 2
    mine = theirs = 0.0
    for row in position.board:
        for col, cell in enumerate(row):
            worth = weights["centre"] * (centre + 1 - abs(col - centre))
            if cell == player:
                mine += worth
            elif cell != ".":
                theirs += worth
    return mine - theirs, {"mine": mine, "theirs": -theirs}
'''
        params = '{"centre": (1.0, -10.0, 10.0)}'
    return f'''"""My evaluation function ({info.title})."""

GAME = "{info.name}"
PARAMS = {params}


def evaluate(position, player, weights):
    """How good `position` is for `player` ("{first}" or "{second}"): positive is good for them.

    position.to_move, position.legal_moves(), position.play(move), position.is_over(),
    position.winner() and position.moves are there too. Return a number, or
    (number, {{"term": number, ...}}) to explain it ("Why this value" in the search tree).
    """
{body}'''


# -- a folder of evaluation files, and installed plugins ------------------------------------------------
@dataclass(frozen=True)
class PluginEntry:
    """One plugin the program tried to load: what it offers, or why it cannot be used."""

    source: str
    """A file's path, or ``package: entry point`` for an installed plugin."""
    kind: str
    """"evaluation" or "game"."""
    game: str | None = None
    name: str | None = None
    error: str | None = None
    evaluation: type[Evaluation] | None = None
    info: GameInfo | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


def load_folder(folder: str | Path) -> list[PluginEntry]:
    """Every ``*.py`` evaluation file directly in ``folder`` (a folder the user chose), in name order.
    A file that cannot be used is listed with its error, whatever it raised; it never stops the others
    (nor the application starting with the folder)."""
    try:
        paths = sorted(Path(folder).glob("*" + FILE_SUFFIX))
    except OSError as e:
        return [PluginEntry(str(folder), "evaluation", error=f"the folder cannot be read ({e.strerror or e})")]
    entries = []
    for path in paths:
        try:
            cls = load_evaluation_file(path)
        except InputError as e:
            entries.append(PluginEntry(str(path), "evaluation", error=str(e)))
            continue
        except SignalInterrupt:
            raise
        except BaseException as e:  # not a file's error we know of (none should come here): still only its entry
            entries.append(PluginEntry(str(path), "evaluation", error=f"{path.name}: {describe_exception(e)}"))
            continue
        entries.append(PluginEntry(str(path), "evaluation", cls.spec.game, cls.name, evaluation=cls))
    return entries


def load_entry_points(entry_points: Iterable[importlib.metadata.EntryPoint] | None = None) -> list[PluginEntry]:
    """The evaluations and games installed packages declare under ``minimax_studio.evaluations`` and
    ``minimax_studio.games``. An evaluation entry point names an ``Evaluation`` subclass with a ``game``
    attribute, or a module written like an evaluation file; a game entry point names a ``GameInfo``.

    Importing a plugin runs its package's code: whatever that raises (``sys.exit``, a ``BaseException``)
    is that plugin's error, listed with its distribution's name; it never stops the program."""
    if entry_points is None:
        try:
            found = importlib.metadata.entry_points()
            entry_points = [*found.select(group=GAMES_GROUP), *found.select(group=EVALUATIONS_GROUP)]
        except SignalInterrupt:
            raise
        except BaseException as e:  # a broken installation's metadata
            return [PluginEntry("installed packages", "evaluation",
                                error=f"the installed packages' plugins cannot be listed ({describe_exception(e)})")]
    entries = []
    for ep in entry_points:
        kind = "game" if ep.group == GAMES_GROUP else "evaluation"
        where = f"{_distribution(ep)}: {ep.name}"
        try:
            obj = ep.load()
            entries.append(_game_entry(where, obj) if kind == "game" else _evaluation_entry(where, obj))
        except InputError as e:
            entries.append(PluginEntry(where, kind, error=str(e)))
        except SignalInterrupt:
            raise
        except BaseException as e:  # the plugin's own code failed, however (exit() and BaseException too)
            entries.append(PluginEntry(where, kind, error=describe_exception(e)))
    return entries


def _distribution(ep: importlib.metadata.EntryPoint) -> str:
    """The name of the installed distribution that declares ``ep`` (what the user installed)."""
    try:
        dist = ep.dist
        return str(dist.name) if dist is not None else "?"
    except Exception:  # metadata without a name
        return "?"


def _evaluation_entry(where: str, obj: Any) -> PluginEntry:
    if isinstance(obj, types.ModuleType):
        path = getattr(obj, "__file__", None) or where
        cls: type[Evaluation] = evaluation_class(check_definitions(vars(obj), path))
        return PluginEntry(where, "evaluation", cls.spec.game, cls.name, evaluation=cls)  # type: ignore[attr-defined]
    if isinstance(obj, type) and issubclass(obj, Evaluation):
        game = vars(obj).get("game")
        if not isinstance(game, str) or game not in GAMES:
            raise InputError(f"{obj.__name__} must name the game it evaluates in a 'game' attribute "
                             f"(games: {', '.join(GAMES)})")
        return PluginEntry(where, "evaluation", game, obj.name or obj.__name__, evaluation=obj)
    raise InputError(f"an evaluation plugin must be an Evaluation subclass or an evaluation module, not {_shown(obj)}")


def _game_entry(where: str, obj: Any) -> PluginEntry:
    if not isinstance(obj, GameInfo):
        raise InputError(f"a game plugin must be an engine.games.GameInfo, not {_shown(obj)}")
    if obj.name in GAMES and GAMES[obj.name] is not obj:
        raise InputError(f"a game named {obj.name!r} exists already")
    try:  # the plugin's code: a factory that fails is its error, said now rather than when the game is played
        game = obj.factory()
    except SignalInterrupt:
        raise
    except BaseException as e:
        raise InputError(f"its game {obj.name!r} cannot be created: {describe_exception(e)}") from None
    if not isinstance(game, Game):
        raise InputError(f"its game {obj.name!r}: the factory made {_shown(game)}, not an engine.game.Game")
    return PluginEntry(where, "game", obj.name, obj.name, info=obj)


def register(entries: Iterable[PluginEntry]) -> list[PluginEntry]:
    """Add the usable entries to the registries (games first, so evaluations of plugin games find
    them); an evaluation whose name is taken is listed with that error instead. Returns every entry."""
    out = []
    entries = list(entries)
    for entry in [e for e in entries if e.kind == "game"] + [e for e in entries if e.kind != "game"]:
        if entry.ok and entry.info is not None:
            GAMES.setdefault(entry.info.name, entry.info)
        elif entry.ok and entry.evaluation is not None and entry.game is not None:
            registry = GAMES[entry.game].evaluations
            cls = entry.evaluation
            if cls.name in registry and registry[cls.name] is not cls:
                entry = PluginEntry(entry.source, entry.kind, entry.game, cls.name,
                                    error=f"{GAMES[entry.game].title} already has an evaluation named {cls.name!r}")
            else:
                registry[cls.name] = cls
        out.append(entry)
    return out


def unregister(entries: Iterable[PluginEntry]) -> None:
    """Take the entries' evaluations and games out of the registries again (a folder changed or was dropped)."""
    for entry in entries:
        if entry.ok and entry.info is not None and GAMES.get(entry.info.name) is entry.info:
            del GAMES[entry.info.name]
        if entry.ok and entry.evaluation is not None and entry.game is not None:
            registry = GAMES[entry.game].evaluations
            if registry.get(entry.evaluation.name) is entry.evaluation:
                del registry[entry.evaluation.name]


def find_in_packages(name: str) -> None:
    """A game or evaluation ``name`` nobody registered: register what installed packages' entry points
    offer (scanning them takes a moment, so only when a name is not known otherwise). If ``name`` is still
    unknown and some plugin failed to load, that plugin may have been the one: it is named
    with its error in an ``UnknownNameError`` (rather than a bare "unknown name", or the plugin's own exit
    or traceback)."""
    entries = load_entry_points()
    register(entries)
    failed = [f"{e.source}: {e.error}" for e in entries if not e.ok]
    known = name in GAMES or any(name in info.evaluations for info in GAMES.values())
    if failed and not known:
        raise UnknownNameError(f"{name!r} is not a known game or evaluation (games: {', '.join(GAMES)}); installed "
                               f"plugins that failed to load (the plugin's error, not Minimax Studio's): "
                               f"{'; '.join(failed)}")


LOOKUPS.append(find_in_packages)  # game_info asks the installed packages before it gives up
