"""Perft: count move sequences per ply, to pin the move generators against known figures."""

from __future__ import annotations

from .game import Game, State


def perft(game: Game, state: State, depth: int) -> list[int]:
    """Number of nodes at each ply 1..depth below ``state`` (terminal states have no children)."""
    counts = [0] * (depth + 1)
    expand = game.expand

    def walk(s: State, ply: int) -> None:
        counts[ply] += 1
        if ply == depth:
            return
        util, _, children, _ = expand(s)
        if util is None:
            for _, child in children:
                walk(child, ply + 1)

    walk(state, 0)
    return counts[1:]


def count_games(game: Game, state: State) -> tuple[int, int]:
    """(nodes in the full game tree including the root, complete games = terminal leaves)."""
    expand = game.expand
    nodes = games = 0
    stack = [state]
    while stack:
        s = stack.pop()
        nodes += 1
        util, _, children, _ = expand(s)
        if util is not None:
            games += 1
        else:
            stack.extend(c for _, c in children)
    return nodes, games
