#!/bin/sh
# layers.sh - the calls keep the layers: no object of a lower layer references a symbol that an
# object of a higher layer defines (docs/ARCHITECTURE.md "Layout: one folder per area").
#   core < model, ingest < engine < app < cli helpers < cli commands (cmd_*.c) < main.c
# model and ingest are one floor (they may call each other); calls within a floor are free.
#   sh tests/layers.sh BUILD_DIR     nm every object of src/*/*.c found in BUILD_DIR
#   sh tests/layers.sh --nm FILE     read 'nm -A' output of the objects from FILE instead
# An object is named after its source (foo.o <- src/AREA/foo.c). Prints each arrow up as
# "up: LOW -> HIGH (symbol, ...)", marked "known" when the allow-list below holds it; exits 1
# when an arrow is not on the list. Run from the project root (make check runs it).
#
# The allow-list: arrows up that are known and accepted, each line one arrow
# "LOWER/file.c HIGHER/file.c". It is empty: every call keeps the layers. A line whose arrow
# is gone is reported; the count is printed on every run.
ALLOWED='
'

if [ "$1" = "--nm" ] && [ -r "$2" ]; then
	nmout=$(cat "$2")
elif [ -n "$1" ] && [ -d "$1" ]; then
	objs=""
	for s in src/*/*.c; do
		o=${s##*/}
		o="$1/${o%.c}.o"
		[ -r "$o" ] && objs="$objs $o"
	done
	if [ -z "$objs" ]; then
		echo "layers: no objects of src/*/*.c in $1" >&2
		echo "hint: build first (make), or give the build directory" >&2
		exit 2
	fi
	nmout=$(nm -A $objs) || exit 2
else
	echo "usage: sh tests/layers.sh BUILD_DIR | --nm NM_OUTPUT" >&2
	echo "hint: 'make check' runs it on build/" >&2
	exit 2
fi

# object base name -> AREA/file.c, from the tree
srcmap=$(for s in src/*/*.c; do o=${s##*/}; echo "${o%.c}.o ${s#src/}"; done)

printf '%s\n@@MAP\n%s\n@@ALLOWED\n%s\n@@NM\n%s\n' "" "$srcmap" "$ALLOWED" "$nmout" | awk '
function floor(src,   area, file) {
	split(src, p, "/"); area = p[1]; file = p[2]
	if (area == "core") return 0
	if (area == "model" || area == "ingest") return 1
	if (area == "engine") return 2
	if (area == "app") return 3
	if (area == "cli") return file == "main.c" ? 6 : file ~ /^cmd_/ ? 5 : 4
	return -1
}
/^@@MAP$/ { sec = "map"; next }
/^@@ALLOWED$/ { sec = "allowed"; next }
/^@@NM$/ { sec = "nm"; next }
sec == "map" && NF == 2 { src[$1] = $2; next }
sec == "allowed" && NF == 2 { allowed[$1 " " $2] = 1; nallowed++; next }
sec == "nm" && NF >= 2 {
	# "dir/foo.o:ADDR T name" or "dir/foo.o:   U name"
	i = index($0, ":"); obj = substr($0, 1, i - 1); n = split(obj, q, "/"); obj = q[n]
	m = split(substr($0, i + 1), f, " ")
	type = f[m - 1]; name = f[m]
	if (!(obj in src)) next
	if (type == "U") { nuse++; use_obj[nuse] = obj; use_sym[nuse] = name }
	else if (type ~ /^[TDBRCGSVW]$/) def[name] = obj
}
END {
	for (k = 1; k <= nuse; k++) {
		name = use_sym[k]
		if (!(name in def)) continue
		from = src[use_obj[k]]; to = src[def[name]]
		if (floor(from) >= floor(to)) continue
		a = from " " to
		if (!(a in syms)) { order[++narrows] = a; syms[a] = name }
		else if (index(" " syms[a] ", ", " " name ",") == 0) syms[a] = syms[a] ", " name
	}
	bad = 0; known = 0
	for (k = 1; k <= narrows; k++) {
		a = order[k]; split(a, e, " ")
		if (a in allowed) { known++; seen[a] = 1; tag = "known" } else { bad++; tag = "NEW  " }
		printf "layers: %s up: %s -> %s (%s)\n", tag, e[1], e[2], syms[a]
	}
	for (a in allowed) if (!(a in seen)) {
		split(a, e, " ")
		printf "layers: gone:     %s -> %s is no longer called: remove it from the allow-list in tests/layers.sh\n", e[1], e[2]
	}
	printf "layers: %d arrow(s) up, %d known of an allow-list of %d, %d new\n", narrows, known, nallowed, bad
	if (bad) print "hint: a lower layer calls a higher one: move the code down, or pass what it needs in (docs/ARCHITECTURE.md)"
	exit bad ? 1 : 0
}'
