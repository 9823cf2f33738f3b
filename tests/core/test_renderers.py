"""HTML, SVG and PDF renderers and the shared page layout: they know no game."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
from rich.console import Console

from parlor.core.render_html import render_html
from parlor.core.render_layout import (
    EllipseOp,
    LineOp,
    RectOp,
    TextOp,
    layout_pages,
    layout_sheet,
    natural_width,
    paper_size,
    plan_pages,
    text_width,
)
from parlor.core.render_pdf import INSTALL_HINT, PdfUnavailable, latin1, render_pdf
from parlor.core.render_svg import render_svg
from parlor.core.scorepad import (
    Box,
    Cell,
    Letters,
    Note,
    Rule,
    ScoreSheet,
    Table,
    render_rich,
    render_text,
)

SVG = "{http://www.w3.org/2000/svg}"


def narrow(name: str = "Ann") -> ScoreSheet:
    return ScoreSheet(
        title="Pad",
        fields=[("NAME", name), ("DATE", "")],
        blocks=[
            Box("WORD", [Cell("A"), Cell("B"), Cell("")]),
            Table(
                columns=["N", "Word", "Pts"],
                rows=[
                    [Cell("1"), Cell("ABC", "crossed"), Cell("5", "circled")],
                    [Cell("2"), Cell(""), Cell("")],
                ],
                align=["right", "left", "right"],
                rule_before={1},
                footer=[Cell(""), Cell("Total"), Cell("15", "strong")],
                ruled=True,
            ),
            Letters("Alphabet", [Cell("A", "crossed"), Cell("B", "circled"), Cell("C")]),
            Rule("above / below"),
            Note("<done> & dusted", "bad"),
        ],
    )


def wide() -> ScoreSheet:
    cols = [f"Column number {i}" for i in range(12)]
    return ScoreSheet("Wide", blocks=[Table(columns=cols, rows=[[Cell("x" * 8)] * 12])])


def tall(rows: int = 45) -> ScoreSheet:
    return ScoreSheet(
        "Tall", blocks=[Table(columns=["N"], rows=[[Cell(str(i))] for i in range(rows)])]
    )


# ------------------------------------------------------------------------------ model, text, rich
def test_new_blocks_in_plain_text() -> None:
    assert render_text(narrow()) == (
        "Pad\n===\nNAME: Ann   DATE: ____________\n\n"
        "WORD: [A][B][ ]\n\n"
        "N  Word   Pts\n"
        "-  -----  ---\n"
        "1  ---    (5)\n"
        "-  -----  ---\n"
        "2  _____  ___\n"
        "-  -----  ---\n"
        "   Total   15\n"
        "\nAlphabet: - (B) C\n"
        "\n---- above / below ----\n"
        "\n<done> & dusted\n"
    )


def test_new_blocks_in_rich() -> None:
    buf = io.StringIO()
    Console(file=buf, width=60).print(render_rich(narrow(), plain_marks=True))
    out = buf.getvalue()
    assert "WORD: [A][B][ ]" in out and "above / below" in out


# ------------------------------------------------------------------------------ layout
def test_text_is_measured_with_helvetica_metrics() -> None:
    assert text_width("W", 10) == pytest.approx(944 / 1000 * 10 * 25.4 / 72)
    assert text_width("W", 10, bold=True) > text_width("i", 10, bold=True)
    assert text_width("日本", 10) == pytest.approx(2 * text_width("W", 10) * 1000 / 944)


def test_narrow_sheets_go_two_to_a_page() -> None:
    pages = plan_pages([narrow(), narrow(), narrow()], "a4")
    assert [len(p) for p in pages] == [3]  # short sheets: a second row on the same page
    assert all(s.half for p in pages for s in p)
    left, right, below = pages[0]
    assert left.y == right.y < below.y and left.x < right.x and below.x == left.x
    assert natural_width(narrow()) < (210 - 20 - 8) / 2


def test_a_long_name_does_not_take_a_pad_across_the_page() -> None:
    # A 40-character name made one of the two pads of a Jotto game a full-width sheet on a
    # page of its own, while the other stayed half wide: the name is drawn smaller instead.
    name = "Ann-Marie Wolfeschlegelsteinhausenberger"
    long_label = ScoreSheet("Pad", [("OPPONENT", name), ("GAME NO.", "1")], narrow().blocks)
    (page,) = plan_pages([narrow(), long_label], "a4")
    left, right = page
    assert left.half and right.half and left.y == right.y and left.x < right.x
    ops, _ = layout_sheet(long_label, right.width)
    (drawn,) = [op for op in ops if isinstance(op, TextOp) and op.text == name]
    assert drawn.size < 10 and drawn.x + text_width(name, drawn.size) <= right.width - 4 + 1e-6
    # A name too long to fit even smaller is still cut, never drawn out of its sheet.
    huge = ScoreSheet("Pad", [("NAME", "W" * 40)], narrow().blocks)
    (page,) = plan_pages([huge], "a4")
    (slot,) = page
    ops, _ = layout_sheet(huge, slot.width)
    (cut,) = [op for op in ops if isinstance(op, TextOp) and op.text.startswith("WWW")]
    assert cut.x + text_width(cut.text, cut.size) <= slot.width - 4 + 1e-6


def test_wide_and_tall_sheets_fit_the_page() -> None:
    (page,) = plan_pages([wide()], "letter")
    (slot,) = page
    assert not slot.half and slot.scale < 1
    assert slot.x >= 10 - 1e-9 and slot.x + slot.width * slot.scale <= 215.9 - 10 + 1e-6
    # a sheet taller than the page is split over pages at full size (round 17)
    pages = plan_pages([tall(120)], "a4")
    assert len(pages) > 1 and all(s.scale == 1 for p in pages for s in p)
    assert all(s.height * s.scale <= 297 - 20 + 1e-6 for p in pages for s in p)
    pages = layout_pages([tall(40), tall(40), tall(40)], "a4")
    assert len(pages) == 2  # two tall narrow sheets side by side, the third on a new page


def test_marks_are_drawn() -> None:
    ops, height = layout_sheet(narrow(), 90)
    assert height > 0
    texts = [op for op in ops if isinstance(op, TextOp)]
    assert {"A", "B", "ABC", "5", "Total", "Pad", "Ann"} <= {t.text for t in texts}
    assert sum(isinstance(op, EllipseOp) for op in ops) == 2  # circled 5 and B
    abc = next(t for t in texts if t.text == "ABC")
    strikes = [op for op in ops if isinstance(op, LineOp) and op.x1 < abc.x < op.x2]
    assert any(abs(op.y1 - (abc.y - 1.2)) < 1.0 for op in strikes)


def test_long_text_is_shrunk_then_cut() -> None:
    sheet = ScoreSheet("T", fields=[("NAME", "x" * 300)], blocks=[Note("word " * 200)])
    ops, _ = layout_sheet(sheet, 90)
    for op in ops:
        if isinstance(op, TextOp):
            w = text_width(op.text, op.size, op.bold)
            assert op.x + w <= 90 + 1e-6, op.text
    assert any(op.text.endswith("...") for op in ops if isinstance(op, TextOp))


def test_paper_names() -> None:
    assert paper_size("A4") == (210.0, 297.0) and paper_size("letter") == (215.9, 279.4)
    with pytest.raises(ValueError, match="a4 or letter"):
        paper_size("a3")


# ------------------------------------------------------------------------------ HTML
def test_html_is_a_complete_print_ready_document() -> None:
    html = render_html([narrow("<Zoë & Co>"), wide()], paper="letter")
    assert html.startswith("<!DOCTYPE html>\n<html") and html.endswith("</html>\n")
    assert "@page { size: letter portrait; margin: 10mm; }" in html
    assert "&lt;Zoë &amp; Co&gt;" in html and "<Zoë" not in html
    assert '<s class="m-crossed">A</s>' in html and '<span class="m-circled">B</span>' in html
    assert '<table class="ruled">' in html and '<tr class="rule" style=' in html
    assert "<tfoot>" in html
    assert '<span class="blank"></span>' in html and '<div class="rule"><span>' in html
    assert '<section class="sheet half left">' in html
    assert '<section class="sheet full below">' in html  # (under the narrow one)
    assert html.count('<div class="page">') == len(plan_pages([narrow(), wide()], "letter"))
    assert render_html([narrow(), tall(), wide()]).count('<div class="page">') == 2
    assert "@page { size: A4 portrait" in render_html([narrow()])


class _Balance(HTMLParser):
    VOID = frozenset({"meta", "col", "br", "hr", "img", "link", "input"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        assert tag in self.VOID, tag  # <meta ... /> opens and closes a void element

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, (self.stack[-3:], tag)
        self.stack.pop()


def test_html_rows_under_a_rule_keep_their_alignment() -> None:
    # The style of the line across a sheet (class "rule", centred) also applied to a table row
    # drawn with a rule above it (<tr class="rule">): the rubber sheet's first deal of a new
    # game came out centred in its column. Such a row says it is aligned left.
    import re

    html = render_html([narrow()])
    css = html[html.index("<style>") : html.index("</style>")]
    centred = [sel for sel, body in re.findall(r"([^{}]+)\{([^}]*)\}", css) if "center" in body]
    if any(re.search(r"(^|[\s,])\.rule\b", sel) for sel in centred):
        rows = re.findall(r"<tr class=\"rule\"[^>]*>", html)
        assert rows and all('style="text-align: left"' in row for row in rows), rows
    assert '<td class="r">' in html  # right-aligned cells keep their own class


def test_html_draws_a_long_name_smaller_and_lets_it_wrap_inside_its_sheet() -> None:
    # A 40-character name ran past the right edge of a half-page Jotto pad (fields never wrap).
    import re

    name = "Ann-Marie Wolfeschlegelsteinhausenberger"
    sheet = ScoreSheet("Pad", [("OPPONENT", name), ("GAME NO.", "1")], narrow().blocks)
    html = render_html([narrow(), sheet])
    field = re.search(
        r'<span class="field" style="([^"]*)"><span class="k">OPPONENT</span>'
        r'<span class="v" style="([^"]*)">' + name,
        html,
    )
    assert field is not None and "max-width: 100%" in field.group(1)
    size = float(re.search(r"font-size: ([0-9.]+)pt", field.group(2)).group(1))  # type: ignore[union-attr]
    # (smaller on one line where it can be, down to 75 %; else wrapped between its words)
    assert 5 <= size <= 10 and "white-space: normal" in field.group(2)
    assert size < 10 or "inline-block" in field.group(2)
    assert '<span class="field"><span class="k">NAME</span><span class="v">Ann</span>' in html


def test_html_draws_a_sheet_taller_than_the_page_smaller_to_fit_it() -> None:
    # A Jotto game to line 31 was printed across two pages; the SVG and PDF scale it down.
    # (Since round 17 a sheet of many rows is split over pages: a note is never split.)
    huge = ScoreSheet("Tall", blocks=[Note("many words " * 1500)])
    html = render_html([huge, narrow()])
    sections = [x for x in html.split("<section ")[1:]]
    assert 'style="zoom: 0.' in sections[0].split(">", 1)[0]
    assert "zoom" not in sections[1].split(">", 1)[0]
    (slot,) = plan_pages([huge], "a4")[0]
    zoom = float(sections[0].split("zoom: ", 1)[1].split('"', 1)[0])
    assert zoom <= slot.scale
    assert "zoom" not in render_html([wide()])  # a wide sheet: the browser fits its columns


def test_html_tags_are_balanced() -> None:
    parser = _Balance()
    parser.feed(render_html([narrow(), wide(), tall()]))
    parser.close()
    assert parser.stack == []


# ------------------------------------------------------------------------------ SVG
def test_svg_is_valid_xml_with_one_group_a_page() -> None:
    svg = render_svg([narrow("Zoë <&> \x01 Łukasz 日本"), tall(), wide()], paper="a4")
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("width") == "210mm"
    pages = root.findall(f"{SVG}g")
    assert len(pages) == 2  # the narrow and the tall sheet side by side, then the wide one
    texts = {t.text for t in [*root.iter(f"{SVG}text"), *root.iter(f"{SVG}tspan")]}
    assert "Zoë <&> ? Łukasz 日本" in texts
    assert root.find(f"{SVG}title") is not None


def header_sheet() -> ScoreSheet:
    return ScoreSheet(
        "Jo-Jotte rubber sheet",
        fields=[("Players", "You v Bot"), ("Rubber", "1 of 1"), ("First dealer", "You")],
        blocks=[
            Table(
                columns=["Above the line", "You", "Bot"],
                rows=[[Cell("rubber", "strong"), Cell(""), Cell("300", "strong")]],
                align=["left", "right", "right"],
            )
        ],
    )


def test_svg_header_values_follow_their_labels_in_any_font() -> None:
    # Placed by Helvetica's widths alone, a value was drawn over its label ("First dealerYou")
    # by a viewer whose font is wider (DejaVu Sans where Helvetica and Arial are missing).
    root = ET.fromstring(render_svg([header_sheet()]))
    lines = {
        t.findtext(f"{SVG}tspan"): t
        for t in root.iter(f"{SVG}text")
        if t.find(f"{SVG}tspan") is not None
    }
    for label, value in header_sheet().fields:
        spans = lines[label].findall(f"{SVG}tspan")
        assert [sp.text for sp in spans] == [label, value]
        assert spans[0].get("x") is None and spans[1].get("x") is None  # no fixed position
        assert float(spans[1].get("dx", "0")) > 0  # a gap after the label as drawn
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert "You v Bot" not in texts and "1 of 1" not in texts  # never a text of its own


def test_svg_falls_back_to_a_font_as_narrow_as_helvetica() -> None:
    # Where Helvetica, Arial and their metric twins are missing (a Linux box with only DejaVu),
    # the generic sans-serif is DejaVu Sans, 9-25 % wider than the widths the layout uses: a
    # 40-character name ran out of its pad and over the next label. DejaVu Sans Condensed,
    # installed with it, is within a few per cent of Helvetica.
    root = ET.fromstring(render_svg([header_sheet()]))
    families = [f.strip(" '\"") for f in root.find(f"{SVG}g").get("font-family").split(",")]
    assert families[0] == "Helvetica" and families[-1] == "sans-serif"
    assert "DejaVu Sans Condensed" in families
    assert "DejaVu Sans" not in families  # the wide one is never asked for by name


def test_header_values_keep_their_place_in_the_layout_and_pdf() -> None:
    ops, _ = layout_sheet(header_sheet(), 120)
    texts = [op for op in ops if isinstance(op, TextOp)]
    for label, value in header_sheet().fields:
        k = next(i for i, t in enumerate(texts) if t.text == label)
        lab, val = texts[k], texts[k + 1]
        assert val.text == value and val.follows is not None and lab.follows is None
        end = lab.x + text_width(lab.text, lab.size, lab.bold)
        assert val.x == pytest.approx(end + val.follows)  # where the PDF draws it


def test_a_scaled_sheet_scales_the_gap_after_a_label() -> None:
    sheet = ScoreSheet("Big", fields=[("NAME", "Ann")], blocks=wide().blocks * 12)
    page = layout_pages([sheet], "a4")[0]
    val = next(op for op in page.ops if isinstance(op, TextOp) and op.text == "Ann")
    scale = val.size / 10.0  # FIELD_PT
    assert scale < 1 and val.follows == pytest.approx(2.0 * scale)


def test_right_aligned_cells_are_anchored_at_their_right_edge() -> None:
    # Anchored at the start by Helvetica's widths, a number in a wider font ran over the border.
    ops, _ = layout_sheet(header_sheet(), 120)
    num = next(op for op in ops if isinstance(op, TextOp) and op.text == "300")
    assert num.anchor == "end" and num.x == pytest.approx(120 - 4.0 - 1.5)  # PAD, CELL_PAD
    svg = render_svg([header_sheet()])
    assert any(
        t.text == "300" and t.get("text-anchor") == "end"
        for t in ET.fromstring(svg).iter(f"{SVG}text")
    )


# ------------------------------------------------------------------------------ PDF
def _pdf_text(path: Path) -> tuple[int, str]:
    try:
        import pypdf
    except ImportError:
        pass
    else:
        reader = pypdf.PdfReader(str(path))
        return len(reader.pages), "\n".join(p.extract_text() for p in reader.pages)
    if not (shutil.which("pdftotext") and shutil.which("pdfinfo")):
        pytest.skip("neither pypdf nor pdftotext is installed to read the PDF back")
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    pages = int(next(x for x in info.stdout.splitlines() if x.startswith("Pages:")).split()[-1])
    text = subprocess.run(
        ["pdftotext", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return pages, text


@pytest.fixture(params=["helvetica", "dejavu"])
def pdf_font(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each PDF test twice: with the built-in Helvetica, and with DejaVu Sans embedded (where
    the system has it)."""
    from parlor.core.render_pdf import pdf_font

    if request.param == "helvetica":
        monkeypatch.setenv("PARLOR_PDF_FONT", "helvetica")
    else:
        monkeypatch.delenv("PARLOR_PDF_FONT", raising=False)
        if pdf_font() is None:
            pytest.skip("DejaVu Sans is not installed")
    return str(request.param)


