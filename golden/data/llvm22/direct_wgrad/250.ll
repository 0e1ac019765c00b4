; irgate direct_wgrad{dtype=bf16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=32,kpg=32,waves_k=2,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=2,row_blocks=1,lds_epilogue=1,tdm_stages=3,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1 = internal unnamed_addr addrspace(3) global [44816 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 immarg, <16 x bfloat>, i1 immarg, <16 x bfloat>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)
declare void @llvm.amdgcn.tensor.load.to.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, i32 immarg)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16 immarg)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wave_k24 = urem i32 %wave22, 2
  %wave_c26 = udiv i32 %wave22, 2
  %wkb28 = mul i32 %wave_k24, 16
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
  %b_r51 = mul i32 %tr_row37, 24
  %b_c52 = add i32 %b_r51, %tr_col43
  %b_e53 = add i32 %b_c52, %wcb30
  %b_lane55 = shl i32 %b_e53, 1
  %bx56 = call i32 @llvm.amdgcn.workgroup.id.x()
  %rblk57 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img58 = call i32 @llvm.amdgcn.workgroup.id.z()
  %ct60 = urem i32 %bx56, 2
  %rest62 = udiv i32 %bx56, 2
  %kt64 = urem i32 %rest62, 1
  %g66 = udiv i32 %rest62, 1
  %k_blk68 = mul i32 %kt64, 32
  %c_blk70 = mul i32 %ct60, 16
  %gk72 = mul i32 %g66, 32
  %gc74 = mul i32 %g66, 32
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
  %rg_a105 = add i32 %span103, 1
  %rgs107 = udiv i32 %rg_a105, 2
  %steps108 = mul i32 %rgs107, %ncols99
  %rg110 = udiv i32 0, %ncols99
  %ccol111 = urem i32 0, %ncols99
  %rgo113 = mul i32 %rg110, 2
  %ho_s114 = add i32 %ho_lo81, %rgo113
  %wo_s116 = shl i32 %ccol111, 5
  %slot118 = urem i32 0, 3
  %slot_off120 = mul i32 %slot118, 14912
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
  %dst160 = select i1 %some158, i32 %dst156, i32 44736
  %src161 = select i1 %some158, i32 %el154, i32 %dy_dummy94
  %rows163 = select i1 %some158, i32 %dy_n149, i32 1
  br i1 %issuer93, label %if.then.1, label %if.end.1
if.then.1:
  %gep.4 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst160
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
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za182
  store float 0x0000000000000000, ptr addrspace(3) %gep.19, align 4
  %za185 = add i32 %lz180, 4
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za185
  store float 0x0000000000000000, ptr addrspace(3) %gep.20, align 4
  %za188 = add i32 %lz180, 8
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za188
  store float 0x0000000000000000, ptr addrspace(3) %gep.21, align 4
  %za191 = add i32 %lz180, 12
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za191
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
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za209
  store float 0x0000000000000000, ptr addrspace(3) %gep.23, align 4
  %za212 = add i32 %lz207, 4
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za212
  store float 0x0000000000000000, ptr addrspace(3) %gep.24, align 4
  %za215 = add i32 %lz207, 8
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za215
  store float 0x0000000000000000, ptr addrspace(3) %gep.25, align 4
  %za218 = add i32 %lz207, 12
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za218
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
  %dst234 = add i32 %dst232, 5120
  %some236 = icmp ne i32 %x_n226, 0
  %dst238 = select i1 %some236, i32 %dst234, i32 44736
  %src239 = select i1 %some236, i32 %el231, i32 %x_dummy95
  %rows241 = select i1 %some236, i32 %x_n226, i32 1
  br i1 %issuer93, label %if.then.5, label %if.end.5
if.then.5:
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst238
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
  %za266 = add i32 %lz264, 5120
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za266
  store float 0x0000000000000000, ptr addrspace(3) %gep.42, align 4
  %za269 = add i32 %lz264, 5124
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za269
  store float 0x0000000000000000, ptr addrspace(3) %gep.43, align 4
  %za272 = add i32 %lz264, 5128
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za272
  store float 0x0000000000000000, ptr addrspace(3) %gep.44, align 4
  %za275 = add i32 %lz264, 5132
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za275
  store float 0x0000000000000000, ptr addrspace(3) %gep.45, align 4
  br label %if.end.7
if.end.7:
  %e278 = add i32 %tid18, 64
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
  %za298 = add i32 %lz296, 5120
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za298
  store float 0x0000000000000000, ptr addrspace(3) %gep.46, align 4
  %za301 = add i32 %lz296, 5124
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za301
  store float 0x0000000000000000, ptr addrspace(3) %gep.47, align 4
  %za304 = add i32 %lz296, 5128
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za304
  store float 0x0000000000000000, ptr addrspace(3) %gep.48, align 4
  %za307 = add i32 %lz296, 5132
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za307
  store float 0x0000000000000000, ptr addrspace(3) %gep.49, align 4
  br label %if.end.8
if.end.8:
  br label %if.end.6
if.end.6:
  %h_a310 = add i32 %ho146, 1
  %hi312 = sub i32 %h_a310, 1
  %hiok313 = icmp ult i32 %hi312, %hi
  %x_n315 = select i1 %hiok313, i32 %x_span142, i32 0
  %x_row316 = mul i32 %hi312, %x_stride_h
  %x_r317 = add i32 %x_img89, %x_row316
  %col318 = mul i32 %x_first134, %x_stride_w
  %el319 = add i32 %x_r317, %col318
  %el320 = add i32 %el319, %x_ch76
  %dst321 = add i32 %slot_off120, %lead_b144
  %dst323 = add i32 %dst321, 6752
  %some325 = icmp ne i32 %x_n315, 0
  %dst327 = select i1 %some325, i32 %dst323, i32 44736
  %src328 = select i1 %some325, i32 %el320, i32 %x_dummy95
  %rows330 = select i1 %some325, i32 %x_n315, i32 1
  br i1 %issuer93, label %if.then.9, label %if.end.9
if.then.9:
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst327
  %lsa.51 = ptrtoint ptr addrspace(3) %gep.50 to i32
  %src.52 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src328
  %ga.53 = ptrtoint ptr addrspace(1) %src.52 to i64
  %galo.54 = trunc i64 %ga.53 to i32
  %gahw.55 = lshr i64 %ga.53, 32
  %gahi.56 = trunc i64 %gahw.55 to i32
  %gaty.57 = or i32 %gahi.56, -2147483648
  %g0a.58 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.51, i32 1
  %g0b.59 = insertelement <4 x i32> %g0a.58, i32 %galo.54, i32 2
  %g0.60 = insertelement <4 x i32> %g0b.59, i32 %gaty.57, i32 3
  %dim1.61 = shl i32 %rows330, 16
  %g1a.62 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.61, i32 2
  %g1b.63 = insertelement <8 x i32> %g1a.62, i32 %rows330, i32 4
  %g1.64 = insertelement <8 x i32> %g1b.63, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.60, <8 x i32> %g1.64, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.9
if.end.9:
  %cover_end331 = add i32 %lead133, %x_n315
  %partial333 = icmp ult i32 %x_n315, 34
  br i1 %partial333, label %if.then.10, label %if.end.10
if.then.10:
  %e335 = add i32 %tid18, 0
  %row337 = udiv i32 %e335, 2
  %cc339 = urem i32 %e335, 2
  %chan341 = shl i32 %cc339, 3
  %below342 = icmp ult i32 %row337, %lead133
  %above343 = icmp uge i32 %row337, %cover_end331
  %hole344 = or i1 %below342, %above343
  %ein346 = icmp ult i32 %e335, 68
  %hole347 = and i1 %hole344, %ein346
  %lrow349 = mul i32 %row337, 24
  %lel350 = add i32 %lrow349, %chan341
  %lb352 = shl i32 %lel350, 1
  %lz353 = add i32 %lb352, %slot_off120
  br i1 %hole347, label %if.then.11, label %if.end.11
if.then.11:
  %za355 = add i32 %lz353, 6752
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za355
  store float 0x0000000000000000, ptr addrspace(3) %gep.65, align 4
  %za358 = add i32 %lz353, 6756
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za358
  store float 0x0000000000000000, ptr addrspace(3) %gep.66, align 4
  %za361 = add i32 %lz353, 6760
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za361
  store float 0x0000000000000000, ptr addrspace(3) %gep.67, align 4
  %za364 = add i32 %lz353, 6764
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za364
  store float 0x0000000000000000, ptr addrspace(3) %gep.68, align 4
  br label %if.end.11
if.end.11:
  %e367 = add i32 %tid18, 64
  %row369 = udiv i32 %e367, 2
  %cc371 = urem i32 %e367, 2
  %chan373 = shl i32 %cc371, 3
  %below374 = icmp ult i32 %row369, %lead133
  %above375 = icmp uge i32 %row369, %cover_end331
  %hole376 = or i1 %below374, %above375
  %ein378 = icmp ult i32 %e367, 68
  %hole379 = and i1 %hole376, %ein378
  %lrow381 = mul i32 %row369, 24
  %lel382 = add i32 %lrow381, %chan373
  %lb384 = shl i32 %lel382, 1
  %lz385 = add i32 %lb384, %slot_off120
  br i1 %hole379, label %if.then.12, label %if.end.12
if.then.12:
  %za387 = add i32 %lz385, 6752
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za387
  store float 0x0000000000000000, ptr addrspace(3) %gep.69, align 4
  %za390 = add i32 %lz385, 6756
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za390
  store float 0x0000000000000000, ptr addrspace(3) %gep.70, align 4
  %za393 = add i32 %lz385, 6760
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za393
  store float 0x0000000000000000, ptr addrspace(3) %gep.71, align 4
  %za396 = add i32 %lz385, 6764
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za396
  store float 0x0000000000000000, ptr addrspace(3) %gep.72, align 4
  br label %if.end.12
if.end.12:
  br label %if.end.10
if.end.10:
  %h_a399 = add i32 %ho146, 2
  %hi401 = sub i32 %h_a399, 1
  %hiok402 = icmp ult i32 %hi401, %hi
  %x_n404 = select i1 %hiok402, i32 %x_span142, i32 0
  %x_row405 = mul i32 %hi401, %x_stride_h
  %x_r406 = add i32 %x_img89, %x_row405
  %col407 = mul i32 %x_first134, %x_stride_w
  %el408 = add i32 %x_r406, %col407
  %el409 = add i32 %el408, %x_ch76
  %dst410 = add i32 %slot_off120, %lead_b144
  %dst412 = add i32 %dst410, 8384
  %some414 = icmp ne i32 %x_n404, 0
  %dst416 = select i1 %some414, i32 %dst412, i32 44736
  %src417 = select i1 %some414, i32 %el409, i32 %x_dummy95
  %rows419 = select i1 %some414, i32 %x_n404, i32 1
  br i1 %issuer93, label %if.then.13, label %if.end.13
if.then.13:
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst416
  %lsa.74 = ptrtoint ptr addrspace(3) %gep.73 to i32
  %src.75 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src417
  %ga.76 = ptrtoint ptr addrspace(1) %src.75 to i64
  %galo.77 = trunc i64 %ga.76 to i32
  %gahw.78 = lshr i64 %ga.76, 32
  %gahi.79 = trunc i64 %gahw.78 to i32
  %gaty.80 = or i32 %gahi.79, -2147483648
  %g0a.81 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.74, i32 1
  %g0b.82 = insertelement <4 x i32> %g0a.81, i32 %galo.77, i32 2
  %g0.83 = insertelement <4 x i32> %g0b.82, i32 %gaty.80, i32 3
  %dim1.84 = shl i32 %rows419, 16
  %g1a.85 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.84, i32 2
  %g1b.86 = insertelement <8 x i32> %g1a.85, i32 %rows419, i32 4
  %g1.87 = insertelement <8 x i32> %g1b.86, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.83, <8 x i32> %g1.87, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.13
if.end.13:
  %cover_end420 = add i32 %lead133, %x_n404
  %partial422 = icmp ult i32 %x_n404, 34
  br i1 %partial422, label %if.then.14, label %if.end.14
if.then.14:
  %e424 = add i32 %tid18, 0
  %row426 = udiv i32 %e424, 2
  %cc428 = urem i32 %e424, 2
  %chan430 = shl i32 %cc428, 3
  %below431 = icmp ult i32 %row426, %lead133
  %above432 = icmp uge i32 %row426, %cover_end420
  %hole433 = or i1 %below431, %above432
  %ein435 = icmp ult i32 %e424, 68
  %hole436 = and i1 %hole433, %ein435
  %lrow438 = mul i32 %row426, 24
  %lel439 = add i32 %lrow438, %chan430
  %lb441 = shl i32 %lel439, 1
  %lz442 = add i32 %lb441, %slot_off120
  br i1 %hole436, label %if.then.15, label %if.end.15
if.then.15:
  %za444 = add i32 %lz442, 8384
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za444
  store float 0x0000000000000000, ptr addrspace(3) %gep.88, align 4
  %za447 = add i32 %lz442, 8388
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za447
  store float 0x0000000000000000, ptr addrspace(3) %gep.89, align 4
  %za450 = add i32 %lz442, 8392
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za450
  store float 0x0000000000000000, ptr addrspace(3) %gep.90, align 4
  %za453 = add i32 %lz442, 8396
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za453
  store float 0x0000000000000000, ptr addrspace(3) %gep.91, align 4
  br label %if.end.15
if.end.15:
  %e456 = add i32 %tid18, 64
  %row458 = udiv i32 %e456, 2
  %cc460 = urem i32 %e456, 2
  %chan462 = shl i32 %cc460, 3
  %below463 = icmp ult i32 %row458, %lead133
  %above464 = icmp uge i32 %row458, %cover_end420
  %hole465 = or i1 %below463, %above464
  %ein467 = icmp ult i32 %e456, 68
  %hole468 = and i1 %hole465, %ein467
  %lrow470 = mul i32 %row458, 24
  %lel471 = add i32 %lrow470, %chan462
  %lb473 = shl i32 %lel471, 1
  %lz474 = add i32 %lb473, %slot_off120
  br i1 %hole468, label %if.then.16, label %if.end.16
if.then.16:
  %za476 = add i32 %lz474, 8384
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za476
  store float 0x0000000000000000, ptr addrspace(3) %gep.92, align 4
  %za479 = add i32 %lz474, 8388
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za479
  store float 0x0000000000000000, ptr addrspace(3) %gep.93, align 4
  %za482 = add i32 %lz474, 8392
  %gep.94 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za482
  store float 0x0000000000000000, ptr addrspace(3) %gep.94, align 4
  %za485 = add i32 %lz474, 8396
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za485
  store float 0x0000000000000000, ptr addrspace(3) %gep.95, align 4
  br label %if.end.16
if.end.16:
  br label %if.end.14
if.end.14:
  %ho488 = add i32 %ho_s114, 1
  %hok489 = icmp ult i32 %ho488, %ho_hi84
  %dy_n491 = select i1 %hok489, i32 %wo_n125, i32 0
  %dy_row492 = mul i32 %ho488, %dy_stride_h
  %dy_r493 = add i32 %dy_img88, %dy_row492
  %col494 = mul i32 %wo_s116, %dy_stride_w
  %el495 = add i32 %dy_r493, %col494
  %el496 = add i32 %el495, %dy_ch75
  %dst498 = add i32 %slot_off120, 2560
  %some500 = icmp ne i32 %dy_n491, 0
  %dst502 = select i1 %some500, i32 %dst498, i32 44736
  %src503 = select i1 %some500, i32 %el496, i32 %dy_dummy94
  %rows505 = select i1 %some500, i32 %dy_n491, i32 1
  br i1 %issuer93, label %if.then.17, label %if.end.17
if.then.17:
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst502
  %lsa.97 = ptrtoint ptr addrspace(3) %gep.96 to i32
  %src.98 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src503
  %ga.99 = ptrtoint ptr addrspace(1) %src.98 to i64
  %galo.100 = trunc i64 %ga.99 to i32
  %gahw.101 = lshr i64 %ga.99, 32
  %gahi.102 = trunc i64 %gahw.101 to i32
  %gaty.103 = or i32 %gahi.102, -2147483648
  %g0a.104 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.97, i32 1
  %g0b.105 = insertelement <4 x i32> %g0a.104, i32 %galo.100, i32 2
  %g0.106 = insertelement <4 x i32> %g0b.105, i32 %gaty.103, i32 3
  %dim1.107 = shl i32 %rows505, 16
  %g1a.108 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.107, i32 2
  %g1b.109 = insertelement <8 x i32> %g1a.108, i32 %rows505, i32 4
  %g1.110 = insertelement <8 x i32> %g1b.109, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.106, <8 x i32> %g1.110, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.17
if.end.17:
  %partial507 = icmp ult i32 %dy_n491, 32
  br i1 %partial507, label %if.then.18, label %if.end.18
if.then.18:
  %e509 = add i32 %tid18, 0
  %row511 = udiv i32 %e509, 4
  %cc513 = urem i32 %e509, 4
  %chan515 = shl i32 %cc513, 3
  %hole516 = icmp uge i32 %row511, %dy_n491
  %lrow518 = mul i32 %row511, 40
  %lel519 = add i32 %lrow518, %chan515
  %lb521 = shl i32 %lel519, 1
  %lz522 = add i32 %lb521, %slot_off120
  br i1 %hole516, label %if.then.19, label %if.end.19
if.then.19:
  %za524 = add i32 %lz522, 2560
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za524
  store float 0x0000000000000000, ptr addrspace(3) %gep.111, align 4
  %za527 = add i32 %lz522, 2564
  %gep.112 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za527
  store float 0x0000000000000000, ptr addrspace(3) %gep.112, align 4
  %za530 = add i32 %lz522, 2568
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za530
  store float 0x0000000000000000, ptr addrspace(3) %gep.113, align 4
  %za533 = add i32 %lz522, 2572
  %gep.114 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za533
  store float 0x0000000000000000, ptr addrspace(3) %gep.114, align 4
  br label %if.end.19
if.end.19:
  %e536 = add i32 %tid18, 64
  %row538 = udiv i32 %e536, 4
  %cc540 = urem i32 %e536, 4
  %chan542 = shl i32 %cc540, 3
  %hole543 = icmp uge i32 %row538, %dy_n491
  %lrow545 = mul i32 %row538, 40
  %lel546 = add i32 %lrow545, %chan542
  %lb548 = shl i32 %lel546, 1
  %lz549 = add i32 %lb548, %slot_off120
  br i1 %hole543, label %if.then.20, label %if.end.20
if.then.20:
  %za551 = add i32 %lz549, 2560
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za551
  store float 0x0000000000000000, ptr addrspace(3) %gep.115, align 4
  %za554 = add i32 %lz549, 2564
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za554
  store float 0x0000000000000000, ptr addrspace(3) %gep.116, align 4
  %za557 = add i32 %lz549, 2568
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za557
  store float 0x0000000000000000, ptr addrspace(3) %gep.117, align 4
  %za560 = add i32 %lz549, 2572
  %gep.118 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za560
  store float 0x0000000000000000, ptr addrspace(3) %gep.118, align 4
  br label %if.end.20
if.end.20:
  br label %if.end.18
if.end.18:
  %h_a563 = add i32 %ho488, 0
  %hi565 = sub i32 %h_a563, 1
  %hiok566 = icmp ult i32 %hi565, %hi
  %x_n568 = select i1 %hiok566, i32 %x_span142, i32 0
  %x_row569 = mul i32 %hi565, %x_stride_h
  %x_r570 = add i32 %x_img89, %x_row569
  %col571 = mul i32 %x_first134, %x_stride_w
  %el572 = add i32 %x_r570, %col571
  %el573 = add i32 %el572, %x_ch76
  %dst574 = add i32 %slot_off120, %lead_b144
  %dst576 = add i32 %dst574, 10016
  %some578 = icmp ne i32 %x_n568, 0
  %dst580 = select i1 %some578, i32 %dst576, i32 44736
  %src581 = select i1 %some578, i32 %el573, i32 %x_dummy95
  %rows583 = select i1 %some578, i32 %x_n568, i32 1
  br i1 %issuer93, label %if.then.21, label %if.end.21
if.then.21:
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst580
  %lsa.120 = ptrtoint ptr addrspace(3) %gep.119 to i32
  %src.121 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src581
  %ga.122 = ptrtoint ptr addrspace(1) %src.121 to i64
  %galo.123 = trunc i64 %ga.122 to i32
  %gahw.124 = lshr i64 %ga.122, 32
  %gahi.125 = trunc i64 %gahw.124 to i32
  %gaty.126 = or i32 %gahi.125, -2147483648
  %g0a.127 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.120, i32 1
  %g0b.128 = insertelement <4 x i32> %g0a.127, i32 %galo.123, i32 2
  %g0.129 = insertelement <4 x i32> %g0b.128, i32 %gaty.126, i32 3
  %dim1.130 = shl i32 %rows583, 16
  %g1a.131 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.130, i32 2
  %g1b.132 = insertelement <8 x i32> %g1a.131, i32 %rows583, i32 4
  %g1.133 = insertelement <8 x i32> %g1b.132, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.129, <8 x i32> %g1.133, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.21
if.end.21:
  %cover_end584 = add i32 %lead133, %x_n568
  %partial586 = icmp ult i32 %x_n568, 34
  br i1 %partial586, label %if.then.22, label %if.end.22
if.then.22:
  %e588 = add i32 %tid18, 0
  %row590 = udiv i32 %e588, 2
  %cc592 = urem i32 %e588, 2
  %chan594 = shl i32 %cc592, 3
  %below595 = icmp ult i32 %row590, %lead133
  %above596 = icmp uge i32 %row590, %cover_end584
  %hole597 = or i1 %below595, %above596
  %ein599 = icmp ult i32 %e588, 68
  %hole600 = and i1 %hole597, %ein599
  %lrow602 = mul i32 %row590, 24
  %lel603 = add i32 %lrow602, %chan594
  %lb605 = shl i32 %lel603, 1
  %lz606 = add i32 %lb605, %slot_off120
  br i1 %hole600, label %if.then.23, label %if.end.23
if.then.23:
  %za608 = add i32 %lz606, 10016
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za608
  store float 0x0000000000000000, ptr addrspace(3) %gep.134, align 4
  %za611 = add i32 %lz606, 10020
  %gep.135 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za611
  store float 0x0000000000000000, ptr addrspace(3) %gep.135, align 4
  %za614 = add i32 %lz606, 10024
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za614
  store float 0x0000000000000000, ptr addrspace(3) %gep.136, align 4
  %za617 = add i32 %lz606, 10028
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za617
  store float 0x0000000000000000, ptr addrspace(3) %gep.137, align 4
  br label %if.end.23
if.end.23:
  %e620 = add i32 %tid18, 64
  %row622 = udiv i32 %e620, 2
  %cc624 = urem i32 %e620, 2
  %chan626 = shl i32 %cc624, 3
  %below627 = icmp ult i32 %row622, %lead133
  %above628 = icmp uge i32 %row622, %cover_end584
  %hole629 = or i1 %below627, %above628
  %ein631 = icmp ult i32 %e620, 68
  %hole632 = and i1 %hole629, %ein631
  %lrow634 = mul i32 %row622, 24
  %lel635 = add i32 %lrow634, %chan626
  %lb637 = shl i32 %lel635, 1
  %lz638 = add i32 %lb637, %slot_off120
  br i1 %hole632, label %if.then.24, label %if.end.24
if.then.24:
  %za640 = add i32 %lz638, 10016
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za640
  store float 0x0000000000000000, ptr addrspace(3) %gep.138, align 4
  %za643 = add i32 %lz638, 10020
  %gep.139 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za643
  store float 0x0000000000000000, ptr addrspace(3) %gep.139, align 4
  %za646 = add i32 %lz638, 10024
  %gep.140 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za646
  store float 0x0000000000000000, ptr addrspace(3) %gep.140, align 4
  %za649 = add i32 %lz638, 10028
  %gep.141 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za649
  store float 0x0000000000000000, ptr addrspace(3) %gep.141, align 4
  br label %if.end.24
if.end.24:
  br label %if.end.22
if.end.22:
  %h_a652 = add i32 %ho488, 1
  %hi654 = sub i32 %h_a652, 1
  %hiok655 = icmp ult i32 %hi654, %hi
  %x_n657 = select i1 %hiok655, i32 %x_span142, i32 0
  %x_row658 = mul i32 %hi654, %x_stride_h
  %x_r659 = add i32 %x_img89, %x_row658
  %col660 = mul i32 %x_first134, %x_stride_w
  %el661 = add i32 %x_r659, %col660
  %el662 = add i32 %el661, %x_ch76
  %dst663 = add i32 %slot_off120, %lead_b144
  %dst665 = add i32 %dst663, 11648
  %some667 = icmp ne i32 %x_n657, 0
  %dst669 = select i1 %some667, i32 %dst665, i32 44736
  %src670 = select i1 %some667, i32 %el662, i32 %x_dummy95
  %rows672 = select i1 %some667, i32 %x_n657, i32 1
  br i1 %issuer93, label %if.then.25, label %if.end.25
if.then.25:
  %gep.142 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst669
  %lsa.143 = ptrtoint ptr addrspace(3) %gep.142 to i32
  %src.144 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src670
  %ga.145 = ptrtoint ptr addrspace(1) %src.144 to i64
  %galo.146 = trunc i64 %ga.145 to i32
  %gahw.147 = lshr i64 %ga.145, 32
  %gahi.148 = trunc i64 %gahw.147 to i32
  %gaty.149 = or i32 %gahi.148, -2147483648
  %g0a.150 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.143, i32 1
  %g0b.151 = insertelement <4 x i32> %g0a.150, i32 %galo.146, i32 2
  %g0.152 = insertelement <4 x i32> %g0b.151, i32 %gaty.149, i32 3
  %dim1.153 = shl i32 %rows672, 16
  %g1a.154 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.153, i32 2
  %g1b.155 = insertelement <8 x i32> %g1a.154, i32 %rows672, i32 4
  %g1.156 = insertelement <8 x i32> %g1b.155, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.152, <8 x i32> %g1.156, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.25
if.end.25:
  %cover_end673 = add i32 %lead133, %x_n657
  %partial675 = icmp ult i32 %x_n657, 34
  br i1 %partial675, label %if.then.26, label %if.end.26
if.then.26:
  %e677 = add i32 %tid18, 0
  %row679 = udiv i32 %e677, 2
  %cc681 = urem i32 %e677, 2
  %chan683 = shl i32 %cc681, 3
  %below684 = icmp ult i32 %row679, %lead133
  %above685 = icmp uge i32 %row679, %cover_end673
  %hole686 = or i1 %below684, %above685
  %ein688 = icmp ult i32 %e677, 68
  %hole689 = and i1 %hole686, %ein688
  %lrow691 = mul i32 %row679, 24
  %lel692 = add i32 %lrow691, %chan683
  %lb694 = shl i32 %lel692, 1
  %lz695 = add i32 %lb694, %slot_off120
  br i1 %hole689, label %if.then.27, label %if.end.27
if.then.27:
  %za697 = add i32 %lz695, 11648
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za697
  store float 0x0000000000000000, ptr addrspace(3) %gep.157, align 4
  %za700 = add i32 %lz695, 11652
  %gep.158 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za700
  store float 0x0000000000000000, ptr addrspace(3) %gep.158, align 4
  %za703 = add i32 %lz695, 11656
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za703
  store float 0x0000000000000000, ptr addrspace(3) %gep.159, align 4
  %za706 = add i32 %lz695, 11660
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za706
  store float 0x0000000000000000, ptr addrspace(3) %gep.160, align 4
  br label %if.end.27
if.end.27:
  %e709 = add i32 %tid18, 64
  %row711 = udiv i32 %e709, 2
  %cc713 = urem i32 %e709, 2
  %chan715 = shl i32 %cc713, 3
  %below716 = icmp ult i32 %row711, %lead133
  %above717 = icmp uge i32 %row711, %cover_end673
  %hole718 = or i1 %below716, %above717
  %ein720 = icmp ult i32 %e709, 68
  %hole721 = and i1 %hole718, %ein720
  %lrow723 = mul i32 %row711, 24
  %lel724 = add i32 %lrow723, %chan715
  %lb726 = shl i32 %lel724, 1
  %lz727 = add i32 %lb726, %slot_off120
  br i1 %hole721, label %if.then.28, label %if.end.28
if.then.28:
  %za729 = add i32 %lz727, 11648
  %gep.161 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za729
  store float 0x0000000000000000, ptr addrspace(3) %gep.161, align 4
  %za732 = add i32 %lz727, 11652
  %gep.162 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za732
  store float 0x0000000000000000, ptr addrspace(3) %gep.162, align 4
  %za735 = add i32 %lz727, 11656
  %gep.163 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za735
  store float 0x0000000000000000, ptr addrspace(3) %gep.163, align 4
  %za738 = add i32 %lz727, 11660
  %gep.164 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za738
  store float 0x0000000000000000, ptr addrspace(3) %gep.164, align 4
  br label %if.end.28
if.end.28:
  br label %if.end.26
if.end.26:
  %h_a741 = add i32 %ho488, 2
  %hi743 = sub i32 %h_a741, 1
  %hiok744 = icmp ult i32 %hi743, %hi
  %x_n746 = select i1 %hiok744, i32 %x_span142, i32 0
  %x_row747 = mul i32 %hi743, %x_stride_h
  %x_r748 = add i32 %x_img89, %x_row747
  %col749 = mul i32 %x_first134, %x_stride_w
  %el750 = add i32 %x_r748, %col749
  %el751 = add i32 %el750, %x_ch76
  %dst752 = add i32 %slot_off120, %lead_b144
  %dst754 = add i32 %dst752, 13280
  %some756 = icmp ne i32 %x_n746, 0
  %dst758 = select i1 %some756, i32 %dst754, i32 44736
  %src759 = select i1 %some756, i32 %el751, i32 %x_dummy95
  %rows761 = select i1 %some756, i32 %x_n746, i32 1
  br i1 %issuer93, label %if.then.29, label %if.end.29
if.then.29:
  %gep.165 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst758
  %lsa.166 = ptrtoint ptr addrspace(3) %gep.165 to i32
  %src.167 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src759
  %ga.168 = ptrtoint ptr addrspace(1) %src.167 to i64
  %galo.169 = trunc i64 %ga.168 to i32
  %gahw.170 = lshr i64 %ga.168, 32
  %gahi.171 = trunc i64 %gahw.170 to i32
  %gaty.172 = or i32 %gahi.171, -2147483648
  %g0a.173 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.166, i32 1
  %g0b.174 = insertelement <4 x i32> %g0a.173, i32 %galo.169, i32 2
  %g0.175 = insertelement <4 x i32> %g0b.174, i32 %gaty.172, i32 3
  %dim1.176 = shl i32 %rows761, 16
  %g1a.177 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.176, i32 2
  %g1b.178 = insertelement <8 x i32> %g1a.177, i32 %rows761, i32 4
  %g1.179 = insertelement <8 x i32> %g1b.178, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.175, <8 x i32> %g1.179, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.29
if.end.29:
  %cover_end762 = add i32 %lead133, %x_n746
  %partial764 = icmp ult i32 %x_n746, 34
  br i1 %partial764, label %if.then.30, label %if.end.30
if.then.30:
  %e766 = add i32 %tid18, 0
  %row768 = udiv i32 %e766, 2
  %cc770 = urem i32 %e766, 2
  %chan772 = shl i32 %cc770, 3
  %below773 = icmp ult i32 %row768, %lead133
  %above774 = icmp uge i32 %row768, %cover_end762
  %hole775 = or i1 %below773, %above774
  %ein777 = icmp ult i32 %e766, 68
  %hole778 = and i1 %hole775, %ein777
  %lrow780 = mul i32 %row768, 24
  %lel781 = add i32 %lrow780, %chan772
  %lb783 = shl i32 %lel781, 1
  %lz784 = add i32 %lb783, %slot_off120
  br i1 %hole778, label %if.then.31, label %if.end.31
if.then.31:
  %za786 = add i32 %lz784, 13280
  %gep.180 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za786
  store float 0x0000000000000000, ptr addrspace(3) %gep.180, align 4
  %za789 = add i32 %lz784, 13284
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za789
  store float 0x0000000000000000, ptr addrspace(3) %gep.181, align 4
  %za792 = add i32 %lz784, 13288
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za792
  store float 0x0000000000000000, ptr addrspace(3) %gep.182, align 4
  %za795 = add i32 %lz784, 13292
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za795
  store float 0x0000000000000000, ptr addrspace(3) %gep.183, align 4
  br label %if.end.31
if.end.31:
  %e798 = add i32 %tid18, 64
  %row800 = udiv i32 %e798, 2
  %cc802 = urem i32 %e798, 2
  %chan804 = shl i32 %cc802, 3
  %below805 = icmp ult i32 %row800, %lead133
  %above806 = icmp uge i32 %row800, %cover_end762
  %hole807 = or i1 %below805, %above806
  %ein809 = icmp ult i32 %e798, 68
  %hole810 = and i1 %hole807, %ein809
  %lrow812 = mul i32 %row800, 24
  %lel813 = add i32 %lrow812, %chan804
  %lb815 = shl i32 %lel813, 1
  %lz816 = add i32 %lb815, %slot_off120
  br i1 %hole810, label %if.then.32, label %if.end.32
if.then.32:
  %za818 = add i32 %lz816, 13280
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za818
  store float 0x0000000000000000, ptr addrspace(3) %gep.184, align 4
  %za821 = add i32 %lz816, 13284
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za821
  store float 0x0000000000000000, ptr addrspace(3) %gep.185, align 4
  %za824 = add i32 %lz816, 13288
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za824
  store float 0x0000000000000000, ptr addrspace(3) %gep.186, align 4
  %za827 = add i32 %lz816, 13292
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za827
  store float 0x0000000000000000, ptr addrspace(3) %gep.187, align 4
  br label %if.end.32
if.end.32:
  br label %if.end.30
if.end.30:
  %rg830 = udiv i32 1, %ncols99
  %ccol831 = urem i32 1, %ncols99
  %rgo833 = mul i32 %rg830, 2
  %ho_s834 = add i32 %ho_lo81, %rgo833
  %wo_s836 = shl i32 %ccol831, 5
  %slot838 = urem i32 1, 3
  %slot_off840 = mul i32 %slot838, 14912
  %wo_left841 = sub i32 %wo, %wo_s836
  %wo_fit843 = icmp ult i32 %wo_left841, 32
  %wo_n845 = select i1 %wo_fit843, i32 %wo_left841, i32 32
  %wb847 = sub i32 %wo_s836, 1
  %lead_neg849 = icmp slt i32 %wb847, 0
  %lead_a851 = sub i32 0, %wb847
  %lead853 = select i1 %lead_neg849, i32 %lead_a851, i32 0
  %x_first854 = add i32 %wb847, %lead853
  %x_end856 = add i32 %wb847, 34
  %x_fit857 = icmp slt i32 %x_end856, %wi
  %x_end858 = select i1 %x_fit857, i32 %x_end856, i32 %wi
  %x_span859 = sub i32 %x_end858, %x_first854
  %x_some860 = icmp slt i32 %x_first854, %x_end858
  %x_span862 = select i1 %x_some860, i32 %x_span859, i32 0
  %lead_b864 = mul i32 %lead853, 48
  %ho866 = add i32 %ho_s834, 0
  %hok867 = icmp ult i32 %ho866, %ho_hi84
  %dy_n869 = select i1 %hok867, i32 %wo_n845, i32 0
  %dy_row870 = mul i32 %ho866, %dy_stride_h
  %dy_r871 = add i32 %dy_img88, %dy_row870
  %col872 = mul i32 %wo_s836, %dy_stride_w
  %el873 = add i32 %dy_r871, %col872
  %el874 = add i32 %el873, %dy_ch75
  %dst876 = add i32 %slot_off840, 0
  %some878 = icmp ne i32 %dy_n869, 0
  %dst880 = select i1 %some878, i32 %dst876, i32 44736
  %src881 = select i1 %some878, i32 %el874, i32 %dy_dummy94
  %rows883 = select i1 %some878, i32 %dy_n869, i32 1
  br i1 %issuer93, label %if.then.33, label %if.end.33
if.then.33:
  %gep.188 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst880
  %lsa.189 = ptrtoint ptr addrspace(3) %gep.188 to i32
  %src.190 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src881
  %ga.191 = ptrtoint ptr addrspace(1) %src.190 to i64
  %galo.192 = trunc i64 %ga.191 to i32
  %gahw.193 = lshr i64 %ga.191, 32
  %gahi.194 = trunc i64 %gahw.193 to i32
  %gaty.195 = or i32 %gahi.194, -2147483648
  %g0a.196 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.189, i32 1
  %g0b.197 = insertelement <4 x i32> %g0a.196, i32 %galo.192, i32 2
  %g0.198 = insertelement <4 x i32> %g0b.197, i32 %gaty.195, i32 3
  %dim1.199 = shl i32 %rows883, 16
  %g1a.200 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.199, i32 2
  %g1b.201 = insertelement <8 x i32> %g1a.200, i32 %rows883, i32 4
  %g1.202 = insertelement <8 x i32> %g1b.201, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.198, <8 x i32> %g1.202, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.33
if.end.33:
  %partial885 = icmp ult i32 %dy_n869, 32
  br i1 %partial885, label %if.then.34, label %if.end.34
if.then.34:
  %e887 = add i32 %tid18, 0
  %row889 = udiv i32 %e887, 4
  %cc891 = urem i32 %e887, 4
  %chan893 = shl i32 %cc891, 3
  %hole894 = icmp uge i32 %row889, %dy_n869
  %lrow896 = mul i32 %row889, 40
  %lel897 = add i32 %lrow896, %chan893
  %lb899 = shl i32 %lel897, 1
  %lz900 = add i32 %lb899, %slot_off840
  br i1 %hole894, label %if.then.35, label %if.end.35
if.then.35:
  %za902 = add i32 %lz900, 0
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za902
  store float 0x0000000000000000, ptr addrspace(3) %gep.203, align 4
  %za905 = add i32 %lz900, 4
  %gep.204 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za905
  store float 0x0000000000000000, ptr addrspace(3) %gep.204, align 4
  %za908 = add i32 %lz900, 8
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za908
  store float 0x0000000000000000, ptr addrspace(3) %gep.205, align 4
  %za911 = add i32 %lz900, 12
  %gep.206 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za911
  store float 0x0000000000000000, ptr addrspace(3) %gep.206, align 4
  br label %if.end.35
if.end.35:
  %e914 = add i32 %tid18, 64
  %row916 = udiv i32 %e914, 4
  %cc918 = urem i32 %e914, 4
  %chan920 = shl i32 %cc918, 3
  %hole921 = icmp uge i32 %row916, %dy_n869
  %lrow923 = mul i32 %row916, 40
  %lel924 = add i32 %lrow923, %chan920
  %lb926 = shl i32 %lel924, 1
  %lz927 = add i32 %lb926, %slot_off840
  br i1 %hole921, label %if.then.36, label %if.end.36
if.then.36:
  %za929 = add i32 %lz927, 0
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za929
  store float 0x0000000000000000, ptr addrspace(3) %gep.207, align 4
  %za932 = add i32 %lz927, 4
  %gep.208 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za932
  store float 0x0000000000000000, ptr addrspace(3) %gep.208, align 4
  %za935 = add i32 %lz927, 8
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za935
  store float 0x0000000000000000, ptr addrspace(3) %gep.209, align 4
  %za938 = add i32 %lz927, 12
  %gep.210 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za938
  store float 0x0000000000000000, ptr addrspace(3) %gep.210, align 4
  br label %if.end.36
if.end.36:
  br label %if.end.34
if.end.34:
  %h_a941 = add i32 %ho866, 0
  %hi943 = sub i32 %h_a941, 1
  %hiok944 = icmp ult i32 %hi943, %hi
  %x_n946 = select i1 %hiok944, i32 %x_span862, i32 0
  %x_row947 = mul i32 %hi943, %x_stride_h
  %x_r948 = add i32 %x_img89, %x_row947
  %col949 = mul i32 %x_first854, %x_stride_w
  %el950 = add i32 %x_r948, %col949
  %el951 = add i32 %el950, %x_ch76
  %dst952 = add i32 %slot_off840, %lead_b864
  %dst954 = add i32 %dst952, 5120
  %some956 = icmp ne i32 %x_n946, 0
  %dst958 = select i1 %some956, i32 %dst954, i32 44736
  %src959 = select i1 %some956, i32 %el951, i32 %x_dummy95
  %rows961 = select i1 %some956, i32 %x_n946, i32 1
  br i1 %issuer93, label %if.then.37, label %if.end.37
if.then.37:
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst958
  %lsa.212 = ptrtoint ptr addrspace(3) %gep.211 to i32
  %src.213 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src959
  %ga.214 = ptrtoint ptr addrspace(1) %src.213 to i64
  %galo.215 = trunc i64 %ga.214 to i32
  %gahw.216 = lshr i64 %ga.214, 32
  %gahi.217 = trunc i64 %gahw.216 to i32
  %gaty.218 = or i32 %gahi.217, -2147483648
  %g0a.219 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.212, i32 1
  %g0b.220 = insertelement <4 x i32> %g0a.219, i32 %galo.215, i32 2
  %g0.221 = insertelement <4 x i32> %g0b.220, i32 %gaty.218, i32 3
  %dim1.222 = shl i32 %rows961, 16
  %g1a.223 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.222, i32 2
  %g1b.224 = insertelement <8 x i32> %g1a.223, i32 %rows961, i32 4
  %g1.225 = insertelement <8 x i32> %g1b.224, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.221, <8 x i32> %g1.225, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.37
if.end.37:
  %cover_end962 = add i32 %lead853, %x_n946
  %partial964 = icmp ult i32 %x_n946, 34
  br i1 %partial964, label %if.then.38, label %if.end.38
if.then.38:
  %e966 = add i32 %tid18, 0
  %row968 = udiv i32 %e966, 2
  %cc970 = urem i32 %e966, 2
  %chan972 = shl i32 %cc970, 3
  %below973 = icmp ult i32 %row968, %lead853
  %above974 = icmp uge i32 %row968, %cover_end962
  %hole975 = or i1 %below973, %above974
  %ein977 = icmp ult i32 %e966, 68
  %hole978 = and i1 %hole975, %ein977
  %lrow980 = mul i32 %row968, 24
  %lel981 = add i32 %lrow980, %chan972
  %lb983 = shl i32 %lel981, 1
  %lz984 = add i32 %lb983, %slot_off840
  br i1 %hole978, label %if.then.39, label %if.end.39
if.then.39:
  %za986 = add i32 %lz984, 5120
  %gep.226 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za986
  store float 0x0000000000000000, ptr addrspace(3) %gep.226, align 4
  %za989 = add i32 %lz984, 5124
  %gep.227 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za989
  store float 0x0000000000000000, ptr addrspace(3) %gep.227, align 4
  %za992 = add i32 %lz984, 5128
  %gep.228 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za992
  store float 0x0000000000000000, ptr addrspace(3) %gep.228, align 4
  %za995 = add i32 %lz984, 5132
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za995
  store float 0x0000000000000000, ptr addrspace(3) %gep.229, align 4
  br label %if.end.39
if.end.39:
  %e998 = add i32 %tid18, 64
  %row1000 = udiv i32 %e998, 2
  %cc1002 = urem i32 %e998, 2
  %chan1004 = shl i32 %cc1002, 3
  %below1005 = icmp ult i32 %row1000, %lead853
  %above1006 = icmp uge i32 %row1000, %cover_end962
  %hole1007 = or i1 %below1005, %above1006
  %ein1009 = icmp ult i32 %e998, 68
  %hole1010 = and i1 %hole1007, %ein1009
  %lrow1012 = mul i32 %row1000, 24
  %lel1013 = add i32 %lrow1012, %chan1004
  %lb1015 = shl i32 %lel1013, 1
  %lz1016 = add i32 %lb1015, %slot_off840
  br i1 %hole1010, label %if.then.40, label %if.end.40
if.then.40:
  %za1018 = add i32 %lz1016, 5120
  %gep.230 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1018
  store float 0x0000000000000000, ptr addrspace(3) %gep.230, align 4
  %za1021 = add i32 %lz1016, 5124
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1021
  store float 0x0000000000000000, ptr addrspace(3) %gep.231, align 4
  %za1024 = add i32 %lz1016, 5128
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1024
  store float 0x0000000000000000, ptr addrspace(3) %gep.232, align 4
  %za1027 = add i32 %lz1016, 5132
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1027
  store float 0x0000000000000000, ptr addrspace(3) %gep.233, align 4
  br label %if.end.40
if.end.40:
  br label %if.end.38
if.end.38:
  %h_a1030 = add i32 %ho866, 1
  %hi1032 = sub i32 %h_a1030, 1
  %hiok1033 = icmp ult i32 %hi1032, %hi
  %x_n1035 = select i1 %hiok1033, i32 %x_span862, i32 0
  %x_row1036 = mul i32 %hi1032, %x_stride_h
  %x_r1037 = add i32 %x_img89, %x_row1036
  %col1038 = mul i32 %x_first854, %x_stride_w
  %el1039 = add i32 %x_r1037, %col1038
  %el1040 = add i32 %el1039, %x_ch76
  %dst1041 = add i32 %slot_off840, %lead_b864
  %dst1043 = add i32 %dst1041, 6752
  %some1045 = icmp ne i32 %x_n1035, 0
  %dst1047 = select i1 %some1045, i32 %dst1043, i32 44736
  %src1048 = select i1 %some1045, i32 %el1040, i32 %x_dummy95
  %rows1050 = select i1 %some1045, i32 %x_n1035, i32 1
  br i1 %issuer93, label %if.then.41, label %if.end.41
if.then.41:
  %gep.234 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1047
  %lsa.235 = ptrtoint ptr addrspace(3) %gep.234 to i32
  %src.236 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1048
  %ga.237 = ptrtoint ptr addrspace(1) %src.236 to i64
  %galo.238 = trunc i64 %ga.237 to i32
  %gahw.239 = lshr i64 %ga.237, 32
  %gahi.240 = trunc i64 %gahw.239 to i32
  %gaty.241 = or i32 %gahi.240, -2147483648
  %g0a.242 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.235, i32 1
  %g0b.243 = insertelement <4 x i32> %g0a.242, i32 %galo.238, i32 2
  %g0.244 = insertelement <4 x i32> %g0b.243, i32 %gaty.241, i32 3
  %dim1.245 = shl i32 %rows1050, 16
  %g1a.246 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.245, i32 2
  %g1b.247 = insertelement <8 x i32> %g1a.246, i32 %rows1050, i32 4
  %g1.248 = insertelement <8 x i32> %g1b.247, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.244, <8 x i32> %g1.248, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.41
if.end.41:
  %cover_end1051 = add i32 %lead853, %x_n1035
  %partial1053 = icmp ult i32 %x_n1035, 34
  br i1 %partial1053, label %if.then.42, label %if.end.42
if.then.42:
  %e1055 = add i32 %tid18, 0
  %row1057 = udiv i32 %e1055, 2
  %cc1059 = urem i32 %e1055, 2
  %chan1061 = shl i32 %cc1059, 3
  %below1062 = icmp ult i32 %row1057, %lead853
  %above1063 = icmp uge i32 %row1057, %cover_end1051
  %hole1064 = or i1 %below1062, %above1063
  %ein1066 = icmp ult i32 %e1055, 68
  %hole1067 = and i1 %hole1064, %ein1066
  %lrow1069 = mul i32 %row1057, 24
  %lel1070 = add i32 %lrow1069, %chan1061
  %lb1072 = shl i32 %lel1070, 1
  %lz1073 = add i32 %lb1072, %slot_off840
  br i1 %hole1067, label %if.then.43, label %if.end.43
if.then.43:
  %za1075 = add i32 %lz1073, 6752
  %gep.249 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1075
  store float 0x0000000000000000, ptr addrspace(3) %gep.249, align 4
  %za1078 = add i32 %lz1073, 6756
  %gep.250 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1078
  store float 0x0000000000000000, ptr addrspace(3) %gep.250, align 4
  %za1081 = add i32 %lz1073, 6760
  %gep.251 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1081
  store float 0x0000000000000000, ptr addrspace(3) %gep.251, align 4
  %za1084 = add i32 %lz1073, 6764
  %gep.252 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1084
  store float 0x0000000000000000, ptr addrspace(3) %gep.252, align 4
  br label %if.end.43
if.end.43:
  %e1087 = add i32 %tid18, 64
  %row1089 = udiv i32 %e1087, 2
  %cc1091 = urem i32 %e1087, 2
  %chan1093 = shl i32 %cc1091, 3
  %below1094 = icmp ult i32 %row1089, %lead853
  %above1095 = icmp uge i32 %row1089, %cover_end1051
  %hole1096 = or i1 %below1094, %above1095
  %ein1098 = icmp ult i32 %e1087, 68
  %hole1099 = and i1 %hole1096, %ein1098
  %lrow1101 = mul i32 %row1089, 24
  %lel1102 = add i32 %lrow1101, %chan1093
  %lb1104 = shl i32 %lel1102, 1
  %lz1105 = add i32 %lb1104, %slot_off840
  br i1 %hole1099, label %if.then.44, label %if.end.44
if.then.44:
  %za1107 = add i32 %lz1105, 6752
  %gep.253 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1107
  store float 0x0000000000000000, ptr addrspace(3) %gep.253, align 4
  %za1110 = add i32 %lz1105, 6756
  %gep.254 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1110
  store float 0x0000000000000000, ptr addrspace(3) %gep.254, align 4
  %za1113 = add i32 %lz1105, 6760
  %gep.255 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1113
  store float 0x0000000000000000, ptr addrspace(3) %gep.255, align 4
  %za1116 = add i32 %lz1105, 6764
  %gep.256 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1116
  store float 0x0000000000000000, ptr addrspace(3) %gep.256, align 4
  br label %if.end.44
if.end.44:
  br label %if.end.42
if.end.42:
  %h_a1119 = add i32 %ho866, 2
  %hi1121 = sub i32 %h_a1119, 1
  %hiok1122 = icmp ult i32 %hi1121, %hi
  %x_n1124 = select i1 %hiok1122, i32 %x_span862, i32 0
  %x_row1125 = mul i32 %hi1121, %x_stride_h
  %x_r1126 = add i32 %x_img89, %x_row1125
  %col1127 = mul i32 %x_first854, %x_stride_w
  %el1128 = add i32 %x_r1126, %col1127
  %el1129 = add i32 %el1128, %x_ch76
  %dst1130 = add i32 %slot_off840, %lead_b864
  %dst1132 = add i32 %dst1130, 8384
  %some1134 = icmp ne i32 %x_n1124, 0
  %dst1136 = select i1 %some1134, i32 %dst1132, i32 44736
  %src1137 = select i1 %some1134, i32 %el1129, i32 %x_dummy95
  %rows1139 = select i1 %some1134, i32 %x_n1124, i32 1
  br i1 %issuer93, label %if.then.45, label %if.end.45
if.then.45:
  %gep.257 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1136
  %lsa.258 = ptrtoint ptr addrspace(3) %gep.257 to i32
  %src.259 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1137
  %ga.260 = ptrtoint ptr addrspace(1) %src.259 to i64
  %galo.261 = trunc i64 %ga.260 to i32
  %gahw.262 = lshr i64 %ga.260, 32
  %gahi.263 = trunc i64 %gahw.262 to i32
  %gaty.264 = or i32 %gahi.263, -2147483648
  %g0a.265 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.258, i32 1
  %g0b.266 = insertelement <4 x i32> %g0a.265, i32 %galo.261, i32 2
  %g0.267 = insertelement <4 x i32> %g0b.266, i32 %gaty.264, i32 3
  %dim1.268 = shl i32 %rows1139, 16
  %g1a.269 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.268, i32 2
  %g1b.270 = insertelement <8 x i32> %g1a.269, i32 %rows1139, i32 4
  %g1.271 = insertelement <8 x i32> %g1b.270, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.267, <8 x i32> %g1.271, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.45
if.end.45:
  %cover_end1140 = add i32 %lead853, %x_n1124
  %partial1142 = icmp ult i32 %x_n1124, 34
  br i1 %partial1142, label %if.then.46, label %if.end.46
if.then.46:
  %e1144 = add i32 %tid18, 0
  %row1146 = udiv i32 %e1144, 2
  %cc1148 = urem i32 %e1144, 2
  %chan1150 = shl i32 %cc1148, 3
  %below1151 = icmp ult i32 %row1146, %lead853
  %above1152 = icmp uge i32 %row1146, %cover_end1140
  %hole1153 = or i1 %below1151, %above1152
  %ein1155 = icmp ult i32 %e1144, 68
  %hole1156 = and i1 %hole1153, %ein1155
  %lrow1158 = mul i32 %row1146, 24
  %lel1159 = add i32 %lrow1158, %chan1150
  %lb1161 = shl i32 %lel1159, 1
  %lz1162 = add i32 %lb1161, %slot_off840
  br i1 %hole1156, label %if.then.47, label %if.end.47
if.then.47:
  %za1164 = add i32 %lz1162, 8384
  %gep.272 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1164
  store float 0x0000000000000000, ptr addrspace(3) %gep.272, align 4
  %za1167 = add i32 %lz1162, 8388
  %gep.273 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1167
  store float 0x0000000000000000, ptr addrspace(3) %gep.273, align 4
  %za1170 = add i32 %lz1162, 8392
  %gep.274 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1170
  store float 0x0000000000000000, ptr addrspace(3) %gep.274, align 4
  %za1173 = add i32 %lz1162, 8396
  %gep.275 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1173
  store float 0x0000000000000000, ptr addrspace(3) %gep.275, align 4
  br label %if.end.47
if.end.47:
  %e1176 = add i32 %tid18, 64
  %row1178 = udiv i32 %e1176, 2
  %cc1180 = urem i32 %e1176, 2
  %chan1182 = shl i32 %cc1180, 3
  %below1183 = icmp ult i32 %row1178, %lead853
  %above1184 = icmp uge i32 %row1178, %cover_end1140
  %hole1185 = or i1 %below1183, %above1184
  %ein1187 = icmp ult i32 %e1176, 68
  %hole1188 = and i1 %hole1185, %ein1187
  %lrow1190 = mul i32 %row1178, 24
  %lel1191 = add i32 %lrow1190, %chan1182
  %lb1193 = shl i32 %lel1191, 1
  %lz1194 = add i32 %lb1193, %slot_off840
  br i1 %hole1188, label %if.then.48, label %if.end.48
if.then.48:
  %za1196 = add i32 %lz1194, 8384
  %gep.276 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1196
  store float 0x0000000000000000, ptr addrspace(3) %gep.276, align 4
  %za1199 = add i32 %lz1194, 8388
  %gep.277 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1199
  store float 0x0000000000000000, ptr addrspace(3) %gep.277, align 4
  %za1202 = add i32 %lz1194, 8392
  %gep.278 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1202
  store float 0x0000000000000000, ptr addrspace(3) %gep.278, align 4
  %za1205 = add i32 %lz1194, 8396
  %gep.279 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1205
  store float 0x0000000000000000, ptr addrspace(3) %gep.279, align 4
  br label %if.end.48
if.end.48:
  br label %if.end.46
if.end.46:
  %ho1208 = add i32 %ho_s834, 1
  %hok1209 = icmp ult i32 %ho1208, %ho_hi84
  %dy_n1211 = select i1 %hok1209, i32 %wo_n845, i32 0
  %dy_row1212 = mul i32 %ho1208, %dy_stride_h
  %dy_r1213 = add i32 %dy_img88, %dy_row1212
  %col1214 = mul i32 %wo_s836, %dy_stride_w
  %el1215 = add i32 %dy_r1213, %col1214
  %el1216 = add i32 %el1215, %dy_ch75
  %dst1218 = add i32 %slot_off840, 2560
  %some1220 = icmp ne i32 %dy_n1211, 0
  %dst1222 = select i1 %some1220, i32 %dst1218, i32 44736
  %src1223 = select i1 %some1220, i32 %el1216, i32 %dy_dummy94
  %rows1225 = select i1 %some1220, i32 %dy_n1211, i32 1
  br i1 %issuer93, label %if.then.49, label %if.end.49
if.then.49:
  %gep.280 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1222
  %lsa.281 = ptrtoint ptr addrspace(3) %gep.280 to i32
  %src.282 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src1223
  %ga.283 = ptrtoint ptr addrspace(1) %src.282 to i64
  %galo.284 = trunc i64 %ga.283 to i32
  %gahw.285 = lshr i64 %ga.283, 32
  %gahi.286 = trunc i64 %gahw.285 to i32
  %gaty.287 = or i32 %gahi.286, -2147483648
  %g0a.288 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.281, i32 1
  %g0b.289 = insertelement <4 x i32> %g0a.288, i32 %galo.284, i32 2
  %g0.290 = insertelement <4 x i32> %g0b.289, i32 %gaty.287, i32 3
  %dim1.291 = shl i32 %rows1225, 16
  %g1a.292 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.291, i32 2
  %g1b.293 = insertelement <8 x i32> %g1a.292, i32 %rows1225, i32 4
  %g1.294 = insertelement <8 x i32> %g1b.293, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.290, <8 x i32> %g1.294, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.49
if.end.49:
  %partial1227 = icmp ult i32 %dy_n1211, 32
  br i1 %partial1227, label %if.then.50, label %if.end.50
if.then.50:
  %e1229 = add i32 %tid18, 0
  %row1231 = udiv i32 %e1229, 4
  %cc1233 = urem i32 %e1229, 4
  %chan1235 = shl i32 %cc1233, 3
  %hole1236 = icmp uge i32 %row1231, %dy_n1211
  %lrow1238 = mul i32 %row1231, 40
  %lel1239 = add i32 %lrow1238, %chan1235
  %lb1241 = shl i32 %lel1239, 1
  %lz1242 = add i32 %lb1241, %slot_off840
  br i1 %hole1236, label %if.then.51, label %if.end.51
if.then.51:
  %za1244 = add i32 %lz1242, 2560
  %gep.295 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1244
  store float 0x0000000000000000, ptr addrspace(3) %gep.295, align 4
  %za1247 = add i32 %lz1242, 2564
  %gep.296 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1247
  store float 0x0000000000000000, ptr addrspace(3) %gep.296, align 4
  %za1250 = add i32 %lz1242, 2568
  %gep.297 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1250
  store float 0x0000000000000000, ptr addrspace(3) %gep.297, align 4
  %za1253 = add i32 %lz1242, 2572
  %gep.298 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1253
  store float 0x0000000000000000, ptr addrspace(3) %gep.298, align 4
  br label %if.end.51
if.end.51:
  %e1256 = add i32 %tid18, 64
  %row1258 = udiv i32 %e1256, 4
  %cc1260 = urem i32 %e1256, 4
  %chan1262 = shl i32 %cc1260, 3
  %hole1263 = icmp uge i32 %row1258, %dy_n1211
  %lrow1265 = mul i32 %row1258, 40
  %lel1266 = add i32 %lrow1265, %chan1262
  %lb1268 = shl i32 %lel1266, 1
  %lz1269 = add i32 %lb1268, %slot_off840
  br i1 %hole1263, label %if.then.52, label %if.end.52
if.then.52:
  %za1271 = add i32 %lz1269, 2560
  %gep.299 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1271
  store float 0x0000000000000000, ptr addrspace(3) %gep.299, align 4
  %za1274 = add i32 %lz1269, 2564
  %gep.300 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1274
  store float 0x0000000000000000, ptr addrspace(3) %gep.300, align 4
  %za1277 = add i32 %lz1269, 2568
  %gep.301 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1277
  store float 0x0000000000000000, ptr addrspace(3) %gep.301, align 4
  %za1280 = add i32 %lz1269, 2572
  %gep.302 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1280
  store float 0x0000000000000000, ptr addrspace(3) %gep.302, align 4
  br label %if.end.52
