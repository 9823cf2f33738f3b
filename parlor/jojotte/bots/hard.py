"""The hard bot: double-dummy search over the worlds its observation allows.

- **Play**: perfect-information Monte Carlo. The opponent's hidden cards are drawn uniformly
  among the hands consistent with everything seen (:mod:`parlor.jojotte.worlds`), or all listed
  when there are few; each world is solved exactly by :class:`parlor.jojotte.dds.Solver` for the
  real deal score; the card (or King with "Jo") with the best mean score is played. Ties keep
  honours: the cheapest card, and "Jo" rather than no "Jo".
- **Auction**: for each legal call, deals are drawn around the six cards and the turn-up
  (weighted by the plausibility of the opponent's calls); in each world the rest of the auction
  is played out double dummy (each player picks the call best for him in that world), every
  contract being valued by the yes/no solver ("can the declarer make it") and the calibrated
  chance that a double-dummy make (or failure) is a real one, from
  ``data/jojotte_calibration.json``. The call with the best mean is taken.
- **Nullo**: with nine cards the defender compares the exact double-dummy value of the
  contract against that of Nullo (calibrated likewise) over sampled worlds. **Slam**: a failed
  Slam costs nothing beyond the normal scoring (rules section 8), so the declarer bids it
  whenever it has a chance: when the Slam search makes it in any sampled world.
- **The game at stake**: a suit or No-Trump contract decides a game (a made one puts the
  declarer's tricks below the line, a failed one the whole deal to the defender, 80 or more
  either way), and a game moves the rubber's 300: half of it from 0-0, all of it at 1-1
  (:func:`game_stake`). Calls and the Nullo decision add half that stake
  (:data:`STAKE_WEIGHT`, measured), weighted by the chance the contract is made, to the deal's
  points: from 0-0 the bot bids a contract it expects to make 62% of the time rather than
  only the 70% the deal's points alone would ask, and far fewer deals are thrown in.
- Exchanges the 7 of trumps, declares all its melds.
- Thinking is an anytime loop over worlds. The number of worlds comes from the ``budget``
  (seconds per card, 1.5 times that per call) and a cost model of the search per world, not
  from the clock, so that a seeded game replays identically; the injected ``clock`` stops a
  decision that runs far over its budget (after at least one world). Without a budget it
  solves a fixed number of worlds. Either way its choices depend only on the observation, the
  budget and its ``random.Random``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from parlor.jojotte.actions import (
    DOUBLE,
    EXCHANGE,
    JO,
    NO_EXCHANGE,
    NULLO,
    PASS,
    REDOUBLE,
    SLAM,
)
from parlor.jojotte.auction import Auction, AuctionStage, Contract
from parlor.jojotte.cards import NT, POINTS, R7, RK, RQ
from parlor.jojotte.dds import Solver
from parlor.jojotte.game import Observation, Phase, ScoreContext
from parlor.jojotte.melds import compare_melds, exchange_pays, find_melds
from parlor.jojotte.options import DEFAULT_OPTIONS, Options
from parlor.jojotte.play import PlayState
from parlor.jojotte.worlds import (
    SampledDeal,
    enumerate_hands,
    knowledge,
    play_state,
    play_weight,
    sample_deal,
    sample_hands,
)

from .base import BotBase, Clock, declare_what_scores

__all__ = ["Calibration", "HardBot", "default_calibration", "load_calibration"]


@dataclass(frozen=True, slots=True)
class Calibration:
    """How far double-dummy results are from real play (fitted from self-play).

    ``p_made_if_dd_made[kind]``: chance a contract the double-dummy solver makes is made in
    play; ``p_made_if_dd_failed[kind]`` likewise for one it fails (``kind``: ``suit``, ``nt``,
    ``nullo``). ``made_margin``: the declarer's mean score difference per point of the deal,
    beyond the bonuses, when an undoubled contract is made.
    """

    p_made_if_dd_made: dict[str, float]
    p_made_if_dd_failed: dict[str, float]
    made_margin: float = 0.35

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Calibration:
        return cls(
            {k: float(v) for k, v in data["p_made_if_dd_made"].items()},
            {k: float(v) for k, v in data["p_made_if_dd_failed"].items()},
            float(data.get("made_margin", 0.35)),
        )

    def p_made(self, kind: str, dd_made: bool) -> float:
        table = self.p_made_if_dd_made if dd_made else self.p_made_if_dd_failed
        return table.get(kind, 0.9 if dd_made else 0.1)


FALLBACK = Calibration(
    {"suit": 0.9, "nt": 0.85, "nullo": 0.8}, {"suit": 0.1, "nt": 0.1, "nullo": 0.0}, 0.35
)
"""Used when the calibration file cannot be read."""

_CALIBRATION: Calibration | None = None

CARD_COST = {9: 0.045, 8: 0.02, 7: 0.008, 6: 0.003, 5: 0.0015}
"""Seconds per world of a card decision by cards in hand (this 2-core class of machine)."""
CALL_COST = 0.05
"""Seconds per world of an auction call (the contracts' yes/no solves)."""
SLAM_COST = 0.01
"""Seconds per world of the Slam decision (a yes/no search that fails fast)."""
NULLO_COST = 0.06
"""Seconds per world of the Nullo decision (two full solves)."""
MAX_WORLDS = 48
BID_EDGE = 0.0
"""Points by which a bid must beat passing (20 made the bot far too passive: it declared 17
contracts in 100 deals against the medium bot's 70)."""
DOUBLE_EDGE = 40.0
"""... and a double or redouble (a wrong double costs twice the deal)."""
REJECT_TRIES = 6
"""Draws per world before a world that fits the calls badly is kept anyway."""
NULLO_SAMPLED = 0.6
"""A Nullo made double dummy in a sampled world is made this much less often than one made on
the true hands (0 of 7 against the medium bot with the plain calibrated chance)."""
NULLO_EDGE = 50.0
MIN_CARD_WORLDS = 6
"""Fewer worlds than this play clearly worse than the medium bot (measured), whatever the
budget: a card decision always looks at this many (about 0.3 s on the first trick)."""
RUBBER_BONUS = 300
"""The rubber's bonus (rules section 9), which a game won moves towards one side."""
STAKE_WEIGHT = 0.5
"""The share of the game's stake (:func:`game_stake`) counted in calls. Measured on the same
150 duplicate deals against the medium bot (budget 0.2): weight 0 won 51% of the deals
(+11 points a deal, its contracts made 78%), 0.25 won 63% (+17, 78%), 0.5 won 65% (+24,
77%), 0.75 won 61% (+20, 74%), 1 won 57% (+16, 72%). The full stake bids too much because
the chance of making a call's contract, estimated from a few sampled worlds, is highest for
the call that looks best (the winner's curse), and the stake multiplies that error."""
SAFETY = 20.0
"""The clock stops a decision at this many times its budget: only a runaway search, since a
stop makes the choice depend on time and a seeded game must replay (at 6 times, a resumed
sitting on a loaded machine diverged from the straight one)."""


def load_calibration(path: Path) -> Calibration:
    """Read a calibration JSON file (see ``benchmarks/calibrate_jojotte.py``)."""
    return Calibration.from_dict(json.loads(path.read_text(encoding="utf-8")))


def default_calibration() -> Calibration:
    """The shipped calibration (``data/jojotte_calibration.json``), read once."""
    global _CALIBRATION
    if _CALIBRATION is None:
        candidates = [
            Path(str(resources.files("parlor") / "_data" / "jojotte_calibration.json")),
            Path(__file__).resolve().parents[3] / "data" / "jojotte_calibration.json",
        ]
        cal = FALLBACK
        for p in candidates:
            try:
                cal = load_calibration(p)
                break
            except (OSError, ValueError, KeyError, TypeError):
                continue
        _CALIBRATION = cal
    return _CALIBRATION


def _card_key(action: int, strain: int) -> tuple[int, int, int]:
    """Tie-break order: "Jo" first, then the cheapest card, then the weakest."""
    c = action & 31
    pts = POINTS[strain][c]
    strength = c & 7
    return (0 if action >= JO else 1, pts, strength)


class HardBot(BotBase):
    """Double-dummy Monte Carlo player (see the module doc).

    ``worlds``: worlds per card decision without a clock (and at most, with one);
    ``bid_worlds``: worlds per call without a clock; ``enumerate_limit``: list every consistent
    world when there are at most this many. ``budget`` is seconds per card; calls get 1.5
    times it (capped at 1.8 s). ``options`` are the table's rule options.
    """

    level = "hard"

    def __init__(
        self,
        rng: random.Random,
        *,
        clock: Clock | None = None,
        budget: float | None = None,
        name: str | None = None,
        worlds: int = 16,
        bid_worlds: int = 12,
        enumerate_limit: int = 60,
        margin: int | None = 60,
        options: Options = DEFAULT_OPTIONS,
        calibration: Calibration | None = None,
    ) -> None:
        super().__init__(rng, clock=clock, budget=budget, name=name)
        self.worlds = worlds
        self.bid_worlds = bid_worlds
        self.enumerate_limit = enumerate_limit
        self.margin = margin
        self.options = options
        self.calibration = calibration if calibration is not None else default_calibration()
        self.last_worlds = 0
        """How many worlds the last decision looked at (for tests and benchmarks)."""
        self.nullo_share = 0.0
        """In the last Nullo decision, the share of worlds where Nullo makes double dummy."""

    # -- the protocol ----------------------------------------------------------------------
    def choose(self, observation: Observation, legal_actions: Sequence[int]) -> int:
        legal = list(legal_actions)
        if not legal:
            raise ValueError("no legal action to choose from")
        self.last_worlds = 0
        if len(legal) == 1:
            return legal[0]
        ph = observation.phase
        if ph == Phase.PLAY:
            return self._play(observation, legal)
        if ph == Phase.AUCTION:
            return self._bid(observation, legal)
        if ph == Phase.SECOND:
            return self._second(observation, legal)
        if ph == Phase.EXCHANGE:  # (unless the 7 is worth more to the melds: AQ18 #2)
            keep = not exchange_pays(observation.hand, observation.turn_up, self.options.fours)
            return NO_EXCHANGE if keep and NO_EXCHANGE in legal else EXCHANGE
        return declare_what_scores(observation, legal, self.options.fours)  # (section 6)

    def _deadline(self, scale: float = 1.0, cap: float | None = None) -> float | None:
        """The safety stop: :data:`SAFETY` times the budget (never reached on a normal machine)."""
        if self.clock is None or self.budget is None:
            return None
        b = self.budget * scale
        if cap is not None:
            b = min(b, cap)
        return self.clock() + SAFETY * b

    def _plan(
        self,
        fixed: int,
        cost: float,
        scale: float = 1.0,
        cap: float | None = None,
        least: int = 1,
    ) -> int:
        """How many worlds to look at: ``fixed`` without a budget, else what the budget buys.

        The count comes from the budget and a cost model of this machine class (seconds per
        world), not from the clock, so a seeded game is reproducible; the clock only stops a
        search that runs far over (see :meth:`_deadline`).
        """
        if self.budget is None:
            return fixed
        b = self.budget * scale
        if cap is not None:
            b = min(b, cap)
        return max(least, min(MAX_WORLDS, int(b / cost)))

    def _out_of_time(self, deadline: float | None) -> bool:
        return deadline is not None and self.clock is not None and self.clock() >= deadline

    # -- card play -------------------------------------------------------------------------
    def card_values(
        self, obs: Observation, legal: Sequence[int], deadline: float | None = None
    ) -> dict[int, float]:
        """Mean double-dummy score (for ``obs.player``) of each legal card over the worlds."""
        contract = obs.contract
        assert contract is not None
        k = knowledge(obs)
        listed = enumerate_hands(k, self.enumerate_limit)
        weights: list[float]
        if listed is not None:  # every world, weighted by how well it fits the calls
            self.rng.shuffle(listed)
            hands = listed
            weights = [play_weight(obs, h) for h in hands]
        else:  # sampled, rejecting by the same weight
            cards = obs.hand.bit_count()
            n = self._plan(self.worlds, CARD_COST.get(cards, 0.001), least=MIN_CARD_WORLDS)
            hands = []
            for _ in range(n):
                h = sample_hands(k, self.rng, 1)[0]
                for _ in range(REJECT_TRIES):
                    if self.rng.random() < play_weight(obs, h):
                        break
                    h = sample_hands(k, self.rng, 1)[0]
                hands.append(h)
            weights = [1.0] * len(hands)
        melds = obs.meld_points if obs.meld_points is not None and not contract.nullo else (0, 0)
        totals = dict.fromkeys(legal, 0.0)
        n = 0
        wsum = 0.0
        sign = 1 if obs.player == contract.declarer else -1
        for opp_hand, w in zip(hands, weights, strict=True):
            st = play_state(obs, opp_hand, self.options.last_trick)
            solver = Solver(
                st,
                contract,
                melds,
                obs.prison,
                prison_multiplied=self.options.prison_multiplied,
            )
            vals = solver.move_values(margin=self.margin)
            for a in legal:
                totals[a] += w * sign * vals.get(a, vals.get(a & 31, 0))
            n += 1
            wsum += w
            if self._out_of_time(deadline):
                break
        self.last_worlds = n
        return {a: totals[a] / (wsum or 1.0) for a in legal}

    def _play(self, obs: Observation, legal: list[int]) -> int:
        contract = obs.contract
        assert contract is not None
        strain = NT if contract.nullo else contract.strain
        values = self.card_values(obs, legal, self._deadline())
        best = max(values.values())
        cands = [a for a in legal if values[a] >= best - 1e-9]
        return min(cands, key=lambda a: _card_key(a, strain))

    # -- the auction -----------------------------------------------------------------------
    def call_values(
        self, obs: Observation, legal: Sequence[int], deadline: float | None = None
    ) -> dict[int, float]:
        """Mean value (for ``obs.player``) of each legal auction call over sampled deals."""
        totals = dict.fromkeys(legal, 0.0)
        n = 0
        base = self._auction(obs)
        for _ in range(self._plan(self.bid_worlds, CALL_COST, 1.5, 1.8)):
            world = sample_deal(obs, self.rng)
            ev = _WorldEval(world, obs, self.options, self.calibration)
            for call in legal:
                au = base.copy()
                au.apply(call)
                totals[call] += ev.auction_value(au)
            n += 1
            if self._out_of_time(deadline):
                break
        self.last_worlds = n
        return {c: totals[c] / max(n, 1) for c in legal}

    def _auction(self, obs: Observation) -> Auction:
        au = Auction(obs.dealer, obs.turn_up >> 3, no_trump=self.options.no_trump)
        for _, call in obs.calls:
            au.apply(call)
        return au

    def _bid(self, obs: Observation, legal: list[int]) -> int:
        values = self.call_values(obs, legal, self._deadline(1.5, 1.8))
        # The best of a few noisy estimates is biased upward (the winner's curse), and a double
        # that fails costs twice the deal: a double must beat passing by an edge.
        adjusted = {
            c: values[c]
            - (0.0 if c == PASS else DOUBLE_EDGE if c in (DOUBLE, REDOUBLE) else BID_EDGE)
            for c in legal
        }
        best = max(adjusted.values())
        # on a tie prefer the quieter call (pass), then the order of the legal calls
        cands = [c for c in legal if adjusted[c] >= best - 1e-9]
        return PASS if PASS in cands else cands[0]

    # -- Nullo and Slam --------------------------------------------------------------------
    def _second(self, obs: Observation, legal: list[int]) -> int:
        if SLAM in legal:
            # A failed Slam costs nothing beyond the normal scoring, so any chance is worth it;
            # a hand with none (no sampled world makes it) passes rather than bid it for show.
            return SLAM if self.slam_chance(obs, self._deadline(1.5, 1.8)) > 0 else PASS
        if NULLO not in legal:
            return legal[0]
        values = self.nullo_values(obs, self._deadline(1.5, 1.8))
        # Nullo bid on sampled worlds failed far more often than the calibration (made on the
        # true hands) says, so its chance is discounted again and it must be clearly better.
        if values[NULLO] > values[PASS] + NULLO_EDGE:
            return NULLO
        return PASS

    def slam_chance(self, obs: Observation, deadline: float | None = None) -> float:
        """Share of sampled worlds in which the declarer (``obs.player``) makes a Slam.

        Stops at the first world that makes it (the answer is then only known to be > 0).
        """
        contract = obs.contract
        assert contract is not None
        n = 0
        for _ in range(self._plan(self.bid_worlds, SLAM_COST, 1.5, 1.8)):
            world = sample_deal(obs, self.rng)
            ev = _WorldEval(world, obs, self.options, self.calibration)
            n += 1
            if ev.solver(contract.with_slam()).can_slam():
                self.last_worlds = n
                return 1.0 / n
            if self._out_of_time(deadline):
                break
        self.last_worlds = n
        return 0.0

    def nullo_values(self, obs: Observation, deadline: float | None = None) -> dict[int, float]:
        """Mean value (for ``obs.player``, the defender) of passing and of bidding Nullo."""
        contract = obs.contract
        assert contract is not None
        cal = self.calibration
        tot_pass = tot_nullo = 0.0
        made_worlds = 0
        n = 0
        me = obs.player
        for _ in range(self._plan(self.bid_worlds, NULLO_COST, 1.5, 1.8)):
            world = sample_deal(obs, self.rng)
            ev = _WorldEval(world, obs, self.options, cal)
            v_pass = ev.exact_value(
                contract.with_slam() if _slam_ok(contract, self.options) else contract
            )
            nullo = contract.to_nullo()
            st = PlayState(world.hands, NT, nullo.defender, last_trick=self.options.last_trick)
            solver = Solver(
                st, nullo, (0, 0), obs.prison, prison_multiplied=self.options.prison_multiplied
            )
            v_dd = solver.value()
            if v_dd > 0:  # double dummy makes it: discount by the calibrated real rate
                made_worlds += 1
                p = cal.p_made("nullo", True) * NULLO_SAMPLED
                v_nullo = p * v_dd + (1 - p) * (-200 - obs.prison)
            else:
                v_nullo = float(v_dd)
            # the contract, if it stands, also decides a game (Nullo scores above the line)
            kind = "nt" if contract.strain == NT else "suit"
            v_pass += ev.stake[contract.declarer] * (2 * cal.p_made(kind, v_pass > 0) - 1)
            tot_pass += v_pass if me == contract.declarer else -v_pass
            tot_nullo += v_nullo  # the Nullo declarer is me
            n += 1
            if self._out_of_time(deadline):
                break
        self.last_worlds = n
        self.nullo_share = made_worlds / max(n, 1)
        return {PASS: tot_pass / max(n, 1), NULLO: tot_nullo / max(n, 1)}


def _slam_ok(contract: Contract, options: Options) -> bool:
    return contract.strain != NT or options.slam_at_no_trump


def _rubber_chance(mine: int, theirs: int) -> float:
    """Chance of winning the rubber from these games won, each game an even chance."""
    if mine >= 2:
        return 1.0
    if theirs >= 2:
        return 0.0
    return 0.5 * (_rubber_chance(mine + 1, theirs) + _rubber_chance(mine, theirs + 1))


def game_stake(scores: ScoreContext | None, me: int) -> float:
    """What winning (rather than losing) the game at stake is worth to ``me``, in points.

    A suit or No-Trump contract that is not a tie puts at least 80 below the line for one
    player in all but freak deals (a made contract scores the declarer's tricks below, a failed
    one the whole deal to the defender), so it decides a game. The rubber's 300 then moves:
    from 0-0, 1-0 or 0-1 a game changes the rubber's expected value by 150, at 1-1 by 300.
    This is half the difference between winning and losing that game. Without a score context
    (a lone deal) the game is taken as the first of a rubber.
    """
    games = scores.games if scores is not None else (0, 0)
    mine, theirs = games[me], games[1 - me]
    won = 2 * _rubber_chance(mine + 1, theirs) - 1
    lost = 2 * _rubber_chance(mine, theirs + 1) - 1
    return RUBBER_BONUS * (won - lost) / 2


class _WorldEval:
    """Values of contracts in one sampled deal (hands known to both: double dummy)."""

    def __init__(
        self, world: SampledDeal, obs: Observation, options: Options, cal: Calibration
    ) -> None:
        self.world = world
        self.obs = obs
        self.me = obs.player
        self.options = options
        self.cal = cal
        self.turn_up = obs.turn_up
        self.stake = tuple(STAKE_WEIGHT * game_stake(obs.scores, p) for p in (0, 1))
        self._made: dict[tuple[int, int], bool] = {}
        self._setup: dict[int, tuple[tuple[int, int], tuple[int, int], int, int]] = {}

    def _strain_setup(self, strain: int) -> tuple[tuple[int, int], tuple[int, int], int, int]:
        """Hands after the exchange, meld points, total trick points, Jo holder (or -1)."""
        got = self._setup.get(strain)
        if got is not None:
            return got
        h = list(self.world.hands)
        tu = self.turn_up
        if strain == tu >> 3 and strain != NT and tu & 7 != R7:
            seven = strain * 8 + R7
            for p in (0, 1):
                if h[p] >> seven & 1:
                    h[p] ^= (1 << seven) | (1 << tu)
        hands = (h[0], h[1])
        fours = self.options.fours
        if strain == NT and not self.options.melds_at_no_trump:
            melds = (0, 0)
        else:
            m0, m1 = find_melds(hands[0], fours), find_melds(hands[1], fours)
            melds = compare_melds((m0, m1), strain, fours).points
        pts = POINTS[strain]
        total = self.options.last_trick
        rest = hands[0] | hands[1]
        while rest:
            low = rest & -rest
            total += pts[low.bit_length() - 1]
            rest ^= low
        holder = -1
        if strain != NT:
            kq = (1 << (strain * 8 + RK)) | (1 << (strain * 8 + RQ))
            for p in (0, 1):
                if hands[p] & kq == kq:
                    holder = p
        got = (hands, melds, total, holder)
        self._setup[strain] = got
        return got

    def made(self, strain: int, declarer: int) -> bool:
        key = (strain, declarer)
        got = self._made.get(key)
        if got is None:
            got = self.solver(Contract(strain, declarer)).can_make()
            self._made[key] = got
        return got

    def contract_value(self, c: Contract) -> float:
        """Estimated score difference for me of contract ``c`` in this world."""
        _, melds, total, holder = self._strain_setup(c.strain)
        d = c.declarer
        bonus = melds[d] - melds[1 - d]
        if holder >= 0:
            bonus += 20 if holder == d else -20
        dd_made = self.made(c.strain, d)
        kind = "nt" if c.strain == NT else "suit"
        p = self.cal.p_made(kind, dd_made)
        m = c.mult
        made_val = (self.cal.made_margin * total if m == 1 else total * m) + bonus
        fail_val = bonus - total * m
        v = p * made_val + (1 - p) * fail_val
        # the game the contract decides: won by the declarer if made, by the defender if not
        v += self.stake[d] * (2 * p - 1)
        return v if d == self.me else -v

    def auction_value(self, au: Auction) -> float:
        """The rest of the auction played double dummy in this world; value for me."""
        if au.stage == AuctionStage.VOID:
            return 0.0
        if au.stage == AuctionStage.DONE:
            c = au.contract()
            assert c is not None
            return self.contract_value(c)
        mover = au.to_speak
        best: float | None = None
        for call in au.legal_calls():
            nxt = au.copy()
            nxt.apply(call)
            v = self.auction_value(nxt)
            if best is None or (v > best if mover == self.me else v < best):
                best = v
        assert best is not None
        return best

    def solver(self, c: Contract) -> Solver:
        """The double-dummy solver of contract ``c`` in this world, the defender to lead
        (after the exchange of the 7, with the melds of the strain)."""
        hands, melds, _, _ = self._strain_setup(c.strain)
        st = PlayState(hands, c.strain, c.defender, last_trick=self.options.last_trick)
        return Solver(
            st, c, melds, self.obs.prison, prison_multiplied=self.options.prison_multiplied
        )

    def exact_value(self, c: Contract) -> float:
        """Exact double-dummy value (declarer's view) of contract ``c`` in this world."""
        return float(self.solver(c).value())
