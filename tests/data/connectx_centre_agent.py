"""A small ConnectX agent for the tests: the legal column nearest the centre (Kaggle's interface, no imports)."""


def agent(observation, configuration):
    columns = configuration.columns
    legal = [c for c in range(columns) if observation.board[c] == 0]
    return min(legal, key=lambda c: (abs(c - columns // 2), c))
