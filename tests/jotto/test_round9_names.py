"""Ninth play-test: a name ending in a backslash shows as typed on the Jotto screen ('Ann \\,
type your secret word'); rich's escape doubled the backslash wherever plain text followed."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console
from rich.text import Text

from parlor.core.prompt import EndOfInput, ScriptedInput, markup_escape
from parlor.jotto.lexicon import default_common, default_valid
from parlor.jotto.ui import JottoSession, Side


@pytest.mark.parametrize("name", ["Ann \\", "Bob \\\\", "[red]\\", "a\\b", "Cy", ""])
@pytest.mark.parametrize("around", ["{}, type", "[bold]{}[/]", "{}", "x {}[/bold] y"])
def test_markup_escape_shows_the_text_as_typed_wherever_it_stands(name: str, around: str) -> None:
    markup = around.format(markup_escape(name))
    if "[/bold]" in around:
        markup = "[bold]" + markup
    expected = around.format(name).replace("[bold]", "").replace("[/]", "").replace("[/bold]", "")
    assert Text.from_markup(markup).plain == expected


def test_a_name_ending_in_a_backslash_is_shown_as_typed() -> None:
    out = io.StringIO()
    inp = ScriptedInput(["maple", "cowed", "help", "fjord"])
    session = JottoSession(
        console=Console(file=out, width=300, color_system=None, force_terminal=False),
        inp=inp,
        sides=(Side("Ann \\"), Side("Bob")),
        lexicon=default_valid(),
        common=default_common(),
        rng=random.Random(1),
        first=0,
        announce=False,
        seed=1,
        target=1,
    )
    with pytest.raises(EndOfInput):
        session.run()
    prompts = [Text.from_markup(p).plain for p in inp.prompts]
    assert "Ann \\, type your secret word (hidden): " in prompts
    assert "Ann \\, your test word for line 1: " in prompts
    text = out.getvalue()
    assert "Ann \\ tests first" in text
    assert "Ann \\\\" not in text and not any("\\\\" in p for p in prompts)
