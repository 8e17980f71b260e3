"""The tree explorer: textbook game trees drawn as trees, with minimax / alpha-beta step by step.

``TreeExplorer`` (explorer.py) is the widget the main window hosts; ``python -m gui.explorer`` opens it
on its own. The modules without Qt in them (examples, layout, ordering, practice, treerun, subtree) hold
the logic, so it is testable without a display.
"""
