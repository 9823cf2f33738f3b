"""What the answers prove about a secret's letters, by logic alone (no dictionary).

The secret is some multiset of five letters. Every multiset that gives each test word its
announced number of jots is still possible; a letter is *proved present* when every possible
multiset holds it and *proved absent* when none does. This is what a careful player deduces on
the pad's eliminating alphabet: WHALE 1 and then SHALE 0 prove the W.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement

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


@cache
def _multisets(length: int) -> npt.NDArray[np.uint8]:
    """Every multiset of ``length`` letters as a row of 26 letter counts."""
    combos = np.array(list(combinations_with_replacement(range(26), length)), dtype=np.intp)
    counts = np.zeros((len(combos), 26), dtype=np.uint8)
    rows = np.arange(len(combos))
    for k in range(length):
        np.add.at(counts, (rows, combos[:, k]), 1)
    return counts


def _counts(word: str) -> npt.NDArray[np.uint8]:
    c = np.zeros(26, dtype=np.uint8)
    for ch in word.lower():
        c[ord(ch) - 97] += 1
    return c


def deduce(answers: Sequence[tuple[str, int]], length: int = 5) -> LetterFacts:
    """Letters proved in and out of a ``length``-letter secret by ``(word, jots)`` pairs."""
    if not answers:
        return LetterFacts(frozenset(), frozenset())
    m = _multisets(length)
    mask = np.ones(len(m), dtype=bool)
    for word, n in answers:
        j = np.minimum(m, _counts(word)[None, :]).sum(axis=1, dtype=np.int16)
        mask &= j == n
    alive = m[mask]
    if len(alive) == 0:
        return LetterFacts(frozenset(), frozenset(), contradiction=True)
    has = alive > 0
    present = frozenset(ALPHABET[i] for i in np.flatnonzero(has.all(axis=0)))
    absent = frozenset(ALPHABET[i] for i in np.flatnonzero(~has.any(axis=0)))
    return LetterFacts(present, absent)
