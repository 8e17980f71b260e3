"""Files a long command writes again and again (``tune``'s weights and chart): checked before the work
starts, and written so that nothing else is ever destroyed.

* ``output_target``: where a file will be written, checked at once (a run that plays for an hour must not
  find out afterwards that its ``--out`` is a folder). A symbolic link is followed: the file it names
  is the one written, the link stays. An existing file is overwritten only when the user said so
  (``--force``), and never one that is not a regular file (``/dev/full``, a FIFO): replacing it would
  swap a device node or a pipe for a file.
* ``write_atomically``: the whole text or, after a kill or a full disk, the previous version; never half.
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

from .errors import InputError


def output_target(path: str | os.PathLike[str], option: str, force: bool) -> Path:
    """The real path ``option``'s file ``path`` will be written to; ``InputError`` if it cannot or may not
    be."""
    shown = os.fspath(path)
    real = Path(os.path.realpath(path))
    try:
        info: os.stat_result | None = os.stat(real)
    except FileNotFoundError:
        info = None
    except OSError as e:
        raise InputError(f"{option} {shown!r}: {e.strerror or e}") from None
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise InputError(f"{option} {shown!r} is a folder; give a file name in it")
        if not stat.S_ISREG(info.st_mode):
            raise InputError(f"{option} {shown!r} is not a regular file; it is never replaced")
        if not force:
            raise InputError(f"{option} {shown!r} exists: add --force to overwrite it, or choose another file")
    folder = real.parent
    if not folder.is_dir():
        raise InputError(f"{option} {shown!r}: there is no folder {str(folder)!r}")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise InputError(f"{option} {shown!r}: cannot write in the folder {str(folder)!r}")
    return real


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` (a real path from ``output_target``) whole or not at all: a temporary
    file in the same folder replaces it. ``InputError`` when the disk refuses, or when something that is
    not a regular file has taken the path's place since it was checked."""
    try:
        if path.exists() and not path.is_file():
            raise InputError(f"{path} is no longer a regular file; it is not replaced")
        tmp = str(path.with_name(f".{path.name}.{secrets.token_hex(6)}.tmp"))
        mode = stat.S_IMODE(os.stat(path).st_mode) if path.exists() else 0o666  # (the umask applies)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as e:
        raise InputError(f"cannot write {path}: {e.strerror or e}") from None
