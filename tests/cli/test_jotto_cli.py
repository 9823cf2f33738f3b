"""Whole Jotto games through the command line, as a player (or a script) would play them."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from parlor import __version__
from parlor.cli import app
from parlor.jotto.lexicon import default_common
from parlor.jotto.rules import jots

runner = CliRunner()
SIDE1 = ["whale", "shale", "field", "worst", "grout", "brown", "wrong", "grown"]
SIDE2 = ["flask", "lulls", "stomp", "chime", "fight", "plane", "ample"]


def interleave(a: list[str], b: list[str]) -> list[str]:
    out = []
    for i in range(max(len(a), len(b))):
        out += a[i : i + 1] + b[i : i + 1]
    return out


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "160"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


def test_version_and_help() -> None:
    code, out = run(["--version"], [])
    assert code == 0 and out.strip() == f"parlor {__version__}"
    for args in (["-h"], ["--help"], ["jotto", "--help"], ["jotto", "rules", "--help"]):
        code, out = run(args, [])
        assert code == 0 and "Usage" in out, args
    code, out = run(["jotto", "-h"], [])
    assert "--vs" in out and "--announce" in out and "--seed" in out


def test_help_paragraphs_are_reflowed_to_the_terminal() -> None:
    wide = {"COLUMNS": "250"}
    out = runner.invoke(app, ["jotto", "--help"], env=wide).output
    assert "The answer is the number of letters in common (jots)." in out
    out = runner.invoke(app, ["jotto", "helper", "--help"], env=wide).output
    assert "the letters proved in and out, and the best next test word." in out
    out = runner.invoke(app, ["jotto", "sheet", "--help"], env=wide).output
    assert "the match totals and the winner. An unfinished match prints too" in out


def test_rules_include_our_rulings() -> None:
    code, out = run(["jotto", "rules"], [])
    assert code == 0
    assert "SCORE(n) = 100 - 5*(n-1)" in out
    assert "our rulings" in out and "Penalty frames" in out


def test_rules_through_a_pipe_are_the_text_as_written() -> None:
    from importlib import resources

    text = (resources.files("parlor.jotto") / "RULES.md").read_text(encoding="utf-8")
    result = runner.invoke(app, ["jotto", "rules"], env={"COLUMNS": "50"})
    assert result.exit_code == 0
    assert result.output.rstrip("\n") == text.rstrip("\n")
    assert result.output == text.rstrip("\n") + "\n"  # no blank line after the last


def test_bad_options_exit_nonzero_without_traceback() -> None:
    for args in (["jotto", "--first", "3"], ["jotto", "--vs", "robot"], ["jotto", "--seed", "x"]):
        code, out = run(args, [])
        assert code == 2 and "Traceback" not in out, args
    code, out = run(["jotto", "--words", "/nonexistent/list.txt"], [])
    assert code == 2 and "cannot read word list" in out


def test_choices_are_read_whatever_their_case() -> None:
    code, out = run(["jotto", "--vs", "BOT", "--level", "Easy", "--seed", "1"], ["maple"])
    assert code == 1 and "End of input" in out, out
    code, out = run(["jotto", "solve", "crane", "--level", "MEDIUM", "--json"], [])
    assert code == 0 and '"level": "medium"' in out
    code, out = run(["jotto", "helper", "--level", "Hard"], ["quit"])
    assert code == 0 and "Goodbye." in out


def test_names_must_be_given_and_tell_the_sides_apart() -> None:
    for args in (
        ["--name1", ""],
        ["--name2", "  "],
        ["--captain1", ""],
        ["--name1", "You", "--name2", "you"],
        ["--vs", "human", "--name1", "Ann", "--name2", "ANN"],
        ["--vs", "human", "--name1", "player 2"],  # (--name1 Bot renames the bot Robot)
    ):
        code, out = run(["jotto", *args], ["maple"])
        assert code == 2, (args, out)
        assert "Traceback" not in out and "type your secret" not in out, args


def test_names_that_look_like_markup_are_shown_as_typed() -> None:
    names = ["--vs", "human", "--first", "1", "--name1", "[/]", "--name2", "[bold]Bo"]
    code, out = run(
        ["jotto", *names, "--target", "1"], ["maple", "grown", "whale", "flask", "grown"]
    )
    assert code == 0, out
    assert "┃ [/] TEST WORD" in out and "[bold]Bo TEST WORD" in out
    assert "[/] wins the match, 96 to 2." in out
    code, out = run(["history"], [])
    assert code == 0 and "[/] v [bold]Bo" in out
    code, out = run(["stats"], [])
    assert code == 0 and "[bold]Bo" in out
    code, out = run(["jotto", *names], ["maple"])
    code, out = run(["resume", "--list"], [])
    assert code == 0 and "Jotto: [/] v [bold]Bo, game 1" in out


def test_the_rule_sheets_sample_through_the_cli() -> None:
    """Side 1 hides MAPLE and starts, side 2 hides GROWN: the pad shows 86 to 21."""
    lines = ["maple", "grown", *interleave(SIDE1, SIDE2)]
    code, out = run(
        ["jotto", "--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob"], lines
    )
    assert "JOTTO on line 8: Ann scores 65 + 21 jots = 86\nBob scores 21 jots = 21" in out
    assert "Match: Ann 86, Bob 21 (to 150)" in out
    assert "Ann tests first (as chosen)." in out and "by lot" not in out
    assert "│    7 │    70 │ WRONG" in out and "5 (10)" in out
    # the match is not over at 86: game 2 asks for secrets, and the input has ended
    assert "Game 2" in out and "Bob tests first" in out
    assert code == 1 and "End of input" in out and "Traceback" not in out
    # secrets were never echoed while the game was on: the game ends with the 'Game 1 over'
    # rule, then the pad with both secrets, then who found what
    before_reveal, after = out.split("Game 1 over")
    # (the finding test says the word found, as the line that ends the game)
    assert before_reveal.rstrip("─ \n").endswith("Ann tests GROWN: JOTTO!")
    before_reveal = before_reveal.replace("Ann tests GROWN: JOTTO!", "")
    assert "MAPLE" not in before_reveal and "GROWN" not in before_reveal.replace("GROWN  ", "")
    assert "Ann, your test word for line 8: " in before_reveal  # (the game was over)
    assert after.index("Secrets: MAPLE / GROWN") < after.index("JOTTO! Ann found GROWN on line 8")


def test_the_sample_ends_a_short_match() -> None:
    lines = ["maple", "grown", *interleave(SIDE1, SIDE2)]
    code, out = run(["jotto", "--vs", "human", "--first", "1", "--target", "80"], lines)
    assert code == 0
    assert "Player 1 wins the match, 86 to 21." in out


def test_bad_input_is_refused_and_nothing_is_lost() -> None:
    lines = [
        "mapl",  # secret too short
        "maple",
        "grown",
        "",
        "12345",
        "qqqqq",
        "two words",
        "correct 1 2",  # not an announce game
        "qwert",
        "help",
        "pad",
        *interleave(SIDE1, SIDE2),
    ]
    code, out = run(["jotto", "--vs", "human", "--first", "1", "--target", "80"], lines)
    assert code == 0, out
    assert "has 4 letters" in out
    assert "use the letters A to Z only" in out
    assert "QQQQQ is not in the word list" in out
    assert "QWERT is not in the word list" in out
    assert "only announce games" in out
    assert "Commands at any prompt" in out
    assert "correct LINE JOTS" not in out  # only announce games have answers to correct
    assert "86 to 21" in out
    assert "Traceback" not in out


def test_a_refused_secret_is_never_shown_and_an_empty_one_is_asked_again() -> None:
    lines = [
        "",
        "   ",
        "Cr4ne",
        "mapel",
        "aaaaaaaaaaaa",
        "maple",
        "grown",
        *interleave(SIDE1, SIDE2),
    ]
    code, out = run(["jotto", "--vs", "human", "--first", "1", "--target", "80"], lines)
    assert code == 0, out
    before_reveal = out.split("Game 1 over")[0]  # (the end of the game, before its pad)
    for typed in ("cr4ne", "mapel", "aaaaaaaaaaaa"):
        assert typed not in before_reveal.lower()
    assert "that word" not in before_reveal.replace("! that word", "")
    assert before_reveal.count("! type a 5-letter word") == 2
    assert "! that is not a word: use the letters A to Z only" in out
    assert "! that word is not in the word list" in out
    assert "! that word has 12 letters; words have 5" in out


def test_a_side_called_you_is_answered_in_good_english() -> None:
    """You hide MAPLE, Bot hides GROWN; WHALE gets 1 jot; You find GROWN and win a short match."""
    lines = ["maple", "grown", "whale", "flask", "shale", "lulls", "grown"]
    args = ["jotto", "--vs", "human", "--first", "1", "--name1", "You", "--target", "50"]
    code, out = run([*args, "--announce"], [*lines[:3], "2", "correct 1 1", "flask"])
    assert "Corrected during line 1: your line 1 (WHALE) now has 1 jot. A wrong answer costs" in out
    code, out = run([*args, "--announce"], ["help"])
    assert "correct LINE JOTS" in out
    # the same help as without --announce: what a jot is, and that quitting keeps the game
    assert "letters it has in common with the other side's secret" in out
    assert "parlor resume" in out
    code, out = run(args, lines)
    assert code == 0, out
    assert "You test WHALE: 1 jot\n" in out and "1 jots" not in out
    assert "You score 90 + 1 jot = 91" in out
    assert "You win the match, 91 to 3." in out and "You wins" not in out


def test_announce_game_with_a_correction_two_frames_later() -> None:
    """Bob says 1 for Ann's FIELD (line 3, truth 0) and corrects it during frame 5: 30 points."""
    truth1 = {"whale": 1, "shale": 0, "field": 0, "worst": 3, "grout": 3, "brown": 4, "wrong": 5}
    truth2 = {"flask": 2, "lulls": 1, "stomp": 2, "chime": 2, "fight": 0, "plane": 4, "ample": 5}
    lines = ["maple", "grown"]
    for i, w in enumerate(SIDE1):
        lines.append(w)
        if w == "grown":
            break
        lines.append("1" if w == "field" else str(truth1[w]))
        if i == 4:
            lines.append("correct 3 0")  # at Bob's prompt in frame 5
        w2 = SIDE2[i]
        lines += [w2, str(truth2[w2])]
    lines.insert(3, "7")  # an impossible answer first: refused, asked again
    code, out = run(
        [
            "jotto",
            "--vs",
            "human",
            "--announce",
            "--first",
            "1",
            "--name1",
            "Ann",
            "--name2",
            "Bob",
            "--target",
            "100",
        ],
        lines,
    )
    assert "jots are a number from 0 to 5" in out
    assert "Corrected during line 5: Ann's line 3 (FIELD) now has 0 jots." in out
    assert "Penalty, line 3: Bob said 1 then 0 for FIELD, the true count is 0" in out
    assert "lines 3-5: Ann +30, Bob -30" in out
    assert "JOTTO on line 8: Ann scores 65 + 21 jots +30 penalties = 116" in out
    assert "Bob scores 21 jots -30 penalties = -9" in out
    assert code == 0 and "Ann wins the match, 116 to -9." in out


