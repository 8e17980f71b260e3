"""``python main.py tournament``: the --json contract, the result file, bad input, determinism."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from engine.games import game_info
from engine.match.agents import parse_spec
from tests.cli_helpers import run_cli

TTT = ("tournament", "--game", "tictactoe", "--concurrency", "2")


def tournament_json(capsys, *args: str) -> dict:
    code, out, err = run_cli(capsys, *TTT, *args, "--json")
    assert code == 0, err
    return json.loads(out)


def test_json_has_the_contract_shape_and_consistent_counts(capsys) -> None:
    data = tournament_json(capsys, "--players", "alphabeta", "random", "topleft", "--games", "6",
                           "--openings", "random:2", "--seed", "3")
    assert set(data) == {"games", "players", "pairs"}
    assert data["games"] == 18  # three pairs, six games each
    assert [p["name"] for p in data["players"]] == ["alphabeta", "random", "topleft"]
    for p in data["players"]:
        assert set(p) >= {"name", "wins", "draws", "losses", "score"}
        assert p["wins"] + p["draws"] + p["losses"] == 12
        assert p["score"] == p["wins"] + p["draws"] / 2
    assert [(q["a"], q["b"]) for q in data["pairs"]] == [("alphabeta", "random"), ("alphabeta", "topleft"),
                                                         ("random", "topleft")]
    for q in data["pairs"]:
        assert set(q) >= {"a", "b", "wins", "draws", "losses", "elo_diff", "elo_ci95", "sprt"}
        assert q["wins"] + q["draws"] + q["losses"] == 6
        assert q["sprt"] is None
        assert len(q["elo_ci95"]) == 2
    # Perfect play never loses at tic-tac-toe; a perfect score has no finite Elo and says so.
    ab_top = data["pairs"][1]
    assert ab_top["losses"] == 0
    if ab_top["wins"] == 6:
        assert ab_top["elo_diff"] is None


def test_elo_is_the_logistic_elo_of_a_s_score(capsys) -> None:
    data = tournament_json(capsys, "--players", "random", "random", "--games", "40", "--seed", "1")
    q = data["pairs"][0]
    assert (q["a"], q["b"]) == ("random", "random#2")
    s = (q["wins"] + q["draws"] / 2) / 40
    assert q["elo_diff"] == pytest.approx(-400 * math.log10(1 / s - 1), abs=1e-3)
    lo, hi = q["elo_ci95"]
    assert lo < q["elo_diff"] < hi


def test_the_same_seed_gives_the_same_games_at_any_concurrency(capsys, tmp_path: Path) -> None:
    args = ("--players", "alphabeta:2", "random", "--games", "8", "--openings", "random:3", "--seed", "7")
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    code, _, err = run_cli(capsys, "tournament", "--game", "tictactoe", "--concurrency", "1", *args, "--out", str(one))
    assert code == 0, err
    code, _, err = run_cli(capsys, "tournament", "--game", "tictactoe", "--concurrency", "2", *args, "--out", str(two))
    assert code == 0, err

    def games(path: Path) -> dict:
        records = map(json.loads, path.read_text().splitlines())
        return {(r["pair"], r["round"], r["index"]): (r["moves"], r["result"]) for r in records}

    assert games(one) == games(two)
    assert len(games(one)) == 8


def test_the_result_file_has_one_line_per_game_with_colours_opening_moves_result(capsys, tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    code, _, err = run_cli(capsys, *TTT, "--players", "minimax", "topleft", "--games", "4", "--openings", "random:1",
                           "--out", str(out))
    assert code == 0, err
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 4
    for r in records:
        assert r["players"][0] in ("minimax", "topleft") and set(r["players"]) == {"minimax", "topleft"}
        assert r["colours"] == {"X": r["players"][0], "O": r["players"][1]}
        assert r["moves"].startswith(r["opening"]) and len(r["opening"]) == 1
        assert r["result"] in ("1-0", "0-1", "1/2-1/2") and r["time"] >= 0 and r["forfeit"] is None
    # Each round is one colour-swapped pair from the same opening.
    by_round: dict[int, list[dict]] = {}
    for r in records:
        by_round.setdefault(r["round"], []).append(r)
    for pair in by_round.values():
        assert sorted(r["index"] for r in pair) == [0, 1]
        assert pair[0]["opening"] == pair[1]["opening"]
        assert pair[0]["players"] == pair[1]["players"][::-1]


def test_sprt_stops_a_clear_match_early(capsys) -> None:
    data = tournament_json(capsys, "--players", "alphabeta", "topleft", "--games", "400", "--openings", "random:2",
                           "--sprt", "elo0=0,elo1=50,alpha=0.05,beta=0.05")
    q = data["pairs"][0]
    assert q["sprt"]["result"] == "H1"
    assert q["sprt"]["llr"] >= q["sprt"]["upper"] == pytest.approx(2.944, abs=1e-3)
    assert q["sprt"]["lower"] == pytest.approx(-2.944, abs=1e-3)
    assert data["games"] < 400


def test_deterministic_players_from_the_same_start_are_pointed_out(capsys) -> None:
    code, _, err = run_cli(capsys, *TTT, "--players", "topleft", "alphabeta", "--games", "4")
    assert code == 0
    assert "repeated an earlier game" in err and "--openings" in err


def test_text_output_names_the_pairs(capsys) -> None:
    code, out, err = run_cli(capsys, *TTT, "--players", "alphabeta,name=perfect", "random", "--games", "4",
                             "--openings", "random:2")
    assert code == 0, err
    assert "perfect vs random" in out and "Elo" in out


@pytest.mark.parametrize(("args", "message"), [
    (("--players", "alphabeta"), "at least two players"),
    (("--players", "wizard", "random"), "unknown agent"),
    (("--players", "alphabeta:x", "random"), "depth"),
    (("--players", "alphabeta,eval=nope", "random"), "unknown evaluation"),
    (("--players", "alphabeta:3,nosuchweight=2", "random"), "no parameter"),
    (("--players", "random,tt=16", "random"), "does not search"),
    (("--players", "alphabeta,evalfile=/no/such/eval.py", "random"), "no such file"),
    (("--players", "alphabeta,evalfile=x.py,eval=openlines", "random"), "evalfile= replaces eval="),
    (("--players", "minimax,pvs", "random"), "does not apply to Minimax: needs the alpha-beta algorithm"),
    (("--players", "alphabeta,solve", "random"), "exact solver"),
    (("--players", "alphabeta", "random", "--games", "0"), "--games"),
    (("--players", "alphabeta", "random", "--concurrency", "many"), "--concurrency"),
    (("--players", "alphabeta", "random", "--sprt", "elo0=5,elo1=1"), "elo0"),
    (("--players", "alphabeta", "random", "--openings", "random:x"), "random:PLIES"),
    (("--players", "alphabeta", "random", "--openings", "/no/such/file"), "no file"),
    (("--players", "alphabeta", "random", "--resume"), "--out"),
    (("--players", "alphabeta", "random", "--time-per-move", "-1"), "--time-per-move"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, args: tuple[str, ...], message: str) -> None:
    code, out, err = run_cli(capsys, *TTT, "--games", "2", *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and message in err


def test_a_bad_openings_line_is_named(capsys, tmp_path: Path) -> None:
    book = tmp_path / "book.txt"
    book.write_text("# tic-tac-toe openings\n5\n55\n")
    code, _, err = run_cli(capsys, *TTT, "--players", "random", "random", "--games", "2", "--openings", str(book))
    assert code == 2 and f"{book}:3" in err and err.count("\n") == 1


def test_an_openings_file_gives_each_round_its_line(capsys, tmp_path: Path) -> None:
    book, out = tmp_path / "book.txt", tmp_path / "out.jsonl"
    book.write_text("5\n\n19\n")
    code, _, err = run_cli(capsys, *TTT, "--players", "alphabeta", "random", "--games", "6", "--openings", str(book),
                           "--out", str(out))
    assert code == 0, err
    openings = {r["round"]: r["opening"] for r in map(json.loads, out.read_text().splitlines())}
    assert openings == {0: "5", 1: "19", 2: "5"}


def test_an_existing_result_file_needs_resume(capsys, tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text("")
    code, _, err = run_cli(capsys, *TTT, "--players", "random", "random", "--games", "2", "--out", str(out))
    assert code == 2 and "--resume" in err


def test_time_per_move_gives_search_players_a_time_limit(capsys) -> None:
    info = game_info("connect4")
    timed = parse_spec("alphabeta", info).with_time(0.05)
    assert timed.time_limit == 0.05 and timed.enhancements.iterative
    assert parse_spec("alphabeta,time=1", info).with_time(0.05).time_limit == 1  # its own time wins
    assert parse_spec("random", info).with_time(0.05).time_limit is None
    data = tournament_json(capsys, "--players", "alphabeta", "random", "--games", "2", "--time-per-move", "0.02")
    assert data["games"] == 2


CENTRE_EVAL = """GAME = "tictactoe"
PARAMS = {"centre": 1.0}


def evaluate(position, player, weights):
    middle = position.board[1][1]
    if middle == ".":
        return 0.0
    return weights["centre"] if middle == player else -weights["centre"]
"""


def test_a_player_with_an_evaluation_file_plays(capsys, tmp_path) -> None:
    path = tmp_path / "centre.py"
    path.write_text(CENTRE_EVAL)
    code, out, err = run_cli(capsys, *TTT, "--players", f"alphabeta:2,evalfile={path},centre=3,name=file", "random",
                             "--games", "4", "--openings", "random:1", "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["games"] == 4
    assert [p["name"] for p in result["players"]] == ["file", "random"]
    assert result["players"][0]["wins"] + result["players"][0]["draws"] + result["players"][0]["losses"] == 4


def test_an_evaluation_file_weight_it_does_not_declare_is_refused(capsys, tmp_path) -> None:
    path = tmp_path / "centre.py"
    path.write_text(CENTRE_EVAL)
    code, out, err = run_cli(capsys, *TTT, "--games", "2", "--players", f"alphabeta:2,evalfile={path},edge=3", "random")
    assert code == 2 and out == "" and err.count("\n") == 1
