"""Render the application icon's PNGs from its SVG (``gui/desktop/minimax-studio.svg``) with Qt's own SVG
renderer, at every size of the freedesktop hicolor theme (``gui.desktop.icons.PNG_SIZES``). The PNGs are committed
and shipped: the window, the desktop entry and the bundle use them without needing Qt's SVG plugin.

Run it after editing the SVG:

    .venv/bin/python scripts/render_icons.py          # writes gui/desktop/minimax-studio-<size>.png
    .venv/bin/python scripts/render_icons.py --check  # exit 1 when a PNG is missing or shows something else
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is opened: no display needed

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from gui.desktop import icons  # noqa: E402


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


TOLERANCE = 8
"""How far (of 255) a channel of a committed PNG's pixel may be from a fresh rendering: another Qt version
antialiases an edge slightly differently, an edited SVG changes whole shapes."""


def matches(path: Path, fresh: QImage) -> bool:
    """Whether the PNG at ``path`` shows what ``fresh`` shows (same size, every channel within ``TOLERANCE``)."""
    committed = QImage(str(path))
    if committed.isNull() or committed.size() != fresh.size():
        return False
    a = committed.convertToFormat(QImage.Format.Format_ARGB32)
    b = fresh.convertToFormat(QImage.Format.Format_ARGB32)
    return max(abs(x - y) for x, y in zip(bytes(a.constBits()), bytes(b.constBits()), strict=True)) <= TOLERANCE


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare the committed PNGs with the SVG, write nothing")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(icons.SVG))
    if not renderer.isValid():
        print(f"render_icons: {icons.SVG} is not a valid SVG", file=sys.stderr)
        return 2
    differ = []
    for size in icons.PNG_SIZES:
        image = render(renderer, size)
        path = icons.png(size)
        if args.check:
            if not matches(path, image):
                differ.append(path.name)
        else:
            path.write_bytes(png_bytes(image))
    if args.check:
        if differ:
            print(f"render_icons: out of date with the SVG: {', '.join(differ)}; run scripts/render_icons.py",
                  file=sys.stderr)
            return 1
        print(f"render_icons: {len(icons.PNG_SIZES)} PNGs match {icons.SVG.name}")
        return 0
    print(f"render_icons: wrote {len(icons.PNG_SIZES)} PNGs ({', '.join(map(str, icons.PNG_SIZES))} px) from {icons.SVG.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
