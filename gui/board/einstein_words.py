"""``EinSteinValueWords``: the dice game's value texts, each named by its cube where two cubes reach one square."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from engine.games.einstein import EinStein, decode_move
from engine.results import MoveValue

from .einstein_painter import is_roll
from .value_words import ValueWords
from .view import BoardView


class EinSteinWordsView(BoardView, Protocol):
    @property
    def game(self) -> EinStein: ...


class EinSteinValueWords(ValueWords):
    """The value texts of an ``EinSteinBoard``."""

    board: EinSteinWordsView

    def sharing(self, move: int) -> list[int]:
        """The moves of the overlay that end on ``move``'s square (two cubes may reach the same one)."""
        to = decode_move(move)[1]
        return sorted(m for m in self.board.marks.overlay().values if not is_roll(m) and decode_move(m)[1] == to)

    def texts(self, values: Mapping[int, MoveValue]) -> dict[int, str]:
        """Where two cubes reach one square, each value is named by its cube: "3: 0.42"."""
        texts = super().texts(values)
        state = self.board.marks.shown_state()
        for move in texts:
            if not is_roll(move) and len(self.sharing_in(values, move)) > 1:
                cube = self.board.game.cube_at(state, decode_move(move)[0])
                if cube is not None:
                    texts[move] = f"{cube[1]}: {texts[move]}"
        return texts

    @staticmethod
    def sharing_in(values: Mapping[int, MoveValue], move: int) -> list[int]:
        to = decode_move(move)[1]
        return [m for m in values if not is_roll(m) and decode_move(m)[1] == to]
