"""EinStein würfelt nicht!: rules on hand-made positions, notation, evaluations, search, command line."""

from __future__ import annotations

import json
import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import IllegalMoveError, NotationError
from engine.game import CHANCE
from engine.games import game_info
from engine.games.einstein import EinStein, Material, Race, decode_move, parse_square, square_name
from engine.search import SearchOptions, search

from .cli_helpers import run_cli

START = "r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r"
G = EinStein()


def pos(text: str):
    return G.parse_position(text)


def moves_of(state) -> list[str]:
    return [G.format_move(m) for m in G.actions(state)]


def random_state(seed: int, max_plies: int = 40):
    rng = random.Random(seed)
    s = G.initial_state()
    for _ in range(rng.randrange(max_plies)):
        if G.is_terminal(s):
            break
        s = G.result(s, rng.choice(G.actions(s)))
    return s


# -- an independent reading of the rules, square by square ---------------------------------------------
def reference_moves(state) -> set[tuple[int, int]]:
    """(from, to) pairs straight from the rules: the rolled cube, else the nearest numbers below and
    above; one step right/down/down-right for red, left/up/up-left for blue."""
    cubes, side, die, _ = state
    mine = {n: cubes[6 * side + n - 1] for n in range(1, 7) if cubes[6 * side + n - 1] >= 0}
    if die in mine:
        movers = [die]
    else:
        below = [n for n in mine if n < die]
        above = [n for n in mine if n > die]
        movers = ([max(below)] if below else []) + ([min(above)] if above else [])
    step = 1 if side == 0 else -1
    out = set()
    for n in movers:
        r, c = divmod(mine[n], 5)
        for dr, dc in ((0, step), (step, 0), (step, step)):
            if 0 <= r + dr < 5 and 0 <= c + dc < 5:
                out.add((mine[n], (r + dr) * 5 + c + dc))
    return out


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**9))
def test_move_generation_matches_the_rules(seed):
    s = random_state(seed)
    util, player, children, probs = G.expand(s)
    assert G.is_terminal(s) == (util is not None)
    if util is not None:
        assert children == () and util == G.utility(s, 0) == -G.utility(s, 1)
        return
    if s[2] == 0:
        assert player == CHANCE == G.to_move(s) and G.perspective(s) == s[1]
        assert [m for m, _ in children] == [1, 2, 3, 4, 5, 6]
        assert probs == G.chance_probabilities(s) and math.isclose(sum(probs), 1) and len(set(probs)) == 1
        return
    assert player == s[1] == G.to_move(s) == G.perspective(s) and probs is None
    assert {decode_move(m) for m, _ in children} == reference_moves(s)
    for m, child in children:  # the move, checked square by square
        frm, to = decode_move(m)
        before = {sq: k for k, sq in enumerate(s[0]) if sq >= 0}
        after = {sq: k for k, sq in enumerate(child[0]) if sq >= 0}
        assert after[to] == before[frm] and frm not in after
        assert {sq: k for sq, k in after.items() if sq != to} == {
            sq: k for sq, k in before.items() if sq not in (frm, to)}
        assert child[1] == 1 - s[1] and child[2] == 0
        opp = [sq for k, sq in enumerate(child[0]) if k // 6 != s[1] and sq >= 0]
        won = to == (24 if s[1] == 0 else 0) or not opp
        assert (child[3] == s[1]) == won and (child[3] < 0) == (not won)


def reference_perft(state, depth: int) -> list[int]:
    """Sequences of rolls and moves per ply, with the reference rules: a move puts the cube on its
    target, takes off whatever stood there, and wins on the corner or with the opponent's last cube."""
    counts = [0] * depth

    def walk(s, ply: int) -> None:
        cubes, side, die, winner = s
        if ply == depth or winner >= 0:
            return
        if die == 0:
            nexts = [(cubes, side, f, -1) for f in range(1, 7)]
        else:
            nexts = []
            for frm, to in sorted(reference_moves(s)):
                c = [-1 if sq == to else sq for sq in cubes]
                c[cubes.index(frm)] = to
                theirs = c[6:] if side == 0 else c[:6]
                won = to == (24 if side == 0 else 0) or max(theirs) < 0
                nexts.append((tuple(c), 1 - side, 0, side if won else -1))
        for t in nexts:
            counts[ply] += 1
            walk(t, ply + 1)

    walk(state, 0)
    return counts


def test_perft_from_the_start_matches_the_reference_rules():
    from engine.perft import perft

    golden = [6, 18, 108, 324, 1944, 6162]  # pinned: catches an accidental change of the rules
    assert perft(G, G.initial_state(), 6) == reference_perft(G.initial_state(), 6) == golden
    other = EinStein("random:11")
    assert perft(other, other.initial_state(), 5) == reference_perft(other.initial_state(), 5)


def test_moves_for_each_roll_from_the_start():
    s = pos(START)
    assert G.to_move(s) == CHANCE and G.actions(s) == (1, 2, 3, 4, 5, 6)
    expected = {
        1: ["a5b4", "a5b5", "a5a4"], 2: ["b5c4", "b5c5", "b5b4"], 3: ["c5d4", "c5d5", "c5c4"],
        4: ["a4b3", "a4b4", "a4a3"], 5: ["b4c3", "b4c4", "b4b3"], 6: ["a3b2", "a3b3", "a3a2"],
    }
    for face, moves in expected.items():
        assert moves_of(G.result(s, face)) == moves
    blue = pos(START[:-1] + "b 6")
    assert moves_of(blue) == ["e3d4", "e3d3", "e3e4"]


def test_the_nearest_number_rule():
    # Red has cubes 1 and 5 only (a5 and c3); blue has 2 and 6.
    base = "r1..../...../..r5../...../b2...b6 r {}"
    assert G.movable_cubes(pos(base.format(3))) == (1, 5)  # 3 is gone: the nearest below (1) and above (5)
    assert moves_of(pos(base.format(3))) == ["a5b4", "a5b5", "a5a4", "c3d2", "c3d3", "c3c2"]
    assert G.movable_cubes(pos(base.format(2))) == (1, 5)
    assert G.movable_cubes(pos(base.format(6))) == (5,)  # nothing above 6: only the nearest below
    assert G.movable_cubes(pos(base.format(5))) == (5,)
    assert G.movable_cubes(pos(base.format(1))) == (1,)
    blue = "r1..../...../..r5../...../b2...b6 b {}"
    assert G.movable_cubes(pos(blue.format(1))) == (2,)  # nothing below 1
    assert G.movable_cubes(pos(blue.format(4))) == (2, 6)


def test_captures_of_either_side():
    s = pos("r1..../.b3.../...../..r2../....b1 r 1")
    child = G.result(s, G.parse_move("a5b4"))  # red 1 takes blue 3
    assert G.cube_at(child, parse_square("b4")) == (0, 1) and child[0][6 + 2] == -1
    assert G.format_position(child) == "...../.r1.../...../..r2../....b1 b"
    own = pos("r1r2.../...../...../...../....b1 r 1")
    child = G.result(own, G.parse_move("a5b5"))  # red 1 takes its own cube 2
    assert G.cube_at(child, parse_square("b5")) == (0, 1) and child[0][1] == -1 and not G.is_terminal(child)


def test_win_by_reaching_the_opponents_corner():
    s = pos("r1..../...../...../...r2./....b1 r 2")
    assert moves_of(s) == ["d2e1", "d2e2", "d2d1"]
    won = G.result(s, G.parse_move("d2e1"))  # red 2 takes blue 1 on e1: the corner, and blue's last cube
    assert G.is_terminal(won) and G.winner(won) == 0 and G.utility(won, 0) == 1 and G.utility(won, 1) == -1
    s = pos("...../.b4r1../...../...../b2..r3. b 4")
    won = G.result(s, G.parse_move("b4a5"))
    assert G.winner(won) == 1 and G.actions(won) == () and G.expand(won)[0] == -1
    s = pos("...r1./...../...../...r2./b6...b1 r 2")
    corner = G.result(s, G.parse_move("d2e1"))  # blue still has cube 6: the corner alone wins
    assert G.winner(corner) == 0 and corner[0][6] == -1 and corner[0][11] >= 0


def test_win_by_capturing_all_opponent_cubes():
    s = pos("r1..../.r2.../..b5../...../..... r 2")
    won = G.result(s, G.parse_move("b4c3"))
    assert G.winner(won) == 0 and all(sq < 0 for sq in won[0][6:])
    s = pos("r1..../.r2.../..b5../...../..... r 1")
    assert not G.is_terminal(G.result(s, G.parse_move("a5a4")))


def test_queries_for_the_board_view():
    s = pos("r1..../.b3.../...../..r2../....b1 r 1")
    a5 = parse_square("a5")
    assert [G.format_move(m) for m in G.moves_from(s, a5)] == ["a5b4", "a5b5", "a5a4"]
    assert G.moves_from(s, parse_square("c2")) == () and G.moves_from(G.initial_state(), a5) == ()
    assert G.describe_move(G.initial_state(), 4) == "red rolls 4"
    assert G.describe_move(s, G.parse_move("a5b4")) == "red a5b4 (cube 1) takes blue 3"
    own = pos("r1r2.../...../...../...../....b1 r 1")
    assert G.describe_move(own, G.parse_move("a5b5")) == "red a5b5 (cube 1) takes its own 2"
    end = pos("r1..../...../...../...r2./....b1 r 2")
    assert G.describe_move(end, G.parse_move("d2e1")) == "red d2e1 (cube 2) takes blue 1, wins"


def test_illegal_moves_say_why():
    s = pos(START)
    with pytest.raises(IllegalMoveError, match="must roll"):
        G.result(s, G.parse_move("c5d4"))
    rolled = G.result(s, 3)
    with pytest.raises(IllegalMoveError, match="already been rolled"):
        G.result(rolled, 4)
    with pytest.raises(IllegalMoveError, match="legal moves: c5d4 c5d5 c5c4"):
        G.result(rolled, G.parse_move("a5b4"))
    won = pos("r1..../...../...../...../....r2 b")
    with pytest.raises(IllegalMoveError, match="over"):
        G.result(won, 1)
    with pytest.raises(IllegalMoveError, match="move 3"):
        G.play(s, G.parse_moves("3 c5d4 c5d5"))


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**9))
def test_random_play_always_terminates_within_max_plies(seed):
    rng = random.Random(seed)
    g = EinStein(f"random:{seed}")
    states = [g.initial_state()]
    while not g.is_terminal(states[-1]):
        states.append(g.result(states[-1], rng.choice(g.actions(states[-1]))))
        assert len(states) < 500
    assert g.winner(states[-1]) in (0, 1)
    for i, s in enumerate(states):  # max_plies bounds the plies that were left
        assert g.max_plies(s) >= len(states) - 1 - i


