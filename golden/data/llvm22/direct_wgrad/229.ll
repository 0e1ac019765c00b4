; irgate direct_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=16,kpg=16,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=0,tdm_stages=2,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1 = internal unnamed_addr addrspace(3) global [12912 x i8] undef, align 16

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

define amdgpu_kernel void @irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
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
  %slot_off120 = mul i32 %slot118, 6432
  %wo_left121 = sub i32 %wo, %wo_s116
  %wo_fit123 = icmp ult i32 %wo_left121, 32
  %wo_n125 = select i1 %wo_fit123, i32 %wo_left121, i32 32
  %wb127 = sub i32 %wo_s116, 1
  %lead_neg129 = icmp slt i32 %wb127, 0
  %lead_a131 = sub i32 0, %wb127
  %lead133 = select i1 %lead_neg129, i32 %lead_a131, i32 0
  %x_first134 = add i32 %wb127, %lead133
  %x_end136 = add i32 %wb127, 34
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
  %dst160 = select i1 %some158, i32 %dst156, i32 12864
  %src161 = select i1 %some158, i32 %el154, i32 %dy_dummy94
  %rows163 = select i1 %some158, i32 %dy_n149, i32 1
  br i1 %issuer93, label %if.then.1, label %if.end.1
if.then.1:
  %gep.4 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst160
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
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za182
  store float 0x0000000000000000, ptr addrspace(3) %gep.19, align 4
  %za185 = add i32 %lz180, 4
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za185
  store float 0x0000000000000000, ptr addrspace(3) %gep.20, align 4
  %za188 = add i32 %lz180, 8
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za188
  store float 0x0000000000000000, ptr addrspace(3) %gep.21, align 4
  %za191 = add i32 %lz180, 12
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za191
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
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za209
  store float 0x0000000000000000, ptr addrspace(3) %gep.23, align 4
  %za212 = add i32 %lz207, 4
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za212
  store float 0x0000000000000000, ptr addrspace(3) %gep.24, align 4
  %za215 = add i32 %lz207, 8
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za215
  store float 0x0000000000000000, ptr addrspace(3) %gep.25, align 4
  %za218 = add i32 %lz207, 12
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za218
  store float 0x0000000000000000, ptr addrspace(3) %gep.26, align 4
  br label %if.end.4
if.end.4:
  br label %if.end.2
if.end.2:
  %h_a221 = add i32 %ho146, 0
  %hi223 = sub i32 %h_a221, 1
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
  %dst238 = select i1 %some236, i32 %dst234, i32 12864
  %src239 = select i1 %some236, i32 %el231, i32 %x_dummy95
  %rows241 = select i1 %some236, i32 %x_n226, i32 1
  br i1 %issuer93, label %if.then.5, label %if.end.5
if.then.5:
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst238
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
  %partial244 = icmp ult i32 %x_n226, 34
  br i1 %partial244, label %if.then.6, label %if.end.6
if.then.6:
  %e246 = add i32 %tid18, 0
  %row248 = udiv i32 %e246, 2
  %cc250 = urem i32 %e246, 2
  %chan252 = shl i32 %cc250, 3
  %below253 = icmp ult i32 %row248, %lead133
  %above254 = icmp uge i32 %row248, %cover_end242
  %hole255 = or i1 %below253, %above254
  %ein257 = icmp ult i32 %e246, 68
  %hole258 = and i1 %hole255, %ein257
  %lrow260 = mul i32 %row248, 24
  %lel261 = add i32 %lrow260, %chan252
  %lb263 = shl i32 %lel261, 1
  %lz264 = add i32 %lb263, %slot_off120
  br i1 %hole258, label %if.then.7, label %if.end.7
if.then.7:
  %za266 = add i32 %lz264, 1536
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za266
  store float 0x0000000000000000, ptr addrspace(3) %gep.42, align 4
  %za269 = add i32 %lz264, 1540
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za269
  store float 0x0000000000000000, ptr addrspace(3) %gep.43, align 4
  %za272 = add i32 %lz264, 1544
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za272
  store float 0x0000000000000000, ptr addrspace(3) %gep.44, align 4
  %za275 = add i32 %lz264, 1548
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za275
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
  %ein289 = icmp ult i32 %e278, 68
  %hole290 = and i1 %hole287, %ein289
  %lrow292 = mul i32 %row280, 24
  %lel293 = add i32 %lrow292, %chan284
  %lb295 = shl i32 %lel293, 1
  %lz296 = add i32 %lb295, %slot_off120
  br i1 %hole290, label %if.then.8, label %if.end.8
if.then.8:
  %za298 = add i32 %lz296, 1536
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za298
  store float 0x0000000000000000, ptr addrspace(3) %gep.46, align 4
  %za301 = add i32 %lz296, 1540
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za301
  store float 0x0000000000000000, ptr addrspace(3) %gep.47, align 4
  %za304 = add i32 %lz296, 1544
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za304
  store float 0x0000000000000000, ptr addrspace(3) %gep.48, align 4
  %za307 = add i32 %lz296, 1548
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za307
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
  %ein321 = icmp ult i32 %e310, 68
  %hole322 = and i1 %hole319, %ein321
  %lrow324 = mul i32 %row312, 24
  %lel325 = add i32 %lrow324, %chan316
  %lb327 = shl i32 %lel325, 1
  %lz328 = add i32 %lb327, %slot_off120
  br i1 %hole322, label %if.then.9, label %if.end.9
if.then.9:
  %za330 = add i32 %lz328, 1536
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za330
  store float 0x0000000000000000, ptr addrspace(3) %gep.50, align 4
  %za333 = add i32 %lz328, 1540
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za333
  store float 0x0000000000000000, ptr addrspace(3) %gep.51, align 4
  %za336 = add i32 %lz328, 1544
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za336
  store float 0x0000000000000000, ptr addrspace(3) %gep.52, align 4
  %za339 = add i32 %lz328, 1548
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za339
  store float 0x0000000000000000, ptr addrspace(3) %gep.53, align 4
  br label %if.end.9
if.end.9:
  br label %if.end.6
if.end.6:
  %h_a342 = add i32 %ho146, 1
  %hi344 = sub i32 %h_a342, 1
  %hiok345 = icmp ult i32 %hi344, %hi
  %x_n347 = select i1 %hiok345, i32 %x_span142, i32 0
  %x_row348 = mul i32 %hi344, %x_stride_h
  %x_r349 = add i32 %x_img89, %x_row348
  %col350 = mul i32 %x_first134, %x_stride_w
  %el351 = add i32 %x_r349, %col350
  %el352 = add i32 %el351, %x_ch76
  %dst353 = add i32 %slot_off120, %lead_b144
  %dst355 = add i32 %dst353, 3168
  %some357 = icmp ne i32 %x_n347, 0
  %dst359 = select i1 %some357, i32 %dst355, i32 12864
  %src360 = select i1 %some357, i32 %el352, i32 %x_dummy95
  %rows362 = select i1 %some357, i32 %x_n347, i32 1
  br i1 %issuer93, label %if.then.10, label %if.end.10
if.then.10:
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst359
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
  %partial365 = icmp ult i32 %x_n347, 34
  br i1 %partial365, label %if.then.11, label %if.end.11
if.then.11:
  %e367 = add i32 %tid18, 0
  %row369 = udiv i32 %e367, 2
  %cc371 = urem i32 %e367, 2
  %chan373 = shl i32 %cc371, 3
  %below374 = icmp ult i32 %row369, %lead133
  %above375 = icmp uge i32 %row369, %cover_end363
  %hole376 = or i1 %below374, %above375
  %ein378 = icmp ult i32 %e367, 68
  %hole379 = and i1 %hole376, %ein378
  %lrow381 = mul i32 %row369, 24
  %lel382 = add i32 %lrow381, %chan373
  %lb384 = shl i32 %lel382, 1
  %lz385 = add i32 %lb384, %slot_off120
  br i1 %hole379, label %if.then.12, label %if.end.12
if.then.12:
  %za387 = add i32 %lz385, 3168
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za387
  store float 0x0000000000000000, ptr addrspace(3) %gep.69, align 4
  %za390 = add i32 %lz385, 3172
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za390
  store float 0x0000000000000000, ptr addrspace(3) %gep.70, align 4
  %za393 = add i32 %lz385, 3176
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za393
  store float 0x0000000000000000, ptr addrspace(3) %gep.71, align 4
  %za396 = add i32 %lz385, 3180
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za396
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
  %ein410 = icmp ult i32 %e399, 68
  %hole411 = and i1 %hole408, %ein410
  %lrow413 = mul i32 %row401, 24
  %lel414 = add i32 %lrow413, %chan405
  %lb416 = shl i32 %lel414, 1
  %lz417 = add i32 %lb416, %slot_off120
  br i1 %hole411, label %if.then.13, label %if.end.13
if.then.13:
  %za419 = add i32 %lz417, 3168
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za419
  store float 0x0000000000000000, ptr addrspace(3) %gep.73, align 4
  %za422 = add i32 %lz417, 3172
  %gep.74 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za422
  store float 0x0000000000000000, ptr addrspace(3) %gep.74, align 4
  %za425 = add i32 %lz417, 3176
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za425
  store float 0x0000000000000000, ptr addrspace(3) %gep.75, align 4
  %za428 = add i32 %lz417, 3180
  %gep.76 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za428
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
  %ein442 = icmp ult i32 %e431, 68
  %hole443 = and i1 %hole440, %ein442
  %lrow445 = mul i32 %row433, 24
  %lel446 = add i32 %lrow445, %chan437
  %lb448 = shl i32 %lel446, 1
  %lz449 = add i32 %lb448, %slot_off120
  br i1 %hole443, label %if.then.14, label %if.end.14
if.then.14:
  %za451 = add i32 %lz449, 3168
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za451
  store float 0x0000000000000000, ptr addrspace(3) %gep.77, align 4
  %za454 = add i32 %lz449, 3172
  %gep.78 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za454
  store float 0x0000000000000000, ptr addrspace(3) %gep.78, align 4
  %za457 = add i32 %lz449, 3176
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za457
  store float 0x0000000000000000, ptr addrspace(3) %gep.79, align 4
  %za460 = add i32 %lz449, 3180
  %gep.80 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za460
  store float 0x0000000000000000, ptr addrspace(3) %gep.80, align 4
  br label %if.end.14
if.end.14:
  br label %if.end.11
if.end.11:
  %h_a463 = add i32 %ho146, 2
  %hi465 = sub i32 %h_a463, 1
  %hiok466 = icmp ult i32 %hi465, %hi
  %x_n468 = select i1 %hiok466, i32 %x_span142, i32 0
  %x_row469 = mul i32 %hi465, %x_stride_h
  %x_r470 = add i32 %x_img89, %x_row469
  %col471 = mul i32 %x_first134, %x_stride_w
  %el472 = add i32 %x_r470, %col471
  %el473 = add i32 %el472, %x_ch76
  %dst474 = add i32 %slot_off120, %lead_b144
  %dst476 = add i32 %dst474, 4800
  %some478 = icmp ne i32 %x_n468, 0
  %dst480 = select i1 %some478, i32 %dst476, i32 12864
  %src481 = select i1 %some478, i32 %el473, i32 %x_dummy95
  %rows483 = select i1 %some478, i32 %x_n468, i32 1
  br i1 %issuer93, label %if.then.15, label %if.end.15
if.then.15:
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst480
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
  %partial486 = icmp ult i32 %x_n468, 34
  br i1 %partial486, label %if.then.16, label %if.end.16
