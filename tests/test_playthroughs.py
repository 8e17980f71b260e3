"""Each registered game replays its golden playthrough (tests/data/playthroughs/GAME.json) exactly:
the same keys, legal moves and terminal values after every move. A game added to the registry needs
its file: ``.venv/bin/python scripts/playthroughs.py GAME`` writes it (and rewrites it after a change
to the rules, keys or notation that is meant)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.games import GAMES

DIR = Path(__file__).parent / "data" / "playthroughs"


@pytest.mark.parametrize("name", list(GAMES))
def test_the_game_replays_its_golden_playthrough(name):
    path = DIR / f"{name}.json"
    assert path.exists(), f"no playthrough for {name!r}: run `.venv/bin/python scripts/playthroughs.py {name}`"
    data = json.loads(path.read_text(encoding="utf-8"))
    game = GAMES[name].factory()
    assert data["game"] == name and data["games"]
    for played in data["games"]:
        state = game.initial_state()
        moves = played["moves"]
        assert len(played["steps"]) == len(moves) + 1
        for i, step in enumerate(played["steps"]):
            assert repr(game.key(state)) == step["key"], f"seed {played['seed']}, after {i} moves"
            assert [game.format_move(m) for m in game.actions(state)] == step["legal"]
            assert (game.utility(state, 0) if game.is_terminal(state) else None) == step["terminal"]
            if i < len(moves):
                state = game.result(state, game.parse_move(moves[i], state))
