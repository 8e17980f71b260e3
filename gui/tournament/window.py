"""The Tournament window: set up a round robin, watch the crosstable, the Elo and the SPRT grow, replay any game.

Players are specs (the same text as ``main.py tournament --players``): the main window's two sides
(their current settings), a few ready-made agents, or typed by hand. The tournament runs on the
worker side (``TournamentRunner``: a thread driving a process pool), so the window never stalls;
Stop keeps every game finished so far. Double-clicking a game opens it in the main window, to replay
move by move (``replayRequested``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.errors import InputError
from engine.games import GAMES, GameInfo, game_info
from engine.match.agents import parse_spec, unique_names
from engine.match.backends import cpu_count
from engine.match.contest import Contestant, contest_specs, find_contestants
from engine.match.openings import parse_openings
from engine.match.runner import TournamentConfig
from engine.match.sandbox import SandboxLimits, check_supported, probe
from engine.match.stats import SprtConfig

from ..i18n import QT_TRANSLATE_NOOP, counted, game_title
from ..window.window_keys import window_key
from .charts import EloChart, SprtChart
from .models import CrosstableModel, GamesModel, LeaderboardModel
from .results import TournamentResults
from .runner import Snapshot, TournamentRunner

READY_MADE = ("random", "topleft", "alphabeta:2", "alphabeta:4", "alphabeta:6", "minimax:3", "expectiminimax:2")
MODES = (("players", QT_TRANSLATE_NOOP("TournamentWindow", "Players")),
         ("contest", QT_TRANSLATE_NOOP("TournamentWindow", "Class contest")))
OPENINGS = (("random", QT_TRANSLATE_NOOP("TournamentWindow", "Random plies")),
            ("start", QT_TRANSLATE_NOOP("TournamentWindow", "The start position")),
            ("file", QT_TRANSLATE_NOOP("TournamentWindow", "From a file…")))


class TournamentWindow(QMainWindow):
    """Signals:
        replayRequested(str, object): a game's name and its record (``--out``'s JSON line), to open in
            the main window.
    """

    replayRequested = Signal(str, object)

    def __init__(self, sides: dict[str, list[tuple[str, str]]] | None = None, game: str = "tictactoe",
                 parent: QWidget | None = None) -> None:
        """``sides``: per game name, (title, spec) of the main window's sides to offer as players."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tournament"))
        self._sides = sides or {}
        self.runner = TournamentRunner(self)
        self.results = TournamentResults(self, self)  # the tables, charts and leaderboard filled game by game
        self.runner.gamePlayed.connect(self.results.on_game)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self._game = game
        self._openings_file = ""
        self._contestants: list[Contestant] = []
        self.contest_folder = ""
        self._build()
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        self._on_game_changed()
        self._on_mode_changed()

    # -- building ----------------------------------------------------------------------------------------
    def _build(self) -> None:
        setup = QWidget()
        form = QFormLayout()
        self.form = form
        self.mode_combo = QComboBox()
        for key, title in MODES:
            self.mode_combo.addItem(self.tr(title), key)
        self.mode_combo.setToolTip(self.tr("Players: specs you choose. Class contest: every .py file of a folder, "
                                           "each in a sandbox"))
        self.mode_combo.currentIndexChanged.connect(self._on_mode_changed)
        form.addRow(self.tr("&Mode"), self.mode_combo)
        self.game_combo = QComboBox()
        for info in GAMES.values():
            self.game_combo.addItem(game_title(info), info.name)
        self.game_combo.currentIndexChanged.connect(self._on_game_changed)
        form.addRow(self.tr("&Game"), self.game_combo)

        self.player_list = QListWidget()
        self.player_list.setToolTip(self.tr("The players: each a spec such as alphabeta:4,eval=windows,centre=5,name=c5"))
        # A long spec (an evaluation file's path) keeps its head and its name in sight; the whole text is
        # its tooltip, and no sideways scrolling is needed to read the list.
        self.player_list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.player_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.add_combo = QComboBox()
        self.add_combo.setEditable(True)
        # Narrow in the form, but its list as wide as its longest entry: each side's title read whole.
        self.add_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.add_combo.setMinimumContentsLength(16)
        self.add_combo.setToolTip(self.tr("A side of the main window, a ready-made agent, or a spec you type"))
        self.add_button = QPushButton(self.tr("&Add"))
        self.add_button.clicked.connect(self.add_from_combo)
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.clicked.connect(self._remove_selected)
        adder = QHBoxLayout()
        adder.addWidget(self.add_combo, 1)
        adder.addWidget(self.add_button)
        adder.addWidget(self.remove_button)
        players = QVBoxLayout()
        players.addWidget(self.player_list)
        players.addLayout(adder)
        form.addRow(self.tr("Play&ers"), players)
        players_label = form.labelForField(players)
        assert isinstance(players_label, QLabel)
        players_label.setBuddy(self.player_list)  # (its letter takes the keyboard to the list)
        self._players_row = players

        self.folder_button = QPushButton(self.tr("&Choose folder…"))
        self.folder_button.setToolTip(self.tr("A folder of students' evaluation or player files (.py)"))
        self.folder_button.clicked.connect(self._choose_folder)
        self.contest_list = QListWidget()
        self.contest_list.setToolTip(self.tr("The contestants: one per .py file, named after the file or its NAME"))
        self.contest_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        contest = QVBoxLayout()
        contest.addWidget(self.folder_button)
        contest.addWidget(self.contest_list)
        form.addRow(self.tr("Cont&estants"), contest)
        contest_label = form.labelForField(contest)
        assert isinstance(contest_label, QLabel)
        contest_label.setBuddy(self.contest_list)  # (the same letter as Players: never shown together)
        self._contest_row = contest
        self.depth_spin = QSpinBox()
        self.depth_spin.setRange(1, 12)
        self.depth_spin.setValue(3)
        self.depth_spin.setToolTip(self.tr("How deep each evaluation file's search looks (player files choose "
                                           "their moves themselves)"))
        form.addRow(self.tr("Search &depth"), self.depth_spin)
        self.sandbox_label = QLabel("")
        self.sandbox_label.setWordWrap(True)
        form.addRow(self.sandbox_label)

        self.games_spin = QSpinBox()
        self.games_spin.setRange(1, 100_000)
        self.games_spin.setValue(20)
        self.games_spin.setToolTip(self.tr("Games per pair of players, in colour-swapped pairs from the same opening"))
        form.addRow(self.tr("Games per pa&ir"), self.games_spin)

        self.openings_combo = QComboBox()
        for key, title in OPENINGS:
            self.openings_combo.addItem(self.tr(title), key)
        self.openings_combo.currentIndexChanged.connect(self._on_openings_changed)
        self.plies_spin = QSpinBox()
        self.plies_spin.setRange(1, 20)
        self.plies_spin.setValue(2)
        self.plies_spin.setSuffix(self.tr(" plies"))
        row = QHBoxLayout()
        row.addWidget(self.openings_combo, 1)
        row.addWidget(self.plies_spin)
        form.addRow(self.tr("O&penings"), row)
        openings_label = form.labelForField(row)  # (a row of two: its letter goes to the choice of openings)
        assert isinstance(openings_label, QLabel)
        openings_label.setBuddy(self.openings_combo)

        self.sprt_box = QGroupBox(self.tr("Se&quential test (SPRT)"))
        self.sprt_box.setCheckable(True)
        self.sprt_box.setChecked(False)
        sprt = QFormLayout(self.sprt_box)
        self.elo0_spin, self.elo1_spin = self._spin(-1000, 1000, 0, 1), self._spin(-1000, 1000, 20, 1)
        self.alpha_spin, self.beta_spin = self._spin(0.001, 0.5, 0.05, 3), self._spin(0.001, 0.5, 0.05, 3)
        sprt.addRow(self.tr("H&0: Elo ="), self.elo0_spin)
        sprt.addRow(self.tr("H&1: Elo ="), self.elo1_spin)
        sprt.addRow(self.tr("α (&false H1)"), self.alpha_spin)
        sprt.addRow(self.tr("β (fa&lse H0)"), self.beta_spin)
        form.addRow(self.sprt_box)

        self.concurrency_spin = QSpinBox()
        self.concurrency_spin.setRange(1, max(64, cpu_count()))
        self.concurrency_spin.setValue(cpu_count())
        self.concurrency_spin.setToolTip(self.tr("Games played at once (one worker process each)"))
        form.addRow(self.tr("Co&ncurrency"), self.concurrency_spin)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2**31 - 1)
        form.addRow(self.tr("&Seed"), self.seed_spin)

        self.start_button = QPushButton(self.tr("S&tart"))
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self.tr("St&op"))
        self.stop_button.setToolTip(self.tr("Stop now and keep the games finished so far"))
        self.stop_button.clicked.connect(self.stop)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v / %m games"))
        self.status = QLabel("")
        self.status.setWordWrap(True)
        outer = QVBoxLayout(setup)
        outer.addLayout(form)
        outer.addLayout(buttons)
        outer.addWidget(self.progress)
        self.save_button = QPushButton(self.tr("Sa&ve leaderboard…"))
        self.save_button.setToolTip(self.tr("The standings, crosstable, forfeits and settings as one web page "
                                            "(.html) or as JSON (.json)"))
        self.save_button.clicked.connect(self.results.save_leaderboard_dialog)
        for keys, button in ((QKeySequence("F5"), self.start_button), (QKeySequence("Esc"), self.stop_button),
                             (QKeySequence(QKeySequence.StandardKey.Save), self.save_button)):
            window_key(self, keys, button)
        outer.addWidget(self.save_button)
        outer.addWidget(self.status)
        outer.addStretch(1)

        self.crosstable = CrosstableModel(self)
        self.cross_view = QTableView()
        self.cross_view.setModel(self.crosstable)
        self.cross_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.elo_chart = EloChart()
        self.sprt_chart = SprtChart()
        self.pair_combo = QComboBox()
        self.pair_combo.setToolTip(self.tr("The pair whose test the chart shows"))
        self.pair_combo.currentIndexChanged.connect(self.results.show_sprt)
        sprt_page = QWidget()
        sprt_layout = QVBoxLayout(sprt_page)
        sprt_layout.setContentsMargins(0, 0, 0, 0)
        sprt_layout.addWidget(self.pair_combo)
        sprt_layout.addWidget(self.sprt_chart, 1)
        self.leaderboard = LeaderboardModel(self)
        self.leaderboard_view = QTableView()
        self.leaderboard_view.setModel(self.leaderboard)
        self.leaderboard_view.verticalHeader().hide()
        self.leaderboard_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.leaderboard_view.horizontalHeader().setStretchLastSection(True)
        charts = QTabWidget()
        charts.addTab(self.elo_chart, self.tr("Elo"))
        charts.addTab(sprt_page, self.tr("SPRT"))
        charts.addTab(self.leaderboard_view, self.tr("Leaderboard"))
        self.charts = charts

        self.games = GamesModel(self)
        self.games_view = QTableView()
        self.games_view.setModel(self.games)
        self.games_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games_view.verticalHeader().hide()
        self.games_view.horizontalHeader().setStretchLastSection(True)
        self.games_view.doubleClicked.connect(self.results.replay)
        self.replay_button = QPushButton(self.tr("Replay in the main &window"))
        self.replay_button.clicked.connect(lambda: self.results.replay(self.games_view.currentIndex()))
        games_page = QWidget()
        games_layout = QVBoxLayout(games_page)
        games_layout.setContentsMargins(0, 0, 0, 0)
        games_layout.addWidget(self.games_view, 1)
        games_layout.addWidget(self.replay_button)

        right = QSplitter(Qt.Orientation.Vertical)
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.cross_view)
        top.addWidget(charts)
        top.setSizes([520, 480])
        self.top_splitter = top
        right.addWidget(top)
        right.addWidget(games_page)
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(setup)
        main.addWidget(right)
        main.setStretchFactor(1, 1)
        self.setCentralWidget(main)
        self.resize(1100, 700)

    @staticmethod
    def _spin(lo: float, hi: float, value: float, decimals: int) -> QDoubleSpinBox:
        s = QDoubleSpinBox()
        s.setRange(lo, hi)
        s.setDecimals(decimals)
        s.setSingleStep(5.0 if decimals <= 1 else 0.005)
        s.setValue(value)
        return s

    # -- setup -------------------------------------------------------------------------------------------
    def info(self) -> GameInfo:
        return game_info(self.game_combo.currentData())

    def set_sides(self, sides: dict[str, list[tuple[str, str]]]) -> None:
        """Offer the main window's sides as they are now; the players chosen stay as they are."""
        self._sides = sides
        self._on_game_changed()

    @Slot()
    def _on_game_changed(self) -> None:
        info = self.info()
        self.add_combo.clear()
        for title, spec in self._sides.get(info.name, []):
            self.add_combo.addItem(title, spec)
        for spec in READY_MADE:
            try:
                parse_spec(spec, info)
            except InputError:
                continue
            self.add_combo.addItem(spec, spec)
        if self.player_list.count() == 0 or not self._players_fit(info):
            self.player_list.clear()
            for i in range(min(2, self.add_combo.count())):
                self.add_spec_item(self.add_combo.itemData(i))
        metrics = self.add_combo.fontMetrics()
        widest = max((metrics.horizontalAdvance(self.add_combo.itemText(i)) for i in range(self.add_combo.count())),
                     default=0)
        self.add_combo.view().setMinimumWidth(widest + 40)  # the drop-down list shows each title whole
        line = self.add_combo.lineEdit()
        if line is not None:
            line.setCursorPosition(0)  # the start of a long title ("First side: …") in sight

    def _players_fit(self, info: GameInfo) -> bool:
        try:
            for spec in self.specs():
                parse_spec(spec, info)
        except InputError:
            return False
        return True

    def specs(self) -> list[str]:
        return [self.player_list.item(i).text() for i in range(self.player_list.count())]

    @Slot()
    def add_from_combo(self) -> None:
        i = self.add_combo.currentIndex()
        text = self.add_combo.currentText().strip()
        spec = self.add_combo.itemData(i) if i >= 0 and self.add_combo.itemText(i) == text else text
        if not spec:
            return
        try:
            parse_spec(spec, self.info())
        except InputError as e:
            self.warn(self.tr("Cannot add this player: {0}").format(e))
            return
        self.add_spec_item(spec)
        self._update_buttons()

    def add_spec_item(self, spec: str) -> None:
        """A player in the list: the spec, elided in the middle when long, whole in its tooltip."""
        self.player_list.addItem(spec)
        item = self.player_list.item(self.player_list.count() - 1)
        item.setToolTip(spec)

    def add_player(self, spec: str) -> None:
        self.add_combo.setEditText(spec)
        self.add_from_combo()

    @Slot()
    def _remove_selected(self) -> None:
        for item in self.player_list.selectedItems():
            self.player_list.takeItem(self.player_list.row(item))
        self._update_buttons()

    @Slot()
    def _on_openings_changed(self) -> None:
        key = self.openings_combo.currentData()
        self.plies_spin.setEnabled(key == "random")
        if key == "file" and not self._openings_file:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Openings"), "", self.tr("Text files (*.txt);;All files (*)"))
            if not path:
                self.openings_combo.setCurrentIndex(0)
                return
            self._openings_file = path

    def set_openings_file(self, path: str) -> None:
        self._openings_file = path
        self.openings_combo.setCurrentIndex(self.openings_combo.findData("file"))

    def openings_text(self) -> str:
        key = self.openings_combo.currentData()
        if key == "random":
            return f"random:{self.plies_spin.value()}"
        if key == "file":
            return self._openings_file
        return "start"

    def contest_mode(self) -> bool:
        return bool(self.mode_combo.currentData() == "contest")

    def contest_limits(self) -> SandboxLimits:
        return SandboxLimits()

    def config(self) -> TournamentConfig:
        """The settings as a tournament (``InputError`` with the reason when they cannot work)."""
        info = self.info()
        if self.contest_mode():
            check_supported()
            if len(self._contestants) < 2:
                raise InputError(self.tr("Choose a folder with at least two contestants' .py files."))
            specs = contest_specs(self._contestants, info, self.depth_spin.value(), None, self.contest_limits())
        else:
            specs = unique_names([parse_spec(s, info) for s in self.specs()])
        sprt = None
        if self.sprt_box.isChecked() and not self.contest_mode():
            sprt = SprtConfig(self.elo0_spin.value(), self.elo1_spin.value(), self.alpha_spin.value(),
                              self.beta_spin.value())
            problems = sprt.problems()
            if problems:
                raise InputError(self.tr("SPRT: {0}").format(problems[0]))
        config = TournamentConfig(info.name, tuple(specs), self.games_spin.value(),
                                  parse_openings(self.openings_text(), info.factory()), self.seed_spin.value(), sprt)
        problems = config.problems()
        if problems:
            raise InputError(problems[0])
        return config

    # -- the class contest -------------------------------------------------------------------------------
    @Slot()
    def _on_mode_changed(self) -> None:
        contest = self.contest_mode()
        self.form.setRowVisible(self._players_row, not contest)
        self.form.setRowVisible(self.sprt_box, not contest)
        self.form.setRowVisible(self._contest_row, contest)
        self.form.setRowVisible(self.depth_spin, contest)
        self.form.setRowVisible(self.sandbox_label, contest)
        if contest:
            # what the sandbox enforces on this machine, seen working (never a protection that is not there)
            self.sandbox_label.setText(self.sandbox_text())
            self.charts.setCurrentWidget(self.leaderboard_view)
            self.top_splitter.setSizes([300, 700])  # the leaderboard, wide enough for its Elo and forfeits
        self._update_buttons()

    def sandbox_text(self) -> str:
        found = probe()
        limits = self.contest_limits()
        done = []
        if found.bwrap:
            done.append(self.tr("bubblewrap namespaces"))
        if found.files_hidden:
            done.append(self.tr("no files but Python and the engine, read-only"))
        if found.network_cut:
            done.append(self.tr("no network"))
        if found.no_processes:
            done.append(self.tr("no new processes"))
        if found.memory_limit:
            done.append(self.tr("{0} MB memory").format(limits.memory_mb))
        if found.cpu_limit:
            done.append(self.tr("{0} CPU seconds in all").format(limits.cpu_seconds))
        done.append(self.tr("{0} s per move").format(self.locale().toString(limits.move_limit, "f", 1)))
        missing = []
        if not found.files_hidden:
            missing.append(self.tr("file isolation"))
        if not found.network_cut:
            missing.append(self.tr("network isolation"))
        if not found.no_processes:
            missing.append(self.tr("a process limit"))
        if not found.memory_limit:
            missing.append(self.tr("a memory limit"))
        text = self.tr("Sandbox: {0}.").format(", ".join(done))
        if missing:
            text += " " + self.tr("Not enforced here: {0}.").format(", ".join(missing))
        return text

    @Slot()
    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Class contest folder"), self.contest_folder)
        if path:
            self.set_contest_folder(path)

    def set_contest_folder(self, path: str) -> bool:
        """Take the contestants from ``path`` (a message, and nothing changed, when it has fewer than two)."""
        try:
            contestants = find_contestants(path)
        except InputError as e:
            self.warn(str(e))
            return False
        if self.mode_combo.currentData() != "contest":
            self.mode_combo.setCurrentIndex(self.mode_combo.findData("contest"))
        self.contest_folder = path
        self._contestants = contestants
        self.contest_list.clear()
        for c in contestants:
            self.contest_list.addItem(c.name)
            self.contest_list.item(self.contest_list.count() - 1).setToolTip(c.path)
        self.folder_button.setToolTip(path)
        self._update_buttons()
        return True

    # -- running -----------------------------------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        try:
            config = self.config()
        except InputError as e:
            self.warn(str(e))
            return
        self.results.begin(config)
        names = [p.name for p in config.players]
        pairs = len(names) * (len(names) - 1) // 2
        self.progress.setRange(0, pairs * config.games)
        self.progress.setValue(0)
        self.status.setText(self.tr("Playing {0} games on {1} processes…").format(pairs * config.games,
                                                                                  self.concurrency_spin.value()))
        self.runner.start(config, self.concurrency_spin.value())
        self._update_buttons()

    @Slot()
    def stop(self) -> None:
        self.runner.stop()

    @Slot(bool)
    def _on_finished(self, complete: bool) -> None:
        last = self.results.last
        played = last.played if last else 0
        total = self.progress.maximum()
        if complete:
            self.status.setText(counted(self.tr("Finished: %n games.", "", played), played) + self.results.sprt_note())
        else:
            self.status.setText(self.tr("Stopped: {0} of {1} games played; they are kept above.").format(played, total))
        self._update_buttons()

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.warn(message)

    def warn(self, text: str) -> None:
        """Say what is wrong, in the status line and in a message box."""
        self.status.setText(text)
        QMessageBox.warning(self, self.tr("Tournament"), text)

    def _update_buttons(self) -> None:
        running = self.runner.running
        enough = len(self._contestants) >= 2 if self.contest_mode() else self.player_list.count() >= 2
        self.start_button.setEnabled(not running and enough)
        self.save_button.setEnabled(self.results.last is not None)
        self.stop_button.setEnabled(running)
        for w in (self.game_combo, self.add_button, self.remove_button, self.games_spin, self.openings_combo,
                  self.sprt_box, self.concurrency_spin, self.seed_spin, self.mode_combo, self.folder_button,
                  self.depth_spin):
            w.setEnabled(not running)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()
        super().closeEvent(event)

    def last_snapshot(self) -> Snapshot | None:
        """What the window shows: the latest game's snapshot (None before the first game)."""
        return self.results.last
