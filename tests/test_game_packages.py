"""A game is one package: ``engine/games/<name>/`` declares its ``GAME`` (registered by its name in
``engine.games.PACKAGES``), its help page and the modules worth compiling; the board is found by the game's
name. Checked over the registry, so a game added the documentation's way (docs/extending/adding-a-game.md) is
covered without edits."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from engine import native
from engine.games import GAMES, PACKAGES, GameInfo
from engine.games.info import HELP_FILE, TRANSLATED_HELP_FILE

GAMES_DIR = Path(native.ROOT) / "engine" / "games"


def test_every_package_is_registered_and_declares_its_game() -> None:
    packages = sorted(p.parent.name for p in GAMES_DIR.glob("*/__init__.py"))
    assert sorted(PACKAGES) == packages
    for package in PACKAGES:
        info = importlib.import_module(f"engine.games.{package}").GAME
        assert isinstance(info, GameInfo) and GAMES[info.name] is info
        assert info.factory.name == info.name and info.default_evaluation in info.evaluations


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_has_its_help_page_in_its_package(name: str) -> None:
    info = GAMES[name]
    path = info.help_path()
    assert info.help_title and path is not None and path.name == HELP_FILE
    assert path.parent == GAMES_DIR / info.factory.__module__.split(".")[2]
    html = info.help_html()
    assert html is not None and info.title.split()[0].lower() in html.lower()


@pytest.mark.parametrize("name", list(GAMES))
def test_every_games_rules_are_there_in_german_and_english_stands_in_for_other_languages(name: str) -> None:
    info = GAMES[name]
    english = info.help_html()
    german = info.help_path("de")
    assert german is not None and german.name == TRANSLATED_HELP_FILE.format("de") == "help.de.html"
    assert info.help_html("de") == german.read_text(encoding="utf-8") != english
    assert info.help_html("en") == english and info.help_html("fr") == english  # no French page: English


def test_a_game_without_a_help_page_has_none() -> None:
    info = GAMES["nim"]
    bare = GameInfo(info.name, info.title, info.factory, info.evaluations, info.default_evaluation,
                    info.default_depth, info.max_depth)
    assert bare.help_path() is None and bare.help_html() is None and bare.help_html("de") is None


def test_the_help_menu_lists_each_games_rules() -> None:
    from gui import help as help_pages

    for name, info in GAMES.items():
        assert help_pages.PAGES[name] == info.help_title
        assert help_pages.load(name) == (info.help_title, info.help_html())
    assert help_pages.load("no-such-page")[0] == "Help"


def test_the_compiled_modules_are_the_searchs_and_those_the_games_declare() -> None:
    declared = [m for init in sorted(GAMES_DIR.glob("*/__init__.py")) for m in native.declared_modules(init)]
    assert set(native.hot_modules()) == set(native.CORE_MODULES) | set(declared)
    assert len(native.hot_modules()) == len(set(native.hot_modules()))
    for module in native.hot_modules():
        assert native.source_path(module).is_file(), module
    for package in PACKAGES:
        init = GAMES_DIR / package / "__init__.py"
        assert all(m == f"engine.games.{package}" or m.startswith(f"engine.games.{package}.")
                   for m in native.declared_modules(init)), package


def test_a_malformed_compiled_declaration_is_refused(tmp_path: Path) -> None:
    init = tmp_path / "__init__.py"
    init.write_text('COMPILED = ("engine.games.x", 3)\n', encoding="utf-8")
    with pytest.raises(ValueError, match="COMPILED"):
        native.declared_modules(init)
    init.write_text("GAME = None\n", encoding="utf-8")
    assert native.declared_modules(init) == ()
