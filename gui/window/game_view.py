"""What the main window shows of the game: ``GameView`` — the board (made for each game, replaced when
the game changes), the position, the turn and the engine's status after each change, and the lines the
status bar says about a refused move or the tree explorer.

The window owns one; the controller's announcements arrive here (``on_position_changed``, ``refresh``,
``update_engine_status``). Its words keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, SignalInstance, Slot
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from engine.game import Game

from ..app.controller import GameController
from ..app.display_options import DisplayOptions
from ..app.engine_searches import EngineStatus
from ..app.format import shortcut_text, window_title
from ..app.mcts_view import VISITS_WIN_VALUE, board_values
from ..board import BoardWidget, board_class, board_for
from ..i18n import game_title
from ..panels.move_list import MoveListWidget
from ..panels.stats_panel import StatsPanel
from ..search_tree import SearchTreeWidget
from .actions import WindowCommands
from .preview import PreviewSync
from .status import StatusLine, turn_text


class GameViewHost(Protocol):
    """The window's parts the game is shown in (its board is replaced when the game changes)."""

    controller: GameController
    board: BoardWidget
    preview: PreviewSync
    move_list: MoveListWidget
    stats_panel: StatsPanel
    status_line: StatusLine
    commands: WindowCommands
    tree_widget: SearchTreeWidget

    @property
    def game(self) -> Game: ...

    @property
    def display(self) -> DisplayOptions: ...

    @property
    def positionChanged(self) -> SignalInstance: ...

    def roll(self) -> None: ...
    def pass_turn(self) -> None: ...


class GameView(QObject):
    """Shows ``host``'s game in ``window``: the board on ``game_page``, the turn, the engine's status."""

    def __init__(self, window: QMainWindow, host: GameViewHost, game_page: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.central_layout = QVBoxLayout(game_page)
        self.central_layout.setContentsMargins(0, 0, 0, 0)
        self.lab_busy = False  # the lab analysing: said in the status bar when the engine is otherwise idle

    def make_board(self) -> BoardWidget:
        """The board of the game in play, on the game page, wired to the window's requests."""
        host = self.host
        board = board_for(host.game)
        board.setObjectName("board")
        self.central_layout.addWidget(board)
        board.moveChosen.connect(host.controller.play)
        board.illegalMoveAttempted.connect(self.on_illegal_move)
        board.previewDismissed.connect(host.preview.dismiss)
        offers = board_class(host.game)
        if offers.offers_die:
            board.rollRequested.connect(host.roll)
        if offers.offers_pass:
            board.passRequested.connect(host.pass_turn)
        board.marks.set_show_values(host.display.show_values)
        board.marks.set_show_pv(host.display.show_pv)
        board.setToolTip(QCoreApplication.translate(
            "MainWindow", "Move values are from the point of view of the player to move: green is good for "
            "them, red bad; ★ marks the chosen move, = a tie, ≤ / ≥ a bound. Numbered ghosts: "
            "the principal variation."))
        return board

    @Slot(object)
    def replace_board(self, _info: object = None) -> None:
        """Another game is in play: its own board replaces the old one."""
        host = self.host
        self.central_layout.removeWidget(host.board)
        host.board.deleteLater()
        host.board = self.make_board()
        host.board.setFocus()

    @Slot()
    def on_position_changed(self) -> None:
        self.host.board.marks.end_preview()
        self.refresh()
        self.host.positionChanged.emit()

    @Slot(int)
    def on_illegal_move(self, move: int) -> None:
        c = self.host.controller
        if c.session.is_over:
            text = QCoreApplication.translate(
                "MainWindow", "The game is over: start a new game ({0}) or undo ({1}).").format(
                shortcut_text("Ctrl+N"), shortcut_text("Ctrl+Z"))
        elif c.human_to_roll():
            text = QCoreApplication.translate("MainWindow", "Roll the die first (R or click the die).")
        elif not c.human_to_move():
            text = QCoreApplication.translate(
                "MainWindow", "Wait for the computer's move (or press Esc to make it move now).")
        else:
            text = QCoreApplication.translate("MainWindow", "{0} is not a legal move.").format(
                self.host.game.format_move(move))
        self.window.statusBar().showMessage(text, 3000)

    @Slot(str)
    def explorer_message(self, text: str) -> None:
        if text:
            self.window.statusBar().showMessage(text)
        else:
            self.window.statusBar().clearMessage()

    @Slot()
    def refresh(self) -> None:
        host = self.host
        c = host.controller
        s = c.session
        board = host.board
        turn = turn_text(c, board.piece_name)
        board.set_position(s.state, s.last_player_move, interactive=c.human_to_move() or c.human_to_roll(),
                           caption=turn)
        note = c.engine.analysis()
        if note is not None:
            result = note.result
            visits = board_values(result)  # MCTS: the visits (its answer is the most visited move)
            if visits is not None:
                board.marks.set_overlay(visits, best=result.best_move, win_value=VISITS_WIN_VALUE)
            else:
                board.marks.set_overlay(result.moves, best=result.best_move, ties=result.ties, win_value=note.win_value)
            board.marks.set_pv(result.pv)
        else:
            board.marks.set_overlay(None)
            board.marks.set_pv(c.expected_continuation())
        host.move_list.show_session(s)
        host.stats_panel.move_text = host.game.format_move
        host.status_line.show_turn(turn)
        self.window.setWindowTitle(window_title(game_title(s.info)))
        self.update_actions()

    @Slot()
    def update_actions(self) -> None:
        self.host.commands.update(has_tree=self.host.tree_widget.record() is not None)

    @Slot()
    def update_engine_status(self) -> None:
        c = self.host.controller
        status = c.engine.status()
        if self.lab_busy and not c.busy:
            status = EngineStatus(QCoreApplication.translate("MainWindow", "Evaluation lab analysing (Stop in the lab)"),
                                  (0, 0))
        self.host.status_line.show_engine(status)
        self.update_actions()

    @Slot(bool)
    def on_lab_busy(self, busy: bool) -> None:
        self.lab_busy = busy
        self.update_engine_status()
