"""``python -m gui.explorer.bench``: how long the explorer takes to build and restyle big trees.

Times (not asserted anywhere: tests check structure, this script measures) for uniform random trees
of about 2,000 and 4,000 nodes: parsing, the engine's recorded alpha-beta run and its steps, the
scene build, one full restyle to the last step, a step forward, and a PNG export.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from typing import TypeVar

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # (imported after choosing the platform)

from engine.games.tree import build_tree

from .examples import random_tree_data
from .export import export_png
from .scene import TreeScene
from .treerun import TreeRun

T = TypeVar("T")


def timed(label: str, fn: Callable[[], T]) -> T:
    t0 = time.perf_counter()
    out = fn()
    print(f"  {label:<34} {1000 * (time.perf_counter() - t0):8.1f} ms")
    return out


def main() -> int:
    _app = QApplication.instance() or QApplication(sys.argv[:1])
    for depth, width in ((10, 2), (7, 3)):
        data = random_tree_data(depth, width, -50, 50, 1)
        root = timed("parse", lambda d=data: build_tree(d))
        print(f"uniform tree, width {width}, depth {depth}: {root.size:,} nodes")
        run = timed("alpha-beta run + steps", lambda r=root: TreeRun(r, "alphabeta"))
        print(f"  ({len(run):,} steps)")
        scene = TreeScene()
        timed("scene build (set_tree)", lambda s=scene, r=root: s.set_tree(r))
        last = len(run) - 1
        timed("restyle to the last step", lambda s=scene, r=run, k=last: s.apply_state(r.state(k), True))
        timed("state + restyle, one step back", lambda s=scene, r=run, k=last - 1: s.apply_state(r.state(k), True))
        with tempfile.TemporaryDirectory() as tmp:
            timed("PNG export", lambda s=scene, t=tmp: export_png(s, os.path.join(t, "t.png"), scale=0.5))
    return 0


if __name__ == "__main__":
    sys.exit(main())