if.end.52:
  br label %if.end.50
if.end.50:
  %h_a1283 = add i32 %ho1208, 0
  %hi1285 = sub i32 %h_a1283, 1
  %hiok1286 = icmp ult i32 %hi1285, %hi
  %x_n1288 = select i1 %hiok1286, i32 %x_span862, i32 0
  %x_row1289 = mul i32 %hi1285, %x_stride_h
  %x_r1290 = add i32 %x_img89, %x_row1289
  %col1291 = mul i32 %x_first854, %x_stride_w
  %el1292 = add i32 %x_r1290, %col1291
  %el1293 = add i32 %el1292, %x_ch76
  %dst1294 = add i32 %slot_off840, %lead_b864
  %dst1296 = add i32 %dst1294, 10016
  %some1298 = icmp ne i32 %x_n1288, 0
  %dst1300 = select i1 %some1298, i32 %dst1296, i32 44736
  %src1301 = select i1 %some1298, i32 %el1293, i32 %x_dummy95
  %rows1303 = select i1 %some1298, i32 %x_n1288, i32 1
  br i1 %issuer93, label %if.then.53, label %if.end.53
if.then.53:
  %gep.303 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1300
  %lsa.304 = ptrtoint ptr addrspace(3) %gep.303 to i32
  %src.305 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1301
  %ga.306 = ptrtoint ptr addrspace(1) %src.305 to i64
  %galo.307 = trunc i64 %ga.306 to i32
  %gahw.308 = lshr i64 %ga.306, 32
  %gahi.309 = trunc i64 %gahw.308 to i32
  %gaty.310 = or i32 %gahi.309, -2147483648
  %g0a.311 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.304, i32 1
  %g0b.312 = insertelement <4 x i32> %g0a.311, i32 %galo.307, i32 2
  %g0.313 = insertelement <4 x i32> %g0b.312, i32 %gaty.310, i32 3
  %dim1.314 = shl i32 %rows1303, 16
  %g1a.315 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.314, i32 2
  %g1b.316 = insertelement <8 x i32> %g1a.315, i32 %rows1303, i32 4
  %g1.317 = insertelement <8 x i32> %g1b.316, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.313, <8 x i32> %g1.317, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.53
if.end.53:
  %cover_end1304 = add i32 %lead853, %x_n1288
  %partial1306 = icmp ult i32 %x_n1288, 34
  br i1 %partial1306, label %if.then.54, label %if.end.54
if.then.54:
  %e1308 = add i32 %tid18, 0
  %row1310 = udiv i32 %e1308, 2
  %cc1312 = urem i32 %e1308, 2
  %chan1314 = shl i32 %cc1312, 3
  %below1315 = icmp ult i32 %row1310, %lead853
  %above1316 = icmp uge i32 %row1310, %cover_end1304
  %hole1317 = or i1 %below1315, %above1316
  %ein1319 = icmp ult i32 %e1308, 68
  %hole1320 = and i1 %hole1317, %ein1319
  %lrow1322 = mul i32 %row1310, 24
  %lel1323 = add i32 %lrow1322, %chan1314
  %lb1325 = shl i32 %lel1323, 1
  %lz1326 = add i32 %lb1325, %slot_off840
  br i1 %hole1320, label %if.then.55, label %if.end.55
if.then.55:
  %za1328 = add i32 %lz1326, 10016
  %gep.318 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1328
  store float 0x0000000000000000, ptr addrspace(3) %gep.318, align 4
  %za1331 = add i32 %lz1326, 10020
  %gep.319 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1331
  store float 0x0000000000000000, ptr addrspace(3) %gep.319, align 4
  %za1334 = add i32 %lz1326, 10024
  %gep.320 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1334
  store float 0x0000000000000000, ptr addrspace(3) %gep.320, align 4
  %za1337 = add i32 %lz1326, 10028
  %gep.321 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1337
  store float 0x0000000000000000, ptr addrspace(3) %gep.321, align 4
  br label %if.end.55
if.end.55:
  %e1340 = add i32 %tid18, 64
  %row1342 = udiv i32 %e1340, 2
  %cc1344 = urem i32 %e1340, 2
  %chan1346 = shl i32 %cc1344, 3
  %below1347 = icmp ult i32 %row1342, %lead853
  %above1348 = icmp uge i32 %row1342, %cover_end1304
  %hole1349 = or i1 %below1347, %above1348
  %ein1351 = icmp ult i32 %e1340, 68
  %hole1352 = and i1 %hole1349, %ein1351
  %lrow1354 = mul i32 %row1342, 24
  %lel1355 = add i32 %lrow1354, %chan1346
  %lb1357 = shl i32 %lel1355, 1
  %lz1358 = add i32 %lb1357, %slot_off840
  br i1 %hole1352, label %if.then.56, label %if.end.56
if.then.56:
  %za1360 = add i32 %lz1358, 10016
  %gep.322 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1360
  store float 0x0000000000000000, ptr addrspace(3) %gep.322, align 4
  %za1363 = add i32 %lz1358, 10020
  %gep.323 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1363
  store float 0x0000000000000000, ptr addrspace(3) %gep.323, align 4
  %za1366 = add i32 %lz1358, 10024
  %gep.324 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1366
  store float 0x0000000000000000, ptr addrspace(3) %gep.324, align 4
  %za1369 = add i32 %lz1358, 10028
  %gep.325 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1369
  store float 0x0000000000000000, ptr addrspace(3) %gep.325, align 4
  br label %if.end.56
if.end.56:
  br label %if.end.54
if.end.54:
  %h_a1372 = add i32 %ho1208, 1
  %hi1374 = sub i32 %h_a1372, 1
  %hiok1375 = icmp ult i32 %hi1374, %hi
  %x_n1377 = select i1 %hiok1375, i32 %x_span862, i32 0
  %x_row1378 = mul i32 %hi1374, %x_stride_h
  %x_r1379 = add i32 %x_img89, %x_row1378
  %col1380 = mul i32 %x_first854, %x_stride_w
  %el1381 = add i32 %x_r1379, %col1380
  %el1382 = add i32 %el1381, %x_ch76
  %dst1383 = add i32 %slot_off840, %lead_b864
  %dst1385 = add i32 %dst1383, 11648
  %some1387 = icmp ne i32 %x_n1377, 0
  %dst1389 = select i1 %some1387, i32 %dst1385, i32 44736
  %src1390 = select i1 %some1387, i32 %el1382, i32 %x_dummy95
  %rows1392 = select i1 %some1387, i32 %x_n1377, i32 1
  br i1 %issuer93, label %if.then.57, label %if.end.57
if.then.57:
  %gep.326 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1389
  %lsa.327 = ptrtoint ptr addrspace(3) %gep.326 to i32
  %src.328 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1390
  %ga.329 = ptrtoint ptr addrspace(1) %src.328 to i64
  %galo.330 = trunc i64 %ga.329 to i32
  %gahw.331 = lshr i64 %ga.329, 32
  %gahi.332 = trunc i64 %gahw.331 to i32
  %gaty.333 = or i32 %gahi.332, -2147483648
  %g0a.334 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.327, i32 1
  %g0b.335 = insertelement <4 x i32> %g0a.334, i32 %galo.330, i32 2
  %g0.336 = insertelement <4 x i32> %g0b.335, i32 %gaty.333, i32 3
  %dim1.337 = shl i32 %rows1392, 16
  %g1a.338 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.337, i32 2
  %g1b.339 = insertelement <8 x i32> %g1a.338, i32 %rows1392, i32 4
  %g1.340 = insertelement <8 x i32> %g1b.339, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.336, <8 x i32> %g1.340, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.57
if.end.57:
  %cover_end1393 = add i32 %lead853, %x_n1377
  %partial1395 = icmp ult i32 %x_n1377, 34
  br i1 %partial1395, label %if.then.58, label %if.end.58
if.then.58:
  %e1397 = add i32 %tid18, 0
  %row1399 = udiv i32 %e1397, 2
  %cc1401 = urem i32 %e1397, 2
  %chan1403 = shl i32 %cc1401, 3
  %below1404 = icmp ult i32 %row1399, %lead853
  %above1405 = icmp uge i32 %row1399, %cover_end1393
  %hole1406 = or i1 %below1404, %above1405
  %ein1408 = icmp ult i32 %e1397, 68
  %hole1409 = and i1 %hole1406, %ein1408
  %lrow1411 = mul i32 %row1399, 24
  %lel1412 = add i32 %lrow1411, %chan1403
  %lb1414 = shl i32 %lel1412, 1
  %lz1415 = add i32 %lb1414, %slot_off840
  br i1 %hole1409, label %if.then.59, label %if.end.59
if.then.59:
  %za1417 = add i32 %lz1415, 11648
  %gep.341 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1417
  store float 0x0000000000000000, ptr addrspace(3) %gep.341, align 4
  %za1420 = add i32 %lz1415, 11652
  %gep.342 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1420
  store float 0x0000000000000000, ptr addrspace(3) %gep.342, align 4
  %za1423 = add i32 %lz1415, 11656
  %gep.343 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1423
  store float 0x0000000000000000, ptr addrspace(3) %gep.343, align 4
  %za1426 = add i32 %lz1415, 11660
  %gep.344 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1426
  store float 0x0000000000000000, ptr addrspace(3) %gep.344, align 4
  br label %if.end.59
if.end.59:
  %e1429 = add i32 %tid18, 64
  %row1431 = udiv i32 %e1429, 2
  %cc1433 = urem i32 %e1429, 2
  %chan1435 = shl i32 %cc1433, 3
  %below1436 = icmp ult i32 %row1431, %lead853
  %above1437 = icmp uge i32 %row1431, %cover_end1393
  %hole1438 = or i1 %below1436, %above1437
  %ein1440 = icmp ult i32 %e1429, 68
  %hole1441 = and i1 %hole1438, %ein1440
  %lrow1443 = mul i32 %row1431, 24
  %lel1444 = add i32 %lrow1443, %chan1435
  %lb1446 = shl i32 %lel1444, 1
  %lz1447 = add i32 %lb1446, %slot_off840
  br i1 %hole1441, label %if.then.60, label %if.end.60
if.then.60:
  %za1449 = add i32 %lz1447, 11648
  %gep.345 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1449
  store float 0x0000000000000000, ptr addrspace(3) %gep.345, align 4
  %za1452 = add i32 %lz1447, 11652
  %gep.346 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1452
  store float 0x0000000000000000, ptr addrspace(3) %gep.346, align 4
  %za1455 = add i32 %lz1447, 11656
  %gep.347 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1455
  store float 0x0000000000000000, ptr addrspace(3) %gep.347, align 4
  %za1458 = add i32 %lz1447, 11660
  %gep.348 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1458
  store float 0x0000000000000000, ptr addrspace(3) %gep.348, align 4
  br label %if.end.60
if.end.60:
  br label %if.end.58
if.end.58:
  %h_a1461 = add i32 %ho1208, 2
  %hi1463 = sub i32 %h_a1461, 1
  %hiok1464 = icmp ult i32 %hi1463, %hi
  %x_n1466 = select i1 %hiok1464, i32 %x_span862, i32 0
  %x_row1467 = mul i32 %hi1463, %x_stride_h
  %x_r1468 = add i32 %x_img89, %x_row1467
  %col1469 = mul i32 %x_first854, %x_stride_w
  %el1470 = add i32 %x_r1468, %col1469
  %el1471 = add i32 %el1470, %x_ch76
  %dst1472 = add i32 %slot_off840, %lead_b864
  %dst1474 = add i32 %dst1472, 13280
  %some1476 = icmp ne i32 %x_n1466, 0
  %dst1478 = select i1 %some1476, i32 %dst1474, i32 44736
  %src1479 = select i1 %some1476, i32 %el1471, i32 %x_dummy95
  %rows1481 = select i1 %some1476, i32 %x_n1466, i32 1
  br i1 %issuer93, label %if.then.61, label %if.end.61
if.then.61:
  %gep.349 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1478
  %lsa.350 = ptrtoint ptr addrspace(3) %gep.349 to i32
  %src.351 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1479
  %ga.352 = ptrtoint ptr addrspace(1) %src.351 to i64
  %galo.353 = trunc i64 %ga.352 to i32
  %gahw.354 = lshr i64 %ga.352, 32
  %gahi.355 = trunc i64 %gahw.354 to i32
  %gaty.356 = or i32 %gahi.355, -2147483648
  %g0a.357 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.350, i32 1
  %g0b.358 = insertelement <4 x i32> %g0a.357, i32 %galo.353, i32 2
  %g0.359 = insertelement <4 x i32> %g0b.358, i32 %gaty.356, i32 3
  %dim1.360 = shl i32 %rows1481, 16
  %g1a.361 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.360, i32 2
  %g1b.362 = insertelement <8 x i32> %g1a.361, i32 %rows1481, i32 4
  %g1.363 = insertelement <8 x i32> %g1b.362, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.359, <8 x i32> %g1.363, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.61
if.end.61:
  %cover_end1482 = add i32 %lead853, %x_n1466
  %partial1484 = icmp ult i32 %x_n1466, 34
  br i1 %partial1484, label %if.then.62, label %if.end.62
if.then.62:
  %e1486 = add i32 %tid18, 0
  %row1488 = udiv i32 %e1486, 2
  %cc1490 = urem i32 %e1486, 2
  %chan1492 = shl i32 %cc1490, 3
  %below1493 = icmp ult i32 %row1488, %lead853
  %above1494 = icmp uge i32 %row1488, %cover_end1482
  %hole1495 = or i1 %below1493, %above1494
  %ein1497 = icmp ult i32 %e1486, 68
  %hole1498 = and i1 %hole1495, %ein1497
  %lrow1500 = mul i32 %row1488, 24
  %lel1501 = add i32 %lrow1500, %chan1492
  %lb1503 = shl i32 %lel1501, 1
  %lz1504 = add i32 %lb1503, %slot_off840
  br i1 %hole1498, label %if.then.63, label %if.end.63
if.then.63:
  %za1506 = add i32 %lz1504, 13280
  %gep.364 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1506
  store float 0x0000000000000000, ptr addrspace(3) %gep.364, align 4
  %za1509 = add i32 %lz1504, 13284
  %gep.365 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1509
  store float 0x0000000000000000, ptr addrspace(3) %gep.365, align 4
  %za1512 = add i32 %lz1504, 13288
  %gep.366 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1512
  store float 0x0000000000000000, ptr addrspace(3) %gep.366, align 4
  %za1515 = add i32 %lz1504, 13292
  %gep.367 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1515
  store float 0x0000000000000000, ptr addrspace(3) %gep.367, align 4
  br label %if.end.63
if.end.63:
  %e1518 = add i32 %tid18, 64
  %row1520 = udiv i32 %e1518, 2
  %cc1522 = urem i32 %e1518, 2
  %chan1524 = shl i32 %cc1522, 3
  %below1525 = icmp ult i32 %row1520, %lead853
  %above1526 = icmp uge i32 %row1520, %cover_end1482
  %hole1527 = or i1 %below1525, %above1526
  %ein1529 = icmp ult i32 %e1518, 68
  %hole1530 = and i1 %hole1527, %ein1529
  %lrow1532 = mul i32 %row1520, 24
  %lel1533 = add i32 %lrow1532, %chan1524
  %lb1535 = shl i32 %lel1533, 1
  %lz1536 = add i32 %lb1535, %slot_off840
  br i1 %hole1530, label %if.then.64, label %if.end.64
if.then.64:
  %za1538 = add i32 %lz1536, 13280
  %gep.368 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1538
  store float 0x0000000000000000, ptr addrspace(3) %gep.368, align 4
  %za1541 = add i32 %lz1536, 13284
  %gep.369 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1541
  store float 0x0000000000000000, ptr addrspace(3) %gep.369, align 4
  %za1544 = add i32 %lz1536, 13288
  %gep.370 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1544
  store float 0x0000000000000000, ptr addrspace(3) %gep.370, align 4
  %za1547 = add i32 %lz1536, 13292
  %gep.371 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1547
  store float 0x0000000000000000, ptr addrspace(3) %gep.371, align 4
  br label %if.end.64
if.end.64:
  br label %if.end.62
if.end.62:
  br label %for.head.65
for.head.65:
  %t1561 = phi i32 [ 0, %if.end.62 ], [ %iv.next.372, %for.latch.65 ]
  %acc1562 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2391, %for.latch.65 ]
  %acc1563 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2399, %for.latch.65 ]
  %acc1564 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2407, %for.latch.65 ]
  %acc1565 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2415, %for.latch.65 ]
  %acc1566 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2423, %for.latch.65 ]
  %acc1567 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2431, %for.latch.65 ]
  %acc1568 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2439, %for.latch.65 ]
  %acc1569 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2447, %for.latch.65 ]
  %acc1570 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2455, %for.latch.65 ]
  %cmp.373 = icmp slt i32 %t1561, %steps108
  br i1 %cmp.373, label %for.body.65, label %for.exit.65
for.body.65:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 8)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %u1572 = add i32 %t1561, 2
  %rg1573 = udiv i32 %u1572, %ncols99
  %ccol1574 = urem i32 %u1572, %ncols99
  %rgo1576 = mul i32 %rg1573, 2
  %ho_s1577 = add i32 %ho_lo81, %rgo1576
  %wo_s1579 = shl i32 %ccol1574, 5
  %slot1581 = urem i32 %u1572, 3
  %slot_off1583 = mul i32 %slot1581, 14912
  %wo_left1584 = sub i32 %wo, %wo_s1579
  %wo_fit1586 = icmp ult i32 %wo_left1584, 32
  %wo_n1588 = select i1 %wo_fit1586, i32 %wo_left1584, i32 32
  %wb1590 = sub i32 %wo_s1579, 1
  %lead_neg1592 = icmp slt i32 %wb1590, 0
  %lead_a1594 = sub i32 0, %wb1590
  %lead1596 = select i1 %lead_neg1592, i32 %lead_a1594, i32 0
  %x_first1597 = add i32 %wb1590, %lead1596
  %x_end1599 = add i32 %wb1590, 34
  %x_fit1600 = icmp slt i32 %x_end1599, %wi
  %x_end1601 = select i1 %x_fit1600, i32 %x_end1599, i32 %wi
  %x_span1602 = sub i32 %x_end1601, %x_first1597
  %x_some1603 = icmp slt i32 %x_first1597, %x_end1601
  %x_span1605 = select i1 %x_some1603, i32 %x_span1602, i32 0
  %lead_b1607 = mul i32 %lead1596, 48
  %ho1609 = add i32 %ho_s1577, 0
  %hok1610 = icmp ult i32 %ho1609, %ho_hi84
  %dy_n1612 = select i1 %hok1610, i32 %wo_n1588, i32 0
  %dy_row1613 = mul i32 %ho1609, %dy_stride_h
  %dy_r1614 = add i32 %dy_img88, %dy_row1613
  %col1615 = mul i32 %wo_s1579, %dy_stride_w
  %el1616 = add i32 %dy_r1614, %col1615
  %el1617 = add i32 %el1616, %dy_ch75
  %dst1619 = add i32 %slot_off1583, 0
  %some1621 = icmp ne i32 %dy_n1612, 0
  %dst1623 = select i1 %some1621, i32 %dst1619, i32 44736
  %src1624 = select i1 %some1621, i32 %el1617, i32 %dy_dummy94
  %rows1626 = select i1 %some1621, i32 %dy_n1612, i32 1
  br i1 %issuer93, label %if.then.66, label %if.end.66
if.then.66:
  %gep.374 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1623
  %lsa.375 = ptrtoint ptr addrspace(3) %gep.374 to i32
  %src.376 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src1624
  %ga.377 = ptrtoint ptr addrspace(1) %src.376 to i64
  %galo.378 = trunc i64 %ga.377 to i32
  %gahw.379 = lshr i64 %ga.377, 32
  %gahi.380 = trunc i64 %gahw.379 to i32
  %gaty.381 = or i32 %gahi.380, -2147483648
  %g0a.382 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.375, i32 1
  %g0b.383 = insertelement <4 x i32> %g0a.382, i32 %galo.378, i32 2
  %g0.384 = insertelement <4 x i32> %g0b.383, i32 %gaty.381, i32 3
  %dim1.385 = shl i32 %rows1626, 16
  %g1a.386 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.385, i32 2
  %g1b.387 = insertelement <8 x i32> %g1a.386, i32 %rows1626, i32 4
  %g1.388 = insertelement <8 x i32> %g1b.387, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.384, <8 x i32> %g1.388, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.66
if.end.66:
  %partial1628 = icmp ult i32 %dy_n1612, 32
  br i1 %partial1628, label %if.then.67, label %if.end.67
if.then.67:
  %e1630 = add i32 %tid18, 0
  %row1632 = udiv i32 %e1630, 4
  %cc1634 = urem i32 %e1630, 4
  %chan1636 = shl i32 %cc1634, 3
  %hole1637 = icmp uge i32 %row1632, %dy_n1612
  %lrow1639 = mul i32 %row1632, 40
  %lel1640 = add i32 %lrow1639, %chan1636
  %lb1642 = shl i32 %lel1640, 1
  %lz1643 = add i32 %lb1642, %slot_off1583
  br i1 %hole1637, label %if.then.68, label %if.end.68
if.then.68:
  %za1645 = add i32 %lz1643, 0
  %gep.389 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1645
  store float 0x0000000000000000, ptr addrspace(3) %gep.389, align 4
  %za1648 = add i32 %lz1643, 4
  %gep.390 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1648
  store float 0x0000000000000000, ptr addrspace(3) %gep.390, align 4
  %za1651 = add i32 %lz1643, 8
  %gep.391 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1651
  store float 0x0000000000000000, ptr addrspace(3) %gep.391, align 4
  %za1654 = add i32 %lz1643, 12
  %gep.392 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1654
  store float 0x0000000000000000, ptr addrspace(3) %gep.392, align 4
  br label %if.end.68
if.end.68:
  %e1657 = add i32 %tid18, 64
  %row1659 = udiv i32 %e1657, 4
  %cc1661 = urem i32 %e1657, 4
  %chan1663 = shl i32 %cc1661, 3
  %hole1664 = icmp uge i32 %row1659, %dy_n1612
  %lrow1666 = mul i32 %row1659, 40
  %lel1667 = add i32 %lrow1666, %chan1663
  %lb1669 = shl i32 %lel1667, 1
  %lz1670 = add i32 %lb1669, %slot_off1583
  br i1 %hole1664, label %if.then.69, label %if.end.69
if.then.69:
  %za1672 = add i32 %lz1670, 0
  %gep.393 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1672
  store float 0x0000000000000000, ptr addrspace(3) %gep.393, align 4
  %za1675 = add i32 %lz1670, 4
  %gep.394 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1675
  store float 0x0000000000000000, ptr addrspace(3) %gep.394, align 4
  %za1678 = add i32 %lz1670, 8
  %gep.395 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1678
  store float 0x0000000000000000, ptr addrspace(3) %gep.395, align 4
  %za1681 = add i32 %lz1670, 12
  %gep.396 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1681
  store float 0x0000000000000000, ptr addrspace(3) %gep.396, align 4
  br label %if.end.69
if.end.69:
  br label %if.end.67
if.end.67:
  %h_a1684 = add i32 %ho1609, 0
  %hi1686 = sub i32 %h_a1684, 1
  %hiok1687 = icmp ult i32 %hi1686, %hi
  %x_n1689 = select i1 %hiok1687, i32 %x_span1605, i32 0
  %x_row1690 = mul i32 %hi1686, %x_stride_h
  %x_r1691 = add i32 %x_img89, %x_row1690
  %col1692 = mul i32 %x_first1597, %x_stride_w
  %el1693 = add i32 %x_r1691, %col1692
  %el1694 = add i32 %el1693, %x_ch76
  %dst1695 = add i32 %slot_off1583, %lead_b1607
  %dst1697 = add i32 %dst1695, 5120
  %some1699 = icmp ne i32 %x_n1689, 0
  %dst1701 = select i1 %some1699, i32 %dst1697, i32 44736
  %src1702 = select i1 %some1699, i32 %el1694, i32 %x_dummy95
  %rows1704 = select i1 %some1699, i32 %x_n1689, i32 1
  br i1 %issuer93, label %if.then.70, label %if.end.70
if.then.70:
  %gep.397 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1701
  %lsa.398 = ptrtoint ptr addrspace(3) %gep.397 to i32
  %src.399 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1702
  %ga.400 = ptrtoint ptr addrspace(1) %src.399 to i64
  %galo.401 = trunc i64 %ga.400 to i32
  %gahw.402 = lshr i64 %ga.400, 32
  %gahi.403 = trunc i64 %gahw.402 to i32
  %gaty.404 = or i32 %gahi.403, -2147483648
  %g0a.405 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.398, i32 1
  %g0b.406 = insertelement <4 x i32> %g0a.405, i32 %galo.401, i32 2
  %g0.407 = insertelement <4 x i32> %g0b.406, i32 %gaty.404, i32 3
  %dim1.408 = shl i32 %rows1704, 16
  %g1a.409 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.408, i32 2
  %g1b.410 = insertelement <8 x i32> %g1a.409, i32 %rows1704, i32 4
  %g1.411 = insertelement <8 x i32> %g1b.410, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.407, <8 x i32> %g1.411, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.70
if.end.70:
  %cover_end1705 = add i32 %lead1596, %x_n1689
  %partial1707 = icmp ult i32 %x_n1689, 34
  br i1 %partial1707, label %if.then.71, label %if.end.71
if.then.71:
  %e1709 = add i32 %tid18, 0
  %row1711 = udiv i32 %e1709, 2
  %cc1713 = urem i32 %e1709, 2
  %chan1715 = shl i32 %cc1713, 3
  %below1716 = icmp ult i32 %row1711, %lead1596
  %above1717 = icmp uge i32 %row1711, %cover_end1705
  %hole1718 = or i1 %below1716, %above1717
  %ein1720 = icmp ult i32 %e1709, 68
  %hole1721 = and i1 %hole1718, %ein1720
  %lrow1723 = mul i32 %row1711, 24
  %lel1724 = add i32 %lrow1723, %chan1715
  %lb1726 = shl i32 %lel1724, 1
  %lz1727 = add i32 %lb1726, %slot_off1583
  br i1 %hole1721, label %if.then.72, label %if.end.72
if.then.72:
  %za1729 = add i32 %lz1727, 5120
  %gep.412 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1729
  store float 0x0000000000000000, ptr addrspace(3) %gep.412, align 4
  %za1732 = add i32 %lz1727, 5124
  %gep.413 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1732
  store float 0x0000000000000000, ptr addrspace(3) %gep.413, align 4
  %za1735 = add i32 %lz1727, 5128
  %gep.414 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1735
  store float 0x0000000000000000, ptr addrspace(3) %gep.414, align 4
  %za1738 = add i32 %lz1727, 5132
  %gep.415 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1738
  store float 0x0000000000000000, ptr addrspace(3) %gep.415, align 4
  br label %if.end.72
if.end.72:
  %e1741 = add i32 %tid18, 64
  %row1743 = udiv i32 %e1741, 2
  %cc1745 = urem i32 %e1741, 2
  %chan1747 = shl i32 %cc1745, 3
  %below1748 = icmp ult i32 %row1743, %lead1596
  %above1749 = icmp uge i32 %row1743, %cover_end1705
  %hole1750 = or i1 %below1748, %above1749
  %ein1752 = icmp ult i32 %e1741, 68
  %hole1753 = and i1 %hole1750, %ein1752
  %lrow1755 = mul i32 %row1743, 24
  %lel1756 = add i32 %lrow1755, %chan1747
  %lb1758 = shl i32 %lel1756, 1
  %lz1759 = add i32 %lb1758, %slot_off1583
  br i1 %hole1753, label %if.then.73, label %if.end.73
if.then.73:
  %za1761 = add i32 %lz1759, 5120
  %gep.416 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1761
  store float 0x0000000000000000, ptr addrspace(3) %gep.416, align 4
  %za1764 = add i32 %lz1759, 5124
  %gep.417 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1764
  store float 0x0000000000000000, ptr addrspace(3) %gep.417, align 4
  %za1767 = add i32 %lz1759, 5128
  %gep.418 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1767
  store float 0x0000000000000000, ptr addrspace(3) %gep.418, align 4
  %za1770 = add i32 %lz1759, 5132
  %gep.419 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1770
  store float 0x0000000000000000, ptr addrspace(3) %gep.419, align 4
  br label %if.end.73
if.end.73:
  br label %if.end.71
if.end.71:
  %h_a1773 = add i32 %ho1609, 1
  %hi1775 = sub i32 %h_a1773, 1
  %hiok1776 = icmp ult i32 %hi1775, %hi
  %x_n1778 = select i1 %hiok1776, i32 %x_span1605, i32 0
  %x_row1779 = mul i32 %hi1775, %x_stride_h
  %x_r1780 = add i32 %x_img89, %x_row1779
  %col1781 = mul i32 %x_first1597, %x_stride_w
  %el1782 = add i32 %x_r1780, %col1781
  %el1783 = add i32 %el1782, %x_ch76
  %dst1784 = add i32 %slot_off1583, %lead_b1607
  %dst1786 = add i32 %dst1784, 6752
  %some1788 = icmp ne i32 %x_n1778, 0
  %dst1790 = select i1 %some1788, i32 %dst1786, i32 44736
  %src1791 = select i1 %some1788, i32 %el1783, i32 %x_dummy95
  %rows1793 = select i1 %some1788, i32 %x_n1778, i32 1
  br i1 %issuer93, label %if.then.74, label %if.end.74
