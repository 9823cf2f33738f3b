"""Round 10 of play-testing the Jo-Jotte prompts: answers as a newcomer types them."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_a_suit_from_an_emoji_keyboard_names_the_suit() -> None:
    # A phone's emoji keyboard types ♥️ (the symbol and U+FE0F): calls refused it ("not a
    # call"), though cards such as 10♥️ were read.
    text = run_until_end_of_input(session(partial(1, 0), ["\u2665\ufe0f"]))
    assert "You accept" in text and "not a call" not in text
    # Example 2, action 3: A answers B's spade bid; ♠️ names spades, not allowed there.
    text = run_until_end_of_input(session(partial(2, 3), ["\u2660\ufe0f"]))
    assert "! not allowed: answer the suit bid with No-Trump, double or pass" in text
    assert "not a call" not in text
    text = run_until_end_of_input(session(partial(1, 10), ["K\u2665\ufe0e nojo"]))
    assert "You play K♥." in text and "\n! " not in text


def test_a_card_with_a_comma_after_it_is_that_card() -> None:
    # "TH," (as a list is typed) said "not a card: 'th,'"; "th." was read.
    for answer in ("TH,", "th;", "10h, please"):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert "You play 10♥." in text, answer
        assert "not a card" not in text, answer


def test_bid_before_a_call_as_the_table_says_it() -> None:
    # The table says "B bids Nullo"; "bid nullo" was refused as no call ("bid hearts" and
    # "bid no trump" were read).
    text = run_until_end_of_input(session(partial(3, 2), ["bid nullo"]))
    assert "not a call" not in text
    assert "Nullo" in text.split("bid nullo")[-1]
    # Example 2, action 3: A answers B's spade bid by overcalling No-Trump.
    text = run_until_end_of_input(session(partial(2, 3), ["bid no-trump"]))
    assert "not a call" not in text and "You overcall No-Trump" in text


def test_sans_atout_is_no_trump() -> None:
    # Belote's name for No-Trump.
    text = run_until_end_of_input(session(partial(2, 3), ["sans atout"]))
    assert "not a call" not in text and "You overcall No-Trump" in text


def test_the_seven_or_the_turn_up_named_at_the_exchange() -> None:
    # Example 1, action 4: A holds 7H, the turn-up is TH. "swap 7h" was refused ("answer y to
    # exchange your 7♥ ..."), as if the card named were something else.
    for answer in ("swap 7h", "exchange 7♥ for 10♥", "take the th"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert "You exchange 7♥ for the turn-up 10♥." in text, answer
        assert "! answer y" not in text, answer
    text = run_until_end_of_input(session(partial(1, 4), ["keep my 7h"]))
    assert "! answer y" not in text and "You keep 7♥ rather than take the turn-up 10♥." in text
    # another card: asked again (the 7 of trumps alone, "7h", exchanges it since round 19)
    for answer in ("swap 8h", "8h"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert "answer y to exchange your 7♥ for the turn-up 10♥" in text, answer
        assert "You exchange" not in text and "You keep" not in text, answer


def test_jo_or_jotte_alone_plays_the_card_that_says_it() -> None:
    # Example 1, action 10: A must trump and holds K♥ and Q♥; 'jo' (the word the table
    # shows with the King) said "not a card: 'jo'".
    for answer in ("jo", "Jo!", "KH, jo"):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert 'You play K♥ and say "Jo"' in text, answer
        assert "\n! " not in text, answer
    text = run_until_end_of_input(session(partial(1, 10), ["jotte"]))
    assert "! no Jotte yet: Jotte follows Jo, said when the K♥ is played" in text
    # Action 15: You lead after Jo; 'jotte' plays the Queen of trumps.
    for answer in ("jotte", "QH, jotte"):
        text = run_until_end_of_input(session(partial(1, 15), [answer]))
        assert "You play Q♥" in text and "Jotte" in text.split("You play Q♥")[-1], answer
        assert "\n! " not in text, answer
    text = run_until_end_of_input(session(partial(1, 15), ["jo"]))
    assert "! no card of yours says Jo now" in text


def test_a_rank_alone_plays_the_one_card_of_it() -> None:
    # Example 1, action 10: A must trump (K♥ Q♥ J♥ 10♥); 'ten' said "not a card: 'ten'".
    text = run_until_end_of_input(session(partial(1, 10), ["ten"]))
    assert "You play 10♥." in text and "\n! " not in text
    text = run_until_end_of_input(session(partial(1, 10), ["the king"]))
    assert 'You play K♥ and say "Jo"' in text
    # A♦ is the only ace, but a trump is due: the engine says why, as for "AD".
    text = run_until_end_of_input(session(partial(1, 10), ["ace"]))
    assert "! A♦ cannot be played: you cannot follow clubs, so you must trump" in text
    text = run_until_end_of_input(session(partial(1, 10), ["seven"]))
    assert "! you hold no seven" in text
    # Action 11: You lead with K♥ and K♦ in hand: which one?
    text = run_until_end_of_input(session(partial(1, 11), ["king", "jack"]))
    assert "! which king? K♥ or K♦ (type e.g. KH, or its number)" in text
    assert "You play J♥." in text


def test_a_call_typed_short_or_with_a_slip() -> None:
    # Example 1, action 0: 'acc' and 'acept' both said "not a call" without a word on why.
    text = run_until_end_of_input(session(partial(1, 0), ["acc"]))
    assert "You accept" in text and "\n! " not in text
    text = run_until_end_of_input(session(partial(1, 0), ["acept", "pas"]))
    assert "! not a call: 'acept' (did you mean accept?)" in text
    assert "You pass" in text
    # Example 2, action 3: A answers B's spade bid; 'dou' doubles, 'dobule' is asked about.
    text = run_until_end_of_input(session(partial(2, 3), ["dobule", "dou"]))
    assert "! not a call: 'dobule' (did you mean double?)" in text
    assert "You double" in text
    # Too short, or the start of no call allowed now: refused as before.
    text = run_until_end_of_input(session(partial(1, 0), ["pa", "dou"]))
    assert "! not a call: 'pa' (choose 1-2 or type help)" in text
    assert "! not a call: 'dou' (choose 1-2 or type help)" in text


def test_a_number_in_brackets_or_with_a_mark_is_that_choice() -> None:
    # '(2)' at the card prompt said "not a card: '2'"; '#1' and '1!' said "not a call".
    for answer in ("(1)", "[1]", "#1", "1!", "1?"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You accept" in text and "\n! " not in text, answer
    text = run_until_end_of_input(session(partial(1, 11), ["(8)"]))
    assert "You play Q♦." in text and "\n! " not in text
    text = run_until_end_of_input(session(partial(1, 0), ["(3)", "(-1)"]))
    assert text.count("! choose a number from 1 to 2") == 2


def test_hand_shows_the_exchange_and_melds_questions_again() -> None:
    # 'hand' showed the table and the choices, '1) exchange the 7  2) keep the 7', without
    # the question that says which 7 goes for which turn-up (nor 'Your melds: ...').
    text = run_until_end_of_input(session(partial(1, 4), ["hand"]))
    assert text.count("You hold the 7 of trumps: exchange it for the turn-up 10♥?") == 2
    text = run_until_end_of_input(session(partial(1, 6), ["hand"]))
    assert text.count("Your melds: K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)") == 2


def test_accept_it_accepts() -> None:
    # 'take it' accepted the turn-up's suit; 'accept it' said "not a call".
    for answer in ("accept it", "accept that", "accept the suit"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You accept" in text and "\n! " not in text, answer
