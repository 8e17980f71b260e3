"""The board's previews kept in step with the move list and the search tree.

Selecting a move in the move list shows the position before it (for a computer move, with the values
its search saw, its tree and its statistics); selecting a node of the search tree shows the position
at that node. The game itself never changes while previewing: a click on the board, Esc or clearing the
selection returns to the position in play (a click on a move legal there also plays it).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QModelIndex, QObject, Slot
from PySide6.QtWidgets import QStatusBar

from engine.game import Game
from engine.record import TreeRecord
from engine.tree_export import format_bounded

from ..app.controller import GameController
from ..app.session import GameSession
from ..board import BoardWidget
from ..panels.move_list import MoveListWidget
from ..panels.stats_panel import StatsPanel
from ..search_tree import SearchTreeWidget


class PreviewHost(Protocol):
    """What the previews need of the main window (its board is replaced when the game changes)."""

    controller: GameController
    board: BoardWidget
    move_list: MoveListWidget
    stats_panel: StatsPanel
    tree_widget: SearchTreeWidget

    @property
    def session(self) -> GameSession: ...

    @property
    def game(self) -> Game: ...

    def statusBar(self) -> QStatusBar: ...


class PreviewSync(QObject):
    """Shows on ``host``'s board the position a move-list entry or a search-tree node stands for."""

    def __init__(self, host: PreviewHost, parent: QObject) -> None:
        super().__init__(parent)
        self.host = host

    @Slot(int)
    def show_move(self, index: int) -> None:
        """Show the position before move ``index`` on the board (a preview) and, for a computer move,
        what its search saw there: every move's value, its tree and its statistics."""
        host = self.host
        session, game, board = host.session, host.game, host.board
        if index >= len(session.entries):
            return
        entry = session.entries[index]
        if entry.is_roll:
            who = board.piece_name(entry.roller if entry.roller is not None else entry.player)
            caption = self.tr("Before move {0}: {1} rolled {2}").format(index + 1, who, game.format_move(entry.move))
        else:
            who = (self.tr("{0} (computer)") if entry.made_by == "computer" else self.tr("{0} (human)")).format(
                board.piece_name(entry.player))
            caption = self.tr("Before move {0}: {1} played {2}").format(index + 1, who, game.format_move(entry.move))
        last = session.entries[index - 1].move if index > 0 else None
        note = entry.search
        if note is None:
            board.marks.set_preview(session.state_before(index), last,
                              self.tr("{0} — a click returns to the game and plays there").format(caption))
            return
        host.controller.shown = note
        host.stats_panel.show_result(note.result, note.title, note.full_tree)
        host.tree_widget.set_record(note.result.tree, note.title)
        result = note.result
        board.marks.set_preview(session.state_before(index), last,
                          self.tr("{0}: the values its search saw — a click returns to the game and plays there").format(caption),
                          values=result.moves, best=result.best_move, ties=result.ties, win_value=note.win_value)

    @Slot()
    def dismiss(self) -> None:
        """Back to the position in play, the move list's selection cleared with it."""
        self.host.board.marks.end_preview()
        view = self.host.move_list.view
        view.clearSelection()
        view.setCurrentIndex(QModelIndex())

    @Slot(int)
    def show_tree_node(self, index: int) -> None:
        host = self.host
        record: TreeRecord | None = host.tree_widget.record()
        if record is None or not 0 <= index < len(record):
            return
        path = record.path(index)
        state = record.state_at(index)
        shown = host.tree_widget.model.path_text(index) if path else self.tr("the root")
        value = format_bounded(record, index)  # "≥ 0" when alpha-beta only proved a bound
        caption = self.tr("Preview: {0} — value {1}. A click returns to the game and plays there").format(shown, value)
        host.board.marks.set_preview(state, path[-1] if path else None, caption)
        host.statusBar().showMessage(self.tr("Path from the root: {0}").format(shown), 6000)

    @Slot()
    def end(self) -> None:
        """The tree's selection was cleared: the board shows the position in play again."""
        self.host.board.marks.end_preview()
