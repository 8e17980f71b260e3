"""The evaluation lab opens only regular files of sane size: a FIFO would freeze the window waiting for a
writer, a device or a huge file would fill the editor until the memory runs out."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.validation import MAX_EVALUATION_FILE_BYTES
from gui.window.main_window import MainWindow
from tests.attack import fifo_watchdog

MakeWindow = Callable[..., MainWindow]


def test_a_fifo_or_a_huge_file_is_refused_with_a_message(qtbot: QtBot, make_window: MakeWindow,
                                                        tmp_path: Path) -> None:
    w = make_window()
    lab = w.eval_lab
    big = tmp_path / "big.py"
    with big.open("wb") as f:
        f.truncate(MAX_EVALUATION_FILE_BYTES + 1)
    with qtbot.waitSignal(lab.errorShown, timeout=10_000) as blocker:
        assert lab.file.open_file(str(big)) is False
    assert "too large" in blocker.args[0]
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = tmp_path / "eval.fifo"
    os.mkfifo(fifo)
    start = time.monotonic()
    with fifo_watchdog(str(fifo)), qtbot.waitSignal(lab.errorShown, timeout=20_000) as blocker:
        assert lab.file.open_file(str(fifo)) is False
    assert "regular file" in blocker.args[0] and time.monotonic() - start < 10
