"""Players: anything that chooses an action from an observation and the legal actions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

__all__ = ["Player"]

Obs_contra = TypeVar("Obs_contra", contravariant=True)
Act = TypeVar("Act")


class Player(Protocol[Obs_contra, Act]):
    """A side that chooses its own actions: the bots of both games implement this
    (:class:`parlor.jojotte.bots.base.JojotteBot`, :class:`parlor.jotto.solver.JottoBot`), and
    each game's terminal session drives its bot through :meth:`choose`. A person's side is
    played by the terminal session itself, from what is typed at its prompts.
    """

    name: str

    def choose(self, observation: Obs_contra, legal_actions: Sequence[Act]) -> Act:
        """Return one of ``legal_actions``."""
        ...
