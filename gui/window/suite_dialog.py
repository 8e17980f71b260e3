"""Tools ▸ Run test suite: a standard suite file (Edax ``.obf``, Pascal Pons's Connect Four sets) solved
position by position on a worker thread, each answer in a table beside the expected one, a progress bar,
Stop, and the totals.

The reading and the checking are the engine's (``engine.suites``, ``engine.suite_run``), the same as the
command line's ``suite``; the dialog runs one problem after another through a ``JobThread`` and shows
each outcome as it arrives. A file that cannot be a suite is said in the dialog, never raised.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.errors import InputError
from engine.resources import SUITES
from engine.suite_run import Outcome, SuiteRunner, SuiteSettings, totals
from engine.suites import Suite, nothing_to_run, read_suite

from ..app.jobs import FAILED, JobThread, Report
from ..i18n import QT_TRANSLATE_NOOP, game_title, grouped, localized
from .window_keys import window_key

SHIPPED = SUITES
COLUMNS = (QT_TRANSLATE_NOOP("SuiteDialog", "Line"), QT_TRANSLATE_NOOP("SuiteDialog", "Empty"),
           QT_TRANSLATE_NOOP("SuiteDialog", "Best"), QT_TRANSLATE_NOOP("SuiteDialog", "Expected"),
           QT_TRANSLATE_NOOP("SuiteDialog", "Value"), QT_TRANSLATE_NOOP("SuiteDialog", "Expected value"),
           QT_TRANSLATE_NOOP("SuiteDialog", "Right"), QT_TRANSLATE_NOOP("SuiteDialog", "Nodes"),
           QT_TRANSLATE_NOOP("SuiteDialog", "Time (s)"), QT_TRANSLATE_NOOP("SuiteDialog", "Nodes/s"))
"""The table's column titles (English; translated where shown)."""
SUITE_FILTER = QT_TRANSLATE_NOOP("SuiteDialog", "Test suites (*.obf *.txt);;All files (*)")
NOT_RUN = QT_TRANSLATE_NOOP("SuiteDialog", "no suite run yet")


