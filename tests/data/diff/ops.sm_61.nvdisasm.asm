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
        /*0004*/ 	.word	index@(_Z6d_udivPKjPj)
        /*0008*/ 	.word	0x0000000b
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_2:
        /*000c*/ 	.byte	0x04, 0x23
        /*000e*/ 	.short	(.L_4 - .L_3)
	.align		4
.L_3:
        /*0010*/ 	.word	index@(_Z6d_udivPKjPj)
        /*0014*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_4:
        /*0018*/ 	.byte	0x04, 0x12
        /*001a*/ 	.short	(.L_6 - .L_5)
	.align		4
.L_5:
        /*001c*/ 	.word	index@(_Z6d_udivPKjPj)
        /*0020*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_6:
        /*0024*/ 	.byte	0x04, 0x11
        /*0026*/ 	.short	(.L_8 - .L_7)
	.align		4
.L_7:
        /*0028*/ 	.word	index@(_Z6d_udivPKjPj)
        /*002c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_8:
        /*0030*/ 	.byte	0x04, 0x2f
        /*0032*/ 	.short	(.L_10 - .L_9)
	.align		4
.L_9:
        /*0034*/ 	.word	index@(_Z6d_uremPKjPj)
        /*0038*/ 	.word	0x0000000b
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_10:
        /*003c*/ 	.byte	0x04, 0x23
        /*003e*/ 	.short	(.L_12 - .L_11)
	.align		4
.L_11:
        /*0040*/ 	.word	index@(_Z6d_uremPKjPj)
        /*0044*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_12:
        /*0048*/ 	.byte	0x04, 0x12
        /*004a*/ 	.short	(.L_14 - .L_13)
	.align		4
.L_13:
        /*004c*/ 	.word	index@(_Z6d_uremPKjPj)
        /*0050*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_14:
        /*0054*/ 	.byte	0x04, 0x11
        /*0056*/ 	.short	(.L_16 - .L_15)
	.align		4
.L_15:
        /*0058*/ 	.word	index@(_Z6d_uremPKjPj)
        /*005c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_16:
        /*0060*/ 	.byte	0x04, 0x2f
        /*0062*/ 	.short	(.L_18 - .L_17)
	.align		4
.L_17:
        /*0064*/ 	.word	index@(_Z6d_sdivPKjPj)
        /*0068*/ 	.word	0x0000000f
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_18:
        /*006c*/ 	.byte	0x04, 0x23
        /*006e*/ 	.short	(.L_20 - .L_19)
	.align		4
.L_19:
        /*0070*/ 	.word	index@(_Z6d_sdivPKjPj)
        /*0074*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_20:
        /*0078*/ 	.byte	0x04, 0x12
        /*007a*/ 	.short	(.L_22 - .L_21)
	.align		4
.L_21:
        /*007c*/ 	.word	index@(_Z6d_sdivPKjPj)
        /*0080*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_22:
        /*0084*/ 	.byte	0x04, 0x11
        /*0086*/ 	.short	(.L_24 - .L_23)
	.align		4
.L_23:
        /*0088*/ 	.word	index@(_Z6d_sdivPKjPj)
        /*008c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_24:
        /*0090*/ 	.byte	0x04, 0x2f
        /*0092*/ 	.short	(.L_26 - .L_25)
	.align		4
.L_25:
        /*0094*/ 	.word	index@(_Z6d_sremPKjPj)
        /*0098*/ 	.word	0x0000000f
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_26:
        /*009c*/ 	.byte	0x04, 0x23
        /*009e*/ 	.short	(.L_28 - .L_27)
	.align		4
.L_27:
        /*00a0*/ 	.word	index@(_Z6d_sremPKjPj)
        /*00a4*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_28:
        /*00a8*/ 	.byte	0x04, 0x12
        /*00aa*/ 	.short	(.L_30 - .L_29)
	.align		4
.L_29:
        /*00ac*/ 	.word	index@(_Z6d_sremPKjPj)
        /*00b0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_30:
        /*00b4*/ 	.byte	0x04, 0x11
        /*00b6*/ 	.short	(.L_32 - .L_31)
	.align		4
.L_31:
        /*00b8*/ 	.word	index@(_Z6d_sremPKjPj)
        /*00bc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_32:
        /*00c0*/ 	.byte	0x04, 0x2f
        /*00c2*/ 	.short	(.L_34 - .L_33)
	.align		4
.L_33:
        /*00c4*/ 	.word	index@(_Z9d_udiv_c7PKjPj)
        /*00c8*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_34:
        /*00cc*/ 	.byte	0x04, 0x23
        /*00ce*/ 	.short	(.L_36 - .L_35)
	.align		4
.L_35:
        /*00d0*/ 	.word	index@(_Z9d_udiv_c7PKjPj)
        /*00d4*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_36:
        /*00d8*/ 	.byte	0x04, 0x12
        /*00da*/ 	.short	(.L_38 - .L_37)
	.align		4
.L_37:
        /*00dc*/ 	.word	index@(_Z9d_udiv_c7PKjPj)
        /*00e0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_38:
        /*00e4*/ 	.byte	0x04, 0x11
        /*00e6*/ 	.short	(.L_40 - .L_39)
	.align		4
.L_39:
        /*00e8*/ 	.word	index@(_Z9d_udiv_c7PKjPj)
        /*00ec*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_40:
        /*00f0*/ 	.byte	0x04, 0x2f
        /*00f2*/ 	.short	(.L_42 - .L_41)
	.align		4
.L_41:
        /*00f4*/ 	.word	index@(_Z9d_sdiv_c7PKjPj)
        /*00f8*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_42:
        /*00fc*/ 	.byte	0x04, 0x23
        /*00fe*/ 	.short	(.L_44 - .L_43)
	.align		4
.L_43:
        /*0100*/ 	.word	index@(_Z9d_sdiv_c7PKjPj)
        /*0104*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_44:
        /*0108*/ 	.byte	0x04, 0x12
        /*010a*/ 	.short	(.L_46 - .L_45)
	.align		4
.L_45:
        /*010c*/ 	.word	index@(_Z9d_sdiv_c7PKjPj)
        /*0110*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_46:
        /*0114*/ 	.byte	0x04, 0x11
        /*0116*/ 	.short	(.L_48 - .L_47)
	.align		4
.L_47:
        /*0118*/ 	.word	index@(_Z9d_sdiv_c7PKjPj)
        /*011c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_48:
        /*0120*/ 	.byte	0x04, 0x2f
        /*0122*/ 	.short	(.L_50 - .L_49)
	.align		4
.L_49:
        /*0124*/ 	.word	index@(_Z12d_urem_c1000PKjPj)
        /*0128*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_50:
        /*012c*/ 	.byte	0x04, 0x23
        /*012e*/ 	.short	(.L_52 - .L_51)
	.align		4
.L_51:
        /*0130*/ 	.word	index@(_Z12d_urem_c1000PKjPj)
        /*0134*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_52:
        /*0138*/ 	.byte	0x04, 0x12
        /*013a*/ 	.short	(.L_54 - .L_53)
	.align		4
.L_53:
        /*013c*/ 	.word	index@(_Z12d_urem_c1000PKjPj)
        /*0140*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_54:
        /*0144*/ 	.byte	0x04, 0x11
        /*0146*/ 	.short	(.L_56 - .L_55)
	.align		4
.L_55:
        /*0148*/ 	.word	index@(_Z12d_urem_c1000PKjPj)
        /*014c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_56:
        /*0150*/ 	.byte	0x04, 0x2f
        /*0152*/ 	.short	(.L_58 - .L_57)
	.align		4
.L_57:
        /*0154*/ 	.word	index@(_Z10d_srem_cm3PKjPj)
        /*0158*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_58:
        /*015c*/ 	.byte	0x04, 0x23
        /*015e*/ 	.short	(.L_60 - .L_59)
	.align		4
.L_59:
        /*0160*/ 	.word	index@(_Z10d_srem_cm3PKjPj)
        /*0164*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_60:
        /*0168*/ 	.byte	0x04, 0x12
        /*016a*/ 	.short	(.L_62 - .L_61)
	.align		4
.L_61:
        /*016c*/ 	.word	index@(_Z10d_srem_cm3PKjPj)
        /*0170*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_62:
        /*0174*/ 	.byte	0x04, 0x11
        /*0176*/ 	.short	(.L_64 - .L_63)
	.align		4
.L_63:
        /*0178*/ 	.word	index@(_Z10d_srem_cm3PKjPj)
        /*017c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_64:
        /*0180*/ 	.byte	0x04, 0x2f
        /*0182*/ 	.short	(.L_66 - .L_65)
	.align		4
.L_65:
        /*0184*/ 	.word	index@(_Z8d_udiv64PKyPy)
        /*0188*/ 	.word	0x00000014
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_66:
        /*018c*/ 	.byte	0x04, 0x23
        /*018e*/ 	.short	(.L_68 - .L_67)
	.align		4
.L_67:
        /*0190*/ 	.word	index@($_Z8d_udiv64PKyPy$__cuda_sm20_div_u64)
        /*0194*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_68:
        /*0198*/ 	.byte	0x04, 0x12
        /*019a*/ 	.short	(.L_70 - .L_69)
	.align		4
.L_69:
        /*019c*/ 	.word	index@($_Z8d_udiv64PKyPy$__cuda_sm20_div_u64)
        /*01a0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_70:
        /*01a4*/ 	.byte	0x04, 0x11
        /*01a6*/ 	.short	(.L_72 - .L_71)
	.align		4
.L_71:
        /*01a8*/ 	.word	index@($_Z8d_udiv64PKyPy$__cuda_sm20_div_u64)
        /*01ac*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_72:
        /*01b0*/ 	.byte	0x04, 0x23
        /*01b2*/ 	.short	(.L_74 - .L_73)
	.align		4
.L_73:
        /*01b4*/ 	.word	index@(_Z8d_udiv64PKyPy)
        /*01b8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_74:
        /*01bc*/ 	.byte	0x04, 0x12
        /*01be*/ 	.short	(.L_76 - .L_75)
	.align		4
.L_75:
        /*01c0*/ 	.word	index@(_Z8d_udiv64PKyPy)
        /*01c4*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_76:
        /*01c8*/ 	.byte	0x04, 0x11
        /*01ca*/ 	.short	(.L_78 - .L_77)
	.align		4
.L_77:
        /*01cc*/ 	.word	index@(_Z8d_udiv64PKyPy)
        /*01d0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_78:
        /*01d4*/ 	.byte	0x04, 0x2f
        /*01d6*/ 	.short	(.L_80 - .L_79)
	.align		4
.L_79:
        /*01d8*/ 	.word	index@(_Z8d_urem64PKyPy)
        /*01dc*/ 	.word	0x00000014
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_80:
        /*01e0*/ 	.byte	0x04, 0x23
        /*01e2*/ 	.short	(.L_82 - .L_81)
	.align		4
.L_81:
        /*01e4*/ 	.word	index@($_Z8d_urem64PKyPy$__cuda_sm20_rem_u64)
        /*01e8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_82:
        /*01ec*/ 	.byte	0x04, 0x12
        /*01ee*/ 	.short	(.L_84 - .L_83)
	.align		4
.L_83:
        /*01f0*/ 	.word	index@($_Z8d_urem64PKyPy$__cuda_sm20_rem_u64)
        /*01f4*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_84:
        /*01f8*/ 	.byte	0x04, 0x11
        /*01fa*/ 	.short	(.L_86 - .L_85)
	.align		4
.L_85:
        /*01fc*/ 	.word	index@($_Z8d_urem64PKyPy$__cuda_sm20_rem_u64)
        /*0200*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_86:
        /*0204*/ 	.byte	0x04, 0x23
        /*0206*/ 	.short	(.L_88 - .L_87)
	.align		4
.L_87:
        /*0208*/ 	.word	index@(_Z8d_urem64PKyPy)
        /*020c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_88:
        /*0210*/ 	.byte	0x04, 0x12
        /*0212*/ 	.short	(.L_90 - .L_89)
	.align		4
.L_89:
        /*0214*/ 	.word	index@(_Z8d_urem64PKyPy)
        /*0218*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_90:
        /*021c*/ 	.byte	0x04, 0x11
        /*021e*/ 	.short	(.L_92 - .L_91)
	.align		4
.L_91:
        /*0220*/ 	.word	index@(_Z8d_urem64PKyPy)
        /*0224*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_92:
        /*0228*/ 	.byte	0x04, 0x2f
        /*022a*/ 	.short	(.L_94 - .L_93)
	.align		4
.L_93:
        /*022c*/ 	.word	index@(_Z8d_sdiv64PKyPy)
        /*0230*/ 	.word	0x00000017
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_94:
        /*0234*/ 	.byte	0x04, 0x23
        /*0236*/ 	.short	(.L_96 - .L_95)
	.align		4
.L_95:
        /*0238*/ 	.word	index@($_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64)
        /*023c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_96:
        /*0240*/ 	.byte	0x04, 0x12
        /*0242*/ 	.short	(.L_98 - .L_97)
	.align		4
.L_97:
        /*0244*/ 	.word	index@($_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64)
        /*0248*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_98:
        /*024c*/ 	.byte	0x04, 0x11
        /*024e*/ 	.short	(.L_100 - .L_99)
	.align		4
.L_99:
        /*0250*/ 	.word	index@($_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64)
        /*0254*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_100:
        /*0258*/ 	.byte	0x04, 0x23
        /*025a*/ 	.short	(.L_102 - .L_101)
	.align		4
.L_101:
        /*025c*/ 	.word	index@(_Z8d_sdiv64PKyPy)
        /*0260*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_102:
        /*0264*/ 	.byte	0x04, 0x12
        /*0266*/ 	.short	(.L_104 - .L_103)
	.align		4
.L_103:
        /*0268*/ 	.word	index@(_Z8d_sdiv64PKyPy)
        /*026c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_104:
        /*0270*/ 	.byte	0x04, 0x11
        /*0272*/ 	.short	(.L_106 - .L_105)
	.align		4
.L_105:
        /*0274*/ 	.word	index@(_Z8d_sdiv64PKyPy)
        /*0278*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_106:
        /*027c*/ 	.byte	0x04, 0x2f
        /*027e*/ 	.short	(.L_108 - .L_107)
	.align		4
.L_107:
        /*0280*/ 	.word	index@(_Z7d_add64PKyPy)
        /*0284*/ 	.word	0x0000000c
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_108:
        /*0288*/ 	.byte	0x04, 0x23
        /*028a*/ 	.short	(.L_110 - .L_109)
	.align		4
.L_109:
        /*028c*/ 	.word	index@(_Z7d_add64PKyPy)
        /*0290*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_110:
        /*0294*/ 	.byte	0x04, 0x12
        /*0296*/ 	.short	(.L_112 - .L_111)
	.align		4
.L_111:
        /*0298*/ 	.word	index@(_Z7d_add64PKyPy)
        /*029c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_112:
        /*02a0*/ 	.byte	0x04, 0x11
        /*02a2*/ 	.short	(.L_114 - .L_113)
	.align		4
.L_113:
        /*02a4*/ 	.word	index@(_Z7d_add64PKyPy)
        /*02a8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_114:
        /*02ac*/ 	.byte	0x04, 0x2f
        /*02ae*/ 	.short	(.L_116 - .L_115)
	.align		4
.L_115:
        /*02b0*/ 	.word	index@(_Z7d_sub64PKyPy)
        /*02b4*/ 	.word	0x0000000c
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_116:
        /*02b8*/ 	.byte	0x04, 0x23
        /*02ba*/ 	.short	(.L_118 - .L_117)
	.align		4
.L_117:
        /*02bc*/ 	.word	index@(_Z7d_sub64PKyPy)
        /*02c0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_118:
        /*02c4*/ 	.byte	0x04, 0x12
        /*02c6*/ 	.short	(.L_120 - .L_119)
	.align		4
.L_119:
        /*02c8*/ 	.word	index@(_Z7d_sub64PKyPy)
        /*02cc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_120:
        /*02d0*/ 	.byte	0x04, 0x11
        /*02d2*/ 	.short	(.L_122 - .L_121)
	.align		4
.L_121:
        /*02d4*/ 	.word	index@(_Z7d_sub64PKyPy)
        /*02d8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_122:
        /*02dc*/ 	.byte	0x04, 0x2f
        /*02de*/ 	.short	(.L_124 - .L_123)
	.align		4
.L_123:
        /*02e0*/ 	.word	index@(_Z7d_mul64PKyPy)
        /*02e4*/ 	.word	0x00000011
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_124:
        /*02e8*/ 	.byte	0x04, 0x23
        /*02ea*/ 	.short	(.L_126 - .L_125)
	.align		4
.L_125:
        /*02ec*/ 	.word	index@(_Z7d_mul64PKyPy)
        /*02f0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_126:
        /*02f4*/ 	.byte	0x04, 0x12
        /*02f6*/ 	.short	(.L_128 - .L_127)
	.align		4
.L_127:
        /*02f8*/ 	.word	index@(_Z7d_mul64PKyPy)
        /*02fc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_128:
        /*0300*/ 	.byte	0x04, 0x11
        /*0302*/ 	.short	(.L_130 - .L_129)
	.align		4
.L_129:
        /*0304*/ 	.word	index@(_Z7d_mul64PKyPy)
        /*0308*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_130:
        /*030c*/ 	.byte	0x04, 0x2f
        /*030e*/ 	.short	(.L_132 - .L_131)
	.align		4
.L_131:
        /*0310*/ 	.word	index@(_Z7d_mad64PKyPy)
        /*0314*/ 	.word	0x00000014
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_132:
        /*0318*/ 	.byte	0x04, 0x23
        /*031a*/ 	.short	(.L_134 - .L_133)
	.align		4
.L_133:
        /*031c*/ 	.word	index@(_Z7d_mad64PKyPy)
        /*0320*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_134:
        /*0324*/ 	.byte	0x04, 0x12
        /*0326*/ 	.short	(.L_136 - .L_135)
	.align		4
.L_135:
        /*0328*/ 	.word	index@(_Z7d_mad64PKyPy)
        /*032c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_136:
        /*0330*/ 	.byte	0x04, 0x11
        /*0332*/ 	.short	(.L_138 - .L_137)
	.align		4
.L_137:
        /*0334*/ 	.word	index@(_Z7d_mad64PKyPy)
        /*0338*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_138:
        /*033c*/ 	.byte	0x04, 0x2f
        /*033e*/ 	.short	(.L_140 - .L_139)
	.align		4
.L_139:
        /*0340*/ 	.word	index@(_Z10d_umulhi64PKyPy)
        /*0344*/ 	.word	0x00000015
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_140:
        /*0348*/ 	.byte	0x04, 0x23
        /*034a*/ 	.short	(.L_142 - .L_141)
	.align		4
.L_141:
        /*034c*/ 	.word	index@(_Z10d_umulhi64PKyPy)
        /*0350*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_142:
        /*0354*/ 	.byte	0x04, 0x12
        /*0356*/ 	.short	(.L_144 - .L_143)
	.align		4
.L_143:
        /*0358*/ 	.word	index@(_Z10d_umulhi64PKyPy)
        /*035c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_144:
        /*0360*/ 	.byte	0x04, 0x11
        /*0362*/ 	.short	(.L_146 - .L_145)
	.align		4
.L_145:
        /*0364*/ 	.word	index@(_Z10d_umulhi64PKyPy)
        /*0368*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_146:
        /*036c*/ 	.byte	0x04, 0x2f
        /*036e*/ 	.short	(.L_148 - .L_147)
	.align		4
.L_147:
        /*0370*/ 	.word	index@(_Z10d_smulhi64PKyPy)
        /*0374*/ 	.word	0x00000014
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_148:
        /*0378*/ 	.byte	0x04, 0x23
        /*037a*/ 	.short	(.L_150 - .L_149)
	.align		4
.L_149:
        /*037c*/ 	.word	index@(_Z10d_smulhi64PKyPy)
        /*0380*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_150:
        /*0384*/ 	.byte	0x04, 0x12
        /*0386*/ 	.short	(.L_152 - .L_151)
	.align		4
.L_151:
        /*0388*/ 	.word	index@(_Z10d_smulhi64PKyPy)
        /*038c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_152:
        /*0390*/ 	.byte	0x04, 0x11
        /*0392*/ 	.short	(.L_154 - .L_153)
	.align		4
.L_153:
        /*0394*/ 	.word	index@(_Z10d_smulhi64PKyPy)
        /*0398*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_154:
        /*039c*/ 	.byte	0x04, 0x2f
        /*039e*/ 	.short	(.L_156 - .L_155)
	.align		4
.L_155:
        /*03a0*/ 	.word	index@(_Z7d_shl64PKyPy)
        /*03a4*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_156:
        /*03a8*/ 	.byte	0x04, 0x23
        /*03aa*/ 	.short	(.L_158 - .L_157)
	.align		4
.L_157:
        /*03ac*/ 	.word	index@(_Z7d_shl64PKyPy)
        /*03b0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_158:
        /*03b4*/ 	.byte	0x04, 0x12
        /*03b6*/ 	.short	(.L_160 - .L_159)
	.align		4
.L_159:
        /*03b8*/ 	.word	index@(_Z7d_shl64PKyPy)
        /*03bc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_160:
        /*03c0*/ 	.byte	0x04, 0x11
        /*03c2*/ 	.short	(.L_162 - .L_161)
	.align		4
.L_161:
        /*03c4*/ 	.word	index@(_Z7d_shl64PKyPy)
        /*03c8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_162:
        /*03cc*/ 	.byte	0x04, 0x2f
        /*03ce*/ 	.short	(.L_164 - .L_163)
	.align		4
.L_163:
        /*03d0*/ 	.word	index@(_Z7d_shr64PKyPy)
        /*03d4*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_164:
        /*03d8*/ 	.byte	0x04, 0x23
        /*03da*/ 	.short	(.L_166 - .L_165)
	.align		4
.L_165:
        /*03dc*/ 	.word	index@(_Z7d_shr64PKyPy)
        /*03e0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_166:
        /*03e4*/ 	.byte	0x04, 0x12
        /*03e6*/ 	.short	(.L_168 - .L_167)
	.align		4
.L_167:
        /*03e8*/ 	.word	index@(_Z7d_shr64PKyPy)
        /*03ec*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_168:
        /*03f0*/ 	.byte	0x04, 0x11
        /*03f2*/ 	.short	(.L_170 - .L_169)
	.align		4
.L_169:
        /*03f4*/ 	.word	index@(_Z7d_shr64PKyPy)
        /*03f8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_170:
        /*03fc*/ 	.byte	0x04, 0x2f
        /*03fe*/ 	.short	(.L_172 - .L_171)
	.align		4
.L_171:
        /*0400*/ 	.word	index@(_Z7d_sar64PKyPy)
        /*0404*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_172:
        /*0408*/ 	.byte	0x04, 0x23
        /*040a*/ 	.short	(.L_174 - .L_173)
	.align		4
.L_173:
        /*040c*/ 	.word	index@(_Z7d_sar64PKyPy)
        /*0410*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_174:
        /*0414*/ 	.byte	0x04, 0x12
        /*0416*/ 	.short	(.L_176 - .L_175)
	.align		4
.L_175:
        /*0418*/ 	.word	index@(_Z7d_sar64PKyPy)
        /*041c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_176:
        /*0420*/ 	.byte	0x04, 0x11
        /*0422*/ 	.short	(.L_178 - .L_177)
	.align		4
.L_177:
        /*0424*/ 	.word	index@(_Z7d_sar64PKyPy)
        /*0428*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_178:
        /*042c*/ 	.byte	0x04, 0x2f
        /*042e*/ 	.short	(.L_180 - .L_179)
	.align		4
.L_179:
        /*0430*/ 	.word	index@(_Z6d_widePKyPy)
        /*0434*/ 	.word	0x0000000b
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_180:
        /*0438*/ 	.byte	0x04, 0x23
        /*043a*/ 	.short	(.L_182 - .L_181)
	.align		4
.L_181:
        /*043c*/ 	.word	index@(_Z6d_widePKyPy)
        /*0440*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_182:
        /*0444*/ 	.byte	0x04, 0x12
        /*0446*/ 	.short	(.L_184 - .L_183)
	.align		4
.L_183:
        /*0448*/ 	.word	index@(_Z6d_widePKyPy)
        /*044c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_184:
        /*0450*/ 	.byte	0x04, 0x11
        /*0452*/ 	.short	(.L_186 - .L_185)
	.align		4
.L_185:
        /*0454*/ 	.word	index@(_Z6d_widePKyPy)
        /*0458*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_186:
        /*045c*/ 	.byte	0x04, 0x2f
        /*045e*/ 	.short	(.L_188 - .L_187)
	.align		4
.L_187:
        /*0460*/ 	.word	index@(_Z7d_widesPKyPy)
        /*0464*/ 	.word	0x0000000d
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_188:
        /*0468*/ 	.byte	0x04, 0x23
        /*046a*/ 	.short	(.L_190 - .L_189)
	.align		4
.L_189:
        /*046c*/ 	.word	index@(_Z7d_widesPKyPy)
        /*0470*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_190:
        /*0474*/ 	.byte	0x04, 0x12
        /*0476*/ 	.short	(.L_192 - .L_191)
	.align		4
.L_191:
        /*0478*/ 	.word	index@(_Z7d_widesPKyPy)
        /*047c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_192:
        /*0480*/ 	.byte	0x04, 0x11
        /*0482*/ 	.short	(.L_194 - .L_193)
	.align		4
.L_193:
        /*0484*/ 	.word	index@(_Z7d_widesPKyPy)
        /*0488*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_194:
        /*048c*/ 	.byte	0x04, 0x2f
        /*048e*/ 	.short	(.L_196 - .L_195)
	.align		4
.L_195:
        /*0490*/ 	.word	index@(_Z5d_shlPKjPj)
        /*0494*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_196:
        /*0498*/ 	.byte	0x04, 0x23
        /*049a*/ 	.short	(.L_198 - .L_197)
	.align		4
.L_197:
        /*049c*/ 	.word	index@(_Z5d_shlPKjPj)
        /*04a0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_198:
        /*04a4*/ 	.byte	0x04, 0x12
        /*04a6*/ 	.short	(.L_200 - .L_199)
	.align		4
.L_199:
        /*04a8*/ 	.word	index@(_Z5d_shlPKjPj)
        /*04ac*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_200:
        /*04b0*/ 	.byte	0x04, 0x11
        /*04b2*/ 	.short	(.L_202 - .L_201)
	.align		4
.L_201:
        /*04b4*/ 	.word	index@(_Z5d_shlPKjPj)
        /*04b8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_202:
        /*04bc*/ 	.byte	0x04, 0x2f
        /*04be*/ 	.short	(.L_204 - .L_203)
	.align		4
.L_203:
        /*04c0*/ 	.word	index@(_Z5d_shrPKjPj)
        /*04c4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_204:
        /*04c8*/ 	.byte	0x04, 0x23
        /*04ca*/ 	.short	(.L_206 - .L_205)
	.align		4
.L_205:
        /*04cc*/ 	.word	index@(_Z5d_shrPKjPj)
        /*04d0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_206:
        /*04d4*/ 	.byte	0x04, 0x12
        /*04d6*/ 	.short	(.L_208 - .L_207)
	.align		4
.L_207:
        /*04d8*/ 	.word	index@(_Z5d_shrPKjPj)
        /*04dc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_208:
        /*04e0*/ 	.byte	0x04, 0x11
        /*04e2*/ 	.short	(.L_210 - .L_209)
	.align		4
.L_209:
        /*04e4*/ 	.word	index@(_Z5d_shrPKjPj)
        /*04e8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_210:
        /*04ec*/ 	.byte	0x04, 0x2f
        /*04ee*/ 	.short	(.L_212 - .L_211)
	.align		4
.L_211:
        /*04f0*/ 	.word	index@(_Z5d_sarPKjPj)
        /*04f4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_212:
        /*04f8*/ 	.byte	0x04, 0x23
        /*04fa*/ 	.short	(.L_214 - .L_213)
	.align		4
.L_213:
        /*04fc*/ 	.word	index@(_Z5d_sarPKjPj)
        /*0500*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_214:
        /*0504*/ 	.byte	0x04, 0x12
        /*0506*/ 	.short	(.L_216 - .L_215)
	.align		4
.L_215:
        /*0508*/ 	.word	index@(_Z5d_sarPKjPj)
        /*050c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_216:
        /*0510*/ 	.byte	0x04, 0x11
        /*0512*/ 	.short	(.L_218 - .L_217)
	.align		4
.L_217:
        /*0514*/ 	.word	index@(_Z5d_sarPKjPj)
        /*0518*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_218:
        /*051c*/ 	.byte	0x04, 0x2f
        /*051e*/ 	.short	(.L_220 - .L_219)
	.align		4
.L_219:
        /*0520*/ 	.word	index@(_Z6d_fshlPKjPj)
        /*0524*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_220:
        /*0528*/ 	.byte	0x04, 0x23
        /*052a*/ 	.short	(.L_222 - .L_221)
	.align		4
.L_221:
        /*052c*/ 	.word	index@(_Z6d_fshlPKjPj)
        /*0530*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_222:
        /*0534*/ 	.byte	0x04, 0x12
        /*0536*/ 	.short	(.L_224 - .L_223)
	.align		4
.L_223:
        /*0538*/ 	.word	index@(_Z6d_fshlPKjPj)
        /*053c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_224:
        /*0540*/ 	.byte	0x04, 0x11
        /*0542*/ 	.short	(.L_226 - .L_225)
	.align		4
.L_225:
        /*0544*/ 	.word	index@(_Z6d_fshlPKjPj)
        /*0548*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_226:
        /*054c*/ 	.byte	0x04, 0x2f
        /*054e*/ 	.short	(.L_228 - .L_227)
	.align		4
.L_227:
        /*0550*/ 	.word	index@(_Z6d_fshrPKjPj)
        /*0554*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_228:
        /*0558*/ 	.byte	0x04, 0x23
        /*055a*/ 	.short	(.L_230 - .L_229)
	.align		4
.L_229:
        /*055c*/ 	.word	index@(_Z6d_fshrPKjPj)
        /*0560*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_230:
        /*0564*/ 	.byte	0x04, 0x12
        /*0566*/ 	.short	(.L_232 - .L_231)
	.align		4
.L_231:
        /*0568*/ 	.word	index@(_Z6d_fshrPKjPj)
        /*056c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_232:
        /*0570*/ 	.byte	0x04, 0x11
        /*0572*/ 	.short	(.L_234 - .L_233)
	.align		4
.L_233:
        /*0574*/ 	.word	index@(_Z6d_fshrPKjPj)
        /*0578*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_234:
        /*057c*/ 	.byte	0x04, 0x2f
        /*057e*/ 	.short	(.L_236 - .L_235)
	.align		4
.L_235:
        /*0580*/ 	.word	index@(_Z7d_fshlcPKjPj)
        /*0584*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_236:
        /*0588*/ 	.byte	0x04, 0x23
        /*058a*/ 	.short	(.L_238 - .L_237)
	.align		4
.L_237:
        /*058c*/ 	.word	index@(_Z7d_fshlcPKjPj)
        /*0590*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_238:
        /*0594*/ 	.byte	0x04, 0x12
        /*0596*/ 	.short	(.L_240 - .L_239)
	.align		4
.L_239:
        /*0598*/ 	.word	index@(_Z7d_fshlcPKjPj)
        /*059c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_240:
        /*05a0*/ 	.byte	0x04, 0x11
        /*05a2*/ 	.short	(.L_242 - .L_241)
	.align		4
.L_241:
        /*05a4*/ 	.word	index@(_Z7d_fshlcPKjPj)
        /*05a8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_242:
        /*05ac*/ 	.byte	0x04, 0x2f
        /*05ae*/ 	.short	(.L_244 - .L_243)
	.align		4
.L_243:
        /*05b0*/ 	.word	index@(_Z7d_fshrcPKjPj)
        /*05b4*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_244:
        /*05b8*/ 	.byte	0x04, 0x23
        /*05ba*/ 	.short	(.L_246 - .L_245)
	.align		4
.L_245:
        /*05bc*/ 	.word	index@(_Z7d_fshrcPKjPj)
        /*05c0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_246:
        /*05c4*/ 	.byte	0x04, 0x12
        /*05c6*/ 	.short	(.L_248 - .L_247)
	.align		4
.L_247:
        /*05c8*/ 	.word	index@(_Z7d_fshrcPKjPj)
        /*05cc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_248:
        /*05d0*/ 	.byte	0x04, 0x11
        /*05d2*/ 	.short	(.L_250 - .L_249)
	.align		4
.L_249:
        /*05d4*/ 	.word	index@(_Z7d_fshrcPKjPj)
        /*05d8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_250:
        /*05dc*/ 	.byte	0x04, 0x2f
        /*05de*/ 	.short	(.L_252 - .L_251)
	.align		4
.L_251:
        /*05e0*/ 	.word	index@(_Z6d_permPKjPj)
        /*05e4*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_252:
        /*05e8*/ 	.byte	0x04, 0x23
        /*05ea*/ 	.short	(.L_254 - .L_253)
	.align		4
.L_253:
        /*05ec*/ 	.word	index@(_Z6d_permPKjPj)
        /*05f0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_254:
        /*05f4*/ 	.byte	0x04, 0x12
        /*05f6*/ 	.short	(.L_256 - .L_255)
	.align		4
