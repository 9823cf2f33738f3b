"""``parlor jotto sheet REC -o REC`` is refused as Jo-Jotte refuses it, in the same words:
Jotto said 'many.json: is the record itself; write the sheet to another file'."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app


def test_jotto_names_the_option_and_keeps_the_record(tmp_path: Path) -> None:
    record = tmp_path / "match.json"
    record.write_text(json.dumps({"format": "parlor-jotto-match", "version": 1}))
    before = record.read_bytes()
    result = CliRunner().invoke(
        app, ["jotto", "sheet", str(record), "-o", str(record), "-f", "text"]
    )
    assert result.exit_code == 2
    said = " ".join(result.output.split())
    assert (
        f"-o {record} is the record itself; choose another file (the record is left as it is)"
        in said
    )
    assert record.read_bytes() == before
