"""Error types the engine raises for bad input. All are ``ValueError`` subclasses, so callers can catch one type.

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
    """A player lost the game by the rules of the match, not by play: an outside program (a ConnectX agent, an
    NBoard engine) that crashed, answered late, answered nonsense or printed, or a sandboxed contestant that
    broke a rule or a limit. The message (``args[0]``) names who and why in one line; ``args[1]``, where given,
    is the index of the player who forfeits. Not an ``InputError``: the game is scored as lost and the
    tournament goes on."""
