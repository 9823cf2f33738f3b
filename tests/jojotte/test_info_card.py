"""Round 10 (a judge's eye): the information card is explained when a newcomer first meets it."""

from __future__ import annotations

import contextlib

from parlor.core.prompt import EndOfInput
from parlor.jojotte import replay_record
from parlor.jojotte.options import Options

from .jojotte_helpers import load_example
from .test_ui import out, partial, run_until_end_of_input, session

_WHAT = "(turned up from the bottom of the stock for both to see; it is out of play)"


def test_the_first_contract_says_what_the_information_card_is() -> None:
    # Example 1, action 0: A accepts and B passes; "the information card is 8♣" was all a
    # newcomer was told of it (only the rules page says what it is).
    text = " ".join(run_until_end_of_input(session(partial(1, 0), ["accept"])).split())
    assert f"Three more cards each; the information card is 8♣ {_WHAT}." in text


def test_with_the_option_top_it_says_top() -> None:
    data = load_example(1)
    data["options"] = {"info_card": "top"}
    deal = data["rubbers"][0]["deals"][0]
    deal["actions"] = []
    sitting = replay_record(data)
    assert sitting.options == Options(info_card="top")
    text = " ".join(run_until_end_of_input(session(sitting, ["accept"])).split())
    assert "(turned up from the top of the stock for both to see; it is out of play)" in text


def test_it_is_explained_once_a_session() -> None:
    s = session(partial(1, 0), ["accept", *["1"] * 300])
    with contextlib.suppress(EndOfInput):  # (the sitting may end first)
        s.run()
    text = " ".join(out(s.console).split())
    assert text.count("the information card is") >= 2  # a second deal's contract
    assert text.count(_WHAT) == 1
