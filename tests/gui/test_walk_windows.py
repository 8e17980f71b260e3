"""A user presses every button of every other window and dialog the app opens (issue 32): the tree explorer,
the evaluation lab, the Tournament window (and its Class contest), the test-suite runner, the position
editors, Compare algorithms, Learn, the help and shortcut windows, the About box and the main window's own
panels.

Each window is opened from the main window's menus, as a user opens it; then every enabled button, tool
button, check box, the entries of every button's menu, every action a widget holds (its keyboard commands)
and every context menu's entries are found by walking the window's widget tree at run time (a new button is
walked without editing this test) and pressed or triggered as a user does (a click, a right click and a
click on the entry). What they open is answered for real: Qt's own file dialogs through their widgets (a
file saved, then opened again where the window opens files), message boxes with their own buttons (Cancel,
No: the cautious answer). A long job a button starts (a tournament, a suite run, a comparison) is stopped
with the window's own Stop. After each press the main window is alive, no Python exception escaped, no
internal-error box showed and no Qt warning was printed (qt_log_level_fail). A button that closes its
window (Close, Cancel, Play from here) is pressed last, and the window opened again for the rest.
"""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMenu,
    QMenuBar,
    QMessageBox,
    QRadioButton,
    QTabBar,
    QTabWidget,
    QToolBar,
    QWidget,
)

from gui.learn.panel import LearnPanel
from gui.tournament import TournamentWindow
from gui.window.main_window import MainWindow

from .walking import Walker, in_tmp, qt_file_dialogs  # noqa: F401 (autouse fixtures)
from .window_states import DIALOGS, enter_state, open_dialog

CONTESTANTS = {
    "centre.py": 'GAME = "tictactoe"\nNAME = "Centre"\ndef evaluate(position, player, weights):\n'
                 '    c = position.board[1][1]\n    return 0 if c == "." else (1 if c == player else -1)\n',
    "first.py": "def choose(position):\n    return position.legal_moves()[0]\n",
}
MAX_PRESSES = 400
CLOSING = ("Close", "Cancel", "Play from here", "Analyse")
"""Buttons that close their window (pressed after the others; the window is opened again for the rest)."""