if.then.74:
  %gep.420 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1790
  %lsa.421 = ptrtoint ptr addrspace(3) %gep.420 to i32
  %src.422 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1791
  %ga.423 = ptrtoint ptr addrspace(1) %src.422 to i64
  %galo.424 = trunc i64 %ga.423 to i32
  %gahw.425 = lshr i64 %ga.423, 32
  %gahi.426 = trunc i64 %gahw.425 to i32
  %gaty.427 = or i32 %gahi.426, -2147483648
  %g0a.428 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.421, i32 1
  %g0b.429 = insertelement <4 x i32> %g0a.428, i32 %galo.424, i32 2
  %g0.430 = insertelement <4 x i32> %g0b.429, i32 %gaty.427, i32 3
  %dim1.431 = shl i32 %rows1793, 16
  %g1a.432 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.431, i32 2
  %g1b.433 = insertelement <8 x i32> %g1a.432, i32 %rows1793, i32 4
  %g1.434 = insertelement <8 x i32> %g1b.433, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.430, <8 x i32> %g1.434, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.74
if.end.74:
  %cover_end1794 = add i32 %lead1596, %x_n1778
  %partial1796 = icmp ult i32 %x_n1778, 34
  br i1 %partial1796, label %if.then.75, label %if.end.75
if.then.75:
  %e1798 = add i32 %tid18, 0
  %row1800 = udiv i32 %e1798, 2
  %cc1802 = urem i32 %e1798, 2
  %chan1804 = shl i32 %cc1802, 3
  %below1805 = icmp ult i32 %row1800, %lead1596
  %above1806 = icmp uge i32 %row1800, %cover_end1794
  %hole1807 = or i1 %below1805, %above1806
  %ein1809 = icmp ult i32 %e1798, 68
  %hole1810 = and i1 %hole1807, %ein1809
  %lrow1812 = mul i32 %row1800, 24
  %lel1813 = add i32 %lrow1812, %chan1804
  %lb1815 = shl i32 %lel1813, 1
  %lz1816 = add i32 %lb1815, %slot_off1583
  br i1 %hole1810, label %if.then.76, label %if.end.76
if.then.76:
  %za1818 = add i32 %lz1816, 6752
  %gep.435 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1818
  store float 0x0000000000000000, ptr addrspace(3) %gep.435, align 4
  %za1821 = add i32 %lz1816, 6756
  %gep.436 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1821
  store float 0x0000000000000000, ptr addrspace(3) %gep.436, align 4
  %za1824 = add i32 %lz1816, 6760
  %gep.437 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1824
  store float 0x0000000000000000, ptr addrspace(3) %gep.437, align 4
  %za1827 = add i32 %lz1816, 6764
  %gep.438 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1827
  store float 0x0000000000000000, ptr addrspace(3) %gep.438, align 4
  br label %if.end.76
if.end.76:
  %e1830 = add i32 %tid18, 64
  %row1832 = udiv i32 %e1830, 2
  %cc1834 = urem i32 %e1830, 2
  %chan1836 = shl i32 %cc1834, 3
  %below1837 = icmp ult i32 %row1832, %lead1596
  %above1838 = icmp uge i32 %row1832, %cover_end1794
  %hole1839 = or i1 %below1837, %above1838
  %ein1841 = icmp ult i32 %e1830, 68
  %hole1842 = and i1 %hole1839, %ein1841
  %lrow1844 = mul i32 %row1832, 24
  %lel1845 = add i32 %lrow1844, %chan1836
  %lb1847 = shl i32 %lel1845, 1
  %lz1848 = add i32 %lb1847, %slot_off1583
  br i1 %hole1842, label %if.then.77, label %if.end.77
if.then.77:
  %za1850 = add i32 %lz1848, 6752
  %gep.439 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1850
  store float 0x0000000000000000, ptr addrspace(3) %gep.439, align 4
  %za1853 = add i32 %lz1848, 6756
  %gep.440 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1853
  store float 0x0000000000000000, ptr addrspace(3) %gep.440, align 4
  %za1856 = add i32 %lz1848, 6760
  %gep.441 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1856
  store float 0x0000000000000000, ptr addrspace(3) %gep.441, align 4
  %za1859 = add i32 %lz1848, 6764
  %gep.442 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1859
  store float 0x0000000000000000, ptr addrspace(3) %gep.442, align 4
  br label %if.end.77
if.end.77:
  br label %if.end.75
if.end.75:
  %h_a1862 = add i32 %ho1609, 2
  %hi1864 = sub i32 %h_a1862, 1
  %hiok1865 = icmp ult i32 %hi1864, %hi
  %x_n1867 = select i1 %hiok1865, i32 %x_span1605, i32 0
  %x_row1868 = mul i32 %hi1864, %x_stride_h
  %x_r1869 = add i32 %x_img89, %x_row1868
  %col1870 = mul i32 %x_first1597, %x_stride_w
  %el1871 = add i32 %x_r1869, %col1870
  %el1872 = add i32 %el1871, %x_ch76
  %dst1873 = add i32 %slot_off1583, %lead_b1607
  %dst1875 = add i32 %dst1873, 8384
  %some1877 = icmp ne i32 %x_n1867, 0
  %dst1879 = select i1 %some1877, i32 %dst1875, i32 44736
  %src1880 = select i1 %some1877, i32 %el1872, i32 %x_dummy95
  %rows1882 = select i1 %some1877, i32 %x_n1867, i32 1
  br i1 %issuer93, label %if.then.78, label %if.end.78
if.then.78:
  %gep.443 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1879
  %lsa.444 = ptrtoint ptr addrspace(3) %gep.443 to i32
  %src.445 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1880
  %ga.446 = ptrtoint ptr addrspace(1) %src.445 to i64
  %galo.447 = trunc i64 %ga.446 to i32
  %gahw.448 = lshr i64 %ga.446, 32
  %gahi.449 = trunc i64 %gahw.448 to i32
  %gaty.450 = or i32 %gahi.449, -2147483648
  %g0a.451 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.444, i32 1
  %g0b.452 = insertelement <4 x i32> %g0a.451, i32 %galo.447, i32 2
  %g0.453 = insertelement <4 x i32> %g0b.452, i32 %gaty.450, i32 3
  %dim1.454 = shl i32 %rows1882, 16
  %g1a.455 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.454, i32 2
  %g1b.456 = insertelement <8 x i32> %g1a.455, i32 %rows1882, i32 4
  %g1.457 = insertelement <8 x i32> %g1b.456, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.453, <8 x i32> %g1.457, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.78
if.end.78:
  %cover_end1883 = add i32 %lead1596, %x_n1867
  %partial1885 = icmp ult i32 %x_n1867, 34
  br i1 %partial1885, label %if.then.79, label %if.end.79
if.then.79:
  %e1887 = add i32 %tid18, 0
  %row1889 = udiv i32 %e1887, 2
  %cc1891 = urem i32 %e1887, 2
  %chan1893 = shl i32 %cc1891, 3
  %below1894 = icmp ult i32 %row1889, %lead1596
  %above1895 = icmp uge i32 %row1889, %cover_end1883
  %hole1896 = or i1 %below1894, %above1895
  %ein1898 = icmp ult i32 %e1887, 68
  %hole1899 = and i1 %hole1896, %ein1898
  %lrow1901 = mul i32 %row1889, 24
  %lel1902 = add i32 %lrow1901, %chan1893
  %lb1904 = shl i32 %lel1902, 1
  %lz1905 = add i32 %lb1904, %slot_off1583
  br i1 %hole1899, label %if.then.80, label %if.end.80
if.then.80:
  %za1907 = add i32 %lz1905, 8384
  %gep.458 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1907
  store float 0x0000000000000000, ptr addrspace(3) %gep.458, align 4
  %za1910 = add i32 %lz1905, 8388
  %gep.459 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1910
  store float 0x0000000000000000, ptr addrspace(3) %gep.459, align 4
  %za1913 = add i32 %lz1905, 8392
  %gep.460 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1913
  store float 0x0000000000000000, ptr addrspace(3) %gep.460, align 4
  %za1916 = add i32 %lz1905, 8396
  %gep.461 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1916
  store float 0x0000000000000000, ptr addrspace(3) %gep.461, align 4
  br label %if.end.80
if.end.80:
  %e1919 = add i32 %tid18, 64
  %row1921 = udiv i32 %e1919, 2
  %cc1923 = urem i32 %e1919, 2
  %chan1925 = shl i32 %cc1923, 3
  %below1926 = icmp ult i32 %row1921, %lead1596
  %above1927 = icmp uge i32 %row1921, %cover_end1883
  %hole1928 = or i1 %below1926, %above1927
  %ein1930 = icmp ult i32 %e1919, 68
  %hole1931 = and i1 %hole1928, %ein1930
  %lrow1933 = mul i32 %row1921, 24
  %lel1934 = add i32 %lrow1933, %chan1925
  %lb1936 = shl i32 %lel1934, 1
  %lz1937 = add i32 %lb1936, %slot_off1583
  br i1 %hole1931, label %if.then.81, label %if.end.81
if.then.81:
  %za1939 = add i32 %lz1937, 8384
  %gep.462 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1939
  store float 0x0000000000000000, ptr addrspace(3) %gep.462, align 4
  %za1942 = add i32 %lz1937, 8388
  %gep.463 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1942
  store float 0x0000000000000000, ptr addrspace(3) %gep.463, align 4
  %za1945 = add i32 %lz1937, 8392
  %gep.464 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1945
  store float 0x0000000000000000, ptr addrspace(3) %gep.464, align 4
  %za1948 = add i32 %lz1937, 8396
  %gep.465 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1948
  store float 0x0000000000000000, ptr addrspace(3) %gep.465, align 4
  br label %if.end.81
if.end.81:
  br label %if.end.79
if.end.79:
  %ho1951 = add i32 %ho_s1577, 1
  %hok1952 = icmp ult i32 %ho1951, %ho_hi84
  %dy_n1954 = select i1 %hok1952, i32 %wo_n1588, i32 0
  %dy_row1955 = mul i32 %ho1951, %dy_stride_h
  %dy_r1956 = add i32 %dy_img88, %dy_row1955
  %col1957 = mul i32 %wo_s1579, %dy_stride_w
  %el1958 = add i32 %dy_r1956, %col1957
  %el1959 = add i32 %el1958, %dy_ch75
  %dst1961 = add i32 %slot_off1583, 2560
  %some1963 = icmp ne i32 %dy_n1954, 0
  %dst1965 = select i1 %some1963, i32 %dst1961, i32 44736
  %src1966 = select i1 %some1963, i32 %el1959, i32 %dy_dummy94
  %rows1968 = select i1 %some1963, i32 %dy_n1954, i32 1
  br i1 %issuer93, label %if.then.82, label %if.end.82
if.then.82:
  %gep.466 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1965
  %lsa.467 = ptrtoint ptr addrspace(3) %gep.466 to i32
  %src.468 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src1966
  %ga.469 = ptrtoint ptr addrspace(1) %src.468 to i64
  %galo.470 = trunc i64 %ga.469 to i32
  %gahw.471 = lshr i64 %ga.469, 32
  %gahi.472 = trunc i64 %gahw.471 to i32
  %gaty.473 = or i32 %gahi.472, -2147483648
  %g0a.474 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.467, i32 1
  %g0b.475 = insertelement <4 x i32> %g0a.474, i32 %galo.470, i32 2
  %g0.476 = insertelement <4 x i32> %g0b.475, i32 %gaty.473, i32 3
  %dim1.477 = shl i32 %rows1968, 16
  %g1a.478 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.477, i32 2
  %g1b.479 = insertelement <8 x i32> %g1a.478, i32 %rows1968, i32 4
  %g1.480 = insertelement <8 x i32> %g1b.479, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.476, <8 x i32> %g1.480, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.82
if.end.82:
  %partial1970 = icmp ult i32 %dy_n1954, 32
  br i1 %partial1970, label %if.then.83, label %if.end.83
if.then.83:
  %e1972 = add i32 %tid18, 0
  %row1974 = udiv i32 %e1972, 4
  %cc1976 = urem i32 %e1972, 4
  %chan1978 = shl i32 %cc1976, 3
  %hole1979 = icmp uge i32 %row1974, %dy_n1954
  %lrow1981 = mul i32 %row1974, 40
  %lel1982 = add i32 %lrow1981, %chan1978
  %lb1984 = shl i32 %lel1982, 1
  %lz1985 = add i32 %lb1984, %slot_off1583
  br i1 %hole1979, label %if.then.84, label %if.end.84
if.then.84:
  %za1987 = add i32 %lz1985, 2560
  %gep.481 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1987
  store float 0x0000000000000000, ptr addrspace(3) %gep.481, align 4
  %za1990 = add i32 %lz1985, 2564
  %gep.482 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1990
  store float 0x0000000000000000, ptr addrspace(3) %gep.482, align 4
  %za1993 = add i32 %lz1985, 2568
  %gep.483 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1993
  store float 0x0000000000000000, ptr addrspace(3) %gep.483, align 4
  %za1996 = add i32 %lz1985, 2572
  %gep.484 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1996
  store float 0x0000000000000000, ptr addrspace(3) %gep.484, align 4
  br label %if.end.84
if.end.84:
  %e1999 = add i32 %tid18, 64
  %row2001 = udiv i32 %e1999, 4
  %cc2003 = urem i32 %e1999, 4
  %chan2005 = shl i32 %cc2003, 3
  %hole2006 = icmp uge i32 %row2001, %dy_n1954
  %lrow2008 = mul i32 %row2001, 40
  %lel2009 = add i32 %lrow2008, %chan2005
  %lb2011 = shl i32 %lel2009, 1
  %lz2012 = add i32 %lb2011, %slot_off1583
  br i1 %hole2006, label %if.then.85, label %if.end.85
if.then.85:
  %za2014 = add i32 %lz2012, 2560
  %gep.485 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2014
  store float 0x0000000000000000, ptr addrspace(3) %gep.485, align 4
  %za2017 = add i32 %lz2012, 2564
  %gep.486 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2017
  store float 0x0000000000000000, ptr addrspace(3) %gep.486, align 4
  %za2020 = add i32 %lz2012, 2568
  %gep.487 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2020
  store float 0x0000000000000000, ptr addrspace(3) %gep.487, align 4
  %za2023 = add i32 %lz2012, 2572
  %gep.488 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2023
  store float 0x0000000000000000, ptr addrspace(3) %gep.488, align 4
  br label %if.end.85
if.end.85:
  br label %if.end.83
if.end.83:
  %h_a2026 = add i32 %ho1951, 0
  %hi2028 = sub i32 %h_a2026, 1
  %hiok2029 = icmp ult i32 %hi2028, %hi
  %x_n2031 = select i1 %hiok2029, i32 %x_span1605, i32 0
  %x_row2032 = mul i32 %hi2028, %x_stride_h
  %x_r2033 = add i32 %x_img89, %x_row2032
  %col2034 = mul i32 %x_first1597, %x_stride_w
  %el2035 = add i32 %x_r2033, %col2034
  %el2036 = add i32 %el2035, %x_ch76
  %dst2037 = add i32 %slot_off1583, %lead_b1607
  %dst2039 = add i32 %dst2037, 10016
  %some2041 = icmp ne i32 %x_n2031, 0
  %dst2043 = select i1 %some2041, i32 %dst2039, i32 44736
  %src2044 = select i1 %some2041, i32 %el2036, i32 %x_dummy95
  %rows2046 = select i1 %some2041, i32 %x_n2031, i32 1
  br i1 %issuer93, label %if.then.86, label %if.end.86
if.then.86:
  %gep.489 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst2043
  %lsa.490 = ptrtoint ptr addrspace(3) %gep.489 to i32
  %src.491 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src2044
  %ga.492 = ptrtoint ptr addrspace(1) %src.491 to i64
  %galo.493 = trunc i64 %ga.492 to i32
  %gahw.494 = lshr i64 %ga.492, 32
  %gahi.495 = trunc i64 %gahw.494 to i32
  %gaty.496 = or i32 %gahi.495, -2147483648
  %g0a.497 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.490, i32 1
  %g0b.498 = insertelement <4 x i32> %g0a.497, i32 %galo.493, i32 2
  %g0.499 = insertelement <4 x i32> %g0b.498, i32 %gaty.496, i32 3
  %dim1.500 = shl i32 %rows2046, 16
  %g1a.501 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.500, i32 2
  %g1b.502 = insertelement <8 x i32> %g1a.501, i32 %rows2046, i32 4
  %g1.503 = insertelement <8 x i32> %g1b.502, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.499, <8 x i32> %g1.503, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.86
if.end.86:
  %cover_end2047 = add i32 %lead1596, %x_n2031
  %partial2049 = icmp ult i32 %x_n2031, 34
  br i1 %partial2049, label %if.then.87, label %if.end.87
if.then.87:
  %e2051 = add i32 %tid18, 0
  %row2053 = udiv i32 %e2051, 2
  %cc2055 = urem i32 %e2051, 2
  %chan2057 = shl i32 %cc2055, 3
  %below2058 = icmp ult i32 %row2053, %lead1596
  %above2059 = icmp uge i32 %row2053, %cover_end2047
  %hole2060 = or i1 %below2058, %above2059
  %ein2062 = icmp ult i32 %e2051, 68
  %hole2063 = and i1 %hole2060, %ein2062
  %lrow2065 = mul i32 %row2053, 24
  %lel2066 = add i32 %lrow2065, %chan2057
  %lb2068 = shl i32 %lel2066, 1
  %lz2069 = add i32 %lb2068, %slot_off1583
  br i1 %hole2063, label %if.then.88, label %if.end.88
if.then.88:
  %za2071 = add i32 %lz2069, 10016
  %gep.504 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2071
  store float 0x0000000000000000, ptr addrspace(3) %gep.504, align 4
  %za2074 = add i32 %lz2069, 10020
  %gep.505 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2074
  store float 0x0000000000000000, ptr addrspace(3) %gep.505, align 4
  %za2077 = add i32 %lz2069, 10024
  %gep.506 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2077
  store float 0x0000000000000000, ptr addrspace(3) %gep.506, align 4
  %za2080 = add i32 %lz2069, 10028
  %gep.507 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2080
  store float 0x0000000000000000, ptr addrspace(3) %gep.507, align 4
  br label %if.end.88
if.end.88:
  %e2083 = add i32 %tid18, 64
  %row2085 = udiv i32 %e2083, 2
  %cc2087 = urem i32 %e2083, 2
  %chan2089 = shl i32 %cc2087, 3
  %below2090 = icmp ult i32 %row2085, %lead1596
  %above2091 = icmp uge i32 %row2085, %cover_end2047
  %hole2092 = or i1 %below2090, %above2091
  %ein2094 = icmp ult i32 %e2083, 68
  %hole2095 = and i1 %hole2092, %ein2094
  %lrow2097 = mul i32 %row2085, 24
  %lel2098 = add i32 %lrow2097, %chan2089
  %lb2100 = shl i32 %lel2098, 1
  %lz2101 = add i32 %lb2100, %slot_off1583
  br i1 %hole2095, label %if.then.89, label %if.end.89
if.then.89:
  %za2103 = add i32 %lz2101, 10016
  %gep.508 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2103
  store float 0x0000000000000000, ptr addrspace(3) %gep.508, align 4
  %za2106 = add i32 %lz2101, 10020
  %gep.509 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2106
  store float 0x0000000000000000, ptr addrspace(3) %gep.509, align 4
  %za2109 = add i32 %lz2101, 10024
  %gep.510 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2109
  store float 0x0000000000000000, ptr addrspace(3) %gep.510, align 4
  %za2112 = add i32 %lz2101, 10028
  %gep.511 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2112
  store float 0x0000000000000000, ptr addrspace(3) %gep.511, align 4
  br label %if.end.89
if.end.89:
  br label %if.end.87
if.end.87:
  %h_a2115 = add i32 %ho1951, 1
  %hi2117 = sub i32 %h_a2115, 1
  %hiok2118 = icmp ult i32 %hi2117, %hi
  %x_n2120 = select i1 %hiok2118, i32 %x_span1605, i32 0
  %x_row2121 = mul i32 %hi2117, %x_stride_h
  %x_r2122 = add i32 %x_img89, %x_row2121
  %col2123 = mul i32 %x_first1597, %x_stride_w
  %el2124 = add i32 %x_r2122, %col2123
  %el2125 = add i32 %el2124, %x_ch76
  %dst2126 = add i32 %slot_off1583, %lead_b1607
  %dst2128 = add i32 %dst2126, 11648
  %some2130 = icmp ne i32 %x_n2120, 0
  %dst2132 = select i1 %some2130, i32 %dst2128, i32 44736
  %src2133 = select i1 %some2130, i32 %el2125, i32 %x_dummy95
  %rows2135 = select i1 %some2130, i32 %x_n2120, i32 1
  br i1 %issuer93, label %if.then.90, label %if.end.90
if.then.90:
  %gep.512 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst2132
  %lsa.513 = ptrtoint ptr addrspace(3) %gep.512 to i32
  %src.514 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src2133
  %ga.515 = ptrtoint ptr addrspace(1) %src.514 to i64
  %galo.516 = trunc i64 %ga.515 to i32
  %gahw.517 = lshr i64 %ga.515, 32
  %gahi.518 = trunc i64 %gahw.517 to i32
  %gaty.519 = or i32 %gahi.518, -2147483648
  %g0a.520 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.513, i32 1
  %g0b.521 = insertelement <4 x i32> %g0a.520, i32 %galo.516, i32 2
  %g0.522 = insertelement <4 x i32> %g0b.521, i32 %gaty.519, i32 3
  %dim1.523 = shl i32 %rows2135, 16
  %g1a.524 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.523, i32 2
  %g1b.525 = insertelement <8 x i32> %g1a.524, i32 %rows2135, i32 4
  %g1.526 = insertelement <8 x i32> %g1b.525, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.522, <8 x i32> %g1.526, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.90
if.end.90:
  %cover_end2136 = add i32 %lead1596, %x_n2120
  %partial2138 = icmp ult i32 %x_n2120, 34
  br i1 %partial2138, label %if.then.91, label %if.end.91
if.then.91:
  %e2140 = add i32 %tid18, 0
  %row2142 = udiv i32 %e2140, 2
  %cc2144 = urem i32 %e2140, 2
  %chan2146 = shl i32 %cc2144, 3
  %below2147 = icmp ult i32 %row2142, %lead1596
  %above2148 = icmp uge i32 %row2142, %cover_end2136
  %hole2149 = or i1 %below2147, %above2148
  %ein2151 = icmp ult i32 %e2140, 68
  %hole2152 = and i1 %hole2149, %ein2151
  %lrow2154 = mul i32 %row2142, 24
  %lel2155 = add i32 %lrow2154, %chan2146
  %lb2157 = shl i32 %lel2155, 1
  %lz2158 = add i32 %lb2157, %slot_off1583
  br i1 %hole2152, label %if.then.92, label %if.end.92
if.then.92:
  %za2160 = add i32 %lz2158, 11648
  %gep.527 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2160
  store float 0x0000000000000000, ptr addrspace(3) %gep.527, align 4
  %za2163 = add i32 %lz2158, 11652
  %gep.528 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2163
  store float 0x0000000000000000, ptr addrspace(3) %gep.528, align 4
  %za2166 = add i32 %lz2158, 11656
  %gep.529 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2166
  store float 0x0000000000000000, ptr addrspace(3) %gep.529, align 4
  %za2169 = add i32 %lz2158, 11660
  %gep.530 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2169
  store float 0x0000000000000000, ptr addrspace(3) %gep.530, align 4
  br label %if.end.92
if.end.92:
  %e2172 = add i32 %tid18, 64
  %row2174 = udiv i32 %e2172, 2
  %cc2176 = urem i32 %e2172, 2
  %chan2178 = shl i32 %cc2176, 3
  %below2179 = icmp ult i32 %row2174, %lead1596
  %above2180 = icmp uge i32 %row2174, %cover_end2136
  %hole2181 = or i1 %below2179, %above2180
  %ein2183 = icmp ult i32 %e2172, 68
  %hole2184 = and i1 %hole2181, %ein2183
  %lrow2186 = mul i32 %row2174, 24
  %lel2187 = add i32 %lrow2186, %chan2178
  %lb2189 = shl i32 %lel2187, 1
  %lz2190 = add i32 %lb2189, %slot_off1583
  br i1 %hole2184, label %if.then.93, label %if.end.93
if.then.93:
  %za2192 = add i32 %lz2190, 11648
  %gep.531 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2192
  store float 0x0000000000000000, ptr addrspace(3) %gep.531, align 4
  %za2195 = add i32 %lz2190, 11652
  %gep.532 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2195
  store float 0x0000000000000000, ptr addrspace(3) %gep.532, align 4
  %za2198 = add i32 %lz2190, 11656
  %gep.533 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2198
  store float 0x0000000000000000, ptr addrspace(3) %gep.533, align 4
  %za2201 = add i32 %lz2190, 11660
  %gep.534 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2201
  store float 0x0000000000000000, ptr addrspace(3) %gep.534, align 4
  br label %if.end.93
if.end.93:
  br label %if.end.91
if.end.91:
  %h_a2204 = add i32 %ho1951, 2
  %hi2206 = sub i32 %h_a2204, 1
  %hiok2207 = icmp ult i32 %hi2206, %hi
  %x_n2209 = select i1 %hiok2207, i32 %x_span1605, i32 0
  %x_row2210 = mul i32 %hi2206, %x_stride_h
  %x_r2211 = add i32 %x_img89, %x_row2210
  %col2212 = mul i32 %x_first1597, %x_stride_w
  %el2213 = add i32 %x_r2211, %col2212
  %el2214 = add i32 %el2213, %x_ch76
  %dst2215 = add i32 %slot_off1583, %lead_b1607
  %dst2217 = add i32 %dst2215, 13280
  %some2219 = icmp ne i32 %x_n2209, 0
  %dst2221 = select i1 %some2219, i32 %dst2217, i32 44736
  %src2222 = select i1 %some2219, i32 %el2214, i32 %x_dummy95
  %rows2224 = select i1 %some2219, i32 %x_n2209, i32 1
  br i1 %issuer93, label %if.then.94, label %if.end.94
if.then.94:
  %gep.535 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst2221
  %lsa.536 = ptrtoint ptr addrspace(3) %gep.535 to i32
  %src.537 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src2222
  %ga.538 = ptrtoint ptr addrspace(1) %src.537 to i64
  %galo.539 = trunc i64 %ga.538 to i32
  %gahw.540 = lshr i64 %ga.538, 32
  %gahi.541 = trunc i64 %gahw.540 to i32
  %gaty.542 = or i32 %gahi.541, -2147483648
  %g0a.543 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.536, i32 1
  %g0b.544 = insertelement <4 x i32> %g0a.543, i32 %galo.539, i32 2
  %g0.545 = insertelement <4 x i32> %g0b.544, i32 %gaty.542, i32 3
  %dim1.546 = shl i32 %rows2224, 16
  %g1a.547 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.546, i32 2
  %g1b.548 = insertelement <8 x i32> %g1a.547, i32 %rows2224, i32 4
  %g1.549 = insertelement <8 x i32> %g1b.548, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.545, <8 x i32> %g1.549, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.94
if.end.94:
  %cover_end2225 = add i32 %lead1596, %x_n2209
  %partial2227 = icmp ult i32 %x_n2209, 34
  br i1 %partial2227, label %if.then.95, label %if.end.95
if.then.95:
  %e2229 = add i32 %tid18, 0
  %row2231 = udiv i32 %e2229, 2
  %cc2233 = urem i32 %e2229, 2
  %chan2235 = shl i32 %cc2233, 3
  %below2236 = icmp ult i32 %row2231, %lead1596
  %above2237 = icmp uge i32 %row2231, %cover_end2225
  %hole2238 = or i1 %below2236, %above2237
  %ein2240 = icmp ult i32 %e2229, 68
  %hole2241 = and i1 %hole2238, %ein2240
  %lrow2243 = mul i32 %row2231, 24
  %lel2244 = add i32 %lrow2243, %chan2235
  %lb2246 = shl i32 %lel2244, 1
  %lz2247 = add i32 %lb2246, %slot_off1583
  br i1 %hole2241, label %if.then.96, label %if.end.96
if.then.96:
  %za2249 = add i32 %lz2247, 13280
  %gep.550 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2249
  store float 0x0000000000000000, ptr addrspace(3) %gep.550, align 4
  %za2252 = add i32 %lz2247, 13284
  %gep.551 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2252
  store float 0x0000000000000000, ptr addrspace(3) %gep.551, align 4
  %za2255 = add i32 %lz2247, 13288
  %gep.552 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2255
  store float 0x0000000000000000, ptr addrspace(3) %gep.552, align 4
  %za2258 = add i32 %lz2247, 13292
  %gep.553 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2258
  store float 0x0000000000000000, ptr addrspace(3) %gep.553, align 4
  br label %if.end.96
if.end.96:
  %e2261 = add i32 %tid18, 64
  %row2263 = udiv i32 %e2261, 2
  %cc2265 = urem i32 %e2261, 2
  %chan2267 = shl i32 %cc2265, 3
  %below2268 = icmp ult i32 %row2263, %lead1596
  %above2269 = icmp uge i32 %row2263, %cover_end2225
  %hole2270 = or i1 %below2268, %above2269
  %ein2272 = icmp ult i32 %e2261, 68
  %hole2273 = and i1 %hole2270, %ein2272
  %lrow2275 = mul i32 %row2263, 24
  %lel2276 = add i32 %lrow2275, %chan2267
  %lb2278 = shl i32 %lel2276, 1
  %lz2279 = add i32 %lb2278, %slot_off1583
  br i1 %hole2273, label %if.then.97, label %if.end.97
