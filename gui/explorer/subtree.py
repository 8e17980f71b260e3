"""A subtree of a real game search (a ``TreeRecord``) as an explicit tree the explorer can draw.

Leaves are the values the search recorded, labels are the moves (in the game's notation), node types
come from the record, and each node keeps the game position it stands for, for the hover tooltip.
Past ``max_nodes`` the deepest levels are cut: nodes at the last level that fits become leaves with
their recorded value.
"""

from __future__ import annotations

import html
import math
from typing import Any

from engine.games.tree import TreeNode, build_tree
from engine.record import CHANCE_KIND, KIND_NAMES, TreeRecord

from ..search_tree.views import view_of

LabelPath = tuple[str, ...]


def _levels_within(record: TreeRecord, index: int, max_nodes: int) -> int:
    """How many levels below ``index`` fit in ``max_nodes`` nodes (0: the node alone)."""
    total, level, depth = 1, [index], 0
    while True:
        nxt = [c for i in level for c in record.children(i)]
        if not nxt or total + len(nxt) > max_nodes:
            return depth
        total += len(nxt)
        level = nxt
        depth += 1


def record_subtree(record: TreeRecord, index: int, max_nodes: int = 400) -> tuple[TreeNode, dict[LabelPath, str]]:
    """The explicit tree below record node ``index``, and the positions (rendered as text) by label path."""
    if not 0 <= index < len(record):
        raise IndexError(f"no node {index} in a record of {len(record)}")
    levels = _levels_within(record, index, max(1, max_nodes))
    game = record.game
    # SSS* and DUAL* prove no value for an inner node (only the root's): where the subtree is cut, such a node
    # becomes a leaf holding the bound the search ended with (as alpha-beta's cut nodes hold theirs).
    sss = view_of(record).best_first()
    ended = sss.at_step(len(sss.steps)) if sss is not None and sss.steps else None
    sign = sss.sign if sss is not None else 1  # a merit in MAX's terms
    positions: dict[LabelPath, str] = {}

    def label(i: int) -> str:
        if i == index:
            return ""
        move = record.move[i]
        return game.format_move(move) if game is not None else str(move)

    def build(i: int, depth: int, lpath: LabelPath) -> Any:
        if game is not None:
            positions[lpath] = game.render(record.state_at(i))
        value = record.value[i]
        if math.isnan(value) and ended is not None and depth >= levels and record.n_examined[i] and i in ended.bound:
            value = sign * ended.bound[i]  # an inner node cut off (one generated but never evaluated stays out)
        kids = [c for c in record.children(i) if ended is not None or not math.isnan(record.value[c])] \
            if depth < levels else []
        # A chance node missing some outcomes (cut by Star1/Star2, or not recorded) cannot be redrawn
        # from the rest: renormalising their probabilities would invent a value. It stays a leaf with
        # the value the search recorded (a bound, when it was cut), and its label says so.
        cut = bool(kids) and record.kind[i] == CHANCE_KIND and len(kids) < record.n_children[i]
        # (SSS*: a child generated but never evaluated nor bounded has no value, and is left out)
        children = [] if cut else [child for c in kids if (child := build(c, depth + 1, (*lpath, label(c)))) is not None]
        if not children:
            if math.isnan(value):
                return None
            if math.isfinite(value):
                # Expectations summed in floating point leave noise (3.9999999999999996): the text box
                # and the exported JSON show what was meant.
                value = round(value, 9)
                if float(value).is_integer():
                    value = int(value)  # 1 rather than 1.0
            name = label(i) + (" (chance node cut: a bound)" if cut else "")
            return {"value": value, "label": name.strip()} if name else value
        out: dict[str, Any] = {"type": KIND_NAMES[record.kind[i]].lower(), "children": children}
        if record.kind[i] == CHANCE_KIND:
            all_probs = record.probs.get(i)
            all_kids = list(record.children(i))
            if all_probs is not None and len(all_probs) == len(all_kids):
                probs = [all_probs[all_kids.index(c)] for c in kids]
                total = sum(probs)
                out["probs"] = [p / total for p in probs] if total > 0 else None
                if out["probs"] is None:
                    del out["probs"]
        if label(i):
            out["label"] = label(i)
        return out

    data = build(index, 0, ())
    if data is None:
        raise ValueError("that node has no recorded value (the search was stopped there)")
    return build_tree(data), positions


def position_tooltip(text: str) -> str:
    """A rendered position as rich text for a tooltip (monospace, so boards line up)."""
    return f"<pre style='font-family: DejaVu Sans Mono, monospace'>{html.escape(text)}</pre>"
