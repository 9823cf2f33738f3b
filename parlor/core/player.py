"""Players: anything that chooses an action from an observation and the legal actions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

__all__ = ["Player"]

Obs_contra = TypeVar("Obs_contra", contravariant=True)
Act = TypeVar("Act")


class Player(Protocol[Obs_contra, Act]):
    """Humans (through the CLI) and bots both implement this."""

    name: str

    def choose(self, observation: Obs_contra, legal_actions: Sequence[Act]) -> Act:
        """Return one of ``legal_actions``."""
        ...
