	.headerflags	@"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM80 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM80)"
	.elftype	@"ET_REL"


//--------------------- .debug_frame              --------------------------
	.section	.debug_frame,"",@progbits
.debug_frame:
        /*0000*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*0010*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x0c, 0x81, 0x80
        /*0020*/ 	.byte	0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28, 0x00, 0x00, 0x00
        /*0030*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*003c*/ 	.dword	.debug_frame
        /*0044*/ 	.dword	_Z11switch_pickPKfPf
        /*004c*/ 	.dword	fun@R_CUDA_UNUSED_CLEAR64(_Z11switch_pickPKfPf)
        /*0054*/ 	.byte	0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x2c, 0x00, 0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00
        /*0064*/ 	.byte	0x04, 0x94, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*0074*/ 	.byte	0x2c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
        /*0084*/ 	.byte	0x03, 0x00, 0x04, 0x7c, 0x94, 0x80, 0x80, 0x28, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff
        /*0094*/ 	.byte	0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28, 0x08, 0x94, 0x80, 0x80, 0x28, 0x08, 0x95, 0x80
        /*00a4*/ 	.byte	0x80, 0x28, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*00b4*/ 	.dword	(.debug_frame + 0x70)
        /*00bc*/ 	.dword	_Z6clampiiii
        /*00c4*/ 	.dword	fun@R_CUDA_UNUSED_CLEAR64(_Z6clampiiii)
        /*00cc*/ 	.byte	0x04, 0x00, 0x00, 0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0x0c, 0x00, 0x00, 0x00
        /*00dc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*00ec*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*00fc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*010c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*011c*/ 	.dword	(.debug_frame + 0xe0)
        /*0124*/ 	.dword	_Z10call_clampPKfPfi
        /*012c*/ 	.dword	fun@R_CUDA_UNUSED_CLEAR64(_Z10call_clampPKfPfi)
        /*0134*/ 	.byte	0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x14, 0x00, 0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00
        /*0144*/ 	.byte	0x04, 0x64, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00


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
        /*0008*/ 	.word	0x00000018


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
        /*002c*/ 	.word	0x00000018


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
        /*0050*/ 	.word	0x0000000a


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


	//----- nvinfo : EIATTR_SW2861232_WAR
	.align		4
.L_22:
        /*0008*/ 	.byte	0x01, 0x35
	.zero		2


	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*000c*/ 	.byte	0x04, 0x0a
        /*000e*/ 	.short	(.L_24 - .L_23)
	.align		4
.L_23:
        /*0010*/ 	.word	index@(.nv.constant0._Z11switch_pickPKfPf)
        /*0014*/ 	.short	0x0160
        /*0016*/ 	.short	0x0010


	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_24:
        /*0018*/ 	.byte	0x03, 0x19
        /*001a*/ 	.short	0x0010


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*001c*/ 	.byte	0x04, 0x17
        /*001e*/ 	.short	(.L_26 - .L_25)
.L_25:
        /*0020*/ 	.word	0x00000000
        /*0024*/ 	.short	0x0001
        /*0026*/ 	.short	0x0008
        /*0028*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_26:
        /*002c*/ 	.byte	0x04, 0x17
        /*002e*/ 	.short	(.L_28 - .L_27)
.L_27:
        /*0030*/ 	.word	0x00000000
        /*0034*/ 	.short	0x0000
        /*0036*/ 	.short	0x0000
        /*0038*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_28:
        /*003c*/ 	.byte	0x03, 0x1b
        /*003e*/ 	.short	0x00ff


	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
        /*0040*/ 	.byte	0x04, 0x1c
        /*0042*/ 	.short	(.L_30 - .L_29)


	//   ....[0]....
.L_29:
        /*0044*/ 	.word	0x00000310


	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_30:
        /*0048*/ 	.byte	0x04, 0x1e
        /*004a*/ 	.short	(.L_32 - .L_31)
.L_31:
        /*004c*/ 	.word	0x00000000
.L_32:


//--------------------- .nv.info._Z6clampiiii     --------------------------
	.section	.nv.info._Z6clampiiii,"",@"SHT_CUDA_INFO"
	.align	4


	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_34 - .L_33)
.L_33:
        /*0004*/ 	.word	0x00000076


	//----- nvinfo : EIATTR_SW2861232_WAR
	.align		4
