"""Checks every reader of untrusted input shares: files, JSON, numbers, nesting.

What a user types or loads (tree files, game files, remembered settings, evaluation, opening and
result files) is read through these helpers, so that anything malformed becomes one ``InputError``
with a reason, never an ``OverflowError``, ``RecursionError`` or a blocked read:

* ``read_regular_file``: regular files only (a FIFO or a device would block or never end), with a
  size cap; ``read_text_file`` the same for UTF-8 text (suite files);
* ``parse_json``: JSON with a nesting limit, and no integer too long to convert;
* ``whole_number`` / ``real_number``: a JSON value of the right type within a range (an integer of
  400 digits is simply out of range, not an overflow);
* ``parse_int`` / ``parse_float``: text in ASCII digits only (``²``, ``٣``, ``５`` and ``3_0`` are
  refused: Python's ``int`` would take some of them, our notation does not);
* ``nesting_depth``: how deeply lists and objects nest, without recursion.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from typing import Any

from .errors import InputError, NotationError

DEFAULT_MAX_NESTING = 64
"""Lists and objects inside each other: game and settings files need a handful of levels."""

_INT_TEXT = re.compile(r"[+-]?[0-9]+", re.ASCII)
_FLOAT_TEXT = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?", re.ASCII)
MAX_NUMBER_CHARS = 400
"""Longer number texts are refused before conversion (no limit error, no quadratic conversion)."""

MAX_EVALUATION_FILE_BYTES = 1 << 20
"""An evaluation file is a page or two of Python; 1 MB is far beyond any hand-written one, and a
115 MB file would otherwise be compiled into memory until the process is killed."""


class FileRefused(InputError):
    """A file that cannot be read as asked: ``reason`` says why in a few words ("no such file", "it is
    not a regular file", ...), for a message of the reader's own."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


def read_regular_file(path: str | os.PathLike[str], max_bytes: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; ``FileRefused`` (an ``InputError``) for
    anything else.

    The file is opened without blocking and checked before it is read, so a FIFO (``--tree @fifo``) or
    a device (``/dev/zero``) is refused at once instead of waiting forever for a writer or reading
    without end. Symbolic links are followed: the file they name is what is checked and read."""
    path = os.fspath(path)

    def refused(reason: str) -> FileRefused:
        return FileRefused(f"cannot read {what} {path!r}: {reason}", reason)

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise refused("no such file") from None
    except OSError as e:
        raise refused(e.strerror or str(e)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise refused("it is a folder" if stat.S_ISDIR(info.st_mode) else "it is not a regular file")
        if info.st_size > max_bytes:
            reason = f"it is too large ({info.st_size:,} bytes; at most {max_bytes:,})"
            raise FileRefused(f"{what} {path!r} is too large ({info.st_size:,} bytes; at most {max_bytes:,})", reason)
        chunks = []
        size = 0
        while size <= max_bytes:  # a file that grows while we read is capped all the same
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise refused(e.strerror or str(e)) from None
    finally:
        os.close(fd)
    if size > max_bytes:
        raise FileRefused(f"{what} {path!r} is too large (more than {max_bytes:,} bytes)",
                          f"it is too large (more than {max_bytes:,} bytes)")
    return b"".join(chunks)


def decode_utf8(raw: bytes, what: str = "file") -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(f"{what}: it is not UTF-8 text") from None


def read_text_file(path: str, max_bytes: int, what: str = "file") -> str:
    """The text of a regular UTF-8 file of at most ``max_bytes`` (``read_regular_file``); a file with NUL
    bytes is refused as binary, whatever its decoding."""
    raw = read_regular_file(path, max_bytes, what)
    if b"\0" in raw:
        raise InputError(f"{what} {path!r} is a binary file, not text")
    return decode_utf8(raw, f"{what} {path!r}")


def parse_json(text: str | bytes, what: str = "JSON", max_nesting: int = DEFAULT_MAX_NESTING) -> Any:
    """Parsed JSON; ``NotationError`` for malformed JSON, nesting deeper than ``max_nesting``, or
    integers too long to convert."""
    depth = _text_nesting(text)
    if depth > max_nesting:
        raise NotationError(f"{what}: nested {depth:,} levels deep (at most {max_nesting})")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise NotationError(f"{what}, line {e.lineno} column {e.colno}: {e.msg}") from None
    except UnicodeDecodeError:
        raise NotationError(f"{what}: not UTF-8 text") from None
    except ValueError:  # an integer beyond Python's digit limit for conversion (4,300 by default)
        raise NotationError(f"{what}: a number has too many digits") from None
    except RecursionError:
        raise NotationError(f"{what}: nested too deeply") from None


def _text_nesting(text: str | bytes) -> int:
    """The deepest nesting of ``[`` / ``{`` outside strings: a linear scan, so a file of 100,000
    opening brackets is refused before the parser recurses into it."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def nesting_depth(data: Any) -> int:
    """How deeply lists and dicts nest in ``data`` (a scalar: 0), computed without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, (list, dict)):
            level += 1
            deepest = max(deepest, level)
            stack.extend((x, level) for x in (item.values() if isinstance(item, dict) else item))
    return deepest


def is_whole(x: Any) -> bool:
    """A JSON integer (``bool`` is not a number here)."""
    return isinstance(x, int) and not isinstance(x, bool)


def is_real(x: Any) -> bool:
    """A JSON number (int or float, not bool), which may still be out of range."""
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def whole_number(x: Any, low: int, high: int, what: str) -> int:
    """``x`` if it is an integer in ``low..high``; else ``InputError`` naming ``what``."""
    if not is_whole(x) or not low <= x <= high:
        raise InputError(f"{what} must be a whole number {low:,} to {high:,}")
    return int(x)


def real_number(x: Any, low: float, high: float, what: str) -> float:
    """``x`` as a float if it is a finite number in ``[low, high]``; integers of any size compare
    exactly (no ``OverflowError``), NaN and infinities are refused."""
    if not is_real(x):
        raise InputError(f"{what} must be a number {low:g} to {high:g}")
    if isinstance(x, int):
        if not low <= x <= high:  # int vs float compares exactly, whatever the int's size
            raise InputError(f"{what} must be a number {low:g} to {high:g}")
        return float(x)
    value = float(x)
    if not (math.isfinite(value) and low <= value <= high):
        raise InputError(f"{what} must be a number {low:g} to {high:g}")
    return value


def parse_int(text: str, what: str, low: int | None = None, high: int | None = None) -> int:
    """An integer written in ASCII digits (an optional sign), in ``low..high`` when given."""
    t = text.strip()
    if len(t) > MAX_NUMBER_CHARS or not _INT_TEXT.fullmatch(t):
        raise NotationError(f"{what} must be a whole number in digits 0-9, got {_shown(text)}")
    value = int(t)
    _check_range(value, what, low, high)
    return value


def parse_float(text: str, what: str, low: float | None = None, high: float | None = None) -> float:
    """A finite number written in ASCII (digits, a point, an exponent), in ``[low, high]`` when given."""
    t = text.strip()
    if len(t) > MAX_NUMBER_CHARS or not _FLOAT_TEXT.fullmatch(t):
        raise NotationError(f"{what} must be a number in digits 0-9, got {_shown(text)}")
    value = float(t)
    if not math.isfinite(value):
        raise NotationError(f"{what} is too large, got {_shown(text)}")
    _check_range(value, what, low, high)
    return value


def _check_range(value: float, what: str, low: float | None, high: float | None) -> None:
    shown = _shown(str(value)) if isinstance(value, int) else f"{value:g}"  # (a 400-digit int has no float)
    if low is not None and value < low:
        raise NotationError(f"{what} must be at least {low:g}, got {shown}")
    if high is not None and value > high:
        raise NotationError(f"{what} must be at most {high:g}, got {shown}")


def _shown(text: str, limit: int = 40) -> str:
    """``text`` quoted for a one-line message, cut short if long."""
    return repr(text if len(text) <= limit else text[:limit] + "…")
