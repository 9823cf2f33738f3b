"""Round 6: numpy's linear algebra runs on one thread unless the user says otherwise."""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = """
import os, sys
import parlor.cli as cli
assert "numpy" not in sys.modules, "numpy imported before main()"
sys.argv = ["parlor", "--version"]
try:
    cli.main()
except SystemExit:
    pass
print(",".join(os.environ.get(n, "-") for n in cli.BLAS_THREADS))
"""


def _probe(**env: str) -> str:
    clean = {k: v for k, v in os.environ.items() if k not in env and "NUM_THREADS" not in k}
    out = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        env={**clean, **env},
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.strip().splitlines()[-1]


def test_main_sets_one_blas_thread_before_numpy_is_imported() -> None:
    assert _probe() == "1,1,1"


def test_a_users_own_thread_setting_wins() -> None:
    assert _probe(OMP_NUM_THREADS="4") == "1,4,1"
