"""Round 21 (judge Y15 #11): every benchmark script records the same provenance in its JSON:
the commit as ``git_commit`` (``jotto_bounds.py`` said ``commit``, ``jojotte_strength.py``
``git_commit_at_start``), ``+dirty`` when the measured files have uncommitted changes (four
scripts never said so), the date, the machine with its CPU count (``calibrate_jojotte.py``
recorded no machine), and the load average at the start and the end (``jojotte_engine.py``'s
``"meets_target": false`` could not be told from a busy machine's)."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def run(script: str, *args: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, str(BENCH / script), *args], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert isinstance(out, dict)
    return out


@pytest.mark.parametrize(
    ("script", "args"),
    [
        ("jojotte_engine.py", ("--seconds", "0.05")),
        ("jojotte_dds.py", ("--solves", "2", "--deals", "0")),
        ("jojotte_bots.py", ("--quick", "--deals", "2", "--rubbers", "1")),
        ("jojotte_strength.py", ("--a", "medium", "--b", "easy", "--deals", "1")),
        ("calibrate_jojotte.py", ("--deals", "1", "--budget", "0")),
        ("jotto_bot.py", ("--quick", "--sample", "3", "--games", "0", "--only", "easy")),
    ],
)
def test_every_script_records_commit_date_machine_and_load(
    script: str, args: tuple[str, ...]
) -> None:
    before = datetime.now(UTC).replace(microsecond=0)
    out = run(script, *args)
    assert "commit" not in out and "git_commit_at_start" not in out
    head = subprocess.run(
        ["git", "rev-parse", "HEAD"], capture_output=True, text=True, cwd=BENCH.parent
    ).stdout.strip()
    commit = out["git_commit"]
    assert isinstance(commit, str)
    # HEAD may move while the run goes (others commit): a full hash, perhaps marked dirty
    assert len(commit.removesuffix("+dirty")) == len(head) == 40
    started = datetime.fromisoformat(str(out["started_utc"]))
    assert started.utcoffset() == timedelta(0)
    assert before <= started <= datetime.now(UTC)
    machine = out["machine"]
    assert isinstance(machine, dict)
    assert machine["cpus"] == os.cpu_count()
    assert machine["python"] == ".".join(map(str, sys.version_info[:3]))
    load = out["load_average"]
    assert isinstance(load, dict)
    assert load["minutes"] == [1, 5, 15]
    for when in ("start", "end"):
        assert isinstance(load[when], list) and len(load[when]) == 3
        assert all(isinstance(x, float | int) and x >= 0 for x in load[when])


def _common_in(root: Path) -> ModuleType:
    """benchmarks/_common.py copied into ``root``, so its repository is ``root``."""
    (root / "benchmarks").mkdir()
    shutil.copy(BENCH / "_common.py", root / "benchmarks" / "_common.py")
    spec = importlib.util.spec_from_file_location("_common_copy", root / "benchmarks/_common.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def git(root: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()


def test_dirty_marks_uncommitted_changes_to_the_measured_files(tmp_path: Path) -> None:
    common = _common_in(tmp_path)
    for name in ("parlor/game.py", "data/words.txt", "notes.txt"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text("one\n")
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-q", "-m", "start")
    head = git(tmp_path, "rev-parse", "HEAD")

    assert common.Run().git_commit == head
    (tmp_path / "notes.txt").write_text("two\n")  # not measured
    assert common.Run().git_commit == head
    for name in ("parlor/game.py", "data/words.txt", "benchmarks/_common.py"):
        path = tmp_path / name
        kept = path.read_text()
        path.write_text(kept + "# changed\n")
        assert common.Run().git_commit == head + "+dirty", name
        path.write_text(kept)
    assert common.Run().git_commit == head
