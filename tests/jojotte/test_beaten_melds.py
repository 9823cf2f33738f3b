"""Round 18 (judge B, finding 3): the table's header, repeated at every prompt of the play,
listed the losing side's melds with their values ("Melds: Bot declares A♦-K♦-Q♦ (20)") beside
"Meld scores: You 40, Bot 0"; the line saying who had the better sequence had scrolled away.
Melds that score nothing are now marked in the header: "(20, beaten)", "(20, tied: no score)"."""

from __future__ import annotations

from rich.text import Text

from parlor.jojotte.cards import mask_of, parse_cards

from .test_ui import partial, run_until_end_of_input, session


def test_the_beaten_sequence_is_marked_in_the_header() -> None:
    # Example 1 after both declared: A's heart run in trumps beats B's spade run of four.
    text = run_until_end_of_input(session(partial(1, 10), []))
    lines = [line for line in text.splitlines() if line.startswith(("Melds:", "Meld scores:"))]
    assert lines == [
        "Melds: B declares K♠-Q♠-J♠-10♠ (40, beaten)",
        "Melds: You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)",
        "Meld scores: You 60, B 0",
    ]


def test_nothing_is_marked_before_both_have_declared() -> None:
    text = run_until_end_of_input(session(partial(1, 6), []))  # A's melds are asked
    assert "Melds: B declares K♠-Q♠-J♠-10♠ (40)\n" in text
    header = [line for line in text.splitlines() if line.startswith("Melds:")]
    # (the choices mark a meld B's beats since round 19: "beaten by B's ...")
    assert not any("beaten" in line or "no score" in line for line in header), header


def _seq(text: str) -> int:
    return mask_of(parse_cards(text))


def test_tied_sequences_and_a_beaten_four() -> None:
    s = session(partial(1, 10), [])
    spades, diamonds = _seq("KS QS JS"), _seq("KD QD JD")
    hearts = 1  # (the strain: neither run is in trumps)
    jacks, nines = 1 << 4, 1 << 2  # four jacks beat four nines
    marks = s._meld_marks(((spades, nines), (diamonds, jacks)), hearts)
    assert marks == [("tied: no score", "beaten"), ("tied: no score", "")]
    assert Text.from_markup(s.declaration_text(spades, nines, marks[0])).plain == (
        "K♠-Q♠-J♠ (20, tied: no score), four nines (100, beaten)"
    )
    # the same runs with spades trumps: the run in trumps wins
    assert s._meld_marks(((spades, 0), (diamonds, 0)), 0) == [("", ""), ("beaten", "")]
