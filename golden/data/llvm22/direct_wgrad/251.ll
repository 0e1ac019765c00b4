; irgate direct_wgrad{dtype=fp16,filter_h=1,filter_w=1,pad_h=0,pad_w=0,stride_h=1,stride_w=1,cpg=32,kpg=32,waves_k=1,waves_c=2,wave_tiles_k=2,wave_tiles_c=1,rows_per_sync=1,row_blocks=2,lds_epilogue=0,tdm_stages=4,ws_replicas=2}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2 = internal unnamed_addr addrspace(3) global [20560 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)
declare void @llvm.amdgcn.tensor.load.to.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, i32 immarg)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16 immarg)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wave_k24 = urem i32 %wave22, 1
  %wave_c26 = udiv i32 %wave22, 1
  %wkb28 = mul i32 %wave_k24, 32
  %wcb30 = mul i32 %wave_c26, 16
  %half32 = lshr i32 %lane20, 4
  %khalf34 = shl i32 %half32, 3
  %lrow36 = and i32 %lane20, 7
  %tr_row37 = add i32 %khalf34, %lrow36
  %lcol39 = and i32 %lane20, 15
  %cgrp41 = lshr i32 %lcol39, 3
  %tr_col43 = shl i32 %cgrp41, 3
  %a_r45 = mul i32 %tr_row37, 40
  %a_c46 = add i32 %a_r45, %tr_col43
  %a_e47 = add i32 %a_c46, %wkb28
  %a_lane49 = shl i32 %a_e47, 1
  %b_r51 = mul i32 %tr_row37, 40
  %b_c52 = add i32 %b_r51, %tr_col43
  %b_e53 = add i32 %b_c52, %wcb30
  %b_lane55 = shl i32 %b_e53, 1
  %bx56 = call i32 @llvm.amdgcn.workgroup.id.x()
  %rblk57 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img58 = call i32 @llvm.amdgcn.workgroup.id.z()
  %ct60 = urem i32 %bx56, 1
  %rest62 = udiv i32 %bx56, 1
  %kt64 = urem i32 %rest62, 1
  %g66 = udiv i32 %rest62, 1
  %k_blk68 = mul i32 %kt64, 32
  %c_blk70 = mul i32 %ct60, 32
  %gk72 = mul i32 %g66, 32
  %gc74 = mul i32 %g66, 32
  %dy_ch75 = add i32 %gk72, %k_blk68
  %x_ch76 = add i32 %gc74, %c_blk70
  %band_a78 = add i32 %ho, 1
  %band80 = udiv i32 %band_a78, 2
  %ho_lo81 = mul i32 %rblk57, %band80
  %ho_end82 = add i32 %ho_lo81, %band80
  %fits83 = icmp ult i32 %ho_end82, %ho
  %ho_hi84 = select i1 %fits83, i32 %ho_end82, i32 %ho
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy85 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx86 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws87 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img88 = mul i32 %img58, %dy_stride_n
  %x_img89 = mul i32 %img58, %x_stride_n
  %wave_u91 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %wave22)
  %issuer93 = icmp eq i32 %wave_u91, 0
  %dy_dummy94 = add i32 %dy_img88, %dy_ch75
  %x_dummy95 = add i32 %x_img89, %x_ch76
  %ncols_a97 = add i32 %wo, 31
  %ncols99 = lshr i32 %ncols_a97, 5
  %live100 = icmp slt i32 %ho_lo81, %ho_hi84
  %span_a101 = sub i32 %ho_hi84, %ho_lo81
  %span103 = select i1 %live100, i32 %span_a101, i32 0
  %rg_a105 = add i32 %span103, 0
  %rgs107 = udiv i32 %rg_a105, 1
  %steps108 = mul i32 %rgs107, %ncols99
  %rg110 = udiv i32 0, %ncols99
  %ccol111 = urem i32 0, %ncols99
  %rgo113 = mul i32 %rg110, 1
  %ho_s114 = add i32 %ho_lo81, %rgo113
  %wo_s116 = shl i32 %ccol111, 5
  %slot118 = urem i32 0, 4
  %slot_off120 = mul i32 %slot118, 5120
  %wo_left121 = sub i32 %wo, %wo_s116
  %wo_fit123 = icmp ult i32 %wo_left121, 32
  %wo_n125 = select i1 %wo_fit123, i32 %wo_left121, i32 32
  %wb127 = sub i32 %wo_s116, 0
  %lead_neg129 = icmp slt i32 %wb127, 0
  %lead_a131 = sub i32 0, %wb127
  %lead133 = select i1 %lead_neg129, i32 %lead_a131, i32 0
  %x_first134 = add i32 %wb127, %lead133
  %x_end136 = add i32 %wb127, 32
  %x_fit137 = icmp slt i32 %x_end136, %wi
  %x_end138 = select i1 %x_fit137, i32 %x_end136, i32 %wi
  %x_span139 = sub i32 %x_end138, %x_first134
  %x_some140 = icmp slt i32 %x_first134, %x_end138
  %x_span142 = select i1 %x_some140, i32 %x_span139, i32 0
  %lead_b144 = mul i32 %lead133, 80
  %ho146 = add i32 %ho_s114, 0
  %hok147 = icmp ult i32 %ho146, %ho_hi84
  %dy_n149 = select i1 %hok147, i32 %wo_n125, i32 0
  %dy_row150 = mul i32 %ho146, %dy_stride_h
  %dy_r151 = add i32 %dy_img88, %dy_row150
  %col152 = mul i32 %wo_s116, %dy_stride_w
  %el153 = add i32 %dy_r151, %col152
  %el154 = add i32 %el153, %dy_ch75
  %dst156 = add i32 %slot_off120, 0
  %some158 = icmp ne i32 %dy_n149, 0
  %dst160 = select i1 %some158, i32 %dst156, i32 20480
  %src161 = select i1 %some158, i32 %el154, i32 %dy_dummy94
  %rows163 = select i1 %some158, i32 %dy_n149, i32 1
  br i1 %issuer93, label %if.then.1, label %if.end.1
if.then.1:
  %gep.4 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst160
  %lsa.5 = ptrtoint ptr addrspace(3) %gep.4 to i32
  %src.6 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src161
  %ga.7 = ptrtoint ptr addrspace(1) %src.6 to i64
  %galo.8 = trunc i64 %ga.7 to i32
  %gahw.9 = lshr i64 %ga.7, 32
  %gahi.10 = trunc i64 %gahw.9 to i32
  %gaty.11 = or i32 %gahi.10, -2147483648
  %g0a.12 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.5, i32 1
  %g0b.13 = insertelement <4 x i32> %g0a.12, i32 %galo.8, i32 2
  %g0.14 = insertelement <4 x i32> %g0b.13, i32 %gaty.11, i32 3
  %dim1.15 = shl i32 %rows163, 16
  %g1a.16 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.15, i32 2
  %g1b.17 = insertelement <8 x i32> %g1a.16, i32 %rows163, i32 4
  %g1.18 = insertelement <8 x i32> %g1b.17, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.14, <8 x i32> %g1.18, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.1
if.end.1:
  %partial165 = icmp ult i32 %dy_n149, 32
  br i1 %partial165, label %if.then.2, label %if.end.2
if.then.2:
  %e167 = add i32 %tid18, 0
  %row169 = udiv i32 %e167, 4
  %cc171 = urem i32 %e167, 4
  %chan173 = shl i32 %cc171, 3
  %hole174 = icmp uge i32 %row169, %dy_n149
  %lrow176 = mul i32 %row169, 40
  %lel177 = add i32 %lrow176, %chan173
  %lb179 = shl i32 %lel177, 1
  %lz180 = add i32 %lb179, %slot_off120
  br i1 %hole174, label %if.then.3, label %if.end.3
