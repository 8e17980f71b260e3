"""Nim: heaps of counters; a move takes one or more counters from one heap; whoever takes the last counter
wins (normal play).

A move is written ``HK``: heap H (1-based), K counters (``23``: take 3 from heap 2; at most 9 at once). A
state is (heaps, player to move), the game starting from heaps of 3, 4 and 5; a position is written as the
heaps and the player to move, ``3 4 5 first``. ``actions`` lists the heaps
left to right, taking fewer counters first.
"""

from __future__ import annotations

from functools import reduce
from operator import xor

from ...errors import IllegalMoveError, NotationError
from ...evaluation import Evaluation, Param
from ...game import Game
from ...i18n import QT_TRANSLATE_NOOP
from ..info import GameInfo

START = (3, 4, 5)
MAX_HEAPS = 9
MAX_HEAP = 99
"""A position's largest heap (a search to the end of heaps this large already takes long)."""
SIDES = {"first": 0, "second": 1}
MAX_TAKE = 9
"""The most counters one move takes (a move is written with one digit for them)."""
State = tuple[tuple[int, ...], int]


def encode_move(heap: int, take: int) -> int:
    """The move taking ``take`` counters from heap ``heap`` (0-based): ``10 * (heap + 1) + take``."""
    return 10 * (heap + 1) + take


def decode_move(move: int) -> tuple[int, int]:
    """(heap, 0-based; counters taken) of a move."""
    return move // 10 - 1, move % 10


def nim_sum(heaps: tuple[int, ...]) -> int:
    """The exclusive-or of the heap sizes: zero exactly when the player to move loses against best play."""
    return reduce(xor, heaps, 0)


class Nim(Game):
    name = "nim"
    title = QT_TRANSLATE_NOOP("Game", "Nim")  # translated where the window shows it
    move_order = "heaps left to right, taking fewer counters first"

    def initial_state(self) -> State:
        return (START, 0)

    def to_move(self, state: State) -> int:
        return state[1]

    def actions(self, state: State) -> tuple[int, ...]:
        heaps, _ = state
        return tuple(encode_move(i, k) for i, h in enumerate(heaps) for k in range(1, min(h, MAX_TAKE) + 1))

    def result(self, state: State, move: int) -> State:
        if move not in self.actions(state):
            raise IllegalMoveError(f"{move}: take 1-9 counters from a heap that has them (heap H, K counters: HK)")
        heaps, player = state
        i, k = decode_move(move)
        return (heaps[:i] + (heaps[i] - k,) + heaps[i + 1:], 1 - player)

    def is_terminal(self, state: State) -> bool:
        return not any(state[0])

    def utility(self, state: State, player: int) -> float:
        # the player to move faces empty heaps: the other one took the last counter and won
        return -1 if state[1] == player else 1

    def max_plies(self, state: State) -> int:
        return sum(state[0])

    def format_move(self, move: int) -> str:
        return str(move)

    # A position is the heaps' sizes and the player to move: ``3 4 5 first`` (any heaps: the game's start is
    # one choice of them, so every position is one a game can start from).
    has_position_notation = True

    def parse_position(self, text: str) -> State:
        words = text.replace(",", " ").split()
        side = 0
        if words and words[-1].lower() in SIDES:
            side = SIDES[words.pop().lower()]
        if not words:
            raise NotationError("Nim position: no heaps (expected the heaps' sizes and the player to move, e.g. "
                                "'3 4 5 first')")
        if len(words) > MAX_HEAPS:
            raise NotationError(f"Nim position: {len(words)} heaps, at most {MAX_HEAPS}")
        heaps = []
        for i, word in enumerate(words, 1):
            # The length first: int() of thousands of digits is refused (or slow), and no heap is that big.
            if not (word.isascii() and word.isdigit()) or len(word.lstrip("0")) > len(str(MAX_HEAP)) or int(word) > MAX_HEAP:
                raise NotationError(f"Nim position, heap {i}: {word[:20]!r} is not a number of counters 0-{MAX_HEAP} "
                                    "(the side to move, 'first' or 'second', comes last)")
            heaps.append(int(word))
        return (tuple(heaps), side)

    def format_position(self, state: State) -> str:
        heaps, player = state
        return " ".join(map(str, heaps)) + " " + ("first", "second")[player]

    def render(self, state: State) -> str:
        heaps, player = state
        rows = [f"heap {i + 1}: {'o ' * h}".rstrip() + f"  ({h})" for i, h in enumerate(heaps)]
        turn = "game over" if self.is_terminal(state) else f"{self.player_name(player)} to move"
        return "\n".join([*rows, turn])


class NimSum(Evaluation):
    """Bouton's theorem: the player to move wins exactly when the heaps' nim-sum (XOR) is not zero."""

    name = "nimsum"
    description = "weight if the player to move can win (the nim-sum is not zero), else −weight; from the player's side"
    params = (Param("weight", 1, 0, 100, "the value of a won position"),)
    win_score = 1000.0

    def score(self, state: State, player: int) -> float:
        heaps, mover = state
        mover_wins = nim_sum(heaps) != 0
        return self.weights["weight"] * (1 if mover_wins == (mover == player) else -1)

    def terms(self, state: State, player: int) -> dict[str, float]:
        heaps, mover = state
        side = "the player to move" if mover == player else "the opponent"
        won = nim_sum(heaps) != 0
        return {f"nim-sum {nim_sum(heaps)}: {side} {'wins' if won else 'loses'}": self.score(state, player)}


EVALUATIONS: dict[str, type[Evaluation]] = {NimSum.name: NimSum}
GAME = GameInfo(Nim.name, Nim.title, Nim, EVALUATIONS, default_evaluation=NimSum.name,
                default_depth=None, max_depth=12,
                help_title=QT_TRANSLATE_NOOP("HelpPages", "Rules of Nim"))
