"""``BoardPainter``: what a board draws over the game's own drawing, and in which order.

The board widget owns one (``BoardWidget.painter``, made from the class's ``painter_class``): it paints the
background, asks the board for its squares and pieces (``draw_board``, ``draw_pieces``), and adds the
overlays every game shares: the hover tint and the keyboard's frame, the last-move mark, the winning
line, the principal variation's numbered ghosts, the hint, the move values with their "best"/"tie" tags,
the illegal-click cue and the caption strip. A game that draws one of these its own way (the dice game's
ghosts stop at the next roll) subclasses the painter, not the widget.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from .colors import BoardColors, value_color
from .move_cursor import MoveCursor
from .overlay import Overlay
from .value_words import ValueWords
from .view import BoardView


class PaintedBoard(BoardView, Protocol):
    """A board as its painter reads it: with its cursor and its values' words."""

    @property
    def move_cursor(self) -> MoveCursor: ...
    @property
    def value_words(self) -> ValueWords: ...


def pixel_font(base: QFont, pixel_size: float, bold: bool = False, italic: bool = False) -> QFont:
    """``base`` at ``pixel_size`` pixels (never under 9: smaller is a smudge), bold or italic as asked."""
    f = QFont(base)
    f.setPixelSize(max(9, round(pixel_size)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


class BoardPainter:
    """Paints ``board``: the game's drawing with the shared overlays on top."""

    def __init__(self, board: PaintedBoard) -> None:
        self.board = board

    def font(self, pixel_size: float, bold: bool = False, italic: bool = False) -> QFont:
        return pixel_font(self.board.font(), pixel_size, bold, italic)

    def paint(self, p: QPainter) -> None:
        """Paint the board with ``p`` (a painter on the board widget, ended by the caller)."""
        board = self.board
        colors = board.colors()
        p.fillRect(board.rect(), colors.background)
        state = board.marks.shown_state()
        board.draw_board(p, colors)
        if not board.marks.previewing:
            self.draw_hover_tint(p, colors)  # under the pieces: a disc keeps its colour in a hovered column
        board.draw_pieces(p, state, colors)
        self.draw_last_move(p, state, colors)
        self.draw_winning_lines(p, state, colors)
        if not board.marks.previewing:
            self.draw_hover_and_selection(p, colors)
            if board.marks.show_pv and board.marks.pv():
                self.draw_pv(p, colors)
            if board.marks.hint is not None:
                self.draw_hint(p, colors)
        if board.marks.show_values:
            self.draw_values(p, colors, board.marks.overlay(), set(board.game.actions(state)))
        if board.move_cursor.illegal is not None:
            rect = board.target_rect(board.move_cursor.illegal)
            p.fillRect(rect, colors.illegal)
        self.draw_caption(p, colors)

    def draw_last_move(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        last = self.board.marks.preview.last if self.board.marks.previewing else self.board.last_move
        if last is None:
            return
        rect = self.board.placed_rect(state, last)
        if rect is None:
            return
        # a small accent dot in the cell's corner: visible, but not mistaken for the selection frame
        d = rect.width() * 0.09
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colors.accent)
        p.drawEllipse(QRectF(rect.right() - d * 2.2, rect.bottom() - d * 2.2, d, d))
        p.restore()

    def draw_winning_lines(self, p: QPainter, state: Any, colors: BoardColors) -> None:
        lines = self.board.winning_lines(state) if self.board.game.is_terminal(state) else []
        if not lines:
            return
        p.save()
        for rects in lines:
            width = rects[0].width() * 0.12
            glow = QColor(colors.win)
            glow.setAlphaF(0.85)
            pen = QPen(glow, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(rects[0].center(), rects[-1].center())
            p.setPen(QPen(glow, max(2.0, width * 0.35)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            for r in rects:
                inset = r.width() * 0.08
                p.drawEllipse(r.adjusted(inset, inset, -inset, -inset))
        p.restore()

    def draw_hover_tint(self, p: QPainter, colors: BoardColors) -> None:
        """The tint of the legal move under the mouse or the keyboard, drawn before the pieces."""
        legal = self.board.legal_moves()
        for move, _focused in self.board.move_cursor.targets():
            if move in legal:
                p.fillRect(self.board.target_rect(move), colors.hover)

    def draw_hover_and_selection(self, p: QPainter, colors: BoardColors) -> None:
        legal = self.board.legal_moves()
        player = self.board.game.to_move(self.board.state)
        for move, focused in self.board.move_cursor.targets():
            rect = self.board.target_rect(move)
            if move in legal:
                landing = self.board.landing_rect(self.board.state, move)
                if landing is not None and not focused:
                    self.board.draw_piece(p, landing, player, colors, opacity=0.35)
            if focused:
                pen = QPen(colors.accent, 2.5)
                pen.setStyle(Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(rect.adjusted(2, 2, -2, -2))

    def draw_pv(self, p: QPainter, colors: BoardColors) -> None:
        state = self.board.state
        for i, move in enumerate(self.board.marks.pv(), 1):
            if self.board.game.is_terminal(state) or move not in self.board.game.actions(state):
                break
            rect = self.board.landing_rect(state, move)
            player = self.board.game.to_move(state)
            if rect is not None:
                self.board.draw_piece(p, rect, player, colors, opacity=0.22)
                side = min(rect.width() * 0.22, 30.0)
                badge = QRectF(0, 0, side, side)
                badge.moveTopRight(rect.topRight() + QPointF(-rect.width() * 0.04, rect.width() * 0.04))
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colors.accent)
                p.drawEllipse(badge)
                p.setPen(QColor("white"))
                p.setFont(self.font(badge.height() * 0.62, bold=True))
                p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(i))
            state = self.board.game.result(state, move)

    def draw_values(self, p: QPainter, colors: BoardColors, ov: Overlay, legal: set[int]) -> None:
        shown = {m: mv for m, mv in ov.values.items() if m in legal and ov.says_something(mv)}
        if not shown:
            return
        texts = self.board.value_words.texts(shown)
        # one font size for every value, so that no number looks more important than another
        rects = {m: self.board.value_rect(m) for m in shown}
        cell = max(rects.values(), key=lambda r: (r.height(), r.width()))  # a whole square's, usually
        font = self.font(min(cell.height() * 0.26, cell.width() * 0.26, 44.0), bold=True, italic=ov.live)

        def fits() -> bool:  # every text inside its own rectangle (a band of a shared square is smaller)
            metrics = QFontMetricsF(font)
            return all(metrics.horizontalAdvance(texts[m]) <= r.width() * 0.9 and metrics.height() <= r.height() * 0.9
                       for m, r in rects.items())

        while not fits() and font.pixelSize() > 9:
            font.setPixelSize(font.pixelSize() - 1)
        for move, mv in shown.items():
            rect = self.board.value_rect(move)
            color = value_color(ov.t(mv.value), colors)
            text = texts[move]
            p.setFont(font)
            p.setPen(color)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            kind = "best" if move == ov.best else "tie" if move in ov.ties else ""
            tag, size = tag_text(kind, rect.height())
            if tag and not ov.live:
                p.setFont(self.font(size, bold=True))
                p.setPen(colors.accent if move == ov.best else colors.muted)
                tag_rect = QRectF(rect.left(), rect.bottom() - rect.height() * 0.3, rect.width(), rect.height() * 0.22)
                p.drawText(tag_rect, Qt.AlignmentFlag.AlignCenter, tag)
                if move == ov.best:
                    pen = QPen(colors.accent, max(2.0, rect.width() * 0.03))
                    p.setPen(pen)
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    inset = rect.width() * 0.08
                    p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset, inset)

    def draw_hint(self, p: QPainter, colors: BoardColors) -> None:
        if self.board.marks.hint is None:
            return
        rect = self.board.target_rect(self.board.marks.hint)
        pen = QPen(colors.accent, max(3.0, rect.width() * 0.05))
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = rect.width() * 0.05
        p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset * 2, inset * 2)
        landing = self.board.landing_rect(self.board.state, self.board.marks.hint)
        if landing is not None and not self.board.marks.game_overlay.values:
            self.board.draw_piece(p, landing, self.board.game.to_move(self.board.state), colors, opacity=0.45)

    def draw_caption(self, p: QPainter, colors: BoardColors) -> None:
        rect = self.board.caption_rect
        over = self.board.game.is_terminal(self.board.state) and not self.board.marks.previewing
        if self.board.marks.previewing:
            text = self.board.marks.shown_caption()
            bg = QColor(colors.accent)
            bg.setAlphaF(0.2)
            fg = colors.text
        elif over:
            text = self.board.caption
            bg, fg = colors.over_bg, colors.over_text
        else:
            text = self.board.caption
            bg, fg = colors.caption_bg, colors.text
        if not text:
            return
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(bg)
        p.drawRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
        font, lines = self.caption_font(text, rect, bold=over)
        p.setFont(font)
        p.setPen(fg)
        inner = rect.adjusted(8, 1, -8, -1)
        if lines == 1:
            p.drawText(inner, Qt.AlignmentFlag.AlignCenter, text)
        else:  # two lines rather than a cut: a long caption ("why move 4") is read whole
            p.drawText(inner, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
        p.restore()

    def caption_font(self, text: str, rect: QRectF, bold: bool = False) -> tuple[QFont, int]:
        """The caption's font and number of lines: one line down to a readable size, else two lines
        (wrapped at spaces), shrinking further only if even two lines do not fit."""
        font = self.font(min(rect.height() * 0.5, 18.0), bold=bold)
        width = rect.width() - 16
        while QFontMetricsF(font).horizontalAdvance(text) > width and font.pixelSize() > 12:
            font.setPixelSize(font.pixelSize() - 1)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return font, 1
        font.setPixelSize(max(9, min(font.pixelSize(), int(rect.height() * 0.42))))

        def fits() -> bool:
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            box = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), flags, text)
            return box.height() <= rect.height() - 2 and box.width() <= width

        while not fits() and font.pixelSize() > 8:
            font.setPixelSize(font.pixelSize() - 1)
        return font, 2

    def caption_is_whole(self) -> bool:
        """Whether the caption strip shows its whole text at the current size (for the layout tests)."""
        text = self.board.marks.shown_caption()
        if not text:
            return True
        rect = self.board.caption_rect
        font, lines = self.caption_font(text, rect)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        box = QFontMetricsF(font).boundingRect(QRectF(0, 0, rect.width() - 16, 10_000), flags, text)
        return box.height() <= rect.height() and font.pixelSize() >= 9 and lines <= 2


MIN_TAG_PX = 9.0
"""The smallest font a value's "★ best" / "= tie" tag is written in; a smaller square shows the sign alone."""


def tag_text(kind: str, square: float) -> tuple[str, float]:
    """The tag under a move's value ("best", "tie" or "") in a square ``square`` pixels high, and its font
    size: the words where they are readable, the sign alone (larger) on a small board, never a smudge."""
    if not kind:
        return "", 0.0
    if kind == "best":
        sign, word = "★", QCoreApplication.translate("BoardWidget", "best", "the tag under the best move's value")
    else:
        sign, word = "=", QCoreApplication.translate("BoardWidget", "tie", "the tag under a value equal to the best")
    size = min(square * 0.11, 16.0)
    if size >= MIN_TAG_PX:
        return f"{sign} {word}", size
    return sign, max(MIN_TAG_PX, square * 0.2)
