"""Score sheets as PDF with fpdf2 (the optional ``pdf`` extra), from the shared page layout.

fpdf2 is imported only when a PDF is made; without it :func:`render_pdf` raises
:class:`PdfUnavailable`, whose message says how to install it. Where the system has DejaVu Sans
(:func:`pdf_font`) it is embedded, and the text keeps every letter it has (Polish, Greek,
Cyrillic...); the PDF core font (Helvetica), used otherwise, covers Latin-1 only. Either way a
letter the font lacks is folded (accents stripped where the font lacks the accented letter),
else printed as ``?`` (:func:`pdf_text`), and :func:`unprintable` names the words so printed:
odd names never break a PDF. A right-to-left script (Hebrew, Arabic) is printed as ``?`` in
either font, as fpdf2 would draw it backwards without a shaping engine.
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import subprocess
import unicodedata
from collections.abc import Callable, Collection, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from parlor.core.render_layout import (
    EllipseOp,
    LineOp,
    RectOp,
    TextOp,
    font_metrics,
    layout_pages,
    paper_size,
    text_width,
)
from parlor.core.scorepad import (
    FIXED_MARK,
    FIXED_MARK_ASCII,
    Box,
    Cell,
    Letters,
    Note,
    Rule,
    ScoreSheet,
    Table,
    printed,
)

__all__ = [
    "INSTALL_HINT",
    "PdfUnavailable",
    "latin1",
    "pdf_font",
    "pdf_text",
    "render_pdf",
    "unprintable",
]

#: parlor is installed from its clone, not from a package index, so ``pip install 'parlor[pdf]'``
#: would fail (or fetch someone else's "parlor"); fpdf2 itself installs anywhere.
INSTALL_HINT = "PDF output needs fpdf2: pip install fpdf2"

#: A fixed creation date, so that the same sheets always make the same bytes.
_EPOCH = datetime(2000, 1, 1, tzinfo=UTC)


class PdfUnavailable(RuntimeError):
    """fpdf2 is not installed."""


def latin1(text: str) -> str:
    """``text`` in characters the PDF core fonts can draw."""
    return pdf_text(text, None)


_SUBSTITUTES = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u2013": "-",
    "\u2014": "-",
    "\u2026": "...",
    "\u2212": "-",
    "\u0141": "L",
    "\u0142": "l",
    "\u0152": "OE",
    "\u0153": "oe",
    FIXED_MARK: FIXED_MARK_ASCII,  # a corrected count in Helvetica: 1+, not 1?
}


FONT_DIRS = (
    "/usr/share/fonts/truetype/dejavu",  # Debian, Ubuntu
    "/usr/share/fonts/dejavu-sans-fonts",  # Fedora
    "/usr/share/fonts/TTF",  # Arch
    "/usr/share/fonts/dejavu",
    "/usr/local/share/fonts",
    "/usr/local/share/fonts/dejavu",  # FreeBSD
)
"""Where DejaVu Sans is looked for; found, it is embedded in the PDF (see :func:`pdf_font`)."""


FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
"""The font embedded where the system has it: regular and bold (the layout knows its widths)."""

FC_MATCH = "fc-match"
"""fontconfig's lookup, asked for DejaVu Sans where it is in none of :data:`FONT_DIRS` (in a
user's own fonts folder, say); not used where it is not installed."""


PDF_FONTS = ("dejavu", "helvetica")
"""The values ``PARLOR_PDF_FONT`` takes (any case): ``dejavu``, the default (DejaVu Sans when the
system has it, else Helvetica), and ``helvetica``, the built-in font."""


def font_setting_warning() -> str | None:
    """What is wrong with ``PARLOR_PDF_FONT``, in one line, or None: a value it does not take
    was accepted without a word and the default font used (judge F: ``PARLOR_PDF_FONT=bogus``)."""
    value = os.environ.get("PARLOR_PDF_FONT", "")
    if value.strip().lower() in ("", *PDF_FONTS):
        return None
    shown = value if value.isprintable() else repr(value)
    return (
        f"PARLOR_PDF_FONT={shown} is not a font parlor knows: it takes dejavu (the default) or "
        "helvetica; the default is used"
    )


def pdf_font() -> tuple[Path, Path] | None:
    """DejaVu Sans and DejaVu Sans Bold, when the system has them, else None (Helvetica).

    Helvetica is not embedded: a viewer without it or its metric twins (poppler on a Linux
    box with only DejaVu) draws its own font at Helvetica's advance widths, which left gaps
    after narrow letters ('J OTTO', 'J OTS GIVEN'). An embedded DejaVu Sans looks the same in
    every viewer, and draws the letters Latin-1 lacks ('Łukasz', 'Дмитрий', 'Ωmega'), which
    Helvetica prints as '?'. Looked for in :data:`FONT_DIRS`, then with fontconfig
    (:data:`FC_MATCH`); nothing is downloaded. ``PARLOR_PDF_FONT=helvetica`` keeps the
    built-in font.
    """
    if os.environ.get("PARLOR_PDF_FONT", "").strip().lower() == "helvetica":
        return None
    found = None
    for folder in map(Path, FONT_DIRS):
        regular, bold = (folder / name for name in FONT_FILES)
        with contextlib.suppress(OSError):
            if regular.is_file() and bold.is_file():
                found = regular, bold
                break
    found = found or _fc_font()
    # (a damaged font file: Helvetica, rather than a PDF that cannot be made)
    return found if found is not None and _font_widths(*found) is not None else None


