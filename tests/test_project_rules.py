"""Project rules that are cheap to check: the engine stays pure Python and silent."""

from __future__ import annotations

import re
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "engine"


def engine_sources() -> list[Path]:
    files = sorted(ENGINE.rglob("*.py"))
    assert files, "no engine sources found"
    return files


def test_engine_never_imports_qt():
    pattern = re.compile(r"^\s*(from|import)\s+(PySide6|shiboken6|PyQt\d)", re.M)
    offenders = [p.name for p in engine_sources() if pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_engine_never_prints():
    pattern = re.compile(r"(^|[^\w.])print\(", re.M)
    offenders = [p.name for p in engine_sources() if pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_application_asks_games_and_boards_their_declared_abilities():
    """No probing of a game or a board in gui/ or cli/: what they offer is declared (``Game``'s abilities,
    ``BoardWidget.offers_die`` / ``offers_pass``) and asked through the registries."""
    root = ENGINE.parent
    probe = re.compile(r"\bhasattr\(|\binspect\.|^\s*import inspect|getattr\((self\.)?(game|board|info|rec\w*\.game)\b",
                       re.M)
    offenders = [str(p.relative_to(root)) for d in ("gui", "cli") for p in sorted((root / d).rglob("*.py"))
                 if probe.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_engine_asks_games_and_never_names_them():
    """Outside a game's own module the engine neither probes a game nor tests its name: the search, the
    explanations and the exports ask the game's declared abilities. (``plugins.py`` inspects *user*
    code it is given, which is what it is for.)"""
    probe = re.compile(r"\bhasattr\(|getattr\([\w.]*game\b|\.name\s*[!=]=\s*[\"'](tictactoe|connect4|einstein|othello|tree)")
    games = ENGINE / "games"
    offenders = [str(p.relative_to(ENGINE)) for p in sorted(ENGINE.rglob("*.py"))
                 if games not in p.parents and p.name != "plugins.py" and probe.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_games_never_import_the_search():
    """A game offers its exact solver through the game protocol (``engine.solving``); the search's root loop
    runs it (``engine.search.solved_root``), so engine/games sits below engine/search."""
    pattern = re.compile(r"^\s*(from\s+(\.\.\.?search\b|engine\.search\b)|import\s+engine\.search\b)", re.M)
    games = ENGINE / "games"
    offenders = [str(p.relative_to(ENGINE)) for p in sorted(games.rglob("*.py"))
                 if pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_word_size_details_stay_in_words():
    """``i64`` and the compiled-or-interpreted switch are ``engine/words.py``'s: the games compute on ``Word``s."""
    pattern = re.compile(r"\bi64\b|\bCOMPILED_WORDS\b")
    offenders = [str(p.relative_to(ENGINE)) for p in engine_sources()
                 if p.name != "words.py" and pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_guide_s_playing_page_names_every_game_it_plays():
    """A reader of the guide's "Playing in the window" learns which games the window plays: every registered one."""
    from engine.games import GAMES

    page = (ENGINE.parent / "docs" / "guide" / "playing.md").read_text(encoding="utf-8")
    opening = " ".join(page.split("\n\n", 2)[1].split())  # the first paragraph under the title, lines joined
    missing = [info.title for info in GAMES.values() if info.title.lower() not in opening.lower()]
    assert missing == []
