; irgate direct_wgrad{dtype=fp16,filter_h=4,filter_w=4,pad_h=2,pad_w=1,stride_h=1,stride_w=1,cpg=16,kpg=16,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=0,tdm_stages=2,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1 = internal unnamed_addr addrspace(3) global [16560 x i8] undef, align 16

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

define amdgpu_kernel void @irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wave_k24 = urem i32 %wave22, 1
  %wave_c26 = udiv i32 %wave22, 1
  %wkb28 = mul i32 %wave_k24, 16
  %wcb30 = mul i32 %wave_c26, 16
  %half32 = lshr i32 %lane20, 4
  %khalf34 = shl i32 %half32, 3
  %lrow36 = and i32 %lane20, 7
  %tr_row37 = add i32 %khalf34, %lrow36
  %lcol39 = and i32 %lane20, 15
  %cgrp41 = lshr i32 %lcol39, 3
  %tr_col43 = shl i32 %cgrp41, 3
  %a_r45 = mul i32 %tr_row37, 24
  %a_c46 = add i32 %a_r45, %tr_col43
  %a_e47 = add i32 %a_c46, %wkb28
  %a_lane49 = shl i32 %a_e47, 1
  %b_r51 = mul i32 %tr_row37, 24
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
  %k_blk68 = mul i32 %kt64, 16
  %c_blk70 = mul i32 %ct60, 16
  %gk72 = mul i32 %g66, 16
  %gc74 = mul i32 %g66, 16
  %dy_ch75 = add i32 %gk72, %k_blk68
  %x_ch76 = add i32 %gc74, %c_blk70
  %band_a78 = add i32 %ho, 0
  %band80 = udiv i32 %band_a78, 1
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
  %slot118 = urem i32 0, 2
  %slot_off120 = mul i32 %slot118, 8256
  %wo_left121 = sub i32 %wo, %wo_s116
  %wo_fit123 = icmp ult i32 %wo_left121, 32
  %wo_n125 = select i1 %wo_fit123, i32 %wo_left121, i32 32
  %wb127 = sub i32 %wo_s116, 1
  %lead_neg129 = icmp slt i32 %wb127, 0
  %lead_a131 = sub i32 0, %wb127
  %lead133 = select i1 %lead_neg129, i32 %lead_a131, i32 0
  %x_first134 = add i32 %wb127, %lead133
  %x_end136 = add i32 %wb127, 35
  %x_fit137 = icmp slt i32 %x_end136, %wi
  %x_end138 = select i1 %x_fit137, i32 %x_end136, i32 %wi
  %x_span139 = sub i32 %x_end138, %x_first134
  %x_some140 = icmp slt i32 %x_first134, %x_end138
  %x_span142 = select i1 %x_some140, i32 %x_span139, i32 0
  %lead_b144 = mul i32 %lead133, 48
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
  %dst160 = select i1 %some158, i32 %dst156, i32 16512
  %src161 = select i1 %some158, i32 %el154, i32 %dy_dummy94
  %rows163 = select i1 %some158, i32 %dy_n149, i32 1
  br i1 %issuer93, label %if.then.1, label %if.end.1
if.then.1:
  %gep.4 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst160
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
  %g1a.16 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.15, i32 2
  %g1b.17 = insertelement <8 x i32> %g1a.16, i32 %rows163, i32 4
  %g1.18 = insertelement <8 x i32> %g1b.17, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.14, <8 x i32> %g1.18, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.1
if.end.1:
  %partial165 = icmp ult i32 %dy_n149, 32
  br i1 %partial165, label %if.then.2, label %if.end.2
if.then.2:
  %e167 = add i32 %tid18, 0
  %row169 = udiv i32 %e167, 2
  %cc171 = urem i32 %e167, 2
  %chan173 = shl i32 %cc171, 3
  %hole174 = icmp uge i32 %row169, %dy_n149
  %lrow176 = mul i32 %row169, 24
  %lel177 = add i32 %lrow176, %chan173
  %lb179 = shl i32 %lel177, 1
  %lz180 = add i32 %lb179, %slot_off120
  br i1 %hole174, label %if.then.3, label %if.end.3
if.then.3:
  %za182 = add i32 %lz180, 0
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za182
  store float 0x0000000000000000, ptr addrspace(3) %gep.19, align 4
  %za185 = add i32 %lz180, 4
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za185
  store float 0x0000000000000000, ptr addrspace(3) %gep.20, align 4
  %za188 = add i32 %lz180, 8
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za188
  store float 0x0000000000000000, ptr addrspace(3) %gep.21, align 4
  %za191 = add i32 %lz180, 12
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za191
  store float 0x0000000000000000, ptr addrspace(3) %gep.22, align 4
  br label %if.end.3
if.end.3:
  %e194 = add i32 %tid18, 32
  %row196 = udiv i32 %e194, 2
  %cc198 = urem i32 %e194, 2
  %chan200 = shl i32 %cc198, 3
  %hole201 = icmp uge i32 %row196, %dy_n149
  %lrow203 = mul i32 %row196, 24
  %lel204 = add i32 %lrow203, %chan200
  %lb206 = shl i32 %lel204, 1
  %lz207 = add i32 %lb206, %slot_off120
  br i1 %hole201, label %if.then.4, label %if.end.4
if.then.4:
  %za209 = add i32 %lz207, 0
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za209
  store float 0x0000000000000000, ptr addrspace(3) %gep.23, align 4
  %za212 = add i32 %lz207, 4
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za212
  store float 0x0000000000000000, ptr addrspace(3) %gep.24, align 4
  %za215 = add i32 %lz207, 8
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za215
  store float 0x0000000000000000, ptr addrspace(3) %gep.25, align 4
  %za218 = add i32 %lz207, 12
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za218
  store float 0x0000000000000000, ptr addrspace(3) %gep.26, align 4
  br label %if.end.4
if.end.4:
  br label %if.end.2
if.end.2:
  %h_a221 = add i32 %ho146, 0
  %hi223 = sub i32 %h_a221, 2
  %hiok224 = icmp ult i32 %hi223, %hi
  %x_n226 = select i1 %hiok224, i32 %x_span142, i32 0
  %x_row227 = mul i32 %hi223, %x_stride_h
  %x_r228 = add i32 %x_img89, %x_row227
  %col229 = mul i32 %x_first134, %x_stride_w
  %el230 = add i32 %x_r228, %col229
  %el231 = add i32 %el230, %x_ch76
  %dst232 = add i32 %slot_off120, %lead_b144
  %dst234 = add i32 %dst232, 1536
  %some236 = icmp ne i32 %x_n226, 0
  %dst238 = select i1 %some236, i32 %dst234, i32 16512
  %src239 = select i1 %some236, i32 %el231, i32 %x_dummy95
  %rows241 = select i1 %some236, i32 %x_n226, i32 1
  br i1 %issuer93, label %if.then.5, label %if.end.5
if.then.5:
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst238
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
  %g1a.39 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.38, i32 2
  %g1b.40 = insertelement <8 x i32> %g1a.39, i32 %rows241, i32 4
  %g1.41 = insertelement <8 x i32> %g1b.40, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.37, <8 x i32> %g1.41, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.5
if.end.5:
  %cover_end242 = add i32 %lead133, %x_n226
  %partial244 = icmp ult i32 %x_n226, 35
  br i1 %partial244, label %if.then.6, label %if.end.6
if.then.6:
  %e246 = add i32 %tid18, 0
  %row248 = udiv i32 %e246, 2
  %cc250 = urem i32 %e246, 2
  %chan252 = shl i32 %cc250, 3
  %below253 = icmp ult i32 %row248, %lead133
  %above254 = icmp uge i32 %row248, %cover_end242
  %hole255 = or i1 %below253, %above254
  %ein257 = icmp ult i32 %e246, 70
  %hole258 = and i1 %hole255, %ein257
  %lrow260 = mul i32 %row248, 24
  %lel261 = add i32 %lrow260, %chan252
  %lb263 = shl i32 %lel261, 1
  %lz264 = add i32 %lb263, %slot_off120
  br i1 %hole258, label %if.then.7, label %if.end.7
if.then.7:
  %za266 = add i32 %lz264, 1536
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za266
  store float 0x0000000000000000, ptr addrspace(3) %gep.42, align 4
  %za269 = add i32 %lz264, 1540
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za269
  store float 0x0000000000000000, ptr addrspace(3) %gep.43, align 4
  %za272 = add i32 %lz264, 1544
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za272
  store float 0x0000000000000000, ptr addrspace(3) %gep.44, align 4
  %za275 = add i32 %lz264, 1548
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za275
  store float 0x0000000000000000, ptr addrspace(3) %gep.45, align 4
  br label %if.end.7
if.end.7:
  %e278 = add i32 %tid18, 32
  %row280 = udiv i32 %e278, 2
  %cc282 = urem i32 %e278, 2
  %chan284 = shl i32 %cc282, 3
  %below285 = icmp ult i32 %row280, %lead133
  %above286 = icmp uge i32 %row280, %cover_end242
  %hole287 = or i1 %below285, %above286
  %ein289 = icmp ult i32 %e278, 70
  %hole290 = and i1 %hole287, %ein289
  %lrow292 = mul i32 %row280, 24
  %lel293 = add i32 %lrow292, %chan284
  %lb295 = shl i32 %lel293, 1
  %lz296 = add i32 %lb295, %slot_off120
  br i1 %hole290, label %if.then.8, label %if.end.8
if.then.8:
  %za298 = add i32 %lz296, 1536
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za298
  store float 0x0000000000000000, ptr addrspace(3) %gep.46, align 4
  %za301 = add i32 %lz296, 1540
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za301
  store float 0x0000000000000000, ptr addrspace(3) %gep.47, align 4
  %za304 = add i32 %lz296, 1544
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za304
  store float 0x0000000000000000, ptr addrspace(3) %gep.48, align 4
  %za307 = add i32 %lz296, 1548
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za307
  store float 0x0000000000000000, ptr addrspace(3) %gep.49, align 4
  br label %if.end.8
if.end.8:
  %e310 = add i32 %tid18, 64
  %row312 = udiv i32 %e310, 2
  %cc314 = urem i32 %e310, 2
  %chan316 = shl i32 %cc314, 3
  %below317 = icmp ult i32 %row312, %lead133
  %above318 = icmp uge i32 %row312, %cover_end242
  %hole319 = or i1 %below317, %above318
  %ein321 = icmp ult i32 %e310, 70
  %hole322 = and i1 %hole319, %ein321
  %lrow324 = mul i32 %row312, 24
  %lel325 = add i32 %lrow324, %chan316
  %lb327 = shl i32 %lel325, 1
  %lz328 = add i32 %lb327, %slot_off120
  br i1 %hole322, label %if.then.9, label %if.end.9
if.then.9:
  %za330 = add i32 %lz328, 1536
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za330
  store float 0x0000000000000000, ptr addrspace(3) %gep.50, align 4
  %za333 = add i32 %lz328, 1540
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za333
  store float 0x0000000000000000, ptr addrspace(3) %gep.51, align 4
  %za336 = add i32 %lz328, 1544
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za336
  store float 0x0000000000000000, ptr addrspace(3) %gep.52, align 4
  %za339 = add i32 %lz328, 1548
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za339
  store float 0x0000000000000000, ptr addrspace(3) %gep.53, align 4
  br label %if.end.9
if.end.9:
  br label %if.end.6
if.end.6:
  %h_a342 = add i32 %ho146, 1
  %hi344 = sub i32 %h_a342, 2
  %hiok345 = icmp ult i32 %hi344, %hi
  %x_n347 = select i1 %hiok345, i32 %x_span142, i32 0
  %x_row348 = mul i32 %hi344, %x_stride_h
  %x_r349 = add i32 %x_img89, %x_row348
  %col350 = mul i32 %x_first134, %x_stride_w
  %el351 = add i32 %x_r349, %col350
  %el352 = add i32 %el351, %x_ch76
  %dst353 = add i32 %slot_off120, %lead_b144
  %dst355 = add i32 %dst353, 3216
  %some357 = icmp ne i32 %x_n347, 0
  %dst359 = select i1 %some357, i32 %dst355, i32 16512
  %src360 = select i1 %some357, i32 %el352, i32 %x_dummy95
  %rows362 = select i1 %some357, i32 %x_n347, i32 1
  br i1 %issuer93, label %if.then.10, label %if.end.10
if.then.10:
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst359
  %lsa.55 = ptrtoint ptr addrspace(3) %gep.54 to i32
  %src.56 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src360
  %ga.57 = ptrtoint ptr addrspace(1) %src.56 to i64
  %galo.58 = trunc i64 %ga.57 to i32
  %gahw.59 = lshr i64 %ga.57, 32
  %gahi.60 = trunc i64 %gahw.59 to i32
  %gaty.61 = or i32 %gahi.60, -2147483648
  %g0a.62 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.55, i32 1
  %g0b.63 = insertelement <4 x i32> %g0a.62, i32 %galo.58, i32 2
  %g0.64 = insertelement <4 x i32> %g0b.63, i32 %gaty.61, i32 3
  %dim1.65 = shl i32 %rows362, 16
  %g1a.66 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.65, i32 2
  %g1b.67 = insertelement <8 x i32> %g1a.66, i32 %rows362, i32 4
  %g1.68 = insertelement <8 x i32> %g1b.67, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.64, <8 x i32> %g1.68, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.10
if.end.10:
  %cover_end363 = add i32 %lead133, %x_n347
  %partial365 = icmp ult i32 %x_n347, 35
  br i1 %partial365, label %if.then.11, label %if.end.11
if.then.11:
  %e367 = add i32 %tid18, 0
  %row369 = udiv i32 %e367, 2
  %cc371 = urem i32 %e367, 2
  %chan373 = shl i32 %cc371, 3
  %below374 = icmp ult i32 %row369, %lead133
  %above375 = icmp uge i32 %row369, %cover_end363
  %hole376 = or i1 %below374, %above375
  %ein378 = icmp ult i32 %e367, 70
  %hole379 = and i1 %hole376, %ein378
  %lrow381 = mul i32 %row369, 24
  %lel382 = add i32 %lrow381, %chan373
  %lb384 = shl i32 %lel382, 1
  %lz385 = add i32 %lb384, %slot_off120
  br i1 %hole379, label %if.then.12, label %if.end.12
if.then.12:
  %za387 = add i32 %lz385, 3216
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za387
  store float 0x0000000000000000, ptr addrspace(3) %gep.69, align 4
  %za390 = add i32 %lz385, 3220
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za390
  store float 0x0000000000000000, ptr addrspace(3) %gep.70, align 4
  %za393 = add i32 %lz385, 3224
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za393
  store float 0x0000000000000000, ptr addrspace(3) %gep.71, align 4
  %za396 = add i32 %lz385, 3228
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za396
  store float 0x0000000000000000, ptr addrspace(3) %gep.72, align 4
  br label %if.end.12
if.end.12:
  %e399 = add i32 %tid18, 32
  %row401 = udiv i32 %e399, 2
  %cc403 = urem i32 %e399, 2
  %chan405 = shl i32 %cc403, 3
  %below406 = icmp ult i32 %row401, %lead133
  %above407 = icmp uge i32 %row401, %cover_end363
  %hole408 = or i1 %below406, %above407
  %ein410 = icmp ult i32 %e399, 70
  %hole411 = and i1 %hole408, %ein410
  %lrow413 = mul i32 %row401, 24
  %lel414 = add i32 %lrow413, %chan405
  %lb416 = shl i32 %lel414, 1
  %lz417 = add i32 %lb416, %slot_off120
  br i1 %hole411, label %if.then.13, label %if.end.13
if.then.13:
  %za419 = add i32 %lz417, 3216
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za419
  store float 0x0000000000000000, ptr addrspace(3) %gep.73, align 4
  %za422 = add i32 %lz417, 3220
  %gep.74 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za422
  store float 0x0000000000000000, ptr addrspace(3) %gep.74, align 4
  %za425 = add i32 %lz417, 3224
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za425
  store float 0x0000000000000000, ptr addrspace(3) %gep.75, align 4
  %za428 = add i32 %lz417, 3228
  %gep.76 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za428
  store float 0x0000000000000000, ptr addrspace(3) %gep.76, align 4
  br label %if.end.13
if.end.13:
  %e431 = add i32 %tid18, 64
  %row433 = udiv i32 %e431, 2
  %cc435 = urem i32 %e431, 2
  %chan437 = shl i32 %cc435, 3
  %below438 = icmp ult i32 %row433, %lead133
  %above439 = icmp uge i32 %row433, %cover_end363
  %hole440 = or i1 %below438, %above439
  %ein442 = icmp ult i32 %e431, 70
  %hole443 = and i1 %hole440, %ein442
  %lrow445 = mul i32 %row433, 24
  %lel446 = add i32 %lrow445, %chan437
  %lb448 = shl i32 %lel446, 1
  %lz449 = add i32 %lb448, %slot_off120
  br i1 %hole443, label %if.then.14, label %if.end.14
if.then.14:
  %za451 = add i32 %lz449, 3216
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za451
  store float 0x0000000000000000, ptr addrspace(3) %gep.77, align 4
  %za454 = add i32 %lz449, 3220
  %gep.78 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za454
  store float 0x0000000000000000, ptr addrspace(3) %gep.78, align 4
  %za457 = add i32 %lz449, 3224
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za457
  store float 0x0000000000000000, ptr addrspace(3) %gep.79, align 4
  %za460 = add i32 %lz449, 3228
  %gep.80 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za460
  store float 0x0000000000000000, ptr addrspace(3) %gep.80, align 4
  br label %if.end.14
if.end.14:
  br label %if.end.11
if.end.11:
  %h_a463 = add i32 %ho146, 2
  %hi465 = sub i32 %h_a463, 2
  %hiok466 = icmp ult i32 %hi465, %hi
  %x_n468 = select i1 %hiok466, i32 %x_span142, i32 0
  %x_row469 = mul i32 %hi465, %x_stride_h
  %x_r470 = add i32 %x_img89, %x_row469
  %col471 = mul i32 %x_first134, %x_stride_w
  %el472 = add i32 %x_r470, %col471
  %el473 = add i32 %el472, %x_ch76
  %dst474 = add i32 %slot_off120, %lead_b144
  %dst476 = add i32 %dst474, 4896
  %some478 = icmp ne i32 %x_n468, 0
  %dst480 = select i1 %some478, i32 %dst476, i32 16512
  %src481 = select i1 %some478, i32 %el473, i32 %x_dummy95
  %rows483 = select i1 %some478, i32 %x_n468, i32 1
  br i1 %issuer93, label %if.then.15, label %if.end.15
if.then.15:
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst480
  %lsa.82 = ptrtoint ptr addrspace(3) %gep.81 to i32
  %src.83 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src481
  %ga.84 = ptrtoint ptr addrspace(1) %src.83 to i64
  %galo.85 = trunc i64 %ga.84 to i32
  %gahw.86 = lshr i64 %ga.84, 32
  %gahi.87 = trunc i64 %gahw.86 to i32
  %gaty.88 = or i32 %gahi.87, -2147483648
  %g0a.89 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.82, i32 1
  %g0b.90 = insertelement <4 x i32> %g0a.89, i32 %galo.85, i32 2
  %g0.91 = insertelement <4 x i32> %g0b.90, i32 %gaty.88, i32 3
  %dim1.92 = shl i32 %rows483, 16
  %g1a.93 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.92, i32 2
  %g1b.94 = insertelement <8 x i32> %g1a.93, i32 %rows483, i32 4
  %g1.95 = insertelement <8 x i32> %g1b.94, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.91, <8 x i32> %g1.95, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.15
if.end.15:
  %cover_end484 = add i32 %lead133, %x_n468
  %partial486 = icmp ult i32 %x_n468, 35
  br i1 %partial486, label %if.then.16, label %if.end.16
if.then.16:
  %e488 = add i32 %tid18, 0
  %row490 = udiv i32 %e488, 2
  %cc492 = urem i32 %e488, 2
  %chan494 = shl i32 %cc492, 3
  %below495 = icmp ult i32 %row490, %lead133
  %above496 = icmp uge i32 %row490, %cover_end484
  %hole497 = or i1 %below495, %above496
  %ein499 = icmp ult i32 %e488, 70
  %hole500 = and i1 %hole497, %ein499
  %lrow502 = mul i32 %row490, 24
  %lel503 = add i32 %lrow502, %chan494
  %lb505 = shl i32 %lel503, 1
  %lz506 = add i32 %lb505, %slot_off120
  br i1 %hole500, label %if.then.17, label %if.end.17
if.then.17:
  %za508 = add i32 %lz506, 4896
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za508
  store float 0x0000000000000000, ptr addrspace(3) %gep.96, align 4
  %za511 = add i32 %lz506, 4900
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za511
  store float 0x0000000000000000, ptr addrspace(3) %gep.97, align 4
  %za514 = add i32 %lz506, 4904
  %gep.98 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za514
  store float 0x0000000000000000, ptr addrspace(3) %gep.98, align 4
  %za517 = add i32 %lz506, 4908
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za517
  store float 0x0000000000000000, ptr addrspace(3) %gep.99, align 4
  br label %if.end.17
if.end.17:
  %e520 = add i32 %tid18, 32
  %row522 = udiv i32 %e520, 2
  %cc524 = urem i32 %e520, 2
  %chan526 = shl i32 %cc524, 3
  %below527 = icmp ult i32 %row522, %lead133
  %above528 = icmp uge i32 %row522, %cover_end484
  %hole529 = or i1 %below527, %above528
  %ein531 = icmp ult i32 %e520, 70
  %hole532 = and i1 %hole529, %ein531
  %lrow534 = mul i32 %row522, 24
  %lel535 = add i32 %lrow534, %chan526
  %lb537 = shl i32 %lel535, 1
  %lz538 = add i32 %lb537, %slot_off120
  br i1 %hole532, label %if.then.18, label %if.end.18
if.then.18:
  %za540 = add i32 %lz538, 4896
  %gep.100 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za540
  store float 0x0000000000000000, ptr addrspace(3) %gep.100, align 4
  %za543 = add i32 %lz538, 4900
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za543
  store float 0x0000000000000000, ptr addrspace(3) %gep.101, align 4
  %za546 = add i32 %lz538, 4904
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za546
  store float 0x0000000000000000, ptr addrspace(3) %gep.102, align 4
  %za549 = add i32 %lz538, 4908
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za549
  store float 0x0000000000000000, ptr addrspace(3) %gep.103, align 4
  br label %if.end.18
if.end.18:
  %e552 = add i32 %tid18, 64
  %row554 = udiv i32 %e552, 2
  %cc556 = urem i32 %e552, 2
  %chan558 = shl i32 %cc556, 3
  %below559 = icmp ult i32 %row554, %lead133
  %above560 = icmp uge i32 %row554, %cover_end484
  %hole561 = or i1 %below559, %above560
  %ein563 = icmp ult i32 %e552, 70
  %hole564 = and i1 %hole561, %ein563
  %lrow566 = mul i32 %row554, 24
  %lel567 = add i32 %lrow566, %chan558
  %lb569 = shl i32 %lel567, 1
  %lz570 = add i32 %lb569, %slot_off120
  br i1 %hole564, label %if.then.19, label %if.end.19
if.then.19:
  %za572 = add i32 %lz570, 4896
  %gep.104 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za572
  store float 0x0000000000000000, ptr addrspace(3) %gep.104, align 4
  %za575 = add i32 %lz570, 4900
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za575
  store float 0x0000000000000000, ptr addrspace(3) %gep.105, align 4
  %za578 = add i32 %lz570, 4904
  %gep.106 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za578
  store float 0x0000000000000000, ptr addrspace(3) %gep.106, align 4
  %za581 = add i32 %lz570, 4908
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za581
  store float 0x0000000000000000, ptr addrspace(3) %gep.107, align 4
  br label %if.end.19
if.end.19:
  br label %if.end.16
if.end.16:
  %h_a584 = add i32 %ho146, 3
  %hi586 = sub i32 %h_a584, 2
  %hiok587 = icmp ult i32 %hi586, %hi
  %x_n589 = select i1 %hiok587, i32 %x_span142, i32 0
  %x_row590 = mul i32 %hi586, %x_stride_h
  %x_r591 = add i32 %x_img89, %x_row590
  %col592 = mul i32 %x_first134, %x_stride_w
  %el593 = add i32 %x_r591, %col592
  %el594 = add i32 %el593, %x_ch76
  %dst595 = add i32 %slot_off120, %lead_b144
  %dst597 = add i32 %dst595, 6576
  %some599 = icmp ne i32 %x_n589, 0
  %dst601 = select i1 %some599, i32 %dst597, i32 16512
  %src602 = select i1 %some599, i32 %el594, i32 %x_dummy95
  %rows604 = select i1 %some599, i32 %x_n589, i32 1
  br i1 %issuer93, label %if.then.20, label %if.end.20
if.then.20:
  %gep.108 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst601
  %lsa.109 = ptrtoint ptr addrspace(3) %gep.108 to i32
  %src.110 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src602
  %ga.111 = ptrtoint ptr addrspace(1) %src.110 to i64
  %galo.112 = trunc i64 %ga.111 to i32
  %gahw.113 = lshr i64 %ga.111, 32
  %gahi.114 = trunc i64 %gahw.113 to i32
  %gaty.115 = or i32 %gahi.114, -2147483648
  %g0a.116 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.109, i32 1
  %g0b.117 = insertelement <4 x i32> %g0a.116, i32 %galo.112, i32 2
  %g0.118 = insertelement <4 x i32> %g0b.117, i32 %gaty.115, i32 3
  %dim1.119 = shl i32 %rows604, 16
  %g1a.120 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.119, i32 2
  %g1b.121 = insertelement <8 x i32> %g1a.120, i32 %rows604, i32 4
  %g1.122 = insertelement <8 x i32> %g1b.121, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.118, <8 x i32> %g1.122, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.20
if.end.20:
  %cover_end605 = add i32 %lead133, %x_n589
  %partial607 = icmp ult i32 %x_n589, 35
  br i1 %partial607, label %if.then.21, label %if.end.21
if.then.21:
  %e609 = add i32 %tid18, 0
  %row611 = udiv i32 %e609, 2
  %cc613 = urem i32 %e609, 2
  %chan615 = shl i32 %cc613, 3
  %below616 = icmp ult i32 %row611, %lead133
  %above617 = icmp uge i32 %row611, %cover_end605
  %hole618 = or i1 %below616, %above617
  %ein620 = icmp ult i32 %e609, 70
  %hole621 = and i1 %hole618, %ein620
  %lrow623 = mul i32 %row611, 24
  %lel624 = add i32 %lrow623, %chan615
  %lb626 = shl i32 %lel624, 1
  %lz627 = add i32 %lb626, %slot_off120
  br i1 %hole621, label %if.then.22, label %if.end.22
if.then.22:
  %za629 = add i32 %lz627, 6576
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za629
  store float 0x0000000000000000, ptr addrspace(3) %gep.123, align 4
  %za632 = add i32 %lz627, 6580
  %gep.124 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za632
  store float 0x0000000000000000, ptr addrspace(3) %gep.124, align 4
  %za635 = add i32 %lz627, 6584
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za635
  store float 0x0000000000000000, ptr addrspace(3) %gep.125, align 4
  %za638 = add i32 %lz627, 6588
  %gep.126 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za638
  store float 0x0000000000000000, ptr addrspace(3) %gep.126, align 4
  br label %if.end.22
if.end.22:
  %e641 = add i32 %tid18, 32
  %row643 = udiv i32 %e641, 2
  %cc645 = urem i32 %e641, 2
  %chan647 = shl i32 %cc645, 3
  %below648 = icmp ult i32 %row643, %lead133
  %above649 = icmp uge i32 %row643, %cover_end605
  %hole650 = or i1 %below648, %above649
  %ein652 = icmp ult i32 %e641, 70
  %hole653 = and i1 %hole650, %ein652
  %lrow655 = mul i32 %row643, 24
  %lel656 = add i32 %lrow655, %chan647
  %lb658 = shl i32 %lel656, 1
  %lz659 = add i32 %lb658, %slot_off120
  br i1 %hole653, label %if.then.23, label %if.end.23
if.then.23:
  %za661 = add i32 %lz659, 6576
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za661
  store float 0x0000000000000000, ptr addrspace(3) %gep.127, align 4
  %za664 = add i32 %lz659, 6580
  %gep.128 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za664
  store float 0x0000000000000000, ptr addrspace(3) %gep.128, align 4
  %za667 = add i32 %lz659, 6584
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za667
  store float 0x0000000000000000, ptr addrspace(3) %gep.129, align 4
  %za670 = add i32 %lz659, 6588
  %gep.130 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za670
  store float 0x0000000000000000, ptr addrspace(3) %gep.130, align 4
  br label %if.end.23
if.end.23:
  %e673 = add i32 %tid18, 64
  %row675 = udiv i32 %e673, 2
  %cc677 = urem i32 %e673, 2
  %chan679 = shl i32 %cc677, 3
  %below680 = icmp ult i32 %row675, %lead133
  %above681 = icmp uge i32 %row675, %cover_end605
  %hole682 = or i1 %below680, %above681
  %ein684 = icmp ult i32 %e673, 70
  %hole685 = and i1 %hole682, %ein684
  %lrow687 = mul i32 %row675, 24
  %lel688 = add i32 %lrow687, %chan679
  %lb690 = shl i32 %lel688, 1
  %lz691 = add i32 %lb690, %slot_off120
  br i1 %hole685, label %if.then.24, label %if.end.24
if.then.24:
  %za693 = add i32 %lz691, 6576
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za693
  store float 0x0000000000000000, ptr addrspace(3) %gep.131, align 4
  %za696 = add i32 %lz691, 6580
  %gep.132 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za696
  store float 0x0000000000000000, ptr addrspace(3) %gep.132, align 4
  %za699 = add i32 %lz691, 6584
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za699
  store float 0x0000000000000000, ptr addrspace(3) %gep.133, align 4
  %za702 = add i32 %lz691, 6588
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za702
  store float 0x0000000000000000, ptr addrspace(3) %gep.134, align 4
  br label %if.end.24
if.end.24:
  br label %if.end.21
if.end.21:
  br label %for.head.25
for.head.25:
  %t723 = phi i32 [ 0, %if.end.21 ], [ %iv.next.135, %for.latch.25 ]
  %acc724 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1356, %for.latch.25 ]
  %acc725 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1364, %for.latch.25 ]
  %acc726 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1372, %for.latch.25 ]
  %acc727 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1380, %for.latch.25 ]
  %acc728 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1388, %for.latch.25 ]
  %acc729 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1396, %for.latch.25 ]
  %acc730 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1404, %for.latch.25 ]
  %acc731 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1412, %for.latch.25 ]
  %acc732 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1420, %for.latch.25 ]
  %acc733 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1428, %for.latch.25 ]
  %acc734 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1436, %for.latch.25 ]
  %acc735 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1444, %for.latch.25 ]
  %acc736 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1452, %for.latch.25 ]
  %acc737 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1460, %for.latch.25 ]
  %acc738 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1468, %for.latch.25 ]
  %acc739 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1476, %for.latch.25 ]
  %cmp.136 = icmp slt i32 %t723, %steps108
  br i1 %cmp.136, label %for.body.25, label %for.exit.25
for.body.25:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %u741 = add i32 %t723, 1
  %rg742 = udiv i32 %u741, %ncols99
  %ccol743 = urem i32 %u741, %ncols99
  %rgo745 = mul i32 %rg742, 1
  %ho_s746 = add i32 %ho_lo81, %rgo745
  %wo_s748 = shl i32 %ccol743, 5
  %slot750 = urem i32 %u741, 2
  %slot_off752 = mul i32 %slot750, 8256
  %wo_left753 = sub i32 %wo, %wo_s748
  %wo_fit755 = icmp ult i32 %wo_left753, 32
  %wo_n757 = select i1 %wo_fit755, i32 %wo_left753, i32 32
  %wb759 = sub i32 %wo_s748, 1
  %lead_neg761 = icmp slt i32 %wb759, 0
  %lead_a763 = sub i32 0, %wb759
  %lead765 = select i1 %lead_neg761, i32 %lead_a763, i32 0
  %x_first766 = add i32 %wb759, %lead765
  %x_end768 = add i32 %wb759, 35
  %x_fit769 = icmp slt i32 %x_end768, %wi
  %x_end770 = select i1 %x_fit769, i32 %x_end768, i32 %wi
  %x_span771 = sub i32 %x_end770, %x_first766
  %x_some772 = icmp slt i32 %x_first766, %x_end770
  %x_span774 = select i1 %x_some772, i32 %x_span771, i32 0
  %lead_b776 = mul i32 %lead765, 48
  %ho778 = add i32 %ho_s746, 0
  %hok779 = icmp ult i32 %ho778, %ho_hi84
  %dy_n781 = select i1 %hok779, i32 %wo_n757, i32 0
  %dy_row782 = mul i32 %ho778, %dy_stride_h
  %dy_r783 = add i32 %dy_img88, %dy_row782
  %col784 = mul i32 %wo_s748, %dy_stride_w
  %el785 = add i32 %dy_r783, %col784
  %el786 = add i32 %el785, %dy_ch75
  %dst788 = add i32 %slot_off752, 0
  %some790 = icmp ne i32 %dy_n781, 0
  %dst792 = select i1 %some790, i32 %dst788, i32 16512
  %src793 = select i1 %some790, i32 %el786, i32 %dy_dummy94
  %rows795 = select i1 %some790, i32 %dy_n781, i32 1
  br i1 %issuer93, label %if.then.26, label %if.end.26
if.then.26:
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst792
  %lsa.138 = ptrtoint ptr addrspace(3) %gep.137 to i32
  %src.139 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src793
  %ga.140 = ptrtoint ptr addrspace(1) %src.139 to i64
  %galo.141 = trunc i64 %ga.140 to i32
  %gahw.142 = lshr i64 %ga.140, 32
  %gahi.143 = trunc i64 %gahw.142 to i32
  %gaty.144 = or i32 %gahi.143, -2147483648
  %g0a.145 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.138, i32 1
  %g0b.146 = insertelement <4 x i32> %g0a.145, i32 %galo.141, i32 2
  %g0.147 = insertelement <4 x i32> %g0b.146, i32 %gaty.144, i32 3
  %dim1.148 = shl i32 %rows795, 16
  %g1a.149 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.148, i32 2
  %g1b.150 = insertelement <8 x i32> %g1a.149, i32 %rows795, i32 4
  %g1.151 = insertelement <8 x i32> %g1b.150, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.147, <8 x i32> %g1.151, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.26
if.end.26:
  %partial797 = icmp ult i32 %dy_n781, 32
  br i1 %partial797, label %if.then.27, label %if.end.27
if.then.27:
  %e799 = add i32 %tid18, 0
  %row801 = udiv i32 %e799, 2
  %cc803 = urem i32 %e799, 2
  %chan805 = shl i32 %cc803, 3
  %hole806 = icmp uge i32 %row801, %dy_n781
  %lrow808 = mul i32 %row801, 24
  %lel809 = add i32 %lrow808, %chan805
  %lb811 = shl i32 %lel809, 1
  %lz812 = add i32 %lb811, %slot_off752
  br i1 %hole806, label %if.then.28, label %if.end.28
if.then.28:
  %za814 = add i32 %lz812, 0
  %gep.152 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za814
  store float 0x0000000000000000, ptr addrspace(3) %gep.152, align 4
  %za817 = add i32 %lz812, 4
  %gep.153 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za817
  store float 0x0000000000000000, ptr addrspace(3) %gep.153, align 4
  %za820 = add i32 %lz812, 8
  %gep.154 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za820
  store float 0x0000000000000000, ptr addrspace(3) %gep.154, align 4
  %za823 = add i32 %lz812, 12
  %gep.155 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za823
  store float 0x0000000000000000, ptr addrspace(3) %gep.155, align 4
  br label %if.end.28
if.end.28:
  %e826 = add i32 %tid18, 32
  %row828 = udiv i32 %e826, 2
  %cc830 = urem i32 %e826, 2
  %chan832 = shl i32 %cc830, 3
  %hole833 = icmp uge i32 %row828, %dy_n781
  %lrow835 = mul i32 %row828, 24
  %lel836 = add i32 %lrow835, %chan832
  %lb838 = shl i32 %lel836, 1
  %lz839 = add i32 %lb838, %slot_off752
  br i1 %hole833, label %if.then.29, label %if.end.29
if.then.29:
  %za841 = add i32 %lz839, 0
  %gep.156 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za841
  store float 0x0000000000000000, ptr addrspace(3) %gep.156, align 4
  %za844 = add i32 %lz839, 4
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za844
  store float 0x0000000000000000, ptr addrspace(3) %gep.157, align 4
  %za847 = add i32 %lz839, 8
  %gep.158 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za847
  store float 0x0000000000000000, ptr addrspace(3) %gep.158, align 4
  %za850 = add i32 %lz839, 12
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za850
  store float 0x0000000000000000, ptr addrspace(3) %gep.159, align 4
  br label %if.end.29
if.end.29:
  br label %if.end.27
if.end.27:
  %h_a853 = add i32 %ho778, 0
  %hi855 = sub i32 %h_a853, 2
  %hiok856 = icmp ult i32 %hi855, %hi
  %x_n858 = select i1 %hiok856, i32 %x_span774, i32 0
  %x_row859 = mul i32 %hi855, %x_stride_h
  %x_r860 = add i32 %x_img89, %x_row859
  %col861 = mul i32 %x_first766, %x_stride_w
  %el862 = add i32 %x_r860, %col861
  %el863 = add i32 %el862, %x_ch76
  %dst864 = add i32 %slot_off752, %lead_b776
  %dst866 = add i32 %dst864, 1536
  %some868 = icmp ne i32 %x_n858, 0
  %dst870 = select i1 %some868, i32 %dst866, i32 16512
  %src871 = select i1 %some868, i32 %el863, i32 %x_dummy95
  %rows873 = select i1 %some868, i32 %x_n858, i32 1
  br i1 %issuer93, label %if.then.30, label %if.end.30
if.then.30:
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst870
  %lsa.161 = ptrtoint ptr addrspace(3) %gep.160 to i32
  %src.162 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src871
  %ga.163 = ptrtoint ptr addrspace(1) %src.162 to i64
  %galo.164 = trunc i64 %ga.163 to i32
  %gahw.165 = lshr i64 %ga.163, 32
  %gahi.166 = trunc i64 %gahw.165 to i32
  %gaty.167 = or i32 %gahi.166, -2147483648
  %g0a.168 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.161, i32 1
  %g0b.169 = insertelement <4 x i32> %g0a.168, i32 %galo.164, i32 2
  %g0.170 = insertelement <4 x i32> %g0b.169, i32 %gaty.167, i32 3
  %dim1.171 = shl i32 %rows873, 16
  %g1a.172 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.171, i32 2
  %g1b.173 = insertelement <8 x i32> %g1a.172, i32 %rows873, i32 4
  %g1.174 = insertelement <8 x i32> %g1b.173, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.170, <8 x i32> %g1.174, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.30
if.end.30:
  %cover_end874 = add i32 %lead765, %x_n858
  %partial876 = icmp ult i32 %x_n858, 35
  br i1 %partial876, label %if.then.31, label %if.end.31
if.then.31:
  %e878 = add i32 %tid18, 0
  %row880 = udiv i32 %e878, 2
  %cc882 = urem i32 %e878, 2
  %chan884 = shl i32 %cc882, 3
  %below885 = icmp ult i32 %row880, %lead765
  %above886 = icmp uge i32 %row880, %cover_end874
  %hole887 = or i1 %below885, %above886
  %ein889 = icmp ult i32 %e878, 70
  %hole890 = and i1 %hole887, %ein889
  %lrow892 = mul i32 %row880, 24
  %lel893 = add i32 %lrow892, %chan884
  %lb895 = shl i32 %lel893, 1
  %lz896 = add i32 %lb895, %slot_off752
  br i1 %hole890, label %if.then.32, label %if.end.32
if.then.32:
  %za898 = add i32 %lz896, 1536
  %gep.175 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za898
  store float 0x0000000000000000, ptr addrspace(3) %gep.175, align 4
  %za901 = add i32 %lz896, 1540
  %gep.176 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za901
  store float 0x0000000000000000, ptr addrspace(3) %gep.176, align 4
  %za904 = add i32 %lz896, 1544
  %gep.177 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za904
  store float 0x0000000000000000, ptr addrspace(3) %gep.177, align 4
  %za907 = add i32 %lz896, 1548
  %gep.178 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za907
  store float 0x0000000000000000, ptr addrspace(3) %gep.178, align 4
  br label %if.end.32
if.end.32:
  %e910 = add i32 %tid18, 32
  %row912 = udiv i32 %e910, 2
  %cc914 = urem i32 %e910, 2
  %chan916 = shl i32 %cc914, 3
  %below917 = icmp ult i32 %row912, %lead765
  %above918 = icmp uge i32 %row912, %cover_end874
  %hole919 = or i1 %below917, %above918
  %ein921 = icmp ult i32 %e910, 70
  %hole922 = and i1 %hole919, %ein921
  %lrow924 = mul i32 %row912, 24
  %lel925 = add i32 %lrow924, %chan916
  %lb927 = shl i32 %lel925, 1
  %lz928 = add i32 %lb927, %slot_off752
  br i1 %hole922, label %if.then.33, label %if.end.33
if.then.33:
  %za930 = add i32 %lz928, 1536
  %gep.179 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za930
  store float 0x0000000000000000, ptr addrspace(3) %gep.179, align 4
  %za933 = add i32 %lz928, 1540
  %gep.180 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za933
  store float 0x0000000000000000, ptr addrspace(3) %gep.180, align 4
  %za936 = add i32 %lz928, 1544
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za936
  store float 0x0000000000000000, ptr addrspace(3) %gep.181, align 4
  %za939 = add i32 %lz928, 1548
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za939
  store float 0x0000000000000000, ptr addrspace(3) %gep.182, align 4
  br label %if.end.33
if.end.33:
  %e942 = add i32 %tid18, 64
  %row944 = udiv i32 %e942, 2
  %cc946 = urem i32 %e942, 2
  %chan948 = shl i32 %cc946, 3
  %below949 = icmp ult i32 %row944, %lead765
  %above950 = icmp uge i32 %row944, %cover_end874
  %hole951 = or i1 %below949, %above950
  %ein953 = icmp ult i32 %e942, 70
  %hole954 = and i1 %hole951, %ein953
  %lrow956 = mul i32 %row944, 24
  %lel957 = add i32 %lrow956, %chan948
  %lb959 = shl i32 %lel957, 1
  %lz960 = add i32 %lb959, %slot_off752
  br i1 %hole954, label %if.then.34, label %if.end.34
if.then.34:
  %za962 = add i32 %lz960, 1536
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za962
  store float 0x0000000000000000, ptr addrspace(3) %gep.183, align 4
  %za965 = add i32 %lz960, 1540
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za965
  store float 0x0000000000000000, ptr addrspace(3) %gep.184, align 4
  %za968 = add i32 %lz960, 1544
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za968
  store float 0x0000000000000000, ptr addrspace(3) %gep.185, align 4
  %za971 = add i32 %lz960, 1548
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za971
  store float 0x0000000000000000, ptr addrspace(3) %gep.186, align 4
  br label %if.end.34
if.end.34:
  br label %if.end.31
if.end.31:
  %h_a974 = add i32 %ho778, 1
  %hi976 = sub i32 %h_a974, 2
  %hiok977 = icmp ult i32 %hi976, %hi
  %x_n979 = select i1 %hiok977, i32 %x_span774, i32 0
  %x_row980 = mul i32 %hi976, %x_stride_h
  %x_r981 = add i32 %x_img89, %x_row980
  %col982 = mul i32 %x_first766, %x_stride_w
  %el983 = add i32 %x_r981, %col982
  %el984 = add i32 %el983, %x_ch76
  %dst985 = add i32 %slot_off752, %lead_b776
  %dst987 = add i32 %dst985, 3216
  %some989 = icmp ne i32 %x_n979, 0
  %dst991 = select i1 %some989, i32 %dst987, i32 16512
  %src992 = select i1 %some989, i32 %el984, i32 %x_dummy95
  %rows994 = select i1 %some989, i32 %x_n979, i32 1
  br i1 %issuer93, label %if.then.35, label %if.end.35
if.then.35:
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst991
  %lsa.188 = ptrtoint ptr addrspace(3) %gep.187 to i32
  %src.189 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src992
  %ga.190 = ptrtoint ptr addrspace(1) %src.189 to i64
  %galo.191 = trunc i64 %ga.190 to i32
  %gahw.192 = lshr i64 %ga.190, 32
  %gahi.193 = trunc i64 %gahw.192 to i32
  %gaty.194 = or i32 %gahi.193, -2147483648
  %g0a.195 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.188, i32 1
  %g0b.196 = insertelement <4 x i32> %g0a.195, i32 %galo.191, i32 2
  %g0.197 = insertelement <4 x i32> %g0b.196, i32 %gaty.194, i32 3
  %dim1.198 = shl i32 %rows994, 16
  %g1a.199 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.198, i32 2
  %g1b.200 = insertelement <8 x i32> %g1a.199, i32 %rows994, i32 4
  %g1.201 = insertelement <8 x i32> %g1b.200, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.197, <8 x i32> %g1.201, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.35
if.end.35:
  %cover_end995 = add i32 %lead765, %x_n979
  %partial997 = icmp ult i32 %x_n979, 35
  br i1 %partial997, label %if.then.36, label %if.end.36
if.then.36:
  %e999 = add i32 %tid18, 0
  %row1001 = udiv i32 %e999, 2
  %cc1003 = urem i32 %e999, 2
  %chan1005 = shl i32 %cc1003, 3
  %below1006 = icmp ult i32 %row1001, %lead765
  %above1007 = icmp uge i32 %row1001, %cover_end995
  %hole1008 = or i1 %below1006, %above1007
  %ein1010 = icmp ult i32 %e999, 70
  %hole1011 = and i1 %hole1008, %ein1010
  %lrow1013 = mul i32 %row1001, 24
  %lel1014 = add i32 %lrow1013, %chan1005
  %lb1016 = shl i32 %lel1014, 1
  %lz1017 = add i32 %lb1016, %slot_off752
  br i1 %hole1011, label %if.then.37, label %if.end.37
if.then.37:
  %za1019 = add i32 %lz1017, 3216
  %gep.202 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1019
  store float 0x0000000000000000, ptr addrspace(3) %gep.202, align 4
  %za1022 = add i32 %lz1017, 3220
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1022
  store float 0x0000000000000000, ptr addrspace(3) %gep.203, align 4
  %za1025 = add i32 %lz1017, 3224
  %gep.204 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1025
  store float 0x0000000000000000, ptr addrspace(3) %gep.204, align 4
  %za1028 = add i32 %lz1017, 3228
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1028
  store float 0x0000000000000000, ptr addrspace(3) %gep.205, align 4
  br label %if.end.37
if.end.37:
  %e1031 = add i32 %tid18, 32
  %row1033 = udiv i32 %e1031, 2
  %cc1035 = urem i32 %e1031, 2
  %chan1037 = shl i32 %cc1035, 3
  %below1038 = icmp ult i32 %row1033, %lead765
  %above1039 = icmp uge i32 %row1033, %cover_end995
  %hole1040 = or i1 %below1038, %above1039
  %ein1042 = icmp ult i32 %e1031, 70
  %hole1043 = and i1 %hole1040, %ein1042
  %lrow1045 = mul i32 %row1033, 24
  %lel1046 = add i32 %lrow1045, %chan1037
  %lb1048 = shl i32 %lel1046, 1
  %lz1049 = add i32 %lb1048, %slot_off752
  br i1 %hole1043, label %if.then.38, label %if.end.38
if.then.38:
  %za1051 = add i32 %lz1049, 3216
  %gep.206 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1051
  store float 0x0000000000000000, ptr addrspace(3) %gep.206, align 4
  %za1054 = add i32 %lz1049, 3220
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1054
  store float 0x0000000000000000, ptr addrspace(3) %gep.207, align 4
  %za1057 = add i32 %lz1049, 3224
  %gep.208 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1057
  store float 0x0000000000000000, ptr addrspace(3) %gep.208, align 4
  %za1060 = add i32 %lz1049, 3228
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1060
  store float 0x0000000000000000, ptr addrspace(3) %gep.209, align 4
  br label %if.end.38
if.end.38:
  %e1063 = add i32 %tid18, 64
  %row1065 = udiv i32 %e1063, 2
  %cc1067 = urem i32 %e1063, 2
  %chan1069 = shl i32 %cc1067, 3
  %below1070 = icmp ult i32 %row1065, %lead765
  %above1071 = icmp uge i32 %row1065, %cover_end995
  %hole1072 = or i1 %below1070, %above1071
  %ein1074 = icmp ult i32 %e1063, 70
  %hole1075 = and i1 %hole1072, %ein1074
  %lrow1077 = mul i32 %row1065, 24
  %lel1078 = add i32 %lrow1077, %chan1069
  %lb1080 = shl i32 %lel1078, 1
  %lz1081 = add i32 %lb1080, %slot_off752
  br i1 %hole1075, label %if.then.39, label %if.end.39
if.then.39:
  %za1083 = add i32 %lz1081, 3216
  %gep.210 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1083
  store float 0x0000000000000000, ptr addrspace(3) %gep.210, align 4
  %za1086 = add i32 %lz1081, 3220
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1086
  store float 0x0000000000000000, ptr addrspace(3) %gep.211, align 4
  %za1089 = add i32 %lz1081, 3224
  %gep.212 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1089
  store float 0x0000000000000000, ptr addrspace(3) %gep.212, align 4
  %za1092 = add i32 %lz1081, 3228
  %gep.213 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1092
  store float 0x0000000000000000, ptr addrspace(3) %gep.213, align 4
  br label %if.end.39
if.end.39:
  br label %if.end.36
if.end.36:
  %h_a1095 = add i32 %ho778, 2
  %hi1097 = sub i32 %h_a1095, 2
  %hiok1098 = icmp ult i32 %hi1097, %hi
  %x_n1100 = select i1 %hiok1098, i32 %x_span774, i32 0
  %x_row1101 = mul i32 %hi1097, %x_stride_h
  %x_r1102 = add i32 %x_img89, %x_row1101
  %col1103 = mul i32 %x_first766, %x_stride_w
  %el1104 = add i32 %x_r1102, %col1103
  %el1105 = add i32 %el1104, %x_ch76
  %dst1106 = add i32 %slot_off752, %lead_b776
  %dst1108 = add i32 %dst1106, 4896
  %some1110 = icmp ne i32 %x_n1100, 0
  %dst1112 = select i1 %some1110, i32 %dst1108, i32 16512
  %src1113 = select i1 %some1110, i32 %el1105, i32 %x_dummy95
  %rows1115 = select i1 %some1110, i32 %x_n1100, i32 1
  br i1 %issuer93, label %if.then.40, label %if.end.40
if.then.40:
  %gep.214 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst1112
  %lsa.215 = ptrtoint ptr addrspace(3) %gep.214 to i32
  %src.216 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1113
  %ga.217 = ptrtoint ptr addrspace(1) %src.216 to i64
  %galo.218 = trunc i64 %ga.217 to i32
  %gahw.219 = lshr i64 %ga.217, 32
  %gahi.220 = trunc i64 %gahw.219 to i32
  %gaty.221 = or i32 %gahi.220, -2147483648
  %g0a.222 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.215, i32 1
  %g0b.223 = insertelement <4 x i32> %g0a.222, i32 %galo.218, i32 2
  %g0.224 = insertelement <4 x i32> %g0b.223, i32 %gaty.221, i32 3
  %dim1.225 = shl i32 %rows1115, 16
  %g1a.226 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.225, i32 2
  %g1b.227 = insertelement <8 x i32> %g1a.226, i32 %rows1115, i32 4
  %g1.228 = insertelement <8 x i32> %g1b.227, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.224, <8 x i32> %g1.228, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.40
if.end.40:
  %cover_end1116 = add i32 %lead765, %x_n1100
  %partial1118 = icmp ult i32 %x_n1100, 35
  br i1 %partial1118, label %if.then.41, label %if.end.41
if.then.41:
  %e1120 = add i32 %tid18, 0
  %row1122 = udiv i32 %e1120, 2
  %cc1124 = urem i32 %e1120, 2
  %chan1126 = shl i32 %cc1124, 3
  %below1127 = icmp ult i32 %row1122, %lead765
  %above1128 = icmp uge i32 %row1122, %cover_end1116
  %hole1129 = or i1 %below1127, %above1128
  %ein1131 = icmp ult i32 %e1120, 70
  %hole1132 = and i1 %hole1129, %ein1131
  %lrow1134 = mul i32 %row1122, 24
  %lel1135 = add i32 %lrow1134, %chan1126
  %lb1137 = shl i32 %lel1135, 1
  %lz1138 = add i32 %lb1137, %slot_off752
  br i1 %hole1132, label %if.then.42, label %if.end.42
if.then.42:
  %za1140 = add i32 %lz1138, 4896
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1140
  store float 0x0000000000000000, ptr addrspace(3) %gep.229, align 4
  %za1143 = add i32 %lz1138, 4900
  %gep.230 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1143
  store float 0x0000000000000000, ptr addrspace(3) %gep.230, align 4
  %za1146 = add i32 %lz1138, 4904
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1146
  store float 0x0000000000000000, ptr addrspace(3) %gep.231, align 4
  %za1149 = add i32 %lz1138, 4908
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1149
  store float 0x0000000000000000, ptr addrspace(3) %gep.232, align 4
  br label %if.end.42
if.end.42:
  %e1152 = add i32 %tid18, 32
  %row1154 = udiv i32 %e1152, 2
  %cc1156 = urem i32 %e1152, 2
  %chan1158 = shl i32 %cc1156, 3
  %below1159 = icmp ult i32 %row1154, %lead765
  %above1160 = icmp uge i32 %row1154, %cover_end1116
  %hole1161 = or i1 %below1159, %above1160
  %ein1163 = icmp ult i32 %e1152, 70
  %hole1164 = and i1 %hole1161, %ein1163
  %lrow1166 = mul i32 %row1154, 24
  %lel1167 = add i32 %lrow1166, %chan1158
  %lb1169 = shl i32 %lel1167, 1
  %lz1170 = add i32 %lb1169, %slot_off752
  br i1 %hole1164, label %if.then.43, label %if.end.43
if.then.43:
  %za1172 = add i32 %lz1170, 4896
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1172
  store float 0x0000000000000000, ptr addrspace(3) %gep.233, align 4
  %za1175 = add i32 %lz1170, 4900
  %gep.234 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1175
  store float 0x0000000000000000, ptr addrspace(3) %gep.234, align 4
  %za1178 = add i32 %lz1170, 4904
  %gep.235 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1178
  store float 0x0000000000000000, ptr addrspace(3) %gep.235, align 4
  %za1181 = add i32 %lz1170, 4908
  %gep.236 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1181
  store float 0x0000000000000000, ptr addrspace(3) %gep.236, align 4
  br label %if.end.43
if.end.43:
  %e1184 = add i32 %tid18, 64
  %row1186 = udiv i32 %e1184, 2
  %cc1188 = urem i32 %e1184, 2
  %chan1190 = shl i32 %cc1188, 3
  %below1191 = icmp ult i32 %row1186, %lead765
  %above1192 = icmp uge i32 %row1186, %cover_end1116
  %hole1193 = or i1 %below1191, %above1192
  %ein1195 = icmp ult i32 %e1184, 70
  %hole1196 = and i1 %hole1193, %ein1195
  %lrow1198 = mul i32 %row1186, 24
  %lel1199 = add i32 %lrow1198, %chan1190
  %lb1201 = shl i32 %lel1199, 1
  %lz1202 = add i32 %lb1201, %slot_off752
  br i1 %hole1196, label %if.then.44, label %if.end.44
if.then.44:
  %za1204 = add i32 %lz1202, 4896
  %gep.237 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1204
  store float 0x0000000000000000, ptr addrspace(3) %gep.237, align 4
  %za1207 = add i32 %lz1202, 4900
  %gep.238 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1207
  store float 0x0000000000000000, ptr addrspace(3) %gep.238, align 4
  %za1210 = add i32 %lz1202, 4904
  %gep.239 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1210
  store float 0x0000000000000000, ptr addrspace(3) %gep.239, align 4
  %za1213 = add i32 %lz1202, 4908
  %gep.240 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1213
  store float 0x0000000000000000, ptr addrspace(3) %gep.240, align 4
  br label %if.end.44
if.end.44:
  br label %if.end.41
if.end.41:
  %h_a1216 = add i32 %ho778, 3
  %hi1218 = sub i32 %h_a1216, 2
  %hiok1219 = icmp ult i32 %hi1218, %hi
  %x_n1221 = select i1 %hiok1219, i32 %x_span774, i32 0
  %x_row1222 = mul i32 %hi1218, %x_stride_h
  %x_r1223 = add i32 %x_img89, %x_row1222
  %col1224 = mul i32 %x_first766, %x_stride_w
  %el1225 = add i32 %x_r1223, %col1224
  %el1226 = add i32 %el1225, %x_ch76
  %dst1227 = add i32 %slot_off752, %lead_b776
  %dst1229 = add i32 %dst1227, 6576
  %some1231 = icmp ne i32 %x_n1221, 0
  %dst1233 = select i1 %some1231, i32 %dst1229, i32 16512
  %src1234 = select i1 %some1231, i32 %el1226, i32 %x_dummy95
  %rows1236 = select i1 %some1231, i32 %x_n1221, i32 1
  br i1 %issuer93, label %if.then.45, label %if.end.45