if.then.3:
  %za182 = add i32 %lz180, 0
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za182
  store float 0x0000000000000000, ptr addrspace(3) %gep.19, align 4
  %za185 = add i32 %lz180, 4
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za185
  store float 0x0000000000000000, ptr addrspace(3) %gep.20, align 4
  %za188 = add i32 %lz180, 8
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za188
  store float 0x0000000000000000, ptr addrspace(3) %gep.21, align 4
  %za191 = add i32 %lz180, 12
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za191
  store float 0x0000000000000000, ptr addrspace(3) %gep.22, align 4
  br label %if.end.3
if.end.3:
  %e194 = add i32 %tid18, 64
  %row196 = udiv i32 %e194, 4
  %cc198 = urem i32 %e194, 4
  %chan200 = shl i32 %cc198, 3
  %hole201 = icmp uge i32 %row196, %dy_n149
  %lrow203 = mul i32 %row196, 40
  %lel204 = add i32 %lrow203, %chan200
  %lb206 = shl i32 %lel204, 1
  %lz207 = add i32 %lb206, %slot_off120
  br i1 %hole201, label %if.then.4, label %if.end.4
if.then.4:
  %za209 = add i32 %lz207, 0
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za209
  store float 0x0000000000000000, ptr addrspace(3) %gep.23, align 4
  %za212 = add i32 %lz207, 4
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za212
  store float 0x0000000000000000, ptr addrspace(3) %gep.24, align 4
  %za215 = add i32 %lz207, 8
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za215
  store float 0x0000000000000000, ptr addrspace(3) %gep.25, align 4
  %za218 = add i32 %lz207, 12
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za218
  store float 0x0000000000000000, ptr addrspace(3) %gep.26, align 4
  br label %if.end.4
if.end.4:
  br label %if.end.2
if.end.2:
  %h_a221 = add i32 %ho146, 0
  %hi223 = sub i32 %h_a221, 0
  %hiok224 = icmp ult i32 %hi223, %hi
  %x_n226 = select i1 %hiok224, i32 %x_span142, i32 0
  %x_row227 = mul i32 %hi223, %x_stride_h
  %x_r228 = add i32 %x_img89, %x_row227
  %col229 = mul i32 %x_first134, %x_stride_w
  %el230 = add i32 %x_r228, %col229
  %el231 = add i32 %el230, %x_ch76
  %dst232 = add i32 %slot_off120, %lead_b144
  %dst234 = add i32 %dst232, 2560
  %some236 = icmp ne i32 %x_n226, 0
  %dst238 = select i1 %some236, i32 %dst234, i32 20480
  %src239 = select i1 %some236, i32 %el231, i32 %x_dummy95
  %rows241 = select i1 %some236, i32 %x_n226, i32 1
  br i1 %issuer93, label %if.then.5, label %if.end.5
if.then.5:
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst238
  %lsa.28 = ptrtoint ptr addrspace(3) %gep.27 to i32
  %src.29 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src239
  %ga.30 = ptrtoint ptr addrspace(1) %src.29 to i64
  %galo.31 = trunc i64 %ga.30 to i32
  %gahw.32 = lshr i64 %ga.30, 32
  %gahi.33 = trunc i64 %gahw.32 to i32
  %gaty.34 = or i32 %gahi.33, -2147483648
  %g0a.35 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.28, i32 1
  %g0b.36 = insertelement <4 x i32> %g0a.35, i32 %galo.31, i32 2
  %g0.37 = insertelement <4 x i32> %g0b.36, i32 %gaty.34, i32 3
  %dim1.38 = shl i32 %rows241, 16
  %g1a.39 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.38, i32 2
  %g1b.40 = insertelement <8 x i32> %g1a.39, i32 %rows241, i32 4
  %g1.41 = insertelement <8 x i32> %g1b.40, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.37, <8 x i32> %g1.41, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.5
if.end.5:
  %cover_end242 = add i32 %lead133, %x_n226
  %partial244 = icmp ult i32 %x_n226, 32
  br i1 %partial244, label %if.then.6, label %if.end.6
if.then.6:
  %e246 = add i32 %tid18, 0
  %row248 = udiv i32 %e246, 4
  %cc250 = urem i32 %e246, 4
  %chan252 = shl i32 %cc250, 3
  %below253 = icmp ult i32 %row248, %lead133
  %above254 = icmp uge i32 %row248, %cover_end242
  %hole255 = or i1 %below253, %above254
  %lrow257 = mul i32 %row248, 40
  %lel258 = add i32 %lrow257, %chan252
  %lb260 = shl i32 %lel258, 1
  %lz261 = add i32 %lb260, %slot_off120
  br i1 %hole255, label %if.then.7, label %if.end.7
if.then.7:
  %za263 = add i32 %lz261, 2560
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za263
  store float 0x0000000000000000, ptr addrspace(3) %gep.42, align 4
  %za266 = add i32 %lz261, 2564
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za266
  store float 0x0000000000000000, ptr addrspace(3) %gep.43, align 4
  %za269 = add i32 %lz261, 2568
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za269
  store float 0x0000000000000000, ptr addrspace(3) %gep.44, align 4
  %za272 = add i32 %lz261, 2572
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za272
  store float 0x0000000000000000, ptr addrspace(3) %gep.45, align 4
  br label %if.end.7
if.end.7:
  %e275 = add i32 %tid18, 64
  %row277 = udiv i32 %e275, 4
  %cc279 = urem i32 %e275, 4
  %chan281 = shl i32 %cc279, 3
  %below282 = icmp ult i32 %row277, %lead133
  %above283 = icmp uge i32 %row277, %cover_end242
  %hole284 = or i1 %below282, %above283
  %lrow286 = mul i32 %row277, 40
  %lel287 = add i32 %lrow286, %chan281
  %lb289 = shl i32 %lel287, 1
  %lz290 = add i32 %lb289, %slot_off120
  br i1 %hole284, label %if.then.8, label %if.end.8
if.then.8:
  %za292 = add i32 %lz290, 2560
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za292
  store float 0x0000000000000000, ptr addrspace(3) %gep.46, align 4
  %za295 = add i32 %lz290, 2564
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za295
  store float 0x0000000000000000, ptr addrspace(3) %gep.47, align 4
  %za298 = add i32 %lz290, 2568
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za298
  store float 0x0000000000000000, ptr addrspace(3) %gep.48, align 4
  %za301 = add i32 %lz290, 2572
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za301
  store float 0x0000000000000000, ptr addrspace(3) %gep.49, align 4
  br label %if.end.8
if.end.8:
  br label %if.end.6
if.end.6:
  %rg304 = udiv i32 1, %ncols99
  %ccol305 = urem i32 1, %ncols99
  %rgo307 = mul i32 %rg304, 1
  %ho_s308 = add i32 %ho_lo81, %rgo307
  %wo_s310 = shl i32 %ccol305, 5
  %slot312 = urem i32 1, 4
  %slot_off314 = mul i32 %slot312, 5120
  %wo_left315 = sub i32 %wo, %wo_s310
  %wo_fit317 = icmp ult i32 %wo_left315, 32
  %wo_n319 = select i1 %wo_fit317, i32 %wo_left315, i32 32
  %wb321 = sub i32 %wo_s310, 0
  %lead_neg323 = icmp slt i32 %wb321, 0
  %lead_a325 = sub i32 0, %wb321
  %lead327 = select i1 %lead_neg323, i32 %lead_a325, i32 0
  %x_first328 = add i32 %wb321, %lead327
  %x_end330 = add i32 %wb321, 32
  %x_fit331 = icmp slt i32 %x_end330, %wi
  %x_end332 = select i1 %x_fit331, i32 %x_end330, i32 %wi
  %x_span333 = sub i32 %x_end332, %x_first328
  %x_some334 = icmp slt i32 %x_first328, %x_end332
  %x_span336 = select i1 %x_some334, i32 %x_span333, i32 0
  %lead_b338 = mul i32 %lead327, 80
  %ho340 = add i32 %ho_s308, 0
  %hok341 = icmp ult i32 %ho340, %ho_hi84
  %dy_n343 = select i1 %hok341, i32 %wo_n319, i32 0
  %dy_row344 = mul i32 %ho340, %dy_stride_h
  %dy_r345 = add i32 %dy_img88, %dy_row344
  %col346 = mul i32 %wo_s310, %dy_stride_w
  %el347 = add i32 %dy_r345, %col346
  %el348 = add i32 %el347, %dy_ch75
  %dst350 = add i32 %slot_off314, 0
  %some352 = icmp ne i32 %dy_n343, 0
  %dst354 = select i1 %some352, i32 %dst350, i32 20480
  %src355 = select i1 %some352, i32 %el348, i32 %dy_dummy94
  %rows357 = select i1 %some352, i32 %dy_n343, i32 1
  br i1 %issuer93, label %if.then.9, label %if.end.9
if.then.9:
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst354
  %lsa.51 = ptrtoint ptr addrspace(3) %gep.50 to i32
  %src.52 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src355
  %ga.53 = ptrtoint ptr addrspace(1) %src.52 to i64
  %galo.54 = trunc i64 %ga.53 to i32
  %gahw.55 = lshr i64 %ga.53, 32
  %gahi.56 = trunc i64 %gahw.55 to i32
  %gaty.57 = or i32 %gahi.56, -2147483648
  %g0a.58 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.51, i32 1
  %g0b.59 = insertelement <4 x i32> %g0a.58, i32 %galo.54, i32 2
  %g0.60 = insertelement <4 x i32> %g0b.59, i32 %gaty.57, i32 3
  %dim1.61 = shl i32 %rows357, 16
  %g1a.62 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.61, i32 2
  %g1b.63 = insertelement <8 x i32> %g1a.62, i32 %rows357, i32 4
  %g1.64 = insertelement <8 x i32> %g1b.63, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.60, <8 x i32> %g1.64, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.9
if.end.9:
  %partial359 = icmp ult i32 %dy_n343, 32
  br i1 %partial359, label %if.then.10, label %if.end.10
if.then.10:
  %e361 = add i32 %tid18, 0
  %row363 = udiv i32 %e361, 4
  %cc365 = urem i32 %e361, 4
  %chan367 = shl i32 %cc365, 3
  %hole368 = icmp uge i32 %row363, %dy_n343
  %lrow370 = mul i32 %row363, 40
  %lel371 = add i32 %lrow370, %chan367
  %lb373 = shl i32 %lel371, 1
  %lz374 = add i32 %lb373, %slot_off314
  br i1 %hole368, label %if.then.11, label %if.end.11
if.then.11:
  %za376 = add i32 %lz374, 0
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za376
  store float 0x0000000000000000, ptr addrspace(3) %gep.65, align 4
  %za379 = add i32 %lz374, 4
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za379
  store float 0x0000000000000000, ptr addrspace(3) %gep.66, align 4
  %za382 = add i32 %lz374, 8
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za382
  store float 0x0000000000000000, ptr addrspace(3) %gep.67, align 4
  %za385 = add i32 %lz374, 12
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za385
  store float 0x0000000000000000, ptr addrspace(3) %gep.68, align 4
  br label %if.end.11
if.end.11:
  %e388 = add i32 %tid18, 64
  %row390 = udiv i32 %e388, 4
  %cc392 = urem i32 %e388, 4
  %chan394 = shl i32 %cc392, 3
  %hole395 = icmp uge i32 %row390, %dy_n343
  %lrow397 = mul i32 %row390, 40
  %lel398 = add i32 %lrow397, %chan394
  %lb400 = shl i32 %lel398, 1
  %lz401 = add i32 %lb400, %slot_off314
  br i1 %hole395, label %if.then.12, label %if.end.12
if.then.12:
  %za403 = add i32 %lz401, 0
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za403
  store float 0x0000000000000000, ptr addrspace(3) %gep.69, align 4
  %za406 = add i32 %lz401, 4
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za406
  store float 0x0000000000000000, ptr addrspace(3) %gep.70, align 4
  %za409 = add i32 %lz401, 8
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za409
  store float 0x0000000000000000, ptr addrspace(3) %gep.71, align 4
  %za412 = add i32 %lz401, 12
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za412
  store float 0x0000000000000000, ptr addrspace(3) %gep.72, align 4
  br label %if.end.12
if.end.12:
  br label %if.end.10
if.end.10:
  %h_a415 = add i32 %ho340, 0
  %hi417 = sub i32 %h_a415, 0
  %hiok418 = icmp ult i32 %hi417, %hi
  %x_n420 = select i1 %hiok418, i32 %x_span336, i32 0
  %x_row421 = mul i32 %hi417, %x_stride_h
  %x_r422 = add i32 %x_img89, %x_row421
  %col423 = mul i32 %x_first328, %x_stride_w
  %el424 = add i32 %x_r422, %col423
  %el425 = add i32 %el424, %x_ch76
  %dst426 = add i32 %slot_off314, %lead_b338
  %dst428 = add i32 %dst426, 2560
  %some430 = icmp ne i32 %x_n420, 0
  %dst432 = select i1 %some430, i32 %dst428, i32 20480
  %src433 = select i1 %some430, i32 %el425, i32 %x_dummy95
  %rows435 = select i1 %some430, i32 %x_n420, i32 1
  br i1 %issuer93, label %if.then.13, label %if.end.13
if.then.13:
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst432
  %lsa.74 = ptrtoint ptr addrspace(3) %gep.73 to i32
  %src.75 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src433
  %ga.76 = ptrtoint ptr addrspace(1) %src.75 to i64
  %galo.77 = trunc i64 %ga.76 to i32
  %gahw.78 = lshr i64 %ga.76, 32
  %gahi.79 = trunc i64 %gahw.78 to i32
  %gaty.80 = or i32 %gahi.79, -2147483648
  %g0a.81 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.74, i32 1
  %g0b.82 = insertelement <4 x i32> %g0a.81, i32 %galo.77, i32 2
  %g0.83 = insertelement <4 x i32> %g0b.82, i32 %gaty.80, i32 3
  %dim1.84 = shl i32 %rows435, 16
  %g1a.85 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.84, i32 2
  %g1b.86 = insertelement <8 x i32> %g1a.85, i32 %rows435, i32 4
  %g1.87 = insertelement <8 x i32> %g1b.86, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.83, <8 x i32> %g1.87, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.13
if.end.13:
  %cover_end436 = add i32 %lead327, %x_n420
  %partial438 = icmp ult i32 %x_n420, 32
  br i1 %partial438, label %if.then.14, label %if.end.14
if.then.14:
  %e440 = add i32 %tid18, 0
  %row442 = udiv i32 %e440, 4
  %cc444 = urem i32 %e440, 4
  %chan446 = shl i32 %cc444, 3
  %below447 = icmp ult i32 %row442, %lead327
  %above448 = icmp uge i32 %row442, %cover_end436
  %hole449 = or i1 %below447, %above448
  %lrow451 = mul i32 %row442, 40
  %lel452 = add i32 %lrow451, %chan446
  %lb454 = shl i32 %lel452, 1
  %lz455 = add i32 %lb454, %slot_off314
  br i1 %hole449, label %if.then.15, label %if.end.15
if.then.15:
  %za457 = add i32 %lz455, 2560
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za457
  store float 0x0000000000000000, ptr addrspace(3) %gep.88, align 4
  %za460 = add i32 %lz455, 2564
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za460
  store float 0x0000000000000000, ptr addrspace(3) %gep.89, align 4
  %za463 = add i32 %lz455, 2568
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za463
  store float 0x0000000000000000, ptr addrspace(3) %gep.90, align 4
  %za466 = add i32 %lz455, 2572
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za466
  store float 0x0000000000000000, ptr addrspace(3) %gep.91, align 4
  br label %if.end.15
