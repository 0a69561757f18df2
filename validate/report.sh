#!/bin/sh
# validate/report.sh - docs/VALIDATION.md from the output of `make validate`'s programs.
#
#   sh validate/report.sh [-b BUILD] [-l LOGDIR] [-o OUT.md] [PROGRAM...]
#
# With PROGRAMs (validate_model, validate_engine, ..., and realkernels for
# validate/realkernels/run.sh): runs each BUILD/PROGRAM as
# `make validate` does (GPUPERF_BIN and GPUPERF_VALIDATE_OUT from the environment or
# BUILD), its standard output into LOGDIR/PROGRAM.log and its wall time into
# LOGDIR/PROGRAM.secs. Then (also without PROGRAMs) writes OUT from every LOGDIR/*.log it
# knows, with the hand-written explanations of validate/notes/*.md. The page is never
# edited by hand: `make validation-doc` regenerates it.
set -e
build=build
logs=
out=docs/VALIDATION.md
while getopts b:l:o: opt; do
	case $opt in
	b) build=$OPTARG ;;
	l) logs=$OPTARG ;;
	o) out=$OPTARG ;;
	*) echo "usage: sh validate/report.sh [-b BUILD] [-l LOGDIR] [-o OUT.md] [PROGRAM...]" >&2
	   exit 2 ;;
	esac
done
shift $((OPTIND - 1))
programs="$*"
[ -n "$logs" ] || logs=$build/validate/logs
notes=validate/notes
mkdir -p "$logs"

for p in $programs; do
	# realkernels is validate/realkernels/run.sh (a script, not a program of BUILD)
	if [ "$p" = realkernels ]; then
		set -- sh validate/realkernels/run.sh
		[ -x "${GPUPERF_BIN:-$build/gpuperf}" ] || { echo "report.sh: ${GPUPERF_BIN:-$build/gpuperf} not built" >&2
			echo "hint: make validation-doc builds it" >&2; exit 1; }
	else
		set -- "$build/$p"
		[ -x "$build/$p" ] || { echo "report.sh: $build/$p not built" >&2
			echo "hint: make validation-doc builds it" >&2; exit 1; }
	fi
	echo "report.sh: running $p" >&2
	start=$(date +%s)
	load0=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')
	GPUPERF_BIN=${GPUPERF_BIN:-$build/gpuperf} \
	GPUPERF_VALIDATE_OUT=${GPUPERF_VALIDATE_OUT:-$build/validate} \
		"$@" > "$logs/$p.log.tmp" || { echo "report.sh: $p failed" >&2; exit 1; }
	mv "$logs/$p.log.tmp" "$logs/$p.log"
	echo $(( $(date +%s) - start )) > "$logs/$p.secs"
	echo "$load0 at the start, $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?') at the end" > "$logs/$p.load"
done

secs() { cat "$logs/$1.secs" 2>/dev/null || echo "?"; }
note() { [ -f "$notes/$1.md" ] && { cat "$notes/$1.md"; echo; } || true; }
have() { [ -s "$logs/$1.log" ]; }

# validate_model: the case lines follow "combination of bounds"'s header; a case's name
# has spaces, so its fields are counted from the end.
model_cases() {
	awk '/^combination of bounds/ { on = 1; getline; next }
	     /^MAPE / { on = 0 }
	     on { name = $3; for (i = 4; i <= NF - 5; i++) name = name " " $i
		  err = $(NF - 2); sub(/%/, "", err)
		  print $2 "\t" $1 "\t" name "\t" $(NF - 4) "\t" $(NF - 3) "\t" err }' "$logs/validate_model.log"
}