def test_pdf_pages_and_text(tmp_path: Path, pdf_font: str) -> None:
    pytest.importorskip("fpdf")
    data = render_pdf([narrow("Zoë Łukasz 日本 \u2019quoted\u2019"), tall(), wide()], paper="a4")
    assert data.startswith(b"%PDF-")
    assert data == render_pdf([narrow("Zoë Łukasz 日本 \u2019quoted\u2019"), tall(), wide()])
    path = tmp_path / "s.pdf"
    path.write_bytes(data)
    pages, text = _pdf_text(path)
    assert pages == 2
    text = " ".join(text.split())
    # Folded to Latin-1 in Helvetica; DejaVu Sans, embedded, has Ł and the quotes (round 17)
    name = "Zoë Lukasz ?? 'quoted'" if pdf_font == "helvetica" else "Zoë Łukasz ?? ’quoted’"
    assert name in text and "Alphabet" in text and "number 11" in text


def test_an_embedded_font_draws_the_title_without_gaps_in_any_viewer(tmp_path: Path) -> None:
    # Helvetica is not embedded: poppler without its metric twins drew DejaVu glyphs at
    # Helvetica's widths, a gap after each narrow letter ('J OTTO', 'J OTS GIVEN').
    pytest.importorskip("fpdf")
    from parlor.core.render_pdf import pdf_font

    if pdf_font() is None:
        pytest.skip("DejaVu Sans is not installed")
    data = render_pdf([ScoreSheet("JOTTO", fields=[("NAME", "Ŵendy Łukasz")], blocks=[])])
    assert b"/FontFile2" in data and b"DejaVuSans" in data  # embedded
    assert b"/Helvetica" not in data
    path = tmp_path / "t.pdf"
    path.write_bytes(data)
    _, text = _pdf_text(path)
    assert "Ŵendy Łukasz" in text and "JOTTO" in text  # (its letters since round 17)


