"""The panels, boards and the Tournament window ask Qt for every word they show: under a translator that
marks each text it is asked for, every visible text comes out marked, except the engine's own words (game
titles, evaluation names and their help, agent specs), which the command line shares and which stay English.
Also: a count's words keep the English plural and the app's thousands separators."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QLabel,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from engine.games import GAMES, GameInfo, game_info
from engine.search import search
from gui.app.format import fmt_seconds
from gui.app.players import PlayerConfig, SearchSettings, default_players
from gui.board import board_for, playable_games
from gui.i18n import counted
from gui.panels.eval_graph import EvalGraph
from gui.panels.move_list import MoveListWidget
from gui.panels.settings_panel import SettingsPanel
from gui.panels.stats_panel import StatsPanel
from gui.tournament import TournamentWindow
from gui.tournament.window import READY_MADE

MARK = "⟦"


class MarkingTranslator(QTranslator):
    """Every text Qt is asked to translate comes back as ⟦text⟧: a word shown without the mark never
    went through translation."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"{MARK}{source}⟧"

    def isEmpty(self) -> bool:  # (Qt's name)
        return False


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    translator = MarkingTranslator()
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def engine_words(info: GameInfo) -> set[str]:
    """Texts that come from the engine as they are (no translation by design)."""
    words = {g.title for g in GAMES.values()} | set(READY_MADE)
    for name, evaluation in info.evaluations.items():
        words |= {name, evaluation.description, *(p.name for p in evaluation.params)}
    return words


def shown_texts(widget: QWidget) -> list[tuple[str, str]]:
    """(widget class, text) for every word-bearing text of ``widget`` and its children."""
    out = []
    for w in [widget, *widget.findChildren(QWidget)]:
        texts = [w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.windowTitle()]
        if isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        if isinstance(w, QGroupBox):
            texts.append(w.title())
        if isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QSpinBox | QDoubleSpinBox):
            texts += [w.prefix(), w.suffix(), w.specialValueText()]
        if isinstance(w, QTabWidget):
            texts += [w.tabText(i) for i in range(w.count())]
        out += [(type(w).__name__, t) for t in texts if any(c.isalpha() for c in t)]
    return out


def unmarked(widget: QWidget, info: GameInfo, *given: str) -> list[tuple[str, str]]:
    """The texts shown without passing through translation; ``given``: texts the caller handed in."""
    allowed = engine_words(info) | set(given)
    return sorted({(kind, t) for kind, t in shown_texts(widget) if MARK not in t and t not in allowed})


@pytest.mark.parametrize("info", playable_games(), ids=lambda i: i.name)
def test_the_settings_panel_shows_only_translated_words(qtbot, marked, info: GameInfo) -> None:
    panel = SettingsPanel(info)
    qtbot.addWidget(panel)
    panel.set_players(default_players(info))
    assert shown_texts(panel), "the scan found no text at all"
    assert unmarked(panel, info) == []


def test_the_statistics_panel_after_a_search_shows_only_translated_words(qtbot, marked) -> None:
    info = game_info("tictactoe")
    game = info.factory()
    options = PlayerConfig("computer", SearchSettings("alphabeta", 3, "openlines", record=False)).search.options(info)
    result = search(game, game.initial_state(), options)
    panel = StatsPanel()
    qtbot.addWidget(panel)
    title = "Alpha-beta, depth 3"  # (the window's words: the panel shows them as given)
    panel.start(title)
    assert panel.title.text().startswith(MARK)
    panel.show_result(result, title)
    assert panel.values["nodes"].text() != "—"
    # the value scale's formula is the engine's ("win = +100, loss = −100"); its explanation is a tooltip
    assert unmarked(panel, info, title, result.scale.split(" (")[0]) == []


def test_the_tournament_window_shows_only_translated_words(qtbot, marked) -> None:
    window = TournamentWindow(game="tictactoe")
    qtbot.addWidget(window)
    try:
        assert unmarked(window, game_info("tictactoe")) == []
    finally:
        window.runner.shutdown()


@pytest.mark.parametrize("info", playable_games(), ids=lambda i: i.name)
def test_boards_graph_and_move_list_name_themselves_through_translation(qtbot, marked, info: GameInfo) -> None:
    board = board_for(info.factory())
    graph, moves = EvalGraph(), MoveListWidget()
    for w in (board, graph, moves):
        qtbot.addWidget(w)
    assert board.accessibleName().startswith(MARK)
    assert graph.accessibleName().startswith(MARK) and graph.accessibleDescription().startswith(MARK)
    header = moves.view.headerItem()
    assert all(header.text(col).startswith(MARK) for col in range(1, 4))


def test_a_count_keeps_the_english_plural_and_the_thousands_separators() -> None:
    # (no translator: Qt hands the English source back, with %n written as bare digits)
    assert counted("1 node(s)", 1) == "1 node"
    assert counted("2 node(s)", 2) == "2 nodes"
    assert counted("Stopped after 12345 playout(s).", 12345) == "Stopped after 12,345 playouts."
    assert fmt_seconds(0.25) == "250 ms" and fmt_seconds(2.5) == "2.50 s"


def test_the_tournament_window_s_class_contest_mode_shows_only_translated_words(qtbot, marked) -> None:
    window = TournamentWindow(game="tictactoe")
    qtbot.addWidget(window)
    try:
        window.mode_combo.setCurrentIndex(window.mode_combo.findData("contest"))
        assert window.sandbox_label.text().startswith(MARK)
        assert unmarked(window, game_info("tictactoe")) == []
    finally:
        window.runner.shutdown()
