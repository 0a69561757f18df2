/* opcodes.c - the SASS and PTX opcode tables: class, control flow, memory space, operand shape. */
#include <string.h>

#include "gpuperf/opcodes.h"
#include "gpuperf/sass.h"

#define K GP_FAM_BIT(GP_FAM_KEPLER)
#define M GP_FAM_BIT(GP_FAM_MAXWELL)
#define V GP_FAM_BIT(GP_FAM_VOLTA)
#define A GP_FAM_BIT(GP_FAM_AMPERE)
#define H GP_FAM_BIT(GP_FAM_HOPPER)
#define ALL GP_FAMS_ALL
#define KM (K | M)
#define MVAH (M | V | A | H)
#define VAH (V | A | H)
#define AH (A | H)

#define NOF GP_FLOW_NONE
#define NOS GP_SPACE_NONE

/*
 * One row per opcode (or opcode plus first modifier where that changes the
 * class, "IMAD.MOV" on Volta+ is a move). Families are where the opcode
 * exists with this meaning; a listing for another family reports it as
 * unknown rather than guessing. Classes follow the thesis's split (Table 4.1:
 * fp32, int, int mad/mul, mov; Table 4.2: memory levels) extended with the
 * units of later architectures (fp64, sfu, half, tensor). Sources: the CUDA
 * Binary Utilities instruction-set reference (per architecture family) for
 * what each opcode does.
 */
static const struct gp_opcode table[] = {
	/* ---- FP32 cores ---- */
	{ "FADD", ALL, GP_IC_FP32, NOF, NOS, 0 },
	{ "FADD32I", ALL, GP_IC_FP32, NOF, NOS, 0 },
	{ "FMUL", ALL, GP_IC_FP32, NOF, NOS, 0 },
	{ "FMUL32I", ALL, GP_IC_FP32, NOF, NOS, 0 },
	{ "FFMA", ALL, GP_IC_FP32, NOF, NOS, 0 },
	{ "FFMA32I", ALL, GP_IC_FP32, NOF, NOS, 0 },
	{ "FMNMX", ALL, GP_IC_FP32, NOF, NOS, 0 },
	{ "FSET", ALL, GP_IC_FP32, NOF, NOS, 0 },
	{ "FSETP", ALL, GP_IC_FP32, NOF, NOS, GP_OPF_SETP },
	{ "FSEL", MVAH, GP_IC_FP32, NOF, NOS, 0 },
	{ "FCMP", ALL, GP_IC_FP32, NOF, NOS, 0 },
	{ "FCHK", MVAH, GP_IC_FP32, NOF, NOS, GP_OPF_SETP },
	{ "FSWZADD", MVAH, GP_IC_FP32, NOF, NOS, 0 },
	{ "FSWZ", K, GP_IC_FP32, NOF, NOS, 0 },
	/* ---- integer ---- */
	{ "IADD", KM, GP_IC_INT, NOF, NOS, GP_OPF_CARRY },
	{ "IADD32I", KM, GP_IC_INT, NOF, NOS, GP_OPF_CARRY },
	{ "ISUB", K, GP_IC_INT, NOF, NOS, GP_OPF_CARRY },
	{ "IADD3", MVAH, GP_IC_INT, NOF, NOS, GP_OPF_CARRY },
	{ "ISCADD", KM, GP_IC_INT, NOF, NOS, GP_OPF_CARRY },
	{ "ISCADD32I", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "ISETP", ALL, GP_IC_INT, NOF, NOS, GP_OPF_SETP },
	{ "ISET", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "ICMP", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "IMNMX", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "IABS", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "SEL", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "LOP", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "LOP32I", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "LOP3", MVAH, GP_IC_INT, NOF, NOS, 0 },
	{ "SHL", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "SHR", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "SHF", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "BFE", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "BFI", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "BMSK", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "SGXT", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "POPC", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "FLO", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "BREV", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "PRMT", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "LEA", MVAH, GP_IC_INT, NOF, NOS, GP_OPF_CARRY },
	{ "PLOP3", VAH, GP_IC_INT, NOF, NOS, GP_OPF_SETP },
	{ "PSETP", ALL, GP_IC_INT, NOF, NOS, GP_OPF_SETP },
	{ "PSET", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "CSETP", KM, GP_IC_INT, NOF, NOS, GP_OPF_SETP },
	{ "CSET", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "P2R", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "R2P", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "VABSDIFF", ALL, GP_IC_INT, NOF, NOS, 0 },
	{ "VABSDIFF4", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "VADD", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "VMNMX", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "VSET", KM, GP_IC_INT, NOF, NOS, 0 },
	{ "VSETP", KM, GP_IC_INT, NOF, NOS, GP_OPF_SETP },
	{ "REDUX", AH, GP_IC_INT, NOF, NOS, 0 },
	{ "LEPC", MVAH, GP_IC_INT, NOF, NOS, 0 },
	/* uniform datapath (Turing and later): scalar per warp, still an issue slot */
	{ "UIADD3", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "ULOP", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "ULOP3", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "ULOP32I", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "ULEA", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "USHF", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "USHL", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "USHR", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "UISETP", VAH, GP_IC_INT, NOF, NOS, GP_OPF_SETP },
	{ "UPLOP3", VAH, GP_IC_INT, NOF, NOS, GP_OPF_SETP },
	{ "USEL", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "UFLO", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "UPOPC", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "UPRMT", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "USGXT", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "UBMSK", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "UBREV", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "UP2UR", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "UR2UP", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "R2UR", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "UCLEA", AH, GP_IC_INT, NOF, NOS, 0 },
	{ "UIMAD", VAH, GP_IC_IMUL, NOF, NOS, 0 },
	{ "UMOV", VAH, GP_IC_MISC, NOF, NOS, 0 },
	/* integer multiply-add (Table 4.1 "int mad/mul"); IMAD's move/add/shift
	 * forms on Volta+ are what the compiler emits for plain moves and adds */
	{ "IMAD.MOV", VAH, GP_IC_MISC, NOF, NOS, 0 },
	{ "IMAD.IADD", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "IMAD.SHL", VAH, GP_IC_INT, NOF, NOS, 0 },
	{ "IMAD", ALL, GP_IC_IMUL, NOF, NOS, GP_OPF_CARRY },
	{ "IMAD32I", KM, GP_IC_IMUL, NOF, NOS, GP_OPF_CARRY },
	{ "IMADSP", KM, GP_IC_IMUL, NOF, NOS, 0 },
	{ "IMUL", KM, GP_IC_IMUL, NOF, NOS, 0 },
	{ "IMUL32I", KM, GP_IC_IMUL, NOF, NOS, 0 },
	{ "XMAD", M, GP_IC_IMUL, NOF, NOS, GP_OPF_CARRY },
	{ "ISAD", KM, GP_IC_IMUL, NOF, NOS, 0 },
	{ "VMAD", KM, GP_IC_IMUL, NOF, NOS, 0 },
	{ "IDP", VAH, GP_IC_IMUL, NOF, NOS, 0 },
	{ "IDP4A", VAH, GP_IC_IMUL, NOF, NOS, 0 },
	/* ---- FP64 ---- */
	{ "DADD", ALL, GP_IC_FP64, NOF, NOS, GP_OPF_F64 },
	{ "DMUL", ALL, GP_IC_FP64, NOF, NOS, GP_OPF_F64 },
	{ "DFMA", ALL, GP_IC_FP64, NOF, NOS, GP_OPF_F64 },
	{ "DMNMX", ALL, GP_IC_FP64, NOF, NOS, GP_OPF_F64 },
	{ "DSET", ALL, GP_IC_FP64, NOF, NOS, GP_OPF_F64 },
	{ "DSETP", ALL, GP_IC_FP64, NOF, NOS, GP_OPF_F64 | GP_OPF_SETP },
	/* ---- special functions ---- */
	{ "MUFU", ALL, GP_IC_SFU, NOF, NOS, 0 },
	{ "RRO", KM, GP_IC_SFU, NOF, NOS, 0 },
	/* ---- half precision (sm_53, sm_6x and later) ---- */
	{ "HADD2", MVAH, GP_IC_HALF, NOF, NOS, 0 },
	{ "HADD2_32I", MVAH, GP_IC_HALF, NOF, NOS, 0 },
	{ "HMUL2", MVAH, GP_IC_HALF, NOF, NOS, 0 },
	{ "HMUL2_32I", MVAH, GP_IC_HALF, NOF, NOS, 0 },
	{ "HFMA2", MVAH, GP_IC_HALF, NOF, NOS, 0 },
	{ "HFMA2_32I", MVAH, GP_IC_HALF, NOF, NOS, 0 },
	{ "HSET2", MVAH, GP_IC_HALF, NOF, NOS, 0 },
	{ "HSETP2", MVAH, GP_IC_HALF, NOF, NOS, GP_OPF_SETP },
	{ "HMNMX2", AH, GP_IC_HALF, NOF, NOS, 0 },
	/* ---- tensor cores ---- */
	{ "HMMA", VAH, GP_IC_TENSOR, NOF, NOS, GP_OPF_MMA },
	{ "IMMA", VAH, GP_IC_TENSOR, NOF, NOS, GP_OPF_MMA },
	{ "BMMA", VAH, GP_IC_TENSOR, NOF, NOS, GP_OPF_MMA },
	{ "DMMA", AH, GP_IC_TENSOR, NOF, NOS, GP_OPF_MMA | GP_OPF_F64 },
	{ "HGMMA", H, GP_IC_TENSOR, NOF, NOS, GP_OPF_MMA },
	{ "IGMMA", H, GP_IC_TENSOR, NOF, NOS, GP_OPF_MMA },
	{ "BGMMA", H, GP_IC_TENSOR, NOF, NOS, GP_OPF_MMA },
	{ "QGMMA", H, GP_IC_TENSOR, NOF, NOS, GP_OPF_MMA },
	/* ---- conversions ---- */
	{ "F2F", ALL, GP_IC_CONV, NOF, NOS, GP_OPF_CONV },
	{ "F2I", ALL, GP_IC_CONV, NOF, NOS, GP_OPF_CONV },
	{ "I2F", ALL, GP_IC_CONV, NOF, NOS, GP_OPF_CONV },
	{ "I2I", ALL, GP_IC_CONV, NOF, NOS, GP_OPF_CONV },
	{ "FRND", ALL, GP_IC_CONV, NOF, NOS, GP_OPF_CONV },
	{ "F2FP", AH, GP_IC_CONV, NOF, NOS, 0 },
	{ "I2IP", AH, GP_IC_CONV, NOF, NOS, 0 },
	/* ---- global memory (and texture/surface, which reach DRAM the same way) ---- */
	{ "LDG", ALL, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "LD", ALL, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "LDU", K, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "TEX", ALL, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "TEXS", MVAH, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "TLD", ALL, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "TLDS", MVAH, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "TLD4", ALL, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "TLD4S", MVAH, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "TXD", ALL, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "TMML", ALL, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "SULD", ALL, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, 0 },
	{ "LDGSTS", AH, GP_IC_GLD, NOF, GP_SPACE_G2S, GP_OPF_NODST },
	{ "UTMALDG", H, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, GP_OPF_NODST },
	{ "UBLKCP", H, GP_IC_GLD, NOF, GP_SPACE_GLOBAL, GP_OPF_NODST },
	{ "STG", ALL, GP_IC_GST, NOF, GP_SPACE_GLOBAL, GP_OPF_NODST | GP_OPF_STORE },
	{ "ST", ALL, GP_IC_GST, NOF, GP_SPACE_GLOBAL, GP_OPF_NODST | GP_OPF_STORE },
	{ "SUST", ALL, GP_IC_GST, NOF, GP_SPACE_GLOBAL, GP_OPF_NODST | GP_OPF_STORE },
	{ "UTMASTG", H, GP_IC_GST, NOF, GP_SPACE_GLOBAL, GP_OPF_NODST },
	/* ---- shared, constant, local ---- */
	{ "LDS", ALL, GP_IC_LDS, NOF, GP_SPACE_SHARED, 0 },
	{ "LDSM", VAH, GP_IC_LDS, NOF, GP_SPACE_SHARED, GP_OPF_LDSM },
	{ "STS", ALL, GP_IC_STS, NOF, GP_SPACE_SHARED, GP_OPF_NODST | GP_OPF_STORE },
	{ "STSM", H, GP_IC_STS, NOF, GP_SPACE_SHARED, GP_OPF_NODST | GP_OPF_STORE | GP_OPF_LDSM },
	{ "LDC", ALL, GP_IC_LDC, NOF, GP_SPACE_CONST, 0 },
	{ "ULDC", VAH, GP_IC_LDC, NOF, GP_SPACE_CONST, 0 },
	{ "LDL", ALL, GP_IC_LOCAL, NOF, GP_SPACE_LOCAL, 0 },
	{ "STL", ALL, GP_IC_LOCAL, NOF, GP_SPACE_LOCAL, GP_OPF_NODST | GP_OPF_STORE },
	/* ---- atomics and reductions ---- */
	{ "ATOM", ALL, GP_IC_ATOM, NOF, GP_SPACE_GLOBAL, GP_OPF_STORE },
	{ "ATOMG", VAH, GP_IC_ATOM, NOF, GP_SPACE_GLOBAL, GP_OPF_STORE },
	{ "RED", ALL, GP_IC_ATOM, NOF, GP_SPACE_GLOBAL, GP_OPF_NODST | GP_OPF_STORE },
	/* Hopper names the global reduction REDG (the 11.8 sm_90 listings: REDG.E.ADD.STRONG.GPU) */
	{ "REDG", H, GP_IC_ATOM, NOF, GP_SPACE_GLOBAL, GP_OPF_NODST | GP_OPF_STORE },
	{ "ATOMS", ALL, GP_IC_ATOM, NOF, GP_SPACE_SHARED, GP_OPF_STORE },
	{ "SUATOM", ALL, GP_IC_ATOM, NOF, GP_SPACE_GLOBAL, GP_OPF_STORE },
	{ "SURED", ALL, GP_IC_ATOM, NOF, GP_SPACE_GLOBAL, GP_OPF_NODST | GP_OPF_STORE },
	/* ---- barriers and fences ---- */
	{ "BAR", ALL, GP_IC_BAR, NOF, NOS, GP_OPF_NODST },
	{ "MEMBAR", ALL, GP_IC_BAR, NOF, NOS, GP_OPF_NODST },
	{ "FENCE", H, GP_IC_BAR, NOF, NOS, GP_OPF_NODST },
	{ "ARRIVES", H, GP_IC_BAR, NOF, NOS, GP_OPF_NODST },
	{ "SYNCS", H, GP_IC_BAR, NOF, NOS, 0 },
	{ "UCGABAR_ARV", H, GP_IC_BAR, NOF, NOS, GP_OPF_NODST },
	{ "UCGABAR_WAIT", H, GP_IC_BAR, NOF, NOS, GP_OPF_NODST },
	/* ---- control ---- */
	{ "BRA", ALL, GP_IC_BRANCH, GP_FLOW_JUMP, NOS, GP_OPF_NODST },
	{ "JMP", ALL, GP_IC_BRANCH, GP_FLOW_JUMP, NOS, GP_OPF_NODST },
	{ "BRX", ALL, GP_IC_BRANCH, GP_FLOW_IJUMP, NOS, GP_OPF_NODST },
	{ "JMX", ALL, GP_IC_BRANCH, GP_FLOW_IJUMP, NOS, GP_OPF_NODST },
	{ "CAL", KM, GP_IC_BRANCH, GP_FLOW_CALL, NOS, GP_OPF_NODST },
	{ "JCAL", ALL, GP_IC_BRANCH, GP_FLOW_CALL, NOS, GP_OPF_NODST },
	{ "CALL", VAH, GP_IC_BRANCH, GP_FLOW_CALL, NOS, GP_OPF_NODST },
	{ "RET", ALL, GP_IC_BRANCH, GP_FLOW_RET, NOS, GP_OPF_NODST },
	{ "EXIT", ALL, GP_IC_BRANCH, GP_FLOW_EXIT, NOS, GP_OPF_NODST },
	{ "KILL", ALL, GP_IC_BRANCH, GP_FLOW_EXIT, NOS, GP_OPF_NODST },
	{ "SSY", KM, GP_IC_BRANCH, GP_FLOW_SETSYNC, NOS, GP_OPF_NODST },
	{ "PBK", KM, GP_IC_BRANCH, GP_FLOW_SETSYNC, NOS, GP_OPF_NODST },
	{ "PCNT", KM, GP_IC_BRANCH, GP_FLOW_SETSYNC, NOS, GP_OPF_NODST },
	{ "PEXIT", KM, GP_IC_BRANCH, GP_FLOW_SETSYNC, NOS, GP_OPF_NODST },
	{ "PRET", KM, GP_IC_BRANCH, GP_FLOW_SETSYNC, NOS, GP_OPF_NODST },
	{ "SYNC", KM, GP_IC_BRANCH, GP_FLOW_SYNC, NOS, GP_OPF_NODST },
	{ "BRK", KM, GP_IC_BRANCH, GP_FLOW_SYNC, NOS, GP_OPF_NODST },
	{ "CONT", KM, GP_IC_BRANCH, GP_FLOW_SYNC, NOS, GP_OPF_NODST },
	{ "BSSY", VAH, GP_IC_BRANCH, GP_FLOW_SETSYNC, NOS, GP_OPF_NODST },
	{ "BSYNC", VAH, GP_IC_BRANCH, GP_FLOW_SYNC, NOS, GP_OPF_NODST },
	{ "BREAK", VAH, GP_IC_BRANCH, GP_FLOW_SYNC, NOS, GP_OPF_NODST },
	{ "WARPSYNC", VAH, GP_IC_BRANCH, GP_FLOW_SYNC, NOS, GP_OPF_NODST },
	{ "YIELD", VAH, GP_IC_BRANCH, NOF, NOS, GP_OPF_NODST },
	{ "BPT", ALL, GP_IC_BRANCH, NOF, NOS, GP_OPF_NODST },
	/* ---- moves, special registers, warp-level and bookkeeping ---- */
	{ "MOV", ALL, GP_IC_MISC, NOF, NOS, 0 },
	{ "MOV32I", ALL, GP_IC_MISC, NOF, NOS, 0 },
	{ "MOVM", H, GP_IC_MISC, NOF, NOS, 0 },
	{ "S2R", ALL, GP_IC_MISC, NOF, NOS, 0 },
	{ "CS2R", VAH, GP_IC_MISC, NOF, NOS, 0 },
	{ "S2UR", VAH, GP_IC_MISC, NOF, NOS, 0 },
	{ "B2R", KM, GP_IC_MISC, NOF, NOS, 0 },
	{ "R2B", KM, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "BMOV", VAH, GP_IC_MISC, NOF, NOS, 0 },
	{ "SHFL", ALL, GP_IC_MISC, NOF, NOS, 0 },
	{ "VOTE", ALL, GP_IC_MISC, NOF, NOS, 0 },
	{ "VOTEU", VAH, GP_IC_MISC, NOF, NOS, 0 },
	{ "MATCH", VAH, GP_IC_MISC, NOF, NOS, 0 },
	{ "ELECT", H, GP_IC_MISC, NOF, NOS, 0 },
	{ "NOP", ALL, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "DEPBAR", ALL, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "TEXDEPBAR", KM, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "LDGDEPBAR", AH, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "ERRBAR", VAH, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "CCTL", ALL, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "CCTLL", MVAH, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "NANOSLEEP", VAH, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "PMTRIG", VAH, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "TXQ", ALL, GP_IC_MISC, NOF, NOS, 0 },
	{ "QSPC", AH, GP_IC_MISC, NOF, NOS, GP_OPF_SETP },
	{ "GETLMEMBASE", VAH, GP_IC_MISC, NOF, NOS, 0 },
	{ "SETLMEMBASE", VAH, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "WARPGROUP", H, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "ACQBULK", H, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
	{ "USETMAXREG", H, GP_IC_MISC, NOF, NOS, GP_OPF_NODST },
};

int gp_sm_family(int sm)
{
	if (sm >= 30 && sm < 50)
		return GP_FAM_KEPLER;
	if (sm >= 50 && sm < 70)
		return GP_FAM_MAXWELL;
	if (sm >= 70 && sm < 80)
		return GP_FAM_VOLTA;
	if (sm >= 80 && sm < 90)
		return GP_FAM_AMPERE;
	if (sm >= 90 && sm < 1000)
		return GP_FAM_HOPPER;
	return -1;
}

static const struct gp_opcode *scan(const char *name, size_t len, int family)
{
	for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++) {
		const struct gp_opcode *o = &table[i];
		if (strncmp(o->name, name, len) != 0 || o->name[len] != '\0')
			continue;
		if (family < 0 || (o->families & GP_FAM_BIT(family)))
			return o;
	}
	return NULL;
}

