"""Users' evaluation files: the contract, the Position view, errors with the user's line, the command
line, plugin folders and entry points."""

from __future__ import annotations

import importlib.metadata
import math
import pickle
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from engine.games import GAMES
from engine.games.connect4 import ConnectFour, Positional
from engine.games.einstein import EinStein
from engine.games.tictactoe import TicTacToe
from engine.plugins import (
    DEFAULT_WIN_SCORE,
    EvaluationFileError,
    EvaluationRuntimeError,
    load_entry_points,
    load_evaluation_file,
    load_evaluation_source,
    load_folder,
    register,
    template,
    unregister,
)
from engine.search import SearchOptions, search
from engine.view import Position

from .cli_helpers import analyze, run_cli

Capsys = pytest.CaptureFixture[str]
ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "engine" / "resources" / "evaluations" / "connect4_centre.py"
PLUGIN_PACKAGE = ROOT / "examples" / "plugin-example"

CENTRE = '''GAME = "connect4"
PARAMS = {"centre": 1.0}
CENTRE = [1, 2, 3, 4, 3, 2, 1]


def evaluate(position, player, weights):
    score = 0.0
    for row in position.board:
        for col, cell in enumerate(row):
            if cell == player:
                score += CENTRE[col] * weights["centre"]
            elif cell != ".":
                score -= CENTRE[col] * weights["centre"]
    return score
'''


def write(tmp_path: Path, text: str, name: str = "mine.py") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


# -- the Position view ------------------------------------------------------------------------------------
def test_position_shows_the_board_in_rows_top_first() -> None:
    game = ConnectFour()
    p = Position.after(game, game.parse_moves("4453"))
    assert p.board[-1] == "..OXX.."
    assert p.board[-2] == "...O..."
    assert p.to_move == "X"
    assert p.moves == ("4", "4", "5", "3")
    assert p.legal_moves() == ["1", "2", "3", "4", "5", "6", "7"]
    q = p.play("6")
    assert q.board[-1] == "..OXXX." and q.to_move == "O" and q.moves[-1] == "6"
    assert p.board[-1] == "..OXX.."  # the view it came from is unchanged
    assert not q.is_over() and q.winner() is None
    won = q.play(1).play("7")
    assert won.is_over() and won.winner() == "X"
    with pytest.raises(ValueError, match="illegal"):
        won.play("7")
    with pytest.raises(AttributeError):
        p.board = ()  # type: ignore[misc]


def test_tictactoe_and_dice_game_boards() -> None:
    t = Position.after(TicTacToe(), TicTacToe().parse_moves("519"))
    assert t.board == ("O..", ".X.", "..X") and t.to_move == "O"
    e = Position.after(EinStein(), EinStein().parse_moves("3"))
    assert e.board[0] == "R1R2R3...." and e.board[-1] == "....B3B2B1"
    assert e.to_move == "R" and "c5d4" in e.legal_moves()


# -- loading and checking ---------------------------------------------------------------------------------
def test_a_file_is_an_evaluation_with_its_params_and_weights(tmp_path: Path) -> None:
    cls = load_evaluation_file(write(tmp_path, CENTRE, "centre.py"), "connect4")
    assert cls.name == "centre.py" and [p.name for p in cls.params] == ["centre"]
    ev = cls(centre=2)
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("44"))
    assert ev.score(state, 0) == 0 and ev.score(game.result(state, 3), 0) == 6
    assert ev.win_score == DEFAULT_WIN_SCORE
    with pytest.raises(InputError, match="no parameter"):
        cls(wrong=1)


def test_a_file_may_explain_its_value_with_terms() -> None:
    cls = load_evaluation_file(EXAMPLE)
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("4453"))
    ev = cls(centre=2)
    assert ev.terms(state, 0) == {"my discs": 14.0, "their discs": -14.0}
    assert ev.score(state, 0) == 0 and ev.score(game.result(state, 4), 0) == 8


