"""The medium bot: its calls on clear hands, its play habits, and its edge over the easy bot."""

from __future__ import annotations

import ast
import inspect
import math
import random
import statistics

from parlor.jojotte import Deal, random_deck
from parlor.jojotte.actions import ACCEPT, EXCHANGE, JO, NULLO, PASS, SLAM, parse_action
from parlor.jojotte.bots import make_bot
from parlor.jojotte.bots import medium as medium_module
from parlor.jojotte.cards import NT, RK, RQ, parse_card
from parlor.jojotte.game import Phase

from .jojotte_helpers import example_deal, make_deal


def choose(deal: Deal) -> int:
    p = deal.current_player()
    bot = make_bot("medium", random.Random(1))
    return bot.choose(deal.observation(p), deal.legal_actions())


def test_accepts_a_strong_trump_hand_and_passes_junk() -> None:
    strong = make_deal("JH 9H AH AS 7C 8D", "7S 8S 7D 8C 9C QD", "TH")
    assert choose(strong) == ACCEPT
    junk = make_deal("7S 8S 7D 8C 9C QD", "JH 9H AH AS 7C 8D", "TH")
    assert choose(junk) == PASS


def test_nullo_with_a_hand_of_low_cards() -> None:
    d = make_deal(
        "JH 9H AH AS TS KS", "7S 8S 7D 8D 7C 8C", "TH", "QH KH AD", "9S 9D 9C"
    )  # the non-dealer (0) accepts hearts; the dealer holds only sevens, eights and nines
    d.apply(parse_action("accept"))
    d.apply(parse_action("pass"))
    assert d.phase == Phase.SECOND and d.current_player() == 1
    assert choose(d) == NULLO


def test_slam_with_nine_sure_tricks() -> None:
    d = make_deal("JH 9H AH TH KH QH", "KS QS KD QD KC QC", "8H", "AS AD AC", "JS JD JC")
    assert choose(d) == ACCEPT
    d.apply(ACCEPT)
    d.apply(choose(d))  # the dealer answers (pass)
    assert d.phase == Phase.SECOND
    assert choose(d) == PASS  # the defender has high cards: no Nullo
    d.apply(PASS)
    assert choose(d) == SLAM


def test_exchanges_the_seven_and_declares_every_meld() -> None:
    d = example_deal(1, 4)  # A holds 7H, the turn-up is TH
    assert d.phase == Phase.EXCHANGE and choose(d) == EXCHANGE
    d = example_deal(1, 5)  # B declares first
    assert d.phase == Phase.MELDS and choose(d) == d.legal_actions()[0]  # declare all


def _self_play(
    deals: int, seed: int, opponent: str = "medium"
) -> list[tuple[Deal, int, int, list[int]]]:
    """(deal before the move, player, action, legal) for every medium decision in play."""
    rng = random.Random(seed)
    bots = [make_bot("medium", random.Random(1)), make_bot(opponent, random.Random(2))]
    out = []
    for i in range(deals):
        d = Deal(random_deck(rng), i % 2)
        while not d.is_over():
            p = d.current_player()
            legal = d.legal_actions()
            a = bots[p].choose(d.observation(p), legal)
            assert a in legal
            if d.phase == Phase.PLAY and (p == 0 or opponent == "medium"):
                out.append((d.clone(), p, a, legal))
            d.apply(a)
    return out


def test_says_jo_and_never_plays_the_queen_of_trumps_before_the_king() -> None:
    jo_seen = 0
    for d, _p, a, legal in _self_play(400, 4):
        pl = d.play
        assert pl is not None
        if pl.strain == NT:
            continue
        king, queen = pl.strain * 8 + RK, pl.strain * 8 + RQ
        if a == king:
            assert king + JO not in legal, "the King played without Jo while holding the Queen"
        if a == king + JO:
            jo_seen += 1
        if a == queen and king in legal:
            raise AssertionError("the Queen of trumps played while the King could be")
    assert jo_seen > 0


def test_takes_a_ten_with_the_ace() -> None:
    seen = 0
    for d, p, a, _ in _self_play(400, 5, opponent="easy"):
        pl = d.play
        assert pl is not None
        if pl.lead < 0 or (pl.lead & 7) != 3 or (pl.lead >> 3) == pl.strain:
            continue
        if d.contract is not None and d.contract.nullo:
            continue  # in Nullo it ducks
        ace = (pl.lead >> 3) * 8 + 7
        if pl.hands[p] >> ace & 1:
            seen += 1
            assert a & 31 == ace
    assert seen > 0


def test_leads_trumps_when_long_in_them() -> None:
    # Example 1 after the melds: A (declarer, hearts) leads... but B leads first; play B's AC and
    # A's 9C, B's TC and A's TH: A leads with JH KH QH in trumps and the others gone or unseen.
    d = example_deal(1, 11)
    assert d.current_player() == 0
    a = choose(d)
    assert a in (parse_card("JH"), parse_card("KH") + JO)


def test_sees_only_its_observation_and_stays_pure() -> None:
    source = inspect.getsource(medium_module)
    tree = ast.parse(source)
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    } | {
        (node.module or "").split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
    }
    assert not imported & {"time", "rich", "typer", "os", "sys"}
    sig = inspect.signature(medium_module.MediumBot.choose)
    assert list(sig.parameters) == ["self", "observation", "legal_actions"]


def test_medium_beats_easy_over_duplicate_deals() -> None:
    rng = random.Random(2024)
    med = make_bot("medium", random.Random(1))
    easy = make_bot("easy", random.Random(2))
    diffs = []
    for i in range(300):
        deck = random_deck(rng)
        pair = 0
        for m_seat in (0, 1):
            seats = (med, easy) if m_seat == 0 else (easy, med)
            d = Deal(deck, i % 2)
            while not d.is_over():
                p = d.current_player()
                d.apply(seats[p].choose(d.observation(p), d.legal_actions()))
            r = d.result
            assert r is not None
            pair += r.above[m_seat] + r.below[m_seat] - r.above[1 - m_seat] - r.below[1 - m_seat]
        diffs.append(pair / 2)
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    assert mean - half > 40, (mean, half)


def test_doubles_their_suit_when_holding_its_top_trumps_rather_than_overcall() -> None:
    """Judge AQ18 #4: J 9 A 10 of the suit the other accepted, and two aces, was answered with
    No-Trump (its aces count there too), giving up a contract the other could not make for one
    of its own. It doubles now; a hand strong outside their suit still overcalls No-Trump."""
    from parlor.jojotte.actions import DOUBLE, NT_BID

    for trumps, expected in (("JH 9H AH TH AS AD", DOUBLE), ("AS TS AD TD AC 7H", NT_BID)):
        d = make_deal("8H 7S 8S 7D 8D 7C", trumps, "QH")
        d.apply(ACCEPT)  # the non-dealer accepts hearts
        assert {DOUBLE, NT_BID} <= set(d.legal_actions())
        assert choose(d) == expected, trumps