model_section() {
	l=$logs/validate_model.log
	echo "## The hierarchy model against hardware (\`validate_model\`)"
	echo
	echo "No lambda; \`estimate\`'s default model (\`$(sed -n 's/^combination of bounds by default: //p' "$l")\` combination of bounds)."
	echo "Reproduce: \`make validate\` (or \`make -j2 build/validate_model && GPUPERF_BIN=build/gpuperf"
	echo "GPUPERF_VALIDATE_OUT=build/validate build/validate_model\`), $(secs validate_model) s here; the"
	echo "predicted-against-measured plot is \`build/validate/model.png\`."
	echo
	note model
	echo "| group | cases | mean abs. error | \`--combine min\` | within 10% | worst |"
	echo "|---|---:|---:|---:|---:|---|"
	awk '/^MAPE all/ { all = $3; ma = $10; sub(/,/, "", ma); n = $5; next }
	     /^MAPE / { m[$2] = $3; mi[$2] = $5; sub(/,/, "", mi[$2]); order[++k] = $2; next }
	     /^within 10% / { g = $3; w[g] = $4 " of " $6; sub(/;$/, "", w[g])
			      s = $0; sub(/.*worst: /, "", s); worst[g] = s }
	     END { for (i = 1; i <= k; i++) { g = order[i]; split(w[g], a, " of ")
		      printf "| %s | %s | %s | %s | %s | %s |\n", g, a[2], m[g], mi[g], a[1], worst[g] }
		   split(w["all"], a, " of ")
		   printf "| **all** | **%s** | **%s** | %s | **%s** | %s |\n", n, all, ma, a[1], worst["all"] }' "$l"
	echo
	sed -n 's/^held out (\(.*\)): \(.*\)$/Held out (\1): \2./p' "$l"
	echo
	sed -n 's/^caution lines (estimate_caveats.h): \(.*\)$/Rows an estimate flags with a `caution` line (docs\/MODEL.md, "Known limits"): \1./p' "$l"
	echo
	echo "### What the fitted figures were fitted on (not independent rows)"
	echo
	sed -n 's/^not independent: //p' "$l" | tr ';' '\n' | sed 's/^ *//; s/^/- /'
	echo
	note model-fitted
	echo "### Skipped"
	echo
	sed -n 's/^skipped: //p' "$l" | tr ';' '\n' | sed 's/^ *//; s/^/- /'
	echo
	for g in $(awk '/^MAPE / && $2 != "all" { print $2 }' "$l"); do
		echo "### Group \`$g\`"
		echo
		note "model-$g"
		case $g in
		accelwattch|transpose|transpose-gpus)
			echo '```'
			awk -v g="$g" 'index($0, g ": ") == 1 && !on { on = 1; print; next }
				       on && index($0, g ": ") == 1 { print; exit }
				       on { print }' "$l"
			echo '```'
			echo ;;
		esac
		model_cases | awk -F'\t' -v g="$g" '$1 == g && ($6 > 10 || $6 < -10) {
			n++; s = s sprintf("%s%s %s (%+.1f%%)", n > 1 ? "; " : "", $2, $3, $6) }
			END { if (n) print "Outside 10% (" n "): " s "."
			      else print "Every case within 10%." }'
		echo
	done
}

engine_section() {
	l=$logs/validate_engine.log
	echo "## The model against the engine (\`validate_engine\`)"
	echo
	echo "Reproduce: \`make validate\` (validate/validate_engine.c), $(secs validate_engine) s here."
	echo
	note engine
	echo "model - engine in % of the engine, engine time in us:"
	echo
	echo "| kernel | size | v100 | a100 | h100-sxm |"
	echo "|---|---|---|---|---|"
	awk 'NR > 1 && NF == 6 { key = $1 " | " $2; if (!(key in seen)) { seen[key] = 1; order[++k] = key }
				 cell[key, $3] = $6 " (" $4 ")" }
	     END { for (i = 1; i <= k; i++)
		      printf "| %s | %s | %s | %s |\n", order[i], cell[order[i], "v100"],
			     cell[order[i], "a100"], cell[order[i], "h100-sxm"] }' "$l"
	echo
	grep '^mean |model - engine|' "$l" | sed 's/^/- /; s/  */ /g'
	echo
	awk 'NR > 1 && NF == 6 { e = $6; sub(/%/, "", e); e += 0
		if (e > 10 || e < -10) { n++; s = s sprintf("%s%s %s %s (%+.1f%%)", n > 1 ? "; " : "", $1, $2, $3, e) } }
	     END { if (n) print "Apart by more than 10% (" n "): " s "."
		   else print "Every case within 10%." }' "$l"
	echo
	note engine-after
}