@pytest.mark.parametrize(("text", "line", "words"), [
    ("GAME = 'connect4'\ndef evaluate(position, player, weights)\n    return 1\n", 2, "syntax error"),
    ("GAME = 'connect4'\n", None, "no evaluate function"),
    ("def evaluate(p, q, r):\n    return 0\n", None, "GAME is missing"),
    ("GAME = 'chess'\ndef evaluate(p, q, r):\n    return 0\n", 1, "not a game"),
    ("GAME = 'connect4'\nPARAMS = {'a': 'x'}\ndef evaluate(p, q, r):\n    return 0\n", 2, "PARAMS['a']"),
    ("GAME = 'connect4'\nPARAMS = {'a': (5, 0, 1)}\ndef evaluate(p, q, r):\n    return 0\n", 2, "minimum"),
    ("GAME = 'connect4'\ndef evaluate(position):\n    return 0\n", 2, "three arguments"),
    ("GAME = 'connect4'\nimport no_such_module_here\n", 2, "ModuleNotFoundError"),
    ("GAME = 'tictactoe'\ndef evaluate(p, q, r):\n    return 0\n", 1, "not 'connect4'"),
])
def test_a_file_that_cannot_be_used_says_where_and_why(tmp_path: Path, text: str, line: int | None,
                                                       words: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(EvaluationFileError) as info:
        load_evaluation_file(path, "connect4")
    e = info.value
    assert words in str(e) and e.line == line
    assert str(e).startswith("mine.py") and "\n" not in str(e)


BROKEN_AT_RUN_TIME = {
    "raise": ("    return 1 / 0\n", "ZeroDivisionError: division by zero"),
    "string": ("    return 'good'\n", "evaluate returned 'good' (str), not a number"),
    "nan": ("    return float('nan')\n", "NaN"),
    "inf": ("    return float('inf')\n", "infinite"),
    "none": ("    pass\n", "returned None (NoneType), not a number"),
    "beyond the win score": ("    return 5e6\n", "not inside ±1e+06"),
    "bad term": ("    return 1, {'x': 'y'}\n", "term 'x'"),
}


@pytest.mark.parametrize("case", list(BROKEN_AT_RUN_TIME))
def test_errors_inside_evaluate_stop_the_search_with_the_line_and_the_position(tmp_path: Path, case: str) -> None:
    body, words = BROKEN_AT_RUN_TIME[case]
    path = write(tmp_path, "GAME = 'connect4'\n\n\ndef evaluate(position, player, weights):\n" + body)
    ev = load_evaluation_file(path)()
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("44"))
    with pytest.raises(EvaluationRuntimeError) as info:
        search(game, state, SearchOptions(depth=2, evaluation=ev))
    e = info.value
    assert words in str(e), str(e)
    assert e.line == (5 if case == "raise" else 4)
    assert e.position is not None and e.position.count("/") == 5  # the six board rows of the failing position
    assert "\n" not in str(e)


def test_win_score_can_be_declared() -> None:
    cls = load_evaluation_source("GAME = 'tictactoe'\nWIN_SCORE = 50\ndef evaluate(p, q, r):\n    return 60\n",
                                 "small.py")
    assert cls().win_score == 50
    with pytest.raises(EvaluationRuntimeError, match="WIN_SCORE"):
        cls().score(TicTacToe().initial_state(), 0)


def test_a_saved_files_evaluation_travels_to_other_processes() -> None:
    ev = load_evaluation_file(EXAMPLE)(centre=3)
    copy = pickle.loads(pickle.dumps(ev))
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("4453"))
    assert copy.weights == {"centre": 3} and copy.score(state, 1) == ev.score(state, 1)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_games_template_runs_as_it_is(game: str) -> None:
    cls = load_evaluation_source(template(game), f"{game}_template.py", game)
    info = GAMES[game]
    g = info.factory()
    result = search(g, g.initial_state(), SearchOptions(algorithm="expectiminimax" if g.has_chance else "alphabeta",
                                                        depth=2, evaluation=cls()))
    assert result.value is not None and abs(result.value) < cls().win_score
    assert cls().terms(g.play(g.initial_state(), [g.actions(g.initial_state())[0]]), 0)


