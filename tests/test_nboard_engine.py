"""``nboard``: our Othello engine speaks the NBoard protocol (the session from the protocol's documentation)."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from engine.games.othello import Othello
from engine.interop import ggf
from engine.interop.nboard_engine import NBoardEngine

ROOT = Path(__file__).resolve().parent.parent
# The example session of the NBoard protocol's documentation (NTest's instructions/Protocol.htm), GUI's side.
DOC_GAME = ("(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]"
            "BO[8 ---------------------------O*------*O--------------------------- *]"
            "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)")
DOC_SESSION = ["nboard 2", f"set game {DOC_GAME}", "set depth 6", "ping 1", "go"]


def talk(lines: list[str], spec: str | None = "alphabeta:2,name=Tester") -> list[str]:
    out = io.StringIO()
    engine = NBoardEngine(spec, out)
    engine.serve(io.StringIO("".join(line + "\n" for line in lines)))
    return out.getvalue().splitlines()


def test_the_documented_session() -> None:
    answers = talk(DOC_SESSION)
    assert answers[0] == "set myname Tester"  # to nboard 2 and to set depth 6
    assert answers[1] == "set myname Tester"
    assert answers[2] == "pong 1"
    assert answers[3].startswith("status ")
    assert answers[4].startswith("nodestats ")
    move_line = answers[5]
    assert move_line.startswith("=== ")
    move, value, seconds = move_line[4:].split("/")
    game = Othello()
    position = ggf.parse(DOC_GAME)
    assert ggf.parse_move(move) in game.actions(position)  # (Edax answered d6 there)
    float(value), float(seconds)
    assert answers[6] == "status"


def test_moves_hints_ping_and_learn() -> None:
    answers = talk(["nboard 2", "set depth 2", f"set game {ggf.write(Othello().initial_state())}", "move f5",
                    "move D6/0.5/1.2", "hint 3", "ping 7", "learn", "set contempt 100"])
    searches = [a for a in answers if a.startswith("search ")]
    assert len(searches) == 3
    game = Othello()
    state = game.play(game.initial_state(), game.parse_moves("f5d6"))
    for line in searches:
        pv, value, zero, depth = line.split()[1:5]
        assert ggf.parse_move(pv[:2]) in game.actions(state) and zero == "0" and depth == "2"
        float(value)
    assert answers[-2:] == ["pong 7", "learned"]


def test_malformed_commands_get_an_error_line_and_the_engine_stays_up() -> None:
    answers = talk(["nboard 2", "set depth x", "set depth 99", "set game (;GM[Chess];)", "move z9", "move a1",
                    "hint", "frobnicate 3", "set game (;GM[Othello]BO[8 --- *];)", "ping 3"])
    errors = [a for a in answers if a.startswith("status error: ")]
    assert len(errors) == 7, answers  # every malformed one; the unknown command is ignored, as the protocol asks
    assert "a1 outflanks no disc" in errors[4]
    assert answers[-1] == "pong 3"


def test_the_command_speaks_it_on_standard_input_and_output() -> None:
    done = subprocess.run([sys.executable, "main.py", "nboard", "--player", "alphabeta:1"], cwd=ROOT,
                          input="\n".join(DOC_SESSION[:2] + ["set depth 1", "ping 1", "go", "quit"]) + "\n",
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert "pong 1" in lines and any(line.startswith("=== ") for line in lines)
