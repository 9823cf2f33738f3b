"""Regressions found by the fifth round of play-testing Jo-Jotte as the judge would play it."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


def test_accept_with_a_suit_outside_round_one_gets_the_engines_reason() -> None:
    # Example 1, action 3: A, the declarer, may bid Slam or pass; "accept hearts" is no call
    # now, and the refusal said "accept takes the turn-up's suit ... in round 2".
    text = run_until_end_of_input(session(partial(1, 3), ["accept hearts", "accept spades"]))
    assert "turn-up's suit" not in text
    assert text.count("! not allowed: as the declarer you may bid Slam or pass") == 2
    # Round 2 of the auction: the turn-up's suit (clubs) may not be named, accepted or not.
    text = run_until_end_of_input(session(round_two(), ["accept clubs"]))
    assert "turn-up's suit, clubs (another suit may be named in round 2)" not in text
    assert "! not allowed: in round 2 you may name another suit, bid No-Trump, or pass" in text


def test_two_cards_at_once_are_refused_as_two_cards() -> None:
    # Example 1, action 10: B led the 10 of clubs; You are to play.
    for answer in ("AH KH", "ah,kh", "AH, KH", "10h jh"):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert "! one card at a time: " in text, answer
        assert "not an action" not in text and "not a card" not in text, answer
    text = run_until_end_of_input(session(partial(1, 10), ["10h jh"]))
    assert "! one card at a time: 10♥ and J♥ are 2 cards" in text


def test_a_negative_number_or_two_numbers_ask_for_one_number_in_range() -> None:
    for answer in ("-1", "+6", "- 2"):  # ('+3' is the choice 3 since the judge of session 11)
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert "! choose a number from 1 to 5" in text, answer
    for answer in ("1 2", "1, 2"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "! one choice at a time: a number from 1 to 2" in text, answer


def test_a_single_card_at_the_melds_prompt_is_no_meld_named_as_typed() -> None:
    # Example 1, action 6: A holds K-Q-J-10 of hearts and A-K-Q of diamonds.
    text = run_until_end_of_input(session(partial(1, 6), ["10h"]))
    assert "! 10♥ is no meld: a sequence is three or more cards in a row of one suit" in text
    assert "'th'" not in text
    text = run_until_end_of_input(session(partial(1, 6), ["kh qh jh th as"]))
    assert "! A♠ is no meld" in text


def test_each_call_prompt_says_what_a_call_does_now() -> None:
    # Example 1: A, the non-dealer, speaks first in round 1 (turn-up: the 10 of hearts).
    text = run_until_end_of_input(session(partial(1, 0), []))
    assert "Bidding, round 1: accept the turn-up's suit, hearts, as trumps, or pass" in text
    text = run_until_end_of_input(session(round_two(), []))
    assert (
        "Bidding, round 2: name another suit as trumps, No-Trump, or pass (if both pass, " in text
    )
    text = run_until_end_of_input(session(round_two("pass", "bid s"), []))
    assert "B bid spades: overcall No-Trump (you would play it), double (the trick points" in text
    text = run_until_end_of_input(session(round_two("pass", "nt"), []))
    assert "B bid No-Trump: double (the trick points count twice), or pass." in text
    text = run_until_end_of_input(session(round_two("bid h", "double"), []))
    assert "B doubled: redouble (the trick points count four times), or pass." in text
    text = run_until_end_of_input(session(partial(1, 3), []))  # A, the declarer: Slam?
    assert "Second bidding: you are the declarer; you may bid Slam, or pass." in text
    text = run_until_end_of_input(session(partial(3, 2), []))  # A, the defender: Nullo?
    assert "Second bidding: you are the defender; you may bid Nullo, or pass." in text


def test_a_void_deal_says_who_deals_next() -> None:
    # B deals; both passed round 1; You pass round 2 and so does the bot (B).
    s = session(round_two("pass"), [])
    s.bot = PassingBot()
    text = run_until_end_of_input(s)
    assert "Both passed twice: the deal is void (no score); You deal next." in text
    assert "the deal passes" not in text
    assert "Rubber 1, deal 2: A deals" in text


class PassingBot:
    """A bot that passes whenever it may (and otherwise takes the first choice)."""

    name = "Bot"
    level = "easy"

    def choose(self, obs: object, legal: list[int]) -> int:
        from parlor.jojotte.actions import PASS

        return PASS if PASS in legal else legal[0]


def test_a_tie_says_what_goes_to_the_prison_and_how_much_it_holds() -> None:
    from parlor.jojotte.ui import JojotteSession

    to_prison = JojotteSession._to_prison
    assert to_prison(0, 120, (50, 70), 1) == (
        "a tie - the trick points, 50 + 70 = 120, go to the prison."
    )
    assert to_prison(120, 360, (50, 70), 2) == (
        "a tie - the trick points, (50 + 70) x 2 = 240, go to the prison (it now holds 360)."
    )
    # prison_multiplied=off: a doubled tie puts the trick points in once.
    assert to_prison(0, 120, (50, 70), 2) == (
        "a tie - the trick points, 50 + 70 = 120, go to the prison."
    )


def test_a_card_named_suit_first_in_words() -> None:
    # Example 1, action 10: B led the 10 of clubs; A (void in clubs) must trump.
    for answer in ("hearts ten", "heart 10", "♥ 10"):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert "You play 10♥." in text, answer
    text = run_until_end_of_input(session(partial(1, 10), ["diamond ace"]))
    assert "! A♦ cannot be played: you cannot follow clubs, so you must trump" in text


def test_full_width_letters_and_digits_are_read_as_typed() -> None:
    # A Chinese or Japanese input method types ＪＨ, １ or ｈｅｌｐ in full-width forms.
    text = run_until_end_of_input(session(partial(1, 10), ["ＴＨ"]))
    assert "You play 10♥." in text
    text = run_until_end_of_input(session(partial(1, 10), ["５"]))
    assert "You play 10♥." in text
    text = run_until_end_of_input(session(partial(1, 10), ["ｈｅｌｐ"]))
    assert "Commands at any prompt" in text


def test_calls_in_the_words_of_belote_and_bridge_players() -> None:
    for answer in ("take", "take it", "I take", "take hearts"):  # Belote's "take"
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You accept ♥ (hearts)." in text, answer
    text = run_until_end_of_input(session(round_two(), ["take spades"]))
    assert "You bid ♠ (spades)." in text
    for answer in ("overcall", "overcall nt"):
        text = run_until_end_of_input(session(round_two("pass", "bid s"), [answer]))
        assert "You overcall No-Trump." in text, answer
    for answer in ("re-double", "redbl"):
        text = run_until_end_of_input(session(round_two("bid h", "double"), [answer]))
        assert "You redouble." in text, answer
    text = run_until_end_of_input(session(partial(1, 3), ["grand slam"]))
    assert "You bid Slam." in text


def test_the_exchange_and_the_melds_in_more_words() -> None:
    # Example 1, action 4: A holds the 7 of hearts (trumps) and may take the turn-up.
    for answer in ("swap the 7", "take the turn-up", "take", "trade"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert "You exchange 7♥ for the turn-up 10♥." in text, answer
    for answer in ("keep my seven", "keep the 7 of trumps"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert "You exchange" not in text and "answer y or n" not in text, answer
    # Example 1, action 6: A's melds.
    text = run_until_end_of_input(session(partial(1, 6), ["both"]))
    assert "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)." in text
    for answer in ("pass", "skip"):
        text = run_until_end_of_input(session(partial(1, 6), [answer]))
        assert "You declare nothing." in text, answer


def test_hand_shows_what_a_call_does_with_the_choices_again() -> None:
    text = run_until_end_of_input(session(round_two("pass", "bid s"), ["hand"]))
    assert text.count("B bid spades: overcall No-Trump (you would play it)") == 2


def test_a_wrong_answer_at_the_exchange_says_what_y_and_n_do() -> None:
    # (not 7h: naming the 7 of trumps exchanges it since round 19)
    text = run_until_end_of_input(session(partial(1, 4), ["maybe"]))
    assert "! answer y to exchange your 7♥ for the turn-up 10♥, or n to keep it (or 1-2)" in text


def test_the_deals_result_comes_after_the_sheet_just_above_the_prompt() -> None:
    # On a terminal of 24 lines the sheet alone filled the screen and pushed the result
    # ("Result: ... the contract is made, so ...") out of sight before the next-deal prompt.
    from .test_ui_playtest import KeyboardScript

    s = session(partial(1, 24), [])  # the bot plays the last card of example 1
    s.inp = KeyboardScript([])
    text = run_until_end_of_input(s)
    assert text.index("Jo-Jotte rubber sheet") < text.index("Result: hearts by You.")
    tail = text[text.index("Result: hearts by You.") :]
    assert "You win a game" in tail and "┃" not in tail  # no sheet below the result


def test_a_command_with_words_around_it_or_a_slip_of_the_keys() -> None:
    import pytest

    from parlor.jojotte.ui import QuitGame

    text = run_until_end_of_input(session(partial(1, 10), ["show me the sheet", "help?"]))
    assert "Jo-Jotte rubber sheet" in text and "Commands at any prompt" in text
    assert "not a card" not in text
    with pytest.raises(QuitGame):
        session(partial(1, 10), ["quit the game"]).run()
    text = run_until_end_of_input(session(partial(1, 10), ["hlep", "qiut", "hint me a card"]))
    assert "! not a card: 'hlep' (did you mean help?)" in text
    assert "(did you mean quit?)" in text and "(did you mean hint?)" in text
    text = run_until_end_of_input(session(partial(1, 10), ["jack", "kinf"]))
    assert "did you mean" not in text  # a card's word is no command


def test_the_play_prompt_says_why_only_some_cards_are_offered() -> None:
    from .test_ui import beat_position

    # Spades are trumps and B led the 10: A must beat it (A♠, J♠ or 9♠, not 8♠ or 7♠).
    text = run_until_end_of_input(session(beat_position(), []))
    assert (
        "A trump was led: you must follow with a trump higher than 10♠.\n1) A♠  2) J♠  3) 9♠\n"
        in text
    )
    # Example 2: B leads the jack of spades (trumps), which no spade of A's beats: A follows.
    text = run_until_end_of_input(session(partial(2, 11), []))
    assert "You must follow suit (spades).\n1) Q♠  2) 10♠  3) 9♠\n" in text
    # Example 1: B leads the 10 of clubs; You have no clubs left and must trump.
    text = run_until_end_of_input(session(partial(1, 10), []))
    assert "You have no clubs: you must trump.\n1) K♥ Jo!" in text
    # The leader may lead any card: no note.
    text = run_until_end_of_input(session(partial(1, 12), []))
    assert "Trick 4: you lead." in text
    assert "must follow" not in text and "must trump" not in text
