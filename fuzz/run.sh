#!/usr/bin/env bash
# fuzz/run.sh — runs one libFuzzer target of fuzz/ on its seed corpus, bounded, and says what it
# did: executions, seconds, exec/s, coverage, corpus, findings. The ctest runs (label fuzz) and
# the long runs both go through here (docs/testing.md, "Fuzzing").
#
#   fuzz/run.sh BUILD_DIR TARGET [--runs N] [--seconds S] [--hours H] [--min-runs N]
#               [--max-len BYTES] [-- more libFuzzer flags]
#   fuzz/run.sh build-sanitize tile_ir_differential --runs 1000000
#   fuzz/run.sh build-sanitize llvm_translate --hours 4
#
# TARGET: config_loader golden_index arch_table tile_ir_differential llvm_translate.
# Seeds are copied fresh from the repository on every run (they follow the checkout); the corpus
# libFuzzer grows lives on in BUILD_DIR/fuzz/work/TARGET/corpus; each run's log and crash, leak or
# timeout inputs land in .../runs/<time>-<pid>/. Inputs are at most --max-len bytes (default
# 8192: the small blessed kernels stay whole and a run does thousands of inputs a second; bigger
# seeds are cut, which the parsers must refuse cleanly too). Exit 0 only when the fuzzer ran at least --min-runs inputs (default 1) and found
# nothing; a fuzzer that ran no input is a failure, never a pass.
set -euo pipefail

usage() { echo "usage: fuzz/run.sh BUILD_DIR TARGET [--runs N] [--seconds S] [--hours H] [--min-runs N] [--max-len B] [-- flags]" >&2; exit 2; }
[ $# -ge 2 ] || usage
build_dir=$(cd "$1" && pwd); target=$2; shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
runs=""; seconds=""; min_runs=1; max_len=""; extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --hours) seconds=$(( $2 * 3600 )); shift 2 ;;
    --min-runs) min_runs=$2; shift 2 ;;
    --max-len) max_len=$2; shift 2 ;;
    --) shift; extra=("$@"); break ;;
    *) usage ;;
  esac
done
[ -n "$runs$seconds" ] || { echo "fuzz/run.sh: give --runs, --seconds or --hours (a run must end)" >&2; exit 2; }

fuzzer="$build_dir/fuzz/${target}_fuzzer"
[ -x "$fuzzer" ] || { echo "fuzz/run.sh: no $fuzzer (configure with -DIRGATE_LIBFUZZER=ON and clang, then build it)" >&2; exit 2; }

work="$build_dir/fuzz/work/$target"
run_dir="$work/runs/$(date +%Y%m%d-%H%M%S)-$$"   # log + findings of this run only, never recounted
rm -rf "$work/seeds"
mkdir -p "$work/seeds" "$work/corpus" "$run_dir"

# A JSON document nested `depth` arrays deep: the loaders' depth limit is 64 (support/json.h), so
# the seeds hold one at the limit and one far past it, for mutations to start from both sides.
nested_json() {
  local depth=$1
  printf '%*s' "$depth" '' | tr ' ' '['; printf '1'; printf '%*s' "$depth" '' | tr ' ' ']'
}

# Seeds: the repository's own files of the format the target reads (globs from the root).
seed_globs=()
case "$target" in
  config_loader) seed_globs=("parity/configs/*.json") ;;
  golden_index)  seed_globs=("golden/data/*/*.json") ;;
  arch_table)    seed_globs=("arch_domain/tables/*.json") ;;
  tile_ir_differential) seed_globs=("golden/data/canonical/*/*.ir") ;;
  llvm_translate) seed_globs=("golden/data/llvm*/*/*.ll") ;;
  *) echo "fuzz/run.sh: unknown target '$target'" >&2; usage ;;
esac
count=0
for glob in "${seed_globs[@]}"; do
  for f in $root/$glob; do
    [ -f "$f" ] || continue
    cp "$f" "$work/seeds/$(echo "${f#$root/}" | tr '/' '_')"
    count=$((count + 1))
  done
done
[ "$count" -gt 0 ] || { echo "fuzz/run.sh: no seed file matches ${seed_globs[*]} under $root" >&2; exit 1; }
case "$target" in
  config_loader|golden_index|arch_table)
    nested_json 64 > "$work/seeds/nested_64.json"
    nested_json 4096 > "$work/seeds/nested_4096.json" ;;
esac

flags=(-print_final_stats=1 -timeout=60 "-artifact_prefix=$run_dir/")
[ -n "$runs" ] && flags+=("-runs=$runs")
[ -n "$seconds" ] && flags+=("-max_total_time=$seconds")
flags+=("-max_len=${max_len:-8192}")
log="$run_dir/fuzz.log"
echo "fuzz/run.sh: $target: $count seed files; log $log"
status=0
(cd "$work" && "$fuzzer" "${flags[@]}" "${extra[@]}" corpus seeds) > "$log" 2>&1 || status=$?

stat_of() { sed -n "s/^stat::$1: *\([0-9]*\).*/\1/p" "$log" | tail -1; }
executed=$(stat_of number_of_executed_units)
per_second=$(stat_of average_exec_per_sec)
new_units=$(stat_of new_units_added)
peak_rss=$(stat_of peak_rss_mb)
last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
elapsed=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
findings=$(ls "$run_dir" | grep -vc '^fuzz.log$' || true)
echo "fuzz $target: executions ${executed:-0}, ${elapsed:-?} s, ${per_second:-?} exec/s, new units ${new_units:-?}," \
     "peak RSS ${peak_rss:-?} MB, findings $findings (in $run_dir)"
echo "  final: ${last:-none}"
if [ "$status" -ne 0 ]; then
  echo "fuzz/run.sh: $target FOUND something (fuzzer exit $status); the end of its log:" >&2
  tail -n 60 "$log" >&2
  exit 1
fi
if [ -z "$executed" ] || [ "$executed" -lt "$min_runs" ]; then
  echo "fuzz/run.sh: $target ran ${executed:-no} inputs, fewer than the $min_runs required: not a pass" >&2
  tail -n 20 "$log" >&2
  exit 1
fi
