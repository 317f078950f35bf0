"""Builds gmscreen for this platform: the PyInstaller bundle, then the archive a GM downloads.

`make package` runs it. Steps: PyInstaller with packaging/gmscreen.spec (a one-dir build in
dist/gmscreen, plus dist/GM Screen.app on macOS); on Linux the .desktop file, the icons and a
script that adds them to the user's menu go beside the executable; then the archive, named
with the version from pyproject.toml:

    Linux    dist/gmscreen-<version>-linux-<arch>.tar.gz
    Windows  dist/gmscreen-<version>-windows-<arch>.zip
    macOS    dist/gmscreen-<version>-macos-<arch>/ (GM Screen.app and an Applications link,
             ready for a .dmg; the .dmg too when hdiutil is there)

With --smoke it then unpacks the archive into a temporary folder and runs `gmscreen --smoke`
there, with a fresh home folder, and fails if anything was written inside the bundle.
A record of the build (work folder/gmscreen-build.json) lets the bundle test and the bundle
benchmark reuse it while the sources it was built from are unchanged.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from translations import release as release_translations

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "gmscreen.spec"
NAME = "gmscreen"
DISPLAY_NAME = "GM Screen"
APP_ID = "org.gmscreen.GMScreen"
RECORD_NAME = "gmscreen-build.json"
# What the bundle is made from; a change to any of them calls for a new build.
SOURCES = ("gmscreen", "resources", "packaging", "pyproject.toml")
SMOKE_TIMEOUT_SECONDS = 120


@dataclass(frozen=True, slots=True)
class Build:
    """A finished build: the bundle folder, its executable and the archive made from it."""

    bundle: Path
    executable: Path
    archive: Path


def project_version() -> str:
    """The version in pyproject.toml, which must match gmscreen.__version__."""
    version = str(tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"])
    found = re.search(
        r'^__version__ = "([^"]+)"', (ROOT / "gmscreen" / "__init__.py").read_text("utf-8"), re.M
    )
    if found is None or found.group(1) != version:
        raise SystemExit(
            f"build: pyproject.toml says version {version} but gmscreen/__init__.py says "
            f"{found.group(1) if found else 'nothing'}; make them agree before packaging"
        )
    return version


def platform_tag() -> str:
    """`linux-x86_64`, `windows-amd64`, `macos-arm64`: the archive's platform and machine."""
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    return f"{system}-{platform.machine().lower()}"


def source_fingerprint() -> str:
    """A digest of everything the bundle is built from: sources, Python and installed packages."""
    digest = hashlib.sha256()
    digest.update(sys.version.encode())
    # A set: a package found on two sys.path entries (an editable install) counts once.
    installed = sorted({f"{d.metadata['Name']}=={d.version}" for d in metadata.distributions()})
    digest.update("\n".join(installed).encode())
    for source in SOURCES:
        top = ROOT / source
        files = sorted(top.rglob("*")) if top.is_dir() else [top]
        for path in files:
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
                digest.update(path.read_bytes())
    return digest.hexdigest()


def folder_state(folder: Path) -> dict[str, tuple[int, int]]:
    """Every entry under `folder` with its size and modification time, to notice any change."""
    state = {}
    for path in sorted(folder.rglob("*")):
        status = path.lstat()
        state[path.relative_to(folder).as_posix()] = (status.st_size, status.st_mtime_ns)
    return state


