"""Bring the translation files up to date with the sources: pyside6-lupdate reads every module of ``gui``
(each ``self.tr``, ``QCoreApplication.translate`` and ``QT_TRANSLATE_NOOP``) and the ``engine`` modules that
mark the sentences the window shows (``QT_TRANSLATE_NOOP`` from ``engine.i18n``) into each
``gui/i18n/minimax_studio_<language>.ts`` — new words added, changed ones marked, every translation already
made kept — then pyside6-lrelease compiles each into the ``.qm`` the app loads.

    python scripts/update_translations.py            # update every .ts, then compile each .qm
    python scripts/update_translations.py --add fr   # start a French file too (then translate it in Linguist)
    python scripts/update_translations.py --check    # exit 1 (naming what differs) when a .ts or .qm is stale

``--check`` changes nothing: it runs the update on copies and compares the messages (context, source,
comment; not the line numbers, which move with every edit) and the compiled files, so a test or CI run
catches a word added to the sources without the translation files updated.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUI = ROOT / "gui"
I18N = GUI / "i18n"
PREFIX = "minimax_studio"  # (gui.i18n.PREFIX: this script imports nothing of the app, so it runs without Qt's display)
LANGUAGE = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")

Message = tuple[str, str, str]
"""(context, source text, comment): what identifies a message to translate."""


class ToolError(Exception):
    """A tool is missing or failed: one line for the user."""


def tool(name: str) -> str:
    """The path of a PySide6 tool: beside this Python (a virtual environment's bin), else on the PATH."""
    for folder in (Path(sys.executable).parent, Path(sys.executable).resolve().parent):
        for candidate in (folder / name, folder / f"{name}.exe"):
            if candidate.exists():
                return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise ToolError(f"{name} is not installed (it comes with PySide6: run scripts/setup.sh)")
    return found


MARKER = "QT_TRANSLATE_NOOP("


def sources(root: Path = ROOT) -> list[Path]:
    """Every module whose words the window shows: all of ``gui``'s Python files, and the ``engine`` files
    that mark the sentences they hand the window (``engine.i18n.QT_TRANSLATE_NOOP``; engine/ has no Qt)."""
    gui = [p for p in (root / "gui").rglob("*.py") if "__pycache__" not in p.parts]
    engine = [p for p in (root / "engine").rglob("*.py")
              if "__pycache__" not in p.parts and MARKER in p.read_text(encoding="utf-8")]
    return sorted(gui + engine)


def ts_files(folder: Path = I18N) -> list[Path]:
    return sorted(folder.glob(f"{PREFIX}_*.ts"))


def run(argv: Sequence[str], cwd: Path) -> str:
    done = subprocess.run(list(argv), cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise ToolError(f"{Path(argv[0]).name} failed: {(done.stderr or done.stdout).strip().splitlines()[-1:]}")
    return done.stdout


def lupdate(ts: Sequence[Path], files: Sequence[Path]) -> None:
    """Update ``ts`` from ``files`` (paths written relative to the .ts files' folder, as Linguist shows them)."""
    folder = ts[0].parent
    names = [os.path.relpath(f, folder) for f in files]
    run([tool("pyside6-lupdate"), *names, "-ts", *(str(t) for t in ts)], folder)


def lrelease(ts: Path, qm: Path) -> None:
    run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], ts.parent)


def messages(ts: Path) -> set[Message]:
    """The messages a .ts file asks to translate now (those lupdate marked vanished or obsolete left out)."""
    found: set[Message] = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else ""
            if kind in ("vanished", "obsolete"):
                continue
            found.add((name, message.findtext("source", ""), message.findtext("comment", "")))
    return found


def shown(path: Path) -> str:
    """``path`` as the user reads it: from the checkout's root when it is inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def skeleton(language: str) -> str:
    return ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            f'<TS version="2.1" language="{language}">\n</TS>\n')


def update(files: Sequence[Path], ts: Sequence[Path]) -> list[str]:
    """Update every .ts and compile its .qm; the lines that say what was done."""
    lupdate(ts, files)
    said = []
    for t in ts:
        lrelease(t, t.with_suffix(".qm"))
        said.append(f"{shown(t)}: {len(messages(t))} messages; {t.with_suffix('.qm').name} compiled")
    return said


def check(files: Sequence[Path], ts: Sequence[Path]) -> list[str]:
    """What is out of date (empty: nothing), found by updating copies of the files."""
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for t in ts:
            copy = Path(tmp) / t.name
            shutil.copyfile(t, copy)
            copies.append(copy)
        lupdate(copies, files)
        for t, copy in zip(ts, copies, strict=True):
            before, after = messages(t), messages(copy)
            if before != after:
                added, gone = sorted(after - before), sorted(before - after)
                detail = "; ".join(part for part in (
                    f"{len(added)} new (first: {added[0][0]}: {added[0][1]!r})" if added else "",
                    f"{len(gone)} no longer in the sources (first: {gone[0][0]}: {gone[0][1]!r})" if gone else "")
                    if part)
                stale.append(f"{shown(t)} is out of date with the sources: {detail}")
                continue
            qm, fresh = t.with_suffix(".qm"), Path(tmp) / t.with_suffix(".qm").name
            lrelease(t, fresh)
            if not qm.exists() or not filecmp.cmp(qm, fresh, shallow=False):
                stale.append(f"{shown(qm)} is not compiled from {t.name}")
    return stale


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 when a .ts or .qm is stale")
    parser.add_argument("--add", metavar="LANGUAGE", help="start a translation file for LANGUAGE (e.g. fr, pt_BR)")
    args = parser.parse_args(argv)
    try:
        if args.add is not None:
            if not LANGUAGE.match(args.add):
                print(f"error: {args.add!r} is not a language code such as fr or pt_BR", file=sys.stderr)
                return 2
            new = I18N / f"{PREFIX}_{args.add}.ts"
            if args.check:
                print("error: --add and --check do not go together", file=sys.stderr)
                return 2
            if not new.exists():
                new.write_text(skeleton(args.add), encoding="utf-8")
        ts = ts_files()
        if not ts:
            print(f"error: no {PREFIX}_*.ts in {I18N.relative_to(ROOT)} (start one with --add LANGUAGE)", file=sys.stderr)
            return 2
        if args.check:
            stale = check(sources(), ts)
            for line in stale:
                print(line)
            if stale:
                print("run: python scripts/update_translations.py")
                return 1
            print(f"{len(ts)} translation file(s) up to date with {len(sources())} source files")
            return 0
        for line in update(sources(), ts):
            print(line)
        return 0
    except (ToolError, OSError, ET.ParseError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
