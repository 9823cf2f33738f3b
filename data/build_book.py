"""Build the hard Jotto bot's opening book: ``python data/build_book.py [--moves 5]``.

For every answer sequence of the first ``--moves`` test words, the book holds a test word chosen
by *rollouts*: the ``--width`` best words by the bot's own one-ply estimate (plus the word its
online search would pick) are each tried, the rest of the game is played out with the online
search for every word still possible, and the word with the smallest prior-weighted mean number
of test words wins. Nodes are decided top-down, so each rollout below a decided node already
follows the book above it.

Everything is deterministic (no randomness; ties go to the earlier word), so the same word lists
and prior give a byte-identical ``jotto_book.tsv``. The first three levels take about ten
minutes on one core, each deeper level a few more; ``--resume`` extends a shallower book built
by this script without searching its moves again (with the same options, the result is the
same as a full build).

With ``--max-common-tests N`` only test words that keep every common word findable within N
tests (the JOTTO word counted) are tried: a depth-first search (:class:`DepthCheck`) checks each
candidate word's answer buckets, and where none of the search's best words passes, the check's
own word is taken. The shipped book (since session 16; 2,356 moves, to the end of every game)
is built so, in one step of about ten minutes on one core::

    python data/build_book.py --moves 16 --max-common-tests 9

With it every common word is found within 9 tests (the issue's worst case), at the cost of a
few hundredths of a test on the means (see ``benchmarks/jotto_bot.md``). The book shipped before
was built in two steps: the first five tests by plain rollouts, then every deeper node by
rollouts that charge 5 for each test beyond the ninth spent on a common word::

    python data/build_book.py --moves 5 --out book5.tsv                # about 22 minutes
    python data/build_book.py --resume book5.tsv --moves 16 --tail-penalty 5 --tail-from 9
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlor.jotto.book import BOOK_FILE, format_book, load_book
from parlor.jotto.lexicon import default_common, default_valid
from parlor.jotto.search import HIT
from parlor.jotto.solver import PRIOR_WEIGHTS, HardGuesser

Ints = npt.NDArray[np.intp]
Path_ = tuple[tuple[int, int], ...]
"""A node: the (test word, answer) pairs that lead to it."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=5, help="book depth in test words")
    parser.add_argument("--width", type=int, default=8, help="test words rolled out per node")
    parser.add_argument("--wide-levels", type=int, default=0, help="first levels rolled wider")
    parser.add_argument("--wide-width", type=int, default=24, help="width on those levels")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / BOOK_FILE)
    parser.add_argument(
        "--resume",
        type=Path,
        default=None,
        help="a shallower book built by this script: its moves are kept, not searched again",
    )
    parser.add_argument(
        "--tail-penalty", type=float, default=0.0, help="extra cost per test beyond --tail-from"
    )
    parser.add_argument("--tail-from", type=int, default=9)
    parser.add_argument(
        "--max-common-tests",
        type=int,
        default=0,
        help="only test words that leave every common word findable within this many tests "
        "(checked by a depth-first search; 0: no limit)",
    )
    args = parser.parse_args()
    lexicon = default_valid()
    bot = HardGuesser(lexicon, use_book=False)  # the online search, exactly as it plays
    table, searcher = bot.table, bot.searcher
    weights = searcher.weights
    common_words = set(default_common().words)
    common = np.array([w in common_words for w in table.words], dtype=bool)
    limit = DepthCheck(table, common) if args.max_common_tests else None
    book: dict[Path_, int] = {}
    online: dict[Path_, int] = {}
    t0 = time.perf_counter()
    kept: dict[str, str] = {}
    if args.resume is not None:
        old = load_book(args.resume, lexicon.words)
        if old is None:
            raise SystemExit(f"{args.resume}: not a book for this word list")
        kept = old.moves

    def choice(path: Path_, cands: Ints, tested: list[int]) -> int:
        if path in book:
            return book[path]
        if path not in online:
            online[path] = searcher.choose(cands, exclude=tested)
        return online[path]

    def rollout(path: Path_, cands: Ints, tested: list[int], first: int | None = None) -> float:
        """Sum over the candidates of weight * test words needed from this node on.

        With ``--tail-penalty``, each common word found after more than ``--tail-from`` test
        words adds the penalty for every test word beyond.
        """
        g = choice(path, cands, tested) if first is None else first
        total = float(weights[cands].sum())
        line = len(path) + 1
        if args.tail_penalty and line > args.tail_from and common[g] and g in set(cands.tolist()):
            total += args.tail_penalty * (line - args.tail_from)
        row = table.block(np.array([g]), cands)[0]
        for a in range(HIT):
            child = cands[row == a]
            if len(child):
                total += rollout((*path, (g, a)), child, [*tested, g])
        return total

    def build(path: Path_, cands: Ints, tested: list[int]) -> None:
        if len(path) >= args.moves or len(cands) <= 2:
            return
        answers = ",".join(str(a) for _, a in path) or "-"
        if answers in kept:
            best = table.index[kept[answers]]
            book[path] = best
            row = table.block(np.array([best]), cands)[0]
            for a in range(HIT):
                child = cands[row == a]
                if len(child):
                    build((*path, (best, a)), child, [*tested, best])
            return
        width = args.wide_width if len(path) < args.wide_levels else args.width
        tries = list(searcher.rank(cands, tested, width))
        own = choice(path, cands, tested)
        if own not in tries:
            tries.append(own)
        if limit is not None:  # only words that keep every common word within the limit
            left = args.max_common_tests - len(path)
            fits = [int(g) for g in tries if limit.fits(int(g), cands, left, len(path))]
            if not fits:  # further down the search's ranking, then the check's own word
                wider = [int(g) for g in searcher.rank(cands, tested, 5 * width)]
                fits = [g for g in wider if limit.fits(g, cands, left, len(path))][:width]
                if not fits:
                    fits = [limit.word(cands, left, len(path))]
            tries = [g for g in tries if g in fits] or fits
        scored = sorted((rollout(path, cands, tested, int(g)), int(g)) for g in tries)
        best = scored[0][1]
        book[path] = best
        mass = float(weights[cands].sum())
        costs = {g: c for c, g in scored}
        # (the search's own word may be left out: it does not keep the common words in reach)
        own_cost = f"{costs[own] / mass:.4f}" if own in costs else "out of reach"
        print(
            f"{answers:>6} {len(cands):5d} -> {table.words[best]} {scored[0][0] / mass:.4f}"
            f" (online {table.words[own]} {own_cost})"
            f"  {time.perf_counter() - t0:.0f} s",
            file=sys.stderr,
            flush=True,
        )
        row = table.block(np.array([best]), cands)[0]
        for a in range(HIT):
            child = cands[row == a]
            if len(child):
                build((*path, (best, a)), child, [*tested, best])

    build((), np.arange(table.n, dtype=np.intp), [])
    moves = {tuple(a for _, a in p): table.words[g] for p, g in book.items()}
    prior = " ".join(f"{k}:{v}" for k, v in PRIOR_WEIGHTS.items())
    note = f"moves {args.moves}; rollouts of width {args.width}; prior {prior}"
    if args.wide_levels:
        note += f"; width {args.wide_width} on the first {args.wide_levels} levels"
    if args.tail_penalty:
        note += f"; tail penalty {args.tail_penalty} beyond {args.tail_from} tests"
    if args.max_common_tests:
        note += f"; every common word within {args.max_common_tests} tests"
    if kept:
        note += f"; the first {max(len(k.split(',')) for k in kept if k != '-') + 1} moves"
        note += f" ({len(kept)} nodes) kept from {args.resume.name}"
    args.out.write_text(format_book(moves, lexicon.words, note), encoding="ascii")
    print(f"wrote {len(moves)} book moves to {args.out}", file=sys.stderr)


