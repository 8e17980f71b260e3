"""The "Speed-ups" group of a side's settings: iterative deepening, limits, the transposition table,
move ordering, PVS, aspiration windows, quiescence and the Connect Four solver.

The rows are generated from ``SWITCHES`` and ``ORDERING_TITLES``; what does not apply to the game or
the algorithm is greyed out, and a line under the group says why (``EnhancementSettings.applicable``
is the one rule, shared with the options the engine gets). Values stay in their widgets while greyed
out, so switching back to alpha-beta restores them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from engine.games import GameInfo
from engine.ordering import ORDERINGS
from engine.search.settings_schema import setting

from ..app.enhancement_settings import (
    DEFAULT_ASPIRATION,
    ORDERING_TITLES,
    PRUNING_SWITCHES,
    SOLVER_OWN,
    EnhancementSettings,
)
from ..i18n import QT_TRANSLATE_NOOP

SpinBox = TypeVar("SpinBox", QSpinBox, QDoubleSpinBox)

DEFAULT_TIME_LIMIT_S = 5.0
DEFAULT_NODE_LIMIT = 1_000_000


@dataclass(frozen=True)
class SwitchRow:
    """One on/off enhancement: the ``EnhancementSettings`` field, its label and what it does (both English,
    translated where the form shows them)."""

    name: str
    label: str
    tooltip: str


SWITCHES: tuple[SwitchRow, ...] = (
    SwitchRow("iterative", QT_TRANSLATE_NOOP("EnhancementsForm", "Iterative deepening"),
              QT_TRANSLATE_NOOP("EnhancementsForm",
                                "Search depth 1, 2, 3, ... up to the depth cutoff; each finished depth is shown in the "
                                "statistics. With a time or node limit the answer is the deepest finished depth's.")),
    SwitchRow("pvs", QT_TRANSLATE_NOOP("EnhancementsForm", "Principal variation search (PVS)"),
              QT_TRANSLATE_NOOP("EnhancementsForm",
                                "Search the first move with the full window and test every other move with a null window; "
                                "re-search only the ones that turn out better")),
    SwitchRow("quiescence", QT_TRANSLATE_NOOP("EnhancementsForm", "Quiescence: search on through immediate threats"),
              QT_TRANSLATE_NOOP("EnhancementsForm",
                                "At the depth cutoff, do not stop in a position with a win to take or to block: search the "
                                "forcing moves one ply further (changes values: the evaluation sees fewer blunders)")),
    SwitchRow("solve", QT_TRANSLATE_NOOP("EnhancementsForm", "Solve exactly (the game's exact solver)"),
              QT_TRANSLATE_NOOP("EnhancementsForm",
                                "Search to the end of the game with the exact solver: win, draw or loss. Meant for late "
                                "positions (with a time limit as a guard); the depth cutoff is ignored")),
)


class EnhancementsForm(QGroupBox):
    """Signals:
        changed(): any switch or value changed.
    """

    changed = Signal()

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Speed-ups"))
        self.setObjectName("enhancementsForm")
        self.info = info
        self.algorithm = "alphabeta"
        self._loading = True  # (setting the spin boxes' defaults below must not emit)
        self._tips: dict[int, str] = {}
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.boxes: dict[str, QCheckBox] = {}
        for row in SWITCHES:
            box = QCheckBox(self.tr(row.label), self)
            box.setObjectName(f"enh_{row.name}")
            box.setToolTip(self.tr(row.tooltip))
            box.toggled.connect(self._emit)
            self.boxes[row.name] = box
        form.addRow(self.boxes["iterative"])

        self.time_on, self.time_limit = self._limit_row(form, self.tr("Time limit"), QDoubleSpinBox(self))
        self.time_limit.setDecimals(setting("time_limit").decimals)
        self.time_limit.setRange(*setting("time_limit").form_range())
        self.time_limit.setSuffix(self.tr(" s", "seconds"))
        self.time_limit.setValue(DEFAULT_TIME_LIMIT_S)
        self.time_on.setToolTip(self.tr("Stop the search after this long and play the best move found "
                                        "(with iterative deepening: the deepest finished depth's)"))
        self.node_on, self.node_limit = self._limit_row(form, self.tr("Node limit"), QSpinBox(self))
        self.node_limit.setRange(*map(int, setting("node_limit").form_range()))
        self.node_limit.setSingleStep(100_000)
        self.node_limit.setGroupSeparatorShown(True)
        self.node_limit.setValue(DEFAULT_NODE_LIMIT)
        self.node_on.setToolTip(self.tr("Stop the search after this many nodes"))

        self.tt_on, self.tt_mb = self._limit_row(form, self.tr("Transposition table"), QSpinBox(self))
        self.tt_mb.setRange(*map(int, setting("tt_mb").form_range()))
        self.tt_mb.setSuffix(self.tr(" MB", "megabytes"))
        self.tt_mb.setValue(round(EnhancementSettings().tt_mb))
        self.tt_on.setToolTip(self.tr("Remember searched positions (value, bound, depth, best move) and reuse them "
                                      "when the same position is reached by another move order"))

        ordering = QWidget(self)
        grid = QGridLayout(ordering)
        grid.setContentsMargins(0, 0, 0, 0)
        self.ordering: dict[str, QCheckBox] = {}
        tips = {"pv": self.tr("The previous iteration's best line first (needs iterative deepening to have one)"),
                "tt": self.tr("The table's best move first (needs the transposition table)"),
                "killers": self.tr("Moves that caused a cutoff at the same ply elsewhere in the tree"),
                "history": self.tr("Moves that caused cutoffs anywhere, weighted by the depth below them"),
                "static": self.tr("The game's own order: centre first in Connect Four, wins and forced blocks first")}
        for i, name in enumerate(ORDERINGS):
            title = ORDERING_TITLES.get(name, name)
            box = QCheckBox(QCoreApplication.translate("EnhancementSettings", title), ordering)
            box.setObjectName(f"order_{name}")
            box.setToolTip(tips.get(name, ""))
            box.toggled.connect(self._emit)
            self.ordering[name] = box
            grid.addWidget(box, i // 2, i % 2)
        self.ordering_label = QLabel(self.tr("Move ordering"), self)
        form.addRow(self.ordering_label, ordering)
        form.addRow(self.boxes["pvs"])
        self.asp_on, self.aspiration = self._limit_row(form, self.tr("Aspiration window ±"), QDoubleSpinBox(self))
        self.aspiration.setDecimals(setting("aspiration").decimals)
        self.aspiration.setRange(*setting("aspiration").form_range())
        self.aspiration.setValue(DEFAULT_ASPIRATION)
        self.asp_on.setToolTip(self.tr("With iterative deepening: search the root with a narrow window around the "
                                       "previous depth's value; re-search when the value falls outside it"))
        form.addRow(self.boxes["quiescence"])
        form.addRow(self.boxes["solve"])
        self.reasons = QLabel(self)
        self.reasons.setObjectName("enhancementReasons")
        self.reasons.setWordWrap(True)
        self.reasons.setEnabled(False)  # drawn in the muted text colour, like the panel's other notes
        form.addRow(self.reasons)
        self._loading = False
        self._sync()

    def _limit_row(self, form: QFormLayout, label: str, spin: SpinBox) -> tuple[QCheckBox, SpinBox]:
        """A check box that switches a value on, and the value's spin box, on one row."""
        row = QHBoxLayout()
        box = QCheckBox(label, self)
        row.addWidget(box)
        row.addWidget(spin, 1)
        form.addRow(row)
        box.toggled.connect(self._emit)
        spin.valueChanged.connect(self._emit)
        return box, spin

    # -- API -----------------------------------------------------------------------------------------------
    def set_algorithm(self, algorithm: str) -> None:
        if algorithm != self.algorithm:
            self.algorithm = algorithm
            self._sync()

    def set_settings(self, s: EnhancementSettings) -> None:
        self._loading = True
        for name, box in self.boxes.items():
            box.setChecked(bool(getattr(s, name)))
        self.time_on.setChecked(s.time_limit is not None)
        if s.time_limit is not None:
            self.time_limit.setValue(s.time_limit)
        self.node_on.setChecked(s.node_limit is not None)
        if s.node_limit is not None:
            self.node_limit.setValue(s.node_limit)
        self.tt_on.setChecked(s.tt)
        self.tt_mb.setValue(round(s.tt_mb))
        for name, box in self.ordering.items():
            box.setChecked(name in s.ordering)
        self.asp_on.setChecked(s.aspiration > 0)
        if s.aspiration > 0:
            self.aspiration.setValue(s.aspiration)
        self._loading = False
        self._sync()

    def settings(self) -> EnhancementSettings:
        return EnhancementSettings(
            iterative=self.boxes["iterative"].isChecked(),
            time_limit=self.time_limit.value() if self.time_on.isChecked() else None,
            node_limit=self.node_limit.value() if self.node_on.isChecked() else None,
            tt=self.tt_on.isChecked(), tt_mb=float(self.tt_mb.value()),
            ordering=tuple(n for n, b in self.ordering.items() if b.isChecked()),
            pvs=self.boxes["pvs"].isChecked(),
            aspiration=self.aspiration.value() if self.asp_on.isChecked() else 0.0,
            quiescence=self.boxes["quiescence"].isChecked(), solve=self.boxes["solve"].isChecked(),
        )

    def solving(self) -> bool:
        """Whether the solver is on and applies (the depth cutoff is then ignored)."""
        return self.boxes["solve"].isChecked() and not self._why("solve")

    # -- internals -----------------------------------------------------------------------------------------
    def _why(self, switch: str) -> str:
        return EnhancementSettings.applicable(switch, self.info.name, self.algorithm)

    @Slot()
    def _emit(self) -> None:
        if self._loading:
            return
        self._sync()
        self.changed.emit()

    def _sync(self) -> None:
        """Grey out what does not apply, and say why in one place."""
        reasons: dict[str, list[str]] = {}

        solving = self.solving()

        def gate(switch: str, title: str, widgets: list[QWidget], listed: bool = True) -> bool:
            solver_own = solving and switch in PRUNING_SWITCHES
            why = self._why(switch) or (QCoreApplication.translate("EnhancementSettings", SOLVER_OWN) if solver_own else "")
            for w in widgets:
                w.setEnabled(not why)
                base = self._tips.setdefault(id(w), w.toolTip())  # the tooltip while it applies
                w.setToolTip(self.tr("{0}: {1}").format(title, why) if why else base)
            if why and listed:
                reasons.setdefault(why, []).append(title)
            return not why

        gate("tt", self.tr("table"), [self.tt_on, self.tt_mb])
        gate("ordering", self.tr("move ordering"), [self.ordering_label, *self.ordering.values()])
        gate("pvs", "PVS", [self.boxes["pvs"]])
        gate("quiescence", self.tr("quiescence"), [self.boxes["quiescence"]])
        gate("solve", self.tr("solver"), [self.boxes["solve"]])
        # the schema's rule (SSS* and DUAL* as published, MCTS without a depth), said in the box's tooltip: the
        # line under the group already names the reason for the other switches
        deepening = self.boxes["iterative"]
        deepening.setEnabled(gate("iterative", deepening.text(), [deepening], listed=False) and not solving)
        iterative = self.boxes["iterative"].isChecked() and self.boxes["iterative"].isEnabled()
        self.asp_on.setEnabled(iterative)
        self.aspiration.setEnabled(iterative and self.asp_on.isChecked())
        self.time_limit.setEnabled(self.time_on.isChecked())
        self.node_limit.setEnabled(self.node_on.isChecked())
        if self.tt_on.isEnabled():
            self.tt_mb.setEnabled(self.tt_on.isChecked())
        lines = [self.tr("Off here — {0}: {1}.").format(", ".join(titles), why) for why, titles in reasons.items()]
        if self.asp_on.isChecked() and not iterative:
            lines.append(self.tr("Aspiration windows need iterative deepening: off until it is on."))
        if solving:
            lines.append(self.tr("The solver searches to the end of the game (depth ignored): for late positions "
                                 "(about 20 empty cells or fewer). Give it a time limit; stopped before the position "
                                 "is solved, it has no better move than the first."))
        self.reasons.setText("\n".join(lines))
        self.reasons.setVisible(bool(lines))