def test_latin1_folding() -> None:
    assert latin1("Zoë") == "Zoë"
    assert latin1("Łukasz Dvořák") == "Lukasz Dvorák"  # á is Latin-1, ř is not
    assert latin1("tab\there\x07") == "tab here"
    assert latin1("\u201cok\u201d \u2026 🎲") == '"ok" ... ?'
    for ch in map(chr, range(0x2000, 0x2100)):
        latin1(ch).encode("latin-1")


def test_names_the_pdf_cannot_draw_are_named_in_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pdf_font: str
) -> None:
    # The PDF's core font printed a Chinese, Hebrew or emoji name as '????' without a word.
    pytest.importorskip("fpdf")
    from parlor.core.render_output import emit_sheets
    from parlor.core.render_pdf import unprintable

    sheets = [narrow("李小龍🐉 and Zoë"), narrow("Łukasz שָׁלוֹם"), narrow("李小龍🐉")]
    lost = ["李小龍🐉", "שָׁלוֹם"]
    assert unprintable(sheets) == lost  # Zoë and Łukasz fold to Latin-1
    assert unprintable([narrow("Zoë Łukasz \u2019quoted\u2019 ?")]) == []
    emit_sheets(sheets, "pdf", tmp_path / "a.pdf", "a4", "t", "3 pads")
    err = capsys.readouterr().err
    assert f"Warning: the PDF's font has no letters for {' '.join(lost)};" in err
    assert "html and svg" in err and (tmp_path / "a.pdf").read_bytes().startswith(b"%PDF-")
    for fmt in ("svg", "pdf"):
        name = "Zoë" if fmt == "pdf" else "李小龍"
        emit_sheets([narrow(name)], fmt, tmp_path / f"b.{fmt}", "a4", "t", "1 pad")
        assert "Warning" not in capsys.readouterr().err


