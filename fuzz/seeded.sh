#!/usr/bin/env bash
# fuzz/seeded.sh — runs the seeded differential fuzz tests (gtest programs, label fuzz) long: chunk
# after chunk, each on a fresh seed, several at a time, until a deadline; says what ran and prints
# the line that replays any failure (docs/testing.md, "Long seeded runs").
#
#   fuzz/seeded.sh BUILD_DIR (--seconds S | --hours H) [--jobs J] [--first-seed N] [--rounds R]
#                  [--only NAME[,NAME...]] [--chunks N]
#   fuzz/seeded.sh build --hours 8 --jobs 2 --first-seed 20261204      # a nightly run
#
# Chunk k runs fuzzer k mod F (F selected fuzzers, in the table's order) with seed first-seed + k
# and its rounds per chunk (or --rounds), so a run is replayed by its first seed and its chunk
# list. A chunk still running at the deadline is stopped and counted as cut, not as passed. Exit 0
# only when no chunk failed and every selected fuzzer completed at least one chunk (a window too
# short to finish anything is not a pass); 1 on a failure; 2 on bad usage. --chunks N starts at
# most N chunks (the run then ends when they do, or at the deadline).
set -euo pipefail

usage() {
  echo "usage: fuzz/seeded.sh BUILD_DIR (--seconds S | --hours H) [--jobs J] [--first-seed N] [--rounds R] [--only NAMES] [--chunks N]" >&2
  exit 2
}
[ $# -ge 1 ] || usage
[ -d "$1" ] || { echo "fuzz/seeded.sh: no build folder '$1'" >&2; exit 2; }
build_dir=$(cd "$1" && pwd); shift
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=""; jobs=$(nproc); first_seed=$(date +%Y%m%d); rounds=""; only=""; max_chunks=""
is_count() { [[ "$1" =~ ^[0-9]+$ ]] && [ "$1" -gt 0 ]; }
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || usage
  case "$1" in
    --seconds) seconds=$2 ;;
    --hours) is_count "$2" || usage; seconds=$(( $2 * 3600 )) ;;
    --jobs) jobs=$2 ;;
    --first-seed) first_seed=$2 ;;
    --rounds) rounds=$2 ;;
    --only) only=$2 ;;
    --chunks) max_chunks=$2 ;;
    *) usage ;;
  esac
  shift 2
done
is_count "${seconds:-x}" || { echo "fuzz/seeded.sh: give --seconds or --hours (a run must end)" >&2; exit 2; }
is_count "$jobs" || usage
[[ "$first_seed" =~ ^[0-9]+$ ]] || usage
[ -z "$rounds" ] || is_count "$rounds" || usage
[ -z "$max_chunks" ] || is_count "$max_chunks" || usage

# name | program (under BUILD_DIR) | gtest filter | rounds a chunk (IRGATE_FUZZ_COUNT)
# Rounds a chunk are sized to a few minutes of one core each, so a deadline cuts little work.
FUZZERS=(
  "spec|tests/parity/parity_fuzz_tests|SpecFuzz.BothEnginesGiveTheSameAnswerOnRandomSpecs|20000"
  "imported_ir|tests/parity/parity_fuzz_tests|ImportedIrFuzz.*|200000"
  "twin_lower_ir|tests/twin_engine/twin_engine_fuzz_tests|*|200000"
  "random_numerics|tests/numerics/numerics_random_spec_tests|*|400"
  "kill_resume|tests/grid/grid_kill_resume_tests|*|60"
)
selected=()
for row in "${FUZZERS[@]}"; do
  name=${row%%|*}
  if [ -z "$only" ] || [[ ",$only," == *",$name,"* ]]; then selected+=("$row"); fi
