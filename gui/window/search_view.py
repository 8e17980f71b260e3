"""A search as the window shows it: its progress and result in the statistics dock and the status line,
its tree in the search-tree dock, and for a move or an analysis its values and line on the board as it
finds them.

The controller announces the searches (``searchStarted``, ``searchProgress``, ``searchShown``, ...);
this keeps the board and the docks in step with them, and clears what a dropped search showed.

The statistics and the tree follow the position on the board: after Undo or Redo they show the search
kept for the new position when there is one, and otherwise say, in a strip above them, which position
their search was made in (``position_note``). A search "belongs" to the position it searched and to the
one its chosen move led to (a computer move's statistics stay in step after it is played).
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Slot

from engine.game import Game
from engine.record import TreeRecord
from engine.results import Progress
from engine.search import utility_scale

from ..app.controller import GameController
from ..app.mcts_view import VISITS_WIN_VALUE, board_values
from ..app.session import SearchNote
from ..app.worker import SearchRequest
from ..board import BoardWidget
from ..i18n import grouped
from ..panels.stats_panel import StatsPanel
from ..search_tree import SearchTreeWidget
from .status import StatusLine

LIVE_PURPOSES = ("move", "analysis")
"""The searches whose move values and principal variation belong on the board while they run."""


class SearchViewHost(Protocol):
    """What a search is shown in (the window's board is replaced when the game changes)."""

    controller: GameController
    board: BoardWidget
    stats_panel: StatsPanel
    tree_widget: SearchTreeWidget
    status_line: StatusLine

    @property
    def game(self) -> Game: ...


class SearchView(QObject):
    """Shows the controller's searches in ``host``'s board, docks and status line."""

    def __init__(self, host: SearchViewHost, parent: QObject) -> None:
        super().__init__(parent)
        self.host = host
        self.stats_at: tuple[int, ...] | None = None
        """The position whose search the statistics show (None: none shown)."""
        self.tree_at: tuple[int, ...] | None = None
        """The position whose search the tree shows (the lab sets it for its own trees too)."""
        self.live_tree: int | None = None
        """The id of the search whose tree, still growing, the tree shows (MCTS), else None."""
        self._title = ""

    def connect_to(self, c: GameController) -> None:
        c.sessionReplaced.connect(self.session_replaced)
        c.searchStarted.connect(self.started)
        c.searchProgress.connect(self.progress)
        c.searchIterations.connect(lambda _req, infos: self.host.stats_panel.show_iterations(infos))
        c.searchShown.connect(self.shown)
        c.searchDropped.connect(self.dropped)
        c.fullTreeCounted.connect(self.full_tree)
        c.positionChanged.connect(self.follow_position)

    def _clear_board(self) -> None:
        self.host.board.marks.set_overlay(None)
        self.host.board.marks.set_pv([])

    @Slot()
    def session_replaced(self) -> None:
        """Another game (new, opened, undone to): nothing of the old game's searches stays in sight."""
        self.host.board.marks.end_preview()
        self.host.tree_widget.set_record(None)
        self.host.stats_panel.clear()
        self.stats_at = self.tree_at = None
        self.follow_position()
        self._clear_board()

    @Slot(object, str)
    def started(self, req: SearchRequest, title: str) -> None:
        stats = self.host.stats_panel
        stats.start(title)
        self._title = title
        self.live_tree = None
        self.stats_at = tuple(req.position)
        self.follow_position()
        stats.iterations.set_move_formatter(req.game.format_move)
        if req.purpose in LIVE_PURPOSES:
            self._clear_board()  # the values and the line on the board are the new search's, as it finds them
        if req.outside is not None:  # a program of its own: nothing of its search is ours to show
            stats.clear(self.tr("{0}\nAn outside program chooses this move: it shows no search statistics.").format(
                title))
            self.host.tree_widget.show_outside(self.tr("No search tree: {0} is an outside program, playing in a "
                                                       "process of its own; it shows no tree.").format(req.caption))
            self.tree_at = tuple(req.position)

    @Slot(object, object)
    def progress(self, req: SearchRequest, p: Progress) -> None:
        host = self.host
        host.stats_panel.show_progress(p)
        if p.tree is not None:
            self._grow_tree(req, p)
        if host.controller.searches.active is not None:
            host.status_line.show_progress(host.controller.engine.status(), p)
        if req.purpose in LIVE_PURPOSES:
            visits = board_values(p)  # MCTS: the visits, its answer being the most visited move
            if visits is not None:
                host.board.marks.set_overlay(visits, best=p.best_move, win_value=VISITS_WIN_VALUE, live=True)
                return
            win = utility_scale(host.game, req.options)[0]
            host.board.marks.set_overlay(p.root_values, best=p.best_move, win_value=win, live=True)

    def _grow_tree(self, req: SearchRequest, p: Progress) -> None:
        """A snapshot of the tree a search is growing (MCTS): shown in place of the last one, the rows the
        user opened and selected kept."""
        assert p.tree is not None
        caption = self.tr("{0} · growing: {1} playouts so far").format(self._title, grouped(sum(p.visits)))
        self.host.tree_widget.set_record(p.tree, caption, keep_view=self.live_tree == req.id)
        self.live_tree = req.id
        self.tree_at = tuple(req.position)
        self.follow_position()

    @Slot(object)
    def shown(self, note: SearchNote) -> None:
        host = self.host
        host.stats_panel.show_result(note.result, note.title, note.full_tree, counting=host.controller.engine.counting(note))
        here = tuple(host.controller.session.position)  # (shown before a computer move is played)
        self.stats_at = here
        if note.result.tree is not None:
            shown = tree_captions(note)
            host.tree_widget.set_record(note.result.tree, shown.caption, shown.partial, shown.partial_caption,
                                        shown.why_fewer, keep_view=self.live_tree is not None,
                                        finished_depth=shown.finished_depth, played_note=shown.played_note)
            self.tree_at = here
        self.live_tree = None
        self.follow_position()

    @Slot()
    def follow_position(self) -> None:
        """Keep the statistics and the tree about the board's position, or say which one they are about."""
        host = self.host
        c = host.controller
        now = tuple(c.session.position)
        kept = c.engine.analysis() if not c.busy else None  # the search kept for this very position
        if kept is not None and not belongs(self.stats_at, now):
            host.stats_panel.show_result(kept.result, kept.title, kept.full_tree, counting=False)
            c.shown = kept
            self.stats_at = now
        if kept is not None and kept.result.tree is not None and not belongs(self.tree_at, now):
            shown = tree_captions(kept)
            host.tree_widget.set_record(kept.result.tree, shown.caption, shown.partial, shown.partial_caption,
                                        shown.why_fewer, finished_depth=shown.finished_depth,
                                        played_note=shown.played_note)
            self.tree_at = now
        host.stats_panel.position_note.say(elsewhere(self.stats_at, now))
        host.tree_widget.position_note.say(elsewhere(self.tree_at, now))

    @Slot()
    def dropped(self) -> None:
        """A search was abandoned (undo, redo, a new game, a side made human): what it showed is stale."""
        self.live_tree = None
        self.host.stats_panel.clear()
        self.stats_at = None
        self.host.stats_panel.position_note.say("")
        self._clear_board()

    @Slot(object)
    def full_tree(self, note: SearchNote) -> None:
        """The full tree's size was counted (on a worker): shown if its search is still the one in sight."""
        if self.host.controller.shown is note:
            self.host.stats_panel.set_full_tree(note.full_tree)


class TreeShown(NamedTuple):
    """How the tree dock shows a search's tree: ``SearchTreeWidget.set_record``'s words about it."""

    caption: str
    partial: TreeRecord | None
    partial_caption: str
    why_fewer: str
    finished_depth: int | None
    played_note: str


def tree_captions(note: SearchNote) -> TreeShown:
    """The tree's caption; after a stop inside a depth the stopped depth's partial tree and its caption
    (the tree shown first is then the last finished depth's, ``finished_depth``), and, when the move
    played came from the stopped depth, a sentence saying so; and why the tree holds fewer nodes than
    the statistics count (iterative deepening: they count every depth, the tree is one)."""
    result = note.result
    tree = result.tree
    why = ""
    if tree is not None and result.iterations and len(tree) < result.stats.nodes:
        why = QCoreApplication.translate("SearchView", "the last depth's tree; the statistics' {0} count every depth").format(
            grouped(result.stats.nodes))
    if result.partial_tree is None or result.depth_reached is None:
        return TreeShown(note.title, None, "", why, None, "")
    finished = QCoreApplication.translate("SearchView", "{0} · depth {1}")  # (the banner says it is the last finished)
    stopped = QCoreApplication.translate("SearchView", "{0} · depth {1}, partial")
    played = ""
    chosen = tree.pv[0] if tree is not None and tree.pv else None
    if result.best_move is not None and chosen is not None and result.best_move != chosen:
        # The stopped depth searched the finished depth's choice and found another move better (Search.answer)
        played = QCoreApplication.translate(
            "SearchView", "The move chosen, {0}, is the stopped depth's: it found {0} better than {1}, this tree's "
                          "choice.").format(note_move(note, result.best_move), note_move(note, chosen))
    return TreeShown(finished.format(note.title, result.depth_reached), result.partial_tree,
                     stopped.format(note.title, result.depth_reached + 1), why, result.depth_reached, played)


def note_move(note: SearchNote, move: int) -> str:
    """``move`` written as the searched game writes it."""
    game = note.result.tree.game if note.result.tree is not None else None
    return game.format_move(move) if game is not None else str(move)


def belongs(searched: tuple[int, ...] | None, now: tuple[int, ...]) -> bool:
    """Whether a search made at ``searched`` is about ``now``: the same position, or the move it chose
    played from there (None: nothing shown, so nothing to say)."""
    return searched is None or now == searched or (len(now) == len(searched) + 1 and now[:-1] == searched)


def elsewhere(searched: tuple[int, ...] | None, now: tuple[int, ...]) -> str:
    """The strip's words for a panel showing the search made at ``searched`` ("" when it belongs to ``now``)."""
    if searched is None or belongs(searched, now):
        return ""
    return QCoreApplication.translate("SearchView", "Shows the search at move {0}: not the position on the board (move {1}). "
                                      "Analyse (F5) to search this one.").format(len(searched) + 1, len(now) + 1)
