"""Printable Jotto pads and match sheets: ``parlor jotto pad`` and ``parlor jotto sheet``.

The golden files hold the sheet of the rule sheet's sample game (side 1 hides MAPLE and starts,
side 2 hides GROWN; JOTTO on line 8, 86 to 21). Set ``PARLOR_UPDATE_GOLDEN=1`` to rewrite them
after an intended change, and read the diff.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.scorepad import Box, Letters, Table, render_text
from parlor.jotto.game import Answer, JottoGame, JottoMatch, Test
from parlor.jotto.lexicon import default_valid
from parlor.jotto.pad import blank_pad, match_pads
from parlor.jotto.rules import jots

runner = CliRunner()
GOLDEN = Path(__file__).parent / "golden"
SIDE1 = ["whale", "shale", "field", "worst", "grout", "brown", "wrong", "grown"]
SIDE2 = ["flask", "lulls", "stomp", "chime", "fight", "plane", "ample"]


def sample_game(announce: bool = False, wrong_shale: bool = False) -> JottoGame:
    """The rule sheet's sample game, played through the engine."""
    g = JottoGame(["maple", "grown"], 0, default_valid(), announce=(announce, announce))
    for i, w in enumerate(SIDE1):
        g.apply(Test(w))
        if g.is_over():
            break
        if announce:
            g.apply(Answer(2 if wrong_shale and w == "shale" else jots(w, "grown")))
        g.apply(Test(SIDE2[i]))
        if announce:
            g.apply(Answer(jots(SIDE2[i], "maple")))
    return g


def make_record(games: list[JottoGame], target: int = 150, **options: Any) -> dict[str, Any]:
    """A match record as ``JottoSession.record()`` writes it."""
    match = JottoMatch(0, target)
    for g in games:
        if g.is_over():
            match.add(g.result())
    return {
        "format": "parlor.jotto",
        "version": 1,
        "game": "jotto",
        "options": {"vs": "human", "target": target, **options},
        "seed": 7,
        "first": 0,
        "names": ["Ann", "Bob"],
        "games": [g.to_record() for g in games],
        "pending_secrets": [],
        "finished": match.is_over(),
        "totals": list(match.totals),
    }


