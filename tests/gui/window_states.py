"""The states a user can put the main window in (Learn open, the tree explorer, the evaluation lab, the
Tournament window), and every key that acts in a window: for the tests that walk the menus and that look
for ambiguous shortcuts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QTabBar,
    QWidget,
)

from gui.learn.panel import LearnPanel
from gui.tournament import TournamentWindow
from gui.window.keyboard_help import ShortcutsDialog
from gui.window.main_window import MainWindow

STATES = ("main window", "Learn", "tree explorer", "evaluation lab", "tournament")
"""(Learn's keys change with its task: test_shortcuts_unique also visits every kind of task.)"""


def enter_state(qtbot, window: MainWindow, state: str) -> QWidget:
    """Put ``window`` in ``state`` as a user would (from its menus); the window whose keys then act."""
    if state == "Learn":
        learn = next(a for a in window.commands.help_menu.actions() if a.text().startswith(("&Learn", "&Lernen")))
        learn.trigger()
        qtbot.waitUntil(lambda: any(p.isVisible() for p in window.findChildren(LearnPanel)))
    elif state == "tree explorer":
        window.explorer_mode.action.trigger()
        qtbot.waitUntil(lambda: window.explorer_mode.explorer.isVisible())
    elif state == "evaluation lab":
        window.eval_lab.action.trigger()
        qtbot.waitUntil(window.eval_lab.dock.isVisible)
    elif state == "tournament":
        item = next(a for a in window.commands.game_menu.actions() if a.text().startswith(("&Tournament", "T&urnier")))
        item.trigger()
        qtbot.waitUntil(lambda: any(t.isVisible() for t in window.findChildren(TournamentWindow)))
        tournament = window.findChild(TournamentWindow)
        assert tournament is not None
        return tournament
    else:
        assert state == "main window", state
    QApplication.processEvents()
    return window


DIALOGS = ("class contest", "test suite", "position editor", "Nim's heap editor", "compare algorithms", "help",
           "keyboard shortcuts", "about")
"""The other windows and dialogs the menus open (besides the states above), each with keys of its own."""


def open_dialog(qtbot, window: MainWindow, name: str) -> QWidget:
    """Open the window or dialog ``name`` (of ``DIALOGS``) from ``window``'s menus as a user does; it."""
    commands = window.commands
    found: Callable[[], QWidget | None]
    if name == "class contest":
        tournament = enter_state(qtbot, window, "tournament")
        assert isinstance(tournament, TournamentWindow)
        tournament.mode_combo.setCurrentIndex(tournament.mode_combo.findData("contest"))  # as a user chooses it
        return tournament
    if name in ("position editor", "Nim's heap editor"):
        game = "nim" if name.startswith("Nim") else "tictactoe"
        if window.session.info.name != game:
            window.new_game(game)
        action, found = commands.edit_position_action, lambda: window.positions.editor
    elif name == "test suite":
        action, found = commands.suite_action, lambda: window.positions.suite_dialog
    elif name == "compare algorithms":
        action, found = commands.compare_action, lambda: window.dialogs.compare_dialog
    elif name == "help":
        action, found = commands.help_action, lambda: window.dialogs.help_dialog
    elif name == "keyboard shortcuts":
        action, found = commands.shortcuts_action, lambda: window.findChild(ShortcutsDialog)
    else:
        assert name == "about", name
        action, found = commands.about_action, lambda: window.dialogs.about_box
    action.trigger()
    qtbot.waitUntil(lambda: (w := found()) is not None and w.isVisible(), timeout=20_000)
    dialog = found()
    assert dialog is not None
    return dialog


@dataclass(frozen=True)
class Key:
    """A key sequence that does something in a window: what it does, and the widget it acts within (None:
    anywhere in the window)."""

    keys: str
    what: str
    target: object
    scope: QWidget | None

    def overlaps(self, other: Key) -> bool:
        if self.scope is None or other.scope is None:
            return True
        return self.scope is other.scope or self.scope.isAncestorOf(other.scope) or other.scope.isAncestorOf(self.scope)


def _portable(seq: QKeySequence) -> str:
    return seq.toString(QKeySequence.SequenceFormat.PortableText)


def _mnemonic(text: str) -> str:
    """Alt+letter of a text's "&x" (Qt's mnemonic), or ""."""
    seq = QKeySequence.mnemonic(text)
    return _portable(seq) if not seq.isEmpty() else ""


def _home(widget: QWidget) -> QWidget:
    """The window whose shortcuts act for ``widget``: its own window, or for a floating dock the main window
    it belongs to (Qt counts a floating dock's keys as its main window's)."""
    top = widget.window()
    while isinstance(top, QDockWidget) and top.parentWidget() is not None:
        top = top.parentWidget().window()
    return top


def _live(widget: QWidget, home: QWidget) -> bool:
    return widget.isVisible() and widget.isEnabled() and _home(widget) is home


def _scope(context: Qt.ShortcutContext, owner: QObject | None) -> QWidget | None:
    if context in (Qt.ShortcutContext.WidgetShortcut, Qt.ShortcutContext.WidgetWithChildrenShortcut) \
            and isinstance(owner, QWidget):
        return owner
    return None


def _action_live(action: QAction, home: QWidget) -> bool:
    if not action.isEnabled() or not action.isVisible():
        return False
    for owner in action.associatedObjects():
        if isinstance(owner, QMenu):
            if _home(owner) is home or any(isinstance(m, QMenuBar | QMenu) for m in owner.menuAction().associatedObjects()):
                return True
        elif isinstance(owner, QWidget) and _live(owner, home):
            return True
    return False


def window_keys(home: QWidget) -> list[Key]:
    """Every key sequence that acts in the window ``home`` now: the shortcuts of its enabled actions and of
    its shortcut objects, and the Alt+letter mnemonics of its menu bar, visible buttons, labels, tabs and
    group boxes (with a floating dock's, which Qt counts as its main window's)."""
    keys: list[Key] = []
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    widgets = [w for w in app.allWidgets() if _home(w) is home]
    actions: set[QAction] = set()
    for w in widgets:
        actions.update(w.actions())
        actions.update(w.findChildren(QAction))
    for action in actions:
        if not _action_live(action, home):
            continue
        owner = next((o for o in action.associatedObjects() if isinstance(o, QWidget) and not isinstance(o, QMenu)), None)
        for seq in action.shortcuts():
            if not seq.isEmpty():
                keys.append(Key(_portable(seq), f"action {action.text()!r}", action,
                                _scope(action.shortcutContext(), owner)))
    for w in widgets:
        for shortcut in w.findChildren(QShortcut, options=Qt.FindChildOption.FindDirectChildrenOnly):
            parent = shortcut.parent()
            if shortcut.isEnabled() and isinstance(parent, QWidget) and _live(parent, home) \
                    and not shortcut.key().isEmpty():
                keys.append(Key(_portable(shortcut.key()), f"shortcut of {parent.objectName() or type(parent).__name__}",
                                shortcut, _scope(shortcut.context(), parent)))
        if not _live(w, home):
            continue
        texts: list[tuple[str, str, object]] = []
        if isinstance(w, QMenuBar):
            texts += [(a.text(), f"menu {a.text()!r}", a) for a in w.actions() if a.isVisible() and a.isEnabled()]
        elif isinstance(w, QAbstractButton):
            texts.append((w.text(), f"button {w.text()!r}", w))
        elif isinstance(w, QLabel) and w.buddy() is not None:
            texts.append((w.text(), f"label {w.text()!r}", w))
        elif isinstance(w, QTabBar):
            texts += [(w.tabText(i), f"tab {w.tabText(i)!r}", (w, i)) for i in range(w.count()) if w.isTabEnabled(i)]
        elif isinstance(w, QGroupBox) and w.isCheckable():
            texts.append((w.title(), f"group {w.title()!r}", w))
        for text, what, target in texts:
            key = _mnemonic(text)
            if key:
                keys.append(Key(key, what, target, None))
    return keys


def ambiguous(keys: list[Key]) -> list[str]:
    """Each key sequence that two different things answer where both act at once."""
    out = []
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            if a.keys == b.keys and a.target is not b.target and a.overlaps(b):
                out.append(f"{a.keys}: {a.what} and {b.what}")
    return sorted(set(out))


StateEntry = Callable[..., QWidget]
