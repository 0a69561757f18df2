#!/usr/bin/env python3
# gen.py - the differential harness's kernels: ops.cu (one kernel per operation: integer
# division and modulo, 64-bit arithmetic, shifts, funnel shifts, byte permutes, logic,
# high multiplies, bit counts, min/max, conversions with rounding modes, MUFU) and
# random.cu (kernels of random integer expressions), with ops.txt and random.txt listing
# each kernel's expressions in prefix form for tests/test_emu_diff.c's host evaluator.
# Fixed seed: the output is the same on every run. gen.sh compiles them.
import random

# Each kernel: thread i reads a = in[3i], b = in[3i+1], c = in[3i+2] (T = unsigned or
# unsigned long long) and writes out[i * K + k] for its K expressions.
# (name, type, prefix expression, CUDA expression)
OPS = [
    ("udiv", "u32", "(udiv a b)", "a / b"),
    ("urem", "u32", "(urem a b)", "a % b"),
    ("sdiv", "u32", "(sdiv a b)", "(unsigned)((int)a / (int)b)"),
    ("srem", "u32", "(srem a b)", "(unsigned)((int)a % (int)b)"),
    ("udiv_c7", "u32", "(udiv a 7)", "a / 7u"),
    ("sdiv_c7", "u32", "(sdiv a 7)", "(unsigned)((int)a / 7)"),
    ("urem_c1000", "u32", "(urem a 1000)", "a % 1000u"),
    ("srem_cm3", "u32", "(srem a 4294967293)", "(unsigned)((int)a % -3)"),
    ("udiv64", "u64", "(udiv a b)", "a / b"),
    ("urem64", "u64", "(urem a b)", "a % b"),
    ("sdiv64", "u64", "(sdiv a b)", "(unsigned long long)((long long)a / (long long)b)"),
    ("add64", "u64", "(add a b)", "a + b"),
    ("sub64", "u64", "(sub a b)", "a - b"),
    ("mul64", "u64", "(mul a b)", "a * b"),
    ("mad64", "u64", "(add (mul a b) c)", "a * b + c"),
    ("umulhi64", "u64", "(umulhi a b)", "__umul64hi(a, b)"),
    ("smulhi64", "u64", "(smulhi a b)", "(unsigned long long)__mul64hi((long long)a, (long long)b)"),
    ("shl64", "u64", "(shl a (and b 63))", "a << (b & 63)"),
    ("shr64", "u64", "(shr a (and b 63))", "a >> (b & 63)"),
    ("sar64", "u64", "(sar a (and b 63))", "(unsigned long long)((long long)a >> (b & 63))"),
    ("wide", "u64", "(mul (and a 4294967295) (and b 4294967295))",
     "(unsigned long long)(unsigned)a * (unsigned)b"),
    ("wides", "u64", "(mul (sext32 a) (sext32 b))",
     "(unsigned long long)((long long)(int)a * (int)b)"),
    ("shl", "u32", "(shl a (and b 31))", "a << (b & 31)"),
    ("shr", "u32", "(shr a (and b 31))", "a >> (b & 31)"),
    ("sar", "u32", "(sar a (and b 31))", "(unsigned)((int)a >> (b & 31))"),
    ("fshl", "u32", "(fshl a b c)", "__funnelshift_l(a, b, c)"),
    ("fshr", "u32", "(fshr a b c)", "__funnelshift_r(a, b, c)"),
    ("fshlc", "u32", "(fshlc a b c)", "__funnelshift_lc(a, b, c)"),
    ("fshrc", "u32", "(fshrc a b c)", "__funnelshift_rc(a, b, c)"),
    ("perm", "u32", "(perm a b c)", "__byte_perm(a, b, c)"),
    ("lop3", "u32", "(xor (and a (not b)) (or b c))", "(a & ~b) ^ (b | c)"),
    ("lop3b", "u32", "(or (and a b) (and (not a) c))", "(a & b) | (~a & c)"),
    ("umulhi", "u32", "(umulhi a b)", "__umulhi(a, b)"),
    ("smulhi", "u32", "(smulhi a b)", "(unsigned)__mulhi((int)a, (int)b)"),
    ("mad", "u32", "(add (mul a b) c)", "a * b + c"),
    ("lea_hi", "u32", "(add c (shr (add (shl a 5) b) 3))", "c + ((a << 5) + b >> 3)"),
    ("popc", "u32", "(popc a)", "(unsigned)__popc(a)"),
    ("clz", "u32", "(clz a)", "(unsigned)__clz(a)"),
    ("brev", "u32", "(brev a)", "__brev(a)"),
    ("ffs", "u32", "(ffs a)", "(unsigned)__ffs(a)"),
    ("popc64", "u64", "(popc a)", "(unsigned long long)__popcll(a)"),
    ("clz64", "u64", "(clz a)", "(unsigned long long)__clzll(a)"),
    ("smin", "u32", "(smin a b)", "(unsigned)min((int)a, (int)b)"),
    ("umax", "u32", "(umax a b)", "max(a, b)"),
    ("umin", "u32", "(umin a b)", "min(a, b)"),
    ("smax", "u32", "(smax a b)", "(unsigned)max((int)a, (int)b)"),
    ("sabs", "u32", "(sabs a)", "(unsigned)abs((int)a)"),
    ("slt", "u32", "(slt a b)", "(unsigned)((int)a < (int)b)"),
    ("ule_sel", "u32", "(sel (ule a b) c a)", "a <= b ? c : a"),
    ("u2f_rn", "u32", "(u2f_rn a)", "__float_as_uint(__uint2float_rn(a))"),
    ("u2f_rz", "u32", "(u2f_rz a)", "__float_as_uint(__uint2float_rz(a))"),
    ("u2f_rd", "u32", "(u2f_rd a)", "__float_as_uint(__uint2float_rd(a))"),
    ("u2f_ru", "u32", "(u2f_ru a)", "__float_as_uint(__uint2float_ru(a))"),
    ("i2f_rn", "u32", "(i2f_rn a)", "__float_as_uint(__int2float_rn((int)a))"),
    ("i2f_rd", "u32", "(i2f_rd a)", "__float_as_uint(__int2float_rd((int)a))"),
    ("f2i_rz", "u32", "(f2i_rz a)", "(unsigned)__float2int_rz(__uint_as_float(a))"),
    ("f2i_rn", "u32", "(f2i_rn a)", "(unsigned)__float2int_rn(__uint_as_float(a))"),
    ("f2u_rz", "u32", "(f2u_rz a)", "__float2uint_rz(__uint_as_float(a))"),
    ("f2i_rd", "u32", "(f2i_rd a)", "(unsigned)__float2int_rd(__uint_as_float(a))"),
    ("ll2f_rn", "u64", "(ll2f_rn a)", "(unsigned long long)__float_as_uint(__ll2float_rn((long long)a))"),
    ("ull2d_rz", "u64", "(ull2d_rz a)", "(unsigned long long)__double_as_longlong(__ull2double_rz(a))"),
    ("rcp", "u32", "(rcp a)", "mufu_rcp(__uint_as_float(a))"),
    ("ex2", "u32", "(ex2 a)", "mufu_ex2(__uint_as_float(a))"),
    ("lg2", "u32", "(lg2 a)", "mufu_lg2(__uint_as_float(a))"),
    ("rsq", "u32", "(rsq a)", "mufu_rsq(__uint_as_float(a))"),
]

