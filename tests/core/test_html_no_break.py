"""Round 21 (judge T14 #10): the HTML sheet held raw U+00A0 no-break spaces in its notes ('line 1',
'8 lines', 'Bob +80', '+30 -90 penalties = 26'), put there to keep those words on one row;
copying a note from a browser could carry them along. The HTML keeps such words together with
markup instead, each in one ``<span class="nb">`` drawn ``white-space: nowrap``; the page holds
no U+00A0 and is still valid. The SVG and PDF sheets still keep them together without one."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from parlor.core.render_html import render_html
from parlor.core.render_layout import NOTE_PT, _wrap
from parlor.core.render_svg import render_svg
from parlor.core.scorepad import Note, ScoreSheet
from parlor.jotto.pad import match_pads
from tests.jotto.test_pad_no_break import _record
from tests.jotto.test_screen_prompts import LEX

VOID = {"meta", "col", "br", "hr", "img", "input", "link"}


class _Notes(HTMLParser):
    """The page's notes (``<p class="note ...">``): each note's text and the text of each
    ``<span class="nb">`` in it; checks that every element is closed where it was opened."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str]] = []
        self.notes: list[tuple[str, list[str]]] = []
        self.style = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        cls = dict(attrs).get("class") or ""
        if tag in VOID:
            return
        if tag == "p" and "note" in cls.split():
            self.notes.append(("", []))
        if tag == "span" and cls == "nb":
            assert self.stack and self.stack[-1][1].startswith("note"), "a span outside a note"
            self.notes[-1][1].append("")
        self.stack.append((tag, cls))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        assert tag in VOID, tag

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1][0] == tag, (tag, self.stack[-3:])
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1][0] == "style":
            self.style += data
        inside = [cls for _, cls in self.stack]
        if any(c.split()[:1] == ["note"] for c in inside):
            text, spans = self.notes[-1]
            if inside[-1] == "nb":
                spans[-1] += data
            self.notes[-1] = (text + data, spans)


def _parsed(page: str) -> _Notes:
    parser = _Notes()
    parser.feed(page)
    parser.close()
    assert parser.stack == [], parser.stack  # (every element closed)
    ET.fromstring(page.encode("utf-8"))  # (and well-formed XML, as test_sheets_xml asks)
    return parser


def _sheets() -> list[ScoreSheet]:
    return match_pads(json.loads(_record()), LEX)


def test_the_html_sheet_holds_no_no_break_space_and_keeps_its_units_in_nowrap_spans() -> None:
    page = render_html(_sheets())
    assert "\xa0" not in page
    assert "&nbsp;" not in page and "&#160;" not in page and "&#xa0;" not in page.lower()
    parsed = _parsed(page)
    assert re.search(r"\.nb\s*\{\s*white-space:\s*nowrap;?\s*\}", parsed.style), parsed.style
    notes = [text for text, _ in parsed.notes]
    spans = [span for _, found in parsed.notes for span in found]
    # the notes read as before (the words joined by plain spaces)
    assert any(
        "truly 1 (corrected on line 11): 11 lines, Annabelle +110, Bob -110." in n for n in notes
    )
    assert any("truly 1 (never corrected): 8 lines, Bob +80, Annabelle -80." in n for n in notes)
    # every unit the sheet keeps on one row is inside one nowrap span, whole
    for unit in [
        "line 1:",
        "line 11):",
        "11 lines,",
        "8 lines,",
        "Annabelle +110,",
        "Bob -110.",
        "Bob +80,",
        "Annabelle -80.",
        "+110 -80 penalties = 76.",
        "+80 -110 penalties = -16.",
        "14 jots",
        "+ 1 jot",  # (the sum's plus with what it adds: '45 +' never ends a row)
    ]:
        assert unit in spans, (unit, spans)
    assert all(" " in span for span in spans)  # (a span joins words, never one alone)


def test_words_wider_than_the_sheet_are_parted_not_kept_in_one_span() -> None:
    name = "W" * 70  # (wider than a sheet's line even alone)
    note = f"Penalty, line\xa01: {name}\xa0+20, Bob\xa0-20."
    page = render_html([ScoreSheet("Pad", blocks=[Note(note, "bad")])])
    assert "\xa0" not in page
    ((text, spans),) = _parsed(page).notes
    assert text == note.replace("\xa0", " ")
    assert "line 1:" in spans and "Bob -20." in spans
    assert not any(name in span for span in spans), spans  # (it would run past the border)


def test_svg_and_pdf_layouts_still_keep_the_units_without_a_no_break_space() -> None:
    svg = render_svg(_sheets())
    assert "\xa0" not in svg and "&#160;" not in svg
    texts = [t for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]
    assert not any(re.search(r"(\bline|\blines|\bBob|\bAnnabelle|[+=])$", t) for t in texts)
    # the PDF draws the lines of _wrap, as the SVG does: at every width of a note's line
    note = "JOTTO on line\xa012: Annabelle scores 45 + 1\xa0jot "
    note += "+110\xa0-80\xa0penalties\xa0=\xa076."
    for room in range(60, 420, 2):
        lines = _wrap(note, NOTE_PT, True, float(room))
        assert all("\xa0" not in line for line in lines)
        assert " ".join(lines) == note.replace("\xa0", " "), room
        assert not any(re.search(r"(\bline|[+=])$", line) for line in lines[:-1]), (room, lines)


def test_the_pdf_sheet_holds_no_no_break_space_and_parts_no_unit(tmp_path: Path) -> None:
    from parlor.core.render_pdf import PdfUnavailable, render_pdf

    try:
        data = render_pdf(_sheets())
    except PdfUnavailable:
        pytest.skip("the pdf extra (fpdf2) is not installed")
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed to read the PDF back")
    (tmp_path / "s.pdf").write_bytes(data)
    cmd = ["pdftotext", str(tmp_path / "s.pdf"), "-"]
    text = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    assert "\xa0" not in text
    rows = [row.strip() for row in text.splitlines()]
    for row, after in zip(rows, [*rows[1:], ""], strict=True):
        assert not re.search(r"\s[+=]$", row), (row, after)
        parted = re.search(r"\b(line|lines|Bob|Annabelle)$", row) and re.match(r"[-+]?\d", after)
        assert not parted, (row, after)
    flat = " ".join(text.split())
    assert "JOTTO on line 12: Annabelle scores 45 + 1 jot +110 -80 penalties = 76." in flat
