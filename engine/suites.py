"""Test suites: the standard files engine authors measure against, read into problems with expected answers.

Two formats, each tied to the game whose engines use it:

* **Edax's ``.obf``** (Othello; the FForum endgame problems are published in it): one position a line,
  the 64-character board and the side to move, then ``;`` and the exact score of some or all moves,
  ``G8:+18; H1:+12;``. A score is the final disc difference for the player to move with best play, the
  empty squares going to the winner (the World Othello Federation rule Edax and the FForum files use).
  The best moves are those with the highest score; a line without moves gives a position to solve,
  with nothing to check.
* **Pascal Pons's Connect Four test sets**: ``MOVES SCORE`` a line, the columns played from the start
  (``2252576253462244111563365343671351441``) and the position's score for the player to move: 0 a draw,
  for a win 22 minus the number of stones the winner has played when completing four (a faster win
  scores higher), a loss the opponent's win negated. The files give no moves.

Blank lines and lines starting with ``#`` or ``%`` are comments. A line that cannot be read (a malformed
or impossible position, an illegal move, a score out of range) is kept as a ``BadLine`` with its number
and the reason, so the rest of the file still runs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from .errors import InputError, NotationError
from .game import Game, State
from .games import game_info
from .search.options import FASTER_WINS_HORIZON
from .validation import read_text_file

MAX_SUITE_BYTES = 8 * 2**20
"""A suite file is a few thousand lines at most (FForum's: 79); a larger one is refused before it is read."""
COMMENT_STARTS = ("#", "%")


@dataclass(frozen=True)
class Problem:
    """One position of a suite with what the suite expects."""

    line: int
    """Its line number in the file (from 1)."""
    text: str
    """The position as the file wrote it."""
    state: State
    empties: int
    """Empty squares (Othello) or cells (Connect Four): how deep the solve goes."""
    expected: int | None
    """The position's score in the suite's convention, or None when the file gives none."""
    move_scores: dict[int, int] = field(default_factory=dict)
    """Each listed move's score (``.obf``), by move number; empty when the file lists none."""

    @property
    def best_moves(self) -> tuple[int, ...]:
        """The listed moves with the highest score (none listed: ())."""
        if not self.move_scores:
            return ()
        top = max(self.move_scores.values())
        return tuple(m for m, s in self.move_scores.items() if s == top)


@dataclass(frozen=True)
class BadLine:
    line: int
    reason: str


@dataclass(frozen=True)
class SuiteFormat:
    """How one kind of suite file is read and how its scores are counted."""

    name: str
    title: str
    game: str
    """The game's name in ``engine.games``."""
    convention: str
    """What a score means, in one sentence (for ``--help``, the report and the documentation)."""
    score_range: int
    """Scores lie in -score_range..score_range."""
    read_line: Callable[[Game, str], tuple[State, int | None, dict[int, int]]]
    empties: Callable[[Game, State], int]
    to_score: Callable[[Game, State, float, bool], int]
    """(game, position, the exact search value for the player to move, whether it counted plies (faster
    wins)) -> the score in the suite's convention."""


@dataclass
class Suite:
    format: SuiteFormat
    game: Game
    problems: list[Problem]
    bad_lines: list[BadLine]


def _score(text: str, what: str, limit: int) -> int:
    t = text.strip()
    if not re.fullmatch(r"[+-]?[0-9]{1,3}", t):
        raise NotationError(f"{what} must be a whole number like +18, -4 or 0, got {t[:20]!r}")
    value = int(t)
    if abs(value) > limit:
        raise NotationError(f"{what} {value:+d} is out of range (-{limit} to +{limit})")
    return value


# -- Edax's .obf ---------------------------------------------------------------------------------------
OBF_LIMIT = 64


def _obf_line(game: Game, text: str) -> tuple[State, int | None, dict[int, int]]:
    head, _, tail = text.partition(";")
    tail = tail.partition("%")[0]  # a remark after the scores
    state = game.parse_position(head)
    if game.is_terminal(state):
        raise InputError("the game is over in this position: there is nothing to solve")
    legal = set(game.actions(state))
    scores: dict[int, int] = {}
    for item in tail.split(";"):
        item = item.strip()
        if not item:
            continue
        move_text, colon, score_text = item.partition(":")
        if not colon:
            raise NotationError(f"{item[:20]!r} is not MOVE:SCORE (like G8:+18)")
        move_text = move_text.strip()
        move = game.PASS if move_text.lower() in ("ps", "pa", "pass") else game.parse_move(move_text)
        if move not in legal:
            raise NotationError(f"{move_text} is not a legal move in this position")
        if move in scores:
            raise NotationError(f"{move_text} is scored twice")
        scores[move] = _score(score_text, f"the score of {move_text}", OBF_LIMIT)
    return state, (max(scores.values()) if scores else None), scores


def _othello_empties(game: Game, state: State) -> int:
    rows = game.board_rows(state) or ()
    return sum(row.count(".") for row in rows)


def _margin(game: Game, state: State, value: float, faster: bool) -> int:
    return round(value)


# -- Pascal Pons's Connect Four test sets ------------------------------------------------------------------
PONS_LIMIT = 21  # 22 minus the winner's 1 stone at least (in practice at most 18: four stones)
PONS_STONES = 22
"""One more than the stones each player has (21 of the 42 cells): a win with the last stone scores 1."""
CONNECT4_CELLS = 42


def _pons_line(game: Game, text: str) -> tuple[State, int | None, dict[int, int]]:
    words = text.split()
    if len(words) != 2:
        raise NotationError(f"expected MOVES SCORE (columns 1-7 played from the start, then the score), "
                            f"got {len(words)} field{'s' * (len(words) != 1)}")
    moves, score = words
    if not moves.isdigit():
        raise NotationError(f"{moves[:20]!r} is not a move string (columns 1-7 played from the start)")
    state = game.parse_position(moves)
    if game.is_terminal(state):
        raise InputError("the game is over in this position: there is nothing to solve")
    return state, _score(score, "the score", PONS_LIMIT), {}


def _cells_left(game: Game, state: State) -> int:
    return game.max_plies(state)


def _pons_score(game: Game, state: State, value: float, faster: bool) -> int:
    """A search value for the player to move as Pons counts it (without faster wins only its sign: won,
    drawn or lost). With faster wins the value is ±(1000 − plies to the end): the stones on the board
    when the winner completes four are those now plus those plies, and the winner has played half of
    them, rounded up for the first player."""
    if value == 0 or not faster:
        return (value > 0) - (value < 0)
    plies = FASTER_WINS_HORIZON - round(abs(value))
    stones_at_end = CONNECT4_CELLS - game.max_plies(state) + plies
    left = PONS_STONES - (stones_at_end + 1) // 2
    return left if value > 0 else -left


OBF = SuiteFormat(
    "obf", "Edax .obf", "othello",
    "the final disc difference for the player to move with best play, the empty squares given to the winner "
    "(the World Othello Federation rule, as Edax and the FForum problems count; analyze --margin counts so too)",
    OBF_LIMIT, _obf_line, _othello_empties, _margin)
PONS = SuiteFormat(
    "pons", "Pascal Pons's test set", "connect4",
    "for the player to move: 0 a draw; a win scores 22 minus the stones the winner has played when completing "
    "four, counting that one (a faster win scores higher); a loss is the opponent's win negated",
    PONS_LIMIT, _pons_line, _cells_left, _pons_score)
FORMATS: dict[str, SuiteFormat] = {f.name: f for f in (OBF, PONS)}

_OBF_HEAD = re.compile(r"\s*[XO*xo.\-]{64}\s*[XOxo]\b")
_PONS_HEAD = re.compile(r"\s*[0-9]*\s+[+-]?[0-9]+\s*$")


def detect_format(path: str, lines: list[str]) -> SuiteFormat:
    """The format a file is in: ``.obf`` by its name, else by its first line that is not a comment."""
    if path.lower().endswith(".obf"):
        return OBF
    for text in lines:
        if not text.strip() or text.lstrip().startswith(COMMENT_STARTS):
            continue
        if _OBF_HEAD.match(text):
            return OBF
        if _PONS_HEAD.match(text):
            return PONS
        break
    else:
        raise InputError(f"suite {path!r}: no position to run (the file holds only blank lines and comments)")
    raise InputError(f"suite {path!r}: not a known suite format (Edax .obf: a 64-square Othello board, the side to "
                     "move and MOVE:SCORE items; Pascal Pons's Connect Four sets: MOVES SCORE a line)")


def nothing_to_run(suite: Suite) -> str:
    """Why a suite with no problems left cannot run, in the words the command line and the window share."""
    n = len(suite.bad_lines)
    return f"no position to run ({n} unreadable line{'s' * (n != 1)})" if n else "no position to run (the file holds none)"


def parse_suite(text: str, fmt: SuiteFormat) -> Suite:
    """The problems and the unreadable lines of a suite's text."""
    game = game_info(fmt.game).factory()
    problems: list[Problem] = []
    bad: list[BadLine] = []
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith(COMMENT_STARTS):
            continue
        try:
            state, expected, scores = fmt.read_line(game, stripped)
        except InputError as e:
            bad.append(BadLine(number, " ".join(str(e).split())))
            continue
        problems.append(Problem(number, stripped, state, fmt.empties(game, state), expected, scores))
    return Suite(fmt, game, problems, bad)


def read_suite(path: str, format_name: str | None = None) -> Suite:
    """A suite file read through the checks every file the program reads gets (a regular file of at most
    ``MAX_SUITE_BYTES``, UTF-8 text); ``InputError`` for a file that cannot be a suite at all."""
    text = read_text_file(path, MAX_SUITE_BYTES, "suite")
    if format_name is not None:
        fmt = FORMATS.get(format_name)
        if fmt is None:
            raise InputError(f"unknown suite format {format_name!r} (known: {', '.join(FORMATS)})")
    else:
        fmt = detect_format(path, text.splitlines()[:200])
    return parse_suite(text, fmt)
