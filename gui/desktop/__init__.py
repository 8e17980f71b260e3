"""Minimax Studio on the desktop: its icon (``icons``, the files beside this module), its entry in the Linux
application menu (``entry``) and shortcuts written the way the system writes them (``keys``)."""
