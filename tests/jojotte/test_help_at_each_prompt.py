"""Round 6: help at each prompt says the aim of the game, where the rules are, and what the
decision at hand is ("Now: ..."), as Jotto's help does."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import KeyboardScript


def _now(text: str) -> str:
    """The help's "Now:" paragraph, its lines joined."""
    assert "Now:" in text, text
    tail = text.split("Now:", 1)[1]
    return " ".join(tail.split("\n! ")[0].split("Your ")[0].split())


def _help_at(n: int, k: int) -> str:
    text = run_until_end_of_input(session(partial(n, k), ["help"]))
    assert "The aim" in text and "parlor jojotte rules" in text
    return _now(text)


def test_help_says_the_aim_and_where_the_rules_are_and_what_each_prompt_decides() -> None:
    nows = {
        "round 1": _help_at(1, 0),
        "slam": _help_at(1, 3),
        "exchange": _help_at(1, 4),
        "melds": _help_at(1, 6),
        "follow": _help_at(1, 8),
        "lead": _help_at(1, 11),
        "nullo": _help_at(3, 2),
        "nullo play": _help_at(3, 4),
    }
    assert len(set(nows.values())) == len(nows)  # a different decision at each prompt
    assert "accept makes the turn-up's suit, hearts, trumps and you the declarer" in nows["round 1"]
    assert "Slam: you undertake to take all nine tricks, 500 above" in nows["slam"]
    assert "swaps it for the turn-up 10♥" in nows["exchange"]
    assert "a meld not declared neither scores nor blocks" in nows["melds"]
    assert "score above the line at once" in nows["melds"]
    assert "you play second to 10♣" in nows["follow"]
    assert "trump if you can" in nows["follow"] and '"Jo"' in nows["follow"]
    assert "you lead: any card" in nows["lead"]
    assert "Nullo: you undertake to take no trick" in nows["nullo"]
    assert "cancels any double" in nows["nullo"]
    # Nullo is played at no trump: no trumping duty, no Jo
    assert "take no trick" in nows["nullo play"] and '"Jo"' not in nows["nullo play"]
    assert "Follow suit if you can, else any card." in nows["nullo play"]


def test_help_in_round_two_and_the_answers_to_a_bid() -> None:
    from .test_ui_playtest import round_two

    assert "name another suit or No-Trump" in _now(
        run_until_end_of_input(session(round_two(), ["help"]))
    )
    after_bid = _now(run_until_end_of_input(session(round_two("pass", "bid H"), ["help"])))
    assert "B bid hearts" in after_bid and "No-Trump overcalls it" in after_bid
    assert "double: the trick points count twice" in after_bid


def test_help_after_an_accept_says_accepted() -> None:
    # Example 3: B accepts hearts; A (the human) answers.
    now = _now(run_until_end_of_input(session(partial(3, 1), ["help"])))
    assert now.startswith("B accepted hearts and must end the deal with the higher total")


def test_help_at_the_next_deal_prompt_says_what_enter_does() -> None:
    s = session(partial(1, 24), [])  # the bot plays the last card of the deal
    s.inp = KeyboardScript(["help"])
    now = _now(run_until_end_of_input(s))
    assert now.startswith("the deal is over")  # a void deal too: nothing is scored there
    assert "press Enter for the next deal" in now and "quit to stop here" in now
