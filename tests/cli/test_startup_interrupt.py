"""Round 10 (judge): Ctrl-C while parlor loads its modules (the first quarter second after
typing ``parlor jotto``) ends it with 'Interrupted.' and exit status 130, as anywhere else;
it printed a page of KeyboardInterrupt traceback from the import machinery."""

from __future__ import annotations

import signal
import subprocess
import sys

import pytest

HOOK = """
import importlib.abc, os, signal, sys

class CtrlC(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == "typer":  # loaded by parlor.cli, before any of its commands
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, CtrlC())
sys.argv = ["parlor", "--version"]
from parlor.cli import main
main()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_while_loading_is_one_line() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", HOOK],
        capture_output=True,
        text=True,
        timeout=60,
        # (a child of a test runner may inherit Ctrl-C ignored; a terminal's has it)
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 130 and proc.stderr.strip() == "Interrupted.", proc.stderr
    assert "parlor" not in proc.stdout  # it stopped there: --version never ran


def test_once_loaded_ctrl_c_is_pythons_again() -> None:
    import parlor.cli  # noqa: F401

    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
