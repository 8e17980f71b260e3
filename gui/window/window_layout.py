"""How the main window lays out its docks: a first size that fits the screen, docks that stay readable
(panels that can grow scroll instead of squeezing their rows), and View ▸ Reset layout.

The default arrangement is the one a learner needs at 1280×800: settings and moves on the left, the
board in the centre, the search tree over the statistics on the right. Every dock keeps a minimum size
at which its text is whole; whatever does not fit scrolls vertically, never sideways.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea, QSizePolicy, QToolBar, QWidget

from ..app.event_filters import never_raises

PREFERRED_SIZE = QSize(1280, 820)
"""The first window's size on a screen with room for it (the window remembers its size afterwards)."""
FRAME_ALLOWANCE = QSize(16, 48)
"""What a window manager's title bar and borders take around the window, at most, on common desktops."""


def initial_size(available: QRect, minimum: QSize | None = None) -> QSize:
    """The first window's size: the preferred size, shrunk to the screen's available area (taskbars
    excluded) less the frame, and never below ``minimum`` (the window's own minimum size)."""
    room = QSize(available.width() - FRAME_ALLOWANCE.width(), available.height() - FRAME_ALLOWANCE.height())
    size = PREFERRED_SIZE.boundedTo(room)
    return size.expandedTo(minimum) if minimum is not None else size


def fit_to_screen(window: QWidget) -> None:
    """Size a new window to fit the screen it opens on, centred in the available area."""
    area = window.screen().availableGeometry()
    size = initial_size(area)
    window.resize(size)
    window.move(area.left() + (area.width() - size.width()) // 2,
                area.top() + max(0, (area.height() - size.height() - FRAME_ALLOWANCE.height()) // 2))


class VerticalScrollArea(QScrollArea):
    """A scroll area that scrolls up and down only: as wide as its contents need, as short as asked.

    A dock's panel squeezed below its minimum height overlaps or clips its rows ("663,992" read as
    "663.992"); inside this it keeps its height and scrolls instead.
    """

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"{content.objectName() or type(content).__name__}Scroll")
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        content.installEventFilter(self)

    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit_height()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """Give contents whose rows wrap (a long figure, a German label) the height they need at this width:
        a scroll area hands its widget the height of its size hint, in which every wrapped line is one line
        tall, and the rows below would be cut in half."""
        content = self.widget()
        if content is None or not content.hasHeightForWidth():
            return
        need = content.heightForWidth(self.viewport().width())
        if need > 0 and need != content.minimumHeight():
            content.setMinimumHeight(need)

    def _width_needed(self) -> int:
        content = self.widget()
        if content is None:
            return 0
        return content.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width() + 2

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width_needed(), min(160, super().minimumSizeHint().height()))

    def sizeHint(self) -> QSize:
        content = self.widget()
        hint = content.sizeHint() if content is not None else QSize()
        return QSize(max(hint.width(), self._width_needed()), hint.height())


@dataclass(frozen=True)
class DockPlace:
    """Where a dock goes by default and what it needs to stay readable."""

    dock: QDockWidget
    area: Qt.DockWidgetArea
    size: int  # its default share of its column (pixels, relative to the others in the column)
    min_height: int = 0  # the dock's contents never get less than this
    scrolls: bool = False  # wrap the contents in a vertical scroll area (a panel that can grow)


class DockLayout:
    """The main window's default dock arrangement, applied at start-up and by View ▸ Reset layout.

    Docks in one area are stacked top to bottom in the order given; ``tabbed`` docks share a place
    with the dock named beside them (the first one stays in front).
    """

    def __init__(self, window: QMainWindow, places: Sequence[DockPlace], column_widths: tuple[int, int] = (380, 420),
                 tabbed: Sequence[tuple[QDockWidget, QDockWidget]] = ()) -> None:
        self.window = window
        self.places = list(places)
        self.column_widths = column_widths
        self.tabbed = list(tabbed)
        for place in self.places:
            self._make_readable(place)
        for _host, guest in self.tabbed:
            guest.widget().setMinimumHeight(max(guest.widget().minimumHeight(), 120))

    @staticmethod
    def _make_readable(place: DockPlace) -> None:
        dock = place.dock
        content = dock.widget()
        if place.scrolls and not isinstance(content, QScrollArea):
            dock.setWidget(VerticalScrollArea(content))
            content = dock.widget()
        if place.min_height:
            content.setMinimumHeight(place.min_height)

    def docks(self) -> list[QDockWidget]:
        return [p.dock for p in self.places] + [guest for _host, guest in self.tabbed]

    def apply(self) -> None:
        """Put every dock in its default place, shown and docked, with the default sizes."""
        w = self.window
        for place in self.places:
            place.dock.setFloating(False)
            w.addDockWidget(place.area, place.dock)
            place.dock.show()
        for area in {p.area for p in self.places}:
            column = [p for p in self.places if p.area == area]
            for upper, lower in pairwise(column):
                w.splitDockWidget(upper.dock, lower.dock, Qt.Orientation.Vertical)
            w.resizeDocks([p.dock for p in column], [p.size for p in column], Qt.Orientation.Vertical)
        for host, guest in self.tabbed:
            guest.setFloating(False)
            w.tabifyDockWidget(host, guest)
            guest.show()
            host.raise_()
        firsts = []
        for area in (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea):
            column = [p for p in self.places if p.area == area]
            if column:
                firsts.append(column[0].dock)
        if len(firsts) == len(self.column_widths):
            w.resizeDocks(firsts, list(self.column_widths), Qt.Orientation.Horizontal)

    def reset(self) -> None:
        """View ▸ Reset layout: the default arrangement, with the toolbars shown again; a dock that is not
        part of it (one opened from the View menu, such as a lab) is docked and closed, as at the start."""
        self.apply()
        placed = self.docks()
        for dock in self.window.findChildren(QDockWidget):
            if dock not in placed:
                dock.setFloating(False)
                dock.hide()
        for bar in self.window.findChildren(QToolBar):
            bar.show()
