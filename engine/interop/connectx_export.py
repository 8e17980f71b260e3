"""``export connectx``: one self-contained Python file that plays Connect Four on Kaggle's ConnectX.

Kaggle runs a submission as a single file and calls its last top-level function,
``agent(observation, configuration)``, for every move. The file this module writes is made from our own
sources, read here and copied in (no hand-kept second copy of the engine): the machine-word helpers
(``engine/words.py``), the evaluation base (``engine/evaluation.py``), the Connect Four bitboards and exact
solver, the built-in evaluations, and the search that drives them (``connectx_search``). Each module's imports
of our package are dropped (their names are then defined in the same file), the standard-library imports are
gathered at the top, and the player's settings and Kaggle's ``agent`` come last. A user's evaluation file is
carried as its text and run once when the agent loads.

Only what plays within ConnectX's limits in plain Python is exported: an alpha-beta player (its depth a cap on
the iterative deepening; the clock rules), with an evaluation (built-in or a file that imports nothing outside
the standard library and numpy) and the solver if asked. Anything else is refused with the reason.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from .. import __version__
from ..errors import InputError
from ..games import game_info
from ..match.agents import PlayerSpec, parse_spec
from ..plugins import load_evaluation_file
from ..validation import MAX_EVALUATION_FILE_BYTES, read_regular_file

DEFAULT_PLAYER = "alphabeta,solve,name=minimax-studio"
"""The strongest player that keeps ConnectX's time: deepening alpha-beta on the clock, the solver at the end."""
KAGGLE_MOVE_SECONDS = 2.0
ENGINE = Path(str(resources.files("engine")))
"""Our package's folder: its .py files ship in the wheel beside any compiled modules, so the export reads them."""

# (module file under engine/, the top-level names to take: None for all of it)
SOURCES: tuple[tuple[str, tuple[str, ...] | None], ...] = (
    ("words.py", None),
    ("evaluation.py", ("Param", "Evaluation", "_plain")),
    ("games/connect4/bitboards.py", None),
    ("games/connect4/solver.py", None),
    ("games/connect4/__init__.py", ("_windows", "Windows", "_cell_weights", "Positional", "EVALUATIONS")),
    ("interop/connectx_search.py", None),
)
STAND_INS = '''
# Stand-ins for what the modules below import from elsewhere in Minimax Studio: the interpreted build's
# meanings (mypy_extensions' machine integers are plain ints, mypyc's class options do nothing, input errors
# are ValueErrors).
{integers}

def mypyc_attr(*args, **kwargs):
    return lambda cls: cls


class NotationError(ValueError):
    pass


class UnknownNameError(ValueError):
    pass
'''
DROPPED_NAMES = {"__all__", "COMPILED"}
ALLOWED_OUTSIDE = {"numpy"}


@dataclass(frozen=True)
class ExportPlan:
    """What the exported file plays: its evaluation, depth cap, move-time cap and whether it solves."""

    spec: PlayerSpec
    evaluation: str
    """Python source of the expression that builds the ``Evaluate`` (after the engine's definitions)."""
    user_source: str | None
    user_name: str | None
    max_depth: int | None
    move_time: float | None
    solve: bool


def _refuse(spec: str, why: str) -> InputError:
    return InputError(f"cannot export player {spec!r}: {why}")


