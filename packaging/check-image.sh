#!/usr/bin/env bash
# CI check of the packaged app: builds the app image (packaging/build-linux.sh --image-only; the .deb is left out
# to save time) and runs its launcher: --version, then the command line on a bundled example exported to a
# temporary folder (examples --export, validate), and the app headless with --startup-report. Skips with a message when jpackage is missing.
# Expects target/tablesmith.jar (mvn package) and builds it when missing.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v jpackage >/dev/null 2>&1; then
  echo "skipped: jpackage is not on PATH (it comes with a full JDK 17+), so the app image is not built or checked."
  exit 0
fi

packaging/build-linux.sh --image-only
launcher=target/package/image/tablesmith/bin/tablesmith
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== $launcher --version"
version=$("$launcher" --version)
echo "$version"
case "$version" in
  tablesmith\ *) ;;
  *) echo "error: the launcher's --version printed '$version', not 'tablesmith <version>'" >&2; exit 1 ;;
esac

echo "== $launcher validate (a bundled example, exported)"
"$launcher" examples --export=commerce-main "$work"
"$launcher" validate "$work/commerce-main.tablesmith.json"
echo "== $launcher --startup-report (the app itself, headless with Monocle)"
JAVA_TOOL_OPTIONS="-Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Dtablesmith.config.dir=$work/config" \
  "$launcher" --startup-report 2>/dev/null | tee "$work/report"
grep -Eq '^startup-report start-screen first-frame-ms=[0-9]+ interactive-ms=[0-9]+ .*examples=[1-9]' "$work/report" \
  || { echo "error: the packaged app did not report its start screen with the example gallery" >&2; exit 1; }
echo "packaged app image: ok"