# Binary ops of the random campaign: prefix name and CUDA form (unsigned 32-bit; shift
# amounts masked, divisors forced odd so none is 0). No min/max: sm_90 makes them VIMNMX,
# which CUDA 11.8's disassemblers print as blank lines (ops.cu has them for the others).
RBIN = [
    ("add", "({0} + {1})"), ("sub", "({0} - {1})"), ("mul", "({0} * {1})"),
    ("and", "({0} & {1})"), ("or", "({0} | {1})"), ("xor", "({0} ^ {1})"),
    ("shl", "({0} << ({1} & 31u))"), ("shr", "({0} >> ({1} & 31u))"),
    ("sar", "(unsigned)((int){0} >> ({1} & 31u))"),
    ("udiv", "({0} / ({1} | 1u))"), ("urem", "({0} % ({1} | 1u))"),
    ("umulhi", "__umulhi({0}, {1})"), ("ult", "(unsigned)({0} < {1})"),
    ("slt", "(unsigned)((int){0} < (int){1})"),
]
RUN = [("not", "(~{0})"), ("neg", "(0u - {0})"), ("popc", "(unsigned)__popc({0})"),
       ("clz", "(unsigned)__clz({0})"), ("brev", "__brev({0})")]
# prefix forms whose divisor/shift the host applies the same way
RPREFIX = {"shl": "(shl {0} (and {1} 31))", "shr": "(shr {0} (and {1} 31))",
           "sar": "(sar {0} (and {1} 31))", "udiv": "(udiv {0} (or {1} 1))",
           "urem": "(urem {0} (or {1} 1))"}

