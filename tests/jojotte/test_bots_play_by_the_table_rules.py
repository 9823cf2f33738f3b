"""Judge AQ18 #1: the hard bot and the hint (the hard bot's) were built without the sitting's
rule options, so with `-o no_trump=off -o fours=belote -o last_trick=0` they still valued
contracts, melds and the last trick by the default rules. Both get the table's options now, on
a new sitting and on one resumed from its save."""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

from parlor.jojotte import Sitting
from parlor.jojotte.bots.hard import HardBot
from parlor.jojotte.cli import build_session, parse_options
from parlor.jojotte.options import DEFAULT_OPTIONS
from parlor.jojotte.record import record_from_sitting, replay_record

HOUSE = parse_options(["no_trump=off", "fours=belote", "last_trick=0"])


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_hard_bot_and_the_hint_judge_by_the_sitting_s_rules(level: str) -> None:
    assert HOUSE != DEFAULT_OPTIONS
    console = Console(file=io.StringIO(), width=80)
    fresh = Sitting(HOUSE, ("You", "Bot"))
    resumed = replay_record(json.loads(json.dumps(record_from_sitting(fresh))))
    for sitting in (fresh, resumed):
        session = build_session(console, {"level": level, "seed": 3, "hint": True}, sitting)
        assert isinstance(session.hint_bot, HardBot) and session.hint_bot.options == HOUSE
        if level == "hard":
            assert isinstance(session.bot, HardBot) and session.bot.options == HOUSE
