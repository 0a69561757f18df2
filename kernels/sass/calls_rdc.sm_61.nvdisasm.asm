	.headerflags	@"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM61 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM61)"
	.elftype	@"ET_REL"


//--------------------- .nv.info                  --------------------------
	.section	.nv.info,"",@"SHT_CUDA_INFO"
	.align	4


	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
        /*0000*/ 	.byte	0x04, 0x2f
        /*0002*/ 	.short	(.L_4 - .L_3)
	.align		4
.L_3:
        /*0004*/ 	.word	index@(_Z10call_clampPKfPfi)
        /*0008*/ 	.word	0x0000000a


	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_4:
        /*000c*/ 	.byte	0x04, 0x23
        /*000e*/ 	.short	(.L_6 - .L_5)
	.align		4
.L_5:
        /*0010*/ 	.word	index@(_Z10call_clampPKfPfi)
        /*0014*/ 	.word	0x00000000


	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_6:
        /*0018*/ 	.byte	0x04, 0x11
        /*001a*/ 	.short	(.L_8 - .L_7)
	.align		4
.L_7:
        /*001c*/ 	.word	index@(_Z10call_clampPKfPfi)
        /*0020*/ 	.word	0x00000000


	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_8:
        /*0024*/ 	.byte	0x04, 0x2f
        /*0026*/ 	.short	(.L_10 - .L_9)
	.align		4
.L_9:
        /*0028*/ 	.word	index@(_Z6clampiiii)
        /*002c*/ 	.word	0x00000007


	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_10:
        /*0030*/ 	.byte	0x04, 0x23
        /*0032*/ 	.short	(.L_12 - .L_11)
	.align		4
.L_11:
        /*0034*/ 	.word	index@(_Z6clampiiii)
        /*0038*/ 	.word	0x00000000


	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_12:
        /*003c*/ 	.byte	0x04, 0x11
        /*003e*/ 	.short	(.L_14 - .L_13)
	.align		4
.L_13:
        /*0040*/ 	.word	index@(_Z6clampiiii)
        /*0044*/ 	.word	0x00000000


	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_14:
        /*0048*/ 	.byte	0x04, 0x2f
        /*004a*/ 	.short	(.L_16 - .L_15)
	.align		4
.L_15:
        /*004c*/ 	.word	index@(_Z11switch_pickPKfPf)
        /*0050*/ 	.word	0x00000008


	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_16:
        /*0054*/ 	.byte	0x04, 0x23
        /*0056*/ 	.short	(.L_18 - .L_17)
	.align		4
.L_17:
        /*0058*/ 	.word	index@(_Z11switch_pickPKfPf)
        /*005c*/ 	.word	0x00000000


	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_18:
        /*0060*/ 	.byte	0x04, 0x11
        /*0062*/ 	.short	(.L_20 - .L_19)
	.align		4
.L_19:
        /*0064*/ 	.word	index@(_Z11switch_pickPKfPf)
        /*0068*/ 	.word	0x00000000
.L_20:


//--------------------- .nv.info._Z11switch_pickPKfPf --------------------------
	.section	.nv.info._Z11switch_pickPKfPf,"",@"SHT_CUDA_INFO"
	.align	4


	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_22 - .L_21)
.L_21:
        /*0004*/ 	.word	0x00000076


	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_22:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2


	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2


	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_24 - .L_23)
	.align		4
.L_23:
        /*0014*/ 	.word	index@(.nv.constant0._Z11switch_pickPKfPf)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010


	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_24:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_26 - .L_25)
.L_25:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_26:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_28 - .L_27)
.L_27:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_28:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff


	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_30 - .L_29)


	//   ....[0]....
.L_29:
        /*0048*/ 	.word	0x00000010


	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_30:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_32 - .L_31)


	//   ....[0]....
.L_31:
        /*0050*/ 	.word	0x00000250


	//----- nvinfo : EIATTR_INDIRECT_BRANCH_TARGETS
	.align		4
.L_32:
        /*0054*/ 	.byte	0x04, 0x34
        /*0056*/ 	.short	(.L_34 - .L_33)


	//   ....[0]....
