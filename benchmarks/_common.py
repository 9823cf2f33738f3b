"""What every benchmark script prints beside its figures: where they come from.

:class:`Run` is made when a script starts; :meth:`Run.provenance` gives the same keys for every
script:

- ``git_commit``: the commit measured (HEAD when the run started), with ``+dirty`` when the
  measured files (``parlor/``, ``data/``, ``benchmarks/``) had uncommitted changes then: the
  figures belong to no commit. ``None`` outside a git checkout.
- ``started_utc``: when the run started (UTC, ISO 8601, to the second).
- ``machine``: platform, system, release, machine, processor, Python version and
  implementation, and ``cpus`` (``os.cpu_count()``).
- ``load_average``: the system's load average over the last 1, 5 and 15 minutes
  (``os.getloadavg()``) at the ``start`` of the run and at its ``end`` (when the figures were
  written): timings from a machine busier than its ``cpus`` are not the code's alone.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

MEASURED = ("parlor", "data", "benchmarks")
"""The files whose uncommitted changes make a run's commit ``+dirty``."""


BUDGET_HELP = (
    "seconds per decision of the hard bot's search, by its own estimate of the work; "
    "None: a fixed number of worlds per decision"
)
"""``--budget``'s help in the Jo-Jotte bot benchmarks."""


def add_bot_options(ap: argparse.ArgumentParser, a: str, b: str) -> None:
    """The Jo-Jotte bot benchmarks' ``--a`` and ``--b`` (levels, ``a`` and ``b`` by default)
    and ``--budget``: an unknown level is argparse's error, not a traceback."""
    from parlor.jojotte.bots.base import LEVELS

    ap.add_argument("--a", default=a, choices=LEVELS, help="level of bot A")
    ap.add_argument("--b", default=b, choices=LEVELS, help="level of bot B")
    ap.add_argument("--budget", type=float, default=None, help=BUDGET_HELP)


def git_commit(dirty_paths: Sequence[str] = MEASURED) -> str | None:
    """The repository's HEAD commit, or ``None`` outside a git checkout.

    ``+dirty`` is appended when any of ``dirty_paths`` has uncommitted changes (the figures then
    belong to no commit). Call it when the run starts: HEAD may move meanwhile.
    """
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"], capture_output=True, text=True, cwd=ROOT, check=True
        )
        dirty = ""
        if dirty_paths:
            dirty = subprocess.run(
                ["git", "status", "--porcelain", "--", *dirty_paths],
                capture_output=True,
                text=True,
                cwd=ROOT,
            ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    head = out.stdout.strip()
    return (head + ("+dirty" if dirty else "")) or None


def machine() -> dict[str, Any]:
    """The machine and the Python running the benchmark."""
    return {
        "platform": platform.platform(),
        "system": platform.system(),
        "release": platform.release(),
        "machine": platform.machine(),
        "processor": platform.processor(),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "cpus": os.cpu_count(),
    }


def load_average() -> list[float] | None:
    """The load average over 1, 5 and 15 minutes, or ``None`` where the system has none."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):  # Windows has no getloadavg
        return None


class Run:
    """One benchmark run: the commit, the date and the load, taken when it is made."""

    def __init__(self, dirty_paths: Sequence[str] = MEASURED) -> None:
        self.git_commit = git_commit(dirty_paths)
        self.started_utc = datetime.now(UTC).isoformat(timespec="seconds")
        self.load_start = load_average()

    def provenance(self) -> dict[str, Any]:
        """The keys every script prints; the load's ``end`` is read now."""
        return {
            "git_commit": self.git_commit,
            "started_utc": self.started_utc,
            "machine": machine(),
            "load_average": {
                "minutes": [1, 5, 15],
                "start": self.load_start,
                "end": load_average(),
            },
        }
