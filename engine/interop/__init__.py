"""Players that travel: a Connect Four player exported as a Kaggle ConnectX agent, outside ConnectX agents and
NBoard (Othello) engines as tournament players, and an NBoard engine mode of our own."""
