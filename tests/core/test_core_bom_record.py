"""A save or record saved again by an editor that puts a byte-order mark first (Notepad): read
as the JSON it is. It was "not valid JSON (Unexpected UTF-8 BOM (decode using utf-8-sig) at
line 1, column 1)", and the game could not be resumed."""

from __future__ import annotations

import json
import os
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import RecordError, read_json

runner = CliRunner()


def test_a_byte_order_mark_first_is_no_part_of_the_data(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(b'\xef\xbb\xbf{"format": "parlor.jotto", "version": 1}\n')
    assert read_json(path) == {"format": "parlor.jotto", "version": 1}


def test_a_byte_order_mark_alone_is_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(b"\xef\xbb\xbf\n")
    try:
        read_json(path)
    except RecordError as exc:
        assert "an empty file" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("read")


def test_a_save_with_a_byte_order_mark_is_listed_and_resumed() -> None:
    home = Path(os.environ["PARLOR_HOME"])
    result = runner.invoke(
        app, ["jotto", "--vs", "human", "--first", "1"], input="maple\ngrown\nwhale\n"
    )
    assert result.exit_code == 1, result.output
    (save,) = (home / "saves").glob("*.json")
    save.write_bytes(b"\xef\xbb\xbf" + save.read_bytes())
    listed = runner.invoke(app, ["resume", "--list"])
    assert "Jotto: Player 1 v Player 2, game 1, line 1" in listed.output, listed.output
    assert "BOM" not in listed.output
    resumed = runner.invoke(app, ["resume", "1"], input="flask\nquit\n")
    assert "Resumed where the game stopped" in resumed.output, resumed.output
    record = json.loads(save.read_text(encoding="utf-8"))  # (written again without the mark)
    assert record["games"][0]["actions"] == ["test whale", "test flask"]
