	.headerflags	@"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM70 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM70)"
	.elftype	@"ET_EXEC"
//--------------------- .debug_frame              --------------------------
	.section	.debug_frame,"",@progbits
.debug_frame:
        /*0000*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*0010*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x0c, 0x81, 0x80
        /*0020*/ 	.byte	0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28, 0x00, 0x00, 0x00
        /*0030*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0040*/ 	.byte	0x00, 0x00, 0x00, 0x00
        /*0044*/ 	.dword	_Z5d_rsqPKjPj
        /*004c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*005c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*006c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*007c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*008c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*009c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*00ac*/ 	.byte	0x70, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*00b4*/ 	.dword	_Z5d_lg2PKjPj
        /*00bc*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*00cc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*00dc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*00ec*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*00fc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*010c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*011c*/ 	.byte	0xe0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0124*/ 	.dword	_Z5d_ex2PKjPj
        /*012c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*013c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*014c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*015c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*016c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*017c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*018c*/ 	.byte	0x50, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0194*/ 	.dword	_Z5d_rcpPKjPj
        /*019c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*01ac*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*01bc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*01cc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*01dc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*01ec*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*01fc*/ 	.byte	0xc0, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0204*/ 	.dword	_Z10d_ull2d_rzPKyPy
        /*020c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*021c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*022c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*023c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*024c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*025c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*026c*/ 	.byte	0x30, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0274*/ 	.dword	_Z9d_ll2f_rnPKyPy
        /*027c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x34, 0x00
        /*028c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*029c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*02ac*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*02bc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*02cc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*02dc*/ 	.byte	0xa0, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*02e4*/ 	.dword	_Z8d_f2i_rdPKjPj
        /*02ec*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*02fc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*030c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*031c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*032c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*033c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*034c*/ 	.byte	0x10, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0354*/ 	.dword	_Z8d_f2u_rzPKjPj
        /*035c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*036c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*037c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*038c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*039c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*03ac*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*03bc*/ 	.byte	0x80, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*03c4*/ 	.dword	_Z8d_f2i_rnPKjPj
        /*03cc*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*03dc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*03ec*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*03fc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*040c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*041c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*042c*/ 	.byte	0xf0, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0434*/ 	.dword	_Z8d_f2i_rzPKjPj
        /*043c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*044c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*045c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*046c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*047c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*048c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*049c*/ 	.byte	0x60, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*04a4*/ 	.dword	_Z8d_i2f_rdPKjPj
        /*04ac*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*04bc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*04cc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*04dc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*04ec*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*04fc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*050c*/ 	.byte	0xd0, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0514*/ 	.dword	_Z8d_i2f_rnPKjPj
        /*051c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*052c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*053c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*054c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*055c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*056c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*057c*/ 	.byte	0x40, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0584*/ 	.dword	_Z8d_u2f_ruPKjPj
        /*058c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*059c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*05ac*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*05bc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*05cc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*05dc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*05ec*/ 	.byte	0xb0, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*05f4*/ 	.dword	_Z8d_u2f_rdPKjPj
        /*05fc*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*060c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*061c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*062c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*063c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*064c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*065c*/ 	.byte	0x20, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0664*/ 	.dword	_Z8d_u2f_rzPKjPj
        /*066c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*067c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*068c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*069c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*06ac*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*06bc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*06cc*/ 	.byte	0x90, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*06d4*/ 	.dword	_Z8d_u2f_rnPKjPj
        /*06dc*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*06ec*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*06fc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*070c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*071c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*072c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*073c*/ 	.byte	0x00, 0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0744*/ 	.dword	_Z9d_ule_selPKjPj
        /*074c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*075c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*076c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*077c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*078c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*079c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*07ac*/ 	.byte	0x70, 0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*07b4*/ 	.dword	_Z5d_sltPKjPj
        /*07bc*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*07cc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*07dc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*07ec*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*07fc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*080c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*081c*/ 	.byte	0xe0, 0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0824*/ 	.dword	_Z6d_sabsPKjPj
        /*082c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*083c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*084c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*085c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*086c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*087c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*088c*/ 	.byte	0x50, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0894*/ 	.dword	_Z6d_smaxPKjPj
        /*089c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*08ac*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*08bc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*08cc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*08dc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*08ec*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*08fc*/ 	.byte	0xc0, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0904*/ 	.dword	_Z6d_uminPKjPj
        /*090c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*091c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*092c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*093c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*094c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*095c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*096c*/ 	.byte	0x30, 0x09, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0974*/ 	.dword	_Z6d_umaxPKjPj
        /*097c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*098c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*099c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*09ac*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*09bc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*09cc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*09dc*/ 	.byte	0xa0, 0x09, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*09e4*/ 	.dword	_Z6d_sminPKjPj
        /*09ec*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*09fc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0a0c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0a1c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0a2c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0a3c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0a4c*/ 	.byte	0x10, 0x0a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0a54*/ 	.dword	_Z7d_clz64PKyPy
        /*0a5c*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x4c, 0x00
        /*0a6c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0a7c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0a8c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0a9c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0aac*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0abc*/ 	.byte	0x80, 0x0a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0ac4*/ 	.dword	_Z8d_popc64PKyPy
        /*0acc*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x3c, 0x00
        /*0adc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0aec*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0afc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0b0c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0b1c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0b2c*/ 	.byte	0xf0, 0x0a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0b34*/ 	.dword	_Z5d_ffsPKjPj
        /*0b3c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*0b4c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0b5c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0b6c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0b7c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0b8c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0b9c*/ 	.byte	0x60, 0x0b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0ba4*/ 	.dword	_Z6d_brevPKjPj
        /*0bac*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*0bbc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0bcc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0bdc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0bec*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0bfc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0c0c*/ 	.byte	0xd0, 0x0b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0c14*/ 	.dword	_Z5d_clzPKjPj
        /*0c1c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x34, 0x00
        /*0c2c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0c3c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0c4c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0c5c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0c6c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0c7c*/ 	.byte	0x40, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0c84*/ 	.dword	_Z6d_popcPKjPj
        /*0c8c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x30, 0x00
        /*0c9c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0cac*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0cbc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0ccc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0cdc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0cec*/ 	.byte	0xb0, 0x0c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0cf4*/ 	.dword	_Z8d_lea_hiPKjPj
        /*0cfc*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x3c, 0x00
        /*0d0c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0d1c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0d2c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0d3c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0d4c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0d5c*/ 	.byte	0x20, 0x0d, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0d64*/ 	.dword	_Z5d_madPKjPj
        /*0d6c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*0d7c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0d8c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0d9c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0dac*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0dbc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0dcc*/ 	.byte	0x90, 0x0d, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0dd4*/ 	.dword	_Z8d_smulhiPKjPj
        /*0ddc*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x34, 0x00
        /*0dec*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0dfc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0e0c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0e1c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0e2c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0e3c*/ 	.byte	0x00, 0x0e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0e44*/ 	.dword	_Z8d_umulhiPKjPj
        /*0e4c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x34, 0x00
        /*0e5c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0e6c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0e7c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0e8c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0e9c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0eac*/ 	.byte	0x70, 0x0e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0eb4*/ 	.dword	_Z7d_lop3bPKjPj
        /*0ebc*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*0ecc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0edc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0eec*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0efc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0f0c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0f1c*/ 	.byte	0xe0, 0x0e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0f24*/ 	.dword	_Z6d_lop3PKjPj
        /*0f2c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*0f3c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0f4c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0f5c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0f6c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0f7c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0f8c*/ 	.byte	0x50, 0x0f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0f94*/ 	.dword	_Z6d_permPKjPj
        /*0f9c*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x3c, 0x00
        /*0fac*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*0fbc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0fcc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*0fdc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*0fec*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*0ffc*/ 	.byte	0xc0, 0x0f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1004*/ 	.dword	_Z7d_fshrcPKjPj
        /*100c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*101c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*102c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*103c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*104c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*105c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*106c*/ 	.byte	0x30, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1074*/ 	.dword	_Z7d_fshlcPKjPj
        /*107c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*108c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*109c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*10ac*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*10bc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*10cc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*10dc*/ 	.byte	0xa0, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*10e4*/ 	.dword	_Z6d_fshrPKjPj
        /*10ec*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*10fc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*110c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*111c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*112c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*113c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*114c*/ 	.byte	0x10, 0x11, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1154*/ 	.dword	_Z6d_fshlPKjPj
        /*115c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*116c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*117c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*118c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*119c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*11ac*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*11bc*/ 	.byte	0x80, 0x11, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*11c4*/ 	.dword	_Z5d_sarPKjPj
        /*11cc*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x34, 0x00
        /*11dc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*11ec*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*11fc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*120c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*121c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*122c*/ 	.byte	0xf0, 0x11, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1234*/ 	.dword	_Z5d_shrPKjPj
        /*123c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x34, 0x00
        /*124c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*125c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*126c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*127c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*128c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*129c*/ 	.byte	0x60, 0x12, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*12a4*/ 	.dword	_Z5d_shlPKjPj
        /*12ac*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x34, 0x00
        /*12bc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*12cc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*12dc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*12ec*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*12fc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*130c*/ 	.byte	0xd0, 0x12, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1314*/ 	.dword	_Z7d_widesPKyPy
        /*131c*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x48, 0x00
        /*132c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*133c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*134c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*135c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*136c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*137c*/ 	.byte	0x40, 0x13, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1384*/ 	.dword	_Z6d_widePKyPy
        /*138c*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x3c, 0x00
        /*139c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*13ac*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*13bc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*13cc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*13dc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*13ec*/ 	.byte	0xb0, 0x13, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*13f4*/ 	.dword	_Z7d_sar64PKyPy
        /*13fc*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x3c, 0x00
        /*140c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*141c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*142c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*143c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*144c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*145c*/ 	.byte	0x20, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1464*/ 	.dword	_Z7d_shr64PKyPy
        /*146c*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x3c, 0x00
        /*147c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*148c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*149c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*14ac*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*14bc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*14cc*/ 	.byte	0x90, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*14d4*/ 	.dword	_Z7d_shl64PKyPy
        /*14dc*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x3c, 0x00
        /*14ec*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*14fc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*150c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*151c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*152c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*153c*/ 	.byte	0x00, 0x15, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1544*/ 	.dword	_Z10d_smulhi64PKyPy
        /*154c*/ 	.byte	0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x74, 0x00
        /*155c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*156c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*157c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*158c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*159c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*15ac*/ 	.byte	0x70, 0x15, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*15b4*/ 	.dword	_Z10d_umulhi64PKyPy
        /*15bc*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x4c, 0x00
        /*15cc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*15dc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*15ec*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*15fc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*160c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*161c*/ 	.byte	0xe0, 0x15, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1624*/ 	.dword	_Z7d_mad64PKyPy
        /*162c*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x44, 0x00
        /*163c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*164c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*165c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*166c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*167c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*168c*/ 	.byte	0x50, 0x16, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1694*/ 	.dword	_Z7d_mul64PKyPy
        /*169c*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x40, 0x00
        /*16ac*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*16bc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*16cc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*16dc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*16ec*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*16fc*/ 	.byte	0xc0, 0x16, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1704*/ 	.dword	_Z7d_sub64PKyPy
        /*170c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*171c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*172c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*173c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*174c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*175c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*176c*/ 	.byte	0x30, 0x17, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1774*/ 	.dword	_Z7d_add64PKyPy
        /*177c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*178c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*179c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*17ac*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*17bc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*17cc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*17dc*/ 	.byte	0xa0, 0x17, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*17e4*/ 	.dword	_Z8d_sdiv64PKyPy
        /*17ec*/ 	.byte	0xb0, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*17fc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0x6c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*180c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x3c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*181c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0x80, 0x82, 0x80, 0x28
        /*182c*/ 	.byte	0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28
        /*183c*/ 	.byte	0x08, 0x88, 0x80, 0x80, 0x28, 0x16, 0x80, 0x82, 0x80, 0x28, 0x10, 0x03
        /*1848*/ 	.dword	_Z8d_sdiv64PKyPy
        /*1850*/ 	.byte	0x92, 0x88, 0x80, 0x80, 0x28, 0x00, 0x22, 0x00, 0xff, 0xff, 0xff, 0xff, 0x1c, 0x00, 0x00, 0x00
        /*1860*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0x10, 0x18, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*186c*/ 	.dword	(_Z8d_sdiv64PKyPy + $_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64@srel)
        /*1874*/ 	.byte	0xd0, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*1884*/ 	.byte	0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
        /*1894*/ 	.byte	0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08
        /*18a4*/ 	.byte	0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*18b4*/ 	.byte	0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x18, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*18c4*/ 	.dword	_Z8d_urem64PKyPy
        /*18cc*/ 	.byte	0xa0, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*18dc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0x68, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*18ec*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x3c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*18fc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0x80, 0x82, 0x80, 0x28
        /*190c*/ 	.byte	0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28
        /*191c*/ 	.byte	0x08, 0x86, 0x80, 0x80, 0x28, 0x16, 0x80, 0x82, 0x80, 0x28, 0x10, 0x03
        /*1928*/ 	.dword	_Z8d_urem64PKyPy
        /*1930*/ 	.byte	0x92, 0x86, 0x80, 0x80, 0x28, 0x00, 0x22, 0x00, 0xff, 0xff, 0xff, 0xff, 0x1c, 0x00, 0x00, 0x00
        /*1940*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xf0, 0x18, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*194c*/ 	.dword	(_Z8d_urem64PKyPy + $_Z8d_urem64PKyPy$__cuda_sm20_rem_u64@srel)
        /*1954*/ 	.byte	0x60, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*1964*/ 	.byte	0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
        /*1974*/ 	.byte	0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08
        /*1984*/ 	.byte	0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*1994*/ 	.byte	0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x60, 0x19, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*19a4*/ 	.dword	_Z8d_udiv64PKyPy
        /*19ac*/ 	.byte	0xb0, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*19bc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0x6c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*19cc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x3c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*19dc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0x80, 0x82, 0x80, 0x28
        /*19ec*/ 	.byte	0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28
        /*19fc*/ 	.byte	0x08, 0x86, 0x80, 0x80, 0x28, 0x16, 0x80, 0x82, 0x80, 0x28, 0x10, 0x03
        /*1a08*/ 	.dword	_Z8d_udiv64PKyPy
        /*1a10*/ 	.byte	0x92, 0x86, 0x80, 0x80, 0x28, 0x00, 0x22, 0x00, 0xff, 0xff, 0xff, 0xff, 0x1c, 0x00, 0x00, 0x00
        /*1a20*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xd0, 0x19, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1a2c*/ 	.dword	(_Z8d_udiv64PKyPy + $_Z8d_udiv64PKyPy$__cuda_sm20_div_u64@srel)
        /*1a34*/ 	.byte	0xd0, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*1a44*/ 	.byte	0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
        /*1a54*/ 	.byte	0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08
        /*1a64*/ 	.byte	0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80, 0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff
        /*1a74*/ 	.byte	0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x1a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1a84*/ 	.dword	_Z10d_srem_cm3PKjPj
        /*1a8c*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*1a9c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*1aac*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1abc*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*1acc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*1adc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1aec*/ 	.byte	0xb0, 0x1a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1af4*/ 	.dword	_Z12d_urem_c1000PKjPj
        /*1afc*/ 	.byte	0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x38, 0x00
        /*1b0c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*1b1c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1b2c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*1b3c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*1b4c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1b5c*/ 	.byte	0x20, 0x1b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1b64*/ 	.dword	_Z9d_sdiv_c7PKjPj
        /*1b6c*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x40, 0x00
        /*1b7c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*1b8c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1b9c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*1bac*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*1bbc*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1bcc*/ 	.byte	0x90, 0x1b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1bd4*/ 	.dword	_Z9d_udiv_c7PKjPj
        /*1bdc*/ 	.byte	0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x3c, 0x00
        /*1bec*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*1bfc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1c0c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*1c1c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*1c2c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1c3c*/ 	.byte	0x00, 0x1c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1c44*/ 	.dword	_Z6d_sremPKjPj
        /*1c4c*/ 	.byte	0x80, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x8c, 0x00
        /*1c5c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*1c6c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1c7c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*1c8c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*1c9c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1cac*/ 	.byte	0x70, 0x1c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1cb4*/ 	.dword	_Z6d_sdivPKjPj
        /*1cbc*/ 	.byte	0x80, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x94, 0x00
        /*1ccc*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*1cdc*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1cec*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*1cfc*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*1d0c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1d1c*/ 	.byte	0xe0, 0x1c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1d24*/ 	.dword	_Z6d_uremPKjPj
        /*1d2c*/ 	.byte	0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x74, 0x00
        /*1d3c*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*1d4c*/ 	.byte	0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1d5c*/ 	.byte	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x03, 0x00, 0x04, 0x7c, 0xff, 0xff, 0xff, 0xff
        /*1d6c*/ 	.byte	0x0f, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x08, 0xff, 0x81, 0x80, 0x28, 0x08, 0x81, 0x80, 0x80
        /*1d7c*/ 	.byte	0x28, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1d8c*/ 	.byte	0x50, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        /*1d94*/ 	.dword	_Z6d_udivPKjPj
        /*1d9c*/ 	.byte	0x80, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x00, 0x04, 0x7c, 0x00
        /*1dac*/ 	.byte	0x00, 0x00, 0x0c, 0x81, 0x80, 0x80, 0x28, 0x00, 0x04, 0xfc, 0xff, 0xff, 0x3f, 0x00, 0x00, 0x00
        /*1dbc*/ 	.byte	0x00, 0x00, 0x00, 0x00
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
        /*0008*/ 	.word	0x00000010
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
        /*0038*/ 	.word	0x00000010
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
        /*0068*/ 	.word	0x00000010
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
        /*0098*/ 	.word	0x00000010
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
        /*00c8*/ 	.word	0x0000000a
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
        /*00f8*/ 	.word	0x0000000c
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
        /*0128*/ 	.word	0x0000000c
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
        /*0158*/ 	.word	0x0000000c
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
        /*0188*/ 	.word	0x00000012
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
        /*01dc*/ 	.word	0x00000012
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
        /*0230*/ 	.word	0x00000016
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
        /*02e4*/ 	.word	0x0000000e
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
        /*0314*/ 	.word	0x0000000e
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
        /*0344*/ 	.word	0x00000012
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
        /*0374*/ 	.word	0x00000012
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
        /*03a4*/ 	.word	0x0000000c
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
        /*03d4*/ 	.word	0x0000000c
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
        /*0404*/ 	.word	0x0000000c
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
        /*0434*/ 	.word	0x0000000c
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
        /*0464*/ 	.word	0x0000000e
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
        /*0494*/ 	.word	0x0000000a
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
        /*04c4*/ 	.word	0x0000000a
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
        /*04f4*/ 	.word	0x0000000a
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
        /*0524*/ 	.word	0x0000000a
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
        /*0554*/ 	.word	0x0000000a
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
        /*0584*/ 	.word	0x0000000a
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
        /*05b4*/ 	.word	0x0000000a
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
        /*05e4*/ 	.word	0x0000000c
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
        /*0614*/ 	.word	0x0000000a
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
        /*0644*/ 	.word	0x0000000a
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
        /*06d4*/ 	.word	0x0000000a
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
        /*0704*/ 	.word	0x0000000c
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
        /*0734*/ 	.word	0x0000000a
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
        /*0764*/ 	.word	0x0000000a
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
        /*0794*/ 	.word	0x0000000a
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
        /*07c4*/ 	.word	0x0000000a
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
        /*0854*/ 	.word	0x0000000a
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
        /*0884*/ 	.word	0x0000000a
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
        /*08b4*/ 	.word	0x0000000a
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
        /*08e4*/ 	.word	0x0000000a
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
        /*0914*/ 	.word	0x0000000a
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
        /*0944*/ 	.word	0x0000000a
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
        /*0974*/ 	.word	0x0000000a
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
        /*09a4*/ 	.word	0x0000000a
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
        /*09d4*/ 	.word	0x0000000a
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
        /*0a04*/ 	.word	0x0000000a
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
        /*0a34*/ 	.word	0x0000000a
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
        /*0a64*/ 	.word	0x0000000a
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
        /*0a94*/ 	.word	0x0000000a
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
        /*0ac4*/ 	.word	0x0000000a
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
        /*0af4*/ 	.word	0x0000000a
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
        /*0b24*/ 	.word	0x0000000a
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
        /*0b54*/ 	.word	0x0000000a
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
        /*0be4*/ 	.word	0x0000000a
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
        /*0c14*/ 	.word	0x0000000a
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
        /*0c44*/ 	.word	0x0000000a
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
        /*0c74*/ 	.word	0x0000000a
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
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_540 - .L_539)
.L_539:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_540:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_542 - .L_541)
.L_541:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_542:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_544 - .L_543)
	.align		4
