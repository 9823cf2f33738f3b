"""Round 7: properties of the rules that no single worked deal shows (hypothesis).

- The rules never name a player or a suit: the same cards and calls with the players' seats
  swapped, or with the suits renamed, give the same deal (mirrored, or renamed).
- The last-trick bonus (option ``last_trick``) is added to the ninth trick's winner and to
  nothing else.
- A sitting of random legal deals ends, and its grand totals are the sums of what its deals
  wrote on the sheet, with 300 for each rubber won (rules sections 8 and 9).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlor.jojotte.actions import BID_SUIT, DECLARE, JO, is_declare
from parlor.jojotte.auction import Contract
from parlor.jojotte.game import Deal, DealResult, Sitting, draw_first_dealer, random_deck
from parlor.jojotte.options import Options

OPTIONS = st.sampled_from(
    [
        Options(),
        Options(fours="belote", info_card="top"),
        Options(no_trump=False, prison_multiplied=False),
        Options(melds_at_no_trump=False, slam_at_no_trump=False, last_trick=0),
    ]
)
SEEDS = st.integers(0, 2**32 - 1)
FAST = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_random(deal: Deal, rng: random.Random) -> list[int]:
    while not deal.is_over():
        deal.apply(rng.choice(deal.legal_actions()))
    return deal.history


def swap(pair: tuple[int, int]) -> tuple[int, int]:
    return (pair[1], pair[0])


@settings(FAST, max_examples=200)
@given(SEEDS, OPTIONS)
def test_swapping_the_seats_mirrors_the_deal(seed: int, options: Options) -> None:
    rng = random.Random(seed)
    deck = random_deck(rng)
    dealer = rng.randrange(2)
    prison = rng.choice([0, 0, 44])
    deal = Deal(deck, dealer, options, prison=prison)
    mirror = Deal(deck, 1 - dealer, options, prison=prison)
    while not deal.is_over():
        assert mirror.current_player() == 1 - deal.current_player()
        assert sorted(mirror.legal_actions()) == sorted(deal.legal_actions())
        action = rng.choice(deal.legal_actions())
        deal.apply(action)
        mirror.apply(action)
    assert mirror.is_over()
    r, m = deal.result, mirror.result
    assert r is not None and m is not None
    if r.contract is None:
        assert m.contract is None and m.prison == r.prison
        return
    c = r.contract
    assert m.contract == Contract(c.strain, 1 - c.declarer, c.mult, c.slam, c.nullo)
    for name in ("tp", "tricks", "melds", "jo", "above", "below"):
        assert getattr(m, name) == swap(getattr(r, name)), name
    assert m.prison == r.prison


def rename_card(c: int, perm: list[int]) -> int:
    return perm[c >> 3] * 8 + (c & 7)


def rename_mask(mask: int, perm: list[int]) -> int:
    out = 0
    for s in range(4):
        out |= ((mask >> (8 * s)) & 0xFF) << (8 * perm[s])
    return out


def rename_action(a: int, perm: list[int]) -> int:
    if a < JO:
        return rename_card(a, perm)
    if a < 2 * JO:
        return rename_card(a - JO, perm) + JO
    if BID_SUIT <= a < BID_SUIT + 4:
        return BID_SUIT + perm[a - BID_SUIT]
    if is_declare(a):
        return DECLARE | rename_mask(a & 0xFFFFFFFF, perm) | (a & (0xFF << 32))
    return a  # the other calls name no suit


def scores(r: DealResult) -> tuple[object, ...]:
    return (r.tp, r.tricks, r.melds, r.jo, r.above, r.below, r.prison, r.totals, r.made)


@settings(FAST, max_examples=200)
@given(SEEDS, OPTIONS, st.permutations([0, 1, 2, 3]))
def test_renaming_the_suits_changes_nothing_but_the_names(
    seed: int, options: Options, perm: list[int]
) -> None:
    rng = random.Random(seed)
    deck = random_deck(rng)
    dealer = rng.randrange(2)
    deal = Deal(deck, dealer, options)
    renamed = Deal([rename_card(c, perm) for c in deck], dealer, options)
    while not deal.is_over():
        legal = deal.legal_actions()
        assert sorted(renamed.legal_actions()) == sorted(rename_action(a, perm) for a in legal)
        action = rng.choice(legal)
        deal.apply(action)
        renamed.apply(rename_action(action, perm))
    r, n = deal.result, renamed.result
    assert r is not None and n is not None
    assert scores(n) == scores(r)
    if r.contract is not None:
        strain = r.contract.strain
        assert n.contract is not None
        assert n.contract.strain == (strain if strain == 4 else perm[strain])


@settings(FAST, max_examples=150)
@given(SEEDS, st.integers(0, 1000))
def test_the_last_trick_bonus_goes_to_the_ninth_tricks_winner_only(seed: int, bonus: int) -> None:
    rng = random.Random(seed)
    deck = random_deck(rng)
    dealer = rng.randrange(2)
    base = Deal(deck, dealer, Options(last_trick=0))
    history = play_random(base, rng)
    other = Deal(deck, dealer, Options(last_trick=bonus))
    for action in history:
        other.apply(action)
    r, o = base.result, other.result
    assert r is not None and o is not None
    if r.contract is None:
        return
    last = r.log[-1][3]
    expected = list(r.tp)
    expected[last] += bonus
    assert o.tp == tuple(expected) and o.tricks == r.tricks
    assert [t[:4] for t in o.log] == [t[:4] for t in r.log]
    assert [t[4] for t in o.log[:8]] == [t[4] for t in r.log[:8]]


@settings(FAST, max_examples=40)
@given(SEEDS, OPTIONS, st.integers(1, 3))
def test_a_random_sitting_ends_and_its_totals_are_the_sheet_sums(
    seed: int, options: Options, rubbers: int
) -> None:
    options = Options(**{**options.to_dict(), "rubbers": rubbers})
    rng = random.Random(seed)
    sitting = Sitting(options)
    deals = 0
    while not sitting.is_over:
        if sitting.needs_rubber:
            sitting.start_rubber(draw_first_dealer(rng))
        deal = sitting.new_deal(random_deck(rng))
        play_random(deal, rng)
        sitting.finish_deal(deal)
        deals += 1
        assert deals < 2000, "the sitting does not end"
    assert len(sitting.rubbers) == rubbers
    for rubber in sitting.rubbers:
        sheet = rubber.sheet
        entries = sheet.entries
        winner = rubber.winner
        assert winner is not None and sheet.games[winner] == 2 and sheet.games[1 - winner] <= 1
        # the games on the sheet: each is won by reaching 80 below in it, the last one ends it
        won = [e.game_won_by for e in entries if e.game_won_by is not None]
        assert won.count(winner) == 2 and won[-1] == winner and entries[-1].game_won_by == winner
        below = [0, 0]
        for e in entries:
            assert 0 in e.below  # one deal writes below the line for one player at most
            below = [below[p] + e.below[p] for p in (0, 1)]
            if e.game_won_by is not None:
                assert below[e.game_won_by] >= 80 and below[1 - e.game_won_by] < 80
                below = [0, 0]
            else:
                assert max(below) < 80
        for p in (0, 1):
            above = sum(e.above[p] for e in entries) + (300 if p == winner else 0)
            assert sheet.total(p) == above + sum(e.below[p] for e in entries)
    for p in (0, 1):
        assert sitting.total(p) == sum(r.sheet.total(p) for r in sitting.rubbers)
    t0, t1 = sitting.total(0), sitting.total(1)
    assert sitting.winner() == (None if t0 == t1 else (0 if t0 > t1 else 1))
    assert sitting.prison == 0
