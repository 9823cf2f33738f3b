"""--words naming a pipe that nothing writes yet: parlor says it waits (it looked hung)."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from parlor.jotto import cli


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_word_list_that_keeps_parlor_waiting_is_said_to(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "WAIT_NOTE_AFTER", 0.05)
    fifo = tmp_path / "words"
    os.mkfifo(fifo)

    def write_later() -> None:
        time.sleep(0.5)
        fifo.write_text("crane\nslate\nplumb\n")

    writer = threading.Thread(target=write_later)
    writer.start()
    lexicon = cli.read_own_list(fifo, 5)
    writer.join()
    assert set(lexicon.words) == {"crane", "slate", "plumb"}
    assert f"Waiting for the word list {fifo} to be written" in capsys.readouterr().err


def test_a_word_list_read_at_once_says_nothing_of_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    words = tmp_path / "words.txt"
    words.write_text("crane\nslate\n")
    assert len(cli.read_own_list(words, 5)) == 2
    time.sleep(cli.WAIT_NOTE_AFTER + 0.2)  # (the note would have come by now)
    assert "Waiting" not in capsys.readouterr().err
