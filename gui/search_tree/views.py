"""How each kind of tree record is shown in the Search tree: its columns, the cells it writes its own way, its line.

A search's record is one of four kinds: the textbook record (minimax, alpha-beta, expectiminimax and the enhanced
kernels: windows, cutoffs, values), SSS*'s and DUAL*'s (no window: states on OPEN and their merits, stepped), MTD(f)'s
(the root's children are its zero-window passes) and Monte Carlo tree search's (visits, UCB1 scores, mean values).
Each kind has a view here, and the Search tree's model and widget and the explorer ask the record's view
(``view_of``) what to show; none of them tests a record's type. A new kind of record is one more view class and one
``view_of.register``.

The words keep the translation context of the model that shows them ("SearchTreeModel").
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import singledispatch

from PySide6.QtCore import QCoreApplication

from engine import tree_export
from engine.record import TreeRecord
from engine.search.mcts_record import MctsRecord
from engine.search.mtdf_record import MtdfRecord, edge_text
from engine.search.sss_record import DROPPED, EXPANDED_AT, NOT_YET, SOLVED_AT, SSSRecord
from engine.tree_export import pv_nodes

from ..i18n import QT_TRANSLATE_NOOP, grouped, localized, spoken

COLUMNS = (QT_TRANSLATE_NOOP("SearchTreeModel", "Move"), QT_TRANSLATE_NOOP("SearchTreeModel", "Node"),
           QT_TRANSLATE_NOOP("SearchTreeModel", "Value"), "α", "β", QT_TRANSLATE_NOOP("SearchTreeModel", "Depth"),
           QT_TRANSLATE_NOOP("SearchTreeModel", "How it ended"), QT_TRANSLATE_NOOP("SearchTreeModel", "Subtree"))
"""The columns' names in English; shown through ``translated`` (α and β are notation, the same in every language)."""
COL_MOVE, COL_KIND, COL_VALUE, COL_ALPHA, COL_BETA, COL_DEPTH, COL_END, COL_SIZE = range(len(COLUMNS))
HEADER_TIPS = (
    QT_TRANSLATE_NOOP("SearchTreeModel", "The move that leads to this node from its parent"),
    QT_TRANSLATE_NOOP("SearchTreeModel",
                      "Who moves here: ▲ MAX (the player the search is for), ▼ MIN (the opponent), ○ chance"),
    QT_TRANSLATE_NOOP("SearchTreeModel",
                      "The value the search backed up, for MAX; ≥ v / ≤ v when alpha-beta only proved a bound"),
    QT_TRANSLATE_NOOP("SearchTreeModel", "α when the search entered the node: the best value MAX was already sure of"),
    QT_TRANSLATE_NOOP("SearchTreeModel", "β when the search entered the node: the best value MIN was already sure of"),
    QT_TRANSLATE_NOOP("SearchTreeModel", "Plies from the root"),
    QT_TRANSLATE_NOOP("SearchTreeModel",
                      "How the search left the node: all children, terminal, depth cutoff, β-cutoff or α-cutoff"),
    QT_TRANSLATE_NOOP("SearchTreeModel", "Recorded nodes in the subtree, the node included"),
)
MCTS_COLUMNS = (COLUMNS[0], COLUMNS[1], QT_TRANSLATE_NOOP("SearchTreeModel", "Mean value"),
                QT_TRANSLATE_NOOP("SearchTreeModel", "Visits"), QT_TRANSLATE_NOOP("SearchTreeModel", "UCB"),
                COLUMNS[5], QT_TRANSLATE_NOOP("SearchTreeModel", "Expanded"), COLUMNS[7])
