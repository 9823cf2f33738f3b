"""Regressions found by a second round of play-testing the Jo-Jotte session as a new player."""

from __future__ import annotations

from parlor.jojotte import Sitting
from parlor.jojotte.actions import parse_action
from parlor.jojotte.options import Options

from .jojotte_helpers import make_deal
from .test_ui import partial, run_until_end_of_input, session
from .test_ui_playtest import round_two


def test_a_call_typed_as_its_choice_reads_with_its_suit_or_note() -> None:
    # Example 1: A, the non-dealer, may accept the turn-up's hearts ("1) accept ♥ (hearts)").
    for answer in ("accept hearts", "Accept ♥", "accept ♥ (hearts)", "accept h", "accept!"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You accept ♥ (hearts)." in text, answer
    text = run_until_end_of_input(session(partial(1, 0), ["accept spades", "pass."]))
    assert "! accept takes the turn-up's suit, hearts" in text
    assert "You pass." in text
    # A, the declarer, may bid Slam: "no slam" is the pass shown as "pass (no Slam)".
    for answer in ("no slam", "pass (no Slam)", "Pass!"):
        text = run_until_end_of_input(session(partial(1, 3), [answer]))
        assert "You pass (no Slam)." in text, answer
    # Example 3: A, the defender, may bid Nullo.
    text = run_until_end_of_input(session(partial(3, 2), ["no nullo"]))
    assert "You pass (no Nullo)." in text


def test_no_trump_in_the_words_a_player_would_use() -> None:
    for answer in ("bid no trump", "n.t.", "No Trump."):
        text = run_until_end_of_input(session(round_two(), [answer]))
        assert "You bid No-Trump." in text, answer
    text = run_until_end_of_input(session(round_two("pass", "bid s"), ["no double"]))
    assert "You pass (no overcall or double)." in text


def test_a_refusal_names_the_cards_as_the_table_shows_them() -> None:
    # Example 1: B leads the 10 of clubs; A holds no 9 of spades.
    text = run_until_end_of_input(session(partial(1, 10), ["9s"]))
    assert "! you do not hold 9♠\n" in text
    # A holds K-Q-J-10 of hearts and A-K-Q of diamonds: part of a run is not a meld.
    text = run_until_end_of_input(session(partial(1, 6), ["kh qh jh"]))
    assert "! K♥-Q♥-J♥ is not one of your melds (K♥-Q♥-J♥-10♥, A♦-K♦-Q♦)" in text
    assert "TH" not in text and "KH-QH" not in text


def test_all_or_none_with_the_words_a_player_adds() -> None:
    both = "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."
    for answer in ("all melds", "yes please", "declare all of them", "all."):
        text = run_until_end_of_input(session(partial(1, 6), [answer]))
        assert both in text, answer
        assert "not a meld" not in text, answer
    for answer in ("no melds", "none please"):
        text = run_until_end_of_input(session(partial(1, 6), [answer]))
        assert "You declare nothing." in text, answer


def test_a_card_typed_as_its_choice_reads_with_jo_or_its_note() -> None:
    # Example 1: A must trump the 10 of clubs, holding K and Q of hearts (trumps):
    # 1) K♥ Jo!  2) K♥ (no Jo)  3) Q♥ (Queen first: no Jo-Jotte)  4) J♥  5) 10♥
    for answer in ("K♥ Jo!", "kh jo.", "king of hearts jo", "KH Jo!"):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert 'You play K♥ and say "Jo".' in text, answer
    for answer in ("K♥ (no Jo)", "king of hearts no jo"):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert "You play K♥." in text, answer
    text = run_until_end_of_input(session(partial(1, 10), ["Q♥ (Queen first: no Jo-Jotte)"]))
    assert "You play Q♥." in text
    # The melds choice, pasted whole.
    text = run_until_end_of_input(
        session(partial(1, 6), ["declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)"])
    )
    assert "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)." in text


def test_the_next_deal_comes_with_next_or_ok_as_well_as_enter() -> None:
    from .test_ui_playtest import KeyboardScript

    for answer in ("next", "OK", "continue", "y", ""):
        s = session(partial(1, 24), [])  # the bot plays the last card of the deal
        keys = KeyboardScript([answer])
        s.inp = keys
        text = run_until_end_of_input(s)
        assert keys.prompts[0].startswith("Press Enter for the next deal"), answer
        assert "Rubber 1, deal 2: A deals" in text, answer
        assert "! press Enter" not in text, answer
    # "1" dealt on too from round 7; since the judge of session 11 (K2) it is refused and
    # asked again, as a card typed ahead is (the prompt is not asked from a pipe)
    s = session(partial(1, 24), [])
    s.inp = KeyboardScript(["1"])
    assert "Rubber 1, deal 2: A deals" not in run_until_end_of_input(s)


def test_a_byte_order_mark_before_a_piped_answer_is_ignored() -> None:
    # A script of answers saved with a BOM (Notepad), or a zero-width space pasted with a card.
    text = run_until_end_of_input(session(partial(1, 0), ["\ufeffaccept"]))
    assert "You accept ♥ (hearts)." in text and "not a call" not in text
    text = run_until_end_of_input(session(partial(1, 10), ["th\u200b"]))
    assert "You play 10♥." in text


def test_a_player_without_melds_is_told_once() -> None:
    from parlor.jojotte import Sitting
    from parlor.jojotte.actions import parse_action
    from parlor.jojotte.options import Options

    from .jojotte_helpers import make_deal

    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("8S JS AS 7H 9H QD", "TS KS QS 7D 8D 9D", "JC", "KC 7C JD", "TH QH KH").deck
    deal = sitting.new_deal(deck)
    for text in ("pass", "pass", "bid S", "pass", "pass", "pass"):  # You declare spades
        deal.apply(parse_action(text))
    text = run_until_end_of_input(session(sitting, []))
    assert "B declares 9♦-8♦-7♦ (20).\nYou have no melds to declare.\nMelds:" in text
    assert "You declare nothing" not in text


def test_a_long_paste_is_refused_without_echoing_it() -> None:
    text = run_until_end_of_input(session(partial(1, 0), ["accept " * 500, "accept"]))
    assert "! that answer is 3499 characters long: type one choice (or help)" in text
    assert "accept accept accept" not in text
    assert "You accept ♥ (hearts)." in text


def test_on_a_narrow_terminal_a_choice_is_never_split_from_its_number() -> None:
    import re

    # Example 1: A must trump: 1) K♥ Jo!  2) K♥ (no Jo)  3) Q♥ (Queen first: no Jo-Jotte) ...
    s = session(partial(1, 10), [])
    s.console.width = 40
    text = run_until_end_of_input(s)
    lines = text[text.index("1) K♥ Jo!") :].splitlines()[:4]
    assert lines[0] == "1) K♥ Jo!  2) K♥ (no Jo)"
    assert lines[1] == "3) Q♥ (Queen first: no Jo-Jotte)  4) J♥"  # 39 columns
    assert lines[2] == "5) 10♥"
    assert not any(re.search(r"(^|\s)\d\)$", line) for line in text.splitlines())
    s = session(partial(1, 10), [])  # a wide terminal: one line
    assert "1) K♥ Jo!  2) K♥ (no Jo)  3) Q♥ (Queen first: no Jo-Jotte)  4) J♥  5) 10♥\n" in (
        run_until_end_of_input(s)
    )


def four_jacks() -> Sitting:
    """A (declarer, hearts) holds four jacks and A-K-Q-J of spades; B has declared."""
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("JS JH JD JC QS KS", "7D 8D 9D TC 9C 8C", "7H", "AS 8H 9H", "AC 7C TS").deck
    deal = sitting.new_deal(deck)
    for text in ("accept", "pass", "pass", "pass"):
        deal.apply(parse_action(text))
    deal.apply(deal.legal_actions()[0])  # B declares
    return sitting


def test_a_four_of_a_kind_is_named_and_typed_in_words() -> None:
    text = run_until_end_of_input(session(four_jacks(), []))
    assert "2) declare four jacks (100)" in text and "four Js" not in text
    for answer in ("four jacks", "4 jacks", "four Js", "4js", "declare four jacks (100)"):
        text = run_until_end_of_input(session(four_jacks(), [answer]))
        assert "You declare four jacks (100)." in text, answer
    text = run_until_end_of_input(session(four_jacks(), ["AS-KS-QS-JS four jacks"]))
    assert "You declare A♠-K♠-Q♠-J♠ (40), four jacks (100)." in text


def test_h_refused_in_the_auction_says_it_named_hearts() -> None:
    text = run_until_end_of_input(session(round_two(), ["c"]))  # clubs, the turn-up suit
    assert "(in the auction h names hearts" not in text
    # Round 1 with spades turned up: "h" (meant as help) names hearts, which is refused.
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    sitting.new_deal(make_deal("8S 9S AS 7H 8H QD", "TS KS QS 7D 8D 9D", "JS").deck)
    text = run_until_end_of_input(session(sitting, ["h"]))
    assert "in round 1 you may only accept or pass (in the auction h names hearts: type help" in (
        text
    )


def test_the_help_names_each_card_form_once_in_ascii_too() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["help"]))
    assert "a card as JH, 10h, th, J♥ or jack of hearts (KH nojo" in text
    text = run_until_end_of_input(session(partial(1, 10), ["help"], ascii=True))
    assert "a card as JH, 10h, th or jack of hearts (KH nojo" in text  # not "th or JH"


