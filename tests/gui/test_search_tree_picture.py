"""A teacher's slide from the Search tree dock: the rows on view, header and marks included, saved as SVG
or PNG from the context menu, as the explorer's and Learn's trees are."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gui.pictures.export_picture import PNG_SCALE
from gui.search_tree.widget import SearchTreeWidget

from .test_search_tree import tree_record


def test_the_visible_rows_export_as_svg_and_png(qtbot, tmp_path: Path, monkeypatch) -> None:
    widget = SearchTreeWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 500)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_record(tree_record(), "alpha-beta on the textbook tree")
    widget.view.expandAll()
    root = widget.model.index(0, 0)
    assert widget.picture_action in widget.context_actions(root)  # offered on the context menu
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: messages.append(text))
    for name in ("tree.svg", "tree.png"):
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, _n=name, **k: (str(tmp_path / _n), ""))
        widget.picture_action.trigger()
    assert messages == []
    svg = ET.parse(tmp_path / "tree.svg").getroot()
    assert svg.tag.endswith("svg")
    words = " ".join(svg.itertext())
    assert "root" in words and "12" in words  # the rows' text is text in the picture, not pixels
    image = QImage(str(tmp_path / "tree.png"))
    assert not image.isNull()
    assert (image.width(), image.height()) == (round(widget.view.width() * PNG_SCALE),
                                               round(widget.view.height() * PNG_SCALE))


def test_a_folder_that_does_not_exist_is_one_message(qtbot, tmp_path: Path, monkeypatch) -> None:
    widget = SearchTreeWidget()
    qtbot.addWidget(widget)
    widget.set_record(tree_record())
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: messages.append(text))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "no" / "tree.svg"), ""))
    widget.picture_action.trigger()
    assert len(messages) == 1 and "not saved" in messages[0]
    assert not (tmp_path / "no").exists()
