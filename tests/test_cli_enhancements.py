"""The enhancement flags of ``analyze`` and ``arena``, their JSON, and their bad values."""

from __future__ import annotations

import json

import pytest

from .cli_helpers import analyze, run_cli


def test_analyze_json_with_enhancements(capsys):
    plain = analyze(capsys, "--game", "connect4", "--moves", "4453", "--depth", "5")
    assert plain["iterations"] == [] and plain["tt"] is None and plain["depth_reached"] == 5
    r = analyze(capsys, "--game", "connect4", "--moves", "4453", "--depth", "5", "--iterative", "--tt-mb", "4",
                "--ordering", "all", "--pvs", "--aspiration", "20")
    assert r["value"] == plain["value"] and r["depth_reached"] == 5
    assert [it["depth"] for it in r["iterations"]] == [1, 2, 3, 4, 5]
    it = r["iterations"][-1]
    assert set(it) >= {"depth", "value", "pv", "nodes", "time_s", "best_move"} and it["value"] == r["value"]
    assert set(r["tt"]) >= {"probes", "hits", "cutoffs", "fill", "size"} and r["tt"]["probes"] > 0
    assert 0 < r["stats"]["first_move_cut_share"] <= 1
    assert r["stats"]["nodes"] < plain["stats"]["nodes"]
    assert "iterative deepening" in r["enhancements"]


def test_analyze_node_limit_and_text(capsys):
    r = analyze(capsys, "--game", "connect4", "--nodes", "3000", "--ordering", "all", "--tt-mb", "2")
    assert r["stopped"] and 3000 <= r["stats"]["nodes"] <= 3064 and r["iterations"]
    assert r["depth_reached"] == r["iterations"][-1]["depth"]
    code, out, _ = run_cli(capsys, "analyze", "--game", "connect4", "--moves", "4453", "--depth", "4", "--iterative",
                           "--tt-mb", "1", "--ordering", "tt,static", "--quiescence")
    assert code == 0
    assert "Enhancements: iterative deepening, table 1 MB, ordering tt+static, quiescence" in out
    assert "depth      value" in out and "Table: 1 MB" in out and "of cutoffs made by the first move" in out


def test_analyze_solve(capsys):
    r = analyze(capsys, "--game", "connect4", "--moves", "7261457127211722157172655", "--solve")
    assert r["value"] == 1 and r["depth"] == "full"
    assert all(m["bound"] == "exact" or (m["bound"] == "upper" and m["value"] <= 0) for m in r["moves"])
    exact = analyze(capsys, "--game", "connect4", "--moves", "7261457127211722157172655", "--solve", "--exact")
    assert all(m["bound"] == "exact" for m in exact["moves"])
    assert {m["move"] for m in exact["moves"] if m["value"] == 1} == {m["move"] for m in r["moves"] if m["value"] == 1}
    f = analyze(capsys, "--game", "connect4", "--moves", "7261457127211722157172655", "--solve", "--faster-wins")
    assert f["value"] > 900 and len(f["pv"]) == 1000 - f["value"]


@pytest.mark.parametrize("flags", [
    ["--time", "0"], ["--time", "-1"], ["--time", "soon"], ["--nodes", "0"], ["--nodes", "x"], ["--tt-mb", "0"],
    ["--tt-mb", "99999"], ["--ordering", "pv,bogus"], ["--aspiration", "-2"], ["--solve", "--depth", "5"],
    ["--algorithm", "minimax", "--tt-mb", "4"],
])
def test_bad_enhancement_values_are_one_line_and_exit_2(capsys, flags):
    code, out, err = run_cli(capsys, "analyze", "--game", "connect4", *flags)
    assert code == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1


def test_solve_needs_a_game_with_an_exact_solver(capsys):
    code, _, err = run_cli(capsys, "analyze", "--game", "tictactoe", "--solve")
    assert code == 2 and "no exact solver" in err
    code, _, err = run_cli(capsys, "arena", "--game", "tictactoe", "--players", "alphabeta,random", "--solve")
    assert code == 2 and err.count("\n") == 1


def test_arena_agents_take_enhancement_flags(capsys):
    code, out, err = run_cli(capsys, "arena", "--game", "tictactoe", "--players", "alphabeta,random", "--games", "4",
                             "--tt-mb", "1", "--ordering", "all", "--pvs", "--json")
    assert code == 0, err
    r = json.loads(out)
    assert r["players"][0]["losses"] == 0
    code, out, err = run_cli(capsys, "arena", "--game", "connect4", "--players", "alphabeta,topleft", "--games", "2",
                             "--nodes", "2000", "--ordering", "all", "--tt-mb", "1", "--json")
    assert code == 0, err
    assert json.loads(out)["players"][0]["wins"] == 2


def test_arena_solver_takes_over_late_in_the_game(capsys):
    code, out, err = run_cli(capsys, "arena", "--game", "connect4", "--players", "alphabeta:3,random", "--games", "2",
                             "--solve", "--tt-mb", "4", "--ordering", "all", "--json")
    assert code == 0, err
    assert json.loads(out)["players"][0]["losses"] == 0


def test_ordering_switches_with_nothing_to_order_by_are_called_idle(capsys):
    r = analyze(capsys, "--game", "connect4", "--moves", "4453", "--depth", "3", "--ordering", "tt,pv")
    assert "pv idle: no iterative deepening" in r["enhancements"] and "tt idle: no table" in r["enhancements"]
