"""Two hints of the card prompt found by a judge in session 10: a number that may be a rank
('9') with two nines in hand named only the first ('for the 9♠ type 9S', the 9♥ held too); and
the examples of a card read 'JH, 10H, TH or JH' on an ASCII terminal, J♥ written JH."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _play(tmp_path: Path, answers: str, **env: str) -> str:
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "jojotte", "--seed", "3"],
        input=answers,
        capture_output=True,
        text=True,
        env={**os.environ, "PARLOR_HOME": str(tmp_path), "COLUMNS": "100", **env},
        timeout=120,
    )
    return proc.stdout + proc.stderr


def test_a_number_that_may_be_a_rank_names_every_card_of_that_rank(tmp_path: Path) -> None:
    # seed 3: hearts accepted, the bot passes; the hand then holds 9♠ and 9♥ among 6 choices
    out = _play(tmp_path, "accept\npass\nAH\n10D\n9\n")
    assert "! choose a number from 1 to 6 (for the 9♠ type 9S or the 9♥ type 9H)" in out, out


def test_the_examples_of_a_card_differ_on_an_ascii_terminal(tmp_path: Path) -> None:
    out = _play(tmp_path, "accept\npass\nAH\n10D\nQ\u2665\u2665\n", PYTHONIOENCODING="ascii")
    assert "not a card:" in out, out
    line = next(x for x in out.splitlines() if "not a card:" in x)
    examples = line.rsplit("(", 1)[1]
    names = [w.strip(",)") for w in examples.split() if w not in ("write", "e.g.", "or")]
    assert len(names) == len(set(names)) == 4, line
