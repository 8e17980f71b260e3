"""Runs a tournament off the GUI thread: a worker thread drives the process pool and reports each game.

The worker thread owns the ``Tournament`` (schedule and statistics) while it runs; the window gets a
snapshot with every game - the record, the ``--json`` summary and each pair's LLR history - so it
never reads what the worker is changing. Stop sets a flag the runner checks between games: the games
in flight are abandoned, the ones finished are kept, and ``finished`` follows.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.errors import InputError
from engine.match.backends import local_executor, stop_local
from engine.match.play import GameRecord
from engine.match.runner import Tournament, TournamentConfig, WorkerLost, run


@dataclass(frozen=True)
class Snapshot:
    """What the window shows after one more game."""

    record: GameRecord
    summary: dict[str, Any]
    llr: list[list[tuple[int, float]]]
    played: int
    total: int


class TournamentWorker(QObject):
    gamePlayed = Signal(int, object)
    finished = Signal(int, bool)
    failed = Signal(int, str)

    @Slot(int, object, int, object)
    def run(self, job: int, config: TournamentConfig, workers: int, stop: threading.Event) -> None:
        try:
            tournament = Tournament(config)
        except InputError as e:
            self.failed.emit(job, str(e))
            self.finished.emit(job, False)
            return
        executor = local_executor(workers)

        def on_record(record: GameRecord) -> None:
            self.gamePlayed.emit(job, Snapshot(record, tournament.summary(),
                                               [list(s.llr_history) for s in tournament.stats],
                                               tournament.played, tournament.total))

        complete = False
        try:
            complete = run(tournament, executor, 2 * workers, on_record, stop.is_set, poll=0.05, renew=executor.renew)
        except WorkerLost as e:
            self.failed.emit(job, str(e))
        finally:
            stop_local(executor)
        self.finished.emit(job, complete)


class TournamentRunner(QObject):
    """The window's handle on the tournament thread; only the current job's signals come through.

    Signals:
        gamePlayed(object): a ``Snapshot`` after each finished game.
        finished(bool): the job ended; True when every scheduled game was played (or the SPRT decided).
        failed(str): a message (bad settings, or a worker process that died).
    """

    gamePlayed = Signal(object)
    finished = Signal(bool)
    failed = Signal(str)
    _submit = Signal(int, object, int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("tournament-worker")
        self._worker = TournamentWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._submit.connect(self._worker.run)
        self._worker.gamePlayed.connect(self._on_game)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._job = 0
        self._running = False
        self._stop: threading.Event | None = None
        self._shut_down = False
        self._thread.start()

    @property
    def running(self) -> bool:
        return self._running

    def start(self, config: TournamentConfig, workers: int) -> None:
        if self._shut_down:
            raise RuntimeError("the tournament runner has been shut down")
        self.stop()
        self._job += 1
        self._stop = threading.Event()
        self._running = True
        self._submit.emit(self._job, config, workers, self._stop)

    def stop(self) -> None:
        """Stop after the games now finishing; ``finished`` follows."""
        if self._stop is not None:
            self._stop.set()

    def shutdown(self, timeout_ms: int = 10000) -> bool:
        if not self._shut_down:
            self._shut_down = True
            self.stop()
            self._thread.quit()
        return self._thread.wait(timeout_ms)

    @Slot(int, object)
    def _on_game(self, job: int, snapshot: Snapshot) -> None:
        if job == self._job:
            self.gamePlayed.emit(snapshot)

    @Slot(int, bool)
    def _on_finished(self, job: int, complete: bool) -> None:
        if job == self._job:
            self._running = False
            self.finished.emit(complete)

    @Slot(int, str)
    def _on_failed(self, job: int, message: str) -> None:
        if job == self._job:
            self.failed.emit(message)
