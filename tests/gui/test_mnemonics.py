"""Every button, check box and labelled field of the app's other windows and dialogs has an underlined
letter of its own (its Alt+letter), in English and German: a keyboard user reaches each directly instead of
Tabbing through the window. The widgets are found by walking each window, so a new button is checked without
editing this test."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QBoxLayout,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QLineEdit,
    QSlider,
    QTabBar,
    QTabWidget,
    QToolButton,
    QWidget,
)

from gui.explorer.practice_panel import PracticePanel
from gui.tournament import TournamentWindow
from gui.window.main_window import MainWindow
from gui.window.suite_dialog import SuiteDialog

from .window_states import ambiguous, enter_state, open_dialog, window_keys

FIELDS = (QComboBox, QAbstractSpinBox, QLineEdit, QSlider)
"""The fields a label names (a label before one of them, in its row, is its label)."""
ESCAPE_BUTTONS = (QDialogButtonBox.StandardButton.Close, QDialogButtonBox.StandardButton.Cancel)


def _editor(game: str):
    def open_(qtbot, window: MainWindow) -> QWidget:
        window.new_game(game)  # (then Edit ▸ Set up position, as open_dialog does for tic-tac-toe's)
        window.commands.edit_position_action.trigger()
        qtbot.waitUntil(lambda: (e := window.positions.editor) is not None and e.isVisible(), timeout=20_000)
        editor = window.positions.editor
        assert editor is not None and window.session.info.name == game
        return editor
    return open_


def _state(state: str, part):
    def open_(qtbot, window: MainWindow) -> QWidget:
        enter_state(qtbot, window, state)
        return part(window)
    return open_


def _dialog(name: str):
    return lambda qtbot, window: open_dialog(qtbot, window, name)


def _tournament(window: MainWindow) -> QWidget:
    t = window.findChild(TournamentWindow)
    assert t is not None
    return t


WINDOWS = {
    "tournament": _state("tournament", _tournament),
    "class contest": _dialog("class contest"),
    "test suite": _dialog("test suite"),
    "tic-tac-toe editor": _editor("tictactoe"),
    "Othello editor": _editor("othello"),
    "Connect Four editor": _editor("connect4"),
    "EinStein editor": _editor("einstein"),
    "Nim's heap editor": _editor("nim"),
    "compare algorithms": _dialog("compare algorithms"),
    "evaluation lab": _state("evaluation lab", lambda w: w.eval_lab.dock),
    "tree explorer": _state("tree explorer", lambda w: w.explorer_mode.explorer),
    "tree explorer, practising and comparing": lambda qtbot, window: _explorer_busy(qtbot, window),
}


def _explorer_busy(qtbot, window: MainWindow) -> QWidget:
    """The explorer with what its buttons show: Practice mode's table and buttons, Compare all's panel."""
    enter_state(qtbot, window, "tree explorer")
    explorer = window.explorer_mode.explorer
    practice = explorer.findChild(PracticePanel)
    assert practice is not None
    explorer.compare_button.click()
    qtbot.waitUntil(explorer.compare_panel.isVisible, timeout=20_000)
    practice.check_box.click()
    qtbot.waitUntil(practice.check_button.isVisible)
    return explorer


NO_LETTER: dict[str, str] = {
    **dict.fromkeys(("startButton", "backButton", "forwardButton", "cutoffButton", "endButton", "playButton"),
                    "the explorer's steps: Home, Left, Right, C, End and Space on the drawing, named in their tooltips"),
    **dict.fromkeys(("zoomOutButton", "zoomInButton", "fitButton"), "the explorer's zoom: Ctrl+-, Ctrl++ and Ctrl+0"),
    **dict.fromkeys(("labFirstLabel", "labSecondLabel"),
                    "the lab's A and B before their two choices: one letter each, and Alt+A is German's View menu; "
                    "Tab from Compare reaches them"),
    "valuesToLabel": "the explorer's random values \"from … to …\": Tab from the first field reaches the second",
}
"""Object names of widgets that must not have a letter, and why (besides Qt's own, named qt_…: a table's
corner button, a dock's float and close buttons; and a dialog's standard Close or Cancel, which is Escape)."""


def _shown(w: QWidget, root: QWidget) -> bool:
    return w.isVisibleTo(root) and (w is root or root.isAncestorOf(w))


def _has_field(item: QLayoutItem) -> bool:
    """A form row's field: a field itself, or a row or column holding a field or a list (the Tournament
    window's Players: the list and its Add and Remove buttons)."""
    if isinstance(item.widget(), (*FIELDS, QAbstractItemView)):
        return True
    inner = item.layout()
    return inner is not None and any(_has_field(inner.itemAt(i)) for i in range(inner.count()))


def _field_labels(layout: QLayout) -> list[QLabel]:
    """The labels standing just before a field in ``layout`` (a form's labels, a row's label and field)."""
    found: list[QLabel] = []
    if isinstance(layout, QFormLayout):
        for row in range(layout.rowCount()):
            label = layout.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = layout.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if label and field and isinstance(label.widget(), QLabel) and _has_field(field):
                found.append(label.widget())
    elif isinstance(layout, QGridLayout):
        for i in range(layout.count()):
            w = layout.itemAt(i).widget()
            if isinstance(w, QLabel):
                row, col, _rs, cs = layout.getItemPosition(i)
                nxt = layout.itemAtPosition(row, col + cs)
                if nxt is not None and isinstance(nxt.widget(), FIELDS):
                    found.append(w)
    elif isinstance(layout, QBoxLayout):
        items = [layout.itemAt(i) for i in range(layout.count())]
        for a, b in itertools.pairwise(items):
            if isinstance(a.widget(), QLabel) and isinstance(b.widget(), FIELDS):
                found.append(a.widget())
    for i in range(layout.count()):
        child = layout.itemAt(i).layout()
        if child is not None:
            found.extend(_field_labels(child))
    return found


def without_letter(root: QWidget) -> list[str]:
    """Each visible button, check box and labelled field in ``root`` that no Alt+letter reaches."""
    problems: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not _shown(w, root) or w.objectName() in NO_LETTER or w.objectName().startswith("qt_"):
            continue
        if isinstance(w, QAbstractButton):
            if isinstance(w.parentWidget(), QTabBar) or (isinstance(w, QToolButton)
                                                          and not any(c.isalnum() for c in w.text())):
                continue  # (a tab bar's scroll arrows; a picture-only tool button, ✕, named by its tooltip)
            box = w.parentWidget()
            if isinstance(box, QDialogButtonBox) and box.standardButton(w) in ESCAPE_BUTTONS:
                continue
            if QKeySequence.mnemonic(w.text()).isEmpty():
                problems.append(f"{type(w).__name__} {w.text()!r} ({w.objectName()})")
        if isinstance(w, QLabel) and w.buddy() is not None and QKeySequence.mnemonic(w.text()).isEmpty():
            problems.append(f"label {w.text()!r} of a field, without a letter")
        if w.layout() is not None:
            for label in _field_labels(w.layout()):
                if _shown(label, root) and label.objectName() not in NO_LETTER and label.buddy() is None:
                    problems.append(f"label {label.text()!r}: no buddy (its field has no Alt+letter)")
    return sorted(set(problems))


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", list(WINDOWS))
def test_every_control_has_a_letter(qtbot, make_window, language, name: str, lang: str) -> None:
    if lang != "en":
        language(lang)
    window = make_window()
    root = WINDOWS[name](qtbot, window)
    QApplication.processEvents()
    assert len([w for w in root.findChildren(QAbstractButton) if _shown(w, root)]) >= 1
    problems = without_letter(root)
    for tabs in root.findChildren(QTabWidget):  # (and each page of its tabs: the lab's Plugins page...)
        for i in range(tabs.count()):
            if tabs.isVisibleTo(root) and tabs.isTabEnabled(i):
                tabs.setCurrentIndex(i)
                QApplication.processEvents()
                problems += without_letter(root)
    problems = sorted(set(problems))
    assert not problems, "\n".join(problems)
    clashes = ambiguous(window_keys(root.window()))  # (and each letter is the window's only one)
    assert not clashes, "\n".join(clashes)


