"""Live search statistics, the totals after a search, and a small chart of nodes per depth.

After an alpha-beta search the panel compares the nodes visited with the full minimax tree to the same
depth (counted by the worker, see ``gui.app.worker.count_full_tree``): "pruning saved 96.7 %".
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QFormLayout, QLabel, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from engine.results import IterationInfo, MctsStats, MoveValue, Progress, SearchResult
from engine.search import algorithm_info
from engine.tree_export import format_value as tree_format_value

from ..app.format import fmt_count, fmt_move_value, fmt_seconds, fmt_value
from ..app.players import algorithm_title
from ..app.worker import FullTreeSize
from ..i18n import QT_TRANSLATE_NOOP, Phrase, localized, percent, spoken
from .iterations_view import IterationsView
from .position_note import PositionNote

FIELDS = (
    ("nodes", QT_TRANSLATE_NOOP("StatsPanel", "Nodes")),
    ("evaluations", QT_TRANSLATE_NOOP("StatsPanel", "Evaluations")),
    ("cutoffs", QT_TRANSLATE_NOOP("StatsPanel", "Cutoffs")),
    ("pruned", QT_TRANSLATE_NOOP("StatsPanel", "Moves pruned")),
    ("depth", QT_TRANSLATE_NOOP("StatsPanel", "Depth reached")),
    ("nps", QT_TRANSLATE_NOOP("StatsPanel", "Nodes/s")),
    ("time", QT_TRANSLATE_NOOP("StatsPanel", "Time")),
    ("best", QT_TRANSLATE_NOOP("StatsPanel", "Best so far")),
    ("line", QT_TRANSLATE_NOOP("StatsPanel", "Line so far")),
    ("roots", QT_TRANSLATE_NOOP("StatsPanel", "Root moves done")),
    ("full", QT_TRANSLATE_NOOP("StatsPanel", "Full tree to this depth")),
    ("saved", QT_TRANSLATE_NOOP("StatsPanel", "Pruning saved")),
    ("scale", QT_TRANSLATE_NOOP("StatsPanel", "Values")),
    ("chance", QT_TRANSLATE_NOOP("StatsPanel", "Chance nodes")),
    ("chance_cuts", QT_TRANSLATE_NOOP("StatsPanel", "Chance cutoffs")),
    ("playouts", QT_TRANSLATE_NOOP("StatsPanel", "Playouts")),
    ("visits", QT_TRANSLATE_NOOP("StatsPanel", "Visits")),
    ("mean", QT_TRANSLATE_NOOP("StatsPanel", "Mean value")),
)
CHANCE_FIELDS = ("chance", "chance_cuts")  # shown only for expectiminimax searches
PRUNING_FIELDS = ("evaluations", "cutoffs", "pruned", "full", "saved")
"""What a search by evaluation and pruning counts (minimax to MTD(f)); MCTS has none of it."""
MCTS_FIELDS = ("playouts", "visits", "mean")
"""What Monte Carlo tree search counts instead: its playouts, and the chosen move's visits and mean value,
on the scale its tree shows."""


ROOT_SOLVED_AS_A_WHOLE = QT_TRANSLATE_NOOP("StatsPanel", "— ({0} solves the root, not each move)")
"""What "Root moves done" reads after SSS* or DUAL* ({0}): it values no root move on its own, so none is "done"."""


class NodesPerDepthChart(QWidget):
    """Bars of nodes visited per ply (log scale), with the full tree's bars behind them when known."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.visited: list[int] = []
        self.full: list[int] = []
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(260, 150)

    def set_data(self, visited: Sequence[int], full: Sequence[int] = ()) -> None:
        self.visited = list(visited)
        self.full = list(full)
        self.update()

    def title_lines(self) -> list[str]:
        """The chart's title, on two lines when one would be cut in a narrow dock."""
        lines = [self.tr("Nodes per depth (log scale)")] + ([self.tr("pale: the full tree")] if self.full else [])
        font = QFont(self.font())
        font.setPixelSize(10)
        if QFontMetrics(font).horizontalAdvance(" — ".join(lines)) <= self.width() - 12:
            return [" — ".join(lines)]
        return lines

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(6, 4 + 14 * len(self.title_lines()), -6, -16)

    def depth_at(self, x: float) -> int | None:
        n = max(len(self.visited), len(self.full))
        area = self._area()
        if n == 0 or not area.left() <= x < area.right():
            return None
        return min(n - 1, int((x - area.left()) / (area.width() / n)))

    def describe_depth(self, depth: int) -> str:
        visited = self.visited[depth] if depth < len(self.visited) else 0
        text = self.tr("Depth {0}: {1} nodes visited").format(depth, fmt_count(visited))
        if depth < len(self.full):
            text += " " + self.tr("of {0} in the full tree").format(fmt_count(self.full[depth]))
        return text

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        depth = self.depth_at(event.position().x())
        if depth is None:
            QToolTip.hideText()
        else:
            QToolTip.showText(event.globalPosition().toPoint(), self.describe_depth(depth), self)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        accent = pal.color(QPalette.ColorRole.Highlight)
        font = QFont(self.font())
        font.setPixelSize(10)
        p.setFont(font)
        n = max(len(self.visited), len(self.full))
        area = self._area()
        p.setPen(text)
        for row, line in enumerate(self.title_lines()):
            p.drawText(QRectF(6, 2 + 14 * row, self.width() - 12, 14), Qt.AlignmentFlag.AlignLeft, line)
        if n == 0 or area.width() <= 0 or area.height() <= 0:
            p.end()
            return
        top = max(max(self.visited, default=1), max(self.full, default=1), 1)
        scale = math.log10(top + 1)
        gap = 3.0
        w = (area.width() - gap * (n - 1)) / n

        def bar(i: int, value: int, color: QColor, shrink: float = 0.0) -> None:
            if value <= 0:
                return
            h = area.height() * math.log10(value + 1) / scale
            x = area.left() + i * (w + gap) + shrink
            p.fillRect(QRectF(x, area.bottom() - h, w - 2 * shrink, h), color)

        pale = QColor(accent)
        pale.setAlphaF(0.25)
        for i, v in enumerate(self.full):
            bar(i, v, pale)
        for i, v in enumerate(self.visited):
            bar(i, v, accent, shrink=w * 0.2)
        p.setPen(text)
        for i in range(n):
            x = area.left() + i * (w + gap)
            p.drawText(QRectF(x, area.bottom() + 2, w, 12), Qt.AlignmentFlag.AlignCenter, str(i))
        p.end()


class StatsPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self.tr("No search yet"), self)
        self.title.setWordWrap(True)
        f = QFont(self.title.font())
        f.setBold(True)
        self.title.setFont(f)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.values: dict[str, QLabel] = {}
        for key, label in FIELDS:
            value = QLabel("—", self)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setWordWrap(True)  # a long figure wraps in a narrow dock rather than widening it
            self.values[key] = value
            form.addRow(QCoreApplication.translate("StatsPanel", label), value)
        self._form = form
        self._show_chance_rows(False)
        self._show_mcts_rows(False)
        self.chart = NodesPerDepthChart(self)
        self.iterations = IterationsView(self)  # iterative deepening's per-depth rows, the table's fill
        self.position_note = PositionNote(self)  # said when the search shown is not the board's position
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.position_note)
        # The per-depth rows first, as a chess GUI's engine output: in sight on a 1280×800 screen (the
        # figures under them scroll); hidden without iterative deepening.
        layout.addWidget(self.iterations)
        layout.addLayout(form)
        layout.addWidget(self.chart, 1)
        self._result: SearchResult | None = None
        self._finished: IterationInfo | None = None  # the deepest finished depth of a running search
        self.move_text: Callable[[int], str] = str
        """How a move is written (the main window sets the game's notation: "b5b4" rather than 206)."""

    def _show_chance_rows(self, on: bool) -> None:
        for key in CHANCE_FIELDS:
            self._form.setRowVisible(self.values[key], on)

    def _show_mcts_rows(self, mcts: bool) -> None:
        """Each algorithm its own figures: MCTS's playouts, visits and mean, or the pruning counters."""
        for key in MCTS_FIELDS:
            self._form.setRowVisible(self.values[key], mcts)
        for key in PRUNING_FIELDS:
            self._form.setRowVisible(self.values[key], not mcts)

    def _show_mcts(self, playouts: int, moves: Sequence[MoveValue], visits: Sequence[int], best: int | None) -> None:
        """MCTS's figures: the playouts run, the visits of its choice (the most visited move) and its mean."""
        self._set("playouts", fmt_count(playouts))
        chosen = next((i for i, mv in enumerate(moves) if mv.move == best), None)
        if chosen is None or chosen >= len(visits):
            self._set("visits", "—")
            self._set("mean", "—")
            return
        move = self.move_text(moves[chosen].move)
        self._set("visits", self.tr("{0} of {1}, through {2}").format(fmt_count(visits[chosen]), fmt_count(playouts),
                                                                       move))
        self._set("mean", self.tr("{0} ({1}; a win is +1 at the end of a playout)").format(
            localized(tree_format_value(moves[chosen].value)), move))

    def _set(self, key: str, text: str) -> None:
        self.values[key].setText(text)

    def clear(self, title: str = "") -> None:
        self.title.setText(title or self.tr("No search yet"))
        for label in self.values.values():
            label.setText("—")
        self.chart.set_data([])
        self._show_chance_rows(False)
        self._show_mcts_rows(False)
        self.iterations.clear()
        self._result = None
        self._finished = None

    def start(self, title: str) -> None:
        self.clear(self.tr("Searching: {0}").format(title))

    def _set_nodes(self, nodes: int, helpers: int, rate: float, all_rate: float) -> None:
        """The node count and rate; with Lazy SMP's helpers, as "main + helpers" and the rate of every process
        (the other figures are the main search's: the helpers only fill the shared table)."""
        if not helpers:
            self._set("nodes", fmt_count(nodes))
            self._set("nps", fmt_count(round(rate)))
            return
        self._set("nodes", self.tr("{0} + {1} = {2} (main + helpers)").format(
            fmt_count(nodes), fmt_count(helpers), fmt_count(nodes + helpers)))
        self._set("nps", self.tr("{0} (all processes)").format(fmt_count(round(all_rate))))

    def show_progress(self, p: Progress) -> None:
        self._set_nodes(p.nodes, p.helper_nodes, p.nodes_per_second, p.all_nodes_per_second)
        self._show_mcts_rows(bool(p.visits))
        if p.visits:
            self._show_mcts(sum(p.visits), p.root_values, p.visits, p.best_move)
        self._set("evaluations", fmt_count(p.evaluations))
        self._set("cutoffs", fmt_count(p.cutoffs))
        self._set("pruned", fmt_count(p.pruned))
        self._set("depth", str(p.depth))
        self._set("time", fmt_seconds(p.elapsed_s))
        self._set("best", self._best_so_far(p))
        self._set("line", self._line(self._finished.pv, self._finished.depth) if self._finished is not None else "—")
        # SSS* has no root loop (it solves the root as a whole, best first): no count of moves done
        if not p.root_total:
            self._set("roots", "—")
        elif p.iteration is not None:
            self._set("roots", self.tr("{0} of {1} at depth {2}").format(p.root_done, p.root_total, p.iteration))
        else:
            self._set("roots", self.tr("{0} of {1}").format(p.root_done, p.root_total))

    def _best_so_far(self, p: Progress | None) -> str:
        """The running depth's best move once it has one, else the deepest finished depth's: a search in
        progress always has a best move to show once its first depth is done."""
        done = self._finished
        if p is not None and p.best_move is not None:
            mv = next((v for v in p.root_values if v.move == p.best_move), None)
            value = fmt_move_value(mv) if mv is not None else fmt_value(p.best_value)
            if p.iteration is not None:
                return self.tr("{0} (value {1}, depth {2})").format(self.move_text(p.best_move), value, p.iteration)
            return self.tr("{0} (value {1})").format(self.move_text(p.best_move), value)
        if done is not None and done.best_move is not None:
            return self.tr("{0} (value {1}, depth {2} finished)").format(self.move_text(done.best_move),
                                                                         fmt_value(done.value), done.depth)
        return "—"

    def _line(self, pv: Sequence[int], depth: int | None = None) -> str:
        if not pv:
            return "—"
        text = " ".join(self.move_text(m) for m in pv)
        return text if depth is None else self.tr("{0} (depth {1})").format(text, depth)

    def show_iterations(self, infos: tuple[IterationInfo, ...]) -> None:
        """Finished depths of a running iterative-deepening search (appended as rows)."""
        self.iterations.add_iterations(infos)
        if infos and (self._finished is None or infos[-1].depth > self._finished.depth):
            self._finished = infos[-1]
            self._set("line", self._line(self._finished.pv, self._finished.depth))
            if self.values["best"].text() == "—":
                self._set("best", self._best_so_far(None))

    def show_result(self, result: SearchResult, title: str, full: FullTreeSize | None = None,
                    counting: bool = False) -> None:
        """The totals of a finished search; ``counting``: its full-tree count may still arrive."""
        self._result = result
        s = result.stats
        self.title.setText(title + (" — " + self.tr("stopped early") if result.stopped else ""))
        self._set_nodes(s.nodes, s.helper_nodes, s.nodes_per_second, s.all_nodes_per_second)
        self._set("evaluations", fmt_count(s.evaluations))
        self._set("cutoffs", fmt_count(s.cutoffs))
        self._set("pruned", fmt_count(s.pruned))
        self._set("depth", str(s.max_depth))
        self._set("time", fmt_seconds(s.elapsed_s))
        # MCTS's value is its choice's mean, written as the mean row and the tree write it (4 digits)
        mcts = result.extra(MctsStats)
        mean = mcts is not None and result.value is not None
        value = localized(tree_format_value(result.value)) if mean and result.value is not None else fmt_value(result.value)
        self._set("best", "—" if result.best_move is None
                  else self.tr("{0} (value {1})").format(self.move_text(result.best_move), value))
        self._set("line", self._line(result.pv))
        rows = algorithm_info(result.algorithm).stats  # which rows this algorithm's result fills
        solved_whole = "solved_whole" in rows and not result.moves
        self._set("roots", QCoreApplication.translate("StatsPanel", ROOT_SOLVED_AS_A_WHOLE).format(
                       algorithm_title(result.algorithm)) if solved_whole
                  else f"{len(result.moves)}")
        # the scale's formula, without its explanation in brackets (that goes into the tooltip)
        words = result.scale_words
        first = words.args[0] if words is not None and words.args else None
        # (MCTS's words are one phrase, without a bracketed reason: the phrase itself is the formula)
        formula = (spoken(first) if isinstance(first, Phrase) else spoken(words) if words is not None
                   else result.scale.split(" (")[0])
        self._set("scale", formula)
        whole = spoken(words) if words is not None else result.scale
        self.values["scale"].setToolTip(self.tr("{0}. Values are for the player to move at the root.").format(whole))
        chance = "chance" in rows
        self._show_chance_rows(chance)
        self._show_mcts_rows(mcts is not None)
        if mcts is not None:
            self._show_mcts(mcts.playouts, result.moves, mcts.visits, result.best_move)
        if chance:
            self._show_chance(result)
            # the record's levels count chance nodes too, while the depth cutoff counts player moves only
            self._set("depth", self.tr("{0} tree levels (rolls included)").format(s.max_depth))
        if chance and not (s.chance_cutoffs or s.probes):
            self._set("full", self.tr("{0} (every outcome was searched)").format(fmt_count(s.nodes)))
            self._set("saved", self.tr("nothing: no chance node was cut off") if "Star" in title
                      else self.tr("nothing: plain expectiminimax does not prune"))
        elif chance:
            self._set("full", self.tr("not counted for chance trees"))
            self._set("saved", self.tr("{0} outcomes never searched ({1} chance cutoffs)").format(
                fmt_count(s.chance_pruned), fmt_count(s.chance_cutoffs)))
        elif mcts is not None:  # a tree of its own growing, no depth: nothing to count or prune
            rate = mcts.playouts / s.elapsed_s if s.elapsed_s > 0 else 0.0
            self._set("full", self.tr("not counted: MCTS grows its own tree, with no depth cutoff"))
            self._set("saved", self.tr("no pruning: {0} playouts ({1}/s)").format(fmt_count(mcts.playouts),
                                                                                  fmt_count(round(rate))))
        elif "full_tree" not in rows:  # minimax: nothing to set against the full tree
            self._set("full", self.tr("{0} (minimax visits all of it)").format(fmt_count(s.nodes)))
            self._set("saved", self.tr("nothing: minimax does not prune"))
        elif result.stopped:
            self._set("full", "—")
            self._set("saved", "— " + self.tr("(stopped early)"))
        else:
            self._set("full", self.tr("counting…") if counting else self.tr("not counted (another search came first)"))
            self._set("saved", "—")
        self.chart.set_data(s.nodes_per_depth)
        self.iterations.show_result(result)
        if full is not None:
            self.set_full_tree(full)

    def _show_chance(self, result: SearchResult) -> None:
        s = result.stats
        self._set("chance", fmt_count(s.chance_nodes))
        self.values["chance"].setToolTip(self.tr("Nodes where the die decides: their value is the probability-weighted "
                                                 "mean of their outcomes (chance nodes do not consume depth)"))
        if s.chance_cutoffs or s.probes:
            text = self.tr("{0}, {1} outcomes pruned").format(fmt_count(s.chance_cutoffs), fmt_count(s.chance_pruned))
            if s.probes:
                text += ", " + self.tr("{0} probes").format(fmt_count(s.probes))
            if s.research_nodes:
                # Honest totals: these nodes were spent only because the tree was being recorded.
                text += "; " + self.tr("{0} nodes searched again to record the tree").format(fmt_count(s.research_nodes))
        else:
            text = "0" if "Star" in self.title.text() else self.tr("none (no chance pruning)")
        self._set("chance_cuts", text)
        self.values["chance_cuts"].setToolTip(self.tr("Star1/Star2: chance nodes cut before all their outcomes were "
                                                      "searched, the outcomes never searched, and Star2's probe searches"))

    def set_full_tree(self, full: FullTreeSize | None) -> None:
        if (self._result is None or "full_tree" not in algorithm_info(self._result.algorithm).stats
                or self._result.stopped):
            return
        if full is None:
            self._set("full", self.tr("not counted (too large)"))
            self._set("saved", "—")
            return
        visited = self._result.stats.nodes
        saved = 1 - visited / full.nodes if full.nodes else 0.0
        self._set("full", fmt_count(full.nodes))
        self._set("saved", self.tr("{0} ({1} of {2} nodes visited)").format(percent(saved), fmt_count(visited),
                                                                             fmt_count(full.nodes)))
        self.chart.set_data(self._result.stats.nodes_per_depth, full.per_depth)
