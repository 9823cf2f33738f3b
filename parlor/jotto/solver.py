"""Jotto bots: the hider and the guessers.

Every guesser implements :class:`Guesser`: given the history of its own test words and the
jots announced for them, it returns the next test word. Guessers are pure: they hold the word
list and an explicit ``random.Random``; no clock, no files, no global random state.

Jots between many words at once are computed as a matrix product: a word becomes the 0/1
vector of "has at least k copies of letter l" (k = 1..5; 1..6 for six-letter words), and the
jots of two words are the dot product of their vectors, since
``min(a, b) = sum_k [a >= k][b >= k]``. All levels read the answers through one shared table of
those jots (:func:`parlor.jotto.search.jots_table`). Four- and six-letter lists (the word-length
variant) are played the same way; the hard bot has no book for them.

Levels: easy (a random consistent word), medium (the consistent word with the most expected
information) and hard (a prior-weighted two-ply search over every valid word, with an opening
book built offline by rollouts: :mod:`parlor.jotto.search`, :mod:`parlor.jotto.book`). Every
level forgives a wrong answer: see :func:`read_answers`.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Protocol

import numpy as np
import numpy.typing as npt

from parlor.jotto.book import BOOK_FILE, Book, load_book
from parlor.jotto.game import JottoObservation, Test
from parlor.jotto.lexicon import Lexicon, LexiconError, avoided, data_dir, default_common, levels
from parlor.jotto.rules import jots
from parlor.jotto.search import JotsTable, Searcher, SearchParams, jots_table, polite

__all__ = [
    "LEVELS",
    "PRIOR_WEIGHTS",
    "EntropyGuesser",
    "Guesser",
    "HardGuesser",
    "JottoBot",
    "RandomGuesser",
    "Reading",
    "WordMatrix",
    "best_splitter",
    "choose_secret",
    "make_guesser",
    "prior_weights",
    "read_answers",
    "wrong_lines",
]

History = Sequence[tuple[str, int]]
_MAXK = 5


class WordMatrix:
    """A word list as a feature matrix for fast jots between many words."""

    def __init__(self, words: Sequence[str]) -> None:
        self.words: tuple[str, ...] = tuple(words)
        self.index = {w: i for i, w in enumerate(self.words)}
        length = len(self.words[0]) if self.words else 5
        self.maxk = max(_MAXK, length)
        """Copies of a letter counted (at least the word length, for exact jots)."""
        mk = self.maxk
        feats = np.zeros((len(self.words), 26 * mk), dtype=np.float32)
        for i, w in enumerate(self.words):
            seen: dict[str, int] = {}
            for ch in w:
                k = seen.get(ch, 0)
                seen[ch] = k + 1
                if k < mk:
                    feats[i, (ord(ch) - 97) * mk + k] = 1.0
        self.features = feats
        self.length = length

    def vector(self, word: str) -> npt.NDArray[np.float32]:
        i = self.index.get(word)
        if i is not None:
            row: npt.NDArray[np.float32] = self.features[i]
            return row
        mk = self.maxk
        v = np.zeros(26 * mk, dtype=np.float32)
        seen: dict[str, int] = {}
        for ch in word:
            k = seen.get(ch, 0)
            seen[ch] = k + 1
            if k < mk:
                v[(ord(ch) - 97) * mk + k] = 1.0
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

    def guess(self, history: History, own: str | None = None) -> str:
        """The next test word, given this side's test words and their (announced) jots.

        ``own`` is the bot's own secret: it is kept as an avoided word is (tested only when it
        may be the opponent's word and no other may), as a person would not name their own word.
        """
        ...


@dataclass(frozen=True, slots=True)
class Reading:
    """How a guesser reads the answers: all believed, or one taken to be wrong."""

    candidates: int
    suspect: int | None
    """Index (0-based) in the history of the answer taken to be wrong, if any."""
    blamed: tuple[int, ...] = ()
    """With a suspect: every answer (0-based, in order) that some word kept contradicts, the
    answers of which one may be the wrong one. Only one: that answer must be wrong."""
    wrong: int = 0
    """How many of the answers at the least are wrong (0 when a word fits them all)."""


def _mismatches(
    rows: Sequence[npt.NDArray[np.int8]], answers: Sequence[int]
) -> npt.NDArray[np.intp]:
    """For each word, how many of the answers it contradicts (``rows[i]``: test word i's jots)."""
    if not rows:
        return np.zeros(0, dtype=np.intp)
    out = np.zeros(len(rows[0]), dtype=np.intp)
    for r, n in zip(rows, answers, strict=True):
        out += r != n
    return out


def read_answers(
    rows: Sequence[npt.NDArray[np.int8]],
    answers: Sequence[int],
    weights: npt.NDArray[np.float64] | None = None,
    size: int | None = None,
    possible: npt.NDArray[np.bool_] | None = None,
) -> tuple[npt.NDArray[np.intp], Reading]:
    """The words that fit the answers best, and how the answers are read.

    Normally every answer is believed. When no word fits them all, a person has announced a
    wrong count: the most likely reading is that exactly one answer is wrong, so the words kept
    are those that contradict exactly one answer (as few as possible, if even that is empty),
    and the suspect is the answer that the most (prior-weighted) of them contradict.
    ``possible``: the words the secret may be (a variant's: no repeated letters, no anagram),
    the others never read as fitting while one of these is there.
    """
    if not rows:
        n = 0 if size is None else size
        every = np.arange(n, dtype=np.intp)
        if possible is not None and possible.any():
            every = np.flatnonzero(possible).astype(np.intp)
        return every, Reading(len(every), None)
    miss = _mismatches(rows, answers)
    if possible is not None and possible.any():
        # (more mismatches than any answer count: a word the variant rules out comes last)
        miss = np.where(possible, miss, miss + len(rows) + 1)
    least = int(miss.min())
    idx = np.flatnonzero(miss == least).astype(np.intp)
    if least == 0:
        return idx, Reading(len(idx), None)
    w = np.ones(len(idx)) if weights is None else weights[idx]
    blame = [float(w[r[idx] != a].sum()) for r, a in zip(rows, answers, strict=True)]
    suspect = max(range(len(blame)), key=lambda i: (blame[i], i))
    blamed = tuple(
        i for i, (r, a) in enumerate(zip(rows, answers, strict=True)) if (r[idx] != a).any()
    )
    return idx, Reading(len(idx), suspect, blamed, least)


def wrong_lines(history: History, secret: str) -> list[int]:
    """0-based indices of the answers in ``history`` that the revealed secret contradicts."""
    return [i for i, (w, n) in enumerate(history) if jots(w, secret) != n]


class _Base:
    level = "base"

    def __init__(self, lexicon: Lexicon, rng: random.Random | None = None) -> None:
        self.lexicon = lexicon
        self.matrix = _matrix(lexicon.words)
        self.table = jots_table(lexicon.words)
        self._weights: npt.NDArray[np.float64] | None = None
        self.rng = rng or random.Random(0)
        self.reading = Reading(len(lexicon), None)
        self.avoid = _avoid_mask(lexicon.words)
        """The words the bot keeps to itself (:func:`avoided`, and its own secret: see
        :meth:`keep`) as a mask over the list."""
        self._own: str | None = None
        self.possible: npt.NDArray[np.bool_] | None = None
        """The words the other side's secret may be, when a variant rules some out (see
        :meth:`restrict`); None: every word of the list."""

    def restrict(self, secrets: Collection[str]) -> None:
        """Read the answers as a secret of ``secrets`` only (a variant's: no repeated letters,
        no anagram): the bot tested words the variant rules out as if they might be the
        secret, SASSY with ABYSM alone left (judge AK17 #1). Test words are not restricted."""
        allowed = set(secrets)
        self.possible = np.array([w in allowed for w in self.lexicon.words], dtype=bool)

    def keep(self, own: str | None) -> None:
        """Keep the bot's own secret ``own`` to itself, as an avoided word (``None``: none)."""
        if own == self._own:
            return
        self._own = own
        mask = _avoid_mask(self.lexicon.words)
        i = self.table.index.get(own) if own is not None else None
        if i is not None:
            mask = mask.copy()  # (the cached mask is shared by every bot of the list)
            mask[i] = True
        self._set_avoid(mask)

    def _set_avoid(self, mask: npt.NDArray[np.bool_]) -> None:
        self.avoid = mask

    def candidates(self, history: History) -> npt.NDArray[np.intp]:
        """Words consistent with every answer, or, if none is, with all but one answer.

        People make mistakes when they announce jots: see :func:`read_answers`. The result is
        never empty while the list has words.
        """
        rows = [self.table.row(w) for w, _ in history]  # a tested word's own column: HIT
        answers = [n for _, n in history]
        idx, self.reading = read_answers(rows, answers, self._weights, self.table.n, self.possible)
        return idx

    def _polite(self, idx: npt.NDArray[np.intp]) -> npt.NDArray[np.intp]:
        """The candidates ``idx`` without the avoided words, unless nothing else is left."""
        return polite(idx, idx, self.avoid)

    def _untested(self, idx: npt.NDArray[np.intp], history: History) -> npt.NDArray[np.intp]:
        """``idx`` without the words already tested (all untested words if none is left)."""
        tried = np.array([self.table.index.get(w, -1) for w, _ in history], dtype=np.intp)
        rest: npt.NDArray[np.intp] = idx[~np.isin(idx, tried)]
        if len(rest):
            return rest
        every = np.arange(self.table.n, dtype=np.intp)
        others = ~np.isin(every, tried)
        out: npt.NDArray[np.intp] = every[others] if others.any() else every
        return out


def _avoided(length: int) -> frozenset[str]:
    """The avoided words of ``length`` letters (none for a length parlor has no lists for)."""
    try:
        return avoided(length)
    except LexiconError:
        return frozenset()


@cache
def _avoid_mask(words: tuple[str, ...]) -> npt.NDArray[np.bool_]:
    rude = _avoided(len(words[0]) if words else 5)
    return np.array([w in rude for w in words], dtype=bool)


class RandomGuesser(_Base):
    """easy: a random word consistent with all the answers."""

    level = "easy"

    def guess(self, history: History, own: str | None = None) -> str:
        self.keep(own)
        idx = self._polite(self._untested(self.candidates(history), history))
        return self.matrix.words[int(idx[self.rng.randrange(len(idx))])]


def _split_entropy(
    table: JotsTable, guesses: npt.NDArray[np.intp], cands: npt.NDArray[np.intp]
) -> npt.NDArray[np.float64]:
    """Expected information (bits) of each guess about ``cands``, by the jots alone (0..5; 0..L
    for words of L letters: the secret itself counts as an anagram)."""
    total = float(len(cands))
    top = table.length
    counts = np.zeros((top + 1, len(guesses)), dtype=np.float64)
    step = max(1, (1 << 22) // max(1, len(guesses)))
    for s in range(0, len(cands), step):
        sub = np.minimum(table.block(cands[s : s + step], guesses), top)  # symmetric
        for v in range(top + 1):
            counts[v] += (sub == v).sum(axis=0)
    p = counts / total
    with np.errstate(divide="ignore", invalid="ignore"):
        ent: npt.NDArray[np.float64] = -np.where(
            counts > 0, p * np.log2(np.where(counts > 0, p, 1.0)), 0.0
        ).sum(axis=0)
    return ent


#: Lists up to this long get the medium bot's opening by every word against every word; longer
#: ones (the six-letter list: 11,216 words, whose jots are computed on demand) rank every word
#: against an evenly spaced sample of about ``_OPENING_SAMPLE`` words first, then score the best
#: ``_OPENING_FINALISTS`` against all: seconds less before the first move.
_OPENING_EXACT = 9000
_OPENING_SAMPLE = 2000
_OPENING_FINALISTS = 64


@cache
def _opening(words: tuple[str, ...]) -> tuple[str, str]:
    """The medium bot's first test word, and the next best (when the first is its own secret)."""
    table = jots_table(words)
    allw = np.arange(len(words), dtype=np.intp)
    avoid = _avoid_mask(words)
    if len(words) <= _OPENING_EXACT:
        best, scores = allw, _split_entropy(table, allw, allw)
    else:
        stride = -(-len(words) // _OPENING_SAMPLE)
        rough = _split_entropy(table, allw, allw[::stride])
        rough[avoid] = -1.0
        best = np.sort(np.argsort(-rough, kind="stable")[:_OPENING_FINALISTS]).astype(np.intp)
        scores = _split_entropy(table, best, allw)
    scores[avoid[best]] = -1.0
    top = np.argsort(-scores, kind="stable")[:2]  # ties: the earlier word
    return words[int(best[top[0]])], words[int(best[top[-1]])]


class EntropyGuesser(_Base):
    """medium: the consistent word that splits the consistent words best (expected information).

    Ties go to the earlier word in the list, so the choice is deterministic.
    """

    level = "medium"

    def __init__(self, lexicon: Lexicon, rng: random.Random | None = None) -> None:
        super().__init__(lexicon, rng)
        self.opening, self._second = _opening(lexicon.words)  # once per process, at the start

    def guess(self, history: History, own: str | None = None) -> str:
        self.keep(own)
        if not history and self.possible is None:  # (restricted: the opening of the allowed)
            return self._second if self.opening == own else self.opening
        cands = self._untested(self.candidates(history), history)
        tests = self._polite(cands)
        if len(cands) <= 2:
            return self.matrix.words[int(tests[0])]
        scores = _split_entropy(self.table, tests, cands)
        return self.matrix.words[int(tests[int(np.argmax(scores))])]


#: Prior weight of a word by its SCOWL size: people hide common words more often than rare ones.
#: Every word keeps some weight, so the hard bot still finds any valid word.
PRIOR_WEIGHTS: dict[int, float] = {
    10: 1.0,
    20: 1.0,
    35: 1.0,
    40: 0.5,
    50: 0.35,
    55: 0.3,
    60: 0.25,
    70: 0.2,
}
_UNKNOWN_WEIGHT = 0.2
OUTSIDE_COMMON = 0.99
"""The weight, relative to its size's, of a word SCOWL puts at a common size that the common
list leaves out (another country's spelling: HEROS, GAGED): a person hides a word of the
common list, so of two words of one size the bots name the common one first (they named
GAGED before GAZED, A-Z)."""


def _sizes(words: Sequence[str]) -> npt.NDArray[np.int64]:
    """Each word's SCOWL size (70, the rarest, for a word the shipped lists do not hold): of
    words of one prior weight, the commoner is named first, as the helper lists them."""
    try:
        size = levels(len(words[0]) if words else 5)
    except (LexiconError, OSError):
        size = {}
    return np.array([size.get(w, 70) for w in words], dtype=np.int64)


def prior_weights(words: Sequence[str]) -> npt.NDArray[np.float64]:
    """The prior weight of each word (words outside the shipped lists count as rare).

    The sizes are read from the shipped list of the words' length (``levels.tsv`` for five
    letters, ``levels4.tsv`` and ``levels6.tsv`` for the word-length variant).
    """
    length = len(words[0]) if words else 5
    try:
        size = levels(length)
        common = frozenset(default_common(length).words)
    except (LexiconError, OSError):
        size, common = {}, frozenset()
    out = np.array(
        [PRIOR_WEIGHTS.get(size.get(w, 70), _UNKNOWN_WEIGHT) for w in words], dtype=np.float64
    )
    if common:
        out[[w not in common for w in words]] *= OUTSIDE_COMMON
    return out


class HardGuesser(_Base):
    """hard: a two-ply search over every valid word as a test word, with an opening book.

    Candidates are weighted by the frequency prior; test words need not be possible secrets.
    The first moves come from the book shipped in ``data/`` (built offline by a deeper search
    of the same kind, ``data/build_book.py``) when the word list is the one it was built for.
    """

    level = "hard"

    def __init__(
        self,
        lexicon: Lexicon,
        rng: random.Random | None = None,
        *,
        params: SearchParams | None = None,
        use_book: bool = True,
        book_path: Path | None = None,
    ) -> None:
        super().__init__(lexicon, rng)
        self.hard_mode = False
        """Test only words that agree with every answer (the hard-mode variant)."""
        self._weights = prior_weights(lexicon.words)
        rude = np.flatnonzero(self.avoid).astype(np.intp)
        self.searcher = Searcher(self.table, self._weights, params, avoid=rude)
        self.searcher.commoner = _sizes(lexicon.words)
        self._avoided = self.searcher.avoid
        """The search's mask of the avoided words alone (without the bot's own secret)."""
        self.book: Book | None = None
        if use_book:
            try:
                path = book_path or data_dir() / BOOK_FILE
                self.book = load_book(path, lexicon.words)
            except LexiconError:
                self.book = None

    def restrict(self, secrets: Collection[str]) -> None:
        super().restrict(secrets)
        self.book = None  # (built for every word of the list: it names words ruled out)

    def _set_avoid(self, mask: npt.NDArray[np.bool_]) -> None:
        super()._set_avoid(mask)
        self.searcher.avoid = mask if self._own is not None else self._avoided
        # (its own secret named last of two words left, whatever their weights)
        self.searcher.own = self.table.index.get(self._own) if self._own is not None else None

    def guess(self, history: History, own: str | None = None) -> str:
        self.keep(own)
        if not history and self.book is None:
            # Off the book (four- or six-letter lists, a player's own list) the first test word
            # is the same in every game: the search (a fraction of a second) runs once per
            # process for a list, its weights, the search parameters and hard mode.
            key = (
                self.table.words,
                self.searcher.weights.tobytes(),
                self.searcher.params,
                self.hard_mode,
                b"" if self.possible is None else self.possible.tobytes(),
            )
            first = _FIRST_MOVES.get(key)
            if first is None:
                self.keep(None)  # (the cached move is every game's, whatever the bot hid)
                first = self._guess(history)
                _FIRST_MOVES.clear()  # one list's worth, as the jots table
                _FIRST_MOVES[key] = first
                self.keep(own)
            if first == own:
                return self._guess(history)
            self.candidates(history)  # (the reading of no answers)
            return first
        return self._guess(history)

    def _guess(self, history: History) -> str:
        cands = self._untested(self.candidates(history), history)
        if self.hard_mode:
            # Every test word must agree with the answers: only the candidates may be tested
            # (the book's words need not, so it is not used).
            depth = self.searcher.params.depth
            return self.table.words[self.searcher.search(cands, depth, cands)[0]]
        # (a set the search solves exactly, anagrams only or two words, is left to it: the book
        # was built to name an avoided anagram last of all, the search names it by its weight)
        if (
            self.book is not None
            and self.reading.suspect is None
            and self.searcher.exact_small(cands) is None
        ):
            word = self.book.lookup(history)
            # (an avoided book word only when nothing else may be the secret)
            if (
                word is not None
                and word not in {w for w, _ in history}
                and (not self.avoid[self.table.index[word]] or self.avoid[cands].all())
            ):
                return word
        tested = sorted({self.table.index[w] for w, _ in history if w in self.table.index})
        return self.table.words[self.searcher.choose(cands, exclude=tested)]


_FIRST_MOVES: dict[tuple[tuple[str, ...], bytes, SearchParams, bool, bytes], str] = {}
"""The hard bot's first test word off the book, by word list, prior weights, search parameters,
hard mode and the secrets a variant allows: the search is deterministic, so it runs once per
process."""


LEVELS: dict[str, type[RandomGuesser | EntropyGuesser | HardGuesser]] = {
    "easy": RandomGuesser,
    "medium": EntropyGuesser,
    "hard": HardGuesser,
}


def make_guesser(
    level: str,
    lexicon: Lexicon,
    rng: random.Random,
    *,
    hard_mode: bool = False,
    secrets: Collection[str] | None = None,
) -> Guesser:
    """A guesser of the named level.

    With ``hard_mode`` (the variant where every test word must agree with all earlier answers)
    the hard level tests only words that may still be the secret; easy and medium always do.
    ``secrets``: the words the other side's secret may be, when a variant rules some out.
    """
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}: choose from {', '.join(LEVELS)}") from None
    guesser = cls(lexicon, rng)
    if isinstance(guesser, HardGuesser):
        guesser.hard_mode = hard_mode
    if secrets is not None:
        guesser.restrict(secrets)
    return guesser


def choose_secret(common: Lexicon, rng: random.Random) -> str:
    """The bot hides a word drawn uniformly from the common list (less the avoided words of
    its length)."""
    rude = _avoided(common.length)
    words = [w for w in common.words if w not in rude] or list(common.words)
    return words[rng.randrange(len(words))]


def best_splitter(words: Sequence[str], *, keep: str | None = None) -> str:
    """The word of ``words`` that splits them best: the one whose jots with the words take the
    most different values (the first such, in order). The bot's hard-mode fallback
    (:meth:`JottoBot.choose`): ``words`` are the words the game allows. ``keep`` (the bot's own
    secret) is not named unless it is the only word.

    A long list is judged on a sample: every word is tried against every word up to 399 words;
    beyond, every ``n // 200``-th word is tried, against every ``n // 400``-th.
    """
    pool = list(words)
    if not pool:
        raise ValueError("no word to choose from")
    sample = pool[:: max(1, len(pool) // 400)]  # enough to judge a split, quick for a large pool
    tried = [w for w in pool[:: max(1, len(pool) // 200)] if w != keep] or pool[:1]
    best, best_score = tried[0], -1
    for test in tried:
        score = len({jots(test, w) for w in sample})
        if score > best_score:
            best, best_score = test, score
    return best


class JottoBot:
    """A bot side of Jotto: the shared :class:`parlor.core.player.Player` over a
    :class:`Guesser`.

    :meth:`choose` asks the guesser for a test word from the side's own test words and their
    answers, keeping the bot's own secret to itself (a person would not test their own word).
    When the game does not allow that word (hard mode: the guesser took an answer to be wrong,
    so its word need not agree with every answer), the bot tests the allowed word that splits
    the allowed words best (:func:`best_splitter`), its own secret only if no other is allowed.
    """

    def __init__(self, name: str, guesser: Guesser) -> None:
        self.name = name
        self.guesser = guesser

    @property
    def reading(self) -> object:
        """How the guesser reads the answers (a :class:`Reading` for parlor's guessers;
        ``None`` for a guesser that keeps none)."""
        return getattr(self.guesser, "reading", None)

    def reseed(self, key: str) -> None:
        """Draw the next choice afresh from ``key``: the terminal passes the match's seed, the
        game, the side and the line, so that a resumed match goes on exactly as it would have
        without the stop."""
        rng = getattr(self.guesser, "rng", None)
        if isinstance(rng, random.Random):
            rng.seed(key)

    def choose(self, observation: JottoObservation, legal_actions: Sequence[Test]) -> Test:
        """The test word for the side of ``observation``: the guesser's, if ``legal_actions``
        holds it, else :func:`best_splitter` of them (``in`` is asked first: the terminal lists
        hard mode's allowed words, a pass over the whole word list, only when needed)."""
        history = [(w, n) for w, n in observation.own if n is not None]
        test = Test(self.guesser.guess(history, observation.secret))
        if test in legal_actions:
            return test
        allowed = [a.word for a in legal_actions]
        return Test(best_splitter(allowed, keep=observation.secret)) if allowed else test
