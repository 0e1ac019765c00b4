#!/bin/sh
# tests/independence/standalone_catches_planted_test.sh — standalone_test.sh can fail: in a tree of
# clean files it passes, and each planted outside reference (a path beside the checkout, a design
# note cited by section) makes it fail naming the file.
#   standalone_catches_planted_test.sh STANDALONE_TEST_SH
set -eu
check=$1
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
i=0
while [ $i -lt 120 ]; do echo "clean file $i" > "$tree/f$i.txt"; i=$((i + 1)); done
sh "$check" "$tree" >/dev/null || { echo "FAIL: a clean tree was refused" >&2; exit 1; }
# Written in pieces so that this file does not match the check itself.
for planted in '../sha''red/notes.md' 'see DES''IGN §4.1' 'refer''ence/toolchain.md §7'; do
  echo "$planted" > "$tree/planted.txt"
  if out=$(sh "$check" "$tree" 2>&1); then
    echo "FAIL: '$planted' was not caught" >&2; exit 1
  fi
  case "$out" in *planted.txt*) ;; *) echo "FAIL: the report does not name planted.txt: $out" >&2; exit 1 ;; esac
done
echo "standalone_catches_planted_test: 3 planted references caught"
