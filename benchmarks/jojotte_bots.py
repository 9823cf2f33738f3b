"""Jo-Jotte bot against bot: duplicate deals, rubbers won, decision times. Prints JSON.

Each deal (a deck order and a dealer) is played twice with the seats swapped, so both bots get
the same cards; the figure is bot A's points minus bot B's per deal (everything written on the
sheet for the deal: above and below the line, the prison left aside), with a 95% confidence
interval over the duplicate pairs. Then whole rubbers are played, seats alternating, for the
share of rubbers won. Decision times are per call of ``choose`` (median and 95th percentile).

    python benchmarks/jojotte_bots.py --a medium --b easy --deals 2000 --rubbers 200
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Run, add_bot_options

from parlor.jojotte import Deal, Sitting, draw_first_dealer, random_deck
from parlor.jojotte.bots import JojotteBot, make_bot


class Timed:
    """Wraps a bot and records how long each decision takes."""

    def __init__(self, bot: JojotteBot, times: list[float]) -> None:
        self.bot = bot
        self.times = times

    def choose(self, obs: Any, legal: list[int]) -> int:
        t0 = time.perf_counter()
        a = self.bot.choose(obs, legal)
        self.times.append(time.perf_counter() - t0)
        return a


def play_deal(deal: Deal, seats: tuple[Timed, Timed]) -> None:
    while not deal.is_over():
        p = deal.current_player()
        legal = deal.legal_actions()
        a = seats[p].choose(deal.observation(p), legal)
        if a not in legal:
            raise RuntimeError(f"{seats[p].bot.name} chose an illegal action {a}")
        deal.apply_unchecked(a)


def deal_score(deal: Deal, p: int) -> int:
    r = deal.result
    assert r is not None
    return r.above[p] + r.below[p]


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    k = min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))
    return s[k]


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    add_bot_options(ap, "medium", "easy")
    ap.add_argument("--deals", type=int, default=2000, help="duplicate deals (each played twice)")
    ap.add_argument("--rubbers", type=int, default=200, help="whole rubbers to play")
    ap.add_argument("--seed", type=int, default=1, help="seed of the deals and the bots")
    ap.add_argument(
        "--quick",
        action="store_true",
        help="100 deals and 10 rubbers, for a look: under a second of CPU at the default levels "
        "(medium v easy), about 7.5 minutes with --a hard",
    )
    args = ap.parse_args(argv)
    if args.quick:
        args.deals, args.rubbers = min(args.deals, 100), min(args.rubbers, 10)

    run = Run()  # the code this run loaded, the machine and its load
    times: dict[str, list[float]] = {"a": [], "b": []}

    def bots(tag: str) -> tuple[Timed, Timed]:
        a = make_bot(
            args.a,
            random.Random(f"{args.seed}:a:{tag}"),
            clock=time.perf_counter if args.budget else None,
            budget=args.budget,
        )
        b = make_bot(
            args.b,
            random.Random(f"{args.seed}:b:{tag}"),
            clock=time.perf_counter if args.budget else None,
            budget=args.budget,
        )
        return Timed(a, times["a"]), Timed(b, times["b"])

    rng = random.Random(args.seed)
    a_bot, b_bot = bots("deals")
    diffs: list[float] = []
    t_start = time.perf_counter()
    void = 0
    for i in range(args.deals):
        deck = random_deck(rng)
        dealer = i % 2
        pair = 0
        for a_seat in (0, 1):
            seats = (a_bot, b_bot) if a_seat == 0 else (b_bot, a_bot)
            deal = Deal(deck, dealer)
            play_deal(deal, seats)
            if deal.result is not None and deal.result.void:
                void += 1
            pair += deal_score(deal, a_seat) - deal_score(deal, 1 - a_seat)
        diffs.append(pair / 2)
    deals_seconds = time.perf_counter() - t_start
    mean = statistics.fmean(diffs)
    sd = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(diffs)) if diffs else 0.0

    a_rubbers = b_rubbers = 0
    rubber_deals = 0
    for r in range(args.rubbers):
        a_bot_r, b_bot_r = bots(f"rubber:{r}")
        a_seat = r % 2
        seats = (a_bot_r, b_bot_r) if a_seat == 0 else (b_bot_r, a_bot_r)
        rrng = random.Random(f"{args.seed}:rubber:{r}")
        sitting = Sitting()
        sitting.start_rubber(draw_first_dealer(rrng))
        while not sitting.is_over:
            deal = sitting.new_deal(random_deck(rrng))
            play_deal(deal, seats)
            sitting.finish_deal(deal)
            rubber_deals += 1
        w = sitting.rubbers[-1].winner
        if w == a_seat:
            a_rubbers += 1
        else:
            b_rubbers += 1

    def timing(ts: list[float]) -> dict[str, float | int]:
        return {
            "decisions": len(ts),
            "median_ms": round(statistics.median(ts) * 1000, 4) if ts else 0.0,
            "p95_ms": round(_pct(ts, 0.95) * 1000, 4),
        }

    out: dict[str, Any] = {
        "benchmark": "jojotte_bots",
        "a": args.a,
        "b": args.b,
        "seed": args.seed,
        "duplicate_deals": args.deals,
        "deals_played": 2 * args.deals,
        "void_deals": void,
        "mean_point_difference_per_deal": round(mean, 2),
        "ci95": [round(mean - half, 2), round(mean + half, 2)],
        "sd_per_duplicate_pair": round(sd, 2),
        "rubbers": args.rubbers,
        "rubbers_won": {"a": a_rubbers, "b": b_rubbers},
        "share_of_rubbers_won_by_a": round(a_rubbers / args.rubbers, 4) if args.rubbers else None,
        "mean_deals_per_rubber": round(rubber_deals / args.rubbers, 2) if args.rubbers else None,
        "decision_time": {"a": timing(times["a"]), "b": timing(times["b"])},
        "seconds_for_deals": round(deals_seconds, 2),
        **run.provenance(),
    }
    print(json.dumps(out, indent=2))
    return out


if __name__ == "__main__":
    main()
