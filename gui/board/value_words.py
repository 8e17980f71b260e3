"""``ValueWords``: the text a board writes for each move's value, and the words its tooltip says about it.

The board widget owns one (``BoardWidget.value_words``, made from the class's ``value_words_class``). The
texts are all to one precision; a game may add to them (the dice game names the cube when two reach one
square). The tooltip explains a value in words: whose value it is, what a bound says, a win or a loss on
this scale, and whether the search is still running. Its strings keep the ``BoardWidget`` translation
context they always had.
"""

from __future__ import annotations

import html
import math
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF

from engine.game import CHANCE
from engine.results import MoveValue

from ..app.format import fmt_move_values_alike, fmt_value
from ..i18n import player_name
from .view import BoardView


class ValueWords:
    """The words of ``board``'s move values."""

    def __init__(self, board: BoardView) -> None:
        self.board = board

    def texts(self, values: Mapping[int, MoveValue]) -> dict[int, str]:
        """The text written for each move's value: all to one precision (boards may add to it)."""
        moves = list(values)
        return dict(zip(moves, fmt_move_values_alike([values[m] for m in moves]), strict=True))

    def overlay_texts(self) -> dict[int, str]:
        """What the overlay writes for each move (e.g. ``"≤ 3"``), for tests and accessibility."""
        ov = self.board.marks.overlay()
        return self.texts({m: mv for m, mv in ov.values.items() if ov.says_something(mv)})

    def tooltip_at(self, at: QPointF) -> str:
        """The tooltip of the value written at ``at`` as rich text (it wraps: a sentence, not a line across
        the screen); "" where no value is written."""
        board = self.board
        tip = next((self.tooltip(m) for m in board.marks.overlay().values
                    if board.value_rect(m).contains(at) and self.tooltip(m)), "")
        return f"<qt>{html.escape(tip)}</qt>" if tip else ""

    def tooltip(self, move: int) -> str:
        """What the value written for ``move`` means, in words ("" when none is written there): whose value
        it is, what a bound says, a win or a loss on this scale, and whether the search is still running."""
        board = self.board
        ov = board.marks.overlay()
        mv = ov.values.get(move)
        state = board.marks.shown_state()
        if (mv is None or not board.marks.show_values or not ov.says_something(mv)
                or move not in board.game.actions(state)):
            return ""
        text = self.overlay_texts()[move]
        name = board.game.format_move(move)
        player = board.game.to_move(state)
        who = player_name(board.game, player) if player != CHANCE else QCoreApplication.translate(
            "BoardWidget", "the side to move")
        win = ov.win_value
        if math.isinf(win):  # Monte Carlo tree search: the board writes visits
            words = [QCoreApplication.translate(
                "BoardWidget", "{0}: {1} playouts went through this move; Monte Carlo tree search plays the most "
                "visited one.").format(name, text)]
        elif mv.bound == "upper":
            words = [QCoreApplication.translate(
                "BoardWidget", "{0}: {1}, at most {2}: alpha-beta refuted this move (another is at least as good) "
                "without needing its exact value.").format(name, text, fmt_value(mv.value))]
            if mv.value <= -win:
                words.append(QCoreApplication.translate(
                    "BoardWidget", "At most a loss: a loss for {0}, the opponent can force a win.").format(who))
        elif mv.bound == "lower":
            words = [QCoreApplication.translate(
                "BoardWidget", "{0}: {1}, at least {2}: good enough that alpha-beta stopped searching it.").format(
                name, text, fmt_value(mv.value))]
            if mv.value >= win:
                words.append(QCoreApplication.translate("BoardWidget", "At least a win: a win for {0}.").format(who))
        elif mv.value >= win:
            words = [QCoreApplication.translate(
                "BoardWidget", "{0}: {1}, a win for {2}: the search found how to force it.").format(name, text, who)]
        elif mv.value <= -win:
            words = [QCoreApplication.translate(
                "BoardWidget", "{0}: {1}, a loss for {2}: the opponent can force a win.").format(name, text, who)]
        else:
            words = [QCoreApplication.translate(
                "BoardWidget", "{0}: {1}, the search's value of this move for {2}: higher is better for {2}; a win "
                "is worth {3}.").format(name, text, who, fmt_value(win))]
        if ov.live:
            words.append(QCoreApplication.translate(
                "BoardWidget", "The search is still running: these are its values so far, of the moves it has "
                "searched at the depth it is on."))
        elif move == ov.best:
            words.append(QCoreApplication.translate("BoardWidget", "The best move."))
        elif move in ov.ties:
            words.append(QCoreApplication.translate("BoardWidget", "As good as the best move."))
        return " ".join(words)
