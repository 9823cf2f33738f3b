"""Round 21, `parlor jotto helper`:

(a) `SLATE 1, CRANE = 2` (an equals sign between a word and its jots, as people write it) was
    refused, "CRANE needs its jots", though `CRANE = 2` alone was taken: a line of several reads
    it (and `CRANE - 2`, `CRANE : 2`) as `CRANE 2`, and the help says so.
(b) When no word fits the entries and several are named, the advice named the undo reaching the
    first of them only ('check them (undo 5 takes back entries 1 to 5)' of entries 1 and 2):
    it now names the undo reaching each, the latest first, and following it takes back what
    it says.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.cli_tools import reading_text

runner = CliRunner()


def _helper(lines: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(
        app, ["jotto", "helper"], input="\n".join([*lines, "quit", ""]), env={"COLUMNS": "300"}
    )
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result.output


def _answers(out: str) -> list[str]:
    """What the helper said after each line typed (the first: before any), without the line
    typed (echoed after the prompt)."""
    parts = out.split("test word and jots> ")
    said = [parts[0], *(part.split("\n", 1)[-1] for part in parts[1:])]
    return [" ".join(part.split()) for part in said]


@pytest.mark.parametrize(
    "line",
    [
        "SLATE 1, CRANE = 2",
        "SLATE = 1, CRANE = 2",
        "SLATE=1, CRANE=2",
        "slate = 1 crane = 2",
        "SLATE 1; CRANE - 2",
        "SLATE : 1, CRANE = 2",
    ],
)
def test_an_equals_sign_in_a_line_of_several_reads_as_the_entry(
    line: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = _answers(_helper(["SLATE 1, CRANE 2"], tmp_path, monkeypatch))[1]
    assert "words remain" in plain  # (the plain line is taken: the same report is wanted)
    said = _answers(_helper([line, "undo all"], tmp_path, monkeypatch))
    assert said[1] == plain, said[1]
    assert said[2].startswith("Took back SLATE 1, CRANE 2."), said[2]


def test_a_line_with_a_lone_equals_sign_is_still_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = _answers(_helper(["SLATE 1, CRANE =", "SLATE 1, = 2"], tmp_path, monkeypatch))
    assert said[1].startswith("! "), said[1]
    assert said[2].startswith("! "), said[2]
    assert "words remain" not in said[1] + said[2]


@pytest.mark.parametrize(("length", "word"), [("5", "CRANE"), ("4", "LAMP"), ("6", "PLANET")])
def test_the_help_says_so_in_the_game_s_length(
    length: str, word: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PARLOR_HOME", str(tmp_path))
    result = runner.invoke(
        app, ["jotto", "helper", "--length", length], input="quit\n", env={"COLUMNS": "300"}
    )
    out = " ".join(result.output.split())
    assert f"{word} = 2 and {word}=2 are read as {word} 2 too." in out, out


CLASH = ["crane 0", "slate 3", "moist 0", "pound 1", "fight 0"]
"""Entries 1 and 2 clash with 3 (C, R, A, N, E, M, O, I, S, T out; SLATE 3): if only one is
wrong, it is entry 1 or 2, with entries 3 to 5 after them."""


def _advice(said: str) -> list[tuple[int, list[int]]]:
    """The undos a 'check them (...)' names: (the count, the entries it says it takes back)."""
    inside = said[said.index("check them (") + len("check them (") :].split(").")[0]
    out = []
    for part in inside.split("; "):
        m = re.fullmatch(r"undo(?: (\d+))?(?: takes back)?,? entr(?:y|ies) (.+)", part)
        assert m is not None, part
        if " to " in m.group(2):
            a, b = m.group(2).split(" to ")
            entries = list(range(int(a), int(b) + 1))
        else:
            entries = [int(n) for n in re.split(r", | and ", m.group(2))]
        out.append((int(m.group(1) or 1), entries))
    return out


def test_the_undo_reaching_each_entry_named_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = _answers(_helper(CLASH, tmp_path, monkeypatch))[len(CLASH)]
    m = re.search(r"it is entry (\d+) or (\d+) \(", said)
    assert m is not None, said
    named = [int(m.group(1)), int(m.group(2))]
    advice = _advice(said)
    # one undo for each entry named, the latest first, each reaching its entry and no further
    assert [entries[0] for _, entries in advice] == sorted(named, reverse=True), said
    for count, entries in advice:
        assert entries == list(range(len(CLASH) - count + 1, len(CLASH) + 1)), said


def test_following_the_advice_takes_back_what_it_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = _answers(_helper(CLASH, tmp_path, monkeypatch))[len(CLASH)]
    advice = _advice(said)
    assert len(advice) == 2, said
    for count, entries in advice:
        typed = "undo" if count == 1 else f"undo {count}"
        after = _answers(_helper([*CLASH, typed], tmp_path, monkeypatch))[len(CLASH) + 1]
        back = ", ".join(CLASH[i - 1].upper() for i in entries)
        assert after.startswith(f"Took back {back}."), after


def test_of_four_or_more_entries_the_latest_and_the_first_are_reached() -> None:
    history = [("crane", 0), ("slate", 3), ("moist", 0), ("pound", 1), ("fight", 0), ("jumpy", 1)]
    text = reading_text(history, (0, 1, 2, 4), 1)
    assert (
        "check them (undo N takes back the last N entries: undo 2 to reach entry 5, undo 6 to "
        "reach entry 1)." in text
    ), text
    # two or three: each one
    text = reading_text(history, (1, 3), 1)
    assert "check them (undo 3 takes back entries 4 to 6; undo 5, entries 2 to 6)." in text, text
    text = reading_text(history, (5,), 1)
    assert "check it (undo takes back entry 6)." in text, text
