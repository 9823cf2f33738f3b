"""An independent referee for Jo-Jotte, written from the rules text alone, and a property test.

The referee (``RefDeal``, ``referee_sitting``) knows nothing of the engine: cards are strings
(``"JH"``), actions are the record texts of docs/records.md, and every rule is coded the plain
way from parlor/jojotte/RULES.md (the section is named next to each rule). The property test
plays random legal deals and rubbers through the engine under several option sets and checks,
at every step, that the engine offers exactly the actions the referee allows, then that the
trick winners, trick points, melds, Jo-Jotte, slam, prison and sheet entries, games, rubber
and sitting agree with the referee's, and that every card is accounted for (18 different cards
played, their points plus the last-trick bonus are the trick points of the deal). Smaller tests
cross-check the pieces (card points, trick winners, legal follows, meld comparison, deal
scoring) over more inputs than play reaches.

Where the rules are silent the referee keeps the engine's reading, and says so:
- with ``slam_at_no_trump`` off the declarer of a No-Trump contract is not asked about Slam;
- under ``fours=belote`` a four of sevens or eights is no meld at all (not offered, blocks
  nothing; it could only ever block another four worth nothing, so no score depends on it);
- the prison carries over games and rubbers until the sitting ends;
- a sitting with equal grand totals has no winner.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from parlor.jojotte.actions import action_str, parse_action
from parlor.jojotte.auction import Contract
from parlor.jojotte.cards import card_points, card_str, cards_of, mask_of, parse_card
from parlor.jojotte.game import Deal, Sitting, deck_from_hands, draw_first_dealer, random_deck
from parlor.jojotte.melds import compare_melds as engine_compare_melds
from parlor.jojotte.melds import find_melds
from parlor.jojotte.options import DEFAULT_OPTIONS, Options
from parlor.jojotte.play import legal_follow_mask, trick_winner
from parlor.jojotte.record import record_from_sitting, replay_record, sheet_json
from parlor.jojotte.scoring import score_deal

from .jojotte_helpers import load_example

# ---------------------------------------------------------------------------------------------
# The referee
# ---------------------------------------------------------------------------------------------

SUITS = "SHDC"
# Section 1: trick orders high to low, meld order, card points.
TRUMP_ORDER = "J9ATKQ87"
PLAIN_ORDER = "ATKQJ987"
MELD_ORDER = "AKQJT987"
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
# Section 2: the first-dealer draw, 7 low ... A high.
DRAW_ORDER = "789TJQKA"
# Section 2's deal order as 0-based deck indices (the rules count the cards from 1: cards 1-3
# to the non-dealer are indices 0-2; see docs/records.md).
NON_DEALER_SIX = (0, 1, 2, 6, 7, 8)
DEALER_SIX = (3, 4, 5, 9, 10, 11)
TURN_UP = 12
NON_DEALER_THREE = (13, 14, 15)
DEALER_THREE = (16, 17, 18)

NT = "NT"


def rank(c: str) -> str:
    return c[0]


def suit(c: str) -> str:
    return c[1]


def card_value(c: str, strain: str) -> int:
    """Section 1: trump values in the trump suit; plain values otherwise (all suits at NT)."""
    if suit(c) == strain:
        return TRUMP_POINTS[rank(c)]
    return PLAIN_POINTS[rank(c)]


def strength(c: str, strain: str) -> int:
    """Higher is stronger, within one suit."""
    order = TRUMP_ORDER if suit(c) == strain else PLAIN_ORDER
    return len(order) - order.index(rank(c))


def beats(second: str, led: str, strain: str) -> bool:
    """Section 7: the higher trump wins, else the higher card of the suit led."""
    if suit(second) == suit(led):
        return strength(second, strain) > strength(led, strain)
    return suit(second) == strain


def legal_follows(hand: list[str], led: str, strain: str) -> list[str]:
    """Section 7: the cards the second player may play."""
    same = [c for c in hand if suit(c) == suit(led)]
    if strain == NT:  # No-Trump and Nullo: follow suit if possible, else any card
        return same or list(hand)
    if same:
        if suit(led) == strain:  # trump led: beat it if he can
            higher = [c for c in same if strength(c, strain) > strength(led, strain)]
            return higher or same
        return same
    trumps = [c for c in hand if suit(c) == strain]
    return trumps or list(hand)


# -- melds (section 6) ------------------------------------------------------------------------
def runs_of(hand: list[str]) -> list[list[str]]:
    """Maximal runs of 3+ cards of one suit, consecutive in meld order, each top card first."""
    runs = []
    for s in SUITS:
        current: list[str] = []
        for r in MELD_ORDER:
            c = r + s
            if c in hand:
                current.append(c)
            else:
                if len(current) >= 3:
                    runs.append(current)
                current = []
        if len(current) >= 3:
            runs.append(current)
    return runs


def fours_of(hand: list[str], fours: str) -> list[str]:
    """Ranks held four times. Option ``belote``: sevens and eights are worth nothing, so they
    are not offered as melds (the engine's reading; it cannot change a score)."""
    out = []
    for r in MELD_ORDER:
        if all(r + s in hand for s in SUITS):
            if fours == "belote" and r in "78":
                continue
            out.append(r)
    return out


def run_points(run: list[str]) -> int:
    return 20 if len(run) == 3 else 40 if len(run) == 4 else 50


def four_points(r: str, fours: str) -> int:
    if fours == "belote":
        return {"J": 200, "9": 150}.get(r, 100)
    return 100


def meld_tokens(hand: list[str], fours: str) -> list[str]:
    return ["-".join(run) for run in runs_of(hand)] + ["4" + r for r in fours_of(hand, fours)]


def declaration_texts(hand: list[str], fours: str) -> set[str]:
    """Every declaration: any subset of the melds (a run is never split)."""
    tokens = meld_tokens(hand, fours)
    out = set()
    for k in range(len(tokens) + 1):
        for sub in combinations(tokens, k):
            out.add(norm_declaration(list(sub)))
    return out


def norm_declaration(tokens: list[str]) -> str:
    return "declare " + (" ".join(sorted(tokens)) if tokens else "none")


def norm(text: str) -> str:
    """A canonical text for an action (declarations: melds sorted)."""
    if text.startswith("declare"):
        tokens = [t for t in text.split()[1:] if t != "none"]
        return norm_declaration(tokens)
    return text


def compare_melds(
    declared: list[list[str]], strain: str, defender: int, fours: str
) -> tuple[list[int], list[int]]:
    """Section 6: (sequence points, four points) per player, from the declared tokens."""
    seq_pts = [0, 0]
    four_pts = [0, 0]
    runs = [[t.split("-") for t in d if "-" in t] for d in declared]
    quads = [[t[1] for t in d if t.startswith("4")] for d in declared]

    def best_key(p: int) -> tuple[int, int, int]:
        best = (0, 0, 0)
        for run in runs[p]:
            top = run[0]
            key = (
                len(run),
                len(MELD_ORDER) - MELD_ORDER.index(rank(top)),
                1 if suit(top) == strain and strain != NT else 0,
            )
            best = max(best, key)
        return best

    k0, k1 = best_key(0), best_key(1)
    if k0 != k1:  # an equal best (or neither has one): nobody scores sequences
        w = 0 if k0 > k1 else 1
        seq_pts[w] = sum(run_points(r) for r in runs[w])

    def best_four(p: int) -> int:
        return max((len(MELD_ORDER) - MELD_ORDER.index(r) for r in quads[p]), default=0)

    f0, f1 = best_four(0), best_four(1)
    if f0 != f1:
        w = 0 if f0 > f1 else 1
        four_pts[w] = sum(four_points(r, fours) for r in quads[w])
    return seq_pts, four_pts


# -- a deal -----------------------------------------------------------------------------------
@dataclass
class RefContract:
    strain: str  # a suit letter or NT
    declarer: int
    mult: int = 1
    slam: bool = False
    nullo: bool = False


@dataclass
class RefResult:
    contract: RefContract | None
    tp: list[int]
    tricks: list[int]
    melds: list[int]
    jo: list[int]
    above: list[int]
    below: list[int]
    prison: int
    log: list[tuple[int, str, str, int, int]]  # leader, led, second, winner, points
    played: list[str]


@dataclass
class RefDeal:
    """A deal run by the referee from its deck (card strings), dealer and the actions."""

    deck: list[str]
    dealer: int
    options: Options
    prison: int = 0
    hands: list[list[str]] = field(default_factory=lambda: [[], []])
    stage: str = "r1"
    to_move: int = 0
    bid: RefContract | None = None  # the standing bid during the auction
    responder: int = -1
    response_kind: str = ""  # "suit", "nt", "double"
    contract: RefContract | None = None
    declared: list[list[str]] = field(default_factory=lambda: [[], []])
    declared_by: list[bool] = field(default_factory=lambda: [False, False])
    leader: int = 0
    led: str | None = None
    tricks: list[tuple[int, str, str, int, int]] = field(default_factory=list)
    won_cards: list[list[str]] = field(default_factory=lambda: [[], []])
    jo_said: list[bool] = field(default_factory=lambda: [False, False])
    jo: list[int] = field(default_factory=lambda: [0, 0])
    result: RefResult | None = None
    void: bool = False

    def __post_init__(self) -> None:
        nd = 1 - self.dealer
        self.hands[nd] = [self.deck[i] for i in NON_DEALER_SIX]
        self.hands[self.dealer] = [self.deck[i] for i in DEALER_SIX]
        self.turn_up = self.deck[TURN_UP]
        self.to_move = nd

    # -- what may be done ---------------------------------------------------------------------
    def legal(self) -> set[str]:
        o = self.options
        st_ = self.stage
        turn_suit = suit(self.turn_up)
        if st_ == "r1":
            return {"accept", "pass"}
        if st_ == "r2":
            out = {"pass"} | {f"bid {s}" for s in SUITS if s != turn_suit}
            if o.no_trump:
                out.add("nt")
            return out
        if st_ == "respond":
            if self.response_kind == "suit":
                return {"double", "pass"} | ({"nt"} if o.no_trump else set())
            if self.response_kind == "nt":
                return {"double", "pass"}
            return {"redouble", "pass"}  # after a double
        if st_ == "nullo":
            return {"nullo", "pass"}
        if st_ == "slam":
            return {"slam", "pass"}
        if st_ == "exchange":
            return {"exchange", "no-exchange"}
        if st_ == "melds":
            return declaration_texts(self.hands[self.to_move], o.fours)
        if st_ == "play":
            c = self.contract
            assert c is not None
            hand = self.hands[self.to_move]
            cards = list(hand) if self.led is None else legal_follows(hand, self.led, c.strain)
            out = {f"play {x}" for x in cards}
            if not c.nullo and c.strain != NT:
                king, queen = "K" + c.strain, "Q" + c.strain
                if king in cards and queen in hand:
                    out.add(f"play {king} jo")
            return out
        return set()

    # -- doing it -----------------------------------------------------------------------------
    def apply(self, text: str) -> None:
        text = norm(text)
        assert text in self.legal(), (text, self.stage, sorted(self.legal()))
        p = self.to_move
        nd = 1 - self.dealer
        st_ = self.stage
        if st_ in ("r1", "r2"):
            if text == "pass":
                if p == nd:
                    self.to_move = self.dealer
                elif st_ == "r1":
                    self.stage, self.to_move = "r2", nd
                else:
                    self.void = True
                    self._finish_void()
                return
            if text == "nt":
                self.bid = RefContract(NT, p)
                self._respond(1 - p, "nt")
            else:
                s = suit(self.turn_up) if text == "accept" else text.split()[1]
                self.bid = RefContract(s, p)
                self._respond(1 - p, "suit")
            return
        if st_ == "respond":
            bid = self.bid
            assert bid is not None
            if text == "pass":
                self._fix_contract()
            elif text == "nt":  # the No-Trump overcall: the overcaller is the new bidder
                self.bid = RefContract(NT, p)
                self._respond(1 - p, "nt")
            elif text == "double":
                bid.mult = 2
                self._respond(bid.declarer, "double")
            else:  # redouble: nothing follows
                bid.mult = 4
                self._fix_contract()
            return
        if st_ == "nullo":
            c = self.contract
            assert c is not None
            if text == "nullo":  # section 4: replaces the contract, cancels doubles
                self.contract = RefContract(NT, p, 1, False, True)
                self._after_second()
            elif c.strain != NT or self.options.slam_at_no_trump:
                self.stage, self.to_move = "slam", c.declarer
            else:  # Slam not allowed at No-Trump: the declarer is not asked
                self._after_second()
            return
        if st_ == "slam":
            c = self.contract
            assert c is not None
            if text == "slam":
                c.slam = True
            self._after_second()
            return
        if st_ == "exchange":
            if text == "exchange":
                c = self.contract
                assert c is not None
                seven = "7" + c.strain
                self.hands[p].remove(seven)
                self.hands[p].append(self.turn_up)
            self._start_melds()
            return
        if st_ == "melds":
            tokens = [t for t in text.split()[1:] if t != "none"]
            self.declared[p] = tokens
            self.declared_by[p] = True
            if p == self._defender():
                self.to_move = 1 - p
            else:
                self._start_play()
            return
        assert st_ == "play"
        self._play(p, text)

    def _defender(self) -> int:
        assert self.contract is not None
        return 1 - self.contract.declarer

    def _respond(self, who: int, kind: str) -> None:
        self.stage, self.responder, self.response_kind, self.to_move = "respond", who, kind, who

    def _fix_contract(self) -> None:
        """Section 2.4: three more cards each, then the second phase (section 4)."""
        self.contract = self.bid
        nd = 1 - self.dealer
        self.hands[nd] += [self.deck[i] for i in NON_DEALER_THREE]
        self.hands[self.dealer] += [self.deck[i] for i in DEALER_THREE]
        self.stage, self.to_move = "nullo", self._defender()

    def _after_second(self) -> None:
        """Section 5: the exchange of the 7 of trumps, only at the turn-up's suit."""
        c = self.contract
        assert c is not None
        if not c.nullo and c.strain == suit(self.turn_up):
            seven = "7" + c.strain
            for p in (0, 1):
                if seven in self.hands[p]:
                    self.stage, self.to_move = "exchange", p
                    return
        self._start_melds()

    def _start_melds(self) -> None:
        c = self.contract
        assert c is not None
        if c.nullo or (c.strain == NT and not self.options.melds_at_no_trump):
            self._start_play()
            return
        self.stage, self.to_move = "melds", self._defender()

    def _start_play(self) -> None:
        self.stage = "play"
        self.leader = self._defender()
        self.to_move = self.leader
        self.led = None
        self.played: list[str] = []

    def _play(self, p: int, text: str) -> None:
        c = self.contract
        assert c is not None
        parts = text.split()
        card = parts[1]
        self.hands[p].remove(card)
        self.played.append(card)
        if len(parts) == 3:  # "Jo" with the King
            self.jo_said[p] = True
        if rank(card) == "Q" and suit(card) == c.strain and self.jo_said[p]:
            self.jo[p] += 20  # "Jotte"
        if self.led is None:
            self.led = card
            self.to_move = 1 - p
            return
        led, leader = self.led, self.leader
        winner = 1 - leader if beats(card, led, c.strain) else leader
        pts = card_value(led, c.strain) + card_value(card, c.strain)
        if len(self.tricks) == 8:
            pts += self.options.last_trick
        self.tricks.append((leader, led, card, winner, pts))
        self.won_cards[winner] += [led, card]
        self.led = None
        self.leader = self.to_move = winner
        if len(self.tricks) == 9:
            self._score()

    def _finish_void(self) -> None:
        self.stage = "over"
        self.result = RefResult(
            None, [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], self.prison, [], []
        )

    def _score(self) -> None:
        self.stage = "over"
        c = self.contract
        assert c is not None
        tricks = [sum(1 for t in self.tricks if t[3] == p) for p in (0, 1)]
        tp = [sum(t[4] for t in self.tricks if t[3] == p) for p in (0, 1)]
        melds = [0, 0]
        if not c.nullo and (self.declared_by[0] or self.declared_by[1]):
            seq, quads = compare_melds(self.declared, c.strain, 1 - c.declarer, self.options.fours)
            melds = [seq[p] + quads[p] for p in (0, 1)]
        jo = [0, 0] if c.nullo else self.jo
        above, below, prison = ref_score(
            c, tp, tricks, melds, jo, self.prison, self.options.prison_multiplied
        )
        self.result = RefResult(
            c, tp, tricks, melds, jo, above, below, prison, self.tricks, self.played
        )


def ref_score(
    c: RefContract,
    tp: list[int],
    tricks: list[int],
    melds: list[int],
    jo: list[int],
    prison: int,
    prison_multiplied: bool,
) -> tuple[list[int], list[int], int]:
    """Section 8, from the prose: (above, below, prison after the deal)."""
    above, below = [0, 0], [0, 0]
    D, d = c.declarer, 1 - c.declarer
    if c.nullo:  # no melds, Jo-Jotte or card points count
        k = tricks[D]
        taker = D if k == 0 else d
        above[taker] += 200 if k == 0 else 200 + 100 * (k - 1)
        below[taker] += prison
        return above, below, 0
    slam = [0, 0]
    for p in (0, 1):
        if tricks[p] == 9:
            slam[p] = 500 if (p == D and c.slam) else 100
    bonus = [melds[p] + jo[p] + slam[p] for p in (0, 1)]  # above the line, never multiplied
    total = [tp[p] + bonus[p] for p in (0, 1)]
    for p in (0, 1):
        above[p] += bonus[p]
    m = c.mult
    if total[D] == total[d]:  # prison: nothing below the line
        return above, below, prison + (tp[D] + tp[d]) * (m if prison_multiplied else 1)
    w = D if total[D] > total[d] else d
    if m > 1:
        below[w] += (tp[D] + tp[d]) * m
    elif w == D:
        below[D] += tp[D]
        above[d] += tp[d]
    else:
        below[d] += tp[D] + tp[d]
    below[w] += prison  # the whole prison, not multiplied again
    return above, below, 0


# -- rubber and sitting (section 9) -----------------------------------------------------------
def first_dealer(draws: list[list[str]]) -> int:
    a, b = draws[-1]
    assert DRAW_ORDER.index(rank(a)) != DRAW_ORDER.index(rank(b))
    for pair in draws[:-1]:
        assert rank(pair[0]) == rank(pair[1])
    return 0 if DRAW_ORDER.index(rank(a)) < DRAW_ORDER.index(rank(b)) else 1


def referee_sitting(
    record: dict[str, Any], contexts: list[tuple[Any, ...]] | None = None
) -> dict[str, Any]:
    """Score a whole record from scratch, in the ``replay --json`` shape (docs/records.md).

    ``contexts`` receives the sheet as it stands before each deal: (rubber, deal within the
    rubber, games of the rubber, below in the current game, sitting above, sitting below)."""
    above_all, below_all = [0, 0], [0, 0]
    options = Options.from_dict(record.get("options", {}))
    names = record.get("players", ["A", "B"])
    prison = 0
    deals_out = []
    rubbers_out = []
    totals = [0, 0]
    for r_no, rub in enumerate(record["rubbers"], start=1):
        dealer = (
            first_dealer(rub["draws"])
            if rub.get("draws")
            else names.index(rub["deals"][0]["dealer"])
        )
        games = [0, 0]
        game_below = [0, 0]
        rub_tot = [0, 0]
        winner = None
        for d_no, drec in enumerate(rub["deals"], start=1):
            assert winner is None, "a deal after the rubber was won"
            if contexts is not None:
                contexts.append(
                    (
                        r_no,
                        d_no,
                        tuple(games),
                        tuple(game_below),
                        tuple(above_all),
                        tuple(below_all),
                    )
                )
            assert names.index(drec["dealer"]) == dealer
            ref = RefDeal(list(drec["deck"]), dealer, options, prison)
            for text in drec["actions"]:
                ref.apply(text)
            res = ref.result
            assert res is not None
            prison = res.prison
            game_won_by = None
            for p in (0, 1):
                game_below[p] += res.below[p]
                rub_tot[p] += res.above[p] + res.below[p]
                above_all[p] += res.above[p]
                below_all[p] += res.below[p]
            for p in (0, 1):
                if game_below[p] >= 80:
                    game_won_by = p
            if game_won_by is not None:
                games[game_won_by] += 1
                game_below = [0, 0]
                if games[game_won_by] == 2:
                    winner = game_won_by
                    rub_tot[winner] += 300  # the rubber bonus, above the line
                    above_all[winner] += 300
            deals_out.append(
                {
                    "rubber": r_no,
                    "deal": d_no,
                    "above": dict(zip(names, res.above, strict=True)),
                    "below": dict(zip(names, res.below, strict=True)),
                    "prison": res.prison,
                    "game_won_by": None if game_won_by is None else names[game_won_by],
                }
            )
            dealer = 1 - dealer  # the deal alternates, void deals included
        rubbers_out.append(
            {
                "rubber": r_no,
                "games": dict(zip(names, games, strict=True)),
                "rubber_won_by": None if winner is None else names[winner],
                "totals": dict(zip(names, rub_tot, strict=True)),
            }
        )
        for p in (0, 1):
            totals[p] += rub_tot[p]
    last = rubbers_out[-1]
    out: dict[str, Any] = {
        "deals": deals_out,
        "games": last["games"],
        "rubber_won_by": last["rubber_won_by"],
        "totals": dict(zip(names, totals, strict=True)),
    }
    if options.rubbers > 1:
        out["rubbers"] = rubbers_out
        over = len(rubbers_out) == options.rubbers and last["rubber_won_by"] is not None
        sw = None
        if over and totals[0] != totals[1]:
            sw = names[0] if totals[0] > totals[1] else names[1]
        out["sitting_won_by"] = sw
    return out


# ---------------------------------------------------------------------------------------------
# Driving the engine and the referee side by side
# ---------------------------------------------------------------------------------------------

OPTION_SETS = [
    Options(),
    Options(info_card="top", fours="belote"),
    Options(no_trump=False, last_trick=0),
    Options(slam_at_no_trump=False, melds_at_no_trump=False, prison_multiplied=False),
    Options(rubbers=2, last_trick=25, fours="belote"),
    Options(info_card="top", no_trump=False, fours="belote", melds_at_no_trump=False),
    Options(rubbers=3, prison_multiplied=False, last_trick=0, slam_at_no_trump=False),
]


def cards(mask_or_list: Any) -> list[str]:
    return [card_str(c) for c in mask_or_list]


def choose(rng: random.Random, ref: RefDeal, actions: list[int], style: int) -> int:
    """A random legal action; ``style`` biases it (1: the declarer's side plays high, so slams,
    2: bids and doubles more often, 0: uniform)."""
    texts = [action_str(a) for a in actions]
    if ref.stage == "nullo":  # Nullo ends most random deals quickly: keep it rarer
        return actions[texts.index("nullo" if rng.random() < 0.1 else "pass")]
    if style == 0 or len(actions) == 1:
        return rng.choice(actions)
    if ref.stage == "play" and style == 1 and ref.contract is not None:
        c = ref.contract
        strong = c.declarer if not c.nullo else 1 - c.declarer
        mine = [a for a, t in zip(actions, texts, strict=True) if t.endswith("jo")]
        if mine and ref.to_move == strong:
            return mine[0]
        plays = [
            (strength(t.split()[1], c.strain) + 20 * (suit(t.split()[1]) == c.strain), a)
            for a, t in zip(actions, texts, strict=True)
        ]
        plays.sort()
        return plays[-1][1] if ref.to_move == strong else plays[0][1]
    wanted = [a for a, t in zip(actions, texts, strict=True) if t != "pass"]
    if wanted and rng.random() < 0.6:
        return rng.choice(wanted)
    return rng.choice(actions)


def check_deal_result(deal: Deal, ref: RefDeal) -> None:
    res, mine = deal.result, ref.result
    assert res is not None and mine is not None
    if mine.contract is None:
        assert res.contract is None
    else:
        c = res.contract
        assert c is not None
        strain = NT if c.strain == 4 else SUITS[c.strain]
        got = (strain, c.declarer, c.mult, c.slam, c.nullo)
        want = mine.contract
        assert got == (want.strain, want.declarer, want.mult, want.slam, want.nullo)
    log = [(t[0], card_str(t[1]), card_str(t[2]), t[3], t[4]) for t in res.log]
    assert log == mine.log
    assert list(res.tricks) == mine.tricks
    if mine.contract is not None and not mine.contract.nullo:
        assert list(res.tp) == mine.tp
        assert list(res.melds) == mine.melds, (deal.declared, ref.declared)
        assert list(res.jo) == mine.jo
    assert (list(res.above), list(res.below), res.prison) == (mine.above, mine.below, mine.prison)
    if mine.contract is not None and not mine.contract.nullo:
        c1 = mine.contract
        slam = [0, 0]
        for p in (0, 1):
            if mine.tricks[p] == 9:
                slam[p] = 500 if (p == c1.declarer and c1.slam) else 100
        totals = [mine.tp[p] + mine.melds[p] + mine.jo[p] + slam[p] for p in (0, 1)]
        assert list(res.slam) == slam
        assert list(res.totals) == totals
        assert res.made == (totals[c1.declarer] > totals[1 - c1.declarer])
    elif mine.contract is not None:
        assert res.made == (mine.tricks[mine.contract.declarer] == 0)
    # conservation: 18 different cards played, each once, and their points add up
    if mine.contract is not None:
        c2 = mine.contract
        played = mine.played
        assert len(played) == 18 and len(set(played)) == 18
        assert all(h == 0 for h in deal.hands)  # every card of both hands was played
        assert deal.info_card < 0 or card_str(deal.info_card) not in played
        unseen = [ref.deck[i] for i in range(19, 32)]
        assert not set(unseen) & set(played)
        if ref.turn_up in played:  # only through the exchange of the 7
            assert "7" + suit(ref.turn_up) not in played
        total = sum(card_value(x, c2.strain) for x in played) + ref.options.last_trick
        assert sum(mine.tp) == total
        if not c2.nullo:
            assert sum(res.tp) == total


def check_in_progress(deal: Deal, ref: RefDeal) -> None:
    """Hands, and the running trick points, tricks and Jo-Jotte a player is shown."""
    for p in (0, 1):
        assert sorted(cards(cards_of(deal.hands[p]))) == sorted(ref.hands[p])
    obs = deal.observation(ref.to_move)
    if ref.contract is not None:  # the information card is public once nine cards are held
        assert obs.info_card is not None
        assert card_str(obs.info_card) == ref.deck[ref.options.info_index]
    won = [[t for t in ref.tricks if t[3] == p] for p in (0, 1)]
    assert list(obs.tricks_won) == [len(w) for w in won]
    assert list(obs.trick_points) == [sum(t[4] for t in w) for w in won]
    assert list(obs.jo_points) == ref.jo
    assert obs.prison == ref.prison


def play_deal(sitting: Sitting, deck: list[int], rng: random.Random, style: int) -> RefDeal:
    deal = sitting.new_deal(deck)
    ref = RefDeal(cards(deck), deal.dealer, sitting.options, sitting.prison)
    while not deal.is_over():
        actions = deal.legal_actions()
        engine = {norm(action_str(a)) for a in actions}
        assert deal.current_player() == ref.to_move, ref.stage
        assert engine == ref.legal(), (ref.stage, sorted(engine ^ ref.legal()))
        check_in_progress(deal, ref)
        a = choose(rng, ref, actions, style)
        deal.apply(a)
        ref.apply(action_str(a))
    assert ref.stage == "over"
    check_deal_result(deal, ref)
    sitting.finish_deal(deal)
    return ref


def stacked_deck(rng: random.Random, by_rank: bool) -> list[int]:
    """A deck dealt in packets of like cards, so that sequences (or fours) abound and meld
    comparisons are often close: the pack sorted by suit and meld order (or by rank), cut at
    random, in packets of three shuffled among themselves."""
    if by_rank:
        pack = [r + s for r in MELD_ORDER for s in SUITS]
    else:
        pack = [r + s for s in SUITS for r in MELD_ORDER]
    cut = rng.randrange(32)
    pack = pack[cut:] + pack[:cut]
    packets = [pack[i : i + 3] for i in range(0, 30, 3)]
    rng.shuffle(packets)
    deck = [c for packet in packets for c in packet] + pack[30:]
    return [parse_card(c) for c in deck]


def play_sitting(seed: int, options: Options, max_deals: int) -> Sitting:
    rng = random.Random(seed)
    sitting = Sitting(options)
    deals = 0
    while not sitting.is_over and deals < max_deals:
        if sitting.needs_rubber:
            sitting.start_rubber(draws=draw_first_dealer(rng))
        kind = rng.randrange(4)
        deck = random_deck(rng) if kind < 2 else stacked_deck(rng, kind == 3)
        play_deal(sitting, deck, rng, rng.choice((0, 1, 2)))
        deals += 1
    return sitting


def check_sheet(sitting: Sitting) -> None:
    record = record_from_sitting(sitting)
    contexts: list[tuple[Any, ...]] = []
    want = referee_sitting(record, contexts)
    got = []
    for rubber in sitting.rubbers:
        for deal in rubber.deals:
            sc = deal.scores
            assert sc is not None
            got.append((sc.rubber, sc.deal, sc.games, sc.game_below, sc.above, sc.below))
    assert got == contexts
    if sitting.is_over:  # section 9: the larger grand total wins; pending prison is discarded
        assert sitting.prison == 0
        t = [want["totals"][n] for n in sitting.names]
        assert sitting.winner() == (None if t[0] == t[1] else 0 if t[0] > t[1] else 1)
    # the JSON names the options of a sitting played by house rules (the referee scores by them)
    if record["options"] != DEFAULT_OPTIONS.to_dict():
        want = {**want, "options": record["options"]}
    assert sheet_json(sitting) == want
    assert sheet_json(replay_record(record)) == want


# -- the referee against the worked examples of rules section 12 ----------------------------
def test_referee_scores_the_worked_examples_as_the_rules_do() -> None:
    one = referee_sitting(load_example(1))
    assert one["deals"] == [
        {
            "rubber": 1,
            "deal": 1,
            "above": {"A": 80, "B": 31},
            "below": {"A": 88, "B": 0},
            "prison": 0,
            "game_won_by": "A",
        }
    ]
    two = referee_sitting(load_example(2))
    assert two["deals"] == [
        {
            "rubber": 1,
            "deal": 1,
            "above": {"A": 20, "B": 0},
            "below": {"A": 124, "B": 0},
            "prison": 0,
            "game_won_by": "A",
        }
    ]
    three = referee_sitting(load_example(3))
    assert three["deals"] == [
        {
            "rubber": 1,
            "deal": 1,
            "above": {"A": 0, "B": 300},
            "below": {"A": 0, "B": 0},
            "prison": 0,
            "game_won_by": None,
        }
    ]


def test_referee_trick_by_trick_on_example_1() -> None:
    rec = load_example(1)["rubbers"][0]["deals"][0]
    ref = RefDeal(rec["deck"], 1, Options())
    for text in rec["actions"]:
        ref.apply(text)
    res = ref.result
    assert res is not None
    assert [(t[1], t[2], "AB"[t[3]], t[4]) for t in res.log] == [
        ("AC", "9C", "B", 11),
        ("TC", "TH", "A", 20),
        ("JH", "9H", "A", 34),
        ("KH", "7D", "A", 4),
        ("QH", "8D", "A", 3),
        ("AD", "JS", "A", 13),
        ("KD", "QS", "A", 7),
        ("QD", "KS", "A", 7),
        ("8S", "TS", "B", 20),
    ]
    assert res.tp == [88, 31] and res.melds == [60, 0] and res.jo == [20, 0]


# -- the property test ------------------------------------------------------------------------
@settings(max_examples=800)
@given(st.integers(0, 2**32 - 1), st.sampled_from(OPTION_SETS))
def test_engine_agrees_with_the_referee(seed: int, options: Options) -> None:
    sitting = play_sitting(seed, options, max_deals=40)
    check_sheet(sitting)


# -- the pieces, more widely than play reaches ------------------------------------------------
STRAINS = [*SUITS, NT]
ALL_CARDS = [r + s for s in SUITS for r in MELD_ORDER]


def engine_strain(strain: str) -> int:
    return 4 if strain == NT else SUITS.index(strain)


def test_card_points_trick_winners_and_legal_follows_agree_with_the_referee() -> None:
    rng = random.Random(7)
    for strain in STRAINS:
        es = engine_strain(strain)
        for c in ALL_CARDS:
            assert card_points(parse_card(c), es) == card_value(c, strain), (c, strain)
        for led in ALL_CARDS:
            for second in ALL_CARDS:
                if second == led:
                    continue
                want = 1 if beats(second, led, strain) else 0
                assert trick_winner(0, parse_card(led), parse_card(second), es) == want
            for _ in range(40):
                hand = rng.sample([c for c in ALL_CARDS if c != led], rng.randint(1, 9))
                got = legal_follow_mask(mask_of(parse_card(c) for c in hand), parse_card(led), es)
                assert sorted(cards(cards_of(got))) == sorted(legal_follows(hand, led, strain))


@settings(max_examples=50)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["bottom", "top"]))
def test_deck_from_hands_lays_the_deal_order_of_section_2(seed: int, info_card: str) -> None:
    rng = random.Random(seed)
    pack = rng.sample(ALL_CARDS, 20)
    nd6, d6, up, nd3, d3, info = pack[:6], pack[6:12], pack[12], pack[13:16], pack[16:19], pack[19]
    options = Options(info_card=info_card)
    deck = cards(
        deck_from_hands(
            [parse_card(c) for c in nd6],
            [parse_card(c) for c in d6],
            parse_card(up),
            [parse_card(c) for c in nd3],
            [parse_card(c) for c in d3],
            parse_card(info),
            options,
        )
    )
    assert sorted(deck) == sorted(ALL_CARDS)
    assert [deck[i] for i in NON_DEALER_SIX] == nd6 and [deck[i] for i in DEALER_SIX] == d6
    assert deck[TURN_UP] == up
    assert [deck[i] for i in NON_DEALER_THREE] == nd3 and [deck[i] for i in DEALER_THREE] == d3
    assert deck[31 if info_card == "bottom" else 19] == info


