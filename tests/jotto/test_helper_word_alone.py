"""Round 14: the paper helper, given a test word without its jots ('slate', as a newcomer
types the word first), said only 'type a test word and its jots, e.g. CRANE 2': the word
was a test word; what was missing was its count."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from tests.jotto.test_playtest5_helper import helper

runner = CliRunner()


def test_a_word_alone_is_asked_for_its_jots() -> None:
    h, out = helper(["slate", "slate 1"])
    flat = " ".join(out.split())
    assert "! SLATE needs its jots: type SLATE and the number it got, e.g. SLATE 2" in flat
    assert h.history == [("slate", 1)]  # (typed again with its jots, it is taken)


def test_what_is_no_word_still_gets_the_general_message() -> None:
    _, out = helper(["qzxvw", "two words here"])
    flat = " ".join(out.split())
    assert "needs its jots" not in flat
    assert "! type a test word and its jots, e.g. CRANE 2 (or help)" in flat


def test_the_four_letter_helper_names_the_word_too() -> None:
    result = runner.invoke(app, ["jotto", "helper", "--length", "4"], input="lamp\nhelp\nquit\n")
    flat = " ".join(result.output.split())
    assert "! LAMP needs its jots: type LAMP and the number it got, e.g. LAMP 2" in flat
    assert "Enter each four-letter test word" in flat  # (help is still the command)
