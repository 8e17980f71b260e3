"""Minimax Studio: ``python main.py`` starts the desktop application; subcommands serve the terminal.

    python main.py --version
    python main.py --install-desktop-entry       (Linux: the menu entry and icon; --uninstall-desktop-entry)
    python main.py --self-test                   (open the window, say so in one line, quit: for bundles and CI)
    python main.py analyze --game tictactoe --moves 519
    python main.py analyze --tree "((3 12 8) (2 4 6) (14 5 2))" --json
    python main.py arena --game tictactoe --players minimax,random --games 100
    python main.py bench
    python main.py export connectx submission.py       (a Connect Four player for Kaggle's ConnectX)
    python main.py nboard                              (an Othello engine speaking the NBoard protocol)
    python main.py suite resources/suites/othello-endgame-12.obf
    python main.py tournament --game connect4 --players alphabeta:4 alphabeta:2 --games 200
    python main.py tune --game connect4 --params w2,centre --opponent alphabeta:2 --games 200
"""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # The bundle (scripts/bundle.py): a tournament's worker processes start as this very executable, and
        # must run their games, not the program.
        import multiprocessing

        multiprocessing.freeze_support()
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] in (["--version"], ["-V"]):  # before the window's branch below, which takes every other option
        from cli.version import print_version

        return print_version()
    if argv[:1] in (["--install-desktop-entry"], ["--uninstall-desktop-entry"]):
        from cli.common import guarded
        from gui.desktop import entry

        return guarded(lambda: entry.command(argv))
    if not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help")):
        from gui.app import system_libraries

        missing = system_libraries.problem()
        if missing is not None:  # Qt would abort with a misleading message: say what to install
            print(missing, file=sys.stderr)
            return 2
        from gui.window.startup import run_app

        if argv[:1] == ["--self-test"]:  # a bundle's or an installation's check that the window opens
            return run_app(argv[1:], self_test=True)
        return run_app(argv)
    stopped = _hold_stop_signals() if AS_PROGRAM else []
    from cli import analyze, arena, bench, contest, export, lesson, nboard, suite, tournament, tune  # noqa: F401  (loaded here, see below)
    from cli.common import guarded

    if stopped:
        print("interrupted before anything was finished", file=sys.stderr)
        return 130
    return guarded(lambda: _command(argv))


AS_PROGRAM = False
"""Run as the program (``python main.py``), not called by a test: its signal handlers are the process's."""


def _hold_stop_signals() -> list[int]:
    """While the commands load, Ctrl-C and SIGTERM are only noted (the list returned): raised in the middle of
    an import they can land in the import system's own clean-up, where Python prints "Exception ignored" and
    drops them. Noted, they end the command as soon as it is loaded, with one line and status 130. (The
    command's handlers, ``cli.common``, take over from there; they put these back when they are done, so a
    signal after the result is only noted too.)"""
    import signal

    noted: list[int] = []

    def note(signum: int, frame: object) -> None:
        noted.append(signum)

    for name in ("SIGINT", "SIGTERM"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), note)
    return noted


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, every subcommand added: what ``--help`` prints and what the documentation's
    command-line reference is generated from (docs/_ext/cli_reference.py), so the two cannot drift."""
    from cli import analyze, arena, bench, contest, export, lesson, nboard, suite, tournament, tune
    from cli.common import OneLineParser

    parser = OneLineParser(prog="main.py", description="Minimax Studio: watch adversarial search think.",
                           epilog="Without a command it opens the window. Also: --version; --self-test (open the "
                                  "window, say so, quit); --install-desktop-entry and --uninstall-desktop-entry "
                                  "(Linux: the application menu's entry and icon).")
    sub = parser.add_subparsers(dest="command",
                                metavar="{analyze,arena,bench,contest,export,lesson,nboard,suite,tournament,tune}",
                                parser_class=OneLineParser)
    for module in (analyze, arena, bench, contest, export, lesson, nboard, suite, tournament, tune):
        module.add_parser(sub, OneLineParser)
    return parser


def _command(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.error("choose a subcommand")
    return int(args.func(args))


EXIT_GRACE_S = 2.0


def _ignore_stop_signals() -> None:
    """The command is over: a further Ctrl-C or SIGTERM has nothing left to stop, and would only cut short the
    clean-up (the search helpers' end, their shared memory's removal) with a traceback."""
    import signal

    for name in ("SIGINT", "SIGTERM"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)


def _exit(status: int) -> None:
    """End the process with ``status``. A command is done when it returns: a thread user code started and
    left running (an evaluation file's, a plugin's) must not keep the process alive, so when one is still
    there after a moment the output is flushed and the process ends."""
    import os
    import threading
    import time

    # Threads of our own (a process pool's manager, say) may still be finishing: they get a moment to end,
    # so that the interpreter's own clean-up runs as usual when nothing else is left.
    deadline = time.monotonic() + EXIT_GRACE_S
    left = [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon]
    for t in left:
        t.join(max(0.0, deadline - time.monotonic()))
    if not any(t.is_alive() for t in left):
        sys.exit(status)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    os._exit(status)


if __name__ == "__main__":
    AS_PROGRAM = True
    try:
        code = main()
    except SystemExit as e:  # the error boundary's one-line errors end this way
        if e.code is not None and not isinstance(e.code, int):
            print(e.code, file=sys.stderr)
        code = e.code if isinstance(e.code, int) else 0 if e.code is None else 1
    except KeyboardInterrupt:  # Ctrl-C while the command was still loading, before it could catch it itself
        print("interrupted before anything was finished", file=sys.stderr)
        code = 130
    _ignore_stop_signals()
    _exit(code)
