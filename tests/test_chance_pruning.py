"""Expectiminimax and Ballard's Star1/Star2 pruning against a brute-force expectation, on random chance
trees (hypothesis) and hand-made ones."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import SearchConfigError
from engine.games.tree import StaticValue, TreeGame, build_tree
from engine.record import ALPHA_CUT, BETA_CUT, CHANCE_KIND
from engine.search import SearchOptions, evaluated_and_pruned_leaves, search, value_bounds
from main import main

MODES = ("star1", "star2")


# -- random chance trees ------------------------------------------------------------------------------
@st.composite
def chance_trees(draw: st.DrawFn, depth: int = 0, max_depth: int = 5) -> Any:
    """Tree data with explicit max/min/chance nodes; chance nodes get random (normalised) probabilities,
    sometimes left out (uniform), sometimes with a zero."""
    if depth >= max_depth or (depth > 0 and draw(st.integers(0, 3)) == 0):
        return draw(st.integers(-20, 20))
    kind = draw(st.sampled_from(("max", "min", "chance")))
    children = [draw(chance_trees(depth + 1, max_depth)) for _ in range(draw(st.integers(1, 4)))]
    node: dict[str, Any] = {"type": kind, "children": children}
    if kind == "chance" and draw(st.booleans()):
        weights = [draw(st.integers(0, 5)) for _ in children]
        if sum(weights) == 0:
            weights[0] = 1
        node["probs"] = [w / sum(weights) for w in weights]
    return node


def brute_force(data: Any) -> float:
    """The expectiminimax value, straight from the definition (values in MAX's terms)."""
    if not isinstance(data, dict):
        return data
    values = [brute_force(c) for c in data["children"]]
    if data["type"] == "max":
        return max(values)
    if data["type"] == "min":
        return min(values)
    probs = data.get("probs") or [1 / len(values)] * len(values)
    return sum(p * v for p, v in zip(probs, values, strict=True))


def run(data: Any, **kw: Any):
    root = build_tree(data)
    game = TreeGame(root)
    return game, root, search(game, root, SearchOptions("expectiminimax", record_budget=root.size + 1, **kw))


def close(a: float | None, b: float | None) -> bool:
    assert a is not None and b is not None
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


@settings(max_examples=300, deadline=None)
@given(chance_trees())
def test_expectiminimax_equals_the_brute_force_expectation(data):
    expected = brute_force(data)
    _, root, fast = run(data)
    _, _, recorded = run(data, record=True)
    assert close(fast.value, expected) and close(recorded.value, expected)
    if not root.is_leaf and root.kind != "chance":
        for mv in fast.moves:  # every root move is exact: no pruning in plain expectiminimax
            assert mv.bound == "exact" and close(mv.value, brute_force(data["children"][mv.move]))


@settings(max_examples=200, deadline=None)
@given(chance_trees())
def test_every_chance_node_probabilities_sum_to_one(data):
    root = build_tree(data)
    stack = [root]
    while stack:
        node = stack.pop()
        if node.kind == "chance":
            assert node.probs is not None and len(node.probs) == len(node.children)
            assert math.isclose(sum(node.probs), 1) and min(node.probs) >= 0
        stack.extend(node.children)
    _, _, r = run(data, record=True)
    rec = r.tree
    chance_nodes = [i for i in range(len(rec)) if rec.kind[i] == CHANCE_KIND]
    assert set(chance_nodes) == set(rec.probs)
    for i in chance_nodes:
        assert math.isclose(sum(rec.probs[i]), 1)


@settings(max_examples=300, deadline=None)
@given(chance_trees(), st.sampled_from(MODES), st.booleans())
def test_star1_and_star2_equal_plain_expectiminimax_on_random_trees(data, mode, record):
    _, root, plain = run(data)
    _, _, star = run(data, chance_pruning=mode, record=record)
    assert close(star.value, plain.value) and close(star.value, brute_force(data))
    assert [m.move for m in star.moves] == [m.move for m in plain.moves]
    for a, b in zip(star.moves, plain.moves, strict=True):  # root moves get a full window: all exact
        assert a.bound == "exact" and close(a.value, b.value)
    if mode == "star1":  # Star1 only skips leaves; Star2's probes may look at a leaf twice
        assert star.stats.terminals <= plain.stats.terminals
    if record and star.tree is not None and not star.tree.truncated:
        rec = star.tree
        cut = [i for i in range(len(rec)) if rec.end[i] in (ALPHA_CUT, BETA_CUT) and rec.kind[i] == CHANCE_KIND]
        evaluated, _ = evaluated_and_pruned_leaves(rec, root)
        if mode == "star1":
            assert len(cut) == star.stats.chance_cutoffs and len(evaluated) == star.stats.terminals
        else:  # Star2's probe searches are counted but not recorded
            assert len(cut) <= star.stats.chance_cutoffs and len(evaluated) <= star.stats.terminals


@settings(max_examples=150, deadline=None)
@given(chance_trees(max_depth=4), st.sampled_from(MODES), st.integers(1, 3))
def test_star_equals_plain_with_a_depth_cutoff(data, mode, depth):
    def with_values(d: Any, v: int = 0) -> Any:  # give every inner node a static value for the cutoff
        if not isinstance(d, dict):
            return d
        kids = [with_values(c, v + i + 1) for i, c in enumerate(d["children"])]
        return {**d, "value": (v * 7) % 11 - 5, "children": kids}

    data = with_values(data)
    kw = {"depth": depth, "evaluation": StaticValue()}
    _, _, plain = run(data, **kw)
    _, _, star = run(data, chance_pruning=mode, **kw)
    assert close(star.value, plain.value)


# -- hand-made trees: what the pruning saves -----------------------------------------------------------
# MAX → MIN → two chance nodes. The first is worth 2, so the MIN node's beta is 2; at the second,
# the first outcome (10, probability 1/2) already proves a value ≥ 10/2 + 0/2 = 5 ≥ beta with the
# tree's bounds [0, 10]: Star1 prunes the second outcome.
STAR1_TREE = {"type": "max", "children": [{"type": "min", "children": [
    {"type": "chance", "children": [2, 2]},
    {"type": "chance", "children": [10, 0]},
]}]}
# The same shape, but the second chance node has three outcomes (1/3 each) that are MAX nodes, and
# bounds [0, 9]. Star1 must search the first MAX node until a leaf reaches (2 − 0) / (1/3) = 6: four
# leaves (5, 1, 1, 9). Star2 probes first moves: the first outcome is ≥ 5, the second ≥ 4, so the
# chance node is ≥ 5/3 + 4/3 = 3 ≥ beta after two leaves, and no outcome is searched in full.
STAR2_TREE = {"type": "max", "children": [{"type": "min", "children": [
    {"type": "chance", "children": [2, 2]},
    {"type": "chance", "children": [[5, 1, 1, 9], [4, 0], [0, 0]]},
]}]}


def test_star1_cuts_a_chance_node_and_reports_it():
    _, root, plain = run(STAR1_TREE, record=True)
    _, _, star = run(STAR1_TREE, chance_pruning="star1", record=True)
    assert plain.value == star.value == 2
    assert plain.stats.chance_cutoffs == 0 and star.stats.chance_cutoffs == 1 and star.stats.chance_pruned == 1
    assert star.stats.nodes == plain.stats.nodes - 1
    evaluated, pruned = evaluated_and_pruned_leaves(star.tree, root)
    assert evaluated == [[0, 0, 0], [0, 0, 1], [0, 1, 0]] and pruned == [[0, 1, 1]]
    node = star.tree.find([0, 1])
    assert star.tree.end[node] == BETA_CUT and star.tree.value[node] >= 2
    # The outcome was searched with the window Star1 derived: (max(L, A), min(U, B)) = (0, 4).
    child = star.tree.find([0, 1, 0])
    assert (star.tree.alpha_in[child], star.tree.beta_in[child]) == (0, 4)


def test_star2_probes_and_cuts_before_a_full_search():
    _, _, plain = run(STAR2_TREE)
    _, _, star1 = run(STAR2_TREE, chance_pruning="star1", record=True)
    _, _, star2 = run(STAR2_TREE, chance_pruning="star2", record=True)
    assert plain.value == star1.value == star2.value == 2
    assert star2.stats.probes >= 1 and star2.stats.chance_cutoffs == 1
    assert (plain.stats.terminals, star1.stats.terminals, star2.stats.terminals) == (10, 6, 4)
    assert star1.stats.chance_pruned == 2 and star2.stats.chance_pruned == 3
    node = star2.tree.find([0, 1])
    assert star2.tree.end[node] == BETA_CUT and star2.tree.n_examined[node] == 0


def test_bounds_come_from_the_tree_and_the_evaluation():
    from engine.games.einstein import EinStein, Race
    from engine.search import SearchContext

    root = build_tree(STAR1_TREE)
    s = SearchContext(TreeGame(root), root, SearchOptions("expectiminimax", chance_pruning="star1"), None, None)
    assert value_bounds(s) == (0, 10)
    g = EinStein()
    ev = Race()
    s = SearchContext(g, g.initial_state(), SearchOptions("expectiminimax", depth=2, evaluation=ev), None, None)
    assert value_bounds(s) == (-ev.win_score, ev.win_score)


def test_chance_pruning_settings_are_checked():
    root = build_tree(STAR1_TREE)
    game = TreeGame(root)
    with pytest.raises(SearchConfigError, match="expectiminimax"):
        search(game, root, SearchOptions("minimax", chance_pruning="star1"))
    with pytest.raises(SearchConfigError, match="unknown chance pruning"):
        search(game, root, SearchOptions("expectiminimax", chance_pruning="star3"))


def test_cli_tree_with_chance_pruning(capsys):
    code = main(["analyze", "--tree", json.dumps(STAR1_TREE), "--algorithm", "expectiminimax",
                 "--chance-pruning", "star1", "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    r = json.loads(out)
    assert r["value"] == 2 and r["stats"]["chance_cutoffs"] == 1 and r["stats"]["chance_pruned"] == 1
    assert r["pruned_leaves"] == [[0, 1, 1]]
    # Without --algorithm, a tree with chance nodes is searched by expectiminimax.
    code = main(["analyze", "--tree", json.dumps(STAR1_TREE), "--json"])
    out, _ = capsys.readouterr()
    assert code == 0 and json.loads(out)["algorithm"] == "expectiminimax"
    with pytest.raises(SystemExit) as e:
        main(["analyze", "--tree", json.dumps(STAR1_TREE), "--algorithm", "minimax", "--chance-pruning", "star2"])
    assert e.value.code == 2 and capsys.readouterr().err.count("\n") == 1


class _StopAfter:
    """A stop flag that turns on after ``n`` checks: deterministic, no clock."""

    def __init__(self, n: int) -> None:
        self.n = n

    def is_set(self) -> bool:
        self.n -= 1
        return self.n < 0


@pytest.mark.parametrize("mode", MODES)
def test_star_search_stops_and_reports_progress(mode):
    from engine.games.einstein import EinStein, Race

    g = EinStein()
    state = g.result(g.initial_state(), 3)
    options = SearchOptions("expectiminimax", depth=8, evaluation=Race(), chance_pruning=mode, progress_interval=0)
    reports: list = []
    r = search(g, state, options, observer=reports.append, stop=_StopAfter(20))
    assert r.stopped and r.best_move in g.actions(state) and reports
    assert reports[-1].nodes <= r.stats.nodes


def test_savings_against_plain_expectiminimax(capsys):
    from engine.games.einstein import EinStein, Race
    from engine.search import compare_with_plain, describe_savings

    g = EinStein()
    state = g.result(g.initial_state(), 3)
    pruned, plain = compare_with_plain(g, state, SearchOptions("expectiminimax", depth=3, evaluation=Race(),
                                                               chance_pruning="star2"))
    saved = describe_savings(pruned, plain)
    assert close(pruned.value, plain.value) and plain.stats.chance_cutoffs == 0
    assert saved["nodes_saved"] == plain.stats.nodes - pruned.stats.nodes > 0
    assert saved["plain_nodes"] == plain.stats.nodes and 0 < saved["saved_fraction"] < 1
    code = main(["analyze", "--game", "einstein", "--moves", "3", "--depth", "3", "--chance-pruning", "star2",
                 "--compare-plain", "--json"])
    out, _ = capsys.readouterr()
    cli_saved = json.loads(out)["chance_pruning_savings"]
    assert code == 0
    for key in ("plain_nodes", "nodes", "nodes_saved", "saved_fraction"):  # deterministic, unlike the times
        assert cli_saved[key] == saved[key]


def test_star2_with_a_recorded_tree_reports_the_nodes_it_searched_again():
    from engine.games import game_info
    from engine.games.einstein import EinStein
    from engine.search import SearchOptions, search

    info = game_info("einstein")
    game = EinStein()
    state = game.result(game.initial_state(), 5)
    ev = info.evaluations["race"]()
    plain = search(game, state, SearchOptions("expectiminimax", depth=3, evaluation=ev, chance_pruning="star2"))
    recorded = search(game, state, SearchOptions("expectiminimax", depth=3, evaluation=ev, chance_pruning="star2",
                                                 record=True))
    assert plain.value == recorded.value and plain.stats.research_nodes == 0
    assert recorded.stats.research_nodes > 0
    # Without the nodes spent only for the record, the recorded search costs about what the plain one does.
    assert abs((recorded.stats.nodes - recorded.stats.research_nodes) - plain.stats.nodes) < plain.stats.nodes * 0.05
