"""Atomic writes of records, saves and sheets (parlor.core.records)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from parlor.core.records import write_text_atomic


def _name_max(folder: Path) -> int:
    try:
        return os.pathconf(folder, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):  # pragma: no cover - no pathconf
        return 255


def test_a_file_name_near_the_systems_limit_is_written(tmp_path: Path) -> None:
    # The temporary file was named ".NAME.xxxxxxxx.tmp": for a NAME of 250 characters, legal
    # itself, that was too long and -o said 'cannot write (File name too long)'.
    longest = _name_max(tmp_path)
    if longest > 1000:  # pragma: no cover - a file system without a real limit
        pytest.skip("no file name limit here")
    target = tmp_path / ("z" * (longest - 4) + ".svg")
    write_text_atomic(target, "<svg/>")
    assert target.read_text() == "<svg/>"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no temporary file left
    with pytest.raises(OSError) as exc:  # one byte more is the system's refusal, as before
        write_text_atomic(tmp_path / ("z" * (longest - 3) + ".svg"), "x")
    assert exc.value.errno == errno.ENAMETOOLONG


def test_a_non_ascii_file_name_is_written_where_the_system_names_files_in_ascii(
    tmp_path: Path,
) -> None:
    # With the C locale and UTF-8 mode off, Python names files in ASCII and keeps other bytes
    # as surrogates: the temporary file's name must keep them so, or it cannot be encoded.
    import subprocess
    import sys

    target = tmp_path / "pàd.svg"
    env = dict(os.environ, LC_ALL="C", PYTHONCOERCECLOCALE="0", PYTHONUTF8="0")
    out = subprocess.run(
        [sys.executable, "-m", "parlor", "jotto", "pad", "-o", str(target)],
        capture_output=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert target.read_bytes().startswith(b"<?xml")


def test_a_file_far_larger_than_any_record_is_refused_without_reading_it_all(
    tmp_path: Path,
) -> None:
    # parlor jotto sheet /dev/zero read without end and took the machine's memory.
    from parlor.core.records import RECORD_MAX, RecordError, read_json

    big = tmp_path / "disk.img"
    with big.open("wb") as fh:
        fh.truncate(RECORD_MAX + 1)  # sparse: no disk space used
    with pytest.raises(RecordError, match="not a parlor file"):
        read_json(big)
    if Path("/dev/zero").exists():
        with pytest.raises(RecordError, match="not a file but the device /dev/zero"):
            read_json(Path("/dev/zero"))  # (refused at once since round 17)
    ok = tmp_path / "ok.json"
    ok.write_text('{"format": "x"}')
    assert read_json(ok) == {"format": "x"}