def test_pdf_without_fpdf2(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "fpdf", None)
    with pytest.raises(PdfUnavailable, match=r"pip install fpdf2$"):
        render_pdf([narrow()])
    assert "parlor[pdf]" not in INSTALL_HINT


def test_an_output_that_is_not_a_regular_file_is_written_not_replaced(tmp_path: Path) -> None:
    import os
    import stat
    import threading

    from parlor.core.render_output import emit_sheets

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()), daemon=True)
    reader.start()
    emit_sheets([ScoreSheet("A PAD")], "text", fifo, "a4", "pad", "1 pad")
    reader.join(timeout=10)
    assert got and b"A PAD" in got[0]
    assert stat.S_ISFIFO(fifo.lstat().st_mode)  # still a pipe, not a file put in its place
    assert [p.name for p in tmp_path.iterdir()] == ["pipe"]  # no temporary file left


def test_an_output_file_gets_the_usual_permissions_and_a_link_is_kept(tmp_path: Path) -> None:
    import os

    from parlor.core.render_output import emit_sheets

    def write(path: Path, fmt: str) -> None:
        emit_sheets([ScoreSheet("A PAD")], fmt, path, "a4", "pad", "1 pad")

    old = os.umask(0o022)
    try:
        new = tmp_path / "pad.html"
        write(new, "html")
        assert new.stat().st_mode & 0o777 == 0o644  # not the temporary file's 0600
        new.chmod(0o640)
        link = tmp_path / "link.html"
        link.symlink_to(new)
        write(link, "html")  # (-f text into a .html name is refused)
        assert link.is_symlink() and "A PAD" in new.read_text()
        assert new.stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(old)


