#!/usr/bin/env bash
# Runs the command line on a design with a million sample records and prints, per command, the wall time, the
# exit code and the peak resident set size (RSS) of the whole process: generate (the design itself, again, into
# the output folder), validate, plan, check, collections and export in the formats whose output grows with the
# records (markdown, cli, workbench) and one that does not (cloudformation). Needs nothing but bash, java and
# /proc: the peak RSS comes from `/usr/bin/time -v` when it is installed, else from the kernel's high-water mark
# (VmHWM in /proc/PID/status), read just before the JVM exits by sampling every 50 ms (a peak in the last 50 ms
# can be missed; /usr/bin/time cannot miss it).
#
# Usage: packaging/bench-millions.sh [--records N] [--design FILE] [--java-options "OPTS"] [--jar JAR] [--keep]
#                                    [COMMAND...]
#   --records N      records in the generated design (commerce-main, N/5 records for each of its 5 entities;
#                    default 1000000); generated once into target/bench-millions/ and reused
#   --design FILE    measure this design file instead of generating one
#   --java-options   JVM options for every run (default: none, the JVM's defaults as `java -jar` runs them)
#   --jar JAR        measure this jar (default target/tablesmith.jar)
#   --keep           keep the exported files in target/bench-millions/out/
#   COMMAND...       a subset of: generate validate plan check collections markdown cli workbench cloudformation
#                    (generate measures commerce-main with N/5 records per entity even with --design)
# Build first: mvn -B -q package -DskipTests
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

records=1000000
design=
java_options=
jar=target/tablesmith.jar
keep=false
commands=()
while [ $# -gt 0 ]; do
  case "$1" in
    --records) records=$2; shift 2 ;;
    --design) design=$2; shift 2 ;;
    --java-options) java_options=$2; shift 2 ;;
    --jar) jar=$2; shift 2 ;;
    --keep) keep=true; shift ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    generate|validate|plan|check|collections|markdown|cli|workbench|cloudformation) commands+=("$1"); shift ;;
    *) echo "bench-millions.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done
if [ ${#commands[@]} -eq 0 ]; then
  commands=(generate validate plan check collections markdown cli workbench cloudformation)
fi

if [ ! -f "$jar" ]; then
  echo "bench-millions.sh: $jar is missing; build it with: mvn -B -q package -DskipTests" >&2
  exit 2
fi
work=target/bench-millions
mkdir -p "$work/out"
per_entity=$(( (records + 4) / 5 ))
example=src/main/resources/dev/tablesmith/examples/commerce-main.tablesmith.json
needs_design=false
for command in "${commands[@]}"; do
  [ "$command" = generate ] || needs_design=true
done
if [ -z "$design" ]; then
  design=$work/commerce-main-$records.tablesmith.json
  if [ ! -f "$design" ] && [ "$needs_design" = true ]; then
    echo "generating $design ($per_entity records for each of commerce-main's 5 entities, seed 42)..." >&2
    java -jar "$jar" generate "$example" --count "$per_entity" --seed 42 --out "$design" >&2
  fi
fi

# peak_rss_kib PID: the VmHWM of PID, sampled until it exits (the last sample before /proc/PID disappears)
sample_hwm() {
  local pid=$1 hwm=0 line
  while [ -r "/proc/$pid/status" ]; do
    line=$(grep -m1 '^VmHWM:' "/proc/$pid/status" 2>/dev/null || true)
    if [ -n "$line" ]; then
      hwm=$(echo "$line" | awk '{print $2}')
    fi
    sleep 0.05
  done
  echo "$hwm"
}

# measure NAME ARGS...: runs java -jar JAR ARGS, prints one table row
measure() {
  local name=$1
  shift
  local start end rc rss secs
  local timing=$work/time-$name.txt
  start=$(date +%s%N)
  if [ -x /usr/bin/time ]; then
    set +e
    # shellcheck disable=SC2086
    /usr/bin/time -v -o "$timing" java $java_options -jar "$jar" "$@" > "$work/out/$name.stdout" 2> "$work/out/$name.stderr"
    rc=$?
    set -e
    rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$timing")
  else
    # shellcheck disable=SC2086
    java $java_options -jar "$jar" "$@" > "$work/out/$name.stdout" 2> "$work/out/$name.stderr" &
    local pid=$!
    rss=$(sample_hwm "$pid")
    set +e
    wait "$pid"
    rc=$?
    set -e
  fi
  end=$(date +%s%N)
  secs=$(awk -v n=$(( (end - start) / 1000000 )) 'BEGIN {printf "%.1f", n / 1000}')
  printf '| %-28s | %7s s | %6s MiB | %4s |\n' "$name" "$secs" "$(( rss / 1024 ))" "$rc"
  if [ "$rc" -ne 0 ] || grep -q 'OutOfMemoryError\|Exception in thread' "$work/out/$name.stderr"; then
    sed -n '1,3p' "$work/out/$name.stderr" | sed 's/^/    /'
  fi
}

echo "design: $design ($([ -f "$design" ] && du -h "$design" | cut -f1 || echo 'not generated')); java: $(java -version 2>&1 | head -1);" \
  "JVM options: ${java_options:-defaults}; $(nproc) cores; $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo) memory;" \
  "load average before: $(cut -d' ' -f1-3 /proc/loadavg); rss from: $([ -x /usr/bin/time ] && echo '/usr/bin/time -v' || echo 'VmHWM sampling')"
echo
printf '| %-28s | %9s | %10s | %4s |\n' command time "peak RSS" exit
echo "|------------------------------|-----------|------------|------|"
for command in "${commands[@]}"; do
  case "$command" in
    generate) measure generate generate "$example" --count "$per_entity" --seed 42 --out "$work/out/generated.json" ;;
    validate) measure validate validate "$design" ;;
    plan) measure plan plan "$design" ;;
    check) measure check check "$design" ;;
    collections) measure collections collections "$design" ;;
    markdown) measure "export markdown" export "$design" --format markdown --out "$work/out/design.md" ;;
    cli) measure "export cli" export "$design" --format cli --out "$work/out/load.sh" ;;
    workbench) measure "export workbench" export "$design" --format workbench --out "$work/out/workbench.json" ;;
    cloudformation) measure "export cloudformation" export "$design" --format cloudformation --out "$work/out/table.yaml" ;;
  esac
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$keep" = false ]; then
  rm -rf "$work/out" "$work"/time-*.txt
fi
