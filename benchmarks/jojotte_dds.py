"""Measure the Jo-Jotte double-dummy solver and the hard bot's thinking time; print JSON.

    python benchmarks/jojotte_dds.py [--solves 200] [--deals 20] [--think 0.3] [--seed 1]

- ``full_solve``: random nine-card deals (random strain and declarer, defender to lead),
  :meth:`Solver.value` from the first lead: median, p95, max of the wall time and of the
  process's CPU time (target: median <= 20 ms).
  Also every root card's value (``root_move_values``, what the bot needs per world) and the
  yes/no "can the declarer make it" search (``can_make``).
- ``hard_decisions``: whole deals of the hard bot (``--think`` seconds per card, twice that per
  call, the terminal's clock) against the medium bot; time per card and per call when there is
  more than one legal choice (targets: card median <= 0.4 s, p95 <= 1.0 s; call <= 2 s).

Timing is wall-clock on a shared machine: the load average is reported with the figures.
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

from _common import Run

from parlor.jojotte import Deal, random_deck
from parlor.jojotte.auction import Contract
from parlor.jojotte.bots.hard import HardBot
from parlor.jojotte.bots.medium import MediumBot
from parlor.jojotte.dds import Solver
from parlor.jojotte.game import Phase
from parlor.jojotte.play import PlayState


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))] if s else 0.0


def _summary(ts: list[float], unit: float = 1000.0) -> dict[str, float | int]:
    return {
        "n": len(ts),
        "median": round(statistics.median(ts) * unit, 3) if ts else 0.0,
        "p95": round(_pct(ts, 0.95) * unit, 3),
        "max": round(max(ts) * unit, 3) if ts else 0.0,
    }


def solve_times(n: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    value_t: list[float] = []
    value_cpu: list[float] = []
    moves_t: list[float] = []
    make_t: list[float] = []
    nodes: list[int] = []
    for _ in range(n):
        deck = random_deck(rng)
        h0 = sum(1 << c for c in deck[:9])
        h1 = sum(1 << c for c in deck[9:18])
        strain = rng.randrange(5)
        declarer = rng.randrange(2)
        contract = Contract(strain, declarer)

        def state(h0: int = h0, h1: int = h1, strain: int = strain, d: int = declarer) -> PlayState:
            return PlayState((h0, h1), strain, 1 - d)

        t0 = time.perf_counter()
        c0 = time.process_time()
        s = Solver(state(), contract)
        s.value()
        value_cpu.append(time.process_time() - c0)
        value_t.append(time.perf_counter() - t0)
        nodes.append(s.nodes)
        t0 = time.perf_counter()
        Solver(state(), contract).move_values()
        moves_t.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        Solver(state(), contract).can_make()
        make_t.append(time.perf_counter() - t0)
    return {
        "deals": n,
        "full_solve_ms": _summary(value_t),
        "full_solve_cpu_ms": _summary(value_cpu),
        "full_solve_nodes_median": statistics.median(nodes),
        "root_move_values_ms": _summary(moves_t),
        "can_make_ms": _summary(make_t),
        "target_full_solve_median_ms": 20,
    }


def decision_times(deals: int, think: float, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    hard = HardBot(random.Random(seed), clock=time.perf_counter, budget=think)
    medium = MediumBot(random.Random(seed + 1))
    card: list[float] = []
    call: list[float] = []
    for i in range(deals):
        deck = random_deck(rng)
        for hard_seat in (0, 1):
            deal = Deal(deck, i % 2)
            while not deal.is_over():
                p = deal.current_player()
                legal = deal.legal_actions()
                obs = deal.observation(p)
                if p == hard_seat:
                    t0 = time.perf_counter()
                    a = hard.choose(obs, legal)
                    dt = time.perf_counter() - t0
                    if len(legal) > 1:
                        (card if obs.phase == Phase.PLAY else call).append(dt)
                else:
                    a = medium.choose(obs, legal)
                deal.apply_unchecked(a)
    return {
        "deals": 2 * deals,
        "think_s": think,
        "card_s": _summary(card, 1.0),
        "call_s": _summary(call, 1.0),
        "targets": {"card_median_s": 0.4, "card_p95_s": 1.0, "call_max_s": 2.0},
    }


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    ap.add_argument("--solves", type=int, default=200, help="positions solved for the timing")
    ap.add_argument("--deals", type=int, default=20, help="deals for the decision times (x2)")
    ap.add_argument("--think", type=float, default=0.3, help="the hard bot's seconds per card")
    ap.add_argument("--seed", type=int, default=1, help="seed of the deals")
    args = ap.parse_args(argv)
    run = Run()  # the code this run loaded, the machine and its load
    out: dict[str, Any] = {"benchmark": "jojotte_dds"}
    if args.solves:
        out["solver"] = solve_times(args.solves, args.seed)
    if args.deals:
        out["hard_decisions"] = decision_times(args.deals, args.think, args.seed)
    out.update(run.provenance())
    print(json.dumps(out, indent=2))
    return out


if __name__ == "__main__":
    main()
