"""File ▸ Export player for Kaggle…: the window's Connect Four computer player as a ConnectX agent file."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from gui.window.main_window import MainWindow


def test_the_connect_four_computer_player_is_exported(window: MainWindow, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    window.new_game("connect4")
    target = tmp_path / "submission"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "Python files (*.py)"))
    assert window.player_export.action in window.commands.file_menu.actions()
    window.player_export.action.trigger()
    written = tmp_path / "submission.py"
    text = written.read_text(encoding="utf-8")
    assert f"Player: {window.player_export.spec()}" in text
    assert [n.name for n in ast.parse(text).body if isinstance(n, ast.FunctionDef)][-1] == "agent"
    assert "submission.py" in window.statusBar().currentMessage()


def test_another_game_or_a_player_that_cannot_travel_gets_a_message(window: MainWindow, tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append("asked") or ("", ""))
    window.player_export.action.trigger()  # tic-tac-toe
    assert "plays Connect Four" in window.dialogs.last_message and asked == []
    window.new_game("connect4")
    monkeypatch.setattr(window.player_export, "spec", lambda: "mcts:200,name=minimax-studio")
    window.player_export.action.trigger()
    assert window.dialogs.last_message.startswith("This player cannot be exported: ")
    assert "mcts is another player" in window.dialogs.last_message and asked == []
    assert not any(tmp_path.glob("*.py"))
