#!/bin/bash
# Regenerates results.tsv (and the imported device files) from a real Accel-Sim build.
# Not run by `make check`: it needs Accel-Sim's trace-driven simulator, built outside this
# repository from accel-sim-framework (gpu-simulator/) and gpgpu-sim_distribution.
#
# usage, from the repository root after `make build/gpuperf`:
#   (cd ACCELSIM/gpu-simulator && source setup_environment.sh)   # in the same shell, then
#   ACCELSIM_COMMIT=<framework commit> GPGPUSIM_COMMIT=<gpgpu-sim commit> \
#       tests/data/accelsim/run.sh ACCELSIM/gpu-simulator/bin/release/accel-sim.out
# The commits default to `git rev-parse HEAD` of the build's checkouts when they are git ones.
# Needs ../shared/data/ext (configs and NVBit traces). Takes about a minute.
set -euo pipefail

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
	echo "usage: $0 PATH/accel-sim.out (after sourcing Accel-Sim's setup_environment.sh)" >&2
	exit 2
fi
bin=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
ext=$(realpath "$root/../shared/data/ext")
gp="$root/build/gpuperf"
[ -x "$gp" ] || { echo "$0: $gp missing: run make build/gpuperf" >&2; exit 1; }

simdir=$(dirname "$(dirname "$(dirname "$bin")")")
commit_of() { git -C "$1" rev-parse HEAD 2>/dev/null || echo unknown; }
fw_commit=${ACCELSIM_COMMIT:-$(commit_of "$simdir")}
gs_commit=${GPGPUSIM_COMMIT:-$(commit_of "$simdir/gpgpu-sim")}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The config's trace file: trace.config, or gpgpusim.trace.config in the microgpusim copy.
trace_config() {
	if [ -f "$ext/configs/$1/trace.config" ]; then echo "$ext/configs/$1/trace.config"
	else echo "$ext/configs/$1/gpgpusim.trace.config"; fi
}

out="$here/results.tsv"
tmp_out="$work/results.tsv"
{
	echo "# Accel-Sim (trace-driven) cycles per case; regenerate with run.sh (see its header)."
	echo "# accelsim_commit: accel-sim-framework commit / gpgpu-sim_distribution commit of the build."
	echo "# gpu_sim_cycle includes the config's -gpgpu_kernel_launch_latency (launch_latency_cycles)."
	printf 'case\tconfig\ttrace\taccelsim_gpu_sim_cycle\taccelsim_tot_sim_cycle\tlaunch_latency_cycles\taccelsim_commit\n'
} > "$tmp_out"

declare -A imported
grep -v '^#' "$here/cases.tsv" | while IFS=$'\t' read -r name config trace grid block args; do
	cfgdir="$work/cfg-$name"
	mkdir -p "$cfgdir"
	cp "$ext/configs/$config"/* "$cfgdir/"
	tcfg=$(trace_config "$config")
	if [ -z "${imported[$config]:-}" ]; then
		"$gp" import-config "$ext/configs/$config/gpgpusim.config" --trace-config "$tcfg" \
			--quiet -o "$here/$config.json"
		imported[$config]=1
	fi
	case "$trace" in
	nvbit:*)
		list="$ext/traces/${trace#nvbit:}/kernelslist.g"
		;;
	sass:*)
		k=${trace#sass:}
		tdir="$work/trace-$name"
		# shellcheck disable=SC2086
		"$gp" extract --sass "$root/kernels/sass/$k.sm_70.sass" \
			--ptxas "$root/kernels/sass/$k.sm_70.ptxas.log" --device v100 \
			--grid "$grid" --block "$block" $args --trace-out "$tdir" \
			-o "$work/$name.json" 2> "$work/$name.extract.log"
		# Accel-Sim's parser takes at most 1 destination and 4 source registers per
		# instruction (MAX_DST, MAX_SRC in trace-parser/trace_parser.h): NVBit's tracer
		# reports a 64-bit register pair as its first register, so keep the first ones.
		awk -f "$here/accelsim_regs.awk" "$tdir/kernel-1.traceg" > "$tdir/k.tmp"
		mv "$tdir/k.tmp" "$tdir/kernel-1.traceg"
		list="$tdir/kernelslist.g"
		;;
	*) echo "$0: bad trace '$trace' for $name" >&2; exit 1 ;;
	esac
	cfgname=$(basename "$tcfg")
	(cd "$cfgdir" && "$bin" -trace "$list" -config gpgpusim.config -config "$cfgname") \
		> "$work/$name.log" 2>&1 || { echo "$0: Accel-Sim failed on $name: see $work/$name.log" >&2; tail -5 "$work/$name.log" >&2; exit 1; }
	cyc=$(awk '/^gpu_sim_cycle =/ {v = $3} END {print v}' "$work/$name.log")
	tot=$(awk '/^gpu_tot_sim_cycle =/ {v = $3} END {print v}' "$work/$name.log")
	lat=$(awk '$1 == "-gpgpu_kernel_launch_latency" {v = $2} END {print v + 0}' \
		"$ext/configs/$config/gpgpusim.config")
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s/%s\n' "$name" "$config" "$trace" "$cyc" "$tot" "$lat" \
		"$fw_commit" "$gs_commit" >> "$tmp_out"
	echo "$name: gpu_sim_cycle $cyc, tot_sim_cycle $tot" >&2
done
mv "$tmp_out" "$out"
trap - EXIT
rm -rf "$work"
