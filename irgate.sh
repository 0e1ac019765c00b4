#!/usr/bin/env bash
# irgate.sh — the README's two commands, each doing all set-up on a fresh Debian 12:
#   ./irgate.sh check   install what is missing, build, run the pre-merge gate on the shipped configs
#   ./irgate.sh test    install what is missing, build, run every ctest label
# Extra arguments after `check` go to `irgate check` (e.g. --toolchain, --numerics, --json FILE).
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(cmake g++ ninja-build pkg-config
          libgtest-dev libgmock-dev libbenchmark-dev nlohmann-json3-dev libcli11-dev libfmt-dev
          libdtl-dev libssl-dev
          llvm-16 lld-16 llvm-19 lld-19 llvm-22 lld-22 llvm-22-dev
          libamdhip64-dev)   # HIP: the runtime's GPU path is compiled; it runs only where an AMD GPU is
# hip runs first: without a GPU its one test is skipped, and a log whose last ctest summary
# counts only a skipped test reads as "ran no test" (two CI runs were misjudged that way).
LABELS=(hip quick toolchain numerics fuzz grid)

ensure_packages() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "irgate.sh: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
}

# IRGATE_WERROR=1 in the environment (.ci/run sets it) makes warnings errors; a user's build
# shows them without failing. cmake runs every time, not only on a fresh build/, so the setting
# follows the environment on an existing build/ too (a re-run on a configured folder is ~1 s).
build() {
  local werror=OFF
  [ "${IRGATE_WERROR:-0}" = 1 ] && werror=ON
  if [ ! -f build/build.ninja ]; then
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DIRGATE_WERROR=$werror
  else
    cmake -S . -B build -DIRGATE_WERROR=$werror >/dev/null
  fi
  cmake --build build -j "$(nproc)"
}

# One closing line over every label, read from ctest's JUnit files: "irgate: N passed, N failed,
# N skipped". Each label's own ctest summary can end on a skipped test (hip without a GPU), which
# reads as "ran nothing"; this line counts what really ran. Zero passed tests is a failure.
summarize_labels() {
  local passed=0 failed=0 skipped=0 tests fails skips disabled
  for label in "${LABELS[@]}"; do
    local xml="build/test-results/${label}.xml"
    if [ ! -f "$xml" ]; then
      echo "irgate.sh: label $label wrote no JUnit file ($xml)" >&2
      return 1
    fi
    # ctest puts each <testsuite> attribute on its own line: join the opening tag first.
    local suite
    suite=$(tr '\n\t' '  ' < "$xml" | sed -n 's/.*<testsuite\([^>]*\)>.*/\1/p')
    tests=$(sed -n 's/.* tests="\([0-9]*\)".*/\1/p' <<< "$suite")
    fails=$(sed -n 's/.* failures="\([0-9]*\)".*/\1/p' <<< "$suite")
    skips=$(sed -n 's/.* skipped="\([0-9]*\)".*/\1/p' <<< "$suite")
    disabled=$(sed -n 's/.* disabled="\([0-9]*\)".*/\1/p' <<< "$suite")
    if [ -z "$tests" ] || [ -z "$fails" ] || [ -z "$skips" ] || [ -z "$disabled" ]; then
      echo "irgate.sh: $xml: no <testsuite tests= failures= skipped= disabled=> counts" >&2
      return 1
    fi
    skips=$((skips + disabled))   # a disabled test did not run either
    passed=$((passed + tests - fails - skips)); failed=$((failed + fails)); skipped=$((skipped + skips))
  done
  echo "irgate: ${passed} passed, ${failed} failed, ${skipped} skipped"
  [ "$passed" -gt 0 ] && [ "$failed" -eq 0 ]
}

case "${1:-}" in
  check)
    shift
    ensure_packages
    build
    exec ./build/tools/irgate check "$@"
    ;;
  test)
    ensure_packages
    build
    # One ctest run per label: each must select at least one test (--no-tests=error), so a
    # label that lost its tests fails instead of passing vacuously.
    status=0
    rm -rf build/test-results && mkdir -p build/test-results
    for label in "${LABELS[@]}"; do
      echo "=== ctest label: $label ==="
      ctest --test-dir build -L "^${label}\$" --no-tests=error --output-on-failure -j 2 \
            --output-junit "test-results/${label}.xml" || status=1
    done
    summarize_labels || status=1
    exit $status
    ;;
  *)
    echo "usage: ./irgate.sh check [irgate check flags] | ./irgate.sh test" >&2
    exit 2
    ;;
esac
