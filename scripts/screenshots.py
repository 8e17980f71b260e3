#!/usr/bin/env python3
"""Render the main states of the application offscreen and save them as PNGs in docs/screenshots/.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py [--out DIR]

Uses a throwaway settings file, so the user's own settings are neither read nor changed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtGui import QColor, QFont, QPalette  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gui.app.enhancement_settings import EnhancementSettings  # noqa: E402
from gui.app.players import PlayerConfig, SearchSettings  # noqa: E402
from gui.board.die import DieWidget  # noqa: E402
from gui.i18n import LANGUAGE_KEY, install_translation  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402

SIZE = (1280, 800)  # a common laptop screen: every dock must be readable at this size


def wait_until(app: QApplication, done: Callable[[], bool], timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the application did not reach the state to photograph")
        app.processEvents()
        time.sleep(0.005)


def settle(app: QApplication, seconds: float = 0.15) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def dark_palette() -> QPalette:
    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#202225", QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#17181a", QPalette.ColorRole.AlternateBase: "#232529",
        QPalette.ColorRole.Text: "#e6e6e6", QPalette.ColorRole.Button: "#2b2d31",
        QPalette.ColorRole.ButtonText: "#e6e6e6", QPalette.ColorRole.Highlight: "#3d8bfd",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.ToolTipBase: "#2b2d31",
        QPalette.ColorRole.ToolTipText: "#e6e6e6", QPalette.ColorRole.PlaceholderText: "#8a8d93",
    }
    for role, color in roles.items():
        p.setColor(role, QColor(color))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#6b6e73"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#6b6e73"))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#6b6e73"))
    return p


def make_window(tmp: Path, name: str) -> MainWindow:
    s = QSettings(str(tmp / f"{name}.ini"), QSettings.Format.IniFormat)
    s.setValue("display", '{"move_delay_ms": 0}')
    w = MainWindow(s)
    w.resize(*SIZE)
    w.show()
    return w


def save(app: QApplication, w: MainWindow, out: Path, name: str) -> None:
    settle(app)
    path = out / f"{name}.png"
    w.grab().save(str(path), "PNG", 0)  # quality 0: the strongest (lossless) PNG compression
    print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}  {path.stat().st_size // 1024} KB")


def dice_shots(app: QApplication, tmp: Path, out: Path) -> None:
    """EinStein würfelt nicht!: mid-game with the die, movable cubes and move values; the tree with
    its chance nodes; the dark palette."""
    w = make_window(tmp, "dice")
    w.new_game("einstein")
    w.set_start_arrangement("fixed")
    w.session.dice_seed = 7  # the same rolls every time the pictures are made
    w.set_player_kinds("human", "computer")
    search = SearchSettings("expectiminimax", 3, "race", {"weight": 1, "power": 2})
    w.settings_panel.set_players((PlayerConfig("human", search), PlayerConfig("computer", search)))
    w.settings_panel.playersChanged.emit()
    for _ in range(3):
        w.roll()
        w.play(w.session.legal_moves[0])
        wait_until(app, lambda: w.session.is_over or (w.controller.human_to_roll() and not w.controller.busy))
    w.roll()
    w.analyse()
    wait_until(app, lambda: w.session.analysis() is not None and not w.controller.busy, timeout=60)
    state = w.session.state
    w.board.click_square(state[0][w.session.last_move - 1] if state[0][w.session.last_move - 1] >= 0
                         else w.session.legal_moves[0] // 100 - 1)
    save(app, w, out, "einstein-values")
    # the analysis's tree: the principal variation expanded through its chance node
    w.stats_dock.hide()  # the whole right side for the tree
    w.tree_widget.expand_pv()
    model = w.tree_widget.model
    root = model.index(0, 0)
    w.tree_widget.view.expand(model.index(0, 0, root))
    save(app, w, out, "einstein-tree")
    w.tree_widget.selectionCleared.emit()
    w.stats_dock.show()
    w.close()


def graph_shot(app: QApplication, tmp: Path, out: Path) -> None:
    """The evaluation graph: a game against the computer, then Game ▸ Analyse the whole game."""
    w = make_window(tmp, "e")
    w.new_game("connect4")
    weights = {"w1": 1, "w2": 4, "w3": 16, "centre": 3}
    human = PlayerConfig("human", SearchSettings("alphabeta", 5, "windows", weights))
    quick = PlayerConfig("computer", SearchSettings("alphabeta", 6, "windows", weights, record=False))
    w.settings_panel.set_players((human, quick))
    w.settings_panel.playersChanged.emit()
    for move in (4, 3, 5, 2, 6, 4, 3, 5, 1, 7, 7, 6, 2):
        if w.session.is_over:
            break
        if move in w.session.legal_moves:
            w.play(move)
            wait_until(app, lambda: w.session.is_over or (w.controller.human_to_move() and not w.controller.busy), timeout=60)
    w.evaluation.dock.show()
    w.evaluation.dock.raise_()
    done: list[bool] = []
    w.evaluation.analysed.connect(lambda: done.append(True))
    w.evaluation.analyse_action.trigger()
    wait_until(app, lambda: bool(done), timeout=180)
    w.evaluation.go_to(len(w.session.entries) // 2)
    save(app, w, out, "connect4-evaluation-graph")
def lab_shots(app: QApplication, tmp: Path, out: Path) -> None:
    """The evaluation lab: a Connect Four evaluation from the template that changes the choice, then a
    mistake in it, with its line marked and the position where it failed."""
    w = make_window(tmp, "lab")
    w.resize(1480, 1040)
    w.new_game("connect4")
    depth4 = SearchSettings("alphabeta", 4, "windows", {"w1": 1, "w2": 4, "w3": 16, "centre": 3}, record=True)
    w.settings_panel.set_players((PlayerConfig("human", depth4), PlayerConfig("human", depth4)))
    w.settings_panel.playersChanged.emit()
    for move in (4, 4, 4, 4):
        w.play(move)
    lab = w.eval_lab
    lab.dock.show()
    lab.widget.side.setCurrentIndex(0)
    lab.file.new_from_template()
    lab.apply()
    wait_until(app, lambda: not lab.runner.busy, timeout=120)
    text = lab.widget.editor.toPlainText().replace(
        'worth = weights["centre"] * (centre + 1 - abs(col - centre))',
        'worth = weights["centre"] * (1 + abs(col - centre))  # the edges')
    lab.widget.editor.setPlainText(text)
    lab.file.save_to(str(tmp / "edges.py"))
    lab.apply()
    wait_until(app, lambda: not lab.runner.busy, timeout=120)
    lab.widget.editor.verticalScrollBar().setValue(12)
    save(app, w, out, "eval-lab-what-changed")
    lab.widget.editor.setPlainText(text.replace("for row in position.board:", "for row in position.bord:"))
    lab.apply()
    wait_until(app, lambda: not lab.runner.busy, timeout=120)
    save(app, w, out, "eval-lab-error")
    w.close()


def othello_shots(app: QApplication, tmp: Path, out: Path) -> None:
    """Othello: a midgame with every legal square's value, the PV's ghosts and the computer's tree;
    then the dark palette after a pass."""
    w = make_window(tmp, "othello")
    w.new_game("othello")
    search = SearchSettings("alphabeta", 4, "combined", {})
    w.settings_panel.set_players((PlayerConfig("human", search), PlayerConfig("computer", search)))
    w.settings_panel.playersChanged.emit()
    for square in ("f5", "c3", "c4", "e6", "b4"):
        move = w.game.parse_move(square)
        w.play(move if move in w.session.legal_moves else w.session.legal_moves[0])
        wait_until(app, lambda: w.session.is_over or (w.controller.human_to_move() and not w.controller.busy), timeout=60)
    w.analyse()
    wait_until(app, lambda: w.session.analysis() is not None and not w.controller.busy, timeout=60)
    w.tree_widget.expand_pv()
    w.tree_widget.selectionCleared.emit()  # the board shows the position with its values, not the PV's end
    w.board.marks.end_preview()
    save(app, w, out, "othello-values")
    w.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--only", choices=("dice", "othello", "lab", "graph", "about", "contest"),
                        help="render only these pictures")
    parser.add_argument("--language", help="the interface's language, e.g. de (to look at a translation; use --out)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    app.setStyle("Fusion")
    app.setFont(QFont("DejaVu Sans", 10))
    tmp = Path(tempfile.mkdtemp(prefix="minimax-shots-"))
    if args.language:
        chosen = QSettings(str(tmp / "language.ini"), QSettings.Format.IniFormat)
        chosen.setValue(LANGUAGE_KEY, args.language)
        if install_translation(app, chosen) is None:
            parser.error(f"no translation for {args.language!r}")
    DieWidget.animate = False  # the die shows its face at once (no tumble mid-picture)
    if args.only == "lab":
        lab_shots(app, tmp, out)
        return 0
    if args.only == "contest":
        contest_shot(app, tmp, out)
        return 0
    if args.only == "graph":
        graph_shot(app, tmp, out)
        return 0
    if args.only in (None, "about"):
        about_shots(app, tmp, out)
    if args.only == "about":
        return 0
    if args.only in (None, "othello"):
        othello_shots(app, tmp, out)
    if args.only == "othello":
        return 0
    dice_shots(app, tmp, out)
    if args.only == "dice":
        return 0
    graph_shot(app, tmp, out)

    # 1. Tic-tac-toe, empty board, human (X) against the computer.
    w = make_window(tmp, "a")
    save(app, w, out, "tictactoe-empty")

    # 2. After a few moves: every move's value, the PV as ghosts, the tree, the pruning saved.
    for move in (5, 3):
        w.play(move)
        wait_until(app, lambda: not w.controller.busy and w.session.to_move == 0)
    wait_until(app, lambda: "%" in w.stats_panel.values["saved"].text())
    w.analyse()
    wait_until(app, lambda: w.session.analysis() is not None and not w.controller.busy)
    save(app, w, out, "tictactoe-values")
    # the tree with its principal variation expanded: selecting the PV's end previews it on the board
    w.tree_widget.expand_pv()
    save(app, w, out, "tictactoe-tree-preview")
    w.tree_widget.selectionCleared.emit()

    # 2b. Why did the computer play move 4? Select it in the move list.
    w.move_list.select(3)
    save(app, w, out, "tictactoe-why-move-4")
    w.board.previewDismissed.emit()

    # 3. Game over: play on to the end (the computer never loses).
    while not w.session.is_over:
        w.play(w.session.legal_moves[0])
        wait_until(app, lambda: w.session.is_over or (w.controller.human_to_move() and not w.controller.busy))
    save(app, w, out, "tictactoe-game-over")
    w.close()

    # 4. Connect Four, the computer thinking: live statistics and root values.
    w = make_window(tmp, "b")
    w.new_game("connect4")
    weights = {"w1": 1, "w2": 4, "w3": 16, "centre": 3}
    deep = PlayerConfig("computer", SearchSettings("alphabeta", 11, "windows", weights))
    human = PlayerConfig("human", SearchSettings("alphabeta", 5, "windows", weights))
    w.settings_panel.set_players((human, deep))
    w.settings_panel.playersChanged.emit()
    for move in (4, 4, 3):
        if w.session.to_move == 0:
            w.play(move)
    # (pure Python, busy machine)
    wait_until(app, lambda: w.controller.busy and len(w.board.marks.overlay_values()) >= 3, timeout=300)
    settle(app, 0.4)
    save(app, w, out, "connect4-thinking")
    w.stop()
    wait_until(app, lambda: not w.controller.busy)

    # 5. Connect Four, an analysis: every column's value and the principal variation as ghosts.
    w.analyse()
    wait_until(app, lambda: not w.controller.busy, timeout=60)
    save(app, w, out, "connect4-analysis")

    # 5b. Iterative deepening with the table and move ordering: the per-depth rows, the table's fill.
    fast = PlayerConfig("computer", SearchSettings(
        "alphabeta", 9, "windows", weights, record=False,
        enhancements=EnhancementSettings(iterative=True, tt=True, tt_mb=16, ordering=("pv", "tt", "killers",
                                                                                      "history", "static"), pvs=True)))
    w.settings_panel.set_players((human, fast))
    w.settings_panel.playersChanged.emit()
    w.settings_panel.tabs.setCurrentIndex(1)
    w.tree_dock.hide()  # nothing recorded: the statistics get the whole column
    w.play(w.session.legal_moves[3])
    wait_until(app, lambda: w.session.to_move == 0 and not w.controller.busy, timeout=60)
    wait_until(app, lambda: "counting" not in w.stats_panel.values["full"].text(), timeout=60)
    save(app, w, out, "connect4-iterations")

    # 5c. Compare algorithms on this position at depth 6: one bar per variant.
    six = PlayerConfig("human", SearchSettings("alphabeta", 6, "windows", weights, record=False))
    w.settings_panel.set_players((six, fast))
    w.settings_panel.playersChanged.emit()
    w.compare_algorithms()
    dialog = w.dialogs.compare_dialog
    assert dialog is not None
    wait_until(app, lambda: not dialog.runner.running, timeout=120)
    settle(app)
    path = out / "compare-algorithms.png"
    dialog.grab().save(str(path), "PNG", 0)
    print(f"{path}  {path.stat().st_size // 1024} KB")
    dialog.reject()
    w.tree_dock.show()
    w.close()

    tournament_shot(app, out)
    lab_shots(app, tmp, out)

    # 6. Dark palette: Connect Four won.
    app.setPalette(dark_palette())
    w = make_window(tmp, "c")
    w.new_game("connect4")
    w.set_player_kinds("human", "human")
    for move in (4, 3, 4, 3, 4, 3, 4):
        w.play(move)
    save(app, w, out, "connect4-dark-game-over")
    w.close()
    # Quit through the event loop, so that every window's aboutToQuit handler ends its worker threads
    # (a thread still running when Python tears Qt down aborts the process).
    QTimer.singleShot(0, app.quit)
    app.exec()
    return 0


def about_shots(app: QApplication, tmp: Path, out: Path) -> None:
    """The icon at 16 and 32 px (each enlarged 8× and 4× with square pixels, to judge it at the size a menu
    shows it) beside 256 px; and Help ▸ About."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    from gui.desktop import icons

    sheet = QImage(16 * 8 + 32 * 4 + 256 + 60, 276, QImage.Format.Format_ARGB32)
    sheet.fill(app.palette().window().color())
    p = QPainter(sheet)
    x = 10
    for size, zoom in ((16, 8), (32, 4)):
        small = QImage(str(icons.png(size)))
        p.drawImage(x, 10, small)
        p.drawImage(x, 10 + size + 10, small.scaled(size * zoom, size * zoom, Qt.AspectRatioMode.KeepAspectRatio,
                                                   Qt.TransformationMode.FastTransformation))
        x += size * zoom + 20
    p.drawImage(x, 10, QImage(str(icons.png(256))))
    p.end()
    path = out / "icon-sizes.png"
    sheet.save(str(path), "PNG", 0)
    print(f"{path}  {path.stat().st_size // 1024} KB")
    w = make_window(tmp, "about")
    w.commands.about_action.trigger()
    box = w.dialogs.about_box
    assert box is not None
    wait_until(app, box.isVisible)
    settle(app)
    path = out / "about-box.png"
    box.grab().save(str(path), "PNG", 0)
    print(f"{path}  {path.stat().st_size // 1024} KB")
    box.close()
    w.close()


