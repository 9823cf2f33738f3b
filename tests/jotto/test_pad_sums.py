"""Round 16: random matches, replayed from their record, score on the paper pads as the pads
themselves add up (the rules, /work/shared/rules/jotto.md: "The winner ... scores SCORE(line)
plus its jots. The loser scores its jots"; "A test word that got five jots counts 10"; wrong
counts cost 10 a frame; "Games are played until, at the end of a game, at least one side has
150 points or more").

The sums below are read from the pads' own cells and notes (the circled SCORE, the NO. OF JOTS
column, the penalty notes), never from the engine's results: a pad whose lines do not add up to
its "This game" box, or a "Brought forward" that is not the last game's "Match total", fails.
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from parlor.core.scorepad import Box, Cell, Note, ScoreSheet, Table, render_text
from parlor.jotto.game import Answer, Correct, JottoGame, JottoMatch, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import build_pad, match_pads

LEX = default_valid()
NAMES = ("Ann", "Bob")
POOL = ["maple", "grown", "sassy", "ample", "wrong", "chime", "lulls", "llama", "fight"]


def _random_game(draw: st.DrawFn, secrets: tuple[str, str], first: int) -> JottoGame:
    announce = (draw(st.booleans()), draw(st.booleans()))
    g = JottoGame(secrets, first, LEX, announce)
    while not g.is_over():
        side = g.current_player()
        mine = g.tests[1 - side]
        if g.announce[side] and mine and draw(st.integers(0, 4)) == 0:
            t = mine[draw(st.integers(0, len(mine) - 1))]
            if t.history and not t.jotto:
                g.apply(Correct(side, t.line, (t.history[-1][1] + draw(st.integers(1, 5))) % 6))
        if g.pending() is not None:
            truth = g.pending().truth  # type: ignore[union-attr]
            g.apply(Answer(draw(st.sampled_from([truth, truth, draw(st.integers(0, 5))]))))
        elif len(g.tests[side]) >= 22 or draw(st.integers(0, 6)) == 0:
            g.apply(Test(g.secrets[1 - side]))
        else:
            g.apply(Test(draw(st.sampled_from(POOL))))
    return g


@st.composite
def matches(draw: st.DrawFn) -> dict[str, Any]:
    target = draw(st.sampled_from([50, 150, 250]))
    first = draw(st.integers(0, 1))
    match = JottoMatch(first, target)
    games: list[dict[str, Any]] = []
    while not match.is_over() and len(games) < 8:
        secrets = (draw(st.sampled_from(POOL)), draw(st.sampled_from(POOL)))
        g = _random_game(draw, secrets, match.next_first())
        match.add(g.result())
        games.append(g.to_record())
    return {"names": list(NAMES), "options": {"target": target}, "first": first, "games": games}


def _table(sheet: ScoreSheet, first_column: str) -> Table:
    return next(b for b in sheet.blocks if isinstance(b, Table) and b.columns[0] == first_column)


def _jot_value(cell: Cell) -> int:
    m = re.fullmatch(r"(\d) \((\d+)\)|(\d)", cell.text)
    assert m, cell
    return int(m.group(2) or m.group(3))


def _pad_points(sheet: ScoreSheet) -> tuple[int, int, int]:
    """(SCORE circled, jots, net penalties) of the pad's own side, read from the pad."""
    name = dict(sheet.fields)["NAME"]
    rows = _table(sheet, "SCORE").rows
    score = sum(int(r[0].text) for r in rows if r[0].mark == "circled")
    jots = sum(_jot_value(r[2]) for r in rows if r[2].text not in ("", "JOTTO"))
    net = 0
    for b in sheet.blocks:
        if isinstance(b, Note) and b.text.startswith("Penalty"):
            for who, sign, n in re.findall(r"(\w+)\s([+-])(\d+)", b.text.split(":")[-1]):
                if who == name:
                    net += int(n) if sign == "+" else -int(n)
    return score, jots, net


@settings(max_examples=40, deadline=None)
@given(matches())
def test_every_pad_adds_up_and_the_match_ends_as_the_rules_say(record: dict[str, Any]) -> None:
    sheets = match_pads(record, LEX)
    games = record["games"]
    assert len(sheets) == 2 * len(games)
    target = record["options"]["target"]
    carried = [0, 0]
    for k in range(len(games)):
        this = []
        for side in (0, 1):
            sheet = sheets[2 * k + side]
            assert dict(sheet.fields)["NAME"] == NAMES[side]
            totals = _table(sheet, "").rows
            you, opp = int(totals[0][1].text), int(totals[0][2].text)
            assert (you, opp) == (carried[side], carried[1 - side])  # brought forward
            score, jots, net = _pad_points(sheet)
            assert int(totals[1][1].text) == score + jots + net  # this game: the pad's sum
            assert int(totals[2][1].text) == you + int(totals[1][1].text)
            assert int(totals[2][2].text) == opp + int(totals[1][2].text)
            this.append(int(totals[1][1].text))
            # only the winner circles a SCORE, on the line of its JOTTO
            rows = _table(sheet, "SCORE").rows
            won = [i + 1 for i, r in enumerate(rows) if r[2].text == "JOTTO"]
            circled = [i + 1 for i, r in enumerate(rows) if r[0].mark == "circled"]
            assert circled == won and len(won) <= 1
            if won:
                assert int(rows[won[0] - 1][0].text) == max(0, 100 - 5 * (won[0] - 1))
            box = next(b for b in sheet.blocks if isinstance(b, Box) and "JOT" in b.label)
            assert len(box.cells) == 5
        # each side's "this game" is the other pad's "opponent"
        opp0 = int(_table(sheets[2 * k], "").rows[1][2].text)
        assert opp0 == this[1]
        carried = [carried[0] + this[0], carried[1] + this[1]]
        if k < len(games) - 1:  # the match goes on only while nobody is ahead at the target
            assert max(carried) < target or carried[0] == carried[1]
    last = sheets[-1].blocks[-1]
    assert isinstance(last, Note)
    a, b = carried
    if max(a, b) >= target and a != b:
        winner = NAMES[0] if a > b else NAMES[1]
        assert last.text.startswith(f"MATCH: {winner} wins, {max(a, b)} to {min(a, b)}")
    else:
        assert last.text.startswith(f"Match so far: Ann {a}, Bob {b}")
    # the game's pad (as shown in play) says the same sums in words
    game = JottoGame.from_record(games[-1], LEX)
    before = (a - this[0], b - this[1])
    text = " ".join(render_text(build_pad(game, NAMES, match_totals=before)).split())
    w = game.winner
    assert w is not None
    m = re.search(
        rf"JOTTO on line (\d+): {NAMES[w]} scores (\d+) \+ (\d+) jots? "
        r"(?:([+-]\d+) (?:(-\d+) )?penalties )?= (-?\d+)",  # (+30 -30: got and given, round 19b)
        text,
    )
    assert m, text
    line, column, said, pens, given, total = m.groups()
    assert int(column) == max(0, 100 - 5 * (int(line) - 1))
    assert int(column) + int(said) + int(pens or 0) + int(given or 0) == int(total) == this[w]
    assert f"Match: Ann {a}, Bob {b}" in text