def test_a_seeded_game_against_the_bot_to_the_end_of_the_match(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = list(default_common().words[::37])  # any valid word serves at any prompt
    args = ["jotto", "--seed", "7", "--level", "medium", "--name1", "Tess"]
    # two data folders with long names of different lengths, so the record's path wraps and
    # wraps differently, as a long temporary folder or two saves in different seconds make it
    homes = [tmp_path / ("h" * 90) / "one", tmp_path / ("h" * 120) / "second-home"]
    monkeypatch.setenv("PARLOR_HOME", str(homes[0]))
    code, out = run(args, words * 3)
    assert code == 0, out[-2000:]
    assert "tests first (by lot)." in out
    assert "wins the match" in out and "Match over" in out
    totals = re.findall(r"Match: Tess (-?\d+), Bot (-?\d+) \(to 150\)", out)
    assert max(int(x) for x in totals[-1]) >= 150
    # the same seed plays the same match
    monkeypatch.setenv("PARLOR_HOME", str(homes[1]))
    code2, out2 = run(args, words * 3)

    def strip_paths(text: str, home: Path) -> str:
        """The match up to where its record is named, then the rest with every line break and
        space taken out (a long path may wrap anywhere) and the home and record name replaced."""
        cut = "The match is recorded in"
        assert cut in text
        head, tail = text.split(cut, 1)
        tail = "".join(tail.split()).replace(str(home), "HOME")
        return head + re.sub(r"jotto-\d{8}-\d{6}(-\d+)?", "NAME", tail)

    assert code2 == 0 and strip_paths(out2, homes[1]) == strip_paths(out, homes[0])
    # (the long home: the path on a line of its own, no full stop after it)
    assert "HOME/records/NAME.jsonparlorjottosheetNAMEprints" in strip_paths(out, homes[0])


def test_digits_that_are_not_numbers_are_refused_at_every_prompt() -> None:
    lines = ["maple", "grown", "whale", "²", "1", "flask", "2", "shale", "correct 1 ²", "quit"]
    args = ["jotto", "--vs", "human", "--first", "1", "--announce"]
    code, out = run(args, lines)
    assert code == 0, out
    assert "jots are a number from 0 to 5 (or a command: help)" in out
    assert "usage: correct LINE JOTS" in out
    code, out = run(["resume"], ["²", "q"])
    assert code == 0 and "type 1, or q" in out


def test_hard_mode_binds_the_bot_too_and_never_stops_the_game() -> None:
    """The hard bot searches any word; in hard mode it must test one that agrees."""
    words = list(default_common().words[::53])  # refused words are simply asked again
    code, out = run(["jotto", "--level", "hard", "--seed", "4", "--hard-mode"], ["crane", *words])
    assert code == 1 and "End of input" in out, out[-2000:]
    bot_tests = re.findall(r"Bot tests ([A-Z]{5}): (\d) jots?", out)
    assert len(bot_tests) >= 3
    history: list[tuple[str, int]] = []
    for word, n in bot_tests:
        assert all(jots(word.lower(), w) == k for w, k in history), (word, history)
        history.append((word.lower(), int(n)))


def test_variants_that_leave_few_or_no_secrets(tmp_path: Path) -> None:
    anagrams = tmp_path / "anagrams.txt"
    anagrams.write_text("crane\nnacre\nleast\nslate\n")
    code, out = run(["jotto", "--words", str(anagrams), "--no-anagrams"], ["crane"])
    assert code == 2 and "no word of" in out and "can be a secret" in out
    assert "type your secret" not in out
    # the only word the bot may hide is not a common word: it hides it all the same
    odd = tmp_path / "odd.txt"
    odd.write_text("crane\nnacre\nzzyzx\n")
    args = ["jotto", "--words", str(odd), "--no-anagrams", "--first", "1", "--target", "1"]
    code, out = run([*args, "--level", "easy"], ["crane", "zzyzx", "zzyzx"])
    assert code == 0, out
    assert "has an anagram" in out and "You found ZZYZX on line 1" in out


def test_no_color_and_real_process_through_a_pipe() -> None:
    env = dict(os.environ, NO_COLOR="1")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "parlor",
            "--no-color",
            "jotto",
            "--vs",
            "human",
            "--first",
            "1",
            "--target",
            "80",
        ],
        input="maple\ngrown\n" + "".join(w + "\n" for w in interleave(SIDE1, SIDE2)),
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "\x1b[" not in proc.stdout
    assert "86 to 21" in proc.stdout and proc.stderr == ""
    # crossed-off letters are visible without styles
    assert re.search(r"Player 1's alphabet: .*-", proc.stdout)