.L_34:
        /*0008*/ 	.byte	0x01, 0x35
	.zero		2


//--------------------- .nv.info._Z10call_clampPKfPfi --------------------------
	.section	.nv.info._Z10call_clampPKfPfi,"",@"SHT_CUDA_INFO"
	.align	4


	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_36 - .L_35)
.L_35:
        /*0004*/ 	.word	0x00000076


	//----- nvinfo : EIATTR_SW2861232_WAR
	.align		4
.L_36:
        /*0008*/ 	.byte	0x01, 0x35
	.zero		2


	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*000c*/ 	.byte	0x04, 0x0a
        /*000e*/ 	.short	(.L_38 - .L_37)
	.align		4
.L_37:
        /*0010*/ 	.word	index@(.nv.constant0._Z10call_clampPKfPfi)
        /*0014*/ 	.short	0x0160
        /*0016*/ 	.short	0x0014


	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_38:
        /*0018*/ 	.byte	0x03, 0x19
        /*001a*/ 	.short	0x0014


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*001c*/ 	.byte	0x04, 0x17
        /*001e*/ 	.short	(.L_40 - .L_39)
.L_39:
        /*0020*/ 	.word	0x00000000
        /*0024*/ 	.short	0x0002
        /*0026*/ 	.short	0x0010
        /*0028*/ 	.byte	0x00, 0xf0, 0x11, 0x00


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_40:
        /*002c*/ 	.byte	0x04, 0x17
        /*002e*/ 	.short	(.L_42 - .L_41)
.L_41:
        /*0030*/ 	.word	0x00000000
        /*0034*/ 	.short	0x0001
        /*0036*/ 	.short	0x0008
        /*0038*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_42:
        /*003c*/ 	.byte	0x04, 0x17
        /*003e*/ 	.short	(.L_44 - .L_43)
.L_43:
        /*0040*/ 	.word	0x00000000
        /*0044*/ 	.short	0x0000
        /*0046*/ 	.short	0x0000
        /*0048*/ 	.byte	0x00, 0xf0, 0x21, 0x00


	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_44:
        /*004c*/ 	.byte	0x03, 0x1b
        /*004e*/ 	.short	0x00ff


	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
        /*0050*/ 	.byte	0x04, 0x1c
        /*0052*/ 	.short	(.L_46 - .L_45)


	//   ....[0]....
.L_45:
        /*0054*/ 	.word	0x00000050


	//   ....[1]....
        /*0058*/ 	.word	0x000001f0


	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_46:
        /*005c*/ 	.byte	0x04, 0x1e
        /*005e*/ 	.short	(.L_48 - .L_47)
.L_47:
        /*0060*/ 	.word	0x00000000
.L_48:


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
	.zero		352
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
	.zero		352
	.type		_param__0,@"STT_CUDA_OBJECT"
	.size		_param__0,(.L_2 - _param__0)
	.other		_param__0,@"STO_CUDA_CONSTANT STV_INTERNAL"
	.map_symbolname _param__0 _param
_param__0:
	.zero		20
.L_2:


//--------------------- .text._Z11switch_pickPKfPf --------------------------
	.section	.text._Z11switch_pickPKfPf,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z11switch_pickPKfPf
        .type           _Z11switch_pickPKfPf,@function
        .size           _Z11switch_pickPKfPf,(.L_x_13 - _Z11switch_pickPKfPf)
        .other          _Z11switch_pickPKfPf,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z11switch_pickPKfPf:
.text._Z11switch_pickPKfPf:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/                   S2R R3, SR_TID.X ;
        /*0020*/                   HFMA2.MMA R7, -RZ, RZ, 0, 2.384185791015625e-07 ;
        /*0030*/                   ULDC.64 UR4, c[0x0][0x118] ;
        /*0040*/                   BSSY B0, `(.L_x_2) ;
        /*0050*/                   S2R R0, SR_CTAID.X ;
        /*0060*/                   MOV R5, RZ ;
        /*0070*/                   LOP3.LUT R4, R3, 0x7, RZ, 0xc0, !PT ;
        /*0080*/                   ISETP.GT.AND P0, PT, R4, 0x2, PT ;
        /*0090*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*00a0*/                   IMAD.WIDE R2, R0, R7, c[0x0][0x160] ;
        /*00b0*/               @P0 BRA `(.L_x_3) ;
        /*00c0*/                   ISETP.NE.AND P0, PT, R4, RZ, PT ;
        /*00d0*/              @!P0 BRA `(.L_x_4) ;
        /*00e0*/                   ISETP.NE.AND P0, PT, R4, 0x1, PT ;
        /*00f0*/              @!P0 BRA `(.L_x_5) ;
        /*0100*/                   ISETP.NE.AND P0, PT, R4, 0x2, PT ;
        /*0110*/               @P0 BRA `(.L_x_6) ;
        /*0120*/                   LDG.E R5, [R2.64+0x4] ;
        /*0130*/                   BRA `(.L_x_6) ;
