"""An SSS* or DUAL* record shown as it stood after a chosen step: OPEN's states and merits, the bounds, the
node the step took. The search tree model asks this object for those columns and looks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont

from engine.search.sss import CASES
from engine.search.sss_record import DROPPED, NOT_YET, ON_OPEN, SOLVED_AT, SSSAt, SSSRecord

from ..i18n import spoken
from .shown import ShownRecord
from .views import COL_ALPHA, COL_BETA, COL_VALUE, DROPPED_BY_MIN, SSS_HEADER_TIPS, SSS_STATES, format_value, translated


class SSSStepping:
    """The chosen step of the shown best-first record (``at``: None when the record is not one, or kept no
    steps)."""

    def __init__(self, model: ShownRecord) -> None:
        self.model = model
        self.at: SSSAt | None = None

    def best_first(self) -> SSSRecord | None:
        view = self.model.view()
        return view.best_first() if view is not None else None

    def reset(self) -> None:
        """A new record: shown at its last step."""
        sss = self.best_first()
        self.at = sss.at_step(len(sss.steps)) if sss is not None and sss.steps else None

    def steps(self) -> int:
        """How many steps the shown SSS* record kept (0: none, or not an SSS* record)."""
        rec = self.best_first()
        return len(rec.steps) if rec is not None else 0

    def move_to(self, k: int) -> bool:
        """Show the record after ``k`` steps (clamped); False when there is nothing to change."""
        rec = self.best_first()
        if rec is None or not rec.steps:
            return False
        k = max(0, min(k, len(rec.steps)))
        if self.at is not None and self.at.step == k:
            return False
        self.at = rec.at_step(k)
        return True

    def stepping(self) -> bool:
        """Whether an SSS* record is shown before its last step."""
        at, rec = self.at, self.best_first()
        return at is not None and rec is not None and at.step < len(rec.steps)

    def step_data(self, i: int, role: int) -> Any:
        """Looks of a row while SSS* is shown at a step: nodes not generated yet greyed, the node the step
        took tinted (the principal variation is only known at the end)."""
        at = self.at
        rec = self.best_first()
        assert at is not None and rec is not None
        if role == Qt.ItemDataRole.ForegroundRole and rec.status(at, i) in (NOT_YET, DROPPED):
            return self.model.grey
        if role == Qt.ItemDataRole.BackgroundRole and at.taken is not None and at.taken.node == i:
            return self.model.step_tint
        if role == Qt.ItemDataRole.FontRole and at.taken is not None and at.taken.node == i:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def tip(self, col: int) -> str:
        """The tip of an SSS* or DUAL* column, its bounds in the direction the shown record's merits go."""
        view = self.model.view()
        return view.header_tip(col) if view is not None and view.best_first() is not None \
            else translated(SSS_HEADER_TIPS[col])

    def case_text(self, case: int) -> str:
        """The engine's sentence for an SSS* case, in the tree's own MAX and MIN: the engine speaks of SSS*'s
        roles, which MIN plays when the record's merits are lower bounds (DUAL* from a MAX root)."""
        phrase = CASES.get(case)
        text = spoken(phrase) if phrase is not None else ""  # MAX and MIN stay as written in every language
        view = self.model.view()
        if view is not None and view.lower_bounds:
            text = text.replace("MAX", "\0").replace("MIN", "MAX").replace("\0", "MIN")
        return text

    def format_merit(self, merit: float) -> str:
        """An SSS* merit as the columns write it: in MAX's terms."""
        view = self.model.view()
        return view.merit(merit) if view is not None else format_value(merit)

    def text(self, i: int, col: int) -> str:
        """SSS*'s Value, OPEN, Merit and state columns for node ``i`` at the chosen step."""
        at = self.at
        rec = self.best_first()
        assert at is not None and rec is not None
        status = rec.status(at, i)
        entry = at.open.get(i) if status == ON_OPEN else None
        if col == COL_VALUE:
            if rec.solved_at.get(i, len(rec.steps) + 1) <= at.step or (i == 0 and at.step == len(rec.steps)):
                return format_value(rec.value[i])  # an evaluated leaf, or the solved root
            if status == NOT_YET:
                return ""
            return rec.bound_text(at.bound[i]) if i in at.bound else "?"
        if col == COL_ALPHA:
            return "" if entry is None else ("SOLVED" if entry.solved else "LIVE")
        if col == COL_BETA:
            return "" if entry is None else self.format_merit(entry.merit)
        if not self.stepping():
            return spoken(rec.end_phrase(i))
        dropped_by_min = status == DROPPED and rec.sign < 0
        text = QCoreApplication.translate("SearchTreeModel", "on OPEN") if entry is not None else translated(
            DROPPED_BY_MIN if dropped_by_min else SSS_STATES[status])
        if status == SOLVED_AT:
            text = QCoreApplication.translate("SearchTreeModel", "solved (merit {0}), handed to its parent").format(
                self.format_merit(at.solved[i]))
        if at.taken is not None and at.taken.node == i:
            text = QCoreApplication.translate("SearchTreeModel", "this step: {0}").format(
                self.case_text(at.case) or QCoreApplication.translate("SearchTreeModel", "the root is solved"))
        return text