if.then.45:
  %gep.241 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst1233
  %lsa.242 = ptrtoint ptr addrspace(3) %gep.241 to i32
  %src.243 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1234
  %ga.244 = ptrtoint ptr addrspace(1) %src.243 to i64
  %galo.245 = trunc i64 %ga.244 to i32
  %gahw.246 = lshr i64 %ga.244, 32
  %gahi.247 = trunc i64 %gahw.246 to i32
  %gaty.248 = or i32 %gahi.247, -2147483648
  %g0a.249 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.242, i32 1
  %g0b.250 = insertelement <4 x i32> %g0a.249, i32 %galo.245, i32 2
  %g0.251 = insertelement <4 x i32> %g0b.250, i32 %gaty.248, i32 3
  %dim1.252 = shl i32 %rows1236, 16
  %g1a.253 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.252, i32 2
  %g1b.254 = insertelement <8 x i32> %g1a.253, i32 %rows1236, i32 4
  %g1.255 = insertelement <8 x i32> %g1b.254, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.251, <8 x i32> %g1.255, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.45
if.end.45:
  %cover_end1237 = add i32 %lead765, %x_n1221
  %partial1239 = icmp ult i32 %x_n1221, 35
  br i1 %partial1239, label %if.then.46, label %if.end.46
if.then.46:
  %e1241 = add i32 %tid18, 0
  %row1243 = udiv i32 %e1241, 2
  %cc1245 = urem i32 %e1241, 2
  %chan1247 = shl i32 %cc1245, 3
  %below1248 = icmp ult i32 %row1243, %lead765
  %above1249 = icmp uge i32 %row1243, %cover_end1237
  %hole1250 = or i1 %below1248, %above1249
  %ein1252 = icmp ult i32 %e1241, 70
  %hole1253 = and i1 %hole1250, %ein1252
  %lrow1255 = mul i32 %row1243, 24
  %lel1256 = add i32 %lrow1255, %chan1247
  %lb1258 = shl i32 %lel1256, 1
  %lz1259 = add i32 %lb1258, %slot_off752
  br i1 %hole1253, label %if.then.47, label %if.end.47
if.then.47:
  %za1261 = add i32 %lz1259, 6576
  %gep.256 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1261
  store float 0x0000000000000000, ptr addrspace(3) %gep.256, align 4
  %za1264 = add i32 %lz1259, 6580
  %gep.257 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1264
  store float 0x0000000000000000, ptr addrspace(3) %gep.257, align 4
  %za1267 = add i32 %lz1259, 6584
  %gep.258 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1267
  store float 0x0000000000000000, ptr addrspace(3) %gep.258, align 4
  %za1270 = add i32 %lz1259, 6588
  %gep.259 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1270
  store float 0x0000000000000000, ptr addrspace(3) %gep.259, align 4
  br label %if.end.47
if.end.47:
  %e1273 = add i32 %tid18, 32
  %row1275 = udiv i32 %e1273, 2
  %cc1277 = urem i32 %e1273, 2
  %chan1279 = shl i32 %cc1277, 3
  %below1280 = icmp ult i32 %row1275, %lead765
  %above1281 = icmp uge i32 %row1275, %cover_end1237
  %hole1282 = or i1 %below1280, %above1281
  %ein1284 = icmp ult i32 %e1273, 70
  %hole1285 = and i1 %hole1282, %ein1284
  %lrow1287 = mul i32 %row1275, 24
  %lel1288 = add i32 %lrow1287, %chan1279
  %lb1290 = shl i32 %lel1288, 1
  %lz1291 = add i32 %lb1290, %slot_off752
  br i1 %hole1285, label %if.then.48, label %if.end.48
if.then.48:
  %za1293 = add i32 %lz1291, 6576
  %gep.260 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1293
  store float 0x0000000000000000, ptr addrspace(3) %gep.260, align 4
  %za1296 = add i32 %lz1291, 6580
  %gep.261 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1296
  store float 0x0000000000000000, ptr addrspace(3) %gep.261, align 4
  %za1299 = add i32 %lz1291, 6584
  %gep.262 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1299
  store float 0x0000000000000000, ptr addrspace(3) %gep.262, align 4
  %za1302 = add i32 %lz1291, 6588
  %gep.263 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1302
  store float 0x0000000000000000, ptr addrspace(3) %gep.263, align 4
  br label %if.end.48
if.end.48:
  %e1305 = add i32 %tid18, 64
  %row1307 = udiv i32 %e1305, 2
  %cc1309 = urem i32 %e1305, 2
  %chan1311 = shl i32 %cc1309, 3
  %below1312 = icmp ult i32 %row1307, %lead765
  %above1313 = icmp uge i32 %row1307, %cover_end1237
  %hole1314 = or i1 %below1312, %above1313
  %ein1316 = icmp ult i32 %e1305, 70
  %hole1317 = and i1 %hole1314, %ein1316
  %lrow1319 = mul i32 %row1307, 24
  %lel1320 = add i32 %lrow1319, %chan1311
  %lb1322 = shl i32 %lel1320, 1
  %lz1323 = add i32 %lb1322, %slot_off752
  br i1 %hole1317, label %if.then.49, label %if.end.49
if.then.49:
  %za1325 = add i32 %lz1323, 6576
  %gep.264 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1325
  store float 0x0000000000000000, ptr addrspace(3) %gep.264, align 4
  %za1328 = add i32 %lz1323, 6580
  %gep.265 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1328
  store float 0x0000000000000000, ptr addrspace(3) %gep.265, align 4
  %za1331 = add i32 %lz1323, 6584
  %gep.266 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1331
  store float 0x0000000000000000, ptr addrspace(3) %gep.266, align 4
  %za1334 = add i32 %lz1323, 6588
  %gep.267 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1334
  store float 0x0000000000000000, ptr addrspace(3) %gep.267, align 4
  br label %if.end.49
if.end.49:
  br label %if.end.46
if.end.46:
  %slot1337 = urem i32 %t723, 2
  %slot_off1339 = mul i32 %slot1337, 8256
  %a_t1340 = add i32 %a_lane49, %slot_off1339
  %b_t1341 = add i32 %b_lane55, %slot_off1339
  %a_addr1343 = add i32 %a_t1340, 0
  %gep.268 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %a_addr1343
  %a_lo1344 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.268)
  %a_addr1346 = add i32 %a_t1340, 768
  %gep.269 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %a_addr1346
  %a_hi1347 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.269)
  %a_frag1348 = shufflevector <8 x half> %a_lo1344, <8 x half> %a_hi1347, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1350 = add i32 %b_t1341, 1536
  %gep.270 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1350
  %b_lo1351 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.270)
  %b_addr1353 = add i32 %b_t1341, 2304
  %gep.271 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1353
  %b_hi1354 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.271)
  %b_frag1355 = shufflevector <8 x half> %b_lo1351, <8 x half> %b_hi1354, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1356 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1355, i16 0, <8 x float> %acc724, i1 false, i1 false)
  %b_addr1358 = add i32 %b_t1341, 1584
  %gep.272 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1358
  %b_lo1359 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.272)
  %b_addr1361 = add i32 %b_t1341, 2352
  %gep.273 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1361
  %b_hi1362 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.273)
  %b_frag1363 = shufflevector <8 x half> %b_lo1359, <8 x half> %b_hi1362, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1364 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1363, i16 0, <8 x float> %acc725, i1 false, i1 false)
  %b_addr1366 = add i32 %b_t1341, 1632
  %gep.274 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1366
  %b_lo1367 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.274)
  %b_addr1369 = add i32 %b_t1341, 2400
  %gep.275 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1369
  %b_hi1370 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.275)
  %b_frag1371 = shufflevector <8 x half> %b_lo1367, <8 x half> %b_hi1370, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1372 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1371, i16 0, <8 x float> %acc726, i1 false, i1 false)
  %b_addr1374 = add i32 %b_t1341, 1680
  %gep.276 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1374
  %b_lo1375 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.276)
  %b_addr1377 = add i32 %b_t1341, 2448
  %gep.277 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1377
  %b_hi1378 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.277)
  %b_frag1379 = shufflevector <8 x half> %b_lo1375, <8 x half> %b_hi1378, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1380 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1379, i16 0, <8 x float> %acc727, i1 false, i1 false)
  %b_addr1382 = add i32 %b_t1341, 3216
  %gep.278 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1382
  %b_lo1383 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.278)
  %b_addr1385 = add i32 %b_t1341, 3984
  %gep.279 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1385
  %b_hi1386 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.279)
  %b_frag1387 = shufflevector <8 x half> %b_lo1383, <8 x half> %b_hi1386, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1388 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1387, i16 0, <8 x float> %acc728, i1 false, i1 false)
  %b_addr1390 = add i32 %b_t1341, 3264
  %gep.280 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1390
  %b_lo1391 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.280)
  %b_addr1393 = add i32 %b_t1341, 4032
  %gep.281 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1393
  %b_hi1394 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.281)
  %b_frag1395 = shufflevector <8 x half> %b_lo1391, <8 x half> %b_hi1394, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1396 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1395, i16 0, <8 x float> %acc729, i1 false, i1 false)
  %b_addr1398 = add i32 %b_t1341, 3312
  %gep.282 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1398
  %b_lo1399 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.282)
  %b_addr1401 = add i32 %b_t1341, 4080
  %gep.283 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1401
  %b_hi1402 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.283)
  %b_frag1403 = shufflevector <8 x half> %b_lo1399, <8 x half> %b_hi1402, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1404 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1403, i16 0, <8 x float> %acc730, i1 false, i1 false)
  %b_addr1406 = add i32 %b_t1341, 3360
  %gep.284 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1406
  %b_lo1407 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.284)
  %b_addr1409 = add i32 %b_t1341, 4128
  %gep.285 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1409
  %b_hi1410 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.285)
  %b_frag1411 = shufflevector <8 x half> %b_lo1407, <8 x half> %b_hi1410, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1412 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1411, i16 0, <8 x float> %acc731, i1 false, i1 false)
  %b_addr1414 = add i32 %b_t1341, 4896
  %gep.286 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1414
  %b_lo1415 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.286)
  %b_addr1417 = add i32 %b_t1341, 5664
  %gep.287 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1417
  %b_hi1418 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.287)
  %b_frag1419 = shufflevector <8 x half> %b_lo1415, <8 x half> %b_hi1418, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1420 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1419, i16 0, <8 x float> %acc732, i1 false, i1 false)
  %b_addr1422 = add i32 %b_t1341, 4944
  %gep.288 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1422
  %b_lo1423 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.288)
  %b_addr1425 = add i32 %b_t1341, 5712
  %gep.289 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1425
  %b_hi1426 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.289)
  %b_frag1427 = shufflevector <8 x half> %b_lo1423, <8 x half> %b_hi1426, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1428 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1427, i16 0, <8 x float> %acc733, i1 false, i1 false)
  %b_addr1430 = add i32 %b_t1341, 4992
  %gep.290 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1430
  %b_lo1431 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.290)
  %b_addr1433 = add i32 %b_t1341, 5760
  %gep.291 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1433
  %b_hi1434 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.291)
  %b_frag1435 = shufflevector <8 x half> %b_lo1431, <8 x half> %b_hi1434, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1436 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1435, i16 0, <8 x float> %acc734, i1 false, i1 false)
  %b_addr1438 = add i32 %b_t1341, 5040
  %gep.292 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1438
  %b_lo1439 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.292)
  %b_addr1441 = add i32 %b_t1341, 5808
  %gep.293 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1441
  %b_hi1442 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.293)
  %b_frag1443 = shufflevector <8 x half> %b_lo1439, <8 x half> %b_hi1442, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1444 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1443, i16 0, <8 x float> %acc735, i1 false, i1 false)
  %b_addr1446 = add i32 %b_t1341, 6576
  %gep.294 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1446
  %b_lo1447 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.294)
  %b_addr1449 = add i32 %b_t1341, 7344
  %gep.295 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1449
  %b_hi1450 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.295)
  %b_frag1451 = shufflevector <8 x half> %b_lo1447, <8 x half> %b_hi1450, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1452 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1451, i16 0, <8 x float> %acc736, i1 false, i1 false)
  %b_addr1454 = add i32 %b_t1341, 6624
  %gep.296 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1454
  %b_lo1455 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.296)
  %b_addr1457 = add i32 %b_t1341, 7392
  %gep.297 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1457
  %b_hi1458 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.297)
  %b_frag1459 = shufflevector <8 x half> %b_lo1455, <8 x half> %b_hi1458, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1460 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1459, i16 0, <8 x float> %acc737, i1 false, i1 false)
  %b_addr1462 = add i32 %b_t1341, 6672
  %gep.298 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1462
  %b_lo1463 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.298)
  %b_addr1465 = add i32 %b_t1341, 7440
  %gep.299 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1465
  %b_hi1466 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.299)
  %b_frag1467 = shufflevector <8 x half> %b_lo1463, <8 x half> %b_hi1466, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1468 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1467, i16 0, <8 x float> %acc738, i1 false, i1 false)
  %b_addr1470 = add i32 %b_t1341, 6720
  %gep.300 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1470
  %b_lo1471 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.300)
  %b_addr1473 = add i32 %b_t1341, 7488
  %gep.301 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1473
  %b_hi1474 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.301)
  %b_frag1475 = shufflevector <8 x half> %b_lo1471, <8 x half> %b_hi1474, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1476 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1348, i1 false, <16 x half> %b_frag1475, i16 0, <8 x float> %acc739, i1 false, i1 false)
  br label %for.latch.25
for.latch.25:
  %iv.next.135 = add i32 %t723, 1
  br label %for.head.25
for.exit.25:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  %slab_a1478 = mul i32 %img58, 1
  %slab_b1479 = add i32 %slab_a1478, %rblk57
  %slab1481 = urem i32 %slab_b1479, 1
  %slab_g1482 = mul i32 %slab1481, %groups
  %slab_k1484 = mul i32 %slab_g1482, 16
  %kbase1485 = add i32 %slab_k1484, %gk72
  %c_w1486 = add i32 %c_blk70, %wcb30
  %k_w1487 = add i32 %k_blk68, %wkb28
  %k_h1488 = add i32 %k_w1487, %khalf34
  %cin1490 = add i32 %c_w1486, 0
  %cin1491 = add i32 %cin1490, %lcol39
  %cok1493 = icmp ult i32 %cin1491, 16
  %kin1495 = add i32 %k_h1488, 0
  %kok1497 = icmp ult i32 %kin1495, 16
  %ok1498 = and i1 %kok1497, %cok1493
  br i1 %ok1498, label %if.then.50, label %if.end.50
