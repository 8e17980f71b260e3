"""The settings schema (``engine.search.settings_schema``): one setting, one rule, one message.

Round trips (hypothesis): any valid setting given on the command line comes back unchanged through a tournament
spec and the settings JSON (the window's form is the last leg, in tests/gui/test_settings_schema_form.py); any
invalid one is refused with the same message on the command line, in a spec and in stored settings."""

from __future__ import annotations

import contextlib
import io
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli.analyze import mcts_fields
from cli.enhance_args import enhancements_from_args
from engine.errors import InputError
from engine.games import game_info
from engine.match.agents import parse_spec
from engine.ordering import ORDERINGS
from engine.search.settings_schema import (
    SETTINGS,
    GameFacts,
    SettingError,
    on,
    refuse_inapplicable,
    setting,
)
from gui.app.enhancement_settings import EnhancementSettings
from gui.app.players import SearchSettings, SettingsError
from main import build_parser

C4 = game_info("connect4")
EINSTEIN = game_info("einstein")
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- what a user can give, at the window's precision (so the form can hold it too) ---------------------------
def _at(key: str) -> st.SearchStrategy[float]:
    """Values of a number setting within its range, at the form's precision."""
    s = setting(key)
    low, high = s.form_range()
    step = 10 ** s.decimals
    return st.integers(round(low * step), round(high * step)).map(lambda n: n / step if s.decimals else float(n))


@st.composite
def alphabeta_settings(draw: st.DrawFn) -> dict[str, Any]:
    """A valid set of alpha-beta settings for Connect Four (a limit or an aspiration window deepens)."""
    out: dict[str, Any] = {"depth": draw(st.integers(1, C4.max_depth))}
    if draw(st.booleans()):
        out["time_limit"] = draw(_at("time_limit"))
    if draw(st.booleans()):
        out["node_limit"] = draw(st.integers(1, int(setting("node_limit").form_range()[1])))
    if draw(st.booleans()):
        out["tt_mb"] = float(draw(st.integers(1, 4096)))
    out["ordering"] = tuple(o for o in ORDERINGS if draw(st.booleans()))
    out["pvs"] = draw(st.booleans())
    out["quiescence"] = draw(st.booleans())
    if draw(st.booleans()):
        out["aspiration"] = draw(_at("aspiration"))
    out["iterative"] = draw(st.booleans()) or any(k in out for k in ("time_limit", "node_limit", "aspiration"))
    return out


@st.composite
def mcts_settings(draw: st.DrawFn) -> dict[str, Any]:
    out: dict[str, Any] = {"playouts": draw(st.integers(1, 10_000_000)), "exploration": draw(_at("exploration"))}
    if draw(st.booleans()):
        out["time_limit"] = draw(_at("time_limit"))
    return out


# -- each surface's spelling ----------------------------------------------------------------------------------
def cli_args(algorithm: str, values: dict[str, Any]) -> list[str]:
    argv = ["analyze", "--game", "connect4", "--algorithm", algorithm]
    for key, value in values.items():
        flag = setting(key).flag
        assert flag is not None
        if value is True:
            argv.append(flag)
        elif value is False or value == ():
            continue
        elif key == "ordering":
            argv += [flag, ",".join(value)]
        else:
            argv += [flag, repr(value)]
    return argv


def from_cli(argv: list[str]) -> dict[str, Any]:
    """What the command line reads from ``argv`` (its parser, its enhancement and MCTS readers)."""
    args = build_parser().parse_args(argv)
    algorithm = args.algorithm
    enh, limits = enhancements_from_args(args, is_game=True, algorithm=algorithm)
    if algorithm == "mcts":
        out: dict[str, Any] = dict(mcts_fields(args, algorithm))
        out.pop("playout_plies", None)
    else:
        out = {"depth": int(args.depth), "iterative": enh.iterative, "ordering": enh.ordering, "pvs": enh.pvs,
               "quiescence": enh.quiescence}
        if enh.tt_mb:
            out["tt_mb"] = enh.tt_mb
        if enh.aspiration:
            out["aspiration"] = enh.aspiration
    if limits.time_limit is not None:
        out["time_limit"] = limits.time_limit
    if limits.node_limit is not None:
        out["node_limit"] = limits.node_limit
    return out


def spec_text(algorithm: str, values: dict[str, Any]) -> str:
    head = f"{algorithm}:{values['depth']}" if "depth" in values else f"{algorithm}:{values['playouts']}"
    parts = [head]
    for key, value in values.items():
        name = setting(key).spec
        if name is None or value is False or value == ():
            continue
        if value is True:
            parts.append(name)
        elif key == "ordering":
            parts.append(f"{name}={'+'.join(value)}")
        else:
            parts.append(f"{name}={value!r}")
    return ",".join(parts)