"""A Monte Carlo tree search's record (``MctsRecord``) in the same columns: α and β become its visits and the
UCB1 score at the last selection, "How it ended" whether the node is expanded."""
MCTS_HEADER_TIPS = (
    HEADER_TIPS[0], HEADER_TIPS[1],
    QT_TRANSLATE_NOOP("SearchTreeModel", "The mean of the playouts through this node, for MAX (+1 a win, −1 a loss)"),
    QT_TRANSLATE_NOOP("SearchTreeModel", "How many playouts went through this node"),
    QT_TRANSLATE_NOOP("SearchTreeModel",
                      "The UCB1 score (mean for the player choosing + c·√(ln N / n)) when its parent last chose among "
                      "its children; — for a node never chosen that way (the root, a chance outcome, a child added "
                      "since)"),
    HEADER_TIPS[5],
    QT_TRANSLATE_NOOP("SearchTreeModel",
                      "Whether every child of the node is in the tree (then UCB1 chooses among them), or how many are"),
    HEADER_TIPS[7],
)
SSS_COLUMNS = (COLUMNS[0], COLUMNS[1], COLUMNS[2], "OPEN", QT_TRANSLATE_NOOP("SearchTreeModel", "Merit"), COLUMNS[5],
               COLUMNS[6], COLUMNS[7])
"""SSS*'s record (``SSSRecord``): α and β become the node's state on OPEN at the chosen step and its merit (OPEN is
the algorithm's name for its list, as in Stockman's paper and in the engine's sentences: not translated)."""
SSS_STEP_COLUMNS = SSS_COLUMNS[:COL_END] + (QT_TRANSLATE_NOOP("SearchTreeModel", "At this step"),) \
    + SSS_COLUMNS[COL_END + 1:]
SSS_HEADER_TIPS = (
    HEADER_TIPS[0], HEADER_TIPS[1],
    QT_TRANSLATE_NOOP("SearchTreeModel",
                      "A leaf's value once SSS* evaluated it; for the others ≤ h: the upper bound SSS* knew at the "
                      "chosen step (the highest merit on OPEN below the node, or the merit it was solved with), the "
                      "root's value at the end"),
    QT_TRANSLATE_NOOP("SearchTreeModel",
                      "The node's state on OPEN at the chosen step: LIVE (still to be searched) or SOLVED"),
    QT_TRANSLATE_NOOP("SearchTreeModel",
                      "The merit of the node's state on OPEN: no solution tree through the node is worth more"),
    HEADER_TIPS[5],
    QT_TRANSLATE_NOOP("SearchTreeModel",
                      "How the node stood at the chosen step: not generated yet, on OPEN, expanded, solved and handed "
                      "to its parent, or dropped from OPEN when a MAX ancestor was solved (at the last step: how it "
                      "ended)"),
    HEADER_TIPS[7],
)
LOWER_BOUND_TIPS = {
    COL_VALUE: QT_TRANSLATE_NOOP("SearchTreeModel",
                                 "A leaf's value once {0} evaluated it; for the others ≥ h: the lower bound {0} knew at "
                                 "the chosen step (the lowest merit on OPEN below the node, or the merit it was solved "
                                 "with), the root's value at the end"),
    COL_BETA: QT_TRANSLATE_NOOP("SearchTreeModel",
                                "The merit of the node's state on OPEN: the node is worth at least this to MAX"),
    COL_END: QT_TRANSLATE_NOOP("SearchTreeModel",
                               "How the node stood at the chosen step: not generated yet, on OPEN, expanded, solved and "
                               "handed to its parent, or dropped from OPEN when a MIN ancestor was solved (at the last "
                               "step: how it ended)"),
}
"""The tips that differ when MIN plays SSS*'s MAX part (DUAL* from a MAX root, SSS* from a MIN root): merits are
then lower bounds in MAX's terms, the lowest first."""
SSS_STATES = {
    NOT_YET: QT_TRANSLATE_NOOP("SearchTreeModel", "not generated yet"),
    EXPANDED_AT: QT_TRANSLATE_NOOP("SearchTreeModel", "expanded: states below it on OPEN"),
    SOLVED_AT: QT_TRANSLATE_NOOP("SearchTreeModel", "solved, handed to its parent"),
    DROPPED: QT_TRANSLATE_NOOP("SearchTreeModel", "dropped from OPEN: a MAX node above it was solved"),
}
DROPPED_BY_MIN = QT_TRANSLATE_NOOP("SearchTreeModel", "dropped from OPEN: a MIN node above it was solved")


