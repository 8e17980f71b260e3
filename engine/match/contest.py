"""A class contest: every evaluation or player file in a folder against every other, sandboxed.

The teacher's folder holds one ``.py`` file per student. Each file is a contestant named after the file
(``alice.py``: ``alice``) or after a ``NAME = "..."`` it declares. The name is read from the file's
syntax tree, never by running it: no student's code runs in the teacher's process, not even to learn
its name. Two kinds of file take part:

* an evaluation file (``GAME``, ``evaluate(position, player, weights)``, see ``engine.plugins``): it
  plays as an alpha-beta search (expectiminimax in a game with dice) to the contest's depth or time
  per move, with its evaluation;
* a player file: ``choose(position)`` returns a legal move (``position.legal_moves()``).

The contest is a ``Tournament`` (the same round robin, colour-swapped pairs, openings, seed, result
file and resume as ``tournament``) whose players are sandboxed (``engine.match.sandbox``). ``standings``
turns its games into a leaderboard: points, the logistic Elo of each contestant's score against the
field with its 95% interval, the crosstable, and every forfeit with its reason; ``report_html`` writes
it as one self-contained page.
"""

from __future__ import annotations

import ast
import html
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..enhancements import Enhancements
from ..errors import InputError
from ..games import GameInfo
from .agents import PlayerSpec
from .play import GameRecord
from .runner import Tournament
from .sandbox import SandboxLimits
from .stats import elo_from_score, elo_trinomial

MAX_NAME = 40
DEFAULT_DEPTH = 3


@dataclass(frozen=True)
class Contestant:
    name: str
    path: str


def declared_name(path: Path) -> str | None:
    """The ``NAME = "..."`` a file declares at its top level, read without running it (None: none, or a
    file that is not Python: it takes part under its file's name and forfeits with the reason)."""
    try:
        tree = ast.parse(path.read_bytes()[: 1 << 20])
    except (SyntaxError, ValueError, OSError, RecursionError, MemoryError):
        return None
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == "NAME" and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)):
            name = " ".join(node.value.value.split())[:MAX_NAME]
            return name if name and name.isprintable() else None
    return None


def find_contestants(folder: str | Path) -> list[Contestant]:
    """The ``*.py`` files directly in ``folder`` (regular files, not links), in name order, with distinct names
    (``InputError`` for a folder that is not one, or that holds fewer than two)."""
    root = Path(folder)
    if not root.is_dir():
        raise InputError(f"{folder}: not a folder (a contest plays every .py file in a folder)")
    try:
        # regular files only: a link (say from an unpacked archive) could name any file of the teacher's,
        # which the sandbox would then show its contestant as the contestant's own code
        paths = sorted(p for p in root.iterdir() if p.suffix == ".py" and p.is_file() and not p.is_symlink())
    except OSError as e:
        raise InputError(f"{folder}: cannot be read ({e.strerror or e})") from None
    if len(paths) < 2:
        found = "no .py file" if not paths else f"only one .py file ({paths[0].name})"
        raise InputError(f"{folder} holds {found}: a contest needs at least two contestants")
    seen: Counter[str] = Counter()
    out = []
    for path in paths:
        name = declared_name(path) or path.stem
        seen[name] += 1
        out.append(Contestant(name if seen[name] == 1 else f"{name}#{seen[name]}", str(path.resolve())))
    return out


def contest_specs(contestants: Sequence[Contestant], info: GameInfo, depth: int | None, time_per_move: float | None,
                  limits: SandboxLimits) -> list[PlayerSpec]:
    """The players of a contest: each file searched to ``depth`` (or for ``time_per_move`` seconds, deepening
    as far as the time allows), in its sandbox."""
    if depth is not None and not 1 <= depth <= 20:
        raise InputError(f"--depth must be between 1 and 20, got {depth}")
    if time_per_move is not None and not time_per_move > 0:
        raise InputError("--time-per-move must be a positive number of seconds")
    kind = "expectiminimax" if info.factory().has_chance else "alphabeta"
    if time_per_move is not None and depth is None:
        agent = kind
    else:
        agent = f"{kind}:{depth or DEFAULT_DEPTH}"
    enhancements = Enhancements(iterative=time_per_move is not None)
    return [PlayerSpec(f"contest:{Path(c.path).name}", agent, c.name, eval_file=c.path, time_limit=time_per_move,
                       enhancements=enhancements, sandbox=limits) for c in contestants]