def from_spec(text: str) -> dict[str, Any]:
    spec = parse_spec(text, C4)
    head, _, arg = spec.agent.partition(":")
    enh = spec.enhancements
    if head == "mcts":
        out: dict[str, Any] = {"playouts": int(arg), "exploration": spec.exploration}
    else:
        out = {"depth": int(arg), "iterative": enh.iterative, "ordering": enh.ordering, "pvs": enh.pvs,
               "quiescence": enh.quiescence}
        if enh.tt_mb:
            out["tt_mb"] = enh.tt_mb
        if enh.aspiration:
            out["aspiration"] = enh.aspiration
    if spec.time_limit is not None:
        out["time_limit"] = spec.time_limit
    if spec.node_limit is not None:
        out["node_limit"] = spec.node_limit
    return out


def to_search_settings(algorithm: str, values: dict[str, Any]) -> SearchSettings:
    base = SearchSettings.defaults(C4)
    enh = EnhancementSettings(iterative=values.get("iterative", False), time_limit=values.get("time_limit"),
                              node_limit=values.get("node_limit"), tt="tt_mb" in values,
                              tt_mb=values.get("tt_mb", EnhancementSettings().tt_mb),
                              ordering=values.get("ordering", ()), pvs=values.get("pvs", False),
                              aspiration=values.get("aspiration", 0.0), quiescence=values.get("quiescence", False))
    return SearchSettings(algorithm, values.get("depth", base.depth), base.evaluation, base.weights,
                          enhancements=enh, playouts=values.get("playouts", base.playouts),
                          exploration=values.get("exploration", base.exploration))


def from_search_settings(s: SearchSettings) -> dict[str, Any]:
    e = s.enhancements
    if s.algorithm == "mcts":
        out: dict[str, Any] = {"playouts": s.playouts, "exploration": s.exploration}
    else:
        out = {"depth": s.depth, "iterative": e.iterative, "ordering": e.ordering, "pvs": e.pvs,
               "quiescence": e.quiescence}
        if e.tt:
            out["tt_mb"] = e.tt_mb
        if e.aspiration:
            out["aspiration"] = e.aspiration
    if e.time_limit is not None:
        out["time_limit"] = e.time_limit
    if e.node_limit is not None:
        out["node_limit"] = e.node_limit
    return out


def through_json(s: SearchSettings) -> SearchSettings:
    return SearchSettings.from_dict(C4, json.loads(json.dumps(s.to_dict())))


def canonical(values: dict[str, Any]) -> dict[str, Any]:
    """Leave out what equals "off" so each surface's spelling of off compares equal."""
    return {k: v for k, v in values.items() if v not in (False, ())}


# -- round trips ------------------------------------------------------------------------------------------
@FAST
@given(alphabeta_settings())
def test_alphabeta_settings_survive_cli_spec_and_json(values: dict[str, Any]) -> None:
    cli = from_cli(cli_args("alphabeta", values))
    assert canonical(cli) == canonical(values)
    spec = from_spec(spec_text("alphabeta", cli))
    assert canonical(spec) == canonical(values)
    stored = from_search_settings(through_json(to_search_settings("alphabeta", spec)))
    assert canonical(stored) == canonical(values)


@FAST
@given(mcts_settings())
def test_mcts_settings_survive_cli_spec_and_json(values: dict[str, Any]) -> None:
    cli = from_cli(cli_args("mcts", values))
    assert cli == values
    spec = from_spec(spec_text("mcts", cli))
    assert spec == values
    assert from_search_settings(through_json(to_search_settings("mcts", spec))) == values


# -- bad values: one message everywhere ------------------------------------------------------------------------
def _outside(key: str) -> st.SearchStrategy[float]:
    s = setting(key)
    assert s.low is not None and s.high is not None
    below = st.floats(-1e6, s.low, allow_nan=False) if s.above_low else st.floats(-1e6, s.low - 1, allow_nan=False)
    above = st.floats(s.high + 1, 1e9 if s.high < 1e8 else 1e12, allow_nan=False)
    numbers = st.one_of(below, above)
    return numbers.map(lambda x: float(int(x))) if s.kind == "int" else numbers


