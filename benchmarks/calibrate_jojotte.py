"""Build ``data/jojotte_calibration.json``: how optimistic double-dummy results are in real play.

    python benchmarks/calibrate_jojotte.py --deals 200 --budget 0.05 --seed 1 \
        [--out data/jojotte_calibration.json]

The hard bot plays itself (full bidding and play). When the play starts, the final contract is
solved double dummy on the true hands ("can the declarer make it?"); at the end the real result
is compared. For Nullo, every deal where the defender could make Nullo double dummy is also
replayed with Nullo bid (a probe) and played out by the bots. The file records, per kind of
contract (``suit``, ``nt``, ``nullo``), the chance a double-dummy make is really made and the
chance a double-dummy failure is made anyway (Laplace-smoothed), the raw counts, and the
declarer's mean score margin per deal point in made undoubled contracts (``made_margin``).
Deterministic for a given seed when ``--budget 0`` (fixed worlds); with a budget the bots think
against the clock and results vary with the machine's speed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Run

from parlor.jojotte import Deal, random_deck
from parlor.jojotte.actions import NULLO
from parlor.jojotte.bots.hard import HardBot
from parlor.jojotte.cards import NT
from parlor.jojotte.dds import Solver, deal_points_total
from parlor.jojotte.game import Phase
from parlor.jojotte.play import PlayState

ROOT = Path(__file__).resolve().parents[1]


def play_until(deal: Deal, bots: tuple[HardBot, HardBot], phase: Phase) -> None:
    while not deal.is_over() and deal.phase < phase:
        p = deal.current_player()
        deal.apply_unchecked(bots[p].choose(deal.observation(p), deal.legal_actions()))


def dd_at_play_start(deal: Deal) -> bool:
    c = deal.contract
    pl = deal.play
    assert c is not None and pl is not None
    melds = (0, 0) if deal.meld_result is None or c.nullo else deal.meld_result.points
    s = Solver(pl, c, melds, deal.prison, prison_multiplied=deal.options.prison_multiplied)
    return s.can_make()


def real_made(deal: Deal) -> tuple[bool, int, int]:
    """(made, declarer's score difference, bonus difference) of a finished deal."""
    r = deal.result
    assert r is not None and r.contract is not None
    c = r.contract
    d = c.declarer
    diff = r.above[d] + r.below[d] - r.above[1 - d] - r.below[1 - d]
    made = bool(r.made)
    if c.nullo:
        return made, diff, 0
    bonus = [r.totals[p] - r.tp[p] for p in (0, 1)]
    return made, diff, bonus[d] - bonus[1 - d]


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    ap.add_argument("--deals", type=int, default=200, help="deals to calibrate on")
    ap.add_argument("--budget", type=float, default=0.05, help="seconds per decision")
    ap.add_argument("--seed", type=int, default=1, help="seed of the deals")
    ap.add_argument("--out", type=Path, default=None, help="write the JSON here")
    args = ap.parse_args(argv)
    clock = time.perf_counter if args.budget else None
    budget = args.budget or None

    def bots(tag: str) -> tuple[HardBot, HardBot]:
        return (
            HardBot(random.Random(f"{args.seed}:{tag}:0"), clock=clock, budget=budget),
            HardBot(random.Random(f"{args.seed}:{tag}:1"), clock=clock, budget=budget),
        )

    counts = {k: {"dd_made": [0, 0], "dd_failed": [0, 0]} for k in ("suit", "nt", "nullo")}
    margins: list[float] = []
    rng = random.Random(args.seed)
    t0 = time.perf_counter()
    run = Run()  # the code this run loaded, the machine and its load
    for i in range(args.deals):
        deal = Deal(random_deck(rng), i % 2)
        pair = bots(f"deal{i}")
        play_until(deal, pair, Phase.SECOND)
        if deal.is_over():
            continue
        # the Nullo probe: could the defender make Nullo double dummy? then play it out
        c = deal.contract
        assert c is not None
        if deal.phase == Phase.SECOND and deal.current_player() == c.defender:
            nullo = c.to_nullo()
            st = PlayState((deal.hands[0], deal.hands[1]), NT, nullo.defender)
            if Solver(st, nullo, (0, 0), deal.prison).can_nullo():
                probe = deal.clone()
                probe.apply(NULLO)
                play_until(probe, bots(f"probe{i}"), Phase.OVER)
                made, _, _ = real_made(probe)
                counts["nullo"]["dd_made"][0] += 1
                counts["nullo"]["dd_made"][1] += int(made)
        play_until(deal, pair, Phase.PLAY)
        if deal.is_over() or deal.phase != Phase.PLAY:
            continue
        c = deal.contract
        assert c is not None and deal.play is not None
        dd = dd_at_play_start(deal)
        kind = "nullo" if c.nullo else "nt" if c.strain == NT else "suit"
        total = deal_points_total(
            (deal.play.hands[0], deal.play.hands[1]), c.strain, (0, 0), deal.options.last_trick
        )
        play_until(deal, pair, Phase.OVER)
        made, diff, bonus = real_made(deal)
        key = "dd_made" if dd else "dd_failed"
        if kind != "nullo":  # Nullo comes from the probes (the bot's own Nullo bids are few)
            counts[kind][key][0] += 1
            counts[kind][key][1] += int(made)
        if made and not c.nullo and c.mult == 1 and total:
            margins.append((diff - bonus) / total)

    def rate(n_made: list[int]) -> float:
        n, m = n_made
        return round((m + 1) / (n + 2), 4)

    out: dict[str, Any] = {
        "what": "double-dummy optimism of the hard bot, fitted from self-play",
        "built_by": "benchmarks/calibrate_jojotte.py",
        "args": {"deals": args.deals, "budget": args.budget, "seed": args.seed},
        "p_made_if_dd_made": {k: rate(v["dd_made"]) for k, v in counts.items()},
        "p_made_if_dd_failed": {k: rate(v["dd_failed"]) for k, v in counts.items()},
        "made_margin": round(sum(margins) / len(margins), 4) if margins else 0.35,
        "counts": counts,
        "made_margin_samples": len(margins),
        "seconds": round(time.perf_counter() - t0, 1),
        **run.provenance(),
    }
    # Nullo failures double dummy are never bid: keep them impossible
    out["p_made_if_dd_failed"]["nullo"] = 0.0
    text = json.dumps(out, indent=2) + "\n"
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")
    print(text, end="")
    return out


if __name__ == "__main__":
    main()
