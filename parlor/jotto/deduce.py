"""What the answers prove about a secret's letters, by logic alone (no dictionary).

The secret is some multiset of five letters (four or six in the word-length variant). Every
multiset that gives each test word its announced number of jots is still possible; a letter is
*proved present* when every possible multiset holds it and *proved absent* when none does. This
is what a careful player deduces on the pad's eliminating alphabet: WHALE 1 and then SHALE 0
prove the W.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

import numpy as np
import numpy.typing as npt

__all__ = ["LetterFacts", "LineReading", "deduce", "read_apart"]

ALPHABET = string.ascii_lowercase


@dataclass(frozen=True, slots=True)
class LetterFacts:
    """Letters proved present and absent; ``contradiction`` when no secret fits the answers."""

    present: frozenset[str]
    absent: frozenset[str]
    contradiction: bool = False
    proved: str = field(default="", compare=False)
    """The letters proved in the secret, each as many times as every possible secret holds
    it, in alphabetical order (``"ss"`` after ASSES 4): what a careful player writes in the
    pad's box of the opponent's secret jot letters. (Not compared: facts are equal when they
    prove the same letters in and out.)"""


@cache
def _distinct(length: int) -> npt.NDArray[np.intp]:
    """The column numbers of :func:`_multisets` whose letters are all different."""
    return np.flatnonzero(_multisets(length).max(axis=0) <= 1)


@cache
def _multisets(length: int) -> npt.NDArray[np.uint8]:
    """Every multiset of ``length`` letters, as the columns of a 26-row table of letter counts.

    Built letter by letter (each partial multiset takes 0 to the letters left of the next
    letter), so no Python object per multiset is made: 736,281 of six letters take 19 MB.
    A letter's row is contiguous, so a test word's jots read only its own letters' rows.
    """
    counts = np.zeros((26, 1), dtype=np.uint8)
    used = np.zeros(1, dtype=np.uint8)
    for letter in range(25):
        parts_c = []
        parts_u = []
        for k in range(length + 1):
            keep = np.flatnonzero(used + k <= length)
            if len(keep) == 0:
                break
            c = counts[:, keep]
            c[letter] = k
            parts_c.append(c)
            parts_u.append(used[keep] + k)
        counts = np.concatenate(parts_c, axis=1)
        used = np.concatenate(parts_u)
    counts[25] = length - used  # Z takes the letters left: every multiset once, none short
    rows: npt.NDArray[np.uint8] = np.ascontiguousarray(counts)  # (column picks are F-ordered)
    return rows


def _counts(word: str) -> dict[int, int]:
    c: dict[int, int] = {}
    for ch in word.lower():
        c[ord(ch) - 97] = c.get(ord(ch) - 97, 0) + 1
    return c


def deduce(
    answers: Sequence[tuple[str, int]], length: int | None = None, *, distinct: bool = False
) -> LetterFacts:
    """Letters proved in and out of a ``length``-letter secret by ``(word, jots)`` pairs.

    ``length`` defaults to the test words' length (five letters in the default game; four or
    six in the word-length variant). ``distinct``: the secret repeats no letter (the
    no-repeats variant). Six letters: about 20 ms for the first answer, less for each later
    one, once the table is built (well under a second, once per process).
    """
    if not answers:
        return LetterFacts(frozenset(), frozenset())
    if length is None:
        sizes = {len(word) for word, _ in answers}
        if len(sizes) != 1:
            raise ValueError(f"the test words have {sorted(sizes)} letters, not one length")
        length = sizes.pop()
    m = _multisets(length)
    # column numbers of the multisets still possible (None: every one)
    alive: npt.NDArray[np.intp] | None = _distinct(length) if distinct else None
    for word, n in answers:
        rows = m if alive is None else m[:, alive]
        j = np.zeros(rows.shape[1], dtype=np.int16)
        for letter, k in _counts(word).items():
            j += np.minimum(rows[letter], k)
        fits = np.flatnonzero(j == n)
        alive = fits if alive is None else alive[fits]
        if len(alive) == 0:
            return LetterFacts(frozenset(), frozenset(), contradiction=True)
    assert alive is not None
    counts = m[:, alive]
    least = counts.min(axis=1)
    present = frozenset(ALPHABET[i] for i in np.flatnonzero(least > 0))
    absent = frozenset(ALPHABET[i] for i in np.flatnonzero(counts.max(axis=1) == 0))
    proved = "".join(ALPHABET[i] * int(least[i]) for i in range(26))
    return LetterFacts(present, absent, proved=proved)


@dataclass(frozen=True, slots=True)
class LineReading:
    """What the answers still say when they contradict each other (no secret fits them all).

    Nothing is proved then, but a careful player keeps the letters a 0 crosses off on its own
    (SHALE 0: S, H, A, L and E), as on paper, unless that very answer is *the suspect*: the one
    answer that, if only one is wrong, must be the wrong one. Only 0s are read this way: a
    count between 0 and the word's length proves nothing on its own, and an anagram's count
    (5 of 5) is rare and no crossing-off.
    """

    absent: frozenset[str]
    """The letters crossed off by the 0s kept."""
    zeros: tuple[int, ...]
    """The answers (0-based, in order) whose 0 crosses off their word's letters."""
    suspect: int | None
    """The one answer that must be wrong if only one is (``None``: none such, or several
    could be)."""
    before: LetterFacts
    """What the answers proved before the first that no secret fits with those before it."""
    upto: int
    """How many answers, from the first, fit together (:attr:`before` is proved by them)."""


def read_apart(
    answers: Sequence[tuple[str, int]], length: int | None = None, *, distinct: bool = False
) -> LineReading:
    """:class:`LineReading` of ``answers``, which no secret fits (see :func:`deduce`)."""
    answers = list(answers)
    fits = [
        i
        for i in range(len(answers))
        if not deduce([*answers[:i], *answers[i + 1 :]], length, distinct=distinct).contradiction
    ]
    suspect = fits[0] if len(fits) == 1 else None
    zeros = tuple(i for i, (_, n) in enumerate(answers) if n == 0 and i != suspect)
    absent = frozenset(ch for i in zeros for ch in answers[i][0].lower())
    upto, before = 0, LetterFacts(frozenset(), frozenset())
    for k in range(1, len(answers) + 1):
        facts = deduce(answers[:k], length, distinct=distinct)
        if facts.contradiction:
            break
        upto, before = k, facts
    return LineReading(absent, zeros, suspect, before, upto)
