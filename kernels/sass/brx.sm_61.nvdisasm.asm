	.headerflags	@"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM61 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM61)"
	.elftype	@"ET_EXEC"


//--------------------- .nv.info                  --------------------------
	.section	.nv.info,"",@"SHT_CUDA_INFO"
	.align	4


	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
        /*0000*/ 	.byte	0x04, 0x2f
        /*0002*/ 	.short	(.L_2 - .L_1)
	.align		4
.L_1:
        /*0004*/ 	.word	index@(_Z8brx_pickPKiPi)
        /*0008*/ 	.word	0x00000007


	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_2:
        /*000c*/ 	.byte	0x04, 0x23
        /*000e*/ 	.short	(.L_4 - .L_3)
	.align		4
.L_3:
        /*0010*/ 	.word	index@(_Z8brx_pickPKiPi)
        /*0014*/ 	.word	0x00000000


	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_4:
        /*0018*/ 	.byte	0x04, 0x12
        /*001a*/ 	.short	(.L_6 - .L_5)
	.align		4
.L_5:
        /*001c*/ 	.word	index@(_Z8brx_pickPKiPi)
        /*0020*/ 	.word	0x00000000


	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_6:
        /*0024*/ 	.byte	0x04, 0x11
        /*0026*/ 	.short	(.L_8 - .L_7)
	.align		4
.L_7:
        /*0028*/ 	.word	index@(_Z8brx_pickPKiPi)
        /*002c*/ 	.word	0x00000000
.L_8:


//--------------------- .nv.info._Z8brx_pickPKiPi --------------------------
	.section	.nv.info._Z8brx_pickPKiPi,"",@"SHT_CUDA_INFO"
	.align	4


	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_10 - .L_9)
.L_9:
        /*0004*/ 	.word	0x00000076


	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_10:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2


	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2


	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_12 - .L_11)
	.align		4
.L_11:
        /*0014*/ 	.word	index@(.nv.constant0._Z8brx_pickPKiPi)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010


	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_12:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_14 - .L_13)
.L_13:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_14:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_16 - .L_15)
.L_15:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_16:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff


	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_18 - .L_17)


	//   ....[0]....
.L_17:
        /*0048*/ 	.word	0x00000010


	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_18:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_20 - .L_19)


	//   ....[0]....
.L_19:
        /*0050*/ 	.word	0x00000128


	//----- nvinfo : EIATTR_INDIRECT_BRANCH_TARGETS
	.align		4
.L_20:
        /*0054*/ 	.byte	0x04, 0x34
        /*0056*/ 	.short	(.L_22 - .L_21)


	//   ....[0]....
.L_21:
        /*0058*/ 	.word	(.L_x_2@srel + 0x10)
        /*005c*/ 	.short	0x0
        /*005e*/ 	.short	0x0
        /*0060*/ 	.word	0x4
        /*0064*/ 	.word	.L_x_3@srel
        /*0068*/ 	.word	.L_x_4@srel
        /*006c*/ 	.word	.L_x_5@srel
        /*0070*/ 	.word	.L_x_6@srel


	//   ....[1]....
        /*0074*/ 	.word	.L_x_7@srel
        /*0078*/ 	.short	0x0
        /*007a*/ 	.short	0x0
        /*007c*/ 	.word	0x1
        /*0080*/ 	.word	.L_x_0@srel


	//   ....[2]....
        /*0084*/ 	.word	.L_x_9@srel
        /*0088*/ 	.short	0x0
        /*008a*/ 	.short	0x0
        /*008c*/ 	.word	0x1
        /*0090*/ 	.word	.L_x_0@srel


	//   ....[3]....
        /*0094*/ 	.word	.L_x_11@srel
        /*0098*/ 	.short	0x0
        /*009a*/ 	.short	0x0
        /*009c*/ 	.word	0x1
        /*00a0*/ 	.word	.L_x_0@srel


	//   ....[4]....
        /*00a4*/ 	.word	(.L_x_6@srel + 0x8)
        /*00a8*/ 	.short	0x0
        /*00aa*/ 	.short	0x0
        /*00ac*/ 	.word	0x1
        /*00b0*/ 	.word	.L_x_0@srel


	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_22:
        /*00b4*/ 	.byte	0x04, 0x1e
        /*00b6*/ 	.short	(.L_24 - .L_23)
.L_23:
        /*00b8*/ 	.word	0x00000020
.L_24:


//--------------------- .nv.rel.action            --------------------------
	.section	.nv.rel.action,"",@"SHT_CUDA_RELOCINFO"
	.align	8
	.sectionentsize	8
        /*0000*/ 	.byte	0x4b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x02, 0x08, 0x10, 0x0a, 0x2f, 0x22
        /*0010*/ 	.byte	0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x08, 0x00, 0x00, 0x00, 0x00
        /*0020*/ 	.byte	0x00, 0x00, 0x10, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x18, 0x08, 0x00, 0x00, 0x00, 0x00
        /*0030*/ 	.byte	0x00, 0x00, 0x20, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x28, 0x08, 0x00, 0x00, 0x00, 0x00
        /*0040*/ 	.byte	0x00, 0x00, 0x30, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x38, 0x08, 0x00, 0x00, 0x00, 0x00
        /*0050*/ 	.byte	0x01, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x08, 0x00, 0x00, 0x00, 0x00
        /*0060*/ 	.byte	0x01, 0x00, 0x10, 0x08, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x18, 0x08, 0x00, 0x00, 0x00, 0x00
        /*0070*/ 	.byte	0x01, 0x00, 0x20, 0x08, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x28, 0x08, 0x00, 0x00, 0x00, 0x00
        /*0080*/ 	.byte	0x01, 0x00, 0x30, 0x08, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x38, 0x08, 0x00, 0x00, 0x00, 0x00
        /*0090*/ 	.byte	0x02, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x08, 0x08, 0x00, 0x00, 0x00, 0x00
        /*00a0*/ 	.byte	0x02, 0x00, 0x10, 0x08, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x18, 0x08, 0x00, 0x00, 0x00, 0x00
        /*00b0*/ 	.byte	0x02, 0x00, 0x20, 0x08, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x28, 0x08, 0x00, 0x00, 0x00, 0x00
        /*00c0*/ 	.byte	0x02, 0x00, 0x30, 0x08, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x38, 0x08, 0x00, 0x00, 0x00, 0x00
        /*00d0*/ 	.byte	0x00, 0x00, 0x00, 0x14, 0x2c, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x0c, 0x00, 0x00, 0x00, 0x00


//--------------------- .nv.constant2._Z8brx_pickPKiPi --------------------------
	.section	.nv.constant2._Z8brx_pickPKiPi,"a",@progbits
	.align	4
.nv.constant2._Z8brx_pickPKiPi:
        /*0000*/ 	.byte	0xb0, 0x00, 0x00, 0x00, 0xc0, 0x00, 0x00, 0x00, 0xd8, 0x00, 0x00, 0x00, 0xf0, 0x00, 0x00, 0x00


//--------------------- .nv.constant0._Z8brx_pickPKiPi --------------------------
	.section	.nv.constant0._Z8brx_pickPKiPi,"a",@progbits
	.align	4
.nv.constant0._Z8brx_pickPKiPi:
	.zero		336


//--------------------- .text._Z8brx_pickPKiPi    --------------------------
	.section	.text._Z8brx_pickPKiPi,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8brx_pickPKiPi
        .type           _Z8brx_pickPKiPi,@function
        .size           _Z8brx_pickPKiPi,(.L_x_15 - _Z8brx_pickPKiPi)
        .other          _Z8brx_pickPKiPi,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8brx_pickPKiPi:
.text._Z8brx_pickPKiPi:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/         {         XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   SSY `(.L_x_0)         }
        /*0038*/                   XMAD R2, R0, c[0x0] [0x8], R2 ;
        /*0048*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0050*/                   LOP32I.AND R2, R0, 0x3 ;
        /*0058*/                   SHL R6, R2, 0x2 ;
        /*0068*/                   LDC R6, c[0x2][R6] ;
        /*0070*/                   SHL R4, R0.reuse, 0x2 ;
        /*0078*/                   SHR R5, R0, 0x1e ;
        /*0088*/                   IADD R2.CC, R4, c[0x0][0x140] ;
        /*0090*/                   NOP ;
.L_x_2:
        /*0098*/         {         IADD.X R3, R5, c[0x0][0x144] ;
        /*00a8*/                   BRX R6 -0xb0                                (*"BRANCH_TARGETS .L_x_3,.L_x_4,.L_x_5,.L_x_6"*)        }
.L_x_3:
        /*00b0*/                   LDG.E R0, [R2] ;
.L_x_7:
        /*00b8*/                   SYNC                                        (*"BRANCH_TARGETS .L_x_0"*);
.L_x_4:
        /*00c8*/                   LDG.E R0, [R2+0x4] ;
.L_x_9:
        /*00d0*/                   SYNC                                        (*"BRANCH_TARGETS .L_x_0"*);
.L_x_5:
        /*00d8*/                   LDG.E R0, [R2+0x40] ;
.L_x_11:
        /*00e8*/                   SYNC                                        (*"BRANCH_TARGETS .L_x_0"*);
.L_x_6:
        /*00f0*/         {         MOV32I R0, 0x7 ;
        /*00f8*/                   SYNC                                        (*"BRANCH_TARGETS .L_x_0"*)        }
.L_x_0:
        /*0108*/                   IADD R2.CC, R4, c[0x0][0x148] ;
        /*0110*/                   IADD.X R3, R5, c[0x0][0x14c] ;
        /*0118*/                   STG.E [R2], R0 ;
        /*0128*/                   EXIT ;
.L_x_1:
        /*0130*/                   BRA `(.L_x_1) ;
        /*0138*/                   NOP;
.L_x_15:
