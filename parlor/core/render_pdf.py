"""Score sheets as PDF with fpdf2 (the optional ``pdf`` extra), from the shared page layout.

fpdf2 is imported only when a PDF is made; without it :func:`render_pdf` raises
:class:`PdfUnavailable`, whose message says how to install it. The PDF core font (Helvetica)
covers Latin-1 only, so text is folded to Latin-1 first (accents kept where Latin-1 has them,
stripped where it does not, anything else becomes ``?``): odd names never break a PDF.
"""

from __future__ import annotations

import contextlib
import os
import unicodedata
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from parlor.core.render_layout import EllipseOp, LineOp, RectOp, TextOp, layout_pages, text_width
from parlor.core.scorepad import Box, Cell, Letters, Note, Rule, ScoreSheet, Table

__all__ = [
    "INSTALL_HINT",
    "PdfUnavailable",
    "latin1",
    "pdf_font",
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
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", text):
        if ch in "\t\n\r":
            out.append(" ")
        elif ord(ch) < 32 or 127 <= ord(ch) < 160:
            continue
        elif ord(ch) < 256:
            out.append(ch)
        else:
            base = "".join(
                c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c)
            )
            folded = "".join(c for c in base if 32 <= ord(c) < 256)
            out.append(folded if folded else _SUBSTITUTES.get(ch, "?"))
    return "".join(out)


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


def pdf_font() -> tuple[Path, Path] | None:
    """DejaVu Sans and DejaVu Sans Bold, when the system has them, else None (Helvetica).

    Helvetica is not embedded: a viewer without it or its metric twins (poppler on a Linux
    box with only DejaVu) draws its own font at Helvetica's advance widths, which left gaps
    after narrow letters ('J OTTO', 'J OTS GIVEN'). An embedded DejaVu Sans looks the same in
    every viewer. The text stays Latin-1 in both (:func:`latin1`), so a sheet reads the same
    whichever font the system has. ``PARLOR_PDF_FONT=helvetica`` keeps the built-in font.
    """
    if os.environ.get("PARLOR_PDF_FONT", "").strip().lower() == "helvetica":
        return None
    for folder in map(Path, FONT_DIRS):
        regular, bold = folder / "DejaVuSans.ttf", folder / "DejaVuSans-Bold.ttf"
        with contextlib.suppress(OSError):
            if regular.is_file() and bold.is_file():
                return regular, bold
    return None


def _lost(ch: str) -> bool:
    """True when :func:`latin1` prints ``ch`` as ``?`` (a character with no Latin-1 form)."""
    return ch != "?" and latin1(ch) == "?"


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
    (names in Chinese, Hebrew, emoji...), each once, in order of appearance."""
    words: dict[str, None] = {}
    for sheet in sheets:
        for text in _texts(sheet):
            for word in unicodedata.normalize("NFC", text).split():
                if any(_lost(ch) for ch in word):
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
    fpdf = _fpdf()
    font = pdf_font()
    # Laid out for DejaVu Sans as an SVG is (wider than Helvetica), when it is embedded.
    pages = layout_pages(sheets, paper, any_font=font is not None)
    pdf = fpdf.FPDF(unit="mm", format=(pages[0].width, pages[0].height))
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.set_creator("parlor")
    pdf.set_title(latin1(title or (sheets[0].title if sheets else "score sheet")))
    pdf.set_creation_date(_EPOCH)
    family = "helvetica"
    if font is not None:
        family = "dejavu"
        pdf.add_font(family, "", str(font[0]))
        pdf.add_font(family, "B", str(font[1]))
    for page in pages:
        pdf.add_page()
        end = 0.0  # where the last text ends, for a header value drawn right after its label
        for op in page.ops:
            if isinstance(op, TextOp):
                pdf.set_font(family, "B" if op.bold else "", op.size)
                pdf.set_text_color(*_rgb(op.color))
                # Latin-1 in either font: the same text whichever the system has.
                text = latin1(op.text)
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
