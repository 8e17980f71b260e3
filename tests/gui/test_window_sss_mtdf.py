"""SSS* and MTD(f) chosen in Settings ▸ Algorithm: the computer plays with them, the statistics say so."""

from __future__ import annotations

import pytest

from engine.games import game_info
from engine.results import WindowPasses
from gui.app.enhancement_settings import EnhancementSettings
from gui.app.players import PlayerConfig, SearchSettings
from gui.window.main_window import MainWindow

from .test_board import click

C4 = game_info("connect4")


def computer(algorithm: str, enh: EnhancementSettings, depth: int = 4) -> PlayerConfig:
    ev = C4.evaluations["windows"]()
    return PlayerConfig("computer", SearchSettings(algorithm, depth, "windows", dict(ev.weights), enhancements=enh))


@pytest.mark.parametrize("algorithm, enh", [
    ("sss", EnhancementSettings()),
    ("mtdf", EnhancementSettings(iterative=True, tt=True, tt_mb=4, ordering=("pv", "tt"))),
])
def test_the_computer_plays_with_sss_and_mtdf(qtbot, window: MainWindow, algorithm, enh) -> None:
    window.new_game("connect4")
    window.settings_panel.set_players((PlayerConfig("human", SearchSettings.defaults(C4)), computer(algorithm, enh)))
    window.settings_panel.playersChanged.emit()
    with qtbot.waitSignal(window.computerMoved, timeout=60_000):
        click(qtbot, window.board, 4)
    result = window.session.entries[-1].result
    assert result is not None and result.algorithm == algorithm and result.best_move is not None
    assert window.session.entries[-1].move == result.best_move
    assert window.session.entries[-1].caption.startswith("SSS*" if algorithm == "sss" else "MTD(f)")
    if algorithm == "mtdf":
        assert result.extra(WindowPasses).passes and {p.depth for p in result.extra(WindowPasses).passes} == {1, 2, 3, 4}


def test_sss_greys_out_every_speed_up(qtbot, window: MainWindow) -> None:
    enh = EnhancementSettings(iterative=True, tt=True, ordering=("tt",), pvs=True)
    assert EnhancementSettings.applicable("tt", "connect4", "sss")
    assert EnhancementSettings.applicable("tt", "connect4", "mtdf") == ""
    settings = computer("sss", enh).search
    settings.options(C4).validate(C4.factory())  # dropped, not passed on to be refused