.L_33:
        /*0058*/ 	.word	.L_x_10@srel
        /*005c*/ 	.short	0x0
        /*005e*/ 	.short	0x0
        /*0060*/ 	.word	0x1
        /*0064*/ 	.word	.L_x_0@srel


	//   ....[1]....
        /*0068*/ 	.word	.L_x_12@srel
        /*006c*/ 	.short	0x0
        /*006e*/ 	.short	0x0
        /*0070*/ 	.word	0x1
        /*0074*/ 	.word	.L_x_0@srel


	//   ....[2]....
        /*0078*/ 	.word	(.L_x_14@srel + 0x8)
        /*007c*/ 	.short	0x0
        /*007e*/ 	.short	0x0
        /*0080*/ 	.word	0x1
        /*0084*/ 	.word	.L_x_0@srel


	//   ....[3]....
        /*0088*/ 	.word	.L_x_16@srel
        /*008c*/ 	.short	0x0
        /*008e*/ 	.short	0x0
        /*0090*/ 	.word	0x1
        /*0094*/ 	.word	.L_x_0@srel


	//   ....[4]....
        /*0098*/ 	.word	.L_x_18@srel
        /*009c*/ 	.short	0x0
        /*009e*/ 	.short	0x0
        /*00a0*/ 	.word	0x1
        /*00a4*/ 	.word	.L_x_0@srel


	//   ....[5]....
        /*00a8*/ 	.word	.L_x_20@srel
        /*00ac*/ 	.short	0x0
        /*00ae*/ 	.short	0x0
        /*00b0*/ 	.word	0x1
        /*00b4*/ 	.word	.L_x_0@srel


	//   ....[6]....
        /*00b8*/ 	.word	(.L_x_22@srel + 0x10)
        /*00bc*/ 	.short	0x0
        /*00be*/ 	.short	0x0
        /*00c0*/ 	.word	0x1
        /*00c4*/ 	.word	.L_x_0@srel


	//   ....[7]....
        /*00c8*/ 	.word	.L_x_24@srel
        /*00cc*/ 	.short	0x0
        /*00ce*/ 	.short	0x0
        /*00d0*/ 	.word	0x1
        /*00d4*/ 	.word	.L_x_0@srel


	//   ....[8]....
        /*00d8*/ 	.word	.L_x_26@srel
        /*00dc*/ 	.short	0x0
        /*00de*/ 	.short	0x0
        /*00e0*/ 	.word	0x1
        /*00e4*/ 	.word	.L_x_0@srel


	//   ....[9]....
        /*00e8*/ 	.word	(.L_x_28@srel + 0x10)
        /*00ec*/ 	.short	0x0
        /*00ee*/ 	.short	0x0
        /*00f0*/ 	.word	0x1
        /*00f4*/ 	.word	.L_x_0@srel


	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_34:
        /*00f8*/ 	.byte	0x04, 0x1e
        /*00fa*/ 	.short	(.L_36 - .L_35)
.L_35:
        /*00fc*/ 	.word	0x00000050
.L_36:


//--------------------- .nv.info._Z6clampiiii     --------------------------
	.section	.nv.info._Z6clampiiii,"",@"SHT_CUDA_INFO"
	.align	4


	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_38 - .L_37)
.L_37:
        /*0004*/ 	.word	0x00000076


	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_38:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2


	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2


//--------------------- .nv.info._Z10call_clampPKfPfi --------------------------
	.section	.nv.info._Z10call_clampPKfPfi,"",@"SHT_CUDA_INFO"
	.align	4


	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_40 - .L_39)
.L_39:
        /*0004*/ 	.word	0x00000076


	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_40:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2


	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2


	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_42 - .L_41)
	.align		4
.L_41:
        /*0014*/ 	.word	index@(.nv.constant0._Z10call_clampPKfPfi)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0014


	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_42:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0014


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_44 - .L_43)
.L_43:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0002
        /*002a*/ 	.short	0x0010
        /*002c*/ 	.byte	0x00, 0xf0, 0x11, 0x00


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_44:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_46 - .L_45)
.L_45:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0001
        /*003a*/ 	.short	0x0008
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_46:
        /*0040*/ 	.byte	0x04, 0x17
        /*0042*/ 	.short	(.L_48 - .L_47)
