"""Round 17 (judge C5): a damaged save was said in several words for one fault. A save with no
version: 'without a valid format version (None)' (Python's None) in parlor resume --list,
'record has no valid version number' from parlor jotto sheet; a hidden field by its key
('its hidden pending_secrets'). Now the list, resume and the sheet say 'no format version'
(a value as JSON writes it), and a hidden field in words."""

from __future__ import annotations

import base64
import json

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import RecordError, load_record, read_json
from parlor.core.saves import saves_dir

runner = CliRunner()


def _said(args: list[str]) -> str:
    result = runner.invoke(app, args, env={"COLUMNS": "300"})
    assert result.exit_code in (0, 2), result.output
    return " ".join(result.output.split())


def test_no_version_is_said_alike_everywhere() -> None:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "jotto-20261130-010101-1.json"
    path.write_text('{"format": "parlor.jotto"}')
    listed = _said(["resume", "--list"])
    assert "a damaged Jotto save: no format version" in listed, listed
    assert "None" not in listed
    sheet = _said(["jotto", "sheet", path.stem])
    assert "no format version" in sheet and "no valid version number" not in sheet, sheet
    path.write_text('{"format": "parlor.jotto", "version": null}')
    assert "a damaged Jotto save: no format version" in _said(["resume", "--list"])
    path.write_text('{"format": "parlor.jotto", "version": true}')
    listed = _said(["resume", "--list"])
    assert "a damaged Jotto save: format version true is not valid" in listed, listed
    try:
        load_record(path, "parlor.jotto", 1)
    except RecordError as exc:
        assert str(exc).endswith("format version true is not valid"), exc
    else:
        raise AssertionError("a version true was read")
    path.write_text('{"format": null}')
    assert "(format null)" in _said(["resume", "--list"])


def test_a_hidden_field_is_named_in_words() -> None:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "jotto-20261130-010101-1.json"
    good = base64.b64encode(b'["crane"]').decode()
    path.write_text(
        json.dumps(
            {
                "format": "parlor.jotto",
                "version": 1,
                "secrets": {"base64": good},
                "pending_secrets": {"base64": "!!"},
            }
        )
    )
    try:
        read_json(path)
    except RecordError as exc:
        said = str(exc)
    else:
        raise AssertionError("a damaged hidden field was read")
    assert "its hidden secret words for the next game cannot be read" in said, said
    assert "pending_secrets" not in said