bench_section() {
	l=$logs/validate_engine_bench.log
	echo "## The engine against hardware (\`validate_engine_bench\`)"
	echo
	echo "Reproduce: \`make validate\` (validate/validate_engine_bench.c), $(secs validate_engine_bench) s here."
	echo
	note engine_bench
	echo "| group | cases | mean abs. error | within 10% |"
	echo "|---|---:|---:|---:|"
	sed -n 's/^\(.*[^ ]\)  *MAPE *\([0-9.]*%\) over \([0-9]*\) cases, \([0-9]*\) within 10%$/| \1 | \3 | \2 | \4 |/p' "$l"
	echo
	sed -n 's/^worst point: /Worst point: /p' "$l"
	echo
	echo "Outside 10%, by group:"
	echo
	awk 'NF >= 5 && $NF ~ /^[-+][0-9.]*%$/ { e = $NF; sub(/%/, "", e); e += 0
		if (e > 10 || e < -10) { name = $2; for (i = 3; i <= NF - 3; i++) name = name " " $i
			n++; s = s sprintf("%s%s %s (%+.1f%%)", n > 1 ? "; " : "", $1, name, e) }
		next }
	     / MAPE / { g = $0; sub(/ *MAPE.*/, "", g)
		if (n) print "- " g " (" n "): " s "."
		else if (g != "engine on gpu-benches") print "- " g ": none."
		n = 0; s = "" }' "$l"
	echo
	note engine_bench-after
}

power_section() {
	l=$logs/validate_power.log
	echo "## Energy against measured power (\`validate_power\`)"
	echo
	echo "Reproduce: \`make validate\` (validate/validate_power.c), $(secs validate_power) s here."
	echo
	note power
	grep -E '^(fitted to|power, per-operation|tensor:|energy a launch|power \(AccelWattch)' "$l" | sed 's/^/- /'
	echo
	echo '```'
	cat "$l"
	echo '```'
	echo
}

# validate/realkernels/run.sh: one line a launch after the "id kind device" header, then
# "MAPE kind ...", "MAPE device ..." and "MAPE real-kernels ..." lines.
realkernels_section() {
	l=$logs/realkernels.log
	echo "## Real kernels against their published times (\`realkernels\`)"
	echo
	echo "Reported apart from the microbenchmarks above (the published timings set no device figure;"
	echo "what was fitted or chosen on the 15 QV100 kernels is said below, per kernel in MANIFEST.md)."
	echo "Reproduce: \`make validate-realkernels\` (also run by \`make validate\`),"
	echo "$(secs realkernels) s here; the launches are \`validate/realkernels/launches.csv\`, the sources,"
	echo "measurements and licenses \`validate/realkernels/MANIFEST.md\`, the listings"
	echo "\`validate/realkernels/sass/\` (made by \`validate/realkernels/build.sh\`); the plot is"
	echo "\`build/validate/realkernels/realkernels.png\`."
	echo
	note realkernels
	awk '/^MAPE real-kernels/ { sub(/^MAPE real-kernels /, ""); print "Overall: " $0 "." }' "$l"
	echo
	echo "| set | launches | MAPE | within 25% | geomean predicted/measured |"
	echo "|---|---:|---:|---:|---:|"
	awk '/^MAPE real-kernels/ { p = $10; gsub(/[(),]/, "", p)
		all = sprintf("| **all** | %s | %s | %s (%s) | %s |", $5, $3, $7, p, $NF) }
	     /^MAPE kind/ { sub(/,$/, "", $6); kinds = kinds sprintf("| kind %s | %s | %s | %s | %s |\n", $3, $6, $4, $7, $NF) }
	     /^MAPE device/ { sub(/,$/, "", $6); devs = devs sprintf("| device %s | %s | %s | | %s |\n", $3, $6, $4, $NF) }
	     END { print all; printf "%s%s", kinds, devs }' "$l"
	echo
	echo "| launch | kind | device | measured ms | predicted ms | predicted/measured | limiter |"
	echo "|---|---|---|---:|---:|---:|---|"
	awk '/^id +kind +device/ { on = 1; next } /^MAPE / { on = 0 }
	     on && NF >= 6 && $6 ~ /^[0-9.]+$/ { printf "| %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7 }' "$l"
	echo
	grep '^realkernels: ' "$l" | sed 's/^/- /' || true
	note realkernels-after
}

