"""A match resumed after its own word list was edited says how many words the list holds, and
the words the match used that it lost apart (judge session 11, J6): it said '6 five-letter
words' of a file of 3, counting the 3 words the match had used."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "250"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, " ".join(result.output.split())


def test_the_words_kept_for_the_match_are_counted_apart(tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("maple\ngrown\ncrane\nslate\nwhale\nflask\n")
    args = ["jotto", "--vs", "human", "--words", str(words), "--seed", "1", "--first", "1"]
    code, out = run(args, ["crane", "slate", "flask"])  # FLASK tested on line 1
    assert code == 1 and "6 five-letter words" in out, out
    words.write_text("maple\ngrown\nwhale\n")  # the list is edited: CRANE, SLATE, FLASK gone
    code, out = run(["resume", "1"], ["q"])
    assert code == 0, out
    assert "words.txt: 3 five-letter words (and 3 more that this match used" in out, out


def test_a_list_unchanged_says_its_count_alone(tmp_path: Path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("maple\ngrown\ncrane\nslate\nwhale\nflask\n")
    args = ["jotto", "--vs", "human", "--words", str(words), "--seed", "1", "--first", "1"]
    run(args, ["crane", "slate", "flask"])
    code, out = run(["resume", "1"], ["q"])
    assert code == 0 and "words.txt: 6 five-letter words - a very short list" in out, out
