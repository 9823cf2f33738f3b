"""Ninth play-test: the printed pad (``parlor jotto sheet``) of a finished game shows the
secret a side found in its jot letters and alphabet, as the game's own pad does; it showed
empty boxes and an unmarked alphabet."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.scorepad import Box, Letters, Note
from parlor.jotto.game import Answer, JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import player_pad


def test_the_paper_pad_of_a_found_secret_shows_its_letters() -> None:
    # Ann tests PLANT (truly 3 in MAPLE, answered 0: wrong), PALMS (4, right), then MAPLE
    g = JottoGame(("cowed", "maple"), 0, default_valid(), announce=(False, True))
    for word, said in (("plant", 0), ("palms", 4)):
        g.apply(Test(word))
        g.apply(Answer(said))
        g.apply(Test("fjord"))  # (Bob's)
    g.apply(Test("maple"))
    assert g.is_over()
    pad = player_pad(g, 0, ("Ann", "Bob"))
    box = next(b for b in pad.blocks if isinstance(b, Box) and "JOT LETTERS" in b.label)
    assert [c.text for c in box.cells] == ["A", "E", "L", "M", "P"]
    alphabet = next(b for b in pad.blocks if isinstance(b, Letters))
    circled = {c.text for c in alphabet.letters if c.mark == "circled"}
    crossed = {c.text for c in alphabet.letters if c.mark == "crossed"}
    assert circled == set("AELMP") and len(crossed) == 21
    # (PLANT 0 and PALMS 4 contradict each other; the secret found, that is moot, and the
    # penalty notes name the wrong line)
    assert not any(isinstance(b, Note) and "contradict" in b.text for b in pad.blocks)
    # the side that did not find the secret still shows only what its answers prove
    other = player_pad(g, 1, ("Ann", "Bob"))
    box = next(b for b in other.blocks if isinstance(b, Box) and "JOT LETTERS" in b.label)
    assert [c.text for c in box.cells] == [""] * 5


def test_sheet_of_a_record_shows_the_found_secret(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    runner = CliRunner()
    result = runner.invoke(
        app,
        [
            "--no-color",
            *["jotto", "--vs", "human", "--first", "1", "--length", "4", "--target", "1"],
            *["--name1", "Ann", "--name2", "Bob"],
        ],
        input="WORD\nSHIP\nSHIP\n",
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    (record,) = (tmp_path / "records").glob("*.json")
    sheet = runner.invoke(app, ["jotto", "sheet", str(record), "-f", "text"])
    assert sheet.exit_code == 0, sheet.output
    out = sheet.output.splitlines()
    lines = [x for x in out if "JOT LETTERS" in x or "ALPHABET" in x]
    # Ann's pad: she found SHIP; Bob's: he tested nothing
    assert lines[0] == "OPPONENT'S SECRET JOT LETTERS: [H][I][P][S]"
    # (her alphabet is wider than 80 columns: it breaks after M, N to Z on the next line)
    alphabet = lines[1] + out[out.index(lines[1]) + 1]
    assert "(H) (I)" in alphabet and "(S)" in alphabet and " A " not in alphabet
    assert lines[2] == "OPPONENT'S SECRET JOT LETTERS: [ ][ ][ ][ ]"