if.end.15:
  %e469 = add i32 %tid18, 64
  %row471 = udiv i32 %e469, 4
  %cc473 = urem i32 %e469, 4
  %chan475 = shl i32 %cc473, 3
  %below476 = icmp ult i32 %row471, %lead327
  %above477 = icmp uge i32 %row471, %cover_end436
  %hole478 = or i1 %below476, %above477
  %lrow480 = mul i32 %row471, 40
  %lel481 = add i32 %lrow480, %chan475
  %lb483 = shl i32 %lel481, 1
  %lz484 = add i32 %lb483, %slot_off314
  br i1 %hole478, label %if.then.16, label %if.end.16
if.then.16:
  %za486 = add i32 %lz484, 2560
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za486
  store float 0x0000000000000000, ptr addrspace(3) %gep.92, align 4
  %za489 = add i32 %lz484, 2564
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za489
  store float 0x0000000000000000, ptr addrspace(3) %gep.93, align 4
  %za492 = add i32 %lz484, 2568
  %gep.94 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za492
  store float 0x0000000000000000, ptr addrspace(3) %gep.94, align 4
  %za495 = add i32 %lz484, 2572
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za495
  store float 0x0000000000000000, ptr addrspace(3) %gep.95, align 4
  br label %if.end.16
if.end.16:
  br label %if.end.14
if.end.14:
  %rg498 = udiv i32 2, %ncols99
  %ccol499 = urem i32 2, %ncols99
  %rgo501 = mul i32 %rg498, 1
  %ho_s502 = add i32 %ho_lo81, %rgo501
  %wo_s504 = shl i32 %ccol499, 5
  %slot506 = urem i32 2, 4
  %slot_off508 = mul i32 %slot506, 5120
  %wo_left509 = sub i32 %wo, %wo_s504
  %wo_fit511 = icmp ult i32 %wo_left509, 32
  %wo_n513 = select i1 %wo_fit511, i32 %wo_left509, i32 32
  %wb515 = sub i32 %wo_s504, 0
  %lead_neg517 = icmp slt i32 %wb515, 0
  %lead_a519 = sub i32 0, %wb515
  %lead521 = select i1 %lead_neg517, i32 %lead_a519, i32 0
  %x_first522 = add i32 %wb515, %lead521
  %x_end524 = add i32 %wb515, 32
  %x_fit525 = icmp slt i32 %x_end524, %wi
  %x_end526 = select i1 %x_fit525, i32 %x_end524, i32 %wi
  %x_span527 = sub i32 %x_end526, %x_first522
  %x_some528 = icmp slt i32 %x_first522, %x_end526
  %x_span530 = select i1 %x_some528, i32 %x_span527, i32 0
  %lead_b532 = mul i32 %lead521, 80
  %ho534 = add i32 %ho_s502, 0
  %hok535 = icmp ult i32 %ho534, %ho_hi84
  %dy_n537 = select i1 %hok535, i32 %wo_n513, i32 0
  %dy_row538 = mul i32 %ho534, %dy_stride_h
  %dy_r539 = add i32 %dy_img88, %dy_row538
  %col540 = mul i32 %wo_s504, %dy_stride_w
  %el541 = add i32 %dy_r539, %col540
  %el542 = add i32 %el541, %dy_ch75
  %dst544 = add i32 %slot_off508, 0
  %some546 = icmp ne i32 %dy_n537, 0
  %dst548 = select i1 %some546, i32 %dst544, i32 20480
  %src549 = select i1 %some546, i32 %el542, i32 %dy_dummy94
  %rows551 = select i1 %some546, i32 %dy_n537, i32 1
  br i1 %issuer93, label %if.then.17, label %if.end.17
if.then.17:
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst548
  %lsa.97 = ptrtoint ptr addrspace(3) %gep.96 to i32
  %src.98 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src549
  %ga.99 = ptrtoint ptr addrspace(1) %src.98 to i64
  %galo.100 = trunc i64 %ga.99 to i32
  %gahw.101 = lshr i64 %ga.99, 32
  %gahi.102 = trunc i64 %gahw.101 to i32
  %gaty.103 = or i32 %gahi.102, -2147483648
  %g0a.104 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.97, i32 1
  %g0b.105 = insertelement <4 x i32> %g0a.104, i32 %galo.100, i32 2
  %g0.106 = insertelement <4 x i32> %g0b.105, i32 %gaty.103, i32 3
  %dim1.107 = shl i32 %rows551, 16
  %g1a.108 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.107, i32 2
  %g1b.109 = insertelement <8 x i32> %g1a.108, i32 %rows551, i32 4
  %g1.110 = insertelement <8 x i32> %g1b.109, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.106, <8 x i32> %g1.110, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.17
if.end.17:
  %partial553 = icmp ult i32 %dy_n537, 32
  br i1 %partial553, label %if.then.18, label %if.end.18
if.then.18:
  %e555 = add i32 %tid18, 0
  %row557 = udiv i32 %e555, 4
  %cc559 = urem i32 %e555, 4
  %chan561 = shl i32 %cc559, 3
  %hole562 = icmp uge i32 %row557, %dy_n537
  %lrow564 = mul i32 %row557, 40
  %lel565 = add i32 %lrow564, %chan561
  %lb567 = shl i32 %lel565, 1
  %lz568 = add i32 %lb567, %slot_off508
  br i1 %hole562, label %if.then.19, label %if.end.19
if.then.19:
  %za570 = add i32 %lz568, 0
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za570
  store float 0x0000000000000000, ptr addrspace(3) %gep.111, align 4
  %za573 = add i32 %lz568, 4
  %gep.112 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za573
  store float 0x0000000000000000, ptr addrspace(3) %gep.112, align 4
  %za576 = add i32 %lz568, 8
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za576
  store float 0x0000000000000000, ptr addrspace(3) %gep.113, align 4
  %za579 = add i32 %lz568, 12
  %gep.114 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za579
  store float 0x0000000000000000, ptr addrspace(3) %gep.114, align 4
  br label %if.end.19
if.end.19:
  %e582 = add i32 %tid18, 64
  %row584 = udiv i32 %e582, 4
  %cc586 = urem i32 %e582, 4
  %chan588 = shl i32 %cc586, 3
  %hole589 = icmp uge i32 %row584, %dy_n537
  %lrow591 = mul i32 %row584, 40
  %lel592 = add i32 %lrow591, %chan588
  %lb594 = shl i32 %lel592, 1
  %lz595 = add i32 %lb594, %slot_off508
  br i1 %hole589, label %if.then.20, label %if.end.20
if.then.20:
  %za597 = add i32 %lz595, 0
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za597
  store float 0x0000000000000000, ptr addrspace(3) %gep.115, align 4
  %za600 = add i32 %lz595, 4
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za600
  store float 0x0000000000000000, ptr addrspace(3) %gep.116, align 4
  %za603 = add i32 %lz595, 8
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za603
  store float 0x0000000000000000, ptr addrspace(3) %gep.117, align 4
  %za606 = add i32 %lz595, 12
  %gep.118 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za606
  store float 0x0000000000000000, ptr addrspace(3) %gep.118, align 4
  br label %if.end.20
if.end.20:
  br label %if.end.18
if.end.18:
  %h_a609 = add i32 %ho534, 0
  %hi611 = sub i32 %h_a609, 0
  %hiok612 = icmp ult i32 %hi611, %hi
  %x_n614 = select i1 %hiok612, i32 %x_span530, i32 0
  %x_row615 = mul i32 %hi611, %x_stride_h
  %x_r616 = add i32 %x_img89, %x_row615
  %col617 = mul i32 %x_first522, %x_stride_w
  %el618 = add i32 %x_r616, %col617
  %el619 = add i32 %el618, %x_ch76
  %dst620 = add i32 %slot_off508, %lead_b532
  %dst622 = add i32 %dst620, 2560
  %some624 = icmp ne i32 %x_n614, 0
  %dst626 = select i1 %some624, i32 %dst622, i32 20480
  %src627 = select i1 %some624, i32 %el619, i32 %x_dummy95
  %rows629 = select i1 %some624, i32 %x_n614, i32 1
  br i1 %issuer93, label %if.then.21, label %if.end.21
