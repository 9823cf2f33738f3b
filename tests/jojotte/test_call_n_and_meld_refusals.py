"""Judge AF17: ``n`` alone where No-Trump or Nullo is on offer is asked about, as ``h`` is (it
passed, for good); the melds refusal lists the melds held with commas and says "declared whole or
not at all" only of cards that are part of a meld held; a forced Queen says "the only card you
may play" with the card, not after "+20 Jo-Jotte" (where it read as the reason for the 20)."""

from __future__ import annotations

from typer.testing import CliRunner

from parlor.cli import app

from .test_engine_refusal_sentences import _refusals

runner = CliRunner()


def _flat(args: list[str], lines: list[str]) -> str:
    result = runner.invoke(app, args, input="".join(x + "\n" for x in lines))
    return " ".join(result.output.split())


def test_n_is_asked_about_where_nullo_is_on_offer() -> None:
    out = _flat(["jojotte", "--level", "easy", "--seed", "101"], ["pass", "double", "n", "quit"])
    assert "Your call (1-2 or a name): n ! 'n': pass, or Nullo? Type nullo to bid Nullo" in out
    assert "You pass (no Nullo)" not in out


def test_n_is_asked_about_where_no_trump_is_on_offer() -> None:
    args = ["jojotte", "--level", "medium", "--seed", "202"]
    out = _flat(args, ["pass", "n", "quit"])
    assert "(1-5 or a name): n ! 'n': pass, or No-Trump? Type nt to bid No-Trump, or pass" in out
    assert out.count("You pass.") == 1  # (round 1's)
    assert _flat(args, ["pass", "no", "quit"]).count("You pass.") == 2  # (no is no)


def test_n_is_no_where_no_call_starts_with_n() -> None:
    out = _flat(["jojotte", "--level", "medium", "--seed", "12"], ["n", "quit"])
    assert "Your call (1-2 or a name): n You pass." in out


def test_the_melds_refusal_lists_the_melds_with_commas() -> None:
    # (rules example 1: A holds K-Q-J-10 of hearts and A-K-Q of diamonds)
    assert _refusals(1, 6, "4J")[0] == (
        "! four jacks is not one of your melds (K♥-Q♥-J♥-10♥, A♦-K♦-Q♦)"
    )
    assert _refusals(1, 6, "KH-QH-JH")[0] == (
        "! K♥-Q♥-J♥ is not one of your melds (K♥-Q♥-J♥-10♥, A♦-K♦-Q♦); each sequence and "
        "four is declared whole or not at all"
    )


def test_a_forced_queen_says_only_card_with_the_card() -> None:
    out = _flat(["jojotte", "--level", "easy", "--seed", "507"], ["1", "2", "2", "KS", "quit"])
    assert (
        'You play Q♠ (the only card you may play: you must follow spades) and say "Jotte": '
        "+20 Jo-Jotte."
    ) in out
