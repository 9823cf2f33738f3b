"""Round 10 (judge): ``--words=~/list.txt`` (a shell leaves the ``~`` of ``--words=~/...`` as
it is) reads the list in the home folder; it looked for it in a folder named ``~`` ('cannot
read word list'). A file really under a folder named ``~`` is still read."""

from __future__ import annotations

from pathlib import Path

import pytest

from parlor.core.cli_common import file_path


def test_a_tilde_the_shell_left_is_the_home_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    assert file_path("~/list.txt") == tmp_path / "list.txt"


def test_a_folder_named_tilde_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "elsewhere"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "~").mkdir()
    (tmp_path / "~" / "list.txt").write_text("crane\n")
    assert file_path("~/list.txt") == Path("~/list.txt")
