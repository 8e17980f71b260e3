"""The game in play and its rules of play, without a widget: ``GameController``.

It owns the session (the moves and their searches), the two players, pause, the computer's move
timer, the scheduling of the computer's searches, the undo/redo policy, and what each search leaves
behind (a ``SearchNote`` on the move it chose, or on the position it analysed). The main window
shows what the controller announces and forwards what the user asks; tests drive the controller
directly, without a window.

Flow of a computer move: ``schedule`` notices a computer side to act and (after the move delay when
both sides are the computer) starts its search on the ``SearchController``'s worker thread; nothing
is scheduled while the computer is paused (Pause, or Undo landing on the computer's turn). Anything
that changes the position (a human move, undo, redo, a new or opened game, a side switched to human)
cancels the running search first, and the request id makes sure a late result is dropped.

Replacing the game (New game, another game, Open) never loses the old one: it is kept, and Undo on
the new game's first position brings it back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from engine.game import Game, State
from engine.games import GameInfo, game_info
from engine.results import IterationInfo, MctsStats, Progress, SearchResult
from engine.search import utility_scale

from ..i18n import QT_TRANSLATE_NOOP, counted, player_name
from .arrangements import make_game, start_of
from .display_options import DisplayOptions
from .format import fmt_value, shortcut_text
from .game_file import SavedGame
from .outside import OutsideChoice, OutsideEngines
from .players import PlayerConfig, PlayerKind
from .preferences import Preferences
from .session import GameSession, SearchNote
from .worker import FullTreeSize, Purpose, SearchController, SearchRequest, counts_full_tree

PURPOSE_TITLES = {"move": QT_TRANSLATE_NOOP("GameController", "Thinking"),
                  "hint": QT_TRANSLATE_NOOP("GameController", "Finding a hint"),
                  "analysis": QT_TRANSLATE_NOOP("GameController", "Analysing the position")}
MAX_KEPT_GAMES = 20  # replaced games Undo can bring back (each holds its recorded trees)


def computer_to_act(session: GameSession, players: tuple[PlayerConfig, PlayerConfig]) -> bool:
    """Whether the computer acts next in ``session`` with ``players`` (its move, or its own roll)."""
    if session.is_over:
        return False
    roller = session.roller()
    actor = roller if roller is not None else session.to_move
    return actor in (0, 1) and players[actor].is_computer


@dataclass
class KeptGame:
    """A game replaced by New game, another game or Open, kept so Undo can bring it back."""

    session: GameSession
    players: tuple[PlayerConfig, PlayerConfig]
    paused: bool


@dataclass(frozen=True)
class EngineStatus:
    """What the status bar says about the engine; ``progress``: (done, total) root moves, or (0, 0) for
    a busy indicator, or None for no bar."""

    text: str
    progress: tuple[int, int] | None = None


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
        self.starts: dict[str, str] = dict(starts or {})  # start-arrangement setting per game that has one
        info = game_info(prefs.game)
        self.session = self._new_session(info)
        self.players: tuple[PlayerConfig, PlayerConfig] = prefs.players_for(info)
        self.display: DisplayOptions = prefs.display
        self.paused = False
        self.kept_games: list[KeptGame] = []  # games replaced, the latest last (Undo brings them back)
        self.later_games: list[KeptGame] = []  # games Undo replaced by an earlier one (Redo brings them back)
        self.shown: SearchNote | None = None  # the note whose statistics are on screen
        self._counting: SearchNote | None = None  # whose full-tree count may still arrive
        self.searches = SearchController(self)
        self.move_timer = QTimer(self)
        self.move_timer.setObjectName("computer_move_timer")
        self.move_timer.setSingleShot(True)
        self.move_timer.timeout.connect(self._start_computer_search)
        s = self.searches
        s.started.connect(self._on_started)
        s.progress.connect(self._on_progress)
        s.iterations.connect(self._on_iterations)
        s.finished.connect(self._on_finished)
        s.stopped.connect(self._on_stopped)
        s.failed.connect(self._on_failed)
        s.fullTreeCounted.connect(self._on_full_tree)
        s.chosen.connect(self._on_chosen)
        s.busyChanged.connect(lambda _busy: self.engineStatusChanged.emit())
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
        return self.session.can_undo or bool(self.kept_games)

    @property
    def can_redo(self) -> bool:
        return self.session.can_redo or bool(self.later_games)

    def analysis(self) -> SearchNote | None:
        """The search whose values belong on the board now: None after the game ended, and while a new
        move search or analysis of this position runs (its live values replace the old ones)."""
        active = self.searches.active
        if self.session.is_over or (active is not None and active.purpose != "hint"):
            return None
        return self.session.analysis()

    def expected_continuation(self) -> list[int]:
        """After a computer move: the rest of the line its search expected (its PV after its move)."""
        entries = self.session.entries
        if self.session.is_over or not entries or entries[-1].result is None or self.busy:
            return []
        pv = entries[-1].result.pv
        return list(pv[1:]) if pv and pv[0] == entries[-1].move else []

    def engine_status(self) -> EngineStatus:
        active = self.searches.active
        if active is not None:
            purpose = QCoreApplication.translate("GameController", PURPOSE_TITLES[active.purpose])
            return EngineStatus(f"{purpose} ({active.caption})", (0, 0))
        if self.computer_waits():
            return EngineStatus(self.tr("Computer paused (P resumes)"))
        if self.move_timer.isActive() and self.move_timer.interval() > 0:
            return EngineStatus(self.tr("Next computer move shortly"))
        return EngineStatus(self.tr("Engine idle"))

    # -- a new game, another game, an opened one -------------------------------------------------------------
    def _new_session(self, info: GameInfo, start: str | None = None, dice_seed: int | None = None,
                     position: str | None = None) -> GameSession:
        """A session of a new game, set up with the start-arrangement setting (or ``start``), starting from
        ``position`` (already checked) when given."""
        game = make_game(info, start if start is not None else self.starts.get(info.name))
        return GameSession(info, game, dice_seed, None if position is None else game.parse_position(position))

    def _put_in_play(self, session: GameSession, players: tuple[PlayerConfig, PlayerConfig], paused: bool, *,
                     keep_in: list[KeptGame]) -> None:
        """Put ``session`` in play with ``players``; the game it replaces is kept in ``keep_in`` (when it
        had moves): ``kept_games`` for Undo, ``later_games`` for Redo."""
        self._drop_search()
        self.move_timer.stop()
        old = self.session
        if old.entries or old.redo_stack:
            keep_in.append(KeptGame(old, self.players, self.paused))
            del keep_in[:-MAX_KEPT_GAMES]
        self.prefs.players[old.info.name] = self.players
        game_changed = session.info.name != old.info.name
        players_changed = players != self.players
        self.session = session
        self.players = players
        fell_back = self._sync_outside()
        players_changed = players_changed or fell_back
        self.prefs.players[session.info.name] = self.players
        self.prefs.game = session.info.name
        self.shown = None
        self._set_paused(paused)
        if game_changed:
            self.gameChanged.emit(session.info)  # (the window's new board and settings show these players)
        elif players_changed:
            self.playersChanged.emit()
        self.sessionReplaced.emit()
        self.preferencesChanged.emit()
        self._position_changed()

    def new_game(self, game_name: str | None = None) -> None:
        """Start a new game (of ``game_name``, or of the current game). Undo brings the old one back."""
        name = game_name or self.session.info.name
        info = game_info(name)
        had_moves = bool(self.session.entries)
        players = self.players if info.name == self.session.info.name else self.prefs.players_for(info)
        self.later_games.clear()  # a new line of games: the ones Redo would bring back are off it
        self._put_in_play(self._new_session(info), players, False, keep_in=self.kept_games)
        if had_moves:
            self.message.emit(self.tr("New game — Undo ({0}) brings the previous game back.").format(shortcut_text("Ctrl+Z")),
                              6000)

    def open_saved(self, saved: SavedGame) -> None:
        """Put an opened game in play with its players, who played each move and what the searches found.
        Undo brings the game that was in play back."""
        info = game_info(saved.game)
        session = self._new_session(info, saved.start, saved.dice_seed, saved.position)
        session.replay(saved.moves, saved.history)
        # An opened game waits for the user: a computer to act is paused until Resume (or Redo).
        paused = bool(saved.moves) and computer_to_act(session, saved.players)
        self.later_games.clear()
        self._put_in_play(session, saved.players, paused, keep_in=self.kept_games)

    def saved_game(self) -> SavedGame:
        s = self.session
        return SavedGame(s.info.name, s.moves, self.players, start_of(self.game),
                         s.dice_seed if self.game.has_chance else None, history=s.history(), position=s.start_position)

    def start_from(self, state: State) -> None:
        """A new game of the current kind starting from ``state`` (a position a game reaches: pasted or set up
        on the board), with the same players. Undo brings the game that was in play back."""
        session = GameSession(self.session.info, self.game, start_state=state)
        kept = bool(self.session.entries or self.session.redo_stack)  # (an empty game is not kept)
        self.later_games.clear()
        paused = computer_to_act(session, self.players)  # a set-up position waits for the user
        self._put_in_play(session, self.players, paused, keep_in=self.kept_games)
        self.message.emit(self.tr("Playing from the position — Undo ({0}) brings the previous game back.").format(
            shortcut_text("Ctrl+Z")) if kept else self.tr("Playing from the position."), 6000)

    def restore_kept_game(self) -> bool:
        """Bring back the game the last New game / game switch / Open replaced (False: there is none)."""
        if not self.kept_games:
            return False
        kept = self.kept_games.pop()
        s = kept.session
        waits = bool(s.entries) and computer_to_act(s, kept.players)
        self._put_in_play(s, kept.players, kept.paused or waits, keep_in=self.later_games)
        self.message.emit(self.tr("The previous game is back (%n moves); Redo returns to the later one.", "",
                                  len(s.entries)), 5000)
        return True

    def restore_later_game(self) -> bool:
        """Bring back the game Undo replaced by an earlier one (False: there is none)."""
        if not self.later_games:
            return False
        later = self.later_games.pop()
        s = later.session
        waits = bool(s.entries) and computer_to_act(s, later.players)
        self._put_in_play(s, later.players, later.paused or waits, keep_in=self.kept_games)
        self.message.emit(self.tr("The later game is back (%n moves played, {0} to redo).", "", len(s.entries))
                          .format(len(s.redo_stack)), 5000)
        return True

    def set_start(self, start: str) -> None:
        """Use the start-arrangement setting ``start`` (already checked) and start a new game with it."""
        self.starts[self.session.info.name] = start
        self.new_game()

    # -- the players and the display -------------------------------------------------------------------------
    def set_players(self, players: tuple[PlayerConfig, PlayerConfig]) -> None:
        """New settings for the sides (from the settings panel). A change of who plays a side resumes a
        paused computer: pause belongs to the pairing it was pressed in."""
        old = self.players
        active = self.searches.active
        if active is not None and active.outside is not None and players[active.player] != old[active.player]:
            self._drop_search()  # its program is ended or replaced: its move is no longer wanted
            active = None
        self.players = players
        if self._sync_outside():
            self.playersChanged.emit()
        players = self.players
        self.prefs.players[self.session.info.name] = players
        to_move = self.actor()
        if active is not None and active.purpose == "move" and not self.side_is_computer(active.player):
            self._drop_search()  # that side became human: its search is no longer wanted
        elif active is not None and active.purpose != "move" and self.side_is_computer(to_move):
            self._drop_search()  # a hint or analysis for a side the computer now plays
        elif active is not None:
            self.message.emit(self.tr("Settings changed: they apply to the next search."), 4000)
        if any(a.kind != b.kind or a.outside != b.outside for a, b in zip(old, players, strict=True)):
            self._set_paused(False)
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
        self._drop_search()  # a hint or an analysis of the old position is no longer wanted
        self.session.play(move, "human")
        self.later_games.clear()  # a move played: Redo now means this game's moves, not a later game
        self._position_changed()
        return True

    def roll(self) -> bool:
        """Roll the die for the human whose roll it is (the computer rolls its own)."""
        if not self.human_to_roll():
            self.message.emit(self.tr("There is no die to roll now.") if not self.session.awaiting_roll
                              else self.tr("The computer rolls its own die."), 3000)
            return False
        self._drop_search()
        entry = self.session.roll("human")
        self.later_games.clear()
        who = player_name(self.game, entry.roller if entry.roller is not None else entry.player)
        self.message.emit(self.tr("{0} rolled {1}.").format(who, self.game.format_move(entry.move)), 4000)
        self._position_changed()
        return True

    def undo(self) -> None:
        """Take back a move; against the computer, back to the human's previous turn. On a game's first
        position, bring back the game New game (or Open) replaced."""
        if not self.session.can_undo:
            self.restore_kept_game()
            return
        self._drop_search()
        self.move_timer.stop()
        self.message.emit("", 0)  # a message about the move taken back ("red rolled 5") is no longer true
        self.session.undo()
        while not self.both_computer and self.session.can_undo and (self.side_is_computer(self.actor())
                                                                    or self.forced_pass()):
            self.session.undo()
        if self.side_is_computer(self.actor()) and not self.session.is_over:
            self._set_paused(True)  # the computer would just play again: wait for Redo or Resume
        self._position_changed()

    def redo(self) -> None:
        """Replay an undone move; against the computer, on to the human's next turn. At the end of a
        restored game's line, bring back the game Undo replaced by it."""
        if not self.session.can_redo:
            self.restore_later_game()
            return
        self._drop_search()
        self.move_timer.stop()
        self.message.emit("", 0)
        self.session.redo()
        while not self.both_computer and self.session.can_redo and self.side_is_computer(self.actor()):
            self.session.redo()
        self._position_changed()

    # -- pause -----------------------------------------------------------------------------------------------
    def set_paused(self, paused: bool) -> None:
        """Pause (or resume) the computer. Pausing drops a running computer search."""
        paused = bool(paused)
        self._set_paused(paused)
        if paused:
            self.move_timer.stop()
            active = self.searches.active
            if active is not None and active.purpose == "move":
                self._drop_search()
        self.refreshNeeded.emit()
        if not paused:
            self.schedule()

    def _set_paused(self, paused: bool) -> None:
        if paused != self.paused:
            self.paused = paused
            self.pausedChanged.emit(paused)
        self.engineStatusChanged.emit()

    # -- the engine ------------------------------------------------------------------------------------------
    def schedule(self) -> None:
        """Start whatever the engine should do now: the computer's move, or an automatic analysis."""
        if self.session.is_over or self.busy:
            return
        if self.forced_pass() and not self.side_is_computer(self.session.to_move):
            # A human with no legal move passes: played for them, and said (the computer's pass is its move).
            name = player_name(self.game, self.session.to_move)
            self.session.play(self.game.PASS, "human")
            self.message.emit(self.tr("{0} has no legal move and passes.").format(name), 5000)
            self._position_changed()
            return
        if self.side_is_computer(self.actor()):  # (a chance state: the computer's own roll)
            if self.paused:
                return
            if not self.move_timer.isActive():
                self.move_timer.start(self.display.move_delay_ms if self.both_computer else 0)
            self.engineStatusChanged.emit()
        elif self.display.auto_analyse and self.display.show_values and self.session.analysis() is None \
                and not self.session.awaiting_roll:
            self.analyse()

    def _request(self, purpose: Purpose, player: int, *, exact_root: bool = False) -> SearchRequest:
        settings = self.players[player].search
        info = self.session.info
        options = settings.options(info, exact_root=exact_root).for_move(self.game, self.session.state)
        engine = self.outside.engine(player) if purpose == "move" and self.players[player].is_outside else None
        if engine is not None:  # an outside program's move: its options are ours, unused (a hint's, later)
            return SearchRequest(purpose=purpose, game=self.game, state=self.session.state,
                                 position=self.session.position, options=options, player=player,
                                 caption=engine.label, count_full_tree=False, outside=engine)
        handed_over = options.enhancements.solve and not settings.enhancements.solve
        caption = settings.describe(info.name) + (" → " + self.tr("exact solver (endgame)") if handed_over else "")
        return SearchRequest(purpose=purpose, game=self.game, state=self.session.state,
                             position=self.session.position, options=options, player=player, caption=caption,
                             workers=self.display.search_workers, workers_by_default=not self.display.workers)

    @Slot()
    def _start_computer_search(self) -> None:
        if self.session.is_over or self.paused or not self.side_is_computer(self.actor()) or self.busy:
            return
        if self.session.awaiting_roll:  # the computer's roll: no search, just the die
            self.session.roll("computer")
            self._position_changed()
            return
        side = self.session.to_move
        if self.players[side].is_outside and self.outside.engine(side) is None:
            self._set_paused(True)  # an outside player without a program: nothing can move for it
            self.message.emit(self.tr("Choose the outside program for {0} in the settings (a command line or a "
                                      "file), then resume (P).").format(player_name(self.game, side)), 10000)
            self.refreshNeeded.emit()
            return
        self.searches.start(self._request("move", side))

    def hint(self) -> None:
        """Ask the engine for the best move of the human to move (not played)."""
        if not self.human_to_move():
            self.message.emit(self.tr("A hint is for a human's turn."), 3000)
            return
        self.hintChanged.emit(None)
        self.searches.start(self._request("hint", self.session.to_move))

    def analyse(self) -> None:
        """Search the position with every root move exact, for the move values on the board."""
        if self.session.is_over:
            return
        if self.session.awaiting_roll:
            self.message.emit(self.tr("Roll the die first (R): the moves depend on the roll."), 3000)
            return
        active = self.searches.active
        if active is not None and active.purpose == "move":
            self.message.emit(self.tr("The computer is thinking: its move values are shown live."), 3000)
            return
        self.searches.start(self._request("analysis", self.session.to_move, exact_root=True))

    def stop(self) -> bool:
        """Stop the search now: a computer move plays its best move so far, a hint or an analysis shows
        what it found. When both sides are the computer, Stop also pauses (also between two moves).
        False when there was nothing to stop."""
        if self.busy:
            active = self.searches.active
            if active is not None and active.outside is not None:
                # An outside program has no "best so far" to give: its process is ended, the computer paused.
                self._drop_search()
                self._set_paused(True)
                self.refreshNeeded.emit()
                self.message.emit(self.tr("Stopped {0}: an outside program gives no move before it has finished. "
                                          "It starts again when you resume (P).").format(active.caption), 8000)
                return True
            if active is not None and active.purpose == "move" and self.both_computer:
                self._set_paused(True)
            self.searches.stop()
            return True
        if self.both_computer and self.move_timer.isActive():
            self.set_paused(True)  # between two moves: hold the game
            return True
        return False

    def _drop_search(self) -> None:
        """Drop the running search (its result will not be used) and tell the window."""
        was_busy = self.busy
        active = self.searches.active
        self.searches.cancel()  # (also ends a running full-tree count)
        if active is not None and active.outside is not None:
            active.outside.close()  # it cannot be stopped halfway: ended, it frees the search thread at once
        self._counting = None
        self.hintChanged.emit(None)
        if was_busy:
            self.searchDropped.emit()
        self.engineStatusChanged.emit()

    def shutdown(self) -> None:
        self.move_timer.stop()
        self._drop_search()
        self.outside.close_all()  # no outside program outlives the window
        self.searches.shutdown()

    # -- outside programs ------------------------------------------------------------------------------------
    @Slot()
    def _start_outside(self) -> None:
        if self._sync_outside():
            self.playersChanged.emit()
            self.schedule()

    def _sync_outside(self) -> bool:
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

    @Slot(object, int)
    def _on_chosen(self, req: SearchRequest, move: int) -> None:
        """An outside program chose its move: played, with no search of ours behind it."""
        if req.position != self.session.position or move not in self.session.legal_moves:
            self.schedule()  # (the program's own move is checked legal; a changed position cancels it)
            return
        self.session.play(move, "computer").program = req.caption  # (the move list names it)
        self.later_games.clear()
        self.computerMoved.emit(move)
        self._position_changed()

    def _position_changed(self) -> None:
        self.positionChanged.emit()
        if self.session.is_over:
            self.gameOver.emit(self.session.outcome_text())
        self.engineStatusChanged.emit()
        self.schedule()

    # -- from the search thread -----------------------------------------------------------------------------
    def search_title(self, req: SearchRequest) -> str:
        n = len(req.position) + 1
        what = {"move": self.tr("Move {0}"), "hint": self.tr("Hint at move {0}"),
                "analysis": self.tr("Analysis at move {0}")}[req.purpose]
        return f"{what.format(n)} — {req.caption}"

    @Slot(object)
    def _on_started(self, req: SearchRequest) -> None:
        self._counting = None  # a new search cancels the previous one's full-tree count
        self.searchStarted.emit(req, self.search_title(req))
        self.engineStatusChanged.emit()

    @Slot(object, object)
    def _on_progress(self, req: SearchRequest, p: Progress) -> None:
        if req.position == self.session.position:
            self.searchProgress.emit(req, p)

    @Slot(object, object)
    def _on_iterations(self, req: SearchRequest, infos: tuple[IterationInfo, ...]) -> None:
        self.searchIterations.emit(req, infos)

    @Slot(object, object)
    def _on_finished(self, req: SearchRequest, result: SearchResult) -> None:
        self._accept(req, result)

    @Slot(object, object)
    def _on_stopped(self, req: SearchRequest, result: SearchResult) -> None:
        self.message.emit(self._stop_explanation(req, result), 8000)
        self._accept(req, result)

    def _stop_explanation(self, req: SearchRequest, result: SearchResult) -> str:
        mcts = result.extra(MctsStats)
        if mcts is not None:  # Monte Carlo tree search: no depths, its counts so far stand
            playouts = mcts.playouts
            return (counted(self.tr("Stopped after %n playout(s): the most visited move so far is used.", "", playouts),
                            playouts)
                    if playouts else self.tr("Stopped before the first playout: the move is only a static choice."))
        limit = self.players[req.player].search.enhancements.limit_reached(result.stats.nodes,
                                                                           result.stats.elapsed_s)
        if limit:
            return self.tr("The search reached {0}: the deepest finished depth's move is used.").format(limit)
        if result.value is None or (isinstance(result.value, float) and math.isnan(result.value)):
            move = self.tr("its move") if result.best_move is None else self.game.format_move(result.best_move)
            return self.tr("Stopped before any move was fully searched: {0} has no value. With iterative deepening "
                           "(Speed-ups) Stop has a searched move.").format(move)
        return self.tr("Search stopped: the best result found so far is used.")

    def _accept(self, req: SearchRequest, result: SearchResult) -> None:
        if req.position != self.session.position:
            # cannot happen (a position change cancels the search), but never play into the wrong position
            self.schedule()
            return
        note = SearchNote(result, req.caption, self.search_title(req), utility_scale(self.game, req.options)[0])
        self._counting = note if counts_full_tree(req, result) else None  # else no count is coming
        if not result.stopped or req.purpose != "move":
            self.session.set_analysis(req.position, note)
        self.shown = note
        self.searchShown.emit(note)
        if req.purpose == "move":
            move = result.best_move
            if move is None or move not in self.session.legal_moves:
                self._set_paused(True)
                self.error.emit(self.tr("The engine returned no move."))
                return
            self.session.play(move, "computer", note)
            self.later_games.clear()
            self.computerMoved.emit(move)
            self._position_changed()
            return
        self.refreshNeeded.emit()
        if req.purpose == "hint" and result.best_move is not None:
            self.hintChanged.emit(result.best_move)
            self.message.emit(self.tr("Hint: {0} (value {1}, {2})").format(
                self.game.format_move(result.best_move), fmt_value(result.value), req.caption), 8000)
            self.hintReady.emit(result.best_move)
        elif req.purpose == "analysis":
            self.analysisReady.emit()
        self.schedule()  # a side may have become the computer while this search ran

    @Slot(object, str)
    def _on_failed(self, req: SearchRequest, message: str) -> None:
        self.set_paused(True)
        if req.outside is not None:  # a crash, a timeout, garbage, an illegal move: the game stays as it was
            self.searchDropped.emit()
            self.searchFailed.emit(message)
            self.error.emit(self.tr("{0}\n\nThe game is as it was. Choose another player for {1} in the settings, "
                                    "or resume (P) to ask the program again.").format(
                message if message.endswith((".", "!", "?")) else message + ".", player_name(self.game, req.player)))
            return
        self.searchFailed.emit(message)
        self.error.emit(self.tr("The search failed: {0}").format(message))

    @Slot(object, object)
    def _on_full_tree(self, _req: SearchRequest, size: FullTreeSize | None) -> None:
        note = self._counting
        if note is None:
            return
        self._counting = None
        note.full_tree = size
        note.full_tree_counted = True
        self.fullTreeCounted.emit(note)

    def counting(self, note: SearchNote) -> bool:
        """Whether the full minimax tree of ``note``'s search is still being counted."""
        return note is self._counting


