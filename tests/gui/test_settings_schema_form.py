"""The settings schema's last leg: the window's form (``SideSettingsForm``) holds any valid setting given on the
command line, passed through a tournament spec and the settings JSON, and gives it back unchanged; its spin
boxes take the schema's ranges (tests/test_settings_schema.py has the other legs)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from engine.games import game_info
from engine.search.settings_schema import setting
from gui.app.players import PlayerConfig
from gui.panels.settings_panel import SideSettingsForm

from ..test_settings_schema import (
    alphabeta_settings,
    canonical,
    cli_args,
    from_cli,
    from_search_settings,
    from_spec,
    mcts_settings,
    spec_text,
    through_json,
    to_search_settings,
)

C4 = game_info("connect4")
ONE_FORM = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def _round_trip(form: SideSettingsForm, algorithm: str, values: dict[str, Any]) -> dict[str, Any]:
    """CLI → spec → JSON → form → back."""
    cli = from_cli(cli_args(algorithm, values))
    spec = from_spec(spec_text(algorithm, cli))
    stored = through_json(to_search_settings(algorithm, spec))
    form.set_config(PlayerConfig("computer", stored))
    back = form.config().search
    assert through_json(back) == back  # what the form gives is valid stored settings again
    return from_search_settings(back)


@ONE_FORM
@given(values=alphabeta_settings())
def test_alphabeta_settings_survive_cli_spec_json_and_the_form(qtbot, values: dict[str, Any]) -> None:
    form = _form(qtbot)
    assert canonical(_round_trip(form, "alphabeta", values)) == canonical(values)


@ONE_FORM
@given(values=mcts_settings())
def test_mcts_settings_survive_cli_spec_json_and_the_form(qtbot, values: dict[str, Any]) -> None:
    form = _form(qtbot)
    assert _round_trip(form, "mcts", values) == values


_FORMS: dict[int, SideSettingsForm] = {}


def _form(qtbot: Any) -> SideSettingsForm:
    """One form per test (hypothesis runs the examples on it in turn, as a user edits one form)."""
    key = id(qtbot)
    if key not in _FORMS:
        _FORMS.clear()
        form = SideSettingsForm(C4)
        qtbot.addWidget(form)
        _FORMS[key] = form
    return _FORMS[key]


def test_the_spin_boxes_take_the_schemas_ranges(qtbot) -> None:
    form = SideSettingsForm(C4)
    qtbot.addWidget(form)
    enh = form.enhancements
    for key, spin in (("time_limit", enh.time_limit), ("node_limit", enh.node_limit), ("tt_mb", enh.tt_mb),
                      ("aspiration", enh.aspiration), ("playouts", form.playouts), ("exploration", form.exploration),
                      ("seed", form.seed), ("record_budget", form.budget)):
        low, high = setting(key).form_range()
        assert (spin.minimum(), spin.maximum()) == (low, high), key
        if hasattr(spin, "decimals"):
            assert spin.decimals() == setting(key).decimals, key
    assert (form.depth.minimum(), form.depth.maximum()) == (1, C4.max_depth)


def test_a_bad_stored_setting_is_refused_in_the_windows_language(language) -> None:
    """The schema's one message, in German in a German window (the command line keeps the English)."""
    from gui.app.players import SearchSettings, SettingsError

    data = SearchSettings("alphabeta", 4, "windows").to_dict()
    data["enhancements"]["time_limit"] = -1
    language("de")
    try:
        SearchSettings.from_dict(C4, data)
    except SettingsError as e:
        assert str(e) == "das Zeitlimit muss eine Zahl über 0 und höchstens 3.600 Sekunden sein, erhalten: -1"
    else:
        raise AssertionError("a negative time limit was taken")


def test_the_form_greys_out_what_the_schema_says_an_algorithm_does_not_take(qtbot) -> None:
    """MCTS has no depth to deepen, SSS* runs as published: their iterative deepening (and so the aspiration
    window) is off, with the schema's reason in the tooltip; alpha-beta takes both."""
    from gui.app.enhancement_settings import EnhancementSettings
    from gui.app.players import SearchSettings

    form = SideSettingsForm(C4)
    qtbot.addWidget(form)
    enh = EnhancementSettings(iterative=True, aspiration=5.0)
    for algorithm, takes in (("alphabeta", True), ("mcts", False), ("sss", False)):
        form.set_config(PlayerConfig("computer", SearchSettings(algorithm, 4, "windows", enhancements=enh)))
        box = form.enhancements.boxes["iterative"]
        assert box.isEnabled() is takes, algorithm
        assert form.enhancements.asp_on.isEnabled() is takes, algorithm
        why = setting("iterative").why_not(algorithm, None)
        assert bool(why) is not takes and (takes or why in box.toolTip()), algorithm