def test_a_pdf_is_not_written_to_a_terminal_named_with_o() -> None:
    import os

    import typer

    from parlor.core.render_output import emit_sheets

    master, slave = os.openpty()
    try:
        tty = Path(os.ttyname(slave))
        with pytest.raises(typer.Exit) as stopped:
            emit_sheets([ScoreSheet("A PAD")], "pdf", tty, "a4", "pad", "1 pad")
        assert stopped.value.exit_code == 2
        emit_sheets([ScoreSheet("A PAD")], "text", tty, "a4", "pad", "1 pad")  # text is fine
        assert b"A PAD" in os.read(master, 4096)
    finally:
        os.close(master)
        os.close(slave)


def test_an_output_in_a_folder_that_does_not_exist_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # -o ~/Documnets/pads.pdf made a new folder "Documnets" (a typo) and wrote into it.
    import typer

    from parlor.core.render_output import emit_sheets, write_output

    missing = tmp_path / "Documnets" / "deeper" / "pads.txt"
    with pytest.raises(typer.Exit) as exc:
        emit_sheets([narrow()], "text", missing, "a4", "t", "1 pad")
    assert exc.value.exit_code == 2  # a bad -o (round 16b; it was 1)
    assert f"the folder {missing.parent} does not exist" in capsys.readouterr().err
    assert not (tmp_path / "Documnets").exists()
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    with pytest.raises(NotADirectoryError, match="afile is a file, not a folder"):
        write_output(blocker / "pads.txt", "text")
    write_output(tmp_path / "pads.txt", "text")  # an existing folder: written
    assert (tmp_path / "pads.txt").read_text() == "text"


