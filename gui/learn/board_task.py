"""``BoardTask``: a task answered on a board: moves clicked there, the line typed shown there, and the weights beside it.

The Learn panel owns one (``LearnPanel.board_task``); its strings keep the ``LearnPanel`` translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QWidget

from engine.lessons import weights_text

from .drawn_answers import typed_line
from .task_kinds import CAPTION_ANSWERS, MOVE_KINDS, PLAY
from .view import LearnView


class BoardTask(QObject):
    """A task answered on a board: moves clicked there, the line typed shown there, and the weights beside it."""

    def __init__(self, panel: LearnView, widget: QWidget) -> None:
        """``widget``: the panel as a widget (the parent: the part lives and dies with the panel)."""
        super().__init__(widget)
        self.panel = panel

    def show_board(self, state: object, last_move: int | None = None) -> None:
        ex = self.panel.exercise
        if ex is None:
            return
        game = ex.game
        over = game.is_terminal(state)
        if ex.task.kind in CAPTION_ANSWERS:
            caption = QCoreApplication.translate("LearnPanel", "The position")
        else:
            caption = QCoreApplication.translate("LearnPanel", "Game over") if over else \
                QCoreApplication.translate(
                    "LearnPanel", "{0} to move").format(self.panel.board_area.side_name(game, game.to_move(state)))
        self.panel.board_area.show_position(game, state, last_move, interactive=ex.task.kind in MOVE_KINDS and not over,
                                            caption=caption)

    @Slot()
    def on_weights_changed(self) -> None:
        """The weights set in the form are the answer (the check searches with them)."""
        self.panel.answer_edit.setText(weights_text(self.panel.param_form.values()))

    @Slot(int)
    def play_move(self, move: int) -> None:
        """A move clicked on the board: the answer to "which move", the next move of a line, or a move
        of the game against the computer."""
        ex = self.panel.exercise
        if ex is None or ex.tree is not None or ex.task.kind not in MOVE_KINDS:
            return
        if ex.task.kind == PLAY:
            if self.panel.match is not None:
                self.panel.match.play(move)
            return
        if ex.task.kind in ("best-move", "mcts-move"):
            self.panel.answer_edit.setText(ex.game.format_move(move))
            return
        moves = self.typed_line() + [move]
        self.panel.answer_edit.setText(" ".join(ex.game.format_move(m) for m in moves))
        self.show_line(moves)

    def typed_line(self) -> list[int]:
        ex = self.panel.exercise
        return [] if ex is None else typed_line(ex.game, ex.state, self.panel.answer_edit.text())

    def show_line(self, moves: list[int]) -> None:
        ex = self.panel.exercise
        if ex is None:
            return
        state = ex.state
        for m in moves:
            state = ex.game.result(state, m)
        self.show_board(state, moves[-1] if moves else None)
