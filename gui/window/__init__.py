"""The main window, its modes and dialogs, and the application's start-up."""
