	.headerflags	@"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM90 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM90)"
	.elftype	@"ET_EXEC"


//--------------------- .debug_frame              --------------------------
	.section	.debug_frame,"",@progbits
.debug_frame:
        /*0000*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*0010*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x0c, 0x81, 0x80
        /*0020*/ 	.byte	0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28, 0x00, 0x00, 0x00
        /*0030*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0040*/ 	.byte	0x00, 0x00, 0x00, 0x00
        /*0044*/ 	.dword	_Z8brx_pickPKiPi
        /*004c*/ 	.byte	0x80, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00, 0x00, 0x00, 0x0c, 0x81, 0x80
        /*005c*/ 	.byte	0x80, 0x28, 0x00, 0x04, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00


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


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_10:
        /*0008*/ 	.byte	0x04, 0x17
        /*000a*/ 	.short	(.L_12 - .L_11)
.L_11:
        /*000c*/ 	.word	0x00000000
        /*0010*/ 	.short	0x0001
        /*0012*/ 	.short	0x0008
        /*0014*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_12:
        /*0018*/ 	.byte	0x04, 0x17
        /*001a*/ 	.short	(.L_14 - .L_13)
.L_13:
        /*001c*/ 	.word	0x00000000
        /*0020*/ 	.short	0x0000
        /*0022*/ 	.short	0x0000
        /*0024*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_14:
        /*0028*/ 	.byte	0x03, 0x1b
        /*002a*/ 	.short	0x00ff


	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
        /*002c*/ 	.byte	0x04, 0x1c
        /*002e*/ 	.short	(.L_16 - .L_15)


	//   ....[0]....
.L_15:
        /*0030*/ 	.word	0x00000190


	//----- nvinfo : EIATTR_INDIRECT_BRANCH_TARGETS
	.align		4
.L_16:
        /*0034*/ 	.byte	0x04, 0x34
        /*0036*/ 	.short	(.L_18 - .L_17)


	//   ....[0]....
.L_17:
        /*0038*/ 	.word	.L_x_3@srel
        /*003c*/ 	.short	0x0
        /*003e*/ 	.short	0x0
        /*0040*/ 	.word	0x4
        /*0044*/ 	.word	.text._Z8brx_pickPKiPi@srel
        /*0048*/ 	.word	.text._Z8brx_pickPKiPi@srel
        /*004c*/ 	.word	.text._Z8brx_pickPKiPi@srel
        /*0050*/ 	.word	.text._Z8brx_pickPKiPi@srel


	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_18:
        /*0054*/ 	.byte	0x04, 0x1e
        /*0056*/ 	.short	(.L_20 - .L_19)
.L_19:
        /*0058*/ 	.word	0x00000000


	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_20:
        /*005c*/ 	.byte	0x03, 0x19
        /*005e*/ 	.short	0x0010


	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0060*/ 	.byte	0x04, 0x0a
        /*0062*/ 	.short	(.L_22 - .L_21)
	.align		4
.L_21:
        /*0064*/ 	.word	index@(.nv.constant0._Z8brx_pickPKiPi)
        /*0068*/ 	.short	0x0210
        /*006a*/ 	.short	0x0010
.L_22:


//--------------------- .nv.constant2._Z8brx_pickPKiPi --------------------------
	.section	.nv.constant2._Z8brx_pickPKiPi,"a",@progbits
	.align	4
.nv.constant2._Z8brx_pickPKiPi:
        /*0000*/ 	.byte	0xe0, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x20, 0x01, 0x00, 0x00, 0x40, 0x01, 0x00, 0x00


//--------------------- .text._Z8brx_pickPKiPi    --------------------------
	.section	.text._Z8brx_pickPKiPi,"ax",@progbits
	.align	128
        .global         _Z8brx_pickPKiPi
        .type           _Z8brx_pickPKiPi,@function
        .size           _Z8brx_pickPKiPi,(.L_x_8 - _Z8brx_pickPKiPi)
        .other          _Z8brx_pickPKiPi,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8brx_pickPKiPi:
.text._Z8brx_pickPKiPi:
        /*0000*/                   LDC R1, c[0x0][0x28] ;
        /*0010*/                   S2UR UR4, SR_CTAID.X ;
        /*0020*/                   LDC R7, c[0x0][RZ] ;
        /*0030*/                   BSSY B0, `(.L_x_0) ;
        /*0040*/                   S2R R0, SR_TID.X ;
        /*0050*/                   LDC.64 R2, c[0x0][0x210] ;
        /*0060*/                   IMAD R7, R7, UR4, R0 ;
        /*0070*/                   ULDC.64 UR4, c[0x0][0x208] ;
        /*0080*/                   IMAD.WIDE R2, R7.reuse, 0x4, R2 ;
        /*0090*/                   LOP3.LUT R0, R7, 0x3, RZ, 0xc0, !PT ;
        /*00a0*/                   SHF.L.U32 R0, R0, 0x2, RZ ;
        /*00b0*/                   LDC R4, c[0x2][R0] ;
        /*00c0*/                   SHF.R.S32.HI R5, RZ, 0x1f, R4 ;
.L_x_3:
        /*00d0*/                   BRX R4 -0xe0                                       (*"BRANCH_TARGETS .text._Z8brx_pickPKiPi"*);
        /*00e0*/                   LDG.E R5, [R2.64] ;
        /*00f0*/                   BRA `(.L_x_1) ;
        /*0100*/                   LDG.E R5, [R2.64+0x4] ;
        /*0110*/                   BRA `(.L_x_1) ;
        /*0120*/                   LDG.E R5, [R2.64+0x40] ;
        /*0130*/                   BRA `(.L_x_1) ;
        /*0140*/                   HFMA2.MMA R5, -RZ, RZ, 0, 4.17232513427734375e-07 ;
.L_x_1:
        /*0150*/                   BSYNC B0 ;
.L_x_0:
        /*0160*/                   LDC.64 R2, c[0x0][0x218] ;
        /*0170*/                   IMAD.WIDE R2, R7, 0x4, R2 ;
        /*0180*/                   STG.E [R2.64], R5 ;
        /*0190*/                   EXIT ;
.L_x_2:
        /*01a0*/                   BRA `(.L_x_2);
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


//--------------------- .nv.constant0._Z8brx_pickPKiPi --------------------------
	.section	.nv.constant0._Z8brx_pickPKiPi,"a",@progbits
	.align	4
.nv.constant0._Z8brx_pickPKiPi:
	.zero		544
