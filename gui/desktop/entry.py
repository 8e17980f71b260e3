"""``minimax-studio --install-desktop-entry``: put Minimax Studio in the desktop's application menu.

On Linux (and the BSDs: every desktop that follows freedesktop.org) an application appears in the menu when
a ``.desktop`` file describing it is in ``$XDG_DATA_HOME/applications`` and its icon in the hicolor icon
theme under ``$XDG_DATA_HOME/icons``: the SVG as the scalable icon and a PNG at every size of
``icons.PNG_SIZES``. Everything goes into the user's own data folder (``~/.local/share`` when
``XDG_DATA_HOME`` is not set), so no administrator is needed, and ``--uninstall-desktop-entry`` removes
exactly these files again. Windows and macOS have no such files (a bundle or a shortcut is their way): there
the command says so in one line. No Qt here: it works without a display.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from engine.errors import InputError

from . import icons

DESKTOP_ID = icons.NAME
"""The entry's desktop file ID (its file name without ``.desktop``), which the window names as its own."""
DESKTOP_FILE = f"{DESKTOP_ID}.desktop"
FREEDESKTOP_PLATFORMS = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly")
"""``sys.platform`` prefixes of the systems whose desktops read freedesktop.org menu entries."""


def data_home(environ: Mapping[str, str] = os.environ) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset, empty or relative (the XDG base directory
    specification says a relative path is to be ignored)."""
    value = environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    home = environ.get("HOME") or str(Path.home())
    return Path(home) / ".local" / "share"


def entry_files(base: Path) -> list[tuple[Path, Path | None]]:
    """(where, what) for each file of the entry under the data folder ``base``; ``what`` is the shipped
    file to copy there, None for the ``.desktop`` file itself, which is written."""
    theme = base / "icons" / "hicolor"
    files: list[tuple[Path, Path | None]] = [(base / "applications" / DESKTOP_FILE, None),
                                             (theme / "scalable" / "apps" / f"{icons.NAME}.svg", icons.SVG)]
    files += [(theme / f"{size}x{size}" / "apps" / f"{icons.NAME}.png", icons.png(size)) for size in icons.PNG_SIZES]
    return files


def launch_command() -> list[str]:
    """How the menu starts this very program: the bundle's executable, the ``minimax-studio`` command
    installed beside this interpreter (pip, pipx), or this interpreter running ``main.py`` (a checkout)."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.executable).parent / "minimax-studio"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [sys.executable, str(Path(sys.argv[0]).resolve())]  # python main.py --install-desktop-entry


def exec_value(argv: Sequence[str]) -> str:
    """The ``Exec=`` value for ``argv``: each argument quoted as the Desktop Entry Specification asks when it
    holds a space or a reserved character (inside quotes ``"``, `````, ``$`` and ``\\`` are escaped), and
    every ``%`` doubled (a lone ``%`` would be a field code); then ``\\`` escaped again as any string value."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    words = []
    for arg in argv:
        if arg and not reserved & set(arg):
            words.append(arg.replace("%", "%%"))
            continue
        inner = "".join("\\" + c if c in '"`$\\' else c for c in arg).replace("%", "%%")
        words.append(f'"{inner}"')
    return " ".join(words).replace("\\", "\\\\")


def desktop_file_text(argv: Sequence[str]) -> str:
    """The ``.desktop`` file's text for a program started by ``argv``."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Name=Minimax Studio",
        "GenericName=Game search lab",
        "Comment=Play board games against the computer and watch minimax and alpha-beta think",
        f"Exec={exec_value(argv)}",
        f"Icon={icons.NAME}",
        "Terminal=false",
        "Categories=Education;ComputerScience;",  # one main category: a menu lists the entry once
        "Keywords=minimax;alpha-beta;game tree;search;tic-tac-toe;connect four;othello;",
        "StartupNotify=true",
        "",
    ])


def check_platform(platform: str) -> None:
    """``InputError`` unless ``platform`` (a ``sys.platform``) has freedesktop.org menus."""
    if not platform.startswith(FREEDESKTOP_PLATFORMS):
        raise InputError(f"a desktop entry is for Linux desktops (freedesktop.org menus); this system is {platform!r}: "
                         "start Minimax Studio with the minimax-studio command or the bundle instead")


def install(environ: Mapping[str, str] | None = None, platform: str | None = None,
            argv: Sequence[str] | None = None) -> list[Path]:
    """Write the ``.desktop`` file and copy the icons (replacing those of an earlier install); the files
    written. ``InputError`` (one line) on another system or where the data folder cannot be written."""
    check_platform(sys.platform if platform is None else platform)
    base = data_home(os.environ if environ is None else environ)
    written = []
    files = entry_files(base)
    for where, _ in files:  # all checked before any is written: a refusal leaves everything as it was
        check_replaceable(where)
    try:
        for where, what in files:
            where.parent.mkdir(parents=True, exist_ok=True)
            data = (desktop_file_text(launch_command() if argv is None else argv).encode("utf-8") if what is None
                    else what.read_bytes())
            replace_file(where, data)
            written.append(where)
    except OSError as exc:
        raise InputError(f"cannot write the desktop entry under {base}: {exc.strerror or exc}"
                         f"{f' ({exc.filename})' if exc.filename else ''}") from None
    return written


def check_replaceable(where: Path) -> None:
    """``InputError`` unless ``where`` is absent, a regular file or a symbolic link (which is replaced, never
    followed: the file it points to is not ours). A FIFO would block the writer forever, a device or a
    folder is never ours to replace."""
    try:
        info = os.lstat(where)
    except OSError:  # nothing there (or no folder to hold it): writing says what is wrong, if anything
        return
    if not (stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode)):
        raise InputError(f"{where} is not a regular file (a folder, pipe or device): the desktop entry is not "
                         "installed over it; remove it first")


def replace_file(where: Path, data: bytes) -> None:
    """``where`` becomes a regular file holding ``data``: written to a new file in the same folder, which
    then takes the name's place (a symbolic link there is replaced, its target untouched)."""
    tmp = where.with_name(f".{where.name}.{secrets.token_hex(6)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, where)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def uninstall(environ: Mapping[str, str] | None = None, platform: str | None = None) -> list[Path]:
    """Remove the files ``install`` writes (nothing else, not even the folders); the files removed."""
    check_platform(sys.platform if platform is None else platform)
    base = data_home(os.environ if environ is None else environ)
    removed = []
    try:
        for where, _ in entry_files(base):
            if where.is_file() and not where.is_symlink():  # a link someone put there is not ours to remove
                where.unlink()
                removed.append(where)
    except OSError as exc:
        raise InputError(f"cannot remove the desktop entry under {base}: {exc.strerror or exc}") from None
    return removed


def command(argv: Sequence[str]) -> int:
    """``--install-desktop-entry`` or ``--uninstall-desktop-entry``, alone: say what was done in one line."""
    if len(argv) != 1:
        raise InputError(f"{argv[0]} takes no other arguments (got {' '.join(argv[1:])!r})")
    if argv[0] == "--install-desktop-entry":
        files = install()
        print(f"Installed the desktop entry {files[0]} and its icon ({len(files) - 1} sizes) under "
              f"{files[1].parents[2]}: Minimax Studio is in the menu (--uninstall-desktop-entry removes them).")
    else:
        files = uninstall()
        print(f"Removed the desktop entry and its icons ({len(files)} files)." if files
              else "There was no desktop entry of Minimax Studio to remove.")
    return 0
