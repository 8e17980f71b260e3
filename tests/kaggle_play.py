"""Plays an exported ConnectX agent against one of Kaggle's own agents with kaggle-environments, as Kaggle does.

Run by tests/test_connectx_kaggle.py with a Python that has kaggle-environments and no Minimax Studio:
``python kaggle_play.py AGENT_FILE OPPONENT GAMES``. Prints one JSON line a game, from the agent's side:
``{"first": true, "reward": 1, "status": "DONE", "overage_left": 57.1, "seconds": 8.2}``. (Not a test module.)
"""

import json
import sys
import time

from kaggle_environments import make


def main() -> None:
    agent_file, opponent, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
    for game in range(games):
        env = make("connectx", debug=False)
        first = game % 2 == 0  # half the games as the first player
        started = time.perf_counter()
        steps = env.run([agent_file, opponent] if first else [opponent, agent_file])
        me = 0 if first else 1
        left = [step[me].observation.get("remainingOverageTime") for step in steps]
        print(json.dumps({"first": first, "reward": steps[-1][me].reward, "status": steps[-1][me].status,
                          "overage_left": min(x for x in left if x is not None),
                          "seconds": round(time.perf_counter() - started, 1)}), flush=True)


if __name__ == "__main__":
    main()
