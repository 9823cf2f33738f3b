"""Score sheets as SVG: the pages of :mod:`parlor.core.render_layout`, one under the other.

The document is sized in mm (``viewBox`` units are mm) and parses as plain XML.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from xml.sax.saxutils import escape, quoteattr

from parlor.core.render_layout import (
    PT,
    LineOp,
    Op,
    RectOp,
    TextOp,
    isolated_rtl,
    layout_pages,
)
from parlor.core.scorepad import ScoreSheet, printed

__all__ = ["render_svg"]

PAGE_GAP = 0.0
"""Space between pages drawn one under the other, mm: none, so that a browser printing the
SVG on its paper (the ``@page`` rule) cuts every page at its edge (with a 6 mm gap, Chrome's
pages drifted down the sheets and a blank one followed). A dashed line marks the edges on
the screen."""

FONT = (
    "Helvetica, Arial, 'Liberation Sans', 'Nimbus Sans', Arimo, 'DejaVu Sans Condensed', sans-serif"
)

# Characters XML 1.0 does not allow, even escaped.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _n(v: float) -> str:
    """A number for SVG: two decimals, no trailing zeros."""
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _text(text: str) -> str:
    return escape(isolated_rtl(_NOT_XML.sub("?", text)))


def _font(op: TextOp) -> str:
    attrs = f'font-size="{_n(op.size * PT)}"'
    if op.bold:
        attrs += ' font-weight="bold"'
    if op.color != "#1a1a1a":
        attrs += f' fill="{op.color}"'
    return attrs


def _line(texts: Sequence[TextOp]) -> str:
    """Texts that follow one another on a line (a header field's label and value) as one
    ``<text>``: each starts where the one before ends in the viewer's font, plus its gap (the
    fonts named in :data:`FONT` may be missing, and a wider one drew the value over the label).
    """
    first = texts[0]
    spans = [f"<tspan {_font(first)}>{_text(first.text)}</tspan>"]
    for op in texts[1:]:
        where = f'dx="{_n(op.follows or 0)}"'
        if op.y != first.y:
            where += f' y="{_n(op.y)}"'
        spans.append(f"<tspan {where} {_font(op)}>{_text(op.text)}</tspan>")
    return f'<text x="{_n(first.x)}" y="{_n(first.y)}">{"".join(spans)}</text>'


def _ops(ops: Sequence[Op]) -> list[str]:
    """The page's operations as SVG elements, texts that follow one another drawn as one line."""
    out: list[str] = []
    i = 0
    while i < len(ops):
        op = ops[i]
        n = 1
        if isinstance(op, TextOp) and op.anchor == "start":
            while i + n < len(ops):
                nxt = ops[i + n]
                if not (
                    isinstance(nxt, TextOp) and nxt.follows is not None and nxt.anchor == "start"
                ):
                    break
                n += 1
        texts = [t for t in ops[i : i + n] if isinstance(t, TextOp)]
        out.append(_line(texts) if n > 1 else _op(op))
        i += n
    return out


def _op(op: Op) -> str:
    if isinstance(op, TextOp):
        attrs = f'x="{_n(op.x)}" y="{_n(op.y)}" font-size="{_n(op.size * PT)}"'
        if op.bold:
            attrs += ' font-weight="bold"'
        if op.anchor != "start":
            attrs += f' text-anchor="{op.anchor}"'
        if op.color != "#1a1a1a":
            attrs += f' fill="{op.color}"'
        return f"<text {attrs}>{_text(op.text)}</text>"
    if isinstance(op, LineOp):
        return (
            f'<line x1="{_n(op.x1)}" y1="{_n(op.y1)}" x2="{_n(op.x2)}" y2="{_n(op.y2)}" '
            f'stroke="{op.color}" stroke-width="{_n(op.width)}"/>'
        )
    if isinstance(op, RectOp):
        fill = op.fill or "none"
        stroke = f'stroke="{op.color}" stroke-width="{_n(op.width)}"' if op.width > 0 else ""
        return (
            f'<rect x="{_n(op.x)}" y="{_n(op.y)}" width="{_n(op.w)}" height="{_n(op.h)}" '
            f'fill="{fill}" {stroke}'.rstrip()
            + "/>"
        )
    return (
        f'<ellipse cx="{_n(op.cx)}" cy="{_n(op.cy)}" rx="{_n(op.rx)}" ry="{_n(op.ry)}" '
        f'fill="none" stroke="{op.color}" stroke-width="{_n(op.width)}"/>'
    )


def render_svg(sheets: Sequence[ScoreSheet], *, paper: str = "a4", title: str = "") -> str:
    """The sheets on pages of ``paper`` (``"a4"`` or ``"letter"``) as one SVG document.

    Narrow sheets go two to a page side by side; several pages are drawn one under the other.
    """
    sheets = [printed(s) for s in sheets]  # (wrong counts starred, as in text)
    pages = layout_pages(sheets, paper, any_font=True)
    pw = pages[0].width
    total_h = sum(p.height for p in pages) + PAGE_GAP * (len(pages) - 1)
    name = title or (sheets[0].title if sheets else "score sheet")
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{_n(pw)}mm" '
        f'height="{_n(total_h)}mm" viewBox="0 0 {_n(pw)} {_n(total_h)}">',
        f"<title>{_text(name)}</title>",
        # printed from a browser: the paper the pages are laid out on, no margin of its own
        f"<style>@page {{ size: {'A4' if paper.lower() == 'a4' else 'letter'} portrait; "
        "margin: 0; } @media print { .edge { display: none; } }</style>",
        f'<rect x="0" y="0" width="{_n(pw)}" height="{_n(total_h)}" fill="#d0d0d0"/>',
    ]
    y = 0.0
    for n, page in enumerate(pages, 1):
        out.append(
            f'<g id="page-{n}" transform="translate(0 {_n(y)})" font-family={quoteattr(FONT)} '
            'fill="#1a1a1a">'
        )
        out.append(
            f'<rect x="0" y="0" width="{_n(page.width)}" height="{_n(page.height)}" '
            'fill="#ffffff"/>'
        )
        out.extend(_ops(page.ops))
        out.append("</g>")
        y += page.height + PAGE_GAP
        if n < len(pages):  # where one page ends and the next begins, on the screen
            out.append(
                f'<line class="edge" x1="0" y1="{_n(y)}" x2="{_n(pw)}" y2="{_n(y)}" '
                'stroke="#999999" stroke-width="0.4" stroke-dasharray="3 2"/>'
            )
    out.append("</svg>")
    return "\n".join(out) + "\n"
