"""``bench --group workers``'s table: a node count wider than its column never touches its neighbour."""

from __future__ import annotations

from cli.bench_workers import HEADINGS, columns

HEADER = ("workload                     method   nodes 1  time 1   nodes 2  busiest  time 2   wall  nodes    cpu   cap "
          "proj. 8 proj. 16")


def test_the_heading_and_a_row_that_fits_read_as_before() -> None:
    assert f"{'workload':<28}" + columns(HEADINGS) == HEADER
    row = columns(("lazy", "1,066,570", "41.83", "1,041,881", "471,022", "42.32", "0.99×", "2.26×", "1.94×", "-",
                   "6.58×", "10.95×"))
    assert f"{'c4-d9-4453-window+tt':<28}" + row == ("c4-d9-4453-window+tt           lazy 1,066,570   41.83 1,041,881  "
                                                    "471,022   42.32  0.99×  2.26×  1.94×     -   6.58×   10.95×")
    assert len(f"{'x':<28}" + row) == len(HEADER)


def test_wide_node_counts_stay_apart() -> None:
    row = columns(("split", "1,547,415", "0.97", "2,326,673", "1,277,297", "1.55", "0.63×", "1.21×", "1.22×", "2.5",
                   "1.45×", "1.50×"))
    assert "2,326,673 1,277,297" in row and row.split() == ["split", "1,547,415", "0.97", "2,326,673", "1,277,297",
                                                            "1.55", "0.63×", "1.21×", "1.22×", "2.5", "1.45×", "1.50×"]