def translated(text: object) -> str:
    """One of this module's English words (marked with QT_TRANSLATE_NOOP, typed ``object``) in the user's language."""
    return QCoreApplication.translate("SearchTreeModel", str(text))


def format_value(v: float) -> str:
    """A node's value as the window's language writes numbers ("8,583" in German, not "8.583")."""
    return localized(tree_export.format_value(v))


def mcts_text(rec: MctsRecord, i: int, col: int) -> str:
    """An MCTS node's mean value, visits, UCB1 score or expansion, as its columns show them."""
    if col == COL_VALUE:
        return format_value(rec.value[i])
    if col == COL_ALPHA:
        return grouped(rec.visits[i])
    if col == COL_BETA:
        return "—" if math.isnan(rec.ucb[i]) else localized(f"{rec.ucb[i]:.3f}")
    return spoken(rec.end_phrase(i))


OWN_COLUMNS = (COL_VALUE, COL_ALPHA, COL_BETA, COL_END)
"""The columns a record kind may fill its own way (Move, Node, Depth and Subtree read alike for every kind)."""


class RecordView:
    """The textbook record (minimax, alpha-beta, expectiminimax, the enhanced kernels): the window each node was
    entered with, its value (a bound where a cutoff only proved one) and how it ended. The other kinds change what
    differs from it."""

    headers: tuple[object, ...] = COLUMNS
    tips: tuple[object, ...] = HEADER_TIPS
    mcts = False
    """Whether the record is a Monte Carlo tree search's (its own columns and legend)."""

    def __init__(self, record: TreeRecord) -> None:
        self.record = record

    # -- what the columns are called -------------------------------------------------------------------
    def header(self, col: int, stepping: bool) -> str:
        """Column ``col``'s name (``stepping``: shown at a step before the last)."""
        return translated(self.headers[col])

    def header_tip(self, col: int) -> str:
        return translated(self.tips[col])

    # -- rows ------------------------------------------------------------------------------------------
    def pv_rows(self) -> list[int]:
        """The record's nodes on the principal variation, written in bold."""
        return pv_nodes(self.record)

    def move_text(self, i: int) -> str | None:
        """The Move column of node ``i`` when this kind names it its own way (None: the move, as every record)."""
        return None

    def cell(self, i: int, col: int) -> str | None:
        """Column ``col`` of node ``i`` when this kind writes it its own way (None: as the textbook record)."""
        return None

    def cell_tip(self, i: int, col: int) -> str | None:
        """The tooltip of such a cell (None: as the textbook record's)."""
        return None

    def ends_in_own_words(self, i: int) -> bool:
        """Whether "How it ended" is the record's own sentence for node ``i`` (no window's numbers in a rule)."""
        return False

    def path_text(self, chain: list[int], moves_text: Callable[[list[int]], str]) -> str:
        """The path to a node, ``chain`` its nodes from itself up to (not including) the root."""
        return moves_text(chain[::-1])

    # -- what only some kinds have ----------------------------------------------------------------------
    def best_first(self) -> SSSRecord | None:
        """SSS*'s or DUAL*'s record (its steps, OPEN's states and merits), or None."""
        return None

    def zero_window_passes(self) -> MtdfRecord | None:
        """MTD(f)'s record (the root's children are its passes), or None."""
        return None

    def pass_labels(self) -> list[str]:
        """Each pass's question and answer, as the Move column writes it (none but MTD(f)'s)."""
        return []

    @property
    def lower_bounds(self) -> bool:
        """Whether the record's merits are lower bounds for MAX, the lowest taken first (MIN plays SSS*'s MAX part)."""
        return False

    @property
    def dual(self) -> bool:
        """Whether DUAL* wrote the record."""
        return False

    def merit(self, merit: float) -> str:
        """A merit as the columns write it: in MAX's terms."""
        return format_value(merit)


