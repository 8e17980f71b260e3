"""The HTML help pages shipped with the application: the rules of each game and how to read the tree."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
# Pages written for the whole project (the command line's README points at them too) live in resources/.
RESOURCES = HERE.parent.parent / "resources" / "help"
PAGES: dict[str, str] = {
    "tictactoe": "Rules of tic-tac-toe",
    "connect4": "Rules of Connect Four",
    "einstein": "Rules of EinStein würfelt nicht! (the dice game)",
    "othello": "Rules of Othello",
    "search-tree": "How to read the search tree",
    "using": "Using Minimax Studio",
}
TITLES = {**PAGES, "about": "About"}


def load(page: str) -> tuple[str, str]:
    """(title, HTML) of a page; an unknown page gives a short note rather than an error."""
    title = TITLES.get(page)
    path = HERE / f"{page}.html"
    if not path.is_file():
        path = RESOURCES / f"{page}.html"
    if title is None or not path.is_file():
        return "Help", f"<p>No help page called {page!r}.</p>"
    return title, path.read_text(encoding="utf-8")
