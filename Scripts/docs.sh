#!/usr/bin/env bash
# SelectKit's DocC archive, from the modules already built in BIN (default:
# the debug build): the symbol graph of SelectKit, with the SelectCore types
# it re-exports, converted by the toolchain's own docc (no package plugin).
# Warnings are errors. Usage: Scripts/docs.sh [OUTPUT] (default .build/docs).
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
out=${1:-.build/docs}
bin=${BIN:-$("$swift" build --show-bin-path)}
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
triple=$("$swift" -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)
"$swift" symbolgraph-extract -module-name SelectKit -target "$triple" -I "$bin/Modules" \
  -minimum-access-level public -emit-extension-block-symbols \
  -experimental-allowed-reexported-modules=SelectCore -output-dir "$graphs"
"$(dirname "$(command -v "$swift")")/docc" convert Sources/SelectKit/SelectKit.docc \
  --additional-symbol-graph-dir "$graphs" --fallback-display-name SelectKit \
  --fallback-bundle-identifier select.SelectKit --warnings-as-errors --output-path "$out"