.L_255:
        /*05f8*/ 	.word	index@(_Z6d_permPKjPj)
        /*05fc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_256:
        /*0600*/ 	.byte	0x04, 0x11
        /*0602*/ 	.short	(.L_258 - .L_257)
	.align		4
.L_257:
        /*0604*/ 	.word	index@(_Z6d_permPKjPj)
        /*0608*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_258:
        /*060c*/ 	.byte	0x04, 0x2f
        /*060e*/ 	.short	(.L_260 - .L_259)
	.align		4
.L_259:
        /*0610*/ 	.word	index@(_Z6d_lop3PKjPj)
        /*0614*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_260:
        /*0618*/ 	.byte	0x04, 0x23
        /*061a*/ 	.short	(.L_262 - .L_261)
	.align		4
.L_261:
        /*061c*/ 	.word	index@(_Z6d_lop3PKjPj)
        /*0620*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_262:
        /*0624*/ 	.byte	0x04, 0x12
        /*0626*/ 	.short	(.L_264 - .L_263)
	.align		4
.L_263:
        /*0628*/ 	.word	index@(_Z6d_lop3PKjPj)
        /*062c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_264:
        /*0630*/ 	.byte	0x04, 0x11
        /*0632*/ 	.short	(.L_266 - .L_265)
	.align		4
.L_265:
        /*0634*/ 	.word	index@(_Z6d_lop3PKjPj)
        /*0638*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_266:
        /*063c*/ 	.byte	0x04, 0x2f
        /*063e*/ 	.short	(.L_268 - .L_267)
	.align		4
.L_267:
        /*0640*/ 	.word	index@(_Z7d_lop3bPKjPj)
        /*0644*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_268:
        /*0648*/ 	.byte	0x04, 0x23
        /*064a*/ 	.short	(.L_270 - .L_269)
	.align		4
.L_269:
        /*064c*/ 	.word	index@(_Z7d_lop3bPKjPj)
        /*0650*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_270:
        /*0654*/ 	.byte	0x04, 0x12
        /*0656*/ 	.short	(.L_272 - .L_271)
	.align		4
.L_271:
        /*0658*/ 	.word	index@(_Z7d_lop3bPKjPj)
        /*065c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_272:
        /*0660*/ 	.byte	0x04, 0x11
        /*0662*/ 	.short	(.L_274 - .L_273)
	.align		4
.L_273:
        /*0664*/ 	.word	index@(_Z7d_lop3bPKjPj)
        /*0668*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_274:
        /*066c*/ 	.byte	0x04, 0x2f
        /*066e*/ 	.short	(.L_276 - .L_275)
	.align		4
.L_275:
        /*0670*/ 	.word	index@(_Z8d_umulhiPKjPj)
        /*0674*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_276:
        /*0678*/ 	.byte	0x04, 0x23
        /*067a*/ 	.short	(.L_278 - .L_277)
	.align		4
.L_277:
        /*067c*/ 	.word	index@(_Z8d_umulhiPKjPj)
        /*0680*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_278:
        /*0684*/ 	.byte	0x04, 0x12
        /*0686*/ 	.short	(.L_280 - .L_279)
	.align		4
.L_279:
        /*0688*/ 	.word	index@(_Z8d_umulhiPKjPj)
        /*068c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_280:
        /*0690*/ 	.byte	0x04, 0x11
        /*0692*/ 	.short	(.L_282 - .L_281)
	.align		4
.L_281:
        /*0694*/ 	.word	index@(_Z8d_umulhiPKjPj)
        /*0698*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_282:
        /*069c*/ 	.byte	0x04, 0x2f
        /*069e*/ 	.short	(.L_284 - .L_283)
	.align		4
.L_283:
        /*06a0*/ 	.word	index@(_Z8d_smulhiPKjPj)
        /*06a4*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_284:
        /*06a8*/ 	.byte	0x04, 0x23
        /*06aa*/ 	.short	(.L_286 - .L_285)
	.align		4
.L_285:
        /*06ac*/ 	.word	index@(_Z8d_smulhiPKjPj)
        /*06b0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_286:
        /*06b4*/ 	.byte	0x04, 0x12
        /*06b6*/ 	.short	(.L_288 - .L_287)
	.align		4
.L_287:
        /*06b8*/ 	.word	index@(_Z8d_smulhiPKjPj)
        /*06bc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_288:
        /*06c0*/ 	.byte	0x04, 0x11
        /*06c2*/ 	.short	(.L_290 - .L_289)
	.align		4
.L_289:
        /*06c4*/ 	.word	index@(_Z8d_smulhiPKjPj)
        /*06c8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_290:
        /*06cc*/ 	.byte	0x04, 0x2f
        /*06ce*/ 	.short	(.L_292 - .L_291)
	.align		4
.L_291:
        /*06d0*/ 	.word	index@(_Z5d_madPKjPj)
        /*06d4*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_292:
        /*06d8*/ 	.byte	0x04, 0x23
        /*06da*/ 	.short	(.L_294 - .L_293)
	.align		4
.L_293:
        /*06dc*/ 	.word	index@(_Z5d_madPKjPj)
        /*06e0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_294:
        /*06e4*/ 	.byte	0x04, 0x12
        /*06e6*/ 	.short	(.L_296 - .L_295)
	.align		4
.L_295:
        /*06e8*/ 	.word	index@(_Z5d_madPKjPj)
        /*06ec*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_296:
        /*06f0*/ 	.byte	0x04, 0x11
        /*06f2*/ 	.short	(.L_298 - .L_297)
	.align		4
.L_297:
        /*06f4*/ 	.word	index@(_Z5d_madPKjPj)
        /*06f8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_298:
        /*06fc*/ 	.byte	0x04, 0x2f
        /*06fe*/ 	.short	(.L_300 - .L_299)
	.align		4
.L_299:
        /*0700*/ 	.word	index@(_Z8d_lea_hiPKjPj)
        /*0704*/ 	.word	0x00000008
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_300:
        /*0708*/ 	.byte	0x04, 0x23
        /*070a*/ 	.short	(.L_302 - .L_301)
	.align		4
.L_301:
        /*070c*/ 	.word	index@(_Z8d_lea_hiPKjPj)
        /*0710*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_302:
        /*0714*/ 	.byte	0x04, 0x12
        /*0716*/ 	.short	(.L_304 - .L_303)
	.align		4
.L_303:
        /*0718*/ 	.word	index@(_Z8d_lea_hiPKjPj)
        /*071c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_304:
        /*0720*/ 	.byte	0x04, 0x11
        /*0722*/ 	.short	(.L_306 - .L_305)
	.align		4
.L_305:
        /*0724*/ 	.word	index@(_Z8d_lea_hiPKjPj)
        /*0728*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_306:
        /*072c*/ 	.byte	0x04, 0x2f
        /*072e*/ 	.short	(.L_308 - .L_307)
	.align		4
.L_307:
        /*0730*/ 	.word	index@(_Z6d_popcPKjPj)
        /*0734*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_308:
        /*0738*/ 	.byte	0x04, 0x23
        /*073a*/ 	.short	(.L_310 - .L_309)
	.align		4
.L_309:
        /*073c*/ 	.word	index@(_Z6d_popcPKjPj)
        /*0740*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_310:
        /*0744*/ 	.byte	0x04, 0x12
        /*0746*/ 	.short	(.L_312 - .L_311)
	.align		4
.L_311:
        /*0748*/ 	.word	index@(_Z6d_popcPKjPj)
        /*074c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_312:
        /*0750*/ 	.byte	0x04, 0x11
        /*0752*/ 	.short	(.L_314 - .L_313)
	.align		4
.L_313:
        /*0754*/ 	.word	index@(_Z6d_popcPKjPj)
        /*0758*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_314:
        /*075c*/ 	.byte	0x04, 0x2f
        /*075e*/ 	.short	(.L_316 - .L_315)
	.align		4
.L_315:
        /*0760*/ 	.word	index@(_Z5d_clzPKjPj)
        /*0764*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_316:
        /*0768*/ 	.byte	0x04, 0x23
        /*076a*/ 	.short	(.L_318 - .L_317)
	.align		4
.L_317:
        /*076c*/ 	.word	index@(_Z5d_clzPKjPj)
        /*0770*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_318:
        /*0774*/ 	.byte	0x04, 0x12
        /*0776*/ 	.short	(.L_320 - .L_319)
	.align		4
.L_319:
        /*0778*/ 	.word	index@(_Z5d_clzPKjPj)
        /*077c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_320:
        /*0780*/ 	.byte	0x04, 0x11
        /*0782*/ 	.short	(.L_322 - .L_321)
	.align		4
.L_321:
        /*0784*/ 	.word	index@(_Z5d_clzPKjPj)
        /*0788*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_322:
        /*078c*/ 	.byte	0x04, 0x2f
        /*078e*/ 	.short	(.L_324 - .L_323)
	.align		4
.L_323:
        /*0790*/ 	.word	index@(_Z6d_brevPKjPj)
        /*0794*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_324:
        /*0798*/ 	.byte	0x04, 0x23
        /*079a*/ 	.short	(.L_326 - .L_325)
	.align		4
.L_325:
        /*079c*/ 	.word	index@(_Z6d_brevPKjPj)
        /*07a0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_326:
        /*07a4*/ 	.byte	0x04, 0x12
        /*07a6*/ 	.short	(.L_328 - .L_327)
	.align		4
.L_327:
        /*07a8*/ 	.word	index@(_Z6d_brevPKjPj)
        /*07ac*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_328:
        /*07b0*/ 	.byte	0x04, 0x11
        /*07b2*/ 	.short	(.L_330 - .L_329)
	.align		4
.L_329:
        /*07b4*/ 	.word	index@(_Z6d_brevPKjPj)
        /*07b8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_330:
        /*07bc*/ 	.byte	0x04, 0x2f
        /*07be*/ 	.short	(.L_332 - .L_331)
	.align		4
.L_331:
        /*07c0*/ 	.word	index@(_Z5d_ffsPKjPj)
        /*07c4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_332:
        /*07c8*/ 	.byte	0x04, 0x23
        /*07ca*/ 	.short	(.L_334 - .L_333)
	.align		4
.L_333:
        /*07cc*/ 	.word	index@(_Z5d_ffsPKjPj)
        /*07d0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_334:
        /*07d4*/ 	.byte	0x04, 0x12
        /*07d6*/ 	.short	(.L_336 - .L_335)
	.align		4
.L_335:
        /*07d8*/ 	.word	index@(_Z5d_ffsPKjPj)
        /*07dc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_336:
        /*07e0*/ 	.byte	0x04, 0x11
        /*07e2*/ 	.short	(.L_338 - .L_337)
	.align		4
.L_337:
        /*07e4*/ 	.word	index@(_Z5d_ffsPKjPj)
        /*07e8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_338:
        /*07ec*/ 	.byte	0x04, 0x2f
        /*07ee*/ 	.short	(.L_340 - .L_339)
	.align		4
.L_339:
        /*07f0*/ 	.word	index@(_Z8d_popc64PKyPy)
        /*07f4*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_340:
        /*07f8*/ 	.byte	0x04, 0x23
        /*07fa*/ 	.short	(.L_342 - .L_341)
	.align		4
.L_341:
        /*07fc*/ 	.word	index@(_Z8d_popc64PKyPy)
        /*0800*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_342:
        /*0804*/ 	.byte	0x04, 0x12
        /*0806*/ 	.short	(.L_344 - .L_343)
	.align		4
.L_343:
        /*0808*/ 	.word	index@(_Z8d_popc64PKyPy)
        /*080c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_344:
        /*0810*/ 	.byte	0x04, 0x11
        /*0812*/ 	.short	(.L_346 - .L_345)
	.align		4
.L_345:
        /*0814*/ 	.word	index@(_Z8d_popc64PKyPy)
        /*0818*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_346:
        /*081c*/ 	.byte	0x04, 0x2f
        /*081e*/ 	.short	(.L_348 - .L_347)
	.align		4
.L_347:
        /*0820*/ 	.word	index@(_Z7d_clz64PKyPy)
        /*0824*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_348:
        /*0828*/ 	.byte	0x04, 0x23
        /*082a*/ 	.short	(.L_350 - .L_349)
	.align		4
.L_349:
        /*082c*/ 	.word	index@(_Z7d_clz64PKyPy)
        /*0830*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_350:
        /*0834*/ 	.byte	0x04, 0x12
        /*0836*/ 	.short	(.L_352 - .L_351)
	.align		4
.L_351:
        /*0838*/ 	.word	index@(_Z7d_clz64PKyPy)
        /*083c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_352:
        /*0840*/ 	.byte	0x04, 0x11
        /*0842*/ 	.short	(.L_354 - .L_353)
	.align		4
.L_353:
        /*0844*/ 	.word	index@(_Z7d_clz64PKyPy)
        /*0848*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_354:
        /*084c*/ 	.byte	0x04, 0x2f
        /*084e*/ 	.short	(.L_356 - .L_355)
	.align		4
.L_355:
        /*0850*/ 	.word	index@(_Z6d_sminPKjPj)
        /*0854*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_356:
        /*0858*/ 	.byte	0x04, 0x23
        /*085a*/ 	.short	(.L_358 - .L_357)
	.align		4
.L_357:
        /*085c*/ 	.word	index@(_Z6d_sminPKjPj)
        /*0860*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_358:
        /*0864*/ 	.byte	0x04, 0x12
        /*0866*/ 	.short	(.L_360 - .L_359)
	.align		4
.L_359:
        /*0868*/ 	.word	index@(_Z6d_sminPKjPj)
        /*086c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_360:
        /*0870*/ 	.byte	0x04, 0x11
        /*0872*/ 	.short	(.L_362 - .L_361)
	.align		4
.L_361:
        /*0874*/ 	.word	index@(_Z6d_sminPKjPj)
        /*0878*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_362:
        /*087c*/ 	.byte	0x04, 0x2f
        /*087e*/ 	.short	(.L_364 - .L_363)
	.align		4
.L_363:
        /*0880*/ 	.word	index@(_Z6d_umaxPKjPj)
        /*0884*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_364:
        /*0888*/ 	.byte	0x04, 0x23
        /*088a*/ 	.short	(.L_366 - .L_365)
	.align		4
.L_365:
        /*088c*/ 	.word	index@(_Z6d_umaxPKjPj)
        /*0890*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_366:
        /*0894*/ 	.byte	0x04, 0x12
        /*0896*/ 	.short	(.L_368 - .L_367)
	.align		4
.L_367:
        /*0898*/ 	.word	index@(_Z6d_umaxPKjPj)
        /*089c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_368:
        /*08a0*/ 	.byte	0x04, 0x11
        /*08a2*/ 	.short	(.L_370 - .L_369)
	.align		4
.L_369:
        /*08a4*/ 	.word	index@(_Z6d_umaxPKjPj)
        /*08a8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_370:
        /*08ac*/ 	.byte	0x04, 0x2f
        /*08ae*/ 	.short	(.L_372 - .L_371)
	.align		4
.L_371:
        /*08b0*/ 	.word	index@(_Z6d_uminPKjPj)
        /*08b4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_372:
        /*08b8*/ 	.byte	0x04, 0x23
        /*08ba*/ 	.short	(.L_374 - .L_373)
	.align		4
.L_373:
        /*08bc*/ 	.word	index@(_Z6d_uminPKjPj)
        /*08c0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_374:
        /*08c4*/ 	.byte	0x04, 0x12
        /*08c6*/ 	.short	(.L_376 - .L_375)
	.align		4
.L_375:
        /*08c8*/ 	.word	index@(_Z6d_uminPKjPj)
        /*08cc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_376:
        /*08d0*/ 	.byte	0x04, 0x11
        /*08d2*/ 	.short	(.L_378 - .L_377)
	.align		4
.L_377:
        /*08d4*/ 	.word	index@(_Z6d_uminPKjPj)
        /*08d8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_378:
        /*08dc*/ 	.byte	0x04, 0x2f
        /*08de*/ 	.short	(.L_380 - .L_379)
	.align		4
.L_379:
        /*08e0*/ 	.word	index@(_Z6d_smaxPKjPj)
        /*08e4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_380:
        /*08e8*/ 	.byte	0x04, 0x23
        /*08ea*/ 	.short	(.L_382 - .L_381)
	.align		4
.L_381:
        /*08ec*/ 	.word	index@(_Z6d_smaxPKjPj)
        /*08f0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_382:
        /*08f4*/ 	.byte	0x04, 0x12
        /*08f6*/ 	.short	(.L_384 - .L_383)
	.align		4
.L_383:
        /*08f8*/ 	.word	index@(_Z6d_smaxPKjPj)
        /*08fc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_384:
        /*0900*/ 	.byte	0x04, 0x11
        /*0902*/ 	.short	(.L_386 - .L_385)
	.align		4
.L_385:
        /*0904*/ 	.word	index@(_Z6d_smaxPKjPj)
        /*0908*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_386:
        /*090c*/ 	.byte	0x04, 0x2f
        /*090e*/ 	.short	(.L_388 - .L_387)
	.align		4
.L_387:
        /*0910*/ 	.word	index@(_Z6d_sabsPKjPj)
        /*0914*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_388:
        /*0918*/ 	.byte	0x04, 0x23
        /*091a*/ 	.short	(.L_390 - .L_389)
	.align		4
.L_389:
        /*091c*/ 	.word	index@(_Z6d_sabsPKjPj)
        /*0920*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_390:
        /*0924*/ 	.byte	0x04, 0x12
        /*0926*/ 	.short	(.L_392 - .L_391)
	.align		4
.L_391:
        /*0928*/ 	.word	index@(_Z6d_sabsPKjPj)
        /*092c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_392:
        /*0930*/ 	.byte	0x04, 0x11
        /*0932*/ 	.short	(.L_394 - .L_393)
	.align		4
.L_393:
        /*0934*/ 	.word	index@(_Z6d_sabsPKjPj)
        /*0938*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_394:
        /*093c*/ 	.byte	0x04, 0x2f
        /*093e*/ 	.short	(.L_396 - .L_395)
	.align		4
.L_395:
        /*0940*/ 	.word	index@(_Z5d_sltPKjPj)
        /*0944*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_396:
        /*0948*/ 	.byte	0x04, 0x23
        /*094a*/ 	.short	(.L_398 - .L_397)
	.align		4
.L_397:
        /*094c*/ 	.word	index@(_Z5d_sltPKjPj)
        /*0950*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_398:
        /*0954*/ 	.byte	0x04, 0x12
        /*0956*/ 	.short	(.L_400 - .L_399)
	.align		4
.L_399:
        /*0958*/ 	.word	index@(_Z5d_sltPKjPj)
        /*095c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_400:
        /*0960*/ 	.byte	0x04, 0x11
        /*0962*/ 	.short	(.L_402 - .L_401)
	.align		4
.L_401:
        /*0964*/ 	.word	index@(_Z5d_sltPKjPj)
        /*0968*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_402:
        /*096c*/ 	.byte	0x04, 0x2f
        /*096e*/ 	.short	(.L_404 - .L_403)
	.align		4
.L_403:
        /*0970*/ 	.word	index@(_Z9d_ule_selPKjPj)
        /*0974*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_404:
        /*0978*/ 	.byte	0x04, 0x23
        /*097a*/ 	.short	(.L_406 - .L_405)
	.align		4
.L_405:
        /*097c*/ 	.word	index@(_Z9d_ule_selPKjPj)
        /*0980*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_406:
        /*0984*/ 	.byte	0x04, 0x12
        /*0986*/ 	.short	(.L_408 - .L_407)
	.align		4
.L_407:
        /*0988*/ 	.word	index@(_Z9d_ule_selPKjPj)
        /*098c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_408:
        /*0990*/ 	.byte	0x04, 0x11
        /*0992*/ 	.short	(.L_410 - .L_409)
	.align		4
.L_409:
        /*0994*/ 	.word	index@(_Z9d_ule_selPKjPj)
        /*0998*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_410:
        /*099c*/ 	.byte	0x04, 0x2f
        /*099e*/ 	.short	(.L_412 - .L_411)
	.align		4
.L_411:
        /*09a0*/ 	.word	index@(_Z8d_u2f_rnPKjPj)
        /*09a4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_412:
        /*09a8*/ 	.byte	0x04, 0x23
        /*09aa*/ 	.short	(.L_414 - .L_413)
	.align		4
.L_413:
        /*09ac*/ 	.word	index@(_Z8d_u2f_rnPKjPj)
        /*09b0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_414:
        /*09b4*/ 	.byte	0x04, 0x12
        /*09b6*/ 	.short	(.L_416 - .L_415)
	.align		4
.L_415:
        /*09b8*/ 	.word	index@(_Z8d_u2f_rnPKjPj)
        /*09bc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_416:
        /*09c0*/ 	.byte	0x04, 0x11
        /*09c2*/ 	.short	(.L_418 - .L_417)
	.align		4
.L_417:
        /*09c4*/ 	.word	index@(_Z8d_u2f_rnPKjPj)
        /*09c8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_418:
        /*09cc*/ 	.byte	0x04, 0x2f
        /*09ce*/ 	.short	(.L_420 - .L_419)
	.align		4
.L_419:
        /*09d0*/ 	.word	index@(_Z8d_u2f_rzPKjPj)
        /*09d4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_420:
        /*09d8*/ 	.byte	0x04, 0x23
        /*09da*/ 	.short	(.L_422 - .L_421)
	.align		4
.L_421:
        /*09dc*/ 	.word	index@(_Z8d_u2f_rzPKjPj)
        /*09e0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_422:
        /*09e4*/ 	.byte	0x04, 0x12
        /*09e6*/ 	.short	(.L_424 - .L_423)
	.align		4
.L_423:
        /*09e8*/ 	.word	index@(_Z8d_u2f_rzPKjPj)
        /*09ec*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_424:
        /*09f0*/ 	.byte	0x04, 0x11
        /*09f2*/ 	.short	(.L_426 - .L_425)
	.align		4
.L_425:
        /*09f4*/ 	.word	index@(_Z8d_u2f_rzPKjPj)
        /*09f8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_426:
        /*09fc*/ 	.byte	0x04, 0x2f
        /*09fe*/ 	.short	(.L_428 - .L_427)
	.align		4
.L_427:
        /*0a00*/ 	.word	index@(_Z8d_u2f_rdPKjPj)
        /*0a04*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_428:
        /*0a08*/ 	.byte	0x04, 0x23
        /*0a0a*/ 	.short	(.L_430 - .L_429)
	.align		4
.L_429:
        /*0a0c*/ 	.word	index@(_Z8d_u2f_rdPKjPj)
        /*0a10*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_430:
        /*0a14*/ 	.byte	0x04, 0x12
        /*0a16*/ 	.short	(.L_432 - .L_431)
	.align		4
.L_431:
        /*0a18*/ 	.word	index@(_Z8d_u2f_rdPKjPj)
        /*0a1c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_432:
        /*0a20*/ 	.byte	0x04, 0x11
        /*0a22*/ 	.short	(.L_434 - .L_433)
	.align		4
.L_433:
        /*0a24*/ 	.word	index@(_Z8d_u2f_rdPKjPj)
        /*0a28*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_434:
        /*0a2c*/ 	.byte	0x04, 0x2f
        /*0a2e*/ 	.short	(.L_436 - .L_435)
	.align		4
.L_435:
        /*0a30*/ 	.word	index@(_Z8d_u2f_ruPKjPj)
        /*0a34*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_436:
        /*0a38*/ 	.byte	0x04, 0x23
        /*0a3a*/ 	.short	(.L_438 - .L_437)
	.align		4
.L_437:
        /*0a3c*/ 	.word	index@(_Z8d_u2f_ruPKjPj)
        /*0a40*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_438:
        /*0a44*/ 	.byte	0x04, 0x12
        /*0a46*/ 	.short	(.L_440 - .L_439)
	.align		4
.L_439:
        /*0a48*/ 	.word	index@(_Z8d_u2f_ruPKjPj)
        /*0a4c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_440:
        /*0a50*/ 	.byte	0x04, 0x11
        /*0a52*/ 	.short	(.L_442 - .L_441)
	.align		4
.L_441:
        /*0a54*/ 	.word	index@(_Z8d_u2f_ruPKjPj)
        /*0a58*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_442:
        /*0a5c*/ 	.byte	0x04, 0x2f
        /*0a5e*/ 	.short	(.L_444 - .L_443)
	.align		4
.L_443:
        /*0a60*/ 	.word	index@(_Z8d_i2f_rnPKjPj)
        /*0a64*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_444:
        /*0a68*/ 	.byte	0x04, 0x23
        /*0a6a*/ 	.short	(.L_446 - .L_445)
	.align		4
.L_445:
        /*0a6c*/ 	.word	index@(_Z8d_i2f_rnPKjPj)
        /*0a70*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_446:
        /*0a74*/ 	.byte	0x04, 0x12
        /*0a76*/ 	.short	(.L_448 - .L_447)
	.align		4
.L_447:
        /*0a78*/ 	.word	index@(_Z8d_i2f_rnPKjPj)
        /*0a7c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_448:
        /*0a80*/ 	.byte	0x04, 0x11
        /*0a82*/ 	.short	(.L_450 - .L_449)
	.align		4
.L_449:
        /*0a84*/ 	.word	index@(_Z8d_i2f_rnPKjPj)
        /*0a88*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_450:
        /*0a8c*/ 	.byte	0x04, 0x2f
        /*0a8e*/ 	.short	(.L_452 - .L_451)
	.align		4
.L_451:
        /*0a90*/ 	.word	index@(_Z8d_i2f_rdPKjPj)
        /*0a94*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_452:
        /*0a98*/ 	.byte	0x04, 0x23
        /*0a9a*/ 	.short	(.L_454 - .L_453)
	.align		4
.L_453:
        /*0a9c*/ 	.word	index@(_Z8d_i2f_rdPKjPj)
        /*0aa0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_454:
        /*0aa4*/ 	.byte	0x04, 0x12
        /*0aa6*/ 	.short	(.L_456 - .L_455)
	.align		4
.L_455:
        /*0aa8*/ 	.word	index@(_Z8d_i2f_rdPKjPj)
        /*0aac*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_456:
        /*0ab0*/ 	.byte	0x04, 0x11
        /*0ab2*/ 	.short	(.L_458 - .L_457)
	.align		4
.L_457:
        /*0ab4*/ 	.word	index@(_Z8d_i2f_rdPKjPj)
        /*0ab8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_458:
        /*0abc*/ 	.byte	0x04, 0x2f
        /*0abe*/ 	.short	(.L_460 - .L_459)
	.align		4
.L_459:
        /*0ac0*/ 	.word	index@(_Z8d_f2i_rzPKjPj)
        /*0ac4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_460:
        /*0ac8*/ 	.byte	0x04, 0x23
        /*0aca*/ 	.short	(.L_462 - .L_461)
	.align		4
.L_461:
        /*0acc*/ 	.word	index@(_Z8d_f2i_rzPKjPj)
        /*0ad0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_462:
        /*0ad4*/ 	.byte	0x04, 0x12
        /*0ad6*/ 	.short	(.L_464 - .L_463)
	.align		4
.L_463:
        /*0ad8*/ 	.word	index@(_Z8d_f2i_rzPKjPj)
        /*0adc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_464:
        /*0ae0*/ 	.byte	0x04, 0x11
        /*0ae2*/ 	.short	(.L_466 - .L_465)
	.align		4
.L_465:
        /*0ae4*/ 	.word	index@(_Z8d_f2i_rzPKjPj)
        /*0ae8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_466:
        /*0aec*/ 	.byte	0x04, 0x2f
        /*0aee*/ 	.short	(.L_468 - .L_467)
	.align		4
.L_467:
        /*0af0*/ 	.word	index@(_Z8d_f2i_rnPKjPj)
        /*0af4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_468:
        /*0af8*/ 	.byte	0x04, 0x23
        /*0afa*/ 	.short	(.L_470 - .L_469)
	.align		4
.L_469:
        /*0afc*/ 	.word	index@(_Z8d_f2i_rnPKjPj)
        /*0b00*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_470:
        /*0b04*/ 	.byte	0x04, 0x12
        /*0b06*/ 	.short	(.L_472 - .L_471)
	.align		4
.L_471:
        /*0b08*/ 	.word	index@(_Z8d_f2i_rnPKjPj)
        /*0b0c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_472:
        /*0b10*/ 	.byte	0x04, 0x11
        /*0b12*/ 	.short	(.L_474 - .L_473)
	.align		4
.L_473:
        /*0b14*/ 	.word	index@(_Z8d_f2i_rnPKjPj)
        /*0b18*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_474:
        /*0b1c*/ 	.byte	0x04, 0x2f
        /*0b1e*/ 	.short	(.L_476 - .L_475)
	.align		4
.L_475:
        /*0b20*/ 	.word	index@(_Z8d_f2u_rzPKjPj)
        /*0b24*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_476:
        /*0b28*/ 	.byte	0x04, 0x23
        /*0b2a*/ 	.short	(.L_478 - .L_477)
	.align		4
.L_477:
        /*0b2c*/ 	.word	index@(_Z8d_f2u_rzPKjPj)
        /*0b30*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_478:
        /*0b34*/ 	.byte	0x04, 0x12
        /*0b36*/ 	.short	(.L_480 - .L_479)
	.align		4
.L_479:
        /*0b38*/ 	.word	index@(_Z8d_f2u_rzPKjPj)
        /*0b3c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_480:
        /*0b40*/ 	.byte	0x04, 0x11
        /*0b42*/ 	.short	(.L_482 - .L_481)
	.align		4
.L_481:
        /*0b44*/ 	.word	index@(_Z8d_f2u_rzPKjPj)
        /*0b48*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_482:
        /*0b4c*/ 	.byte	0x04, 0x2f
        /*0b4e*/ 	.short	(.L_484 - .L_483)
	.align		4
.L_483:
        /*0b50*/ 	.word	index@(_Z8d_f2i_rdPKjPj)
        /*0b54*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_484:
        /*0b58*/ 	.byte	0x04, 0x23
        /*0b5a*/ 	.short	(.L_486 - .L_485)
	.align		4
.L_485:
        /*0b5c*/ 	.word	index@(_Z8d_f2i_rdPKjPj)
        /*0b60*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_486:
        /*0b64*/ 	.byte	0x04, 0x12
        /*0b66*/ 	.short	(.L_488 - .L_487)
	.align		4
.L_487:
        /*0b68*/ 	.word	index@(_Z8d_f2i_rdPKjPj)
        /*0b6c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_488:
        /*0b70*/ 	.byte	0x04, 0x11
        /*0b72*/ 	.short	(.L_490 - .L_489)
	.align		4
.L_489:
        /*0b74*/ 	.word	index@(_Z8d_f2i_rdPKjPj)
        /*0b78*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_490:
        /*0b7c*/ 	.byte	0x04, 0x2f
        /*0b7e*/ 	.short	(.L_492 - .L_491)
	.align		4
.L_491:
        /*0b80*/ 	.word	index@(_Z9d_ll2f_rnPKyPy)
        /*0b84*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_492:
        /*0b88*/ 	.byte	0x04, 0x23
        /*0b8a*/ 	.short	(.L_494 - .L_493)
	.align		4
.L_493:
        /*0b8c*/ 	.word	index@(_Z9d_ll2f_rnPKyPy)
        /*0b90*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_494:
        /*0b94*/ 	.byte	0x04, 0x12
        /*0b96*/ 	.short	(.L_496 - .L_495)
	.align		4
.L_495:
        /*0b98*/ 	.word	index@(_Z9d_ll2f_rnPKyPy)
        /*0b9c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_496:
        /*0ba0*/ 	.byte	0x04, 0x11
        /*0ba2*/ 	.short	(.L_498 - .L_497)
	.align		4
.L_497:
        /*0ba4*/ 	.word	index@(_Z9d_ll2f_rnPKyPy)
        /*0ba8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_498:
        /*0bac*/ 	.byte	0x04, 0x2f
        /*0bae*/ 	.short	(.L_500 - .L_499)
	.align		4
.L_499:
        /*0bb0*/ 	.word	index@(_Z10d_ull2d_rzPKyPy)
        /*0bb4*/ 	.word	0x0000000a
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_500:
        /*0bb8*/ 	.byte	0x04, 0x23
        /*0bba*/ 	.short	(.L_502 - .L_501)
	.align		4
.L_501:
        /*0bbc*/ 	.word	index@(_Z10d_ull2d_rzPKyPy)
        /*0bc0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_502:
        /*0bc4*/ 	.byte	0x04, 0x12
        /*0bc6*/ 	.short	(.L_504 - .L_503)
	.align		4
.L_503:
        /*0bc8*/ 	.word	index@(_Z10d_ull2d_rzPKyPy)
        /*0bcc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_504:
        /*0bd0*/ 	.byte	0x04, 0x11
        /*0bd2*/ 	.short	(.L_506 - .L_505)
	.align		4
.L_505:
        /*0bd4*/ 	.word	index@(_Z10d_ull2d_rzPKyPy)
        /*0bd8*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_506:
        /*0bdc*/ 	.byte	0x04, 0x2f
        /*0bde*/ 	.short	(.L_508 - .L_507)
	.align		4
.L_507:
        /*0be0*/ 	.word	index@(_Z5d_rcpPKjPj)
        /*0be4*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_508:
        /*0be8*/ 	.byte	0x04, 0x23
        /*0bea*/ 	.short	(.L_510 - .L_509)
	.align		4
