"""The evaluation lab, as a new user meets it: a Connect Four evaluation written from the template, the
computer's choice changing, the before/after table, three ways of breaking the file, sliders, A vs B,
why a value, plugin folders, and the same values on the command line."""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator
from contextlib import redirect_stdout
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QSpinBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from engine.games import GAMES
from engine.plugins import load_evaluation_file
from gui.app.format import fmt_move_value
from gui.app.players import PlayerConfig, SearchSettings
from gui.eval_lab.comparison import ComparisonModel, Side
from gui.eval_lab.lab import EvalLab
from gui.eval_lab.plugin_folder import PLUGINS, load_at_start
from gui.window.main_window import MainWindow
from main import main as cli_main

TIMEOUT = 60_000
MakeWindow = Callable[..., MainWindow]
CENTRE_LINE = 'worth = weights["centre"] * (centre + 1 - abs(col - centre))'
EDGES_LINE = 'worth = weights["centre"] * (1 + abs(col - centre))  # the edges, for a change'


@pytest.fixture(autouse=True)
def _forget_lab_evaluations() -> Iterator[None]:
    """Evaluations the lab registers live in the game registry: each test starts from the built-in ones."""
    before = {name: dict(info.evaluations) for name, info in GAMES.items()}
    yield
    for name, info in GAMES.items():
        info.evaluations.clear()
        info.evaluations.update(before[name])
    PLUGINS.set_folder(None)


@pytest.fixture
def c4(make_window: MakeWindow) -> MainWindow:
    """Connect Four after 4 4 4 4, both sides human at depth 4; the lab open, working for X."""
    from gui.app.display_options import DisplayOptions

    w = make_window(DisplayOptions(move_delay_ms=0))
    w.new_game("connect4")
    settings = SearchSettings("alphabeta", 4, "windows", {"w1": 1, "w2": 4, "w3": 16, "centre": 3})
    w.settings_panel.set_players((PlayerConfig("human", settings), PlayerConfig("human", settings)))
    w.settings_panel.playersChanged.emit()
    for m in (4, 4, 4, 4):
        assert w.play(m)
    w.eval_lab.dock.show()
    w.eval_lab.widget.side.setCurrentIndex(0)
    w.eval_lab.file.new_from_template()
    return w


def apply_and_wait(qtbot: QtBot, lab: EvalLab) -> None:
    with qtbot.waitSignal(lab.changeShown, timeout=TIMEOUT):
        assert lab.apply()


def analyze_json(*args: str) -> dict[str, Any]:
    out = io.StringIO()
    with redirect_stdout(out):
        assert cli_main(["analyze", *args, "--json"]) == 0
    data: dict[str, Any] = json.loads(out.getvalue())
    return data


def test_a_new_users_evaluation_changes_the_computers_choice(qtbot: QtBot, qtmodeltester: ModelTester, c4: MainWindow,
                                                             tmp_path: Path) -> None:
    lab = c4.eval_lab
    other_side = c4.players[1]
    assert 'GAME = "connect4"' in lab.widget.editor.toPlainText()
    apply_and_wait(qtbot, lab)  # the template as it is: windows → the template's centre evaluation
    assert c4.players[0].search.evaluation == "untitled.py"
    assert c4.settings_panel.sides[0].evaluation.currentData() == "untitled.py"
    assert set(c4.settings_panel.sides[0].params.sliders) == {"centre"}
    model = lab.widget.changed_model
    qtmodeltester.check(model)  # type: ignore[no-untyped-call]
    assert model.rowCount() == 7

    text = lab.widget.editor.toPlainText()
    assert CENTRE_LINE in text
    lab.widget.editor.setPlainText(text.replace(CENTRE_LINE, EDGES_LINE))
    path = tmp_path / "edges.py"
    assert lab.file.save_to(str(path))
    apply_and_wait(qtbot, lab)
    first, second = model.first, model.second
    assert first is not None and second is not None
    assert first.result.best_move != second.result.best_move  # the choice changed
    assert "The choice changed" in lab.widget.changed_summary.text()
    for row, (a, b) in enumerate(zip(first.result.moves, second.result.moves, strict=True)):
        assert model.data(model.index(row, 1)).split(" ")[0] == fmt_move_value(a)
        assert model.data(model.index(row, 2)).split(" ")[0] == fmt_move_value(b)
        assert model.data(model.index(row, 2)).endswith("★") == (b.move == second.result.best_move)
    # on the board: the new values, and the previous choice as the hint mark
    assert c4.board.marks.overlay().best == second.result.best_move
    assert c4.board.marks.hint == first.result.best_move
    assert c4.players[1] == other_side  # the other side is untouched
    assert c4.session.moves == [4, 4, 4, 4]  # and so is the game

    # the same file on the command line gives the same values
    data = analyze_json("--game", "connect4", "--moves", "4444", "--depth", "4", "--exact", "--eval-file", str(path))
    assert {d["move"]: d["value"] for d in data["moves"]} == {m.move: m.value for m in second.result.moves}
    assert data["best_move"] == second.result.best_move


