"""The German translation is complete for the code as it is, and compiles."""

import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import translations  # noqa: E402  (packaging/translations.py: the project's lupdate/lrelease)

GERMAN = ROOT / "resources" / "translations" / "gmscreen_de.ts"


def unfinished(ts: Path) -> list[str]:
    """`context: source` of every entry without a finished translation."""
    missing = []
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            plural = translation is not None and translation.findall("numerusform")
            texts = [form.text for form in plural] if plural else [getattr(translation, "text", "")]
            if (
                translation is None
                or translation.get("type") in {"unfinished", "vanished", "obsolete"}
                or not all(text and text.strip() for text in texts)
            ):
                missing.append(f"{name}: {message.findtext('source', '')!r}")
    return missing


def test_every_german_entry_is_translated() -> None:
    missing = unfinished(GERMAN)
    assert not missing, f"{len(missing)} unfinished in gmscreen_de.ts:\n" + "\n".join(missing[:40])


def test_the_german_file_holds_every_string_the_code_has_now(tmp_path: Path) -> None:
    # lupdate into a copy: a string added to the code since the last update shows as unfinished.
    copy = tmp_path / GERMAN.name
    shutil.copy2(GERMAN, copy)
    listing = tmp_path / "sources.lst"
    listing.write_text("\n".join(map(str, translations.python_sources())) + "\n", "utf-8")
    command = [translations.tool("pyside6-lupdate"), "-no-obsolete", f"@{listing}", "-ts"]
    subprocess.run([*command, str(copy)], check=True, cwd=ROOT, capture_output=True)
    missing = unfinished(copy)
    assert not missing, (
        f"{len(missing)} strings in the code are not in gmscreen_de.ts; run `make translations` "
        "and translate them (docs/translating.md):\n" + "\n".join(missing[:40])
    )


@pytest.mark.parametrize("ts", sorted(GERMAN.parent.glob("gmscreen_*.ts")), ids=lambda p: p.stem)
def test_each_translation_compiles(ts: Path, tmp_path: Path) -> None:
    qm = tmp_path / ts.with_suffix(".qm").name
    command = [translations.tool("pyside6-lrelease"), str(ts), "-qm", str(qm)]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert qm.stat().st_size > 100