NUMBERS = ("time_limit", "node_limit", "tt_mb", "aspiration", "exploration", "playouts")
JSON_PLACE = {"time_limit": ("enhancements", "time_limit"), "node_limit": ("enhancements", "node_limit"),
              "tt_mb": ("enhancements", "tt_mb"), "aspiration": ("enhancements", "aspiration"),
              "exploration": (None, "exploration"), "playouts": (None, "playouts")}


def _json_value(key: str, x: float) -> float | int:
    return int(x) if setting(key).kind == "int" else x


@FAST
@given(st.sampled_from(NUMBERS).flatmap(lambda key: st.tuples(st.just(key), _outside(key))))
def test_a_bad_value_gets_the_same_message_everywhere(case: tuple[str, float]) -> None:
    key, x = case
    s = setting(key)
    if key == "aspiration" and x == 0:  # (0 is the JSON's "off")
        x = -1.0
    number = _json_value(key, x)
    text = repr(number)
    message = str(s.refusal(number))
    # the command line
    algorithm = "mcts" if key in ("exploration", "playouts") else "alphabeta"
    stderr = io.StringIO()
    with pytest.raises(SystemExit) as e, contextlib.redirect_stderr(stderr):
        build_parser().parse_args(["analyze", "--game", "connect4", "--algorithm", algorithm, f"{s.flag}={text}"])
    assert e.value.code == 2
    err = stderr.getvalue()
    assert message in err and err.count("\n") == 1
    # a tournament spec
    if s.spec is not None:
        with pytest.raises(InputError) as refused:
            parse_spec(f"{algorithm}:{'100' if algorithm == 'mcts' else '2'},{s.spec}={text}", C4)
        assert str(refused.value).endswith(message)
    # stored settings and saved games (the window's words, untranslated here)
    data = SearchSettings(algorithm, 4, "windows").to_dict()
    place, name = JSON_PLACE[key]
    (data[place] if place else data)[name] = number
    with pytest.raises(SettingsError) as stored:
        SearchSettings.from_dict(C4, data)
    assert str(stored.value) == message


@pytest.mark.parametrize("key", [s.key for s in on("cli") if s.kind in ("int", "float", "choice")])
def test_every_command_line_number_and_choice_is_checked_by_the_schema(capsys, key: str) -> None:
    s = setting(key)
    with pytest.raises(SystemExit):
        build_parser().parse_args(["analyze", "--game", "connect4", s.flag or "", "nonsense"])
    assert str(s.refusal("nonsense")) in capsys.readouterr().err


def test_the_help_is_the_schemas() -> None:
    text = build_parser().parse_args(["analyze", "--game", "tictactoe"])  # (the parser builds)
    assert text.game == "tictactoe"
    helps = {a.dest: a.help for a in _analyze_parser()._actions}
    assert "at most 3,600 seconds" in helps["time"] and "at most 4,096 MB" in helps["tt_mb"]
    assert "1 to 10,000,000" in helps["playouts"]


def _analyze_parser() -> Any:
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    return sub.choices["analyze"]


# -- the rule of which algorithm takes what asks the registry --------------------------------------------------
@pytest.mark.parametrize(("key", "algorithm", "applies"), [
    ("tt_mb", "alphabeta", True), ("tt_mb", "mtdf", True), ("tt_mb", "minimax", False), ("tt_mb", "sss", False),
    ("iterative", "minimax", True), ("iterative", "dual", False), ("iterative", "mcts", False),
    ("playouts", "mcts", True), ("playouts", "alphabeta", False), ("chance_pruning", "expectiminimax", True),
    ("chance_pruning", "alphabeta", False), ("solve", "alphabeta", True), ("solve", "minimax", False),
])
def test_which_algorithm_takes_a_setting(key: str, algorithm: str, applies: bool) -> None:
    c4 = GameFacts(has_solver=True, has_threats=True)
    assert (setting(key).why_not(algorithm, c4) == "") is applies


def test_a_setting_where_it_does_not_apply_is_refused_alike() -> None:
    with pytest.raises(SettingError) as direct:
        refuse_inapplicable(["pvs"], "minimax", GameFacts())
    with pytest.raises(InputError) as spec:
        parse_spec("minimax:2,pvs", C4)
    assert str(spec.value).endswith(str(direct.value))


def test_every_setting_is_written_once() -> None:
    keys = [s.key for s in SETTINGS]
    assert len(keys) == len(set(keys))
    flags = [s.flag for s in SETTINGS if s.flag]
    assert len(flags) == len(set(flags))
    for s in SETTINGS:
        if s.kind in ("int", "float"):
            low, high = s.form_range()
            assert s.check(int(low) if s.kind == "int" else low) is not None
            assert s.check(int(high) if s.kind == "int" else high) is not None