def _dejavu_width(text: str, size: float, bold: bool) -> float:
    """``text``'s width in mm in DejaVu Sans (Bold), the font a viewer without Helvetica and
    its metric twins draws an SVG in: read from the font when it is installed."""
    from parlor.core import render_layout

    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    font_file = Path("/usr/share/fonts/truetype/dejavu") / name
    if font_file.is_file():
        from fontTools.ttLib import TTFont

        font = TTFont(font_file)
        cmap, hmtx = font.getBestCmap(), font["hmtx"]
        per_em = font["head"].unitsPerEm
        units = sum(hmtx[cmap[ord(ch)]][0] * 1000 / per_em for ch in text)
    else:  # the widths parlor keeps of it
        table = render_layout._DEJAVU_BOLD if bold else render_layout._DEJAVU
        units = sum(table[ord(ch) - 32] for ch in text)
    return units * size / 1000 * render_layout.PT


def test_svg_lines_stay_inside_their_sheet_in_dejavu_sans() -> None:
    # The layout wrapped notes to Helvetica's widths; rsvg and browsers without Helvetica draw
    # in DejaVu Sans, 10-20 % wider, and the bold footer line ran past the pad's right border.
    long_name = "Wolfeschlegelsteinhausenbergerdorff Ann"
    sheet = ScoreSheet(
        title="JOTTO",
        fields=[("NAME", long_name), ("OPPONENT", "Bartholomew Bob")],
        blocks=[
            Table(columns=["SCORE", "YOUR TEST WORD"], rows=[[Cell("100"), Cell("WHALE")]]),
            Note("JOTTO on line 3: You score 90 + 3 jots -30 penalties = 63.", "strong"),
            Note(
                f"Penalty, line 1: {long_name} said 3 for FLASK, truly 2 (never corrected)", "bad"
            ),
            Note("The answers on this pad contradict each other: one must be wrong.", "bad"),
        ],
    )
    (page,) = layout_pages([sheet], any_font=True)
    border = page.ops[0]
    assert isinstance(border, RectOp)
    right = border.x + border.w
    texts = [op for op in page.ops if isinstance(op, TextOp) and op.anchor == "start"]
    assert any(op.text.startswith("JOTTO on line 3") for op in texts)
    for op in texts:
        end = op.x + _dejavu_width(op.text, op.size, op.bold)
        assert end <= right, (op.text, end, right)
    drawn = "".join(ET.fromstring(render_svg([sheet])).itertext())  # the SVG draws this layout
    assert all(op.text in drawn for op in texts)
    # The PDF (Helvetica, embedded) keeps the Helvetica layout.
    assert layout_pages([sheet]) != [page]


