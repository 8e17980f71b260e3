"""Every control has a name a screen reader can say.

Qt names a button by its text and a field by the label whose buddy it is. Many of our fields have
neither: a spin box sits beside a check box in one form row, a search field has only a placeholder, a
list has only its dock's title. ``install`` names each such control when it is first polished (or
shown), from what a sighted user reads near it: the label of its form or grid row, its placeholder, its tooltip's
first sentence, or the title of its dock. Qt's own parts (a spin box's inner line edit, a combo box's
popup list, header views) are named by their owners and left alone.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QScrollBar,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from ..app.event_filters import never_raises
from .parents import parent_widget

CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView, QTabBar, QAbstractSlider,
            QTextEdit)


def is_control(widget: QWidget) -> bool:
    """A widget a user operates (and not one of Qt's inner parts of another control)."""
    if not isinstance(widget, CONTROLS) and not widget.property("control"):
        return False
    if isinstance(widget, QScrollBar | QHeaderView) or widget.objectName().startswith("qt_"):
        return False
    parent = parent_widget(widget)
    while parent is not None:  # the popup list of a combo box, the clear button of a line edit, ...
        if isinstance(parent, QComboBox | QAbstractSpinBox | QLineEdit):
            return False
        if parent.metaObject().className() == "QComboBoxPrivateContainer":
            return False
        parent = parent_widget(parent)
    return True


def spoken_name(widget: QWidget) -> str:
    """The name a screen reader says for ``widget`` (Qt's accessibility interface). For a combo box
    Qt reports its current text as the name on Linux (its label goes by a relation), so a combo box
    counts as named by its accessible name only."""
    if isinstance(widget, QComboBox):
        return widget.accessibleName()
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Text.Name) if iface is not None else ""


def _clean(text: str) -> str:
    text = re.sub(r"<[^>]+>", "", text).replace("&", "").strip()
    return text.rstrip(":").strip()


def _first_sentence(text: str) -> str:
    text = _clean(text).split("\n")[0]
    match = re.match(r"(.+?[.;:])(\s|$)", text)
    sentence = (match.group(1) if match else text).rstrip(".;:")
    return sentence if len(sentence) <= 80 else sentence[:77].rsplit(" ", 1)[0] + "…"


def _contains(layout: QLayout | None, widget: QWidget) -> bool:
    if layout is None:
        return False
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is None:
            continue
        found = item.widget()
        if found is not None and (found is widget or found.isAncestorOf(widget)):
            return True
        if _contains(item.layout(), widget):
            return True
    return False


def _label_text(widget: QWidget | None) -> str:
    if isinstance(widget, QLabel | QAbstractButton):
        return _clean(widget.text())
    return ""


def _item_layout(layout: QLayout, i: int) -> QLayout | None:
    item = layout.itemAt(i)
    return item.layout() if item is not None else None


def _item_widget(layout: QLayout, i: int) -> QWidget | None:
    item = layout.itemAt(i)
    return item.widget() if item is not None else None


def _row_label(widget: QWidget, exact: bool) -> str:
    """The text on the form or grid row of ``widget``: with ``exact``, only a label for the widget itself
    (a form row's field, the cell left of it in a grid); otherwise the row of any form field holding it."""
    parent = parent_widget(widget)
    while parent is not None:
        own = parent.layout()
        layouts: list[QLayout] = [own] if own is not None else []
        layouts += parent.findChildren(QGridLayout) + parent.findChildren(QFormLayout)
        for layout in layouts:
            if isinstance(layout, QGridLayout) and exact:
                index = layout.indexOf(widget)
                if index < 0:  # in a row layout inside a cell: that cell's row
                    index = next((i for i in range(layout.count())
                                  if _contains(_item_layout(layout, i), widget)), -1)
                if index >= 0:
                    position: tuple[int, int, int, int] = layout.getItemPosition(index)  # type: ignore[assignment]
                    row, col = position[0], position[1]
                    for c in range(col - 1, -1, -1):
                        item = layout.itemAtPosition(row, c)
                        text = _label_text(item.widget() if item is not None else None)
                        if text:
                            return text
            elif isinstance(layout, QFormLayout):
                for row in range(layout.rowCount()):
                    span = layout.itemAt(row, QFormLayout.ItemRole.SpanningRole)
                    inner = span.layout() if span is not None else None
                    if exact and inner is not None and _contains(inner, widget):  # "[x] Time limit [5.0 s]"
                        texts = [_label_text(_item_widget(inner, i)) for i in range(inner.count())]
                        text = next((t for t in texts if t), "")
                        if text:
                            return text
                    field = layout.itemAt(row, QFormLayout.ItemRole.FieldRole)
                    label = layout.itemAt(row, QFormLayout.ItemRole.LabelRole)
                    text = _label_text(label.widget() if label is not None else None)
                    if field is None or not text:
                        continue
                    holder = field.widget()
                    if holder is widget:
                        return text
                    if not exact and ((holder is not None and holder.isAncestorOf(widget))
                                      or _contains(field.layout(), widget)):
                        return text
        parent = parent_widget(parent)
    return ""


