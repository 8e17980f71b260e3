"""The main window's status line: whose turn it is (left), and what the engine is doing (right, with a
progress bar over the root moves while a search runs).

What to say comes from the controller (``EngineSearches.status``, the session); the names of
the sides are the board's (a game's pieces: "X", "Red", "Black").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QMainWindow, QProgressBar

from engine.game import CHANCE
from engine.results import Progress

from ..app.controller import GameController
from ..app.engine_searches import EngineStatus
from ..i18n import grouped, localized


def turn_text(c: GameController, piece_name: Callable[[int], str]) -> str:
    """Whose turn it is, or how the game ended ("X to move — your turn", "Game over — Red wins"), as a
    sentence: it starts with a capital even where a side's name does not (Nim's "first", "second")."""
    text = _turn_words(c, piece_name)
    return text[:1].upper() + text[1:]


def _turn_words(c: GameController, piece_name: Callable[[int], str]) -> str:
    s = c.session
    game = c.game
    if s.is_over:
        w = s.winner()
        if w is None:
            return QCoreApplication.translate("StatusLine", "Game over — draw")
        return QCoreApplication.translate("StatusLine", "Game over — {0} wins").format(piece_name(w))
    player = s.to_move
    if player == CHANCE:
        name = piece_name(c.actor())
        if c.side_is_computer(c.actor()):
            rolls = (QCoreApplication.translate("StatusLine", "{0} to roll (computer, paused)") if c.paused
                     else QCoreApplication.translate("StatusLine", "{0} to roll (computer)"))
            return rolls.format(name)
        return QCoreApplication.translate("StatusLine", "{0} to roll — press R or click the die").format(name)
    name = piece_name(player)
    if player in (0, 1) and c.players[player].is_outside:  # a program of its own (gui.app.outside)
        turn = (QCoreApplication.translate("StatusLine", "{0} to move (outside engine, paused)") if c.paused
                else QCoreApplication.translate("StatusLine", "{0} to move (outside engine)"))
    elif c.side_is_computer(player):
        turn = (QCoreApplication.translate("StatusLine", "{0} to move (computer, paused)") if c.paused
                else QCoreApplication.translate("StatusLine", "{0} to move (computer)"))
    else:
        turn = (QCoreApplication.translate("StatusLine", "{0} to move — your turn") if c.has_computer
                else QCoreApplication.translate("StatusLine", "{0} to move"))
    text = turn.format(name)
    last = s.entries[-1] if s.entries else None
    if last is not None and game.has_passes and last.move == game.PASS:
        return QCoreApplication.translate("StatusLine", "{0} passes — {1}").format(piece_name(last.player), text)
    return text


class StatusLine(QObject):
    """The turn label, the engine label and its progress bar, in ``window``'s status bar."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.turn_label = QLabel(window)
        self.engine_label = QLabel(self.tr("Engine idle"), window)
        self.engine_label.setObjectName("engineLabel")
        # set apart from a message beside it by a rule and some room
        self.engine_label.setStyleSheet("QLabel#engineLabel { border-left: 1px solid palette(mid); padding-left: 8px; }")
        self.engine_progress = QProgressBar(window)
        self.engine_progress.setMaximumWidth(140)
        self.engine_progress.setTextVisible(False)
        self.engine_progress.hide()
        bar = window.statusBar()
        bar.addWidget(self.turn_label, 1)
        bar.addPermanentWidget(self.engine_progress)
        bar.addPermanentWidget(self.engine_label)
        self._bar = bar
        bar.messageChanged.connect(self._fit_message)

    def message_room(self) -> int:
        """The width a message has left of the engine's label (and its progress bar)."""
        used = self.engine_label.sizeHint().width() + 24
        if self.engine_progress.isVisible():
            used += self.engine_progress.width() + 6
        return max(80, self._bar.width() - used)

    def _fit_message(self, text: str) -> None:
        """A message too long for its room is cut at the rule before the engine's label (never running into
        it); the whole text is then the status bar's tooltip."""
        too_long = bool(text) and self._bar.fontMetrics().horizontalAdvance(text) > self.message_room()
        self._bar.setToolTip(text if too_long else "")

    def show_turn(self, text: str) -> None:
        self.turn_label.setText(text)

    def show_engine(self, status: EngineStatus) -> None:
        self.engine_label.setText(status.text)
        if status.progress is None:
            self.engine_progress.hide()
        else:
            if not self.engine_progress.isVisible() or status.progress == (0, 0):
                self.engine_progress.setRange(0, 0)  # busy, until the search reports its root moves
            self.engine_progress.show()

    def show_progress(self, status: EngineStatus, p: Progress) -> None:
        """A running search's progress: its nodes and time after the engine's status, its root moves in the bar."""
        self.engine_label.setText(self.tr("{0} — {1} nodes, {2} s").format(status.text, grouped(p.nodes),
                                                                           localized(f"{p.elapsed_s:.1f}")))
        if p.root_total:
            self.engine_progress.setRange(0, p.root_total)
            self.engine_progress.setValue(p.root_done)
