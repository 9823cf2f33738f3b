"""'./1' typed as a RECORD is a path (a file named 1 here), never save 1 of parlor resume --list
(Path reads './1' as '1'), and the error names it as typed; '1' alone is the save's number."""

from __future__ import annotations

import pytest

from tests.cli.test_saves import home, run


@pytest.mark.parametrize("command", [["jojotte", "sheet"], ["jojotte", "replay"]])
def test_jojotte_dot_slash_one_is_a_path(command: list[str]) -> None:
    run(["jojotte", "--seed", "3", "--level", "easy", "--think", "0.01"], ["1", "1"])
    assert list((home() / "saves").glob("jojotte-*.json"))
    code, out = run([*command, "./1"], [])
    flat = " ".join(out.split())
    assert code == 2 and "./1: no such file" in flat, out
    assert "of parlor resume --list" not in flat, out
    code, out = run([*command, "1"], [])
    assert code == 0, out


def test_jotto_dot_slash_one_is_named_as_typed() -> None:
    run(["jotto", "--vs", "human"], ["maple", "grown", "whale"])
    code, out = run(["jotto", "sheet", "./1"], [])
    flat = " ".join(out.split())
    assert code != 0 and "./1: no such file" in flat, out
    code, out = run(["jotto", "sheet", "1"], [])
    assert code == 0, out
