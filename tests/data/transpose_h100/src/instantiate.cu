// The kernels gpu-matrix-transpose's main.cu launches, each template instantiation it names
// (main.cu's RunTest calls, TILE = 32 and TILE64 = 64), instantiated explicitly so that one
// module's listing holds all twenty. TransposeNaive is not a template: the header defines it.
#include "../transpose_kernels.cuh"

#define TRANSPOSE_ARGS const float *__restrict__, float *__restrict__, int

// Tiled, TiledPadded
template __global__ void TransposeBankConflicts<32>(TRANSPOSE_ARGS);
template __global__ void TransposeNoBankConflicts<32>(TRANSPOSE_ARGS);
// Coarsen2, Coarsen4, Coarsen8
template __global__ void TransposeNoBankConflictsCoarsen<32, 16>(TRANSPOSE_ARGS);
template __global__ void TransposeNoBankConflictsCoarsen<32, 8>(TRANSPOSE_ARGS);
template __global__ void TransposeNoBankConflictsCoarsen<32, 4>(TRANSPOSE_ARGS);
// Vec2, Vec2Coarsen2, Vec2Coarsen4, Vec2Coarsen8
template __global__ void TransposeVec2<32>(TRANSPOSE_ARGS);
template __global__ void TransposeVec2Coarsen<32, 16>(TRANSPOSE_ARGS);
template __global__ void TransposeVec2Coarsen<32, 8>(TRANSPOSE_ARGS);
template __global__ void TransposeVec2Coarsen<32, 4>(TRANSPOSE_ARGS);
// Vec4, Vec4Coarsen2, Vec4Coarsen4, Vec4Coarsen8
template __global__ void TransposeVec4<32>(TRANSPOSE_ARGS);
template __global__ void TransposeVec4Coarsen<32, 16>(TRANSPOSE_ARGS);
template __global__ void TransposeVec4Coarsen<32, 8>(TRANSPOSE_ARGS);
template __global__ void TransposeVec4Coarsen<32, 4>(TRANSPOSE_ARGS);
// Vec2_T64, Vec2_T64_Coarsen2, Vec2_T64_Coarsen4
template __global__ void TransposeVec2Coarsen<64, 32>(TRANSPOSE_ARGS);
template __global__ void TransposeVec2Coarsen<64, 16>(TRANSPOSE_ARGS);
template __global__ void TransposeVec2Coarsen<64, 8>(TRANSPOSE_ARGS);
// Vec4_T64, Vec4_T64_Coarsen2, Vec4_T64_Coarsen4
template __global__ void TransposeVec4Coarsen<64, 32>(TRANSPOSE_ARGS);
template __global__ void TransposeVec4Coarsen<64, 16>(TRANSPOSE_ARGS);
template __global__ void TransposeVec4Coarsen<64, 8>(TRANSPOSE_ARGS);
