"""Round 14: a test word typed with something around it ('slate 2', 'SLATE?', '"slate"', 'is
it slate') was refused with 'is not a word: use the letters A to Z only' alone, which puzzled
a newcomer who had typed SLATE; the refusal now says to type the word alone."""

from __future__ import annotations

from tests.jotto.test_screen_prompts import two_people


def test_a_test_word_with_more_around_it_is_pointed_to_the_word() -> None:
    # ('"whale"' in a pair of quotes is read as WHALE since round 17: one quote is not)
    for typed in ("whale 2", "WHALE?", '"whale', "is it whale", "whale."):
        session, out, _ = two_people(["maple", "grown", typed, "whale"])
        assert "(type the word alone: WHALE)" in out, (typed, out)
        assert session.game is not None and session.game.tests[0][0].word == "whale"


def test_no_pointer_when_there_is_no_single_word_or_a_command_is_meant() -> None:
    _, out, _ = two_people(["maple", "grown", "whale fight", "qzx 2", "help me"])
    assert "type the word alone" not in out
    assert "(did you mean help?)" in out


def test_a_refused_secret_is_never_named() -> None:
    _, out, _ = two_people(["maple 2", "maple"])
    assert "! that is not a word" in out  # (refused, as before)
    assert "type the word alone" not in out and "MAPLE" not in out.upper()


def test_a_word_typed_alone_and_refused_for_its_own_reason_gets_no_pointer() -> None:
    """Hard mode refused GROWN, typed alone, and added '(type the word alone: GROWN)'. (FJORD
    since round 20: the secret itself, GROWN, is taken though a wrong answer rules it out; and
    since judge BB20 #1 any word is then, so the answers here are right.)"""
    from parlor.jotto.game import Variant

    _, out, _ = two_people(
        ["maple", "grown", "whale", "1", "flask", "2", "fjord", " Fjord "],
        variant=Variant(hard_mode=True),
        announce=True,  # (FJORD gets 0 from WHALE, which got 1)
    )
    assert out.count("FJORD does not fit the jots your test words got (hard mode)") == 2
    assert "type the word alone" not in out
