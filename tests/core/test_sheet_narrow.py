"""Text sheets at a narrow terminal (30 or 40 columns) with a very long name: a header field is
broken between words, never cut mid-word by the terminal; the tables aligned together keep
one set of widths, a name heading wraps between its words (it was chopped in four-letter
pieces), no line runs past the width; blanks to write in keep room for a word or a score."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from parlor.core.scorepad import Cell, Note, Rule, ScoreSheet, Table, render_text, wrap_words
from parlor.jojotte.sheet import blank_rubber_sheet
from parlor.jotto.pad import blank_pad

LONG = "Maximiliana Wolkenstein-Oberhausen Drei"
WORD40 = "Bartholomewmaximilianfitzgeraldsonworthy"


def _rubber(names: tuple[str, str] = (LONG, "Bot")) -> ScoreSheet:
    """A rubber sheet as Jo-Jotte's sheet.py lays it out (three tables aligned together)."""
    align: list = ["left", "right", "right"]
    above = Table(
        ["Above the line", *names],
        [[Cell(f"deal {i}"), Cell(str(100 * i)), Cell("")] for i in range(1, 15)],
        align=align,
        align_with="rubber",
    )
    below = Table(
        ["Below the line", *names],
        [
            [Cell("deal 8"), Cell("58"), Cell("")],
            [Cell(f"game 2: {names[0]}", "strong"), Cell("394"), Cell("0")],
        ],
        align=align,
        align_with="rubber",
        rule_before={2},
    )
    totals = Table(
        ["Totals", *names],
        [[Cell("incl. rubber bonus"), Cell("300"), Cell("")]],
        align=align,
        align_with="rubber",
        footer=[Cell("total"), Cell("3409"), Cell("2763")],
    )
    return ScoreSheet(
        "Jo-Jotte rubber sheet",
        fields=[
            ("Players", f"{names[0]} v {names[1]}"),
            ("Rubber", "1 of 1"),
            ("First dealer", names[0]),
        ],
        blocks=[above, Rule("the line"), below, totals, Note(f"rubber won by {names[0]}")],
    )


def _words(lines: list[str]) -> str:
    """The lines read back as text: a line ending in a hyphen runs on into the next."""
    out = ""
    for line in (x.strip() for x in lines):
        out += line if out.endswith("-") or not out else " " + line
    return out


@pytest.mark.parametrize("width", [30, 40])
def test_a_long_header_field_breaks_between_words(width: int) -> None:
    lines = render_text(_rubber(), width).splitlines()
    assert max(cell_len(line) for line in lines) <= width, lines
    start = next(i for i, line in enumerate(lines) if line.startswith("Players:"))
    end = next(i for i, line in enumerate(lines) if line.startswith("Rubber:"))
    assert _words(lines[start:end]) == f"Players: {LONG} v Bot"
    for line in lines[start:end]:  # never inside a word (it was 'Wolkenstein-Oberhau' / 'sen')
        whole = [*f"Players: {LONG} v Bot".split(), "Wolkenstein-", "Oberhausen"]
        assert all(word in whole for word in line.split()), line
    assert all(line.startswith("  ") for line in lines[start + 1 : end])  # under its label
    # the next field begins its own line, not the tail of the wrapped one
    assert lines[end] == "Rubber: 1 of 1"


def test_a_name_wider_than_the_line_is_cut_with_a_hyphen_inside_the_width() -> None:
    sheet = ScoreSheet("JOTTO", fields=[("NAME", WORD40), ("OPPONENT", "Bob")])
    lines = render_text(sheet, 30).splitlines()[2:]
    assert max(cell_len(line) for line in lines) <= 30, lines
    assert lines[0] == "NAME:"
    assert lines[1].endswith("-") and lines[1][:-1] + lines[2] == WORD40
    assert lines[3] == "OPPONENT: Bob"
    # at 40 columns the name fits on a line of its own, whole
    assert render_text(sheet, 40).splitlines()[2:4] == ["NAME:", WORD40]


