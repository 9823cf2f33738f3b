"""`parlor jotto rules` says which words the bot hides when the player gives a word list.

The printed rules said only "a bot hides a word drawn at random from parlor's list of common
words", yet with `--words FILE` the bot hides a common word of the player's list, or any word of
that list when it shares few words with the common one (`secrets_pool`). A player with a list in
another language was not told the bot could hide any of its words.
"""

from __future__ import annotations

from typing import Any, cast

from typer.testing import CliRunner

from parlor.cli import app
from parlor.jotto.cli import secrets_pool


def _rules() -> str:
    result = CliRunner().invoke(app, ["jotto", "rules"])
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_rules_say_the_bot_hides_a_common_word_of_your_list() -> None:
    assert "With your own word list (`--words FILE`) it hides a common word" in _rules()


def test_rules_give_the_threshold_for_a_foreign_list() -> None:
    assert (
        "shares fewer than 100 words with the common list and fewer than half of its own "
        "words (a list in another language), it hides any word of your list" in _rules()
    )


class _Sized:
    def __init__(self, n: int) -> None:
        self.n = n

    def __len__(self) -> int:
        return self.n


def _pool(common: int, words: _Sized) -> Any:
    return secrets_pool(cast(Any, _Sized(common)), cast(Any, words))


def test_the_printed_numbers_are_the_ones_the_game_applies() -> None:
    big = _Sized(1000)
    assert _pool(99, big) is big  # fewer than 100 and fewer than half: any word of the list
    assert _pool(100, big) is not big  # 100 common words: a common word
    small = _Sized(150)
    assert _pool(75, small) is not small  # half of the list: a common word
    assert _pool(74, small) is small
