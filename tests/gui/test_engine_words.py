"""The engine's sentences that the window shows (how a node ended, SSS*'s step, MTD(f)'s passes) reach Qt's
translation: the engine marks them (``engine.i18n``, no Qt) and hands them as a template with arguments, the
window translates the template. A translator that marks every word (« ») stands in for a language. Without
one the window's English is the engine's, and ``str`` of a sentence is what the command line prints."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from engine.games.tree import TreeGame, build_tree
from engine.i18n import Phrase
from engine.record import ALPHA_CUT, BETA_CUT, EXPANDED, TreeRecord
from engine.search import SearchOptions, search
from engine.search.mcts_record import MctsRecord
from engine.search.mtdf_record import MtdfRecord
from engine.search.sss import CASES
from engine.search.sss_record import SSSRecord
from gui.i18n import spoken
from gui.search_tree.model import COL_END, COL_MOVE, SearchTreeModel
from gui.search_tree.widget import SearchTreeWidget

from . import test_tree_and_lab_words as tree_and_lab_words
from .test_family_dock import fetch_all, sss_record
from .test_tree_and_lab_words import Marking, connect4_record, marked

ROOT = Path(__file__).resolve().parents[2]
TREE = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


marking = tree_and_lab_words.marking  # the same marking translator, as this module's fixture


def tree_record(algorithm: str) -> TreeRecord:
    root = build_tree(TREE)
    record = search(TreeGame(root), root, SearchOptions(algorithm, record=True)).tree
    assert record is not None
    return record


def test_the_how_it_ended_column_speaks_the_users_language(qtmodeltester, marking: Marking) -> None:  # type: ignore[no-untyped-def]
    rec = connect4_record()
    model = SearchTreeModel()
    model.set_record(rec)
    qtmodeltester.check(model)
    cut = next(i for i in range(len(rec)) if rec.end[i] == BETA_CUT)
    text = model.texts.describe(cut)
    assert text.startswith("«β-cutoff after ") and " ≥ β = " in text and text.endswith("»"), text
    whole = next(i for i in range(len(rec)) if rec.end[i] == EXPANDED and rec.n_children[i] > 1)
    assert model.texts.describe(whole) == f"«all {rec.n_children[whole]} children»"  # the count written for %n
    row = model.index_of_node(whole)
    assert model.data(row.siblingAtColumn(COL_END)) == model.texts.describe(whole)
    assert {"SearchTreeModel", "TreeRecord"} <= marking.contexts


def test_without_a_translation_the_column_reads_as_the_engine_writes_it() -> None:
    rec = connect4_record()
    model = SearchTreeModel()
    model.set_record(rec)
    for i in range(len(rec)):
        if rec.end[i] == EXPANDED:
            assert model.texts.describe(i) == rec.describe_end(i)
    cut = next(i for i in range(len(rec)) if rec.end[i] == ALPHA_CUT)
    k, n = rec.n_examined[cut], rec.n_children[cut]
    assert model.texts.describe(cut).startswith(f"α-cutoff after {k} of {n}: v = ")
    assert rec.describe_end(cut) == f"α-cutoff after {k} of {n}: v ≤ α"  # the command line's words, unchanged


def test_the_sss_step_line_and_column_are_translated(qtbot, marking: Marking) -> None:  # type: ignore[no-untyped-def]
    w = SearchTreeWidget()
    qtbot.addWidget(w)
    record = sss_record()
    w.set_record(record, "SSS*")
    fetch_all(w.model)
    w.sss_bar.set_step(1)
    line = w.sss_bar.step_text.text()
    assert "«a live MAX node puts all its children on OPEN»" in line and marked(line), line
    w.sss_bar.set_step(len(record.steps))
    assert marked(w.model.data(w.model.index(0, COL_END, w.model.index(0, 0))))
    assert {"SSSStar", "SearchTreeWidget"} <= marking.contexts


def test_the_sss_columns_sentences_are_translated(marking: Marking) -> None:
    rec = tree_record("sss")
    assert isinstance(rec, SSSRecord)
    model = SearchTreeModel()
    model.set_record(rec)
    fetch_all(model)
    leaf = next(iter(rec.solved_order))
    # the order written in, and the nested word ("terminal") translated too
    assert model.data(model.index_of_node(leaf).siblingAtColumn(COL_END)) == \
        f"«leaf solved {rec.solved_order[leaf]}. («terminal»)»"
    assert "SSSRecord" in marking.contexts


def test_mtdf_passes_are_translated_and_the_path_names_the_pass(marking: Marking) -> None:
    rec = tree_record("mtdf")
    assert isinstance(rec, MtdfRecord)
    model = SearchTreeModel()
    model.set_record(rec)
    fetch_all(model)
    first = min(rec.passes)
    assert model.data(model.index_of_node(first).siblingAtColumn(COL_MOVE)) == "«pass 1: «value ≥ 0?» «yes: ≥ 3»»"
    below = next(rec.children(first))
    assert model.path_text(below).endswith("(in «pass 1»)»")
    assert model.texts.describe(0) == f"«{len(rec.passes)} zero-window passes»"
    assert "MtdfRecord" in marking.contexts


def test_mtdf_in_english_is_the_engines_label() -> None:
    rec = tree_record("mtdf")
    assert isinstance(rec, MtdfRecord)
    model = SearchTreeModel()
    model.set_record(rec)
    fetch_all(model)
    labels = [model.data(model.index_of_node(p).siblingAtColumn(COL_MOVE)) for p in sorted(rec.passes)]
    assert labels == ["pass 1: value ≥ 0? yes: ≥ 3", "pass 2: value > 3? no: ≤ 3"]
    assert model.path_text(next(rec.children(min(rec.passes)))).endswith("(in pass 1)")


def test_english_singulars_stay_the_engines() -> None:
    rec = MctsRecord()
    rec.add_mcts(-1, -1, 0, 0, 1, 3, float("nan"))
    rec.close(0, 0.5, EXPANDED, 1)
    assert spoken(rec.end_phrase(0)) == str(rec.end_phrase(0)) == rec.describe_end(0) == "expanded: its 1 child"
    phrase = Phrase("TreeRecord", "all %n children", count=1, english="1 child")
    assert spoken(phrase) == str(phrase) == "1 child"
    assert all(spoken(case) == str(case) for case in CASES.values())


def test_the_engine_marked_words_are_extracted(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import update_translations
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    ts = tmp_path / "minimax_studio_xx.ts"
    ts.write_text(update_translations.skeleton("xx"), encoding="utf-8")
    files = update_translations.sources(ROOT)
    assert ROOT / "engine" / "record.py" in files and ROOT / "engine" / "search" / "sss.py" in files
    update_translations.lupdate([ts], files)
    found = {(c.findtext("name"), m.findtext("source")) for c in ET.parse(ts).getroot().iter("context")
             for m in c.iter("message")}
    # every sentence the records hand the window is in the file, under the context it is translated in
    said: list[Phrase] = list(CASES.values())
    for rec in (connect4_record(), tree_record("sss"), tree_record("mtdf"), tree_record("mcts")):
        for i in range(len(rec)):
            said.append(rec.end_phrase(i))
        if isinstance(rec, MtdfRecord):
            said += [part for p in rec.passes.values() for part in (p.name, p.label, p.question, p.answer)]
    pairs = {(p.context, p.template) for p in said}
    pairs |= {(a.context, a.template) for p in said for a in p.args if isinstance(a, Phrase)}
    assert ("TreeRecord", "β-cutoff after {0} of {1}: v ≥ β") in pairs and ("MctsRecord", "terminal") in pairs
    assert pairs - found == set()


COUNTS_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>TreeRecord</name>
    <message>
        <source>all %n children</source>
        <translation>alle Kinder (%n)</translation>
    </message>
</context>
<context>
    <name>EnhancementSettings</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten (viele)</numerusform>
        </translation>
    </message>
</context>
</TS>
"""


