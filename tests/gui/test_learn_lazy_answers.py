"""Learn opens at once and stays live: each task's answer is worked out off the window's thread (issue 32,
item 10: computing the whole course on the window's thread when Learn opened left the window unpainted for
4 to 25 seconds, drawn black with the menus over it on a compositing desktop).

Every search is recorded with the thread it runs on; a timer on the window's thread measures how long it
was kept from ticking; closing Learn, or the whole application, while a search is under way ends it without
a warning."""

from __future__ import annotations

import itertools
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QDockWidget

import engine.lessons.answers as answers
import engine.lessons.budget as budget
from engine.lessons import BUILTIN_DIR, Lesson, read_lesson_file
from gui.learn.dock import DOCK_NAME
from gui.learn.panel import LearnPanel
from gui.learn.progress import Progress
from gui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
SLOW_TASK = ("depth-cutoff", "depth-6-move")
"""A task whose answer is a Connect Four search at depth 6: seconds in pure Python."""
LONGEST_PAUSE_S = 0.25
"""The longest the window's thread may go without serving its timer once Learn is open (a search holds
it for tens of milliseconds at most; the margin is for a busy test machine)."""


@pytest.fixture
def searches(monkeypatch) -> Iterator[list[str]]:
    """The thread of every answer computed and every search of a task's budget, as they happen."""
    seen: list[str] = []
    make, search = answers._make, budget.search

    def recorded_make(*args, **kwargs):
        seen.append(threading.current_thread().name)
        return make(*args, **kwargs)

    def recorded_search(*args, **kwargs):
        seen.append(threading.current_thread().name)
        return search(*args, **kwargs)

    monkeypatch.setattr(answers, "_make", recorded_make)
    monkeypatch.setattr(budget, "search", recorded_search)
    yield seen


def open_learn(qtbot, window: MainWindow) -> LearnPanel:
    """Help ▸ Learn, as a learner opens it."""
    window.show_learn()
    dock = window.findChild(QDockWidget, DOCK_NAME)
    assert dock is not None
    panel = dock.widget()
    assert isinstance(panel, LearnPanel)
    return panel


def course_order() -> list[Lesson]:
    """The built-in lessons in the course's order, parsed only."""
    lessons = [read_lesson_file(p) for p in BUILTIN_DIR.glob("*.md")]
    return sorted((lesson for lesson in lessons if not lesson.language), key=lambda lesson: (lesson.order, lesson.title))


def done_before(settings_file: str, lesson_id: str, task_id: str) -> None:
    """Mark every built-in task before ``lesson_id``'s ``task_id`` done: Learn opens at that task."""
    progress = Progress(QSettings(settings_file, QSettings.Format.IniFormat))
    for lesson in course_order():
        for task in lesson.tasks:
            if (lesson.id, task.id) == (lesson_id, task_id):
                return
            progress.mark_done(lesson.id, task.id)


def test_opening_learn_and_showing_every_task_searches_only_off_the_window_s_thread(qtbot, window, searches):
    main = threading.main_thread().name
    panel = open_learn(qtbot, window)
    assert main not in searches, "Learn computed answers on the window's thread while opening"
    for row in range(panel.model.rowCount()):
        panel.select_lesson(row)
        lesson = panel.lesson
        assert lesson is not None
        for k, task in enumerate(lesson.tasks):
            panel.show_task(k)
            assert panel.lesson is lesson and panel.task_index == k
            assert panel.prompt_label.text()  # the task's words at once, its drawing with its answer
            qtbot.waitUntil(lambda shown=task: panel.exercise is not None and panel.exercise.task is shown,
                            timeout=60_000)
            assert panel.exercise.expected, task.id
    assert searches, "no answer was computed at all"
    assert main not in searches, f"{searches.count(main)} searches ran on the window's thread"


