"""How strong and how fast are the Jotto bots?  ``python benchmarks/jotto_bot.py [--quick]``

Prints one JSON object. For each level (easy, medium, hard) and two reference strategies run in
the same process (``ref-random``: a random word consistent with every answer; ``ref-entropy``:
greedy maximum expected information over every valid word as a test word), it plays a game
against **every** word of the valid list (the common list is a subset) and reports the mean,
maximum and distribution of the test words needed, the JOTTO word included, over the common and
over the valid list; the think time per move (median, p95, max); and the process's peak memory.

Deterministic strategies (medium, hard, ref-entropy) are pure functions of the history, so each
distinct decision is computed once and reused by every game that reaches it; each move of each
game is charged the think time of its decision. The random ones play every game afresh.

The match: hard against medium over ``--games`` seeded games, each side hiding a word as the
game's bots do (uniformly from the common list less the avoided words), the first turn
alternating. Each bot plays its whole game against the other's secret, keeping its own secret
to itself as in the game; a game is decided by the two counts (ties go to the side that tested
first); hard's share of games won is given with a 95% Wilson interval.

``--quick`` plays a seeded sample instead of every word (``--sample``, 300) and a match of 200
games (``--games`` sets it; the issue's figure needs 1000 or more). ``--length 4|6`` measures the
word-length variant on its own lists (the targets are the issue's, for five letters; the hard
bot has no book for other lengths, so every move is searched: use ``--quick`` there).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import resource
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

# as parlor's entry point does: numpy's linear algebra on one thread (a user's setting wins)
for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import numpy as np  # noqa: E402 (after the thread settings)

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Run  # noqa: E402

from parlor.jotto.lexicon import default_common, default_valid  # noqa: E402
from parlor.jotto.rules import jots  # noqa: E402
from parlor.jotto.search import HIT, SearchParams, jots_table  # noqa: E402
from parlor.jotto.solver import Guesser, HardGuesser, choose_secret, make_guesser  # noqa: E402

History = Sequence[tuple[str, int]]
TARGETS = {
    "hard_mean_common_max": 6.40,
    "hard_mean_valid_max": 7.35,
    "hard_worst_common_max": 9,
    "think_p95_ms_max": 150.0,
    "peak_memory_mb_max": 300.0,
    "match_share_min": 0.55,
}


class RefRandom:
    """Reference: a uniformly random word consistent with every answer."""

    def __init__(self, words: tuple[str, ...], rng: random.Random) -> None:
        self.t = jots_table(words)
        self.rng = rng

    def guess(self, history: History) -> str:
        idx = np.arange(self.t.n)
        for w, n in history:
            idx = idx[self.t.row(w, idx) == n]
        return self.t.words[int(idx[self.rng.randrange(len(idx))])]


class RefEntropy:
    """Reference: the valid word with the most expected information about the consistent words.

    The secret itself is an outcome of its own (JOTTO); ties go to a possible secret, then to
    the earlier word.
    """

    def __init__(self, words: tuple[str, ...]) -> None:
        self.t = jots_table(words)
        self.all = np.arange(self.t.n)

    def guess(self, history: History) -> str:
        idx = self.all
        for w, n in history:
            idx = idx[self.t.row(w, idx) == n]
        if len(idx) <= 2:
            return self.t.words[int(idx[0])]
        ent = np.zeros(self.t.n)
        step = max(1, (1 << 21) // len(idx))
        for s in range(0, self.t.n, step):
            sub = self.t.block(self.all[s : s + step], idx)
            for a in range(max(HIT, self.t.hit) + 1):
                p = (sub == a).sum(axis=1) / len(idx)
                with np.errstate(divide="ignore", invalid="ignore"):
                    ent[s : s + step] -= np.where(p > 0, p * np.log2(p), 0.0)
        bonus = np.zeros(self.t.n)
        bonus[idx] = 1e-9
        score = np.round(ent, 9) + bonus
        return self.t.words[int(np.argmax(score))]


def play_out(guesser: Guesser, secret: str, own: str) -> int:
    """The test words ``guesser`` needs to find ``secret`` while it hides ``own``."""
    history: list[tuple[str, int]] = []
    while len(history) < 100:
        word = guesser.guess(history, own)
        history.append((word, jots(word, secret)))
        if word == secret:
            return len(history)
    raise RuntimeError(f"{guesser.level} did not find {secret}")


class Runner:
    """Plays games for one strategy, memoising deterministic decisions."""

    def __init__(
        self,
        name: str,
        guess: Callable[[History], str],
        deterministic: bool,
        reseed: Callable[[str], None] | None = None,
    ) -> None:
        self.name = name
        self._guess = guess
        self.deterministic = deterministic
        self.reseed = reseed
        self.memo: dict[tuple[tuple[str, int], ...], tuple[str, float]] = {}
        self.move_times: list[float] = []
        self.decision_times: list[float] = []
        self.counts: dict[str, int] = {}

    def count(self, secret: str) -> int:
        if secret in self.counts:
            return self.counts[secret]
        if self.reseed is not None:
            self.reseed(secret)
        history: list[tuple[str, int]] = []
        while len(history) < 100:
            key = tuple(history)
            hit = self.memo.get(key) if self.deterministic else None
            if hit is None:
                t0 = time.perf_counter()
                word = self._guess(history)
                dt = time.perf_counter() - t0
                self.decision_times.append(dt)
                if self.deterministic:
                    self.memo[key] = (word, dt)
            else:
                word, dt = hit
            self.move_times.append(dt)
            history.append((word, jots(word, secret)))
            if word == secret:
                break
        else:
            raise RuntimeError(f"{self.name} did not find {secret}")
        self.counts[secret] = len(history)
        return len(history)


def summary(counts: list[int]) -> dict[str, Any]:
    dist = Counter(counts)
    return {
        "n": len(counts),
        "mean": round(statistics.fmean(counts), 4),
        "max": max(counts),
        "dist": {str(k): dist[k] for k in sorted(dist)},
    }


def ms_stats(times: list[float]) -> dict[str, float]:
    a = np.array(times) * 1000.0
    return {
        "median": round(float(np.median(a)), 3),
        "p95": round(float(np.percentile(a, 95)), 3),
        "max": round(float(a.max()), 3),
    }


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return round(centre - half, 4), round(centre + half, 4)


def peak_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1)


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    ap.add_argument("--quick", action="store_true", help="a seeded sample, not every word")
    ap.add_argument("--sample", type=int, default=300, help="words in the --quick sample")
    ap.add_argument(
        "--games",
        type=int,
        default=None,
        help="games in the hard v medium match: 2000 by default, 200 with --quick; 0: no "
        "match (the issue's figure needs at least 1000)",
    )
    ap.add_argument("--seed", type=int, default=2026, help="seed of the sample and the bots")
    ap.add_argument(
        "--only", default="easy,medium,hard,ref-random,ref-entropy", help="strategies to run"
    )
    ap.add_argument("--book", type=Path, default=None, help="another opening book for hard")
    ap.add_argument(
        "--hard-params",
        default="",
        help="SearchParams for hard, as JSON (tuning); default: the shipped parameters",
    )
    ap.add_argument("--length", type=int, default=5, choices=(4, 5, 6), help="word length")
    args = ap.parse_args()
    if args.games is None:
        args.games = 200 if args.quick else 2000
    if args.games < 0:
        ap.error(f"--games must be 0 (no match) or more, not {args.games}")
    known = ("easy", "medium", "hard", "ref-random", "ref-entropy")
    if unknown := [n for n in args.only.split(",") if n not in known]:
        ap.error(f"unknown strategy {unknown[0]!r}: choose among {', '.join(known)}")
    run = Run()  # the code this run loaded, the machine and its load

    valid, common = default_valid(args.length), default_common(args.length)
    words = valid.words
    if args.quick:
        if not 1 <= args.sample <= len(words):
            ap.error(f"--sample must be from 1 to {len(words)} (valid words), not {args.sample}")
        secrets = sorted(random.Random(args.seed).sample(words, args.sample))
    else:
        secrets = list(words)
    common_set = set(common.words)

    out: dict[str, Any] = {
        "benchmark": "jotto_bot",
        **run.provenance(),
        "quick": args.quick,
        "length": args.length,
        "secrets": {"valid": len(secrets), "common": sum(s in common_set for s in secrets)},
        "strategies": {},
    }
    t_setup = time.perf_counter()
    jots_table(words)
    out["table_build_s"] = round(time.perf_counter() - t_setup, 3)

    runners: dict[str, Runner] = {}
    for name in args.only.split(","):
        t0 = time.perf_counter()
        if name == "hard" and (args.book is not None or args.hard_params):
            params = SearchParams(**json.loads(args.hard_params or "{}"))
            hg = HardGuesser(valid, random.Random(args.seed), params=params, book_path=args.book)
            assert hg.book is not None, "that book is not for this word list"
            r = Runner(name, hg.guess, True)
        elif name in ("easy", "medium", "hard"):
            g = make_guesser(name, valid, random.Random(args.seed))
            reseed = None
            if name == "easy":

                def reseed(secret: str, g: Any = g) -> None:
                    g.rng = random.Random(f"{args.seed}-{secret}")

            r = Runner(name, g.guess, name != "easy", reseed)
        elif name == "ref-random":
            ref = RefRandom(words, random.Random(args.seed))

            def reseed2(secret: str, ref: RefRandom = ref) -> None:
                ref.rng = random.Random(f"ref-{args.seed}-{secret}")

            r = Runner(name, ref.guess, False, reseed2)
        elif name == "ref-entropy":
            r = Runner(name, RefEntropy(words).guess, True)
        else:
            raise SystemExit(f"unknown strategy {name}")
        setup = time.perf_counter() - t0
        t1 = time.perf_counter()
        counts = [r.count(s) for s in secrets]
        runners[name] = r
        out["strategies"][name] = {
            "common": summary([c for s, c in zip(secrets, counts, strict=True) if s in common_set]),
            "valid": summary(counts),
            "think_ms_per_move": ms_stats(r.move_times),
            "think_ms_per_distinct_decision": ms_stats(r.decision_times),
            "moves": len(r.move_times),
            "distinct_decisions": len(r.decision_times),
            "setup_s": round(setup, 3),
            "run_s": round(time.perf_counter() - t1, 1),
            "peak_rss_mb_so_far": peak_mb(),
        }
        print(
            f"{name}: {out['strategies'][name]['common']['mean']} common, "
            f"{out['strategies'][name]['valid']['mean']} valid",
            file=sys.stderr,
            flush=True,
        )

    if "hard" in runners and "medium" in runners and args.games > 0:
        rng = random.Random(args.seed + 1)
        hard = make_guesser("hard", valid, random.Random(args.seed))
        medium = make_guesser("medium", valid, random.Random(args.seed))
        wins = 0
        for i in range(args.games):
            hard_secret = choose_secret(common, rng)
            medium_secret = choose_secret(common, rng)
            hard_first = i % 2 == 0
            h = play_out(hard, medium_secret, hard_secret)
            m = play_out(medium, hard_secret, medium_secret)
            wins += h < m or (h == m and hard_first)
        lo, hi = wilson(wins, args.games)
        out["match"] = {
            "games": args.games,
            "hard_wins": wins,
            "hard_share": round(wins / args.games, 4),
            "ci95": [lo, hi],
            "first_turn": "alternating (hard first in even games)",
        }
        if args.games < 1000:
            out["match"]["note"] = "fewer than the 1000 games the issue's figure asks for"
    out["peak_rss_mb"] = peak_mb()
    if "hard" in out["strategies"]:
        hs = out["strategies"]["hard"]
        out["targets"] = {
            "hard_mean_common": [hs["common"]["mean"], TARGETS["hard_mean_common_max"]],
            "hard_mean_valid": [hs["valid"]["mean"], TARGETS["hard_mean_valid_max"]],
            "hard_worst_common": [hs["common"]["max"], TARGETS["hard_worst_common_max"]],
            "hard_think_p95_ms": [hs["think_ms_per_move"]["p95"], TARGETS["think_p95_ms_max"]],
            "peak_rss_mb": [out["peak_rss_mb"], TARGETS["peak_memory_mb_max"]],
        }
        if "match" in out:
            out["targets"]["match_share"] = [out["match"]["hard_share"], TARGETS["match_share_min"]]
    out.update(run.provenance())  # the load at the end
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
