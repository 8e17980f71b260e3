"""The application layer: the game, its players and files, searches on worker threads; no widgets."""
