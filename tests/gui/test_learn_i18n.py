"""Translations: a .qm file for the chosen language is picked up at start (the Learn panel's words, the
picture export's, the default questions), English needs none, and the shipped German skeleton loads."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from engine.lessons import builtin_lessons
from gui.i18n import HERE, LANGUAGE_KEY, install_translation
from gui.learn.panel import LearnPanel

COURSE = builtin_lessons()
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
</TS>
"""


def lrelease() -> str:
    found = Path(sys.executable).with_name("pyside6-lrelease")
    if found.exists():
        return str(found)
    other = shutil.which("pyside6-lrelease")
    if other is None:
        pytest.skip("pyside6-lrelease is not installed")
    return other


@pytest.fixture
def language(settings_file: str):
    """Install the translation for a language (and take it out again after the test)."""
    installed = []
    app = QApplication.instance()

    def use(code: str, folder: Path = HERE):
        settings = QSettings(settings_file, QSettings.Format.IniFormat)
        settings.setValue(LANGUAGE_KEY, code)
        translator = install_translation(app, settings, folder)
        if translator is not None:
            installed.append(translator)
        return translator

    yield use
    for translator in installed:
        app.removeTranslator(translator)


def test_a_tiny_translation_file_is_picked_up(qtbot, language, settings_file, tmp_path: Path):
    ts = tmp_path / "minimax_studio_fr.ts"
    ts.write_text(TINY_TS, encoding="utf-8")
    subprocess.run([lrelease(), str(ts), "-qm", str(tmp_path / "minimax_studio_fr.qm")], check=True,
                   capture_output=True)
    assert language("fr", tmp_path) is not None
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat), COURSE)
    qtbot.addWidget(panel)
    assert panel.check_button.text() == "&Vérifier"
    assert panel.hint_button.text() == "&Hint"  # a word the file does not translate stays English


def test_english_needs_no_file_and_a_missing_language_stays_english(qtbot, language, settings_file):
    assert language("en") is None
    assert language("sv") is None  # no Swedish file
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat), COURSE)
    qtbot.addWidget(panel)
    assert panel.check_button.text() == "&Check"


def test_the_shipped_german_skeleton_translates_the_learn_panel(qtbot, language, settings_file):
    assert (HERE / "minimax_studio_de.ts").exists() and (HERE / "minimax_studio_de.qm").exists()
    assert language("de") is not None
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat), COURSE)
    qtbot.addWidget(panel)
    assert panel.check_button.text() == "&Prüfen"
    assert panel.task_box.title() == "Aufgabe 1 von 4"
    assert panel.tree_picture_action.text().endswith("als SVG oder PNG exportieren…")
