"""Attacks on the readers the command line and the app share: tree text, EinStein positions, the
validation helpers. Anything is either read into something the engine can search, or refused with
an ``InputError``; nothing else escapes."""

from __future__ import annotations

import math
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.errors import InputError
from engine.games.einstein import EinStein
from engine.games.tree import MAX_CHILDREN, MAX_TREE_HEIGHT, MAX_TREE_VALUE, TreeGame, parse_tree_text
from engine.search import SearchOptions, search
from engine.validation import (
    nesting_depth,
    parse_float,
    parse_int,
    parse_json,
    read_regular_file,
    real_number,
    whole_number,
)

from .attack import attack_settings, hostile_text

TREE_SEEDS = ("((3 12 8) (2 4 6) (14 5 2))", '{"type": "chance", "children": [[1, 2], [3, -4]], "probs": [0.25, 0.75]}',
              '[{"type": "min", "children": [1, {"value": 2, "label": "b"}], "value": 1.5}, [3e2, -0.5]]')
POSITIONS = ("r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r", "r1..../.r5.r2./.r4b5../r6b3..b4/...b2b1 b 5")


def mutated(seeds: tuple[str, ...]) -> st.SearchStrategy[str]:
    """A seed text with a few characters replaced, inserted or deleted (hostile numbers among them)."""
    edit = st.tuples(st.integers(0, 200), st.sampled_from(["replace", "insert", "delete"]),
                     st.one_of(hostile_text, st.sampled_from(list("()[]{},.:-+eE0123456789 \"/rb."))))

    def apply(seed: str, edits: list[tuple[int, str, str]]) -> str:
        for pos, kind, text in edits:
            i = pos % (len(seed) + 1)
            if kind == "replace":
                seed = seed[:i] + text + seed[i + 1:]
            elif kind == "insert":
                seed = seed[:i] + text + seed[i:]
            else:
                seed = seed[:i] + seed[i + 1:]
        return seed

    return st.builds(apply, st.sampled_from(seeds), st.lists(edit, min_size=1, max_size=4))


@attack_settings(300)
@given(text=st.one_of(mutated(TREE_SEEDS), hostile_text))
def test_tree_text_is_read_or_refused(text: str) -> None:
    try:
        root = parse_tree_text(text)
    except InputError:
        return
    game = TreeGame(root)
    algorithm = "expectiminimax" if game.has_chance else "alphabeta"
    plain = search(game, root, SearchOptions(algorithm)).value
    assert plain is not None and math.isfinite(plain) and abs(plain) <= MAX_TREE_VALUE
    if game.has_chance:
        for mode in ("star1", "star2"):
            v = search(game, root, SearchOptions(algorithm, chance_pruning=mode)).value
            assert v is not None and math.isclose(v, plain, rel_tol=1e-9, abs_tol=1e-6), (text, mode)


@attack_settings(300)
@given(text=st.one_of(mutated(POSITIONS), hostile_text))
def test_einstein_positions_are_read_or_refused(text: str) -> None:
    game = EinStein()
    try:
        state = game.parse_position(text)
    except InputError:
        return
    assert game.parse_position(game.format_position(state)) == state  # what we read, we write back
    if not game.is_terminal(state):
        game.expand(state)
        search(game, state, SearchOptions("expectiminimax", depth=1, evaluation=game_race()))


def game_race():  # type: ignore[no-untyped-def]
    from engine.games.einstein import Race

    return Race()


@attack_settings(200)
@given(text=st.one_of(mutated(("random:12", "615243/123456", "fixed")), hostile_text))
def test_einstein_start_arrangements_are_read_or_refused(text: str) -> None:
    try:
        EinStein(text)
    except InputError:
        pass


def test_tree_limits() -> None:
    assert parse_tree_text(f"({MAX_TREE_VALUE} {-MAX_TREE_VALUE})").height == 1
    with pytest.raises(InputError, match="children"):
        parse_tree_text("[" + ",".join(["1"] * (MAX_CHILDREN + 1)) + "]")
    deep = "1"
    for _ in range(MAX_TREE_HEIGHT):
        deep = f"[{deep}]"
    assert parse_tree_text(deep).height == MAX_TREE_HEIGHT
    with pytest.raises(InputError, match="levels"):
        parse_tree_text(f"[{deep}]")
    with pytest.raises(InputError, match="levels"):
        parse_tree_text("(" * (MAX_TREE_HEIGHT + 1) + "1" + ")" * (MAX_TREE_HEIGHT + 1))
    root = parse_tree_text(deep)  # the deepest tree allowed searches with every algorithm
    assert search(TreeGame(root), root, SearchOptions("alphabeta", record=True, record_budget=10_000)).value == 1


# -- the shared helpers ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["²", "٣", "５", "3_0", "0x1", " ", "", "1.0", "9" * 401, "+-1"])
def test_parse_int_takes_ascii_digits_only(text: str) -> None:
    with pytest.raises(InputError):
        parse_int(text, "n")


@pytest.mark.parametrize("text", ["nan", "inf", "1e999", "1_0", "１", "", "1e", "--1"])
def test_parse_float_takes_finite_ascii_numbers_only(text: str) -> None:
    with pytest.raises(InputError):
        parse_float(text, "x")


def test_numbers_in_range_without_overflow() -> None:
    assert parse_int(" -12 ", "n", -20, 0) == -12 and parse_float("1.5e3", "x") == 1500.0
    with pytest.raises(InputError):
        parse_int("9" * 400, "n", 0, 10)  # a message, not an OverflowError formatting it
    for bad in (10**400, -(10**400), float("nan"), float("inf"), True, "1", None, [1]):
        with pytest.raises(InputError):
            real_number(bad, 0, 100, "x")
        with pytest.raises(InputError):
            whole_number(bad, 0, 100, "n")
    assert real_number(3, 0, 100, "x") == 3.0 and whole_number(7, 0, 10, "n") == 7


def test_json_nesting_and_digits() -> None:
    with pytest.raises(InputError, match="nested"):
        parse_json("[" * 100_000 + "]" * 100_000, "file")
    with pytest.raises(InputError, match="digits"):
        parse_json("9" * 5000, "file")
    assert parse_json('{"a": "[[[[", "b": [1]}', "file", max_nesting=2) == {"a": "[[[[", "b": [1]}
    assert nesting_depth({"a": [[1], {"b": []}]}) == 4 and nesting_depth(3) == 0


def test_read_regular_file(tmp_path: Path) -> None:
    f = tmp_path / "f.txt"
    f.write_bytes(b"x" * 10)
    assert read_regular_file(str(f), 10) == b"x" * 10
    with pytest.raises(InputError, match="too large"):
        read_regular_file(str(f), 9)
    with pytest.raises(InputError, match="folder"):
        read_regular_file(str(tmp_path), 100)
    with pytest.raises(InputError, match="cannot read"):
        read_regular_file(str(tmp_path / "missing"), 100)
    if os.path.exists("/dev/zero"):
        with pytest.raises(InputError, match="regular file"):
            read_regular_file("/dev/zero", 100)  # would read forever
