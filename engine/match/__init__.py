"""Tournaments between agents: player specs, one game and one colour-swapped pair per job, Elo and the
SPRT, a round-robin runner over any ``concurrent.futures.Executor`` (a local process pool or Ray), and
SPSA tuning of evaluation weights."""