def _header(name: str, opponent: str) -> ScoreSheet:
    return ScoreSheet(
        title="JOTTO",
        fields=[("NAME", name), ("OPPONENT", opponent), ("GAME NO.", "1")],
        blocks=[Table(columns=["SCORE", "YOUR TEST WORD"], rows=[[Cell("100"), Cell("WHALE")]])],
    )


def test_a_name_of_letters_latin1_lacks_stays_inside_the_pdf_sheet() -> None:
    # Ŵ was measured as 600/1000 em but the PDF draws it as W (944): a 40-letter name of them
    # (with a captain) ran past the pad's border and off the page.
    name = "W" * 40 + " (captain " + "Ŵ" * 20 + "m" * 20 + ")"
    (page,) = layout_pages([_header(name, "Ŵ" * 20 + "m" * 20 + " (captain " + "W" * 40 + ")")])
    border = page.ops[0]
    assert isinstance(border, RectOp)
    right = border.x + border.w
    texts = [op for op in page.ops if isinstance(op, TextOp) and op.anchor == "start"]
    assert any("captain" in op.text for op in texts)
    for op in texts:
        end = op.x + text_width(latin1(op.text), op.size, op.bold)  # as the PDF draws it
        assert end <= right + 1e-6, (op.text, end, right)


def test_svg_header_fields_on_one_line_do_not_overlap_in_dejavu_sans() -> None:
    # After a long opponent's name, GAME NO. was placed where the name ends in Helvetica: the
    # SVG, drawn in a wider font, wrote the label over the end of the name.
    opponent = "Wolfeschlegelsteinhausenbergerdorff Bartholomew (captain Ann)"
    (page,) = layout_pages([_header("Ann", opponent)], any_font=True)
    texts = [op for op in page.ops if isinstance(op, TextOp) and op.anchor == "start"]
    ends: dict[float, float] = {}  # baseline -> where the last text drawn on it ends
    for op in texts:
        start = op.x
        if op.follows is not None:  # drawn right after the text before it, in the viewer
            start = ends[op.y] + op.follows
        else:
            assert start >= ends.get(op.y, 0.0), (op.text, start, ends.get(op.y))
        ends[op.y] = start + _dejavu_width(op.text, op.size, op.bold)
    assert any(op.text == "GAME NO." for op in texts)


def test_a_read_only_output_file_is_refused_not_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # -o onto a file made read-only to keep it replaced it (the folder allowed a new file).
    import os

    from parlor.core.render_output import write_output

    kept = tmp_path / "kept.pdf"
    kept.write_text("the sheet of last Sunday")
    kept.chmod(0o444)
    real_access = os.access

    def access(path: object, mode: int, *args: object, **kwargs: object) -> bool:
        if Path(str(path)) == kept and mode & os.W_OK:
            return False  # as for anyone but root, whom tests may run as
        return real_access(path, mode)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "access", access)
    with pytest.raises(PermissionError, match="the file is read-only"):
        write_output(kept, "new")
    assert kept.read_text() == "the sheet of last Sunday"
    write_output(tmp_path / "new.txt", "new")  # others are written as before
    assert (tmp_path / "new.txt").read_text() == "new"