# -- notation -----------------------------------------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**9))
def test_notation_round_trips(seed):
    s = random_state(seed)
    assert G.parse_position(G.format_position(s)) == s
    rng = random.Random(seed)
    moves = []
    t = G.initial_state()
    for _ in range(rng.randrange(30)):
        if G.is_terminal(t):
            break
        m = rng.choice(G.actions(t))
        moves.append(m)
        t = G.result(t, m)
    text = G.format_moves(moves)
    assert G.parse_moves(text) == moves and G.play(G.initial_state(), G.parse_moves(text)) == t


def test_notation_examples():
    s = pos(START)
    assert s == G.initial_state() and G.format_position(s) == START
    assert pos("r1r2r32/r4r53/r63b6/3b5b4/2b3b2b1 red") == s  # digits for runs of empty squares
    assert pos(START + " -") == s
    assert G.format_position(G.result(s, 5)) == START + " 5"
    assert [square_name(q) for q in (0, 4, 20, 24)] == ["a5", "e5", "a1", "e1"]
    assert G.format_move(G.parse_move("b4-c3")) == "b4c3" and G.parse_move(" 6 ") == 6
    assert G.parse_moves("3, c5d4 2") == [3, 100 * 3 + 8, 2]


@pytest.mark.parametrize(("text", "where"), [
    ("", "empty"),
    ("r1r2r3../r4r5.../r6...b6/...b5b4 r", "at character 33: the board needs 5 ranks"),
    ("r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1", "side to move is missing"),
    ("r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 x", "at character 43: the side to move"),
    ("r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r 7", "at character 45: the die"),
    ("r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r 3 x", "at character 47"),
    ("r1r1r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r", "at character 3: red cube 1 appears twice"),
    ("r1r2r3.../r4r5.../r6...b6/...b5b4/..b3b2b1 r", "at character 9: rank 5 has more than 5"),
    ("r1r2r3./r4r5.../r6...b6/...b5b4/..b3b2b1 r", "at character 8: rank 5 has 4 squares"),
    ("r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1/..... r", "more than 5 ranks"),
    ("r9r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r", "at character 2: 'r' must be followed"),
    ("x1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r", "at character 1: unexpected 'x'"),
    ("...../...../...../...../..... r", "no cubes"),
    ("b1..../...../...../...../....r1 r", "both players"),
    ("r1..../...../...../...../....r2 b 3", "already won"),
])
def test_bad_positions_are_explained(text, where):
    with pytest.raises(NotationError, match=where):
        G.parse_position(text)


