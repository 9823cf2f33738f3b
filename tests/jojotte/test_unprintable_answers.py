"""Round 20 (session-13 note, "Left as is"): Jo-Jotte's refusals quoted an answer with a
control character in it as Python writes it ("not a card: '\\x1bjs'", "not a call:
'pa\\tss'"), where Jotto's show it as typed, a tab as a space and another control character
as ``?``. They show it as Jotto's do now, at the card, call and melds prompts alike."""

from __future__ import annotations

import pytest

from .test_ui import partial, run_until_end_of_input, session

CARD, MELDS, CALL = 10, 6, 0
"""Actions of the rules' Example 1 at which You are asked for a card, your melds, a call."""


def _refusals(action: int, answer: str) -> list[str]:
    text = run_until_end_of_input(session(partial(1, action), [answer]))
    return [line for line in text.splitlines() if line.startswith("! ")]


@pytest.mark.parametrize(
    ("action", "answer", "refusal"),
    [
        (CARD, "\x1bjs", "! not a card: '?js' (write e.g. QS, 10H, TH or J♥)"),
        (CARD, "j\tz", "! not a card: 'j z' (write e.g. QS, 10H, TH or J♥)"),
        (
            CARD,
            "ace of\x07 hearts",
            "! not a card: 'ace of? hearts' (write e.g. QS, 10H, TH or J♥)",
        ),
        (CALL, "\x1bpass", "! not a call: '?pass' (choose 1-2 or type help)"),
        (CALL, "pa\tss", "! not a call: 'pa ss' (did you mean pass?)"),
        (CALL, "accept\thz", "! not a call: 'accept hz' (choose 1-2 or type help)"),
        (MELDS, "kh\x1b", "! not a meld: 'kh?' (answer all, none, a number or e.g. KH-QH-JH)"),
        (
            MELDS,
            "kh-qh-j\x1bh",
            "! not a sequence: 'kh-qh-j?h' (not a card: 'j?h' (write e.g. QS, 10H, TH or J♥))",
        ),
        (MELDS, "kh\x07\tzz", "! not a meld: 'kh?' (answer all, none, a number or e.g. KH-QH-JH)"),
    ],
)
def test_a_control_character_is_shown_as_jotto_shows_it(
    action: int, answer: str, refusal: str
) -> None:
    said = _refusals(action, answer)
    assert any(line.startswith(refusal) for line in said), said
    assert not any("\\x" in line or "\\t" in line for line in said), said
    assert not any(ch in line for line in said for ch in "\x1b\x07\t"), said


def test_a_typed_backslash_is_shown_once() -> None:
    """(Python's quotes doubled it: 'a\\\\b'.)"""
    assert "! not a card: 'a\\b' (write e.g. QS, 10H, TH or J♥)" in _refusals(CARD, "a\\b")


def test_only_strings_quoted_by_python_are_changed() -> None:
    from parlor.jojotte.ui import as_typed

    assert as_typed("not a card: 'zz' (write e.g. QS)") == "not a card: 'zz' (write e.g. QS)"
    # an apostrophe of the sentence is no quote
    said = "Bot's turn: " + repr("x\x1by") + " isn't a card"
    assert as_typed(said) == "Bot's turn: 'x?y' isn't a card"
    # Python's double quotes around an answer with an apostrophe in it
    assert as_typed("not a card: " + repr("it's\x1b")) == "not a card: 'it's?'"