# -- the same values as a built-in evaluation doing the same ----------------------------------------------
POSITIONAL = '''GAME = "connect4"
PARAMS = {"weight": 1, "centre": 0}
ROWS, COLS = 6, 7


def windows_through(r, c):
    count = 0
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for k in range(4):
            cells = [(r + (i - k) * dr, c + (i - k) * dc) for i in range(4)]
            count += all(0 <= rr < ROWS and 0 <= cc < COLS for rr, cc in cells)
    return count


def evaluate(position, player, weights):
    total = 0
    for r, row in enumerate(position.board):
        for c, cell in enumerate(row):
            if cell != ".":
                v = weights["weight"] * windows_through(r, c) + (weights["centre"] if c == 3 else 0)
                total += v if cell == player else -v
    return total
'''


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 7), max_size=20), st.sampled_from([0, 1]))
def test_a_file_gives_the_builtin_positional_values(moves: list[int], player: int) -> None:
    game = ConnectFour()
    state = game.initial_state()
    for m in moves:
        if game.is_terminal(state) or m not in game.actions(state):
            continue
        state = game.result(state, m)
    mine = load_evaluation_source(POSITIONAL, "positional_file.py")(weight=2, centre=3)
    builtin = Positional(weight=2, centre=3)
    assert mine.score(state, player) == builtin.score(state, player)


def test_a_search_with_the_file_equals_the_search_with_the_builtin() -> None:
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("4453"))
    mine = load_evaluation_source(POSITIONAL, "positional_file.py")()
    a = search(game, state, SearchOptions(depth=4, evaluation=mine, exact_root=True))
    b = search(game, state, SearchOptions(depth=4, evaluation=Positional(), exact_root=True))
    assert [(m.move, m.value) for m in a.moves] == [(m.move, m.value) for m in b.moves]
    assert a.stats.nodes == b.stats.nodes


# -- the command line -------------------------------------------------------------------------------------
def test_analyze_with_an_eval_file_gives_the_reference_values(capsys: Capsys, tmp_path: Path) -> None:
    path = write(tmp_path, CENTRE, "centre_eval.py")
    r = analyze(capsys, "--game", "connect4", "--moves", "3456", "--depth", "4", "--exact", "--eval-file", str(path),
                "--weights", "centre=2")
    assert {m["move"]: m["value"] for m in r["moves"]} == {1: -6, 2: -4, 3: -2, 4: 0, 5: -2, 6: -4, 7: -6}
    assert r["evaluation"] == "centre_eval.py(centre=2)"


def test_a_win_outweighs_the_file(capsys: Capsys, tmp_path: Path) -> None:
    path = write(tmp_path, CENTRE)
    r = analyze(capsys, "--game", "connect4", "--moves", "445566", "--depth", "1", "--eval-file", str(path))
    assert r["best_move"] in (3, 7) and r["value"] >= 1000


@pytest.mark.parametrize(("text", "words"), [
    ("GAME = 'connect4'\ndef evaluate(position, player, weights)\n    return 1\n", "line 2: syntax error"),
    ("GAME = 'connect4'\ndef evaluate(position, player, weights):\n    return position.bord\n",
     "line 3: AttributeError"),
    ("GAME = 'connect4'\ndef evaluate(position, player, weights):\n    return 'x'\n", "not a number"),
    ("GAME = 'connect4'\ndef evaluate(position, player, weights):\n    return float('nan')\n", "NaN"),
])
def test_each_user_error_is_one_line_and_exit_2(capsys: Capsys, tmp_path: Path, text: str, words: str) -> None:
    path = write(tmp_path, text)
    for command in (["analyze", "--game", "connect4", "--depth", "2"],
                    ["arena", "--game", "connect4", "--players", "alphabeta:2,random", "--games", "1"]):
        code, _, err = run_cli(capsys, *command, "--eval-file", str(path))
        assert code == 2 and words in err and err.count("\n") == 1 and "Traceback" not in err, err


