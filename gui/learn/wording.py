"""What the Learn panel says about a task its lesson leaves unworded: a default question per kind,
and a hint of the answer's form in the empty answer field (never an answer itself)."""

DEFAULT_PROMPTS = {
    "value": "What is this node's minimax value?",
    "pruned": "Which leaves does alpha-beta never evaluate?",
    "evaluated": "How many leaves does alpha-beta evaluate?",
    "best-move": "Which move does minimax choose?",
    "window": "What are α and β when alpha-beta enters this node?",
    "pv": "Write the principal variation.",
    "to-move": "Who moves next?",
    "actions": "How many legal moves are there?",
    "terminal": "Is the game over here (yes or no)?",
    "utility": "What is the utility for the first player?",
    "mcts-move": "Which move does Monte Carlo tree search play with these playouts?",
    "chance-pruned": "Which leaves does Star1 never evaluate?",
}
PLACEHOLDERS = {
    "value": "a number, for example 5",
    "pruned": "leaf names, for example B2, B3 (or click the leaves); none if alpha-beta evaluates them all",
    "evaluated": "a number",
    "best-move": "a child's name or a move",
    "window": "α then β, for example: -inf, 10",
    "pv": "names or moves in a row",
    "to-move": "a player's name",
    "actions": "a number",
    "terminal": "yes or no",
    "utility": "a number: 1, 0 or -1",
    "mcts-move": "a move (or click it on the board)",
    "chance-pruned": "leaf names, for example F2, G1 (or click the leaves); none if Star1 evaluates them all",
}
