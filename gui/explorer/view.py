"""The view on the tree: zoom (wheel, Ctrl +/−), pan (drag the background), fit, and drag a node
sideways among its siblings to reorder them."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPoint, QPointF, Qt, Signal, Slot
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsView

from .scene import NodeItem, TreeScene

Path = tuple[int, ...]
MIN_SCALE, MAX_SCALE = 0.02, 6.0
MIN_FIT, MAX_FIT = 0.6, 1.6
DRAG_THRESHOLD = 8  # pixels a press must move before it is a drag rather than a click


class TreeView(QGraphicsView):
    """Signals:
        nodeClicked(tuple): a node was clicked (its path).
        reorderRequested(tuple, int, int): a node was dragged among its siblings (parent path, from, to).
    """

    nodeClicked = Signal(tuple)
    reorderRequested = Signal(tuple, int, int)

    def __init__(self, scene: TreeScene) -> None:
        super().__init__(scene)
        self.tree_scene = scene
        self.reorder_enabled = False
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self._press: tuple[NodeItem, QPointF, float] | None = None  # node, scene press point, its x
        self._dragging = False
        self._last_view_pos = QPoint()
        self._marker: QGraphicsLineItem | None = None  # where a dragged node would be dropped

    # -- zoom ---------------------------------------------------------------------------------------
    def zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        factor = max(MIN_SCALE / current, min(MAX_SCALE / current, factor))
        self.scale(factor, factor)

    @Slot()
    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    @Slot()
    def zoom_out(self) -> None:
        self.zoom_by(0.8)

    @Slot()
    def fit(self) -> None:
        """Show the whole tree, but never blow a small tree up beyond 1.6×, nor shrink a big one below
        legibility (0.6×): then the top of the tree is shown and the rest is a pan away."""
        rect = self.scene().itemsBoundingRect().adjusted(-20, -20, 20, 20)
        if rect.isEmpty():
            return
        self.resetTransform()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.transform().m11()
        if scale > MAX_FIT or scale < MIN_FIT:
            scale = MAX_FIT if scale > MAX_FIT else MIN_FIT
            self.resetTransform()
            self.scale(scale, scale)
            if scale == MAX_FIT:
                self.centerOn(rect.center())
            else:  # the root, at the top middle
                half_h = self.viewport().height() / scale / 2
                self.centerOn(rect.center().x(), rect.top() + half_h)

    def reveal(self, item: QGraphicsItem) -> None:
        """Scroll so ``item`` is in view (with a margin), if it is not already."""
        self.ensureVisible(item, 80, 80)

    def zoom_level(self) -> float:
        return self.transform().m11()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15 ** steps)
        event.accept()

    # -- clicks and reordering -------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        node = self.tree_scene.node_at(self.itemAt(event.position().toPoint()))
        if node is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = (node, self.mapToScene(event.position().toPoint()), node.x())
            self._last_view_pos = event.position().toPoint()
            self._dragging = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        node, start, x0 = self._press
        here = self.mapToScene(event.position().toPoint())
        moved = (here - start).manhattanLength() * self.zoom_level() >= DRAG_THRESHOLD
        if not self._dragging and moved:
            self._dragging = True
        if self._dragging:
            if self.reorder_enabled and node.path_key:
                node.setX(x0 + here.x() - start.x())  # feedback only: the tree is redrawn on release
                node.setOpacity(0.6)
                self._show_drop_marker(node)
            else:  # not reordering: a drag that starts on a node pans like one on the background
                delta = event.position().toPoint() - self._last_view_pos
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
        self._last_view_pos = event.position().toPoint()
        event.accept()

    def _drop_target(self, node: NodeItem) -> tuple[int, float]:
        """Where a dragged node would land among its siblings: (new index, x of the gap it goes into)."""
        path = node.path_key
        siblings = self.tree_scene.root.node_at(path[:-1]).children if self.tree_scene.root else ()
        xs = [self.tree_scene.nodes[c.path].x() for i, c in enumerate(siblings) if i != path[-1]]
        target = sum(1 for x in xs if x < node.x())
        if not xs:
            return 0, node.x()
        if target == 0:
            gap = xs[0] - 28
        elif target == len(xs):
            gap = xs[-1] + 28
        else:
            gap = (xs[target - 1] + xs[target]) / 2
        return target, gap

    def _show_drop_marker(self, node: NodeItem) -> None:
        _, gap = self._drop_target(node)
        if self._marker is None:
            self._marker = QGraphicsLineItem()
            self._marker.setPen(QPen(QColor("#1565c0"), 3, Qt.PenStyle.DashLine))
            self._marker.setZValue(10)
            self.tree_scene.addItem(self._marker)
        y = node.y()
        self._marker.setLine(QLineF(gap, y - 34, gap, y + 34))
        self._marker.show()

    def _hide_drop_marker(self) -> None:
        if self._marker is not None:
            self.tree_scene.removeItem(self._marker)
            self._marker = None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        node, _start, x0 = self._press
        self._press = None
        if self._dragging and not (self.reorder_enabled and node.path_key):
            self._dragging = False  # it was a pan
        elif self._dragging:
            self._dragging = False
            path = node.path_key
            target, _ = self._drop_target(node)
            node.setX(x0)
            node.setOpacity(1.0)
            self._hide_drop_marker()
            if target != path[-1]:
                self.reorderRequested.emit(path[:-1], path[-1], target)
        else:
            self.nodeClicked.emit(node.path_key)
        event.accept()
