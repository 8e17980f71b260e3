"""The read-only position a user's evaluation function sees.

A user's evaluation file is written without importing anything from Minimax Studio, so it cannot
read our state encodings (Connect Four bitboards, tic-tac-toe bit masks, the dice game's cube
tuples). ``Position`` shows a state the way a person writes it down:

* ``board``: a tuple of strings, the top row first. In tic-tac-toe (3 × 3), Connect Four (6 rows
  of 7) and Othello (8 × 8) one character per cell: ``.`` empty, ``X`` the first player, ``O`` the
  second. In the dice game (EinStein würfelt nicht!, symbols ``R`` red and ``B`` blue) two characters per cell, because a
  cube has an owner and a number: ``R3``, ``B5``, or ``..`` for an empty square; rank 5 (red's corner)
  first, files a-e, so ``row[2 * file]`` is the owner and ``row[2 * file + 1]`` the cube number
  (``cell_width`` says how many characters a cell has).
* ``to_move``: the symbol of the player to move (``X``/``O``; ``R``/``B`` in the dice game). At a
  position where the die is still to be rolled, the player about to roll.
* ``legal_moves()``: the legal moves as strings in the game's notation (tic-tac-toe cells ``"1"``-``"9"``,
  Connect Four columns ``"1"``-``"7"``, dice-game moves ``"b4c3"`` and rolls ``"1"``-``"6"``).
* ``play(move)``: a new ``Position`` after ``move`` (notation text or the engine's integer move).
* ``is_over()``, ``winner()`` (a symbol or ``None``).
* ``moves``: the moves from the start to this position in the game's notation. For a position built
  from a game's moves (``Position.after``) and the positions ``play`` reaches from it, those moves. A
  position the search evaluates comes as a position, not a path (many move orders reach it, and a
  transposition table relies on its value not depending on the order): there ``moves`` is one legal
  order that reaches it, which the game reconstructs when first asked (tic-tac-toe, Connect Four;
  empty in Othello and the dice game, whose flips and captures hide the path). Reading it costs far
  more than ``board``.

A ``Position`` is built per evaluation call and computes the board only when asked; built-in
evaluations never go through it (they read the engine's state directly).
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import IllegalMoveError, NotationError
from .game import CHANCE, Game, Move, State


class Position:
    """A read-only view of one game state, in the words of the game's notation."""

    __slots__ = ("_board", "_game", "_moves", "_state")

    def __init__(self, game: Game, state: State, moves: Sequence[Move] | None = None) -> None:
        self._game = game
        self._state = state
        self._moves = None if moves is None else tuple(moves)  # None: not known yet (see ``moves``)
        self._board: tuple[str, ...] | None = None

    @classmethod
    def after(cls, game: Game, moves: Sequence[Move], start: State | None = None) -> Position:
        """The position after ``moves`` from ``start`` (the game's start by default), knowing its moves."""
        state = game.initial_state() if start is None else start
        return cls(game, game.play(state, moves), moves)

    @property
    def board(self) -> tuple[str, ...]:
        board = self._board
        if board is None:
            board = self._game.board_rows(self._state) or ()
            self._board = board
        return board

    @property
    def cell_width(self) -> int:
        """Characters per cell in ``board``: 1, or 2 in the dice game (owner, then cube number)."""
        return self._game.cell_width

    @property
    def to_move(self) -> str:
        game, state = self._game, self._state
        player = game.to_move(state)
        if player == CHANCE:
            player = game.perspective(state)
        return game.symbols[player]

    def _known_moves(self) -> tuple[Move, ...]:
        if self._moves is None:
            self._moves = self._game.moves_to(self._state) or ()
        return self._moves

    @property
    def moves(self) -> tuple[str, ...]:
        return tuple(self._game.format_move(m) for m in self._known_moves())

    def legal_moves(self) -> list[str]:
        game = self._game
        return [game.format_move(m) for m in game.actions(self._state)]

    def play(self, move: str | int) -> Position:
        game = self._game
        if isinstance(move, str):
            try:
                number = game.parse_move(move, self._state)
            except NotationError as e:
                raise ValueError(str(e)) from None
        else:
            number = move
        try:
            child = game.result(self._state, number)
        except IllegalMoveError as e:
            raise ValueError(f"illegal move {move!r}: {e}") from None
        return Position(game, child, (*self._known_moves(), number))

    def is_over(self) -> bool:
        return self._game.is_terminal(self._state)

    def winner(self) -> str | None:
        w = self._game.winner(self._state)
        return None if w is None else self._game.symbols[w]

    def text(self, with_moves: bool = False) -> str:
        """The position in one line, for messages: the game's position notation, else the board rows and
        the player to move, and the moves that reach it (``with_moves``: reconstructed if need be, so a
        message can say how to get there: ``analyze --moves``)."""
        game, state = self._game, self._state
        if game.has_position_notation:
            written = game.format_position(state)
            if written:
                return written
        rows = "/".join(self.board)
        known = self._known_moves() if with_moves else self._moves
        moves = f" after {game.format_moves(known)}" if known else ""
        return f"{rows} ({self.to_move} to move{moves})"

    def __repr__(self) -> str:
        return f"<Position {self.text()}>"
