"""The widgets docked around the board: settings, statistics, moves, evaluation graph."""
