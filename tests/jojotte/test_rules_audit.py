"""Worked examples from an audit of the engine against the rules (parlor/jojotte/RULES.md).

Every expectation is computed by hand from the rules text; the arithmetic is in the comments.
Players: A = 0, B = 1. Deals are built with the canonical deck order (rules section 2).
"""

from __future__ import annotations

from parlor.jojotte.auction import Contract
from parlor.jojotte.options import Options

from .jojotte_helpers import apply_all, make_deal

A, B = 0, 1
SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3


# -- fours under the belote option: ranked in meld order (rules sections 1 and 6) ----------
def test_belote_fours_rank_in_meld_order_aces_beat_jacks() -> None:
    # Section 1: "Order for melds (sequence adjacency and comparison): A K Q J 10 9 8 7".
    # Section 6: "Fours: the higher-ranking four (meld order) wins; the winner scores all his
    # fours, the loser none." The belote option only sets the values (J 200, A 100).
    # Dealer B. A: four jacks, no sequence (S 7 J; H 8 J K; D J Q; C 9 J).
    # B: four aces, no sequence (S 8 10 A; H A; D A; C 7 8 Q A). Turn-up KD, 7D in the stock.
    deal = make_deal(
        "JS JH JD JC 7S KH",
        "AS AH AD AC 8S TS",
        "KD",
        "9C QD 8H",
        "7C 8C QC",
        "9S",
        options=Options(fours="belote"),
    )
    apply_all(deal, "accept, pass", "pass, pass", "declare 4A", "declare 4J")
    assert deal.contract == Contract(DIAMONDS, A, 1)
    assert deal.meld_result is not None
    # aces (meld rank A) outrank jacks: B scores his 100, A nothing (not 200 for the jacks)
    assert deal.meld_result.points == (0, 100)
    assert deal.meld_result.fours_won_by == B
