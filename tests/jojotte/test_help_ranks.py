"""Round 13 (a newcomer's eye): help at the card prompt says how the cards rank.

A newcomer in Nullo played the 10 under a Queen to lose the trick and won it: nothing on
the screen said that the 10 ranks above the King (nor that the trump J and 9 are on top)."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def _help(example: int, k: int) -> str:
    text = run_until_end_of_input(session(partial(example, k), ["help"]))
    return " ".join(text[text.index("Now:") :].split())  # the lines wrapped as one


def test_help_in_a_suit_contract_gives_both_orders() -> None:
    # Example 1: hearts are trumps; B leads A♣ and A (the person) plays second.
    now = _help(1, 7)
    assert "Trumps rank J 9 A 10 K Q 8 7 (high to low), other suits A 10 K Q J 9 8 7." in now


def test_help_in_nullo_gives_the_plain_order() -> None:
    # Example 3: A bids Nullo; B leads Q♣ and A plays second.
    now = _help(3, 3)
    assert "Cards rank A 10 K Q J 9 8 7 (high to low)." in now
    assert "Trumps" not in now