@pytest.mark.parametrize("width", [30, 40])
def test_tables_aligned_together_keep_one_layout_and_whole_name_words(width: int) -> None:
    lines = render_text(_rubber(), width).splitlines()
    assert max(cell_len(line) for line in lines) <= width, lines
    rules = [line for line in lines if set(line) <= {"-", " "} and " " in line.strip()]
    assert len(set(rules)) == 1, rules  # the same columns in the three tables
    text = "\n".join(lines)
    # the name heading wraps between its words (it was 'Maxi' / 'mili' / 'ana' / 'Wolk' ...)
    for word in ("Maximiliana", "Wolkenstein-", "Oberhausen"):
        assert text.count(word) >= 3, (word, text)
    assert "Maxi\n" not in text and "mili" not in text.replace("Maximiliana", "")


def test_a_game_label_with_the_name_wraps_inside_the_width_at_30_columns() -> None:
    lines = render_text(_rubber(), 30).splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("game 2:"))
    assert lines[at].split()[-2:] == ["394", "0"]  # the scores on its first line
    assert max(cell_len(line) for line in lines) <= 30


@pytest.mark.parametrize("width", [30, 40])
@pytest.mark.parametrize("length", [4, 5, 6])
def test_the_blank_pads_test_word_blanks_hold_a_word(width: int, length: int) -> None:
    lines = render_text(blank_pad(length=length), width).splitlines()
    assert max(cell_len(line) for line in lines) <= width, lines
    row = next(line for line in lines if line.strip().startswith("100 "))
    blanks = row.split()[1:]
    assert len(blanks) == 4
    need = length if width >= 40 else min(length, 5)  # (six letters need more than 30)
    your, opponents = len(blanks[0]), len(blanks[2])
    assert your >= need and opponents >= need, row  # YOUR TEST WORD had 4 underscores


@pytest.mark.parametrize("width", [30, 40, None])
def test_the_blank_rubber_sheet_has_room_for_a_score(width: int | None) -> None:
    lines = render_text(blank_rubber_sheet(), width).splitlines()
    if width is not None:
        assert max(cell_len(line) for line in lines) <= width
    row = next(line for line in lines if line.startswith("games won"))
    assert [len(x) for x in row.split()[-2:]] >= [4, 4], row  # 'We' had two underscores


def test_wrap_words_breaks_after_hyphens_and_cuts_only_what_cannot_fit() -> None:
    assert wrap_words("Wolkenstein-Oberhausen Drei", 15) == ["Wolkenstein-", "Oberhausen Drei"]
    assert wrap_words("a -5 b", 3) == ["a", "-5", "b"]  # a sign is no hyphen to break at
    assert wrap_words("abcdefghij", 5) == ["abcd-", "efgh-", "ij"]
    # Chinese and Japanese break anywhere, without a hyphen
    assert wrap_words("山田太郎山田太郎山田太郎", 7) == ["山田太", "郎山田", "太郎山", "田太郎"]
    assert wrap_words("abc-defghij", 4) == ["abc-", "def-", "ghij"]
    cjk = wrap_words("名前名前名前", 4)  # two columns each
    assert max(cell_len(x) for x in cjk) <= 4 and "".join(cjk).replace("-", "") == "名前名前名前"
    assert wrap_words("one two three", 9, "  ") == ["one two", "  three"]


def test_narrower_than_any_layout_the_table_is_as_narrow_as_it_goes() -> None:
    # (at 21 columns the labels were kept whole: a line of 58 for the terminal to wrap)
    lines = render_text(_rubber(), 21).splitlines()
    row = next(line for line in lines if line.startswith("game 2:"))
    assert cell_len(row) <= 30, lines


def test_a_wide_terminal_keeps_a_long_field_on_one_line() -> None:
    rules = "no No-Trump, Belote fours, prison not multiplied, no last-trick bonus"
    sheet = ScoreSheet("Jo-Jotte", fields=[("Players", "Ann v Bot"), ("House rules", rules)])
    assert f"House rules: {rules}" in render_text(sheet, 100).splitlines()
    # (83 columns: the terminal would cut it; a file is 80 columns wide, as round 18 has it)
    for width in (80, None):
        lines = render_text(sheet, width).splitlines()
        assert max(cell_len(line) for line in lines) <= 80
        assert lines[-1] == "  bonus"
