#!/bin/sh
# tests/refusals/cli_refusal_test.sh IRGATE — `irgate emit` and `irgate plan` on a spec the
# engines refuse (config 234, gfx1250, under llvm19 whose table says target_unsupported): exit 3,
# the reason on stderr, nothing on stdout, no --out file. And an emitting config still exits 0.
set -u
irgate=$1
dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$irgate" emit --config 234 --flavor llvm19 --out "$dir/k.ll" >"$dir/out" 2>"$dir/err"
rc=$?
[ "$rc" -eq 3 ] || fail "emit of a refused spec exited $rc, want 3"
[ ! -s "$dir/out" ] || fail "emit printed on stdout: $(cat "$dir/out")"
[ ! -e "$dir/k.ll" ] || fail "emit wrote --out for a refused spec"
grep -q "^irgate emit: refused arch_intrinsic_absent: .*gfx1250 under llvm19: target_unsupported" "$dir/err" ||
  fail "stderr lacks the table's reason: $(cat "$dir/err")"

"$irgate" plan --config 237 --flavor llvm22 --problem 1,8,8,4 >"$dir/out" 2>"$dir/err"
rc=$?
[ "$rc" -eq 3 ] || fail "plan of a refused spec exited $rc, want 3"
grep -q "^irgate plan: refused dw_r_split_range" "$dir/err" || fail "plan stderr: $(cat "$dir/err")"

"$irgate" emit --config 234 --flavor llvm22 --out "$dir/k.ll" || fail "emit of an emitting config failed"
grep -q "^define amdgpu_kernel" "$dir/k.ll" || fail "no kernel in the emitted text"
echo "PASS"