if.then.50:
  %krow1499 = add i32 %kbase1485, %kin1495
  %kr1501 = mul i32 %krow1499, 4
  %t_r1503 = add i32 %kr1501, 0
  %t_s1505 = mul i32 %t_r1503, 4
  %t_c1507 = add i32 %t_s1505, 0
  %t_e1509 = mul i32 %t_c1507, 16
  %el1510 = add i32 %t_e1509, %cin1491
  %off1512 = shl i32 %el1510, 2
  %v1513 = extractelement <8 x float> %acc724, i32 0
  %old.302 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1513, ptr addrspace(8) %rws87, i32 %off1512, i32 0, i32 20)
  %krow1515 = add i32 %kbase1485, %kin1495
  %kr1517 = mul i32 %krow1515, 4
  %t_r1519 = add i32 %kr1517, 0
  %t_s1521 = mul i32 %t_r1519, 4
  %t_c1523 = add i32 %t_s1521, 1
  %t_e1525 = mul i32 %t_c1523, 16
  %el1526 = add i32 %t_e1525, %cin1491
  %off1528 = shl i32 %el1526, 2
  %v1529 = extractelement <8 x float> %acc725, i32 0
  %old.303 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1529, ptr addrspace(8) %rws87, i32 %off1528, i32 0, i32 20)
  %krow1531 = add i32 %kbase1485, %kin1495
  %kr1533 = mul i32 %krow1531, 4
  %t_r1535 = add i32 %kr1533, 0
  %t_s1537 = mul i32 %t_r1535, 4
  %t_c1539 = add i32 %t_s1537, 2
  %t_e1541 = mul i32 %t_c1539, 16
  %el1542 = add i32 %t_e1541, %cin1491
  %off1544 = shl i32 %el1542, 2
  %v1545 = extractelement <8 x float> %acc726, i32 0
  %old.304 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1545, ptr addrspace(8) %rws87, i32 %off1544, i32 0, i32 20)
  %krow1547 = add i32 %kbase1485, %kin1495
  %kr1549 = mul i32 %krow1547, 4
  %t_r1551 = add i32 %kr1549, 0
  %t_s1553 = mul i32 %t_r1551, 4
  %t_c1555 = add i32 %t_s1553, 3
  %t_e1557 = mul i32 %t_c1555, 16
  %el1558 = add i32 %t_e1557, %cin1491
  %off1560 = shl i32 %el1558, 2
  %v1561 = extractelement <8 x float> %acc727, i32 0
  %old.305 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1561, ptr addrspace(8) %rws87, i32 %off1560, i32 0, i32 20)
  %krow1563 = add i32 %kbase1485, %kin1495
  %kr1565 = mul i32 %krow1563, 4
  %t_r1567 = add i32 %kr1565, 1
  %t_s1569 = mul i32 %t_r1567, 4
  %t_c1571 = add i32 %t_s1569, 0
  %t_e1573 = mul i32 %t_c1571, 16
  %el1574 = add i32 %t_e1573, %cin1491
  %off1576 = shl i32 %el1574, 2
  %v1577 = extractelement <8 x float> %acc728, i32 0
  %old.306 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1577, ptr addrspace(8) %rws87, i32 %off1576, i32 0, i32 20)
  %krow1579 = add i32 %kbase1485, %kin1495
  %kr1581 = mul i32 %krow1579, 4
  %t_r1583 = add i32 %kr1581, 1
  %t_s1585 = mul i32 %t_r1583, 4
  %t_c1587 = add i32 %t_s1585, 1
  %t_e1589 = mul i32 %t_c1587, 16
  %el1590 = add i32 %t_e1589, %cin1491
  %off1592 = shl i32 %el1590, 2
  %v1593 = extractelement <8 x float> %acc729, i32 0
  %old.307 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1593, ptr addrspace(8) %rws87, i32 %off1592, i32 0, i32 20)
  %krow1595 = add i32 %kbase1485, %kin1495
  %kr1597 = mul i32 %krow1595, 4
  %t_r1599 = add i32 %kr1597, 1
  %t_s1601 = mul i32 %t_r1599, 4
  %t_c1603 = add i32 %t_s1601, 2
  %t_e1605 = mul i32 %t_c1603, 16
  %el1606 = add i32 %t_e1605, %cin1491
  %off1608 = shl i32 %el1606, 2
  %v1609 = extractelement <8 x float> %acc730, i32 0
  %old.308 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1609, ptr addrspace(8) %rws87, i32 %off1608, i32 0, i32 20)
  %krow1611 = add i32 %kbase1485, %kin1495
  %kr1613 = mul i32 %krow1611, 4
  %t_r1615 = add i32 %kr1613, 1
  %t_s1617 = mul i32 %t_r1615, 4
  %t_c1619 = add i32 %t_s1617, 3
  %t_e1621 = mul i32 %t_c1619, 16
  %el1622 = add i32 %t_e1621, %cin1491
  %off1624 = shl i32 %el1622, 2
  %v1625 = extractelement <8 x float> %acc731, i32 0
  %old.309 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1625, ptr addrspace(8) %rws87, i32 %off1624, i32 0, i32 20)
  %krow1627 = add i32 %kbase1485, %kin1495
  %kr1629 = mul i32 %krow1627, 4
  %t_r1631 = add i32 %kr1629, 2
  %t_s1633 = mul i32 %t_r1631, 4
  %t_c1635 = add i32 %t_s1633, 0
  %t_e1637 = mul i32 %t_c1635, 16
  %el1638 = add i32 %t_e1637, %cin1491
  %off1640 = shl i32 %el1638, 2
  %v1641 = extractelement <8 x float> %acc732, i32 0
  %old.310 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1641, ptr addrspace(8) %rws87, i32 %off1640, i32 0, i32 20)
  %krow1643 = add i32 %kbase1485, %kin1495
  %kr1645 = mul i32 %krow1643, 4
  %t_r1647 = add i32 %kr1645, 2
  %t_s1649 = mul i32 %t_r1647, 4
  %t_c1651 = add i32 %t_s1649, 1
  %t_e1653 = mul i32 %t_c1651, 16
  %el1654 = add i32 %t_e1653, %cin1491
  %off1656 = shl i32 %el1654, 2
  %v1657 = extractelement <8 x float> %acc733, i32 0
  %old.311 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1657, ptr addrspace(8) %rws87, i32 %off1656, i32 0, i32 20)
  %krow1659 = add i32 %kbase1485, %kin1495
  %kr1661 = mul i32 %krow1659, 4
  %t_r1663 = add i32 %kr1661, 2
  %t_s1665 = mul i32 %t_r1663, 4
  %t_c1667 = add i32 %t_s1665, 2
  %t_e1669 = mul i32 %t_c1667, 16
  %el1670 = add i32 %t_e1669, %cin1491
  %off1672 = shl i32 %el1670, 2
  %v1673 = extractelement <8 x float> %acc734, i32 0
  %old.312 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1673, ptr addrspace(8) %rws87, i32 %off1672, i32 0, i32 20)
  %krow1675 = add i32 %kbase1485, %kin1495
  %kr1677 = mul i32 %krow1675, 4
  %t_r1679 = add i32 %kr1677, 2
  %t_s1681 = mul i32 %t_r1679, 4
  %t_c1683 = add i32 %t_s1681, 3
  %t_e1685 = mul i32 %t_c1683, 16
  %el1686 = add i32 %t_e1685, %cin1491
  %off1688 = shl i32 %el1686, 2
  %v1689 = extractelement <8 x float> %acc735, i32 0
  %old.313 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1689, ptr addrspace(8) %rws87, i32 %off1688, i32 0, i32 20)
  %krow1691 = add i32 %kbase1485, %kin1495
  %kr1693 = mul i32 %krow1691, 4
  %t_r1695 = add i32 %kr1693, 3
  %t_s1697 = mul i32 %t_r1695, 4
  %t_c1699 = add i32 %t_s1697, 0
  %t_e1701 = mul i32 %t_c1699, 16
  %el1702 = add i32 %t_e1701, %cin1491
  %off1704 = shl i32 %el1702, 2
  %v1705 = extractelement <8 x float> %acc736, i32 0
  %old.314 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1705, ptr addrspace(8) %rws87, i32 %off1704, i32 0, i32 20)
  %krow1707 = add i32 %kbase1485, %kin1495
  %kr1709 = mul i32 %krow1707, 4
  %t_r1711 = add i32 %kr1709, 3
  %t_s1713 = mul i32 %t_r1711, 4
  %t_c1715 = add i32 %t_s1713, 1
  %t_e1717 = mul i32 %t_c1715, 16
  %el1718 = add i32 %t_e1717, %cin1491
  %off1720 = shl i32 %el1718, 2
  %v1721 = extractelement <8 x float> %acc737, i32 0
  %old.315 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1721, ptr addrspace(8) %rws87, i32 %off1720, i32 0, i32 20)
  %krow1723 = add i32 %kbase1485, %kin1495
  %kr1725 = mul i32 %krow1723, 4
  %t_r1727 = add i32 %kr1725, 3
  %t_s1729 = mul i32 %t_r1727, 4
  %t_c1731 = add i32 %t_s1729, 2
  %t_e1733 = mul i32 %t_c1731, 16
  %el1734 = add i32 %t_e1733, %cin1491
  %off1736 = shl i32 %el1734, 2
  %v1737 = extractelement <8 x float> %acc738, i32 0
  %old.316 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1737, ptr addrspace(8) %rws87, i32 %off1736, i32 0, i32 20)
  %krow1739 = add i32 %kbase1485, %kin1495
  %kr1741 = mul i32 %krow1739, 4
  %t_r1743 = add i32 %kr1741, 3
  %t_s1745 = mul i32 %t_r1743, 4
  %t_c1747 = add i32 %t_s1745, 3
  %t_e1749 = mul i32 %t_c1747, 16
  %el1750 = add i32 %t_e1749, %cin1491
  %off1752 = shl i32 %el1750, 2
  %v1753 = extractelement <8 x float> %acc739, i32 0
  %old.317 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1753, ptr addrspace(8) %rws87, i32 %off1752, i32 0, i32 20)
  br label %if.end.50
if.end.50:
  %kin1756 = add i32 %k_h1488, 1
  %kok1758 = icmp ult i32 %kin1756, 16
  %ok1759 = and i1 %kok1758, %cok1493
  br i1 %ok1759, label %if.then.51, label %if.end.51
if.then.51:
  %krow1760 = add i32 %kbase1485, %kin1756
  %kr1762 = mul i32 %krow1760, 4
  %t_r1764 = add i32 %kr1762, 0
  %t_s1766 = mul i32 %t_r1764, 4
  %t_c1768 = add i32 %t_s1766, 0
  %t_e1770 = mul i32 %t_c1768, 16
  %el1771 = add i32 %t_e1770, %cin1491
  %off1773 = shl i32 %el1771, 2
  %v1774 = extractelement <8 x float> %acc724, i32 1
  %old.318 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1774, ptr addrspace(8) %rws87, i32 %off1773, i32 0, i32 20)
  %krow1776 = add i32 %kbase1485, %kin1756
  %kr1778 = mul i32 %krow1776, 4
  %t_r1780 = add i32 %kr1778, 0
  %t_s1782 = mul i32 %t_r1780, 4
  %t_c1784 = add i32 %t_s1782, 1
  %t_e1786 = mul i32 %t_c1784, 16
  %el1787 = add i32 %t_e1786, %cin1491
  %off1789 = shl i32 %el1787, 2
  %v1790 = extractelement <8 x float> %acc725, i32 1
  %old.319 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1790, ptr addrspace(8) %rws87, i32 %off1789, i32 0, i32 20)
  %krow1792 = add i32 %kbase1485, %kin1756
  %kr1794 = mul i32 %krow1792, 4
  %t_r1796 = add i32 %kr1794, 0
  %t_s1798 = mul i32 %t_r1796, 4
  %t_c1800 = add i32 %t_s1798, 2
  %t_e1802 = mul i32 %t_c1800, 16
  %el1803 = add i32 %t_e1802, %cin1491
  %off1805 = shl i32 %el1803, 2
  %v1806 = extractelement <8 x float> %acc726, i32 1
  %old.320 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1806, ptr addrspace(8) %rws87, i32 %off1805, i32 0, i32 20)
  %krow1808 = add i32 %kbase1485, %kin1756
  %kr1810 = mul i32 %krow1808, 4
  %t_r1812 = add i32 %kr1810, 0
  %t_s1814 = mul i32 %t_r1812, 4
  %t_c1816 = add i32 %t_s1814, 3
  %t_e1818 = mul i32 %t_c1816, 16
  %el1819 = add i32 %t_e1818, %cin1491
  %off1821 = shl i32 %el1819, 2
  %v1822 = extractelement <8 x float> %acc727, i32 1
  %old.321 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1822, ptr addrspace(8) %rws87, i32 %off1821, i32 0, i32 20)
  %krow1824 = add i32 %kbase1485, %kin1756
  %kr1826 = mul i32 %krow1824, 4
  %t_r1828 = add i32 %kr1826, 1
  %t_s1830 = mul i32 %t_r1828, 4
  %t_c1832 = add i32 %t_s1830, 0
  %t_e1834 = mul i32 %t_c1832, 16
  %el1835 = add i32 %t_e1834, %cin1491
  %off1837 = shl i32 %el1835, 2
  %v1838 = extractelement <8 x float> %acc728, i32 1
  %old.322 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1838, ptr addrspace(8) %rws87, i32 %off1837, i32 0, i32 20)
  %krow1840 = add i32 %kbase1485, %kin1756
  %kr1842 = mul i32 %krow1840, 4
  %t_r1844 = add i32 %kr1842, 1
  %t_s1846 = mul i32 %t_r1844, 4
  %t_c1848 = add i32 %t_s1846, 1
  %t_e1850 = mul i32 %t_c1848, 16
  %el1851 = add i32 %t_e1850, %cin1491
  %off1853 = shl i32 %el1851, 2
  %v1854 = extractelement <8 x float> %acc729, i32 1
  %old.323 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1854, ptr addrspace(8) %rws87, i32 %off1853, i32 0, i32 20)
  %krow1856 = add i32 %kbase1485, %kin1756
  %kr1858 = mul i32 %krow1856, 4
  %t_r1860 = add i32 %kr1858, 1
  %t_s1862 = mul i32 %t_r1860, 4
  %t_c1864 = add i32 %t_s1862, 2
  %t_e1866 = mul i32 %t_c1864, 16
  %el1867 = add i32 %t_e1866, %cin1491
  %off1869 = shl i32 %el1867, 2
  %v1870 = extractelement <8 x float> %acc730, i32 1
  %old.324 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1870, ptr addrspace(8) %rws87, i32 %off1869, i32 0, i32 20)
  %krow1872 = add i32 %kbase1485, %kin1756
  %kr1874 = mul i32 %krow1872, 4
  %t_r1876 = add i32 %kr1874, 1
  %t_s1878 = mul i32 %t_r1876, 4
  %t_c1880 = add i32 %t_s1878, 3
  %t_e1882 = mul i32 %t_c1880, 16
  %el1883 = add i32 %t_e1882, %cin1491
  %off1885 = shl i32 %el1883, 2
  %v1886 = extractelement <8 x float> %acc731, i32 1
  %old.325 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1886, ptr addrspace(8) %rws87, i32 %off1885, i32 0, i32 20)
  %krow1888 = add i32 %kbase1485, %kin1756
  %kr1890 = mul i32 %krow1888, 4
  %t_r1892 = add i32 %kr1890, 2
  %t_s1894 = mul i32 %t_r1892, 4
  %t_c1896 = add i32 %t_s1894, 0
  %t_e1898 = mul i32 %t_c1896, 16
  %el1899 = add i32 %t_e1898, %cin1491
  %off1901 = shl i32 %el1899, 2
  %v1902 = extractelement <8 x float> %acc732, i32 1
  %old.326 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1902, ptr addrspace(8) %rws87, i32 %off1901, i32 0, i32 20)
  %krow1904 = add i32 %kbase1485, %kin1756
  %kr1906 = mul i32 %krow1904, 4
  %t_r1908 = add i32 %kr1906, 2
  %t_s1910 = mul i32 %t_r1908, 4
  %t_c1912 = add i32 %t_s1910, 1
  %t_e1914 = mul i32 %t_c1912, 16
  %el1915 = add i32 %t_e1914, %cin1491
  %off1917 = shl i32 %el1915, 2
  %v1918 = extractelement <8 x float> %acc733, i32 1
  %old.327 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1918, ptr addrspace(8) %rws87, i32 %off1917, i32 0, i32 20)
  %krow1920 = add i32 %kbase1485, %kin1756
  %kr1922 = mul i32 %krow1920, 4
  %t_r1924 = add i32 %kr1922, 2
  %t_s1926 = mul i32 %t_r1924, 4
  %t_c1928 = add i32 %t_s1926, 2
  %t_e1930 = mul i32 %t_c1928, 16
  %el1931 = add i32 %t_e1930, %cin1491
  %off1933 = shl i32 %el1931, 2
  %v1934 = extractelement <8 x float> %acc734, i32 1
  %old.328 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1934, ptr addrspace(8) %rws87, i32 %off1933, i32 0, i32 20)
  %krow1936 = add i32 %kbase1485, %kin1756
  %kr1938 = mul i32 %krow1936, 4
  %t_r1940 = add i32 %kr1938, 2
  %t_s1942 = mul i32 %t_r1940, 4
  %t_c1944 = add i32 %t_s1942, 3
  %t_e1946 = mul i32 %t_c1944, 16
  %el1947 = add i32 %t_e1946, %cin1491
  %off1949 = shl i32 %el1947, 2
  %v1950 = extractelement <8 x float> %acc735, i32 1
  %old.329 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1950, ptr addrspace(8) %rws87, i32 %off1949, i32 0, i32 20)
  %krow1952 = add i32 %kbase1485, %kin1756
  %kr1954 = mul i32 %krow1952, 4
  %t_r1956 = add i32 %kr1954, 3
  %t_s1958 = mul i32 %t_r1956, 4
  %t_c1960 = add i32 %t_s1958, 0
  %t_e1962 = mul i32 %t_c1960, 16
  %el1963 = add i32 %t_e1962, %cin1491
  %off1965 = shl i32 %el1963, 2
  %v1966 = extractelement <8 x float> %acc736, i32 1
  %old.330 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1966, ptr addrspace(8) %rws87, i32 %off1965, i32 0, i32 20)
  %krow1968 = add i32 %kbase1485, %kin1756
  %kr1970 = mul i32 %krow1968, 4
  %t_r1972 = add i32 %kr1970, 3
  %t_s1974 = mul i32 %t_r1972, 4
  %t_c1976 = add i32 %t_s1974, 1
  %t_e1978 = mul i32 %t_c1976, 16
  %el1979 = add i32 %t_e1978, %cin1491
  %off1981 = shl i32 %el1979, 2
  %v1982 = extractelement <8 x float> %acc737, i32 1
  %old.331 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1982, ptr addrspace(8) %rws87, i32 %off1981, i32 0, i32 20)
  %krow1984 = add i32 %kbase1485, %kin1756
  %kr1986 = mul i32 %krow1984, 4
  %t_r1988 = add i32 %kr1986, 3
  %t_s1990 = mul i32 %t_r1988, 4
  %t_c1992 = add i32 %t_s1990, 2
  %t_e1994 = mul i32 %t_c1992, 16
  %el1995 = add i32 %t_e1994, %cin1491
  %off1997 = shl i32 %el1995, 2
  %v1998 = extractelement <8 x float> %acc738, i32 1
  %old.332 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1998, ptr addrspace(8) %rws87, i32 %off1997, i32 0, i32 20)
  %krow2000 = add i32 %kbase1485, %kin1756
  %kr2002 = mul i32 %krow2000, 4
  %t_r2004 = add i32 %kr2002, 3
  %t_s2006 = mul i32 %t_r2004, 4
  %t_c2008 = add i32 %t_s2006, 3
  %t_e2010 = mul i32 %t_c2008, 16
  %el2011 = add i32 %t_e2010, %cin1491
  %off2013 = shl i32 %el2011, 2
  %v2014 = extractelement <8 x float> %acc739, i32 1
  %old.333 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2014, ptr addrspace(8) %rws87, i32 %off2013, i32 0, i32 20)
  br label %if.end.51
if.end.51:
  %kin2017 = add i32 %k_h1488, 2
  %kok2019 = icmp ult i32 %kin2017, 16
  %ok2020 = and i1 %kok2019, %cok1493
  br i1 %ok2020, label %if.then.52, label %if.end.52