def test_start_arrangements():
    assert EinStein().initial_state() == pos(START)
    given_ = EinStein("615243/123456").initial_state()
    assert G.format_position(given_) == "r6r1r5../r2r4.../r3...b6/...b5b4/..b3b2b1 r"
    a, b = EinStein("random:7"), EinStein("random:7")
    assert a.initial_state() == b.initial_state() and a.arrangement != EinStein("random:8").arrangement
    for bad in ("112345/123456", "123456", "random:x", "nonsense"):
        with pytest.raises(NotationError):
            EinStein(bad)


# -- evaluations ----------------------------------------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**9))
def test_evaluations_are_zero_sum_and_below_the_win_score(seed):
    s = random_state(seed)
    if G.is_terminal(s):
        return
    for ev in (Race(), Material(), Race(power=4, weight=3), Material(cube=-5, advance=2)):
        a, b = ev(s, 0), ev(s, 1)
        assert a == -b and abs(a) < ev.win_score


def test_race_counts_faces_and_distance():
    # Red: cube 1 alone on c2 (two steps from e1, moved by all six faces). Blue: six cubes, one face each.
    s = pos("...../...../b6b5b4../..r1../b3b2b1.. b")
    race = Race(weight=1, power=2)
    blue = sum((5 - max(q // 5, q % 5)) ** 2 for q in s[0][6:])  # (5 − distance to a5)² each
    assert race(s, 0) == 6 * (5 - 2) ** 2 - blue == -race(s, 1)
    assert Race(weight=2, power=1)(s, 0) == 2 * (6 * 3 - sum(5 - max(q // 5, q % 5) for q in s[0][6:]))
    assert Material(cube=10, advance=0)(s, 1) == 50
    assert Material(cube=0, advance=1)(s, 0) == 2 - sum(4 - max(q // 5, q % 5) for q in s[0][6:])


def test_registry_entry():
    info = game_info("einstein")
    assert info.factory is EinStein and set(info.evaluations) == {"race", "material"}
    assert info.default_evaluation == "race" and info.default_depth == 3


# -- search --------------------------------------------------------------------------------------------
def reference_expectiminimax(state, depth: int, ev, me: int) -> float:
    """Expectiminimax from the textbook definition, on the textbook methods (no ``expand``)."""
    if G.is_terminal(state):
        return G.utility(state, me) * ev.win_score
    if G.to_move(state) == CHANCE:
        return sum(p * reference_expectiminimax(G.result(state, m), depth, ev, me)
                   for m, p in zip(G.actions(state), G.chance_probabilities(state), strict=True))
    if depth == 0:
        return ev(state, me)
    values = [reference_expectiminimax(G.result(state, m), depth - 1, ev, me) for m in G.actions(state)]
    return max(values) if G.to_move(state) == me else min(values)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 2), st.sampled_from(("race", "material")))
def test_expectiminimax_matches_the_definition(seed, depth, name):
    s = random_state(seed)
    ev = Race() if name == "race" else Material()
    r = search(EinStein(), s, SearchOptions("expectiminimax", depth=depth, evaluation=ev))
    expected = reference_expectiminimax(s, depth, ev, G.perspective(s))
    assert math.isclose(r.value, expected, rel_tol=1e-9, abs_tol=1e-9)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 3), st.sampled_from(("star1", "star2")))
def test_star1_and_star2_equal_plain_expectiminimax_on_einstein(seed, depth, mode):
    s = random_state(seed)
    ev = Race()
    plain = search(EinStein(), s, SearchOptions("expectiminimax", depth=depth, evaluation=ev))
    star = search(EinStein(), s, SearchOptions("expectiminimax", depth=depth, evaluation=ev, chance_pruning=mode))
    assert math.isclose(star.value, plain.value, rel_tol=1e-9, abs_tol=1e-9)
    for a, b in zip(star.moves, plain.moves, strict=True):
        assert a.move == b.move and math.isclose(a.value, b.value, rel_tol=1e-9, abs_tol=1e-9)
    if mode == "star1":
        assert star.stats.nodes <= plain.stats.nodes


def test_depth_counts_player_moves_and_chance_nodes_do_not():
    rolled = G.result(G.initial_state(), 3)
    ev = Race()
    r = search(G, rolled, SearchOptions("expectiminimax", depth=1, evaluation=ev))
    # Red's 3 moves lead to blue's roll (a chance node: no depth consumed), whose 6 outcomes are evaluated.
    assert r.stats.nodes_per_depth == [1, 3, 18] and r.stats.evaluations == 18 and r.stats.chance_nodes == 3
    assert r.pv_is_chance == [False, True]
    root = search(G, G.initial_state(), SearchOptions("expectiminimax", depth=1, evaluation=ev))
    assert root.stats.nodes_per_depth == [1, 6, 18, 108] and root.pv_is_chance == [True, False, True]
    assert root.best_move == 1 and [m.move for m in root.moves] == [1, 2, 3, 4, 5, 6]
    assert math.isclose(root.value, sum(m.value for m in root.moves) / 6)


def test_search_finds_the_winning_move():
    s = pos("r1..../...../...../...r2./b6...b1 r 2")
    r = search(G, s, SearchOptions("expectiminimax", depth=2, evaluation=Race()))
    assert G.format_move(r.best_move) == "d2e1" and r.value == Race().win_score


def test_tree_recording_shows_chance_nodes_with_probabilities():
    rolled = G.result(G.initial_state(), 3)
    for mode in ("none", "star1"):
        r = search(G, rolled, SearchOptions("expectiminimax", depth=2, evaluation=Race(), record=True,
                                            chance_pruning=mode))
        rec = r.tree
        chance = [i for i in range(len(rec)) if rec.kind[i] == 2]
        assert chance and all(len(rec.probs[i]) == 6 and math.isclose(sum(rec.probs[i]), 1) for i in chance)
        assert math.isclose(rec.value[0], r.value)


# -- command line -------------------------------------------------------------------------------------

def test_cli_analyze_position_json(capsys):
    code, out, err = run_cli(capsys, "analyze", "--game", "einstein", "--position", START + " 3",
                             "--algorithm", "expectiminimax", "--depth", "2", "--json")
    assert code == 0, err
    r = json.loads(out)
    assert {"value", "best_move", "pv", "moves", "stats", "ties", "scale"} <= set(r)
    assert [m["move"] for m in r["moves"]] == [G.parse_move(t) for t in ("c5d4", "c5d5", "c5c4")]
    assert all(m["bound"] == "exact" for m in r["moves"]) and r["to_move"] == "red"
    assert r["pv_is_chance"] == [False, True, False, True] and len(r["pv"]) == 4
    assert r["pv_text"][0] == G.format_move(r["best_move"]) and r["position"] == START + " 3"
    code, out, _ = run_cli(capsys, "analyze", "--game", "einstein", "--moves", "3", "--depth", "2",
                           "--chance-pruning", "star2", "--json")
    r2 = json.loads(out)
    assert code == 0 and r2["algorithm"] == "expectiminimax" and math.isclose(r2["value"], r["value"])
    assert "chance_cutoffs" in r2["stats"] and "probes" in r2["stats"]


def test_cli_analyze_text_marks_chance_outcomes(capsys):
    code, out, _ = run_cli(capsys, "analyze", "--game", "einstein", "--moves", "3 c5d4", "--depth", "1")
    assert code == 0 and "blue to roll" in out and "Principal variation: [1]" in out and "Chance nodes" in out


@pytest.mark.parametrize("args", [
    ["--position", "r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 q"],
    ["--moves", "3 a5b4"],
    ["--moves", "7"],
    ["--position", START, "--algorithm", "alphabeta"],
    ["--position", START, "--chance-pruning", "star4"],
])
def test_cli_bad_einstein_input_is_one_line(capsys, args):
    code, out, err = run_cli(capsys, "analyze", "--game", "einstein", *args)
    assert code == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1


def test_cli_position_only_for_games_with_a_notation(capsys):
    code, _, err = run_cli(capsys, "analyze", "--tree", "(1 2)", "--position", "x")
    assert code == 2 and "--game" in err
    code, _, err = run_cli(capsys, "analyze", "--game", "tictactoe", "--position", "x")
    assert code == 2 and "expected 9" in err and err.count("\n") == 1


def test_cli_arena(capsys):
    code, out, err = run_cli(capsys, "arena", "--game", "einstein", "--players", "expectiminimax:1,random",
                             "--games", "6", "--chance-pruning", "star1", "--json")
    assert code == 0, err
    a, b = json.loads(out)["players"]
    assert a["wins"] + a["losses"] == 6 and a["draws"] == 0 and (a["wins"], a["losses"]) == (b["losses"], b["wins"])


def test_help_file_describes_the_rules():
    text = game_info("einstein").help_html()
    assert text is not None
    for phrase in ("nearest", "captured", "corner", "roll", "b4c3", "r1r2r3../r4r5.../r6...b6/...b5b4/..b3b2b1 r"):
        assert phrase in text


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.text(max_size=60), st.text(alphabet="rb123456./ -", max_size=60)))
def test_any_text_parses_or_says_why(text):
    try:
        s = G.parse_position(text)
    except NotationError as e:
        assert str(e)
    else:
        assert G.parse_position(G.format_position(s)) == s
    try:
        G.parse_moves(text)
    except NotationError as e:
        assert str(e)


def test_a_roll_is_named_by_the_game() -> None:
    game = EinStein()
    assert game.format_outcome(3, 1 / 6) == "roll 3 (1/6)" and game.format_outcome(5) == "roll 5"
