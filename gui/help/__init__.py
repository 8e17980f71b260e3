"""The HTML help pages shipped with the application: the rules of each game and how to read the tree.

A game's rules are its package's ``help.html`` (``GameInfo.help_html``); the pages about the application
itself live here. The pages are whole documents, translated as documents: ``using.de.html`` beside
``using.html`` (and a game's ``help.de.html`` beside its ``help.html``) is shown when the interface speaks
German (``gui.i18n.ui_language``); without one the English page is shown. Every title in the Help menu goes
through Qt's translation (context ``HelpPages``; the games mark their rules' titles there).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from engine.games import GAMES

from ..i18n import QT_TRANSLATE_NOOP, ui_language

HERE = Path(__file__).resolve().parent
CONTEXT = "HelpPages"
GENERAL_PAGES: dict[str, str] = {
    "search-tree": QT_TRANSLATE_NOOP("HelpPages", "How to read the search tree"),
    "using": QT_TRANSLATE_NOOP("HelpPages", "Using Minimax Studio"),
}
PAGES: dict[str, str] = {
    **{name: info.help_title for name, info in GAMES.items() if info.help_title},
    **GENERAL_PAGES,
}
"""The help menu's pages (page name -> English title): each game's rules, then the application's own pages."""
TITLES = {**PAGES, "about": QT_TRANSLATE_NOOP("HelpPages", "About")}


def title(page: str) -> str:
    """The title of ``page`` in the interface's language (an unknown page keeps its name)."""
    english = TITLES.get(page)
    return page if english is None else QCoreApplication.translate(CONTEXT, english)


def page_path(page: str, language: str | None = None) -> Path:
    """The file of an application page: the one in the interface's language when there is one, else English."""
    language = ui_language() if language is None else language
    translated = HERE / f"{page}.{language}.html"
    return translated if language != "en" and translated.is_file() else HERE / f"{page}.html"


def load(page: str) -> tuple[str, str]:
    """(title, HTML) of a page; an unknown page gives a short note rather than an error."""
    info = GAMES.get(page)
    if info is not None and info.help_title:
        html = info.help_html(ui_language())
        if html is not None:
            return title(page), html
    path = page_path(page)
    if page not in TITLES or not path.is_file():
        return (QCoreApplication.translate(CONTEXT, "Help"),
                QCoreApplication.translate(CONTEXT, "<p>No help page called {0}.</p>").format(repr(page)))
    return title(page), path.read_text(encoding="utf-8")
