"""Round 17 (core): a game whose data folder is deleted while it is played takes its save's
lock again when it saves again; the lock it held was on the deleted file, and a second parlor
resumed the same game (both played it, each overwriting the other's save)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from parlor.core.saves import Saver, home, new_save_path

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="flock")


def _in_use_elsewhere(save: Path) -> bool:
    """Whether another process finds ``save`` in use (this one never does: it holds it)."""
    code = "from pathlib import Path; from parlor.core.saves import in_use; "
    code += f"print(in_use(Path({str(save)!r})))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    return out.stdout.strip() == "True"


def test_the_lock_is_taken_again_after_the_data_folder_is_deleted() -> None:
    warnings: list[str] = []
    saver = Saver(new_save_path("jotto-x"), warnings.append)
    saver.save({"format": "parlor.jotto", "version": 1, "n": 1})
    assert saver.path is not None and _in_use_elsewhere(saver.path)
    shutil.rmtree(home())
    saver.save({"format": "parlor.jotto", "version": 1, "n": 2})  # the folder made again
    assert saver.path.exists()
    assert _in_use_elsewhere(saver.path)  # (it was not: another parlor could resume it)
    assert warnings == []


def test_another_parlor_holding_it_by_then_stops_this_one_saving() -> None:
    warnings: list[str] = []
    saver = Saver(new_save_path("jotto-y"), warnings.append)
    saver.save({"format": "parlor.jotto", "version": 1, "n": 1})
    assert saver.path is not None
    shutil.rmtree(home())
    holder = subprocess.Popen(  # another parlor takes the lock made anew meanwhile
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from parlor.core.saves import hold; "
            f"lock = hold(Path({str(saver.path)!r})); print(lock is not None, flush=True); "
            "sys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "True"
        saver.save({"format": "parlor.jotto", "version": 1, "n": 2})
        assert saver.held_elsewhere and saver.disabled
        assert warnings == [
            f"{saver.path} is being played in another parlor now (its lock was removed with "
            "the data folder); this one goes on without saving"
        ]
        saver.save({"format": "parlor.jotto", "version": 1, "n": 3})  # (never again)
        assert len(warnings) == 1
    finally:
        holder.communicate("", timeout=60)
