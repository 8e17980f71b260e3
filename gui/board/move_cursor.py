"""``MoveCursor``: which move the mouse is over, which the keyboard's cursor is on, and the illegal cue.

The board widget owns one (``BoardWidget.move_cursor``). The arrow keys walk the cursor over the game's
grid (``nav_size`` / ``nav_cell`` / ``nav_move``, wrapping at the edges), Enter plays it; a click on a move
that is not legal flashes that square for ``ILLEGAL_CUE_MS``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from .view import BoardView

ILLEGAL_CUE_MS = 350


class MoveCursor:
    """The moves the board marks for the user's hands: ``hover`` (mouse), ``selected`` (keyboard),
    ``illegal`` (a refused choice, shown briefly)."""

    def __init__(self, board: BoardView, owner: QObject, on_illegal: Callable[[int], None]) -> None:
        """``owner`` keeps the cue's timer; ``on_illegal`` is told each refused move."""
        self.board = board
        self.on_illegal = on_illegal
        self.hover: int | None = None
        self.selected: int | None = None
        self.illegal: int | None = None
        self.illegal_timer = QTimer(owner)
        self.illegal_timer.setObjectName("illegal_cue_timer")
        self.illegal_timer.setSingleShot(True)
        self.illegal_timer.setInterval(ILLEGAL_CUE_MS)
        self.illegal_timer.timeout.connect(self.clear_illegal)

    def select(self, move: int | None) -> None:
        """Put the keyboard's cursor (what the arrow keys move and Enter plays) on ``move``; None: none until
        an arrow key sets one."""
        self.selected = move
        self.board.update()

    def walk(self, dc: int, dr: int) -> None:
        """Move the keyboard's cursor ``dc`` columns and ``dr`` rows (the first press puts it in the middle)."""
        board = self.board
        cols, rows = board.nav_size()
        if self.selected is None:
            legal = board.legal_moves()
            self.selected = legal[len(legal) // 2] if legal else board.nav_move(cols // 2, rows // 2)
        else:
            c, r = board.nav_cell(self.selected)
            c = (c + dc) % cols
            r = (r + dr) % rows
            self.selected = board.nav_move(c, r)
        board.update()

    def flash_illegal(self, move: int) -> None:
        self.illegal = move
        self.illegal_timer.start()
        self.on_illegal(move)
        self.board.update()

    def clear_illegal(self) -> None:
        self.illegal = None
        self.board.update()

    def targets(self) -> list[tuple[int, bool]]:
        """The moves marked for the mouse and the keyboard: (move, whether it is the keyboard's)."""
        board = self.board
        if not board.can_play():
            return []
        return [(m, focused) for m, focused in ((self.hover, False), (self.selected if board.hasFocus() else None, True))
                if m is not None]