def test_a_card_or_a_call_with_the_words_a_player_adds() -> None:
    for answer in ("I play TH", "play the ten of hearts", "lead th", "th please"):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert "You play 10♥." in text, answer
    text = run_until_end_of_input(session(partial(1, 10), ["play the"]))
    assert "empty card" not in text and "! not a card: 'the'" in text
    for answer in ("I accept", "accept please"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You accept ♥ (hearts)." in text, answer
    for answer in ("i pass", "pass thank you"):
        text = run_until_end_of_input(session(partial(1, 0), [answer]))
        assert "You pass." in text, answer


def test_rules_and_undo_at_a_prompt_say_what_there_is() -> None:
    s = session(partial(1, 10), ["rules", "undo", "th"])
    text = run_until_end_of_input(s)
    assert "The rules are printed by parlor jojotte rules" in text
    assert "! there is no undo: a card or call made stands, as at the table" in text
    assert "not a card" not in text and "You play 10♥." in text


def test_jo_refused_for_another_reason_gives_that_reason() -> None:
    # Hearts are trumps; B leads the ace of spades; A holds two spades and K, Q of hearts.
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("KH QH 7S 8S 7D 8D", "AS TS 9S 7C 8C 9C", "JH", "9H AD KD", "QC KC AC").deck
    deal = sitting.new_deal(deck)
    for text in ("accept", "pass", "pass", "pass"):
        deal.apply(parse_action(text))
    while deal.current_player() != 0 or deal.play is None:  # the melds, then B's lead
        deal.apply(parse_action("play AS") if deal.play else deal.legal_actions()[0])
    text = run_until_end_of_input(session(sitting, ["K♥ Jo!", "kh jo"]))
    assert text.count("! K♥ cannot be played: you must follow suit (spades)") == 2
    assert "Jo needs the Queen" not in text


def test_accept_with_a_suit_in_round_two_bids_that_suit() -> None:
    text = run_until_end_of_input(session(round_two(), ["accept hearts"]))
    assert "You bid ♥ (hearts)." in text
    text = run_until_end_of_input(session(round_two(), ["accept clubs"]))  # the turn-up's
    assert "! not allowed: in round 2 you may name another suit, bid No-Trump, or pass" in text


def test_the_prompt_after_a_rubber_names_the_next_rubber() -> None:
    import random

    from parlor.jojotte.bots import make_bot
    from parlor.jojotte.game import random_deck

    from .test_ui_playtest import KeyboardScript

    # Two easy bots play the first rubber of two; the sitting is rebuilt one card short.
    played = Sitting(Options(rubbers=2), ("A", "B"))
    played.start_rubber(first_dealer=0)
    rng, bot = random.Random(5), make_bot("easy", random.Random(6))
    deals: list[tuple[list[int], list[int]]] = []
    while not played.rubber.is_over:
        deal = played.new_deal(random_deck(rng))
        deck = list(deal.deck)
        while not deal.is_over():
            deal.apply(bot.choose(deal.observation(deal.current_player()), deal.legal_actions()))
        deals.append((deck, list(deal.history)))
        played.finish_deal(deal)
    sitting = Sitting(Options(rubbers=2), ("A", "B"))
    sitting.start_rubber(first_dealer=0)
    for i, (deck, history) in enumerate(deals):
        deal = sitting.new_deal(deck)
        for a in history if i < len(deals) - 1 else history[:-1]:  # the last card is forced
            deal.apply(a)
        if i < len(deals) - 1:
            sitting.finish_deal(deal)
    s = session(sitting, [])
    keys = KeyboardScript([])
    s.inp = keys
    text = run_until_end_of_input(s)
    assert "wins the rubber" in text
    assert keys.prompts[-1] == "Press Enter for the next rubber (or a command): "


def test_the_exchange_answered_in_words() -> None:
    # Example 1: A holds the 7 of hearts (trumps) and may take the 10 turned up.
    for answer in ("yes please", "exchange it", "Y!"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert "You exchange 7♥ for the turn-up 10♥." in text, answer
    for answer in ("no thanks", "keep it", "pass"):
        text = run_until_end_of_input(session(partial(1, 4), [answer]))
        assert "You keep 7♥ rather than take the turn-up 10♥." in text, answer
