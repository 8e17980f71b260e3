"""The rules of play, driven on the game controller alone (no window): turns, the computer's replies,
pause, undo/redo, replacing and restoring a game, saved games keeping who played and what the search
found, and what a stopped search says."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.games import game_info
from gui.app.controller import GameController
from gui.app.display_options import DisplayOptions
from gui.app.game_file import load_game, parse_saved_game, save_game
from gui.app.players import PlayerConfig, SearchSettings
from gui.app.preferences import Preferences

TTT = game_info("tictactoe")
C4 = game_info("connect4")


def make_controller(game: str = "tictactoe", delay_ms: int = 0) -> GameController:
    return GameController(Preferences(game=game, display=DisplayOptions(move_delay_ms=delay_ms)))


@pytest.fixture
def controller(qapp) -> Iterator[GameController]:
    """Tic-tac-toe, X human vs O computer (alpha-beta, full depth), no move delay."""
    c = make_controller()
    yield c
    c.shutdown()


def slow_computer(c: GameController, side: int = 1) -> None:
    """Connect Four with a computer whose search runs far longer than any test waits."""
    c.games.new_game("connect4")
    slow = PlayerConfig("computer", SearchSettings("alphabeta", 14, "windows", {}, record=False))
    human = PlayerConfig("human", SearchSettings.defaults(C4))
    c.set_players((human, slow) if side == 1 else (slow, human))


def test_the_computer_replies_and_its_search_stays_with_the_move(qtbot, controller: GameController) -> None:
    with qtbot.waitSignal(controller.computerMoved, timeout=10_000) as blocker:
        assert controller.play(5)
    entry = controller.session.entries[1]
    assert entry.move == blocker.args[0] and entry.made_by == "computer"
    assert entry.search is not None and entry.search.result.best_move == entry.move
    assert entry.search.caption and entry.search.title.startswith("Move 2")
    assert not controller.play(5)  # taken


def test_both_sides_the_computer_play_to_a_draw(qtbot, controller: GameController) -> None:
    with qtbot.waitSignal(controller.gameOver, timeout=20_000) as blocker:
        controller.set_player_kinds("computer", "computer")
    assert blocker.args == ["Draw"] and len(controller.session.moves) == 9


def test_undo_lands_on_the_humans_turn_and_redo_brings_the_search_back(qtbot, controller: GameController) -> None:
    with qtbot.waitSignal(controller.computerMoved, timeout=10_000):
        controller.play(5)
    note = controller.session.entries[1].search
    controller.undo()
    assert controller.session.moves == [] and not controller.paused
    controller.redo()
    assert len(controller.session.moves) == 2 and controller.session.entries[1].search is note


def test_undo_onto_the_computers_turn_pauses_it(qtbot) -> None:
    c = make_controller(delay_ms=50)
    try:
        c.set_player_kinds("computer", "computer")
        qtbot.waitUntil(lambda: len(c.session.moves) >= 2, timeout=10_000)
        c.undo()
        assert c.paused and c.computer_waits()
        assert c.engine.status().text.startswith("Computer paused")  # not "Next computer move shortly"
    finally:
        c.shutdown()


def test_pause_is_reset_when_the_players_change(qtbot) -> None:
    # after an undo in computer vs computer, Players ▸ Human vs computer: the computer must reply
    c = make_controller(delay_ms=10_000)
    try:
        c.set_player_kinds("human", "human")
        for m in (5, 1, 9):
            c.play(m)
        c.set_player_kinds("computer", "computer")
        c.undo()
        assert c.paused and c.session.moves == [5, 1]
        c.set_player_kinds("human", "computer")
        assert not c.paused
        with qtbot.waitSignal(c.computerMoved, timeout=10_000):
            assert c.play(9)
    finally:
        c.shutdown()


def test_status_while_paused_between_two_computer_moves(qtbot) -> None:
    c = make_controller(delay_ms=10_000)  # the timer is running when the user pauses
    try:
        c.set_player_kinds("computer", "computer")
        assert c.move_timer.isActive() and c.engine.status().text == "Next computer move shortly"
        assert c.engine.stop()  # Esc between two moves holds the game
        assert c.paused and not c.move_timer.isActive()
        assert c.engine.status().text.startswith("Computer paused")
    finally:
        c.shutdown()


def test_new_game_switching_games_and_undo_bring_the_old_game_back(qtbot, controller: GameController) -> None:
    controller.set_player_kinds("human", "human")
    for m in (5, 1, 9):
        controller.play(m)
    controller.games.new_game()
    assert controller.session.moves == [] and controller.can_undo
    controller.play(3)
    controller.games.new_game("connect4")
    assert controller.info.name == "connect4"
    changed: list[str] = []
    controller.gameChanged.connect(lambda info: changed.append(info.name))
    controller.undo()  # back to the tic-tac-toe game with one move
    assert controller.info.name == "tictactoe" and controller.session.moves == [3] and changed == ["tictactoe"]
    controller.undo()  # its move
    controller.undo()  # the first game
    assert controller.session.moves == [5, 1, 9]
    assert controller.players[0].kind == "human" and controller.players[1].kind == "human"


def test_redo_brings_back_the_game_undo_replaced(qtbot, controller: GameController) -> None:
    controller.set_player_kinds("human", "human")
    for m in (5, 1):
        controller.play(m)
    controller.games.new_game()
    for m in (9, 3):
        controller.play(m)
    controller.undo()
    controller.undo()
    controller.undo()  # the first game is back
    assert controller.session.moves == [5, 1] and controller.can_redo
    controller.redo()  # the later game, where it was left: its two moves undone
    assert controller.session.moves == [] and controller.session.can_redo
    controller.redo()
    controller.redo()
    assert controller.session.moves == [9, 3]
    controller.undo()
    controller.play(7)  # a move played: Redo is this game's again (nothing to redo)
    assert not controller.can_redo


def test_a_saved_game_keeps_who_played_and_what_the_search_found(qtbot, controller: GameController,
                                                                   tmp_path: Path) -> None:
    with qtbot.waitSignal(controller.computerMoved, timeout=10_000):
        controller.play(5)
    found = controller.session.entries[1].search
    assert found is not None
    path = str(tmp_path / "g.mmgame.json")
    save_game(path, controller.games.saved_game())
    data = json.loads(Path(path).read_text())
    assert [h["by"] for h in data["history"]] == ["human", "computer"]
    saved = load_game(path)
    other = make_controller()
    try:
        other.games.open_saved(saved)
        entries = other.session.entries
        assert [e.made_by for e in entries] == ["human", "computer"]
        note = entries[1].search
        assert note is not None and note.caption == found.caption
        assert note.result.value == found.result.value and note.result.best_move == found.result.best_move
        assert [(m.move, m.value, m.bound) for m in note.result.moves] == \
            [(m.move, m.value, m.bound) for m in found.result.moves]
        got, want = note.result.stats, found.result.stats
        assert (got.nodes, got.cutoffs, got.evaluations, got.nodes_per_depth) == \
            (want.nodes, want.cutoffs, want.evaluations, want.nodes_per_depth)
        assert note.full_tree == found.full_tree  # (the full minimax tree's size, when it was counted)
        assert note.result.tree is None  # trees are not saved
    finally:
        other.shutdown()


def test_a_file_without_history_and_one_with_a_bad_history(controller: GameController) -> None:
    players = [p.to_dict() for p in controller.players]
    base = {"format": "minimax-studio-game", "version": 1, "game": "tictactoe", "moves": [5, 1], "players": players}
    assert parse_saved_game(base).history is None
    with pytest.raises(ValueError, match="history"):
        parse_saved_game({**base, "history": [{"by": "robot"}, {"by": "human"}]})
    with pytest.raises(ValueError, match="history"):
        parse_saved_game({**base, "history": [{"by": "human"}]})


def test_opening_a_game_can_be_undone(qtbot, controller: GameController, tmp_path: Path) -> None:
    controller.set_player_kinds("human", "human")
    for m in (5, 1):
        controller.play(m)
    other = make_controller()
    try:
        other.set_player_kinds("human", "human")
        other.play(9)
        path = str(tmp_path / "g.json")
        save_game(path, other.games.saved_game())
    finally:
        other.shutdown()
    controller.games.open_saved(load_game(path))
    assert controller.session.moves == [9]
    controller.undo()
    controller.undo()
    assert controller.session.moves == [5, 1]


def test_stopping_a_search_before_any_value_says_why(qtbot) -> None:
    c = make_controller("connect4")
    try:
        messages: list[str] = []
        c.message.connect(lambda text, _ms: messages.append(text))
        slow_computer(c, side=0)
        qtbot.waitUntil(lambda: c.busy, timeout=10_000)
        with qtbot.waitSignal(c.computerMoved, timeout=10_000):
            c.engine.stop()
        note = c.session.entries[-1].search
        assert note is not None and note.result.stopped and note.result.value is None  # (depth 14: no root move done)
        assert any("has no value" in m and "iterative deepening" in m for m in messages)
    finally:
        c.shutdown()


def test_a_deep_computer_deepens_iteratively_by_default_so_stop_has_a_searched_move(qtbot) -> None:
    c = make_controller("connect4")
    try:
        human, computer = c.players
        assert computer.search.enhancements.iterative  # depth 7: above a few plies
        assert not human.search.enhancements.iterative  # hints and analyses stay the textbook search
        with qtbot.waitSignal(c.searchIterations, timeout=10_000):
            c.play(4)
        with qtbot.waitSignal(c.computerMoved, timeout=10_000):
            c.engine.stop()
        note = c.session.entries[-1].search
        assert note is not None and note.result.value is not None and note.result.best_move is not None
    finally:
        c.shutdown()
