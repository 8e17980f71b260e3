"""MTD(f)'s first guess under iterative deepening: the value of the depth two plies shallower."""

from __future__ import annotations

from engine.enhancements import Enhancements
from engine.games.connect4 import ConnectFour, Windows
from engine.ordering import ORDERINGS
from engine.results import WindowPasses
from engine.search import SearchOptions, search
from engine.search.mtdf import first_guess


def test_first_guess_takes_the_same_parity_value():
    assert first_guess([]) == 0.0
    assert first_guess([10.0]) == 10.0  # one value known: the previous depth's
    assert first_guess([10.0, -6.0]) == 10.0
    assert first_guess([10.0, -6.0, 12.0]) == -6.0


def test_each_depth_starts_from_the_value_two_plies_shallower():
    g = ConnectFour()
    s = g.play(g.initial_state(), g.parse_moves("3425"))
    enh = Enhancements(iterative=True, tt_mb=4, ordering=ORDERINGS)
    r = search(g, s, SearchOptions("mtdf", depth=7, evaluation=Windows(), enhancements=enh))
    values = {it.depth: it.value for it in r.iterations}
    firsts = {}
    for p in r.extra(WindowPasses).passes:
        firsts.setdefault(p.depth, p.window)
    assert firsts[1][1] == 0.0  # "is the value at least 0?"
    assert firsts[2][1] == values[1]
    for depth in range(3, 8):
        assert firsts[depth][1] == values[depth - 2], depth
    # Connect Four's value swings with the side that moves last: the guess this test pins down matters.
    assert any(abs(values[d] - values[d - 1]) > 10 for d in range(2, 8))
    ab = search(g, s, SearchOptions("alphabeta", depth=7, evaluation=Windows(), enhancements=enh))
    assert r.value == ab.value
