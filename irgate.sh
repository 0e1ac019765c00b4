#!/usr/bin/env bash
# irgate.sh — the README's two commands, each doing all set-up on a fresh Debian 12:
#   ./irgate.sh check   install what is missing, build, run the pre-merge gate on the shipped configs
#   ./irgate.sh test    install what is missing, build, run every ctest label
#   ./irgate.sh test --sanitize   the same in build-sanitize/ with ASan + UBSan, labels quick,
#                                 numerics and fuzz (docs/building.md, "Sanitizers"); the libFuzzer
#                                 targets of fuzz/ are built there and run briefly (label fuzz)
#   ./irgate.sh fuzz TARGET|all --hours N   long libFuzzer runs in build-sanitize/ (docs/testing.md)
#   ./irgate.sh fuzz seeded --hours N       long seeded differential fuzz runs in build/ (docs/testing.md)
# Extra arguments after `check` go to `irgate check` (e.g. --toolchain, --numerics, --json FILE).
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(cmake g++ ninja-build pkg-config
          libgtest-dev libgmock-dev libbenchmark-dev nlohmann-json3-dev libcli11-dev libfmt-dev
          libdtl-dev libssl-dev
          llvm-16 lld-16 llvm-19 lld-19 llvm-22 lld-22 llvm-22-dev liblld-22-dev
          libamdhip64-dev)   # HIP: the GPU path runs on a GPU, or on irgate's emulated device (hip_emu/)
