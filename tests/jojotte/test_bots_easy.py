"""The easy bot plays at random but declares everything that scores (rules section 6: "The
default for bots ... is to declare everything that scores") and says "Jo" with the King."""

from __future__ import annotations

import random

from parlor.jojotte.actions import JO, declare_action
from parlor.jojotte.bots.easy import EasyBot
from parlor.jojotte.game import Deal, Phase, random_deck


def test_the_easy_bot_declares_what_scores_and_never_drops_jo() -> None:
    rng = random.Random(7)
    bots = (EasyBot(random.Random(1)), EasyBot(random.Random(2)))
    declarations = jo_chances = kept = 0
    calls: set[int] = set()
    for i in range(300):
        deal = Deal(random_deck(rng), i % 2)
        while not deal.is_over():
            p = deal.current_player()
            legal = deal.legal_actions()
            action = bots[p].choose(deal.observation(p), legal)
            assert action in legal
            if deal.phase == Phase.MELDS:
                # every meld, or after the other's declaration those that score against it
                # (rules section 6: "everything that scores"; AX19 #3)
                seq, fours = deal.melds_avail[p]
                declarations += seq != 0 or fours != 0
                if action != declare_action(seq, fours):
                    other = deal.declared[1 - p]
                    assert other is not None, "a meld was kept back, though nothing beats it"
                    after = deal.clone()
                    after.apply(action)
                    full = deal.clone()
                    full.apply(declare_action(seq, fours))
                    assert after.meld_result is not None and full.meld_result is not None
                    assert after.meld_result.points[p] == full.meld_result.points[p]
                    kept += 1
            elif deal.phase == Phase.PLAY:
                if any(a >= JO for a in legal) and action & 31 in {
                    a & 31 for a in legal if a >= JO
                }:
                    jo_chances += 1
                    assert action >= JO, "the King of trumps went without Jo"
            else:
                calls.add(action)
            deal.apply(action)
    # the deals did put both rules to work, and the calls are still random
    assert declarations > 20 and jo_chances > 5 and len(calls) > 5 and kept > 0
