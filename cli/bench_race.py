"""``bench --compare``'s endgame race: Edax (Othello) and Pascal Pons's ``c4solver`` (Connect Four) timed on
the same positions as our solvers, where they are found. Nothing is built or downloaded here.

* **Edax** (``$EDAX``, the binary): run as ``edax -solve FILE -level 60 -n 1 -eval-file EVAL`` on an
  ``.obf`` file of the positions — an exact solve on one thread, as our solver runs. Edax cannot start
  without its evaluation weights, ``eval.dat``, which its public source does not include (they come
  with its releases): ``$EDAX_EVAL``, else ``data/eval.dat`` beside the binary or one folder up (the
  release's layout). Its own per-problem time and node count are read from its table.
* **c4solver** (``$PONS``, the binary built from Pascal Pons's tutorial solver): the positions' move
  strings on its standard input, one a line; it answers ``MOVES SCORE`` and, in the versions that
  report them, the nodes and microseconds of each solve. Without them the whole run is timed and a
  run with no position (the start-up: its table's allocation) is subtracted.

Both run in a fresh temporary folder (no opening book is found there, so every answer is searched).
Ctrl-C stops the engine at once. Anything that goes wrong is one line in the report, never a crash.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.search import StopFlag

EDAX_ENV, EDAX_EVAL_ENV, PONS_ENV = "EDAX", "EDAX_EVAL", "PONS"
EDAX_HINT = (f"Edax: not found; set {EDAX_ENV}=/path/to/edax (with its eval.dat in data/ beside it, or "
             f"{EDAX_EVAL_ENV}=/path/to/eval.dat)")
PONS_HINT = f"c4solver: not found; set {PONS_ENV}=/path/to/c4solver (Pascal Pons's connect4 solver, built with make)"
POLL_S = 0.05
"""How often a running engine is checked for Ctrl-C."""


class RaceError(Exception):
    """The engine could not be timed: one line saying why."""


@dataclass(frozen=True)
class EngineRun:
    """An engine's answers and figures on a list of positions, in their order."""

    engine: str
    scores: list[int]
    moves: list[str | None]
    """Edax's best moves (lower case, ``ps`` a pass); None where the engine gives none."""
    nodes: int | None
    seconds: float
    how: str
    """How it was run and timed, in a few words."""


def _executable(variable: str, environ: Mapping[str, str], names: tuple[str, ...]) -> str:
    """The engine's binary: the variable's path, else the first of ``names`` on the PATH; RaceError
    when a path given is not an executable file."""
    given = environ.get(variable)
    if given:
        path = Path(given).expanduser()
        if not path.is_file() or not os.access(path, os.X_OK):
            raise RaceError(f"{variable}={given}: not an executable file")
        return str(path.resolve())
    for name in names:
        found = shutil.which(name, path=environ.get("PATH"))
        if found:
            return found
    return ""


def find_edax(environ: Mapping[str, str] = os.environ) -> tuple[str, str]:
    """(binary, eval.dat); RaceError with the one line to print when either is missing."""
    binary = _executable(EDAX_ENV, environ, ("edax",))
    if not binary:
        raise RaceError(EDAX_HINT)
    given = environ.get(EDAX_EVAL_ENV)
    if given:
        if not Path(given).expanduser().is_file():
            raise RaceError(f"{EDAX_EVAL_ENV}={given}: no such file")
        return binary, str(Path(given).expanduser().resolve())
    here = Path(binary).parent
    for candidate in (here / "data" / "eval.dat", here.parent / "data" / "eval.dat"):
        if candidate.is_file():
            return binary, str(candidate)
    raise RaceError(f"Edax found ({binary}) but not its evaluation weights eval.dat, which Edax's public source "
                    f"does not include (they come with its releases, eval.7z): set {EDAX_EVAL_ENV}=/path/to/eval.dat")


def find_pons(environ: Mapping[str, str] = os.environ) -> str:
    binary = _executable(PONS_ENV, environ, ("c4solver",))
    if not binary:
        raise RaceError(PONS_HINT)
    return binary


def _run(command: list[str], stdin: str, cwd: str, stop: StopFlag | None, what: str) -> tuple[str, float]:
    """The command's standard output and wall time; stopped at once when ``stop`` is set."""
    out_path, in_path = Path(cwd) / "stdout.txt", Path(cwd) / "stdin.txt"
    in_path.write_text(stdin)
    with in_path.open() as fin, out_path.open("w") as fout:
        t0 = time.perf_counter()
        try:
            proc = subprocess.Popen(command, stdin=fin, stdout=fout, stderr=subprocess.STDOUT, cwd=cwd)
        except OSError as exc:
            raise RaceError(f"{what} could not be started: {exc.strerror or exc}") from None
        while True:
            try:
                code = proc.wait(timeout=POLL_S)
                break
            except subprocess.TimeoutExpired:
                if stop is not None and stop.is_set():
                    proc.kill()
                    proc.wait()
                    raise RaceError(f"{what}: stopped") from None
        seconds = time.perf_counter() - t0
    text = out_path.read_text(errors="replace")
    if code != 0:
        last = next((line.strip() for line in reversed(text.splitlines()) if line.strip()), "no output")
        raise RaceError(f"{what} failed (exit status {code}): {last[:160]}")
    return text, seconds


