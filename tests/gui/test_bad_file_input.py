"""Bad input through the real file dialogs (issue 32): a corrupt file, a file replaced or removed while the
dialog is open, a folder, a file that cannot be read, a folder gone before saving. Each gets a message in
the window, or is refused by the dialog itself, and the game stays as it was."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from gui.learn.panel import LearnPanel
from gui.window.main_window import MainWindow

from .test_walk_menus import BOXES_ANSWERED, Walker, _qt_dialogs, in_tmp  # noqa: F401  (fixtures: Qt's dialogs, in tmp_path)
from .window_states import enter_state


def game_in_play(window: MainWindow) -> tuple[str, list[int]]:
    return window.session.info.name, list(window.session.moves)


@pytest.fixture
def played(qtbot, make_window, tmp_path: Path) -> MainWindow:
    """Tic-tac-toe with three moves played, and a good saved Connect Four game beside the test's files."""
    window = make_window()
    window.new_game("connect4")
    window.set_player_kinds("human", "human")
    assert window.play(3)
    assert window.files.save_game_to(str(tmp_path / "good.mmgame.json"))
    window.new_game("tictactoe")
    window.set_player_kinds("human", "human")
    for move in (5, 1, 9):
        assert window.play(move)
    return window


def open_through_dialog(qtbot, window: MainWindow, answer) -> Walker:
    walker = Walker(qtbot, window, answer)
    walker.run("File ▸ Open game", window.commands.open_action.trigger)
    return walker


def test_a_corrupt_game_file_is_refused_with_a_message(qtbot, played: MainWindow, tmp_path: Path) -> None:
    before = game_in_play(played)
    (tmp_path / "broken.mmgame.json").write_text('{"game": "tictactoe", "moves": [1, 2', encoding="utf-8")
    open_through_dialog(qtbot, played, lambda d: str(tmp_path / "broken.mmgame.json"))
    assert "Could not open the game" in played.dialogs.last_message
    assert game_in_play(played) == before


def test_a_file_replaced_while_the_dialog_is_open_is_refused(qtbot, played: MainWindow, tmp_path: Path) -> None:
    before = game_in_play(played)
    good = tmp_path / "good.mmgame.json"

    def replace_then_choose(dialog: QFileDialog) -> str:
        good.write_bytes(b"\x00\xff not a game any more")  # another program overwrote it meanwhile
        return str(good)

    open_through_dialog(qtbot, played, replace_then_choose)
    assert "Could not open the game" in played.dialogs.last_message
    assert game_in_play(played) == before


def test_a_file_removed_while_the_dialog_is_open_leaves_the_game(qtbot, played: MainWindow, tmp_path: Path) -> None:
    before = game_in_play(played)
    good = tmp_path / "good.mmgame.json"

    def remove_then_choose(dialog: QFileDialog) -> str:
        good.unlink()
        return str(good)

    BOXES_ANSWERED.clear()

    open_through_dialog(qtbot, played, remove_then_choose)
    # Qt's dialog says the file is not there (its own box, answered), or the window says it cannot open it
    refused = bool(BOXES_ANSWERED)
    assert refused or "Could not open the game" in played.dialogs.last_message
    assert game_in_play(played) == before


def test_a_folder_named_like_a_game_is_not_opened(qtbot, played: MainWindow, tmp_path: Path) -> None:
    before = game_in_play(played)
    (tmp_path / "folder.mmgame.json").mkdir()
    open_through_dialog(qtbot, played, lambda d: str(tmp_path / "folder.mmgame.json"))
    assert game_in_play(played) == before


UNPRIVILEGED_ID = 65534
"""The user and group "nobody": who runs the no-permission case when the tests run as root."""
ROOT = Path(__file__).resolve().parents[2]


def as_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


@pytest.mark.skipif(as_root(), reason="root reads every file: run as an unprivileged user by the test below")
def test_a_file_that_cannot_be_read_is_refused_with_a_message(qtbot, played: MainWindow, tmp_path: Path) -> None:
    before = game_in_play(played)
    good = tmp_path / "good.mmgame.json"
    good.chmod(0)
    try:
        open_through_dialog(qtbot, played, lambda d: str(good))
    finally:
        good.chmod(0o600)
    assert "Could not open the game" in played.dialogs.last_message
    assert game_in_play(played) == before


@pytest.mark.skipif(not as_root() or shutil.which("setpriv") is None,
                    reason="not root (the case above runs itself), or no setpriv to drop root's rights")
def test_a_file_that_cannot_be_read_is_refused_when_run_by_an_unprivileged_user(tmp_path: Path) -> None:
    """As root no file is unreadable: the case above runs in a process of its own as "nobody", through the
    same File ▸ Open dialog (offscreen: an X server's authority file is root's), and must pass there."""
    home = tmp_path / "home"
    home.mkdir()
    os.chown(home, UNPRIVILEGED_ID, UNPRIVILEGED_ID)
    case = "tests/gui/test_bad_file_input.py::test_a_file_that_cannot_be_read_is_refused_with_a_message"
    env = {**os.environ, "HOME": str(home), "QT_QPA_PLATFORM": "offscreen", "TMPDIR": str(home)}
    env.pop("XAUTHORITY", None)
    run = subprocess.run(["setpriv", f"--reuid={UNPRIVILEGED_ID}", f"--regid={UNPRIVILEGED_ID}", "--clear-groups",
                          sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", case],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    said = run.stdout + run.stderr
    assert run.returncode == 0, said
    assert "1 passed" in said and "skipped" not in said, said  # it ran (not skipped), as nobody, and passed


def test_saving_into_a_folder_removed_meanwhile_says_so(qtbot, played: MainWindow, tmp_path: Path) -> None:
    """The folder chosen in the dialog is gone when the game is written (another program removed it)."""
    before = game_in_play(played)
    folder = tmp_path / "games"
    folder.mkdir()
    save_to = played.files.save_game_to

    def folder_gone_then_save(path: str) -> bool:
        shutil.rmtree(folder)
        return save_to(path)

    played.files.save_game_to = folder_gone_then_save  # type: ignore[method-assign]
    Walker(qtbot, played, lambda d: str(folder / "mine.mmgame.json")).run(
        "File ▸ Save game", played.commands.save_action.trigger)
    assert "cannot write" in played.dialogs.last_message
    assert game_in_play(played) == before


def test_a_learn_report_into_a_folder_that_is_gone_is_said_in_the_panel(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window()
    enter_state(qtbot, window, "Learn")
    panel = window.findChild(LearnPanel)
    assert panel is not None
    gone = tmp_path / "gone"
    gone.mkdir()
    export = panel.progress_actions.export_report

    def folder_gone_then_export(path: str) -> bool:
        shutil.rmtree(gone)
        return export(path)

    panel.progress_actions.export_report = folder_gone_then_export  # type: ignore[method-assign]
    Walker(qtbot, window, lambda d: str(gone / "report.txt")).run("Learn ▸ Export report", panel.report_button.click)
    assert "Cannot write the report" in panel.feedback.text()
