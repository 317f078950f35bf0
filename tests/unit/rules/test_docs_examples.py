"""Every ```python block in docs/rules-api.md runs as written, for all four rule systems."""

import re
from pathlib import Path

import pytest

RULES_API = Path(__file__).resolve().parents[3] / "docs" / "rules-api.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.MULTILINE | re.DOTALL)


def _examples() -> list[tuple[str, str]]:
    """Each block with the heading it sits under, for readable test ids."""
    text = RULES_API.read_text(encoding="utf-8")
    examples = []
    for match in BLOCK.finditer(text):
        headings = re.findall(r"^#{1,2} (.+)$", text[: match.start()], re.MULTILINE)
        examples.append((headings[-1] if headings else "intro", match.group(1)))
    return examples


EXAMPLES = _examples()


def test_the_page_has_examples_for_every_system_and_rule_area() -> None:
    sections = {heading for heading, _ in EXAMPLES}
    assert {
        "Resolving a task",
        "Assisted tasks",
        "Opposed tasks",
        "Exact odds",
        "A task's outcome as state",
        "Combat actions",
        "Movement, terrain and obstacles",
        "Contests and priority",
        "Challenges and bidding",  # Firelock
        "Obstacle tests, ties and conditions",  # Hot Circle RPG
        "Checks, grades and modifiers",  # Renaissance
        "A dice bot in a few lines",
        "Checking the odds yourself",
    } <= sections


@pytest.mark.parametrize(
    "code",
    [code for _, code in EXAMPLES],
    ids=[f"{heading}-{number}" for number, (heading, _) in enumerate(EXAMPLES)],
)
def test_a_documented_example_runs(code: str) -> None:
    exec(compile(code, str(RULES_API), "exec"), {"__name__": "rules_api_example"})
