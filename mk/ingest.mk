# mk/ingest.mk - src/ingest: what gpuperf reads from the tools (SASS, ptxas, PTX, demangling,
# the control-flow graph, the SASS emulator, NVBit traces, GPGPU-Sim configs, measured tables).
LIB_OBJS += $(call area_objs,ingest)

# Compressed traces (trace_stream.c): zlib (gzip) and liblzma (xz), through pkg-config.
STREAM_PKGS := zlib liblzma
PKG_LIBS += $(shell pkg-config --libs $(STREAM_PKGS) 2>/dev/null)
LDLIBS += $(shell pkg-config --libs $(STREAM_PKGS) 2>/dev/null)
