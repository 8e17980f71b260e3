"""The task kinds and measures the Learn panel and its parts share."""

from __future__ import annotations

Path = tuple[int, ...]
"""A node of a task's tree: the moves from the root."""
MOVE_KINDS = ("best-move", "mcts-move", "pv", "beat-computer")
"""Task kinds answered by moves on the board."""
CAPTION_ANSWERS = ("to-move", "terminal")
"""Task kinds whose answer the board's usual caption ("X to move", "Game over") would give away."""
PLAY = "beat-computer"
TREE_FIT_MARGIN = 20
"""The margin the tree view keeps round a tree when it fits it (``TreeView.fit``)."""