if.then.16:
  %e488 = add i32 %tid18, 0
  %row490 = udiv i32 %e488, 2
  %cc492 = urem i32 %e488, 2
  %chan494 = shl i32 %cc492, 3
  %below495 = icmp ult i32 %row490, %lead133
  %above496 = icmp uge i32 %row490, %cover_end484
  %hole497 = or i1 %below495, %above496
  %ein499 = icmp ult i32 %e488, 68
  %hole500 = and i1 %hole497, %ein499
  %lrow502 = mul i32 %row490, 24
  %lel503 = add i32 %lrow502, %chan494
  %lb505 = shl i32 %lel503, 1
  %lz506 = add i32 %lb505, %slot_off120
  br i1 %hole500, label %if.then.17, label %if.end.17
if.then.17:
  %za508 = add i32 %lz506, 4800
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za508
  store float 0x0000000000000000, ptr addrspace(3) %gep.96, align 4
  %za511 = add i32 %lz506, 4804
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za511
  store float 0x0000000000000000, ptr addrspace(3) %gep.97, align 4
  %za514 = add i32 %lz506, 4808
  %gep.98 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za514
  store float 0x0000000000000000, ptr addrspace(3) %gep.98, align 4
  %za517 = add i32 %lz506, 4812
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za517
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
  %ein531 = icmp ult i32 %e520, 68
  %hole532 = and i1 %hole529, %ein531
  %lrow534 = mul i32 %row522, 24
  %lel535 = add i32 %lrow534, %chan526
  %lb537 = shl i32 %lel535, 1
  %lz538 = add i32 %lb537, %slot_off120
  br i1 %hole532, label %if.then.18, label %if.end.18
if.then.18:
  %za540 = add i32 %lz538, 4800
  %gep.100 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za540
  store float 0x0000000000000000, ptr addrspace(3) %gep.100, align 4
  %za543 = add i32 %lz538, 4804
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za543
  store float 0x0000000000000000, ptr addrspace(3) %gep.101, align 4
  %za546 = add i32 %lz538, 4808
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za546
  store float 0x0000000000000000, ptr addrspace(3) %gep.102, align 4
  %za549 = add i32 %lz538, 4812
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za549
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
  %ein563 = icmp ult i32 %e552, 68
  %hole564 = and i1 %hole561, %ein563
  %lrow566 = mul i32 %row554, 24
  %lel567 = add i32 %lrow566, %chan558
  %lb569 = shl i32 %lel567, 1
  %lz570 = add i32 %lb569, %slot_off120
  br i1 %hole564, label %if.then.19, label %if.end.19
if.then.19:
  %za572 = add i32 %lz570, 4800
  %gep.104 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za572
  store float 0x0000000000000000, ptr addrspace(3) %gep.104, align 4
  %za575 = add i32 %lz570, 4804
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za575
  store float 0x0000000000000000, ptr addrspace(3) %gep.105, align 4
  %za578 = add i32 %lz570, 4808
  %gep.106 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za578
  store float 0x0000000000000000, ptr addrspace(3) %gep.106, align 4
  %za581 = add i32 %lz570, 4812
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za581
  store float 0x0000000000000000, ptr addrspace(3) %gep.107, align 4
  br label %if.end.19
if.end.19:
  br label %if.end.16
if.end.16:
  br label %for.head.20
for.head.20:
  %t595 = phi i32 [ 0, %if.end.16 ], [ %iv.next.108, %for.latch.20 ]
  %acc596 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1100, %for.latch.20 ]
  %acc597 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1108, %for.latch.20 ]
  %acc598 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1116, %for.latch.20 ]
  %acc599 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1124, %for.latch.20 ]
  %acc600 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1132, %for.latch.20 ]
  %acc601 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1140, %for.latch.20 ]
  %acc602 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1148, %for.latch.20 ]
  %acc603 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1156, %for.latch.20 ]
  %acc604 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1164, %for.latch.20 ]
  %cmp.109 = icmp slt i32 %t595, %steps108
  br i1 %cmp.109, label %for.body.20, label %for.exit.20
for.body.20:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %u606 = add i32 %t595, 1
  %rg607 = udiv i32 %u606, %ncols99
  %ccol608 = urem i32 %u606, %ncols99
  %rgo610 = mul i32 %rg607, 1
  %ho_s611 = add i32 %ho_lo81, %rgo610
  %wo_s613 = shl i32 %ccol608, 5
  %slot615 = urem i32 %u606, 2
  %slot_off617 = mul i32 %slot615, 6432
  %wo_left618 = sub i32 %wo, %wo_s613
  %wo_fit620 = icmp ult i32 %wo_left618, 32
  %wo_n622 = select i1 %wo_fit620, i32 %wo_left618, i32 32
  %wb624 = sub i32 %wo_s613, 1
  %lead_neg626 = icmp slt i32 %wb624, 0
  %lead_a628 = sub i32 0, %wb624
  %lead630 = select i1 %lead_neg626, i32 %lead_a628, i32 0
  %x_first631 = add i32 %wb624, %lead630
  %x_end633 = add i32 %wb624, 34
  %x_fit634 = icmp slt i32 %x_end633, %wi
  %x_end635 = select i1 %x_fit634, i32 %x_end633, i32 %wi
  %x_span636 = sub i32 %x_end635, %x_first631
  %x_some637 = icmp slt i32 %x_first631, %x_end635
  %x_span639 = select i1 %x_some637, i32 %x_span636, i32 0
  %lead_b641 = mul i32 %lead630, 48
  %ho643 = add i32 %ho_s611, 0
  %hok644 = icmp ult i32 %ho643, %ho_hi84
  %dy_n646 = select i1 %hok644, i32 %wo_n622, i32 0
  %dy_row647 = mul i32 %ho643, %dy_stride_h
  %dy_r648 = add i32 %dy_img88, %dy_row647
  %col649 = mul i32 %wo_s613, %dy_stride_w
  %el650 = add i32 %dy_r648, %col649
  %el651 = add i32 %el650, %dy_ch75
  %dst653 = add i32 %slot_off617, 0
  %some655 = icmp ne i32 %dy_n646, 0
  %dst657 = select i1 %some655, i32 %dst653, i32 12864
  %src658 = select i1 %some655, i32 %el651, i32 %dy_dummy94
  %rows660 = select i1 %some655, i32 %dy_n646, i32 1
  br i1 %issuer93, label %if.then.21, label %if.end.21
if.then.21:
  %gep.110 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst657
  %lsa.111 = ptrtoint ptr addrspace(3) %gep.110 to i32
  %src.112 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src658
  %ga.113 = ptrtoint ptr addrspace(1) %src.112 to i64
  %galo.114 = trunc i64 %ga.113 to i32
  %gahw.115 = lshr i64 %ga.113, 32
  %gahi.116 = trunc i64 %gahw.115 to i32
  %gaty.117 = or i32 %gahi.116, -2147483648
  %g0a.118 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.111, i32 1
  %g0b.119 = insertelement <4 x i32> %g0a.118, i32 %galo.114, i32 2
  %g0.120 = insertelement <4 x i32> %g0b.119, i32 %gaty.117, i32 3
  %dim1.121 = shl i32 %rows660, 16
  %g1a.122 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.121, i32 2
  %g1b.123 = insertelement <8 x i32> %g1a.122, i32 %rows660, i32 4
  %g1.124 = insertelement <8 x i32> %g1b.123, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.120, <8 x i32> %g1.124, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.21
if.end.21:
  %partial662 = icmp ult i32 %dy_n646, 32
  br i1 %partial662, label %if.then.22, label %if.end.22
if.then.22:
  %e664 = add i32 %tid18, 0
  %row666 = udiv i32 %e664, 2
  %cc668 = urem i32 %e664, 2
  %chan670 = shl i32 %cc668, 3
  %hole671 = icmp uge i32 %row666, %dy_n646
  %lrow673 = mul i32 %row666, 24
  %lel674 = add i32 %lrow673, %chan670
  %lb676 = shl i32 %lel674, 1
  %lz677 = add i32 %lb676, %slot_off617
  br i1 %hole671, label %if.then.23, label %if.end.23
if.then.23:
  %za679 = add i32 %lz677, 0
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za679
  store float 0x0000000000000000, ptr addrspace(3) %gep.125, align 4
  %za682 = add i32 %lz677, 4
  %gep.126 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za682
  store float 0x0000000000000000, ptr addrspace(3) %gep.126, align 4
  %za685 = add i32 %lz677, 8
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za685
  store float 0x0000000000000000, ptr addrspace(3) %gep.127, align 4
  %za688 = add i32 %lz677, 12
  %gep.128 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za688
  store float 0x0000000000000000, ptr addrspace(3) %gep.128, align 4
  br label %if.end.23
if.end.23:
  %e691 = add i32 %tid18, 32
  %row693 = udiv i32 %e691, 2
  %cc695 = urem i32 %e691, 2
  %chan697 = shl i32 %cc695, 3
  %hole698 = icmp uge i32 %row693, %dy_n646
  %lrow700 = mul i32 %row693, 24
  %lel701 = add i32 %lrow700, %chan697
  %lb703 = shl i32 %lel701, 1
  %lz704 = add i32 %lb703, %slot_off617
  br i1 %hole698, label %if.then.24, label %if.end.24
if.then.24:
  %za706 = add i32 %lz704, 0
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za706
  store float 0x0000000000000000, ptr addrspace(3) %gep.129, align 4
  %za709 = add i32 %lz704, 4
  %gep.130 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za709
  store float 0x0000000000000000, ptr addrspace(3) %gep.130, align 4
  %za712 = add i32 %lz704, 8
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za712
  store float 0x0000000000000000, ptr addrspace(3) %gep.131, align 4
  %za715 = add i32 %lz704, 12
  %gep.132 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za715
  store float 0x0000000000000000, ptr addrspace(3) %gep.132, align 4
  br label %if.end.24
if.end.24:
  br label %if.end.22
if.end.22:
  %h_a718 = add i32 %ho643, 0
  %hi720 = sub i32 %h_a718, 1
  %hiok721 = icmp ult i32 %hi720, %hi
  %x_n723 = select i1 %hiok721, i32 %x_span639, i32 0
  %x_row724 = mul i32 %hi720, %x_stride_h
  %x_r725 = add i32 %x_img89, %x_row724
  %col726 = mul i32 %x_first631, %x_stride_w
  %el727 = add i32 %x_r725, %col726
  %el728 = add i32 %el727, %x_ch76
  %dst729 = add i32 %slot_off617, %lead_b641
  %dst731 = add i32 %dst729, 1536
  %some733 = icmp ne i32 %x_n723, 0
  %dst735 = select i1 %some733, i32 %dst731, i32 12864
  %src736 = select i1 %some733, i32 %el728, i32 %x_dummy95
  %rows738 = select i1 %some733, i32 %x_n723, i32 1
  br i1 %issuer93, label %if.then.25, label %if.end.25
if.then.25:
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst735
  %lsa.134 = ptrtoint ptr addrspace(3) %gep.133 to i32
  %src.135 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src736
  %ga.136 = ptrtoint ptr addrspace(1) %src.135 to i64
  %galo.137 = trunc i64 %ga.136 to i32
  %gahw.138 = lshr i64 %ga.136, 32
  %gahi.139 = trunc i64 %gahw.138 to i32
  %gaty.140 = or i32 %gahi.139, -2147483648
  %g0a.141 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.134, i32 1
  %g0b.142 = insertelement <4 x i32> %g0a.141, i32 %galo.137, i32 2
  %g0.143 = insertelement <4 x i32> %g0b.142, i32 %gaty.140, i32 3
  %dim1.144 = shl i32 %rows738, 16
  %g1a.145 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.144, i32 2
  %g1b.146 = insertelement <8 x i32> %g1a.145, i32 %rows738, i32 4
  %g1.147 = insertelement <8 x i32> %g1b.146, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.143, <8 x i32> %g1.147, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.25
