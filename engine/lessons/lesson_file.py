"""Lesson files: Markdown text with fenced ``lesson`` and ``task`` blocks (docs/teaching/lesson-files.md).

A lesson file is ordinary Markdown that any viewer shows sensibly: its first line is the title (``# ...``),
the paragraphs are the lesson's text, and fenced blocks whose info string is ``lesson`` or ``task`` hold
``key: value`` lines. The ``lesson`` block (at most one, before the first task) names the game and the
tree or position the tasks use; each ``task`` block is one exercise; the Markdown between two tasks is
the lead-in of the task after it. Other fenced blocks (a ``python`` one, say) stay part of the text.

The file never holds an answer: every expected answer is computed by the engine (``answers``). So a key
named ``answer`` is refused, with the reason.

A ```lesson block with ``language: de`` makes the file a translation of the lesson with its id; ``library``
attaches it to that original and checks that only its words differ (``prompt`` and ``hint``, the title and
the Markdown).

Everything wrong with a file is one ``LessonError`` naming the file and the line, raised while parsing; a
lesson that parses can still name a node the tree lacks or a move that is illegal, which computing the
answers reports at the task's line (``LessonError`` too).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import InputError
from ..validation import FileRefused, decode_utf8, parse_int, read_regular_file

MAX_LESSON_FILE_BYTES = 256 * 1024
"""A lesson is a few paragraphs and tasks: a quarter of a megabyte is far beyond any written by hand."""
MAX_TASKS = 200
MAX_LINE_CHARS = 10_000
"""The longest line a lesson may have: a long paragraph written on one line is a few thousand characters;
more is not a lesson (and every line is read in time proportional to its length, this only keeps it short)."""

TASK_KINDS = ("value", "pruned", "evaluated", "best-move", "window", "pv", "to-move", "actions", "terminal", "utility",
              "mcts-move", "chance-pruned", "table-saves", "quiescence-value",
              "beat-computer", "tune-evaluation")
"""value: the minimax value of a node; pruned: the leaves alpha-beta never evaluates; evaluated: how many
leaves it does evaluate; best-move: the move
minimax chooses; window: α and β on entry to a node; pv: the principal variation; to-move, actions,
terminal, utility: the parts of a game as a search problem (PLAYER, ACTIONS, TERMINAL-TEST, UTILITY);
mcts-move: the move Monte Carlo tree search plays after ``playouts`` playouts drawn with the seed;
chance-pruned: the leaves Star1 never evaluates; table-saves: the nodes a transposition table saves
alpha-beta; quiescence-value: the value at the depth cutoff with the quiescence extension; beat-computer: a game
played against alpha-beta at ``depth`` (won, or drawn where no win is possible); tune-evaluation: weights
of an evaluation with which alpha-beta at ``depth`` plays ``target``."""
ALGORITHM_NAMES = ("minimax", "alphabeta")
SETTING_KEYS = ("game", "tree", "position", "seed", "depth")
LESSON_KEYS = ("id", "order", "language", *SETTING_KEYS)
PROSE_KEYS = ("prompt", "hint")
"""The task keys a translation writes in its own language; every other key is the original's, word for word."""
TASK_KEYS = ("id", "kind", "prompt", "hint", "node", "algorithm", "plies", "playouts", "evaluation", "target",
             *SETTING_KEYS)
MAX_LESSON_PLAYOUTS = 100_000
"""An mcts-move task must answer at once: a few seconds of playouts in pure Python at most."""
_KEY_LINE = re.compile(r"([A-Za-z][A-Za-z-]*)\s*:(.*)")
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
_INFO = re.compile(r"[A-Za-z-]*")
_LANGUAGE = re.compile(r"[a-z]{2,3}(?:_[A-Za-z0-9]{2,8})?")
"""A language as Qt's ``QLocale.name()`` writes it: ``de``, ``pt_BR``, ``zh_Hans``."""


