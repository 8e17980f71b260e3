"""The window's own help pages, shown on the site from the very files the window shows (Help ▸ …).

``{help-page} NAME`` puts ``gui/help/NAME.html`` into a page; ``{game-rules}`` makes one section per game of the
registry with its rules page (``GameInfo.help_html``), so a game added to ``engine/games`` brings its rules
here without an edit. The pages' own ``<h1>`` is dropped: the site's heading stands in for it. With one source,
the site and Help ▸ Using Minimax Studio cannot say different things (tests/test_docs.py checks that every
algorithm the engine offers is named in both).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

ROOT = Path(__file__).resolve().parents[2]
HELP = ROOT / "gui" / "help"
TITLE = re.compile(r"^\s*<h1>(.*?)</h1>\s*", re.S)


def body(html: str) -> str:
    """The page without its leading ``<h1>`` title."""
    return TITLE.sub("", html, count=1)


def demote(html: str, levels: int) -> str:
    """The page's headings ``levels`` lower (``<h2>`` becomes ``<h3>`` for one), to sit under a site heading."""
    return re.sub(r"<(/?)h([1-5])\b", lambda m: f"<{m.group(1)}h{min(6, int(m.group(2)) + levels)}", html)


def title(html: str) -> str:
    """The page's ``<h1>`` title as plain text."""
    found = TITLE.match(html)
    return re.sub(r"<[^>]+>", "", found.group(1)) if found else ""


class HelpPage(SphinxDirective):
    """``gui/help/NAME.html`` (English), as raw HTML."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        path = HELP / f"{self.arguments[0]}.html"
        if not path.is_file():
            raise self.error(f"no help page {path.relative_to(ROOT)}")
        self.env.note_dependency(str(path))
        html = body(path.read_text(encoding="utf-8"))
        return [nodes.raw("", f'<div class="in-app-help">{html}</div>', format="html")]


class GameRules(SphinxDirective):
    """One section per registered game: its rules page, as the window's Help menu shows it."""

    def run(self) -> list[nodes.Node]:
        from engine.games import GAMES

        sections: list[nodes.Node] = []
        for name, info in GAMES.items():
            path = info.help_path("en")
            if path is None:
                continue
            self.env.note_dependency(str(path))
            html = path.read_text(encoding="utf-8")
            section = nodes.section(ids=[nodes.make_id(f"rules {name}")])
            section += nodes.title(text=title(html) or info.title)
            # Under the game's own section heading (a level-2 heading), the page's headings go one level down.
            section += nodes.raw("", f'<div class="in-app-help">{demote(body(html), 1)}</div>', format="html")
            sections.append(section)
        return sections


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("help-page", HelpPage)
    app.add_directive("game-rules", GameRules)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
