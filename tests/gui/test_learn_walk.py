"""The whole built-in course walked as a learner meets it: the main window at 1280×800, Help ▸ Learn, every
lesson and every task answered once wrong and once right with the keyboard (the games played on the
board), each screen checked for text that does not fit and controls without a name.

Set ``LEARN_WALK_PNG`` to a folder to keep a PNG of every screen (``<lesson>-<task>-<step>.png``) and look
at them: ``LEARN_WALK_PNG=/tmp/walk QT_QPA_PLATFORM=offscreen python -m pytest tests/gui/test_learn_walk.py``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QDockWidget,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QScrollBar,
    QTextEdit,
    QWidget,
)

from engine.lessons import Exercise
from gui.app.display_options import DisplayOptions
from gui.i18n import spoken
from gui.learn.dock import DOCK_NAME, dock_size
from gui.learn.panel import LearnPanel

from .learn_wait import task_ready
from .test_learn_play import losing_game, play_game

SCREEN = QSize(1280, 800)
PLAY = "beat-computer"
TUNE = "tune-evaluation"
CONTROLS = (QAbstractButton, QLineEdit, QAbstractSpinBox, QAbstractSlider, QAbstractItemView, QGraphicsView, QTextEdit)
"""What a screen reader has to name: everything a learner reads from or acts on."""


def shots_folder(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("LEARN_WALK_PNG") or tmp_path / "walk")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def answer(qtbot, panel: LearnPanel, text: str) -> bool:
    """Type ``text`` in the answer field and press Enter, as a learner with a keyboard does."""
    panel.answer_edit.setFocus()
    panel.answer_edit.selectAll()
    qtbot.keyClick(panel.answer_edit, Qt.Key.Key_Delete)
    if text.isascii():
        qtbot.keyClicks(panel.answer_edit, text)
    else:  # QTest types ASCII only: "−∞" comes as a keyboard's compose key or input method gives it
        panel.answer_edit.insert(text)
    with qtbot.waitSignal(panel.checked) as blocker:
        qtbot.keyClick(panel.answer_edit, Qt.Key.Key_Return)
    return bool(blocker.args[0])


def wrong_answers(ex: Exercise) -> list[str]:
    """Answers of the task's form that the engine may count wrong, the likeliest first."""
    kind = ex.task.kind
    expected = ex.expected.replace("−", "-")
    if kind in ("pruned", "chance-pruned"):
        return ["none"] + [name for _, name in ex.leaves]
    if kind == "window":
        return ["-inf, inf", "0, 0"]
    if kind == "terminal":
        return ["no" if expected.startswith("y") else "yes"]
    if kind == "to-move":
        return [ex.game.player_name(p) for p in (0, 1)]
    if kind in ("best-move", "pv", "mcts-move"):
        if ex.tree is not None:
            return [name for path, name in sorted(ex.names.items()) if len(path) == 1] + \
                [name for path, name in ex.leaves if len(path) == 1]
        return [ex.game.format_move(m) for m in ex.game.actions(ex.state)]
    number = float(re.sub(r"[^0-9.+-].*$", "", expected) or 0)
    return [str(int(number) + 1), str(int(number) - 1)]


def grab(panel: LearnPanel, folder: Path, name: str) -> None:
    window = panel.window()
    window.grab().save(str(folder / f"{name}.png"))


def assert_readable(panel: LearnPanel, where: str) -> None:
    """Every label shown in the task box gets the height its words need, and every control has a name."""
    for label in panel.task_box.findChildren(QLabel):
        if label.isVisible() and label.text() and label.wordWrap():
            need = label.heightForWidth(label.width())
            assert label.height() >= need, f"{where}: {label.objectName() or label.text()[:30]!r} clipped"
    for w in panel.findChildren(QWidget):
        if not w.isVisible() or isinstance(w, QScrollBar) or isinstance(w.parent(), QAbstractSpinBox):
            continue  # a scroll bar, or a spin box's own line (the box has the name)
        if isinstance(w, CONTROLS) or w is panel.board_area.board:
            assert w.accessibleName(), f"{where}: {type(w).__name__} {w.objectName()!r} has no accessible name"