.L_x_5:
        /*0140*/                   LDG.E R2, [R2.64] ;
        /*0150*/                   FADD R5, R2, R2 ;
        /*0160*/                   BRA `(.L_x_6) ;
.L_x_4:
        /*0170*/                   LDG.E R5, [R2.64] ;
        /*0180*/                   BRA `(.L_x_6) ;
.L_x_3:
        /*0190*/                   ISETP.GT.AND P0, PT, R4, 0x4, PT ;
        /*01a0*/               @P0 BRA `(.L_x_7) ;
        /*01b0*/                   ISETP.NE.AND P0, PT, R4, 0x3, PT ;
        /*01c0*/              @!P0 BRA `(.L_x_8) ;
        /*01d0*/                   ISETP.NE.AND P0, PT, R4, 0x4, PT ;
        /*01e0*/               @P0 BRA `(.L_x_6) ;
        /*01f0*/                   SHF.L.U32 R2, R0, 0x1, RZ ;
        /*0200*/                   IMAD.WIDE R2, R2, R7, c[0x0][0x160] ;
        /*0210*/                   LDG.E R5, [R2.64] ;
        /*0220*/                   BRA `(.L_x_6) ;
.L_x_8:
        /*0230*/                   LDG.E R2, [R2.64] ;
        /*0240*/                   FADD R5, R2, 3 ;
        /*0250*/                   BRA `(.L_x_6) ;
.L_x_7:
        /*0260*/                   ISETP.NE.AND P0, PT, R4, 0x5, PT ;
        /*0270*/              @!P0 BRA `(.L_x_9) ;
        /*0280*/                   ISETP.NE.AND P0, PT, R4, 0x6, PT ;
        /*0290*/               @P0 BRA `(.L_x_6) ;
        /*02a0*/                   LDG.E R5, [R2.64+0x1c] ;
        /*02b0*/                   BRA `(.L_x_6) ;
.L_x_9:
        /*02c0*/                   LDG.E R2, [R2.64] ;
        /*02d0*/                   FADD R5, -R2, -RZ ;
.L_x_6:
        /*02e0*/                   BSYNC B0 ;
.L_x_2:
        /*02f0*/                   IMAD.WIDE R2, R0, R7, c[0x0][0x168] ;
        /*0300*/                   STG.E [R2.64], R5 ;
        /*0310*/                   EXIT ;
.L_x_10:
        /*0320*/                   BRA `(.L_x_10);
        /*0330*/                   NOP;
        /*0340*/                   NOP;
        /*0350*/                   NOP;
        /*0360*/                   NOP;
        /*0370*/                   NOP;
        /*0380*/                   NOP;
        /*0390*/                   NOP;
        /*03a0*/                   NOP;
        /*03b0*/                   NOP;
        /*03c0*/                   NOP;
        /*03d0*/                   NOP;
        /*03e0*/                   NOP;
        /*03f0*/                   NOP;
.L_x_13:


//--------------------- .text._Z6clampiiii        --------------------------
	.section	.text._Z6clampiiii,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=24"
	.align	128
        .global         _Z6clampiiii
        .type           _Z6clampiiii,@function
        .size           _Z6clampiiii,(.L_x_14 - _Z6clampiiii)
_Z6clampiiii:
.text._Z6clampiiii:
        /*0000*/                   ISETP.GE.AND P0, PT, R4, R5, PT ;
        /*0010*/               @P0 IMNMX R5, R4, R6, PT ;
        /*0020*/                   IMAD.MOV.U32 R4, RZ, RZ, R5 ;
        /*0030*/                   RET.ABS.NODEC R20 0x0 ;
.L_x_11:
        /*0040*/                   BRA `(.L_x_11);
        /*0050*/                   NOP;
        /*0060*/                   NOP;
        /*0070*/                   NOP;
        /*0080*/                   NOP;
        /*0090*/                   NOP;
        /*00a0*/                   NOP;
        /*00b0*/                   NOP;
        /*00c0*/                   NOP;
        /*00d0*/                   NOP;
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_14:


//--------------------- .text._Z10call_clampPKfPfi --------------------------
	.section	.text._Z10call_clampPKfPfi,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=24"
	.align	128
        .global         _Z10call_clampPKfPfi
        .type           _Z10call_clampPKfPfi,@function
        .size           _Z10call_clampPKfPfi,(.L_x_15 - _Z10call_clampPKfPfi)
        .other          _Z10call_clampPKfPfi,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10call_clampPKfPfi:
.text._Z10call_clampPKfPfi:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/                   S2R R2, SR_CTAID.X ;
        /*0020*/                   S2R R3, SR_TID.X ;
        /*0030*/                   IMAD R2, R2, c[0x0][0x0], R3 ;
        /*0040*/                   ISETP.GE.AND P0, PT, R2, c[0x0][0x170], PT ;
        /*0050*/               @P0 EXIT ;
        /*0060*/                   UMOV UR36, 0x1 ;
        /*0070*/                   IADD3 R4, R2, -0x1, RZ ;
        /*0080*/                   ULDC UR4, c[0x0][0x170] ;
        /*0090*/                   IMAD.MOV.U32 R5, RZ, RZ, RZ ;
        /*00a0*/                   UIADD3 UR36, -UR36, UR4, URZ ;
        /*00b0*/                   MOV R6, UR36 ;
        /*00c0*/                   MOV R20, 32@lo((_Z10call_clampPKfPfi + .L_x_0@srel)) ;
        /*00d0*/                   MOV R21, 32@hi((_Z10call_clampPKfPfi + .L_x_0@srel)) ;
        /*00e0*/                   CALL.ABS.NOINC `(_Z6clampiiii) ;
.L_x_0:
        /*00f0*/                   HFMA2.MMA R17, -RZ, RZ, 0, 2.384185791015625e-07 ;
        /*0100*/                   MOV R5, RZ ;
        /*0110*/                   MOV R6, UR36 ;
        /*0120*/                   IMAD.WIDE R16, R4, R17, c[0x0][0x160] ;
        /*0130*/                   IADD3 R4, R2, 0x1, RZ ;
        /*0140*/                   MOV R20, 32@lo((_Z10call_clampPKfPfi + .L_x_1@srel)) ;
        /*0150*/                   MOV R21, 32@hi((_Z10call_clampPKfPfi + .L_x_1@srel)) ;
        /*0160*/                   CALL.ABS.NOINC `(_Z6clampiiii) ;
.L_x_1:
        /*0170*/                   HFMA2.MMA R3, -RZ, RZ, 0, 2.384185791015625e-07 ;
        /*0180*/                   ULDC.64 UR4, c[0x0][0x118] ;
        /*0190*/                   LDG.E R17, [R16.64] ;
        /*01a0*/                   IMAD.WIDE R4, R4, R3, c[0x0][0x160] ;
        /*01b0*/                   LDG.E R4, [R4.64] ;
        /*01c0*/                   IMAD.WIDE R2, R2, R3, c[0x0][0x168] ;
        /*01d0*/                   FADD R7, R4, R17 ;
        /*01e0*/                   STG.E [R2.64], R7 ;
        /*01f0*/                   EXIT ;
.L_x_12:
        /*0200*/                   BRA `(.L_x_12);
        /*0210*/                   NOP;
        /*0220*/                   NOP;
        /*0230*/                   NOP;
        /*0240*/                   NOP;
        /*0250*/                   NOP;
        /*0260*/                   NOP;
        /*0270*/                   NOP;
        /*0280*/                   NOP;
        /*0290*/                   NOP;
        /*02a0*/                   NOP;
        /*02b0*/                   NOP;
        /*02c0*/                   NOP;
        /*02d0*/                   NOP;
        /*02e0*/                   NOP;
        /*02f0*/                   NOP;
.L_x_15:
