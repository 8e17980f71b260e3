"""The Evaluation dock and Game ▸ Analyse the whole game.

The graph shows what the computer's searches found for each position of the game (and any analysis of
a position). "Analyse the whole game" fills the positions without a value, one search after another on
a search worker of its own (so the game's own searches are never displaced), each at the settings of
the computer (of the side to move when it is the computer, else of the other side). Its results are
kept here, not in the session, so they never stand in for the exact move values the board shows.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStatusBar

from engine.results import SearchResult
from engine.search import utility_scale

from ..app.event_filters import never_raises
from ..app.players import PlayerConfig, SearchSettings
from ..app.session import GameSession, Position
from ..app.worker import SearchController, SearchRequest
from ..board import BoardWidget
from ..panels.eval_graph import EvalGraph, game_points, gaps, roll_plies
from ..panels.move_list import MoveListWidget


class GameWindow(Protocol):
    """What this needs of the main window."""

    session: GameSession
    players: tuple[PlayerConfig, PlayerConfig]
    move_list: MoveListWidget
    board: BoardWidget
    positionChanged: Any
    analysisReady: Any

    def statusBar(self) -> QStatusBar: ...


class GameEvaluation(QObject):
    """Owns the Evaluation dock (``dock``, ``graph``) and the ``analyse_action``.

    Signals:
        analysed(): Analyse the whole game has finished (every position has a value, or it stopped).
    """

    analysed = Signal()

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window: GameWindow = window  # type: ignore[assignment]
        self.graph = EvalGraph()
        self.graph.setObjectName("evaluationGraph")
        self.dock = QDockWidget(self.tr("Evaluation graph"), window)
        self.dock.setObjectName("evaluationDock")
        self.dock.setWidget(self.graph)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.analyse_action = QAction(self.tr("Analyse the &whole game"), window)
        self.analyse_action.setShortcut("Ctrl+Shift+A")
        self.analyse_action.setStatusTip(self.tr("Search every position of the game that has no value yet, for the "
                                                 "evaluation graph (again to stop)"))
        self.analyse_action.triggered.connect(self.toggle_analysis)
        window.addAction(self.analyse_action)
        self._controller: SearchController | None = None
        self._session: GameSession | None = None
        self._queue: list[int] = []
        self._done = 0
        self._results: dict[Position, SearchResult] = {}  # this game's analyses, by position
        self._wins: dict[int, float] = {}  # id(result) -> what a win is worth in it
        self.graph.plyClicked.connect(self.go_to)
        self.window.positionChanged.connect(self.refresh)
        self.window.analysisReady.connect(self.refresh)
        self.window.move_list.entrySelected.connect(self.graph.set_current)
        self.window.move_list.selectionCleared.connect(lambda: self.graph.set_current(None))
        window.installEventFilter(self)  # closing the window ends the worker
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.refresh()

    # -- the graph -----------------------------------------------------------------------------------
    def _settings_for(self, side: int) -> SearchSettings:
        """The computer's settings for a position with ``side`` to move."""
        players = self.window.players
        if not players[side].is_computer and players[1 - side].is_computer:
            return players[1 - side].search
        return players[side].search

    def _win_of(self, result: SearchResult, side: int) -> float:
        known = self._wins.get(id(result))
        if known is not None:
            return known
        session = self.window.session
        return float(utility_scale(session.game, self._settings_for(side).options(session.info))[0])

    @Slot()
    def refresh(self) -> None:
        session = self.window.session
        if session is not self._session:  # a new or opened game: nothing of the old one applies
            self.cancel()
            self._session = session
            self._results = {}
            self._wins = {}
        points = game_points(session, self._win_of, self._results)
        # the board's name for the first side ("X (black)" in Othello): the graph speaks as the board does
        self.graph.set_points(points, len(session.entries), self.window.board.piece_name(0), roll_plies(session))
        if not self.window.board.marks.previewing:
            self.graph.set_current(None)
        self.analyse_action.setEnabled(self.busy or bool(gaps(session, points)))

    @Slot(int)
    def go_to(self, ply: int) -> None:
        """Show the position after ``ply`` plies: a move of the list, or the game itself for the last."""
        if ply < len(self.window.session.entries):
            self.window.move_list.select(ply)
        else:
            self.window.board.previewDismissed.emit()
        self.graph.set_current(ply if ply < len(self.window.session.entries) else None)

    # -- analysing the whole game -------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self._queue) or (self._controller is not None and self._controller.busy)

    @Slot()
    def toggle_analysis(self) -> None:
        if self.busy:
            self.cancel()
            self.window.statusBar().showMessage(self.tr("Analysis of the game stopped: the values found so far stay."), 4000)
            return
        self.analyse_game()

    def analyse_game(self) -> None:
        """Search every position without a value, first to last."""
        session = self.window.session
        points = game_points(session, self._win_of, self._results)
        self._queue = gaps(session, points)
        self._done = 0
        if not self._queue:
            self.window.statusBar().showMessage(self.tr("Every position of the game has a value."), 4000)
            self.analysed.emit()
            return
        if self._controller is None:
            self._controller = SearchController(self)
            self._controller.finished.connect(self._on_result)
            self._controller.stopped.connect(self._on_result)
            self._controller.failed.connect(self._on_failed)
        self.analyse_action.setText(self.tr("Stop analysing the &whole game"))
        self._next()

    def _next(self) -> None:
        session = self.window.session
        if not self._queue or self._controller is None:
            self._finish()
            return
        ply = self._queue[0]
        entries = session.entries
        state = session.state_before(ply) if ply < len(entries) else session.state
        side = session.game.to_move(state)
        settings = self._settings_for(side)
        request = SearchRequest(purpose="analysis", game=session.game, state=state,
                                position=tuple(e.move for e in entries[:ply]),
                                options=settings.options(session.info, record=False), player=side,
                                caption=settings.describe(session.info.name), count_full_tree=False)
        total = self._done + len(self._queue)
        text = self.tr("Analysing the whole game: position {0} of {1} (after {2} plies, {3})")
        self.window.statusBar().showMessage(text.format(self._done + 1, total, ply, request.caption))
        self._controller.start(request)

    @Slot(object, object)
    def _on_result(self, req: SearchRequest, result: SearchResult) -> None:
        if self.window.session is not self._session or not self._queue:
            return
        self._results[req.position] = result
        self._wins[id(result)] = float(utility_scale(req.game, req.options)[0])
        self._queue.pop(0)
        self._done += 1
        self.refresh()
        self._next()

    @Slot(object, str)
    def _on_failed(self, req: SearchRequest, message: str) -> None:
        self.cancel()
        self.window.statusBar().showMessage(self.tr("Analysing the game failed: {0}").format(message), 8000)

    def _finish(self) -> None:
        self._queue = []
        self.analyse_action.setText(self.tr("Analyse the &whole game"))
        self.window.statusBar().showMessage(self.tr("Analysed {0} positions of the game.").format(self._done), 4000)
        self.refresh()
        self.analysed.emit()

    def cancel(self) -> None:
        was_busy = self.busy
        self._queue = []
        if self._controller is not None:
            self._controller.cancel()
        self.analyse_action.setText(self.tr("Analyse the &whole game"))
        if was_busy:
            self.analysed.emit()

    @Slot()
    def shutdown(self) -> None:
        self._queue = []
        if self._controller is not None:
            self._controller.shutdown()

    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Close:
            self.shutdown()
        return False
