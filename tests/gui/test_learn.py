"""The Learn panel: lessons with progress, tasks answered by keyboard or by clicking leaves, checked by the
engine, progress kept across restarts and reset; Help ▸ Learn opens it in the main window."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMessageBox

from engine.lessons import builtin_lessons, make_exercise
from gui.learn.dock import DOCK_NAME
from gui.learn.panel import LearnPanel

from .learn_wait import task_ready

COURSE = builtin_lessons()


@pytest.fixture
def settings(settings_file: str) -> QSettings:
    return QSettings(settings_file, QSettings.Format.IniFormat)


@pytest.fixture
def panel(qtbot, settings: QSettings) -> LearnPanel:
    p = LearnPanel(settings, COURSE)
    qtbot.addWidget(p)
    p.resize(960, 720)
    p.show()
    qtbot.waitExposed(p)
    p.activateWindow()  # the keyboard comes to it, as after a click (X11 without a window manager)
    qtbot.waitUntil(p.isActiveWindow)
    return p


def answer(qtbot, panel: LearnPanel, text: str) -> bool:
    """Type ``text`` in the answer field and press Enter, as a learner with a keyboard does."""
    panel.answer_edit.setFocus()
    panel.answer_edit.selectAll()
    qtbot.keyClicks(panel.answer_edit, text)
    with qtbot.waitSignal(panel.checked) as blocker:
        qtbot.keyClick(panel.answer_edit, Qt.Key.Key_Return)
    return bool(blocker.args[0])


def test_the_lesson_list_shows_the_course_with_progress(panel, qtmodeltester):
    qtmodeltester.check(panel.model)
    rows = [panel.model.index(r).data() for r in range(panel.model.rowCount())]
    assert rows[:4] == ["1. Games as search problems  (0/4)", "2. Minimax by hand  (0/5)",
                        "3. The path: the principal variation  (0/5)", "4. Alpha-beta  (0/7)"]
    assert rows[4:] == ["5. Depth cutoff and evaluation  (0/6)", "6. Chance  (0/5)",
                        "7. How deep is deep enough  (0/6)", "8. Beyond: ordering, tables and Monte Carlo  (0/8)"]
    assert panel.lesson.id == "games-as-search" and "PLAYER(s)" in panel.text_view.toPlainText()
    assert panel.model.index(0).data(Qt.ItemDataRole.AccessibleTextRole) == \
        "Lesson 1, Games as search problems: 0 of 4 tasks done"


def test_lesson_one_can_be_finished_with_the_keyboard_alone(qtbot, panel):
    lesson = COURSE.lessons[0]
    for k, task in enumerate(lesson.tasks):
        assert panel.task_index == k and panel.task_box.title().startswith(f"Task {k + 1} of 4")
        assert panel.board_area.isVisible() and not panel.tree_view.isVisible()
        assert answer(qtbot, panel, make_exercise(task).expected), panel.feedback.text()
        assert panel.feedback.text().startswith("Right")
        if k < len(lesson.tasks) - 1:
            assert panel.feedback.text().endswith("Press Enter for the next task.")
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            assert QApplication.focusWidget() is panel.answer_edit
    assert panel.model.index(0).data().startswith("✓ 1. Games as search problems  (4/4)")


def test_the_arrow_keys_move_through_the_lessons_and_keep_the_focus_on_the_list(qtbot, panel):
    panel.lesson_list.setFocus()
    qtbot.waitUntil(panel.lesson_list.hasFocus)
    qtbot.keyClick(panel.lesson_list, Qt.Key.Key_Down)
    qtbot.keyClick(panel.lesson_list, Qt.Key.Key_Down)
    assert panel.lesson.id == "the-path" and panel.lesson_list.hasFocus()
    assert panel.task_box.title() == "Task 1 of 5"


def test_a_wrong_answer_is_explained_with_the_engine_s_numbers(qtbot, panel):
    panel.select_lesson(1)  # minimax by hand: B's value
    assert panel.tree_view.isVisible() and not panel.board_area.isVisible()
    assert not answer(qtbot, panel, "5")
    assert panel.feedback.text() == ("Not 5. B is a MIN node; its children are worth B1 = 3, B2 = 12, B3 = 8. "
                                     "MIN picks the smallest: min(3, 12, 8) = 3.")
    assert panel.model.index(1).data() == "2. Minimax by hand  (0/5)"
    assert not answer(qtbot, panel, "three")  # not a number: said so, not counted
    assert "not a number" in panel.feedback.text()


def test_clicking_leaves_answers_which_leaves_alpha_beta_never_evaluates(qtbot, panel):
    panel.select_lesson(3)
    panel.show_task(1)
    assert panel.exercise.task.kind == "pruned"
    panel.tree_view.nodeClicked.emit((1, 1))  # C2
    panel.tree_view.nodeClicked.emit((2, 0))  # D1 (wrong)
    panel.tree_view.nodeClicked.emit((2, 0))  # unmarked again
    panel.tree_view.nodeClicked.emit((1,))  # an inner node: not a leaf, ignored
    assert panel.answer_edit.text() == "C2"
    assert panel.scene.nodes[(1, 1)].look.mark == "marked" and panel.scene.nodes[(2, 0)].look.mark == ""
    panel.check()
    assert "It never evaluates C3" in panel.feedback.text()
    assert panel.scene.nodes[(1, 1)].look.mark == "right" and panel.scene.nodes[(1, 2)].look.mark == "missed"
    panel.tree_view.nodeClicked.emit((1, 2))
    assert panel.answer_edit.text() == "C2, C3"
    with qtbot.waitSignal(panel.checked) as blocker:
        panel.check_button.click()
    assert blocker.args == [True]


def test_progress_survives_a_restart_and_can_be_reset(qtbot, panel, settings, monkeypatch):
    assert answer(qtbot, panel, "O")
    again = LearnPanel(QSettings(settings.fileName(), QSettings.Format.IniFormat), COURSE)
    qtbot.addWidget(again)
    assert again.model.index(0).data() == "1. Games as search problems  (1/4)"
    assert again.task_index == 1  # the lesson opens at its first task not done
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a) or QMessageBox.StandardButton.No)
    again.reset_button.click()
    assert len(asked) == 1 and again.model.index(0).data() == "1. Games as search problems  (1/4)"
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    again.reset_button.click()
    assert again.model.index(0).data() == "1. Games as search problems  (0/4)"
    third = LearnPanel(QSettings(settings.fileName(), QSettings.Format.IniFormat), COURSE)
    qtbot.addWidget(third)
    assert third.model.index(0).data() == "1. Games as search problems  (0/4)"


def test_after_a_restart_learn_opens_at_the_first_task_not_done(qtbot, settings):
    """Lesson 1 finished and lesson 2's first two tasks done: the next start opens lesson 2 at its third task,
    not lesson 1; a finished course opens at its first lesson."""
    first = LearnPanel(settings, COURSE)
    qtbot.addWidget(first)
    for lesson, done in ((COURSE.lessons[0], 4), (COURSE.lessons[1], 2)):
        for task in lesson.tasks[:done]:
            first.progress.mark_done(lesson.id, task.id)
    again = LearnPanel(QSettings(settings.fileName(), QSettings.Format.IniFormat), COURSE)
    qtbot.addWidget(again)
    assert again.lesson is not None and again.lesson.id == "minimax-by-hand" and again.task_index == 2
    assert again.lesson_list.currentIndex().row() == 1 and again.task_box.title() == "Task 3 of 5"
    for lesson in COURSE.lessons:
        for task in lesson.tasks:
            first.progress.mark_done(lesson.id, task.id)
    finished = LearnPanel(QSettings(settings.fileName(), QSettings.Format.IniFormat), COURSE)
    qtbot.addWidget(finished)
    assert finished.lesson is not None and finished.lesson.id == "games-as-search" and finished.task_index == 0


def test_a_new_exercise_draws_another_tree_and_checks_it(qtbot, panel):
    panel.select_lesson(1)
    panel.show_task(3)
    assert panel.new_button.isEnabled()
    first = panel.exercise
    panel.new_button.click()
    task_ready(qtbot, panel)  # (another tree: its answer is worked out anew)
    second = panel.exercise
    assert second.seed != first.seed and second.tree is not None
    assert answer(qtbot, panel, second.expected)
    panel.show_task(0)
    assert not panel.new_button.isEnabled()  # a fixed tree has no other exercise


def test_a_teacher_s_folder_with_a_broken_lesson_loads_the_others(qtbot, panel, tmp_path: Path):
    good = (COURSE.lessons[1].source)
    (tmp_path / "good.md").write_text(Path(good).read_text(encoding="utf-8"), encoding="utf-8")
    shutil.copytree(Path(good).parent / "figures", tmp_path / "figures")  # the lesson's figure goes with it
    (tmp_path / "bad.md").write_text("# Broken\n\n```task\nkind: guess\n```\n", encoding="utf-8")
    panel.sources.open_lessons(str(tmp_path))
    assert panel.model.rowCount() == 1 and panel.lesson.title == "Minimax by hand"
    assert panel.errors_label.isVisible()
    assert panel.errors_label.text() == "bad.md, line 4: unknown task kind 'guess'"  # short in the side column
    assert "(known: value, pruned" in panel.errors_label.toolTip()  # the whole message on hover


def test_every_control_has_an_accessible_name(panel):
    for w in (panel.lesson_list, panel.text_view, panel.prompt_label, panel.answer_edit, panel.check_button,
              panel.next_button, panel.prev_button, panel.hint_button, panel.new_button, panel.reset_button,
              panel.tree_view, panel.board_area, panel.feedback):
        assert w.accessibleName(), w.objectName()


def test_help_learn_opens_the_learn_dock(qtbot, window):
    action = next(a for a in window.commands.help_menu.actions() if a.text().replace("&", "").startswith("Learn"))
    assert window.findChild(QDockWidget, DOCK_NAME) is None
    action.trigger()
    dock = window.findChild(QDockWidget, DOCK_NAME)
    assert dock is not None and dock.isVisible()
    # the keys go to the task's answer at once (a floating dock is a window of its own: it is made the active one)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dock.widget().answer_edit)
    assert QApplication.activeWindow() is dock
    action.trigger()  # a second time: the same dock
    assert len(window.findChildren(QDockWidget, DOCK_NAME)) == 1


def test_a_learner_exports_a_report_of_what_they_completed(qtbot, panel, tmp_path: Path):
    assert answer(qtbot, panel, "O")
    path = tmp_path / "report.txt"
    assert panel.progress_actions.export_report(str(path))
    text = path.read_text(encoding="utf-8")
    assert "1. Games as search problems: 1 of 4 tasks done" in text
    assert "   [x] task player (to-move)" in text and "   [ ] task actions (actions)" in text
    total = sum(len(lesson.tasks) for lesson in COURSE.lessons)
    assert text.rstrip().endswith(f"In all: 1 of {total} tasks done.")
    assert not panel.progress_actions.export_report(str(tmp_path / "no-such-folder" / "r.txt"))
    assert panel.feedback.text().startswith("Cannot write the report")


def test_a_column_clicked_on_the_board_answers_which_move_monte_carlo_plays(qtbot, panel):
    panel.select_lesson(7)
    panel.show_task(5)  # which column MCTS plays with 3000 playouts
    task_ready(qtbot, panel)  # (its answer is worked out off the window's thread)
    board = panel.board_area.board
    assert panel.exercise is not None and panel.exercise.task.kind == "mcts-move"
    assert board is not None and board.isVisible() and board.interactive
    board.moveChosen.emit(panel.exercise.game.parse_move(panel.exercise.expected))
    assert panel.answer_edit.text() == panel.exercise.expected
    with qtbot.waitSignal(panel.checked) as blocker:
        panel.check()
    assert blocker.args == [True] and "MCTS plays" in panel.feedback.text()


def test_moves_clicked_on_the_game_s_own_board_answer_which_move_and_the_line(qtbot, panel):
    panel.select_lesson(2)
    panel.show_task(2)  # which cell does minimax choose for X
    board = panel.board_area.board
    assert board is not None and board.isVisible() and board.interactive
    board.moveChosen.emit(4)  # as a click on cell 4 does
    assert panel.answer_edit.text() == "4"
    panel.check()
    assert "Minimax values X's moves 2: 0, 4: −1" in panel.feedback.text()
    panel.show_task(3)  # the first three moves of a principal variation
    for move in (2, 8, 4):
        panel.board_area.board.moveChosen.emit(move)
    assert panel.answer_edit.text() == "2 8 4"
    assert panel.board_area.board.state == panel.exercise.game.play(panel.exercise.state, [2, 8, 4])
    with qtbot.waitSignal(panel.checked) as blocker:
        panel.check_button.click()
    assert blocker.args == [True]


def test_a_teacher_s_folder_is_remembered_beside_the_built_in_course_and_can_be_forgotten(qtbot, settings,
                                                                                          tmp_path: Path):
    folder = tmp_path / "class"
    folder.mkdir()
    text = Path(COURSE.lessons[1].source).read_text(encoding="utf-8").replace("id: minimax-by-hand", "id: homework")
    (folder / "homework.md").write_text(text.replace("# Minimax by hand", "# Homework"), encoding="utf-8")
    shutil.copytree(Path(COURSE.lessons[1].source).parent / "figures", folder / "figures")
    first = LearnPanel(settings)
    qtbot.addWidget(first)
    assert first.model.rowCount() == len(COURSE.lessons) and not first.forget_button.isVisibleTo(first)
    first.sources.use_folder(str(folder))
    assert [lesson.title for lesson in first.model.lessons][-1] == "Homework"
    assert first.model.rowCount() == len(COURSE.lessons) + 1
    again = LearnPanel(QSettings(settings.fileName(), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    assert again.model.rowCount() == len(COURSE.lessons) + 1 and again.forget_button.isVisibleTo(again)
    again.forget_button.click()
    assert again.model.rowCount() == len(COURSE.lessons) and not again.forget_button.isVisibleTo(again)
    folder.rename(tmp_path / "moved")
    first.sources.use_folder(str(folder))  # a folder that is gone: the course still shows, with one line why
    assert first.model.rowCount() == len(COURSE.lessons) and "the lessons folder is gone" in first.errors_label.text()


def test_every_task_kind_has_a_default_question_and_an_answer_hint() -> None:
    """A teacher's task may leave its question unwritten: every kind the lesson format accepts has words."""
    from engine.lessons.lesson_file import TASK_KINDS
    from gui.learn.wording import DEFAULT_PROMPTS, PLACEHOLDERS

    assert set(TASK_KINDS) == set(DEFAULT_PROMPTS) == set(PLACEHOLDERS)


def test_the_board_caption_never_gives_away_who_moves_or_whether_the_game_is_over(qtbot, panel):
    # Lesson 1 asks "who moves next?" and "is this position terminal?" about the board on show: the
    # caption under it, which elsewhere says "X to move" or "Game over", must not answer for the learner.
    lesson = COURSE.lessons[0]
    kinds = [task.kind for task in lesson.tasks]
    assert "to-move" in kinds and "terminal" in kinds
    for k, kind in enumerate(kinds):
        panel.show_task(k)
        board = panel.board_area.board
        assert board is not None
        if kind in ("to-move", "terminal"):
            assert "to move" not in board.caption and "over" not in board.caption.lower(), (kind, board.caption)
        else:
            assert board.caption, kind
