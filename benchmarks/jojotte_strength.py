"""Bot strength over duplicate deals with full bidding and play, with contract statistics. JSON.

Each deal (deck order, dealer) is played twice with the seats swapped. Per duplicate pair the
figure is bot A's deal score minus bot B's (above + below the line, the prison left aside),
averaged over the two seatings. Reported: the mean difference with a 95% confidence interval,
the share of duplicate deals A wins (difference > 0; ties counted apart), contracts declared by
each bot and how many were made (suit / No-Trump, Nullo and Slam apart), and decision times per
kind (card / call) for each bot. Results are written to ``--out`` every ``--every`` deals, so a
run stopped early still leaves its figures.

    python benchmarks/jojotte_strength.py --a hard --b medium --deals 1000 --budget 0.15 \
        --out /tmp/hard_medium.json
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

from parlor.jojotte import Deal, random_deck
from parlor.jojotte.bots import JojotteBot, make_bot
from parlor.jojotte.game import Phase


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    k = min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))
    return s[k]


def _timing(ts: list[float]) -> dict[str, float | int]:
    return {
        "decisions": len(ts),
        "median_s": round(statistics.median(ts), 4) if ts else 0.0,
        "p95_s": round(_pct(ts, 0.95), 4),
        "max_s": round(max(ts), 4) if ts else 0.0,
    }


class Stats:
    def __init__(self) -> None:
        self.contracts = {k: [0, 0] for k in ("all", "suit", "nt", "nullo", "slam")}
        self.times: dict[str, list[float]] = {"card": [], "call": []}

    def add_contract(self, kind: str, made: bool) -> None:
        self.contracts[kind][0] += 1
        self.contracts[kind][1] += int(made)

    def json(self) -> dict[str, Any]:
        return {
            "contracts_declared": {
                k: {
                    "declared": n,
                    "made": m,
                    "made_share": round(m / n, 4) if n else None,
                }
                for k, (n, m) in self.contracts.items()
            },
            "decision_time": {k: _timing(v) for k, v in self.times.items()},
        }


def play_deal(deal: Deal, seats: tuple[JojotteBot, JojotteBot], stats: tuple[Stats, Stats]) -> None:
    while not deal.is_over():
        p = deal.current_player()
        legal = deal.legal_actions()
        obs = deal.observation(p)
        t0 = time.perf_counter()
        a = seats[p].choose(obs, legal)
        dt = time.perf_counter() - t0
        if len(legal) > 1:
            stats[p].times["card" if obs.phase == Phase.PLAY else "call"].append(dt)
        if a not in legal:
            raise RuntimeError(f"{seats[p].name} chose an illegal action {a}")
        deal.apply_unchecked(a)


def contract_outcome(deal: Deal) -> tuple[int, str, bool, bool] | None:
    """(declarer, kind, made, slam made) of a finished deal, None if void."""
    r = deal.result
    assert r is not None
    c = r.contract
    if c is None:
        return None
    d = c.declarer
    made = bool(r.made)
    if c.nullo:
        return d, "nullo", made, False
    return d, "nt" if c.strain == 4 else "suit", made, r.tricks[d] == 9 and c.slam


def deal_score(deal: Deal, p: int) -> int:
    r = deal.result
    assert r is not None
    return r.above[p] + r.below[p]


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    add_bot_options(ap, "hard", "medium")
    ap.add_argument("--deals", type=int, default=1000, help="duplicate deals (each played twice)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the deals and the bots")
    ap.add_argument("--out", type=Path, default=None, help="write the JSON here as it goes")
    ap.add_argument("--every", type=int, default=20, help="deals between two progress lines")
    args = ap.parse_args(argv)

    def bot(level: str, tag: str) -> JojotteBot:
        return make_bot(
            level,
            random.Random(f"{args.seed}:{tag}"),
            clock=time.perf_counter if args.budget else None,
            budget=args.budget,
        )

    a_bot, b_bot = bot(args.a, "a"), bot(args.b, "b")
    sa, sb = Stats(), Stats()
    rng = random.Random(args.seed)
    diffs: list[float] = []
    void = 0
    t_start = time.perf_counter()
    out: dict[str, Any] = {}
    run = Run()  # the code this run loaded (HEAD may move while it runs), the machine, the load

    def report(done: int) -> dict[str, Any]:
        mean = statistics.fmean(diffs) if diffs else 0.0
        sd = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
        half = 1.96 * sd / math.sqrt(len(diffs)) if diffs else 0.0
        won = sum(1 for x in diffs if x > 0)
        lost = sum(1 for x in diffs if x < 0)
        return {
            "benchmark": "jojotte_strength",
            "a": args.a,
            "b": args.b,
            "seed": args.seed,
            "budget_s": args.budget,
            "duplicate_deals_target": args.deals,
            "duplicate_deals_done": done,
            "void_deals": void,
            "a_won_share": round(won / done, 4) if done else None,
            "a_won_share_of_decided": round(won / (won + lost), 4) if won + lost else None,
            "a_won": won,
            "a_lost": lost,
            "tied": done - won - lost,
            "mean_score_difference_per_deal": round(mean, 2),
            "ci95": [round(mean - half, 2), round(mean + half, 2)],
            "bot_a": sa.json(),
            "bot_b": sb.json(),
            "seconds": round(time.perf_counter() - t_start, 1),
            **run.provenance(),
        }

    for i in range(args.deals):
        deck = random_deck(rng)
        dealer = i % 2
        pair = 0
        for a_seat in (0, 1):
            seats = (a_bot, b_bot) if a_seat == 0 else (b_bot, a_bot)
            st = (sa, sb) if a_seat == 0 else (sb, sa)
            deal = Deal(deck, dealer)
            play_deal(deal, seats, st)
            oc = contract_outcome(deal)
            if oc is None:
                void += 1
            else:
                d, kind, made, slam_made = oc
                s = st[d]
                s.add_contract("all", made)
                s.add_contract(kind, made)
                r = deal.result
                assert r is not None and r.contract is not None
                if r.contract.slam:
                    s.add_contract("slam", slam_made)
            pair += deal_score(deal, a_seat) - deal_score(deal, 1 - a_seat)
        diffs.append(pair / 2)
        if args.out is not None and (i + 1) % args.every == 0:
            out = report(i + 1)
            args.out.write_text(json.dumps(out, indent=2))
    out = report(len(diffs))
    if args.out is not None:
        args.out.write_text(json.dumps(out, indent=2))
    print(json.dumps(out, indent=2))
    return out


if __name__ == "__main__":
    main()
