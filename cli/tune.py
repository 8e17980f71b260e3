"""``tune``: SPSA over evaluation weights by self-play (placeholder until written)."""

from __future__ import annotations

import argparse


def add_parser(sub: argparse._SubParsersAction, parser_class: type) -> None:
    p = sub.add_parser("tune", help="tune evaluation weights with SPSA")
    p.set_defaults(func=lambda args: 0)