if.end.25:
  %cover_end739 = add i32 %lead630, %x_n723
  %partial741 = icmp ult i32 %x_n723, 34
  br i1 %partial741, label %if.then.26, label %if.end.26
if.then.26:
  %e743 = add i32 %tid18, 0
  %row745 = udiv i32 %e743, 2
  %cc747 = urem i32 %e743, 2
  %chan749 = shl i32 %cc747, 3
  %below750 = icmp ult i32 %row745, %lead630
  %above751 = icmp uge i32 %row745, %cover_end739
  %hole752 = or i1 %below750, %above751
  %ein754 = icmp ult i32 %e743, 68
  %hole755 = and i1 %hole752, %ein754
  %lrow757 = mul i32 %row745, 24
  %lel758 = add i32 %lrow757, %chan749
  %lb760 = shl i32 %lel758, 1
  %lz761 = add i32 %lb760, %slot_off617
  br i1 %hole755, label %if.then.27, label %if.end.27
if.then.27:
  %za763 = add i32 %lz761, 1536
  %gep.148 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za763
  store float 0x0000000000000000, ptr addrspace(3) %gep.148, align 4
  %za766 = add i32 %lz761, 1540
  %gep.149 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za766
  store float 0x0000000000000000, ptr addrspace(3) %gep.149, align 4
  %za769 = add i32 %lz761, 1544
  %gep.150 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za769
  store float 0x0000000000000000, ptr addrspace(3) %gep.150, align 4
  %za772 = add i32 %lz761, 1548
  %gep.151 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za772
  store float 0x0000000000000000, ptr addrspace(3) %gep.151, align 4
  br label %if.end.27
if.end.27:
  %e775 = add i32 %tid18, 32
  %row777 = udiv i32 %e775, 2
  %cc779 = urem i32 %e775, 2
  %chan781 = shl i32 %cc779, 3
  %below782 = icmp ult i32 %row777, %lead630
  %above783 = icmp uge i32 %row777, %cover_end739
  %hole784 = or i1 %below782, %above783
  %ein786 = icmp ult i32 %e775, 68
  %hole787 = and i1 %hole784, %ein786
  %lrow789 = mul i32 %row777, 24
  %lel790 = add i32 %lrow789, %chan781
  %lb792 = shl i32 %lel790, 1
  %lz793 = add i32 %lb792, %slot_off617
  br i1 %hole787, label %if.then.28, label %if.end.28
if.then.28:
  %za795 = add i32 %lz793, 1536
  %gep.152 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za795
  store float 0x0000000000000000, ptr addrspace(3) %gep.152, align 4
  %za798 = add i32 %lz793, 1540
  %gep.153 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za798
  store float 0x0000000000000000, ptr addrspace(3) %gep.153, align 4
  %za801 = add i32 %lz793, 1544
  %gep.154 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za801
  store float 0x0000000000000000, ptr addrspace(3) %gep.154, align 4
  %za804 = add i32 %lz793, 1548
  %gep.155 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za804
  store float 0x0000000000000000, ptr addrspace(3) %gep.155, align 4
  br label %if.end.28
if.end.28:
  %e807 = add i32 %tid18, 64
  %row809 = udiv i32 %e807, 2
  %cc811 = urem i32 %e807, 2
  %chan813 = shl i32 %cc811, 3
  %below814 = icmp ult i32 %row809, %lead630
  %above815 = icmp uge i32 %row809, %cover_end739
  %hole816 = or i1 %below814, %above815
  %ein818 = icmp ult i32 %e807, 68
  %hole819 = and i1 %hole816, %ein818
  %lrow821 = mul i32 %row809, 24
  %lel822 = add i32 %lrow821, %chan813
  %lb824 = shl i32 %lel822, 1
  %lz825 = add i32 %lb824, %slot_off617
  br i1 %hole819, label %if.then.29, label %if.end.29
if.then.29:
  %za827 = add i32 %lz825, 1536
  %gep.156 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za827
  store float 0x0000000000000000, ptr addrspace(3) %gep.156, align 4
  %za830 = add i32 %lz825, 1540
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za830
  store float 0x0000000000000000, ptr addrspace(3) %gep.157, align 4
  %za833 = add i32 %lz825, 1544
  %gep.158 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za833
  store float 0x0000000000000000, ptr addrspace(3) %gep.158, align 4
  %za836 = add i32 %lz825, 1548
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za836
  store float 0x0000000000000000, ptr addrspace(3) %gep.159, align 4
  br label %if.end.29
if.end.29:
  br label %if.end.26
if.end.26:
  %h_a839 = add i32 %ho643, 1
  %hi841 = sub i32 %h_a839, 1
  %hiok842 = icmp ult i32 %hi841, %hi
  %x_n844 = select i1 %hiok842, i32 %x_span639, i32 0
  %x_row845 = mul i32 %hi841, %x_stride_h
  %x_r846 = add i32 %x_img89, %x_row845
  %col847 = mul i32 %x_first631, %x_stride_w
  %el848 = add i32 %x_r846, %col847
  %el849 = add i32 %el848, %x_ch76
  %dst850 = add i32 %slot_off617, %lead_b641
  %dst852 = add i32 %dst850, 3168
  %some854 = icmp ne i32 %x_n844, 0
  %dst856 = select i1 %some854, i32 %dst852, i32 12864
  %src857 = select i1 %some854, i32 %el849, i32 %x_dummy95
  %rows859 = select i1 %some854, i32 %x_n844, i32 1
  br i1 %issuer93, label %if.then.30, label %if.end.30
if.then.30:
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst856
  %lsa.161 = ptrtoint ptr addrspace(3) %gep.160 to i32
  %src.162 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src857
  %ga.163 = ptrtoint ptr addrspace(1) %src.162 to i64
  %galo.164 = trunc i64 %ga.163 to i32
  %gahw.165 = lshr i64 %ga.163, 32
  %gahi.166 = trunc i64 %gahw.165 to i32
  %gaty.167 = or i32 %gahi.166, -2147483648
  %g0a.168 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.161, i32 1
  %g0b.169 = insertelement <4 x i32> %g0a.168, i32 %galo.164, i32 2
  %g0.170 = insertelement <4 x i32> %g0b.169, i32 %gaty.167, i32 3
  %dim1.171 = shl i32 %rows859, 16
  %g1a.172 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.171, i32 2
  %g1b.173 = insertelement <8 x i32> %g1a.172, i32 %rows859, i32 4
  %g1.174 = insertelement <8 x i32> %g1b.173, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.170, <8 x i32> %g1.174, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.30
if.end.30:
  %cover_end860 = add i32 %lead630, %x_n844
  %partial862 = icmp ult i32 %x_n844, 34
  br i1 %partial862, label %if.then.31, label %if.end.31
if.then.31:
  %e864 = add i32 %tid18, 0
  %row866 = udiv i32 %e864, 2
  %cc868 = urem i32 %e864, 2
  %chan870 = shl i32 %cc868, 3
  %below871 = icmp ult i32 %row866, %lead630
  %above872 = icmp uge i32 %row866, %cover_end860
  %hole873 = or i1 %below871, %above872
  %ein875 = icmp ult i32 %e864, 68
  %hole876 = and i1 %hole873, %ein875
  %lrow878 = mul i32 %row866, 24
  %lel879 = add i32 %lrow878, %chan870
  %lb881 = shl i32 %lel879, 1
  %lz882 = add i32 %lb881, %slot_off617
  br i1 %hole876, label %if.then.32, label %if.end.32
if.then.32:
  %za884 = add i32 %lz882, 3168
  %gep.175 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za884
  store float 0x0000000000000000, ptr addrspace(3) %gep.175, align 4
  %za887 = add i32 %lz882, 3172
  %gep.176 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za887
  store float 0x0000000000000000, ptr addrspace(3) %gep.176, align 4
  %za890 = add i32 %lz882, 3176
  %gep.177 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za890
  store float 0x0000000000000000, ptr addrspace(3) %gep.177, align 4
  %za893 = add i32 %lz882, 3180
  %gep.178 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za893
  store float 0x0000000000000000, ptr addrspace(3) %gep.178, align 4
  br label %if.end.32
if.end.32:
  %e896 = add i32 %tid18, 32
  %row898 = udiv i32 %e896, 2
  %cc900 = urem i32 %e896, 2
  %chan902 = shl i32 %cc900, 3
  %below903 = icmp ult i32 %row898, %lead630
  %above904 = icmp uge i32 %row898, %cover_end860
  %hole905 = or i1 %below903, %above904
  %ein907 = icmp ult i32 %e896, 68
  %hole908 = and i1 %hole905, %ein907
  %lrow910 = mul i32 %row898, 24
  %lel911 = add i32 %lrow910, %chan902
  %lb913 = shl i32 %lel911, 1
  %lz914 = add i32 %lb913, %slot_off617
  br i1 %hole908, label %if.then.33, label %if.end.33
if.then.33:
  %za916 = add i32 %lz914, 3168
  %gep.179 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za916
  store float 0x0000000000000000, ptr addrspace(3) %gep.179, align 4
  %za919 = add i32 %lz914, 3172
  %gep.180 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za919
  store float 0x0000000000000000, ptr addrspace(3) %gep.180, align 4
  %za922 = add i32 %lz914, 3176
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za922
  store float 0x0000000000000000, ptr addrspace(3) %gep.181, align 4
  %za925 = add i32 %lz914, 3180
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za925
  store float 0x0000000000000000, ptr addrspace(3) %gep.182, align 4
  br label %if.end.33
if.end.33:
  %e928 = add i32 %tid18, 64
  %row930 = udiv i32 %e928, 2
  %cc932 = urem i32 %e928, 2
  %chan934 = shl i32 %cc932, 3
  %below935 = icmp ult i32 %row930, %lead630
  %above936 = icmp uge i32 %row930, %cover_end860
  %hole937 = or i1 %below935, %above936
  %ein939 = icmp ult i32 %e928, 68
  %hole940 = and i1 %hole937, %ein939
  %lrow942 = mul i32 %row930, 24
  %lel943 = add i32 %lrow942, %chan934
  %lb945 = shl i32 %lel943, 1
  %lz946 = add i32 %lb945, %slot_off617
  br i1 %hole940, label %if.then.34, label %if.end.34
if.then.34:
  %za948 = add i32 %lz946, 3168
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za948
  store float 0x0000000000000000, ptr addrspace(3) %gep.183, align 4
  %za951 = add i32 %lz946, 3172
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za951
  store float 0x0000000000000000, ptr addrspace(3) %gep.184, align 4
  %za954 = add i32 %lz946, 3176
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za954
  store float 0x0000000000000000, ptr addrspace(3) %gep.185, align 4
  %za957 = add i32 %lz946, 3180
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za957
  store float 0x0000000000000000, ptr addrspace(3) %gep.186, align 4
  br label %if.end.34
if.end.34:
  br label %if.end.31
if.end.31:
  %h_a960 = add i32 %ho643, 2
  %hi962 = sub i32 %h_a960, 1
  %hiok963 = icmp ult i32 %hi962, %hi
  %x_n965 = select i1 %hiok963, i32 %x_span639, i32 0
  %x_row966 = mul i32 %hi962, %x_stride_h
  %x_r967 = add i32 %x_img89, %x_row966
  %col968 = mul i32 %x_first631, %x_stride_w
  %el969 = add i32 %x_r967, %col968
  %el970 = add i32 %el969, %x_ch76
  %dst971 = add i32 %slot_off617, %lead_b641
  %dst973 = add i32 %dst971, 4800
  %some975 = icmp ne i32 %x_n965, 0
  %dst977 = select i1 %some975, i32 %dst973, i32 12864
  %src978 = select i1 %some975, i32 %el970, i32 %x_dummy95
  %rows980 = select i1 %some975, i32 %x_n965, i32 1
  br i1 %issuer93, label %if.then.35, label %if.end.35
