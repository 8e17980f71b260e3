"""Stepping through the explorer's run: the step index's moves (one step, a cutoff, the ends) and Play's timer.

The run and the step index live on the explorer (its drawing, Compare and Practice read them); this object
only moves the index, plays it at the chosen speed and says which run buttons apply.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from engine.steps import CUTOFF_STEP

from .host import ExplorerHost


class Playback:
    """The explorer's step controls: Back, Step, Next cutoff, the ends, Play/Pause and its speed."""

    def __init__(self, explorer: ExplorerHost, owner: QObject) -> None:
        """``owner``: the explorer's widget, which owns Play's timer."""
        self.explorer = explorer
        self.timer = QTimer(owner)
        self.timer.setObjectName("playTimer")
        self.timer.timeout.connect(self._tick)

    def go_to(self, k: int) -> None:
        ex = self.explorer
        if ex.run is None:
            return
        k = max(-1, min(k, len(ex.run) - 1))
        if k >= 0 and ex.compare_panel.chosen() >= 0:
            ex.compare_panel.choose(-1)  # stepping shows the run again, not a row's marks
        if k != ex.step:
            ex.step = k
            ex.show_step()
            ex.stepChanged.emit(k)

    def forward(self) -> None:
        self.go_to(self.explorer.step + 1)

    def back(self) -> None:
        self.stop()
        self.go_to(self.explorer.step - 1)

    def to_start(self) -> None:
        self.stop()
        self.go_to(-1)

    def to_end(self) -> None:
        self.stop()
        if self.explorer.run is not None:
            self.go_to(len(self.explorer.run) - 1)

    def next_cutoff(self) -> None:
        self.stop()
        run = self.explorer.run
        if run is None:
            return
        k = run.steps.next_cutoff(self.explorer.step)
        self.go_to(k if k is not None else len(run) - 1)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.stop()
        else:
            self.play()

    def play(self) -> None:
        ex = self.explorer
        if ex.run is None or ex.practice.is_on():
            ex.play_button.setChecked(False)
            return
        if ex.step >= len(ex.run) - 1:
            self.go_to(-1)
        self.timer.start(round(1000 / ex.speed_slider.value()))
        ex.play_button.setChecked(True)
        ex.play_button.setText(QCoreApplication.translate("TreeExplorer", "⏸ Pause"))

    def stop(self) -> None:
        self.timer.stop()
        self.explorer.play_button.setChecked(False)
        self.explorer.play_button.setText(QCoreApplication.translate("TreeExplorer", "▶ Play"))

    def _tick(self) -> None:
        run = self.explorer.run
        if run is None or self.explorer.step >= len(run) - 1:
            self.stop()
            return
        self.forward()
        if self.explorer.step >= len(run) - 1:
            self.stop()

    def speed_changed(self, value: int) -> None:
        self.explorer.speed_label.setText(QCoreApplication.translate("TreeExplorer", "{0}/s").format(value))
        if self.timer.isActive():
            self.timer.setInterval(round(1000 / value))

    def enable_buttons(self) -> None:
        """Back and the start apply after the first step, the forward ones before the last; none while
        practising (the run is hidden then). A playing Play stays enabled so it can pause."""
        ex = self.explorer
        run, practising = ex.run, ex.practice.is_on()
        at_start, at_end = ex.step < 0, run is None or ex.step >= len(run) - 1
        for b in (ex.start_button, ex.back_button):
            b.setEnabled(run is not None and not at_start and not practising)
        for b in (ex.forward_button, ex.cutoff_button, ex.end_button, ex.play_button):
            b.setEnabled(run is not None and not at_end and not practising)
        if ex.play_button.isChecked():
            ex.play_button.setEnabled(True)

    def find_cutoff_step(self) -> int | None:
        """Index of the first cutoff step of the current run (for tools and tests)."""
        run = self.explorer.run
        if run is None:
            return None
        for k, s in enumerate(run.steps.steps):
            if s.kind == CUTOFF_STEP:
                return k
        return None
