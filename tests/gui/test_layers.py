"""gui/'s folders are its layers: ``gui/app/`` is the application without widgets (the game and its
players, files, preferences, searches on worker threads), the widget packages sit on top of it.

Read from the source (imports inside functions count), so a widget import that only runs late is
caught too. ``gui/app/`` may use QtCore (signals, threads, settings, atomic files), never QtWidgets or
QtGui, and nothing from gui/ outside itself but ``gui/i18n/`` (Qt's translation marker and the plural
helper: QtCore only, so the application's messages translate like the widgets'); the docked panels never
reach up into the window.
"""

from __future__ import annotations

import ast
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "gui"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(GUI.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, absolute; for ``from package import name`` both the package and
    ``package.name`` (the name may be a module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def offenders(folder: str, allowed: tuple[str, ...], forbidden: tuple[str, ...]) -> dict[str, list[str]]:
    """Modules under gui/<folder> importing a forbidden module (prefix match) that is not allowed."""
    found: dict[str, list[str]] = {}
    for path in sorted((GUI / folder).rglob("*.py")):
        bad = sorted(m for m in imported_modules(path)
                     if any(m == f or m.startswith(f + ".") for f in forbidden)
                     and not any(m == a or m.startswith(a + ".") for a in allowed))
        if bad:
            found[str(path.relative_to(GUI.parent))] = bad
    return found


def test_imports_are_read_relative_and_absolute_alike() -> None:
    # the scan itself: a relative import two levels up and a package-of-modules import resolve absolutely
    assert "gui.board" in imported_modules(GUI / "window" / "main_window.py")
    assert "gui.window.wheel_guard" in imported_modules(GUI / "window" / "main_window.py")
    assert "PySide6.QtWidgets" in imported_modules(GUI / "panels" / "settings_panel.py")
    assert offenders("panels", (), ("gui.app",)), "the panels do use the application layer"


def test_the_application_layer_holds_no_widgets() -> None:
    assert (GUI / "app" / "controller.py").is_file()
    assert offenders("app", allowed=("gui.app", "gui.i18n"),
                     forbidden=("gui", "PySide6.QtWidgets", "PySide6.QtGui")) == {}
    assert offenders("i18n", allowed=(), forbidden=("gui", "PySide6.QtWidgets", "PySide6.QtGui")) == {}


def test_the_panels_never_reach_into_the_window() -> None:
    assert offenders("panels", allowed=(), forbidden=("gui.window",)) == {}


def test_gui_top_level_holds_packages_only() -> None:
    """The folder tree shows the layers: no module sits loose at gui/'s top."""
    assert sorted(p.name for p in GUI.glob("*.py")) == ["__init__.py"]


def test_the_labs_decisions_hold_no_widgets() -> None:
    """The evaluation lab's logic is testable without a window: no widget module, directly or through
    the lab's own modules it imports."""
    lab = GUI / "eval_lab"
    widgets = ("PySide6.QtWidgets", "PySide6.QtGui", "gui.window", "gui.panels", "gui.board", "gui.search_tree",
               "gui.eval_lab.lab", "gui.eval_lab.lab_view", "gui.eval_lab.lab_file", "gui.eval_lab.editor")
    for name in ("lab_logic.py", "runner.py"):
        found = imported_modules(lab / name)
        assert not [m for m in found if any(m == w or m.startswith(w + ".") for w in widgets)], name


def test_every_worker_thread_is_a_job_thread() -> None:
    """Long jobs (a search, a comparison, the lab's analyses, a tournament) run on ``gui.app.jobs.JobThread``:
    one place for request ids, stop events and the thread's error boundary."""
    makers = []
    # Learn's answers: a queue of small searches on a Python thread that ends when the queue is empty and
    # holds the cycle collector off while it runs (gui/learn/answers.py says why); the one named exception.
    allowed = {GUI / "app" / "jobs.py", GUI / "learn" / "answers.py"}
    for path in sorted(GUI.rglob("*.py")):
        if path in allowed:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute) \
                    and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr) in ("QThread", "Thread"):
                makers.append(f"{path.relative_to(GUI.parent)}:{node.lineno}")
    assert makers == []
