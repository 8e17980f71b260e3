"""The Tournament window's Class contest mode: a folder's files as sandboxed contestants, the leaderboard
filled live, the same standings as ``contest`` on the command line, and a folder without enough files
refused with a message."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gui.tournament import TournamentWindow
from tests.cli_helpers import run_captured

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the contest sandbox needs a POSIX system")

CENTRE = '''GAME = "tictactoe"
NAME = "Centre"
def evaluate(position, player, weights):
    c = position.board[1][1]
    return 0 if c == "." else (1 if c == player else -1)
'''
FIRST = '''def choose(position):
    return position.legal_moves()[0]
'''
WRITER = '''GAME = "tictactoe"
def evaluate(position, player, weights):
    open("/tmp/contest-window-test.txt", "w").write("x")
    return 0
'''


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name, text in (("centre.py", CENTRE), ("first.py", FIRST), ("writer.py", WRITER)):
        (tmp_path / name).write_text(text)
    return tmp_path


@pytest.fixture
def contest(qtbot) -> TournamentWindow:
    w = TournamentWindow(game="tictactoe")
    qtbot.addWidget(w)
    w.show()
    yield w
    w.runner.shutdown()


def test_the_contest_mode_shows_the_same_standings_as_the_command_line(qtbot, qtmodeltester, contest, folder) -> None:
    w = contest
    assert w.set_contest_folder(str(folder))
    assert w.contest_mode() and not w.player_list.isVisible() and w.contest_list.count() == 3
    assert w.sandbox_label.text().startswith("Sandbox: ")
    w.depth_spin.setValue(2)
    w.games_spin.setValue(2)
    w.concurrency_spin.setValue(2)
    w.openings_combo.setCurrentIndex(w.openings_combo.findData("start"))
    with qtbot.waitSignal(w.runner.finished, timeout=180_000) as done:
        w.start()
    assert done.args == [True]
    assert w.progress.value() == w.progress.maximum() == 6
    qtmodeltester.check(w.leaderboard)
    rows = w.leaderboard.rows()
    writer = next(r for r in rows if r["name"] == "writer")
    assert writer["forfeits"] == 4 and "tried to write /tmp/contest-window-test.txt" in writer["reasons"][0]["reason"]
    code, out, err = run_captured("contest", str(folder), "--game", "tictactoe", "--depth", "2", "--games", "2",
                                  "--concurrency", "2", "--json")
    assert code == 0, err
    cli = json.loads(out)["standings"]
    assert [(r["name"], r["points"], r["forfeits"]) for r in rows] == [
        (r["name"], r["points"], r["forfeits"]) for r in cli]
    assert w.leaderboard.data(w.leaderboard.index(0, 1)) == cli[0]["name"]
    page = folder.parent / "board.html"
    assert w.results.save_leaderboard(str(page))
    assert "tried to write" in page.read_text(encoding="utf-8")


def test_a_folder_without_two_contestants_is_refused_and_nothing_changes(qtbot, contest, tmp_path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    (tmp_path / "only.py").write_text(CENTRE)
    assert not contest.set_contest_folder(str(tmp_path))
    assert shown and "at least two contestants" in shown[0]
    assert not contest.contest_mode() and contest.contest_list.count() == 0