if.then.35:
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst977
  %lsa.188 = ptrtoint ptr addrspace(3) %gep.187 to i32
  %src.189 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src978
  %ga.190 = ptrtoint ptr addrspace(1) %src.189 to i64
  %galo.191 = trunc i64 %ga.190 to i32
  %gahw.192 = lshr i64 %ga.190, 32
  %gahi.193 = trunc i64 %gahw.192 to i32
  %gaty.194 = or i32 %gahi.193, -2147483648
  %g0a.195 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.188, i32 1
  %g0b.196 = insertelement <4 x i32> %g0a.195, i32 %galo.191, i32 2
  %g0.197 = insertelement <4 x i32> %g0b.196, i32 %gaty.194, i32 3
  %dim1.198 = shl i32 %rows980, 16
  %g1a.199 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.198, i32 2
  %g1b.200 = insertelement <8 x i32> %g1a.199, i32 %rows980, i32 4
  %g1.201 = insertelement <8 x i32> %g1b.200, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.197, <8 x i32> %g1.201, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.35
if.end.35:
  %cover_end981 = add i32 %lead630, %x_n965
  %partial983 = icmp ult i32 %x_n965, 34
  br i1 %partial983, label %if.then.36, label %if.end.36
if.then.36:
  %e985 = add i32 %tid18, 0
  %row987 = udiv i32 %e985, 2
  %cc989 = urem i32 %e985, 2
  %chan991 = shl i32 %cc989, 3
  %below992 = icmp ult i32 %row987, %lead630
  %above993 = icmp uge i32 %row987, %cover_end981
  %hole994 = or i1 %below992, %above993
  %ein996 = icmp ult i32 %e985, 68
  %hole997 = and i1 %hole994, %ein996
  %lrow999 = mul i32 %row987, 24
  %lel1000 = add i32 %lrow999, %chan991
  %lb1002 = shl i32 %lel1000, 1
  %lz1003 = add i32 %lb1002, %slot_off617
  br i1 %hole997, label %if.then.37, label %if.end.37
if.then.37:
  %za1005 = add i32 %lz1003, 4800
  %gep.202 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1005
  store float 0x0000000000000000, ptr addrspace(3) %gep.202, align 4
  %za1008 = add i32 %lz1003, 4804
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1008
  store float 0x0000000000000000, ptr addrspace(3) %gep.203, align 4
  %za1011 = add i32 %lz1003, 4808
  %gep.204 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1011
  store float 0x0000000000000000, ptr addrspace(3) %gep.204, align 4
  %za1014 = add i32 %lz1003, 4812
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1014
  store float 0x0000000000000000, ptr addrspace(3) %gep.205, align 4
  br label %if.end.37
if.end.37:
  %e1017 = add i32 %tid18, 32
  %row1019 = udiv i32 %e1017, 2
  %cc1021 = urem i32 %e1017, 2
  %chan1023 = shl i32 %cc1021, 3
  %below1024 = icmp ult i32 %row1019, %lead630
  %above1025 = icmp uge i32 %row1019, %cover_end981
  %hole1026 = or i1 %below1024, %above1025
  %ein1028 = icmp ult i32 %e1017, 68
  %hole1029 = and i1 %hole1026, %ein1028
  %lrow1031 = mul i32 %row1019, 24
  %lel1032 = add i32 %lrow1031, %chan1023
  %lb1034 = shl i32 %lel1032, 1
  %lz1035 = add i32 %lb1034, %slot_off617
  br i1 %hole1029, label %if.then.38, label %if.end.38
if.then.38:
  %za1037 = add i32 %lz1035, 4800
  %gep.206 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1037
  store float 0x0000000000000000, ptr addrspace(3) %gep.206, align 4
  %za1040 = add i32 %lz1035, 4804
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1040
  store float 0x0000000000000000, ptr addrspace(3) %gep.207, align 4
  %za1043 = add i32 %lz1035, 4808
  %gep.208 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1043
  store float 0x0000000000000000, ptr addrspace(3) %gep.208, align 4
  %za1046 = add i32 %lz1035, 4812
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1046
  store float 0x0000000000000000, ptr addrspace(3) %gep.209, align 4
  br label %if.end.38
if.end.38:
  %e1049 = add i32 %tid18, 64
  %row1051 = udiv i32 %e1049, 2
  %cc1053 = urem i32 %e1049, 2
  %chan1055 = shl i32 %cc1053, 3
  %below1056 = icmp ult i32 %row1051, %lead630
  %above1057 = icmp uge i32 %row1051, %cover_end981
  %hole1058 = or i1 %below1056, %above1057
  %ein1060 = icmp ult i32 %e1049, 68
  %hole1061 = and i1 %hole1058, %ein1060
  %lrow1063 = mul i32 %row1051, 24
  %lel1064 = add i32 %lrow1063, %chan1055
  %lb1066 = shl i32 %lel1064, 1
  %lz1067 = add i32 %lb1066, %slot_off617
  br i1 %hole1061, label %if.then.39, label %if.end.39
if.then.39:
  %za1069 = add i32 %lz1067, 4800
  %gep.210 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1069
  store float 0x0000000000000000, ptr addrspace(3) %gep.210, align 4
  %za1072 = add i32 %lz1067, 4804
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1072
  store float 0x0000000000000000, ptr addrspace(3) %gep.211, align 4
  %za1075 = add i32 %lz1067, 4808
  %gep.212 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1075
  store float 0x0000000000000000, ptr addrspace(3) %gep.212, align 4
  %za1078 = add i32 %lz1067, 4812
  %gep.213 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1078
  store float 0x0000000000000000, ptr addrspace(3) %gep.213, align 4
  br label %if.end.39
if.end.39:
  br label %if.end.36
if.end.36:
  %slot1081 = urem i32 %t595, 2
  %slot_off1083 = mul i32 %slot1081, 6432
  %a_t1084 = add i32 %a_lane49, %slot_off1083
  %b_t1085 = add i32 %b_lane55, %slot_off1083
  %a_addr1087 = add i32 %a_t1084, 0
  %gep.214 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %a_addr1087
  %a_lo1088 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.214)
  %a_addr1090 = add i32 %a_t1084, 768
  %gep.215 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %a_addr1090
  %a_hi1091 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.215)
  %a_frag1092 = shufflevector <8 x half> %a_lo1088, <8 x half> %a_hi1091, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1094 = add i32 %b_t1085, 1536
  %gep.216 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1094
  %b_lo1095 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.216)
  %b_addr1097 = add i32 %b_t1085, 2304
  %gep.217 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1097
  %b_hi1098 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.217)
  %b_frag1099 = shufflevector <8 x half> %b_lo1095, <8 x half> %b_hi1098, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1100 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1092, i1 false, <16 x half> %b_frag1099, i16 0, <8 x float> %acc596, i1 false, i1 false)
  %b_addr1102 = add i32 %b_t1085, 1584
  %gep.218 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1102
  %b_lo1103 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.218)
  %b_addr1105 = add i32 %b_t1085, 2352
  %gep.219 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1105
  %b_hi1106 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.219)
  %b_frag1107 = shufflevector <8 x half> %b_lo1103, <8 x half> %b_hi1106, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1108 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1092, i1 false, <16 x half> %b_frag1107, i16 0, <8 x float> %acc597, i1 false, i1 false)
  %b_addr1110 = add i32 %b_t1085, 1632
  %gep.220 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1110
  %b_lo1111 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.220)
  %b_addr1113 = add i32 %b_t1085, 2400
  %gep.221 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1113
  %b_hi1114 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.221)
  %b_frag1115 = shufflevector <8 x half> %b_lo1111, <8 x half> %b_hi1114, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1116 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1092, i1 false, <16 x half> %b_frag1115, i16 0, <8 x float> %acc598, i1 false, i1 false)
  %b_addr1118 = add i32 %b_t1085, 3168
  %gep.222 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1118
  %b_lo1119 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.222)
  %b_addr1121 = add i32 %b_t1085, 3936
  %gep.223 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1121
  %b_hi1122 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.223)
  %b_frag1123 = shufflevector <8 x half> %b_lo1119, <8 x half> %b_hi1122, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1124 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1092, i1 false, <16 x half> %b_frag1123, i16 0, <8 x float> %acc599, i1 false, i1 false)
  %b_addr1126 = add i32 %b_t1085, 3216
  %gep.224 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1126
  %b_lo1127 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.224)
  %b_addr1129 = add i32 %b_t1085, 3984
  %gep.225 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1129
  %b_hi1130 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.225)
  %b_frag1131 = shufflevector <8 x half> %b_lo1127, <8 x half> %b_hi1130, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1132 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1092, i1 false, <16 x half> %b_frag1131, i16 0, <8 x float> %acc600, i1 false, i1 false)
  %b_addr1134 = add i32 %b_t1085, 3264
  %gep.226 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1134
  %b_lo1135 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.226)
  %b_addr1137 = add i32 %b_t1085, 4032
  %gep.227 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1137
  %b_hi1138 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.227)
  %b_frag1139 = shufflevector <8 x half> %b_lo1135, <8 x half> %b_hi1138, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1140 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1092, i1 false, <16 x half> %b_frag1139, i16 0, <8 x float> %acc601, i1 false, i1 false)
  %b_addr1142 = add i32 %b_t1085, 4800
  %gep.228 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1142
  %b_lo1143 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.228)
  %b_addr1145 = add i32 %b_t1085, 5568
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1145
  %b_hi1146 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.229)
  %b_frag1147 = shufflevector <8 x half> %b_lo1143, <8 x half> %b_hi1146, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1148 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1092, i1 false, <16 x half> %b_frag1147, i16 0, <8 x float> %acc602, i1 false, i1 false)
  %b_addr1150 = add i32 %b_t1085, 4848
  %gep.230 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1150
  %b_lo1151 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.230)
  %b_addr1153 = add i32 %b_t1085, 5616
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1153
  %b_hi1154 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.231)
  %b_frag1155 = shufflevector <8 x half> %b_lo1151, <8 x half> %b_hi1154, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1156 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1092, i1 false, <16 x half> %b_frag1155, i16 0, <8 x float> %acc603, i1 false, i1 false)
  %b_addr1158 = add i32 %b_t1085, 4896
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1158
  %b_lo1159 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.232)
  %b_addr1161 = add i32 %b_t1085, 5664
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1161
  %b_hi1162 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.233)
  %b_frag1163 = shufflevector <8 x half> %b_lo1159, <8 x half> %b_hi1162, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1164 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1092, i1 false, <16 x half> %b_frag1163, i16 0, <8 x float> %acc604, i1 false, i1 false)
  br label %for.latch.20
for.latch.20:
  %iv.next.108 = add i32 %t595, 1
  br label %for.head.20
for.exit.20:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  %slab_a1166 = mul i32 %img58, 1
  %slab_b1167 = add i32 %slab_a1166, %rblk57
  %slab1169 = urem i32 %slab_b1167, 1
  %slab_g1170 = mul i32 %slab1169, %groups
  %slab_k1172 = mul i32 %slab_g1170, 16
  %kbase1173 = add i32 %slab_k1172, %gk72
  %c_w1174 = add i32 %c_blk70, %wcb30
  %k_w1175 = add i32 %k_blk68, %wkb28
  %k_h1176 = add i32 %k_w1175, %khalf34
  %cin1178 = add i32 %c_w1174, 0
  %cin1179 = add i32 %cin1178, %lcol39
  %cok1181 = icmp ult i32 %cin1179, 16
  %kin1183 = add i32 %k_h1176, 0
  %kok1185 = icmp ult i32 %kin1183, 16
  %ok1186 = and i1 %kok1185, %cok1181
  br i1 %ok1186, label %if.then.40, label %if.end.40
