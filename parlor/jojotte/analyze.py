"""Post-game analysis: every decision of a recorded deal against double-dummy best play.

Each deal of a sitting is replayed from its deck and, before each action, the decision is
valued with both hands open:

- **cards**: :class:`~parlor.jojotte.dds.Solver` values every legal card (and the King with or
  without "Jo") exactly, for the real deal score;
- **auction calls**: after each legal call the rest of the auction is played double dummy
  (each player picks the call best for him with all cards known) and the resulting contract
  is valued exactly by the solver (after the exchange of the 7 and with the melds of the
  deal; Nullo and Slam left aside);
- **Nullo / Slam** and the **exchange**: the exact values of the contract either way;
- meld declarations are listed but not valued (declaring everything is the default).

Values are the deal score difference for the player deciding (his points minus the
opponent's); ``lost`` is what the choice gave away against the best one. Everything here is
pure: the CLI in :mod:`.cli_analyze` reads the record and prints.

A deal not yet played out (the one a save stops in) is never analysed: valuing its moves with
both hands open would show the other player's hidden cards while the deal is still at the
table. :func:`unfinished_note` says so in one line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from .actions import EXCHANGE, NULLO, SLAM, action_str, is_declare
from .auction import Auction, AuctionStage, Contract
from .cards import NT, R7
from .dds import Solver
from .game import Deal, Phase, Sitting
from .melds import compare_melds, find_melds
from .options import Options
from .play import PlayState

__all__ = [
    "LEGEND",
    "Decision",
    "PlayerSummary",
    "analyze_deal",
    "analyze_sitting",
    "report_json",
    "unfinished_deal",
    "unfinished_note",
]

LEGEND = (
    "Values: the deal's points for the player who moved minus the other's, with both",
    "hands open and perfect play after (double dummy). 'best': no choice did better;",
    "'the best was X, +N: M lost': X was worth N, M points more than the choice made.",
)
"""What the numbers of ``parlor jojotte analyze`` mean, said above them."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision: who, where, what was chosen and what double dummy says of it."""

    rubber: int
    deal: int
    index: int
    """Index of the action in the deal's action list."""
    player: int
    phase: str
    action: str
    value: float | None
    """Double-dummy value of the chosen action for the player (None: not valued)."""
    best: str | None
    best_value: float | None
    lost: float
    choices: int


@dataclass(slots=True)
class PlayerSummary:
    name: str
    decisions: int = 0
    valued: int = 0
    mistakes: int = 0
    lost: float = 0.0
    lost_by_phase: dict[str, float] = field(default_factory=dict)

    def add(self, d: Decision) -> None:
        self.decisions += 1
        if d.value is None:
            return
        self.valued += 1
        if d.lost > 0:
            self.mistakes += 1
            self.lost += d.lost
            self.lost_by_phase[d.phase] = self.lost_by_phase.get(d.phase, 0.0) + d.lost


def _setup(
    deal: Deal, strain: int, exchange: bool = True
) -> tuple[tuple[int, int], tuple[int, int]]:
    """Both nine-card hands (after the exchange of the 7 unless ``exchange`` is false: whoever
    holds the 7 swaps it) and the meld points, everything declared."""
    nd = 1 - deal.dealer
    h = [deal.hand_at_start(0), deal.hand_at_start(1)]
    if h[0].bit_count() < 9:  # the auction is not over: deal the rest from the deck
        for i in (13, 14, 15):
            h[nd] |= 1 << deal.deck[i]
        for i in (16, 17, 18):
            h[deal.dealer] |= 1 << deal.deck[i]
    tu = deal.turn_up
    if exchange and strain != NT and strain == tu >> 3 and tu & 7 != R7:
        seven = strain * 8 + R7
        for p in (0, 1):
            if h[p] >> seven & 1:
                h[p] ^= (1 << seven) | (1 << tu)
    hands = (h[0], h[1])
    opts = deal.options
    if strain == NT and not opts.melds_at_no_trump:
        return hands, (0, 0)
    m = compare_melds(
        (find_melds(hands[0], opts.fours), find_melds(hands[1], opts.fours)), strain, opts.fours
    )
    return hands, m.points


