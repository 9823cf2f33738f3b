"""``parlor jotto``: play Jotto, and the tools around it."""

from __future__ import annotations

import random
from enum import StrEnum
from importlib import resources
from pathlib import Path

import typer
from rich.markdown import Markdown
from rich.markup import escape

from parlor.core.console import make_console
from parlor.core.prompt import EndOfInput, TerminalInput
from parlor.jotto.game import Variant
from parlor.jotto.lexicon import Lexicon, LexiconError, default_common, default_valid
from parlor.jotto.rules import MATCH_TARGET
from parlor.jotto.solver import make_guesser
from parlor.jotto.ui import JottoSession, QuitGame, Side

__all__ = ["app"]

app = typer.Typer(
    name="jotto",
    context_settings={"help_option_names": ["-h", "--help"]},
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
)


class Vs(StrEnum):
    bot = "bot"
    human = "human"


class Level(StrEnum):
    easy = "easy"
    medium = "medium"


def _no_color(ctx: typer.Context) -> bool:
    root = ctx.find_root()
    obj = root.obj if isinstance(root.obj, dict) else {}
    return bool(obj.get("no_color", False))


def _name(value: str, what: str) -> str:
    v = value.strip()
    if not v or len(v) > 40 or not v.isprintable():
        raise typer.BadParameter(f"{what} must be 1 to 40 printable characters")
    return v


@app.callback(invoke_without_command=True)
def jotto(
    ctx: typer.Context,
    vs: Vs = typer.Option(Vs.bot, "--vs", help="Play against the bot or another person."),
    level: Level = typer.Option(Level.medium, "--level", help="The bot's strength."),
    announce: bool = typer.Option(
        False,
        "--announce",
        help="People answer the jots themselves, as on paper; wrong answers cost penalties.",
    ),
    first: int | None = typer.Option(
        None, "--first", min=1, max=2, help="Side 1 or 2 tests first (default: by lot)."
    ),
    seed: int | None = typer.Option(
        None, "--seed", help="Make every random choice (lot, bot secrets) reproducible."
    ),
    name1: str | None = typer.Option(None, "--name1", help="Side 1's name (you, against the bot)."),
    name2: str | None = typer.Option(None, "--name2", help="Side 2's name."),
    captain1: str | None = typer.Option(
        None, "--captain1", help="Make side 1 a team with this captain (shown on the pad)."
    ),
    captain2: str | None = typer.Option(
        None, "--captain2", help="Make side 2 a team with this captain."
    ),
    words: Path | None = typer.Option(
        None, "--words", help="Use another word list (one word a line) for valid words."
    ),
    target: int = typer.Option(
        MATCH_TARGET, "--target", min=1, max=10_000, help="Points that end the match."
    ),
    no_repeats: bool = typer.Option(
        False, "--no-repeats", help="Variant: secrets may not repeat a letter."
    ),
    no_anagrams: bool = typer.Option(
        False, "--no-anagrams", help="Variant: secrets may not have an anagram in the list."
    ),
    hard_mode: bool = typer.Option(
        False, "--hard-mode", help="Variant: each test word must agree with your earlier answers."
    ),
) -> None:
    """Play Jotto: you against the bot, or two people at one keyboard (--vs human).

    Type your secret word hidden; then take turns testing words. The answer is the number of
    letters in common (jots). Saying the exact secret word is JOTTO and wins the game. At any
    prompt: [bold]pad[/], [bold]correct LINE JOTS[/] (announce games), [bold]help[/], [bold]quit[/].
    """
    if ctx.invoked_subcommand is not None:
        return
    console = make_console(_no_color(ctx))
    try:
        lexicon = Lexicon.from_file(words) if words is not None else default_valid()
        common = default_common()
    except LexiconError as exc:
        console.print(f"[bold red]Error:[/] {exc}")
        raise typer.Exit(2) from None
    if words is not None:
        common = common.restricted(set(lexicon.words), "common")
        if len(common) == 0:
            common = lexicon
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    lot = rng.randrange(2)
    first_side = lot if first is None else first - 1
    if vs is Vs.bot:
        n1 = _name(name1 or "You", "--name1")
        n2 = _name(name2 or "Bot", "--name2")
        guesser = make_guesser(level.value, lexicon, random.Random(rng.randrange(2**63)))
        sides = (Side(n1, captain1), Side(n2, captain2, guesser=guesser))
    else:
        n1 = _name(name1 or "Player 1", "--name1")
        n2 = _name(name2 or "Player 2", "--name2")
        sides = (Side(n1, captain1), Side(n2, captain2))
    if n1 == n2:
        raise typer.BadParameter("the two sides need different names", param_hint="--name2")
    variant = Variant(no_repeats=no_repeats, no_anagram_secrets=no_anagrams, hard_mode=hard_mode)
    session = JottoSession(
        console=console,
        inp=TerminalInput(console),
        sides=sides,
        lexicon=lexicon,
        common=common,
        rng=rng,
        first=first_side,
        announce=announce,
        variant=variant,
        target=target,
    )
    extra = f", variants: {', '.join(variant.names())}" if variant.names() else ""
    console.print(
        f"[bold]Jotto[/]: {escape(sides[0].label)} against {escape(sides[1].label)}, "
        f"match to {target} "
        f"(seed {seed}{extra}). Type [bold]help[/] at any prompt."
    )
    try:
        session.run()
    except EndOfInput:
        console.print(
            "[bold red]End of input:[/] the match stops here, unfinished "
            f"(seed {seed} replays the same draws)."
        )
        raise typer.Exit(1) from None
    except QuitGame:
        console.print("Stopped at your request; the match was not finished.")
        raise typer.Exit(0) from None
    except KeyboardInterrupt:
        console.print("\n[bold]Interrupted:[/] the match was not finished.")
        raise typer.Exit(130) from None


# --- commands from other modules (solve, helper) are registered here ---


@app.command("rules")
def rules_cmd(ctx: typer.Context) -> None:
    """Print the rules of Jotto as parlor plays them, our rulings included."""
    console = make_console(_no_color(ctx))
    text = (resources.files("parlor.jotto") / "RULES.md").read_text(encoding="utf-8")
    if console.is_terminal:
        console.print(Markdown(text))
    else:
        console.print(text, markup=False, highlight=False)
