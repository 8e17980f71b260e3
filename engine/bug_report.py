"""Where the full traceback of an unexpected error goes: a rotated log file in the user's log folder.

A user never sees a traceback: the command line prints one line naming the log file, the desktop
application shows a message with the details to copy. The file keeps the whole story for a bug
report. The folder follows each platform's convention for logs and state:

* Linux and other Unix: ``$XDG_STATE_HOME/minimax-studio/log`` (default ``~/.local/state/...``);
* macOS: ``~/Library/Logs/minimax-studio``;
* Windows: ``%LOCALAPPDATA%\\minimax-studio\\Logs``.

``MINIMAX_STUDIO_LOG_DIR`` overrides it (the tests point it at a temporary folder).
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import traceback
from pathlib import Path

APP_DIR = "minimax-studio"
LOG_FILE = "minimax-studio.log"
LOG_BYTES = 1_000_000  # per file; with the backups a few MB at most
LOG_BACKUPS = 3
ENV_LOG_DIR = "MINIMAX_STUDIO_LOG_DIR"
_LOGGER = "minimax_studio.bugs"


def log_dir() -> Path:
    override = os.environ.get(ENV_LOG_DIR)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(home / "AppData" / "Local")
        return Path(base) / APP_DIR / "Logs"
    if sys.platform == "darwin":
        return home / "Library" / "Logs" / APP_DIR
    state = os.environ.get("XDG_STATE_HOME")
    base_dir = Path(state) if state and os.path.isabs(state) else home / ".local" / "state"
    return base_dir / APP_DIR / "log"


def log_path() -> Path:
    return log_dir() / LOG_FILE


def _logger(path: Path) -> logging.Logger:
    logger = logging.getLogger(_LOGGER)
    logger.propagate = False  # never to stderr: the user sees our one line, not the record
    logger.setLevel(logging.ERROR)
    for h in list(logger.handlers):  # the folder may have changed (tests): one handler, on this file
        if getattr(h, "baseFilename", None) != str(path):
            logger.removeHandler(h)
            h.close()
    if not logger.handlers:
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
                                                       encoding="utf-8", delay=True)
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        logger.addHandler(handler)
    return logger


def record_bug(exc: BaseException, context: str = "") -> Path | None:
    """Append ``exc``'s full traceback to the log; the file's path, or None if it could not be written
    (a read-only home must not turn one error into two)."""
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    try:
        path = log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        logger = _logger(path)
        logger.error("%s\n%s", context or "unexpected error", text.rstrip())
        for h in logger.handlers:
            h.flush()
        return path
    except Exception:  # the log is a courtesy; failing to write it changes nothing
        return None


def bug_line(exc: BaseException, where: Path | None) -> str:
    """The one line a user sees for an internal error."""
    kind = type(exc).__name__
    detail = (str(exc).splitlines() or [""])[0][:200]
    head = f"internal error (a bug in Minimax Studio): {kind}" + (f": {detail}" if detail else "")
    if where is None:
        return head + " (the traceback could not be written to a log file)"
    return f"{head}; the full traceback is in {where}"
