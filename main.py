"""Minimax Studio: ``python main.py`` starts the desktop application; subcommands serve the terminal.

    python main.py --version
    python main.py analyze --game tictactoe --moves 519
    python main.py analyze --tree "((3 12 8) (2 4 6) (14 5 2))" --json
    python main.py arena --game tictactoe --players minimax,random --games 100
    python main.py bench
    python main.py suite resources/suites/othello-endgame-12.obf
    python main.py tournament --game connect4 --players alphabeta:4 alphabeta:2 --games 200
    python main.py tune --game connect4 --params w2,centre --opponent alphabeta:2 --games 200
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] in (["--version"], ["-V"]):  # before the window's branch below, which takes every other option
        from cli.version import print_version

        return print_version()
    if not argv or (argv[0].startswith("-") and argv[0] not in ("-h", "--help")):
        from gui.app import system_libraries

        missing = system_libraries.problem()
        if missing is not None:  # Qt would abort with a misleading message: say what to install
            print(missing, file=sys.stderr)
            return 2
        from gui.window.startup import run_app

        return run_app(argv)
    from cli.common import guarded

    return guarded(lambda: _command(argv))


def _command(argv: list[str]) -> int:
    from cli import analyze, arena, bench, suite, tournament, tune
    from cli.common import OneLineParser

    parser = OneLineParser(prog="main.py", description="Minimax Studio: watch adversarial search think.")
    sub = parser.add_subparsers(dest="command", metavar="{analyze,arena,bench,suite,tournament,tune}", parser_class=OneLineParser)
    for module in (analyze, arena, bench, suite, tournament, tune):
        module.add_parser(sub, OneLineParser)
    args = parser.parse_args(argv)
    if args.command is None:
        parser.error("choose a subcommand")
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
