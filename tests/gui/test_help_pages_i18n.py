"""The Help pages in German: every page of the Help menu — the application's own and each game's rules — has
a German document with the English one's structure, and in a German window the Help dialog shows it under a
German title; an English window shows the English pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from engine.games import GAMES
from gui import help as help_pages
from gui.window.help_dialog import HelpDialog

APP_PAGES = [page for page in help_pages.TITLES if page not in GAMES]
ALL_PAGES = list(help_pages.TITLES)
TAG = re.compile(r"<(/?[a-z][a-z0-9]*)")


def english_file(page: str) -> Path:
    info = GAMES.get(page)
    path = info.help_path("en") if info is not None else help_pages.page_path(page, "en")
    assert path is not None
    return path


def german_file(page: str) -> Path:
    info = GAMES.get(page)
    path = info.help_path("de") if info is not None else help_pages.page_path(page, "de")
    assert path is not None
    return path


def test_the_help_menu_has_the_apps_pages_and_every_games_rules() -> None:
    assert sorted(APP_PAGES) == ["about", "search-tree", "using"]
    assert set(GAMES) <= set(ALL_PAGES)


@pytest.mark.parametrize("page", ALL_PAGES)
def test_every_help_page_has_a_german_document_shaped_like_the_english_one(page: str) -> None:
    english, german = english_file(page), german_file(page)
    assert german.name.endswith(".de.html") and german.parent == english.parent
    english_html, german_html = (p.read_text(encoding="utf-8") for p in (english, german))
    # Same headings, lists, tables and code in the same order: a translation, not a summary.
    assert TAG.findall(german_html) == TAG.findall(english_html)
    assert german_html != english_html
    assert re.findall(r"<code>(.*?)</code>", german_html) == [
        code.replace("RED/BLUE", "ROT/BLAU").replace("BOARD SIDE [DIE]", "BRETT SEITE [WÜRFEL]")
        for code in re.findall(r"<code>(.*?)</code>", english_html)]


@pytest.mark.parametrize("page", ALL_PAGES)
def test_a_german_window_loads_the_german_page_under_a_german_title(language, page: str) -> None:
    english_title, english_html = help_pages.load(page)
    assert english_html == english_file(page).read_text(encoding="utf-8")
    assert language("de") is not None
    title, html = help_pages.load(page)
    assert html == german_file(page).read_text(encoding="utf-8")
    assert title != english_title and title == help_pages.title(page)


def test_the_german_titles_of_the_help_menu(language) -> None:
    language("de")
    assert help_pages.title("using") == "Minimax Studio benutzen"
    assert help_pages.title("connect4") == "Regeln von Vier gewinnt"
    assert help_pages.title("tictactoe") == "Regeln von Tic-Tac-Toe"
    assert help_pages.title("about") == "Über"
    assert help_pages.title("no-such-page") == "no-such-page"


def test_the_help_dialog_shows_each_page_in_german(qtbot, language) -> None:
    language("de")
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    for page in ALL_PAGES:
        dialog.show_page(page)
        title, html = help_pages.load(page)
        heading = re.search(r"<h1>(.*?)</h1>", html)
        assert heading is not None
        assert dialog.browser.toPlainText().startswith(heading.group(1))
        assert dialog.windowTitle().startswith(f"Hilfe: {title}")
    dialog.show_page("search-tree")
    assert "Wie man den Suchbaum liest" in dialog.browser.toPlainText()


def test_a_german_windows_help_menu_and_f1_speak_german(qtbot, language, make_window) -> None:
    language("de")
    window = make_window()
    entries = [a.text() for a in window.commands.help_menu.actions() if a.text()]
    for page in help_pages.PAGES:
        assert help_pages.title(page) in entries, page
    assert "Regeln von EinStein würfelt nicht! (das Würfelspiel)" in entries
    assert not any(text.startswith("Rules of") for text in entries)
    window.activateWindow()  # a window shortcut needs the active window (an earlier test's may still be)
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = window.findChild(HelpDialog)
    assert dialog is not None and dialog.isVisible()
    assert "Minimax Studio benutzen" in dialog.windowTitle()
    assert dialog.browser.toPlainText().startswith("Minimax Studio benutzen")
