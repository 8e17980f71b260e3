"""The compiled build of the hot modules gives the same answers as the pure-Python source, node for
node, and is the one in use whenever scripts/setup.sh built it; MINIMAX_STUDIO_PURE=1 switches it off."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import native

ROOT = Path(__file__).resolve().parent.parent
TEXTBOOK_SIGNATURE = 1_550_940


def run_python(code: str, pure: bool) -> str:
    env = dict(os.environ)
    env[native.PURE_ENV] = "1" if pure else "0"
    proc = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True,
                          check=True, timeout=900)
    return proc.stdout


def bench(pure: bool) -> dict:
    out = run_python("import sys, main; sys.exit(main.main(['bench', '--json']))", pure)
    return json.loads(out)


def built() -> native.Status:
    status, _ = native.choose(environ={})
    return status


@pytest.mark.slow
def test_bench_workloads_give_the_same_values_and_node_counts_in_both_modes():
    status = built()
    if not status.compiled:
        pytest.skip(f"no usable compiled build: {status.reason}")
    if native.pure_requested():
        pytest.skip("MINIMAX_STUDIO_PURE is set: the run of the suite on the compiled build compares both modes")
    pure, compiled = bench(pure=True), bench(pure=False)
    assert pure["compiled"] is False and compiled["compiled"] is True
    assert pure["signature"] == compiled["signature"] == TEXTBOOK_SIGNATURE
    assert pure["enhanced_signature"] == compiled["enhanced_signature"]
    assert [w["name"] for w in pure["workloads"]] == [w["name"] for w in compiled["workloads"]]
    for p, c in zip(pure["workloads"], compiled["workloads"]):
        assert (p["name"], p["nodes"], p["value"], p["best_move"], p["first_move_cut_share"]) == \
               (c["name"], c["nodes"], c["value"], c["best_move"], c["first_move_cut_share"])
        assert p.get("answers") == c.get("answers"), p["name"]  # every position's value, not only the last


def test_compare_modes_runs_the_project_from_anywhere_even_from_a_pure_process(tmp_path):
    """Each mode's run is the project's own main.py (not one in the working directory), and a process
    that itself runs pure Python still compares the build on disk."""
    if not built().compiled:
        pytest.skip(f"no usable compiled build: {built().reason}")
    (tmp_path / "main.py").write_text("print('not Minimax Studio')\n", encoding="utf-8")
    env = dict(os.environ, **{native.PURE_ENV: "1"})
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "bench", "--compare-modes", "--json",
                           "--only", "c4-alphabeta-d7-3344"], env=env, cwd=tmp_path, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    (row,) = json.loads(proc.stdout)["workloads"]
    assert row["same"] is True and row["nodes"] == 9_738 and row["speedup"] > 0


def test_compare_modes_does_not_go_with_the_dice_or_perft_workloads(capsys):
    from tests.cli_helpers import run_cli

    code, _, err = run_cli(capsys, "bench", "--compare-modes", "--einstein")
    assert code == 2 and "--compare-modes" in err and len(err.strip().splitlines()) == 1


def test_this_process_runs_the_compiled_modules_when_they_are_built():
    status = built()
    if native.pure_requested():
        pytest.skip("MINIMAX_STUDIO_PURE is set: the suite runs the pure-Python modules")
    if not status.compiled:
        assert not native.status().compiled
        pytest.skip(f"no usable compiled build: {status.reason}")
    assert native.status().compiled, native.mode()
    import engine.games.connect4.solver
    import engine.games.tictactoe

    for module in native.hot_modules():
        __import__(module)
        assert native.loaded_from(module) == "compiled", module
    # Modules left interpreted beside a compiled package still load from their source.
    import engine.games.connect4.order

    assert native.loaded_from("engine.games.connect4.order") == "pure"
    assert Path(engine.games.connect4.order.__file__).is_relative_to(ROOT / "engine")


def test_the_pure_switch_loads_every_module_from_its_source():
    code = ("import engine.native as n, engine.games, engine.search; "
            "print(n.mode()); print(*(n.loaded_from(m) for m in n.hot_modules()))")
    mode, loaded = run_python(code, pure=True).splitlines()
    assert mode == "pure Python: MINIMAX_STUDIO_PURE=1 asks for the pure-Python modules"
    assert set(loaded.split()) == {"pure"}


def write_manifest(tmp_path: Path, **changes: object) -> Path:
    module = native.hot_modules()[0]
    (tmp_path / "m.so").write_bytes(b"")
    (tmp_path / "support.so").write_bytes(b"")
    data: dict[str, object] = {"compiler": "mypyc test", "tag": native.build_tag(),
                               "modules": {module: {"file": "m.so", "sha256": native.source_hash(module)}},
                               "support": {"x__mypyc": "support.so"},
                               "depends": {"engine.game": native.source_hash("engine.game")}}
    data.update(changes)
    path = tmp_path / "manifest.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_current_build_is_chosen(tmp_path):
    status, files = native.choose(write_manifest(tmp_path), environ={})
    assert status.compiled and status.describe() == "compiled (mypyc test: 1 modules)"
    assert files[native.hot_modules()[0]] == tmp_path / "m.so" and files["x__mypyc"] == tmp_path / "support.so"


def test_an_edited_source_retires_the_whole_build(tmp_path):
    stale = {native.hot_modules()[0]: {"file": "m.so", "sha256": "0" * 64}}
    status, files = native.choose(write_manifest(tmp_path, modules=stale), environ={})
    assert not status.compiled and files == {}
    assert status.stale == (native.hot_modules()[0],)
    assert "older than the source" in status.describe() and "scripts/setup.sh" in status.describe()


def test_an_edited_module_the_compiled_ones_import_retires_the_build_too(tmp_path):
    """mypyc builds an imported module's constants and signatures into the binaries (``CHANCE`` from
    engine.game, say): a build made before that module was edited would compute with the old ones."""
    status, files = native.choose(write_manifest(tmp_path, depends={"engine.game": "0" * 64}), environ={})
    assert not status.compiled and files == {} and status.stale == ("engine.game",)


def test_the_modules_a_build_depends_on_are_what_the_hot_modules_import():
    depends = native.imported_modules(native.hot_modules())
    # what the kernels and games read: the protocol, the search options, the record, their packages
    assert {"engine.game", "engine.search.options", "engine.record", "engine.search", "engine"} <= set(depends)
    assert not set(depends) & set(native.hot_modules())
    assert all(m.startswith("engine") for m in depends)
    assert "engine.search.handover" in depends  # imported, never compiled


def test_a_build_that_does_not_list_what_it_read_is_not_used(tmp_path):
    manifest = write_manifest(tmp_path)
    data = json.loads(manifest.read_text(encoding="utf-8"))
    del data["depends"]
    manifest.write_text(json.dumps(data), encoding="utf-8")
    status, files = native.choose(manifest, environ={})
    assert not status.compiled and files == {} and "rerun scripts/setup.sh" in status.reason


@pytest.mark.parametrize(("value", "pure"), [("1", True), ("true", True), (" Yes ", True), ("ON", True),
                                             ("", False), ("0", False), ("no", False), ("off", False),
                                             ("false", False)])
def test_what_asks_for_pure_python(value: str, pure: bool) -> None:
    assert native.pure_requested({native.PURE_ENV: value}) is pure
    assert native.pure_requested({}) is False


@pytest.mark.parametrize(("changes", "why"), [
    ({"tag": "cpython-99:.so"}, "another Python"),
    ({"support": {"x__mypyc": "gone.so"}}, "incomplete"),
])
def test_a_build_that_cannot_run_here_falls_back_to_pure_python(tmp_path, changes, why):
    status, files = native.choose(write_manifest(tmp_path, **changes), environ={})
    assert not status.compiled and files == {} and why in status.reason


def test_no_build_and_the_pure_switch_say_so(tmp_path):
    status, _ = native.choose(tmp_path / "missing.json", environ={})
    assert status.describe().startswith("pure Python: no compiled build")
    status, _ = native.choose(write_manifest(tmp_path), environ={native.PURE_ENV: "1"})
    assert not status.compiled and native.PURE_ENV in status.reason
    (tmp_path / "manifest.json").write_text("{not json", encoding="utf-8")
    status, _ = native.choose(tmp_path / "manifest.json", environ={})
    assert not status.compiled and "unreadable" in status.reason


def test_the_lock_handover_stays_interpreted():
    """A watched compiled search lets the window's thread run by calling into interpreted code (the
    interpreter hands its lock over only between bytecodes): that module must never be compiled."""
    import types

    from engine.search import handover

    assert "engine.search.handover" not in native.hot_modules()
    assert isinstance(handover.let_waiting_threads_run, types.FunctionType)
    assert handover.__file__.endswith(".py")
