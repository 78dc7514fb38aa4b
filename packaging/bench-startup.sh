#!/usr/bin/env bash
# Measures Tablesmith's start with `--startup-report`, side by side for the jar as the README runs it (which relaunches
# the app with the packaged app's JVM options, decision 0013), the jar kept in its first JVM with the JVM's defaults
# (-Dtablesmith.relaunch=false), and the packaged app image:
# N cold starts to the start screen (first frame with the example gallery, and interactive, from JVM start), then
# N opens of commerce-main with generated records (read, first frame, interactive, processor time, each other view's
# first showing, heap in use after GC). Prints medians.
#
# Usage: packaging/bench-startup.sh [--runs N] [--open-runs N] [--items N (0 skips the open)] [--heap 512m]
# Runs under xvfb-run when it is installed, else headless with Monocle (the software renderer either way when
# headless). Build first: mvn -B -q package -DskipTests && packaging/build-linux.sh --image-only
# The image is skipped with a note when target/package/image/tablesmith is missing.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

runs=5
open_runs=
items=100000
heap=512m
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --open-runs) open_runs=$2; shift 2 ;;
    --items) items=$2; shift 2 ;;
    --heap) heap=$2; shift 2 ;;
    *) echo "usage: packaging/bench-startup.sh [--runs N] [--open-runs N] [--items N] [--heap SIZE]" >&2; exit 2 ;;
  esac
done

open_runs=${open_runs:-$runs}
jar=target/tablesmith.jar
launcher=target/package/image/tablesmith/bin/tablesmith
if [ ! -f "$jar" ]; then
  echo "error: $jar is missing; build it with: mvn -B -q package -DskipTests" >&2
  exit 1
fi

config=$(mktemp -d)  # a fresh settings folder: no recent files, no recovery offer
trap 'rm -rf "$config"' EXIT
props="-Dtablesmith.config.dir=$config"
wrap=()
if command -v xvfb-run >/dev/null 2>&1; then
  display="xvfb-run"
  wrap=(xvfb-run -a)
else
  display="Monocle headless"
  props="$props -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw"
fi

# run <jar|image> <extra JVM options> <arguments...>: prints the report lines
run() {
  local kind=$1 jvm=$2
  shift 2
  if [ "$kind" = jar ]; then
    # shellcheck disable=SC2086
    "${wrap[@]}" java $props $jvm -jar "$jar" "$@"
  elif [ "$kind" = jar-defaults ]; then
    # shellcheck disable=SC2086
    "${wrap[@]}" java $props -Dtablesmith.relaunch=false $jvm -jar "$jar" "$@"
  else
    JAVA_TOOL_OPTIONS="$props $jvm" "${wrap[@]}" "$launcher" "$@" 2>/dev/null
  fi
}

# median <key> <file>: the median of key=value over the lines of file
median() {
  grep -o "$1=[0-9]*" "$2" | cut -d= -f2 | sort -n | awk '{v[NR]=$1} END {if (NR == 0) print "-"; else if (NR % 2) print v[(NR+1)/2]; else print int((v[NR/2]+v[NR/2+1])/2)}'
}

kinds=(jar jar-defaults)
if [ -x "$launcher" ]; then
  kinds+=(image)
else
  echo "note: $launcher is missing (packaging/build-linux.sh --image-only); measuring the jar only"
fi

results=$(mktemp -d)
trap 'rm -rf "$config" "$results"' EXIT
echo "== $runs cold starts each, $display, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq "$runs"); do
  for kind in "${kinds[@]}"; do  # alternate, so that a busy spell on the machine hits both alike
    run "$kind" "" --startup-report | grep '^startup-report start-screen' | tee -a "$results/$kind-start"
  done
done
if [ "$items" -gt 0 ]; then
  echo "== $open_runs opens each of commerce-main with $items generated records, -Xmx$heap"
  for i in $(seq "$open_runs"); do
    for kind in "${kinds[@]}"; do
      run "$kind" "-Xmx$heap" --startup-report --open commerce-main --generate "$items" \
        | grep -E '^startup-report (open|view)' | tee -a "$results/$kind-open"
    done
  done
fi

echo
echo "== medians of $runs starts and $open_runs opens (ms; heap MiB)"
printf '%-12s %12s %12s %8s %12s %18s %11s\n' "" "first frame" "interactive" "cpu" "open: frame" "open: interactive" "open: heap"
for kind in "${kinds[@]}"; do
  touch "$results/$kind-open"
  printf '%-12s %12s %12s %8s %12s %18s %11s\n' "$kind" \
    "$(median first-frame-ms "$results/$kind-start")" "$(median interactive-ms "$results/$kind-start")" \
    "$(median cpu-ms "$results/$kind-start")" \
    "$(median first-frame-ms "$results/$kind-open")" "$(median interactive-ms "$results/$kind-open")" \
    "$(median heap-used-mib "$results/$kind-open")"
done
if [ "$items" -gt 0 ]; then
  echo
  echo "== medians of the opens: read, processor time, and each other view's first showing (ms)"
  printf '%-12s %8s %8s %16s %17s %8s\n' "" "read" "cpu" "access patterns" "item collections" "tables"
  for kind in "${kinds[@]}"; do
    grep '^startup-report open' "$results/$kind-open" > "$results/$kind-open-lines" || true
    for view in access-patterns item-collections tables; do
      grep "view=$view " "$results/$kind-open" > "$results/$kind-$view" || true
    done
    printf '%-12s %8s %8s %16s %17s %8s\n' "$kind" \
      "$(median read-ms "$results/$kind-open-lines")" "$(median cpu-ms "$results/$kind-open-lines")" \
      "$(median shown-ms "$results/$kind-access-patterns")" "$(median shown-ms "$results/$kind-item-collections")" \
      "$(median shown-ms "$results/$kind-tables")"
  done
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
