#!/bin/sh
# Install the Debian packages gpuperf needs to build and test, when missing.
# Runs apt-get as root; as another user it only reports what is missing.
set -e
need="gcc make pkg-config libgsl-dev libcjson-dev libcsv-dev libcmocka-dev zlib1g-dev liblzma-dev gnuplot-nox clang libclang-rt-14-dev libomp-dev valgrind openmpi-bin libopenmpi-dev"
missing=""
for p in $need; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
	echo "deps: missing packages:$missing" >&2
	echo "hint: run 'sudo make deps' or: sudo apt-get install$missing" >&2
	exit 1
fi
echo "deps: installing$missing" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q $missing >/dev/null 2>&1 || {
	apt-get update -q >/dev/null 2>&1 || true
	apt-get install -y -q $missing
}
