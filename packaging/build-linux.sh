#!/usr/bin/env bash
# Builds Tablesmith for Linux: a trimmed Java runtime (jlink, the JDK modules jdeps finds plus a few it cannot
# see), then jpackage: an app image (target/package/image/tablesmith) and, unless --image-only, a .deb with a
# desktop entry, the icon, the *.tablesmith.json file association and the GTK/OpenGL package dependencies.
# The shaded target/tablesmith.jar (JavaFX inside) runs on the class path of the image, exactly as
# `java -jar target/tablesmith.jar` runs it (docs/decisions/0010-packaging-jlink-runtime-and-class-path-jar.md).
#
# Usage: packaging/build-linux.sh [--image-only]
# Needs JDK 17+ (jdeps, jlink, jpackage); the .deb also needs dpkg-deb and fakeroot.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

image_only=false
for arg in "$@"; do
  case "$arg" in
    --image-only) image_only=true ;;
    *) echo "usage: packaging/build-linux.sh [--image-only]" >&2; exit 2 ;;
  esac
done

for tool in jdeps jlink jpackage; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool is not on PATH; it comes with a full JDK 17 or newer." >&2
    exit 1
  fi
done

jar=target/tablesmith.jar
if [ ! -f "$jar" ]; then
  echo "== building $jar"
  mvn -B -q package -DskipTests
fi
version=$(unzip -p "$jar" META-INF/MANIFEST.MF | sed -n 's/^Implementation-Version: *//p' | tr -d '\r')
# jpackage wants a numeric version (the .deb's too): 0.1.0-SNAPSHOT -> 0.1.0
app_version=${version%%-*}
out=target/package
rm -rf "$out"
mkdir -p "$out/input"
cp "$jar" "$out/input/"

echo "== jdeps: JDK modules tablesmith.jar uses"
found=$(jdeps --ignore-missing-deps --multi-release 17 --print-module-deps "$jar")
# What jdeps cannot see: TLS with elliptic-curve ciphers to AWS (jdk.crypto.ec), reading the bundled examples
# from the jar as a file system (jdk.zipfs), name lookups of the SDK (java.naming), extra charsets, and
# English locale data (jdk.localedata, trimmed to en by --include-locales).
modules="$found,jdk.crypto.ec,jdk.zipfs,java.naming,jdk.charsets,jdk.localedata"
echo "$modules"

echo "== jlink: trimmed runtime"
# No --compress: compressed modules are slower to load classes from, and start time matters more than ~15 MB.
jlink --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
  --include-locales=en --output "$out/runtime"
# jlink (JDK 17) leaves out the class data sharing archive a JDK ships with; without it every start parses and
# verifies the JDK's classes again. Dump it for the trimmed runtime.
"$out/runtime/bin/java" -Xshare:dump >/dev/null
echo "runtime: $(du -sh "$out/runtime" | cut -f1)"

common=(
  --name tablesmith
  --app-version "$app_version"
  --vendor "Tablesmith"
  --description "Design DynamoDB single tables: access patterns, entity chart, item collections, review"
  --input "$out/input"
  --main-jar tablesmith.jar
  --main-class dev.tablesmith.Main
  --runtime-image "$out/runtime"
  --icon packaging/linux/tablesmith.png
  # Decision 0011: the packaged app runs without the JIT's optimizing tier and with the parallel collector.
  # Opening a design with 100,000 items then takes ~1.6 s instead of ~2.5 s on 2 cores (C2 compiling spent half
  # the processor time of the open, G1's concurrent threads much of the rest); steady-state analyses are ~1.5x
  # slower. `java -jar` keeps the JVM's defaults for benchmarks.
  --java-options "-XX:TieredStopAtLevel=1 -XX:+UseParallelGC"
)

echo "== jpackage: app image"
jpackage --type app-image --dest "$out/image" "${common[@]}"
echo "app image: $out/image/tablesmith ($(du -sh "$out/image/tablesmith" | cut -f1)); launcher: $out/image/tablesmith/bin/tablesmith"

if [ "$image_only" = true ]; then
  exit 0
fi
for tool in dpkg-deb fakeroot; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool is not on PATH; the .deb needs it (apt-get install dpkg-dev fakeroot), or use --image-only." >&2
    exit 1
  fi
done

echo "== jpackage: .deb"
jpackage --type deb --dest "$out" "${common[@]}" \
  --file-associations packaging/linux/tablesmith-design.properties \
  --linux-package-name tablesmith \
  --linux-deb-maintainer "tablesmith@example.invalid" \
  --linux-menu-group "Development" \
  --linux-app-category devel \
  --linux-shortcut \
  --linux-package-deps "libgtk-3-0, libgl1, libxxf86vm1" \
  --resource-dir packaging/linux/resources
ls -la "$out"/*.deb
