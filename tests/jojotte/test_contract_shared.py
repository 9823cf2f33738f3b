"""Round 14: the game's contract line and the records' (replay, analyze) share one wording.

``ui.contract_by`` built "hearts by A, doubled by B" itself, beside the engine's
``describe_contract``; a change to one wording left the other behind. It now builds on the
engine's, with the strain in bold and the names shown as typed."""

from __future__ import annotations

import itertools

import pytest
from rich.text import Text

from parlor.jojotte import Sitting
from parlor.jojotte import ui as ui_module
from parlor.jojotte.auction import Contract
from parlor.jojotte.cards import NT
from parlor.jojotte.game import describe_contract
from parlor.jojotte.options import Options

from .test_ui import session

_NAMES = [
    ("A", "B"),
    ("Ann by Bob", "[bold]x[/]"),
    ("back\\", "Zoë 李"),
    ("[bold]x[/]", "Ann by Bob"),
    ("Zoë 李", "back\\"),
]


def _contracts() -> list[Contract]:
    out = []
    for strain, declarer, mult, slam in itertools.product(
        (0, 1, 2, 3, NT), (0, 1), (1, 2, 4), (False, True)
    ):
        out.append(Contract(strain, declarer, mult, slam, False))
    out += [Contract(NT, 0, 1, False, True), Contract(NT, 1, 1, False, True)]
    return out


@pytest.mark.parametrize("names", _NAMES)
def test_the_game_says_the_contract_as_the_records_do(names: tuple[str, str]) -> None:
    s = session(Sitting(Options(), names), [])
    shown = ("You", names[1])  # the person at the keyboard is "You" in the commentary
    for c in _contracts():
        markup = s.contract_by(c)
        assert Text.from_markup(markup).plain == describe_contract(c, shown)
        what = describe_contract(c, shown).split(" by ")[0]
        assert markup.startswith(f"[bold]{what}[/] by ")  # the strain in bold, as before


def test_the_game_takes_its_wording_from_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """One source of the words: a change to the engine's wording shows in the game."""

    def worded(c: Contract | None, names: tuple[str, str] = ("A", "B")) -> str:
        return f"hearts by {names[0]}, with {names[1]} watching"

    monkeypatch.setattr(ui_module, "describe_contract", worded)
    s = session(Sitting(Options(), ("Ann", "Bob")), [])
    shown = Text.from_markup(s.contract_by(Contract(1, 0, 1, False, False))).plain
    assert shown == "hearts by You, with Bob watching"
