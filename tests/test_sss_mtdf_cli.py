"""The command line's contract for SSS* and MTD(f): analyze's JSON and text, bad input, player specs."""

from __future__ import annotations

import json
import random

import pytest

from engine.games import game_info
from engine.games.connect4 import ConnectFour
from engine.match.agents import build, parse_spec

from .cli_helpers import analyze, run_cli

TEXTBOOK = "((3 12 8) (2 4 6) (14 5 2))"


def test_sss_json_lists_the_leaves_like_alphabeta(capsys):
    sss = analyze(capsys, "--tree", TEXTBOOK, "--algorithm", "sss")
    ab = analyze(capsys, "--tree", TEXTBOOK, "--algorithm", "alphabeta")
    assert sss["value"] == ab["value"] == 3 and sss["best_move"] == 0
    assert sss["evaluated_leaves"] == [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2], [0, 1], [0, 2]]
    assert sss["pruned_leaves"] == [[1, 1], [1, 2]]
    # The same path format as alpha-beta's, and together they cover every leaf once.
    assert sorted(sss["evaluated_leaves"] + sss["pruned_leaves"]) == sorted(
        ab["evaluated_leaves"] + ab["pruned_leaves"])


def test_sss_text_names_the_best_move_and_the_leaves(capsys):
    code, out, _ = run_cli(capsys, "analyze", "--tree", TEXTBOOK, "--algorithm", "sss")
    assert code == 0
    assert "Best move: 0   value 3" in out
    assert "Leaves evaluated (7): [0,0] [1,0] [2,0] [2,1] [2,2] [0,1] [0,2]" in out
    assert "Leaves pruned (2): [1,1] [1,2]" in out


def test_mtdf_json_reports_its_passes(capsys):
    data = analyze(capsys, "--tree", TEXTBOOK, "--algorithm", "mtdf")
    assert data["value"] == 3 and data["best_move"] == 0
    assert [(p["value"], p["bound"]) for p in data["passes"]] == [(3, "lower"), (3, "upper")]
    assert data["passes"][0]["window"][1] == 0 and data["passes"][1]["window"][0] == 3
    assert sum(p["nodes"] for p in data["passes"]) == data["stats"]["nodes"]
    # the leaves any pass evaluated, each once in the order first evaluated, and those no pass reached
    assert data["evaluated_leaves"] == [[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1], [2, 2]]
    assert data["pruned_leaves"] == [[1, 1], [1, 2]]


def test_mtdf_on_connect4_with_iterative_deepening(capsys):
    data = analyze(capsys, "--game", "connect4", "--moves", "4444", "--depth", "4", "--algorithm", "mtdf",
                   "--iterative")
    ab = analyze(capsys, "--game", "connect4", "--moves", "4444", "--depth", "4")
    assert data["value"] == ab["value"] and data["best_move"] is not None
    assert {p["depth"] for p in data["passes"]} == {1, 2, 3, 4}
    code, out, _ = run_cli(capsys, "analyze", "--game", "connect4", "--moves", "4444", "--depth", "3",
                           "--algorithm", "mtdf")
    assert code == 0 and "MTD(f) passes" in out and "value ≥ 0?" in out


@pytest.mark.parametrize("args, message", [
    (["--tree", TEXTBOOK, "--algorithm", "sss*"], "unknown algorithm"),
    (["--tree", TEXTBOOK, "--algorithm", "sss", "--tt-mb", "4"], "the table size does not apply to SSS*"),
    (["--tree", TEXTBOOK, "--algorithm", "mtdf", "--exact"], "MTD(f)"),
    (["--tree", '{"type": "chance", "children": [1, 2]}', "--algorithm", "sss"], "chance"),
    (["--game", "einstein", "--algorithm", "mtdf", "--depth", "2"], "chance"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, args, message):
    code, out, err = run_cli(capsys, "analyze", *args)
    assert code == 2 and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_player_specs_build_agents_that_play_legal_moves():
    info = game_info("connect4")
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("44"))
    for text in ("sss:2", "mtdf:3", "mtdf:3,tt=4,ordering=all,iterative"):
        agent = build(parse_spec(text, info), info)
        assert agent.choose(game, state, random.Random(1)) in game.actions(state)
    with pytest.raises(Exception, match=r"the table size does not apply to SSS\*: SSS\* and DUAL\* run as"):
        parse_spec("sss:2,tt=4", info)


def test_bench_prints_mtdf_beside_alphabeta(capsys):
    code, out, _ = run_cli(capsys, "bench", "--group", "family", "--only", "3344")
    assert code == 0
    line = next(x for x in out.splitlines() if "Connect Four 3344 depth 7" in x)
    assert "alpha-beta" in line and "MTD(f)" in line and "passes" in line
    code, out, _ = run_cli(capsys, "bench", "--group", "family", "--only", "3344", "--json")
    rows = {r["name"]: r for r in json.loads(out)["workloads"]}
    assert rows["c4-d7-3344-mtdf"]["value"] == rows["c4-d7-3344-alphabeta"]["value"]
    assert rows["c4-d7-3344-mtdf"]["passes"] >= 2


def test_a_limit_stops_sss_and_mtdf_with_a_move(capsys):
    code, out, err = run_cli(capsys, "analyze", "--game", "connect4", "--algorithm", "sss", "--depth", "8",
                             "--nodes", "2000")
    assert code == 0, err
    assert "Stopped before SSS* solved the root: move 4 is only the static choice" in out
    data = analyze(capsys, "--game", "connect4", "--algorithm", "mtdf", "--depth", "8", "--nodes", "2000")
    assert data["stopped"] and data["best_move"] is not None and data["passes"]
