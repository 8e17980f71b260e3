"""The search-tree view (PLACEHOLDER in the gui branch: the real widget comes from the tree branch)."""

from .widget import SearchTreeWidget

__all__ = ["SearchTreeWidget"]
