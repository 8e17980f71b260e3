"""The set-up installs bubblewrap (the contest's sandbox) where it may: Linux, root, apt-get, not there yet."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SPEC = importlib.util.spec_from_file_location("dev", Path(__file__).resolve().parent.parent / "scripts" / "dev.py")
assert SPEC is not None and SPEC.loader is not None
dev = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(dev)


@pytest.mark.parametrize(("system", "root", "bwrap", "apt", "runs"), [
    ("linux", True, False, True, True),
    ("linux", True, True, True, False),   # already there
    ("linux", False, False, True, False),  # not root: one line says what to do
    ("linux", True, False, False, False),  # no apt-get
    ("darwin", True, False, True, False),
    ("win32", False, False, False, False),
])
def test_bubblewrap_is_installed_only_where_the_set_up_may(system: str, root: bool, bwrap: bool, apt: bool,
                                                          runs: bool) -> None:
    step = dev.bubblewrap_step(system, root, bwrap, apt)
    assert (step is not None) == runs
    if runs:
        assert step[:2] == ["apt-get", "install"] and "bubblewrap" in step


def test_without_bubblewrap_and_rights_the_set_up_says_so_in_one_line(monkeypatch, capsys) -> None:
    monkeypatch.setattr(dev.sys, "platform", "linux")
    monkeypatch.setattr("shutil.which", lambda name: None)
    monkeypatch.setattr(dev.os, "geteuid", lambda: 1000, raising=False)
    monkeypatch.setattr(dev, "run", lambda *a, **k: pytest.fail("nothing may be installed without root"))
    dev.ensure_bubblewrap()
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and "bubblewrap is not installed" in out[0]
