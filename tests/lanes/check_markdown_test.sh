#!/bin/sh
# tests/lanes/check_markdown_test.sh — `irgate check --markdown/--junit/--json` on the shipped
# corpus: the files hold what ran (a parity row per family, golden and coverage verdicts).
#   check_markdown_test.sh IRGATE_BIN
set -eu
bin=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$bin" check --markdown "$out/check.md" --junit "$out/check.xml" --json "$out/check.json" > "$out/stdout"
fail() { echo "check_markdown_test: $*" >&2; cat "$out/check.md" >&2; exit 1; }
grep -q '^## irgate check: PASS$' "$out/check.md" || fail "no PASS heading"
for lane in parity golden coverage; do
  grep -q "^| $lane | PASS | " "$out/check.md" || fail "no PASS row for $lane"
  grep -q "^### $lane$" "$out/check.md" || fail "no section for $lane"
done
for family in direct_wgrad direct_wgrad_small_c direct_depthwise_wgrad implicit_gemm_wgrad direct_wgrad_reduce; do
  grep -q "^| $family | " "$out/check.md" || fail "no parity row for $family"
done
grep -q '<testsuite name="parity"' "$out/check.xml" || fail "no parity suite in the JUnit file"
grep -q '"schema": "irgate.check_report/v1"' "$out/check.json" || fail "no check report schema in the JSON"
grep -q '^irgate check: PASS$' "$out/stdout" || fail "stdout does not end on the verdict"
