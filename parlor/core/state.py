"""The one state interface both games implement (in the manner of OpenSpiel).

A game state knows whose turn it is, which actions are legal, how to apply one (a checked
path that raises a specific :class:`IllegalAction` subclass saying why, and a fast unchecked
path for bots), whether the game is over, its outcome, and what each player may see
(:meth:`GameState.observation`). Bots only ever receive an observation, never the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

__all__ = ["GameState", "IllegalAction"]


class IllegalAction(ValueError):
    """An action that the rules do not allow here; the message says why."""


A = TypeVar("A")
O_co = TypeVar("O_co", covariant=True)


class GameState(Protocol[A, O_co]):
    """The shared state interface."""

    def current_player(self) -> int:
        """The player (0 or 1) to act, or -1 when the game is over."""
        ...

    def legal_actions(self) -> Sequence[A]:
        """The actions the current player may take."""
        ...

    def apply(self, action: A) -> None:
        """Apply ``action`` after checking it; raise an :class:`IllegalAction` if illegal."""
        ...

    def apply_unchecked(self, action: A) -> None:
        """Apply ``action`` without checking it (for bots that only produce legal actions)."""
        ...

    def is_over(self) -> bool:
        """True when no further action is possible."""
        ...

    def observation(self, player: int) -> O_co:
        """What ``player`` may see: never the opponent's hidden information."""
        ...