.L_543:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_rsqPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_544:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_546 - .L_545)
.L_545:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_546:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_548 - .L_547)
.L_547:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_548:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_550 - .L_549)
	//   ....[0]....
.L_549:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_550:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_552 - .L_551)
	//   ....[0]....
.L_551:
        /*0050*/ 	.word	0x000000c0
.L_552:
//--------------------- .nv.info._Z5d_lg2PKjPj    --------------------------
	.section	.nv.info._Z5d_lg2PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_554 - .L_553)
.L_553:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_554:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_556 - .L_555)
.L_555:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_556:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_558 - .L_557)
	.align		4
.L_557:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_lg2PKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_558:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_560 - .L_559)
.L_559:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_560:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_562 - .L_561)
.L_561:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_562:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_564 - .L_563)
	//   ....[0]....
.L_563:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_564:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_566 - .L_565)
	//   ....[0]....
.L_565:
        /*0050*/ 	.word	0x000000c0
.L_566:
//--------------------- .nv.info._Z5d_ex2PKjPj    --------------------------
	.section	.nv.info._Z5d_ex2PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_568 - .L_567)
.L_567:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_568:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_570 - .L_569)
.L_569:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_570:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_572 - .L_571)
	.align		4
.L_571:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_ex2PKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_572:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_574 - .L_573)
.L_573:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_574:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_576 - .L_575)
.L_575:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_576:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_578 - .L_577)
	//   ....[0]....
.L_577:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_578:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_580 - .L_579)
	//   ....[0]....
.L_579:
        /*0050*/ 	.word	0x000000c0
.L_580:
//--------------------- .nv.info._Z5d_rcpPKjPj    --------------------------
	.section	.nv.info._Z5d_rcpPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_582 - .L_581)
.L_581:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_582:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_584 - .L_583)
.L_583:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_584:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_586 - .L_585)
	.align		4
.L_585:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_rcpPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_586:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_588 - .L_587)
.L_587:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_588:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_590 - .L_589)
.L_589:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_590:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_592 - .L_591)
	//   ....[0]....
.L_591:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_592:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_594 - .L_593)
	//   ....[0]....
.L_593:
        /*0050*/ 	.word	0x000000c0
.L_594:
//--------------------- .nv.info._Z10d_ull2d_rzPKyPy --------------------------
	.section	.nv.info._Z10d_ull2d_rzPKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_596 - .L_595)
.L_595:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_596:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_598 - .L_597)
.L_597:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_598:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_600 - .L_599)
	.align		4
.L_599:
        /*0014*/ 	.word	index@(.nv.constant0._Z10d_ull2d_rzPKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_600:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_602 - .L_601)
.L_601:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_602:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_604 - .L_603)
.L_603:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_604:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_606 - .L_605)
	//   ....[0]....
.L_605:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_606:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_608 - .L_607)
	//   ....[0]....
.L_607:
        /*0050*/ 	.word	0x000000c0
.L_608:
//--------------------- .nv.info._Z9d_ll2f_rnPKyPy --------------------------
	.section	.nv.info._Z9d_ll2f_rnPKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_610 - .L_609)
.L_609:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_610:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_612 - .L_611)
.L_611:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_612:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_614 - .L_613)
	.align		4
.L_613:
        /*0014*/ 	.word	index@(.nv.constant0._Z9d_ll2f_rnPKyPy)
        /*0018*/ 	.short	0x0160
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
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
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
        /*0050*/ 	.word	0x000000d0
.L_622:
//--------------------- .nv.info._Z8d_f2i_rdPKjPj --------------------------
	.section	.nv.info._Z8d_f2i_rdPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_624 - .L_623)
.L_623:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_624:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_626 - .L_625)
.L_625:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_626:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_628 - .L_627)
	.align		4
.L_627:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_f2i_rdPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_628:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_630 - .L_629)
.L_629:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_630:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_632 - .L_631)
.L_631:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_632:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_634 - .L_633)
	//   ....[0]....
.L_633:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_634:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_636 - .L_635)
	//   ....[0]....
.L_635:
        /*0050*/ 	.word	0x000000c0
.L_636:
//--------------------- .nv.info._Z8d_f2u_rzPKjPj --------------------------
	.section	.nv.info._Z8d_f2u_rzPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_638 - .L_637)
.L_637:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_638:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_640 - .L_639)
.L_639:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_640:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_642 - .L_641)
	.align		4
.L_641:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_f2u_rzPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_642:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_644 - .L_643)
.L_643:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_644:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_646 - .L_645)
.L_645:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_646:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_648 - .L_647)
	//   ....[0]....
.L_647:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_648:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_650 - .L_649)
	//   ....[0]....
.L_649:
        /*0050*/ 	.word	0x000000c0
.L_650:
//--------------------- .nv.info._Z8d_f2i_rnPKjPj --------------------------
	.section	.nv.info._Z8d_f2i_rnPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_652 - .L_651)
.L_651:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_652:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_654 - .L_653)
.L_653:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_654:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_656 - .L_655)
	.align		4
.L_655:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_f2i_rnPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_656:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_658 - .L_657)
.L_657:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_658:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_660 - .L_659)
.L_659:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_660:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_662 - .L_661)
	//   ....[0]....
.L_661:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_662:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_664 - .L_663)
	//   ....[0]....
.L_663:
        /*0050*/ 	.word	0x000000c0
.L_664:
//--------------------- .nv.info._Z8d_f2i_rzPKjPj --------------------------
	.section	.nv.info._Z8d_f2i_rzPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_666 - .L_665)
.L_665:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_666:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_668 - .L_667)
.L_667:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_668:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_670 - .L_669)
	.align		4
.L_669:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_f2i_rzPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_670:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_672 - .L_671)
.L_671:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_672:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_674 - .L_673)
.L_673:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_674:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_676 - .L_675)
	//   ....[0]....
.L_675:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_676:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_678 - .L_677)
	//   ....[0]....
.L_677:
        /*0050*/ 	.word	0x000000c0
.L_678:
//--------------------- .nv.info._Z8d_i2f_rdPKjPj --------------------------
	.section	.nv.info._Z8d_i2f_rdPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_680 - .L_679)
.L_679:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_680:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_682 - .L_681)
.L_681:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_682:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_684 - .L_683)
	.align		4
.L_683:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_i2f_rdPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_684:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_686 - .L_685)
.L_685:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_686:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_688 - .L_687)
.L_687:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_688:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_690 - .L_689)
	//   ....[0]....
.L_689:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_690:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_692 - .L_691)
	//   ....[0]....
.L_691:
        /*0050*/ 	.word	0x000000c0
.L_692:
//--------------------- .nv.info._Z8d_i2f_rnPKjPj --------------------------
	.section	.nv.info._Z8d_i2f_rnPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_694 - .L_693)
.L_693:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_694:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_696 - .L_695)
.L_695:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_696:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_698 - .L_697)
	.align		4
.L_697:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_i2f_rnPKjPj)
        /*0018*/ 	.short	0x0160
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
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
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
        /*0050*/ 	.word	0x000000c0
.L_706:
//--------------------- .nv.info._Z8d_u2f_ruPKjPj --------------------------
	.section	.nv.info._Z8d_u2f_ruPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_708 - .L_707)
.L_707:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_708:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_710 - .L_709)
.L_709:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_710:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_712 - .L_711)
	.align		4
.L_711:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_u2f_ruPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_712:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_714 - .L_713)
.L_713:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_714:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_716 - .L_715)
.L_715:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_716:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_718 - .L_717)
	//   ....[0]....
.L_717:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_718:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_720 - .L_719)
	//   ....[0]....
.L_719:
        /*0050*/ 	.word	0x000000c0
.L_720:
//--------------------- .nv.info._Z8d_u2f_rdPKjPj --------------------------
	.section	.nv.info._Z8d_u2f_rdPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_722 - .L_721)
.L_721:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_722:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_724 - .L_723)
.L_723:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_724:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_726 - .L_725)
	.align		4
.L_725:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_u2f_rdPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_726:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_728 - .L_727)
.L_727:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_728:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_730 - .L_729)
.L_729:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_730:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_732 - .L_731)
	//   ....[0]....
.L_731:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_732:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_734 - .L_733)
	//   ....[0]....
.L_733:
        /*0050*/ 	.word	0x000000c0
.L_734:
//--------------------- .nv.info._Z8d_u2f_rzPKjPj --------------------------
	.section	.nv.info._Z8d_u2f_rzPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_736 - .L_735)
.L_735:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_736:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_738 - .L_737)
.L_737:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_738:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_740 - .L_739)
	.align		4
.L_739:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_u2f_rzPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_740:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_742 - .L_741)
.L_741:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_742:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_744 - .L_743)
.L_743:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_744:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_746 - .L_745)
	//   ....[0]....
.L_745:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_746:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_748 - .L_747)
	//   ....[0]....
.L_747:
        /*0050*/ 	.word	0x000000c0
.L_748:
//--------------------- .nv.info._Z8d_u2f_rnPKjPj --------------------------
	.section	.nv.info._Z8d_u2f_rnPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_750 - .L_749)
.L_749:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_750:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_752 - .L_751)
.L_751:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_752:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_754 - .L_753)
	.align		4
.L_753:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_u2f_rnPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_754:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_756 - .L_755)
.L_755:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_756:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_758 - .L_757)
.L_757:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_758:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_760 - .L_759)
	//   ....[0]....
.L_759:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_760:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_762 - .L_761)
	//   ....[0]....
.L_761:
        /*0050*/ 	.word	0x000000c0
.L_762:
//--------------------- .nv.info._Z9d_ule_selPKjPj --------------------------
	.section	.nv.info._Z9d_ule_selPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_764 - .L_763)
.L_763:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_764:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_766 - .L_765)
.L_765:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_766:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_768 - .L_767)
	.align		4
.L_767:
        /*0014*/ 	.word	index@(.nv.constant0._Z9d_ule_selPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_768:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_770 - .L_769)
.L_769:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_770:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_772 - .L_771)
.L_771:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_772:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_774 - .L_773)
	//   ....[0]....
.L_773:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_774:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_776 - .L_775)
	//   ....[0]....
.L_775:
        /*0050*/ 	.word	0x000000e0
.L_776:
//--------------------- .nv.info._Z5d_sltPKjPj    --------------------------
	.section	.nv.info._Z5d_sltPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_778 - .L_777)
.L_777:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_778:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_780 - .L_779)
.L_779:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_780:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_782 - .L_781)
	.align		4
.L_781:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_sltPKjPj)
        /*0018*/ 	.short	0x0160
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
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
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
        /*0050*/ 	.word	0x000000e0
.L_790:
//--------------------- .nv.info._Z6d_sabsPKjPj   --------------------------
	.section	.nv.info._Z6d_sabsPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_792 - .L_791)
.L_791:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_792:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_794 - .L_793)
.L_793:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_794:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_796 - .L_795)
	.align		4
.L_795:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_sabsPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_796:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_798 - .L_797)
.L_797:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_798:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_800 - .L_799)
.L_799:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_800:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_802 - .L_801)
	//   ....[0]....
.L_801:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_802:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_804 - .L_803)
	//   ....[0]....
.L_803:
        /*0050*/ 	.word	0x000000c0
.L_804:
//--------------------- .nv.info._Z6d_smaxPKjPj   --------------------------
	.section	.nv.info._Z6d_smaxPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_806 - .L_805)
.L_805:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_806:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_808 - .L_807)
.L_807:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_808:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_810 - .L_809)
	.align		4
.L_809:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_smaxPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_810:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_812 - .L_811)
.L_811:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_812:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_814 - .L_813)
.L_813:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_814:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_816 - .L_815)
	//   ....[0]....
.L_815:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_816:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_818 - .L_817)
	//   ....[0]....
.L_817:
        /*0050*/ 	.word	0x000000e0
.L_818:
//--------------------- .nv.info._Z6d_uminPKjPj   --------------------------
	.section	.nv.info._Z6d_uminPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_820 - .L_819)
.L_819:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_820:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_822 - .L_821)
.L_821:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_822:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_824 - .L_823)
	.align		4
.L_823:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_uminPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_824:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_826 - .L_825)
.L_825:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_826:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_828 - .L_827)
.L_827:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_828:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_830 - .L_829)
	//   ....[0]....
.L_829:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_830:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_832 - .L_831)
	//   ....[0]....
.L_831:
        /*0050*/ 	.word	0x000000e0
.L_832:
//--------------------- .nv.info._Z6d_umaxPKjPj   --------------------------
	.section	.nv.info._Z6d_umaxPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_834 - .L_833)
.L_833:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_834:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_836 - .L_835)
.L_835:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_836:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_838 - .L_837)
	.align		4
.L_837:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_umaxPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_838:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_840 - .L_839)
.L_839:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_840:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_842 - .L_841)
.L_841:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_842:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_844 - .L_843)
	//   ....[0]....
.L_843:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_844:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_846 - .L_845)
	//   ....[0]....
.L_845:
        /*0050*/ 	.word	0x000000e0
.L_846:
//--------------------- .nv.info._Z6d_sminPKjPj   --------------------------
	.section	.nv.info._Z6d_sminPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_848 - .L_847)
.L_847:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_848:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_850 - .L_849)
.L_849:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_850:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_852 - .L_851)
	.align		4
.L_851:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_sminPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_852:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_854 - .L_853)
.L_853:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_854:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_856 - .L_855)
.L_855:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_856:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_858 - .L_857)
	//   ....[0]....
.L_857:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_858:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_860 - .L_859)
	//   ....[0]....
.L_859:
        /*0050*/ 	.word	0x000000e0
.L_860:
//--------------------- .nv.info._Z7d_clz64PKyPy  --------------------------
	.section	.nv.info._Z7d_clz64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_862 - .L_861)
.L_861:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_862:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_864 - .L_863)
.L_863:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_864:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_866 - .L_865)
	.align		4
.L_865:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_clz64PKyPy)
        /*0018*/ 	.short	0x0160
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
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
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
        /*0050*/ 	.word	0x00000130
.L_874:
//--------------------- .nv.info._Z8d_popc64PKyPy --------------------------
	.section	.nv.info._Z8d_popc64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_876 - .L_875)
.L_875:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_876:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_878 - .L_877)
.L_877:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_878:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_880 - .L_879)
	.align		4
.L_879:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_popc64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_880:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_882 - .L_881)
.L_881:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_882:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_884 - .L_883)
.L_883:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_884:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_886 - .L_885)
	//   ....[0]....
.L_885:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_886:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_888 - .L_887)
	//   ....[0]....
.L_887:
        /*0050*/ 	.word	0x000000f0
.L_888:
//--------------------- .nv.info._Z5d_ffsPKjPj    --------------------------
	.section	.nv.info._Z5d_ffsPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_890 - .L_889)
.L_889:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_890:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_892 - .L_891)
.L_891:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_892:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_894 - .L_893)
	.align		4
.L_893:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_ffsPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_894:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_896 - .L_895)
.L_895:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_896:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_898 - .L_897)
.L_897:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_898:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_900 - .L_899)
	//   ....[0]....
.L_899:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_900:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_902 - .L_901)
	//   ....[0]....
.L_901:
        /*0050*/ 	.word	0x000000e0
.L_902:
//--------------------- .nv.info._Z6d_brevPKjPj   --------------------------
	.section	.nv.info._Z6d_brevPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_904 - .L_903)
.L_903:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_904:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_906 - .L_905)
.L_905:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_906:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_908 - .L_907)
	.align		4
.L_907:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_brevPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_908:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_910 - .L_909)
.L_909:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_910:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_912 - .L_911)
.L_911:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_912:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_914 - .L_913)
	//   ....[0]....
.L_913:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_914:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_916 - .L_915)
	//   ....[0]....
.L_915:
        /*0050*/ 	.word	0x000000c0
.L_916:
//--------------------- .nv.info._Z5d_clzPKjPj    --------------------------
	.section	.nv.info._Z5d_clzPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_918 - .L_917)
.L_917:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_918:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_920 - .L_919)
.L_919:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_920:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_922 - .L_921)
	.align		4
.L_921:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_clzPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_922:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_924 - .L_923)
.L_923:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_924:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_926 - .L_925)
.L_925:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_926:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_928 - .L_927)
	//   ....[0]....
.L_927:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_928:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_930 - .L_929)
	//   ....[0]....
.L_929:
        /*0050*/ 	.word	0x000000d0
.L_930:
//--------------------- .nv.info._Z6d_popcPKjPj   --------------------------
	.section	.nv.info._Z6d_popcPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_932 - .L_931)
.L_931:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_932:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_934 - .L_933)
.L_933:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_934:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_936 - .L_935)
	.align		4
.L_935:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_popcPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_936:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_938 - .L_937)
.L_937:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_938:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_940 - .L_939)
.L_939:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_940:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_942 - .L_941)
	//   ....[0]....
.L_941:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_942:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_944 - .L_943)
	//   ....[0]....
.L_943:
        /*0050*/ 	.word	0x000000c0
.L_944:
//--------------------- .nv.info._Z8d_lea_hiPKjPj --------------------------
	.section	.nv.info._Z8d_lea_hiPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_946 - .L_945)
.L_945:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_946:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_948 - .L_947)
.L_947:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_948:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_950 - .L_949)
	.align		4
.L_949:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_lea_hiPKjPj)
        /*0018*/ 	.short	0x0160
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
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
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
        /*0050*/ 	.word	0x000000f0
.L_958:
//--------------------- .nv.info._Z5d_madPKjPj    --------------------------
	.section	.nv.info._Z5d_madPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_960 - .L_959)
.L_959:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_960:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_962 - .L_961)
.L_961:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_962:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_964 - .L_963)
	.align		4
.L_963:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_madPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_964:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_966 - .L_965)
.L_965:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_966:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_968 - .L_967)
.L_967:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_968:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_970 - .L_969)
	//   ....[0]....
.L_969:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_970:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_972 - .L_971)
	//   ....[0]....
.L_971:
        /*0050*/ 	.word	0x000000e0
.L_972:
//--------------------- .nv.info._Z8d_smulhiPKjPj --------------------------
	.section	.nv.info._Z8d_smulhiPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_974 - .L_973)
.L_973:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_974:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_976 - .L_975)
.L_975:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_976:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_978 - .L_977)
	.align		4
.L_977:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_smulhiPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_978:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_980 - .L_979)
.L_979:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_980:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_982 - .L_981)
.L_981:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_982:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_984 - .L_983)
	//   ....[0]....
.L_983:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_984:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_986 - .L_985)
	//   ....[0]....
.L_985:
        /*0050*/ 	.word	0x000000d0
.L_986:
//--------------------- .nv.info._Z8d_umulhiPKjPj --------------------------
	.section	.nv.info._Z8d_umulhiPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_988 - .L_987)
.L_987:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_988:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_990 - .L_989)
.L_989:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_990:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_992 - .L_991)
	.align		4
.L_991:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_umulhiPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_992:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_994 - .L_993)
.L_993:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_994:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_996 - .L_995)
.L_995:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_996:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_998 - .L_997)
	//   ....[0]....
.L_997:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_998:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1000 - .L_999)
	//   ....[0]....
.L_999:
        /*0050*/ 	.word	0x000000d0
.L_1000:
//--------------------- .nv.info._Z7d_lop3bPKjPj  --------------------------
	.section	.nv.info._Z7d_lop3bPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1002 - .L_1001)
.L_1001:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1002:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1004 - .L_1003)
.L_1003:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1004:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1006 - .L_1005)
	.align		4
.L_1005:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_lop3bPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1006:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1008 - .L_1007)
.L_1007:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1008:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1010 - .L_1009)
.L_1009:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1010:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1012 - .L_1011)
	//   ....[0]....
.L_1011:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1012:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1014 - .L_1013)
	//   ....[0]....
.L_1013:
        /*0050*/ 	.word	0x000000e0
.L_1014:
//--------------------- .nv.info._Z6d_lop3PKjPj   --------------------------
	.section	.nv.info._Z6d_lop3PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1016 - .L_1015)
.L_1015:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1016:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1018 - .L_1017)
.L_1017:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1018:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1020 - .L_1019)
	.align		4
.L_1019:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_lop3PKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1020:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1022 - .L_1021)
.L_1021:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1022:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1024 - .L_1023)
.L_1023:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1024:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1026 - .L_1025)
	//   ....[0]....
.L_1025:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1026:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1028 - .L_1027)
	//   ....[0]....
.L_1027:
        /*0050*/ 	.word	0x000000e0
.L_1028:
//--------------------- .nv.info._Z6d_permPKjPj   --------------------------
	.section	.nv.info._Z6d_permPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1030 - .L_1029)
