"""The hard bot: legal, honest (decides from its observation only), bounded by its clock."""

from __future__ import annotations

import random

from parlor.jojotte.actions import ACCEPT, EXCHANGE, NULLO, PASS, SLAM
from parlor.jojotte.bots import make_bot
from parlor.jojotte.bots.easy import EasyBot
from parlor.jojotte.bots.hard import HardBot
from parlor.jojotte.game import Deal, Phase, random_deck

POS_19_30 = list(range(19, 31))  # deck places never seen in a deal


def small_bot(seed: int = 5) -> HardBot:
    return HardBot(random.Random(seed), worlds=4, bid_worlds=2)


def test_registered_as_hard() -> None:
    bot = make_bot("hard", random.Random(1))
    assert isinstance(bot, HardBot)
    assert bot.level == "hard"


def test_plays_whole_deals_legally() -> None:
    rng = random.Random(3)
    hard = small_bot()
    easy = EasyBot(random.Random(4))
    for i in range(3):
        deal = Deal(random_deck(rng), i % 2)
        while not deal.is_over():
            p = deal.current_player()
            bot = hard if p == 0 else easy
            deal.apply(bot.choose(deal.observation(p), deal.legal_actions()))
        assert deal.result is not None


def test_a_single_legal_action_is_played_at_once() -> None:
    bot = small_bot()
    deal = Deal(random_deck(random.Random(1)), 0)
    assert bot.choose(deal.observation(1), [PASS]) == PASS
    assert bot.last_worlds == 0


def test_exchange_and_slam() -> None:
    bot = small_bot()
    deal = Deal(random_deck(random.Random(1)), 0)
    obs = deal.observation(1)
    from dataclasses import replace

    assert bot.choose(replace(obs, phase=Phase.EXCHANGE), [EXCHANGE, 76]) == EXCHANGE


def _slam_question(non_dealer: str, dealer_cards: str, dealer_next: str) -> Deal:
    """The dealer (player 1) takes spades (7S turned up) and is asked whether he bids Slam."""
    from .jojotte_helpers import make_deal

    deal = make_deal(non_dealer, dealer_cards, "7S", "JC QC KC", dealer_next, dealer=1)
    deal.apply(PASS)  # the non-dealer passes
    deal.apply(ACCEPT)  # the dealer takes spades
    deal.apply(PASS)  # no No-Trump, no double
    deal.apply(PASS)  # no Nullo
    assert deal.phase == Phase.SECOND and deal.current_player() == 1
    return deal


def test_slam_is_bid_when_it_has_a_chance_and_not_for_show() -> None:
    bot = small_bot()
    # six top trumps and three Aces: nine tricks whatever the opponent holds
    deal = _slam_question("7H 8H 9H TH 9D 8C", "JS 9S AS TS KS QS", "AH AD AC")
    assert bot.choose(deal.observation(1), deal.legal_actions()) == SLAM
    # low cards only: whatever the opponent holds, he has a lead that wins a trick
    deal = _slam_question("AH KH QH JH AD KD", "8S 7D 8D 7C 8C 9D", "9C TD 7H")
    obs = deal.observation(1)
    assert bot.slam_chance(obs) == 0.0
    assert bot.last_worlds == bot.bid_worlds  # every sampled world was tried
    assert bot.choose(obs, deal.legal_actions()) == PASS


def _twin(deal_actions: list[int], deck: list[int], dealer: int, me: int, seed: int) -> Deal | None:
    """The same deal with one hidden opponent card swapped for a never-seen card, replayed."""
    rng = random.Random(seed)
    base = Deal(deck, dealer)
    for a in deal_actions:
        base.apply(a)
    obs = base.observation(me)
    opp_hidden = [
        i
        for i in range(19)
        if i != 12 and base.hands[1 - me] >> deck[i] & 1 and not obs.visible_cards() >> deck[i] & 1
    ]
    rng.shuffle(opp_hidden)
    for i in opp_hidden:
        for j in POS_19_30:
            d2 = list(deck)
            d2[i], d2[j] = d2[j], d2[i]
            twin = Deal(d2, dealer)
            try:
                for a in deal_actions:
                    twin.apply(a)
            except ValueError:
                continue
            if twin.observation(me) == obs and twin.hands[1 - me] != base.hands[1 - me]:
                return twin
    return None


def test_honesty_same_observation_same_decision() -> None:
    rng = random.Random(11)
    checked = {"auction": 0, "play": 0}
    for i in range(12):
        deck = random_deck(rng)
        dealer = i % 2
        deal = Deal(deck, dealer)
        actions: list[int] = []
        driver = EasyBot(random.Random(i))
        stop_at = rng.randrange(4, 24) if i % 3 else i % 2
        while not deal.is_over() and len(actions) < stop_at:
            a = driver.choose(deal.observation(deal.current_player()), deal.legal_actions())
            deal.apply(a)
            actions.append(a)
        if deal.is_over():
            continue
        me = deal.current_player()
        legal = deal.legal_actions()
        if len(legal) < 2 or deal.phase not in (Phase.AUCTION, Phase.PLAY):
            continue
        twin = _twin(actions, deck, dealer, me, i)
        if twin is None:
            continue
        a1 = small_bot(42).choose(deal.observation(me), legal)
        a2 = small_bot(42).choose(twin.observation(me), twin.legal_actions())
        assert a1 == a2
        checked["auction" if deal.phase == Phase.AUCTION else "play"] += 1
    assert checked["play"] >= 2 and checked["auction"] >= 1, checked


