"""Positions in each game's own text form: what is written is read back, and what no game reaches is refused
with a reason naming what is wrong."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import InputError
from engine.game import Game
from engine.games.connect4 import ConnectFour
from engine.games.othello import Othello
from engine.games.tictactoe import TicTacToe
from tests.cli_helpers import run_cli

GAMES_WITH_BOARDS = (TicTacToe, ConnectFour, Othello)


def _play(game: Game, choices: list[int]):  # type: ignore[no-untyped-def]
    """The position after picking moves by ``choices`` (indices, taken modulo the number of legal moves)."""
    state = game.initial_state()
    for c in choices:
        if game.is_terminal(state):
            break
        moves = game.actions(state)
        state = game.result(state, moves[c % len(moves)])
    return state


@pytest.mark.parametrize("cls", GAMES_WITH_BOARDS, ids=lambda c: c.name)
@settings(max_examples=120, deadline=None)
@given(choices=st.lists(st.integers(0, 63), max_size=70))
def test_a_reachable_position_is_written_and_read_back(cls, choices) -> None:  # type: ignore[no-untyped-def]
    game = cls()
    state = _play(game, choices)
    if game.has_passes and game.actions(state) == (game.PASS,):
        state = game.result(state, game.PASS)  # the notation writes a pending pass as made
    text = game.format_position(state)
    assert text is not None
    assert game.position_problem(state) is None
    assert game.parse_position(text) == state
    assert game.format_position(game.parse_position(text)) == text


def _refused(game: Game, text: str) -> str:
    with pytest.raises(InputError) as e:
        game.parse_position(text)
    message = str(e.value)
    assert "\n" not in message
    return message


OTHELLO_START = "---------------------------OX------XO--------------------------- X"


def test_othello_reads_the_obf_board_and_side():
    g = Othello()
    assert g.parse_position(OTHELLO_START) == g.initial_state()
    # FForum #40 as Edax's problem files write it: black (X) to move.
    s = g.parse_position("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X")
    assert g.to_move(s) == 0 and g.disc_counts(s) == (12, 32) and "a2" in map(g.format_move, g.actions(s))
    # lower case, '*' and '.', rows split by '/', the side glued on
    glued = "......../......../......../...ox.../...xo.../......../......../........x"
    assert g.parse_position(glued) == g.initial_state()
    after_f5 = g.result(g.initial_state(), g.parse_move("f5"))
    assert g.parse_position(g.format_position(after_f5)) == after_f5 and after_f5[2] == 1


@pytest.mark.parametrize("text, reason", [
    ("", "empty"),
    ("XO-", "3 squares"),
    (OTHELLO_START[:64], "side to move is missing"),
    (OTHELLO_START[:64] + " Z", "must be X or O"),
    (OTHELLO_START + " extra", "unexpected 'extra'"),
    ("Q" + OTHELLO_START[1:], "'Q' is not X, O or -"),
    ("-" * 64 + " X", "centre squares"),
    (OTHELLO_START[:27] + "-" + OTHELLO_START[28:], "d4 is"),
    ("X" + OTHELLO_START[1:], "a1 touches no disc"),
])
def test_impossible_othello_positions_are_refused_with_the_reason(text, reason):
    assert reason in _refused(Othello(), text)


def test_othello_side_that_must_pass_is_refused():
    g = Othello()
    # X holds every square but a1 (empty) and b1 (O's only disc): X can take a1, O cannot move.
    board = ["X"] * 64
    board[0], board[1] = "-", "O"
    text = "".join(board)
    assert "O is to move but has no legal move while X has" in _refused(g, text + " O")
    assert g.parse_position(text + " X")[2] == 0


def _othello_board(x: str, o: str, side: str) -> str:
    """A position text with X on the squares ``x`` and O on ``o`` (squares written together: "d4e5")."""
    cells = ["-"] * 64
    for squares, disc in ((x, "X"), (o, "O")):
        for i in range(0, len(squares), 2):
            cells[8 * (int(squares[i + 1]) - 1) + "abcdefgh".index(squares[i])] = disc
    return "".join(cells) + " " + side


@pytest.mark.parametrize("text, reason", [
    # the cases: four discs are only ever the start, with X to move
    (_othello_board("d4e4d5e5", "", "X"), "with 4 discs the only position is the start"),
    (_othello_board("d4e4d5e5", "", "O"), "with 4 discs the only position is the start"),
    (OTHELLO_START[:-1] + "O", "with 4 discs the only position is the start"),
    (_othello_board("d4e5", "e4d5", "X"), "with 4 discs the only position is the start"),
    (_othello_board("c3d4e5f6", "e4d5", "X"), "none of the boards after 2 moves (6 discs)"),
    # after one move (f5) O is to move: nobody passes that early
    (_othello_board("e4d5e5f5", "d4", "X"), "after 1 move (5 discs) O is to move, not X"),
    # 11 discs: beyond the listed games, the parity still decides (no pass before 12 discs)
    (_othello_board("c3d3e3f3c4d4e4f4", "c5d5e5", "X"), "after 7 moves (11 discs) O is to move, not X"),
])
def test_othello_positions_no_game_of_their_length_reaches_are_refused(text, reason):
    assert reason in _refused(Othello(), text)


def test_othello_lists_every_position_of_the_first_six_moves():
    from engine.games.othello import position

    # the counts of distinct positions after 0..6 moves (OEIS A124004)
    assert [len(position.reachable(n)) for n in range(4, 11)] == [1, 4, 12, 54, 236, 1288, 7092]
    g = Othello()
    assert all(g.parse_position(g.format_position(s)) == s for s in position.reachable(10))


def test_no_othello_game_has_a_pass_before_twelve_discs():
    """``EARLIEST_PASS_DISCS``, on which the parity rule for 11 discs rests: every position after seven
    moves, and none lets the player to move pass."""
    from engine.games.othello import position

    assert position.EARLIEST_PASS_DISCS == 12 and position.EXACT_DISCS == 10
    after_seven = {c for s in position.reachable(10) for c in position.children(s)}
    assert len(after_seven) == 42614
    assert all((c[0] | c[1]).bit_count() == 11 and len(position.children(c)) > 0 for c in after_seven)
    assert not any(position.children(c) == [(c[0], c[1], 1 - c[2])] for c in after_seven)


@pytest.mark.parametrize("text, reason", [
    ("", "empty"),
    ("X.O", "3 cells"),
    ("519", "--moves"),
    ("XXX/OOO/X..", "both X and O have three in a row"),
    ("XX./OOO/XX.", "O has three in a row but the other player has moved since"),
    ("XXX/OO./O..", "X has three in a row but the other player has moved since"),
    ("XXXOO.OO.", "X has 3 marks and O 4"),
    ("X.X.X.X.X", "X has 5 marks and O 0"),
])
def test_impossible_tictactoe_positions_are_refused_with_the_reason(text, reason):
    assert reason in _refused(TicTacToe(), text)


def test_tictactoe_double_line_of_one_last_mark_is_accepted():
    g = TicTacToe()
    s = g.parse_position("XOX/OXO/XOX")  # X's last mark in the centre made both diagonals
    assert g.winner(s) == 0 and g.format_position(s) == "XOXOXOXOX"


EMPTY_ROWS = "......./......./......./......./"


@pytest.mark.parametrize("text, reason", [
    ("abc", "expected 6"),
    (EMPTY_ROWS + "......./..XXO...", "8 cells"),
    (EMPTY_ROWS + "......./..XQO..", "'Q' is not X, O or ."),
    ("......./......./......./...X.../......./..XXO..", "column 4 has a disc above an empty cell"),
    ("......./......./......./OOO..../OOO..../XXXX...", "X has 4 discs and O 6"),
    ("......./......./......./......./OOO..../XXXXO..", "X has four in a row but the other player has moved"),
    ("......./......./O....../O....../O....../O..XXXX", "both X and O have four in a row"),
    ("......./......./......./O....../OOOXXXX/XXXXOOO", "not completed by one last disc"),
    ("......./......./......./......./X....../O......", "no game drops these discs"),
    ("1238", "'8' is not a column"),
    ("44444444", "column 4 is full"),
])
def test_impossible_connect4_positions_are_refused_with_the_reason(text, reason):
    assert reason in _refused(ConnectFour(), text)


def test_connect4_reads_move_strings_and_boards_alike():
    g = ConnectFour()
    by_moves = g.parse_position("4453")
    assert g.format_position(by_moves) == EMPTY_ROWS + "...O.../..OXX.."
    assert g.parse_position(g.format_position(by_moves)) == by_moves
    assert g.parse_position("") == g.initial_state()
    rows = "\n".join(g.format_position(by_moves).split("/"))  # a pasted diagram, one row a line
    assert g.parse_position(rows) == by_moves


def test_cli_analyze_takes_a_position_of_each_game(capsys):
    code, out, err = run_cli(capsys, "analyze", "--game", "tictactoe", "--position", "XX./OO./...", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["best_move"] == 3 and data["value"] == 1 and data["position"] == "XX.OO...."
    assert data["to_move"] == "X"
    code, out, err = run_cli(capsys, "analyze", "--game", "connect4", "--position",
                             EMPTY_ROWS + "O....../XXX.OO.", "--solve", "--json")
    assert code == 0, err
    assert json.loads(out)["best_move"] == 4  # X completes the bottom row
    code, _, err = run_cli(capsys, "analyze", "--game", "othello", "--position", "X" + OTHELLO_START[1:])
    assert code == 2 and err.startswith("error: impossible Othello position") and err.count("\n") == 1


@pytest.mark.parametrize("text", [_othello_board("d4e4d5e5", "", "O"), _othello_board("c3d4e5f6", "e4d5", "X")])
def test_cli_refuses_an_othello_position_no_game_reaches(capsys, text):
    """Four X discs and O to move was analysed as a finished game: one line naming why, exit 2."""
    for command in (("analyze", "--game", "othello", "--position", text),
                    ("bench", "--game", "othello", "--position", text, "--depth", "1")):
        code, out, err = run_cli(capsys, *command)
        assert code == 2 and err.startswith("error: impossible Othello position") and err.count("\n") == 1
        assert "Traceback" not in err and not out


def test_nim_positions_are_heaps_and_the_side_to_move(capsys):
    from engine.games.nim import Nim

    g = Nim()
    assert g.parse_position("3 4 5") == g.initial_state() and g.format_position(g.initial_state()) == "3 4 5 first"
    assert g.parse_position("1,2 second") == ((1, 2), 1)
    for text, reason in (("", "no heaps"), ("3 x", "'x' is not a number"), ("1 " * 10, "at most 9"),
                         ("100", "'100' is not a number")):
        assert reason in _refused(g, text)
    code, out, err = run_cli(capsys, "analyze", "--game", "nim", "--position", "1 2 3 first", "--json")
    assert code == 0, err
    assert json.loads(out)["value"] == -1  # nim-sum 0: the player to move loses


@pytest.mark.parametrize("name", ["othello", "connect4", "tictactoe", "nim"])
@settings(max_examples=150, deadline=None)
@given(text=st.one_of(st.text(max_size=80), st.text(alphabet="XOxo.-/ *1234567\n", max_size=80),
                      st.text(alphabet="XO-", min_size=64, max_size=64).map(lambda b: b + " X")))
def test_any_text_is_read_or_refused_with_a_reason(name, text) -> None:  # type: ignore[no-untyped-def]
    from engine.games import GAMES

    game = GAMES[name].factory()
    try:
        state = game.parse_position(text)
    except InputError as e:
        assert str(e) and "\n" not in str(e)
        return
    assert game.position_problem(state) is None
    assert game.parse_position(game.format_position(state)) == state