.L_1029:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1030:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1032 - .L_1031)
.L_1031:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1032:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1034 - .L_1033)
	.align		4
.L_1033:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_permPKjPj)
        /*0018*/ 	.short	0x0160
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
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
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
        /*0050*/ 	.word	0x000000f0
.L_1042:
//--------------------- .nv.info._Z7d_fshrcPKjPj  --------------------------
	.section	.nv.info._Z7d_fshrcPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1044 - .L_1043)
.L_1043:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1044:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1046 - .L_1045)
.L_1045:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1046:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1048 - .L_1047)
	.align		4
.L_1047:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_fshrcPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1048:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1050 - .L_1049)
.L_1049:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1050:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1052 - .L_1051)
.L_1051:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1052:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1054 - .L_1053)
	//   ....[0]....
.L_1053:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1054:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1056 - .L_1055)
	//   ....[0]....
.L_1055:
        /*0050*/ 	.word	0x000000e0
.L_1056:
//--------------------- .nv.info._Z7d_fshlcPKjPj  --------------------------
	.section	.nv.info._Z7d_fshlcPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1058 - .L_1057)
.L_1057:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1058:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1060 - .L_1059)
.L_1059:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1060:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1062 - .L_1061)
	.align		4
.L_1061:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_fshlcPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1062:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1064 - .L_1063)
.L_1063:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1064:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1066 - .L_1065)
.L_1065:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1066:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1068 - .L_1067)
	//   ....[0]....
.L_1067:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1068:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1070 - .L_1069)
	//   ....[0]....
.L_1069:
        /*0050*/ 	.word	0x000000e0
.L_1070:
//--------------------- .nv.info._Z6d_fshrPKjPj   --------------------------
	.section	.nv.info._Z6d_fshrPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1072 - .L_1071)
.L_1071:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1072:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1074 - .L_1073)
.L_1073:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1074:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1076 - .L_1075)
	.align		4
.L_1075:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_fshrPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1076:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1078 - .L_1077)
.L_1077:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1078:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1080 - .L_1079)
.L_1079:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1080:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1082 - .L_1081)
	//   ....[0]....
.L_1081:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1082:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1084 - .L_1083)
	//   ....[0]....
.L_1083:
        /*0050*/ 	.word	0x000000e0
.L_1084:
//--------------------- .nv.info._Z6d_fshlPKjPj   --------------------------
	.section	.nv.info._Z6d_fshlPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1086 - .L_1085)
.L_1085:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1086:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1088 - .L_1087)
.L_1087:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1088:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1090 - .L_1089)
	.align		4
.L_1089:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_fshlPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1090:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1092 - .L_1091)
.L_1091:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1092:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1094 - .L_1093)
.L_1093:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1094:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1096 - .L_1095)
	//   ....[0]....
.L_1095:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1096:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1098 - .L_1097)
	//   ....[0]....
.L_1097:
        /*0050*/ 	.word	0x000000e0
.L_1098:
//--------------------- .nv.info._Z5d_sarPKjPj    --------------------------
	.section	.nv.info._Z5d_sarPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1100 - .L_1099)
.L_1099:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1100:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1102 - .L_1101)
.L_1101:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1102:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1104 - .L_1103)
	.align		4
.L_1103:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_sarPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1104:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1106 - .L_1105)
.L_1105:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1106:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1108 - .L_1107)
.L_1107:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1108:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1110 - .L_1109)
	//   ....[0]....
.L_1109:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1110:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1112 - .L_1111)
	//   ....[0]....
.L_1111:
        /*0050*/ 	.word	0x000000d0
.L_1112:
//--------------------- .nv.info._Z5d_shrPKjPj    --------------------------
	.section	.nv.info._Z5d_shrPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1114 - .L_1113)
.L_1113:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1114:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1116 - .L_1115)
.L_1115:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1116:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1118 - .L_1117)
	.align		4
.L_1117:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_shrPKjPj)
        /*0018*/ 	.short	0x0160
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
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
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
        /*0050*/ 	.word	0x000000d0
.L_1126:
//--------------------- .nv.info._Z5d_shlPKjPj    --------------------------
	.section	.nv.info._Z5d_shlPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1128 - .L_1127)
.L_1127:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1128:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1130 - .L_1129)
.L_1129:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1130:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1132 - .L_1131)
	.align		4
.L_1131:
        /*0014*/ 	.word	index@(.nv.constant0._Z5d_shlPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1132:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1134 - .L_1133)
.L_1133:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1134:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1136 - .L_1135)
.L_1135:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1136:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1138 - .L_1137)
	//   ....[0]....
.L_1137:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1138:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1140 - .L_1139)
	//   ....[0]....
.L_1139:
        /*0050*/ 	.word	0x000000d0
.L_1140:
//--------------------- .nv.info._Z7d_widesPKyPy  --------------------------
	.section	.nv.info._Z7d_widesPKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1142 - .L_1141)
.L_1141:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1142:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1144 - .L_1143)
.L_1143:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1144:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1146 - .L_1145)
	.align		4
.L_1145:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_widesPKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1146:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1148 - .L_1147)
.L_1147:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1148:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1150 - .L_1149)
.L_1149:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1150:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1152 - .L_1151)
	//   ....[0]....
.L_1151:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1152:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1154 - .L_1153)
	//   ....[0]....
.L_1153:
        /*0050*/ 	.word	0x00000120
.L_1154:
//--------------------- .nv.info._Z6d_widePKyPy   --------------------------
	.section	.nv.info._Z6d_widePKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1156 - .L_1155)
.L_1155:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1156:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1158 - .L_1157)
.L_1157:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1158:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1160 - .L_1159)
	.align		4
.L_1159:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_widePKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1160:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1162 - .L_1161)
.L_1161:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1162:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1164 - .L_1163)
.L_1163:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1164:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1166 - .L_1165)
	//   ....[0]....
.L_1165:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1166:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1168 - .L_1167)
	//   ....[0]....
.L_1167:
        /*0050*/ 	.word	0x000000f0
.L_1168:
//--------------------- .nv.info._Z7d_sar64PKyPy  --------------------------
	.section	.nv.info._Z7d_sar64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1170 - .L_1169)
.L_1169:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1170:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1172 - .L_1171)
.L_1171:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1172:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1174 - .L_1173)
	.align		4
.L_1173:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_sar64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1174:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1176 - .L_1175)
.L_1175:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1176:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1178 - .L_1177)
.L_1177:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1178:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1180 - .L_1179)
	//   ....[0]....
.L_1179:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1180:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1182 - .L_1181)
	//   ....[0]....
.L_1181:
        /*0050*/ 	.word	0x000000f0
.L_1182:
//--------------------- .nv.info._Z7d_shr64PKyPy  --------------------------
	.section	.nv.info._Z7d_shr64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1184 - .L_1183)
.L_1183:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1184:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1186 - .L_1185)
.L_1185:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1186:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1188 - .L_1187)
	.align		4
.L_1187:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_shr64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1188:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1190 - .L_1189)
.L_1189:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1190:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1192 - .L_1191)
.L_1191:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1192:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1194 - .L_1193)
	//   ....[0]....
.L_1193:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1194:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1196 - .L_1195)
	//   ....[0]....
.L_1195:
        /*0050*/ 	.word	0x000000f0
.L_1196:
//--------------------- .nv.info._Z7d_shl64PKyPy  --------------------------
	.section	.nv.info._Z7d_shl64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1198 - .L_1197)
.L_1197:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1198:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1200 - .L_1199)
.L_1199:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1200:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1202 - .L_1201)
	.align		4
.L_1201:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_shl64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1202:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1204 - .L_1203)
.L_1203:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1204:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1206 - .L_1205)
.L_1205:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1206:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1208 - .L_1207)
	//   ....[0]....
.L_1207:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1208:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1210 - .L_1209)
	//   ....[0]....
.L_1209:
        /*0050*/ 	.word	0x000000f0
.L_1210:
//--------------------- .nv.info._Z10d_smulhi64PKyPy --------------------------
	.section	.nv.info._Z10d_smulhi64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1212 - .L_1211)
.L_1211:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1212:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1214 - .L_1213)
.L_1213:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1214:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1216 - .L_1215)
	.align		4
.L_1215:
        /*0014*/ 	.word	index@(.nv.constant0._Z10d_smulhi64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1216:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1218 - .L_1217)
.L_1217:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1218:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1220 - .L_1219)
.L_1219:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1220:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1222 - .L_1221)
	//   ....[0]....
.L_1221:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1222:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1224 - .L_1223)
	//   ....[0]....
.L_1223:
        /*0050*/ 	.word	0x000001d0
.L_1224:
//--------------------- .nv.info._Z10d_umulhi64PKyPy --------------------------
	.section	.nv.info._Z10d_umulhi64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1226 - .L_1225)
.L_1225:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1226:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1228 - .L_1227)
.L_1227:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1228:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1230 - .L_1229)
	.align		4
.L_1229:
        /*0014*/ 	.word	index@(.nv.constant0._Z10d_umulhi64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1230:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1232 - .L_1231)
.L_1231:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1232:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1234 - .L_1233)
.L_1233:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1234:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1236 - .L_1235)
	//   ....[0]....
.L_1235:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1236:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1238 - .L_1237)
	//   ....[0]....
.L_1237:
        /*0050*/ 	.word	0x00000130
.L_1238:
//--------------------- .nv.info._Z7d_mad64PKyPy  --------------------------
	.section	.nv.info._Z7d_mad64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1240 - .L_1239)
.L_1239:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1240:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1242 - .L_1241)
.L_1241:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1242:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1244 - .L_1243)
	.align		4
.L_1243:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_mad64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1244:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1246 - .L_1245)
.L_1245:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1246:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1248 - .L_1247)
.L_1247:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1248:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1250 - .L_1249)
	//   ....[0]....
.L_1249:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1250:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1252 - .L_1251)
	//   ....[0]....
.L_1251:
        /*0050*/ 	.word	0x00000110
.L_1252:
//--------------------- .nv.info._Z7d_mul64PKyPy  --------------------------
	.section	.nv.info._Z7d_mul64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1254 - .L_1253)
.L_1253:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1254:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1256 - .L_1255)
.L_1255:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1256:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1258 - .L_1257)
	.align		4
.L_1257:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_mul64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1258:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1260 - .L_1259)
.L_1259:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1260:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1262 - .L_1261)
.L_1261:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1262:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1264 - .L_1263)
	//   ....[0]....
.L_1263:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1264:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1266 - .L_1265)
	//   ....[0]....
.L_1265:
        /*0050*/ 	.word	0x00000100
.L_1266:
//--------------------- .nv.info._Z7d_sub64PKyPy  --------------------------
	.section	.nv.info._Z7d_sub64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1268 - .L_1267)
.L_1267:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1268:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1270 - .L_1269)
.L_1269:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1270:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1272 - .L_1271)
	.align		4
.L_1271:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_sub64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1272:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1274 - .L_1273)
.L_1273:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1274:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1276 - .L_1275)
.L_1275:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1276:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1278 - .L_1277)
	//   ....[0]....
.L_1277:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1278:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1280 - .L_1279)
	//   ....[0]....
.L_1279:
        /*0050*/ 	.word	0x000000e0
.L_1280:
//--------------------- .nv.info._Z7d_add64PKyPy  --------------------------
	.section	.nv.info._Z7d_add64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1282 - .L_1281)
.L_1281:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1282:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1284 - .L_1283)
.L_1283:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1284:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1286 - .L_1285)
	.align		4
.L_1285:
        /*0014*/ 	.word	index@(.nv.constant0._Z7d_add64PKyPy)
        /*0018*/ 	.short	0x0160
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
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
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
        /*0050*/ 	.word	0x000000e0
.L_1294:
//--------------------- .nv.info._Z8d_sdiv64PKyPy --------------------------
	.section	.nv.info._Z8d_sdiv64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1296 - .L_1295)
.L_1295:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1296:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1298 - .L_1297)
.L_1297:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1298:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1300 - .L_1299)
	.align		4
.L_1299:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_sdiv64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1300:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1302 - .L_1301)
.L_1301:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1302:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1304 - .L_1303)
.L_1303:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1304:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1306 - .L_1305)
	//   ....[0]....
.L_1305:
        /*0048*/ 	.word	0x00000010
	//   ....[1]....
        /*004c*/ 	.word	0x000002b0
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1306:
        /*0050*/ 	.byte	0x04, 0x1c
        /*0052*/ 	.short	(.L_1308 - .L_1307)
	//   ....[0]....
.L_1307:
        /*0054*/ 	.word	0x000002a0
	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_1308:
        /*0058*/ 	.byte	0x04, 0x1e
        /*005a*/ 	.short	(.L_1310 - .L_1309)
.L_1309:
        /*005c*/ 	.word	0x00000000
.L_1310:
//--------------------- .nv.info._Z8d_urem64PKyPy --------------------------
	.section	.nv.info._Z8d_urem64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1312 - .L_1311)
.L_1311:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1312:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1314 - .L_1313)
.L_1313:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1314:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1316 - .L_1315)
	.align		4
.L_1315:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_urem64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1316:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1318 - .L_1317)
.L_1317:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1318:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1320 - .L_1319)
.L_1319:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1320:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1322 - .L_1321)
	//   ....[0]....
.L_1321:
        /*0048*/ 	.word	0x00000010
	//   ....[1]....
        /*004c*/ 	.word	0x000002a0
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1322:
        /*0050*/ 	.byte	0x04, 0x1c
        /*0052*/ 	.short	(.L_1324 - .L_1323)
	//   ....[0]....
.L_1323:
        /*0054*/ 	.word	0x00000290
	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_1324:
        /*0058*/ 	.byte	0x04, 0x1e
        /*005a*/ 	.short	(.L_1326 - .L_1325)
.L_1325:
        /*005c*/ 	.word	0x00000000
.L_1326:
//--------------------- .nv.info._Z8d_udiv64PKyPy --------------------------
	.section	.nv.info._Z8d_udiv64PKyPy,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1328 - .L_1327)
.L_1327:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1328:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1330 - .L_1329)
.L_1329:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1330:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1332 - .L_1331)
	.align		4
.L_1331:
        /*0014*/ 	.word	index@(.nv.constant0._Z8d_udiv64PKyPy)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1332:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1334 - .L_1333)
.L_1333:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1334:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1336 - .L_1335)
.L_1335:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1336:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1338 - .L_1337)
	//   ....[0]....
.L_1337:
        /*0048*/ 	.word	0x00000010
	//   ....[1]....
        /*004c*/ 	.word	0x000002b0
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1338:
        /*0050*/ 	.byte	0x04, 0x1c
        /*0052*/ 	.short	(.L_1340 - .L_1339)
	//   ....[0]....
.L_1339:
        /*0054*/ 	.word	0x000002a0
	//----- nvinfo : EIATTR_CRS_STACK_SIZE
	.align		4
.L_1340:
        /*0058*/ 	.byte	0x04, 0x1e
        /*005a*/ 	.short	(.L_1342 - .L_1341)
.L_1341:
        /*005c*/ 	.word	0x00000000
.L_1342:
//--------------------- .nv.info._Z10d_srem_cm3PKjPj --------------------------
	.section	.nv.info._Z10d_srem_cm3PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1344 - .L_1343)
.L_1343:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1344:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1346 - .L_1345)
.L_1345:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1346:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1348 - .L_1347)
	.align		4
.L_1347:
        /*0014*/ 	.word	index@(.nv.constant0._Z10d_srem_cm3PKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1348:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1350 - .L_1349)
.L_1349:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1350:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1352 - .L_1351)
.L_1351:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1352:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1354 - .L_1353)
	//   ....[0]....
.L_1353:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1354:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1356 - .L_1355)
	//   ....[0]....
.L_1355:
        /*0050*/ 	.word	0x000000e0
.L_1356:
//--------------------- .nv.info._Z12d_urem_c1000PKjPj --------------------------
	.section	.nv.info._Z12d_urem_c1000PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1358 - .L_1357)
.L_1357:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1358:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1360 - .L_1359)
.L_1359:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1360:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1362 - .L_1361)
	.align		4
.L_1361:
        /*0014*/ 	.word	index@(.nv.constant0._Z12d_urem_c1000PKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1362:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1364 - .L_1363)
.L_1363:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1364:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1366 - .L_1365)
.L_1365:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1366:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1368 - .L_1367)
	//   ....[0]....
.L_1367:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1368:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1370 - .L_1369)
	//   ....[0]....
.L_1369:
        /*0050*/ 	.word	0x000000e0
.L_1370:
//--------------------- .nv.info._Z9d_sdiv_c7PKjPj --------------------------
	.section	.nv.info._Z9d_sdiv_c7PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1372 - .L_1371)
.L_1371:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1372:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1374 - .L_1373)
.L_1373:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1374:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1376 - .L_1375)
	.align		4
.L_1375:
        /*0014*/ 	.word	index@(.nv.constant0._Z9d_sdiv_c7PKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1376:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1378 - .L_1377)
.L_1377:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1378:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1380 - .L_1379)
.L_1379:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1380:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1382 - .L_1381)
	//   ....[0]....
.L_1381:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1382:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1384 - .L_1383)
	//   ....[0]....
.L_1383:
        /*0050*/ 	.word	0x00000100
.L_1384:
//--------------------- .nv.info._Z9d_udiv_c7PKjPj --------------------------
	.section	.nv.info._Z9d_udiv_c7PKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1386 - .L_1385)
.L_1385:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1386:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1388 - .L_1387)
.L_1387:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1388:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1390 - .L_1389)
	.align		4
.L_1389:
        /*0014*/ 	.word	index@(.nv.constant0._Z9d_udiv_c7PKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1390:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1392 - .L_1391)
.L_1391:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1392:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1394 - .L_1393)
.L_1393:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1394:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1396 - .L_1395)
	//   ....[0]....
.L_1395:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1396:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1398 - .L_1397)
	//   ....[0]....
.L_1397:
        /*0050*/ 	.word	0x000000f0
.L_1398:
//--------------------- .nv.info._Z6d_sremPKjPj   --------------------------
	.section	.nv.info._Z6d_sremPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1400 - .L_1399)
.L_1399:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1400:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1402 - .L_1401)
.L_1401:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1402:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1404 - .L_1403)
	.align		4
.L_1403:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_sremPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1404:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1406 - .L_1405)
.L_1405:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1406:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1408 - .L_1407)
.L_1407:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1408:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1410 - .L_1409)
	//   ....[0]....
.L_1409:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1410:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1412 - .L_1411)
	//   ....[0]....
.L_1411:
        /*0050*/ 	.word	0x00000230
.L_1412:
//--------------------- .nv.info._Z6d_sdivPKjPj   --------------------------
	.section	.nv.info._Z6d_sdivPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1414 - .L_1413)
.L_1413:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1414:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1416 - .L_1415)
.L_1415:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1416:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1418 - .L_1417)
	.align		4
.L_1417:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_sdivPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1418:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1420 - .L_1419)
.L_1419:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1420:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1422 - .L_1421)
.L_1421:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1422:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1424 - .L_1423)
	//   ....[0]....
.L_1423:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1424:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1426 - .L_1425)
	//   ....[0]....
.L_1425:
        /*0050*/ 	.word	0x00000250
.L_1426:
//--------------------- .nv.info._Z6d_uremPKjPj   --------------------------
	.section	.nv.info._Z6d_uremPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1428 - .L_1427)
.L_1427:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1428:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1430 - .L_1429)
.L_1429:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1430:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1432 - .L_1431)
	.align		4
.L_1431:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_uremPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1432:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1434 - .L_1433)
.L_1433:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1434:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1436 - .L_1435)
.L_1435:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1436:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1438 - .L_1437)
	//   ....[0]....
.L_1437:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1438:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1440 - .L_1439)
	//   ....[0]....
.L_1439:
        /*0050*/ 	.word	0x000001d0
.L_1440:
//--------------------- .nv.info._Z6d_udivPKjPj   --------------------------
	.section	.nv.info._Z6d_udivPKjPj,"",@"SHT_CUDA_INFO"
	.align	4
	//----- nvinfo : EIATTR_SW_WAR
	.align		4
        /*0000*/ 	.byte	0x04, 0x36
        /*0002*/ 	.short	(.L_1442 - .L_1441)
.L_1441:
        /*0004*/ 	.word	0x00000001
	//----- nvinfo : EIATTR_CUDA_API_VERSION
	.align		4
.L_1442:
        /*0008*/ 	.byte	0x04, 0x37
        /*000a*/ 	.short	(.L_1444 - .L_1443)
.L_1443:
        /*000c*/ 	.word	0x00000076
	//----- nvinfo : EIATTR_PARAM_CBANK
	.align		4
