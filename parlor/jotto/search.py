"""The search behind the hard Jotto bot: a jots table, a cost model and a two-ply look-ahead.

Everything here is pure and deterministic: no clock, no files, no randomness. The hard guesser
(:mod:`parlor.jotto.solver`) feeds it the words still possible and their prior weights and gets
back the index of the next test word.

The cost of a test word ``g`` against a weighted candidate set ``S`` is the expected number of
test words still needed (``g`` included) to say the secret::

    cost(g) = 1 + sum over answers a of  P(a) * h(S_a)        (a hit, JOTTO, adds nothing)

One ply estimates ``h`` from each answer's bucket: how many *anagram classes* it holds (words
with the same letters answer every test word alike, so only guessing tells them apart) and the
expected extra guesses spent inside a class (its words are tried in prior order). A bucket's
classes are counted by the exp of the entropy of their prior weights, so a bucket dominated by one
likely word counts as small. ``h`` itself is a cost curve measured on the shipped list
(``_KNOTS``). Two plies replace ``h`` for the best few test words by the best one-ply cost one
move deeper.

Jots are kept in one table for the whole list (``HIT`` on the diagonal: a tested word that did
not end the game is never a candidate again). The table is symmetric, so the candidates' rows
restricted to the test words give the answers of every test word against every candidate.

Six-letter words (the word-length variant) may get 6 jots, so their table marks the diagonal
with 7 (:attr:`JotsTable.hit`), and a test word has seven answers besides JOTTO; four-letter
words keep ``HIT``. The hard bot has no book for them: every move is searched (about 0.1 to
0.3 s a move for six letters on one core, once the list's features are built).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

__all__ = ["HIT", "JotsTable", "SearchParams", "Searcher", "jots_table", "polite"]

HIT = 6
"""The answer code for the secret itself (JOTTO) in the jots table of five-letter words (and
four). A table of longer words uses its length plus one (:attr:`JotsTable.hit`): the code must
not be a number of jots."""
_OUT = 7
# Expected test words still needed for a set of k anagram classes, measured on the shipped list
# (k, cost): the end game is harder than a plain logarithm says (similar words split slowly).
_KNOTS = (
    (1, 1.0),
    (2, 1.49),
    (3, 1.87),
    (4, 2.18),
    (5, 2.42),
    (7, 2.72),
    (10, 2.97),
    (15, 3.15),
    (25, 3.45),
    (40, 3.72),
    (70, 4.05),
    (120, 4.35),
    (250, 4.85),
    (600, 5.45),
    (1500, 6.1),
    (5000, 6.9),
    (50000, 8.6),
)
_KNOT_LOGK = np.log(np.array([k for k, _ in _KNOTS], dtype=np.float64))
_KNOT_COST = np.array([c for _, c in _KNOTS], dtype=np.float64)
IntArray = npt.NDArray[np.intp]
FloatArray = npt.NDArray[np.float64]


def _letter_features(words: Sequence[str], maxk: int = 5) -> npt.NDArray[np.float32]:
    """Rows of "has at least k copies of letter l" indicators (k = 1..maxk): jots = dot product.

    ``maxk`` must be at least the word length for the jots to be exact (5 for five-letter words
    and shorter ones; the length for longer words)."""
    feats = np.zeros((len(words), 26 * maxk), dtype=np.float32)
    for i, w in enumerate(words):
        seen: dict[str, int] = {}
        for ch in w:
            k = seen.get(ch, 0)
            seen[ch] = k + 1
            if k < maxk:
                feats[i, (ord(ch) - 97) * maxk + k] = 1.0
    return feats


def polite(pool: IntArray, cands: IntArray, avoid: npt.NDArray[np.bool_]) -> IntArray:
    """The words of ``pool`` a bot may test: not the ``avoid``-ed ones (a mask over the list),
    unless every word that may still be the secret (``cands``) is avoided."""
    if not len(cands) or avoid[cands].all():
        return pool
    out: IntArray = pool[~avoid[pool]]
    return out


class JotsTable:
    """Jots between every pair of words of a list (:attr:`hit` on the diagonal).

    For lists up to ``dense_limit`` words the whole table is kept (n*n bytes: 45 MB for the
    shipped 6,704 words); longer lists compute columns on demand from letter features.
    """

    def __init__(self, words: Sequence[str], dense_limit: int = 9000) -> None:
        self.words: tuple[str, ...] = tuple(words)
        self.n = len(self.words)
        self.length = max((len(w) for w in self.words), default=5)
        """The word length (the longest word's, in a list of mixed lengths)."""
        self.hit = max(HIT, self.length + 1)
        """The answer code for the secret itself: ``HIT`` (6) for words of up to five letters,
        the length plus one for longer ones. Answers run from 0 to ``hit - 1``."""
        self.index = {w: i for i, w in enumerate(self.words)}
        self._maxk = max(5, self.length)
        self.features = _letter_features(self.words, self._maxk)
        keys = ["".join(sorted(w)) for w in self.words]
        ids: dict[str, int] = {}
        self.klass = np.array([ids.setdefault(k, len(ids)) for k in keys], dtype=np.intp)
        self.dense: npt.NDArray[np.int8] | None = None
        if self.n <= dense_limit:
            t = np.empty((self.n, self.n), dtype=np.int8)
            step = 1024
            for s in range(0, self.n, step):
                t[s : s + step] = (self.features[s : s + step] @ self.features.T).astype(np.int8)
            np.fill_diagonal(t, self.hit)
            self.dense = t

    def block(self, rows: IntArray, cols: IntArray | None = None) -> npt.NDArray[np.int8]:
        """Jots of the words ``rows`` (axis 0) against ``cols`` (axis 1; None: every word).

        The table is symmetric, so rows may be test words or secrets alike.
        """
        if self.dense is not None:
            sub = self.dense[rows]
            out: npt.NDArray[np.int8] = sub if cols is None else sub[:, cols]
            return out
        c = np.arange(self.n, dtype=np.intp) if cols is None else cols
        out = (self.features[rows] @ self.features[c].T).astype(np.int8)
        out[rows[:, None] == c[None, :]] = self.hit
        return out

    def row(self, word: str, cols: IntArray | None = None) -> npt.NDArray[np.int8]:
        """Answers for one test word (in the list or not) against ``cols`` (default: all)."""
        i = self.index.get(word)
        if i is not None:
            got: npt.NDArray[np.int8] = self.block(np.array([i], dtype=np.intp), cols)[0]
            return got
        c = np.arange(self.n, dtype=np.intp) if cols is None else cols
        v = _letter_features([word], self._maxk)[0]
        res: npt.NDArray[np.int8] = (self.features[c] @ v).astype(np.int8)
        return res


_TABLES: dict[tuple[str, ...], JotsTable] = {}


def jots_table(words: tuple[str, ...]) -> JotsTable:
    """The table for a word list, built once per process."""
    t = _TABLES.get(words)
    if t is None:
        t = JotsTable(words)
        _TABLES.clear()  # keep one table: a long session never holds two lists' worth
        _TABLES[words] = t
    return t


@dataclass(frozen=True, slots=True)
class SearchParams:
    """Knobs of the search (the defaults are the tuned hard level)."""

    slope: float = 0.0
    """h for k anagram classes: 1 + slope * ln(k) when positive, else the measured knots."""
    top: int = 12
    """How many of the best one-ply test words get a two-ply look."""
    child_pool: int = 400
    """Test words tried one move deeper (best one-ply words at this node, plus the candidates)."""
    full_pool_below: int = 0
    """With this few candidates or fewer, look deeper with every word of the list."""
    sample_above: int = 700
    """Above this many candidates, test words are first ranked against an evenly spaced sample
    of them, and only the best ``top * 4`` are scored against all."""
    two_ply_max: int = 500
    """Above this many candidates one ply only (such nodes are in the book; off the book,
    after a wrong answer or on another word list, this keeps the think time short)."""
    depth: int = 2
    """Plies of look-ahead when playing."""
    deeper_below: int = 0
    """One ply more for candidate sets of at most this many words."""
    scale: float = 1.0
    """Stretch of the measured cost curve (tuning)."""
    effective: bool = True
    """Count a bucket's classes by the exp of their weights' entropy (a prior-aware size)."""
    block_cells: int = 1 << 21


@dataclass
class _Node:
    cands: IntArray
    w: FloatArray
    inv: FloatArray
    wx: FloatArray
    wl: FloatArray
    total: float
    after: FloatArray


class Searcher:
    """Chooses test words for weighted candidate sets over a :class:`JotsTable`."""

    def __init__(
        self,
        table: JotsTable,
        weights: FloatArray,
        params: SearchParams | None = None,
        avoid: IntArray | None = None,
    ) -> None:
        self.table = table
        self.weights = np.asarray(weights, dtype=np.float64)
        self.params = params or SearchParams()
        self._all = np.arange(table.n, dtype=np.intp)
        self.avoid = np.zeros(table.n, dtype=bool)
        """Words never tested while a word outside them may still be the secret (but its
        anagrams, none likelier: :meth:`search` names those in prior order)."""
        if avoid is not None and len(avoid):
            self.avoid[avoid] = True
        self.own: int | None = None
        """The bot's own secret (among :attr:`avoid`): of two words left, named last whatever
        their weights."""
        self.commoner = np.zeros(table.n, dtype=np.int64)
        """Of words of one weight named in turn (anagrams, two words left), the lower first:
        the hard bot's is the SCOWL size, as the helper's "likeliest first" orders them (SPARE,
        size 10, was named 7th of its class, A-Z: judge AK17 #2)."""

    def polite(self, pool: IntArray, cands: IntArray) -> IntArray:
        """``pool`` without the avoided words, unless only avoided words may be the secret."""
        return polite(pool, cands, self.avoid)

    # ------------------------------------------------------------ candidate sets
    def node(self, cands: IntArray) -> _Node:
        """Per-candidate quantities for the cost model."""
        w = self.weights[cands]
        k = self.table.klass[cands]
        # Order by class, then heavier first, then list order: the rank inside the class is the
        # number of extra guesses that class costs when its words are tried in prior order.
        order = np.lexsort((cands, -w, k))
        ks = k[order]
        starts = np.r_[0, np.flatnonzero(ks[1:] != ks[:-1]) + 1]
        sizes = np.diff(np.r_[starts, len(ks)])
        rank_sorted = np.arange(len(ks)) - np.repeat(starts, sizes)
        rank = np.empty(len(ks), dtype=np.float64)
        rank[order] = rank_sorted
        inv = np.empty(len(ks), dtype=np.float64)
        inv[order] = 1.0 / np.repeat(sizes, sizes)
        class_w = np.empty(len(ks), dtype=np.float64)
        class_w[order] = np.repeat(np.add.reduceat(w[order], starts), sizes)
        # Testing a word of a class moves the words ranked after it one place up: their weight
        # (the extra guesses saved) is taken off when that word is the test word.
        ws = w[order]
        csum = np.cumsum(ws)
        class_end = np.repeat(csum[np.r_[starts[1:], len(ks)] - 1], sizes)
        after = np.empty(len(ks), dtype=np.float64)
        after[order] = class_end - csum
        return _Node(cands, w, inv, w * rank, w * np.log(class_w), float(w.sum()), after)

    def exact_small(self, cands: IntArray) -> float | None:
        """The exact expected cost of a set of one class or of at most two words."""
        if len(cands) == 0:
            return 0.0
        if len(cands) == 1:
            return 1.0
        klass = self.table.klass[cands]
        if len(cands) == 2 or bool((klass == klass[0]).all()):
            # (sorted only here: the hard bot asks this of every set, large ones included)
            w = np.sort(self.weights[cands])[::-1]
            return float((w * np.arange(1, len(w) + 1)).sum()) / float(w.sum())
        return None

    # ------------------------------------------------------------ one ply
    def h(self, classes: FloatArray) -> FloatArray:
        k = np.maximum(classes, 1.0)
        if self.params.slope > 0:
            out: FloatArray = 1.0 + self.params.slope * np.log(k)
            return out
        res: FloatArray = np.interp(np.log(k), _KNOT_LOGK, _KNOT_COST)
        if self.params.scale != 1.0:
            res = 1.0 + self.params.scale * (res - 1.0)
        return res

    def one_ply(self, pool: IntArray, nd: _Node) -> FloatArray:
        """Estimated expected cost of each test word in ``pool`` against the node's set."""
        n = len(nd.cands)
        out = np.empty(len(pool), dtype=np.float64)
        step = max(1, self.params.block_cells // max(1, n))
        saved = np.zeros(self.table.n, dtype=np.float64)
        saved[nd.cands] = nd.after
        cols = [nd.w, nd.inv, nd.wx] + ([nd.wl] if self.params.effective else [])
        mats = np.stack(cols).astype(np.float32)  # 3 or 4 x n
        full = len(pool) == self.table.n
        for s in range(0, len(pool), step):
            g = pool[s : s + step]
            # Jots are symmetric: the rows of the candidates, restricted to the test words.
            sub = self.table.block(nd.cands, None if full and step >= len(pool) else g)
            hit = self.table.hit
            acc = np.empty((hit, len(cols), len(g)), dtype=np.float64)
            for a in range(hit):
                acc[a] = mats @ (sub == a).view(np.uint8)
            wa, ka, xa = acc[:, 0, :], acc[:, 1, :], acc[:, 2, :]
            if self.params.effective:
                # The effective number of classes: exp of the entropy of the class weights.
                with np.errstate(divide="ignore", invalid="ignore"):
                    ent = np.where(wa > 0, np.log(np.where(wa > 0, wa, 1.0)) - acc[:, 3, :] / wa, 0)
                ka = np.minimum(np.exp(ent), ka)
            cost = (wa * self.h(ka)).sum(axis=0) + xa.sum(axis=0) - saved[g]
            out[s : s + len(g)] = 1.0 + cost / nd.total
        return out

    # ------------------------------------------------------------ choosing
    def choose(self, cands: IntArray, exclude: Sequence[int] = (), depth: int | None = None) -> int:
        """The index of the best test word for the candidate set ``cands`` (not empty)."""
        if len(cands) == 0:
            raise ValueError("no candidates")
        if depth is None:
            depth = self.params.depth + (len(cands) <= self.params.deeper_below)
        return self.search(cands, depth, None, exclude)[0]

    def rank(self, cands: IntArray, exclude: Sequence[int] = (), k: int = 8) -> IntArray:
        """The ``k`` best test words for ``cands`` by the one-ply estimate (every word tried)."""
        mask = np.ones(self.table.n, dtype=bool)
        mask[list(exclude)] = False
        pool = self.polite(self._all[mask], cands)
        one = self.one_ply(pool, self.node(cands))
        order = np.lexsort((pool, ~np.isin(pool, cands), np.round(one, 9)))
        out: IntArray = pool[order[:k]]
        return out

    def value(self, cands: IntArray, pool: IntArray | None = None) -> float:
        """Best one-ply cost of a set (exact for tiny ones)."""
        return self.search(cands, 1, pool)[1]

    def search(
        self,
        cands: IntArray,
        depth: int,
        pool_hint: IntArray | None = None,
        exclude: Sequence[int] = (),
    ) -> tuple[int, float]:
        """The best test word for ``cands`` and its estimated cost, looking ``depth`` plies ahead.

        At the top, every word of the list may be tested (but the ``exclude``d ones); deeper,
        the best words one level up (``pool_hint``) and the candidates themselves.
        """
        ex = self.exact_small(cands)
        if ex is not None:
            w = self.weights[cands]
            rude = self.avoid[cands]
            klass = self.table.klass[cands]
            if (klass == klass[0]).all():
                # Anagrams only: no test word can tell them apart, so the likeliest is named
                # first, an avoided one after the others of its weight (not after every rarer
                # word: a person who hides one would otherwise wait out the whole class).
                tie = self.commoner[cands]
                return int(cands[np.lexsort((cands, tie, rude, -w))[0]]), ex
            # Two words: the likelier first, an avoided one after the other of its weight, as
            # for anagrams (an avoided common word waited out a rare one: ASSES after SAXES);
            # the bot's own secret last (it keeps it to itself while another may be the secret)
            own = cands == (self.own if self.own is not None else -1)
            tie = self.commoner[cands]
            return int(cands[np.lexsort((cands, tie, rude, -w, own))[0]]), ex
        if pool_hint is None or len(cands) <= self.params.full_pool_below:
            pool = self._all
            if exclude:
                mask = np.ones(self.table.n, dtype=bool)
                mask[list(exclude)] = False
                pool = pool[mask]
        else:
            pool = np.union1d(pool_hint, cands)
        pool = self.polite(pool, cands)
        nd = self.node(cands)
        if len(cands) > self.params.sample_above:
            stride = -(-len(cands) // self.params.sample_above)
            rough = self.one_ply(pool, self.node(cands[::stride]))
            keep = np.lexsort((pool, np.round(rough, 9)))[: self.params.top * 4]
            pool = np.sort(pool[keep])
        one = self.one_ply(pool, nd)
        # Prefer a possible secret on ties (it may be JOTTO), then the earlier word.
        is_cand = np.isin(pool, cands)
        order = np.lexsort((pool, ~is_cand, np.round(one, 9)))
        if depth <= 1 or len(cands) > self.params.two_ply_max:
            return int(pool[order[0]]), float(one[order[0]])
        top = pool[order[: self.params.top]]
        child_pool = pool[order[: self.params.child_pool]]
        best, best_cost = int(top[0]), math.inf
        for g in top:
            c = self.lookahead_cost(int(g), nd, child_pool, depth - 1)
            if c < best_cost - 1e-9:
                best, best_cost = int(g), c
        return best, best_cost

    def lookahead_cost(self, g: int, nd: _Node, child_pool: IntArray, depth: int) -> float:
        """Expected cost of testing ``g``, then the best ``depth``-ply choice after each answer."""
        answers = self.table.block(np.array([g], dtype=np.intp), nd.cands)[0]
        total = 1.0
        for a in range(self.table.hit):
            sel = answers == a
            if not sel.any():
                continue
            p = float(nd.w[sel].sum()) / nd.total
            total += p * self.search(nd.cands[sel], depth, child_pool)[1]
        return total
