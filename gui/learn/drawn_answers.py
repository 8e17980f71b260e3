"""Answers given on a drawing, as text and back: the leaves a learner marked on the tree and the moves
played on the board are written into the answer field, and what is typed there shows on the drawing.
Widget-free, so the panel only wires it."""

from __future__ import annotations

from typing import Any

from engine.errors import InputError
from engine.game import Game
from engine.lessons.practice_trees import split_names

Path = tuple[int, ...]


def leaves_named(leaves: list[tuple[Path, str]], text: str) -> set[Path]:
    """The leaves whose names ``text`` holds (``C2, C3``; unknown words are left out, case ignored)."""
    by_name = {name.casefold(): p for p, name in leaves}
    return {by_name[w.casefold()] for w in split_names(text) if w.casefold() in by_name}


def leaf_marks(marked: set[Path], truth: set[Path] | None = None) -> dict[Path, str]:
    """The tree scene's practice marks: the learner's marked leaves, or after a check (``truth``: the
    leaves alpha-beta never evaluates) right, missed and wrongly marked ones."""
    if truth is None:
        return {p: "marked" for p in marked}
    marks = {p: "right" for p in marked & truth}
    marks |= {p: "missed" for p in truth - marked}
    marks |= {p: "wrong" for p in marked - truth}
    return marks


def typed_line(game: Game, state: Any, text: str) -> list[Any]:
    """The moves of ``text`` as a line from ``state``, up to the first that does not read or is not legal."""
    moves: list[Any] = []
    for word in split_names(text):
        try:
            found = game.parse_moves(word)
        except InputError:
            break
        for m in found:
            if game.is_terminal(state) or m not in game.actions(state):
                return moves
            state = game.result(state, m)
            moves.append(m)
    return moves
