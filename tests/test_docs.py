"""The documentation site: its command-line reference is what ``--help`` prints, its strict build fails on bad
input with the page and line, and it says what the window's help says (from the same files, checked against
the engine's own lists rather than against a fixed text)."""

from __future__ import annotations

import html
import importlib.util
import json
import os
import re
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from engine.search import ALGORITHMS

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
HAVE_SPHINX = importlib.util.find_spec("sphinx") is not None and importlib.util.find_spec("myst_parser") is not None


def extension(name: str) -> ModuleType:
    """One of the site's own Sphinx extensions (docs/_ext), imported from its file."""
    spec = importlib.util.spec_from_file_location(f"docs_ext_{name}", DOCS / "_ext" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- the command-line reference ---------------------------------------------------------------------------

HELP_OF_EVERY_COMMAND = """
import contextlib, io, json, sys
import main
out = {}
for path in json.loads(sys.argv[1]):
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer), contextlib.suppress(SystemExit):
        main.main([*path, "--help"])
    out[" ".join(path)] = buffer.getvalue()
print(json.dumps(out))
"""
"""What ``python main.py CMD... --help`` prints for each command, through the program's own entry point, in one
process rather than one per command (the same parsers; a dozen interpreters would take most of a minute)."""


@pytest.mark.skipif(not HAVE_SPHINX, reason="the [docs] extra is not installed")
def test_the_cli_reference_is_what_help_prints_for_every_subcommand():
    reference = extension("cli_reference")
    pages = {" ".join(path): text for path, text in reference.help_pages()}
    env = {**os.environ, "COLUMNS": str(reference.COLUMNS)}
    # Which subcommands exist is read from --help itself, so one the generator missed is noticed.
    top = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT, env=env, capture_output=True, text=True)
    listed = re.search(r"\{([a-z,_-]+)\}", top.stdout)
    assert top.returncode == 0 and listed and top.stdout == pages[""]
    assert {words.split()[0] for words in pages if words} == set(listed.group(1).split(","))
    assert "lesson check" in pages  # nested subcommands are walked too
    done = subprocess.run([sys.executable, "-c", HELP_OF_EVERY_COMMAND, json.dumps([w.split() for w in pages])],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    for words, text in pages.items():
        assert printed[words] == text, f"the reference of {words or 'main.py'} differs from its --help"


def test_the_reference_page_is_generated_not_written():
    page = (DOCS / "reference" / "cli.md").read_text(encoding="utf-8")
    assert "```{cli-reference}" in page and "usage:" not in page


# --- the strict build --------------------------------------------------------------------------------------

BROKEN_TREE = {
    "index.md": """\
        # A tiny site

        ```{toctree}
        page
        api
        ```
        """,
    "page.md": """\
        # A page

        Fine text.

        A link to [a page that is not there](missing.md).

        ![A picture that is not there](nowhere.png)

        A link to [a heading that is not there](#no-such-heading).
        """,
    "orphan.md": """\
        # Nobody links here
        """,
    "api.md": """\
        # API

        ```{eval-rst}
        .. automodule:: docs_broken_module
           :members:
        ```
        """,
    "docs_broken_module.py": '''\
        """A module whose docstring reST cannot read: ``an inline literal never closed."""
        ''',
}


def build(tree: Path) -> subprocess.CompletedProcess[str]:
    """sphinx-build with the site's own configuration (docs/conf.py) and strictness, on another source tree."""
    return subprocess.run([sys.executable, "-m", "sphinx", "-W", "--keep-going", "-n", "-E", "-q", "-b", "html",
                           "-c", str(DOCS), str(tree), str(tree / "_build")],
                          cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(tree)})


@pytest.mark.skipif(not HAVE_SPHINX, reason="the [docs] extra is not installed")
def test_the_strict_build_fails_on_bad_input_with_the_page_and_line(tmp_path):
    for name, text in BROKEN_TREE.items():
        (tmp_path / name).write_text(textwrap.dedent(text), encoding="utf-8")
    done = build(tmp_path)
    assert done.returncode != 0
    warnings = done.stderr
    assert re.search(r"page\.md:5: WARNING: .*missing", warnings), warnings  # a broken link
    assert re.search(r"page\.md:7: WARNING: image file not readable: nowhere\.png", warnings), warnings
    assert re.search(r"page\.md:9: WARNING: .*no-such-heading", warnings), warnings  # a broken anchor
    assert re.search(r"orphan\.md: WARNING: document isn't included in any toctree", warnings), warnings
    assert re.search(r"docs_broken_module\.py:docstring of docs_broken_module:1: WARNING: Inline literal", warnings)

    # The same tree mended builds without a word: the failures above were the bad input's, not the set-up's.
    (tmp_path / "page.md").write_text("# A page\n\nFine text, a link to [the API](api.md).\n", encoding="utf-8")
    (tmp_path / "orphan.md").unlink()
    (tmp_path / "docs_broken_module.py").write_text('"""A module with ``a closed literal``."""\n', encoding="utf-8")
    done = build(tmp_path)
    assert (done.returncode, done.stderr) == (0, "")


@pytest.mark.skipif(not HAVE_SPHINX, reason="the [docs] extra is not installed")
def test_the_internal_link_check_finds_a_link_inside_included_html(tmp_path):
    """Links in raw HTML (the in-app help pages the site shows) are not Sphinx's to check: ours does."""
    links = extension("internal_links")
    (tmp_path / "a.html").write_text('<a href="b.html#there">b</a> <a href="b.html#gone">b</a> <img src="c.png">'
                                     '<a href="https://example.org/">out</a>', encoding="utf-8")
    (tmp_path / "b.html").write_text('<h1 id="there">B</h1>', encoding="utf-8")
    assert [link for _, link in links.broken_links(tmp_path)] == ["b.html#gone", "c.png"]