@pytest.fixture
def learn(qtbot, make_window) -> Iterator[LearnPanel]:
    panel = open_learn(qtbot, make_window)
    yield panel
    panel.match_play.end_match()


def open_learn(qtbot, make_window) -> LearnPanel:
    window = make_window(DisplayOptions(move_delay_ms=0))
    window.resize(SCREEN)
    window.show_learn()
    dock = window.findChild(QDockWidget, DOCK_NAME)
    assert dock is not None
    dock.resize(dock_size(SCREEN))
    panel = dock.widget()
    assert isinstance(panel, LearnPanel)
    qtbot.waitExposed(dock)
    return panel


WORDS = {  # what a verdict says, by the window's language
    "en": {"lost": ("The computer wins", "draw"), "form": r"\d|none|yes|no|[XO]"},
    "de": {"lost": ("Der Computer gewinnt", "Remis"), "form": r"\d|keine|ja|nein|[XO]"},
}


@pytest.mark.parametrize("code", ["en", "de"])
def test_the_whole_course_walked_wrong_then_right_at_1280x800(qtbot, language, make_window, code, tmp_path: Path):
    """In English and in German (the German course, the German window): every screen readable at 1280×800."""
    if code != "en":
        assert language(code) is not None
    learn = open_learn(qtbot, make_window)
    try:
        walk_the_course(qtbot, learn, shots_folder(tmp_path) / code, WORDS[code])
    finally:
        learn.match_play.end_match()


def walk_the_course(qtbot, learn: LearnPanel, folder: Path, words: dict) -> None:
    panel = learn
    folder.mkdir(parents=True, exist_ok=True)
    assert panel.width() >= 1100, "the Learn dock uses the screen at 1280×800"
    for row, lesson in enumerate(panel.model.lessons):
        panel.select_lesson(row)
        for k, task in enumerate(lesson.tasks):
            panel.show_task(k, focus=True)
            task_ready(qtbot, panel)
            QApplication.processEvents()
            name = f"{row + 1}-{k + 1}"
            ex = panel.exercise
            assert ex is not None, name
            grab(panel, folder, f"{name}-a-task")
            assert_readable(panel, name)
            if panel.tree_view.isVisible():
                fits = panel.fitting.tree_fits()
                assert fits or len(ex.leaves) > 27, f"{name}: a tree of {len(ex.leaves)} leaves fits at 1280×800"
                assert fits != panel.tree_hint.isVisible(), f"{name}: the line under the tree says how to see it all"
            if task.kind == PLAY:
                results = play_game(qtbot, panel, losing_game(ex)[0], by_keys=True)
                assert results == [False], name
                assert any(w in panel.feedback.text() for w in words["lost"]), f"{name}: {panel.feedback.text()}"
                QApplication.processEvents()
                grab(panel, folder, f"{name}-b-wrong")
                assert_readable(panel, name + " lost")
                panel.new_button.click()
                task_ready(qtbot, panel)
                ex = panel.exercise
                assert ex is not None
                line = ex.explanation.rsplit("the game ", 1)[1].rstrip(".")
                assert play_game(qtbot, panel, [ex.game.parse_move(t) for t in line.split()][::2], by_keys=True) == [True], name
            elif task.kind == TUNE:
                assert not answer(qtbot, panel, panel.answer_edit.text()), name  # the default weights
                assert re.search(r"\d", panel.feedback.text()), name
                QApplication.processEvents()
                grab(panel, folder, f"{name}-b-wrong")
                assert_readable(panel, name + " wrong weights")
                assert answer(qtbot, panel, ex.expected), name
            else:
                for wrong in wrong_answers(ex):
                    verdict = ex.check(wrong)
                    if verdict.understood and not verdict.correct:
                        break
                else:
                    pytest.fail(f"{name}: no wrong answer found")
                assert not answer(qtbot, panel, wrong), name
                assert panel.feedback.text() == spoken(verdict.said)
                assert panel.feedback.accessibleDescription() == spoken(verdict.said)  # what a screen reader says
                assert re.search(words["form"], panel.feedback.text()), f"{name}: {panel.feedback.text()}"
                QApplication.processEvents()
                grab(panel, folder, f"{name}-b-wrong")
                assert_readable(panel, name + " wrong")
                assert answer(qtbot, panel, ex.expected), f"{name}: {panel.feedback.text()}"
            QApplication.processEvents()
            grab(panel, folder, f"{name}-c-right")
            assert_readable(panel, name + " right")
            assert panel.progress.is_done(lesson.id, task.id), name
        assert panel.model.index(row).data().startswith("✓"), lesson.title