if.then.52:
  %krow2021 = add i32 %kbase1485, %kin2017
  %kr2023 = mul i32 %krow2021, 4
  %t_r2025 = add i32 %kr2023, 0
  %t_s2027 = mul i32 %t_r2025, 4
  %t_c2029 = add i32 %t_s2027, 0
  %t_e2031 = mul i32 %t_c2029, 16
  %el2032 = add i32 %t_e2031, %cin1491
  %off2034 = shl i32 %el2032, 2
  %v2035 = extractelement <8 x float> %acc724, i32 2
  %old.334 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2035, ptr addrspace(8) %rws87, i32 %off2034, i32 0, i32 20)
  %krow2037 = add i32 %kbase1485, %kin2017
  %kr2039 = mul i32 %krow2037, 4
  %t_r2041 = add i32 %kr2039, 0
  %t_s2043 = mul i32 %t_r2041, 4
  %t_c2045 = add i32 %t_s2043, 1
  %t_e2047 = mul i32 %t_c2045, 16
  %el2048 = add i32 %t_e2047, %cin1491
  %off2050 = shl i32 %el2048, 2
  %v2051 = extractelement <8 x float> %acc725, i32 2
  %old.335 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2051, ptr addrspace(8) %rws87, i32 %off2050, i32 0, i32 20)
  %krow2053 = add i32 %kbase1485, %kin2017
  %kr2055 = mul i32 %krow2053, 4
  %t_r2057 = add i32 %kr2055, 0
  %t_s2059 = mul i32 %t_r2057, 4
  %t_c2061 = add i32 %t_s2059, 2
  %t_e2063 = mul i32 %t_c2061, 16
  %el2064 = add i32 %t_e2063, %cin1491
  %off2066 = shl i32 %el2064, 2
  %v2067 = extractelement <8 x float> %acc726, i32 2
  %old.336 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2067, ptr addrspace(8) %rws87, i32 %off2066, i32 0, i32 20)
  %krow2069 = add i32 %kbase1485, %kin2017
  %kr2071 = mul i32 %krow2069, 4
  %t_r2073 = add i32 %kr2071, 0
  %t_s2075 = mul i32 %t_r2073, 4
  %t_c2077 = add i32 %t_s2075, 3
  %t_e2079 = mul i32 %t_c2077, 16
  %el2080 = add i32 %t_e2079, %cin1491
  %off2082 = shl i32 %el2080, 2
  %v2083 = extractelement <8 x float> %acc727, i32 2
  %old.337 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2083, ptr addrspace(8) %rws87, i32 %off2082, i32 0, i32 20)
  %krow2085 = add i32 %kbase1485, %kin2017
  %kr2087 = mul i32 %krow2085, 4
  %t_r2089 = add i32 %kr2087, 1
  %t_s2091 = mul i32 %t_r2089, 4
  %t_c2093 = add i32 %t_s2091, 0
  %t_e2095 = mul i32 %t_c2093, 16
  %el2096 = add i32 %t_e2095, %cin1491
  %off2098 = shl i32 %el2096, 2
  %v2099 = extractelement <8 x float> %acc728, i32 2
  %old.338 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2099, ptr addrspace(8) %rws87, i32 %off2098, i32 0, i32 20)
  %krow2101 = add i32 %kbase1485, %kin2017
  %kr2103 = mul i32 %krow2101, 4
  %t_r2105 = add i32 %kr2103, 1
  %t_s2107 = mul i32 %t_r2105, 4
  %t_c2109 = add i32 %t_s2107, 1
  %t_e2111 = mul i32 %t_c2109, 16
  %el2112 = add i32 %t_e2111, %cin1491
  %off2114 = shl i32 %el2112, 2
  %v2115 = extractelement <8 x float> %acc729, i32 2
  %old.339 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2115, ptr addrspace(8) %rws87, i32 %off2114, i32 0, i32 20)
  %krow2117 = add i32 %kbase1485, %kin2017
  %kr2119 = mul i32 %krow2117, 4
  %t_r2121 = add i32 %kr2119, 1
  %t_s2123 = mul i32 %t_r2121, 4
  %t_c2125 = add i32 %t_s2123, 2
  %t_e2127 = mul i32 %t_c2125, 16
  %el2128 = add i32 %t_e2127, %cin1491
  %off2130 = shl i32 %el2128, 2
  %v2131 = extractelement <8 x float> %acc730, i32 2
  %old.340 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2131, ptr addrspace(8) %rws87, i32 %off2130, i32 0, i32 20)
  %krow2133 = add i32 %kbase1485, %kin2017
  %kr2135 = mul i32 %krow2133, 4
  %t_r2137 = add i32 %kr2135, 1
  %t_s2139 = mul i32 %t_r2137, 4
  %t_c2141 = add i32 %t_s2139, 3
  %t_e2143 = mul i32 %t_c2141, 16
  %el2144 = add i32 %t_e2143, %cin1491
  %off2146 = shl i32 %el2144, 2
  %v2147 = extractelement <8 x float> %acc731, i32 2
  %old.341 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2147, ptr addrspace(8) %rws87, i32 %off2146, i32 0, i32 20)
  %krow2149 = add i32 %kbase1485, %kin2017
  %kr2151 = mul i32 %krow2149, 4
  %t_r2153 = add i32 %kr2151, 2
  %t_s2155 = mul i32 %t_r2153, 4
  %t_c2157 = add i32 %t_s2155, 0
  %t_e2159 = mul i32 %t_c2157, 16
  %el2160 = add i32 %t_e2159, %cin1491
  %off2162 = shl i32 %el2160, 2
  %v2163 = extractelement <8 x float> %acc732, i32 2
  %old.342 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2163, ptr addrspace(8) %rws87, i32 %off2162, i32 0, i32 20)
  %krow2165 = add i32 %kbase1485, %kin2017
  %kr2167 = mul i32 %krow2165, 4
  %t_r2169 = add i32 %kr2167, 2
  %t_s2171 = mul i32 %t_r2169, 4
  %t_c2173 = add i32 %t_s2171, 1
  %t_e2175 = mul i32 %t_c2173, 16
  %el2176 = add i32 %t_e2175, %cin1491
  %off2178 = shl i32 %el2176, 2
  %v2179 = extractelement <8 x float> %acc733, i32 2
  %old.343 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2179, ptr addrspace(8) %rws87, i32 %off2178, i32 0, i32 20)
  %krow2181 = add i32 %kbase1485, %kin2017
  %kr2183 = mul i32 %krow2181, 4
  %t_r2185 = add i32 %kr2183, 2
  %t_s2187 = mul i32 %t_r2185, 4
  %t_c2189 = add i32 %t_s2187, 2
  %t_e2191 = mul i32 %t_c2189, 16
  %el2192 = add i32 %t_e2191, %cin1491
  %off2194 = shl i32 %el2192, 2
  %v2195 = extractelement <8 x float> %acc734, i32 2
  %old.344 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2195, ptr addrspace(8) %rws87, i32 %off2194, i32 0, i32 20)
  %krow2197 = add i32 %kbase1485, %kin2017
  %kr2199 = mul i32 %krow2197, 4
  %t_r2201 = add i32 %kr2199, 2
  %t_s2203 = mul i32 %t_r2201, 4
  %t_c2205 = add i32 %t_s2203, 3
  %t_e2207 = mul i32 %t_c2205, 16
  %el2208 = add i32 %t_e2207, %cin1491
  %off2210 = shl i32 %el2208, 2
  %v2211 = extractelement <8 x float> %acc735, i32 2
  %old.345 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2211, ptr addrspace(8) %rws87, i32 %off2210, i32 0, i32 20)
  %krow2213 = add i32 %kbase1485, %kin2017
  %kr2215 = mul i32 %krow2213, 4
  %t_r2217 = add i32 %kr2215, 3
  %t_s2219 = mul i32 %t_r2217, 4
  %t_c2221 = add i32 %t_s2219, 0
  %t_e2223 = mul i32 %t_c2221, 16
  %el2224 = add i32 %t_e2223, %cin1491
  %off2226 = shl i32 %el2224, 2
  %v2227 = extractelement <8 x float> %acc736, i32 2
  %old.346 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2227, ptr addrspace(8) %rws87, i32 %off2226, i32 0, i32 20)
  %krow2229 = add i32 %kbase1485, %kin2017
  %kr2231 = mul i32 %krow2229, 4
  %t_r2233 = add i32 %kr2231, 3
  %t_s2235 = mul i32 %t_r2233, 4
  %t_c2237 = add i32 %t_s2235, 1
  %t_e2239 = mul i32 %t_c2237, 16
  %el2240 = add i32 %t_e2239, %cin1491
  %off2242 = shl i32 %el2240, 2
  %v2243 = extractelement <8 x float> %acc737, i32 2
  %old.347 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2243, ptr addrspace(8) %rws87, i32 %off2242, i32 0, i32 20)
  %krow2245 = add i32 %kbase1485, %kin2017
  %kr2247 = mul i32 %krow2245, 4
  %t_r2249 = add i32 %kr2247, 3
  %t_s2251 = mul i32 %t_r2249, 4
  %t_c2253 = add i32 %t_s2251, 2
  %t_e2255 = mul i32 %t_c2253, 16
  %el2256 = add i32 %t_e2255, %cin1491
  %off2258 = shl i32 %el2256, 2
  %v2259 = extractelement <8 x float> %acc738, i32 2
  %old.348 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2259, ptr addrspace(8) %rws87, i32 %off2258, i32 0, i32 20)
  %krow2261 = add i32 %kbase1485, %kin2017
  %kr2263 = mul i32 %krow2261, 4
  %t_r2265 = add i32 %kr2263, 3
  %t_s2267 = mul i32 %t_r2265, 4
  %t_c2269 = add i32 %t_s2267, 3
  %t_e2271 = mul i32 %t_c2269, 16
  %el2272 = add i32 %t_e2271, %cin1491
  %off2274 = shl i32 %el2272, 2
  %v2275 = extractelement <8 x float> %acc739, i32 2
  %old.349 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2275, ptr addrspace(8) %rws87, i32 %off2274, i32 0, i32 20)
  br label %if.end.52
if.end.52:
  %kin2278 = add i32 %k_h1488, 3
  %kok2280 = icmp ult i32 %kin2278, 16
  %ok2281 = and i1 %kok2280, %cok1493
  br i1 %ok2281, label %if.then.53, label %if.end.53
if.then.53:
  %krow2282 = add i32 %kbase1485, %kin2278
  %kr2284 = mul i32 %krow2282, 4
  %t_r2286 = add i32 %kr2284, 0
  %t_s2288 = mul i32 %t_r2286, 4
  %t_c2290 = add i32 %t_s2288, 0
  %t_e2292 = mul i32 %t_c2290, 16
  %el2293 = add i32 %t_e2292, %cin1491
  %off2295 = shl i32 %el2293, 2
  %v2296 = extractelement <8 x float> %acc724, i32 3
  %old.350 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2296, ptr addrspace(8) %rws87, i32 %off2295, i32 0, i32 20)
  %krow2298 = add i32 %kbase1485, %kin2278
  %kr2300 = mul i32 %krow2298, 4
  %t_r2302 = add i32 %kr2300, 0
  %t_s2304 = mul i32 %t_r2302, 4
  %t_c2306 = add i32 %t_s2304, 1
  %t_e2308 = mul i32 %t_c2306, 16
  %el2309 = add i32 %t_e2308, %cin1491
  %off2311 = shl i32 %el2309, 2
  %v2312 = extractelement <8 x float> %acc725, i32 3
  %old.351 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2312, ptr addrspace(8) %rws87, i32 %off2311, i32 0, i32 20)
  %krow2314 = add i32 %kbase1485, %kin2278
  %kr2316 = mul i32 %krow2314, 4
  %t_r2318 = add i32 %kr2316, 0
  %t_s2320 = mul i32 %t_r2318, 4
  %t_c2322 = add i32 %t_s2320, 2
  %t_e2324 = mul i32 %t_c2322, 16
  %el2325 = add i32 %t_e2324, %cin1491
  %off2327 = shl i32 %el2325, 2
  %v2328 = extractelement <8 x float> %acc726, i32 3
  %old.352 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2328, ptr addrspace(8) %rws87, i32 %off2327, i32 0, i32 20)
  %krow2330 = add i32 %kbase1485, %kin2278
  %kr2332 = mul i32 %krow2330, 4
  %t_r2334 = add i32 %kr2332, 0
  %t_s2336 = mul i32 %t_r2334, 4
  %t_c2338 = add i32 %t_s2336, 3
  %t_e2340 = mul i32 %t_c2338, 16
  %el2341 = add i32 %t_e2340, %cin1491
  %off2343 = shl i32 %el2341, 2
  %v2344 = extractelement <8 x float> %acc727, i32 3
  %old.353 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2344, ptr addrspace(8) %rws87, i32 %off2343, i32 0, i32 20)
  %krow2346 = add i32 %kbase1485, %kin2278
  %kr2348 = mul i32 %krow2346, 4
  %t_r2350 = add i32 %kr2348, 1
  %t_s2352 = mul i32 %t_r2350, 4
  %t_c2354 = add i32 %t_s2352, 0
  %t_e2356 = mul i32 %t_c2354, 16
  %el2357 = add i32 %t_e2356, %cin1491
  %off2359 = shl i32 %el2357, 2
  %v2360 = extractelement <8 x float> %acc728, i32 3
  %old.354 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2360, ptr addrspace(8) %rws87, i32 %off2359, i32 0, i32 20)
  %krow2362 = add i32 %kbase1485, %kin2278
  %kr2364 = mul i32 %krow2362, 4
  %t_r2366 = add i32 %kr2364, 1
  %t_s2368 = mul i32 %t_r2366, 4
  %t_c2370 = add i32 %t_s2368, 1
  %t_e2372 = mul i32 %t_c2370, 16
  %el2373 = add i32 %t_e2372, %cin1491
  %off2375 = shl i32 %el2373, 2
  %v2376 = extractelement <8 x float> %acc729, i32 3
  %old.355 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2376, ptr addrspace(8) %rws87, i32 %off2375, i32 0, i32 20)
  %krow2378 = add i32 %kbase1485, %kin2278
  %kr2380 = mul i32 %krow2378, 4
  %t_r2382 = add i32 %kr2380, 1
  %t_s2384 = mul i32 %t_r2382, 4
  %t_c2386 = add i32 %t_s2384, 2
  %t_e2388 = mul i32 %t_c2386, 16
  %el2389 = add i32 %t_e2388, %cin1491
  %off2391 = shl i32 %el2389, 2
  %v2392 = extractelement <8 x float> %acc730, i32 3
  %old.356 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2392, ptr addrspace(8) %rws87, i32 %off2391, i32 0, i32 20)
  %krow2394 = add i32 %kbase1485, %kin2278
  %kr2396 = mul i32 %krow2394, 4
  %t_r2398 = add i32 %kr2396, 1
  %t_s2400 = mul i32 %t_r2398, 4
  %t_c2402 = add i32 %t_s2400, 3
  %t_e2404 = mul i32 %t_c2402, 16
  %el2405 = add i32 %t_e2404, %cin1491
  %off2407 = shl i32 %el2405, 2
  %v2408 = extractelement <8 x float> %acc731, i32 3
  %old.357 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2408, ptr addrspace(8) %rws87, i32 %off2407, i32 0, i32 20)
  %krow2410 = add i32 %kbase1485, %kin2278
  %kr2412 = mul i32 %krow2410, 4
  %t_r2414 = add i32 %kr2412, 2
  %t_s2416 = mul i32 %t_r2414, 4
  %t_c2418 = add i32 %t_s2416, 0
  %t_e2420 = mul i32 %t_c2418, 16
  %el2421 = add i32 %t_e2420, %cin1491
  %off2423 = shl i32 %el2421, 2
  %v2424 = extractelement <8 x float> %acc732, i32 3
  %old.358 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2424, ptr addrspace(8) %rws87, i32 %off2423, i32 0, i32 20)
  %krow2426 = add i32 %kbase1485, %kin2278
  %kr2428 = mul i32 %krow2426, 4
  %t_r2430 = add i32 %kr2428, 2
  %t_s2432 = mul i32 %t_r2430, 4
  %t_c2434 = add i32 %t_s2432, 1
  %t_e2436 = mul i32 %t_c2434, 16
  %el2437 = add i32 %t_e2436, %cin1491
  %off2439 = shl i32 %el2437, 2
  %v2440 = extractelement <8 x float> %acc733, i32 3
  %old.359 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2440, ptr addrspace(8) %rws87, i32 %off2439, i32 0, i32 20)
  %krow2442 = add i32 %kbase1485, %kin2278
  %kr2444 = mul i32 %krow2442, 4
  %t_r2446 = add i32 %kr2444, 2
  %t_s2448 = mul i32 %t_r2446, 4
  %t_c2450 = add i32 %t_s2448, 2
  %t_e2452 = mul i32 %t_c2450, 16
  %el2453 = add i32 %t_e2452, %cin1491
  %off2455 = shl i32 %el2453, 2
  %v2456 = extractelement <8 x float> %acc734, i32 3
  %old.360 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2456, ptr addrspace(8) %rws87, i32 %off2455, i32 0, i32 20)
  %krow2458 = add i32 %kbase1485, %kin2278
  %kr2460 = mul i32 %krow2458, 4
  %t_r2462 = add i32 %kr2460, 2
  %t_s2464 = mul i32 %t_r2462, 4
  %t_c2466 = add i32 %t_s2464, 3
  %t_e2468 = mul i32 %t_c2466, 16
  %el2469 = add i32 %t_e2468, %cin1491
  %off2471 = shl i32 %el2469, 2
  %v2472 = extractelement <8 x float> %acc735, i32 3
  %old.361 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2472, ptr addrspace(8) %rws87, i32 %off2471, i32 0, i32 20)
  %krow2474 = add i32 %kbase1485, %kin2278
  %kr2476 = mul i32 %krow2474, 4
  %t_r2478 = add i32 %kr2476, 3
  %t_s2480 = mul i32 %t_r2478, 4
  %t_c2482 = add i32 %t_s2480, 0
  %t_e2484 = mul i32 %t_c2482, 16
  %el2485 = add i32 %t_e2484, %cin1491
  %off2487 = shl i32 %el2485, 2
  %v2488 = extractelement <8 x float> %acc736, i32 3
  %old.362 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2488, ptr addrspace(8) %rws87, i32 %off2487, i32 0, i32 20)
  %krow2490 = add i32 %kbase1485, %kin2278
  %kr2492 = mul i32 %krow2490, 4
  %t_r2494 = add i32 %kr2492, 3
  %t_s2496 = mul i32 %t_r2494, 4
  %t_c2498 = add i32 %t_s2496, 1
  %t_e2500 = mul i32 %t_c2498, 16
  %el2501 = add i32 %t_e2500, %cin1491
  %off2503 = shl i32 %el2501, 2
  %v2504 = extractelement <8 x float> %acc737, i32 3
  %old.363 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2504, ptr addrspace(8) %rws87, i32 %off2503, i32 0, i32 20)
  %krow2506 = add i32 %kbase1485, %kin2278
  %kr2508 = mul i32 %krow2506, 4
  %t_r2510 = add i32 %kr2508, 3
  %t_s2512 = mul i32 %t_r2510, 4
  %t_c2514 = add i32 %t_s2512, 2
  %t_e2516 = mul i32 %t_c2514, 16
  %el2517 = add i32 %t_e2516, %cin1491
  %off2519 = shl i32 %el2517, 2
  %v2520 = extractelement <8 x float> %acc738, i32 3
  %old.364 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2520, ptr addrspace(8) %rws87, i32 %off2519, i32 0, i32 20)
  %krow2522 = add i32 %kbase1485, %kin2278
  %kr2524 = mul i32 %krow2522, 4
  %t_r2526 = add i32 %kr2524, 3
  %t_s2528 = mul i32 %t_r2526, 4
  %t_c2530 = add i32 %t_s2528, 3
  %t_e2532 = mul i32 %t_c2530, 16
  %el2533 = add i32 %t_e2532, %cin1491
  %off2535 = shl i32 %el2533, 2
  %v2536 = extractelement <8 x float> %acc739, i32 3
  %old.365 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2536, ptr addrspace(8) %rws87, i32 %off2535, i32 0, i32 20)
  br label %if.end.53
if.end.53:
  %kin2539 = add i32 %k_h1488, 4
  %kok2541 = icmp ult i32 %kin2539, 16
  %ok2542 = and i1 %kok2541, %cok1493
  br i1 %ok2542, label %if.then.54, label %if.end.54
