"""The Learn panel: the lessons with their progress, the chosen lesson's text, and its current task.

A task is answered by typing (every kind, so the whole course can be done with the keyboard alone) and,
for the leaves alpha-beta never evaluates, also by clicking leaves on the drawn tree (the tree explorer's
own scene and view). "Check" asks the engine's exercise (``engine.lessons``): a right answer is saved as
progress; a wrong one is explained with the engine's numbers. Lessons come from the built-in course, or
from a teacher's folder or file; a broken lesson is listed with its line and the others still load.

The panel holds the lesson and task shown and the widgets; each concern is a part it owns, reading the panel
through the ``LearnView`` protocol (view.py): ``sources`` (where lessons come from), ``fitting`` (the height
shared between text and task, the tree fitted to its view), ``board_task`` (moves on the board, the weights),
``leaf_answers`` (leaves clicked or typed), ``match_play`` (a game against the computer) and
``progress_actions`` (the report, resetting progress); ``answers`` works out the tasks' answers off the
window's thread.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QModelIndex, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine.games import game_info
from engine.lessons import (
    LEAF_SET_KINDS,
    Exercise,
    Lesson,
    LessonError,
    LessonSet,
    Task,
    known_exercise,
    weights_text,
)

from ..app.controller import GameController
from ..explorer.scene import TreeScene
from ..explorer.view import TreeView
from ..i18n import spoken
from ..panels.settings_panel import ParamForm
from ..pictures.export_picture import add_picture_menu
from .answers import LessonAnswers
from .board_task import BoardTask
from .course import lessons_folder, load_course
from .feedback import FeedbackLabel
from .fitting import TaskFitting
from .leaf_answers import LeafAnswers
from .lesson_list import LessonListModel
from .lesson_sources import LessonSources
from .match_play import MatchPlay
from .progress import Progress
from .progress_actions import ProgressActions
from .task_board import TaskBoard
from .task_kinds import PLAY, Path
from .wording import in_engine_words, placeholder_for, prompt_for

SHORT_REASON = 60
"""How much of a broken lesson's reason the side column shows before it cuts (the tooltip has it all)."""
TUNE = "tune-evaluation"
LEAF_NAMES_UP_TO = 12
TREE_LEAST_HEIGHT = 150
"""A task's tree is never squeezed below this (three levels of a lesson's tree stay legible); the rest of the
height goes to the lesson's text first (``LearnPanel.fit_text``)."""


def short_error(e: LessonError) -> str:
    """``bad.md, line 4: unknown task kind 'guess'`` — a broken lesson in one short line."""
    where = os.path.basename(e.source) + (f", line {e.line}" if e.line else "")
    reason = e.reason
    if len(reason) > SHORT_REASON:
        cut = reason.find(" (")
        reason = reason[:cut] if 0 < cut <= SHORT_REASON else reason[:SHORT_REASON - 1] + "…"
    return f"{where}: {reason}"


class LearnPanel(QWidget):
    """Signals:
        checked(bool): the learner checked an answer; True when it was right.
    """

    checked = Signal(bool)

    def __init__(self, settings: QSettings, lessons: LessonSet | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("learnPanel")
        self.settings = settings
        self.progress = Progress(settings)
        self.model = LessonListModel(self.progress, self)
        self.lesson: Lesson | None = None
        self.task_index = 0
        self.exercise: Exercise | None = None
        self.seeds: dict[tuple[str, str], int] = {}
        self.marked: set[Path] = set()
        self.match: GameController | None = None
        """A beat-computer task's game in play (the app's controller, the learner against the computer)."""
        self.pending: tuple[Task, int | None] | None = None
        """The task shown whose answer the engine is still working out (and its seed), if any."""
        self.check_when_ready = False
        """The learner checked an answer before the engine had the task's own: checked once it has."""
        self.fitting = TaskFitting(self, self)
        self.match_play = MatchPlay(self, self)
        self.progress_actions = ProgressActions(self, self)
        self.sources = LessonSources(self, self)
        self.board_task = BoardTask(self, self)
        self.leaf_answers = LeafAnswers(self, self, self.board_task)
        self.answers = LessonAnswers(self)
        self.answers.ready.connect(self._on_answer_ready)
        self._build()
        app = QCoreApplication.instance()
        if app is not None:  # a computer still thinking in a lesson's game stops with the app
            app.aboutToQuit.connect(self.match_play.end_match)
        self.set_lessons(lessons if lessons is not None else load_course(self.settings))

    # -- building ---------------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("learnSplit")
        split.setChildrenCollapsible(False)
        outer.addWidget(split)
        self.split = split
        self.split_by_hand = False
        """The learner dragged the line between the text and the task: their choice stays (see ``fit_text``)."""
        split.splitterMoved.connect(self.fitting.on_split_moved)

        top = QSplitter(Qt.Orientation.Horizontal)
        top.setChildrenCollapsible(False)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(self.tr("&Lessons"))
        lv.addWidget(heading)
        self.lesson_list = QListView()
        self.lesson_list.setObjectName("learnLessons")
        self.lesson_list.setAccessibleName(self.tr("Lessons"))
        self.lesson_list.setAccessibleDescription(self.tr("The course's lessons, each with how many of its tasks are done"))
        self.lesson_list.setModel(self.model)
        self.lesson_list.setWordWrap(True)
        self.lesson_list.setMinimumWidth(260)
        heading.setBuddy(self.lesson_list)
        self.lesson_list.selectionModel().currentRowChanged.connect(self._on_lesson_row)
        lv.addWidget(self.lesson_list)
        row = QHBoxLayout()
        self.open_button = self._button(self.tr("&Open lessons…"), "learnOpen",
                                        self.tr("Open a folder of lesson files, or one file"), lambda: None)
        open_menu = QMenu(self.open_button)
        self.open_folder_action = open_menu.addAction(self.tr("A &folder of lessons…"), self.sources.choose_lessons)
        self.open_file_action = open_menu.addAction(self.tr("&One lesson file…"), self.sources.choose_lesson_file)
        self.open_button.setMenu(open_menu)
        self.reset_button = self._button(self.tr("&Reset progress"), "learnReset",
                                         self.tr("Forget which tasks are done, in every lesson"),
                                         self.progress_actions.reset_progress)
        self.report_button = self._button(self.tr("E&xport report…"), "learnReport",
                                          self.tr("Save a short report of the tasks done, for a teacher"),
                                          self.progress_actions.choose_report)
        row.addWidget(self.open_button)
        row.addWidget(self.report_button)
        lv.addLayout(row)
        self.forget_button = self._button(self.tr("Forg&et opened lessons"), "learnForget",
                                          self.tr("Show the built-in course only"), lambda: self.sources.use_folder(None))
        self.forget_button.setVisible(lessons_folder(self.settings) is not None)
        lv.addWidget(self.forget_button)
        lv.addWidget(self.reset_button)
        self.errors_label = QLabel()
        self.errors_label.setObjectName("learnErrors")
        self.errors_label.setWordWrap(True)
        self.errors_label.setStyleSheet("color: #b00020;")
        self.errors_label.setAccessibleName(self.tr("Lessons that could not be loaded"))
        self.errors_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lv.addWidget(self.errors_label)
        top.addWidget(left)
        self.text_view = QTextBrowser()
        self.text_view.setObjectName("learnText")
        self.text_view.setAccessibleName(self.tr("Lesson text"))
        self.text_view.setOpenExternalLinks(False)
        top.addWidget(self.text_view)
        top.setStretchFactor(0, 1)
        top.setStretchFactor(1, 3)
        split.addWidget(top)
        self.top_pane = top

        box = QGroupBox(self.tr("Task"))
        self.task_box = box
        tv = QVBoxLayout(box)
        tv.setContentsMargins(6, 4, 6, 4)  # narrow: each line the task saves is a line more of the lesson's text
        tv.setSpacing(4)
        self.prompt_label = QLabel()
        self.prompt_label.setObjectName("learnPrompt")
        self.prompt_label.setWordWrap(True)
        self.prompt_label.setTextFormat(Qt.TextFormat.MarkdownText)
        self.prompt_label.setAccessibleName(self.tr("Task"))
        tv.addWidget(self.prompt_label)
        self.board_area = TaskBoard()
        self.board_area.setObjectName("learnBoard")
        self.board_area.movePlayed.connect(self.board_task.play_move)
        self.board_area.setMaximumHeight(320)  # the lesson's text above keeps its room
        # The board and, for a weights task, the weights beside it: a board is narrower than the panel, and
        # under it the weights would squeeze the board and its caption.
        self.board_pane = QWidget()
        self.board_pane.setObjectName("learnBoardPane")
        board_row = QHBoxLayout(self.board_pane)
        board_row.setContentsMargins(0, 0, 0, 0)
        board_row.addWidget(self.board_area, 3)
        tv.addWidget(self.board_pane)
        self.scene = TreeScene(self)
        self.tree_view = TreeView(self.scene)
        self.tree_view.setObjectName("learnTree")
        self.tree_view.setAccessibleName(self.tr("Tree of the task"))
        self.tree_view.setAccessibleDescription(self.tr("Click a leaf to mark or unmark it as never evaluated"))
        self.tree_view.setMinimumHeight(TREE_LEAST_HEIGHT)
        self.tree_view.nodeClicked.connect(self.leaf_answers.toggle_leaf)
        tv.addWidget(self.tree_view, 1)
        self.tree_hint = QLabel(self.tr("The tree is larger than the view: drag it or use the scroll bars to see "
                                        "the rest; the mouse wheel zooms."))
        self.tree_hint.setObjectName("learnTreeHint")
        self.tree_hint.setWordWrap(True)
        self.tree_hint.setStyleSheet("color: #37474f; font-style: italic;")
        self.tree_hint.hide()
        tv.addWidget(self.tree_hint)
        self.tree_picture_action = add_picture_menu(self.tree_view, lambda: self.scene, "lesson-tree.svg", self.tr("Tree"))
        self.board_picture_action = add_picture_menu(self.board_area, lambda: self.board_area.board or self.board_area,
                                                     "position.svg", self.tr("Board"))
        self.param_box = QGroupBox(self.tr("Evaluation weights"))
        self.param_box.setObjectName("learnWeights")
        self.param_box.setAccessibleName(self.tr("Evaluation weights"))
        pv = QVBoxLayout(self.param_box)
        self.param_form = ParamForm(self.param_box)  # the settings panel's own weight editor
        self.param_form.changed.connect(self.board_task.on_weights_changed)
        pv.addWidget(self.param_form)
        self.param_box.hide()
        board_row.addWidget(self.param_box, 2)
        self.task_layout = tv
        answer_row = QHBoxLayout()
        answer_label = QLabel(self.tr("&Answer:"))
        self.answer_edit = QLineEdit()
        self.answer_edit.setObjectName("learnAnswer")
        self.answer_edit.setAccessibleName(self.tr("Your answer"))
        answer_label.setBuddy(self.answer_edit)
        self.answer_edit.returnPressed.connect(self.check)
        self.answer_edit.textEdited.connect(self.leaf_answers.on_answer_edited)
        answer_row.addWidget(answer_label)
        answer_row.addWidget(self.answer_edit, 1)
        self.check_button = self._button(self.tr("&Check"), "learnCheck",
                                         self.tr("Check the answer with the engine (Enter)"), self.check)
        answer_row.addWidget(self.check_button)
        tv.addLayout(answer_row)
        # The task's buttons share the answer's row: a row less under the task is a row more of the lesson's text.
        answer_row.addSpacing(12)
        self.prev_button = self._button(self.tr("&Previous task"), "learnPrevious", self.tr("The task before this one (Alt+P)"),
                                        lambda: self.show_task(self.task_index - 1, focus=True))
        self.next_button = self._button(self.tr("&Next task"), "learnNext", self.tr("The task after this one (Alt+N)"),
                                        self.go_on)
        self.hint_button = self._button(self.tr("H&int"), "learnHint", self.tr("Show the task's hint"), self.show_hint)
        self.new_button = self._button(self.tr("Ne&w exercise"), "learnNew", self.tr("Another tree for this task (a new seed)"),
                                       self.new_exercise)
        self.next_button.setAutoDefault(True)  # Enter on it, not only Space
        for b in (self.prev_button, self.next_button, self.hint_button, self.new_button):
            answer_row.addWidget(b)
        self.feedback = FeedbackLabel()
        self.feedback.setObjectName("learnFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setAccessibleName(self.tr("What the engine says about your answer"))
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        tv.addWidget(self.feedback)
        tv.addStretch(0)  # takes the room the tree leaves when a task has none (see _show_exercise)
        split.addWidget(box)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setSizes([400, 320])  # until the lesson's text is laid out (fit_text)
        # Back to the lesson list from anywhere in the panel: Alt+L, the "Lessons" heading's mnemonic (its
        # buddy is the list). Not Ctrl+L: that is View ▸ Evaluation lab, and Qt did neither (issue 32).

    def task_title(self, n: int, done: bool) -> str:
        title = self.tr("Task {0} of {1}").format(self.task_index + 1, n)
        return title + self.tr(" — done ✓") if done else title

    def _button(self, text: str, name: str, tip: str, slot: object) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.setToolTip(tip)
        b.setAccessibleName(text.replace("&", "").rstrip("…"))
        b.clicked.connect(slot)
        return b

    # -- lessons ----------------------------------------------------------------------------------
    def set_lessons(self, found: LessonSet) -> None:
        """Show ``found``'s lessons and list its broken files with their lines. The lesson shown is the first
        with a task not done (at that task), so a learner who comes back goes on where they stopped; a finished
        course opens at its first lesson."""
        self.model.set_lessons(found.lessons)
        # The side column is narrow: each broken file gets a short line (its name, the line at fault and the
        # reason without its list of alternatives); the whole messages are the tooltip.
        self.errors_label.setText("\n".join(short_error(e) for e in found.errors))
        self.errors_label.setToolTip("\n".join(str(e) for e in found.errors))
        self.errors_label.setVisible(bool(found.errors))
        if found.lessons:
            self.select_lesson(self.first_unfinished_row())
        else:
            self.lesson = None
            self.exercise = None
            self.text_view.setPlainText(self.tr("No lessons to show."))
            self._show_exercise()

    def first_unfinished_row(self) -> int:
        """The row of the first lesson with a task not done yet (0 when every lesson is done)."""
        return next((row for row in range(len(self.model.lessons))
                     if self.model.counts(row)[0] < self.model.counts(row)[1]), 0)

    def select_lesson(self, row: int) -> None:
        index = self.model.index(row)
        self.lesson_list.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self._open_lesson(row)

    @Slot(QModelIndex, QModelIndex)
    def _on_lesson_row(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and (self.lesson is None or self.model.lessons[current.row()] is not self.lesson):
            self._open_lesson(current.row())

    def _open_lesson(self, row: int) -> None:
        lesson = self.model.lessons[row]
        self.lesson = lesson
        # A lesson's figures are files beside it (``![...](figures/tree.png)``): found from its folder.
        self.text_view.setSearchPaths([os.path.dirname(os.path.abspath(lesson.source))])
        self.text_view.setMarkdown(f"# {lesson.title}\n\n{lesson.text}")
        first_open = next((k for k, t in enumerate(lesson.tasks) if not self.progress.is_done(lesson.id, t.id)), 0)
        self.show_task(first_open)

    # -- tasks ------------------------------------------------------------------------------------
    def show_task(self, k: int, focus: bool = False) -> None:
        """Show task ``k`` of the lesson; ``focus``: put the cursor in its answer field (the list keeps
        the focus while a learner moves through the lessons with the arrow keys)."""
        if self.lesson is None or not 0 <= k < len(self.lesson.tasks):
            return
        self.task_index = k
        task = self.lesson.tasks[k]
        seed = self.seeds.get((self.lesson.id, task.id))
        self.check_when_ready = False
        # The answer is computed off the window's thread (``answers``): a task seen before, or computed
        # ahead, shows at once; another shows its words, and its drawing once the engine has the answer.
        self.exercise = known_exercise(task, seed)
        if self.exercise is None:
            self.pending = (task, seed)
            self._show_exercise(pending=task)
            self.answers.want(task, seed)
        else:
            self.pending = None
            self._show_exercise()
        self.answers.ahead(self.tasks_ahead())
        if focus:
            self.focus_answer()

    def tasks_ahead(self) -> list[Task]:
        """The tasks a learner is likely to see next, whose answers are worked out ahead: the rest of the
        lesson, then the next lesson's."""
        if self.lesson is None:
            return []
        ahead = list(self.lesson.tasks[self.task_index + 1:])
        row = self.next_lesson_row()
        if row is not None:
            ahead += self.model.lessons[row].tasks
        return ahead

    @Slot(object, object, object)
    def _on_answer_ready(self, task: Task, seed: int | None, result: Exercise | str) -> None:
        """The engine has worked out an answer: shown if it is the task's on screen (the learner's typing
        kept), and the learner's early answer checked."""
        if self.pending is None or self.pending[0] is not task or self.pending[1] != seed:
            return  # a task computed ahead, or one the learner has left
        self.pending = None
        typed = self.answer_edit.text()
        waiting = self.check_when_ready
        self.check_when_ready = False
        if isinstance(result, str):  # a teacher's lesson (the built-in answers are all checked by its tests)
            self._show_exercise(pending=task)
            for w in (self.answer_edit, self.check_button):
                w.setEnabled(False)
            self.feedback.setStyleSheet("color: #b00020;")
            self.feedback.setText(self.tr("The engine cannot work out this task's answer: {0}").format(result))
            return
        said, style = self.feedback.text(), self.feedback.styleSheet()
        self.exercise = result
        self._show_exercise(typed=typed)
        if waiting:
            self.check()
        elif said and said != self.tr("The engine is working out this task's answer…"):
            self.feedback.setStyleSheet(style)  # a hint asked for meanwhile stays
            self.feedback.setText(said)

    def next_lesson_row(self) -> int | None:
        """The row of the lesson after the one shown, if there is one."""
        rows = [k for k, lesson in enumerate(self.model.lessons) if lesson is self.lesson]
        return rows[0] + 1 if rows and rows[0] + 1 < len(self.model.lessons) else None

    @Slot()
    def go_on(self) -> None:
        """The next task, or after a lesson's last task the next lesson (at its first task not done)."""
        if self.lesson is not None and self.task_index < len(self.lesson.tasks) - 1:
            self.show_task(self.task_index + 1, focus=True)
            return
        row = self.next_lesson_row()
        if row is not None:
            self.select_lesson(row)
            self.focus_answer()

    def focus_answer(self) -> None:
        """The cursor where the task is answered: the board for a game against the computer (its moves are
        the answer), else the answer field."""
        board = self.board_area.board
        if self.exercise is not None and self.exercise.task.kind == PLAY and board is not None and board.isVisible():
            board.setFocus()
        else:
            self.answer_edit.setFocus()

    def _show_exercise(self, pending: Task | None = None, typed: str = "") -> None:
        """Show the exercise; ``pending``: show that task's words while its answer is worked out (the answer
        field open, so a learner can type at once); ``typed``: the answer typed meanwhile, kept."""
        ex, lesson = self.exercise, self.lesson
        self.match_play.end_match()
        self.board_area.new_task()
        self.marked = set()
        self.answer_edit.clear()
        self.feedback.clear()
        has_task = (ex is not None or pending is not None) and lesson is not None
        for w in (self.answer_edit, self.check_button, self.hint_button):
            w.setEnabled(has_task)
        if pending is not None and lesson is not None:
            self._show_waiting(pending, lesson)
            return
        if ex is None or lesson is None:
            self.param_box.hide()
            self.tree_hint.hide()
            self.prompt_label.setText("")
            self.task_box.setTitle(self.tr("Task"))
            self.board_area.hide()
            self.board_pane.hide()
            self.tree_view.hide()
            self.prev_button.setEnabled(False)
            self.next_button.setEnabled(False)
            self.new_button.setEnabled(False)
            self.fitting.fit_text()
            return
        task = ex.task
        self._show_words(task, lesson, new_tree=ex.tree is not None and (task.setting.tree or "").startswith("random"))
        if ex.tree is not None:
            self.board_area.hide()
            self.board_pane.hide()
            # Leaf names (C2) fit beside the leaves of a small tree; on a wider one they would cover the
            # values, and the lesson's rule (parent's letter, then the place under it) names them.
            names = dict(ex.names) | (dict(ex.leaves) if len(ex.leaves) <= LEAF_NAMES_UP_TO else {})
            self.scene.set_tree(ex.tree, names=names)
            self.tree_view.show()
            self.fitting.stretch(self.tree_view)
            self.fitting.fit_tree()
            QTimer.singleShot(0, self.fitting.fit_tree)  # once the view has its size
        else:
            self.tree_view.hide()
            self.tree_hint.hide()
            self.board_task.show_board(ex.state)
            self.board_area.show()
            self.board_pane.show()
            self.fitting.stretch(self.board_pane)
            if task.kind == PLAY:
                self.match_play.start_match(ex)
        self.param_box.setVisible(task.kind == TUNE)
        if task.kind == TUNE:
            name = task.evaluation or game_info(task.setting.game).default_evaluation
            self.param_box.setTitle(self.tr("Weights of the evaluation “{0}”").format(name))
            self.param_form.set_params(ex.params, ex.weights)
            previous: QWidget = self.board_area.board or self.answer_edit
            for name, spin in self.param_form.spins.items():
                spin.setAccessibleName(self.tr("Weight {0}").format(name))
                slider = self.param_form.sliders[name]
                slider.setAccessibleName(self.tr("Weight {0}, as a slider").format(name))
                # Tab goes from the board through the weights (made anew for each task, so put in order here)
                QWidget.setTabOrder(previous, spin)
                QWidget.setTabOrder(spin, slider)
                previous = slider
            self.answer_edit.setText(weights_text(ex.weights))
        if typed and task.kind != PLAY:  # what the learner typed while the answer was worked out
            self.answer_edit.setText(typed)
            self.leaf_answers.on_answer_edited(typed)
        self.fitting.fit_text()  # the task's controls changed: the text gets what they leave

    def _show_words(self, task: Task, lesson: Lesson, new_tree: bool) -> None:
        """The task's title, prompt and buttons (``new_tree``: "New exercise" can draw another tree)."""
        n = len(lesson.tasks)
        done = self.progress.is_done(lesson.id, task.id)
        self.task_box.setTitle(self.task_title(n, done))
        prompt = task.prompt or prompt_for(task.kind)
        self.prompt_label.setText((task.lead + "\n\n" if task.lead else "") + f"**{prompt}**")
        self.prompt_label.setAccessibleDescription(prompt)
        self.answer_edit.setPlaceholderText(placeholder_for(task.kind, task.setting.game))
        self.hint_button.setEnabled(bool(task.hint))
        self.prev_button.setEnabled(self.task_index > 0)
        last = self.task_index == n - 1
        self.next_button.setText(self.tr("&Next lesson") if last else self.tr("&Next task"))
        self.next_button.setAccessibleName(self.tr("Next lesson") if last else self.tr("Next task"))
        self.next_button.setToolTip(self.tr("The lesson after this one (Alt+N)") if last
                                    else self.tr("The task after this one (Alt+N)"))
        self.next_button.setEnabled(not last or self.next_lesson_row() is not None)
        self.new_button.setEnabled(task.kind == PLAY or new_tree)
        self.new_button.setText(self.tr("Ne&w game") if task.kind == PLAY else self.tr("Ne&w exercise"))
        self.new_button.setAccessibleName(self.tr("New game") if task.kind == PLAY else self.tr("New exercise"))

    def _show_waiting(self, task: Task, lesson: Lesson) -> None:
        """The task's words while the engine works out its answer: no drawing yet (a tree and a position
        come with the answer), and a line saying why."""
        self._show_words(task, lesson, new_tree=False)
        self.new_button.setEnabled(False)
        self.param_box.hide()
        self.tree_hint.hide()
        self.tree_view.hide()
        self.board_area.hide()
        self.board_pane.hide()
        self.feedback.setStyleSheet("color: #37474f;")
        self.feedback.setText(self.tr("The engine is working out this task's answer…"))
        self.fitting.fit_text()

    # -- a game against the computer ---------------------------------------------------------------
    # -- moves on the board -----------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitting.fit_text()
        if self.tree_view.isVisible():
            self.fitting.fit_tree()

    @Slot()
    def check(self) -> None:
        ex, lesson = self.exercise, self.lesson
        if ex is None and self.pending is not None:  # checked as soon as the engine has the answer
            self.check_when_ready = True
            self.feedback.setStyleSheet("color: #37474f;")
            self.feedback.setText(self.tr("The engine is still working out this task's answer: yours is checked "
                                          "as soon as it has it…"))
            return
        if ex is None or lesson is None:
            return
        verdict = ex.check(in_engine_words(self.answer_edit.text(), ex.game))
        colour = "#1b5e20" if verdict.correct else ("#b00020" if verdict.understood else "#8a5a00")
        self.feedback.setStyleSheet(f"color: {colour};")
        said = spoken(verdict.said)  # the engine's verdict in the window's language
        self.feedback.setText(said)
        if ex.task.kind in LEAF_SET_KINDS and ex.tree is not None and verdict.understood:
            self.leaf_answers.show_marks(after_check=True)
        QTimer.singleShot(0, self.fitting.refit)  # the explanation took room: the whole tree stays in view
        if verdict.correct:
            self.progress.mark_done(lesson.id, ex.task.id)
            self.model.refresh()
            self.task_box.setTitle(self.task_title(len(lesson.tasks), True))
            last = self.task_index == len(lesson.tasks) - 1
            if self.next_button.isEnabled():  # Enter again goes on (keyboard-only use)
                more = self.tr("Press Enter for the next lesson.") if last else self.tr("Press Enter for the next task.")
                self.feedback.setText(said + " " + more)
                self.next_button.setFocus()
            elif last:
                self.feedback.setText(said + " " + self.tr("That was the last task of the course."))
        self.checked.emit(verdict.correct)

    @Slot()
    def show_hint(self) -> None:
        # (the task's own words: there while the engine still works out its answer)
        task = self.lesson.tasks[self.task_index] if self.lesson is not None and self.lesson.tasks else None
        if task is not None and task.hint:
            self.feedback.setStyleSheet("color: #37474f;")
            self.feedback.setText(self.tr("Hint: {0}").format(task.hint))
            QTimer.singleShot(0, self.fitting.refit)

    @Slot()
    def new_exercise(self) -> None:
        ex, lesson = self.exercise, self.lesson
        if ex is None or lesson is None:
            return
        key = (lesson.id, ex.task.id)
        self.seeds[key] = ex.seed + 1
        self.show_task(self.task_index)

    # -- clicking leaves --------------------------------------------------------------------------
