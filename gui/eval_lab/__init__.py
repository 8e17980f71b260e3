"""The evaluation lab: the user's own evaluation file, what it changes, A vs B, why a value, plugins."""
