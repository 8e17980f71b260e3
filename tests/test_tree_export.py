"""Exporting a recorded search tree: JSON that re-searches to the same value, DOT that Graphviz reads."""

from __future__ import annotations

import json
import math
import re
import shutil
import subprocess

import pytest
from hypothesis import given, settings

from engine.errors import NotationError
from engine.games.connect4 import ConnectFour, Windows
from engine.games.tictactoe import TicTacToe
from engine.games.tree import TreeGame, parse_tree_text
from engine.record import ALPHA_CUT, BETA_CUT, MAX, TreeRecord
from engine.search import SearchOptions, search
from engine.tree_export import format_bounded, pv_nodes, record_to_dot, record_to_json, value_bound
from main import main

from .trees import nested_trees, ref_minimax

TEXTBOOK = "[[3,12,8],[2,4,6],[14,5,2]]"


def record_of(tree_text: str, algorithm: str = "alphabeta", **kw) -> TreeRecord:
    root = parse_tree_text(tree_text)
    result = search(TreeGame(root), root, SearchOptions(algorithm, record=True, **kw))
    assert result.tree is not None
    return result.tree


def research(data: dict, algorithm: str = "minimax") -> float:
    """Parse exported data back (through JSON text, as a file would) and search it again."""
    root = parse_tree_text(json.dumps(data, allow_nan=False))
    value = search(TreeGame(root), root, SearchOptions(algorithm)).value
    assert value is not None
    return value


def test_textbook_export_round_trips_and_keeps_what_was_pruned():
    rec = record_of(TEXTBOOK)
    data = record_to_json(rec)
    assert research(data) == rec.value[0] == 3
    assert data["type"] == "max" and [c["label"] for c in data["children"]] == ["0", "1", "2"]
    refuted = data["children"][1]
    assert refuted["type"] == "min" and refuted["value"] == 2
    assert [c["value"] for c in refuted["children"]] == [2]  # pruned moves are not children
    assert refuted["info"]["pruned"] == ["1", "2"] and refuted["info"]["bound"] == "upper"
    assert refuted["info"]["end"] == "α-cutoff" and refuted["info"]["alpha"] == 3
    assert data["info"]["alpha"] == "-inf" and data["info"]["principal_variation"] == ["0", "0"]
    assert data["children"][0]["info"]["pv"] is True and "pv" not in refuted["info"]


def test_minimax_export_is_the_whole_tree():
    rec = record_of(TEXTBOOK, "minimax")
    data = record_to_json(rec)
    assert [[leaf["value"] for leaf in c["children"]] for c in data["children"]] == [[3, 12, 8], [2, 4, 6], [14, 5, 2]]
    assert all("pruned" not in c["info"] and "bound" not in c["info"] for c in data["children"])


@settings(max_examples=60, deadline=None)
@given(nested_trees())
def test_exports_of_random_trees_research_to_the_recorded_value(tree):
    text = json.dumps(tree)
    for algorithm in ("alphabeta", "minimax"):
        rec = record_of(text, algorithm)
        assert research(record_to_json(rec)) == rec.value[0] == ref_minimax(tree)


def test_chance_tree_keeps_its_probabilities():
    text = json.dumps({"type": "chance", "probs": [0.25, 0.75], "children": [[1, 5], [[2, 8], [0]]]})
    rec = record_of(text, "expectiminimax")
    data = record_to_json(rec)
    assert data["type"] == "chance" and data["probs"] == [0.25, 0.75]
    assert research(data, "expectiminimax") == pytest.approx(rec.value[0])


def test_depth_cutoff_leaves_carry_their_evaluation():
    state = ConnectFour().play(ConnectFour().initial_state(), [4, 4, 3])
    result = search(ConnectFour(), state, SearchOptions("alphabeta", depth=3, evaluation=Windows(), record=True))
    rec = result.tree
    assert rec is not None
    data = record_to_json(rec)
    assert research(data) == rec.value[0] == result.value
    leaves = []
    stack = [data]
    while stack:
        node = stack.pop()
        stack.extend(node.get("children", ()))
        if "children" not in node:
            leaves.append(node)
    assert leaves and {leaf["info"]["end"] for leaf in leaves} <= {"depth cutoff", "terminal"}
    assert data["info"]["game"] == "connect4" and not data["info"]["truncated"]


def test_a_big_truncated_record_keeps_its_upper_levels():
    """The budget runs out inside the second root move: that move keeps its recorded children and one
    stand-in leaf for the six it searched but could not record; every later root move is still there,
    with its value, as a leaf (the record keeps the root's moves beyond its budget)."""
    game = ConnectFour()
    result = search(game, game.initial_state(), SearchOptions("minimax", depth=5, evaluation=Windows(), record=True,
                                                              record_budget=3000))
    rec = result.tree
    assert rec is not None and rec.truncated
    data = record_to_json(rec)
    assert [c["label"] for c in data["children"]] == ["1", "2", "3", "4", "5", "6", "7"]
    second = data["children"][1]
    assert second["children"][-1]["label"] == "…" and second["info"]["unrecorded"] == 6
    assert all("children" not in c and c["info"]["unrecorded"] == 7 for c in data["children"][2:])
    assert "unrecorded" not in data["info"]
    assert research(data) == rec.value[0] == result.value


def test_a_truncated_chance_node_gets_a_stand_in_with_the_missing_probability():
    # The chance node is a root move (recorded whatever the budget); the budget runs out below it.
    text = json.dumps({"type": "max", "children": [
        {"type": "chance", "probs": [0.5, 0.25, 0.25], "children": [[1, 5], [[2, 8], [0]], [7, 3]]}]})
    rec = record_of(text, "expectiminimax", record_budget=6)
    assert rec.truncated
    data = record_to_json(rec)["children"][0]
    # root, chance, [1 5] and its leaves, then [[2 8] [0]] without its children: the third outcome is missing
    assert data["probs"] == [0.5, 0.25, 0.25] and [c["label"] for c in data["children"]] == ["0", "1", "…"]
    assert "children" not in data["children"][1]  # nothing below it was recorded: a leaf with its value
    assert research(data, "expectiminimax") == pytest.approx(rec.value[1])


