"""What the evaluation lab decides, without a window: the searches a change needs, the cost line, why a
node has its value, the registry on Apply and after a failed search."""

from __future__ import annotations

from dataclasses import replace

from engine.games import game_info
from engine.plugins import load_evaluation_source, template
from engine.search import search
from gui.app.players import PlayerConfig, SearchSettings
from gui.eval_lab.lab_logic import (
    a_b_searches,
    apply_evaluation,
    change_plan,
    cost_text,
    explain,
    lab_options,
    marked_line,
    put_back,
    settings_changed,
)

TTT = game_info("tictactoe")


def _settings(depth: int = 3) -> SearchSettings:
    return replace(SearchSettings.defaults(TTT), depth=depth)


def test_a_change_searches_before_and_after_unless_the_last_analysis_was_before() -> None:
    before, after = _settings(2), _settings(3)
    plan = change_plan(TTT, (), 0, before, after, None)
    assert [s.label for s in plan.searches] == ["before", "after"] and plan.reuse is None
    assert plan.searches[0].options.record is False and plan.searches[1].options.record is True
    assert set(plan.timing) == {"after", f"{TTT.default_evaluation} (built-in)"}
    result = search(TTT.factory(), TTT.factory().initial_state(), plan.searches[0].options)
    again = change_plan(TTT, (), 0, before, after, ((), 0, before, result))
    assert [s.label for s in again.searches] == ["after"] and again.reuse is result
    # another position, or the other side: the last analysis is not "before"
    assert change_plan(TTT, (4,), 0, before, after, ((), 0, before, result)).reuse is None
    assert change_plan(TTT, (), 1, before, after, ((), 0, before, result)).reuse is None
    assert [s.label for s in change_plan(TTT, (), 0, None, after, None).searches] == ["after"]


def test_a_b_uses_the_sides_weights_for_its_own_evaluation_only() -> None:
    c4 = game_info("connect4")
    own = c4.default_evaluation
    defaults = SearchSettings.defaults(c4)
    side = replace(defaults, depth=2, weights={name: 2 * w + 1 for name, w in defaults.weights.items()})
    other = next(name for name in c4.evaluations if name != own)
    a, b = a_b_searches(c4, side, [own, other])
    assert (a.label, b.label) == ("A", "B")
    assert a.options.evaluation is not None and dict(a.options.evaluation.weights) == dict(side.weights)
    assert b.options.evaluation is not None
    assert dict(b.options.evaluation.weights) == dict(c4.evaluations[other]().weights)


def test_the_cost_line_says_slow_against_the_builtin() -> None:
    text, slow = cost_text({"after": 0.002, "lines (built-in)": 0.00001})
    assert slow and "200.0×" in text and "Slow" in text
    text, slow = cost_text({"after": 0.000002, "lines (built-in)": 0.000001})
    assert not slow and "2.0×" in text
    # a built-in answering from memory (under 2 µs) is no yardstick for "slow"
    assert not cost_text({"after": 0.0001, "lines (built-in)": 1e-7})[1]
    assert cost_text({}) == ("Evaluation cost per call: —", False)


def test_a_search_failure_marks_a_line_only_in_the_labs_file() -> None:
    message = "mine.py, line 12: ZeroDivisionError: division by zero"
    assert marked_line(message, "/home/me/mine.py") == 12
    assert marked_line(message, "/home/me/other.py") is None
    assert marked_line("untitled.py, line 3: NameError", None) == 3
    assert marked_line("no line here", "/home/me/mine.py") is None


def test_settings_changed_sees_weights_depth_and_evaluation() -> None:
    s = _settings(3)
    assert not settings_changed(s, _settings(3))
    assert settings_changed(s, _settings(4))
    weights = {k: v + 1 for k, v in s.weights.items()}
    assert settings_changed(s, replace(s, weights=weights))


