"""The position of a game task, drawn by the game's own board (the one the Game tab plays on), or as
text for a game without one. For "which move" and "principal variation" tasks the board is live: a
click on a legal move is the learner's move, which the panel writes into the answer.

The keyboard's cursor on a live board starts where a learner looks for it: on each new task at the legal move
nearest the board's centre (Connect Four's middle column, tic-tac-toe's centre cell), and after a move (the
learner's or the computer's reply) where the learner left it while that move is still legal. A board is made
once per game and serves every task of that game, so a cursor left over from an earlier task is never
taken over."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.game import Game

from ..board import BOARDS, BoardWidget
from ..i18n import player_name


class TaskBoard(QWidget):
    """Signals:
        movePlayed(int): the learner clicked (or chose with the keys) a legal move on the board.
    """

    movePlayed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Position"))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.text = QLabel()
        self.text.setObjectName("learnBoardText")
        self.text.setAccessibleName(self.tr("Position"))
        mono = QFont("DejaVu Sans Mono", 12)
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.text.setFont(mono)
        self._layout.addWidget(self.text)
        self.boards: dict[str, BoardWidget] = {}
        self.board: BoardWidget | None = None
        self._fresh = True

    def new_task(self) -> None:
        """The next position shown is a new task's: its cursor starts at the centre, not where the last was."""
        self._fresh = True

    def show_position(self, game: Game, state: Any, last_move: int | None = None, *, interactive: bool,
                      caption: str) -> None:
        """Show ``state`` of ``game``; ``interactive``: the board takes clicks (as moves for the answer)."""
        board = self._board_for(game)
        for other in self.boards.values():
            other.setVisible(other is board)
        self.board = board
        if board is None:
            self.text.setText(game.render(state) + "\n" + caption)
            self.text.show()
            return
        self.text.hide()
        board.set_position(state, last_move, interactive=interactive, caption=caption)
        board.marks.set_overlay(None)
        legal = board.legal_moves() if not game.is_terminal(state) else ()
        if legal and (self._fresh or board.move_cursor.selected not in legal):
            board.move_cursor.select(central_move(board, legal))
        self._fresh = False

    def side_name(self, game: Game, player: int) -> str:
        """A player as the board shows them (``O (yellow)`` on Connect Four's coloured discs)."""
        board = self._board_for(game)
        return board.piece_name(player) if board is not None else player_name(game, player)

    def _board_for(self, game: Game) -> BoardWidget | None:
        cls = BOARDS.get(game.name)
        if cls is None:
            return None
        board = self.boards.get(game.name)
        if board is None:
            board = cls(game)
            board.setObjectName(f"learnBoard_{game.name}")
            board.setMinimumSize(200, 150)  # the task's words and the engine's answer below keep their room
            board.moveChosen.connect(self.movePlayed)
            self._layout.addWidget(board)
            self.boards[game.name] = board
        return board


def central_move(board: BoardWidget, legal: tuple[int, ...]) -> int:
    """The legal move whose cell is nearest the board's centre (the first of equally near ones)."""
    cols, rows = board.nav_size()
    centre = ((cols - 1) / 2, (rows - 1) / 2)

    def distance(move: int) -> float:
        col, row = board.nav_cell(move)
        return (col - centre[0]) ** 2 + (row - centre[1]) ** 2

    return min(legal, key=distance)
