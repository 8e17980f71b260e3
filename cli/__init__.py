"""The command line: ``analyze``, ``arena``, ``bench``, ``tournament`` and ``tune``. ``python main.py`` alone
starts the GUI."""
