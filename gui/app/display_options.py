"""What the window shows besides the board and who plays: move values, the principal variation, the
automatic analysis, the pause between computer moves, and how many processes a search uses. Stored
with the preferences."""

from __future__ import annotations

from dataclasses import dataclass

from engine.parallel import default_workers, max_workers

MAX_MOVE_DELAY_MS = 5000  # the slowest pause the settings offer (a stored larger one is cut to it)


@dataclass(frozen=True)
class DisplayOptions:
    show_values: bool = True
    show_pv: bool = True
    auto_analyse: bool = False
    move_delay_ms: int = 400
    workers: int = 0
    """Processes a search uses (``engine.parallel``); 0: every core of the machine it runs on."""

    @property
    def search_workers(self) -> int:
        return self.workers or default_workers()

    def to_dict(self) -> dict[str, object]:
        return {"show_values": self.show_values, "show_pv": self.show_pv, "auto_analyse": self.auto_analyse,
                "move_delay_ms": self.move_delay_ms, "workers": self.workers}

    @classmethod
    def from_dict(cls, data: object) -> DisplayOptions:
        if not isinstance(data, dict):
            return cls()
        d = cls()
        delay = data.get("move_delay_ms", d.move_delay_ms)
        workers = data.get("workers", d.workers)
        return cls(
            show_values=bool(data.get("show_values", d.show_values)),
            show_pv=bool(data.get("show_pv", d.show_pv)),
            auto_analyse=bool(data.get("auto_analyse", d.auto_analyse)),
            move_delay_ms=min(MAX_MOVE_DELAY_MS, max(0, delay)) if isinstance(delay, int) else d.move_delay_ms,
            # (a count stored on a larger machine is cut to this one's limit)
            workers=min(max_workers(), max(0, workers)) if type(workers) is int else d.workers,
        )