def _dock_title(widget: QWidget) -> str:
    parent = parent_widget(widget)
    while parent is not None:
        if isinstance(parent, QDockWidget):
            return _clean(parent.windowTitle())
        parent = parent_widget(parent)
    return ""


def _tab_title(widget: QWidget) -> str:
    """The title of the tab page holding ``widget`` ("A vs B"), if it is on one."""
    child, parent = widget, parent_widget(widget)
    while parent is not None:
        tabs = parent_widget(parent)
        if isinstance(tabs, QTabWidget) and parent is tabs.findChild(QStackedWidget):
            index = tabs.indexOf(child)
            if index >= 0:
                return _clean(tabs.tabText(index))
        child, parent = parent, parent_widget(parent)
    return ""


def derived_name(widget: QWidget) -> str:
    """A name for ``widget`` from what is written near it (empty when nothing is)."""
    if isinstance(widget, QLineEdit) and widget.placeholderText():
        return _clean(widget.placeholderText()).rstrip("…")
    label = _row_label(widget, exact=True)
    if label:
        return label
    if widget.toolTip():
        return _first_sentence(widget.toolTip())
    label = _row_label(widget, exact=False)
    if label:
        return label
    if widget.accessibleDescription():
        return _first_sentence(widget.accessibleDescription())
    if widget.objectName():
        words = re.sub(r"(?<!^)(?=[A-Z])", " ", widget.objectName()).lower()
        dock = _dock_title(widget)
        return f"{dock}: {words}" if dock and isinstance(widget, QAbstractItemView) else words.capitalize()
    page = _tab_title(widget)
    dock = _dock_title(widget)
    if page or dock:
        return ": ".join(t for t in (dock, page) if t)
    return ""


def name_control(widget: QWidget) -> None:
    """Give ``widget`` an accessible name if it is a control a screen reader could not name."""
    if not is_control(widget) or widget.accessibleName():
        return
    if isinstance(widget, QAbstractButton | QTabBar) and spoken_name(widget):
        return  # a button says its text; a field is named below (Qt's fallback, a group box's title, is vague)
    name = derived_name(widget)
    if name:
        widget.setAccessibleName(name)


def name_controls(root: QWidget) -> None:
    """Name every unnamed control under ``root`` now (for widgets already polished)."""
    for widget in [root, *root.findChildren(QWidget)]:
        name_control(widget)


class ControlNamer(QObject):
    """An application-wide event filter: each control is named when it is first polished, or when it is
    shown if it was polished before it had its place (a label beside it, a dock around it).

    It sees the parts of Qt's own dialogs too, polished while their C++ dialog is still being built (a file
    dialog's "Look in" box). Python holds no wrapper of such a dialog; the temporary one that naming
    creates, dropped, would take the wrapper of the control being named with it. The control's
    ancestors are therefore held for as long as it is named, and the filter never raises (an exception
    thrown into Qt's C++ code ended the process: issue 32)."""

    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Polish, QEvent.Type.Show) and isinstance(watched, QWidget):
            ancestors = _ancestors(watched)
            name_control(watched)
            del ancestors  # (only now: the control's wrapper stays valid while it is named)
        return False


def _ancestors(widget: QWidget) -> list[QWidget]:
    out = []
    parent = parent_widget(widget)
    while parent is not None:
        out.append(parent)
        parent = parent_widget(parent)
    return out


_namer: ControlNamer | None = None


def install() -> ControlNamer:
    """Name the controls of every window of the application (once; later calls return the namer)."""
    global _namer
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("naming controls needs a running QApplication")
    if _namer is None:
        _namer = ControlNamer(app)
        app.installEventFilter(_namer)
    return _namer
