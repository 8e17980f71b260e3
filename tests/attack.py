"""What the attack tests share: how many examples to try, and hostile values to try first.

CI runs a small number of examples per attack test (a few minutes in all); ``pytest
--attack-examples 2000`` (or ``MINIMAX_ATTACK_EXAMPLES=2000``) runs a larger attack.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

DEFAULT_EXAMPLES = 40


def attack_examples(default: int = DEFAULT_EXAMPLES) -> int:
    return int(os.environ.get("MINIMAX_ATTACK_EXAMPLES", default))


def attack_settings(default: int = DEFAULT_EXAMPLES) -> settings:
    return settings(max_examples=attack_examples(default), deadline=None, derandomize=False,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                           HealthCheck.filter_too_much])


# Numbers Python reads and our notation does not, numbers out of every range, and plain junk.
HOSTILE_NUMBERS = ("²", "٣", "５", "3_0", "1_000", "௫", "½", "Ⅻ", "0x10", "0b1", "1e999", "-1e999", "nan", "NaN",
                   "inf", "-inf", "Infinity", "9" * 400, "9" * 5000, "-" + "9" * 400, "0", "-1", "-0", "", " ",
                   "\t", "1.5.2", "1e", "e5", ".", "+", "-", "1 2", "0" * 5000, "\x00", "\u200b1", "1\u200b",
                   "١٢٣", "𝟗", "3" + "\u0301", "\ud7ff", "١٠٠٠٠٠٠٠٠٠٠", "1e308", "4.9e-324", "--1", "++1")

hostile_text = st.one_of(
    st.sampled_from(HOSTILE_NUMBERS),
    st.text(max_size=30),
    st.text(alphabet=st.characters(categories=("Nd", "No", "Nl")), max_size=8),  # Unicode digits
    st.from_regex(r"[0-9_.eE+-]{1,12}", fullmatch=True),
)


@contextlib.contextmanager
def fifo_watchdog(path: str, seconds: float = 15.0) -> Iterator[None]:
    """A reader that blocks on the FIFO ``path`` (waiting for a writer that never comes) is released
    after ``seconds`` by opening it for writing once, so a test of "a FIFO is refused at once" fails
    instead of hanging when the refusal is missing."""
    done = threading.Event()

    def release() -> None:
        if done.wait(seconds):
            return
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:  # no reader waiting
            pass

    t = threading.Thread(target=release, daemon=True)
    t.start()
    try:
        yield
    finally:
        done.set()
        t.join()


# -- user code (evaluation files): what a hostile or careless file can do ------------------------------------
# Helper definitions every generated file starts with: objects whose dunders raise, numbers no float holds.
USER_CODE_PRELUDE = '''
import numbers
from fractions import Fraction
class Mine(BaseException):
    pass
class BadStr(Exception):
    def __str__(self):
        raise GeneratorExit
class BadNumber:
    def __float__(self):
        raise ValueError("no float")
    def __repr__(self):
        raise KeyboardInterrupt
numbers.Real.register(BadNumber)
class BadKey:
    def __str__(self):
        raise SystemExit(5)
'''

HOSTILE_RAISES = ("GeneratorExit", "KeyboardInterrupt", "SystemExit(3)", "SystemExit('bye')", "StopIteration",
                  "MemoryError", "RecursionError", "Mine('mine')", "BadStr()", "ValueError('x' * 10**6)",
                  "ZeroDivisionError", "Exception()", "BaseException()")
HOSTILE_RETURNS = ("10**400", "-10**400", "Fraction(10**400, 3)", "Fraction(1, 3)", "float('nan')",
                   "float('inf')", "-float('inf')", "1e308 * 10", "True", "None", "'1'", "[1]", "complex(1, 2)",
                   "BadNumber()", "(1, {'t': 10**400})", "(1, {'t': 'x'})", "(1, {BadKey(): 1})", "(1, 2)",
                   "(1, {'t': BadNumber()})", "2**62", "-(2**63)", "5e-324", "999999.9999", "1000000", "0")
HOSTILE_DECLARED = ("10**400", "-10**400", "(1, 0, 10**400)", "(1, 2, 0)", "float('nan')", "True", "'x'", "[1, 2]",
                    "BadNumber()", "(BadNumber(), 0, 1)", "0", "-1", "1e308", "Fraction(10**400, 7)", "None")

hostile_evaluate_body = st.one_of(
    st.sampled_from(HOSTILE_RAISES).map(lambda e: f"    raise {e}\n"),
    st.sampled_from(HOSTILE_RETURNS).map(lambda v: f"    return {v}\n"),
    hostile_text.map(lambda t: f"    raise ValueError({t!r})\n"),
)
hostile_top_level = st.one_of(
    st.just(""),
    st.sampled_from(HOSTILE_RAISES).map(lambda e: f"raise {e}\n"),
    st.sampled_from(HOSTILE_DECLARED).map(lambda v: f"PARAMS = {{'a': {v}}}\n"),
    st.sampled_from(HOSTILE_DECLARED).map(lambda v: f"WIN_SCORE = {v}\n"),
    st.sampled_from(HOSTILE_DECLARED).map(lambda v: f"GAME = {v}\n"),
)


def hostile_evaluation_file(game: str, top_level: str, body: str) -> str:
    """The text of an evaluation file for ``game`` with ``top_level`` run on loading and ``body`` as evaluate's."""
    return (USER_CODE_PRELUDE + f"GAME = {game!r}\n" + top_level
            + "def evaluate(position, player, weights):\n" + body)