done
[ ${#selected[@]} -gt 0 ] || { echo "fuzz/seeded.sh: --only '$only' names no fuzzer" >&2; exit 2; }
for row in "${selected[@]}"; do
  IFS='|' read -r name program filter chunk <<< "$row"
  [ -x "$build_dir/$program" ] || { echo "fuzz/seeded.sh: no $build_dir/$program (build it first)" >&2; exit 2; }
done

run_dir="$build_dir/fuzz/seeded/$(date +%Y%m%d-%H%M%S)-$$"
mkdir -p "$run_dir"
export IRGATE_ROOT="$root"
export IRGATE_WORKER="$build_dir/tests/support_lib/irgate_test_worker"
export IRGATE_BIN="$build_dir/tools/irgate"  # the kill-and-resume test runs the command line
deadline=$(( $(date +%s) + seconds ))
echo "fuzz/seeded.sh: ${#selected[@]} fuzzers, $jobs jobs, ${seconds} s, seeds from $first_seed; logs in $run_dir"

declare -A passed=() cut=() failed=() done_rounds=()
declare -A job_of_pid=()
failures=()

# Reads one finished chunk's outcome from its status file (written by the chunk itself).
collect() {
  local pid=$1 info name seed count rc
  info=${job_of_pid[$pid]}; unset "job_of_pid[$pid]"
  IFS='|' read -r name seed count <<< "$info"
  rc=$(cat "$run_dir/$name-$seed.rc" 2>/dev/null || echo 255)
  if [ "$rc" -eq 0 ]; then
    passed[$name]=$(( ${passed[$name]:-0} + 1 )); done_rounds[$name]=$(( ${done_rounds[$name]:-0} + count ))
  elif [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    cut[$name]=$(( ${cut[$name]:-0} + 1 ))
  else
    failed[$name]=$(( ${failed[$name]:-0} + 1 ))
    failures+=("$name seed $seed ($count rounds), exit $rc: $run_dir/$name-$seed.log")
    echo "fuzz/seeded.sh: FAILED $name seed $seed; replay: IRGATE_FUZZ_SEED=$seed IRGATE_FUZZ_COUNT=$count" \
         "$build_dir/${program_of[$name]} --gtest_filter='${filter_of[$name]}'" >&2
  fi
}

declare -A program_of=() filter_of=()
for row in "${selected[@]}"; do
  IFS='|' read -r name program filter chunk <<< "$row"
  program_of[$name]=$program; filter_of[$name]=$filter
done

k=0
while :; do
  now=$(date +%s)
  [ "$now" -lt "$deadline" ] || break
  [ -z "$max_chunks" ] || [ "$k" -lt "$max_chunks" ] || break
  while [ ${#job_of_pid[@]} -ge "$jobs" ]; do
    wait -n -p finished || true
    collect "$finished"
  done
  IFS='|' read -r name program filter chunk <<< "${selected[$(( k % ${#selected[@]} ))]}"
  seed=$(( first_seed + k )); count=${rounds:-$chunk}; left=$(( deadline - $(date +%s) ))
  [ "$left" -gt 0 ] || break
  (
    rc=0
    IRGATE_FUZZ_SEED=$seed IRGATE_FUZZ_COUNT=$count timeout --signal=KILL "$left" \
      "$build_dir/$program" --gtest_filter="$filter" > "$run_dir/$name-$seed.log" 2>&1 || rc=$?
    echo "$rc" > "$run_dir/$name-$seed.rc"
  ) 2>> "$run_dir/$name-$seed.log" &   # the subshell's own 'Killed' notice goes to the chunk's log
  job_of_pid[$!]="$name|$seed|$count"
  k=$(( k + 1 ))
done
while [ ${#job_of_pid[@]} -gt 0 ]; do
  wait -n -p finished || true
  collect "$finished"
done

status=0
for row in "${selected[@]}"; do
  name=${row%%|*}
  echo "seeded $name: ${passed[$name]:-0} chunks passed (${done_rounds[$name]:-0} rounds), ${failed[$name]:-0} failed," \
       "${cut[$name]:-0} cut at the deadline"
  [ "${failed[$name]:-0}" -eq 0 ] || status=1
  if [ "${passed[$name]:-0}" -eq 0 ]; then
    echo "fuzz/seeded.sh: $name completed no chunk: not a pass (a longer window or --rounds)" >&2
    status=1
  fi
done
for f in "${failures[@]}"; do echo "  failure: $f"; done
exit $status
