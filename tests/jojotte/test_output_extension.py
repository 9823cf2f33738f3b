"""Jo-Jotte's sheet and pad choose the format from -o's extension as Jotto's do: an extension
parlor does not write (x.docx) is refused, not written as text under that name."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

RECORD = Path(__file__).parent / "records" / "example1.json"
runner = CliRunner()


def test_an_unknown_extension_is_refused_and_known_ones_decide(tmp_path: Path) -> None:
    for command in (["sheet", str(RECORD)], ["pad"]):
        docx = tmp_path / f"{command[0]}.docx"
        result = runner.invoke(app, ["jojotte", *command, "-o", str(docx)])
        assert result.exit_code == 2 and "cannot write .docx files" in result.output
        assert not docx.exists()
        # -f still writes any name; .htm and no extension keep their meaning
        result = runner.invoke(app, ["jojotte", *command, "-o", str(docx), "-f", "text"])
        assert result.exit_code == 0 and docx.read_text(encoding="utf-8").strip()
        htm = tmp_path / f"{command[0]}.htm"
        assert runner.invoke(app, ["jojotte", *command, "-o", str(htm)]).exit_code == 0
        assert htm.read_text(encoding="utf-8").lstrip().lower().startswith("<!doctype html")
        bare = tmp_path / command[0]
        assert runner.invoke(app, ["jojotte", *command, "-o", str(bare)]).exit_code == 0
        assert "<" not in bare.read_text(encoding="utf-8")[:20]
