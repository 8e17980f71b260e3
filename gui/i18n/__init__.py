"""Translations of the app's words: ``minimax_studio_<language>.qm`` files beside this module, made from the
``.ts`` files by ``scripts/update_translations.py`` (pyside6-lupdate over every module of ``gui``, then
pyside6-lrelease; see docs/guide/languages.md). English is the source language and needs no file.

The language is the ``ui/language`` setting when there is one (``en`` for the English source), else the
system's locale; a language without a file (or a file that does not load) leaves the English words. The
user chooses it in View ▸ Language (``gui.window.language``); it applies from the next start, since every
window has said its words by then.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from engine.i18n import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP  # the marker of a word kept in a table
from engine.i18n import Count
from engine.i18n import Phrase as Phrase  # what the window translates with ``spoken``

HERE = Path(__file__).resolve().parent
PREFIX = "minimax_studio"
LANGUAGE_KEY = "ui/language"
SOURCE_LANGUAGE = "en"


class _Installed:
    """The language whose translation the application uses now (the source language until one is installed)."""

    language = SOURCE_LANGUAGE
    app_translator: QTranslator | None = None
    qt: QTranslator | None = None
    locale_before: QLocale | None = None


def ui_language() -> str:
    """The language the interface speaks now: a code such as ``de``, ``en`` when no translation is installed."""
    return _Installed.language


def chosen_locale(settings: QSettings) -> QLocale:
    value = settings.value(LANGUAGE_KEY, "")
    return QLocale(value) if isinstance(value, str) and value else QLocale.system()


def chosen_language(settings: QSettings) -> str:
    """The ``ui/language`` setting: a language code, or "" to follow the system's language."""
    value = settings.value(LANGUAGE_KEY, "")
    return value if isinstance(value, str) else ""


def available_languages(folder: Path = HERE) -> list[str]:
    """The languages the interface can speak: English (the source) and each with a ``.qm`` file in ``folder``."""
    found = sorted(p.stem[len(PREFIX) + 1:] for p in folder.glob(f"{PREFIX}_*.qm"))
    return [SOURCE_LANGUAGE, *(code for code in found if code and code != SOURCE_LANGUAGE)]


def language_name(code: str) -> str:
    """A language's name in that language ("Deutsch", "English"): what a speaker looks for in a list."""
    name = QLocale(code).nativeLanguageName()
    if code == SOURCE_LANGUAGE or not name:
        return "English" if code == SOURCE_LANGUAGE else code
    return name[:1].upper() + name[1:]


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
    # One translation at a time: a second start in the same process (the screenshot script, a test) replaces
    # the first, so "the locale before" is always the untranslated one and taking out leaves nothing behind.
    if _Installed.app_translator is not None:
        remove_translation(app, _Installed.app_translator)
    app.installTranslator(translator)
    _Installed.app_translator = translator
    _Installed.language = translator.language().split("_")[0] or locale.name().split("_")[0]
    # Spin boxes and Qt's number fields write and read numbers as the language does ("200.000 Knoten").
    _Installed.locale_before = QLocale()
    QLocale.setDefault(locale)
    install_qt_translation(app, locale)
    return translator


def install_qt_translation(app: QCoreApplication, locale: QLocale) -> QTranslator | None:
    """Qt's own words in ``locale`` (a dialog box's OK and Close, the file dialog's) from the ``qtbase`` file
    PySide6 ships, as the app's child; None where there is none (a bundle may leave Qt's translations out)."""
    translator = QTranslator(app)
    if not translator.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    _Installed.qt = translator
    return translator


def remove_translation(app: QCoreApplication, translator: QTranslator) -> None:
    """Take an installed translation out again: the words are English from then on. A translation already
    replaced by a newer one is only taken out of the app (the newer one stays in force)."""
    app.removeTranslator(translator)
    if translator is not _Installed.app_translator:
        return
    _Installed.app_translator = None
    if _Installed.qt is not None:
        app.removeTranslator(_Installed.qt)
        _Installed.qt = None
    _Installed.language = SOURCE_LANGUAGE
    if _Installed.locale_before is not None:
        QLocale.setDefault(_Installed.locale_before)
        _Installed.locale_before = None


PLURAL_MARK = "(s)"


def counted(text: str, n: int) -> str:
    """What ``tr("%n node(s) recorded", "", n)`` returned, as the window writes it. With no translation Qt
    hands back the English source, "19608 node(s) recorded": English's own plural is written here,
    "19,608 nodes recorded" ("1 node recorded"), so the English window reads as before. A translation
    has no "(s)" (its plural forms are the translator's); its count is grouped as its language groups
    ("3.465 Knoten aufgezeichnet": Qt writes %n without a separator)."""
    if PLURAL_MARK in text:
        text = text.replace(PLURAL_MARK, "" if n == 1 else "s")
    return grouped_count(text, n)


