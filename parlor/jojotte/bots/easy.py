"""The easy bot: a uniformly random legal action."""

from __future__ import annotations

from collections.abc import Sequence

from parlor.jojotte.game import Observation

from .base import BotBase

__all__ = ["EasyBot"]


class EasyBot(BotBase):
    """Plays a random legal action (any call, any declaration, any card)."""

    level = "easy"

    def choose(self, observation: Observation, legal_actions: Sequence[int]) -> int:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        return legal_actions[self.rng.randrange(len(legal_actions))]
