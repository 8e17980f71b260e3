"""The mouse wheel scrolls a panel; it changes a spin box or combo box only when that has the focus."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QDoubleSpinBox, QScrollArea, QWidget

from gui.explorer.input_panel import TreeInputPanel
from gui.window.main_window import MainWindow


def wheel(widget: QWidget, notches: int = -3) -> None:
    """Turn the wheel over ``widget``'s centre (negative: towards the user, i.e. scroll down)."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_over_the_settings_scrolls_the_panel_not_a_weight(qtbot, window: MainWindow) -> None:
    window.new_game("connect4")
    window.settings_panel.tabs.setCurrentIndex(1)  # O, the computer, at depth 7: its weights are enabled
    spins = [s for s in window.settings_panel.findChildren(QDoubleSpinBox) if s.isEnabled() and s.isVisible()]
    assert spins
    spin = spins[0]
    before = spin.value()
    scroll = window.settings_panel.findChild(QScrollArea)
    assert scroll is not None
    scroll.verticalScrollBar().setValue(0)
    wheel(spin)
    assert spin.value() == before
    assert scroll.verticalScrollBar().value() > 0  # the panel scrolled instead
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus  # the wheel does not give it the focus
    combos = [c for c in window.settings_panel.findChildren(QComboBox) if c.isEnabled() and c.isVisible()]
    index = combos[0].currentIndex()
    wheel(combos[0], notches=3)
    assert combos[0].currentIndex() == index
    # with the focus the wheel does what it always did
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    wheel(spin, notches=1)
    assert spin.value() != before


def test_the_wheel_leaves_the_explorers_seed_alone(qtbot, window: MainWindow) -> None:
    window.explorer_mode.action.trigger()  # the Tree explorer tab, where the seed is
    panel = window.findChild(TreeInputPanel)
    assert panel is not None
    seed = panel.seed_spin
    value = seed.value()
    wheel(seed, notches=2)
    assert seed.value() == value
    assert all(s.focusPolicy() == Qt.FocusPolicy.StrongFocus for s in panel.findChildren(QAbstractSpinBox)
               if s.isVisible())
