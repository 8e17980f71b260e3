"""The search orchestration of a game: ``EngineSearches``, owned by the ``GameController``.

It starts and stops the searches the game asks for (the computer's move, a hint, an analysis of the
position) on the ``SearchController``'s worker thread, passes their progress on, explains a stopped
search, and turns each result into what it leaves behind: a ``SearchNote`` on the move it chose (played
through the controller) or on the position it analysed. The controller decides whose turn it is; this
object only runs what that turn needs. Its signals are the controller's (the window listens there), and
its words keep the controller's translation context ("GameController").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Slot

from engine.results import IterationInfo, MctsStats, Progress, SearchResult
from engine.search import utility_scale

from ..i18n import QT_TRANSLATE_NOOP, counted, player_name
from .format import fmt_value
from .game_host import GameHost
from .session import SearchNote
from .worker import FullTreeSize, Purpose, SearchController, SearchRequest, counts_full_tree

PURPOSE_TITLES = {"move": QT_TRANSLATE_NOOP("GameController", "Thinking"),
                  "hint": QT_TRANSLATE_NOOP("GameController", "Finding a hint"),
                  "analysis": QT_TRANSLATE_NOOP("GameController", "Analysing the position")}


@dataclass(frozen=True)
class EngineStatus:
    """What the status bar says about the engine; ``progress``: (done, total) root moves, or (0, 0) for
    a busy indicator, or None for no bar."""

    text: str
    progress: tuple[int, int] | None = None


class EngineSearches(QObject):
    """The searches one ``GameController`` runs: started, stopped, dropped, and their results used."""

    def __init__(self, controller: GameHost, parent: QObject) -> None:
        super().__init__(parent)
        self._controller = controller
        self._counting: SearchNote | None = None  # whose full-tree count may still arrive
        self.searches = SearchController(parent)  # (the controller's child, as before the split)
        s = self.searches
        s.started.connect(self._on_started)
        s.progress.connect(self._on_progress)
        s.iterations.connect(self._on_iterations)
        s.finished.connect(self._on_finished)
        s.stopped.connect(self._on_stopped)
        s.failed.connect(self._on_failed)
        s.fullTreeCounted.connect(self._on_full_tree)
        s.chosen.connect(self._on_chosen)
        s.busyChanged.connect(lambda _busy: controller.engineStatusChanged.emit())

    def analysis(self) -> SearchNote | None:
        """The search whose values belong on the board now: None after the game ended, and while a new
        move search or analysis of this position runs (its live values replace the old ones)."""
        active = self.searches.active
        c = self._controller
        if c.session.is_over or (active is not None and active.purpose != "hint"):
            return None
        return c.session.analysis()

    def status(self) -> EngineStatus:
        """What the status bar says about the engine now."""
        active = self.searches.active
        c = self._controller
        if active is not None:
            purpose = QCoreApplication.translate("GameController", PURPOSE_TITLES[active.purpose])
            return EngineStatus(f"{purpose} ({active.caption})", (0, 0))
        if c.computer_waits():
            return EngineStatus(QCoreApplication.translate("GameController", "Computer paused (P resumes)"))
        if c.move_timer.isActive() and c.move_timer.interval() > 0:
            return EngineStatus(QCoreApplication.translate("GameController", "Next computer move shortly"))
        return EngineStatus(QCoreApplication.translate("GameController", "Engine idle"))

    def request(self, purpose: Purpose, player: int, *, exact_root: bool = False) -> SearchRequest:
        c = self._controller
        settings = c.players[player].search
        info = c.session.info
        options = settings.options(info, exact_root=exact_root).for_move(c.game, c.session.state)
        engine = c.outside.engine(player) if purpose == "move" and c.players[player].is_outside else None
        if engine is not None:  # an outside program's move: its options are ours, unused (a hint's, later)
            return SearchRequest(purpose=purpose, game=c.game, state=c.session.state,
                                 position=c.session.position, options=options, player=player,
                                 caption=engine.label, count_full_tree=False, outside=engine)
        handed_over = options.enhancements.solve and not settings.enhancements.solve
        caption = settings.describe(info.name) + (
            " → " + QCoreApplication.translate("GameController", "exact solver (endgame)") if handed_over else "")
        return SearchRequest(purpose=purpose, game=c.game, state=c.session.state,
                             position=c.session.position, options=options, player=player, caption=caption,
                             workers=c.display.search_workers, workers_by_default=not c.display.workers)

    @Slot()
    def start_computer_move(self) -> None:
        """The computer's turn (after its move delay): its roll, or the search for its move."""
        c = self._controller
        if c.session.is_over or c.paused or not c.side_is_computer(c.actor()) or self.searches.busy:
            return
        if c.session.awaiting_roll:  # the computer's roll: no search, just the die
            c.session.roll("computer")
            c.position_changed()
            return
        side = c.session.to_move
        if c.players[side].is_outside and c.outside.engine(side) is None:
            c.mark_paused(True)  # an outside player without a program: nothing can move for it
            c.message.emit(QCoreApplication.translate(
                "GameController", "Choose the outside program for {0} in the settings (a command line or a "
                "file), then resume (P).").format(player_name(c.game, side)), 10000)
            c.refreshNeeded.emit()
            return
        self.searches.start(self.request("move", side))

    def hint(self) -> None:
        """Ask the engine for the best move of the human to move (not played)."""
        c = self._controller
        if not c.human_to_move():
            c.message.emit(QCoreApplication.translate("GameController", "A hint is for a human's turn."), 3000)
            return
        c.hintChanged.emit(None)
        self.searches.start(self.request("hint", c.session.to_move))

    def analyse(self) -> None:
        """Search the position with every root move exact, for the move values on the board."""
        c = self._controller
        if c.session.is_over:
            return
        if c.session.awaiting_roll:
            c.message.emit(QCoreApplication.translate(
                "GameController", "Roll the die first (R): the moves depend on the roll."), 3000)
            return
        active = self.searches.active
        if active is not None and active.purpose == "move":
            c.message.emit(QCoreApplication.translate(
                "GameController", "The computer is thinking: its move values are shown live."), 3000)
            return
        self.searches.start(self.request("analysis", c.session.to_move, exact_root=True))

    def stop(self) -> bool:
        """Stop the search now: a computer move plays its best move so far, a hint or an analysis shows
        what it found. When both sides are the computer, Stop also pauses (also between two moves).
        False when there was nothing to stop."""
        c = self._controller
        if self.searches.busy:
            active = self.searches.active
            if active is not None and active.outside is not None:
                # An outside program has no "best so far" to give: its process is ended, the computer paused.
                self.drop()
                c.mark_paused(True)
                c.refreshNeeded.emit()
                c.message.emit(QCoreApplication.translate(
                    "GameController", "Stopped {0}: an outside program gives no move before it has finished. "
                    "It starts again when you resume (P).").format(active.caption), 8000)
                return True
            if active is not None and active.purpose == "move" and c.both_computer:
                c.mark_paused(True)
            self.searches.stop()
            return True
        if c.both_computer and c.move_timer.isActive():
            c.set_paused(True)  # between two moves: hold the game
            return True
        return False

    def drop(self) -> None:
        """Drop the running search (its result will not be used) and tell the window."""
        c = self._controller
        was_busy = self.searches.busy
        active = self.searches.active
        self.searches.cancel()  # (also ends a running full-tree count)
        if active is not None and active.outside is not None:
            active.outside.close()  # it cannot be stopped halfway: ended, it frees the search thread at once
        self._counting = None
        c.hintChanged.emit(None)
        if was_busy:
            c.searchDropped.emit()
        c.engineStatusChanged.emit()

    @Slot(object, int)
    def _on_chosen(self, req: SearchRequest, move: int) -> None:
        """An outside program chose its move: played, with no search of ours behind it."""
        c = self._controller
        if req.position != c.session.position or move not in c.session.legal_moves:
            c.schedule()  # (the program's own move is checked legal; a changed position cancels it)
            return
        c.session.play(move, "computer").program = req.caption  # (the move list names it)
        c.games.later_games.clear()
        c.computerMoved.emit(move)
        c.position_changed()

    # -- from the search thread -----------------------------------------------------------------------------
    def search_title(self, req: SearchRequest) -> str:
        n = len(req.position) + 1
        what = {"move": QCoreApplication.translate("GameController", "Move {0}"),
                "hint": QCoreApplication.translate("GameController", "Hint at move {0}"),
                "analysis": QCoreApplication.translate("GameController", "Analysis at move {0}")}[req.purpose]
        return f"{what.format(n)} — {req.caption}"

    @Slot(object)
    def _on_started(self, req: SearchRequest) -> None:
        self._counting = None  # a new search cancels the previous one's full-tree count
        self._controller.searchStarted.emit(req, self.search_title(req))
        self._controller.engineStatusChanged.emit()

    @Slot(object, object)
    def _on_progress(self, req: SearchRequest, p: Progress) -> None:
        if req.position == self._controller.session.position:
            self._controller.searchProgress.emit(req, p)

    @Slot(object, object)
    def _on_iterations(self, req: SearchRequest, infos: tuple[IterationInfo, ...]) -> None:
        self._controller.searchIterations.emit(req, infos)

    @Slot(object, object)
    def _on_finished(self, req: SearchRequest, result: SearchResult) -> None:
        self._accept(req, result)

    @Slot(object, object)
    def _on_stopped(self, req: SearchRequest, result: SearchResult) -> None:
        self._controller.message.emit(self._stop_explanation(req, result), 8000)
        self._accept(req, result)

    def _stop_explanation(self, req: SearchRequest, result: SearchResult) -> str:
        mcts = result.extra(MctsStats)
        if mcts is not None:  # Monte Carlo tree search: no depths, its counts so far stand
            playouts = mcts.playouts
            return (counted(QCoreApplication.translate(
                        "GameController", "Stopped after %n playout(s): the most visited move so far is used.", "",
                        playouts), playouts)
                    if playouts else QCoreApplication.translate(
                        "GameController", "Stopped before the first playout: the move is only a static choice."))
        c = self._controller
        limit = c.players[req.player].search.enhancements.limit_reached(result.stats.nodes, result.stats.elapsed_s)
        if limit:
            return QCoreApplication.translate(
                "GameController", "The search reached {0}: the deepest finished depth's move is used.").format(limit)
        if result.value is None or (isinstance(result.value, float) and math.isnan(result.value)):
            move = (QCoreApplication.translate("GameController", "its move") if result.best_move is None
                    else c.game.format_move(result.best_move))
            return QCoreApplication.translate(
                "GameController", "Stopped before any move was fully searched: {0} has no value. With iterative "
                "deepening (Speed-ups) Stop has a searched move.").format(move)
        return QCoreApplication.translate("GameController", "Search stopped: the best result found so far is used.")

    def _accept(self, req: SearchRequest, result: SearchResult) -> None:
        c = self._controller
        if req.position != c.session.position:
            # cannot happen (a position change cancels the search), but never play into the wrong position
            c.schedule()
            return
        note = SearchNote(result, req.caption, self.search_title(req), utility_scale(c.game, req.options)[0])
        self._counting = note if counts_full_tree(req, result) else None  # else no count is coming
        if not result.stopped or req.purpose != "move":
            c.session.set_analysis(req.position, note)
        c.shown = note
        c.searchShown.emit(note)
        if req.purpose == "move":
            move = result.best_move
            if move is None or move not in c.session.legal_moves:
                c.mark_paused(True)
                c.error.emit(QCoreApplication.translate("GameController", "The engine returned no move."))
                return
            c.session.play(move, "computer", note)
            c.games.later_games.clear()
            c.computerMoved.emit(move)
            c.position_changed()
            return
        c.refreshNeeded.emit()
        if req.purpose == "hint" and result.best_move is not None:
            c.hintChanged.emit(result.best_move)
            c.message.emit(QCoreApplication.translate("GameController", "Hint: {0} (value {1}, {2})").format(
                c.game.format_move(result.best_move), fmt_value(result.value), req.caption), 8000)
            c.hintReady.emit(result.best_move)
        elif req.purpose == "analysis":
            c.analysisReady.emit()
        c.schedule()  # a side may have become the computer while this search ran

    @Slot(object, str)
    def _on_failed(self, req: SearchRequest, message: str) -> None:
        c = self._controller
        c.set_paused(True)
        if req.outside is not None:  # a crash, a timeout, garbage, an illegal move: the game stays as it was
            c.searchDropped.emit()
            c.searchFailed.emit(message)
            c.error.emit(QCoreApplication.translate(
                "GameController", "{0}\n\nThe game is as it was. Choose another player for {1} in the settings, "
                "or resume (P) to ask the program again.").format(
                message if message.endswith((".", "!", "?")) else message + ".", player_name(c.game, req.player)))
            return
        c.searchFailed.emit(message)
        c.error.emit(QCoreApplication.translate("GameController", "The search failed: {0}").format(message))

    @Slot(object, object)
    def _on_full_tree(self, _req: SearchRequest, size: FullTreeSize | None) -> None:
        note = self._counting
        if note is None:
            return
        self._counting = None
        note.full_tree = size
        note.full_tree_counted = True
        self._controller.fullTreeCounted.emit(note)

    def counting(self, note: SearchNote) -> bool:
        """Whether the full minimax tree of ``note``'s search is still being counted."""
        return note is self._counting