if.then.97:
  %za2281 = add i32 %lz2279, 13280
  %gep.554 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2281
  store float 0x0000000000000000, ptr addrspace(3) %gep.554, align 4
  %za2284 = add i32 %lz2279, 13284
  %gep.555 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2284
  store float 0x0000000000000000, ptr addrspace(3) %gep.555, align 4
  %za2287 = add i32 %lz2279, 13288
  %gep.556 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2287
  store float 0x0000000000000000, ptr addrspace(3) %gep.556, align 4
  %za2290 = add i32 %lz2279, 13292
  %gep.557 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2290
  store float 0x0000000000000000, ptr addrspace(3) %gep.557, align 4
  br label %if.end.97
if.end.97:
  br label %if.end.95
if.end.95:
  %slot2293 = urem i32 %t1561, 3
  %slot_off2295 = mul i32 %slot2293, 14912
  %a_t2296 = add i32 %a_lane49, %slot_off2295
  %b_t2297 = add i32 %b_lane55, %slot_off2295
  %a_addr2299 = add i32 %a_t2296, 0
  %gep.558 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %a_addr2299
  %a_lo2300 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.558)
  %a_addr2302 = add i32 %a_t2296, 1280
  %gep.559 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %a_addr2302
  %a_hi2303 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.559)
  %a_frag2304 = shufflevector <8 x bfloat> %a_lo2300, <8 x bfloat> %a_hi2303, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr2306 = add i32 %b_t2297, 5120
  %gep.560 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2306
  %b_lo2307 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.560)
  %b_addr2309 = add i32 %b_t2297, 5888
  %gep.561 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2309
  %b_hi2310 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.561)
  %b_frag2311 = shufflevector <8 x bfloat> %b_lo2307, <8 x bfloat> %b_hi2310, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2312 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2304, i1 false, <16 x bfloat> %b_frag2311, i16 0, <8 x float> %acc1562, i1 false, i1 false)
  %b_addr2314 = add i32 %b_t2297, 5168
  %gep.562 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2314
  %b_lo2315 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.562)
  %b_addr2317 = add i32 %b_t2297, 5936
  %gep.563 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2317
  %b_hi2318 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.563)
  %b_frag2319 = shufflevector <8 x bfloat> %b_lo2315, <8 x bfloat> %b_hi2318, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2320 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2304, i1 false, <16 x bfloat> %b_frag2319, i16 0, <8 x float> %acc1563, i1 false, i1 false)
  %b_addr2322 = add i32 %b_t2297, 5216
  %gep.564 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2322
  %b_lo2323 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.564)
  %b_addr2325 = add i32 %b_t2297, 5984
  %gep.565 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2325
  %b_hi2326 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.565)
  %b_frag2327 = shufflevector <8 x bfloat> %b_lo2323, <8 x bfloat> %b_hi2326, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2328 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2304, i1 false, <16 x bfloat> %b_frag2327, i16 0, <8 x float> %acc1564, i1 false, i1 false)
  %b_addr2330 = add i32 %b_t2297, 6752
  %gep.566 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2330
  %b_lo2331 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.566)
  %b_addr2333 = add i32 %b_t2297, 7520
  %gep.567 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2333
  %b_hi2334 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.567)
  %b_frag2335 = shufflevector <8 x bfloat> %b_lo2331, <8 x bfloat> %b_hi2334, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2336 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2304, i1 false, <16 x bfloat> %b_frag2335, i16 0, <8 x float> %acc1565, i1 false, i1 false)
  %b_addr2338 = add i32 %b_t2297, 6800
  %gep.568 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2338
  %b_lo2339 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.568)
  %b_addr2341 = add i32 %b_t2297, 7568
  %gep.569 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2341
  %b_hi2342 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.569)
  %b_frag2343 = shufflevector <8 x bfloat> %b_lo2339, <8 x bfloat> %b_hi2342, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2344 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2304, i1 false, <16 x bfloat> %b_frag2343, i16 0, <8 x float> %acc1566, i1 false, i1 false)
  %b_addr2346 = add i32 %b_t2297, 6848
  %gep.570 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2346
  %b_lo2347 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.570)
  %b_addr2349 = add i32 %b_t2297, 7616
  %gep.571 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2349
  %b_hi2350 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.571)
  %b_frag2351 = shufflevector <8 x bfloat> %b_lo2347, <8 x bfloat> %b_hi2350, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2352 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2304, i1 false, <16 x bfloat> %b_frag2351, i16 0, <8 x float> %acc1567, i1 false, i1 false)
  %b_addr2354 = add i32 %b_t2297, 8384
  %gep.572 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2354
  %b_lo2355 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.572)
  %b_addr2357 = add i32 %b_t2297, 9152
  %gep.573 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2357
  %b_hi2358 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.573)
  %b_frag2359 = shufflevector <8 x bfloat> %b_lo2355, <8 x bfloat> %b_hi2358, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2360 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2304, i1 false, <16 x bfloat> %b_frag2359, i16 0, <8 x float> %acc1568, i1 false, i1 false)
  %b_addr2362 = add i32 %b_t2297, 8432
  %gep.574 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2362
  %b_lo2363 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.574)
  %b_addr2365 = add i32 %b_t2297, 9200
  %gep.575 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2365
  %b_hi2366 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.575)
  %b_frag2367 = shufflevector <8 x bfloat> %b_lo2363, <8 x bfloat> %b_hi2366, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2368 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2304, i1 false, <16 x bfloat> %b_frag2367, i16 0, <8 x float> %acc1569, i1 false, i1 false)
  %b_addr2370 = add i32 %b_t2297, 8480
  %gep.576 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2370
  %b_lo2371 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.576)
  %b_addr2373 = add i32 %b_t2297, 9248
  %gep.577 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2373
  %b_hi2374 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.577)
  %b_frag2375 = shufflevector <8 x bfloat> %b_lo2371, <8 x bfloat> %b_hi2374, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2376 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2304, i1 false, <16 x bfloat> %b_frag2375, i16 0, <8 x float> %acc1570, i1 false, i1 false)
  %a_addr2378 = add i32 %a_t2296, 2560
  %gep.578 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %a_addr2378
  %a_lo2379 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.578)
  %a_addr2381 = add i32 %a_t2296, 3840
  %gep.579 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %a_addr2381
  %a_hi2382 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.579)
  %a_frag2383 = shufflevector <8 x bfloat> %a_lo2379, <8 x bfloat> %a_hi2382, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr2385 = add i32 %b_t2297, 10016
  %gep.580 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2385
  %b_lo2386 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.580)
  %b_addr2388 = add i32 %b_t2297, 10784
  %gep.581 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2388
  %b_hi2389 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.581)
  %b_frag2390 = shufflevector <8 x bfloat> %b_lo2386, <8 x bfloat> %b_hi2389, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2391 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2383, i1 false, <16 x bfloat> %b_frag2390, i16 0, <8 x float> %acc2312, i1 false, i1 false)
  %b_addr2393 = add i32 %b_t2297, 10064
  %gep.582 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2393
  %b_lo2394 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.582)
  %b_addr2396 = add i32 %b_t2297, 10832
  %gep.583 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2396
  %b_hi2397 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.583)
  %b_frag2398 = shufflevector <8 x bfloat> %b_lo2394, <8 x bfloat> %b_hi2397, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2399 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2383, i1 false, <16 x bfloat> %b_frag2398, i16 0, <8 x float> %acc2320, i1 false, i1 false)
  %b_addr2401 = add i32 %b_t2297, 10112
  %gep.584 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2401
  %b_lo2402 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.584)
  %b_addr2404 = add i32 %b_t2297, 10880
  %gep.585 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2404
  %b_hi2405 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.585)
  %b_frag2406 = shufflevector <8 x bfloat> %b_lo2402, <8 x bfloat> %b_hi2405, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2407 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2383, i1 false, <16 x bfloat> %b_frag2406, i16 0, <8 x float> %acc2328, i1 false, i1 false)
  %b_addr2409 = add i32 %b_t2297, 11648
  %gep.586 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2409
  %b_lo2410 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.586)
  %b_addr2412 = add i32 %b_t2297, 12416
  %gep.587 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2412
  %b_hi2413 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.587)
  %b_frag2414 = shufflevector <8 x bfloat> %b_lo2410, <8 x bfloat> %b_hi2413, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2415 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2383, i1 false, <16 x bfloat> %b_frag2414, i16 0, <8 x float> %acc2336, i1 false, i1 false)
  %b_addr2417 = add i32 %b_t2297, 11696
  %gep.588 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2417
  %b_lo2418 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.588)
  %b_addr2420 = add i32 %b_t2297, 12464
  %gep.589 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2420
  %b_hi2421 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.589)
  %b_frag2422 = shufflevector <8 x bfloat> %b_lo2418, <8 x bfloat> %b_hi2421, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2423 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2383, i1 false, <16 x bfloat> %b_frag2422, i16 0, <8 x float> %acc2344, i1 false, i1 false)
  %b_addr2425 = add i32 %b_t2297, 11744
  %gep.590 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2425
  %b_lo2426 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.590)
  %b_addr2428 = add i32 %b_t2297, 12512
  %gep.591 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2428
  %b_hi2429 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.591)
  %b_frag2430 = shufflevector <8 x bfloat> %b_lo2426, <8 x bfloat> %b_hi2429, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2431 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2383, i1 false, <16 x bfloat> %b_frag2430, i16 0, <8 x float> %acc2352, i1 false, i1 false)
  %b_addr2433 = add i32 %b_t2297, 13280
  %gep.592 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2433
  %b_lo2434 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.592)
  %b_addr2436 = add i32 %b_t2297, 14048
  %gep.593 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2436
  %b_hi2437 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.593)
  %b_frag2438 = shufflevector <8 x bfloat> %b_lo2434, <8 x bfloat> %b_hi2437, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2439 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2383, i1 false, <16 x bfloat> %b_frag2438, i16 0, <8 x float> %acc2360, i1 false, i1 false)
  %b_addr2441 = add i32 %b_t2297, 13328
  %gep.594 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2441
  %b_lo2442 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.594)
  %b_addr2444 = add i32 %b_t2297, 14096
  %gep.595 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2444
  %b_hi2445 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.595)
  %b_frag2446 = shufflevector <8 x bfloat> %b_lo2442, <8 x bfloat> %b_hi2445, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2447 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2383, i1 false, <16 x bfloat> %b_frag2446, i16 0, <8 x float> %acc2368, i1 false, i1 false)
  %b_addr2449 = add i32 %b_t2297, 13376
  %gep.596 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2449
  %b_lo2450 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.596)
  %b_addr2452 = add i32 %b_t2297, 14144
  %gep.597 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2452
  %b_hi2453 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.597)
  %b_frag2454 = shufflevector <8 x bfloat> %b_lo2450, <8 x bfloat> %b_hi2453, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2455 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2383, i1 false, <16 x bfloat> %b_frag2454, i16 0, <8 x float> %acc2376, i1 false, i1 false)
  br label %for.latch.65
for.latch.65:
  %iv.next.372 = add i32 %t1561, 1
  br label %for.head.65
for.exit.65:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %slab_a2457 = mul i32 %img58, 1
  %slab_b2458 = add i32 %slab_a2457, %rblk57
  %slab2460 = urem i32 %slab_b2458, 1
  %slab_g2461 = mul i32 %slab2460, %groups
  %slab_k2463 = mul i32 %slab_g2461, 32
  %kbase2464 = add i32 %slab_k2463, %gk72
  %er2465 = add i32 %wkb28, %khalf34
  %erb2467 = mul i32 %er2465, 16
  %ec2468 = add i32 %erb2467, %wcb30
  %ecl2469 = add i32 %ec2468, %lcol39
  %e_lane2471 = shl i32 %ecl2469, 2
  %e_addr2473 = add i32 %e_lane2471, 0
  %v2474 = extractelement <8 x float> %acc1562, i32 0
  %gep.598 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2473
  store float %v2474, ptr addrspace(3) %gep.598, align 4
  %e_addr2476 = add i32 %e_lane2471, 64
  %v2477 = extractelement <8 x float> %acc1562, i32 1
  %gep.599 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2476
  store float %v2477, ptr addrspace(3) %gep.599, align 4
  %e_addr2479 = add i32 %e_lane2471, 128
  %v2480 = extractelement <8 x float> %acc1562, i32 2
  %gep.600 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2479
  store float %v2480, ptr addrspace(3) %gep.600, align 4
  %e_addr2482 = add i32 %e_lane2471, 192
  %v2483 = extractelement <8 x float> %acc1562, i32 3
  %gep.601 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2482
  store float %v2483, ptr addrspace(3) %gep.601, align 4
  %e_addr2485 = add i32 %e_lane2471, 256
  %v2486 = extractelement <8 x float> %acc1562, i32 4
  %gep.602 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2485
  store float %v2486, ptr addrspace(3) %gep.602, align 4
  %e_addr2488 = add i32 %e_lane2471, 320
  %v2489 = extractelement <8 x float> %acc1562, i32 5
  %gep.603 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2488
  store float %v2489, ptr addrspace(3) %gep.603, align 4
  %e_addr2491 = add i32 %e_lane2471, 384
  %v2492 = extractelement <8 x float> %acc1562, i32 6
  %gep.604 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2491
  store float %v2492, ptr addrspace(3) %gep.604, align 4
  %e_addr2494 = add i32 %e_lane2471, 448
  %v2495 = extractelement <8 x float> %acc1562, i32 7
  %gep.605 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2494
  store float %v2495, ptr addrspace(3) %gep.605, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2497 = add i32 %tid18, 0
  %kl2499 = udiv i32 %e2497, 16
  %cl2501 = urem i32 %e2497, 16
  %la2503 = shl i32 %e2497, 2
  %gep.606 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2503
  %v2504 = load float, ptr addrspace(3) %gep.606, align 4
  %kin2505 = add i32 %k_blk68, %kl2499
  %cin2506 = add i32 %c_blk70, %cl2501
  %kok2508 = icmp ult i32 %kin2505, 32
  %cok2510 = icmp ult i32 %cin2506, 32
  %ok2511 = and i1 %kok2508, %cok2510
  br i1 %ok2511, label %if.then.98, label %if.end.98
if.then.98:
  %krow2512 = add i32 %kbase2464, %kin2505
  %kr2514 = mul i32 %krow2512, 3
  %t_r2516 = add i32 %kr2514, 0
  %t_s2518 = mul i32 %t_r2516, 3
  %t_c2520 = add i32 %t_s2518, 0
  %t_e2522 = mul i32 %t_c2520, 32
  %el2523 = add i32 %t_e2522, %cin2506
  %off2525 = shl i32 %el2523, 2
  %old.607 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2504, ptr addrspace(8) %rws87, i32 %off2525, i32 0, i32 20)
  br label %if.end.98
if.end.98:
  %e2528 = add i32 %tid18, 64
  %kl2530 = udiv i32 %e2528, 16
  %cl2532 = urem i32 %e2528, 16
  %la2534 = shl i32 %e2528, 2
  %gep.608 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2534
  %v2535 = load float, ptr addrspace(3) %gep.608, align 4
  %kin2536 = add i32 %k_blk68, %kl2530
  %cin2537 = add i32 %c_blk70, %cl2532
  %kok2539 = icmp ult i32 %kin2536, 32
  %cok2541 = icmp ult i32 %cin2537, 32
  %ok2542 = and i1 %kok2539, %cok2541
  br i1 %ok2542, label %if.then.99, label %if.end.99
if.then.99:
  %krow2543 = add i32 %kbase2464, %kin2536
  %kr2545 = mul i32 %krow2543, 3
  %t_r2547 = add i32 %kr2545, 0
  %t_s2549 = mul i32 %t_r2547, 3
  %t_c2551 = add i32 %t_s2549, 0
  %t_e2553 = mul i32 %t_c2551, 32
  %el2554 = add i32 %t_e2553, %cin2537
  %off2556 = shl i32 %el2554, 2
  %old.609 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2535, ptr addrspace(8) %rws87, i32 %off2556, i32 0, i32 20)
  br label %if.end.99
if.end.99:
  %e2559 = add i32 %tid18, 128
  %kl2561 = udiv i32 %e2559, 16
  %cl2563 = urem i32 %e2559, 16
  %la2565 = shl i32 %e2559, 2
  %gep.610 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2565
  %v2566 = load float, ptr addrspace(3) %gep.610, align 4
  %kin2567 = add i32 %k_blk68, %kl2561
  %cin2568 = add i32 %c_blk70, %cl2563
  %kok2570 = icmp ult i32 %kin2567, 32
  %cok2572 = icmp ult i32 %cin2568, 32
  %ok2573 = and i1 %kok2570, %cok2572
  br i1 %ok2573, label %if.then.100, label %if.end.100
if.then.100:
  %krow2574 = add i32 %kbase2464, %kin2567
  %kr2576 = mul i32 %krow2574, 3
  %t_r2578 = add i32 %kr2576, 0
  %t_s2580 = mul i32 %t_r2578, 3
  %t_c2582 = add i32 %t_s2580, 0
  %t_e2584 = mul i32 %t_c2582, 32
  %el2585 = add i32 %t_e2584, %cin2568
  %off2587 = shl i32 %el2585, 2
  %old.611 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2566, ptr addrspace(8) %rws87, i32 %off2587, i32 0, i32 20)
  br label %if.end.100
if.end.100:
  %e2590 = add i32 %tid18, 192
  %kl2592 = udiv i32 %e2590, 16
  %cl2594 = urem i32 %e2590, 16
  %la2596 = shl i32 %e2590, 2
  %gep.612 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2596
  %v2597 = load float, ptr addrspace(3) %gep.612, align 4
  %kin2598 = add i32 %k_blk68, %kl2592
  %cin2599 = add i32 %c_blk70, %cl2594
  %kok2601 = icmp ult i32 %kin2598, 32
  %cok2603 = icmp ult i32 %cin2599, 32
  %ok2604 = and i1 %kok2601, %cok2603
  br i1 %ok2604, label %if.then.101, label %if.end.101
if.then.101:
  %krow2605 = add i32 %kbase2464, %kin2598
  %kr2607 = mul i32 %krow2605, 3
  %t_r2609 = add i32 %kr2607, 0
  %t_s2611 = mul i32 %t_r2609, 3
  %t_c2613 = add i32 %t_s2611, 0
  %t_e2615 = mul i32 %t_c2613, 32
  %el2616 = add i32 %t_e2615, %cin2599
  %off2618 = shl i32 %el2616, 2
  %old.613 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2597, ptr addrspace(8) %rws87, i32 %off2618, i32 0, i32 20)
  br label %if.end.101
if.end.101:
  %e2621 = add i32 %tid18, 256
  %kl2623 = udiv i32 %e2621, 16
  %cl2625 = urem i32 %e2621, 16
  %la2627 = shl i32 %e2621, 2
  %gep.614 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2627
  %v2628 = load float, ptr addrspace(3) %gep.614, align 4
  %kin2629 = add i32 %k_blk68, %kl2623
  %cin2630 = add i32 %c_blk70, %cl2625
  %kok2632 = icmp ult i32 %kin2629, 32
  %cok2634 = icmp ult i32 %cin2630, 32
  %ok2635 = and i1 %kok2632, %cok2634
  br i1 %ok2635, label %if.then.102, label %if.end.102
if.then.102:
  %krow2636 = add i32 %kbase2464, %kin2629
  %kr2638 = mul i32 %krow2636, 3
  %t_r2640 = add i32 %kr2638, 0
  %t_s2642 = mul i32 %t_r2640, 3
  %t_c2644 = add i32 %t_s2642, 0
  %t_e2646 = mul i32 %t_c2644, 32
  %el2647 = add i32 %t_e2646, %cin2630
  %off2649 = shl i32 %el2647, 2
  %old.615 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2628, ptr addrspace(8) %rws87, i32 %off2649, i32 0, i32 20)
  br label %if.end.102
if.end.102:
  %e2652 = add i32 %tid18, 320
  %kl2654 = udiv i32 %e2652, 16
  %cl2656 = urem i32 %e2652, 16
  %la2658 = shl i32 %e2652, 2
  %gep.616 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2658
  %v2659 = load float, ptr addrspace(3) %gep.616, align 4
  %kin2660 = add i32 %k_blk68, %kl2654
  %cin2661 = add i32 %c_blk70, %cl2656
  %kok2663 = icmp ult i32 %kin2660, 32
  %cok2665 = icmp ult i32 %cin2661, 32
  %ok2666 = and i1 %kok2663, %cok2665
  br i1 %ok2666, label %if.then.103, label %if.end.103
if.then.103:
  %krow2667 = add i32 %kbase2464, %kin2660
  %kr2669 = mul i32 %krow2667, 3
  %t_r2671 = add i32 %kr2669, 0
  %t_s2673 = mul i32 %t_r2671, 3
  %t_c2675 = add i32 %t_s2673, 0
  %t_e2677 = mul i32 %t_c2675, 32
  %el2678 = add i32 %t_e2677, %cin2661
  %off2680 = shl i32 %el2678, 2
  %old.617 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2659, ptr addrspace(8) %rws87, i32 %off2680, i32 0, i32 20)
  br label %if.end.103
if.end.103:
  %e2683 = add i32 %tid18, 384
  %kl2685 = udiv i32 %e2683, 16
  %cl2687 = urem i32 %e2683, 16
  %la2689 = shl i32 %e2683, 2
  %gep.618 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2689
  %v2690 = load float, ptr addrspace(3) %gep.618, align 4
  %kin2691 = add i32 %k_blk68, %kl2685
  %cin2692 = add i32 %c_blk70, %cl2687
  %kok2694 = icmp ult i32 %kin2691, 32
  %cok2696 = icmp ult i32 %cin2692, 32
  %ok2697 = and i1 %kok2694, %cok2696
  br i1 %ok2697, label %if.then.104, label %if.end.104
if.then.104:
  %krow2698 = add i32 %kbase2464, %kin2691
  %kr2700 = mul i32 %krow2698, 3
  %t_r2702 = add i32 %kr2700, 0
  %t_s2704 = mul i32 %t_r2702, 3
  %t_c2706 = add i32 %t_s2704, 0
  %t_e2708 = mul i32 %t_c2706, 32
  %el2709 = add i32 %t_e2708, %cin2692
  %off2711 = shl i32 %el2709, 2
  %old.619 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2690, ptr addrspace(8) %rws87, i32 %off2711, i32 0, i32 20)
  br label %if.end.104
if.end.104:
  %e2714 = add i32 %tid18, 448
  %kl2716 = udiv i32 %e2714, 16
  %cl2718 = urem i32 %e2714, 16
  %la2720 = shl i32 %e2714, 2
  %gep.620 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2720
  %v2721 = load float, ptr addrspace(3) %gep.620, align 4
  %kin2722 = add i32 %k_blk68, %kl2716
  %cin2723 = add i32 %c_blk70, %cl2718
  %kok2725 = icmp ult i32 %kin2722, 32
  %cok2727 = icmp ult i32 %cin2723, 32
  %ok2728 = and i1 %kok2725, %cok2727
  br i1 %ok2728, label %if.then.105, label %if.end.105
if.then.105:
  %krow2729 = add i32 %kbase2464, %kin2722
  %kr2731 = mul i32 %krow2729, 3
  %t_r2733 = add i32 %kr2731, 0
  %t_s2735 = mul i32 %t_r2733, 3
  %t_c2737 = add i32 %t_s2735, 0
  %t_e2739 = mul i32 %t_c2737, 32
  %el2740 = add i32 %t_e2739, %cin2723
  %off2742 = shl i32 %el2740, 2
  %old.621 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2721, ptr addrspace(8) %rws87, i32 %off2742, i32 0, i32 20)
  br label %if.end.105
if.end.105:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2745 = add i32 %e_lane2471, 0
  %v2746 = extractelement <8 x float> %acc1563, i32 0
  %gep.622 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2745
  store float %v2746, ptr addrspace(3) %gep.622, align 4
  %e_addr2748 = add i32 %e_lane2471, 64
  %v2749 = extractelement <8 x float> %acc1563, i32 1
  %gep.623 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2748
  store float %v2749, ptr addrspace(3) %gep.623, align 4
  %e_addr2751 = add i32 %e_lane2471, 128
  %v2752 = extractelement <8 x float> %acc1563, i32 2
  %gep.624 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2751
  store float %v2752, ptr addrspace(3) %gep.624, align 4
  %e_addr2754 = add i32 %e_lane2471, 192
  %v2755 = extractelement <8 x float> %acc1563, i32 3
  %gep.625 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2754
  store float %v2755, ptr addrspace(3) %gep.625, align 4
  %e_addr2757 = add i32 %e_lane2471, 256
  %v2758 = extractelement <8 x float> %acc1563, i32 4
  %gep.626 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2757
  store float %v2758, ptr addrspace(3) %gep.626, align 4
  %e_addr2760 = add i32 %e_lane2471, 320
  %v2761 = extractelement <8 x float> %acc1563, i32 5
  %gep.627 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2760
  store float %v2761, ptr addrspace(3) %gep.627, align 4
  %e_addr2763 = add i32 %e_lane2471, 384
  %v2764 = extractelement <8 x float> %acc1563, i32 6
  %gep.628 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2763
  store float %v2764, ptr addrspace(3) %gep.628, align 4
  %e_addr2766 = add i32 %e_lane2471, 448
  %v2767 = extractelement <8 x float> %acc1563, i32 7
  %gep.629 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2766
  store float %v2767, ptr addrspace(3) %gep.629, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2769 = add i32 %tid18, 0
  %kl2771 = udiv i32 %e2769, 16
  %cl2773 = urem i32 %e2769, 16
  %la2775 = shl i32 %e2769, 2
  %gep.630 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2775
  %v2776 = load float, ptr addrspace(3) %gep.630, align 4
  %kin2777 = add i32 %k_blk68, %kl2771
  %cin2778 = add i32 %c_blk70, %cl2773
  %kok2780 = icmp ult i32 %kin2777, 32
  %cok2782 = icmp ult i32 %cin2778, 32
  %ok2783 = and i1 %kok2780, %cok2782
  br i1 %ok2783, label %if.then.106, label %if.end.106
if.then.106:
  %krow2784 = add i32 %kbase2464, %kin2777
  %kr2786 = mul i32 %krow2784, 3
  %t_r2788 = add i32 %kr2786, 0
  %t_s2790 = mul i32 %t_r2788, 3
  %t_c2792 = add i32 %t_s2790, 1
  %t_e2794 = mul i32 %t_c2792, 32
  %el2795 = add i32 %t_e2794, %cin2778
  %off2797 = shl i32 %el2795, 2
  %old.631 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2776, ptr addrspace(8) %rws87, i32 %off2797, i32 0, i32 20)
  br label %if.end.106
if.end.106:
  %e2800 = add i32 %tid18, 64
  %kl2802 = udiv i32 %e2800, 16
  %cl2804 = urem i32 %e2800, 16
  %la2806 = shl i32 %e2800, 2
  %gep.632 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2806
  %v2807 = load float, ptr addrspace(3) %gep.632, align 4
  %kin2808 = add i32 %k_blk68, %kl2802
  %cin2809 = add i32 %c_blk70, %cl2804
  %kok2811 = icmp ult i32 %kin2808, 32
  %cok2813 = icmp ult i32 %cin2809, 32
  %ok2814 = and i1 %kok2811, %cok2813
  br i1 %ok2814, label %if.then.107, label %if.end.107
if.then.107:
  %krow2815 = add i32 %kbase2464, %kin2808
  %kr2817 = mul i32 %krow2815, 3
  %t_r2819 = add i32 %kr2817, 0
  %t_s2821 = mul i32 %t_r2819, 3
  %t_c2823 = add i32 %t_s2821, 1
  %t_e2825 = mul i32 %t_c2823, 32
  %el2826 = add i32 %t_e2825, %cin2809
  %off2828 = shl i32 %el2826, 2
  %old.633 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2807, ptr addrspace(8) %rws87, i32 %off2828, i32 0, i32 20)
  br label %if.end.107
if.end.107:
  %e2831 = add i32 %tid18, 128
  %kl2833 = udiv i32 %e2831, 16
  %cl2835 = urem i32 %e2831, 16
  %la2837 = shl i32 %e2831, 2
  %gep.634 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2837
  %v2838 = load float, ptr addrspace(3) %gep.634, align 4
  %kin2839 = add i32 %k_blk68, %kl2833
  %cin2840 = add i32 %c_blk70, %cl2835
  %kok2842 = icmp ult i32 %kin2839, 32
  %cok2844 = icmp ult i32 %cin2840, 32
  %ok2845 = and i1 %kok2842, %cok2844
  br i1 %ok2845, label %if.then.108, label %if.end.108
if.then.108:
  %krow2846 = add i32 %kbase2464, %kin2839
  %kr2848 = mul i32 %krow2846, 3
  %t_r2850 = add i32 %kr2848, 0
  %t_s2852 = mul i32 %t_r2850, 3
  %t_c2854 = add i32 %t_s2852, 1
  %t_e2856 = mul i32 %t_c2854, 32
  %el2857 = add i32 %t_e2856, %cin2840
  %off2859 = shl i32 %el2857, 2
  %old.635 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2838, ptr addrspace(8) %rws87, i32 %off2859, i32 0, i32 20)
  br label %if.end.108
if.end.108:
  %e2862 = add i32 %tid18, 192
  %kl2864 = udiv i32 %e2862, 16
  %cl2866 = urem i32 %e2862, 16
  %la2868 = shl i32 %e2862, 2
  %gep.636 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2868
  %v2869 = load float, ptr addrspace(3) %gep.636, align 4
  %kin2870 = add i32 %k_blk68, %kl2864
  %cin2871 = add i32 %c_blk70, %cl2866
  %kok2873 = icmp ult i32 %kin2870, 32
  %cok2875 = icmp ult i32 %cin2871, 32
  %ok2876 = and i1 %kok2873, %cok2875
  br i1 %ok2876, label %if.then.109, label %if.end.109
