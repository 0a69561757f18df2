	.headerflags	@"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM80 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM80)"
	.elftype	@"ET_EXEC"


//--------------------- .debug_frame              --------------------------
	.section	.debug_frame,"",@progbits
.debug_frame:
        /*0000*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*0010*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x0c, 0x81, 0x80
        /*0020*/ 	.byte	0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28, 0x00, 0x00, 0x00
        /*0030*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0040*/ 	.byte	0x00, 0x00, 0x00, 0x00
        /*0044*/ 	.dword	_Z8brx_pickPKiPi
        /*004c*/ 	.byte	0x80, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*005c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0x28, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*006c*/ 	.byte	0x00, 0x00, 0x00, 0x00


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
        /*0008*/ 	.word	0x0000000a


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


	//----- nvinfo : EIATTR_SW2861232_WAR
	.align		4
.L_10:
        /*0008*/ 	.byte	0x01, 0x35
	.zero		2


	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*000c*/ 	.byte	0x04, 0x0a
        /*000e*/ 	.short	(.L_12 - .L_11)
	.align		4
.L_11:
        /*0010*/ 	.word	index@(.nv.constant0._Z8brx_pickPKiPi)
        /*0014*/ 	.short	0x0160
        /*0016*/ 	.short	0x0010


	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_12:
        /*0018*/ 	.byte	0x03, 0x19
        /*001a*/ 	.short	0x0010


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*001c*/ 	.byte	0x04, 0x17
        /*001e*/ 	.short	(.L_14 - .L_13)
.L_13:
        /*0020*/ 	.word	0x00000000
        /*0024*/ 	.short	0x0001
        /*0026*/ 	.short	0x0008
        /*0028*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_14:
        /*002c*/ 	.byte	0x04, 0x17
        /*002e*/ 	.short	(.L_16 - .L_15)
.L_15:
        /*0030*/ 	.word	0x00000000
        /*0034*/ 	.short	0x0000
        /*0036*/ 	.short	0x0000
        /*0038*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_16:
        /*003c*/ 	.byte	0x03, 0x1b
        /*003e*/ 	.short	0x00ff


	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
        /*0040*/ 	.byte	0x04, 0x1c
        /*0042*/ 	.short	(.L_18 - .L_17)


	//   ....[0]....
.L_17:
        /*0044*/ 	.word	0x00000170


	//----- nvinfo : EIATTR_INDIRECT_BRANCH_TARGETS
	.align		4
.L_18:
        /*0048*/ 	.byte	0x04, 0x34
        /*004a*/ 	.short	(.L_20 - .L_19)


	//   ....[0]....
.L_19:
        /*004c*/ 	.word	.L_x_3@srel
        /*0050*/ 	.short	0x0
        /*0052*/ 	.short	0x0
        /*0054*/ 	.word	0x4
        /*0058*/ 	.word	.L_x_4@srel
        /*005c*/ 	.word	.L_x_5@srel
        /*0060*/ 	.word	.L_x_6@srel
        /*0064*/ 	.word	.L_x_7@srel


	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_20:
        /*0068*/ 	.byte	0x04, 0x1e
        /*006a*/ 	.short	(.L_22 - .L_21)
.L_21:
        /*006c*/ 	.word	0x00000000
.L_22:


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
        /*0000*/ 	.byte	0xd0, 0x00, 0x00, 0x00, 0xf0, 0x00, 0x00, 0x00, 0x10, 0x01, 0x00, 0x00, 0x30, 0x01, 0x00, 0x00


//--------------------- .nv.constant0._Z8brx_pickPKiPi --------------------------
	.section	.nv.constant0._Z8brx_pickPKiPi,"a",@progbits
	.align	4
.nv.constant0._Z8brx_pickPKiPi:
	.zero		368


//--------------------- .text._Z8brx_pickPKiPi    --------------------------
	.section	.text._Z8brx_pickPKiPi,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8brx_pickPKiPi
        .type           _Z8brx_pickPKiPi,@function
        .size           _Z8brx_pickPKiPi,(.L_x_8 - _Z8brx_pickPKiPi)
        .other          _Z8brx_pickPKiPi,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8brx_pickPKiPi:
.text._Z8brx_pickPKiPi:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0020*/                   HFMA2.MMA R7, -RZ, RZ, 0, 2.384185791015625e-07 ;
        /*0030*/                   ULDC.64 UR4, c[0x0][0x118] ;
        /*0040*/                   BSSY B0, `(.L_x_0) ;
        /*0050*/                   S2R R3, SR_TID.X ;
        /*0060*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0070*/                   LOP3.LUT R2, R0, 0x3, RZ, 0xc0, !PT ;
        /*0080*/                   SHF.L.U32 R6, R2, 0x2, RZ ;
        /*0090*/                   IMAD.WIDE R2, R0, R7, c[0x0][0x160] ;
        /*00a0*/                   LDC R4, c[0x2][R6] ;
        /*00b0*/                   SHF.R.S32.HI R5, RZ, 0x1f, R4 ;
.L_x_3:
        /*00c0*/                   BRX R4 -0xd0                                     (*"BRANCH_TARGETS .L_x_4,.L_x_5,.L_x_6,.L_x_7"*);
.L_x_4:
        /*00d0*/                   LDG.E R5, [R2.64] ;
        /*00e0*/                   BRA `(.L_x_1) ;
.L_x_5:
        /*00f0*/                   LDG.E R5, [R2.64+0x4] ;
        /*0100*/                   BRA `(.L_x_1) ;
.L_x_6:
        /*0110*/                   LDG.E R5, [R2.64+0x40] ;
        /*0120*/                   BRA `(.L_x_1) ;
.L_x_7:
        /*0130*/                   MOV R5, 0x7 ;
.L_x_1:
        /*0140*/                   BSYNC B0 ;
.L_x_0:
        /*0150*/                   IMAD.WIDE R2, R0, R7, c[0x0][0x168] ;
        /*0160*/                   STG.E [R2.64], R5 ;
        /*0170*/                   EXIT ;
.L_x_2:
        /*0180*/                   BRA `(.L_x_2);
        /*0190*/                   NOP;
        /*01a0*/                   NOP;
        /*01b0*/                   NOP;
        /*01c0*/                   NOP;
        /*01d0*/                   NOP;
        /*01e0*/                   NOP;
        /*01f0*/                   NOP;
        /*0200*/                   NOP;
        /*0210*/                   NOP;
        /*0220*/                   NOP;
        /*0230*/                   NOP;
        /*0240*/                   NOP;
        /*0250*/                   NOP;
        /*0260*/                   NOP;
        /*0270*/                   NOP;
.L_x_8:
