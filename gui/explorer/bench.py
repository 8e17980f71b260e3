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
from functools import partial
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


def restyle(scene: TreeScene, run: TreeRun, step: int) -> None:
    scene.apply_state(run.state(step), True)


def main() -> int:
    _app = QApplication.instance() or QApplication(sys.argv[:1])
    for depth, width in ((10, 2), (7, 3)):
        data = random_tree_data(depth, width, -50, 50, 1)
        root = timed("parse", partial(build_tree, data))
        print(f"uniform tree, width {width}, depth {depth}: {root.size:,} nodes")
        run = timed("alpha-beta run + steps", partial(TreeRun, root, "alphabeta"))
        print(f"  ({len(run):,} steps)")
        scene = TreeScene()
        timed("scene build (set_tree)", partial(scene.set_tree, root))
        last = len(run) - 1
        timed("restyle to the last step", partial(scene.apply_state, run.state(last), True))
        timed("state + restyle, one step back", partial(restyle, scene, run, last - 1))
        with tempfile.TemporaryDirectory() as tmp:
            timed("PNG export", partial(export_png, scene, os.path.join(tmp, "t.png"), scale=0.5))
    return 0


if __name__ == "__main__":
    sys.exit(main())