.L_509:
        /*0bec*/ 	.word	index@(_Z5d_rcpPKjPj)
        /*0bf0*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_510:
        /*0bf4*/ 	.byte	0x04, 0x12
        /*0bf6*/ 	.short	(.L_512 - .L_511)
	.align		4
.L_511:
        /*0bf8*/ 	.word	index@(_Z5d_rcpPKjPj)
        /*0bfc*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_512:
        /*0c00*/ 	.byte	0x04, 0x11
        /*0c02*/ 	.short	(.L_514 - .L_513)
	.align		4
.L_513:
        /*0c04*/ 	.word	index@(_Z5d_rcpPKjPj)
        /*0c08*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_514:
        /*0c0c*/ 	.byte	0x04, 0x2f
        /*0c0e*/ 	.short	(.L_516 - .L_515)
	.align		4
.L_515:
        /*0c10*/ 	.word	index@(_Z5d_ex2PKjPj)
        /*0c14*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_516:
        /*0c18*/ 	.byte	0x04, 0x23
        /*0c1a*/ 	.short	(.L_518 - .L_517)
	.align		4
.L_517:
        /*0c1c*/ 	.word	index@(_Z5d_ex2PKjPj)
        /*0c20*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_518:
        /*0c24*/ 	.byte	0x04, 0x12
        /*0c26*/ 	.short	(.L_520 - .L_519)
	.align		4
.L_519:
        /*0c28*/ 	.word	index@(_Z5d_ex2PKjPj)
        /*0c2c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_520:
        /*0c30*/ 	.byte	0x04, 0x11
        /*0c32*/ 	.short	(.L_522 - .L_521)
	.align		4
.L_521:
        /*0c34*/ 	.word	index@(_Z5d_ex2PKjPj)
        /*0c38*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_522:
        /*0c3c*/ 	.byte	0x04, 0x2f
        /*0c3e*/ 	.short	(.L_524 - .L_523)
	.align		4
.L_523:
        /*0c40*/ 	.word	index@(_Z5d_lg2PKjPj)
        /*0c44*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_524:
        /*0c48*/ 	.byte	0x04, 0x23
        /*0c4a*/ 	.short	(.L_526 - .L_525)
	.align		4
.L_525:
        /*0c4c*/ 	.word	index@(_Z5d_lg2PKjPj)
        /*0c50*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_526:
        /*0c54*/ 	.byte	0x04, 0x12
        /*0c56*/ 	.short	(.L_528 - .L_527)
	.align		4
.L_527:
        /*0c58*/ 	.word	index@(_Z5d_lg2PKjPj)
        /*0c5c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_528:
        /*0c60*/ 	.byte	0x04, 0x11
        /*0c62*/ 	.short	(.L_530 - .L_529)
	.align		4
.L_529:
        /*0c64*/ 	.word	index@(_Z5d_lg2PKjPj)
        /*0c68*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_REGCOUNT
	.align		4
.L_530:
        /*0c6c*/ 	.byte	0x04, 0x2f
        /*0c6e*/ 	.short	(.L_532 - .L_531)
	.align		4
.L_531:
        /*0c70*/ 	.word	index@(_Z5d_rsqPKjPj)
        /*0c74*/ 	.word	0x00000007
	//----- nvinfo : EIATTR_MAX_STACK_SIZE
	.align		4
.L_532:
        /*0c78*/ 	.byte	0x04, 0x23
        /*0c7a*/ 	.short	(.L_534 - .L_533)
	.align		4
.L_533:
        /*0c7c*/ 	.word	index@(_Z5d_rsqPKjPj)
        /*0c80*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_MIN_STACK_SIZE
	.align		4
.L_534:
        /*0c84*/ 	.byte	0x04, 0x12
        /*0c86*/ 	.short	(.L_536 - .L_535)
	.align		4
.L_535:
        /*0c88*/ 	.word	index@(_Z5d_rsqPKjPj)
        /*0c8c*/ 	.word	0x00000000
	//----- nvinfo : EIATTR_FRAME_SIZE
	.align		4
.L_536:
        /*0c90*/ 	.byte	0x04, 0x11
        /*0c92*/ 	.short	(.L_538 - .L_537)
	.align		4
.L_537:
        /*0c94*/ 	.word	index@(_Z5d_rsqPKjPj)
        /*0c98*/ 	.word	0x00000000
.L_538:
//--------------------- .nv.info._Z5d_rsqPKjPj    --------------------------
	.section	.nv.info._Z5d_rsqPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_540 - .L_539)
.L_539:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_540:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_542 - .L_541)
	.align		4
.L_541:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_rsqPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_542:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_544 - .L_543)
.L_543:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_544:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_546 - .L_545)
.L_545:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_546:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_548 - .L_547)
	//   ....[0]....
.L_547:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_548:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_550 - .L_549)
	//   ....[0]....
.L_549:
        /*0050*/ 	.word	0x000000b8
.L_550:
//--------------------- .nv.info._Z5d_lg2PKjPj    --------------------------
	.section	.nv.info._Z5d_lg2PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_552 - .L_551)
.L_551:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_552:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_554 - .L_553)
	.align		4
.L_553:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_lg2PKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_554:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_556 - .L_555)
.L_555:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_556:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_558 - .L_557)
.L_557:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_558:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_560 - .L_559)
	//   ....[0]....
.L_559:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_560:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_562 - .L_561)
	//   ....[0]....
.L_561:
        /*0050*/ 	.word	0x000000b8
.L_562:
//--------------------- .nv.info._Z5d_ex2PKjPj    --------------------------
	.section	.nv.info._Z5d_ex2PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_564 - .L_563)
.L_563:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_564:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_566 - .L_565)
	.align		4
.L_565:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_ex2PKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_566:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_568 - .L_567)
.L_567:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_568:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_570 - .L_569)
.L_569:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_570:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_572 - .L_571)
	//   ....[0]....
.L_571:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_572:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_574 - .L_573)
	//   ....[0]....
.L_573:
        /*0050*/ 	.word	0x000000c8
.L_574:
//--------------------- .nv.info._Z5d_rcpPKjPj    --------------------------
	.section	.nv.info._Z5d_rcpPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_576 - .L_575)
.L_575:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_576:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_578 - .L_577)
	.align		4
.L_577:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_rcpPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_578:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_580 - .L_579)
.L_579:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_580:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_582 - .L_581)
.L_581:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_582:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_584 - .L_583)
	//   ....[0]....
.L_583:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_584:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_586 - .L_585)
	//   ....[0]....
.L_585:
        /*0050*/ 	.word	0x000000b8
.L_586:
//--------------------- .nv.info._Z10d_ull2d_rzPKyPy --------------------------
	.section	.nv.info._Z10d_ull2d_rzPKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_588 - .L_587)
.L_587:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_588:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_590 - .L_589)
	.align		4
.L_589:
        /*0014*/ 	.word	index@(.nv.constant0._Z10d_ull2d_rzPKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_590:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_592 - .L_591)
.L_591:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_592:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_594 - .L_593)
.L_593:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_594:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_596 - .L_595)
	//   ....[0]....
.L_595:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_596:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_598 - .L_597)
	//   ....[0]....
.L_597:
        /*0050*/ 	.word	0x000000b8
.L_598:
//--------------------- .nv.info._Z9d_ll2f_rnPKyPy --------------------------
	.section	.nv.info._Z9d_ll2f_rnPKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_600 - .L_599)
.L_599:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_600:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_602 - .L_601)
	.align		4
.L_601:
        /*0014*/ 	.word	index@(.nv.constant0._Z9d_ll2f_rnPKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_602:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_604 - .L_603)
.L_603:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_604:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_606 - .L_605)
.L_605:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_606:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_608 - .L_607)
	//   ....[0]....
.L_607:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_608:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_610 - .L_609)
	//   ....[0]....
.L_609:
        /*0050*/ 	.word	0x000000c8
.L_610:
//--------------------- .nv.info._Z8d_f2i_rdPKjPj --------------------------
	.section	.nv.info._Z8d_f2i_rdPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_612 - .L_611)
.L_611:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_612:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_614 - .L_613)
	.align		4
.L_613:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_f2i_rdPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_614:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_616 - .L_615)
.L_615:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_616:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_618 - .L_617)
.L_617:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_618:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_620 - .L_619)
	//   ....[0]....
.L_619:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_620:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_622 - .L_621)
	//   ....[0]....
.L_621:
        /*0050*/ 	.word	0x000000b8
.L_622:
//--------------------- .nv.info._Z8d_f2u_rzPKjPj --------------------------
	.section	.nv.info._Z8d_f2u_rzPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_624 - .L_623)
.L_623:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_624:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_626 - .L_625)
	.align		4
.L_625:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_f2u_rzPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_626:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_628 - .L_627)
.L_627:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_628:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_630 - .L_629)
.L_629:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_630:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_632 - .L_631)
	//   ....[0]....
.L_631:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_632:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_634 - .L_633)
	//   ....[0]....
.L_633:
        /*0050*/ 	.word	0x000000b8
.L_634:
//--------------------- .nv.info._Z8d_f2i_rnPKjPj --------------------------
	.section	.nv.info._Z8d_f2i_rnPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_636 - .L_635)
.L_635:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_636:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_638 - .L_637)
	.align		4
.L_637:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_f2i_rnPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_638:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_640 - .L_639)
.L_639:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_640:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_642 - .L_641)
.L_641:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_642:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_644 - .L_643)
	//   ....[0]....
.L_643:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_644:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_646 - .L_645)
	//   ....[0]....
.L_645:
        /*0050*/ 	.word	0x000000b8
.L_646:
//--------------------- .nv.info._Z8d_f2i_rzPKjPj --------------------------
	.section	.nv.info._Z8d_f2i_rzPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_648 - .L_647)
.L_647:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_648:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_650 - .L_649)
	.align		4
.L_649:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_f2i_rzPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_650:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_652 - .L_651)
.L_651:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_652:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_654 - .L_653)
.L_653:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_654:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_656 - .L_655)
	//   ....[0]....
.L_655:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_656:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_658 - .L_657)
	//   ....[0]....
.L_657:
        /*0050*/ 	.word	0x000000b8
.L_658:
//--------------------- .nv.info._Z8d_i2f_rdPKjPj --------------------------
	.section	.nv.info._Z8d_i2f_rdPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_660 - .L_659)
.L_659:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_660:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_662 - .L_661)
	.align		4
.L_661:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_i2f_rdPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_662:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_664 - .L_663)
.L_663:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_664:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_666 - .L_665)
.L_665:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_666:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_668 - .L_667)
	//   ....[0]....
.L_667:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_668:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_670 - .L_669)
	//   ....[0]....
.L_669:
        /*0050*/ 	.word	0x000000b8
.L_670:
//--------------------- .nv.info._Z8d_i2f_rnPKjPj --------------------------
	.section	.nv.info._Z8d_i2f_rnPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_672 - .L_671)
.L_671:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_672:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_674 - .L_673)
	.align		4
.L_673:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_i2f_rnPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_674:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_676 - .L_675)
.L_675:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_676:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_678 - .L_677)
.L_677:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_678:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_680 - .L_679)
	//   ....[0]....
.L_679:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_680:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_682 - .L_681)
	//   ....[0]....
.L_681:
        /*0050*/ 	.word	0x000000b8
.L_682:
//--------------------- .nv.info._Z8d_u2f_ruPKjPj --------------------------
	.section	.nv.info._Z8d_u2f_ruPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_684 - .L_683)
.L_683:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_684:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_686 - .L_685)
	.align		4
.L_685:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_u2f_ruPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_686:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_688 - .L_687)
.L_687:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_688:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_690 - .L_689)
.L_689:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_690:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_692 - .L_691)
	//   ....[0]....
.L_691:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_692:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_694 - .L_693)
	//   ....[0]....
.L_693:
        /*0050*/ 	.word	0x000000b8
.L_694:
//--------------------- .nv.info._Z8d_u2f_rdPKjPj --------------------------
	.section	.nv.info._Z8d_u2f_rdPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_696 - .L_695)
.L_695:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_696:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_698 - .L_697)
	.align		4
.L_697:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_u2f_rdPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_698:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_700 - .L_699)
.L_699:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_700:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_702 - .L_701)
.L_701:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_702:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_704 - .L_703)
	//   ....[0]....
.L_703:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_704:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_706 - .L_705)
	//   ....[0]....
.L_705:
        /*0050*/ 	.word	0x000000b8
.L_706:
//--------------------- .nv.info._Z8d_u2f_rzPKjPj --------------------------
	.section	.nv.info._Z8d_u2f_rzPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_708 - .L_707)
.L_707:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_708:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_710 - .L_709)
	.align		4
.L_709:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_u2f_rzPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_710:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_712 - .L_711)
.L_711:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_712:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_714 - .L_713)
.L_713:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_714:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_716 - .L_715)
	//   ....[0]....
.L_715:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_716:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_718 - .L_717)
	//   ....[0]....
.L_717:
        /*0050*/ 	.word	0x000000b8
.L_718:
//--------------------- .nv.info._Z8d_u2f_rnPKjPj --------------------------
	.section	.nv.info._Z8d_u2f_rnPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_720 - .L_719)
.L_719:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_720:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_722 - .L_721)
	.align		4
.L_721:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_u2f_rnPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_722:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_724 - .L_723)
.L_723:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_724:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_726 - .L_725)
.L_725:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_726:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_728 - .L_727)
	//   ....[0]....
.L_727:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_728:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_730 - .L_729)
	//   ....[0]....
.L_729:
        /*0050*/ 	.word	0x000000b8
.L_730:
//--------------------- .nv.info._Z9d_ule_selPKjPj --------------------------
	.section	.nv.info._Z9d_ule_selPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_732 - .L_731)
.L_731:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_732:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_734 - .L_733)
	.align		4
.L_733:
        /*0014*/ 	.word	index@(.nv.constant0._Z9d_ule_selPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_734:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_736 - .L_735)
.L_735:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_736:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_738 - .L_737)
.L_737:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_738:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_740 - .L_739)
	//   ....[0]....
.L_739:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_740:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_742 - .L_741)
	//   ....[0]....
.L_741:
        /*0050*/ 	.word	0x000000d0
.L_742:
//--------------------- .nv.info._Z5d_sltPKjPj    --------------------------
	.section	.nv.info._Z5d_sltPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_744 - .L_743)
.L_743:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_744:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_746 - .L_745)
	.align		4
.L_745:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_sltPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_746:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_748 - .L_747)
.L_747:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_748:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_750 - .L_749)
.L_749:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_750:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_752 - .L_751)
	//   ....[0]....
.L_751:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_752:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_754 - .L_753)
	//   ....[0]....
.L_753:
        /*0050*/ 	.word	0x000000d0
.L_754:
//--------------------- .nv.info._Z6d_sabsPKjPj   --------------------------
	.section	.nv.info._Z6d_sabsPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_756 - .L_755)
.L_755:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_756:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_758 - .L_757)
	.align		4
.L_757:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_sabsPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_758:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_760 - .L_759)
.L_759:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_760:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_762 - .L_761)
.L_761:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_762:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_764 - .L_763)
	//   ....[0]....
.L_763:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_764:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_766 - .L_765)
	//   ....[0]....
.L_765:
        /*0050*/ 	.word	0x000000b8
.L_766:
//--------------------- .nv.info._Z6d_smaxPKjPj   --------------------------
	.section	.nv.info._Z6d_smaxPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_768 - .L_767)
.L_767:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_768:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_770 - .L_769)
	.align		4
.L_769:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_smaxPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_770:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_772 - .L_771)
.L_771:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_772:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_774 - .L_773)
.L_773:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_774:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_776 - .L_775)
	//   ....[0]....
.L_775:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_776:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_778 - .L_777)
	//   ....[0]....
.L_777:
        /*0050*/ 	.word	0x000000c8
.L_778:
//--------------------- .nv.info._Z6d_uminPKjPj   --------------------------
	.section	.nv.info._Z6d_uminPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_780 - .L_779)
.L_779:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_780:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_782 - .L_781)
	.align		4
.L_781:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_uminPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_782:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_784 - .L_783)
.L_783:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_784:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_786 - .L_785)
.L_785:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_786:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_788 - .L_787)
	//   ....[0]....
.L_787:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_788:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_790 - .L_789)
	//   ....[0]....
.L_789:
        /*0050*/ 	.word	0x000000c8
.L_790:
//--------------------- .nv.info._Z6d_umaxPKjPj   --------------------------
	.section	.nv.info._Z6d_umaxPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_792 - .L_791)
.L_791:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_792:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_794 - .L_793)
	.align		4
.L_793:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_umaxPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_794:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_796 - .L_795)
.L_795:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_796:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_798 - .L_797)
.L_797:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_798:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_800 - .L_799)
	//   ....[0]....
.L_799:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_800:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_802 - .L_801)
	//   ....[0]....
.L_801:
        /*0050*/ 	.word	0x000000c8
.L_802:
//--------------------- .nv.info._Z6d_sminPKjPj   --------------------------
	.section	.nv.info._Z6d_sminPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_804 - .L_803)
.L_803:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_804:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_806 - .L_805)
	.align		4
.L_805:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_sminPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_806:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_808 - .L_807)
.L_807:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_808:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_810 - .L_809)
.L_809:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_810:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_812 - .L_811)
	//   ....[0]....
.L_811:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_812:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_814 - .L_813)
	//   ....[0]....
.L_813:
        /*0050*/ 	.word	0x000000c8
.L_814:
//--------------------- .nv.info._Z7d_clz64PKyPy  --------------------------
	.section	.nv.info._Z7d_clz64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_816 - .L_815)
.L_815:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_816:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_818 - .L_817)
	.align		4
.L_817:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_clz64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_818:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_820 - .L_819)
.L_819:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_820:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_822 - .L_821)
.L_821:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_822:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_824 - .L_823)
	//   ....[0]....
.L_823:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_824:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_826 - .L_825)
	//   ....[0]....
.L_825:
        /*0050*/ 	.word	0x000000e8
.L_826:
//--------------------- .nv.info._Z8d_popc64PKyPy --------------------------
	.section	.nv.info._Z8d_popc64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_828 - .L_827)
.L_827:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_828:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_830 - .L_829)
	.align		4
.L_829:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_popc64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_830:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_832 - .L_831)
.L_831:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_832:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_834 - .L_833)
.L_833:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_834:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_836 - .L_835)
	//   ....[0]....
.L_835:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_836:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_838 - .L_837)
	//   ....[0]....
.L_837:
        /*0050*/ 	.word	0x000000d8
.L_838:
//--------------------- .nv.info._Z5d_ffsPKjPj    --------------------------
	.section	.nv.info._Z5d_ffsPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_840 - .L_839)
.L_839:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_840:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_842 - .L_841)
	.align		4
.L_841:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_ffsPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_842:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_844 - .L_843)
.L_843:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_844:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_846 - .L_845)
.L_845:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_846:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_848 - .L_847)
	//   ....[0]....
.L_847:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_848:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_850 - .L_849)
	//   ....[0]....
.L_849:
        /*0050*/ 	.word	0x000000d0
.L_850:
//--------------------- .nv.info._Z6d_brevPKjPj   --------------------------
	.section	.nv.info._Z6d_brevPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_852 - .L_851)
.L_851:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_852:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_854 - .L_853)
	.align		4
.L_853:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_brevPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_854:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_856 - .L_855)
.L_855:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_856:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_858 - .L_857)
.L_857:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_858:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_860 - .L_859)
	//   ....[0]....
.L_859:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_860:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_862 - .L_861)
	//   ....[0]....
.L_861:
        /*0050*/ 	.word	0x000000b8
.L_862:
//--------------------- .nv.info._Z5d_clzPKjPj    --------------------------
	.section	.nv.info._Z5d_clzPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_864 - .L_863)
.L_863:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_864:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_866 - .L_865)
	.align		4
.L_865:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_clzPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_866:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_868 - .L_867)
.L_867:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_868:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_870 - .L_869)
.L_869:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_870:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_872 - .L_871)
	//   ....[0]....
.L_871:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_872:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_874 - .L_873)
	//   ....[0]....
.L_873:
        /*0050*/ 	.word	0x000000c8
.L_874:
//--------------------- .nv.info._Z6d_popcPKjPj   --------------------------
	.section	.nv.info._Z6d_popcPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_876 - .L_875)
.L_875:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_876:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_878 - .L_877)
	.align		4
.L_877:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_popcPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_878:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_880 - .L_879)
.L_879:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_880:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_882 - .L_881)
.L_881:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_882:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_884 - .L_883)
	//   ....[0]....
.L_883:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_884:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_886 - .L_885)
	//   ....[0]....
.L_885:
        /*0050*/ 	.word	0x000000b8
.L_886:
//--------------------- .nv.info._Z8d_lea_hiPKjPj --------------------------
	.section	.nv.info._Z8d_lea_hiPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_888 - .L_887)
.L_887:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_888:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_890 - .L_889)
	.align		4
.L_889:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_lea_hiPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_890:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_892 - .L_891)
.L_891:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_892:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_894 - .L_893)
.L_893:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_894:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_896 - .L_895)
	//   ....[0]....
.L_895:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_896:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_898 - .L_897)
	//   ....[0]....
.L_897:
        /*0050*/ 	.word	0x000000d8
.L_898:
//--------------------- .nv.info._Z5d_madPKjPj    --------------------------
	.section	.nv.info._Z5d_madPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_900 - .L_899)
.L_899:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_900:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_902 - .L_901)
	.align		4
.L_901:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_madPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_902:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_904 - .L_903)
.L_903:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_904:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_906 - .L_905)
.L_905:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_906:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_908 - .L_907)
	//   ....[0]....
.L_907:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_908:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_910 - .L_909)
	//   ....[0]....
.L_909:
        /*0050*/ 	.word	0x000000e8
.L_910:
//--------------------- .nv.info._Z8d_smulhiPKjPj --------------------------
	.section	.nv.info._Z8d_smulhiPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_912 - .L_911)
.L_911:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_912:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_914 - .L_913)
	.align		4
.L_913:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_smulhiPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_914:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_916 - .L_915)
.L_915:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_916:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_918 - .L_917)
.L_917:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_918:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_920 - .L_919)
	//   ....[0]....
.L_919:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_920:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_922 - .L_921)
	//   ....[0]....
.L_921:
        /*0050*/ 	.word	0x000000f0
.L_922:
//--------------------- .nv.info._Z8d_umulhiPKjPj --------------------------
	.section	.nv.info._Z8d_umulhiPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_924 - .L_923)
.L_923:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_924:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_926 - .L_925)
	.align		4
.L_925:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_umulhiPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_926:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_928 - .L_927)
.L_927:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_928:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_930 - .L_929)
.L_929:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_930:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_932 - .L_931)
	//   ....[0]....
.L_931:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_932:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_934 - .L_933)
	//   ....[0]....
.L_933:
        /*0050*/ 	.word	0x000000f0
.L_934:
//--------------------- .nv.info._Z7d_lop3bPKjPj  --------------------------
	.section	.nv.info._Z7d_lop3bPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_936 - .L_935)
.L_935:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_936:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_938 - .L_937)
	.align		4
.L_937:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_lop3bPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_938:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_940 - .L_939)
.L_939:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_940:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_942 - .L_941)
.L_941:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_942:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_944 - .L_943)
	//   ....[0]....
.L_943:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_944:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_946 - .L_945)
	//   ....[0]....
.L_945:
        /*0050*/ 	.word	0x000000d0
.L_946:
//--------------------- .nv.info._Z6d_lop3PKjPj   --------------------------
	.section	.nv.info._Z6d_lop3PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_948 - .L_947)
.L_947:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_948:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_950 - .L_949)
	.align		4
.L_949:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_lop3PKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_950:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_952 - .L_951)
.L_951:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_952:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_954 - .L_953)
.L_953:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_954:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_956 - .L_955)
	//   ....[0]....
.L_955:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_956:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_958 - .L_957)
	//   ....[0]....
.L_957:
        /*0050*/ 	.word	0x000000d0
.L_958:
//--------------------- .nv.info._Z6d_permPKjPj   --------------------------
	.section	.nv.info._Z6d_permPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_960 - .L_959)
.L_959:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_960:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_962 - .L_961)
	.align		4
.L_961:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_permPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_962:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_964 - .L_963)
.L_963:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_964:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_966 - .L_965)
.L_965:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_966:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_968 - .L_967)
	//   ....[0]....
.L_967:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_968:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_970 - .L_969)
	//   ....[0]....
.L_969:
        /*0050*/ 	.word	0x000000d8
.L_970:
//--------------------- .nv.info._Z7d_fshrcPKjPj  --------------------------
	.section	.nv.info._Z7d_fshrcPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_972 - .L_971)
.L_971:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_972:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_974 - .L_973)
	.align		4
.L_973:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_fshrcPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_974:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_976 - .L_975)
.L_975:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_976:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_978 - .L_977)
.L_977:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_978:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_980 - .L_979)
	//   ....[0]....
.L_979:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_980:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_982 - .L_981)
	//   ....[0]....
.L_981:
        /*0050*/ 	.word	0x000000d0
.L_982:
//--------------------- .nv.info._Z7d_fshlcPKjPj  --------------------------
	.section	.nv.info._Z7d_fshlcPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_984 - .L_983)
.L_983:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_984:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_986 - .L_985)
	.align		4
.L_985:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_fshlcPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_986:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_988 - .L_987)
.L_987:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_988:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_990 - .L_989)
.L_989:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_990:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_992 - .L_991)
	//   ....[0]....
.L_991:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_992:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_994 - .L_993)
	//   ....[0]....
.L_993:
        /*0050*/ 	.word	0x000000d0
.L_994:
//--------------------- .nv.info._Z6d_fshrPKjPj   --------------------------
	.section	.nv.info._Z6d_fshrPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_996 - .L_995)
.L_995:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_996:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_998 - .L_997)
	.align		4
.L_997:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_fshrPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_998:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1000 - .L_999)
.L_999:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1000:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1002 - .L_1001)
.L_1001:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1002:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1004 - .L_1003)
	//   ....[0]....
.L_1003:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1004:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1006 - .L_1005)
	//   ....[0]....
.L_1005:
        /*0050*/ 	.word	0x000000d0
.L_1006:
//--------------------- .nv.info._Z6d_fshlPKjPj   --------------------------
	.section	.nv.info._Z6d_fshlPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1008 - .L_1007)
.L_1007:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1008:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1010 - .L_1009)
	.align		4
.L_1009:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_fshlPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1010:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1012 - .L_1011)
.L_1011:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1012:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1014 - .L_1013)
.L_1013:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1014:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1016 - .L_1015)
	//   ....[0]....
.L_1015:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1016:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1018 - .L_1017)
	//   ....[0]....
.L_1017:
        /*0050*/ 	.word	0x000000d0
.L_1018:
//--------------------- .nv.info._Z5d_sarPKjPj    --------------------------
	.section	.nv.info._Z5d_sarPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1020 - .L_1019)
.L_1019:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1020:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1022 - .L_1021)
	.align		4
.L_1021:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_sarPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1022:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1024 - .L_1023)
.L_1023:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1024:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1026 - .L_1025)
.L_1025:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1026:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1028 - .L_1027)
	//   ....[0]....
.L_1027:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1028:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1030 - .L_1029)
	//   ....[0]....
.L_1029:
        /*0050*/ 	.word	0x000000c8
.L_1030:
//--------------------- .nv.info._Z5d_shrPKjPj    --------------------------
	.section	.nv.info._Z5d_shrPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1032 - .L_1031)
.L_1031:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1032:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1034 - .L_1033)
	.align		4
.L_1033:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_shrPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1034:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1036 - .L_1035)
.L_1035:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1036:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1038 - .L_1037)
.L_1037:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1038:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1040 - .L_1039)
	//   ....[0]....
.L_1039:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1040:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1042 - .L_1041)
	//   ....[0]....
.L_1041:
        /*0050*/ 	.word	0x000000c8
.L_1042:
//--------------------- .nv.info._Z5d_shlPKjPj    --------------------------
	.section	.nv.info._Z5d_shlPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1044 - .L_1043)
.L_1043:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1044:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1046 - .L_1045)
	.align		4
.L_1045:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_shlPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1046:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1048 - .L_1047)
.L_1047:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1048:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1050 - .L_1049)
.L_1049:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1050:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1052 - .L_1051)
	//   ....[0]....
.L_1051:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1052:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1054 - .L_1053)
	//   ....[0]....
.L_1053:
        /*0050*/ 	.word	0x000000c8
.L_1054:
//--------------------- .nv.info._Z7d_widesPKyPy  --------------------------
	.section	.nv.info._Z7d_widesPKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1056 - .L_1055)
.L_1055:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1056:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1058 - .L_1057)
	.align		4
.L_1057:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_widesPKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1058:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1060 - .L_1059)
.L_1059:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1060:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1062 - .L_1061)
.L_1061:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1062:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1064 - .L_1063)
	//   ....[0]....
.L_1063:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1064:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1066 - .L_1065)
	//   ....[0]....
.L_1065:
        /*0050*/ 	.word	0x00000170
.L_1066:
//--------------------- .nv.info._Z6d_widePKyPy   --------------------------
	.section	.nv.info._Z6d_widePKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1068 - .L_1067)
.L_1067:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1068:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1070 - .L_1069)
	.align		4
.L_1069:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_widePKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1070:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1072 - .L_1071)
.L_1071:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1072:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1074 - .L_1073)
.L_1073:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1074:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1076 - .L_1075)
	//   ....[0]....
.L_1075:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1076:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1078 - .L_1077)
	//   ....[0]....
.L_1077:
        /*0050*/ 	.word	0x00000110
.L_1078:
//--------------------- .nv.info._Z7d_sar64PKyPy  --------------------------
	.section	.nv.info._Z7d_sar64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1080 - .L_1079)
.L_1079:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1080:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1082 - .L_1081)
	.align		4
.L_1081:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_sar64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1082:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1084 - .L_1083)
.L_1083:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1084:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1086 - .L_1085)
.L_1085:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1086:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1088 - .L_1087)
	//   ....[0]....
.L_1087:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1088:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1090 - .L_1089)
	//   ....[0]....
.L_1089:
        /*0050*/ 	.word	0x000000d8
.L_1090:
//--------------------- .nv.info._Z7d_shr64PKyPy  --------------------------
	.section	.nv.info._Z7d_shr64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1092 - .L_1091)
.L_1091:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1092:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1094 - .L_1093)
	.align		4
.L_1093:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_shr64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1094:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1096 - .L_1095)
.L_1095:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1096:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1098 - .L_1097)
.L_1097:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1098:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1100 - .L_1099)
	//   ....[0]....
.L_1099:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1100:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1102 - .L_1101)
	//   ....[0]....
.L_1101:
        /*0050*/ 	.word	0x000000d8
.L_1102:
//--------------------- .nv.info._Z7d_shl64PKyPy  --------------------------
	.section	.nv.info._Z7d_shl64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1104 - .L_1103)
.L_1103:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1104:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1106 - .L_1105)
	.align		4
.L_1105:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_shl64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1106:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1108 - .L_1107)
.L_1107:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1108:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1110 - .L_1109)
.L_1109:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1110:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1112 - .L_1111)
	//   ....[0]....
.L_1111:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1112:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1114 - .L_1113)
	//   ....[0]....
.L_1113:
        /*0050*/ 	.word	0x000000d8
.L_1114:
//--------------------- .nv.info._Z10d_smulhi64PKyPy --------------------------
	.section	.nv.info._Z10d_smulhi64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1116 - .L_1115)
.L_1115:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1116:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1118 - .L_1117)
	.align		4
.L_1117:
        /*0014*/ 	.word	index@(.nv.constant0._Z10d_smulhi64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1118:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1120 - .L_1119)
.L_1119:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1120:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1122 - .L_1121)
.L_1121:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1122:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1124 - .L_1123)
	//   ....[0]....
.L_1123:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1124:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1126 - .L_1125)
	//   ....[0]....
.L_1125:
        /*0050*/ 	.word	0x00000358
.L_1126:
//--------------------- .nv.info._Z10d_umulhi64PKyPy --------------------------
	.section	.nv.info._Z10d_umulhi64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1128 - .L_1127)
.L_1127:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1128:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1130 - .L_1129)
	.align		4
.L_1129:
        /*0014*/ 	.word	index@(.nv.constant0._Z10d_umulhi64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1130:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1132 - .L_1131)
.L_1131:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1132:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1134 - .L_1133)
.L_1133:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1134:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1136 - .L_1135)
	//   ....[0]....
.L_1135:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1136:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1138 - .L_1137)
	//   ....[0]....
.L_1137:
        /*0050*/ 	.word	0x00000238
.L_1138:
//--------------------- .nv.info._Z7d_mad64PKyPy  --------------------------
	.section	.nv.info._Z7d_mad64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1140 - .L_1139)
.L_1139:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1140:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1142 - .L_1141)
	.align		4
.L_1141:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_mad64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1142:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1144 - .L_1143)
.L_1143:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1144:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1146 - .L_1145)
.L_1145:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1146:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1148 - .L_1147)
	//   ....[0]....
.L_1147:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1148:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1150 - .L_1149)
	//   ....[0]....
.L_1149:
        /*0050*/ 	.word	0x00000188
.L_1150:
//--------------------- .nv.info._Z7d_mul64PKyPy  --------------------------
	.section	.nv.info._Z7d_mul64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1152 - .L_1151)