def test_every_section_takes_new_pages_by_a_glob():
    """Other people add pages into the sections' folders: each index lists its folder with ``*``."""
    for index in sorted(DOCS.glob("*/index.md")):
        text = index.read_text(encoding="utf-8")
        assert ":glob:" in text and re.search(r"^\*$", text, re.M), index


# --- the window's help and the site say the same -----------------------------------------------------------

def algorithm_titles(language: str) -> dict[str, str]:
    """Each algorithm's title as the window's settings show it, in ``language`` (from the translation file)."""
    from gui.app.players import ALGORITHM_TITLES

    assert set(ALGORITHM_TITLES) == set(ALGORITHMS)  # the window offers every algorithm the engine has
    if language == "en":
        return dict(ALGORITHM_TITLES)
    ts = ET.parse(ROOT / "gui" / "i18n" / f"minimax_studio_{language}.ts")
    translated = {m.findtext("source"): m.findtext("translation")
                  for c in ts.getroot() if c.findtext("name") == "Algorithm" for m in c.iter("message")}
    return {a: translated.get(t) or t for a, t in ALGORITHM_TITLES.items()}


def plain(markup: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup)).split()).lower()


def unnamed(text: str, titles: dict[str, str]) -> list[str]:
    """The algorithms ``text`` (lower case) names neither by title nor by their ``--algorithm`` name (MCTS), each
    as a word of its own (minimax inside expectiminimax does not count)."""
    def named(word: str) -> bool:
        return re.search(rf"(?<![\w-]){re.escape(word.lower())}(?![\w])", text) is not None

    return [a for a, title in titles.items() if not (named(title) or named(a))]


def test_the_site_s_algorithms_page_names_every_algorithm_the_engine_offers():
    page = (DOCS / "guide" / "algorithms.md").read_text(encoding="utf-8")
    assert unnamed(" ".join(page.replace("\\*", "*").split()).lower(), algorithm_titles("en")) == []
    assert [a for a in ALGORITHMS if f"`{a}`" not in page] == []  # each as the --algorithm value too


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_window_s_help_names_every_algorithm_the_engine_offers(language):
    from gui.help import page_path

    assert unnamed(plain(page_path("using", language).read_text(encoding="utf-8")), algorithm_titles(language)) == []


@pytest.mark.skipif(not HAVE_SPHINX, reason="the [docs] extra is not installed (CI runs this file after the docs build)")
def test_the_site_shows_the_window_s_help_pages_from_their_own_files():
    """Every page of the Help menu is on the site through the directive that reads its file, and every game's
    rules come from the registry: nothing is copied, so nothing can differ."""
    from gui.help import GENERAL_PAGES

    pages = "\n".join(p.read_text(encoding="utf-8") for p in DOCS.rglob("*.md"))
    assert [name for name in GENERAL_PAGES if f"```{{help-page}} {name}\n" not in pages] == []
    assert "```{game-rules}\n" in (DOCS / "guide" / "rules.md").read_text(encoding="utf-8")
    help_pages = extension("help_pages")
    using = (ROOT / "gui" / "help" / "using.html").read_text(encoding="utf-8")
    assert help_pages.title(using) == "Using Minimax Studio" and "<h1>" not in help_pages.body(using)


def test_every_screenshot_is_shown_on_a_page():
    """scripts/screenshots.py renders into docs/screenshots/: each picture it makes is on the site somewhere."""
    pages = "\n".join(p.read_text(encoding="utf-8") for p in DOCS.rglob("*.md"))
    shots = sorted(p.relative_to(DOCS).as_posix() for p in (DOCS / "screenshots").rglob("*.png"))
    assert shots and [s for s in shots if f"{s})" not in pages] == []


def test_bench_page_writes_a_dated_page_with_machine_date_commit_and_mode(tmp_path, capsys):
    spec = importlib.util.spec_from_file_location("bench_page", ROOT / "scripts" / "bench_page.py")
    assert spec is not None and spec.loader is not None
    bench_page = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench_page)
    run = {"mode": "compiled (mypyc: 16 modules)", "compiled": True, "signature": 1550940,
           "workloads": [{"name": "ttt-alphabeta-full", "group": "textbook", "nodes": 18297, "seconds": 0.012,
                          "nodes_per_second": 1524750, "first_move_cut_share": 0.785, "value": 0.0, "best_move": 1,
                          "target": "< 20 ms"}]}
    (tmp_path / "run.json").write_text(json.dumps(run), encoding="utf-8")
    assert bench_page.main([str(tmp_path / "run.json"), "--out", str(tmp_path), "--command", "--group textbook"]) == 0
    [page] = tmp_path.glob("20*-compiled.md")
    text = page.read_text(encoding="utf-8")
    assert re.match(r"# \d{4}-\d\d-\d\d: compiled, \d+ cores\n", text)
    for label in ("**Date**", "**Machine**", "**Commit**", "**Mode**: compiled (mypyc: 16 modules)",
                  "`python main.py bench --group textbook`", "| ttt-alphabeta-full | textbook | 18,297 |", "1550940"):
        assert label in text
    (tmp_path / "bad.json").write_text("[1, 2]", encoding="utf-8")
    assert bench_page.main([str(tmp_path / "bad.json"), "--out", str(tmp_path)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
