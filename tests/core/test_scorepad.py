"""Score sheets and records: renderers know no game, records are written atomically."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from parlor.core.records import RecordError, load_record, write_json_atomic
from parlor.core.scorepad import Cell, Letters, Note, ScoreSheet, Table, render_rich, render_text


def sheet() -> ScoreSheet:
    return ScoreSheet(
        title="Sheet",
        fields=[("We", "Ann"), ("They", "Bob")],
        blocks=[
            Table(
                columns=["N", "Word", "Pts"],
                rows=[
                    [Cell("1"), Cell("ABC"), Cell("5")],
                    [Cell("2"), Cell("DE", "good"), Cell("10")],
                ],
                align=["right", "left", "right"],
                rule_before={1},
                footer=[Cell(""), Cell("Total"), Cell("15", "strong")],
            ),
            Letters("Alphabet", [Cell("A", "crossed"), Cell("B", "circled"), Cell("C")]),
            Note("done"),
        ],
    )


def test_plain_text_rendering() -> None:
    assert render_text(sheet()) == (
        "Sheet\n=====\nWe: Ann   They: Bob\n\n"
        "N  Word   Pts\n"
        "-  -----  ---\n"
        "1  ABC      5\n"
        "-  -----  ---\n"
        "2  DE      10\n"
        "-  -----  ---\n"
        "   Total   15\n"
        "\nAlphabet: - (B) C\n\ndone\n"
    )


def test_rich_rendering_plain_marks() -> None:
    buf = io.StringIO()
    Console(file=buf, width=60).print(render_rich(sheet(), plain_marks=True))
    out = buf.getvalue()
    assert "Alphabet: - (B) C" in out and "Total" in out and "15" in out


@pytest.mark.parametrize(
    "console_args",
    [
        {"force_terminal": True, "no_color": True, "color_system": None},  # NO_COLOR
        {"force_terminal": True, "color_system": None},  # TERM=dumb: no styles at all
        {"force_terminal": False},  # a pipe
    ],
)
def test_crossed_letters_show_as_dashes_where_no_style_can(console_args: dict[str, Any]) -> None:
    buf = io.StringIO()
    Console(file=buf, width=60, **console_args).print(render_rich(sheet()))
    assert "Alphabet: - (B) C\n" in buf.getvalue()


def test_crossed_letters_are_struck_through_on_a_colour_terminal() -> None:
    buf = io.StringIO()
    Console(file=buf, width=60, force_terminal=True, color_system="standard").print(
        render_rich(sheet())
    )
    out = buf.getvalue()
    assert "\x1b[" in out and "Alphabet: -" not in out and "A" in out


def test_a_narrow_terminal_never_cuts_a_cell_short() -> None:
    columns = ["LINE", "SCORE", "Player 1 TEST WORD", "JOTS", "Player 2 TEST WORD", "JOTS"]
    rows = [
        [Cell("1"), Cell("100"), Cell("WHALE"), Cell("5 (10)"), Cell("FLASK"), Cell("2")],
        [Cell("2"), Cell("95"), Cell("SHALE"), Cell("JOTTO"), Cell("STOMP"), Cell("0")],
    ]
    pad = ScoreSheet("JOTTO", blocks=[Table(columns, rows)])
    for width in (40, 50, 120):
        buf = io.StringIO()
        Console(file=buf, width=width).print(render_rich(pad))
        out = buf.getvalue()
        assert "…" not in out, (width, out)
        for word in ("WHALE", "5 (10)", "FLASK", "SHALE", "JOTTO", "STOMP", "SCORE"):
            assert word in out, (width, word, out)
        assert max(len(line) for line in out.splitlines()) <= width


def test_records_round_trip_and_refuse_bad_files(tmp_path: Path) -> None:
    p = tmp_path / "sub" / "r.json"
    write_json_atomic(p, {"format": "parlor.test", "version": 1, "x": [1, 2]})
    assert load_record(p, "parlor.test", 1)["x"] == [1, 2]
    assert [f.name for f in p.parent.iterdir()] == ["r.json"]  # no temporary file left
    p.write_text('{"format": "parlor.test", "version": 1')
    with pytest.raises(RecordError, match="truncated or corrupt"):
        load_record(p, "parlor.test", 1)
    p.write_text(json.dumps({"format": "parlor.test", "version": 3}))
    with pytest.raises(RecordError, match="newer than this parlor"):
        load_record(p, "parlor.test", 1)
    p.write_text(json.dumps({"format": "other", "version": 1}))
    with pytest.raises(RecordError, match=r"not a parlor\.test record"):
        load_record(p, "parlor.test", 1)
    with pytest.raises(RecordError, match="no such file"):
        load_record(tmp_path / "none.json", "parlor.test", 1)
    p.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(RecordError, match=str(p.name)):
        load_record(p, "parlor.test", 1)


def test_plain_text_columns_line_up_with_wide_characters() -> None:
    # A Chinese name or an emoji takes two columns of the screen; padding by len() pushed the
    # columns after it out of line.
    from rich.cells import cell_len

    sheet = ScoreSheet(
        "李小龍🐉 sheet",
        blocks=[
            Table(
                columns=["Below the line", "李小龍🐉", "Bot"],
                rows=[
                    [Cell("deal 2"), Cell("348"), Cell("")],
                    [Cell("game 1: 李小龍🐉", "strong"), Cell("348"), Cell("0")],
                    [Cell("deal 3"), Cell(""), Cell("12")],
                ],
                align=["left", "right", "right"],
            )
        ],
    )
    lines = render_text(sheet).splitlines()
    assert cell_len(lines[1]) == cell_len(lines[0])  # the title's underline
    table = [line for line in lines[2:] if line.strip()]
    ends = {cell_len(line) for line in table if line.endswith(("Bot", "---", "0", "12"))}
    assert len(ends) == 1, table
    second = [line for line in table if "348" in line]
    assert len({cell_len(line.split("348")[0]) for line in second}) == 1, second


def test_a_narrow_terminal_folds_a_long_name_instead_of_cutting_it() -> None:
    # At 40 columns the rubber sheet showed "Wolfeschlegelsteinha…" in its headings and
    # "game 1: Ann-Marie Wolfeschlegelstei…" in its rows.
    name = "Ann-Marie Wolfeschlegelsteinhausenberger"
    sheet = ScoreSheet(
        "Jo-Jotte rubber sheet",
        blocks=[
            Table(
                columns=["Below the line", name, "Bot"],
                rows=[
                    [Cell("deal 1"), Cell("448"), Cell("")],
                    [Cell(f"game 1: {name}"), Cell("448"), Cell("0")],
                ],
                align=["left", "right", "right"],
            )
        ],
    )
    for width in (30, 40, 60):
        buf = io.StringIO()
        Console(file=buf, width=width).print(render_rich(sheet))
        out = buf.getvalue()
        assert "…" not in out, (width, out)
        assert max(len(line) for line in out.splitlines()) <= width
        letters = "".join(ch for ch in out if ch.isalpha())
        assert letters.count("Wolfeschlegel") + letters.count("steinhausen") >= 2, out


def test_a_file_nested_too_deep_is_refused_with_its_name(tmp_path: Path) -> None:
    # "[[[[..." (a damaged or hostile file) stopped `parlor resume` and `sheet` with an internal
    # RecursionError.
    from typer.testing import CliRunner

    from parlor.cli import app

    p = tmp_path / "deep.json"
    p.write_text("[" * 100_000)
    with pytest.raises(RecordError, match=r"deep\.json: not a parlor file \(nested too deep"):
        load_record(p, "parlor.test", 1)
    runner = CliRunner()
    result = runner.invoke(app, ["jotto", "sheet", str(p)])
    assert result.exit_code == 2 and "nested too deep" in result.output
    saves = Path(os.environ["PARLOR_HOME"]) / "saves"
    saves.mkdir(parents=True)
    (saves / "deep.json").write_text('{"a": ' + "[" * 100_000)
    result = runner.invoke(app, ["resume", "--list"])
    assert result.exit_code == 0 and "nested too deep" in result.output
