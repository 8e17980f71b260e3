"""The Qt binding must not lose references to None (PySide6 6.12.0 does, on Python 3.11).

PySide6-Essentials 6.12.0 returns None from every void method (``setText``, ``repaint``, ...) and
for every invalid QVariant without taking a reference to it. Python 3.12 made None immortal, so
there it is harmless; on Python 3.11 None's reference count (a few thousand at start) runs down with
each call and the process dies with "Fatal Python error: none_dealloc" — at exit after a few thousand
calls, mid-session after more (a few minutes of scrolling the search tree). 6.11.3 is fine;
pyproject.toml excludes 6.12.0.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import QLabel


def test_void_calls_and_invalid_variants_keep_none_alive(qapp):
    label = QLabel()
    model = QStringListModel(["a"])
    index = model.index(0, 0)
    before = sys.getrefcount(None)
    for _ in range(500):
        label.setText("x")  # void
        index.data(Qt.ItemDataRole.FontRole)  # an invalid QVariant
    lost = before - sys.getrefcount(None)
    assert lost < 100, f"the Qt binding lost {lost} references to None in 1,000 calls (PySide6 6.12.0 on 3.11?)"