.L_1444:
        /*0010*/ 	.byte	0x04, 0x0a
        /*0012*/ 	.short	(.L_1446 - .L_1445)
	.align		4
.L_1445:
        /*0014*/ 	.word	index@(.nv.constant0._Z6d_udivPKjPj)
        /*0018*/ 	.short	0x0160
        /*001a*/ 	.short	0x0010
	//----- nvinfo : EIATTR_CBANK_PARAM_SIZE
	.align		4
.L_1446:
        /*001c*/ 	.byte	0x03, 0x19
        /*001e*/ 	.short	0x0010
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
        /*0020*/ 	.byte	0x04, 0x17
        /*0022*/ 	.short	(.L_1448 - .L_1447)
.L_1447:
        /*0024*/ 	.word	0x00000000
        /*0028*/ 	.short	0x0001
        /*002a*/ 	.short	0x0008
        /*002c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_KPARAM_INFO
	.align		4
.L_1448:
        /*0030*/ 	.byte	0x04, 0x17
        /*0032*/ 	.short	(.L_1450 - .L_1449)
.L_1449:
        /*0034*/ 	.word	0x00000000
        /*0038*/ 	.short	0x0000
        /*003a*/ 	.short	0x0000
        /*003c*/ 	.byte	0x00, 0xf0, 0x21, 0x00
	//----- nvinfo : EIATTR_MAXREG_COUNT
	.align		4
.L_1450:
        /*0040*/ 	.byte	0x03, 0x1b
        /*0042*/ 	.short	0x00ff
	//----- nvinfo : EIATTR_INT_WARP_WIDE_INSTR_OFFSETS
	.align		4
        /*0044*/ 	.byte	0x04, 0x31
        /*0046*/ 	.short	(.L_1452 - .L_1451)
	//   ....[0]....
.L_1451:
        /*0048*/ 	.word	0x00000010
	//----- nvinfo : EIATTR_EXIT_INSTR_OFFSETS
	.align		4
.L_1452:
        /*004c*/ 	.byte	0x04, 0x1c
        /*004e*/ 	.short	(.L_1454 - .L_1453)
	//   ....[0]....
.L_1453:
        /*0050*/ 	.word	0x000001f0
.L_1454:
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
	.zero		368
//--------------------- .nv.constant0._Z5d_lg2PKjPj --------------------------
	.section	.nv.constant0._Z5d_lg2PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_lg2PKjPj:
	.zero		368
//--------------------- .nv.constant0._Z5d_ex2PKjPj --------------------------
	.section	.nv.constant0._Z5d_ex2PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_ex2PKjPj:
	.zero		368
//--------------------- .nv.constant0._Z5d_rcpPKjPj --------------------------
	.section	.nv.constant0._Z5d_rcpPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_rcpPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z10d_ull2d_rzPKyPy --------------------------
	.section	.nv.constant0._Z10d_ull2d_rzPKyPy,"a",@progbits
	.align	4
.nv.constant0._Z10d_ull2d_rzPKyPy:
	.zero		368
//--------------------- .nv.constant0._Z9d_ll2f_rnPKyPy --------------------------
	.section	.nv.constant0._Z9d_ll2f_rnPKyPy,"a",@progbits
	.align	4
.nv.constant0._Z9d_ll2f_rnPKyPy:
	.zero		368
//--------------------- .nv.constant0._Z8d_f2i_rdPKjPj --------------------------
	.section	.nv.constant0._Z8d_f2i_rdPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_f2i_rdPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_f2u_rzPKjPj --------------------------
	.section	.nv.constant0._Z8d_f2u_rzPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_f2u_rzPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_f2i_rnPKjPj --------------------------
	.section	.nv.constant0._Z8d_f2i_rnPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_f2i_rnPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_f2i_rzPKjPj --------------------------
	.section	.nv.constant0._Z8d_f2i_rzPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_f2i_rzPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_i2f_rdPKjPj --------------------------
	.section	.nv.constant0._Z8d_i2f_rdPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_i2f_rdPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_i2f_rnPKjPj --------------------------
	.section	.nv.constant0._Z8d_i2f_rnPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_i2f_rnPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_u2f_ruPKjPj --------------------------
	.section	.nv.constant0._Z8d_u2f_ruPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_u2f_ruPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_u2f_rdPKjPj --------------------------
	.section	.nv.constant0._Z8d_u2f_rdPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_u2f_rdPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_u2f_rzPKjPj --------------------------
	.section	.nv.constant0._Z8d_u2f_rzPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_u2f_rzPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_u2f_rnPKjPj --------------------------
	.section	.nv.constant0._Z8d_u2f_rnPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_u2f_rnPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z9d_ule_selPKjPj --------------------------
	.section	.nv.constant0._Z9d_ule_selPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z9d_ule_selPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z5d_sltPKjPj --------------------------
	.section	.nv.constant0._Z5d_sltPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_sltPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_sabsPKjPj --------------------------
	.section	.nv.constant0._Z6d_sabsPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_sabsPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_smaxPKjPj --------------------------
	.section	.nv.constant0._Z6d_smaxPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_smaxPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_uminPKjPj --------------------------
	.section	.nv.constant0._Z6d_uminPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_uminPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_umaxPKjPj --------------------------
	.section	.nv.constant0._Z6d_umaxPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_umaxPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_sminPKjPj --------------------------
	.section	.nv.constant0._Z6d_sminPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_sminPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z7d_clz64PKyPy --------------------------
	.section	.nv.constant0._Z7d_clz64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_clz64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z8d_popc64PKyPy --------------------------
	.section	.nv.constant0._Z8d_popc64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z8d_popc64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z5d_ffsPKjPj --------------------------
	.section	.nv.constant0._Z5d_ffsPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_ffsPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_brevPKjPj --------------------------
	.section	.nv.constant0._Z6d_brevPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_brevPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z5d_clzPKjPj --------------------------
	.section	.nv.constant0._Z5d_clzPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_clzPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_popcPKjPj --------------------------
	.section	.nv.constant0._Z6d_popcPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_popcPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_lea_hiPKjPj --------------------------
	.section	.nv.constant0._Z8d_lea_hiPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_lea_hiPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z5d_madPKjPj --------------------------
	.section	.nv.constant0._Z5d_madPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_madPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_smulhiPKjPj --------------------------
	.section	.nv.constant0._Z8d_smulhiPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_smulhiPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z8d_umulhiPKjPj --------------------------
	.section	.nv.constant0._Z8d_umulhiPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z8d_umulhiPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z7d_lop3bPKjPj --------------------------
	.section	.nv.constant0._Z7d_lop3bPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z7d_lop3bPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_lop3PKjPj --------------------------
	.section	.nv.constant0._Z6d_lop3PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_lop3PKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_permPKjPj --------------------------
	.section	.nv.constant0._Z6d_permPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_permPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z7d_fshrcPKjPj --------------------------
	.section	.nv.constant0._Z7d_fshrcPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z7d_fshrcPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z7d_fshlcPKjPj --------------------------
	.section	.nv.constant0._Z7d_fshlcPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z7d_fshlcPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_fshrPKjPj --------------------------
	.section	.nv.constant0._Z6d_fshrPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_fshrPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_fshlPKjPj --------------------------
	.section	.nv.constant0._Z6d_fshlPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_fshlPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z5d_sarPKjPj --------------------------
	.section	.nv.constant0._Z5d_sarPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_sarPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z5d_shrPKjPj --------------------------
	.section	.nv.constant0._Z5d_shrPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_shrPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z5d_shlPKjPj --------------------------
	.section	.nv.constant0._Z5d_shlPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z5d_shlPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z7d_widesPKyPy --------------------------
	.section	.nv.constant0._Z7d_widesPKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_widesPKyPy:
	.zero		368
//--------------------- .nv.constant0._Z6d_widePKyPy --------------------------
	.section	.nv.constant0._Z6d_widePKyPy,"a",@progbits
	.align	4
.nv.constant0._Z6d_widePKyPy:
	.zero		368
//--------------------- .nv.constant0._Z7d_sar64PKyPy --------------------------
	.section	.nv.constant0._Z7d_sar64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_sar64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z7d_shr64PKyPy --------------------------
	.section	.nv.constant0._Z7d_shr64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_shr64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z7d_shl64PKyPy --------------------------
	.section	.nv.constant0._Z7d_shl64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_shl64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z10d_smulhi64PKyPy --------------------------
	.section	.nv.constant0._Z10d_smulhi64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z10d_smulhi64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z10d_umulhi64PKyPy --------------------------
	.section	.nv.constant0._Z10d_umulhi64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z10d_umulhi64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z7d_mad64PKyPy --------------------------
	.section	.nv.constant0._Z7d_mad64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_mad64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z7d_mul64PKyPy --------------------------
	.section	.nv.constant0._Z7d_mul64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_mul64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z7d_sub64PKyPy --------------------------
	.section	.nv.constant0._Z7d_sub64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_sub64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z7d_add64PKyPy --------------------------
	.section	.nv.constant0._Z7d_add64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z7d_add64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z8d_sdiv64PKyPy --------------------------
	.section	.nv.constant0._Z8d_sdiv64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z8d_sdiv64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z8d_urem64PKyPy --------------------------
	.section	.nv.constant0._Z8d_urem64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z8d_urem64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z8d_udiv64PKyPy --------------------------
	.section	.nv.constant0._Z8d_udiv64PKyPy,"a",@progbits
	.align	4
.nv.constant0._Z8d_udiv64PKyPy:
	.zero		368
//--------------------- .nv.constant0._Z10d_srem_cm3PKjPj --------------------------
	.section	.nv.constant0._Z10d_srem_cm3PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z10d_srem_cm3PKjPj:
	.zero		368
//--------------------- .nv.constant0._Z12d_urem_c1000PKjPj --------------------------
	.section	.nv.constant0._Z12d_urem_c1000PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z12d_urem_c1000PKjPj:
	.zero		368
//--------------------- .nv.constant0._Z9d_sdiv_c7PKjPj --------------------------
	.section	.nv.constant0._Z9d_sdiv_c7PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z9d_sdiv_c7PKjPj:
	.zero		368
//--------------------- .nv.constant0._Z9d_udiv_c7PKjPj --------------------------
	.section	.nv.constant0._Z9d_udiv_c7PKjPj,"a",@progbits
	.align	4
.nv.constant0._Z9d_udiv_c7PKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_sremPKjPj --------------------------
	.section	.nv.constant0._Z6d_sremPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_sremPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_sdivPKjPj --------------------------
	.section	.nv.constant0._Z6d_sdivPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_sdivPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_uremPKjPj --------------------------
	.section	.nv.constant0._Z6d_uremPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_uremPKjPj:
	.zero		368
//--------------------- .nv.constant0._Z6d_udivPKjPj --------------------------
	.section	.nv.constant0._Z6d_udivPKjPj,"a",@progbits
	.align	4
.nv.constant0._Z6d_udivPKjPj:
	.zero		368
//--------------------- .text._Z5d_rsqPKjPj       --------------------------
	.section	.text._Z5d_rsqPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_rsqPKjPj
        .type           _Z5d_rsqPKjPj,@function
        .size           _Z5d_rsqPKjPj,(.L_x_77 - _Z5d_rsqPKjPj)
        .other          _Z5d_rsqPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_rsqPKjPj:
.text._Z5d_rsqPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   MUFU.RSQ R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_0:
        /*00d0*/                   BRA `(.L_x_0);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_77:
//--------------------- .text._Z5d_lg2PKjPj       --------------------------
	.section	.text._Z5d_lg2PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_lg2PKjPj
        .type           _Z5d_lg2PKjPj,@function
        .size           _Z5d_lg2PKjPj,(.L_x_78 - _Z5d_lg2PKjPj)
        .other          _Z5d_lg2PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_lg2PKjPj:
.text._Z5d_lg2PKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   MUFU.LG2 R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_1:
        /*00d0*/                   BRA `(.L_x_1);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_78:
//--------------------- .text._Z5d_ex2PKjPj       --------------------------
	.section	.text._Z5d_ex2PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_ex2PKjPj
        .type           _Z5d_ex2PKjPj,@function
        .size           _Z5d_ex2PKjPj,(.L_x_79 - _Z5d_ex2PKjPj)
        .other          _Z5d_ex2PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_ex2PKjPj:
.text._Z5d_ex2PKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   MUFU.EX2 R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_2:
        /*00d0*/                   BRA `(.L_x_2);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_79:
//--------------------- .text._Z5d_rcpPKjPj       --------------------------
	.section	.text._Z5d_rcpPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_rcpPKjPj
        .type           _Z5d_rcpPKjPj,@function
        .size           _Z5d_rcpPKjPj,(.L_x_80 - _Z5d_rcpPKjPj)
        .other          _Z5d_rcpPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_rcpPKjPj:
.text._Z5d_rcpPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   MUFU.RCP R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_3:
        /*00d0*/                   BRA `(.L_x_3);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_80:
//--------------------- .text._Z10d_ull2d_rzPKyPy --------------------------
	.section	.text._Z10d_ull2d_rzPKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z10d_ull2d_rzPKyPy
        .type           _Z10d_ull2d_rzPKyPy,@function
        .size           _Z10d_ull2d_rzPKyPy,(.L_x_81 - _Z10d_ull2d_rzPKyPy)
        .other          _Z10d_ull2d_rzPKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10d_ull2d_rzPKyPy:
.text._Z10d_ull2d_rzPKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R6, SR_CTAID.X ;
        /*0030*/                   MOV R7, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R6, R6, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R6, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R6, R6, R7, c[0x0][0x168] ;
        /*00a0*/                   I2F.F64.U64.RZ R4, R2 ;
        /*00b0*/                   STG.E.64.SYS [R6], R4 ;
        /*00c0*/                   EXIT ;
.L_x_4:
        /*00d0*/                   BRA `(.L_x_4);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_81:
//--------------------- .text._Z9d_ll2f_rnPKyPy   --------------------------
	.section	.text._Z9d_ll2f_rnPKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z9d_ll2f_rnPKyPy
        .type           _Z9d_ll2f_rnPKyPy,@function
        .size           _Z9d_ll2f_rnPKyPy,(.L_x_82 - _Z9d_ll2f_rnPKyPy)
        .other          _Z9d_ll2f_rnPKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z9d_ll2f_rnPKyPy:
.text._Z9d_ll2f_rnPKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R6, SR_CTAID.X ;
        /*0030*/                   MOV R7, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R6, R6, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R6, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R6, R6, R7, c[0x0][0x168] ;
        /*00a0*/                   MOV R5, RZ ;
        /*00b0*/                   I2F.S64 R4, R2 ;
        /*00c0*/                   STG.E.64.SYS [R6], R4 ;
        /*00d0*/                   EXIT ;
.L_x_5:
        /*00e0*/                   BRA `(.L_x_5);
        /*00f0*/                   NOP;
.L_x_82:
//--------------------- .text._Z8d_f2i_rdPKjPj    --------------------------
	.section	.text._Z8d_f2i_rdPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_f2i_rdPKjPj
        .type           _Z8d_f2i_rdPKjPj,@function
        .size           _Z8d_f2i_rdPKjPj,(.L_x_83 - _Z8d_f2i_rdPKjPj)
        .other          _Z8d_f2i_rdPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_f2i_rdPKjPj:
.text._Z8d_f2i_rdPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   F2I.FLOOR.NTZ R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_6:
        /*00d0*/                   BRA `(.L_x_6);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_83:
//--------------------- .text._Z8d_f2u_rzPKjPj    --------------------------
	.section	.text._Z8d_f2u_rzPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_f2u_rzPKjPj
        .type           _Z8d_f2u_rzPKjPj,@function
        .size           _Z8d_f2u_rzPKjPj,(.L_x_84 - _Z8d_f2u_rzPKjPj)
        .other          _Z8d_f2u_rzPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_f2u_rzPKjPj:
.text._Z8d_f2u_rzPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   F2I.U32.TRUNC.NTZ R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_7:
        /*00d0*/                   BRA `(.L_x_7);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_84:
//--------------------- .text._Z8d_f2i_rnPKjPj    --------------------------
	.section	.text._Z8d_f2i_rnPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_f2i_rnPKjPj
        .type           _Z8d_f2i_rnPKjPj,@function
        .size           _Z8d_f2i_rnPKjPj,(.L_x_85 - _Z8d_f2i_rnPKjPj)
        .other          _Z8d_f2i_rnPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_f2i_rnPKjPj:
.text._Z8d_f2i_rnPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   F2I.NTZ R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_8:
        /*00d0*/                   BRA `(.L_x_8);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_85:
//--------------------- .text._Z8d_f2i_rzPKjPj    --------------------------
	.section	.text._Z8d_f2i_rzPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_f2i_rzPKjPj
        .type           _Z8d_f2i_rzPKjPj,@function
        .size           _Z8d_f2i_rzPKjPj,(.L_x_86 - _Z8d_f2i_rzPKjPj)
        .other          _Z8d_f2i_rzPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_f2i_rzPKjPj:
.text._Z8d_f2i_rzPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   F2I.TRUNC.NTZ R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_9:
        /*00d0*/                   BRA `(.L_x_9);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_86:
//--------------------- .text._Z8d_i2f_rdPKjPj    --------------------------
	.section	.text._Z8d_i2f_rdPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_i2f_rdPKjPj
        .type           _Z8d_i2f_rdPKjPj,@function
        .size           _Z8d_i2f_rdPKjPj,(.L_x_87 - _Z8d_i2f_rdPKjPj)
        .other          _Z8d_i2f_rdPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_i2f_rdPKjPj:
.text._Z8d_i2f_rdPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   I2F.RM R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_10:
        /*00d0*/                   BRA `(.L_x_10);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_87:
//--------------------- .text._Z8d_i2f_rnPKjPj    --------------------------
	.section	.text._Z8d_i2f_rnPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_i2f_rnPKjPj
        .type           _Z8d_i2f_rnPKjPj,@function
        .size           _Z8d_i2f_rnPKjPj,(.L_x_88 - _Z8d_i2f_rnPKjPj)
        .other          _Z8d_i2f_rnPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_i2f_rnPKjPj:
.text._Z8d_i2f_rnPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   I2F R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_11:
        /*00d0*/                   BRA `(.L_x_11);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_88:
//--------------------- .text._Z8d_u2f_ruPKjPj    --------------------------
	.section	.text._Z8d_u2f_ruPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_u2f_ruPKjPj
        .type           _Z8d_u2f_ruPKjPj,@function
        .size           _Z8d_u2f_ruPKjPj,(.L_x_89 - _Z8d_u2f_ruPKjPj)
        .other          _Z8d_u2f_ruPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_u2f_ruPKjPj:
.text._Z8d_u2f_ruPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   I2F.U32.RP R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_12:
        /*00d0*/                   BRA `(.L_x_12);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_89:
//--------------------- .text._Z8d_u2f_rdPKjPj    --------------------------
	.section	.text._Z8d_u2f_rdPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_u2f_rdPKjPj
        .type           _Z8d_u2f_rdPKjPj,@function
        .size           _Z8d_u2f_rdPKjPj,(.L_x_90 - _Z8d_u2f_rdPKjPj)
        .other          _Z8d_u2f_rdPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_u2f_rdPKjPj:
.text._Z8d_u2f_rdPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   I2F.U32.RM R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_13:
        /*00d0*/                   BRA `(.L_x_13);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_90:
//--------------------- .text._Z8d_u2f_rzPKjPj    --------------------------
	.section	.text._Z8d_u2f_rzPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_u2f_rzPKjPj
        .type           _Z8d_u2f_rzPKjPj,@function
        .size           _Z8d_u2f_rzPKjPj,(.L_x_91 - _Z8d_u2f_rzPKjPj)
        .other          _Z8d_u2f_rzPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_u2f_rzPKjPj:
.text._Z8d_u2f_rzPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   I2F.U32.RZ R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_14:
        /*00d0*/                   BRA `(.L_x_14);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_91:
//--------------------- .text._Z8d_u2f_rnPKjPj    --------------------------
	.section	.text._Z8d_u2f_rnPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_u2f_rnPKjPj
        .type           _Z8d_u2f_rnPKjPj,@function
        .size           _Z8d_u2f_rnPKjPj,(.L_x_92 - _Z8d_u2f_rnPKjPj)
        .other          _Z8d_u2f_rnPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_u2f_rnPKjPj:
.text._Z8d_u2f_rnPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   I2F.U32 R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_15:
        /*00d0*/                   BRA `(.L_x_15);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_92:
//--------------------- .text._Z9d_ule_selPKjPj   --------------------------
	.section	.text._Z9d_ule_selPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z9d_ule_selPKjPj
        .type           _Z9d_ule_selPKjPj,@function
        .size           _Z9d_ule_selPKjPj,(.L_x_93 - _Z9d_ule_selPKjPj)
        .other          _Z9d_ule_selPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z9d_ule_selPKjPj:
.text._Z9d_ule_selPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R7, [R2] ;
        /*0090*/                   LDG.E.SYS R0, [R2+0x4] ;
        /*00a0*/                   ISETP.GT.U32.AND P0, PT, R7, R0, PT ;
        /*00b0*/              @!P0 LDG.E.SYS R7, [R2+0x8] ;
        /*00c0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_16:
        /*00f0*/                   BRA `(.L_x_16);
.L_x_93:
//--------------------- .text._Z5d_sltPKjPj       --------------------------
	.section	.text._Z5d_sltPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_sltPKjPj
        .type           _Z5d_sltPKjPj,@function
        .size           _Z5d_sltPKjPj,(.L_x_94 - _Z5d_sltPKjPj)
        .other          _Z5d_sltPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_sltPKjPj:
.text._Z5d_sltPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R7, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R5, [R2+0x4] ;
        /*00a0*/                   ISETP.GE.AND P0, PT, R0, R5, PT ;
        /*00b0*/                   IMAD.WIDE R4, R4, R7, c[0x0][0x168] ;
        /*00c0*/                   SEL R7, RZ, 0x1, P0 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_17:
        /*00f0*/                   BRA `(.L_x_17);
.L_x_94:
//--------------------- .text._Z6d_sabsPKjPj      --------------------------
	.section	.text._Z6d_sabsPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_sabsPKjPj
        .type           _Z6d_sabsPKjPj,@function
        .size           _Z6d_sabsPKjPj,(.L_x_95 - _Z6d_sabsPKjPj)
        .other          _Z6d_sabsPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_sabsPKjPj:
.text._Z6d_sabsPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   IABS R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_18:
        /*00d0*/                   BRA `(.L_x_18);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_95:
//--------------------- .text._Z6d_smaxPKjPj      --------------------------
	.section	.text._Z6d_smaxPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_smaxPKjPj
        .type           _Z6d_smaxPKjPj,@function
        .size           _Z6d_smaxPKjPj,(.L_x_96 - _Z6d_smaxPKjPj)
        .other          _Z6d_smaxPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_smaxPKjPj:
.text._Z6d_smaxPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00b0*/                   ISETP.LT.AND P0, PT, R0, R7, PT ;
        /*00c0*/                   SEL R7, R0, R7, !P0 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_19:
        /*00f0*/                   BRA `(.L_x_19);
.L_x_96:
//--------------------- .text._Z6d_uminPKjPj      --------------------------
	.section	.text._Z6d_uminPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_uminPKjPj
        .type           _Z6d_uminPKjPj,@function
        .size           _Z6d_uminPKjPj,(.L_x_97 - _Z6d_uminPKjPj)
        .other          _Z6d_uminPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_uminPKjPj:
.text._Z6d_uminPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00b0*/                   ISETP.LT.U32.AND P0, PT, R0, R7, PT ;
        /*00c0*/                   SEL R7, R0, R7, P0 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_20:
        /*00f0*/                   BRA `(.L_x_20);
.L_x_97:
//--------------------- .text._Z6d_umaxPKjPj      --------------------------
	.section	.text._Z6d_umaxPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_umaxPKjPj
        .type           _Z6d_umaxPKjPj,@function
        .size           _Z6d_umaxPKjPj,(.L_x_98 - _Z6d_umaxPKjPj)
        .other          _Z6d_umaxPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_umaxPKjPj:
.text._Z6d_umaxPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00b0*/                   ISETP.LT.U32.AND P0, PT, R0, R7, PT ;
        /*00c0*/                   SEL R7, R0, R7, !P0 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_21:
        /*00f0*/                   BRA `(.L_x_21);
.L_x_98:
//--------------------- .text._Z6d_sminPKjPj      --------------------------
	.section	.text._Z6d_sminPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_sminPKjPj
        .type           _Z6d_sminPKjPj,@function
        .size           _Z6d_sminPKjPj,(.L_x_99 - _Z6d_sminPKjPj)
        .other          _Z6d_sminPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_sminPKjPj:
.text._Z6d_sminPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00b0*/                   ISETP.LT.AND P0, PT, R0, R7, PT ;
        /*00c0*/                   SEL R7, R0, R7, P0 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_22:
        /*00f0*/                   BRA `(.L_x_22);
.L_x_99:
//--------------------- .text._Z7d_clz64PKyPy     --------------------------
	.section	.text._Z7d_clz64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z7d_clz64PKyPy
        .type           _Z7d_clz64PKyPy,@function
        .size           _Z7d_clz64PKyPy,(.L_x_100 - _Z7d_clz64PKyPy)
        .other          _Z7d_clz64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_clz64PKyPy:
.text._Z7d_clz64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   ISETP.NE.U32.AND P0, PT, R3, RZ, PT ;
        /*00b0*/                   SEL R0, R2, R3, !P0 ;
        /*00c0*/                   IMAD.MOV.U32 R3, RZ, RZ, RZ ;
        /*00d0*/                   FLO.U32 R0, R0 ;
        /*00e0*/                   IADD3 R6, -R0.reuse, 0x1f, RZ ;
        /*00f0*/                   IADD3 R7, -R0, 0x3f, RZ ;
        /*0100*/               @P0 IMAD.MOV R7, RZ, RZ, R6 ;
        /*0110*/                   MOV R2, R7 ;
        /*0120*/                   STG.E.64.SYS [R4], R2 ;
        /*0130*/                   EXIT ;
.L_x_23:
        /*0140*/                   BRA `(.L_x_23);
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_100:
//--------------------- .text._Z8d_popc64PKyPy    --------------------------
	.section	.text._Z8d_popc64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_popc64PKyPy
        .type           _Z8d_popc64PKyPy,@function
        .size           _Z8d_popc64PKyPy,(.L_x_101 - _Z8d_popc64PKyPy)
        .other          _Z8d_popc64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_popc64PKyPy:
.text._Z8d_popc64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R6, SR_CTAID.X ;
        /*0030*/                   MOV R7, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R6, R6, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R6, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R6, R6, R7, c[0x0][0x168] ;
        /*00a0*/                   POPC R4, R2 ;
        /*00b0*/                   POPC R5, R3 ;
        /*00c0*/                   IADD3 R4, R4, R5, RZ ;
        /*00d0*/                   MOV R5, RZ ;
        /*00e0*/                   STG.E.64.SYS [R6], R4 ;
        /*00f0*/                   EXIT ;
.L_x_24:
        /*0100*/                   BRA `(.L_x_24);
        /*0110*/                   NOP;
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_101:
//--------------------- .text._Z5d_ffsPKjPj       --------------------------
	.section	.text._Z5d_ffsPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_ffsPKjPj
        .type           _Z5d_ffsPKjPj,@function
        .size           _Z5d_ffsPKjPj,(.L_x_102 - _Z5d_ffsPKjPj)
        .other          _Z5d_ffsPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_ffsPKjPj:
.text._Z5d_ffsPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   BREV R0, R2 ;
        /*00b0*/                   FLO.U32.SH R0, R0 ;
        /*00c0*/                   IADD3 R7, R0, 0x1, RZ ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_25:
        /*00f0*/                   BRA `(.L_x_25);
.L_x_102:
//--------------------- .text._Z6d_brevPKjPj      --------------------------
	.section	.text._Z6d_brevPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_brevPKjPj
        .type           _Z6d_brevPKjPj,@function
        .size           _Z6d_brevPKjPj,(.L_x_103 - _Z6d_brevPKjPj)
        .other          _Z6d_brevPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_brevPKjPj:
.text._Z6d_brevPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   BREV R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_26:
        /*00d0*/                   BRA `(.L_x_26);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_103:
//--------------------- .text._Z5d_clzPKjPj       --------------------------
	.section	.text._Z5d_clzPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_clzPKjPj
        .type           _Z5d_clzPKjPj,@function
        .size           _Z5d_clzPKjPj,(.L_x_104 - _Z5d_clzPKjPj)
        .other          _Z5d_clzPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_clzPKjPj:
.text._Z5d_clzPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   FLO.U32 R0, R2 ;
        /*00b0*/                   IADD3 R7, -R0, 0x1f, RZ ;
        /*00c0*/                   STG.E.SYS [R4], R7 ;
        /*00d0*/                   EXIT ;
.L_x_27:
        /*00e0*/                   BRA `(.L_x_27);
        /*00f0*/                   NOP;
.L_x_104:
//--------------------- .text._Z6d_popcPKjPj      --------------------------
	.section	.text._Z6d_popcPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_popcPKjPj
        .type           _Z6d_popcPKjPj,@function
        .size           _Z6d_popcPKjPj,(.L_x_105 - _Z6d_popcPKjPj)
        .other          _Z6d_popcPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_popcPKjPj:
.text._Z6d_popcPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00a0*/                   POPC R7, R2 ;
        /*00b0*/                   STG.E.SYS [R4], R7 ;
        /*00c0*/                   EXIT ;
.L_x_28:
        /*00d0*/                   BRA `(.L_x_28);
        /*00e0*/                   NOP;
        /*00f0*/                   NOP;
.L_x_105:
//--------------------- .text._Z8d_lea_hiPKjPj    --------------------------
	.section	.text._Z8d_lea_hiPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z8d_lea_hiPKjPj
        .type           _Z8d_lea_hiPKjPj,@function
        .size           _Z8d_lea_hiPKjPj,(.L_x_106 - _Z8d_lea_hiPKjPj)
        .other          _Z8d_lea_hiPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_lea_hiPKjPj:
.text._Z8d_lea_hiPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R9, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R9, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R5, [R2+0x4] ;
        /*00a0*/                   LDG.E.SYS R6, [R2+0x8] ;
        /*00b0*/                   LEA R7, R0, R5, 0x5 ;
        /*00c0*/                   IMAD.WIDE R4, R4, R9, c[0x0][0x168] ;
        /*00d0*/                   LEA.HI R7, R7, R6, RZ, 0x1d ;
        /*00e0*/                   STG.E.SYS [R4], R7 ;
        /*00f0*/                   EXIT ;
.L_x_29:
        /*0100*/                   BRA `(.L_x_29);
        /*0110*/                   NOP;
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_106:
//--------------------- .text._Z5d_madPKjPj       --------------------------
	.section	.text._Z5d_madPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_madPKjPj
        .type           _Z5d_madPKjPj,@function
        .size           _Z5d_madPKjPj,(.L_x_107 - _Z5d_madPKjPj)
        .other          _Z5d_madPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_madPKjPj:
.text._Z5d_madPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   LEA R2, R4, R4, 0x1 ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   LDG.E.SYS R6, [R2+0x8] ;
        /*00b0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00c0*/                   IMAD R7, R0, R7, R6 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_30:
        /*00f0*/                   BRA `(.L_x_30);
.L_x_107:
//--------------------- .text._Z8d_smulhiPKjPj    --------------------------
	.section	.text._Z8d_smulhiPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_smulhiPKjPj
        .type           _Z8d_smulhiPKjPj,@function
        .size           _Z8d_smulhiPKjPj,(.L_x_108 - _Z8d_smulhiPKjPj)
        .other          _Z8d_smulhiPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_smulhiPKjPj:
.text._Z8d_smulhiPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   LEA R2, R4, R4, 0x1 ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R6, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00b0*/                   IMAD.WIDE R6, R6, R7, RZ ;
        /*00c0*/                   STG.E.SYS [R4], R7 ;
        /*00d0*/                   EXIT ;
.L_x_31:
        /*00e0*/                   BRA `(.L_x_31);
        /*00f0*/                   NOP;
.L_x_108:
//--------------------- .text._Z8d_umulhiPKjPj    --------------------------
	.section	.text._Z8d_umulhiPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z8d_umulhiPKjPj
        .type           _Z8d_umulhiPKjPj,@function
        .size           _Z8d_umulhiPKjPj,(.L_x_109 - _Z8d_umulhiPKjPj)
        .other          _Z8d_umulhiPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_umulhiPKjPj:
.text._Z8d_umulhiPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   LEA R2, R4, R4, 0x1 ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R6, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00b0*/                   IMAD.WIDE.U32 R6, R6, R7, RZ ;
        /*00c0*/                   STG.E.SYS [R4], R7 ;
        /*00d0*/                   EXIT ;
.L_x_32:
        /*00e0*/                   BRA `(.L_x_32);
        /*00f0*/                   NOP;
.L_x_109:
//--------------------- .text._Z7d_lop3bPKjPj     --------------------------
	.section	.text._Z7d_lop3bPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z7d_lop3bPKjPj
        .type           _Z7d_lop3bPKjPj,@function
        .size           _Z7d_lop3bPKjPj,(.L_x_110 - _Z7d_lop3bPKjPj)
        .other          _Z7d_lop3bPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_lop3bPKjPj:
.text._Z7d_lop3bPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   LDG.E.SYS R6, [R2+0x8] ;
        /*00b0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00c0*/                   LOP3.LUT R7, R7, R0, R6, 0xe2, !PT ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_33:
        /*00f0*/                   BRA `(.L_x_33);
.L_x_110:
//--------------------- .text._Z6d_lop3PKjPj      --------------------------
	.section	.text._Z6d_lop3PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_lop3PKjPj
        .type           _Z6d_lop3PKjPj,@function
        .size           _Z6d_lop3PKjPj,(.L_x_111 - _Z6d_lop3PKjPj)
        .other          _Z6d_lop3PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_lop3PKjPj:
.text._Z6d_lop3PKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   LDG.E.SYS R6, [R2+0x8] ;
        /*00b0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00c0*/                   LOP3.LUT R7, R0, R7, R6, 0xde, !PT ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_34:
        /*00f0*/                   BRA `(.L_x_34);
.L_x_111:
//--------------------- .text._Z6d_permPKjPj      --------------------------
	.section	.text._Z6d_permPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z6d_permPKjPj
        .type           _Z6d_permPKjPj,@function
        .size           _Z6d_permPKjPj,(.L_x_112 - _Z6d_permPKjPj)
        .other          _Z6d_permPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_permPKjPj:
.text._Z6d_permPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R9, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R9, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R5, [R2+0x8] ;
        /*0090*/                   LDG.E.SYS R0, [R2] ;
        /*00a0*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00b0*/                   LOP3.LUT R6, R5, 0x7777, RZ, 0xc0, !PT ;
        /*00c0*/                   IMAD.WIDE R4, R4, R9, c[0x0][0x168] ;
        /*00d0*/                   PRMT R7, R0, R6, R7 ;
        /*00e0*/                   STG.E.SYS [R4], R7 ;
        /*00f0*/                   EXIT ;
.L_x_35:
        /*0100*/                   BRA `(.L_x_35);
        /*0110*/                   NOP;
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_112:
//--------------------- .text._Z7d_fshrcPKjPj     --------------------------
	.section	.text._Z7d_fshrcPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z7d_fshrcPKjPj
        .type           _Z7d_fshrcPKjPj,@function
        .size           _Z7d_fshrcPKjPj,(.L_x_113 - _Z7d_fshrcPKjPj)
        .other          _Z7d_fshrcPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_fshrcPKjPj:
.text._Z7d_fshrcPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   LDG.E.SYS R6, [R2+0x8] ;
        /*00b0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00c0*/                   SHF.R.U32 R7, R0, R6, R7 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_36:
        /*00f0*/                   BRA `(.L_x_36);
.L_x_113:
//--------------------- .text._Z7d_fshlcPKjPj     --------------------------
	.section	.text._Z7d_fshlcPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z7d_fshlcPKjPj
        .type           _Z7d_fshlcPKjPj,@function
        .size           _Z7d_fshlcPKjPj,(.L_x_114 - _Z7d_fshlcPKjPj)
        .other          _Z7d_fshlcPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_fshlcPKjPj:
.text._Z7d_fshlcPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   LDG.E.SYS R6, [R2+0x8] ;
        /*00b0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00c0*/                   SHF.L.U32.HI R7, R0, R6, R7 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_37:
        /*00f0*/                   BRA `(.L_x_37);
.L_x_114:
//--------------------- .text._Z6d_fshrPKjPj      --------------------------
	.section	.text._Z6d_fshrPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_fshrPKjPj
        .type           _Z6d_fshrPKjPj,@function
        .size           _Z6d_fshrPKjPj,(.L_x_115 - _Z6d_fshrPKjPj)
        .other          _Z6d_fshrPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_fshrPKjPj:
.text._Z6d_fshrPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   LDG.E.SYS R6, [R2+0x8] ;
        /*00b0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00c0*/                   SHF.R.W.U32 R7, R0, R6, R7 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_38:
        /*00f0*/                   BRA `(.L_x_38);
.L_x_115:
//--------------------- .text._Z6d_fshlPKjPj      --------------------------
	.section	.text._Z6d_fshlPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z6d_fshlPKjPj
        .type           _Z6d_fshlPKjPj,@function
        .size           _Z6d_fshlPKjPj,(.L_x_116 - _Z6d_fshlPKjPj)
        .other          _Z6d_fshlPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_fshlPKjPj:
.text._Z6d_fshlPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   LDG.E.SYS R6, [R2+0x8] ;
        /*00b0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00c0*/                   SHF.L.W.U32.HI R7, R0, R6, R7 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_39:
        /*00f0*/                   BRA `(.L_x_39);
.L_x_116:
//--------------------- .text._Z5d_sarPKjPj       --------------------------
	.section	.text._Z5d_sarPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_sarPKjPj
        .type           _Z5d_sarPKjPj,@function
        .size           _Z5d_sarPKjPj,(.L_x_117 - _Z5d_sarPKjPj)
        .other          _Z5d_sarPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_sarPKjPj:
.text._Z5d_sarPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00b0*/                   SHF.R.W.S32.HI R7, RZ, R7, R0 ;
        /*00c0*/                   STG.E.SYS [R4], R7 ;
        /*00d0*/                   EXIT ;
.L_x_40:
        /*00e0*/                   BRA `(.L_x_40);
        /*00f0*/                   NOP;
.L_x_117:
//--------------------- .text._Z5d_shrPKjPj       --------------------------
	.section	.text._Z5d_shrPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_shrPKjPj
        .type           _Z5d_shrPKjPj,@function
        .size           _Z5d_shrPKjPj,(.L_x_118 - _Z5d_shrPKjPj)
        .other          _Z5d_shrPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_shrPKjPj:
.text._Z5d_shrPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00b0*/                   SHF.R.W.U32.HI R7, RZ, R7, R0 ;
        /*00c0*/                   STG.E.SYS [R4], R7 ;
        /*00d0*/                   EXIT ;
.L_x_41:
        /*00e0*/                   BRA `(.L_x_41);
        /*00f0*/                   NOP;
.L_x_118:
//--------------------- .text._Z5d_shlPKjPj       --------------------------
	.section	.text._Z5d_shlPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z5d_shlPKjPj
        .type           _Z5d_shlPKjPj,@function
        .size           _Z5d_shlPKjPj,(.L_x_119 - _Z5d_shlPKjPj)
        .other          _Z5d_shlPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z5d_shlPKjPj:
.text._Z5d_shlPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*00a0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00b0*/                   SHF.L.W.U32 R7, R0, R7, RZ ;
        /*00c0*/                   STG.E.SYS [R4], R7 ;
        /*00d0*/                   EXIT ;
.L_x_42:
        /*00e0*/                   BRA `(.L_x_42);
        /*00f0*/                   NOP;
.L_x_119:
//--------------------- .text._Z7d_widesPKyPy     --------------------------
	.section	.text._Z7d_widesPKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=14"
	.align	128
        .global         _Z7d_widesPKyPy
        .type           _Z7d_widesPKyPy,@function
        .size           _Z7d_widesPKyPy,(.L_x_120 - _Z7d_widesPKyPy)
        .other          _Z7d_widesPKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_widesPKyPy:
.text._Z7d_widesPKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R11, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R11, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R5, [R2+0x8] ;
        /*0090*/                   LDG.E.SYS R6, [R2] ;
        /*00a0*/                   SHF.R.S32.HI R7, RZ, 0x1f, R5 ;
        /*00b0*/                   SHF.R.S32.HI R0, RZ, 0x1f, R6 ;
        /*00c0*/                   IMAD R8, R7, R6.reuse, RZ ;
        /*00d0*/                   IMAD.WIDE.U32 R6, R5, R6, RZ ;
        /*00e0*/                   IMAD R9, R5, R0, R8 ;
        /*00f0*/                   IMAD.WIDE R4, R4, R11, c[0x0][0x168] ;
        /*0100*/                   IADD3 R7, R7, R9, RZ ;
        /*0110*/                   STG.E.64.SYS [R4], R6 ;
        /*0120*/                   EXIT ;
.L_x_43:
        /*0130*/                   BRA `(.L_x_43);
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_120:
//--------------------- .text._Z6d_widePKyPy      --------------------------
	.section	.text._Z6d_widePKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z6d_widePKyPy
        .type           _Z6d_widePKyPy,@function
        .size           _Z6d_widePKyPy,(.L_x_121 - _Z6d_widePKyPy)
        .other          _Z6d_widePKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_widePKyPy:
.text._Z6d_widePKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R4, SR_CTAID.X ;
        /*0030*/                   MOV R5, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R4, R4, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R4, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R6, [R2] ;
        /*0090*/                   LDG.E.SYS R7, [R2+0x8] ;
        /*00a0*/                   MOV R9, RZ ;
        /*00b0*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x168] ;
        /*00c0*/                   IMAD.WIDE.U32 R6, R7, R6, RZ ;
        /*00d0*/                   IADD3 R7, R7, R9, RZ ;
        /*00e0*/                   STG.E.64.SYS [R4], R6 ;
        /*00f0*/                   EXIT ;
.L_x_44:
        /*0100*/                   BRA `(.L_x_44);
        /*0110*/                   NOP;
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_121:
//--------------------- .text._Z7d_sar64PKyPy     --------------------------
	.section	.text._Z7d_sar64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z7d_sar64PKyPy
        .type           _Z7d_sar64PKyPy,@function
        .size           _Z7d_sar64PKyPy,(.L_x_122 - _Z7d_sar64PKyPy)
        .other          _Z7d_sar64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_sar64PKyPy:
.text._Z7d_sar64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R6, SR_CTAID.X ;
        /*0030*/                   MOV R7, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R6, R6, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R6, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2+0x8] ;
        /*0090*/                   LDG.E.64.SYS R4, [R2] ;
        /*00a0*/                   IMAD.WIDE R6, R6, R7, c[0x0][0x168] ;
        /*00b0*/                   LOP3.LUT R9, R0, 0x3f, RZ, 0xc0, !PT ;
        /*00c0*/                   SHF.R.S64 R4, R4, R9.reuse, R5.reuse ;
        /*00d0*/                   SHF.R.S32.HI R5, RZ, R9, R5 ;
        /*00e0*/                   STG.E.64.SYS [R6], R4 ;
        /*00f0*/                   EXIT ;
.L_x_45:
        /*0100*/                   BRA `(.L_x_45);
        /*0110*/                   NOP;
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_122:
//--------------------- .text._Z7d_shr64PKyPy     --------------------------
	.section	.text._Z7d_shr64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z7d_shr64PKyPy
        .type           _Z7d_shr64PKyPy,@function
        .size           _Z7d_shr64PKyPy,(.L_x_123 - _Z7d_shr64PKyPy)
        .other          _Z7d_shr64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_shr64PKyPy:
.text._Z7d_shr64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R6, SR_CTAID.X ;
        /*0030*/                   MOV R7, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R6, R6, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R6, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2+0x8] ;
        /*0090*/                   LDG.E.64.SYS R4, [R2] ;
        /*00a0*/                   IMAD.WIDE R6, R6, R7, c[0x0][0x168] ;
        /*00b0*/                   LOP3.LUT R9, R0, 0x3f, RZ, 0xc0, !PT ;
        /*00c0*/                   SHF.R.U64 R4, R4, R9.reuse, R5.reuse ;
        /*00d0*/                   SHF.R.U32.HI R5, RZ, R9, R5 ;
        /*00e0*/                   STG.E.64.SYS [R6], R4 ;
        /*00f0*/                   EXIT ;
.L_x_46:
        /*0100*/                   BRA `(.L_x_46);
        /*0110*/                   NOP;
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_123:
//--------------------- .text._Z7d_shl64PKyPy     --------------------------
	.section	.text._Z7d_shl64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z7d_shl64PKyPy
        .type           _Z7d_shl64PKyPy,@function
        .size           _Z7d_shl64PKyPy,(.L_x_124 - _Z7d_shl64PKyPy)
        .other          _Z7d_shl64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_shl64PKyPy:
.text._Z7d_shl64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R6, SR_CTAID.X ;
        /*0030*/                   MOV R7, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R6, R6, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R6, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R2+0x8] ;
        /*0090*/                   LDG.E.64.SYS R4, [R2] ;
        /*00a0*/                   IMAD.WIDE R6, R6, R7, c[0x0][0x168] ;
        /*00b0*/                   LOP3.LUT R9, R0, 0x3f, RZ, 0xc0, !PT ;
        /*00c0*/                   SHF.L.U64.HI R5, R4.reuse, R9.reuse, R5 ;
        /*00d0*/                   SHF.L.U32 R4, R4, R9, RZ ;
        /*00e0*/                   STG.E.64.SYS [R6], R4 ;
        /*00f0*/                   EXIT ;
.L_x_47:
        /*0100*/                   BRA `(.L_x_47);
        /*0110*/                   NOP;
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_124:
//--------------------- .text._Z10d_smulhi64PKyPy --------------------------
	.section	.text._Z10d_smulhi64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=18"
	.align	128
        .global         _Z10d_smulhi64PKyPy
        .type           _Z10d_smulhi64PKyPy,@function
        .size           _Z10d_smulhi64PKyPy,(.L_x_125 - _Z10d_smulhi64PKyPy)
        .other          _Z10d_smulhi64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10d_smulhi64PKyPy:
.text._Z10d_smulhi64PKyPy:
        /*0000*/                   IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   IMAD.MOV.U32 R15, RZ, RZ, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R4, R0, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R4, R4, R15, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R2, [R4] ;
        /*0090*/                   LDG.E.64.SYS R6, [R4+0x8] ;
        /*00a0*/                   IMAD.WIDE.U32 R8, R3, R6, RZ ;
        /*00b0*/                   ISETP.LT.AND P1, PT, R7, RZ, PT ;
        /*00c0*/                   IMAD.WIDE.U32 R10, P0, R2, R7, R8 ;
        /*00d0*/                   IMAD.WIDE.U32 R8, R2, R6, RZ ;
        /*00e0*/                   IADD3.X R13, RZ, RZ, RZ, P0, !PT ;
        /*00f0*/                   IMAD.MOV.U32 R12, RZ, RZ, R11 ;
        /*0100*/                   IADD3 RZ, P0, R9, R10, RZ ;
        /*0110*/                   IMAD.WIDE.U32.X R8, R3, R7, R12, P0 ;
        /*0120*/                   IADD3 R11, P0, -R2, R8, RZ ;
        /*0130*/                   IADD3.X R13, ~R3, R9.reuse, RZ, P0, !PT ;
        /*0140*/                   SEL R11, R11, R8, P1 ;
        /*0150*/                   SEL R13, R13, R9, P1 ;
        /*0160*/                   IADD3 R4, P0, -R6, R11, RZ ;
        /*0170*/                   ISETP.LT.AND P1, PT, R3, RZ, PT ;
        /*0180*/                   IMAD.WIDE R2, R0, R15, c[0x0][0x168] ;
        /*0190*/                   IADD3.X R6, ~R7, R13, RZ, P0, !PT ;
        /*01a0*/                   SEL R4, R4, R11, P1 ;
        /*01b0*/                   SEL R5, R6, R13, P1 ;
        /*01c0*/                   STG.E.64.SYS [R2], R4 ;
        /*01d0*/                   EXIT ;
.L_x_48:
        /*01e0*/                   BRA `(.L_x_48);
        /*01f0*/                   NOP;
.L_x_125:
//--------------------- .text._Z10d_umulhi64PKyPy --------------------------
	.section	.text._Z10d_umulhi64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=18"
	.align	128
        .global         _Z10d_umulhi64PKyPy
        .type           _Z10d_umulhi64PKyPy,@function
        .size           _Z10d_umulhi64PKyPy,(.L_x_126 - _Z10d_umulhi64PKyPy)
        .other          _Z10d_umulhi64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10d_umulhi64PKyPy:
.text._Z10d_umulhi64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R15, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   LEA R2, R0, R0, 0x1 ;
        /*0070*/                   IMAD.WIDE R2, R2, R15, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R4, [R2] ;
        /*0090*/                   LDG.E.64.SYS R6, [R2+0x8] ;
        /*00a0*/                   IMAD.WIDE.U32 R8, R5, R6, RZ ;
        /*00b0*/                   IMAD.WIDE.U32 R10, P0, R4, R7, R8 ;
        /*00c0*/                   IMAD.WIDE.U32 R8, R4, R6, RZ ;
        /*00d0*/                   IADD3.X R13, RZ, RZ, RZ, P0, !PT ;
        /*00e0*/                   MOV R12, R11 ;
        /*00f0*/                   IADD3 RZ, P0, R9, R10, RZ ;
        /*0100*/                   IMAD.WIDE R8, R0, R15, c[0x0][0x168] ;
        /*0110*/                   IMAD.WIDE.U32.X R4, R5, R7, R12, P0 ;
        /*0120*/                   STG.E.64.SYS [R8], R4 ;
        /*0130*/                   EXIT ;
.L_x_49:
        /*0140*/                   BRA `(.L_x_49);
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_126:
//--------------------- .text._Z7d_mad64PKyPy     --------------------------
	.section	.text._Z7d_mad64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=14"
	.align	128
        .global         _Z7d_mad64PKyPy
        .type           _Z7d_mad64PKyPy,@function
        .size           _Z7d_mad64PKyPy,(.L_x_127 - _Z7d_mad64PKyPy)
        .other          _Z7d_mad64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_mad64PKyPy:
.text._Z7d_mad64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R11, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   LEA R2, R0, R0, 0x1 ;
        /*0070*/                   IMAD.WIDE R2, R2, R11, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R4, [R2] ;
        /*0090*/                   LDG.E.64.SYS R6, [R2+0x8] ;
        /*00a0*/                   LDG.E.64.SYS R8, [R2+0x10] ;
        /*00b0*/                   IMAD R7, R7, R4, RZ ;
        /*00c0*/                   IMAD.WIDE.U32 R8, R4, R6, R8 ;
        /*00d0*/                   IMAD R7, R5, R6, R7 ;
        /*00e0*/                   IMAD.WIDE R4, R0, R11, c[0x0][0x168] ;
        /*00f0*/                   IADD3 R9, R9, R7, RZ ;
        /*0100*/                   STG.E.64.SYS [R4], R8 ;
        /*0110*/                   EXIT ;
.L_x_50:
        /*0120*/                   BRA `(.L_x_50);
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_127:
//--------------------- .text._Z7d_mul64PKyPy     --------------------------
	.section	.text._Z7d_mul64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=14"
	.align	128
        .global         _Z7d_mul64PKyPy
        .type           _Z7d_mul64PKyPy,@function
        .size           _Z7d_mul64PKyPy,(.L_x_128 - _Z7d_mul64PKyPy)
        .other          _Z7d_mul64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_mul64PKyPy:
.text._Z7d_mul64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R11, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   LEA R2, R0, R0, 0x1 ;
        /*0070*/                   IMAD.WIDE R2, R2, R11, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R4, [R2] ;
        /*0090*/                   LDG.E.64.SYS R6, [R2+0x8] ;
        /*00a0*/                   IMAD R7, R7, R4.reuse, RZ ;
        /*00b0*/                   IMAD.WIDE.U32 R8, R6, R4, RZ ;
        /*00c0*/                   IMAD R7, R5, R6, R7 ;
        /*00d0*/                   IMAD.WIDE R4, R0, R11, c[0x0][0x168] ;
        /*00e0*/                   IADD3 R9, R9, R7, RZ ;
        /*00f0*/                   STG.E.64.SYS [R4], R8 ;
        /*0100*/                   EXIT ;
.L_x_51:
        /*0110*/                   BRA `(.L_x_51);
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_128:
//--------------------- .text._Z7d_sub64PKyPy     --------------------------
	.section	.text._Z7d_sub64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z7d_sub64PKyPy
        .type           _Z7d_sub64PKyPy,@function
        .size           _Z7d_sub64PKyPy,(.L_x_129 - _Z7d_sub64PKyPy)
        .other          _Z7d_sub64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_sub64PKyPy:
.text._Z7d_sub64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R8, SR_CTAID.X ;
        /*0030*/                   MOV R9, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R8, R8, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R8, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R9, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R4, [R2] ;
        /*0090*/                   LDG.E.64.SYS R6, [R2+0x8] ;
        /*00a0*/                   IMAD.WIDE R8, R8, R9, c[0x0][0x168] ;
        /*00b0*/                   IADD3 R4, P0, R4, -R6, RZ ;
        /*00c0*/                   IADD3.X R5, R5, ~R7, RZ, P0, !PT ;
        /*00d0*/                   STG.E.64.SYS [R8], R4 ;
        /*00e0*/                   EXIT ;
.L_x_52:
        /*00f0*/                   BRA `(.L_x_52);
.L_x_129:
//--------------------- .text._Z7d_add64PKyPy     --------------------------
	.section	.text._Z7d_add64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z7d_add64PKyPy
        .type           _Z7d_add64PKyPy,@function
        .size           _Z7d_add64PKyPy,(.L_x_130 - _Z7d_add64PKyPy)
        .other          _Z7d_add64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z7d_add64PKyPy:
.text._Z7d_add64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R8, SR_CTAID.X ;
        /*0030*/                   MOV R9, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R8, R8, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R8, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R9, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R4, [R2] ;
        /*0090*/                   LDG.E.64.SYS R6, [R2+0x8] ;
        /*00a0*/                   IMAD.WIDE R8, R8, R9, c[0x0][0x168] ;
        /*00b0*/                   IADD3 R4, P0, R4, R6, RZ ;
        /*00c0*/                   IADD3.X R5, R5, R7, RZ, P0, !PT ;
        /*00d0*/                   STG.E.64.SYS [R8], R4 ;
        /*00e0*/                   EXIT ;
.L_x_53:
        /*00f0*/                   BRA `(.L_x_53);
.L_x_130:
//--------------------- .text._Z8d_sdiv64PKyPy    --------------------------
	.section	.text._Z8d_sdiv64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=22"
	.align	128
        .global         _Z8d_sdiv64PKyPy
        .type           _Z8d_sdiv64PKyPy,@function
        .size           _Z8d_sdiv64PKyPy,(.L_x_74 - _Z8d_sdiv64PKyPy)
        .other          _Z8d_sdiv64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_sdiv64PKyPy:
.text._Z8d_sdiv64PKyPy:
        /*0000*/                   IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   IMAD.MOV.U32 R5, RZ, RZ, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R4, R0, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R4, R4, R5, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R2, [R4+0x8] ;
        /*0090*/                   LDG.E.64.SYS R6, [R4] ;
        /*00a0*/                   BMOV.32.CLEAR RZ, B0 ;
        /*00b0*/                   BSSY B0, `(.L_x_54) ;
        /*00c0*/                   LOP3.LUT R8, R7, R3, RZ, 0xfc, !PT ;
        /*00d0*/                   ISETP.NE.U32.AND P0, PT, R8, RZ, PT ;
        /*00e0*/              @!P0 BRA `(.L_x_55) ;
        /*00f0*/                   MOV R8, 0x110 ;
        /*0100*/                   CALL.REL.NOINC `($_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64) ;
        /*0110*/                   BRA `(.L_x_56) ;
.L_x_55:
        /*0120*/                   I2F.U32.RP R3, R2 ;
        /*0130*/                   IMAD.MOV R9, RZ, RZ, -R2 ;
        /*0140*/                   ISETP.NE.U32.AND P2, PT, R2, RZ, PT ;
        /*0150*/                   IMAD.MOV.U32 R4, RZ, RZ, RZ ;
        /*0160*/                   MUFU.RCP R3, R3 ;
        /*0170*/                   IADD3 R7, R3, 0xffffffe, RZ ;
        /*0180*/                   F2I.FTZ.U32.TRUNC.NTZ R5, R7 ;
        /*0190*/                   IMAD R9, R9, R5, RZ ;
        /*01a0*/                   IMAD.WIDE.U32 R4, R5, R9, R4 ;
        /*01b0*/                   IMAD.WIDE.U32 R4, R5, R6, RZ ;
        /*01c0*/                   IADD3 R3, -R5, RZ, RZ ;
        /*01d0*/                   IMAD R3, R2, R3, R6 ;
        /*01e0*/                   ISETP.GE.U32.AND P0, PT, R3, R2, PT ;
        /*01f0*/               @P0 IMAD.IADD R3, R3, 0x1, -R2 ;
        /*0200*/               @P0 IADD3 R5, R5, 0x1, RZ ;
        /*0210*/                   ISETP.GE.U32.AND P1, PT, R3, R2, PT ;
        /*0220*/                   IMAD.MOV.U32 R3, RZ, RZ, RZ ;
        /*0230*/               @P1 IADD3 R5, R5, 0x1, RZ ;
        /*0240*/              @!P2 LOP3.LUT R5, RZ, R2, RZ, 0x33, !PT ;
        /*0250*/                   IMAD.MOV.U32 R2, RZ, RZ, R5 ;
.L_x_56:
        /*0260*/                   BSYNC B0 ;
.L_x_54:
        /*0270*/                   MOV R5, 0x8 ;
        /*0280*/                   IMAD.WIDE R4, R0, R5, c[0x0][0x168] ;
        /*0290*/                   STG.E.64.SYS [R4], R2 ;
        /*02a0*/                   EXIT ;
        .weak           $_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64
        .type           $_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64,@function
        .size           $_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64,(.L_x_74 - $_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64)
