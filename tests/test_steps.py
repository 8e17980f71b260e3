"""engine.steps: a recorded search told step by step, checked against the textbook and a plain reference."""

from __future__ import annotations

import math

from hypothesis import given, settings

from engine.games.tictactoe import OpenLines, TicTacToe
from engine.games.tree import TreeGame, build_tree, parse_tree_text
from engine.search import SearchOptions, evaluated_and_pruned_leaves, search
from engine.steps import (
    CUTOFF_STEP,
    DONE,
    ENTER,
    EXPECT,
    LEAF,
    RETURN,
    STEP_KINDS,
    WINDOW,
    fmt,
    record_steps,
    tree_steps,
)

from .trees import all_leaves, nested_trees, ref_minimax

TEXTBOOK = "((3 12 8) (2 4 6) (14 5 2))"


def leaf_paths(seq):
    return [seq.record.path(s.node) for s in seq.steps if s.kind == LEAF]


def test_textbook_alphabeta_steps():
    seq = tree_steps(parse_tree_text(TEXTBOOK), "alphabeta")
    kinds = [s.kind for s in seq.steps]
    assert set(kinds) <= set(STEP_KINDS)
    assert leaf_paths(seq) == [[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1], [2, 2]]
    assert [s.value for s in seq.steps if s.kind == LEAF] == [3, 12, 8, 2, 14, 5, 2]
    # exactly one cutoff: at MIN node [1], after its first leaf, pruning the leaves 4 and 6
    cuts = [s for s in seq.steps if s.kind == CUTOFF_STEP]
    assert len(cuts) == 1
    cut = cuts[0]
    assert seq.record.path(cut.node) == [1] and cut.pruned == (1, 2)
    assert cut.text == "MIN node [1]: v = 2 ≤ α = 3, the remaining children 4 and 6 are pruned."
    assert cut.path[-1].alpha == 3 and cut.path[-1].beta == math.inf and cut.path[-1].v == 2
    # values returned to the root: 3, 2, 2; the run ends with the root's value
    to_root = [s.value for s in seq.steps if s.kind == RETURN and s.node == 0]
    assert to_root == [3, 2, 2]
    assert seq.steps[-1].kind == DONE and seq.steps[-1].value == 3
    assert seq.steps[-1].text == "Done: the root's value is 3; the best move is 0, and the principal variation 0 0."
    # the root's α rises to 3 after its first child, and MIN node [1] is entered with it
    windows = [s for s in seq.steps if s.kind == WINDOW]
    assert windows[1].node == 0 and windows[1].path[-1].alpha == 3
    enter_c = next(s for s in seq.steps if s.kind == ENTER and seq.record.path(s.node) == [1])
    assert (enter_c.path[-1].alpha, enter_c.path[-1].beta) == (3, math.inf)
    assert "α = 3, β = +∞" in enter_c.text
    # what is pruned at the end: the two leaves below [1]
    assert [(seq.record.path(i), m) for i, m in seq.pruned(len(seq) - 1)] == [([1], 1), ([1], 2)]
    assert seq.next_cutoff(-1) == seq.steps.index(cut) and seq.next_cutoff(seq.steps.index(cut)) is None


def test_textbook_final_values_grow_step_by_step():
    seq = tree_steps(parse_tree_text(TEXTBOOK), "alphabeta")
    paths = {i: tuple(seq.record.path(i)) for i in range(len(seq.record))}
    end = len(seq) - 1
    finals = {paths[i]: v for i, v in seq.final_values(end).items()}
    assert finals[()] == 3 and finals[(0,)] == 3 and finals[(1,)] == 2 and finals[(2,)] == 2
    assert (1, 1) not in finals  # pruned: never reached
    assert seq.final_values(-1) == {} and seq.visited(-1) == []
    assert len(seq.visited(end)) == len(seq.record) == 11
    # monotone: what is known after step k is still known after step k + 1
    for k in range(end):
        assert set(seq.final_values(k)) <= set(seq.final_values(k + 1))
        assert set(seq.visited(k)) <= set(seq.visited(k + 1))