def grouped_count(text: str, n: int) -> str:
    """``text`` with the count ``n`` Qt wrote for %n (as bare digits) grouped as the language groups it."""
    return re.sub(rf"(?<![\d.,]){n}(?!\d)(?![.,]\d)", grouped(n), text, count=1) if abs(n) >= 1000 else text


class Titled(Protocol):
    @property
    def title(self) -> str: ...


def grouped(n: int) -> str:
    """A count as the interface's language writes it: "19,608" in English, "19.608" in German — a German
    reader takes "19,608" for nineteen and a fraction."""
    if ui_language() == SOURCE_LANGUAGE:
        return f"{n:,}"
    return QLocale(ui_language()).toString(n)


def localized(number: str) -> str:
    """A number the engine wrote the English way ("10,000", "−14.3") as the window's language writes it
    ("10.000", "−14,3" in German). Only for a number alone (with its ≤, ≥, ∞ marks), never a list."""
    if ui_language() == SOURCE_LANGUAGE:
        return number
    locale = QLocale(ui_language())
    group, point = locale.groupSeparator(), locale.decimalPoint()
    return "".join(group if c == "," else point if c == "." else c for c in number)


def percent(fraction: float, decimals: int = 1) -> str:
    """A share as the interface's language writes it: "96.7%" in English, "96,7 %" in German (a decimal
    comma, and a space before the sign, no-break so the sign never starts a line)."""
    if ui_language() == SOURCE_LANGUAGE:
        return f"{fraction:.{decimals}%}"
    return localized(f"{100 * fraction:,.{decimals}f}") + "\u00a0%"


def mid_sentence(title: str) -> str:
    """A title ("Search tree") as a word inside a sentence ("Export search tree"): lower case in English; a
    translation keeps its own capitals, which German needs on every noun ("Suchbaum exportieren")."""
    return title.lower() if ui_language() == SOURCE_LANGUAGE else title


def game_title(game: Titled) -> str:
    """A game's name in the interface's language (the games mark their titles in the context "Game")."""
    return QCoreApplication.translate("Game", game.title)


def translated_count(context: str, text: str, n: int) -> str:
    """``text`` translated in ``context`` with ``n`` written for %n. A message whose .ts entry has plural forms
    (``self.tr(text, "", n)`` makes one) is looked up with its count; one marked without them (a word kept in a
    table, or ``QCoreApplication.translate`` with a count, which pyside6-lupdate does not see as plural) has a
    single form, which Qt hands back for a count of one only: that form is then used for every count, so a
    translator's "alle Kinder (%n)" reads right for any number."""
    with_count = QCoreApplication.translate(context, text, None, n)
    if with_count != text.replace("%n", str(n)):
        return grouped_count(with_count, n)
    single = QCoreApplication.translate(context, text)
    return single.replace("%n", grouped(n)) if single != text else with_count


class Named(Protocol):
    def player_name(self, player: int) -> str: ...


def player_name(game: Named, player: int) -> str:
    """A side's name in the interface's language ("red" → "Rot"; the games mark their names in the context
    "Player"). A name no translation knows — "X", a plugin game's own — stays as the game writes it."""
    return QCoreApplication.translate("Player", game.player_name(player))


class Chancy(Protocol):
    def format_outcome(self, move: int, probability: float | None = None) -> str: ...

    def outcome_phrase(self, move: int, probability: float | None = None) -> Phrase: ...


def outcome_text(game: Chancy, move: int, probability: float | None = None) -> str:
    """A chance outcome's name in the interface's language ("roll 3 (1/6)" → "Wurf 3 (1/6)"). A game that
    writes its own ``format_outcome`` (a plugin's, written before ``outcome_phrase``) is shown in its words."""
    phrase = game.outcome_phrase(move, probability)
    written = game.format_outcome(move, probability)
    return spoken(phrase) if written == str(phrase) else written


def spoken(phrase: Phrase) -> str:
    """An engine sentence in the interface's language: its template translated in its context (with its count
    for %n), the arguments written in (those that are sentences too, translated the same way). Untranslated,
    it is the engine's own English — with English's singular ("1 child"), as the command line prints it."""
    args = tuple(spoken(a) if isinstance(a, Phrase) else grouped(a) if isinstance(a, Count) else a for a in phrase.args)
    if phrase.count is None:
        text = QCoreApplication.translate(phrase.context, phrase.template)
        untranslated = phrase.template
    else:
        text = translated_count(phrase.context, phrase.template, phrase.count)
        untranslated = phrase.template.replace("%n", str(phrase.count))
    if text != untranslated:
        return phrase.filled(text, args)
    return phrase.english if phrase.english is not None else phrase.filled(phrase.template, args)