# -- what a walk finds in a window ---------------------------------------------------------------------------
def _words(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def _name(widget: QWidget) -> str:
    dock = widget.parentWidget()
    if isinstance(dock, QDockWidget) and widget.objectName().startswith("qt_dockwidget_"):
        return f"{_words(dock.windowTitle())}: {widget.objectName().removeprefix('qt_dockwidget_')}"
    text = widget.text() if isinstance(widget, QAbstractButton) else ""
    name = _words(text) or widget.toolTip().split("(")[0].strip() or widget.objectName() or type(widget).__name__
    return "".join(f"{page} ▸ " for page in _pages(widget)) + name


def _pages(widget: QWidget) -> list[str]:
    """The tabs ``widget`` lies on, outermost first (the X and O sides' forms have the same check boxes)."""
    out = []
    child, parent = widget, widget.parentWidget()
    while parent is not None:
        tabs = parent.parentWidget()
        if isinstance(tabs, QTabWidget) and tabs.indexOf(child) >= 0:
            out.append(_words(tabs.tabText(tabs.indexOf(child))))
        child, parent = parent, parent.parentWidget()
    return out[::-1]


def _in(root: QWidget, widget: QWidget) -> bool:
    """``widget`` is part of ``root``'s window as the user sees it (not of a dialog parented to it)."""
    return widget.window() is root.window() and (widget is root or root.isAncestorOf(widget))


@dataclass
class Control:
    name: str
    act: Callable[[], object]
    again: Callable[[], object] | None = None
    """What puts the control back as it was (a check box clicked again), if anything: pressed at the end of
    the walk, so that what the control shows (a panel, Practice mode's table) is walked in between."""
    closes: bool = False
    tab: bool = False
    """A tab: pressed after the controls in sight, then the controls its page shows."""


def controls(root: QWidget, every_choice: bool = True) -> list[Control]:
    """Everything a user can press in ``root`` now, found in its widget tree: enabled visible buttons, the
    entries of their menus and of the window's menu bar, the actions widgets hold (keyboard commands), the
    context menus' entries; the buttons that close the window last."""
    found: list[Control] = []
    names: dict[str, int] = {}

    def add(name: str, act: Callable[[], object], again: Callable[[], object] | None = None,
            closes: bool = False, tab: bool = False) -> None:
        names[name] = names.get(name, 0) + 1
        found.append(Control(name if names[name] == 1 else f"{name} #{names[name]}", act, again, closes, tab))

    def menu(m: QMenu, where: str) -> None:
        m.aboutToShow.emit()  # (menus filled when they open)
        for action in m.actions():
            if action.isSeparator() or not action.isVisible() or not action.isEnabled():
                continue
            if action.menu() is not None:
                menu(action.menu(), f"{where} ▸ {_words(action.text())}")
            else:
                add(f"{where} ▸ {_words(action.text())}", action.trigger,
                    action.trigger if action.isCheckable() else None)

    widgets = [root, *(w for w in root.findChildren(QWidget) if _in(root, w))]
    if isinstance(root, MainWindow):  # (its menus and toolbar: test_walk_menus; here its panels)
        bars = [w for w in widgets if isinstance(w, QMenuBar | QToolBar)]
        widgets = [w for w in widgets if w is not root and not any(b is w or b.isAncestorOf(w) for b in bars)]
    elif isinstance(root, QMainWindow) and root.menuWidget() is not None:
        for top in root.menuBar().actions():
            if top.menu() is not None and top.isVisible():
                menu(top.menu(), _words(top.text()))
    for w in widgets:
        if not w.isVisible():
            continue
        if isinstance(w, QAbstractButton) and w.isEnabled():
            name = f"{type(w).__name__} {_name(w)}"
            closes = _name(w) in CLOSING or w.objectName() == "qt_dockwidget_closebutton" or (
                isinstance(w.parentWidget(), QDialogButtonBox)
                and w.parentWidget().buttonRole(w) == QDialogButtonBox.ButtonRole.RejectRole)
            back = w.click if w.isCheckable() and not isinstance(w, QRadioButton) else None
            if w.objectName() == "qt_dockwidget_floatbutton":  # floated, then docked again at once
                add(name, lambda w=w: (w.click(), QApplication.processEvents(), w.click()), None, closes)
                continue
            add(name, w.click, back, closes)
            m = getattr(w, "menu", lambda: None)()
            if isinstance(m, QMenu):
                menu(m, name)
        for action in w.actions():
            if isinstance(w, QMenu) or action.isSeparator() or not action.isEnabled() or action.menu() is not None:
                continue
            if any(isinstance(o, QMenu) for o in action.associatedObjects()) and w is not root:
                continue  # (a menu entry: walked with its menu)
            if action.shortcut().isEmpty() and w.contextMenuPolicy() != Qt.ContextMenuPolicy.ActionsContextMenu:
                continue  # (a toolbar's action: its button is pressed)
            add(f"{type(w).__name__} action {_words(action.text())}", action.trigger,
                action.trigger if action.isCheckable() else None)
        if isinstance(w, QComboBox) and w.isEnabled() and not w.isEditable():
            # Each choice (it may show controls of its own: an algorithm's); or only those that open a dialog
            # ("From a file…").
            for i in range(w.count()):
                if i != w.currentIndex() and (every_choice or w.itemText(i).endswith("…")):
                    add(f"QComboBox {_name(w)} ▸ {_words(w.itemText(i))}", lambda w=w, i=i: choose(w, i), tab=True)
        if isinstance(w, QTabBar) and w.isEnabled():
            for i in range(w.count()):
                if w.isTabEnabled(i) and w.isTabVisible(i):
                    add(f"tab {_words(w.tabText(i))}", lambda w=w, i=i: qtbot_click_tab(w, i), tab=True)
        if w.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu and w.isEnabled():
            add(f"context menu of {w.objectName() or type(w).__name__}", lambda w=w: w)  # (entries: see walk)
    found.sort(key=lambda c: (c.closes, c.tab))
    return found


def choose(combo: QComboBox, index: int) -> None:
    """Choose a combo box's entry, as from its list (the entry shown, then ``activated``)."""
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def qtbot_click_tab(bar: QTabBar, index: int) -> None:
    """A click on a tab, as a user chooses it."""
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, bar.tabRect(index).center())


