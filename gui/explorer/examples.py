"""Built-in example trees (``engine/resources/trees``, shipped with the package) and the random tree generator.

Each example is a plain tree file that ``analyze --tree @file`` reads as it is; its title and one-line
explanation live beside it in ``index.json`` there (a list of {"file", "title",
"explanation"}), so the files stay valid trees.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.errors import InputError
from engine.games.tree import uniform_tree_data
from engine.resources import TREES

TREES_DIR = TREES


@dataclass(frozen=True)
class Example:
    file: str
    title: str
    explanation: str

    @property
    def path(self) -> Path:
        return TREES_DIR / self.file

    def text(self) -> str:
        return self.path.read_text(encoding="utf-8")


def load_examples(directory: Path = TREES_DIR) -> list[Example]:
    """The examples listed in ``index.json``, in its order."""
    entries = json.loads((directory / "index.json").read_text(encoding="utf-8"))
    return [Example(e["file"], e["title"], e["explanation"]) for e in entries]


def random_tree_data(depth: int, branching: int, low: int, high: int, seed: int) -> Any:
    """A uniform random tree (every inner node ``branching`` children, leaves at ``depth``) with integer
    leaves in [low, high], as JSON data. Same arguments, same tree."""
    if depth < 1 or branching < 1:
        raise InputError("a random tree needs depth ≥ 1 and branching ≥ 1")
    if low > high:
        raise InputError(f"the value range is empty: {low} > {high}")
    if branching ** depth > 200_000:
        raise InputError(f"{branching}^{depth} leaves is too many for the explorer (at most 200,000)")
    return uniform_tree_data(depth, branching, low, high, seed)


def compact_json(data: Any) -> str:
    """Tree data as short text: nested lists on one line (what the text box shows)."""
    return json.dumps(data, separators=(", ", ": "))
