"""parlor reinstalled while a game runs (the README's two commands run in two terminals: pip
replaces the package under the game). A module loaded on demand could not be imported, and the
game stopped with 'parlor: internal error: ModuleNotFoundError' and 'Please report this'. It now
says what happened and where the game is saved, which ``parlor resume`` continues."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# parlor.jotto.deduce is imported when the pad is first drawn; None in sys.modules makes that
# import fail as a module removed from the disk does.
SCRIPT = """
import sys
sys.modules["parlor.jotto.deduce"] = None
sys.argv = ["parlor", "--no-color", "jotto", "--seed", "2", "--first", "1"]
from parlor.cli import main
main()
"""


def test_a_game_whose_modules_vanished_says_so_and_is_saved(tmp_path: Path) -> None:
    env = {**os.environ, "PARLOR_HOME": str(tmp_path), "COLUMNS": "100"}
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        input="hello\ncrane\nslate\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 1, proc.stderr
    assert "internal error" not in proc.stderr and "report" not in proc.stderr
    assert "parlor was reinstalled or changed while it ran" in proc.stderr, proc.stderr
    saves = list((tmp_path / "saves").glob("jotto-*.json"))
    assert len(saves) == 1
    assert f"Saved as {saves[0].stem}: parlor resume continues it." in proc.stderr
    listed = subprocess.run(
        [sys.executable, "-m", "parlor", "resume", "--list"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert "line 2" in listed.stdout or "line 1" in listed.stdout, listed.stdout
