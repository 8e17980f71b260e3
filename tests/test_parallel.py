"""Searches on two worker processes give one process's values (the best move may differ only among
moves of equal value), on tic-tac-toe, Connect Four and Othello, at fixed depths and solved."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.enhancements import Enhancements
from engine.games import game_info
from engine.parallel import Method, ParallelReport, parallel_search, split_kind
from engine.resources import locate
from engine.results import IterationInfo, Progress, SearchResult
from engine.search import SearchOptions, search
from engine.suites import read_suite

WORKERS = 2
PLAIN = Enhancements()
ALL = Enhancements.all(tt_mb=4)


def both(name: str, state: object, options: SearchOptions, game: object = None,
         method: Method = "auto") -> tuple[SearchResult, SearchResult]:
    g = game if game is not None else game_info(name).factory()
    report = ParallelReport()
    two = parallel_search(g, state, options, WORKERS, report=report, method=method)  # type: ignore[arg-type]
    assert report.split and report.workers == WORKERS and report.failures == []
    return search(g, state, options), two  # type: ignore[arg-type]


def assert_same(one: SearchResult, two: SearchResult) -> None:
    assert not one.stopped and not two.stopped
    assert two.value == one.value
    exact_two = {m.move: m.value for m in two.moves if m.bound == "exact"}
    assert exact_two[two.best_move] == one.value  # the chosen move is worth the root's value
    for m in one.moves:  # every move: what one process proved, the split search does not contradict
        other = next(x for x in two.moves if x.move == m.move)
        if m.bound == "exact" and other.bound == "exact":
            assert other.value == m.value
        elif m.bound == "upper":
            assert other.value <= m.value or other.bound == "upper"
    assert two.pv[0] == two.best_move
    assert two.stats.nodes > 0


def options(name: str, depth: int | None, enh: Enhancements = PLAIN, **kw: object) -> SearchOptions:
    return SearchOptions.for_game(game_info(name), "alphabeta", depth=depth, enhancements=enh, **kw)  # type: ignore[arg-type]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(0, 8), max_size=5), st.sampled_from([None, 2, 3]), st.booleans(), st.booleans())
def test_tictactoe_any_position(cells, depth, enhanced, recorded):
    game = game_info("tictactoe").factory()
    state = game.initial_state()
    for c in cells:
        moves = game.actions(state)
        if game.is_terminal(state) or not moves:
            break
        state = game.result(state, moves[c % len(moves)])
    opts = options("tictactoe", depth, ALL if enhanced else PLAIN, record=recorded)
    if split_kind(game, state, opts) is None or (recorded and not enhanced):
        return  # a finished game, a single move, a tree recorded without iterative deepening: one process
    assert_same(*both("tictactoe", state, opts, game))


TT_ONLY = Enhancements(tt_mb=4, ordering=("tt", "killers", "history", "static"), pvs=True)  # split, not lazy


@pytest.mark.parametrize("moves,depth,enh", [
    ("", 5, PLAIN), ("4444", 6, ALL), ("3453", 5, PLAIN), ("44455", 6, ALL), ("1234567", 5, ALL), ("4453", 6, TT_ONLY),
])
def test_connect4_depth(moves, depth, enh):
    game = game_info("connect4").factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    assert_same(*both("connect4", state, options("connect4", depth, enh), game))


@pytest.mark.parametrize("moves,depth,enh", [
    ("f5", 3, PLAIN), ("f5d6c3", 4, ALL), ("f5f6e6f4", 3, ALL), ("f5d6c3d3", 4, TT_ONLY),
])
def test_othello_depth(moves, depth, enh):
    game = game_info("othello").factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    assert_same(*both("othello", state, options("othello", depth, enh), game))


def test_exact_root_gives_every_move_exact():
    game = game_info("connect4").factory()
    state = game.play(game.initial_state(), game.parse_moves("4444"))
    one, two = both("connect4", state, replace(options("connect4", 5), exact_root=True), game)
    assert all(m.bound == "exact" for m in two.moves)
    assert [(m.move, m.value, m.bound) for m in two.moves] == [(m.move, m.value, m.bound) for m in one.moves]


@pytest.mark.parametrize("suite,count", [("resources/suites/connect4-end-12.txt", 3),
                                         ("resources/suites/othello-endgame-10.obf", 3)])
def test_solved_positions(suite, count):
    problems = read_suite(locate(suite), None)
    game = problems.game
    margin = game.has_margin
    g = game.margin_game() if margin else game
    name = problems.format.game
    for problem in problems.problems[:count]:
        opts = options(name, None, Enhancements(solve=True), faster_wins=not margin)
        for method in ("split", "auto"):  # the plain root split, and Young Brothers Wait
            one, two = both(name, problem.state, opts, g, method=method)  # type: ignore[arg-type]
            assert_same(one, two)
            # Each move tested against the best so far (both solvers take a floor, engine.solving.MoveSolver):
            # a refuted one is bounded below the root's value.
            assert all(m.bound == "exact" or (m.bound == "upper" and m.value < one.value) for m in two.moves)


def test_pv_is_a_legal_line():
    game = game_info("connect4").factory()
    state = game.play(game.initial_state(), game.parse_moves("4444"))
    _, two = both("connect4", state, options("connect4", 6, ALL), game)
    s = state
    for m in two.pv:
        assert m in game.actions(s)
        s = game.result(s, m)


# -- Lazy SMP over the shared table (chosen for iterative deepening with a table) ----------------------
@pytest.mark.parametrize("name,moves,depth", [
    ("tictactoe", "5", 6), ("connect4", "4453", 7), ("connect4", "", 6), ("othello", "f5d6c3", 4),
])
def test_lazy_smp_gives_one_process_values(name, moves, depth):
    game = game_info(name).factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    opts = options(name, depth, ALL)
    report = ParallelReport()
    two = parallel_search(game, state, opts, WORKERS, report=report)  # "auto": Lazy SMP here
    one = search(game, state, opts)
    assert report.split and 0 in report.worker_nodes and report.failures == []
    assert two.value == one.value and not two.stopped
    assert two.best_move in [m.move for m in two.moves if m.bound == "exact" and m.value == one.value]


ID_ONLY = Enhancements(iterative=True)  # the window's default search for Connect Four
ID_TT = Enhancements(iterative=True, tt_mb=16)  # the same with Speed-ups ▸ Table


@pytest.mark.parametrize("name,moves,depth,enh", [
    ("tictactoe", "5", 6, ALL), ("connect4", "4453", 7, ALL), ("othello", "f5d6c3", 4, ALL),
    ("connect4", "4453", 7, ID_TT), ("connect4", "", 6, ID_TT), ("othello", "f5d6c3", 4, ID_TT),
])
def test_lazy_smp_records_and_reports_as_one_process(name, moves, depth, enh):
    """The window's search (iterative deepening, the tree recorded, the iterations watched): the main search is
    this process's own, so its tree, its iteration rows and its answer are one process's."""
    game = game_info(name).factory()
    state = game.play(game.initial_state(), game.parse_moves(moves))
    opts = replace(options(name, depth, enh), record=True, progress_interval=0.0)
    seen: list[object] = []
    report = ParallelReport()
    two = parallel_search(game, state, opts, WORKERS, observer=seen.append, report=report)
    one = search(game, state, opts)
    assert report.split and report.failures == [] and len(report.worker_nodes) == WORKERS
    assert report.worker_nodes[0] == two.stats.nodes and report.total_nodes == two.stats.all_nodes
    assert [(i.depth, i.value) for i in two.iterations] == [(i.depth, i.value) for i in one.iterations]
    assert [i for i in seen if isinstance(i, IterationInfo)] == two.iterations  # each reported as it finished
    assert all(p.helper_nodes >= 0 for p in seen if isinstance(p, Progress))
    assert two.value == one.value and two.tree is not None and len(two.tree) > 0
    assert two.tree.value[0] == two.value  # the recorded root is the answer's
    assert two.best_move in [m.move for m in two.moves if m.bound == "exact" and m.value == one.value]
    assert two.table is not None


def test_a_search_without_a_table_is_not_given_one():
    """Lazy SMP shares only a table: a search without one runs in one process, its tree free of table answers."""
    game = game_info("connect4").factory()
    state = game.play(game.initial_state(), game.parse_moves("4453"))
    opts = replace(options("connect4", 6, ID_ONLY), record=True)
    report = ParallelReport()
    two = parallel_search(game, state, opts, WORKERS, report=report)
    assert not report.split and two.table is None and "table" not in (two.method or "")
    assert two.value == search(game, state, opts).value


def test_lazy_smp_is_right_every_time():
    # Found by this test: a value read again after its check (or read back after its write) could be another
    # writer's; and iterative deepening took an iteration the other worker's entries answered without one
    # evaluation for the end of the game, and stopped there (-17 instead of -18, about one run in three).
    game = game_info("connect4").factory()
    state = game.play(game.initial_state(), game.parse_moves("44455"))
    opts = options("connect4", 6, ALL)
    expected = search(game, state, opts).value
    assert [parallel_search(game, state, opts, WORKERS).value for _ in range(12)] == [expected] * 12


def test_shared_table_entries_round_trip_and_torn_ones_read_as_empty():
    from engine.parallel.shared_table import WORDS, SharedTable
    from engine.tt import EXACT, LOWER, UPPER

    table = SharedTable.create(0.01)
    try:
        big = (1 << 130) | 12345  # an Othello-sized key
        assert table.store(big, 5, -2.5, LOWER, -2)  # Othello's pass is stored as a move
        assert table.lookup(big) == (big, 5, -2.5, LOWER, -2, 0)
        assert table.store(7, 1 << 30, 0.0, EXACT, None)  # a search to the end: the depth is huge
        assert table.peek(7) == (7, 1 << 30, 0.0, EXACT, None, 0)
        assert table.lookup(8) is None
        i = table.index(big) * WORDS
        table.words[i + 2] ^= 1 << 40  # a word from another write: the check fails
        assert table.lookup(big) is None
        # Replacement: a deeper entry of another position from this iteration stays.
        other = next(k for k in range(9, 10**6) if table.index(k) == table.index(7))
        assert not table.store(other, 3, 1.0, UPPER, 4)
        table.new_iteration()
        assert table.store(other, 3, 1.0, UPPER, 4) and table.peek(7) is None
    finally:
        table.close()


def test_auto_solves_by_young_brothers_and_split_can_be_asked_for():
    problems = read_suite(locate("resources/suites/connect4-end-12.txt"), None)
    game, state = problems.game, problems.problems[0].state
    opts = options("connect4", None, Enhancements(solve=True), faster_wins=True)
    auto, split = ParallelReport(), ParallelReport()
    a = parallel_search(game, state, opts, WORKERS, report=auto)
    b = parallel_search(game, state, opts, WORKERS, report=split, method="split")
    assert auto.split and split.split and a.value == b.value


def test_suite_and_analyze_on_two_workers_answer_as_on_one(capsys):
    import json

    from tests.cli_helpers import run_cli

    def suite(workers: str) -> dict:
        code, out, err = run_cli(capsys, "suite", "resources/suites/connect4-end-12.txt", "--first", "3", "--depth",
                                 "5", "--workers", workers, "--json")
        assert code == 0, err
        return json.loads(out)

    one, two = suite("1"), suite("2")
    assert two["workers"] == 2 and one["workers"] == 1
    assert len(two["positions"]) == 3 and all(p["nodes"] > 0 and p["best_move"] for p in two["positions"])
    code, out, _ = run_cli(capsys, "analyze", "--game", "connect4", "--moves", "4453", "--depth", "5",
                             "--workers", "2", "--json")
    data = json.loads(out)
    assert code == 0 and data["workers"] == 2 and data["value"] is not None


def test_analyze_counts_main_and_helpers(capsys):
    """Lazy SMP's figures are the main search's; its helpers' nodes are beside them, in the text and the JSON."""
    import json

    from tests.cli_helpers import run_cli

    args = ("analyze", "--game", "connect4", "--moves", "4453", "--depth", "6", "--iterative", "--tt-mb", "16",
            "--workers", "2")
    code, out, _ = run_cli(capsys, *args, "--json")
    stats = json.loads(out)["stats"]
    assert code == 0 and isinstance(stats["helper_nodes"], int)
    assert stats["all_workers_nodes"] == stats["nodes"] + stats["helper_nodes"]
    code, out, _ = run_cli(capsys, *args)
    line = next(x for x in out.splitlines() if x.startswith("Nodes: main + helpers "))
    main, rest = line.removeprefix("Nodes: main + helpers ").split(" + ", 1)
    helpers, total = rest.split(" = ", 1)
    assert int(total.split()[0].replace(",", "")) == int(main.replace(",", "")) + int(helpers.replace(",", ""))
    assert "Enhancements: iterative deepening, table 16 MB" in out  # the table Lazy SMP gave the search, said


def test_shared_table_tells_its_own_entries_from_others_for_every_writer():
    from engine.parallel.shared_table import WRITER_MASK, SharedTable
    from engine.tt import EXACT

    table = SharedTable.create(0.01)
    foreign: list[int] = []
    table.on_foreign = lambda: foreign.append(table.writer)
    try:
        for writer in range(WRITER_MASK + 1):  # 8 and up set the data word's sign bit
            table.writer = writer
            assert table.store(1000 + writer, 3, 1.0, EXACT, 2)
            assert table.lookup(1000 + writer) is not None
        assert foreign == []
        table.writer = 1
        table.lookup(1000 + 9)
        assert foreign == [1]
    finally:
        table.close()