def executable_in(bundle: Path) -> Path:
    """The program a GM starts, inside the bundle folder (or .app)."""
    if bundle.suffix == ".app":
        return bundle / "Contents" / "MacOS" / NAME
    return bundle / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def run_pyinstaller(dist: Path, work: Path) -> Path:
    """Build the bundle into `dist`; returns the bundle folder (the .app on macOS)."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    subprocess.run(command, check=True, cwd=ROOT)
    return dist / (f"{DISPLAY_NAME}.app" if sys.platform == "darwin" else NAME)


def add_linux_desktop_files(bundle: Path) -> None:
    """The .desktop entry, the file type, the icons and the script that installs them."""
    applications = bundle / "share" / "applications"
    applications.mkdir(parents=True, exist_ok=True)
    shutil.copy2(PACKAGING / f"{APP_ID}.desktop", applications)
    mime = bundle / "share" / "mime" / "packages"
    mime.mkdir(parents=True, exist_ok=True)
    shutil.copy2(PACKAGING / f"{APP_ID}.mime.xml", mime / f"{APP_ID}.xml")
    for icon in sorted((ROOT / "resources" / "icons").glob(f"{NAME}-*.png")):
        size = icon.stem.rsplit("-", 1)[1]
        folder = bundle / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy2(icon, folder / f"{APP_ID}.png")
    shutil.copy2(PACKAGING / "install-desktop-entry.sh", bundle)


def make_archive(bundle: Path, dist: Path, version: str) -> Path:
    """Pack the bundle as a GM downloads it; the top folder is named with the version."""
    stem = f"{NAME}-{version}-{platform_tag()}"
    top = f"{NAME}-{version}"
    if sys.platform == "darwin":
        folder = dist / stem
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
        shutil.copytree(bundle, folder / bundle.name, symlinks=True)
        (folder / "Applications").symlink_to("/Applications")
        if shutil.which("hdiutil"):
            image = dist / f"{stem}.dmg"
            image.unlink(missing_ok=True)
            command = ["hdiutil", "create", "-quiet", "-volname", DISPLAY_NAME, "-format", "UDZO"]
            subprocess.run([*command, "-srcfolder", str(folder), str(image)], check=True)
        return folder
    if sys.platform == "win32":
        archive = dist / f"{stem}.zip"
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as packed:
            for path in sorted(bundle.rglob("*")):
                packed.write(path, f"{top}/{path.relative_to(bundle).as_posix()}")
        return archive
    archive = dist / f"{stem}.tar.gz"

    def owned_by_nobody(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    # Level 6 packs within 0.5 % of level 9 in a third of the time.
    with tarfile.open(archive, "w:gz", compresslevel=6) as packed:
        packed.add(bundle, arcname=top, filter=owned_by_nobody)
    return archive


def unpack(archive: Path, into: Path) -> Path:
    """Unpack an archive as a GM would; returns the executable inside."""
    if archive.is_dir():  # macOS: the .dmg-ready folder
        app = next(archive.glob("*.app"))
        shutil.copytree(app, into / app.name, symlinks=True)
        return executable_in(into / app.name)
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as packed:
            packed.extractall(into)
    else:
        with tarfile.open(archive) as packed:
            packed.extractall(into, filter="tar")
    (top,) = into.iterdir()
    return executable_in(top)


def fresh_home_environment(home: Path) -> dict[str, str]:
    """The environment of a user who never ran gmscreen, with every user folder under `home`."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env.update(HOME=str(home), USERPROFILE=str(home), QT_QPA_PLATFORM="offscreen")
    for variable, folder in (
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_CACHE_HOME", ".cache"),
        ("XDG_STATE_HOME", ".local/state"),
        ("XDG_RUNTIME_DIR", "runtime"),
        ("APPDATA", "AppData/Roaming"),
        ("LOCALAPPDATA", "AppData/Local"),
    ):
        (home / folder).mkdir(parents=True, exist_ok=True)
        env[variable] = str(home / folder)
    (home / "runtime").chmod(0o700)
    return env


def run_smoke(executable: Path, home: Path) -> subprocess.CompletedProcess[str]:
    """`gmscreen --smoke` from the bundle, offscreen, as a new user whose home is `home`."""
    return subprocess.run(
        [str(executable), "--smoke"],
        env=fresh_home_environment(home),
        capture_output=True,
        text=True,
        timeout=SMOKE_TIMEOUT_SECONDS,
        check=False,
    )