class LessonError(InputError):
    """A lesson file that cannot be used: ``line`` is the line at fault (1-based; 0 for the whole file)."""

    def __init__(self, source: str, line: int, reason: str) -> None:
        where = f"{source}, line {line}" if line else source
        super().__init__(f"{where}: {reason}")
        self.source = source
        self.line = line
        self.reason = reason


@dataclass(frozen=True)
class Setting:
    """What a task is played on: a game (``tree`` for an explicit tree) and its tree or position.

    ``tree`` is tree notation (``engine.games.tree``) or ``random depth=3 width=3 low=0 high=20``, which
    ``seed`` makes the same tree every time; ``position`` is moves from the start in the game's notation."""

    game: str = "tree"
    tree: str | None = None
    position: str = ""
    seed: int = 1
    depth: int | None = None
    lines: dict[str, int] = field(default_factory=dict)
    """Key → the line it was written on (for a message about its value)."""

    def line_of(self, key: str, default: int) -> int:
        return self.lines.get(key, default)


@dataclass(frozen=True)
class Task:
    id: str
    kind: str
    prompt: str
    setting: Setting
    line: int
    """The line of the task's opening fence: where a message about the task points."""
    lead: str = ""
    """Markdown written before the task (after the previous one): its introduction."""
    hint: str = ""
    node: str = ""
    """Which node the task is about: a tree node's letter, label or path, or moves from the position."""
    algorithm: str = ""
    """minimax or alphabeta; empty: the kind's own (alpha-beta for pruned and window, else minimax)."""
    plies: int | None = None
    """pv: how many moves of the line are asked (None: to the end of the game)."""
    key_lines: dict[str, int] = field(default_factory=dict)
    source: str = ""
    """The lesson file's name, for messages."""
    playouts: int | None = None
    """mcts-move: how many playouts the search runs (None: the lesson default)."""
    evaluation: str = ""
    """tune-evaluation: the evaluation whose weights the learner changes (empty: the game's default)."""
    target: str = ""
    """tune-evaluation: the move the computer should play, in the game's notation."""

    keys: dict[str, str] = field(default_factory=dict, compare=False)
    """The task block's ``key: value`` lines as written: what a translation must repeat (but its prose)."""

    def line_of(self, key: str) -> int:
        return self.key_lines.get(key, self.line)


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    text: str
    """The lesson's Markdown before its first task (the title line left out)."""
    tasks: tuple[Task, ...]
    source: str
    order: int = 0
    """Where the lesson stands in a list (lower first; then by title)."""
    language: str = ""
    """A translation's language (``de``, ``pt_BR``); empty for an original, the source of its translations."""
    header: dict[str, str] = field(default_factory=dict, compare=False)
    """The ```lesson block's keys as written (a translation repeats them, ``language`` apart)."""
    header_lines: dict[str, int] = field(default_factory=dict, compare=False)
    header_line: int = 0
    """The line of the ``lesson`` block's opening fence (0: the lesson has none)."""
    last_line: int = 0
    """The file's last line: where a task a translation leaves out is missed."""
    translations: dict[str, Lesson] = field(default_factory=dict, compare=False)
    """An original's translations by language, each the original with its words replaced (``library``)."""

    def in_language(self, language: str) -> Lesson:
        """The lesson as a reader of ``language`` (``de``, ``de_AT``, ``pt_BR``) sees it: the translation into
        exactly that language, else into its language part (``de`` for ``de_AT``), else this lesson."""
        found = self.translations.get(language) or self.translations.get(language.split("_")[0])
        return found if found is not None else self


def read_lesson_file(path: str | os.PathLike[str]) -> Lesson:
    """Read and parse one lesson file (a regular file of at most ``MAX_LESSON_FILE_BYTES``, UTF-8)."""
    source = os.fspath(path)
    # The error names the file once, as LessonError writes it (the readers' own messages name it too).
    try:
        raw = read_regular_file(source, MAX_LESSON_FILE_BYTES, "lesson file")
    except FileRefused as e:
        raise LessonError(source, 0, f"cannot read this lesson file: {e.reason}") from None
    try:
        text = decode_utf8(raw)
    except InputError:
        raise LessonError(source, 0, "it is not UTF-8 text") from None
    lesson = parse_lesson(text, source, default_id=Path(source).stem)
    check_figures(text, source)
    return lesson


