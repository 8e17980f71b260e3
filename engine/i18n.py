"""The engine's words that the window shows, marked for translation without Qt (engine/ imports no Qt).

A sentence the engine hands the window (how a node ended, an SSS* step, an MTD(f) pass's question) is a
``Phrase``: the English template as a translator sees it, its context, and the arguments written into it.
``str(phrase)`` is the English sentence — what the command line, JSON and exports print, byte for byte —
and the window asks Qt's translation for the template and writes the arguments into what it gets back
(``gui.i18n.spoken``). ``QT_TRANSLATE_NOOP`` is the marker pyside6-lupdate looks for (by that name, with a
literal context and text), so ``scripts/update_translations.py`` finds these words in the engine's files.

Engine error messages (``InputError`` and the like) stay English: they are the command line's and the
plugin author's words, quoted in bug reports and searched for, and the window shows them as they are.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None, plural: int | None = None) -> str:
    """Mark ``text`` for translation in ``context``; the English text comes back unchanged.

    ``QT_TRANSLATE_NOOP(context, text, None, 1)`` marks a plural (a ``Phrase`` with a ``count``): the translator
    is asked for each of the language's plural forms ("1 Zug", "3 Züge"). The fourth argument must be the
    number literal 1: pyside6-lupdate reads the call's text, and it marks a plural only for a literal number
    there (a name or an attribute in that place makes it skip the message altogether)."""
    return text


class Phrase:
    """An engine sentence as a template and its arguments.

    ``template`` uses ``{0}``, ``{1}``… for the arguments (an argument may itself be a ``Phrase``) and ``%n``
    for ``count``, the number a plural depends on. ``english`` is the English sentence when it is not the
    template filled in: English's own singular ("1 child" where the template says "all %n children"),
    which a translation gives through its own plural forms."""

    __slots__ = ("args", "context", "count", "english", "template")

    def __init__(self, context: str, template: str, *args: object, count: int | None = None,
                 english: str | None = None) -> None:
        self.context = context
        self.template = template
        self.args = args
        self.count = count
        self.english = english

    def filled(self, template: str, args: tuple[object, ...]) -> str:
        """``template`` with ``count`` for %n and ``args`` for {0}, {1}…"""
        if self.count is not None:
            template = template.replace("%n", str(self.count))
        return template.format(*args)

    def __str__(self) -> str:
        if self.english is not None:
            return self.english
        return self.filled(self.template, tuple(str(a) if isinstance(a, Phrase) else a for a in self.args))

    def __repr__(self) -> str:
        return f"Phrase({self.context!r}, {str(self)!r})"


def joined(context: str, separator: str, parts: list[Phrase]) -> Phrase:
    """``parts`` as one phrase, ``separator`` between them ("a, b, c"): each part is translated on its own."""
    return Phrase(context, separator.join(f"{{{i}}}" for i in range(len(parts))), *parts)


class Count(int):
    """A number of things in a sentence ("2,316 nodes"): English groups its thousands with commas, and the
    window writes it as its language does (``gui.i18n.spoken``: "2.316" in German)."""

    def __format__(self, spec: str) -> str:
        return f"{int(self):,}" if not spec else format(int(self), spec)

    def __str__(self) -> str:
        return f"{int(self):,}"