def write_record(tmp_path: Path, record: dict[str, Any], name: str = "match.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("PARLOR_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def invoke(args: list[str]) -> tuple[int, str, str]:
    result = runner.invoke(app, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def pdf_text(path: Path) -> tuple[int, str]:
    """(page count, text) of a PDF, with pypdf or poppler's tools; skip when neither exists."""
    try:
        import pypdf
    except ImportError:
        pypdf = None  # type: ignore[assignment]
    if pypdf is not None:
        reader = pypdf.PdfReader(str(path))
        return len(reader.pages), "\n".join(p.extract_text() for p in reader.pages)
    if shutil.which("pdftotext") and shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
        pages = next(
            int(line.split()[-1]) for line in info.stdout.splitlines() if line.startswith("Pages:")
        )
        text = subprocess.run(
            ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
        ).stdout
        return pages, text
    pytest.skip("neither pypdf nor pdftotext is installed to read the PDF back")


# ------------------------------------------------------------------------------ the pads
def test_blank_pad_is_laid_out_like_the_original() -> None:
    pad = blank_pad()
    assert pad.title == "JOTTO"
    boxes = [b for b in pad.blocks if isinstance(b, Box)]
    assert [b.label for b in boxes] == ["YOUR SECRET JOTTO WORD", "OPPONENT'S SECRET JOT LETTERS"]
    assert all(len(b.cells) == 5 and not any(c.text for c in b.cells) for b in boxes)
    lines, totals = (b for b in pad.blocks if isinstance(b, Table))
    assert lines.columns == [
        "SCORE",
        "YOUR TEST WORD",
        "NO. OF JOTS",
        "OPPONENT'S TEST WORD",
        "JOTS GIVEN",
    ]
    assert [r[0].text for r in lines.rows] == [str(100 - 5 * i) for i in range(20)]
    assert lines.ruled and not any(c.text for r in lines.rows for c in r[1:])
    (alphabet,) = (b for b in pad.blocks if isinstance(b, Letters))
    assert alphabet.title == "ELIMINATING ALPHABET"
    assert "".join(c.text for c in alphabet.letters) == "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    assert totals.title == "GAME IS 150"
    assert blank_pad(target=200).blocks[-1].title == "GAME IS 200"  # type: ignore[union-attr]


def test_sample_game_sheet_text_is_golden() -> None:
    sheets = match_pads(make_record([sample_game()]), default_valid())
    assert len(sheets) == 2
    golden("sample_sheet.txt", "\n".join(render_text(s) for s in sheets))


def test_sample_game_sheet_html_is_golden(tmp_path: Path) -> None:
    path = write_record(tmp_path, make_record([sample_game()]))
    out = tmp_path / "sheet.html"
    code, _, err = invoke(["jotto", "sheet", str(path), "-o", str(out)])
    assert code == 0 and "Wrote 1 game (2 pads)" in err
    html = out.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and "@page { size: A4 portrait" in html
    assert '<s class="m-crossed">B</s>' in html and '<span class="m-circled">65</span>' in html
    golden("sample_sheet.html", html)


def test_sample_sheet_text_through_the_cli_matches_the_golden(tmp_path: Path) -> None:
    path = write_record(tmp_path, make_record([sample_game()]))
    code, out, _ = invoke(["jotto", "sheet", str(path)])
    assert code == 0
    assert out == (GOLDEN / "sample_sheet.txt").read_text(encoding="utf-8")


def test_sample_sheet_svg_parses_as_xml(tmp_path: Path) -> None:
    path = write_record(tmp_path, make_record([sample_game()]))
    code, out, _ = invoke(["jotto", "sheet", str(path), "--format", "svg", "--paper", "letter"])
    assert code == 0
    root = ET.fromstring(out)
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("width") == "215.9mm"
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "MAPLE" not in texts and "GROWN" in texts and "JOTTO" in texts
    assert len(root.findall("{http://www.w3.org/2000/svg}g")) == 1  # both pads on one page


def test_sample_sheet_pdf_is_written_and_reads_back(tmp_path: Path) -> None:
    pytest.importorskip("fpdf")
    path = write_record(tmp_path, make_record([sample_game()]))
    out = tmp_path / "sheet.pdf"
    code, _, _ = invoke(["jotto", "sheet", str(path), "-o", str(out)])
    assert code == 0 and out.read_bytes().startswith(b"%PDF")
    pages, text = pdf_text(out)
    assert pages == 1
    for needle in (
        "YOUR SECRET JOTTO WORD",
        "WHALE",
        "AMPLE",
        "ELIMINATING ALPHABET",
        "GAME IS 150",
    ):
        assert needle in text
    assert "JOTTO on line 8: Ann scores 65 + 21 jots = 86." in " ".join(text.split())


def test_a_match_to_its_end_shows_the_winner_and_running_totals() -> None:
    second = JottoGame(["grown", "maple"], 1, default_valid())
    second.apply(Test("grown"))  # side 2 (Bob) tests first and says JOTTO at once: 100
    sheets = match_pads(make_record([sample_game(), second], target=100), default_valid())
    assert len(sheets) == 4
    text = render_text(sheets[3])
    assert "MATCH: Bob wins, 121 to 86 (game is 100)." in text
    assert "Brought forward   21        86" in text
    assert "Match total      121        86" in text


def test_wrong_answers_show_and_cost_penalties() -> None:
    rec = make_record([sample_game(announce=True, wrong_shale=True)])
    text = " ".join(render_text(match_pads(rec, default_valid())[0]).split())  # (lines wrap)
    assert "Penalty, line 2: Bob said 2 for SHALE, truly 0 (never corrected): 7 lines" in text
    assert "Ann +70, Bob -70" in text


def test_an_unfinished_match_hides_the_secrets_of_the_game_in_play(tmp_path: Path) -> None:
    g = JottoGame(["maple", "grown"], 0, default_valid())
    for w in ["whale", "flask", "shale"]:
        g.apply(Test(w))
    rec = make_record([g])
    path = write_record(tmp_path, rec)
    code, out, _ = invoke(["jotto", "sheet", str(path)])
    assert code == 0
    assert "[M][A][P][L][E]" not in out and "[G][R][O][W][N]" not in out
    assert "Game in progress: line 2 in play." in out and "Match so far: Ann 0, Bob 0" in out


def test_a_record_from_a_real_game_prints(tmp_path: Path) -> None:
    moves = [w for pair in zip(SIDE1, [*SIDE2, ""], strict=True) for w in pair if w]
    result = runner.invoke(
        app,
        ["jotto", "--vs", "human", "--first", "1", "--target", "80", "--name1", "Zoë Łukasz"],
        input="".join(x + "\n" for x in ["maple", "grown", *moves]),
    )
    assert result.exit_code == 0, result.output
    (record,) = (Path(os.environ["PARLOR_HOME"]) / "records").glob("*.json")
    code, out, _ = invoke(["jotto", "sheet", str(record)])
    assert code == 0 and "MATCH: Zoë Łukasz wins, 86 to 21 (game is 80)." in out
    if shutil.which("pdftotext") or _has("pypdf"):
        pytest.importorskip("fpdf")
        pdf = tmp_path / "real.pdf"
        code, _, _ = invoke(["jotto", "sheet", str(record), "-o", str(pdf)])
        assert code == 0
        pages, text = pdf_text(pdf)
        from parlor.core.render_pdf import pdf_font

        # as the PDF's font can draw it: DejaVu Sans has Ł (round 17), Helvetica folds it
        assert pages == 1 and ("Zoë Łukasz" if pdf_font() else "Zoë Lukasz") in text


def _has(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        return False
    return True


# ------------------------------------------------------------------------------ blank pads
@pytest.mark.parametrize("fmt", ["text", "html", "svg", "pdf"])
def test_blank_pad_in_every_format(tmp_path: Path, fmt: str) -> None:
    if fmt == "pdf":
        pytest.importorskip("fpdf")
    out = tmp_path / f"pad.{'txt' if fmt == 'text' else fmt}"
    code, _, err = invoke(["jotto", "pad", "-o", str(out), "--copies", "3"])
    paper = "" if fmt == "text" else ", a4"  # (text has no paper size: 3a08215)
    assert code == 0 and f"Wrote 3 pads to {out} ({fmt}{paper})." in err
    assert [p.name for p in tmp_path.iterdir()] == [out.name]  # no temporary file left
    if fmt == "text":
        text = out.read_text(encoding="utf-8")
        assert text.count("YOUR SECRET JOTTO WORD: [ ][ ][ ][ ][ ]") == 3
        assert "  100  ______________" in text and "GAME IS 150" in text
    elif fmt == "html":
        html = out.read_text(encoding="utf-8")
        assert html.count('<div class="page">') == 2  # two pads to a page
        assert html.count('<section class="sheet half') == 3
    elif fmt == "svg":
        root = ET.parse(out).getroot()
        assert len(root.findall("{http://www.w3.org/2000/svg}g")) == 2
    else:
        pages, text = pdf_text(out)
        assert pages == 2 and text.count("ELIMINATING ALPHABET") == 3


def test_blank_pad_text_to_stdout_by_default() -> None:
    code, out, _ = invoke(["jotto", "pad", "-n", "1", "--target", "200"])
    assert code == 0
    assert out.startswith("JOTTO\n=====\nDATE: ____________   NAME: ____________   OPPONENT: ")
    assert "GAME IS 200" in out and out.count("JOTTO\n=====") == 1


def test_pdf_pad_to_a_pipe_and_letter_paper() -> None:
    pytest.importorskip("fpdf")
    result = runner.invoke(app, ["jotto", "pad", "-f", "pdf", "--paper", "letter"])
    assert result.exit_code == 0
    assert result.stdout_bytes.startswith(b"%PDF") and b"/MediaBox [0 0 612.00 792.00]" in (
        result.stdout_bytes
    )


def test_pdf_to_a_terminal_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from parlor.core import render_output

    monkeypatch.setattr(render_output, "stdout_is_terminal", lambda: True)
    code, out, err = invoke(["jotto", "pad", "-f", "pdf"])
    assert code == 2 and out == ""
    assert (
        err == "Error: will not write a PDF to the terminal: use -o FILE, or redirect the output\n"
    )


def test_without_fpdf2_pdf_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "fpdf", None)  # import fpdf now raises ImportError
    code, _, err = invoke(["jotto", "pad", "-o", str(tmp_path / "pad.pdf")])
    assert code == 2 and "pip install fpdf2" in err and len(err.splitlines()) == 1
    # parlor is not on a package index: 'parlor[pdf]' would not install (or install another project)
    assert "parlor[pdf]" not in err
    assert not list(tmp_path.iterdir())


# ------------------------------------------------------------------------------ errors
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--format", "docx"],
            "'--format' / '-f': must be text, html, svg, pdf or terminal, not 'docx'",
        ),
        (["--paper", "a3"], "'--paper': must be a4 or letter, not 'a3'"),
        (["--copies", "0"], "'--copies' / '-n': must be a whole number from 1 to 100, not 0"),
        (
            ["--copies", "many"],
            "'--copies' / '-n': must be a whole number from 1 to 100, not 'many'",
        ),
        (["--target", "-5"], "'--target': must be a whole number from 1 to 10000, not -5"),
    ],
)
def test_bad_pad_options_are_refused_as_every_option_is(args: list[str], message: str) -> None:
    # (as a usage error in the words of the game's own options, and Jo-Jotte's pad's)
    code, out, err = invoke(["jotto", "pad", *args])
    assert code == 2 and out == ""
    assert "Invalid value for " + message in " ".join(err.replace("\u2502", " ").split()), err


