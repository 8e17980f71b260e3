"""Practice trees for lessons: seeded random trees, the names a learner reads and types, typed numbers."""

from __future__ import annotations

import math
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from engine.games.tree import parse_tree_text, tree_to_data
from engine.lessons import parse_answer_number
from engine.lessons.practice_trees import find_node, inner_names, leaf_names, node_name, random_tree

TEXTBOOK = parse_tree_text("((3 12 8) (2 4 6) (14 5 2))")


def test_the_same_seed_draws_the_same_tree_and_another_seed_another():
    spec = "random depth=3 width=2 low=0 high=9"
    assert tree_to_data(random_tree(spec, 7)) == tree_to_data(random_tree(spec, 7))
    assert len({str(tree_to_data(random_tree(spec, s))) for s in range(10)}) > 5
    tree = random_tree("random depth=2 width=3 low=-5 high=5", 1)
    assert tree.height == 2 and len(tree.leaves()) == 9
    assert all(-5 <= leaf.value <= 5 for leaf in tree.leaves())


@pytest.mark.parametrize(("spec", "words"), [
    ("random depth=0", "at least 1"),
    ("random width=11", "at most 10"),
    ("random low=5 high=1", "low (5) is above high (1)"),
    ("random depth=12 width=10", "too many to work by hand"),
    ("random colour=red", "expected depth=, width=, low= or high="),
    ("random depth=３", "digits 0-9"),
])
def test_a_bad_random_tree_says_why(spec, words):
    with pytest.raises(InputError, match=re.escape(words)):
        random_tree(spec, 1)


def test_inner_nodes_are_lettered_level_by_level_and_leaves_after_their_parent():
    names = inner_names(TEXTBOOK)
    assert names == {(): "A", (0,): "B", (1,): "C", (2,): "D"}
    assert [n for _p, n in leaf_names(TEXTBOOK, names)] == ["B1", "B2", "B3", "C1", "C2", "C3", "D1", "D2", "D3"]
    labelled = parse_tree_text('{"label": "S", "children": [{"label": "M1", "children": [5, 18]}, [1, 2]]}')
    lnames = inner_names(labelled)
    assert lnames == {(): "S", (0,): "M1", (1,): "A"}
    assert node_name(labelled, lnames, (0, 1)) == "M12"


@pytest.mark.parametrize(("text", "path"), [("A", ()), ("root", ()), ("c", (1,)), ("C2", (1, 1)), ("[2, 0]", (2, 0)),
                                            ("[ ]", ())])
def test_a_node_is_found_by_its_name_or_its_path(text, path):
    assert find_node(TEXTBOOK, inner_names(TEXTBOOK), text) == path


@pytest.mark.parametrize("text", ["Q", "C4", "[3]", "[0, 0, 0]", "[x]"])
def test_a_node_the_tree_lacks_is_refused(text):
    with pytest.raises(InputError):
        find_node(TEXTBOOK, inner_names(TEXTBOOK), text)


@pytest.mark.parametrize(("text", "value"), [("3", 3), (" -2 ", -2), ("−2", -2), ("0.5", 0.5), ("+inf", math.inf),
                                             ("∞", math.inf), ("−∞", -math.inf), ("-inf", -math.inf), ("+7", 7)])
def test_a_typed_number_reads_as_a_learner_writes_it(text, value):
    assert parse_answer_number(text) == value


@pytest.mark.parametrize("text", ["three", "1_000", "３", "nan", "1e400", "", "--1"])
def test_what_is_not_a_number_is_refused(text):
    with pytest.raises(InputError):
        parse_answer_number(text)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=10_000))
def test_every_node_of_a_random_tree_is_found_again_by_its_name(seed):
    tree = random_tree("random depth=3 width=3 low=0 high=9", seed)
    names = inner_names(tree)
    stack = [tree]
    while stack:
        node = stack.pop()
        assert find_node(tree, names, node_name(tree, names, node.path)) == node.path
        stack.extend(node.children)
