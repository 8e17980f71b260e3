"""What the Learn panel says about a task its lesson leaves unworded: a default question per kind,
and a hint of the answer's form in the empty answer field (never an answer itself). Both are English in
the dictionaries and go through Qt's translation when shown (``prompt_for``, ``placeholder_for``)."""

from PySide6.QtCore import QCoreApplication

from ..i18n import QT_TRANSLATE_NOOP, Named, player_name

CONTEXT = "LearnWording"

DEFAULT_PROMPTS = {
    "value": QT_TRANSLATE_NOOP("LearnWording", "What is this node's minimax value?"),
    "pruned": QT_TRANSLATE_NOOP("LearnWording", "Which leaves does alpha-beta never evaluate?"),
    "evaluated": QT_TRANSLATE_NOOP("LearnWording", "How many leaves does alpha-beta evaluate?"),
    "best-move": QT_TRANSLATE_NOOP("LearnWording", "Which move does minimax choose?"),
    "window": QT_TRANSLATE_NOOP("LearnWording", "What are α and β when alpha-beta enters this node?"),
    "pv": QT_TRANSLATE_NOOP("LearnWording", "Write the principal variation."),
    "to-move": QT_TRANSLATE_NOOP("LearnWording", "Who moves next?"),
    "actions": QT_TRANSLATE_NOOP("LearnWording", "How many legal moves are there?"),
    "terminal": QT_TRANSLATE_NOOP("LearnWording", "Is the game over here (yes or no)?"),
    "utility": QT_TRANSLATE_NOOP("LearnWording", "What is the utility for the first player?"),
    "mcts-move": QT_TRANSLATE_NOOP("LearnWording", "Which move does Monte Carlo tree search play with these playouts?"),
    "chance-pruned": QT_TRANSLATE_NOOP("LearnWording", "Which leaves does Star1 never evaluate?"),
    "table-saves": QT_TRANSLATE_NOOP("LearnWording", "How many nodes does the transposition table save alpha-beta here?"),
    "quiescence-value": QT_TRANSLATE_NOOP("LearnWording", "What is the position worth at this depth with quiescence search?"),
    "beat-computer": QT_TRANSLATE_NOOP(
        "LearnWording", "Play the side to move against the computer: win if you can, else hold the draw."),
    "tune-evaluation": QT_TRANSLATE_NOOP(
        "LearnWording", "Set the evaluation's weights so that the computer plays the move asked for."),
}
PLACEHOLDERS = {
    "value": QT_TRANSLATE_NOOP("LearnWording", "a number, for example 5"),
    "pruned": QT_TRANSLATE_NOOP(
        "LearnWording", "leaf names, for example B2, B3 (or click the leaves); none if alpha-beta evaluates them all"),
    "evaluated": QT_TRANSLATE_NOOP("LearnWording", "a number"),
    "best-move": QT_TRANSLATE_NOOP("LearnWording", "a child's name or a move"),
    "window": QT_TRANSLATE_NOOP("LearnWording", "α then β, for example: -inf, 10"),
    "pv": QT_TRANSLATE_NOOP("LearnWording", "names or moves in a row"),
    "to-move": QT_TRANSLATE_NOOP("LearnWording", "a player's name"),
    "actions": QT_TRANSLATE_NOOP("LearnWording", "a number"),
    "terminal": QT_TRANSLATE_NOOP("LearnWording", "yes or no"),
    "utility": QT_TRANSLATE_NOOP("LearnWording", "a number: 1, 0 or -1"),
    "mcts-move": QT_TRANSLATE_NOOP("LearnWording", "a move (or click it on the board)"),
    "chance-pruned": QT_TRANSLATE_NOOP(
        "LearnWording", "leaf names, for example F2, G1 (or click the leaves); none if Star1 evaluates them all"),
    "table-saves": QT_TRANSLATE_NOOP("LearnWording", "a number of nodes"),
    "quiescence-value": QT_TRANSLATE_NOOP("LearnWording", "a number, for example 12"),
    "beat-computer": QT_TRANSLATE_NOOP("LearnWording", "play on the board: the game's moves are written here"),
    "tune-evaluation": QT_TRANSLATE_NOOP("LearnWording", "weights as name=value, for example w1=1, w2=4 (or set them above)"),
}


GAME_PLACEHOLDERS = {  # a move typed as the game's board names it: the learner's words, not the notation's
    ("best-move", "connect4"): QT_TRANSLATE_NOOP("LearnWording", "a column number from 1 to 7 (or click the column)"),
    ("best-move", "tictactoe"): QT_TRANSLATE_NOOP("LearnWording", "a cell number from 1 to 9 (or click the cell)"),
    ("best-move", "othello"): QT_TRANSLATE_NOOP("LearnWording", "a square such as d3 (or click it)"),
    ("mcts-move", "connect4"): QT_TRANSLATE_NOOP("LearnWording", "a column number from 1 to 7 (or click the column)"),
    ("mcts-move", "tictactoe"): QT_TRANSLATE_NOOP("LearnWording", "a cell number from 1 to 9 (or click the cell)"),
    ("mcts-move", "othello"): QT_TRANSLATE_NOOP("LearnWording", "a square such as d3 (or click it)"),
    ("pv", "connect4"): QT_TRANSLATE_NOOP("LearnWording", "column numbers with spaces between (or click the columns)"),
    ("pv", "tictactoe"): QT_TRANSLATE_NOOP("LearnWording", "cell numbers with spaces between (or click the cells)"),
    ("pv", "othello"): QT_TRANSLATE_NOOP("LearnWording", "squares such as d3, with spaces between (or click them)"),
    ("best-move", "tree"): QT_TRANSLATE_NOOP("LearnWording", "a child's name, as the tree shows it"),
    ("pv", "tree"): QT_TRANSLATE_NOOP("LearnWording", "the names of the nodes the line moves to, with spaces between"),
}
"""The answer's form where it depends on the game (a move of Connect Four is a column, of a tree a child)."""


def prompt_for(kind: str) -> str:
    """The default question of a task of ``kind``, in the user's language."""
    return QCoreApplication.translate(CONTEXT, str(DEFAULT_PROMPTS[kind])) if kind in DEFAULT_PROMPTS else ""


def placeholder_for(kind: str, game: str | None = None) -> str:
    """The hint of an answer's form for ``kind`` (on ``game``, a game's name or "tree"), in the user's language."""
    source = GAME_PLACEHOLDERS.get((kind, game or "")) or PLACEHOLDERS.get(kind)
    return QCoreApplication.translate(CONTEXT, str(source)) if source else ""


ANSWER_WORDS = {
    "yes": QT_TRANSLATE_NOOP("LearnWording", "yes"),
    "no": QT_TRANSLATE_NOOP("LearnWording", "no"),
    "none": QT_TRANSLATE_NOOP("LearnWording", "none"),
}
"""The words an answer may be (the engine's checks read them in English): a learner types them in the
window's language ("ja", "keine"), and the panel hands the check the English word."""


def in_engine_words(answer: str, game: Named | None) -> str:
    """``answer`` with a word of the window's language put back into the engine's: "ja" → "yes", "keine" →
    "none", a player's translated name ("Rot") → the game's own ("red"). Anything else is left as typed."""
    typed = answer.strip().casefold()
    if not typed:
        return answer
    for english, source in ANSWER_WORDS.items():
        if typed == QCoreApplication.translate(CONTEXT, source).casefold():
            return english
    if game is not None:
        for player in (0, 1):
            if typed == player_name(game, player).casefold():
                return game.player_name(player)
    return answer
