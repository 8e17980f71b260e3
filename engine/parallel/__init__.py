"""Searches on several processes (``--workers``): root splitting over a pool of spawned workers with a
shared block for the stop request and the root's bound, Lazy SMP whose main search is the caller's own with
helper processes filling a shared table (see ``root_split``), exact solves by Young Brothers Wait
(``young_brothers``), the default workers' policy of bringing helpers in
only where they pay (``paying``), and the worker count's limits (``limits``)."""

from .limits import CORES_FACTOR, check_workers, cores, default_workers, max_workers
from .paying import START_AFTER_S, paying_search
from .pool import close_shared_pool
from .root_split import Method, ParallelReport, lazy_fits, split_kind
from .segments import PREFIX, remove_stale
from .young_brothers import parallel_search

__all__ = ["CORES_FACTOR", "PREFIX", "START_AFTER_S", "Method", "ParallelReport", "check_workers", "close_shared_pool",
           "cores", "default_workers", "lazy_fits", "max_workers", "parallel_search", "paying_search", "remove_stale",
           "split_kind"]
