"""The search-tree view: a lazy tree model of a recorded search, and the widget around it."""

from .model import SearchTreeModel
from .widget import SearchTreeWidget

__all__ = ["SearchTreeModel", "SearchTreeWidget"]
