"""What a line of a tournament's result file must be before a resumed run trusts it.

A resumed run counts every line it finds and plays only the games that are missing, so a line that is
not exactly a game this tournament would have played (a hand edit, another program's file, a run
with other settings) would corrupt the statistics or crash the run half-way, after it had already
appended to the file. Every line is therefore checked in full, against the tournament's own settings,
before anything is written:

* ``parse_line``: one JSON object, strictly (``NaN`` and ``Infinity`` are not JSON numbers);
* ``is_cut_short``: the last bytes of a file that a kill interrupted while it wrote a game's line,
  the only thing a resume may drop;
* ``check_record``: every field of the game's record, its moves replayed from the start.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import InputError
from ..game import CHANCE, Game
from ..validation import is_real, is_whole
from .openings import Openings

LINE_START = b'{"game":'
"""Every game's line starts so (``make_record`` puts ``game`` first and writes without spaces)."""

RESULTS = {1.0: "1-0", 0.0: "0-1", 0.5: "1/2-1/2"}
"""The first player's score and the ``result`` text that says it."""


class RecordProblem(InputError):
    """A line of a result file that is not a game of this tournament; ``str(e)`` says why."""


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def parse_line(raw: bytes) -> dict[str, Any] | None:
    """The JSON object on one line, or None when the line is anything else (``NaN`` included)."""
    try:
        value = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def is_cut_short(tail: bytes) -> bool:
    """Whether ``tail`` (a last line without its newline) is the beginning of a game's line that a kill
    cut short: it starts as every game's line does, or is a beginning of that start. Any other last
    line is not ours to drop."""
    if not tail:
        return False
    return tail.startswith(LINE_START) or LINE_START.startswith(tail)


@dataclass(frozen=True)
class Setting:
    """What a record must agree with: the tournament being resumed."""

    game_name: str
    game: Game
    seed: int
    games: int
    """Games per pair."""
    openings: Openings
    pairs: Sequence[tuple[str, str]]
    """Each pair's (a, b) names, by pair number."""


def check_record(record: dict[str, Any], s: Setting) -> tuple[int, int, int]:
    """The (pair, round, index) of a record that is a game this tournament plays; ``RecordProblem``
    naming the first field that is wrong otherwise."""
    game = record.get("game")
    if not isinstance(game, str):
        raise RecordProblem("not a tournament game (no game name)")
    if game != s.game_name:
        raise RecordProblem(f"holds games of {game!r}, not {s.game_name!r}")
    seed = record.get("seed")
    if not is_whole(seed):
        raise RecordProblem("not a tournament game (no seed)")
    if seed != s.seed:
        raise RecordProblem(f"was played with --seed {seed}; resume it with the same seed")
    pair, rnd, index = (_whole(record, k) for k in ("pair", "round", "index"))
    a, b = _text(record, "a"), _text(record, "b")
    if not 0 <= pair < len(s.pairs) or (a, b) != tuple(s.pairs[pair]):
        raise RecordProblem(f"holds games of {a} vs {b}, who are not a pair of this tournament (resume with "
                            "the same --players in the same order)")
    if not (0 <= index <= 1 and 0 <= rnd and 2 * rnd + index < s.games):
        raise RecordProblem(f"holds more than --games {s.games} games of {a} vs {b}")
    first, second = (a, b) if index == 0 else (b, a)
    if record.get("players") != [first, second]:
        raise RecordProblem(f"'players' must be [{first!r}, {second!r}] in game {index + 1} of a round")
    if record.get("colours") != {s.game.symbols[0]: first, s.game.symbols[1]: second}:
        raise RecordProblem("'colours' does not match 'players'")
    _check_outcome(record, s, rnd, first, second)
    return pair, rnd, index


def _check_outcome(record: dict[str, Any], s: Setting, rnd: int, first: str, second: str) -> None:
    game = s.game
    opening_text, moves_text = _text(record, "opening"), _text(record, "moves")
    if opening_text != game.format_moves(s.openings.for_round(game, s.seed, rnd)):
        raise RecordProblem(f"round {rnd + 1} was played from the opening {opening_text!r}, which this "
                            f"tournament's --openings {s.openings.describe()} does not give it (resume with the "
                            "same --openings)")
    try:
        opening, moves = game.parse_moves(opening_text), game.parse_moves(moves_text)
        state = game.play(game.initial_state(), moves)
    except InputError as e:
        raise RecordProblem(f"'moves' is not a game: {e}") from None
    if moves[:len(opening)] != opening:
        raise RecordProblem("'moves' does not start with the 'opening'")
    plies = _whole(record, "plies")
    if plies != len(moves) and not (game.has_passes and plies > len(moves)):  # (forced passes go unwritten)
        raise RecordProblem(f"'plies' is {plies} but 'moves' has {len(moves)}")
    a_score: Any = record.get("a_score")
    if not is_real(a_score) or float(a_score) not in RESULTS:
        raise RecordProblem("'a_score' must be 1, 0.5 or 0")
    first_score = float(a_score) if first == record["a"] else 1.0 - float(a_score)
    if record.get("result") != RESULTS[first_score]:
        raise RecordProblem(f"'result' must be {RESULTS[first_score]!r} for that 'a_score'")
    winner = None if first_score == 0.5 else first if first_score == 1.0 else second
    if record.get("winner", 0) != winner:
        raise RecordProblem(f"'winner' must be {winner!r} for that 'a_score'")
    forfeit = record.get("forfeit", 0)
    if forfeit is not None and not isinstance(forfeit, str):
        raise RecordProblem("'forfeit' must be null or the reason")
    if forfeit is None:
        if not game.is_terminal(state):
            raise RecordProblem("the game's 'moves' do not end the game and no player forfeited")
        u = game.utility(state, 0)
        if first_score != (1.0 if u > 0 else 0.0 if u < 0 else 0.5):
            raise RecordProblem("'a_score' is not the result of the game's 'moves'")
    else:
        if game.is_terminal(state):
            raise RecordProblem("a game lost by forfeit whose 'moves' end the game")
        mover = game.to_move(state)
        if mover != CHANCE and not game.has_passes and first_score != (0.0 if mover == 0 else 1.0):
            raise RecordProblem("the forfeit is not lost by the player to move")
    elapsed: Any = record.get("time")
    if not is_real(elapsed) or (isinstance(elapsed, float) and not math.isfinite(elapsed)) or elapsed < 0:
        raise RecordProblem("'time' must be a number of seconds")


def _whole(record: dict[str, Any], key: str) -> int:
    value: Any = record.get(key)
    if not is_whole(value):
        raise RecordProblem(f"{key!r} must be a whole number")
    return int(value)


def _text(record: dict[str, Any], key: str) -> str:
    value: Any = record.get(key)
    if not isinstance(value, str):
        raise RecordProblem(f"{key!r} must be text")
    return value
