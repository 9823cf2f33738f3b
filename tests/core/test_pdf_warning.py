"""Round 16b: the PDF's warning names the words it cannot print without punctuation around."""

from __future__ import annotations

from parlor.core.render_pdf import unprintable
from parlor.core.scorepad import ScoreSheet


def test_unprintable_words_are_named_without_brackets() -> None:
    sheet = ScoreSheet(
        "JOTTO", fields=[("NAME", "Łukasz 李 (captain 🙂)"), ("OPPONENT", "«שלום», Ann")]
    )
    assert unprintable([sheet]) == ["李", "🙂", "שלום"]


def test_punctuation_inside_a_word_stays() -> None:
    sheet = ScoreSheet("JOTTO", fields=[("NAME", "(李's)")])
    assert unprintable([sheet]) == ["李's"]
