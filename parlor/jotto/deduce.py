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

__all__ = ["LetterFacts", "deduce"]

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
