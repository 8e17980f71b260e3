"""What the window shows besides the board and who plays: move values, the principal variation, the
automatic analysis, and the pause between computer moves. Stored with the preferences."""

from __future__ import annotations

from dataclasses import dataclass

MAX_MOVE_DELAY_MS = 5000  # the slowest pause the settings offer (a stored larger one is cut to it)


@dataclass(frozen=True)
class DisplayOptions:
    show_values: bool = True
    show_pv: bool = True
    auto_analyse: bool = False
    move_delay_ms: int = 400

    def to_dict(self) -> dict[str, object]:
        return {"show_values": self.show_values, "show_pv": self.show_pv, "auto_analyse": self.auto_analyse,
                "move_delay_ms": self.move_delay_ms}

    @classmethod
    def from_dict(cls, data: object) -> DisplayOptions:
        if not isinstance(data, dict):
            return cls()
        d = cls()
        delay = data.get("move_delay_ms", d.move_delay_ms)
        return cls(
            show_values=bool(data.get("show_values", d.show_values)),
            show_pv=bool(data.get("show_pv", d.show_pv)),
            auto_analyse=bool(data.get("auto_analyse", d.auto_analyse)),
            move_delay_ms=min(MAX_MOVE_DELAY_MS, max(0, delay)) if isinstance(delay, int) else d.move_delay_ms,
        )
