"""The tree explorer and the search tree stay split by concern: no class of theirs grows back past 30
methods (the explorer had 64, the search tree's model 52 and widget 43 before their concerns moved into
objects of their own; docs/extending/explorer-and-search-tree-code.md lists them)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 30
MODULES = sorted([*(ROOT / "gui" / "explorer").glob("*.py"), *(ROOT / "gui" / "search_tree").glob("*.py")])


def method_counts(path: Path) -> dict[str, int]:
    """Each class of the module: how many functions are defined directly in its body."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name: sum(isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) for item in node.body)
            for node in tree.body if isinstance(node, ast.ClassDef)}


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_class_has_more_than_30_methods(path: Path) -> None:
    assert {name: n for name, n in method_counts(path).items() if n > LIMIT} == {}


def test_the_counts_are_of_the_classes_themselves() -> None:
    counts = method_counts(ROOT / "gui" / "explorer" / "explorer.py")
    assert 10 < counts["TreeExplorer"] <= LIMIT  # the explorer is still there, and counted
