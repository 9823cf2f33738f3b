"""Numbers typed at Jotto's prompts are read whatever Python's digit limit: a number of
thousands of digits is out of range like any other, not an internal error."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.game import Answer, Correct, parse_action, small_number

runner = CliRunner()
BIG = "1" * 5000


@pytest.fixture(autouse=True)
def _python_digit_limit() -> Iterator[None]:
    """Python's own limit (4300 digits), as under ``python -c`` or a test runner."""
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)
    yield
    sys.set_int_max_str_digits(old)


def play(args: list[str], lines: list[str]) -> str:
    result = runner.invoke(app, args, input="".join(x + "\n" for x in lines))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.output


def test_a_huge_answer_and_correction_are_out_of_range() -> None:
    lines = ["maple", "grown", "whale", BIG, "1", "flask", "2"]
    lines += [f"correct 1 {BIG}", f"correct {BIG} 1", "correct 1 000000000000003", "quit"]
    out = play(["jotto", "--vs", "human", "--first", "1", "--announce"], lines)
    assert out.count("! jots are a number from 0 to 5") == 2, out[-1500:]
    assert "! there is no line that far down: only line 1 so far" in out
    assert "line 1 (FLASK) now has 3 jots" in out


def test_a_huge_count_in_the_helper_is_refused() -> None:
    out = play(["jotto", "helper"], [f"crane {BIG}", "crane 2", "quit"])
    assert "! jots are a number from 0 to 5, not '111111111111...'" in out
    assert "words remain" in out


def test_a_saved_action_with_a_huge_number_is_not_an_action() -> None:
    assert small_number("0" * 20 + "7") == 7 and small_number("1" * 10) is None
    assert parse_action("answer 3") == Answer(3)
    assert parse_action("correct 1 2 3") == Correct(1, 2, 3)
    for text in (f"answer {BIG}", f"correct 1 {BIG} 2", "answer -1", "answer x"):
        with pytest.raises(ValueError, match="not a Jotto action"):
            parse_action(text)