if.then.54:
  %krow2543 = add i32 %kbase1485, %kin2539
  %kr2545 = mul i32 %krow2543, 4
  %t_r2547 = add i32 %kr2545, 0
  %t_s2549 = mul i32 %t_r2547, 4
  %t_c2551 = add i32 %t_s2549, 0
  %t_e2553 = mul i32 %t_c2551, 16
  %el2554 = add i32 %t_e2553, %cin1491
  %off2556 = shl i32 %el2554, 2
  %v2557 = extractelement <8 x float> %acc724, i32 4
  %old.366 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2557, ptr addrspace(8) %rws87, i32 %off2556, i32 0, i32 20)
  %krow2559 = add i32 %kbase1485, %kin2539
  %kr2561 = mul i32 %krow2559, 4
  %t_r2563 = add i32 %kr2561, 0
  %t_s2565 = mul i32 %t_r2563, 4
  %t_c2567 = add i32 %t_s2565, 1
  %t_e2569 = mul i32 %t_c2567, 16
  %el2570 = add i32 %t_e2569, %cin1491
  %off2572 = shl i32 %el2570, 2
  %v2573 = extractelement <8 x float> %acc725, i32 4
  %old.367 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2573, ptr addrspace(8) %rws87, i32 %off2572, i32 0, i32 20)
  %krow2575 = add i32 %kbase1485, %kin2539
  %kr2577 = mul i32 %krow2575, 4
  %t_r2579 = add i32 %kr2577, 0
  %t_s2581 = mul i32 %t_r2579, 4
  %t_c2583 = add i32 %t_s2581, 2
  %t_e2585 = mul i32 %t_c2583, 16
  %el2586 = add i32 %t_e2585, %cin1491
  %off2588 = shl i32 %el2586, 2
  %v2589 = extractelement <8 x float> %acc726, i32 4
  %old.368 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2589, ptr addrspace(8) %rws87, i32 %off2588, i32 0, i32 20)
  %krow2591 = add i32 %kbase1485, %kin2539
  %kr2593 = mul i32 %krow2591, 4
  %t_r2595 = add i32 %kr2593, 0
  %t_s2597 = mul i32 %t_r2595, 4
  %t_c2599 = add i32 %t_s2597, 3
  %t_e2601 = mul i32 %t_c2599, 16
  %el2602 = add i32 %t_e2601, %cin1491
  %off2604 = shl i32 %el2602, 2
  %v2605 = extractelement <8 x float> %acc727, i32 4
  %old.369 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2605, ptr addrspace(8) %rws87, i32 %off2604, i32 0, i32 20)
  %krow2607 = add i32 %kbase1485, %kin2539
  %kr2609 = mul i32 %krow2607, 4
  %t_r2611 = add i32 %kr2609, 1
  %t_s2613 = mul i32 %t_r2611, 4
  %t_c2615 = add i32 %t_s2613, 0
  %t_e2617 = mul i32 %t_c2615, 16
  %el2618 = add i32 %t_e2617, %cin1491
  %off2620 = shl i32 %el2618, 2
  %v2621 = extractelement <8 x float> %acc728, i32 4
  %old.370 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2621, ptr addrspace(8) %rws87, i32 %off2620, i32 0, i32 20)
  %krow2623 = add i32 %kbase1485, %kin2539
  %kr2625 = mul i32 %krow2623, 4
  %t_r2627 = add i32 %kr2625, 1
  %t_s2629 = mul i32 %t_r2627, 4
  %t_c2631 = add i32 %t_s2629, 1
  %t_e2633 = mul i32 %t_c2631, 16
  %el2634 = add i32 %t_e2633, %cin1491
  %off2636 = shl i32 %el2634, 2
  %v2637 = extractelement <8 x float> %acc729, i32 4
  %old.371 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2637, ptr addrspace(8) %rws87, i32 %off2636, i32 0, i32 20)
  %krow2639 = add i32 %kbase1485, %kin2539
  %kr2641 = mul i32 %krow2639, 4
  %t_r2643 = add i32 %kr2641, 1
  %t_s2645 = mul i32 %t_r2643, 4
  %t_c2647 = add i32 %t_s2645, 2
  %t_e2649 = mul i32 %t_c2647, 16
  %el2650 = add i32 %t_e2649, %cin1491
  %off2652 = shl i32 %el2650, 2
  %v2653 = extractelement <8 x float> %acc730, i32 4
  %old.372 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2653, ptr addrspace(8) %rws87, i32 %off2652, i32 0, i32 20)
  %krow2655 = add i32 %kbase1485, %kin2539
  %kr2657 = mul i32 %krow2655, 4
  %t_r2659 = add i32 %kr2657, 1
  %t_s2661 = mul i32 %t_r2659, 4
  %t_c2663 = add i32 %t_s2661, 3
  %t_e2665 = mul i32 %t_c2663, 16
  %el2666 = add i32 %t_e2665, %cin1491
  %off2668 = shl i32 %el2666, 2
  %v2669 = extractelement <8 x float> %acc731, i32 4
  %old.373 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2669, ptr addrspace(8) %rws87, i32 %off2668, i32 0, i32 20)
  %krow2671 = add i32 %kbase1485, %kin2539
  %kr2673 = mul i32 %krow2671, 4
  %t_r2675 = add i32 %kr2673, 2
  %t_s2677 = mul i32 %t_r2675, 4
  %t_c2679 = add i32 %t_s2677, 0
  %t_e2681 = mul i32 %t_c2679, 16
  %el2682 = add i32 %t_e2681, %cin1491
  %off2684 = shl i32 %el2682, 2
  %v2685 = extractelement <8 x float> %acc732, i32 4
  %old.374 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2685, ptr addrspace(8) %rws87, i32 %off2684, i32 0, i32 20)
  %krow2687 = add i32 %kbase1485, %kin2539
  %kr2689 = mul i32 %krow2687, 4
  %t_r2691 = add i32 %kr2689, 2
  %t_s2693 = mul i32 %t_r2691, 4
  %t_c2695 = add i32 %t_s2693, 1
  %t_e2697 = mul i32 %t_c2695, 16
  %el2698 = add i32 %t_e2697, %cin1491
  %off2700 = shl i32 %el2698, 2
  %v2701 = extractelement <8 x float> %acc733, i32 4
  %old.375 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2701, ptr addrspace(8) %rws87, i32 %off2700, i32 0, i32 20)
  %krow2703 = add i32 %kbase1485, %kin2539
  %kr2705 = mul i32 %krow2703, 4
  %t_r2707 = add i32 %kr2705, 2
  %t_s2709 = mul i32 %t_r2707, 4
  %t_c2711 = add i32 %t_s2709, 2
  %t_e2713 = mul i32 %t_c2711, 16
  %el2714 = add i32 %t_e2713, %cin1491
  %off2716 = shl i32 %el2714, 2
  %v2717 = extractelement <8 x float> %acc734, i32 4
  %old.376 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2717, ptr addrspace(8) %rws87, i32 %off2716, i32 0, i32 20)
  %krow2719 = add i32 %kbase1485, %kin2539
  %kr2721 = mul i32 %krow2719, 4
  %t_r2723 = add i32 %kr2721, 2
  %t_s2725 = mul i32 %t_r2723, 4
  %t_c2727 = add i32 %t_s2725, 3
  %t_e2729 = mul i32 %t_c2727, 16
  %el2730 = add i32 %t_e2729, %cin1491
  %off2732 = shl i32 %el2730, 2
  %v2733 = extractelement <8 x float> %acc735, i32 4
  %old.377 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2733, ptr addrspace(8) %rws87, i32 %off2732, i32 0, i32 20)
  %krow2735 = add i32 %kbase1485, %kin2539
  %kr2737 = mul i32 %krow2735, 4
  %t_r2739 = add i32 %kr2737, 3
  %t_s2741 = mul i32 %t_r2739, 4
  %t_c2743 = add i32 %t_s2741, 0
  %t_e2745 = mul i32 %t_c2743, 16
  %el2746 = add i32 %t_e2745, %cin1491
  %off2748 = shl i32 %el2746, 2
  %v2749 = extractelement <8 x float> %acc736, i32 4
  %old.378 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2749, ptr addrspace(8) %rws87, i32 %off2748, i32 0, i32 20)
  %krow2751 = add i32 %kbase1485, %kin2539
  %kr2753 = mul i32 %krow2751, 4
  %t_r2755 = add i32 %kr2753, 3
  %t_s2757 = mul i32 %t_r2755, 4
  %t_c2759 = add i32 %t_s2757, 1
  %t_e2761 = mul i32 %t_c2759, 16
  %el2762 = add i32 %t_e2761, %cin1491
  %off2764 = shl i32 %el2762, 2
  %v2765 = extractelement <8 x float> %acc737, i32 4
  %old.379 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2765, ptr addrspace(8) %rws87, i32 %off2764, i32 0, i32 20)
  %krow2767 = add i32 %kbase1485, %kin2539
  %kr2769 = mul i32 %krow2767, 4
  %t_r2771 = add i32 %kr2769, 3
  %t_s2773 = mul i32 %t_r2771, 4
  %t_c2775 = add i32 %t_s2773, 2
  %t_e2777 = mul i32 %t_c2775, 16
  %el2778 = add i32 %t_e2777, %cin1491
  %off2780 = shl i32 %el2778, 2
  %v2781 = extractelement <8 x float> %acc738, i32 4
  %old.380 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2781, ptr addrspace(8) %rws87, i32 %off2780, i32 0, i32 20)
  %krow2783 = add i32 %kbase1485, %kin2539
  %kr2785 = mul i32 %krow2783, 4
  %t_r2787 = add i32 %kr2785, 3
  %t_s2789 = mul i32 %t_r2787, 4
  %t_c2791 = add i32 %t_s2789, 3
  %t_e2793 = mul i32 %t_c2791, 16
  %el2794 = add i32 %t_e2793, %cin1491
  %off2796 = shl i32 %el2794, 2
  %v2797 = extractelement <8 x float> %acc739, i32 4
  %old.381 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2797, ptr addrspace(8) %rws87, i32 %off2796, i32 0, i32 20)
  br label %if.end.54
if.end.54:
  %kin2800 = add i32 %k_h1488, 5
  %kok2802 = icmp ult i32 %kin2800, 16
  %ok2803 = and i1 %kok2802, %cok1493
  br i1 %ok2803, label %if.then.55, label %if.end.55
if.then.55:
  %krow2804 = add i32 %kbase1485, %kin2800
  %kr2806 = mul i32 %krow2804, 4
  %t_r2808 = add i32 %kr2806, 0
  %t_s2810 = mul i32 %t_r2808, 4
  %t_c2812 = add i32 %t_s2810, 0
  %t_e2814 = mul i32 %t_c2812, 16
  %el2815 = add i32 %t_e2814, %cin1491
  %off2817 = shl i32 %el2815, 2
  %v2818 = extractelement <8 x float> %acc724, i32 5
  %old.382 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2818, ptr addrspace(8) %rws87, i32 %off2817, i32 0, i32 20)
  %krow2820 = add i32 %kbase1485, %kin2800
  %kr2822 = mul i32 %krow2820, 4
  %t_r2824 = add i32 %kr2822, 0
  %t_s2826 = mul i32 %t_r2824, 4
  %t_c2828 = add i32 %t_s2826, 1
  %t_e2830 = mul i32 %t_c2828, 16
  %el2831 = add i32 %t_e2830, %cin1491
  %off2833 = shl i32 %el2831, 2
  %v2834 = extractelement <8 x float> %acc725, i32 5
  %old.383 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2834, ptr addrspace(8) %rws87, i32 %off2833, i32 0, i32 20)
  %krow2836 = add i32 %kbase1485, %kin2800
  %kr2838 = mul i32 %krow2836, 4
  %t_r2840 = add i32 %kr2838, 0
  %t_s2842 = mul i32 %t_r2840, 4
  %t_c2844 = add i32 %t_s2842, 2
  %t_e2846 = mul i32 %t_c2844, 16
  %el2847 = add i32 %t_e2846, %cin1491
  %off2849 = shl i32 %el2847, 2
  %v2850 = extractelement <8 x float> %acc726, i32 5
  %old.384 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2850, ptr addrspace(8) %rws87, i32 %off2849, i32 0, i32 20)
  %krow2852 = add i32 %kbase1485, %kin2800
  %kr2854 = mul i32 %krow2852, 4
  %t_r2856 = add i32 %kr2854, 0
  %t_s2858 = mul i32 %t_r2856, 4
  %t_c2860 = add i32 %t_s2858, 3
  %t_e2862 = mul i32 %t_c2860, 16
  %el2863 = add i32 %t_e2862, %cin1491
  %off2865 = shl i32 %el2863, 2
  %v2866 = extractelement <8 x float> %acc727, i32 5
  %old.385 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2866, ptr addrspace(8) %rws87, i32 %off2865, i32 0, i32 20)
  %krow2868 = add i32 %kbase1485, %kin2800
  %kr2870 = mul i32 %krow2868, 4
  %t_r2872 = add i32 %kr2870, 1
  %t_s2874 = mul i32 %t_r2872, 4
  %t_c2876 = add i32 %t_s2874, 0
  %t_e2878 = mul i32 %t_c2876, 16
  %el2879 = add i32 %t_e2878, %cin1491
  %off2881 = shl i32 %el2879, 2
  %v2882 = extractelement <8 x float> %acc728, i32 5
  %old.386 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2882, ptr addrspace(8) %rws87, i32 %off2881, i32 0, i32 20)
  %krow2884 = add i32 %kbase1485, %kin2800
  %kr2886 = mul i32 %krow2884, 4
  %t_r2888 = add i32 %kr2886, 1
  %t_s2890 = mul i32 %t_r2888, 4
  %t_c2892 = add i32 %t_s2890, 1
  %t_e2894 = mul i32 %t_c2892, 16
  %el2895 = add i32 %t_e2894, %cin1491
  %off2897 = shl i32 %el2895, 2
  %v2898 = extractelement <8 x float> %acc729, i32 5
  %old.387 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2898, ptr addrspace(8) %rws87, i32 %off2897, i32 0, i32 20)
  %krow2900 = add i32 %kbase1485, %kin2800
  %kr2902 = mul i32 %krow2900, 4
  %t_r2904 = add i32 %kr2902, 1
  %t_s2906 = mul i32 %t_r2904, 4
  %t_c2908 = add i32 %t_s2906, 2
  %t_e2910 = mul i32 %t_c2908, 16
  %el2911 = add i32 %t_e2910, %cin1491
  %off2913 = shl i32 %el2911, 2
  %v2914 = extractelement <8 x float> %acc730, i32 5
  %old.388 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2914, ptr addrspace(8) %rws87, i32 %off2913, i32 0, i32 20)
  %krow2916 = add i32 %kbase1485, %kin2800
  %kr2918 = mul i32 %krow2916, 4
  %t_r2920 = add i32 %kr2918, 1
  %t_s2922 = mul i32 %t_r2920, 4
  %t_c2924 = add i32 %t_s2922, 3
  %t_e2926 = mul i32 %t_c2924, 16
  %el2927 = add i32 %t_e2926, %cin1491
  %off2929 = shl i32 %el2927, 2
  %v2930 = extractelement <8 x float> %acc731, i32 5
  %old.389 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2930, ptr addrspace(8) %rws87, i32 %off2929, i32 0, i32 20)
  %krow2932 = add i32 %kbase1485, %kin2800
  %kr2934 = mul i32 %krow2932, 4
  %t_r2936 = add i32 %kr2934, 2
  %t_s2938 = mul i32 %t_r2936, 4
  %t_c2940 = add i32 %t_s2938, 0
  %t_e2942 = mul i32 %t_c2940, 16
  %el2943 = add i32 %t_e2942, %cin1491
  %off2945 = shl i32 %el2943, 2
  %v2946 = extractelement <8 x float> %acc732, i32 5
  %old.390 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2946, ptr addrspace(8) %rws87, i32 %off2945, i32 0, i32 20)
  %krow2948 = add i32 %kbase1485, %kin2800
  %kr2950 = mul i32 %krow2948, 4
  %t_r2952 = add i32 %kr2950, 2
  %t_s2954 = mul i32 %t_r2952, 4
  %t_c2956 = add i32 %t_s2954, 1
  %t_e2958 = mul i32 %t_c2956, 16
  %el2959 = add i32 %t_e2958, %cin1491
  %off2961 = shl i32 %el2959, 2
  %v2962 = extractelement <8 x float> %acc733, i32 5
  %old.391 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2962, ptr addrspace(8) %rws87, i32 %off2961, i32 0, i32 20)
  %krow2964 = add i32 %kbase1485, %kin2800
  %kr2966 = mul i32 %krow2964, 4
  %t_r2968 = add i32 %kr2966, 2
  %t_s2970 = mul i32 %t_r2968, 4
  %t_c2972 = add i32 %t_s2970, 2
  %t_e2974 = mul i32 %t_c2972, 16
  %el2975 = add i32 %t_e2974, %cin1491
  %off2977 = shl i32 %el2975, 2
  %v2978 = extractelement <8 x float> %acc734, i32 5
  %old.392 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2978, ptr addrspace(8) %rws87, i32 %off2977, i32 0, i32 20)
  %krow2980 = add i32 %kbase1485, %kin2800
  %kr2982 = mul i32 %krow2980, 4
  %t_r2984 = add i32 %kr2982, 2
  %t_s2986 = mul i32 %t_r2984, 4
  %t_c2988 = add i32 %t_s2986, 3
  %t_e2990 = mul i32 %t_c2988, 16
  %el2991 = add i32 %t_e2990, %cin1491
  %off2993 = shl i32 %el2991, 2
  %v2994 = extractelement <8 x float> %acc735, i32 5
  %old.393 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2994, ptr addrspace(8) %rws87, i32 %off2993, i32 0, i32 20)
  %krow2996 = add i32 %kbase1485, %kin2800
  %kr2998 = mul i32 %krow2996, 4
  %t_r3000 = add i32 %kr2998, 3
  %t_s3002 = mul i32 %t_r3000, 4
  %t_c3004 = add i32 %t_s3002, 0
  %t_e3006 = mul i32 %t_c3004, 16
  %el3007 = add i32 %t_e3006, %cin1491
  %off3009 = shl i32 %el3007, 2
  %v3010 = extractelement <8 x float> %acc736, i32 5
  %old.394 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3010, ptr addrspace(8) %rws87, i32 %off3009, i32 0, i32 20)
  %krow3012 = add i32 %kbase1485, %kin2800
  %kr3014 = mul i32 %krow3012, 4
  %t_r3016 = add i32 %kr3014, 3
  %t_s3018 = mul i32 %t_r3016, 4
  %t_c3020 = add i32 %t_s3018, 1
  %t_e3022 = mul i32 %t_c3020, 16
  %el3023 = add i32 %t_e3022, %cin1491
  %off3025 = shl i32 %el3023, 2
  %v3026 = extractelement <8 x float> %acc737, i32 5
  %old.395 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3026, ptr addrspace(8) %rws87, i32 %off3025, i32 0, i32 20)
  %krow3028 = add i32 %kbase1485, %kin2800
  %kr3030 = mul i32 %krow3028, 4
  %t_r3032 = add i32 %kr3030, 3
  %t_s3034 = mul i32 %t_r3032, 4
  %t_c3036 = add i32 %t_s3034, 2
  %t_e3038 = mul i32 %t_c3036, 16
  %el3039 = add i32 %t_e3038, %cin1491
  %off3041 = shl i32 %el3039, 2
  %v3042 = extractelement <8 x float> %acc738, i32 5
  %old.396 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3042, ptr addrspace(8) %rws87, i32 %off3041, i32 0, i32 20)
  %krow3044 = add i32 %kbase1485, %kin2800
  %kr3046 = mul i32 %krow3044, 4
  %t_r3048 = add i32 %kr3046, 3
  %t_s3050 = mul i32 %t_r3048, 4
  %t_c3052 = add i32 %t_s3050, 3
  %t_e3054 = mul i32 %t_c3052, 16
  %el3055 = add i32 %t_e3054, %cin1491
  %off3057 = shl i32 %el3055, 2
  %v3058 = extractelement <8 x float> %acc739, i32 5
  %old.397 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3058, ptr addrspace(8) %rws87, i32 %off3057, i32 0, i32 20)
  br label %if.end.55
if.end.55:
  %kin3061 = add i32 %k_h1488, 6
  %kok3063 = icmp ult i32 %kin3061, 16
  %ok3064 = and i1 %kok3063, %cok1493
  br i1 %ok3064, label %if.then.56, label %if.end.56
