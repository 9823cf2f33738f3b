"""The easy bot: a uniformly random legal action, but it declares its melds and says "Jo".

Rules section 6: "The default for bots ... is to declare everything that scores." So the easy
bot's randomness is in its calls and its cards, not in throwing away melds or the Jo-Jotte 20
(a meld the other's declaration beats, which would score nothing, it keeps to itself).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from parlor.jojotte.actions import JO
from parlor.jojotte.game import Observation, Phase
from parlor.jojotte.options import DEFAULT_OPTIONS, Options

from .base import BotBase, declare_what_scores

__all__ = ["EasyBot"]


class EasyBot(BotBase):
    """Plays a random legal call or card; declares what scores; says "Jo" with the King."""

    level = "easy"

    def __init__(
        self, rng: random.Random, *, options: Options = DEFAULT_OPTIONS, **kw: Any
    ) -> None:
        super().__init__(rng, **kw)
        self.options = options
        """The table's rule options: which fours score (a declaration of what scores)."""

    def choose(self, observation: Observation, legal_actions: Sequence[int]) -> int:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if observation.phase == Phase.MELDS:
            return declare_what_scores(observation, legal_actions, self.options.fours)
        choice = legal_actions[self.rng.randrange(len(legal_actions))]
        if choice < JO and choice + JO in legal_actions:
            return choice + JO  # the King of trumps with "Jo", Queen still held
        return choice
