#!/bin/sh
# tests/independence/standalone_test.sh — the repository stands alone: no tracked file names a
# path outside it (the design notes and reference material its authors kept beside the checkout
# are not in a user's clone, so a doc or comment pointing there points at nothing).
#   standalone_test.sh ROOT
set -eu
root=$1
cd "$root"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  list=$(git ls-files)
else  # a source tarball: every file but build folders
  list=$(find . -type f ! -path './build*' ! -path './.git/*')
fi
# Written in pieces so that this file does not match itself.
# Also citations of those notes by name (a section of the design notes, a reference page), which
# a reader of the clone cannot follow either.
outside='\.\./sha''red|sha''red/refer''ence/|sha''red/DES''IGN|DES''IGN §|DES''IGN\.md|refer''ence/[a-z_-]+\.md|anc''hors\.md'
found=$(printf '%s\n' "$list" | while IFS= read -r f; do
  [ -f "$f" ] || continue
  case "$f" in *.json|*.ll|*.ir|*.hsaco|*.npy) continue ;; esac   # data, not prose
  grep -n -E "$outside" "$f" /dev/null 2>/dev/null || true
done)
if [ -n "$found" ]; then
  echo "standalone_test: these tracked files name paths outside the repository:" >&2
  printf '%s\n' "$found" >&2
  exit 1
fi
count=$(printf '%s\n' "$list" | wc -l)
[ "$count" -gt 100 ] || { echo "standalone_test: only $count files listed: the check would be vacuous" >&2; exit 1; }
echo "standalone_test: $count files, none names a path outside the repository"
