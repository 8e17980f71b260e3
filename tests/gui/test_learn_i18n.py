"""Translations: a .qm file for the chosen language is picked up at start — by the Learn panel, the picture
export, the default questions and the main window (menus, docks, status line) — English needs none, the
shipped German file loads, View ▸ Language remembers the choice for the next start, and
``scripts/update_translations.py --check`` catches translation files left behind by the sources."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QSettings
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from gui import help as help_pages
from gui.i18n import (
    HERE,
    LANGUAGE_KEY,
    available_languages,
    install_translation,
    language_name,
    remove_translation,
    ui_language,
)
from gui.learn.panel import LearnPanel
from gui.window.language import LanguageMenu
from gui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
TINY_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>LearnPanel</name>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Human vs computer</source>
        <translation>Humain contre ordinateur</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Engine idle</source>
        <translation>Moteur au repos</translation>
    </message>
</context>
</TS>
"""


def test_a_tiny_translation_file_is_picked_up(qtbot, language, compile_ts, settings_file, builtin_course,
                                              tmp_path: Path):
    compile_ts(tmp_path, TINY_TS)
    assert language("fr", tmp_path) is not None
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat), builtin_course)
    qtbot.addWidget(panel)
    assert panel.check_button.text() == "&Vérifier"
    assert panel.hint_button.text() == "H&int"  # a word the file does not translate stays English


def test_the_main_window_speaks_the_tiny_files_words(language, compile_ts, make_window, tmp_path: Path):
    compile_ts(tmp_path, TINY_TS)
    assert language("fr", tmp_path) is not None
    w = make_window()
    assert w.commands.view_menu.title() == "&Affichage"  # a menu title
    assert w.settings_dock.windowTitle() == "Réglages"  # the Settings dock's title
    assert w.status_line.engine_label.text() == "Moteur au repos"  # the status line
    players = next(a.menu() for a in w.commands.game_menu.actions() if a.menu() is not None)
    assert players.actions()[0].text() == "Humain contre ordinateur"  # a word kept in a table, shown translated
    assert w.commands.file_menu.title() == "&File"  # what the file leaves out stays English
    assert w.tree_dock.windowTitle() == "Search tree"


def test_english_needs_no_file_and_a_missing_language_stays_english(qtbot, language, settings_file,
                                                                   builtin_course, make_window):
    assert language("en") is None
    assert language("sv") is None  # no Swedish file
    assert ui_language() == "en"
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close.text() == "Close"
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat), builtin_course)
    qtbot.addWidget(panel)
    assert panel.check_button.text() == "&Check"
    w = make_window()
    assert [a.text() for a in w.menuBar().actions()] == ["&File", "&Game", "&Tools", "&View", "&Help"]


def test_the_shipped_german_file_translates_the_learn_panel(qtbot, language, settings_file, builtin_course):
    assert (HERE / "minimax_studio_de.ts").exists() and (HERE / "minimax_studio_de.qm").exists()
    assert language("de") is not None
    assert ui_language() == "de"
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat), builtin_course)
    qtbot.addWidget(panel)
    assert panel.check_button.text() == "&Prüfen"
    assert panel.task_box.title() == "Aufgabe 1 von 4"
    assert panel.tree_picture_action.text().endswith("als SVG oder PNG exportieren…")


