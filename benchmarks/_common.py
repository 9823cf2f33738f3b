"""What every benchmark script prints beside its figures: the commit it measured."""

from __future__ import annotations

import subprocess
from pathlib import Path


def git_commit() -> str | None:
    """The repository's HEAD commit, or ``None`` outside a git checkout."""
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            capture_output=True,
            text=True,
            cwd=Path(__file__).resolve().parents[1],
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return out.stdout.strip() or None