if.then.40:
  %krow1187 = add i32 %kbase1173, %kin1183
  %kr1189 = mul i32 %krow1187, 3
  %t_r1191 = add i32 %kr1189, 0
  %t_s1193 = mul i32 %t_r1191, 3
  %t_c1195 = add i32 %t_s1193, 0
  %t_e1197 = mul i32 %t_c1195, 16
  %el1198 = add i32 %t_e1197, %cin1179
  %off1200 = shl i32 %el1198, 2
  %v1201 = extractelement <8 x float> %acc596, i32 0
  %old.234 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1201, ptr addrspace(8) %rws87, i32 %off1200, i32 0, i32 20)
  %krow1203 = add i32 %kbase1173, %kin1183
  %kr1205 = mul i32 %krow1203, 3
  %t_r1207 = add i32 %kr1205, 0
  %t_s1209 = mul i32 %t_r1207, 3
  %t_c1211 = add i32 %t_s1209, 1
  %t_e1213 = mul i32 %t_c1211, 16
  %el1214 = add i32 %t_e1213, %cin1179
  %off1216 = shl i32 %el1214, 2
  %v1217 = extractelement <8 x float> %acc597, i32 0
  %old.235 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1217, ptr addrspace(8) %rws87, i32 %off1216, i32 0, i32 20)
  %krow1219 = add i32 %kbase1173, %kin1183
  %kr1221 = mul i32 %krow1219, 3
  %t_r1223 = add i32 %kr1221, 0
  %t_s1225 = mul i32 %t_r1223, 3
  %t_c1227 = add i32 %t_s1225, 2
  %t_e1229 = mul i32 %t_c1227, 16
  %el1230 = add i32 %t_e1229, %cin1179
  %off1232 = shl i32 %el1230, 2
  %v1233 = extractelement <8 x float> %acc598, i32 0
  %old.236 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1233, ptr addrspace(8) %rws87, i32 %off1232, i32 0, i32 20)
  %krow1235 = add i32 %kbase1173, %kin1183
  %kr1237 = mul i32 %krow1235, 3
  %t_r1239 = add i32 %kr1237, 1
  %t_s1241 = mul i32 %t_r1239, 3
  %t_c1243 = add i32 %t_s1241, 0
  %t_e1245 = mul i32 %t_c1243, 16
  %el1246 = add i32 %t_e1245, %cin1179
  %off1248 = shl i32 %el1246, 2
  %v1249 = extractelement <8 x float> %acc599, i32 0
  %old.237 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1249, ptr addrspace(8) %rws87, i32 %off1248, i32 0, i32 20)
  %krow1251 = add i32 %kbase1173, %kin1183
  %kr1253 = mul i32 %krow1251, 3
  %t_r1255 = add i32 %kr1253, 1
  %t_s1257 = mul i32 %t_r1255, 3
  %t_c1259 = add i32 %t_s1257, 1
  %t_e1261 = mul i32 %t_c1259, 16
  %el1262 = add i32 %t_e1261, %cin1179
  %off1264 = shl i32 %el1262, 2
  %v1265 = extractelement <8 x float> %acc600, i32 0
  %old.238 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1265, ptr addrspace(8) %rws87, i32 %off1264, i32 0, i32 20)
  %krow1267 = add i32 %kbase1173, %kin1183
  %kr1269 = mul i32 %krow1267, 3
  %t_r1271 = add i32 %kr1269, 1
  %t_s1273 = mul i32 %t_r1271, 3
  %t_c1275 = add i32 %t_s1273, 2
  %t_e1277 = mul i32 %t_c1275, 16
  %el1278 = add i32 %t_e1277, %cin1179
  %off1280 = shl i32 %el1278, 2
  %v1281 = extractelement <8 x float> %acc601, i32 0
  %old.239 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1281, ptr addrspace(8) %rws87, i32 %off1280, i32 0, i32 20)
  %krow1283 = add i32 %kbase1173, %kin1183
  %kr1285 = mul i32 %krow1283, 3
  %t_r1287 = add i32 %kr1285, 2
  %t_s1289 = mul i32 %t_r1287, 3
  %t_c1291 = add i32 %t_s1289, 0
  %t_e1293 = mul i32 %t_c1291, 16
  %el1294 = add i32 %t_e1293, %cin1179
  %off1296 = shl i32 %el1294, 2
  %v1297 = extractelement <8 x float> %acc602, i32 0
  %old.240 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1297, ptr addrspace(8) %rws87, i32 %off1296, i32 0, i32 20)
  %krow1299 = add i32 %kbase1173, %kin1183
  %kr1301 = mul i32 %krow1299, 3
  %t_r1303 = add i32 %kr1301, 2
  %t_s1305 = mul i32 %t_r1303, 3
  %t_c1307 = add i32 %t_s1305, 1
  %t_e1309 = mul i32 %t_c1307, 16
  %el1310 = add i32 %t_e1309, %cin1179
  %off1312 = shl i32 %el1310, 2
  %v1313 = extractelement <8 x float> %acc603, i32 0
  %old.241 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1313, ptr addrspace(8) %rws87, i32 %off1312, i32 0, i32 20)
  %krow1315 = add i32 %kbase1173, %kin1183
  %kr1317 = mul i32 %krow1315, 3
  %t_r1319 = add i32 %kr1317, 2
  %t_s1321 = mul i32 %t_r1319, 3
  %t_c1323 = add i32 %t_s1321, 2
  %t_e1325 = mul i32 %t_c1323, 16
  %el1326 = add i32 %t_e1325, %cin1179
  %off1328 = shl i32 %el1326, 2
  %v1329 = extractelement <8 x float> %acc604, i32 0
  %old.242 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1329, ptr addrspace(8) %rws87, i32 %off1328, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %kin1332 = add i32 %k_h1176, 1
  %kok1334 = icmp ult i32 %kin1332, 16
  %ok1335 = and i1 %kok1334, %cok1181
  br i1 %ok1335, label %if.then.41, label %if.end.41
if.then.41:
  %krow1336 = add i32 %kbase1173, %kin1332
  %kr1338 = mul i32 %krow1336, 3
  %t_r1340 = add i32 %kr1338, 0
  %t_s1342 = mul i32 %t_r1340, 3
  %t_c1344 = add i32 %t_s1342, 0
  %t_e1346 = mul i32 %t_c1344, 16
  %el1347 = add i32 %t_e1346, %cin1179
  %off1349 = shl i32 %el1347, 2
  %v1350 = extractelement <8 x float> %acc596, i32 1
  %old.243 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1350, ptr addrspace(8) %rws87, i32 %off1349, i32 0, i32 20)
  %krow1352 = add i32 %kbase1173, %kin1332
  %kr1354 = mul i32 %krow1352, 3
  %t_r1356 = add i32 %kr1354, 0
  %t_s1358 = mul i32 %t_r1356, 3
  %t_c1360 = add i32 %t_s1358, 1
  %t_e1362 = mul i32 %t_c1360, 16
  %el1363 = add i32 %t_e1362, %cin1179
  %off1365 = shl i32 %el1363, 2
  %v1366 = extractelement <8 x float> %acc597, i32 1
  %old.244 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1366, ptr addrspace(8) %rws87, i32 %off1365, i32 0, i32 20)
  %krow1368 = add i32 %kbase1173, %kin1332
  %kr1370 = mul i32 %krow1368, 3
  %t_r1372 = add i32 %kr1370, 0
  %t_s1374 = mul i32 %t_r1372, 3
  %t_c1376 = add i32 %t_s1374, 2
  %t_e1378 = mul i32 %t_c1376, 16
  %el1379 = add i32 %t_e1378, %cin1179
  %off1381 = shl i32 %el1379, 2
  %v1382 = extractelement <8 x float> %acc598, i32 1
  %old.245 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1382, ptr addrspace(8) %rws87, i32 %off1381, i32 0, i32 20)
  %krow1384 = add i32 %kbase1173, %kin1332
  %kr1386 = mul i32 %krow1384, 3
  %t_r1388 = add i32 %kr1386, 1
  %t_s1390 = mul i32 %t_r1388, 3
  %t_c1392 = add i32 %t_s1390, 0
  %t_e1394 = mul i32 %t_c1392, 16
  %el1395 = add i32 %t_e1394, %cin1179
  %off1397 = shl i32 %el1395, 2
  %v1398 = extractelement <8 x float> %acc599, i32 1
  %old.246 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1398, ptr addrspace(8) %rws87, i32 %off1397, i32 0, i32 20)
  %krow1400 = add i32 %kbase1173, %kin1332
  %kr1402 = mul i32 %krow1400, 3
  %t_r1404 = add i32 %kr1402, 1
  %t_s1406 = mul i32 %t_r1404, 3
  %t_c1408 = add i32 %t_s1406, 1
  %t_e1410 = mul i32 %t_c1408, 16
  %el1411 = add i32 %t_e1410, %cin1179
  %off1413 = shl i32 %el1411, 2
  %v1414 = extractelement <8 x float> %acc600, i32 1
  %old.247 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1414, ptr addrspace(8) %rws87, i32 %off1413, i32 0, i32 20)
  %krow1416 = add i32 %kbase1173, %kin1332
  %kr1418 = mul i32 %krow1416, 3
  %t_r1420 = add i32 %kr1418, 1
  %t_s1422 = mul i32 %t_r1420, 3
  %t_c1424 = add i32 %t_s1422, 2
  %t_e1426 = mul i32 %t_c1424, 16
  %el1427 = add i32 %t_e1426, %cin1179
  %off1429 = shl i32 %el1427, 2
  %v1430 = extractelement <8 x float> %acc601, i32 1
  %old.248 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1430, ptr addrspace(8) %rws87, i32 %off1429, i32 0, i32 20)
  %krow1432 = add i32 %kbase1173, %kin1332
  %kr1434 = mul i32 %krow1432, 3
  %t_r1436 = add i32 %kr1434, 2
  %t_s1438 = mul i32 %t_r1436, 3
  %t_c1440 = add i32 %t_s1438, 0
  %t_e1442 = mul i32 %t_c1440, 16
  %el1443 = add i32 %t_e1442, %cin1179
  %off1445 = shl i32 %el1443, 2
  %v1446 = extractelement <8 x float> %acc602, i32 1
  %old.249 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1446, ptr addrspace(8) %rws87, i32 %off1445, i32 0, i32 20)
  %krow1448 = add i32 %kbase1173, %kin1332
  %kr1450 = mul i32 %krow1448, 3
  %t_r1452 = add i32 %kr1450, 2
  %t_s1454 = mul i32 %t_r1452, 3
  %t_c1456 = add i32 %t_s1454, 1
  %t_e1458 = mul i32 %t_c1456, 16
  %el1459 = add i32 %t_e1458, %cin1179
  %off1461 = shl i32 %el1459, 2
  %v1462 = extractelement <8 x float> %acc603, i32 1
  %old.250 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1462, ptr addrspace(8) %rws87, i32 %off1461, i32 0, i32 20)
  %krow1464 = add i32 %kbase1173, %kin1332
  %kr1466 = mul i32 %krow1464, 3
  %t_r1468 = add i32 %kr1466, 2
  %t_s1470 = mul i32 %t_r1468, 3
  %t_c1472 = add i32 %t_s1470, 2
  %t_e1474 = mul i32 %t_c1472, 16
  %el1475 = add i32 %t_e1474, %cin1179
  %off1477 = shl i32 %el1475, 2
  %v1478 = extractelement <8 x float> %acc604, i32 1
  %old.251 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1478, ptr addrspace(8) %rws87, i32 %off1477, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %kin1481 = add i32 %k_h1176, 2
  %kok1483 = icmp ult i32 %kin1481, 16
  %ok1484 = and i1 %kok1483, %cok1181
  br i1 %ok1484, label %if.then.42, label %if.end.42