def context_point(widget: QWidget) -> tuple[QWidget, QPoint]:
    """Where a user right-clicks ``widget``: on its first item (a view), else in its middle; and the widget
    that receives the click (a scroll area's viewport)."""
    target = widget.viewport() if isinstance(widget, QAbstractScrollArea) else widget
    pos = target.rect().center()
    if isinstance(widget, QAbstractItemView) and widget.model() is not None and widget.model().rowCount() > 0:
        pos = widget.visualRect(widget.model().index(0, 0)).center()
    return target, pos


def right_click(widget: QWidget) -> None:
    target, pos = context_point(widget)
    QApplication.sendEvent(target, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, target.mapToGlobal(pos)))


# -- the windows ---------------------------------------------------------------------------------------------
Opener = Callable[..., QWidget]


@dataclass
class Window:
    """A window of the app: how a user opens it, whether a job it started is running and the button that
    stops it, a folder for its folder dialogs, and the presses the walk must have made (a check that it
    found them)."""

    open: Opener
    busy: Callable[[QWidget], bool] = lambda _w: False
    stop: Callable[[QWidget], QAbstractButton | None] = lambda _w: None
    before_stop: Callable[..., object] | None = None
    folder: bool = False
    round_trip: bool = False
    must_press: tuple[str, ...] = ()
    modal: bool = False
    every_choice: bool = True
    """Each entry of each combo box chosen (else only those that open a dialog)."""
    least: int = 1
    """The fewest presses the window offers (the help window: none, its links aside)."""


def _tournament(qtbot, window: MainWindow, tmp_path: Path, name: str = "tournament") -> QWidget:
    t = enter_state(qtbot, window, "tournament") if name == "tournament" else open_dialog(qtbot, window, name)
    assert isinstance(t, TournamentWindow)
    t.games_spin.setValue(2)  # tiny: two games a pair, one process, depth 1
    t.concurrency_spin.setValue(1)
    t.depth_spin.setValue(1)
    t.openings_combo.setCurrentIndex(t.openings_combo.findData("start"))
    return t


def _first_game_played(qtbot, t: QWidget) -> None:
    """A tournament plays until its first game is in (then Stop): Save and Replay have something to act on."""
    assert isinstance(t, TournamentWindow)
    qtbot.waitUntil(lambda: t.last_snapshot() is not None or not t.runner.running, timeout=120_000)
    if t.games.rowCount() and t.mode_combo.currentData() == "players":
        # A game double-clicked opens in the main window, to replay: both sides human, its moves in.
        main = t.parentWidget()
        assert isinstance(main, MainWindow)
        view = t.games_view
        where = view.visualRect(t.games.index(0, 0)).center()
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
        with qtbot.waitSignal(view.doubleClicked, timeout=5_000):  # (the first click selects, the double click opens)
            qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
        qtbot.waitUntil(lambda: list(main.session.moves) == list(main.game.parse_moves(t.games.record(0)["moves"]))
                        and main.players[0].kind == main.players[1].kind == "human")


def _dialog(name: str) -> Opener:
    return lambda qtbot, window, tmp_path: open_dialog(qtbot, window, name)


def _learn(qtbot, window: MainWindow, tmp_path: Path) -> QWidget:
    enter_state(qtbot, window, "Learn")
    panel = window.findChild(LearnPanel)
    assert panel is not None
    return panel


def _explorer(qtbot, window: MainWindow, tmp_path: Path) -> QWidget:
    enter_state(qtbot, window, "tree explorer")
    return window.explorer_mode.explorer


MY_EDIT = "# my idea"