$_Z8d_sdiv64PKyPy$__cuda_sm20_div_s64:
        /*02b0*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*02c0*/                   IADD3 R5, P1, RZ, -R2.reuse, RZ ;
        /*02d0*/                   ISETP.GE.AND P0, PT, R3, RZ, PT ;
        /*02e0*/                   ISETP.GE.AND P3, PT, R7, RZ, PT ;
        /*02f0*/                   IMAD.X R10, RZ, RZ, ~R3, P1 ;
        /*0300*/                   SEL R4, R5, R2, !P0 ;
        /*0310*/                   SEL R5, R10, R3, !P0 ;
        /*0320*/                   I2F.U64.RP R9, R4 ;
        /*0330*/                   MUFU.RCP R9, R9 ;
        /*0340*/                   IADD3 R10, R9, 0x1ffffffe, RZ ;
        /*0350*/                   F2I.U64.TRUNC R10, R10 ;
        /*0360*/                   IMAD.WIDE.U32 R12, R10, R4, RZ ;
        /*0370*/                   IMAD R13, R10, R5, R13 ;
        /*0380*/                   IADD3 R15, P0, RZ, -R12, RZ ;
        /*0390*/                   IMAD R14, R11, R4, R13 ;
        /*03a0*/                   IMAD.WIDE.U32 R12, R10, R15, RZ ;
        /*03b0*/                   IMAD.MOV.U32 R12, RZ, RZ, R13 ;
        /*03c0*/                   MOV R13, R10 ;
        /*03d0*/                   IMAD.X R17, RZ, RZ, ~R14, P0 ;
        /*03e0*/                   IMAD.WIDE.U32 R12, P0, R10, R17, R12 ;
        /*03f0*/                   IMAD R9, R11.reuse, R17, RZ ;
        /*0400*/                   IMAD.WIDE.U32 R12, P1, R11, R15, R12 ;
        /*0410*/                   IMAD.WIDE.U32 R14, R11, R17, RZ ;
        /*0420*/                   IADD3 R13, P2, R9, R13, RZ ;
        /*0430*/                   IMAD.X R9, R15, 0x1, R11, P0 ;
        /*0440*/                   IMAD.WIDE.U32 R10, R13, R4, RZ ;
        /*0450*/                   IADD3.X R9, RZ, RZ, R9, P2, P1 ;
        /*0460*/                   IMAD R11, R13, R5, R11 ;
        /*0470*/                   IADD3 R17, P0, RZ, -R10, RZ ;
        /*0480*/                   IMAD R11, R9, R4, R11 ;
        /*0490*/                   IMAD.WIDE.U32 R14, R13, R17, RZ ;
        /*04a0*/                   IMAD.X R10, RZ, RZ, ~R11, P0 ;
        /*04b0*/                   IMAD.MOV.U32 R12, RZ, RZ, R15 ;
        /*04c0*/                   IADD3 R15, P4, RZ, -R6, RZ ;
        /*04d0*/                   IMAD.WIDE.U32 R12, P0, R13, R10, R12 ;
        /*04e0*/                   SEL R6, R15, R6, !P3 ;
        /*04f0*/                   IADD3.X R14, RZ, ~R7, RZ, P4, !PT ;
        /*0500*/                   IMAD.WIDE.U32 R12, P1, R9, R17, R12 ;
        /*0510*/                   IMAD R12, R9.reuse, R10.reuse, RZ ;
        /*0520*/                   IMAD.WIDE.U32 R10, R9, R10, RZ ;
        /*0530*/                   IADD3 R13, P2, R12, R13, RZ ;
        /*0540*/                   IMAD.X R12, R11, 0x1, R9, P0 ;
        /*0550*/                   SEL R9, R14, R7.reuse, !P3 ;
        /*0560*/                   LOP3.LUT R7, R3, R7, RZ, 0x3c, !PT ;
        /*0570*/                   IMAD.WIDE.U32 R10, R13, R6, RZ ;
        /*0580*/                   IADD3.X R12, RZ, RZ, R12, P2, P1 ;
        /*0590*/                   IMAD.MOV.U32 R10, RZ, RZ, R11 ;
        /*05a0*/                   IMAD.MOV.U32 R11, RZ, RZ, RZ ;
        /*05b0*/                   IMAD R15, R12, R9.reuse, RZ ;
        /*05c0*/                   IMAD.WIDE.U32 R10, R13, R9, R10 ;
        /*05d0*/                   IMAD.WIDE.U32 R10, P0, R12, R6, R10 ;
        /*05e0*/                   IMAD.WIDE.U32 R12, R12, R9, RZ ;
        /*05f0*/                   IADD3 R15, P1, R15, R11, RZ ;
        /*0600*/                   IADD3.X R12, R13, RZ, RZ, P0, !PT ;
        /*0610*/                   IMAD.WIDE.U32 R10, R15, R4, RZ ;
        /*0620*/                   IMAD.X R13, RZ, RZ, R12, P1 ;
        /*0630*/                   IADD3 R17, P1, -R10, R6, RZ ;
        /*0640*/                   IMAD R11, R15, R5, R11 ;
        /*0650*/                   ISETP.GE.U32.AND P0, PT, R17, R4.reuse, PT ;
        /*0660*/                   IMAD R6, R13, R4, R11 ;
        /*0670*/                   IMAD.X R19, R9, 0x1, ~R6, P1 ;
        /*0680*/                   IADD3 R9, P1, R17, -R4, RZ ;
        /*0690*/                   IADD3 R6, P2, R15, 0x1, RZ ;
        /*06a0*/                   ISETP.GE.U32.AND.EX P0, PT, R19.reuse, R5.reuse, PT, P0 ;
        /*06b0*/                   IADD3.X R11, R19, ~R5, RZ, P1, !PT ;
        /*06c0*/                   IMAD.X R10, RZ, RZ, R13, P2 ;
        /*06d0*/                   SEL R9, R9, R17, P0 ;
        /*06e0*/                   SEL R15, R6, R15, P0 ;
        /*06f0*/                   SEL R11, R11, R19, P0 ;
        /*0700*/                   ISETP.GE.U32.AND P1, PT, R9, R4, PT ;
        /*0710*/                   SEL R6, R10, R13, P0 ;
        /*0720*/                   IADD3 R4, P2, R15, 0x1, RZ ;
        /*0730*/                   ISETP.GE.U32.AND.EX P0, PT, R11, R5, PT, P1 ;
        /*0740*/                   ISETP.GE.AND P1, PT, R7, RZ, PT ;
        /*0750*/                   IMAD.X R5, RZ, RZ, R6, P2 ;
        /*0760*/                   SEL R4, R4, R15, P0 ;
        /*0770*/                   IADD3 R9, P2, RZ, -R4, RZ ;
        /*0780*/                   SEL R5, R5, R6, P0 ;
        /*0790*/                   ISETP.NE.U32.AND P0, PT, R2, RZ, PT ;
        /*07a0*/                   SEL R2, R9, R4, !P1 ;
        /*07b0*/                   IMAD.MOV.U32 R9, RZ, RZ, 0x0 ;
        /*07c0*/                   IADD3.X R6, RZ, ~R5, RZ, P2, !PT ;
        /*07d0*/                   ISETP.NE.AND.EX P0, PT, R3, RZ, PT, P0 ;
        /*07e0*/                   SEL R3, R6, R5, !P1 ;
        /*07f0*/                   SEL R2, R2, 0xffffffff, P0 ;
        /*0800*/                   SEL R3, R3, 0xffffffff, P0 ;
        /*0810*/                   RET.REL.NODEC R8 `(_Z8d_sdiv64PKyPy) ;
.L_x_57:
        /*0820*/                   BRA `(.L_x_57);
        /*0830*/                   NOP;
        /*0840*/                   NOP;
        /*0850*/                   NOP;
        /*0860*/                   NOP;
        /*0870*/                   NOP;
.L_x_74:
//--------------------- .text._Z8d_urem64PKyPy    --------------------------
	.section	.text._Z8d_urem64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=18"
	.align	128
        .global         _Z8d_urem64PKyPy
        .type           _Z8d_urem64PKyPy,@function
        .size           _Z8d_urem64PKyPy,(.L_x_75 - _Z8d_urem64PKyPy)
        .other          _Z8d_urem64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_urem64PKyPy:
.text._Z8d_urem64PKyPy:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R7, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R6, R0, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R6, R6, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R2, [R6+0x8] ;
        /*0090*/                   LDG.E.64.SYS R4, [R6] ;
        /*00a0*/                   BMOV.32.CLEAR RZ, B0 ;
        /*00b0*/                   BSSY B0, `(.L_x_58) ;
        /*00c0*/                   LOP3.LUT R8, R5, R3, RZ, 0xfc, !PT ;
        /*00d0*/                   ISETP.NE.U32.AND P0, PT, R8, RZ, PT ;
        /*00e0*/              @!P0 BRA `(.L_x_59) ;
        /*00f0*/                   MOV R6, 0x110 ;
        /*0100*/                   CALL.REL.NOINC `($_Z8d_urem64PKyPy$__cuda_sm20_rem_u64) ;
        /*0110*/                   BRA `(.L_x_60) ;
.L_x_59:
        /*0120*/                   I2F.U32.RP R3, R2 ;
        /*0130*/                   IMAD.MOV R9, RZ, RZ, -R2 ;
        /*0140*/                   MOV R6, RZ ;
        /*0150*/                   ISETP.NE.U32.AND P1, PT, R2, RZ, PT ;
        /*0160*/                   MUFU.RCP R3, R3 ;
        /*0170*/                   IADD3 R5, R3, 0xffffffe, RZ ;
        /*0180*/                   IMAD.MOV.U32 R3, RZ, RZ, RZ ;
        /*0190*/                   F2I.FTZ.U32.TRUNC.NTZ R7, R5 ;
        /*01a0*/                   IMAD R9, R9, R7, RZ ;
        /*01b0*/                   IMAD.WIDE.U32 R6, R7, R9, R6 ;
        /*01c0*/                   IMAD.WIDE.U32 R6, R7, R4, RZ ;
        /*01d0*/                   IMAD.MOV R7, RZ, RZ, -R7 ;
        /*01e0*/                   IMAD R7, R2, R7, R4 ;
        /*01f0*/                   ISETP.GE.U32.AND P0, PT, R7, R2, PT ;
        /*0200*/               @P0 IADD3 R7, -R2, R7, RZ ;
        /*0210*/                   ISETP.GE.U32.AND P0, PT, R7, R2, PT ;
        /*0220*/               @P0 IMAD.IADD R7, R7, 0x1, -R2 ;
        /*0230*/              @!P1 LOP3.LUT R7, RZ, R2, RZ, 0x33, !PT ;
        /*0240*/                   MOV R2, R7 ;
.L_x_60:
        /*0250*/                   BSYNC B0 ;
.L_x_58:
        /*0260*/                   MOV R5, 0x8 ;
        /*0270*/                   IMAD.WIDE R4, R0, R5, c[0x0][0x168] ;
        /*0280*/                   STG.E.64.SYS [R4], R2 ;
        /*0290*/                   EXIT ;
        .weak           $_Z8d_urem64PKyPy$__cuda_sm20_rem_u64
        .type           $_Z8d_urem64PKyPy$__cuda_sm20_rem_u64,@function
        .size           $_Z8d_urem64PKyPy$__cuda_sm20_rem_u64,(.L_x_75 - $_Z8d_urem64PKyPy$__cuda_sm20_rem_u64)
$_Z8d_urem64PKyPy$__cuda_sm20_rem_u64:
        /*02a0*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*02b0*/                   I2F.U64.RP R7, R2 ;
        /*02c0*/                   MUFU.RCP R7, R7 ;
        /*02d0*/                   IADD3 R8, R7, 0x1ffffffe, RZ ;
        /*02e0*/                   F2I.U64.TRUNC R8, R8 ;
        /*02f0*/                   IMAD.WIDE.U32 R10, R8, R2, RZ ;
        /*0300*/                   IMAD R11, R8, R3, R11 ;
        /*0310*/                   IADD3 R13, P0, RZ, -R10, RZ ;
        /*0320*/                   IMAD R12, R9, R2, R11 ;
        /*0330*/                   IMAD.WIDE.U32 R10, R8, R13, RZ ;
        /*0340*/                   IMAD.X R15, RZ, RZ, ~R12, P0 ;
        /*0350*/                   MOV R10, R11 ;
        /*0360*/                   IMAD.MOV.U32 R11, RZ, RZ, R8 ;
        /*0370*/                   IMAD R7, R9, R15.reuse, RZ ;
        /*0380*/                   IMAD.WIDE.U32 R10, P0, R8, R15, R10 ;
        /*0390*/                   IMAD.WIDE.U32 R10, P1, R9, R13, R10 ;
        /*03a0*/                   IMAD.WIDE.U32 R12, R9, R15, RZ ;
        /*03b0*/                   IADD3 R11, P2, R7, R11, RZ ;
        /*03c0*/                   IADD3.X R7, R13, R9, RZ, P0, !PT ;
        /*03d0*/                   IMAD.WIDE.U32 R8, R11, R2, RZ ;
        /*03e0*/                   IADD3.X R7, RZ, RZ, R7, P2, P1 ;
        /*03f0*/                   IMAD R9, R11, R3, R9 ;
        /*0400*/                   IADD3 R13, P0, RZ, -R8, RZ ;
        /*0410*/                   IMAD R9, R7, R2, R9 ;
        /*0420*/                   IMAD.WIDE.U32 R14, R11, R13, RZ ;
        /*0430*/                   IMAD.X R8, RZ, RZ, ~R9, P0 ;
        /*0440*/                   MOV R10, R15 ;
        /*0450*/                   IMAD R15, R7, R8.reuse, RZ ;
        /*0460*/                   IMAD.WIDE.U32 R10, P0, R11, R8, R10 ;
        /*0470*/                   IMAD.WIDE.U32 R8, R7, R8, RZ ;
        /*0480*/                   IMAD.WIDE.U32 R10, P1, R7, R13, R10 ;
        /*0490*/                   IMAD.X R7, R9, 0x1, R7, P0 ;
        /*04a0*/                   IADD3 R11, P2, R15, R11, RZ ;
        /*04b0*/                   IADD3.X R7, RZ, RZ, R7, P2, P1 ;
        /*04c0*/                   IMAD.WIDE.U32 R8, R11, R4, RZ ;
        /*04d0*/                   IMAD R13, R7, R5, RZ ;
        /*04e0*/                   MOV R8, R9 ;
        /*04f0*/                   IMAD.MOV.U32 R9, RZ, RZ, RZ ;
        /*0500*/                   IMAD.WIDE.U32 R8, R11, R5, R8 ;
        /*0510*/                   IMAD.WIDE.U32 R10, R7, R5, RZ ;
        /*0520*/                   IMAD.WIDE.U32 R8, P0, R7, R4, R8 ;
        /*0530*/                   IADD3 R13, P1, R13, R9, RZ ;
        /*0540*/                   IADD3.X R7, R11, RZ, RZ, P0, !PT ;
        /*0550*/                   IMAD.WIDE.U32 R8, R13, R2, RZ ;
        /*0560*/                   IMAD.X R7, RZ, RZ, R7, P1 ;
        /*0570*/                   IMAD R13, R13, R3, R9 ;
        /*0580*/                   IADD3 R9, P1, -R8, R4, RZ ;
        /*0590*/                   IMAD R4, R7, R2.reuse, R13 ;
        /*05a0*/                   ISETP.GE.U32.AND P0, PT, R9, R2, PT ;
        /*05b0*/                   IADD3.X R4, ~R4, R5, RZ, P1, !PT ;
        /*05c0*/                   IADD3 R7, P1, -R2, R9, RZ ;
        /*05d0*/                   ISETP.GE.U32.AND.EX P0, PT, R4, R3, PT, P0 ;
        /*05e0*/                   IMAD.X R8, R4, 0x1, ~R3, P1 ;
        /*05f0*/                   SEL R7, R7, R9, P0 ;
        /*0600*/                   ISETP.NE.U32.AND P1, PT, R2, RZ, PT ;
        /*0610*/                   SEL R8, R8, R4, P0 ;
        /*0620*/                   ISETP.GE.U32.AND P0, PT, R7, R2, PT ;
        /*0630*/                   IADD3 R4, P2, -R2, R7, RZ ;
        /*0640*/                   ISETP.GE.U32.AND.EX P0, PT, R8, R3, PT, P0 ;
        /*0650*/                   IADD3.X R5, ~R3.reuse, R8.reuse, RZ, P2, !PT ;
        /*0660*/                   SEL R2, R4, R7, P0 ;
        /*0670*/                   IMAD.MOV.U32 R7, RZ, RZ, 0x0 ;
        /*0680*/                   ISETP.NE.AND.EX P1, PT, R3, RZ, PT, P1 ;
        /*0690*/                   SEL R3, R5, R8, P0 ;
        /*06a0*/                   SEL R2, R2, 0xffffffff, P1 ;
        /*06b0*/                   SEL R3, R3, 0xffffffff, P1 ;
        /*06c0*/                   RET.REL.NODEC R6 `(_Z8d_urem64PKyPy) ;
.L_x_61:
        /*06d0*/                   BRA `(.L_x_61);
        /*06e0*/                   NOP;
        /*06f0*/                   NOP;
.L_x_75:
//--------------------- .text._Z8d_udiv64PKyPy    --------------------------
	.section	.text._Z8d_udiv64PKyPy,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=18"
	.align	128
        .global         _Z8d_udiv64PKyPy
        .type           _Z8d_udiv64PKyPy,@function
        .size           _Z8d_udiv64PKyPy,(.L_x_76 - _Z8d_udiv64PKyPy)
        .other          _Z8d_udiv64PKyPy,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z8d_udiv64PKyPy:
.text._Z8d_udiv64PKyPy:
        /*0000*/                   IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   IMAD.MOV.U32 R7, RZ, RZ, 0x8 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R6, R0, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R6, R6, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.64.SYS R2, [R6+0x8] ;
        /*0090*/                   LDG.E.64.SYS R4, [R6] ;
        /*00a0*/                   BMOV.32.CLEAR RZ, B0 ;
        /*00b0*/                   BSSY B0, `(.L_x_62) ;
        /*00c0*/                   LOP3.LUT R8, R5, R3, RZ, 0xfc, !PT ;
        /*00d0*/                   ISETP.NE.U32.AND P0, PT, R8, RZ, PT ;
        /*00e0*/              @!P0 BRA `(.L_x_63) ;
        /*00f0*/                   MOV R6, 0x110 ;
        /*0100*/                   CALL.REL.NOINC `($_Z8d_udiv64PKyPy$__cuda_sm20_div_u64) ;
        /*0110*/                   BRA `(.L_x_64) ;
.L_x_63:
        /*0120*/                   I2F.U32.RP R3, R2 ;
        /*0130*/                   IADD3 R9, RZ, -R2, RZ ;
        /*0140*/                   IMAD.MOV.U32 R6, RZ, RZ, RZ ;
        /*0150*/                   ISETP.NE.U32.AND P2, PT, R2, RZ, PT ;
        /*0160*/                   MUFU.RCP R3, R3 ;
        /*0170*/                   IADD3 R5, R3, 0xffffffe, RZ ;
        /*0180*/                   F2I.FTZ.U32.TRUNC.NTZ R7, R5 ;
        /*0190*/                   IMAD R9, R9, R7, RZ ;
        /*01a0*/                   IMAD.WIDE.U32 R6, R7, R9, R6 ;
        /*01b0*/                   IMAD.WIDE.U32 R6, R7, R4, RZ ;
        /*01c0*/                   IADD3 R3, -R7, RZ, RZ ;
        /*01d0*/                   IMAD R3, R2, R3, R4 ;
        /*01e0*/                   ISETP.GE.U32.AND P0, PT, R3, R2, PT ;
        /*01f0*/               @P0 IMAD.IADD R3, R3, 0x1, -R2 ;
        /*0200*/               @P0 IADD3 R7, R7, 0x1, RZ ;
        /*0210*/                   ISETP.GE.U32.AND P1, PT, R3, R2, PT ;
        /*0220*/                   IMAD.MOV.U32 R3, RZ, RZ, RZ ;
        /*0230*/               @P1 IADD3 R7, R7, 0x1, RZ ;
        /*0240*/              @!P2 LOP3.LUT R7, RZ, R2, RZ, 0x33, !PT ;
        /*0250*/                   MOV R2, R7 ;
.L_x_64:
        /*0260*/                   BSYNC B0 ;
.L_x_62:
        /*0270*/                   MOV R5, 0x8 ;
        /*0280*/                   IMAD.WIDE R4, R0, R5, c[0x0][0x168] ;
        /*0290*/                   STG.E.64.SYS [R4], R2 ;
        /*02a0*/                   EXIT ;
        .weak           $_Z8d_udiv64PKyPy$__cuda_sm20_div_u64
        .type           $_Z8d_udiv64PKyPy$__cuda_sm20_div_u64,@function
        .size           $_Z8d_udiv64PKyPy$__cuda_sm20_div_u64,(.L_x_76 - $_Z8d_udiv64PKyPy$__cuda_sm20_div_u64)
