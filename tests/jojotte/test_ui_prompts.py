"""Round 7 of play-testing the Jo-Jotte table: numbers, the prompt between deals, the turn-up
and the house rules."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_a_whole_number_written_with_a_decimal_point_is_that_choice() -> None:
    # Example 1, action 0: A calls first (1) accept  2) pass). '1.0' said "one choice at a time".
    for answer in ("1.0", "1.00", "01.0", "1.0)"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You accept" in text, answer
        assert "one choice at a time" not in text, answer
    text = run_until_end_of_input(session(partial(1, 0), ["2.0"]))
    assert "You pass" in text


def test_a_number_with_a_fraction_asks_for_a_whole_number() -> None:
    for answer in ("1.5", "2.25"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "! choose a whole number from 1 to 2" in text, answer
        assert "one choice at a time" not in text and "You accept" not in text, answer
    text = run_until_end_of_input(session(partial(1, 0), ["3.0"]))
    assert "! choose a number from 1 to 2" in text
    text = run_until_end_of_input(session(partial(1, 0), ["1. 2"]))  # still two numbers
    assert "! one choice at a time: a number from 1 to 2" in text


def _between_deals(answers: list[str]) -> tuple[str, list[str]]:
    """The end of example 1's deal (the bot plays its last card) at a keyboard answering
    ``answers``: the text shown and the prompts asked."""
    from .test_ui_playtest import KeyboardScript

    s = session(partial(1, 24), [])
    keys = KeyboardScript(answers)
    s.inp = keys
    text = run_until_end_of_input(s)
    return text, keys.prompts


def test_enter_or_a_word_for_it_deals_on() -> None:
    # (a '1', '2' or 'accept' dealt on here too until the judge of session 11 (K2) found a card
    # typed ahead dealing on in silence: they are refused, see test_between_deals)
    for answer in ("next", "", "ok", "Next deal", "go on"):
        text, prompts = _between_deals([answer])
        assert prompts[0].startswith("Press Enter for the next deal"), answer
        assert "Rubber 1, deal 2: A deals" in text, answer
        assert "! " not in text.split("Press Enter for the next deal")[-1].split("deal 2")[0]
        assert sum(p.startswith("Press Enter") for p in prompts) == 1, answer


def test_the_commands_still_work_there_and_a_no_is_not_taken_as_go_on() -> None:
    text, prompts = _between_deals(["sheet", ""])
    assert text.count("Jo-Jotte rubber sheet") == 2  # after the deal, and asked for
    assert sum(p.startswith("Press Enter") for p in prompts) == 2
    text, prompts = _between_deals(["help", ""])
    assert "press Enter for the next deal" in text and "Rubber 1, deal 2" in text
    for answer in ("no", "stop", "qiut", "sheeet"):
        text, prompts = _between_deals([answer])
        assert "Rubber 1, deal 2" not in text, answer
        assert (
            "! type quit to stop here (the sitting is saved), or press Enter for the next deal"
            in (" ".join(text.split()))
        ), answer
    text, _ = _between_deals(["qiut"])
    assert "(did you mean quit?)" in text


def test_an_accept_is_not_called_a_bid_in_the_line_above_the_choices() -> None:
    # Example 3: B accepts hearts in round 1; A answers. The line said "B bid hearts: ...".
    text = run_until_end_of_input(session(partial(3, 1), []))
    assert "B accepted hearts: overcall No-Trump (you would play it), double" in text
    assert "B bid hearts" not in text


def test_the_calls_line_says_each_call_as_it_was_told() -> None:
    from .test_ui_playtest import round_two

    # Round 2: A passed, B bid spades; the table's line said "Calls: A pass, B pass, A pass,
    # B ♠ (spades)", a suit with no verb.
    text = run_until_end_of_input(session(round_two("pass", "bid s"), []))
    assert "Calls: You pass, B passes, You pass, B bids ♠ (spades)\n" in text
    text = run_until_end_of_input(session(round_two("nt", "double"), []))
    assert "Calls: You pass, B passes, You bid No-Trump, B doubles\n" in text


def test_melds_declared_by_one_side_only_are_not_called_the_better() -> None:
    # Example 1: B declared K♠-Q♠-J♠-10♠; You declare nothing. It said "B has the better
    # sequence; only the better side scores each kind", with nothing to compare.
    text = run_until_end_of_input(session(partial(1, 6), ["none"]))
    assert "Melds: only B declared: You 0, B 40 above the line." in text
    assert "better" not in text.split("You declare nothing.")[1]
