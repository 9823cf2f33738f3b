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

The shipped book is built in two steps: the first five tests by plain rollouts, then every
deeper node (to the end of every game, 2,349 moves in all) by rollouts that charge 5 for each
test beyond the ninth spent on a common word (fewer very long games)::

    python data/build_book.py --moves 5 --out book5.tsv                # about 22 minutes
    python data/build_book.py --resume book5.tsv --moves 16 --tail-penalty 5 --tail-from 9
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

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
    args = parser.parse_args()
    lexicon = default_valid()
    bot = HardGuesser(lexicon, use_book=False)  # the online search, exactly as it plays
    table, searcher = bot.table, bot.searcher
    weights = searcher.weights
    common_words = set(default_common().words)
    common = np.array([w in common_words for w in table.words], dtype=bool)
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
        scored = sorted((rollout(path, cands, tested, int(g)), int(g)) for g in tries)
        best = scored[0][1]
        book[path] = best
        mass = float(weights[cands].sum())
        print(
            f"{answers:>6} {len(cands):5d} -> {table.words[best]} {scored[0][0] / mass:.4f}"
            f" (online {table.words[own]} {dict((g, c) for c, g in scored)[own] / mass:.4f})"
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
    if kept:
        note += f"; the first {max(len(k.split(',')) for k in kept if k != '-') + 1} moves"
        note += f" ({len(kept)} nodes) kept from {args.resume.name}"
    args.out.write_text(format_book(moves, lexicon.words, note), encoding="ascii")
    print(f"wrote {len(moves)} book moves to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
