"""Round 6: an -o extension parlor does not know is refused, not written as text."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

runner = CliRunner()


def test_an_unknown_extension_is_refused_unless_a_format_is_given(tmp_path: Path) -> None:
    target = tmp_path / "pads.docx"
    result = runner.invoke(app, ["jotto", "pad", "-o", str(target)])
    assert result.exit_code == 2, result.output
    assert "cannot write .docx files" in result.output and "-f" in result.output
    assert not target.exists()
    result = runner.invoke(app, ["jotto", "pad", "-o", str(target), "-f", "text"])
    assert result.exit_code == 0, result.output
    assert target.read_text().strip()


def test_text_and_no_extension_stay_text_without_a_paper_size(tmp_path: Path) -> None:
    for name in ("pads.txt", "pads", "pads.TXT"):
        result = runner.invoke(app, ["jotto", "pad", "-o", str(tmp_path / name)])
        assert result.exit_code == 0, result.output
        assert f"Wrote 2 pads to {tmp_path / name} (text)." in result.output
    result = runner.invoke(app, ["jotto", "pad", "-o", str(tmp_path / "p.html")])
    assert "(html, a4)." in result.output