.L_1151:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1152:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1154 - .L_1153)
	.align		4
.L_1153:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_mul64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1154:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1156 - .L_1155)
.L_1155:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1156:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1158 - .L_1157)
.L_1157:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1158:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1160 - .L_1159)
	//   ....[0]....
.L_1159:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1160:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1162 - .L_1161)
	//   ....[0]....
.L_1161:
        /*0050*/ 	.word	0x00000158
.L_1162:
//--------------------- .nv.info._Z7d_sub64PKyPy  --------------------------
	.section	.nv.info._Z7d_sub64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1164 - .L_1163)
.L_1163:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1164:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1166 - .L_1165)
	.align		4
.L_1165:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_sub64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1166:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1168 - .L_1167)
.L_1167:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1168:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1170 - .L_1169)
.L_1169:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1170:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1172 - .L_1171)
	//   ....[0]....
.L_1171:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1172:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1174 - .L_1173)
	//   ....[0]....
.L_1173:
        /*0050*/ 	.word	0x000000d0
.L_1174:
//--------------------- .nv.info._Z7d_add64PKyPy  --------------------------
	.section	.nv.info._Z7d_add64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1176 - .L_1175)
.L_1175:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1176:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1178 - .L_1177)
	.align		4
.L_1177:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_add64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1178:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1180 - .L_1179)
.L_1179:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1180:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1182 - .L_1181)
.L_1181:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1182:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1184 - .L_1183)
	//   ....[0]....
.L_1183:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1184:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1186 - .L_1185)
	//   ....[0]....
.L_1185:
        /*0050*/ 	.word	0x000000d0
.L_1186:
//--------------------- .nv.info._Z8d_sdiv64PKyPy --------------------------
	.section	.nv.info._Z8d_sdiv64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1188 - .L_1187)
.L_1187:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1188:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1190 - .L_1189)
	.align		4
.L_1189:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_sdiv64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1190:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1192 - .L_1191)
.L_1191:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1192:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1194 - .L_1193)
.L_1193:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1194:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1196 - .L_1195)
	//   ....[0]....
.L_1195:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1196:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1198 - .L_1197)
	//   ....[0]....
.L_1197:
        /*0050*/ 	.word	0x00000250
	//----- nvinfo : EIATTR_INDIRECT_BRANCH_TARGETS
	.align		4
.L_1198:
        /*0054*/ 	.byte	0x04, 0x34
        /*0056*/ 	.short	(.L_1200 - .L_1199)
	//   ....[0]....
.L_1199:
        /*0058*/ 	.word	.L_x_71@srel
        /*005c*/ 	.short	0x0
        /*005e*/ 	.short	0x0
        /*0060*/ 	.word	0x1
        /*0064*/ 	.word	.L_x_54@srel
	//   ....[1]....
        /*0068*/ 	.word	(.L_x_73@srel + 0x8)
        /*006c*/ 	.short	0x0
        /*006e*/ 	.short	0x0
        /*0070*/ 	.word	0x1
        /*0074*/ 	.word	.L_x_54@srel
	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_1200:
        /*0078*/ 	.byte	0x04, 0x1e
        /*007a*/ 	.short	(.L_1202 - .L_1201)
.L_1201:
        /*007c*/ 	.word	0x00000030
.L_1202:
//--------------------- .nv.info._Z8d_urem64PKyPy --------------------------
	.section	.nv.info._Z8d_urem64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1204 - .L_1203)
.L_1203:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1204:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1206 - .L_1205)
	.align		4
.L_1205:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_urem64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1206:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1208 - .L_1207)
.L_1207:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1208:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1210 - .L_1209)
.L_1209:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1210:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1212 - .L_1211)
	//   ....[0]....
.L_1211:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1212:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1214 - .L_1213)
	//   ....[0]....
.L_1213:
        /*0050*/ 	.word	0x00000248
	//----- nvinfo : EIATTR_INDIRECT_BRANCH_TARGETS
	.align		4
.L_1214:
        /*0054*/ 	.byte	0x04, 0x34
        /*0056*/ 	.short	(.L_1216 - .L_1215)
	//   ....[0]....
.L_1215:
        /*0058*/ 	.word	.L_x_75@srel
        /*005c*/ 	.short	0x0
        /*005e*/ 	.short	0x0
        /*0060*/ 	.word	0x1
        /*0064*/ 	.word	.L_x_57@srel
	//   ....[1]....
        /*0068*/ 	.word	(.L_x_77@srel + 0x8)
        /*006c*/ 	.short	0x0
        /*006e*/ 	.short	0x0
        /*0070*/ 	.word	0x1
        /*0074*/ 	.word	.L_x_57@srel
	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_1216:
        /*0078*/ 	.byte	0x04, 0x1e
        /*007a*/ 	.short	(.L_1218 - .L_1217)
.L_1217:
        /*007c*/ 	.word	0x00000030
.L_1218:
//--------------------- .nv.info._Z8d_udiv64PKyPy --------------------------
	.section	.nv.info._Z8d_udiv64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1220 - .L_1219)
.L_1219:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1220:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1222 - .L_1221)
	.align		4
.L_1221:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_udiv64PKyPy)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1222:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1224 - .L_1223)
.L_1223:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1224:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1226 - .L_1225)
.L_1225:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1226:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1228 - .L_1227)
	//   ....[0]....
.L_1227:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1228:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1230 - .L_1229)
	//   ....[0]....
.L_1229:
        /*0050*/ 	.word	0x00000250
	//----- nvinfo : EIATTR_INDIRECT_BRANCH_TARGETS
	.align		4
.L_1230:
        /*0054*/ 	.byte	0x04, 0x34
        /*0056*/ 	.short	(.L_1232 - .L_1231)
	//   ....[0]....
.L_1231:
        /*0058*/ 	.word	.L_x_79@srel
        /*005c*/ 	.short	0x0
        /*005e*/ 	.short	0x0
        /*0060*/ 	.word	0x1
        /*0064*/ 	.word	.L_x_60@srel
	//   ....[1]....
        /*0068*/ 	.word	(.L_x_81@srel + 0x8)
        /*006c*/ 	.short	0x0
        /*006e*/ 	.short	0x0
        /*0070*/ 	.word	0x1
        /*0074*/ 	.word	.L_x_60@srel
	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_1232:
        /*0078*/ 	.byte	0x04, 0x1e
        /*007a*/ 	.short	(.L_1234 - .L_1233)
.L_1233:
        /*007c*/ 	.word	0x00000030
.L_1234:
//--------------------- .nv.info._Z10d_srem_cm3PKjPj --------------------------
	.section	.nv.info._Z10d_srem_cm3PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1236 - .L_1235)
.L_1235:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1236:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1238 - .L_1237)
	.align		4
.L_1237:
        /*0014*/ 	.word	index@(.nv.constant0._Z10d_srem_cm3PKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1238:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1240 - .L_1239)
.L_1239:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1240:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1242 - .L_1241)
.L_1241:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1242:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1244 - .L_1243)
	//   ....[0]....
.L_1243:
        /*0048*/ 	.word	0x00000018
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1244:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1246 - .L_1245)
	//   ....[0]....
.L_1245:
        /*0050*/ 	.word	0x00000128
.L_1246:
//--------------------- .nv.info._Z12d_urem_c1000PKjPj --------------------------
	.section	.nv.info._Z12d_urem_c1000PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1248 - .L_1247)
.L_1247:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1248:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1250 - .L_1249)
	.align		4
.L_1249:
        /*0014*/ 	.word	index@(.nv.constant0._Z12d_urem_c1000PKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1250:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1252 - .L_1251)
.L_1251:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1252:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1254 - .L_1253)
.L_1253:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1254:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1256 - .L_1255)
	//   ....[0]....
.L_1255:
        /*0048*/ 	.word	0x00000018
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1256:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1258 - .L_1257)
	//   ....[0]....
.L_1257:
        /*0050*/ 	.word	0x00000128
.L_1258:
//--------------------- .nv.info._Z9d_sdiv_c7PKjPj --------------------------
	.section	.nv.info._Z9d_sdiv_c7PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1260 - .L_1259)
.L_1259:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1260:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1262 - .L_1261)
	.align		4
.L_1261:
        /*0014*/ 	.word	index@(.nv.constant0._Z9d_sdiv_c7PKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1262:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1264 - .L_1263)
.L_1263:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1264:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1266 - .L_1265)
.L_1265:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1266:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1268 - .L_1267)
	//   ....[0]....
.L_1267:
        /*0048*/ 	.word	0x00000018
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1268:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1270 - .L_1269)
	//   ....[0]....
.L_1269:
        /*0050*/ 	.word	0x00000108
.L_1270:
//--------------------- .nv.info._Z9d_udiv_c7PKjPj --------------------------
	.section	.nv.info._Z9d_udiv_c7PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1272 - .L_1271)
.L_1271:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1272:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1274 - .L_1273)
	.align		4
.L_1273:
        /*0014*/ 	.word	index@(.nv.constant0._Z9d_udiv_c7PKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1274:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1276 - .L_1275)
.L_1275:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1276:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1278 - .L_1277)
.L_1277:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1278:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1280 - .L_1279)
	//   ....[0]....
.L_1279:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1280:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1282 - .L_1281)
	//   ....[0]....
.L_1281:
        /*0050*/ 	.word	0x00000110
.L_1282:
//--------------------- .nv.info._Z6d_sremPKjPj   --------------------------
	.section	.nv.info._Z6d_sremPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1284 - .L_1283)
.L_1283:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1284:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1286 - .L_1285)
	.align		4
.L_1285:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_sremPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1286:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1288 - .L_1287)
.L_1287:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1288:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1290 - .L_1289)
.L_1289:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1290:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1292 - .L_1291)
	//   ....[0]....
.L_1291:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1292:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1294 - .L_1293)
	//   ....[0]....
.L_1293:
        /*0050*/ 	.word	0x00000218
.L_1294:
//--------------------- .nv.info._Z6d_sdivPKjPj   --------------------------
	.section	.nv.info._Z6d_sdivPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1296 - .L_1295)
.L_1295:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1296:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1298 - .L_1297)
	.align		4
.L_1297:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_sdivPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1298:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1300 - .L_1299)
.L_1299:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1300:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1302 - .L_1301)
.L_1301:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1302:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1304 - .L_1303)
	//   ....[0]....
.L_1303:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1304:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1306 - .L_1305)
	//   ....[0]....
.L_1305:
        /*0050*/ 	.word	0x00000230
.L_1306:
//--------------------- .nv.info._Z6d_uremPKjPj   --------------------------
	.section	.nv.info._Z6d_uremPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1308 - .L_1307)
.L_1307:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1308:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1310 - .L_1309)
	.align		4
.L_1309:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_uremPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1310:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1312 - .L_1311)
.L_1311:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1312:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1314 - .L_1313)
.L_1313:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1314:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1316 - .L_1315)
	//   ....[0]....
.L_1315:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1316:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1318 - .L_1317)
	//   ....[0]....
.L_1317:
        /*0050*/ 	.word	0x000001f0
.L_1318:
//--------------------- .nv.info._Z6d_udivPKjPj   --------------------------
	.section	.nv.info._Z6d_udivPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
        /*0000*/ 	.byte	0x04, 0x37
        /*0002*/ 	.short	(.L_1320 - .L_1319)
.L_1319:
        /*0004*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_SW2393858_WAR
	.align		4
.L_1320:
        /*0008*/ 	.byte	0x01, 0x30
	.zero		2
	//----- nvinfo : EIATTR_SW1850030_WAR
	.align		4
        /*000c*/ 	.byte	0x01, 0x2a
	.zero		2
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1322 - .L_1321)
	.align		4
.L_1321:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_udivPKjPj)
        /*0018*/ 	.short	0x0140
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1322:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1324 - .L_1323)
.L_1323:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1324:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1326 - .L_1325)
.L_1325:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1326:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_S2RCTAID_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x1d
        /*0046*/ 	.short	(.L_1328 - .L_1327)
	//   ....[0]....
.L_1327:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1328:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1330 - .L_1329)
	//   ....[0]....
.L_1329:
        /*0050*/ 	.word	0x000001f8
.L_1330:
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
//--------------------- .nv.constant0._Z5d_rsqPKjPj --------------------------
	.section	.nv.constant0._Z5d_rsqPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_rsqPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z5d_lg2PKjPj --------------------------
	.section	.nv.constant0._Z5d_lg2PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_lg2PKjPj:
	.zero		336
//--------------------- .nv.constant0._Z5d_ex2PKjPj --------------------------
	.section	.nv.constant0._Z5d_ex2PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_ex2PKjPj:
	.zero		336
//--------------------- .nv.constant0._Z5d_rcpPKjPj --------------------------
	.section	.nv.constant0._Z5d_rcpPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_rcpPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z10d_ull2d_rzPKyPy --------------------------
	.section	.nv.constant0._Z10d_ull2d_rzPKyPy,"a",@progbits
	.align	4
.nv.constant0._Z10d_ull2d_rzPKyPy:
	.zero		336
//--------------------- .nv.constant0._Z9d_ll2f_rnPKyPy --------------------------
	.section	.nv.constant0._Z9d_ll2f_rnPKyPy,"a",@progbits
	.align	4
.nv.constant0._Z9d_ll2f_rnPKyPy:
	.zero		336
//--------------------- .nv.constant0._Z8d_f2i_rdPKjPj --------------------------
	.section	.nv.constant0._Z8d_f2i_rdPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_f2i_rdPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_f2u_rzPKjPj --------------------------
	.section	.nv.constant0._Z8d_f2u_rzPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_f2u_rzPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_f2i_rnPKjPj --------------------------
	.section	.nv.constant0._Z8d_f2i_rnPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_f2i_rnPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_f2i_rzPKjPj --------------------------
	.section	.nv.constant0._Z8d_f2i_rzPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_f2i_rzPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_i2f_rdPKjPj --------------------------
	.section	.nv.constant0._Z8d_i2f_rdPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_i2f_rdPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_i2f_rnPKjPj --------------------------
	.section	.nv.constant0._Z8d_i2f_rnPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_i2f_rnPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_u2f_ruPKjPj --------------------------
	.section	.nv.constant0._Z8d_u2f_ruPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_u2f_ruPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_u2f_rdPKjPj --------------------------
	.section	.nv.constant0._Z8d_u2f_rdPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_u2f_rdPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_u2f_rzPKjPj --------------------------
	.section	.nv.constant0._Z8d_u2f_rzPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_u2f_rzPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_u2f_rnPKjPj --------------------------
	.section	.nv.constant0._Z8d_u2f_rnPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_u2f_rnPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z9d_ule_selPKjPj --------------------------
	.section	.nv.constant0._Z9d_ule_selPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z9d_ule_selPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z5d_sltPKjPj --------------------------
	.section	.nv.constant0._Z5d_sltPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_sltPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_sabsPKjPj --------------------------
	.section	.nv.constant0._Z6d_sabsPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_sabsPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_smaxPKjPj --------------------------
	.section	.nv.constant0._Z6d_smaxPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_smaxPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_uminPKjPj --------------------------
	.section	.nv.constant0._Z6d_uminPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_uminPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_umaxPKjPj --------------------------
	.section	.nv.constant0._Z6d_umaxPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_umaxPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_sminPKjPj --------------------------
	.section	.nv.constant0._Z6d_sminPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_sminPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z7d_clz64PKyPy --------------------------
	.section	.nv.constant0._Z7d_clz64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_clz64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z8d_popc64PKyPy --------------------------
	.section	.nv.constant0._Z8d_popc64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z8d_popc64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z5d_ffsPKjPj --------------------------
	.section	.nv.constant0._Z5d_ffsPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_ffsPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_brevPKjPj --------------------------
	.section	.nv.constant0._Z6d_brevPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_brevPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z5d_clzPKjPj --------------------------
	.section	.nv.constant0._Z5d_clzPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_clzPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_popcPKjPj --------------------------
	.section	.nv.constant0._Z6d_popcPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_popcPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_lea_hiPKjPj --------------------------
	.section	.nv.constant0._Z8d_lea_hiPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_lea_hiPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z5d_madPKjPj --------------------------
	.section	.nv.constant0._Z5d_madPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_madPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_smulhiPKjPj --------------------------
	.section	.nv.constant0._Z8d_smulhiPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_smulhiPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z8d_umulhiPKjPj --------------------------
	.section	.nv.constant0._Z8d_umulhiPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_umulhiPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z7d_lop3bPKjPj --------------------------
	.section	.nv.constant0._Z7d_lop3bPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z7d_lop3bPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_lop3PKjPj --------------------------
	.section	.nv.constant0._Z6d_lop3PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_lop3PKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_permPKjPj --------------------------
	.section	.nv.constant0._Z6d_permPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_permPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z7d_fshrcPKjPj --------------------------
	.section	.nv.constant0._Z7d_fshrcPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z7d_fshrcPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z7d_fshlcPKjPj --------------------------
	.section	.nv.constant0._Z7d_fshlcPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z7d_fshlcPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_fshrPKjPj --------------------------
	.section	.nv.constant0._Z6d_fshrPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_fshrPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_fshlPKjPj --------------------------
	.section	.nv.constant0._Z6d_fshlPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_fshlPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z5d_sarPKjPj --------------------------
	.section	.nv.constant0._Z5d_sarPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_sarPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z5d_shrPKjPj --------------------------
	.section	.nv.constant0._Z5d_shrPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_shrPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z5d_shlPKjPj --------------------------
	.section	.nv.constant0._Z5d_shlPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_shlPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z7d_widesPKyPy --------------------------
	.section	.nv.constant0._Z7d_widesPKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_widesPKyPy:
	.zero		336
//--------------------- .nv.constant0._Z6d_widePKyPy --------------------------
	.section	.nv.constant0._Z6d_widePKyPy,"a",@progbits
	.align	4
.nv.constant0._Z6d_widePKyPy:
	.zero		336
//--------------------- .nv.constant0._Z7d_sar64PKyPy --------------------------
	.section	.nv.constant0._Z7d_sar64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_sar64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z7d_shr64PKyPy --------------------------
	.section	.nv.constant0._Z7d_shr64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_shr64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z7d_shl64PKyPy --------------------------
	.section	.nv.constant0._Z7d_shl64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_shl64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z10d_smulhi64PKyPy --------------------------
	.section	.nv.constant0._Z10d_smulhi64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z10d_smulhi64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z10d_umulhi64PKyPy --------------------------
	.section	.nv.constant0._Z10d_umulhi64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z10d_umulhi64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z7d_mad64PKyPy --------------------------
	.section	.nv.constant0._Z7d_mad64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_mad64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z7d_mul64PKyPy --------------------------
	.section	.nv.constant0._Z7d_mul64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_mul64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z7d_sub64PKyPy --------------------------
	.section	.nv.constant0._Z7d_sub64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_sub64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z7d_add64PKyPy --------------------------
	.section	.nv.constant0._Z7d_add64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_add64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z8d_sdiv64PKyPy --------------------------
	.section	.nv.constant0._Z8d_sdiv64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z8d_sdiv64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z8d_urem64PKyPy --------------------------
	.section	.nv.constant0._Z8d_urem64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z8d_urem64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z8d_udiv64PKyPy --------------------------
	.section	.nv.constant0._Z8d_udiv64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z8d_udiv64PKyPy:
	.zero		336
//--------------------- .nv.constant0._Z10d_srem_cm3PKjPj --------------------------
	.section	.nv.constant0._Z10d_srem_cm3PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z10d_srem_cm3PKjPj:
	.zero		336
//--------------------- .nv.constant0._Z12d_urem_c1000PKjPj --------------------------
	.section	.nv.constant0._Z12d_urem_c1000PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z12d_urem_c1000PKjPj:
	.zero		336
//--------------------- .nv.constant0._Z9d_sdiv_c7PKjPj --------------------------
	.section	.nv.constant0._Z9d_sdiv_c7PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z9d_sdiv_c7PKjPj:
	.zero		336
//--------------------- .nv.constant0._Z9d_udiv_c7PKjPj --------------------------
	.section	.nv.constant0._Z9d_udiv_c7PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z9d_udiv_c7PKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_sremPKjPj --------------------------
	.section	.nv.constant0._Z6d_sremPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_sremPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_sdivPKjPj --------------------------
	.section	.nv.constant0._Z6d_sdivPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_sdivPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_uremPKjPj --------------------------
	.section	.nv.constant0._Z6d_uremPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_uremPKjPj:
	.zero		336
//--------------------- .nv.constant0._Z6d_udivPKjPj --------------------------
	.section	.nv.constant0._Z6d_udivPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_udivPKjPj:
	.zero		336
//--------------------- .text._Z5d_rsqPKjPj       --------------------------
	.section	.text._Z5d_rsqPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_rsqPKjPj
        .type           _Z5d_rsqPKjPj,@function
        .size           _Z5d_rsqPKjPj,(.L_x_86 - _Z5d_rsqPKjPj)
        .other          _Z5d_rsqPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_rsqPKjPj:
.text._Z5d_rsqPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   MUFU.RSQ R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_0:
        /*00c8*/                   BRA `(.L_x_0) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_86:
//--------------------- .text._Z5d_lg2PKjPj       --------------------------
	.section	.text._Z5d_lg2PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_lg2PKjPj
        .type           _Z5d_lg2PKjPj,@function
        .size           _Z5d_lg2PKjPj,(.L_x_87 - _Z5d_lg2PKjPj)
        .other          _Z5d_lg2PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_lg2PKjPj:
.text._Z5d_lg2PKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   MUFU.LG2 R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_1:
        /*00c8*/                   BRA `(.L_x_1) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_87:
//--------------------- .text._Z5d_ex2PKjPj       --------------------------
	.section	.text._Z5d_ex2PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_ex2PKjPj
        .type           _Z5d_ex2PKjPj,@function
        .size           _Z5d_ex2PKjPj,(.L_x_88 - _Z5d_ex2PKjPj)
        .other          _Z5d_ex2PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_ex2PKjPj:
.text._Z5d_ex2PKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   RRO.EX2 R6, R2 ;
        /*00b0*/                   MUFU.EX2 R6, R6 ;
        /*00b8*/                   STG.E [R4], R6 ;
        /*00c8*/                   EXIT ;
.L_x_2:
        /*00d0*/                   BRA `(.L_x_2) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_88:
//--------------------- .text._Z5d_rcpPKjPj       --------------------------
	.section	.text._Z5d_rcpPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_rcpPKjPj
        .type           _Z5d_rcpPKjPj,@function
        .size           _Z5d_rcpPKjPj,(.L_x_89 - _Z5d_rcpPKjPj)
        .other          _Z5d_rcpPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_rcpPKjPj:
.text._Z5d_rcpPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   MUFU.RCP R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_3:
        /*00c8*/                   BRA `(.L_x_3) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_89:
//--------------------- .text._Z10d_ull2d_rzPKyPy --------------------------
	.section	.text._Z10d_ull2d_rzPKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z10d_ull2d_rzPKyPy
        .type           _Z10d_ull2d_rzPKyPy,@function
        .size           _Z10d_ull2d_rzPKyPy,(.L_x_90 - _Z10d_ull2d_rzPKyPy)
        .other          _Z10d_ull2d_rzPKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10d_ull2d_rzPKyPy:
.text._Z10d_ull2d_rzPKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R8, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R8, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R8, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R8, R8.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R8, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R4, R8.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R4.reuse, 0x1d ;
        /*0068*/                   ISCADD R4.CC, R4, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R5, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R2, [R4] ;
        /*0088*/                   SHR R0, R8.reuse, 0x1d ;
        /*0090*/                   ISCADD R8.CC, R8, c[0x0][0x148], 0x3 ;
        /*0098*/                   IADD.X R9, R0, c[0x0][0x14c] ;
        /*00a8*/                   I2F.F64.U64.RZ R2, R2 ;
        /*00b0*/                   STG.E.64 [R8], R2 ;
        /*00b8*/                   EXIT ;
.L_x_4:
        /*00c8*/                   BRA `(.L_x_4) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_90:
//--------------------- .text._Z9d_ll2f_rnPKyPy   --------------------------
	.section	.text._Z9d_ll2f_rnPKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z9d_ll2f_rnPKyPy
        .type           _Z9d_ll2f_rnPKyPy,@function
        .size           _Z9d_ll2f_rnPKyPy,(.L_x_91 - _Z9d_ll2f_rnPKyPy)
        .other          _Z9d_ll2f_rnPKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z9d_ll2f_rnPKyPy:
.text._Z9d_ll2f_rnPKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R8, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R8, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R8, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R8, R8.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R8, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R4, R8.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R4.reuse, 0x1d ;
        /*0068*/                   ISCADD R4.CC, R4, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R5, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R2, [R4] ;
        /*0088*/                   SHR R0, R8.reuse, 0x1d ;
        /*0090*/                   ISCADD R8.CC, R8, c[0x0][0x148], 0x3 ;
        /*0098*/                   IADD.X R9, R0, c[0x0][0x14c] ;
        /*00a8*/                   I2F.F32.S64 R2, R2 ;
        /*00b0*/                   MOV R3, RZ ;
        /*00b8*/                   STG.E.64 [R8], R2 ;
        /*00c8*/                   EXIT ;
.L_x_5:
        /*00d0*/                   BRA `(.L_x_5) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_91:
//--------------------- .text._Z8d_f2i_rdPKjPj    --------------------------
	.section	.text._Z8d_f2i_rdPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_f2i_rdPKjPj
        .type           _Z8d_f2i_rdPKjPj,@function
        .size           _Z8d_f2i_rdPKjPj,(.L_x_92 - _Z8d_f2i_rdPKjPj)
        .other          _Z8d_f2i_rdPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_f2i_rdPKjPj:
.text._Z8d_f2i_rdPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   F2I.S32.F32.FLOOR R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_6:
        /*00c8*/                   BRA `(.L_x_6) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_92:
//--------------------- .text._Z8d_f2u_rzPKjPj    --------------------------
	.section	.text._Z8d_f2u_rzPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_f2u_rzPKjPj
        .type           _Z8d_f2u_rzPKjPj,@function
        .size           _Z8d_f2u_rzPKjPj,(.L_x_93 - _Z8d_f2u_rzPKjPj)
        .other          _Z8d_f2u_rzPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_f2u_rzPKjPj:
.text._Z8d_f2u_rzPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   F2I.U32.F32.TRUNC R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_7:
        /*00c8*/                   BRA `(.L_x_7) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_93:
//--------------------- .text._Z8d_f2i_rnPKjPj    --------------------------
	.section	.text._Z8d_f2i_rnPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_f2i_rnPKjPj
        .type           _Z8d_f2i_rnPKjPj,@function
        .size           _Z8d_f2i_rnPKjPj,(.L_x_94 - _Z8d_f2i_rnPKjPj)
        .other          _Z8d_f2i_rnPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_f2i_rnPKjPj:
.text._Z8d_f2i_rnPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   F2I.S32.F32 R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_8:
        /*00c8*/                   BRA `(.L_x_8) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_94:
//--------------------- .text._Z8d_f2i_rzPKjPj    --------------------------
	.section	.text._Z8d_f2i_rzPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_f2i_rzPKjPj
        .type           _Z8d_f2i_rzPKjPj,@function
        .size           _Z8d_f2i_rzPKjPj,(.L_x_95 - _Z8d_f2i_rzPKjPj)
        .other          _Z8d_f2i_rzPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_f2i_rzPKjPj:
.text._Z8d_f2i_rzPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   F2I.S32.F32.TRUNC R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_9:
        /*00c8*/                   BRA `(.L_x_9) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_95:
//--------------------- .text._Z8d_i2f_rdPKjPj    --------------------------
	.section	.text._Z8d_i2f_rdPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_i2f_rdPKjPj
        .type           _Z8d_i2f_rdPKjPj,@function
        .size           _Z8d_i2f_rdPKjPj,(.L_x_96 - _Z8d_i2f_rdPKjPj)
        .other          _Z8d_i2f_rdPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_i2f_rdPKjPj:
.text._Z8d_i2f_rdPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   I2F.F32.S32.RM R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_10:
        /*00c8*/                   BRA `(.L_x_10) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_96:
//--------------------- .text._Z8d_i2f_rnPKjPj    --------------------------
	.section	.text._Z8d_i2f_rnPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_i2f_rnPKjPj
        .type           _Z8d_i2f_rnPKjPj,@function
        .size           _Z8d_i2f_rnPKjPj,(.L_x_97 - _Z8d_i2f_rnPKjPj)
        .other          _Z8d_i2f_rnPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_i2f_rnPKjPj:
.text._Z8d_i2f_rnPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   I2F.F32.S32 R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_11:
        /*00c8*/                   BRA `(.L_x_11) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_97:
//--------------------- .text._Z8d_u2f_ruPKjPj    --------------------------
	.section	.text._Z8d_u2f_ruPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_u2f_ruPKjPj
        .type           _Z8d_u2f_ruPKjPj,@function
        .size           _Z8d_u2f_ruPKjPj,(.L_x_98 - _Z8d_u2f_ruPKjPj)
        .other          _Z8d_u2f_ruPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_u2f_ruPKjPj:
.text._Z8d_u2f_ruPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   I2F.F32.U32.RP R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_12:
        /*00c8*/                   BRA `(.L_x_12) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_98:
//--------------------- .text._Z8d_u2f_rdPKjPj    --------------------------
	.section	.text._Z8d_u2f_rdPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_u2f_rdPKjPj
        .type           _Z8d_u2f_rdPKjPj,@function
        .size           _Z8d_u2f_rdPKjPj,(.L_x_99 - _Z8d_u2f_rdPKjPj)
        .other          _Z8d_u2f_rdPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_u2f_rdPKjPj:
.text._Z8d_u2f_rdPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   I2F.F32.U32.RM R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_13:
        /*00c8*/                   BRA `(.L_x_13) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_99:
//--------------------- .text._Z8d_u2f_rzPKjPj    --------------------------
	.section	.text._Z8d_u2f_rzPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_u2f_rzPKjPj
        .type           _Z8d_u2f_rzPKjPj,@function
        .size           _Z8d_u2f_rzPKjPj,(.L_x_100 - _Z8d_u2f_rzPKjPj)
        .other          _Z8d_u2f_rzPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_u2f_rzPKjPj:
.text._Z8d_u2f_rzPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   I2F.F32.U32.RZ R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_14:
        /*00c8*/                   BRA `(.L_x_14) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_100:
//--------------------- .text._Z8d_u2f_rnPKjPj    --------------------------
	.section	.text._Z8d_u2f_rnPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z8d_u2f_rnPKjPj
        .type           _Z8d_u2f_rnPKjPj,@function
        .size           _Z8d_u2f_rnPKjPj,(.L_x_101 - _Z8d_u2f_rnPKjPj)
        .other          _Z8d_u2f_rnPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_u2f_rnPKjPj:
.text._Z8d_u2f_rnPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   I2F.F32.U32 R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_15:
        /*00c8*/                   BRA `(.L_x_15) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_101:
//--------------------- .text._Z9d_ule_selPKjPj   --------------------------
	.section	.text._Z9d_ule_selPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z9d_ule_selPKjPj
        .type           _Z9d_ule_selPKjPj,@function
        .size           _Z9d_ule_selPKjPj,(.L_x_102 - _Z9d_ule_selPKjPj)
        .other          _Z9d_ule_selPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z9d_ule_selPKjPj:
.text._Z9d_ule_selPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R6, [R2] ;
        /*0088*/                   LDG.E R0, [R2+0x4] ;
        /*0090*/                   ISETP.GT.U32.AND P0, PT, R6, R0, PT ;
        /*0098*/              @!P0 LDG.E R6, [R2+0x8] ;
        /*00a8*/                   SHR R0, R4.reuse, 0x1e ;
        /*00b0*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b8*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00c8*/                   STG.E [R4], R6 ;
        /*00d0*/                   EXIT ;
.L_x_16:
        /*00d8*/                   BRA `(.L_x_16) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_102:
//--------------------- .text._Z5d_sltPKjPj       --------------------------
	.section	.text._Z5d_sltPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_sltPKjPj
        .type           _Z5d_sltPKjPj,@function
        .size           _Z5d_sltPKjPj,(.L_x_103 - _Z5d_sltPKjPj)
        .other          _Z5d_sltPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_sltPKjPj:
.text._Z5d_sltPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   ISET.LT.AND R6, R0, R6, PT ;
        /*00b8*/                   LOP32I.AND R6, R6, 0x1 ;
        /*00c8*/                   STG.E [R4], R6 ;
        /*00d0*/                   EXIT ;
.L_x_17:
        /*00d8*/                   BRA `(.L_x_17) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_103:
//--------------------- .text._Z6d_sabsPKjPj      --------------------------
	.section	.text._Z6d_sabsPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z6d_sabsPKjPj
        .type           _Z6d_sabsPKjPj,@function
        .size           _Z6d_sabsPKjPj,(.L_x_104 - _Z6d_sabsPKjPj)
        .other          _Z6d_sabsPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_sabsPKjPj:
.text._Z6d_sabsPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   I2I.S32.S32 R6, |R2| ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_18:
        /*00c8*/                   BRA `(.L_x_18) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_104:
//--------------------- .text._Z6d_smaxPKjPj      --------------------------
	.section	.text._Z6d_smaxPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z6d_smaxPKjPj
        .type           _Z6d_smaxPKjPj,@function
        .size           _Z6d_smaxPKjPj,(.L_x_105 - _Z6d_smaxPKjPj)
        .other          _Z6d_smaxPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_smaxPKjPj:
.text._Z6d_smaxPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   IMNMX R6, R0, R6, !PT ;
        /*00b8*/                   STG.E [R4], R6 ;
        /*00c8*/                   EXIT ;
.L_x_19:
        /*00d0*/                   BRA `(.L_x_19) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_105:
//--------------------- .text._Z6d_uminPKjPj      --------------------------
	.section	.text._Z6d_uminPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z6d_uminPKjPj
        .type           _Z6d_uminPKjPj,@function
        .size           _Z6d_uminPKjPj,(.L_x_106 - _Z6d_uminPKjPj)
        .other          _Z6d_uminPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_uminPKjPj:
.text._Z6d_uminPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   IMNMX.U32 R6, R0, R6, PT ;
        /*00b8*/                   STG.E [R4], R6 ;
        /*00c8*/                   EXIT ;
.L_x_20:
        /*00d0*/                   BRA `(.L_x_20) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_106:
//--------------------- .text._Z6d_umaxPKjPj      --------------------------
	.section	.text._Z6d_umaxPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z6d_umaxPKjPj
        .type           _Z6d_umaxPKjPj,@function
        .size           _Z6d_umaxPKjPj,(.L_x_107 - _Z6d_umaxPKjPj)
        .other          _Z6d_umaxPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_umaxPKjPj:
.text._Z6d_umaxPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   IMNMX.U32 R6, R0, R6, !PT ;
        /*00b8*/                   STG.E [R4], R6 ;
        /*00c8*/                   EXIT ;
.L_x_21:
        /*00d0*/                   BRA `(.L_x_21) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_107:
//--------------------- .text._Z6d_sminPKjPj      --------------------------
	.section	.text._Z6d_sminPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z6d_sminPKjPj
        .type           _Z6d_sminPKjPj,@function
        .size           _Z6d_sminPKjPj,(.L_x_108 - _Z6d_sminPKjPj)
        .other          _Z6d_sminPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_sminPKjPj:
.text._Z6d_sminPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   IMNMX R6, R0, R6, PT ;
        /*00b8*/                   STG.E [R4], R6 ;
        /*00c8*/                   EXIT ;
.L_x_22:
        /*00d0*/                   BRA `(.L_x_22) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_108:
//--------------------- .text._Z7d_clz64PKyPy     --------------------------
	.section	.text._Z7d_clz64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z7d_clz64PKyPy
        .type           _Z7d_clz64PKyPy,@function
        .size           _Z7d_clz64PKyPy,(.L_x_109 - _Z7d_clz64PKyPy)
        .other          _Z7d_clz64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_clz64PKyPy:
.text._Z7d_clz64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R8, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R8, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R8, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R8, R8.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R8, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R4, R8.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R4.reuse, 0x1d ;
        /*0068*/                   ISCADD R4.CC, R4, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R5, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R2, [R4] ;
        /*0088*/                   SHR R6, R8.reuse, 0x1d ;
        /*0090*/                   ISCADD R8.CC, R8, c[0x0][0x148], 0x3 ;
        /*0098*/                   IADD.X R9, R6, c[0x0][0x14c] ;
        /*00a8*/                   ICMP.EQ.U32 R0, R2, R3, R3 ;
        /*00b0*/                   FLO.U32 R0, R0 ;
        /*00b8*/                   ICMP.NE.U32 R2, RZ, 0x20, R3 ;
        /*00c8*/                   MOV R3, RZ ;
        /*00d0*/                   IADD3 R2, R2, 0x1f, -R0 ;
        /*00d8*/                   STG.E.64 [R8], R2 ;
        /*00e8*/                   EXIT ;
.L_x_23:
        /*00f0*/                   BRA `(.L_x_23) ;
        /*00f8*/                   NOP;
.L_x_109:
//--------------------- .text._Z8d_popc64PKyPy    --------------------------
	.section	.text._Z8d_popc64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z8d_popc64PKyPy
        .type           _Z8d_popc64PKyPy,@function
        .size           _Z8d_popc64PKyPy,(.L_x_110 - _Z8d_popc64PKyPy)
        .other          _Z8d_popc64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_popc64PKyPy:
.text._Z8d_popc64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R8, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R8, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R8, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R8, R8.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R8, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R4, R8.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R4.reuse, 0x1d ;
        /*0068*/                   ISCADD R4.CC, R4, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R5, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R4, [R4] ;
        /*0088*/                   SHR R0, R8.reuse, 0x1d ;
        /*0090*/                   ISCADD R8.CC, R8, c[0x0][0x148], 0x3 ;
        /*0098*/                   IADD.X R9, R0, c[0x0][0x14c] ;
        /*00a8*/                   POPC R2, R4 ;
        /*00b0*/                   POPC R3, R5 ;
        /*00b8*/                   IADD R2, R2, R3 ;
        /*00c8*/                   MOV R3, RZ ;
        /*00d0*/                   STG.E.64 [R8], R2 ;
        /*00d8*/                   EXIT ;
.L_x_24:
        /*00e8*/                   BRA `(.L_x_24) ;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_110:
//--------------------- .text._Z5d_ffsPKjPj       --------------------------
	.section	.text._Z5d_ffsPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_ffsPKjPj
        .type           _Z5d_ffsPKjPj,@function
        .size           _Z5d_ffsPKjPj,(.L_x_111 - _Z5d_ffsPKjPj)
        .other          _Z5d_ffsPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_ffsPKjPj:
.text._Z5d_ffsPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R5, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00a8*/                   BFE.U32.BREV R0, R2, 0x2000 ;
        /*00b0*/                   FLO.U32.SH R0, R0 ;
        /*00b8*/                   IADD32I R6, R0, 0x1 ;
        /*00c8*/                   STG.E [R4], R6 ;
        /*00d0*/                   EXIT ;
.L_x_25:
        /*00d8*/                   BRA `(.L_x_25) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_111:
//--------------------- .text._Z6d_brevPKjPj      --------------------------
	.section	.text._Z6d_brevPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z6d_brevPKjPj
        .type           _Z6d_brevPKjPj,@function
        .size           _Z6d_brevPKjPj,(.L_x_112 - _Z6d_brevPKjPj)
        .other          _Z6d_brevPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_brevPKjPj:
.text._Z6d_brevPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   BFE.U32.BREV R6, R2, 0x2000 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_26:
        /*00c8*/                   BRA `(.L_x_26) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_112:
//--------------------- .text._Z5d_clzPKjPj       --------------------------
	.section	.text._Z5d_clzPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_clzPKjPj
        .type           _Z5d_clzPKjPj,@function
        .size           _Z5d_clzPKjPj,(.L_x_113 - _Z5d_clzPKjPj)
        .other          _Z5d_clzPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_clzPKjPj:
.text._Z5d_clzPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R5, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00a8*/                   FLO.U32 R0, R2 ;
        /*00b0*/                   IADD32I R6, -R0, 0x1f ;
        /*00b8*/                   STG.E [R4], R6 ;
        /*00c8*/                   EXIT ;
.L_x_27:
        /*00d0*/                   BRA `(.L_x_27) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_113:
//--------------------- .text._Z6d_popcPKjPj      --------------------------
	.section	.text._Z6d_popcPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z6d_popcPKjPj
        .type           _Z6d_popcPKjPj,@function
        .size           _Z6d_popcPKjPj,(.L_x_114 - _Z6d_popcPKjPj)
        .other          _Z6d_popcPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_popcPKjPj:
.text._Z6d_popcPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   SHR R0, R4.reuse, 0x1e ;
        /*0090*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*0098*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00a8*/                   POPC R6, R2 ;
        /*00b0*/                   STG.E [R4], R6 ;
        /*00b8*/                   EXIT ;
.L_x_28:
        /*00c8*/                   BRA `(.L_x_28) ;
        /*00d0*/                   NOP;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_114:
//--------------------- .text._Z8d_lea_hiPKjPj    --------------------------
	.section	.text._Z8d_lea_hiPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z8d_lea_hiPKjPj
        .type           _Z8d_lea_hiPKjPj,@function
        .size           _Z8d_lea_hiPKjPj,(.L_x_115 - _Z8d_lea_hiPKjPj)
        .other          _Z8d_lea_hiPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_lea_hiPKjPj:
.text._Z8d_lea_hiPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   LDG.E R7, [R2+0x8] ;
        /*0098*/                   SHR R5, R4.reuse, 0x1e ;
        /*00a8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b8*/                   ISCADD R0, R0, R6, 0x5 ;
        /*00c8*/                   LEA.HI R7, R0, R7, RZ, 0x1d ;
        /*00d0*/                   STG.E [R4], R7 ;
        /*00d8*/                   EXIT ;
.L_x_29:
        /*00e8*/                   BRA `(.L_x_29) ;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_115:
//--------------------- .text._Z5d_madPKjPj       --------------------------
	.section	.text._Z5d_madPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z5d_madPKjPj
        .type           _Z5d_madPKjPj,@function
        .size           _Z5d_madPKjPj,(.L_x_116 - _Z5d_madPKjPj)
        .other          _Z5d_madPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_madPKjPj:
.text._Z5d_madPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   LDG.E R7, [R2+0x8] ;
        /*0098*/                   SHR R5, R4.reuse, 0x1e ;
        /*00a8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b8*/                   XMAD R7, R6, R0, R7 ;
        /*00c8*/                   XMAD.MRG R0, R6, R0.H1, RZ ;
        /*00d0*/                   XMAD.PSL.CBCC R6, R6.H1, R0.H1, R7 ;
        /*00d8*/                   STG.E [R4], R6 ;
        /*00e8*/                   EXIT ;
.L_x_30:
        /*00f0*/                   BRA `(.L_x_30) ;
        /*00f8*/                   NOP;
.L_x_116:
//--------------------- .text._Z8d_smulhiPKjPj    --------------------------
	.section	.text._Z8d_smulhiPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z8d_smulhiPKjPj
        .type           _Z8d_smulhiPKjPj,@function
        .size           _Z8d_smulhiPKjPj,(.L_x_117 - _Z8d_smulhiPKjPj)
        .other          _Z8d_smulhiPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_smulhiPKjPj:
.text._Z8d_smulhiPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   XMAD R7, R0, R6, RZ ;
        /*00b8*/                   XMAD.U16.S16 R8, R0, R6.H1, RZ ;
        /*00c8*/                   XMAD.S16.S16.CSFU R9, R0.H1, R6.H1, RZ ;
        /*00d0*/                   XMAD.S16.U16.CHI R6, R0.H1, R6, R7 ;
        /*00d8*/                   IADD3.RS R6, R6, R8, R9 ;
        /*00e8*/                   STG.E [R4], R6 ;
        /*00f0*/                   EXIT ;
.L_x_31:
        /*00f8*/                   BRA `(.L_x_31) ;
.L_x_117:
//--------------------- .text._Z8d_umulhiPKjPj    --------------------------
	.section	.text._Z8d_umulhiPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z8d_umulhiPKjPj
        .type           _Z8d_umulhiPKjPj,@function
        .size           _Z8d_umulhiPKjPj,(.L_x_118 - _Z8d_umulhiPKjPj)
        .other          _Z8d_umulhiPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_umulhiPKjPj:
.text._Z8d_umulhiPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   XMAD R7, R0, R6, RZ ;
        /*00b8*/                   XMAD R8, R0, R6.H1, RZ ;
        /*00c8*/                   XMAD R9, R0.H1, R6.H1, RZ ;
        /*00d0*/                   XMAD.CHI R6, R0.H1, R6, R7 ;
        /*00d8*/                   IADD3.RS R6, R6, R8, R9 ;
        /*00e8*/                   STG.E [R4], R6 ;
        /*00f0*/                   EXIT ;
.L_x_32:
        /*00f8*/                   BRA `(.L_x_32) ;
.L_x_118:
//--------------------- .text._Z7d_lop3bPKjPj     --------------------------
	.section	.text._Z7d_lop3bPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z7d_lop3bPKjPj
        .type           _Z7d_lop3bPKjPj,@function
        .size           _Z7d_lop3bPKjPj,(.L_x_119 - _Z7d_lop3bPKjPj)
        .other          _Z7d_lop3bPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_lop3bPKjPj:
.text._Z7d_lop3bPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   LDG.E R7, [R2+0x8] ;
        /*0098*/                   SHR R5, R4.reuse, 0x1e ;
        /*00a8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b8*/                   LOP3.LUT R6, R6, R0, R7, 0xe2 ;
        /*00c8*/                   STG.E [R4], R6 ;
        /*00d0*/                   EXIT ;
.L_x_33:
        /*00d8*/                   BRA `(.L_x_33) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_119:
//--------------------- .text._Z6d_lop3PKjPj      --------------------------
	.section	.text._Z6d_lop3PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z6d_lop3PKjPj
        .type           _Z6d_lop3PKjPj,@function
        .size           _Z6d_lop3PKjPj,(.L_x_120 - _Z6d_lop3PKjPj)
        .other          _Z6d_lop3PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_lop3PKjPj:
.text._Z6d_lop3PKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   LDG.E R7, [R2+0x8] ;
        /*0098*/                   SHR R5, R4.reuse, 0x1e ;
        /*00a8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b8*/                   LOP3.LUT R6, R0, R6, R7, 0xde ;
        /*00c8*/                   STG.E [R4], R6 ;
        /*00d0*/                   EXIT ;
.L_x_34:
        /*00d8*/                   BRA `(.L_x_34) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_120:
//--------------------- .text._Z6d_permPKjPj      --------------------------
	.section	.text._Z6d_permPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z6d_permPKjPj
        .type           _Z6d_permPKjPj,@function
        .size           _Z6d_permPKjPj,(.L_x_121 - _Z6d_permPKjPj)
        .other          _Z6d_permPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_permPKjPj:
.text._Z6d_permPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R7, [R2+0x8] ;
        /*0088*/                   LDG.E R0, [R2] ;
        /*0090*/                   LDG.E R6, [R2+0x4] ;
        /*0098*/                   SHR R5, R4.reuse, 0x1e ;
        /*00a8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b8*/                   LOP32I.AND R7, R7, 0x7777 ;
        /*00c8*/                   PRMT R6, R0, R7, R6 ;
        /*00d0*/                   STG.E [R4], R6 ;
        /*00d8*/                   EXIT ;
.L_x_35:
        /*00e8*/                   BRA `(.L_x_35) ;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_121:
//--------------------- .text._Z7d_fshrcPKjPj     --------------------------
	.section	.text._Z7d_fshrcPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z7d_fshrcPKjPj
        .type           _Z7d_fshrcPKjPj,@function
        .size           _Z7d_fshrcPKjPj,(.L_x_122 - _Z7d_fshrcPKjPj)
        .other          _Z7d_fshrcPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_fshrcPKjPj:
.text._Z7d_fshrcPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   LDG.E R7, [R2+0x8] ;
        /*0098*/                   SHR R5, R4.reuse, 0x1e ;
        /*00a8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b8*/                   SHF.R R6, R0, R7, R6 ;
        /*00c8*/                   STG.E [R4], R6 ;
        /*00d0*/                   EXIT ;
.L_x_36:
        /*00d8*/                   BRA `(.L_x_36) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_122:
//--------------------- .text._Z7d_fshlcPKjPj     --------------------------
	.section	.text._Z7d_fshlcPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z7d_fshlcPKjPj
        .type           _Z7d_fshlcPKjPj,@function
        .size           _Z7d_fshlcPKjPj,(.L_x_123 - _Z7d_fshlcPKjPj)
        .other          _Z7d_fshlcPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_fshlcPKjPj:
.text._Z7d_fshlcPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   LDG.E R7, [R2+0x8] ;
        /*0098*/                   SHR R5, R4.reuse, 0x1e ;
        /*00a8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b8*/                   SHF.L R6, R0, R7, R6 ;
        /*00c8*/                   STG.E [R4], R6 ;
        /*00d0*/                   EXIT ;
.L_x_37:
        /*00d8*/                   BRA `(.L_x_37) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_123:
//--------------------- .text._Z6d_fshrPKjPj      --------------------------
	.section	.text._Z6d_fshrPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z6d_fshrPKjPj
        .type           _Z6d_fshrPKjPj,@function
        .size           _Z6d_fshrPKjPj,(.L_x_124 - _Z6d_fshrPKjPj)
        .other          _Z6d_fshrPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_fshrPKjPj:
.text._Z6d_fshrPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   LDG.E R7, [R2+0x8] ;
        /*0098*/                   SHR R5, R4.reuse, 0x1e ;
        /*00a8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b8*/                   SHF.R.W R6, R0, R7, R6 ;
        /*00c8*/                   STG.E [R4], R6 ;
        /*00d0*/                   EXIT ;
.L_x_38:
        /*00d8*/                   BRA `(.L_x_38) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_124:
//--------------------- .text._Z6d_fshlPKjPj      --------------------------
	.section	.text._Z6d_fshlPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z6d_fshlPKjPj
        .type           _Z6d_fshlPKjPj,@function
        .size           _Z6d_fshlPKjPj,(.L_x_125 - _Z6d_fshlPKjPj)
        .other          _Z6d_fshlPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_fshlPKjPj:
.text._Z6d_fshlPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   LDG.E R7, [R2+0x8] ;
        /*0098*/                   SHR R5, R4.reuse, 0x1e ;
        /*00a8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00b0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b8*/                   SHF.L.W R6, R0, R7, R6 ;
        /*00c8*/                   STG.E [R4], R6 ;
        /*00d0*/                   EXIT ;
.L_x_39:
        /*00d8*/                   BRA `(.L_x_39) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_125:
//--------------------- .text._Z5d_sarPKjPj       --------------------------
	.section	.text._Z5d_sarPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_sarPKjPj
        .type           _Z5d_sarPKjPj,@function
        .size           _Z5d_sarPKjPj,(.L_x_126 - _Z5d_sarPKjPj)
        .other          _Z5d_sarPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_sarPKjPj:
.text._Z5d_sarPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   SHR.W R6, R0, R6 ;
        /*00b8*/                   STG.E [R4], R6 ;
        /*00c8*/                   EXIT ;
.L_x_40:
        /*00d0*/                   BRA `(.L_x_40) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_126:
//--------------------- .text._Z5d_shrPKjPj       --------------------------
	.section	.text._Z5d_shrPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_shrPKjPj
        .type           _Z5d_shrPKjPj,@function
        .size           _Z5d_shrPKjPj,(.L_x_127 - _Z5d_shrPKjPj)
        .other          _Z5d_shrPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_shrPKjPj:
.text._Z5d_shrPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   SHR.U32.W R6, R0, R6 ;
        /*00b8*/                   STG.E [R4], R6 ;
        /*00c8*/                   EXIT ;
.L_x_41:
        /*00d0*/                   BRA `(.L_x_41) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_127:
//--------------------- .text._Z5d_shlPKjPj       --------------------------
	.section	.text._Z5d_shlPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=7"
	.align	32
        .global         _Z5d_shlPKjPj
        .type           _Z5d_shlPKjPj,@function
        .size           _Z5d_shlPKjPj,(.L_x_128 - _Z5d_shlPKjPj)
        .other          _Z5d_shlPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_shlPKjPj:
.text._Z5d_shlPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R6, [R2+0x4] ;
        /*0090*/                   SHR R5, R4.reuse, 0x1e ;
        /*0098*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   SHL.W R6, R0, R6 ;
        /*00b8*/                   STG.E [R4], R6 ;
        /*00c8*/                   EXIT ;
.L_x_42:
        /*00d0*/                   BRA `(.L_x_42) ;
        /*00d8*/                   NOP;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_128:
//--------------------- .text._Z7d_widesPKyPy     --------------------------
	.section	.text._Z7d_widesPKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=13"
	.align	32
        .global         _Z7d_widesPKyPy
        .type           _Z7d_widesPKyPy,@function
        .size           _Z7d_widesPKyPy,(.L_x_129 - _Z7d_widesPKyPy)
        .other          _Z7d_widesPKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_widesPKyPy:
.text._Z7d_widesPKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1d ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2] ;
        /*0088*/                   LDG.E R5, [R2+0x8] ;
        /*0090*/                   XMAD R7, R5, R0, RZ ;
        /*0098*/                   SHR R6, R0, 0x1f ;
        /*00a8*/                   XMAD R8, R5, R0.H1, RZ ;
        /*00b0*/                   XMAD R9, R5.H1, R0.H1, RZ ;
        /*00b8*/                   XMAD.CHI R10, R5.H1.reuse, R0, R7 ;
        /*00c8*/                   SHR R7, R5, 0x1f ;
        /*00d0*/                   XMAD R11, R5, R6, RZ ;
        /*00d8*/                   XMAD.MRG R12, R5, R6.H1, RZ ;
        /*00e8*/                   IADD3.RS R6, R10, R8, R9 ;
        /*00f0*/                   XMAD R9, R0, R7, RZ ;
        /*00f8*/                   XMAD.MRG R3, R0, R7.H1, RZ ;
        /*0108*/                   XMAD.PSL.CBCC R8, R5.H1, R12.H1, R11 ;
        /*0110*/                   XMAD R2, R0, R5, RZ ;
        /*0118*/                   SHR R7, R4, 0x1d ;
        /*0128*/                   XMAD.MRG R5, R0, R5.H1, RZ ;
        /*0130*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x3 ;
        /*0138*/                   XMAD.PSL.CBCC R3, R0.H1, R3.H1, R9 ;
        /*0148*/                   XMAD.PSL.CBCC R2, R0.H1, R5.H1, R2 ;
        /*0150*/                   IADD.X R5, R7, c[0x0][0x14c] ;
        /*0158*/                   IADD3 R3, R8, R6, R3 ;
        /*0168*/                   STG.E.64 [R4], R2 ;
        /*0170*/                   EXIT ;
.L_x_43:
        /*0178*/                   BRA `(.L_x_43) ;
.L_x_129:
//--------------------- .text._Z6d_widePKyPy      --------------------------
	.section	.text._Z6d_widePKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=11"
	.align	32
        .global         _Z6d_widePKyPy
        .type           _Z6d_widePKyPy,@function
        .size           _Z6d_widePKyPy,(.L_x_130 - _Z6d_widePKyPy)
        .other          _Z6d_widePKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_widePKyPy:
.text._Z6d_widePKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R6, SR_CTAID.X ;
        /*0018*/                   S2R R0, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R6, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R0, R6, c[0x0] [0x8], R0 ;
        /*0038*/                   XMAD.PSL.CBCC R6, R6.H1, R3.H1, R0 ;
        /*0048*/                   XMAD R0, R6, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R6.H1, 0x3, R0 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1d ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R4, [R2] ;
        /*0088*/                   LDG.E R5, [R2+0x8] ;
        /*0090*/                   SHR R0, R6.reuse, 0x1d ;
        /*0098*/                   ISCADD R6.CC, R6, c[0x0][0x148], 0x3 ;
        /*00a8*/                   XMAD R10, R5, R4, RZ ;
        /*00b0*/                   XMAD R7, R4, R5, RZ ;
        /*00b8*/                   XMAD.MRG R9, R4, R5.H1, RZ ;
        /*00c8*/                   XMAD R8, R5, R4.H1, RZ ;
        /*00d0*/                   XMAD.CHI R10, R5.H1, R4, R10 ;
        /*00d8*/                   XMAD R5, R5.H1, R4.H1, RZ ;
        /*00e8*/                   XMAD.PSL.CBCC R4, R4.H1, R9.H1, R7 ;
        /*00f0*/                   IADD.X R7, R0, c[0x0][0x14c] ;
        /*00f8*/                   IADD3.RS R5, R10, R8, R5 ;
        /*0108*/                   STG.E.64 [R6], R4 ;
        /*0110*/                   EXIT ;
.L_x_44:
        /*0118*/                   BRA `(.L_x_44) ;
        /*0128*/                   NOP;
        /*0130*/                   NOP;
        /*0138*/                   NOP;
.L_x_130:
//--------------------- .text._Z7d_sar64PKyPy     --------------------------
	.section	.text._Z7d_sar64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z7d_sar64PKyPy
        .type           _Z7d_sar64PKyPy,@function
        .size           _Z7d_sar64PKyPy,(.L_x_131 - _Z7d_sar64PKyPy)
        .other          _Z7d_sar64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_sar64PKyPy:
.text._Z7d_sar64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R6, SR_CTAID.X ;
        /*0018*/                   S2R R0, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R6, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R0, R6, c[0x0] [0x8], R0 ;
        /*0038*/                   XMAD.PSL.CBCC R6, R6.H1, R3.H1, R0 ;
        /*0048*/                   XMAD R0, R6, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R6.H1, 0x3, R0 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1d ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2+0x8] ;
        /*0088*/                   LDG.E.64 R4, [R2] ;
        /*0090*/                   SHR R7, R6.reuse, 0x1d ;
        /*0098*/                   ISCADD R6.CC, R6, c[0x0][0x148], 0x3 ;
        /*00a8*/                   IADD.X R7, R7, c[0x0][0x14c] ;
        /*00b0*/                   LOP32I.AND R9, R0, 0x3f ;
        /*00b8*/                   SHF.R.S64 R4, R4, R9.reuse, R5 ;
        /*00c8*/                   SHR R5, R5, R9 ;
        /*00d0*/                   STG.E.64 [R6], R4 ;
        /*00d8*/                   EXIT ;
.L_x_45:
        /*00e8*/                   BRA `(.L_x_45) ;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_131:
//--------------------- .text._Z7d_shr64PKyPy     --------------------------
	.section	.text._Z7d_shr64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z7d_shr64PKyPy
        .type           _Z7d_shr64PKyPy,@function
        .size           _Z7d_shr64PKyPy,(.L_x_132 - _Z7d_shr64PKyPy)
        .other          _Z7d_shr64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_shr64PKyPy:
.text._Z7d_shr64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R6, SR_CTAID.X ;
        /*0018*/                   S2R R0, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R6, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R0, R6, c[0x0] [0x8], R0 ;
        /*0038*/                   XMAD.PSL.CBCC R6, R6.H1, R3.H1, R0 ;
        /*0048*/                   XMAD R0, R6, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R6.H1, 0x3, R0 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1d ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2+0x8] ;
        /*0088*/                   LDG.E.64 R4, [R2] ;
        /*0090*/                   SHR R7, R6.reuse, 0x1d ;
        /*0098*/                   ISCADD R6.CC, R6, c[0x0][0x148], 0x3 ;
        /*00a8*/                   IADD.X R7, R7, c[0x0][0x14c] ;
        /*00b0*/                   LOP32I.AND R9, R0, 0x3f ;
        /*00b8*/                   SHF.R.U64 R4, R4, R9.reuse, R5 ;
        /*00c8*/                   SHR.U32 R5, R5, R9 ;
        /*00d0*/                   STG.E.64 [R6], R4 ;
        /*00d8*/                   EXIT ;
.L_x_46:
        /*00e8*/                   BRA `(.L_x_46) ;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_132:
//--------------------- .text._Z7d_shl64PKyPy     --------------------------
	.section	.text._Z7d_shl64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z7d_shl64PKyPy
        .type           _Z7d_shl64PKyPy,@function
        .size           _Z7d_shl64PKyPy,(.L_x_133 - _Z7d_shl64PKyPy)
        .other          _Z7d_shl64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_shl64PKyPy:
.text._Z7d_shl64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R6, SR_CTAID.X ;
        /*0018*/                   S2R R0, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R6, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R0, R6, c[0x0] [0x8], R0 ;
        /*0038*/                   XMAD.PSL.CBCC R6, R6.H1, R3.H1, R0 ;
        /*0048*/                   XMAD R0, R6, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R6.H1, 0x3, R0 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1d ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R2+0x8] ;
        /*0088*/                   LDG.E.64 R4, [R2] ;
        /*0090*/                   SHR R7, R6.reuse, 0x1d ;
        /*0098*/                   ISCADD R6.CC, R6, c[0x0][0x148], 0x3 ;
        /*00a8*/                   IADD.X R7, R7, c[0x0][0x14c] ;
        /*00b0*/                   LOP32I.AND R9, R0, 0x3f ;
        /*00b8*/                   SHF.L.U64 R5, R4.reuse, R9.reuse, R5 ;
        /*00c8*/                   SHL R4, R4, R9 ;
        /*00d0*/                   STG.E.64 [R6], R4 ;
        /*00d8*/                   EXIT ;
.L_x_47:
        /*00e8*/                   BRA `(.L_x_47) ;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_133:
//--------------------- .text._Z10d_smulhi64PKyPy --------------------------
	.section	.text._Z10d_smulhi64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=20"
	.align	32
        .global         _Z10d_smulhi64PKyPy
        .type           _Z10d_smulhi64PKyPy,@function
        .size           _Z10d_smulhi64PKyPy,(.L_x_134 - _Z10d_smulhi64PKyPy)
        .other          _Z10d_smulhi64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10d_smulhi64PKyPy:
.text._Z10d_smulhi64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R6, R0.reuse, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R6, R0.H1, 0x3, R6 ;
        /*0058*/                   SHR R2, R6.reuse, 0x1d ;
        /*0068*/                   ISCADD R6.CC, R6, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R7, R2, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R2, [R6] ;
        /*0088*/                   LDG.E.64 R4, [R6+0x8] ;
        /*0090*/                   DEPBAR.LE SB5, 0x1 ;
        /*0098*/                   I2I.S32.S32 RZ.CC, R3 ;
        /*00a8*/                   CSETP.SFT.AND P0, PT, CC, PT ;
        /*00b0*/                   I2I.S32.S32 RZ.CC, R5 ;
        /*00b8*/                   CSETP.SFT.AND P1, PT, CC, PT ;
        /*00c8*/                   IADD R8.CC, RZ, -R2.reuse ;
        /*00d0*/                   IADD.X R9, RZ, -R3.reuse ;
        /*00d8*/                   IADD R10.CC, RZ, -R4 ;
        /*00e8*/                   SEL R2, R8, R2, P0 ;
        /*00f0*/                   SEL R6, R9, R3, P0 ;
        /*00f8*/                   IADD.X R7, RZ, -R5 ;
        /*0108*/                   SEL R4, R10, R4, P1 ;
        /*0110*/                   LOP.XOR RZ.CC, R3, R5.reuse ;
        /*0118*/                   SEL R7, R7, R5, P1 ;
        /*0128*/                   XMAD R11, R2.reuse, R4.reuse, RZ ;
        /*0130*/                   XMAD R8, R2.reuse, R4.H1.reuse, RZ ;
        /*0138*/                   XMAD R9, R2.H1, R4.H1, RZ ;
        /*0148*/                   XMAD R10, R6.reuse, R4.H1.reuse, RZ ;
        /*0150*/                   XMAD R13, R6.H1.reuse, R4.H1.reuse, RZ ;
        /*0158*/                   XMAD R12, R6.reuse, R4.reuse, RZ ;
        /*0168*/                   XMAD.CHI R11, R2.H1.reuse, R4, R11 ;
        /*0170*/                   XMAD R16, R2, R7.reuse, RZ ;
        /*0178*/                   XMAD R17, R6, R7, RZ ;
        /*0188*/                   XMAD.MRG R19, R6.reuse, R7.H1.reuse, RZ ;
        /*0190*/                   XMAD R14, R2.reuse, R7.H1.reuse, RZ ;
        /*0198*/                   XMAD R15, R2.H1, R7.H1, RZ ;
        /*01a8*/                   IADD3.RS R8, R11, R8, R9 ;
        /*01b0*/                   XMAD R11, R6.reuse, R4.reuse, RZ ;
        /*01b8*/                   XMAD.MRG R9, R6, R4.H1, RZ ;
        /*01c8*/                   XMAD.CHI R16, R2.H1.reuse, R7.reuse, R16 ;
        /*01d0*/                   CSETP.SFT.AND P0, PT, CC, PT ;
        /*01d8*/                   XMAD.CHI R11, R6.H1.reuse, R4, R11 ;
        /*01e8*/                   XMAD.PSL.CBCC R3, R6.H1, R9.H1, R12 ;
        /*01f0*/                   IADD3.RS R9, R16, R14, R15 ;
        /*01f8*/                   XMAD.MRG R12, R2, R7.H1, RZ ;
        /*0208*/                   IADD3.RS R5, R11, R10, R13 ;
        /*0210*/                   XMAD R13, R6.reuse, R7.reuse, RZ ;
        /*0218*/                   XMAD.PSL.CBCC R10, R6.H1.reuse, R19.H1, R17 ;
        /*0228*/                   XMAD R11, R6, R7.H1.reuse, RZ ;
        /*0230*/                   IADD R8.CC, R8, R3 ;
        /*0238*/                   XMAD R3, R2, R7, RZ ;
        /*0248*/                   XMAD.CHI R13, R6.H1.reuse, R7.reuse, R13 ;
        /*0250*/                   XMAD R6, R6.H1, R7.H1, RZ ;
        /*0258*/                   XMAD R7, R2.reuse, R4, RZ ;
        /*0268*/                   IADD.X R5, RZ, R5 ;
        /*0270*/                   IADD R10.CC, R9, R10 ;
        /*0278*/                   XMAD.PSL.CBCC R3, R2.H1, R12.H1, R3 ;
        /*0288*/                   XMAD.MRG R4, R2.reuse, R4.H1, RZ ;
        /*0290*/                   IADD3.RS R6, R13, R11, R6 ;
        /*0298*/                   XMAD.PSL.CBCC R2, R2.H1, R4.H1, R7 ;
        /*02a8*/                   IADD.X R6, RZ, R6 ;
        /*02b0*/                   IADD R3.CC, R3, R8 ;
        /*02b8*/                   SHR R7, R0, 0x1d ;
        /*02c8*/                   IADD.X R5.CC, R5, R10 ;
        /*02d0*/                   LOP.PASS_B R3, RZ, ~R3 ;
        /*02d8*/                   IADD.X R6, RZ, R6 ;
        /*02e8*/                   IADD RZ.CC, RZ, -R2 ;
        /*02f0*/                   LOP.PASS_B R2, RZ, ~R5 ;
        /*02f8*/                   IADD.X RZ.CC, RZ, R3 ;
        /*0308*/                   LOP.PASS_B R3, RZ, ~R6.reuse ;
        /*0310*/                   IADD.X R2.CC, RZ, R2 ;
        /*0318*/                   IADD.X R3, RZ, R3 ;
        /*0328*/                   ISCADD R4.CC, R0, c[0x0][0x148], 0x3 ;
        /*0330*/                   SEL R2, R2, R5, P0 ;
        /*0338*/                   SEL R3, R3, R6, P0 ;
        /*0348*/                   IADD.X R5, R7, c[0x0][0x14c] ;
        /*0350*/                   STG.E.64 [R4], R2 ;
        /*0358*/                   EXIT ;
