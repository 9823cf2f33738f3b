"""Round 6: the engine's docstring spells out the deck's 0-based indices itself (the rules
page, rewritten for players, counts the deal order from 1), and they are the engine's."""

from __future__ import annotations

import re

import parlor.jojotte.game as game
from parlor.jojotte.cards import parse_cards
from parlor.jojotte.game import deck_from_hands
from parlor.jojotte.options import Options


def test_the_docstring_says_the_deck_indices_the_engine_uses() -> None:
    doc = " ".join((game.__doc__ or "").split())
    assert "canonical indexing" not in doc
    places = {
        "non-dealer": [(0, 2), (6, 8), (13, 15)],
        "dealer": [(3, 5), (9, 11), (16, 18)],
    }
    for who, spans in places.items():
        for a, b in spans:
            assert re.search(rf"{a}-{b} (go )?to the {who}\b", doc), (a, b, who)
    assert "12 is the turn-up" in doc and "31 (the bottom card) is the information card" in doc
    assert "index 19 with the option info_card=top" in doc
    cards = parse_cards("AS KS QS JS TS 9S AH KH QH JH TH 9H 8S AD KD QD JD TD 9D AC")
    for info, index in (("bottom", 31), ("top", 19)):
        deck = deck_from_hands(
            cards[:6],
            cards[6:12],
            cards[12],
            cards[13:16],
            cards[16:19],
            cards[19],
            Options(info_card=info),
        )
        assert [deck[i] for i in (0, 1, 2, 6, 7, 8, 13, 14, 15)] == cards[:6] + cards[13:16]
        assert [deck[i] for i in (3, 4, 5, 9, 10, 11, 16, 17, 18)] == cards[6:12] + cards[16:19]
        assert deck[12] == cards[12] and deck[index] == cards[19]
