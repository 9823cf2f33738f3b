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


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _parlor_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own data folder: saves and history never touch the user's."""
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path_factory.mktemp("parlor-home")))
