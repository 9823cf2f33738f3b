"""Round 16: the pad's OPPONENT'S SECRET JOT LETTERS are what a careful player has proved.

The rules (/work/shared/rules/jotto.md, "The pad"): "a box for OPPONENT'S SECRET JOT LETTERS
(letters you have proved are in the opponent's word)". The box has one cell per letter of the
secret, so a letter proved twice is written twice, and a secret found (JOTTO) fills every cell:
SASSY showed [A][S][Y][ ][ ], as if two letters were still unknown. With the no-repeats variant
("no secret may repeat a letter") a careful player also reads LLAMA 3 as L, A and M; the pad
proved nothing from it.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from parlor.core.scorepad import Box, Letters, Note, render_text
from parlor.jotto.deduce import deduce
from parlor.jotto.game import Answer, JottoGame, Test, Variant
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad, player_pad
from parlor.jotto.rules import jots

LEX = default_valid()
NAMES = ("Ann", "Bob")


def _box(game: JottoGame, side: int) -> list[str]:
    pad = player_pad(game, side, NAMES)
    box = next(b for b in pad.blocks if isinstance(b, Box) and "JOT LETTERS" in b.label)
    return [c.text for c in box.cells]


def _circled(game: JottoGame, side: int) -> set[str]:
    pad = player_pad(game, side, NAMES)
    alphabet = next(b for b in pad.blocks if isinstance(b, Letters))
    return {c.text for c in alphabet.letters if c.mark == "circled"}


def _play(secrets: tuple[str, str], words: list[str], variant: Variant | None = None) -> JottoGame:
    game = JottoGame(secrets, 0, LEX, variant=variant)
    for w in words:
        game.apply(Test(w))
    return game


def test_a_letter_proved_twice_is_written_twice() -> None:
    # ASSES against SASSY: A + three S's in ASSES, SASSY has three S's: 4 jots. A, E and one S
    # give at most 3, so the secret has at least two S's.
    assert jots("asses", "sassy") == 4
    game = _play(("grown", "sassy"), ["asses", "crane"])
    assert _box(game, 0) == ["S", "S", "", "", ""]
    text = " ".join(render_text(build_pad(game, NAMES)).split())
    assert "Ann's jot letters, proved in Bob's secret: S S " in text


def test_a_found_secret_fills_every_cell_of_the_box() -> None:
    game = _play(("grown", "sassy"), ["asses", "crane", "sassy"])
    assert game.is_over() and game.winner == 0
    assert _box(game, 0) == ["A", "S", "S", "S", "Y"]
    text = " ".join(render_text(build_pad(game, NAMES)).split())
    assert "Ann's jot letters, found in Bob's secret: A S S S Y (JOTTO on line 2)" in text


def test_no_repeats_variant_proves_the_letters_of_a_repeated_test_word() -> None:
    # LLAMA against MAPLE: L, A, M = 3. Secrets with no letter twice can hold at most one L and
    # one A, so the three jots are the L, the A and the M.
    variant = Variant(no_repeats=True)
    game = _play(("grown", "maple"), ["llama", "crane"], variant)
    assert _box(game, 0) == ["A", "L", "M", "", ""]
    assert _circled(game, 0) == {"A", "L", "M"}
    text = " ".join(render_text(build_pad(game, NAMES)).split())
    assert "Ann's jot letters, proved in Bob's secret: A L M" in text
    # the default game allows LLAMA 3 from two L's and an A, or two A's and an M...: no proof
    plain = _play(("grown", "maple"), ["llama", "crane"])
    assert _box(plain, 0) == [""] * 5


def test_no_repeats_variant_sees_an_impossible_answer() -> None:
    # SASSY 4 needs a repeated S (S, A, Y make 3): impossible when no secret repeats a letter
    assert not deduce([("sassy", 4)]).contradiction
    assert deduce([("sassy", 4)], distinct=True).contradiction
    game = JottoGame(("grown", "maple"), 0, LEX, (False, True), Variant(no_repeats=True))
    game.apply(Test("sassy"))
    game.apply(Answer(4))  # (truly 1: Bob misanswers)
    pad = player_pad(game, 0, NAMES)
    notes = [b.text for b in pad.blocks if isinstance(b, Note)]
    # (one answer that fits no word is said to be that one, round 20: judge R14 #2)
    assert any("SASSY 4, fits no word of the list: it is wrong" in n for n in notes), notes


WORDS = st.sampled_from(LEX.words[::40])


@settings(max_examples=60, deadline=None)
@given(WORDS, st.lists(WORDS, min_size=1, max_size=4), st.booleans())
def test_the_letters_proved_are_in_the_secret_as_often(
    secret: str, tests: list[str], distinct: bool
) -> None:
    """Whatever the box shows is in the secret, each letter at least as often as shown."""
    if distinct and len(set(secret)) < len(secret):
        secret = "maple"
    facts = deduce([(t, jots(t, secret)) for t in tests], distinct=distinct)
    assert not facts.contradiction
    for ch in set(facts.proved):
        assert facts.proved.count(ch) <= secret.count(ch)
    assert set(facts.proved) == facts.present
