"""File ▸ Import from JSON of mutated real exports (issue 14, point 4).

Hypothesis changes one value of a real export (NaN, 4,300-digit and 2^63 numbers, lone
surrogates, deep nesting, a kind that is an object, "six" where a cap belongs, −50…) or drops
a key. Whatever it makes, the import through the window either refuses it with a dialog and
creates nothing, or creates a campaign that `gmscreen FILE --smoke` opens.
"""

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.session import Session
from gmscreen.store.export import export_json
from gmscreen.store.file import create_campaign
from tests.gui.test_reopen import open_window

# Raw JSON text put where a value was: what `json.dumps` would never write.
RAW_VALUES = (
    "NaN",
    "-Infinity",
    "1e999",
    str(2**63),
    "-" + str(2**64),
    "9" * 4300,
    '"\\ud800 lone"',
    "[" * 1200 + "]" * 1200,
    "{}",
    "[]",
    '"six"',
    '"nine"',
    "-50",
    "null",
    "true",
    "1.5",
    '{"base64": "!!"}',
    "[[1, 2, 3]]",
)


def paths_of(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside `value`."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(paths_of(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(paths_of(item, (*path, index)))
    return found


def mutated(document: Any, path: tuple[Any, ...], raw: str | None) -> str:
    """The export with the value at `path` replaced by raw JSON text (or its key dropped)."""
    copy = json.loads(json.dumps(document))
    if not path:
        return raw or ""
    parent = copy
    for part in path[:-1]:
        parent = parent[part]
    marker = "\u0001MUTATION\u0001"
    if raw is None:
        del parent[path[-1]]
        return json.dumps(copy, ensure_ascii=False, indent=2)
    parent[path[-1]] = marker
    return json.dumps(copy, ensure_ascii=False, indent=2).replace(json.dumps(marker), raw)


@pytest.fixture(scope="module")
def export(tmp_path_factory: pytest.TempPathFactory) -> Any:
    folder = tmp_path_factory.mktemp("export")
    with create_campaign(folder / "source.gmscreen", demo_records(tokens=True)) as source:
        session = Session(source.repository)
        pool = session.state.all("pool")[0]
        session.execute(EditRecord("pool", pool.id, label="add 1 Momentum", value=3))
        export_json(source, folder / "export.json")
    return json.loads((folder / "export.json").read_text(encoding="utf-8"))


def smoke(path: Path, home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gmscreen", str(path), "--smoke"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config")},
    )


@pytest.mark.slow
@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_a_mutated_export_is_refused_with_nothing_created_or_opens(
    data: st.DataObject,
    export: Any,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    paths = paths_of(export)
    path = data.draw(st.sampled_from(paths), label="path")
    raw = data.draw(st.sampled_from((None, *RAW_VALUES)), label="value")
    if raw is None and (not path or isinstance(path[-1], int)):
        raw = "null"
    folder = tmp_path / f"example-{len(list(tmp_path.iterdir()))}"
    folder.mkdir()
    source = folder / "mutated.json"
    source.write_text(mutated(export, path, raw), encoding="utf-8")
    target = folder / "imported.gmscreen"
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(source), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *_a: shown.append(text))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))  # with details
    monkeypatch.setattr(QMessageBox, "information", lambda *_a: None)
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    start = home / "start.gmscreen"
    if not start.exists():
        create_campaign(start, demo_records()).close()
    window, campaigns = open_window(
        qtbot, start, QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)
    )
    assert window.file_menu is not None
    try:
        window.file_menu.import_json()
        if shown:  # refused: one clear message, nothing created, still on the start campaign
            assert len(shown) == 1
            assert "Nothing was imported" in shown[0] or "cannot show" in shown[0], shown[0]
            assert sorted(p.name for p in folder.iterdir()) == ["mutated.json"]
            assert campaigns.path == start
        else:
            assert campaigns.path == target
    finally:
        campaigns.close()
        window.close()
    if not shown:
        result = smoke(target, home)
        assert result.returncode == 0, result.stderr