def _lab(qtbot, window: MainWindow, tmp_path: Path) -> QWidget:
    """The lab with an edit of the user's in its file (New and Open ask before they throw it away)."""
    enter_state(qtbot, window, "evaluation lab")
    editor = window.eval_lab.widget.editor
    if MY_EDIT not in editor.toPlainText():  # (the first time: opened again after its Close, it keeps its text)
        editor.moveCursor(editor.textCursor().MoveOperation.End)
        qtbot.keyClicks(editor, MY_EDIT)
        assert editor.document().isModified()
    return window.eval_lab.dock


def _panels(qtbot, window: MainWindow, tmp_path: Path) -> QWidget:
    """The main window's own panels (settings, search tree, statistics, moves...), its menus and toolbar
    left to test_walk_menus; both sides human, so that a game, an algorithm or a side's kind chosen there
    starts no long search (a side made a computer there thinks, and the walk waits for it)."""
    window.set_player_kinds("human", "human")
    return window


WINDOWS: dict[str, Window] = {
    "tree explorer": Window(_explorer, round_trip=True, must_press=("QPushButton JSON…", "QPushButton Open…")),
    "evaluation lab": Window(_lab, busy=lambda d: d.parentWidget().eval_lab.runner.busy,
                             stop=lambda d: d.parentWidget().eval_lab.widget.stop_button, round_trip=True),
    "tournament": Window(_tournament, busy=lambda t: t.runner.running, stop=lambda t: t.stop_button,
                         before_stop=_first_game_played,
                         must_press=("QPushButton Start", "QPushButton Stop", "QPushButton Save leaderboard…")),
    "class contest": Window(lambda *a: _tournament(*a, name="class contest"),
                            busy=lambda t: t.runner.running, stop=lambda t: t.stop_button,
                            before_stop=_first_game_played, folder=True,
                            must_press=("QPushButton Choose folder…", "QPushButton Start")),
    "test suite": Window(_dialog("test suite"),
                         busy=lambda d: d.running, stop=lambda d: d.stop_button,
                         must_press=("QPushButton Run", "QPushButton Stop")),
    "position editor": Window(_dialog("position editor"), modal=True, must_press=("QPushButton Play from here",)),
    "Nim's heap editor": Window(_dialog("Nim's heap editor"), modal=True, must_press=("QPushButton Add heap",)),
    "compare algorithms": Window(_dialog("compare algorithms"),
                                 busy=lambda d: d.runner.running, stop=lambda d: d.stop_button,
                                 must_press=("QPushButton Search again",)),
    "Learn": Window(_learn, must_press=("QPushButton Reset progress", "QPushButton Export report…")),
    "help": Window(_dialog("help"), least=0),
    "keyboard shortcuts": Window(_dialog("keyboard shortcuts")),
    "about": Window(_dialog("about"), modal=True),
    "main window's panels": Window(_panels),
}


DESTRUCTIVE = {
    "Learn": {"QPushButton Reset progress": "QMessageBox 'Reset progress'"},
    "evaluation lab": {"QToolButton New": "QMessageBox 'Evaluation lab'"},
}
"""Buttons that would throw work away, walked all the same: the question each asks, answered as a cautious
user does (No, Cancel), so that nothing is lost. (Every window's Close and Cancel are pressed too, and the
window opened again; File ▸ Quit is test_walk_menus'.)"""


# -- the walk ------------------------------------------------------------------------------------------------
class FileAnswers:
    """How the walk answers file dialogs: a save into the test's folder (remembered), an open of the last
    file saved that the dialog's filters show, a folder dialog with the walk's folder; else Cancel."""

    def __init__(self, folder: Path, contest: Path | None) -> None:
        self.folder = folder
        self.contest = contest
        self.saved: list[str] = []
        self.opened: list[str] = []
        self.cancelled_open = False

    def __call__(self, dialog: QFileDialog) -> str | None:
        if dialog.fileMode() == QFileDialog.FileMode.Directory:
            return str(self.contest) if self.contest is not None else None
        if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            proposed = dialog.selectedFiles()[0].rsplit("/", 1)[-1] if dialog.selectedFiles() else ""
            path = str(self.folder / f"{len(self.saved)}-{proposed or 'file'}")
            self.saved.append(path)
            return path
        # (a file of the kind the dialog asks for: its filters' own patterns, not "All files (*)")
        patterns = [p for f in dialog.nameFilters() for p in f.split("(")[-1].rstrip(")").split() if p not in ("*", "*.*")]
        fits = [p for p in self.saved if os.path.exists(p)
                and any(fnmatch.fnmatch(os.path.basename(p), pat) for pat in patterns)]
        if not fits:
            self.cancelled_open = True
            return None
        self.opened.append(fits[-1])
        return fits[-1]


