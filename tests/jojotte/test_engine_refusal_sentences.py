"""Round 17: the engine's refusals, as the player reads them after "not allowed:", use the
words of the choices and read as one sentence: "No-Trump" (not "nt"), "Nullo" and "Slam" (not
"nullo", "slam"), "in round 1 you may only accept or pass" (not "not allowed: in round 1 only
accept or pass is allowed"), and a meld not held is named ("four jacks is not one of your
melds (...)"; it said "not allowed: not a choice among your melds")."""

from __future__ import annotations

import re

import pytest

from parlor.jojotte.actions import DOUBLE, NT_BID, NULLO, REDOUBLE, SLAM, parse_action
from parlor.jojotte.game import IllegalJojotteAction

from .test_ui import partial, run_until_end_of_input, session

_ANSWERS = ["double", "redouble", "nullo", "slam", "accept", "bid diamonds", "no trump", "4J"]


def _refusals(n: int, k: int, answer: str) -> list[str]:
    text = run_until_end_of_input(session(partial(n, k), [answer]))
    return [" ".join(line.split()) for line in text.splitlines() if line.startswith("!")]


@pytest.mark.parametrize(("n", "k"), [(1, 0), (1, 1), (1, 5), (2, 2), (2, 3), (2, 4), (3, 0)])
def test_every_refusal_of_a_call_reads_as_a_sentence_in_the_choices_words(n: int, k: int) -> None:
    for answer in _ANSWERS:
        for line in _refusals(n, k, answer):
            said = re.sub(r"'[^']*'", "''", line)  # the answer as typed is quoted as typed
            assert not re.search(r"\b(nt|nullo|slam)\b", said), (answer, line)
            assert "not allowed: not " not in said, (answer, line)
            assert not said.endswith("is allowed"), (answer, line)


def test_round_1_says_what_may_be_called() -> None:
    assert _refusals(1, 0, "double")[0] == (
        "! not allowed: in round 1 you may only accept or pass "
        "(a double answers a bid: there is none yet)"
    )


def test_a_suit_bid_is_answered_with_no_trump_in_its_word() -> None:
    # Example 3: B accepted hearts in round 1; A answers it.
    assert _refusals(3, 1, "accept")[0] == (
        "! not allowed: answer the suit bid with No-Trump, double or pass"
    )


def test_a_four_not_held_is_named_at_the_melds() -> None:
    # Example 1 at action 6: A holds K-Q-J-10 of hearts and A-K-Q of diamonds.
    assert _refusals(1, 6, "4J")[0] == (
        "! four jacks is not one of your melds (K♥-Q♥-J♥-10♥, A♦-K♦-Q♦)"
    )


def _why(n: int, k: int, action: int) -> str:
    deal = partial(n, k).current
    assert deal is not None
    with pytest.raises(IllegalJojotteAction) as exc:
        deal.clone().apply(action)
    return str(exc.value).split(": ", 1)[1]


def test_the_engine_names_the_calls_as_the_choices_do() -> None:
    # Example 3 at action 2: A, the defender, may bid Nullo; at 1, B's hearts are answered.
    assert _why(3, 2, SLAM) == "the defender may bid Nullo or pass"
    assert _why(3, 1, parse_action("bid spades")) == (
        "answer the suit bid with No-Trump, double or pass"
    )
    # Example 2 at action 2: round 2 (both passed round 1).
    assert _why(2, 2, DOUBLE) == "in round 2 you may name another suit, bid No-Trump, or pass"
    assert _why(2, 2, NULLO) == "in round 2 you may name another suit, bid No-Trump, or pass"
    assert _why(1, 0, NT_BID) == "in round 1 you may only accept or pass"
    assert _why(1, 0, REDOUBLE) == "in round 1 you may only accept or pass"