def test_unwritable_output_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "taken").write_text("x")
    code, _, err = invoke(["jotto", "pad", "-o", str(tmp_path / "taken" / "pad.txt")])
    # (a path under a file is a bad -o: exit 2, as a missing folder, since 8ee3257)
    assert code == 2 and err.startswith("Error: ") and len(err.splitlines()) == 1


def _bad_records(tmp_path: Path) -> list[tuple[Path, str]]:
    good = make_record([sample_game()])
    cases: list[tuple[Path, str]] = [(tmp_path / "missing.json", "no such file")]
    p = tmp_path / "truncated.json"
    p.write_text(json.dumps(good)[:50])
    cases.append((p, "truncated or corrupt"))
    cases.append((write_record(tmp_path, {**good, "version": 9}, "newer.json"), "newer than"))
    other = {**good, "format": "parlor.jojotte"}
    cases.append((write_record(tmp_path, other, "other.json"), "a Jo-Jotte record, not a Jotto"))
    broken = json.loads(json.dumps(good))
    broken["games"][0]["actions"][3] = "test zzzzz"
    cases.append((write_record(tmp_path, broken, "broken.json"), "game 1 cannot be replayed"))
    nonames = {k: v for k, v in good.items() if k != "names"}
    cases.append((write_record(tmp_path, nonames, "nonames.json"), "missing 'names'"))
    weird = {**good, "games": [{"secrets": "maple"}]}
    cases.append((write_record(tmp_path, weird, "weird.json"), "game 1 cannot be replayed"))
    for n, secrets in enumerate((["maple"], [1, 2], ["maple", None])):
        entry = {**good["games"][0], "secrets": secrets}
        damaged = {**good, "games": [entry]}
        path = write_record(tmp_path, damaged, f"secrets{n}.json")
        cases.append((path, "game 1 cannot be replayed"))
    for n, (key, value, why) in enumerate(
        (
            ("target", -5, "the target is -5"),  # it said "game 2: the match is over"
            ("target", "x", "the target is 'x'"),
            ("names", [None, {}], "the sides' names are [None, {}]"),  # printed as None and {}
            ("first", None, "first is None, not 0 or 1"),
        )
    ):
        damaged = json.loads(json.dumps(good))
        if key == "target":
            damaged["options"]["target"] = value
        else:
            damaged[key] = value
        cases.append((write_record(tmp_path, damaged, f"field{n}.json"), why))
    for n, announce in enumerate(([True], 5)):  # "list index out of range", "not subscriptable"
        entry = {**good["games"][0], "announce": announce}
        path = write_record(tmp_path, {**good, "games": [entry]}, f"announce{n}.json")
        cases.append((path, f"announce is {announce!r}, not two true/false values"))
    return cases


