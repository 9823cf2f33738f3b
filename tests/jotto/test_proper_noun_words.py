"""Round 13: a word typed as a name (Paris, Texas) and refused says that names are not allowed.

It said only 'is not in the word list', and a newcomer who typed a name (the rules ask for a
dictionary word, not a proper noun) could not tell why TEXAS was no word.
"""

from __future__ import annotations

from tests.jotto.test_screen_prompts import two_people

NOTE = " (a name? names are not allowed)"


def test_a_name_as_a_secret_and_as_a_test_word() -> None:
    _, out, _ = two_people(["Paris", "maple", "grown", "Texas"])
    assert f"! that word is not in the word list{NOTE}" in out
    assert f"! TEXAS is not in the word list{NOTE}" in out
    assert "PARIS" not in out  # (the secret is never echoed)


def test_no_note_for_what_is_not_typed_as_a_name() -> None:
    _, out, _ = two_people(["maple", "grown", "texas", "TEXAS", "Hlepp", "Bob"])
    assert "TEXAS is not in the word list\n" in out
    assert "names are not allowed" not in out
