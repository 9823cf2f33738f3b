"""Deal scoring (rules section 8) branch by branch, games, rubbers and sittings (section 9)."""

from __future__ import annotations

import itertools
import random

import pytest

from parlor.jojotte.auction import Contract
from parlor.jojotte.cards import NT
from parlor.jojotte.game import (
    Deal,
    Sitting,
    draw_first_dealer,
    first_dealer_from_draws,
    random_deck,
)
from parlor.jojotte.options import Options
from parlor.jojotte.scoring import RubberSheet, score_deal

from .jojotte_helpers import apply_all, make_deal

A, B = 0, 1
H = 1
Z = (0, 0)


def contract(mult: int = 1, slam: bool = False, declarer: int = A) -> Contract:
    return Contract(H, declarer, mult, slam, False)


def test_made_contract_declarer_below_defender_above() -> None:
    assert score_deal(contract(), (88, 31), (7, 2), (60, 0), (20, 0), 0) == (
        (80, 31),
        (88, 0),
        0,
    )


def test_failed_contract_defender_takes_all_trick_points_below() -> None:
    assert score_deal(contract(), (57, 67), (4, 5), (0, 20), Z, 0) == ((0, 20), (0, 124), 0)


def test_made_doubled_contract_multiplies_trick_points_not_bonuses() -> None:
    assert score_deal(contract(2), (80, 39), (6, 3), (20, 0), Z, 0) == ((20, 0), (238, 0), 0)


def test_failed_doubled_contract() -> None:
    assert score_deal(contract(2), (50, 69), (4, 5), Z, Z, 0) == (Z, (0, 238), 0)


def test_failed_redoubled_contract() -> None:
    assert score_deal(contract(4), (50, 69), (4, 5), Z, (0, 0), 0) == (Z, (0, 476), 0)


def test_declarer_wins_on_melds_although_fewer_trick_points() -> None:
    assert score_deal(contract(), (50, 69), (4, 5), (40, 0), Z, 0) == ((40, 69), (50, 0), 0)


def test_equal_totals_go_to_prison_multiplied() -> None:
    assert score_deal(contract(), (59, 60), (5, 4), (20, 19), Z, 0) == (
        (20, 19),
        Z,
        119,
    )
    assert score_deal(contract(2), (60, 60), (5, 4), Z, Z, 7) == (Z, Z, 7 + 240)
    assert score_deal(contract(2), (60, 60), (5, 4), Z, Z, 7, prison_multiplied=False) == (
        Z,
        Z,
        127,
    )


def test_prison_held_over_two_deals_then_released_to_the_next_winner() -> None:
    _, below, prison = score_deal(contract(), (60, 60), (5, 4), Z, Z, 0)
    assert below == Z and prison == 120
    _, below, prison = score_deal(contract(declarer=B), (65, 45), (5, 4), (0, 20), Z, prison)
    assert below == Z and prison == 230
    above, below, prison = score_deal(contract(), (90, 29), (7, 2), Z, Z, prison)
    assert below == (90 + 230, 0) and above == (0, 29) and prison == 0


def test_nullo_made_scores_200_and_takes_the_prison() -> None:
    nullo = Contract(NT, B, 1, False, True)
    assert score_deal(nullo, (119, 0), (9, 0), (40, 0), (20, 0), 33) == ((0, 200), (0, 33), 0)


@pytest.mark.parametrize(("k", "points"), [(1, 200), (2, 300), (5, 600)])
def test_nullo_failed_opponent_scores_200_plus_100_per_extra_trick(k: int, points: int) -> None:
    nullo = Contract(NT, B, 1, False, True)
    assert score_deal(nullo, (50, 69), (9 - k, k), Z, Z, 10) == ((points, 0), (10, 0), 0)


def test_slam_bid_and_made_500_above() -> None:
    assert score_deal(contract(slam=True), (162, 0), (9, 0), (50, 0), (20, 0), 0) == (
        (570, 0),
        (162, 0),
        0,
    )


def test_slam_bid_and_failed_no_penalty_beyond_normal_scoring() -> None:
    plain = score_deal(contract(), (140, 19), (8, 1), Z, Z, 0)
    assert score_deal(contract(slam=True), (140, 19), (8, 1), Z, Z, 0) == plain


def test_unbid_slam_by_the_defender_and_by_the_declarer_100() -> None:
    assert score_deal(contract(), (0, 129), (0, 9), Z, Z, 0) == ((0, 100), (0, 129), 0)
    assert score_deal(contract(), (129, 0), (9, 0), Z, Z, 0) == ((100, 0), (129, 0), 0)
    assert score_deal(contract(slam=True), (0, 129), (0, 9), Z, Z, 0)[0] == (0, 100)


# -- end to end slams ---------------------------------------------------------------------
def slam_deal(a_last: str) -> Deal:
    """A holds the six top hearts and two or three aces; hearts turned up, B deals."""
    return make_deal(
        "JH 9H AH TH AS AD",
        "KS QS KD QD AC QC" if a_last == "7C" else "KS QS KD QD 7C QC",
        "8H",
        f"KH QH {a_last}",
        "JS JD JC",
        dealer=B,
    )


def play_randomly(deal: Deal, seed: int) -> None:
    rng = random.Random(seed)
    while not deal.is_over():
        deal.apply(rng.choice(deal.legal_actions()))


def test_slam_bid_and_made_end_to_end() -> None:
    for seed in range(5):
        d = apply_all(slam_deal("AC"), "accept, pass, pass, slam")
        play_randomly(d, seed)
        r = d.result
        assert r is not None and r.tricks == (9, 0)
        assert r.above[0] == 500 + r.melds[0] + r.jo[0]
        assert r.below == (r.tp[0], 0)


def test_slam_bid_and_failed_end_to_end() -> None:
    d = apply_all(slam_deal("7C"), "accept, pass, pass, slam")
    apply_all(d, "declare none, declare none, play AC, play 7C")
    play_randomly(d, 1)
    r = d.result
    assert r is not None and r.contract is not None and r.contract.slam
    assert r.tricks[1] >= 1
    assert r.above[0] == r.jo[0]  # no slam bonus and no penalty
    assert r.below[0] == r.tp[0]


# -- game, rubber, sitting ----------------------------------------------------------------
def test_game_by_part_scores_and_a_new_game_starts_from_zero() -> None:
    sheet = RubberSheet()
    assert sheet.add(Z, (50, 0), 0).game_won_by is None
    assert sheet.add(Z, (0, 70), 0).game_won_by is None
    assert sheet.add(Z, (30, 0), 0).game_won_by == A
    assert sheet.games == [1, 0] and sheet.game_below == [0, 0]
    assert sheet.add(Z, (0, 10), 0).game_won_by is None  # B's 70 was in the old game


def test_rubber_two_games_and_300() -> None:
    sheet = RubberSheet()
    sheet.add((10, 0), (80, 0), 0)
    sheet.add(Z, (0, 90), 0)
    assert not sheet.is_over
    sheet.add((0, 5), (100, 0), 0)
    assert sheet.winner == A and sheet.games == [2, 1]
    assert sheet.total(A) == 10 + 80 + 100 + 300 and sheet.total(B) == 95
    with pytest.raises(ValueError):
        sheet.add(Z, Z, 0)


def test_first_dealer_draw_lower_card_deals_and_equal_ranks_redraw() -> None:
    from parlor.jojotte.cards import parse_card as c

    assert first_dealer_from_draws([(c("7S"), c("AH"))]) == A
    assert first_dealer_from_draws([(c("9S"), c("9H")), (c("KD"), c("8C"))]) == B
    with pytest.raises(ValueError):
        first_dealer_from_draws([(c("9S"), c("9H"))])
    with pytest.raises(ValueError):
        first_dealer_from_draws([(c("9S"), c("TH")), (c("KD"), c("8C"))])
    draws = draw_first_dealer(random.Random(3))
    assert draws == draw_first_dealer(random.Random(3))
    first_dealer_from_draws(draws)


def play_sitting(options: Options, seed: int) -> Sitting:
    rng = random.Random(seed)
    sitting = Sitting(options)
    while not sitting.is_over:
        if sitting.needs_rubber:
            sitting.start_rubber(draw_first_dealer(rng))
        deal = sitting.new_deal(random_deck(rng))
        assert deal.prison == sitting.prison
        while not deal.is_over():
            deal.apply_unchecked(rng.choice(deal.legal_actions()))
        sitting.finish_deal(deal)
    return sitting


def test_sitting_of_three_rubbers_dealer_alternates_every_deal_void_included() -> None:
    sitting = play_sitting(Options(rubbers=3), 11)
    assert len(sitting.rubbers) == 3 and all(r.is_over for r in sitting.rubbers)
    for rubber in sitting.rubbers:
        dealers = [d.dealer for d in rubber.deals]
        assert dealers[0] == rubber.first_dealer == first_dealer_from_draws(rubber.draws)
        assert all(x != y for x, y in itertools.pairwise(dealers))
        assert sorted(rubber.sheet.games) in ([0, 2], [1, 2])
    assert sitting.prison == 0  # pending prison is discarded at the end
    grand = [sitting.total(p) for p in (0, 1)]
    assert sitting.winner() == (None if grand[0] == grand[1] else grand.index(max(grand)))
    with pytest.raises(ValueError):
        sitting.start_rubber(draw_first_dealer(random.Random(1)))


def test_void_deal_passes_the_deal_to_the_other_player() -> None:
    sitting = Sitting()
    sitting.start_rubber(first_dealer=A)
    deal = apply_all(sitting.new_deal(list(range(32))), "pass, pass, pass, pass")
    entry = sitting.finish_deal(deal)
    assert entry.void and entry.above == Z and entry.below == Z
    assert sitting.next_dealer() == B
    with pytest.raises(ValueError):
        sitting.finish_deal(deal)  # dealt by A, but B deals next


def test_prison_carries_from_deal_to_deal_in_a_sitting() -> None:
    for seed in range(400):
        sitting = play_sitting(Options(rubbers=1), seed)
        rubber = sitting.rubbers[0]
        entries = rubber.sheet.entries
        for i in range(1, len(entries)):
            assert rubber.deals[i].prison == entries[i - 1].prison
        jailed = [i for i in range(len(entries) - 1) if entries[i].prison]
        if jailed:
            i = jailed[0]
            nxt = entries[i + 1]
            released = nxt.prison == 0 and not nxt.void
            assert released or nxt.prison >= entries[i].prison
            if released:
                assert sum(nxt.below) >= entries[i].prison
            return
    pytest.fail("no deal went to prison")


def test_nullo_made_end_to_end_takes_the_prison() -> None:
    for seed in range(5):
        deal = make_deal(
            "AH TH KH AS TS AD",
            "7S 8S 7D 8D 7H 8H",
            "QH",
            "TD QC JC",
            "9H 7C 8C",
            dealer=A,
            prison=40,
        )
        apply_all(deal, "accept, pass, nullo")
        assert deal.contract == Contract(NT, A, 1, False, True)
        play_randomly(deal, seed)
        r = deal.result
        assert r is not None and r.tricks == (0, 9)
        assert r.above == (200, 0) and r.below == (40, 0) and r.prison == 0