def smoke_check(archive: Path) -> str | None:
    """Unpack the archive and run `--smoke` from it; None when all went well, else why not."""
    with tempfile.TemporaryDirectory(prefix="gmscreen-smoke-") as folder:
        unpacked, home = Path(folder) / "unpacked", Path(folder) / "home"
        unpacked.mkdir()
        home.mkdir()
        executable = unpack(archive, unpacked)
        before = folder_state(unpacked)
        result = run_smoke(executable, home)
        if result.returncode != 0:
            return f"exit status {result.returncode}\n{result.stdout}{result.stderr}"
        changed = sorted(set(folder_state(unpacked).items()) ^ set(before.items()))
        if changed:
            return f"the app wrote inside its bundle: {', '.join(name for name, _ in changed)}"
    return None


def record_path(work: Path) -> Path:
    return work / RECORD_NAME


def write_record(work: Path, build: Build, fingerprint: str) -> None:
    """Remember what was built from which sources, for reuse_build()."""
    record = {
        "fingerprint": fingerprint,
        "bundle": str(build.bundle),
        "executable": str(build.executable),
        "archive": str(build.archive),
        "bundle_state": folder_state(build.bundle),
        "archive_state": folder_state(build.archive) if build.archive.is_dir() else None,
        "archive_size": build.archive.stat().st_size,
        "archive_mtime_ns": build.archive.stat().st_mtime_ns,
    }
    record_path(work).write_text(json.dumps(record), encoding="utf-8")


def read_record(work: Path) -> tuple[Build, dict[str, object]] | None:
    """The build recorded in `work` and the record itself, or None when there is none."""
    try:
        record = json.loads(record_path(work).read_text(encoding="utf-8"))
        paths = (Path(record["bundle"]), Path(record["executable"]), Path(record["archive"]))
    except (OSError, KeyError, ValueError):
        return None
    return Build(*paths), record


def reuse_build(work: Path) -> Build | None:
    """The build recorded in `work`, if the sources are unchanged and its files untouched."""
    recorded = read_record(work)
    if recorded is None:
        return None
    build, record = recorded
    try:
        archive = build.archive.stat()
        unchanged = (
            record["fingerprint"] == source_fingerprint()
            and json.loads(json.dumps(folder_state(build.bundle))) == record["bundle_state"]
            and [archive.st_size, archive.st_mtime_ns]
            == [record["archive_size"], record["archive_mtime_ns"]]
        )
        if unchanged and build.archive.is_dir():
            archive_state = json.loads(json.dumps(folder_state(build.archive)))
            unchanged = archive_state == record["archive_state"]
    except OSError:
        return None
    return build if unchanged else None


def build(dist: Path, work: Path) -> Build:
    """PyInstaller, the Linux desktop files, the archive and the build record."""
    version = project_version()
    release_translations()  # the .qm files the bundle ships are built, never committed
    fingerprint = source_fingerprint()
    dist.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    record_path(work).unlink(missing_ok=True)
    bundle = run_pyinstaller(dist, work)
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(bundle)
    archive = make_archive(bundle, dist, version)
    built = Build(bundle, executable_in(bundle), archive)
    write_record(work, built, fingerprint)
    return built


def main(argv: list[str] | None = None) -> int:
    """Build, pack and (with --smoke) check the bundle; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where bundles go")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    parser.add_argument("--smoke", action="store_true", help="run --smoke from the archive")
    args = parser.parse_args(argv)
    started = time.monotonic()
    built = build(args.dist.resolve(), args.work.resolve())
    print(f"build: {built.bundle} and {built.archive} in {time.monotonic() - started:.0f} s")
    if args.smoke:
        problem = smoke_check(built.archive)
        if problem:
            print(f"build: the built app failed its smoke test: {problem}", file=sys.stderr)
            return 1
        print("build: gmscreen --smoke passed from the unpacked archive")
    return 0


if __name__ == "__main__":
    sys.exit(main())
