"""A game's two Jotto pads with a name of forty wide capitals: the name took one pad across the
page and the other onto a second page (PDF, SVG and HTML); it is drawn smaller instead (down to
half its size, whole), and the two pads share the page as usual."""

from __future__ import annotations

import pytest

from parlor.core.render_layout import TextOp, layout_pages, plan_pages
from parlor.core.scorepad import ScoreSheet
from parlor.jotto.pad import blank_pad

WIDE = "M" * 40
CAPS = "WOLFGANG AMADEUS MOZART VON SALZBURG AUS"


def _pads() -> list[ScoreSheet]:
    pads = []
    for name, other in ((CAPS, WIDE), (WIDE, CAPS)):
        pad = blank_pad()
        pad.fields = [("NAME", name), ("OPPONENT", other), ("GAME NO.", "1")]
        pads.append(pad)
    return pads


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("any_font", [False, True])
def test_two_pads_with_wide_names_share_a_page_and_keep_the_names_whole(
    paper: str, any_font: bool
) -> None:
    pages = layout_pages(_pads(), paper, any_font=any_font)
    assert len(pages) == 1
    texts = [op for op in pages[0].ops if isinstance(op, TextOp)]
    drawn = [op for op in texts if op.text == WIDE]
    assert len(drawn) == 2 and all(op.size >= 10 * 0.5 - 1e-6 for op in drawn)
    # the other, whole on one line or wrapped between its words
    assert " ".join(op.text for op in texts).count(CAPS) == 2
    assert not any(op.text.endswith("...") for op in texts)
    (slots,) = plan_pages(_pads(), paper)
    assert [slot.half for slot in slots] == [True, True]


def test_the_html_keeps_two_pads_side_by_side() -> None:
    from parlor.core.render_html import render_html

    page = render_html(_pads())
    assert page.count('<div class="page">') == 1
    assert '<section class="sheet half left"' in page
    assert '<section class="sheet half right"' in page


RULES = "no No-Trump, Belote fours, prison not multiplied, no last-trick bonus"


def _ruled_sheet() -> ScoreSheet:
    from parlor.core.scorepad import Cell, Table

    table = Table(["Above the line", "Ann", "Bot"], [[Cell("deal 1"), Cell("20"), Cell("")]])
    return ScoreSheet(
        "Jo-Jotte rubber sheet",
        fields=[("Players", "Ann v Bot"), ("Rubber", "1 of 1"), ("House rules", RULES)],
        blocks=[table],
    )


@pytest.mark.parametrize("any_font", [False, True])
def test_a_long_field_of_several_words_wraps_at_a_readable_size(any_font: bool) -> None:
    # (with names drawn down to half their size, the house rules were drawn at half size too)
    (page,) = layout_pages([_ruled_sheet()], "a4", any_font=any_font)
    texts = [op for op in page.ops if isinstance(op, TextOp)]
    start = next(i for i, op in enumerate(texts) if op.text == "House rules")
    lines = texts[start + 1 : start + 1 + 2]
    assert " ".join(op.text for op in lines).startswith("no No-Trump, Belote fours,")
    assert all(op.size >= 10 * 0.75 for op in texts[start + 1 :] if op.y <= lines[-1].y)
    words = [w for op in texts[start + 1 :] if op.size == 10 for w in op.text.split()]
    assert " ".join(words[: len(RULES.split())]) == RULES  # whole, never cut with '...'


def test_the_html_wraps_it_too_under_its_first_line() -> None:
    import re

    from parlor.core.render_html import render_html

    page = render_html([_ruled_sheet()])
    style = re.search(r'<span class="v" style="([^"]*)">' + re.escape(RULES), page)
    assert style is not None, page
    assert "font-size: 10pt" in style.group(1) and "inline-block" in style.group(1)


@pytest.mark.parametrize("any_font", [False, True])
def test_a_note_with_a_word_too_long_for_its_line_breaks_it_rather_than_cut_it(
    any_font: bool,
) -> None:
    from parlor.core.scorepad import Note

    pads = _pads()
    for pad in pads:
        pad.blocks.append(Note(f"{WIDE} scores 0 jots = 0.", "strong"))  # (bold: wider)
    (page,) = layout_pages(pads, "a4", any_font=any_font)
    texts = [op.text for op in page.ops if isinstance(op, TextOp)]
    assert not any(t.endswith("...") for t in texts), [t for t in texts if "..." in t]
    joined = "".join(t[:-1] if t.endswith("-") else t + " " for t in texts)
    assert joined.count(f"{WIDE} scores 0 jots = 0.") == 2, texts[-8:]
