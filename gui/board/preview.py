"""``BoardPreview``: a position shown on the board instead of the game's own, until the user returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .overlay import Overlay


@dataclass
class BoardPreview:
    """What a preview shows: its position (None: no preview), the move that led there, its caption and
    its move values."""

    state: Any = None
    last: int | None = None
    caption: str = ""
    overlay: Overlay = field(default_factory=Overlay)
