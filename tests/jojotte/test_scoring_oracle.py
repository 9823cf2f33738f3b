"""An independent scorer for Jo-Jotte (rules sections 6-9 and 11), checked against the engine.

The oracle below was written from ``/work/shared/rules/jojotte.md`` alone, without reading the
engine's scoring, meld or game-scoring code. It takes only the *facts* of a finished deal:

- the contract (strain, declarer, Nullo, Slam, the multiplier), checked against the calls made;
- each trick's two cards, in order (the oracle decides the winner and the points itself);
- each player's declared melds (the cards of the declared sequences, the ranks of the fours);
- which King of trumps was played with "Jo";
- the options and the prison when the deal starts.

A player's nine cards at meld time are the nine cards he played, so the oracle also checks that
every declared meld was really in his hand. Deals are played by seeded biased-random players and
by the easy and medium bots, some from decks built to reach Slam, Nullo, fours and the like; the
engine's sheet entries, games and rubber bonuses are compared deal by deal and rubber by rubber.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from parlor.jojotte.actions import (
    DOUBLE,
    EXCHANGE,
    JO,
    NULLO,
    REDOUBLE,
    SLAM,
)
from parlor.jojotte.bots import make_bot
from parlor.jojotte.cards import NT, parse_card, parse_cards
from parlor.jojotte.game import Deal, Phase, Sitting, deck_from_hands, random_deck
from parlor.jojotte.options import Options
from parlor.jojotte.record import replay_record

from .jojotte_helpers import RECORDS

# -- the oracle: rules section 1 (cards), 6 (melds), 7 (Jo-Jotte), 8 (scoring), 9 (games) --------

# Card numbering of the public data model: card = suit * 8 + rank, rank 0..7 = 7 8 9 T J Q K A
# (meld order, low to high), suits S H D C = 0..3, NT = 4.
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

PLAIN_ORDER = [ACE, TEN, KING, QUEEN, JACK, NINE, EIGHT, SEVEN]  # high to low
TRUMP_ORDER = [JACK, NINE, ACE, TEN, KING, QUEEN, EIGHT, SEVEN]
PLAIN_VALUE = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2, NINE: 0, EIGHT: 0, SEVEN: 0}
TRUMP_VALUE = {JACK: 20, NINE: 14, ACE: 11, TEN: 10, KING: 4, QUEEN: 3, EIGHT: 0, SEVEN: 0}
FOUR_BELOTE = {JACK: 200, NINE: 150, ACE: 100, TEN: 100, KING: 100, QUEEN: 100}


def suit(c: int) -> int:
    return c // 8


def rank(c: int) -> int:
    return c % 8


def value(c: int, trump: int | None) -> int:
    return TRUMP_VALUE[rank(c)] if suit(c) == trump else PLAIN_VALUE[rank(c)]


def second_wins(led: int, second: int, trump: int | None) -> bool:
    """Section 7: the higher trump wins, else the higher card of the suit led."""
    if suit(second) == suit(led):
        order = TRUMP_ORDER if suit(led) == trump else PLAIN_ORDER
        return order.index(rank(second)) < order.index(rank(led))
    return suit(second) == trump


@dataclass(frozen=True)
class Facts:
    """What happened in a finished, non-void deal."""

    strain: int  # 0-3 or NT
    declarer: int
    mult: int
    slam: bool
    nullo: bool
    first_leader: int
    plays: list[tuple[int, bool]]  # (card, "Jo" said), in the order played
    declared: tuple[tuple[int, int], tuple[int, int]]  # (sequence cards, four ranks) per player


@dataclass(frozen=True)
class Score:
    above: tuple[int, int]
    below: tuple[int, int]
    prison: int
    tricks: tuple[int, int]
    tp: tuple[int, int]
    melds: tuple[int, int]
    jo: tuple[int, int]
    totals: tuple[int, int] = (0, 0)  # tricks + melds + Jo-Jotte + slam (not at Nullo)


def runs_of(cards: int) -> list[tuple[int, int, int]]:
    """The maximal runs (suit, length, top rank) of a set of cards, in meld order."""
    out = []
    for s in range(4):
        r = 0
        while r < 8:
            if cards >> (s * 8 + r) & 1:
                start = r
                while r < 8 and cards >> (s * 8 + r) & 1:
                    r += 1
                out.append((s, r - start, r - 1))
            else:
                r += 1
    return out


def sequence_points(length: int) -> int:
    return 20 if length == 3 else 40 if length == 4 else 50


def oracle_melds(
    declared: tuple[tuple[int, int], tuple[int, int]],
    hands: tuple[int, int],
    trump: int | None,
    fours_option: str,
) -> tuple[int, int]:
    """Section 6: each category decided on its own; the winner scores all of his, the loser none."""
    points = [0, 0]
    runs = []
    for p in (0, 1):
        seq_cards, four_ranks = declared[p]
        assert seq_cards & ~hands[p] == 0, "a declared sequence card was not in the hand"
        rs = runs_of(seq_cards)
        assert all(length >= 3 for _, length, _ in rs), "a declared run shorter than three"
        runs.append(rs)
        for r in range(8):
            if four_ranks >> r & 1:
                mask = sum(1 << (s * 8 + r) for s in range(4))
                assert hands[p] & mask == mask, "a declared four was not in the hand"

    def best(rs: list[tuple[int, int, int]]) -> tuple[int, int, int] | None:
        if not rs:
            return None
        return max(rs, key=lambda x: (x[1], x[2], x[0] == trump))

    b0, b1 = best(runs[0]), best(runs[1])
    seq_winner: int | None
    if b0 is None and b1 is None:
        seq_winner = None
    elif b1 is None:
        seq_winner = 0
    elif b0 is None:
        seq_winner = 1
    elif (b0[1], b0[2]) != (b1[1], b1[2]):
        seq_winner = 0 if (b0[1], b0[2]) > (b1[1], b1[2]) else 1
    elif trump is not None and b0[0] == trump:
        seq_winner = 0
    elif trump is not None and b1[0] == trump:
        seq_winner = 1
    else:
        seq_winner = None  # same length and top card, neither in trumps: nobody scores
    if seq_winner is not None:
        points[seq_winner] += sum(sequence_points(length) for _, length, _ in runs[seq_winner])

    def four_value(r: int) -> int:
        return 100 if fours_option == "flat100" else FOUR_BELOTE.get(r, 0)

    fours = [[r for r in range(8) if declared[p][1] >> r & 1] for p in (0, 1)]
    if fours[0] or fours[1]:
        # "the higher-ranking four (meld order) wins", read literally with fours=belote too:
        # four aces beat four jacks although the jacks are worth 200 (Belote itself ranks fours
        # by value: J, 9, A, 10, K, Q). The rules text does not say which; the engine and this
        # oracle follow the words.
        top = [max(f) if f else -1 for f in fours]
        w = 0 if top[0] > top[1] else 1
        points[w] += sum(four_value(r) for r in fours[w])
    return points[0], points[1]


def oracle_deal(f: Facts, options: Options, prison: int) -> Score:
    trump = None if f.strain == NT or f.nullo else f.strain
    hands = [0, 0]
    tricks = [0, 0]
    tp = [0, 0]
    jo = [0, 0]
    jo_said = [False, False]
    leader = f.first_leader
    assert len(f.plays) == 18
    for i in range(9):
        (c1, jo1), (c2, jo2) = f.plays[2 * i], f.plays[2 * i + 1]
        second = 1 - leader
        hands[leader] |= 1 << c1
        hands[second] |= 1 << c2
        for player, c, said in ((leader, c1, jo1), (second, c2, jo2)):
            if trump is not None and suit(c) == trump:
                if rank(c) == KING and said:
                    jo_said[player] = True
                if rank(c) == QUEEN and jo_said[player]:
                    jo[player] += 20
            else:
                assert not said, "Jo said with a card that is not the King of trumps"
        winner = second if second_wins(c1, c2, trump) else leader
        tricks[winner] += 1
        tp[winner] += value(c1, trump) + value(c2, trump) + (options.last_trick if i == 8 else 0)
        leader = winner
    above = [0, 0]
    below = [0, 0]
    D, d = f.declarer, 1 - f.declarer
    if f.nullo:
        k = tricks[D]
        taker = D if k == 0 else d
        above[taker] += 200 if k == 0 else 200 + 100 * (k - 1)
        below[taker] += prison
        return Score(
            (above[0], above[1]), (below[0], below[1]), 0, (tricks[0], tricks[1]),
            (tp[0], tp[1]), (0, 0), (0, 0),
        )  # fmt: skip
    if trump is None and not options.melds_at_no_trump:
        melds = (0, 0)
    else:
        melds = oracle_melds(f.declared, (hands[0], hands[1]), trump, options.fours)
    slam = [0, 0]
    for p in (0, 1):
        if tricks[p] == 9:
            slam[p] = 500 if (p == D and f.slam) else 100
    total = [0, 0]
    for p in (0, 1):
        bonus = melds[p] + jo[p] + slam[p]
        above[p] += bonus
        total[p] = tp[p] + bonus
    pot = tp[D] + tp[d]
    if total[D] == total[d]:
        new_prison = prison + (pot * f.mult if options.prison_multiplied else pot)
    else:
        W = D if total[D] > total[d] else d
        if f.mult > 1:
            below[W] += pot * f.mult
        elif W == D:
            below[D] += tp[D]
            above[d] += tp[d]
        else:
            below[d] += pot
        below[W] += prison
        new_prison = 0
    return Score(
        (above[0], above[1]), (below[0], below[1]), new_prison, (tricks[0], tricks[1]),
        (tp[0], tp[1]), melds, (jo[0], jo[1]), (total[0], total[1]),
    )  # fmt: skip


class OracleRubber:
    """Section 9: game at 80 below in the current game, two games a rubber, 300 above for it."""

    def __init__(self) -> None:
        self.games = [0, 0]
        self.game_below = [0, 0]
        self.above = [0, 0]
        self.below = [0, 0]
        self.winner: int | None = None

    def add(self, above: tuple[int, int], below: tuple[int, int]) -> int | None:
        assert self.winner is None
        game = None
        for p in (0, 1):
            self.above[p] += above[p]
            self.below[p] += below[p]
            self.game_below[p] += below[p]
        for p in (0, 1):
            if self.game_below[p] >= 80:
                game = p
        if game is not None:
            self.games[game] += 1
            self.game_below = [0, 0]
            if self.games[game] == 2:
                self.winner = game
                self.above[game] += 300
        return game


# -- facts from a played deal (public data model only) ---------------------------------------


def facts_of(deal: Deal) -> Facts | None:
    """The facts of a finished deal, or None for a void deal (checked against the calls)."""
    c = deal.contract
    if c is None:
        assert deal.play is None
        return None
    calls = [a for _, a in deal.calls]
    auction = calls[: deal.auction_length]
    second = deal.calls[deal.auction_length :]
    nullo = any(a == NULLO for _, a in second)
    slam = any(a == SLAM for _, a in second)
    mult = 1 if nullo else 4 if REDOUBLE in auction else 2 if DOUBLE in auction else 1
    assert (c.nullo, c.slam, c.mult) == (nullo, slam, mult)
    if nullo:
        assert c.declarer == next(p for p, a in second if a == NULLO) and c.strain == NT
    plays = [(a - JO, True) if a >= JO else (a, False) for a in deal.history if a < 64]
    declared = (deal.declared[0] or (0, 0), deal.declared[1] or (0, 0))
    return Facts(c.strain, c.declarer, c.mult, c.slam, c.nullo, 1 - c.declarer, plays, declared)


# -- players ---------------------------------------------------------------------------------

Chooser = Callable[[Deal], int]


def biased(rng: random.Random, force: dict[int, float] | None = None) -> Chooser:
    """A random legal player that likes doubles, Nullo, Slam, "Jo" and partial declarations."""
    likes = {DOUBLE: 0.35, REDOUBLE: 0.5, NULLO: 0.2, SLAM: 0.25, EXCHANGE: 0.6}
    likes.update(force or {})

    def choose(deal: Deal) -> int:
        legal = deal.legal_actions()
        for action, p in likes.items():
            if action in legal and rng.random() < p:
                return action
        if deal.phase == Phase.PLAY:
            jos = [a for a in legal if JO <= a < 64]
            if jos and rng.random() < 0.7:
                return jos[0]
        if deal.phase == Phase.MELDS and rng.random() < 0.6:
            return max(legal)  # everything that can be declared
        options = [a for a in legal if a not in likes] or legal
        return rng.choice(options)

    return choose


def bot_player(level: str, rng: random.Random) -> Chooser:
    bots = [make_bot(level, random.Random(rng.random())) for _ in (0, 1)]

    def choose(deal: Deal) -> int:
        p = deal.current_player()
        return bots[p].choose(deal.observation(p), deal.legal_actions())

    return choose


def play_out(deal: Deal, choose: Chooser) -> None:
    while not deal.is_over():
        deal.apply(choose(deal))


# -- coverage bookkeeping --------------------------------------------------------------------


def features(f: Facts | None, s: Score, prison_before: int, fours_option: str) -> set[str]:
    if f is None:
        return {"void"}
    out = {"nt" if f.strain == NT and not f.nullo else "suit", f"x{f.mult}"}
    if f.nullo:
        out.add("nullo made" if s.tricks[f.declarer] == 0 else "nullo failed")
    if f.slam:
        out.add("slam made" if s.tricks[f.declarer] == 9 else "slam failed")
        if f.strain == NT and s.tricks[f.declarer] == 9:
            out.add("slam made at No-Trump")
    if 9 in s.tricks and not f.slam and not f.nullo:
        out.add("unbid nine tricks")
        if s.tricks[f.declarer] == 0:
            out.add("defender took all nine")
    if s.prison > prison_before:
        out.add("tie into prison")
        if f.mult > 1:
            out.add("doubled tie into prison")
    if f.strain == NT and not f.nullo and any(s.melds):
        out.add("melds at No-Trump")
    runs = [runs_of(d[0]) for d in f.declared]
    if all(runs) and not f.nullo:
        b0, b1 = (max((n, top) for _, n, top in r) for r in runs)
        if b0 == b1:
            tied_suits = {st for r in runs for st, n, top in r if (n, top) == b0}
            trumps = f.strain != NT and f.strain in tied_suits
            out.add("sequence tie: trumps decide" if trumps else "sequence tie: nobody")
        elif b0[0] != b1[0] and b0[1] != b1[1] and (b0 > b1) != (b0[1] > b1[1]):
            out.add("longer run with a lower top")
    if all(d[1] for d in f.declared):
        out.add("fours against fours")
        if fours_option == "belote":
            tops = [(d[1].bit_length() - 1) for d in f.declared]
            values = [
                max(FOUR_BELOTE.get(r, 0) for r in range(8) if d[1] >> r & 1) for d in f.declared
            ]
            if (tops[0] > tops[1]) != (values[0] > values[1]) and values[0] != values[1]:
                out.add("belote fours: meld order against value")
    if prison_before and s.prison == 0:
        out.add("prison taken")
    if any(s.melds):
        out.add("melds")
    if all(d[0] for d in f.declared) and not f.nullo:
        out.add("both declared sequences")
    if any(d[1] for d in f.declared):
        out.add("fours")
    if any(s.jo):
        out.add("jo-jotte")
    if not f.nullo and f.mult == 1 and s.below[f.declarer] == 0 and sum(s.below) > 0:
        out.add("contract failed")
    return out


def check_deal(deal: Deal, prison: int, seen: Counter[str]) -> Score | None:
    r = deal.result
    assert r is not None
    f = facts_of(deal)
    if f is None:
        assert (r.above, r.below, r.prison) == ((0, 0), (0, 0), prison)
        seen["void"] += 1
        return None
    s = oracle_deal(f, deal.options, prison)
    got = (r.above, r.below, r.prison)
    want = (s.above, s.below, s.prison)
    assert got == want, (
        f"engine {got} oracle {want}: {deal.contract} history {deal.history} prison {prison}"
    )
    # what the table and the sheet say of the deal besides its points
    assert (r.tricks, r.tp, r.jo) == (s.tricks, s.tp, s.jo)
    if f.nullo:
        assert r.made == (s.tricks[f.declarer] == 0)
    else:
        assert (r.melds, r.totals) == (s.melds, s.totals)
        assert r.made == (s.totals[f.declarer] > s.totals[1 - f.declarer])
    seen.update(features(f, s, prison, deal.options.fours))
    return s


# -- built decks that reach what random play rarely does -------------------------------------


def built_deck(rng: random.Random, nd: str, dl: str, turn: str, nd3: str, dl3: str) -> list[int]:
    return deck_from_hands(
        parse_cards(nd), parse_cards(dl), parse_card(turn), parse_cards(nd3), parse_cards(dl3)
    )


SPECIAL_HANDS = [
    # a hand that takes every trick (Slam bid, or nine tricks unbid, either side)
    ("JH 9H AH TH KH QH", "7S 8S 7D 8D 7C 8C", "8H", "AS AD AC", "9S 9D 9C"),
    ("7S 8S 7D 8D 7C 8C", "JH 9H AH TH KH QH", "8H", "9S 9D 9C", "AS AD AC"),
    # fours of a kind against each other, and sequences of equal length
    ("JS JH JD JC 9S 9H", "AS AH AD AC TS TH", "7C", "9D 9C 8S", "TD TC KS"),
    ("KS QS JS 7D 8D 9D", "KH QH JH 7C 8C 9C", "TH", "AD KD QD", "AC KC QC"),
    # a longer run with a lower top card against a shorter, higher one (longer wins)
    ("QS JS TS 9S 8S 7S", "AH KH QH JH TH 7C", "7D", "8D 9D TD", "8C 9C TC"),
    # equal runs in two plain suits (nobody scores them unless one is in trumps)
    ("KS QS JS TS 7D 8D", "KH QH JH TH 7C 8C", "9C", "AD 9D 7H", "AC TC 8H"),
    # two equal runs in one hand, one in trumps, against an equal plain run
    ("KH QH JH KS QS JS", "KD QD JD 7C 8C 9C", "7H", "AC 8S 7D", "8D 7S 9S"),
    # a Nullo hand for the dealer
    ("JH 9H AH AS TS KS", "7S 8S 7D 8D 7C 8C", "TH", "QH KH AD", "9S 9D 9C"),
]


def special_deck(rng: random.Random) -> list[int]:
    nd, dl, turn, nd3, dl3 = rng.choice(SPECIAL_HANDS)
    deck = built_deck(rng, nd, dl, turn, nd3, dl3)
    # the cards never seen (and the information card) in a random order
    rest = deck[19:]
    rng.shuffle(rest)
    return deck[:19] + rest


OPTION_SETS = [
    Options(),
    Options(fours="belote"),
    Options(melds_at_no_trump=False, slam_at_no_trump=False),
    Options(prison_multiplied=False, last_trick=0),
    Options(no_trump=False, info_card="top"),
]


def test_the_oracle_agrees_with_the_worked_examples() -> None:
    """Examples 1-3 of rules section 12, fed to the oracle as facts (no engine involved)."""

    def plays(text: str) -> list[tuple[int, bool]]:
        out = []
        for part in text.split(","):
            words = part.split()
            out.append((parse_card(words[0]), "jo" in words[1:]))
        return out

    hearts, spades = 1, 0
    ex1 = Facts(
        hearts, 0, 1, False, False, 1,
        plays("AC, 9C, TC, TH, JH, 9H, KH jo, 7D, QH, 8D, AD, JS, KD, QS, QD, KS, 8S, TS"),
        ((sum(1 << c for c in parse_cards("TH KH QH JH AD KD QD")), 0),
         (sum(1 << c for c in parse_cards("KS QS JS TS")), 0)),
    )  # fmt: skip
    s = oracle_deal(ex1, Options(), 0)
    assert (s.tp, s.melds, s.jo) == ((88, 31), (60, 0), (20, 0))
    assert (s.above, s.below, s.prison) == ((80, 31), (88, 0), 0)
    ex2 = Facts(
        spades, 1, 1, False, False, 0,
        plays("AD, 7D, KD, 7S, JS, QS, AS, 9S, QD, 8S, AH, TH, 7H, TS, AC, 8C, JC, KC"),
        ((sum(1 << c for c in parse_cards("AD KD QD")), 0), (0, 0)),
    )  # fmt: skip
    s = oracle_deal(ex2, Options(), 0)
    assert (s.tp, s.above, s.below) == ((57, 67), (20, 0), (124, 0))
    ex3 = Facts(
        NT, 0, 1, False, True, 1,
        plays("QC, KC, AC, JC, 7H, AH, TH, 8H, KH, 9H, AS, 7S, TS, 8S, AD, 7D, TD, 8D"),
        ((0, 0), (0, 0)),
    )  # fmt: skip
    s = oracle_deal(ex3, Options(), 40)
    assert (s.above, s.below, s.prison, s.tricks) == ((0, 300), (0, 40), 0, (2, 7))


def test_engine_deal_scores_agree_with_the_oracle() -> None:
    seen: Counter[str] = Counter()
    rng = random.Random(20261130)
    for i in range(4000):
        options = OPTION_SETS[i % len(OPTION_SETS)]
        deck = special_deck(rng) if i % 4 == 0 else random_deck(rng)
        prison = rng.choice([0, 0, 0, 57, 130])
        deal = Deal(deck, rng.randrange(2), options, prison=prison)
        if i % 10 == 1:
            play_out(deal, bot_player("easy", rng))
        elif i % 10 == 2:
            play_out(deal, bot_player("medium", rng))
        else:
            play_out(deal, biased(rng))
        check_deal(deal, prison, seen)
    wanted = {
        "void", "suit", "nt", "x1", "x2", "x4", "nullo made", "nullo failed", "slam made",
        "slam failed", "unbid nine tricks", "tie into prison", "prison taken", "melds",
        "both declared sequences", "fours", "jo-jotte", "contract failed",
        "defender took all nine", "doubled tie into prison", "melds at No-Trump",
        "sequence tie: trumps decide", "sequence tie: nobody", "fours against fours",
        "longer run with a lower top", "slam made at No-Trump",
        "belote fours: meld order against value",
    }  # fmt: skip
    assert wanted <= set(seen), f"never reached: {sorted(wanted - set(seen))}"


def hunt_a_tie(deal: Deal, rng: random.Random) -> Deal:
    """Play ``deal`` out a few ways; the first that ties into prison, else the last."""
    for _ in range(80):
        trial = deal.clone()
        play_out(trial, biased(rng))
        r = trial.result
        if r is not None and r.contract is not None and r.prison > deal.prison:
            break
    return trial


def test_rubbers_and_sittings_agree_with_the_oracle() -> None:
    rng = random.Random(7)
    seen: Counter[str] = Counter()
    rubbers_checked = 0
    for n in range(100):
        options = Options(rubbers=1 + n % 3, prison_multiplied=n % 2 == 1)
        sitting = Sitting(options)
        prison = 0
        grand = [0, 0]
        style = n % 3
        while not sitting.is_over:
            sitting.start_rubber(first_dealer=rng.randrange(2))
            oracle = OracleRubber()
            while not sitting.rubber.is_over:
                deck = special_deck(rng) if rng.random() < 0.2 else random_deck(rng)
                deal = sitting.new_deal(deck)
                assert deal.prison == prison
                if style == 0 and prison == 0 and rng.random() < 0.5:
                    deal = hunt_a_tie(deal, rng)  # so that games are won with a prison
                elif style == 0:
                    play_out(deal, biased(rng))
                else:
                    play_out(deal, bot_player("easy" if style == 1 else "medium", rng))
                s = check_deal(deal, prison, seen)
                entry = sitting.finish_deal(deal)
                above, below = (s.above, s.below) if s else ((0, 0), (0, 0))
                prison = s.prison if s else prison
                part = list(oracle.game_below)
                game = oracle.add(above, below)
                if game is not None and part[game] + below[game] - deal.prison < 80:
                    seen["game won with the prison"] += 1  # it would not have been without it
                if oracle.winner is not None:
                    seen[f"rubber 2-{oracle.games[1 - oracle.winner]}"] += 1
                    # the deal that wins a game wins the prison with it
                    assert prison == 0
                assert (entry.above, entry.below, entry.game_won_by) == (above, below, game)
                sheet = sitting.rubber.sheet
                assert sheet.games == oracle.games and sheet.game_below == oracle.game_below
                assert sheet.winner == oracle.winner
                for p in (0, 1):
                    assert sheet.above_total(p) == oracle.above[p]
                    assert sheet.below_total(p) == oracle.below[p]
            rubbers_checked += 1
            for p in (0, 1):
                grand[p] += oracle.above[p] + oracle.below[p]
        assert sitting.prison == 0  # pending prison is discarded when play stops
        assert [sitting.total(0), sitting.total(1)] == grand
        want = None if grand[0] == grand[1] else 0 if grand[0] > grand[1] else 1
        assert sitting.winner() == want
    assert rubbers_checked >= 60
    wanted = {
        "tie into prison", "prison taken", "nullo failed", "x2", "game won with the prison",
        "rubber 2-0", "rubber 2-1",
    }  # fmt: skip
    assert wanted <= set(seen), f"never reached: {sorted(wanted - set(seen))}"


def test_ties_into_prison_doubled_with_and_without_the_multiplied_prison() -> None:
    """Ties are rare in random play: deal (bounded) until each setting has three doubled ties."""
    for options in (Options(), Options(prison_multiplied=False), Options(last_trick=0)):
        seen: Counter[str] = Counter()
        rng = random.Random(3)
        for _ in range(20000):
            prison = rng.choice([0, 40])
            deal = Deal(random_deck(rng), rng.randrange(2), options, prison=prison)
            play_out(deal, biased(rng, {DOUBLE: 0.9, NULLO: 0.0}))
            check_deal(deal, prison, seen)
            if seen["doubled tie into prison"] >= 3:
                break
        assert seen["doubled tie into prison"] >= 3, options


def test_every_combination_of_the_scoring_options() -> None:
    """Section 11: each combination of the options that touch scoring, 40 deals each."""
    combos = itertools.product(
        ("bottom", "top"), (True, False), (True, False), ("flat100", "belote"), (True, False),
        (True, False), (10, 0),
    )  # fmt: skip
    rng = random.Random(11)
    seen: Counter[str] = Counter()
    for info, nt, slam_nt, fours, melds_nt, multiplied, last in combos:
        options = Options(
            info_card=info, no_trump=nt, slam_at_no_trump=slam_nt, fours=fours,
            melds_at_no_trump=melds_nt, prison_multiplied=multiplied, last_trick=last,
        )  # fmt: skip
        for i in range(40):
            prison = rng.choice([0, 33])
            deck = special_deck(rng) if i % 3 == 0 else random_deck(rng)
            deal = Deal(deck, rng.randrange(2), options, prison=prison)
            play_out(deal, biased(rng))
            check_deal(deal, prison, seen)
    assert {"nt", "melds at No-Trump", "slam made at No-Trump", "tie into prison"} <= set(seen)


def test_the_worked_example_records_replayed_agree_with_the_oracle() -> None:
    """The engine's replays of examples 1-3 (tests/jojotte/records) scored by the oracle."""
    want = {1: ((80, 31), (88, 0)), 2: ((20, 0), (124, 0)), 3: ((0, 300), (0, 0))}
    for n, (above, below) in want.items():
        sitting = replay_record(json.loads((RECORDS / f"example{n}.json").read_text()))
        (deal,) = sitting.rubber.deals
        s = check_deal(deal, 0, Counter())
        assert s is not None and (s.above, s.below) == (above, below)
