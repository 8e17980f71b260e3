"""The tree drawn in a QGraphicsScene: MAX ▲, MIN ▼, chance ○, leaves as boxes with their values.

Items are deliberately plain (a path item per node with a text child, a line per edge, no effects, no
per-item caching) so trees of a few thousand nodes build and repaint quickly. The scene is keyed by
tree path; ``apply_state`` restyles only the items whose look changed since the last call, so playing
a run touches a handful of items per step.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from engine.formatting import format_probability
from engine.games.tree import CHANCE_NODE, MAX_NODE, MIN_NODE, TreeNode
from engine.steps import fmt

from .layout import iter_nodes, tidy_layout
from .treerun import TreeState

Path = tuple[int, ...]

HALF_W = 22.0  # half the width of a node shape
HALF_H = 19.0  # half its height
LEAF_W, LEAF_H = 40.0, 26.0

FILL = {MAX_NODE: QColor("#d6e6f7"), MIN_NODE: QColor("#f7d9d6"), CHANCE_NODE: QColor("#fbefc4"),
        "leaf": QColor("#ffffff")}
INK = QColor("#202428")
FAINT = QColor("#a4abb3")
PRUNED_FILL = QColor("#e4e6e8")
PATH_COLOUR = QColor("#e8830c")
RUNNING_COLOUR = QColor("#b35c00")
CROSS_COLOUR = QColor("#c62828")
RIGHT, MISSED, WRONG = QColor("#b9e4b6"), QColor("#ffd27f"), QColor("#f4a3a3")
MARK_COLOUR = QColor("#1565c0")
# Practice marks under a leaf: marked as pruned; after checking, right / missed / wrongly marked
# (the leaf's fill says the same in green / orange / red).
MARK_SYMBOLS = {"marked": "✂", "right": "✓", "missed": "!", "wrong": "✗"}


def node_shape(kind: str) -> QPainterPath:
    """The outline of a node centred on (0, 0)."""
    path = QPainterPath()
    if kind == MAX_NODE:
        path.addPolygon(QPolygonF([QPointF(0, -HALF_H - 2), QPointF(HALF_W, HALF_H), QPointF(-HALF_W, HALF_H)]))
        path.closeSubpath()
    elif kind == MIN_NODE:
        path.addPolygon(QPolygonF([QPointF(-HALF_W, -HALF_H), QPointF(HALF_W, -HALF_H), QPointF(0, HALF_H + 2)]))
        path.closeSubpath()
    elif kind == CHANCE_NODE:
        path.addEllipse(QPointF(0, 0), HALF_H + 1, HALF_H + 1)
    else:
        path.addRect(QRectF(-LEAF_W / 2, -LEAF_H / 2, LEAF_W, LEAF_H))
    return path


# Where a node's value sits inside its shape: the wide part of a triangle.
TEXT_CENTRE_Y = {MAX_NODE: 7.0, MIN_NODE: -7.0, CHANCE_NODE: 0.0, "leaf": 0.0}


@dataclass(frozen=True)
class Look:
    """Everything that decides how one node is drawn; items are restyled only when it changes."""

    text: str = ""
    running: bool = False
    visited: bool = True
    pruned: bool = False
    current: bool = False
    on_path: bool = False
    window: str = ""
    mark: str = ""  # practice: "marked", or after checking "right" / "missed" / "wrong"


class NodeItem(QGraphicsPathItem):
    """One node: its shape, its value inside, and lazily its label, α/β box and practice mark."""

    def __init__(self, node: TreeNode, font: QFont, small: QFont, name: str = "") -> None:
        kind = "leaf" if node.is_leaf else node.kind
        shape = node_shape(kind)
        if kind == "leaf":  # widen the box for long values (real-game scores such as 10000)
            width = QFontMetricsF(font).horizontalAdvance(fmt(node.value)) + 10
            if width > LEAF_W:
                shape = QPainterPath()
                shape.addRect(QRectF(-width / 2, -LEAF_H / 2, width, LEAF_H))
        super().__init__(shape)
        self.node = node
        self.path_key: Path = node.path
        self.kind = kind
        self._small = small
        self.value_text = QGraphicsSimpleTextItem(self)
        self.value_text.setFont(font)
        self.window_text: QGraphicsSimpleTextItem | None = None
        self.window_box: QGraphicsRectItem | None = None
        self.mark_text: QGraphicsSimpleTextItem | None = None
        self.look: Look | None = None
        self.setZValue(2)
        self.below = LEAF_H / 2 + 2  # where the next text under a leaf goes (its name, then its practice mark)
        if name:
            label = QGraphicsSimpleTextItem(name, self)
            label.setFont(small)
            label.setBrush(QBrush(INK))
            r = label.boundingRect()
            if kind == "leaf":
                # Under the box: beside it, on a tight row, a name sits as close to the next leaf as to its own.
                label.setPos(-r.width() / 2, self.below)
                self.below += r.height()
            else:
                label.setPos(-HALF_W - 4 - r.width(), -r.height() / 2 - 8)

    def set_text(self, text: str, colour: QColor, italic: bool) -> None:
        font = self.value_text.font()
        if font.italic() != italic:
            font.setItalic(italic)
            self.value_text.setFont(font)
        self.value_text.setText(text)
        self.value_text.setBrush(QBrush(colour))
        r = self.value_text.boundingRect()
        self.value_text.setPos(-r.width() / 2, TEXT_CENTRE_Y[self.kind] - r.height() / 2)

    def set_window(self, text: str) -> None:
        if not text:
            if self.window_text is not None:
                self.window_text.hide()
                assert self.window_box is not None
                self.window_box.hide()
            return
        if self.window_text is None:
            self.window_box = QGraphicsRectItem(self)
            self.window_box.setBrush(QBrush(QColor(255, 248, 236, 235)))
            self.window_box.setPen(QPen(PATH_COLOUR, 1))
            self.window_text = QGraphicsSimpleTextItem(self)
            self.window_text.setFont(self._small)
            self.window_text.setBrush(QBrush(RUNNING_COLOUR))
        assert self.window_box is not None
        self.window_text.setText(text)
        r = self.window_text.boundingRect()
        x, y = HALF_W + 4, -HALF_H - r.height() + 4
        if self.kind == "leaf":  # under the box: beside it, it would sit as close to the next leaf as to its own
            x, y = -r.width() / 2, self.below + 2
        self.window_text.setPos(x, y)
        self.window_box.setRect(QRectF(x - 3, y - 1, r.width() + 6, r.height() + 2))
        self.window_text.show()
        self.window_box.show()

    def set_mark(self, text: str) -> None:
        if not text and self.mark_text is None:
            return
        if self.mark_text is None:
            self.mark_text = QGraphicsSimpleTextItem(self)
            font = QFont(self._small)
            font.setBold(True)
            self.mark_text.setFont(font)
            self.mark_text.setBrush(QBrush(MARK_COLOUR))
        self.mark_text.setText(text)
        r = self.mark_text.boundingRect()
        self.mark_text.setPos(-r.width() / 2, self.below)


class EdgeItem(QGraphicsLineItem):
    """The edge from a parent to a child; a red × on it when the child was pruned."""

    def __init__(self, line: QLineF) -> None:
        super().__init__(line)
        self.cross: QGraphicsPathItem | None = None
        self.state: tuple[bool, bool, bool, bool] | None = None
        self.setZValue(0)

    def set_cross(self, on: bool) -> None:
        if on and self.cross is None:
            mid = self.line().center()
            path = QPainterPath()
            d = 7.0
            path.moveTo(mid + QPointF(-d, -d))
            path.lineTo(mid + QPointF(d, d))
            path.moveTo(mid + QPointF(d, -d))
            path.lineTo(mid + QPointF(-d, d))
            self.cross = QGraphicsPathItem(path, self)
            self.cross.setPen(QPen(CROSS_COLOUR, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        if self.cross is not None:
            self.cross.setVisible(on)


class TreeScene(QGraphicsScene):
    """The drawing of one tree. ``nodes`` and ``edges`` are keyed by the (child's) path."""

    font: QFont  # type: ignore[assignment]  # the nodes' font (shadows QGraphicsScene.font(), unused here)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.root: TreeNode | None = None
        self.nodes: dict[Path, NodeItem] = {}
        self.edges: dict[Path, EdgeItem] = {}
        self.font = QFont("DejaVu Sans", 10)
        self.font.setBold(True)
        self.small = QFont("DejaVu Sans", 8)
        self.setBackgroundBrush(QBrush(QColor("#ffffff")))

    def set_tree(self, root: TreeNode, tooltips: dict[Path, str] | None = None,
                 names: dict[Path, str] | None = None) -> None:
        """Draw ``root`` from scratch (tidy layout), leaves showing their values, inner nodes empty.
        ``names`` are written beside the nodes (default: the nodes' labels)."""
        self.clear()
        self.root = root
        self.nodes = {}
        self.edges = {}
        pos = tidy_layout(root)
        for node in iter_nodes(root):
            name = names.get(node.path, "") if names is not None else node.label
            item = NodeItem(node, self.font, self.small, name)
            x, y = pos[node.path]
            item.setPos(x, y)
            if tooltips and node.path in tooltips:
                item.setToolTip(tooltips[node.path])
            self.addItem(item)
            self.nodes[node.path] = item
            if node.path:
                px, py = pos[node.path[:-1]]
                parent_kind = self.nodes[node.path[:-1]].kind
                top = -LEAF_H / 2 if node.is_leaf else -HALF_H
                start_y = py + (HALF_H if parent_kind != MIN_NODE else HALF_H + 2)
                edge = EdgeItem(QLineF(px, start_y, x, y + top))
                self.addItem(edge)
                self.edges[node.path] = edge
                parent = root.node_at(node.path[:-1])
                if parent.probs is not None:  # a chance outcome: its probability on the edge
                    prob = QGraphicsSimpleTextItem(format_probability(parent.probs[node.path[-1]]), edge)
                    prob.setFont(self.small)
                    prob.setBrush(QBrush(QColor("#7a5c00")))
                    mid = edge.line().pointAt(0.45)
                    r = prob.boundingRect()
                    # left of a left-leaning edge, right of the others, so the text never sits on it
                    prob.setPos(mid.x() - r.width() - 6 if x < px else mid.x() + 6, mid.y() - r.height() / 2)
        self.apply_state(None)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-40, -40, 40, 40))

    # -- styling ----------------------------------------------------------------------------------
    def apply_state(self, state: TreeState | None, show_window: bool = False,
                    marks: dict[Path, str] | None = None, values: dict[Path, float] | None = None) -> None:
        """Restyle the tree for ``state`` (None: no run; inner nodes show ``values`` if given)."""
        if self.root is None:
            return
        pruned_below = self._pruned_closure(state.pruned) if state is not None else set()
        on_path = set(state.path) if state is not None else set()
        marks = marks or {}
        for path, item in self.nodes.items():
            node = item.node
            if state is None:
                if node.is_leaf:
                    text = fmt(node.value)
                else:
                    text = fmt(values[path]) if values and path in values else ""
                look = Look(text=text, mark=marks.get(path, ""))
            else:
                running = False
                if node.is_leaf:
                    text = fmt(node.value)
                elif path in state.values:
                    text = fmt(state.values[path])
                elif path in state.running:
                    text, running = fmt(state.running[path]), True
                else:
                    text = ""
                window = ""
                if show_window and path in on_path and not node.is_leaf and path in state.windows:
                    a, b = state.windows[path]
                    window = f"α = {fmt(a)}\nβ = {fmt(b)}"
                window = state.notes.get(path, window)
                look = Look(text=text, running=running, visited=path in state.visited, pruned=path in pruned_below,
                            current=path == state.current, on_path=path in on_path, window=window,
                            mark=marks.get(path, ""))
            if look != item.look:
                self._style_node(item, look)
            edge = self.edges.get(path)
            if edge is not None:
                key = (look.pruned, path in (state.pruned if state is not None else ()), look.on_path, look.visited)
                if key != edge.state:
                    self._style_edge(edge, *key)

    def _pruned_closure(self, roots: frozenset[Path]) -> set[Path]:
        out: set[Path] = set()
        for r in roots:
            if r in self.nodes:
                out.update(n.path for n in iter_nodes(self.nodes[r].node))
        return out

    def _style_node(self, item: NodeItem, look: Look) -> None:
        item.look = look
        kind = item.kind
        if look.pruned:
            fill, ink, width, style = PRUNED_FILL, FAINT, 1.5, Qt.PenStyle.DashLine
        elif not look.visited:
            fill, ink, width, style = FILL[kind].lighter(108), FAINT, 1.5, Qt.PenStyle.SolidLine
        else:
            fill, ink, width, style = FILL[kind], INK, 1.8, Qt.PenStyle.SolidLine
        if look.mark in ("right", "missed", "wrong"):
            fill = {"right": RIGHT, "missed": MISSED, "wrong": WRONG}[look.mark]
        pen_colour = ink
        if look.current:
            pen_colour, width = PATH_COLOUR, 4.0
        elif look.on_path:
            pen_colour, width = PATH_COLOUR, 2.6
        pen = QPen(pen_colour, width, style)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        item.setPen(pen)
        item.setBrush(QBrush(fill))
        text_colour = RUNNING_COLOUR if look.running else (FAINT if look.pruned else INK)
        item.set_text(look.text, text_colour, look.running)
        item.set_window(look.window)
        item.set_mark(MARK_SYMBOLS.get(look.mark, ""))
        item.setZValue(3 if look.on_path else 2)

    def _style_edge(self, edge: EdgeItem, in_pruned: bool, cut_here: bool, on_path: bool, visited: bool) -> None:
        edge.state = (in_pruned, cut_here, on_path, visited)
        if on_path:
            pen = QPen(PATH_COLOUR, 3.0)
        elif in_pruned:
            pen = QPen(FAINT, 1.2, Qt.PenStyle.DashLine)
        else:
            pen = QPen(INK if visited else FAINT, 1.4)
        edge.setPen(pen)
        edge.set_cross(cut_here)

    # -- queries ----------------------------------------------------------------------------------
    def node_at(self, item: QGraphicsItem | None) -> NodeItem | None:
        """The node an item belongs to (a node or one of its texts)."""
        while item is not None and not isinstance(item, NodeItem):
            item = item.parentItem()
        return item