if.then.42:
  %krow1485 = add i32 %kbase1173, %kin1481
  %kr1487 = mul i32 %krow1485, 3
  %t_r1489 = add i32 %kr1487, 0
  %t_s1491 = mul i32 %t_r1489, 3
  %t_c1493 = add i32 %t_s1491, 0
  %t_e1495 = mul i32 %t_c1493, 16
  %el1496 = add i32 %t_e1495, %cin1179
  %off1498 = shl i32 %el1496, 2
  %v1499 = extractelement <8 x float> %acc596, i32 2
  %old.252 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1499, ptr addrspace(8) %rws87, i32 %off1498, i32 0, i32 20)
  %krow1501 = add i32 %kbase1173, %kin1481
  %kr1503 = mul i32 %krow1501, 3
  %t_r1505 = add i32 %kr1503, 0
  %t_s1507 = mul i32 %t_r1505, 3
  %t_c1509 = add i32 %t_s1507, 1
  %t_e1511 = mul i32 %t_c1509, 16
  %el1512 = add i32 %t_e1511, %cin1179
  %off1514 = shl i32 %el1512, 2
  %v1515 = extractelement <8 x float> %acc597, i32 2
  %old.253 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1515, ptr addrspace(8) %rws87, i32 %off1514, i32 0, i32 20)
  %krow1517 = add i32 %kbase1173, %kin1481
  %kr1519 = mul i32 %krow1517, 3
  %t_r1521 = add i32 %kr1519, 0
  %t_s1523 = mul i32 %t_r1521, 3
  %t_c1525 = add i32 %t_s1523, 2
  %t_e1527 = mul i32 %t_c1525, 16
  %el1528 = add i32 %t_e1527, %cin1179
  %off1530 = shl i32 %el1528, 2
  %v1531 = extractelement <8 x float> %acc598, i32 2
  %old.254 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1531, ptr addrspace(8) %rws87, i32 %off1530, i32 0, i32 20)
  %krow1533 = add i32 %kbase1173, %kin1481
  %kr1535 = mul i32 %krow1533, 3
  %t_r1537 = add i32 %kr1535, 1
  %t_s1539 = mul i32 %t_r1537, 3
  %t_c1541 = add i32 %t_s1539, 0
  %t_e1543 = mul i32 %t_c1541, 16
  %el1544 = add i32 %t_e1543, %cin1179
  %off1546 = shl i32 %el1544, 2
  %v1547 = extractelement <8 x float> %acc599, i32 2
  %old.255 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1547, ptr addrspace(8) %rws87, i32 %off1546, i32 0, i32 20)
  %krow1549 = add i32 %kbase1173, %kin1481
  %kr1551 = mul i32 %krow1549, 3
  %t_r1553 = add i32 %kr1551, 1
  %t_s1555 = mul i32 %t_r1553, 3
  %t_c1557 = add i32 %t_s1555, 1
  %t_e1559 = mul i32 %t_c1557, 16
  %el1560 = add i32 %t_e1559, %cin1179
  %off1562 = shl i32 %el1560, 2
  %v1563 = extractelement <8 x float> %acc600, i32 2
  %old.256 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1563, ptr addrspace(8) %rws87, i32 %off1562, i32 0, i32 20)
  %krow1565 = add i32 %kbase1173, %kin1481
  %kr1567 = mul i32 %krow1565, 3
  %t_r1569 = add i32 %kr1567, 1
  %t_s1571 = mul i32 %t_r1569, 3
  %t_c1573 = add i32 %t_s1571, 2
  %t_e1575 = mul i32 %t_c1573, 16
  %el1576 = add i32 %t_e1575, %cin1179
  %off1578 = shl i32 %el1576, 2
  %v1579 = extractelement <8 x float> %acc601, i32 2
  %old.257 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1579, ptr addrspace(8) %rws87, i32 %off1578, i32 0, i32 20)
  %krow1581 = add i32 %kbase1173, %kin1481
  %kr1583 = mul i32 %krow1581, 3
  %t_r1585 = add i32 %kr1583, 2
  %t_s1587 = mul i32 %t_r1585, 3
  %t_c1589 = add i32 %t_s1587, 0
  %t_e1591 = mul i32 %t_c1589, 16
  %el1592 = add i32 %t_e1591, %cin1179
  %off1594 = shl i32 %el1592, 2
  %v1595 = extractelement <8 x float> %acc602, i32 2
  %old.258 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1595, ptr addrspace(8) %rws87, i32 %off1594, i32 0, i32 20)
  %krow1597 = add i32 %kbase1173, %kin1481
  %kr1599 = mul i32 %krow1597, 3
  %t_r1601 = add i32 %kr1599, 2
  %t_s1603 = mul i32 %t_r1601, 3
  %t_c1605 = add i32 %t_s1603, 1
  %t_e1607 = mul i32 %t_c1605, 16
  %el1608 = add i32 %t_e1607, %cin1179
  %off1610 = shl i32 %el1608, 2
  %v1611 = extractelement <8 x float> %acc603, i32 2
  %old.259 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1611, ptr addrspace(8) %rws87, i32 %off1610, i32 0, i32 20)
  %krow1613 = add i32 %kbase1173, %kin1481
  %kr1615 = mul i32 %krow1613, 3
  %t_r1617 = add i32 %kr1615, 2
  %t_s1619 = mul i32 %t_r1617, 3
  %t_c1621 = add i32 %t_s1619, 2
  %t_e1623 = mul i32 %t_c1621, 16
  %el1624 = add i32 %t_e1623, %cin1179
  %off1626 = shl i32 %el1624, 2
  %v1627 = extractelement <8 x float> %acc604, i32 2
  %old.260 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1627, ptr addrspace(8) %rws87, i32 %off1626, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  %kin1630 = add i32 %k_h1176, 3
  %kok1632 = icmp ult i32 %kin1630, 16
  %ok1633 = and i1 %kok1632, %cok1181
  br i1 %ok1633, label %if.then.43, label %if.end.43
if.then.43:
  %krow1634 = add i32 %kbase1173, %kin1630
  %kr1636 = mul i32 %krow1634, 3
  %t_r1638 = add i32 %kr1636, 0
  %t_s1640 = mul i32 %t_r1638, 3
  %t_c1642 = add i32 %t_s1640, 0
  %t_e1644 = mul i32 %t_c1642, 16
  %el1645 = add i32 %t_e1644, %cin1179
  %off1647 = shl i32 %el1645, 2
  %v1648 = extractelement <8 x float> %acc596, i32 3
  %old.261 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1648, ptr addrspace(8) %rws87, i32 %off1647, i32 0, i32 20)
  %krow1650 = add i32 %kbase1173, %kin1630
  %kr1652 = mul i32 %krow1650, 3
  %t_r1654 = add i32 %kr1652, 0
  %t_s1656 = mul i32 %t_r1654, 3
  %t_c1658 = add i32 %t_s1656, 1
  %t_e1660 = mul i32 %t_c1658, 16
  %el1661 = add i32 %t_e1660, %cin1179
  %off1663 = shl i32 %el1661, 2
  %v1664 = extractelement <8 x float> %acc597, i32 3
  %old.262 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1664, ptr addrspace(8) %rws87, i32 %off1663, i32 0, i32 20)
  %krow1666 = add i32 %kbase1173, %kin1630
  %kr1668 = mul i32 %krow1666, 3
  %t_r1670 = add i32 %kr1668, 0
  %t_s1672 = mul i32 %t_r1670, 3
  %t_c1674 = add i32 %t_s1672, 2
  %t_e1676 = mul i32 %t_c1674, 16
  %el1677 = add i32 %t_e1676, %cin1179
  %off1679 = shl i32 %el1677, 2
  %v1680 = extractelement <8 x float> %acc598, i32 3
  %old.263 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1680, ptr addrspace(8) %rws87, i32 %off1679, i32 0, i32 20)
  %krow1682 = add i32 %kbase1173, %kin1630
  %kr1684 = mul i32 %krow1682, 3
  %t_r1686 = add i32 %kr1684, 1
  %t_s1688 = mul i32 %t_r1686, 3
  %t_c1690 = add i32 %t_s1688, 0
  %t_e1692 = mul i32 %t_c1690, 16
  %el1693 = add i32 %t_e1692, %cin1179
  %off1695 = shl i32 %el1693, 2
  %v1696 = extractelement <8 x float> %acc599, i32 3
  %old.264 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1696, ptr addrspace(8) %rws87, i32 %off1695, i32 0, i32 20)
  %krow1698 = add i32 %kbase1173, %kin1630
  %kr1700 = mul i32 %krow1698, 3
  %t_r1702 = add i32 %kr1700, 1
  %t_s1704 = mul i32 %t_r1702, 3
  %t_c1706 = add i32 %t_s1704, 1
  %t_e1708 = mul i32 %t_c1706, 16
  %el1709 = add i32 %t_e1708, %cin1179
  %off1711 = shl i32 %el1709, 2
  %v1712 = extractelement <8 x float> %acc600, i32 3
  %old.265 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1712, ptr addrspace(8) %rws87, i32 %off1711, i32 0, i32 20)
  %krow1714 = add i32 %kbase1173, %kin1630
  %kr1716 = mul i32 %krow1714, 3
  %t_r1718 = add i32 %kr1716, 1
  %t_s1720 = mul i32 %t_r1718, 3
  %t_c1722 = add i32 %t_s1720, 2
  %t_e1724 = mul i32 %t_c1722, 16
  %el1725 = add i32 %t_e1724, %cin1179
  %off1727 = shl i32 %el1725, 2
  %v1728 = extractelement <8 x float> %acc601, i32 3
  %old.266 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1728, ptr addrspace(8) %rws87, i32 %off1727, i32 0, i32 20)
  %krow1730 = add i32 %kbase1173, %kin1630
  %kr1732 = mul i32 %krow1730, 3
  %t_r1734 = add i32 %kr1732, 2
  %t_s1736 = mul i32 %t_r1734, 3
  %t_c1738 = add i32 %t_s1736, 0
  %t_e1740 = mul i32 %t_c1738, 16
  %el1741 = add i32 %t_e1740, %cin1179
  %off1743 = shl i32 %el1741, 2
  %v1744 = extractelement <8 x float> %acc602, i32 3
  %old.267 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1744, ptr addrspace(8) %rws87, i32 %off1743, i32 0, i32 20)
  %krow1746 = add i32 %kbase1173, %kin1630
  %kr1748 = mul i32 %krow1746, 3
  %t_r1750 = add i32 %kr1748, 2
  %t_s1752 = mul i32 %t_r1750, 3
  %t_c1754 = add i32 %t_s1752, 1
  %t_e1756 = mul i32 %t_c1754, 16
  %el1757 = add i32 %t_e1756, %cin1179
  %off1759 = shl i32 %el1757, 2
  %v1760 = extractelement <8 x float> %acc603, i32 3
  %old.268 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1760, ptr addrspace(8) %rws87, i32 %off1759, i32 0, i32 20)
  %krow1762 = add i32 %kbase1173, %kin1630
  %kr1764 = mul i32 %krow1762, 3
  %t_r1766 = add i32 %kr1764, 2
  %t_s1768 = mul i32 %t_r1766, 3
  %t_c1770 = add i32 %t_s1768, 2
  %t_e1772 = mul i32 %t_c1770, 16
  %el1773 = add i32 %t_e1772, %cin1179
  %off1775 = shl i32 %el1773, 2
  %v1776 = extractelement <8 x float> %acc604, i32 3
  %old.269 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1776, ptr addrspace(8) %rws87, i32 %off1775, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %kin1779 = add i32 %k_h1176, 4
  %kok1781 = icmp ult i32 %kin1779, 16
  %ok1782 = and i1 %kok1781, %cok1181
  br i1 %ok1782, label %if.then.44, label %if.end.44