if.then.21:
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst626
  %lsa.120 = ptrtoint ptr addrspace(3) %gep.119 to i32
  %src.121 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src627
  %ga.122 = ptrtoint ptr addrspace(1) %src.121 to i64
  %galo.123 = trunc i64 %ga.122 to i32
  %gahw.124 = lshr i64 %ga.122, 32
  %gahi.125 = trunc i64 %gahw.124 to i32
  %gaty.126 = or i32 %gahi.125, -2147483648
  %g0a.127 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.120, i32 1
  %g0b.128 = insertelement <4 x i32> %g0a.127, i32 %galo.123, i32 2
  %g0.129 = insertelement <4 x i32> %g0b.128, i32 %gaty.126, i32 3
  %dim1.130 = shl i32 %rows629, 16
  %g1a.131 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.130, i32 2
  %g1b.132 = insertelement <8 x i32> %g1a.131, i32 %rows629, i32 4
  %g1.133 = insertelement <8 x i32> %g1b.132, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.129, <8 x i32> %g1.133, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.21
if.end.21:
  %cover_end630 = add i32 %lead521, %x_n614
  %partial632 = icmp ult i32 %x_n614, 32
  br i1 %partial632, label %if.then.22, label %if.end.22
if.then.22:
  %e634 = add i32 %tid18, 0
  %row636 = udiv i32 %e634, 4
  %cc638 = urem i32 %e634, 4
  %chan640 = shl i32 %cc638, 3
  %below641 = icmp ult i32 %row636, %lead521
  %above642 = icmp uge i32 %row636, %cover_end630
  %hole643 = or i1 %below641, %above642
  %lrow645 = mul i32 %row636, 40
  %lel646 = add i32 %lrow645, %chan640
  %lb648 = shl i32 %lel646, 1
  %lz649 = add i32 %lb648, %slot_off508
  br i1 %hole643, label %if.then.23, label %if.end.23
if.then.23:
  %za651 = add i32 %lz649, 2560
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za651
  store float 0x0000000000000000, ptr addrspace(3) %gep.134, align 4
  %za654 = add i32 %lz649, 2564
  %gep.135 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za654
  store float 0x0000000000000000, ptr addrspace(3) %gep.135, align 4
  %za657 = add i32 %lz649, 2568
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za657
  store float 0x0000000000000000, ptr addrspace(3) %gep.136, align 4
  %za660 = add i32 %lz649, 2572
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za660
  store float 0x0000000000000000, ptr addrspace(3) %gep.137, align 4
  br label %if.end.23
if.end.23:
  %e663 = add i32 %tid18, 64
  %row665 = udiv i32 %e663, 4
  %cc667 = urem i32 %e663, 4
  %chan669 = shl i32 %cc667, 3
  %below670 = icmp ult i32 %row665, %lead521
  %above671 = icmp uge i32 %row665, %cover_end630
  %hole672 = or i1 %below670, %above671
  %lrow674 = mul i32 %row665, 40
  %lel675 = add i32 %lrow674, %chan669
  %lb677 = shl i32 %lel675, 1
  %lz678 = add i32 %lb677, %slot_off508
  br i1 %hole672, label %if.then.24, label %if.end.24
if.then.24:
  %za680 = add i32 %lz678, 2560
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za680
  store float 0x0000000000000000, ptr addrspace(3) %gep.138, align 4
  %za683 = add i32 %lz678, 2564
  %gep.139 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za683
  store float 0x0000000000000000, ptr addrspace(3) %gep.139, align 4
  %za686 = add i32 %lz678, 2568
  %gep.140 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za686
  store float 0x0000000000000000, ptr addrspace(3) %gep.140, align 4
  %za689 = add i32 %lz678, 2572
  %gep.141 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za689
  store float 0x0000000000000000, ptr addrspace(3) %gep.141, align 4
  br label %if.end.24
if.end.24:
  br label %if.end.22
if.end.22:
  br label %for.head.25
for.head.25:
  %t696 = phi i32 [ 0, %if.end.22 ], [ %iv.next.142, %for.latch.25 ]
  %acc697 = phi <8 x float> [ zeroinitializer, %if.end.22 ], [ %acc921, %for.latch.25 ]
  %acc698 = phi <8 x float> [ zeroinitializer, %if.end.22 ], [ %acc922, %for.latch.25 ]
  %cmp.143 = icmp slt i32 %t696, %steps108
  br i1 %cmp.143, label %for.body.25, label %for.exit.25
for.body.25:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 4)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %u700 = add i32 %t696, 3
  %rg701 = udiv i32 %u700, %ncols99
  %ccol702 = urem i32 %u700, %ncols99
  %rgo704 = mul i32 %rg701, 1
  %ho_s705 = add i32 %ho_lo81, %rgo704
  %wo_s707 = shl i32 %ccol702, 5
  %slot709 = urem i32 %u700, 4
  %slot_off711 = mul i32 %slot709, 5120
  %wo_left712 = sub i32 %wo, %wo_s707
  %wo_fit714 = icmp ult i32 %wo_left712, 32
  %wo_n716 = select i1 %wo_fit714, i32 %wo_left712, i32 32
  %wb718 = sub i32 %wo_s707, 0
  %lead_neg720 = icmp slt i32 %wb718, 0
  %lead_a722 = sub i32 0, %wb718
  %lead724 = select i1 %lead_neg720, i32 %lead_a722, i32 0
  %x_first725 = add i32 %wb718, %lead724
  %x_end727 = add i32 %wb718, 32
  %x_fit728 = icmp slt i32 %x_end727, %wi
  %x_end729 = select i1 %x_fit728, i32 %x_end727, i32 %wi
  %x_span730 = sub i32 %x_end729, %x_first725
  %x_some731 = icmp slt i32 %x_first725, %x_end729
  %x_span733 = select i1 %x_some731, i32 %x_span730, i32 0
  %lead_b735 = mul i32 %lead724, 80
  %ho737 = add i32 %ho_s705, 0
  %hok738 = icmp ult i32 %ho737, %ho_hi84
  %dy_n740 = select i1 %hok738, i32 %wo_n716, i32 0
  %dy_row741 = mul i32 %ho737, %dy_stride_h
  %dy_r742 = add i32 %dy_img88, %dy_row741
  %col743 = mul i32 %wo_s707, %dy_stride_w
  %el744 = add i32 %dy_r742, %col743
  %el745 = add i32 %el744, %dy_ch75
  %dst747 = add i32 %slot_off711, 0
  %some749 = icmp ne i32 %dy_n740, 0
  %dst751 = select i1 %some749, i32 %dst747, i32 20480
  %src752 = select i1 %some749, i32 %el745, i32 %dy_dummy94
  %rows754 = select i1 %some749, i32 %dy_n740, i32 1
  br i1 %issuer93, label %if.then.26, label %if.end.26
if.then.26:
  %gep.144 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst751
  %lsa.145 = ptrtoint ptr addrspace(3) %gep.144 to i32
  %src.146 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src752
  %ga.147 = ptrtoint ptr addrspace(1) %src.146 to i64
  %galo.148 = trunc i64 %ga.147 to i32
  %gahw.149 = lshr i64 %ga.147, 32
  %gahi.150 = trunc i64 %gahw.149 to i32
  %gaty.151 = or i32 %gahi.150, -2147483648
  %g0a.152 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.145, i32 1
  %g0b.153 = insertelement <4 x i32> %g0a.152, i32 %galo.148, i32 2
  %g0.154 = insertelement <4 x i32> %g0b.153, i32 %gaty.151, i32 3
  %dim1.155 = shl i32 %rows754, 16
  %g1a.156 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.155, i32 2
  %g1b.157 = insertelement <8 x i32> %g1a.156, i32 %rows754, i32 4
  %g1.158 = insertelement <8 x i32> %g1b.157, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.154, <8 x i32> %g1.158, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.26
if.end.26:
  %partial756 = icmp ult i32 %dy_n740, 32
  br i1 %partial756, label %if.then.27, label %if.end.27
