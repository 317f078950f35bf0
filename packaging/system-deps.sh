#!/usr/bin/env bash
# Installs the shared libraries Qt (PySide6) loads at run time, when they are missing.
# Runs from `make run` and `make test`; only acts as root on Debian/Ubuntu (CI runs as root).
set -euo pipefail
# The xcb libraries are for a real X window (make run, screenshots, and the bundle's X plugin).
libs=(libGL.so.1 libEGL.so.1 libxkbcommon.so.0 libfontconfig.so.1 libdbus-1.so.3 libglib-2.0.so.0
      libxcb-cursor.so.0 libxkbcommon-x11.so.0 libxcb-icccm.so.4 libxcb-keysyms.so.1
      libxcb-image.so.0 libxcb-render-util.so.0 libxcb-shape.so.0 libxcb-xinerama.so.0
      libxcb-xkb.so.1)
pkgs=(libgl1 libegl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0
      libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1
      libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0
      libxcb-xkb1)
# Read each listing once, whole, and match in the shell: `cmd | grep -q` under pipefail fails
# at random when grep exits at the first match and the writer dies of SIGPIPE.
known=$(ldconfig -p 2>/dev/null || true)
missing=()
for i in "${!libs[@]}"; do
  [[ $known == *"${libs[$i]} "* ]] || missing+=("${pkgs[$i]}")
done
# A font, so offscreen rendering has glyphs to draw.
fonts=$(fc-list 2>/dev/null || true)
[[ -n $fonts ]] || missing+=(fonts-dejavu-core fontconfig)
[[ ${#missing[@]} -eq 0 ]] && exit 0
if [[ $(id -u) -ne 0 ]] || ! command -v apt-get >/dev/null; then
  echo "gmscreen: Qt needs these system packages: ${missing[*]} (install them with your package manager)" >&2
  exit 0
fi
echo "gmscreen: installing Qt's system libraries: ${missing[*]}"
apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
