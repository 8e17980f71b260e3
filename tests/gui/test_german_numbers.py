"""Numbers in a German window are written as German writes them: "96,7 %" (not "96.7%"), "3.465 Knoten" (not
"3465" beside a grouped "5.914"), "0,05 ms"; and the statistics' saving reads as German ("Durch Abschneiden
gespart", not the mixed "Pruning spart")."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

import gui.i18n
from engine.games.tree import build_tree
from gui.app.players import PlayerConfig, SearchSettings
from gui.explorer.examples import random_tree_data
from gui.explorer.explorer import TreeExplorer
from gui.i18n import percent

from .test_main_window import set_players

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

GUI = Path(gui.i18n.__file__).resolve().parent.parent

NOT_THE_WINDOWS_WORDS = {
    "gui/i18n/__init__.py": "the helpers that write numbers the language's way",
    "gui/app/format.py": "the window's number formatters, which hand their text to localized()",
    "gui/explorer/bench.py": "a developer's benchmark that prints to the terminal",
}


def _unlocalized_numbers(path: Path) -> list[str]:
    """f-string fields in ``path`` written with a decimal point, a thousands comma or a percent sign by
    Python's English rules (``{x:.1f}``, ``{n:,}``, ``{share:.1%}``) outside ``localized(...)``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.FormattedValue) or node.format_spec is None:
            continue
        spec = "".join(str(v.value) for v in node.format_spec.values if isinstance(v, ast.Constant))
        if not (spec.endswith("%") or "," in spec or re.search(r"\.[1-9]\d*f$", spec)):
            continue
        outer = parents.get(parents[node])
        if isinstance(outer, ast.Call) and isinstance(outer.func, ast.Name) and outer.func.id == "localized":
            continue
        found.append(f"{path.relative_to(GUI.parent)}:{node.lineno} {{…:{spec}}}")
    return found


def test_no_number_in_the_window_is_written_by_english_rules() -> None:
    """Percentages, decimals and grouped counts go through gui.i18n (percent, localized, grouped): a German
    window showed "1.2%" and "0.05 ms"."""
    found = [line for path in sorted(GUI.rglob("*.py"))
             if path.relative_to(GUI.parent).as_posix() not in NOT_THE_WINDOWS_WORDS
             for line in _unlocalized_numbers(path)]
    assert found == []


def test_a_percentage_is_written_as_the_language_writes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    assert percent(0.967) == "96.7%" and percent(0.01234, 2) == "1.23%"
    monkeypatch.setattr(gui.i18n, "ui_language", lambda: "de")
    assert percent(0.967) == "96,7\u00a0%" and percent(0.01234, 2) == "1,23\u00a0%"
    assert percent(12.3456) == "1.234,6\u00a0%"


def test_the_german_statistics_write_the_saving_in_german(qtbot, language, make_window) -> None:
    language("de")
    window = make_window()
    settings = SearchSettings("alphabeta", 4, "openlines")
    window.new_game("connect4")
    set_players(window, PlayerConfig("human", settings), PlayerConfig("human", settings))
    with qtbot.waitSignal(window.controller.fullTreeCounted, timeout=30_000):
        window.commands.hint_action.trigger()
    stats = window.stats_panel
    saved = stats.values["saved"].text()
    assert re.match(r"\d+,\d\u00a0% \(", saved), saved  # "96,7 % (…": a decimal comma, a space before the sign
    labels = [label.text() for label in stats.findChildren(QLabel)]
    assert "Durch Abschneiden gespart" in labels and "Pruning spart" not in labels


def test_the_german_explorer_groups_every_count(qtbot, language) -> None:
    language("de")
    explorer = TreeExplorer()
    qtbot.addWidget(explorer)
    root = build_tree(random_tree_data(7, 3, -50, 50, 1))  # 3,280 nodes, 2,187 leaves
    assert explorer.open_tree(root, "groß")
    counts = explorer.counts_label.text()
    assert "2.187 Blättern" in counts and f"von {root.size:,}".replace(",", ".") in counts, counts
    assert not re.search(r"\d{4}", counts), counts