class DepthCheck:
    """Whether the common words of a node can all be found within a number of tests (the
    JOTTO word counted): a depth-first search over test words (the avoided words never tested,
    but named last in their anagram class), the most promising first (smallest largest answer
    bucket, then the most even split), ``widths`` of them by depth, with every set it decided
    remembered. It may miss a way that exists (it is not exhaustive), never finds one that
    does not."""

    widths = (40, 20, 12, 8, 5, 4, 3)

    def __init__(self, table: Any, common: npt.NDArray[np.bool_]) -> None:
        from parlor.jotto.lexicon import avoided

        self.t = table.dense
        self.klass = table.klass
        self.common = common
        rude = avoided()
        self.rude = np.array([w in rude for w in table.words])
        self.pool = np.array([i for i, w in enumerate(table.words) if w not in rude], dtype=np.intp)
        self.most = [0, 1]  # the most words any tree finds within d tests
        for _ in range(2, 20):
            self.most.append(1 + 6 * self.most[-1])
        self.done: dict[bytes, tuple[int, int]] = {}  # set -> (depth, word or -1/-2)
        self.failed: dict[bytes, int] = {}

    def fits(self, g: int, cands: Ints, left: int, level: int) -> bool:
        """Whether testing ``g`` among ``cands`` leaves their common words findable in
        ``left`` tests, this one counted."""
        return self._children_ok(g, np.sort(cands[self.common[cands]]), left, level)

    def word(self, cands: Ints, left: int, level: int) -> int:
        """The check's own test word for ``cands`` (one that fits, if it finds one)."""
        s = np.sort(cands[self.common[cands]])
        found = self._solve(s, left, level)
        return int(found) if found is not None and found >= 0 else int(cands[0])

    def _order(self, s: Ints) -> Ints:
        sub = self.t[np.ix_(self.pool, s)].astype(np.intp)
        counts = np.stack([(sub == a).sum(axis=1) for a in range(HIT + 1)], axis=1)
        p = counts / len(s)
        with np.errstate(divide="ignore", invalid="ignore"):
            ent = -np.where(p > 0, p * np.log(p), 0.0).sum(axis=1)
        inside = counts[:, HIT] > 0
        return self.pool[np.lexsort((~inside, -ent, counts[:, :HIT].max(axis=1)))]

    def _children_ok(self, g: int, s: Ints, d: int, level: int) -> bool:
        if len(s) == 0:
            return True
        if d <= 0:
            return False
        row = self.t[g, s]
        buckets = sorted((s[row == a] for a in np.unique(row) if a != HIT), key=len, reverse=True)
        return all(self._solve(b, d - 1, level + 1) is not None for b in buckets)

    def _solve(self, s: Ints, d: int, level: int) -> int | None:
        n = len(s)
        if n == 0:
            return -1
        if d <= 0 or n > self.most[min(d, len(self.most) - 1)]:
            return None
        key = s.tobytes()
        if self.failed.get(key, -1) >= d:
            return None
        known = self.done.get(key)
        if known is not None and known[0] <= d:
            return known[1]
        uniq, cnt = np.unique(self.klass[s], return_counts=True)
        top = int(cnt.max())
        if top > d:
            self.failed[key] = max(self.failed.get(key, -1), d)
            return None
        if len(uniq) == 1:  # anagrams alone: named one by one
            self.done[key] = (d, -2)
            return -2
        if n == 2:
            self.done[key] = (d, int(s[0]))
            return int(s[0])
        order = self._order(s)
        width = self.widths[min(level, len(self.widths) - 1)]
        if top == d:  # a class as large as the tests left: only naming it now can do
            if (cnt == top).sum() > 1:
                self.failed[key] = max(self.failed.get(key, -1), d)
                return None
            big = uniq[cnt == top][0]
            members = [int(i) for i in s if self.klass[i] == big and not self.rude[i]]
            order = np.array(members or [int(i) for i in s if self.klass[i] == big])
            width = len(order)
        for g in order[:width]:
            if self._children_ok(int(g), s, d, level):
                self.done[key] = (d, int(g))
                return int(g)
        self.failed[key] = max(self.failed.get(key, -1), d)
        return None


if __name__ == "__main__":
    main()
