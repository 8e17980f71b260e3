"""Compare algorithms: search one position with minimax, plain alpha-beta, alpha-beta with each
enhancement, SSS*, DUAL*, MTD(f) and Monte Carlo tree search, and show the node counts side by side as a bar
chart, each bar with its leaves evaluated, time, best move and value.

The variants are ``engine.enhancements.compare_variants`` behind minimax, then SSS*, DUAL* and MTD(f), all at the side's depth,
evaluation and scale, so their values must agree (the chart marks each bar = or ≠). MCTS comes last:
its value is an estimate (the most-visited move's mean playout result), its nodes are the nodes of the
tree it built, and its bar notes its playouts; it takes no part in the agreement. They run one after
the other on a ``CompareRunner``'s own worker thread — never on the GUI thread — with one stop flag for
the whole job (the dialog's Stop button, closing it, or a new comparison). Minimax at a large depth
explodes (7⁸ ≈ 5.8 million leaves in Connect Four), so every variant is capped at
``COMPARE_NODE_LIMIT`` nodes; a capped bar is hatched and says "stopped at N nodes".
"""

from __future__ import annotations

import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.enhancements import DEFAULT_TT_MB, Enhancements, compare_variants
from engine.game import Game
from engine.ordering import ORDERINGS
from engine.results import IterationInfo, MctsStats, Progress
from engine.search import SearchOptions, algorithm_info, in_order, search, utility_scale

from ..app.format import fmt_count, fmt_seconds, fmt_value
from ..app.jobs import FAILED, Job, JobThread, Report
from ..i18n import percent
from .window_keys import window_key

COMPARE_NODE_LIMIT = 1_000_000
COMPARE_PLAYOUTS = 1000
"""MCTS's playouts in a comparison (seed 0, so the row replays)."""
PROGRESS_INTERVAL_S = 0.1  # the running variant's node count, ten times a second
"""Per variant: enough for any tic-tac-toe search and Connect Four to depth ~7 with plain minimax."""


@dataclass(frozen=True)
class Variant:
    label: str
    options: SearchOptions

    @property
    def estimate(self) -> bool:
        """Its value is a sampled estimate (MCTS), not the exact value every other variant must agree on."""
        return not algorithm_info(self.options.algorithm).depth


@dataclass(frozen=True)
class VariantResult:
    """What one variant's search cost and found. ``limited``: it hit the node cap (value unknown);
    ``stopped``: the user stopped it (value unknown).
    ``value`` is on the first variant's (minimax's) utility scale."""

    label: str
    nodes: int
    time_s: float
    value: float | None
    best_move: int | None
    limited: bool
    depth_reached: int | None = None
    stopped: bool = False  # the user stopped it: ``nodes`` is what it had searched by then (value unknown)
    playouts: int | None = None
    """MCTS only: the playouts it ran. Its value is then an estimate, left out of the agreement check."""
    move_text: str = ""
    """``best_move`` in the game's notation ("" for none)."""
    leaves: int = 0
    """Positions it evaluated: the evaluation at the depth cutoff, or a finished game's result."""

    @property
    def estimate(self) -> bool:
        return self.playouts is not None

    @property
    def partial(self) -> bool:
        """It did not finish (the cap or the user stopped it): its nodes are a lower bound, no value."""
        return self.limited or self.stopped


