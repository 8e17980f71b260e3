"""The settings panel: the game, each side's player and search settings, and display options.

Forms are generated from data: the evaluation's parameter form from its ``Param`` list (ranges
enforced by the spin boxes, so absurd values cannot be entered), the depth range from the game's
``GameInfo``. A new evaluation or game needs no change here; a later search option (iterative
deepening, a transposition table, limits) is one more row in ``SideSettingsForm``.

Changes apply to the next search, never to a running one; the panel says so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.evaluation import Param
from engine.games import GameInfo
from engine.parallel import cores, max_workers
from engine.search import full_depth_feasible
from engine.search.settings_schema import setting

from ..app.arrangements import supports_start
from ..app.display_options import MAX_MOVE_DELAY_MS, DisplayOptions
from ..app.enhancement_settings import game_facts
from ..app.event_filters import never_raises
from ..app.outside import outside_kind
from ..app.players import (
    SEARCH_SWITCHES,
    PlayerConfig,
    SearchSettings,
    SearchSwitch,
    algorithm_title,
    algorithms_for,
)
from ..board import playable_games
from ..i18n import game_title, player_name
from .enhancements_form import EnhancementsForm
from .outside_form import OutsideForm
from .start_arrangement import StartArrangementBox


class WrappedLabel(QLabel):
    """A word-wrapped label that asks for the height its text needs at its current width.

    Inside a form inside a scroll area a wrapped QLabel is laid out from a size hint computed for some
    guessed width: too short at one width (the text is clipped), too tall at another (a gap). Its hints
    here use its real width instead.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def _height(self) -> int:
        """The height the text needs at the current width. (Not ``heightForWidth``: QLabel's never
        answers less than the minimum height, so a height set while the label was narrow, e.g. in a
        hidden tab, would stick and leave a gap.)"""
        if self.width() <= 0:
            return -1
        m = self.contentsMargins()
        extra = 2 * self.margin()
        width = self.width() - m.left() - m.right() - extra
        if width <= 0:
            return -1
        flags = int(Qt.TextFlag.TextWordWrap) | int(self.alignment())  # (the descriptions are plain text)
        needed = self.fontMetrics().boundingRect(QRect(0, 0, width, 1 << 20), flags, self.text()).height()
        return needed + m.top() + m.bottom() + extra

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        height = self._height()
        if height > 0:
            hint.setHeight(height)
        return hint

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        height = self._height()
        if height > 0:
            hint.setHeight(height)
        return hint

    def _fit(self) -> None:
        # The hints alone are not always asked again (a new text at the same width): the minimum height
        # makes the form give the text the room it needs.
        height = self._height()
        if height > 0 and height != self.minimumHeight():
            self.setMinimumHeight(height)
        self.updateGeometry()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()  # a new width means a new height



class ParamForm(QWidget):
    """A spin box and a slider per ``Param``, generated from the list; each limited to the parameter's range.

    The slider is for feeling what a weight does: dragging it changes the value continuously (the
    evaluation lab re-analyses as it moves); the spin box is for exact values.

    Signals:
        changed(): a value changed.
    """

    changed = Signal()
    SLIDER_STEPS = 1000

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QFormLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[str, QDoubleSpinBox] = {}
        self.sliders: dict[str, QSlider] = {}

    def set_params(self, params: Sequence[Param], values: Mapping[str, float]) -> None:
        while self._layout.rowCount():
            self._layout.removeRow(0)
        self.spins = {}
        self.sliders = {}
        for param in params:
            spin = QDoubleSpinBox(self)
            spin.setObjectName(f"param_{param.name}")
            span = param.maximum - param.minimum
            spin.setDecimals(2)
            spin.setRange(param.minimum, param.maximum)
            spin.setSingleStep(0.25 if span <= 10 else 1.0)
            spin.setValue(float(values.get(param.name, param.default)))
            spin.setToolTip(self.tr("{0} ({1} to {2}; default {3})").format(
                param.description, f"{param.minimum:g}", f"{param.maximum:g}", f"{param.default:g}"))
            slider = QSlider(Qt.Orientation.Horizontal, self)
            slider.setObjectName(f"slider_{param.name}")
            slider.setRange(0, self.SLIDER_STEPS)
            slider.setToolTip(spin.toolTip())
            slider.setValue(self._to_slider(param, spin.value()))
            spin.valueChanged.connect(lambda v, p=param, sl=slider: self._spin_moved(p, sl, v))
            slider.valueChanged.connect(lambda pos, p=param, sp=spin: self._slider_moved(p, sp, pos))
            self.spins[param.name] = spin
            self.sliders[param.name] = slider
            row = QHBoxLayout()
            row.addWidget(spin)
            row.addWidget(slider, 1)
            self._layout.addRow(param.name, row)

    def _to_slider(self, param: Param, value: float) -> int:
        span = param.maximum - param.minimum
        return round((value - param.minimum) / span * self.SLIDER_STEPS) if span > 0 else 0

    def _spin_moved(self, param: Param, slider: QSlider, value: float) -> None:
        slider.blockSignals(True)
        slider.setValue(self._to_slider(param, value))
        slider.blockSignals(False)
        self.changed.emit()

    def _slider_moved(self, param: Param, spin: QDoubleSpinBox, pos: int) -> None:
        value = param.minimum + (param.maximum - param.minimum) * pos / self.SLIDER_STEPS
        spin.setValue(round(value, spin.decimals()))  # emits changed through the spin box

    def values(self) -> dict[str, float]:
        return {name: spin.value() for name, spin in self.spins.items()}


