"""Round 21 (session 14's note): ``parlor jojotte sheet`` had ``-f terminal``, the sheets drawn on
the screen as the game draws them, but ``parlor jotto sheet`` and ``parlor jotto pad`` had not
('must be text, html, svg or pdf'). They have it now: the pads as the game shows them during
play (ruled, in colour at a terminal, fitted to its width), never written to a file."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app
from tests.jotto.test_pad_no_break import _record

runner = CliRunner()


def _run(args: list[str], **env: str) -> tuple[int, str, str]:
    result = runner.invoke(app, args, env={"NO_COLOR": "", "FORCE_COLOR": "", **env})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def _rec(tmp_path: Path) -> Path:
    path = tmp_path / "match.json"
    path.write_text(_record(), encoding="utf-8")
    return path


def test_the_sheet_draws_the_pads_on_the_screen(tmp_path: Path) -> None:
    rec = str(_rec(tmp_path))
    code, out, err = _run(["jotto", "sheet", rec, "-f", "terminal"], COLUMNS="80")
    assert code == 0 and err == "", err
    text_code, text, _ = _run(["jotto", "sheet", rec, "-f", "text"], COLUMNS="80")
    assert text_code == 0 and out != text  # (not the text sheet under another name)
    assert out.count("JOTTO\n") == 2  # both pads of the one game, as the text sheet has them
    assert "│" in out and "│" not in text  # ruled as the game rules its pad on the screen
    assert "YOUR SECRET JOTTO WORD: [M][A][P][L][E]" in out
    flat = " ".join(out.split())
    assert "JOTTO on line 12: Annabelle scores 45 + 1 jot +110 -80 penalties = 76." in flat
    assert "(corrected on line 11): 11 lines, Annabelle +110, Bob -110." in flat
    assert "\x1b[" not in out  # (no terminal here: no colour, the marks written out)
    assert "(G)" in out
    assert max(len(row) for row in out.splitlines()) <= 80


def test_at_a_colour_terminal_it_is_coloured_and_fits_its_width(tmp_path: Path) -> None:
    rec = str(_rec(tmp_path))
    code, out, _ = _run(["jotto", "sheet", rec, "-f", "terminal"], FORCE_COLOR="1", COLUMNS="40")
    assert code == 0 and "\x1b[" in out
    rows = [re.sub(r"\x1b\[[0-9;]*m", "", row) for row in out.splitlines()]
    assert max(len(row) for row in rows) <= 40
    assert "JOTTO on line 12: Annabelle scores 45" in rows  # (its '+' begins the next row)
    code, out, _ = _run(
        ["--no-color", "jotto", "sheet", rec, "-f", "terminal"], FORCE_COLOR="1", COLUMNS="40"
    )
    assert code == 0 and not re.search(r"\x1b\[[0-9;]*3[0-9]m", out)  # (no colour asked)


def test_the_blank_pad_too(tmp_path: Path) -> None:
    code, out, err = _run(["jotto", "pad", "-f", "terminal", "-n", "3"], COLUMNS="100")
    assert code == 0 and err == ""
    assert out.count("JOTTO\n") == 3 and "SCORE" in out and "│" in out
    code, out, _ = _run(["jotto", "pad", "-f", "TERMINAL", "-n", "1", "-o", "-"], COLUMNS="100")
    assert code == 0 and out.count("JOTTO\n") == 1  # (-o - is standard output, as everywhere)


def test_it_is_never_written_to_a_file(tmp_path: Path) -> None:
    rec = str(_rec(tmp_path))
    for args in (["jotto", "sheet", rec], ["jotto", "pad"]):
        target = tmp_path / "out.txt"
        code, out, err = _run([*args, "-f", "terminal", "-o", str(target)])
        assert code == 2 and out == "" and not target.exists()
        assert err.startswith("Error: the terminal format is drawn on the screen"), err
        assert len(err.splitlines()) == 1


def test_the_help_and_a_mistyped_format_name_it() -> None:
    for command in ("sheet", "pad"):
        code, out, _ = _run(["jotto", command, "-h"], COLUMNS="200")
        flat = " ".join(out.replace("│", " ").split())
        assert code == 0 and "text, html, svg, pdf or terminal" in flat
        assert "terminal draws them on the screen as the game draws them" in flat
        code, _, err = _run(["jotto", command, "-f", "termnal"])
        assert code == 2
        assert "must be text, html, svg, pdf or terminal, not 'termnal'" in err
        assert "(did you mean terminal?)" in err