def test_minimax_has_no_window_steps_and_evaluates_every_leaf():
    seq = tree_steps(parse_tree_text(TEXTBOOK), "minimax")
    assert not seq.shows_window
    assert not [s for s in seq.steps if s.kind in (WINDOW, CUTOFF_STEP)]
    assert leaf_paths(seq) == all_leaves([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    assert "α" not in " ".join(s.text for s in seq.steps)
    assert seq.steps[-1].value == 3


def test_expectiminimax_steps_show_the_expectation():
    root = parse_tree_text('{"type": "chance", "probs": [0.25, 0.75], "children": [[3, 5], [1, 9]]}')
    seq = tree_steps(root, "expectiminimax")
    expect = [s for s in seq.steps if s.kind == EXPECT]
    assert len(expect) == 1 and expect[0].value == 0.25 * 5 + 0.75 * 9
    assert expect[0].text == "The root (chance): the expectation 0.25×5 + 0.75×9 = 8."
    assert seq.steps[-1].value == 8 and "best move" not in seq.steps[-1].text


def test_labels_name_the_nodes():
    root = parse_tree_text('{"label": "S", "children": [{"label": "M1", "children": [5, 18, 11]},'
                           ' {"label": "M2", "children": [10, 5, 7]}]}')
    seq = tree_steps(root, "alphabeta")
    cut = next(s for s in seq.steps if s.kind == CUTOFF_STEP)
    assert cut.text == "MIN node M2: v = 5 ≤ α = 5, the remaining child 7 is pruned."


def test_a_cut_with_the_last_child_prunes_nothing_and_says_so():
    seq = tree_steps(parse_tree_text("((3) (5 2))"), "alphabeta")
    assert not [s for s in seq.steps if s.kind == CUTOFF_STEP]
    last_return = next(s for s in seq.steps if s.kind == RETURN and seq.record.path(s.child) == [1, 1])
    assert "v = 2 ≤ α = 3, but no children remain to prune" in last_return.text


def test_depth_cutoff_steps_on_a_real_game():
    game = TicTacToe()
    state = game.play(game.initial_state(), [5, 1])
    result = search(game, state, SearchOptions(algorithm="alphabeta", depth=2, evaluation=OpenLines(), record=True))
    seq = record_steps(result.tree, "alphabeta")
    leaves = [s for s in seq.steps if s.kind == LEAF]
    assert leaves and all("depth cutoff" in s.text for s in leaves)
    assert seq.steps[-1].value == result.value
    assert sum(1 for s in seq.steps if s.kind == CUTOFF_STEP) == result.stats.cutoffs
    first = game.format_move(result.tree.move[1])
    assert seq.steps[1].text.startswith(f"Enter MIN node [{first}] with α = ")


def ref_events(node, alpha=-math.inf, beta=math.inf, is_max=True, path=()):
    """The textbook ALPHA-BETA-SEARCH, as plainly as possible, listing (event, path, detail) as it goes."""
    if not isinstance(node, list):
        return node, [("leaf", path, node)]
    events = [("enter", path, (alpha, beta))]
    v = -math.inf if is_max else math.inf
    for i, child in enumerate(node):
        x, sub = ref_events(child, alpha, beta, not is_max, (*path, i))
        events += sub
        if is_max:
            v = max(v, x)
            if v >= beta:
                if i + 1 < len(node):
                    events.append(("cutoff", path, tuple(range(i + 1, len(node)))))
                return v, events
            alpha = max(alpha, v)
        else:
            v = min(v, x)
            if v <= alpha:
                if i + 1 < len(node):
                    events.append(("cutoff", path, tuple(range(i + 1, len(node)))))
                return v, events
            beta = min(beta, v)
    return v, events


def step_events(seq):
    out = []
    for s in seq.steps:
        path = tuple(seq.record.path(s.node))
        if s.kind == LEAF:
            out.append(("leaf", path, s.value))
        elif s.kind == ENTER:
            out.append(("enter", path, (s.path[-1].alpha, s.path[-1].beta)))
        elif s.kind == CUTOFF_STEP:
            out.append(("cutoff", path, s.pruned))
    return out


@settings(max_examples=200, deadline=None)
@given(nested_trees())
def test_steps_match_a_plain_alphabeta_on_random_trees(data):
    root = build_tree(data)
    seq = tree_steps(root, "alphabeta")
    value, events = ref_events(data)
    assert step_events(seq) == events
    assert seq.steps[-1].value == value == ref_minimax(data)
    # every RETURN carries the value the record holds for the child, and every node's value is final
    # from its RETURN on
    for k, s in enumerate(seq.steps):
        if s.kind == RETURN:
            assert s.value == seq.record.value[s.child] and seq.final_at[s.child] == k
    evaluated, pruned = evaluated_and_pruned_leaves(seq.record, root)
    assert leaf_paths(seq) == evaluated
    below = [list(leaf.path) for i, m in seq.pruned(len(seq) - 1)
             for leaf in root.node_at(seq.record.path(i)).children[m].leaves()]
    assert below == pruned


@settings(max_examples=100, deadline=None)
@given(nested_trees())
def test_minimax_steps_on_random_trees(data):
    seq = tree_steps(build_tree(data), "minimax")
    assert [list(p) for p in leaf_paths(seq)] == all_leaves(data)
    assert seq.steps[-1].value == ref_minimax(data)
    # the running v shown on the path is always the best so far among returned children
    for s in seq.steps:
        if s.kind == RETURN and s.path[-1].v is not None:
            assert s.path[-1].v == s.value or s.text.count("stays") == 1


def test_fmt():
    assert [fmt(3.0), fmt(-2), fmt(math.inf), fmt(-math.inf), fmt(0.25), fmt(None), fmt(math.nan)] == \
        ["3", "−2", "+∞", "−∞", "0.25", "?", "?"]


def test_steps_of_a_search_whose_root_is_a_leaf():
    root = parse_tree_text("7")
    seq = tree_steps(root, "alphabeta")
    assert [s.kind for s in seq.steps] == [LEAF, DONE] and seq.steps[-1].value == 7


def test_game_record_names_moves_in_the_game_notation():
    game = TreeGame(parse_tree_text(TEXTBOOK))
    result = search(game, game.root, SearchOptions(algorithm="alphabeta", record=True))
    seq = record_steps(result.tree, "alphabeta", node_name=lambda r, i: f"#{i}")
    assert seq.steps[1].text.startswith("Enter MIN node #1")


def test_the_last_sentence_names_moves_by_their_labels_when_the_tree_has_them():
    from engine.games.tree import TreeGame, parse_tree_text
    from engine.search import SearchOptions, search
    from engine.steps import record_steps

    root = parse_tree_text('[{"label": "c3", "type": "min", "children": [{"value": 2, "label": "d4"}, 5]}, '
                           '{"label": "e5", "type": "min", "children": [1, 0]}]')
    r = search(TreeGame(root), root, SearchOptions("alphabeta", record=True, record_budget=root.size + 1))
    done = record_steps(r.tree, "alphabeta").steps[-1].text
    assert "the best move is c3" in done and "principal variation c3 d4" in done