const struct gp_opcode *gp_opcode_find(const char *mnemonic, int sm)
{
	const char *dot = strchr(mnemonic, '.');
	int family = gp_sm_family(sm);
	const struct gp_opcode *o;
	size_t base = dot ? (size_t)(dot - mnemonic) : strlen(mnemonic);

	if (dot) {
		const char *dot2 = strchr(dot + 1, '.');
		size_t two = dot2 ? (size_t)(dot2 - mnemonic) : strlen(mnemonic);
		if ((o = scan(mnemonic, two, family)))
			return o;
	}
	return scan(mnemonic, base, family);
}

const struct gp_opcode *gp_opcode_table(size_t *n)
{
	*n = sizeof(table) / sizeof(table[0]);
	return table;
}

/* ==== PTX ==== */

/*
 * PTX opcodes by base name; the type suffix (.f32, .s32, ...) or state space
 * (.global, .shared, ...) picks the class where the rule says so. PTX is
 * virtual: the counts are what ptxas starts from, not what runs.
 */
static const struct gp_ptx_opcode ptx_table[] = {
	{ "add", GP_PTX_BYTYPE, GP_IC_INT, NOF, 0 },
	{ "sub", GP_PTX_BYTYPE, GP_IC_INT, NOF, 0 },
	{ "abs", GP_PTX_BYTYPE, GP_IC_INT, NOF, 0 },
	{ "neg", GP_PTX_BYTYPE, GP_IC_INT, NOF, 0 },
	{ "min", GP_PTX_BYTYPE, GP_IC_INT, NOF, 0 },
	{ "max", GP_PTX_BYTYPE, GP_IC_INT, NOF, 0 },
	{ "setp", GP_PTX_BYTYPE, GP_IC_INT, NOF, GP_OPF_SETP },
	{ "set", GP_PTX_BYTYPE, GP_IC_INT, NOF, 0 },
	{ "selp", GP_PTX_BYTYPE, GP_IC_INT, NOF, 0 },
	{ "slct", GP_PTX_BYTYPE, GP_IC_INT, NOF, 0 },
	{ "copysign", GP_PTX_BYTYPE, GP_IC_FP32, NOF, 0 },
	{ "testp", GP_PTX_BYTYPE, GP_IC_FP32, NOF, 0 },
	{ "mul", GP_PTX_MULTYPE, GP_IC_IMUL, NOF, 0 },
	{ "mad", GP_PTX_MULTYPE, GP_IC_IMUL, NOF, 0 },
	{ "mul24", GP_PTX_MULTYPE, GP_IC_IMUL, NOF, 0 },
	{ "mad24", GP_PTX_MULTYPE, GP_IC_IMUL, NOF, 0 },
	{ "sad", GP_PTX_MULTYPE, GP_IC_IMUL, NOF, 0 },
	{ "fma", GP_PTX_MULTYPE, GP_IC_FP32, NOF, 0 },
	{ "rem", GP_PTX_MULTYPE, GP_IC_IMUL, NOF, 0 },
	{ "div", GP_PTX_SFU, GP_IC_SFU, NOF, 0 },
	{ "rcp", GP_PTX_SFU, GP_IC_SFU, NOF, 0 },
	{ "sqrt", GP_PTX_SFU, GP_IC_SFU, NOF, 0 },
	{ "rsqrt", GP_PTX_SFU, GP_IC_SFU, NOF, 0 },
	{ "sin", GP_PTX_SFU, GP_IC_SFU, NOF, 0 },
	{ "cos", GP_PTX_SFU, GP_IC_SFU, NOF, 0 },
	{ "lg2", GP_PTX_SFU, GP_IC_SFU, NOF, 0 },
	{ "ex2", GP_PTX_SFU, GP_IC_SFU, NOF, 0 },
	{ "tanh", GP_PTX_SFU, GP_IC_SFU, NOF, 0 },
	{ "and", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "or", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "xor", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "not", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "cnot", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "shl", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "shr", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "shf", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "bfe", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "bfi", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "brev", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "popc", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "clz", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "bfind", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "fns", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "bmsk", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "szext", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "prmt", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "lop3", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "cvta", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "isspacep", GP_PTX_FIXED, GP_IC_INT, NOF, GP_OPF_SETP },
	{ "redux", GP_PTX_FIXED, GP_IC_INT, NOF, 0 },
	{ "dp4a", GP_PTX_FIXED, GP_IC_IMUL, NOF, 0 },
	{ "dp2a", GP_PTX_FIXED, GP_IC_IMUL, NOF, 0 },
	{ "cvt", GP_PTX_FIXED, GP_IC_CONV, NOF, 0 },
	{ "mov", GP_PTX_FIXED, GP_IC_MISC, NOF, 0 },
	{ "shfl", GP_PTX_FIXED, GP_IC_MISC, NOF, 0 },
	{ "vote", GP_PTX_FIXED, GP_IC_MISC, NOF, 0 },
	{ "match", GP_PTX_FIXED, GP_IC_MISC, NOF, 0 },
	{ "activemask", GP_PTX_FIXED, GP_IC_MISC, NOF, 0 },
	{ "nanosleep", GP_PTX_FIXED, GP_IC_MISC, NOF, GP_OPF_NODST },
	{ "pmevent", GP_PTX_FIXED, GP_IC_MISC, NOF, GP_OPF_NODST },
	{ "prefetch", GP_PTX_FIXED, GP_IC_MISC, NOF, GP_OPF_NODST },
	{ "ld", GP_PTX_MEMORY, GP_IC_GLD, NOF, 0 },
	{ "ldu", GP_PTX_MEMORY, GP_IC_GLD, NOF, 0 },
	{ "st", GP_PTX_MEMORY, GP_IC_GST, NOF, GP_OPF_NODST | GP_OPF_STORE },
	{ "atom", GP_PTX_MEMORY, GP_IC_ATOM, NOF, GP_OPF_STORE },
	{ "red", GP_PTX_MEMORY, GP_IC_ATOM, NOF, GP_OPF_NODST | GP_OPF_STORE },
	{ "cp", GP_PTX_MEMORY, GP_IC_GLD, NOF, GP_OPF_NODST },
	{ "tex", GP_PTX_FIXED, GP_IC_GLD, NOF, 0 },
	{ "tld4", GP_PTX_FIXED, GP_IC_GLD, NOF, 0 },
	{ "suld", GP_PTX_FIXED, GP_IC_GLD, NOF, 0 },
	{ "sust", GP_PTX_FIXED, GP_IC_GST, NOF, GP_OPF_NODST | GP_OPF_STORE },
	{ "ldmatrix", GP_PTX_FIXED, GP_IC_LDS, NOF, 0 },
	{ "stmatrix", GP_PTX_FIXED, GP_IC_STS, NOF, GP_OPF_NODST | GP_OPF_STORE },
	{ "mma", GP_PTX_FIXED, GP_IC_TENSOR, NOF, 0 },
	{ "wmma", GP_PTX_FIXED, GP_IC_TENSOR, NOF, 0 },
	{ "wgmma", GP_PTX_FIXED, GP_IC_TENSOR, NOF, 0 },
	{ "bar", GP_PTX_FIXED, GP_IC_BAR, NOF, GP_OPF_NODST },
	{ "barrier", GP_PTX_FIXED, GP_IC_BAR, NOF, GP_OPF_NODST },
	{ "membar", GP_PTX_FIXED, GP_IC_BAR, NOF, GP_OPF_NODST },
	{ "fence", GP_PTX_FIXED, GP_IC_BAR, NOF, GP_OPF_NODST },
	{ "bra", GP_PTX_FIXED, GP_IC_BRANCH, GP_FLOW_JUMP, GP_OPF_NODST },
	{ "brx", GP_PTX_FIXED, GP_IC_BRANCH, GP_FLOW_IJUMP, GP_OPF_NODST },
	{ "call", GP_PTX_FIXED, GP_IC_BRANCH, GP_FLOW_NONE, GP_OPF_NODST },
	{ "ret", GP_PTX_FIXED, GP_IC_BRANCH, GP_FLOW_RET, GP_OPF_NODST },
	{ "exit", GP_PTX_FIXED, GP_IC_BRANCH, GP_FLOW_EXIT, GP_OPF_NODST },
	{ "trap", GP_PTX_FIXED, GP_IC_BRANCH, GP_FLOW_EXIT, GP_OPF_NODST },
};

const struct gp_ptx_opcode *gp_ptx_opcode_find(const char *base)
{
	for (size_t i = 0; i < sizeof(ptx_table) / sizeof(ptx_table[0]); i++)
		if (strcmp(ptx_table[i].name, base) == 0)
			return &ptx_table[i];
	return NULL;
}

const struct gp_ptx_opcode *gp_ptx_opcode_table(size_t *n)
{
	*n = sizeof(ptx_table) / sizeof(ptx_table[0]);
	return ptx_table;
}
