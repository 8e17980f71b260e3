"""Beat the computer in the Learn panel: the learner plays on the task's board, the app's game controller
answers with the computer at the task's depth (the very moves the engine's exercise models), and the
task is checked when the game ends."""

from __future__ import annotations

import pytest

from engine.lessons import builtin_lessons
from gui.learn.panel import LearnPanel

from .learn_wait import task_ready

COURSE = builtin_lessons()


@pytest.fixture
def panel(learn_panel: LearnPanel) -> LearnPanel:
    return learn_panel


def open_play_task(panel: LearnPanel, lesson_id: str) -> None:
    row = next(k for k, lesson in enumerate(COURSE.lessons) if lesson.id == lesson_id)
    panel.select_lesson(row)
    lesson = COURSE.lessons[row]
    panel.show_task(next(k for k, t in enumerate(lesson.tasks) if t.kind == "beat-computer"))


def play_game(qtbot, panel: LearnPanel, learner_moves: list[int], by_keys: bool = False) -> list[bool]:
    """Click the learner's moves on the board (``by_keys``: choose them as Enter on a cell does); after each,
    wait for the computer's reply (or the end); the check comes when the game ends."""
    ex, match = panel.exercise, panel.match
    assert ex is not None and match is not None and ex.reply is not None
    results: list[bool] = []
    panel.checked.connect(results.append)
    for move in learner_moves:
        board = panel.board_area.board
        assert board is not None and board.interactive
        play = board.choose if by_keys else board.moveChosen.emit  # the keys, or a click on the board
        after = ex.game.result(match.session.state, move)
        if ex.game.is_terminal(after):
            play(move)  # the learner's last move ends the game
            break
        with qtbot.waitSignal(match.computerMoved, timeout=30000) as blocker:
            play(move)
        assert blocker.args == [ex.reply(after)], "the controller's computer plays what the exercise models"
        if match.session.is_over:
            break
    qtbot.waitUntil(lambda: bool(results), timeout=30000)
    panel.checked.disconnect(results.append)
    return results


def losing_game(ex):
    """The learner plays the first legal move every time (a game the computer wins or draws): the learner's
    moves and the position the game ends in."""
    assert ex.reply is not None
    game, state, mine = ex.game, ex.state, []
    while not game.is_terminal(state):
        if game.to_move(state) == game.to_move(ex.state):
            mine.append(game.actions(state)[0])
            state = game.result(state, mine[-1])
        else:
            state = game.result(state, ex.reply(state))
    return mine, state


def learner_moves_of(ex, line: str) -> list[int]:
    """The learner's moves in the explained game (every other move, from the first)."""
    return [ex.game.parse_move(t) for t in line.split()][::2]


def test_a_won_game_against_the_computer_at_depth_2_completes_the_task(qtbot, panel):
    open_play_task(panel, "depth-cutoff")
    ex = panel.exercise
    assert ex is not None and ex.expected == "win"
    assert panel.new_button.text() == "Ne&w game" and panel.answer_edit.isReadOnly()
    line = ex.explanation.rsplit("the game ", 1)[1].rstrip(".")
    results = play_game(qtbot, panel, learner_moves_of(ex, line))
    assert results == [True]
    assert "you beat the computer at depth 2" in panel.feedback.text()
    assert panel.progress.is_done("depth-cutoff", "beat-depth-2")
    assert panel.board_area.board is not None and not panel.board_area.board.interactive  # the game is over


def test_a_drawn_game_where_no_win_is_possible_is_right_and_says_so(qtbot, panel):
    open_play_task(panel, "the-path")
    ex = panel.exercise
    assert ex is not None and ex.expected == "draw"
    line = ex.explanation.rsplit("the game ", 1)[1].rstrip(".")
    assert play_game(qtbot, panel, learner_moves_of(ex, line)) == [True]
    assert "a win is impossible here" in panel.feedback.text()


def test_a_lost_game_is_explained_and_new_game_starts_again(qtbot, panel):
    open_play_task(panel, "the-path")
    ex = panel.exercise
    assert ex is not None and ex.reply is not None
    # O plays the lowest free cell every time: the computer (X, centre) wins such a game
    mine, end = losing_game(ex)
    assert ex.game.winner(end) == 0
    assert play_game(qtbot, panel, mine) == [False]
    assert "The computer wins this game" in panel.feedback.text() and ex.explanation in panel.feedback.text()
    panel.new_button.click()
    task_ready(qtbot, panel)  # (a new game: its exercise is worked out anew)
    assert panel.match is not None and panel.match.session.moves == [] and panel.answer_edit.text() == ""
    assert panel.board_area.board is not None and panel.board_area.board.interactive


def test_weights_set_in_the_evaluation_form_answer_the_tune_task(qtbot, panel):
    row = next(k for k, lesson in enumerate(COURSE.lessons) if lesson.id == "depth-cutoff")
    panel.select_lesson(row)
    panel.show_task(next(k for k, t in enumerate(COURSE.lessons[row].tasks) if t.kind == "tune-evaluation"))
    ex = panel.exercise
    assert ex is not None and panel.param_box.isVisible() and set(panel.param_form.spins) == set(ex.weights)
    assert panel.answer_edit.text() == "w1=1, w2=4, w3=16, centre=3"
    with qtbot.waitSignal(panel.checked) as blocker:
        panel.check_button.click()
    assert blocker.args == [False] and panel.feedback.text().startswith("Those are the default weights.")
    assert "value the moves 1: −25, 2: −27, 3: −11, 4: −9" in panel.feedback.text() and "and play 4" in panel.feedback.text()
    for name, value in (pair.split("=") for pair in ex.expected.split(", ")):
        panel.param_form.spins[name].setValue(float(value))  # as the learner sets it (keys or mouse)
    assert panel.answer_edit.text() == ex.expected
    with qtbot.waitSignal(panel.checked) as blocker:
        panel.check_button.click()
    assert blocker.args == [True] and panel.progress.is_done("depth-cutoff", "tune-weights")
    panel.show_task(0)
    assert not panel.param_box.isVisible()