def test_the_shipped_german_file_translates_the_main_window(language, make_window):
    assert language("de") is not None
    w = make_window()
    assert [a.text() for a in w.menuBar().actions()] == ["&Datei", "&Spiel", "&Werkzeuge", "&Ansicht", "&Hilfe"]
    assert w.settings_dock.windowTitle() == "Einstellungen"
    assert w.commands.new_action.text() == "&Neues Spiel"
    assert w.status_line.turn_label.text() == "X am Zug — Sie sind dran"
    assert w.language_menu.menu.title() == "Spr&ache"
    games = w.settings_panel.game
    assert "Vier gewinnt" in [games.itemText(i) for i in range(games.count())]  # the games' own titles too
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    if (Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_de.qm").exists():
        assert close.text() == "Schließen"  # Qt's own words too, from the file PySide6 ships


def test_view_language_lists_the_languages_with_a_file_and_remembers_the_choice(window: MainWindow, settings_file,
                                                                                 qtbot):
    menu = window.language_menu
    assert available_languages() == ["en", "de"]
    assert [a.text() for a in menu.menu.actions()] == ["System language", "English", "Deutsch"]
    assert menu.actions[""].isChecked()  # nothing chosen yet: the system's language
    menu.actions["de"].trigger()
    assert QSettings(settings_file, QSettings.Format.IniFormat).value(LANGUAGE_KEY) == "de"
    assert menu.actions["de"].isChecked() and not menu.actions[""].isChecked()
    box = menu.message_box
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    assert box.text() == "Minimax Studio will use Deutsch from its next start."
    assert window.statusBar().currentMessage() == box.text()
    assert window.commands.file_menu.title() == "&File"  # this window keeps its words until the next start
    box.close()
    # The next start: the menu shows the choice, and the German file is what gets installed.
    again = LanguageMenu(window, window.commands.view_menu, QSettings(settings_file, QSettings.Format.IniFormat))
    assert again.actions["de"].isChecked()
    menu.actions[""].trigger()  # back to the system's language: the setting is emptied, not removed
    assert QSettings(settings_file, QSettings.Format.IniFormat).value(LANGUAGE_KEY) == ""
    menu.message_box.close()


def test_the_language_chosen_in_the_menu_is_the_one_installed_at_the_next_start(qapp, settings_file):
    settings = QSettings(settings_file, QSettings.Format.IniFormat)
    settings.setValue(LANGUAGE_KEY, "de")
    translator = install_translation(qapp, settings)
    try:
        assert translator is not None and translator.language().startswith("de")
    finally:
        if translator is not None:
            remove_translation(qapp, translator)


def test_language_names_are_each_languages_own():
    assert language_name("de") == "Deutsch"
    assert language_name("en") == "English"
    assert language_name("fr") == "Français"


def test_a_help_page_in_the_interfaces_language_is_shown_when_there_is_one(monkeypatch, tmp_path: Path):
    (tmp_path / "using.html").write_text("<p>English</p>", encoding="utf-8")
    (tmp_path / "using.de.html").write_text("<p>Deutsch</p>", encoding="utf-8")
    monkeypatch.setattr(help_pages, "HERE", tmp_path)
    assert help_pages.page_path("using", "de").name == "using.de.html"
    assert help_pages.page_path("using", "fr").name == "using.html"  # no French page: the English one
    assert help_pages.page_path("using", "en").name == "using.html"
    assert help_pages.load("using") == ("Using Minimax Studio", "<p>English</p>")  # the interface speaks English


# -- scripts/update_translations.py ------------------------------------------------------------------------

def load_script():
    spec = importlib.util.spec_from_file_location("update_translations_under_test",
                                                  ROOT / "scripts" / "update_translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_translation_files_are_up_to_date_with_the_sources():
    """A word added to the sources without running scripts/update_translations.py fails here."""
    done = subprocess.run([sys.executable, "scripts/update_translations.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "up to date" in done.stdout


def test_check_names_a_new_word_and_update_keeps_the_translations_made(compile_ts, tmp_path: Path):
    script = load_script()
    try:
        script.tool("pyside6-lupdate")
    except script.ToolError:
        pytest.skip("pyside6-lupdate is not installed")
    source = tmp_path / "panel.py"
    source.write_text('from PySide6.QtWidgets import QWidget\n\n\nclass Panel(QWidget):\n'
                      '    def words(self) -> str:\n        return self.tr("Depth")\n', encoding="utf-8")
    ts = tmp_path / "minimax_studio_fr.ts"
    ts.write_text(script.skeleton("fr_FR"), encoding="utf-8")
    [stale] = script.check([source], [ts])
    assert "out of date" in stale and "1 new" in stale and "'Depth'" in stale
    script.update([source], [ts])
    assert script.messages(ts) == {("Panel", "Depth", "")}
    assert script.check([source], [ts]) == []
    ts.write_text(ts.read_text(encoding="utf-8").replace('<translation type="unfinished"></translation>',
                                                         "<translation>Profondeur</translation>"), encoding="utf-8")
    assert script.check([source], [ts]) == [f"{ts.with_suffix('.qm')} is not compiled from {ts.name}"]  # the .qm is behind
    source.write_text(source.read_text(encoding="utf-8") + '\n    def more(self) -> str:\n'
                      '        return self.tr("Nodes")\n', encoding="utf-8")
    script.update([source], [ts])
    assert script.messages(ts) == {("Panel", "Depth", ""), ("Panel", "Nodes", "")}
    assert "<translation>Profondeur</translation>" in ts.read_text(encoding="utf-8")  # kept
    assert script.check([source], [ts]) == []


def test_update_translations_says_a_bad_language_code_in_one_line():
    done = subprocess.run([sys.executable, "scripts/update_translations.py", "--add", "../evil"], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert done.stderr.strip() == "error: '../evil' is not a language code such as fr or pt_BR"


def test_a_title_inside_a_sentence_keeps_its_capitals_in_a_translation(monkeypatch):
    """"Export search tree" lower-cases the title in English; German capitalises its nouns, so a translated
    window keeps the title as translated ("Suchbaum exportieren", not "suchbaum exportieren")."""
    import gui.i18n
    from gui.i18n import mid_sentence

    assert mid_sentence("Search tree") == "search tree"
    monkeypatch.setattr(gui.i18n, "ui_language", lambda: "de")
    assert mid_sentence("Suchbaum") == "Suchbaum"


def test_counts_are_grouped_as_the_language_writes_them(monkeypatch):
    import gui.i18n
    from gui.app.format import fmt_count

    assert fmt_count(19608) == "19,608"
    monkeypatch.setattr(gui.i18n, "ui_language", lambda: "de")
    assert fmt_count(19608) == "19.608"
    assert fmt_count(549946) == "549.946"


@pytest.mark.parametrize("code", ["de", "en"])
def test_the_window_fits_1280_pixels_in_each_language_and_game(qapp, language, make_window, code):
    """German runs about a third longer than English: every dock's rows must still fit a 1280×800 screen, so
    the window is never wider than the screen, whichever game the settings show."""
    from PySide6.QtGui import QFont

    from engine.games import GAMES

    font = qapp.font()
    qapp.setFont(QFont("DejaVu Sans", 10))  # a common desktop's font, as the screenshots use
    language(code)
    try:
        w = make_window()
        check_fits(qapp, w, GAMES)
    finally:
        qapp.setFont(font)


def check_fits(qapp, w, games) -> None:
    from PySide6.QtCore import QEvent

    from gui.app.players import PlayerConfig, SearchSettings

    def settle() -> None:
        for _ in range(5):  # the docks' layouts settle over a few rounds of posted layout requests
            qapp.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            qapp.processEvents()

    def fits(where: str) -> None:
        w.resize(1280, 800)
        settle()
        assert w.minimumSizeHint().width() <= 1280, where
        assert w.width() == 1280, where
        form = w.settings_panel.form_scroll
        assert form.viewport().width() >= form.widget().minimumSizeHint().width(), f"{where}: settings clipped"
        assert form.minimumWidth() > form.widget().minimumSizeHint().width(), f"{where}: the dock may clip the form"

    for name in games:
        w.new_game(name)
        fits(name)
    # EinStein under expectiminimax shows its widest rows: the start arrangement and chance-node pruning
    w.new_game("einstein")
    search = SearchSettings("expectiminimax", 3, "race", {"weight": 1, "power": 2})
    w.settings_panel.set_players((PlayerConfig("human", search), PlayerConfig("computer", search)))
    w.settings_panel.playersChanged.emit()
    fits("einstein, expectiminimax")


def test_spin_boxes_write_numbers_as_the_language_does(language, make_window):
    """In German the record budget reads "200.000 Knoten" (a German reader takes "200,000" for two hundred);
    taking the translation out brings English's numbers back."""
    from PySide6.QtCore import QCoreApplication, QLocale
    from PySide6.QtWidgets import QSpinBox

    translator = language("de")
    assert translator is not None
    w = make_window()
    budgets = [b for b in w.settings_panel.findChildren(QSpinBox) if b.suffix() == " Knoten" and b.value() == 200_000]
    assert budgets and budgets[0].text() == "200.000 Knoten"
    remove_translation(QCoreApplication.instance(), translator)
    assert QLocale().toString(200000) != "200.000"


def test_values_are_written_as_the_language_writes_numbers(monkeypatch):
    """A value of 10,000 reads as ten in German: the window writes "10.000", and a fraction "14,3"."""
    import gui.i18n
    from engine.results import MoveValue
    from gui.app.format import fmt_move_value, fmt_move_values_alike, fmt_value

    assert (fmt_value(10000), fmt_value(14.3), fmt_value(-0.5)) == ("10,000", "14.3", "−0.5")
    monkeypatch.setattr(gui.i18n, "ui_language", lambda: "de")
    assert (fmt_value(10000), fmt_value(14.3), fmt_value(-0.5), fmt_value(float("inf"))) == ("10.000", "14,3", "−0,5", "+∞")
    move = MoveValue(3, 2.25)
    assert fmt_move_value(move) == "2,25"
    assert fmt_move_values_alike([move, MoveValue(4, 10.1)]) == ["2,25", "10,10"]
    from gui.search_tree.model import format_value

    assert format_value(8.583) == "8,583" and format_value(-60.78) == "−60,78"  # the Search tree's values
    from gui.app.format import fmt_seconds

    assert fmt_seconds(7.9) == "7,90 s"
