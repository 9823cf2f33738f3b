"""Round 21 (judge W15 #1): a right count corrected to a wrong one and back before it stood in
any line (frame) cost no penalty, so it has no dagger pointing to the penalties below; a count
whose wrong value did stand keeps its dagger, in the pad, the player's pad and every sheet."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlor.core.scorepad import Table, render_text
from parlor.jotto.game import Action, Answer, Correct, JottoGame, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad, player_pad
from parlor.jotto.rules import jots

ANN, BOB = 0, 1

# The judge's game: Ann's secret MAPLE, Bob's GROWN; Bob tests first. Line 1: FLASK, Ann says 3
# (truly 2); WHALE, Bob says 1 (right). Line 2: LULLS 1 (right), SHALE, Bob says 1 (truly 0).
# Between lines 2 and 3 Bob corrects WHALE to 2 and at once back to 1; then at her line-3
# answer Ann corrects FLASK to 2, and the game runs to Ann's JOTTO (GROWN) on line 8.
LINES = [
    ("stomp", 2, "field", 0),
    ("chime", 2, "worst", 3),
    ("fight", 0, "grout", 3),
    ("plane", 4, "brown", 4),
    ("ample", 5, "wrong", 5),
    ("lamps", 4, "grown", None),
]


def _moves() -> list[Action]:
    moves: list[Action] = [Test("flask"), Answer(3), Test("whale"), Answer(1)]
    moves += [Test("lulls"), Answer(1), Test("shale"), Answer(1)]
    moves += [Correct(BOB, 1, 2), Correct(BOB, 1, 1)]  # (between lines 2 and 3)
    first = True
    for bob_word, bob_jots, ann_word, ann_jots in LINES:
        # Bob's word is answered by Ann; Ann's word by Bob
        moves += [Test(bob_word), Answer(bob_jots)]
        if first:
            moves.append(Correct(ANN, 1, 2))  # (Ann, during line 3)
            first = False
        moves.append(Test(ann_word))
        if ann_jots is not None:
            moves.append(Answer(ann_jots))
    return moves


@pytest.fixture(scope="module")
def game() -> JottoGame:
    g = JottoGame(["maple", "grown"], BOB, default_valid(), announce=(True, True))
    for move in _moves():
        g.apply(move)
    assert g.is_over() and g.winner == ANN
    return g


def _pad_text(g: JottoGame) -> str:
    return render_text(build_pad(g, ["Ann", "Bob"]), width=100)


def _cell_text(g: JottoGame, word: str) -> str:
    """The jots cell beside ``word`` on the game's pad (its mark as text)."""
    table = next(b for b in build_pad(g, ["Ann", "Bob"]).blocks if isinstance(b, Table))
    for row in table.rows:
        texts = [c.text for c in row]
        if word.upper() in texts:
            cell = row[texts.index(word.upper()) + 1]
            return cell.text + {"fixed": "\u2020", "bad": "*"}.get(cell.mark or "", "")
    raise AssertionError(f"{word} is not on the pad")


def test_the_engine_agrees_whale_was_never_penalised(game: JottoGame) -> None:
    whale = game.tests[ANN][0]
    assert whale.word == "whale" and whale.truth == jots("whale", "grown") == 1
    assert [v for _, v in whale.history] == [1, 2, 1]  # (corrected, and corrected back)
    penalised = {(p.word, p.announcer) for p in game.penalties()}
    assert penalised == {("flask", ANN), ("shale", BOB)}


def test_the_count_corrected_back_has_no_dagger(game: JottoGame) -> None:
    assert _cell_text(game, "whale") == "1"  # it was 1\u2020
    assert _cell_text(game, "flask") == "2\u2020"  # wrong in lines 1-3: corrected, penalised
    assert _cell_text(game, "shale") == "1*"  # never corrected: wrong at the end


def test_every_dagger_on_the_pads_has_a_penalty_below(game: JottoGame) -> None:
    text = _pad_text(game)
    marked = [line for line in text.splitlines() if "\u2020" in line and "corrected" not in line]
    # line 1: Ann's WHALE with Bob's count, Bob's FLASK with Ann's: only FLASK's is marked
    assert len(marked) == 1 and marked[0].split()[2:] == ["WHALE", "1", "FLASK", "2\u2020"]
    assert "\u2020 corrected (see the penalties below)" in text  # (FLASK's)
    for side in (ANN, BOB):
        own = render_text(player_pad(game, side, ["Ann", "Bob"]), width=100)
        line_1 = next(line for line in own.splitlines() if "WHALE" in line).split()
        assert line_1[line_1.index("WHALE") + 1] == "1"  # (it was 1\u2020)
        assert line_1[line_1.index("FLASK") + 1] == "2\u2020"


def test_a_wrong_count_that_stood_a_line_keeps_its_dagger() -> None:
    # Bob makes WHALE wrong between lines 1 and 2; it stands in line 2 and is put back after it
    g = JottoGame(["maple", "grown"], BOB, default_valid(), announce=(True, True))
    moves: list[Action] = [Test("flask"), Answer(2), Test("whale"), Answer(1)]
    moves += [Correct(BOB, 1, 2), Test("lulls"), Answer(1), Test("shale"), Answer(0)]
    moves += [Correct(BOB, 1, 1), Test("stomp"), Answer(2), Test("grown")]
    for move in moves:
        g.apply(move)
    assert [p.word for p in g.penalties()] == ["whale"]
    assert _cell_text(g, "whale") == "1\u2020"


def _parlor(home: Path, *args: str, stdin: str = "") -> str:
    env = {**os.environ, "PARLOR_HOME": str(home), "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "parlor", "--no-color", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=home,
        timeout=180,
        check=False,
    )
    return done.stdout


def test_the_sheet_of_the_judges_game_played_at_the_cli(tmp_path: Path) -> None:
    typed = ["maple", "grown", "flask", "three", "whale", "1", "lulls", "1", "shale", "1"]
    typed += ["correct 1 2", "correct 1 1", "stomp", "correct 1 2", "2", "field", "0"]
    for bob_word, bob_jots, ann_word, ann_jots in LINES[1:]:
        typed += [bob_word, str(bob_jots), ann_word]
        typed += [] if ann_jots is None else [str(ann_jots)]
    args = ["jotto", "--vs", "human", "--announce", "--name1", "Ann", "--name2", "Bob"]
    _parlor(tmp_path, *args, "--first", "2", "--seed", "7", stdin="\n".join(typed) + "\n")
    text = _parlor(tmp_path, "jotto", "sheet")
    assert "JOTTO on line" in text, text
    line_1 = next(line for line in text.splitlines() if "WHALE" in line)
    assert line_1.split()[-4:] == ["WHALE", "1", "FLASK", "2\u2020"]  # (WHALE's was 1\u2020)
    assert "\u2020 corrected (see the penalties below)" in text