BREAKAGES = [
    ("def evaluate(position, player, weights):", "def evaluate(position, player, weights)", "syntax error"),
    ("for row in position.board:", "for row in position.bord:", "AttributeError"),
    ("return mine - theirs,", "return float('nan'),", "NaN"),
]


def test_three_ways_to_break_the_file_give_three_clear_messages(qtbot: QtBot, c4: MainWindow) -> None:
    lab = c4.eval_lab
    apply_and_wait(qtbot, lab)
    good = lab.widget.editor.toPlainText()
    players, moves = c4.players, list(c4.session.moves)
    for old, new, words in BREAKAGES:
        broken = good.replace(old, new)
        assert broken != good
        lab.widget.editor.setPlainText(broken)
        line = next(i for i, text in enumerate(broken.splitlines(), 1) if new in text)
        with qtbot.waitSignal(lab.errorShown, timeout=TIMEOUT) as blocker:
            lab.apply()
        message = blocker.args[0]
        assert words in message and f"line {line if words != 'NaN' else 7}" in message, message
        assert lab.widget.editor.error_line == (line if words != "NaN" else 7)
        if words != "syntax error":
            assert "Position: " in message and c4.board.marks.previewing  # where it failed, on the board
            c4.board.marks.end_preview()
        assert c4.players == players and c4.session.moves == moves  # the settings and the game as they were
        assert c4.settings_panel.players() == players
    lab.widget.editor.setPlainText(good)  # and the app is alive: the good file works again
    apply_and_wait(qtbot, lab)
    assert lab.widget.editor.error_line is None


