"""Answers that fit letters but no word contradict each other on the pads too (judge N13 #1).

RATED 2, SLANT 2, ROUTS 0, BILGE 2, AMPLE 4 (truly 5), CAMEL 4, FLAME 4, MEALY 4, LEMMA 4,
HEMAL 4 against MAPLE: some multiset of letters fits every answer (A E L M and a fifth), no word
does. The bot said "no word fits them" while the game's pad circled A E L M and crossed P off,
though P is in MAPLE. As the rules and ``parlor jotto helper`` say, nothing is proved then: no
letter is circled and only a 0's letters are crossed off.
"""

from __future__ import annotations

from parlor.core.scorepad import Letters, Note, ScoreSheet, render_text
from parlor.jotto.deduce import deduce
from parlor.jotto.game import Answer, JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad, player_pad
from parlor.jotto.rules import jots

BOT = ["rated", "slant", "routs", "bilge", "ample", "camel", "flame", "mealy", "lemma", "hemal"]
MINE = ["crane", "fjord", "tides", "bumpy", "chick", "wispy", "gauze", "knoll", "vouch", "dwarf"]
NAMES = ["You", "Bot"]


def game(ample: int) -> JottoGame:
    """You (side 0, secret MAPLE) answer the bot's tests by hand; the bot tests first."""
    g = JottoGame(["maple", "grown"], 1, default_valid(), announce=(True, False))
    for bot, mine in zip(BOT, MINE, strict=True):
        g.apply(Test(bot))
        g.apply(Answer(ample if bot == "ample" else jots(bot, "maple")))
        g.apply(Test(mine))
    assert not g.is_over()
    return g


def alphabet(sheet: ScoreSheet, title: str) -> dict[str, str | None]:
    found = [b for b in sheet.blocks if isinstance(b, Letters) and b.title == title]
    assert len(found) == 1, [b for b in sheet.blocks if isinstance(b, Letters)]
    return {c.text: c.mark for c in found[0].letters}


def notes(sheet: ScoreSheet) -> list[str]:
    # ('line\xa03': a no-break space keeps a line's number with it, shown as a space)
    return [b.text.replace("\xa0", " ") for b in sheet.blocks if isinstance(b, Note)]


def given(g: JottoGame) -> list[tuple[str, int]]:
    return [(t.word, t.announced) for t in g.tests[1] if t.announced is not None]


def test_the_repro_fits_letters_but_no_word() -> None:
    g = game(4)
    answers = given(g)
    assert not deduce(answers).contradiction  # letters fit: the pad went by these alone
    fitting = [
        w
        for w in default_valid().words
        if all(jots(t, w) == n for t, n in answers) and w not in BOT
    ]
    assert fitting == []


def test_game_pad_proves_nothing_when_no_word_fits() -> None:
    sheet = build_pad(game(4), NAMES)
    marks = alphabet(sheet, "Bot's alphabet")
    assert [ch for ch, m in marks.items() if m == "circled"] == []
    assert marks["P"] != "crossed"  # P is in MAPLE
    # only ROUTS 0 crosses off: AMPLE 4 is the answer wrong if only one is, not a 0
    assert sorted(ch for ch, m in marks.items() if m == "crossed") == list("ORSTU")
    line = next(t for t in notes(sheet) if t.startswith("Bot's jot letters"))
    assert "proved in your secret: none yet" in line
    assert "the answers contradict each other: at least one is wrong" in line
    assert "ROUTS (line 3)" in line
    # what the pad circled on line 9, when MAPLE (and other words) still fit: HEMAL, tested on
    # line 10, is no secret from then on only
    assert "no longer circled: A E L M;" in line
    assert "proved in your secret: A E L M" not in render_text(sheet)


def test_bots_paper_pad_proves_nothing_when_no_word_fits() -> None:
    sheet = player_pad(game(4), 1, NAMES)
    marks = alphabet(sheet, "ELIMINATING ALPHABET")
    assert [ch for ch, m in marks.items() if m == "circled"] == []
    assert marks["P"] != "crossed"
    assert sorted(ch for ch, m in marks.items() if m == "crossed") == list("ORSTU")
    assert any(t.startswith("The answers on this pad contradict each other") for t in notes(sheet))
    box = render_text(sheet)
    assert "OPPONENT'S SECRET JOT LETTERS: [ ][ ][ ][ ][ ]" in box


def test_pads_unchanged_when_a_word_fits() -> None:
    g = game(5)  # AMPLE 5: the truth, MAPLE fits every answer
    facts = deduce(given(g))
    sheet = build_pad(g, NAMES)
    marks = alphabet(sheet, "Bot's alphabet")
    assert {ch.lower() for ch, m in marks.items() if m == "circled"} == set(facts.present)
    assert {ch.lower() for ch, m in marks.items() if m == "crossed"} == set(facts.absent)
    assert "A E L M P" in render_text(sheet)
    assert not any("contradict" in t for t in notes(sheet))
    paper = player_pad(g, 1, NAMES)
    marks = alphabet(paper, "ELIMINATING ALPHABET")
    assert {ch.lower() for ch, m in marks.items() if m == "circled"} == set(facts.present)
    assert {ch.lower() for ch, m in marks.items() if m == "crossed"} == set(facts.absent)
    assert not any("contradict" in t for t in notes(paper))