.L_47:
        /*0044*/ 	.word	0x00000000
        /*0048*/ 	.short	0x0000
        /*004a*/ 	.short	0x0000
        /*004c*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_48:
        /*0050*/ 	.byte	0x03, 0x1b
        /*0052*/ 	.short	0x00ff


	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0054*/ 	.byte	0x04, 0x1d
        /*0056*/ 	.short	(.L_50 - .L_49)


	//   ....[0]....
.L_49:
        /*0058*/ 	.word	0x00000010


	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_50:
        /*005c*/ 	.byte	0x04, 0x1c
        /*005e*/ 	.short	(.L_52 - .L_51)


	//   ....[0]....
.L_51:
        /*0060*/ 	.word	0x00000058


	//   ....[1]....
        /*0064*/ 	.word	0x00000158


	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_52:
        /*0068*/ 	.byte	0x04, 0x1e
        /*006a*/ 	.short	(.L_54 - .L_53)
.L_53:
        /*006c*/ 	.word	0x00000200
.L_54:


//--------------------- .nv.callgraph             --------------------------
	.section	.nv.callgraph,"",@"SHT_CUDA_CALLGRAPH"
	.align	4
	.sectionentsize	8
	.align		4
        /*0000*/ 	.word	0x00000000
	.align		4
        /*0004*/ 	.word	0xffffffff
	.align		4
        /*0008*/ 	.word	index@(_Z10call_clampPKfPfi)
	.align		4
        /*000c*/ 	.word	index@(_Z6clampiiii)
	.align		4
        /*0010*/ 	.word	0x00000000
	.align		4
        /*0014*/ 	.word	0xfffffffe
	.align		4
        /*0018*/ 	.word	0x00000000
	.align		4
        /*001c*/ 	.word	0xfffffffd


//--------------------- .nv.prototype             --------------------------
	.section	.nv.prototype,"",@"SHT_CUDA_PROTOTYPE"
	.align	4
	.sectionentsize	8
	.align		4
        /*0000*/ 	.word	index@(_Z6clampiiii)
	.align		4
        /*0004*/ 	.word	str_index@("#iiii")


//--------------------- .nv.constant0._Z11switch_pickPKfPf --------------------------
	.section	.nv.constant0._Z11switch_pickPKfPf,"a",@"SHT_CUDA_CONSTANT_B0"
	.align	4
.nv.constant0._Z11switch_pickPKfPf:
	.zero		320
	.type		_param,@"STT_CUDA_OBJECT"
	.size		_param,(.L_1 - _param)
	.other		_param,@"STO_CUDA_CONSTANT STV_INTERNAL"
_param:
	.zero		16
.L_1:


//--------------------- .nv.constant0._Z10call_clampPKfPfi --------------------------
	.section	.nv.constant0._Z10call_clampPKfPfi,"a",@"SHT_CUDA_CONSTANT_B0"
	.align	4
.nv.constant0._Z10call_clampPKfPfi:
	.zero		320
	.type		_param__0,@"STT_CUDA_OBJECT"
	.size		_param__0,(.L_2 - _param__0)
	.other		_param__0,@"STO_CUDA_CONSTANT STV_INTERNAL"
	.map_symbolname _param__0 _param
_param__0:
	.zero		20
.L_2:


//--------------------- .text._Z11switch_pickPKfPf --------------------------
	.section	.text._Z11switch_pickPKfPf,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z11switch_pickPKfPf
        .type           _Z11switch_pickPKfPf,@function
        .size           _Z11switch_pickPKfPf,(.L_x_30 - _Z11switch_pickPKfPf)
        .other          _Z11switch_pickPKfPf,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z11switch_pickPKfPf:
.text._Z11switch_pickPKfPf:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/         {         XMAD.MRG R5, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   PBK `(.L_x_0)         }
        /*0038*/                   XMAD R3, R0, c[0x0] [0x8], R2 ;
        /*0048*/                   LOP32I.AND R4, R2, 0x7 ;
        /*0050*/                   XMAD.PSL.CBCC R0, R0.H1, R5.H1, R3 ;
        /*0058*/                   ISETP.GT.AND P0, PT, R4, 0x2, PT ;
        /*0068*/                   SHL R6, R0.reuse, 0x2 ;
        /*0070*/                   SHR R7, R0, 0x1e ;
        /*0078*/                   IADD R2.CC, R6, c[0x0][0x140] ;
        /*0088*/                   MOV R5, RZ ;
        /*0090*/         {         IADD.X R3, R7, c[0x0][0x144] ;
        /*0098*/               @P0 BRA `(.L_x_1)         }
        /*00a8*/                   ISETP.NE.AND P0, PT, R4, RZ, PT ;
        /*00b0*/              @!P0 BRA `(.L_x_2) ;
        /*00b8*/                   ISETP.NE.AND P0, PT, R4, 0x1, PT ;
        /*00c8*/              @!P0 BRA `(.L_x_3) ;
        /*00d0*/                   ISETP.NE.AND P0, PT, R4, 0x2, PT ;
.L_x_10:
        /*00d8*/               @P0 BRK                                         (*"BRANCH_TARGETS .L_x_0"*);
        /*00e8*/                   LDG.E R5, [R2+0x4] ;
.L_x_12:
        /*00f0*/                   BRK                                         (*"BRANCH_TARGETS .L_x_0"*);
.L_x_3:
        /*00f8*/                   LDG.E R2, [R2] ;
.L_x_14:
        /*0108*/         {         FADD R5, R2, R2 ;
        /*0110*/                   BRK                                         (*"BRANCH_TARGETS .L_x_0"*)        }
.L_x_2:
        /*0118*/                   LDG.E R5, [R2] ;
.L_x_16:
        /*0128*/                   BRK                                         (*"BRANCH_TARGETS .L_x_0"*);
.L_x_1:
        /*0130*/                   ISETP.GT.AND P0, PT, R4, 0x4, PT ;
        /*0138*/               @P0 BRA `(.L_x_4) ;
        /*0148*/                   ISETP.NE.AND P0, PT, R4, 0x3, PT ;
        /*0150*/              @!P0 BRA `(.L_x_5) ;
        /*0158*/                   ISETP.NE.AND P0, PT, R4, 0x4, PT ;
.L_x_18:
        /*0168*/               @P0 BRK                                         (*"BRANCH_TARGETS .L_x_0"*);
        /*0170*/                   SHL R0, R0, 0x1 ;
        /*0178*/                   SHR R3, R0.reuse, 0x1e ;
        /*0188*/                   ISCADD R2.CC, R0, c[0x0][0x140], 0x2 ;
        /*0190*/                   IADD.X R3, R3, c[0x0][0x144] ;
        /*0198*/                   LDG.E R5, [R2] ;
.L_x_20:
        /*01a8*/                   BRK                                         (*"BRANCH_TARGETS .L_x_0"*);
.L_x_5:
        /*01b0*/                   LDG.E R2, [R2] ;
.L_x_22:
        /*01b8*/         {         FADD R5, R2, 3 ;
        /*01c8*/                   BRK                                         (*"BRANCH_TARGETS .L_x_0"*)        }
.L_x_4:
        /*01d0*/                   ISETP.NE.AND P0, PT, R4, 0x5, PT ;
        /*01d8*/              @!P0 BRA `(.L_x_6) ;
        /*01e8*/                   ISETP.NE.AND P0, PT, R4, 0x6, PT ;
.L_x_24:
        /*01f0*/               @P0 BRK                                         (*"BRANCH_TARGETS .L_x_0"*);
        /*01f8*/                   LDG.E R5, [R2+0x1c] ;
.L_x_26:
        /*0208*/                   BRK                                         (*"BRANCH_TARGETS .L_x_0"*);
.L_x_6:
        /*0210*/                   LDG.E R2, [R2] ;
.L_x_28:
        /*0218*/         {         FADD R5, -R2, -RZ ;
        /*0228*/                   BRK                                         (*"BRANCH_TARGETS .L_x_0"*)        }
.L_x_0:
        /*0230*/                   IADD R2.CC, R6, c[0x0][0x148] ;
        /*0238*/                   IADD.X R3, R7, c[0x0][0x14c] ;
        /*0248*/                   STG.E [R2], R5 ;
        /*0250*/                   EXIT ;
.L_x_7:
        /*0258*/                   BRA `(.L_x_7) ;
        /*0268*/                   NOP;
        /*0270*/                   NOP;
        /*0278*/                   NOP;
