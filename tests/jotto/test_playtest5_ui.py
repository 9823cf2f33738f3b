"""Fifth play-test of Jotto as a newcomer plays it: help at every prompt, the revealed pad,
a match resumed between two secrets."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import read_json

runner = CliRunner()


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "200"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


def _help_blocks(out: str) -> list[str]:
    """The 'Now:' line printed after each help, in order."""
    return [line for line in out.splitlines() if line.startswith("Now:")]


def test_help_at_each_prompt_says_what_to_type_there_and_how_points_are_scored() -> None:
    code, out = run(
        ["jotto", "--seed", "1", "--level", "easy", "--first", "1", "--target", "200"],
        ["help", "maple", "help", "quit"],
    )
    assert code == 0, out
    now = _help_blocks(out)
    assert len(now) == 2, out
    assert "five-letter word for Bot to find" in now[0] and "not shown" in now[0]
    assert "test against Bot's secret word" in now[1] and "you are told its jots" in now[1]
    assert "100 on line 1, 5 less on each later line" in out
    assert "a side has 200 points after a game" in out


def test_help_at_the_jots_prompt_says_how_to_count_them() -> None:
    code, out = run(
        ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "1"],
        ["maple", "grown", "whale", "help", "quit"],
    )
    assert code == 0, out
    now = _help_blocks(out)
    assert len(now) == 1, out
    assert "count the letters WHALE has in common with your secret word" in now[0]
    assert "0 to 5" in now[0]
    assert "costs 10 points for each line" in out  # announce games: what a wrong answer costs


def test_the_revealed_pad_does_not_call_letters_read_from_wrong_answers_proved() -> None:
    from parlor.core.scorepad import render_text
    from parlor.jotto.game import JottoGame, Variant, parse_action
    from parlor.jotto.lexicon import default_valid
    from parlor.jotto.pad import build_pad

    # You (MAPLE) answer the bot: RATED 2 (right), SLANT 0 (truly 2), GROUP 1 (right). The
    # answers as given put the D of RATED in MAPLE.
    game = JottoGame(["maple", "sleep"], 1, default_valid(), (True, False), Variant())
    actions = ["test rated", "answer 2", "test crane", "test slant", "answer 0", "test plumb"]
    actions += ["test group", "answer 1", "test sleep"]
    for text in actions:
        game.apply(parse_action(text))
    assert game.is_over()
    out = render_text(build_pad(game, ("You", "Bot")), 200)  # (each note on one line)
    line = next(x for x in out.splitlines() if x.startswith("Bot's jot letters"))
    assert "proved" not in line and "read from the answers given" in line, line
    assert "(the answer on line 2 was wrong)" in line, line
    mine = next(x for x in out.splitlines() if x.startswith("Your jot letters"))
    # you found SLEEP: its letters are known, all of them
    assert "found in Bot's secret: E E L P S   (JOTTO on line 3)" in mine, mine


def test_a_match_resumed_between_two_secrets_says_the_first_is_kept() -> None:
    import os
    from pathlib import Path

    args = ["jotto", "--vs", "human", "--first", "1", "--seed", "3", "--name1", "Ann"]
    code, out = run([*args, "--name2", "Bob"], ["maple"])  # the input ends at Bob's secret
    assert code == 1, out
    saves = list((Path(os.environ["PARLOR_HOME"]) / "saves").glob("*.json"))
    assert len(saves) == 1
    assert read_json(saves[0])["pending_secrets"] == ["maple"]  # (in base64 in the file)
    code, out = run(["resume", "1"], ["grown", "quit"])
    assert code == 0, out
    assert "Ann's secret word was typed before the stop and is kept." in out, out
    assert "Ann, type your secret word" not in out and "Bob, type your secret word" in out
    assert out.index("is kept") < out.index("Bob, type your secret word")


def test_a_mistyped_command_is_refused_with_the_command_it_looks_like() -> None:
    code, out = run(
        ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "1"],
        ["qiut", "maple", "grown", "hlep", "corect 1 2", "whale", "quitt", "1", "had", "q"],
    )
    assert code == 0, out
    lines = [x for x in out.splitlines() if x.startswith("!")]
    assert len(lines) == 5, out
    assert lines[0].endswith("(did you mean quit?)")  # at the secret prompt
    assert lines[1].endswith("(did you mean help?)")  # at the test prompt
    assert lines[2].endswith("(did you mean correct?)")
    assert lines[3].endswith("(did you mean quit?)")  # at the jots prompt
    assert "did you mean" not in lines[4]  # HAD: a short word, not a try at pad


def test_the_match_summary_says_whose_secret_is_which() -> None:
    code, out = run(
        ["jotto", "--vs", "human", "--first", "2", "--seed", "1", "--target", "50"],
        ["maple", "grown", "maple"],  # Player 2 finds MAPLE, Player 1's secret, on line 1
    )
    assert code == 0, out
    summary = out[out.index("Match over") :]
    assert "Games (secrets in brackets: Player 1 / Player 2):" in summary, summary
    assert "Game 1: Player 2 won on line 1 (MAPLE / GROWN)" in summary
    assert summary.index("secrets in brackets") < summary.index("Game 1:")


def test_a_jots_answer_is_taken_as_people_say_it() -> None:
    code, out = run(
        ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "1"],
        ["maple", "grown", "whale", "1 jot", "flask", "two", "shale", "2 jots 3", "0", "q"],
    )
    assert code == 0, out
    refused = [x for x in out.splitlines() if x.startswith("!")]
    assert len(refused) == 1 and "jots are a number" in refused[0], out  # only '2 jots 3'
    assert "│ WHALE              │    1 │ FLASK              │    2 │" in out, out


def test_help_at_a_prompt_names_the_variants_that_bind_it() -> None:
    args = ["jotto", "--seed", "1", "--first", "1", "--level", "easy"]
    code, out = run(
        [*args, "--no-repeats", "--no-anagrams", "--hard-mode"], ["help", "plumb", "help", "q"]
    )
    assert code == 0, out
    secret, test = _help_blocks(out)
    assert "no letter twice" in secret and "no anagram in the word list" in secret
    assert "Hard mode: it must fit the jots your test words got." in test
    code, out = run(args, ["help", "plumb", "help", "q"])
    assert "no letter twice" not in out and "Hard mode" not in out


def test_a_match_tied_past_its_target_says_why_it_goes_on() -> None:
    lines = ["maple", "grown"] + ["crane", "flask"] * 21 + ["grown"]  # JOTTO on line 22: 42-42
    args = ["jotto", "--vs", "human", "--first", "1", "--seed", "1", "--target", "1"]
    code, out = run(args, [*lines, "quit"])
    assert code == 0, out
    assert "Match: Player 1 42, Player 2 42 (to 1)" in out
    game2 = out[out.index("Game 2") :]
    assert "The match is tied at 42, the target (1) reached: play goes on" in game2, game2
    code, out = run(["jotto", "--vs", "human", "--first", "1", "--seed", "1"], [*lines, "quit"])
    assert "tied" not in out  # 42-42 is no tie that matters in a match to 150


def test_prompts_and_their_help_follow_the_length_of_the_words() -> None:
    import io
    import random

    import pytest

    from parlor.core.console import make_console
    from parlor.core.prompt import ScriptedInput
    from parlor.jotto.lexicon import Lexicon
    from parlor.jotto.ui import JottoSession, QuitGame, Side

    four = Lexicon(("card", "cart", "word", "ward", "dart"), "four")
    buf = io.StringIO()
    inp = ScriptedInput(["help", "cart", "word", "help", "card", "help", "quit"])
    session = JottoSession(
        console=make_console(no_color=True, file=buf),
        inp=inp,
        sides=(Side("Ann"), Side("Bob")),
        lexicon=four,
        common=four,
        rng=random.Random(1),
        first=0,
        announce=True,
    )
    with pytest.raises(QuitGame):
        session.run()
    out = " ".join(buf.getvalue().split())
    assert "type a four-letter word for Bob to find" in out, out
    assert "type a four-letter word to test against Bob's secret word" in out
    assert "0 to 4; 4 means the same letters in another order" in out
    assert inp.prompts[-1].endswith("(0-4): "), inp.prompts[-1]
    assert "five" not in out and "0 to 5" not in out


def test_pad_between_two_games_gives_the_match_score() -> None:
    args = ["jotto", "--vs", "human", "--first", "1", "--seed", "1"]
    code, out = run(args, ["pad", "maple", "grown", "grown", "pad", "q"])
    assert code == 0, out
    first, second = [x for x in out.splitlines() if "no pad yet" in x]
    assert "match stands" not in first
    # (round 14: between games, the last game's pad comes first, both secrets on it)
    assert second.endswith("the match stands at Player 1 100, Player 2 0 (to 150).)"), second
    assert "Game 2 has no pad yet" in second
    last_pad = out.split("Game 2 ─")[1].split(second)[0]
    assert "JOTTO - game 1 (match to 150)" in last_pad and "MAPLE / GROWN" in last_pad


def test_a_side_called_you_is_not_asked_about_as_yous() -> None:
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "1"]
    code, out = run([*args, "--name2", "You"], ["maple", "grown", "whale", "1", "flask", "q"])
    assert code == 0, out
    assert "You's" not in out, out
    assert "Player 1, how many jots in your word for FLASK (line 1, tested by You)?" in out
    code, out = run(args, ["maple", "grown", "whale", "q"])
    assert "Player 2, how many jots in your word for Player 1's WHALE (line 1)?" in out


def test_help_explains_the_marks_on_the_pad() -> None:
    code, out = run(["jotto", "--seed", "1"], ["help", "q"])
    text = " ".join(out.split())
    assert code == 0, out
    assert "alphabet crosses out the letters its answers prove absent" in text, text
    assert "proved present as (E)" in text and "5 (10) is an anagram of the secret" in text


def test_a_command_with_words_after_it_is_pointed_to_the_command() -> None:
    code, out = run(["jotto", "--seed", "1", "--first", "1"], ["help me", "maple", "quit now", "q"])
    assert code == 0, out
    refused = [x for x in out.splitlines() if x.startswith("!")]
    assert len(refused) == 2, out
    assert refused[0].endswith("(did you mean help?)") and refused[1].endswith(
        "(did you mean quit?)"
    )


def test_help_at_the_test_prompt_of_an_announce_game_says_who_answers() -> None:
    args = ["jotto", "--vs", "human", "--announce", "--first", "1", "--seed", "1"]
    code, out = run(args, ["maple", "grown", "help", "q"])
    assert code == 0, out
    (now,) = _help_blocks(out)
    assert "test against Player 2's secret word; Player 2 answers with the number of jots" in now
