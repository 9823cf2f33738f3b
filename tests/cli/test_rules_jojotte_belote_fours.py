"""`parlor jojotte rules` says how fours compare under the `belote` option.

Under `-o fours=belote` jacks are worth 200 and aces 100, yet the game gives the fours to the
player with the higher rank in meld order (rules section 6): four aces beat four jacks, and the
jacks score nothing. A Belote player expects the jacks to win; the printed rules did not say,
nor that a four of sevens or eights (worth nothing there) does not block the other's four.
"""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jojotte.cards import RANK_MASK
from parlor.jojotte.melds import compare_melds, find_melds

SEVEN, JACK, ACE = 0, 4, 7  # ranks in meld order, 7 low ... A high
SPADES = 0


def _rules() -> str:
    result = CliRunner().invoke(app, ["jojotte", "rules"])
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_rules_say_rank_not_value_decides_belote_fours() -> None:
    text = _rules()
    assert (
        "With option `belote` the rank decides too, not the value: four aces beat four jacks"
        in (text)
    )
    assert "a four of sevens or eights is worth nothing there, so it neither scores nor blocks" in (
        text
    )


def test_four_aces_beat_four_jacks_under_belote() -> None:
    result = compare_melds(((0, 1 << ACE), (0, 1 << JACK)), SPADES, fours="belote")
    assert result.fours_won_by == 0
    assert result.points == (100, 0)


def test_four_sevens_are_no_meld_under_belote() -> None:
    assert find_melds(RANK_MASK[SEVEN], fours="belote") == (0, 0)
    assert find_melds(RANK_MASK[SEVEN], fours="flat100") == (0, 1 << SEVEN)