# hip runs first (it once skipped without a GPU, and a log whose last ctest summary counted only a
# skipped test read as "ran no test"); it now runs on the emulated device where there is no GPU.
LABELS=(hip quick toolchain numerics fuzz grid)
BUILD_DIR=build
CMAKE_EXTRA=()

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
# The sanitizer build never uses -Werror: the normal build is the warning gate, and GCC warns
# more (and wrongly) once -fsanitize=address instruments the code. Arguments are build targets
# (none: all): `check` builds only the irgate binary, which is also the program its lanes'
# worker processes run (docs/processes.md); `test` builds everything.
build() {
  local werror=OFF
  [ "${IRGATE_WERROR:-0}" = 1 ] && [ "$BUILD_DIR" = build ] && werror=ON
  if [ ! -f "$BUILD_DIR/build.ninja" ]; then
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DIRGATE_WERROR=$werror \
          "${CMAKE_EXTRA[@]}"
  else
    cmake -S . -B "$BUILD_DIR" -DIRGATE_WERROR=$werror "${CMAKE_EXTRA[@]}" >/dev/null
  fi
  local targets=()
  [ $# -gt 0 ] && targets=(--target "$@")
  cmake --build "$BUILD_DIR" -j "$(nproc)" "${targets[@]}"
}

# `test --sanitize`: its own folder, ASan + UBSan (cmake/sanitize.cmake), the labels that run our
# code on data (toolchain and grid spend their time in llc; hip swaps libamdhip64 for the emulated
# device, checked in the normal build). The options below
# come first in each variable, so a user's own ASAN_OPTIONS / UBSAN_OPTIONS still win:
#   handle_segv=0     tests crash worker processes on purpose (raise(SIGSEGV)) and check that the
#                     parent names "killed by signal 11"; ASan's own SEGV handler would turn that
#                     into a report and exit code. Real memory errors are caught by the
#                     instrumentation before any SEGV, and a stray SEGV still kills the test.
#   exitcode=66       a sanitizer report exits 66, which no irgate command uses, so a CLI test that
#                     expects exit 1 or 2 cannot pass on a report (ASan's default is 1).
#   detect_leaks=1    leak checking stays on: whole programs (tests, irgate, its workers, which
#                     exit normally when their parent closes their socket) are checked at exit.
#   print_stacktrace=1, halt_on_error=1 (UBSan): a full stack, and the first report ends the run
#                     (UBSan reads handle_segv and exitcode from its own variable, so they repeat).
# The sanitizer build uses clang 22, whose libFuzzer the fuzz targets need. (It was first chosen
# because GCC 12's libasan deadlocks a child forked while another thread allocates; the lanes no
# longer fork, their workers start by exec: docs/processes.md.)
sanitize_mode() {
  BUILD_DIR=build-sanitize
  PACKAGES+=(clang-22 libclang-rt-22-dev)
  CMAKE_EXTRA=(-DIRGATE_SANITIZE=address,undefined -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22
               -DIRGATE_LIBFUZZER=ON)
  LABELS=(quick numerics fuzz)
  export ASAN_OPTIONS="handle_segv=0:exitcode=66:detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:handle_segv=0:exitcode=66${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
  export LSAN_OPTIONS="exitcode=66${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
  if [ -z "${ASAN_SYMBOLIZER_PATH:-}" ] && [ -x /usr/lib/llvm-22/bin/llvm-symbolizer ]; then
    export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-22/bin/llvm-symbolizer   # function:line in reports
  fi
}

# One closing line over every label, read from ctest's JUnit files: "irgate: N passed, N failed,
# N skipped". Each label's own ctest summary can end on a skipped test (hip built without HIP), which
# reads as "ran nothing"; this line counts what really ran. Zero passed tests is a failure.
summarize_labels() {
  local passed=0 failed=0 skipped=0 tests fails skips disabled
  for label in "${LABELS[@]}"; do
    local xml="$BUILD_DIR/test-results/${label}.xml"
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
  local name=irgate
  [ "$BUILD_DIR" = build ] || name=$BUILD_DIR
  echo "${name}: ${passed} passed, ${failed} failed, ${skipped} skipped"
  [ "$passed" -gt 0 ] && [ "$failed" -eq 0 ]
}

case "${1:-}" in
  check)
    shift
    ensure_packages
    build irgate
    exec ./build/tools/irgate check "$@"
    ;;
  test)
    shift
    case "${1:-}" in
      --sanitize) sanitize_mode ;;
      "") ;;
      *) echo "usage: ./irgate.sh test [--sanitize]" >&2; exit 2 ;;
    esac
    ensure_packages
    build
    # One ctest run per label: each must select at least one test (--no-tests=error), so a
    # label that lost its tests fails instead of passing vacuously.
    status=0
    rm -rf "$BUILD_DIR/test-results" && mkdir -p "$BUILD_DIR/test-results"
    for label in "${LABELS[@]}"; do
      echo "=== ctest label: $label ($BUILD_DIR) ==="
      ctest --test-dir "$BUILD_DIR" -L "^${label}\$" --no-tests=error --output-on-failure -j 2 \
            --output-junit "test-results/${label}.xml" || status=1
    done
    summarize_labels || status=1
    exit $status
    ;;
  fuzz)
    # ./irgate.sh fuzz TARGET|all [--hours N | --runs N | --seconds N]: fuzz/run.sh per target, one
    # after the other, in the sanitizer build (the corpus each grows stays in build-sanitize/fuzz/).
    # ./irgate.sh fuzz seeded --hours N [--jobs J] [--first-seed S] [--only NAMES]: the seeded
    # differential fuzz tests, chunk after chunk on fresh seeds, J at a time (fuzz/seeded.sh), in
    # the normal build.
    shift
    [ $# -ge 1 ] || { echo "usage: ./irgate.sh fuzz TARGET|all|seeded [--hours N | --runs N | --seconds N]" >&2; exit 2; }
    if [ "$1" = seeded ]; then
      shift
      ensure_packages
      build parity_fuzz_tests twin_engine_fuzz_tests numerics_random_spec_tests irgate_test_worker irgate
      exec fuzz/seeded.sh "$BUILD_DIR" "$@"
    fi
    targets=("$1"); shift
    [ "${targets[0]}" = all ] && targets=(config_loader golden_index arch_table tile_ir_differential llvm_translate)
    sanitize_mode
    ensure_packages
    build
    status=0
    for target in "${targets[@]}"; do fuzz/run.sh "$BUILD_DIR" "$target" "$@" || status=1; done
    exit $status
    ;;
  *)
    echo "usage: ./irgate.sh check [irgate check flags] | ./irgate.sh test [--sanitize] | ./irgate.sh fuzz TARGET|all|seeded --hours N" >&2
    exit 2
    ;;
esac
