"""Minimax Studio's Qt user interface (PySide6)."""