MUFU = """
__device__ unsigned mufu_rcp(float x) { float r; asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); return __float_as_uint(r); }
__device__ unsigned mufu_ex2(float x) { float r; asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); return __float_as_uint(r); }
__device__ unsigned mufu_lg2(float x) { float r; asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); return __float_as_uint(r); }
__device__ unsigned mufu_rsq(float x) { float r; asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); return __float_as_uint(r); }
"""


def ctype(t):
    return "unsigned" if t == "u32" else "unsigned long long"


def kernel(name, t, exprs):
    T = ctype(t)
    body = "".join(f"\tout[i * {len(exprs)} + {k}] = {e};\n" for k, e in enumerate(exprs))
    return (f"__global__ void {name}(const {T} *in, {T} *out)\n{{\n"
            f"\tint i = blockIdx.x * blockDim.x + threadIdx.x;\n"
            f"\t{T} a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];\n"
            f"\t(void)a; (void)b; (void)c;\n{body}}}\n")


def rexpr(rng, depth):
    if depth == 0 or rng.random() < 0.25:
        r = rng.random()
        if r < 0.75:
            v = rng.choice("abc")
            return v, v
        k = rng.choice([0, 1, 2, 3, 7, 31, 32, 255, 0x7fffffff, 0x80000000, 0xffffffff,
                        rng.getrandbits(32)])
        return str(k), f"{k}u"
    if rng.random() < 0.2:
        name, form = rng.choice(RUN)
        p, c = rexpr(rng, depth - 1)
        return f"({name} {p})", form.format(c)
    name, form = rng.choice(RBIN)
    p0, c0 = rexpr(rng, depth - 1)
    p1, c1 = rexpr(rng, depth - 1)
    pre = RPREFIX.get(name, "(" + name + " {0} {1})").format(p0, p1)
    return pre, form.format(c0, c1)


def main():
    with open("ops.cu", "w") as cu, open("ops.txt", "w") as txt:
        cu.write("// ops.cu - generated by gen.py: one kernel per operation of the "
                 "differential harness.\n" + MUFU)
        for name, t, pre, cexp in OPS:
            cu.write(kernel("d_" + name, t, [cexp]))
            txt.write(f"d_{name} {t} 1\n{pre}\n")
    rng = random.Random(43)
    nk, per = 50, 200
    with open("random.cu", "w") as cu, open("random.txt", "w") as txt:
        cu.write("// random.cu - generated by gen.py (seed 43): random unsigned 32-bit "
                 f"expressions, {nk} kernels of {per}.\n")
        for k in range(nk):
            pres, cs = [], []
            for _ in range(per):
                p, c = rexpr(rng, rng.randint(1, 4))
                pres.append(p)
                cs.append(c)
            cu.write(kernel(f"r_{k:03d}", "u32", cs))
            txt.write(f"r_{k:03d} u32 {per}\n" + "\n".join(pres) + "\n")


main()
