"""What the subcommands share: the error boundary (one-line errors, a bug's traceback to the log),
Ctrl-C and SIGTERM as a stop request, strict number arguments, number formatting, search settings.

Exit statuses: 0 done (also a search stopped by Ctrl-C that printed its result so far), 1 an internal
error (a bug: one line naming the log file with the traceback), 2 bad input (one line), 130
interrupted before there was anything to print.
"""

from __future__ import annotations

import argparse
import errno
import math
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

from engine.bug_report import bug_line, record_bug
from engine.errors import InputError, NotationError, UnknownNameError
from engine.evaluation import Evaluation, make_evaluation, parse_weights
from engine.formatting import format_value
from engine.game import Game, State
from engine.games import GAMES, GameInfo
from engine.parallel import check_workers, cores, max_workers
from engine.plugins import (
    SignalInterrupt,
    StopRequest,
    find_in_packages,
    load_evaluation_file,
    request_stop,
    running_user_code,
    stream_closed_by_user_code,
)
from engine.resources import locate
from engine.search import DepthChoice
from engine.search.settings_schema import MAX_DEPTH as SCHEMA_MAX_DEPTH
from engine.search.settings_schema import setting
from engine.validation import parse_float, parse_int

EXIT_OK = 0
EXIT_BUG = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # the shell's convention: 128 + SIGINT
MAX_DEPTH = SCHEMA_MAX_DEPTH
"""The deepest ``--depth`` taken: deeper than any game lasts (and than a tree can nest); more is a typo
(``full`` searches to the end)."""
MAX_SECONDS = 7 * 24 * 3600.0
"""The longest time limit taken (a week): more is a typo, and 1e400 seconds is not a number at all."""


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one clear line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        fail(f"{self.prog}: {message} (see --help)")


def game_help() -> str:
    """``--game``'s help: every game the program knows when the parser is built (an installed plugin's too),
    so the list never falls behind the games as a written-out one did."""
    names = list(GAMES)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def fail(message: str) -> NoReturn:
    sys.stderr.write(f"error: {' '.join(message.split())}\n")
    raise SystemExit(EXIT_USAGE)


def parse_depth(text: str | None) -> DepthChoice:
    """``full`` -> None; a whole number 1..``MAX_DEPTH`` -> int; None -> "default" (the settings schema's rule
    and message, ``engine.search.settings_schema``)."""
    if text is None:
        return "default"
    depth: int | None = setting("depth").parse(text)
    return depth


def parse_position_arg(game: Game, text: str) -> State:
    """``--position``: the position in the game's notation. Blank text is a mistake for every game (a shell
    variable left empty), never the start: Connect Four's move string would read it as the empty board."""
    if not text.strip():
        raise InputError(f"--position is empty: give a {game.title} position in its notation, or leave "
                         "--position out to start from the beginning")
    return game.parse_position(text)


def build_evaluation(info: GameInfo, name: str | None, weights: str | None, eval_file: str | None = None) -> Evaluation:
    """The evaluation named by ``--eval`` (or the game's default), or the user's ``--eval-file``."""
    if name is not None and not name.strip():
        raise UnknownNameError(f"--eval needs an evaluation's name (known for {info.title}: {', '.join(info.evaluations)})")
    if eval_file is not None:
        if name is not None:
            raise InputError("give --eval or --eval-file, not both")
        return load_evaluation_file(locate(eval_file), info.name)(**parse_weights(weights))
    if name is not None and name not in info.evaluations:
        find_in_packages(name)  # an evaluation an installed plugin package adds
    return make_evaluation(info.evaluations, name or info.default_evaluation, parse_weights(weights))


def num(x: float | None) -> float | int | None:
    """A value as JSON wants it: integral floats as ints; infinities as None."""
    if x is None or (isinstance(x, float) and (math.isnan(x) or math.isinf(x))):
        return None
    if isinstance(x, float) and x.is_integer() and abs(x) < 2**53:
        return int(x)
    return round(x, 10) if isinstance(x, float) else x


def fmt(x: float | None) -> str:
    return format_value(x, unicode_minus=False)


def int_arg(what: str, low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """An argparse ``type`` for a whole number in ASCII digits (``５``, ``٣``, ``²`` and ``3_0`` are
    refused, which ``int`` would take) within ``low..high``."""
    def convert(text: str) -> int:
        try:
            return parse_int(text, what, low, high)
        except NotationError as e:
            raise argparse.ArgumentTypeError(str(e)) from None
    return convert


def float_arg(what: str, low: float | None = None, high: float | None = None) -> Callable[[str], float]:
    """An argparse ``type`` for a finite number in ASCII (no ``nan``, ``inf``, ``1_0`` or ``１``)."""
    def convert(text: str) -> float:
        try:
            return parse_float(text, what, low, high)
        except NotationError as e:
            raise argparse.ArgumentTypeError(str(e)) from None
    return convert


def seconds_arg(what: str) -> Callable[[str], float]:
    """An argparse ``type`` for a time limit: a positive number of seconds, at most ``MAX_SECONDS``."""
    def convert(text: str) -> float:
        try:
            seconds = parse_float(text, what, high=MAX_SECONDS)
        except NotationError as e:
            raise argparse.ArgumentTypeError(f"{e} (seconds, at most {MAX_SECONDS:,.0f}: a week)") from None
        if not seconds > 0:
            raise argparse.ArgumentTypeError(f"{what} must be a positive number of seconds, got {seconds:g}")
        return seconds
    return convert


def workers_arg(text: str) -> int:
    """An argparse ``type`` for ``--workers``: 1 to 4 per core (``engine.parallel.check_workers``)."""
    try:
        return check_workers(text)
    except InputError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def add_workers_argument(p: argparse.ArgumentParser) -> None:
    p.add_argument("--workers", type=workers_arg, metavar="N",
                   help=f"processes that search together, each taking root moves in turn (default: the machine's "
                        f"cores, here {cores()}, brought into a search only once it has run 0.3 s and only onto "
                        f"free cores; at most {max_workers()}); 1 searches in this process")


# -- Ctrl-C and SIGTERM ------------------------------------------------------------------------------
# The handlers raise ``SignalInterrupt`` (a ``KeyboardInterrupt``) rather than a bare one, so that the door
# to user code (engine.plugins) can tell a real signal from a ``KeyboardInterrupt`` the user's file raises.
STOP_SIGNALS = tuple(s for s in (signal.SIGINT, getattr(signal, "SIGTERM", None)) if s is not None)


def _raise_interrupt(signum: int, frame: Any) -> None:
    raise SignalInterrupt


@contextmanager
def _handlers(handler: Callable[[int, Any], None]) -> Iterator[bool]:
    """``handler`` for SIGINT and SIGTERM inside the block, the previous ones restored after it.
    Yields False where signals cannot be caught (not the main thread): the block runs unprotected."""
    if threading.current_thread() is not threading.main_thread():
        yield False
        return
    previous = {s: signal.getsignal(s) for s in STOP_SIGNALS}
    for s in STOP_SIGNALS:
        signal.signal(s, handler)
    try:
        yield True
    finally:
        for s, h in previous.items():
            signal.signal(s, h if h is not None else signal.SIG_DFL)


@contextmanager
def stop_on_signals(stop: threading.Event | None = None) -> Iterator[threading.Event]:
    """Inside the block, Ctrl-C (SIGINT) and SIGTERM set ``stop`` (a new event if None) instead of
    ending the program, so a search can stop itself and the command print what it has. A second
    signal, if the first one went unheeded, raises ``KeyboardInterrupt`` as usual; a third, if user code
    swallowed the others, ends the process (status 130).

        with stop_on_signals() as stop:
            for game in games:
                if stop.is_set():
                    break
                ...
    """
    event = stop if stop is not None else threading.Event()
    watch = getattr(signal, "setitimer", None) is not None  # POSIX: a timer looks for the user's code after a stop request

    unheeded = 0

    def handler(signum: int, frame: Any) -> None:
        nonlocal unheeded
        if event.is_set():
            unheeded += 1
            if unheeded >= 2 and running_user_code(frame):  # user code that swallows every interrupt
                _one_line_now("interrupted (the evaluation file ignored the stop requests)")
                os._exit(EXIT_INTERRUPTED)
            raise SignalInterrupt
        event.set()
        request_stop()
        # The search sees the event between nodes, never inside the user's evaluate: one that does not
        # return (an endless loop) is interrupted where it is, and the search stops as at any node. The
        # signal may also land just before evaluate is entered: a timer then looks again, a few times a second.
        if watch:  # (the next searches, e.g. the rest of an arena's game, call evaluate again)
            signal.setitimer(signal.ITIMER_REAL, USER_CODE_WATCH_S, USER_CODE_WATCH_S)
        if running_user_code(frame):
            raise StopRequest

    def look_again(signum: int, frame: Any) -> None:
        if running_user_code(frame):
            raise StopRequest

    with _handlers(handler) as caught:
        try:
            if not (caught and watch):
                yield event
                return
            previous = signal.signal(signal.SIGALRM, look_again)
            try:
                yield event
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, previous if previous is not None else signal.SIG_DFL)
        finally:
            request_stop(False)


