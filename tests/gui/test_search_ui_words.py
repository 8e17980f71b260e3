"""Small words of the window (issue 32, item 20): sentences start with a capital, the help names every
algorithm, the algorithm lists start with minimax and alpha-beta, the search-tree dock does not say its
title twice."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QToolButton, QWidget

from engine.games import game_info
from gui.app.players import algorithms_for
from gui.window.main_window import MainWindow

HELP = Path(__file__).resolve().parents[2] / "gui" / "help"


def test_nims_turn_starts_with_a_capital(window: MainWindow) -> None:
    window.new_game("nim")
    assert window.board.caption[:1].isupper(), window.board.caption
    assert window.status_line.turn_label.text()[:1].isupper()


def test_the_help_names_every_algorithm_each_side_may_use() -> None:
    for page, names in (("using.html", ("minimax", "alpha-beta", "expectiminimax", "SSS*", "DUAL*", "MTD(f)",
                                         "Monte Carlo tree search")),
                        ("using.de.html", ("Minimax", "Alpha-Beta", "Expectiminimax", "SSS*", "DUAL*", "MTD(f)",
                                            "Monte-Carlo-Baumsuche"))):
        text = (HELP / page).read_text(encoding="utf-8")
        side = next(line for line in text.split("<li>") if "Human" in line or "Mensch" in line)
        assert all(name in side for name in names), (page, side)


def test_minimax_and_alpha_beta_come_first_in_every_list_of_algorithms(window: MainWindow) -> None:
    from gui.explorer.explorer import ALGORITHMS

    assert algorithms_for(game_info("connect4"))[:2] == ("minimax", "alphabeta")
    assert ALGORITHMS[:2] == ("minimax", "alphabeta")
    window.new_game("connect4")
    combo = window.settings_panel.sides[0].algorithm
    assert [combo.itemData(i) for i in range(2)] == ["minimax", "alphabeta"]
    # the settings keep the algorithm's id, not its place in the list: a saved choice survives the new order
    from gui.app.players import SearchSettings

    assert SearchSettings("mtdf").to_dict()["algorithm"] == "mtdf"


def test_the_empty_search_tree_does_not_repeat_its_docks_title(window: MainWindow) -> None:
    tree = window.tree_widget
    assert tree.record() is None and window.tree_dock.windowTitle() == "Search tree"
    assert not tree.caption.isVisibleTo(tree)  # the dock's title says it; the hint below says the rest


def test_mtdf_pass_labels_are_whole_at_1280x800(qtbot, make_window) -> None:
    """Each MTD(f) pass reads "pass 1: value ≥ 0? no: ≤ −1" whole in the Move column (it was cut to
    "pass 1: value ≥ 0? no: …"); the columns after it scroll sideways instead."""
    from PySide6.QtGui import QFontMetrics

    from gui.app.players import PlayerConfig, SearchSettings
    from gui.search_tree.model import COL_MOVE

    window = make_window()
    window.resize(1280, 800)
    window.new_game("connect4")
    human = PlayerConfig("human", SearchSettings("mtdf", 4, "windows", {}, record=True))
    window.settings_panel.set_players((human, human))
    window.settings_panel.playersChanged.emit()
    for m in (4, 4, 3):
        assert window.play(m)
    with qtbot.waitSignal(window.controller.analysisReady, timeout=60_000):
        window.analyse()
    tree = window.tree_widget
    view, model = tree.view, tree.model
    root = model.index(0, 0)
    bold = view.font()
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    rows = model.rowCount(root)
    assert rows >= 2
    for r in range(rows):
        index = model.index(r, COL_MOVE, root)
        label = model.data(index)
        assert label.startswith("pass ")
        room = view.visualRect(index).width()
        assert metrics.horizontalAdvance(label) + 8 <= room, (label, room)


def test_the_first_screen_points_to_learn_until_dismissed(qtbot, make_window, settings_file) -> None:
    """A newcomer sees one line pointing to Help ▸ Learn above the board; closed, it stays closed."""
    window = make_window()
    note = window.findChild(QWidget, "welcomeNote")
    assert note is not None and note.isVisible()
    text = note.findChild(QLabel, "welcomeText").text()
    assert "Help ▸ Learn" in text
    qtbot.mouseClick(note.findChild(QToolButton, "welcomeClose"), Qt.MouseButton.LeftButton)
    assert not note.isVisible()
    again = make_window()  # the next launch, on the same settings
    assert not again.findChild(QWidget, "welcomeNote").isVisible()