if.then.56:
  %krow3065 = add i32 %kbase1485, %kin3061
  %kr3067 = mul i32 %krow3065, 4
  %t_r3069 = add i32 %kr3067, 0
  %t_s3071 = mul i32 %t_r3069, 4
  %t_c3073 = add i32 %t_s3071, 0
  %t_e3075 = mul i32 %t_c3073, 16
  %el3076 = add i32 %t_e3075, %cin1491
  %off3078 = shl i32 %el3076, 2
  %v3079 = extractelement <8 x float> %acc724, i32 6
  %old.398 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3079, ptr addrspace(8) %rws87, i32 %off3078, i32 0, i32 20)
  %krow3081 = add i32 %kbase1485, %kin3061
  %kr3083 = mul i32 %krow3081, 4
  %t_r3085 = add i32 %kr3083, 0
  %t_s3087 = mul i32 %t_r3085, 4
  %t_c3089 = add i32 %t_s3087, 1
  %t_e3091 = mul i32 %t_c3089, 16
  %el3092 = add i32 %t_e3091, %cin1491
  %off3094 = shl i32 %el3092, 2
  %v3095 = extractelement <8 x float> %acc725, i32 6
  %old.399 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3095, ptr addrspace(8) %rws87, i32 %off3094, i32 0, i32 20)
  %krow3097 = add i32 %kbase1485, %kin3061
  %kr3099 = mul i32 %krow3097, 4
  %t_r3101 = add i32 %kr3099, 0
  %t_s3103 = mul i32 %t_r3101, 4
  %t_c3105 = add i32 %t_s3103, 2
  %t_e3107 = mul i32 %t_c3105, 16
  %el3108 = add i32 %t_e3107, %cin1491
  %off3110 = shl i32 %el3108, 2
  %v3111 = extractelement <8 x float> %acc726, i32 6
  %old.400 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3111, ptr addrspace(8) %rws87, i32 %off3110, i32 0, i32 20)
  %krow3113 = add i32 %kbase1485, %kin3061
  %kr3115 = mul i32 %krow3113, 4
  %t_r3117 = add i32 %kr3115, 0
  %t_s3119 = mul i32 %t_r3117, 4
  %t_c3121 = add i32 %t_s3119, 3
  %t_e3123 = mul i32 %t_c3121, 16
  %el3124 = add i32 %t_e3123, %cin1491
  %off3126 = shl i32 %el3124, 2
  %v3127 = extractelement <8 x float> %acc727, i32 6
  %old.401 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3127, ptr addrspace(8) %rws87, i32 %off3126, i32 0, i32 20)
  %krow3129 = add i32 %kbase1485, %kin3061
  %kr3131 = mul i32 %krow3129, 4
  %t_r3133 = add i32 %kr3131, 1
  %t_s3135 = mul i32 %t_r3133, 4
  %t_c3137 = add i32 %t_s3135, 0
  %t_e3139 = mul i32 %t_c3137, 16
  %el3140 = add i32 %t_e3139, %cin1491
  %off3142 = shl i32 %el3140, 2
  %v3143 = extractelement <8 x float> %acc728, i32 6
  %old.402 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3143, ptr addrspace(8) %rws87, i32 %off3142, i32 0, i32 20)
  %krow3145 = add i32 %kbase1485, %kin3061
  %kr3147 = mul i32 %krow3145, 4
  %t_r3149 = add i32 %kr3147, 1
  %t_s3151 = mul i32 %t_r3149, 4
  %t_c3153 = add i32 %t_s3151, 1
  %t_e3155 = mul i32 %t_c3153, 16
  %el3156 = add i32 %t_e3155, %cin1491
  %off3158 = shl i32 %el3156, 2
  %v3159 = extractelement <8 x float> %acc729, i32 6
  %old.403 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3159, ptr addrspace(8) %rws87, i32 %off3158, i32 0, i32 20)
  %krow3161 = add i32 %kbase1485, %kin3061
  %kr3163 = mul i32 %krow3161, 4
  %t_r3165 = add i32 %kr3163, 1
  %t_s3167 = mul i32 %t_r3165, 4
  %t_c3169 = add i32 %t_s3167, 2
  %t_e3171 = mul i32 %t_c3169, 16
  %el3172 = add i32 %t_e3171, %cin1491
  %off3174 = shl i32 %el3172, 2
  %v3175 = extractelement <8 x float> %acc730, i32 6
  %old.404 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3175, ptr addrspace(8) %rws87, i32 %off3174, i32 0, i32 20)
  %krow3177 = add i32 %kbase1485, %kin3061
  %kr3179 = mul i32 %krow3177, 4
  %t_r3181 = add i32 %kr3179, 1
  %t_s3183 = mul i32 %t_r3181, 4
  %t_c3185 = add i32 %t_s3183, 3
  %t_e3187 = mul i32 %t_c3185, 16
  %el3188 = add i32 %t_e3187, %cin1491
  %off3190 = shl i32 %el3188, 2
  %v3191 = extractelement <8 x float> %acc731, i32 6
  %old.405 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3191, ptr addrspace(8) %rws87, i32 %off3190, i32 0, i32 20)
  %krow3193 = add i32 %kbase1485, %kin3061
  %kr3195 = mul i32 %krow3193, 4
  %t_r3197 = add i32 %kr3195, 2
  %t_s3199 = mul i32 %t_r3197, 4
  %t_c3201 = add i32 %t_s3199, 0
  %t_e3203 = mul i32 %t_c3201, 16
  %el3204 = add i32 %t_e3203, %cin1491
  %off3206 = shl i32 %el3204, 2
  %v3207 = extractelement <8 x float> %acc732, i32 6
  %old.406 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3207, ptr addrspace(8) %rws87, i32 %off3206, i32 0, i32 20)
  %krow3209 = add i32 %kbase1485, %kin3061
  %kr3211 = mul i32 %krow3209, 4
  %t_r3213 = add i32 %kr3211, 2
  %t_s3215 = mul i32 %t_r3213, 4
  %t_c3217 = add i32 %t_s3215, 1
  %t_e3219 = mul i32 %t_c3217, 16
  %el3220 = add i32 %t_e3219, %cin1491
  %off3222 = shl i32 %el3220, 2
  %v3223 = extractelement <8 x float> %acc733, i32 6
  %old.407 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3223, ptr addrspace(8) %rws87, i32 %off3222, i32 0, i32 20)
  %krow3225 = add i32 %kbase1485, %kin3061
  %kr3227 = mul i32 %krow3225, 4
  %t_r3229 = add i32 %kr3227, 2
  %t_s3231 = mul i32 %t_r3229, 4
  %t_c3233 = add i32 %t_s3231, 2
  %t_e3235 = mul i32 %t_c3233, 16
  %el3236 = add i32 %t_e3235, %cin1491
  %off3238 = shl i32 %el3236, 2
  %v3239 = extractelement <8 x float> %acc734, i32 6
  %old.408 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3239, ptr addrspace(8) %rws87, i32 %off3238, i32 0, i32 20)
  %krow3241 = add i32 %kbase1485, %kin3061
  %kr3243 = mul i32 %krow3241, 4
  %t_r3245 = add i32 %kr3243, 2
  %t_s3247 = mul i32 %t_r3245, 4
  %t_c3249 = add i32 %t_s3247, 3
  %t_e3251 = mul i32 %t_c3249, 16
  %el3252 = add i32 %t_e3251, %cin1491
  %off3254 = shl i32 %el3252, 2
  %v3255 = extractelement <8 x float> %acc735, i32 6
  %old.409 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3255, ptr addrspace(8) %rws87, i32 %off3254, i32 0, i32 20)
  %krow3257 = add i32 %kbase1485, %kin3061
  %kr3259 = mul i32 %krow3257, 4
  %t_r3261 = add i32 %kr3259, 3
  %t_s3263 = mul i32 %t_r3261, 4
  %t_c3265 = add i32 %t_s3263, 0
  %t_e3267 = mul i32 %t_c3265, 16
  %el3268 = add i32 %t_e3267, %cin1491
  %off3270 = shl i32 %el3268, 2
  %v3271 = extractelement <8 x float> %acc736, i32 6
  %old.410 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3271, ptr addrspace(8) %rws87, i32 %off3270, i32 0, i32 20)
  %krow3273 = add i32 %kbase1485, %kin3061
  %kr3275 = mul i32 %krow3273, 4
  %t_r3277 = add i32 %kr3275, 3
  %t_s3279 = mul i32 %t_r3277, 4
  %t_c3281 = add i32 %t_s3279, 1
  %t_e3283 = mul i32 %t_c3281, 16
  %el3284 = add i32 %t_e3283, %cin1491
  %off3286 = shl i32 %el3284, 2
  %v3287 = extractelement <8 x float> %acc737, i32 6
  %old.411 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3287, ptr addrspace(8) %rws87, i32 %off3286, i32 0, i32 20)
  %krow3289 = add i32 %kbase1485, %kin3061
  %kr3291 = mul i32 %krow3289, 4
  %t_r3293 = add i32 %kr3291, 3
  %t_s3295 = mul i32 %t_r3293, 4
  %t_c3297 = add i32 %t_s3295, 2
  %t_e3299 = mul i32 %t_c3297, 16
  %el3300 = add i32 %t_e3299, %cin1491
  %off3302 = shl i32 %el3300, 2
  %v3303 = extractelement <8 x float> %acc738, i32 6
  %old.412 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3303, ptr addrspace(8) %rws87, i32 %off3302, i32 0, i32 20)
  %krow3305 = add i32 %kbase1485, %kin3061
  %kr3307 = mul i32 %krow3305, 4
  %t_r3309 = add i32 %kr3307, 3
  %t_s3311 = mul i32 %t_r3309, 4
  %t_c3313 = add i32 %t_s3311, 3
  %t_e3315 = mul i32 %t_c3313, 16
  %el3316 = add i32 %t_e3315, %cin1491
  %off3318 = shl i32 %el3316, 2
  %v3319 = extractelement <8 x float> %acc739, i32 6
  %old.413 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3319, ptr addrspace(8) %rws87, i32 %off3318, i32 0, i32 20)
  br label %if.end.56
if.end.56:
  %kin3322 = add i32 %k_h1488, 7
  %kok3324 = icmp ult i32 %kin3322, 16
  %ok3325 = and i1 %kok3324, %cok1493
  br i1 %ok3325, label %if.then.57, label %if.end.57
if.then.57:
  %krow3326 = add i32 %kbase1485, %kin3322
  %kr3328 = mul i32 %krow3326, 4
  %t_r3330 = add i32 %kr3328, 0
  %t_s3332 = mul i32 %t_r3330, 4
  %t_c3334 = add i32 %t_s3332, 0
  %t_e3336 = mul i32 %t_c3334, 16
  %el3337 = add i32 %t_e3336, %cin1491
  %off3339 = shl i32 %el3337, 2
  %v3340 = extractelement <8 x float> %acc724, i32 7
  %old.414 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3340, ptr addrspace(8) %rws87, i32 %off3339, i32 0, i32 20)
  %krow3342 = add i32 %kbase1485, %kin3322
  %kr3344 = mul i32 %krow3342, 4
  %t_r3346 = add i32 %kr3344, 0
  %t_s3348 = mul i32 %t_r3346, 4
  %t_c3350 = add i32 %t_s3348, 1
  %t_e3352 = mul i32 %t_c3350, 16
  %el3353 = add i32 %t_e3352, %cin1491
  %off3355 = shl i32 %el3353, 2
  %v3356 = extractelement <8 x float> %acc725, i32 7
  %old.415 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3356, ptr addrspace(8) %rws87, i32 %off3355, i32 0, i32 20)
  %krow3358 = add i32 %kbase1485, %kin3322
  %kr3360 = mul i32 %krow3358, 4
  %t_r3362 = add i32 %kr3360, 0
  %t_s3364 = mul i32 %t_r3362, 4
  %t_c3366 = add i32 %t_s3364, 2
  %t_e3368 = mul i32 %t_c3366, 16
  %el3369 = add i32 %t_e3368, %cin1491
  %off3371 = shl i32 %el3369, 2
  %v3372 = extractelement <8 x float> %acc726, i32 7
  %old.416 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3372, ptr addrspace(8) %rws87, i32 %off3371, i32 0, i32 20)
  %krow3374 = add i32 %kbase1485, %kin3322
  %kr3376 = mul i32 %krow3374, 4
  %t_r3378 = add i32 %kr3376, 0
  %t_s3380 = mul i32 %t_r3378, 4
  %t_c3382 = add i32 %t_s3380, 3
  %t_e3384 = mul i32 %t_c3382, 16
  %el3385 = add i32 %t_e3384, %cin1491
  %off3387 = shl i32 %el3385, 2
  %v3388 = extractelement <8 x float> %acc727, i32 7
  %old.417 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3388, ptr addrspace(8) %rws87, i32 %off3387, i32 0, i32 20)
  %krow3390 = add i32 %kbase1485, %kin3322
  %kr3392 = mul i32 %krow3390, 4
  %t_r3394 = add i32 %kr3392, 1
  %t_s3396 = mul i32 %t_r3394, 4
  %t_c3398 = add i32 %t_s3396, 0
  %t_e3400 = mul i32 %t_c3398, 16
  %el3401 = add i32 %t_e3400, %cin1491
  %off3403 = shl i32 %el3401, 2
  %v3404 = extractelement <8 x float> %acc728, i32 7
  %old.418 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3404, ptr addrspace(8) %rws87, i32 %off3403, i32 0, i32 20)
  %krow3406 = add i32 %kbase1485, %kin3322
  %kr3408 = mul i32 %krow3406, 4
  %t_r3410 = add i32 %kr3408, 1
  %t_s3412 = mul i32 %t_r3410, 4
  %t_c3414 = add i32 %t_s3412, 1
  %t_e3416 = mul i32 %t_c3414, 16
  %el3417 = add i32 %t_e3416, %cin1491
  %off3419 = shl i32 %el3417, 2
  %v3420 = extractelement <8 x float> %acc729, i32 7
  %old.419 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3420, ptr addrspace(8) %rws87, i32 %off3419, i32 0, i32 20)
  %krow3422 = add i32 %kbase1485, %kin3322
  %kr3424 = mul i32 %krow3422, 4
  %t_r3426 = add i32 %kr3424, 1
  %t_s3428 = mul i32 %t_r3426, 4
  %t_c3430 = add i32 %t_s3428, 2
  %t_e3432 = mul i32 %t_c3430, 16
  %el3433 = add i32 %t_e3432, %cin1491
  %off3435 = shl i32 %el3433, 2
  %v3436 = extractelement <8 x float> %acc730, i32 7
  %old.420 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3436, ptr addrspace(8) %rws87, i32 %off3435, i32 0, i32 20)
  %krow3438 = add i32 %kbase1485, %kin3322
  %kr3440 = mul i32 %krow3438, 4
  %t_r3442 = add i32 %kr3440, 1
  %t_s3444 = mul i32 %t_r3442, 4
  %t_c3446 = add i32 %t_s3444, 3
  %t_e3448 = mul i32 %t_c3446, 16
  %el3449 = add i32 %t_e3448, %cin1491
  %off3451 = shl i32 %el3449, 2
  %v3452 = extractelement <8 x float> %acc731, i32 7
  %old.421 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3452, ptr addrspace(8) %rws87, i32 %off3451, i32 0, i32 20)
  %krow3454 = add i32 %kbase1485, %kin3322
  %kr3456 = mul i32 %krow3454, 4
  %t_r3458 = add i32 %kr3456, 2
  %t_s3460 = mul i32 %t_r3458, 4
  %t_c3462 = add i32 %t_s3460, 0
  %t_e3464 = mul i32 %t_c3462, 16
  %el3465 = add i32 %t_e3464, %cin1491
  %off3467 = shl i32 %el3465, 2
  %v3468 = extractelement <8 x float> %acc732, i32 7
  %old.422 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3468, ptr addrspace(8) %rws87, i32 %off3467, i32 0, i32 20)
  %krow3470 = add i32 %kbase1485, %kin3322
  %kr3472 = mul i32 %krow3470, 4
  %t_r3474 = add i32 %kr3472, 2
  %t_s3476 = mul i32 %t_r3474, 4
  %t_c3478 = add i32 %t_s3476, 1
  %t_e3480 = mul i32 %t_c3478, 16
  %el3481 = add i32 %t_e3480, %cin1491
  %off3483 = shl i32 %el3481, 2
  %v3484 = extractelement <8 x float> %acc733, i32 7
  %old.423 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3484, ptr addrspace(8) %rws87, i32 %off3483, i32 0, i32 20)
  %krow3486 = add i32 %kbase1485, %kin3322
  %kr3488 = mul i32 %krow3486, 4
  %t_r3490 = add i32 %kr3488, 2
  %t_s3492 = mul i32 %t_r3490, 4
  %t_c3494 = add i32 %t_s3492, 2
  %t_e3496 = mul i32 %t_c3494, 16
  %el3497 = add i32 %t_e3496, %cin1491
  %off3499 = shl i32 %el3497, 2
  %v3500 = extractelement <8 x float> %acc734, i32 7
  %old.424 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3500, ptr addrspace(8) %rws87, i32 %off3499, i32 0, i32 20)
  %krow3502 = add i32 %kbase1485, %kin3322
  %kr3504 = mul i32 %krow3502, 4
  %t_r3506 = add i32 %kr3504, 2
  %t_s3508 = mul i32 %t_r3506, 4
  %t_c3510 = add i32 %t_s3508, 3
  %t_e3512 = mul i32 %t_c3510, 16
  %el3513 = add i32 %t_e3512, %cin1491
  %off3515 = shl i32 %el3513, 2
  %v3516 = extractelement <8 x float> %acc735, i32 7
  %old.425 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3516, ptr addrspace(8) %rws87, i32 %off3515, i32 0, i32 20)
  %krow3518 = add i32 %kbase1485, %kin3322
  %kr3520 = mul i32 %krow3518, 4
  %t_r3522 = add i32 %kr3520, 3
  %t_s3524 = mul i32 %t_r3522, 4
  %t_c3526 = add i32 %t_s3524, 0
  %t_e3528 = mul i32 %t_c3526, 16
  %el3529 = add i32 %t_e3528, %cin1491
  %off3531 = shl i32 %el3529, 2
  %v3532 = extractelement <8 x float> %acc736, i32 7
  %old.426 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3532, ptr addrspace(8) %rws87, i32 %off3531, i32 0, i32 20)
  %krow3534 = add i32 %kbase1485, %kin3322
  %kr3536 = mul i32 %krow3534, 4
  %t_r3538 = add i32 %kr3536, 3
  %t_s3540 = mul i32 %t_r3538, 4
  %t_c3542 = add i32 %t_s3540, 1
  %t_e3544 = mul i32 %t_c3542, 16
  %el3545 = add i32 %t_e3544, %cin1491
  %off3547 = shl i32 %el3545, 2
  %v3548 = extractelement <8 x float> %acc737, i32 7
  %old.427 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3548, ptr addrspace(8) %rws87, i32 %off3547, i32 0, i32 20)
  %krow3550 = add i32 %kbase1485, %kin3322
  %kr3552 = mul i32 %krow3550, 4
  %t_r3554 = add i32 %kr3552, 3
  %t_s3556 = mul i32 %t_r3554, 4
  %t_c3558 = add i32 %t_s3556, 2
  %t_e3560 = mul i32 %t_c3558, 16
  %el3561 = add i32 %t_e3560, %cin1491
  %off3563 = shl i32 %el3561, 2
  %v3564 = extractelement <8 x float> %acc738, i32 7
  %old.428 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3564, ptr addrspace(8) %rws87, i32 %off3563, i32 0, i32 20)
  %krow3566 = add i32 %kbase1485, %kin3322
  %kr3568 = mul i32 %krow3566, 4
  %t_r3570 = add i32 %kr3568, 3
  %t_s3572 = mul i32 %t_r3570, 4
  %t_c3574 = add i32 %t_s3572, 3
  %t_e3576 = mul i32 %t_c3574, 16
  %el3577 = add i32 %t_e3576, %cin1491
  %off3579 = shl i32 %el3577, 2
  %v3580 = extractelement <8 x float> %acc739, i32 7
  %old.429 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3580, ptr addrspace(8) %rws87, i32 %off3579, i32 0, i32 20)
  br label %if.end.57
if.end.57:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="368" }
