"""A seeded random session of clicks, undo/redo, hints, stops, pauses, new games, player and game
switches at random moments (during searches too). After every step the window must be consistent:
the board shows the game, no computer searches a finished game or another position, and when the
computer is to move something is under way (a search or its timer) unless the game is paused."""

from __future__ import annotations

import random

import pytest

from gui.window.main_window import MainWindow

ACTIONS = ("play", "play", "play", "undo", "redo", "hint", "analyse", "stop", "pause", "new", "kinds", "game",
           "select", "depth", "node")


def _step(w: MainWindow, rng: random.Random, action: str) -> None:
    if action == "play" and w.session.legal_moves:
        w.board.choose(rng.choice(w.session.legal_moves))
    elif action == "undo":
        w.undo()
    elif action == "redo":
        w.redo()
    elif action == "hint":
        w.hint()
    elif action == "analyse":
        w.analyse()
    elif action == "stop":
        w.stop()
    elif action == "pause":
        w.set_paused(not w.paused)
    elif action == "new":
        w.new_game(rng.choice(["tictactoe", "connect4", None]))
    elif action == "kinds":
        w.set_player_kinds(rng.choice(["human", "computer"]), rng.choice(["human", "computer"]))
    elif action == "game":
        combo = w.settings_panel.game
        combo.setCurrentIndex(rng.randrange(combo.count()))
    elif action == "select" and w.session.entries:
        w.move_list.select(rng.randrange(len(w.session.entries)))
    elif action == "depth":
        side = w.settings_panel.sides[rng.randrange(2)]
        side.full.setChecked(False)
        side.depth.setValue(rng.randint(1, 4))
    elif action == "node" and w.tree_widget.record() is not None:
        w.tree_widget.nodeSelected.emit(rng.randrange(len(w.tree_widget.record())))


def _problems(w: MainWindow) -> list[str]:
    found = []
    if w.board.state != w.session.state:
        found.append("the board shows another position")
    active = w.searches.active
    if active is not None and active.position != w.session.position:
        found.append("a search runs for another position")
    if w.session.is_over and active is not None and active.purpose == "move":
        found.append("the computer searches a finished game")
    if (not w.session.is_over and w.side_is_computer(w.session.to_move) and not w.paused and active is None
            and not w.controller.move_timer.isActive()):
        found.append("the computer is to move but nothing is under way")
    return found


# (seeds 7-13 caught a stuck computer after Esc between moves and after a hint when a side
# became the computer; they pass since the fix)
@pytest.mark.parametrize("seed", [1, 7, 8, 10, 11, 13])
def test_random_session_stays_consistent(qtbot, window: MainWindow, seed: int) -> None:
    rng = random.Random(seed)
    for step in range(150):
        action = rng.choice(ACTIONS)
        _step(window, rng, action)
        qtbot.wait(rng.choice([0, 1, 5, 20]))  # let searches start, finish or be overtaken at random
        problems = _problems(window)
        assert not problems, f"seed {seed}, step {step} ({action}): {problems}"
