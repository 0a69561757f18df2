#!/bin/sh
# Copy seed files (files, or every regular file under directories) into a fuzz corpus
# directory; missing seeds (e.g. ../shared/data on a machine without it) are skipped.
corpus=$1; shift
for s in "$@"; do
	[ -e "$s" ] || continue
	find "$s" -type f -size -1000k 2>/dev/null | while read -r f; do
		cp "$f" "$corpus/seed_$(echo "$f" | tr '/' '_')" 2>/dev/null
	done
done
exit 0