class SideSettingsForm(QWidget):
    """One side: Human/Computer, algorithm, depth, evaluation and its weights, tie-break, recording.

    Signals:
        changed(): any field changed.
    """

    changed = Signal()
    depth: QSpinBox  # type: ignore[assignment]  # the search depth (shadows QPaintDevice.depth(), unused here)

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.kind = QComboBox(self)
        self.kind.addItem(self.tr("Human"), "human")
        self.kind.addItem(self.tr("Computer"), "computer")
        form.addRow(self.tr("Player"), self.kind)
        # Othello and Connect Four: a program of its own may play the side (gui.app.outside)
        self.outside: OutsideForm | None = None
        if outside_kind(info) is not None:
            self.kind.addItem(self.tr("Outside engine"), "outside")
            self.outside = OutsideForm(info, self)
            self.outside.setObjectName("outside_form")
            self.outside.changed.connect(self._emit)
            form.addRow(self.outside)
        self.algorithm = QComboBox(self)
        for key in algorithms_for(info):
            self.algorithm.addItem(algorithm_title(key), key)
        form.addRow(self.tr("Algorithm"), self.algorithm)
        depth_row = QHBoxLayout()
        self.depth = QSpinBox(self)
        self.depth.setSuffix(self.tr(" plies"))
        self.full = QCheckBox(self.tr("to the end"), self)
        self.full.setToolTip(self.tr("Search to the end of the game: exact values, no evaluation function"))
        depth_row.addWidget(self.depth, 1)
        depth_row.addWidget(self.full)
        form.addRow(self.tr("Depth cutoff"), depth_row)
        # Monte Carlo tree search's own settings, shown when it is the algorithm (it has no depth cutoff).
        mcts_row = QHBoxLayout()
        self.playouts = QSpinBox(self)
        self.playouts.setObjectName("mcts_playouts")
        self.playouts.setRange(*map(int, setting("playouts").form_range()))
        self.playouts.setSingleStep(500)
        self.playouts.setGroupSeparatorShown(True)
        self.playouts.setSuffix(self.tr(" playouts"))
        self.playouts.setToolTip(self.tr("Monte Carlo tree search: playouts per search (a time or node limit may "
                                         "end it sooner; Stop keeps what it has)"))
        self.exploration = QDoubleSpinBox(self)
        self.exploration.setObjectName("mcts_exploration")
        self.exploration.setDecimals(setting("exploration").decimals)
        self.exploration.setRange(*setting("exploration").form_range())
        self.exploration.setSingleStep(0.1)
        self.exploration.setPrefix(self.tr("c = ", "UCB1's exploration constant"))
        self.exploration.setToolTip(self.tr("UCB1's exploration constant c: larger tries more moves, smaller follows "
                                            "the best mean sooner (√2 ≈ 1.41 is the textbook choice)"))
        mcts_row.addWidget(self.playouts, 1)
        mcts_row.addWidget(self.exploration)
        self.mcts_label = QLabel(self.tr("Playouts"), self)
        form.addRow(self.mcts_label, mcts_row)
        self._form = form
        self._mcts_row = mcts_row
        self._depth_row = depth_row
        self.evaluation = QComboBox(self)
        form.addRow(self.tr("Evaluation"), self.evaluation)
        self.eval_help = WrappedLabel(self)
        self.eval_help.setProperty("class", "hint")
        form.addRow(self.eval_help)
        self.params = ParamForm(self)
        form.addRow(self.params)
        tie_row = QHBoxLayout()
        self.tie_break = QComboBox(self)
        self.tie_break.addItem(self.tr("first in move order"), "first")
        self.tie_break.addItem(self.tr("random, seed"), "random")
        self.seed = QSpinBox(self)
        self.seed.setRange(*map(int, setting("seed").form_range()))
        tie_row.addWidget(self.tie_break, 1)
        tie_row.addWidget(self.seed)
        form.addRow(self.tr("Ties"), tie_row)
        rec_row = QHBoxLayout()
        self.record = QCheckBox(self.tr("record, up to"), self)
        self.budget = QSpinBox(self)
        self.budget.setRange(*map(int, setting("record_budget").form_range()))
        self.budget.setSingleStep(50_000)
        self.budget.setGroupSeparatorShown(True)
        self.budget.setSuffix(self.tr(" nodes"))
        rec_row.addWidget(self.record)
        rec_row.addWidget(self.budget, 1)
        form.addRow(self.tr("Search tree"), rec_row)
        # one row per declared search switch (see gui.app.players.SEARCH_SWITCHES)
        self.switches: dict[str, QCheckBox | QSpinBox | QComboBox] = {}
        for spec in SEARCH_SWITCHES:
            widget = self._switch_widget(spec)
            widget.setObjectName(f"switch_{spec.name}")
            widget.setToolTip(QCoreApplication.translate("SearchSettings", spec.tooltip))
            self.switches[spec.name] = widget
            if isinstance(widget, QCheckBox):
                form.addRow(widget)
            else:
                form.addRow(QCoreApplication.translate("SearchSettings", spec.label), widget)
            form.setRowVisible(widget, spec.offered_for(info))
        self.enhancements = EnhancementsForm(info, self)  # iterative deepening, limits, table, ordering, ...
        self.enhancements.changed.connect(self._emit)
        form.addRow(self.enhancements)
        for sig in (self.kind.currentIndexChanged, self.algorithm.currentIndexChanged, self.depth.valueChanged,
                    self.tie_break.currentIndexChanged, self.seed.valueChanged, self.budget.valueChanged,
                    self.playouts.valueChanged, self.exploration.valueChanged):
            sig.connect(self._emit)
        self.full.toggled.connect(self._emit)
        self.record.toggled.connect(self._emit)
        self.evaluation.currentIndexChanged.connect(self._evaluation_changed)
        self.params.changed.connect(self._emit)
        self._loading = False
        self._exploration_given = self.exploration.value()
        self._configure_game()

    def _switch_widget(self, spec: SearchSwitch) -> QCheckBox | QSpinBox | QComboBox:
        if spec.kind == "choice":
            combo = QComboBox(self)
            for value, title in spec.choices:
                combo.addItem(QCoreApplication.translate("SearchSettings", title), value)
            combo.currentIndexChanged.connect(self._emit)
            return combo
        if spec.kind == "bool":
            box = QCheckBox(QCoreApplication.translate("SearchSettings", spec.label), self)
            box.toggled.connect(self._emit)
            return box
        spin = QSpinBox(self)
        spin.setRange(spec.minimum, spec.maximum)
        spin.setSuffix(QCoreApplication.translate("SearchSettings", spec.suffix) if spec.suffix else "")
        spin.valueChanged.connect(self._emit)
        return spin

    def _configure_game(self) -> None:
        self._loading = True
        self.depth.setRange(int(setting("depth").form_range()[0]), self.info.max_depth)
        self.full.setVisible(full_depth_feasible(self.info))
        self.evaluation.clear()
        for name in self.info.evaluations:
            self.evaluation.addItem(name, name)
        self._loading = False

    def refresh_evaluations(self) -> None:
        """List the game's evaluations again (one was added or removed), keeping the current choice."""
        current, weights = self.evaluation.currentData(), self.params.values()
        self._loading = True
        self.evaluation.clear()
        for name in self.info.evaluations:
            self.evaluation.addItem(name, name)
        index = self.evaluation.findData(current)
        self.evaluation.setCurrentIndex(max(0, index))
        self._loading = False
        if index < 0 or self.params.spins.keys() != {p.name for p in self.info.evaluations[current].params}:
            self._show_params({} if index < 0 else weights)
            self._emit()

    def choose_evaluation(self, name: str, weights: Mapping[str, float] | None = None) -> None:
        """Select ``name`` (listed anew: its class may just have been replaced) with ``weights``; emits changed."""
        self._loading = True
        self.evaluation.clear()
        for known in self.info.evaluations:
            self.evaluation.addItem(known, known)
        self.evaluation.setCurrentIndex(max(0, self.evaluation.findData(name)))
        self._show_params(weights if weights is not None else dict(self.info.evaluations[name]().weights))
        self._loading = False
        self._emit()

    def set_config(self, config: PlayerConfig) -> None:
        self._loading = True
        s = config.search
        self.kind.setCurrentIndex(self.kind.findData(config.kind))
        self.algorithm.setCurrentIndex(max(0, self.algorithm.findData(s.algorithm)))
        self.full.setChecked(s.depth is None and full_depth_feasible(self.info))
        self.depth.setValue(s.depth if s.depth is not None else self.info.max_depth)
        self.evaluation.setCurrentIndex(max(0, self.evaluation.findData(s.evaluation)))
        self._show_params(s.weights)
        self.tie_break.setCurrentIndex(max(0, self.tie_break.findData(s.tie_break)))
        self.seed.setValue(s.seed)
        self.record.setChecked(s.record)
        self.budget.setValue(s.record_budget)
        self.playouts.setValue(s.playouts)
        self.exploration.setValue(s.exploration)
        self._exploration_given = s.exploration  # √2 shown as 1.41 stays √2 unless the user changes it
        for name, widget in self.switches.items():
            value = s.switch(name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
            else:
                widget.setValue(int(value))
        self.enhancements.set_settings(s.enhancements)
        if self.outside is not None:
            self.outside.set_choice(config.outside)
        self._loading = False
        self._sync_enabled()

    def config(self) -> PlayerConfig:
        full = self.full.isChecked() and full_depth_feasible(self.info)
        search = SearchSettings(
            algorithm=self.algorithm.currentData(), depth=None if full else self.depth.value(),
            evaluation=self.evaluation.currentData(), weights=self.params.values(),
            tie_break=self.tie_break.currentData(), seed=self.seed.value(), record=self.record.isChecked(),
            record_budget=self.budget.value(),
            switches={name: _switch_value(w) for name, w in self.switches.items()},
            enhancements=self.enhancements.settings(), playouts=self.playouts.value(),
            exploration=self._exploration(),
        )
        outside = self.outside.choice() if self.outside is not None else None
        return PlayerConfig(self.kind.currentData(), search, outside)

    def _exploration(self) -> float:
        """The exploration constant: the one set, unless the (rounded) box was changed since."""
        shown = self.exploration.value()
        given = self._exploration_given
        return given if round(given, self.exploration.decimals()) == shown else shown

    def _show_params(self, weights: Mapping[str, float]) -> None:
        cls = self.info.evaluations[self.evaluation.currentData()]
        self.eval_help.setText(cls.description)
        self.params.set_params(cls.params, weights)

    @Slot()
    def _evaluation_changed(self) -> None:
        if self._loading or self.evaluation.currentData() is None:
            return
        cls = self.info.evaluations[self.evaluation.currentData()]
        self._show_params(dict(cls().weights))
        self._emit()

    @Slot()
    def _emit(self) -> None:
        if self._loading:
            return
        self._sync_enabled()
        self.changed.emit()

    def _sync_enabled(self) -> None:
        if self.outside is not None:
            # An outside program plays the side: its own settings in place of our search's rows.
            outside = self.kind.currentData() == "outside"
            for row in range(1, self._form.rowCount()):
                self._form.setRowVisible(row, not outside)
            self._form.setRowVisible(self.outside, outside)
            if outside:
                return
        self.enhancements.set_algorithm(self.algorithm.currentData())
        algorithm, facts = self.algorithm.currentData(), game_facts(self.info.name)

        def applies(key: str) -> bool:  # the settings schema's rule (it asks the algorithm registry)
            return not setting(key).why_not(algorithm, facts)

        mcts = not applies("depth")  # Monte Carlo tree search: playouts and c instead of a depth
        self._form.setRowVisible(self._mcts_row, applies("playouts"))
        self._form.setRowVisible(self._depth_row, not mcts)
        # Chance pruning is an expectiminimax option (Star1/Star2): MCTS samples the dice instead.
        pruning = next(spec for spec in SEARCH_SWITCHES if spec.name == "chance_pruning")
        self._form.setRowVisible(self.switches[pruning.name], pruning.offered_for(self.info)
                                 and applies("chance_pruning"))
        self.full.setVisible(not mcts and full_depth_feasible(self.info))  # (the row's visibility reached it too)
        solving = self.enhancements.solving()  # the solver searches to the end: no depth cutoff
        self.depth.setEnabled(not (self.full.isChecked() and full_depth_feasible(self.info)) and not solving
                              and not mcts)
        self.seed.setEnabled(self.tie_break.currentData() == "random")
        self.budget.setEnabled(self.record.isChecked())
        # The evaluation only matters with a depth cutoff.
        uses_eval = self.depth.isEnabled()
        self.evaluation.setEnabled(uses_eval)
        self.params.setEnabled(uses_eval)


def _switch_value(widget: QCheckBox | QSpinBox | QComboBox) -> bool | int | str:
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QComboBox):
        data: bool | int | str = widget.currentData()
        return data
    return widget.value()


class SettingsPanel(QWidget):
    """Signals:
        gameChanged(str): the user picked another game (the main window starts a new game of it).
        startChanged(str): the user chose another start arrangement (dice game; applies to a new game).
        playersChanged(): a side's settings changed (they apply to the next search).
        displayChanged(): a display option changed.
    """

    gameChanged = Signal(str)
    startChanged = Signal(str)
    playersChanged = Signal()
    displayChanged = Signal()

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        inner = QWidget()
        layout = QVBoxLayout(inner)
        top = QFormLayout()
        self.game = QComboBox(inner)
        for g in playable_games():
            self.game.addItem(game_title(g), g.name)
        self.game.setCurrentIndex(self.game.findData(info.name))
        self.game.currentIndexChanged.connect(self._game_changed)
        top.addRow(self.tr("Game"), self.game)
        # the start arrangement, for games that have one (the dice game)
        self.start = StartArrangementBox(info, inner)
        self.start.startChanged.connect(self.startChanged)
        top.addRow(self.tr("Start"), self.start)
        self._start_row = top
        top.setRowVisible(self.start, supports_start(info))
        layout.addLayout(top)
        self.tabs = QTabWidget(inner)
        self.sides = [SideSettingsForm(info), SideSettingsForm(info)]
        for side in self.sides:
            self.tabs.addTab(side, "")
            side.changed.connect(self._side_changed)
        layout.addWidget(self.tabs)
        self.note = QLabel(self.tr("Changes apply to the next search; a search already running keeps its settings."), inner)
        self.note.setWordWrap(True)
        self.note.setEnabled(False)  # drawn in the palette's muted text colour
        layout.addWidget(self.note)
        display = QGroupBox(self.tr("Display"), inner)
        dform = QFormLayout(display)
        self.show_values = QCheckBox(self.tr("Show move values on the board"), display)
        self.show_pv = QCheckBox(self.tr("Show the principal variation as numbered ghosts"), display)
        self.auto_analyse = QCheckBox(self.tr("Analyse automatically on a human's turn"), display)
        self.move_delay = QSpinBox(display)
        self.move_delay.setRange(0, MAX_MOVE_DELAY_MS)
        self.move_delay.setSingleStep(100)
        self.move_delay.setSuffix(self.tr(" ms", "milliseconds"))
        # Every search's, not one side's: its own box. 0 reads "All cores": the setting follows the machine.
        cpu = QGroupBox(self.tr("Search processes"), inner)
        cform = QFormLayout(cpu)
        self.workers = QSpinBox(cpu)
        self.workers.setRange(0, max_workers())
        self.workers.setSpecialValueText(self.tr("All cores ({0})").format(cores()))
        # Say which searches the workers share (engine.parallel.parallel_search), or the setting seems to do nothing.
        self.workers.setToolTip(self.tr(
            "Processes that search together. A search with iterative deepening and a transposition table "
            "(Speed-ups) runs as with one process, its tree recorded and its iterations shown, while the others "
            "search the same position to fill the table they share, so the answer comes sooner (Lazy SMP). "
            "Alpha-beta and minimax to a fixed depth share out the root moves unless the tree is recorded. Other "
            "searches (iterative deepening without a table, an exact solve) run in one process. Tournaments keep "
            "one per game. With All cores the other processes join a search only once it has run for 0.3 s, and "
            "only on cores nothing else is using: a short search costs what it costs in one process."))
        dform.addRow(self.show_values)
        dform.addRow(self.show_pv)
        dform.addRow(self.auto_analyse)
        dform.addRow(self.tr("Computer move delay"), self.move_delay)
        cform.addRow(self.tr("Workers"), self.workers)
        for box in (self.show_values, self.show_pv, self.auto_analyse):
            box.toggled.connect(self.displayChanged)
        self.move_delay.valueChanged.connect(self.displayChanged)
        self.workers.valueChanged.connect(self.displayChanged)
        layout.addWidget(display)
        layout.addWidget(cpu)
        layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.form_scroll = scroll
        self._fit_width()
        inner.installEventFilter(self)  # a game's or an algorithm's rows may widen the form
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def _fit_width(self) -> None:
        """Never narrower than the form: clipped combo boxes and check boxes read as broken. The form widens
        with the game (EinStein's start arrangement, chance-node pruning) and with the language."""
        inner = self.form_scroll.widget()
        if inner is not None:
            self.form_scroll.setMinimumWidth(inner.minimumSizeHint().width()
                                        + self.form_scroll.verticalScrollBar().sizeHint().width() + 4)

    @never_raises
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.form_scroll.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit_width()
        return super().eventFilter(watched, event)

    # -- API ------------------------------------------------------------------------------------------------
    def set_game(self, info: GameInfo, players: tuple[PlayerConfig, PlayerConfig]) -> None:
        """Rebuild the side forms for ``info`` and show ``players``."""
        self.info = info
        self.game.blockSignals(True)
        self.game.setCurrentIndex(self.game.findData(info.name))
        self.game.blockSignals(False)
        self.start.info = info
        self._start_row.setRowVisible(self.start, supports_start(info))
        current = self.tabs.currentIndex()
        for i in range(2):
            old = self.sides[i]
            side = SideSettingsForm(info)
            side.changed.connect(self._side_changed)
            self.tabs.removeTab(i)
            self.tabs.insertTab(i, side, "")
            old.deleteLater()
            self.sides[i] = side
        self.tabs.setCurrentIndex(max(0, current))
        self.set_players(players)

    def set_players(self, players: tuple[PlayerConfig, PlayerConfig]) -> None:
        for side, config in zip(self.sides, players, strict=True):
            side.set_config(config)
        self._retitle()

    def players(self) -> tuple[PlayerConfig, PlayerConfig]:
        return self.sides[0].config(), self.sides[1].config()

    def refresh_evaluations(self) -> None:
        """The game's evaluations changed (a user's file was applied or a plugin folder loaded)."""
        for form in self.sides:
            form.refresh_evaluations()

    def use_evaluation(self, side: int, name: str, weights: Mapping[str, float] | None = None) -> None:
        """Make ``side`` use the evaluation ``name`` (with ``weights``, else its defaults); emits playersChanged.
        The other side keeps its own (its list of evaluations is brought up to date)."""
        for i, form in enumerate(self.sides):
            if i != side:
                form.refresh_evaluations()
        self.sides[side].choose_evaluation(name, weights)

    def set_player_kind(self, side: int, kind: str) -> None:
        form = self.sides[side]
        form.kind.setCurrentIndex(form.kind.findData(kind))

    def set_display(self, options: DisplayOptions) -> None:
        for w in (self.show_values, self.show_pv, self.auto_analyse, self.move_delay, self.workers):
            w.blockSignals(True)
        self.show_values.setChecked(options.show_values)
        self.show_pv.setChecked(options.show_pv)
        self.auto_analyse.setChecked(options.auto_analyse)
        self.move_delay.setValue(options.move_delay_ms)
        self.workers.setValue(options.workers)
        for w in (self.show_values, self.show_pv, self.auto_analyse, self.move_delay, self.workers):
            w.blockSignals(False)

    def display(self) -> DisplayOptions:
        return DisplayOptions(self.show_values.isChecked(), self.show_pv.isChecked(), self.auto_analyse.isChecked(),
                              self.move_delay.value(), self.workers.value())

    def with_display(self, **changes: object) -> None:
        self.set_display(replace(self.display(), **changes))  # type: ignore[arg-type]
        self.displayChanged.emit()

    # -- internals ----------------------------------------------------------------------------------------
    def _retitle(self) -> None:
        game = self.info.factory()
        for i, side in enumerate(self.sides):
            self.tabs.setTabText(i, f"{player_name(game, i)} — {side.kind.currentText()}")  # (both parts translated)

    @Slot()
    def _side_changed(self) -> None:
        self._retitle()
        self.playersChanged.emit()

    @Slot()
    def _game_changed(self) -> None:
        self.gameChanged.emit(self.game.currentData())
