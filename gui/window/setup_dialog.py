"""The frame every Tools ▸ Set up position dialog shares: the side-to-move box, the line that says
whether a game reaches the position (or why none does), and Play from here / Analyse / Cancel. The
editors (a board grid, Nim's heaps) fill in what lies between and call ``show_check`` at every change."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.errors import InputError
from engine.game import Game, State

from ..i18n import game_title, player_name

VALID_COLOUR = "#1b6e20"
PROBLEM_COLOUR = "#b00020"


class SetupDialog(QDialog):
    """A position of ``game`` being set up; ``play(state, analyse)`` is called with it when the user asks
    to play from it or to analyse it. Subclasses lay out their editor in ``self.layout_box`` and then call
    ``add_status_and_buttons``."""

    def __init__(self, game: Game, play: Callable[[State, bool], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.play = play
        self.state: State | None = None
        self.problem = ""
        self.setWindowTitle(self.tr("Set up position — {0}").format(game_title(game)))
        self.layout_box = QVBoxLayout(self)
        self.side = QComboBox()
        self.side.addItems([self.tr("{0} to move").format(player_name(game, side)) for side in (0, 1)])
        self.side.setAccessibleName(self.tr("Side to move"))
        self.side.currentIndexChanged.connect(lambda _i: self.changed())
        self.status = QLabel()
        self.status.setWordWrap(True)
        # room for a two-line message from the start; a longer one grows the dialog (``fit_status``)
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing())
        self.play_button = QPushButton(self.tr("Play &from here"))
        self.play_button.setDefault(True)  # (Enter plays from the position; Esc cancels)
        self.play_button.clicked.connect(lambda: self.finish(False))
        self.analyse_button = QPushButton(self.tr("A&nalyse"))
        self.analyse_button.clicked.connect(lambda: self.finish(True))

    def add_status_and_buttons(self) -> None:
        """The status line and the button row, below the editor."""
        self.layout_box.addWidget(self.status)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton(self.tr("&Cancel"))
        cancel.clicked.connect(self.reject)
        for b in (self.play_button, self.analyse_button, cancel):
            buttons.addWidget(b)
        self.layout_box.addLayout(buttons)

    def position_text(self) -> str:
        """The position as the editor now shows it, in the game's notation."""
        raise NotImplementedError

    def describe(self, state: State) -> str:
        """The status line for a position some game reaches."""
        if self.game.is_terminal(state):
            return self.tr("A legal position: the game is over.")
        return self.tr("A legal position: {0} to move.").format(player_name(self.game, self.game.to_move(state)))

    def changed(self) -> None:
        """Check the position as it now stands and say whether a game reaches it (or why none does)."""
        try:
            self.state = self.game.parse_position(self.position_text())
            self.problem = ""
        except InputError as e:
            self.state, self.problem = None, str(e)
        ok = self.state is not None
        self.status.setText(self.describe(self.state) if self.state is not None else self.problem)
        self.status.setStyleSheet(f"color: {VALID_COLOUR if ok else PROBLEM_COLOUR};")
        self.fit_status()
        self.play_button.setEnabled(ok)
        self.analyse_button.setEnabled(self.state is not None and not self.game.is_terminal(self.state))

    def fit_status(self) -> None:
        """Keep the whole message in view: a message that wraps onto more lines than there is room for
        grows the dialog, instead of being laid over the editor above (the board's last row hid behind
        "Side to move"). The room is kept when the message shortens again, so the dialog does not jump
        at every click."""
        if not self.isVisible():
            return  # the width the message wraps at is known once the dialog is laid out
        # (the layout's minimum counts a wrapped label as one line: ask it the height for this width)
        needed = self.layout_box.totalHeightForWidth(self.width())
        if needed > self.minimumHeight():
            self.setMinimumHeight(needed)
        if needed > self.height():
            self.resize(self.width(), needed)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_status()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_status()  # narrower, the message takes more lines

    def finish(self, analyse: bool) -> None:
        if self.state is None:
            return
        state = self.state
        self.accept()
        self.play(state, analyse)
