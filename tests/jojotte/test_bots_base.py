"""The bot interface and registry."""

from __future__ import annotations

import random

import pytest

from parlor.jojotte import Deal, random_deck
from parlor.jojotte.bots import LEVELS, JojotteBot, UnknownLevel, available_levels, make_bot


def test_levels_and_make_bot() -> None:
    assert {"easy", "medium"} <= set(LEVELS)
    assert available_levels()[:2] == ["easy", "medium"]
    for level in ("easy", "medium"):
        bot = make_bot(level, random.Random(1))
        assert isinstance(bot, JojotteBot)
        assert bot.level == level and bot.name
    with pytest.raises(UnknownLevel):
        make_bot("grandmaster", random.Random(1))
    with pytest.raises(TypeError):
        make_bot("easy", 1)  # type: ignore[arg-type]


def test_a_bot_gets_clock_and_budget() -> None:
    ticks = iter(range(100))
    bot = make_bot("easy", random.Random(1), clock=lambda: float(next(ticks)), budget=2.0)
    assert bot.deadline() == 2.0  # type: ignore[attr-defined]
    assert make_bot("easy", random.Random(1)).deadline() is None  # type: ignore[attr-defined]


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_bots_play_whole_deals_legally(level: str) -> None:
    rng = random.Random(5)
    bots = [make_bot(level, random.Random(i)) for i in (1, 2)]
    for n in range(40):
        deal = Deal(random_deck(rng), n % 2)
        while not deal.is_over():
            p = deal.current_player()
            legal = deal.legal_actions()
            a = bots[p].choose(deal.observation(p), legal)
            assert a in legal
            deal.apply(a)
        assert deal.result is not None
