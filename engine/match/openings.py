"""Where the games of a round start: the start position, a few seeded random plies, or a file's lines.

Two agents that search deterministically play the same game every time from the same position, so
a match of hundreds of games would measure one game hundreds of times. Varied openings, each played
twice with the colours swapped, measure the agents instead of the openings.

* ``random:PLIES`` - that many random legal plies (dice included) from the start, drawn from a
  generator seeded by the tournament seed and the round, so every pair of players meets the same
  openings and a resumed run draws the same ones again. An opening that already ends the game is
  drawn again.
* a file - one opening per line, in the game's move notation (``4453`` for Connect Four, ``5 1 9`` for
  tic-tac-toe); blank lines and lines starting with ``#`` are skipped; round k plays line k (cycling).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..errors import InputError, NotationError
from ..game import CHANCE, Game, Move
from ..validation import FileRefused, read_regular_file

MAX_DRAWS = 1000
MAX_OPENINGS_FILE_BYTES = 16 << 20
"""An openings file of 16 MB holds hundreds of thousands of openings: more than any tournament plays."""


@dataclass(frozen=True)
class Openings:
    """The openings of a tournament: ``kind`` is "start", "random" or "file"."""

    kind: str
    plies: int = 0
    lines: tuple[tuple[Move, ...], ...] = ()
    source: str = ""

    @property
    def varied(self) -> bool:
        return (self.kind == "random" and self.plies > 0) or (self.kind == "file" and len(set(self.lines)) > 1)

    def for_round(self, game: Game, seed: int, rnd: int) -> tuple[Move, ...]:
        if self.kind == "file":
            return self.lines[rnd % len(self.lines)]
        if self.kind == "random" and self.plies:
            return random_opening(game, self.plies, seed, rnd)
        return ()

    def describe(self) -> str:
        if self.kind == "random":
            return f"random:{self.plies}"
        if self.kind == "file":
            return self.source
        return "start"


def random_opening(game: Game, plies: int, seed: int, rnd: int) -> tuple[Move, ...]:
    for draw in range(MAX_DRAWS):
        rng = random.Random(f"opening:{seed}:{rnd}:{draw}")
        state = game.initial_state()
        moves: list[Move] = []
        while len(moves) < plies and not game.is_terminal(state):
            actions = game.actions(state)
            if game.to_move(state) == CHANCE:
                move = rng.choices(actions, weights=game.chance_probabilities(state))[0]
            else:
                move = rng.choice(actions)
            moves.append(move)
            state = game.result(state, move)
        if not game.is_terminal(state):
            return tuple(moves)
    raise InputError(f"random:{plies}: every opening drawn ends the game; use fewer plies")


def parse_openings(text: str | None, game: Game) -> Openings:
    """``None`` (the start), ``random:PLIES`` or a file name; ``InputError`` with the reason."""
    if text is None or text == "start":
        return Openings("start")
    if text.startswith("random:") or text == "random":
        arg = text.partition(":")[2]
        if not (arg.isascii() and arg.isdigit()):
            raise NotationError(f"--openings {text!r}: expected random:PLIES with PLIES a whole number")
        plies = int(arg)
        if plies > game.max_plies(game.initial_state()):
            raise NotationError(f"--openings {text!r}: a game of {game.title} has fewer plies than that")
        if plies:
            random_opening(game, plies, 0, 0)  # fails now, not in a worker, if no opening can be drawn
        return Openings("random", plies=plies)
    try:  # a regular file of sane size only: a FIFO would wait forever, /dev/zero read without end
        content = read_regular_file(text, MAX_OPENINGS_FILE_BYTES, "openings file").decode("utf-8")
    except FileRefused as e:
        if e.reason == "no such file":
            raise InputError(f"--openings: no file {text!r} (or give random:PLIES)") from None
        raise InputError(f"--openings: cannot read {text!r}: {e.reason}") from None
    except UnicodeDecodeError:
        raise InputError(f"--openings: cannot read {text!r}: it is not UTF-8 text") from None
    lines = []
    for number, line in enumerate(content.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            moves = tuple(game.parse_moves(line))
            state = game.play(game.initial_state(), moves)
        except InputError as e:
            raise InputError(f"{text}:{number}: {e}") from None
        if game.is_terminal(state):
            raise InputError(f"{text}:{number}: the opening {line!r} already ends the game")
        lines.append(moves)
    if not lines:
        raise InputError(f"--openings: {text!r} holds no opening")
    return Openings("file", lines=tuple(lines), source=text)
