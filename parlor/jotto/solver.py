"""Jotto bots: the hider and the guessers.

Every guesser implements :class:`Guesser`: given the history of its own test words and the
jots announced for them, it returns the next test word. Guessers are pure: they hold the word
list and an explicit ``random.Random``; no clock, no files, no global random state.

Jots between many words at once are computed as a matrix product: a word becomes the 0/1
vector of "has at least k copies of letter l" (k = 1..5), and the jots of two words are the
dot product of their vectors, since ``min(a, b) = sum_k [a >= k][b >= k]``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol

import numpy as np
import numpy.typing as npt

from parlor.jotto.game import JottoObservation, Test
from parlor.jotto.lexicon import Lexicon

__all__ = [
    "LEVELS",
    "EntropyGuesser",
    "Guesser",
    "JottoBot",
    "RandomGuesser",
    "WordMatrix",
    "choose_secret",
    "make_guesser",
]

History = Sequence[tuple[str, int]]
_MAXK = 5


class WordMatrix:
    """A word list as a feature matrix for fast jots between many words."""

    def __init__(self, words: Sequence[str]) -> None:
        self.words: tuple[str, ...] = tuple(words)
        self.index = {w: i for i, w in enumerate(self.words)}
        length = len(self.words[0]) if self.words else 5
        feats = np.zeros((len(self.words), 26 * _MAXK), dtype=np.float32)
        for i, w in enumerate(self.words):
            seen: dict[str, int] = {}
            for ch in w:
                k = seen.get(ch, 0)
                seen[ch] = k + 1
                if k < _MAXK:
                    feats[i, (ord(ch) - 97) * _MAXK + k] = 1.0
        self.features = feats
        self.length = length

    def vector(self, word: str) -> npt.NDArray[np.float32]:
        i = self.index.get(word)
        if i is not None:
            row: npt.NDArray[np.float32] = self.features[i]
            return row
        v = np.zeros(26 * _MAXK, dtype=np.float32)
        seen: dict[str, int] = {}
        for ch in word:
            k = seen.get(ch, 0)
            seen[ch] = k + 1
            if k < _MAXK:
                v[(ord(ch) - 97) * _MAXK + k] = 1.0
        return v

    def jots_against(self, word: str, rows: npt.NDArray[np.intp]) -> npt.NDArray[np.int8]:
        """Jots of ``word`` against each word in ``rows``."""
        return (self.features[rows] @ self.vector(word)).astype(np.int8)

    def consistent(
        self, history: History, rows: npt.NDArray[np.intp] | None = None
    ) -> npt.NDArray[np.intp]:
        """Indices of the words (among ``rows``) that give every test word its jots."""
        idx = np.arange(len(self.words), dtype=np.intp) if rows is None else rows
        for word, n in history:
            if len(idx) == 0:
                break
            idx = idx[self.jots_against(word, idx) == n]
        return idx

    def partition_scores(
        self, guesses: npt.NDArray[np.intp], cands: npt.NDArray[np.intp]
    ) -> npt.NDArray[np.float64]:
        """Expected information (bits) of each guess over the candidate set."""
        out = np.empty(len(guesses), dtype=np.float64)
        c = self.features[cands].T
        total = float(len(cands))
        block = max(1, 4_000_000 // max(1, len(cands)))
        for start in range(0, len(guesses), block):
            g = guesses[start : start + block]
            j = (self.features[g] @ c).astype(np.int8)
            ent = np.zeros(len(g), dtype=np.float64)
            for v in range(self.length + 1):
                cnt = (j == v).sum(axis=1).astype(np.float64)
                p = cnt / total
                with np.errstate(divide="ignore", invalid="ignore"):
                    ent -= np.where(cnt > 0, p * np.log2(np.where(cnt > 0, p, 1.0)), 0.0)
            out[start : start + len(g)] = ent
        return out


@cache
def _matrix(words: tuple[str, ...]) -> WordMatrix:
    return WordMatrix(words)


class Guesser(Protocol):
    """A strategy for finding the opponent's word."""

    level: str

    def guess(self, history: History) -> str:
        """The next test word, given this side's test words and their (announced) jots."""
        ...


