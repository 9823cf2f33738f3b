"""Judge, session 11 (K2): at 'Press Enter for the next deal (or a command):' an answer that is
no command and no word for going on (a card typed ahead, 'qd'; a number, '1'; 'xyzzy') is
refused and asked again; it started the next deal in silence."""

from __future__ import annotations

import pytest

from .test_ui_prompts import _between_deals


@pytest.mark.parametrize("answer", ["qd", "1", "xyzzy", "QD", "play QD"])
def test_an_answer_that_is_no_command_is_refused_and_asked_again(answer: str) -> None:
    text, prompts = _between_deals([answer, ""])
    said = " ".join(text.split())
    assert (
        f"! press Enter for the next deal: {answer!r} is not a command here (type help for the "
        "commands, or quit to stop: the sitting is saved)" in said
    )
    assert sum(p.startswith("Press Enter for the next deal") for p in prompts) == 2
    assert said.index("is not a command here") < said.index("Rubber 1, deal 2: A deals")


def test_nothing_is_dealt_on_a_refused_answer_alone() -> None:
    text, _ = _between_deals(["qd"])
    assert "Rubber 1, deal 2" not in text


@pytest.mark.parametrize("answer", ["", "next", "OK", "continue", "go on", "y"])
def test_enter_or_a_word_for_going_on_deals_on(answer: str) -> None:
    text, prompts = _between_deals([answer])
    assert "Rubber 1, deal 2: A deals" in text
    assert "is not a command here" not in text
    assert sum(p.startswith("Press Enter") for p in prompts) == 1
