"""Whole Jo-Jotte sittings through the command line, as a player (or a script) plays them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar

import pytest
from typer.testing import CliRunner

from parlor.cli import app
from parlor.core.records import read_json
from parlor.jojotte.options import Options

runner = CliRunner()
RECORDS = Path(__file__).resolve().parents[1] / "jojotte" / "records"
ONES = ["1"] * 3000


def run(args: list[str], lines: list[str]) -> tuple[int, str]:
    result = runner.invoke(
        app, args, input="".join(x + "\n" for x in lines), env={"COLUMNS": "120", "NO_COLOR": "1"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


def home() -> Path:
    return Path(os.environ["PARLOR_HOME"])


def test_every_command_has_help() -> None:
    for args in (
        ["jojotte", "--help"],
        ["jojotte", "rules", "--help"],
        ["jojotte", "sheet", "--help"],
        ["jojotte", "pad", "--help"],
        ["jojotte", "replay", "--help"],
    ):
        code, out = run(args, [])
        assert code == 0 and "Usage" in out, args
    code, out = run(["jojotte", "-h"], [])
    for opt in ("--level", "--rubbers", "--seed", "--hint", "--ascii", "--name", "--option"):
        assert opt in out, opt
    for command in ("sheet", "replay", "analyze"):
        code, out = run(["jojotte", command, "--help"], [])
        # the argument row (it read {record} / record); optional in all three (the newest)
        assert "│   RECORD " in out, command
        assert "newest record or save" in " ".join(out.replace("│", " ").split()), command


def test_rules_include_our_rulings() -> None:
    code, out = run(["jojotte", "rules"], [])
    assert code == 0
    assert "Jo-Jotte: the rules as `parlor` plays them" in out
    assert "[R]" in out and "At the parlor table" in out and "Worked examples" in out


def test_bad_options_exit_2_without_traceback() -> None:
    for args in (
        ["jojotte", "--level", "grandmaster"],
        ["jojotte", "--option", "fours=many"],
        ["jojotte", "--option", "colour=red"],
        ["jojotte", "--option", "no_trump"],
        ["jojotte", "--rubbers", "0"],
        ["jojotte", "--seed", "x"],
    ):
        code, out = run(args, [])
        assert code == 2 and "Traceback" not in out, args


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_whole_rubber_against_each_level(level: str) -> None:
    code, out = run(["jojotte", "--level", level, "--seed", "7", "--think", "0.05"], ONES)
    assert code == 0, out[-2000:]
    assert "The sitting is over" in out and "wins the rubber" in out
    assert "Above the line" in out and "Below the line" in out and "the line" in out
    assert "Traceback" not in out
    records = list((home() / "records").glob("jojotte-*.json"))
    assert len(records) == 1
    rec = json.loads(records[0].read_text())
    assert rec["format"] == "parlor.jojotte" and rec["finished"] is True
    assert rec["session"]["level"] == level and rec["session"]["seed"] == 7
    assert not list((home() / "saves").glob("*.json"))
    code, stats = run(["stats", "--json"], [])
    data = json.loads(stats)["jojotte"]
    assert data["You"]["deals"] > 0 and data["You"]["matches"] == 1
    assert data["You"]["rubbers_won"] + data["Bot"]["rubbers_won"] == 1
    assert data["You"]["games_won"] + data["Bot"]["games_won"] >= 2


def test_the_same_seed_plays_the_same_sitting() -> None:
    _, a = run(["jojotte", "--level", "medium", "--seed", "5"], ONES)
    _, b = run(["jojotte", "--level", "medium", "--seed", "5"], ONES)
    cut = "The sitting is recorded"
    assert a.split(cut)[0] == b.split(cut)[0]


def test_a_sitting_of_two_rubbers_with_options() -> None:
    code, out = run(
        [
            "jojotte",
            "--level",
            "easy",
            "--seed",
            "3",
            "--rubbers",
            "2",
            "--option",
            "fours=belote",
            "-o",
            "prison_multiplied=off",
            "--name",
            "Ann",
            "--ascii",
        ],
        ONES,
    )
    assert code == 0
    assert "Rubber 1 of 2" in out and "Rubber 2 of 2" in out
    assert "You win the sitting" in out or "Bot wins the sitting" in out
    assert "♠" not in out and "♥" not in out
    rec = json.loads(next((home() / "records").glob("*.json")).read_text())
    assert rec["options"]["fours"] == "belote" and rec["options"]["prison_multiplied"] is False
    assert len(rec["rubbers"]) == 2 and rec["players"] == ["Ann", "Bot"]


def test_bad_input_gets_a_reason_and_the_same_prompt() -> None:
    code, out = run(["jojotte", "--seed", "7"], ["zz", "99", "", "sheet", "hint", "help", "1"])
    assert code == 1 and "Traceback" not in out
    assert "! not a call: 'zz'" in out
    assert "! choose a number from 1 to" in out
    assert "! type a choice (or help)" in out
    assert "Commands at any prompt" in out and "Hint (" in out
    assert out.count("Your call (1-2 or a name): ") >= 7


def test_end_of_input_stops_cleanly_and_keeps_the_save() -> None:
    code, out = run(["jojotte", "--seed", "7"], ["1", "1"])
    assert code == 1
    assert "End of input: the sitting stops here, unfinished." in out
    assert "parlor resume" in out
    saves = list((home() / "saves").glob("jojotte-*.json"))
    assert len(saves) == 1
    rec = json.loads(saves[0].read_text())
    assert rec["finished"] is False and rec["rubbers"][0]["deals"][0]["actions"]


def test_quit_stops_with_status_0() -> None:
    code, out = run(["jojotte", "--seed", "7"], ["quit"])
    assert code == 0 and "Stopped at your request" in out


def _final(rec: dict[str, object]) -> object:
    return rec["rubbers"]


def test_resume_after_stop_reaches_the_same_sitting(monkeypatch: pytest.MonkeyPatch) -> None:
    straight_home = home() / "straight"
    monkeypatch.setenv("PARLOR_HOME", str(straight_home))
    code, _ = run(["jojotte", "--seed", "21"], ONES)
    assert code == 0
    straight = json.loads(next((straight_home / "records").glob("*.json")).read_text())

    stopped_home = home().parent / "stopped"
    monkeypatch.setenv("PARLOR_HOME", str(stopped_home))
    code, out = run(["jojotte", "--seed", "21"], ["1"] * 25)
    assert code == 1
    code, listing = run(["resume", "--list"], [])
    assert "Jo-Jotte: You v Bot" in listing
    code, out = run(["resume", "1"], ONES)
    assert code == 0, out[-1500:]
    assert "Resumed where the sitting stopped." in out and "The sitting is over" in out
    resumed = json.loads(next((stopped_home / "records").glob("*.json")).read_text())
    assert resumed["rubbers"] == straight["rubbers"]
    assert not list((stopped_home / "saves").glob("*.json"))


def test_a_corrupt_jojotte_save_is_reported_and_left_alone() -> None:
    saves = home() / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    bad = saves / "jojotte-bad.json"
    data = json.loads((RECORDS / "example1.json").read_text())
    data["session"] = {"level": "medium", "seed": 1, "hint": False, "ascii": False, "think": 0.3}
    data["session"]["names"] = ["You", "Bot"]  # (every setting a save holds)
    data["options"] = Options.from_dict(data.get("options", {})).to_dict()  # (a save has all)
    data["rubbers"][0]["deals"][0]["actions"] = ["accept", "play 7C"]
    bad.write_text(json.dumps(data))
    before = bad.read_text()
    code, out = run(["resume", "1"], [])
    assert code == 2 and "action 2" in out and "left as it is" in out
    assert bad.read_text() == before


def test_sheet_of_a_record_in_each_format(tmp_path: Path) -> None:
    from tests.jojotte.test_sheet import EXAMPLE1

    code, out = run(["jojotte", "sheet", str(RECORDS / "example1.json"), "--format", "text"], [])
    assert code == 0 and out == EXAMPLE1
    code, out = run(["jojotte", "sheet", str(RECORDS / "example1.json")], [])
    assert code == 0 and "Above the line" in out and "168" in out
    target = tmp_path / "sheet.txt"
    code, out = run(["jojotte", "sheet", str(RECORDS / "example1.json"), "-o", str(target)], [])
    assert code == 0 and target.read_text() == EXAMPLE1
    for fmt in ("html", "svg"):
        target = tmp_path / f"sheet.{fmt}"
        code, out = run(
            [
                "jojotte",
                "sheet",
                str(RECORDS / "example2.json"),
                "--format",
                fmt,
                "-o",
                str(target),
                "--paper",
                "letter",
            ],
            [],
        )
        assert code == 0, out
        assert "Below the line" in target.read_text()
    code, out = run(["jojotte", "sheet", str(tmp_path / "missing.json")], [])
    assert code == 2 and "Traceback" not in out


def test_blank_pad() -> None:
    code, out = run(["jojotte", "pad", "--format", "text", "--copies", "2"], [])
    assert code == 0 and out.count("Jo-Jotte rubber sheet\n=====") == 2
    assert "---- the line ----" in out


def test_a_real_subprocess_with_a_pipe() -> None:
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100", PYTHONIOENCODING="ascii")
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "jojotte", "--seed", "4", "--level", "easy"],
        input="help\nzz\n" + "1\n" * 3000,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "The sitting is over" in proc.stdout
    assert "\u2660" not in proc.stdout  # automatic ASCII: the pipe cannot show the suits
    assert "Commands at any prompt" in proc.stdout and "th or jack of hearts (" in proc.stdout
    for args in (["rules"], ["--help"], ["pad"]):
        proc = subprocess.run(
            [sys.executable, "-m", "parlor", "jojotte", *args],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
        )
        assert proc.returncode == 0 and "Traceback" not in proc.stderr, args


def test_kill_a_real_process_then_resume_to_the_same_sitting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import signal
    import time

    base = home()
    straight_home = base / "straight-kill"
    monkeypatch.setenv("PARLOR_HOME", str(straight_home))
    code, _ = run(["jojotte", "--seed", "31", "--level", "easy"], ONES)
    assert code == 0
    straight = json.loads(next((straight_home / "records").glob("*.json")).read_text())

    killed_home = base / "killed"
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100", PARLOR_HOME=str(killed_home))
    proc = subprocess.Popen(
        [sys.executable, "-m", "parlor", "jojotte", "--seed", "31", "--level", "easy"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("1\n" * 12)
    proc.stdin.flush()
    # read until the thirteenth prompt: every answer so far is applied and saved
    prompts = 0
    buf = ""
    deadline = time.monotonic() + 60
    while prompts < 13 and time.monotonic() < deadline:
        ch = proc.stdout.read(1)
        if not ch:
            break
        buf += ch
        if buf.endswith("): "):
            prompts += 1
    assert prompts == 13, buf[-500:]
    os.kill(proc.pid, signal.SIGKILL)  # as a closed terminal or a crash would
    proc.wait(timeout=10)
    saves = list((killed_home / "saves").glob("*.json"))
    assert len(saves) == 1
    monkeypatch.setenv("PARLOR_HOME", str(killed_home))
    code, out = run(["resume", "1"], ONES)
    assert code == 0, out[-1500:]
    resumed = json.loads(next((killed_home / "records").glob("*.json")).read_text())
    assert resumed["rubbers"] == straight["rubbers"]


def test_sheet_as_pdf(tmp_path: Path) -> None:
    pytest.importorskip("fpdf")
    target = tmp_path / "sheet.pdf"
    code, out = run(["jojotte", "sheet", str(RECORDS / "example1.json"), "-o", str(target)], [])
    assert code == 0, out
    assert target.read_bytes().startswith(b"%PDF")


def test_sheet_options_ignore_case_and_follow_the_shared_output_rules(tmp_path: Path) -> None:
    # --paper Letter and -f HTML, as Jotto's sheets take them
    target = tmp_path / "pad.html"
    code, out = run(["jojotte", "pad", "--paper", "Letter", "-f", "HTML", "-o", str(target)], [])
    assert code == 0, out
    assert "size: letter portrait" in target.read_text()
    # a typo in the folder is refused, never made into a new folder
    missing = tmp_path / "Documnets" / "sheet.svg"
    code, out = run(["jojotte", "sheet", str(RECORDS / "example1.json"), "-o", str(missing)], [])
    assert code != 0 and "does not exist" in out and not missing.parent.exists()


def test_a_pdf_sheet_warns_of_names_its_font_cannot_draw(tmp_path: Path) -> None:
    pytest.importorskip("fpdf")
    record = json.loads((RECORDS / "example1.json").read_text())
    record["players"] = ["\u674e\u96f7", record["players"][1]]
    source = tmp_path / "rec.json"
    source.write_text(json.dumps(record), encoding="utf-8")
    code, out = run(["jojotte", "sheet", str(source), "-o", str(tmp_path / "s.pdf")], [])
    assert code == 0, out
    assert "print as '?'" in out and "\u674e\u96f7" in out


def test_a_pdf_goes_to_a_redirected_output_but_never_onto_a_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pytest.importorskip("fpdf")
    result = runner.invoke(app, ["jojotte", "pad", "-f", "pdf"], env={"NO_COLOR": "1"})
    assert result.exit_code == 0 and result.stdout_bytes.startswith(b"%PDF")
    from parlor.core import render_output

    monkeypatch.setattr(render_output, "stdout_is_terminal", lambda: True)
    code, out = run(["jojotte", "pad", "-f", "pdf"], [])
    assert code == 2 and "will not write a PDF to the terminal" in out and "%PDF" not in out


class SaveReadingPlayer:
    """A smarter scripted player: reads the latest save, asks the medium bot what it would do
    with its own observation, and types that by name (cards as ``10h``, calls, ``all``)."""

    interactive = False

    def __init__(self, *args: object, **kw: object) -> None:
        import random

        from parlor.jojotte.bots import make_bot

        self.bot = make_bot("medium", random.Random(3))
        self.answers: list[tuple[str, str]] = []

    sessions: ClassVar[list[Any]] = []
    """The sitting played (the first decision comes before any save to read)."""

    def ask(self, prompt: str, *, hidden: bool = False) -> str:
        from parlor.jojotte import replay_record
        from parlor.jojotte.actions import DECLARE, JO, action_str
        from parlor.jojotte.game import Phase

        saves = list((home() / "saves").glob("*.json"))
        if not saves:  # a new sitting is saved from the player's first decision on
            assert not self.answers, f"no save after {len(self.answers)} answers, at {prompt!r}"
            (session,) = self.sessions
            deal, state = session.sitting.current, ""
        else:
            save = max(saves, key=lambda p: p.stat().st_mtime)
            # (read as parlor reads it: the deck is hidden in a save)
            deal, state = replay_record(read_json(save)).current, save.read_text()
        assert deal is not None and deal.current_player() == 0, prompt
        a = self.bot.choose(deal.observation(0), deal.legal_actions())
        if deal.phase == Phase.MELDS:
            answer = "all" if a != DECLARE else "none"
        elif a < JO:
            answer = action_str(a).removeprefix("play ").lower().replace("t", "10")
        elif a < 2 * JO:
            answer = action_str(a - JO).removeprefix("play ").lower()  # Jo is said by default
        elif deal.phase == Phase.EXCHANGE:
            answer = "y" if action_str(a) == "exchange" else "n"
        else:
            answer = action_str(a)  # "bid S", "nt", "pass", "double", ...
        if self.answers[-2:] == [(state, answer)] * 2:
            raise AssertionError(f"answer {answer!r} refused again and again at {prompt!r}")
        self.answers.append((state, answer))
        return answer


def test_a_smarter_scripted_player_through_the_cli(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("parlor.jojotte.cli.TerminalInput", SaveReadingPlayer)
    from parlor.jojotte.ui import JojotteSession

    post_init = JojotteSession.__post_init__

    def kept(session: JojotteSession) -> None:
        post_init(session)
        SaveReadingPlayer.sessions.append(session)

    monkeypatch.setattr(JojotteSession, "__post_init__", kept)
    monkeypatch.setattr(SaveReadingPlayer, "sessions", [])
    code, out = run(["jojotte", "--level", "medium", "--seed", "8", "--name", "Ann"], [])
    assert code == 0, out[-1500:]
    assert "The sitting is over" in out and "\n! " not in out
    rec = json.loads(next((home() / "records").glob("*.json")).read_text())
    assert rec["finished"] is True and rec["players"] == ["Ann", "Bot"]


def test_a_save_of_a_finished_sitting_is_filed_on_resume() -> None:
    code, _ = run(["jojotte", "--seed", "7", "--level", "easy"], ONES)
    assert code == 0
    record = next((home() / "records").glob("*.json"))
    saves = home() / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "jojotte-done.json").write_text(record.read_text())  # as if killed before filing
    record.unlink()
    code, out = run(["resume", "1"], [])
    assert code == 0 and "The sitting is over" in out
    assert not list(saves.glob("*.json")) and list((home() / "records").glob("*.json"))


def test_a_finished_sitting_whose_record_failed_is_counted_once() -> None:
    blocker = home() / "records"
    home().mkdir(parents=True, exist_ok=True)
    blocker.write_text("a file where the records folder should be")
    code, out = run(["jojotte", "--seed", "7", "--level", "easy"], ONES)
    assert code == 0 and "cannot write the finished record" in " ".join(out.split())
    (save,) = (home() / "saves").glob("*.json")  # the sitting is not lost
    blocker.unlink()
    code, out = run(["resume", save.stem], [])
    assert code == 0 and "The sitting is over" in out, out[-2000:]
    assert not list((home() / "saves").glob("*.json"))
    assert len(list((home() / "records").glob("*.json"))) == 1
    code, out = run(["history", "--json"], [])
    assert len(json.loads(out)) == 1


def test_a_tied_deal_fills_the_prison_and_a_later_winner_takes_it() -> None:
    code, out = run(["jojotte", "--seed", "4", "--level", "easy"], ONES)
    assert code == 0
    text = " ".join(out.split())
    # Redoubled: 45 + 45 trick points, x 4; the prison was empty.
    assert "a tie - the trick points, (45 + 45) x 4 = 360, go to the prison." in text
    assert "takes the prison (360) below the line." in out
    assert "prison 360" in out  # on the sheet line of the tied deal


@pytest.mark.parametrize(
    ("key", "value"),
    [("seed", "abc"), ("seed", None), ("seed", [1]), ("seed", 1.5), ("think", "x"), ("think", -1)],
)
def test_a_save_with_bad_session_settings_is_reported_and_left_alone(
    key: str, value: object
) -> None:
    code, _ = run(["jojotte", "--seed", "7"], ["1", "1"])
    assert code == 1
    save = next((home() / "saves").glob("jojotte-*.json"))
    data = json.loads(save.read_text())
    data["session"][key] = value
    save.write_text(json.dumps(data))
    before = save.read_text()
    code, out = run(["resume", "1"], [])
    assert code == 2, out
    text = " ".join(out.split())  # the message wraps where the temporary folder's name ends
    assert f"the save's {'seed' if key == 'seed' else 'think time'} must be" in text
    assert f"the save {save.stem} cannot be resumed: a damaged Jo-Jotte save: " in text
    assert "left as it is" in text
    assert save.read_text() == before


def test_sheet_never_writes_over_its_own_record(tmp_path: Path) -> None:
    record = tmp_path / "rec.json"
    record.write_text((RECORDS / "example2.json").read_text())
    before = record.read_text()
    for fmt in ("text", "html"):
        code, out = run(["jojotte", "sheet", str(record), "-f", fmt, "-o", str(record)], [])
        assert code == 2 and "is the record itself" in out, out
    assert record.read_text() == before


def test_sheet_terminal_format_with_an_output_file_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "sheet.txt"
    args = ["jojotte", "sheet", str(RECORDS / "example2.json"), "-f", "terminal", "-o"]
    code, out = run([*args, str(target)], [])
    assert code == 2 and "drawn on the screen" in out
    code, out = run(["jojotte", "pad", "-f", "terminal", "-o", str(target)], [])
    assert code == 2 and "drawn on the screen" in out


def test_an_answer_the_input_encoding_cannot_decode_is_refused_like_a_typo() -> None:
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100", PYTHONIOENCODING="ascii")
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "jojotte", "--seed", "4", "--level", "easy"],
        input="J\u2665\n".encode() + b"\xe9\n" + b"1\n" * 3000,
        capture_output=True,
        env=env,
        timeout=120,
    )
    stdout = proc.stdout.decode("ascii")
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert "internal error" not in proc.stderr.decode()
    assert stdout.count("! not a call:") == 2 and "The sitting is over" in stdout


def test_the_help_tells_how_to_answer_the_prompts() -> None:
    code, out = run(["jojotte", "--help"], [])
    text = " ".join(out.replace("│", " ").split())
    assert code == 0
    assert "Answer each prompt with the number of a choice or by name" in text
    assert "At any prompt: sheet, hand, hint, help, quit (the sitting is saved" in text


def test_the_level_is_read_whatever_its_case() -> None:
    code, out = run(["jojotte", "--level", "Easy", "--seed", "3"], ["quit"])
    assert code == 0 and "against Bot (easy)" in out, out
    code, out = run(["jojotte", "--level", "MEDIUM", "--seed", "3"], ["quit"])
    assert code == 0 and "against Bot (medium)" in out, out


def test_two_sittings_started_in_the_same_second_keep_their_own_saves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import parlor.jojotte.cli as jcli

    class Frozen:
        @staticmethod
        def now() -> datetime:
            return datetime(2026, 11, 30, 3, 0, 0)

    monkeypatch.setattr(jcli, "datetime", Frozen)
    code, _ = run(["jojotte", "--seed", "7", "--level", "easy"], ["1", "1"])
    assert code == 1
    code, _ = run(["jojotte", "--seed", "7", "--level", "easy"], ["2"])
    assert code == 1
    saves = sorted((home() / "saves").glob("jojotte-*.json"))
    assert len(saves) == 2, saves
    actions = sorted(
        len(json.loads(p.read_text())["rubbers"][0]["deals"][0]["actions"]) for p in saves
    )
    assert actions[0] != actions[1]


def test_sheet_messages_go_to_standard_error_not_into_the_output(tmp_path: Path) -> None:
    env = {"NO_COLOR": "1", "COLUMNS": "120"}
    result = runner.invoke(app, ["jojotte", "sheet", str(tmp_path / "missing.json")], env=env)
    assert result.exit_code == 2
    assert "Error:" in result.stderr and "Error:" not in result.stdout
    target = tmp_path / "sheet.txt"
    args = ["jojotte", "sheet", str(RECORDS / "example1.json"), "-o", str(target)]
    result = runner.invoke(app, args, env=env)
    assert result.exit_code == 0 and result.stdout == "" and "Wrote" in result.stderr
    result = runner.invoke(app, ["jojotte", "sheet", str(RECORDS / "example1.json")], env=env)
    assert result.exit_code == 0 and "Below the line" in result.stdout and result.stderr == ""


def test_a_closed_standard_input_stops_like_the_end_of_input() -> None:
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100")
    code = "import sys; sys.stdin = None; sys.argv = ['parlor'] + sys.argv[1:]; "
    code += "from parlor.cli import main; main()"
    args = ["jojotte", "--seed", "4", "--level", "easy"]
    proc = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=120
    )
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "End of input: the sitting stops here" in proc.stdout
    assert "internal error" not in proc.stderr


def test_a_name_the_terminal_cannot_show_is_written_with_question_marks() -> None:
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100", PYTHONIOENCODING="ascii")
    args = ["jojotte", "--seed", "4", "--level", "easy", "--name", "Zoë"]
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", *args],
        input=b"1\n" * 3000,
        capture_output=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    stdout = proc.stdout.decode("ascii")
    assert "Jo-Jotte: Zo? against Bot" in stdout and "The sitting is over" in stdout


def test_the_terminal_sheet_of_a_name_the_terminal_cannot_show(tmp_path: Path) -> None:
    record = tmp_path / "zoe.json"
    record.write_text((RECORDS / "example1.json").read_text().replace('"A"', '"Zoë"'))
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100", PYTHONIOENCODING="ascii")
    proc = subprocess.run(
        [sys.executable, "-m", "parlor", "jojotte", "sheet", str(record), "-f", "terminal"],
        capture_output=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert "Players: Zo? v B" in proc.stdout.decode("ascii")


def test_rubbers_as_a_rule_option_has_the_bounds_of_the_rubbers_option() -> None:
    for value in ("0", "100", "1000000"):
        code, out = run(["jojotte", "--option", f"rubbers={value}"], ["quit"])
        assert code == 2 and "option rubbers must be 1 to 99" in out, value
        assert "Traceback" not in out
    code, out = run(["jojotte", "--option", "rubbers=99", "--level", "easy"], ["quit"])
    assert code == 0 and "99 rubbers" in out


def test_rules_into_a_pipe_are_the_rules_file_as_written() -> None:
    from importlib import resources

    rules = (resources.files("parlor.jojotte") / "RULES.md").read_text(encoding="utf-8")
    result = runner.invoke(app, ["jojotte", "rules"], env={"COLUMNS": "60", "NO_COLOR": "1"})
    assert result.exit_code == 0
    assert result.output == rules  # not re-wrapped at the width (the reference code broke)


def test_a_seed_too_long_for_the_save_name_is_refused_not_an_internal_error() -> None:
    code, out = run(["jojotte", "--seed", "1" + "0" * 300, "--level", "easy"], ["quit"])
    assert code == 2 and "--seed" in out and "internal error" not in out
    code, out = run(["jojotte", "--seed", "-5", "--level", "easy"], ["quit"])
    assert code == 2 and "--seed" in out
    seed = str(2**63 - 1)  # one call, then quit: a new sitting is saved from then on
    code, out = run(["jojotte", "--seed", seed, "--level", "easy"], ["pass", "quit"])
    assert code == 0 and "Saved as" in out


def test_terminal_format_with_o_dash_prints_to_standard_output() -> None:
    # -o - means standard output everywhere; it was refused as "written to a file".
    args = ["jojotte", "sheet", str(RECORDS / "example2.json"), "-f", "terminal", "-o", "-"]
    code, out = run(args, [])
    assert code == 0 and "drawn on the screen" not in out
    assert "Above the line" in out and "Below the line" in out
    code, out = run(["jojotte", "pad", "-f", "terminal", "-o", "-"], [])
    assert code == 0 and "Jo-Jotte rubber sheet" in out
    assert not Path("-").exists()


def test_the_last_trick_bonus_is_bounded() -> None:
    # last_trick=99999999999999999999 was taken: totals of 21 digits on every sheet.
    for value in ("99999999999999999999", "1001", "-5"):
        code, out = run(["jojotte", "--option", f"last_trick={value}"], ["quit"])
        text = " ".join(out.replace("│", " ").split())
        assert code == 2 and "option last_trick must be 0 to 1000 points" in text, value
    for value in ("0", "1000", "20"):
        code, out = run(["jojotte", "--option", f"last_trick={value}", "--level", "easy"], ["quit"])
        assert code == 0 and "Stopped at your request" in out, value


def test_an_unknown_rule_option_lists_the_options() -> None:
    code, out = run(["jojotte", "--option", "info=top"], ["quit"])
    text = " ".join(out.replace("│", " ").split())
    assert code == 2 and "unknown option 'info': the options are info_card, no_trump," in text
    assert "last_trick" in text


def test_sheet_replay_and_analyze_find_a_save_by_the_name_it_was_saved_as() -> None:
    # (deal 1 played out: analyze leaves the deal still being played, deal 2, aside)
    code, out = run(["jojotte", "--seed", "7", "--level", "easy"], ONES[:10])
    assert code == 1
    (save,) = (home() / "saves").glob("*.json")
    assert f"Saved as {save.stem}" in " ".join(out.split())
    for name in (save.stem, save.name):
        code, out = run(["jojotte", "sheet", name, "-f", "text"], [])
        assert code == 0 and "Jo-Jotte rubber sheet" in out, name
        code, out = run(["jojotte", "replay", name], [])
        assert code == 0 and "Deal 1:" in out, name
        code, out = run(["jojotte", "analyze", name], [])
        assert code == 0 and "Rubber 1, deal 1" in out, name
    code, out = run(["jojotte", "sheet", "jojotte-nothing-like-it"], [])
    assert code == 2 and "no such file" in out


def test_a_closed_standard_output_is_said_not_passed_over_in_silence() -> None:
    # parlor jojotte replay RECORD >&- printed nothing and exited 0.
    record = str(RECORDS / "example1.json")
    for args in (
        ["replay", record],
        ["replay", "--json", record],
        ["analyze", record],
        ["rules"],
        ["sheet", record, "-f", "terminal"],
        ["pad", "-f", "terminal"],
    ):
        script = f'"{sys.executable}" -m parlor jojotte "$@" >&-'
        proc = subprocess.run(
            ["sh", "-c", script, "sh", *args], stderr=subprocess.PIPE, text=True, timeout=60
        )
        assert proc.returncode == 1, (args, proc.stderr)
        assert "Error: standard output is closed" in proc.stderr, args


def test_a_record_name_too_long_for_the_system_is_an_error_not_an_internal_one() -> None:
    for command in ("sheet", "replay", "analyze"):
        code, out = run(["jojotte", command, "a" * 300], [])
        text = " ".join(out.split())
        assert code == 2 and "File name too long" in text, (command, text[-300:])
        assert "internal error" not in text


def test_the_end_of_a_sitting_says_how_to_print_its_sheet() -> None:
    code, out = run(["jojotte", "--seed", "7", "--level", "easy"], ONES)
    assert code == 0
    (record,) = (home() / "records").glob("jojotte-*.json")
    text = " ".join(out.split())
    assert f"parlor jojotte sheet {record.stem} prints the sitting's rubber sheet" in text
    code, out = run(["jojotte", "sheet", record.stem, "-f", "text"], [])  # and it does
    assert code == 0 and "rubber won by" in out
