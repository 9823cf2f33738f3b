"""The Jotto pad as a score sheet, rendered as plain text (golden) and for the terminal."""

from __future__ import annotations

import io

from rich.console import Console

from parlor.core.scorepad import render_rich, render_text
from parlor.jotto.game import Answer, Correct, JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad, player_pad
from parlor.jotto.rules import jots

SIDE1 = ["whale", "shale", "field", "worst", "grout", "brown", "wrong", "grown"]
SIDE2 = ["flask", "lulls", "stomp", "chime", "fight", "plane", "ample"]

GOLDEN = """\
JOTTO - game 1 (match to 150)
=============================
Side 1: Red (captain Ann), tests first   Side 2: Bob   Secrets: MAPLE / GROWN

LINE  SCORE  Red TEST WORD    JOTS  Bob TEST WORD    JOTS
----  -----  -------------  ------  -------------  ------
   1    100  WHALE               1  FLASK               2
   2     95  SHALE               0  LULLS               1
   3     90  FIELD               0  STOMP               2
   4     85  WORST               3  CHIME               2
   5     80  GROUT               3  FIGHT               0
   6     75  BROWN               4  PLANE               4
   7     70  WRONG          5 (10)  AMPLE          5 (10)
   8     65  GROWN           JOTTO

Red's alphabet: - - - - - - (G) - - - - - - (N) (O) - - (R) - - - - (W) - - -

Red's jot letters, found in Bob's secret: G N O R W   (JOTTO on line 8)

Bob's alphabet: (A) - - - (E) - - - - - - (L) (M) - - (P) - - - - - - - - - -

Bob's jot letters, proved in Red's secret: A E L M P

JOTTO on line 8: Red scores 65 + 21 jots = 86

Bob scores 21 jots = 21

Match: Red 86, Bob 21 (to 150)
"""


def sample(announce: bool = False) -> JottoGame:
    g = JottoGame(["maple", "grown"], 0, default_valid(), announce=(announce, announce))
    for i, w in enumerate(SIDE1):
        g.apply(Test(w))
        if g.is_over():
            break
        if announce:
            g.apply(Answer(2 if w == "shale" else jots(w, "grown")))
        g.apply(Test(SIDE2[i]))
        if announce:
            g.apply(Answer(jots(SIDE2[i], "maple")))
            if i == 3:
                g.apply(Correct(1, 2, 0))
    return g


def test_sample_pad_golden_text() -> None:
    sheet = build_pad(sample(), ["Red", "Bob"], captains=("Ann", None))
    assert render_text(sheet) == GOLDEN


def test_secrets_hidden_until_the_end() -> None:
    g = JottoGame(["maple", "grown"], 0, default_valid())
    g.apply(Test("whale"))
    text = render_text(build_pad(g, ["A", "B"]))
    assert "Secrets: ***** / *****" in text and "MAPLE" not in text
    text = render_text(build_pad(g, ["A", "B"], show_secrets=(True, False)))
    assert "Secrets: MAPLE / *****" in text
    assert text.splitlines()[6].split() == ["1", "100", "WHALE", "1"]


def test_penalties_line_by_line_on_the_pad() -> None:
    pad = build_pad(sample(announce=True), ["Ann", "Bob"], match_totals=(10, 20))
    text = render_text(pad, 200)  # (each penalty on one line: in a file it wraps at 80)
    assert (
        "Penalty, line 2: Bob said 2 then 0 for SHALE, the true count is 0 (corrected after "
        "line 4); lines 2-4: Ann +30, Bob -30"
    ) in text  # (put right once line 4 was complete, before line 5's first word)
    assert "Ann scores 65 + 21 jots +30 penalties = 116" in text
    assert "Match: Ann 126, Bob 11 (to 150)" in text


def test_terminal_rendering_marks_letters() -> None:
    buf = io.StringIO()
    console = Console(file=buf, width=120, color_system="truecolor", force_terminal=True)
    console.print(render_rich(build_pad(sample(), ["Ann", "Bob"])))
    out = buf.getvalue()
    assert "\x1b[" in out and "(W)" in out and "WRONG" in out


def test_a_side_called_you_and_a_single_jot_read_as_english() -> None:
    """WHALE gets 1 jot in GROWN; You then say GROWN: "You score 95 + 1 jot"."""
    g = JottoGame(["maple", "grown"], 0, default_valid())
    for w in ("whale", "flask", "grown"):
        g.apply(Test(w))
    text = render_text(build_pad(g, ["You", "Bot"]))
    assert "JOTTO on line 2: You score 95 + 1 jot = 96" in text
    assert "Bot scores 2 jots = 2" in text
    assert "You scores" not in text and "1 jots" not in text


def test_a_penalty_with_a_gap_shows_its_frames_exactly() -> None:
    """Bob says 1 for Ann's CHIME on line 1 (CHIME/GROWN = 0: no C, H, I, M, E in GROWN),
    corrects it to 0 while frame 2 is in play, then changes it to 2 while frame 4 is in play;
    Ann says GROWN on line 5. The wrong count stood in frames 1-2 and 4-5: 4 frames, 40 points
    (not "frames 1-5", which would be 5 frames), and it was not "never corrected".
    Ann: SCORE(5) = 100 - 5*4 = 80, jots as announced 2 (line 1's CHIME stands at the 2 Bob
    said last; the other CHIMEs 0), +40 = 122; Bob: 0 - 40 = -40."""
    g = JottoGame(["maple", "grown"], 0, default_valid(), announce=(True, True))
    for n in range(1, 5):
        g.apply(Test("chime"))
        if n == 2:
            g.apply(Correct(1, 1, 0))
        if n == 4:
            g.apply(Correct(1, 1, 2))
        g.apply(Answer(1 if n == 1 else 0))
        g.apply(Test("fight"))  # FIGHT/MAPLE = 0
        g.apply(Answer(0))
    g.apply(Test("grown"))
    text = " ".join(render_text(build_pad(g, ["Ann", "Bob"])).split())
    assert (
        "Penalty, line 1: Bob said 1 then 0 then 2 for CHIME, the true count is 0 (wrong at "
        "the end of the game); lines 1-2, 4-5: Ann +40, Bob -40"
    ) in text
    assert "Ann scores 80 + 2 jots +40 penalties = 122" in text
    assert "Bob scores 0 jots -40 penalties = -40" in text
    paper = " ".join(render_text(player_pad(g, 0, ["Ann", "Bob"])).split())
    assert "truly 0 (wrong at the end of the game): 4 lines, Ann +40, Bob -40." in paper


def test_a_penalty_corrected_to_another_wrong_count_is_not_called_never_corrected() -> None:
    from parlor.jotto.game import Answer, Correct, JottoGame, Test
    from parlor.jotto.lexicon import default_valid
    from parlor.jotto.pad import build_pad

    g = JottoGame(["maple", "grown"], 0, default_valid(), announce=(True, True))
    g.apply(Test("whale"))  # 1 jot in GROWN (the W)
    g.apply(Answer(3))
    g.apply(Test("flask"))
    g.apply(Answer(2))
    g.apply(Correct(1, 1, 2))  # Bob corrects WHALE 3 to 2: still wrong
    g.apply(Test("grown"))
    notes = [b.text for b in build_pad(g, ["Ann", "Bob"]).blocks if hasattr(b, "text")]
    (penalty,) = [n for n in notes if n.startswith("Penalty")]
    assert "Bob said 3 then 2 for WHALE, the true count is 1" in penalty
    assert "never corrected" not in penalty and "never to the true count" in penalty
