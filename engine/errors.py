"""Error types the engine raises for bad input. All are ``ValueError``s, so callers can catch one type.

The command line turns each into one line on stderr and exit status 2; the GUI shows the message.
"""


class InputError(ValueError):
    """Anything a user typed or loaded that the engine cannot accept."""


class NotationError(InputError):
    """Text that does not parse (moves, trees, weights)."""


class IllegalMoveError(InputError):
    """A well-formed move that is not legal in the position (occupied cell, full column, game over)."""


class UnknownNameError(InputError):
    """An unknown game, evaluation function, agent, algorithm or parameter."""


class SearchConfigError(InputError):
    """Search settings that cannot work together (alpha-beta on chance nodes, cutoff with no evaluation)."""


class Forfeit(Exception):
    """A player loses the game it is playing, for the reason given (``str(e)``): a sandboxed contestant broke
    a rule or a limit. Not an ``InputError``: the game is lost, the tournament goes on."""
