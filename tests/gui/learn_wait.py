"""Waiting for the Learn panel's answers: each task's answer is worked out off the window's thread
(gui/learn/answers.py), so a task shown for the first time has its words at once and its drawing and
answer a moment later."""

from __future__ import annotations

from typing import Any

from gui.learn.panel import LearnPanel

LONGEST_ANSWER_MS = 120_000
"""The longest a built-in task's answer may take on a busy test machine in pure Python."""


def task_ready(qtbot: Any, panel: LearnPanel) -> None:
    """Wait until the engine has the shown task's answer (at once when it had it already)."""
    qtbot.waitUntil(lambda: panel.pending is None, timeout=LONGEST_ANSWER_MS)