if.then.109:
  %krow2877 = add i32 %kbase2464, %kin2870
  %kr2879 = mul i32 %krow2877, 3
  %t_r2881 = add i32 %kr2879, 0
  %t_s2883 = mul i32 %t_r2881, 3
  %t_c2885 = add i32 %t_s2883, 1
  %t_e2887 = mul i32 %t_c2885, 32
  %el2888 = add i32 %t_e2887, %cin2871
  %off2890 = shl i32 %el2888, 2
  %old.637 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2869, ptr addrspace(8) %rws87, i32 %off2890, i32 0, i32 20)
  br label %if.end.109
if.end.109:
  %e2893 = add i32 %tid18, 256
  %kl2895 = udiv i32 %e2893, 16
  %cl2897 = urem i32 %e2893, 16
  %la2899 = shl i32 %e2893, 2
  %gep.638 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2899
  %v2900 = load float, ptr addrspace(3) %gep.638, align 4
  %kin2901 = add i32 %k_blk68, %kl2895
  %cin2902 = add i32 %c_blk70, %cl2897
  %kok2904 = icmp ult i32 %kin2901, 32
  %cok2906 = icmp ult i32 %cin2902, 32
  %ok2907 = and i1 %kok2904, %cok2906
  br i1 %ok2907, label %if.then.110, label %if.end.110
if.then.110:
  %krow2908 = add i32 %kbase2464, %kin2901
  %kr2910 = mul i32 %krow2908, 3
  %t_r2912 = add i32 %kr2910, 0
  %t_s2914 = mul i32 %t_r2912, 3
  %t_c2916 = add i32 %t_s2914, 1
  %t_e2918 = mul i32 %t_c2916, 32
  %el2919 = add i32 %t_e2918, %cin2902
  %off2921 = shl i32 %el2919, 2
  %old.639 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2900, ptr addrspace(8) %rws87, i32 %off2921, i32 0, i32 20)
  br label %if.end.110
if.end.110:
  %e2924 = add i32 %tid18, 320
  %kl2926 = udiv i32 %e2924, 16
  %cl2928 = urem i32 %e2924, 16
  %la2930 = shl i32 %e2924, 2
  %gep.640 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2930
  %v2931 = load float, ptr addrspace(3) %gep.640, align 4
  %kin2932 = add i32 %k_blk68, %kl2926
  %cin2933 = add i32 %c_blk70, %cl2928
  %kok2935 = icmp ult i32 %kin2932, 32
  %cok2937 = icmp ult i32 %cin2933, 32
  %ok2938 = and i1 %kok2935, %cok2937
  br i1 %ok2938, label %if.then.111, label %if.end.111
if.then.111:
  %krow2939 = add i32 %kbase2464, %kin2932
  %kr2941 = mul i32 %krow2939, 3
  %t_r2943 = add i32 %kr2941, 0
  %t_s2945 = mul i32 %t_r2943, 3
  %t_c2947 = add i32 %t_s2945, 1
  %t_e2949 = mul i32 %t_c2947, 32
  %el2950 = add i32 %t_e2949, %cin2933
  %off2952 = shl i32 %el2950, 2
  %old.641 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2931, ptr addrspace(8) %rws87, i32 %off2952, i32 0, i32 20)
  br label %if.end.111
if.end.111:
  %e2955 = add i32 %tid18, 384
  %kl2957 = udiv i32 %e2955, 16
  %cl2959 = urem i32 %e2955, 16
  %la2961 = shl i32 %e2955, 2
  %gep.642 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2961
  %v2962 = load float, ptr addrspace(3) %gep.642, align 4
  %kin2963 = add i32 %k_blk68, %kl2957
  %cin2964 = add i32 %c_blk70, %cl2959
  %kok2966 = icmp ult i32 %kin2963, 32
  %cok2968 = icmp ult i32 %cin2964, 32
  %ok2969 = and i1 %kok2966, %cok2968
  br i1 %ok2969, label %if.then.112, label %if.end.112
if.then.112:
  %krow2970 = add i32 %kbase2464, %kin2963
  %kr2972 = mul i32 %krow2970, 3
  %t_r2974 = add i32 %kr2972, 0
  %t_s2976 = mul i32 %t_r2974, 3
  %t_c2978 = add i32 %t_s2976, 1
  %t_e2980 = mul i32 %t_c2978, 32
  %el2981 = add i32 %t_e2980, %cin2964
  %off2983 = shl i32 %el2981, 2
  %old.643 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2962, ptr addrspace(8) %rws87, i32 %off2983, i32 0, i32 20)
  br label %if.end.112
if.end.112:
  %e2986 = add i32 %tid18, 448
  %kl2988 = udiv i32 %e2986, 16
  %cl2990 = urem i32 %e2986, 16
  %la2992 = shl i32 %e2986, 2
  %gep.644 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2992
  %v2993 = load float, ptr addrspace(3) %gep.644, align 4
  %kin2994 = add i32 %k_blk68, %kl2988
  %cin2995 = add i32 %c_blk70, %cl2990
  %kok2997 = icmp ult i32 %kin2994, 32
  %cok2999 = icmp ult i32 %cin2995, 32
  %ok3000 = and i1 %kok2997, %cok2999
  br i1 %ok3000, label %if.then.113, label %if.end.113
if.then.113:
  %krow3001 = add i32 %kbase2464, %kin2994
  %kr3003 = mul i32 %krow3001, 3
  %t_r3005 = add i32 %kr3003, 0
  %t_s3007 = mul i32 %t_r3005, 3
  %t_c3009 = add i32 %t_s3007, 1
  %t_e3011 = mul i32 %t_c3009, 32
  %el3012 = add i32 %t_e3011, %cin2995
  %off3014 = shl i32 %el3012, 2
  %old.645 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2993, ptr addrspace(8) %rws87, i32 %off3014, i32 0, i32 20)
  br label %if.end.113
if.end.113:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3017 = add i32 %e_lane2471, 0
  %v3018 = extractelement <8 x float> %acc1564, i32 0
  %gep.646 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3017
  store float %v3018, ptr addrspace(3) %gep.646, align 4
  %e_addr3020 = add i32 %e_lane2471, 64
  %v3021 = extractelement <8 x float> %acc1564, i32 1
  %gep.647 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3020
  store float %v3021, ptr addrspace(3) %gep.647, align 4
  %e_addr3023 = add i32 %e_lane2471, 128
  %v3024 = extractelement <8 x float> %acc1564, i32 2
  %gep.648 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3023
  store float %v3024, ptr addrspace(3) %gep.648, align 4
  %e_addr3026 = add i32 %e_lane2471, 192
  %v3027 = extractelement <8 x float> %acc1564, i32 3
  %gep.649 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3026
  store float %v3027, ptr addrspace(3) %gep.649, align 4
  %e_addr3029 = add i32 %e_lane2471, 256
  %v3030 = extractelement <8 x float> %acc1564, i32 4
  %gep.650 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3029
  store float %v3030, ptr addrspace(3) %gep.650, align 4
  %e_addr3032 = add i32 %e_lane2471, 320
  %v3033 = extractelement <8 x float> %acc1564, i32 5
  %gep.651 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3032
  store float %v3033, ptr addrspace(3) %gep.651, align 4
  %e_addr3035 = add i32 %e_lane2471, 384
  %v3036 = extractelement <8 x float> %acc1564, i32 6
  %gep.652 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3035
  store float %v3036, ptr addrspace(3) %gep.652, align 4
  %e_addr3038 = add i32 %e_lane2471, 448
  %v3039 = extractelement <8 x float> %acc1564, i32 7
  %gep.653 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3038
  store float %v3039, ptr addrspace(3) %gep.653, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3041 = add i32 %tid18, 0
  %kl3043 = udiv i32 %e3041, 16
  %cl3045 = urem i32 %e3041, 16
  %la3047 = shl i32 %e3041, 2
  %gep.654 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3047
  %v3048 = load float, ptr addrspace(3) %gep.654, align 4
  %kin3049 = add i32 %k_blk68, %kl3043
  %cin3050 = add i32 %c_blk70, %cl3045
  %kok3052 = icmp ult i32 %kin3049, 32
  %cok3054 = icmp ult i32 %cin3050, 32
  %ok3055 = and i1 %kok3052, %cok3054
  br i1 %ok3055, label %if.then.114, label %if.end.114
if.then.114:
  %krow3056 = add i32 %kbase2464, %kin3049
  %kr3058 = mul i32 %krow3056, 3
  %t_r3060 = add i32 %kr3058, 0
  %t_s3062 = mul i32 %t_r3060, 3
  %t_c3064 = add i32 %t_s3062, 2
  %t_e3066 = mul i32 %t_c3064, 32
  %el3067 = add i32 %t_e3066, %cin3050
  %off3069 = shl i32 %el3067, 2
  %old.655 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3048, ptr addrspace(8) %rws87, i32 %off3069, i32 0, i32 20)
  br label %if.end.114
if.end.114:
  %e3072 = add i32 %tid18, 64
  %kl3074 = udiv i32 %e3072, 16
  %cl3076 = urem i32 %e3072, 16
  %la3078 = shl i32 %e3072, 2
  %gep.656 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3078
  %v3079 = load float, ptr addrspace(3) %gep.656, align 4
  %kin3080 = add i32 %k_blk68, %kl3074
  %cin3081 = add i32 %c_blk70, %cl3076
  %kok3083 = icmp ult i32 %kin3080, 32
  %cok3085 = icmp ult i32 %cin3081, 32
  %ok3086 = and i1 %kok3083, %cok3085
  br i1 %ok3086, label %if.then.115, label %if.end.115
if.then.115:
  %krow3087 = add i32 %kbase2464, %kin3080
  %kr3089 = mul i32 %krow3087, 3
  %t_r3091 = add i32 %kr3089, 0
  %t_s3093 = mul i32 %t_r3091, 3
  %t_c3095 = add i32 %t_s3093, 2
  %t_e3097 = mul i32 %t_c3095, 32
  %el3098 = add i32 %t_e3097, %cin3081
  %off3100 = shl i32 %el3098, 2
  %old.657 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3079, ptr addrspace(8) %rws87, i32 %off3100, i32 0, i32 20)
  br label %if.end.115
if.end.115:
  %e3103 = add i32 %tid18, 128
  %kl3105 = udiv i32 %e3103, 16
  %cl3107 = urem i32 %e3103, 16
  %la3109 = shl i32 %e3103, 2
  %gep.658 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3109
  %v3110 = load float, ptr addrspace(3) %gep.658, align 4
  %kin3111 = add i32 %k_blk68, %kl3105
  %cin3112 = add i32 %c_blk70, %cl3107
  %kok3114 = icmp ult i32 %kin3111, 32
  %cok3116 = icmp ult i32 %cin3112, 32
  %ok3117 = and i1 %kok3114, %cok3116
  br i1 %ok3117, label %if.then.116, label %if.end.116
if.then.116:
  %krow3118 = add i32 %kbase2464, %kin3111
  %kr3120 = mul i32 %krow3118, 3
  %t_r3122 = add i32 %kr3120, 0
  %t_s3124 = mul i32 %t_r3122, 3
  %t_c3126 = add i32 %t_s3124, 2
  %t_e3128 = mul i32 %t_c3126, 32
  %el3129 = add i32 %t_e3128, %cin3112
  %off3131 = shl i32 %el3129, 2
  %old.659 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3110, ptr addrspace(8) %rws87, i32 %off3131, i32 0, i32 20)
  br label %if.end.116
if.end.116:
  %e3134 = add i32 %tid18, 192
  %kl3136 = udiv i32 %e3134, 16
  %cl3138 = urem i32 %e3134, 16
  %la3140 = shl i32 %e3134, 2
  %gep.660 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3140
  %v3141 = load float, ptr addrspace(3) %gep.660, align 4
  %kin3142 = add i32 %k_blk68, %kl3136
  %cin3143 = add i32 %c_blk70, %cl3138
  %kok3145 = icmp ult i32 %kin3142, 32
  %cok3147 = icmp ult i32 %cin3143, 32
  %ok3148 = and i1 %kok3145, %cok3147
  br i1 %ok3148, label %if.then.117, label %if.end.117
if.then.117:
  %krow3149 = add i32 %kbase2464, %kin3142
  %kr3151 = mul i32 %krow3149, 3
  %t_r3153 = add i32 %kr3151, 0
  %t_s3155 = mul i32 %t_r3153, 3
  %t_c3157 = add i32 %t_s3155, 2
  %t_e3159 = mul i32 %t_c3157, 32
  %el3160 = add i32 %t_e3159, %cin3143
  %off3162 = shl i32 %el3160, 2
  %old.661 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3141, ptr addrspace(8) %rws87, i32 %off3162, i32 0, i32 20)
  br label %if.end.117
if.end.117:
  %e3165 = add i32 %tid18, 256
  %kl3167 = udiv i32 %e3165, 16
  %cl3169 = urem i32 %e3165, 16
  %la3171 = shl i32 %e3165, 2
  %gep.662 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3171
  %v3172 = load float, ptr addrspace(3) %gep.662, align 4
  %kin3173 = add i32 %k_blk68, %kl3167
  %cin3174 = add i32 %c_blk70, %cl3169
  %kok3176 = icmp ult i32 %kin3173, 32
  %cok3178 = icmp ult i32 %cin3174, 32
  %ok3179 = and i1 %kok3176, %cok3178
  br i1 %ok3179, label %if.then.118, label %if.end.118
if.then.118:
  %krow3180 = add i32 %kbase2464, %kin3173
  %kr3182 = mul i32 %krow3180, 3
  %t_r3184 = add i32 %kr3182, 0
  %t_s3186 = mul i32 %t_r3184, 3
  %t_c3188 = add i32 %t_s3186, 2
  %t_e3190 = mul i32 %t_c3188, 32
  %el3191 = add i32 %t_e3190, %cin3174
  %off3193 = shl i32 %el3191, 2
  %old.663 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3172, ptr addrspace(8) %rws87, i32 %off3193, i32 0, i32 20)
  br label %if.end.118
if.end.118:
  %e3196 = add i32 %tid18, 320
  %kl3198 = udiv i32 %e3196, 16
  %cl3200 = urem i32 %e3196, 16
  %la3202 = shl i32 %e3196, 2
  %gep.664 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3202
  %v3203 = load float, ptr addrspace(3) %gep.664, align 4
  %kin3204 = add i32 %k_blk68, %kl3198
  %cin3205 = add i32 %c_blk70, %cl3200
  %kok3207 = icmp ult i32 %kin3204, 32
  %cok3209 = icmp ult i32 %cin3205, 32
  %ok3210 = and i1 %kok3207, %cok3209
  br i1 %ok3210, label %if.then.119, label %if.end.119
if.then.119:
  %krow3211 = add i32 %kbase2464, %kin3204
  %kr3213 = mul i32 %krow3211, 3
  %t_r3215 = add i32 %kr3213, 0
  %t_s3217 = mul i32 %t_r3215, 3
  %t_c3219 = add i32 %t_s3217, 2
  %t_e3221 = mul i32 %t_c3219, 32
  %el3222 = add i32 %t_e3221, %cin3205
  %off3224 = shl i32 %el3222, 2
  %old.665 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3203, ptr addrspace(8) %rws87, i32 %off3224, i32 0, i32 20)
  br label %if.end.119
if.end.119:
  %e3227 = add i32 %tid18, 384
  %kl3229 = udiv i32 %e3227, 16
  %cl3231 = urem i32 %e3227, 16
  %la3233 = shl i32 %e3227, 2
  %gep.666 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3233
  %v3234 = load float, ptr addrspace(3) %gep.666, align 4
  %kin3235 = add i32 %k_blk68, %kl3229
  %cin3236 = add i32 %c_blk70, %cl3231
  %kok3238 = icmp ult i32 %kin3235, 32
  %cok3240 = icmp ult i32 %cin3236, 32
  %ok3241 = and i1 %kok3238, %cok3240
  br i1 %ok3241, label %if.then.120, label %if.end.120
if.then.120:
  %krow3242 = add i32 %kbase2464, %kin3235
  %kr3244 = mul i32 %krow3242, 3
  %t_r3246 = add i32 %kr3244, 0
  %t_s3248 = mul i32 %t_r3246, 3
  %t_c3250 = add i32 %t_s3248, 2
  %t_e3252 = mul i32 %t_c3250, 32
  %el3253 = add i32 %t_e3252, %cin3236
  %off3255 = shl i32 %el3253, 2
  %old.667 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3234, ptr addrspace(8) %rws87, i32 %off3255, i32 0, i32 20)
  br label %if.end.120
if.end.120:
  %e3258 = add i32 %tid18, 448
  %kl3260 = udiv i32 %e3258, 16
  %cl3262 = urem i32 %e3258, 16
  %la3264 = shl i32 %e3258, 2
  %gep.668 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3264
  %v3265 = load float, ptr addrspace(3) %gep.668, align 4
  %kin3266 = add i32 %k_blk68, %kl3260
  %cin3267 = add i32 %c_blk70, %cl3262
  %kok3269 = icmp ult i32 %kin3266, 32
  %cok3271 = icmp ult i32 %cin3267, 32
  %ok3272 = and i1 %kok3269, %cok3271
  br i1 %ok3272, label %if.then.121, label %if.end.121
if.then.121:
  %krow3273 = add i32 %kbase2464, %kin3266
  %kr3275 = mul i32 %krow3273, 3
  %t_r3277 = add i32 %kr3275, 0
  %t_s3279 = mul i32 %t_r3277, 3
  %t_c3281 = add i32 %t_s3279, 2
  %t_e3283 = mul i32 %t_c3281, 32
  %el3284 = add i32 %t_e3283, %cin3267
  %off3286 = shl i32 %el3284, 2
  %old.669 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3265, ptr addrspace(8) %rws87, i32 %off3286, i32 0, i32 20)
  br label %if.end.121
if.end.121:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3289 = add i32 %e_lane2471, 0
  %v3290 = extractelement <8 x float> %acc1565, i32 0
  %gep.670 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3289
  store float %v3290, ptr addrspace(3) %gep.670, align 4
  %e_addr3292 = add i32 %e_lane2471, 64
  %v3293 = extractelement <8 x float> %acc1565, i32 1
  %gep.671 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3292
  store float %v3293, ptr addrspace(3) %gep.671, align 4
  %e_addr3295 = add i32 %e_lane2471, 128
  %v3296 = extractelement <8 x float> %acc1565, i32 2
  %gep.672 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3295
  store float %v3296, ptr addrspace(3) %gep.672, align 4
  %e_addr3298 = add i32 %e_lane2471, 192
  %v3299 = extractelement <8 x float> %acc1565, i32 3
  %gep.673 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3298
  store float %v3299, ptr addrspace(3) %gep.673, align 4
  %e_addr3301 = add i32 %e_lane2471, 256
  %v3302 = extractelement <8 x float> %acc1565, i32 4
  %gep.674 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3301
  store float %v3302, ptr addrspace(3) %gep.674, align 4
  %e_addr3304 = add i32 %e_lane2471, 320
  %v3305 = extractelement <8 x float> %acc1565, i32 5
  %gep.675 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3304
  store float %v3305, ptr addrspace(3) %gep.675, align 4
  %e_addr3307 = add i32 %e_lane2471, 384
  %v3308 = extractelement <8 x float> %acc1565, i32 6
  %gep.676 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3307
  store float %v3308, ptr addrspace(3) %gep.676, align 4
  %e_addr3310 = add i32 %e_lane2471, 448
  %v3311 = extractelement <8 x float> %acc1565, i32 7
  %gep.677 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3310
  store float %v3311, ptr addrspace(3) %gep.677, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3313 = add i32 %tid18, 0
  %kl3315 = udiv i32 %e3313, 16
  %cl3317 = urem i32 %e3313, 16
  %la3319 = shl i32 %e3313, 2
  %gep.678 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3319
  %v3320 = load float, ptr addrspace(3) %gep.678, align 4
  %kin3321 = add i32 %k_blk68, %kl3315
  %cin3322 = add i32 %c_blk70, %cl3317
  %kok3324 = icmp ult i32 %kin3321, 32
  %cok3326 = icmp ult i32 %cin3322, 32
  %ok3327 = and i1 %kok3324, %cok3326
  br i1 %ok3327, label %if.then.122, label %if.end.122
if.then.122:
  %krow3328 = add i32 %kbase2464, %kin3321
  %kr3330 = mul i32 %krow3328, 3
  %t_r3332 = add i32 %kr3330, 1
  %t_s3334 = mul i32 %t_r3332, 3
  %t_c3336 = add i32 %t_s3334, 0
  %t_e3338 = mul i32 %t_c3336, 32
  %el3339 = add i32 %t_e3338, %cin3322
  %off3341 = shl i32 %el3339, 2
  %old.679 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3320, ptr addrspace(8) %rws87, i32 %off3341, i32 0, i32 20)
  br label %if.end.122
if.end.122:
  %e3344 = add i32 %tid18, 64
  %kl3346 = udiv i32 %e3344, 16
  %cl3348 = urem i32 %e3344, 16
  %la3350 = shl i32 %e3344, 2
  %gep.680 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3350
  %v3351 = load float, ptr addrspace(3) %gep.680, align 4
  %kin3352 = add i32 %k_blk68, %kl3346
  %cin3353 = add i32 %c_blk70, %cl3348
  %kok3355 = icmp ult i32 %kin3352, 32
  %cok3357 = icmp ult i32 %cin3353, 32
  %ok3358 = and i1 %kok3355, %cok3357
  br i1 %ok3358, label %if.then.123, label %if.end.123
if.then.123:
  %krow3359 = add i32 %kbase2464, %kin3352
  %kr3361 = mul i32 %krow3359, 3
  %t_r3363 = add i32 %kr3361, 1
  %t_s3365 = mul i32 %t_r3363, 3
  %t_c3367 = add i32 %t_s3365, 0
  %t_e3369 = mul i32 %t_c3367, 32
  %el3370 = add i32 %t_e3369, %cin3353
  %off3372 = shl i32 %el3370, 2
  %old.681 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3351, ptr addrspace(8) %rws87, i32 %off3372, i32 0, i32 20)
  br label %if.end.123
if.end.123:
  %e3375 = add i32 %tid18, 128
  %kl3377 = udiv i32 %e3375, 16
  %cl3379 = urem i32 %e3375, 16
  %la3381 = shl i32 %e3375, 2
  %gep.682 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3381
  %v3382 = load float, ptr addrspace(3) %gep.682, align 4
  %kin3383 = add i32 %k_blk68, %kl3377
  %cin3384 = add i32 %c_blk70, %cl3379
  %kok3386 = icmp ult i32 %kin3383, 32
  %cok3388 = icmp ult i32 %cin3384, 32
  %ok3389 = and i1 %kok3386, %cok3388
  br i1 %ok3389, label %if.then.124, label %if.end.124
if.then.124:
  %krow3390 = add i32 %kbase2464, %kin3383
  %kr3392 = mul i32 %krow3390, 3
  %t_r3394 = add i32 %kr3392, 1
  %t_s3396 = mul i32 %t_r3394, 3
  %t_c3398 = add i32 %t_s3396, 0
  %t_e3400 = mul i32 %t_c3398, 32
  %el3401 = add i32 %t_e3400, %cin3384
  %off3403 = shl i32 %el3401, 2
  %old.683 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3382, ptr addrspace(8) %rws87, i32 %off3403, i32 0, i32 20)
  br label %if.end.124
if.end.124:
  %e3406 = add i32 %tid18, 192
  %kl3408 = udiv i32 %e3406, 16
  %cl3410 = urem i32 %e3406, 16
  %la3412 = shl i32 %e3406, 2
  %gep.684 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3412
  %v3413 = load float, ptr addrspace(3) %gep.684, align 4
  %kin3414 = add i32 %k_blk68, %kl3408
  %cin3415 = add i32 %c_blk70, %cl3410
  %kok3417 = icmp ult i32 %kin3414, 32
  %cok3419 = icmp ult i32 %cin3415, 32
  %ok3420 = and i1 %kok3417, %cok3419
  br i1 %ok3420, label %if.then.125, label %if.end.125
if.then.125:
  %krow3421 = add i32 %kbase2464, %kin3414
  %kr3423 = mul i32 %krow3421, 3
  %t_r3425 = add i32 %kr3423, 1
  %t_s3427 = mul i32 %t_r3425, 3
  %t_c3429 = add i32 %t_s3427, 0
  %t_e3431 = mul i32 %t_c3429, 32
  %el3432 = add i32 %t_e3431, %cin3415
  %off3434 = shl i32 %el3432, 2
  %old.685 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3413, ptr addrspace(8) %rws87, i32 %off3434, i32 0, i32 20)
  br label %if.end.125
if.end.125:
  %e3437 = add i32 %tid18, 256
  %kl3439 = udiv i32 %e3437, 16
  %cl3441 = urem i32 %e3437, 16
  %la3443 = shl i32 %e3437, 2
  %gep.686 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3443
  %v3444 = load float, ptr addrspace(3) %gep.686, align 4
  %kin3445 = add i32 %k_blk68, %kl3439
  %cin3446 = add i32 %c_blk70, %cl3441
  %kok3448 = icmp ult i32 %kin3445, 32
  %cok3450 = icmp ult i32 %cin3446, 32
  %ok3451 = and i1 %kok3448, %cok3450
  br i1 %ok3451, label %if.then.126, label %if.end.126
if.then.126:
  %krow3452 = add i32 %kbase2464, %kin3445
  %kr3454 = mul i32 %krow3452, 3
  %t_r3456 = add i32 %kr3454, 1
  %t_s3458 = mul i32 %t_r3456, 3
  %t_c3460 = add i32 %t_s3458, 0
  %t_e3462 = mul i32 %t_c3460, 32
  %el3463 = add i32 %t_e3462, %cin3446
  %off3465 = shl i32 %el3463, 2
  %old.687 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3444, ptr addrspace(8) %rws87, i32 %off3465, i32 0, i32 20)
  br label %if.end.126
if.end.126:
  %e3468 = add i32 %tid18, 320
  %kl3470 = udiv i32 %e3468, 16
  %cl3472 = urem i32 %e3468, 16
  %la3474 = shl i32 %e3468, 2
  %gep.688 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3474
  %v3475 = load float, ptr addrspace(3) %gep.688, align 4
  %kin3476 = add i32 %k_blk68, %kl3470
  %cin3477 = add i32 %c_blk70, %cl3472
  %kok3479 = icmp ult i32 %kin3476, 32
  %cok3481 = icmp ult i32 %cin3477, 32
  %ok3482 = and i1 %kok3479, %cok3481
  br i1 %ok3482, label %if.then.127, label %if.end.127
if.then.127:
  %krow3483 = add i32 %kbase2464, %kin3476
  %kr3485 = mul i32 %krow3483, 3
  %t_r3487 = add i32 %kr3485, 1
  %t_s3489 = mul i32 %t_r3487, 3
  %t_c3491 = add i32 %t_s3489, 0
  %t_e3493 = mul i32 %t_c3491, 32
  %el3494 = add i32 %t_e3493, %cin3477
  %off3496 = shl i32 %el3494, 2
  %old.689 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3475, ptr addrspace(8) %rws87, i32 %off3496, i32 0, i32 20)
  br label %if.end.127
if.end.127:
  %e3499 = add i32 %tid18, 384
  %kl3501 = udiv i32 %e3499, 16
  %cl3503 = urem i32 %e3499, 16
  %la3505 = shl i32 %e3499, 2
  %gep.690 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3505
  %v3506 = load float, ptr addrspace(3) %gep.690, align 4
  %kin3507 = add i32 %k_blk68, %kl3501
  %cin3508 = add i32 %c_blk70, %cl3503
  %kok3510 = icmp ult i32 %kin3507, 32
  %cok3512 = icmp ult i32 %cin3508, 32
  %ok3513 = and i1 %kok3510, %cok3512
  br i1 %ok3513, label %if.then.128, label %if.end.128
if.then.128:
  %krow3514 = add i32 %kbase2464, %kin3507
  %kr3516 = mul i32 %krow3514, 3
  %t_r3518 = add i32 %kr3516, 1
  %t_s3520 = mul i32 %t_r3518, 3
  %t_c3522 = add i32 %t_s3520, 0
  %t_e3524 = mul i32 %t_c3522, 32
  %el3525 = add i32 %t_e3524, %cin3508
  %off3527 = shl i32 %el3525, 2
  %old.691 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3506, ptr addrspace(8) %rws87, i32 %off3527, i32 0, i32 20)
  br label %if.end.128
if.end.128:
  %e3530 = add i32 %tid18, 448
  %kl3532 = udiv i32 %e3530, 16
  %cl3534 = urem i32 %e3530, 16
  %la3536 = shl i32 %e3530, 2
  %gep.692 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3536
  %v3537 = load float, ptr addrspace(3) %gep.692, align 4
  %kin3538 = add i32 %k_blk68, %kl3532
  %cin3539 = add i32 %c_blk70, %cl3534
  %kok3541 = icmp ult i32 %kin3538, 32
  %cok3543 = icmp ult i32 %cin3539, 32
  %ok3544 = and i1 %kok3541, %cok3543
  br i1 %ok3544, label %if.then.129, label %if.end.129
if.then.129:
  %krow3545 = add i32 %kbase2464, %kin3538
  %kr3547 = mul i32 %krow3545, 3
  %t_r3549 = add i32 %kr3547, 1
  %t_s3551 = mul i32 %t_r3549, 3
  %t_c3553 = add i32 %t_s3551, 0
  %t_e3555 = mul i32 %t_c3553, 32
  %el3556 = add i32 %t_e3555, %cin3539
  %off3558 = shl i32 %el3556, 2
  %old.693 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3537, ptr addrspace(8) %rws87, i32 %off3558, i32 0, i32 20)
  br label %if.end.129
