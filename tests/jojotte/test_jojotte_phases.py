"""Second bidding phase (Nullo, Slam), the 7-of-trumps exchange, melds (rules 4-6)."""

from __future__ import annotations

import pytest

from parlor.jojotte.actions import (
    EXCHANGE,
    NO_EXCHANGE,
    NULLO,
    PASS,
    SLAM,
    declare_action,
    parse_action,
)
from parlor.jojotte.auction import Contract
from parlor.jojotte.cards import NT, mask_of, parse_card, parse_cards
from parlor.jojotte.game import IllegalDeclaration, Phase
from parlor.jojotte.melds import (
    compare_melds,
    declaration_subsets,
    find_melds,
    sequence_value,
)
from parlor.jojotte.options import Options

from .jojotte_helpers import apply_all, example_actions, example_deal, make_deal

A, B = 0, 1
HEARTS, SPADES, DIAMONDS = 1, 0, 2


def m(text: str) -> int:
    return mask_of(parse_cards(text))


# -- second phase -------------------------------------------------------------------------
def test_defender_speaks_first_and_nullo_replaces_a_doubled_contract() -> None:
    d = example_deal(1, 0)
    apply_all(d, "accept, double, pass")
    assert d.contract == Contract(HEARTS, A, 2)
    assert d.current_player() == B and d.legal_actions() == [NULLO, PASS]
    d.apply(NULLO)
    assert d.contract == Contract(NT, B, 1, False, True)
    assert d.phase == Phase.PLAY  # Nullo ends the phase; no exchange, no melds
    assert d.current_player() == A  # the former declarer, now defender, leads


def test_declarer_may_bid_slam_which_keeps_strain_and_multiplier() -> None:
    d = example_deal(1, 0)
    apply_all(d, "accept, double, redouble, pass")
    assert d.current_player() == A and d.legal_actions() == [SLAM, PASS]
    d.apply(SLAM)
    assert d.contract == Contract(HEARTS, A, 4, True, False)


def test_slam_at_no_trump_allowed_by_default_and_skipped_when_off() -> None:
    d = example_deal(1, 0)
    apply_all(d, "accept, nt, pass, pass")
    assert d.current_player() == B and d.legal_actions() == [SLAM, PASS]
    off = example_deal(1, 0, Options(slam_at_no_trump=False))
    apply_all(off, "accept, nt, pass, pass")
    assert off.phase == Phase.MELDS  # the declarer is not asked


# -- exchange -----------------------------------------------------------------------------
def test_holder_of_the_seven_of_trumps_may_exchange_it_for_the_turn_up() -> None:
    d = example_deal(1, 4)
    assert d.phase == Phase.EXCHANGE and d.current_player() == A
    assert d.legal_actions() == [EXCHANGE, NO_EXCHANGE]
    d.apply(EXCHANGE)
    assert d.hand(A) == m("TH KH QH JH AD KD QD 8S 9C")
    obs = d.observation(B)
    assert obs.turn_up_taken_by == A and obs.exchanged_seven == parse_card("7H")


def test_exchange_changes_the_meld_comparison() -> None:
    acts = example_actions(1)
    d = example_deal(1, 4)
    apply_all(d, "exchange", *acts[5:7])
    assert d.meld_result is not None and d.meld_result.points == (60, 0)
    d = example_deal(1, 4)
    d.apply(NO_EXCHANGE)
    # A's hearts are now K-Q-J only (the 10 stays the turn-up): B's four spades win
    assert find_melds(d.hand(A))[0] == m("KH QH JH AD KD QD")
    apply_all(d, "declare KS-QS-JS-TS", "declare KH-QH-JH AD-KD-QD")
    assert d.meld_result is not None and d.meld_result.points == (0, 40)


def test_defender_may_exchange_too() -> None:
    d = make_deal("AH KH QS JS TS 9S", "7H 8C 9C TC 8D 9D", "TH", "7S 8S 7C", "JC QC KC")
    apply_all(d, "accept, pass, pass, pass")
    assert d.phase == Phase.EXCHANGE and d.current_player() == B


def test_no_exchange_at_no_trump_or_in_another_suit_or_when_turn_up_is_the_seven() -> None:
    d = example_deal(1, 0)
    apply_all(d, "accept, nt, pass, pass, pass")
    assert d.phase == Phase.MELDS
    d = make_deal("7S 8S 9S 7D 8D 9D", "7H KH QS JS TS 9C", "TH", "AS AD AC", "KC QC JC")
    apply_all(d, "pass, pass, bid S, pass, pass, pass")
    assert d.phase == Phase.MELDS  # spades are trumps, not the turn-up suit
    d = make_deal("AH KH QS JS TS 9S", "8H 8C 9C TC 8D 9D", "7H", "7S 8S 7C", "JC QC KC")
    apply_all(d, "accept, pass, pass, pass")
    assert d.phase == Phase.MELDS
    d = make_deal("AH KH QS JS TS 9S", "8H 8C 9C TC 8D 9D", "TH", "7S 8S 7C", "JC QC KC")
    apply_all(d, "accept, pass, pass, pass")  # 7H is in the stock
    assert d.phase == Phase.MELDS


# -- melds --------------------------------------------------------------------------------
def test_sequence_values() -> None:
    assert [sequence_value(n) for n in (3, 4, 5, 6, 8)] == [20, 40, 50, 50, 50]


def test_find_melds_runs_and_fours() -> None:
    seq, fours = find_melds(m("AS KS QS TS 9S 8S JH JD JC"))
    assert seq == m("AS KS QS TS 9S 8S") and fours == 0
    seq, fours = find_melds(m("JS JH JD JC QS KS 7D 8D 9D"))
    assert seq == m("JS QS KS 7D 8D 9D") and fours == 1 << 4
    assert find_melds(m("7S 7H 7D 7C 8S 8H 8D 8C AS"), "belote") == (0, 0)
    assert find_melds(m("7S 7H 7D 7C 8S 8H 8D 8C AS"))[1] == 0b11


def test_declaration_subsets_offer_each_meld_whole_or_not() -> None:
    subsets = declaration_subsets(*find_melds(m("AS KS QS 9S 8S 7S JH JD JC")))
    assert len(subsets) == 4
    assert subsets[0] == declare_action(m("AS KS QS 9S 8S 7S"), 0)


def decl(text: str, fours: int = 0) -> tuple[int, int]:
    return (m(text), fours)


def test_longer_sequence_wins_and_winner_scores_all_his_sequences() -> None:
    r = compare_melds((decl("AS KS QS JS 7D 8D 9D"), decl("AH KH QH")), HEARTS)
    assert r.points == (60, 0) and r.sequences_won_by == A


def test_same_length_higher_top_wins() -> None:
    r = compare_melds((decl("QS JS TS"), decl("KD QD JD")), HEARTS)
    assert r.points == (0, 20)


def test_tie_broken_by_trumps_worked_example_of_section_6() -> None:
    r = compare_melds((decl("KS QS JS TS"), decl("KH QH JH TH AD KD QD")), HEARTS)
    assert r.points == (0, 60)


def test_tie_without_trumps_scores_nothing_and_no_trump_has_no_tie_break() -> None:
    assert compare_melds((decl("KS QS JS"), decl("KD QD JD")), HEARTS).points == (0, 0)
    assert compare_melds((decl("KS QS JS"), decl("KH QH JH")), NT).points == (0, 0)


def test_fours_higher_rank_wins_and_sequences_decided_separately() -> None:
    r = compare_melds((decl("7S 8S 9S", 1 << 7), decl("AD KD QD JD", 1 << 6 | 1 << 5)), SPADES)
    assert r.points == (100, 40)
    # belote changes the values, not the ranking: "the higher-ranking four (meld order) wins"
    r = compare_melds((decl("", 1 << 4), decl("", 1 << 7)), SPADES, "belote")
    assert r.points == (0, 100)  # aces outrank jacks in meld order; the jacks' 200 is lost
    r = compare_melds((decl("", 1 << 2), decl("", 1 << 3)), SPADES, "belote")
    assert r.points == (0, 100)  # tens outrank nines


def test_an_undeclared_meld_neither_scores_nor_blocks() -> None:
    d = example_deal(1, 5)
    apply_all(d, "declare none", "declare KH-QH-JH-TH")
    assert d.meld_result is not None and d.meld_result.points == (40, 0)


def test_declaration_must_match_own_melds() -> None:
    d = example_deal(1, 5)
    with pytest.raises(IllegalDeclaration, match="not one of your melds"):
        d.apply(parse_action("declare KS-QS-JS"))  # part of a run
    with pytest.raises(IllegalDeclaration):
        d.apply(parse_action("declare AH-KH-QH"))
    with pytest.raises(IllegalDeclaration, match="melds are being declared"):
        d.apply(parse_action("play AC"))


def test_melds_at_no_trump_option() -> None:
    d = example_deal(1, 0, Options(melds_at_no_trump=False))
    apply_all(d, "accept, nt, pass, pass, pass")
    assert d.phase == Phase.PLAY


def test_a_card_out_of_turn_names_the_phase_in_words() -> None:
    from parlor.jojotte.game import IllegalCall

    deal = example_deal(1, 2)  # A accepted hearts, B passed: B may bid Nullo
    assert deal.phase == Phase.SECOND
    with pytest.raises(IllegalCall, match=r"the second bidding phase \(Nullo or Slam\)"):
        deal.apply(parse_action("play 7S"))
    deal = example_deal(1, 0)
    with pytest.raises(IllegalCall, match="not now; the auction is in progress"):
        deal.apply(parse_action("play 7S"))
