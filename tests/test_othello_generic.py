"""Othello through the generic tools, with no Othello-specific code in them: the recorded tree and
its exports, a subtree for the explorer, the comparison's variants, the tree's move labels."""

from __future__ import annotations

import json

from engine.games.othello import Combined, Othello
from engine.search import SearchOptions, search
from engine.tree_export import record_to_dot, record_to_json
from gui.explorer.subtree import record_subtree
from gui.window.compare import comparison_variants

GAME = Othello()


def test_a_recorded_othello_search_exports_and_opens_in_the_explorer():
    s = GAME.play(GAME.initial_state(), GAME.parse_moves("f5d6c3d3c4"))
    r = search(GAME, s, SearchOptions(depth=3, evaluation=Combined(), record=True))
    assert r.tree is not None and len(r.tree) == r.stats.nodes
    data = record_to_json(r.tree)
    text = json.dumps(data)
    assert GAME.format_move(r.best_move) in text
    assert [child["label"] for child in data["children"]] == [GAME.format_move(m) for m in GAME.actions(s)]
    assert "->" in record_to_dot(r.tree)
    tree, positions = record_subtree(r.tree, 0, max_nodes=200)
    assert tree.size <= 200 and positions
    assert all(len(label) == 2 or label == "pass" for path in positions for label in path)


def test_every_comparison_variant_finds_the_same_value():
    s = GAME.play(GAME.initial_state(), GAME.parse_moves("f5d6c3"))
    options = SearchOptions(depth=3, evaluation=Combined())
    values = set()
    for v in comparison_variants(options):
        if v.estimate:
            continue  # MCTS: a sampled estimate, not the exact value
        r = search(GAME, s, v.options)
        values.add(r.value)
    assert len(values) == 1
