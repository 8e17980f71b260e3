"""``analyze``: the value of every legal move, the best move, the principal variation and statistics."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from typing import Any

from engine.enhancements import Enhancements
from engine.errors import InputError, UnknownNameError
from engine.evaluation import Evaluation
from engine.game import CHANCE, Game, State
from engine.games import GameInfo, game_info
from engine.games.tree import StaticValue, TreeGame, load_tree_argument
from engine.parallel import ParallelReport, default_workers, parallel_search, paying_search
from engine.results import LeavesEvaluated, MctsStats, SearchResult
from engine.search import (
    ALGORITHMS,
    FASTER_WINS_HORIZON,
    DepthChoice,
    SearchOptions,
    algorithm_ids,
    algorithm_info,
    as_algorithm,
    as_chance_pruning,
    choices_help,
    default_algorithm,
    describe_savings,
    leaves_of,
    search,
)
from engine.search.settings_schema import refuse_inapplicable, setting

from .analyze_family import family_json, family_text
from .common import (
    add_workers_argument,
    build_evaluation,
    fmt,
    game_help,
    num,
    parse_depth,
    parse_position_arg,
    searching_notice,
    stop_on_signals,
)
from .enhance_args import add_enhancement_arguments, enhancements_from_args


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser], parser_class: type) -> None:
    p = sub.add_parser("analyze", help="search a position or an explicit tree and print every move's value",
                       description="Search a game position or an explicit game tree.")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--game", help=game_help())
    src.add_argument("--tree", help="a tree literal (JSON or shorthand like '((3 12 8) (2 4 6))') or @file.json")
    p.add_argument("--moves", default="",
                   help="the moves so far: cells 1-9 (tic-tac-toe), columns 1-7 (Connect Four), squares "
                        "a1-h8 written together (Othello: f5d6c3, passes left out)")
    p.add_argument("--position", help="a position in the game's notation: Othello the 64 squares a1-h8 (X, O, -) and "
                                      "the side to move, as in .obf files; Connect Four a move string or the 6 rows "
                                      "from the top (X, O, .) separated by '/'; tic-tac-toe the 9 cells; einstein "
                                      "'BOARD SIDE [DIE]' (see docs/guide/positions.md); --moves are then played from it")
    p.add_argument("--algorithm", help=f"{choices_help()} (default: expectiminimax for games with "
                                       "chance, else alphabeta)")
    setting("chance_pruning").add_argument(p, default="none")
    p.add_argument("--compare-plain", action="store_true",
                   help="with --chance-pruning: also search without it and report the nodes saved")
    p.add_argument("--depth", help="plies to search, or 'full' "
                                   "(default: full for tic-tac-toe and trees, 7 for Connect Four); 'full' in a game "
                                   "with an exact solver (see --solve) is that solver's, unless --algorithm or an "
                                   "enhancement is given")
    p.add_argument("--eval", dest="eval_name", help="evaluation function used at the depth cutoff")
    p.add_argument("--weights", help="evaluation parameters, e.g. w1=1,w2=4,w3=16,centre=3")
    p.add_argument("--eval-file", metavar="PATH",
                   help="your own evaluation: a Python file defining GAME, PARAMS and evaluate(position, player, "
                        "weights); --weights sets its PARAMS. It runs with your rights inside this process, like "
                        "any script you run")
    setting("exact_root").add_argument(p)
    setting("tie_break").add_argument(p, default="first")
    setting("seed").add_argument(p)
    mcts = p.add_argument_group("Monte Carlo tree search (--algorithm mcts)")
    for key in ("playouts", "exploration", "playout_plies"):  # the settings schema's: ranges, help, messages
        setting(key).add_argument(mcts)
    setting("faster_wins").add_argument(p)
    p.add_argument("--margin", action="store_true",
                   help="score a finished game by its margin (Othello: the final disc difference with the empty "
                        "squares given to the winner, the World Othello Federation rule Edax and the FForum suites "
                        "use) instead of win/draw/loss; with --depth full")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    add_workers_argument(p)
    add_enhancement_arguments(p)
    p.set_defaults(func=run)


def _setup(args: argparse.Namespace) -> tuple[Game, State, GameInfo | None, SearchOptions]:
    depth_arg = parse_depth(args.depth)
    enhancements, limits = enhancements_from_args(args, is_game=args.tree is None,
                                                  algorithm=args.algorithm or "alphabeta")
    if args.algorithm is not None and args.algorithm not in ALGORITHMS:
        raise UnknownNameError(f"unknown algorithm {args.algorithm!r} (known: {', '.join(algorithm_ids())})")
    if args.tree is not None:
        if args.margin:
            raise InputError("--margin goes with --game (a tree's leaf values are taken as given)")
        if args.moves or args.position:
            raise InputError("--moves and --position go with --game; to start inside a tree, give that subtree")
        with searching_notice("Reading the tree… (Ctrl-C stops)"):
            root = load_tree_argument(args.tree)
        game: Game = TreeGame(root)
        state: State = root
        if args.eval_name not in (None, StaticValue.name) or args.weights or args.eval_file:
            raise UnknownNameError(
                f"trees have one evaluation, {StaticValue.name!r} (a node's \"value\"), with no weights")
        evaluation: Evaluation = StaticValue()
        # record the whole tree, the leaf lists need it; MTD(f) records it once per pass (a cap, not a size)
        budget = (root.size + 1) * (root.size + 2)
        info = None
    else:
        info = game_info(args.game)
        game = info.factory()
        if args.margin:
            if depth_arg is not None:
                raise InputError("--margin scores finished games: use it with --depth full")
            game = game.margin_game()
        start = game.initial_state()
        if args.position is not None:
            start = parse_position_arg(game, args.position)
        state = game.play(start, game.parse_moves(args.moves))
        evaluation = build_evaluation(info, args.eval_name, args.weights, args.eval_file)
        budget = 1
    algorithm = as_algorithm(args.algorithm) if args.algorithm else default_algorithm(game)
    refuse_inapplicable(given_settings(args), algorithm, game)  # the schema's rule, asked of the registry
    if solves_full_depth(args, game, state, algorithm, depth_arg, enhancements):
        enhancements = Enhancements(solve=True)
    if algorithm_info(algorithm).solves_whole and not args.iterative:  # a limit deepens alpha-beta; SSS* stops
        enhancements = replace(enhancements, iterative=False)
    mcts_settings = mcts_fields(args, algorithm)
    options = SearchOptions.for_game(info, algorithm, depth=depth_arg, evaluation=evaluation, exact_root=args.exact,
                                     tie_break=args.tie_break, seed=args.seed, record=args.tree is not None,
                                     record_budget=budget, faster_wins=args.faster_wins,
                                     chance_pruning=as_chance_pruning(args.chance_pruning),
                                     time_limit=limits.time_limit, node_limit=limits.node_limit,
                                     enhancements=enhancements, **mcts_settings)
    options.validate(game)
    return game, state, info, options


def solves_full_depth(args: argparse.Namespace, game: Game, state: State, algorithm: str, depth: DepthChoice,
                      enhancements: Enhancements) -> bool:
    """Whether a search asked for to the end of the game goes to the game's exact solver, as ``--solve``
    would: a plain ``--depth full`` request (no algorithm named, no enhancement, no faster wins) in a game
    with a solver. The textbook kernel would search the whole endgame tree (hundreds of millions of nodes
    at 20 empty Othello squares) where the solver answers in seconds; naming ``--algorithm alphabeta``
    keeps the textbook search, node for node, for who wants to count them."""
    return (args.tree is None and depth is None and args.algorithm is None and algorithm_info(algorithm).hands_over
            and not enhancements.active and not args.faster_wins and not game.is_terminal(state)
            and game.root_solver() is not None)


def solver_note(game: Game, result: SearchResult, args: argparse.Namespace) -> str | None:
    """The line saying that a full-depth search was the game's exact solver's, when ``--solve`` did not ask
    for it (``solves_full_depth``, or Othello's own hand-over of an enhanced full search)."""
    if args.solve or "exact solver" not in (result.method or ""):
        return None
    return (f"Full depth: {game.title}'s exact solver searched to the end, as --solve does (name --algorithm "
            "alphabeta, without --tt-mb or --ordering, for the textbook alpha-beta search)")


GIVEN = {"time_limit": "time", "node_limit": "nodes", "iterative": "iterative", "tt_mb": "tt_mb",
         "ordering": "ordering", "pvs": "pvs", "aspiration": "aspiration", "quiescence": "quiescence",
         "solve": "solve", "chance_pruning": "chance_pruning", "playouts": "playouts", "exploration": "exploration",
         "playout_plies": "playout_plies", "exact_root": "exact"}
"""The settings schema's keys of the flags whose applicability depends on the algorithm, and their ``args`` names."""


def given_settings(args: argparse.Namespace) -> list[str]:
    """The schema keys of the settings the command line gives (a flag set, a value other than the default)."""
    return [key for key, dest in GIVEN.items() if getattr(args, dest) not in (None, False, "none")]


def mcts_fields(args: argparse.Namespace, algorithm: str) -> dict[str, Any]:
    """The ``SearchOptions`` fields of MCTS's own options (``given_settings`` has refused them for any other)."""
    if algorithm_info(algorithm).depth:  # MCTS's own options go with the algorithm that has no depth
        return {}
    fields: dict[str, Any] = {"playouts": args.playouts, "playout_plies": args.playout_plies}
    if args.exploration is not None:
        fields["exploration"] = args.exploration
    return fields


def run(args: argparse.Namespace) -> int:
    game, state, _, options = _setup(args)
    # Ctrl-C or SIGTERM stops the search, which returns the best result so far: it is printed as
    # usual (exit 0), marked as stopped. Until the output is written a signal only sets the event.
    with stop_on_signals() as stop:
        report = ParallelReport()
        workers = args.workers or default_workers()
        with searching_notice():
            if workers <= 1:
                result = search(game, state, options, stop=stop)
            elif args.workers is None:  # the default: helpers only once the search has run long enough to pay
                result = paying_search(game, state, options, workers, stop=stop, report=report)
            else:
                result = parallel_search(game, state, options, workers, stop=stop, report=report)
        for failure in report.failures:
            print(f"warning: {failure}", file=sys.stderr)
        if args.workers is not None and args.workers > 1 and not report.split:
            # Asked for by name, the workers must not vanish without a word: the figures are one process's.
            print(f"note: --workers {args.workers}: this search ran in one process (only some alpha-beta and "
                  "minimax searches of a game are split; docs/guide/all-cores.md)", file=sys.stderr)
        plain = None
        if args.compare_plain and options.chance_pruning != "none" and not result.stopped:
            with searching_notice("Searching without chance pruning for the comparison… (Ctrl-C keeps the result)"):
                plain = search(game, state, replace(options, chance_pruning="none", record=False), stop=stop)
        data = to_json(game, state, result)
        data["workers"] = report.workers if report.split else 1
        data["full_depth_solver"] = solver_note(game, result, args) is not None
        savings = None
        plain_note = ""
        if args.compare_plain and options.chance_pruning != "none":
            if plain is None:
                plain_note = "Plain expectiminimax: not run, as the search above was stopped before the end"
            elif plain.stopped:  # the finished result above stands; only the comparison is missing
                plain_note = "Plain expectiminimax: stopped before the end, so no comparison"
            else:
                savings = data["chance_pruning_savings"] = describe_savings(result, plain)
        if args.json:
            print(json.dumps(data))
        else:
            print(to_text(game, state, result, args, report))
            if savings is not None:
                print(f"Plain expectiminimax: {savings['plain_nodes']:,} nodes; {options.chance_pruning} saved "
                      f"{savings['nodes_saved']:,} ({100 * savings['saved_fraction']:.1f}%)")
            elif plain_note:
                print(plain_note)
    return 0


def to_json(game: Game, state: State, result: SearchResult) -> dict[str, Any]:
    s = result.stats
    # Games whose move numbers mean nothing to a reader (Othello's squares) write them in their notation.
    mv: Any = game.format_move if game.json_moves_as_text else (lambda m: m)
    data: dict[str, Any] = {
        "game": game.name,
        "to_move": None if isinstance(game, TreeGame) else game.player_name(game.to_move(state)),
        "algorithm": result.algorithm,
        "depth": "full" if result.depth is None else result.depth,
        "evaluation": result.evaluation,
        "scale": result.scale,
        "value": num(result.value),
        "best_move": None if result.best_move is None else mv(result.best_move),
        "pv": [mv(m) for m in result.pv],
        "pv_is_chance": list(result.pv_is_chance),
        "ties": [mv(m) for m in result.ties],
        "moves": [{"move": mv(m.move), "value": num(m.value), "bound": m.bound} for m in result.moves],
        "stopped": result.stopped,
        "stats": {
            "nodes": s.nodes, "evaluations": s.evaluations, "terminals": s.terminals, "cutoffs": s.cutoffs,
            "pruned": s.pruned, "max_depth": s.max_depth, "nodes_per_depth": s.nodes_per_depth,
            "elapsed_s": round(s.elapsed_s, 6), "nodes_per_second": round(s.nodes_per_second),
            "chance_nodes": s.chance_nodes, "chance_cutoffs": s.chance_cutoffs, "chance_pruned": s.chance_pruned,
            "probes": s.probes, "research_nodes": s.research_nodes, "first_move_cutoffs": s.first_move_cutoffs,
            "first_move_cut_share": None if s.first_move_cut_share is None else round(s.first_move_cut_share, 4),
            "extensions": s.extensions,
            **({"helper_nodes": s.helper_nodes, "all_workers_nodes": s.all_nodes,
                "all_workers_nodes_per_second": round(s.all_nodes_per_second)} if s.helper_nodes else {}),
        },
        "enhancements": result.method,
        "depth_reached": result.depth_reached,
        "tt": result.table.as_dict() if result.table is not None else None,
        "iterations": [
            {"depth": it.depth, "value": num(it.value),
             "best_move": None if it.best_move is None else mv(it.best_move), "pv": [mv(m) for m in it.pv],
             "nodes": it.nodes, "total_nodes": it.total_nodes, "time_s": round(it.time_s, 6),
             "elapsed_s": round(it.elapsed_s, 6), "evaluations": it.evaluations, "researches": it.researches,
             "complete": it.complete,
             "table_fill": None if it.table_fill is None else round(it.table_fill, 4)}
            for it in result.iterations
        ],
    }
    mcts = result.extra(MctsStats)
    if mcts is not None:
        data["playouts"] = mcts.playouts
        data["exploration"] = mcts.exploration
        data["playout_plies"] = mcts.playout_plies
        data["seed"] = mcts.seed
        for entry, visits in zip(data["moves"], mcts.visits, strict=True):
            entry["visits"] = visits
    if game.has_position_notation:
        data["position"] = game.format_position(state)
        data["pv_text"] = [game.format_move(m) for m in result.pv]
    if isinstance(game, TreeGame) and mcts is None and (result.tree is not None
                                                         or result.extra(LeavesEvaluated) is not None):
        # (MCTS values a node by its playouts, not by evaluating leaves: it reports visits instead)
        data["evaluated_leaves"], data["pruned_leaves"] = leaves_of(result, game.root)
    data.update(family_json(result))
    return data


def to_text(game: Game, state: State, result: SearchResult, args: argparse.Namespace,
            workers: ParallelReport | None = None) -> str:
    lines = []
    if isinstance(game, TreeGame):
        lines.append(f"Game tree: {game.root.size} nodes, {len(game.root.leaves())} leaves, height {game.root.height}")
    else:
        where = f"from {args.position}" + (f" after {args.moves}" if args.moves else "") if args.position else (
            f"after {args.moves or 'no moves'}")
        mover = game.to_move(state)
        turn = (f"{game.player_name(game.perspective(state))} to roll" if mover == CHANCE
                else f"{game.player_name(mover)} to move")
        lines.append(f"{game.title} {where}: " + ("game over" if game.is_terminal(state) else turn))
        lines.append(game.render(state))
    if result.extra(MctsStats) is not None:
        return "\n".join(lines + mcts_text(game, state, result))
    depth = "full" if result.depth is None else str(result.depth)
    lines.append("")
    lines.append(f"Search: {result.algorithm}, depth {depth}"
                 + (f", evaluation {result.evaluation}" if result.evaluation else "")
                 + ("" if not args.exact else ", every root move exact"))
    if result.method:
        lines.append(f"Enhancements: {result.method}")
    note = solver_note(game, result, args)
    if note is not None:
        lines.append(note)
    scale = ("the final margin with best play (a win by n is +n)" if args.margin
             else result.scale)
    lines.append(f"Scale: {scale}; values are for the player to move (MAX)")
    if result.stopped:
        lines.append("Stopped before the end: values are the best found so far"
                     + (f" (deepest completed iteration: depth {result.depth_reached})." if result.iterations
                        else "."))
    if result.iterations:
        lines.append("")
        lines.append("  depth      value       nodes   time (s)  pv")
        for it in result.iterations:
            lines.append(f"  {it.depth:>5}  {fmt(it.value):>9}  {it.nodes:>10,}  {it.time_s:>9.3f}  "
                         + " ".join(game.format_move(m) for m in it.pv))
    chance_root = not game.is_terminal(state) and game.to_move(state) == CHANCE
    if result.moves:
        lines.append("")
        lines.append("  outcome  value" if chance_root else "  move   value")
        for m in result.moves:
            mark = "" if chance_root else (
                "  best" if m.move == result.best_move else ("  tie" if m.move in result.ties else ""))
            shown = {"exact": fmt(m.value), "upper": f"≤ {fmt(m.value)}", "lower": f"≥ {fmt(m.value)}"}[m.bound]
            lines.append(f"  {game.format_move(m.move):>4}   {shown:<8}{mark}".rstrip())
        lines.append("")
        if chance_root:
            lines.append(f"Chance decides here: expected value {fmt(result.value)} (the probability-weighted mean)")
        else:
            best = "—" if result.best_move is None else game.format_move(result.best_move)
            lines.append(f"Best move: {best}   value {fmt(result.value)}"
                         + (f"   ties: {', '.join(map(game.format_move, result.ties))}" if len(result.ties) > 1 else ""))
            if "solver" in (result.method or "") and result.value is not None and not result.stopped:
                lines.append("Solved: " + _verdict(game.player_name(game.to_move(state)), result.value,
                                                   args.faster_wins) + " with best play on both sides")
            if args.tie_break == "random" and not args.exact and any(m.bound != "exact" for m in result.moves):
                lines.append("Note: alpha-beta only bounds refuted moves, so ties are known among exact values only; "
                             "add --exact to draw among every tied move")
        pv = [f"[{game.format_move(m)}]" if chance else game.format_move(m)
              for m, chance in zip(result.pv, result.pv_is_chance or [False] * len(result.pv), strict=True)]
        note = "   ([n]: a chance outcome; the PV follows the most likely one)" if any(result.pv_is_chance) else ""
        lines.append("Principal variation: " + " ".join(pv) + note)
    elif game.is_terminal(state):
        lines.append(f"The position is terminal: value {fmt(result.value)}")
    elif algorithm_info(result.algorithm).solves_whole and result.best_move is not None:
        pass  # SSS* and DUAL* have no value per move: ``family_text`` says so below
    elif result.best_move is None:
        lines.append("Stopped before any move was searched to the end: nothing was finished")
    else:
        move = "—" if result.best_move is None else game.format_move(result.best_move)
        lines.append(f"Stopped before any move was searched to the end: move {move} "
                     "is only the static choice (an immediate win, a forced block, else the centre)")
    lines += family_text(game, result)
    s = result.stats
    lines.append("")
    lines.append(f"Nodes {s.nodes:,}   evaluations {s.evaluations:,}   terminals {s.terminals:,}   "
                 f"cutoffs {s.cutoffs:,}   moves pruned {s.pruned:,}")
    lines.append(f"Max depth {s.max_depth}   time {s.elapsed_s:.3f} s   {s.nodes_per_second:,.0f} nodes/s"
                 + (f"   {workers.workers} workers" if workers is not None and workers.split else ""))
    if s.helper_nodes:
        # Lazy SMP: the figures above are the main search's (this process); its helpers only filled the table.
        lines.append(f"Nodes: main + helpers {s.nodes:,} + {s.helper_nodes:,} = "
                     f"{s.all_nodes:,}   {s.all_nodes_per_second:,.0f} nodes/s in all (Lazy SMP: the other figures "
                     "are the main search's)")
    if len(s.nodes_per_depth) > 1:
        lines.append("Nodes per depth: " + " ".join(f"{c:,}" for c in s.nodes_per_depth))
    if s.chance_nodes:
        star = (f"   {args.chance_pruning}: {s.chance_cutoffs:,} chance cutoffs, {s.chance_pruned:,} outcomes pruned, "
                f"{s.probes:,} probes" if args.chance_pruning != "none" else "")
        lines.append(f"Chance nodes {s.chance_nodes:,}{star}")
    if s.first_move_cut_share is not None and result.method:
        lines.append(f"Ordering: {s.first_move_cut_share:.1%} of cutoffs made by the first move tried")
    if s.extensions:
        lines.append(f"Quiescence extensions: {s.extensions:,}")
    t = result.table
    if t is not None:
        lines.append(f"Table: {t.megabytes:g} MB, {t.size:,} slots, {t.fill:.1%} full; probes {t.probes:,}, "
                     f"hits {t.hits:,} ({t.hit_rate:.0%}), cutoffs {t.cutoffs:,}, stores {t.stores:,}")
    if isinstance(game, TreeGame) and (result.tree is not None or result.extra(LeavesEvaluated) is not None):
        evaluated, pruned = leaves_of(result, game.root)
        lines.append(f"Leaves evaluated ({len(evaluated)}): " + _paths(evaluated))
        lines.append(f"Leaves pruned ({len(pruned)}): " + (_paths(pruned) or "none"))
    return "\n".join(lines)


def mcts_text(game: Game, state: State, result: SearchResult) -> list[str]:
    """What a Monte Carlo tree search found, in words: every root move's visits and mean value."""
    m = result.extra(MctsStats)
    assert m is not None
    cut = "played to the end" if m.playout_plies is None else f"cut after {m.playout_plies} plies ({result.evaluation})"
    lines = ["", f"Search: Monte Carlo tree search (UCT), {m.playouts:,} playouts {cut}, exploration c = {m.exploration:g}"
             + ("" if m.seed is None else f", seed {m.seed}"),
             f"Scale: {result.scale}; values are for the player to move (MAX)"]
    if result.stopped:
        lines.append("Stopped before all its playouts: the counts are those it had run")
    chance_root = not game.is_terminal(state) and game.to_move(state) == CHANCE
    if result.moves:
        lines += ["", "  outcome   visits   mean value" if chance_root else "  move   visits   mean value"]
        for mv, visits in zip(result.moves, m.visits, strict=True):
            mark = "  most visited" if mv.move == result.best_move and not chance_root else ""
            lines.append(f"  {game.format_move(mv.move):>4}   {visits:>6,}   {fmt(mv.value):>10}{mark}")
        lines.append("")
    if game.is_terminal(state):
        lines.append(f"The position is terminal: value {fmt(result.value)}")
    elif not chance_root:
        best = "—" if result.best_move is None else game.format_move(result.best_move)
        lines.append(f"Best move: {best} (the most visited)   mean value {fmt(result.value)}")
    if result.pv:
        lines.append("Most visited line: " + " ".join(f"[{game.format_move(mv)}]" if chance else game.format_move(mv)
                                                       for mv, chance in zip(result.pv, result.pv_is_chance, strict=True)))
    s = result.stats
    lines += ["", f"Tree nodes {s.nodes:,}   deepest {s.max_depth}   time {s.elapsed_s:.3f} s   "
                  f"{m.playouts / s.elapsed_s if s.elapsed_s > 0 else 0:,.0f} playouts/s"]
    return lines


def _verdict(mover: str, value: float, faster: bool) -> str:
    """"X wins", "X loses in 17 plies", "a draw" from a solved value (win/draw/loss, or with faster wins
    worth 1000 − the plies to the end)."""
    if value == 0:
        return "a draw"
    outcome = f"{mover} {'wins' if value > 0 else 'loses'}"
    if faster:
        outcome += f" in {round(FASTER_WINS_HORIZON - abs(value))} plies"
    return outcome


LEAF_LIST_LIMIT = 60  # paths printed per list in text; --json has them all


def _paths(paths: list[list[int]]) -> str:
    shown = " ".join(_path(p) for p in paths[:LEAF_LIST_LIMIT])
    more = len(paths) - LEAF_LIST_LIMIT
    return shown + (f" … ({more:,} more; --json lists them all)" if more > 0 else "")


def _path(p: list[int]) -> str:
    return "[" + ",".join(map(str, p)) + "]"
