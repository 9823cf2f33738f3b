"""Round 6: replay writes cards as the game shows them (10♣, not TC; 10C with --ascii), and
analyze says which move was the best in words that do not read as "this one was best"."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

from .jojotte_helpers import RECORDS


def _run(*args: str) -> str:
    result = CliRunner().invoke(app, ["jojotte", *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_replay_writes_cards_and_calls_as_the_game_does() -> None:
    text = _run("replay", str(RECORDS / "example1.json"))
    assert "Deal 1: B deals; turn-up 10♥" in text
    assert "A exchanges 7♥ for the turn-up 10♥" in text
    assert "Melds: B declares K♠-Q♠-J♠-10♠; A declares K♥-Q♥-J♥-10♥, A♦-K♦-Q♦" in text
    assert "2. B 10♣        A 10♥" in text
    assert "TC" not in text and "TH" not in text
    text = _run("replay", str(RECORDS / "example2.json"))
    assert "B bid spades" in text


def test_replay_ascii_writes_the_games_letters() -> None:
    text = _run("replay", "--ascii", str(RECORDS / "example1.json"))
    assert "turn-up 10H" in text and "2. B 10C        A 10H" in text
    assert "♥" not in text and "TC" not in text


def test_analyze_names_the_best_move_as_the_best_and_cards_as_the_game_does() -> None:
    text = _run("analyze", str(RECORDS / "example1.json"))
    # The Queen of hearts lost 20 to the 8 of spades (a row that reads "best" was the best).
    assert "Q♥ jotte        +137  the best was 8♠, +157: 20 lost" in text  # as replay says it
    assert "K♥ jo           +157  best" in text and "Q♦              +137  best" in text
    assert "declare K♠-Q♠-J♠-10♠" in text and "play TC" not in text
    assert "A  exchange  exchange the 7" in text  # as the game's choice names it
    assert "best play" not in text and ", lost " not in text
    text = _run("analyze", "--ascii", str(RECORDS / "example3.json"))
    assert "Nullo   -300  the best was pass, -38: 262 lost" in text
    assert "QC" in text and "♣" not in text


def test_replay_of_a_nullo_shows_who_won_each_trick_without_card_points() -> None:
    # In Nullo only tricks count (rules section 8), as the game says "A wins it." there.
    text = _run("replay", str(RECORDS / "example3.json"))
    assert "1. B Q♣         A K♣         -> A\n" in text
    assert "-> A 7" not in text
    assert "Tricks won: A 2, B 7 (card points do not count in Nullo)" in text


def test_the_replay_of_a_save_puts_the_deal_in_play_inside_its_rubber() -> None:
    from parlor.jojotte.text import sitting_lines

    from .test_ui import partial

    assert sitting_lines(partial(1, 0)) == [
        "Deal 1: B deals; turn-up TH",
        "  Auction: (no call yet) -> ...",
        "  (deal in progress)",
        "Games: A 0, B 0; rubber not finished",
        "Totals (the deals played out): A 0, B 0",
    ]