def test_command_line_rejects_a_missing_file_unknown_weight_and_both_kinds(capsys: Capsys, tmp_path: Path) -> None:
    for extra, words in ((["--eval-file", str(tmp_path / "nope.py")], "no such file"),
                         (["--eval-file", str(EXAMPLE), "--weights", "w9=1"], "no parameter 'w9'"),
                         (["--eval-file", str(EXAMPLE), "--eval", "windows"], "not both")):
        code, _, err = run_cli(capsys, "analyze", "--game", "connect4", "--depth", "2", *extra)
        assert code == 2 and words in err, err


def test_arena_plays_with_an_eval_file(capsys: Capsys) -> None:
    code, out, err = run_cli(capsys, "arena", "--game", "connect4", "--players", "alphabeta:2,random", "--games", "2",
                             "--eval-file", str(EXAMPLE), "--json")
    assert code == 0, err
    assert '"wins"' in out


# -- plugin folders and entry points ----------------------------------------------------------------------
def test_a_folder_lists_broken_files_with_their_errors_and_loads_the_rest(tmp_path: Path) -> None:
    write(tmp_path, CENTRE, "a_good.py")
    write(tmp_path, "GAME = 'connect4'\ndef evaluate(p, q, r)\n", "b_broken.py")
    write(tmp_path, "not python at all", "notes.txt")
    entries = load_folder(tmp_path)
    assert [Path(e.source).name for e in entries] == ["a_good.py", "b_broken.py"]
    good, broken = entries
    assert good.ok and good.game == "connect4" and good.name == "a_good.py"
    assert not broken.ok and "line 2" in (broken.error or "")
    registered = register(entries)
    try:
        assert GAMES["connect4"].evaluations["a_good.py"] is good.evaluation
        assert registered[1].error == broken.error
    finally:
        unregister(registered)
    assert "a_good.py" not in GAMES["connect4"].evaluations


@pytest.fixture
def example_plugin_installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The example package "installed" hermetically: its source and a dist-info with its entry points
    on sys.path, so importlib.metadata finds them as it finds an installed package's."""
    project = tomllib.loads((PLUGIN_PACKAGE / "pyproject.toml").read_text())["project"]
    dist = tmp_path / "minimax_studio_plugin_example-0.1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n")
    groups = {group: dict(eps) for group, eps in project["entry-points"].items()}
    groups["minimax_studio.games"]["broken"] = "mms_plugin_example.no_such_module:GAME"  # a broken plugin
    lines = []
    for group, eps in groups.items():
        lines.append(f"[{group}]")
        lines += [f"{name} = {target}" for name, target in eps.items()]
    (dist / "entry_points.txt").write_text("\n".join(lines) + "\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.syspath_prepend(str(PLUGIN_PACKAGE))
    yield [name for eps in project["entry-points"].values() for name in eps]
    for name in [m for m in sys.modules if m.startswith("mms_plugin_example")]:
        del sys.modules[name]
    GAMES.pop("misere-nim", None)  # whatever a test registered from the package leaves with it
    for evaluation in ("threats", "corners.py"):
        GAMES["tictactoe"].evaluations.pop(evaluation, None)


def test_entry_points_of_the_example_package_add_evaluations(example_plugin_installed: list[str]) -> None:
    eps = importlib.metadata.entry_points()
    found = [ep for group in ("minimax_studio.evaluations", "minimax_studio.games") for ep in eps.select(group=group)
             if ep.dist is not None and ep.dist.name == "minimax-studio-plugin-example"]
    entries = load_entry_points(found)
    by_name = {e.source.split(": ")[1]: e for e in entries}
    assert set(example_plugin_installed) <= set(by_name)
    assert by_name["corners"].ok and by_name["corners"].game == "tictactoe"
    assert by_name["threats"].ok and by_name["threats"].name == "threats"
    assert not by_name["broken"].ok and "ModuleNotFoundError" in (by_name["broken"].error or "")
    registered = register(entries)
    assert GAMES["misere-nim"] is by_name["misere-nim"].info
    game = TicTacToe()
    for name in ("corners.py", "threats"):
        ev = GAMES["tictactoe"].evaluations[name]()
        r = search(game, game.initial_state(), SearchOptions(depth=2, evaluation=ev))
        assert r.best_move is not None and not math.isnan(r.value or 0)
    unregister(registered)
    assert "threats" not in GAMES["tictactoe"].evaluations and "misere-nim" not in GAMES


# -- why this value: the built-in evaluations' terms --------------------------------------------------------
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(list(GAMES)), st.lists(st.integers(0, 50), max_size=12), st.sampled_from([0, 1]))
def test_builtin_terms_add_up_to_the_value(game_name: str, picks: list[int], player: int) -> None:
    info = GAMES[game_name]
    game = info.factory()
    state = game.initial_state()
    for pick in picks:
        if game.is_terminal(state):
            break
        actions = game.actions(state)
        state = game.result(state, actions[pick % len(actions)])
    for name, cls in info.evaluations.items():
        ev = cls()
        terms = ev.terms(state, player)
        assert terms and set(terms) != {"value"}, name  # its own terms, not the default's bare value
        assert math.isclose(sum(terms.values()), ev.score(state, player), abs_tol=1e-9), name


