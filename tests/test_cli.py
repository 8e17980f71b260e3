"""The command-line contract: analyze's JSON, arena's exercises from the seeds, bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .cli_helpers import analyze, run_cli

ROOT = __import__("pathlib").Path(__file__).resolve().parent.parent




def test_analyze_tree_json(capsys):
    r = analyze(capsys, "--tree", "((3 12 8) (2 4 6) (14 5 2))")
    assert r["value"] == 3 and r["best_move"] == 0 and r["pv"] == [0, 0]
    assert r["moves"] == [{"move": 0, "value": 3, "bound": "exact"}, {"move": 1, "value": 2, "bound": "upper"},
                          {"move": 2, "value": 2, "bound": "upper"}]
    assert r["evaluated_leaves"] == [[0, 0], [0, 1], [0, 2], [1, 0], [2, 0], [2, 1], [2, 2]]
    assert r["pruned_leaves"] == [[1, 1], [1, 2]]
    assert set(r["stats"]) >= {"nodes", "evaluations", "cutoffs", "pruned", "max_depth", "elapsed_s"}
    mm = analyze(capsys, "--tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--algorithm", "minimax")
    assert mm["pruned_leaves"] == [] and len(mm["evaluated_leaves"]) == 9


def test_analyze_tree_from_file(capsys, tmp_path):
    f = tmp_path / "t.json"
    f.write_text("[[1, 2], [0, 5]]")
    assert analyze(capsys, "--tree", f"@{f}")["value"] == 1


def test_analyze_tictactoe_prints_every_move(capsys):
    r = analyze(capsys, "--game", "tictactoe", "--moves", "8", "--exact")
    values = {m["move"]: m["value"] for m in r["moves"]}
    assert values == {1: -1, 2: 0, 3: -1, 4: -1, 5: 0, 6: -1, 7: 0, 9: 0}
    assert r["value"] == 0 and r["ties"] == [2, 5, 7, 9] and r["best_move"] == 2
    code, out, _ = run_cli(capsys, "analyze", "--game", "tictactoe", "--moves", "519")
    assert code == 0 and "Best move: 3" in out and "≤ 0" in out and "Principal variation" in out


def test_analyze_connect4_depth_and_eval(capsys):
    r = analyze(capsys, "--game", "connect4", "--moves", "4453", "--depth", "4", "--eval", "windows",
                "--weights", "w1=1,w2=4,w3=16,centre=3")
    assert r["depth"] == 4 and r["evaluation"].startswith("windows") and "10,000" in r["scale"]
    assert len(r["moves"]) == 7
    p = analyze(capsys, "--game", "connect4", "--moves", "4453", "--depth", "4", "--eval", "positional")
    assert p["evaluation"].startswith("positional")


def test_analyze_game_over_position(capsys):
    r = analyze(capsys, "--game", "tictactoe", "--moves", "14253")
    assert r["value"] == -1 and r["best_move"] is None and r["moves"] == []  # O to move has lost


BAD = [
    ["analyze", "--game", "tictactoe", "--moves", "55"],
    ["analyze", "--game", "tictactoe", "--moves", "1a"],
    ["analyze", "--game", "tictactoe", "--moves", "142539"],
    ["analyze", "--game", "connect4", "--moves", "4444444"],
    ["analyze", "--game", "connect4", "--moves", "8"],
    ["analyze", "--game", "nosuchgame"],
    ["analyze", "--tree", "[[1,2],[3,"],
    ["analyze", "--tree", "((1 2) (3 x))"],
    ["analyze", "--tree", "[]"],
    ["analyze", "--tree", "[[1], []]"],
    ["analyze", "--tree", '{"type": "chance", "children": [1, 2], "probs": [0.5, 0.6]}'],
    ["analyze", "--game", "tictactoe", "--depth", "-3"],
    ["analyze", "--game", "tictactoe", "--depth", "deep"],
    ["analyze", "--game", "connect4", "--eval", "nosuchEval"],
    ["analyze", "--game", "connect4", "--weights", "w9=1"],
    ["analyze", "--game", "connect4", "--weights", "w1"],
    ["analyze", "--game", "tictactoe", "--algorithm", "negamax"],
    ["analyze", "--tree", "@/nonexistent/file.json"],
    ["analyze", "--tree", "[[1, 2], [3, 4]]", "--depth", "1"],
    ["analyze"],
    ["arena", "--game", "tictactoe", "--players", "minimax", "--games", "2"],
    ["arena", "--game", "tictactoe", "--players", "minimax,nosuchagent", "--games", "2"],
    ["arena", "--game", "tictactoe", "--players", "minimax:0,random", "--games", "2"],
    ["arena", "--game", "tictactoe", "--players", "minimax,random", "--games", "0"],
    ["arena", "--game", "tictactoe", "--players", "minimax,random", "--games", "1000000000000000000000"],
    ["analyze", "--tree", "[[1, 2], [3, 4]]", "--faster-wins"],
    ["nosuchcommand"],
]


@pytest.mark.parametrize("args", BAD, ids=lambda a: " ".join(a)[:60])
def test_bad_input_is_one_line_and_exit_2(capsys, args):
    code, out, err = run_cli(capsys, *args)
    assert code == 2
    assert "Traceback" not in err + out
    assert len(err.strip().splitlines()) == 1 and err.startswith("error: ")


def test_bad_input_in_a_real_process_has_no_traceback():
    p = subprocess.run([sys.executable, "main.py", "analyze", "--tree", "((1 2) (3 x))"], cwd=ROOT,
                       capture_output=True, text=True)
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "character 11" in p.stderr


def test_an_unknown_option_is_refused_instead_of_opening_the_window(tmp_path):
    """``main.py --workers 2`` (a command's option without the command) or a typo must say so, not open the
    window as if it were fine; Qt's own options (-reverse) still reach Qt."""
    env = {**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    p = subprocess.run([sys.executable, "main.py", "--workers", "2"], cwd=ROOT, capture_output=True, text=True,
                       env=env, timeout=120)
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.startswith("error: unknown option '--workers'") and p.stderr.count("\n") == 1
    p = subprocess.run([sys.executable, "main.py", "--self-test", "-reverse"], cwd=ROOT, capture_output=True,
                       text=True, env=env, timeout=120)
    assert p.returncode == 0 and p.stdout.startswith("self-test: the window opened ("), p.stderr


def arena(capsys, players: str, games: int, seed: int = 1) -> list[dict]:
    code, out, err = run_cli(capsys, "arena", "--game", "tictactoe", "--players", players, "--games", str(games),
                             "--seed", str(seed), "--json")
    assert code == 0, err
    r = json.loads(out)
    assert r["games"] == games
    return r["players"]


def test_minimax_never_loses_to_random_first_or_second(capsys):
    mm, rnd = arena(capsys, "minimax,random", 40)
    assert mm["losses"] == 0 and mm["wins"] >= 20 and mm["wins"] + mm["draws"] == 40
    assert rnd["wins"] == 0


def test_minimax_never_loses_to_topleft(capsys):
    mm, _ = arena(capsys, "minimax,topleft", 4)
    assert mm["losses"] == 0 and mm["wins"] == 4


def test_minimax_against_minimax_always_draws(capsys):
    a, b = arena(capsys, "minimax,minimax", 10)
    assert a["draws"] == b["draws"] == 10


def test_alphabeta_with_depth_plays_connect4(capsys):
    code, out, err = run_cli(capsys, "arena", "--game", "connect4", "--players", "alphabeta:4,random", "--games", "4",
                             "--json")
    assert code == 0, err
    ab, _ = json.loads(out)["players"]
    assert ab["wins"] == 4


def test_bench_runs_one_workload(capsys):
    code, out, _ = run_cli(capsys, "bench", "--only", "ttt-alphabeta-full", "--json")
    r = json.loads(out)
    assert code == 0 and r["workloads"][0]["nodes"] == 18_297 and r["signature"] >= 18_297


def test_a_tree_file_that_is_not_utf8_is_refused_in_one_line(capsys, tmp_path):
    f = tmp_path / "t.json"
    f.write_bytes(b"\xff\xfe[1,2]")
    code, out, err = run_cli(capsys, "analyze", "--tree", f"@{f}")
    assert code == 2 and "UTF-8" in err and "Traceback" not in err + out


def test_text_output_caps_long_leaf_lists(capsys):
    code, out, _ = run_cli(capsys, "analyze", "--tree", json.dumps([[list(range(10))] * 10] * 10), "--algorithm",
                           "minimax")
    assert code == 0 and "940 more; --json lists them all" in out


def test_a_solved_position_is_stated_in_words(capsys):
    code, out, _ = run_cli(capsys, "analyze", "--game", "connect4", "--moves", "344125167547323334322155", "--solve",
                           "--faster-wins")
    assert code == 0 and "Best move: 6   value 997" in out and "Solved: X wins in 3 plies" in out


def test_workers_that_cannot_split_the_search_are_said_not_dropped_silently(capsys):
    code, out, err = run_cli(capsys, "analyze", "--game", "tictactoe", "--algorithm", "sss", "--workers", "2")
    assert code == 0 and "Best move" in out
    assert err.startswith("note: --workers 2: this search ran in one process") and err.count("\n") == 1
    code, out, err = run_cli(capsys, "analyze", "--game", "tictactoe", "--moves", "5", "--depth", "3", "--workers", "2")
    assert code == 0 and "2 workers" in out and "note:" not in err  # split: nothing to say


@pytest.mark.parametrize("command", ["analyze", "arena", "tournament", "tune"])
def test_every_command_help_names_every_game(capsys, command):
    from engine.games import GAMES

    code, out, _ = run_cli(capsys, command, "--help")
    game_help = " ".join(out.split("\n  --game GAME", 1)[1].split("\n  -", 1)[0].split())
    assert code == 0 and all(name in game_help for name in GAMES), game_help