_FIGURE_TARGET = re.compile(r"\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
"""What follows a figure's ``](``: the file, an optional title in quotes, the closing parenthesis."""
FIGURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".svg")


def figures(text: str) -> list[tuple[int, str]]:
    """The figures a lesson's Markdown shows (``![words](figures/tree.png)``): (line, file) for each."""
    return [(n, ref) for n, line in enumerate(text.splitlines(), 1) for ref in _figures_in(line)]


def _figures_in(line: str) -> list[str]:
    """The files of the figures ``![words](file)`` on one line, read in time proportional to its length: a
    pattern that looks for the ``]`` after every ``![`` anew reads a line of 125,000 ``![`` for a minute.
    The words of a figure hold no ``]``, so the ``]`` that ends them is the first one after its ``![``, the
    same for every ``![`` before it: it is looked for once."""
    found: list[str] = []
    pos, close = 0, -1
    while True:
        start = line.find("![", pos)
        if start < 0:
            return found
        if close < start + 2:
            close = line.find("]", start + 2)
            if close < 0:
                return found  # no ']' after it: no figure further on either
        if line.startswith("(", close + 1):
            m = _FIGURE_TARGET.match(line, close + 2)
            if m is not None:
                found.append(m.group(1))
                pos = m.end()
                continue
        pos = start + 2


def check_figures(text: str, source: str) -> None:
    """Every figure a lesson file names is an image file next to it (or below it): ``LessonError`` at the
    line of one that is not, so a teacher sees it before a learner meets a broken picture."""
    folder = os.path.dirname(os.path.abspath(source))
    for line, ref in figures(text):
        if "://" in ref or ref.startswith("data:"):
            raise LessonError(source, line, f"figure {_shown(ref)}: a figure is a file beside the lesson, not a link")
        if not ref.lower().endswith(FIGURE_SUFFIXES):
            raise LessonError(source, line, f"figure {_shown(ref)} is not a picture ({', '.join(FIGURE_SUFFIXES)})")
        if not os.path.isfile(os.path.join(folder, ref)):
            raise LessonError(source, line, f"figure {_shown(ref)} is not found beside the lesson")


def parse_lesson(text: str, source: str = "lesson", default_id: str = "lesson") -> Lesson:
    """A lesson from its Markdown text; ``LessonError`` with the line for anything malformed."""
    return _Parser(text, source).parse(default_id)