def walk(qtbot, window: MainWindow, spec: Window, tmp_path: Path) -> tuple[list[str], list[str]]:
    """Open the window, press everything in it (a button a press enabled, Stop after Start, or showed, a
    tab's, is pressed too), and return what was pressed and the dialogs and boxes answered."""
    contest = None
    if spec.folder:
        contest = tmp_path / "contest"
        contest.mkdir()
        for name, text in CONTESTANTS.items():
            (contest / name).write_text(text, encoding="utf-8")
    files = FileAnswers(tmp_path, contest)
    walker = Walker(qtbot, window, files)
    root = spec.open(qtbot, window, tmp_path)
    walker.keep = [root.window()] if spec.modal else []
    pressed: list[str] = []
    reopen_later: list[Control] = []
    back_later: list[Control] = []

    def alive() -> QWidget:
        nonlocal root
        if not shiboken6.isValid(root) or not root.isVisible():
            root = spec.open(qtbot, window, tmp_path)
            walker.keep = [root.window()] if spec.modal else []
        return root

    def settle(name: str) -> None:
        r = alive()
        if spec.busy(r):
            if spec.before_stop is not None:
                spec.before_stop(qtbot, r)
            stop = spec.stop(r)
            if stop is not None and stop.isEnabled() and stop.isVisible():
                walker.run(f"{name}: Stop", stop.click)
                pressed.append(f"{type(stop).__name__} {_name(stop)}")
            qtbot.waitUntil(lambda: not spec.busy(r), timeout=60_000)
        walker.run(f"{name} (after)", lambda: None)

    def press(control: Control) -> None:
        if control.name.startswith("context menu of "):
            widget = control.act()
            assert isinstance(widget, QWidget)
            walker.pick = None
            walker.run(control.name, lambda: right_click(widget))
            entries = list(walker.menu_entries)
            for i, entry in enumerate(entries):
                if not shiboken6.isValid(widget) or not widget.isVisible():
                    break
                walker.pick = i
                try:
                    walker.run(f"{control.name} ▸ {entry}", lambda: right_click(widget))
                finally:
                    walker.pick = None
                pressed.append(f"{control.name} ▸ {entry}")
                settle(f"{control.name} ▸ {entry}")
        else:
            walker.run(control.name, control.act)
            if control.again is not None:
                back_later.append(control)
        pressed.append(control.name)
        settle(control.name)

    # One press at a time, the controls found afresh after each: a button a press enabled (Stop after
    # Start) or showed (a tab's page) is pressed too.
    for _ in range(MAX_PRESSES):
        control = next((c for c in controls(alive(), spec.every_choice) if c.name not in pressed), None)
        if control is None:
            break
        files.cancelled_open = False
        press(control)
        if spec.round_trip and (files.cancelled_open or "Open" in control.name):
            reopen_later.append(control)
    else:
        pytest.fail(f"more than {MAX_PRESSES} presses: {pressed[-20:]}")
    for control in reversed(back_later):  # the toggles back as they were
        names = {c.name: c for c in controls(alive(), spec.every_choice)}
        if control.name in names and names[control.name].again is not None:
            walker.run(f"{control.name} (back)", names[control.name].act)
            settle(control.name)
    for control in reopen_later:  # an Open pressed before anything was saved: again, now that something was
        names = {c.name: c for c in controls(alive(), spec.every_choice)}
        if control.name in names and not set(files.saved) & set(files.opened):
            walker.run(f"{control.name} again", names[control.name].act)
            settle(control.name)
    if spec.round_trip:
        assert files.saved and set(files.saved) & set(files.opened), (files.saved, files.opened)
    print("\n".join([*pressed, "", "boxes and dialogs answered:", *walker.seen]))
    return pressed, walker.seen


