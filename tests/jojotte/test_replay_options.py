"""replay --json names the house rules a sitting was played by: the totals depend on them."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from parlor.cli import app

RECORDS = Path(__file__).parent / "records"


def _replay(path: Path) -> dict[str, object]:
    out = CliRunner().invoke(app, ["jojotte", "replay", "--json", str(path)])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert isinstance(data, dict)
    return data


def test_replay_json_names_the_house_rules(tmp_path: Path) -> None:
    data = json.loads((RECORDS / "example1.json").read_text())
    data["options"] = {**data.get("options", {}), "last_trick": 0, "fours": "belote"}
    path = tmp_path / "house.json"
    path.write_text(json.dumps(data))
    options = _replay(path)["options"]
    assert isinstance(options, dict)
    assert options["last_trick"] == 0 and options["fours"] == "belote"
    assert options["no_trump"] is True and options["info_card"] == "bottom"


def test_replay_json_of_the_rules_defaults_keeps_its_documented_shape() -> None:
    data = _replay(RECORDS / "example1.json")
    assert sorted(data) == ["deals", "games", "rubber_won_by", "totals"]
