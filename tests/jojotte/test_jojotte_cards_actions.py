"""Cards, rank orders, points, parsing and the action text form."""

from __future__ import annotations

import pytest

from parlor.jojotte.actions import (
    ACCEPT,
    BID_SUIT,
    DECLARE_NONE,
    DOUBLE,
    EXCHANGE,
    JO,
    NO_EXCHANGE,
    NT_BID,
    NULLO,
    PASS,
    REDOUBLE,
    SLAM,
    BadAction,
    action_str,
    declare_action,
    parse_action,
)
from parlor.jojotte.cards import (
    BEATS,
    NT,
    POINTS,
    BadCard,
    card_str,
    mask_of,
    parse_card,
    parse_cards,
)


def c(text: str) -> int:
    return parse_card(text)


@pytest.mark.parametrize(
    "text",
    [
        "JH",
        "jh",
        "J♥",
        "Jh",
        "hj",
        "H J",
        "jack of hearts",
        "J of hearts",
        "j♡",
        "J-H",
        "j/h",
        "J.H",
    ],
)
def test_parse_card_forgiving_jack_of_hearts(text: str) -> None:
    assert card_str(parse_card(text)) == "JH"


@pytest.mark.parametrize("text", ["10h", "TH", "th", "10♥", "h10", "ten"[:0] + "10 h"])
def test_parse_card_ten(text: str) -> None:
    assert card_str(parse_card(text)) == "TH"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("J of H", "JH"),
        ("q of h", "QH"),
        ("the queen of hearts", "QH"),
        ("10 of ♥", "TH"),
        ("an ace of spades", "AS"),
        ("a ten of clubs", "TC"),
        ("A of S", "AS"),  # the ace, not an article
        ("a s", "AS"),
    ],
)
def test_parse_card_in_words_with_a_suit_letter_or_an_article(text: str, expected: str) -> None:
    assert card_str(parse_card(text)) == expected


@pytest.mark.parametrize(
    "text", ["", "1H", "ZZ", "11S", "JX", "6S", "of of of", "the of h", "jacks", "aces", "tens"]
)
def test_parse_card_rejects(text: str) -> None:
    with pytest.raises(BadCard):
        parse_card(text)


def test_deck_has_32_distinct_cards() -> None:
    assert sorted(card_str(i) for i in range(32)) == sorted(
        r + s for r in "789TJQKA" for s in "SHDC"
    )


def test_trump_order_j_9_a_10_k_q_8_7() -> None:
    order = parse_cards("JH 9H AH TH KH QH 8H 7H")
    for i, hi in enumerate(order):
        for lo in order[i + 1 :]:
            assert BEATS[1][lo] >> hi & 1, (card_str(hi), card_str(lo))
            assert not BEATS[1][hi] >> lo & 1


@pytest.mark.parametrize("strain", [0, NT])
def test_plain_order_a_10_k_q_j_9_8_7(strain: int) -> None:
    order = parse_cards("AH TH KH QH JH 9H 8H 7H")
    for i, hi in enumerate(order):
        for lo in order[i + 1 :]:
            assert BEATS[strain][lo] >> hi & 1
            assert not BEATS[strain][hi] >> lo & 1


def test_any_trump_beats_a_plain_card_and_off_suit_never_wins() -> None:
    assert BEATS[1][c("AS")] >> c("7H") & 1  # hearts trumps
    assert not BEATS[1][c("7S")] >> c("AD") & 1
    assert not BEATS[NT][c("7S")] >> c("AD") & 1


def test_card_points() -> None:
    assert [POINTS[1][c(x + "H")] for x in "J9AT KQ87".replace(" ", "")] == [
        20,
        14,
        11,
        10,
        4,
        3,
        0,
        0,
    ]
    assert [POINTS[1][c(x + "S")] for x in "AT KQJ987".replace(" ", "")] == [
        11,
        10,
        4,
        3,
        2,
        0,
        0,
        0,
    ]
    assert sum(POINTS[1]) + 10 == 162  # the whole pack with a trump suit
    assert POINTS[NT][c("JH")] == 2 and POINTS[NT][c("9H")] == 0  # plain values at No-Trump


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (c("JH"), "play JH"),
        (JO + c("KH"), "play KH jo"),
        (ACCEPT, "accept"),
        (PASS, "pass"),
        (BID_SUIT + 0, "bid S"),
        (BID_SUIT + 3, "bid C"),
        (NT_BID, "nt"),
        (DOUBLE, "double"),
        (REDOUBLE, "redouble"),
        (NULLO, "nullo"),
        (SLAM, "slam"),
        (EXCHANGE, "exchange"),
        (NO_EXCHANGE, "no-exchange"),
        (DECLARE_NONE, "declare none"),
        (
            declare_action(mask_of(parse_cards("KH QH JH TH AD KD QD")), 1 << 4),
            "declare KH-QH-JH-TH AD-KD-QD 4J",
        ),
    ],
)
def test_action_text_round_trip(action: int, text: str) -> None:
    assert action_str(action) == text
    assert parse_action(text) == action


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("JH", c("JH")),
        ("10h", c("TH")),
        ("play k♥ jo", JO + c("KH")),
        ("QH jotte", c("QH")),
        ("bid hearts", BID_SUIT + 1),
        ("no trump", NT_BID),
        ("No-Trumps", NT_BID),
        ("X", DOUBLE),
        ("xx", REDOUBLE),
        ("declare 4t", declare_action(0, 1 << 3)),
    ],
)
def test_parse_action_forgiving(text: str, action: int) -> None:
    assert parse_action(text) == action


@pytest.mark.parametrize(
    "text", ["", "bid X", "declare KH-QH", "declare KH-JH-TH", "play", "fly", "play JH now"]
)
def test_parse_action_rejects(text: str) -> None:
    with pytest.raises(BadAction):
        parse_action(text)


def test_a_four_of_a_kind_still_parses_with_the_rank_in_letters_or_words() -> None:
    for text, expected in (("declare 4jack", "declare 4J"), ("declare 4x10", "declare 4T")):
        assert action_str(parse_action(text)) == expected