if.then.44:
  %krow1783 = add i32 %kbase1173, %kin1779
  %kr1785 = mul i32 %krow1783, 3
  %t_r1787 = add i32 %kr1785, 0
  %t_s1789 = mul i32 %t_r1787, 3
  %t_c1791 = add i32 %t_s1789, 0
  %t_e1793 = mul i32 %t_c1791, 16
  %el1794 = add i32 %t_e1793, %cin1179
  %off1796 = shl i32 %el1794, 2
  %v1797 = extractelement <8 x float> %acc596, i32 4
  %old.270 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1797, ptr addrspace(8) %rws87, i32 %off1796, i32 0, i32 20)
  %krow1799 = add i32 %kbase1173, %kin1779
  %kr1801 = mul i32 %krow1799, 3
  %t_r1803 = add i32 %kr1801, 0
  %t_s1805 = mul i32 %t_r1803, 3
  %t_c1807 = add i32 %t_s1805, 1
  %t_e1809 = mul i32 %t_c1807, 16
  %el1810 = add i32 %t_e1809, %cin1179
  %off1812 = shl i32 %el1810, 2
  %v1813 = extractelement <8 x float> %acc597, i32 4
  %old.271 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1813, ptr addrspace(8) %rws87, i32 %off1812, i32 0, i32 20)
  %krow1815 = add i32 %kbase1173, %kin1779
  %kr1817 = mul i32 %krow1815, 3
  %t_r1819 = add i32 %kr1817, 0
  %t_s1821 = mul i32 %t_r1819, 3
  %t_c1823 = add i32 %t_s1821, 2
  %t_e1825 = mul i32 %t_c1823, 16
  %el1826 = add i32 %t_e1825, %cin1179
  %off1828 = shl i32 %el1826, 2
  %v1829 = extractelement <8 x float> %acc598, i32 4
  %old.272 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1829, ptr addrspace(8) %rws87, i32 %off1828, i32 0, i32 20)
  %krow1831 = add i32 %kbase1173, %kin1779
  %kr1833 = mul i32 %krow1831, 3
  %t_r1835 = add i32 %kr1833, 1
  %t_s1837 = mul i32 %t_r1835, 3
  %t_c1839 = add i32 %t_s1837, 0
  %t_e1841 = mul i32 %t_c1839, 16
  %el1842 = add i32 %t_e1841, %cin1179
  %off1844 = shl i32 %el1842, 2
  %v1845 = extractelement <8 x float> %acc599, i32 4
  %old.273 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1845, ptr addrspace(8) %rws87, i32 %off1844, i32 0, i32 20)
  %krow1847 = add i32 %kbase1173, %kin1779
  %kr1849 = mul i32 %krow1847, 3
  %t_r1851 = add i32 %kr1849, 1
  %t_s1853 = mul i32 %t_r1851, 3
  %t_c1855 = add i32 %t_s1853, 1
  %t_e1857 = mul i32 %t_c1855, 16
  %el1858 = add i32 %t_e1857, %cin1179
  %off1860 = shl i32 %el1858, 2
  %v1861 = extractelement <8 x float> %acc600, i32 4
  %old.274 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1861, ptr addrspace(8) %rws87, i32 %off1860, i32 0, i32 20)
  %krow1863 = add i32 %kbase1173, %kin1779
  %kr1865 = mul i32 %krow1863, 3
  %t_r1867 = add i32 %kr1865, 1
  %t_s1869 = mul i32 %t_r1867, 3
  %t_c1871 = add i32 %t_s1869, 2
  %t_e1873 = mul i32 %t_c1871, 16
  %el1874 = add i32 %t_e1873, %cin1179
  %off1876 = shl i32 %el1874, 2
  %v1877 = extractelement <8 x float> %acc601, i32 4
  %old.275 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1877, ptr addrspace(8) %rws87, i32 %off1876, i32 0, i32 20)
  %krow1879 = add i32 %kbase1173, %kin1779
  %kr1881 = mul i32 %krow1879, 3
  %t_r1883 = add i32 %kr1881, 2
  %t_s1885 = mul i32 %t_r1883, 3
  %t_c1887 = add i32 %t_s1885, 0
  %t_e1889 = mul i32 %t_c1887, 16
  %el1890 = add i32 %t_e1889, %cin1179
  %off1892 = shl i32 %el1890, 2
  %v1893 = extractelement <8 x float> %acc602, i32 4
  %old.276 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1893, ptr addrspace(8) %rws87, i32 %off1892, i32 0, i32 20)
  %krow1895 = add i32 %kbase1173, %kin1779
  %kr1897 = mul i32 %krow1895, 3
  %t_r1899 = add i32 %kr1897, 2
  %t_s1901 = mul i32 %t_r1899, 3
  %t_c1903 = add i32 %t_s1901, 1
  %t_e1905 = mul i32 %t_c1903, 16
  %el1906 = add i32 %t_e1905, %cin1179
  %off1908 = shl i32 %el1906, 2
  %v1909 = extractelement <8 x float> %acc603, i32 4
  %old.277 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1909, ptr addrspace(8) %rws87, i32 %off1908, i32 0, i32 20)
  %krow1911 = add i32 %kbase1173, %kin1779
  %kr1913 = mul i32 %krow1911, 3
  %t_r1915 = add i32 %kr1913, 2
  %t_s1917 = mul i32 %t_r1915, 3
  %t_c1919 = add i32 %t_s1917, 2
  %t_e1921 = mul i32 %t_c1919, 16
  %el1922 = add i32 %t_e1921, %cin1179
  %off1924 = shl i32 %el1922, 2
  %v1925 = extractelement <8 x float> %acc604, i32 4
  %old.278 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1925, ptr addrspace(8) %rws87, i32 %off1924, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %kin1928 = add i32 %k_h1176, 5
  %kok1930 = icmp ult i32 %kin1928, 16
  %ok1931 = and i1 %kok1930, %cok1181
  br i1 %ok1931, label %if.then.45, label %if.end.45
if.then.45:
  %krow1932 = add i32 %kbase1173, %kin1928
  %kr1934 = mul i32 %krow1932, 3
  %t_r1936 = add i32 %kr1934, 0
  %t_s1938 = mul i32 %t_r1936, 3
  %t_c1940 = add i32 %t_s1938, 0
  %t_e1942 = mul i32 %t_c1940, 16
  %el1943 = add i32 %t_e1942, %cin1179
  %off1945 = shl i32 %el1943, 2
  %v1946 = extractelement <8 x float> %acc596, i32 5
  %old.279 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1946, ptr addrspace(8) %rws87, i32 %off1945, i32 0, i32 20)
  %krow1948 = add i32 %kbase1173, %kin1928
  %kr1950 = mul i32 %krow1948, 3
  %t_r1952 = add i32 %kr1950, 0
  %t_s1954 = mul i32 %t_r1952, 3
  %t_c1956 = add i32 %t_s1954, 1
  %t_e1958 = mul i32 %t_c1956, 16
  %el1959 = add i32 %t_e1958, %cin1179
  %off1961 = shl i32 %el1959, 2
  %v1962 = extractelement <8 x float> %acc597, i32 5
  %old.280 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1962, ptr addrspace(8) %rws87, i32 %off1961, i32 0, i32 20)
  %krow1964 = add i32 %kbase1173, %kin1928
  %kr1966 = mul i32 %krow1964, 3
  %t_r1968 = add i32 %kr1966, 0
  %t_s1970 = mul i32 %t_r1968, 3
  %t_c1972 = add i32 %t_s1970, 2
  %t_e1974 = mul i32 %t_c1972, 16
  %el1975 = add i32 %t_e1974, %cin1179
  %off1977 = shl i32 %el1975, 2
  %v1978 = extractelement <8 x float> %acc598, i32 5
  %old.281 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1978, ptr addrspace(8) %rws87, i32 %off1977, i32 0, i32 20)
  %krow1980 = add i32 %kbase1173, %kin1928
  %kr1982 = mul i32 %krow1980, 3
  %t_r1984 = add i32 %kr1982, 1
  %t_s1986 = mul i32 %t_r1984, 3
  %t_c1988 = add i32 %t_s1986, 0
  %t_e1990 = mul i32 %t_c1988, 16
  %el1991 = add i32 %t_e1990, %cin1179
  %off1993 = shl i32 %el1991, 2
  %v1994 = extractelement <8 x float> %acc599, i32 5
  %old.282 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1994, ptr addrspace(8) %rws87, i32 %off1993, i32 0, i32 20)
  %krow1996 = add i32 %kbase1173, %kin1928
  %kr1998 = mul i32 %krow1996, 3
  %t_r2000 = add i32 %kr1998, 1
  %t_s2002 = mul i32 %t_r2000, 3
  %t_c2004 = add i32 %t_s2002, 1
  %t_e2006 = mul i32 %t_c2004, 16
  %el2007 = add i32 %t_e2006, %cin1179
  %off2009 = shl i32 %el2007, 2
  %v2010 = extractelement <8 x float> %acc600, i32 5
  %old.283 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2010, ptr addrspace(8) %rws87, i32 %off2009, i32 0, i32 20)
  %krow2012 = add i32 %kbase1173, %kin1928
  %kr2014 = mul i32 %krow2012, 3
  %t_r2016 = add i32 %kr2014, 1
  %t_s2018 = mul i32 %t_r2016, 3
  %t_c2020 = add i32 %t_s2018, 2
  %t_e2022 = mul i32 %t_c2020, 16
  %el2023 = add i32 %t_e2022, %cin1179
  %off2025 = shl i32 %el2023, 2
  %v2026 = extractelement <8 x float> %acc601, i32 5
  %old.284 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2026, ptr addrspace(8) %rws87, i32 %off2025, i32 0, i32 20)
  %krow2028 = add i32 %kbase1173, %kin1928
  %kr2030 = mul i32 %krow2028, 3
  %t_r2032 = add i32 %kr2030, 2
  %t_s2034 = mul i32 %t_r2032, 3
  %t_c2036 = add i32 %t_s2034, 0
  %t_e2038 = mul i32 %t_c2036, 16
  %el2039 = add i32 %t_e2038, %cin1179
  %off2041 = shl i32 %el2039, 2
  %v2042 = extractelement <8 x float> %acc602, i32 5
  %old.285 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2042, ptr addrspace(8) %rws87, i32 %off2041, i32 0, i32 20)
  %krow2044 = add i32 %kbase1173, %kin1928
  %kr2046 = mul i32 %krow2044, 3
  %t_r2048 = add i32 %kr2046, 2
  %t_s2050 = mul i32 %t_r2048, 3
  %t_c2052 = add i32 %t_s2050, 1
  %t_e2054 = mul i32 %t_c2052, 16
  %el2055 = add i32 %t_e2054, %cin1179
  %off2057 = shl i32 %el2055, 2
  %v2058 = extractelement <8 x float> %acc603, i32 5
  %old.286 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2058, ptr addrspace(8) %rws87, i32 %off2057, i32 0, i32 20)
  %krow2060 = add i32 %kbase1173, %kin1928
  %kr2062 = mul i32 %krow2060, 3
  %t_r2064 = add i32 %kr2062, 2
  %t_s2066 = mul i32 %t_r2064, 3
  %t_c2068 = add i32 %t_s2066, 2
  %t_e2070 = mul i32 %t_c2068, 16
  %el2071 = add i32 %t_e2070, %cin1179
  %off2073 = shl i32 %el2071, 2
  %v2074 = extractelement <8 x float> %acc604, i32 5
  %old.287 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2074, ptr addrspace(8) %rws87, i32 %off2073, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %kin2077 = add i32 %k_h1176, 6
  %kok2079 = icmp ult i32 %kin2077, 16
  %ok2080 = and i1 %kok2079, %cok1181
  br i1 %ok2080, label %if.then.46, label %if.end.46
