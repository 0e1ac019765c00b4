#!/usr/bin/env bash
# tests/builds/build_matrix.sh — builds irgate in Debug, Release and RelWithDebInfo with GCC and
# with clang 22, each in its own folder, with -Werror (IRGATE_WERROR=ON) so a warning fails the
# cell. Too slow for ctest (six full builds); run it by hand or from a CI job:
#
#   tests/builds/build_matrix.sh                      # all six cells, in build-matrix/<compiler>-<type>
#   tests/builds/build_matrix.sh --out /tmp/m --types Release --compilers "gcc clang"
#   tests/builds/build_matrix.sh --keep-going         # run every cell even after a failure
#
# Debug cells build one translation unit per file (IRGATE_UNITY=OFF, IRGATE_PCH=OFF): a file
# that forgets an #include and leans on a unity batch-mate or the precompiled header fails there.
# Prints one line per cell (ok / FAIL, seconds) and exits 1 if any cell failed.
set -uo pipefail
cd "$(dirname "$0")/../.."

out=build-matrix
types="Debug Release RelWithDebInfo"
compilers="gcc clang"
keep_going=0
jobs=2
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --types) types=$2; shift 2 ;;
    --compilers) compilers=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --keep-going) keep_going=1; shift ;;
    *) echo "usage: $0 [--out DIR] [--types \"Debug Release RelWithDebInfo\"] [--compilers \"gcc clang\"] [--jobs N] [--keep-going]" >&2
       exit 2 ;;
  esac
done

for compiler in $compilers; do
  case "$compiler" in
    gcc | clang) ;;
    *) echo "build_matrix: unknown compiler '$compiler' (gcc, clang)" >&2; exit 2 ;;
  esac
done
mkdir -p "$out"

failed=0
summary=()
for compiler in $compilers; do
  if [ "$compiler" = gcc ]; then cc=gcc cxx=g++; else cc=clang-22 cxx=clang++-22; fi
  if ! command -v "$cxx" >/dev/null; then
    echo "build_matrix: $cxx is not installed" >&2
    summary+=("FAIL $compiler (no $cxx)")
    failed=1
    [ $keep_going -eq 1 ] && continue || break
  fi
  for type in $types; do
    dir="$out/$compiler-$type"
    plain=OFF
    [ "$type" = Debug ] && plain=ON
    speed=()
    [ $plain = ON ] && speed=(-DIRGATE_UNITY=OFF -DIRGATE_PCH=OFF)
    echo "=== $compiler $type -> $dir ==="
    start=$(date +%s)
    if CC=$cc CXX=$cxx cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" -DIRGATE_WERROR=ON \
           "${speed[@]}" >"$dir.configure.log" 2>&1 &&
       cmake --build "$dir" -j "$jobs" -- -k 0 >"$dir.build.log" 2>&1; then   # -k 0: every error
      verdict=ok
    else
      verdict=FAIL
      failed=1
      echo "--- what failed ($dir.build.log, configure: $dir.configure.log) ---"
      if [ -s "$dir.build.log" ]; then
        grep -E '^FAILED|error:|warning:' "$dir.build.log" | head -n 40
      else
        tail -n 30 "$dir.configure.log"
      fi
    fi
    line="$verdict $compiler $type $(( $(date +%s) - start ))s"
    echo "$line"
    summary+=("$line")
    if [ $failed -eq 1 ] && [ $keep_going -eq 0 ]; then break 2; fi
  done
done
echo "=== build matrix ==="
printf '%s\n' "${summary[@]}"
exit $failed
