#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/Harnesses and runs each in turn.
#
#   Fuzz/run.sh [SECONDS] [HARNESS...]    default: 60 seconds, every harness
#
# SelectCore is compiled once with swiftc (-O, Swift 6 mode, fuzzer and
# address sanitizer instrumentation, testing enabled so harnesses can reach
# internal API) into .build/fuzz/core; each harness is then compiled against
# it with Fuzz/Support and linked into its own binary. Compiling the core
# takes about 45 s, so it is rebuilt only when a core source changes.
#
# Each harness runs for SECONDS, starting from its seeds in Fuzz/Corpus/NAME
# plus what earlier runs found (.build/fuzz/corpus/NAME, which grows). A crash
# or failed property leaves its input in .build/fuzz/crashes/NAME; replay it
# with `.build/fuzz/bin/NAME FILE`, shrink it with
# `.build/fuzz/bin/NAME -minimize_crash=1 -runs=100000 FILE`.
# Exits 1 when any harness crashed.
set -euo pipefail

HARNESSES=(options pick template keys lines display matcher checklist sgr memory)

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$root/.build/fuzz
seconds=${1:-60}
shift $(($# > 0 ? 1 : 0))
if ! [[ $seconds =~ ^[0-9]+$ ]] || ((seconds == 0)); then
  echo "usage: Fuzz/run.sh [SECONDS] [HARNESS...] (harnesses: ${HARNESSES[*]})" >&2
  exit 2
fi
selected=("$@")
((${#selected[@]})) || selected=("${HARNESSES[@]}")
for name in "${selected[@]}"; do
  if [[ ! -f $root/Fuzz/Harnesses/$name.swift ]]; then
    echo "fuzz: no harness '$name' (harnesses: ${HARNESSES[*]})" >&2
    exit 2
  fi
done

# The package name lets harnesses reach SelectCore's `package` API, as the
# package's own test support does.
flags=(-O -g -swift-version 6 -parse-as-library -sanitize=fuzzer,address -package-name select)
mkdir -p "$build/core" "$build/bin" "$build/logs"

# Rebuilds the core when any of its sources (or this script) is newer.
core=$build/core/libSelectCore.a
if [[ ! -f $core ]] || [[ -n $(find "$root/Sources/SelectCore" "$0" -newer "$core" -print -quit) ]]; then
  echo "fuzz: compiling SelectCore"
  start=$SECONDS
  mapfile -t sources < <(find "$root/Sources/SelectCore" -name '*.swift' | sort)
  swiftc "${flags[@]}" -enable-testing -module-name SelectCore -emit-library -static \
    -emit-module -emit-module-path "$build/core/SelectCore.swiftmodule" \
    "${sources[@]}" -o "$core"
  echo "fuzz: SelectCore compiled in $((SECONDS - start)) s"
fi

support=("$root"/Fuzz/Support/*.swift)
for name in "${selected[@]}"; do
  binary=$build/bin/$name
  harness=$root/Fuzz/Harnesses/$name.swift
  # The matcher is checked against the reference scorer of the test support.
  extra=()
  [[ $name == matcher ]] && extra=("$root/Sources/SelectTestSupport/ReferenceScorer.swift")
  if [[ ! -x $binary ]] || [[ -n $(find "$harness" "${support[@]}" "${extra[@]}" "$core" -newer "$binary" -print -quit) ]]; then
    echo "fuzz: compiling $name"
    swiftc "${flags[@]}" -use-ld=lld -module-name "Fuzz_$name" -I "$build/core" \
      "$harness" "${support[@]}" "${extra[@]}" -L "$build/core" -lSelectCore -o "$binary"
  fi
done

crashed=0
for name in "${selected[@]}"; do
  corpus=$build/corpus/$name
  crashes=$build/crashes/$name
  log=$build/logs/$name.log
  mkdir -p "$corpus" "$crashes"
  printf 'fuzz: %-9s %3d s ... ' "$name" "$seconds"
  status=0
  SWIFT_BACKTRACE=enable=no "$build/bin/$name" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$crashes/" \
    "$corpus" "$root/Fuzz/Corpus/$name" >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  [[ -n $runs ]] || runs=$(grep -o '^#[0-9]*' "$log" | tail -n 1 | tr -d '#' || true)
  if ((status == 0)); then
    echo "${runs:-?} runs, no crash"
  else
    crashed=1
    artifact=$(sed -n 's/.*Test unit written to //p' "$log" | tail -n 1)
    echo "${runs:-?} runs, CRASH: ${artifact:-no input saved} (log: $log)"
    grep -m 3 -E 'Fatal error|ERROR: (libFuzzer|AddressSanitizer)|SUMMARY' "$log" | sed 's/^/  /' || true
  fi
done
exit "$crashed"
