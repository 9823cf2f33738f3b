"""An independent referee of the *course* of a deal (rules sections 2-7), checked step by step.

``test_scoring_oracle`` re-scores finished deals from their facts; nothing independent checked
*which calls and cards the engine offers* at each point. The referee below is written from
``/work/shared/rules/jojotte.md`` alone. At every step of many random deals it says who is to
move and which actions are legal, and the engine must offer exactly that set:

- section 2: who receives which card of the deck (0-2, 6-8, 13-15 non-dealer; 3-5, 9-11,
  16-18 dealer; 12 the turn-up; 31, or 19 with ``info_card=top``, the information card);
- section 3: round 1 (accept or pass, non-dealer first), round 2 (another suit, No-Trump or pass,
  non-dealer first), the answers (No-Trump overcall, double, redouble), the void deal;
- section 4: Nullo (defender first, cancels the doubles), then Slam (declarer, also at No-Trump
  unless switched off);
- section 5: the exchange of the 7, offered to whoever holds it, only in the turn-up's suit;
- section 6: the declarations (each meld whole or not at all, defender first), none in Nullo;
- section 7: the leader (the defender; in Nullo the former declarer), following, beating a trump
  lead, trumping, and "Jo" offered with the King of trumps exactly while the Queen is held.

At the end of each deal the referee also scores it by the reference ``score_deal`` of section 8
with its own card values and meld comparison.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from parlor.jojotte.actions import (
    ACCEPT,
    BID_SUIT,
    DECLARE,
    DOUBLE,
    EXCHANGE,
    JO,
    NO_EXCHANGE,
    NT_BID,
    NULLO,
    PASS,
    REDOUBLE,
    SLAM,
)
from parlor.jojotte.game import Deal, random_deck
from parlor.jojotte.options import Options

# The public card numbering: card = suit * 8 + rank, rank 0..7 = 7 8 9 T J Q K A (meld order).
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)
PLAIN_ORDER = [ACE, TEN, KING, QUEEN, JACK, NINE, EIGHT, SEVEN]  # high to low (section 1)
TRUMP_ORDER = [JACK, NINE, ACE, TEN, KING, QUEEN, EIGHT, SEVEN]
PLAIN_VALUE = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2, NINE: 0, EIGHT: 0, SEVEN: 0}
TRUMP_VALUE = {JACK: 20, NINE: 14, ACE: 11, TEN: 10, KING: 4, QUEEN: 3, EIGHT: 0, SEVEN: 0}
BELOTE_FOURS = {JACK: 200, NINE: 150, ACE: 100, TEN: 100, KING: 100, QUEEN: 100}


def suit(c: int) -> int:
    return c // 8


def rank(c: int) -> int:
    return c % 8


@dataclass
class Referee:
    """The deal as the rules text describes it (sets of cards, plain Python)."""

    deck: list[int]
    dealer: int
    options: Options
    prison: int = 0
    hands: list[set[int]] = field(default_factory=lambda: [set(), set()])
    stage: str = "r1"
    to_move: int = -1
    bidder: int = -1  # the prospective declarer
    strain: int | None = None  # a suit 0-3, or 4 for No-Trump
    mult: int = 1
    nullo: bool = False
    slam: bool = False
    info: int | None = None
    declared: list[tuple[set[int], set[int]] | None] = field(default_factory=lambda: [None, None])
    leader: int = -1
    led: int | None = None
    tricks: list[tuple[int, int, int]] = field(default_factory=list)  # (leader, led, answer)
    jo_said: list[bool] = field(default_factory=lambda: [False, False])
    jo: list[int] = field(default_factory=lambda: [0, 0])

    def __post_init__(self) -> None:
        nd = 1 - self.dealer
        self.hands[nd] = {self.deck[i] for i in (0, 1, 2, 6, 7, 8)}
        self.hands[self.dealer] = {self.deck[i] for i in (3, 4, 5, 9, 10, 11)}
        self.turn_up = self.deck[12]
        self.to_move = nd

    # -- helpers ---------------------------------------------------------------------------
    @property
    def trump(self) -> int | None:
        return None if self.nullo or self.strain in (None, 4) else self.strain

    @property
    def declarer(self) -> int:
        return self.bidder

    @property
    def defender(self) -> int:
        return 1 - self.bidder

    def legal(self) -> set[int]:
        st = self.stage
        nt = {NT_BID} if self.options.no_trump else set()
        if st == "r1":
            return {ACCEPT, PASS}
        if st == "r2":
            return {BID_SUIT + s for s in range(4) if s != suit(self.turn_up)} | nt | {PASS}
        if st == "answer-suit":
            return nt | {DOUBLE, PASS}
        if st == "answer-nt":
            return {DOUBLE, PASS}
        if st == "answer-double":
            return {REDOUBLE, PASS}
        if st == "nullo":
            return {NULLO, PASS}
        if st == "slam":
            return {SLAM, PASS}
        if st == "exchange":
            return {EXCHANGE, NO_EXCHANGE}
        if st == "melds":
            return self.declarations(self.to_move)
        if st == "play":
            return self.legal_cards()
        return set()

    # -- section 6 -------------------------------------------------------------------------
    def runs(self, cards: set[int]) -> list[frozenset[int]]:
        out = []
        for s in range(4):
            r = 0
            while r < 8:
                if s * 8 + r in cards:
                    start = r
                    while r < 8 and s * 8 + r in cards:
                        r += 1
                    if r - start >= 3:
                        out.append(frozenset(s * 8 + x for x in range(start, r)))
                else:
                    r += 1
        return out

    def four_worth(self, r: int) -> int:
        return BELOTE_FOURS.get(r, 0) if self.options.fours == "belote" else 100

    def fours(self, cards: set[int]) -> list[int]:
        return [
            r for r in range(8) if all(s * 8 + r in cards for s in range(4)) and self.four_worth(r)
        ]

    def declarations(self, p: int) -> set[int]:
        units: list[tuple[frozenset[int], int]] = [(run, -1) for run in self.runs(self.hands[p])]
        units += [(frozenset(), r) for r in self.fours(self.hands[p])]
        out = set()
        for k in range(1 << len(units)):
            seq = 0
            fr = 0
            for i, (run, r) in enumerate(units):
                if k >> i & 1:
                    for c in run:
                        seq |= 1 << c
                    if r >= 0:
                        fr |= 1 << r
            out.add(DECLARE | seq | (fr << 32))
        return out

    def meld_points(self) -> tuple[int, int]:
        pts = [0, 0]
        d0, d1 = self.declared
        assert d0 is not None and d1 is not None
        decl = (d0, d1)
        best = []
        for p in (0, 1):
            keys = [
                (len(run), max(rank(c) for c in run), suit(min(run)) == self.trump)
                for run in self.runs(decl[p][0])
            ]
            best.append(max(keys) if keys else None)
        b0, b1 = best
        winner = None
        if b0 and not b1:
            winner = 0
        elif b1 and not b0:
            winner = 1
        elif b0 and b1:
            if b0[:2] != b1[:2]:
                winner = 0 if b0[:2] > b1[:2] else 1
            elif self.trump is not None and b0[2] != b1[2]:
                winner = 0 if b0[2] else 1
        if winner is not None:
            for run in self.runs(decl[winner][0]):
                pts[winner] += 20 if len(run) == 3 else 40 if len(run) == 4 else 50
        tops = [max(decl[p][1], default=None) for p in (0, 1)]
        if tops[0] is not None or tops[1] is not None:
            w = 0 if tops[1] is None or (tops[0] is not None and tops[0] > tops[1]) else 1
            pts[w] += sum(self.four_worth(r) for r in decl[w][1])
        return (pts[0], pts[1])

    # -- section 7 -------------------------------------------------------------------------
    def strength(self, c: int) -> int:
        order = TRUMP_ORDER if suit(c) == self.trump else PLAIN_ORDER
        return 8 - order.index(rank(c))

    def value(self, c: int) -> int:
        return (TRUMP_VALUE if suit(c) == self.trump else PLAIN_VALUE)[rank(c)]

    def beats(self, led: int, c: int) -> bool:
        if suit(c) == suit(led):
            return self.strength(c) > self.strength(led)
        return suit(c) == self.trump

    def legal_cards(self) -> set[int]:
        hand = self.hands[self.to_move]
        if self.led is None:
            cards = set(hand)
        else:
            led = self.led
            same = {c for c in hand if suit(c) == suit(led)}
            trumps = {c for c in hand if suit(c) == self.trump}
            if self.trump is None:
                cards = same or set(hand)
            elif same and suit(led) == self.trump:
                cards = {c for c in same if self.beats(led, c)} or same
            elif same:
                cards = same
            else:
                cards = trumps or set(hand)
        out = set(cards)
        if self.trump is not None:
            king, queen = self.trump * 8 + KING, self.trump * 8 + QUEEN
            if king in cards and queen in hand:
                out.add(king + JO)
        return out

    # -- applying --------------------------------------------------------------------------
    def apply(self, a: int) -> None:
        p = self.to_move
        st = self.stage
        nd = 1 - self.dealer
        if st in ("r1", "r2"):
            if a == PASS:
                if p == nd:
                    self.to_move = self.dealer
                elif st == "r1":
                    self.stage, self.to_move = "r2", nd
                else:
                    self.stage, self.to_move = "void", -1
                return
            self.bidder = p
            self.to_move = 1 - p
            if a == NT_BID:
                self.strain, self.stage = 4, "answer-nt"
            else:
                self.strain = suit(self.turn_up) if a == ACCEPT else a - BID_SUIT
                self.stage = "answer-suit"
            return
        if st in ("answer-suit", "answer-nt", "answer-double"):
            if a == NT_BID:  # the overcaller becomes the prospective declarer at No-Trump
                self.bidder, self.strain, self.stage, self.to_move = p, 4, "answer-nt", 1 - p
            elif a == DOUBLE:
                self.mult, self.stage, self.to_move = 2, "answer-double", self.bidder
            else:
                if a == REDOUBLE:
                    self.mult = 4
                self.deal_rest()
            return
        if st == "nullo":
            if a == NULLO:
                self.nullo, self.mult, self.bidder = True, 1, p
                self.after_second()
            elif self.strain == 4 and not self.options.slam_at_no_trump:
                self.after_second()
            else:
                self.stage, self.to_move = "slam", self.declarer
            return
        if st == "slam":
            self.slam = a == SLAM
            self.after_second()
            return
        if st == "exchange":
            if a == EXCHANGE:
                seven = self.trump * 8 + SEVEN if self.trump is not None else -1
                self.hands[p].remove(seven)
                self.hands[p].add(self.turn_up)
            self.start_melds()
            return
        if st == "melds":
            seq = {c for c in range(32) if a >> c & 1}
            fours = {r for r in range(8) if a >> (32 + r) & 1}
            self.declared[p] = (seq, fours)
            if p == self.defender:
                self.to_move = self.declarer
            else:
                self.start_play()
            return
        assert st == "play"
        c = a - JO if a >= JO else a
        self.hands[p].remove(c)
        if self.trump is not None:
            if c == self.trump * 8 + QUEEN and self.jo_said[p]:
                self.jo[p] = 20
            if a >= JO:
                self.jo_said[p] = True
        if self.led is None:
            self.led = c
            self.to_move = 1 - p
            return
        led = self.led
        winner = p if self.beats(led, c) else self.leader
        self.tricks.append((self.leader, led, c))
        self.leader = self.to_move = winner
        self.led = None
        if len(self.tricks) == 9:
            self.stage, self.to_move = "over", -1

    def deal_rest(self) -> None:
        nd = 1 - self.dealer
        self.hands[nd] |= {self.deck[i] for i in (13, 14, 15)}
        self.hands[self.dealer] |= {self.deck[i] for i in (16, 17, 18)}
        self.info = self.deck[31 if self.options.info_card == "bottom" else 19]
        self.stage, self.to_move = "nullo", self.defender

    def after_second(self) -> None:
        t = self.trump
        if t is not None and t == suit(self.turn_up) and rank(self.turn_up) != SEVEN:
            for p in (0, 1):
                if t * 8 + SEVEN in self.hands[p]:
                    self.stage, self.to_move = "exchange", p
                    return
        self.start_melds()

    def start_melds(self) -> None:
        if self.nullo or (self.strain == 4 and not self.options.melds_at_no_trump):
            self.declared = [(set(), set()), (set(), set())]
            self.start_play()
            return
        self.stage, self.to_move = "melds", self.defender

    def start_play(self) -> None:
        self.stage = "play"
        self.leader = self.to_move = self.defender

    # -- section 8 -------------------------------------------------------------------------
    def score(self) -> tuple[tuple[int, int], tuple[int, int], int]:
        above = [0, 0]
        below = [0, 0]
        won = [0, 0]
        tp = [0, 0]
        for i, (leader, led, ans) in enumerate(self.tricks):
            w = 1 - leader if self.beats(led, ans) else leader
            won[w] += 1
            tp[w] += self.value(led) + self.value(ans) + (self.options.last_trick if i == 8 else 0)
        if self.nullo:
            k = won[self.declarer]
            taker = self.declarer if k == 0 else self.defender
            above[taker] += 200 + 100 * max(0, k - 1)
            below[taker] += self.prison
            return (above[0], above[1]), (below[0], below[1]), 0
        melds = self.meld_points()
        bonus = [0, 0]
        for p in (0, 1):
            slam = (500 if p == self.declarer and self.slam else 100) if won[p] == 9 else 0
            bonus[p] = melds[p] + self.jo[p] + slam
            above[p] += bonus[p]
        total = [tp[p] + bonus[p] for p in (0, 1)]
        dd, d, m = self.declarer, self.defender, self.mult
        if total[dd] == total[d]:
            jailed = (tp[dd] + tp[d]) * (m if self.options.prison_multiplied else 1)
            return (above[0], above[1]), (below[0], below[1]), self.prison + jailed
        w = dd if total[dd] > total[d] else d
        if m > 1:
            below[w] += (tp[dd] + tp[d]) * m
        elif w == dd:
            below[dd] += tp[dd]
            above[d] += tp[d]
        else:
            below[d] += tp[dd] + tp[d]
        below[w] += self.prison
        return (above[0], above[1]), (below[0], below[1]), 0


def choose(rng: random.Random, legal: list[int], stage: str) -> int:
    """A random legal action, biased so that bids, doubles, Nullo, Slam and Jo all happen."""
    prefer = {
        "r1": (ACCEPT, 0.45),
        "r2": (None, 0.6),
        "answer-suit": (None, 0.45),
        "answer-nt": (DOUBLE, 0.35),
        "answer-double": (REDOUBLE, 0.4),
        "nullo": (NULLO, 0.2),
        "slam": (SLAM, 0.25),
        "exchange": (EXCHANGE, 0.6),
    }.get(stage)
    if prefer is not None:
        want, chance = prefer
        if rng.random() < chance:
            bids = [a for a in legal if a != PASS] if want is None else [want]
            bids = [a for a in bids if a in legal]
            if bids:
                return rng.choice(bids)
        return PASS if PASS in legal else (NO_EXCHANGE if NO_EXCHANGE in legal else legal[0])
    if stage == "play":
        jo = [a for a in legal if a >= JO]
        if jo and rng.random() < 0.7:
            return jo[0]
    return rng.choice(legal)


def built_deck(rng: random.Random) -> list[int]:
    """A deck where the non-dealer holds K-Q of the turn-up suit and the dealer its 7, or runs."""
    deck = random_deck(rng)
    s = rng.randrange(4)
    wanted = {12: s * 8 + rng.choice([ACE, TEN, NINE, JACK, EIGHT]), 0: s * 8 + KING}
    wanted[1] = s * 8 + QUEEN
    wanted[rng.choice([3, 16])] = s * 8 + SEVEN
    for place, c in wanted.items():
        i = deck.index(c)
        deck[i], deck[place] = deck[place], deck[i]
    return deck


OPTION_SETS = [
    Options(),
    Options(info_card="top", fours="belote"),
    Options(no_trump=False, last_trick=0),
    Options(slam_at_no_trump=False, melds_at_no_trump=False, prison_multiplied=False),
]


def run_deal(
    deck: list[int], dealer: int, options: Options, prison: int, rng: random.Random
) -> int:
    deal = Deal(deck, dealer, options, prison=prison)
    ref = Referee(list(deck), dealer, options, prison)
    steps = 0
    while not deal.is_over():
        where = f"step {steps}, stage {ref.stage}, history {deal.history}"
        assert deal.current_player() == ref.to_move, where
        legal = deal.legal_actions()
        assert set(legal) == ref.legal(), where
        assert len(legal) == len(set(legal)), where
        if ref.stage == "melds":  # the bots declare everything by taking the first choice
            assert legal[0] == max(legal, key=lambda a: bin(a).count("1")), where
        if ref.stage not in ("r1", "r2", "answer-suit", "answer-nt", "answer-double"):
            assert deal.info_card == ref.info, where
            obs = deal.observation(ref.to_move)
            assert obs.info_card == ref.info, where
        for p in (0, 1):
            assert deal.hand(p) == sum(1 << c for c in ref.hands[p]), (p, where)
        a = choose(rng, sorted(legal), ref.stage)
        deal.apply(a)
        ref.apply(a)
        steps += 1
    assert ref.stage in ("over", "void"), ref.stage
    result = deal.result
    assert result is not None
    if ref.stage == "void":
        assert result.void and result.prison == prison
        assert (result.above, result.below) == ((0, 0), (0, 0))
        return prison
    assert result.contract is not None
    c = result.contract
    assert (c.declarer, c.mult, c.nullo, c.slam) == (ref.declarer, ref.mult, ref.nullo, ref.slam)
    assert c.strain == (4 if ref.nullo else ref.strain)
    assert (result.above, result.below, result.prison) == ref.score(), deal.history
    return result.prison


def test_the_engine_offers_exactly_the_calls_and_cards_the_rules_allow() -> None:
    rng = random.Random(16)
    prison = 0
    kinds: set[str] = set()
    for n in range(500):
        options = OPTION_SETS[n % len(OPTION_SETS)]
        deck = built_deck(rng) if n % 3 == 0 else random_deck(rng)
        prison = run_deal(deck, n % 2, options, prison, rng)
        kinds.add("prison" if prison else "clear")
    assert kinds == {"prison", "clear"}


def test_the_referee_reaches_every_kind_of_deal() -> None:
    """The random walk of the first test reaches what it is meant to check (else it is blind)."""
    rng = random.Random(16)
    seen: set[str] = set()
    for n in range(300):
        options = OPTION_SETS[n % len(OPTION_SETS)]
        deck = built_deck(rng) if n % 3 == 0 else random_deck(rng)
        deal = Deal(deck, n % 2, options)
        ref = Referee(list(deck), n % 2, options)
        while not deal.is_over():
            legal = sorted(deal.legal_actions())
            a = choose(rng, legal, ref.stage)
            if ref.stage == "exchange" and a == EXCHANGE:
                seen.add("exchange")
            if ref.stage == "answer-suit" and a == NT_BID:
                seen.add("overcall")
            if a == REDOUBLE:
                seen.add("redouble")
            if a in (NULLO, SLAM):
                seen.add("nullo" if a == NULLO else "slam")
            if a >= JO and a < 64:
                seen.add("jo")
            if ref.stage == "melds" and len(legal) > 2:
                seen.add("two melds")
            deal.apply(a)
            ref.apply(a)
        if ref.stage == "void":
            seen.add("void")
        elif any(x == 20 for x in ref.jo):
            seen.add("jo-jotte scored")
    assert seen >= {
        "exchange",
        "overcall",
        "redouble",
        "nullo",
        "slam",
        "jo",
        "jo-jotte scored",
        "two melds",
        "void",
    }, seen
