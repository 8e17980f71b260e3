"""``export connectx``: one file that Kaggle runs on its own, carrying our Connect Four search and solver."""

from __future__ import annotations

import ast
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine.errors import InputError
from engine.games.connect4 import ConnectFour
from engine.games.connect4.solver import Solver
from engine.interop import connectx_export
from engine.interop.connectx_export import export, source
from engine.interop.connectx_search import budget, make_agent

ROOT = Path(__file__).resolve().parent.parent


def kaggle_board(moves: str) -> list[int]:
    """Kaggle's flat board (top row first, 1 the first player) after our move string."""
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    cells = [0] * 42
    for column in range(7):
        for row in range(6):
            owner = game.cell_owner(state, column, row)
            if owner is not None:
                cells[(5 - row) * 7 + column] = owner + 1
    return cells


def late_position(stones: int) -> str:
    """Moves of a game with ``stones`` discs, not over, where the moves' exact scores differ and the player to
    move has no four to complete at once (so the solver, not the first check, chooses)."""
    game = ConnectFour()
    rng = random.Random(3)
    while True:
        state, moves = game.initial_state(), ""
        while len(moves) < stones and not game.is_terminal(state):
            move = rng.choice(game.actions(state))
            state, moves = game.result(state, move), moves + str(move)
        if len(moves) != stones or game.is_terminal(state):
            continue
        scores = dict(Solver().move_scores(state))
        win_now = any(game.is_terminal(game.result(state, m)) for m in game.actions(state))
        if len(set(scores.values())) > 1 and not win_now:
            return moves


