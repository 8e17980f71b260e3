"""The step bar over an SSS* or DUAL* tree: a slider and spin box that show the tree as it stood after any of
its steps, and the chosen step in a sentence."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QSpinBox, QVBoxLayout, QWidget

from ..i18n import QT_TRANSLATE_NOOP, counted, grouped, translated_count
from .model import SearchTreeModel

# Words go through Qt's translation in the context of the search tree widget's class, SearchTreeWidget.


class SSSStepBar(QWidget):
    """A step slider and spin box for an SSS* tree: the tree as it stood after any of its steps."""

    def __init__(self, model: SearchTreeModel, reveal: Callable[[QModelIndex], None]) -> None:
        """``reveal``: opens the rows above a row and scrolls to it (the step's node)."""
        super().__init__()
        self.model = model
        self.reveal = reveal
        self.setObjectName("sssBar")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("sssSlider")
        self.slider.setToolTip(QCoreApplication.translate(
            "SearchTreeWidget", "Move through SSS*'s steps: OPEN's states, merits and bounds at each one"))
        self.spin = QSpinBox()
        self.spin.setObjectName("sssSpin")
        self.spin.setToolTip(self.slider.toolTip())
        self.spin.setMinimumWidth(self.spin.fontMetrics().horizontalAdvance("000,000 of 000,000") + 36)
        self.step_text = QLabel()
        self.step_text.setObjectName("sssStepText")
        self.step_text.setWordWrap(True)  # the step's sentence wraps in a narrow dock
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(QCoreApplication.translate("SearchTreeWidget", "SSS* step"))
        self.label.setObjectName("sssLabel")
        row.addWidget(self.label)
        row.addWidget(self.slider, 1)
        row.addWidget(self.spin)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        box.addLayout(row)
        box.addWidget(self.step_text)
        # Dragging the slider asks for many steps a second, each a replay of OPEN from the start (tens of
        # milliseconds in a big tree): the latest one is shown once the events queued so far are handled.
        self._wanted = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(lambda: self.set_step(self._wanted))
        self.slider.valueChanged.connect(self._asked)
        self.spin.valueChanged.connect(self._asked)
        self.setVisible(False)

    def reset(self) -> None:
        """A new tree: the bar shows when it has steps, at its last one."""
        n = self.model.sss_steps()
        self.setVisible(n > 0)
        for w in (self.slider, self.spin):
            w.blockSignals(True)
            w.setRange(0, n)
            w.setValue(n)
            w.blockSignals(False)
        self.spin.setSuffix(QCoreApplication.translate("SearchTreeWidget", " of {0}").format(grouped(n)))
        view = self.model.view()
        dual = view is not None and view.dual
        self.label.setText(QCoreApplication.translate("SearchTreeWidget", "DUAL* step") if dual
                           else QCoreApplication.translate("SearchTreeWidget", "SSS* step"))
        self.slider.setToolTip(QCoreApplication.translate(
            "SearchTreeWidget", "Move through DUAL*'s steps: OPEN's states, merits and bounds at each one")
            if dual else QCoreApplication.translate(
            "SearchTreeWidget", "Move through SSS*'s steps: OPEN's states, merits and bounds at each one"))
        self.spin.setToolTip(self.slider.toolTip())
        self._say_step()

    def _asked(self, k: int) -> None:
        self._wanted = k
        for w in (self.slider, self.spin):
            if w.value() != k:
                w.blockSignals(True)
                w.setValue(k)
                w.blockSignals(False)
        self._timer.start()

    def set_step(self, k: int) -> None:
        """Show the SSS* tree after ``k`` of its steps (the last: how it ended)."""
        if not self.model.sss_steps():
            return
        for w in (self.slider, self.spin):
            if w.value() != k:
                w.blockSignals(True)
                w.setValue(k)
                w.blockSignals(False)
        self.model.set_sss_step(k)
        self._say_step()
        at = self.model.sss_at()
        if at is not None and at.taken is not None:
            self.reveal(self.model.index_of_node(at.taken.node))

    def step(self) -> int:
        at = self.model.sss_at()
        return at.step if at is not None else 0

    def _say_step(self) -> None:
        """The chosen step in a sentence: the state taken, its case, and OPEN's size and top merit."""
        at = self.model.sss_at()
        record = self.model.record()
        if at is None or record is None:
            self.step_text.setText("")
            return
        top = max(at.open.values(), key=lambda e: e.merit, default=None)  # the state taken next
        n = len(at.open)
        open_text = counted(translated_count("SearchTreeWidget", QT_TRANSLATE_NOOP(
            "SearchTreeWidget", "OPEN holds %n state(s)"), n), n)
        view = self.model.view()
        lower_bounds = view is not None and view.lower_bounds  # MAX's lowest merit is taken first
        sss = self.model.sss
        if top is not None:
            merit = sss.format_merit(top.merit)
            open_text = (QCoreApplication.translate("SearchTreeWidget", "{0}, lowest merit {1}") if lower_bounds
                         else QCoreApplication.translate("SearchTreeWidget", "{0}, highest merit {1}")).format(
                open_text, merit)
        if at.taken is None:
            self.step_text.setText(QCoreApplication.translate(
                "SearchTreeWidget", "Before the first step: {0} (the root, LIVE, merit {1}).").format(
                open_text, sss.format_merit(math.inf)))
            return
        state = "SOLVED" if at.taken.solved else "LIVE"  # SSS*'s own names for a state's status (as in the engine)
        where = self.model.path_text(at.taken.node)
        merit = sss.format_merit(at.taken.merit)
        what = sss.case_text(at.case) or QCoreApplication.translate(
            "SearchTreeWidget", "the root is SOLVED: its merit is its value")
        self.step_text.setText(QCoreApplication.translate(
            "SearchTreeWidget", "Step {0}: took ({1}, {2}, {3}) — {4}. {5}.").format(
            grouped(at.step), where, state, merit, what, open_text))
