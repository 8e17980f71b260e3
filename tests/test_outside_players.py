"""Outside programs as players: a ConnectX agent file and an NBoard engine (our own ``nboard`` mode) play in
tournaments and the arena through the paths a user uses; one that breaks the rules forfeits with one line."""

from __future__ import annotations

import importlib.util
import json
import random
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from engine.errors import InputError
from engine.games import game_info
from engine.interop.connectx_export import export
from engine.match.agents import build, parse_spec
from engine.match.play import play_game

ROOT = Path(__file__).resolve().parent.parent
C4 = game_info("connect4")
OTHELLO = game_info("othello")
FIRST_LEGAL = "def agent(observation, configuration):\n    return [c for c in range(7) if observation.board[c] == 0][0]\n"
NBOARD = f"nboard={shlex.quote(sys.executable)} {shlex.quote(str(ROOT / 'main.py'))} nboard --player alphabeta:1"


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def agent_file(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


@pytest.mark.parametrize(("body", "reason"), [
    ("def agent(observation, configuration):\n    return 1 / 0\n", "raised ZeroDivisionError (line 2): division by zero"),
    ("def agent(observation, configuration):\n    return 9\n", "returned column 9, not a legal column"),
    ("def agent(observation, configuration):\n    return 'left'\n", "returned column \"'left'\""),
    ("def agent(observation, configuration):\n    print('thinking')\n    return 3\n", "printed 'thinking'"),
    ("import time\ndef agent(observation, configuration):\n    time.sleep(5)\n    return 3\n", "ran past its time"),
    ("X = 1\n", "could not be loaded: raised LookupError: defines no function"),
    ("def agent(observation, configuration)\n    return 3\n", "could not be loaded: raised SyntaxError"),
    ("import os\ndef agent(observation, configuration):\n    os._exit(4)\n", "ended (exit status 4)"),
])
def test_a_connectx_agent_that_breaks_a_rule_forfeits_with_one_line(tmp_path: Path, body: str, reason: str) -> None:
    path = agent_file(tmp_path, "bad_agent.py", body)
    bad = build(parse_spec(f"connectx={path},time=0.3,overage=0.2,name=bad", C4), C4)
    good = build(parse_spec("topleft", C4), C4)
    outcome = play_game(C4.factory(), (bad, good), (), random.Random(0))
    assert outcome.score == 0.0 and outcome.forfeit is not None
    assert outcome.forfeit.startswith(f"bad forfeits: ConnectX agent {path}")
    assert reason in outcome.forfeit and "\n" not in outcome.forfeit


def test_the_bank_of_overage_time_pays_for_a_slow_move(tmp_path: Path) -> None:
    body = FIRST_LEGAL.replace("    return", "    time.sleep(0.4)\n    return")
    path = agent_file(tmp_path, "slow.py", "import time\n\n" + body)
    slow = build(parse_spec(f"connectx={path},time=0.3,overage=0.35,name=slow", C4), C4)
    good = build(parse_spec("random", C4), C4)
    outcome = play_game(C4.factory(), (slow, good), (), random.Random(1))
    # 0.1 s over a move: the bank pays three moves, the fourth forfeits (0.05 s left)
    assert outcome.forfeit is not None and "ran past its time" in outcome.forfeit
    assert len(outcome.moves) == 6  # three of its moves and three of random's, then the forfeit


def test_specs_say_what_is_wrong() -> None:
    with pytest.raises(InputError, match="is not a file"):
        parse_spec("connectx=/no/such/agent.py", C4)
    with pytest.raises(InputError, match="play Connect Four, not Othello"):
        parse_spec(f"connectx={__file__}", OTHELLO)
    with pytest.raises(InputError, match="NBoard engines play Othello"):
        parse_spec("nboard=edax", C4)
    with pytest.raises(InputError, match="not a program found on PATH"):
        parse_spec("nboard=/no/such/engine -q", OTHELLO)
    with pytest.raises(InputError, match="unknown option 'depth=3'"):
        parse_spec(f"connectx={__file__},depth=3", C4)
    if importlib.util.find_spec("kaggle_environments") is None:
        with pytest.raises(InputError, match=r"needs kaggle-environments: pip install 'minimax-studio\[kaggle\]'"):
            parse_spec("connectx:negamax", C4)


def test_a_tournament_plays_a_connectx_agent_file_and_goes_on_past_a_forfeit(tmp_path: Path) -> None:
    exported = tmp_path / "ours.py"
    export(exported, "alphabeta,solve,time=0.2")
    crashing = agent_file(tmp_path, "crash.py", "def agent(observation, configuration):\n    raise RuntimeError('oops')\n")
    out = tmp_path / "games.jsonl"
    done = cli("tournament", "--game", "connect4", "--players", f"connectx={exported},name=exported",
               f"connectx={crashing},name=crash", "alphabeta:1", "--games", "2", "--concurrency", "2",
               "--out", str(out), "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 6
    table = {row["name"]: row for row in summary["players"]}
    assert table["exported"]["wins"] == 4 and table["crash"]["losses"] == 4
    forfeits = [line for line in done.stderr.splitlines() if line.startswith("forfeit: ")]
    assert len(forfeits) == 4
    assert all(f"crash forfeits: ConnectX agent {crashing} raised RuntimeError (line 2): oops" in f for f in forfeits)


def test_a_tournament_plays_our_nboard_engine_as_an_outside_program(tmp_path: Path) -> None:
    done = cli("tournament", "--game", "othello", "--players", f"{NBOARD},depth=1,name=outside", "random",
               "--games", "2", "--concurrency", "1", "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 2 and summary["pairs"][0]["forfeits"] == 0
    assert "forfeit" not in done.stderr


ANSWER_GO = ("import sys\nfor line in sys.stdin:\n    words = line.split()\n    if words[0] == 'ping':\n"
             "        print('pong', words[1], flush=True)\n    if words[0] == 'go':\n        print({!r}, flush=True)\n")


@pytest.mark.parametrize(("engine", "reason"), [
    ("import sys\nfor line in sys.stdin:\n    print('nonsense', flush=True)\n", "did not answer ping within 1 s"),
    ("import sys\nsys.exit(5)\n", "ended (exit status 5) before it answered ping"),
    (ANSWER_GO.format("=== z9"), "answered '=== z9', which is not a move"),
    (ANSWER_GO.format("=== a1/0.5/0.1"), "played a1, which is not legal here"),
    (ANSWER_GO.format("thinking"), "did not answer go within 1 s"),
])
def test_an_nboard_engine_that_breaks_the_protocol_forfeits(tmp_path: Path, engine: str, reason: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("engine.interop.players.NBOARD_PING_SECONDS", 1.0)
    script = agent_file(tmp_path, "engine.py", engine)
    spec = f"nboard={shlex.quote(sys.executable)} {shlex.quote(str(script))},time=1,name=bad"
    bad = build(parse_spec(spec, OTHELLO), OTHELLO)
    outcome = play_game(OTHELLO.factory(), (bad, build(parse_spec("topleft", OTHELLO), OTHELLO)), (), random.Random(0))
    assert outcome.score == 0.0 and outcome.forfeit is not None
    assert outcome.forfeit.startswith("bad forfeits: NBoard engine")
    assert reason in outcome.forfeit and "\n" not in outcome.forfeit


def test_the_arena_plays_them_too_and_counts_a_forfeit_as_a_loss(tmp_path: Path) -> None:
    crashing = agent_file(tmp_path, "crash.py", "def agent(observation, configuration):\n    raise RuntimeError('oops')\n")
    first = agent_file(tmp_path, "first.py", FIRST_LEGAL)
    done = cli("arena", "--game", "connect4", "--players", f"connectx={first},connectx={crashing}", "--games", "2",
               "--json")
    assert done.returncode == 0, done.stderr
    tally = json.loads(done.stdout)["players"]
    assert [t["wins"] for t in tally] == [2, 0] and [t["losses"] for t in tally] == [0, 2]
    forfeits = [line for line in done.stderr.splitlines() if line.startswith("forfeit: ")]
    assert len(forfeits) == 2 and all("raised RuntimeError (line 2): oops" in line for line in forfeits)
    # An NBoard engine in the arena (whose player list cannot carry depth=: a quick engine of a few lines that
    # plays the first legal move, using our GGF reader).
    quick = agent_file(tmp_path, "quick_engine.py", f"""import sys
sys.path.insert(0, {str(ROOT)!r})
from engine.games.othello import Othello
from engine.interop import ggf
game, state = Othello(), None
for line in sys.stdin:
    words = line.split()
    if words[:2] == ["set", "game"]:
        state = ggf.parse(line.split(None, 2)[2])
    elif words[:1] == ["ping"]:
        print("pong", words[1], flush=True)
    elif words[:1] == ["go"]:
        print("===", ggf.format_move(game.actions(state)[0]), flush=True)
""")
    nboard = cli("arena", "--game", "othello", "--players",
                 f"nboard={shlex.quote(sys.executable)} {shlex.quote(str(quick))},random", "--games", "2", "--json")
    assert nboard.returncode == 0, nboard.stderr
    assert json.loads(nboard.stdout)["games"] == 2 and "forfeit" not in nboard.stderr


def test_kaggles_own_agents_are_loaded_from_the_rules_module_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """connectx:negamax loads kaggle-environments' connectx.py without the package (whose import loads every
    game it has): a stand-in package whose __init__ fails shows it."""
    package = tmp_path / "kaggle_environments"
    (package / "envs" / "connectx").mkdir(parents=True)
    (package / "__init__.py").write_text("raise ImportError('the whole package was imported')\n", encoding="utf-8")
    (package / "envs" / "connectx" / "connectx.py").write_text(
        "def negamax_agent(obs, config):\n    return [c for c in range(config.columns) if obs.board[c] == 0][-1]\n\n"
        "agents = {'negamax': negamax_agent, 'random': negamax_agent}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    kaggle = build(parse_spec("connectx:negamax", C4), C4)
    outcome = play_game(C4.factory(), (kaggle, build(parse_spec("topleft", C4), C4)), (), random.Random(0))
    assert outcome.forfeit is None and outcome.moves[:3] == [7, 1, 7]  # its last legal column, as the file says
    with pytest.raises(InputError, match="Kaggle's ConnectX agents are negamax, random"):
        parse_spec("connectx:minimax", C4)


def test_an_engine_that_dies_says_its_last_words(tmp_path: Path) -> None:
    script = agent_file(tmp_path, "dying.py", "import sys\nprint('no opening book at ./book.dat', file=sys.stderr)\n"
                                              "sys.exit(1)\n")
    spec = f"nboard={shlex.quote(sys.executable)} {shlex.quote(str(script))},name=dying"
    outcome = play_game(OTHELLO.factory(), (build(parse_spec("topleft", OTHELLO), OTHELLO),
                                            build(parse_spec(spec, OTHELLO), OTHELLO)), (), random.Random(0))
    assert outcome.score == 1.0 and outcome.forfeit is not None
    assert outcome.forfeit.endswith("ended (exit status 1) before it answered ping: no opening book at ./book.dat")