def test_the_command_line_finds_an_installed_plugins_evaluation(capsys: Capsys, example_plugin_installed: list[str]) -> None:
    r = analyze(capsys, "--game", "tictactoe", "--moves", "5", "--depth", "2", "--eval", "threats",
                "--weights", "threat=5")
    assert r["evaluation"] == "threats(threat=5)" and r["best_move"] is not None


def test_a_weight_declared_without_bounds_takes_any_finite_value(tmp_path: Path) -> None:
    cls = load_evaluation_file(write(tmp_path, CENTRE))
    assert cls(centre=5000).weights == {"centre": 5000}
    with pytest.raises(InputError, match="finite"):
        cls(centre=math.inf)
    bounded = load_evaluation_source("GAME = 'tictactoe'\nPARAMS = {'a': (1, 0, 2)}\ndef evaluate(p, q, r):\n"
                                     "    return r['a']\n", "bounded.py")
    with pytest.raises(InputError, match="outside"):
        bounded(a=3)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["connect4", "tictactoe"]), st.lists(st.integers(0, 6), max_size=30))
def test_a_searched_position_knows_a_legal_order_of_its_moves(game_name: str, picks: list[int]) -> None:
    game = GAMES[game_name].factory()
    state = game.initial_state()
    for pick in picks:
        actions = game.actions(state)
        child = game.result(state, actions[pick % len(actions)]) if actions else state
        if game.is_terminal(child):
            break
        state = child
    moves = Position(game, state).moves  # as the search hands it over: a state, no path
    assert game.key(game.play(game.initial_state(), [game.parse_move(m) for m in moves])) == game.key(state)


def test_moves_in_evaluate_during_a_search(tmp_path: Path) -> None:
    path = write(tmp_path, "GAME = 'connect4'\ndef evaluate(position, player, weights):\n"
                           "    return len(position.moves)\n")
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves("4453"))
    r = search(game, state, SearchOptions(depth=3, evaluation=load_evaluation_file(path)(), exact_root=True))
    assert all(m.value == 7 for m in r.moves)  # every leaf is 3 moves after the 4 played


def test_the_command_line_plays_an_installed_plugins_game(capsys: Capsys, example_plugin_installed: list[str]) -> None:
    # heaps 0 4 5: with a heap of two or more, misère play is won as Nim is (4 xor 5 = 1: the mover wins)
    r = analyze(capsys, "--game", "misere-nim", "--moves", "13")
    assert r["value"] == 1 and r["best_move"] == 31  # take 1 from heap 3: 4 xor 4 = 0
    # heaps 0 0 4: Nim would take all four; misère play takes three, and the opponent must take the last one
    r = analyze(capsys, "--game", "misere-nim", "--moves", "13 24 31")
    assert r["value"] == 1 and r["best_move"] == 33
    r = analyze(capsys, "--game", "misere-nim", "--moves", "13 24 31", "--depth", "1", "--eval", "nimsum")
    assert r["evaluation"] == "nimsum(weight=1)" and r["best_move"] == 33
    code, _, err = run_cli(capsys, "analyze", "--game", "misere-nim", "--moves", "19")
    assert code == 2 and "take 1-9 counters" in err
