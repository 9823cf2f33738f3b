"""Round 21: the ASCII form of ``parlor jojotte rules`` (a terminal that cannot show the
suits' signs) listed `JH` twice, '`JH`, `jh`, `10h`, `th`, `JH` or `jack of hearts`', as `J♥`
was folded to `JH` (judge X15 #11), and offered `H` as a call by name ('`hearts` or `H`'),
where a suit's letter alone asks first. The forms typed with a sign are left out there."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from parlor.jojotte.text import ascii_rules


def _rules(game: str, tmp_path: Path, **env: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "parlor", game, "rules"],
        capture_output=True,
        env={**os.environ, "PARLOR_HOME": str(tmp_path / "home"), "PAGER": "cat", **env},
        timeout=120,
        check=True,
    )
    return done.stdout.decode("ascii" if env else "utf-8")


def _repeated_spans(text: str) -> list[tuple[str, str]]:
    """Code spans written twice in one sentence of ``text``, with the sentence."""
    found = []
    for paragraph in text.split("\n\n"):
        for sentence in re.split(r"(?<=[.;:])\s", paragraph):
            spans = re.findall(r"`([^`]+)`", sentence)
            found += [(span, sentence) for span in set(spans) if spans.count(span) > 1]
    return found


def test_the_ascii_rules_list_no_form_twice(tmp_path: Path) -> None:
    for env in ({"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONUTF8": "0"}):
        text = _rules("jojotte", tmp_path, **env)
        flat = " ".join(text.split())
        assert "Cards may be typed `JH`, `jh`, `10h`, `th` or `jack of hearts`." in flat
        assert "`hearts`, `nt`" in flat and "`H`" not in flat
        assert _repeated_spans(text) == []
        assert text.isascii()


def test_the_utf8_rules_keep_the_forms_with_signs(tmp_path: Path) -> None:
    flat = " ".join(_rules("jojotte", tmp_path).split())
    assert "`th`, `J♥` or `jack of hearts`" in flat and "`hearts` or `♥`" in flat
    assert _repeated_spans(flat) == []


def test_jottos_rules_fold_to_nothing_missing(tmp_path: Path) -> None:
    text = _rules("jotto", tmp_path, PYTHONIOENCODING="ascii")
    assert "?" not in text  # (no letter or sign lost as '?': the page is plain ASCII)
    assert _repeated_spans(text) == []


def test_ascii_rules_leaves_out_sign_forms_and_folds_the_rest() -> None:
    assert ascii_rules("typed `QS`, `Q♠` or `queen`.") == "typed `QS` or `queen`."
    assert ascii_rules("(`accept`, `clubs` or `♣`, `nt`)") == "(`accept`, `clubs`, `nt`)"
    assert ascii_rules("the 7♦ turned up") == "the 7D turned up"
