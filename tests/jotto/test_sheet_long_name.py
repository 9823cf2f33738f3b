"""A Jotto record whose name was edited to 100,000 letters prints its sheet with the name cut
short, as resume, history and stats show it (the sheet printed the whole name, ~100 KB)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SAMPLE = [
    "maple", "grown", "whale", "flask", "shale", "lulls", "field", "stomp", "worst",
    "chime", "grout", "fight", "brown", "plane", "wrong", "ample", "grown",
]  # fmt: skip


def test_a_huge_name_is_cut_on_the_sheet(tmp_path: Path) -> None:
    env = {**os.environ, "PARLOR_HOME": str(tmp_path), "COLUMNS": "100", "NO_COLOR": "1"}
    played = subprocess.run(
        [
            sys.executable,
            "-m",
            "parlor",
            "jotto",
            "--vs",
            "human",
            "--first",
            "1",
            "--target",
            "50",
        ],
        input="\n".join(SAMPLE) + "\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert played.returncode == 0, played.stderr
    (record,) = (tmp_path / "records").glob("jotto-*.json")
    data = json.loads(record.read_text(encoding="utf-8"))
    data["names"][0] = "x" * 100_000
    record.write_text(json.dumps(data), encoding="utf-8")
    sheet = subprocess.run(
        [sys.executable, "-m", "parlor", "jotto", "sheet", str(record)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert sheet.returncode == 0, sheet.stderr
    assert "x" * 41 not in sheet.stdout
    assert "x" * 37 + "..." in sheet.stdout
    assert len(sheet.stdout) < 20_000
