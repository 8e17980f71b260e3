"""The Tournament window takes an outside program as a player: our NBoard engine, typed in as a spec, plays."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from gui.tournament import TournamentWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tournament(qtbot) -> TournamentWindow:
    w = TournamentWindow(game="othello")
    qtbot.addWidget(w)
    w.show()
    yield w
    w.runner.shutdown()


def test_an_nboard_engine_typed_in_plays_a_round(qtbot, tournament: TournamentWindow) -> None:
    w = tournament
    w.game_combo.setCurrentIndex(w.game_combo.findData("othello"))
    w.player_list.clear()
    spec = f"nboard={shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'main.py'))} nboard,depth=1,name=outside"
    w.add_combo.setEditText(spec)
    w.add_from_combo()
    w.add_combo.setEditText("random")
    w.add_from_combo()
    assert w.specs() == [spec, "random"]
    w.games_spin.setValue(2)
    w.concurrency_spin.setValue(1)
    with qtbot.waitSignal(w.runner.finished, timeout=180_000) as done:
        w.start()
    assert done.args == [True]
    assert w.games.rowCount() == 2
    for row in range(2):
        record = w.games.record(row)
        assert record is not None and record["forfeit"] is None and record["plies"] > 50  # played to the end