def comparison_variants(options: SearchOptions, node_limit: int = COMPARE_NODE_LIMIT) -> list[Variant]:
    """Minimax, ``compare_variants``' alpha-beta variants, SSS* and MTD(f), at ``options``' depth and
    evaluation, then MCTS with ``COMPARE_PLAYOUTS`` playouts (seed 0; random playouts to the end).

    Nothing is recorded, every root value is left as the algorithm finds it, and no time limit
    applies (the node cap does)."""
    base = replace(options, record=False, exact_root=False, time_limit=None, node_limit=node_limit,
                   tie_break="first", enhancements=Enhancements())
    out = [Variant("minimax", replace(base, algorithm="minimax"))]
    for label, enh in compare_variants():
        out.append(Variant(label, replace(base, algorithm="alphabeta", enhancements=enh)))
    # The rest of the family: SSS* as Stockman wrote it and its dual, MTD(f) with the table and ordering it needs.
    out.append(Variant("SSS*", replace(base, algorithm="sss")))
    out.append(Variant("DUAL*", replace(base, algorithm="dual")))
    out.append(Variant("MTD(f)", replace(base, algorithm="mtdf",
                                         enhancements=Enhancements(iterative=True, tt_mb=DEFAULT_TT_MB,
                                                                   ordering=ORDERINGS))))
    # Every other algorithm registered for a game like this one (``engine.search.algorithms``), as it is.
    named = {v.options.algorithm for v in out}
    out += [Variant(algo.title, replace(base, algorithm=algo.id)) for algo in in_order()
            if algo.depth and algo.id not in named and algo.offered_for(False)]
    # No depth: its playouts run to the end of the game, so its mean is on the ±1 scale, brought to the others'.
    out.append(Variant("MCTS", replace(base, algorithm="mcts", depth=None, playouts=COMPARE_PLAYOUTS, seed=0)))
    return out


def reference_value(results: Sequence[VariantResult | None]) -> float | None:
    """The value every finished variant should have: the first finished exact one's (minimax's, normally)."""
    return next((r.value for r in results if r is not None and not r.partial and not r.estimate), None)


def compare_job(game: Game, state: Any, variants: list[Variant]) -> Job:
    """The job that runs the variants in order on the worker thread.

    Reports: "variant" (index) when one starts, "progress" ((index, nodes, seconds), throttled) while
    it runs, "result" ((index, ``VariantResult``)) when it ends. A variant the user stopped is reported
    too, as ``stopped``: its node count so far is a lower bound, worth keeping on the chart."""

    def run(report: Report, stop: threading.Event) -> None:
        # Iterative deepening to the end of the game scores a win on the evaluation's scale (±win_score),
        # a plain full search on the textbook one (±1): values are compared on the first variant's scale.
        scale0 = utility_scale(game, variants[0].options)[0] if variants else 1
        for i, v in enumerate(variants):
            if stop.is_set():
                break
            report("variant", i)

            def observe(p: Progress | IterationInfo, i: int = i) -> None:
                if isinstance(p, Progress):
                    report("progress", (i, p.nodes, p.elapsed_s))

            r = search(game, state, replace(v.options, progress_interval=PROGRESS_INTERVAL_S), observer=observe,
                       stop=stop)
            by_user = stop.is_set()
            limited = r.stopped and not by_user
            value = None if r.stopped or r.value is None else r.value * scale0 / utility_scale(game, v.options)[0]
            if v.estimate and not r.stopped:
                value = r.value  # MCTS's mean stays on its own scale, the one its tree shows (a playout's win: +1)
            move = "" if r.best_move is None else game.format_move(r.best_move)
            report("result", (i, VariantResult(v.label, r.stats.nodes, r.stats.elapsed_s, value, r.best_move,
                                               limited, r.depth_reached, stopped=by_user,
                                               playouts=mcts.playouts if (mcts := r.extra(MctsStats)) is not None else None,
                                               move_text=move, leaves=r.stats.evaluations + r.stats.terminals)))

    return run


class CompareRunner(QObject):
    """The GUI thread's handle on the comparison thread. Only the current job's signals come through.

    Signals:
        variantStarted(int): variant index.
        variantProgress(int, int, float): variant index, nodes so far, seconds so far.
        variantFinished(int, object): variant index, ``VariantResult``.
        finished(): the job ended (all variants, or stopped).
        failed(str): message.
    """

    variantStarted = Signal(int)
    variantProgress = Signal(int, int, float)
    variantFinished = Signal(int, object)
    finished = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.jobs = JobThread("compare-worker", self)
        self.jobs.reported.connect(self._on_reported)
        self.jobs.ended.connect(self._on_ended)
        self._running = False

    @property
    def running(self) -> bool:
        return self._running

    def start(self, game: Game, state: Any, variants: list[Variant]) -> None:
        """Drop any running job and start this one."""
        self.jobs.start(compare_job(game, state, variants))
        self._running = True

    def stop(self) -> None:
        """Stop the running job (within ~50 ms); the stopped variant's count so far, then ``finished``, follow."""
        self.jobs.stop()

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        self._running = False
        return self.jobs.shutdown(timeout_ms)

    @Slot(int, str, object)
    def _on_reported(self, _job: int, kind: str, payload: Any) -> None:
        if kind == "variant":
            self.variantStarted.emit(payload)
        elif kind == "progress":
            index, nodes, seconds = payload
            self.variantProgress.emit(index, nodes, seconds)
        elif kind == "result":
            index, result = payload
            self.variantFinished.emit(index, result)
        elif kind == FAILED:
            self._running = False
            self.failed.emit(str(payload))

    @Slot(int)
    def _on_ended(self, _job: int) -> None:
        if self._running:
            self._running = False
            self.finished.emit()


