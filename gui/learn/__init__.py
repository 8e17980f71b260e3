"""The Learn mode: the lesson list with progress, a lesson's text, and its tasks checked by the engine
(``engine.lessons``). ``LearnPanel`` is the widget; ``learn_dock`` puts it in the main window."""
