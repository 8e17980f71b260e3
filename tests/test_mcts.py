"""Monte Carlo tree search (UCT): it replays with a seed, finds the optimal tic-tac-toe moves where the
choice matters, stops when told, samples chance nodes, and records the tree it built."""

from __future__ import annotations

import math
import random
import threading

import pytest

from engine.errors import SearchConfigError
from engine.games.connect4 import ConnectFour, Windows
from engine.games.einstein import EinStein
from engine.games.tictactoe import TicTacToe
from engine.games.tree import TreeGame, load_tree_argument
from engine.record import TERMINAL
from engine.results import MctsStats, Progress
from engine.search import SearchOptions, search
from engine.search.mcts_record import LEAF, MctsRecord


def mcts(playouts: int | None = 500, seed: int | None = 1, **kw: object) -> SearchOptions:
    return SearchOptions(algorithm="mcts", playouts=playouts, seed=seed, **kw)  # type: ignore[arg-type]


def test_the_same_seed_replays_the_same_search():
    game = ConnectFour()
    state = game.play(game.initial_state(), [4, 4, 3])
    a = search(game, state, mcts(400, seed=7))
    b = search(game, state, mcts(400, seed=7))
    c = search(game, state, mcts(400, seed=8))
    assert a.extra(MctsStats) is not None and b.extra(MctsStats) is not None and c.extra(MctsStats) is not None
    assert (a.best_move, a.moves, a.extra(MctsStats).visits, a.pv) == (b.best_move, b.moves, b.extra(MctsStats).visits, b.pv)
    assert a.extra(MctsStats).visits != c.extra(MctsStats).visits  # the seed is really what decides the random draws


def test_root_visits_add_up_to_the_playouts_and_the_best_move_is_the_most_visited():
    game = TicTacToe()
    r = search(game, game.initial_state(), mcts(600))
    assert r.extra(MctsStats) is not None
    assert r.extra(MctsStats).playouts == 600 and sum(r.extra(MctsStats).visits) == 600
    assert [m.move for m in r.moves] == sorted(m.move for m in r.moves)  # the game's order
    best = max(zip(r.extra(MctsStats).visits, [m.move for m in r.moves], strict=True))[1]
    assert r.best_move == best
    assert all(-1 <= m.value <= 1 for m in r.moves)
    assert not r.stopped and r.algorithm == "mcts"


def _positions_where_the_choice_matters(count: int) -> list[tuple[list[int], set[int]]]:
    """Reachable tic-tac-toe positions (random legal games, seeded) where some move is worse than the best:
    each with the set of optimal moves, by a full minimax search."""
    game = TicTacToe()
    rng = random.Random(2024)
    found: list[tuple[list[int], set[int]]] = []
    seen: set[tuple[int, ...]] = set()
    while len(found) < count:
        moves: list[int] = []
        state = game.initial_state()
        for _ in range(rng.randrange(1, 6)):
            if game.is_terminal(state):
                break
            m = rng.choice(game.actions(state))
            moves.append(m)
            state = game.result(state, m)
        if game.is_terminal(state) or tuple(moves) in seen:
            continue
        seen.add(tuple(moves))
        exact = search(game, state, SearchOptions("minimax"))
        values = {mv.move: mv.value for mv in exact.moves}
        best = max(values.values())
        if min(values.values()) < best:
            found.append((moves, {m for m, v in values.items() if v == best}))
    return found


@pytest.mark.parametrize(("moves", "optimal"), _positions_where_the_choice_matters(12))
def test_enough_playouts_find_an_optimal_tic_tac_toe_move(moves: list[int], optimal: set[int]):
    game = TicTacToe()
    state = game.play(game.initial_state(), moves)
    r = search(game, state, mcts(6000, seed=3))
    assert r.best_move in optimal, (moves, r.best_move, optimal, r.extra(MctsStats))


def test_a_win_in_one_is_taken_and_a_loss_in_one_blocked():
    game = TicTacToe()
    # X 1, O 4, X 2, O 5: X wins at 3 (and O threatens 6).
    assert search(game, game.play(game.initial_state(), [1, 4, 2, 5]), mcts(2000)).best_move == 3
    # X 1, O 5, X 2: O must block at 3.
    assert search(game, game.play(game.initial_state(), [1, 5, 2]), mcts(2000)).best_move == 3


class StopAfter:
    """A stop flag that turns itself on after ``n`` looks: stops a search at a known point, no clock."""

    def __init__(self, n: int) -> None:
        self.n = n

    def is_set(self) -> bool:
        self.n -= 1
        return self.n < 0


