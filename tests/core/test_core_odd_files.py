"""Round 17 (core): a record or save that is no file (a link to /dev/zero, a named pipe, a
folder, a huge file) gives one clear, true message and a non-zero exit, at once.

A named pipe given as a record made parlor wait for ever; a link to /dev/zero was read for
64 MB; a save named like that in the data folder was said not to be there and then named among
'the newest' in the same line."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from parlor.core.records import RecordError, read_json
from parlor.core.saves import newest_names, numbered_save, records_dir, saves_dir

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero")


def _parlor(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "COLUMNS": "300"},
        stdin=subprocess.DEVNULL,
    )


def _read_in_time(path: Path) -> str:
    """read_json's error for ``path``, failing the test when it waits (a pipe)."""
    said: list[str] = []

    def read() -> None:
        try:
            read_json(path)
        except RecordError as exc:
            said.append(str(exc))

    worker = threading.Thread(target=read, daemon=True)
    worker.start()
    worker.join(20)
    if worker.is_alive():
        with open(path, "w"):  # let it go
            pass
        worker.join(5)
        pytest.fail(f"reading {path} waited")
    assert said, "no error"
    return said[0]


def test_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "rec.json"
    os.mkfifo(fifo)
    said = _read_in_time(fifo)
    assert (
        said
        == f"{fifo}: not a file but a pipe that nothing was written to, so no parlor save or record"
    )


def test_a_pipe_being_written_is_still_read(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()  # as <(cat record.json) gives it
    os.write(write_end, b'{"format": "x"}')
    os.close(write_end)
    try:
        assert read_json(Path(f"/proc/self/fd/{read_end}")) == {"format": "x"}
    finally:
        os.close(read_end)


def test_a_link_to_dev_zero_is_a_device_not_64_mb(tmp_path: Path) -> None:
    link = tmp_path / "rec.json"
    link.symlink_to("/dev/zero")
    start = time.monotonic()
    said = _read_in_time(link)
    assert said == f"{link}: not a file but the device /dev/zero, so no parlor save or record"
    assert time.monotonic() - start < 5


def test_a_huge_file_is_refused_by_its_size(tmp_path: Path) -> None:
    big = tmp_path / "rec.json"
    with big.open("wb") as fh:
        fh.truncate(3 * 2**30)  # sparse: three GB that were read up to 64 MB
    assert _read_in_time(big) == f"{big}: not a parlor file (3 GB, far larger than any record)"


@pytest.mark.parametrize("kind", ["zero", "fifo", "folder", "dangling"])
def test_a_record_by_name_that_is_no_file_is_said_once(kind: str) -> None:
    records_dir().mkdir(parents=True)
    place = records_dir() / f"jotto-{kind}.json"
    if kind == "zero":
        place.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(place)
    elif kind == "folder":
        place.mkdir()
    else:
        place.symlink_to(records_dir() / "gone.json")
    (records_dir() / "jotto-real.json").write_text("{}")
    run = _parlor("jotto", "sheet", f"jotto-{kind}")
    assert run.returncode == 2
    err = run.stderr.strip()
    assert len(err.splitlines()) == 1, err
    assert f"{place}" in err  # what it is...
    # ...and never named among the newest (nor is jotto-real, '{}', which the sheet cannot
    # read: only files it reads are suggested since judge T14)
    assert "the newest" not in err, err
    assert err.endswith("none of the Jotto records and saves there can be read"), err
    expected = {
        "zero": "not a file but the device /dev/zero",
        "fifo": "not a file but a pipe",
        "folder": "is a folder, not a record file",
        "dangling": "gone.json, which is not there",
    }[kind]
    assert expected in err


def test_the_newest_names_are_files_only() -> None:
    saves_dir().mkdir(parents=True)
    os.mkfifo(saves_dir() / "jotto-pipe.json")
    (saves_dir() / "jotto-dir.json").mkdir()
    assert newest_names("jotto") == "there are no Jotto records or saves yet"
    assert (
        numbered_save("jotto-dir", "jotto")
        == f"{saves_dir()}/jotto-dir.json: is a folder, not a record file"
    )
    assert numbered_save("jotto-nothing", "jotto") is None


def test_a_number_when_the_saves_cannot_be_listed_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.write_text("a file where the data folder should be")
    monkeypatch.setenv("PARLOR_HOME", str(home))
    said = numbered_save("1", "jotto")
    assert said == (
        f"parlor resume --list cannot number the saves: {home} is a file, not a folder, so no "
        "game can be saved there (move it away)"
    )  # (it said 'it lists none', of a list parlor resume --list refuses to show)


def test_a_pipe_named_like_a_saves_lock_file_is_no_lock(tmp_path: Path) -> None:
    from parlor.core.saves import hold, in_use

    saves_dir().mkdir(parents=True)
    save = saves_dir() / "jotto-x.json"
    save.write_text("{}")
    os.mkfifo(saves_dir() / ".jotto-x.lock")
    said: list[bool] = []
    worker = threading.Thread(target=lambda: said.append(in_use(save)), daemon=True)
    worker.start()
    worker.join(20)
    if worker.is_alive():
        with open(saves_dir() / ".jotto-x.lock", "w"):  # let it go
            pass
        pytest.fail("parlor resume --list waited on a pipe named like a lock file")
    assert said == [False]
    assert hold(save) is not None