def test_the_window_s_thread_keeps_serving_its_timer_while_learn_opens_at_a_long_search(qtbot, window, settings_file,
                                                                                          searches):
    done_before(settings_file, *SLOW_TASK)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    shown: list[LearnPanel] = []
    # (ticks while the answer is worked out: drawing the task once it is there is the window's own work)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()) if not shown or shown[0].pending else None)
    timer.start()
    qtbot.wait(50)
    started = time.monotonic()
    panel = open_learn(qtbot, window)
    opened = time.monotonic() - started
    shown.append(panel)
    assert opened < 2.0, f"opening Learn took {opened:.2f} s"
    assert panel.lesson is not None and (panel.lesson.id, panel.lesson.tasks[panel.task_index].id) == SLOW_TASK
    assert panel.exercise is None and "working out" in panel.feedback.text()
    qtbot.waitUntil(lambda: panel.exercise is not None, timeout=60_000)
    arrived = time.monotonic()
    timer.stop()
    served = [started + opened, *(t for t in ticks if t >= started + opened), arrived]
    pauses = [b - a for a, b in itertools.pairwise(served)]
    # From Learn's opening to the answer's arrival, however long the search took (a compiled engine is
    # faster), the timer never waited longer than a short pause.
    assert max(pauses) < LONGEST_PAUSE_S, f"the window's thread was held {max(pauses):.3f} s"
    assert any(name != threading.main_thread().name for name in searches)


def test_an_answer_checked_before_the_engine_has_its_own_is_checked_once_it_has(qtbot, window, settings_file):
    done_before(settings_file, *SLOW_TASK)
    panel = open_learn(qtbot, window)
    assert panel.exercise is None
    panel.answer_edit.setFocus()
    qtbot.keyClicks(panel.answer_edit, "4")
    with qtbot.waitSignal(panel.checked, timeout=60_000) as blocker:
        qtbot.keyClick(panel.answer_edit, Qt.Key.Key_Return)
        assert "still working out" in panel.feedback.text()
    assert panel.exercise is not None and panel.answer_edit.text() == "4"  # the learner's typing kept
    assert blocker.args == [panel.exercise.expected == "4"]
    assert panel.feedback.text().startswith("Right" if blocker.args[0] else "Not 4.")


def test_closing_learn_while_an_answer_is_worked_out_stops_its_search(qtbot, window, settings_file, capfd):
    done_before(settings_file, *SLOW_TASK)
    panel = open_learn(qtbot, window)
    qtbot.waitUntil(panel.answers.busy)
    thread = panel.answers.worker_thread
    assert thread is not None and thread.is_alive()
    dock = window.findChild(QDockWidget, DOCK_NAME)
    assert dock is not None
    dock.close()
    dock.deleteLater()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=5_000)
    qtbot.wait(50)
    assert "QThread" not in capfd.readouterr().err


QUIT_WHILE_SEARCHING = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication
    from gui.learn.dock import show_learn_dock
    from gui.learn.panel import LearnPanel
    from gui.learn.progress import Progress
    from gui.window.main_window import MainWindow
    import gui.learn.answers as answers

    # Each answer takes until it is told to stop (at most 30 s) before the engine's own: a compiled engine finds
    # this task's answer between two looks of the timer, and the quit must land while a search runs.
    engine_compute = answers.compute
    answers.compute = lambda job: (job.stop.wait(30), engine_compute(job))[1]

    app = QApplication(sys.argv)
    settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
    progress = Progress(settings)
    from tests.gui.test_learn_lazy_answers import course_order
    for lesson in course_order():
        if lesson.id == "depth-cutoff":
            break
        for task in lesson.tasks:
            progress.mark_done(lesson.id, task.id)
    progress.mark_done("depth-cutoff", "depth-2-move")
    progress.mark_done("depth-cutoff", "depth-2-value")
    window = MainWindow(settings)
    window.show()
    dock = show_learn_dock(window, settings)
    panel = dock.widget()
    assert isinstance(panel, LearnPanel)

    def quit_when_busy() -> None:
        if panel.answers.busy():
            print("quitting while a search runs", flush=True)
            app.quit()
        else:
            QTimer.singleShot(10, quit_when_busy)

    QTimer.singleShot(10, quit_when_busy)
    sys.exit(app.exec())
""")


def test_quitting_the_application_while_an_answer_is_worked_out_ends_cleanly(tmp_path):
    run = subprocess.run([sys.executable, "-c", QUIT_WHILE_SEARCHING, str(tmp_path / "settings.ini")], cwd=ROOT,
                         capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert run.returncode == 0, run.stderr
    assert "quitting while a search runs" in run.stdout
    assert "QThread" not in run.stderr and "Traceback" not in run.stderr, run.stderr
