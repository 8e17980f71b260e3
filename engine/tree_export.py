"""Export a recorded search tree (``TreeRecord``) as tree JSON or as Graphviz DOT.

JSON uses the explicit-tree notation that ``analyze --tree`` reads (``engine.games.tree``), so an
exported search can be searched again: every recorded node becomes an object
``{"type": "max"|"min"|"chance", "label": <move>, "children": [...], "value": v, "info": {...}}``
and every leaf (a terminal state, a depth-cutoff evaluation) ``{"value": v, "label": ..., "info": ...}``.
``value`` is what the search recorded; ``info`` (ignored by the parser) keeps the rest: the entry
window, how the node ended, the moves a cutoff pruned, whether the value is only a bound.

Pruned moves are not children: they have no value. Where the record budget ran out, the examined
children that were not recorded are represented by one stand-in leaf (or the node becomes a leaf
with its recorded value when none of its children was recorded). With those rules each exported inner
node's value is the max / min / expectation of its exported children, as the search computed it, so
searching the export again gives the recorded root value.

The helpers ``pv_nodes``, ``value_bound`` and ``format_value`` are shared with the GUI's tree view.
"""

from __future__ import annotations

import math
from typing import Any

from .record import (
    ALPHA_CUT,
    BETA_CUT,
    CHANCE_KIND,
    CUTOFF,
    END_NAMES,
    MAX,
    MIN,
    STOPPED,
    TERMINAL,
    TreeRecord,
)

_TYPE_NAMES = {MAX: "max", MIN: "min", CHANCE_KIND: "chance"}


# -- helpers shared with the tree view -------------------------------------------------------------
def pv_nodes(record: TreeRecord) -> list[int]:
    """Record indices along the principal variation, root first (stops where the PV leaves the record)."""
    if not len(record):
        return []
    nodes = [0]
    i = 0
    for move in record.pv:
        for c in record.children(i):
            if record.move[c] == move:
                i = c
                break
        else:
            break
        nodes.append(i)
    return nodes


def value_bound(record: TreeRecord, i: int) -> str:
    """"exact", "lower" or "upper": what node ``i``'s recorded value proves (alpha-beta is fail-soft).

    A searched MAX/MIN node whose value reached beta only proves the true value is at least that
    (it failed high), one at or below alpha at most that (it failed low). Leaves are exact, and so is
    everything minimax records (its window is always (-inf, inf)).
    """
    end = record.end[i]
    if end in (TERMINAL, CUTOFF, STOPPED) or record.kind[i] == CHANCE_KIND:
        return "exact"
    v = record.value[i]
    if v >= record.beta_in[i]:
        return "lower"
    if v <= record.alpha_in[i]:
        return "upper"
    return "exact"


def format_value(v: float) -> str:
    """A value for people: integers without ".0", others to 4 significant digits, ∞ for infinity."""
    if math.isnan(v):
        return "?"
    if math.isinf(v):
        return "∞" if v > 0 else "−∞"
    if float(v).is_integer():
        return f"{int(v)}".replace("-", "−")
    return f"{v:.4g}".replace("-", "−")


def format_bounded(record: TreeRecord, i: int) -> str:
    """Node ``i``'s value as text, with "≥" / "≤" when it is only a bound."""
    text = format_value(record.value[i])
    bound = value_bound(record, i)
    if bound == "lower":
        return f"≥ {text}"
    if bound == "upper":
        return f"≤ {text}"
    return text


def move_label(record: TreeRecord, move: int) -> str:
    game = record.game
    return game.format_move(move) if game is not None else str(move)


# -- JSON ------------------------------------------------------------------------------------------
def _json_number(v: float) -> float | str:
    """JSON has no infinities: unbounded alpha/beta are written as the strings "-inf" / "inf"."""
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return int(v) if float(v).is_integer() else v


def _recorded_child_counts(record: TreeRecord) -> list[int]:
    """Recorded children per node, in one pass (walking ``children(i)`` for every node costs more)."""
    counts = [0] * len(record)
    parent = record.parent
    for i in range(1, len(record)):
        counts[parent[i]] += 1
    return counts


