"""A tournament's results as the Tournament window shows and exports them: ``TournamentResults`` — the
crosstable, the Elo and SPRT charts, the leaderboard and the games list filled game by game, a game
replayed in the main window, and the leaderboard saved as a web page or JSON (what ``contest --json``
prints).

The window builds the widgets and runs the tournament; this object fills them from the runner's
snapshots. Its words keep the window's translation context ("TournamentWindow").
"""

from __future__ import annotations

import json
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, SignalInstance, Slot
from PySide6.QtWidgets import QComboBox, QFileDialog, QLabel, QProgressBar, QPushButton, QSpinBox, QWidget

from engine.games import GameInfo, game_info
from engine.match.contest import report_html
from engine.match.runner import TournamentConfig
from engine.match.sandbox import SandboxLimits, probe
from engine.match.stats import elo_trinomial

from ..i18n import localized
from .charts import EloChart, EloRow, SprtChart
from .models import CrosstableModel, GamesModel, LeaderboardModel
from .runner import Snapshot


class ResultsHost(Protocol):
    """The Tournament window's result widgets and what a report says of its settings."""

    crosstable: CrosstableModel
    games: GamesModel
    leaderboard: LeaderboardModel
    elo_chart: EloChart
    sprt_chart: SprtChart
    pair_combo: QComboBox
    progress: QProgressBar
    status: QLabel
    save_button: QPushButton
    depth_spin: QSpinBox
    contest_folder: str

    @property
    def replayRequested(self) -> SignalInstance: ...

    def info(self) -> GameInfo: ...
    def contest_mode(self) -> bool: ...
    def contest_limits(self) -> SandboxLimits: ...
    def warn(self, text: str) -> None: ...


class TournamentResults(QObject):
    """The results of the tournament ``host`` runs, shown in its widgets (the widget ``window`` asks for
    the file to save to)."""

    def __init__(self, host: ResultsHost, window: QWidget) -> None:
        super().__init__(window)
        self.host = host
        self.window = window
        self.config: TournamentConfig | None = None  # the tournament whose results these are
        self.last: Snapshot | None = None  # the latest game's snapshot (None before the first game)

    def begin(self, config: TournamentConfig) -> None:
        """A new tournament: empty tables and charts for its players."""
        host = self.host
        self.config = config
        self.last = None
        names = [p.name for p in config.players]
        host.crosstable.set_players(names)
        host.games.clear()
        host.elo_chart.set_rows([EloRow(n, None, None, None, 0, 0.0) for n in names])
        host.pair_combo.blockSignals(True)
        host.pair_combo.clear()
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                host.pair_combo.addItem(QCoreApplication.translate("TournamentWindow", "{0} vs {1}").format(a, b))
        host.pair_combo.blockSignals(False)
        self.show_sprt()

    @Slot(object)
    def on_game(self, snap: Snapshot) -> None:
        host = self.host
        self.last = snap
        host.games.append(snap.record)
        host.crosstable.update(snap.summary)
        host.progress.setValue(snap.played)
        rows = []
        for p in snap.summary["players"]:
            est = elo_trinomial(p["wins"], p["draws"], p["losses"])
            games = p["wins"] + p["draws"] + p["losses"]
            rows.append(EloRow(p["name"], est.elo if est else None, est.lower if est else None,
                               est.upper if est else None, games, p["score"] / games if games else 0.0))
        host.elo_chart.set_rows(rows)
        self.show_sprt()
        host.leaderboard.set_rows(snap.standings)
        host.save_button.setEnabled(True)

    @Slot()
    def show_sprt(self) -> None:
        host = self.host
        cfg = self.config.sprt if self.config else None
        i = max(0, host.pair_combo.currentIndex())
        if cfg is None:
            host.sprt_chart.set_data([], None, QCoreApplication.translate(
                "TournamentWindow", "SPRT: off (check 'Sequential test' before Start)"))
            return
        points = self.last.llr[i] if self.last and i < len(self.last.llr) else []
        pair = self.last.summary["pairs"][i] if self.last else None
        verdict = ""
        if pair and pair["sprt"] and pair["sprt"]["result"]:
            verdict = " — " + (QCoreApplication.translate("TournamentWindow", "H1 accepted")
                               if pair["sprt"]["result"] == "H1"
                               else QCoreApplication.translate("TournamentWindow", "H0 accepted"))
        llr = ", LLR " + localized(f"{points[-1][1]:+.2f}") if points else ""  # (the statistic's name, in every language)
        host.sprt_chart.set_data(points, (cfg.lower, cfg.upper),
                                 f"SPRT elo0={cfg.elo0:g} elo1={cfg.elo1:g} α={cfg.alpha:g} β={cfg.beta:g}{llr}{verdict}")

    def sprt_note(self) -> str:
        """What the sequential test decided, for the line that says the tournament finished."""
        if not self.last or not self.config or not self.config.sprt:
            return ""
        decided = [QCoreApplication.translate("TournamentWindow", "{0} vs {1}: {2}").format(
                       p["a"], p["b"], p["sprt"]["result"]) for p in self.last.summary["pairs"]
                   if p["sprt"] and p["sprt"]["result"]]
        return (" " + QCoreApplication.translate("TournamentWindow", "The SPRT decided: {0}.").format(
            "; ".join(decided))) if decided else ""

    @Slot(QModelIndex)
    def replay(self, index: QModelIndex) -> None:
        record = self.host.games.record(index.row()) if index.isValid() else None
        if record is not None:
            self.host.replayRequested.emit(record["game"], record)

    def leaderboard_report(self) -> dict[str, Any]:
        """What ``contest --json`` prints, for the games played so far."""
        host = self.host
        snap = self.last
        config = self.config
        info = host.info() if config is None else game_info(config.game)
        settings: dict[str, Any] = {}
        if config is not None:
            settings = {"game": config.game, "games_per_pair": config.games, "openings": config.openings.describe(),
                        "seed": config.seed}
            if host.contest_mode():
                settings["command"] = (f"minimax-studio contest {host.contest_folder} --game {config.game} --depth "
                                       f"{host.depth_spin.value()} --games {config.games} --seed {config.seed}")
                settings["limits"] = host.contest_limits().describe()
        return {"game": info.title, "played": snap.played if snap else 0,
                "total": host.progress.maximum(), "settings": settings,
                "sandbox": probe().line(host.contest_limits()) if host.contest_mode() else "",
                "standings": snap.standings if snap else [], "crosstable": snap.crosstable if snap else
                {"names": [], "points": []}}

    def save_leaderboard(self, path: str) -> bool:
        data = self.leaderboard_report()
        try:
            with open(path, "w", encoding="utf-8") as f:
                if path.lower().endswith(".json"):
                    json.dump(data, f)
                else:
                    f.write(report_html(data))
        except OSError as e:
            self.host.warn(QCoreApplication.translate("TournamentWindow", "Cannot save {0}: {1}").format(
                path, e.strerror or str(e)))
            return False
        self.host.status.setText(QCoreApplication.translate("TournamentWindow",
                                                            "Saved the leaderboard to {0}.").format(path))
        return True

    @Slot()
    def save_leaderboard_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.window, QCoreApplication.translate("TournamentWindow", "Save leaderboard"), "leaderboard.html",
            QCoreApplication.translate("TournamentWindow", "Web page (*.html);;JSON (*.json)"))
        if path:
            self.save_leaderboard(path)
