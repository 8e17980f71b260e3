"""Starting the window on Linux without Qt's X11 libraries: one clear line naming the apt packages,
exit status 2, instead of Qt's abort that blames a library that may well be installed."""

from __future__ import annotations

from pathlib import Path

import pytest

import main
from gui.app import system_libraries
from gui.app.system_libraries import APT_INSTALL_ALL, XCB_LIBRARIES, problem, uses_xcb


def loader_without(*absent: str):
    def load(soname: str) -> object:
        if soname in absent:
            raise OSError(f"{soname}: cannot open shared object file: No such file or directory")
        return object()
    return load


def test_the_missing_libraries_and_their_packages_are_named() -> None:
    text = problem({"DISPLAY": ":0"}, "linux", loader_without("libxcb-icccm.so.4", "libxcb-keysyms.so.1"))
    assert text is not None and "\n" not in text
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in text
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1 " in text
    assert "xcb-cursor" not in text  # Qt's own message blames this one even when it is installed


def test_no_complaint_when_the_window_does_not_need_x11() -> None:
    absent = loader_without(*XCB_LIBRARIES)
    assert problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", absent) is None
    assert problem({"DISPLAY": ":0"}, "darwin", absent) is None
    assert problem({"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}, "linux", absent) is None
    assert problem({"DISPLAY": ":0"}, "linux", loader_without()) is None
    assert uses_xcb({"QT_QPA_PLATFORM": "xcb:nograb"}, "linux")


def test_main_prints_one_line_and_exits_2(monkeypatch, capsys) -> None:
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(system_libraries.sys, "platform", "linux")
    monkeypatch.setattr(system_libraries, "missing_libraries", lambda load=None: ["libxcb-icccm.so.4"])
    assert main.main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "sudo apt install libxcb-icccm4" in err


def test_the_install_page_has_the_one_apt_line() -> None:
    page = (Path(main.__file__).parent / "docs" / "getting-started" / "install.md").read_text(encoding="utf-8")
    assert APT_INSTALL_ALL in page
    assert "Could not load the Qt platform plugin" in page


@pytest.mark.parametrize("soname", list(XCB_LIBRARIES))
def test_every_library_has_a_package(soname: str) -> None:
    assert XCB_LIBRARIES[soname] and " " not in XCB_LIBRARIES[soname]
