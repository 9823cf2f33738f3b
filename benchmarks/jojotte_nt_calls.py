"""Are the hard Jo-Jotte bot's No-Trump calls worth making? A counterfactual measure. JSON.

The hard bot plays itself (full bidding and play, each seat's bot seeded afresh for every deal,
so that the same deal played twice is played alike). At every No-Trump call it makes (an
overcall of a suit bid, or a direct bid in round 2) the deal is played again from its start,
identical up to that call, with that one call replaced by the bot's next best call; the rest is
played out by the bots. Per call the figures are the call's margin over the next best in the
bot's own estimate (points) and the gain of the replacement for the caller: its deal score less
the other's (above and below the line), replaced minus as played; with ``stake`` also counting
150 for a player's reaching 80 below the line in the deal (a game, from a fresh one).

For each kind and edge E the summary gives the calls the bot makes by a margin under E (those an
extra edge of E would turn into the next best) and the total gain of replacing them: a positive
total says those calls cost points. Runs in workers (``--workers``); each deal's lines are
appended to ``--out`` (JSON lines) as they come, so a run stopped early still counts.

    python benchmarks/jojotte_nt_calls.py --deals 400 --workers 2 --out /tmp/nt.jsonl
    python benchmarks/jojotte_nt_calls.py --summarize /tmp/nt.jsonl

Session 20 (``--deals 400 --budget 0.3 --seed 12345``, two workers) took about an hour and a
half on this 2-core machine shared with other work.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Run

from parlor.jojotte import Deal, random_deck
from parlor.jojotte.actions import DOUBLE, NT_BID, PASS, REDOUBLE
from parlor.jojotte.bots import hard as H
from parlor.jojotte.game import Observation

EDGES = (10, 20, 30, 40, 60, 1000)


class _Bot(H.HardBot):
    """The hard bot, its No-Trump calls logged, one of them replaced when asked."""

    def __init__(
        self,
        rng: random.Random,
        budget: float,
        seat: int,
        log: list[dict[str, Any]],
        flip_at: int | None,
    ) -> None:
        super().__init__(rng, budget=budget)
        self.seat, self.log, self.flip_at, self.k = seat, log, flip_at, 0

    def _bid(self, obs: Observation, legal: list[int]) -> int:
        values = self.call_values(obs, legal, None)
        edge = {DOUBLE: H.DOUBLE_EDGE, REDOUBLE: H.DOUBLE_EDGE, PASS: 0.0}
        adjusted = {c: values[c] - edge.get(c, H.BID_EDGE) for c in legal}
        best = max(adjusted.values())
        cands = [c for c in legal if adjusted[c] >= best - 1e-9]
        choice = PASS if PASS in cands else cands[0]  # (as HardBot._bid chooses)
        self.k += 1
        if choice != NT_BID:
            return choice
        others = {c: v for c, v in adjusted.items() if c != NT_BID}
        top = max(others.values())
        near = [c for c in legal if c != NT_BID and others[c] >= top - 1e-9]
        alt = PASS if PASS in near else near[0]
        self.log.append(
            {
                "seat": self.seat,
                "k": self.k,
                "margin": adjusted[NT_BID] - top,
                "alt_call": alt,
                "overcall": any(c != PASS for _, c in obs.calls),
            }
        )
        return alt if self.flip_at == self.k else choice


def _play(
    deck: list[int], dealer: int, i: int, budget: float, flip: tuple[int, int] | None = None
) -> tuple[list[dict[str, Any]], list[int], list[int]]:
    log: list[dict[str, Any]] = []
    bots = [
        _Bot(
            random.Random(f"{i}:{s}"),
            budget,
            s,
            log,
            flip[1] if flip is not None and flip[0] == s else None,
        )
        for s in (0, 1)
    ]
    deal = Deal(deck, dealer)
    while not deal.is_over():
        p = deal.current_player()
        deal.apply_unchecked(bots[p].choose(deal.observation(p), deal.legal_actions()))
    r = deal.result
    assert r is not None
    return log, [r.above[p] + r.below[p] for p in (0, 1)], list(r.below)


def _game(below: list[int], s: int) -> int:
    return 150 * (int(below[s] >= 80) - int(below[1 - s] >= 80))


def _deal(args: tuple[int, int, float, str]) -> list[dict[str, Any]]:
    i, seed, budget, _ = args
    rng = random.Random(seed)
    for _ in range(i):  # (the deck of deal i whatever the worker)
        random_deck(rng)
    deck, dealer = random_deck(rng), i % 2
    log, score, below = _play(deck, dealer, i, budget)
    out: list[dict[str, Any]] = []
    for call in log:
        s = call["seat"]
        _, alt, alt_below = _play(deck, dealer, i, budget, (s, call["k"]))
        gain = (alt[s] - alt[1 - s]) - (score[s] - score[1 - s])
        stake = gain + _game(alt_below, s) - _game(below, s)
        out.append({"deal": i, **call, "gain": gain, "gain_with_stake": stake})
    out.append({"deal": i, "done": True, "calls": len(log)})
    return out


def summarize(lines: list[dict[str, Any]]) -> dict[str, Any]:
    deals = sum(1 for x in lines if x.get("done"))
    calls = [x for x in lines if not x.get("done")]
    out: dict[str, Any] = {"deals": deals}
    for name, overcall in (("overcall", True), ("direct", False)):
        mine = [x for x in calls if x["overcall"] is overcall]
        out[name] = {
            "calls": len(mine),
            "by_edge": {
                str(e): {
                    "replaced": len(sel := [x for x in mine if x["margin"] < e]),
                    "gain": sum(x["gain"] for x in sel),
                    "gain_with_stake": sum(x["gain_with_stake"] for x in sel),
                }
                for e in EDGES
            },
        }
    return out


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--seed", type=int, default=12345, help="seed of the deals")
    ap.add_argument("--budget", type=float, default=0.3, help="the hard bot's (the game's)")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None, help="JSON lines, appended as they come")
    ap.add_argument("--summarize", type=Path, default=None, help="only sum up this file")
    args = ap.parse_args(argv)
    run = Run()
    if args.summarize is not None:
        lines = [json.loads(x) for x in args.summarize.read_text().splitlines() if x.strip()]
    else:
        lines = []
        jobs = [(i, args.seed, args.budget, "") for i in range(args.deals)]
        with multiprocessing.Pool(max(1, args.workers)) as pool:
            for got in pool.imap_unordered(_deal, jobs):
                lines += got
                if args.out is not None:
                    with args.out.open("a") as f:
                        f.writelines(json.dumps(x) + "\n" for x in got)
    out = {"benchmark": "jojotte_nt_calls", **summarize(lines), **run.provenance()}
    print(json.dumps(out, indent=2))
    return out


if __name__ == "__main__":
    main()