def test_a_translated_count_is_grouped_as_the_language_groups(language) -> None:
    """Qt writes %n as bare digits: the search tree's caption read "3465 Knoten aufgezeichnet" beside "5.914"."""
    from gui.i18n import counted, translated_count

    def recorded(n: int) -> str:  # as the Search tree's caption writes it
        return counted(translated_count("SearchTreeWidget", "%n node(s) recorded", n), n)

    assert recorded(3465) == "3,465 nodes recorded" and recorded(1) == "1 node recorded"
    language("de")
    assert recorded(3465) == "3.465 Knoten aufgezeichnet" and recorded(999) == "999 Knoten aufgezeichnet"
    assert counted("34650 Knoten, 3465 davon neu", 3465) == "34650 Knoten, 3.465 davon neu"


def test_an_english_window_after_german_starts_writes_english_numbers(qapp, language, make_window) -> None:
    """A German start made twice in one process (a second window's start-up, the screenshot script, a test)
    and then taken out leaves nothing German behind: an English window made afterwards writes "9,692"
    cutoffs and its budget without a German point, and Qt's own buttons speak English again. (Each start used to
    remember the German of the one before as "the language before", and put it back on leaving.)"""
    from PySide6.QtCore import QCoreApplication, QLocale
    from PySide6.QtWidgets import QSpinBox

    from gui.i18n import grouped, remove_translation, ui_language

    before = QLocale().name()
    first, second = language("de"), language("de")
    assert first is not None and second is not None
    german = make_window()
    german.close()
    for translator in (first, second):
        remove_translation(qapp, translator)
    assert ui_language() == "en"
    english = make_window()
    assert grouped(9692) == "9,692"
    assert QLocale().name() == before and QLocale().toString(9692) != "9.692"
    budgets = [b for b in english.settings_panel.findChildren(QSpinBox) if b.value() == 200_000]
    assert budgets and all(b.text().endswith(" nodes") and "." not in b.text() for b in budgets)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_taking_out_an_older_translation_leaves_the_current_one(qapp, language) -> None:
    """Installing a translation replaces the one before; taking that older one out afterwards must not
    turn the numbers of the current (German) windows English half-way."""
    from gui.i18n import grouped, remove_translation, ui_language

    first, second = language("de"), language("de")
    assert first is not None and second is not None
    remove_translation(qapp, first)
    assert ui_language() == "de" and grouped(9692) == "9.692"


def test_search_descriptions_write_fractions_the_language_s_way(language) -> None:
    """A search's caption in German: "40.000 Playouts, c 1,41421" and "2,5 s" (it wrote "c 1.41421", "2.5 s")."""
    from gui.app.enhancement_settings import EnhancementSettings
    from gui.app.players import SearchSettings

    assert language("de") is not None
    mcts = SearchSettings("mcts", None, "windows", {}, playouts=40000, exploration=1.41421).describe("connect4")
    assert "40.000" in mcts and "c 1,41421" in mcts
    limited = EnhancementSettings(time_limit=2.5, node_limit=40000)
    assert "2,5 s" in limited.describe("connect4", "alphabeta") and "40.000" in limited.describe("connect4", "alphabeta")
    assert limited.limit_reached(10, 2.5) == "ihr Zeitlimit (2,5 s)"


def test_the_scale_of_values_groups_its_win_score(language) -> None:
    """The statistics' Values row after a depth-limited Connect Four search: "win = +10,000" in English and
    "+10.000" in German (it wrote "+10000" in both, beside grouped node counts)."""
    from engine.games import game_info
    from engine.search.options import scale_words
    from gui.app.players import SearchSettings
    from gui.i18n import spoken

    info = game_info("connect4")
    options = SearchSettings("alphabeta", 5, "windows", {}).options(info)
    _, words = scale_words(info.factory(), options)
    assert "+10,000" in spoken(words) and "−10,000" in spoken(words)
    assert language("de") is not None
    assert "+10.000" in spoken(words)
