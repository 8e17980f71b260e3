"""Sphinx configuration of Minimax Studio's documentation site (``python scripts/dev.py docs`` builds it strictly).

Pages are MyST Markdown. Each section's ``index.md`` lists its pages with a ``:glob:`` toctree, so a page added to
a section's folder joins the navigation without edits. Strict: ``nitpicky`` (every cross-reference must resolve),
heading anchors for links to sections of other pages, and ``_ext/internal_links.py`` checks every relative link of
the built HTML (there is no network here, so external links are not followed).
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path[:0] = [str(ROOT), str(DOCS / "_ext")]

# The API pages document the Python source, also where a compiled build of the hot modules is installed.
os.environ.setdefault("MINIMAX_STUDIO_PURE", "1")

import engine  # noqa: E402  (after the checkout is on the path)

project = "Minimax Studio"
author = "The Minimax Studio authors"
copyright = "Minimax Studio authors, MIT licence"
release = version = engine.__version__

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "cli_reference",
    "internal_links",
    "help_pages",
]
source_suffix = {".md": "markdown", ".rst": "restructuredtext"}  # .rst: the API stubs autosummary writes
root_doc = "index"
exclude_patterns = ["_build", "_ext"]

# MyST: ```{directive}``` and ::: fences, definition lists, $…$ maths; headings down to #### get anchors, so
# [text](../guide/playing.md#undo-and-redo) is checked like any other reference.
myst_enable_extensions = ["colon_fence", "deflist", "dollarmath", "attrs_inline"]
myst_heading_anchors = 4

nitpicky = True
# No inventories of other projects (no network while building): standard-library and Qt names in signatures are
# plain text rather than links, listed here so that nitpicky mode accepts them and nothing else.
nitpick_ignore_regex = [
    (r"py:.*", r"(typing|collections\.abc|abc|enum|dataclasses|pathlib|concurrent\.futures|random|argparse)\..*"),
    (r"py:.*", r"(PySide6|shiboken6)\..*"),
    # An annotation kept as a string (PEP 563) that autodoc could not evaluate is shown as written.
    (r"py:class", r"'.*"),
    (r"py:class", r"multiprocessing\..*"),
    (r"py:class", r"(int|float|str|bytes|bool|object|None|tuple|list|dict|set|frozenset|type|Exception|ValueError"
                  r"|Path|Callable|Iterable|Iterator|Sequence|Mapping|Any|Literal|Protocol|NamedTuple)"),
]

autosummary_generate = True
autosummary_ignore_module_all = False  # a module with __all__ is documented as what __all__ names, as autodoc does
autodoc_inherit_docstrings = False  # a method documents itself or stays bare (the standard library's are not reST)
autodoc_default_options = {"members": True, "undoc-members": True}
autodoc_typehints = "none"  # the signatures as written in the source would be unresolvable strings (PEP 563)
autodoc_member_order = "bysource"

html_theme = "furo"
html_title = f"Minimax Studio {release}"
html_logo = "../gui/desktop/minimax-studio-128.png"
html_favicon = "../gui/desktop/minimax-studio-32.png"
html_static_path: list[str] = []


class _OpenSection(logging.Filter):
    """Each section's index ends its toctree with ``*``, so a page added to the folder joins the navigation
    without an edit. Until someone adds one, that ``*`` matches nothing: the one warning that is expected."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("toctree glob pattern '*' didn't match any documents")


def setup(app: object) -> None:
    logging.getLogger("sphinx.sphinx.directives.other").addFilter(_OpenSection())
