"""Replaces PyInstaller's hook for PySide6.QtWidgets: its files, minus what gmscreen.spec drops.

Filtering here, before the analysis, keeps the dropped plugins' own libraries out as well.
"""

from PyInstaller.depend.imphookapi import PostGraphAPI
from PyInstaller.utils.hooks import get_hook_config
from PyInstaller.utils.hooks.qt import add_qt6_dependencies


def hook(hook_api: PostGraphAPI) -> None:
    hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
    kept = get_hook_config(hook_api, "gmscreen", "qt_file_kept") or (lambda source: True)
    hook_api.add_imports(*hiddenimports)
    hook_api.add_binaries([entry for entry in binaries if kept(entry[0])])
    hook_api.add_datas([entry for entry in datas if kept(entry[0])])
