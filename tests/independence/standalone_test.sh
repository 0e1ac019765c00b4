#!/bin/sh
# tests/independence/standalone_test.sh — the repository stands alone: no tracked file names a
# path outside it (the design notes and reference material its authors kept beside the checkout
# are not in a user's clone, so a doc or comment pointing there points at nothing).
#   standalone_test.sh ROOT
set -eu
# Written in pieces so that this file does not match itself.
# Also citations of those notes by name (a section of the design notes, a reference page), which
# a reader of the clone cannot follow either.
outside='\.\./sha''red|sha''red/refer''ence/|sha''red/DES''IGN|DES''IGN §|DES''IGN\.md|refer''ence/[a-z_-]+\.md|anc''hors\.md'
exec sh "$(dirname "$0")/tracked_rule_test.sh" "$1" standalone_test 100 "name a path outside the repository" "$outside"
