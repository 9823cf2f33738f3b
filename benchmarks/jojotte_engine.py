"""Measure the Jo-Jotte engine and print JSON.

    python benchmarks/jojotte_engine.py [--seconds 2] [--seed 1]

Figures (one core, pure Python):
- ``random_deals_per_second``: complete deals, auction through scoring, every action chosen
  uniformly at random among the legal ones from a seeded ``random.Random`` (void deals count).
- ``legal_actions_per_second``: ``Deal.legal_actions()`` on positions sampled from random deals
  (all phases); ``legal_mask_per_second``: ``PlayState.legal_mask()`` on play positions.
- ``play_unplay_per_second``: play-phase positions applied with ``PlayState.play`` and undone
  with ``PlayState.unplay`` (one apply + one undo counts as one).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
try:
    import parlor  # noqa: F401
except ImportError:  # run from a source checkout without installing
    sys.path.insert(0, str(ROOT))

from _common import Run  # noqa: E402

from parlor.jojotte.cards import cards_of  # noqa: E402
from parlor.jojotte.game import Deal, Phase, random_deck  # noqa: E402
from parlor.jojotte.play import PlayState  # noqa: E402

TARGET = 3000


def random_deals(seconds: float, seed: int) -> tuple[float, int, int]:
    rng = random.Random(seed)
    choice = rng.choice
    n = voids = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(50):
            deal = Deal(random_deck(rng), n & 1)
            while deal.phase != Phase.OVER:
                deal.apply_unchecked(choice(deal.legal_actions()))
            n += 1
            if deal.contract is None:
                voids += 1
        now = time.perf_counter()
        if now >= deadline:
            return n / (now - start), n, voids


def sample_positions(seed: int, count: int) -> tuple[list[Deal], list[PlayState]]:
    rng = random.Random(seed)
    deals: list[Deal] = []
    plays: list[PlayState] = []
    while len(deals) < count or len(plays) < count:
        deal = Deal(random_deck(rng), rng.randrange(2))
        while not deal.is_over():
            if rng.random() < 0.2:
                deals.append(deal.clone())
                if deal.play is not None:
                    plays.append(deal.play.copy())
            deal.apply_unchecked(rng.choice(deal.legal_actions()))
    return deals[:count], plays[:count]


def legal_generation(
    seconds: float, deals: list[Deal], plays: list[PlayState]
) -> tuple[float, float]:
    n = 0
    start = time.perf_counter()
    deadline = start + seconds / 2
    while time.perf_counter() < deadline:
        for d in deals:
            d.legal_actions()
        n += len(deals)
    actions_rate = n / (time.perf_counter() - start)
    n = 0
    start = time.perf_counter()
    deadline = start + seconds / 2
    while time.perf_counter() < deadline:
        for p in plays:
            p.legal_mask()
        n += len(plays)
    mask_rate = n / (time.perf_counter() - start)
    return actions_rate, mask_rate


def play_unplay(seconds: float, seed: int) -> float:
    rng = random.Random(seed)
    starts: list[PlayState] = []
    while len(starts) < 200:
        deal = Deal(random_deck(rng), rng.randrange(2))
        while not deal.is_over() and deal.phase != Phase.PLAY:
            deal.apply_unchecked(rng.choice(deal.legal_actions()))
        if deal.play is not None:
            starts.append(deal.play)
    n = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for ps in starts:
            depth = 0
            while ps.ntricks < 9:
                cards = list(cards_of(ps.legal_mask()))
                c = cards[rng.randrange(len(cards))]
                ps.play(c, ps.can_say_jo(c))
                depth += 1
            for _ in range(depth):
                ps.unplay()
            n += depth
    return n / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals")
    args = parser.parse_args(argv)
    run = Run()  # the code this run loaded, the machine and its load
    deals_rate, n_deals, voids = random_deals(args.seconds, args.seed)
    deals, plays = sample_positions(args.seed, 2000)
    actions_rate, mask_rate = legal_generation(args.seconds, deals, plays)
    pu_rate = play_unplay(args.seconds, args.seed)
    report = {
        "benchmark": "jojotte_engine",
        "random_deals_per_second": round(deals_rate, 1),
        "random_deals_measured": n_deals,
        "void_deal_share": round(voids / n_deals, 4),
        "legal_actions_per_second": round(actions_rate, 1),
        "legal_mask_per_second": round(mask_rate, 1),
        "play_unplay_per_second": round(pu_rate, 1),
        "target_random_deals_per_second": TARGET,
        "meets_target": deals_rate >= TARGET,
        "seconds_per_measurement": args.seconds,
        "seed": args.seed,
        **run.provenance(),
    }
    print(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()