if.end.129:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3561 = add i32 %e_lane2471, 0
  %v3562 = extractelement <8 x float> %acc1566, i32 0
  %gep.694 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3561
  store float %v3562, ptr addrspace(3) %gep.694, align 4
  %e_addr3564 = add i32 %e_lane2471, 64
  %v3565 = extractelement <8 x float> %acc1566, i32 1
  %gep.695 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3564
  store float %v3565, ptr addrspace(3) %gep.695, align 4
  %e_addr3567 = add i32 %e_lane2471, 128
  %v3568 = extractelement <8 x float> %acc1566, i32 2
  %gep.696 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3567
  store float %v3568, ptr addrspace(3) %gep.696, align 4
  %e_addr3570 = add i32 %e_lane2471, 192
  %v3571 = extractelement <8 x float> %acc1566, i32 3
  %gep.697 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3570
  store float %v3571, ptr addrspace(3) %gep.697, align 4
  %e_addr3573 = add i32 %e_lane2471, 256
  %v3574 = extractelement <8 x float> %acc1566, i32 4
  %gep.698 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3573
  store float %v3574, ptr addrspace(3) %gep.698, align 4
  %e_addr3576 = add i32 %e_lane2471, 320
  %v3577 = extractelement <8 x float> %acc1566, i32 5
  %gep.699 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3576
  store float %v3577, ptr addrspace(3) %gep.699, align 4
  %e_addr3579 = add i32 %e_lane2471, 384
  %v3580 = extractelement <8 x float> %acc1566, i32 6
  %gep.700 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3579
  store float %v3580, ptr addrspace(3) %gep.700, align 4
  %e_addr3582 = add i32 %e_lane2471, 448
  %v3583 = extractelement <8 x float> %acc1566, i32 7
  %gep.701 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3582
  store float %v3583, ptr addrspace(3) %gep.701, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3585 = add i32 %tid18, 0
  %kl3587 = udiv i32 %e3585, 16
  %cl3589 = urem i32 %e3585, 16
  %la3591 = shl i32 %e3585, 2
  %gep.702 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3591
  %v3592 = load float, ptr addrspace(3) %gep.702, align 4
  %kin3593 = add i32 %k_blk68, %kl3587
  %cin3594 = add i32 %c_blk70, %cl3589
  %kok3596 = icmp ult i32 %kin3593, 32
  %cok3598 = icmp ult i32 %cin3594, 32
  %ok3599 = and i1 %kok3596, %cok3598
  br i1 %ok3599, label %if.then.130, label %if.end.130
if.then.130:
  %krow3600 = add i32 %kbase2464, %kin3593
  %kr3602 = mul i32 %krow3600, 3
  %t_r3604 = add i32 %kr3602, 1
  %t_s3606 = mul i32 %t_r3604, 3
  %t_c3608 = add i32 %t_s3606, 1
  %t_e3610 = mul i32 %t_c3608, 32
  %el3611 = add i32 %t_e3610, %cin3594
  %off3613 = shl i32 %el3611, 2
  %old.703 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3592, ptr addrspace(8) %rws87, i32 %off3613, i32 0, i32 20)
  br label %if.end.130
if.end.130:
  %e3616 = add i32 %tid18, 64
  %kl3618 = udiv i32 %e3616, 16
  %cl3620 = urem i32 %e3616, 16
  %la3622 = shl i32 %e3616, 2
  %gep.704 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3622
  %v3623 = load float, ptr addrspace(3) %gep.704, align 4
  %kin3624 = add i32 %k_blk68, %kl3618
  %cin3625 = add i32 %c_blk70, %cl3620
  %kok3627 = icmp ult i32 %kin3624, 32
  %cok3629 = icmp ult i32 %cin3625, 32
  %ok3630 = and i1 %kok3627, %cok3629
  br i1 %ok3630, label %if.then.131, label %if.end.131
if.then.131:
  %krow3631 = add i32 %kbase2464, %kin3624
  %kr3633 = mul i32 %krow3631, 3
  %t_r3635 = add i32 %kr3633, 1
  %t_s3637 = mul i32 %t_r3635, 3
  %t_c3639 = add i32 %t_s3637, 1
  %t_e3641 = mul i32 %t_c3639, 32
  %el3642 = add i32 %t_e3641, %cin3625
  %off3644 = shl i32 %el3642, 2
  %old.705 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3623, ptr addrspace(8) %rws87, i32 %off3644, i32 0, i32 20)
  br label %if.end.131
if.end.131:
  %e3647 = add i32 %tid18, 128
  %kl3649 = udiv i32 %e3647, 16
  %cl3651 = urem i32 %e3647, 16
  %la3653 = shl i32 %e3647, 2
  %gep.706 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3653
  %v3654 = load float, ptr addrspace(3) %gep.706, align 4
  %kin3655 = add i32 %k_blk68, %kl3649
  %cin3656 = add i32 %c_blk70, %cl3651
  %kok3658 = icmp ult i32 %kin3655, 32
  %cok3660 = icmp ult i32 %cin3656, 32
  %ok3661 = and i1 %kok3658, %cok3660
  br i1 %ok3661, label %if.then.132, label %if.end.132
if.then.132:
  %krow3662 = add i32 %kbase2464, %kin3655
  %kr3664 = mul i32 %krow3662, 3
  %t_r3666 = add i32 %kr3664, 1
  %t_s3668 = mul i32 %t_r3666, 3
  %t_c3670 = add i32 %t_s3668, 1
  %t_e3672 = mul i32 %t_c3670, 32
  %el3673 = add i32 %t_e3672, %cin3656
  %off3675 = shl i32 %el3673, 2
  %old.707 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3654, ptr addrspace(8) %rws87, i32 %off3675, i32 0, i32 20)
  br label %if.end.132
if.end.132:
  %e3678 = add i32 %tid18, 192
  %kl3680 = udiv i32 %e3678, 16
  %cl3682 = urem i32 %e3678, 16
  %la3684 = shl i32 %e3678, 2
  %gep.708 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3684
  %v3685 = load float, ptr addrspace(3) %gep.708, align 4
  %kin3686 = add i32 %k_blk68, %kl3680
  %cin3687 = add i32 %c_blk70, %cl3682
  %kok3689 = icmp ult i32 %kin3686, 32
  %cok3691 = icmp ult i32 %cin3687, 32
  %ok3692 = and i1 %kok3689, %cok3691
  br i1 %ok3692, label %if.then.133, label %if.end.133
if.then.133:
  %krow3693 = add i32 %kbase2464, %kin3686
  %kr3695 = mul i32 %krow3693, 3
  %t_r3697 = add i32 %kr3695, 1
  %t_s3699 = mul i32 %t_r3697, 3
  %t_c3701 = add i32 %t_s3699, 1
  %t_e3703 = mul i32 %t_c3701, 32
  %el3704 = add i32 %t_e3703, %cin3687
  %off3706 = shl i32 %el3704, 2
  %old.709 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3685, ptr addrspace(8) %rws87, i32 %off3706, i32 0, i32 20)
  br label %if.end.133
if.end.133:
  %e3709 = add i32 %tid18, 256
  %kl3711 = udiv i32 %e3709, 16
  %cl3713 = urem i32 %e3709, 16
  %la3715 = shl i32 %e3709, 2
  %gep.710 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3715
  %v3716 = load float, ptr addrspace(3) %gep.710, align 4
  %kin3717 = add i32 %k_blk68, %kl3711
  %cin3718 = add i32 %c_blk70, %cl3713
  %kok3720 = icmp ult i32 %kin3717, 32
  %cok3722 = icmp ult i32 %cin3718, 32
  %ok3723 = and i1 %kok3720, %cok3722
  br i1 %ok3723, label %if.then.134, label %if.end.134
if.then.134:
  %krow3724 = add i32 %kbase2464, %kin3717
  %kr3726 = mul i32 %krow3724, 3
  %t_r3728 = add i32 %kr3726, 1
  %t_s3730 = mul i32 %t_r3728, 3
  %t_c3732 = add i32 %t_s3730, 1
  %t_e3734 = mul i32 %t_c3732, 32
  %el3735 = add i32 %t_e3734, %cin3718
  %off3737 = shl i32 %el3735, 2
  %old.711 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3716, ptr addrspace(8) %rws87, i32 %off3737, i32 0, i32 20)
  br label %if.end.134
if.end.134:
  %e3740 = add i32 %tid18, 320
  %kl3742 = udiv i32 %e3740, 16
  %cl3744 = urem i32 %e3740, 16
  %la3746 = shl i32 %e3740, 2
  %gep.712 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3746
  %v3747 = load float, ptr addrspace(3) %gep.712, align 4
  %kin3748 = add i32 %k_blk68, %kl3742
  %cin3749 = add i32 %c_blk70, %cl3744
  %kok3751 = icmp ult i32 %kin3748, 32
  %cok3753 = icmp ult i32 %cin3749, 32
  %ok3754 = and i1 %kok3751, %cok3753
  br i1 %ok3754, label %if.then.135, label %if.end.135
if.then.135:
  %krow3755 = add i32 %kbase2464, %kin3748
  %kr3757 = mul i32 %krow3755, 3
  %t_r3759 = add i32 %kr3757, 1
  %t_s3761 = mul i32 %t_r3759, 3
  %t_c3763 = add i32 %t_s3761, 1
  %t_e3765 = mul i32 %t_c3763, 32
  %el3766 = add i32 %t_e3765, %cin3749
  %off3768 = shl i32 %el3766, 2
  %old.713 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3747, ptr addrspace(8) %rws87, i32 %off3768, i32 0, i32 20)
  br label %if.end.135
if.end.135:
  %e3771 = add i32 %tid18, 384
  %kl3773 = udiv i32 %e3771, 16
  %cl3775 = urem i32 %e3771, 16
  %la3777 = shl i32 %e3771, 2
  %gep.714 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3777
  %v3778 = load float, ptr addrspace(3) %gep.714, align 4
  %kin3779 = add i32 %k_blk68, %kl3773
  %cin3780 = add i32 %c_blk70, %cl3775
  %kok3782 = icmp ult i32 %kin3779, 32
  %cok3784 = icmp ult i32 %cin3780, 32
  %ok3785 = and i1 %kok3782, %cok3784
  br i1 %ok3785, label %if.then.136, label %if.end.136
if.then.136:
  %krow3786 = add i32 %kbase2464, %kin3779
  %kr3788 = mul i32 %krow3786, 3
  %t_r3790 = add i32 %kr3788, 1
  %t_s3792 = mul i32 %t_r3790, 3
  %t_c3794 = add i32 %t_s3792, 1
  %t_e3796 = mul i32 %t_c3794, 32
  %el3797 = add i32 %t_e3796, %cin3780
  %off3799 = shl i32 %el3797, 2
  %old.715 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3778, ptr addrspace(8) %rws87, i32 %off3799, i32 0, i32 20)
  br label %if.end.136
if.end.136:
  %e3802 = add i32 %tid18, 448
  %kl3804 = udiv i32 %e3802, 16
  %cl3806 = urem i32 %e3802, 16
  %la3808 = shl i32 %e3802, 2
  %gep.716 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3808
  %v3809 = load float, ptr addrspace(3) %gep.716, align 4
  %kin3810 = add i32 %k_blk68, %kl3804
  %cin3811 = add i32 %c_blk70, %cl3806
  %kok3813 = icmp ult i32 %kin3810, 32
  %cok3815 = icmp ult i32 %cin3811, 32
  %ok3816 = and i1 %kok3813, %cok3815
  br i1 %ok3816, label %if.then.137, label %if.end.137
if.then.137:
  %krow3817 = add i32 %kbase2464, %kin3810
  %kr3819 = mul i32 %krow3817, 3
  %t_r3821 = add i32 %kr3819, 1
  %t_s3823 = mul i32 %t_r3821, 3
  %t_c3825 = add i32 %t_s3823, 1
  %t_e3827 = mul i32 %t_c3825, 32
  %el3828 = add i32 %t_e3827, %cin3811
  %off3830 = shl i32 %el3828, 2
  %old.717 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3809, ptr addrspace(8) %rws87, i32 %off3830, i32 0, i32 20)
  br label %if.end.137
if.end.137:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3833 = add i32 %e_lane2471, 0
  %v3834 = extractelement <8 x float> %acc1567, i32 0
  %gep.718 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3833
  store float %v3834, ptr addrspace(3) %gep.718, align 4
  %e_addr3836 = add i32 %e_lane2471, 64
  %v3837 = extractelement <8 x float> %acc1567, i32 1
  %gep.719 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3836
  store float %v3837, ptr addrspace(3) %gep.719, align 4
  %e_addr3839 = add i32 %e_lane2471, 128
  %v3840 = extractelement <8 x float> %acc1567, i32 2
  %gep.720 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3839
  store float %v3840, ptr addrspace(3) %gep.720, align 4
  %e_addr3842 = add i32 %e_lane2471, 192
  %v3843 = extractelement <8 x float> %acc1567, i32 3
  %gep.721 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3842
  store float %v3843, ptr addrspace(3) %gep.721, align 4
  %e_addr3845 = add i32 %e_lane2471, 256
  %v3846 = extractelement <8 x float> %acc1567, i32 4
  %gep.722 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3845
  store float %v3846, ptr addrspace(3) %gep.722, align 4
  %e_addr3848 = add i32 %e_lane2471, 320
  %v3849 = extractelement <8 x float> %acc1567, i32 5
  %gep.723 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3848
  store float %v3849, ptr addrspace(3) %gep.723, align 4
  %e_addr3851 = add i32 %e_lane2471, 384
  %v3852 = extractelement <8 x float> %acc1567, i32 6
  %gep.724 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3851
  store float %v3852, ptr addrspace(3) %gep.724, align 4
  %e_addr3854 = add i32 %e_lane2471, 448
  %v3855 = extractelement <8 x float> %acc1567, i32 7
  %gep.725 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3854
  store float %v3855, ptr addrspace(3) %gep.725, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3857 = add i32 %tid18, 0
  %kl3859 = udiv i32 %e3857, 16
  %cl3861 = urem i32 %e3857, 16
  %la3863 = shl i32 %e3857, 2
  %gep.726 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3863
  %v3864 = load float, ptr addrspace(3) %gep.726, align 4
  %kin3865 = add i32 %k_blk68, %kl3859
  %cin3866 = add i32 %c_blk70, %cl3861
  %kok3868 = icmp ult i32 %kin3865, 32
  %cok3870 = icmp ult i32 %cin3866, 32
  %ok3871 = and i1 %kok3868, %cok3870
  br i1 %ok3871, label %if.then.138, label %if.end.138
if.then.138:
  %krow3872 = add i32 %kbase2464, %kin3865
  %kr3874 = mul i32 %krow3872, 3
  %t_r3876 = add i32 %kr3874, 1
  %t_s3878 = mul i32 %t_r3876, 3
  %t_c3880 = add i32 %t_s3878, 2
  %t_e3882 = mul i32 %t_c3880, 32
  %el3883 = add i32 %t_e3882, %cin3866
  %off3885 = shl i32 %el3883, 2
  %old.727 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3864, ptr addrspace(8) %rws87, i32 %off3885, i32 0, i32 20)
  br label %if.end.138
if.end.138:
  %e3888 = add i32 %tid18, 64
  %kl3890 = udiv i32 %e3888, 16
  %cl3892 = urem i32 %e3888, 16
  %la3894 = shl i32 %e3888, 2
  %gep.728 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3894
  %v3895 = load float, ptr addrspace(3) %gep.728, align 4
  %kin3896 = add i32 %k_blk68, %kl3890
  %cin3897 = add i32 %c_blk70, %cl3892
  %kok3899 = icmp ult i32 %kin3896, 32
  %cok3901 = icmp ult i32 %cin3897, 32
  %ok3902 = and i1 %kok3899, %cok3901
  br i1 %ok3902, label %if.then.139, label %if.end.139
if.then.139:
  %krow3903 = add i32 %kbase2464, %kin3896
  %kr3905 = mul i32 %krow3903, 3
  %t_r3907 = add i32 %kr3905, 1
  %t_s3909 = mul i32 %t_r3907, 3
  %t_c3911 = add i32 %t_s3909, 2
  %t_e3913 = mul i32 %t_c3911, 32
  %el3914 = add i32 %t_e3913, %cin3897
  %off3916 = shl i32 %el3914, 2
  %old.729 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3895, ptr addrspace(8) %rws87, i32 %off3916, i32 0, i32 20)
  br label %if.end.139
if.end.139:
  %e3919 = add i32 %tid18, 128
  %kl3921 = udiv i32 %e3919, 16
  %cl3923 = urem i32 %e3919, 16
  %la3925 = shl i32 %e3919, 2
  %gep.730 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3925
  %v3926 = load float, ptr addrspace(3) %gep.730, align 4
  %kin3927 = add i32 %k_blk68, %kl3921
  %cin3928 = add i32 %c_blk70, %cl3923
  %kok3930 = icmp ult i32 %kin3927, 32
  %cok3932 = icmp ult i32 %cin3928, 32
  %ok3933 = and i1 %kok3930, %cok3932
  br i1 %ok3933, label %if.then.140, label %if.end.140
if.then.140:
  %krow3934 = add i32 %kbase2464, %kin3927
  %kr3936 = mul i32 %krow3934, 3
  %t_r3938 = add i32 %kr3936, 1
  %t_s3940 = mul i32 %t_r3938, 3
  %t_c3942 = add i32 %t_s3940, 2
  %t_e3944 = mul i32 %t_c3942, 32
  %el3945 = add i32 %t_e3944, %cin3928
  %off3947 = shl i32 %el3945, 2
  %old.731 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3926, ptr addrspace(8) %rws87, i32 %off3947, i32 0, i32 20)
  br label %if.end.140
if.end.140:
  %e3950 = add i32 %tid18, 192
  %kl3952 = udiv i32 %e3950, 16
  %cl3954 = urem i32 %e3950, 16
  %la3956 = shl i32 %e3950, 2
  %gep.732 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3956
  %v3957 = load float, ptr addrspace(3) %gep.732, align 4
  %kin3958 = add i32 %k_blk68, %kl3952
  %cin3959 = add i32 %c_blk70, %cl3954
  %kok3961 = icmp ult i32 %kin3958, 32
  %cok3963 = icmp ult i32 %cin3959, 32
  %ok3964 = and i1 %kok3961, %cok3963
  br i1 %ok3964, label %if.then.141, label %if.end.141
if.then.141:
  %krow3965 = add i32 %kbase2464, %kin3958
  %kr3967 = mul i32 %krow3965, 3
  %t_r3969 = add i32 %kr3967, 1
  %t_s3971 = mul i32 %t_r3969, 3
  %t_c3973 = add i32 %t_s3971, 2
  %t_e3975 = mul i32 %t_c3973, 32
  %el3976 = add i32 %t_e3975, %cin3959
  %off3978 = shl i32 %el3976, 2
  %old.733 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3957, ptr addrspace(8) %rws87, i32 %off3978, i32 0, i32 20)
  br label %if.end.141
if.end.141:
  %e3981 = add i32 %tid18, 256
  %kl3983 = udiv i32 %e3981, 16
  %cl3985 = urem i32 %e3981, 16
  %la3987 = shl i32 %e3981, 2
  %gep.734 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3987
  %v3988 = load float, ptr addrspace(3) %gep.734, align 4
  %kin3989 = add i32 %k_blk68, %kl3983
  %cin3990 = add i32 %c_blk70, %cl3985
  %kok3992 = icmp ult i32 %kin3989, 32
  %cok3994 = icmp ult i32 %cin3990, 32
  %ok3995 = and i1 %kok3992, %cok3994
  br i1 %ok3995, label %if.then.142, label %if.end.142
if.then.142:
  %krow3996 = add i32 %kbase2464, %kin3989
  %kr3998 = mul i32 %krow3996, 3
  %t_r4000 = add i32 %kr3998, 1
  %t_s4002 = mul i32 %t_r4000, 3
  %t_c4004 = add i32 %t_s4002, 2
  %t_e4006 = mul i32 %t_c4004, 32
  %el4007 = add i32 %t_e4006, %cin3990
  %off4009 = shl i32 %el4007, 2
  %old.735 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3988, ptr addrspace(8) %rws87, i32 %off4009, i32 0, i32 20)
  br label %if.end.142
if.end.142:
  %e4012 = add i32 %tid18, 320
  %kl4014 = udiv i32 %e4012, 16
  %cl4016 = urem i32 %e4012, 16
  %la4018 = shl i32 %e4012, 2
  %gep.736 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4018
  %v4019 = load float, ptr addrspace(3) %gep.736, align 4
  %kin4020 = add i32 %k_blk68, %kl4014
  %cin4021 = add i32 %c_blk70, %cl4016
  %kok4023 = icmp ult i32 %kin4020, 32
  %cok4025 = icmp ult i32 %cin4021, 32
  %ok4026 = and i1 %kok4023, %cok4025
  br i1 %ok4026, label %if.then.143, label %if.end.143
if.then.143:
  %krow4027 = add i32 %kbase2464, %kin4020
  %kr4029 = mul i32 %krow4027, 3
  %t_r4031 = add i32 %kr4029, 1
  %t_s4033 = mul i32 %t_r4031, 3
  %t_c4035 = add i32 %t_s4033, 2
  %t_e4037 = mul i32 %t_c4035, 32
  %el4038 = add i32 %t_e4037, %cin4021
  %off4040 = shl i32 %el4038, 2
  %old.737 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4019, ptr addrspace(8) %rws87, i32 %off4040, i32 0, i32 20)
  br label %if.end.143
if.end.143:
  %e4043 = add i32 %tid18, 384
  %kl4045 = udiv i32 %e4043, 16
  %cl4047 = urem i32 %e4043, 16
  %la4049 = shl i32 %e4043, 2
  %gep.738 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4049
  %v4050 = load float, ptr addrspace(3) %gep.738, align 4
  %kin4051 = add i32 %k_blk68, %kl4045
  %cin4052 = add i32 %c_blk70, %cl4047
  %kok4054 = icmp ult i32 %kin4051, 32
  %cok4056 = icmp ult i32 %cin4052, 32
  %ok4057 = and i1 %kok4054, %cok4056
  br i1 %ok4057, label %if.then.144, label %if.end.144
if.then.144:
  %krow4058 = add i32 %kbase2464, %kin4051
  %kr4060 = mul i32 %krow4058, 3
  %t_r4062 = add i32 %kr4060, 1
  %t_s4064 = mul i32 %t_r4062, 3
  %t_c4066 = add i32 %t_s4064, 2
  %t_e4068 = mul i32 %t_c4066, 32
  %el4069 = add i32 %t_e4068, %cin4052
  %off4071 = shl i32 %el4069, 2
  %old.739 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4050, ptr addrspace(8) %rws87, i32 %off4071, i32 0, i32 20)
  br label %if.end.144
if.end.144:
  %e4074 = add i32 %tid18, 448
  %kl4076 = udiv i32 %e4074, 16
  %cl4078 = urem i32 %e4074, 16
  %la4080 = shl i32 %e4074, 2
  %gep.740 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4080
  %v4081 = load float, ptr addrspace(3) %gep.740, align 4
  %kin4082 = add i32 %k_blk68, %kl4076
  %cin4083 = add i32 %c_blk70, %cl4078
  %kok4085 = icmp ult i32 %kin4082, 32
  %cok4087 = icmp ult i32 %cin4083, 32
  %ok4088 = and i1 %kok4085, %cok4087
  br i1 %ok4088, label %if.then.145, label %if.end.145
if.then.145:
  %krow4089 = add i32 %kbase2464, %kin4082
  %kr4091 = mul i32 %krow4089, 3
  %t_r4093 = add i32 %kr4091, 1
  %t_s4095 = mul i32 %t_r4093, 3
  %t_c4097 = add i32 %t_s4095, 2
  %t_e4099 = mul i32 %t_c4097, 32
  %el4100 = add i32 %t_e4099, %cin4083
  %off4102 = shl i32 %el4100, 2
  %old.741 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4081, ptr addrspace(8) %rws87, i32 %off4102, i32 0, i32 20)
  br label %if.end.145
if.end.145:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4105 = add i32 %e_lane2471, 0
  %v4106 = extractelement <8 x float> %acc1568, i32 0
  %gep.742 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4105
  store float %v4106, ptr addrspace(3) %gep.742, align 4
  %e_addr4108 = add i32 %e_lane2471, 64
  %v4109 = extractelement <8 x float> %acc1568, i32 1
  %gep.743 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4108
  store float %v4109, ptr addrspace(3) %gep.743, align 4
  %e_addr4111 = add i32 %e_lane2471, 128
  %v4112 = extractelement <8 x float> %acc1568, i32 2
  %gep.744 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4111
  store float %v4112, ptr addrspace(3) %gep.744, align 4
  %e_addr4114 = add i32 %e_lane2471, 192
  %v4115 = extractelement <8 x float> %acc1568, i32 3
  %gep.745 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4114
  store float %v4115, ptr addrspace(3) %gep.745, align 4
  %e_addr4117 = add i32 %e_lane2471, 256
  %v4118 = extractelement <8 x float> %acc1568, i32 4
  %gep.746 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4117
  store float %v4118, ptr addrspace(3) %gep.746, align 4
  %e_addr4120 = add i32 %e_lane2471, 320
  %v4121 = extractelement <8 x float> %acc1568, i32 5
  %gep.747 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4120
  store float %v4121, ptr addrspace(3) %gep.747, align 4
  %e_addr4123 = add i32 %e_lane2471, 384
  %v4124 = extractelement <8 x float> %acc1568, i32 6
  %gep.748 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4123
  store float %v4124, ptr addrspace(3) %gep.748, align 4
  %e_addr4126 = add i32 %e_lane2471, 448
  %v4127 = extractelement <8 x float> %acc1568, i32 7
  %gep.749 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4126
  store float %v4127, ptr addrspace(3) %gep.749, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4129 = add i32 %tid18, 0
  %kl4131 = udiv i32 %e4129, 16
  %cl4133 = urem i32 %e4129, 16
  %la4135 = shl i32 %e4129, 2
  %gep.750 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4135
  %v4136 = load float, ptr addrspace(3) %gep.750, align 4
  %kin4137 = add i32 %k_blk68, %kl4131
  %cin4138 = add i32 %c_blk70, %cl4133
  %kok4140 = icmp ult i32 %kin4137, 32
  %cok4142 = icmp ult i32 %cin4138, 32
  %ok4143 = and i1 %kok4140, %cok4142
  br i1 %ok4143, label %if.then.146, label %if.end.146
if.then.146:
  %krow4144 = add i32 %kbase2464, %kin4137
  %kr4146 = mul i32 %krow4144, 3
  %t_r4148 = add i32 %kr4146, 2
  %t_s4150 = mul i32 %t_r4148, 3
  %t_c4152 = add i32 %t_s4150, 0
  %t_e4154 = mul i32 %t_c4152, 32
  %el4155 = add i32 %t_e4154, %cin4138
  %off4157 = shl i32 %el4155, 2
  %old.751 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4136, ptr addrspace(8) %rws87, i32 %off4157, i32 0, i32 20)
  br label %if.end.146
if.end.146:
  %e4160 = add i32 %tid18, 64
  %kl4162 = udiv i32 %e4160, 16
  %cl4164 = urem i32 %e4160, 16
  %la4166 = shl i32 %e4160, 2
  %gep.752 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4166
  %v4167 = load float, ptr addrspace(3) %gep.752, align 4
  %kin4168 = add i32 %k_blk68, %kl4162
  %cin4169 = add i32 %c_blk70, %cl4164
  %kok4171 = icmp ult i32 %kin4168, 32
  %cok4173 = icmp ult i32 %cin4169, 32
  %ok4174 = and i1 %kok4171, %cok4173
  br i1 %ok4174, label %if.then.147, label %if.end.147
if.then.147:
  %krow4175 = add i32 %kbase2464, %kin4168
  %kr4177 = mul i32 %krow4175, 3
  %t_r4179 = add i32 %kr4177, 2
  %t_s4181 = mul i32 %t_r4179, 3
  %t_c4183 = add i32 %t_s4181, 0
  %t_e4185 = mul i32 %t_c4183, 32
  %el4186 = add i32 %t_e4185, %cin4169
  %off4188 = shl i32 %el4186, 2
  %old.753 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4167, ptr addrspace(8) %rws87, i32 %off4188, i32 0, i32 20)
  br label %if.end.147
if.end.147:
  %e4191 = add i32 %tid18, 128
  %kl4193 = udiv i32 %e4191, 16
  %cl4195 = urem i32 %e4191, 16
  %la4197 = shl i32 %e4191, 2
  %gep.754 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4197
  %v4198 = load float, ptr addrspace(3) %gep.754, align 4
  %kin4199 = add i32 %k_blk68, %kl4193
  %cin4200 = add i32 %c_blk70, %cl4195
  %kok4202 = icmp ult i32 %kin4199, 32
  %cok4204 = icmp ult i32 %cin4200, 32
  %ok4205 = and i1 %kok4202, %cok4204
  br i1 %ok4205, label %if.then.148, label %if.end.148
if.then.148:
  %krow4206 = add i32 %kbase2464, %kin4199
  %kr4208 = mul i32 %krow4206, 3
  %t_r4210 = add i32 %kr4208, 2
  %t_s4212 = mul i32 %t_r4210, 3
  %t_c4214 = add i32 %t_s4212, 0
  %t_e4216 = mul i32 %t_c4214, 32
  %el4217 = add i32 %t_e4216, %cin4200
  %off4219 = shl i32 %el4217, 2
  %old.755 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4198, ptr addrspace(8) %rws87, i32 %off4219, i32 0, i32 20)
  br label %if.end.148
if.end.148:
  %e4222 = add i32 %tid18, 192
  %kl4224 = udiv i32 %e4222, 16
  %cl4226 = urem i32 %e4222, 16
  %la4228 = shl i32 %e4222, 2
  %gep.756 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4228
  %v4229 = load float, ptr addrspace(3) %gep.756, align 4
  %kin4230 = add i32 %k_blk68, %kl4224
  %cin4231 = add i32 %c_blk70, %cl4226
  %kok4233 = icmp ult i32 %kin4230, 32
  %cok4235 = icmp ult i32 %cin4231, 32
  %ok4236 = and i1 %kok4233, %cok4235
  br i1 %ok4236, label %if.then.149, label %if.end.149
