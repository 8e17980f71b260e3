"""The desktop entry and the icon: ``--install-desktop-entry`` puts a valid ``.desktop`` file and the icon
at every hicolor size into ``$XDG_DATA_HOME`` (a temporary one here), ``--uninstall-desktop-entry`` takes
exactly those away, and other systems or an unwritable place get one line and exit 2. The icon's PNGs are
what its SVG renders to, at the sizes their names say."""

from __future__ import annotations

import os
import shutil
import stat
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from engine.errors import InputError
from gui.desktop import entry, icons

from .attack import fifo_watchdog
from .cli_helpers import run_cli

ROOT = Path(__file__).resolve().parent.parent


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def read_entry(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    keys = dict(line.split("=", 1) for line in lines[1:] if line)
    assert len(keys) == len([line for line in lines[1:] if line]), "a key is written twice"
    return keys


def installed_files(base: Path) -> set[Path]:
    return {p for p in base.rglob("*") if p.is_file()}


def test_every_hicolor_size_has_a_png_of_that_size() -> None:
    assert icons.PNG_SIZES == (16, 22, 24, 32, 48, 64, 128, 256, 512)
    for size in icons.PNG_SIZES:
        assert png_size(icons.png(size)) == (size, size)
    assert icons.SVG.read_text(encoding="utf-8").lstrip().startswith("<?xml")


def test_the_pngs_are_what_the_svg_renders_to() -> None:
    """An edited SVG whose PNGs were not rendered again fails here (scripts/render_icons.py renders them)."""
    p = subprocess.run([sys.executable, "scripts/render_icons.py", "--check"], cwd=ROOT, capture_output=True,
                       text=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("render_icons: 9 PNGs match")


def test_install_then_uninstall_from_the_command_line(tmp_path: Path, monkeypatch, capsys) -> None:
    data = tmp_path / "data"
    unrelated = data / "applications" / "someone-else.desktop"
    unrelated.parent.mkdir(parents=True)
    unrelated.write_text("[Desktop Entry]\n", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setattr(sys, "platform", "linux")

    code, out, err = run_cli(capsys, "--install-desktop-entry")
    assert (code, err) == (0, "") and out.count("\n") == 1
    assert out.startswith(f"Installed the desktop entry {data / 'applications' / 'minimax-studio.desktop'} ")
    theme = data / "icons" / "hicolor"
    want = {data / "applications" / "minimax-studio.desktop", theme / "scalable" / "apps" / "minimax-studio.svg"}
    want |= {theme / f"{s}x{s}" / "apps" / "minimax-studio.png" for s in icons.PNG_SIZES}
    assert installed_files(data) == want | {unrelated}
    for size in icons.PNG_SIZES:
        assert png_size(theme / f"{size}x{size}" / "apps" / "minimax-studio.png") == (size, size)
    assert (theme / "scalable" / "apps" / "minimax-studio.svg").read_bytes() == icons.SVG.read_bytes()

    keys = read_entry(data / "applications" / "minimax-studio.desktop")
    assert keys["Type"] == "Application" and keys["Name"] == "Minimax Studio"
    assert keys["Icon"] == "minimax-studio" and keys["Terminal"] == "false"
    assert keys["Categories"].endswith(";") and "Education" in keys["Categories"].split(";")
    program = keys["Exec"].split()[0]  # this test's interpreter, or the command installed beside it
    assert Path(program).is_absolute() and os.access(program, os.X_OK)

    assert run_cli(capsys, "--install-desktop-entry")[0] == 0  # twice: the same files, replaced
    assert installed_files(data) == want | {unrelated}

    code, out, err = run_cli(capsys, "--uninstall-desktop-entry")
    assert (code, out, err) == (0, "Removed the desktop entry and its icons (11 files).\n", "")
    assert installed_files(data) == {unrelated}
    assert run_cli(capsys, "--uninstall-desktop-entry")[1] == "There was no desktop entry of Minimax Studio to remove.\n"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-validate is not installed")
def test_the_entry_passes_desktop_file_validate(tmp_path: Path) -> None:
    files = entry.install(environ={"XDG_DATA_HOME": str(tmp_path)}, platform="linux",
                                  argv=["/opt/Minimax Studio/minimax-studio"])
    p = subprocess.run(["desktop-file-validate", str(files[0])], capture_output=True, text=True, timeout=60)
    assert (p.returncode, p.stdout, p.stderr) == (0, "", ""), p.stdout + p.stderr  # not even a hint


@pytest.mark.parametrize("platform", ["darwin", "win32", "cygwin"])
def test_other_systems_are_refused_in_one_line(platform: str, tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", platform)
    for flag in ("--install-desktop-entry", "--uninstall-desktop-entry"):
        code, out, err = run_cli(capsys, flag)
        assert (code, out) == (2, "") and err.count("\n") == 1
        assert err.startswith("error: a desktop entry is for Linux desktops") and repr(platform) in err
    assert list(tmp_path.iterdir()) == []


def test_an_unwritable_place_is_one_line(tmp_path: Path, monkeypatch, capsys) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "share"))
    monkeypatch.setattr(sys, "platform", "linux")
    code, out, err = run_cli(capsys, "--install-desktop-entry")
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert err.startswith(f"error: cannot write the desktop entry under {blocker / 'share'}: ")


def test_extra_arguments_are_refused(capsys) -> None:
    code, out, err = run_cli(capsys, "--install-desktop-entry", "now")
    assert (code, out, err) == (2, "", "error: --install-desktop-entry takes no other arguments (got 'now')\n")


def test_the_data_folder_follows_the_xdg_rules(tmp_path: Path) -> None:
    assert entry.data_home({"XDG_DATA_HOME": str(tmp_path), "HOME": "/h"}) == tmp_path
    for ignored in ("", "relative/share"):  # the specification: a relative path is ignored
        assert entry.data_home({"XDG_DATA_HOME": ignored, "HOME": "/h"}) == Path("/h/.local/share")
    assert entry.data_home({"HOME": "/h"}) == Path("/h/.local/share")


@pytest.mark.parametrize(("argv", "value"), [
    (["/usr/bin/minimax-studio"], "/usr/bin/minimax-studio"),
    (["/home/a b/.venv/bin/python", "/home/a b/main.py"], '"/home/a b/.venv/bin/python" "/home/a b/main.py"'),
    (["/opt/100%/run"], "/opt/100%%/run"),  # a lone % would start a field code
    (['/x/$HOME"q'], '"/x/\\\\$HOME\\\\"q"'),  # escaped inside the quotes, then the backslashes once more
])
def test_exec_quotes_as_the_specification_asks(argv: list[str], value: str) -> None:
    assert entry.exec_value(argv) == value
    assert f"Exec={value}\n" in entry.desktop_file_text(argv)


def test_refusal_is_an_input_error_before_anything_is_written(tmp_path: Path) -> None:
    with pytest.raises(InputError):
        entry.install(environ={"XDG_DATA_HOME": str(tmp_path)}, platform="darwin")
    assert list(tmp_path.iterdir()) == []


# -- issue 33: files that are not ours --------------------------------------------------------------------
def _places(base: Path) -> list[Path]:
    return [where for where, _ in entry.entry_files(base)]


@pytest.mark.parametrize("which", [0, 1, 2])  # the .desktop file, the SVG icon, a PNG icon
def test_a_link_at_an_entry_path_is_replaced_and_its_target_untouched(tmp_path: Path, which: int) -> None:
    base = tmp_path / "share"
    place = _places(base)[which]
    place.parent.mkdir(parents=True)
    foreign = tmp_path / "notes.txt"
    foreign.write_text("mine, not the installer's\n")
    place.symlink_to(foreign)
    entry.install(environ={"XDG_DATA_HOME": str(base)}, platform="linux", argv=["minimax-studio"])
    assert foreign.read_text() == "mine, not the installer's\n"
    assert place.is_file() and not place.is_symlink()


@pytest.mark.parametrize("which", [0, 1])
def test_a_fifo_at_an_entry_path_is_refused_at_once_and_nothing_is_written(tmp_path: Path, which: int,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    base = tmp_path / "share"
    place = _places(base)[which]
    place.parent.mkdir(parents=True)
    os.mkfifo(place)
    with fifo_watchdog(str(place)):
        with pytest.raises(InputError, match="not a regular file"):
            entry.install(environ={"XDG_DATA_HOME": str(base)}, platform="linux", argv=["minimax-studio"])
    assert [p for p in _places(base) if p.exists() and p != place] == []
    assert stat.S_ISFIFO(os.lstat(place).st_mode)


def test_uninstall_leaves_a_link_someone_put_there(tmp_path: Path) -> None:
    base = tmp_path / "share"
    place = _places(base)[0]
    place.parent.mkdir(parents=True)
    foreign = tmp_path / "notes.txt"
    foreign.write_text("x")
    place.symlink_to(foreign)
    entry.uninstall(environ={"XDG_DATA_HOME": str(base)}, platform="linux")
    assert place.is_symlink() and foreign.read_text() == "x"