USER_CODE_WATCH_S = 0.2
"""After a stop request, how often the user's code is looked for (see ``stop_on_signals``)."""


@contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """SIGTERM behaves as Ctrl-C inside the block (a ``KeyboardInterrupt``), so that ``kill`` gets
    the same clean answer as Ctrl-C instead of ending the process without a word."""
    with _handlers(_raise_interrupt):
        yield


@contextmanager
def searching_notice(text: str = "Searching… (Ctrl-C stops and prints the best result so far)") -> Iterator[None]:
    """A status line on a terminal's stderr while a long step runs, erased after it (nothing when
    stderr is not a terminal, so pipes and logs see only results)."""
    shown = False
    try:
        if sys.stderr.isatty():
            sys.stderr.write(text)
            sys.stderr.flush()
            shown = True
    except (OSError, ValueError):
        pass
    try:
        yield
    finally:
        if shown:
            try:
                sys.stderr.write("\r\033[K")
                sys.stderr.flush()
            except (OSError, ValueError):
                pass


# -- the error boundary ------------------------------------------------------------------------------
def guarded(call: Callable[[], int]) -> int:
    """Run a command: bad input -> one line and exit 2; Ctrl-C before there is a result -> one line and
    exit 130; a closed pipe -> quietly 0; output that cannot be written (a full disk, /dev/full) -> one
    line and exit 1; anything else is a bug -> one line naming the log file with the full traceback,
    exit 1. Never a traceback on the terminal. An error status ends with ``SystemExit`` (as argparse's
    usage errors do); success returns the command's status."""
    try:
        with terminate_as_interrupt():
            status = call()
            sys.stdout.flush()  # here, so that output that cannot be written is said here, not at exit
            return status
    except InputError as e:
        return _one_line(str(e), EXIT_USAGE)
    except RecursionError:
        return _one_line("the input is nested too deeply to process", EXIT_USAGE)
    except KeyboardInterrupt:
        return _one_line("interrupted before anything was finished", EXIT_INTERRUPTED)
    except BrokenPipeError:
        # The reader went away (`analyze ... | head`): not an error of ours. Point stdout at devnull
        # so the interpreter's final flush does not raise again.
        _silence_stdout()
        return EXIT_OK
    except OSError as e:
        if e.errno not in UNWRITABLE or e.filename is not None:
            return _bug(e)
        _silence_stdout()  # what is left in its buffer could not be written either
        return _one_line(f"cannot write the output: {e.strerror or e}", EXIT_BUG)
    except MemoryError:
        return _one_line("out of memory: try a smaller input (a smaller tree, depth or table)", EXIT_BUG)
    except Exception as e:
        closed = stream_closed_by_user_code()  # the user's evaluate closed sys.stdout: its error, not ours
        if closed is not None and isinstance(e, ValueError):
            return _one_line(closed, EXIT_USAGE)
        return _bug(e)


UNWRITABLE = frozenset(code for code in (getattr(errno, name, None) for name in ("ENOSPC", "EDQUOT", "EFBIG", "EIO"))
                       if code is not None)
"""The errors of a device that takes no more output: the user's disk, not a bug."""


def _bug(e: BaseException) -> NoReturn:
    _one_line(bug_line(e, record_bug(e, "command line: " + " ".join(sys.argv))), EXIT_BUG)


def _silence_stdout() -> None:
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no real file descriptor (a test's captured stdout), or closed
        pass


def _one_line(message: str, status: int) -> NoReturn:
    """Write ``message`` as one line on stderr and end with ``status`` (``SystemExit``, as argparse does)."""
    text = " ".join(message.split())  # one line, whatever the message held
    _one_line_now(f"error: {text}" if status != EXIT_INTERRUPTED else text)
    raise SystemExit(status)


def _one_line_now(text: str) -> None:
    line = f"{text}\n"
    try:
        sys.stderr.write(line)
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):  # sys.stderr closed or gone (user code): the descriptor itself
        try:
            os.write(2, line.encode("utf-8", "replace"))
        except OSError:
            pass


def run_guarded(func: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """Run a subcommand inside the error boundary (see ``guarded``)."""
    return guarded(lambda: func(args))
