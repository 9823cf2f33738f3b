"""Round 17: with DejaVu Sans embedded, the PDF printed 'Łukasz', 'Ωmega' and 'Дмитрий' as
'Lukasz', '?mega' and '???????' (the text was folded to Latin-1 in either font) and warned
that they print as '?'. It keeps every letter the embedded font has; Helvetica (no DejaVu
Sans on the system, or PARLOR_PDF_FONT=helvetica) still prints '?' with the warning, and
right-to-left scripts and letters the font lacks (Chinese, emoji) are still '?' in both."""

from __future__ import annotations

import io
import stat
from pathlib import Path

import pytest

from parlor.core import render_pdf as rp
from parlor.core.render_pdf import pdf_font, pdf_text, render_pdf, unprintable
from parlor.core.scorepad import Cell, ScoreSheet, Table

NAMES = "Łukasz Ωmega Дмитрий"


def _sheet(name: str = NAMES) -> ScoreSheet:
    return ScoreSheet(
        "JOTTO",
        fields=[("NAME", name), ("OPPONENT", "Zoë")],
        blocks=[Table(["SCORE", "YOUR TEST WORD"], [[Cell("100"), Cell("WHALE")]])],
    )


def _no_font(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No DejaVu Sans anywhere parlor looks (the folders, fontconfig)."""
    monkeypatch.delenv("PARLOR_PDF_FONT", raising=False)
    monkeypatch.setattr(rp, "FONT_DIRS", (str(tmp_path / "missing"),))
    monkeypatch.setattr(rp, "FC_MATCH", str(tmp_path / "no-fc-match"))


def _text(data: bytes) -> str:
    pypdf = pytest.importorskip("pypdf")
    return " ".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)


def test_the_letters_a_font_has_are_kept() -> None:
    covered = {ord(c) for c in "ŁΩДмитрийukasz mega"}
    assert pdf_text(NAMES, covered) == NAMES
    assert pdf_text("Дмитрий", covered - {ord("Д")}) == "?митрий"
    # a letter the font lacks: its base letter where the font has it, as Latin-1 folding does
    assert pdf_text("Ŵendy", covered) == "Wendy"
    # right-to-left scripts stay '?' (drawn backwards without a shaping engine)
    assert pdf_text("שלום", covered | {ord(c) for c in "שלום"}) == "????"
    # without a font of its own (Helvetica): Latin-1, as before
    assert pdf_text(NAMES, None) == "Lukasz ?mega ???????"


def test_without_dejavu_sans_the_names_print_as_question_marks_with_a_warning(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("fpdf")
    _no_font(monkeypatch, tmp_path)
    assert pdf_font() is None
    assert unprintable([_sheet()]) == ["Ωmega", "Дмитрий"]  # Ł folds to L in Latin-1
    text = _text(render_pdf([_sheet()]))
    assert "Lukasz ?mega ???????" in text
    from parlor.core.render_output import emit_sheets

    emit_sheets([_sheet()], "pdf", tmp_path / "a.pdf", "a4", "t", "1 pad")
    err = capsys.readouterr().err
    assert "no letters for Ωmega Дмитрий; they print as '?'" in err


def test_with_dejavu_sans_the_names_print_as_they_are(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("fpdf")
    monkeypatch.delenv("PARLOR_PDF_FONT", raising=False)
    if pdf_font() is None:
        pytest.skip("DejaVu Sans is not installed")
    assert unprintable([_sheet()]) == []
    data = render_pdf([_sheet()])
    assert data == render_pdf([_sheet()])  # the same bytes every time
    assert NAMES in _text(data)
    from parlor.core.render_output import emit_sheets

    emit_sheets([_sheet()], "pdf", tmp_path / "a.pdf", "a4", "t", "1 pad")
    assert "Warning" not in capsys.readouterr().err
    # letters no font here has, and a right-to-left script, are still named in the warning
    emit_sheets([_sheet("Łukasz 李 שלום 🙂")], "pdf", tmp_path / "b.pdf", "a4", "t", "1 pad")
    assert "no letters for 李 שלום 🙂; they print as '?'" in capsys.readouterr().err


def _fake_fc_match(tmp_path: Path, folder: Path) -> Path:
    script = tmp_path / "fc-match"
    script.write_text(
        "#!/bin/sh\n"
        'case "$3" in *Bold*) echo "' + str(folder) + '/DejaVuSans-Bold.ttf";; '
        '*) echo "' + str(folder) + '/DejaVuSans.ttf";; esac\n'
    )
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


def test_fontconfig_finds_dejavu_sans_outside_the_usual_folders(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fonts = tmp_path / "fonts"
    fonts.mkdir()
    _no_font(monkeypatch, tmp_path)
    monkeypatch.setattr(rp, "FC_MATCH", str(_fake_fc_match(tmp_path, fonts)))
    assert pdf_font() is None  # it names files that are not there
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        (fonts / name).write_bytes(b"")
    assert rp._fc_font() == (fonts / "DejaVuSans.ttf", fonts / "DejaVuSans-Bold.ttf")
    assert pdf_font() is None  # (empty files: not a font, so Helvetica)


def test_fontconfig_s_stand_in_for_dejavu_sans_is_not_taken(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # fc-match names another font when DejaVu Sans is missing: the layout is measured for
    # DejaVu Sans, so parlor keeps Helvetica rather than embed the stand-in
    _no_font(monkeypatch, tmp_path)
    script = tmp_path / "fc-match"
    other = tmp_path / "LiberationSans-Regular.ttf"
    other.write_bytes(b"")
    script.write_text(f'#!/bin/sh\necho "{other}"\n')
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setattr(rp, "FC_MATCH", str(script))
    assert pdf_font() is None


def test_the_layout_measures_letters_in_the_embedded_font() -> None:
    # Ж is 1077/1000 em in DejaVu Sans, wider than the 900 the layout guessed for a letter
    # outside Latin-1: a name of them ran past the pad's border.
    from parlor.core.render_layout import _room, _wide_fonts, font_metrics

    with _wide_fonts(True):
        guessed = _room("Ж" * 10, 10)
        with font_metrics(lambda ch, bold: 1200.0 if ch == "Ж" else None):
            measured = _room("Ж" * 10, 10)
    assert measured == pytest.approx(guessed * 1200 / 900)


def test_a_damaged_dejavu_sans_falls_back_to_helvetica(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A damaged font file stopped the PDF with 'internal error: TTLibError'.
    pytest.importorskip("fpdf")
    _no_font(monkeypatch, tmp_path)
    fonts = tmp_path / "fonts"
    fonts.mkdir()
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        (fonts / name).write_bytes(b"\x00\x01\x00\x00 not a font" * 50)
    monkeypatch.setattr(rp, "FONT_DIRS", (str(fonts),))
    assert pdf_font() is None
    data = render_pdf([_sheet()])
    assert b"/Helvetica" in data and "Lukasz ?mega ???????" in _text(data)
    assert unprintable([_sheet()]) == ["Ωmega", "Дмитрий"]


@pytest.mark.parametrize("covered", [None, frozenset(range(32, 0x3000))])
def test_invisible_format_characters_are_left_out_not_printed_as_question_marks(
    covered: frozenset[int] | None,
) -> None:
    # a zero-width space or a direction mark in an old record's name printed as '?' and was
    # named in the warning as an invisible word
    assert pdf_text("Ann\u200b Bob\u200f\ufeff Zo\u00e9", covered) == "Ann Bob Zoé"
    assert unprintable([_sheet("Ann\u200b \u200fBob")]) == []
