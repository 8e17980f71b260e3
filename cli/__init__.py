"""The command line: ``analyze``, ``arena`` and ``bench``. ``python main.py`` alone starts the GUI."""