def _fc_font() -> tuple[Path, Path] | None:
    """DejaVu Sans and its bold as fontconfig finds them (itself, not a font it would put in
    its place: the layout is measured for DejaVu Sans), else None."""
    program = shutil.which(FC_MATCH) if FC_MATCH else None
    if program is None:
        return None
    found: list[Path] = []
    for style, name in zip(("Book", "Bold"), FONT_FILES, strict=True):
        try:
            got = subprocess.run(
                [program, "-f", "%{file}", f"DejaVu Sans:style={style}"],
                capture_output=True,
                text=True,
                timeout=10,
                check=False,
                stdin=subprocess.DEVNULL,
            ).stdout.strip()
        except (OSError, subprocess.SubprocessError, UnicodeError):
            return None
        path = Path(got) if got else None
        with contextlib.suppress(OSError):
            if path is not None and path.name == name and path.is_file():
                found.append(path)
                continue
        return None
    return found[0], found[1]


@functools.lru_cache(maxsize=4)
def _font_widths(
    regular: Path, bold: Path
) -> tuple[frozenset[int], dict[int, float], dict[int, float]] | None:
    """The characters both faces of the font draw, and each face's widths (1/1000 em) of them;
    None when the font cannot be read (a damaged file: Helvetica is used instead)."""
    try:
        from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

        faces = []
        for path in (regular, bold):
            with TTFont(str(path), lazy=True) as font:
                scale = 1000 / font["head"].unitsPerEm
                hmtx = font["hmtx"]
                faces.append({c: hmtx[g][0] * scale for c, g in (font.getBestCmap() or {}).items()})
    except Exception:  # a damaged or odd font file (fontTools raises many kinds of error)
        return None
    covered = frozenset(faces[0]) & frozenset(faces[1])
    return covered, faces[0], faces[1]


def _coverage(font: tuple[Path, Path] | None) -> frozenset[int] | None:
    """What the PDF prints with ``font`` (:func:`pdf_font`): None for Latin-1 (Helvetica)."""
    widths = None if font is None else _font_widths(*font)
    return None if widths is None else widths[0]


def _drawn(ch: str, covered: Collection[int]) -> bool:
    """True when the embedded font draws ``ch`` as it should: it has it, and it is not of a
    right-to-left script (fpdf2 draws those backwards without a text shaping engine)."""
    return ord(ch) in covered and unicodedata.bidirectional(ch) not in ("R", "AL", "AN")


def pdf_text(text: str, covered: Collection[int] | None) -> str:
    """``text`` as the PDF prints it: in a font that draws the characters ``covered`` (an
    embedded DejaVu Sans), every character it has, a letter it lacks as its base letter where
    it has that, else ``?``; with None (Helvetica), folded to Latin-1 (:func:`latin1`)."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", text):
        if ch in "\t\n\r":
            out.append(" ")
        elif ord(ch) < 32 or 127 <= ord(ch) < 160:
            continue
        elif ord(ch) < 256:
            out.append(ch)
        elif unicodedata.category(ch) == "Cf":
            continue  # invisible (a zero-width space, a direction mark): not a '?'
        elif covered is not None and _drawn(ch, covered):
            out.append(ch)
        else:
            base = "".join(
                c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c)
            )
            folded = "".join(
                c
                for c in base
                if 32 <= ord(c) < 256 or (covered is not None and _drawn(c, covered))
            )
            # (in Helvetica any Latin-1 part of the letter will do; in DejaVu only all of it)
            whole = folded and (covered is None or folded == base)
            out.append(folded if whole else _SUBSTITUTES.get(ch, "?"))
    return "".join(out)


def _lost(ch: str, covered: Collection[int] | None) -> bool:
    """True when :func:`pdf_text` prints ``ch`` as ``?`` (a character the font cannot draw)."""
    return ch != "?" and pdf_text(ch, covered) == "?"


def _texts(sheet: ScoreSheet) -> list[str]:
    """Every text a sheet shows."""
    out = [sheet.title]
    for label, value in sheet.fields:
        out += [label, value]
    cells: list[Cell] = []
    for block in sheet.blocks:
        if isinstance(block, Table):
            out += [block.title, *block.columns]
            cells += [c for row in block.rows for c in row] + list(block.footer or [])
        elif isinstance(block, Letters):
            out.append(block.title)
            cells += block.letters
        elif isinstance(block, Box):
            out.append(block.label)
            cells += block.cells
        elif isinstance(block, Note | Rule):
            out.append(block.text if isinstance(block, Note) else block.label)
    return out + [c.text for c in cells]


def unprintable(sheets: Sequence[ScoreSheet]) -> list[str]:
    """The words of the sheets that the PDF prints with ``?`` for some of their characters
    (names in Chinese, Hebrew, emoji...; in Helvetica also Greek, Cyrillic...), each once, in
    order of appearance: as :func:`render_pdf` prints them, in the font :func:`pdf_font`
    finds."""
    covered = _coverage(pdf_font())
    words: dict[str, None] = {}
    for sheet in sheets:
        for text in _texts(sheet):
            for word in unicodedata.normalize("NFC", text).split():
                if any(_lost(ch, covered) for ch in word):
                    words.setdefault(_unwrapped(word), None)
    return list(words)


def _unwrapped(word: str) -> str:
    """``word`` without the punctuation around it: the captain's emoji in 'Side (captain 🙂)'
    was named '🙂)' in the warning ('no letters for 李 🙂); they print as ...')."""
    start, end = 0, len(word)
    while start < end and unicodedata.category(word[start])[0] == "P":
        start += 1
    while end > start and unicodedata.category(word[end - 1])[0] == "P":
        end -= 1
    return word[start:end] or word


def _metrics(font: tuple[Path, Path] | None) -> Callable[[str, bool], float | None] | None:
    """The embedded font's widths of the characters it draws, for the layout."""
    widths = None if font is None else _font_widths(*font)
    if widths is None:
        return None
    covered, regular, bold = widths

    def width(ch: str, is_bold: bool) -> float | None:
        code = ord(ch)
        return (bold if is_bold else regular).get(code) if code in covered else None

    return width


def _rgb(color: str) -> tuple[int, int, int]:
    c = color.lstrip("#")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def _fpdf() -> Any:
    try:
        import fpdf
    except ImportError:
        raise PdfUnavailable(INSTALL_HINT) from None
    return fpdf


def render_pdf(sheets: Sequence[ScoreSheet], *, paper: str = "a4", title: str = "") -> bytes:
    """The sheets on pages of ``paper`` (``"a4"`` or ``"letter"``) as PDF bytes.

    Raises :class:`PdfUnavailable` when fpdf2 is not installed.
    """
    sheets = [printed(s) for s in sheets]  # (wrong counts starred, as in text)
    fpdf = _fpdf()
    pdf = fpdf.FPDF(unit="mm", format=paper_size(paper))
    font = pdf_font()
    family = "helvetica"
    if font is not None:
        try:
            pdf.add_font("dejavu", "", str(font[0]))
            pdf.add_font("dejavu", "B", str(font[1]))
            family = "dejavu"
        except Exception:  # a font file fpdf2 cannot embed (fontTools read it): Helvetica
            font = None
            pdf = fpdf.FPDF(unit="mm", format=paper_size(paper))
    covered = _coverage(font)
    # Laid out for DejaVu Sans as an SVG is (wider than Helvetica), when it is embedded, its
    # letters outside Latin-1 measured as it draws them.
    with font_metrics(_metrics(font)):
        pages = layout_pages(sheets, paper, any_font=font is not None)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.set_creator("parlor")
    pdf.set_title(pdf_text(title or (sheets[0].title if sheets else "score sheet"), covered))
    pdf.set_creation_date(_EPOCH)
    for page in pages:
        pdf.add_page()
        end = 0.0  # where the last text ends, for a header value drawn right after its label
        for op in page.ops:
            if isinstance(op, TextOp):
                pdf.set_font(family, "B" if op.bold else "", op.size)
                pdf.set_text_color(*_rgb(op.color))
                text = pdf_text(op.text, covered)
                w = (
                    text_width(text, op.size, op.bold)
                    if font is None
                    else pdf.get_string_width(text)
                )
                x = op.x - (w / 2 if op.anchor == "middle" else w if op.anchor == "end" else 0)
                if op.follows is not None and font is not None:
                    x = end + op.follows  # after the label as drawn, as the SVG does
                pdf.text(x, op.y, text)
                end = x + w
            elif isinstance(op, LineOp):
                pdf.set_draw_color(*_rgb(op.color))
                pdf.set_line_width(op.width)
                pdf.line(op.x1, op.y1, op.x2, op.y2)
            elif isinstance(op, RectOp):
                style = ""
                if op.fill:
                    pdf.set_fill_color(*_rgb(op.fill))
                    style += "F"
                if op.width > 0:
                    pdf.set_draw_color(*_rgb(op.color))
                    pdf.set_line_width(op.width)
                    style += "D"
                if style:
                    pdf.rect(op.x, op.y, op.w, op.h, style="DF" if style == "FD" else style)
            elif isinstance(op, EllipseOp):
                pdf.set_draw_color(*_rgb(op.color))
                pdf.set_line_width(op.width)
                pdf.ellipse(op.cx - op.rx, op.cy - op.ry, 2 * op.rx, 2 * op.ry)
    return bytes(pdf.output())
