"""Item models of the Tournament window: the crosstable and the list of games."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from engine.match.contest import elo_text
from engine.match.play import GameRecord

from ..i18n import QT_TRANSLATE_NOOP, localized

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole


class CrosstableModel(QAbstractTableModel):
    """One row per player: its results against each other player (+wins =draws −losses), then its
    points and games. Fed the tournament's summary (``Tournament.summary()``)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._cells: dict[tuple[str, str], tuple[int, int, int]] = {}
        self._rows: dict[str, dict[str, Any]] = {}

    def set_players(self, names: list[str]) -> None:
        self.beginResetModel()
        self._names = list(names)
        self._cells = {}
        self._rows = {n: {"wins": 0, "draws": 0, "losses": 0, "score": 0.0} for n in names}
        self.endResetModel()

    def update(self, summary: dict[str, Any]) -> None:
        for pair in summary["pairs"]:
            w, d, lost = pair["wins"], pair["draws"], pair["losses"]
            self._cells[(pair["a"], pair["b"])] = (w, d, lost)
            self._cells[(pair["b"], pair["a"])] = (lost, d, w)
        for row in summary["players"]:
            self._rows[row["name"]] = row
        if self._names:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._names) - 1, self.columnCount() - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._names) + 2

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role != DISPLAY:
            return None
        if orientation == Qt.Orientation.Vertical:
            return f"{section + 1}. {self._names[section]}" if 0 <= section < len(self._names) else None
        if 0 <= section < len(self._names):
            return str(section + 1)
        return {len(self._names): self.tr("Points"), len(self._names) + 1: self.tr("Games")}.get(section)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._names)):
            return None
        name = self._names[index.row()]
        col = index.column()
        n = len(self._names)
        if role == ALIGN:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role not in (DISPLAY, TOOLTIP):
            return None
        if col < n:
            if col == index.row():
                return "—" if role == DISPLAY else None
            w, d, lost = self._cells.get((name, self._names[col]), (0, 0, 0))
            if role == TOOLTIP:
                return self.tr("{0} against {1}: {2} wins, {3} draws, {4} losses").format(name, self._names[col], w, d, lost)
            return f"+{w} ={d} −{lost}" if w + d + lost else ""
        row = self._rows.get(name, {})
        if role == TOOLTIP:
            return None
        if col == n:
            return f"{row.get('score', 0):g}"
        return str(row.get("wins", 0) + row.get("draws", 0) + row.get("losses", 0))

    def names(self) -> list[str]:
        return list(self._names)


class GamesModel(QAbstractTableModel):
    """Every finished game, in the order they finished: who moved first, the opening, the result."""

    COLUMNS = ("#", QT_TRANSLATE_NOOP("GamesModel", "First"), QT_TRANSLATE_NOOP("GamesModel", "Second"),
               QT_TRANSLATE_NOOP("GamesModel", "Opening"), QT_TRANSLATE_NOOP("GamesModel", "Result"),
               QT_TRANSLATE_NOOP("GamesModel", "Plies"), QT_TRANSLATE_NOOP("GamesModel", "Note"))

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._records: list[GameRecord] = []

    def clear(self) -> None:
        self.beginResetModel()
        self._records = []
        self.endResetModel()

    def append(self, record: GameRecord) -> None:
        row = len(self._records)
        self.beginInsertRows(QModelIndex(), row, row)
        self._records.append(record)
        self.endInsertRows()

    def record(self, row: int) -> GameRecord | None:
        return self._records[row] if 0 <= row < len(self._records) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._records)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.COLUMNS):
            return self.tr(self.COLUMNS[section])
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        r = self.record(index.row()) if index.isValid() else None
        if r is None or not 0 <= index.column() < len(self.COLUMNS):
            return None
        if role == TOOLTIP:
            return f"{r['moves']}\n" + self.tr("(double-click to replay it in the main window)")
        if role != DISPLAY:
            return None
        col = index.column()
        if col == 0:
            return str(index.row() + 1)
        if col in (1, 2):
            return r["players"][col - 1]
        if col == 3:
            return r["opening"] or self.tr("start")
        if col == 4:
            return r["result"]
        if col == 5:
            return str(r["plies"])
        return self.tr("forfeit: {0}").format(r["forfeit"]) if r.get("forfeit") else ""


class LeaderboardModel(QAbstractTableModel):
    """The contest's standings, best first: points, games, the Elo of each contestant's score against the
    field with its 95% interval, and its forfeits with their reasons (``engine.match.contest.standings``)."""

    COLUMNS = ("#", QT_TRANSLATE_NOOP("LeaderboardModel", "Contestant"), QT_TRANSLATE_NOOP("LeaderboardModel", "Points"),
               QT_TRANSLATE_NOOP("LeaderboardModel", "Games"), QT_TRANSLATE_NOOP("LeaderboardModel", "Won"),
               QT_TRANSLATE_NOOP("LeaderboardModel", "Drawn"), QT_TRANSLATE_NOOP("LeaderboardModel", "Lost"),
               QT_TRANSLATE_NOOP("LeaderboardModel", "Elo ± 95%"), QT_TRANSLATE_NOOP("LeaderboardModel", "Forfeits"),
               QT_TRANSLATE_NOOP("LeaderboardModel", "Reasons"))

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[dict[str, Any]] = []

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rows(self) -> list[dict[str, Any]]:
        return list(self._rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.COLUMNS):
            return self.tr(self.COLUMNS[section])
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows) or not 0 <= index.column() < len(self.COLUMNS):
            return None
        r = self._rows[index.row()]
        col = index.column()
        reasons = "; ".join(f"{x['reason']} (×{x['games']})" for x in r["reasons"])
        if role == TOOLTIP:
            return reasons or None
        if role == ALIGN:
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) if col in (1, 9) else int(
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != DISPLAY:
            return None
        values = (str(r["rank"]), r["name"], localized(f"{r['points']:g}"), str(r["games"]), str(r["wins"]),
                  str(r["draws"]), str(r["losses"]), elo_text(r), str(r["forfeits"]), reasons)
        return values[col]
