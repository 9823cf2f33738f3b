"""Both players see the same table: every public field of their observations agrees.

Rules section 2 (the turn-up and the information card are face up), 3-4 (calls are spoken),
5 (an exchange is made face up; "a declined exchange is not shown to the other player"),
6 (declared melds are shown) and 7 (tricks are played face up). What differs between the two
observations is only the hand, the player's own melds and the count of the other's cards.
"""

from __future__ import annotations

import random
from dataclasses import fields

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlor.jojotte.game import Deal, Observation, random_deck
from parlor.jojotte.options import Options

PRIVATE = {"player", "hand", "my_melds", "opponent_cards_left"}
PUBLIC = [f.name for f in fields(Observation) if f.name not in PRIVATE]


@settings(deadline=None, max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.sampled_from(["bottom", "top"]), st.booleans())
def test_the_two_observations_agree_on_everything_public(
    seed: int, info_card: str, no_trump: bool
) -> None:
    rng = random.Random(seed)
    options = Options(info_card=info_card, no_trump=no_trump)
    deal = Deal(random_deck(rng), rng.randrange(2), options, prison=rng.choice([0, 40]))
    while True:
        views = (deal.observation(0), deal.observation(1))
        for name in PUBLIC:
            assert getattr(views[0], name) == getattr(views[1], name), name
        for p in (0, 1):
            assert views[p].player == p and views[p].hand == deal.hand(p)
            assert views[p].opponent_cards_left == deal.hand(1 - p).bit_count()
        if deal.is_over():
            break
        deal.apply(rng.choice(deal.legal_actions()))


def test_the_public_fields_are_the_ones_expected() -> None:
    """A field added to the observation is public unless it is named private here."""
    assert {"calls", "declared", "tricks", "trick", "info_card", "exchanged_seven"} <= set(PUBLIC)