# -- the leaderboard -------------------------------------------------------------------------------------
def forfeiter(record: GameRecord) -> str | None:
    """Who lost ``record`` by forfeit (None: no forfeit)."""
    if not record.get("forfeit"):
        return None
    return str(record["a"] if float(record["a_score"]) == 0.0 else record["b"])


def reason_of(record: GameRecord, name: str) -> str:
    """The forfeit's reason without the player's name in front (``play_game`` writes "NAME forfeits: reason")."""
    text = str(record.get("forfeit") or "")
    return text.removeprefix(f"{name} forfeits: ")


def standings(tournament: Tournament, files: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """The leaderboard, best first: rank, name, file, games, wins, draws, losses, points, the logistic Elo
    of the contestant's score against the field and its 95% interval (None at a score of 0 or 1, where
    it is infinite), and its forfeits by reason."""
    reasons: dict[str, Counter[str]] = {n: Counter() for n in tournament.names}
    for record in tournament.records:
        loser = forfeiter(record)
        if loser is not None and loser in reasons:
            reasons[loser][reason_of(record, loser)] += 1
    rows = []
    for row in tournament.player_table():
        w, d, lost = row["wins"], row["draws"], row["losses"]
        games = w + d + lost
        estimate = elo_trinomial(w, d, lost)
        score = row["score"] / games if games else None
        error = estimate.error if estimate else None
        name = row["name"]
        rows.append({
            "name": name, "file": Path((files or {}).get(name, "")).name, "games": games, "wins": w,
            "draws": d, "losses": lost, "points": row["score"], "score": score,
            "elo": elo_from_score(score) if score is not None else None, "elo_error": error,
            "forfeits": sum(reasons[name].values()),
            "reasons": [{"reason": r, "games": n} for r, n in sorted(reasons[name].items(), key=lambda x: -x[1])],
        })
    rows.sort(key=lambda r: (-r["points"], r["forfeits"], r["name"]))
    for rank, row in enumerate(rows, 1):
        row["rank"] = rank
    return rows


def crosstable(tournament: Tournament) -> dict[str, Any]:
    """``points[i][j]``: what contestant i scored against j (None on the diagonal and before they met)."""
    names = list(tournament.names)
    index = {n: i for i, n in enumerate(names)}
    points: list[list[float | None]] = [[None] * len(names) for _ in names]
    for s in tournament.stats:
        if s.games:
            i, j = index[s.a], index[s.b]
            points[i][j] = s.wins + s.draws / 2
            points[j][i] = s.losses + s.draws / 2
    return {"names": names, "points": points}


def report(tournament: Tournament, settings: dict[str, Any], enforcement: str,
           files: dict[str, str] | None = None) -> dict[str, Any]:
    """The JSON for scripts (and what the HTML page shows)."""
    return {"game": tournament.info.title, "played": tournament.played, "total": tournament.total,
            "settings": settings, "sandbox": enforcement, "standings": standings(tournament, files),
            "crosstable": crosstable(tournament)}


def elo_text(row: dict[str, Any]) -> str:
    if row["elo"] is None:
        if row["score"] is None:
            return "–"
        return "+∞" if row["score"] == 1.0 else "−∞"
    text = f"{round(row['elo']) + 0:+d}"  # (an even score is +0, never -0)
    return text + (f" ± {row['elo_error']:.0f}" if row["elo_error"] is not None else "")


def _points(x: float | None) -> str:
    if x is None:
        return ""
    return f"{x:g}".replace(".5", "½") if x != 0.5 else "½"


CSS = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 70em; color: #1d2733; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { font-size: 1.2em; margin-top: 1.6em; }
.note { color: #555; margin: 0.3em 0; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { border: 1px solid #c8d0da; padding: 0.3em 0.6em; text-align: right; }
th { background: #eef2f7; } td.name, th.name { text-align: left; }
tr.forfeited td.name { color: #a33; }
td.self { background: #f4f4f4; }
ul.reasons { margin: 0.2em 0 0.8em 1.2em; padding: 0; }
code { background: #f4f6f8; padding: 0.1em 0.3em; }
"""


def report_html(data: dict[str, Any]) -> str:
    """One self-contained page (inline CSS, no script, nothing fetched): every text from a contestant (its
    name, its error messages) is escaped, so a file cannot put markup into the teacher's page."""
    e = html.escape
    rows = data["standings"]
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           f"<title>Contest leaderboard: {e(data['game'])}</title>", f"<style>{CSS}</style></head><body>",
           f"<h1>Contest leaderboard: {e(data['game'])}</h1>",
           f"<p class=note>{data['played']} of {data['total']} games played.</p>",
           f"<p class=note>{e(data['sandbox'])}</p>",
           "<h2>Standings</h2><p class=note>Elo: the logistic Elo of each contestant's score against the whole "
           "field, with its 95% interval (none at a score of 0% or 100%).</p>"
           "<table><tr><th>#</th><th class=name>Contestant</th><th class=name>File</th>"
           "<th>Points</th><th>Games</th><th>Won</th><th>Drawn</th><th>Lost</th><th>Elo ± 95%</th>"
           "<th>Forfeits</th></tr>"]
    for row in rows:
        cls = ' class="forfeited"' if row["forfeits"] else ""
        out.append(f"<tr{cls}><td>{row['rank']}</td><td class=name>{e(row['name'])}</td>"
                   f"<td class=name>{e(row['file'])}</td><td>{_points(row['points'])}</td><td>{row['games']}</td>"
                   f"<td>{row['wins']}</td><td>{row['draws']}</td><td>{row['losses']}</td>"
                   f"<td>{e(elo_text(row))}</td><td>{row['forfeits']}</td></tr>")
    out.append("</table>")
    cross = data["crosstable"]
    names = cross["names"]
    out.append("<h2>Crosstable</h2><p class=note>Points of the row's contestant against the column's.</p>"
               "<table><tr><th class=name></th>" + "".join(f"<th>{i + 1}</th>" for i in range(len(names))) + "</tr>")
    for i, name in enumerate(names):
        cells = "".join("<td class=self></td>" if i == j else f"<td>{_points(p)}</td>"
                        for j, p in enumerate(cross["points"][i]))
        out.append(f"<tr><td class=name>{i + 1}. {e(name)}</td>{cells}</tr>")
    out.append("</table>")
    out.append("<h2>Forfeits and errors</h2>")
    forfeited = [r for r in rows if r["reasons"]]
    if not forfeited:
        out.append("<p>None: every contestant played every game to the end.</p>")
    for row in forfeited:
        out.append(f"<p><b>{e(row['name'])}</b> ({e(row['file'])}): {row['forfeits']} games lost by forfeit</p>"
                   "<ul class=reasons>" + "".join(
                       f"<li>{e(r['reason'])}" + (f" ({r['games']} games)" if r["games"] > 1 else "") + "</li>"
                       for r in row["reasons"]) + "</ul>")
    out.append("<h2>Settings</h2><table>")
    for key, value in data["settings"].items():
        out.append(f"<tr><th class=name>{e(str(key))}</th><td class=name>{e(str(value))}</td></tr>")
    out.append("</table></body></html>")
    return "\n".join(out) + "\n"
