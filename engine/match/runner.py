"""A round-robin tournament: what to play, in what order, and what the results say.

One code path decides what to play and collects the results; where the games run is an
``concurrent.futures.Executor`` (a local process pool, or Ray tasks: see ``backends``). Jobs are
``play.play_pair`` calls, one colour-swapped pair each. Only this process keeps the statistics and
writes the result file, so a worker that crashes loses only the games it was playing.

The result file (``ResultFile``) gets each finished game as one JSON line, flushed at once; a run
that is stopped or killed leaves a file from which ``Tournament`` knows exactly which games are
done, and it schedules only the others: nothing is lost and nothing is played twice. With an SPRT a
pair stops being scheduled once its test has decided; the games already in flight still count.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import stat
import tempfile
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import FIRST_COMPLETED, BrokenExecutor, Executor, Future, wait
from dataclasses import dataclass, field, replace
from itertools import combinations
from pathlib import Path
from typing import IO, Any

from ..errors import InputError
from ..games import game_info
from ..parallel.segments import pid_alive
from ..validation import read_regular_file
from .agents import PlayerSpec
from .openings import Openings
from .play import GameRecord, JournalState, PairJob, forfeit_record, play_pair, read_journal
from .result_lines import Setting, check_record, is_cut_short, parse_line
from .stats import EloEstimate, SprtConfig, elo_from_score, elo_pentanomial, elo_trinomial, llr_pentanomial, llr_trinomial

MAX_GAMES = 1_000_000
MAX_RESULT_FILE_BYTES = 512 << 20
"""A game's line is a few hundred bytes: 512 MB holds a million games and more."""


@dataclass(frozen=True)
class TournamentConfig:
    game: str
    players: tuple[PlayerSpec, ...]
    games: int
    """Games per pair of players."""
    openings: Openings = field(default_factory=lambda: Openings("start"))
    seed: int = 0
    sprt: SprtConfig | None = None

    def problems(self) -> list[str]:
        out = []
        if len(self.players) < 2:
            out.append("a tournament needs at least two players")
        names = [p.name for p in self.players]
        if len(set(names)) != len(names):
            out.append("two players have the same name; give one of them name=...")
        if not 1 <= self.games <= MAX_GAMES:
            out.append(f"--games must be between 1 and {MAX_GAMES:,}, got {self.games}")
        return out


