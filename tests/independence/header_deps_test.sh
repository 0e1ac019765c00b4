#!/bin/sh
# tests/independence/header_deps_test.sh — no header of the source tree includes a heavy
# header-only library: <nlohmann/json.hpp> (a header that names json uses <nlohmann/json_fwd.hpp>;
# one that holds a spec holds registry::SpecValues) or CLI11 (only the tools/*.cpp files that
# parse command lines include it). A header includes them into every file that includes it,
# which was most of a fresh build's time (docs/building.md, "Headers and the header-only libraries").
#   header_deps_test.sh ROOT
set -eu
# The include as the preprocessor reads it: <...> or "...", spaces allowed around the '#'.
heavy='^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](nlohmann/json\.hpp|CLI/CLI\.hpp|CLI/App\.hpp|CLI11\.hpp)[>"]'
exec sh "$(dirname "$0")/tracked_rule_test.sh" "$1" header_deps_test 50 \
  "include nlohmann/json.hpp or CLI11 (include it in the .cpp files)" "$heavy" '*.h' '*.hpp' '*.hh' '*.def' '*.inc'
