#!/bin/sh
# validate/realkernels/run.sh - the real-kernel validation set (launches.csv): each row's
# kernel emulated from its committed listing with the measuring code's launch
# (gpuperf extract --sass ... --grid ... --block ... --arg ... and the row's extract_opts),
# estimated with no lambda (gpuperf estimate --kernel X.json --device D --json and the row's
# estimate_opts: the measured board's clocks) and compared with the published time. A listing
# NAME.sm_XY or NAME-CONFIG.sm_XY is in sass/ (its source src/NAME.cu); one with a '/' is a
# path from the repository's root (its source ../src/NAME.cu beside its directory, if there).
# Prints each row's predicted/measured, the MAPE, the share within 25%, the MAPE by kind and
# the geometric mean of predicted/measured; writes $OUT/realkernels.dat and, with gnuplot,
# $OUT/realkernels.png. Exits non-zero only when it cannot run.
#   GPUPERF_BIN=build/gpuperf GPUPERF_VALIDATE_OUT=build/validate sh validate/realkernels/run.sh
set -eu
here=$(dirname "$0")
bin=${GPUPERF_BIN:-build/gpuperf}
out=${GPUPERF_VALIDATE_OUT:-build/validate}/realkernels
[ -x "$bin" ] || { echo "realkernels: $bin not built" >&2; echo "hint: make" >&2; exit 1; }
# every row has the 17 fields the loop reads (a missing comma would shift the fields silently)
awk -F, -v f="$here/launches.csv" '!/^#/ && !/^id,/ && NF != 17 {
	printf "realkernels: %s:%d: %d fields, 17 expected\nhint: id,kind,device,listing,function,grid,block,smem,args,init,extract_opts,estimate_opts,measured_ms,compare,method,kernel_source,measurement_source (no commas inside a field)\n", f, NR, NF > "/dev/stderr"; bad = 1 }
	END { exit bad }' "$here/launches.csv" || exit 1
mkdir -p "$out"
dat=$out/realkernels.dat
: > "$dat"
echo "real kernels: published times of public kernels (validate/realkernels/launches.csv), emulated from"
echo "their sm_XY listings with the measuring code's launch, estimated with no lambda; predicted:"
echo "duration_s for means of back-to-back launches and for profiled launches, time_s for one timed launch"
printf '%-28s %-12s %-9s %12s %12s %8s  %s\n' id kind device measured_ms predicted_ms pred/meas limiter
grep -v -e '^#' -e '^id,' "$here/launches.csv" |
while IFS=, read -r id kind dev listing fn grid block smem args init xopts eopts meas cmp method ksrc msrc; do
	case $listing in
	*/*)	# a path from the repository's root; its source, if any, in ../src/ beside it
		lst=$here/../../$listing
		src=$(dirname "$(dirname "$lst")")/src/$(basename "$listing" | sed 's/\.sm_[0-9]*$//').cu ;;
	*)	# a listing SRC.sm_XY or SRC-CONFIG.sm_XY (one configuration's defines) is built from src/SRC.cu
		lst=$here/sass/$listing
		src=$here/src/$(echo "$listing" | sed 's/\.sm_[0-9]*$//; s/-.*$//; s/\./\//').cu ;;
	esac
	set -- --device "$dev" --sass "$lst.sass" --ptxas "$lst.ptxas.log" --function "$fn"
	[ ! -f "$src" ] || set -- "$@" --source "$src"
	set -- "$@" --grid "$grid" --block "$block" --smem-dynamic "$smem" --max-steps 2000000000
	for a in $args; do set -- "$@" --arg "$a"; done
	for i in $init; do set -- "$@" --init "$i"; done
	for o in $xopts; do set -- "$@" "$o"; done
	if ! "$bin" extract "$@" -o "$out/$id.json" 2> "$out/$id.extract.log"; then
		echo "realkernels: $id: extract failed: $(tail -2 "$out/$id.extract.log" | tr '\n' ' ')" >&2
		continue
	fi
	set -- --kernel "$out/$id.json" --device "$dev"
	for o in $eopts; do set -- "$@" "$o"; done
	"$bin" estimate "$@" --json > "$out/$id.est.json" 2> /dev/null || {
		echo "realkernels: $id: estimate failed" >&2; continue; }
	field() { sed -n "s/.*\"$1\": *\"\{0,1\}\([^,\"]*\)\"\{0,1\}[,}].*/\1/p" "$out/$id.est.json" | head -1; }
	case $cmp in duration|profiled) p=$(field duration_s) ;; *) p=$(field time_s) ;; esac
	lim=$(field limiter)
	awk -v id="$id" -v k="$kind" -v d="$dev" -v m="$meas" -v p="$p" -v l="$lim" 'BEGIN {
		pm = p * 1e3; r = pm / m
		printf "%-28s %-12s %-9s %12.4g %12.4g %8.3f  %s\n", id, k, d, m, pm, r, l
		printf "%s %s %s %g %g %g\n", id, k, d, m, pm, r >> "'"$dat"'" }'
done
# kinds and devices in the order the set first names them
awk '{ n++; e = $6 - 1; a = e < 0 ? -e : e; s += a; w += (a <= 0.25); lg += log($6)
       if (!($2 in kn)) ko[++nk] = $2
       if (!($3 in gn)) go[++ng] = $3
       kn[$2]++; ks[$2] += a; kw[$2] += (a <= 0.25); kl[$2] += log($6)
       gn[$3]++; gs[$3] += a; gl[$3] += log($6) }
     END { if (!n) { print "real kernels: no row ran"; exit 1 }
	   for (i = 1; i <= nk; i++) { k = ko[i]; printf "MAPE kind %-12s %5.1f%% over %d, %d within 25%%, geomean pred/meas %.3f\n", k, 100 * ks[k] / kn[k], kn[k], kw[k], exp(kl[k] / kn[k]) }
	   for (i = 1; i <= ng; i++) { g = go[i]; printf "MAPE device %-9s %5.1f%% over %d, geomean pred/meas %.3f\n", g, 100 * gs[g] / gn[g], gn[g], exp(gl[g] / gn[g]) }
	   printf "MAPE real-kernels %.1f%% over %d launches, %d within 25%% (%.0f%%), geomean pred/meas %.3f\n", 100 * s / n, n, w, 100 * w / n, exp(lg / n) }' "$dat"
if command -v gnuplot >/dev/null 2>&1; then
	# one series per kind (point shape) and device (colour) pair the set holds, each with
	# its legend entry; the band is +/-25% of the measured time
	series=$(awk -v q="'" -v dat="$dat" '
	    !($2 in k) { k[$2] = ++nk; kinds[nk] = $2 }
	    !($3 in d) { d[$3] = ++nd; devs[nd] = $3 }
	    { had[$2, $3] = 1 }
	    END { split("7 5 9 11 13 15 4 6 8 10 12 14 1 2 3", pt, " ")
		  split("#e69f00 #0072b2 #009e73 #cc79a7 #d55e00 #56b4e9 #000000 #f0e442", lc, " ")
		  for (i = 1; i <= nk; i++) for (j = 1; j <= nd; j++) if ((kinds[i], devs[j]) in had)
		      printf ", %s%s%s using 4:(strcol(2) eq %s%s%s && strcol(3) eq %s%s%s ? $5 : 1/0) title %s%s on %s%s pt %s ps 1.4 lc rgb %s%s%s", q, dat, q, q, kinds[i], q, q, devs[j], q, q, kinds[i], devs[j], q, pt[(i - 1) % 15 + 1], q, lc[(j - 1) % 8 + 1], q }' "$dat")
	# both axes span the decades that hold every measured and predicted time
	range=$(awk '{ for (c = 4; c <= 5; c++) { if (!lo || $c < lo) lo = $c; if ($c > hi) hi = $c } }
	    END { printf "[%g:%g]", 10 ^ int(log(lo / 1.3) / log(10) - (lo < 1.3)), 10 ^ int(log(hi * 1.3) / log(10) + (hi * 1.3 > 1)) }' "$dat")
	gnuplot <<GP && echo "plot: $out/realkernels.png"
set terminal pngcairo size 1000,760 font ",10"
set output '$out/realkernels.png'
set title 'Real kernels: predicted vs published time (no lambda)'
set logscale xy
set xlabel 'measured (ms)'
set ylabel 'predicted (ms)'
set key top left box opaque
set grid
set xrange $range
set yrange $range
plot x title 'predicted = measured' lc rgb '#333333', \
     1.25*x title 'measured +/-25%' dt 2 lc rgb '#888888', 0.75*x notitle dt 2 lc rgb '#888888'$series
GP
else
	echo "plot: skipped (gnuplot not installed)"
fi
