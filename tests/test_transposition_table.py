"""The transposition table's contract: an entry answers only a question of its own depth, and only
when its bound settles the question for the window."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.tt import EXACT, LOWER, UPPER, TranspositionTable, answer, classify

values = st.integers(min_value=-50, max_value=50).map(float)


def test_exact_entry_answers_only_its_own_depth():
    e = ("k", 4, 7.0, EXACT, 3, 0)
    assert answer(e, 4, -math.inf, math.inf) == 7.0
    assert answer(e, 5, -math.inf, math.inf) is None  # a shallow entry never answers a deeper question
    assert answer(e, 3, -math.inf, math.inf) is None  # nor a deeper one a shallower (depth-exact values)


def test_bounds_answer_only_when_they_settle_the_window():
    low = ("k", 2, 5.0, LOWER, None, 0)
    assert answer(low, 2, 0, 5) == 5.0 and answer(low, 2, 0, 4) == 5.0
    assert answer(low, 2, 0, 6) is None
    up = ("k", 2, 5.0, UPPER, None, 0)
    assert answer(up, 2, 5, 9) == 5.0 and answer(up, 2, 6, 9) == 5.0
    assert answer(up, 2, 4, 9) is None


@given(true=values, alpha=values, width=st.integers(min_value=1, max_value=20), depth=st.integers(0, 6),
       probe_alpha=values, probe_width=st.integers(min_value=1, max_value=20), probe_depth=st.integers(0, 6),
       slack=st.floats(min_value=0, max_value=1))
def test_a_stored_search_result_never_answers_wrongly(true, alpha, width, depth, probe_alpha, probe_width,
                                                      probe_depth, slack):
    # What a fail-soft search of a node whose value is ``true`` may return for the window (alpha, beta):
    # ``true`` when inside; when it fails low, anything in [true, alpha]; when high, in [beta, true].
    beta = alpha + width
    if true <= alpha:
        result = true + slack * (alpha - true)
    elif true >= beta:
        result = true - slack * (true - beta)
    else:
        result = true
    entry = ("k", depth, result, classify(result, alpha, beta), None, 0)
    pa, pb = probe_alpha, probe_alpha + probe_width
    got = answer(entry, probe_depth, pa, pb)
    if got is None:
        return
    assert probe_depth == depth
    # The answer must be one a fail-soft search with the probe's window could have returned.
    if pa < true < pb:
        assert got == true
    elif true <= pa:
        assert true <= got <= pa
    else:
        assert pb <= got <= true


def test_store_lookup_and_statistics():
    t = TranspositionTable(0.01)
    assert t.size >= 2 and t.stats.size == t.size
    assert t.lookup(12345) is None
    t.store(12345, 3, 1.5, EXACT, 4)
    assert t.lookup(12345) == (12345, 3, 1.5, EXACT, 4, 0)
    assert t.stats.probes == 2 and t.stats.hits == 1 and t.stats.stores == 1 and t.stats.filled == 1
    assert 0 < t.stats.fill <= 1


def test_replacement_prefers_depth_within_an_iteration_and_new_iterations():
    t = TranspositionTable(0.01)
    a, b = 7, 7 + t.size  # the same slot
    assert t.index(a) == t.index(b)
    t.store(a, 5, 1.0, EXACT, None)
    assert not t.store(b, 2, 2.0, EXACT, None)  # shallower, same iteration: the deeper entry stays
    assert t.lookup(a) is not None
    assert t.store(b, 5, 2.0, EXACT, None)  # as deep: replaces
    assert t.lookup(b) is not None and t.lookup(a) is None
    t.new_iteration()
    assert t.store(a, 1, 3.0, LOWER, None)  # an entry of an earlier iteration always gives way
    assert t.stats.replacements == 2


def test_a_table_needs_a_positive_size():
    with pytest.raises(ValueError):
        TranspositionTable(0)


def test_iterative_deepening_over_an_earlier_searchs_table_does_not_stop_at_its_answers():
    # Iterative deepening stops when an iteration evaluated nothing (every line reached the end of the
    # game). A table filled by an earlier, shallower search answers a whole iteration without an
    # evaluation although its entries stand on evaluations: that iteration is not the end of the game.
    from engine.enhancements import Enhancements
    from engine.games import game_info
    from engine.search import SearchOptions
    from engine.search.api import Search

    info = game_info("connect4")
    game = info.factory()
    state = game.play(game.initial_state(), game.parse_moves("1234567"))
    deepening = SearchOptions.for_game(info, "alphabeta", depth=5, enhancements=Enhancements(iterative=True, tt_mb=4))
    fresh = Search(game, state, deepening, None, None).run()
    shallow = Search(game, state, SearchOptions.for_game(info, "alphabeta", depth=2,
                                                         enhancements=Enhancements(tt_mb=4)), None, None)
    shallow.run()
    over = Search(game, state, deepening, None, None)
    over.table = shallow.table
    assert over.run().value == fresh.value
