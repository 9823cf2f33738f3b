"""Judge S14 #5: a save that is a link to itself is 'a link that points to itself' (it was
'a link to <itself>, which is not there'), one of two links that lead to each other 'a link
that loops'; --delete of a save that is a folder exits with status 2, as every other refusal
of parlor resume does (it exited 1)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import list_saves, saves_dir

runner = CliRunner()


def _problems() -> dict[str, str]:
    return {s.id: s.problem or "" for s in list_saves()}


def test_links_that_loop_are_said_so() -> None:
    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "jotto-self.json").symlink_to("jotto-self.json")
    (folder / "jotto-a.json").symlink_to("jotto-b.json")
    (folder / "jotto-b.json").symlink_to("jotto-a.json")
    (folder / "jotto-gone.json").symlink_to("/nonexistent-parlor-test/x.json")
    found = _problems()
    assert found["jotto-self"].endswith("jotto-self.json: a link that points to itself")
    assert found["jotto-a"].endswith("jotto-a.json: a link that loops")
    assert found["jotto-b"].endswith("jotto-b.json: a link that loops")
    assert found["jotto-gone"].endswith(
        "a link to /nonexistent-parlor-test/x.json, which is not there"
    )
    listed = runner.invoke(app, ["resume", "--list"])
    assert "which is not there" not in listed.output.split("jotto-gone")[0], listed.output


def test_a_tool_named_a_self_link_says_it_loops() -> None:
    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "jotto-self.json").symlink_to("jotto-self.json")
    result = runner.invoke(app, ["jotto", "sheet", "jotto-self"])
    text = " ".join(result.output.split())
    assert result.exit_code == 2
    assert "jotto-self.json is a link that points to itself" in text, text


def test_deleting_a_folder_named_like_a_save_exits_2() -> None:
    folder: Path = saves_dir() / "jotto-dir.json"
    folder.mkdir(parents=True)
    result = runner.invoke(app, ["resume", "--delete", "1", "--yes"])
    assert result.exit_code == 2, result.output
    assert "is a folder, not a save" in " ".join(result.output.split())
    assert folder.is_dir()