if.then.149:
  %krow4237 = add i32 %kbase2464, %kin4230
  %kr4239 = mul i32 %krow4237, 3
  %t_r4241 = add i32 %kr4239, 2
  %t_s4243 = mul i32 %t_r4241, 3
  %t_c4245 = add i32 %t_s4243, 0
  %t_e4247 = mul i32 %t_c4245, 32
  %el4248 = add i32 %t_e4247, %cin4231
  %off4250 = shl i32 %el4248, 2
  %old.757 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4229, ptr addrspace(8) %rws87, i32 %off4250, i32 0, i32 20)
  br label %if.end.149
if.end.149:
  %e4253 = add i32 %tid18, 256
  %kl4255 = udiv i32 %e4253, 16
  %cl4257 = urem i32 %e4253, 16
  %la4259 = shl i32 %e4253, 2
  %gep.758 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4259
  %v4260 = load float, ptr addrspace(3) %gep.758, align 4
  %kin4261 = add i32 %k_blk68, %kl4255
  %cin4262 = add i32 %c_blk70, %cl4257
  %kok4264 = icmp ult i32 %kin4261, 32
  %cok4266 = icmp ult i32 %cin4262, 32
  %ok4267 = and i1 %kok4264, %cok4266
  br i1 %ok4267, label %if.then.150, label %if.end.150
if.then.150:
  %krow4268 = add i32 %kbase2464, %kin4261
  %kr4270 = mul i32 %krow4268, 3
  %t_r4272 = add i32 %kr4270, 2
  %t_s4274 = mul i32 %t_r4272, 3
  %t_c4276 = add i32 %t_s4274, 0
  %t_e4278 = mul i32 %t_c4276, 32
  %el4279 = add i32 %t_e4278, %cin4262
  %off4281 = shl i32 %el4279, 2
  %old.759 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4260, ptr addrspace(8) %rws87, i32 %off4281, i32 0, i32 20)
  br label %if.end.150
if.end.150:
  %e4284 = add i32 %tid18, 320
  %kl4286 = udiv i32 %e4284, 16
  %cl4288 = urem i32 %e4284, 16
  %la4290 = shl i32 %e4284, 2
  %gep.760 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4290
  %v4291 = load float, ptr addrspace(3) %gep.760, align 4
  %kin4292 = add i32 %k_blk68, %kl4286
  %cin4293 = add i32 %c_blk70, %cl4288
  %kok4295 = icmp ult i32 %kin4292, 32
  %cok4297 = icmp ult i32 %cin4293, 32
  %ok4298 = and i1 %kok4295, %cok4297
  br i1 %ok4298, label %if.then.151, label %if.end.151
if.then.151:
  %krow4299 = add i32 %kbase2464, %kin4292
  %kr4301 = mul i32 %krow4299, 3
  %t_r4303 = add i32 %kr4301, 2
  %t_s4305 = mul i32 %t_r4303, 3
  %t_c4307 = add i32 %t_s4305, 0
  %t_e4309 = mul i32 %t_c4307, 32
  %el4310 = add i32 %t_e4309, %cin4293
  %off4312 = shl i32 %el4310, 2
  %old.761 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4291, ptr addrspace(8) %rws87, i32 %off4312, i32 0, i32 20)
  br label %if.end.151
if.end.151:
  %e4315 = add i32 %tid18, 384
  %kl4317 = udiv i32 %e4315, 16
  %cl4319 = urem i32 %e4315, 16
  %la4321 = shl i32 %e4315, 2
  %gep.762 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4321
  %v4322 = load float, ptr addrspace(3) %gep.762, align 4
  %kin4323 = add i32 %k_blk68, %kl4317
  %cin4324 = add i32 %c_blk70, %cl4319
  %kok4326 = icmp ult i32 %kin4323, 32
  %cok4328 = icmp ult i32 %cin4324, 32
  %ok4329 = and i1 %kok4326, %cok4328
  br i1 %ok4329, label %if.then.152, label %if.end.152
if.then.152:
  %krow4330 = add i32 %kbase2464, %kin4323
  %kr4332 = mul i32 %krow4330, 3
  %t_r4334 = add i32 %kr4332, 2
  %t_s4336 = mul i32 %t_r4334, 3
  %t_c4338 = add i32 %t_s4336, 0
  %t_e4340 = mul i32 %t_c4338, 32
  %el4341 = add i32 %t_e4340, %cin4324
  %off4343 = shl i32 %el4341, 2
  %old.763 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4322, ptr addrspace(8) %rws87, i32 %off4343, i32 0, i32 20)
  br label %if.end.152
if.end.152:
  %e4346 = add i32 %tid18, 448
  %kl4348 = udiv i32 %e4346, 16
  %cl4350 = urem i32 %e4346, 16
  %la4352 = shl i32 %e4346, 2
  %gep.764 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4352
  %v4353 = load float, ptr addrspace(3) %gep.764, align 4
  %kin4354 = add i32 %k_blk68, %kl4348
  %cin4355 = add i32 %c_blk70, %cl4350
  %kok4357 = icmp ult i32 %kin4354, 32
  %cok4359 = icmp ult i32 %cin4355, 32
  %ok4360 = and i1 %kok4357, %cok4359
  br i1 %ok4360, label %if.then.153, label %if.end.153
if.then.153:
  %krow4361 = add i32 %kbase2464, %kin4354
  %kr4363 = mul i32 %krow4361, 3
  %t_r4365 = add i32 %kr4363, 2
  %t_s4367 = mul i32 %t_r4365, 3
  %t_c4369 = add i32 %t_s4367, 0
  %t_e4371 = mul i32 %t_c4369, 32
  %el4372 = add i32 %t_e4371, %cin4355
  %off4374 = shl i32 %el4372, 2
  %old.765 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4353, ptr addrspace(8) %rws87, i32 %off4374, i32 0, i32 20)
  br label %if.end.153
if.end.153:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4377 = add i32 %e_lane2471, 0
  %v4378 = extractelement <8 x float> %acc1569, i32 0
  %gep.766 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4377
  store float %v4378, ptr addrspace(3) %gep.766, align 4
  %e_addr4380 = add i32 %e_lane2471, 64
  %v4381 = extractelement <8 x float> %acc1569, i32 1
  %gep.767 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4380
  store float %v4381, ptr addrspace(3) %gep.767, align 4
  %e_addr4383 = add i32 %e_lane2471, 128
  %v4384 = extractelement <8 x float> %acc1569, i32 2
  %gep.768 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4383
  store float %v4384, ptr addrspace(3) %gep.768, align 4
  %e_addr4386 = add i32 %e_lane2471, 192
  %v4387 = extractelement <8 x float> %acc1569, i32 3
  %gep.769 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4386
  store float %v4387, ptr addrspace(3) %gep.769, align 4
  %e_addr4389 = add i32 %e_lane2471, 256
  %v4390 = extractelement <8 x float> %acc1569, i32 4
  %gep.770 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4389
  store float %v4390, ptr addrspace(3) %gep.770, align 4
  %e_addr4392 = add i32 %e_lane2471, 320
  %v4393 = extractelement <8 x float> %acc1569, i32 5
  %gep.771 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4392
  store float %v4393, ptr addrspace(3) %gep.771, align 4
  %e_addr4395 = add i32 %e_lane2471, 384
  %v4396 = extractelement <8 x float> %acc1569, i32 6
  %gep.772 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4395
  store float %v4396, ptr addrspace(3) %gep.772, align 4
  %e_addr4398 = add i32 %e_lane2471, 448
  %v4399 = extractelement <8 x float> %acc1569, i32 7
  %gep.773 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4398
  store float %v4399, ptr addrspace(3) %gep.773, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4401 = add i32 %tid18, 0
  %kl4403 = udiv i32 %e4401, 16
  %cl4405 = urem i32 %e4401, 16
  %la4407 = shl i32 %e4401, 2
  %gep.774 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4407
  %v4408 = load float, ptr addrspace(3) %gep.774, align 4
  %kin4409 = add i32 %k_blk68, %kl4403
  %cin4410 = add i32 %c_blk70, %cl4405
  %kok4412 = icmp ult i32 %kin4409, 32
  %cok4414 = icmp ult i32 %cin4410, 32
  %ok4415 = and i1 %kok4412, %cok4414
  br i1 %ok4415, label %if.then.154, label %if.end.154
if.then.154:
  %krow4416 = add i32 %kbase2464, %kin4409
  %kr4418 = mul i32 %krow4416, 3
  %t_r4420 = add i32 %kr4418, 2
  %t_s4422 = mul i32 %t_r4420, 3
  %t_c4424 = add i32 %t_s4422, 1
  %t_e4426 = mul i32 %t_c4424, 32
  %el4427 = add i32 %t_e4426, %cin4410
  %off4429 = shl i32 %el4427, 2
  %old.775 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4408, ptr addrspace(8) %rws87, i32 %off4429, i32 0, i32 20)
  br label %if.end.154
if.end.154:
  %e4432 = add i32 %tid18, 64
  %kl4434 = udiv i32 %e4432, 16
  %cl4436 = urem i32 %e4432, 16
  %la4438 = shl i32 %e4432, 2
  %gep.776 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4438
  %v4439 = load float, ptr addrspace(3) %gep.776, align 4
  %kin4440 = add i32 %k_blk68, %kl4434
  %cin4441 = add i32 %c_blk70, %cl4436
  %kok4443 = icmp ult i32 %kin4440, 32
  %cok4445 = icmp ult i32 %cin4441, 32
  %ok4446 = and i1 %kok4443, %cok4445
  br i1 %ok4446, label %if.then.155, label %if.end.155
if.then.155:
  %krow4447 = add i32 %kbase2464, %kin4440
  %kr4449 = mul i32 %krow4447, 3
  %t_r4451 = add i32 %kr4449, 2
  %t_s4453 = mul i32 %t_r4451, 3
  %t_c4455 = add i32 %t_s4453, 1
  %t_e4457 = mul i32 %t_c4455, 32
  %el4458 = add i32 %t_e4457, %cin4441
  %off4460 = shl i32 %el4458, 2
  %old.777 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4439, ptr addrspace(8) %rws87, i32 %off4460, i32 0, i32 20)
  br label %if.end.155
if.end.155:
  %e4463 = add i32 %tid18, 128
  %kl4465 = udiv i32 %e4463, 16
  %cl4467 = urem i32 %e4463, 16
  %la4469 = shl i32 %e4463, 2
  %gep.778 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4469
  %v4470 = load float, ptr addrspace(3) %gep.778, align 4
  %kin4471 = add i32 %k_blk68, %kl4465
  %cin4472 = add i32 %c_blk70, %cl4467
  %kok4474 = icmp ult i32 %kin4471, 32
  %cok4476 = icmp ult i32 %cin4472, 32
  %ok4477 = and i1 %kok4474, %cok4476
  br i1 %ok4477, label %if.then.156, label %if.end.156
if.then.156:
  %krow4478 = add i32 %kbase2464, %kin4471
  %kr4480 = mul i32 %krow4478, 3
  %t_r4482 = add i32 %kr4480, 2
  %t_s4484 = mul i32 %t_r4482, 3
  %t_c4486 = add i32 %t_s4484, 1
  %t_e4488 = mul i32 %t_c4486, 32
  %el4489 = add i32 %t_e4488, %cin4472
  %off4491 = shl i32 %el4489, 2
  %old.779 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4470, ptr addrspace(8) %rws87, i32 %off4491, i32 0, i32 20)
  br label %if.end.156
if.end.156:
  %e4494 = add i32 %tid18, 192
  %kl4496 = udiv i32 %e4494, 16
  %cl4498 = urem i32 %e4494, 16
  %la4500 = shl i32 %e4494, 2
  %gep.780 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4500
  %v4501 = load float, ptr addrspace(3) %gep.780, align 4
  %kin4502 = add i32 %k_blk68, %kl4496
  %cin4503 = add i32 %c_blk70, %cl4498
  %kok4505 = icmp ult i32 %kin4502, 32
  %cok4507 = icmp ult i32 %cin4503, 32
  %ok4508 = and i1 %kok4505, %cok4507
  br i1 %ok4508, label %if.then.157, label %if.end.157
if.then.157:
  %krow4509 = add i32 %kbase2464, %kin4502
  %kr4511 = mul i32 %krow4509, 3
  %t_r4513 = add i32 %kr4511, 2
  %t_s4515 = mul i32 %t_r4513, 3
  %t_c4517 = add i32 %t_s4515, 1
  %t_e4519 = mul i32 %t_c4517, 32
  %el4520 = add i32 %t_e4519, %cin4503
  %off4522 = shl i32 %el4520, 2
  %old.781 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4501, ptr addrspace(8) %rws87, i32 %off4522, i32 0, i32 20)
  br label %if.end.157
if.end.157:
  %e4525 = add i32 %tid18, 256
  %kl4527 = udiv i32 %e4525, 16
  %cl4529 = urem i32 %e4525, 16
  %la4531 = shl i32 %e4525, 2
  %gep.782 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4531
  %v4532 = load float, ptr addrspace(3) %gep.782, align 4
  %kin4533 = add i32 %k_blk68, %kl4527
  %cin4534 = add i32 %c_blk70, %cl4529
  %kok4536 = icmp ult i32 %kin4533, 32
  %cok4538 = icmp ult i32 %cin4534, 32
  %ok4539 = and i1 %kok4536, %cok4538
  br i1 %ok4539, label %if.then.158, label %if.end.158
if.then.158:
  %krow4540 = add i32 %kbase2464, %kin4533
  %kr4542 = mul i32 %krow4540, 3
  %t_r4544 = add i32 %kr4542, 2
  %t_s4546 = mul i32 %t_r4544, 3
  %t_c4548 = add i32 %t_s4546, 1
  %t_e4550 = mul i32 %t_c4548, 32
  %el4551 = add i32 %t_e4550, %cin4534
  %off4553 = shl i32 %el4551, 2
  %old.783 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4532, ptr addrspace(8) %rws87, i32 %off4553, i32 0, i32 20)
  br label %if.end.158
if.end.158:
  %e4556 = add i32 %tid18, 320
  %kl4558 = udiv i32 %e4556, 16
  %cl4560 = urem i32 %e4556, 16
  %la4562 = shl i32 %e4556, 2
  %gep.784 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4562
  %v4563 = load float, ptr addrspace(3) %gep.784, align 4
  %kin4564 = add i32 %k_blk68, %kl4558
  %cin4565 = add i32 %c_blk70, %cl4560
  %kok4567 = icmp ult i32 %kin4564, 32
  %cok4569 = icmp ult i32 %cin4565, 32
  %ok4570 = and i1 %kok4567, %cok4569
  br i1 %ok4570, label %if.then.159, label %if.end.159
if.then.159:
  %krow4571 = add i32 %kbase2464, %kin4564
  %kr4573 = mul i32 %krow4571, 3
  %t_r4575 = add i32 %kr4573, 2
  %t_s4577 = mul i32 %t_r4575, 3
  %t_c4579 = add i32 %t_s4577, 1
  %t_e4581 = mul i32 %t_c4579, 32
  %el4582 = add i32 %t_e4581, %cin4565
  %off4584 = shl i32 %el4582, 2
  %old.785 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4563, ptr addrspace(8) %rws87, i32 %off4584, i32 0, i32 20)
  br label %if.end.159
if.end.159:
  %e4587 = add i32 %tid18, 384
  %kl4589 = udiv i32 %e4587, 16
  %cl4591 = urem i32 %e4587, 16
  %la4593 = shl i32 %e4587, 2
  %gep.786 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4593
  %v4594 = load float, ptr addrspace(3) %gep.786, align 4
  %kin4595 = add i32 %k_blk68, %kl4589
  %cin4596 = add i32 %c_blk70, %cl4591
  %kok4598 = icmp ult i32 %kin4595, 32
  %cok4600 = icmp ult i32 %cin4596, 32
  %ok4601 = and i1 %kok4598, %cok4600
  br i1 %ok4601, label %if.then.160, label %if.end.160
if.then.160:
  %krow4602 = add i32 %kbase2464, %kin4595
  %kr4604 = mul i32 %krow4602, 3
  %t_r4606 = add i32 %kr4604, 2
  %t_s4608 = mul i32 %t_r4606, 3
  %t_c4610 = add i32 %t_s4608, 1
  %t_e4612 = mul i32 %t_c4610, 32
  %el4613 = add i32 %t_e4612, %cin4596
  %off4615 = shl i32 %el4613, 2
  %old.787 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4594, ptr addrspace(8) %rws87, i32 %off4615, i32 0, i32 20)
  br label %if.end.160
if.end.160:
  %e4618 = add i32 %tid18, 448
  %kl4620 = udiv i32 %e4618, 16
  %cl4622 = urem i32 %e4618, 16
  %la4624 = shl i32 %e4618, 2
  %gep.788 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4624
  %v4625 = load float, ptr addrspace(3) %gep.788, align 4
  %kin4626 = add i32 %k_blk68, %kl4620
  %cin4627 = add i32 %c_blk70, %cl4622
  %kok4629 = icmp ult i32 %kin4626, 32
  %cok4631 = icmp ult i32 %cin4627, 32
  %ok4632 = and i1 %kok4629, %cok4631
  br i1 %ok4632, label %if.then.161, label %if.end.161
if.then.161:
  %krow4633 = add i32 %kbase2464, %kin4626
  %kr4635 = mul i32 %krow4633, 3
  %t_r4637 = add i32 %kr4635, 2
  %t_s4639 = mul i32 %t_r4637, 3
  %t_c4641 = add i32 %t_s4639, 1
  %t_e4643 = mul i32 %t_c4641, 32
  %el4644 = add i32 %t_e4643, %cin4627
  %off4646 = shl i32 %el4644, 2
  %old.789 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4625, ptr addrspace(8) %rws87, i32 %off4646, i32 0, i32 20)
  br label %if.end.161
if.end.161:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4649 = add i32 %e_lane2471, 0
  %v4650 = extractelement <8 x float> %acc1570, i32 0
  %gep.790 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4649
  store float %v4650, ptr addrspace(3) %gep.790, align 4
  %e_addr4652 = add i32 %e_lane2471, 64
  %v4653 = extractelement <8 x float> %acc1570, i32 1
  %gep.791 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4652
  store float %v4653, ptr addrspace(3) %gep.791, align 4
  %e_addr4655 = add i32 %e_lane2471, 128
  %v4656 = extractelement <8 x float> %acc1570, i32 2
  %gep.792 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4655
  store float %v4656, ptr addrspace(3) %gep.792, align 4
  %e_addr4658 = add i32 %e_lane2471, 192
  %v4659 = extractelement <8 x float> %acc1570, i32 3
  %gep.793 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4658
  store float %v4659, ptr addrspace(3) %gep.793, align 4
  %e_addr4661 = add i32 %e_lane2471, 256
  %v4662 = extractelement <8 x float> %acc1570, i32 4
  %gep.794 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4661
  store float %v4662, ptr addrspace(3) %gep.794, align 4
  %e_addr4664 = add i32 %e_lane2471, 320
  %v4665 = extractelement <8 x float> %acc1570, i32 5
  %gep.795 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4664
  store float %v4665, ptr addrspace(3) %gep.795, align 4
  %e_addr4667 = add i32 %e_lane2471, 384
  %v4668 = extractelement <8 x float> %acc1570, i32 6
  %gep.796 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4667
  store float %v4668, ptr addrspace(3) %gep.796, align 4
  %e_addr4670 = add i32 %e_lane2471, 448
  %v4671 = extractelement <8 x float> %acc1570, i32 7
  %gep.797 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4670
  store float %v4671, ptr addrspace(3) %gep.797, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4673 = add i32 %tid18, 0
  %kl4675 = udiv i32 %e4673, 16
  %cl4677 = urem i32 %e4673, 16
  %la4679 = shl i32 %e4673, 2
  %gep.798 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4679
  %v4680 = load float, ptr addrspace(3) %gep.798, align 4
  %kin4681 = add i32 %k_blk68, %kl4675
  %cin4682 = add i32 %c_blk70, %cl4677
  %kok4684 = icmp ult i32 %kin4681, 32
  %cok4686 = icmp ult i32 %cin4682, 32
  %ok4687 = and i1 %kok4684, %cok4686
  br i1 %ok4687, label %if.then.162, label %if.end.162
if.then.162:
  %krow4688 = add i32 %kbase2464, %kin4681
  %kr4690 = mul i32 %krow4688, 3
  %t_r4692 = add i32 %kr4690, 2
  %t_s4694 = mul i32 %t_r4692, 3
  %t_c4696 = add i32 %t_s4694, 2
  %t_e4698 = mul i32 %t_c4696, 32
  %el4699 = add i32 %t_e4698, %cin4682
  %off4701 = shl i32 %el4699, 2
  %old.799 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4680, ptr addrspace(8) %rws87, i32 %off4701, i32 0, i32 20)
  br label %if.end.162
if.end.162:
  %e4704 = add i32 %tid18, 64
  %kl4706 = udiv i32 %e4704, 16
  %cl4708 = urem i32 %e4704, 16
  %la4710 = shl i32 %e4704, 2
  %gep.800 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4710
  %v4711 = load float, ptr addrspace(3) %gep.800, align 4
  %kin4712 = add i32 %k_blk68, %kl4706
  %cin4713 = add i32 %c_blk70, %cl4708
  %kok4715 = icmp ult i32 %kin4712, 32
  %cok4717 = icmp ult i32 %cin4713, 32
  %ok4718 = and i1 %kok4715, %cok4717
  br i1 %ok4718, label %if.then.163, label %if.end.163
if.then.163:
  %krow4719 = add i32 %kbase2464, %kin4712
  %kr4721 = mul i32 %krow4719, 3
  %t_r4723 = add i32 %kr4721, 2
  %t_s4725 = mul i32 %t_r4723, 3
  %t_c4727 = add i32 %t_s4725, 2
  %t_e4729 = mul i32 %t_c4727, 32
  %el4730 = add i32 %t_e4729, %cin4713
  %off4732 = shl i32 %el4730, 2
  %old.801 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4711, ptr addrspace(8) %rws87, i32 %off4732, i32 0, i32 20)
  br label %if.end.163
if.end.163:
  %e4735 = add i32 %tid18, 128
  %kl4737 = udiv i32 %e4735, 16
  %cl4739 = urem i32 %e4735, 16
  %la4741 = shl i32 %e4735, 2
  %gep.802 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4741
  %v4742 = load float, ptr addrspace(3) %gep.802, align 4
  %kin4743 = add i32 %k_blk68, %kl4737
  %cin4744 = add i32 %c_blk70, %cl4739
  %kok4746 = icmp ult i32 %kin4743, 32
  %cok4748 = icmp ult i32 %cin4744, 32
  %ok4749 = and i1 %kok4746, %cok4748
  br i1 %ok4749, label %if.then.164, label %if.end.164
if.then.164:
  %krow4750 = add i32 %kbase2464, %kin4743
  %kr4752 = mul i32 %krow4750, 3
  %t_r4754 = add i32 %kr4752, 2
  %t_s4756 = mul i32 %t_r4754, 3
  %t_c4758 = add i32 %t_s4756, 2
  %t_e4760 = mul i32 %t_c4758, 32
  %el4761 = add i32 %t_e4760, %cin4744
  %off4763 = shl i32 %el4761, 2
  %old.803 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4742, ptr addrspace(8) %rws87, i32 %off4763, i32 0, i32 20)
  br label %if.end.164
if.end.164:
  %e4766 = add i32 %tid18, 192
  %kl4768 = udiv i32 %e4766, 16
  %cl4770 = urem i32 %e4766, 16
  %la4772 = shl i32 %e4766, 2
  %gep.804 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4772
  %v4773 = load float, ptr addrspace(3) %gep.804, align 4
  %kin4774 = add i32 %k_blk68, %kl4768
  %cin4775 = add i32 %c_blk70, %cl4770
  %kok4777 = icmp ult i32 %kin4774, 32
  %cok4779 = icmp ult i32 %cin4775, 32
  %ok4780 = and i1 %kok4777, %cok4779
  br i1 %ok4780, label %if.then.165, label %if.end.165
if.then.165:
  %krow4781 = add i32 %kbase2464, %kin4774
  %kr4783 = mul i32 %krow4781, 3
  %t_r4785 = add i32 %kr4783, 2
  %t_s4787 = mul i32 %t_r4785, 3
  %t_c4789 = add i32 %t_s4787, 2
  %t_e4791 = mul i32 %t_c4789, 32
  %el4792 = add i32 %t_e4791, %cin4775
  %off4794 = shl i32 %el4792, 2
  %old.805 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4773, ptr addrspace(8) %rws87, i32 %off4794, i32 0, i32 20)
  br label %if.end.165
if.end.165:
  %e4797 = add i32 %tid18, 256
  %kl4799 = udiv i32 %e4797, 16
  %cl4801 = urem i32 %e4797, 16
  %la4803 = shl i32 %e4797, 2
  %gep.806 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4803
  %v4804 = load float, ptr addrspace(3) %gep.806, align 4
  %kin4805 = add i32 %k_blk68, %kl4799
  %cin4806 = add i32 %c_blk70, %cl4801
  %kok4808 = icmp ult i32 %kin4805, 32
  %cok4810 = icmp ult i32 %cin4806, 32
  %ok4811 = and i1 %kok4808, %cok4810
  br i1 %ok4811, label %if.then.166, label %if.end.166
if.then.166:
  %krow4812 = add i32 %kbase2464, %kin4805
  %kr4814 = mul i32 %krow4812, 3
  %t_r4816 = add i32 %kr4814, 2
  %t_s4818 = mul i32 %t_r4816, 3
  %t_c4820 = add i32 %t_s4818, 2
  %t_e4822 = mul i32 %t_c4820, 32
  %el4823 = add i32 %t_e4822, %cin4806
  %off4825 = shl i32 %el4823, 2
  %old.807 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4804, ptr addrspace(8) %rws87, i32 %off4825, i32 0, i32 20)
  br label %if.end.166
if.end.166:
  %e4828 = add i32 %tid18, 320
  %kl4830 = udiv i32 %e4828, 16
  %cl4832 = urem i32 %e4828, 16
  %la4834 = shl i32 %e4828, 2
  %gep.808 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4834
  %v4835 = load float, ptr addrspace(3) %gep.808, align 4
  %kin4836 = add i32 %k_blk68, %kl4830
  %cin4837 = add i32 %c_blk70, %cl4832
  %kok4839 = icmp ult i32 %kin4836, 32
  %cok4841 = icmp ult i32 %cin4837, 32
  %ok4842 = and i1 %kok4839, %cok4841
  br i1 %ok4842, label %if.then.167, label %if.end.167
if.then.167:
  %krow4843 = add i32 %kbase2464, %kin4836
  %kr4845 = mul i32 %krow4843, 3
  %t_r4847 = add i32 %kr4845, 2
  %t_s4849 = mul i32 %t_r4847, 3
  %t_c4851 = add i32 %t_s4849, 2
  %t_e4853 = mul i32 %t_c4851, 32
  %el4854 = add i32 %t_e4853, %cin4837
  %off4856 = shl i32 %el4854, 2
  %old.809 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4835, ptr addrspace(8) %rws87, i32 %off4856, i32 0, i32 20)
  br label %if.end.167
if.end.167:
  %e4859 = add i32 %tid18, 384
  %kl4861 = udiv i32 %e4859, 16
  %cl4863 = urem i32 %e4859, 16
  %la4865 = shl i32 %e4859, 2
  %gep.810 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4865
  %v4866 = load float, ptr addrspace(3) %gep.810, align 4
  %kin4867 = add i32 %k_blk68, %kl4861
  %cin4868 = add i32 %c_blk70, %cl4863
  %kok4870 = icmp ult i32 %kin4867, 32
  %cok4872 = icmp ult i32 %cin4868, 32
  %ok4873 = and i1 %kok4870, %cok4872
  br i1 %ok4873, label %if.then.168, label %if.end.168
if.then.168:
  %krow4874 = add i32 %kbase2464, %kin4867
  %kr4876 = mul i32 %krow4874, 3
  %t_r4878 = add i32 %kr4876, 2
  %t_s4880 = mul i32 %t_r4878, 3
  %t_c4882 = add i32 %t_s4880, 2
  %t_e4884 = mul i32 %t_c4882, 32
  %el4885 = add i32 %t_e4884, %cin4868
  %off4887 = shl i32 %el4885, 2
  %old.811 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4866, ptr addrspace(8) %rws87, i32 %off4887, i32 0, i32 20)
  br label %if.end.168
if.end.168:
  %e4890 = add i32 %tid18, 448
  %kl4892 = udiv i32 %e4890, 16
  %cl4894 = urem i32 %e4890, 16
  %la4896 = shl i32 %e4890, 2
  %gep.812 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4896
  %v4897 = load float, ptr addrspace(3) %gep.812, align 4
  %kin4898 = add i32 %k_blk68, %kl4892
  %cin4899 = add i32 %c_blk70, %cl4894
  %kok4901 = icmp ult i32 %kin4898, 32
  %cok4903 = icmp ult i32 %cin4899, 32
  %ok4904 = and i1 %kok4901, %cok4903
  br i1 %ok4904, label %if.then.169, label %if.end.169
if.then.169:
  %krow4905 = add i32 %kbase2464, %kin4898
  %kr4907 = mul i32 %krow4905, 3
  %t_r4909 = add i32 %kr4907, 2
  %t_s4911 = mul i32 %t_r4909, 3
  %t_c4913 = add i32 %t_s4911, 2
  %t_e4915 = mul i32 %t_c4913, 32
  %el4916 = add i32 %t_e4915, %cin4899
  %off4918 = shl i32 %el4916, 2
  %old.813 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4897, ptr addrspace(8) %rws87, i32 %off4918, i32 0, i32 20)
  br label %if.end.169
if.end.169:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="256" }
