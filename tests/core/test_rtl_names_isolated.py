"""Judge AP18 #1: in the html and svg sheets a right-to-left name took the number after it
into its run: 'דוד כהן +50' printed as '50+ ,דוד כהן', a penalty's sign read backwards. Each
run of right-to-left words is isolated (U+2068 ... U+2069), a name's words together."""

from __future__ import annotations

from parlor.core.render_html import render_html
from parlor.core.render_layout import isolated_rtl
from parlor.core.render_svg import render_svg
from parlor.core.scorepad import Cell, Note, ScoreSheet, Table

NAME = "דוד כהן"
ISOLATED = f"\u2068{NAME}\u2069"


def test_runs_of_right_to_left_words_are_isolated_whole() -> None:
    assert (
        isolated_rtl(f"5 lines, {NAME} +50, 王小明 -50.") == f"5 lines, {ISOLATED} +50, 王小明 -50."
    )
    assert isolated_rtl("Ann +50, Bob -50") == "Ann +50, Bob -50"  # (nothing else touched)
    assert isolated_rtl("عبد الله-زيد 7") == "\u2068عبد الله-زيد\u2069 7"


def _sheet() -> ScoreSheet:
    return ScoreSheet(
        title="JOTTO",
        fields=[("NAME", NAME), ("OPPONENT", "Ann")],
        blocks=[
            Table(columns=["LINE", "WORD"], rows=[[Cell("1"), Cell(f"{NAME} 3")]]),
            Note(f"Penalties: 5 lines, {NAME} +50, Ann -50."),
        ],
    )


def test_html_and_svg_isolate_a_name_in_notes_fields_and_cells() -> None:
    for page in (render_html([_sheet()]), render_svg([_sheet()])):
        assert f"{ISOLATED} +50" in page.replace("&#x27;", "'")
        assert page.count("\u2068") == page.count("\u2069") >= 3
        assert NAME not in page.replace(ISOLATED, "")  # (every one isolated)
        assert "\u2068\u2068" not in page  # (never twice)