def run_alone(agent_file: Path, script: str, cwd: Path) -> str:
    """Run ``script`` with the agent file loaded as Kaggle does (exec, last callable) in an interpreter that
    cannot import Minimax Studio (-I: no current folder or PYTHONPATH, -S: no site-packages)."""
    code = ("import json, sys\nenv = {}\nexec(compile(open(sys.argv[1]).read(), sys.argv[1], 'exec'), env)\n"
            "agent = [v for v in env.values() if callable(v)][-1]\n" + script)
    done = subprocess.run([sys.executable, "-I", "-S", "-c", code, str(agent_file)], cwd=cwd, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_file_is_self_contained_and_its_last_function_is_the_agent(tmp_path: Path) -> None:
    target = tmp_path / "submission.py"
    export(target)
    tree = ast.parse(target.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0
            names = [node.module or ""]
        else:
            continue
        for name in names:
            assert name.partition(".")[0] in sys.stdlib_module_names, name
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    assert functions[-1].name == "agent" and [a.arg for a in functions[-1].args.args] == ["observation", "configuration"]
    script = ("obs = {'board': [0] * 42, 'mark': 1, 'remainingOverageTime': 0}\n"
              "conf = {'rows': 6, 'columns': 7, 'inarow': 4, 'actTimeout': 2, 'timeout': 2}\n"
              "import time; t = time.perf_counter(); c = agent(obs, conf); t = time.perf_counter() - t\n"
              "print(json.dumps([c, t, 'engine' in sys.modules]))")
    column, seconds, ours = json.loads(run_alone(target, script, tmp_path))
    assert column == 3 and seconds < 2.0 and not ours  # the centre, in time, without Minimax Studio


def method_source(relative: str, cls: str, method: str) -> str:
    """A method's text as its file has it (read from the file: compiled, ``inspect`` could not)."""
    text = (ROOT / relative).read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ClassDef) and node.name == cls:
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == method:
                    return "\n".join(text.splitlines()[item.lineno - 1:item.end_lineno])
    raise AssertionError(f"{cls}.{method} not in {relative}")


def test_the_engine_is_copied_from_our_sources_not_kept_by_hand() -> None:
    text = source()
    assert method_source("engine/games/connect4/solver.py", "Solver", "_negamax") in text
    assert method_source("engine/interop/connectx_search.py", "Player", "_negamax") in text
    for relative, _ in connectx_export.SOURCES:
        assert f"# ---- from engine/{relative} " in text


def test_it_wins_at_once_blocks_and_plays_the_solvers_move(tmp_path: Path) -> None:
    target = tmp_path / "submission.py"
    export(target, "alphabeta,solve,time=0.5")
    endgame = late_position(24)
    positions = {"112233": 3, "1122334": 3, endgame: None}
    lines = [f"print(agent({{'board': {kaggle_board(m)}, 'mark': {len(m) % 2 + 1}, 'remainingOverageTime': 60}}, "
             "{'rows': 6, 'columns': 7, 'inarow': 4, 'actTimeout': 2}))" for m in positions]
    answers = [int(x) for x in run_alone(target, "\n".join(lines), tmp_path).split()]
    assert answers[0] == 3  # 1-2-3 in the bottom row: column 4 wins
    assert answers[1] == 3  # the opponent's 1-2-3: column 4 blocks
    game = ConnectFour()
    state = game.play(game.initial_state(), game.parse_moves(endgame))
    scores = dict(Solver().move_scores(state))
    assert scores[answers[2] + 1] == max(scores.values()) and len(set(scores.values())) > 1


def test_another_board_gets_a_legal_move_that_wins_when_it_can(tmp_path: Path) -> None:
    agent = make_agent(lambda state, player: 0.0)
    board = [0] * 30
    board[24:26] = [1, 1]  # 5 rows x 6 columns, three in a row: two of mark 1 on the bottom row
    assert agent({"board": board, "mark": 1}, {"rows": 5, "columns": 6, "inarow": 3}) == 2
    full = [1, 0, 2] * 10
    assert agent({"board": full, "mark": 2}, {"rows": 10, "columns": 3, "inarow": 5}) == 1


@pytest.mark.parametrize(("spec", "reason"), [
    ("mcts:100", "mcts is another player"),
    ("random", "random is another player"),
    ("alphabeta,nodes=1000", "nodes= does not translate"),
    ("alphabeta,time=5", "more than ConnectX's 2 s a move"),
])
def test_a_player_that_cannot_travel_is_refused_with_the_reason(tmp_path: Path, spec: str, reason: str) -> None:
    with pytest.raises(InputError, match=reason):
        export(tmp_path / "x.py", spec)
    assert not (tmp_path / "x.py").exists()


def test_an_evaluation_file_travels_inside(tmp_path: Path) -> None:
    evalfile = tmp_path / "edges.py"
    evalfile.write_text('GAME = "connect4"\nPARAMS = {"edge": 5.0}\n\n\ndef evaluate(position, player, weights):\n'
                        '    """Discs in column 1 are good."""\n'
                        '    mine = sum(row[0] == player for row in position.board)\n'
                        '    theirs = sum(row[0] not in (player, ".") for row in position.board)\n'
                        '    return weights["edge"] * (mine - theirs), {"edge": 0}\n', encoding="utf-8")
    target = tmp_path / "submission.py"
    export(target, f"alphabeta:1,evalfile={evalfile},edge=2")
    assert "def evaluate(position, player, weights)" in target.read_text(encoding="utf-8")
    out = run_alone(target, "print(agent({'board': [0] * 42, 'mark': 1}, {'rows': 6, 'columns': 7, 'inarow': 4}))",
                    tmp_path)
    assert out.split() == ["0"]  # one ply deep, the file's taste decides: column 1

    bad = tmp_path / "ours.py"
    bad.write_text('import engine.games\nGAME = "connect4"\n\n\ndef evaluate(position, player, weights):\n'
                   '    return 0\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"imports 'engine\.games'"):
        export(tmp_path / "y.py", f"alphabeta,evalfile={bad}")


def test_the_command_line(tmp_path: Path) -> None:
    target = tmp_path / "submission.py"
    done = subprocess.run([sys.executable, "main.py", "export", "connectx", str(target)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert f"wrote {target}" in done.stdout and target.exists()
    again = subprocess.run([sys.executable, "main.py", "export", "connectx", str(target), "--player", "mcts"], cwd=ROOT,
                           capture_output=True, text=True, timeout=120)
    assert again.returncode == 2 and again.stderr.count("\n") == 1 and "exists" in again.stderr


def test_a_player_without_solve_never_asks_the_solver(tmp_path: Path) -> None:
    target = tmp_path / "no_solver.py"
    export(target, "alphabeta,time=0.2")
    env: dict = {}
    exec(compile(target.read_text(encoding="utf-8"), str(target), "exec"), env)
    agent = env["agent"]
    board = kaggle_board(late_position(30))
    agent({"board": board, "mark": 1, "remainingOverageTime": 0}, {"rows": 6, "columns": 7, "inarow": 4})
    assert not env["_AGENT"].player.solved
    solving = make_agent(lambda state, p: 0.0, move_time=1.0)
    solving({"board": board, "mark": 1, "remainingOverageTime": 0}, {"rows": 6, "columns": 7, "inarow": 4})
    assert solving.player.solved  # the same position with the solver: solved (12 empty cells, no win in one)


def test_the_time_per_move_never_spends_the_bank() -> None:
    assert budget(2.0, 0.0, 0.5) == 1.5  # no bank: the move's own time less the margin
    assert budget(2.0, 60.0, 0.5, 4) == 1.5 + 50 / 20 and budget(2.0, 60.0, 0.5, 30) == 1.5 + 50 / 40
    bank = 60.0
    for stones in range(0, 42, 2):  # a whole game of ours, every move using all its time (and 0.3 s more)
        seconds = budget(2.0, bank, 0.5, stones) + 0.3
        bank -= max(0.0, seconds - 2.0)
        assert bank > 9.0