def _node_info(record: TreeRecord, i: int, on_pv: bool, missing: int) -> dict[str, Any]:
    end = record.end[i]
    info: dict[str, Any] = {}
    if i:
        info["move"] = record.move[i]
    info["alpha"] = _json_number(record.alpha_in[i])
    info["beta"] = _json_number(record.beta_in[i])
    info["end"] = END_NAMES[end]
    if end not in (TERMINAL, CUTOFF):
        info["examined"] = record.n_examined[i]
        info["moves"] = record.n_children[i]
    bound = value_bound(record, i)
    if bound != "exact":
        info["bound"] = bound
    if end in (BETA_CUT, ALPHA_CUT):
        info["pruned"] = [move_label(record, m) for m in record.pruned_moves(i)]
    if missing:
        info["unrecorded"] = missing
    if on_pv:
        info["pv"] = True
    return info


def _finite(v: float) -> bool:
    return not math.isnan(v) and not math.isinf(v)


def _stand_in(record: TreeRecord, i: int, node: dict[str, Any], missing: int) -> None:
    """Add one leaf standing for node ``i``'s ``missing`` examined-but-unrecorded children, valued so
    that the node's value comes out as recorded: the node's own value under MAX or MIN (the missing
    children were all at most / at least it), and for a chance node the mean the missing outcomes must
    have had, with their total probability."""
    v = record.value[i]
    leaf: dict[str, Any] = {"label": "…", "info": {"unrecorded": missing}}
    probs = record.probs.get(i)
    if record.kind[i] == CHANCE_KIND and probs is not None:
        if any("value" not in c for c in node["children"]):
            return
        k = len(node["children"])
        rest = sum(probs[k:])
        if rest <= 0:
            return
        known = sum(p * c["value"] for p, c in zip(probs, node["children"], strict=False))
        node["probs"] = [*probs[:k], rest]
        leaf["value"] = _json_number((v - known) / rest)
    else:
        leaf["value"] = _json_number(v)
    node["children"].append(leaf)


def record_to_json(record: TreeRecord) -> dict[str, Any]:
    """The recorded tree as tree-notation data (see the module docstring); ``json.dumps`` it to save.

    A truncated record (budget spent) exports what it holds: a node with no recorded children becomes a
    leaf with its recorded value; a node missing only some gets one stand-in leaf for them, labelled
    "…" (see ``_stand_in``). A stopped search exports its finished nodes; open nodes carry no value.
    Raises ValueError if there is nothing to export (an empty record, or a search stopped before any
    node below the root finished).
    """
    if not len(record):
        raise ValueError("nothing to export: the search tree is empty")
    pv = set(pv_nodes(record))
    counts = _recorded_child_counts(record)
    # Built in the record's own pre-order, without recursion, so deep trees cannot hit the recursion
    # limit; every node's children are complete once the next node at its ply or above comes.
    out: dict[int, dict[str, Any]] = {}
    incomplete: list[tuple[int, int]] = []  # (node, missing children) to finish with a stand-in
    for i in range(len(record)):
        v = record.value[i]
        end = record.end[i]
        missing = 0 if end in (TERMINAL, CUTOFF) else max(0, record.n_examined[i] - counts[i])
        node: dict[str, Any]
        if end in (TERMINAL, CUTOFF) or counts[i] == 0:
            if not _finite(v):
                continue  # an open node with nothing finished below it: no value to give
            node = {"value": _json_number(v)}
        else:
            node = {"type": _TYPE_NAMES[record.kind[i]], "children": []}
            if _finite(v):
                node["value"] = _json_number(v)
                if missing:
                    incomplete.append((i, missing))
        if i:
            node["label"] = move_label(record, record.move[i])
        node["info"] = _node_info(record, i, i in pv, missing)
        if i:
            parent = out.get(record.parent[i])
            if parent is None or "children" not in parent:
                continue  # below a node that was skipped: not part of the export
            parent["children"].append(node)
        out[i] = node
    root = out.get(0)
    if root is None or ("children" in root and not root["children"]):
        raise ValueError("nothing to export: the search was stopped before any move was searched")
    for i, probs in record.probs.items():
        entry = out.get(i)
        if entry is not None and "children" in entry and len(entry["children"]) == len(probs):
            entry["probs"] = list(probs)
    for i, missing in incomplete:
        _stand_in(record, i, out[i], missing)
    info = root["info"]
    info["nodes"] = len(record)
    info["truncated"] = record.truncated
    info["principal_variation"] = [move_label(record, m) for m in record.pv]
    if record.game is not None:
        info["game"] = record.game.name if record.game is not None else ""
    return root


