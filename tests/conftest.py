"""Shared test settings: a derandomized hypothesis profile so CI runs are deterministic."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", deadline=None, max_examples=200)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


import signal  # noqa: E402

import pytest  # noqa: E402

# A test run started in the background by a script (`bash .ci/run &`, nohup) inherits SIGINT,
# SIGQUIT (and SIGHUP) ignored, and so would every parlor a test starts: the tests that press
# Ctrl-C or Ctrl-\ in a subprocess waited forever for it to stop. The games' own handling is
# what is tested, so the run puts the usual dispositions back (a child gets them at exec).
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
for _number in (signal.SIGQUIT, signal.SIGHUP):  # (nohup ignores SIGHUP)
    if signal.getsignal(_number) is signal.SIG_IGN:
        signal.signal(_number, signal.SIG_DFL)


@pytest.fixture(autouse=True)
def _parlor_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own data folder: saves and history never touch the user's."""
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path_factory.mktemp("parlor-home")))