def plan(text: str | None) -> ExportPlan:
    """Check a player spec for export (``InputError`` with the reason when it cannot travel)."""
    info = game_info("connect4")
    spec = parse_spec(text or DEFAULT_PLAYER, info)
    kind, _, depth = spec.agent.partition(":")
    if kind != "alphabeta":
        raise _refuse(spec.text, f"the exported file carries our alpha-beta search and solver; {kind} is another "
                                 "player (use alphabeta[:DEPTH] with eval=, evalfile=, time= and solve)")
    if spec.node_limit is not None:
        raise _refuse(spec.text, "nodes= does not translate to Kaggle's clock (give time=SECONDS instead)")
    if spec.time_limit is not None and spec.time_limit > KAGGLE_MOVE_SECONDS:
        raise _refuse(spec.text, f"time={spec.time_limit:g} is more than ConnectX's {KAGGLE_MOVE_SECONDS:g} s a move "
                                 "(a deeper search in that time needs the compiled engine's speed)")
    max_depth = None if depth in ("", "full") else int(depth)
    user_source = user_name = None
    if spec.eval_file is not None:
        path = Path(spec.eval_file)
        user = load_evaluation_file(path, "connect4")(**dict(spec.weights))  # refuses a bad file
        raw = read_regular_file(path, MAX_EVALUATION_FILE_BYTES, "evaluation file")
        user_source = raw.decode("utf-8")
        user_name = path.name
        _check_imports(spec.text, user_source, path.name)
        weights = {k: float(v) for k, v in user.weights.items()}
        expression = f"user_evaluate(_USER_EVALUATION['evaluate'], {weights!r})"
    else:
        name = spec.eval_name or info.default_evaluation
        evaluation = info.evaluations[name](**dict(spec.weights))
        weights = {k: float(v) for k, v in evaluation.weights.items()}
        expression = f"EVALUATIONS[{name!r}](**{weights!r}).score"
    return ExportPlan(spec, expression, user_source, user_name, max_depth, spec.time_limit, spec.enhancements.solve)


def _check_imports(spec: str, source: str, name: str) -> None:
    """A file Kaggle runs has the standard library and numpy, nothing of ours or anyone else's."""
    for node in ast.walk(ast.parse(source)):
        modules: list[str] = []
        if isinstance(node, ast.Import):
            modules = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            modules = ["." if node.level else node.module or ""]
        for module in modules:
            top = module.partition(".")[0]
            if top not in sys.stdlib_module_names and top not in ALLOWED_OUTSIDE:
                raise _refuse(spec, f"{name} imports {module!r} (line {getattr(node, 'lineno', '?')}); Kaggle's agent can count "
                                    "only on the standard library and numpy")


def _statement_lines(node: ast.stmt) -> tuple[int, int]:
    first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
    return first, node.end_lineno or node.lineno