tmp=$out.tmp.$$
trap 'rm -f "$tmp"' EXIT
{
	echo "# Validation: predicted against measured, now"
	echo
	echo "Generated by \`make validation-doc\` (validate/report.sh) from the output of \`make validate\`'s"
	echo "programs; do not edit it: the explanations are validate/notes/*.md, the figures the"
	echo "programs' output. Written $(date -u '+%Y-%m-%d') at commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
	echo "from the logs in \`$logs\`. Errors are (predicted - measured) / measured; \"mean abs."
	echo "error\" is the mean of their absolute values. The measured tables are in \`../shared/data\`"
	echo "(without it the programs print that there is nothing to validate)."
	echo
	note intro
	echo "Wall times are this machine's ($(nproc 2>/dev/null || echo '?') cores): $(for p in validate_model validate_engine validate_engine_bench validate_power realkernels; do
		[ -f "$logs/$p.secs" ] && printf '%s %s s (load average %s); ' "$p" "$(cat "$logs/$p.secs")" "$(cat "$logs/$p.load" 2>/dev/null || echo 'not recorded')"; done)"
	echo
	echo "| set | program | cases | mean abs. error | within 10% | seconds here |"
	echo "|---|---|---:|---:|---:|---:|"
	if have validate_model; then
		awk -v s="$(secs validate_model)" '/^MAPE all/ { m = $3; n = $5 }
			/^within 10% all/ { w = $4 }
			END { printf "| hierarchy model vs hardware | validate_model | %s | %s | %s | %s |\n", n, m, w, s }' \
			"$logs/validate_model.log"
	fi
	if have validate_engine; then
		awk -v s="$(secs validate_engine)" 'NR > 1 && NF == 6 { e = $6; sub(/%/, "", e); e += 0; n++; w += (e <= 10 && e >= -10) }
			/^mean \|model - engine\| all/ { m = $6 }
			END { printf "| model vs engine | validate_engine | %d | %s | %d | %s |\n", n, m, w, s }' \
			"$logs/validate_engine.log"
	fi
	if have validate_engine_bench; then
		awk -v s="$(secs validate_engine_bench)" '/^engine on gpu-benches/ { printf "| engine vs gpu-benches | validate_engine_bench | %s | %s | %s | %s |\n", $(NF - 4), $5, $(NF - 2), s }
			/^AccelWattch QV100/ { printf "| engine vs AccelWattch QV100 | validate_engine_bench | %s | %s | %s | %s |\n", $(NF - 4), $6, $(NF - 2), s }' \
			"$logs/validate_engine_bench.log"
	fi
	if have validate_power; then
		s=$(secs validate_power)
		sed -n "s/^power, per-operation (AccelWattch Volta, \([0-9]*\) emulated kernels): v100.json's figures mean |error| \([0-9.]*%\).*leave-one-out \([0-9.]*%\)$/| energy per operation vs QV100 power | validate_power | \1 | \2 (leave-one-out \3) | | $s |/p" \
			"$logs/validate_power.log"
		sed -n "s/^energy a launch, end to end .*, \([0-9]*\) kernels): mean |error| \([0-9.]*%\).*/| a launch's energy end to end | validate_power | \1 | \2 | | $s |/p" \
			"$logs/validate_power.log"
		sed -n "s/^power (AccelWattch Volta): \([0-9]*\) kernels, [0-9]* skipped; mean |error| \([0-9.]*%\).*/| TDP-scaled power fallback | validate_power | \1 | \2 | | $s |/p" \
			"$logs/validate_power.log"
	fi
	if have realkernels; then
		awk -v s="$(secs realkernels)" '/^MAPE real-kernels/ { printf "| real kernels vs published times | realkernels | %s | %s | %s within 25%% | %s |\n", $5, $3, $7, s }' \
			"$logs/realkernels.log"
	fi
	echo
	have validate_model && model_section
	have validate_engine && engine_section
	have validate_engine_bench && bench_section
	have validate_power && power_section
	have realkernels && realkernels_section
	for p in validate_model validate_engine validate_engine_bench validate_power realkernels; do
		have $p || echo "Not in this page: \`$p\` has no log in \`$logs\` (not run, or it failed)."
	done
} > "$tmp"
mv "$tmp" "$out"
trap - EXIT
echo "report.sh: wrote $out" >&2
