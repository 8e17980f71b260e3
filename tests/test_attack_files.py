"""Attack family: result files. A genuine result file, edited at random (a field given a hostile value, a
byte changed, the file cut anywhere, junk appended), is either refused as a whole with one reason and
left untouched, or every line it holds is a game the tournament accepts and can count. Nothing in
between: no crash, no statistics built from a line that is not a game."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.errors import InputError
from engine.games import game_info
from engine.match.agents import parse_spec
from engine.match.openings import parse_openings
from engine.match.play import play_pair
from engine.match.runner import ResultFile, Tournament, TournamentConfig

from .attack import attack_settings, hostile_text

TTT = game_info("tictactoe")
KEYS = ("game", "seed", "pair", "round", "index", "a", "b", "players", "colours", "opening", "moves", "result",
        "a_score", "winner", "forfeit", "plies", "time")


def config() -> TournamentConfig:
    players = (parse_spec("random", TTT), parse_spec("topleft", TTT), parse_spec("alphabeta:1", TTT))
    return TournamentConfig("tictactoe", players, games=4, openings=parse_openings("random:2", TTT.factory()), seed=3)


def genuine() -> bytes:
    t = Tournament(config())
    records = [r for job in t.jobs() for r in play_pair(job)]
    return b"".join(json.dumps(r, separators=(",", ":")).encode() + b"\n" for r in records)


GENUINE = genuine()
LINES = GENUINE.count(b"\n")

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.integers(min_value=10 ** 300),
              st.floats(allow_nan=True, allow_infinity=True), hostile_text),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)),
    max_leaves=6)


@st.composite
def field_edits(draw: st.DrawFn) -> bytes:
    lines = GENUINE.decode().splitlines()
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, LINES - 1))
        record = json.loads(lines[i])
        key = draw(st.sampled_from((*KEYS, "extra")))
        if draw(st.booleans()) and key in record:
            del record[key]
        else:
            record[key] = draw(json_values)
        lines[i] = json.dumps(record, allow_nan=True)
    return ("\n".join(lines) + "\n").encode()


@st.composite
def byte_edits(draw: st.DrawFn) -> bytes:
    data = bytearray(GENUINE)
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(("change", "cut", "insert", "append")))
        at = draw(st.integers(0, len(data) - 1)) if data else 0
        if how == "change" and data:
            data[at] = draw(st.integers(0, 255))
        elif how == "cut":
            del data[at:]
        elif how == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        else:
            data += draw(st.binary(min_size=1, max_size=40))
    return bytes(data)


def check(tmp_path: Path, data: bytes) -> None:
    f = tmp_path / "games.jsonl"
    f.write_bytes(data)
    try:
        results = ResultFile(f, resume=True)
        t = Tournament(config(), results.records)
    except InputError as e:
        assert "\n" not in str(e) and str(e)
        assert f.read_bytes() == data, "a refused file was changed"
        return
    # Accepted: every game counts, and the statistics of what it holds are numbers.
    assert t.played == len(results.records) <= LINES
    for s in t.stats:
        assert s.wins + s.draws + s.losses == s.games and sum(s.pentanomial()) <= s.games
        summary = s.summary()
        assert summary["elo_diff"] is None or math.isfinite(summary["elo_diff"])
    assert f.read_bytes() == data, "reading a file must not change it (only open() drops a cut line)"


@attack_settings(200)
@given(data=st.one_of(field_edits(), byte_edits()))
def test_an_edited_result_file_is_refused_whole_or_every_line_counts(tmp_path_factory: pytest.TempPathFactory,
                                                                     data: bytes) -> None:
    check(tmp_path_factory.mktemp("attack"), data)


def test_the_genuine_file_is_accepted(tmp_path: Path) -> None:
    f = tmp_path / "games.jsonl"
    f.write_bytes(GENUINE)
    t = Tournament(config(), ResultFile(f, resume=True).records)
    assert t.played == LINES == 12 and t.finished()


OPENING_SEEDS = ("5\n1 9\n# a comment\n\n3 7 2\n", "4453\n1\n", "5 1\n5 2\n")


@st.composite
def openings_texts(draw: st.DrawFn) -> bytes:
    text = draw(st.one_of(st.sampled_from(OPENING_SEEDS), hostile_text.map(lambda t: t + "\n")))
    data = bytearray(text.encode("utf-8", errors="surrogatepass"))
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(data))) if data else 0
        data[at:at] = draw(st.one_of(st.binary(max_size=4), st.sampled_from((b"\n", b"#", b" ", b"\xef\xbb\xbf"))))
    return bytes(data)


@attack_settings(200)
@given(data=openings_texts())
def test_an_openings_file_is_read_or_refused(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    f = tmp_path_factory.mktemp("openings") / "openings.txt"
    f.write_bytes(data)
    game = TTT.factory()
    try:
        openings = parse_openings(str(f), game)
    except InputError as e:
        assert str(e) and "\n" not in str(e).strip()
        return
    assert openings.lines
    for line in openings.lines:  # every opening read is a legal start that leaves the game to play
        assert not game.is_terminal(game.play(game.initial_state(), line))
