"""Judge AX19 #2: letters of other alphabets that look Latin (a Russian keyboard's а, о, К)
were refused at Jo-Jotte's prompts with the answer quoted back as it looked: "not a call:
'аccept'". No call, card or meld needs them: they are read as the Latin letters, as
full-width letters are."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app


def test_a_call_typed_with_a_cyrillic_letter_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    typed = "\u0430ccept"  # (the first letter Cyrillic)
    out = CliRunner().invoke(
        app,
        ["jojotte", "--seed", "12", "--level", "easy"],
        input=f"{typed}\nquit\n",
        env={"COLUMNS": "120", "NO_COLOR": "1"},
    )
    assert "You accept" in out.output, out.output
    assert "not a call" not in out.output
