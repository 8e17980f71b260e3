"""The tree explorer: textbook game trees drawn as trees, every algorithm step by step and compared.

``TreeExplorer`` (explorer.py) is the widget the main window hosts; ``python -m gui.explorer`` opens it
on its own. The modules without widgets in them (examples, layout, ordering, practice, treerun, sssrun,
mtdf_steps, subtree, and compare's ``compare_tree``) hold the logic, so it is testable without a display;
their sentences use only QtCore's translation (``QCoreApplication.translate``, which needs no application).
"""