# -- Edax ------------------------------------------------------------------------------------------------
# A problem's row of ``edax -solve``: "  1|   14   +18        0:00.034        112094    3296882 G8 H7 A8 …"
# (number|depth[@selectivity%] [bound]score time nodes [nodes/s] principal variation).
_EDAX_ROW = re.compile(r"^\s*(\d+)\|\s*(\d+)(?:@\s*\d+%)?\s+[<>?]?\s*([+-]?\d+)\s+((?:\d+:)+\d+(?:\.\d+)?)"
                       r"\s+(\d+)(?:\s+(\d+))?\s*(.*)$")


def edax_seconds(text: str) -> float:
    """Edax's time ``[[D:]H:]M:SS.mmm`` in seconds."""
    parts = text.split(":")
    seconds = float(parts[-1])
    for scale, part in zip((60, 3600, 86400), reversed(parts[:-1]), strict=False):
        seconds += scale * int(part)
    return seconds


def parse_edax(output: str, count: int) -> EngineRun:
    rows = [m for m in map(_EDAX_ROW.match, output.splitlines()) if m]
    if len(rows) != count:
        raise RaceError(f"Edax's output has {len(rows)} problem rows for {count} positions (is it Edax -solve?)")
    scores, moves, nodes, seconds = [], [], 0, 0.0
    for m in rows:
        scores.append(int(m.group(3)))
        pv = m.group(7).split()
        moves.append(pv[0].lower() if pv else None)
        nodes += int(m.group(5))
        seconds += edax_seconds(m.group(4))
    return EngineRun("Edax", scores, moves, nodes, seconds, "Edax -solve, 1 thread, its own times")


def race_edax(positions: list[str], stop: StopFlag | None = None,
              environ: Mapping[str, str] = os.environ) -> EngineRun:
    """Edax solving each ``.obf`` board (``64 squares + side``) exactly."""
    binary, weights = find_edax(environ)
    with tempfile.TemporaryDirectory(prefix="minimax-race-") as tmp:
        problems = Path(tmp) / "problems.obf"
        problems.write_text("".join(f"{p};\n" for p in positions))
        output, _ = _run([binary, "-solve", str(problems), "-level", "60", "-n", "1", "-eval-file", weights,
                          "-verbose", "1"], "", tmp, stop, "Edax")
    return parse_edax(output, len(positions))


# -- Pascal Pons's c4solver ------------------------------------------------------------------------------
def parse_pons(output: str, positions: list[str]) -> tuple[list[int], int | None, float | None]:
    """Scores, and the nodes and seconds when every line reports them."""
    lines = [line.split() for line in output.splitlines() if line.strip()]
    answers = [words for words in lines if words and words[0].isdigit()]
    if [words[0] for words in answers] != positions or not all(len(w) >= 2 for w in answers):
        raise RaceError(f"c4solver's output does not answer the {len(positions)} positions given, in order "
                        f"(first line: {' '.join(lines[0])[:80] if lines else 'none'})")
    try:
        scores = [int(w[1]) for w in answers]
        if all(len(w) >= 4 for w in answers):
            return scores, sum(int(w[2]) for w in answers), sum(int(w[3]) for w in answers) / 1e6
    except ValueError:
        raise RaceError("c4solver's output: a score, node count or time is not a number") from None
    return scores, None, None


def race_pons(positions: list[str], stop: StopFlag | None = None,
              environ: Mapping[str, str] = os.environ) -> EngineRun:
    """c4solver's score of each position (columns played, 1-7)."""
    binary = find_pons(environ)
    if not all(p.isdigit() for p in positions):
        raise RaceError("c4solver reads the columns played: give the position as a move string to race it")
    with tempfile.TemporaryDirectory(prefix="minimax-race-") as tmp:
        output, wall = _run([binary], "".join(f"{p}\n" for p in positions), tmp, stop, "c4solver")
        scores, nodes, seconds = parse_pons(output, positions)
        if seconds is not None:
            return EngineRun("c4solver", scores, [None] * len(scores), nodes, seconds,
                             "c4solver, its own time for each position")
        _, start_up = _run([binary], "", tmp, stop, "c4solver")
    return EngineRun("c4solver", scores, [None] * len(scores), None, max(0.0, wall - start_up),
                     "c4solver, wall time less its start-up")


def comparison(run: EngineRun, seconds: float, nodes: int, values: list[int | None]) -> dict[str, Any]:
    """The engine's figures beside ours (our time and nodes over its), for the JSON and the line below."""
    same = [v == s for v, s in zip(values, run.scores, strict=True) if v is not None]
    return {"engine": run.engine, "how": run.how, "seconds": round(run.seconds, 6), "nodes": run.nodes,
            "nodes_per_second": round(run.nodes / run.seconds) if run.nodes and run.seconds > 0 else None,
            "time_ratio": round(seconds / run.seconds, 2) if run.seconds > 0 else None,
            "node_ratio": round(nodes / run.nodes, 2) if run.nodes else None,
            "scores": run.scores, "same_scores": all(same) if same else None}


def comparison_line(c: dict[str, Any]) -> str:
    nodes, nps, tr, nr = c["nodes"], c["nodes_per_second"], c["time_ratio"], c["node_ratio"]
    seconds = float(c["seconds"])
    figures = (f"{seconds:.3f} s" if seconds >= 1 else f"{seconds * 1000:.2f} ms") + (
        f", {nodes:,} nodes ({nps:,} nodes/s)" if nodes and nps else "")
    ours = f"ours takes {tr:.2f}× its time" if tr is not None else "its time is too short to compare"
    if nr is not None:
        ours += f" and {nr:.2f}× its nodes"
    same = {True: "same scores", False: "DIFFERENT SCORES", None: "no scores to compare"}[c["same_scores"]]
    return f"  {c['engine']}: {figures}; {ours}; {same} ({c['how']})"
