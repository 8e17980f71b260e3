"""The settings panel and the controller kept in step: ``PanelSync``.

The panel's players and display options go to the controller; the controller's players (an opened game,
a side whose outside program could not start, another game) go back to the panel without echoing back.
The View menu's Show values / Show principal variation switch the panel's display options.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Slot

from engine.games import GameInfo

from ..app.arrangements import DEFAULT_START
from ..app.controller import GameController
from ..app.display_options import DisplayOptions
from ..board import BoardWidget
from ..panels.settings_panel import SettingsPanel


class DisplayMenu(Protocol):
    """The View menu's display switches (``WindowCommands``), checked as the panel's options are."""

    def show_display(self, display: DisplayOptions) -> None: ...


class PanelSyncHost(Protocol):
    """The window's parts the panel's settings reach."""

    controller: GameController
    settings_panel: SettingsPanel
    board: BoardWidget
    @property
    def commands(self) -> DisplayMenu: ...


class PanelSync(QObject):
    """Keeps ``host``'s settings panel and controller in step."""

    def __init__(self, host: PanelSyncHost, parent: QObject) -> None:
        super().__init__(parent)
        self.host = host
        self.syncing = False  # the panel is being told the controller's players: no echo back

    @Slot(object)
    def show_game(self, info: GameInfo) -> None:
        """Another game is in play: the panel shows its settings and its players."""
        host = self.host
        self.syncing = True
        try:
            host.settings_panel.set_game(info, host.controller.players)
            host.settings_panel.start.set_value(host.controller.games.starts.get(info.name, DEFAULT_START))
        finally:
            self.syncing = False

    @Slot()
    def show_players(self) -> None:
        self.syncing = True
        try:
            self.host.settings_panel.set_players(self.host.controller.players)
        finally:
            self.syncing = False

    @Slot()
    def on_players_changed(self) -> None:
        if not self.syncing:
            self.host.controller.set_players(self.host.settings_panel.players())

    @Slot()
    def on_display_changed(self) -> None:
        host = self.host
        display = host.settings_panel.display()
        host.commands.show_display(display)
        host.board.marks.set_show_values(display.show_values)
        host.board.marks.set_show_pv(display.show_pv)
        host.controller.set_display(display)

    @Slot(bool)
    def toggle_values(self, on: bool) -> None:
        self.host.settings_panel.with_display(show_values=bool(on))
        # Turning the values on should show values: on the human's turn with none yet, analyse now.
        c = self.host.controller
        if on and c.human_to_move() and c.session.analysis() is None and not c.busy \
                and not c.session.is_over and not c.session.awaiting_roll:
            c.engine.analyse()

    @Slot(bool)
    def toggle_pv(self, on: bool) -> None:
        self.host.settings_panel.with_display(show_pv=bool(on))
