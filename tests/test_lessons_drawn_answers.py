"""Answers given on a drawing, as text and back (gui/learn/drawn_answers.py, widget-free)."""

from __future__ import annotations

from engine.games import game_info
from gui.learn.drawn_answers import leaf_marks, leaves_named, typed_line

LEAVES = [((0, 0), "B1"), ((0, 1), "B2"), ((1, 0), "C1"), ((1, 1), "C2")]


def test_typed_leaf_names_become_marked_leaves_whatever_the_case_and_separators():
    assert leaves_named(LEAVES, "c2,  b1;x9") == {(1, 1), (0, 0)}
    assert leaves_named(LEAVES, "") == set()


def test_marks_before_and_after_a_check():
    assert leaf_marks({(0, 0)}) == {(0, 0): "marked"}
    assert leaf_marks({(0, 0), (1, 1)}, {(1, 1), (1, 0)}) == {(1, 1): "right", (1, 0): "missed", (0, 0): "wrong"}


def test_a_typed_line_stops_at_the_first_move_that_does_not_read_or_is_not_legal():
    game = game_info("tictactoe").factory()
    start = game.play(game.initial_state(), game.parse_moves("5193"))
    assert typed_line(game, start, "2 8 4") == [2, 8, 4]
    assert typed_line(game, start, "284") == [2, 8, 4]
    assert typed_line(game, start, "2 5 4") == [2]  # 5 is taken
    assert typed_line(game, start, "2 x 4") == [2]
