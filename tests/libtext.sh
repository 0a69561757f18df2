#!/bin/sh
# libtext.sh - the library names its own fields, not command-line spellings: no string literal
# in src/core, src/model, src/ingest, src/engine or src/app holds an option ("--grid"). The
# library writes "launch.grid" as a diag's field and "{launch.grid}" in its text; the command
# layer prints them as the options (src/cli/clidiag.c). Run from the project root (make check
# runs it); exits 1 naming each literal found, 0 when there are none.
#   sh tests/libtext.sh [FILE...]     the files to read (default: the library's sources)
#
# The allow-list: text that must keep a "--" of its own, one grep -E pattern a line, each
# with why.
ALLOWED='nvprof
what-if: set on the command line \(--set\)'
# - nvprof: hwdata.c quotes the CUDA profiler's own flags (nvprof --csv --metrics ...), which
#   are no option of gpuperf's;
# - device_whatif.c writes this citation into the "sources" of a device copy (data in a file, not
#   a message; the same text as before, so saved what-if devices do not change).

[ $# -gt 0 ] || set -- src/core/*.[ch] src/model/*.[ch] src/ingest/*.[ch] src/engine/*.[ch] \
	src/app/*.[ch]
# a "..." literal holding --x, on a line that is not a comment's
found=$(grep -HnE '"([^"\\]|\\.)*--[a-z]' "$@" | grep -vE '^[^:]*:[0-9]+:[[:space:]]*(/\*|\*|//)' |
	grep -vE "$(printf '%s' "$ALLOWED" | tr '\n' '|')")
if [ -n "$found" ]; then
	printf '%s\n' "$found" | sed 's/^/libtext: command-line spelling in the library: /' >&2
	echo "hint: name the library's field (\"launch.grid\", or \"{launch.grid}\" in text) and map it" \
	     "to its option in src/cli/clidiag.c" >&2
	exit 1
fi
echo "libtext: no command-line spelling in the library's text ($(printf '%s\n' "$ALLOWED" |
	wc -l) allowed patterns)"
