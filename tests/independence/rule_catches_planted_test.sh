#!/bin/sh
# tests/independence/rule_catches_planted_test.sh — a tree rule (standalone_test.sh,
# header_deps_test.sh) can fail: a tree of 120 clean files passes it, and each planted text, alone
# in one more file, makes it fail naming that file.
#   rule_catches_planted_test.sh RULE_SH CLEAN_NAME CLEAN_TEXT PLANTED_NAME PLANTED_TEXT...
#   rule_catches_planted_test.sh header_deps_test.sh 'h%d.h' '#pragma once' planted.h '#include <CLI/CLI.hpp>'
set -eu
check=$1 clean_name=$2 clean_text=$3 planted_name=$4
shift 4
[ $# -gt 0 ] || { echo "FAIL: nothing to plant" >&2; exit 1; }
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
i=0
while [ $i -lt 120 ]; do
  # shellcheck disable=SC2059  # the name is a printf format on purpose ('f%d.txt')
  printf '%s\n' "$clean_text" > "$tree/$(printf "$clean_name" $i)"
  i=$((i + 1))
done
sh "$check" "$tree" >/dev/null || { echo "FAIL: a clean tree was refused by $check" >&2; exit 1; }
for planted in "$@"; do
  printf '%s\n' "$planted" > "$tree/$planted_name"
  if out=$(sh "$check" "$tree" 2>&1); then
    echo "FAIL: '$planted' was not caught by $check" >&2; exit 1
  fi
  case "$out" in *"$planted_name"*) ;; *) echo "FAIL: the report does not name $planted_name: $out" >&2; exit 1 ;; esac
done
echo "rule_catches_planted_test: $# planted texts caught by ${check##*/}"