class _Parser:
    def __init__(self, text: str, source: str) -> None:
        self.lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        self.source = source

    def error(self, line: int, reason: str) -> LessonError:
        return LessonError(self.source, line, reason)

    def parse(self, default_id: str) -> Lesson:
        lines = self.lines
        long = next((n for n, t in enumerate(lines, 1) if len(t) > MAX_LINE_CHARS), None)
        if long is not None:
            raise self.error(long, f"the line is {len(lines[long - 1]):,} characters long; a lesson's lines hold at "
                             f"most {MAX_LINE_CHARS:,} (break it into several)")
        first = next((i for i, t in enumerate(lines) if t.strip()), None)
        if first is None:
            raise self.error(0, "the file is empty: a lesson starts with its title, '# Title'")
        title_line = lines[first].strip()
        if not title_line.startswith("# ") or not title_line[2:].strip():
            raise self.error(first + 1, "a lesson starts with its title as a heading: '# Title'")
        title = title_line[2:].strip()
        header: dict[str, str] = {}
        header_lines: dict[str, int] = {}
        tasks: list[Task] = []
        text_parts: list[str] = []
        lead: list[str] = []
        seen_lesson_block = False
        header_line = 0
        i = first + 1
        while i < len(lines):
            raw = lines[i]
            fence = fence_of(raw) if raw[:1] in "`~" else None
            if fence is None:
                (text_parts if not tasks else lead).append(raw)
                i += 1
                continue
            marker, info = fence
            end = self._closing(i, marker)
            if info not in ("lesson", "task"):
                block = lines[i:end + 1]
                (text_parts if not tasks else lead).extend(block)
                i = end + 1
                continue
            keys, key_lines = self._keys(i + 1, end)
            if info == "lesson":
                if seen_lesson_block:
                    raise self.error(i + 1, "a second ```lesson block: a lesson has one (its game and tree)")
                if tasks:
                    raise self.error(i + 1, "the ```lesson block comes before the first ```task")
                self._known(keys, key_lines, LESSON_KEYS, "lesson")
                header, header_lines = keys, key_lines
                seen_lesson_block = True
                header_line = i + 1
            else:
                if len(tasks) >= MAX_TASKS:
                    raise self.error(i + 1, f"more than {MAX_TASKS} tasks in one lesson")
                self._known(keys, key_lines, TASK_KEYS, "task")
                tasks.append(self._task(keys, key_lines, header, header_lines, i + 1, len(tasks) + 1,
                                        _markdown(lead)))
                lead = []
            i = end + 1
        if not tasks:
            raise self.error(0, "the lesson has no tasks: add at least one ```task block")
        ids = set()
        for t in tasks:
            if t.id in ids:
                raise self.error(t.line_of("id"), f"two tasks have the id {t.id!r}")
            ids.add(t.id)
        language = header.get("language", "").replace("-", "_")
        if "language" in header and not _LANGUAGE.fullmatch(language):
            raise self.error(header_lines["language"], "language: a language code as Qt names it (de, fr, pt_BR), "
                             f"got {_shown(header['language'])}")
        for written in {language, header.get("language", "")} - {""}:
            if default_id.endswith("." + written):  # 04-alpha-beta.de.md translates 04-alpha-beta
                default_id = default_id[:-len(written) - 1]
                break
        lesson_id = header.get("id", default_id)
        if not _ID.fullmatch(lesson_id):
            if "id" in header:
                raise self.error(header_lines["id"], f"id must be letters, digits, '-' or '_', got {lesson_id[:40]!r}")
            lesson_id = re.sub(r"[^A-Za-z0-9_-]", "-", lesson_id)[:64].strip("-_") or "lesson"
        order = self._int(header, header_lines, "order", 0, 1_000_000) if "order" in header else 0
        return Lesson(lesson_id, title, _markdown(text_parts), tuple(tasks), self.source, order or 0, language,
                      header, header_lines, header_line, max((k + 1 for k, t in enumerate(lines) if t.strip()), default=0))

    def _closing(self, start: int, marker: str) -> int:
        for j in range(start + 1, len(self.lines)):
            t = self.lines[j].strip()
            if t.startswith(marker[0] * len(marker)) and not t.strip(marker[0]):
                return j
        raise self.error(start + 1, f"this block is never closed (a line {marker} is missing)")

    def _keys(self, start: int, end: int) -> tuple[dict[str, str], dict[str, int]]:
        """``key: value`` lines; an indented line continues the value above; ``#`` starts a comment line."""
        keys: dict[str, str] = {}
        lines: dict[str, int] = {}
        last: str | None = None
        for j in range(start, end):
            raw = self.lines[j]
            stripped = raw.strip()
            if not stripped or stripped.startswith("#"):
                last = None if not stripped else last
                continue
            if raw[:1] in " \t" and last is not None:
                keys[last] = (keys[last] + " " + stripped).strip()
                continue
            m = _KEY_LINE.fullmatch(stripped)
            if m is None:
                raise self.error(j + 1, f"expected 'key: value', got {_shown(stripped)}")
            key = m.group(1).lower()
            if key in keys:
                raise self.error(j + 1, f"{key!r} is given twice in this block")
            keys[key] = m.group(2).strip()
            lines[key] = j + 1
            last = key
        return keys, lines

    def _known(self, keys: dict[str, str], lines: dict[str, int], allowed: tuple[str, ...], block: str) -> None:
        for key in keys:
            if key in ("answer", "answers", "expected", "solution"):
                raise self.error(lines[key], f"{key!r}: answers are never written in a lesson, the engine computes "
                                 "them (see 'lesson check')")
            if key not in allowed:
                raise self.error(lines[key], f"unknown key {key!r} in a ```{block} block (known: {', '.join(allowed)})")

    def _int(self, keys: dict[str, str], lines: dict[str, int], key: str, low: int, high: int) -> int | None:
        if key not in keys:
            return None
        try:
            return parse_int(keys[key], key, low, high)
        except InputError as e:
            raise self.error(lines[key], str(e)) from None

    def _task(self, keys: dict[str, str], key_lines: dict[str, int], header: dict[str, str],
              header_lines: dict[str, int], line: int, number: int, lead: str) -> Task:
        kind = keys.get("kind", "")
        if not kind:
            raise self.error(key_lines.get("kind", line), f"a task needs a kind: one of {', '.join(TASK_KINDS)}")
        if kind not in TASK_KINDS:
            raise self.error(key_lines["kind"], f"unknown task kind {_shown(kind)} (known: {', '.join(TASK_KINDS)})")
        merged = {k: header[k] for k in SETTING_KEYS if k in header}
        if keys.get("game", header.get("game", "tree")) != header.get("game", "tree"):
            merged = {}  # a task on another game takes nothing of the lesson's tree or position
        merged_lines = {k: header_lines[k] for k in merged}
        for k in SETTING_KEYS:
            if k in keys:
                merged[k], merged_lines[k] = keys[k], key_lines[k]
        if "tree" in keys and "game" not in keys:  # a task's own tree is played as a tree
            merged["game"], merged_lines["game"] = "tree", key_lines["tree"]
        game = merged.get("game", "tree")
        if not game:
            raise self.error(merged_lines.get("game", line), "game: give a game's name, or 'tree'")
        if game == "tree" and not merged.get("tree"):
            raise self.error(line, "a task on a tree needs a tree: give 'tree:' here or in the ```lesson block")
        if game != "tree" and merged.get("tree"):
            raise self.error(merged_lines["tree"], f"a tree is for 'game: tree', not for {game!r}")
        seed = self._int(merged, merged_lines, "seed", 0, 2**31 - 1)
        depth = self._int(merged, merged_lines, "depth", 1, 64)
        setting = Setting(game, merged.get("tree"), merged.get("position", ""), 1 if seed is None else seed, depth,
                          merged_lines)
        task_id = keys.get("id", str(number))
        if not _ID.fullmatch(task_id):
            raise self.error(key_lines["id"], f"id must be letters, digits, '-' or '_', got {_shown(task_id)}")
        algorithm = keys.get("algorithm", "")
        if algorithm and algorithm not in ALGORITHM_NAMES:
            raise self.error(key_lines["algorithm"], f"algorithm must be minimax or alphabeta, got {_shown(algorithm)}")
        plies = self._int(keys, key_lines, "plies", 1, 100)
        playouts = self._int(keys, key_lines, "playouts", 1, MAX_LESSON_PLAYOUTS)
        return Task(task_id, kind, keys.get("prompt", ""), setting, line, lead, keys.get("hint", ""),
                    keys.get("node", ""), algorithm, plies, key_lines, self.source, playouts=playouts,
                    evaluation=keys.get("evaluation", ""), target=keys.get("target", ""), keys=keys)


def fence_of(line: str) -> tuple[str, str] | None:
    """A fence line's marker (three or more backticks or tildes) and info string (``lesson``, ``python``, or
    empty), or None when ``line`` is not one. Read in one pass: the pattern it replaces backtracked over the
    spaces after the marker, a quarter of a million of them took minutes."""
    stripped = line.strip()
    mark = stripped[:1]
    if mark not in ("`", "~"):
        return None
    count = len(stripped) - len(stripped.lstrip(mark))
    if count < 3:
        return None
    info = stripped[count:].strip()
    return (stripped[:count], info) if _INFO.fullmatch(info) else None


def _markdown(lines: list[str]) -> str:
    return "\n".join(lines).strip("\n")


def _shown(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:40] + "…")
