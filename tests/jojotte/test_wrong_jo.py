"""Round 20 (judge Q14, finding 1): "jo" (or "jotte") typed with the wrong card said the card
"cannot be played", even when it was a legal, offered choice ("QS jo": "Q♠ cannot be played:
Jo is said only with the King of trumps"), or when it could not be played for another reason
("KH jo" with spades led: the same words, not "you must follow suit"). A legal card is now told
what is wrong with the word and how to play it ("...; type Q♠ alone to play it", as the
"jotte" refusals say); a card that cannot be played gets its own reason, as typed alone."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

from .test_ui import partial, run_until_end_of_input, session


def _said(k: int, answers: list[str]) -> str:
    return " ".join(run_until_end_of_input(session(partial(1, k), answers)).split())


# Example 1 of the rules, hearts trumps. At action 10 Bot has led the 10 of clubs and You,
# void in clubs, must trump: the K♥ (with the Q♥ in hand), Q♥, J♥ and 10♥ may be played, the
# A♦ may not. At action 13 You lead: every card may be played.


@pytest.mark.parametrize(("k", "answer", "card"), [(10, "QH jo", "Q♥"), (13, "AD jo", "A♦")])
def test_jo_with_a_playable_card_that_is_not_the_king_of_trumps(
    k: int, answer: str, card: str
) -> None:
    said = _said(k, [answer])
    assert f"! Jo is said only with the King of trumps (K♥); type {card} alone to play it" in said
    assert "cannot be played" not in said


@pytest.mark.parametrize("answer", ["AD jo", "AD jotte", "8S jo"])
def test_jo_or_jotte_with_a_card_that_cannot_be_played_gives_the_cards_reason(
    answer: str,
) -> None:
    card = answer.split()[0]
    alone = _said(10, [card])
    reason = alone[alone.index("! ") :].split(" Your card")[0]
    assert reason.endswith("cannot be played: you cannot follow clubs, so you must trump")
    said = _said(10, [answer])
    assert reason in said
    assert "Jo is said only" not in said and "says no Jotte" not in said
    assert "alone to play it" not in said


def test_jo_said_right_still_plays_the_king_with_jo() -> None:
    assert 'You play K♥ and say "Jo".' in _said(10, ["KH jo"])


def test_the_judges_prompt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The first card prompt of rubber 1 deal 6: spades trumps, K♠ Q♠ held, 7♠ led.
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    r = random.Random(101 * 7 + 1)
    answers = [r.choice(["1", "2", "3", "1", "2", "4", "5", "6", "1", "2"]) for _ in range(98)]
    answers += ["QS jo", "KH jo", "KS jo", "quit"]
    args = ["jojotte", "--seed", "101", "--level", "easy", "--rubbers", "2", "--think", "0.01"]
    out = CliRunner().invoke(app, args, input="\n".join(answers) + "\n").output
    text = " ".join(out.split())
    assert "1) K♠ Jo! 2) K♠ (no Jo) 3) Q♠ (Queen first: no Jo-Jotte)" in text
    assert "! Jo is said only with the King of trumps (K♠); type Q♠ alone to play it" in text
    assert "! K♥ cannot be played: you must follow suit (spades)" in text
    assert 'You play K♠ and say "Jo".' in text


def test_jo_with_the_king_after_the_queen_is_gone_says_the_queen_is_not_held() -> None:
    # Judge T14 #3: with the K♥ but no longer the Q♥ (played at trick 2), "KH jo" was told "Jo
    # is said with the K♥ while you hold the Queen of trumps (Q♥)", which read as if the Queen
    # were held. The K♥ may be played (You lead trick 3).
    said = _said(10, ["QH", "KH jo"])
    assert "Trick 3: you lead." in said
    assert (
        "! no Jo: you do not hold the Queen of trumps (Q♥), and Jo needs both; "
        "type K♥ alone to play it"
    ) in said
    assert "while you hold the Queen" not in said
