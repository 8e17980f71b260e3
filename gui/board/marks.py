"""``BoardMarks``: what the window marks on a board beyond its position.

The board widget owns one (``BoardWidget.marks``): the move values (``set_overlay``), the principal
variation drawn as numbered ghosts (``set_pv``), a hint (``set_hint``), whether values and ghosts are shown
at all, and a preview of another position (``set_preview`` until ``end_preview``). The window, the lab and
Learn set these here; the painter and the value words read them. A new position (``set_position`` on the
widget) forgets the ghosts and the hint, which belonged to the old one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication

from engine.results import MoveValue

from .overlay import Overlay, make_overlay
from .preview import BoardPreview


class MarkedBoard(Protocol):
    """What the marks read of their board: its own position and caption, and its repaint."""

    @property
    def state(self) -> Any: ...
    @property
    def caption(self) -> str: ...
    def update(self) -> None: ...


class BoardMarks:
    """The marks over a board's position: values, principal variation, hint, preview."""

    def __init__(self, board: MarkedBoard) -> None:
        self.board = board
        self.show_values = True
        self.show_pv = True
        self.game_overlay = Overlay()
        """The values of the game's own position (the preview has its own)."""
        self.preview = BoardPreview()
        self.preview_changed: Callable[[], None] = lambda: None
        """Told after a preview starts or ends (a board with more than the painting to update, the die)."""
        self._pv: list[int] = []
        self._hint: int | None = None

    def forget_line(self) -> None:
        """The ghosts and the hint belonged to the position just left (the board repaints itself)."""
        self._pv = []
        self._hint = None

    def set_overlay(self, values: Sequence[MoveValue] | None, best: int | None = None,
                    ties: Sequence[int] = (), *, win_value: float = 1.0, live: bool = False) -> None:
        """Values of the legal moves (from an analysis of the shown position); None clears them."""
        self.game_overlay = make_overlay(values, best, ties, win_value, live)
        self.board.update()

    def overlay(self) -> Overlay:
        """The overlay drawn now (the preview's while previewing)."""
        return self.preview.overlay if self.previewing else self.game_overlay

    def overlay_values(self) -> dict[int, MoveValue]:
        return dict(self.overlay().values)

    def pv(self) -> tuple[int, ...]:
        """The principal variation drawn as ghosts (empty: none)."""
        return tuple(self._pv)

    def set_pv(self, moves: Sequence[int]) -> None:
        """The principal variation from the shown position, drawn as numbered ghost pieces."""
        self._pv = list(moves)
        self.board.update()

    def set_hint(self, move: int | None) -> None:
        self._hint = move
        self.board.update()

    @property
    def hint(self) -> int | None:
        return self._hint

    def set_show_values(self, on: bool) -> None:
        self.show_values = on
        self.board.update()

    def set_show_pv(self, on: bool) -> None:
        self.show_pv = on
        self.board.update()

    def set_preview(self, state: Any, last_move: int | None = None, caption: str = "",
                    values: Sequence[MoveValue] | None = None, best: int | None = None, ties: Sequence[int] = (),
                    win_value: float = 1.0) -> None:
        """Show ``state`` instead of the game, optionally with move values, until ``end_preview``.

        A click on the board while previewing ends it (``previewDismissed``) and, where it is a move legal
        in the game's own position, plays it there."""
        self.preview = BoardPreview(state, last_move, caption, make_overlay(values, best, ties, win_value, False))
        self.board.update()
        self.preview_changed()

    def end_preview(self) -> None:
        self.preview.state = None
        self.board.update()
        self.preview_changed()

    @property
    def previewing(self) -> bool:
        return self.preview.state is not None

    def shown_state(self) -> Any:
        """The position drawn now (the preview's while previewing)."""
        return self.preview.state if self.preview.state is not None else self.board.state

    def shown_caption(self) -> str:
        """The text of the caption strip as it is now (the preview's while previewing)."""
        if self.previewing:
            # (the context the board's strings had when this lived on the widget)
            return self.preview.caption or QCoreApplication.translate("BoardWidget", "Preview")
        return self.board.caption


__all__ = ["BoardMarks", "MarkedBoard"]
