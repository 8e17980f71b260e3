"""Pictures for a teacher's slides: a drawn tree (a ``QGraphicsScene``) or a board (any widget) saved as
SVG (``QSvgGenerator``, scalable, the same colours and marks as on screen) or PNG (twice the screen's
resolution), chosen by the file name's ending in a save dialog.

A picture is written to a temporary file beside the target and moved over it only when complete
(``QSaveFile``): a path that cannot be written leaves any file already there as it was, and the
user reads one line why. The trees use the tree explorer's own export (``gui.explorer.export``).
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QPoint,
    QRectF,
    QSaveFile,
    QSize,
    Qt,
)
from PySide6.QtGui import QAction, QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QFileDialog, QGraphicsScene, QMenu, QMessageBox, QWidget

from ..explorer.export import export_png, export_svg
from ..i18n import mid_sentence

PNG_SCALE = 2.0
"""Pixels of a PNG per pixel on screen: sharp when printed or projected."""
FILTERS = QT_TRANSLATE_NOOP("ExportPicture", "SVG picture (*.svg);;PNG image (*.png)")
Source = QGraphicsScene | QWidget


def _commit(path: str, data: bytes) -> None:
    out = QSaveFile(path)
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(f"cannot write {path}: {out.errorString()}")
    out.write(QByteArray(data))
    if not out.commit():
        raise OSError(f"cannot write {path}: {out.errorString()}")


def widget_svg(widget: QWidget, title: str) -> bytes:
    """``widget`` as it is drawn, as SVG text."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    size = widget.size()
    generator.setSize(size)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setTitle(title)
    generator.setDescription("Drawn by Minimax Studio")
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError("cannot draw the picture")
    widget.render(painter, QPoint(0, 0))
    painter.end()
    return bytes(buffer.data().data())


def widget_png(widget: QWidget, scale: float = PNG_SCALE) -> bytes:
    """``widget`` drawn at ``scale`` times its size, as PNG bytes."""
    size = QSize(max(1, round(widget.width() * scale)), max(1, round(widget.height() * scale)))
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    widget.render(painter, QPoint(0, 0))
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # (the stubs want bytes; Qt takes the text)
    return bytes(buffer.data().data())


def save_picture(source: Source, path: str, title: str) -> None:
    """Save ``source`` to ``path``: SVG for a name ending in .svg, else PNG. Raises ``OSError``."""
    svg = path.lower().endswith(".svg")
    if isinstance(source, QGraphicsScene):
        # The explorer's export draws the scene; it goes to a temporary file first, like a board's picture.
        folder = os.path.dirname(os.path.abspath(path))
        if not os.path.isdir(folder):
            raise OSError(f"cannot write {path}: the folder does not exist")
        temporary = os.path.join(folder, f".{os.path.basename(path)}.part")
        try:
            (export_svg(source, temporary, title) if svg else export_png(source, temporary))
            with open(temporary, "rb") as f:
                data = f.read()
        finally:
            if os.path.exists(temporary):
                os.remove(temporary)
        if not data:
            raise OSError(f"cannot write {path}")
        _commit(path, data)
        return
    _commit(path, widget_svg(source, title) if svg else widget_png(source))


def choose_and_save(parent: QWidget, source: Source, name: str, title: str) -> str | None:
    """Ask where to save ``source`` (SVG or PNG), save it, and say so; a failure is a message. Returns the
    path written, or None."""
    caption = QCoreApplication.translate("ExportPicture", "Export {0}").format(mid_sentence(title))
    filters = QCoreApplication.translate("ExportPicture", str(FILTERS))
    path, chosen = QFileDialog.getSaveFileName(parent, caption, name, filters)
    if not path:
        return None
    if not path.lower().endswith((".svg", ".png")):
        path += ".png" if "*.png" in chosen else ".svg"
    try:
        save_picture(source, path, title)
    except OSError as e:
        QMessageBox.warning(parent, QCoreApplication.translate("ExportPicture", "Export picture"),
                            QCoreApplication.translate("ExportPicture", "The picture was not saved. {0}").format(e))
        return None
    return path


def export_action(parent: QWidget, source: Callable[[], Source], name: str, title: str) -> QAction:
    """An "Export picture…" action that saves what ``source`` returns when triggered."""
    action = QAction(QCoreApplication.translate("ExportPicture", "Export {0} as SVG or PNG…").format(mid_sentence(title)), parent)
    action.triggered.connect(lambda: choose_and_save(parent, source(), name, title))
    return action


def add_picture_menu(widget: QWidget, source: Callable[[], Source], name: str, title: str) -> QAction:
    """Give ``widget`` a context menu (right click, or the menu key) with the export action."""
    action = export_action(widget, source, name, title)
    widget.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def show_menu(pos: QPoint) -> None:
        menu = QMenu(widget)
        menu.addAction(action)
        menu.exec(widget.mapToGlobal(pos))
    widget.customContextMenuRequested.connect(show_menu)
    return action
