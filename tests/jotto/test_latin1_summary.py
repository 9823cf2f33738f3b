"""Round 21 (with helperD15's lexicon change): the summary line of a ``--words`` list read as
Latin-1 says so once (judge X15 #4); a UTF-8 list's line says nothing of it."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()

WORDS = "crème\nnaïve\nélève\nchâle\ncrane\nslate\nmoist\n"


def test_the_summary_says_a_latin1_list_was_read_as_latin1(tmp_path: Path) -> None:
    for encoding, said in (("latin-1", True), ("utf-8", False)):
        path = tmp_path / f"{encoding}.txt"
        path.write_bytes(WORDS.encode(encoding))
        result = runner.invoke(
            app, ["jotto", "--words", str(path)], input="quit\n", env={"COLUMNS": "300"}
        )
        out = " ".join(result.output.split())
        assert "7 five-letter words (" in out, out
        assert out.count("read as Latin-1: the file is not UTF-8") == int(said), out
        assert "4 words read without their accents" in out