@pytest.mark.parametrize("name", WINDOWS)
def test_every_button_of_the_window_works(qtbot, make_window, tmp_path: Path, name: str) -> None:
    window = make_window()
    window.new_game("tictactoe")
    assert window.play(5)  # a game with a move in it, the computer's reply and its tree
    qtbot.waitUntil(lambda: not window.searches.busy, timeout=60_000)
    spec = WINDOWS[name]
    pressed, answered = walk(qtbot, window, spec, tmp_path)
    assert len(pressed) >= spec.least
    missing = [m for m in spec.must_press if not any(pressed_as(p, m) for p in pressed)]
    assert not missing, f"not pressed: {missing}; pressed: {pressed}"
    if name == "evaluation lab":  # the edit New asked about (answered Cancel) was kept, and saved
        assert MY_EDIT in window.eval_lab.widget.editor.toPlainText()
        assert any(MY_EDIT in p.read_text(encoding="utf-8") for p in tmp_path.glob("*.py"))
    for button, box in DESTRUCTIVE.get(name, {}).items():  # pressed, and its question answered with Cancel/No
        assert any(pressed_as(p, button) for p in pressed) and box in answered, (button, box, answered)
    assert window.isVisible()


def pressed_as(pressed: str, control: str) -> bool:
    """``pressed`` names ``control`` ("QPushButton Open…"), on whatever tab ("QPushButton Tree explorer ▸ Open…")."""
    kind, _, name = control.partition(" ")
    return pressed == control or (pressed.startswith(kind + " ") and pressed.endswith(" ▸ " + name))


def test_every_window_and_dialog_is_walked() -> None:
    """(Each state of the main window and each dialog the shortcut test visits is walked here too.)"""
    assert {*DIALOGS, "tree explorer", "evaluation lab", "tournament", "Learn"} <= set(WINDOWS)


def test_the_walk_finds_a_new_button_and_a_context_menu(qtbot) -> None:
    """(The search itself: a button added at run time is found, a context menu's entries are listed, a
    closing button comes last, a dialog's own children only.)"""
    root = QWidget()
    qtbot.addWidget(root)
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    layout = QVBoxLayout(root)
    close = QPushButton("Close")
    layout.addWidget(close)
    layout.addWidget(QPushButton("&Go"))
    later = QPushButton("Later")
    layout.addWidget(later)
    later.hide()
    root.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    box = QMessageBox(root)  # a dialog of its own: not part of the window
    root.show()
    qtbot.waitExposed(root)
    assert [c.name for c in controls(root)] == ["context menu of QWidget", "QPushButton Go", "QPushButton Close"]
    later.show()
    assert "QPushButton Later" in [c.name for c in controls(root)]
    assert not any("OK" in c.name for c in controls(root)) and box.parent() is root
    assert isinstance(QDockWidget, type)


def test_a_new_button_that_raises_fails_the_walk(qtbot, make_window, tmp_path: Path) -> None:
    """(The walk can fail: a button added to the explorer, which this test's lists never name, is found and
    pressed, and the exception its click raises reaches the test.)"""
    from PySide6.QtWidgets import QPushButton

    window = make_window()
    boom = QPushButton("Boom", window.explorer_mode.explorer)
    boom.clicked.connect(lambda: 1 / 0)
    boom.show()  # (shown with the explorer)
    with qtbot.capture_exceptions() as caught:
        pressed, _ = walk(qtbot, window, Window(_explorer), tmp_path)
    assert any(p.endswith("QPushButton Tree explorer ▸ Boom") or p == "QPushButton Boom" for p in pressed), pressed
    assert [e[0] for e in caught] == [ZeroDivisionError]