.L_x_30:


//--------------------- .text._Z6clampiiii        --------------------------
	.section	.text._Z6clampiiii,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z6clampiiii
        .type           _Z6clampiiii,@function
        .size           _Z6clampiiii,(.L_x_31 - _Z6clampiiii)
_Z6clampiiii:
.text._Z6clampiiii:
        /*0008*/                   ISETP.GE.AND P0, PT, R4, R5, PT ;
        /*0010*/               @P0 IMNMX R5, R4, R6, PT ;
        /*0018*/         {         MOV R4, R5 ;
        /*0028*/                   RET         }
.L_x_8:
        /*0030*/                   BRA `(.L_x_8) ;
        /*0038*/                   NOP;
.L_x_31:


//--------------------- .text._Z10call_clampPKfPfi --------------------------
	.section	.text._Z10call_clampPKfPfi,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z10call_clampPKfPfi
        .type           _Z10call_clampPKfPfi,@function
        .size           _Z10call_clampPKfPfi,(.L_x_32 - _Z10call_clampPKfPfi)
        .other          _Z10call_clampPKfPfi,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10call_clampPKfPfi:
.text._Z10call_clampPKfPfi:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R7, SR_CTAID.X ;
        /*0018*/                   S2R R0, SR_TID.X ;
        /*0028*/                   XMAD.MRG R2, R7.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R0, R7.reuse, c[0x0] [0x8], R0 ;
        /*0038*/                   XMAD.PSL.CBCC R7, R7.H1, R2.H1, R0 ;
        /*0048*/                   ISETP.GE.AND P0, PT, R7, c[0x0][0x150], PT ;
        /*0050*/                   NOP ;
        /*0058*/               @P0 EXIT ;
        /*0068*/                   MOV32I R2, 0x1 ;
        /*0070*/                   IADD32I R4, R7, -0x1 ;
        /*0078*/                   MOV R5, RZ ;
        /*0088*/                   IADD R2, -R2, c[0x0][0x150] ;
        /*0090*/                   MOV R6, R2 ;
        /*0098*/                   JCAL `(_Z6clampiiii) ;
        /*00a8*/                   ISCADD R8.CC, R4.reuse, c[0x0][0x140], 0x2 ;
        /*00b0*/                   SHR R4, R4, 0x1e ;
        /*00b8*/                   MOV R6, R2 ;
        /*00c8*/                   MOV R5, RZ ;
        /*00d0*/                   IADD.X R9, R4, c[0x0][0x144] ;
        /*00d8*/                   IADD32I R4, R7, 0x1 ;
        /*00e8*/                   JCAL `(_Z6clampiiii) ;
        /*00f0*/         {         SHR R0, R4.reuse, 0x1e ;
        /*00f8*/                   LDG.E R9, [R8]         }
        /*0108*/                   ISCADD R4.CC, R4, c[0x0][0x140], 0x2 ;
        /*0110*/                   IADD.X R5, R0, c[0x0][0x144] ;
        /*0118*/                   LDG.E R4, [R4] ;
        /*0128*/                   SHR R0, R7.reuse, 0x1e ;
        /*0130*/                   ISCADD R2.CC, R7, c[0x0][0x148], 0x2 ;
        /*0138*/                   IADD.X R3, R0, c[0x0][0x14c] ;
        /*0148*/                   FADD R0, R4, R9 ;
        /*0150*/                   STG.E [R2], R0 ;
        /*0158*/                   EXIT ;
.L_x_9:
        /*0168*/                   BRA `(.L_x_9) ;
        /*0170*/                   NOP;
        /*0178*/                   NOP;
.L_x_32:
