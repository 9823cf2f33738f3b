"""`parlor jojotte rules` says that `-o no_trump=off` leaves Nullo allowed.

Nullo is "played at no trump" (rules section 4), so a table that switches No-Trump off could
expect Nullo gone too; the game still offers it to the defender. The option's line now says so.
"""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.actions import NT_BID, NULLO, parse_action
from parlor.jojotte.game import Deal
from parlor.jojotte.options import Options


def test_rules_say_nullo_stays_without_no_trump() -> None:
    result = CliRunner().invoke(app, ["jojotte", "rules"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "Nullo (played without trumps) may be bid either way." in text


def test_the_game_offers_nullo_with_no_trump_off() -> None:
    deal = Deal(list(range(32)), 0, Options(no_trump=False))
    deal.apply(parse_action("accept"))  # the non-dealer accepts the turn-up suit
    assert NT_BID not in deal.legal_actions()  # no No-Trump overcall
    deal.apply(parse_action("pass"))
    assert NULLO in deal.legal_actions()  # the defender may still bid Nullo