def _first_play_position(seed: int) -> Deal:
    deal = Deal(random_deck(random.Random(seed)), 0)
    easy = EasyBot(random.Random(2))
    while deal.phase != Phase.PLAY and not deal.is_over():
        p = deal.current_player()
        deal.apply(easy.choose(deal.observation(p), deal.legal_actions()))
    return deal


def test_the_budget_sets_the_work_and_the_clock_only_stops_a_runaway() -> None:
    deal = _first_play_position(8)
    assert deal.phase == Phase.PLAY
    p = deal.current_player()
    obs, legal = deal.observation(p), deal.legal_actions()

    def steady() -> float:
        return 0.0

    t = [0.0]

    def slow() -> float:  # every look at the clock costs five seconds
        t[0] += 5.0
        return t[0]

    a = HardBot(random.Random(1), clock=steady, budget=0.2)
    b = HardBot(random.Random(1), clock=steady, budget=0.2)
    assert a.choose(obs, legal) == b.choose(obs, legal)
    assert a.last_worlds == b.last_worlds >= 2
    c = HardBot(random.Random(1), clock=slow, budget=0.1)
    c.choose(obs, legal)
    assert c.last_worlds == 1


def test_nullo_is_considered_with_a_hand_of_low_cards() -> None:
    from tests.jojotte.jojotte_helpers import apply_all, make_deal

    # A (non-dealer, player 0) holds sevens and eights; B accepts hearts, A passes.
    deal = make_deal(
        "7S 8S 7D 8D 7C 8C", "AH TH KH AS TS AD", "QH", "9S 9D 8H", "TD QC JC", "9C", dealer=1
    )
    apply_all(deal, "pass, accept, pass")
    assert deal.phase == Phase.SECOND
    bot = HardBot(random.Random(3), bid_worlds=4)
    values = bot.nullo_values(deal.observation(0))
    assert values[NULLO] > values[PASS]
    assert bot.choose(deal.observation(0), deal.legal_actions()) == NULLO


def test_solver_sampler_and_bot_are_pure() -> None:
    import ast
    from pathlib import Path

    import parlor.jojotte

    pkg = Path(parlor.jojotte.__file__).parent
    for rel in ("dds.py", "worlds.py", "analyze.py", "bots/hard.py"):
        tree = ast.parse((pkg / rel).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module.split(".")[0]]
            else:
                names = []
            for name in names:
                assert name not in {"time", "datetime", "typer", "rich", "sqlite3"}, (rel, name)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in {"print", "input"}, (rel, node.func.id)


def test_game_stake_follows_the_rubber() -> None:
    from parlor.jojotte.bots.hard import game_stake
    from parlor.jojotte.game import ScoreContext

    # from 0-0 a game moves the rubber from even to 3 in 4: +-150 of the 300
    assert game_stake(None, 0) == 150
    assert game_stake(ScoreContext(games=(0, 0)), 1) == 150
    assert game_stake(ScoreContext(games=(1, 0)), 0) == 150  # 300 or back to even
    assert game_stake(ScoreContext(games=(1, 0)), 1) == 150
    assert game_stake(ScoreContext(games=(1, 1)), 0) == 300  # the rubber itself


def test_a_contract_is_valued_with_the_game_it_decides() -> None:
    from dataclasses import replace

    from parlor.jojotte.auction import Contract
    from parlor.jojotte.bots.hard import STAKE_WEIGHT, _WorldEval, default_calibration
    from parlor.jojotte.game import ScoreContext
    from parlor.jojotte.options import DEFAULT_OPTIONS
    from parlor.jojotte.worlds import sample_deal

    deal = Deal(random_deck(random.Random(12)), 0)
    obs = deal.observation(1)
    cal = default_calibration()
    world = sample_deal(obs, random.Random(3))
    even = _WorldEval(world, obs, DEFAULT_OPTIONS, cal)
    last = _WorldEval(world, replace(obs, scores=ScoreContext(games=(1, 1))), DEFAULT_OPTIONS, cal)
    for strain in range(5):
        for declarer in (0, 1):
            c = Contract(strain, declarer)
            p = cal.p_made("nt" if strain == 4 else "suit", even.made(strain, declarer))
            sign = 1 if declarer == obs.player else -1
            # at 1-1 the game is worth 150 more each way than at 0-0, counted at STAKE_WEIGHT
            diff = last.contract_value(c) - even.contract_value(c)
            assert abs(diff - sign * STAKE_WEIGHT * 150 * (2 * p - 1)) < 1e-9
