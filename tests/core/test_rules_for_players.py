"""The rules texts that `parlor jotto rules` and `parlor jojotte rules` print are for players.

A new player reading them met notes meant for the developers ("the authority for the engine",
"keep the column as data", a state machine, `tp[p]`, a canonical deck index) and source tags
([T], [B], [K]) that nothing explained.
"""

from __future__ import annotations

import re
from importlib import resources

import pytest

DEVELOPER_NOTES = (
    "authority for the engine",
    "must be shown to players",
    "as data, not",
    "scattered literals",
    "show them upper-case like",
    "Worth offering",
    "should be a rule option",
    "Canonical deck order",
    "index 0",
    "State machine",
    "tp[",
    "def score_deal",
    "test vectors",
    "low confidence",
    "the engine",
    "the interface",
    "data/",
)


def rules_text(game: str) -> str:
    return (resources.files(f"parlor.{game}") / "RULES.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", ["jotto", "jojotte"])
def test_the_rules_hold_no_notes_for_developers(game: str) -> None:
    text = rules_text(game)
    for note in DEVELOPER_NOTES:
        assert note not in text, (game, note)
    assert "```" not in text  # no code blocks


@pytest.mark.parametrize("game", ["jotto", "jojotte"])
def test_the_rules_fit_an_80_column_terminal_through_a_pipe(game: str) -> None:
    # The pipe prints the text as written: a longer line breaks in the middle of a word.
    for line in rules_text(game).splitlines():
        if not line.startswith("#"):
            assert len(line) < 80, (game, line)


def test_jojotte_marks_only_parlors_rulings_and_says_what_the_mark_means() -> None:
    text = rules_text("jojotte")
    assert set(re.findall(r"\[[A-Z][^\]\n]*\]", text)) == {"[R]"}
    opening = text.split("\n## ")[0]
    assert "1937" in opening and "Culbertson" in opening and "marked **[R]**" in opening


def test_jotto_says_where_its_rules_come_from_and_marks_parlors_rulings() -> None:
    opening = rules_text("jotto").split("\n## ")[0]
    assert "1973" in opening and "Selchow & Righter" in opening
    assert "How parlor applies these rules" in opening
