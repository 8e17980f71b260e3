"""The text of an evaluation file: Python highlighting, line numbers, and the line of an error marked."""

from __future__ import annotations

import keyword

from PySide6.QtCore import QRect, QRegularExpression, QSize, Qt, Slot
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

ERROR_BACKGROUND = QColor(255, 90, 90, 70)


def _format(color: str, bold: bool = False, italic: bool = False) -> QTextCharFormat:
    f = QTextCharFormat()
    f.setForeground(QColor(color))
    if bold:
        f.setFontWeight(QFont.Weight.Bold)
    f.setFontItalic(italic)
    return f


class PythonHighlighter(QSyntaxHighlighter):
    """Keywords, built-ins, numbers, strings (also triple-quoted over several lines) and comments.

    Colours readable on light and dark palettes alike (mid-tone hues)."""

    KEYWORD = _format("#c0399b", bold=True)
    BUILTIN = _format("#2f7fc1")
    NUMBER = _format("#c77c11")
    STRING = _format("#3a9a4a")
    COMMENT = _format("#8a8a8a", italic=True)
    DEFINITION = _format("#2a6fd1", bold=True)
    CONTRACT = _format("#b25d00", bold=True)  # GAME, PARAMS, WIN_SCORE, evaluate: the file's contract

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        builtins = ("abs", "all", "any", "dict", "enumerate", "float", "int", "len", "list", "max", "min", "range",
                    "round", "set", "sorted", "str", "sum", "tuple", "zip", "print", "isinstance")
        self.rules: list[tuple[QRegularExpression, QTextCharFormat]] = [
            (QRegularExpression(r"\b(" + "|".join(keyword.kwlist) + r")\b"), self.KEYWORD),
            (QRegularExpression(r"\b(" + "|".join(builtins) + r")\b"), self.BUILTIN),
            (QRegularExpression(r"\b(GAME|PARAMS|WIN_SCORE|evaluate)\b"), self.CONTRACT),
            (QRegularExpression(r"\b[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?\b"), self.NUMBER),
            (QRegularExpression(r"(?<=\bdef\s)\w+|(?<=\bclass\s)\w+"), self.DEFINITION),
            (QRegularExpression(r"\"[^\"\\]*(\\.[^\"\\]*)*\"|'[^'\\]*(\\.[^'\\]*)*'"), self.STRING),
        ]
        self.comment = QRegularExpression(r"#[^\n]*")
        self.triple = (QRegularExpression('"""'), QRegularExpression("'''"))

    def highlightBlock(self, text: str) -> None:
        for pattern, fmt in self.rules:
            it = pattern.globalMatch(text)
            while it.hasNext():
                m = it.next()
                self.setFormat(m.capturedStart(), m.capturedLength(), fmt)
        # a comment: from a # that is not inside a string
        for hash_at in (i for i, ch in enumerate(text) if ch == "#"):
            if self.format(hash_at) != self.STRING:
                self.setFormat(hash_at, len(text) - hash_at, self.COMMENT)
                break
        self._triple_quoted(text)

    def _triple_quoted(self, text: str) -> None:
        """Docstrings: state 1 or 2 carries an open triple-quoted string into the next block."""
        self.setCurrentBlockState(0)
        start = 0
        state = self.previousBlockState()
        if state in (1, 2):
            end = self.triple[state - 1].match(text).capturedStart()
            if end < 0:
                self.setFormat(0, len(text), self.STRING)
                self.setCurrentBlockState(state)
                return
            self.setFormat(0, end + 3, self.STRING)
            start = end + 3
        while True:
            opened = [(p.match(text, start).capturedStart(), i) for i, p in enumerate(self.triple)]
            opened = [(pos, i) for pos, i in opened if pos >= 0]
            if not opened:
                return
            pos, i = min(opened)
            close = self.triple[i].match(text, pos + 3).capturedStart()
            if close < 0:
                self.setFormat(pos, len(text) - pos, self.STRING)
                self.setCurrentBlockState(i + 1)
                return
            self.setFormat(pos, close + 3 - pos, self.STRING)
            start = close + 3


class _LineNumbers(QWidget):
    def __init__(self, editor: CodeEditor) -> None:
        super().__init__(editor)
        self.editor = editor

    def sizeHint(self) -> QSize:
        return QSize(self.editor.line_number_width(), 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.editor.paint_line_numbers(event)


class CodeEditor(QPlainTextEdit):
    """A plain-text editor for Python: monospace, 4-space tabs, line numbers, an error line marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.setFont(font)
        self.setTabStopDistance(4 * self.fontMetrics().horizontalAdvance(" "))
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.highlighter = PythonHighlighter(self.document())
        self.numbers = _LineNumbers(self)
        self.error_line: int | None = None
        self.blockCountChanged.connect(self._update_margin)
        self.updateRequest.connect(self._scroll_numbers)
        self._update_margin()

    # -- line numbers ------------------------------------------------------------------------------------
    def line_number_width(self) -> int:
        digits = max(2, len(str(self.blockCount())))
        return 10 + self.fontMetrics().horizontalAdvance("9") * digits

    @Slot()
    def _update_margin(self) -> None:
        self.setViewportMargins(self.line_number_width(), 0, 0, 0)

    @Slot(QRect, int)
    def _scroll_numbers(self, rect: QRect, dy: int) -> None:
        if dy:
            self.numbers.scroll(0, dy)
        else:
            self.numbers.update(0, rect.y(), self.numbers.width(), rect.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        cr = self.contentsRect()
        self.numbers.setGeometry(QRect(cr.left(), cr.top(), self.line_number_width(), cr.height()))

    def paint_line_numbers(self, event: QPaintEvent) -> None:
        painter = QPainter(self.numbers)
        pal = self.palette()
        painter.fillRect(event.rect(), pal.alternateBase())
        block = self.firstVisibleBlock()
        number = block.blockNumber()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        bottom = top + round(self.blockBoundingRect(block).height())
        height = self.fontMetrics().height()
        while block.isValid() and top <= event.rect().bottom():
            if block.isVisible() and bottom >= event.rect().top():
                is_error = self.error_line == number + 1
                painter.setPen(QColor("#d03030") if is_error else pal.placeholderText().color())
                font = painter.font()
                font.setBold(is_error)
                painter.setFont(font)
                painter.drawText(0, top, self.numbers.width() - 5, height, Qt.AlignmentFlag.AlignRight,
                                 str(number + 1))
            block = block.next()
            top = bottom
            bottom = top + round(self.blockBoundingRect(block).height())
            number += 1
        painter.end()

    # -- the error mark ----------------------------------------------------------------------------------
    def mark_error(self, line: int | None) -> None:
        """Mark ``line`` (1-based) as the error's and move the cursor there; None clears the mark."""
        self.error_line = line
        selections = []
        if line is not None and 1 <= line <= self.blockCount():
            sel = QTextEdit.ExtraSelection()
            sel.format.setBackground(ERROR_BACKGROUND)
            sel.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            cursor = QTextCursor(self.document().findBlockByNumber(line - 1))
            sel.cursor = cursor
            selections.append(sel)
            self.setTextCursor(cursor)
            self.centerCursor()
        self.setExtraSelections(selections)
        self.numbers.update()
