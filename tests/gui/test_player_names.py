"""The players' names and the chance outcomes the engine writes ("red", "first", "roll 3 (1/6)") reach Qt's
translation wherever the window shows them: the status line, the settings tabs, the move list, the Search
tree. A translator that marks every word (« ») stands in for a language; the shipped German file says
"Rot" and "Wurf". The command line's English is the engine's, unchanged (``str`` of the outcome's phrase is
``format_outcome``'s text byte for byte)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionToolButton, QToolBar

from engine.game import probability_phrase
from engine.games import GAMES
from engine.games.einstein import EinStein
from engine.games.tictactoe import TicTacToe
from engine.i18n import Phrase
from gui.app.display_options import DisplayOptions
from gui.board.die import DieWidget
from gui.i18n import HERE, outcome_text, player_name, spoken
from gui.search_tree.model import COL_MOVE

from .test_tree_and_lab_words import Marking, marking

__all__ = ["marking"]  # (the marking translator, as this module's fixture)


@pytest.fixture(autouse=True)
def _no_tumble(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DieWidget, "animate", False)


def dice_window(make_window):  # type: ignore[no-untyped-def]
    """EinStein, red human vs blue computer (expectiminimax, depth 2), the same rolls on every run."""
    w = make_window(DisplayOptions(move_delay_ms=0))
    w.new_game("einstein")
    w.set_player_kinds("human", "computer")
    w.settings_panel.sides[1].depth.setValue(2)
    w.session.dice_seed = 2026
    return w


def play_a_turn(w, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Red rolls and moves; the computer (blue) rolls, searches and moves."""
    w.roll()
    state = w.session.state
    move = w.game.moves_from(state, state[0][w.session.last_move - 1])[0]
    with qtbot.waitSignal(w.computerMoved, timeout=20000):
        w.play(move)


def outcome_labels(w) -> list[str]:  # type: ignore[no-untyped-def]
    """The Move column under the Search tree's first chance node (the computer's first move's rolls)."""
    model = w.tree_widget.model
    first = model.index(0, 0, model.index(0, 0))
    while model.canFetchMore(first):  # (the rows come as the view asks for them)
        model.fetchMore(first)
    return [model.data(model.index(r, COL_MOVE, first)) for r in range(model.rowCount(first))]


def test_every_games_side_names_go_through_translation(marking: Marking) -> None:
    for info in GAMES.values():
        game = info.factory()
        for side in (0, 1):
            assert player_name(game, side) == f"«{game.player_name(side)}»"
    assert "Player" in marking.contexts


def test_a_games_outcome_goes_through_translation_and_a_plugins_own_words_stay(marking: Marking) -> None:
    assert outcome_text(EinStein(), 3, 1 / 6) == "«roll 3 (1/6)»"  # the template translated, then filled in
    assert outcome_text(EinStein(), 5) == "«roll 5»"
    assert outcome_text(TicTacToe(), 4, 0.5) == "«4  (p 0.5)»"

    class Coin(EinStein):  # a plugin that wrote its outcomes before phrases existed
        def format_outcome(self, move: int, probability: float | None = None) -> str:
            return f"face {move}"

    assert outcome_text(Coin(), 3, 1 / 6) == "face 3"


def test_without_a_translation_the_words_are_the_engines() -> None:
    game = EinStein()
    assert [player_name(game, p) for p in (0, 1, -1)] == ["red", "blue", "chance"]
    assert [player_name(TicTacToe(), p) for p in (0, 1)] == ["X", "O"]
    assert outcome_text(game, 3, 1 / 6) == game.format_outcome(3, 1 / 6) == "roll 3 (1/6)"
    assert str(probability_phrase("heads", 0.5)) == spoken(probability_phrase("heads", 0.5)) == "heads  (p 0.5)"
    assert str(probability_phrase("heads", None)) == "heads"


def test_the_einstein_window_says_names_and_rolls_through_translation(marking: Marking, make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = dice_window(make_window)
    play_a_turn(w, qtbot)
    assert "«red»" in w.status_line.turn_label.text()  # red to roll again
    tabs = w.settings_panel.tabs
    assert tabs.tabText(0).startswith("«red»") and tabs.tabText(1).startswith("«blue»")
    moves = [w.move_list.view.topLevelItem(i).text(1) for i in range(w.move_list.view.topLevelItemCount())]
    assert any("«red»" in m for m in moves) and any("«blue»" in m for m in moves)
    labels = outcome_labels(w)
    assert labels == [f"«roll {f} (1/6)»" for f in range(1, 7)]


def test_the_shipped_german_file_names_the_sides_and_the_rolls(language, make_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert language("de") is not None
    w = dice_window(make_window)  # (after the translation: the window says its words as it is built)
    play_a_turn(w, qtbot)
    turn = w.status_line.turn_label.text()
    assert turn.startswith("Rot ") and "red" not in turn.lower()
    tabs = w.settings_panel.tabs
    assert tabs.tabText(0).startswith("Rot") and tabs.tabText(1).startswith("Blau")
    assert outcome_labels(w) == [f"Wurf {f} (1/6)" for f in range(1, 7)]


def test_the_names_and_outcomes_are_in_the_translation_file() -> None:
    ts = ET.parse(HERE / "minimax_studio_de.ts").getroot()
    found = {(c.findtext("name"), m.findtext("source")) for c in ts.iter("context") for m in c.iter("message")}
    said = [EinStein().outcome_phrase(3, 1 / 6), EinStein().outcome_phrase(3), TicTacToe().outcome_phrase(4, 0.5)]
    assert {(p.context, p.template) for p in said} <= found
    names = {("Player", info.factory().player_name(p)) for info in GAMES.values() for p in (0, 1, -1)}
    assert names - {("Player", "X"), ("Player", "O")} <= found  # X and O are symbols: no translation
    assert isinstance(said[0], Phrase) and Path(HERE / "minimax_studio_de.qm").exists()


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("game", ["tictactoe", "einstein"])  # (EinStein shows Roll the die too)
def test_the_toolbar_fits_a_1280_pixel_window(language, make_window, qtbot, code: str, game: str) -> None:  # type: ignore[no-untyped-def]
    """Every command of the main toolbar is on the bar, none in its » menu, at 1280×800 in English and German."""
    if code == "de":
        assert language("de") is not None
    w = make_window(DisplayOptions(move_delay_ms=0))
    w.new_game(game)
    w.resize(1280, 800)
    qtbot.waitUntil(lambda: w.width() == 1280)
    bar = w.findChild(QToolBar, "mainToolbar")
    assert bar is not None and bar.isVisible()
    shown = [a for a in bar.actions() if not a.isSeparator() and a.isVisible()]
    assert len(shown) >= (11 if game == "einstein" else 10)  # (Roll the die only in a game with a die)
    qtbot.waitUntil(lambda: all(bar.widgetForAction(a).isVisible() for a in shown))
    assert bar.sizeHint().width() <= w.width()
    # the icon-only commands say what they do in their tooltip, and to a screen reader by their name
    for a in (w.commands.open_action, w.commands.save_action, w.commands.compare_action):
        button = bar.widgetForAction(a)
        drawn = QStyleOptionToolButton()
        button.initStyleOption(drawn)
        assert drawn.toolButtonStyle == Qt.ToolButtonStyle.ToolButtonIconOnly and not a.icon().isNull()
        assert a.toolTip() and button.text() == a.iconText()  # ("Open game": its accessible name)
