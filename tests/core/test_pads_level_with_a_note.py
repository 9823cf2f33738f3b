"""Judge AW19 #2: a game's two pads side by side were levelled only when alike, so an answer
given wrong, whose note only the misinformed side's pad has, left every row of one pad 5 mm
below its neighbour's (a long name had wrapped one header). They are levelled now as far as
they are alike: up to that note."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.render_layout import _level
from parlor.core.scorepad import Table
from parlor.jotto.cli_sheets import read_match

ANSWERS = (
    "maple\ngrown\nwhale\n1\nflask\n2\nshale\n0\nlulls\n2\nfield\n0\nstomp\n2\nworst\n3\n"
    "chime\n2\ngrout\n3\nfight\n0\nbrown\n4\nplane\n4\nwrong\n5\nample\n5\ngrown\n"
)


def test_the_rows_of_two_pads_unlike_at_their_foot_are_level(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    long = "Zoë Łukasz Müller-Schönberg von Habsburg"  # (its header wraps: one more line)
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--target", "100"]
    played = CliRunner().invoke(app, [*args, "--name1", long, "--name2", "Wang"], input=ANSWERS)
    assert "JOTTO!" in played.output, played.output[-2000:]
    (record,) = (tmp_path / "saves").glob("jotto-*.json")  # (the match goes on)
    _, pads = read_match(record)
    pair = pads[:2]
    assert len(pair[0].blocks) != len(pair[1].blocks)  # (one pad's note of a wrong answer)
    table = next(i for i, b in enumerate(pair[0].blocks) if isinstance(b, Table))
    left, right = _level(pair, 86.0)
    assert left.starts[table + 1] == right.starts[table + 1]
    assert left.height == right.height  # (the frames end level)