class _DealValues:
    """Exact double-dummy values of whole contracts in one (fully known) deal."""

    def __init__(self, deal: Deal) -> None:
        self.deal = deal
        self.options: Options = deal.options
        self._cache: dict[tuple[int, int, int, bool, bool, bool], float] = {}

    def contract(self, c: Contract, exchange: bool = True) -> float:
        """Declarer's view."""
        key = (c.strain, c.declarer, c.mult, c.slam, c.nullo, exchange)
        got = self._cache.get(key)
        if got is not None:
            return got
        strain = NT if c.nullo else c.strain
        if c.nullo:
            hands, melds = _setup(self.deal, NT)
            melds = (0, 0)
        else:
            hands, melds = _setup(self.deal, strain, exchange)
        st = PlayState(hands, strain, c.defender, last_trick=self.options.last_trick)
        v = float(
            Solver(
                st,
                c,
                melds,
                self.deal.prison,
                prison_multiplied=self.options.prison_multiplied,
            ).value()
        )
        self._cache[key] = v
        return v

    def for_player(self, c: Contract | None, player: int) -> float:
        if c is None:
            return 0.0
        v = self.contract(c)
        return v if c.declarer == player else -v

    def auction(self, au: Auction, player: int) -> float:
        """The rest of the auction played double dummy; value for ``player``."""
        if au.stage == AuctionStage.VOID:
            return 0.0
        if au.stage == AuctionStage.DONE:
            return self.for_player(au.contract(), player)
        mover = au.to_speak
        vals = []
        for call in au.legal_calls():
            nxt = au.copy()
            nxt.apply(call)
            vals.append(self.auction(nxt, player))
        return max(vals) if mover == player else min(vals)


def _card_values(deal: Deal) -> dict[int, float]:
    pl = deal.play
    c = deal.contract
    assert pl is not None and c is not None
    melds = (0, 0) if deal.meld_result is None or c.nullo else deal.meld_result.points
    solver = Solver(pl, c, melds, deal.prison, prison_multiplied=deal.options.prison_multiplied)
    return {a: float(v) for a, v in solver.move_values().items()}


def _decision_values(deal: Deal, dv: _DealValues, legal: list[int]) -> dict[int, float] | None:
    """Values of the legal actions for the player to move (None: not valued)."""
    p = deal.current_player()
    ph = deal.phase
    if ph == Phase.PLAY:
        c = deal.contract
        assert c is not None
        vals = _card_values(deal)
        sign = 1.0 if p == c.declarer else -1.0
        return {a: sign * vals[a] for a in legal if a in vals}
    if ph == Phase.AUCTION:
        out = {}
        for call in legal:
            au = deal.auction.copy()
            au.apply(call)
            out[call] = dv.auction(au, p)
        return out
    if ph == Phase.SECOND:
        c = deal.contract
        assert c is not None
        slam_ok = c.strain != NT or deal.options.slam_at_no_trump
        out = {}
        for call in legal:
            if call == NULLO:
                out[call] = dv.for_player(c.to_nullo(), p)
            elif call == SLAM:
                out[call] = dv.for_player(c.with_slam(), p)
            elif p == c.defender and slam_ok:
                # passing lets the declarer bid Slam, which costs him nothing
                out[call] = dv.for_player(c.with_slam(), p)
            else:
                out[call] = dv.for_player(c, p)
        return out
    if ph == Phase.EXCHANGE:
        c = deal.contract
        assert c is not None
        out = {}
        for call in legal:
            v = dv.contract(c, exchange=call == EXCHANGE)
            out[call] = v if c.declarer == p else -v
        return out
    return None


