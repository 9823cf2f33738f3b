"""Round 17: more ways of asking for the commands: 'go back' or 'take it back' is told that
there is no undo, as 'undo' is, and 'menu', 'commands' or 'what now?' shows the help, as
'help' does; each was 'not a call' or 'not a card'."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session


@pytest.mark.parametrize("answer", ["go back", "take it back", "Undo that"])
def test_taking_back_is_told_there_is_no_undo(answer: str) -> None:
    text = run_until_end_of_input(session(partial(1, 0), [answer]))
    assert "! there is no undo: a card or call made stands, as at the table" in text
    assert "not a call" not in text


@pytest.mark.parametrize(("k", "answer"), [(0, "menu"), (11, "commands"), (11, "What now?")])
def test_asking_what_to_do_shows_the_help(k: int, answer: str) -> None:
    text = run_until_end_of_input(session(partial(1, k), [answer]))
    assert "Commands at any prompt" in text
    assert "not a c" not in text
