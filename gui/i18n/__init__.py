"""Translations of the app's words: ``minimax_studio_<language>.qm`` files beside this module, made from the
``.ts`` files with ``pyside6-lrelease`` (the ``.ts`` from the sources with ``pyside6-lupdate``; see the
README's Learn section). English is the source language and needs no file.

The language is the ``ui/language`` setting when there is one (``en`` for the English source), else the
system's locale; a language without a file (or a file that does not load) leaves the English words.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator

HERE = Path(__file__).resolve().parent
PREFIX = "minimax_studio"
LANGUAGE_KEY = "ui/language"


def chosen_locale(settings: QSettings) -> QLocale:
    value = settings.value(LANGUAGE_KEY, "")
    return QLocale(value) if isinstance(value, str) and value else QLocale.system()


def install_translation(app: QCoreApplication, settings: QSettings, folder: Path = HERE) -> QTranslator | None:
    """Load the translation for the chosen language from ``folder`` into ``app`` (kept alive as the app's
    child); None when the words stay English."""
    locale = chosen_locale(settings)
    if locale.language() == QLocale.Language.English:
        return None
    translator = QTranslator(app)
    if not translator.load(locale, PREFIX, "_", str(folder)):
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    return translator


PLURAL_MARK = "(s)"


def counted(text: str, n: int) -> str:
    """What ``tr("%n node(s) recorded", "", n)`` returned, as the window writes it. With no translation Qt
    hands back the English source, "19608 node(s) recorded": English's own plural is written here,
    "19,608 nodes recorded" ("1 node recorded"), so the English window reads as before. A translation
    has no "(s)" (its plural forms are the translator's) and is left as it is."""
    if PLURAL_MARK not in text:
        return text
    text = text.replace(PLURAL_MARK, "" if n == 1 else "s")
    return re.sub(rf"(?<!\d){n}(?!\d)", f"{n:,}", text, count=1)
