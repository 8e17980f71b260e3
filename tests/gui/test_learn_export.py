"""Pictures for slides: the Learn panel's tree and board, and the main window's board, saved as SVG and PNG
from a context menu or File menu with a file dialog; a path that cannot be written is one message and
leaves the file already there as it was."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog, QMessageBox

from engine.lessons import builtin_lessons
from gui.learn.panel import LearnPanel
from gui.pictures.export_picture import PNG_SCALE, save_picture

COURSE = builtin_lessons()


@pytest.fixture
def panel(learn_panel: LearnPanel) -> LearnPanel:
    return learn_panel


def answer_dialog(monkeypatch, path: Path) -> list[str]:
    messages: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: messages.append(text))
    return messages


def assert_svg(path: Path) -> ET.Element:
    root = ET.parse(path).getroot()
    assert root.tag.endswith("svg")
    return root


def test_the_lesson_tree_exports_as_svg_and_png(qtbot, panel, tmp_path, monkeypatch):
    panel.select_lesson(1)  # minimax by hand: a drawn tree
    assert panel.tree_view.isVisible()
    svg, png = tmp_path / "tree.svg", tmp_path / "tree.png"
    for target in (svg, png):
        messages = answer_dialog(monkeypatch, target)
        panel.tree_picture_action.trigger()
        assert messages == []
    root = assert_svg(svg)
    texts = "".join(root.itertext())
    assert "12" in texts and "B" in texts  # a leaf's value and a node's letter, as text in the picture
    image = QImage(str(png))
    rect = panel.scene.itemsBoundingRect().adjusted(-20, -20, 20, 20)
    assert not image.isNull() and image.width() == round(rect.width() * 2) and image.height() == round(rect.height() * 2)


def test_the_task_board_exports_as_svg_and_png(qtbot, panel, tmp_path, monkeypatch):
    panel.select_lesson(0)  # games as search problems: a tic-tac-toe board
    board = panel.board_area.board
    assert board is not None and board.isVisible()
    svg, png = tmp_path / "board.svg", tmp_path / "board"
    answer_dialog(monkeypatch, svg)
    panel.board_picture_action.trigger()
    assert_svg(svg)
    answer_dialog(monkeypatch, png)  # no ending typed: the dialog's filter names the kind
    panel.board_picture_action.trigger()
    written = tmp_path / "board.svg"
    assert written.exists()
    save_picture(board, str(tmp_path / "b.png"), "Board")
    image = QImage(str(tmp_path / "b.png"))
    assert (image.width(), image.height()) == (round(board.width() * PNG_SCALE), round(board.height() * PNG_SCALE))


def test_a_path_that_cannot_be_written_is_a_message_and_the_old_file_stays(qtbot, panel, tmp_path, monkeypatch):
    panel.select_lesson(1)
    messages = answer_dialog(monkeypatch, tmp_path / "missing" / "tree.svg")
    panel.tree_picture_action.trigger()
    assert len(messages) == 1 and "not saved" in messages[0] and "tree.svg" in messages[0]
    folder = tmp_path / "taken.png"
    folder.mkdir()  # a folder where the file would go
    messages = answer_dialog(monkeypatch, folder)
    panel.board_picture_action.trigger()
    assert len(messages) == 1 and folder.is_dir()
    kept = tmp_path / "kept.png"
    kept.write_bytes(b"an earlier picture")

    def fails(*_a, **_k):
        raise OSError("cannot draw the picture")
    monkeypatch.setattr("gui.pictures.export_picture.widget_png", fails)
    messages = answer_dialog(monkeypatch, kept)
    panel.board_picture_action.trigger()
    assert messages == ["The picture was not saved. cannot draw the picture"]
    assert kept.read_bytes() == b"an earlier picture"


def test_the_main_window_exports_its_board_from_the_file_menu(qtbot, window, tmp_path, monkeypatch):
    assert window.board_picture_action in window.commands.file_menu.actions()
    answer_dialog(monkeypatch, tmp_path / "board.svg")
    window.board_picture_action.trigger()
    assert_svg(tmp_path / "board.svg")
    answer_dialog(monkeypatch, tmp_path / "board.png")
    window.board_picture_action.trigger()
    image = QImage(str(tmp_path / "board.png"))
    assert (image.width(), image.height()) == (round(window.board.width() * 2), round(window.board.height() * 2))


def test_a_lesson_s_figure_shows_in_its_text(qtbot, panel):
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    panel.select_lesson(3)  # alpha-beta
    document = panel.text_view.document()
    image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl("figures/04-cutoff.png"))
    assert image is not None and not image.isNull() and image.width() > 100  # the picture itself, loaded
    assert "figures/04-cutoff.png" in document.toHtml()
