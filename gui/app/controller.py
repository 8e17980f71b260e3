"""The game in play and its rules of play, without a widget: ``GameController``.

It owns the session (the moves and their searches), the two players, pause, the computer's move
timer, the scheduling of the computer's searches, the undo/redo policy, and what each search leaves
behind (a ``SearchNote`` on the move it chose, or on the position it analysed). The main window
shows what the controller announces and forwards what the user asks; tests drive the controller
directly, without a window.

It owns two collaborators: ``engine`` (``gui.app.engine_searches.EngineSearches``: the search orchestration —
starting, stopping and dropping searches on the worker thread, hints, analyses, and using their results)
and ``games`` (``gui.app.game_shelf.GameShelf``: new, opened and set-up games, and the games they replaced).

Flow of a computer move: ``schedule`` notices a computer side to act and (after the move delay when
both sides are the computer) starts its search on the ``SearchController``'s worker thread; nothing
is scheduled while the computer is paused (Pause, or Undo landing on the computer's turn). Anything
that changes the position (a human move, undo, redo, a new or opened game, a side switched to human)
cancels the running search first, and the request id makes sure a late result is dropped.

Replacing the game (New game, another game, Open) never loses the old one: it is kept, and Undo on
the new game's first position brings it back.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from engine.game import Game
from engine.games import GameInfo, game_info

from ..i18n import player_name
from .display_options import DisplayOptions
from .engine_searches import EngineSearches
from .game_host import KeptGame
from .game_shelf import GameShelf
from .outside import OutsideChoice, OutsideEngines
from .players import PlayerConfig, PlayerKind
from .preferences import Preferences
from .session import GameSession, SearchNote


class GameController(QObject):
    """The session, the players, pause, the computer's timer and every rule of play.

    Signals:
        positionChanged(): the position changed (a move, undo, redo, a new, restored or opened game).
        refreshNeeded(): what is shown of the same position changed (players, pause, a hint or analysis).
        gameChanged(object): the ``GameInfo`` of a different game now in play (the window needs its board).
        sessionReplaced(): another game is in play (new, restored or opened): the old one's searches go.
        playersChanged(): the controller replaced the players (an opened or restored game).
        pausedChanged(bool): the computer was paused or resumed.
        computerMoved(int): the computer played this move.
        hintReady(int): a hint for the side to move was found.
        hintChanged(object): the move to mark as a hint, or None.
        analysisReady(): the move values of the current position are known.
        gameOver(str): the game ended ("X wins", "Draw").
        searchStarted(object, str): the ``SearchRequest`` that began and its title.
        searchProgress(object, object): request, ``Progress`` — for the position in play.
        searchIterations(object, object): request, a tuple of ``IterationInfo``.
        searchShown(object): the ``SearchNote`` of a search that just ended (its stats and tree to show).
        searchDropped(): the running search was cancelled: what it showed so far is stale.
        fullTreeCounted(object): the ``SearchNote`` whose full minimax tree size arrived.
        searchFailed(str): the engine reported an error (the computer is paused).
        engineStatusChanged(): ``engine_status()`` has something new to say.
        message(str, int): a line for the status bar and how long it stays (ms).
        error(str): something the user must be told (the game is left as it was).
        preferencesChanged(): players or display options changed (to be saved).
    """

    positionChanged = Signal()
    refreshNeeded = Signal()
    gameChanged = Signal(object)
    sessionReplaced = Signal()
    playersChanged = Signal()
    pausedChanged = Signal(bool)
    computerMoved = Signal(int)
    hintReady = Signal(int)
    hintChanged = Signal(object)
    analysisReady = Signal()
    gameOver = Signal(str)
    searchStarted = Signal(object, str)
    searchProgress = Signal(object, object)
    searchIterations = Signal(object, object)
    searchShown = Signal(object)
    searchDropped = Signal()
    fullTreeCounted = Signal(object)
    searchFailed = Signal(str)
    engineStatusChanged = Signal()
    message = Signal(str, int)
    error = Signal(str)
    preferencesChanged = Signal()

    def __init__(self, prefs: Preferences, starts: dict[str, str] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.games = GameShelf(self, starts)  # the games made, opened and kept for Undo/Redo
        info = game_info(prefs.game)
        self.session = self.games.new_session(info)
        self.players: tuple[PlayerConfig, PlayerConfig] = prefs.players_for(info)
        self.display: DisplayOptions = prefs.display
        self.paused = False
        self.shown: SearchNote | None = None  # the note whose statistics are on screen
        self.engine = EngineSearches(self, self)  # the search orchestration: hints, analyses, the computer's searches
        self.searches = self.engine.searches  # (the worker thread's controller, which the window also watches)
        self.move_timer = QTimer(self)
        self.move_timer.setObjectName("computer_move_timer")
        self.move_timer.setSingleShot(True)
        self.move_timer.timeout.connect(self.engine.start_computer_move)
        self.outside = OutsideEngines()  # the outside programs playing a side now (gui.app.outside)
        # The stored players' outside programs start once the window listens: one that cannot start is said.
        QTimer.singleShot(0, self, self._start_outside)

    # -- what is in play -----------------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def info(self) -> GameInfo:
        return self.session.info

    @property
    def busy(self) -> bool:
        """A search of the engine's runs (the computer's move, a hint or an analysis)."""
        return self.searches.busy

    @property
    def both_computer(self) -> bool:
        """Both sides are the computer (the game plays itself, with a move delay; undo does not skip)."""
        return self.players[0].is_computer and self.players[1].is_computer

    @property
    def has_computer(self) -> bool:
        return self.players[0].is_computer or self.players[1].is_computer

    def side_is_computer(self, player: int) -> bool:
        return player in (0, 1) and self.players[player].is_computer

    def actor(self) -> int:
        """Who acts next: the side to move, or at a chance state the side whose roll it is."""
        roller = self.session.roller()
        return roller if roller is not None else self.session.to_move

    def human_to_move(self) -> bool:
        to_move = self.session.to_move
        return not self.session.is_over and to_move in (0, 1) and not self.side_is_computer(to_move)

    def human_to_roll(self) -> bool:
        roller = self.session.roller()
        return roller is not None and not self.side_is_computer(roller)

    def forced_pass(self) -> bool:
        """Whether the player to move has no legal move but a pass (games with passes)."""
        return (self.game.has_passes and not self.session.is_over
                and tuple(self.session.legal_moves) == (self.game.PASS,))

    def computer_waits(self) -> bool:
        """The computer would act now but is paused."""
        return self.paused and not self.session.is_over and self.side_is_computer(self.actor())

    @property
    def can_undo(self) -> bool:
        return self.session.can_undo or bool(self.games.kept_games)

    @property
    def can_redo(self) -> bool:
        return self.session.can_redo or bool(self.games.later_games)

    def expected_continuation(self) -> list[int]:
        """After a computer move: the rest of the line its search expected (its PV after its move)."""
        entries = self.session.entries
        if self.session.is_over or not entries or entries[-1].result is None or self.busy:
            return []
        pv = entries[-1].result.pv
        return list(pv[1:]) if pv and pv[0] == entries[-1].move else []

    def put_in_play(self, session: GameSession, players: tuple[PlayerConfig, PlayerConfig], paused: bool, *,
                    keep_in: list[KeptGame]) -> None:
        """Put ``session`` in play with ``players``; the game it replaces is kept in ``keep_in`` (when it
        had moves): ``games.kept_games`` for Undo, ``games.later_games`` for Redo."""
        self.engine.drop()
        self.move_timer.stop()
        old = self.session
        if old.entries or old.redo_stack:
            self.games.keep(KeptGame(old, self.players, self.paused), keep_in)
        self.prefs.players[old.info.name] = self.players
        game_changed = session.info.name != old.info.name
        players_changed = players != self.players
        self.session = session
        self.players = players
        fell_back = self.sync_outside()
        players_changed = players_changed or fell_back
        self.prefs.players[session.info.name] = self.players
        self.prefs.game = session.info.name
        self.shown = None
        self.mark_paused(paused)
        if game_changed:
            self.gameChanged.emit(session.info)  # (the window's new board and settings show these players)
        elif players_changed:
            self.playersChanged.emit()
        self.sessionReplaced.emit()
        self.preferencesChanged.emit()
        self.position_changed()

    # -- the players and the display -------------------------------------------------------------------------
    def set_players(self, players: tuple[PlayerConfig, PlayerConfig]) -> None:
        """New settings for the sides (from the settings panel). A change of who plays a side resumes a
        paused computer: pause belongs to the pairing it was pressed in."""
        old = self.players
        active = self.searches.active
        if active is not None and active.outside is not None and players[active.player] != old[active.player]:
            self.engine.drop()  # its program is ended or replaced: its move is no longer wanted
            active = None
        self.players = players
        if self.sync_outside():
            self.playersChanged.emit()
        players = self.players
        self.prefs.players[self.session.info.name] = players
        to_move = self.actor()
        if active is not None and active.purpose == "move" and not self.side_is_computer(active.player):
            self.engine.drop()  # that side became human: its search is no longer wanted
        elif active is not None and active.purpose != "move" and self.side_is_computer(to_move):
            self.engine.drop()  # a hint or analysis for a side the computer now plays
        elif active is not None:
            self.message.emit(self.tr("Settings changed: they apply to the next search."), 4000)
        if any(a.kind != b.kind or a.outside != b.outside for a, b in zip(old, players, strict=True)):
            self.mark_paused(False)
        mover = self.session.to_move
        if mover in (0, 1) and not old[mover].search.same_values(players[mover].search):
            self.session.forget_analysis()  # its values were another evaluation's (or depth's): off the board
        self.preferencesChanged.emit()
        self.refreshNeeded.emit()  # (the turn text says who plays)
        self.schedule()

    def set_player_kinds(self, first: PlayerKind, second: PlayerKind) -> None:
        self.set_players((self.players[0].with_kind(first), self.players[1].with_kind(second)))

    def set_display(self, display: DisplayOptions) -> None:
        self.display = display
        self.prefs.display = display
        self.preferencesChanged.emit()
        self.schedule()

    # -- moves -----------------------------------------------------------------------------------------------
    def play(self, move: int) -> bool:
        """Play ``move`` for the human to move; False when it is not theirs to play or not legal."""
        if not self.human_to_move() or move not in self.session.legal_moves:
            return False
        self.engine.drop()  # a hint or an analysis of the old position is no longer wanted
        self.session.play(move, "human")
        self.games.later_games.clear()  # a move played: Redo now means this game's moves, not a later game
        self.position_changed()
        return True

    def roll(self) -> bool:
        """Roll the die for the human whose roll it is (the computer rolls its own)."""
        if not self.human_to_roll():
            self.message.emit(self.tr("There is no die to roll now.") if not self.session.awaiting_roll
                              else self.tr("The computer rolls its own die."), 3000)
            return False
        self.engine.drop()
        entry = self.session.roll("human")
        self.games.later_games.clear()
        who = player_name(self.game, entry.roller if entry.roller is not None else entry.player)
        self.message.emit(self.tr("{0} rolled {1}.").format(who, self.game.format_move(entry.move)), 4000)
        self.position_changed()
        return True

    def undo(self) -> None:
        """Take back a move; against the computer, back to the human's previous turn. On a game's first
        position, bring back the game New game (or Open) replaced."""
        if not self.session.can_undo:
            self.games.restore_kept_game()
            return
        self.engine.drop()
        self.move_timer.stop()
        self.message.emit("", 0)  # a message about the move taken back ("red rolled 5") is no longer true
        self.session.undo()
        while not self.both_computer and self.session.can_undo and (self.side_is_computer(self.actor())
                                                                    or self.forced_pass()):
            self.session.undo()
        if self.side_is_computer(self.actor()) and not self.session.is_over:
            self.mark_paused(True)  # the computer would just play again: wait for Redo or Resume
        self.position_changed()

    def redo(self) -> None:
        """Replay an undone move; against the computer, on to the human's next turn. At the end of a
        restored game's line, bring back the game Undo replaced by it."""
        if not self.session.can_redo:
            self.games.restore_later_game()
            return
        self.engine.drop()
        self.move_timer.stop()
        self.message.emit("", 0)
        self.session.redo()
        while not self.both_computer and self.session.can_redo and self.side_is_computer(self.actor()):
            self.session.redo()
        self.position_changed()

    # -- pause -----------------------------------------------------------------------------------------------
    def set_paused(self, paused: bool) -> None:
        """Pause (or resume) the computer. Pausing drops a running computer search."""
        paused = bool(paused)
        self.mark_paused(paused)
        if paused:
            self.move_timer.stop()
            active = self.searches.active
            if active is not None and active.purpose == "move":
                self.engine.drop()
        self.refreshNeeded.emit()
        if not paused:
            self.schedule()

    def mark_paused(self, paused: bool) -> None:
        """Set pause and say so, without touching the timer or a running search (``set_paused`` does)."""
        if paused != self.paused:
            self.paused = paused
            self.pausedChanged.emit(paused)
        self.engineStatusChanged.emit()

    # -- whose turn: the computer's, a human's forced pass, an automatic analysis ----------------------------
    def schedule(self) -> None:
        """Start whatever the engine should do now: the computer's move, or an automatic analysis."""
        if self.session.is_over or self.busy:
            return
        if self.forced_pass() and not self.side_is_computer(self.session.to_move):
            # A human with no legal move passes: played for them, and said (the computer's pass is its move).
            name = player_name(self.game, self.session.to_move)
            self.session.play(self.game.PASS, "human")
            self.message.emit(self.tr("{0} has no legal move and passes.").format(name), 5000)
            self.position_changed()
            return
        if self.side_is_computer(self.actor()):  # (a chance state: the computer's own roll)
            if self.paused:
                return
            if not self.move_timer.isActive():
                self.move_timer.start(self.display.move_delay_ms if self.both_computer else 0)
            self.engineStatusChanged.emit()
        elif self.display.auto_analyse and self.display.show_values and self.session.analysis() is None \
                and not self.session.awaiting_roll:
            self.engine.analyse()

    def shutdown(self) -> None:
        self.move_timer.stop()
        self.engine.drop()
        self.outside.close_all()  # no outside program outlives the window
        self.searches.shutdown()

    # -- outside programs ------------------------------------------------------------------------------------
    @Slot()
    def _start_outside(self) -> None:
        if self.sync_outside():
            self.playersChanged.emit()
            self.schedule()

    def sync_outside(self) -> bool:
        """Run the outside programs the players want (each started once, when chosen). A side whose program
        cannot start is said, and played by our own search instead; True when that changed the players."""
        wanted: list[OutsideChoice | None] = [p.outside if p.is_outside else None for p in self.players]
        failed = self.outside.sync(self.info, wanted)
        if not failed:
            return False
        players = list(self.players)
        lines = []
        for side, choice, why in failed:
            players[side] = replace(players[side], kind="computer")
            lines.append(self.tr("{0} cannot play {1}: {2}").format(choice.label(), player_name(self.game, side), why))
        self.players = (players[0], players[1])
        self.prefs.players[self.info.name] = self.players
        self.error.emit("\n".join(lines) + "\n\n" + self.tr("Minimax Studio's own search plays instead; choose "
                                                             "another program in the settings."))
        self.preferencesChanged.emit()
        return True

    def position_changed(self) -> None:
        """Tell the window of the new position (and of a game over), then let the next side act."""
        self.positionChanged.emit()
        if self.session.is_over:
            self.gameOver.emit(self.session.outcome_text())
        self.engineStatusChanged.emit()
        self.schedule()
