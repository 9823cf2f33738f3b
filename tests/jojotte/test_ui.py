"""The Jo-Jotte terminal session driven by scripted answers: input forms, refusals, hints."""

from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest
from rich.console import Console

from parlor.core.prompt import EndOfInput, ScriptedInput
from parlor.jojotte import Sitting, replay_record
from parlor.jojotte.actions import DECLARE, JO, action_str
from parlor.jojotte.bots import make_bot
from parlor.jojotte.cli import build_session
from parlor.jojotte.game import Deal, IllegalPlay, Phase
from parlor.jojotte.options import Options
from parlor.jojotte.ui import CardStyle, JojotteSession, QuitGame, can_show_suits

from .jojotte_helpers import RECORDS, make_deal


def console() -> Console:
    return Console(file=io.StringIO(), width=120, no_color=True, highlight=False, emoji=False)


def out(c: Console) -> str:
    f = c.file
    assert isinstance(f, io.StringIO)
    return f.getvalue()


def partial(n: int, k: int) -> Sitting:
    """Example ``n`` of the rules replayed up to (not including) its action ``k``."""
    data: dict[str, Any] = json.loads((RECORDS / f"example{n}.json").read_text())
    deal = data["rubbers"][0]["deals"][0]
    deal["actions"] = deal["actions"][:k]
    return replay_record(data)


def session(sitting: Sitting, answers: list[str], **settings: Any) -> JojotteSession:
    c = console()
    s = build_session(c, {"level": "medium", "seed": 1, **settings}, sitting)
    s.inp = ScriptedInput(answers)
    return s


def run_until_end_of_input(s: JojotteSession) -> str:
    with pytest.raises(EndOfInput):
        s.run()
    return out(s.console)


def test_an_illegal_card_is_refused_with_the_reason_and_asked_again() -> None:
    # Example 1: B leads AC, You play 9C, B leads TC; You are void in clubs and must trump.
    s = session(partial(1, 10), ["AD", "zz", "42", "pass", "th"])
    text = run_until_end_of_input(s)
    assert "! A♦ cannot be played: you cannot follow clubs, so you must trump" in text
    assert "! not a card: 'zz'" in text
    assert "! choose a number from 1 to" in text
    assert "! the bidding is over: play a card (e.g. JH, or its number)" in text
    assert "You play 10♥." in text  # the fifth answer was taken
    prompts = s.inp.prompts  # type: ignore[attr-defined]
    assert len(set(prompts[:5])) == 1  # the same prompt each time
    assert "Traceback" not in text


def beat_position() -> Sitting:
    """Spades are trumps; the bot leads the 10 of spades; you hold 8S 9S AS."""
    sitting = Sitting(Options(), ("A", "B"))
    sitting.start_rubber(first_dealer=1)
    deck = make_deal("8S 9S AS 7H 8H QD", "TS KS QS 7D 8D 9D", "JC").deck
    deal = sitting.new_deal(deck)
    for text in ("pass", "pass", "bid S", "pass", "pass", "pass"):
        deal.apply(parse(text))
    deal.apply(deal.legal_actions()[0])  # the defender declares
    deal.apply(deal.legal_actions()[0])  # you declare
    deal.apply(parse("play TS"))
    return sitting


def test_you_must_beat_the_trump_led() -> None:
    s = session(beat_position(), ["8s", "as"])
    text = run_until_end_of_input(s)
    assert "! 8♠ cannot be played: a trump was led; you must beat the 10 of trumps (10♠)" in text
    assert "You play A♠." in text


def test_engine_names_the_trump_to_beat() -> None:
    deal = beat_position().current
    assert deal is not None
    with pytest.raises(IllegalPlay, match="you must beat the 10 of trumps"):
        deal.apply(parse("8S"))


def parse(text: str) -> int:
    from parlor.jojotte.actions import parse_action

    return parse_action(text)


def test_card_forms_all_name_the_same_card() -> None:
    for form in ("TH", "th", "10h", "10H", "10♥", "ten of hearts"):
        s = session(partial(1, 10), [form])
        text = run_until_end_of_input(s)
        assert "You play 10♥." in text, form