def test_bad_records_give_one_line_naming_the_file(tmp_path: Path) -> None:
    for path, why in _bad_records(tmp_path):
        code, out, err = invoke(["jotto", "sheet", str(path)])
        assert code == 2, (path, err)
        assert out == "" and len(err.splitlines()) == 1, err
        assert err.startswith(f"Error: {path}") and why in err, err
        assert "Traceback" not in err


def test_a_record_whose_word_list_is_gone_still_prints(tmp_path: Path) -> None:
    rec = make_record([sample_game()], words=str(tmp_path / "gone.txt"))
    code, out, _ = invoke(["jotto", "sheet", str(write_record(tmp_path, rec))])
    assert code == 0 and "JOTTO on line 8" in out


def test_sheet_in_a_real_subprocess(tmp_path: Path) -> None:
    path = write_record(tmp_path, make_record([sample_game()]))
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "jotto", "sheet", str(path), "-f", "html"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == (GOLDEN / "sample_sheet.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("fmt", "shown"), [("text", "Zo?"), ("html", "Zo&#235;"), ("svg", "Zo&#235;")]
)
def test_a_sheet_on_an_ascii_output_keeps_every_name(tmp_path: Path, fmt: str, shown: str) -> None:
    rec = make_record([sample_game()])
    rec["names"] = ["Zoë", "Bob"]
    path = write_record(tmp_path, rec)
    env = dict(os.environ, PYTHONIOENCODING="ascii")
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "jotto", "sheet", str(path), "-f", fmt],
        capture_output=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr.decode()[-1000:]
    assert shown in proc.stdout.decode("ascii")


def test_a_sheet_never_overwrites_its_own_record(tmp_path: Path) -> None:
    path = write_record(tmp_path, make_record([sample_game()]))
    before = path.read_bytes()
    code, _, err = invoke(["jotto", "sheet", str(path), "-o", str(path), "-f", "text"])
    assert code == 2 and "is the record itself" in err
    assert path.read_bytes() == before