def _defined(node: ast.stmt) -> set[str]:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {node.name}
    if isinstance(node, (ast.Assign, ast.AnnAssign)):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        return {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return set()


def module_text(relative: str, keep: tuple[str, ...] | None) -> tuple[str, list[str], set[str]]:
    """One module's code for the file: its statements (those defining ``keep``'s names, or all), without its
    docstring and imports; the standard-library imports it needs (and ``NAME = int`` for each machine integer
    type it imports from mypy_extensions); the top-level names it defines."""
    path = ENGINE / relative
    try:
        source = path.read_text(encoding="utf-8")
    except OSError as e:
        raise InputError(f"the export reads our sources, and {path} cannot be read ({e.strerror or e}): export "
                         "from an installation that ships its .py files") from None
    tree = ast.parse(source)
    lines = source.splitlines()
    integers: list[str] = []
    drop = [False] * (len(lines) + 1)
    imports: list[str] = []
    names: set[str] = set()
    for index, node in enumerate(tree.body):
        first, last = _statement_lines(node)
        is_doc = index == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            ours = isinstance(node, ast.ImportFrom) and (node.level > 0 or node.module in (
                "__future__", "mypy_extensions") or (node.module or "").startswith("engine"))
            if not ours:
                imports.append(ast.get_source_segment(source, node) or "")
            elif isinstance(node, ast.ImportFrom) and node.module == "mypy_extensions":
                integers += [a.asname or a.name for a in node.names if a.name != "mypyc_attr"]
            skip = True
        elif is_doc:
            skip = True
        else:
            defined = _defined(node)
            skip = bool(defined & DROPPED_NAMES) or (keep is not None and not defined & set(keep))
            # a string right after a kept assignment documents it: it goes with it
            if not skip:
                names |= defined
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and index > 0:
            skip = skip or drop[_statement_lines(tree.body[index - 1])[1]]
        for i in range(first, last + 1):
            drop[i] = skip
    kept = [line for i, line in enumerate(lines, 1) if not drop[i]]
    if keep is not None:
        kept = _without_stray_comments(kept)
    text = "\n".join(kept).strip("\n")
    while "\n\n\n\n" in text:
        text = text.replace("\n\n\n\n", "\n\n\n")
    return text, imports + [f"{name} = int" for name in integers], names


def _without_stray_comments(lines: list[str]) -> list[str]:
    """Module-level comment lines of a module taken in part belong to statements left out: dropped."""
    return [line for line in lines if not line.startswith("#")]


def source(text: str | None = None, margin: float = 0.5) -> str:
    """The whole agent file for player spec ``text`` (default ``DEFAULT_PLAYER``)."""
    p = plan(text)
    parts: list[str] = []
    imports: list[str] = []
    integers: list[str] = []
    seen: dict[str, str] = {}
    for relative, keep in SOURCES:
        body, needed, names = module_text(relative, keep)
        for name in names:
            if name in seen and not name.startswith("_") and name not in ("State",):
                raise InputError(f"export: {name} is defined in both {seen[name]} and {relative}")
            seen[name] = relative
        imports += [i for i in needed if i not in imports and not i.endswith(" = int")]
        integers += [i for i in needed if i.endswith(" = int") and i not in integers]
        parts.append(f"# ---- from engine/{relative} " + "-" * max(4, 100 - len(relative)) + "\n\n" + body)
    settings = [f"_AGENT = make_agent(_EVALUATE, margin={margin!r}, move_time={p.move_time!r}, "
                f"max_depth={p.max_depth!r}, solve={p.solve!r})"]
    user = ""
    if p.user_source is not None:
        user = (f"_USER_SOURCE = {p.user_source!r}\n_USER_EVALUATION: dict = {{'__name__': 'user_evaluation'}}\n"
                f"exec(compile(_USER_SOURCE, {p.user_name!r}, 'exec'), _USER_EVALUATION)\n")
    header = f'''"""A Connect Four player for Kaggle's ConnectX, exported by Minimax Studio {__version__}.

Player: {p.spec.text}
Submit this one file as it is: Kaggle calls its last function, ``agent(observation, configuration)``. It needs
Python 3.10 or newer and nothing outside the standard library. The code below is Minimax Studio's own, copied
from the files named in each section: the Connect Four bitboards, the exact solver, the evaluation and the search
that plays on Kaggle's clock (``actTimeout`` a move and the bank of overage time).
"""

from __future__ import annotations

'''
    tail = f'''

# ---- the player {"-" * 96}

{user}_EVALUATE = {p.evaluation}
{chr(10).join(settings)}


def agent(observation, configuration):
    """Kaggle's entry point: the column (0-based) to drop a disc in."""
    return _AGENT(observation, configuration)
'''
    stand_ins = STAND_INS.format(integers="\n".join(integers) + "\n")
    return header + "\n".join(imports) + "\n" + stand_ins + "\n\n" + "\n\n\n".join(parts) + tail


def export(path: str | Path, text: str | None = None, force: bool = False) -> ExportPlan:
    """Write the agent file for ``text`` to ``path`` (refusing to overwrite a file unless ``force``)."""
    target = Path(path)
    if target.exists() and not force:
        raise InputError(f"{target} exists: choose another file, or add --force to replace it")
    if target.is_dir():
        raise InputError(f"{target} is a folder; give the name of the file to write")
    text_out = source(text)
    try:
        target.write_text(text_out, encoding="utf-8")
    except OSError as e:
        raise InputError(f"cannot write {target}: {e.strerror or e}") from None
    return plan(text)