def test_why_a_node_has_its_value() -> None:
    cls = load_evaluation_source(template("tictactoe"), "mine.py", "tictactoe")
    settings = SearchSettings(algorithm="minimax", depth=1, evaluation=cls.name, weights={})
    game = TTT.factory()
    registry = dict(TTT.evaluations)
    registry[cls.name] = cls
    info = replace(TTT, evaluations=registry)
    record = search(game, game.initial_state(), settings.options(info, record=True)).tree
    assert record is not None
    evaluation = cls()
    root = explain(record, 0, evaluation, 0)
    assert root.evaluated and "an inner node" in root.caption and root.caption.startswith("the root")
    leaf = next(record.children(0))  # depth 1: each child is a leaf the evaluation scored
    why = explain(record, leaf, evaluation, 0)
    assert why.evaluated and "a leaf the evaluation scored" in why.caption
    assert set(why.terms) == {"mine", "theirs"}


def test_apply_registers_the_file_and_put_back_undoes_it() -> None:
    first = load_evaluation_source(template("tictactoe"), "mine.py", "tictactoe")
    registry = dict(TTT.evaluations)
    original = dict(registry)
    before = _settings(2)
    players = (PlayerConfig("human", before), PlayerConfig("computer", before))
    done = apply_evaluation(registry, first, None, before, players)
    assert registry[first.name] is first and done.undo == {first.name: None} and not done.keep_weights
    # the same file applied again while a side uses it: the side keeps its weights
    second = load_evaluation_source(template("tictactoe"), "mine.py", "tictactoe")
    using = replace(before, evaluation=first.name, weights={"centre": 3.0})
    again = apply_evaluation(registry, second, first, using, players)
    assert registry[second.name] is second and again.keep_weights and again.undo == {first.name: first}
    # saved under another name, unused: the old name goes (and comes back with put_back)
    renamed = load_evaluation_source(template("tictactoe"), "yours.py", "tictactoe")
    moved = apply_evaluation(registry, renamed, second, before, players)
    assert second.name not in registry and registry[renamed.name] is renamed
    put_back(registry, moved.undo)
    assert registry[second.name] is second and renamed.name not in registry
    put_back(registry, {second.name: None})
    assert registry == original


def test_the_lab_runner_reports_a_search_failure_and_an_unexpected_error_by_kind(qtbot, monkeypatch) -> None:
    """A search's error keeps its exception (a user's error its line); an error outside the searches
    still ends the job as a failure, never a lab busy forever."""
    import gui.eval_lab.runner as runner_module
    from gui.eval_lab.runner import LabJob, LabRunner, LabSearch

    game = TTT.factory()
    bad = lab_options(TTT, _settings(2), record=False)
    runner = LabRunner()
    failures: list[tuple[str, Exception]] = []
    runner.failed.connect(lambda _job, label, error: failures.append((label, error)))
    try:
        def failing_search(*_args: object, **_kwargs: object) -> None:
            raise ZeroDivisionError("in evaluate")

        monkeypatch.setattr(runner_module, "search", failing_search)
        with qtbot.waitSignal(runner.busyChanged, timeout=10_000):
            runner.start(LabJob("change", game, game.initial_state(), (LabSearch("after", bad),)))
        qtbot.waitUntil(lambda: not runner.busy and len(failures) == 1, timeout=10_000)
        assert failures[0][0] == "after" and isinstance(failures[0][1], ZeroDivisionError)

        def broken(*_args: object) -> None:
            raise RuntimeError("outside the searches")

        monkeypatch.setattr(runner_module, "run_lab_job", broken)
        runner.start(LabJob("change", game, game.initial_state(), (LabSearch("after", bad),)))
        qtbot.waitUntil(lambda: not runner.busy and len(failures) == 2, timeout=10_000)
        label, error = failures[1]
        assert label == "" and isinstance(error, RuntimeError) and "outside the searches" in str(error)
    finally:
        assert runner.shutdown()


def test_a_cost_under_a_microsecond_is_not_written_as_zero() -> None:
    """"5 µs — combined (built-in): 0 µs (18.4×)" read as nonsense: small costs keep their digits."""
    text, _slow = cost_text({"after": 5e-6, "combined (built-in)": 2.7e-7})
    assert ": 0 µs" not in text and "0.27 µs" in text and ": 5.0 µs" in text