def test_a_count_is_translated_for_every_number_with_or_without_plural_forms(qapp, compile_ts, tmp_path: Path):
    """A sentence the engine counts ("all %n children") is marked without plural forms, so its .ts entry has
    one form, which Qt returns for a count of one only: the window uses it for every count. A message with
    plural forms gets the form for its count."""
    from PySide6.QtCore import QTranslator

    from gui.i18n import translated_count

    qm = compile_ts(tmp_path, COUNTS_TS)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        for n in (1, 2, 7):
            phrase = Phrase("TreeRecord", "all %n children", count=n, english="1 child" if n == 1 else None)
            assert spoken(phrase) == f"alle Kinder ({n})"
        assert translated_count("EnhancementSettings", "%n node(s)", 1) == "1 Knoten"
        assert translated_count("EnhancementSettings", "%n node(s)", 5) == "5 Knoten (viele)"
        assert translated_count("Nowhere", "%n thing(s)", 3) == "3 thing(s)"  # untranslated: the source's own
    finally:
        qapp.removeTranslator(translator)
    assert spoken(Phrase("TreeRecord", "all %n children", count=4)) == "all 4 children"


def test_the_value_scale_and_the_method_are_translated(qtbot, marking: Marking) -> None:  # type: ignore[no-untyped-def]
    """The statistics' "Values" row (win = +1, draw = 0, loss = −1) and the iterations' "Method" line (iterative
    deepening, table 16 MB, …) are the engine's words: the window shows them translated, formula and reason."""
    from engine.enhancements import Enhancements
    from engine.games.connect4 import ConnectFour, Windows
    from gui.panels.iterations_view import describe_search_quality
    from gui.panels.stats_panel import StatsPanel

    game = ConnectFour()
    options = SearchOptions("alphabeta", depth=3, evaluation=Windows(),
                            enhancements=Enhancements(iterative=True, tt_mb=16, ordering=("pv", "tt")))
    result = search(game, game.initial_state(), options)
    assert result.scale == str(result.scale_words) and result.method == str(result.method_words)
    panel = StatsPanel()
    qtbot.addWidget(panel)
    panel.show_result(result, "search")
    assert marked(panel.values["scale"].text()), panel.values["scale"].text()
    assert "«so a win outweighs any evaluation»" in panel.values["scale"].toolTip()
    quality = describe_search_quality(result)
    assert "«iterative deepening»" in quality and "«table {0} MB»".replace("{0}", "16") in quality, quality
    assert {"UtilityScale", "Enhancements"} <= marking.contexts
