"""The main window (Foundation version: the board; the desktop-application issue fills it)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QMainWindow, QWidget

from engine.games.tictactoe import TicTacToe


class SimpleBoard(QWidget):
    """Draws a tic-tac-toe position; a click plays a move."""

    def __init__(self) -> None:
        super().__init__()
        self.game = TicTacToe()
        self.state = self.game.initial_state()
        self.setMinimumSize(240, 240)

    def cell_rect(self, cell: int) -> QRectF:
        side = min(self.width(), self.height()) * 0.9
        x0 = (self.width() - side) / 2
        y0 = (self.height() - side) / 2
        r, c = divmod(cell - 1, 3)
        return QRectF(x0 + c * side / 3, y0 + r * side / 3, side / 3, side / 3)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(self.palette().text().color(), 3))
        x, o = self.game.split(self.state)
        for cell in range(1, 10):
            rect = self.cell_rect(cell)
            p.drawRect(rect)
            inset = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2, -rect.width() * 0.2, -rect.height() * 0.2)
            if x >> (cell - 1) & 1:
                p.setPen(QPen(QColor("#1f77b4"), 6))
                p.drawLine(inset.topLeft(), inset.bottomRight())
                p.drawLine(inset.topRight(), inset.bottomLeft())
            elif o >> (cell - 1) & 1:
                p.setPen(QPen(QColor("#d62728"), 6))
                p.drawEllipse(inset)
            p.setPen(QPen(self.palette().text().color(), 3))

    def mousePressEvent(self, event) -> None:
        pos = QPointF(event.position())
        for cell in range(1, 10):
            if self.cell_rect(cell).contains(pos) and cell in self.game.actions(self.state):
                self.state = self.game.result(self.state, cell)
                self.update()
                return


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Minimax Studio")
        self.board = SimpleBoard()
        self.setCentralWidget(self.board)
        self.resize(640, 560)
