"""What the explorer's collaborators (``Playback``, ``ComparisonMode``, ``PracticeMode``, ``TreeFiles``,
``AlgorithmChoice``) use of the explorer: its tree and run, its widgets, and each other's few entry points.
A protocol, so that none of them imports the explorer that owns them."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QComboBox, QLabel, QSlider, QSpinBox, QSplitter, QToolButton

from engine.games.tree import TreeNode
from engine.search import Algorithm

from .compare import ComparisonPanel
from .examples import Example
from .input_panel import TreeInputPanel
from .practice_panel import PracticePanel
from .scene import TreeScene
from .subtree import LabelPath
from .treerun import TreeRun

Path = tuple[int, ...]


class StepControls(Protocol):
    """The playback's part the other modes use: stop playing."""

    def stop(self) -> None: ...


class ComparisonTable(Protocol):
    """Compare all's part the practice uses: hide the table."""

    def close(self) -> None: ...


class AlgorithmMenu(Protocol):
    """The algorithm menu's part the practice uses: switch to alpha-beta, and name the one it left."""

    def title(self, key: str) -> str: ...

    def set_algorithm(self, name: str) -> None: ...


class ExplorerHost(Protocol):
    """The explorer as its collaborators see it."""

    step: int
    """The step of the run shown (-1: before the first)."""
    positions: dict[LabelPath, str]
    """Boards of a real search's subtree, by the moves from its root (empty for a textbook tree)."""

    root: TreeNode | None
    run: TreeRun | None
    title: str
    examples: list[Example]

    @property
    def algorithm(self) -> Algorithm: ...

    # its widgets
    scene: TreeScene
    input_panel: TreeInputPanel
    practice: PracticePanel
    compare_panel: ComparisonPanel
    drawing_split: QSplitter
    algorithm_combo: QComboBox
    depth_limit: QSpinBox
    counts_label: QLabel
    export_label: QLabel
    speed_slider: QSlider
    speed_label: QLabel
    start_button: QToolButton
    back_button: QToolButton
    forward_button: QToolButton
    cutoff_button: QToolButton
    end_button: QToolButton
    play_button: QToolButton
    compare_button: QToolButton

    # its signals
    @property
    def stepChanged(self) -> SignalInstance: ...
    @property
    def practiceChecked(self) -> SignalInstance: ...

    # the other collaborators
    @property
    def playback(self) -> StepControls: ...
    @property
    def comparison_mode(self) -> ComparisonTable: ...
    @property
    def algorithms(self) -> AlgorithmMenu: ...

    def open_tree(self, root: TreeNode, title: str, text: str | None = None) -> bool: ...

    def redraw(self, fit: bool) -> None: ...

    def show_step(self) -> None: ...

    def names(self) -> dict[Path, str]: ...

    def label_path(self, root: TreeNode, path: Path) -> LabelPath: ...

    def alphabeta_run(self) -> TreeRun: ...
