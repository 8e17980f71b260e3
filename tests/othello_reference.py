"""A slow, obviously-correct Othello on a list of lists: the reference the bitboard game is checked
against. Squares are (row, column) from the top-left; 'X' moves first; a pass is None."""

from __future__ import annotations

from functools import cache

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
Board = tuple[tuple[str, ...], ...]


def start() -> tuple[Board, str]:
    rows = [["."] * 8 for _ in range(8)]
    rows[3][3] = rows[4][4] = "O"  # d4, e5
    rows[3][4] = rows[4][3] = "X"  # e4, d5
    return tuple(tuple(r) for r in rows), "X"


def other(player: str) -> str:
    return "O" if player == "X" else "X"


def flipped(board: Board, player: str, r: int, c: int) -> list[tuple[int, int]]:
    """The discs a move on (r, c) turns over: walk each direction over the opponent's discs to one's own."""
    if board[r][c] != ".":
        return []
    out = []
    for dr, dc in DIRECTIONS:
        line = []
        rr, cc = r + dr, c + dc
        while 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == other(player):
            line.append((rr, cc))
            rr, cc = rr + dr, cc + dc
        if line and 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == player:
            out.extend(line)
    return out


def moves(board: Board, player: str) -> list[tuple[int, int]]:
    return [(r, c) for r in range(8) for c in range(8) if flipped(board, player, r, c)]


def play(board: Board, player: str, move: tuple[int, int] | None) -> tuple[Board, str]:
    if move is None:
        return board, other(player)
    rows = [list(row) for row in board]
    r, c = move
    turned = flipped(board, player, r, c)
    assert turned, f"illegal move {move}"
    rows[r][c] = player
    for rr, cc in turned:
        rows[rr][cc] = player
    return tuple(tuple(row) for row in rows), other(player)


def children(board: Board, player: str) -> list[tuple[tuple[int, int] | None, Board, str]]:
    """Every move (a pass when the player has none but the opponent has), or [] at the end."""
    ms = moves(board, player)
    if ms:
        return [(m, *play(board, player, m)) for m in ms]
    if moves(board, other(player)):
        return [(None, board, other(player))]
    return []


def perft(board: Board, player: str, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(perft(b, p, depth - 1) for _, b, p in children(board, player))


def final_score(board: Board, player: str) -> int:
    """Disc difference for ``player``, the empty squares to the winner."""
    mine = sum(row.count(player) for row in board)
    theirs = sum(row.count(other(player)) for row in board)
    empty = 64 - mine - theirs
    if mine > theirs:
        return mine - theirs + empty
    if mine < theirs:
        return mine - theirs - empty
    return 0


@cache
def negamax(board: Board, player: str) -> int:
    """The exact final disc difference for the player to move, by plain negamax over every line."""
    kids = children(board, player)
    if not kids:
        return final_score(board, player)
    return max(-negamax(b, p) for _, b, p in kids)
