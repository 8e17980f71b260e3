"""A link check limited to the site's own links (no network): after an HTML build, every relative ``href`` and
``src`` of every page must name a file of the built site, and its ``#fragment`` an id in that file.

Sphinx's own checks (``-n``, MyST's cross-references) cover the links written in Markdown; this one also covers
what they do not see: links inside included HTML (the in-app help pages the site shows) and the theme's own.
A broken one is a warning with the page it is on, so ``-W`` fails the build.
"""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from sphinx.application import Sphinx
from sphinx.util import logging

logger = logging.getLogger(__name__)


class _Links(HTMLParser):
    """The ids a page defines and the relative links it makes."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name == "id" or (tag == "a" and name == "name"):
                self.ids.add(value)
            elif name in ("href", "src"):
                self.links.append(value)


def broken_links(outdir: Path) -> list[tuple[Path, str]]:
    """(page, link) for every relative link of the built site that leads nowhere."""
    pages = {p.resolve(): _parse(p) for p in outdir.rglob("*.html")}
    broken: list[tuple[Path, str]] = []
    for page, parsed in pages.items():
        for link in parsed.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or link.startswith(("mailto:", "data:", "javascript:")):
                continue  # external: not checked here (no network)
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if parts.path.endswith("/"):
                target = target / "index.html"
            if not target.exists():
                broken.append((page, link))
                continue
            if parts.fragment and target.suffix == ".html":
                ids = pages[target].ids if target in pages else _parse(target).ids
                if unquote(parts.fragment) not in ids:
                    broken.append((page, link))
    return broken


def _parse(page: Path) -> _Links:
    parser = _Links()
    parser.feed(page.read_text(encoding="utf-8", errors="replace"))
    return parser


def check(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    for page, link in broken_links(outdir):
        name = page.relative_to(outdir.resolve()).with_suffix("").as_posix()
        docname = name[: -len("/index")] + "/index" if name.endswith("/index") else name
        where = app.project.doc2path(docname, absolute=True) if docname in app.env.all_docs else page
        logger.warning("internal link leads nowhere: %s", link, location=str(where),
                       type="internal_links", subtype="broken")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("build-finished", check)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