class SuiteDialog(QDialog):
    """The suite runner: choose a file, Run, watch each position's answer arrive, Stop at any time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Run test suite"))
        self.resize(900, 520)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.path_edit = QLineEdit()
        self.path_edit.setPlaceholderText(self.tr("a suite file: Edax .obf (Othello) or Pascal Pons's MOVES SCORE lines"))
        first = sorted(SHIPPED.glob("*.obf"))
        if first:
            self.path_edit.setText(str(first[0]))
        self.path_edit.setAccessibleName(self.tr("Suite file"))
        choose = QPushButton(self.tr("&Choose…"))
        choose.clicked.connect(self._choose)
        suite_label = QLabel(self.tr("S&uite:"))
        suite_label.setBuddy(self.path_edit)
        row.addWidget(suite_label)
        row.addWidget(self.path_edit, 1)
        row.addWidget(choose)
        layout.addLayout(row)
        options = QHBoxLayout()
        self.wld_box = QCheckBox(self.tr("&Win/draw/loss only (faster; values checked by their sign)"))
        options.addWidget(self.wld_box)
        options.addStretch(1)
        self.run_button = QPushButton(self.tr("&Run"))
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run_suite)
        self.stop_button = QPushButton(self.tr("&Stop"))
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        for keys, button in ((QKeySequence("F5"), self.run_button), (QKeySequence(QKeySequence.StandardKey.Open), choose)):
            window_key(self, keys, button)  # (Enter runs too: Run is the default button)
        options.addWidget(self.run_button)
        options.addWidget(self.stop_button)
        layout.addLayout(options)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)  # (Qt's default 0-100 would read "0 / 100 positions" for any suite)
        self.progress.setValue(0)
        self.progress.setFormat(self.tr(NOT_RUN))
        layout.addWidget(self.progress)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        self.summary = QLabel(self.tr("Choose a suite and press Run."))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.summary)
        self.jobs = JobThread("suite", self)
        self.jobs.reported.connect(self._on_reported)
        self.jobs.ended.connect(self._on_ended)
        self.suite: Suite | None = None
        self.outcomes: list[Outcome] = []

    @Slot()
    def _choose(self) -> None:
        folder = str(SHIPPED) if SHIPPED.is_dir() else ""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a test suite"), folder, self.tr(SUITE_FILTER))
        if path:
            self.path_edit.setText(path)

    @property
    def running(self) -> bool:
        return self.jobs.current is not None

    @Slot()
    def run_suite(self) -> None:
        """Read the chosen file and solve its positions one by one (what cannot be read is said below)."""
        if self.running:
            return
        path = self.path_edit.text().strip()
        try:
            if not path:
                raise InputError(self.tr("choose a suite file first"))
            suite = read_suite(path)
            if not suite.problems:
                raise InputError(nothing_to_run(suite))
            runner = SuiteRunner(suite, SuiteSettings(wld=self.wld_box.isChecked()))
        except InputError as e:
            self.summary.setText(self.tr("Cannot run this suite: {0}").format(e))
            return
        self.suite = suite
        self.outcomes = []
        self.table.setRowCount(0)
        self.progress.setRange(0, len(suite.problems))
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("%v / %m positions"))
        bad = "".join("\n" + self.tr("Line {0} skipped: {1}").format(b.line, b.reason) for b in suite.bad_lines[:5])
        self.summary.setText(self.tr("{0} {1} positions ({2}), {3}. Scores: {4}.").format(
            len(suite.problems), game_title(suite.game), suite.format.title, runner.settings.describe(),
            suite.format.convention) + bad)
        problems = list(suite.problems)

        def job(report: Report, stop: threading.Event) -> None:
            for problem in problems:
                if stop.is_set():
                    return
                report("outcome", runner.run_one(problem, stop))

        self.run_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.jobs.start(job)

    @Slot()
    def stop(self) -> None:
        """Stop the position being solved; the ones finished stay, with their totals."""
        self.jobs.stop()

    @Slot(int, str, object)
    def _on_reported(self, _job: int, kind: str, payload: object) -> None:
        if kind == FAILED:
            self.summary.setText(self.tr("The suite stopped: {0}").format(payload))
        elif kind == "outcome" and isinstance(payload, Outcome):
            self.outcomes.append(payload)
            self._add_row(payload)
            self.progress.setValue(len(self.outcomes))

    def _add_row(self, o: Outcome) -> None:
        assert self.suite is not None
        game, p = self.suite.game, o.problem
        expected = p.expected
        if self.wld_box.isChecked() and expected is not None:
            expected = (expected > 0) - (expected < 0)
        cells = (str(p.line), str(p.empties), "-" if o.best_move is None else game.format_move(o.best_move),
                 ", ".join(game.format_move(m) for m in p.best_moves) or "-",
                 "-" if o.value is None else f"{o.value:+d}", "-" if expected is None else f"{expected:+d}",
                 {True: self.tr("yes"), False: self.tr("NO"), None: "-"}[o.correct]
                 + (self.tr(" (stopped)") if o.stopped else ""),
                 grouped(o.nodes), localized(f"{o.seconds:.3f}"), grouped(round(o.nodes_per_second)))
        row = self.table.rowCount()
        self.table.insertRow(row)
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col >= 4:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, col, item)
        self.table.scrollToBottom()

    @Slot(int)
    def _on_ended(self, _job: int) -> None:
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        t = totals(self.outcomes)
        count = len(self.suite.problems) if self.suite is not None else 0
        run = (self.tr("{0}/{1} right; {2} of {3} positions run (stopped)") if t.positions < count or t.stopped
               else self.tr("{0}/{1} right; {2} of {3} positions run")).format(
                   t.correct, t.checked, grouped(t.positions), grouped(count))
        self.summary.setText(run + self.tr("; time {0} s (mean {1} s); {2} nodes ({3} nodes/s)").format(
            localized(f"{t.seconds:,.2f}"), localized(f"{t.mean_seconds:.3f}"), grouped(t.nodes),
            grouped(round(t.nodes_per_second))))

    def shutdown(self) -> None:
        self.jobs.shutdown()

    def done(self, result: int) -> None:
        self.jobs.stop()  # closing the dialog stops the run (the worker ends with the window)
        super().done(result)
