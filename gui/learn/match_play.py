"""``MatchPlay``: a beat-computer task's game, played through the app's game controller and written into the
answer field as it goes.

The Learn panel owns one (``LearnPanel.match_play``); its strings keep the ``LearnPanel`` translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QWidget

from engine.lessons import Exercise

from .match import match_controller
from .view import LearnView


class MatchPlay(QObject):
    """A beat-computer task's game against the computer."""

    def __init__(self, panel: LearnView, widget: QWidget) -> None:
        """``widget``: the panel as a widget (the parent: the part lives and dies with the panel; its dialogs'
        parent too)."""
        super().__init__(widget)
        self.panel = panel
        self.widget = widget

    def start_match(self, ex: Exercise) -> None:
        """Play ``ex``'s position against the computer through the app's game controller."""
        match = match_controller(ex, self.widget)
        self.panel.match = match
        match.positionChanged.connect(self.on_match_position)
        match.gameOver.connect(self.on_match_over)
        match.error.connect(self.on_match_error)
        match.searchFailed.connect(self.on_match_error)
        self.panel.answer_edit.setReadOnly(True)  # the game writes itself here as it is played
        self.on_match_position()

    def end_match(self) -> None:
        match = self.panel.match
        if match is None:
            return
        self.panel.match = None
        for signal in (match.positionChanged, match.gameOver, match.error, match.searchFailed):
            signal.disconnect()
        match.shutdown()
        match.deleteLater()
        self.panel.answer_edit.setReadOnly(False)

    @Slot()
    def on_match_position(self) -> None:
        match, ex = self.panel.match, self.panel.exercise
        if match is None or ex is None:
            return
        session = match.session
        moves = session.moves
        self.panel.answer_edit.setText(" ".join(ex.game.format_move(m) for m in moves))
        state = session.state
        if session.is_over:  # who won, in the caption, as the Game tab says it
            winner = session.winner()
            caption = QCoreApplication.translate("LearnPanel", "Game over: a draw") if winner is None else \
                QCoreApplication.translate(
                    "LearnPanel", "Game over: {0} wins").format(self.panel.board_area.side_name(ex.game, winner))
        elif match.human_to_move():
            caption = QCoreApplication.translate(
                "LearnPanel", "Your move, {0}").format(self.panel.board_area.side_name(ex.game, session.to_move))
        else:
            caption = QCoreApplication.translate(
                "LearnPanel", "The computer, {0}, is thinking…").format(self.panel.board_area.side_name(ex.game, session.to_move))
        self.panel.board_area.show_position(ex.game, state, moves[-1] if moves else None,
                                            interactive=match.human_to_move(), caption=caption)

    @Slot(str)
    def on_match_over(self, _outcome: str) -> None:
        self.panel.check()

    @Slot(str)
    def on_match_error(self, text: str) -> None:
        self.panel.feedback.setStyleSheet("color: #b00020;")
        self.panel.feedback.setText(text)
