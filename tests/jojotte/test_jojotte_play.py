"""Legal cards, trick winners and Jo-Jotte (rules section 7), and make/unmake."""

from __future__ import annotations

import random

import pytest

from parlor.jojotte.actions import JO, parse_action
from parlor.jojotte.cards import NT, cards_of, mask_of, parse_card, parse_cards
from parlor.jojotte.game import IllegalPlay
from parlor.jojotte.play import PlayState, legal_follow_mask, trick_winner

from .jojotte_helpers import apply_all, example_actions, example_deal

S, H, D, C = 0, 1, 2, 3


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def legal(hand: str, led: str, strain: int) -> int:
    return legal_follow_mask(m(hand), parse_card(led), strain)


def test_must_follow_suit_even_holding_trumps() -> None:
    assert legal("7S AD JH 9H", "KS", H) == m("7S")


def test_trump_lead_must_be_beaten_if_possible() -> None:
    assert legal("AH 9H 7H KS", "TH", H) == m("AH 9H")  # A and 9 beat the 10, 7 does not


def test_trump_lead_that_cannot_be_beaten_any_trump() -> None:
    assert legal("AH 7H KS", "JH", H) == m("AH 7H")


def test_trump_lead_void_in_trumps_any_card() -> None:
    assert legal("AS KD 7C", "JH", H) == m("AS KD 7C")


def test_void_in_plain_suit_led_must_trump_with_any_trump() -> None:
    assert legal("7H JH AD", "AS", H) == m("7H JH")


def test_free_discard_when_void_in_suit_and_trumps() -> None:
    assert legal("7C KD QD", "AS", H) == m("7C KD QD")


def test_no_trump_and_nullo_follow_suit_else_anything() -> None:
    assert legal("7S JH 9H", "KS", NT) == m("7S")
    assert legal("7C JH 9H", "KS", NT) == m("7C JH 9H")


def test_leader_may_lead_anything() -> None:
    ps = PlayState((m("7S JH 9H"), m("AS KD 7C")), H, 0)
    assert ps.legal_mask() == m("7S JH 9H")


@pytest.mark.parametrize(
    ("led", "second", "strain", "winner"),
    [
        ("AS", "TS", H, 0),
        ("TS", "AS", H, 1),
        ("AS", "7H", H, 1),  # any trump wins
        ("JH", "9H", H, 0),
        ("9H", "JH", H, 1),
        ("AH", "9H", H, 1),
        ("AS", "KD", H, 0),  # off-suit discard never wins
        ("JS", "9S", NT, 0),
        ("9S", "JS", NT, 1),
        ("KS", "7H", NT, 0),  # no trumps at NT
        ("TS", "KS", NT, 0),
    ],
)
def test_trick_winner(led: str, second: str, strain: int, winner: int) -> None:
    assert trick_winner(0, parse_card(led), parse_card(second), strain) == winner


@pytest.mark.parametrize(
    ("played", "bad", "reason"),
    [
        (0, "play JS", "do not hold"),
        (3, "play 9S", "do not hold"),
        (7, "play TS", "must beat"),  # B leads AS; A holds 9S, which beats it
        (1, "play KC", "must follow"),  # A leads AD, B holds 7D
        (3, "play KC", "must trump"),  # A leads KD, B void in diamonds holds spades
    ],
)
def test_illegal_cards_are_refused_with_a_reason(played: int, bad: str, reason: str) -> None:
    d = example_deal(2, 8 + played)
    with pytest.raises(IllegalPlay, match=reason):
        d.apply(parse_action(bad))


def test_jo_is_offered_with_the_king_of_trumps_while_the_queen_is_held() -> None:
    d = example_deal(1, 13)  # three tricks played; A leads the King of hearts next
    assert d.current_player() == 0
    assert JO + parse_card("KH") in d.legal_actions()
    assert JO + parse_card("AD") not in d.legal_actions()


def test_jo_jotte_scores_20_when_said_with_king_then_queen() -> None:
    d = example_deal(1)
    assert d.result is not None and d.result.jo == (20, 0)


def test_jo_jotte_lost_by_playing_the_queen_first() -> None:
    acts = example_actions(1)
    d = example_deal(1, 11)  # tricks 1-2 done; A leads trick 3 (JH - 9H in the example)
    apply_all(d, "play JH", "play 9H", "play QH", "play 8D")
    assert JO + parse_card("KH") not in d.legal_actions()  # the Queen is gone: no Jo
    with pytest.raises(IllegalPlay, match="Queen"):
        d.apply(JO + parse_card("KH"))
    apply_all(d, "play KH", "play 7D", *acts[17:])
    assert d.result is not None and d.result.jo == (0, 0)


def test_no_jo_with_the_king_forfeits_it() -> None:
    acts = example_actions(1)
    d = example_deal(1, 13)
    apply_all(d, "play KH", *acts[14:])
    assert d.result is not None and d.result.jo == (0, 0)
    assert d.result.above == (60, 31)


def test_no_jo_at_no_trump() -> None:
    ps = PlayState((m("KH QH"), m("7S 8S")), NT, 0)
    assert not ps.can_say_jo(parse_card("KH"))


def test_make_unmake_restores_every_position() -> None:
    rng = random.Random(7)
    for _ in range(50):
        cards = list(range(32))
        rng.shuffle(cards)
        ps = PlayState((mask_of(cards[:9]), mask_of(cards[9:18])), rng.randrange(5), 0)
        keys = []
        while not ps.is_over():
            keys.append(ps.key())
            c = rng.choice(list(cards_of(ps.legal_mask())))
            ps.play(c, ps.can_say_jo(c))
        assert ps.tp[0] + ps.tp[1] == sum(ps._points[c] for c in cards[:18]) + 10
        snap = ps.copy()
        for k in reversed(keys):
            ps.unplay()
            assert ps.key() == k
        assert snap.is_over()
