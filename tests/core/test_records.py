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
