"""No key does two things at once, in any state of the window, in English and German (issue 32: Ctrl+L was
both Learn's "back to the lesson list" and View ▸ Evaluation lab, Qt said "Ambiguous shortcut overload" and
did neither; Alt+H was Learn's Hint and the Help menu)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QPushButton, QVBoxLayout

from gui.learn.panel import LearnPanel

from .learn_wait import task_ready
from .window_states import DIALOGS, STATES, Key, ambiguous, enter_state, open_dialog, window_keys


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("state", [s for s in STATES if s != "Learn"])  # (Learn: below, every task kind)
def test_no_key_is_ambiguous(qtbot, make_window, language, state: str, lang: str) -> None:
    if lang != "en":
        language(lang)
    window = make_window()
    home = enter_state(qtbot, window, state)
    keys = window_keys(home)
    if home is window:
        assert len(keys) > 20  # (the collection found the window's keys)
    clashes = ambiguous(keys)
    assert not clashes, "\n".join(clashes)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", DIALOGS)
def test_no_key_is_ambiguous_in_any_dialog(qtbot, make_window, language, name: str, lang: str) -> None:
    """Each other window and dialog the menus open (the suite runner, the position editors, Compare
    algorithms, the Class contest, help, shortcuts, About): its own actions, shortcuts and underlined
    letters."""
    if lang != "en":
        language(lang)
    window = make_window()
    home = open_dialog(qtbot, window, name).window()
    keys = window_keys(home)
    assert all(k.scope is None or home.isAncestorOf(k.scope) or k.scope is home for k in keys)
    clashes = ambiguous(keys)
    assert not clashes, "\n".join(clashes)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_key_is_ambiguous_in_any_kind_of_learn_task(qtbot, make_window, language, lang: str) -> None:
    """The Learn panel's buttons change with the task (Check, New game, Next lesson): every task of the
    course, its buttons beside the menus."""
    if lang != "en":
        language(lang)
    window = make_window()
    enter_state(qtbot, window, "Learn")
    panel = window.findChild(LearnPanel)
    assert panel is not None
    seen: set[str] = set()
    clashes: set[str] = set()
    panel.forget_button.show()  # (shown once a folder of lessons is opened)
    for row, lesson in enumerate(panel.model.lessons):
        panel.select_lesson(row)
        kinds = {task.kind: k for k, task in reversed(list(enumerate(lesson.tasks)))}  # each kind's first task
        for k in sorted({*kinds.values(), len(lesson.tasks) - 1}):  # ... and the last, its "Next lesson"
            panel.show_task(k)
            task_ready(qtbot, panel)  # (its board, tree or weights come with its answer)
            QApplication.processEvents()
            keys = window_keys(window)
            seen.update(k.what for k in keys)
            clashes.update(ambiguous(keys))
        panel.match_play.end_match()
    assert len(seen) > 30
    assert not clashes, "\n".join(sorted(clashes))


def test_the_check_finds_a_clash() -> None:
    """(The comparison itself: one key for two things anywhere in a window is a clash; one thing reached
    twice is not.)"""
    one, two = object(), object()
    assert ambiguous([Key("Alt+H", "button 'Hint'", one, None), Key("Alt+H", "menu 'Help'", two, None)]) \
        == ["Alt+H: button 'Hint' and menu 'Help'"]
    assert ambiguous([Key("Ctrl+L", "a", one, None), Key("Ctrl+L", "a", one, None)]) == []


def test_a_dialogs_own_keys_are_collected(qtbot) -> None:
    """(The collection in a dialog of its own: its buttons' letters and its shortcuts, a clash found.)"""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    for text in ("&Go", "&Get"):
        layout.addWidget(QPushButton(text))
    QShortcut(QKeySequence("Ctrl+R"), dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    keys = window_keys(dialog)
    assert sorted(k.keys for k in keys) == ["Alt+G", "Alt+G", "Ctrl+R"]
    clashes = ambiguous(keys)
    assert len(clashes) == 1 and clashes[0].startswith("Alt+G: ") and "'&Go'" in clashes[0] and "'&Get'" in clashes[0]


def menu_letters(menu: QMenu) -> list[str]:
    """Two visible entries of one menu underlined with the same letter (Alt+letter then only cycles between
    them), and an entry whose text starts with a small letter, in ``menu`` and its submenus."""
    menu.aboutToShow.emit()  # (menus filled when they open: recent files, languages)
    found: list[str] = []
    seen: dict[str, str] = {}
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible() or not action.text():
            continue
        text = action.text()
        plain = text.replace("&&", "").replace("&", "")
        if plain[:1].islower():
            found.append(f"{menu.title()!r}: {plain!r} starts with a small letter")
        letter = QKeySequence.mnemonic(text).toString(QKeySequence.SequenceFormat.PortableText)
        if letter:
            if letter in seen:
                found.append(f"{menu.title()!r}: {seen[letter]!r} and {plain!r} share {letter}")
            seen[letter] = plain
        if action.menu() is not None:
            found.extend(menu_letters(action.menu()))
    return found


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("state", STATES)
def test_no_menu_underlines_one_letter_twice(qtbot, make_window, language, state: str, lang: str) -> None:
    """In German the File menu underlined E in "Suchbaum &exportieren" and in "Stellung &einfügen", and
    wrote "brett als SVG oder PNG exportieren…": in every menu of every window state, each visible entry has
    a letter of its own and starts with a capital."""
    if lang != "en":
        language(lang)
    window = make_window()
    home = enter_state(qtbot, window, state)
    menus = {id(m): m for m in (window, home) for m in m.findChildren(QMenu)}
    assert len(menus) >= 5
    problems = sorted({p for m in menus.values() for p in menu_letters(m)})
    assert not problems, "\n".join(problems)