@dataclass
class PairStats:
    """The results of ``a`` against ``b``, from ``a``'s side."""

    a: str
    b: str
    sprt_config: SprtConfig | None = None
    wins: int = 0
    draws: int = 0
    losses: int = 0
    forfeits: int = 0
    rounds: dict[int, dict[int, float]] = field(default_factory=dict)
    """round -> {game index: a's score}: two entries make a colour-swapped pair."""
    llr_history: list[tuple[int, float]] = field(default_factory=list)
    """(games played, LLR) after each game, for the SPRT chart."""
    decision: str | None = None

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float | None:
        return (self.wins + self.draws / 2) / self.games if self.games else None

    def add(self, record: GameRecord) -> None:
        s = float(record["a_score"])
        if s == 1.0:
            self.wins += 1
        elif s == 0.0:
            self.losses += 1
        else:
            self.draws += 1
        if record.get("forfeit"):
            self.forfeits += 1
        self.rounds.setdefault(int(record["round"]), {})[int(record["index"])] = s
        if self.sprt_config is not None:
            value = self.llr()
            self.llr_history.append((self.games, value))
            if self.decision is None:
                self.decision = self.sprt_config.decide(value)

    def pentanomial(self) -> list[int]:
        """Complete colour-swapped pairs by a's points in them: 0, ½, 1, 1½, 2 (LL, LD, WL+DD, WD, WW)."""
        counts = [0] * 5
        for scores in self.rounds.values():
            if len(scores) == 2:
                counts[round(2 * sum(scores.values()))] += 1
        return counts

    @property
    def paired(self) -> bool:
        """Whether every game so far belongs to a complete colour-swapped pair (then the pentanomial model
        applies)."""
        return self.games > 0 and all(len(s) == 2 for s in self.rounds.values())

    def elo(self) -> EloEstimate | None:
        if self.paired:
            return elo_pentanomial(self.pentanomial())
        return elo_trinomial(self.wins, self.draws, self.losses)

    def llr(self) -> float:
        cfg = self.sprt_config
        if cfg is None:
            return 0.0
        penta = self.pentanomial()
        if sum(penta):
            return llr_pentanomial(penta, cfg.elo0, cfg.elo1)
        return llr_trinomial(self.wins, self.draws, self.losses, cfg.elo0, cfg.elo1)

    def summary(self) -> dict[str, Any]:
        estimate = self.elo()
        score = self.score
        out: dict[str, Any] = {
            "a": self.a, "b": self.b, "wins": self.wins, "draws": self.draws, "losses": self.losses,
            "elo_diff": elo_from_score(score) if score is not None else None,
            "elo_ci95": [estimate.lower, estimate.upper] if estimate else [None, None],
            "ci_model": "pentanomial" if self.paired else "trinomial",
            "pentanomial": self.pentanomial(), "forfeits": self.forfeits,
            "sprt": None,
        }
        cfg = self.sprt_config
        if cfg is not None:
            out["sprt"] = {"elo0": cfg.elo0, "elo1": cfg.elo1, "alpha": cfg.alpha, "beta": cfg.beta,
                           "llr": self.llr(), "lower": cfg.lower, "upper": cfg.upper,
                           "model": "pentanomial" if sum(self.pentanomial()) else "trinomial",
                           "result": self.decision}
        return out


