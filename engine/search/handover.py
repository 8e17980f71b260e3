"""Where a compiled search lets other Python threads run (a window's, while it watches a search).

CPython lets one thread run Python at a time: a thread that wants the interpreter's lock waits a switch
interval, then asks for it, and the holder hands it over the next time it runs bytecode. A compiled
search (``engine.native``) runs none, so without help a window would wait for the lock until the search
ends. This module is never compiled: calling into it runs a few bytecodes, which is where the lock
changes hands when someone has asked for it (and costs one call when nobody has).
"""

from __future__ import annotations


def let_waiting_threads_run() -> None:
    """Nothing to do: entering an interpreted function is itself the point where CPython hands its lock
    to a thread that asked for it."""
