"""packaging/system-deps.sh decides from what is installed, the same way every time."""

import os
import stat
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).parents[2] / "packaging" / "system-deps.sh"
# The libraries the script looks for, read from the script itself.
LIBS = SCRIPT.read_text().split("libs=(", 1)[1].split(")", 1)[0].split()


def fake_tools(folder: Path, libs: list[str]) -> dict[str, str]:
    """An ldconfig listing these libraries first and thousands of others after, a font, and
    a user who is not root (so the script only reports)."""
    lines = [f"\t{lib} (libc6,x86-64) => /lib/{lib}" for lib in libs]
    lines += [f"\tlibfiller{n}.so.0 (libc6,x86-64) => /lib/libfiller{n}.so.0" for n in range(5000)]
    (folder / "listing").write_text("\n".join(lines) + "\n")
    tools = {
        "ldconfig": f"cat {folder / 'listing'}",
        "fc-list": "echo /usr/share/fonts/DejaVuSans.ttf",
        "id": "echo 1000",
    }
    for name, body in tools.items():
        path = folder / name
        path.write_text(f"#!/bin/sh\n{body}\n")
        path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return {**os.environ, "PATH": f"{folder}:{os.environ['PATH']}"}


def run(env: dict[str, str]) -> str:
    done = subprocess.run(
        ["bash", str(SCRIPT)], env=env, capture_output=True, text=True, check=True
    )
    return done.stderr + done.stdout


def test_present_libraries_are_never_reported_missing(tmp_path: Path) -> None:
    env = fake_tools(tmp_path, LIBS)
    # grep -q under pipefail failed now and then: the same answer twenty times over.
    assert {run(env) for _ in range(20)} == {""}


def test_a_missing_library_is_reported_by_its_package(tmp_path: Path) -> None:
    env = fake_tools(tmp_path, [lib for lib in LIBS if lib != "libxcb-xkb.so.1"])
    assert "Qt needs these system packages: libxcb-xkb1 " in run(env)
