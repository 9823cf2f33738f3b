"""Judge AK17 #1: with --no-repeats or --no-anagrams the bot read the person's answers as if any
word of the list might be their secret, and tested words the variant rules out: SASSY with ABYSM
alone left (--no-repeats), SHOUT and GHOST for THUGS (--no-anagrams). The person's secret is held
to the variant, so the bot's candidates are too; its test words are not restricted. And #2: an
anagram class is named commonest first (SCOWL size), as the helper lists it."""

from __future__ import annotations

import random

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.game import Variant, possible_secrets
from parlor.jotto.lexicon import default_valid
from parlor.jotto.rules import jots
from parlor.jotto.solver import make_guesser


def _tests(secret: str, secrets: list[str] | None, level: str = "hard") -> list[str]:
    bot = make_guesser(level, default_valid(), random.Random(1), secrets=secrets)
    history: list[tuple[str, int]] = []
    while not history or history[-1][0] != secret:
        word = bot.guess(history)
        history.append((word, jots(word, secret)))
        assert len(history) < 20
    return [w for w, _ in history]


@pytest.mark.parametrize(
    ("variant", "secret", "ruled_out"),
    [
        (Variant(no_repeats=True), "abysm", {"sassy"}),
        (Variant(no_repeats=True), "choke", {"check", "cheek"}),
        (Variant(no_anagram_secrets=True), "thugs", {"shout", "ghost"}),
    ],
)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_bot_reads_only_secrets_the_variant_allows(
    variant: Variant, secret: str, ruled_out: set[str], level: str
) -> None:
    allowed = possible_secrets(default_valid(), variant)
    if level == "hard":  # (the judge's games: these were tested)
        assert ruled_out <= set(_tests(secret, None))
    tested = _tests(secret, allowed, level)
    if level != "hard":  # (easy and medium test candidates only: each one allowed)
        assert set(tested) <= set(allowed)
    assert not ruled_out & set(tested) and tested[-1] == secret


def test_the_game_with_no_repeats_holds_the_bots_reading_to_it() -> None:
    ours = "crane\nplumb\nfight\nwords\njunky\nvexed\nzonal\nquick\nmilky\nhoist\n"
    args = ["jotto", "--no-repeats", "--first", "2", "--seed", "13", "--target", "50"]
    out = CliRunner().invoke(app, [*args, "--no-color"], input="abysm\n" + ours).output
    said = [
        line.split()[2].strip(":.") for line in out.splitlines() if line.startswith("Bot tests")
    ]
    said = [w for w in said if w.isupper()]  # (not "Bot tests first")
    assert said[-1] == "ABYSM" and "SASSY" not in said, said


def test_an_anagram_class_is_named_commonest_first_as_the_helper_lists_it() -> None:
    """Judge AK17 #2: the helper listed SPARE (SCOWL size 10) as the likeliest of its class and
    suggested PARSE, then PEARS, then REAPS; the bot named the class A-Z, SPARE 7th."""
    tests = _tests("spare", None)
    assert tests[-2:] == ["pares", "spare"], tests  # (PARES tested, SPARE named next)
    out = CliRunner().invoke(
        app, ["jotto", "helper"], input="rates 4, parch 3, pares 5\n", env={"COLUMNS": "200"}
    )
    flat = " ".join(out.output.split())
    assert "likeliest first: SPARE PARSE" in flat and "Best next test word: SPARE" in flat


def test_the_helper_takes_the_variants() -> None:
    """Judge AK17 #3: the helper had no --no-repeats, --no-anagrams or --hard-mode: a paper game
    played with a variant got words and suggestions the variant rules out."""
    entries = "rates 2, pride 0, chalk 1, ought 0, swabs 3, yawns 3\n"
    runner = CliRunner()
    plain = runner.invoke(app, ["jotto", "helper"], input=entries, env={"COLUMNS": "200"})
    assert "5 words remain, likeliest first: SASSY ASSAY BANNS ABYSM MASSY" in plain.output
    held = runner.invoke(
        app, ["jotto", "helper", "--no-repeats"], input=entries, env={"COLUMNS": "200"}
    )
    assert held.exit_code == 0, held.output
    assert "1 word remains: ABYSM" in held.output and "SASSY" not in held.output
    assert "4,424 words possible. Best first test word: PARES" in held.output  # (no repeats)
    for flag in ("--no-anagrams", "--hard-mode"):
        done = runner.invoke(app, ["jotto", "helper", flag], input="rates 2\n")
        assert done.exit_code == 0 and "words remain" in done.output, done.output


def test_the_helper_keeps_entries_apart_by_variant_and_hints_jotto_only_if_allowed() -> None:
    """Judge AL17 #2, #3: entries typed under --no-repeats came back in a plain helper and were
    read without it; SASSY 5 under --no-repeats got "type SASSY JOTTO", a secret it rules out."""
    runner = CliRunner()
    env = {"COLUMNS": "200"}
    runner.invoke(app, ["jotto", "helper", "--no-repeats"], input="crane 1\nsloth 2\n", env=env)
    plain = runner.invoke(app, ["jotto", "helper"], input="quit\n", env=env).output
    assert "Kept from last time" not in plain
    held = runner.invoke(app, ["jotto", "helper", "--no-repeats"], input="quit\n", env=env)
    assert "Kept from last time: CRANE 1, SLOTH 2." in held.output
    out = runner.invoke(app, ["jotto", "helper", "--no-repeats"], input="sassy 5\n", env=env)
    assert "Entry 1 (SASSY 5) fits no word of the list: check it (undo takes back entry 1)." in (
        out.output
    )
    out = runner.invoke(app, ["jotto", "helper"], input="sassy 5\n", env=env)
    assert "if SASSY is the secret itself, type SASSY JOTTO" in out.output
