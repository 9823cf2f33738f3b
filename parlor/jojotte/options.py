"""Rule options (rules section 11), with their defaults."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

__all__ = ["DEFAULT_OPTIONS", "Options", "OptionsError"]


class OptionsError(ValueError):
    """An option name or value that the engine does not know."""


_CHOICES: dict[str, tuple[str, ...]] = {
    "info_card": ("bottom", "top"),
    "exchange": ("before-melds",),
    "fours": ("flat100", "belote"),
}


def _shown(value: object) -> str:
    """A value for a message: quoted, a long one cut, a huge number not written out (nor can
    it always be)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**20:
        return "a number of over 20 digits"
    text = value if isinstance(value, str) else repr(value)
    text = text if len(text) <= 20 else text[:17] + "..."  # (a pasted page of text)
    return repr(text) if isinstance(value, str) else text


def _either(choices: tuple[str, ...]) -> str:
    """``bottom or top``; ``a, b or c``."""
    return " or ".join([", ".join(choices[:-1]), choices[-1]] if len(choices) > 1 else choices)


@dataclass(frozen=True, slots=True)
class Options:
    """The table's rules. Every field has the default of the rules file.

    - ``info_card``: the information card is turned from the ``bottom`` of the stock (deck
      index 31) or from the ``top`` (deck index 19, the next card after the deal).
    - ``no_trump``: No-Trump bids and overcalls are allowed.
    - ``slam_at_no_trump``: Slam may be bid in a No-Trump contract.
    - ``exchange``: when the 7 of trumps may be exchanged (only ``before-melds``).
    - ``fours``: ``flat100`` (every four of a kind 100) or ``belote`` (J 200, 9 150,
      A/10/K/Q 100, 8 and 7 nothing).
    - ``melds_at_no_trump``: melds are declared and scored at No-Trump.
    - ``prison_multiplied``: a tied deal puts the trick points times the double multiplier in
      prison (off: the plain trick points).
    - ``rubbers``: rubbers in a sitting.
    - ``last_trick``: the bonus for winning the ninth trick.
    """

    info_card: str = "bottom"
    no_trump: bool = True
    slam_at_no_trump: bool = True
    exchange: str = "before-melds"
    fours: str = "flat100"
    melds_at_no_trump: bool = True
    prison_multiplied: bool = True
    rubbers: int = 1
    last_trick: int = 10

    def __post_init__(self) -> None:
        for name, choices in _CHOICES.items():
            value = getattr(self, name)
            if value not in choices:
                raise OptionsError(f"option {name} must be {_either(choices)}, not {_shown(value)}")
        for name in ("no_trump", "slam_at_no_trump", "melds_at_no_trump", "prison_multiplied"):
            if not isinstance(value := getattr(self, name), bool):
                raise OptionsError(f"option {name} must be true or false, not {_shown(value)}")
        for name in ("rubbers", "last_trick"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionsError(f"option {name} must be a whole number, not {_shown(value)}")
        if self.rubbers < 1:
            raise OptionsError(f"option rubbers must be at least 1, not {_shown(self.rubbers)}")
        if self.last_trick < 0:
            raise OptionsError(
                f"option last_trick must be 0 or more points, not {_shown(self.last_trick)}"
            )

    @property
    def info_index(self) -> int:
        """Deck index of the information card."""
        return 31 if self.info_card == "bottom" else 19

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        """Every option's name, as :meth:`to_dict` writes them all into a save."""
        return tuple(f.name for f in fields(cls))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Options:
        """Build options from a (possibly partial) mapping; unknown names are an error."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise OptionsError(f"unknown option(s): {', '.join(unknown)}")
        values = dict(data)
        for name in ("no_trump", "slam_at_no_trump", "melds_at_no_trump", "prison_multiplied"):
            if values.get(name) in ("on", "off"):  # the rules file writes on|off
                values[name] = values[name] == "on"
        return cls(**values)


DEFAULT_OPTIONS = Options()