def test_jo_is_offered_and_said_with_the_king_then_jotte_with_the_queen() -> None:
    # Example 1 after three tricks: You lead; K and Q of hearts in hand.
    s = session(partial(1, 13), ["kh", "qh"])
    text = run_until_end_of_input(s)
    assert "K♥ Jo!" in text and "K♥ (no Jo)" in text and "Q♥ (Queen first: no Jo-Jotte)" in text
    assert 'You play K♥ and say "Jo".' in text
    assert "Q♥ Jotte! (+20)" in text
    assert 'You play Q♥ and say "Jotte": +20 Jo-Jotte.' in text


def test_the_king_without_jo() -> None:
    s = session(partial(1, 13), ["KH nojo"])
    text = run_until_end_of_input(s)
    assert "You play K♥." in text and '"Jo"' not in text.split("You play K♥")[1][:20]


def test_calls_by_number_and_by_name_and_the_exchange() -> None:
    # Example 1 from the start: A (non-dealer) to call first.
    s = session(partial(1, 0), ["hearts", "sheet", "help", "2", "y"], seed=3)
    text = run_until_end_of_input(s)
    assert "You accept ♥ (hearts)." in text  # "hearts" in round 1 means accept
    assert "Commands at any prompt" in text
    assert "Information card: 8♣" in text
    assert "You exchange 7♥ for the turn-up 10♥." in text
    assert "Your melds: K♥-Q♥-J♥-10♥ (40), A♦-K♦-Q♦ (20)" in text


def test_melds_by_name() -> None:
    s = session(partial(1, 6), ["KH-QH-JH-TH"])  # B declared its spades; You declare hearts only
    text = run_until_end_of_input(s)
    assert "You declare K♥-Q♥-J♥-10♥ (40)." in text
    assert (
        "Melds: You have the better sequence; only the better side scores each kind: "
        "You 40, B 0 above the line." in text
    )


def test_hint_shows_the_bots_choice() -> None:
    s = session(partial(1, 10), ["hint"])
    text = run_until_end_of_input(s)
    assert "Hint (the hard bot): 1) K♥ Jo!" in text
    s = session(partial(1, 10), [], hint=True)
    assert "Hint (the hard bot): 1) K♥ Jo!" in run_until_end_of_input(s)


def test_quit_stops() -> None:
    s = session(partial(1, 10), ["quit"])
    with pytest.raises(QuitGame):
        s.run()


def test_ascii_cards() -> None:
    s = session(partial(1, 10), ["th"], ascii=True)
    text = run_until_end_of_input(s)
    assert "You play 10H." in text and "♥" not in text
    assert CardStyle(ascii=True).plain(0) == "7S"


def test_ascii_fallback_when_the_terminal_cannot_show_suits() -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    c = Console(file=stream, width=80)
    assert not can_show_suits(c)
    assert can_show_suits(console())


class BotTyping:
    """A smarter scripted player: types the medium bot's choices as text (cards by name)."""

    interactive = False

    def __init__(self, get_deal: Any) -> None:
        self.get_deal = get_deal
        self.bot = make_bot("medium", random.Random(9))
        self.prompts: list[str] = []

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        self.prompts.append(prompt)
        deal: Deal = self.get_deal()
        a = self.bot.choose(deal.observation(0), deal.legal_actions())
        if deal.phase == Phase.MELDS:
            return "all" if a != DECLARE else "none"
        text = action_str(a).removeprefix("play ")
        if a >= 32 and a < 64:
            return text.replace(" jo", "").lower()  # "kh": Jo is said by default
        if a < JO:
            return text.lower().replace("t", "10")
        return text


def test_a_smarter_scripted_player_plays_a_whole_sitting() -> None:
    sitting = Sitting(Options(rubbers=2), ("Ann", "Bot"))
    s = session(sitting, [], level="easy", seed=11)
    typing = BotTyping(lambda: s.sitting.current)
    s.inp = typing
    s.run()
    text = out(s.console)
    assert sitting.is_over and len(sitting.rubbers) == 2
    assert "The sitting is over" in text and "!" not in text.replace("Jo!", "").replace(
        "Jotte!", ""
    ).replace("Slam made!", "")
    stats = s.player_stats()
    assert stats["Ann"]["deals"] == stats["Bot"]["deals"] > 0
    assert sum(st["rubbers_won"] for st in stats.values()) == 2


def test_calls_are_told_in_good_english_for_you() -> None:
    s = session(Sitting(Options(), ("You", "Bot")), ["pass", "pass", "pass"], seed=7)
    text = run_until_end_of_input(s)
    assert "You pass." in text
    assert "passe." not in text
