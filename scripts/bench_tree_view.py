#!/usr/bin/env python3
"""Time the search-tree view on a big record: open it, expand, scroll, expand the PV, search, filter.

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/bench_tree_view.py [--nodes 200000] [--export]

The record is Connect Four from the empty board, minimax to depth 7 with the window evaluation, cut at
``--nodes`` by the record budget (a truncated record, as the GUI would get). Each step includes the
event processing (layout and painting) it causes. "Without a noticeable pause" means each step well
under ~100 ms.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from engine.games.connect4 import ConnectFour, Windows
from engine.search import SearchOptions, search
from gui.search_tree import SearchTreeWidget


def timed(label: str, app: QApplication, widget: SearchTreeWidget, action: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    action()
    app.processEvents()  # the layout the step caused
    widget.view.viewport().repaint()  # and a full repaint of the rows in view
    ms = (time.perf_counter() - t0) * 1000
    print(f"  {label:<44} {ms:8.1f} ms")
    return ms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=200_000, help="record budget (default 200,000)")
    parser.add_argument("--export", action="store_true", help="also time the JSON and DOT exports")
    args = parser.parse_args()

    app = QApplication.instance() or QApplication([])
    game = ConnectFour()
    t0 = time.perf_counter()
    result = search(game, game.initial_state(), SearchOptions("minimax", depth=7, evaluation=Windows(), record=True,
                                                                record_budget=args.nodes))
    record = result.tree
    assert record is not None
    print(f"record: {len(record):,} nodes (truncated: {record.truncated}), "
          f"search {time.perf_counter() - t0:.1f} s")

    widget = SearchTreeWidget()
    widget.resize(1000, 700)
    widget.show()
    app.processEvents()
    view, model = widget.view, widget.model
    print("view steps:")
    browse = {
        "set_record (root expanded)": lambda: widget.set_record(record, "benchmark"),
        "expand every root move": lambda: [view.expand(model.index(r, 0, model.index(0, 0))) for r in range(7)],
        "scroll to bottom": view.scrollToBottom,
        "expand PV (and select its end)": widget.expand_pv,
        "expand the first 3 levels": lambda: view.expandToDepth(1),
        "scroll to top": view.scrollToTop,
        "page down x 20": lambda: [view.verticalScrollBar().triggerAction(
            view.verticalScrollBar().SliderAction.SliderPageStepAdd) for _ in range(20)],
        "search '4 4 4' (all matches, show first)": lambda: (widget.search_box.setText("444"), widget.search.search_now()),
        "next match x 10": lambda: [widget.search.next_match() for _ in range(10)],
    }
    worst = max(timed(label, app, widget, step) for label, step in browse.items())
    print(f"  -> rows the model handed to the view: {model.cache.fetched_rows():,} of {len(record):,} recorded nodes")
    filters = {
        "hide pruned on": lambda: widget.hide_pruned.setChecked(True),
        "only the PV on": lambda: widget.pv_only.setChecked(True),
        "only the PV off": lambda: widget.pv_only.setChecked(False),
        "collapse all": view.collapseAll,
    }
    worst = max(worst, *(timed(label, app, widget, step) for label, step in filters.items()))
    print(f"slowest step: {worst:.1f} ms")

    if args.export:
        with tempfile.TemporaryDirectory() as tmp:
            for suffix in ("json", "dot"):
                path = os.path.join(tmp, f"tree.{suffix}")
                timed(f"export {suffix.upper()}", app, widget, lambda p=path: widget.export(p))
                print(f"    {os.path.getsize(path) / 1e6:.1f} MB")
    widget.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
