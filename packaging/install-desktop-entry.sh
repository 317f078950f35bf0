#!/bin/sh
# Adds GM Screen to this user's application menu, pointing at the folder this script is in, and
# makes it the program that opens .gmscreen campaigns (double-click a campaign to open it).
#   ./install-desktop-entry.sh            add the menu entry, the icons and the file type
#   ./install-desktop-entry.sh --remove   take them away again
# Run it again after moving the gmscreen folder. Nothing is installed system-wide.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
id=org.gmscreen.GMScreen
if [ "${1:-}" = --remove ]; then
  rm -f "$data/applications/$id.desktop" "$data"/icons/hicolor/*/apps/$id.png
  rm -f "$data/mime/packages/$id.xml"
  if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" || true
  fi
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" || true
  fi
  echo "GM Screen's menu entry was removed."
  exit 0
fi
for icon in "$here"/share/icons/hicolor/*/apps/$id.png; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  mkdir -p "$data/icons/hicolor/$size/apps"
  cp "$icon" "$data/icons/hicolor/$size/apps/$id.png"
done
mkdir -p "$data/applications" "$data/mime/packages"
cp "$here/share/mime/packages/$id.xml" "$data/mime/packages/$id.xml"
if command -v update-mime-database >/dev/null 2>&1; then
  update-mime-database "$data/mime" || true
fi
sed -e "s|^Exec=.*|Exec=\"$here/gmscreen\" %f|" -e "s|^TryExec=.*|TryExec=$here/gmscreen|" \
  "$here/share/applications/$id.desktop" >"$data/applications/$id.desktop"
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$data/applications" || true
fi
if command -v xdg-mime >/dev/null 2>&1; then
  xdg-mime default "$id.desktop" application/x-gmscreen || true
fi
echo "GM Screen is now in your applications menu and opens .gmscreen campaigns."
