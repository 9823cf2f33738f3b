"""How far is the hard Jotto bot from the best possible?  ``python benchmarks/jotto_bounds.py``

Issue 3 asks for a mean of at most 6.40 test words over the common list (the JOTTO word
counted). This script measures what stands between the bot and that figure, and prints one JSON
object (figures, machine, commit):

``oracle``
    A guesser that *knows* the secret is one of the 3,461 common words (each equally likely; no
    rare word to find) and may test any valid word. Any strategy for the real game, which must
    also find the 3,243 rare words, gives each common secret a count that this easier game can
    match with the same tree, so the best oracle mean is a lower bound on the best real mean
    over the common list. Measured three ways: greedy maximum entropy; the hard bot's own online
    search (two plies); and a full tree chosen by rollouts at every node (the ``--width`` best
    words by the one-ply estimate plus the search's own choice, each rolled out to the end with
    the online search, the best kept; as ``data/build_book.py`` does for the book, but at every
    depth). A fourth tree is built for the worst case instead (``worst-case-tree``: the words
    with the smallest largest answer bucket, the first ``--worst-levels`` depths searched
    ``--worst-width`` wide on the deepest count of each subtree): how far the worst case over
    the common list can come down in this easier game, whatever it costs the mean.
``endgame``
    Exact optimum against the online search: candidate sets of 8 to ``--max-size`` words met in
    the hard bot's own game tree (real prior, every valid word a possible secret), a seeded
    sample of ``--nodes`` of them. For each, the prior-weighted expected number of tests of the
    online search's subtree and of the exact optimum (exhaustive search over every valid word as
    the test word, with branch and bound). A small gap here means the search plays end games
    (nearly) perfectly, and the mean is decided by the first few tests.

The full run takes about twelve minutes on one core (half of it the worst-case tree).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Run

from parlor.jotto.lexicon import avoided, default_common, default_valid
from parlor.jotto.search import HIT, Searcher, SearchParams, jots_table
from parlor.jotto.solver import prior_weights

Ints = npt.NDArray[np.intp]
Floats = npt.NDArray[np.float64]


class Oracle:
    """Trees for the common-only game (uniform weights over the common words)."""

    def __init__(self) -> None:
        words = default_valid().words
        self.t = jots_table(words)
        rude = avoided()
        self.pool = np.array([i for i, w in enumerate(words) if w not in rude], dtype=np.intp)
        self.rude = np.array([i for i, w in enumerate(words) if w in rude], dtype=np.intp)
        common = set(default_common().words)
        self.common = np.array([i for i, w in enumerate(words) if w in common], dtype=np.intp)
        self.search = Searcher(self.t, np.ones(self.t.n), SearchParams(), avoid=self.rude)
        self._online: dict[bytes, int] = {}
        self._roll: dict[bytes, float] = {}

    def _split(self, g: int, cands: Ints) -> list[Ints]:
        assert self.t.dense is not None
        row = self.t.dense[g, cands]
        return [cands[row == a] for a in np.unique(row) if a != HIT]

    def entropy_word(self, cands: Ints) -> int:
        assert self.t.dense is not None
        sub = self.t.dense[np.ix_(self.pool, cands)]
        ent = np.zeros(len(self.pool))
        for a in range(HIT + 1):
            p = (sub == a).sum(axis=1) / len(cands)
            with np.errstate(divide="ignore", invalid="ignore"):
                ent -= np.where(p > 0, p * np.log2(p), 0.0)
        ent += 1e-9 * np.isin(self.pool, cands)  # ties: a possible secret
        return int(self.pool[int(np.argmax(np.round(ent, 9)))])

    def online(self, cands: Ints, tested: list[int]) -> int:
        key = cands.tobytes()
        if key not in self._online:
            self._online[key] = self.search.choose(cands, exclude=tested)
        return self._online[key]

    def counts(self, policy: str, width: int = 8) -> list[int]:
        """Tests needed for each common word (the JOTTO word counted) under ``policy``."""
        out: dict[int, int] = {}

        def walk(cands: Ints, tested: list[int], depth: int) -> None:
            if len(cands) == 1:
                out[int(cands[0])] = depth + 1
                return
            if policy == "entropy":
                g = self.entropy_word(cands)
            elif policy == "search":
                g = self.online(cands, tested)
            else:
                g = self.rollout_choice(cands, tested, width)
            if g in set(cands.tolist()):
                out[g] = depth + 1
            for child in self._split(g, cands):
                walk(child, [*tested, g], depth + 1)

        walk(self.common, [], 0)
        return [out[int(i)] for i in self.common]

    def _by_largest_answer(self, cands: Ints) -> Ints:
        """The test words (no avoided word) by their largest answer bucket, ties by entropy."""
        assert self.t.dense is not None
        sub = self.t.dense[np.ix_(self.pool, cands)]
        counts = np.stack([(sub == a).sum(axis=1) for a in range(HIT)], axis=1)
        p = counts / len(cands)
        with np.errstate(divide="ignore", invalid="ignore"):
            ent = -np.where(p > 0, p * np.log(p), 0.0).sum(axis=1)
        ent += np.isin(self.pool, cands) * np.log(len(cands) + 1) / len(cands)
        return self.pool[np.lexsort((-ent, counts.max(axis=1)))]

    def worst_counts(self, width: int, levels: int) -> list[int]:
        """Tests needed for each common word by a tree built for the worst case.

        At each node of the first ``levels`` depths, each of the ``width`` words with the
        smallest largest answer bucket is tried, its subtree completed greedily (smallest largest
        bucket), and the word whose subtree has the smallest (deepest count, words at 10 or
        more, total) is kept; deeper nodes are greedy. Anagram classes are tested one by one.
        """
        klass = self.t.klass

        def grow(cands: Ints, depth: int, out: dict[int, int], smart: int) -> None:
            if len(cands) == 0:
                return
            if len(cands) == 1 or len(set(klass[cands].tolist())) == 1:
                for k, c in enumerate(cands):  # (an avoided word last: it comes last in cands)
                    out[int(c)] = depth + 1 + k
                return
            order = self._by_largest_answer(cands)
            g = int(order[0])
            if smart > 0:
                best: tuple[int, int, int] | None = None
                for w in order[:width]:
                    trial: dict[int, int] = {}
                    place(int(w), cands, depth, trial, 0)
                    got = list(trial.values())
                    key = (max(got), sum(d >= 10 for d in got), sum(got))
                    if best is None or key < best:
                        best, g = key, int(w)
            place(g, cands, depth, out, smart - 1)

        def place(g: int, cands: Ints, depth: int, out: dict[int, int], smart: int) -> None:
            if g in set(cands.tolist()):
                out[g] = depth + 1
            for child in self._split(g, cands):
                grow(child, depth + 1, out, smart)

        rude = set(self.rude.tolist())
        ordered = np.array(sorted(self.common.tolist(), key=lambda i: i in rude), dtype=np.intp)
        out: dict[int, int] = {}
        grow(ordered, 0, out, levels)
        return [out[int(i)] for i in self.common]

    def rollout(self, cands: Ints, tested: list[int]) -> float:
        """Sum over ``cands`` of the tests the online search needs from here."""
        if len(cands) == 1:
            return 1.0
        key = cands.tobytes()
        if key not in self._roll:
            g = self.online(cands, tested)
            self._roll[key] = len(cands) + sum(
                self.rollout(c, [*tested, g]) for c in self._split(g, cands)
            )
        return self._roll[key]

    def rollout_choice(self, cands: Ints, tested: list[int], width: int) -> int:
        if len(cands) <= 2:
            return self.online(cands, tested)
        tries = [int(g) for g in self.search.rank(cands, tested, width)]
        own = self.online(cands, tested)
        if own not in tries:
            tries.append(own)
        scored = [
            (len(cands) + sum(self.rollout(c, [*tested, g]) for c in self._split(g, cands)), g)
            for g in tries
        ]
        return min(scored)[1]


class Endgame:
    """Exact optimum against the online search on small candidate sets (the real prior)."""

    def __init__(self) -> None:
        words = default_valid().words
        self.t = jots_table(words)
        assert self.t.dense is not None
        self.d = self.t.dense
        rude = avoided()
        self.rude_mask = np.array([w in rude for w in words], dtype=bool)
        self.w: Floats = prior_weights(words)
        self.search = Searcher(
            self.t, self.w, SearchParams(), avoid=np.flatnonzero(self.rude_mask).astype(np.intp)
        )
        self._memo: dict[bytes, float] = {}

    def nodes(self, lo: int, hi: int) -> list[tuple[Ints, list[int]]]:
        found: list[tuple[Ints, list[int]]] = []

        def walk(cands: Ints, tested: list[int]) -> None:
            if len(cands) < lo:
                return
            if len(cands) <= hi:
                found.append((cands, tested))
                return
            g = self.search.choose(cands, exclude=tested)
            row = self.d[g, cands]
            for a in np.unique(row):
                if a != HIT:
                    walk(cands[row == a], [*tested, g])

        walk(np.arange(self.t.n, dtype=np.intp), [])
        return found

    def searched(self, cands: Ints, tested: list[int]) -> float:
        """Prior-weighted sum of tests of the online search's subtree."""
        if len(cands) == 1:
            return float(self.w[cands[0]])
        g = self.search.choose(cands, exclude=tested)
        row = self.d[g, cands]
        total = float(self.w[cands].sum())
        for a in np.unique(row):
            if a != HIT:
                total += self.searched(cands[row == a], [*tested, g])
        return total

    def exact(self, cands: Ints) -> float:
        """The least prior-weighted sum of tests over every possible tree (branch and bound).

        Test words: every valid word that is not avoided, and the candidates themselves (a
        looser rule than the bot's, so the optimum can only be lower).
        """
        key = cands.tobytes()
        if key in self._memo:
            return self._memo[key]
        wt = self.w[cands]
        total = float(wt.sum())
        if len(cands) == 1:
            return total
        pool = np.flatnonzero(~self.rude_mask)
        pool = np.union1d(pool, cands)
        sigs = np.unique(self.d[np.ix_(pool, cands)], axis=0)  # one row per distinct split
        options: list[tuple[float, list[npt.NDArray[np.bool_]]]] = []
        for row in sigs:
            parts = [row == a for a in np.unique(row) if a != HIT]
            if len(parts) == 1 and not (row == HIT).any():
                continue  # no information
            # Bound: a bucket of one needs one more test; otherwise all but one word need two.
            bound = total
            for m in parts:
                b = wt[m]
                bound += float(b.sum()) if len(b) == 1 else 2 * float(b.sum()) - float(b.max())
            options.append((bound, parts))
        options.sort(key=lambda o: o[0])
        best = np.inf
        for bound, parts in options:
            if bound >= best - 1e-12:
                break
            cost = total
            for m in parts:
                cost += self.exact(cands[m])
                if cost >= best - 1e-12:
                    break
            best = min(best, cost)
        self._memo[key] = float(best)
        return float(best)