def analyze_deal(deal: Deal, rubber: int = 1, number: int = 1) -> list[Decision]:
    """Every decision of a (finished or unfinished) deal, valued double dummy."""
    replay = Deal(deal.deck, deal.dealer, deal.options, prison=deal.prison, scores=deal.scores)
    dv = _DealValues(replay)
    out: list[Decision] = []
    for i, action in enumerate(deal.history):
        p = replay.current_player()
        legal = replay.legal_actions()
        phase = replay.phase.name.lower()
        vals = None if len(legal) < 2 or is_declare(action) else _decision_values(replay, dv, legal)
        if vals is not None and action in vals:
            best_a = max(vals, key=lambda a: (vals[a], a == action))
            best_v = vals[best_a]
            v = vals[action]
            out.append(
                Decision(
                    rubber,
                    number,
                    i,
                    p,
                    phase,
                    action_str(action),
                    round(v, 2),
                    action_str(best_a),
                    round(best_v, 2),
                    round(best_v - v, 2),
                    len(legal),
                )
            )
        else:
            out.append(
                Decision(
                    rubber,
                    number,
                    i,
                    p,
                    phase,
                    action_str(action),
                    None,
                    None,
                    None,
                    0.0,
                    len(legal),
                )
            )
        replay.apply(action)
    return out


def analyze_sitting(
    sitting: Sitting, progress: Callable[[int, int, int, int], None] | None = None
) -> list[Decision]:
    """Every decision of every deal played out in a sitting. The deal still being played (a
    save's) is left out: double dummy would show the hidden hands of a deal at the table.
    ``progress(rubber, deal, k, n)`` is called before each deal is valued (the ``k``-th of
    ``n``), for a caller that shows how far it is."""
    out: list[Decision] = []
    total = sum(len(rubber.deals) for rubber in sitting.rubbers)
    k = 0
    for r_i, rubber in enumerate(sitting.rubbers, start=1):
        # Deals are numbered within their rubber, as at the table and on the sheet.
        for n, deal in enumerate(rubber.deals, start=1):
            k += 1
            if progress is not None:
                progress(r_i, n, k, total)
            out.extend(analyze_deal(deal, r_i, n))
    return out


def unfinished_deal(sitting: Sitting) -> tuple[int, int] | None:
    """``(rubber, deal)`` of the deal still being played (numbered as at the table), if any."""
    if sitting.current is None or not sitting.rubbers:
        return None
    return len(sitting.rubbers), len(sitting.rubbers[-1].deals) + 1


def unfinished_note(sitting: Sitting) -> str | None:
    """One line on the deal still being played, which is not analysed; ``None`` if none."""
    where = unfinished_deal(sitting)
    if where is None:
        return None
    return f"Rubber {where[0]}, deal {where[1]} is still being played: not analysed until it ends."


def summaries(decisions: list[Decision], names: tuple[str, str]) -> list[PlayerSummary]:
    sums = [PlayerSummary(names[0]), PlayerSummary(names[1])]
    for d in decisions:
        sums[d.player].add(d)
    return sums


def report_json(
    decisions: list[Decision],
    names: tuple[str, str],
    unfinished: tuple[int, int] | None = None,
) -> dict[str, Any]:
    """The analysis as JSON-ready data: decisions with player names, and a summary each;
    given the deal still being played (:func:`unfinished_deal`), ``not_analysed`` names it."""
    rows = []
    for d in decisions:
        row = asdict(d)
        row["player"] = names[d.player]
        rows.append(row)
    out: dict[str, Any] = {
        "decisions": rows,
        "summary": [
            {
                "player": s.name,
                "decisions": s.decisions,
                "valued": s.valued,
                "mistakes": s.mistakes,
                "points_lost": round(s.lost, 2),
                "points_lost_by_phase": {k: round(v, 2) for k, v in s.lost_by_phase.items()},
            }
            for s in summaries(decisions, names)
        ],
    }
    if unfinished is not None:
        out["not_analysed"] = {
            "rubber": unfinished[0],
            "deal": unfinished[1],
            "reason": "still being played",
        }
    return out