if.then.27:
  %e758 = add i32 %tid18, 0
  %row760 = udiv i32 %e758, 4
  %cc762 = urem i32 %e758, 4
  %chan764 = shl i32 %cc762, 3
  %hole765 = icmp uge i32 %row760, %dy_n740
  %lrow767 = mul i32 %row760, 40
  %lel768 = add i32 %lrow767, %chan764
  %lb770 = shl i32 %lel768, 1
  %lz771 = add i32 %lb770, %slot_off711
  br i1 %hole765, label %if.then.28, label %if.end.28
if.then.28:
  %za773 = add i32 %lz771, 0
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za773
  store float 0x0000000000000000, ptr addrspace(3) %gep.159, align 4
  %za776 = add i32 %lz771, 4
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za776
  store float 0x0000000000000000, ptr addrspace(3) %gep.160, align 4
  %za779 = add i32 %lz771, 8
  %gep.161 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za779
  store float 0x0000000000000000, ptr addrspace(3) %gep.161, align 4
  %za782 = add i32 %lz771, 12
  %gep.162 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za782
  store float 0x0000000000000000, ptr addrspace(3) %gep.162, align 4
  br label %if.end.28
if.end.28:
  %e785 = add i32 %tid18, 64
  %row787 = udiv i32 %e785, 4
  %cc789 = urem i32 %e785, 4
  %chan791 = shl i32 %cc789, 3
  %hole792 = icmp uge i32 %row787, %dy_n740
  %lrow794 = mul i32 %row787, 40
  %lel795 = add i32 %lrow794, %chan791
  %lb797 = shl i32 %lel795, 1
  %lz798 = add i32 %lb797, %slot_off711
  br i1 %hole792, label %if.then.29, label %if.end.29
if.then.29:
  %za800 = add i32 %lz798, 0
  %gep.163 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za800
  store float 0x0000000000000000, ptr addrspace(3) %gep.163, align 4
  %za803 = add i32 %lz798, 4
  %gep.164 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za803
  store float 0x0000000000000000, ptr addrspace(3) %gep.164, align 4
  %za806 = add i32 %lz798, 8
  %gep.165 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za806
  store float 0x0000000000000000, ptr addrspace(3) %gep.165, align 4
  %za809 = add i32 %lz798, 12
  %gep.166 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za809
  store float 0x0000000000000000, ptr addrspace(3) %gep.166, align 4
  br label %if.end.29
if.end.29:
  br label %if.end.27
if.end.27:
  %h_a812 = add i32 %ho737, 0
  %hi814 = sub i32 %h_a812, 0
  %hiok815 = icmp ult i32 %hi814, %hi
  %x_n817 = select i1 %hiok815, i32 %x_span733, i32 0
  %x_row818 = mul i32 %hi814, %x_stride_h
  %x_r819 = add i32 %x_img89, %x_row818
  %col820 = mul i32 %x_first725, %x_stride_w
  %el821 = add i32 %x_r819, %col820
  %el822 = add i32 %el821, %x_ch76
  %dst823 = add i32 %slot_off711, %lead_b735
  %dst825 = add i32 %dst823, 2560
  %some827 = icmp ne i32 %x_n817, 0
  %dst829 = select i1 %some827, i32 %dst825, i32 20480
  %src830 = select i1 %some827, i32 %el822, i32 %x_dummy95
  %rows832 = select i1 %some827, i32 %x_n817, i32 1
  br i1 %issuer93, label %if.then.30, label %if.end.30
if.then.30:
  %gep.167 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst829
  %lsa.168 = ptrtoint ptr addrspace(3) %gep.167 to i32
  %src.169 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src830
  %ga.170 = ptrtoint ptr addrspace(1) %src.169 to i64
  %galo.171 = trunc i64 %ga.170 to i32
  %gahw.172 = lshr i64 %ga.170, 32
  %gahi.173 = trunc i64 %gahw.172 to i32
  %gaty.174 = or i32 %gahi.173, -2147483648
  %g0a.175 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.168, i32 1
  %g0b.176 = insertelement <4 x i32> %g0a.175, i32 %galo.171, i32 2
  %g0.177 = insertelement <4 x i32> %g0b.176, i32 %gaty.174, i32 3
  %dim1.178 = shl i32 %rows832, 16
  %g1a.179 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.178, i32 2
  %g1b.180 = insertelement <8 x i32> %g1a.179, i32 %rows832, i32 4
  %g1.181 = insertelement <8 x i32> %g1b.180, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.177, <8 x i32> %g1.181, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.30
if.end.30:
  %cover_end833 = add i32 %lead724, %x_n817
  %partial835 = icmp ult i32 %x_n817, 32
  br i1 %partial835, label %if.then.31, label %if.end.31
if.then.31:
  %e837 = add i32 %tid18, 0
  %row839 = udiv i32 %e837, 4
  %cc841 = urem i32 %e837, 4
  %chan843 = shl i32 %cc841, 3
  %below844 = icmp ult i32 %row839, %lead724
  %above845 = icmp uge i32 %row839, %cover_end833
  %hole846 = or i1 %below844, %above845
  %lrow848 = mul i32 %row839, 40
  %lel849 = add i32 %lrow848, %chan843
  %lb851 = shl i32 %lel849, 1
  %lz852 = add i32 %lb851, %slot_off711
  br i1 %hole846, label %if.then.32, label %if.end.32
if.then.32:
  %za854 = add i32 %lz852, 2560
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za854
  store float 0x0000000000000000, ptr addrspace(3) %gep.182, align 4
  %za857 = add i32 %lz852, 2564
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za857
  store float 0x0000000000000000, ptr addrspace(3) %gep.183, align 4
  %za860 = add i32 %lz852, 2568
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za860
  store float 0x0000000000000000, ptr addrspace(3) %gep.184, align 4
  %za863 = add i32 %lz852, 2572
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za863
  store float 0x0000000000000000, ptr addrspace(3) %gep.185, align 4
  br label %if.end.32
if.end.32:
  %e866 = add i32 %tid18, 64
  %row868 = udiv i32 %e866, 4
  %cc870 = urem i32 %e866, 4
  %chan872 = shl i32 %cc870, 3
  %below873 = icmp ult i32 %row868, %lead724
  %above874 = icmp uge i32 %row868, %cover_end833
  %hole875 = or i1 %below873, %above874
  %lrow877 = mul i32 %row868, 40
  %lel878 = add i32 %lrow877, %chan872
  %lb880 = shl i32 %lel878, 1
  %lz881 = add i32 %lb880, %slot_off711
  br i1 %hole875, label %if.then.33, label %if.end.33
if.then.33:
  %za883 = add i32 %lz881, 2560
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za883
  store float 0x0000000000000000, ptr addrspace(3) %gep.186, align 4
  %za886 = add i32 %lz881, 2564
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za886
  store float 0x0000000000000000, ptr addrspace(3) %gep.187, align 4
  %za889 = add i32 %lz881, 2568
  %gep.188 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za889
  store float 0x0000000000000000, ptr addrspace(3) %gep.188, align 4
  %za892 = add i32 %lz881, 2572
  %gep.189 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za892
  store float 0x0000000000000000, ptr addrspace(3) %gep.189, align 4
  br label %if.end.33
if.end.33:
  br label %if.end.31
