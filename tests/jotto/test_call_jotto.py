"""Round 14: 'jotto' typed at the test-word prompt (calling JOTTO, as the rules speak of it)
was refused as 'JOTTO is not in the word list'; it now says how JOTTO is called."""

from __future__ import annotations

from tests.jotto.test_screen_prompts import two_people


def test_calling_jotto_says_to_type_the_secret_word() -> None:
    session, out, _ = two_people(["maple", "grown", "jotto", "JOTTO!", "grown"])
    flat = " ".join(out.split())
    said = (
        "! JOTTO is called by testing the secret word itself: type the word you think is "
        "Bob's secret (parlor calls JOTTO when it is)"
    )
    assert flat.count(said) == 2
    assert "not in the word list" not in out
    assert session.games and session.games[0].winner == 0  # (GROWN: found)


def test_a_name_with_markup_is_shown_as_typed() -> None:
    _, out, _ = two_people(["maple", "grown", "jotto"], names=("Ann", "[b]Bo"))
    assert "think is [b]Bo's secret" in out