def test_a_stop_keeps_what_the_search_has():
    game = ConnectFour()
    r = search(game, game.initial_state(), mcts(10**9), stop=StopAfter(50))
    assert r.stopped
    assert r.extra(MctsStats) is not None and r.extra(MctsStats).playouts == 50 == sum(r.extra(MctsStats).visits)
    assert r.best_move in game.actions(game.initial_state())


def test_a_stop_before_the_first_playout_still_names_a_legal_move():
    game = ConnectFour()
    r = search(game, game.initial_state(), mcts(100), stop=StopAfter(0))
    assert r.stopped and r.extra(MctsStats) is not None and r.extra(MctsStats).playouts == 0 and r.moves == []
    assert r.best_move in game.actions(game.initial_state())


def test_another_thread_stops_a_search_through_the_stop_event():
    game = ConnectFour()
    stop = threading.Event()
    started = threading.Event()
    out = []

    def watch(report: object) -> None:
        if isinstance(report, Progress):
            started.set()

    def run() -> None:
        out.append(search(game, game.initial_state(), mcts(None, progress_interval=0.01, time_limit=600),
                          observer=watch, stop=stop))

    t = threading.Thread(target=run)
    t.start()
    assert started.wait(60)
    stop.set()
    t.join(60)
    assert not t.is_alive()
    assert out[0].stopped and out[0].extra(MctsStats).playouts > 0


def test_a_node_limit_bounds_the_tree():
    game = ConnectFour()
    r = search(game, game.initial_state(), mcts(None, node_limit=300))
    assert 300 <= r.stats.nodes <= 301
    assert not r.stopped  # the limit is how this search ends, not an interruption


def test_a_time_limit_alone_runs_until_it_passes():
    game = TicTacToe()
    r = search(game, game.initial_state(), mcts(None, time_limit=0.2))
    assert r.extra(MctsStats) is not None and r.extra(MctsStats).playouts > 0 and r.best_move is not None


def test_a_chance_game_samples_its_chance_nodes():
    game = EinStein()
    state = game.initial_state()
    r = search(game, state, mcts(300, seed=5, record=True))
    r2 = search(game, state, mcts(300, seed=5))
    assert r.extra(MctsStats) is not None and r.extra(MctsStats).playouts == 300
    assert r.stats.chance_nodes > 0
    assert r.moves == r2.moves
    rec = r.tree
    assert isinstance(rec, MctsRecord)
    # Every chance node's recorded outcomes carry their probabilities.
    for i in range(len(rec)):
        if i in rec.probs:
            assert len(rec.probs[i]) == sum(1 for _ in rec.children(i))


def test_evaluation_playouts_cut_short_use_the_evaluation():
    game = ConnectFour()
    r = search(game, game.initial_state(), mcts(200, playout_plies=4, evaluation=Windows()))
    assert r.stats.evaluations > 0
    assert all(-1 <= m.value <= 1 for m in r.moves)


def test_the_recorded_tree_holds_visits_values_and_expansion():
    game = TicTacToe()
    r = search(game, game.play(game.initial_state(), [5]), mcts(800, record=True))
    rec = r.tree
    assert isinstance(rec, MctsRecord)
    assert rec.visits[0] == 800 and len(rec) == r.stats.nodes
    assert math.isnan(rec.ucb[0])
    for i in range(len(rec)):
        kids = list(rec.children(i))
        own = 0 if i == 0 else 1  # a node's first playout started at it, when it was a new leaf
        if rec.end[i] != TERMINAL:
            assert rec.visits[i] == own + sum(rec.visits[c] for c in kids)
        if rec.end[i] == LEAF:
            assert rec.visits[i] == 1 and not kids
        if any(not math.isnan(rec.ucb[c]) for c in kids):
            assert rec.fully_expanded(i)  # UCB1 selects only among the children of a fully expanded node
    assert rec.fully_expanded(0)
    assert rec.pv and rec.pv[0] == r.best_move


def test_an_explicit_tree_is_searched_in_its_leaf_values():
    root = load_tree_argument("((3 12 8) (2 4 6) (14 5 2))")
    r = search(TreeGame(root), root, mcts(3000))
    assert r.best_move == 0  # minimax: 3 against 2 and 2


@pytest.mark.parametrize("bad", [{"playouts": 0}, {"playouts": -5}, {"exploration": 0.0},
                                 {"exploration": -1.0}, {"exploration": math.nan}, {"exploration": math.inf}])
def test_bad_settings_are_refused_with_a_reason(bad: dict[str, float]):
    game = TicTacToe()
    opts = SearchOptions(algorithm="mcts", **bad)  # type: ignore[arg-type]
    with pytest.raises(SearchConfigError):
        search(game, game.initial_state(), opts)
