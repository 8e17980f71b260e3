"""The HTML help pages shipped with the application: the rules of each game and how to read the tree.

A game's rules are its package's ``help.html`` (``GameInfo.help_html``); the pages about the application
itself live here.
"""

from __future__ import annotations

from pathlib import Path

from engine.games import GAMES

HERE = Path(__file__).resolve().parent
GENERAL_PAGES: dict[str, str] = {
    "search-tree": "How to read the search tree",
    "using": "Using Minimax Studio",
}
PAGES: dict[str, str] = {
    **{name: info.help_title for name, info in GAMES.items() if info.help_title},
    **GENERAL_PAGES,
}
"""The help menu's pages (page name -> title): each game's rules, then the application's own pages."""
TITLES = {**PAGES, "about": "About"}


def load(page: str) -> tuple[str, str]:
    """(title, HTML) of a page; an unknown page gives a short note rather than an error."""
    info = GAMES.get(page)
    if info is not None and info.help_title:
        html = info.help_html()
        if html is not None:
            return info.help_title, html
    title = TITLES.get(page)
    path = HERE / f"{page}.html"
    if title is None or not path.is_file():
        return "Help", f"<p>No help page called {page!r}.</p>"
    return title, path.read_text(encoding="utf-8")
