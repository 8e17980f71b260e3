"""Every word the window shows goes through Qt's translation: a literal (or f-string) handed straight to
a widget's text, title, tooltip, accessible name, menu, tab, item or message box is an English word no
``.ts`` file can reach. This reads the sources (no window is opened) and names each such call."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GUI = Path(__file__).resolve().parents[2] / "gui"

# Calls whose string arguments are shown to the user: method name → which positional arguments are text.
TEXT_METHODS: dict[str, tuple[int, ...]] = {
    "setText": (0,), "setToolTip": (0,), "setStatusTip": (0,), "setWhatsThis": (0,),
    "setWindowTitle": (0,), "setPlaceholderText": (0,), "setTitle": (0,), "setAccessibleName": (0,),
    "setAccessibleDescription": (0,), "setLabelText": (0,), "setSpecialValueText": (0,),
    "setSuffix": (0,), "setPrefix": (0,), "showMessage": (0,), "setTabText": (1,), "setTabToolTip": (1,),
    "addMenu": (0,), "addAction": (0,), "addTab": (1,), "insertTab": (2,), "addItem": (0,),
    "setHeaderLabels": (0,), "setHorizontalHeaderLabels": (0,), "setVerticalHeaderLabels": (0,),
    "setInformativeText": (0,), "setDetailedText": (0,), "addRow": (0,),
    "information": (1, 2), "warning": (1, 2), "critical": (1, 2), "question": (1, 2),
    "getOpenFileName": (1,), "getSaveFileName": (1,), "getExistingDirectory": (1,),
    "getText": (1, 2), "getInt": (1, 2), "getItem": (1, 2), "getDouble": (1, 2),
}
# Widgets whose first constructor argument is their text.
TEXT_WIDGETS = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QToolButton",
                "QMenu", "QDockWidget"}


def is_words(node: ast.expr) -> bool:
    """A literal with letters in it (a number, a symbol or an empty string needs no translation), an
    f-string with words, or a list of such literals."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and any(c.isalpha() for c in str(v.value)) for v in node.values)
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(is_words(e) for e in node.elts)
    return False


def called_name(call: ast.Call) -> str:
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    if isinstance(call.func, ast.Name):
        return call.func.id
    return ""


def untranslated(source: str) -> list[tuple[int, str]]:
    """The lines (and call names) that hand a bare English literal to Qt."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = called_name(node)
        if name in TEXT_WIDGETS:
            positions: tuple[int, ...] = (0,)
        elif name in TEXT_METHODS:
            positions = TEXT_METHODS[name]
        else:
            continue
        if any(i < len(node.args) and is_words(node.args[i]) for i in positions):
            found.append((node.lineno, name))
    return found


def gui_modules() -> list[Path]:
    return sorted(p for p in GUI.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("path", gui_modules(), ids=lambda p: str(p.relative_to(GUI.parent)))
def test_shown_words_go_through_translation(path: Path):
    calls = untranslated(path.read_text(encoding="utf-8"))
    assert not calls, "untranslated words handed to Qt at " + ", ".join(f"line {n} ({name})" for n, name in calls)


def test_the_scanner_finds_a_bare_literal_and_accepts_tr():
    bad = 'label.setText("Depth")\nQPushButton(f"Go {n}")\nmenu.addMenu("&File")\n'
    good = 'label.setText(self.tr("Depth"))\nlabel.setText(str(n))\nlabel.setText("")\nlabel.setText("→ 3")\n'
    assert [name for _, name in untranslated(bad)] == ["setText", "QPushButton", "addMenu"]
    assert untranslated(good) == []
