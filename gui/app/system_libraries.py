"""Before the window opens on Linux: are the system libraries Qt's X11 (xcb) platform needs installed?

Without them Qt aborts the process with a message that names the wrong culprit ("xcb-cursor0 ... is
needed", even when that one is installed and another is missing). This check names the missing
libraries and the Debian/Ubuntu packages that provide them, in one line, before Qt is loaded. It
imports nothing from Qt, so it can run first.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

# The shared libraries Qt's xcb platform plugin (and Qt GUI) load, and the apt package of each.
XCB_LIBRARIES: dict[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}
APT_INSTALL_ALL = "sudo apt install " + " ".join(XCB_LIBRARIES.values())


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will open its window through X11 (xcb): on Linux, unless another platform is asked
    for (QT_QPA_PLATFORM) or the session is a Wayland one."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0].strip()
    if asked:
        return asked == "xcb"
    return not (environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland")


def missing_libraries(load: Callable[[str], object] = ctypes.CDLL) -> list[str]:
    """The libraries of ``XCB_LIBRARIES`` the dynamic loader cannot find."""
    missing = []
    for soname in XCB_LIBRARIES:
        try:
            load(soname)
        except OSError:
            missing.append(soname)
    return missing


def problem(environ: Mapping[str, str] | None = None, platform: str = sys.platform,
            load: Callable[[str], object] = ctypes.CDLL) -> str | None:
    """One line saying what to install, or None when the window can open (or this is no X11 start)."""
    env = os.environ if environ is None else environ
    if not uses_xcb(env, platform):
        return None
    missing = missing_libraries(load)
    if not missing:
        return None
    packages = " ".join(XCB_LIBRARIES[m] for m in missing)
    return (f"Minimax Studio cannot open its window: Qt needs system libraries that are not installed "
            f"({', '.join(missing)}); install them with: sudo apt install {packages} "
            f"(the command line works without them: python main.py analyze --help)")