.L_x_48:
        /*0368*/                   BRA `(.L_x_48) ;
        /*0370*/                   NOP;
        /*0378*/                   NOP;
.L_x_134:
//--------------------- .text._Z10d_umulhi64PKyPy --------------------------
	.section	.text._Z10d_umulhi64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=21"
	.align	32
        .global         _Z10d_umulhi64PKyPy
        .type           _Z10d_umulhi64PKyPy,@function
        .size           _Z10d_umulhi64PKyPy,(.L_x_135 - _Z10d_umulhi64PKyPy)
        .other          _Z10d_umulhi64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10d_umulhi64PKyPy:
.text._Z10d_umulhi64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R6, R0.reuse, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R6, R0.H1, 0x3, R6 ;
        /*0058*/                   SHR R2, R6.reuse, 0x1d ;
        /*0068*/                   ISCADD R6.CC, R6, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R7, R2, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R2, [R6] ;
        /*0088*/                   LDG.E.64 R4, [R6+0x8] ;
        /*0090*/                   XMAD R9, R2, R4, RZ ;
        /*0098*/                   XMAD R13, R3.reuse, R4.reuse, RZ ;
        /*00a8*/                   XMAD R11, R3.reuse, R4.reuse, RZ ;
        /*00b0*/                   XMAD.MRG R12, R3, R4.H1.reuse, RZ ;
        /*00b8*/                   XMAD R8, R2.reuse, R4.H1.reuse, RZ ;
        /*00c8*/                   XMAD R10, R2.H1.reuse, R4.H1.reuse, RZ ;
        /*00d0*/                   XMAD.CHI R9, R2.H1, R4, R9 ;
        /*00d8*/                   XMAD R17, R2, R5.reuse, RZ ;
        /*00e8*/                   XMAD R14, R3.reuse, R4.H1.reuse, RZ ;
        /*00f0*/                   XMAD R15, R3.H1.reuse, R4.H1.reuse, RZ ;
        /*00f8*/                   XMAD R19, R3.reuse, R5.reuse, RZ ;
        /*0108*/                   XMAD.CHI R13, R3.H1.reuse, R4, R13 ;
        /*0110*/                   XMAD.MRG R20, R3, R5.H1, RZ ;
        /*0118*/                   XMAD.PSL.CBCC R6, R3.H1.reuse, R12.H1, R11 ;
        /*0128*/                   IADD3.RS R4, R9, R8, R10 ;
        /*0130*/                   XMAD R11, R3, R5.reuse, RZ ;
        /*0138*/                   XMAD R16, R2.reuse, R5.H1.reuse, RZ ;
        /*0148*/                   XMAD R18, R2.H1.reuse, R5.H1.reuse, RZ ;
        /*0150*/                   XMAD.CHI R17, R2.H1, R5, R17 ;
        /*0158*/                   XMAD.PSL.CBCC R9, R3.H1.reuse, R20.H1, R19 ;
        /*0168*/                   XMAD R10, R3.reuse, R5.H1.reuse, RZ ;
        /*0170*/                   XMAD R12, R3.H1.reuse, R5.H1.reuse, RZ ;
        /*0178*/                   IADD3.RS R7, R13, R14, R15 ;
        /*0188*/                   XMAD.CHI R3, R3.H1, R5, R11 ;
        /*0190*/                   IADD R4.CC, R4, R6 ;
        /*0198*/                   IADD3.RS R8, R17, R16, R18 ;
        /*01a8*/                   XMAD R11, R2.reuse, R5.reuse, RZ ;
        /*01b0*/                   XMAD.MRG R5, R2, R5.H1, RZ ;
        /*01b8*/                   IADD3.RS R3, R3, R10, R12 ;
        /*01c8*/                   IADD.X R7, RZ, R7 ;
        /*01d0*/                   IADD R8.CC, R8, R9 ;
        /*01d8*/                   XMAD.PSL.CBCC R2, R2.H1, R5.H1, R11 ;
        /*01e8*/                   SHR R5, R0, 0x1d ;
        /*01f0*/                   IADD.X R3, RZ, R3 ;
        /*01f8*/                   IADD RZ.CC, R2, R4 ;
        /*0208*/                   IADD.X R2.CC, R7, R8 ;
        /*0210*/                   IADD.X R3, RZ, R3 ;
        /*0218*/                   ISCADD R4.CC, R0, c[0x0][0x148], 0x3 ;
        /*0228*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*0230*/                   STG.E.64 [R4], R2 ;
        /*0238*/                   EXIT ;
.L_x_49:
        /*0248*/                   BRA `(.L_x_49) ;
        /*0250*/                   NOP;
        /*0258*/                   NOP;
        /*0268*/                   NOP;
        /*0270*/                   NOP;
        /*0278*/                   NOP;
.L_x_135:
//--------------------- .text._Z7d_mad64PKyPy     --------------------------
	.section	.text._Z7d_mad64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=20"
	.align	32
        .global         _Z7d_mad64PKyPy
        .type           _Z7d_mad64PKyPy,@function
        .size           _Z7d_mad64PKyPy,(.L_x_136 - _Z7d_mad64PKyPy)
        .other          _Z7d_mad64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_mad64PKyPy:
.text._Z7d_mad64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R6, R0.reuse, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R6, R0.H1, 0x3, R6 ;
        /*0058*/                   SHR R2, R6.reuse, 0x1d ;
        /*0068*/                   ISCADD R6.CC, R6, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R7, R2, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R4, [R6] ;
        /*0088*/                   LDG.E.64 R10, [R6+0x8] ;
        /*0090*/                   LDG.E.64 R2, [R6+0x10] ;
        /*0098*/                   DEPBAR.LE SB5, 0x1 ;
        /*00a8*/                   XMAD R13, R10, R4, RZ ;
        /*00b0*/                   XMAD R17, R4.reuse, R11.reuse, RZ ;
        /*00b8*/                   XMAD R9, R4.reuse, R10.reuse, RZ ;
        /*00c8*/                   XMAD.MRG R14, R4.reuse, R10.H1, RZ ;
        /*00d0*/                   XMAD.MRG R11, R4, R11.H1, RZ ;
        /*00d8*/                   XMAD R8, R10.reuse, R4.H1.reuse, RZ ;
        /*00e8*/                   XMAD R15, R10.H1, R4.H1, RZ ;
        /*00f0*/                   XMAD R18, R5.reuse, R10.reuse, RZ ;
        /*00f8*/                   XMAD.MRG R19, R5, R10.H1, RZ ;
        /*0108*/                   XMAD.CHI R13, R10.H1, R4, R13 ;
        /*0110*/                   XMAD.PSL.CBCC R7, R4.H1.reuse, R14.H1, R9 ;
        /*0118*/                   XMAD.PSL.CBCC R6, R4.H1, R11.H1, R17 ;
        /*0128*/                   SHR R10, R0, 0x1d ;
        /*0130*/                   ISCADD R4.CC, R0, c[0x0][0x148], 0x3 ;
        /*0138*/                   XMAD.PSL.CBCC R9, R5.H1, R19.H1, R18 ;
        /*0148*/                   IADD3.RS R0, R13, R8, R15 ;
        /*0150*/                   IADD.X R5, R10, c[0x0][0x14c] ;
        /*0158*/                   IADD R2.CC, R2, R7 ;
        /*0168*/                   IADD3 R0, R9, R0, R6 ;
        /*0170*/                   IADD.X R3, R3, R0 ;
        /*0178*/                   STG.E.64 [R4], R2 ;
        /*0188*/                   EXIT ;
.L_x_50:
        /*0190*/                   BRA `(.L_x_50) ;
        /*0198*/                   NOP;
        /*01a8*/                   NOP;
        /*01b0*/                   NOP;
        /*01b8*/                   NOP;
.L_x_136:
//--------------------- .text._Z7d_mul64PKyPy     --------------------------
	.section	.text._Z7d_mul64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=17"
	.align	32
        .global         _Z7d_mul64PKyPy
        .type           _Z7d_mul64PKyPy,@function
        .size           _Z7d_mul64PKyPy,(.L_x_137 - _Z7d_mul64PKyPy)
        .other          _Z7d_mul64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_mul64PKyPy:
.text._Z7d_mul64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R0.reuse, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R4, R0.H1, 0x3, R2 ;
        /*0058*/                   SHR R2, R4.reuse, 0x1d ;
        /*0068*/                   ISCADD R4.CC, R4, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R5, R2, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R2, [R4] ;
        /*0088*/                   LDG.E.64 R8, [R4+0x8] ;
        /*0090*/                   SHR R5, R0.reuse, 0x1d ;
        /*0098*/                   ISCADD R4.CC, R0, c[0x0][0x148], 0x3 ;
        /*00a8*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00b0*/                   XMAD R11, R8.reuse, R2.reuse, RZ ;
        /*00b8*/                   XMAD R13, R2.reuse, R9.reuse, RZ ;
        /*00c8*/                   XMAD.MRG R15, R2, R9.H1, RZ ;
        /*00d0*/                   XMAD R10, R8.reuse, R2.H1.reuse, RZ ;
        /*00d8*/                   XMAD R12, R8.H1, R2.H1, RZ ;
        /*00e8*/                   XMAD R9, R3.reuse, R8.reuse, RZ ;
        /*00f0*/                   XMAD.MRG R16, R3, R8.H1.reuse, RZ ;
        /*00f8*/                   XMAD.CHI R11, R8.H1, R2, R11 ;
        /*0108*/                   XMAD R7, R2.reuse, R8.reuse, RZ ;
        /*0110*/                   XMAD.MRG R8, R2.reuse, R8.H1, RZ ;
        /*0118*/                   XMAD.PSL.CBCC R6, R2.H1, R15.H1, R13 ;
        /*0128*/                   XMAD.PSL.CBCC R3, R3.H1, R16.H1, R9 ;
        /*0130*/                   IADD3.RS R0, R11, R10, R12 ;
        /*0138*/                   XMAD.PSL.CBCC R2, R2.H1, R8.H1, R7 ;
        /*0148*/                   IADD3 R3, R3, R0, R6 ;
        /*0150*/                   STG.E.64 [R4], R2 ;
        /*0158*/                   EXIT ;
.L_x_51:
        /*0168*/                   BRA `(.L_x_51) ;
        /*0170*/                   NOP;
        /*0178*/                   NOP;
.L_x_137:
//--------------------- .text._Z7d_sub64PKyPy     --------------------------
	.section	.text._Z7d_sub64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	32
        .global         _Z7d_sub64PKyPy
        .type           _Z7d_sub64PKyPy,@function
        .size           _Z7d_sub64PKyPy,(.L_x_138 - _Z7d_sub64PKyPy)
        .other          _Z7d_sub64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_sub64PKyPy:
.text._Z7d_sub64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R10, SR_CTAID.X ;
        /*0018*/                   S2R R0, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R10, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R0, R10, c[0x0] [0x8], R0 ;
        /*0038*/                   XMAD.PSL.CBCC R10, R10.H1, R3.H1, R0 ;
        /*0048*/                   XMAD R0, R10, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R10.H1, 0x3, R0 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1d ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R4, [R2] ;
        /*0088*/                   LDG.E.64 R6, [R2+0x8] ;
        /*0090*/                   SHR R0, R10.reuse, 0x1d ;
        /*0098*/                   ISCADD R10.CC, R10, c[0x0][0x148], 0x3 ;
        /*00a8*/                   IADD.X R11, R0, c[0x0][0x14c] ;
        /*00b0*/                   IADD R4.CC, R4, -R6 ;
        /*00b8*/                   IADD.X R5, R5, -R7 ;
        /*00c8*/                   STG.E.64 [R10], R4 ;
        /*00d0*/                   EXIT ;
.L_x_52:
        /*00d8*/                   BRA `(.L_x_52) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_138:
//--------------------- .text._Z7d_add64PKyPy     --------------------------
	.section	.text._Z7d_add64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	32
        .global         _Z7d_add64PKyPy
        .type           _Z7d_add64PKyPy,@function
        .size           _Z7d_add64PKyPy,(.L_x_139 - _Z7d_add64PKyPy)
        .other          _Z7d_add64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_add64PKyPy:
.text._Z7d_add64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R10, SR_CTAID.X ;
        /*0018*/                   S2R R0, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R10, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R0, R10, c[0x0] [0x8], R0 ;
        /*0038*/                   XMAD.PSL.CBCC R10, R10.H1, R3.H1, R0 ;
        /*0048*/                   XMAD R0, R10, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R10.H1, 0x3, R0 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1d ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x3 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E.64 R4, [R2] ;
        /*0088*/                   LDG.E.64 R6, [R2+0x8] ;
        /*0090*/                   SHR R0, R10.reuse, 0x1d ;
        /*0098*/                   ISCADD R10.CC, R10, c[0x0][0x148], 0x3 ;
        /*00a8*/                   IADD.X R11, R0, c[0x0][0x14c] ;
        /*00b0*/                   IADD R4.CC, R4, R6 ;
        /*00b8*/                   IADD.X R5, R5, R7 ;
        /*00c8*/                   STG.E.64 [R10], R4 ;
        /*00d0*/                   EXIT ;
.L_x_53:
        /*00d8*/                   BRA `(.L_x_53) ;
        /*00e8*/                   NOP;
        /*00f0*/                   NOP;
        /*00f8*/                   NOP;
.L_x_139:
//--------------------- .text._Z8d_sdiv64PKyPy    --------------------------
	.section	.text._Z8d_sdiv64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=23"
	.align	32
        .global         _Z8d_sdiv64PKyPy
        .type           _Z8d_sdiv64PKyPy,@function
        .size           _Z8d_sdiv64PKyPy,(.L_x_83 - _Z8d_sdiv64PKyPy)
        .other          _Z8d_sdiv64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_sdiv64PKyPy:
.text._Z8d_sdiv64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/         {         XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   SSY `(.L_x_54)         }
        /*0038*/                   XMAD R2, R0, c[0x0] [0x8], R2 ;
        /*0048*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0050*/                   XMAD R2, R0, 0x3, RZ ;
        /*0058*/                   XMAD.PSL R4, R0.H1, 0x3, R2 ;
        /*0068*/                   SHR R2, R4.reuse, 0x1d ;
        /*0070*/                   ISCADD R4.CC, R4, c[0x0][0x140], 0x3 ;
        /*0078*/                   IADD.X R5, R2, c[0x0][0x144] ;
        /*0088*/                   LDG.E.64 R8, [R4+0x8] ;
        /*0090*/                   LDG.E.64 R2, [R4] ;
        /*0098*/                   LOP.OR R6, R3, R9 ;
        /*00a8*/                   ISETP.NE.U32.AND P0, PT, R6, RZ, PT ;
        /*00b0*/              @!P0 BRA `(.L_x_55) ;
        /*00b8*/                   CAL `($_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64) ;
.L_x_71:
        /*00c8*/                   SYNC                                                (*"BRANCH_TARGETS .L_x_54"*);
.L_x_55:
        /*00d0*/         {         ISETP.EQ.U32.AND P2, PT, R8, RZ, PT ;
        /*00d8*/                   I2F.F32.U32.RP R3, R8         }
        /*00e8*/                   MUFU.RCP R3, R3 ;
        /*00f0*/                   IADD32I R4, R3, 0xffffffe ;
        /*00f8*/                   F2I.FTZ.U32.F32.TRUNC R5, R4 ;
        /*0108*/                   XMAD R6, R5.reuse, R8.reuse, RZ ;
        /*0110*/                   XMAD.MRG R7, R5.reuse, R8.H1, RZ ;
        /*0118*/                   XMAD.PSL.CBCC R6, R5.H1, R7.H1, R6 ;
        /*0128*/                   IADD R11, -R6, RZ ;
        /*0130*/                   XMAD R6, R5.reuse, R11.reuse, RZ ;
        /*0138*/                   XMAD R7, R5.reuse, R11.H1.reuse, RZ ;
        /*0148*/                   XMAD R9, R5.H1.reuse, R11.H1.reuse, R5 ;
        /*0150*/                   XMAD.CHI R6, R5.H1, R11, R6 ;
        /*0158*/                   IADD3.RS R3, R6, R7, R9 ;
        /*0168*/                   XMAD R5, R3, R2, RZ ;
        /*0170*/                   XMAD R4, R3.reuse, R2.H1.reuse, RZ ;
        /*0178*/                   XMAD R6, R3.H1.reuse, R2.H1.reuse, RZ ;
        /*0188*/                   XMAD.CHI R5, R3.H1, R2, R5 ;
        /*0190*/                   IADD3.RS R4, R5, R4, R6 ;
        /*0198*/                   IADD R3, -R4, RZ ;
        /*01a8*/                   XMAD R2, R3.reuse, R8.reuse, R2 ;
        /*01b0*/                   XMAD.MRG R5, R3, R8.H1, RZ ;
        /*01b8*/                   XMAD.PSL.CBCC R2, R3.H1, R5.H1, R2 ;
        /*01c8*/                   MOV R3, RZ ;
        /*01d0*/                   ISETP.GE.U32.AND P0, PT, R2, R8, PT ;
        /*01d8*/               @P0 IADD R2, -R8, R2 ;
        /*01e8*/               @P0 IADD32I R4, R4, 0x1 ;
        /*01f0*/                   ISETP.GE.U32.AND P1, PT, R2, R8, PT ;
        /*01f8*/               @P1 IADD32I R4, R4, 0x1 ;
        /*0208*/               @P2 LOP.PASS_B R4, RZ, ~R8 ;
.L_x_73:
        /*0210*/         {         MOV R2, R4 ;
        /*0218*/                   SYNC                                                (*"BRANCH_TARGETS .L_x_54"*)        }
.L_x_54:
        /*0228*/                   SHR R5, R0.reuse, 0x1d ;
        /*0230*/                   ISCADD R4.CC, R0, c[0x0][0x148], 0x3 ;
        /*0238*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*0248*/                   STG.E.64 [R4], R2 ;
        /*0250*/                   EXIT ;
        .weak           $_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64
        .type           $_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64,@function
        .size           $_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64,(.L_x_83 - $_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64)
$_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64:
        /*0258*/                   IADD R6.CC, RZ, -R8.reuse ;
        /*0268*/                   IADD.X R7, RZ, -R9.reuse ;
        /*0270*/                   ICMP.LT R4, R6, R8, R9.reuse ;
        /*0278*/                   ICMP.LT R5, R7, R9, R9 ;
        /*0288*/                   I2F.F32.U64.RP R10, R4 ;
        /*0290*/                   MUFU.RCP R10, R10 ;
        /*0298*/                   IADD32I R6, R10, 0x1ffffffe ;
        /*02a8*/                   F2I.U64.F32.TRUNC R6, R6 ;
        /*02b0*/                   XMAD R15, R6.reuse, R4.reuse, RZ ;
        /*02b8*/                   XMAD R11, R6.reuse, R4.H1.reuse, RZ ;
        /*02c8*/                   XMAD R12, R6.H1.reuse, R4.H1.reuse, RZ ;
        /*02d0*/                   XMAD.CHI R13, R6.H1.reuse, R4, R15 ;
        /*02d8*/                   IADD3.RS R11, R13, R11, R12 ;
        /*02e8*/                   XMAD.MRG R13, R6, R5.H1, RZ ;
        /*02f0*/                   XMAD.MRG R12, R6.reuse, R4.H1.reuse, RZ ;
        /*02f8*/                   XMAD R11, R6.reuse, R5, R11 ;
        /*0308*/                   XMAD.PSL.CBCC R13, R6.H1.reuse, R13.H1, R11 ;
        /*0310*/                   XMAD.PSL.CBCC R11, R6.H1, R12.H1, R15 ;
        /*0318*/                   XMAD.MRG R15, R7.reuse, R4.H1.reuse, RZ ;
        /*0328*/                   XMAD R12, R7, R4, R13 ;
        /*0330*/                   IADD R11.CC, RZ, -R11 ;
        /*0338*/                   XMAD.PSL.CBCC R12, R7.H1.reuse, R15.H1, R12 ;
        /*0348*/                   XMAD R13, R6.reuse, R11.reuse, RZ ;
        /*0350*/                   XMAD R10, R6.reuse, R11.H1.reuse, RZ ;
        /*0358*/                   XMAD R15, R6.H1, R11.H1.reuse, RZ ;
        /*0368*/                   XMAD.MRG R21, R7, R11.H1, RZ ;
        /*0370*/                   IADD.X R12, RZ, -R12 ;
        /*0378*/                   XMAD.CHI R13, R6.H1.reuse, R11, R13 ;
        /*0388*/                   XMAD R17, R6.reuse, R12.reuse, RZ ;
        /*0390*/                   XMAD.MRG R16, R6.reuse, R12.H1.reuse, RZ ;
        /*0398*/                   IADD3.RS R10, R13, R10, R15 ;
        /*03a8*/                   XMAD R14, R6, R12.H1, RZ ;
        /*03b0*/                   XMAD R15, R6.H1.reuse, R12.H1.reuse, RZ ;
        /*03b8*/                   XMAD R13, R7.reuse, R12.reuse, RZ ;
        /*03c8*/                   XMAD.CHI R20, R6.H1.reuse, R12.reuse, R17.reuse ;
        /*03d0*/                   XMAD.PSL.CBCC R16, R6.H1, R16.H1, R17 ;
        /*03d8*/                   XMAD R17, R7.reuse, R12.H1.reuse, RZ ;
        /*03e8*/                   XMAD R18, R7.H1, R12.H1, RZ ;
        /*03f0*/                   XMAD.CHI R19, R7.H1.reuse, R12, R13 ;
        /*03f8*/                   IADD3.RS R15, R20, R14, R15 ;
        /*0408*/                   XMAD R20, R7.reuse, R11.reuse, RZ ;
        /*0410*/                   IADD R10.CC, R10, R16 ;
        /*0418*/                   XMAD R14, R7.reuse, R11.H1.reuse, RZ ;
        /*0428*/                   XMAD R16, R7.H1, R11.H1, RZ ;
        /*0430*/                   IADD3.RS R17, R19, R17, R18 ;
        /*0438*/                   XMAD.MRG R12, R7.reuse, R12.H1, RZ ;
        /*0448*/                   XMAD.CHI R11, R7.H1.reuse, R11, R20.reuse ;
        /*0450*/                   IADD.X R6.CC, R6, R15 ;
        /*0458*/                   XMAD.PSL.CBCC R21, R7.H1.reuse, R21.H1, R20 ;
        /*0468*/                   XMAD.PSL.CBCC R12, R7.H1, R12.H1, R13 ;
        /*0470*/                   IADD3.RS R16, R11, R14, R16 ;
        /*0478*/                   IADD.X R11, R7, R17 ;
        /*0488*/                   IADD RZ.CC, R10, R21 ;
        /*0490*/                   IADD.X R6.CC, R6, R16 ;
        /*0498*/                   IADD.X R7, RZ, R11 ;
        /*04a8*/                   IADD R6.CC, R6, R12 ;
        /*04b0*/                   XMAD R13, R6.reuse, R4.reuse, RZ ;
        /*04b8*/                   XMAD R11, R6.reuse, R4.H1.reuse, RZ ;
        /*04c8*/                   XMAD R10, R6.H1.reuse, R4.H1.reuse, RZ ;
        /*04d0*/                   XMAD.MRG R16, R6.reuse, R5.H1, RZ ;
        /*04d8*/                   IADD.X R7, RZ, R7 ;
        /*04e8*/                   XMAD.CHI R12, R6.H1, R4, R13 ;
        /*04f0*/                   IADD3.RS R11, R12, R11, R10 ;
        /*04f8*/                   XMAD.MRG R12, R6.reuse, R4.H1.reuse, RZ ;
        /*0508*/                   XMAD R11, R6.reuse, R5, R11 ;
        /*0510*/                   XMAD.PSL.CBCC R12, R6.H1.reuse, R12.H1, R13 ;
        /*0518*/                   XMAD.MRG R13, R7, R4.H1, RZ ;
        /*0528*/                   XMAD.PSL.CBCC R10, R6.H1, R16.H1, R11 ;
        /*0530*/                   IADD R12.CC, RZ, -R12 ;
        /*0538*/                   XMAD R10, R7.reuse, R4, R10 ;
        /*0548*/                   XMAD R11, R6.reuse, R12.reuse, RZ ;
        /*0550*/                   XMAD R15, R6.H1.reuse, R12.H1.reuse, RZ ;
        /*0558*/                   XMAD R22, R7.reuse, R12.reuse, RZ ;
        /*0568*/                   XMAD.PSL.CBCC R13, R7.H1, R13.H1, R10 ;
        /*0570*/                   XMAD R10, R6, R12.H1, RZ ;
        /*0578*/                   XMAD.CHI R16, R6.H1.reuse, R12, R11 ;
        /*0588*/                   IADD.X R13, RZ, -R13 ;
        /*0590*/                   IADD3.RS R11, R16, R10, R15 ;
        /*0598*/                   IADD R16.CC, RZ, -R2 ;
        /*05a8*/                   XMAD R19, R6.reuse, R13.reuse, RZ ;
        /*05b0*/                   XMAD.MRG R17, R6, R13.H1, RZ ;
        /*05b8*/                   XMAD R14, R6.reuse, R13.H1.reuse, RZ ;
        /*05c8*/                   XMAD R15, R6.H1.reuse, R13.H1.reuse, RZ ;
        /*05d0*/                   XMAD R10, R7.reuse, R13.reuse, RZ ;
        /*05d8*/                   XMAD R18, R7, R13.H1.reuse, RZ ;
        /*05e8*/                   XMAD.CHI R20, R6.H1.reuse, R13, R19.reuse ;
        /*05f0*/                   XMAD.PSL.CBCC R17, R6.H1, R17.H1, R19 ;
        /*05f8*/                   XMAD R19, R7.H1.reuse, R13.H1.reuse, RZ ;
        /*0608*/                   ICMP.LT R16, R16, R2, R3 ;
        /*0610*/                   XMAD.CHI R21, R7.H1.reuse, R13.reuse, R10 ;
        /*0618*/                   XMAD.MRG R13, R7, R13.H1, RZ ;
        /*0628*/                   IADD3.RS R15, R20, R14, R15 ;
        /*0630*/                   IADD.X R14, RZ, -R3 ;
        /*0638*/                   IADD R11.CC, R11, R17 ;
        /*0648*/                   XMAD.MRG R17, R7.reuse, R12.H1.reuse, RZ ;
        /*0650*/                   IADD3.RS R18, R21, R18, R19 ;
        /*0658*/                   XMAD R19, R7.reuse, R12.H1.reuse, RZ ;
        /*0668*/                   XMAD R20, R7.H1.reuse, R12.H1.reuse, RZ ;
        /*0670*/                   XMAD.CHI R21, R7.H1, R12, R22 ;
        /*0678*/                   IADD.X R6.CC, R6, R15 ;
        /*0688*/                   XMAD.PSL.CBCC R17, R7.H1.reuse, R17.H1, R22 ;
        /*0690*/                   ICMP.LT R14, R14, R3.reuse, R3 ;
        /*0698*/                   LOP.XOR R3, R9, R3 ;
        /*06a8*/                   IADD3.RS R19, R21, R19, R20 ;
        /*06b0*/                   IADD.X R12, R7, R18 ;
        /*06b8*/                   IADD RZ.CC, R11, R17 ;
        /*06c8*/                   XMAD.PSL.CBCC R11, R7.H1, R13.H1, R10 ;
        /*06d0*/                   IADD.X R6.CC, R6, R19 ;
        /*06d8*/                   IADD.X R7, RZ, R12 ;
        /*06e8*/                   IADD R11.CC, R6, R11 ;
        /*06f0*/                   XMAD R2, R11, R16, RZ ;
        /*06f8*/                   XMAD R6, R11.reuse, R16.H1.reuse, RZ ;
        /*0708*/                   XMAD R12, R11.H1.reuse, R16.H1.reuse, RZ ;
        /*0710*/                   XMAD R17, R11.reuse, R14.reuse, RZ ;
        /*0718*/                   XMAD.MRG R10, R11.reuse, R14.H1, RZ ;
        /*0728*/                   IADD.X R7, RZ, R7 ;
        /*0730*/                   XMAD.CHI R13, R11.H1, R16, R2 ;
        /*0738*/                   XMAD R15, R7, R16.H1, RZ ;
        /*0748*/                   IADD3.RS R2, R13, R6, R12 ;
        /*0750*/                   XMAD.PSL.CBCC R12, R11.H1.reuse, R10.H1, R17.reuse ;
        /*0758*/                   XMAD R6, R11.reuse, R14.H1.reuse, RZ ;
        /*0768*/                   XMAD.CHI R17, R11.H1.reuse, R14.reuse, R17 ;
        /*0770*/                   XMAD R11, R11.H1, R14.H1, RZ ;
        /*0778*/                   XMAD R10, R7, R16, RZ ;
        /*0788*/                   XMAD.MRG R13, R7.reuse, R16.H1.reuse, RZ ;
        /*0790*/                   IADD R2.CC, R2, R12 ;
        /*0798*/                   XMAD R18, R7.H1.reuse, R16.H1.reuse, RZ ;
        /*07a8*/                   IADD3.RS R6, R17, R6, R11 ;
        /*07b0*/                   XMAD.CHI R20, R7.H1.reuse, R16, R10 ;
        /*07b8*/                   XMAD R17, R7, R14, RZ ;
        /*07c8*/                   XMAD.PSL.CBCC R13, R7.H1.reuse, R13.H1, R10 ;
        /*07d0*/                   XMAD R10, R7.reuse, R14.H1.reuse, RZ ;
        /*07d8*/                   XMAD R11, R7.H1.reuse, R14.H1.reuse, RZ ;
        /*07e8*/                   IADD.X R6, RZ, R6 ;
        /*07f0*/                   IADD3.RS R15, R20, R15, R18 ;
        /*07f8*/                   XMAD.CHI R12, R7.H1, R14, R17 ;
        /*0808*/                   IADD RZ.CC, R2, R13 ;
        /*0810*/                   XMAD.MRG R18, R7.reuse, R14.H1, RZ ;
        /*0818*/                   IADD3.RS R10, R12, R10, R11 ;
        /*0828*/                   IADD.X R2.CC, R6, R15 ;
        /*0830*/                   XMAD.PSL.CBCC R7, R7.H1, R18.H1, R17 ;
        /*0838*/                   IADD.X R6, RZ, R10 ;
        /*0848*/                   IADD R2.CC, R2, R7 ;
        /*0850*/                   XMAD R13, R2.reuse, R4.reuse, RZ ;
        /*0858*/                   XMAD R7, R2.reuse, R4.H1.reuse, RZ ;
        /*0868*/                   XMAD R10, R2.H1.reuse, R4.H1.reuse, RZ ;
        /*0870*/                   IADD.X R6, RZ, R6 ;
        /*0878*/                   XMAD.CHI R12, R2.H1, R4, R13 ;
        /*0888*/                   IADD3.RS R7, R12, R7, R10 ;
        /*0890*/                   XMAD.MRG R12, R2, R5.H1, RZ ;
        /*0898*/                   XMAD R11, R2.reuse, R5, R7 ;
        /*08a8*/                   XMAD.MRG R7, R2.reuse, R4.H1.reuse, RZ ;
        /*08b0*/                   XMAD.PSL.CBCC R11, R2.H1.reuse, R12.H1, R11 ;
        /*08b8*/                   XMAD.PSL.CBCC R7, R2.H1, R7.H1, R13 ;
        /*08c8*/                   XMAD.MRG R12, R6, R4.H1, RZ ;
        /*08d0*/                   XMAD R11, R6.reuse, R4.reuse, R11 ;
        /*08d8*/                   IADD R15.CC, -R7, R16 ;
        /*08e8*/                   XMAD.PSL.CBCC R7, R6.H1, R12.H1, R11 ;
        /*08f0*/                   IADD.X R14, -R7, R14 ;
        /*08f8*/                   IADD RZ.CC, R15, -R4 ;
        /*0908*/                   ISETP.GE.U32.X.AND P0, PT, R14, R5, PT ;
        /*0910*/                   IADD R10.CC, R15, -R4 ;
        /*0918*/                   IADD.X R13, R14, -R5 ;
        /*0928*/                   IADD32I R7.CC, R2, 0x1 ;
        /*0930*/                   SEL R10, R10, R15, P0 ;
        /*0938*/                   IADD.X R11, RZ, R6 ;
        /*0948*/                   SEL R13, R13, R14, P0 ;
        /*0950*/                   SEL R7, R7, R2, P0 ;
        /*0958*/                   IADD RZ.CC, R10, -R4 ;
        /*0968*/                   SEL R6, R11, R6, P0 ;
        /*0970*/                   ISETP.GE.U32.X.AND P1, PT, R13, R5, PT ;
        /*0978*/                   IADD32I R2.CC, R7, 0x1 ;
        /*0988*/                   IADD.X R4, RZ, R6 ;
        /*0990*/                   IADD RZ.CC, -RZ, R8 ;
        /*0998*/                   SEL R2, R2, R7, P1 ;
        /*09a8*/                   ISETP.NE.X.AND P0, PT, R9, RZ, PT ;
        /*09b0*/                   SEL R4, R4, R6, P1 ;
        /*09b8*/                   IADD R5.CC, RZ, -R2 ;
        /*09c8*/                   IADD.X R6, RZ, -R4 ;
        /*09d0*/                   ICMP.LT R2, R5, R2, R3.reuse ;
        /*09d8*/                   ICMP.LT R3, R6, R4, R3 ;
        /*09e8*/                   SEL R2, R2, -0x1, P0 ;
        /*09f0*/         {         SEL R3, R3, -0x1, P0 ;
        /*09f8*/                   RET         }
.L_x_56:
        /*0a08*/                   BRA `(.L_x_56) ;
        /*0a10*/                   NOP;
        /*0a18*/                   NOP;
        /*0a28*/                   NOP;
        /*0a30*/                   NOP;
        /*0a38*/                   NOP;
.L_x_83:
//--------------------- .text._Z8d_urem64PKyPy    --------------------------
	.section	.text._Z8d_urem64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=20"
	.align	32
        .global         _Z8d_urem64PKyPy
        .type           _Z8d_urem64PKyPy,@function
        .size           _Z8d_urem64PKyPy,(.L_x_84 - _Z8d_urem64PKyPy)
        .other          _Z8d_urem64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_urem64PKyPy:
.text._Z8d_urem64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/         {         XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   SSY `(.L_x_57)         }
        /*0038*/                   XMAD R2, R0, c[0x0] [0x8], R2 ;
        /*0048*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0050*/                   XMAD R6, R0, 0x3, RZ ;
        /*0058*/                   XMAD.PSL R6, R0.H1, 0x3, R6 ;
        /*0068*/                   SHR R2, R6.reuse, 0x1d ;
        /*0070*/                   ISCADD R6.CC, R6, c[0x0][0x140], 0x3 ;
        /*0078*/                   IADD.X R7, R2, c[0x0][0x144] ;
        /*0088*/                   LDG.E.64 R2, [R6+0x8] ;
        /*0090*/                   LDG.E.64 R4, [R6] ;
        /*0098*/                   LOP.OR R8, R5, R3 ;
        /*00a8*/                   ISETP.NE.U32.AND P0, PT, R8, RZ, PT ;
        /*00b0*/              @!P0 BRA `(.L_x_58) ;
        /*00b8*/                   CAL `($_Z8d_urem64PKyPy$__cuda_sm20_rem_u64) ;
.L_x_75:
        /*00c8*/                   SYNC                                                (*"BRANCH_TARGETS .L_x_57"*);
.L_x_58:
        /*00d0*/         {         ISETP.EQ.U32.AND P1, PT, R2, RZ, PT ;
        /*00d8*/                   I2F.F32.U32.RP R3, R2         }
        /*00e8*/                   MUFU.RCP R3, R3 ;
        /*00f0*/                   IADD32I R5, R3, 0xffffffe ;
        /*00f8*/                   F2I.FTZ.U32.F32.TRUNC R5, R5 ;
        /*0108*/                   XMAD R6, R5.reuse, R2.reuse, RZ ;
        /*0110*/                   XMAD.MRG R7, R5.reuse, R2.H1, RZ ;
        /*0118*/                   XMAD.PSL.CBCC R6, R5.H1, R7.H1, R6 ;
        /*0128*/                   IADD R11, -R6, RZ ;
        /*0130*/                   XMAD R6, R5.reuse, R11.reuse, RZ ;
        /*0138*/                   XMAD R7, R5.reuse, R11.H1.reuse, RZ ;
        /*0148*/                   XMAD R8, R5.H1.reuse, R11.H1.reuse, R5 ;
        /*0150*/                   XMAD.CHI R6, R5.H1, R11, R6 ;
        /*0158*/                   IADD3.RS R3, R6, R7, R8 ;
        /*0168*/                   XMAD R6, R3, R4, RZ ;
        /*0170*/                   XMAD R5, R3.reuse, R4.H1.reuse, RZ ;
        /*0178*/                   XMAD R7, R3.H1.reuse, R4.H1.reuse, RZ ;
        /*0188*/                   XMAD.CHI R6, R3.H1, R4, R6 ;
        /*0190*/                   IADD3.RS R3, R6, R5, R7 ;
        /*0198*/                   IADD R3, -R3, RZ ;
        /*01a8*/                   XMAD R4, R3.reuse, R2.reuse, R4 ;
        /*01b0*/                   XMAD.MRG R5, R3, R2.H1, RZ ;
        /*01b8*/                   XMAD.PSL.CBCC R4, R3.H1, R5.H1, R4 ;
        /*01c8*/                   MOV R3, RZ ;
        /*01d0*/                   ISETP.GE.U32.AND P0, PT, R4, R2, PT ;
        /*01d8*/               @P0 IADD R4, -R2, R4 ;
        /*01e8*/                   ISETP.GE.U32.AND P0, PT, R4, R2, PT ;
        /*01f0*/               @P0 IADD R4, -R2, R4 ;
        /*01f8*/               @P1 LOP.PASS_B R4, RZ, ~R2 ;
.L_x_77:
        /*0208*/         {         MOV R2, R4 ;
        /*0210*/                   SYNC                                                (*"BRANCH_TARGETS .L_x_57"*)        }
.L_x_57:
        /*0218*/                   SHR R5, R0.reuse, 0x1d ;
        /*0228*/                   ISCADD R4.CC, R0, c[0x0][0x148], 0x3 ;
        /*0230*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*0238*/                   STG.E.64 [R4], R2 ;
        /*0248*/                   EXIT ;
        .weak           $_Z8d_urem64PKyPy$__cuda_sm20_rem_u64
        .type           $_Z8d_urem64PKyPy$__cuda_sm20_rem_u64,@function
        .size           $_Z8d_urem64PKyPy$__cuda_sm20_rem_u64,(.L_x_84 - $_Z8d_urem64PKyPy$__cuda_sm20_rem_u64)
$_Z8d_urem64PKyPy$__cuda_sm20_rem_u64:
        /*0250*/                   I2F.F32.U64.RP R6, R2 ;
        /*0258*/                   MUFU.RCP R6, R6 ;
        /*0268*/                   IADD32I R8, R6, 0x1ffffffe ;
        /*0270*/                   F2I.U64.F32.TRUNC R8, R8 ;
        /*0278*/                   XMAD R11, R8.reuse, R2.reuse, RZ ;
        /*0288*/                   XMAD R10, R8.reuse, R2.H1.reuse, RZ ;
        /*0290*/                   XMAD R7, R8.H1.reuse, R2.H1, RZ ;
        /*0298*/                   XMAD.MRG R13, R8, R3.H1, RZ ;
        /*02a8*/                   XMAD.CHI R12, R8.H1.reuse, R2.reuse, R11.reuse ;
        /*02b0*/                   IADD3.RS R10, R12, R10, R7 ;
        /*02b8*/                   XMAD R7, R8.reuse, R3, R10 ;
        /*02c8*/                   XMAD.MRG R10, R8.reuse, R2.H1, RZ ;
        /*02d0*/                   XMAD.PSL.CBCC R7, R8.H1.reuse, R13.H1, R7 ;
        /*02d8*/                   XMAD.PSL.CBCC R6, R8.H1, R10.H1, R11 ;
        /*02e8*/                   XMAD.MRG R10, R9.reuse, R2.H1.reuse, RZ ;
        /*02f0*/                   XMAD R7, R9.reuse, R2, R7 ;
        /*02f8*/                   IADD R6.CC, RZ, -R6 ;
        /*0308*/                   XMAD.PSL.CBCC R7, R9.H1, R10.H1, R7 ;
        /*0310*/                   XMAD R11, R8.reuse, R6.reuse, RZ ;
        /*0318*/                   XMAD R10, R8, R6.H1, RZ ;
        /*0328*/                   XMAD R12, R8.H1.reuse, R6.H1.reuse, RZ ;
        /*0330*/                   IADD.X R7, RZ, -R7 ;
        /*0338*/                   XMAD.CHI R11, R8.H1.reuse, R6, R11 ;
        /*0348*/                   XMAD R13, R8.reuse, R7.reuse, RZ ;
        /*0350*/                   XMAD.MRG R14, R8, R7.H1, RZ ;
        /*0358*/                   IADD3.RS R11, R11, R10, R12 ;
        /*0368*/                   XMAD R12, R8.reuse, R7.H1.reuse, RZ ;
        /*0370*/                   XMAD R10, R9.reuse, R7.reuse, RZ ;
        /*0378*/                   XMAD R15, R8.H1.reuse, R7.H1.reuse, RZ ;
        /*0388*/                   XMAD.CHI R17, R8.H1.reuse, R7.reuse, R13.reuse ;
        /*0390*/                   XMAD.PSL.CBCC R14, R8.H1, R14.H1, R13 ;
        /*0398*/                   XMAD R13, R9, R7.H1, RZ ;
        /*03a8*/                   XMAD R16, R9.H1.reuse, R7.H1.reuse, RZ ;
        /*03b0*/                   XMAD.CHI R18, R9.H1.reuse, R7.reuse, R10 ;
        /*03b8*/                   XMAD.MRG R7, R9.reuse, R7.H1, RZ ;
        /*03c8*/                   IADD3.RS R15, R17, R12, R15 ;
        /*03d0*/                   XMAD R17, R9, R6, RZ ;
        /*03d8*/                   IADD R11.CC, R11, R14 ;
        /*03e8*/                   XMAD.MRG R14, R9.reuse, R6.H1.reuse, RZ ;
        /*03f0*/                   IADD3.RS R13, R18, R13, R16 ;
        /*03f8*/                   XMAD R12, R9.reuse, R6.H1.reuse, RZ ;
        /*0408*/                   XMAD R18, R9.H1.reuse, R6.H1.reuse, RZ ;
        /*0410*/                   XMAD.CHI R19, R9.H1, R6, R17 ;
        /*0418*/                   IADD.X R6.CC, R8, R15 ;
        /*0428*/                   XMAD.PSL.CBCC R14, R9.H1.reuse, R14.H1, R17 ;
        /*0430*/                   IADD3.RS R12, R19, R12, R18 ;
        /*0438*/                   IADD.X R8, R9.reuse, R13 ;
        /*0448*/                   IADD RZ.CC, R11, R14 ;
        /*0450*/                   XMAD.PSL.CBCC R9, R9.H1, R7.H1, R10 ;
        /*0458*/                   IADD.X R6.CC, R6, R12 ;
        /*0468*/                   IADD.X R7, RZ, R8 ;
        /*0470*/                   IADD R8.CC, R6, R9 ;
        /*0478*/                   XMAD R11, R8.reuse, R2.reuse, RZ ;
        /*0488*/                   XMAD R6, R8.reuse, R2.H1.reuse, RZ ;
        /*0490*/                   XMAD R9, R8.H1.reuse, R2.H1, RZ ;
        /*0498*/                   XMAD.MRG R10, R8, R3.H1, RZ ;
        /*04a8*/                   IADD.X R7, RZ, R7 ;
        /*04b0*/                   XMAD.CHI R12, R8.H1, R2, R11 ;
        /*04b8*/                   IADD3.RS R6, R12, R6, R9 ;
        /*04c8*/                   XMAD R9, R8.reuse, R3, R6 ;
        /*04d0*/                   XMAD.MRG R6, R8.reuse, R2.H1, RZ ;
        /*04d8*/                   XMAD.PSL.CBCC R9, R8.H1.reuse, R10.H1, R9 ;
        /*04e8*/                   XMAD.PSL.CBCC R6, R8.H1, R6.H1, R11 ;
        /*04f0*/                   XMAD.MRG R10, R7.reuse, R2.H1.reuse, RZ ;
        /*04f8*/                   XMAD R9, R7.reuse, R2, R9 ;
        /*0508*/                   IADD R6.CC, RZ, -R6 ;
        /*0510*/                   XMAD.PSL.CBCC R9, R7.H1, R10.H1, R9 ;
        /*0518*/                   XMAD R11, R8.reuse, R6.reuse, RZ ;
        /*0528*/                   XMAD R10, R8, R6.H1, RZ ;
        /*0530*/                   XMAD R12, R8.H1.reuse, R6.H1.reuse, RZ ;
        /*0538*/                   IADD.X R9, RZ, -R9 ;
        /*0548*/                   XMAD.CHI R11, R8.H1.reuse, R6, R11 ;
        /*0550*/                   XMAD R14, R8.reuse, R9.reuse, RZ ;
        /*0558*/                   XMAD.MRG R13, R8, R9.H1, RZ ;
        /*0568*/                   IADD3.RS R11, R11, R10, R12 ;
        /*0570*/                   XMAD R10, R7.reuse, R9.reuse, RZ ;
        /*0578*/                   XMAD R12, R8.reuse, R9.H1.reuse, RZ ;
        /*0588*/                   XMAD R15, R8.H1.reuse, R9.H1.reuse, RZ ;
        /*0590*/                   XMAD.CHI R17, R8.H1.reuse, R9.reuse, R14.reuse ;
        /*0598*/                   XMAD.PSL.CBCC R13, R8.H1, R13.H1, R14 ;
        /*05a8*/                   XMAD R14, R7, R9.H1, RZ ;
        /*05b0*/                   XMAD R16, R7.H1.reuse, R9.H1.reuse, RZ ;
        /*05b8*/                   XMAD.CHI R19, R7.H1.reuse, R9.reuse, R10 ;
        /*05c8*/                   XMAD.MRG R9, R7.reuse, R9.H1, RZ ;
        /*05d0*/                   IADD3.RS R15, R17, R12, R15 ;
        /*05d8*/                   XMAD R12, R7, R6, RZ ;
        /*05e8*/                   IADD R11.CC, R11, R13 ;
        /*05f0*/                   XMAD.MRG R13, R7.reuse, R6.H1.reuse, RZ ;
        /*05f8*/                   IADD3.RS R14, R19, R14, R16 ;
        /*0608*/                   XMAD R16, R7.reuse, R6.H1.reuse, RZ ;
        /*0610*/                   XMAD R17, R7.H1.reuse, R6.H1.reuse, RZ ;
        /*0618*/                   XMAD.CHI R6, R7.H1, R6, R12 ;
        /*0628*/                   IADD.X R8.CC, R8, R15 ;
        /*0630*/                   XMAD.PSL.CBCC R13, R7.H1.reuse, R13.H1, R12 ;
        /*0638*/                   IADD3.RS R17, R6, R16, R17 ;
        /*0648*/                   IADD.X R6, R7.reuse, R14 ;
        /*0650*/                   IADD RZ.CC, R11, R13 ;
        /*0658*/                   XMAD.PSL.CBCC R7, R7.H1, R9.H1, R10 ;
        /*0668*/                   IADD.X R8.CC, R8, R17 ;
        /*0670*/                   IADD.X R6, RZ, R6 ;
        /*0678*/                   IADD R7.CC, R8, R7 ;
        /*0688*/                   XMAD R9, R7.reuse, R4.reuse, RZ ;
        /*0690*/                   XMAD R8, R7.reuse, R4.H1.reuse, RZ ;
        /*0698*/                   XMAD R10, R7.H1.reuse, R4.H1, RZ ;
        /*06a8*/                   XMAD R12, R7, R5, RZ ;
        /*06b0*/                   XMAD.MRG R13, R7.reuse, R5.H1.reuse, RZ ;
        /*06b8*/                   IADD.X R6, RZ, R6 ;
        /*06c8*/                   XMAD.CHI R9, R7.H1.reuse, R4, R9 ;
        /*06d0*/                   XMAD.PSL.CBCC R13, R7.H1.reuse, R13.H1, R12.reuse ;
        /*06d8*/                   XMAD.CHI R12, R7.H1, R5, R12 ;
        /*06e8*/                   IADD3.RS R8, R9, R8, R10 ;
        /*06f0*/                   XMAD R9, R7.reuse, R5.H1.reuse, RZ ;
        /*06f8*/                   XMAD R11, R6.reuse, R4.reuse, RZ ;
        /*0708*/                   XMAD R7, R7.H1, R5.H1, RZ ;
        /*0710*/                   XMAD.MRG R16, R6.reuse, R4.H1.reuse, RZ ;
        /*0718*/                   XMAD R10, R6.reuse, R4.H1.reuse, RZ ;
        /*0728*/                   XMAD R15, R6.H1, R4.H1, RZ ;
        /*0730*/                   IADD R8.CC, R8, R13 ;
        /*0738*/                   XMAD.CHI R17, R6.H1.reuse, R4, R11.reuse ;
        /*0748*/                   IADD3.RS R7, R12, R9, R7 ;
        /*0750*/                   XMAD R12, R6.reuse, R5.reuse, RZ ;
        /*0758*/                   XMAD.PSL.CBCC R11, R6.H1.reuse, R16.H1, R11 ;
        /*0768*/                   XMAD R9, R6, R5.H1, RZ ;
        /*0770*/                   XMAD R14, R6.H1.reuse, R5.H1.reuse, RZ ;
        /*0778*/                   IADD3.RS R10, R17, R10, R15 ;
        /*0788*/                   IADD.X R7, RZ, R7 ;
        /*0790*/                   XMAD.CHI R15, R6.H1.reuse, R5.reuse, R12 ;
        /*0798*/                   IADD RZ.CC, R8, R11 ;
        /*07a8*/                   XMAD.MRG R11, R6, R5.H1, RZ ;
        /*07b0*/                   IADD3.RS R9, R15, R9, R14 ;
        /*07b8*/                   IADD.X R7.CC, R7, R10 ;
        /*07c8*/                   XMAD.PSL.CBCC R8, R6.H1, R11.H1, R12 ;
        /*07d0*/                   IADD.X R6, RZ, R9 ;
        /*07d8*/                   IADD R8.CC, R7, R8 ;
        /*07e8*/                   XMAD R11, R8, R2, RZ ;
        /*07f0*/                   XMAD R9, R8.reuse, R2.H1.reuse, RZ ;
        /*07f8*/                   XMAD R7, R8.H1.reuse, R2.H1.reuse, RZ ;
        /*0808*/                   XMAD.MRG R14, R8.reuse, R3.H1, RZ ;
        /*0810*/                   XMAD.CHI R10, R8.H1, R2, R11 ;
        /*0818*/                   IADD3.RS R9, R10, R9, R7 ;
        /*0828*/                   XMAD.MRG R10, R8, R2.H1, RZ ;
        /*0830*/                   IADD.X R7, RZ, R6 ;
        /*0838*/                   XMAD R9, R8.reuse, R3, R9 ;
        /*0848*/                   XMAD.PSL.CBCC R6, R8.H1.reuse, R10.H1, R11 ;
        /*0850*/                   XMAD.PSL.CBCC R9, R8.H1, R14.H1, R9 ;
        /*0858*/                   XMAD.MRG R8, R7.reuse, R2.H1.reuse, RZ ;
        /*0868*/                   IADD R11.CC, -R6, R4 ;
        /*0870*/                   XMAD R9, R7, R2, R9 ;
        /*0878*/                   XMAD.PSL.CBCC R7, R7.H1, R8.H1, R9 ;
        /*0888*/                   IADD.X R6, -R7, R5 ;
        /*0890*/                   IADD RZ.CC, -R2.reuse, R11.reuse ;
        /*0898*/                   ISETP.GE.U32.X.AND P0, PT, R6, R3, PT ;
        /*08a8*/                   IADD R4.CC, -R2, R11 ;
        /*08b0*/                   IADD.X R5, -R3, R6 ;
        /*08b8*/                   SEL R4, R4, R11, P0 ;
        /*08c8*/                   SEL R5, R5, R6, P0 ;
        /*08d0*/                   IADD RZ.CC, -R2, R4 ;
        /*08d8*/                   ISETP.GE.U32.X.AND P0, PT, R5, R3, PT ;
        /*08e8*/                   IADD RZ.CC, -RZ, R2 ;
        /*08f0*/                   ISETP.NE.X.AND P1, PT, R3, RZ, PT ;
        /*08f8*/                   IADD R2.CC, -R2, R4.reuse ;
        /*0908*/                   IADD.X R3, -R3, R5.reuse ;
        /*0910*/                   SEL R2, R2, R4, P0 ;
        /*0918*/                   SEL R3, R3, R5, P0 ;
        /*0928*/                   SEL R2, R2, -0x1, P1 ;
        /*0930*/         {         SEL R3, R3, -0x1, P1 ;
        /*0938*/                   RET         }
.L_x_59:
        /*0948*/                   BRA `(.L_x_59) ;
        /*0950*/                   NOP;
        /*0958*/                   NOP;
        /*0968*/                   NOP;
        /*0970*/                   NOP;
        /*0978*/                   NOP;
.L_x_84:
//--------------------- .text._Z8d_udiv64PKyPy    --------------------------
	.section	.text._Z8d_udiv64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=20"
	.align	32
        .global         _Z8d_udiv64PKyPy
        .type           _Z8d_udiv64PKyPy,@function
        .size           _Z8d_udiv64PKyPy,(.L_x_85 - _Z8d_udiv64PKyPy)
        .other          _Z8d_udiv64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_udiv64PKyPy:
.text._Z8d_udiv64PKyPy:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/         {         XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   SSY `(.L_x_60)         }
        /*0038*/                   XMAD R2, R0, c[0x0] [0x8], R2 ;
        /*0048*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0050*/                   XMAD R6, R0, 0x3, RZ ;
        /*0058*/                   XMAD.PSL R6, R0.H1, 0x3, R6 ;
        /*0068*/                   SHR R2, R6.reuse, 0x1d ;
        /*0070*/                   ISCADD R6.CC, R6, c[0x0][0x140], 0x3 ;
        /*0078*/                   IADD.X R7, R2, c[0x0][0x144] ;
        /*0088*/                   LDG.E.64 R2, [R6+0x8] ;
        /*0090*/                   LDG.E.64 R4, [R6] ;
        /*0098*/                   LOP.OR R8, R5, R3 ;
        /*00a8*/                   ISETP.NE.U32.AND P0, PT, R8, RZ, PT ;
        /*00b0*/              @!P0 BRA `(.L_x_61) ;
        /*00b8*/                   CAL `($_Z8d_udiv64PKyPy$__cuda_sm20_div_u64) ;
.L_x_79:
        /*00c8*/                   SYNC                                                (*"BRANCH_TARGETS .L_x_60"*);
.L_x_61:
        /*00d0*/         {         ISETP.EQ.U32.AND P2, PT, R2, RZ, PT ;
        /*00d8*/                   I2F.F32.U32.RP R3, R2         }
        /*00e8*/                   MUFU.RCP R3, R3 ;
        /*00f0*/                   IADD32I R5, R3, 0xffffffe ;
        /*00f8*/                   F2I.FTZ.U32.F32.TRUNC R5, R5 ;
        /*0108*/                   XMAD R6, R5.reuse, R2.reuse, RZ ;
        /*0110*/                   XMAD.MRG R7, R5.reuse, R2.H1, RZ ;
        /*0118*/                   XMAD.PSL.CBCC R6, R5.H1, R7.H1, R6 ;
        /*0128*/                   IADD R11, -R6, RZ ;
        /*0130*/                   XMAD R6, R5.reuse, R11.reuse, RZ ;
        /*0138*/                   XMAD R7, R5.reuse, R11.H1.reuse, RZ ;
        /*0148*/                   XMAD R8, R5.H1.reuse, R11.H1.reuse, R5 ;
        /*0150*/                   XMAD.CHI R6, R5.H1, R11, R6 ;
        /*0158*/                   IADD3.RS R3, R6, R7, R8 ;
        /*0168*/                   XMAD R6, R3, R4, RZ ;
        /*0170*/                   XMAD R5, R3.reuse, R4.H1.reuse, RZ ;
        /*0178*/                   XMAD R7, R3.H1.reuse, R4.H1.reuse, RZ ;
        /*0188*/                   XMAD.CHI R6, R3.H1, R4, R6 ;
        /*0190*/                   IADD3.RS R5, R6, R5, R7 ;
        /*0198*/                   IADD R3, -R5, RZ ;
        /*01a8*/                   XMAD R4, R3.reuse, R2.reuse, R4 ;
        /*01b0*/                   XMAD.MRG R6, R3, R2.H1, RZ ;
        /*01b8*/                   XMAD.PSL.CBCC R3, R3.H1, R6.H1, R4 ;
        /*01c8*/                   ISETP.GE.U32.AND P0, PT, R3, R2, PT ;
        /*01d0*/               @P0 IADD R3, -R2, R3 ;
        /*01d8*/               @P0 IADD32I R5, R5, 0x1 ;
        /*01e8*/                   ISETP.GE.U32.AND P1, PT, R3, R2, PT ;
        /*01f0*/                   MOV R3, RZ ;
        /*01f8*/               @P1 IADD32I R5, R5, 0x1 ;
        /*0208*/               @P2 LOP.PASS_B R5, RZ, ~R2 ;
.L_x_81:
        /*0210*/         {         MOV R2, R5 ;
        /*0218*/                   SYNC                                                (*"BRANCH_TARGETS .L_x_60"*)        }
.L_x_60:
        /*0228*/                   SHR R5, R0.reuse, 0x1d ;
        /*0230*/                   ISCADD R4.CC, R0, c[0x0][0x148], 0x3 ;
        /*0238*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*0248*/                   STG.E.64 [R4], R2 ;
        /*0250*/                   EXIT ;
        .weak           $_Z8d_udiv64PKyPy$__cuda_sm20_div_u64
        .type           $_Z8d_udiv64PKyPy$__cuda_sm20_div_u64,@function
        .size           $_Z8d_udiv64PKyPy$__cuda_sm20_div_u64,(.L_x_85 - $_Z8d_udiv64PKyPy$__cuda_sm20_div_u64)
$_Z8d_udiv64PKyPy$__cuda_sm20_div_u64:
        /*0258*/                   I2F.F32.U64.RP R6, R2 ;
        /*0268*/                   MUFU.RCP R6, R6 ;
        /*0270*/                   IADD32I R8, R6, 0x1ffffffe ;
        /*0278*/                   F2I.U64.F32.TRUNC R8, R8 ;
        /*0288*/                   XMAD R11, R8.reuse, R2.reuse, RZ ;
        /*0290*/                   XMAD R10, R8.reuse, R2.H1.reuse, RZ ;
        /*0298*/                   XMAD R7, R8.H1.reuse, R2.H1, RZ ;
        /*02a8*/                   XMAD.MRG R13, R8, R3.H1, RZ ;
        /*02b0*/                   XMAD.CHI R12, R8.H1.reuse, R2.reuse, R11.reuse ;
        /*02b8*/                   IADD3.RS R10, R12, R10, R7 ;
        /*02c8*/                   XMAD R7, R8.reuse, R3, R10 ;
        /*02d0*/                   XMAD.MRG R10, R8.reuse, R2.H1, RZ ;
        /*02d8*/                   XMAD.PSL.CBCC R7, R8.H1.reuse, R13.H1, R7 ;
        /*02e8*/                   XMAD.PSL.CBCC R6, R8.H1, R10.H1, R11 ;
        /*02f0*/                   XMAD.MRG R10, R9.reuse, R2.H1.reuse, RZ ;
        /*02f8*/                   XMAD R7, R9.reuse, R2, R7 ;
        /*0308*/                   IADD R6.CC, RZ, -R6 ;
        /*0310*/                   XMAD.PSL.CBCC R7, R9.H1, R10.H1, R7 ;
        /*0318*/                   XMAD R11, R8.reuse, R6.reuse, RZ ;
        /*0328*/                   XMAD R10, R8, R6.H1, RZ ;
        /*0330*/                   XMAD R12, R8.H1.reuse, R6.H1.reuse, RZ ;
        /*0338*/                   IADD.X R7, RZ, -R7 ;
        /*0348*/                   XMAD.CHI R11, R8.H1.reuse, R6, R11 ;
        /*0350*/                   XMAD R13, R8.reuse, R7.reuse, RZ ;
        /*0358*/                   XMAD.MRG R14, R8, R7.H1, RZ ;
        /*0368*/                   IADD3.RS R11, R11, R10, R12 ;
        /*0370*/                   XMAD R12, R8.reuse, R7.H1.reuse, RZ ;
        /*0378*/                   XMAD R10, R9.reuse, R7.reuse, RZ ;
        /*0388*/                   XMAD R15, R8.H1.reuse, R7.H1.reuse, RZ ;
        /*0390*/                   XMAD.CHI R17, R8.H1.reuse, R7.reuse, R13.reuse ;
        /*0398*/                   XMAD.PSL.CBCC R14, R8.H1, R14.H1, R13 ;
        /*03a8*/                   XMAD R13, R9, R7.H1, RZ ;
        /*03b0*/                   XMAD R16, R9.H1.reuse, R7.H1.reuse, RZ ;
        /*03b8*/                   XMAD.CHI R18, R9.H1.reuse, R7.reuse, R10 ;
        /*03c8*/                   XMAD.MRG R7, R9.reuse, R7.H1, RZ ;
        /*03d0*/                   IADD3.RS R15, R17, R12, R15 ;
        /*03d8*/                   XMAD R17, R9, R6, RZ ;
        /*03e8*/                   IADD R11.CC, R11, R14 ;
        /*03f0*/                   XMAD.MRG R14, R9.reuse, R6.H1.reuse, RZ ;
        /*03f8*/                   IADD3.RS R13, R18, R13, R16 ;
        /*0408*/                   XMAD R12, R9.reuse, R6.H1.reuse, RZ ;
        /*0410*/                   XMAD R18, R9.H1.reuse, R6.H1.reuse, RZ ;
        /*0418*/                   XMAD.CHI R19, R9.H1, R6, R17 ;
        /*0428*/                   IADD.X R6.CC, R8, R15 ;
        /*0430*/                   XMAD.PSL.CBCC R14, R9.H1.reuse, R14.H1, R17 ;
        /*0438*/                   IADD3.RS R12, R19, R12, R18 ;
        /*0448*/                   IADD.X R8, R9.reuse, R13 ;
        /*0450*/                   IADD RZ.CC, R11, R14 ;
        /*0458*/                   XMAD.PSL.CBCC R9, R9.H1, R7.H1, R10 ;
        /*0468*/                   IADD.X R6.CC, R6, R12 ;
        /*0470*/                   IADD.X R7, RZ, R8 ;
        /*0478*/                   IADD R8.CC, R6, R9 ;
        /*0488*/                   XMAD R11, R8.reuse, R2.reuse, RZ ;
        /*0490*/                   XMAD R6, R8.reuse, R2.H1.reuse, RZ ;
        /*0498*/                   XMAD R9, R8.H1.reuse, R2.H1, RZ ;
        /*04a8*/                   XMAD.MRG R10, R8, R3.H1, RZ ;
        /*04b0*/                   IADD.X R7, RZ, R7 ;
        /*04b8*/                   XMAD.CHI R12, R8.H1, R2, R11 ;
        /*04c8*/                   IADD3.RS R6, R12, R6, R9 ;
        /*04d0*/                   XMAD R9, R8.reuse, R3, R6 ;
        /*04d8*/                   XMAD.MRG R6, R8.reuse, R2.H1, RZ ;
        /*04e8*/                   XMAD.PSL.CBCC R9, R8.H1.reuse, R10.H1, R9 ;
        /*04f0*/                   XMAD.PSL.CBCC R6, R8.H1, R6.H1, R11 ;
        /*04f8*/                   XMAD.MRG R10, R7.reuse, R2.H1.reuse, RZ ;
        /*0508*/                   XMAD R9, R7.reuse, R2, R9 ;
        /*0510*/                   IADD R6.CC, RZ, -R6 ;
        /*0518*/                   XMAD.PSL.CBCC R9, R7.H1, R10.H1, R9 ;
        /*0528*/                   XMAD R11, R8.reuse, R6.reuse, RZ ;
        /*0530*/                   XMAD R10, R8, R6.H1, RZ ;
        /*0538*/                   XMAD R12, R8.H1.reuse, R6.H1.reuse, RZ ;
        /*0548*/                   IADD.X R9, RZ, -R9 ;
        /*0550*/                   XMAD.CHI R11, R8.H1.reuse, R6, R11 ;
        /*0558*/                   XMAD R14, R8.reuse, R9.reuse, RZ ;
        /*0568*/                   XMAD.MRG R13, R8, R9.H1, RZ ;
        /*0570*/                   IADD3.RS R11, R11, R10, R12 ;
        /*0578*/                   XMAD R10, R7.reuse, R9.reuse, RZ ;
        /*0588*/                   XMAD R12, R8.reuse, R9.H1.reuse, RZ ;
        /*0590*/                   XMAD R15, R8.H1.reuse, R9.H1.reuse, RZ ;
        /*0598*/                   XMAD.CHI R17, R8.H1.reuse, R9.reuse, R14.reuse ;
        /*05a8*/                   XMAD.PSL.CBCC R13, R8.H1, R13.H1, R14 ;
        /*05b0*/                   XMAD R14, R7, R9.H1, RZ ;
        /*05b8*/                   XMAD R16, R7.H1.reuse, R9.H1.reuse, RZ ;
        /*05c8*/                   XMAD.CHI R19, R7.H1.reuse, R9.reuse, R10 ;
        /*05d0*/                   XMAD.MRG R9, R7.reuse, R9.H1, RZ ;
        /*05d8*/                   IADD3.RS R15, R17, R12, R15 ;
        /*05e8*/                   XMAD R12, R7, R6, RZ ;
        /*05f0*/                   IADD R11.CC, R11, R13 ;
        /*05f8*/                   XMAD.MRG R13, R7.reuse, R6.H1.reuse, RZ ;
        /*0608*/                   IADD3.RS R14, R19, R14, R16 ;
        /*0610*/                   XMAD R16, R7.reuse, R6.H1.reuse, RZ ;
        /*0618*/                   XMAD R17, R7.H1.reuse, R6.H1.reuse, RZ ;
        /*0628*/                   XMAD.CHI R6, R7.H1, R6, R12 ;
        /*0630*/                   IADD.X R8.CC, R8, R15 ;
        /*0638*/                   XMAD.PSL.CBCC R13, R7.H1.reuse, R13.H1, R12 ;
        /*0648*/                   IADD3.RS R17, R6, R16, R17 ;
        /*0650*/                   IADD.X R6, R7.reuse, R14 ;
        /*0658*/                   IADD RZ.CC, R11, R13 ;
        /*0668*/                   XMAD.PSL.CBCC R7, R7.H1, R9.H1, R10 ;
        /*0670*/                   IADD.X R8.CC, R8, R17 ;
        /*0678*/                   IADD.X R6, RZ, R6 ;
        /*0688*/                   IADD R7.CC, R8, R7 ;
        /*0690*/                   XMAD R9, R7.reuse, R4.reuse, RZ ;
        /*0698*/                   XMAD R8, R7.reuse, R4.H1.reuse, RZ ;
        /*06a8*/                   XMAD R10, R7.H1.reuse, R4.H1, RZ ;
        /*06b0*/                   XMAD R12, R7, R5, RZ ;
        /*06b8*/                   XMAD.MRG R13, R7.reuse, R5.H1.reuse, RZ ;
        /*06c8*/                   IADD.X R6, RZ, R6 ;
        /*06d0*/                   XMAD.CHI R9, R7.H1.reuse, R4, R9 ;
        /*06d8*/                   XMAD.PSL.CBCC R13, R7.H1.reuse, R13.H1, R12.reuse ;
        /*06e8*/                   XMAD.CHI R12, R7.H1, R5, R12 ;
        /*06f0*/                   IADD3.RS R8, R9, R8, R10 ;
        /*06f8*/                   XMAD R9, R7.reuse, R5.H1.reuse, RZ ;
        /*0708*/                   XMAD R11, R6.reuse, R4.reuse, RZ ;
        /*0710*/                   XMAD R7, R7.H1, R5.H1, RZ ;
        /*0718*/                   XMAD.MRG R16, R6.reuse, R4.H1.reuse, RZ ;
        /*0728*/                   XMAD R10, R6.reuse, R4.H1.reuse, RZ ;
        /*0730*/                   XMAD R15, R6.H1, R4.H1, RZ ;
        /*0738*/                   IADD R8.CC, R8, R13 ;
        /*0748*/                   XMAD.CHI R17, R6.H1.reuse, R4, R11.reuse ;
        /*0750*/                   IADD3.RS R7, R12, R9, R7 ;
        /*0758*/                   XMAD R12, R6.reuse, R5.reuse, RZ ;
        /*0768*/                   XMAD.PSL.CBCC R11, R6.H1.reuse, R16.H1, R11 ;
        /*0770*/                   XMAD R9, R6, R5.H1, RZ ;
        /*0778*/                   XMAD R14, R6.H1.reuse, R5.H1.reuse, RZ ;
        /*0788*/                   IADD3.RS R10, R17, R10, R15 ;
        /*0790*/                   IADD.X R7, RZ, R7 ;
        /*0798*/                   XMAD.CHI R15, R6.H1.reuse, R5.reuse, R12 ;
        /*07a8*/                   IADD RZ.CC, R8, R11 ;
        /*07b0*/                   XMAD.MRG R11, R6, R5.H1, RZ ;
        /*07b8*/                   IADD3.RS R9, R15, R9, R14 ;
        /*07c8*/                   IADD.X R7.CC, R7, R10 ;
        /*07d0*/                   XMAD.PSL.CBCC R8, R6.H1, R11.H1, R12 ;
        /*07d8*/                   IADD.X R6, RZ, R9 ;
        /*07e8*/                   IADD R8.CC, R7, R8 ;
        /*07f0*/                   XMAD R11, R8, R2, RZ ;
        /*07f8*/                   XMAD R9, R8.reuse, R2.H1.reuse, RZ ;
        /*0808*/                   XMAD R7, R8.H1.reuse, R2.H1.reuse, RZ ;
        /*0810*/                   XMAD.MRG R14, R8.reuse, R3.H1, RZ ;
        /*0818*/                   XMAD.CHI R10, R8.H1, R2, R11 ;
        /*0828*/                   IADD3.RS R9, R10, R9, R7 ;
        /*0830*/                   XMAD.MRG R10, R8, R2.H1, RZ ;
        /*0838*/                   IADD.X R7, RZ, R6 ;
        /*0848*/                   XMAD R9, R8.reuse, R3, R9 ;
        /*0850*/                   XMAD.PSL.CBCC R6, R8.H1.reuse, R10.H1, R11 ;
        /*0858*/                   XMAD.MRG R10, R7.reuse, R2.H1.reuse, RZ ;
        /*0868*/                   XMAD.PSL.CBCC R9, R8.H1, R14.H1, R9 ;
        /*0870*/                   IADD R11.CC, -R6, R4 ;
        /*0878*/                   XMAD R9, R7, R2, R9 ;
        /*0888*/                   XMAD.PSL.CBCC R4, R7.H1, R10.H1, R9 ;
        /*0890*/                   IADD.X R4, -R4, R5 ;
        /*0898*/                   IADD RZ.CC, -R2, R11 ;
        /*08a8*/                   ISETP.GE.U32.X.AND P0, PT, R4, R3, PT ;
        /*08b0*/                   IADD RZ.CC, -RZ, R2 ;
        /*08b8*/                   ISETP.NE.X.AND P2, PT, R3, RZ, PT ;
        /*08c8*/                   IADD R9.CC, -R2, R11.reuse ;
        /*08d0*/                   IADD.X R6, -R3, R4.reuse ;
        /*08d8*/                   IADD32I R5.CC, R8, 0x1 ;
        /*08e8*/                   SEL R9, R9, R11, P0 ;
        /*08f0*/                   SEL R6, R6, R4, P0 ;
        /*08f8*/                   IADD.X R4, RZ, R7 ;
        /*0908*/                   IADD RZ.CC, -R2, R9 ;
        /*0910*/                   SEL R8, R5, R8, P0 ;
        /*0918*/                   SEL R4, R4, R7, P0 ;
        /*0928*/                   ISETP.GE.U32.X.AND P1, PT, R6, R3, PT ;
        /*0930*/                   IADD32I R2.CC, R8, 0x1 ;
        /*0938*/                   IADD.X R3, RZ, R4 ;
        /*0948*/                   SEL R2, R2, R8, P1 ;
        /*0950*/                   SEL R3, R3, R4, P1 ;
        /*0958*/                   SEL R2, R2, -0x1, P2 ;
        /*0968*/         {         SEL R3, R3, -0x1, P2 ;
        /*0970*/                   RET         }
.L_x_62:
        /*0978*/                   BRA `(.L_x_62) ;
.L_x_85:
//--------------------- .text._Z10d_srem_cm3PKjPj --------------------------
	.section	.text._Z10d_srem_cm3PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z10d_srem_cm3PKjPj
        .type           _Z10d_srem_cm3PKjPj,@function
        .size           _Z10d_srem_cm3PKjPj,(.L_x_143 - _Z10d_srem_cm3PKjPj)
        .other          _Z10d_srem_cm3PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10d_srem_cm3PKjPj:
.text._Z10d_srem_cm3PKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/         {         MOV32I R7, 0x55555556 ;
        /*0018*/                   S2R R4, SR_CTAID.X         }
        /*0028*/                   S2R R2, SR_TID.X ;
        /*0030*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0038*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0048*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0050*/                   XMAD R2, R4, 0x3, RZ ;
        /*0058*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0068*/                   SHR R0, R2.reuse, 0x1e ;
        /*0070*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0078*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0088*/                   LDG.E R2, [R2] ;
        /*0090*/                   XMAD R0, R2, R7, RZ ;
        /*0098*/                   XMAD.U16.S16 R5, R2, R7.H1, RZ ;
        /*00a8*/                   XMAD.S16.S16.CSFU R6, R2.H1, R7.H1, RZ ;
        /*00b0*/                   XMAD.S16.U16.CHI R0, R2.H1, R7, R0 ;
        /*00b8*/                   IADD3.RS R0, R0, R5, R6 ;
        /*00c8*/                   MOV32I R7, 0xfffffffd ;
        /*00d0*/                   LEA.HI R0, R0, R0, RZ, 0x1 ;
        /*00d8*/                   SHR R5, R4.reuse, 0x1e ;
        /*00e8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00f0*/                   XMAD R2, R0, R7, R2 ;
        /*00f8*/                   XMAD.MRG R3, R0, R7.H1, RZ ;
        /*0108*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*0110*/                   XMAD.PSL.CBCC R2, R0.H1, R3.H1, R2 ;
        /*0118*/                   STG.E [R4], R2 ;
        /*0128*/                   EXIT ;
.L_x_63:
        /*0130*/                   BRA `(.L_x_63) ;
        /*0138*/                   NOP;
.L_x_143:
//--------------------- .text._Z12d_urem_c1000PKjPj --------------------------
	.section	.text._Z12d_urem_c1000PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	32
        .global         _Z12d_urem_c1000PKjPj
        .type           _Z12d_urem_c1000PKjPj,@function
        .size           _Z12d_urem_c1000PKjPj,(.L_x_144 - _Z12d_urem_c1000PKjPj)
        .other          _Z12d_urem_c1000PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z12d_urem_c1000PKjPj:
.text._Z12d_urem_c1000PKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/         {         MOV32I R9, 0xfffffc18 ;
        /*0018*/                   S2R R4, SR_CTAID.X         }
        /*0028*/                   S2R R2, SR_TID.X ;
        /*0030*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0038*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0048*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0050*/                   XMAD R2, R4, 0x3, RZ ;
        /*0058*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0068*/                   SHR R0, R2.reuse, 0x1e ;
        /*0070*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0078*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0088*/                   LDG.E R2, [R2] ;
        /*0090*/                   MOV32I R0, 0x10624dd3 ;
        /*0098*/                   XMAD R5, R2, R0, RZ ;
        /*00a8*/                   XMAD R7, R2, R0.H1, RZ ;
        /*00b0*/                   XMAD R6, R2.H1, R0.H1, RZ ;
        /*00b8*/                   XMAD.CHI R5, R2.H1, R0, R5 ;
        /*00c8*/                   SHR R0, R4.reuse, 0x1e ;
        /*00d0*/                   IADD3.RS R7, R5, R7, R6 ;
        /*00d8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00e8*/                   SHR.U32 R7, R7, 0x6 ;
        /*00f0*/                   IADD.X R5, R0, c[0x0][0x14c] ;
        /*00f8*/                   XMAD R2, R9, R7, R2 ;
        /*0108*/                   XMAD.MRG R0, R9, R7.H1, RZ ;
        /*0110*/                   XMAD.PSL.CBCC R2, R9.H1, R0.H1, R2 ;
        /*0118*/                   STG.E [R4], R2 ;
        /*0128*/                   EXIT ;
.L_x_64:
        /*0130*/                   BRA `(.L_x_64) ;
        /*0138*/                   NOP;
.L_x_144:
//--------------------- .text._Z9d_sdiv_c7PKjPj   --------------------------
	.section	.text._Z9d_sdiv_c7PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z9d_sdiv_c7PKjPj
        .type           _Z9d_sdiv_c7PKjPj,@function
        .size           _Z9d_sdiv_c7PKjPj,(.L_x_145 - _Z9d_sdiv_c7PKjPj)
        .other          _Z9d_sdiv_c7PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z9d_sdiv_c7PKjPj:
.text._Z9d_sdiv_c7PKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/         {         MOV32I R7, 0x92492493 ;
        /*0018*/                   S2R R4, SR_CTAID.X         }
        /*0028*/                   S2R R2, SR_TID.X ;
        /*0030*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0038*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0048*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0050*/                   XMAD R2, R4, 0x3, RZ ;
        /*0058*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0068*/                   SHR R0, R2.reuse, 0x1e ;
        /*0070*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0078*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0088*/                   LDG.E R2, [R2] ;
        /*0090*/                   XMAD R0, R2, R7, RZ ;
        /*0098*/                   XMAD.U16.S16 R5, R2, R7.H1, RZ ;
        /*00a8*/                   XMAD.S16.S16.CSFU R6, R2.H1, R7.H1, R2 ;
        /*00b0*/                   XMAD.S16.U16.CHI R0, R2.H1, R7, R0 ;
        /*00b8*/                   SHR R7, R4.reuse, 0x1e ;
        /*00c8*/                   IADD3.RS R0, R0, R5, R6 ;
        /*00d0*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00d8*/                   SHR R6, R0, 0x2 ;
        /*00e8*/                   IADD.X R5, R7, c[0x0][0x14c] ;
        /*00f0*/                   LEA.HI R6, R0, R6, RZ, 0x1 ;
        /*00f8*/                   STG.E [R4], R6 ;
        /*0108*/                   EXIT ;
.L_x_65:
        /*0110*/                   BRA `(.L_x_65) ;
        /*0118*/                   NOP;
        /*0128*/                   NOP;
        /*0130*/                   NOP;
        /*0138*/                   NOP;
.L_x_145:
//--------------------- .text._Z9d_udiv_c7PKjPj   --------------------------
	.section	.text._Z9d_udiv_c7PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=8"
	.align	32
        .global         _Z9d_udiv_c7PKjPj
        .type           _Z9d_udiv_c7PKjPj,@function
        .size           _Z9d_udiv_c7PKjPj,(.L_x_146 - _Z9d_udiv_c7PKjPj)
        .other          _Z9d_udiv_c7PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z9d_udiv_c7PKjPj:
.text._Z9d_udiv_c7PKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R4, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R4, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R4, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R4, R4.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R4, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R4.H1, 0x3, R2 ;
        /*0058*/                   SHR R0, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R2, [R2] ;
        /*0088*/                   MOV32I R0, 0x24924925 ;
        /*0090*/                   XMAD R5, R2, R0, RZ ;
        /*0098*/                   XMAD R7, R2, R0.H1, RZ ;
        /*00a8*/                   XMAD R6, R2.H1, R0.H1, RZ ;
        /*00b0*/                   XMAD.CHI R5, R2.H1, R0, R5 ;
        /*00b8*/                   IADD3.RS R7, R5, R7, R6 ;
        /*00c8*/                   IADD R0, R2, -R7.reuse ;
        /*00d0*/                   SHR R5, R4.reuse, 0x1e ;
        /*00d8*/                   ISCADD R4.CC, R4, c[0x0][0x148], 0x2 ;
        /*00e8*/                   LEA.HI R0, R0, R7, RZ, 0x1f ;
        /*00f0*/                   IADD.X R5, R5, c[0x0][0x14c] ;
        /*00f8*/                   SHR.U32 R2, R0, 0x2 ;
        /*0108*/                   STG.E [R4], R2 ;
        /*0110*/                   EXIT ;
.L_x_66:
        /*0118*/                   BRA `(.L_x_66) ;
        /*0128*/                   NOP;
        /*0130*/                   NOP;
        /*0138*/                   NOP;
.L_x_146:
//--------------------- .text._Z6d_sremPKjPj      --------------------------
	.section	.text._Z6d_sremPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=15"
	.align	32
        .global         _Z6d_sremPKjPj
        .type           _Z6d_sremPKjPj,@function
        .size           _Z6d_sremPKjPj,(.L_x_147 - _Z6d_sremPKjPj)
        .other          _Z6d_sremPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_sremPKjPj:
.text._Z6d_sremPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R2, SR_CTAID.X ;
        /*0018*/                   S2R R0, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R2, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R0, R2, c[0x0] [0x8], R0 ;
        /*0038*/                   XMAD.PSL.CBCC R2, R2.H1, R3.H1, R0 ;
        /*0048*/                   XMAD R4, R2, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R4, R2.H1, 0x3, R4 ;
        /*0058*/                   SHR R0, R4.reuse, 0x1e ;
        /*0068*/                   ISCADD R4.CC, R4, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R5, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R4+0x4] ;
        /*0088*/                   LDG.E R3, [R4] ;
        /*0090*/                   DEPBAR.LE SB5, 0x1 ;
        /*0098*/                   I2F.F32.S32.RP R6, |R0| ;
        /*00a8*/                   MUFU.RCP R6, R6 ;
        /*00b0*/                   I2I.S32.S32 R10, |R0| ;
        /*00b8*/         {         IADD32I R7, R6, 0xffffffe ;
        /*00c8*/                   I2I.S32.S32 R14, |R3|         }
        /*00d0*/                   F2I.FTZ.U32.F32.TRUNC R7, R7 ;
        /*00d8*/                   XMAD R8, R10, R7, RZ ;
        /*00e8*/                   XMAD.MRG R9, R10, R7.H1, RZ ;
        /*00f0*/                   XMAD.PSL.CBCC R8, R10.H1, R9.H1, R8 ;
        /*00f8*/                   IADD R9, -R8, RZ ;
        /*0108*/                   XMAD R8, R7, R9, RZ ;
        /*0110*/                   XMAD R4, R7, R9.H1, RZ ;
        /*0118*/                   XMAD R5, R7.H1, R9.H1, R7 ;
        /*0128*/         {         XMAD.CHI R6, R7.H1, R9, R8 ;
        /*0130*/                   I2I.S32.S32 R7, -|R0|         }
        /*0138*/                   IADD3.RS R4, R6, R4, R5 ;
        /*0148*/                   XMAD R5, R4, R14, RZ ;
        /*0150*/                   XMAD R6, R4, R14.H1, RZ ;
        /*0158*/                   XMAD.CHI R5, R4.H1, R14, R5 ;
        /*0168*/                   XMAD R4, R4.H1, R14.H1, RZ ;
        /*0170*/                   IADD3.RS R4, R5, R6, R4 ;
        /*0178*/                   XMAD R5, R7, R4, R14 ;
        /*0188*/                   XMAD.MRG R4, R7, R4.H1, RZ ;
        /*0190*/                   XMAD.PSL.CBCC R4, R7.H1, R4.H1, R5 ;
        /*0198*/                   ISETP.GT.U32.AND P0, PT, R10, R4, PT ;
        /*01a8*/              @!P0 IADD R4, R4, -R10 ;
        /*01b0*/                   ISETP.GT.U32.AND P1, PT, R10, R4, PT ;
        /*01b8*/                   ISETP.GE.AND P0, PT, R3, RZ, PT ;
        /*01c8*/                   SHR R3, R2, 0x1e ;
        /*01d0*/              @!P1 IADD R4, R4, -R10 ;
        /*01d8*/                   ISETP.EQ.AND P1, PT, R0, RZ, PT ;
        /*01e8*/                   ISCADD R2.CC, R2, c[0x0][0x148], 0x2 ;
        /*01f0*/              @!P0 IADD R4, -R4, RZ ;
        /*01f8*/                   IADD.X R3, R3, c[0x0][0x14c] ;
        /*0208*/               @P1 LOP.PASS_B R4, RZ, ~R0 ;
        /*0210*/                   STG.E [R2], R4 ;
        /*0218*/                   EXIT ;
.L_x_67:
        /*0228*/                   BRA `(.L_x_67) ;
        /*0230*/                   NOP;
        /*0238*/                   NOP;
.L_x_147:
//--------------------- .text._Z6d_sdivPKjPj      --------------------------
	.section	.text._Z6d_sdivPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=15"
	.align	32
        .global         _Z6d_sdivPKjPj
        .type           _Z6d_sdivPKjPj,@function
        .size           _Z6d_sdivPKjPj,(.L_x_148 - _Z6d_sdivPKjPj)
        .other          _Z6d_sdivPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_sdivPKjPj:
.text._Z6d_sdivPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R2, SR_CTAID.X ;
        /*0018*/                   S2R R0, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R2, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R0, R2, c[0x0] [0x8], R0 ;
        /*0038*/                   XMAD.PSL.CBCC R2, R2.H1, R3.H1, R0 ;
        /*0048*/                   XMAD R4, R2, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R4, R2.H1, 0x3, R4 ;
        /*0058*/                   SHR R0, R4.reuse, 0x1e ;
        /*0068*/                   ISCADD R4.CC, R4, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R5, R0, c[0x0][0x144] ;
        /*0078*/                   LDG.E R0, [R4+0x4] ;
        /*0088*/                   LDG.E R3, [R4] ;
        /*0090*/                   DEPBAR.LE SB5, 0x1 ;
        /*0098*/                   I2F.F32.S32.RP R6, |R0| ;
        /*00a8*/                   MUFU.RCP R6, R6 ;
        /*00b0*/                   I2I.S32.S32 R10, |R0| ;
        /*00b8*/         {         IADD32I R7, R6, 0xffffffe ;
        /*00c8*/                   I2I.S32.S32 R14, |R3|         }
        /*00d0*/         {         LOP.XOR R3, R3, R0 ;
        /*00d8*/                   F2I.FTZ.U32.F32.TRUNC R7, R7         }
        /*00e8*/                   XMAD R8, R10, R7, RZ ;
        /*00f0*/                   XMAD.MRG R9, R10, R7.H1, RZ ;
        /*00f8*/                   XMAD.PSL.CBCC R8, R10.H1, R9.H1, R8 ;
        /*0108*/                   IADD R9, -R8, RZ ;
        /*0110*/                   XMAD R8, R7, R9, RZ ;
        /*0118*/                   XMAD R4, R7, R9.H1, RZ ;
        /*0128*/                   XMAD R5, R7.H1, R9.H1, R7 ;
        /*0130*/         {         XMAD.CHI R6, R7.H1, R9, R8 ;
        /*0138*/                   I2I.S32.S32 R7, -|R0|         }
        /*0148*/                   IADD3.RS R4, R6, R4, R5 ;
        /*0150*/                   XMAD R5, R4, R14, RZ ;
        /*0158*/                   XMAD R6, R4, R14.H1, RZ ;
        /*0168*/                   XMAD.CHI R5, R4.H1, R14, R5 ;
        /*0170*/                   XMAD R4, R4.H1, R14.H1, RZ ;
        /*0178*/                   IADD3.RS R4, R5, R6, R4 ;
        /*0188*/                   XMAD R5, R7, R4, R14 ;
        /*0190*/                   XMAD.MRG R6, R7, R4.H1, RZ ;
        /*0198*/                   XMAD.PSL.CBCC R5, R7.H1, R6.H1, R5 ;
        /*01a8*/                   ISETP.GT.U32.AND P1, PT, R10, R5, PT ;
        /*01b0*/              @!P1 IADD R5, R5, -R10.reuse ;
        /*01b8*/                   ISETP.GE.U32.AND P0, PT, R5, R10, PT ;
        /*01c8*/              @!P1 IADD32I R4, R4, 0x1 ;
        /*01d0*/                   ISETP.GE.AND P1, PT, R3, RZ, PT ;
        /*01d8*/                   SHR R3, R2, 0x1e ;
        /*01e8*/               @P0 IADD32I R4, R4, 0x1 ;
        /*01f0*/                   ISETP.EQ.AND P0, PT, R0, RZ, PT ;
        /*01f8*/                   ISCADD R2.CC, R2, c[0x0][0x148], 0x2 ;
        /*0208*/              @!P1 IADD R4, -R4, RZ ;
        /*0210*/                   IADD.X R3, R3, c[0x0][0x14c] ;
        /*0218*/               @P0 LOP.PASS_B R4, RZ, ~R0 ;
        /*0228*/                   STG.E [R2], R4 ;
        /*0230*/                   EXIT ;
.L_x_68:
        /*0238*/                   BRA `(.L_x_68) ;
.L_x_148:
//--------------------- .text._Z6d_uremPKjPj      --------------------------
	.section	.text._Z6d_uremPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=11"
	.align	32
        .global         _Z6d_uremPKjPj
        .type           _Z6d_uremPKjPj,@function
        .size           _Z6d_uremPKjPj,(.L_x_149 - _Z6d_uremPKjPj)
        .other          _Z6d_uremPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_uremPKjPj:
.text._Z6d_uremPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R0.reuse, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R0.H1, 0x3, R2 ;
        /*0058*/                   SHR R3, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R3, c[0x0][0x144] ;
        /*0078*/                   LDG.E R5, [R2+0x4] ;
        /*0088*/                   LDG.E R4, [R2] ;
        /*0090*/                   DEPBAR.LE SB5, 0x1 ;
        /*0098*/                   I2F.F32.U32.RP R6, R5 ;
        /*00a8*/                   ISETP.EQ.U32.AND P1, PT, R5, RZ, PT ;
        /*00b0*/                   MUFU.RCP R6, R6 ;
        /*00b8*/                   IADD32I R7, R6, 0xffffffe ;
        /*00c8*/                   F2I.FTZ.U32.F32.TRUNC R7, R7 ;
        /*00d0*/                   XMAD R8, R7.reuse, R5.reuse, RZ ;
        /*00d8*/                   XMAD.MRG R9, R7.reuse, R5.H1, RZ ;
        /*00e8*/                   XMAD.PSL.CBCC R8, R7.H1.reuse, R9.H1, R8 ;
        /*00f0*/                   IADD R10, -R8, RZ ;
        /*00f8*/                   XMAD R8, R7, R10, RZ ;
        /*0108*/                   XMAD R9, R7.reuse, R10.H1.reuse, RZ ;
        /*0110*/                   XMAD R2, R7.H1.reuse, R10.H1.reuse, R7 ;
        /*0118*/                   XMAD.CHI R8, R7.H1, R10, R8 ;
        /*0128*/                   IADD3.RS R2, R8, R9, R2 ;
        /*0130*/                   XMAD R3, R2.reuse, R4.reuse, RZ ;
        /*0138*/                   XMAD R6, R2, R4.H1, RZ ;
        /*0148*/                   XMAD R7, R2.H1.reuse, R4.H1.reuse, RZ ;
        /*0150*/                   XMAD.CHI R8, R2.H1, R4, R3 ;
        /*0158*/                   IADD3.RS R2, R8, R6, R7 ;
        /*0168*/                   IADD R2, -R2, RZ ;
        /*0170*/                   XMAD R4, R2.reuse, R5.reuse, R4 ;
        /*0178*/                   XMAD.MRG R3, R2, R5.H1, RZ ;
        /*0188*/                   XMAD.PSL.CBCC R4, R2.H1, R3.H1, R4 ;
        /*0190*/                   SHR R3, R0.reuse, 0x1e ;
        /*0198*/                   ISCADD R2.CC, R0, c[0x0][0x148], 0x2 ;
        /*01a8*/                   ISETP.GE.U32.AND P0, PT, R4, R5, PT ;
        /*01b0*/                   IADD.X R3, R3, c[0x0][0x14c] ;
        /*01b8*/               @P0 IADD R4, -R5, R4 ;
        /*01c8*/                   ISETP.GE.U32.AND P0, PT, R4, R5, PT ;
        /*01d0*/               @P0 IADD R4, -R5, R4 ;
        /*01d8*/               @P1 LOP.PASS_B R4, RZ, ~R5 ;
        /*01e8*/                   STG.E [R2], R4 ;
        /*01f0*/                   EXIT ;
.L_x_69:
        /*01f8*/                   BRA `(.L_x_69) ;
.L_x_149:
//--------------------- .text._Z6d_udivPKjPj      --------------------------
	.section	.text._Z6d_udivPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=11"
	.align	32
        .global         _Z6d_udivPKjPj
        .type           _Z6d_udivPKjPj,@function
        .size           _Z6d_udivPKjPj,(.L_x_150 - _Z6d_udivPKjPj)
        .other          _Z6d_udivPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_udivPKjPj:
.text._Z6d_udivPKjPj:
        /*0008*/                   MOV R1, c[0x0][0x20] ;
        /*0010*/                   S2R R0, SR_CTAID.X ;
        /*0018*/                   S2R R2, SR_TID.X ;
        /*0028*/                   XMAD.MRG R3, R0.reuse, c[0x0] [0x8].H1, RZ ;
        /*0030*/                   XMAD R2, R0.reuse, c[0x0] [0x8], R2 ;
        /*0038*/                   XMAD.PSL.CBCC R0, R0.H1, R3.H1, R2 ;
        /*0048*/                   XMAD R2, R0.reuse, 0x3, RZ ;
        /*0050*/                   XMAD.PSL R2, R0.H1, 0x3, R2 ;
        /*0058*/                   SHR R3, R2.reuse, 0x1e ;
        /*0068*/                   ISCADD R2.CC, R2, c[0x0][0x140], 0x2 ;
        /*0070*/                   IADD.X R3, R3, c[0x0][0x144] ;
        /*0078*/                   LDG.E R5, [R2+0x4] ;
        /*0088*/                   LDG.E R4, [R2] ;
        /*0090*/                   DEPBAR.LE SB5, 0x1 ;
        /*0098*/                   I2F.F32.U32.RP R6, R5 ;
        /*00a8*/                   ISETP.EQ.U32.AND P2, PT, R5, RZ, PT ;
        /*00b0*/                   MUFU.RCP R6, R6 ;
        /*00b8*/                   IADD32I R7, R6, 0xffffffe ;
        /*00c8*/                   F2I.FTZ.U32.F32.TRUNC R7, R7 ;
        /*00d0*/                   XMAD R8, R7.reuse, R5.reuse, RZ ;
        /*00d8*/                   XMAD.MRG R9, R7.reuse, R5.H1, RZ ;
        /*00e8*/                   XMAD.PSL.CBCC R8, R7.H1.reuse, R9.H1, R8 ;
        /*00f0*/                   IADD R10, -R8, RZ ;
        /*00f8*/                   XMAD R8, R7, R10, RZ ;
        /*0108*/                   XMAD R9, R7.reuse, R10.H1.reuse, RZ ;
        /*0110*/                   XMAD R2, R7.H1.reuse, R10.H1.reuse, R7 ;
        /*0118*/                   XMAD.CHI R8, R7.H1, R10, R8 ;
        /*0128*/                   IADD3.RS R2, R8, R9, R2 ;
        /*0130*/                   XMAD R3, R2.reuse, R4.reuse, RZ ;
        /*0138*/                   XMAD R7, R2, R4.H1, RZ ;
        /*0148*/                   XMAD R6, R2.H1.reuse, R4.H1.reuse, RZ ;
        /*0150*/                   XMAD.CHI R8, R2.H1, R4, R3 ;
        /*0158*/                   IADD3.RS R7, R8, R7, R6 ;
        /*0168*/                   IADD R2, -R7, RZ ;
        /*0170*/                   XMAD R4, R2.reuse, R5.reuse, R4 ;
        /*0178*/                   XMAD.MRG R3, R2, R5.H1, RZ ;
        /*0188*/                   XMAD.PSL.CBCC R2, R2.H1, R3.H1, R4 ;
        /*0190*/                   SHR R3, R0, 0x1e ;
        /*0198*/                   ISETP.GE.U32.AND P0, PT, R2, R5, PT ;
        /*01a8*/               @P0 IADD R2, -R5, R2 ;
        /*01b0*/               @P0 IADD32I R7, R7, 0x1 ;
        /*01b8*/                   ISETP.GE.U32.AND P1, PT, R2, R5, PT ;
        /*01c8*/                   ISCADD R2.CC, R0, c[0x0][0x148], 0x2 ;
        /*01d0*/                   IADD.X R3, R3, c[0x0][0x14c] ;
        /*01d8*/               @P1 IADD32I R7, R7, 0x1 ;
        /*01e8*/               @P2 LOP.PASS_B R7, RZ, ~R5 ;
        /*01f0*/                   STG.E [R2], R7 ;
        /*01f8*/                   EXIT ;
.L_x_70:
        /*0208*/                   BRA `(.L_x_70) ;
        /*0210*/                   NOP;
        /*0218*/                   NOP;
        /*0228*/                   NOP;
        /*0230*/                   NOP;
        /*0238*/                   NOP;
.L_x_150:
