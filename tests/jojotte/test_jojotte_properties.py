"""Properties over random legal deals (hypothesis): accounting, legality, secrecy, replay."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlor.jojotte.actions import DECLARE, DECLARE_NONE
from parlor.jojotte.cards import FULL_MASK, POINTS, R7
from parlor.jojotte.game import (
    Deal,
    IllegalJojotteAction,
    Observation,
    Phase,
    Sitting,
    random_deck,
)
from parlor.jojotte.options import Options
from parlor.jojotte.record import record_from_sitting, replay_record

OPTIONS = st.sampled_from(
    [
        Options(),
        Options(info_card="top"),
        Options(no_trump=False),
        Options(fours="belote"),
        Options(melds_at_no_trump=False, slam_at_no_trump=False),
        Options(prison_multiplied=False, last_trick=0),
    ]
)
SEEDS = st.integers(0, 2**32 - 1)
FAST = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def new_deal(seed: int, options: Options) -> tuple[Deal, random.Random]:
    rng = random.Random(seed)
    return Deal(random_deck(rng), rng.randrange(2), options, prison=rng.choice([0, 0, 57])), rng


def out_of_hands(deal: Deal) -> list[int]:
    """Disjoint masks of every card not in a hand, by where it lies."""
    played = 0
    if deal.play is not None:
        for _, c1, c2, _, _ in deal.play.log:
            played |= (1 << c1) | (1 << c2)
        if deal.play.lead >= 0:
            played |= 1 << deal.play.lead
    table = 1 << deal.turn_up  # the turn-up, or the 7 that replaced it
    if deal.turn_up_taken_by >= 0:
        table = 1 << deal.exchanged_seven
    info = 0 if deal.info_card < 0 else 1 << deal.info_card
    dealt = 13 if deal.info_card < 0 else 19
    stock = 0
    for i in range(dealt, 32):
        if deal.deck[i] != deal.info_card:
            stock |= 1 << deal.deck[i]
    return [played, table, info, stock]


def assert_cards_accounted(deal: Deal) -> None:
    parts = [deal.hands[0], deal.hands[1], *out_of_hands(deal)]
    union = 0
    for part in parts:
        assert union & part == 0
        union |= part
    assert union == FULL_MASK


@settings(FAST, max_examples=1500)
@given(SEEDS, OPTIONS)
def test_cards_accounted_18_played_and_trick_points_add_up(seed: int, options: Options) -> None:
    deal, rng = new_deal(seed, options)
    while not deal.is_over():
        assert_cards_accounted(deal)
        deal.apply_unchecked(rng.choice(deal.legal_actions()))
    assert_cards_accounted(deal)
    r = deal.result
    assert r is not None
    if r.contract is None:
        assert deal.play is None and len(deal.history) == 4
        return
    assert deal.hands == [0, 0]
    played = out_of_hands(deal)[0]
    assert played.bit_count() == 18 and len(r.log) == 9
    strain = r.contract.strain
    card_points = sum(POINTS[strain][c] for c in range(32) if played >> c & 1)
    assert sum(r.tp) == card_points + options.last_trick
    assert sum(t[4] for t in r.log) == sum(r.tp)
    assert sum(r.tricks) == 9


def candidates(deal: Deal) -> list[int]:
    extra = [DECLARE_NONE, DECLARE | 0b111, DECLARE | (0xFF << 32), DECLARE | deal.hands[0]]
    return list(range(77)) + extra


@settings(FAST, max_examples=150)
@given(SEEDS, OPTIONS)
def test_only_legal_actions_are_offered_and_checked_apply_agrees(
    seed: int, options: Options
) -> None:
    deal, rng = new_deal(seed, options)
    while not deal.is_over():
        legal = deal.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        before = deal.key()
        for action in candidates(deal) + legal:
            trial = deal.clone()
            if action in legal:
                trial.apply(action)  # accepted
                assert trial.history == [*deal.history, action]
            else:
                try:
                    trial.apply(action)
                except IllegalJojotteAction as exc:
                    assert str(exc)
                else:
                    raise AssertionError(f"accepted an action not offered: {action}")
                assert trial.key() == before
        deal.apply(rng.choice(legal))
    assert deal.legal_actions() == []
    try:
        deal.apply(0)
    except IllegalJojotteAction:
        pass
    else:
        raise AssertionError("an action was accepted after the end")


def rebuild_with_hidden_cards_shuffled(deal: Deal, player: int, rng: random.Random) -> Deal:
    obs = deal.observation(player)
    seven = (deal.turn_up >> 3) * 8 + R7  # whether its holder was asked is not public anyway
    hidden = FULL_MASK & ~obs.visible_cards() & ~(1 << seven)
    places = [i for i, c in enumerate(deal.deck) if hidden >> c & 1]
    cards = [deal.deck[i] for i in places]
    rng.shuffle(cards)
    deck = list(deal.deck)
    for i, c in zip(places, cards, strict=True):
        deck[i] = c
    other = Deal(deck, deal.dealer, deal.options, prison=deal.prison)
    for action in deal.history:
        other.apply_unchecked(action)
    return other


@settings(FAST, max_examples=120)
@given(SEEDS, OPTIONS)
def test_observation_never_reveals_hidden_cards(seed: int, options: Options) -> None:
    deal, rng = new_deal(seed, options)
    while True:
        for player in (0, 1):
            obs = deal.observation(player)
            opponent_hidden = deal.hands[1 - player] & ~obs.visible_cards()
            assert obs.hand == deal.hands[player]
            assert obs.visible_cards() & opponent_hidden == 0
            for _ in range(2):
                other = rebuild_with_hidden_cards_shuffled(deal, player, rng)
                assert other.observation(player) == obs
        if deal.is_over():
            break
        deal.apply_unchecked(rng.choice(deal.legal_actions()))


@settings(FAST, max_examples=150)
@given(SEEDS, OPTIONS, st.integers(0, 40))
def test_replaying_a_record_rebuilds_an_identical_state(
    seed: int, options: Options, stop: int
) -> None:
    rng = random.Random(seed)
    sitting = Sitting(options)
    sitting.start_rubber(first_dealer=rng.randrange(2))
    deal = None
    for _ in range(3):
        if sitting.rubber.is_over:
            break
        deal = sitting.new_deal(random_deck(rng))
        while not deal.is_over() and len(deal.history) < stop:
            deal.apply(rng.choice(deal.legal_actions()))
        if not deal.is_over():
            break
        sitting.finish_deal(deal)
    again = replay_record(record_from_sitting(sitting))
    assert [d.key() for d in again.rubber.deals] == [d.key() for d in sitting.rubber.deals]
    assert again.rubber.sheet.entries == sitting.rubber.sheet.entries
    assert again.prison == sitting.prison
    if sitting.current is not None:
        assert again.current is not None and again.current.key() == sitting.current.key()
        assert again.current.phase != Phase.OVER


def test_observation_at_the_start_shows_own_six_cards_and_the_turn_up_only() -> None:
    deal = Deal(list(range(32)), 1)
    obs = deal.observation(0)
    assert obs.hand == deal.hands[0] and obs.hand.bit_count() == 6
    assert obs.visible_cards() == deal.hands[0] | (1 << deal.turn_up)
    assert obs.visible_cards() & deal.hands[1] == 0
    assert obs.info_card is None and obs.opponent_cards_left == 6
    names = set(Observation.__dataclass_fields__)
    assert not names & {"deck", "hands", "stock", "opponent_hand"}
