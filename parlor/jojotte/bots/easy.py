"""The easy bot: a uniformly random legal action, but it declares every meld and says "Jo".

Rules section 6: "The default for bots ... is to declare everything that scores." So the easy
bot's randomness is in its calls and its cards, not in throwing away melds or the Jo-Jotte 20.
"""

from __future__ import annotations

from collections.abc import Sequence

from parlor.jojotte.actions import JO, is_declare
from parlor.jojotte.game import Observation, Phase

from .base import BotBase

__all__ = ["EasyBot"]


class EasyBot(BotBase):
    """Plays a random legal call or card; declares every meld; says "Jo" with the King."""

    level = "easy"

    def choose(self, observation: Observation, legal_actions: Sequence[int]) -> int:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if observation.phase == Phase.MELDS:
            # the legal declarations list "declare all" first
            return next((a for a in legal_actions if is_declare(a)), legal_actions[0])
        choice = legal_actions[self.rng.randrange(len(legal_actions))]
        if choice < JO and choice + JO in legal_actions:
            return choice + JO  # the King of trumps with "Jo", Queen still held
        return choice
