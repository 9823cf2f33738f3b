"""`parlor jojotte rules` says how the cards of the draw for the first dealer rank.

It said "the lower (7 low ... A high) deals", and section 1 gives two orders that both run from 7
to A (A 10 K Q J 9 8 7 in plain suits; A K Q J 10 9 8 7 for melds): a newcomer could not tell
whether a drawn 10 is above or below a jack. The game ranks the draw in meld order (10 below J).
"""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.cards import parse_card
from parlor.jojotte.game import first_dealer_from_draws


def test_rules_name_the_order_of_the_draw() -> None:
    result = CliRunner().invoke(app, ["jojotte", "rules"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert (
        "the lower deals, ranked as for melds (7 8 9 10 J Q K A, so a 10 is lower than a jack)"
        in (text)
    )
    assert "7 low ... A high" not in text


def test_a_drawn_ten_is_lower_than_a_jack() -> None:
    assert first_dealer_from_draws([(parse_card("TS"), parse_card("JH"))]) == 0
    assert first_dealer_from_draws([(parse_card("JH"), parse_card("TS"))]) == 1