if.end.31:
  %slot895 = urem i32 %t696, 4
  %slot_off897 = mul i32 %slot895, 5120
  %a_t898 = add i32 %a_lane49, %slot_off897
  %b_t899 = add i32 %b_lane55, %slot_off897
  %a_addr901 = add i32 %a_t898, 0
  %gep.190 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %a_addr901
  %a_lo902 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.190)
  %a_addr904 = add i32 %a_t898, 1280
  %gep.191 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %a_addr904
  %a_hi905 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.191)
  %a_frag906 = shufflevector <8 x half> %a_lo902, <8 x half> %a_hi905, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr908 = add i32 %a_t898, 32
  %gep.192 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %a_addr908
  %a_lo909 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.192)
  %a_addr911 = add i32 %a_t898, 1312
  %gep.193 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %a_addr911
  %a_hi912 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.193)
  %a_frag913 = shufflevector <8 x half> %a_lo909, <8 x half> %a_hi912, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr915 = add i32 %b_t899, 2560
  %gep.194 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %b_addr915
  %b_lo916 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.194)
  %b_addr918 = add i32 %b_t899, 3840
  %gep.195 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c32_k32_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %b_addr918
  %b_hi919 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.195)
  %b_frag920 = shufflevector <8 x half> %b_lo916, <8 x half> %b_hi919, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc921 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag906, i1 false, <16 x half> %b_frag920, i16 0, <8 x float> %acc697, i1 false, i1 false)
  %acc922 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag913, i1 false, <16 x half> %b_frag920, i16 0, <8 x float> %acc698, i1 false, i1 false)
  br label %for.latch.25
for.latch.25:
  %iv.next.142 = add i32 %t696, 1
  br label %for.head.25
for.exit.25:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  %slab_a924 = mul i32 %img58, 2
  %slab_b925 = add i32 %slab_a924, %rblk57
  %slab927 = urem i32 %slab_b925, 2
  %slab_g928 = mul i32 %slab927, %groups
  %slab_k930 = mul i32 %slab_g928, 32
  %kbase931 = add i32 %slab_k930, %gk72
  %c_w932 = add i32 %c_blk70, %wcb30
  %k_w933 = add i32 %k_blk68, %wkb28
  %k_h934 = add i32 %k_w933, %khalf34
  %cin936 = add i32 %c_w932, 0
  %cin937 = add i32 %cin936, %lcol39
  %cok939 = icmp ult i32 %cin937, 32
  %kin941 = add i32 %k_h934, 0
  %kok943 = icmp ult i32 %kin941, 32
  %ok944 = and i1 %kok943, %cok939
  br i1 %ok944, label %if.then.34, label %if.end.34
if.then.34:
  %krow945 = add i32 %kbase931, %kin941
  %kr947 = mul i32 %krow945, 1
  %t_r949 = add i32 %kr947, 0
  %t_s951 = mul i32 %t_r949, 1
  %t_c953 = add i32 %t_s951, 0
  %t_e955 = mul i32 %t_c953, 32
  %el956 = add i32 %t_e955, %cin937
  %off958 = shl i32 %el956, 2
  %v959 = extractelement <8 x float> %acc697, i32 0
  %old.196 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v959, ptr addrspace(8) %rws87, i32 %off958, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  %kin962 = add i32 %k_h934, 1
  %kok964 = icmp ult i32 %kin962, 32
  %ok965 = and i1 %kok964, %cok939
  br i1 %ok965, label %if.then.35, label %if.end.35
if.then.35:
  %krow966 = add i32 %kbase931, %kin962
  %kr968 = mul i32 %krow966, 1
  %t_r970 = add i32 %kr968, 0
  %t_s972 = mul i32 %t_r970, 1
  %t_c974 = add i32 %t_s972, 0
  %t_e976 = mul i32 %t_c974, 32
  %el977 = add i32 %t_e976, %cin937
  %off979 = shl i32 %el977, 2
  %v980 = extractelement <8 x float> %acc697, i32 1
  %old.197 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v980, ptr addrspace(8) %rws87, i32 %off979, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  %kin983 = add i32 %k_h934, 2
  %kok985 = icmp ult i32 %kin983, 32
  %ok986 = and i1 %kok985, %cok939
  br i1 %ok986, label %if.then.36, label %if.end.36
if.then.36:
  %krow987 = add i32 %kbase931, %kin983
  %kr989 = mul i32 %krow987, 1
  %t_r991 = add i32 %kr989, 0
  %t_s993 = mul i32 %t_r991, 1
  %t_c995 = add i32 %t_s993, 0
  %t_e997 = mul i32 %t_c995, 32
  %el998 = add i32 %t_e997, %cin937
  %off1000 = shl i32 %el998, 2
  %v1001 = extractelement <8 x float> %acc697, i32 2
  %old.198 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1001, ptr addrspace(8) %rws87, i32 %off1000, i32 0, i32 20)
  br label %if.end.36
if.end.36:
  %kin1004 = add i32 %k_h934, 3
  %kok1006 = icmp ult i32 %kin1004, 32
  %ok1007 = and i1 %kok1006, %cok939
  br i1 %ok1007, label %if.then.37, label %if.end.37
if.then.37:
  %krow1008 = add i32 %kbase931, %kin1004
  %kr1010 = mul i32 %krow1008, 1
  %t_r1012 = add i32 %kr1010, 0
  %t_s1014 = mul i32 %t_r1012, 1
  %t_c1016 = add i32 %t_s1014, 0
  %t_e1018 = mul i32 %t_c1016, 32
  %el1019 = add i32 %t_e1018, %cin937
  %off1021 = shl i32 %el1019, 2
  %v1022 = extractelement <8 x float> %acc697, i32 3
  %old.199 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1022, ptr addrspace(8) %rws87, i32 %off1021, i32 0, i32 20)
  br label %if.end.37
if.end.37:
  %kin1025 = add i32 %k_h934, 4
  %kok1027 = icmp ult i32 %kin1025, 32
  %ok1028 = and i1 %kok1027, %cok939
  br i1 %ok1028, label %if.then.38, label %if.end.38
if.then.38:
  %krow1029 = add i32 %kbase931, %kin1025
  %kr1031 = mul i32 %krow1029, 1
  %t_r1033 = add i32 %kr1031, 0
  %t_s1035 = mul i32 %t_r1033, 1
  %t_c1037 = add i32 %t_s1035, 0
  %t_e1039 = mul i32 %t_c1037, 32
  %el1040 = add i32 %t_e1039, %cin937
  %off1042 = shl i32 %el1040, 2
  %v1043 = extractelement <8 x float> %acc697, i32 4
  %old.200 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1043, ptr addrspace(8) %rws87, i32 %off1042, i32 0, i32 20)
  br label %if.end.38
if.end.38:
  %kin1046 = add i32 %k_h934, 5
  %kok1048 = icmp ult i32 %kin1046, 32
  %ok1049 = and i1 %kok1048, %cok939
  br i1 %ok1049, label %if.then.39, label %if.end.39
if.then.39:
  %krow1050 = add i32 %kbase931, %kin1046
  %kr1052 = mul i32 %krow1050, 1
  %t_r1054 = add i32 %kr1052, 0
  %t_s1056 = mul i32 %t_r1054, 1
  %t_c1058 = add i32 %t_s1056, 0
  %t_e1060 = mul i32 %t_c1058, 32
  %el1061 = add i32 %t_e1060, %cin937
  %off1063 = shl i32 %el1061, 2
  %v1064 = extractelement <8 x float> %acc697, i32 5
  %old.201 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1064, ptr addrspace(8) %rws87, i32 %off1063, i32 0, i32 20)
  br label %if.end.39
if.end.39:
  %kin1067 = add i32 %k_h934, 6
  %kok1069 = icmp ult i32 %kin1067, 32
  %ok1070 = and i1 %kok1069, %cok939
  br i1 %ok1070, label %if.then.40, label %if.end.40
if.then.40:
  %krow1071 = add i32 %kbase931, %kin1067
  %kr1073 = mul i32 %krow1071, 1
  %t_r1075 = add i32 %kr1073, 0
  %t_s1077 = mul i32 %t_r1075, 1
  %t_c1079 = add i32 %t_s1077, 0
  %t_e1081 = mul i32 %t_c1079, 32
  %el1082 = add i32 %t_e1081, %cin937
  %off1084 = shl i32 %el1082, 2
  %v1085 = extractelement <8 x float> %acc697, i32 6
  %old.202 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1085, ptr addrspace(8) %rws87, i32 %off1084, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %kin1088 = add i32 %k_h934, 7
  %kok1090 = icmp ult i32 %kin1088, 32
  %ok1091 = and i1 %kok1090, %cok939
  br i1 %ok1091, label %if.then.41, label %if.end.41