def interrupt_at_prompt(args: list[str], prompt: str) -> tuple[int, str, str]:
    """Run parlor with a pipe kept open, press Ctrl-C (SIGINT) once ``prompt`` shows."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "parlor", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ, COLUMNS="200"),
        # a shell without job control starts background jobs (pytest &, a CI script) with
        # SIGINT ignored, and children inherit it: Ctrl-C would never reach parlor
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert proc.stdout is not None
    seen = ""
    while prompt not in seen:
        ch = proc.stdout.read(1)
        assert ch, seen
        seen += ch
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    return proc.returncode, seen + out, err


def test_ctrl_c_at_a_tool_prompt_says_interrupted_on_its_own_line() -> None:
    code, _, err = interrupt_at_prompt(["jotto", "helper", "--level", "easy"], "jots> ")
    assert code == 130 and err == "\nInterrupted.\n"


def test_ctrl_c_in_a_game_says_it_once() -> None:
    code, out, err = interrupt_at_prompt(["jotto", "--vs", "human"], "secret word (hidden): ")
    assert code == 130 and "Interrupted: the match was not finished" in out
    assert err == ""


def test_the_keyboard_has_line_editing(tmp_path: Path) -> None:
    """At a terminal, arrow keys move along the answer (readline) instead of typing ^[[D."""
    import pty
    import select
    import time

    env = dict(os.environ, PARLOR_HOME=str(tmp_path), TERM="xterm", COLUMNS="100")
    subprocess.run(  # the secrets through a pipe (hidden prompts flush what is typed ahead)
        [sys.executable, "-m", "parlor", "jotto", "--vs", "human", "--first", "1"],
        input="maple\ngrown\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "parlor", "resume", "1"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        close_fds=True,
    )
    os.close(slave)
    seen = b""

    def until(text: bytes) -> None:
        nonlocal seen
        deadline = time.monotonic() + 30
        while text not in seen:
            assert time.monotonic() < deadline, seen.decode(errors="replace")
            if select.select([master], [], [], 1)[0]:
                try:
                    seen += os.read(master, 4096)
                except OSError:
                    break

    try:
        until(b"test word for line 1: ")
        os.write(master, b"whale\x1b[D\x1b[D\x7f\r")  # two left arrows, one backspace
        until(b"words have 5")
        assert b"WHLE has 4 letters" in seen
        os.write(master, b"quit\r")
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)


def test_an_ascii_terminal_gets_question_marks_not_an_internal_error() -> None:
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100", PYTHONIOENCODING="ascii")
    args = ["jotto", "--vs", "human", "--first", "1", "--target", "80", "--name1", "Zoë"]
    lines = ["maple", "grown", "whalé", *interleave(SIDE1, SIDE2)]
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input="".join(x + "\n" for x in lines).encode(),
        capture_output=True,
        env=env,
        timeout=120,
    )
    stdout = proc.stdout.decode("ascii")
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert "Zo? wins the match, 86 to 21." in stdout
    assert "is not a word: use the letters A to Z only" in stdout


def test_a_resumed_match_goes_on_as_if_it_had_never_stopped() -> None:
    """--seed: the easy bot's random choices after `parlor resume` are those of an
    uninterrupted match (its random draws restarted from the seed on resume)."""
    mine = ["slate", "mound", "fjord", "bumpy", "waltz", "pygmy"]
    args = ["jotto", "--seed", "9", "--first", "1", "--level", "easy"]
    code, whole = run(args, ["crane", *mine])
    assert code == 1 and "End of input" in whole
    code, first = run(args, ["crane", *mine[:2]])
    assert code == 1
    code, rest = run(["resume", "1"], mine[2:])
    assert code == 1 and "Resumed where the game stopped." in rest
    bot = re.compile(r"Bot tests ([A-Z]{5})")
    assert len(bot.findall(whole)) == 6
    assert bot.findall(first) + bot.findall(rest) == bot.findall(whole)


def test_the_bot_says_so_in_every_game_whose_answers_cannot_all_be_right() -> None:
    import random

    from parlor.jotto.solver import choose_secret

    seed = 5
    bots_secret = choose_secret(default_common(), random.Random(f"{seed}:secret:0:1"))
    # 5 jots then 0 for an anagram of the same word: no word fits, in both games
    game1 = ["crane", "slate", "5", "mound", "0", "fjord", "0", bots_secret]
    game2 = ["ghost", "5", "slate", "0", "mound", "0"]
    args = ["jotto", "--seed", str(seed), "--first", "1", "--level", "medium", "--announce"]
    code, out = run(args, game1 + game2)
    assert code == 1 and "Game 2" in out, out[-1500:]
    game2_out = out.split("Game 2")[1]
    assert out.count("your answers cannot all be right") == 2
    # after its own second answer, not at once (its reading of the last game's answers)
    assert game2_out.index("your answers cannot all be right") > game2_out.index("(line 2)")


def test_the_bot_warns_again_when_corrected_answers_go_wrong_again() -> None:
    lines = ["crane", "slate", "5", "mound", "0", "fjord", "0"]
    # the medium bot tested ASTER, RATES and CHING: put their true counts right
    lines += ["correct 1 3", "correct 2 3", "correct 3 2"]
    lines += ["waltz", "5", "bumpy", "0", "pygmy"]  # 5 then 0 for its anagram: wrong again
    args = ["jotto", "--seed", "5", "--first", "1", "--level", "medium", "--announce"]
    code, out = run(args, lines)
    assert code == 1
    bot_words = re.findall(r"Bot tests ([A-Z]{5})\.", out)
    assert bot_words[:3] == ["ASTER", "RATES", "CHING"]
    assert [jots(w.lower(), "crane") for w in bot_words[:3]] == [3, 3, 2]
    assert out.count("your answers cannot all be right") == 2
    assert out.index("cannot all be right", out.index("now has 2 jots")) > out.index("(line 5)")
    # it names the answers that may be wrong (either may be), and how to put one right
    flat = " ".join(out.split())
    assert "At least one of your answers on lines 1 and 2 is wrong (ASTER 5, RATES 0)" in flat
    assert "put a wrong one right with correct LINE JOTS" in flat
    # then only GNATS's line can be the one wrong answer: it is named
    assert "If only one is wrong, it is line 5 (GNATS 0)" in flat


def test_a_name_clash_blames_the_option_that_was_typed() -> None:
    code, out = run(["jotto", "--vs", "human", "--name1", "Player 2"], [])
    assert code == 2 and "--name1" in out and "side 2 is called Player 2" in " ".join(out.split())
    assert "--name2" not in out
    code, out = run(["jotto", "--vs", "human", "--name1", "Ann", "--name2", "ANN"], [])
    assert code == 2 and "--name2" in out and "side 1 is called Ann" in " ".join(out.split())


def test_a_save_with_a_damaged_announce_entry_says_so() -> None:
    import json

    from parlor.core.saves import home

    args = ["jotto", "--vs", "human", "--first", "1", "--announce"]
    run(args, ["maple", "grown", "whale", "1"])
    (save,) = (home() / "saves").glob("*.json")
    for damaged in ([True], 5):
        rec = json.loads(save.read_text())
        rec["games"][0]["announce"] = damaged
        save.write_text(json.dumps(rec))
        code, out = run(["resume", save.stem], [])
        out = " ".join(out.split())
        assert code == 2 and f"announce is {damaged!r}, not two true/false values" in out


def test_an_own_word_list_is_counted_and_its_proper_nouns_left_out(tmp_path: Path) -> None:
    words = tmp_path / "words"
    words.write_text("Paris\ncrane\nslate\n")
    code, out = run(["jotto", "--words", str(words), "--first", "1"], ["paris", "slate"])
    out = " ".join(out.split())
    assert code == 1
    assert "2 five-letter words (1 word with capitals, a proper noun, left out)" in out
    assert "a very short list" in out
    assert "that word is not in the word list" in out  # PARIS as a secret


def test_the_rules_say_which_variants_parlor_offers() -> None:
    """Every variant the rules page names is an option of ``parlor jotto --help``."""
    code, out = run(["jotto", "rules"], [])
    assert code == 0 and "`--length 4|6`" in out
    code, out = run(["jotto", "--help"], [])
    for option in ("--no-repeats", "--no-anagrams", "--hard-mode", "--length"):
        assert option in out


def test_a_match_resumed_between_games_recalls_the_last_result() -> None:
    """A stop between the last action of a game and its result on screen (Ctrl-C while the
    final pad printed) left a save whose game was over: resuming went on to the next game
    without ever saying how that one ended."""
    import json

    from parlor.core.saves import home

    args = ["jotto", "--vs", "human", "--first", "1", "--name1", "Ann", "--name2", "Bob"]
    run(args, ["maple", "grown", "whale", "flask"])
    (save,) = (home() / "saves").glob("*.json")
    rec = json.loads(save.read_text())
    rec["games"][0]["actions"].append("test grown")  # saved, but not shown, before the stop
    save.write_text(json.dumps(rec))
    code, out = run(["resume", save.stem], ["q"])
    assert code == 0
    assert "Game 1: Ann found GROWN on line 2 (Ann 96, Bob 2). Match: Ann 96, Bob 2" in out
    assert out.index("Game 1: Ann found") < out.index("Game 2")


def test_a_seed_too_long_for_a_file_name_is_refused_cleanly() -> None:
    code, out = run(["jotto", "--seed", str(10**300)], ["crane", "slate"])
    assert code == 2 and "--seed" in out and "internal error" not in out
    assert "type your secret" not in out
    code, out = run(["jotto", "--seed", str(2**63 - 1)], ["crane"])
    assert code == 1 and "Saved as" in out


def test_the_seed_option_reads_plainly_in_the_help() -> None:
    for game in ("jotto", "jojotte"):
        code, out = run([game, "--help"], [])
        row = next(line for line in out.splitlines() if "--seed" in line)
        assert code == 0 and " N " in row, row
        assert "9223372036854775807" not in out  # the range is checked, not printed
        code, out = run([game, "--seed", "-1"], ["quit"])
        assert code == 2 and "from 0 to 9223372036854775807" in out


def test_a_match_on_an_own_list_edited_or_moved_since_still_resumes_and_prints(
    tmp_path: Path,
) -> None:
    from parlor.core.saves import home

    words = tmp_path / "mine.txt"
    words.write_text("crane\nslate\nmound\nfjord\nbumpy\nwaltz\n")
    args = ["jotto", "--words", str(words), "--vs", "human", "--first", "1"]
    run(args, ["crane", "slate", "mound"])
    (save,) = (home() / "saves").glob("*.json")
    words.write_text("fjord\nbumpy\nwaltz\n")  # the list no longer has the words played
    code, out = run(["jotto", "sheet", str(save)], [])
    assert code == 0 and "MOUND" in out, out
    code, out = run(["resume", save.stem], ["q"])
    assert code == 0 and "Resumed where the game stopped." in out, out
    words.unlink()  # moved away
    code, out = run(["resume", save.stem], ["fjord", "slate"])
    out = " ".join(out.split())
    assert "cannot read word list" in out and "goes on with parlor's own word list" in out
    assert "JOTTO! Player 1 found SLATE on line 2." in out


def test_the_rules_speak_to_players_not_to_developers() -> None:
    code, out = run(["jotto", "rules"], [])
    assert code == 0 and "authority for the engine" not in out and "must be shown" not in out
    assert "How parlor applies these rules" in out


def test_a_word_list_whose_name_is_not_in_the_systems_encoding_is_refused_cleanly(
    tmp_path: Path,
) -> None:
    name = os.fsdecode(b"w\xffx.txt")  # a Latin-1 file name on a UTF-8 system
    try:
        (tmp_path / name).write_text("crane\nslate\nmound\n")
    except (OSError, UnicodeError):  # pragma: no cover - a file system that refuses the name
        return
    code, out = run(["jotto", "--words", str(tmp_path / name)], ["crane", "slate"])
    assert code == 2 and "internal error" not in out and "--words" in out, out
    assert "rename the file" in " ".join(out.split())


def test_a_word_tested_twice_is_pointed_out() -> None:
    code, out = run(["jotto", "--seed", "2", "--first", "1"], ["crane", "slate", "slate", "q"])
    assert code == 0
    assert out.count("You test SLATE") == 2
    assert "(SLATE was tested on line 1 already.)" in out
    assert out.index("was tested on line 1 already") > out.rindex("You test SLATE")


def test_dash_as_the_output_file_means_standard_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for args in (["jotto", "pad", "-o", "-"], ["jojotte", "pad", "-f", "text", "-o", "-"]):
        code, out = run(args, [])
        assert code == 0 and "SCORE" in out.upper(), args
        assert not (tmp_path / "-").exists(), args  # no file named '-'


def test_a_record_of_the_other_game_or_of_none_says_so(tmp_path: Path) -> None:
    jojotte = Path(__file__).resolve().parents[1] / "jojotte" / "records" / "example1.json"
    code, out = run(["jotto", "sheet", str(jojotte)], [])
    said = " ".join(out.split())
    assert code == 2 and "a Jo-Jotte record, not a Jotto one" in said, said
    assert "(the parlor jojotte commands read it: parlor jojotte sheet example1)" in said
    empty = tmp_path / "empty.json"
    empty.write_text("{}")
    code, out = run(["jotto", "sheet", str(empty)], [])
    assert code == 2 and "no format field" in out and "None" not in out


def test_the_opening_line_names_the_bots_level_as_jojotte_does() -> None:
    code, out = run(["jotto", "--level", "easy", "--seed", "1"], ["quit"])
    assert code == 0 and "Jotto: You against Bot (easy), match to 150" in out, out
    code, out = run(["jotto", "--seed", "1"], ["quit"])
    assert "You against Bot (hard), match to 150" in out, out
    code, out = run(["jotto", "--vs", "human", "--seed", "1"], ["quit"])
    assert "(hard)" not in out and "(easy)" not in out, out


def test_the_help_names_the_commands_at_a_prompt_and_resume_as_jojottes_does() -> None:
    code, out = run(["jotto", "--help"], [])
    text = " ".join(out.replace("│", " ").split())
    assert code == 0
    assert (
        "At any prompt: pad, secret (your own secret word, hidden again after; two people at one "
        "keyboard), correct LINE JOTS (announce games), help, quit"
    ) in text
    assert "quit (the match is saved once a secret word is chosen; parlor resume continues it)" in (
        text
    )
    # (quit at the first secret prompt saves nothing, and the game says so)
    code, out = run(["jotto", "--seed", "1"], ["quit"])
    assert "Nothing was saved" in out, out