if.then.46:
  %krow2081 = add i32 %kbase1173, %kin2077
  %kr2083 = mul i32 %krow2081, 3
  %t_r2085 = add i32 %kr2083, 0
  %t_s2087 = mul i32 %t_r2085, 3
  %t_c2089 = add i32 %t_s2087, 0
  %t_e2091 = mul i32 %t_c2089, 16
  %el2092 = add i32 %t_e2091, %cin1179
  %off2094 = shl i32 %el2092, 2
  %v2095 = extractelement <8 x float> %acc596, i32 6
  %old.288 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2095, ptr addrspace(8) %rws87, i32 %off2094, i32 0, i32 20)
  %krow2097 = add i32 %kbase1173, %kin2077
  %kr2099 = mul i32 %krow2097, 3
  %t_r2101 = add i32 %kr2099, 0
  %t_s2103 = mul i32 %t_r2101, 3
  %t_c2105 = add i32 %t_s2103, 1
  %t_e2107 = mul i32 %t_c2105, 16
  %el2108 = add i32 %t_e2107, %cin1179
  %off2110 = shl i32 %el2108, 2
  %v2111 = extractelement <8 x float> %acc597, i32 6
  %old.289 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2111, ptr addrspace(8) %rws87, i32 %off2110, i32 0, i32 20)
  %krow2113 = add i32 %kbase1173, %kin2077
  %kr2115 = mul i32 %krow2113, 3
  %t_r2117 = add i32 %kr2115, 0
  %t_s2119 = mul i32 %t_r2117, 3
  %t_c2121 = add i32 %t_s2119, 2
  %t_e2123 = mul i32 %t_c2121, 16
  %el2124 = add i32 %t_e2123, %cin1179
  %off2126 = shl i32 %el2124, 2
  %v2127 = extractelement <8 x float> %acc598, i32 6
  %old.290 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2127, ptr addrspace(8) %rws87, i32 %off2126, i32 0, i32 20)
  %krow2129 = add i32 %kbase1173, %kin2077
  %kr2131 = mul i32 %krow2129, 3
  %t_r2133 = add i32 %kr2131, 1
  %t_s2135 = mul i32 %t_r2133, 3
  %t_c2137 = add i32 %t_s2135, 0
  %t_e2139 = mul i32 %t_c2137, 16
  %el2140 = add i32 %t_e2139, %cin1179
  %off2142 = shl i32 %el2140, 2
  %v2143 = extractelement <8 x float> %acc599, i32 6
  %old.291 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2143, ptr addrspace(8) %rws87, i32 %off2142, i32 0, i32 20)
  %krow2145 = add i32 %kbase1173, %kin2077
  %kr2147 = mul i32 %krow2145, 3
  %t_r2149 = add i32 %kr2147, 1
  %t_s2151 = mul i32 %t_r2149, 3
  %t_c2153 = add i32 %t_s2151, 1
  %t_e2155 = mul i32 %t_c2153, 16
  %el2156 = add i32 %t_e2155, %cin1179
  %off2158 = shl i32 %el2156, 2
  %v2159 = extractelement <8 x float> %acc600, i32 6
  %old.292 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2159, ptr addrspace(8) %rws87, i32 %off2158, i32 0, i32 20)
  %krow2161 = add i32 %kbase1173, %kin2077
  %kr2163 = mul i32 %krow2161, 3
  %t_r2165 = add i32 %kr2163, 1
  %t_s2167 = mul i32 %t_r2165, 3
  %t_c2169 = add i32 %t_s2167, 2
  %t_e2171 = mul i32 %t_c2169, 16
  %el2172 = add i32 %t_e2171, %cin1179
  %off2174 = shl i32 %el2172, 2
  %v2175 = extractelement <8 x float> %acc601, i32 6
  %old.293 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2175, ptr addrspace(8) %rws87, i32 %off2174, i32 0, i32 20)
  %krow2177 = add i32 %kbase1173, %kin2077
  %kr2179 = mul i32 %krow2177, 3
  %t_r2181 = add i32 %kr2179, 2
  %t_s2183 = mul i32 %t_r2181, 3
  %t_c2185 = add i32 %t_s2183, 0
  %t_e2187 = mul i32 %t_c2185, 16
  %el2188 = add i32 %t_e2187, %cin1179
  %off2190 = shl i32 %el2188, 2
  %v2191 = extractelement <8 x float> %acc602, i32 6
  %old.294 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2191, ptr addrspace(8) %rws87, i32 %off2190, i32 0, i32 20)
  %krow2193 = add i32 %kbase1173, %kin2077
  %kr2195 = mul i32 %krow2193, 3
  %t_r2197 = add i32 %kr2195, 2
  %t_s2199 = mul i32 %t_r2197, 3
  %t_c2201 = add i32 %t_s2199, 1
  %t_e2203 = mul i32 %t_c2201, 16
  %el2204 = add i32 %t_e2203, %cin1179
  %off2206 = shl i32 %el2204, 2
  %v2207 = extractelement <8 x float> %acc603, i32 6
  %old.295 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2207, ptr addrspace(8) %rws87, i32 %off2206, i32 0, i32 20)
  %krow2209 = add i32 %kbase1173, %kin2077
  %kr2211 = mul i32 %krow2209, 3
  %t_r2213 = add i32 %kr2211, 2
  %t_s2215 = mul i32 %t_r2213, 3
  %t_c2217 = add i32 %t_s2215, 2
  %t_e2219 = mul i32 %t_c2217, 16
  %el2220 = add i32 %t_e2219, %cin1179
  %off2222 = shl i32 %el2220, 2
  %v2223 = extractelement <8 x float> %acc604, i32 6
  %old.296 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2223, ptr addrspace(8) %rws87, i32 %off2222, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %kin2226 = add i32 %k_h1176, 7
  %kok2228 = icmp ult i32 %kin2226, 16
  %ok2229 = and i1 %kok2228, %cok1181
  br i1 %ok2229, label %if.then.47, label %if.end.47
if.then.47:
  %krow2230 = add i32 %kbase1173, %kin2226
  %kr2232 = mul i32 %krow2230, 3
  %t_r2234 = add i32 %kr2232, 0
  %t_s2236 = mul i32 %t_r2234, 3
  %t_c2238 = add i32 %t_s2236, 0
  %t_e2240 = mul i32 %t_c2238, 16
  %el2241 = add i32 %t_e2240, %cin1179
  %off2243 = shl i32 %el2241, 2
  %v2244 = extractelement <8 x float> %acc596, i32 7
  %old.297 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2244, ptr addrspace(8) %rws87, i32 %off2243, i32 0, i32 20)
  %krow2246 = add i32 %kbase1173, %kin2226
  %kr2248 = mul i32 %krow2246, 3
  %t_r2250 = add i32 %kr2248, 0
  %t_s2252 = mul i32 %t_r2250, 3
  %t_c2254 = add i32 %t_s2252, 1
  %t_e2256 = mul i32 %t_c2254, 16
  %el2257 = add i32 %t_e2256, %cin1179
  %off2259 = shl i32 %el2257, 2
  %v2260 = extractelement <8 x float> %acc597, i32 7
  %old.298 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2260, ptr addrspace(8) %rws87, i32 %off2259, i32 0, i32 20)
  %krow2262 = add i32 %kbase1173, %kin2226
  %kr2264 = mul i32 %krow2262, 3
  %t_r2266 = add i32 %kr2264, 0
  %t_s2268 = mul i32 %t_r2266, 3
  %t_c2270 = add i32 %t_s2268, 2
  %t_e2272 = mul i32 %t_c2270, 16
  %el2273 = add i32 %t_e2272, %cin1179
  %off2275 = shl i32 %el2273, 2
  %v2276 = extractelement <8 x float> %acc598, i32 7
  %old.299 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2276, ptr addrspace(8) %rws87, i32 %off2275, i32 0, i32 20)
  %krow2278 = add i32 %kbase1173, %kin2226
  %kr2280 = mul i32 %krow2278, 3
  %t_r2282 = add i32 %kr2280, 1
  %t_s2284 = mul i32 %t_r2282, 3
  %t_c2286 = add i32 %t_s2284, 0
  %t_e2288 = mul i32 %t_c2286, 16
  %el2289 = add i32 %t_e2288, %cin1179
  %off2291 = shl i32 %el2289, 2
  %v2292 = extractelement <8 x float> %acc599, i32 7
  %old.300 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2292, ptr addrspace(8) %rws87, i32 %off2291, i32 0, i32 20)
  %krow2294 = add i32 %kbase1173, %kin2226
  %kr2296 = mul i32 %krow2294, 3
  %t_r2298 = add i32 %kr2296, 1
  %t_s2300 = mul i32 %t_r2298, 3
  %t_c2302 = add i32 %t_s2300, 1
  %t_e2304 = mul i32 %t_c2302, 16
  %el2305 = add i32 %t_e2304, %cin1179
  %off2307 = shl i32 %el2305, 2
  %v2308 = extractelement <8 x float> %acc600, i32 7
  %old.301 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2308, ptr addrspace(8) %rws87, i32 %off2307, i32 0, i32 20)
  %krow2310 = add i32 %kbase1173, %kin2226
  %kr2312 = mul i32 %krow2310, 3
  %t_r2314 = add i32 %kr2312, 1
  %t_s2316 = mul i32 %t_r2314, 3
  %t_c2318 = add i32 %t_s2316, 2
  %t_e2320 = mul i32 %t_c2318, 16
  %el2321 = add i32 %t_e2320, %cin1179
  %off2323 = shl i32 %el2321, 2
  %v2324 = extractelement <8 x float> %acc601, i32 7
  %old.302 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2324, ptr addrspace(8) %rws87, i32 %off2323, i32 0, i32 20)
  %krow2326 = add i32 %kbase1173, %kin2226
  %kr2328 = mul i32 %krow2326, 3
  %t_r2330 = add i32 %kr2328, 2
  %t_s2332 = mul i32 %t_r2330, 3
  %t_c2334 = add i32 %t_s2332, 0
  %t_e2336 = mul i32 %t_c2334, 16
  %el2337 = add i32 %t_e2336, %cin1179
  %off2339 = shl i32 %el2337, 2
  %v2340 = extractelement <8 x float> %acc602, i32 7
  %old.303 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2340, ptr addrspace(8) %rws87, i32 %off2339, i32 0, i32 20)
  %krow2342 = add i32 %kbase1173, %kin2226
  %kr2344 = mul i32 %krow2342, 3
  %t_r2346 = add i32 %kr2344, 2
  %t_s2348 = mul i32 %t_r2346, 3
  %t_c2350 = add i32 %t_s2348, 1
  %t_e2352 = mul i32 %t_c2350, 16
  %el2353 = add i32 %t_e2352, %cin1179
  %off2355 = shl i32 %el2353, 2
  %v2356 = extractelement <8 x float> %acc603, i32 7
  %old.304 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2356, ptr addrspace(8) %rws87, i32 %off2355, i32 0, i32 20)
  %krow2358 = add i32 %kbase1173, %kin2226
  %kr2360 = mul i32 %krow2358, 3
  %t_r2362 = add i32 %kr2360, 2
  %t_s2364 = mul i32 %t_r2362, 3
  %t_c2366 = add i32 %t_s2364, 2
  %t_e2368 = mul i32 %t_c2366, 16
  %el2369 = add i32 %t_e2368, %cin1179
  %off2371 = shl i32 %el2369, 2
  %v2372 = extractelement <8 x float> %acc604, i32 7
  %old.305 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2372, ptr addrspace(8) %rws87, i32 %off2371, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="256" }
