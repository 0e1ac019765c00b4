#!/bin/sh
# tests/independence/tracked_rule_test.sh — one rule over the repository's files: no line of the
# tracked files the pathspecs select (every file when none is given; in a source tarball, every
# such file but build folders) matches the extended regex. Data files (json, ll, ir, hsaco, npy)
# are not read. Fails listing file:line:text of each match, and when fewer than MIN files were
# read (a check over next to nothing would pass vacuously).
#   tracked_rule_test.sh ROOT NAME MIN 'what the matching files do' ERE [PATHSPEC...]
#   tracked_rule_test.sh . headers 50 'include a heavy header' '#include <CLI/CLI.hpp>' '*.h'
set -eu
root=$1 name=$2 min=$3 what=$4 rule=$5
shift 5
cd "$root"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  list=$(git ls-files -- "$@")
else
  list=$(find . -type f ! -path './build*' ! -path './.git/*' | sed 's|^\./||')
  if [ $# -gt 0 ]; then  # the pathspecs as shell patterns on the file's name
    list=$(printf '%s\n' "$list" | while IFS= read -r f; do
      for p in "$@"; do case "${f##*/}" in $p) echo "$f"; break ;; esac; done
    done)
  fi
fi
found=$(printf '%s\n' "$list" | while IFS= read -r f; do
  [ -f "$f" ] || continue
  case "$f" in *.json|*.ll|*.ir|*.hsaco|*.npy) continue ;; esac   # data, not prose or code
  grep -n -E "$rule" "$f" /dev/null 2>/dev/null || true
done)
if [ -n "$found" ]; then
  echo "$name: these tracked files $what:" >&2
  printf '%s\n' "$found" >&2
  exit 1
fi
count=$(printf '%s\n' "$list" | grep -c . || true)
[ "$count" -ge "$min" ] || { echo "$name: only $count files listed: the check would be vacuous" >&2; exit 1; }
echo "$name: $count files, none of them $what"
