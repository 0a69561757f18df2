#!/bin/sh
# Run test programs, print each one's result, the claims a run did not check (every skipped
# test with the reason it printed, "skip: FILE:LINE: REASON", see tests/testutil.h), and a
# closing "N passed, N failed, N skipped" line.
#   sh tests/run.sh PROG...               run the programs one after the other, then the summary
#   sh tests/run.sh --one PROG DIR        run one program, keep its result in DIR (prints its
#                                         "ok:" line, or its output and "FAIL:"; exits 0)
#   sh tests/run.sh --summary DIR PROG... the summary of the programs' results kept in DIR
# 'make check' runs --one for each program in parallel, then --summary.
# GPUPERF_VALGRIND=1 runs each, and every gpuperf it starts ($GPUPERF_BIN, default build/gpuperf),
# under valgrind memcheck (definite leaks and errors fail the test and are the only leaks shown:
# the "possibly lost" TLS of the OpenMP pool is not one).
MEMCHECK="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite"
if [ -n "$GPUPERF_VALGRIND" ]; then
	GPUPERF_BIN="$MEMCHECK ${GPUPERF_BIN:-build/gpuperf}"
	export GPUPERF_BIN
fi

# run_one PROG DIR: DIR/NAME.out (the output), DIR/NAME.res ("passed failed skipped exit"),
# DIR/NAME.skips (the skipped tests: "PROGRAM<TAB>REASON<TAB>TEST").
run_one() {
	t=$1; dir=$2; name=$(basename "$t")
	out="$dir/$name.out"
	if [ -n "$GPUPERF_VALGRIND" ]; then
		$MEMCHECK "$t" >"$out" 2>&1; rc=$?
	else
		"$t" >"$out" 2>&1; rc=$?
	fi
	p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$out" | tail -n 1)
	f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$out" | tail -n 1)
	s=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) test.*/\1/p' "$out" | tail -n 1)
	p=${p:-0}; f=${f:-0}; s=${s:-0}
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
	# "skip: TEST (FILE:LINE): REASON" -> "PROGRAM<TAB>REASON<TAB>TEST"; skips that printed
	# no reason (not through tests/testutil.h) are listed as such
	r=$(grep -c '^skip: ' "$out")
	sed -n "s/^skip: \([^ ]*\) ([^)]*): \(.*\)$/$name	\2	\1/p" "$out" >"$dir/$name.skips"
	if [ "$s" -gt "$r" ]; then
		printf '%s\tno reason printed\t%d test(s)\n' "$name" $((s - r)) >>"$dir/$name.skips"
	fi
	echo "$p $f $s $rc" >"$dir/$name.res"
	if [ "$f" -ne 0 ]; then
		cat "$out"
		echo "FAIL: $name (exit $rc)"
	else
		echo "ok:   $name ($p passed, $s skipped)"
	fi
}

# summary DIR PROG...: the failed programs, the skipped claims, the closing line.
summary() {
	dir=$1; shift
	passed=0; failed=0; skipped=0; bad=""
	skips=$(mktemp)
	for t in "$@"; do
		name=$(basename "$t")
		if [ -r "$dir/$name.res" ]; then
			read -r p f s rc <"$dir/$name.res"
		else
			p=0; f=1; s=0; rc="not run"
		fi
		passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
		[ -r "$dir/$name.skips" ] && cat "$dir/$name.skips" >>"$skips"
		[ "$f" -ne 0 ] && bad="$bad $name"
	done
	[ -n "$bad" ] && echo "failed programs:$bad"
	if [ -s "$skips" ]; then
		echo "not checked in this run (skipped tests, by program and reason):"
		awk -F '\t' '{ k = $1 "\t" $2; if (!(k in t)) { o[++n] = k; t[k] = $3 } else t[k] = t[k] ", " $3 }
			END { for (i = 1; i <= n; i++) { split(o[i], a, "\t");
				printf "  %s: %s\n      %s\n", a[1], a[2], t[o[i]] } }' "$skips"
	fi
	[ "$skipped" -eq 0 ] && echo "not checked in this run: nothing (no test skipped)"
	rm -f "$skips"
	echo "$passed passed, $failed failed, $skipped skipped"
	[ "$failed" -eq 0 ]
}

case "$1" in
--one)
	mkdir -p "$3" && run_one "$2" "$3"
	;;
--summary)
	shift
	summary "$@"
	;;
*)
	dir=$(mktemp -d)
	for prog in "$@"; do
		run_one "$prog" "$dir"
	done
	summary "$dir" "$@"
	rc=$?
	rm -rf "$dir"
	exit $rc
	;;
esac