class BestFirstView(RecordView):
    """SSS*'s and DUAL*'s record: no window (α and β become the node's state on OPEN and its merit, when the search
    kept its steps), every end in the record's own words."""

    headers = SSS_COLUMNS
    tips = SSS_HEADER_TIPS

    def __init__(self, record: SSSRecord) -> None:
        super().__init__(record)
        self.sss = record

    def header(self, col: int, stepping: bool) -> str:
        return translated((SSS_STEP_COLUMNS if stepping else SSS_COLUMNS)[col])

    def header_tip(self, col: int) -> str:
        """Its bounds in the direction the record's merits go."""
        if self.lower_bounds and col in LOWER_BOUND_TIPS:
            return translated(LOWER_BOUND_TIPS[col]).format(self.sss.name)
        return translated(SSS_HEADER_TIPS[col])

    def cell(self, i: int, col: int) -> str | None:
        return "" if col in (COL_ALPHA, COL_BETA) else None  # no window: merits on OPEN instead (with its steps)

    def ends_in_own_words(self, i: int) -> bool:
        return True

    def best_first(self) -> SSSRecord | None:
        return self.sss

    @property
    def lower_bounds(self) -> bool:
        return self.sss.sign < 0

    @property
    def dual(self) -> bool:
        return self.sss.dual

    def merit(self, merit: float) -> str:
        return format_value(self.sss.sign * merit)


class PassesView(RecordView):
    """MTD(f)'s record: below the root, one child per zero-window pass, named by the question it asked and its
    answer; a zero window's edges as g⁺ / g⁻; the principal variation in every pass."""

    def __init__(self, record: MtdfRecord) -> None:
        super().__init__(record)
        self.mtdf = record

    def pv_rows(self) -> list[int]:
        return self.mtdf.line_nodes(self.mtdf.pv)  # the final line in every pass, not only the last

    def move_text(self, i: int) -> str | None:
        found = self.mtdf.passes.get(i)
        return spoken(found.label) if found is not None else None  # a pass's root: its question and answer

    def cell(self, i: int, col: int) -> str | None:
        if col in (COL_ALPHA, COL_BETA):  # a zero window's edge (the float next to g) as g⁺ / g⁻, not as 4.94e-324
            return edge_text(self.mtdf.alpha_in[i] if col == COL_ALPHA else self.mtdf.beta_in[i])
        return None

    def ends_in_own_words(self, i: int) -> bool:
        return i == 0 or i in self.mtdf.passes

    def path_text(self, chain: list[int], moves_text: Callable[[list[int]], str]) -> str:
        if not chain:
            return moves_text([])
        # The moves below the pass's root (its own move is no move: the same position), then which pass
        return QCoreApplication.translate("SearchTreeModel", "{0} (in {1})").format(
            moves_text(chain[-2::-1]), spoken(self.mtdf.passes[chain[-1]].name))

    def zero_window_passes(self) -> MtdfRecord | None:
        return self.mtdf

    def pass_labels(self) -> list[str]:
        return [spoken(p.label) for p in self.mtdf.passes.values()]


class MctsView(RecordView):
    """Monte Carlo tree search's record in the same columns: α and β become its visits and the UCB1 score at the
    last selection, the value its mean, "How it ended" whether the node is expanded."""

    headers = MCTS_COLUMNS
    tips = MCTS_HEADER_TIPS
    mcts = True

    def __init__(self, record: MctsRecord) -> None:
        super().__init__(record)
        self.tree = record

    def cell(self, i: int, col: int) -> str | None:
        return mcts_text(self.tree, i, col) if col in OWN_COLUMNS else None

    def cell_tip(self, i: int, col: int) -> str | None:
        return translated(MCTS_HEADER_TIPS[col]) if col in OWN_COLUMNS else None


@singledispatch
def view_of(record: TreeRecord) -> RecordView:
    """How ``record`` is shown: its kind's view (keyed by the record's kind; the textbook record's by default)."""
    return RecordView(record)


@view_of.register
def _(record: SSSRecord) -> RecordView:
    return BestFirstView(record)


@view_of.register
def _(record: MtdfRecord) -> RecordView:
    return PassesView(record)


@view_of.register
def _(record: MctsRecord) -> RecordView:
    return MctsView(record)
