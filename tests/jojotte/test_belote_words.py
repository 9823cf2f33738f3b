"""Round 10 (a judge's eye): Jo and Jotte as a Belote player says them."""

from __future__ import annotations

from .test_ui import partial, run_until_end_of_input, session


def test_belote_and_jo_joined_to_the_king_say_jo() -> None:
    # Example 1, action 10: A holds K♥ and Q♥ of trumps and must trump. Belote's "belote" is
    # Jo; "KH and jo", "KH, say jo", "kh-jo" were refused ("not an action: 'kh and jo'").
    for answer in ("belote", "KH belote", "K♥ and Jo", "KH, say jo", "KH + jo", "kh-jo"):
        text = run_until_end_of_input(session(partial(1, 10), [answer]))
        assert 'You play K♥ and say "Jo".' in text, answer
        assert "\n! " not in text, answer
    text = run_until_end_of_input(session(partial(1, 10), ["KH no belote"]))
    assert "You play K♥." in text and '"Jo"' not in text


def test_rebelote_is_jotte() -> None:
    # Example 1, action 14: You have said Jo with K♥ and leads again; the Queen says Jotte.
    text = run_until_end_of_input(session(partial(1, 14), ["rebelote"]))
    assert 'You play Q♥ and say "Jotte"' in text
    # Before Jo, no card says it: the reason is given, as for 'jotte'.
    text = run_until_end_of_input(session(partial(1, 10), ["rebelote"]))
    assert "! no Jotte yet: Jotte follows Jo, said when the K♥ is played" in text


def test_a_card_with_words_after_it_is_refused_in_words_a_newcomer_reads() -> None:
    text = run_until_end_of_input(session(partial(1, 10), ["kh jo now"]))
    assert "! not a card: 'kh jo now' (write e.g. JH; KH jo plays the King of trumps" in text
    assert "not an action" not in text


def test_belote_or_the_king_and_queen_at_the_melds_prompt_is_told_of_jo_jotte() -> None:
    # Example 1, action 6: A's melds. A Belote player declares "belote" (K-Q of trumps); it
    # said "not a meld: 'belote'", and KH-QH "a sequence has three or more cards".
    for answer, said in (
        ("belote", "! 'belote' is no meld: "),
        ("jo-jotte", "! 'jo-jotte' is no meld: "),
        ("KH-QH", "! a sequence has three or more cards: 'KH-QH'; "),
        ("kh qh", "! K♥ Q♥ is no meld: a sequence is three or more cards in a row"),
    ):
        text = " ".join(run_until_end_of_input(session(partial(1, 6), [answer])).split())
        assert said in text, answer
        assert "the King and Queen of trumps score 20 as Jo-Jotte when they are played" in text
        assert "You declare" not in text, answer