$_Z8d_udiv64PKyPy$__cuda_sm20_div_u64:
        /*02b0*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*02c0*/                   I2F.U64.RP R7, R2 ;
        /*02d0*/                   MUFU.RCP R7, R7 ;
        /*02e0*/                   IADD3 R8, R7, 0x1ffffffe, RZ ;
        /*02f0*/                   F2I.U64.TRUNC R8, R8 ;
        /*0300*/                   IMAD.WIDE.U32 R10, R8, R2, RZ ;
        /*0310*/                   IMAD R11, R8, R3, R11 ;
        /*0320*/                   IADD3 R13, P0, RZ, -R10, RZ ;
        /*0330*/                   IMAD R12, R9, R2, R11 ;
        /*0340*/                   IMAD.WIDE.U32 R10, R8, R13, RZ ;
        /*0350*/                   IMAD.X R15, RZ, RZ, ~R12, P0 ;
        /*0360*/                   MOV R10, R11 ;
        /*0370*/                   IMAD.MOV.U32 R11, RZ, RZ, R8 ;
        /*0380*/                   IMAD R7, R9, R15.reuse, RZ ;
        /*0390*/                   IMAD.WIDE.U32 R10, P0, R8, R15, R10 ;
        /*03a0*/                   IMAD.WIDE.U32 R10, P1, R9, R13, R10 ;
        /*03b0*/                   IMAD.WIDE.U32 R12, R9, R15, RZ ;
        /*03c0*/                   IADD3 R11, P2, R7, R11, RZ ;
        /*03d0*/                   IADD3.X R7, R13, R9, RZ, P0, !PT ;
        /*03e0*/                   IMAD.WIDE.U32 R8, R11, R2, RZ ;
        /*03f0*/                   IADD3.X R7, RZ, RZ, R7, P2, P1 ;
        /*0400*/                   IMAD R9, R11, R3, R9 ;
        /*0410*/                   IADD3 R13, P0, RZ, -R8, RZ ;
        /*0420*/                   IMAD R9, R7, R2, R9 ;
        /*0430*/                   IMAD.WIDE.U32 R14, R11, R13, RZ ;
        /*0440*/                   IMAD.X R8, RZ, RZ, ~R9, P0 ;
        /*0450*/                   MOV R10, R15 ;
        /*0460*/                   IMAD R15, R7, R8.reuse, RZ ;
        /*0470*/                   IMAD.WIDE.U32 R10, P0, R11, R8, R10 ;
        /*0480*/                   IMAD.WIDE.U32 R8, R7, R8, RZ ;
        /*0490*/                   IMAD.WIDE.U32 R10, P1, R7, R13, R10 ;
        /*04a0*/                   IMAD.X R7, R9, 0x1, R7, P0 ;
        /*04b0*/                   IADD3 R11, P2, R15, R11, RZ ;
        /*04c0*/                   IADD3.X R7, RZ, RZ, R7, P2, P1 ;
        /*04d0*/                   IMAD.WIDE.U32 R8, R11, R4, RZ ;
        /*04e0*/                   IMAD R13, R7, R5, RZ ;
        /*04f0*/                   MOV R8, R9 ;
        /*0500*/                   IMAD.MOV.U32 R9, RZ, RZ, RZ ;
        /*0510*/                   IMAD.WIDE.U32 R8, R11, R5, R8 ;
        /*0520*/                   IMAD.WIDE.U32 R10, R7, R5, RZ ;
        /*0530*/                   IMAD.WIDE.U32 R8, P0, R7, R4, R8 ;
        /*0540*/                   IADD3 R13, P1, R13, R9, RZ ;
        /*0550*/                   IADD3.X R7, R11, RZ, RZ, P0, !PT ;
        /*0560*/                   IMAD.WIDE.U32 R8, R13, R2, RZ ;
        /*0570*/                   IMAD.X R7, RZ, RZ, R7, P1 ;
        /*0580*/                   IADD3 R11, P1, -R8, R4, RZ ;
        /*0590*/                   IMAD R9, R13, R3, R9 ;
        /*05a0*/                   ISETP.GE.U32.AND P0, PT, R11, R2.reuse, PT ;
        /*05b0*/                   IMAD R4, R7, R2, R9 ;
        /*05c0*/                   IADD3.X R12, ~R4, R5, RZ, P1, !PT ;
        /*05d0*/                   IADD3 R5, P2, -R2, R11, RZ ;
        /*05e0*/                   IADD3 R4, P1, R13, 0x1, RZ ;
        /*05f0*/                   ISETP.GE.U32.AND.EX P0, PT, R12.reuse, R3, PT, P0 ;
        /*0600*/                   IMAD.X R10, R12, 0x1, ~R3, P2 ;
        /*0610*/                   IADD3.X R8, RZ, R7, RZ, P1, !PT ;
        /*0620*/                   SEL R13, R4, R13, P0 ;
        /*0630*/                   SEL R5, R5, R11, P0 ;
        /*0640*/                   SEL R8, R8, R7, P0 ;
        /*0650*/                   IADD3 R4, P2, R13, 0x1, RZ ;
        /*0660*/                   SEL R10, R10, R12, P0 ;
        /*0670*/                   ISETP.GE.U32.AND P0, PT, R5, R2, PT ;
        /*0680*/                   IMAD.X R5, RZ, RZ, R8, P2 ;
        /*0690*/                   ISETP.NE.U32.AND P1, PT, R2, RZ, PT ;
        /*06a0*/                   ISETP.GE.U32.AND.EX P0, PT, R10, R3, PT, P0 ;
        /*06b0*/                   MOV R7, 0x0 ;
        /*06c0*/                   ISETP.NE.AND.EX P1, PT, R3, RZ, PT, P1 ;
        /*06d0*/                   SEL R2, R4, R13, P0 ;
        /*06e0*/                   SEL R3, R5, R8, P0 ;
        /*06f0*/                   SEL R2, R2, 0xffffffff, P1 ;
        /*0700*/                   SEL R3, R3, 0xffffffff, P1 ;
        /*0710*/                   RET.REL.NODEC R6 `(_Z8d_udiv64PKyPy) ;
.L_x_65:
        /*0720*/                   BRA `(.L_x_65);
        /*0730*/                   NOP;
        /*0740*/                   NOP;
        /*0750*/                   NOP;
        /*0760*/                   NOP;
        /*0770*/                   NOP;
.L_x_76:
//--------------------- .text._Z10d_srem_cm3PKjPj --------------------------
	.section	.text._Z10d_srem_cm3PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z10d_srem_cm3PKjPj
        .type           _Z10d_srem_cm3PKjPj,@function
        .size           _Z10d_srem_cm3PKjPj,(.L_x_134 - _Z10d_srem_cm3PKjPj)
        .other          _Z10d_srem_cm3PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z10d_srem_cm3PKjPj:
.text._Z10d_srem_cm3PKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R9, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   LEA R2, R0, R0, 0x1 ;
        /*0070*/                   IMAD.WIDE R2, R2, R9, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE R4, R2, 0x55555556, RZ ;
        /*00a0*/                   LEA.HI R7, R5, R5, RZ, 0x1 ;
        /*00b0*/                   IMAD.WIDE R4, R0, R9, c[0x0][0x168] ;
        /*00c0*/                   IMAD R7, R7, -0x3, R2 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_66:
        /*00f0*/                   BRA `(.L_x_66);
.L_x_134:
//--------------------- .text._Z12d_urem_c1000PKjPj --------------------------
	.section	.text._Z12d_urem_c1000PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z12d_urem_c1000PKjPj
        .type           _Z12d_urem_c1000PKjPj,@function
        .size           _Z12d_urem_c1000PKjPj,(.L_x_135 - _Z12d_urem_c1000PKjPj)
        .other          _Z12d_urem_c1000PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z12d_urem_c1000PKjPj:
.text._Z12d_urem_c1000PKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R9, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   LEA R2, R0, R0, 0x1 ;
        /*0070*/                   IMAD.WIDE R2, R2, R9, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R2, [R2] ;
        /*0090*/                   IMAD.WIDE.U32 R4, R2, 0x10624dd3, RZ ;
        /*00a0*/                   SHF.R.U32.HI R7, RZ, 0x6, R5 ;
        /*00b0*/                   IMAD.WIDE R4, R0, R9, c[0x0][0x168] ;
        /*00c0*/                   IMAD R7, R7, -0x3e8, R2 ;
        /*00d0*/                   STG.E.SYS [R4], R7 ;
        /*00e0*/                   EXIT ;
.L_x_67:
        /*00f0*/                   BRA `(.L_x_67);
.L_x_135:
//--------------------- .text._Z9d_sdiv_c7PKjPj   --------------------------
	.section	.text._Z9d_sdiv_c7PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=12"
	.align	128
        .global         _Z9d_sdiv_c7PKjPj
        .type           _Z9d_sdiv_c7PKjPj,@function
        .size           _Z9d_sdiv_c7PKjPj,(.L_x_136 - _Z9d_sdiv_c7PKjPj)
        .other          _Z9d_sdiv_c7PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z9d_sdiv_c7PKjPj:
.text._Z9d_sdiv_c7PKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R9, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R0, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R9, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R3, [R2] ;
        /*0090*/                   MOV R2, RZ ;
        /*00a0*/                   IMAD.WIDE R4, R3, -0x6db6db6d, R2 ;
        /*00b0*/                   MOV R6, R5 ;
        /*00c0*/                   IMAD.WIDE R4, R0, R9, c[0x0][0x168] ;
        /*00d0*/                   SHF.R.U32.HI R7, RZ, 0x1f, R6 ;
        /*00e0*/                   LEA.HI.SX32 R7, R6, R7, 0x1e ;
        /*00f0*/                   STG.E.SYS [R4], R7 ;
        /*0100*/                   EXIT ;
.L_x_68:
        /*0110*/                   BRA `(.L_x_68);
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_136:
//--------------------- .text._Z9d_udiv_c7PKjPj   --------------------------
	.section	.text._Z9d_udiv_c7PKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=10"
	.align	128
        .global         _Z9d_udiv_c7PKjPj
        .type           _Z9d_udiv_c7PKjPj,@function
        .size           _Z9d_udiv_c7PKjPj,(.L_x_137 - _Z9d_udiv_c7PKjPj)
        .other          _Z9d_udiv_c7PKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z9d_udiv_c7PKjPj:
.text._Z9d_udiv_c7PKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R7, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R0, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R7, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R3, [R2] ;
        /*0090*/                   IMAD.WIDE.U32 R4, R3, 0x24924925, RZ ;
        /*00a0*/                   IADD3 R4, R3, -R5, RZ ;
        /*00b0*/                   LEA.HI R6, R4, R5, RZ, 0x1f ;
        /*00c0*/                   IMAD.WIDE R4, R0, R7, c[0x0][0x168] ;
        /*00d0*/                   SHF.R.U32.HI R7, RZ, 0x2, R6 ;
        /*00e0*/                   STG.E.SYS [R4], R7 ;
        /*00f0*/                   EXIT ;
.L_x_69:
        /*0100*/                   BRA `(.L_x_69);
        /*0110*/                   NOP;
        /*0120*/                   NOP;
        /*0130*/                   NOP;
        /*0140*/                   NOP;
        /*0150*/                   NOP;
        /*0160*/                   NOP;
        /*0170*/                   NOP;
.L_x_137:
//--------------------- .text._Z6d_sremPKjPj      --------------------------
	.section	.text._Z6d_sremPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=16"
	.align	128
        .global         _Z6d_sremPKjPj
        .type           _Z6d_sremPKjPj,@function
        .size           _Z6d_sremPKjPj,(.L_x_138 - _Z6d_sremPKjPj)
        .other          _Z6d_sremPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_sremPKjPj:
.text._Z6d_sremPKjPj:
        /*0000*/                   IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R3, SR_CTAID.X ;
        /*0030*/                   S2R R0, SR_TID.X ;
        /*0040*/                   IMAD R3, R3, c[0x0][0x0], R0 ;
        /*0050*/                   MOV R0, 0x4 ;
        /*0060*/                   IMAD R5, R3, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R4, R5, R0, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R13, [R4+0x4] ;
        /*0090*/                   LDG.E.SYS R2, [R4] ;
        /*00a0*/                   MOV R6, RZ ;
        /*00b0*/                   IABS R10, R13.reuse ;
        /*00c0*/                   IABS R4, R13 ;
        /*00d0*/                   IABS R12, R2 ;
        /*00e0*/                   I2F.RP R8, R10 ;
        /*00f0*/                   ISETP.GE.AND P2, PT, R2, RZ, PT ;
        /*0100*/                   IMAD.WIDE R2, R3, R0, c[0x0][0x168] ;
        /*0110*/                   MUFU.RCP R8, R8 ;
        /*0120*/                   IADD3 R9, R8, 0xffffffe, RZ ;
        /*0130*/                   IMAD.MOV R8, RZ, RZ, -R4 ;
        /*0140*/                   F2I.FTZ.U32.TRUNC.NTZ R7, R9 ;
        /*0150*/                   IMAD.MOV R11, RZ, RZ, -R7 ;
        /*0160*/                   IMAD R11, R11, R10, RZ ;
        /*0170*/                   IMAD.WIDE.U32 R6, R7, R11, R6 ;
        /*0180*/                   MOV R6, R8 ;
        /*0190*/                   IMAD.WIDE.U32 R4, R7, R12, RZ ;
        /*01a0*/                   IMAD R5, R5, R6, R12 ;
        /*01b0*/                   ISETP.GT.U32.AND P0, PT, R10, R5, PT ;
        /*01c0*/              @!P0 IMAD.IADD R5, R5, 0x1, -R10 ;
        /*01d0*/                   ISETP.NE.AND P0, PT, R13, RZ, PT ;
        /*01e0*/                   ISETP.GT.U32.AND P1, PT, R10, R5, PT ;
        /*01f0*/              @!P1 IADD3 R5, R5, -R10, RZ ;
        /*0200*/              @!P2 IMAD.MOV R5, RZ, RZ, -R5 ;
        /*0210*/              @!P0 LOP3.LUT R5, RZ, R13, RZ, 0x33, !PT ;
        /*0220*/                   STG.E.SYS [R2], R5 ;
        /*0230*/                   EXIT ;
.L_x_70:
        /*0240*/                   BRA `(.L_x_70);
        /*0250*/                   NOP;
        /*0260*/                   NOP;
        /*0270*/                   NOP;
.L_x_138:
//--------------------- .text._Z6d_sdivPKjPj      --------------------------
	.section	.text._Z6d_sdivPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=16"
	.align	128
        .global         _Z6d_sdivPKjPj
        .type           _Z6d_sdivPKjPj,@function
        .size           _Z6d_sdivPKjPj,(.L_x_139 - _Z6d_sdivPKjPj)
        .other          _Z6d_sdivPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_sdivPKjPj:
.text._Z6d_sdivPKjPj:
        /*0000*/                   IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R3, SR_CTAID.X ;
        /*0030*/                   IMAD.MOV.U32 R2, RZ, RZ, 0x4 ;
        /*0040*/                   S2R R0, SR_TID.X ;
        /*0050*/                   IMAD R3, R3, c[0x0][0x0], R0 ;
        /*0060*/                   IMAD R5, R3, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R4, R5, R2, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R0, [R4+0x4] ;
        /*0090*/                   LDG.E.SYS R9, [R4] ;
        /*00a0*/                   IMAD.WIDE R2, R3, R2, c[0x0][0x168] ;
        /*00b0*/                   IABS R11, R0.reuse ;
        /*00c0*/                   IABS R4, R0 ;
        /*00d0*/                   IABS R12, R9 ;
        /*00e0*/                   I2F.RP R8, R11 ;
        /*00f0*/                   LOP3.LUT R9, R9, R0, RZ, 0x3c, !PT ;
        /*0100*/                   ISETP.GE.AND P1, PT, R9, RZ, PT ;
        /*0110*/                   MUFU.RCP R8, R8 ;
        /*0120*/                   IADD3 R10, R8, 0xffffffe, RZ ;
        /*0130*/                   IMAD.MOV R8, RZ, RZ, -R4 ;
        /*0140*/                   F2I.FTZ.U32.TRUNC.NTZ R7, R10 ;
        /*0150*/                   IADD3 R6, RZ, -R7, RZ ;
        /*0160*/                   IMAD R13, R6, R11, RZ ;
        /*0170*/                   IMAD.MOV.U32 R6, RZ, RZ, RZ ;
        /*0180*/                   IMAD.WIDE.U32 R6, R7, R13, R6 ;
        /*0190*/                   MOV R6, R8 ;
        /*01a0*/                   IMAD.WIDE.U32 R4, R7, R12, RZ ;
        /*01b0*/                   IMAD R4, R5, R6, R12 ;
        /*01c0*/                   ISETP.GT.U32.AND P2, PT, R11, R4, PT ;
        /*01d0*/              @!P2 IMAD.IADD R4, R4, 0x1, -R11 ;
        /*01e0*/              @!P2 IADD3 R5, R5, 0x1, RZ ;
        /*01f0*/                   ISETP.NE.AND P2, PT, R0, RZ, PT ;
        /*0200*/                   ISETP.GE.U32.AND P0, PT, R4, R11, PT ;
        /*0210*/               @P0 IADD3 R5, R5, 0x1, RZ ;
        /*0220*/              @!P1 IADD3 R5, -R5, RZ, RZ ;
        /*0230*/              @!P2 LOP3.LUT R5, RZ, R0, RZ, 0x33, !PT ;
        /*0240*/                   STG.E.SYS [R2], R5 ;
        /*0250*/                   EXIT ;
.L_x_71:
        /*0260*/                   BRA `(.L_x_71);
        /*0270*/                   NOP;
.L_x_139:
//--------------------- .text._Z6d_uremPKjPj      --------------------------
	.section	.text._Z6d_uremPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=16"
	.align	128
        .global         _Z6d_uremPKjPj
        .type           _Z6d_uremPKjPj,@function
        .size           _Z6d_uremPKjPj,(.L_x_140 - _Z6d_uremPKjPj)
        .other          _Z6d_uremPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_uremPKjPj:
.text._Z6d_uremPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R11, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R0, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R11, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*0090*/                   LDG.E.SYS R6, [R2] ;
        /*00a0*/                   MOV R4, RZ ;
        /*00b0*/                   I2F.U32.RP R8, R7 ;
        /*00c0*/                   IMAD.MOV R13, RZ, RZ, -R7 ;
        /*00d0*/                   ISETP.NE.U32.AND P1, PT, R7, RZ, PT ;
        /*00e0*/                   MUFU.RCP R8, R8 ;
        /*00f0*/                   IADD3 R9, R8, 0xffffffe, RZ ;
        /*0100*/                   F2I.FTZ.U32.TRUNC.NTZ R5, R9 ;
        /*0110*/                   IMAD R13, R13, R5, RZ ;
        /*0120*/                   IMAD.WIDE.U32 R4, R5, R13, R4 ;
        /*0130*/                   IMAD.WIDE.U32 R2, R5, R6, RZ ;
        /*0140*/                   IMAD.MOV R3, RZ, RZ, -R3 ;
        /*0150*/                   IMAD R6, R7, R3, R6 ;
        /*0160*/                   IMAD.WIDE R2, R0, R11, c[0x0][0x168] ;
        /*0170*/                   ISETP.GE.U32.AND P0, PT, R6, R7, PT ;
        /*0180*/               @P0 IADD3 R6, -R7, R6, RZ ;
        /*0190*/                   ISETP.GE.U32.AND P0, PT, R6, R7, PT ;
        /*01a0*/               @P0 IADD3 R6, -R7, R6, RZ ;
        /*01b0*/              @!P1 LOP3.LUT R6, RZ, R7, RZ, 0x33, !PT ;
        /*01c0*/                   STG.E.SYS [R2], R6 ;
        /*01d0*/                   EXIT ;
.L_x_72:
        /*01e0*/                   BRA `(.L_x_72);
        /*01f0*/                   NOP;
.L_x_140:
//--------------------- .text._Z6d_udivPKjPj      --------------------------
	.section	.text._Z6d_udivPKjPj,"ax",@progbits
	.sectioninfo	@"SHI_REGISTERS=16"
	.align	128
        .global         _Z6d_udivPKjPj
        .type           _Z6d_udivPKjPj,@function
        .size           _Z6d_udivPKjPj,(.L_x_141 - _Z6d_udivPKjPj)
        .other          _Z6d_udivPKjPj,@"STO_CUDA_ENTRY STV_DEFAULT"
_Z6d_udivPKjPj:
.text._Z6d_udivPKjPj:
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/              @!PT SHFL.IDX PT, RZ, RZ, RZ, RZ ;
        /*0020*/                   S2R R0, SR_CTAID.X ;
        /*0030*/                   MOV R11, 0x4 ;
        /*0040*/                   S2R R3, SR_TID.X ;
        /*0050*/                   IMAD R0, R0, c[0x0][0x0], R3 ;
        /*0060*/                   IMAD R2, R0, 0x3, RZ ;
        /*0070*/                   IMAD.WIDE R2, R2, R11, c[0x0][0x160] ;
        /*0080*/                   LDG.E.SYS R7, [R2+0x4] ;
        /*0090*/                   LDG.E.SYS R6, [R2] ;
        /*00a0*/                   MOV R4, RZ ;
        /*00b0*/                   I2F.U32.RP R8, R7 ;
        /*00c0*/                   IMAD.MOV R13, RZ, RZ, -R7 ;
        /*00d0*/                   ISETP.NE.U32.AND P2, PT, R7, RZ, PT ;
        /*00e0*/                   MUFU.RCP R8, R8 ;
        /*00f0*/                   IADD3 R9, R8, 0xffffffe, RZ ;
        /*0100*/                   F2I.FTZ.U32.TRUNC.NTZ R5, R9 ;
        /*0110*/                   IMAD R13, R13, R5, RZ ;
        /*0120*/                   IMAD.WIDE.U32 R4, R5, R13, R4 ;
        /*0130*/                   IMAD.WIDE.U32 R2, R5, R6, RZ ;
        /*0140*/                   IMAD.MOV.U32 R5, RZ, RZ, R3 ;
        /*0150*/                   IADD3 R2, -R5, RZ, RZ ;
        /*0160*/                   IMAD R6, R7, R2, R6 ;
        /*0170*/                   IMAD.WIDE R2, R0, R11, c[0x0][0x168] ;
        /*0180*/                   ISETP.GE.U32.AND P0, PT, R6, R7, PT ;
        /*0190*/               @P0 IMAD.IADD R6, R6, 0x1, -R7 ;
        /*01a0*/               @P0 IADD3 R5, R5, 0x1, RZ ;
        /*01b0*/                   ISETP.GE.U32.AND P1, PT, R6, R7, PT ;
        /*01c0*/               @P1 IADD3 R5, R5, 0x1, RZ ;
        /*01d0*/              @!P2 LOP3.LUT R5, RZ, R7, RZ, 0x33, !PT ;
        /*01e0*/                   STG.E.SYS [R2], R5 ;
        /*01f0*/                   EXIT ;
.L_x_73:
        /*0200*/                   BRA `(.L_x_73);
        /*0210*/                   NOP;
        /*0220*/                   NOP;
        /*0230*/                   NOP;
        /*0240*/                   NOP;
        /*0250*/                   NOP;
        /*0260*/                   NOP;
        /*0270*/                   NOP;
.L_x_141:
