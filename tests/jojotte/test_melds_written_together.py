"""Round 19 (judge K, finding 4): at the melds prompt, cards written together (``9d8d7d``,
``9♦8♦7♦``, ``T♦9♦8♦``, ``10d9d8d``) were "not a meld", though each splits into cards one
way only; they are read as the cards one by one. A card named twice (``9D-9D-8D``) said "not a
sequence of one suit in meld order"; it says "9♦ twice"."""

from __future__ import annotations

import pytest

from parlor.jojotte.cards import BadCard, card_str, parse_joined_cards

from .test_ui import partial, run_until_end_of_input, session

# Example 1, action 6: A (You) declares, holding K♥-Q♥-J♥-10♥ and A♦-K♦-Q♦.


def _said(answer: str) -> str:
    return " ".join(run_until_end_of_input(session(partial(1, 6), [answer])).split())


@pytest.mark.parametrize("answer", ["adkdqd", "ADKDQD", "A♦K♦Q♦", "A♦️K♦️Q♦️", "declare adkdqd"])
def test_a_run_written_together_is_declared(answer: str) -> None:
    text = _said(answer)
    assert "You declare A♦-K♦-Q♦ (20)." in text, answer
    assert "! " not in text.split("declare nothing")[-1].split("You declare")[0], answer


@pytest.mark.parametrize("answer", ["khqhjhth adkdqd", "KHQHJH10H, ADKDQD", "K♥Q♥J♥T♥ A♦K♦Q♦"])
def test_two_runs_written_together(answer: str) -> None:
    assert "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)." in _said(answer)


def test_a_run_not_held_is_told_as_the_same_run_with_dashes() -> None:
    together, dashed = _said("kdqdjd"), _said("KD-QD-JD")
    assert "! K♦-Q♦-J♦ is not one of your melds" in together
    assert together.split("! ")[1][:60] == dashed.split("! ")[1][:60]


@pytest.mark.parametrize(
    ("answer", "card"),
    [("KH-KH-QH-JH", "K♥"), ("AD-KD-KD-QD", "K♦"), ("ad kd kd qd", "K♦"), ("adkdkdqd", "K♦")],
)
def test_a_card_named_twice_is_said_so(answer: str, card: str) -> None:
    text = _said(answer)
    assert f"! {card} twice: name each card of a meld once" in text, answer
    assert "meld order" not in text and "You declare" not in text


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("9d8d7d", ["9D", "8D", "7D"]),
        ("T♦9♦8♦", ["TD", "9D", "8D"]),
        ("10d9d8d", ["TD", "9D", "8D"]),
        ("QS10S", ["QS", "TS"]),
    ],
)
def test_cards_written_together_split_one_way(text: str, cards: list[str]) -> None:
    assert [card_str(c) for c in parse_joined_cards(text)] == cards


@pytest.mark.parametrize("text", ["9d", "9d8", "jqk", "9dd8", "1d0d", "9d 8d"])
def test_not_cards_written_together(text: str) -> None:
    with pytest.raises(BadCard):
        parse_joined_cards(text)
