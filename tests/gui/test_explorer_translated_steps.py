"""The tree explorer's step sentences reach Qt's translation: the engine writes each as a template with its
arguments (``Step.phrase``, context "ExplorerSteps"), the explanation line under the drawing translates it,
nested titles ("MIN node C", "the root (MAX)") and the "and" of a list included. A translator that marks
every word it is asked for (« ») stands in for a language; the shipped German file shows the real thing.
Without a translation the line is the engine's English sentence, ``Step.text``, as before."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from engine.games.tictactoe import OpenLines, TicTacToe
from engine.games.tree import parse_tree_text
from engine.i18n import Phrase
from engine.search import SearchOptions, search
from engine.steps import CUTOFF_STEP, DONE, ENTER, EXPECT, LEAF, RETURN, WINDOW, StepSequence, record_steps, tree_steps
from gui.explorer.explorer import TreeExplorer
from gui.i18n import HERE

from . import test_tree_and_lab_words as tree_and_lab_words
from .test_tree_and_lab_words import Marking

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

marking = tree_and_lab_words.marking  # the same marking translator, as this module's fixture

TEXTBOOK = "((3 12 8) (2 4 6) (14 5 2))"
CHANCE = '{"type": "chance", "probs": [0.25, 0.75], "children": [[3, 5], [1, 9]]}'
RUNS = {  # a tree on which the algorithm takes every kind of step it has
    "minimax": (TEXTBOOK, {ENTER, LEAF, RETURN, DONE}),
    "alphabeta": (TEXTBOOK, {ENTER, LEAF, RETURN, WINDOW, CUTOFF_STEP, DONE}),
    "expectiminimax": (CHANCE, {ENTER, LEAF, RETURN, EXPECT, DONE}),
}


def marked_sentence(phrase: Phrase) -> str:
    """What the marking translator makes of ``phrase``: each template (the nested ones too) between « »,
    with its count written for %n."""
    args = [marked_sentence(a) if isinstance(a, Phrase) else a for a in phrase.args]
    template = phrase.template if phrase.count is None else phrase.template.replace("%n", str(phrase.count))
    return "«" + template.format(*args) + "»"


def unmarked_rest(text: str) -> str:
    """``text`` with every marked part taken out, innermost first: what never went through translation."""
    while (shorter := re.sub(r"«[^«»]*»", "", text)) != text:
        text = shorter
    return text


def open_tree(qtbot, text: str, algorithm: str) -> TreeExplorer:  # type: ignore[no-untyped-def]
    w = TreeExplorer()
    qtbot.addWidget(w)
    w.resize(1100, 700)
    w.input_panel.text.setPlainText(text)
    qtbot.mouseClick(w.input_panel.draw_button, Qt.MouseButton.LeftButton)
    w.algorithms.set_algorithm(algorithm)
    assert w.run is not None and w.run.algorithm == algorithm
    return w


@pytest.mark.parametrize("algorithm", list(RUNS))
def test_every_step_kinds_explanation_is_translated(qtbot, marking: Marking, algorithm: str) -> None:  # type: ignore[no-untyped-def]
    text, kinds = RUNS[algorithm]
    w = open_tree(qtbot, text, algorithm)
    assert w.run is not None
    seen = set()
    for k in range(len(w.run)):
        w.playback.go_to(k)
        step = w.run.steps[k]
        shown = w.explanation.text()
        assert step.phrase is not None and shown == marked_sentence(step.phrase), (step.kind, shown)
        assert unmarked_rest(shown) == "", shown  # no English word outside the translated templates
        seen.add(step.kind)
    assert seen == kinds
    assert "ExplorerSteps" in marking.contexts


def test_the_cutoff_line_translates_its_parts(qtbot, marking: Marking) -> None:  # type: ignore[no-untyped-def]
    w = open_tree(qtbot, TEXTBOOK, "alphabeta")
    qtbot.mouseClick(w.cutoff_button, Qt.MouseButton.LeftButton)
    # the node's title and the list's "and" are words of their own, so a translation can place them
    assert w.explanation.text() == "««MIN node C»: v = 2 ≤ α = 3, the remaining children «4 and 6» are pruned.»"
    w.playback.go_to(0)
    assert w.explanation.text() == "«Enter «the root (MAX)» with α = −∞, β = +∞ (3 children).»"


def test_sentences_the_textbook_tree_does_not_say_are_translated_too(qtbot, marking: Marking) -> None:  # type: ignore[no-untyped-def]
    # one child pruned by name; a last child that would cut with nothing left to prune; a single child
    w = open_tree(qtbot, "((3) (5 2 7) (4))", "alphabeta")
    assert w.run is not None
    shown = []
    for k in range(len(w.run)):
        w.playback.go_to(k)
        shown.append(w.explanation.text())
    assert "«Enter «MIN node B» with α = −∞, β = +∞ (1 child).»" in shown
    assert "««MIN node C»: v = 2 ≤ α = 3, the remaining child 7 is pruned.»" in shown
    assert all(unmarked_rest(s) == "" for s in shown), shown
    w = open_tree(qtbot, "((3) (5 2))", "alphabeta")
    assert w.run is not None
    k = next(k for k, s in enumerate(w.run.steps.steps) if "no children remain" in s.text)
    w.playback.go_to(k)
    assert w.explanation.text() == ("«««Leaf «2 under C»» returns 2 to «MIN node C»: v = min(5, 2) = 2.» "
                                    "(v = 2 ≤ α = 3, but no children remain to prune.)»")


def test_without_a_translation_the_line_is_the_engines_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    for algorithm, (text, _kinds) in RUNS.items():
        w = open_tree(qtbot, text, algorithm)
        assert w.run is not None
        for k in range(len(w.run)):
            w.playback.go_to(k)
            step = w.run.steps[k]
            assert w.explanation.text() == step.text == str(step.phrase)


def test_the_german_file_makes_the_line_german(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    assert language("de") is not None
    w = open_tree(qtbot, TEXTBOOK, "alphabeta")
    w.playback.go_to(0)
    assert w.explanation.text() == "Die Suche betritt die Wurzel (MAX) mit α = −∞, β = +∞ (3 Kinder)."
    qtbot.mouseClick(w.cutoff_button, Qt.MouseButton.LeftButton)
    assert w.explanation.text() == "MIN-Knoten C: v = 2 ≤ α = 3, die verbleibenden Kinder 4 und 6 werden abgeschnitten."
    assert w.run is not None
    w.playback.go_to(len(w.run) - 1)
    assert w.explanation.text() == ("Fertig: Die Wurzel hat den Wert 3; der beste Zug führt zu B, "
                                    "die Hauptvariante ist A → B → 3.")
    # the engine's own sentence stays English for the command line and the exports
    assert w.run.steps[len(w.run) - 1].text == ("Done: the root's value is 3; the best move is to B, and the "
                                                "principal variation is A → B → 3.")
    # German's singular is a sentence of its own; its plural is found for any count (above: 3)
    w = open_tree(qtbot, "((3) (5 2 7) (4))", "minimax")
    w.playback.go_to(1)
    assert w.explanation.text() == "Die Suche betritt MIN-Knoten B (1 Kind)."
    w.playback.go_to(5)
    assert w.explanation.text() == "Die Suche betritt MIN-Knoten C (3 Kinder)."


def phrases(seq: StepSequence) -> list[Phrase]:
    """Every phrase the steps use, the nested ones too."""
    out: list[Phrase] = []
    todo = [s.phrase for s in seq.steps if s.phrase is not None]
    while todo:
        p = todo.pop()
        out.append(p)
        todo += [a for a in p.args if isinstance(a, Phrase)]
    return out


def test_every_template_the_steps_use_is_in_the_translation_file() -> None:
    game = TicTacToe()
    said: list[Phrase] = []
    for text in (TEXTBOOK, "((3) (5 2 7) (4))", "((3) (5 2))", '{"label": "S", "children": [[5, 18], [10, 5, 7]]}'):
        for algorithm in ("minimax", "alphabeta"):
            said += phrases(tree_steps(parse_tree_text(text), algorithm))  # type: ignore[arg-type]
    said += phrases(tree_steps(parse_tree_text(CHANCE), "expectiminimax"))
    said += phrases(tree_steps(parse_tree_text('{"type": "chance", "probs": [1], "children": [[1, 2]]}'),
                               "expectiminimax"))
    for moves in ([5, 1], [5]):  # a MAX root and a MIN root, cut off by depth
        result = search(game, game.play(game.initial_state(), moves),
                        SearchOptions(algorithm="alphabeta", depth=2, evaluation=OpenLines(), record=True))
        assert result.tree is not None
        said += phrases(record_steps(result.tree, "alphabeta"))
    used = {(p.context, p.template) for p in said}
    ts = ET.parse(HERE / "minimax_studio_de.ts").getroot()
    found = {(c.findtext("name"), m.findtext("source")) for c in ts.iter("context") for m in c.iter("message")}
    assert {context for context, _ in used} == {"ExplorerSteps"}
    assert len(used) >= 25, sorted(used)
    assert used - found == set()


def test_the_german_file_translates_every_explorer_sentence() -> None:
    ts = ET.parse(Path(HERE) / "minimax_studio_de.ts").getroot()
    context = next(c for c in ts.iter("context") if c.findtext("name") == "ExplorerSteps")
    untranslated = [m.findtext("source") for m in context.iter("message")
                    if m.find("translation") is None or m.find("translation").get("type") == "unfinished"]  # type: ignore[union-attr]
    assert untranslated == []
