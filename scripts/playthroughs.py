"""Write the golden playthrough of each registered game: tests/data/playthroughs/GAME.json.

A playthrough is a few seeded random games, each with its moves in the game's notation and, after
every move, the position's key, its legal moves and its terminal value (None while it goes on).
``tests/test_playthroughs.py`` replays them, so a change to a game's rules, keys or notation shows
as a failing test; regenerate only when the change is meant:

    .venv/bin/python scripts/playthroughs.py            # every game in engine.games.GAMES
    .venv/bin/python scripts/playthroughs.py connect4   # one game
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.game import Game, State
from engine.games import GAMES

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "playthroughs"
GAMES_PER_FILE = 3
MAX_PLIES = 200


def snapshot(game: Game, state: State) -> dict[str, Any]:
    return {"key": repr(game.key(state)), "legal": [game.format_move(m) for m in game.actions(state)],
            "terminal": game.utility(state, 0) if game.is_terminal(state) else None}


def playthrough(game: Game, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    state = game.initial_state()
    moves: list[int] = []
    steps = [snapshot(game, state)]
    while not game.is_terminal(state) and len(moves) < MAX_PLIES:
        move = rng.choice(game.actions(state))
        moves.append(move)
        state = game.result(state, move)
        steps.append(snapshot(game, state))
    return {"seed": seed, "moves": [game.format_move(m) for m in moves], "steps": steps}


def write(name: str) -> Path:
    game = GAMES[name].factory()
    data = {"game": name, "games": [playthrough(game, seed) for seed in range(1, GAMES_PER_FILE + 1)]}
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.json"
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path


def main(argv: list[str]) -> int:
    names = argv or list(GAMES)
    unknown = [n for n in names if n not in GAMES]
    if unknown:
        print(f"unknown game {unknown[0]!r} (known: {', '.join(GAMES)})", file=sys.stderr)
        return 2
    for name in names:
        print(write(name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
