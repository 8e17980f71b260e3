"""What the search tree model's collaborators (``RowText``, ``SSSStepping``) read of the model: the record
it shows, how that record's kind is shown, its row lists and its colours. A protocol, so that neither imports
the model that owns them."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QColor

from engine.record import TreeRecord

from .row_cache import RowCache
from .views import RecordView


class ShownRecord(Protocol):
    """The model as its collaborators see it."""

    @property
    def cache(self) -> RowCache: ...
    @property
    def grey(self) -> QColor:
        """Greyed text: pruned moves, nodes SSS* has not generated yet."""
    @property
    def step_tint(self) -> QColor:
        """The row of the node SSS* took at the chosen step."""

    def record(self) -> TreeRecord | None: ...

    def view(self) -> RecordView | None: ...
