#!/bin/sh
# Run test programs, print each one's result and a closing "N passed, N failed" line.
# GPUPERF_VALGRIND=1 runs each under valgrind memcheck (leaks and errors fail the test).
passed=0; failed=0; skipped=0; bad=""
for t in "$@"; do
	out=$(mktemp)
	if [ -n "$GPUPERF_VALGRIND" ]; then
		valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
			"$t" >"$out" 2>&1; rc=$?
	else
		"$t" >"$out" 2>&1; rc=$?
	fi
	p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$out" | tail -n 1)
	f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$out" | tail -n 1)
	s=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) test.*/\1/p' "$out" | tail -n 1)
	p=${p:-0}; f=${f:-0}; s=${s:-0}
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
	passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
	if [ "$f" -ne 0 ]; then
		bad="$bad $(basename "$t")"
		cat "$out"
		echo "FAIL: $(basename "$t") (exit $rc)"
	else
		echo "ok:   $(basename "$t") ($p passed, $s skipped)"
	fi
	rm -f "$out"
done
[ -n "$bad" ] && echo "failed programs:$bad"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
