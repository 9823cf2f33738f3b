"""Regressions found by play-testing the Jo-Jotte terminal session as a new player."""

from __future__ import annotations

from parlor.jojotte import Sitting
from parlor.jojotte.options import Options

from .test_ui import run_until_end_of_input, session


def test_a_name_that_looks_like_markup_is_shown_as_typed_when_its_player_deals() -> None:
    for name in ("[/]", "a[/b]", "[red]x"):
        sitting = Sitting(Options(), (name, "Bot"))
        sitting.start_rubber(first_dealer=0)
        text = run_until_end_of_input(session(sitting, []))
        assert f"Rubber 1, deal 1: {name} deals" in text, name
