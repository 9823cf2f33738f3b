"""One verdict on a save, in one form (judge O13 #5 and #6):

- a save that `parlor resume` refuses (a Jotto or Jo-Jotte save whose options were removed: a
  record may leave them out, a save may not) is refused by the sheets, replay and analyze too,
  in the same words: skipped with a note when they look for the newest file, refused when
  named; `parlor jotto sheet` printed such a save;
- every damaged save is described alike, 'a damaged Jotto save: ...' / 'a damaged Jo-Jotte
  save: ...', in `resume --list`, resume's errors and the sheets' skip notes ('the save has
  no list of rubbers' and 'not valid JSON (...)' were said bare);
- a newer parlor's save names its game once in resume's error, and a sheet's skip note says
  an upgrade would read it (not 'resume it').
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
    """``data`` as the save ``name`` (hidden as parlor writes it), ``age`` seconds older than
    the others (the newest is looked at first)."""
    path = home / "saves" / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, str) else json.dumps(hide(data))
    path.write_text(text, encoding="utf-8")
    when = time.time() - 1000 - age
    os.utime(path, (when, when))
    return path


def _without(data: dict[str, object], key: str) -> dict[str, object]:
    copy = json.loads(json.dumps(data))
    del copy[key]
    return copy  # type: ignore[no-any-return]


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _listed(home: Path, name: str) -> str:
    """What ``parlor resume --list`` says of the save ``name`` (its line, unwrapped)."""
    done = _parlor(home, "resume", "--list")
    assert done.returncode == 0, done.stderr
    said = _one_line(done.stdout)
    assert f" {name} " in said
    return said.split(f" {name} ", 1)[1].split(" parlor resume ")[0].split(" 2. ")[0].strip()


TOOLS = {"jotto": [("sheet",)], "jojotte": [("sheet",), ("replay",), ("analyze",)]}
NAMES = {"jotto": "Jotto", "jojotte": "Jo-Jotte"}


@pytest.mark.parametrize("game", ["jotto", "jojotte"])
def test_a_save_without_options_is_refused_by_the_sheets_as_resume_refuses_it(
    tmp_path: Path, saves: dict[str, dict[str, object]], game: str
) -> None:
    name = f"{game}-20260101-000000-1"
    save = _put(tmp_path, name, _without(saves[game], "options"))
    entry = _listed(tmp_path, name)
    assert entry.startswith(f"a damaged {NAMES[game]} save: ")
    assert "has no options" in entry
    for tool in TOOLS[game]:
        # the only file: refused, in resume's words
        alone = _parlor(tmp_path, game, *tool)
        assert alone.returncode == 2, (tool, alone.stdout)
        assert alone.stdout == ""
        assert _one_line(alone.stderr) == (
            f"Error: the only {NAMES[game]} record or save ({save}) cannot be read: {entry}"
        )
        # named, by its name or its number in the list: refused in the same words
        for typed in (name, "1"):
            named = _parlor(tmp_path, game, *tool, typed)
            assert named.returncode == 2, (tool, typed, named.stdout)
            assert named.stdout == ""
            assert _one_line(named.stderr).endswith(f"Error: {save}: {entry}")
    # beside a save that resumes, the newest-file search skips it with a note and takes that
    older = _put(tmp_path, f"{game}-20250101-000000-2", saves[game], age=50)
    for tool in TOOLS[game]:
        done = _parlor(tmp_path, game, *tool)
        assert done.returncode == 0, (tool, done.stderr)
        notes = done.stderr.splitlines()
        assert _one_line(notes[0]) == (f"(Skipped the save {name}, which cannot be read: {entry}.)")
        assert notes[1] == f"(The newest {NAMES[game]} record or save: {older.stem}.)"


def test_a_jotto_record_without_options_still_prints(
    tmp_path: Path, saves: dict[str, dict[str, object]]
) -> None:
    """A record may leave its options out (docs/records.md): only a save is refused."""
    record = tmp_path / "match.json"
    record.write_text(json.dumps(_without(saves["jotto"], "options")), encoding="utf-8")
    done = _parlor(tmp_path, "jotto", "sheet", str(record))
    assert done.returncode == 0, done.stderr
    assert "MAPLE" in done.stdout or "CRANE" in done.stdout


DAMAGE = {
    "jotto": [("games", 5), ("truncated", None)],
    "jojotte": [("rubbers", None), ("truncated", None), ("session", None)],
}


def _damaged(data: dict[str, object], how: str, value: object) -> object:
    if how == "truncated":
        return json.dumps(hide(data))[:60]
    if value is None:
        return _without(data, how)
    return {**data, how: value}


@pytest.mark.parametrize(
    ("game", "how", "value"), [(g, h, v) for g, damages in DAMAGE.items() for h, v in damages]
)
def test_every_damaged_save_is_described_alike_everywhere(
    tmp_path: Path, saves: dict[str, dict[str, object]], game: str, how: str, value: object
) -> None:
    name = f"{game}-20260101-000000-1"
    _put(tmp_path, name, _damaged(saves[game], how, value))
    lead = f"a damaged {NAMES[game]} save: "
    entry = _listed(tmp_path, name)
    assert entry.startswith(lead), entry
    assert lead not in entry[len(lead) :]
    resumed = _parlor(tmp_path, "resume", "1")
    assert resumed.returncode == 2
    said = _one_line(resumed.stderr)
    assert said == (
        f"Error: the save {name} cannot be resumed: {entry}; the file is left as it is, and "
        "parlor resume --delete 1 removes it"
    )
    _put(tmp_path, f"{game}-20250101-000000-2", saves[game], age=50)
    sheet = _parlor(tmp_path, game, "sheet")
    assert sheet.returncode == 0, sheet.stderr
    assert _one_line(sheet.stderr.splitlines()[0]) == (
        f"(Skipped the save {name}, which cannot be read: {entry}.)"
    )


@pytest.mark.parametrize("game", ["jotto", "jojotte"])
def test_a_newer_parlors_save_names_its_game_once_and_a_sheet_would_read_it(
    tmp_path: Path, saves: dict[str, dict[str, object]], game: str
) -> None:
    name = f"{game}-20260101-000000-1"
    _put(tmp_path, name, {**saves[game], "version": 99})
    resumed = _one_line(_parlor(tmp_path, "resume", "1").stderr)
    assert resumed.count(f"{NAMES[game]} save") == 1, resumed
    assert resumed == (
        f"Error: the save {name} cannot be resumed: a {NAMES[game]} save from a newer parlor "
        "(format version 99; this one reads 1): upgrade parlor to resume it; the file is left "
        "as it is"
    )
    _put(tmp_path, f"{game}-20250101-000000-2", saves[game], age=50)
    note = _one_line(_parlor(tmp_path, game, "sheet").stderr.splitlines()[0])
    assert note == (
        f"(Skipped the save {name}, which cannot be read: a {NAMES[game]} save from a newer "
        "parlor (format version 99; this one reads 1): upgrade parlor to read it.)"
    )
