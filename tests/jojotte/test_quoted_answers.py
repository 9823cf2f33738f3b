"""Round 10 (a judge's eye): an answer in quotes, as copied from a message or the help."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def _said(n: int, k: int, answer: str) -> str:
    return run_until_end_of_input(session(partial(n, k), [answer]))


def test_a_card_or_call_in_quotes_is_read() -> None:
    # 'th', "pass" and <10h> were refused as no card or call ("not a card: \"'th'\"").
    for answer in ("'th'", '"10h"', "<10h>", "\u201cth\u201d", "'KH nojo'"):
        text = _said(1, 10, answer)
        assert "You play" in text and "\n! " not in text, answer
    assert "You pass." in _said(1, 0, "'pass'")
    assert "You accept ♥ (hearts)." in _said(1, 0, '"accept"')
    assert "You exchange 7♥ for the turn-up 10♥." in _said(1, 4, "'y'")
    assert "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)." in _said(1, 6, "'all'")


def test_a_command_in_quotes_is_the_command() -> None:
    text = _said(1, 10, "'sheet'")
    assert "Jo-Jotte rubber sheet" in text and "\n! " not in text


def test_quotes_alone_are_no_answer() -> None:
    assert "! not a card: \"''\"" in _said(1, 10, "''")