def declared_masks(tokens: list[str]) -> tuple[int, int]:
    a = parse_action(norm_declaration(tokens))
    return a & 0xFFFFFFFF, (a >> 32) & 0xFF


@settings(max_examples=300)
@given(st.integers(0, 2**32 - 1), st.sampled_from(STRAINS), st.sampled_from(["flat100", "belote"]))
def test_meld_comparison_agrees_with_the_referee(seed: int, strain: str, fours: str) -> None:
    rng = random.Random(seed)
    # two hands from a pack sorted by suit or by rank, so runs and fours are common
    if rng.random() < 0.5:
        pack = [r + s for s in SUITS for r in MELD_ORDER]
    else:
        pack = [r + s for r in MELD_ORDER for s in SUITS]
    packets = [pack[i : i + rng.choice((3, 4, 5))] for i in range(0, 32, 4)]
    rng.shuffle(packets)
    flat = [c for packet in packets for c in packet]
    flat = list(dict.fromkeys(flat + rng.sample(pack, 32)))
    hands = [flat[:9], flat[9:18]]
    declared: list[list[str]] = []
    for hand in hands:
        engine_melds = find_melds(mask_of(parse_card(c) for c in hand), fours)
        assert declared_masks(meld_tokens(hand, fours)) == engine_melds
        tokens = meld_tokens(hand, fours)
        declared.append([t for t in tokens if rng.random() < 0.8])
    seq, quads = compare_melds(declared, strain, 0, fours)
    masks = (declared_masks(declared[0]), declared_masks(declared[1]))
    got = engine_compare_melds(masks, engine_strain(strain), fours)
    assert list(got.points) == [seq[p] + quads[p] for p in (0, 1)], (declared, strain)