def focus_chain(qtbot, panel: LearnPanel, steps: int = 40) -> list[QWidget]:
    """The widgets Tab reaches from where a task puts the cursor, in order (one round at most)."""
    panel.focus_answer()
    start = QApplication.focusWidget()
    assert start is not None
    seen: list[QWidget] = [start]
    for _ in range(steps):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        w = QApplication.focusWidget()
        if w is start or w is None:
            break
        seen.append(w)
    return seen


def test_tab_reaches_every_control_a_task_kind_needs(qtbot, learn: LearnPanel):
    """Keyboard only: from where each kind of task puts the cursor, Tab reaches the answer, Check, the
    task buttons and (for the kinds answered on it) the board; Space then presses a focused button."""
    panel, kinds_seen = learn, set()
    for row, lesson in enumerate(panel.model.lessons):
        panel.select_lesson(row)
        for k, task in enumerate(lesson.tasks):
            if task.kind in kinds_seen:
                continue
            kinds_seen.add(task.kind)
            panel.show_task(k, focus=True)
            QApplication.processEvents()  # a new weight's spin box is shown by a queued call, as on screen
            chain = focus_chain(qtbot, panel)
            for needed in (panel.answer_edit, panel.check_button, panel.next_button):
                assert needed in chain, f"{task.kind}: Tab never reaches {needed.objectName()}"
            board = panel.board_area.board
            if task.kind in ("beat-computer", "best-move", "pv", "mcts-move") and panel.board_area.isVisible():
                assert board in chain, f"{task.kind}: Tab never reaches the board"
            if task.kind == "tune-evaluation":
                weights = [*panel.param_form.spins.values(), *panel.param_form.sliders.values()]
                assert all(w in chain for w in weights), "Tab reaches every weight"
            if task.kind in ("pruned", "chance-pruned"):
                assert panel.tree_view in chain or panel.answer_edit in chain  # typed names answer it
            panel.match_play.end_match()
    assert len(kinds_seen) == 16
    panel.select_lesson(0)
    panel.show_task(1, focus=True)
    panel.next_button.setFocus()
    qtbot.keyClick(panel.next_button, Qt.Key.Key_Space)
    assert panel.task_index == 2


def test_a_teacher_s_lesson_written_from_the_readme_opens_and_is_answered(qtbot, learn: LearnPanel):
    fixture = Path(__file__).resolve().parents[1] / "data" / "lessons" / "teacher-from-readme.md"
    learn.sources.use_folder(str(fixture))
    assert learn.model.lessons[-1].title == "Pruning practice for week 3" and not learn.errors_label.isVisible()
    learn.select_lesson(len(learn.model.lessons) - 1)
    task_ready(qtbot, learn)
    assert learn.tree_view.isVisible() and learn.fitting.tree_fits()
    assert not answer(qtbot, learn, "5")
    assert learn.feedback.text() == "Not 5. B is a MIN node; its children are worth B1 = 5, B2 = 2, B3 = 9. " \
                                    "MIN picks the smallest: min(5, 2, 9) = 2."
    assert answer(qtbot, learn, "2")
    learn.sources.use_folder(None)