class CompareChart(QWidget):
    """Horizontal bars, one per variant: nodes (log or linear scale), with time and value beside them."""

    ROW = 30

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.labels: list[str] = []
        self.results: list[VariantResult | None] = []
        self.running: int | None = None
        self.running_nodes: tuple[int, float] | None = None  # the running variant's nodes and seconds so far
        self.log_scale = True
        self.node_limit = COMPARE_NODE_LIMIT
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(680, 40 + self.ROW * max(1, len(self.labels)))

    def minimumSizeHint(self) -> QSize:
        return QSize(420, 40 + self.ROW * max(1, len(self.labels)))

    def set_variants(self, labels: Sequence[str], node_limit: int) -> None:
        self.labels = list(labels)
        self.results = [None] * len(self.labels)
        self.running = None
        self.node_limit = node_limit
        self.updateGeometry()
        self.update()

    def set_result(self, index: int, result: VariantResult) -> None:
        self.results[index] = result
        self.update()

    def set_running(self, index: int | None) -> None:
        self.running = index
        self.running_nodes = None
        self.update()

    def set_running_progress(self, index: int, nodes: int, seconds: float) -> None:
        """The running variant's count so far (written beside its empty bar)."""
        if index == self.running:
            self.running_nodes = (nodes, seconds)
            self.update()

    def set_log_scale(self, on: bool) -> None:
        self.log_scale = on
        self.update()

    def bar_count(self) -> int:
        """Bars drawn (finished variants)."""
        return sum(r is not None for r in self.results)

    def describe(self, index: int) -> str:
        """The words beside bar ``index``."""
        r = self.results[index]
        if r is None:
            if index != self.running:
                return self.tr("waiting")
            if self.running_nodes is None:
                return self.tr("searching…")
            return self.tr("searching… {0} nodes · {1}").format(fmt_count(self.running_nodes[0]),
                                                                fmt_seconds(self.running_nodes[1]))
        if r.stopped:
            return self.tr("stopped by you after {0} nodes · {1}").format(fmt_count(r.nodes), fmt_seconds(r.time_s))
        if r.partial:
            return self.tr("stopped at {0} nodes · {1}").format(fmt_count(r.nodes), fmt_seconds(r.time_s))
        best = self.tr(" · best {0}").format(r.move_text) if r.move_text else ""
        if r.estimate:
            return self.tr("{0} tree nodes · {1}{2} · mean {3} (most-visited move's, {4} playouts; on MCTS's own "
                           "scale, a win +1)").format(
                fmt_count(r.nodes), fmt_seconds(r.time_s), best, fmt_value(r.value), fmt_count(r.playouts or 0))
        ref = reference_value(self.results)
        mark = "✓" if r.value == ref else f"≠ {fmt_value(ref)}"
        share = ""
        first = self.results[0]
        if index and first is not None and first.nodes:
            # against a capped minimax the true share is smaller still
            share = f" ({'< ' if first.partial else ''}{percent(r.nodes / first.nodes)})"
        return self.tr("{0} nodes{1} · {2} leaves · {3}{4} · value {5} {6}").format(
            fmt_count(r.nodes), share, fmt_count(r.leaves), fmt_seconds(r.time_s), best, fmt_value(r.value), mark)

    def _length(self, nodes: int, top: int) -> float:
        if top <= 0:
            return 0.0
        if self.log_scale:
            return math.log10(nodes + 1) / math.log10(top + 1)
        return nodes / top

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        muted = pal.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
        accent = pal.color(QPalette.ColorRole.Highlight)
        minimax = QColor("#8a8f98")
        wrong = QColor("#c0392b")
        fm = p.fontMetrics()
        label_w = max((fm.horizontalAdvance(t) for t in self.labels), default=0) + 12
        note_w = fm.horizontalAdvance(self.tr("{0} nodes{1} · {2} leaves · {3}{4} · value {5} {6}").format(
            "1,000,000", " (100.0%)", "100,000", "10.00 s", self.tr(" · best {0}").format("7"), "−10,000",
            "≠ −10,000")) + 12
        bar_x = 8 + label_w
        bar_w = max(40.0, self.width() - bar_x - note_w - 8)
        p.setPen(text)
        ref_label = next((r.label for r in self.results if r is not None and not r.partial), "minimax")
        title = (self.tr("Nodes searched (log scale; each variant capped at {0}) · leaves evaluated · time · best "
                         "move · value (✓ = the same as {1})")
                 if self.log_scale else
                 self.tr("Nodes searched (linear scale; each variant capped at {0}) · leaves evaluated · time · best "
                         "move · value (✓ = the same as {1})")
                 ).format(fmt_count(self.node_limit), ref_label)
        p.drawText(QRectF(8, 4, self.width() - 16, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   title)
        top = max([r.nodes for r in self.results if r is not None] + [1])
        ref = reference_value(self.results)
        for i, label in enumerate(self.labels):
            y = 30 + i * self.ROW
            p.setPen(text)
            p.drawText(QRectF(8, y, label_w - 8, self.ROW - 6),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            r = self.results[i]
            rect_h = self.ROW - 10
            if r is not None:
                w = max(2.0, bar_w * self._length(r.nodes, top))
                color = QColor(minimax if i == 0 else accent)
                bar = QRectF(bar_x, y + 2, w, rect_h)
                if r.partial:  # hatched: the cap stopped it, the true count is larger
                    pale = QColor(color)
                    pale.setAlphaF(0.35)
                    p.fillRect(bar, pale)
                    p.fillRect(bar, QBrush(color, Qt.BrushStyle.BDiagPattern))
                else:
                    p.fillRect(bar, color)
                note_x = bar_x + w + 6
                mismatch = not r.partial and not r.estimate and r.value != ref
                p.setPen(wrong if mismatch else text)
            else:
                p.setPen(QPen(muted, 1, Qt.PenStyle.DashLine))
                p.drawRect(QRectF(bar_x, y + 2, bar_w * 0.1, rect_h))
                note_x = bar_x + bar_w * 0.1 + 6
                p.setPen(muted)
            p.drawText(QRectF(note_x, y, self.width() - note_x - 4, self.ROW - 6),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.describe(i))
        p.end()


class CompareDialog(QDialog):
    """The comparison's window (non-modal): what is compared, the chart, Stop / Search again / Close.

    Signals:
        comparisonFinished(): every variant ran (or the comparison was stopped).
    """

    comparisonFinished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareDialog")
        self.setWindowTitle(self.tr("Compare algorithms"))
        self.runner = CompareRunner(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        f = QFont(self.heading.font())
        f.setBold(True)
        self.heading.setFont(f)
        self.chart = CompareChart(self)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.log_scale = QCheckBox(self.tr("&Log scale"), self)
        self.log_scale.setChecked(True)
        self.log_scale.setToolTip(self.tr("A log scale shows small counts next to huge ones; a linear one shows the saving"))
        self.log_scale.toggled.connect(self.chart.set_log_scale)
        buttons = QDialogButtonBox(self)
        self.stop_button = QPushButton(self.tr("&Stop"), self)
        self.again_button = QPushButton(self.tr("Search &again"), self)
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.stop_button.clicked.connect(self.runner.stop)
        self.again_button.clicked.connect(self._again)
        window_key(self, QKeySequence("F5"), self.again_button)  # (Esc closes, as the Close button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.log_scale)
        bottom.addWidget(buttons, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.status)
        layout.addLayout(bottom)
        self.runner.variantStarted.connect(self._on_started)
        self.runner.variantFinished.connect(self._on_variant)
        self.runner.variantProgress.connect(self.chart.set_running_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self._job: tuple[Game, Any, list[Variant]] | None = None
        self.resize(1000, 420)

    def compare(self, game: Game, state: Any, options: SearchOptions, heading: str,
                node_limit: int = COMPARE_NODE_LIMIT) -> None:
        """Start comparing the variants on ``state`` (stopping a comparison still running)."""
        variants = comparison_variants(options, node_limit)
        self._job = (game, state, variants)
        if options.depth is None:
            searched = self.tr("{0}: searched to the end of the game").format(heading)
        elif options.evaluation is not None:
            searched = self.tr("{0}: searched to depth {1} with the {2} evaluation").format(
                heading, options.depth, options.evaluation.name)
        else:
            searched = self.tr("{0}: searched to depth {1}").format(heading, options.depth)
        self.heading.setText(searched)
        self.chart.setToolTip(self.tr("Each variant stops at {0} nodes (a hatched bar). ✓: the same value as minimax; "
                                      "the percentage: nodes against minimax's").format(fmt_count(node_limit)))
        self.chart.set_variants([v.label for v in variants], node_limit)
        self.status.setText(self.tr("Starting…"))
        self.stop_button.setEnabled(True)
        self.runner.start(game, state, variants)

    def results(self) -> list[VariantResult | None]:
        return list(self.chart.results)

    @Slot()
    def _again(self) -> None:
        if self._job is not None:
            game, state, variants = self._job
            self.chart.set_variants([v.label for v in variants], self.chart.node_limit)
            self.stop_button.setEnabled(True)
            self.runner.start(game, state, variants)

    @Slot(int)
    def _on_started(self, index: int) -> None:
        self.chart.set_running(index)
        self.status.setText(self.tr("Searching {0} of {1}: {2}…").format(index + 1, len(self.chart.labels),
                                                                          self.chart.labels[index]))

    @Slot(int, object)
    def _on_variant(self, index: int, result: VariantResult) -> None:
        self.chart.set_result(index, result)

    @Slot()
    def _on_finished(self) -> None:
        self.chart.set_running(None)
        self.stop_button.setEnabled(False)
        done = [r for r in self.chart.results if r is not None]
        complete = [r for r in done if not r.stopped]
        if len(complete) < len(self.chart.labels):
            summary = self._summary(done) if complete else ""
            stopped = (self.tr("Stopped: {0} of {1} variants finished (kept on the chart).") if complete
                       else self.tr("Stopped: {0} of {1} variants finished.")).format(len(complete), len(self.chart.labels))
            self.status.setText(f"{stopped} {summary}".strip())
        else:
            self.status.setText(self._summary(done))
        self.comparisonFinished.emit()

    def _summary(self, done: list[VariantResult]) -> str:
        finished = [r for r in done if not r.partial and not r.estimate]  # MCTS's value is an estimate
        ref = reference_value(done)
        agree = all(r.value == ref for r in finished)
        best = min(finished, key=lambda r: r.nodes) if finished else None
        text = (self.tr("Every finished variant found the same value ({0}).").format(fmt_value(ref)) if agree
                else self.tr("The values differ: a bug — please report it with this position."))
        if best is not None and done[0].nodes:
            fewest = (self.tr("Fewest nodes: {0}, {1} — {2} of minimax's (minimax was stopped: the true saving is "
                              "larger).") if done[0].partial else self.tr("Fewest nodes: {0}, {1} — {2} of minimax's."))
            text += " " + fewest.format(best.label, fmt_count(best.nodes), percent(best.nodes / done[0].nodes, 2))
        return text

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.chart.set_running(None)
        self.stop_button.setEnabled(False)
        self.status.setText(self.tr("The comparison failed: {0}").format(message))
        self.comparisonFinished.emit()

    def reject(self) -> None:
        """Close (Esc, the Close button, the window's close box): a hidden comparison would only burn
        the CPU, so it stops."""
        self.runner.stop()
        super().reject()

    def shutdown(self) -> None:
        self.runner.shutdown()
