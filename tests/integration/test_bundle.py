"""The packaged app: build the bundle and its archive, unpack it elsewhere, run `--smoke` there.

The build takes about half a minute, so a build that `make package` left in build/pyinstaller is
reused when its record shows the same sources, Python and packages and untouched files (see
packaging/build.py: reuse_build); otherwise the test builds into a temporary folder.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEMO_FILE_NAME = "Salvage Rights (demo).gmscreen"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None,
        reason="PyInstaller is not installed, so the bundle cannot be built "
        "(pip install -e '.[package]', as `make test` does)",
    ),
]


def load_build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gmscreen_build", ROOT / "packaging" / "build.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while decorating
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def build_script() -> ModuleType:
    return load_build_script()


@pytest.fixture(scope="module")
def archive(build_script: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The archive of a bundle built from this source tree (reused, or built now)."""
    reused = build_script.reuse_build(ROOT / "build" / "pyinstaller")
    if reused is not None:
        yield Path(reused.archive)
        return
    dist, work = tmp_path_factory.mktemp("dist"), tmp_path_factory.mktemp("work")
    script = ROOT / "packaging" / "build.py"
    command = [sys.executable, str(script), "--dist", str(dist), "--work", str(work)]
    subprocess.run(command, check=True, timeout=900)
    recorded = build_script.read_record(work)
    assert recorded is not None, "the build left no record of what it made"
    yield Path(recorded[0].archive)
    # A build is some 300 MB; pytest would keep the last three runs' worth.
    shutil.rmtree(dist)
    shutil.rmtree(work)


@pytest.fixture(scope="module")
def smoke_run(
    build_script: ModuleType, archive: Path, tmp_path_factory: pytest.TempPathFactory
) -> tuple[subprocess.CompletedProcess[str], Path, bool]:
    """`gmscreen --smoke` from the unpacked archive as a new user: result, home, bundle changed."""
    unpacked, home = tmp_path_factory.mktemp("unpacked"), tmp_path_factory.mktemp("home")
    executable = build_script.unpack(archive, unpacked)
    before = build_script.folder_state(unpacked)
    result = build_script.run_smoke(executable, home)
    changed = build_script.folder_state(unpacked) != before
    shutil.rmtree(unpacked)
    return result, home, changed


def test_smoke_passes_in_the_unpacked_bundle(
    smoke_run: tuple[subprocess.CompletedProcess[str], Path, bool],
) -> None:
    result, _home, _changed = smoke_run
    assert result.returncode == 0, f"--smoke failed:\n{result.stdout}\n{result.stderr}"
    if sys.platform != "win32":  # a windowed Windows program has no stdout to print to
        assert "gmscreen --smoke: ok" in result.stdout


def test_nothing_is_written_inside_the_bundle(
    smoke_run: tuple[subprocess.CompletedProcess[str], Path, bool],
) -> None:
    _result, _home, changed = smoke_run
    assert not changed


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the XDG folders are Linux's user folders"
)
def test_campaigns_and_settings_go_to_the_users_folders(
    smoke_run: tuple[subprocess.CompletedProcess[str], Path, bool],
) -> None:
    _result, home, _changed = smoke_run
    assert (home / "Documents" / "gmscreen" / DEMO_FILE_NAME).is_file()
    assert list((home / ".config" / "gmscreen").glob("*.conf"))


def test_archive_is_named_with_the_project_version(build_script: ModuleType, archive: Path) -> None:
    version = build_script.project_version()
    assert archive.name.startswith(f"gmscreen-{version}-{build_script.platform_tag()}")