# -- DOT -------------------------------------------------------------------------------------------
_SHAPES = {MAX: "triangle", MIN: "invtriangle", CHANCE_KIND: "circle"}


def _dot_quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def record_to_dot(record: TreeRecord) -> str:
    """The recorded tree as a Graphviz digraph, one statement per line.

    MAX nodes are triangles, MIN nodes inverted triangles, chance nodes circles, terminal and
    depth-cutoff leaves boxes; each node is labelled with its value ("≥ 5" for a bound), each edge
    with its move; principal-variation edges are bold; pruned moves are grey dashed edges to grey
    "pruned" nodes.
    """
    pv = set(pv_nodes(record))
    counts = _recorded_child_counts(record)
    lines = [
        "digraph search_tree {",
        '  graph [ordering=out, fontname="DejaVu Sans"];',
        '  node [fontname="DejaVu Sans", fontsize=10, margin=0.05];',
        '  edge [fontname="DejaVu Sans", fontsize=9];',
    ]
    later: list[str] = []
    for i in range(len(record)):
        end = record.end[i]
        leaf = end in (TERMINAL, CUTOFF)
        shape = "box" if leaf else _SHAPES[record.kind[i]]
        attrs = [f"shape={shape}", f"label={_dot_quote(format_bounded(record, i))}"]
        tip = END_NAMES[end] if leaf else record.describe_end(i)
        attrs.append(f"tooltip={_dot_quote(tip)}")
        if i in pv:
            attrs.append("penwidth=2")
        lines.append(f"  n{i} [{', '.join(attrs)}];")
        if i:
            parent = record.parent[i]
            label = move_label(record, record.move[i])
            probs = record.probs.get(parent)
            if probs is not None:
                label += f" (p={probs[_child_ordinal(record, parent, i)]:.3g})"
            style = ", style=bold, penwidth=2" if i in pv else ""
            lines.append(f"  n{parent} -> n{i} [label={_dot_quote(label)}{style}];")
        # After every recorded node, so that (with ordering=out) a node's pruned moves are drawn to
        # the right of its searched children, as in the textbook figures.
        if end in (BETA_CUT, ALPHA_CUT):
            rule = "v ≥ β" if end == BETA_CUT else "v ≤ α"
            for k, m in enumerate(record.pruned_moves(i)):
                name = f"p{i}_{k}"
                later.append(f'  {name} [shape=box, style=dashed, color=grey, fontcolor=grey, '
                             f'label={_dot_quote("pruned")}, tooltip={_dot_quote("pruned: " + rule)}];')
                later.append(f"  n{i} -> {name} [label={_dot_quote(move_label(record, m))}, "
                             "style=dashed, color=grey, fontcolor=grey];")
        missing = 0 if leaf else max(0, record.n_examined[i] - counts[i])
        if missing:
            name = f"u{i}"
            later.append(f"  {name} [shape=note, color=grey, fontcolor=grey, "
                         f"label={_dot_quote(f'{missing} not recorded')}];")
            later.append(f"  n{i} -> {name} [style=dotted, color=grey];")
    lines.extend(later)
    lines.append("}")
    return "\n".join(lines) + "\n"


def _child_ordinal(record: TreeRecord, parent: int, child: int) -> int:
    """Position of ``child`` among ``parent``'s outcomes (chance nodes record every outcome in order)."""
    for k, c in enumerate(record.children(parent)):
        if c == child:
            return k
    raise ValueError(f"node {child} is not a child of {parent}")
