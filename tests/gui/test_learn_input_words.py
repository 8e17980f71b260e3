"""What the Learn panel says about an answer that does not read, and the answer field's hint: the learner's words
for the game and the kind of task (a Connect Four move is a column number), in English and in German."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from gui.learn.panel import LearnPanel

WORDS = {
    "en": {
        "column hint": "a column number from 1 to 7 (or click the column)",
        "column": "“left” is not a move. Type a column number from 1 to 7.",
        "line hint": "cell numbers with spaces between (or click the cells)",
        "line": "“x” is not a move. Type the moves one after another with spaces between; each move is a cell number "
                "from 1 to 9.",
        "child hint": "a child's name, as the tree shows it",
        "child": "“Z” is not a node of this tree. Type a child of A by its name.",
        "number": "“three” is not a number. Type it in digits, for example 3 or -2.",
    },
    "de": {
        "column hint": "eine Spaltennummer von 1 bis 7 (oder die Spalte anklicken)",
        "column": "„left“ ist kein Zug. Geben Sie eine Spaltennummer von 1 bis 7 ein.",
        "line hint": "Feldnummern mit Leerzeichen dazwischen (oder die Felder anklicken)",
        "line": "„x“ ist kein Zug. Geben Sie die Züge nacheinander mit Leerzeichen dazwischen ein; jeder Zug ist eine "
                "Feldnummer von 1 bis 9.",
        "child hint": "Name eines Kindes, wie der Baum ihn zeigt",
        "child": "„Z“ ist kein Knoten dieses Baums. Geben Sie ein Kind von A mit seinem Namen ein.",
        "number": "„three“ ist keine Zahl. Geben Sie sie in Ziffern ein, zum Beispiel 3 oder -2.",
    },
}


def typed(qtbot, panel: LearnPanel, text: str) -> str:
    panel.answer_edit.setFocus()
    panel.answer_edit.selectAll()
    qtbot.keyClicks(panel.answer_edit, text)
    with qtbot.waitSignal(panel.checked):
        qtbot.keyClick(panel.answer_edit, Qt.Key.Key_Return)
    return panel.feedback.text()


@pytest.mark.parametrize("code", ["en", "de"])
def test_an_answer_that_does_not_read_is_answered_in_the_learner_s_words(qtbot, language, settings_file,
                                                                       builtin_course, code):
    if code != "en":
        assert language(code) is not None
    words = WORDS[code]
    panel = LearnPanel(QSettings(settings_file, QSettings.Format.IniFormat), builtin_course)
    qtbot.addWidget(panel)
    panel.show()
    panel.select_lesson(4)
    panel.show_task(0)  # Connect Four: which column does minimax choose
    assert panel.answer_edit.placeholderText() == words["column hint"]
    assert typed(qtbot, panel, "left") == words["column"]
    panel.select_lesson(2)
    panel.show_task(3)  # tic-tac-toe: the principal variation
    assert panel.answer_edit.placeholderText() == words["line hint"]
    assert typed(qtbot, panel, "5 x") == words["line"]
    panel.show_task(0)  # the tree: which child does minimax move to
    assert panel.answer_edit.placeholderText() == words["child hint"]
    assert typed(qtbot, panel, "Z") == words["child"]
    panel.select_lesson(1)
    panel.show_task(0)
    assert typed(qtbot, panel, "three") == words["number"]
