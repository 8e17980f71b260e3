"""Write a dated benchmark page for the documentation site from ``bench --json``.

    python main.py bench --group textbook --json > run.json
    python scripts/bench_page.py run.json                      # docs/benchmarks/runs/DATE-HOST-MODE.md
    python scripts/bench_page.py -- --group textbook --repeat 3   # runs bench --json itself

The page says where and when the figures were measured (machine, date, commit, the engine's mode) above one
row per workload, so figures that go stale with the next optimisation are history with a date rather than a
claim about the present. The benchmarks section of the site lists every dated page by itself (a glob).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PAGES = ROOT / "docs" / "benchmarks" / "runs"


def machine() -> str:
    """The processor, its cores, the system and Python, in one line."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return f"{cpu}, {cores} cores, {platform.system()} {platform.release()}, Python {platform.python_version()}"


def commit() -> str:
    """The checkout's commit (with ``+`` when files differ from it), or ``unknown`` outside git."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+" if dirty else "")


def cell(value: Any) -> str:
    if value is None or value == "":
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:.3f}" if abs(value) < 100 else f"{value:,.0f}"
    return str(value).replace("|", "\\|")


def page(run: dict[str, Any], when: datetime.datetime, where: str, revision: str, args: str, note: str = "") -> str:
    """The Markdown page for one ``bench --json`` result."""
    mode = "compiled" if run.get("compiled") else "pure Python"
    rows = run.get("workloads", [])
    lines = [f"# {when:%Y-%m-%d}: {mode}, {where.split(',')[1].strip()}", "",
             f"- **Date**: {when:%Y-%m-%d %H:%M} UTC",
             f"- **Machine**: {where}",
             f"- **Commit**: `{revision}`",
             f"- **Mode**: {run.get('mode', mode)}",
             f"- **Command**: `python main.py bench {args}`", ""]
    if note:
        lines += [note, ""]
    if rows:
        columns = ["name", "group", "nodes", "seconds", "nodes_per_second", "first_move_cut_share", "value",
                   "best_move", "target"]
        titles = ["workload", "group", "nodes", "time (s)", "nodes/s", "first", "value", "best move", "target"]
        lines += ["| " + " | ".join(titles) + " |", "| " + " | ".join("---" if c in ("name", "group", "target")
                                                                   else "---:" for c in columns) + " |"]
        lines += ["| " + " | ".join(cell(r.get(c)) for c in columns) + " |" for r in rows]
        lines.append("")
    totals = {k: v for k, v in run.items() if k not in ("workloads", "mode", "compiled")}
    if totals:
        lines += ["Also in the result:", "", "```json", json.dumps(totals, indent=2, ensure_ascii=False), "```", ""]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench_page.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("json", nargs="?", help="a file bench --json wrote (default: run bench --json now)")
    parser.add_argument("--out", default=str(PAGES), help="the folder of the dated pages (default docs/benchmarks/runs)")
    parser.add_argument("--command", default="", help="with a file: the bench arguments it was made with")
    parser.add_argument("--note", default="", help="a sentence for the page (what else the machine was doing)")
    parser.epilog = "Arguments after -- are bench's own (without a file: bench runs with them)."
    argv = list(sys.argv[1:] if argv is None else argv)
    cut = argv.index("--") if "--" in argv else len(argv)
    args, bench_args = parser.parse_args(argv[:cut]), argv[cut + 1:]
    if args.json:
        try:
            run = json.loads(Path(args.json).read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            print(f"error: cannot read {args.json}: {e}", file=sys.stderr)
            return 2
    else:
        bench_args = [*bench_args, "--json"]
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), "bench", *bench_args],
                              cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            print(f"error: bench failed: {done.stderr.strip()}", file=sys.stderr)
            return 2
        run = json.loads(done.stdout)
    if not isinstance(run, dict) or not isinstance(run.get("workloads", []), list):
        print("error: not the output of bench --json (an object with workloads)", file=sys.stderr)
        return 2
    when = datetime.datetime.now(datetime.UTC)
    where = machine()
    host = re.sub(r"[^a-z0-9]+", "-", platform.node().lower()).strip("-") or "machine"
    mode = "compiled" if run.get("compiled") else "pure"
    out = Path(args.out) / f"{when:%Y-%m-%d-%H%M}-{host}-{mode}.md"
    out.write_text(page(run, when, where, commit(), " ".join(bench_args) or args.command or "--json",
                         args.note), encoding="utf-8")
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
