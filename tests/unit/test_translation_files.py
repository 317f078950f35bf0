"""The German translation is complete for the code as it is, and compiles."""

import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from gmscreen.rules.rfi.actions import ACTIONS
from gmscreen.rules.rfi.spends import MOMENTUM_SPENDS
from gmscreen.rules.rfi.terrain import DIFFICULT_TERRAIN
from gmscreen.rules.rfi.terrain import OBSTACLES
from gmscreen.ui.panels.reference_topics import topic

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
    # lupdate into a copy, reading what `update` reads (the code and the rules' words): a string
    # added since the last update shows as unfinished.
    copy = tmp_path / GERMAN.name
    shutil.copy2(GERMAN, copy)
    listing = translations.lupdate_listing(tmp_path / "lupdate")
    command = [translations.tool("pyside6-lupdate"), "-no-obsolete", f"@{listing}", "-ts"]
    subprocess.run([*command, str(copy)], check=True, cwd=ROOT, capture_output=True)
    missing = unfinished(copy)
    assert not missing, (
        f"{len(missing)} strings in the code are not in gmscreen_de.ts; run `make translations` "
        "and translate them (docs/translating.md):\n" + "\n".join(missing[:40])
    )


def rules_words_in_the_rules() -> dict[str, set[str]]:
    """Every word of the rules the GM reads, by the context the UI translates it in: each
    combat action's name and description, each momentum spend's, each terrain and obstacle,
    each heading of every reference page."""
    spends = [text for spend in MOMENTUM_SPENDS for text in (spend.name, spend.description)]
    pages = sorted((ROOT / "resources" / "reference").glob("*.md"))
    headings = [
        line.removeprefix("## ").strip()
        for page in pages
        for line in page.read_text("utf-8").splitlines()
        if line.startswith("## ")
    ]
    return {
        "RfiTerms": {action.name for action in ACTIONS.values()},
        "RfiActions": {action.summary for action in ACTIONS.values()},
        "RfiSpends": set(spends),
        "Hindrances": {kind.name for kind in (*DIFFICULT_TERRAIN, *OBSTACLES)},
        "ReferenceTopics": {topic(heading) for heading in headings},
    }


def test_update_hands_lupdate_every_word_of_the_rules_the_gm_reads(tmp_path: Path) -> None:
    """What `update` hands lupdate gives the translators every rules' word of each context, as
    written (quotes, dashes and all): none can be missed."""
    listing = translations.lupdate_listing(tmp_path)
    fresh = tmp_path / "fresh.ts"
    command = [translations.tool("pyside6-lupdate"), f"@{listing}", "-ts", str(fresh)]
    subprocess.run(command, check=True, cwd=ROOT, capture_output=True)
    found: dict[str, set[str]] = {}
    for context in ElementTree.parse(fresh).getroot().iter("context"):
        sources = {message.findtext("source", "") for message in context.iter("message")}
        found[context.findtext("name", "")] = sources
    for context, words in rules_words_in_the_rules().items():
        assert words, context
        assert not words - found.get(context, set()), context


@pytest.mark.parametrize("ts", sorted(GERMAN.parent.glob("gmscreen_*.ts")), ids=lambda p: p.stem)
def test_each_translation_compiles(ts: Path, tmp_path: Path) -> None:
    qm = tmp_path / ts.with_suffix(".qm").name
    command = [translations.tool("pyside6-lrelease"), str(ts), "-qm", str(qm)]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert qm.stat().st_size > 100
