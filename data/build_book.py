"""Build the hard Jotto bot's opening book: ``python data/build_book.py [--moves 3]``.

For every answer sequence of the first ``--moves`` test words, the book holds the test word the
hard bot's search picks with a wider look-ahead than it can afford while playing (more test
words get a two-ply look, and every word of the list is tried one move deeper). The search is
deterministic (no randomness, ties broken by list order), so the same word lists and prior give
a byte-identical ``jotto_book.tsv``. Takes a few minutes on one core.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlor.jotto.book import BOOK_FILE, format_book
from parlor.jotto.lexicon import default_valid
from parlor.jotto.search import HIT, SearchParams
from parlor.jotto.solver import PRIOR_WEIGHTS, HardGuesser

BOOK_PARAMS = SearchParams(
    top=24,
    child_pool=100_000,
    full_pool_below=100_000,
    two_ply_max=100_000,
    sample_above=100_000,
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=3, help="book depth in test words")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / BOOK_FILE)
    args = parser.parse_args()
    lexicon = default_valid()
    bot = HardGuesser(lexicon, params=BOOK_PARAMS, use_book=False)
    table, searcher = bot.table, bot.searcher
    moves: dict[tuple[int, ...], str] = {}
    t0 = time.perf_counter()

    def build(answers: tuple[int, ...], cands: np.ndarray, tested: list[int]) -> None:
        if len(answers) >= args.moves or len(cands) == 0:
            return
        g = searcher.choose(cands, exclude=tested)
        moves[answers] = table.words[g]
        print(
            f"{','.join(map(str, answers)) or '-':>6} {len(cands):5d} -> {table.words[g]}"
            f"  ({time.perf_counter() - t0:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
        row = table.block(np.array([g]), cands)[0]
        for a in range(HIT):
            child = cands[row == a]
            if len(child) > 1:
                build((*answers, a), child, [*tested, g])

    build((), np.arange(table.n, dtype=np.intp), [])
    prior = " ".join(f"{k}:{v}" for k, v in PRIOR_WEIGHTS.items())
    note = f"moves {args.moves}; params {BOOK_PARAMS}; prior {prior}"
    args.out.write_text(format_book(moves, lexicon.words, note), encoding="ascii")
    print(f"wrote {len(moves)} book moves to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
