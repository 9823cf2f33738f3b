"""Round 17: a word typed in quotes ('"audio"', "'audio'", '“audio”') was refused as "not a
word: use the letters A to Z only", while Jo-Jotte's prompts read "10d" as 10d. A word in one
pair of matching quotes, straight or curly, is read as the word at every word prompt: the
secret, the test word, the helper's entries and ``solve WORD``. One quote alone, or quotes
that do not match, are still refused."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.ui import unquoted, unquoted_words
from tests.jotto.test_playtest5_helper import helper
from tests.jotto.test_screen_prompts import two_people

QUOTED = ('"{}"', "'{}'", "\u201c{}\u201d", "\u2018{}\u2019", " `{}` ", '" {} "')


def test_one_pair_of_matching_quotes_is_taken_off() -> None:
    for form in QUOTED:
        assert unquoted(form.format("audio")) == "audio", form
    for typed in ('"audio', "audio'", "\"audio'", "\u201daudio\u201c", '""audio""', '""'):
        assert unquoted(typed) != "audio", typed
    assert unquoted_words('"crane" 2, \u2018slate\u2019 1') == "crane 2, slate 1"


def test_a_quoted_secret_and_test_word_are_played() -> None:
    for form in QUOTED:
        session, out, _ = two_people(
            [form.format("maple"), form.format("grown"), form.format("whale")]
        )
        assert session.game is not None, (form, out)
        assert list(session.game.secrets) == ["maple", "grown"], (form, out)
        assert [t.word for t in session.game.tests[0]] == ["whale"], (form, out)
        assert "is not a word" not in out


def test_unmatched_quotes_are_still_refused() -> None:
    session, out, _ = two_people(["maple", "grown", "\"whale'"])
    assert session.game is not None and session.game.tests[0] == []
    assert "is not a word: use the letters A to Z only" in out


def test_quoted_commands_and_counts_are_read_too() -> None:
    _, out, _ = two_people(['"help"'])
    assert "Commands at any prompt" in out
    session, out, _ = two_people(["maple", "grown", "whale", '"1"'], announce=True)
    assert session.game is not None
    assert session.game.tests[0][0].announced == 1, out


def test_the_helper_reads_quoted_words() -> None:
    h, out = helper(['"crane" 2', "\u201cslate 1\u201d", "\u2018moist\u2019 1, 'pudgy' 0"])
    assert h.history == [("crane", 2), ("slate", 1), ("moist", 1), ("pudgy", 0)], out
    assert "is not a word" not in out


def test_solve_reads_a_quoted_word() -> None:
    for form in ('"audio"', "\u201caudio\u201d", "'audio'"):
        result = CliRunner().invoke(app, ["jotto", "solve", form, "--json"])
        assert result.exit_code == 0, (form, result.output)
        assert '"secret": "audio"' in result.output
    result = CliRunner().invoke(app, ["jotto", "solve", "'audio"])
    assert result.exit_code == 2


def test_correct_names_a_quoted_test_word() -> None:
    """'correct "flask" 2' was 'usage: correct LINE JOTS'; FLASK in quotes is the word."""
    session, out, _ = two_people(
        ["maple", "grown", "whale", "1", "flask", "2", 'correct "flask" 3'], announce=True
    )
    assert session.game is not None
    assert session.game.tests[1][0].announced == 3, out
    assert "usage: correct" not in out
