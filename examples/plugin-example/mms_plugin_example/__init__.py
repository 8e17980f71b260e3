"""Example evaluations for Minimax Studio (see pyproject.toml for how they are declared)."""