def test_a_truncated_record_still_exports_its_value():
    game = TicTacToe()
    result = search(game, game.initial_state(), SearchOptions("alphabeta", record=True, record_budget=500))
    rec = result.tree
    assert rec is not None and rec.truncated
    data = record_to_json(rec)
    assert data["info"]["truncated"] is True
    assert research(data) == rec.value[0] == result.value
    assert "unrecorded" in json.dumps(data)


def test_a_stopped_search_exports_what_finished():
    class Stopped:
        def is_set(self) -> bool:
            return True

    game = ConnectFour()
    result = search(game, game.initial_state(), SearchOptions("alphabeta", depth=6, evaluation=Windows(), record=True),
                    stop=Stopped())
    rec = result.tree
    assert rec is not None and result.stopped
    data = record_to_json(rec)
    assert "value" not in data and data["info"]["end"] == "stopped"
    assert parse_tree_text(json.dumps(data, allow_nan=False)).size > 1  # loadable, with what finished
    assert record_to_dot(rec).startswith("digraph")
    assert 'label="?"' in record_to_dot(rec)  # open nodes have no value yet


def test_nothing_finished_is_a_clear_error():
    rec = TreeRecord()
    rec.add(-1, -1, MAX, 0, -math.inf, math.inf, 3)  # opened, never closed: stopped at once
    with pytest.raises(ValueError, match="nothing to export"):
        record_to_json(rec)


def test_empty_record_is_a_clear_error():
    with pytest.raises(ValueError, match="empty"):
        record_to_json(TreeRecord())


def test_export_loads_through_analyze(tmp_path, capsys):
    path = tmp_path / "tree.json"
    path.write_text(json.dumps(record_to_json(record_of(TEXTBOOK))), encoding="utf-8")
    assert main(["analyze", "--tree", f"@{path}", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["value"] == 3 and out["best_move"] == 0


def test_parser_accepts_info_objects_only():
    assert parse_tree_text('{"children": [1, {"value": 2, "info": {"x": 1}}], "info": {}}').size == 3
    with pytest.raises(NotationError, match="info must be an object"):
        parse_tree_text('{"children": [1], "info": 3}')
    with pytest.raises(NotationError, match="unknown field 'extra'"):
        parse_tree_text('{"children": [1], "extra": 3}')


def test_bounds_and_pv_helpers():
    rec = record_of(TEXTBOOK)
    assert [rec.path(i) for i in pv_nodes(rec)] == [[], [0], [0, 0]]
    refuted = rec.find([1])
    assert refuted is not None and value_bound(rec, refuted) == "upper" and format_bounded(rec, refuted) == "≤ 2"
    assert value_bound(rec, 0) == "exact" and format_bounded(rec, 0) == "3"


# -- DOT -------------------------------------------------------------------------------------------
def dot_statements(dot: str) -> tuple[list[str], list[str]]:
    lines = dot.strip().splitlines()
    assert lines[0] == "digraph search_tree {" and lines[-1] == "}"
    body = [ln.strip() for ln in lines[1:-1] if not ln.strip().startswith(("graph ", "node ", "edge "))]
    assert all(ln.endswith("];") for ln in body), "one statement per line"
    edges = [ln for ln in body if " -> " in ln]
    nodes = [ln for ln in body if " -> " not in ln]
    return nodes, edges


def test_dot_has_one_line_per_node_and_edge_with_the_textbook_shapes():
    rec = record_of(TEXTBOOK)
    dot = record_to_dot(rec)
    assert dot.count("{") == dot.count("}") == 1 and dot.count("[") == dot.count("]")
    nodes, edges = dot_statements(dot)
    n_pruned = sum(len(rec.pruned_moves(i)) for i in range(len(rec)) if rec.end[i] in (BETA_CUT, ALPHA_CUT))
    assert n_pruned == 2
    assert len(nodes) == len(rec) + n_pruned and len(edges) == len(rec) - 1 + n_pruned
    assert re.search(r"^n0 \[shape=triangle, label=\"3\"", "\n".join(nodes), re.M)
    assert sum("shape=invtriangle" in ln for ln in nodes) == 3
    assert sum("shape=box" in ln and "pruned" not in ln for ln in nodes) == 7  # the evaluated leaves
    grey = [ln for ln in edges if "style=dashed, color=grey" in ln]
    assert len(grey) == 2 and all(ln.startswith("n") and "-> p" in ln for ln in grey)
    bold = [ln for ln in edges if "style=bold" in ln]
    assert [ln.split(" [")[0] for ln in bold] == [f"n0 -> n{rec.find([0])}", f"n{rec.find([0])} -> n{rec.find([0, 0])}"]
    assert 'label="≤ 2"' in dot  # the refuted MIN node's value is a bound


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz's dot is not installed")
def test_graphviz_reads_the_dot(tmp_path):
    state = ConnectFour().play(ConnectFour().initial_state(), [4, 4])
    rec = search(ConnectFour(), state, SearchOptions("alphabeta", depth=3, evaluation=Windows(), record=True)).tree
    assert rec is not None
    for dot in (record_to_dot(rec), record_to_dot(record_of(TEXTBOOK))):
        done = subprocess.run(["dot", "-Tsvg"], input=dot, capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 0 and not done.stderr, done.stderr
        assert "<svg" in done.stdout