if.then.41:
  %krow1092 = add i32 %kbase931, %kin1088
  %kr1094 = mul i32 %krow1092, 1
  %t_r1096 = add i32 %kr1094, 0
  %t_s1098 = mul i32 %t_r1096, 1
  %t_c1100 = add i32 %t_s1098, 0
  %t_e1102 = mul i32 %t_c1100, 32
  %el1103 = add i32 %t_e1102, %cin937
  %off1105 = shl i32 %el1103, 2
  %v1106 = extractelement <8 x float> %acc697, i32 7
  %old.203 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1106, ptr addrspace(8) %rws87, i32 %off1105, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %cin1109 = add i32 %c_w932, 0
  %cin1110 = add i32 %cin1109, %lcol39
  %cok1112 = icmp ult i32 %cin1110, 32
  %kin1114 = add i32 %k_h934, 16
  %kok1116 = icmp ult i32 %kin1114, 32
  %ok1117 = and i1 %kok1116, %cok1112
  br i1 %ok1117, label %if.then.42, label %if.end.42
if.then.42:
  %krow1118 = add i32 %kbase931, %kin1114
  %kr1120 = mul i32 %krow1118, 1
  %t_r1122 = add i32 %kr1120, 0
  %t_s1124 = mul i32 %t_r1122, 1
  %t_c1126 = add i32 %t_s1124, 0
  %t_e1128 = mul i32 %t_c1126, 32
  %el1129 = add i32 %t_e1128, %cin1110
  %off1131 = shl i32 %el1129, 2
  %v1132 = extractelement <8 x float> %acc698, i32 0
  %old.204 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1132, ptr addrspace(8) %rws87, i32 %off1131, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  %kin1135 = add i32 %k_h934, 17
  %kok1137 = icmp ult i32 %kin1135, 32
  %ok1138 = and i1 %kok1137, %cok1112
  br i1 %ok1138, label %if.then.43, label %if.end.43
if.then.43:
  %krow1139 = add i32 %kbase931, %kin1135
  %kr1141 = mul i32 %krow1139, 1
  %t_r1143 = add i32 %kr1141, 0
  %t_s1145 = mul i32 %t_r1143, 1
  %t_c1147 = add i32 %t_s1145, 0
  %t_e1149 = mul i32 %t_c1147, 32
  %el1150 = add i32 %t_e1149, %cin1110
  %off1152 = shl i32 %el1150, 2
  %v1153 = extractelement <8 x float> %acc698, i32 1
  %old.205 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1153, ptr addrspace(8) %rws87, i32 %off1152, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %kin1156 = add i32 %k_h934, 18
  %kok1158 = icmp ult i32 %kin1156, 32
  %ok1159 = and i1 %kok1158, %cok1112
  br i1 %ok1159, label %if.then.44, label %if.end.44
if.then.44:
  %krow1160 = add i32 %kbase931, %kin1156
  %kr1162 = mul i32 %krow1160, 1
  %t_r1164 = add i32 %kr1162, 0
  %t_s1166 = mul i32 %t_r1164, 1
  %t_c1168 = add i32 %t_s1166, 0
  %t_e1170 = mul i32 %t_c1168, 32
  %el1171 = add i32 %t_e1170, %cin1110
  %off1173 = shl i32 %el1171, 2
  %v1174 = extractelement <8 x float> %acc698, i32 2
  %old.206 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1174, ptr addrspace(8) %rws87, i32 %off1173, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %kin1177 = add i32 %k_h934, 19
  %kok1179 = icmp ult i32 %kin1177, 32
  %ok1180 = and i1 %kok1179, %cok1112
  br i1 %ok1180, label %if.then.45, label %if.end.45
if.then.45:
  %krow1181 = add i32 %kbase931, %kin1177
  %kr1183 = mul i32 %krow1181, 1
  %t_r1185 = add i32 %kr1183, 0
  %t_s1187 = mul i32 %t_r1185, 1
  %t_c1189 = add i32 %t_s1187, 0
  %t_e1191 = mul i32 %t_c1189, 32
  %el1192 = add i32 %t_e1191, %cin1110
  %off1194 = shl i32 %el1192, 2
  %v1195 = extractelement <8 x float> %acc698, i32 3
  %old.207 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1195, ptr addrspace(8) %rws87, i32 %off1194, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %kin1198 = add i32 %k_h934, 20
  %kok1200 = icmp ult i32 %kin1198, 32
  %ok1201 = and i1 %kok1200, %cok1112
  br i1 %ok1201, label %if.then.46, label %if.end.46
if.then.46:
  %krow1202 = add i32 %kbase931, %kin1198
  %kr1204 = mul i32 %krow1202, 1
  %t_r1206 = add i32 %kr1204, 0
  %t_s1208 = mul i32 %t_r1206, 1
  %t_c1210 = add i32 %t_s1208, 0
  %t_e1212 = mul i32 %t_c1210, 32
  %el1213 = add i32 %t_e1212, %cin1110
  %off1215 = shl i32 %el1213, 2
  %v1216 = extractelement <8 x float> %acc698, i32 4
  %old.208 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1216, ptr addrspace(8) %rws87, i32 %off1215, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %kin1219 = add i32 %k_h934, 21
  %kok1221 = icmp ult i32 %kin1219, 32
  %ok1222 = and i1 %kok1221, %cok1112
  br i1 %ok1222, label %if.then.47, label %if.end.47
if.then.47:
  %krow1223 = add i32 %kbase931, %kin1219
  %kr1225 = mul i32 %krow1223, 1
  %t_r1227 = add i32 %kr1225, 0
  %t_s1229 = mul i32 %t_r1227, 1
  %t_c1231 = add i32 %t_s1229, 0
  %t_e1233 = mul i32 %t_c1231, 32
  %el1234 = add i32 %t_e1233, %cin1110
  %off1236 = shl i32 %el1234, 2
  %v1237 = extractelement <8 x float> %acc698, i32 5
  %old.209 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1237, ptr addrspace(8) %rws87, i32 %off1236, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  %kin1240 = add i32 %k_h934, 22
  %kok1242 = icmp ult i32 %kin1240, 32
  %ok1243 = and i1 %kok1242, %cok1112
  br i1 %ok1243, label %if.then.48, label %if.end.48
if.then.48:
  %krow1244 = add i32 %kbase931, %kin1240
  %kr1246 = mul i32 %krow1244, 1
  %t_r1248 = add i32 %kr1246, 0
  %t_s1250 = mul i32 %t_r1248, 1
  %t_c1252 = add i32 %t_s1250, 0
  %t_e1254 = mul i32 %t_c1252, 32
  %el1255 = add i32 %t_e1254, %cin1110
  %off1257 = shl i32 %el1255, 2
  %v1258 = extractelement <8 x float> %acc698, i32 6
  %old.210 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1258, ptr addrspace(8) %rws87, i32 %off1257, i32 0, i32 20)
  br label %if.end.48
if.end.48:
  %kin1261 = add i32 %k_h934, 23
  %kok1263 = icmp ult i32 %kin1261, 32
  %ok1264 = and i1 %kok1263, %cok1112
  br i1 %ok1264, label %if.then.49, label %if.end.49
if.then.49:
  %krow1265 = add i32 %kbase931, %kin1261
  %kr1267 = mul i32 %krow1265, 1
  %t_r1269 = add i32 %kr1267, 0
  %t_s1271 = mul i32 %t_r1269, 1
  %t_c1273 = add i32 %t_s1271, 0
  %t_e1275 = mul i32 %t_c1273, 32
  %el1276 = add i32 %t_e1275, %cin1110
  %off1278 = shl i32 %el1276, 2
  %v1279 = extractelement <8 x float> %acc698, i32 7
  %old.211 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1279, ptr addrspace(8) %rws87, i32 %off1278, i32 0, i32 20)
  br label %if.end.49
if.end.49:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="152" }
