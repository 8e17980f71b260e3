"""File ▸ Export player for Kaggle…: the window's Connect Four computer player as a Kaggle ConnectX agent.

The player exported is the side the computer plays (the first side when both or neither are the computer's),
as a tournament spec (``gui.tournament.specs``): its algorithm, depth, evaluation and weights, its time limit.
``engine.interop.connectx_export`` writes the file; a player it cannot export (MCTS, a node limit, more time
than ConnectX allows) is refused with its reason, in a message, and nothing is written.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow

from engine.errors import InputError
from engine.game import Game
from engine.games import game_info
from engine.games.connect4 import ConnectFour
from engine.interop.connectx_export import export, plan

from ..app.players import PlayerConfig
from ..tournament.specs import spec_from_settings


class ExportHost(Protocol):
    @property
    def game(self) -> Game: ...

    @property
    def players(self) -> tuple[PlayerConfig, PlayerConfig]: ...


class PlayerExport(QObject):
    """The File menu's action and what it does."""

    def __init__(self, window: QMainWindow, host: ExportHost, report_error: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window, self.host, self.report_error = window, host, report_error
        self.action = QAction(self.tr("Export player for &Kaggle…"), window)
        self.action.setStatusTip(self.tr("Write the Connect Four computer player as one Python file for Kaggle's "
                                         "ConnectX competition"))
        self.action.triggered.connect(self.dialog)
        self.last_path: str | None = None

    def spec(self) -> str:
        """The spec of the side the computer plays (the first side when both or neither are the computer's)."""
        players = self.host.players
        side = next((p for p in players if p.kind == "computer"), players[0])  # (an outside program is not ours)
        return spec_from_settings(side.search, game_info(ConnectFour.name), "minimax-studio")

    @Slot()
    def dialog(self) -> None:
        if self.host.game.name != ConnectFour.name:
            self.report_error(self.tr("A Kaggle ConnectX agent plays Connect Four: choose Connect Four first, set "
                                      "up its computer player, then export it."))
            return
        spec = self.spec()
        try:
            plan(spec)
        except InputError as e:
            self.report_error(self.tr("This player cannot be exported: {0}").format(e))
            return
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export player for Kaggle ConnectX"),
                                              "submission.py", self.tr("Python files (*.py)"))
        if path:
            self.export_to(path, spec)

    def export_to(self, path: str, spec: str) -> bool:
        if not os.path.splitext(path)[1]:
            path += ".py"
        try:
            export(path, spec, force=True)  # (the file dialog asked before replacing a file)
        except InputError as e:
            self.report_error(self.tr("Could not export the player: {0}").format(e))
            return False
        self.last_path = path
        self.window.statusBar().showMessage(
            self.tr("Exported {0} as a ConnectX agent to {1}: submit that file to Kaggle").format(spec, path), 8000)
        return True
