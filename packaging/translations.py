"""gmscreen's translations, the Qt way: extract the strings, compile the .qm files.

    python packaging/translations.py update    lupdate: gmscreen/ -> resources/translations/*.ts
    python packaging/translations.py release   lrelease: each .ts -> its .qm, when older

`make run`, `make test` and `make package` run `release` (the .qm files are build products and
not committed); translators run `update` (`make translations`) and then edit the .ts files, see
docs/translating.md. Both tools come with PySide6-Essentials.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "gmscreen"
TRANSLATIONS = ROOT / "resources" / "translations"
SOURCE_LANGUAGE = "en"  # the code's strings are English; gmscreen_en.ts holds only plurals


def tool(name: str) -> str:
    """A PySide6 tool beside this Python (the virtual environment), else from PATH."""
    suffix = ".exe" if sys.platform == "win32" else ""
    beside = Path(sys.executable).parent / f"{name}{suffix}"
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"translations: {name} not found; install PySide6-Essentials")
    return found


def ts_files() -> list[Path]:
    """Every translation source, one per language: resources/translations/gmscreen_<lang>.ts."""
    return sorted(TRANSLATIONS.glob("gmscreen_*.ts"))


def python_sources() -> list[Path]:
    """The modules whose tr() and translate() calls lupdate reads."""
    return sorted(p for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def update() -> None:
    """Bring every .ts up to date with the code: new strings unfinished, gone ones obsolete."""
    listing = ROOT / "build" / "lupdate-sources.lst"
    listing.parent.mkdir(parents=True, exist_ok=True)
    listing.write_text("\n".join(str(p) for p in python_sources()) + "\n", encoding="utf-8")
    for ts in ts_files():
        command = [tool("pyside6-lupdate"), "-locations", "relative", "-no-obsolete"]
        if ts.stem == f"gmscreen_{SOURCE_LANGUAGE}":
            command.append("-pluralonly")  # the code's own language only needs its plural forms
        subprocess.run([*command, f"@{listing}", "-ts", str(ts)], check=True, cwd=ROOT)


def release(*, force: bool = False) -> list[Path]:
    """Compile each .ts that changed since its .qm; returns the .qm files."""
    compiled = []
    for ts in ts_files():
        qm = ts.with_suffix(".qm")
        if force or not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            command = [tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)]
            subprocess.run(command, check=True, cwd=ROOT)
        compiled.append(qm)
    return compiled


def main(argv: list[str] | None = None) -> int:
    """Run `update` or `release`."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=["update", "release"])
    parser.add_argument("--force", action="store_true", help="release: compile every .ts")
    args = parser.parse_args(argv)
    if args.step == "update":
        update()
    else:
        release(force=args.force)
    return 0


if __name__ == "__main__":
    sys.exit(main())