def _alt(qtbot, root: QWidget, letter: str) -> None:
    """Alt+``letter`` pressed in ``root``'s window, as the keyboard does: the key goes to the focused widget
    and Qt's shortcut map finds the underlined letter."""
    top = root.window()
    top.activateWindow()
    qtbot.waitUntil(top.isActiveWindow)
    target = QApplication.focusWidget() or top
    qtbot.keyClick(target, getattr(Qt.Key, f"Key_{letter}"), Qt.KeyboardModifier.AltModifier)
    QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_alt_letters_press_the_buttons(qtbot, make_window, language, lang: str) -> None:
    """Alt+letter really presses: the suite's Win/draw/loss box, the tournament's Add (one player more), its
    Mode's letter takes the keyboard to the mode, the explorer's Practice mode; in each language's letters."""
    if lang != "en":
        language(lang)
    letters = {"en": {"wld": "W", "add": "A", "mode": "M", "practice": "C"},
               "de": {"wld": "N", "add": "G", "mode": "M", "practice": "N"}}[lang]
    window = make_window()
    suite = open_dialog(qtbot, window, "test suite")
    assert isinstance(suite, SuiteDialog)
    before = suite.wld_box.isChecked()
    _alt(qtbot, suite, letters["wld"])
    qtbot.waitUntil(lambda: suite.wld_box.isChecked() is not before)  # (a letter's click is animated: 100 ms)
    suite.close()

    tournament = _tournament_opened(qtbot, window)
    players = tournament.player_list.count()
    _alt(qtbot, tournament, letters["add"])
    qtbot.waitUntil(lambda: tournament.player_list.count() == players + 1)
    _alt(qtbot, tournament, letters["mode"])
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tournament.mode_combo)
    tournament.close()

    window.activateWindow()
    enter_state(qtbot, window, "tree explorer")
    practice = window.explorer_mode.explorer.findChild(PracticePanel)
    assert practice is not None and not practice.check_box.isChecked()
    _alt(qtbot, window, letters["practice"])
    qtbot.waitUntil(practice.check_box.isChecked)


def _tournament_opened(qtbot, window: MainWindow) -> TournamentWindow:
    enter_state(qtbot, window, "tournament")
    return _tournament(window)


def _key(qtbot, root: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    top = root.window()
    top.activateWindow()
    qtbot.waitUntil(top.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or top, key, modifier)


def test_standard_keys_run_and_stop(qtbot, make_window) -> None:
    """Each window's own keys: F5 runs the suite, searches again in Compare algorithms and starts the
    tournament, Esc stops the tournament; Enter plays from the edited position (its default button)."""
    window = make_window()
    suite = open_dialog(qtbot, window, "test suite")
    assert isinstance(suite, SuiteDialog)
    _key(qtbot, suite, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: suite.running)
    suite.stop_button.click()
    qtbot.waitUntil(lambda: not suite.running, timeout=30_000)
    suite.close()

    compare = open_dialog(qtbot, window, "compare algorithms")
    runner = compare.runner  # type: ignore[attr-defined]
    compare.stop_button.click()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not runner.running, timeout=30_000)
    _key(qtbot, compare, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: runner.running)
    compare.stop_button.click()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not runner.running, timeout=30_000)
    compare.close()

    tournament = _tournament_opened(qtbot, window)
    tournament.games_spin.setValue(2)  # tiny: two games a pair, one process, depth 1
    tournament.concurrency_spin.setValue(1)
    tournament.depth_spin.setValue(1)
    _key(qtbot, tournament, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: tournament.runner.running)
    _key(qtbot, tournament, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not tournament.runner.running, timeout=60_000)
    tournament.close()

    window.activateWindow()
    editor = open_dialog(qtbot, window, "position editor")
    _key(qtbot, editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not editor.isVisible())
    assert editor.result() == 1  # (played from here, not cancelled)


def test_the_buttons_tooltips_name_their_window_keys(qtbot, make_window) -> None:
    """A key such as F5 shows nowhere on its button: the button's tooltip names it, as a menu names its keys."""
    window = make_window()
    suite = open_dialog(qtbot, window, "test suite")
    assert isinstance(suite, SuiteDialog)
    assert suite.run_button.toolTip().endswith("(F5)")
    suite.close()
    compare = open_dialog(qtbot, window, "compare algorithms")
    assert compare.again_button.toolTip().endswith("(F5)")  # type: ignore[attr-defined]
    compare.stop_button.click()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not compare.runner.running, timeout=30_000)  # type: ignore[attr-defined]
    compare.close()
    tournament = _tournament_opened(qtbot, window)
    save = QKeySequence(QKeySequence.StandardKey.Save).toString(QKeySequence.SequenceFormat.NativeText)
    assert tournament.start_button.toolTip() == "Start (F5)"
    assert tournament.stop_button.toolTip() == "Stop now and keep the games finished so far (Esc)"
    assert tournament.save_button.toolTip().startswith("The standings, crosstable")
    assert tournament.save_button.toolTip().endswith(f"({save})")
    tournament.close()