class Tournament:
    """The schedule and the statistics of one round robin. Feed it every finished game with ``add``."""

    def __init__(self, config: TournamentConfig, played: list[GameRecord] | None = None) -> None:
        problems = config.problems()
        if problems:
            raise InputError(problems[0])
        self.config = config
        self.info = game_info(config.game)
        self.game = self.info.factory()
        self.names = [p.name for p in config.players]
        self.pairs = list(combinations(range(len(config.players)), 2))
        self.stats = [PairStats(self.names[i], self.names[j], config.sprt) for i, j in self.pairs]
        self.records: list[GameRecord] = []
        self.done: set[tuple[int, int, int]] = set()
        self.repeats = 0
        self._seen: dict[tuple[int, int], set[str]] = {}
        for line, record in enumerate(played or (), 1):
            self._check_resumable(line, record)
            self.add(record)

    @property
    def total(self) -> int:
        return len(self.pairs) * self.config.games

    @property
    def played(self) -> int:
        return len(self.records)

    def _check_resumable(self, line: int, record: GameRecord) -> None:
        """Refuse (before anything is played or appended) a line that is not exactly a game this tournament
        plays, as it would play it: its settings, players, opening, moves and result."""
        setting = Setting(self.config.game, self.game, self.config.seed, self.config.games, self.config.openings,
                          [(self.names[i], self.names[j]) for i, j in self.pairs])
        try:
            key = check_record(record, setting)
        except InputError as e:
            raise InputError(f"line {line} of the result file: {e}; the file is left as it is") from None
        if key in self.done:
            pair, rnd, index = key
            a, b = setting.pairs[pair]
            raise InputError(f"line {line} of the result file: game {index + 1} of round {rnd + 1} of {a} vs {b} "
                             "is there twice; the file is left as it is")

    def add(self, record: GameRecord) -> None:
        key = (int(record["pair"]), int(record["round"]), int(record["index"]))
        self.done.add(key)
        self.records.append(record)
        self.stats[key[0]].add(record)
        seen = self._seen.setdefault((key[0], key[2]), set())
        if record["moves"] in seen:
            self.repeats += 1
        seen.add(record["moves"])

    def finished(self) -> bool:
        return all(self._remaining(p) == [] for p in range(len(self.pairs)))

    def _remaining(self, p: int) -> list[tuple[int, tuple[int, ...]]]:
        if self.stats[p].decision is not None:
            return []
        out = []
        for rnd in range((self.config.games + 1) // 2):
            games = tuple(g for g in (0, 1) if 2 * rnd + g < self.config.games and (p, rnd, g) not in self.done)
            if games:
                out.append((rnd, games))
        return out

    def jobs(self) -> Iterator[PairJob]:
        """The games still to play, round by round across the pairs. Lazy: a pair whose SPRT decides while
        earlier jobs play is not scheduled again."""
        cfg = self.config
        rounds = (cfg.games + 1) // 2
        for rnd in range(rounds):
            opening = cfg.openings.for_round(self.game, cfg.seed, rnd)
            for p, (i, j) in enumerate(self.pairs):
                if self.stats[p].decision is not None:
                    continue
                games = tuple(g for g in (0, 1) if 2 * rnd + g < cfg.games and (p, rnd, g) not in self.done)
                if games:
                    yield PairJob(cfg.game, cfg.players[i], cfg.players[j], p, rnd, opening, cfg.seed, games)

    def player_table(self) -> list[dict[str, Any]]:
        table: dict[str, dict[str, Any]] = {n: {"name": n, "wins": 0, "draws": 0, "losses": 0, "score": 0.0}
                                            for n in self.names}
        for s in self.stats:
            for name, won, lost in ((s.a, s.wins, s.losses), (s.b, s.losses, s.wins)):
                row = table[name]
                row["wins"] += won
                row["draws"] += s.draws
                row["losses"] += lost
                row["score"] += won + s.draws / 2
        return list(table.values())

    def summary(self) -> dict[str, Any]:
        """The ``--json`` object: games, players (wins, draws, losses, score in points) and pairs (from a's
        side, with the logistic Elo of a's score, its 95% interval and the SPRT)."""
        return {"games": self.played, "players": self.player_table(), "pairs": [s.summary() for s in self.stats]}

    def repeating_note(self) -> str | None:
        """A sentence when games repeat move for move (deterministic agents, the same opening)."""
        if self.repeats and not self.config.openings.varied:
            return (f"{self.repeats} of {self.played} games repeated an earlier game move for move: the agents play "
                    "deterministically from the same start; use --openings random:PLIES or an openings file")
        return None


class ResultFile:
    """The JSON-lines file of finished games: read what a previous run left, then append, flushing each game.

    Only a genuine result file is continued: every complete line must be a game's JSON object (the
    tournament then checks each against its settings). A last line that a kill cut short mid-write (no
    newline, and it begins as every game's line does) is dropped, but only once the tournament has
    accepted the rest (``open``). Anything else is refused and the file left exactly as it is, since
    guessing would risk playing a game twice or not at all, or destroying a file that is not ours."""

    def __init__(self, path: str | os.PathLike[str], resume: bool) -> None:
        self.path = Path(path)
        self.records: list[GameRecord] = []
        self._keep: int | None = None
        """Bytes to keep when the last line was cut short (None: keep the file as it is)."""
        exists = self.path.exists()
        if exists and not resume:
            if not self.path.is_file():
                kind = "a folder" if self.path.is_dir() else "not a regular file"
                raise InputError(f"--out {self.path} is {kind}; give the name of a new file")
            raise InputError(f"{self.path} exists: add --resume to continue it, or choose another --out file")
        if exists:
            self.records = self._read()
        self._file: IO[str] | None = None

    def open(self) -> None:
        """Start appending (once the tournament has accepted what the file holds)."""
        try:
            if self._keep is not None:
                os.truncate(self.path, self._keep)
                self._keep = None
            self._file = self.path.open("a", encoding="utf-8")
        except OSError as e:
            raise InputError(f"cannot write {self.path}: {e.strerror or e}") from None

    def _read(self) -> list[GameRecord]:
        # a regular file of sane size only: /dev/zero would be read without end, a FIFO wait forever
        data = read_regular_file(self.path, MAX_RESULT_FILE_BYTES, "result file")
        lines = data.split(b"\n")
        complete, tail = lines[:-1], lines[-1]
        records = []
        for number, raw in enumerate(complete, 1):
            record = parse_line(raw)
            if record is None:
                raise InputError(f"{self.path}, line {number}: not a game of a result file; the file is left as "
                                 "it is (choose another --out file)")
            records.append(record)
        if tail:
            if not is_cut_short(tail):
                raise InputError(f"{self.path}, line {len(complete) + 1}: not a game of a result file; the file is "
                                 "left as it is (choose another --out file)")
            self._keep = len(data) - len(tail)  # a game's line cut short by a kill: played again
        return records

    def write(self, record: GameRecord) -> None:
        if self._file is None:
            self.open()
        assert self._file is not None
        try:
            self._file.write(json.dumps(record, separators=(",", ":")) + "\n")
            self._file.flush()
        except OSError as e:  # a full disk, a removed drive: the games written so far are kept, whole
            raise InputError(f"cannot write {self.path}: {e.strerror or e}; the games written before are "
                             "kept (--resume continues once there is room)") from None

    def close(self) -> None:
        if self._file is not None:
            file, self._file = self._file, None
            try:
                file.close()
            except OSError:  # the line that could not be flushed was reported by write
                pass


class WorkerLost(RuntimeError):
    """A job failed outside the players' code (its worker process or node died) and cannot be retried."""


MAX_ATTEMPTS = 3
"""Times a job's own worker may die without the journal saying who was thinking (while the agents were
built, say) before the run ends."""

Renew = Callable[[], Mapping[int, int | None] | None]
"""Replaces a broken local pool; returns how its workers ended, by process id, when it knows."""

STOPPED_BY_POOL = -signal.SIGTERM
"""The exit status of a worker the broken pool stopped: a bystander of another worker's death."""


def run(tournament: Tournament, executor: Executor, in_flight: int,
        on_record: Callable[[GameRecord], None] = lambda r: None,
        should_stop: Callable[[], bool] = lambda: False, poll: float = 0.1,
        renew: Renew | None = None,
        play: Callable[[PairJob], list[GameRecord]] = play_pair,
        warn: Callable[[str], None] = lambda line: None) -> bool:
    """Play the remaining games on ``executor``, at most ``in_flight`` jobs at once; ``on_record`` sees every
    finished game after ``tournament`` has counted it. Returns True when the schedule is complete, False
    when ``should_stop`` asked to stop (jobs in flight are then abandoned, their games not recorded).

    When a worker dies: without ``renew`` (Ray, whose tasks are retried by Ray itself) the run raises
    ``WorkerLost`` after recording the games finished so far. With ``renew`` (a local pool, which one
    dead worker breaks) every job keeps a journal; the pool is renewed, the finished games of the jobs it
    was running are taken from their journals, and the unfinished ones are played again from their
    seeds. The process that died on its own is told from the ones the broken pool stopped by its exit
    status; a game whose own process dies twice at the same move is lost by forfeit by the player who
    was thinking there, with the reason, and the run goes on: a player whose code kills its process
    (``os._exit``, a crash in native code) costs the games it plays, never the tournament. ``play`` is
    the job function (a picklable top-level function; ``play_pair`` unless a test needs a worker that
    dies). ``warn`` is told of each worker that died, one line each (the command prints them as ``analyze``
    prints a search worker's death)."""
    # A worker the run abandons may still open a journal while the folder is removed: that must never
    # hide the run's own error (an OSError "Directory not empty" in its place).
    remove_stale_journals()  # the folders of runs killed outright (kill -9 runs no cleanup)
    with tempfile.TemporaryDirectory(prefix=f"{JOURNALS_PREFIX}{os.getpid()}-", ignore_cleanup_errors=True) as journals:
        run = _Run(tournament, executor, in_flight, on_record, should_stop, poll, renew,
                   journals if renew is not None else None, play)
        run.warn = warn
        return run.loop()


JOURNALS_PREFIX = "minimax-journals-"
_JOURNALS = re.compile(r"^" + JOURNALS_PREFIX + r"(\d+)-[A-Za-z0-9_]+$")


def remove_stale_journals(directory: str | None = None) -> list[str]:
    """Remove the journal folders (``minimax-journals-<pid>-...`` in the temporary folder) whose run is
    gone: the folder is named for its process, as the shared-memory blocks are (``segments.remove_stale``,
    the same rule: a dead owner's leftovers go at the next start). Only this user's real folders; their
    names."""
    folder = tempfile.gettempdir() if directory is None else directory
    removed: list[str] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        m = _JOURNALS.match(name)
        if m is None or int(m.group(1)) == os.getpid() or pid_alive(int(m.group(1))):
            continue
        path = os.path.join(folder, name)
        try:
            info = os.lstat(path)
            if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
                continue
            shutil.rmtree(path)
            removed.append(name)
        except OSError:
            pass
    return removed


class _Run:
    def __init__(self, tournament: Tournament, executor: Executor, in_flight: int,
                 on_record: Callable[[GameRecord], None], should_stop: Callable[[], bool], poll: float,
                 renew: Renew | None, journals: str | None,
                 play: Callable[[PairJob], list[GameRecord]]) -> None:
        self.t, self.executor, self.in_flight = tournament, executor, in_flight
        self.on_record, self.should_stop, self.poll = on_record, should_stop, poll
        self.renew, self.journals, self.play = renew, journals, play
        self.pending: dict[Future[list[GameRecord]], PairJob] = {}
        self.retry: deque[PairJob] = deque()
        self.submitted = 0
        self.attempts: dict[tuple[int, int], int] = {}
        self.deaths: set[tuple[int, int, int, str, int]] = set()
        self.causes: dict[tuple[int, int], str] = {}  # a job's own error (not a broken pool's), said if it ends the run
        self.warn: Callable[[str], None] = lambda line: None

    def submit(self, job: PairJob) -> bool:
        """Hand ``job`` to the pool; False (the job kept for a retry) when the pool broke before it took it: a
        worker can die between the last look at the finished jobs and this one."""
        self.submitted += 1
        journaled = job
        if self.journals is not None:
            name = f"{job.pair}-{job.round}-{self.submitted}.jsonl"
            journaled = replace(job, journal=os.path.join(self.journals, name))
        try:
            future = self.executor.submit(self.play, journaled)
        except BrokenExecutor:
            if self.renew is None:
                raise
            self.retry.appendleft(job)
            return False
        self.pending[future] = journaled
        return True

    def record(self, record: GameRecord) -> None:
        self.t.add(record)
        self.on_record(record)

    def loop(self) -> bool:
        jobs = self.t.jobs()
        exhausted = False
        while True:
            pool_broke = False
            while len(self.pending) < self.in_flight and not self.should_stop() and (self.retry or not exhausted):
                job = self.retry.popleft() if self.retry else next(jobs, None)
                if job is None:
                    exhausted = True
                    break
                if not self.submit(job):
                    pool_broke = True
                    break
            if (not self.pending and not pool_broke) or self.should_stop():
                break
            finished, _ = wait(self.pending, timeout=self.poll, return_when=FIRST_COMPLETED)
            broken = self.collect(finished)
            if broken or pool_broke:
                # One dead worker breaks the whole pool: every other job in it fails as well.
                broken += self.collect(wait(self.pending)[0])
                assert self.renew is not None
                ended = self.renew() or {}
                self.recover_all(broken, ended)
                self.say_deaths(ended)
        # The jobs still pending are not cancelled: the caller's shutdown ends them (the local pool stops its
        # workers, Ray its cluster). A future cancelled from this thread while the pool breaks (a SIGTERM to the
        # process group kills the workers at the same moment) made Python 3.11's pool manager raise
        # InvalidStateError as it failed the pending futures: a traceback on stderr (fixed in Python 3.12).
        return not self.pending and not self.retry and self.t.finished()

    def collect(self, finished: set[Future[list[GameRecord]]]) -> list[PairJob]:
        broken: list[PairJob] = []
        for future in finished:
            job = self.pending.pop(future)
            try:
                records = future.result()
            except BaseException as e:  # the players' own errors are forfeits inside the job: this is its worker
                if self.renew is None or job.journal is None:
                    raise WorkerLost(f"a worker died while playing {job.a.name} vs {job.b.name} (round "
                                     f"{job.round + 1}): {type(e).__name__}: {e}") from e
                if not isinstance(e, BrokenExecutor):
                    self.causes[(job.pair, job.round)] = f"{type(e).__name__}: {e}"
                broken.append(job)
                continue
            for record in records:
                self.record(record)
            if job.journal is not None and os.path.exists(job.journal):
                os.remove(job.journal)
        return broken

    def say_deaths(self, ended: Mapping[int, int | None]) -> None:
        """One line for each worker that died on its own (not one the broken pool stopped)."""
        died: list[int | None] = [status for status in ended.values() if status != STOPPED_BY_POOL]
        if not ended:
            died = [None]  # the pool did not say how its workers ended
        for status in died:  # (all stopped with the pool's own status: a SIGTERM to the whole group, say nothing)
            how = ("" if status is None else f" (killed by signal {-status})" if status < 0
                   else f" (exit status {status})")
            self.warn(f"a game worker ended{how}: its games were taken from their journals or played again")

    def recover_all(self, broken: list[PairJob], ended: Mapping[int, int | None]) -> None:
        """Account for the jobs of a broken pool. A job whose worker the pool stopped (a bystander) is
        simply played again; the one whose worker died on its own is the suspect. When the exit statuses
        name no suspect (unknown, or a worker stopped with the very status the pool uses), every job that
        started is one, as every job that did not start may have died starting."""
        states = [(job, read_journal(job.journal or "")) for job in broken]
        suspects = {id(job) for job, state in states if state.pid is not None and ended.get(state.pid) != STOPPED_BY_POOL}
        if not suspects:
            suspects = {id(job) for job, _ in states}
        for job, state in states:
            self.recover(job, state, id(job) in suspects, ended.get(state.pid) if state.pid is not None else None)

    def recover(self, job: PairJob, state: JournalState, suspect: bool, status: int | None) -> None:
        done = set()
        for record in state.records:
            if record["index"] in job.games:
                self.record(record)
                done.add(record["index"])
        remaining = [g for g in job.games if g not in done]
        if suspect and state.index is not None and state.thinking is not None:
            key = (job.pair, job.round, state.index, state.thinking, len(state.moves))
            if key in self.deaths:
                how = f"exit status {status}" if status is not None and status >= 0 else (
                    f"signal {-status}" if status is not None else "the process pool broke")
                reason = (f"the process of {state.thinking} died while it chose a move, twice at the same move "
                          f"({how})")
                self.record(forfeit_record(job, state.index, state.thinking, state.moves, reason))
                remaining.remove(state.index)
            else:
                self.deaths.add(key)
        elif suspect:  # died before its first move (building the agents) or between games: no one to blame
            key2 = (job.pair, job.round)
            n = self.attempts[key2] = self.attempts.get(key2, 0) + 1
            if n >= MAX_ATTEMPTS:
                cause = self.causes.get(key2)
                raise WorkerLost(f"a worker died {n} times while starting {job.a.name} vs {job.b.name} "
                                 f"(round {job.round + 1})" + (f": {cause}" if cause else ""))
        if remaining:
            self.retry.append(replace(job, games=tuple(remaining), journal=None))
