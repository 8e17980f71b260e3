"""The window offers every registered algorithm because it asks the registry: Negascout / PVS, added by its
module and one registration (engine/search/pvs.py) without touching gui/, is in the settings, Compare, the
tournament specs the window writes, and the German window."""

from __future__ import annotations

import pytest

from engine.games import game_info
from engine.match.agents import parse_spec
from gui.app.players import PlayerConfig, SearchSettings
from gui.tournament.specs import spec_from_settings
from gui.window.main_window import MainWindow

from .test_main_window import set_players

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

TTT = game_info("tictactoe")


def combo_items(window: MainWindow, side: int = 0) -> dict[str, str]:
    combo = window.settings_panel.sides[side].algorithm
    return {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}


def test_the_settings_combo_offers_pvs_after_alpha_beta(window: MainWindow) -> None:
    items = combo_items(window)
    assert items["pvs"] == "Negascout / PVS"
    keys = list(items)
    assert keys.index("pvs") == keys.index("alphabeta") + 1
    window.new_game("einstein")  # a game with dice: alpha-beta's family has no rule for chance nodes
    assert "pvs" not in combo_items(window)


def test_a_pvs_computer_plays_and_its_settings_become_a_tournament_spec(qtbot, window: MainWindow) -> None:
    pvs = SearchSettings("pvs", 4, "openlines")
    set_players(window, PlayerConfig("human", SearchSettings.defaults(TTT)), PlayerConfig("computer", pvs))
    assert window.settings_panel.sides[1].algorithm.currentData() == "pvs"
    with qtbot.waitSignal(window.computerMoved, timeout=10_000):
        assert window.play(5)
    spec = spec_from_settings(pvs, TTT)
    assert spec.startswith("pvs:4,") and parse_spec(spec, TTT).searches


def test_compare_algorithms_runs_pvs_with_alpha_beta_s_value(window: MainWindow, compared_after_x_wins) -> None:
    dialog, results, labels = compared_after_x_wins
    assert "Negascout / PVS" in labels
    pvs = results[labels.index("Negascout / PVS")]
    reference = results[0]
    assert pvs is not None and reference is not None and pvs.value == reference.value
    dialog.reject()


def test_the_german_window_names_pvs(make_window, language) -> None:
    assert language("de") is not None
    items = combo_items(make_window())
    assert items["pvs"] == "Negascout / PVS (Hauptvariantensuche)"
    assert items["alphabeta"] == "Alpha-Beta"