@settings(max_examples=500)
@given(
    st.sampled_from([*SUITS, NT]),
    st.integers(0, 1),
    st.sampled_from([1, 2, 4]),
    st.booleans(),
    st.booleans(),
    st.integers(0, 9),
    st.lists(st.integers(0, 200), min_size=6, max_size=6),
    st.integers(0, 400),
    st.booleans(),
    st.booleans(),
)
def test_deal_scoring_agrees_with_the_referee(
    strain: str,
    declarer: int,
    mult: int,
    slam: bool,
    nullo: bool,
    tricks0: int,
    numbers: list[int],
    prison: int,
    tie: bool,
    prison_multiplied: bool,
) -> None:
    if nullo:
        c = RefContract(NT, declarer, 1, False, True)
    else:
        c = RefContract(strain, declarer, mult, slam)
    tricks = [tricks0, 9 - tricks0]
    tp = numbers[0:2]
    melds = [numbers[2] // 20 * 20, numbers[3] // 20 * 20]
    jo = [20 * (numbers[4] % 2), 20 * (numbers[5] % 2) * (numbers[4] % 2 == 0)]
    if tie and not nullo:  # make the totals equal: the prison
        sb = [(500 if p == declarer and slam else 100) if tricks[p] == 9 else 0 for p in (0, 1)]
        tp[1] = tp[0] + melds[0] + jo[0] + sb[0] - melds[1] - jo[1] - sb[1]
        if tp[1] < 0:
            tp[0] -= tp[1]
            tp[1] = 0
        assert tp[0] + melds[0] + jo[0] + sb[0] == tp[1] + melds[1] + jo[1] + sb[1]
    want = ref_score(c, tp, tricks, melds, jo, prison, prison_multiplied)
    ec = Contract(engine_strain(c.strain), c.declarer, c.mult, c.slam, c.nullo)
    above, below, jail = score_deal(
        ec,
        (tp[0], tp[1]),
        (tricks[0], tricks[1]),
        (melds[0], melds[1]),
        (jo[0], jo[1]),
        prison,
        prison_multiplied=prison_multiplied,
    )
    assert (list(above), list(below), jail) == want