def test_the_computers_own_search_failing_in_the_file_pauses_and_marks_the_line(qtbot: QtBot, c4: MainWindow,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    lab = c4.eval_lab
    text = lab.widget.editor.toPlainText().replace("for row in position.board:", "for row in 1 / 0:")
    lab.widget.editor.setPlainText(text)
    with qtbot.waitSignal(lab.errorShown, timeout=TIMEOUT):
        lab.apply()
    # the failure put X back on windows; give the broken file to the computer on purpose
    lab.widget.side.setCurrentIndex(1)
    c4.set_player_kinds("human", "computer")
    lab.widget.editor.setPlainText(text)
    # Only the computer's search runs the file: the lab's own analysis would fail too and, failing first,
    # put O back on windows before the computer searched.
    monkeypatch.setattr(lab.runner, "start", lambda job: job)
    with qtbot.waitSignal(c4.searchFailed, timeout=TIMEOUT):
        lab.apply()
        assert c4.play(1)
    assert lab.widget.editor.error_line == next(i for i, t in enumerate(text.splitlines(), 1) if "1 / 0" in t)


def test_sliders_reanalyse_once_the_drag_settles(qtbot: QtBot, c4: MainWindow) -> None:
    lab = c4.eval_lab
    apply_and_wait(qtbot, lab)
    slider = c4.settings_panel.sides[0].params.sliders["centre"]
    jobs = lab.runner.jobs_started
    with qtbot.waitSignal(lab.changeShown, timeout=TIMEOUT):
        for pos in range(500, 100, -50):  # a drag: many values in quick succession
            slider.setValue(pos)
            assert lab.debounce.isActive() and lab.runner.jobs_started == jobs  # nothing searched mid-drag
    assert lab.runner.jobs_started == jobs + 1 and not lab.debounce.isActive()  # one analysis for the drag
    model = lab.widget.changed_model
    assert model.first is not None and model.second is not None
    assert "centre=1" in model.first.detail and "centre=-" in model.second.detail
    assert c4.players[0].search.weights["centre"] < 0


def test_a_vs_b_and_why_this_value(qtbot: QtBot, qtmodeltester: ModelTester, c4: MainWindow) -> None:
    lab = c4.eval_lab
    apply_and_wait(qtbot, lab)
    w = lab.widget
    w.eval_a.setCurrentIndex(w.eval_a.findData("windows"))
    w.eval_b.setCurrentIndex(w.eval_b.findData("untitled.py"))
    with qtbot.waitSignal(lab.abShown, timeout=TIMEOUT):
        w.compare_button.click()
    qtmodeltester.check(w.ab_model)  # type: ignore[no-untyped-call]
    assert w.ab_model.rowCount() == 7
    assert "windows" in w.ab_model.first.detail and "untitled.py" in w.ab_model.second.detail  # type: ignore[union-attr]
    record = c4.tree_widget.record()
    assert record is not None
    leaf = next(i for i in range(len(record)) if record.ply[i] == 4 and not list(record.children(i)))
    c4.tree_widget.nodeSelected.emit(leaf)
    assert w.terms.rowCount() == 2
    cells = [w.terms.item(r, 1) for r in range(2)]
    total = sum(float(c.text().replace("−", "-")) for c in cells if c is not None)
    assert total == pytest.approx(record.value[leaf])
    assert "a leaf the evaluation scored" in w.why_caption.text()


def test_a_slow_evaluation_shows_its_cost(qtbot: QtBot, c4: MainWindow) -> None:
    lab = c4.eval_lab
    text = lab.widget.editor.toPlainText().replace(
        "    mine = theirs = 0.0", "    sum(range(300000))  # slow on purpose\n    mine = theirs = 0.0")
    lab.widget.editor.setPlainText(text)
    depth: QSpinBox = c4.settings_panel.sides[0].depth  # type: ignore[assignment]
    depth.setValue(2)
    apply_and_wait(qtbot, lab)
    assert "Slow" in lab.widget.cost.text() and "windows (built-in)" in lab.widget.cost.text()


def test_plugin_folder_lists_broken_files_and_offers_the_good_ones(qtbot: QtBot, c4: MainWindow, tmp_path: Path) -> None:
    folder = tmp_path / "evals"
    folder.mkdir()
    (folder / "centre_file.py").write_text(
        'GAME = "connect4"\nPARAMS = {"k": 2}\n\ndef evaluate(position, player, weights):\n    return 0\n')
    (folder / "broken_file.py").write_text('GAME = "connect4"\ndef evaluate(position, player, weights)\n')
    lab = c4.eval_lab
    lab.plugins.use_plugin_folder(str(folder))
    rows = [lab.widget.plugin_list.topLevelItem(i) for i in range(lab.widget.plugin_list.topLevelItemCount())]
    items = {row.text(0): row.text(2) for row in rows if row is not None}
    assert items["centre_file.py"].startswith("✓")
    assert "line 2" in items["broken_file.py"] and items["broken_file.py"].startswith("✗")
    combo = c4.settings_panel.sides[1].evaluation
    assert combo.findData("centre_file.py") >= 0 and combo.findData("broken_file.py") < 0
    assert QSettings(c4.qsettings.fileName(), QSettings.Format.IniFormat).value("plugins/folder") == str(folder)
    # at the next start the same folder is loaded before the window reads its preferences
    PLUGINS.set_folder(None)
    assert "centre_file.py" not in GAMES["connect4"].evaluations
    load_at_start(c4.qsettings)
    assert "centre_file.py" in GAMES["connect4"].evaluations


def test_comparison_model_marks_a_changed_choice(qtmodeltester: ModelTester) -> None:
    from engine.games.connect4 import ConnectFour, Positional, Windows
    from engine.search import SearchOptions, search

    game = ConnectFour()
    state = game.play(game.initial_state(), [4, 4, 4, 4])
    a = search(game, state, SearchOptions(depth=3, evaluation=Windows(), exact_root=True))
    b = search(game, state, SearchOptions(depth=3, evaluation=Positional(), exact_root=True))
    model = ComparisonModel()
    model.set_sides(game, Side("A", a, "windows"), Side("B", b, "positional"))
    qtmodeltester.check(model)  # type: ignore[no-untyped-call]
    for row in range(model.rowCount()):
        change = model.change(row)
        assert change == b.moves[row].value - a.moves[row].value
    assert ("changed" in model.summary()) == (a.best_move != b.best_move)


def test_a_file_for_another_game_is_refused(qtbot: QtBot, c4: MainWindow) -> None:
    lab = c4.eval_lab
    lab.widget.editor.setPlainText(lab.widget.editor.toPlainText().replace('"connect4"', '"tictactoe"'))
    before = c4.players
    with qtbot.waitSignal(lab.errorShown, timeout=TIMEOUT) as blocker:
        assert not lab.apply()
    assert "not 'connect4'" in blocker.args[0] and c4.players == before


def test_the_example_file_applies_like_any_other(qtbot: QtBot, c4: MainWindow) -> None:
    example = Path(__file__).resolve().parents[2] / "engine" / "resources" / "evaluations" / "connect4_centre.py"
    lab = c4.eval_lab
    assert lab.file.open_file(str(example))
    apply_and_wait(qtbot, lab)
    assert c4.players[0].search.evaluation == "connect4_centre.py"
    cls = load_evaluation_file(example)
    assert [p.name for p in cls.params] == list(c4.players[0].search.weights)
    assert replace(c4.players[0].search, weights={}).evaluation == cls.name


@pytest.mark.parametrize("agree", [False, True])
def test_a_saved_game_naming_an_evaluation_file_asks_before_loading_it(qtbot: QtBot, c4: MainWindow, tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch,
                                                                        agree: bool) -> None:
    from PySide6.QtWidgets import QMessageBox

    lab = c4.eval_lab
    evaluation = tmp_path / "mine.py"
    assert lab.file.save_to(str(evaluation))
    apply_and_wait(qtbot, lab)
    game = tmp_path / "game.mmgame.json"
    assert c4.files.save_game_to(str(game))
    saved = json.loads(game.read_text())
    assert saved["evaluation_files"] == {"mine.py": str(evaluation.resolve())}
    del GAMES["connect4"].evaluations["mine.py"]  # as in a new run of the application
    c4.new_game("tictactoe")
    asked: list[str] = []

    def question(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes if agree else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    assert c4.open_game_from(str(game))
    assert len(asked) == 1 and str(evaluation.resolve()) in asked[0] and "runs with your rights" in asked[0]
    assert c4.session.moves == [4, 4, 4, 4]
    if agree:
        assert c4.players[0].search.evaluation == "mine.py"
        assert c4.settings_panel.sides[0].evaluation.currentData() == "mine.py"
    else:
        assert c4.players[0].search.evaluation == "windows"
        assert "mine.py" not in GAMES["connect4"].evaluations  # nothing was loaded
        assert "not loaded" in c4.statusBar().currentMessage()


def test_a_side_whose_file_is_gone_at_the_next_start_keeps_its_other_settings(qtbot: QtBot, make_window: MakeWindow,
                                                                                 c4: MainWindow) -> None:
    lab = c4.eval_lab
    c4.settings_panel.sides[0].tie_break.setCurrentIndex(1)  # a setting of the side's own, to be kept
    apply_and_wait(qtbot, lab)
    assert c4.players[0].search.evaluation == "untitled.py" and c4.players[0].search.tie_break == "random"
    c4.saved_state.save_preferences()
    c4.close()
    del GAMES["connect4"].evaluations["untitled.py"]  # a new run: the file was never loaded again
    again = make_window()
    assert again.session.info.name == "connect4"
    assert again.players[0].search.evaluation == "windows" and again.players[0].search.tie_break == "random"
    assert again.players[0].search.depth == 4


def test_the_last_file_is_back_in_the_editor_but_not_run(qtbot: QtBot, make_window: MakeWindow, c4: MainWindow,
                                                         tmp_path: Path) -> None:
    lab = c4.eval_lab
    marker = tmp_path / "ran.txt"
    text = f"open({str(marker)!r}, 'w').write('ran')\n" + lab.widget.editor.toPlainText()
    lab.widget.editor.setPlainText(text)
    assert lab.file.save_to(str(tmp_path / "mine.py"))
    c4.close()
    again = make_window()
    assert again.eval_lab.file.path == str((tmp_path / "mine.py").resolve())
    assert again.eval_lab.widget.editor.toPlainText() == text
    assert not marker.exists()  # shown, not executed: code runs only on Apply


def test_stop_interrupts_an_evaluation_that_never_returns(qtbot: QtBot, c4: MainWindow, tmp_path: Path) -> None:
    lab = c4.eval_lab
    marker = tmp_path / "looping"
    text = lab.widget.editor.toPlainText().replace(
        "    mine = theirs = 0.0", f"    open({str(marker)!r}, 'w').close()\n    while True:\n        pass")
    lab.widget.editor.setPlainText(text)
    before = c4.players
    lab.apply()
    qtbot.waitUntil(marker.exists, timeout=TIMEOUT)  # inside the endless loop
    with qtbot.waitSignal(lab.errorShown, timeout=TIMEOUT) as blocker:
        lab.widget.stop_button.click()
    loop_line = next(i for i, t in enumerate(text.splitlines(), 1) if "while True" in t)
    assert "still running" in blocker.args[0]
    assert lab.widget.editor.error_line in (loop_line, loop_line + 1)
    assert c4.players == before  # the previous evaluation is back
    assert not lab.runner.busy


def test_another_game_brings_its_template_and_its_evaluations(qtbot: QtBot, c4: MainWindow) -> None:
    lab = c4.eval_lab
    apply_and_wait(qtbot, lab)
    c4.new_game("tictactoe")
    assert 'GAME = "tictactoe"' in lab.widget.editor.toPlainText()
    assert [lab.widget.eval_a.itemData(i) for i in range(lab.widget.eval_a.count())] == \
        list(GAMES["tictactoe"].evaluations)
    assert lab.widget.changed_model.rowCount() == 0
    c4.set_player_kinds("human", "human")
    c4.settings_panel.sides[0].full.setChecked(False)
    apply_and_wait(qtbot, lab)
    assert c4.players[0].search.evaluation == "untitled.py"
    assert lab.widget.changed_model.rowCount() == 9


def test_the_dice_game_waits_for_the_roll_then_compares_with_the_evaluation_before(qtbot: QtBot, make_window: MakeWindow) -> None:
    from gui.app.display_options import DisplayOptions

    w = make_window(DisplayOptions(move_delay_ms=0))
    w.new_game("einstein")
    w.set_player_kinds("human", "human")
    lab = w.eval_lab
    lab.dock.show()
    lab.widget.side.setCurrentIndex(0)
    assert 'GAME = "einstein"' in lab.widget.editor.toPlainText()
    assert lab.apply()  # red is still to roll: nothing to analyse yet
    assert "Roll the die first" in lab.widget.message.text() and not lab.runner.busy
    assert w.players[0].search.evaluation == "untitled.py"
    w.roll()
    with qtbot.waitSignal(lab.changeShown, timeout=TIMEOUT):
        lab.apply()
    model = lab.widget.changed_model
    assert model.first is not None and "race" in model.first.detail  # the evaluation before the first Apply
    assert model.second is not None and "untitled.py" in model.second.detail
    assert model.rowCount() == len(w.session.legal_moves)


def test_stop_interrupts_the_computers_search_stuck_in_a_file(qtbot: QtBot, c4: MainWindow, tmp_path: Path) -> None:
    marker = tmp_path / "looping"
    folder = tmp_path / "evals"
    folder.mkdir()
    (folder / "stuck.py").write_text(
        f"GAME = 'connect4'\n\ndef evaluate(position, player, weights):\n    open({str(marker)!r}, 'w').close()\n"
        "    while True:\n        pass\n")
    c4.eval_lab.plugins.use_plugin_folder(str(folder))
    c4.settings_panel.use_evaluation(1, "stuck.py")
    c4.set_player_kinds("human", "computer")
    assert c4.play(1)
    qtbot.waitUntil(marker.exists, timeout=TIMEOUT)  # the computer's search is inside the endless loop
    with qtbot.waitSignal(c4.searchFailed, timeout=TIMEOUT) as blocker:
        c4.commands.stop_action.trigger()
    assert "stuck.py, line 5" in blocker.args[0] and "still running" in blocker.args[0]
    assert not c4.controller.busy and c4.session.moves == [4, 4, 4, 4, 1]  # the game as it was


def test_closing_the_window_while_its_search_is_stuck_in_a_file(qtbot: QtBot, c4: MainWindow, tmp_path: Path) -> None:
    marker = tmp_path / "looping"
    folder = tmp_path / "evals"
    folder.mkdir()
    (folder / "stuck.py").write_text(
        f"GAME = 'connect4'\n\ndef evaluate(position, player, weights):\n    open({str(marker)!r}, 'w').close()\n"
        "    while True:\n        pass\n")
    c4.eval_lab.plugins.use_plugin_folder(str(folder))
    c4.settings_panel.use_evaluation(1, "stuck.py")
    c4.set_player_kinds("human", "computer")
    assert c4.play(1)
    qtbot.waitUntil(marker.exists, timeout=TIMEOUT)
    c4.close()
    assert c4.searches.shutdown(100)  # the search thread has ended: nothing left running


def test_a_tournament_plays_the_labs_unsaved_evaluation(qtbot: QtBot, c4: MainWindow) -> None:
    """Applied without saving (untitled.py), the lab's evaluation still plays in the tournament's worker
    processes, which know only the built-in evaluations: the side's spec carries a copy of the text."""
    from gui.tournament import show_tournament_window

    lab = c4.eval_lab
    apply_and_wait(qtbot, lab)
    assert c4.players[0].search.evaluation == "untitled.py"
    t = show_tournament_window(c4, c4)
    try:
        first = t.add_combo.itemData(0)
        assert "evalfile=" in first and "eval=untitled.py" not in first
        t.player_list.clear()
        t.add_player(first.replace("alphabeta:4", "alphabeta:1"))
        t.add_player("random")
        t.games_spin.setValue(2)
        t.concurrency_spin.setValue(1)
        with qtbot.waitSignal(t.runner.finished, timeout=120_000) as done:
            t.start()
        assert done.args == [True], t.status.text()
        assert t.games.rowCount() == 2
        assert all(t.games.record(i)["forfeit"] is None for i in range(2))  # type: ignore[index]
    finally:
        t.runner.shutdown()


def test_after_apply_the_tree_and_the_statistics_show_the_same_search(qtbot: QtBot, c4: MainWindow) -> None:
    apply_and_wait(qtbot, c4.eval_lab)
    tree_title = c4.tree_widget.caption.text()
    assert tree_title.startswith("Evaluation lab — untitled.py")
    assert c4.stats_panel.title.text().startswith("Evaluation lab — untitled.py")
    record = c4.tree_widget.record()
    assert record is not None and f"{len(record):,} nodes recorded" in tree_title


def test_where_evaluate_failed_leaves_the_board_at_the_next_analysis(qtbot: QtBot, c4: MainWindow) -> None:
    lab = c4.eval_lab
    apply_and_wait(qtbot, lab)
    good = lab.widget.editor.toPlainText()
    lab.widget.editor.setPlainText(good.replace("for row in position.board:", "for row in position.bord:"))
    with qtbot.waitSignal(lab.errorShown, timeout=TIMEOUT):
        lab.apply()
    assert c4.board.marks.previewing and "Where evaluate failed" in c4.board.marks.shown_caption()
    with qtbot.waitSignal(c4.controller.analysisReady, timeout=TIMEOUT):
        c4.analyse()  # the position on the board is searched again: the failure's position is gone
    assert not c4.board.marks.previewing


def test_an_endless_evaluate_stops_by_itself_at_the_time_limit(qtbot: QtBot, c4: MainWindow, tmp_path: Path) -> None:
    """No Stop click: the lab shows it is busy (its bar, the status bar), then stops at its time limit with
    the loop's line, and the previous evaluation is back."""
    lab = c4.eval_lab
    lab.widget.time_limit.setValue(1.5)
    marker = tmp_path / "looping"
    text = lab.widget.editor.toPlainText().replace(
        "    mine = theirs = 0.0", f"    open({str(marker)!r}, 'w').close()\n    while True:\n        pass")
    lab.widget.editor.setPlainText(text)
    before = c4.players
    with qtbot.waitSignal(lab.errorShown, timeout=TIMEOUT) as blocker:
        lab.apply()
        qtbot.waitUntil(marker.exists, timeout=TIMEOUT)  # inside the endless loop
        assert lab.widget.busy_bar.isVisibleTo(lab.widget)
        assert "Evaluation lab" in c4.status_line.engine_label.text()
    message = blocker.args[0]
    assert "still running" in message and "time limit (1.5 s" in message
    loop_line = next(i for i, t in enumerate(text.splitlines(), 1) if "while True" in t)
    assert lab.widget.editor.error_line in (loop_line, loop_line + 1)
    assert c4.players == before and not lab.runner.busy
    assert not lab.widget.busy_bar.isVisibleTo(lab.widget)
    assert c4.status_line.engine_label.text() == "Engine idle"


@pytest.mark.parametrize(("width", "height", "floats"), [(1264, 752, True), (1900, 1030, False)])
def test_on_a_short_window_the_lab_opens_as_its_own_window(qtbot: QtBot, make_window: MakeWindow, width: int,
                                                          height: int, floats: bool) -> None:
    """At 1280×800 the lab docked under the board left the settings one row and the tree its root: there
    it opens as a window of its own, on the screen; on a tall screen it docks under the board."""
    w = make_window()
    w.resize(width, height)
    settings_height = w.settings_dock.height()
    w.eval_lab.dock.show()
    qtbot.waitUntil(lambda: w.eval_lab.dock.isVisible())
    qtbot.wait(300)  # the window's layout settles
    assert w.eval_lab.dock.isFloating() == floats
    if floats:
        area = w.screen().availableGeometry()
        assert area.contains(w.eval_lab.dock.frameGeometry())
        # the docks keep their room: the settings far more than one row (docked, the lab left them ~110 px)
        assert w.settings_dock.height() >= settings_height // 2
