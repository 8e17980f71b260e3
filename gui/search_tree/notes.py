"""The search tree's heading and banner: what the tree is (its caption, how many nodes it recorded) and what
it is not (cut short by the record budget, stopped, a stopped depth's partial tree beside the last finished
one), with the switch between a stopped search's two trees as a link in the banner."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QWidget

from engine.record import STOPPED, TreeRecord

from ..i18n import QT_TRANSLATE_NOOP, counted, grouped, translated_count
from ..panels.position_note import PositionNote
from .model import SearchTreeModel, blend

# Words go through Qt's translation in the context of the search tree widget's class, SearchTreeWidget.


def escape_html(text: str) -> str:
    return escape(text, quote=False)


class TreeNotes:
    """The caption and banner of the search tree widget ``owner``, and the trees of a stopped iterative
    deepening they speak of."""

    def __init__(self, owner: QWidget, model: SearchTreeModel, caption: QLabel, banner: QLabel,
                 position_note: PositionNote) -> None:
        self.owner = owner
        self.model = model
        self.caption = caption
        self.banner = banner
        self.position_note = position_note
        # Iterative deepening stopped inside a depth: the finished depth's tree, or the stopped one's
        self.finished_record: TreeRecord | None = None
        self.partial_record: TreeRecord | None = None
        self.finished_depth: int | None = None  # the last finished depth (the stopped one is the next)
        self.captions = ("", "")  # (the finished depth's caption, the partial one's)
        self.why_fewer = ""  # why the tree holds fewer nodes than the statistics count
        self.played_note = ""  # a stopped search played a move of the stopped depth: which, and why

    def set_caption(self, caption: str) -> None:
        shown = self.model.record()
        if shown is None:
            # The dock's title already says "Search tree": no heading repeats it over the empty hint.
            self.caption.setText(caption)
            self.caption.setVisible(bool(caption))
            self.caption.setToolTip("")
            return
        self.caption.setVisible(True)
        n = len(shown)
        recorded = counted(translated_count("SearchTreeWidget", QT_TRANSLATE_NOOP(
            "SearchTreeWidget", "%n node(s) recorded"), n), n)
        fewer = self.why_fewer and shown is self._finished_or_only()
        # Why the statistics count more nodes than the tree holds; after a stop the banner speaks of the
        # depths, and the heading keeps to two lines (the reason stays in its tooltip).
        said = QCoreApplication.translate("SearchTreeWidget", "{0} ({1})").format(recorded, self.why_fewer) if fewer \
            else recorded
        title = caption or QCoreApplication.translate("SearchTreeWidget", "Search tree")
        self.caption.setText(QCoreApplication.translate("SearchTreeWidget", "{0} · {1}").format(
            title, recorded if self.partial_record is not None else said))
        self.caption.setToolTip(said if fewer else "")

    def _finished_or_only(self) -> TreeRecord | None:
        """The tree ``why_fewer`` speaks of: the last finished depth's (or the only one)."""
        return self.finished_record if self.finished_record is not None else self.model.record()

    def _depth_notes(self, record: TreeRecord, finished: TreeRecord) -> tuple[str, str]:
        """(the note, the link's words) over a stopped iterative deepening's finished or partial tree."""
        depth = self.finished_depth
        if record is finished:
            if depth is not None:
                return (QCoreApplication.translate(
                    "SearchTreeWidget", "Stopped inside depth {0}: depth {1}'s tree, every root move with its value."
                ).format(depth + 1, depth), QCoreApplication.translate(
                    "SearchTreeWidget", "Show depth {0}'s partial tree").format(depth + 1))
            return (QCoreApplication.translate(
                "SearchTreeWidget",
                "Stopped inside a depth: this is the last finished depth's tree, every root move with its value."),
                QCoreApplication.translate("SearchTreeWidget", "Show the stopped depth's partial tree"))
        if depth is not None:
            return (QCoreApplication.translate(
                "SearchTreeWidget", "Depth {0}, stopped: a partial tree; the nodes it left open have no value (?)."
            ).format(depth + 1), QCoreApplication.translate("SearchTreeWidget", "Back to depth {0}'s tree").format(depth))
        return (QCoreApplication.translate(
            "SearchTreeWidget", "The stopped depth: a partial tree; the nodes it left open have no value (?)."),
            QCoreApplication.translate("SearchTreeWidget", "Back to the last finished depth's tree"))

    def update_banner(self) -> None:
        """The strip above the tree: what it holds when it is not the whole search, in short sentences."""
        record = self.model.record()
        notes = []
        finished, partial = self.finished_record, self.partial_record
        link = ""
        if record is not None and partial is not None and finished is not None:
            note, link = self._depth_notes(record, finished)
            notes.append(note)
        elif record is not None and record.end[0] == STOPPED:  # the root never closed
            notes.append(QCoreApplication.translate(
                "SearchTreeWidget",
                "Stopped: the nodes it left open have no value (?); the line it was on is expanded. "
                "With iterative deepening (Speed-ups) Stop keeps the last finished depth's whole tree."))
        if record is not None and record.truncated:
            every_root_move = sum(1 for _ in record.children(0)) >= record.n_examined[0]
            if every_root_move:
                budget = QCoreApplication.translate(
                    "SearchTreeWidget", "Below the root moves, only the first {0} nodes are recorded (the budget).")
            else:
                budget = QCoreApplication.translate(
                    "SearchTreeWidget", "Only the first {0} nodes are recorded (the budget); “…” rows stand for the rest.")
            notes.append(budget.format(grouped(record.budget)))
        if self.played_note and record is not None and record is finished:
            notes.append(self.played_note)
        text = " ".join(escape_html(n) for n in notes)
        if link:
            text += f" <a href='switch'>{escape_html(link)}</a>"
        # With notes of its own, the banner also says which position the tree is about: one strip, not two.
        where = self.position_note.text() if notes else ""
        self.position_note.merge(bool(where))
        if where:
            text = f"{escape_html(where)} ⚠ {text}"
        elif notes:
            text = "⚠ " + text
        self.banner.setText(text)
        self.banner.setVisible(bool(notes))
        self.style_banner()

    def style_banner(self) -> None:
        pal = self.owner.palette()
        bg = blend(pal.color(pal.ColorRole.Window), QColor("#f1c40f"), 0.35)
        self.banner.setStyleSheet(f"QLabel#banner {{ background: {bg.name()}; border-radius: 3px; padding: 4px; "
                                  f"color: {pal.color(pal.ColorRole.WindowText).name()}; }}")
