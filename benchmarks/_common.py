"""What every benchmark script prints beside its figures: the commit it measured."""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def git_commit(dirty_paths: Sequence[str] = ()) -> str | None:
    """The repository's HEAD commit, or ``None`` outside a git checkout.

    With ``dirty_paths``, ``+dirty`` is appended when any of them has uncommitted changes (the
    figures then belong to no commit). Call it when the run starts: HEAD may move meanwhile.
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
