"""Export the drawing (PNG, SVG) and the tree (JSON). Each returns normally or raises ``OSError``."""

from __future__ import annotations

import json

from PySide6.QtCore import QRectF, QSaveFile, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsScene

from engine.games.tree import TreeNode, tree_to_data


def _source(scene: QGraphicsScene) -> QRectF:
    return scene.itemsBoundingRect().adjusted(-20, -20, 20, 20)


def export_png(scene: QGraphicsScene, path: str, scale: float = 2.0) -> None:
    """The whole drawing as a PNG at ``scale`` pixels per scene unit (capped so huge trees still fit)."""
    src = _source(scene)
    scale = min(scale, 16000 / max(src.width(), 1), 16000 / max(src.height(), 1))
    size = QSize(max(1, round(src.width() * scale)), max(1, round(src.height() * scale)))
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, size.width(), size.height()), src)
    painter.end()
    if not image.save(path, "PNG"):  # type: ignore[call-overload]  # (the stubs want bytes; Qt takes the text)
        raise OSError(f"cannot write {path}")


def export_svg(scene: QGraphicsScene, path: str, title: str = "Game tree") -> None:
    """The whole drawing as scalable vector graphics."""
    src = _source(scene)
    generator = QSvgGenerator()
    generator.setFileName(path)
    generator.setSize(QSize(round(src.width()), round(src.height())))
    generator.setViewBox(QRectF(0, 0, src.width(), src.height()))
    generator.setTitle(title)
    generator.setDescription("Drawn by Minimax Studio's tree explorer")
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError(f"cannot write {path}")
    scene.render(painter, QRectF(0, 0, src.width(), src.height()), src)
    painter.end()


def export_json(root: TreeNode, path: str) -> None:
    """The tree in the Foundation notation (what ``analyze --tree @file`` reads), written atomically."""
    out = QSaveFile(path)
    if not out.open(QSaveFile.OpenModeFlag.WriteOnly):
        raise OSError(f"cannot write {path}: {out.errorString()}")
    out.write((json.dumps(tree_to_data(root), ensure_ascii=False) + "\n").encode("utf-8"))
    if not out.commit():
        raise OSError(f"cannot write {path}: {out.errorString()}")
