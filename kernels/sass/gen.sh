#!/bin/sh
# Regenerate the real SASS listings and ptxas logs of kernels/src/*.cu (and of the two public
# kernels whose GTX 1080 NVBit traces are in ../shared/data/ext/traces) for the architectures
# below. Tests read the committed output; they never need these tools.
#
# CUDA 13's nvcc writes the PTX (compute_75); its .version and .target are rewritten for the
# CUDA 11.8 ptxas and cuobjdump, which still read sm_52..sm_90 cubins:
#   CUDA11=/path/to/cuda-11.8/bin sh kernels/sass/gen.sh
# KERNELS="cpasync ldsm" limits it to those kernels/src/*.cu. The sm_75 listings of the three
# transposes (the RTX 2080 Ti's, tests/data/transpose_gpus) come from
#   ARCHS=75 KERNELS="transpose transpose_naive transpose_tiled" sh kernels/sass/gen.sh cp.async needs compute_80 PTX
# (compute_75 cannot say it), and cp.async and ldmatrix listings exist for sm_80 and up only.
# Debian 12 ships those tools in non-free, package nvidia-cuda-toolkit: `apt-get download` it and
# unpack it with `dpkg -x PKG.deb DIR`; then CUDA11=DIR/usr/bin.
set -eu
cd "$(dirname "$0")"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA11=${CUDA11:-/opt/cuda118/root/usr/bin}
ARCHS=${ARCHS:-"61 70 80 90"}
EXT=${EXT:-../../../shared/data/ext/src}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ptx_arch() { case $1 in cpasync) echo 80 ;; *) echo 75 ;; esac; }
min_sm() { case $1 in cpasync|ldsm) echo 80 ;; *) echo 0 ;; esac; }
# Kernels whose listing must carry constant bank 2 (BRX jump tables): nvdisasm, not cuobjdump.
NVDISASM="brx"
# Kernels whose retargeted PTX and cubin are kept beside the listing (extern "C" kernels: the
# argument layout comes from the PTX .param list or the cubin's parameter table).
KEEP="externc"
# Kernels built for fewer architectures (launch-bound tests and benches): KERNELS=softmax_rows
# ARCHS=80, KERNELS=sgemm_regtile ARCHS="80 86".

one() { # one SRC NAME ARCH
	src=$1; k=$2; a=$3
	[ "$a" -ge "$(min_sm "$k")" ] || return 0
	"$NVCC" -arch=compute_$(ptx_arch "$k") -ptx "$src" -o "$tmp/$k.ptx"
	sed -e 's/^\.version .*/.version 7.8/' -e "s/^\.target .*/.target sm_$a/" \
		"$tmp/$k.ptx" > "$tmp/$k.sm_$a.ptx"
	"$CUDA11/ptxas" -arch=sm_$a -v "$tmp/$k.sm_$a.ptx" -o "$tmp/$k.sm_$a.cubin" \
		2> "$k.sm_$a.ptxas.log"
	case " $NVDISASM " in
	*" $k "*) "$CUDA11/nvdisasm" "$tmp/$k.sm_$a.cubin" > "$k.sm_$a.nvdisasm.asm" ;;
	*) "$CUDA11/cuobjdump" -sass "$tmp/$k.sm_$a.cubin" > "$k.sm_$a.sass" ;;
	esac
	case " $KEEP " in
	*" $k "*) cp "$tmp/$k.sm_$a.ptx" "$tmp/$k.sm_$a.cubin" . ;;
	esac
}

# Kernels also built as relocatable device code (nvcc -rdc, ptxas -c): a __noinline__ device
# function stays a function of its own, called by name; nvdisasm names the callee where
# cuobjdump prints the unrelocated 0x0.
RDC="calls"
rdc() { # rdc SRC NAME ARCH
	src=$1; k=$2; a=$3
	"$NVCC" -arch=compute_75 -rdc=true -ptx "$src" -o "$tmp/$k.rdc.ptx"
	sed -e 's/^\.version .*/.version 7.8/' -e "s/^\.target .*/.target sm_$a/" \
		"$tmp/$k.rdc.ptx" > "$tmp/$k.rdc.sm_$a.ptx"
	"$CUDA11/ptxas" -c -arch=sm_$a -v "$tmp/$k.rdc.sm_$a.ptx" -o "$tmp/$k.rdc.sm_$a.cubin" \
		2> "${k}_rdc.sm_$a.ptxas.log"
	"$CUDA11/nvdisasm" "$tmp/$k.rdc.sm_$a.cubin" > "${k}_rdc.sm_$a.nvdisasm.asm"
}

for a in $ARCHS; do
	for cu in ../src/*.cu; do
		k=$(basename "$cu" .cu)
		case " ${KERNELS:-$k} " in *" $k "*) one "$cu" "$k" "$a" ;; *) continue ;; esac
		case " $RDC " in *" $k "*) rdc "$cu" "$k" "$a" ;; esac
	done
	if [ -z "${KERNELS:-}" ] && [ -d "$EXT" ]; then
		one "$EXT/microgpusim_vectoradd.cu" vectoradd_nvbit "$a"
		one "$EXT/microgpusim_matrixmul.cu" matrixmul_nvbit "$a"
	fi
done
