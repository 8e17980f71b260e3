"""Runs a tournament off the GUI thread: a worker thread (a ``JobThread``) drives the process pool and reports each game.

The worker thread owns the ``Tournament`` (schedule and statistics) while it runs; the window gets a
snapshot with every game - the record, the ``--json`` summary and each pair's LLR history - so it
never reads what the worker is changing. Stop sets a flag the runner checks between games: the games
in flight are abandoned, the ones finished are kept, and ``finished`` follows.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from engine.errors import InputError
from engine.match.backends import local_executor, stop_local
from engine.match.contest import crosstable, standings
from engine.match.play import GameRecord
from engine.match.runner import Tournament, TournamentConfig, WorkerLost, run

from ..app.jobs import FAILED, Job, JobThread, Report


@dataclass(frozen=True)
class Snapshot:
    """What the window shows after one more game."""

    record: GameRecord
    summary: dict[str, Any]
    llr: list[list[tuple[int, float]]]
    played: int
    total: int
    standings: list[dict[str, Any]] = field(default_factory=list)
    """The leaderboard (``engine.match.contest.standings``): points, Elo ± interval, forfeits with reasons."""
    crosstable: dict[str, Any] = field(default_factory=dict)


PROBLEM = "problem"
"""A tournament job's report of an expected failure (bad settings, a worker process lost): said, and the
job still ends with ``"finished"``. (``FAILED`` is the JobThread's: an error nobody expected.)"""


def tournament_job(config: TournamentConfig, workers: int) -> Job:
    """The job that plays the tournament on the worker thread. Reports ``"game"`` (a ``Snapshot``) after
    each game, ``PROBLEM`` (a message) for bad settings or a worker process that died, and ``"finished"``
    (True when every scheduled game was played, or the SPRT decided) last."""

    def job(report: Report, stop: threading.Event) -> None:
        try:
            tournament = Tournament(config)
        except InputError as e:
            report(PROBLEM, str(e))
            report("finished", False)
            return
        files = {p.name: p.eval_file for p in config.players if p.eval_file is not None}
        executor = local_executor(workers)

        def on_record(record: GameRecord) -> None:
            report("game", Snapshot(record, tournament.summary(), [list(s.llr_history) for s in tournament.stats],
                                    tournament.played, tournament.total, standings(tournament, files),
                                    crosstable(tournament)))

        complete = False
        try:
            complete = run(tournament, executor, 2 * workers, on_record, stop.is_set, poll=0.05, renew=executor.renew)
        except WorkerLost as e:
            report(PROBLEM, str(e))
        finally:
            stop_local(executor)
        report("finished", complete)

    return job


class TournamentRunner(QObject):
    """The window's handle on the tournament thread (a ``JobThread``); only the current job's signals
    come through.

    Signals:
        gamePlayed(object): a ``Snapshot`` after each finished game.
        finished(bool): the job ended; True when every scheduled game was played (or the SPRT decided).
        failed(str): a message (bad settings, or a worker process that died).
    """

    gamePlayed = Signal(object)
    finished = Signal(bool)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = JobThread("tournament-worker", self)
        self._jobs.reported.connect(self._on_reported)
        self._running = False
        self._shut_down = False

    @property
    def running(self) -> bool:
        return self._running

    def start(self, config: TournamentConfig, workers: int) -> None:
        """Play a tournament (a running one is stopped, and nothing more of it comes through)."""
        if self._shut_down:
            raise RuntimeError("the tournament runner has been shut down")
        self._running = True
        # Not marked as searching: this thread waits on the process pool, the games are searched there.
        self._jobs.start(tournament_job(config, workers), searches=False)

    def stop(self) -> None:
        """Stop after the games now finishing; ``finished`` follows."""
        self._jobs.stop()

    def shutdown(self, timeout_ms: int = 10000) -> bool:
        """Stop the tournament (its games in flight are abandoned) and end the thread; ``finished``
        follows, as after Stop."""
        self._shut_down = True
        return self._jobs.shutdown(timeout_ms, keep_reports=True)

    @Slot(int, str, object)
    def _on_reported(self, _job: int, kind: str, payload: Any) -> None:
        if kind == "game":
            self.gamePlayed.emit(payload)
        elif kind == PROBLEM:
            self.failed.emit(payload)
        elif kind == FAILED:  # an error the job did not expect: said, and the tournament is over
            self.failed.emit(str(payload))
            self._finish(False)
        elif kind == "finished":
            self._finish(bool(payload))

    def _finish(self, complete: bool) -> None:
        self._running = False
        self.finished.emit(complete)
