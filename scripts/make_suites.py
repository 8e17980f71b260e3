"""Make the test suites shipped in ``engine/resources/suites/``: positions from seeded random games, each answer
worked out by the exact solvers and checked again by plain alpha-beta, which shares no code with them.

    python scripts/make_suites.py            # writes engine/resources/suites/*.obf and *.txt
    python scripts/make_suites.py connect4   # only the suites whose names contain "connect4"

* Othello (``othello-endgame-E.obf``, Edax's format): positions with E empty squares, every legal move's
  exact score (disc difference, empty squares to the winner) from the solver with every root move
  solved exactly. Checked: the position's score, and the score after each best move, by the textbook
  alpha-beta kernel over the game protocol (no table, no ordering, no solver).
* Connect Four (``connect4-end-E.txt``, Pascal Pons's ``MOVES SCORE`` lines): positions with E empty
  cells from games without an early four, where the player to move cannot win at once; the score from the
  solver with "prefer faster wins", checked by textbook alpha-beta with "prefer faster wins".

A disagreement stops the script with the position: nothing is written that two searches do not agree on.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.enhancements import Enhancements
from engine.game import Game, State
from engine.games.connect4 import ConnectFour
from engine.games.othello import Othello
from engine.search import SearchOptions, search
from engine.suites import OBF, PONS

OUT = Path(__file__).resolve().parent.parent / "engine" / "resources" / "suites"
SOLVE = Enhancements(solve=True)


def random_position(game: Game, rng: random.Random, plies_left: int) -> tuple[list[int], State] | None:
    """A random game stopped when ``max_plies``-style emptiness reaches ``plies_left`` empty cells; None when
    the game ended first or the player to move must pass."""
    state = game.initial_state()
    moves: list[int] = []
    while empties(game, state) > plies_left:
        if game.is_terminal(state):
            return None
        move = rng.choice(game.actions(state))
        moves.append(move)
        state = game.result(state, move)
    if game.is_terminal(state) or (game.has_passes and game.actions(state) == (game.PASS,)):
        return None
    return moves, state


def empties(game: Game, state: State) -> int:
    return sum(row.count(".") for row in game.board_rows(state) or ())


def othello_suite(count: int, empty: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    margin = Othello().margin_game()
    lines: list[str] = []
    seen: set[str] = set()
    while len(lines) < count:
        found = random_position(margin, rng, empty)
        if found is None:
            continue
        state = found[1]
        text = margin.format_position(state)
        assert text is not None
        if text in seen:
            continue
        seen.add(text)
        solved = search(margin, state, SearchOptions("alphabeta", depth=None, exact_root=True, enhancements=SOLVE))
        scores = {m.move: round(m.value) for m in solved.moves}
        best = max(scores.values())
        plain = search(margin, state, SearchOptions("alphabeta", depth=None))
        if plain.value != best:
            raise SystemExit(f"disagreement on {text}: solver {best}, alpha-beta {plain.value}")
        for move, score in scores.items():
            if score == best:
                child = margin.result(state, move)
                after = search(margin, child, SearchOptions("alphabeta", depth=None)) if not margin.is_terminal(child) \
                    else None
                value = -(after.value if after is not None and after.value is not None else margin.utility(child, 1 - state[2]))
                if value != best:
                    raise SystemExit(f"disagreement on {text} after {margin.format_move(move)}: {value} vs {best}")
        ordered = sorted(scores.items(), key=lambda ms: (-ms[1], ms[0]))
        items = " ".join(f"{margin.format_move(m).upper()}:{s:+d};" for m, s in ordered)
        lines.append(f"{text}; {items}")
        print(f"othello {empty}: {len(lines)}/{count}", file=sys.stderr)
    return lines


def connect4_suite(count: int, empty: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    game = ConnectFour()
    lines: list[str] = []
    seen: set[str] = set()
    while len(lines) < count:
        found = random_position(game, rng, empty)
        if found is None:
            continue
        moves, state = found
        text = game.format_moves(moves)
        if text in seen or any(game.is_terminal(child) for _, child in game.expand(state)[2]):
            continue  # (a win on the next move is no problem to set)
        seen.add(text)
        solved = search(game, state, SearchOptions("alphabeta", depth=None, faster_wins=True, enhancements=SOLVE))
        plain = search(game, state, SearchOptions("alphabeta", depth=None, faster_wins=True))
        assert solved.value is not None and plain.value is not None
        if solved.value != plain.value:
            raise SystemExit(f"disagreement on {text}: solver {solved.value}, alpha-beta {plain.value}")
        lines.append(f"{text} {PONS.to_score(game, state, solved.value, True)}")
        print(f"connect4 {empty}: {len(lines)}/{count}", file=sys.stderr)
    return lines


def write(name: str, header: list[str], lines: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / name).write_text("".join(f"% {h}\n" for h in header) + "".join(f"{x}\n" for x in lines), encoding="utf-8")


OTHELLO_SUITES = ((10, 12, 10), (12, 12, 12))
"""(empty squares, positions, seed) of each Othello suite."""
CONNECT4_SUITES = ((12, 12, 112), (18, 12, 118))


def main(only: list[str]) -> None:
    """Every suite, or those whose file names contain one of ``only``."""
    for empty, count, seed in OTHELLO_SUITES:
        name = f"othello-endgame-{empty}.obf"
        if only and not any(o in name for o in only):
            continue
        write(name,
              [f"Othello endgames with {empty} empty squares from seeded random games (scripts/make_suites.py, seed "
               f"{seed}).", f"Scores: {OBF.convention}.",
               "Every move's score from the exact solver; the position's and each best move's checked by plain "
               "alpha-beta."],
              othello_suite(count, empty, seed))
    for empty, count, seed in CONNECT4_SUITES:
        name = f"connect4-end-{empty}.txt"
        if only and not any(o in name for o in only):
            continue
        write(name,
              [f"Connect Four positions with {empty} empty cells from seeded random games (scripts/make_suites.py, "
               f"seed {seed}), Pascal Pons's MOVES SCORE lines.", f"Scores: {PONS.convention}.",
               "Each score from the exact solver, checked by plain alpha-beta with prefer faster wins."],
              connect4_suite(count, empty, seed))


if __name__ == "__main__":
    main(sys.argv[1:])
