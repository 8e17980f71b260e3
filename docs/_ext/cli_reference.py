"""The command-line reference, generated from the program's own argparse parsers at build time.

``{cli-reference}`` in a page becomes one section per command and subcommand (``main.py``, ``main.py analyze``,
``main.py lesson check``, …), each holding exactly what that command's ``--help`` prints at ``COLUMNS`` columns:
the text is the parser's ``format_help()``, never written by hand, so the reference cannot drift from the code
(tests/test_docs.py compares it with ``--help`` run as a process).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

ROOT = Path(__file__).resolve().parents[2]
COLUMNS = 100
"""The width the reference is formatted at (argparse wraps to the terminal's width, which a page has none of)."""


@contextmanager
def terminal_width(columns: int) -> Iterator[None]:
    """argparse asks ``shutil.get_terminal_size``, which reads ``COLUMNS`` first: hold it at ``columns``."""
    before = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(columns)
    try:
        yield
    finally:
        if before is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = before


Command = tuple[str, ...]
"""A command's words after ``main.py`` (``()`` for ``main.py`` itself)."""


def walk(parser: argparse.ArgumentParser, path: Command = ()) -> Iterator[tuple[Command, argparse.ArgumentParser]]:
    """(command words after ``main.py``, parser) for ``parser`` and every subcommand under it, in the order
    ``--help`` lists them."""
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from walk(sub, path + (name,))


def help_pages(columns: int = COLUMNS) -> list[tuple[Command, str]]:
    """Every command's words and its ``--help`` text, formatted at ``columns`` columns."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import main

    with terminal_width(columns):
        return [(path, parser.format_help()) for path, parser in walk(main.build_parser())]


class CliReference(SphinxDirective):
    """One section per command: its title is the command line, its body the ``--help`` text."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.env.note_dependency(str(ROOT / "main.py"))
        for source in sorted((ROOT / "cli").glob("*.py")):  # a changed flag rebuilds the page
            self.env.note_dependency(str(source))
        sections: list[nodes.Node] = []
        for path, text in help_pages():
            command = " ".join(("main.py", *path))
            section = nodes.section(ids=[nodes.make_id("cli " + (" ".join(path) or "main"))])
            section += nodes.title(text=command)
            block = nodes.literal_block(text, text)
            block["language"] = "text"
            section += block
            sections.append(section)
        return sections


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("cli-reference", CliReference)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