def tournament_shot(app: QApplication, out: Path) -> None:
    """The Tournament window after a small Connect Four round robin (its worker processes need this
    script's ``__main__`` guard)."""
    from gui.tournament import TournamentWindow

    w = TournamentWindow(game="connect4")
    w.player_list.clear()
    for spec in ("alphabeta:3,name=depth 3", "alphabeta:2,name=depth 2", "random"):
        w.add_player(spec)
    w.games_spin.setValue(16)
    w.concurrency_spin.setValue(2)
    w.resize(1200, 760)
    w.show()
    w.start()
    wait_until(app, lambda: not w.runner.running, timeout=300)
    settle(app)
    path = out / "tournament.png"
    w.grab().save(str(path), "PNG", 0)
    print(f"{path}  {path.stat().st_size // 1024} KB")
    w.close()


CONTEST_FILES = {
    "alice.py": 'GAME = "connect4"\nNAME = "Alice"\n\ndef evaluate(position, player, weights):\n'
                '    return sum((3 - abs(c - 3)) * (1 if cell == player else -1 if cell != "." else 0)\n'
                '               for row in position.board for c, cell in enumerate(row))\n',
    "bob.py": 'GAME = "connect4"\nNAME = "Bob"\n\ndef evaluate(position, player, weights):\n    return 0\n',
    "chloe.py": 'def choose(position):\n    return position.legal_moves()[len(position.legal_moves()) // 2]\n',
    "dan.py": 'GAME = "connect4"\n\ndef evaluate(position, player, weights):\n'
              '    open("/home/teacher/grades.csv", "w").write("Dan: A")\n    return 0\n',
    "eve.py": 'GAME = "connect4"\nx = []\nwhile True:\n    x.append(bytearray(1 << 24))\n',
}


def contest_shot(app: QApplication, tmp: Path, out: Path) -> None:
    """The Tournament window's Class contest mode at 1280×800, after a contest of five students' files
    (two of them break the rules and forfeit, with the reasons)."""
    from gui.tournament import TournamentWindow

    folder = tmp / "class"
    folder.mkdir()
    for name, text in CONTEST_FILES.items():
        (folder / name).write_text(text, encoding="utf-8")
    w = TournamentWindow(game="connect4")
    w.set_contest_folder(str(folder))
    w.depth_spin.setValue(2)
    w.games_spin.setValue(2)
    w.concurrency_spin.setValue(2)
    w.openings_combo.setCurrentIndex(w.openings_combo.findData("start"))
    w.resize(1280, 800)
    w.show()
    w.start()
    wait_until(app, lambda: not w.runner.running, timeout=300)
    settle(app)
    w.leaderboard_view.resizeColumnsToContents()
    path = out / "contest.png"
    w.grab().save(str(path), "PNG", 0)
    print(f"{path}  {path.stat().st_size // 1024} KB")
    w.close()


if __name__ == "__main__":
    sys.exit(main())