def summary(counts: list[int]) -> dict[str, Any]:
    top = int(max(counts))
    return {
        "mean": round(float(np.mean(counts)), 4),
        "max": top,
        "words_at_max": counts.count(top),
        "words_10_or_more": sum(c >= 10 for c in counts),
    }


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    ap.add_argument("--width", type=int, default=8, help="rollout width of the oracle tree")
    ap.add_argument("--nodes", type=int, default=30, help="end-game sets compared exactly")
    ap.add_argument("--max-size", type=int, default=20, help="largest end-game set")
    ap.add_argument(
        "--seed", type=int, default=1, help="seed of the sample of end-game nodes (--nodes)"
    )
    ap.add_argument("--worst-width", type=int, default=16, help="words tried per worst-case node")
    ap.add_argument("--worst-levels", type=int, default=6, help="depths searched for worst case")
    args = ap.parse_args()
    run = Run()  # the code this run loaded, the machine and its load
    result: dict[str, Any] = {}
    oracle = Oracle()
    result["oracle"] = {}
    for policy in ("entropy", "search", "rollout-tree", "worst-case-tree"):
        t0 = time.perf_counter()
        if policy == "worst-case-tree":
            counts = oracle.worst_counts(args.worst_width, args.worst_levels)
        else:
            counts = oracle.counts(policy, args.width)
        result["oracle"][policy] = {**summary(counts), "seconds": round(time.perf_counter() - t0)}
        print(policy, result["oracle"][policy], file=sys.stderr, flush=True)
    eg = Endgame()
    nodes = eg.nodes(8, args.max_size)
    pick = random.Random(args.seed).sample(nodes, min(args.nodes, len(nodes)))
    rows = []
    s_total = e_total = 0.0
    for cands, tested in pick:
        mass = float(eg.w[cands].sum())
        s, e = eg.searched(cands, tested), eg.exact(cands)
        eg._memo.clear()
        s_total, e_total = s_total + s, e_total + e
        rows.append({"size": len(cands), "search": round(s / mass, 4), "exact": round(e / mass, 4)})
    result["endgame"] = {
        "sets": len(rows),
        "sets_in_tree": len(nodes),
        "search_optimal": sum(r["search"] <= r["exact"] + 1e-9 for r in rows),
        "gap_percent": round(100 * (s_total - e_total) / e_total, 3) if e_total else None,
        "rows": rows,
    }
    result["target_common_mean"] = 6.40
    result.update(run.provenance())
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
