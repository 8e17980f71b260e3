"""The search tree's search box: moves typed there ("4 3") find the recorded nodes they reach, and Enter /
Shift+Enter step through the matches the filters show."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QTimer
from PySide6.QtWidgets import QLabel, QLineEdit

from engine.errors import InputError
from engine.record import TreeRecord

from ..i18n import grouped
from .model import SearchTreeModel

ERROR_MARKUP = "<span style='color:#c0392b'>{0}</span>"
"""A search-box entry that is not a move: its (translated) message in red, in the match label."""
# Words go through Qt's translation in the context of the widget's class, SearchTreeWidget.


class MoveQueryError(ValueError):
    """A search-box entry that is not a move: ``str()`` is short (for the match label), ``detail`` the
    game's own explanation."""

    def __init__(self, token: str, detail: str) -> None:
        super().__init__(QCoreApplication.translate("SearchTreeWidget", "“{0}” is not a move").format(token))
        self.detail = detail


def parse_move_query(record: TreeRecord, text: str) -> list[int]:
    """Moves typed in the search box: tokens separated by spaces, commas or arrows, each parsed by the
    game (so Connect Four's "43" is two moves, a tree's "12" one child index). Raises MoveQueryError."""
    tokens = text.replace(",", " ").replace("→", " ").replace("->", " ").replace(">", " ").split()
    game = record.game
    moves: list[int] = []
    for token in tokens:
        if game is None:
            if not (token.lstrip("-").isascii() and token.lstrip("-").isdigit()):
                raise MoveQueryError(token, QCoreApplication.translate("SearchTreeWidget", "expected a move number"))
            moves.append(int(token))
            continue
        try:
            moves.extend(game.parse_moves(token))
        except InputError as e:
            raise MoveQueryError(token, str(e)) from None
    return moves


def find_nodes(record: TreeRecord, moves: list[int]) -> list[int]:
    """Recorded nodes reached by ``moves``: first the node at that path from the root, then every node
    whose path ends with these moves, in the record's (depth-first) order."""
    if not moves:
        return []
    exact = record.find(moves)
    last, before = moves[-1], moves[-2::-1]
    parent, move = record.parent, record.move
    found = [] if exact is None else [exact]
    for i, m in enumerate(move):
        if m != last or i == 0 or i == exact:
            continue
        j = i
        for want in before:
            j = parent[j]
            if j <= 0 or move[j] != want:
                break
        else:
            found.append(i)
    return found


def shorten(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class MoveSearch:
    """The matches of the search box's moves in the shown tree, and which of them is shown."""

    def __init__(self, model: SearchTreeModel, search_box: QLineEdit, match_label: QLabel,
                 select: Callable[[QModelIndex], None], owner: QObject) -> None:
        """``select``: selects a row and scrolls to it; ``owner``: the widget, which owns the typing timer."""
        self.model = model
        self.search_box = search_box
        self.match_label = match_label
        self.select = select
        self.matches: list[int] = []
        self.match_pos = -1
        self.found: tuple[list[int], list[int]] | None = None  # (moves searched, every node they reach)
        self.timer = QTimer(owner)
        self.timer.setObjectName("searchTimer")
        self.timer.setSingleShot(True)
        self.timer.setInterval(150)  # search once typing pauses, not on every key
        search_box.textChanged.connect(self.timer.start)
        self.timer.timeout.connect(self.search_now)
        search_box.returnPressed.connect(self.next_match)

    def clear(self) -> None:
        """A new tree: no matches, and the last scan is of another record."""
        self.found = None
        self.matches, self.match_pos = [], -1
        self.match_label.setText("")

    def search_now(self) -> None:
        """Find the nodes the search box names and show the first."""
        if self.find_matches():
            self.next_match()

    def find_matches(self) -> bool:
        """Recompute the matches (after typing, a filter change or a new record) without moving the
        selection; says whether there are any."""
        self.timer.stop()
        record = self.model.record()
        text = self.search_box.text().strip()
        self.matches, self.match_pos = [], -1
        self.match_label.setToolTip("")
        if record is None or not text:
            self.match_label.setText("")
            return False
        try:
            moves = parse_move_query(record, text)
        except MoveQueryError as e:
            self.match_label.setText(ERROR_MARKUP.format(escape(shorten(str(e)), quote=False)))
            self.match_label.setToolTip(e.detail)
            return False
        if self.found is None or self.found[0] != moves:
            self.found = (moves, find_nodes(record, moves))  # a filter change re-uses the scan
        self.matches = [i for i in self.found[1] if self.model.is_visible(i)]
        if not self.matches:
            self.match_label.setText(QCoreApplication.translate("SearchTreeWidget", "no match"))
            return False
        self.match_label.setText(QCoreApplication.translate("SearchTreeWidget", "{0} found").format(
            grouped(len(self.matches))))
        return True

    def next_match(self) -> None:
        """Show the next node that matches the search box (Enter), wrapping around."""
        self._step(+1)

    def previous_match(self) -> None:
        """Show the previous match (Shift+Enter), wrapping around."""
        self._step(-1)

    def _step(self, by: int) -> None:
        if self.timer.isActive():
            self.search_now()  # Enter right after typing: search first (that shows the first match)
            return
        if not self.matches:
            return
        self.match_pos = (self.match_pos + by) % len(self.matches)
        # "3 of 12": which match is shown
        self.match_label.setText(QCoreApplication.translate("SearchTreeWidget", "{0} of {1}").format(
            self.match_pos + 1, grouped(len(self.matches))))
        self.select(self.model.index_of_node(self.matches[self.match_pos]))