@dataclass(frozen=True, slots=True)
class Reading:
    """How a guesser reads the answers: all believed, or one taken to be wrong."""

    candidates: int
    suspect: int | None
    """Index (0-based) in the history of the answer taken to be wrong, if any."""


class _Base:
    level = "base"

    def __init__(self, lexicon: Lexicon, rng: random.Random | None = None) -> None:
        self.lexicon = lexicon
        self.matrix = _matrix(lexicon.words)
        self.rng = rng or random.Random(0)
        self.reading = Reading(len(lexicon), None)

    def candidates(self, history: History) -> npt.NDArray[np.intp]:
        """Words consistent with every answer, or, if none is, with all but one answer.

        People make mistakes when they announce jots: when no word fits all the answers, the
        most likely reading is that exactly one answer is wrong. The suspect answer is the one
        whose removal leaves the most words.
        """
        m = self.matrix
        idx = m.consistent(history)
        if len(idx) > 0 or not history:
            self.reading = Reading(len(idx), None)
            return idx
        best: npt.NDArray[np.intp] = np.arange(0, dtype=np.intp)
        suspect: int | None = None
        for i in range(len(history)):
            rest = [h for k, h in enumerate(history) if k != i]
            c = m.consistent(rest)
            if len(c) > len(best):
                best, suspect = c, i
        if len(best) == 0:
            best = np.arange(len(m.words), dtype=np.intp)
        self.reading = Reading(len(best), suspect)
        return best

    def _untested(self, idx: npt.NDArray[np.intp], history: History) -> npt.NDArray[np.intp]:
        tried = {self.matrix.index.get(w, -1) for w, _ in history}
        keep = np.array([i not in tried for i in idx], dtype=bool)
        rest = idx[keep]
        return rest if len(rest) else idx


class RandomGuesser(_Base):
    """easy: a random word consistent with all the answers."""

    level = "easy"

    def guess(self, history: History) -> str:
        idx = self._untested(self.candidates(history), history)
        return self.matrix.words[int(idx[self.rng.randrange(len(idx))])]


@cache
def _opening(words: tuple[str, ...]) -> str:
    m = _matrix(words)
    allw = np.arange(len(words), dtype=np.intp)
    scores = m.partition_scores(allw, allw)
    return words[int(np.argmax(scores))]


class EntropyGuesser(_Base):
    """medium: the consistent word that splits the consistent words best (expected information).

    Ties go to the earlier word in the list, so the choice is deterministic.
    """

    level = "medium"

    def guess(self, history: History) -> str:
        if not history:
            return _opening(self.lexicon.words)
        cands = self._untested(self.candidates(history), history)
        if len(cands) <= 2:
            return self.matrix.words[int(cands[0])]
        scores = self.matrix.partition_scores(cands, cands)
        # A candidate that is the secret ends the game: count that as a bonus outcome.
        return self.matrix.words[int(cands[int(np.argmax(scores))])]


LEVELS: dict[str, type[_Base]] = {"easy": RandomGuesser, "medium": EntropyGuesser}


def make_guesser(level: str, lexicon: Lexicon, rng: random.Random) -> Guesser:
    """A guesser of the named level."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}: choose from {', '.join(LEVELS)}") from None
    return cls(lexicon, rng)  # type: ignore[return-value]


def choose_secret(common: Lexicon, rng: random.Random) -> str:
    """The bot hides a word drawn uniformly from the common list."""
    return common.words[rng.randrange(len(common))]


class JottoBot:
    """A bot side: implements the shared Player interface over a :class:`Guesser`."""

    def __init__(self, name: str, guesser: Guesser) -> None:
        self.name = name
        self.guesser = guesser

    def choose(self, observation: JottoObservation, legal_actions: Sequence[Test]) -> Test:
        history = [(w, n) for w, n in observation.own if n is not None]
        return Test(self.guesser.guess(history))
