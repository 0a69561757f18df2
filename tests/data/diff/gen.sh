#!/bin/sh
# Regenerate the differential harness's kernels (gen.py: ops.cu, random.cu and their
# expression lists) and their SASS listings for sm_61, sm_70, sm_80 and sm_90 (the route of
# kernels/sass/gen.sh: CUDA 13 nvcc writes compute_75 PTX, CUDA 11.8 ptxas builds it and
# nvdisasm lists it with constant bank 2, where sm_61 code keeps 32-bit constants). The
# encoding comments are dropped to keep the listings small (the parser does not read them). tests/test_emu_diff.c reads the committed output.
#   CUDA11=/path/to/cuda-11.8/bin sh tests/data/diff/gen.sh   (KERNELS=warp: only warp.cu)
set -eu
cd "$(dirname "$0")"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA11=${CUDA11:-/opt/cuda118/root/usr/bin}
ARCHS=${ARCHS:-"61 70 80 90"}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 gen.py
for k in ${KERNELS:-ops random warp}; do
	"$NVCC" -arch=compute_75 -ptx "$k.cu" -o "$tmp/$k.ptx"
	case $k in warp) ext=sass ;; *) ext=nvdisasm.asm ;; esac
	for a in $ARCHS; do
		sed -e 's/^\.version .*/.version 7.8/' -e "s/^\.target .*/.target sm_$a/" \
			"$tmp/$k.ptx" > "$tmp/$k.sm_$a.ptx"
		"$CUDA11/ptxas" -arch=sm_$a "$tmp/$k.sm_$a.ptx" -o "$tmp/$k.sm_$a.cubin"
		# warp.cu needs no constant bank 2, and sm_61's nvdisasm prints DEPBAR {0}
		# where cuobjdump prints DEPBAR.LE SB0, 0x0
		case $k in
		warp) "$CUDA11/cuobjdump" -sass "$tmp/$k.sm_$a.cubin" ;;
		*) "$CUDA11/nvdisasm" "$tmp/$k.sm_$a.cubin" ;;
		esac | sed -E -e 's@ */\* 0x[0-9a-f]{16} \*/@@' -e '/^ *$/d' > "$k.sm_$a.$ext"
	done
done
