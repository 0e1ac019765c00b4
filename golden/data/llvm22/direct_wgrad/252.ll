; irgate direct_wgrad{dtype=fp16,filter_h=4,filter_w=4,pad_h=2,pad_w=1,stride_h=1,stride_w=1,cpg=0,kpg=0,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=0,tdm_stages=2,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1 = internal unnamed_addr addrspace(3) global [16560 x i8] undef, align 16

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

define amdgpu_kernel void @irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_k26 = urem i32 %wave24, 1
  %wave_c28 = udiv i32 %wave24, 1
  %wkb30 = mul i32 %wave_k26, 16
  %wcb32 = mul i32 %wave_c28, 16
  %half34 = lshr i32 %lane22, 4
  %khalf36 = shl i32 %half34, 3
  %lrow38 = and i32 %lane22, 7
  %tr_row39 = add i32 %khalf36, %lrow38
  %lcol41 = and i32 %lane22, 15
  %cgrp43 = lshr i32 %lcol41, 3
  %tr_col45 = shl i32 %cgrp43, 3
  %a_r47 = mul i32 %tr_row39, 24
  %a_c48 = add i32 %a_r47, %tr_col45
  %a_e49 = add i32 %a_c48, %wkb30
  %a_lane51 = shl i32 %a_e49, 1
  %b_r53 = mul i32 %tr_row39, 24
  %b_c54 = add i32 %b_r53, %tr_col45
  %b_e55 = add i32 %b_c54, %wcb32
  %b_lane57 = shl i32 %b_e55, 1
  %bx58 = call i32 @llvm.amdgcn.workgroup.id.x()
  %rblk59 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img60 = call i32 @llvm.amdgcn.workgroup.id.z()
  %nct_a62 = add i32 %cpg, 15
  %nct64 = udiv i32 %nct_a62, 16
  %nkt_a66 = add i32 %kpg, 15
  %nkt68 = udiv i32 %nkt_a66, 16
  %ct69 = urem i32 %bx58, %nct64
  %rest70 = udiv i32 %bx58, %nct64
  %kt71 = urem i32 %rest70, %nkt68
  %g72 = udiv i32 %rest70, %nkt68
  %k_blk74 = mul i32 %kt71, 16
  %c_blk76 = mul i32 %ct69, 16
  %gk77 = mul i32 %g72, %kpg
  %gc78 = mul i32 %g72, %cpg
  %dy_ch79 = add i32 %gk77, %k_blk74
  %x_ch80 = add i32 %gc78, %c_blk76
  %band_a82 = add i32 %ho, 0
  %band84 = udiv i32 %band_a82, 1
  %ho_lo85 = mul i32 %rblk59, %band84
  %ho_end86 = add i32 %ho_lo85, %band84
  %fits87 = icmp ult i32 %ho_end86, %ho
  %ho_hi88 = select i1 %fits87, i32 %ho_end86, i32 %ho
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy89 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx90 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws91 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img92 = mul i32 %img60, %dy_stride_n
  %x_img93 = mul i32 %img60, %x_stride_n
  %wave_u95 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %wave24)
  %issuer97 = icmp eq i32 %wave_u95, 0
  %dy_dummy98 = add i32 %dy_img92, %dy_ch79
  %x_dummy99 = add i32 %x_img93, %x_ch80
  %ncols_a101 = add i32 %wo, 31
  %ncols103 = lshr i32 %ncols_a101, 5
  %live104 = icmp slt i32 %ho_lo85, %ho_hi88
  %span_a105 = sub i32 %ho_hi88, %ho_lo85
  %span107 = select i1 %live104, i32 %span_a105, i32 0
  %rg_a109 = add i32 %span107, 0
  %rgs111 = udiv i32 %rg_a109, 1
  %steps112 = mul i32 %rgs111, %ncols103
  %rg114 = udiv i32 0, %ncols103
  %ccol115 = urem i32 0, %ncols103
  %rgo117 = mul i32 %rg114, 1
  %ho_s118 = add i32 %ho_lo85, %rgo117
  %wo_s120 = shl i32 %ccol115, 5
  %slot122 = urem i32 0, 2
  %slot_off124 = mul i32 %slot122, 8256
  %wo_left125 = sub i32 %wo, %wo_s120
  %wo_fit127 = icmp ult i32 %wo_left125, 32
  %wo_n129 = select i1 %wo_fit127, i32 %wo_left125, i32 32
  %wb131 = sub i32 %wo_s120, 1
  %lead_neg133 = icmp slt i32 %wb131, 0
  %lead_a135 = sub i32 0, %wb131
  %lead137 = select i1 %lead_neg133, i32 %lead_a135, i32 0
  %x_first138 = add i32 %wb131, %lead137
  %x_end140 = add i32 %wb131, 35
  %x_fit141 = icmp slt i32 %x_end140, %wi
  %x_end142 = select i1 %x_fit141, i32 %x_end140, i32 %wi
  %x_span143 = sub i32 %x_end142, %x_first138
  %x_some144 = icmp slt i32 %x_first138, %x_end142
  %x_span146 = select i1 %x_some144, i32 %x_span143, i32 0
  %lead_b148 = mul i32 %lead137, 48
  %ho150 = add i32 %ho_s118, 0
  %hok151 = icmp ult i32 %ho150, %ho_hi88
  %dy_n153 = select i1 %hok151, i32 %wo_n129, i32 0
  %dy_row154 = mul i32 %ho150, %dy_stride_h
  %dy_r155 = add i32 %dy_img92, %dy_row154
  %col156 = mul i32 %wo_s120, %dy_stride_w
  %el157 = add i32 %dy_r155, %col156
  %el158 = add i32 %el157, %dy_ch79
  %dst160 = add i32 %slot_off124, 0
  %some162 = icmp ne i32 %dy_n153, 0
  %dst164 = select i1 %some162, i32 %dst160, i32 16512
  %src165 = select i1 %some162, i32 %el158, i32 %dy_dummy98
  %rows167 = select i1 %some162, i32 %dy_n153, i32 1
  br i1 %issuer97, label %if.then.1, label %if.end.1
if.then.1:
  %gep.4 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst164
  %lsa.5 = ptrtoint ptr addrspace(3) %gep.4 to i32
  %src.6 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src165
  %ga.7 = ptrtoint ptr addrspace(1) %src.6 to i64
  %galo.8 = trunc i64 %ga.7 to i32
  %gahw.9 = lshr i64 %ga.7, 32
  %gahi.10 = trunc i64 %gahw.9 to i32
  %gaty.11 = or i32 %gahi.10, -2147483648
  %g0a.12 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.5, i32 1
  %g0b.13 = insertelement <4 x i32> %g0a.12, i32 %galo.8, i32 2
  %g0.14 = insertelement <4 x i32> %g0b.13, i32 %gaty.11, i32 3
  %dim1.15 = shl i32 %rows167, 16
  %g1a.16 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.15, i32 2
  %g1b.17 = insertelement <8 x i32> %g1a.16, i32 %rows167, i32 4
  %g1.18 = insertelement <8 x i32> %g1b.17, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.14, <8 x i32> %g1.18, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.1
if.end.1:
  %partial169 = icmp ult i32 %dy_n153, 32
  br i1 %partial169, label %if.then.2, label %if.end.2
if.then.2:
  %e171 = add i32 %tid20, 0
  %row173 = udiv i32 %e171, 2
  %cc175 = urem i32 %e171, 2
  %chan177 = shl i32 %cc175, 3
  %hole178 = icmp uge i32 %row173, %dy_n153
  %lrow180 = mul i32 %row173, 24
  %lel181 = add i32 %lrow180, %chan177
  %lb183 = shl i32 %lel181, 1
  %lz184 = add i32 %lb183, %slot_off124
  br i1 %hole178, label %if.then.3, label %if.end.3
if.then.3:
  %za186 = add i32 %lz184, 0
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za186
  store float 0x0000000000000000, ptr addrspace(3) %gep.19, align 4
  %za189 = add i32 %lz184, 4
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za189
  store float 0x0000000000000000, ptr addrspace(3) %gep.20, align 4
  %za192 = add i32 %lz184, 8
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za192
  store float 0x0000000000000000, ptr addrspace(3) %gep.21, align 4
  %za195 = add i32 %lz184, 12
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za195
  store float 0x0000000000000000, ptr addrspace(3) %gep.22, align 4
  br label %if.end.3
if.end.3:
  %e198 = add i32 %tid20, 32
  %row200 = udiv i32 %e198, 2
  %cc202 = urem i32 %e198, 2
  %chan204 = shl i32 %cc202, 3
  %hole205 = icmp uge i32 %row200, %dy_n153
  %lrow207 = mul i32 %row200, 24
  %lel208 = add i32 %lrow207, %chan204
  %lb210 = shl i32 %lel208, 1
  %lz211 = add i32 %lb210, %slot_off124
  br i1 %hole205, label %if.then.4, label %if.end.4
if.then.4:
  %za213 = add i32 %lz211, 0
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za213
  store float 0x0000000000000000, ptr addrspace(3) %gep.23, align 4
  %za216 = add i32 %lz211, 4
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za216
  store float 0x0000000000000000, ptr addrspace(3) %gep.24, align 4
  %za219 = add i32 %lz211, 8
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za219
  store float 0x0000000000000000, ptr addrspace(3) %gep.25, align 4
  %za222 = add i32 %lz211, 12
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za222
  store float 0x0000000000000000, ptr addrspace(3) %gep.26, align 4
  br label %if.end.4
if.end.4:
  br label %if.end.2
if.end.2:
  %h_a225 = add i32 %ho150, 0
  %hi227 = sub i32 %h_a225, 2
  %hiok228 = icmp ult i32 %hi227, %hi
  %x_n230 = select i1 %hiok228, i32 %x_span146, i32 0
  %x_row231 = mul i32 %hi227, %x_stride_h
  %x_r232 = add i32 %x_img93, %x_row231
  %col233 = mul i32 %x_first138, %x_stride_w
  %el234 = add i32 %x_r232, %col233
  %el235 = add i32 %el234, %x_ch80
  %dst236 = add i32 %slot_off124, %lead_b148
  %dst238 = add i32 %dst236, 1536
  %some240 = icmp ne i32 %x_n230, 0
  %dst242 = select i1 %some240, i32 %dst238, i32 16512
  %src243 = select i1 %some240, i32 %el235, i32 %x_dummy99
  %rows245 = select i1 %some240, i32 %x_n230, i32 1
  br i1 %issuer97, label %if.then.5, label %if.end.5
if.then.5:
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst242
  %lsa.28 = ptrtoint ptr addrspace(3) %gep.27 to i32
  %src.29 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src243
  %ga.30 = ptrtoint ptr addrspace(1) %src.29 to i64
  %galo.31 = trunc i64 %ga.30 to i32
  %gahw.32 = lshr i64 %ga.30, 32
  %gahi.33 = trunc i64 %gahw.32 to i32
  %gaty.34 = or i32 %gahi.33, -2147483648
  %g0a.35 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.28, i32 1
  %g0b.36 = insertelement <4 x i32> %g0a.35, i32 %galo.31, i32 2
  %g0.37 = insertelement <4 x i32> %g0b.36, i32 %gaty.34, i32 3
  %dim1.38 = shl i32 %rows245, 16
  %g1a.39 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.38, i32 2
  %g1b.40 = insertelement <8 x i32> %g1a.39, i32 %rows245, i32 4
  %g1.41 = insertelement <8 x i32> %g1b.40, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.37, <8 x i32> %g1.41, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.5
if.end.5:
  %cover_end246 = add i32 %lead137, %x_n230
  %partial248 = icmp ult i32 %x_n230, 35
  br i1 %partial248, label %if.then.6, label %if.end.6
if.then.6:
  %e250 = add i32 %tid20, 0
  %row252 = udiv i32 %e250, 2
  %cc254 = urem i32 %e250, 2
  %chan256 = shl i32 %cc254, 3
  %below257 = icmp ult i32 %row252, %lead137
  %above258 = icmp uge i32 %row252, %cover_end246
  %hole259 = or i1 %below257, %above258
  %ein261 = icmp ult i32 %e250, 70
  %hole262 = and i1 %hole259, %ein261
  %lrow264 = mul i32 %row252, 24
  %lel265 = add i32 %lrow264, %chan256
  %lb267 = shl i32 %lel265, 1
  %lz268 = add i32 %lb267, %slot_off124
  br i1 %hole262, label %if.then.7, label %if.end.7
if.then.7:
  %za270 = add i32 %lz268, 1536
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za270
  store float 0x0000000000000000, ptr addrspace(3) %gep.42, align 4
  %za273 = add i32 %lz268, 1540
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za273
  store float 0x0000000000000000, ptr addrspace(3) %gep.43, align 4
  %za276 = add i32 %lz268, 1544
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za276
  store float 0x0000000000000000, ptr addrspace(3) %gep.44, align 4
  %za279 = add i32 %lz268, 1548
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za279
  store float 0x0000000000000000, ptr addrspace(3) %gep.45, align 4
  br label %if.end.7
if.end.7:
  %e282 = add i32 %tid20, 32
  %row284 = udiv i32 %e282, 2
  %cc286 = urem i32 %e282, 2
  %chan288 = shl i32 %cc286, 3
  %below289 = icmp ult i32 %row284, %lead137
  %above290 = icmp uge i32 %row284, %cover_end246
  %hole291 = or i1 %below289, %above290
  %ein293 = icmp ult i32 %e282, 70
  %hole294 = and i1 %hole291, %ein293
  %lrow296 = mul i32 %row284, 24
  %lel297 = add i32 %lrow296, %chan288
  %lb299 = shl i32 %lel297, 1
  %lz300 = add i32 %lb299, %slot_off124
  br i1 %hole294, label %if.then.8, label %if.end.8
if.then.8:
  %za302 = add i32 %lz300, 1536
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za302
  store float 0x0000000000000000, ptr addrspace(3) %gep.46, align 4
  %za305 = add i32 %lz300, 1540
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za305
  store float 0x0000000000000000, ptr addrspace(3) %gep.47, align 4
  %za308 = add i32 %lz300, 1544
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za308
  store float 0x0000000000000000, ptr addrspace(3) %gep.48, align 4
  %za311 = add i32 %lz300, 1548
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za311
  store float 0x0000000000000000, ptr addrspace(3) %gep.49, align 4
  br label %if.end.8
if.end.8:
  %e314 = add i32 %tid20, 64
  %row316 = udiv i32 %e314, 2
  %cc318 = urem i32 %e314, 2
  %chan320 = shl i32 %cc318, 3
  %below321 = icmp ult i32 %row316, %lead137
  %above322 = icmp uge i32 %row316, %cover_end246
  %hole323 = or i1 %below321, %above322
  %ein325 = icmp ult i32 %e314, 70
  %hole326 = and i1 %hole323, %ein325
  %lrow328 = mul i32 %row316, 24
  %lel329 = add i32 %lrow328, %chan320
  %lb331 = shl i32 %lel329, 1
  %lz332 = add i32 %lb331, %slot_off124
  br i1 %hole326, label %if.then.9, label %if.end.9
if.then.9:
  %za334 = add i32 %lz332, 1536
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za334
  store float 0x0000000000000000, ptr addrspace(3) %gep.50, align 4
  %za337 = add i32 %lz332, 1540
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za337
  store float 0x0000000000000000, ptr addrspace(3) %gep.51, align 4
  %za340 = add i32 %lz332, 1544
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za340
  store float 0x0000000000000000, ptr addrspace(3) %gep.52, align 4
  %za343 = add i32 %lz332, 1548
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za343
  store float 0x0000000000000000, ptr addrspace(3) %gep.53, align 4
  br label %if.end.9
if.end.9:
  br label %if.end.6
if.end.6:
  %h_a346 = add i32 %ho150, 1
  %hi348 = sub i32 %h_a346, 2
  %hiok349 = icmp ult i32 %hi348, %hi
  %x_n351 = select i1 %hiok349, i32 %x_span146, i32 0
  %x_row352 = mul i32 %hi348, %x_stride_h
  %x_r353 = add i32 %x_img93, %x_row352
  %col354 = mul i32 %x_first138, %x_stride_w
  %el355 = add i32 %x_r353, %col354
  %el356 = add i32 %el355, %x_ch80
  %dst357 = add i32 %slot_off124, %lead_b148
  %dst359 = add i32 %dst357, 3216
  %some361 = icmp ne i32 %x_n351, 0
  %dst363 = select i1 %some361, i32 %dst359, i32 16512
  %src364 = select i1 %some361, i32 %el356, i32 %x_dummy99
  %rows366 = select i1 %some361, i32 %x_n351, i32 1
  br i1 %issuer97, label %if.then.10, label %if.end.10
if.then.10:
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst363
  %lsa.55 = ptrtoint ptr addrspace(3) %gep.54 to i32
  %src.56 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src364
  %ga.57 = ptrtoint ptr addrspace(1) %src.56 to i64
  %galo.58 = trunc i64 %ga.57 to i32
  %gahw.59 = lshr i64 %ga.57, 32
  %gahi.60 = trunc i64 %gahw.59 to i32
  %gaty.61 = or i32 %gahi.60, -2147483648
  %g0a.62 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.55, i32 1
  %g0b.63 = insertelement <4 x i32> %g0a.62, i32 %galo.58, i32 2
  %g0.64 = insertelement <4 x i32> %g0b.63, i32 %gaty.61, i32 3
  %dim1.65 = shl i32 %rows366, 16
  %g1a.66 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.65, i32 2
  %g1b.67 = insertelement <8 x i32> %g1a.66, i32 %rows366, i32 4
  %g1.68 = insertelement <8 x i32> %g1b.67, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.64, <8 x i32> %g1.68, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.10
if.end.10:
  %cover_end367 = add i32 %lead137, %x_n351
  %partial369 = icmp ult i32 %x_n351, 35
  br i1 %partial369, label %if.then.11, label %if.end.11
if.then.11:
  %e371 = add i32 %tid20, 0
  %row373 = udiv i32 %e371, 2
  %cc375 = urem i32 %e371, 2
  %chan377 = shl i32 %cc375, 3
  %below378 = icmp ult i32 %row373, %lead137
  %above379 = icmp uge i32 %row373, %cover_end367
  %hole380 = or i1 %below378, %above379
  %ein382 = icmp ult i32 %e371, 70
  %hole383 = and i1 %hole380, %ein382
  %lrow385 = mul i32 %row373, 24
  %lel386 = add i32 %lrow385, %chan377
  %lb388 = shl i32 %lel386, 1
  %lz389 = add i32 %lb388, %slot_off124
  br i1 %hole383, label %if.then.12, label %if.end.12
if.then.12:
  %za391 = add i32 %lz389, 3216
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za391
  store float 0x0000000000000000, ptr addrspace(3) %gep.69, align 4
  %za394 = add i32 %lz389, 3220
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za394
  store float 0x0000000000000000, ptr addrspace(3) %gep.70, align 4
  %za397 = add i32 %lz389, 3224
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za397
  store float 0x0000000000000000, ptr addrspace(3) %gep.71, align 4
  %za400 = add i32 %lz389, 3228
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za400
  store float 0x0000000000000000, ptr addrspace(3) %gep.72, align 4
  br label %if.end.12
if.end.12:
  %e403 = add i32 %tid20, 32
  %row405 = udiv i32 %e403, 2
  %cc407 = urem i32 %e403, 2
  %chan409 = shl i32 %cc407, 3
  %below410 = icmp ult i32 %row405, %lead137
  %above411 = icmp uge i32 %row405, %cover_end367
  %hole412 = or i1 %below410, %above411
  %ein414 = icmp ult i32 %e403, 70
  %hole415 = and i1 %hole412, %ein414
  %lrow417 = mul i32 %row405, 24
  %lel418 = add i32 %lrow417, %chan409
  %lb420 = shl i32 %lel418, 1
  %lz421 = add i32 %lb420, %slot_off124
  br i1 %hole415, label %if.then.13, label %if.end.13
if.then.13:
  %za423 = add i32 %lz421, 3216
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za423
  store float 0x0000000000000000, ptr addrspace(3) %gep.73, align 4
  %za426 = add i32 %lz421, 3220
  %gep.74 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za426
  store float 0x0000000000000000, ptr addrspace(3) %gep.74, align 4
  %za429 = add i32 %lz421, 3224
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za429
  store float 0x0000000000000000, ptr addrspace(3) %gep.75, align 4
  %za432 = add i32 %lz421, 3228
  %gep.76 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za432
  store float 0x0000000000000000, ptr addrspace(3) %gep.76, align 4
  br label %if.end.13
if.end.13:
  %e435 = add i32 %tid20, 64
  %row437 = udiv i32 %e435, 2
  %cc439 = urem i32 %e435, 2
  %chan441 = shl i32 %cc439, 3
  %below442 = icmp ult i32 %row437, %lead137
  %above443 = icmp uge i32 %row437, %cover_end367
  %hole444 = or i1 %below442, %above443
  %ein446 = icmp ult i32 %e435, 70
  %hole447 = and i1 %hole444, %ein446
  %lrow449 = mul i32 %row437, 24
  %lel450 = add i32 %lrow449, %chan441
  %lb452 = shl i32 %lel450, 1
  %lz453 = add i32 %lb452, %slot_off124
  br i1 %hole447, label %if.then.14, label %if.end.14
if.then.14:
  %za455 = add i32 %lz453, 3216
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za455
  store float 0x0000000000000000, ptr addrspace(3) %gep.77, align 4
  %za458 = add i32 %lz453, 3220
  %gep.78 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za458
  store float 0x0000000000000000, ptr addrspace(3) %gep.78, align 4
  %za461 = add i32 %lz453, 3224
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za461
  store float 0x0000000000000000, ptr addrspace(3) %gep.79, align 4
  %za464 = add i32 %lz453, 3228
  %gep.80 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za464
  store float 0x0000000000000000, ptr addrspace(3) %gep.80, align 4
  br label %if.end.14
if.end.14:
  br label %if.end.11
if.end.11:
  %h_a467 = add i32 %ho150, 2
  %hi469 = sub i32 %h_a467, 2
  %hiok470 = icmp ult i32 %hi469, %hi
  %x_n472 = select i1 %hiok470, i32 %x_span146, i32 0
  %x_row473 = mul i32 %hi469, %x_stride_h
  %x_r474 = add i32 %x_img93, %x_row473
  %col475 = mul i32 %x_first138, %x_stride_w
  %el476 = add i32 %x_r474, %col475
  %el477 = add i32 %el476, %x_ch80
  %dst478 = add i32 %slot_off124, %lead_b148
  %dst480 = add i32 %dst478, 4896
  %some482 = icmp ne i32 %x_n472, 0
  %dst484 = select i1 %some482, i32 %dst480, i32 16512
  %src485 = select i1 %some482, i32 %el477, i32 %x_dummy99
  %rows487 = select i1 %some482, i32 %x_n472, i32 1
  br i1 %issuer97, label %if.then.15, label %if.end.15
if.then.15:
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst484
  %lsa.82 = ptrtoint ptr addrspace(3) %gep.81 to i32
  %src.83 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src485
  %ga.84 = ptrtoint ptr addrspace(1) %src.83 to i64
  %galo.85 = trunc i64 %ga.84 to i32
  %gahw.86 = lshr i64 %ga.84, 32
  %gahi.87 = trunc i64 %gahw.86 to i32
  %gaty.88 = or i32 %gahi.87, -2147483648
  %g0a.89 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.82, i32 1
  %g0b.90 = insertelement <4 x i32> %g0a.89, i32 %galo.85, i32 2
  %g0.91 = insertelement <4 x i32> %g0b.90, i32 %gaty.88, i32 3
  %dim1.92 = shl i32 %rows487, 16
  %g1a.93 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.92, i32 2
  %g1b.94 = insertelement <8 x i32> %g1a.93, i32 %rows487, i32 4
  %g1.95 = insertelement <8 x i32> %g1b.94, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.91, <8 x i32> %g1.95, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.15
if.end.15:
  %cover_end488 = add i32 %lead137, %x_n472
  %partial490 = icmp ult i32 %x_n472, 35
  br i1 %partial490, label %if.then.16, label %if.end.16
if.then.16:
  %e492 = add i32 %tid20, 0
  %row494 = udiv i32 %e492, 2
  %cc496 = urem i32 %e492, 2
  %chan498 = shl i32 %cc496, 3
  %below499 = icmp ult i32 %row494, %lead137
  %above500 = icmp uge i32 %row494, %cover_end488
  %hole501 = or i1 %below499, %above500
  %ein503 = icmp ult i32 %e492, 70
  %hole504 = and i1 %hole501, %ein503
  %lrow506 = mul i32 %row494, 24
  %lel507 = add i32 %lrow506, %chan498
  %lb509 = shl i32 %lel507, 1
  %lz510 = add i32 %lb509, %slot_off124
  br i1 %hole504, label %if.then.17, label %if.end.17
if.then.17:
  %za512 = add i32 %lz510, 4896
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za512
  store float 0x0000000000000000, ptr addrspace(3) %gep.96, align 4
  %za515 = add i32 %lz510, 4900
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za515
  store float 0x0000000000000000, ptr addrspace(3) %gep.97, align 4
  %za518 = add i32 %lz510, 4904
  %gep.98 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za518
  store float 0x0000000000000000, ptr addrspace(3) %gep.98, align 4
  %za521 = add i32 %lz510, 4908
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za521
  store float 0x0000000000000000, ptr addrspace(3) %gep.99, align 4
  br label %if.end.17
if.end.17:
  %e524 = add i32 %tid20, 32
  %row526 = udiv i32 %e524, 2
  %cc528 = urem i32 %e524, 2
  %chan530 = shl i32 %cc528, 3
  %below531 = icmp ult i32 %row526, %lead137
  %above532 = icmp uge i32 %row526, %cover_end488
  %hole533 = or i1 %below531, %above532
  %ein535 = icmp ult i32 %e524, 70
  %hole536 = and i1 %hole533, %ein535
  %lrow538 = mul i32 %row526, 24
  %lel539 = add i32 %lrow538, %chan530
  %lb541 = shl i32 %lel539, 1
  %lz542 = add i32 %lb541, %slot_off124
  br i1 %hole536, label %if.then.18, label %if.end.18
if.then.18:
  %za544 = add i32 %lz542, 4896
  %gep.100 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za544
  store float 0x0000000000000000, ptr addrspace(3) %gep.100, align 4
  %za547 = add i32 %lz542, 4900
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za547
  store float 0x0000000000000000, ptr addrspace(3) %gep.101, align 4
  %za550 = add i32 %lz542, 4904
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za550
  store float 0x0000000000000000, ptr addrspace(3) %gep.102, align 4
  %za553 = add i32 %lz542, 4908
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za553
  store float 0x0000000000000000, ptr addrspace(3) %gep.103, align 4
  br label %if.end.18
if.end.18:
  %e556 = add i32 %tid20, 64
  %row558 = udiv i32 %e556, 2
  %cc560 = urem i32 %e556, 2
  %chan562 = shl i32 %cc560, 3
  %below563 = icmp ult i32 %row558, %lead137
  %above564 = icmp uge i32 %row558, %cover_end488
  %hole565 = or i1 %below563, %above564
  %ein567 = icmp ult i32 %e556, 70
  %hole568 = and i1 %hole565, %ein567
  %lrow570 = mul i32 %row558, 24
  %lel571 = add i32 %lrow570, %chan562
  %lb573 = shl i32 %lel571, 1
  %lz574 = add i32 %lb573, %slot_off124
  br i1 %hole568, label %if.then.19, label %if.end.19
if.then.19:
  %za576 = add i32 %lz574, 4896
  %gep.104 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za576
  store float 0x0000000000000000, ptr addrspace(3) %gep.104, align 4
  %za579 = add i32 %lz574, 4900
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za579
  store float 0x0000000000000000, ptr addrspace(3) %gep.105, align 4
  %za582 = add i32 %lz574, 4904
  %gep.106 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za582
  store float 0x0000000000000000, ptr addrspace(3) %gep.106, align 4
  %za585 = add i32 %lz574, 4908
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za585
  store float 0x0000000000000000, ptr addrspace(3) %gep.107, align 4
  br label %if.end.19
if.end.19:
  br label %if.end.16
if.end.16:
  %h_a588 = add i32 %ho150, 3
  %hi590 = sub i32 %h_a588, 2
  %hiok591 = icmp ult i32 %hi590, %hi
  %x_n593 = select i1 %hiok591, i32 %x_span146, i32 0
  %x_row594 = mul i32 %hi590, %x_stride_h
  %x_r595 = add i32 %x_img93, %x_row594
  %col596 = mul i32 %x_first138, %x_stride_w
  %el597 = add i32 %x_r595, %col596
  %el598 = add i32 %el597, %x_ch80
  %dst599 = add i32 %slot_off124, %lead_b148
  %dst601 = add i32 %dst599, 6576
  %some603 = icmp ne i32 %x_n593, 0
  %dst605 = select i1 %some603, i32 %dst601, i32 16512
  %src606 = select i1 %some603, i32 %el598, i32 %x_dummy99
  %rows608 = select i1 %some603, i32 %x_n593, i32 1
  br i1 %issuer97, label %if.then.20, label %if.end.20
if.then.20:
  %gep.108 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst605
  %lsa.109 = ptrtoint ptr addrspace(3) %gep.108 to i32
  %src.110 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src606
  %ga.111 = ptrtoint ptr addrspace(1) %src.110 to i64
  %galo.112 = trunc i64 %ga.111 to i32
  %gahw.113 = lshr i64 %ga.111, 32
  %gahi.114 = trunc i64 %gahw.113 to i32
  %gaty.115 = or i32 %gahi.114, -2147483648
  %g0a.116 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.109, i32 1
  %g0b.117 = insertelement <4 x i32> %g0a.116, i32 %galo.112, i32 2
  %g0.118 = insertelement <4 x i32> %g0b.117, i32 %gaty.115, i32 3
  %dim1.119 = shl i32 %rows608, 16
  %g1a.120 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.119, i32 2
  %g1b.121 = insertelement <8 x i32> %g1a.120, i32 %rows608, i32 4
  %g1.122 = insertelement <8 x i32> %g1b.121, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.118, <8 x i32> %g1.122, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.20
if.end.20:
  %cover_end609 = add i32 %lead137, %x_n593
  %partial611 = icmp ult i32 %x_n593, 35
  br i1 %partial611, label %if.then.21, label %if.end.21
if.then.21:
  %e613 = add i32 %tid20, 0
  %row615 = udiv i32 %e613, 2
  %cc617 = urem i32 %e613, 2
  %chan619 = shl i32 %cc617, 3
  %below620 = icmp ult i32 %row615, %lead137
  %above621 = icmp uge i32 %row615, %cover_end609
  %hole622 = or i1 %below620, %above621
  %ein624 = icmp ult i32 %e613, 70
  %hole625 = and i1 %hole622, %ein624
  %lrow627 = mul i32 %row615, 24
  %lel628 = add i32 %lrow627, %chan619
  %lb630 = shl i32 %lel628, 1
  %lz631 = add i32 %lb630, %slot_off124
  br i1 %hole625, label %if.then.22, label %if.end.22
if.then.22:
  %za633 = add i32 %lz631, 6576
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za633
  store float 0x0000000000000000, ptr addrspace(3) %gep.123, align 4
  %za636 = add i32 %lz631, 6580
  %gep.124 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za636
  store float 0x0000000000000000, ptr addrspace(3) %gep.124, align 4
  %za639 = add i32 %lz631, 6584
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za639
  store float 0x0000000000000000, ptr addrspace(3) %gep.125, align 4
  %za642 = add i32 %lz631, 6588
  %gep.126 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za642
  store float 0x0000000000000000, ptr addrspace(3) %gep.126, align 4
  br label %if.end.22
if.end.22:
  %e645 = add i32 %tid20, 32
  %row647 = udiv i32 %e645, 2
  %cc649 = urem i32 %e645, 2
  %chan651 = shl i32 %cc649, 3
  %below652 = icmp ult i32 %row647, %lead137
  %above653 = icmp uge i32 %row647, %cover_end609
  %hole654 = or i1 %below652, %above653
  %ein656 = icmp ult i32 %e645, 70
  %hole657 = and i1 %hole654, %ein656
  %lrow659 = mul i32 %row647, 24
  %lel660 = add i32 %lrow659, %chan651
  %lb662 = shl i32 %lel660, 1
  %lz663 = add i32 %lb662, %slot_off124
  br i1 %hole657, label %if.then.23, label %if.end.23
if.then.23:
  %za665 = add i32 %lz663, 6576
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za665
  store float 0x0000000000000000, ptr addrspace(3) %gep.127, align 4
  %za668 = add i32 %lz663, 6580
  %gep.128 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za668
  store float 0x0000000000000000, ptr addrspace(3) %gep.128, align 4
  %za671 = add i32 %lz663, 6584
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za671
  store float 0x0000000000000000, ptr addrspace(3) %gep.129, align 4
  %za674 = add i32 %lz663, 6588
  %gep.130 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za674
  store float 0x0000000000000000, ptr addrspace(3) %gep.130, align 4
  br label %if.end.23
if.end.23:
  %e677 = add i32 %tid20, 64
  %row679 = udiv i32 %e677, 2
  %cc681 = urem i32 %e677, 2
  %chan683 = shl i32 %cc681, 3
  %below684 = icmp ult i32 %row679, %lead137
  %above685 = icmp uge i32 %row679, %cover_end609
  %hole686 = or i1 %below684, %above685
  %ein688 = icmp ult i32 %e677, 70
  %hole689 = and i1 %hole686, %ein688
  %lrow691 = mul i32 %row679, 24
  %lel692 = add i32 %lrow691, %chan683
  %lb694 = shl i32 %lel692, 1
  %lz695 = add i32 %lb694, %slot_off124
  br i1 %hole689, label %if.then.24, label %if.end.24
if.then.24:
  %za697 = add i32 %lz695, 6576
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za697
  store float 0x0000000000000000, ptr addrspace(3) %gep.131, align 4
  %za700 = add i32 %lz695, 6580
  %gep.132 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za700
  store float 0x0000000000000000, ptr addrspace(3) %gep.132, align 4
  %za703 = add i32 %lz695, 6584
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za703
  store float 0x0000000000000000, ptr addrspace(3) %gep.133, align 4
  %za706 = add i32 %lz695, 6588
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za706
  store float 0x0000000000000000, ptr addrspace(3) %gep.134, align 4
  br label %if.end.24
if.end.24:
  br label %if.end.21
if.end.21:
  br label %for.head.25
for.head.25:
  %t727 = phi i32 [ 0, %if.end.21 ], [ %iv.next.135, %for.latch.25 ]
  %acc728 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1360, %for.latch.25 ]
  %acc729 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1368, %for.latch.25 ]
  %acc730 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1376, %for.latch.25 ]
  %acc731 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1384, %for.latch.25 ]
  %acc732 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1392, %for.latch.25 ]
  %acc733 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1400, %for.latch.25 ]
  %acc734 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1408, %for.latch.25 ]
  %acc735 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1416, %for.latch.25 ]
  %acc736 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1424, %for.latch.25 ]
  %acc737 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1432, %for.latch.25 ]
  %acc738 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1440, %for.latch.25 ]
  %acc739 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1448, %for.latch.25 ]
  %acc740 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1456, %for.latch.25 ]
  %acc741 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1464, %for.latch.25 ]
  %acc742 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1472, %for.latch.25 ]
  %acc743 = phi <8 x float> [ zeroinitializer, %if.end.21 ], [ %acc1480, %for.latch.25 ]
  %cmp.136 = icmp slt i32 %t727, %steps112
  br i1 %cmp.136, label %for.body.25, label %for.exit.25
for.body.25:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %u745 = add i32 %t727, 1
  %rg746 = udiv i32 %u745, %ncols103
  %ccol747 = urem i32 %u745, %ncols103
  %rgo749 = mul i32 %rg746, 1
  %ho_s750 = add i32 %ho_lo85, %rgo749
  %wo_s752 = shl i32 %ccol747, 5
  %slot754 = urem i32 %u745, 2
  %slot_off756 = mul i32 %slot754, 8256
  %wo_left757 = sub i32 %wo, %wo_s752
  %wo_fit759 = icmp ult i32 %wo_left757, 32
  %wo_n761 = select i1 %wo_fit759, i32 %wo_left757, i32 32
  %wb763 = sub i32 %wo_s752, 1
  %lead_neg765 = icmp slt i32 %wb763, 0
  %lead_a767 = sub i32 0, %wb763
  %lead769 = select i1 %lead_neg765, i32 %lead_a767, i32 0
  %x_first770 = add i32 %wb763, %lead769
  %x_end772 = add i32 %wb763, 35
  %x_fit773 = icmp slt i32 %x_end772, %wi
  %x_end774 = select i1 %x_fit773, i32 %x_end772, i32 %wi
  %x_span775 = sub i32 %x_end774, %x_first770
  %x_some776 = icmp slt i32 %x_first770, %x_end774
  %x_span778 = select i1 %x_some776, i32 %x_span775, i32 0
  %lead_b780 = mul i32 %lead769, 48
  %ho782 = add i32 %ho_s750, 0
  %hok783 = icmp ult i32 %ho782, %ho_hi88
  %dy_n785 = select i1 %hok783, i32 %wo_n761, i32 0
  %dy_row786 = mul i32 %ho782, %dy_stride_h
  %dy_r787 = add i32 %dy_img92, %dy_row786
  %col788 = mul i32 %wo_s752, %dy_stride_w
  %el789 = add i32 %dy_r787, %col788
  %el790 = add i32 %el789, %dy_ch79
  %dst792 = add i32 %slot_off756, 0
  %some794 = icmp ne i32 %dy_n785, 0
  %dst796 = select i1 %some794, i32 %dst792, i32 16512
  %src797 = select i1 %some794, i32 %el790, i32 %dy_dummy98
  %rows799 = select i1 %some794, i32 %dy_n785, i32 1
  br i1 %issuer97, label %if.then.26, label %if.end.26
if.then.26:
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst796
  %lsa.138 = ptrtoint ptr addrspace(3) %gep.137 to i32
  %src.139 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src797
  %ga.140 = ptrtoint ptr addrspace(1) %src.139 to i64
  %galo.141 = trunc i64 %ga.140 to i32
  %gahw.142 = lshr i64 %ga.140, 32
  %gahi.143 = trunc i64 %gahw.142 to i32
  %gaty.144 = or i32 %gahi.143, -2147483648
  %g0a.145 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.138, i32 1
  %g0b.146 = insertelement <4 x i32> %g0a.145, i32 %galo.141, i32 2
  %g0.147 = insertelement <4 x i32> %g0b.146, i32 %gaty.144, i32 3
  %dim1.148 = shl i32 %rows799, 16
  %g1a.149 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.148, i32 2
  %g1b.150 = insertelement <8 x i32> %g1a.149, i32 %rows799, i32 4
  %g1.151 = insertelement <8 x i32> %g1b.150, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.147, <8 x i32> %g1.151, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.26
if.end.26:
  %partial801 = icmp ult i32 %dy_n785, 32
  br i1 %partial801, label %if.then.27, label %if.end.27
if.then.27:
  %e803 = add i32 %tid20, 0
  %row805 = udiv i32 %e803, 2
  %cc807 = urem i32 %e803, 2
  %chan809 = shl i32 %cc807, 3
  %hole810 = icmp uge i32 %row805, %dy_n785
  %lrow812 = mul i32 %row805, 24
  %lel813 = add i32 %lrow812, %chan809
  %lb815 = shl i32 %lel813, 1
  %lz816 = add i32 %lb815, %slot_off756
  br i1 %hole810, label %if.then.28, label %if.end.28
if.then.28:
  %za818 = add i32 %lz816, 0
  %gep.152 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za818
  store float 0x0000000000000000, ptr addrspace(3) %gep.152, align 4
  %za821 = add i32 %lz816, 4
  %gep.153 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za821
  store float 0x0000000000000000, ptr addrspace(3) %gep.153, align 4
  %za824 = add i32 %lz816, 8
  %gep.154 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za824
  store float 0x0000000000000000, ptr addrspace(3) %gep.154, align 4
  %za827 = add i32 %lz816, 12
  %gep.155 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za827
  store float 0x0000000000000000, ptr addrspace(3) %gep.155, align 4
  br label %if.end.28
if.end.28:
  %e830 = add i32 %tid20, 32
  %row832 = udiv i32 %e830, 2
  %cc834 = urem i32 %e830, 2
  %chan836 = shl i32 %cc834, 3
  %hole837 = icmp uge i32 %row832, %dy_n785
  %lrow839 = mul i32 %row832, 24
  %lel840 = add i32 %lrow839, %chan836
  %lb842 = shl i32 %lel840, 1
  %lz843 = add i32 %lb842, %slot_off756
  br i1 %hole837, label %if.then.29, label %if.end.29
if.then.29:
  %za845 = add i32 %lz843, 0
  %gep.156 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za845
  store float 0x0000000000000000, ptr addrspace(3) %gep.156, align 4
  %za848 = add i32 %lz843, 4
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za848
  store float 0x0000000000000000, ptr addrspace(3) %gep.157, align 4
  %za851 = add i32 %lz843, 8
  %gep.158 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za851
  store float 0x0000000000000000, ptr addrspace(3) %gep.158, align 4
  %za854 = add i32 %lz843, 12
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za854
  store float 0x0000000000000000, ptr addrspace(3) %gep.159, align 4
  br label %if.end.29
if.end.29:
  br label %if.end.27
if.end.27:
  %h_a857 = add i32 %ho782, 0
  %hi859 = sub i32 %h_a857, 2
  %hiok860 = icmp ult i32 %hi859, %hi
  %x_n862 = select i1 %hiok860, i32 %x_span778, i32 0
  %x_row863 = mul i32 %hi859, %x_stride_h
  %x_r864 = add i32 %x_img93, %x_row863
  %col865 = mul i32 %x_first770, %x_stride_w
  %el866 = add i32 %x_r864, %col865
  %el867 = add i32 %el866, %x_ch80
  %dst868 = add i32 %slot_off756, %lead_b780
  %dst870 = add i32 %dst868, 1536
  %some872 = icmp ne i32 %x_n862, 0
  %dst874 = select i1 %some872, i32 %dst870, i32 16512
  %src875 = select i1 %some872, i32 %el867, i32 %x_dummy99
  %rows877 = select i1 %some872, i32 %x_n862, i32 1
  br i1 %issuer97, label %if.then.30, label %if.end.30
if.then.30:
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst874
  %lsa.161 = ptrtoint ptr addrspace(3) %gep.160 to i32
  %src.162 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src875
  %ga.163 = ptrtoint ptr addrspace(1) %src.162 to i64
  %galo.164 = trunc i64 %ga.163 to i32
  %gahw.165 = lshr i64 %ga.163, 32
  %gahi.166 = trunc i64 %gahw.165 to i32
  %gaty.167 = or i32 %gahi.166, -2147483648
  %g0a.168 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.161, i32 1
  %g0b.169 = insertelement <4 x i32> %g0a.168, i32 %galo.164, i32 2
  %g0.170 = insertelement <4 x i32> %g0b.169, i32 %gaty.167, i32 3
  %dim1.171 = shl i32 %rows877, 16
  %g1a.172 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.171, i32 2
  %g1b.173 = insertelement <8 x i32> %g1a.172, i32 %rows877, i32 4
  %g1.174 = insertelement <8 x i32> %g1b.173, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.170, <8 x i32> %g1.174, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.30
if.end.30:
  %cover_end878 = add i32 %lead769, %x_n862
  %partial880 = icmp ult i32 %x_n862, 35
  br i1 %partial880, label %if.then.31, label %if.end.31
if.then.31:
  %e882 = add i32 %tid20, 0
  %row884 = udiv i32 %e882, 2
  %cc886 = urem i32 %e882, 2
  %chan888 = shl i32 %cc886, 3
  %below889 = icmp ult i32 %row884, %lead769
  %above890 = icmp uge i32 %row884, %cover_end878
  %hole891 = or i1 %below889, %above890
  %ein893 = icmp ult i32 %e882, 70
  %hole894 = and i1 %hole891, %ein893
  %lrow896 = mul i32 %row884, 24
  %lel897 = add i32 %lrow896, %chan888
  %lb899 = shl i32 %lel897, 1
  %lz900 = add i32 %lb899, %slot_off756
  br i1 %hole894, label %if.then.32, label %if.end.32
if.then.32:
  %za902 = add i32 %lz900, 1536
  %gep.175 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za902
  store float 0x0000000000000000, ptr addrspace(3) %gep.175, align 4
  %za905 = add i32 %lz900, 1540
  %gep.176 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za905
  store float 0x0000000000000000, ptr addrspace(3) %gep.176, align 4
  %za908 = add i32 %lz900, 1544
  %gep.177 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za908
  store float 0x0000000000000000, ptr addrspace(3) %gep.177, align 4
  %za911 = add i32 %lz900, 1548
  %gep.178 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za911
  store float 0x0000000000000000, ptr addrspace(3) %gep.178, align 4
  br label %if.end.32
if.end.32:
  %e914 = add i32 %tid20, 32
  %row916 = udiv i32 %e914, 2
  %cc918 = urem i32 %e914, 2
  %chan920 = shl i32 %cc918, 3
  %below921 = icmp ult i32 %row916, %lead769
  %above922 = icmp uge i32 %row916, %cover_end878
  %hole923 = or i1 %below921, %above922
  %ein925 = icmp ult i32 %e914, 70
  %hole926 = and i1 %hole923, %ein925
  %lrow928 = mul i32 %row916, 24
  %lel929 = add i32 %lrow928, %chan920
  %lb931 = shl i32 %lel929, 1
  %lz932 = add i32 %lb931, %slot_off756
  br i1 %hole926, label %if.then.33, label %if.end.33
if.then.33:
  %za934 = add i32 %lz932, 1536
  %gep.179 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za934
  store float 0x0000000000000000, ptr addrspace(3) %gep.179, align 4
  %za937 = add i32 %lz932, 1540
  %gep.180 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za937
  store float 0x0000000000000000, ptr addrspace(3) %gep.180, align 4
  %za940 = add i32 %lz932, 1544
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za940
  store float 0x0000000000000000, ptr addrspace(3) %gep.181, align 4
  %za943 = add i32 %lz932, 1548
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za943
  store float 0x0000000000000000, ptr addrspace(3) %gep.182, align 4
  br label %if.end.33
if.end.33:
  %e946 = add i32 %tid20, 64
  %row948 = udiv i32 %e946, 2
  %cc950 = urem i32 %e946, 2
  %chan952 = shl i32 %cc950, 3
  %below953 = icmp ult i32 %row948, %lead769
  %above954 = icmp uge i32 %row948, %cover_end878
  %hole955 = or i1 %below953, %above954
  %ein957 = icmp ult i32 %e946, 70
  %hole958 = and i1 %hole955, %ein957
  %lrow960 = mul i32 %row948, 24
  %lel961 = add i32 %lrow960, %chan952
  %lb963 = shl i32 %lel961, 1
  %lz964 = add i32 %lb963, %slot_off756
  br i1 %hole958, label %if.then.34, label %if.end.34
if.then.34:
  %za966 = add i32 %lz964, 1536
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za966
  store float 0x0000000000000000, ptr addrspace(3) %gep.183, align 4
  %za969 = add i32 %lz964, 1540
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za969
  store float 0x0000000000000000, ptr addrspace(3) %gep.184, align 4
  %za972 = add i32 %lz964, 1544
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za972
  store float 0x0000000000000000, ptr addrspace(3) %gep.185, align 4
  %za975 = add i32 %lz964, 1548
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za975
  store float 0x0000000000000000, ptr addrspace(3) %gep.186, align 4
  br label %if.end.34
if.end.34:
  br label %if.end.31
if.end.31:
  %h_a978 = add i32 %ho782, 1
  %hi980 = sub i32 %h_a978, 2
  %hiok981 = icmp ult i32 %hi980, %hi
  %x_n983 = select i1 %hiok981, i32 %x_span778, i32 0
  %x_row984 = mul i32 %hi980, %x_stride_h
  %x_r985 = add i32 %x_img93, %x_row984
  %col986 = mul i32 %x_first770, %x_stride_w
  %el987 = add i32 %x_r985, %col986
  %el988 = add i32 %el987, %x_ch80
  %dst989 = add i32 %slot_off756, %lead_b780
  %dst991 = add i32 %dst989, 3216
  %some993 = icmp ne i32 %x_n983, 0
  %dst995 = select i1 %some993, i32 %dst991, i32 16512
  %src996 = select i1 %some993, i32 %el988, i32 %x_dummy99
  %rows998 = select i1 %some993, i32 %x_n983, i32 1
  br i1 %issuer97, label %if.then.35, label %if.end.35
if.then.35:
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst995
  %lsa.188 = ptrtoint ptr addrspace(3) %gep.187 to i32
  %src.189 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src996
  %ga.190 = ptrtoint ptr addrspace(1) %src.189 to i64
  %galo.191 = trunc i64 %ga.190 to i32
  %gahw.192 = lshr i64 %ga.190, 32
  %gahi.193 = trunc i64 %gahw.192 to i32
  %gaty.194 = or i32 %gahi.193, -2147483648
  %g0a.195 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.188, i32 1
  %g0b.196 = insertelement <4 x i32> %g0a.195, i32 %galo.191, i32 2
  %g0.197 = insertelement <4 x i32> %g0b.196, i32 %gaty.194, i32 3
  %dim1.198 = shl i32 %rows998, 16
  %g1a.199 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.198, i32 2
  %g1b.200 = insertelement <8 x i32> %g1a.199, i32 %rows998, i32 4
  %g1.201 = insertelement <8 x i32> %g1b.200, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.197, <8 x i32> %g1.201, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.35
if.end.35:
  %cover_end999 = add i32 %lead769, %x_n983
  %partial1001 = icmp ult i32 %x_n983, 35
  br i1 %partial1001, label %if.then.36, label %if.end.36
if.then.36:
  %e1003 = add i32 %tid20, 0
  %row1005 = udiv i32 %e1003, 2
  %cc1007 = urem i32 %e1003, 2
  %chan1009 = shl i32 %cc1007, 3
  %below1010 = icmp ult i32 %row1005, %lead769
  %above1011 = icmp uge i32 %row1005, %cover_end999
  %hole1012 = or i1 %below1010, %above1011
  %ein1014 = icmp ult i32 %e1003, 70
  %hole1015 = and i1 %hole1012, %ein1014
  %lrow1017 = mul i32 %row1005, 24
  %lel1018 = add i32 %lrow1017, %chan1009
  %lb1020 = shl i32 %lel1018, 1
  %lz1021 = add i32 %lb1020, %slot_off756
  br i1 %hole1015, label %if.then.37, label %if.end.37
if.then.37:
  %za1023 = add i32 %lz1021, 3216
  %gep.202 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1023
  store float 0x0000000000000000, ptr addrspace(3) %gep.202, align 4
  %za1026 = add i32 %lz1021, 3220
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1026
  store float 0x0000000000000000, ptr addrspace(3) %gep.203, align 4
  %za1029 = add i32 %lz1021, 3224
  %gep.204 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1029
  store float 0x0000000000000000, ptr addrspace(3) %gep.204, align 4
  %za1032 = add i32 %lz1021, 3228
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1032
  store float 0x0000000000000000, ptr addrspace(3) %gep.205, align 4
  br label %if.end.37
if.end.37:
  %e1035 = add i32 %tid20, 32
  %row1037 = udiv i32 %e1035, 2
  %cc1039 = urem i32 %e1035, 2
  %chan1041 = shl i32 %cc1039, 3
  %below1042 = icmp ult i32 %row1037, %lead769
  %above1043 = icmp uge i32 %row1037, %cover_end999
  %hole1044 = or i1 %below1042, %above1043
  %ein1046 = icmp ult i32 %e1035, 70
  %hole1047 = and i1 %hole1044, %ein1046
  %lrow1049 = mul i32 %row1037, 24
  %lel1050 = add i32 %lrow1049, %chan1041
  %lb1052 = shl i32 %lel1050, 1
  %lz1053 = add i32 %lb1052, %slot_off756
  br i1 %hole1047, label %if.then.38, label %if.end.38
if.then.38:
  %za1055 = add i32 %lz1053, 3216
  %gep.206 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1055
  store float 0x0000000000000000, ptr addrspace(3) %gep.206, align 4
  %za1058 = add i32 %lz1053, 3220
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1058
  store float 0x0000000000000000, ptr addrspace(3) %gep.207, align 4
  %za1061 = add i32 %lz1053, 3224
  %gep.208 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1061
  store float 0x0000000000000000, ptr addrspace(3) %gep.208, align 4
  %za1064 = add i32 %lz1053, 3228
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1064
  store float 0x0000000000000000, ptr addrspace(3) %gep.209, align 4
  br label %if.end.38
if.end.38:
  %e1067 = add i32 %tid20, 64
  %row1069 = udiv i32 %e1067, 2
  %cc1071 = urem i32 %e1067, 2
  %chan1073 = shl i32 %cc1071, 3
  %below1074 = icmp ult i32 %row1069, %lead769
  %above1075 = icmp uge i32 %row1069, %cover_end999
  %hole1076 = or i1 %below1074, %above1075
  %ein1078 = icmp ult i32 %e1067, 70
  %hole1079 = and i1 %hole1076, %ein1078
  %lrow1081 = mul i32 %row1069, 24
  %lel1082 = add i32 %lrow1081, %chan1073
  %lb1084 = shl i32 %lel1082, 1
  %lz1085 = add i32 %lb1084, %slot_off756
  br i1 %hole1079, label %if.then.39, label %if.end.39
if.then.39:
  %za1087 = add i32 %lz1085, 3216
  %gep.210 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1087
  store float 0x0000000000000000, ptr addrspace(3) %gep.210, align 4
  %za1090 = add i32 %lz1085, 3220
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1090
  store float 0x0000000000000000, ptr addrspace(3) %gep.211, align 4
  %za1093 = add i32 %lz1085, 3224
  %gep.212 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1093
  store float 0x0000000000000000, ptr addrspace(3) %gep.212, align 4
  %za1096 = add i32 %lz1085, 3228
  %gep.213 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1096
  store float 0x0000000000000000, ptr addrspace(3) %gep.213, align 4
  br label %if.end.39
if.end.39:
  br label %if.end.36
if.end.36:
  %h_a1099 = add i32 %ho782, 2
  %hi1101 = sub i32 %h_a1099, 2
  %hiok1102 = icmp ult i32 %hi1101, %hi
  %x_n1104 = select i1 %hiok1102, i32 %x_span778, i32 0
  %x_row1105 = mul i32 %hi1101, %x_stride_h
  %x_r1106 = add i32 %x_img93, %x_row1105
  %col1107 = mul i32 %x_first770, %x_stride_w
  %el1108 = add i32 %x_r1106, %col1107
  %el1109 = add i32 %el1108, %x_ch80
  %dst1110 = add i32 %slot_off756, %lead_b780
  %dst1112 = add i32 %dst1110, 4896
  %some1114 = icmp ne i32 %x_n1104, 0
  %dst1116 = select i1 %some1114, i32 %dst1112, i32 16512
  %src1117 = select i1 %some1114, i32 %el1109, i32 %x_dummy99
  %rows1119 = select i1 %some1114, i32 %x_n1104, i32 1
  br i1 %issuer97, label %if.then.40, label %if.end.40
if.then.40:
  %gep.214 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst1116
  %lsa.215 = ptrtoint ptr addrspace(3) %gep.214 to i32
  %src.216 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1117
  %ga.217 = ptrtoint ptr addrspace(1) %src.216 to i64
  %galo.218 = trunc i64 %ga.217 to i32
  %gahw.219 = lshr i64 %ga.217, 32
  %gahi.220 = trunc i64 %gahw.219 to i32
  %gaty.221 = or i32 %gahi.220, -2147483648
  %g0a.222 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.215, i32 1
  %g0b.223 = insertelement <4 x i32> %g0a.222, i32 %galo.218, i32 2
  %g0.224 = insertelement <4 x i32> %g0b.223, i32 %gaty.221, i32 3
  %dim1.225 = shl i32 %rows1119, 16
  %g1a.226 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.225, i32 2
  %g1b.227 = insertelement <8 x i32> %g1a.226, i32 %rows1119, i32 4
  %g1.228 = insertelement <8 x i32> %g1b.227, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.224, <8 x i32> %g1.228, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.40
if.end.40:
  %cover_end1120 = add i32 %lead769, %x_n1104
  %partial1122 = icmp ult i32 %x_n1104, 35
  br i1 %partial1122, label %if.then.41, label %if.end.41
if.then.41:
  %e1124 = add i32 %tid20, 0
  %row1126 = udiv i32 %e1124, 2
  %cc1128 = urem i32 %e1124, 2
  %chan1130 = shl i32 %cc1128, 3
  %below1131 = icmp ult i32 %row1126, %lead769
  %above1132 = icmp uge i32 %row1126, %cover_end1120
  %hole1133 = or i1 %below1131, %above1132
  %ein1135 = icmp ult i32 %e1124, 70
  %hole1136 = and i1 %hole1133, %ein1135
  %lrow1138 = mul i32 %row1126, 24
  %lel1139 = add i32 %lrow1138, %chan1130
  %lb1141 = shl i32 %lel1139, 1
  %lz1142 = add i32 %lb1141, %slot_off756
  br i1 %hole1136, label %if.then.42, label %if.end.42
if.then.42:
  %za1144 = add i32 %lz1142, 4896
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1144
  store float 0x0000000000000000, ptr addrspace(3) %gep.229, align 4
  %za1147 = add i32 %lz1142, 4900
  %gep.230 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1147
  store float 0x0000000000000000, ptr addrspace(3) %gep.230, align 4
  %za1150 = add i32 %lz1142, 4904
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1150
  store float 0x0000000000000000, ptr addrspace(3) %gep.231, align 4
  %za1153 = add i32 %lz1142, 4908
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1153
  store float 0x0000000000000000, ptr addrspace(3) %gep.232, align 4
  br label %if.end.42
if.end.42:
  %e1156 = add i32 %tid20, 32
  %row1158 = udiv i32 %e1156, 2
  %cc1160 = urem i32 %e1156, 2
  %chan1162 = shl i32 %cc1160, 3
  %below1163 = icmp ult i32 %row1158, %lead769
  %above1164 = icmp uge i32 %row1158, %cover_end1120
  %hole1165 = or i1 %below1163, %above1164
  %ein1167 = icmp ult i32 %e1156, 70
  %hole1168 = and i1 %hole1165, %ein1167
  %lrow1170 = mul i32 %row1158, 24
  %lel1171 = add i32 %lrow1170, %chan1162
  %lb1173 = shl i32 %lel1171, 1
  %lz1174 = add i32 %lb1173, %slot_off756
  br i1 %hole1168, label %if.then.43, label %if.end.43
if.then.43:
  %za1176 = add i32 %lz1174, 4896
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1176
  store float 0x0000000000000000, ptr addrspace(3) %gep.233, align 4
  %za1179 = add i32 %lz1174, 4900
  %gep.234 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1179
  store float 0x0000000000000000, ptr addrspace(3) %gep.234, align 4
  %za1182 = add i32 %lz1174, 4904
  %gep.235 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1182
  store float 0x0000000000000000, ptr addrspace(3) %gep.235, align 4
  %za1185 = add i32 %lz1174, 4908
  %gep.236 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1185
  store float 0x0000000000000000, ptr addrspace(3) %gep.236, align 4
  br label %if.end.43
if.end.43:
  %e1188 = add i32 %tid20, 64
  %row1190 = udiv i32 %e1188, 2
  %cc1192 = urem i32 %e1188, 2
  %chan1194 = shl i32 %cc1192, 3
  %below1195 = icmp ult i32 %row1190, %lead769
  %above1196 = icmp uge i32 %row1190, %cover_end1120
  %hole1197 = or i1 %below1195, %above1196
  %ein1199 = icmp ult i32 %e1188, 70
  %hole1200 = and i1 %hole1197, %ein1199
  %lrow1202 = mul i32 %row1190, 24
  %lel1203 = add i32 %lrow1202, %chan1194
  %lb1205 = shl i32 %lel1203, 1
  %lz1206 = add i32 %lb1205, %slot_off756
  br i1 %hole1200, label %if.then.44, label %if.end.44
if.then.44:
  %za1208 = add i32 %lz1206, 4896
  %gep.237 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1208
  store float 0x0000000000000000, ptr addrspace(3) %gep.237, align 4
  %za1211 = add i32 %lz1206, 4900
  %gep.238 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1211
  store float 0x0000000000000000, ptr addrspace(3) %gep.238, align 4
  %za1214 = add i32 %lz1206, 4904
  %gep.239 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1214
  store float 0x0000000000000000, ptr addrspace(3) %gep.239, align 4
  %za1217 = add i32 %lz1206, 4908
  %gep.240 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1217
  store float 0x0000000000000000, ptr addrspace(3) %gep.240, align 4
  br label %if.end.44
if.end.44:
  br label %if.end.41
if.end.41:
  %h_a1220 = add i32 %ho782, 3
  %hi1222 = sub i32 %h_a1220, 2
  %hiok1223 = icmp ult i32 %hi1222, %hi
  %x_n1225 = select i1 %hiok1223, i32 %x_span778, i32 0
  %x_row1226 = mul i32 %hi1222, %x_stride_h
  %x_r1227 = add i32 %x_img93, %x_row1226
  %col1228 = mul i32 %x_first770, %x_stride_w
  %el1229 = add i32 %x_r1227, %col1228
  %el1230 = add i32 %el1229, %x_ch80
  %dst1231 = add i32 %slot_off756, %lead_b780
  %dst1233 = add i32 %dst1231, 6576
  %some1235 = icmp ne i32 %x_n1225, 0
  %dst1237 = select i1 %some1235, i32 %dst1233, i32 16512
  %src1238 = select i1 %some1235, i32 %el1230, i32 %x_dummy99
  %rows1240 = select i1 %some1235, i32 %x_n1225, i32 1
  br i1 %issuer97, label %if.then.45, label %if.end.45
if.then.45:
  %gep.241 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst1237
  %lsa.242 = ptrtoint ptr addrspace(3) %gep.241 to i32
  %src.243 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1238
  %ga.244 = ptrtoint ptr addrspace(1) %src.243 to i64
  %galo.245 = trunc i64 %ga.244 to i32
  %gahw.246 = lshr i64 %ga.244, 32
  %gahi.247 = trunc i64 %gahw.246 to i32
  %gaty.248 = or i32 %gahi.247, -2147483648
  %g0a.249 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.242, i32 1
  %g0b.250 = insertelement <4 x i32> %g0a.249, i32 %galo.245, i32 2
  %g0.251 = insertelement <4 x i32> %g0b.250, i32 %gaty.248, i32 3
  %dim1.252 = shl i32 %rows1240, 16
  %g1a.253 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.252, i32 2
  %g1b.254 = insertelement <8 x i32> %g1a.253, i32 %rows1240, i32 4
  %g1.255 = insertelement <8 x i32> %g1b.254, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.251, <8 x i32> %g1.255, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.45
if.end.45:
  %cover_end1241 = add i32 %lead769, %x_n1225
  %partial1243 = icmp ult i32 %x_n1225, 35
  br i1 %partial1243, label %if.then.46, label %if.end.46
if.then.46:
  %e1245 = add i32 %tid20, 0
  %row1247 = udiv i32 %e1245, 2
  %cc1249 = urem i32 %e1245, 2
  %chan1251 = shl i32 %cc1249, 3
  %below1252 = icmp ult i32 %row1247, %lead769
  %above1253 = icmp uge i32 %row1247, %cover_end1241
  %hole1254 = or i1 %below1252, %above1253
  %ein1256 = icmp ult i32 %e1245, 70
  %hole1257 = and i1 %hole1254, %ein1256
  %lrow1259 = mul i32 %row1247, 24
  %lel1260 = add i32 %lrow1259, %chan1251
  %lb1262 = shl i32 %lel1260, 1
  %lz1263 = add i32 %lb1262, %slot_off756
  br i1 %hole1257, label %if.then.47, label %if.end.47
if.then.47:
  %za1265 = add i32 %lz1263, 6576
  %gep.256 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1265
  store float 0x0000000000000000, ptr addrspace(3) %gep.256, align 4
  %za1268 = add i32 %lz1263, 6580
  %gep.257 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1268
  store float 0x0000000000000000, ptr addrspace(3) %gep.257, align 4
  %za1271 = add i32 %lz1263, 6584
  %gep.258 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1271
  store float 0x0000000000000000, ptr addrspace(3) %gep.258, align 4
  %za1274 = add i32 %lz1263, 6588
  %gep.259 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1274
  store float 0x0000000000000000, ptr addrspace(3) %gep.259, align 4
  br label %if.end.47
if.end.47:
  %e1277 = add i32 %tid20, 32
  %row1279 = udiv i32 %e1277, 2
  %cc1281 = urem i32 %e1277, 2
  %chan1283 = shl i32 %cc1281, 3
  %below1284 = icmp ult i32 %row1279, %lead769
  %above1285 = icmp uge i32 %row1279, %cover_end1241
  %hole1286 = or i1 %below1284, %above1285
  %ein1288 = icmp ult i32 %e1277, 70
  %hole1289 = and i1 %hole1286, %ein1288
  %lrow1291 = mul i32 %row1279, 24
  %lel1292 = add i32 %lrow1291, %chan1283
  %lb1294 = shl i32 %lel1292, 1
  %lz1295 = add i32 %lb1294, %slot_off756
  br i1 %hole1289, label %if.then.48, label %if.end.48
if.then.48:
  %za1297 = add i32 %lz1295, 6576
  %gep.260 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1297
  store float 0x0000000000000000, ptr addrspace(3) %gep.260, align 4
  %za1300 = add i32 %lz1295, 6580
  %gep.261 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1300
  store float 0x0000000000000000, ptr addrspace(3) %gep.261, align 4
  %za1303 = add i32 %lz1295, 6584
  %gep.262 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1303
  store float 0x0000000000000000, ptr addrspace(3) %gep.262, align 4
  %za1306 = add i32 %lz1295, 6588
  %gep.263 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1306
  store float 0x0000000000000000, ptr addrspace(3) %gep.263, align 4
  br label %if.end.48
if.end.48:
  %e1309 = add i32 %tid20, 64
  %row1311 = udiv i32 %e1309, 2
  %cc1313 = urem i32 %e1309, 2
  %chan1315 = shl i32 %cc1313, 3
  %below1316 = icmp ult i32 %row1311, %lead769
  %above1317 = icmp uge i32 %row1311, %cover_end1241
  %hole1318 = or i1 %below1316, %above1317
  %ein1320 = icmp ult i32 %e1309, 70
  %hole1321 = and i1 %hole1318, %ein1320
  %lrow1323 = mul i32 %row1311, 24
  %lel1324 = add i32 %lrow1323, %chan1315
  %lb1326 = shl i32 %lel1324, 1
  %lz1327 = add i32 %lb1326, %slot_off756
  br i1 %hole1321, label %if.then.49, label %if.end.49
if.then.49:
  %za1329 = add i32 %lz1327, 6576
  %gep.264 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1329
  store float 0x0000000000000000, ptr addrspace(3) %gep.264, align 4
  %za1332 = add i32 %lz1327, 6580
  %gep.265 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1332
  store float 0x0000000000000000, ptr addrspace(3) %gep.265, align 4
  %za1335 = add i32 %lz1327, 6584
  %gep.266 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1335
  store float 0x0000000000000000, ptr addrspace(3) %gep.266, align 4
  %za1338 = add i32 %lz1327, 6588
  %gep.267 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1338
  store float 0x0000000000000000, ptr addrspace(3) %gep.267, align 4
  br label %if.end.49
if.end.49:
  br label %if.end.46
if.end.46:
  %slot1341 = urem i32 %t727, 2
  %slot_off1343 = mul i32 %slot1341, 8256
  %a_t1344 = add i32 %a_lane51, %slot_off1343
  %b_t1345 = add i32 %b_lane57, %slot_off1343
  %a_addr1347 = add i32 %a_t1344, 0
  %gep.268 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %a_addr1347
  %a_lo1348 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.268)
  %a_addr1350 = add i32 %a_t1344, 768
  %gep.269 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %a_addr1350
  %a_hi1351 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.269)
  %a_frag1352 = shufflevector <8 x half> %a_lo1348, <8 x half> %a_hi1351, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1354 = add i32 %b_t1345, 1536
  %gep.270 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1354
  %b_lo1355 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.270)
  %b_addr1357 = add i32 %b_t1345, 2304
  %gep.271 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1357
  %b_hi1358 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.271)
  %b_frag1359 = shufflevector <8 x half> %b_lo1355, <8 x half> %b_hi1358, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1360 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1359, i16 0, <8 x float> %acc728, i1 false, i1 false)
  %b_addr1362 = add i32 %b_t1345, 1584
  %gep.272 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1362
  %b_lo1363 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.272)
  %b_addr1365 = add i32 %b_t1345, 2352
  %gep.273 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1365
  %b_hi1366 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.273)
  %b_frag1367 = shufflevector <8 x half> %b_lo1363, <8 x half> %b_hi1366, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1368 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1367, i16 0, <8 x float> %acc729, i1 false, i1 false)
  %b_addr1370 = add i32 %b_t1345, 1632
  %gep.274 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1370
  %b_lo1371 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.274)
  %b_addr1373 = add i32 %b_t1345, 2400
  %gep.275 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1373
  %b_hi1374 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.275)
  %b_frag1375 = shufflevector <8 x half> %b_lo1371, <8 x half> %b_hi1374, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1376 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1375, i16 0, <8 x float> %acc730, i1 false, i1 false)
  %b_addr1378 = add i32 %b_t1345, 1680
  %gep.276 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1378
  %b_lo1379 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.276)
  %b_addr1381 = add i32 %b_t1345, 2448
  %gep.277 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1381
  %b_hi1382 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.277)
  %b_frag1383 = shufflevector <8 x half> %b_lo1379, <8 x half> %b_hi1382, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1384 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1383, i16 0, <8 x float> %acc731, i1 false, i1 false)
  %b_addr1386 = add i32 %b_t1345, 3216
  %gep.278 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1386
  %b_lo1387 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.278)
  %b_addr1389 = add i32 %b_t1345, 3984
  %gep.279 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1389
  %b_hi1390 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.279)
  %b_frag1391 = shufflevector <8 x half> %b_lo1387, <8 x half> %b_hi1390, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1392 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1391, i16 0, <8 x float> %acc732, i1 false, i1 false)
  %b_addr1394 = add i32 %b_t1345, 3264
  %gep.280 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1394
  %b_lo1395 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.280)
  %b_addr1397 = add i32 %b_t1345, 4032
  %gep.281 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1397
  %b_hi1398 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.281)
  %b_frag1399 = shufflevector <8 x half> %b_lo1395, <8 x half> %b_hi1398, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1400 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1399, i16 0, <8 x float> %acc733, i1 false, i1 false)
  %b_addr1402 = add i32 %b_t1345, 3312
  %gep.282 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1402
  %b_lo1403 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.282)
  %b_addr1405 = add i32 %b_t1345, 4080
  %gep.283 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1405
  %b_hi1406 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.283)
  %b_frag1407 = shufflevector <8 x half> %b_lo1403, <8 x half> %b_hi1406, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1408 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1407, i16 0, <8 x float> %acc734, i1 false, i1 false)
  %b_addr1410 = add i32 %b_t1345, 3360
  %gep.284 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1410
  %b_lo1411 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.284)
  %b_addr1413 = add i32 %b_t1345, 4128
  %gep.285 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1413
  %b_hi1414 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.285)
  %b_frag1415 = shufflevector <8 x half> %b_lo1411, <8 x half> %b_hi1414, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1416 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1415, i16 0, <8 x float> %acc735, i1 false, i1 false)
  %b_addr1418 = add i32 %b_t1345, 4896
  %gep.286 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1418
  %b_lo1419 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.286)
  %b_addr1421 = add i32 %b_t1345, 5664
  %gep.287 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1421
  %b_hi1422 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.287)
  %b_frag1423 = shufflevector <8 x half> %b_lo1419, <8 x half> %b_hi1422, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1424 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1423, i16 0, <8 x float> %acc736, i1 false, i1 false)
  %b_addr1426 = add i32 %b_t1345, 4944
  %gep.288 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1426
  %b_lo1427 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.288)
  %b_addr1429 = add i32 %b_t1345, 5712
  %gep.289 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1429
  %b_hi1430 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.289)
  %b_frag1431 = shufflevector <8 x half> %b_lo1427, <8 x half> %b_hi1430, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1432 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1431, i16 0, <8 x float> %acc737, i1 false, i1 false)
  %b_addr1434 = add i32 %b_t1345, 4992
  %gep.290 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1434
  %b_lo1435 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.290)
  %b_addr1437 = add i32 %b_t1345, 5760
  %gep.291 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1437
  %b_hi1438 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.291)
  %b_frag1439 = shufflevector <8 x half> %b_lo1435, <8 x half> %b_hi1438, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1440 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1439, i16 0, <8 x float> %acc738, i1 false, i1 false)
  %b_addr1442 = add i32 %b_t1345, 5040
  %gep.292 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1442
  %b_lo1443 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.292)
  %b_addr1445 = add i32 %b_t1345, 5808
  %gep.293 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1445
  %b_hi1446 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.293)
  %b_frag1447 = shufflevector <8 x half> %b_lo1443, <8 x half> %b_hi1446, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1448 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1447, i16 0, <8 x float> %acc739, i1 false, i1 false)
  %b_addr1450 = add i32 %b_t1345, 6576
  %gep.294 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1450
  %b_lo1451 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.294)
  %b_addr1453 = add i32 %b_t1345, 7344
  %gep.295 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1453
  %b_hi1454 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.295)
  %b_frag1455 = shufflevector <8 x half> %b_lo1451, <8 x half> %b_hi1454, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1456 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1455, i16 0, <8 x float> %acc740, i1 false, i1 false)
  %b_addr1458 = add i32 %b_t1345, 6624
  %gep.296 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1458
  %b_lo1459 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.296)
  %b_addr1461 = add i32 %b_t1345, 7392
  %gep.297 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1461
  %b_hi1462 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.297)
  %b_frag1463 = shufflevector <8 x half> %b_lo1459, <8 x half> %b_hi1462, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1464 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1463, i16 0, <8 x float> %acc741, i1 false, i1 false)
  %b_addr1466 = add i32 %b_t1345, 6672
  %gep.298 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1466
  %b_lo1467 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.298)
  %b_addr1469 = add i32 %b_t1345, 7440
  %gep.299 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1469
  %b_hi1470 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.299)
  %b_frag1471 = shufflevector <8 x half> %b_lo1467, <8 x half> %b_hi1470, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1472 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1471, i16 0, <8 x float> %acc742, i1 false, i1 false)
  %b_addr1474 = add i32 %b_t1345, 6720
  %gep.300 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1474
  %b_lo1475 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.300)
  %b_addr1477 = add i32 %b_t1345, 7488
  %gep.301 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f4x4_p2x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1477
  %b_hi1478 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.301)
  %b_frag1479 = shufflevector <8 x half> %b_lo1475, <8 x half> %b_hi1478, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1480 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1352, i1 false, <16 x half> %b_frag1479, i16 0, <8 x float> %acc743, i1 false, i1 false)
  br label %for.latch.25
for.latch.25:
  %iv.next.135 = add i32 %t727, 1
  br label %for.head.25
for.exit.25:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  %slab_a1482 = mul i32 %img60, 1
  %slab_b1483 = add i32 %slab_a1482, %rblk59
  %slab1485 = urem i32 %slab_b1483, 1
  %slab_g1486 = mul i32 %slab1485, %groups
  %slab_k1487 = mul i32 %slab_g1486, %kpg
  %kbase1488 = add i32 %slab_k1487, %gk77
  %c_w1489 = add i32 %c_blk76, %wcb32
  %k_w1490 = add i32 %k_blk74, %wkb30
  %k_h1491 = add i32 %k_w1490, %khalf36
  %cin1493 = add i32 %c_w1489, 0
  %cin1494 = add i32 %cin1493, %lcol41
  %cok1495 = icmp ult i32 %cin1494, %cpg
  %kin1497 = add i32 %k_h1491, 0
  %kok1498 = icmp ult i32 %kin1497, %kpg
  %ok1499 = and i1 %kok1498, %cok1495
  br i1 %ok1499, label %if.then.50, label %if.end.50
if.then.50:
  %krow1500 = add i32 %kbase1488, %kin1497
  %kr1502 = mul i32 %krow1500, 4
  %t_r1504 = add i32 %kr1502, 0
  %t_s1506 = mul i32 %t_r1504, 4
  %t_c1508 = add i32 %t_s1506, 0
  %t_e1509 = mul i32 %t_c1508, %cpg
  %el1510 = add i32 %t_e1509, %cin1494
  %off1512 = shl i32 %el1510, 2
  %v1513 = extractelement <8 x float> %acc728, i32 0
  %old.302 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1513, ptr addrspace(8) %rws91, i32 %off1512, i32 0, i32 20)
  %krow1515 = add i32 %kbase1488, %kin1497
  %kr1517 = mul i32 %krow1515, 4
  %t_r1519 = add i32 %kr1517, 0
  %t_s1521 = mul i32 %t_r1519, 4
  %t_c1523 = add i32 %t_s1521, 1
  %t_e1524 = mul i32 %t_c1523, %cpg
  %el1525 = add i32 %t_e1524, %cin1494
  %off1527 = shl i32 %el1525, 2
  %v1528 = extractelement <8 x float> %acc729, i32 0
  %old.303 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1528, ptr addrspace(8) %rws91, i32 %off1527, i32 0, i32 20)
  %krow1530 = add i32 %kbase1488, %kin1497
  %kr1532 = mul i32 %krow1530, 4
  %t_r1534 = add i32 %kr1532, 0
  %t_s1536 = mul i32 %t_r1534, 4
  %t_c1538 = add i32 %t_s1536, 2
  %t_e1539 = mul i32 %t_c1538, %cpg
  %el1540 = add i32 %t_e1539, %cin1494
  %off1542 = shl i32 %el1540, 2
  %v1543 = extractelement <8 x float> %acc730, i32 0
  %old.304 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1543, ptr addrspace(8) %rws91, i32 %off1542, i32 0, i32 20)
  %krow1545 = add i32 %kbase1488, %kin1497
  %kr1547 = mul i32 %krow1545, 4
  %t_r1549 = add i32 %kr1547, 0
  %t_s1551 = mul i32 %t_r1549, 4
  %t_c1553 = add i32 %t_s1551, 3
  %t_e1554 = mul i32 %t_c1553, %cpg
  %el1555 = add i32 %t_e1554, %cin1494
  %off1557 = shl i32 %el1555, 2
  %v1558 = extractelement <8 x float> %acc731, i32 0
  %old.305 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1558, ptr addrspace(8) %rws91, i32 %off1557, i32 0, i32 20)
  %krow1560 = add i32 %kbase1488, %kin1497
  %kr1562 = mul i32 %krow1560, 4
  %t_r1564 = add i32 %kr1562, 1
  %t_s1566 = mul i32 %t_r1564, 4
  %t_c1568 = add i32 %t_s1566, 0
  %t_e1569 = mul i32 %t_c1568, %cpg
  %el1570 = add i32 %t_e1569, %cin1494
  %off1572 = shl i32 %el1570, 2
  %v1573 = extractelement <8 x float> %acc732, i32 0
  %old.306 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1573, ptr addrspace(8) %rws91, i32 %off1572, i32 0, i32 20)
  %krow1575 = add i32 %kbase1488, %kin1497
  %kr1577 = mul i32 %krow1575, 4
  %t_r1579 = add i32 %kr1577, 1
  %t_s1581 = mul i32 %t_r1579, 4
  %t_c1583 = add i32 %t_s1581, 1
  %t_e1584 = mul i32 %t_c1583, %cpg
  %el1585 = add i32 %t_e1584, %cin1494
  %off1587 = shl i32 %el1585, 2
  %v1588 = extractelement <8 x float> %acc733, i32 0
  %old.307 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1588, ptr addrspace(8) %rws91, i32 %off1587, i32 0, i32 20)
  %krow1590 = add i32 %kbase1488, %kin1497
  %kr1592 = mul i32 %krow1590, 4
  %t_r1594 = add i32 %kr1592, 1
  %t_s1596 = mul i32 %t_r1594, 4
  %t_c1598 = add i32 %t_s1596, 2
  %t_e1599 = mul i32 %t_c1598, %cpg
  %el1600 = add i32 %t_e1599, %cin1494
  %off1602 = shl i32 %el1600, 2
  %v1603 = extractelement <8 x float> %acc734, i32 0
  %old.308 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1603, ptr addrspace(8) %rws91, i32 %off1602, i32 0, i32 20)
  %krow1605 = add i32 %kbase1488, %kin1497
  %kr1607 = mul i32 %krow1605, 4
  %t_r1609 = add i32 %kr1607, 1
  %t_s1611 = mul i32 %t_r1609, 4
  %t_c1613 = add i32 %t_s1611, 3
  %t_e1614 = mul i32 %t_c1613, %cpg
  %el1615 = add i32 %t_e1614, %cin1494
  %off1617 = shl i32 %el1615, 2
  %v1618 = extractelement <8 x float> %acc735, i32 0
  %old.309 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1618, ptr addrspace(8) %rws91, i32 %off1617, i32 0, i32 20)
  %krow1620 = add i32 %kbase1488, %kin1497
  %kr1622 = mul i32 %krow1620, 4
  %t_r1624 = add i32 %kr1622, 2
  %t_s1626 = mul i32 %t_r1624, 4
  %t_c1628 = add i32 %t_s1626, 0
  %t_e1629 = mul i32 %t_c1628, %cpg
  %el1630 = add i32 %t_e1629, %cin1494
  %off1632 = shl i32 %el1630, 2
  %v1633 = extractelement <8 x float> %acc736, i32 0
  %old.310 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1633, ptr addrspace(8) %rws91, i32 %off1632, i32 0, i32 20)
  %krow1635 = add i32 %kbase1488, %kin1497
  %kr1637 = mul i32 %krow1635, 4
  %t_r1639 = add i32 %kr1637, 2
  %t_s1641 = mul i32 %t_r1639, 4
  %t_c1643 = add i32 %t_s1641, 1
  %t_e1644 = mul i32 %t_c1643, %cpg
  %el1645 = add i32 %t_e1644, %cin1494
  %off1647 = shl i32 %el1645, 2
  %v1648 = extractelement <8 x float> %acc737, i32 0
  %old.311 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1648, ptr addrspace(8) %rws91, i32 %off1647, i32 0, i32 20)
  %krow1650 = add i32 %kbase1488, %kin1497
  %kr1652 = mul i32 %krow1650, 4
  %t_r1654 = add i32 %kr1652, 2
  %t_s1656 = mul i32 %t_r1654, 4
  %t_c1658 = add i32 %t_s1656, 2
  %t_e1659 = mul i32 %t_c1658, %cpg
  %el1660 = add i32 %t_e1659, %cin1494
  %off1662 = shl i32 %el1660, 2
  %v1663 = extractelement <8 x float> %acc738, i32 0
  %old.312 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1663, ptr addrspace(8) %rws91, i32 %off1662, i32 0, i32 20)
  %krow1665 = add i32 %kbase1488, %kin1497
  %kr1667 = mul i32 %krow1665, 4
  %t_r1669 = add i32 %kr1667, 2
  %t_s1671 = mul i32 %t_r1669, 4
  %t_c1673 = add i32 %t_s1671, 3
  %t_e1674 = mul i32 %t_c1673, %cpg
  %el1675 = add i32 %t_e1674, %cin1494
  %off1677 = shl i32 %el1675, 2
  %v1678 = extractelement <8 x float> %acc739, i32 0
  %old.313 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1678, ptr addrspace(8) %rws91, i32 %off1677, i32 0, i32 20)
  %krow1680 = add i32 %kbase1488, %kin1497
  %kr1682 = mul i32 %krow1680, 4
  %t_r1684 = add i32 %kr1682, 3
  %t_s1686 = mul i32 %t_r1684, 4
  %t_c1688 = add i32 %t_s1686, 0
  %t_e1689 = mul i32 %t_c1688, %cpg
  %el1690 = add i32 %t_e1689, %cin1494
  %off1692 = shl i32 %el1690, 2
  %v1693 = extractelement <8 x float> %acc740, i32 0
  %old.314 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1693, ptr addrspace(8) %rws91, i32 %off1692, i32 0, i32 20)
  %krow1695 = add i32 %kbase1488, %kin1497
  %kr1697 = mul i32 %krow1695, 4
  %t_r1699 = add i32 %kr1697, 3
  %t_s1701 = mul i32 %t_r1699, 4
  %t_c1703 = add i32 %t_s1701, 1
  %t_e1704 = mul i32 %t_c1703, %cpg
  %el1705 = add i32 %t_e1704, %cin1494
  %off1707 = shl i32 %el1705, 2
  %v1708 = extractelement <8 x float> %acc741, i32 0
  %old.315 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1708, ptr addrspace(8) %rws91, i32 %off1707, i32 0, i32 20)
  %krow1710 = add i32 %kbase1488, %kin1497
  %kr1712 = mul i32 %krow1710, 4
  %t_r1714 = add i32 %kr1712, 3
  %t_s1716 = mul i32 %t_r1714, 4
  %t_c1718 = add i32 %t_s1716, 2
  %t_e1719 = mul i32 %t_c1718, %cpg
  %el1720 = add i32 %t_e1719, %cin1494
  %off1722 = shl i32 %el1720, 2
  %v1723 = extractelement <8 x float> %acc742, i32 0
  %old.316 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1723, ptr addrspace(8) %rws91, i32 %off1722, i32 0, i32 20)
  %krow1725 = add i32 %kbase1488, %kin1497
  %kr1727 = mul i32 %krow1725, 4
  %t_r1729 = add i32 %kr1727, 3
  %t_s1731 = mul i32 %t_r1729, 4
  %t_c1733 = add i32 %t_s1731, 3
  %t_e1734 = mul i32 %t_c1733, %cpg
  %el1735 = add i32 %t_e1734, %cin1494
  %off1737 = shl i32 %el1735, 2
  %v1738 = extractelement <8 x float> %acc743, i32 0
  %old.317 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1738, ptr addrspace(8) %rws91, i32 %off1737, i32 0, i32 20)
  br label %if.end.50
if.end.50:
  %kin1741 = add i32 %k_h1491, 1
  %kok1742 = icmp ult i32 %kin1741, %kpg
  %ok1743 = and i1 %kok1742, %cok1495
  br i1 %ok1743, label %if.then.51, label %if.end.51
if.then.51:
  %krow1744 = add i32 %kbase1488, %kin1741
  %kr1746 = mul i32 %krow1744, 4
  %t_r1748 = add i32 %kr1746, 0
  %t_s1750 = mul i32 %t_r1748, 4
  %t_c1752 = add i32 %t_s1750, 0
  %t_e1753 = mul i32 %t_c1752, %cpg
  %el1754 = add i32 %t_e1753, %cin1494
  %off1756 = shl i32 %el1754, 2
  %v1757 = extractelement <8 x float> %acc728, i32 1
  %old.318 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1757, ptr addrspace(8) %rws91, i32 %off1756, i32 0, i32 20)
  %krow1759 = add i32 %kbase1488, %kin1741
  %kr1761 = mul i32 %krow1759, 4
  %t_r1763 = add i32 %kr1761, 0
  %t_s1765 = mul i32 %t_r1763, 4
  %t_c1767 = add i32 %t_s1765, 1
  %t_e1768 = mul i32 %t_c1767, %cpg
  %el1769 = add i32 %t_e1768, %cin1494
  %off1771 = shl i32 %el1769, 2
  %v1772 = extractelement <8 x float> %acc729, i32 1
  %old.319 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1772, ptr addrspace(8) %rws91, i32 %off1771, i32 0, i32 20)
  %krow1774 = add i32 %kbase1488, %kin1741
  %kr1776 = mul i32 %krow1774, 4
  %t_r1778 = add i32 %kr1776, 0
  %t_s1780 = mul i32 %t_r1778, 4
  %t_c1782 = add i32 %t_s1780, 2
  %t_e1783 = mul i32 %t_c1782, %cpg
  %el1784 = add i32 %t_e1783, %cin1494
  %off1786 = shl i32 %el1784, 2
  %v1787 = extractelement <8 x float> %acc730, i32 1
  %old.320 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1787, ptr addrspace(8) %rws91, i32 %off1786, i32 0, i32 20)
  %krow1789 = add i32 %kbase1488, %kin1741
  %kr1791 = mul i32 %krow1789, 4
  %t_r1793 = add i32 %kr1791, 0
  %t_s1795 = mul i32 %t_r1793, 4
  %t_c1797 = add i32 %t_s1795, 3
  %t_e1798 = mul i32 %t_c1797, %cpg
  %el1799 = add i32 %t_e1798, %cin1494
  %off1801 = shl i32 %el1799, 2
  %v1802 = extractelement <8 x float> %acc731, i32 1
  %old.321 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1802, ptr addrspace(8) %rws91, i32 %off1801, i32 0, i32 20)
  %krow1804 = add i32 %kbase1488, %kin1741
  %kr1806 = mul i32 %krow1804, 4
  %t_r1808 = add i32 %kr1806, 1
  %t_s1810 = mul i32 %t_r1808, 4
  %t_c1812 = add i32 %t_s1810, 0
  %t_e1813 = mul i32 %t_c1812, %cpg
  %el1814 = add i32 %t_e1813, %cin1494
  %off1816 = shl i32 %el1814, 2
  %v1817 = extractelement <8 x float> %acc732, i32 1
  %old.322 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1817, ptr addrspace(8) %rws91, i32 %off1816, i32 0, i32 20)
  %krow1819 = add i32 %kbase1488, %kin1741
  %kr1821 = mul i32 %krow1819, 4
  %t_r1823 = add i32 %kr1821, 1
  %t_s1825 = mul i32 %t_r1823, 4
  %t_c1827 = add i32 %t_s1825, 1
  %t_e1828 = mul i32 %t_c1827, %cpg
  %el1829 = add i32 %t_e1828, %cin1494
  %off1831 = shl i32 %el1829, 2
  %v1832 = extractelement <8 x float> %acc733, i32 1
  %old.323 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1832, ptr addrspace(8) %rws91, i32 %off1831, i32 0, i32 20)
  %krow1834 = add i32 %kbase1488, %kin1741
  %kr1836 = mul i32 %krow1834, 4
  %t_r1838 = add i32 %kr1836, 1
  %t_s1840 = mul i32 %t_r1838, 4
  %t_c1842 = add i32 %t_s1840, 2
  %t_e1843 = mul i32 %t_c1842, %cpg
  %el1844 = add i32 %t_e1843, %cin1494
  %off1846 = shl i32 %el1844, 2
  %v1847 = extractelement <8 x float> %acc734, i32 1
  %old.324 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1847, ptr addrspace(8) %rws91, i32 %off1846, i32 0, i32 20)
  %krow1849 = add i32 %kbase1488, %kin1741
  %kr1851 = mul i32 %krow1849, 4
  %t_r1853 = add i32 %kr1851, 1
  %t_s1855 = mul i32 %t_r1853, 4
  %t_c1857 = add i32 %t_s1855, 3
  %t_e1858 = mul i32 %t_c1857, %cpg
  %el1859 = add i32 %t_e1858, %cin1494
  %off1861 = shl i32 %el1859, 2
  %v1862 = extractelement <8 x float> %acc735, i32 1
  %old.325 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1862, ptr addrspace(8) %rws91, i32 %off1861, i32 0, i32 20)
  %krow1864 = add i32 %kbase1488, %kin1741
  %kr1866 = mul i32 %krow1864, 4
  %t_r1868 = add i32 %kr1866, 2
  %t_s1870 = mul i32 %t_r1868, 4
  %t_c1872 = add i32 %t_s1870, 0
  %t_e1873 = mul i32 %t_c1872, %cpg
  %el1874 = add i32 %t_e1873, %cin1494
  %off1876 = shl i32 %el1874, 2
  %v1877 = extractelement <8 x float> %acc736, i32 1
  %old.326 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1877, ptr addrspace(8) %rws91, i32 %off1876, i32 0, i32 20)
  %krow1879 = add i32 %kbase1488, %kin1741
  %kr1881 = mul i32 %krow1879, 4
  %t_r1883 = add i32 %kr1881, 2
  %t_s1885 = mul i32 %t_r1883, 4
  %t_c1887 = add i32 %t_s1885, 1
  %t_e1888 = mul i32 %t_c1887, %cpg
  %el1889 = add i32 %t_e1888, %cin1494
  %off1891 = shl i32 %el1889, 2
  %v1892 = extractelement <8 x float> %acc737, i32 1
  %old.327 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1892, ptr addrspace(8) %rws91, i32 %off1891, i32 0, i32 20)
  %krow1894 = add i32 %kbase1488, %kin1741
  %kr1896 = mul i32 %krow1894, 4
  %t_r1898 = add i32 %kr1896, 2
  %t_s1900 = mul i32 %t_r1898, 4
  %t_c1902 = add i32 %t_s1900, 2
  %t_e1903 = mul i32 %t_c1902, %cpg
  %el1904 = add i32 %t_e1903, %cin1494
  %off1906 = shl i32 %el1904, 2
  %v1907 = extractelement <8 x float> %acc738, i32 1
  %old.328 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1907, ptr addrspace(8) %rws91, i32 %off1906, i32 0, i32 20)
  %krow1909 = add i32 %kbase1488, %kin1741
  %kr1911 = mul i32 %krow1909, 4
  %t_r1913 = add i32 %kr1911, 2
  %t_s1915 = mul i32 %t_r1913, 4
  %t_c1917 = add i32 %t_s1915, 3
  %t_e1918 = mul i32 %t_c1917, %cpg
  %el1919 = add i32 %t_e1918, %cin1494
  %off1921 = shl i32 %el1919, 2
  %v1922 = extractelement <8 x float> %acc739, i32 1
  %old.329 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1922, ptr addrspace(8) %rws91, i32 %off1921, i32 0, i32 20)
  %krow1924 = add i32 %kbase1488, %kin1741
  %kr1926 = mul i32 %krow1924, 4
  %t_r1928 = add i32 %kr1926, 3
  %t_s1930 = mul i32 %t_r1928, 4
  %t_c1932 = add i32 %t_s1930, 0
  %t_e1933 = mul i32 %t_c1932, %cpg
  %el1934 = add i32 %t_e1933, %cin1494
  %off1936 = shl i32 %el1934, 2
  %v1937 = extractelement <8 x float> %acc740, i32 1
  %old.330 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1937, ptr addrspace(8) %rws91, i32 %off1936, i32 0, i32 20)
  %krow1939 = add i32 %kbase1488, %kin1741
  %kr1941 = mul i32 %krow1939, 4
  %t_r1943 = add i32 %kr1941, 3
  %t_s1945 = mul i32 %t_r1943, 4
  %t_c1947 = add i32 %t_s1945, 1
  %t_e1948 = mul i32 %t_c1947, %cpg
  %el1949 = add i32 %t_e1948, %cin1494
  %off1951 = shl i32 %el1949, 2
  %v1952 = extractelement <8 x float> %acc741, i32 1
  %old.331 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1952, ptr addrspace(8) %rws91, i32 %off1951, i32 0, i32 20)
  %krow1954 = add i32 %kbase1488, %kin1741
  %kr1956 = mul i32 %krow1954, 4
  %t_r1958 = add i32 %kr1956, 3
  %t_s1960 = mul i32 %t_r1958, 4
  %t_c1962 = add i32 %t_s1960, 2
  %t_e1963 = mul i32 %t_c1962, %cpg
  %el1964 = add i32 %t_e1963, %cin1494
  %off1966 = shl i32 %el1964, 2
  %v1967 = extractelement <8 x float> %acc742, i32 1
  %old.332 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1967, ptr addrspace(8) %rws91, i32 %off1966, i32 0, i32 20)
  %krow1969 = add i32 %kbase1488, %kin1741
  %kr1971 = mul i32 %krow1969, 4
  %t_r1973 = add i32 %kr1971, 3
  %t_s1975 = mul i32 %t_r1973, 4
  %t_c1977 = add i32 %t_s1975, 3
  %t_e1978 = mul i32 %t_c1977, %cpg
  %el1979 = add i32 %t_e1978, %cin1494
  %off1981 = shl i32 %el1979, 2
  %v1982 = extractelement <8 x float> %acc743, i32 1
  %old.333 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1982, ptr addrspace(8) %rws91, i32 %off1981, i32 0, i32 20)
  br label %if.end.51
if.end.51:
  %kin1985 = add i32 %k_h1491, 2
  %kok1986 = icmp ult i32 %kin1985, %kpg
  %ok1987 = and i1 %kok1986, %cok1495
  br i1 %ok1987, label %if.then.52, label %if.end.52
if.then.52:
  %krow1988 = add i32 %kbase1488, %kin1985
  %kr1990 = mul i32 %krow1988, 4
  %t_r1992 = add i32 %kr1990, 0
  %t_s1994 = mul i32 %t_r1992, 4
  %t_c1996 = add i32 %t_s1994, 0
  %t_e1997 = mul i32 %t_c1996, %cpg
  %el1998 = add i32 %t_e1997, %cin1494
  %off2000 = shl i32 %el1998, 2
  %v2001 = extractelement <8 x float> %acc728, i32 2
  %old.334 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2001, ptr addrspace(8) %rws91, i32 %off2000, i32 0, i32 20)
  %krow2003 = add i32 %kbase1488, %kin1985
  %kr2005 = mul i32 %krow2003, 4
  %t_r2007 = add i32 %kr2005, 0
  %t_s2009 = mul i32 %t_r2007, 4
  %t_c2011 = add i32 %t_s2009, 1
  %t_e2012 = mul i32 %t_c2011, %cpg
  %el2013 = add i32 %t_e2012, %cin1494
  %off2015 = shl i32 %el2013, 2
  %v2016 = extractelement <8 x float> %acc729, i32 2
  %old.335 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2016, ptr addrspace(8) %rws91, i32 %off2015, i32 0, i32 20)
  %krow2018 = add i32 %kbase1488, %kin1985
  %kr2020 = mul i32 %krow2018, 4
  %t_r2022 = add i32 %kr2020, 0
  %t_s2024 = mul i32 %t_r2022, 4
  %t_c2026 = add i32 %t_s2024, 2
  %t_e2027 = mul i32 %t_c2026, %cpg
  %el2028 = add i32 %t_e2027, %cin1494
  %off2030 = shl i32 %el2028, 2
  %v2031 = extractelement <8 x float> %acc730, i32 2
  %old.336 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2031, ptr addrspace(8) %rws91, i32 %off2030, i32 0, i32 20)
  %krow2033 = add i32 %kbase1488, %kin1985
  %kr2035 = mul i32 %krow2033, 4
  %t_r2037 = add i32 %kr2035, 0
  %t_s2039 = mul i32 %t_r2037, 4
  %t_c2041 = add i32 %t_s2039, 3
  %t_e2042 = mul i32 %t_c2041, %cpg
  %el2043 = add i32 %t_e2042, %cin1494
  %off2045 = shl i32 %el2043, 2
  %v2046 = extractelement <8 x float> %acc731, i32 2
  %old.337 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2046, ptr addrspace(8) %rws91, i32 %off2045, i32 0, i32 20)
  %krow2048 = add i32 %kbase1488, %kin1985
  %kr2050 = mul i32 %krow2048, 4
  %t_r2052 = add i32 %kr2050, 1
  %t_s2054 = mul i32 %t_r2052, 4
  %t_c2056 = add i32 %t_s2054, 0
  %t_e2057 = mul i32 %t_c2056, %cpg
  %el2058 = add i32 %t_e2057, %cin1494
  %off2060 = shl i32 %el2058, 2
  %v2061 = extractelement <8 x float> %acc732, i32 2
  %old.338 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2061, ptr addrspace(8) %rws91, i32 %off2060, i32 0, i32 20)
  %krow2063 = add i32 %kbase1488, %kin1985
  %kr2065 = mul i32 %krow2063, 4
  %t_r2067 = add i32 %kr2065, 1
  %t_s2069 = mul i32 %t_r2067, 4
  %t_c2071 = add i32 %t_s2069, 1
  %t_e2072 = mul i32 %t_c2071, %cpg
  %el2073 = add i32 %t_e2072, %cin1494
  %off2075 = shl i32 %el2073, 2
  %v2076 = extractelement <8 x float> %acc733, i32 2
  %old.339 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2076, ptr addrspace(8) %rws91, i32 %off2075, i32 0, i32 20)
  %krow2078 = add i32 %kbase1488, %kin1985
  %kr2080 = mul i32 %krow2078, 4
  %t_r2082 = add i32 %kr2080, 1
  %t_s2084 = mul i32 %t_r2082, 4
  %t_c2086 = add i32 %t_s2084, 2
  %t_e2087 = mul i32 %t_c2086, %cpg
  %el2088 = add i32 %t_e2087, %cin1494
  %off2090 = shl i32 %el2088, 2
  %v2091 = extractelement <8 x float> %acc734, i32 2
  %old.340 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2091, ptr addrspace(8) %rws91, i32 %off2090, i32 0, i32 20)
  %krow2093 = add i32 %kbase1488, %kin1985
  %kr2095 = mul i32 %krow2093, 4
  %t_r2097 = add i32 %kr2095, 1
  %t_s2099 = mul i32 %t_r2097, 4
  %t_c2101 = add i32 %t_s2099, 3
  %t_e2102 = mul i32 %t_c2101, %cpg
  %el2103 = add i32 %t_e2102, %cin1494
  %off2105 = shl i32 %el2103, 2
  %v2106 = extractelement <8 x float> %acc735, i32 2
  %old.341 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2106, ptr addrspace(8) %rws91, i32 %off2105, i32 0, i32 20)
  %krow2108 = add i32 %kbase1488, %kin1985
  %kr2110 = mul i32 %krow2108, 4
  %t_r2112 = add i32 %kr2110, 2
  %t_s2114 = mul i32 %t_r2112, 4
  %t_c2116 = add i32 %t_s2114, 0
  %t_e2117 = mul i32 %t_c2116, %cpg
  %el2118 = add i32 %t_e2117, %cin1494
  %off2120 = shl i32 %el2118, 2
  %v2121 = extractelement <8 x float> %acc736, i32 2
  %old.342 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2121, ptr addrspace(8) %rws91, i32 %off2120, i32 0, i32 20)
  %krow2123 = add i32 %kbase1488, %kin1985
  %kr2125 = mul i32 %krow2123, 4
  %t_r2127 = add i32 %kr2125, 2
  %t_s2129 = mul i32 %t_r2127, 4
  %t_c2131 = add i32 %t_s2129, 1
  %t_e2132 = mul i32 %t_c2131, %cpg
  %el2133 = add i32 %t_e2132, %cin1494
  %off2135 = shl i32 %el2133, 2
  %v2136 = extractelement <8 x float> %acc737, i32 2
  %old.343 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2136, ptr addrspace(8) %rws91, i32 %off2135, i32 0, i32 20)
  %krow2138 = add i32 %kbase1488, %kin1985
  %kr2140 = mul i32 %krow2138, 4
  %t_r2142 = add i32 %kr2140, 2
  %t_s2144 = mul i32 %t_r2142, 4
  %t_c2146 = add i32 %t_s2144, 2
  %t_e2147 = mul i32 %t_c2146, %cpg
  %el2148 = add i32 %t_e2147, %cin1494
  %off2150 = shl i32 %el2148, 2
  %v2151 = extractelement <8 x float> %acc738, i32 2
  %old.344 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2151, ptr addrspace(8) %rws91, i32 %off2150, i32 0, i32 20)
  %krow2153 = add i32 %kbase1488, %kin1985
  %kr2155 = mul i32 %krow2153, 4
  %t_r2157 = add i32 %kr2155, 2
  %t_s2159 = mul i32 %t_r2157, 4
  %t_c2161 = add i32 %t_s2159, 3
  %t_e2162 = mul i32 %t_c2161, %cpg
  %el2163 = add i32 %t_e2162, %cin1494
  %off2165 = shl i32 %el2163, 2
  %v2166 = extractelement <8 x float> %acc739, i32 2
  %old.345 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2166, ptr addrspace(8) %rws91, i32 %off2165, i32 0, i32 20)
  %krow2168 = add i32 %kbase1488, %kin1985
  %kr2170 = mul i32 %krow2168, 4
  %t_r2172 = add i32 %kr2170, 3
  %t_s2174 = mul i32 %t_r2172, 4
  %t_c2176 = add i32 %t_s2174, 0
  %t_e2177 = mul i32 %t_c2176, %cpg
  %el2178 = add i32 %t_e2177, %cin1494
  %off2180 = shl i32 %el2178, 2
  %v2181 = extractelement <8 x float> %acc740, i32 2
  %old.346 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2181, ptr addrspace(8) %rws91, i32 %off2180, i32 0, i32 20)
  %krow2183 = add i32 %kbase1488, %kin1985
  %kr2185 = mul i32 %krow2183, 4
  %t_r2187 = add i32 %kr2185, 3
  %t_s2189 = mul i32 %t_r2187, 4
  %t_c2191 = add i32 %t_s2189, 1
  %t_e2192 = mul i32 %t_c2191, %cpg
  %el2193 = add i32 %t_e2192, %cin1494
  %off2195 = shl i32 %el2193, 2
  %v2196 = extractelement <8 x float> %acc741, i32 2
  %old.347 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2196, ptr addrspace(8) %rws91, i32 %off2195, i32 0, i32 20)
  %krow2198 = add i32 %kbase1488, %kin1985
  %kr2200 = mul i32 %krow2198, 4
  %t_r2202 = add i32 %kr2200, 3
  %t_s2204 = mul i32 %t_r2202, 4
  %t_c2206 = add i32 %t_s2204, 2
  %t_e2207 = mul i32 %t_c2206, %cpg
  %el2208 = add i32 %t_e2207, %cin1494
  %off2210 = shl i32 %el2208, 2
  %v2211 = extractelement <8 x float> %acc742, i32 2
  %old.348 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2211, ptr addrspace(8) %rws91, i32 %off2210, i32 0, i32 20)
  %krow2213 = add i32 %kbase1488, %kin1985
  %kr2215 = mul i32 %krow2213, 4
  %t_r2217 = add i32 %kr2215, 3
  %t_s2219 = mul i32 %t_r2217, 4
  %t_c2221 = add i32 %t_s2219, 3
  %t_e2222 = mul i32 %t_c2221, %cpg
  %el2223 = add i32 %t_e2222, %cin1494
  %off2225 = shl i32 %el2223, 2
  %v2226 = extractelement <8 x float> %acc743, i32 2
  %old.349 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2226, ptr addrspace(8) %rws91, i32 %off2225, i32 0, i32 20)
  br label %if.end.52
if.end.52:
  %kin2229 = add i32 %k_h1491, 3
  %kok2230 = icmp ult i32 %kin2229, %kpg
  %ok2231 = and i1 %kok2230, %cok1495
  br i1 %ok2231, label %if.then.53, label %if.end.53
if.then.53:
  %krow2232 = add i32 %kbase1488, %kin2229
  %kr2234 = mul i32 %krow2232, 4
  %t_r2236 = add i32 %kr2234, 0
  %t_s2238 = mul i32 %t_r2236, 4
  %t_c2240 = add i32 %t_s2238, 0
  %t_e2241 = mul i32 %t_c2240, %cpg
  %el2242 = add i32 %t_e2241, %cin1494
  %off2244 = shl i32 %el2242, 2
  %v2245 = extractelement <8 x float> %acc728, i32 3
  %old.350 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2245, ptr addrspace(8) %rws91, i32 %off2244, i32 0, i32 20)
  %krow2247 = add i32 %kbase1488, %kin2229
  %kr2249 = mul i32 %krow2247, 4
  %t_r2251 = add i32 %kr2249, 0
  %t_s2253 = mul i32 %t_r2251, 4
  %t_c2255 = add i32 %t_s2253, 1
  %t_e2256 = mul i32 %t_c2255, %cpg
  %el2257 = add i32 %t_e2256, %cin1494
  %off2259 = shl i32 %el2257, 2
  %v2260 = extractelement <8 x float> %acc729, i32 3
  %old.351 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2260, ptr addrspace(8) %rws91, i32 %off2259, i32 0, i32 20)
  %krow2262 = add i32 %kbase1488, %kin2229
  %kr2264 = mul i32 %krow2262, 4
  %t_r2266 = add i32 %kr2264, 0
  %t_s2268 = mul i32 %t_r2266, 4
  %t_c2270 = add i32 %t_s2268, 2
  %t_e2271 = mul i32 %t_c2270, %cpg
  %el2272 = add i32 %t_e2271, %cin1494
  %off2274 = shl i32 %el2272, 2
  %v2275 = extractelement <8 x float> %acc730, i32 3
  %old.352 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2275, ptr addrspace(8) %rws91, i32 %off2274, i32 0, i32 20)
  %krow2277 = add i32 %kbase1488, %kin2229
  %kr2279 = mul i32 %krow2277, 4
  %t_r2281 = add i32 %kr2279, 0
  %t_s2283 = mul i32 %t_r2281, 4
  %t_c2285 = add i32 %t_s2283, 3
  %t_e2286 = mul i32 %t_c2285, %cpg
  %el2287 = add i32 %t_e2286, %cin1494
  %off2289 = shl i32 %el2287, 2
  %v2290 = extractelement <8 x float> %acc731, i32 3
  %old.353 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2290, ptr addrspace(8) %rws91, i32 %off2289, i32 0, i32 20)
  %krow2292 = add i32 %kbase1488, %kin2229
  %kr2294 = mul i32 %krow2292, 4
  %t_r2296 = add i32 %kr2294, 1
  %t_s2298 = mul i32 %t_r2296, 4
  %t_c2300 = add i32 %t_s2298, 0
  %t_e2301 = mul i32 %t_c2300, %cpg
  %el2302 = add i32 %t_e2301, %cin1494
  %off2304 = shl i32 %el2302, 2
  %v2305 = extractelement <8 x float> %acc732, i32 3
  %old.354 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2305, ptr addrspace(8) %rws91, i32 %off2304, i32 0, i32 20)
  %krow2307 = add i32 %kbase1488, %kin2229
  %kr2309 = mul i32 %krow2307, 4
  %t_r2311 = add i32 %kr2309, 1
  %t_s2313 = mul i32 %t_r2311, 4
  %t_c2315 = add i32 %t_s2313, 1
  %t_e2316 = mul i32 %t_c2315, %cpg
  %el2317 = add i32 %t_e2316, %cin1494
  %off2319 = shl i32 %el2317, 2
  %v2320 = extractelement <8 x float> %acc733, i32 3
  %old.355 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2320, ptr addrspace(8) %rws91, i32 %off2319, i32 0, i32 20)
  %krow2322 = add i32 %kbase1488, %kin2229
  %kr2324 = mul i32 %krow2322, 4
  %t_r2326 = add i32 %kr2324, 1
  %t_s2328 = mul i32 %t_r2326, 4
  %t_c2330 = add i32 %t_s2328, 2
  %t_e2331 = mul i32 %t_c2330, %cpg
  %el2332 = add i32 %t_e2331, %cin1494
  %off2334 = shl i32 %el2332, 2
  %v2335 = extractelement <8 x float> %acc734, i32 3
  %old.356 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2335, ptr addrspace(8) %rws91, i32 %off2334, i32 0, i32 20)
  %krow2337 = add i32 %kbase1488, %kin2229
  %kr2339 = mul i32 %krow2337, 4
  %t_r2341 = add i32 %kr2339, 1
  %t_s2343 = mul i32 %t_r2341, 4
  %t_c2345 = add i32 %t_s2343, 3
  %t_e2346 = mul i32 %t_c2345, %cpg
  %el2347 = add i32 %t_e2346, %cin1494
  %off2349 = shl i32 %el2347, 2
  %v2350 = extractelement <8 x float> %acc735, i32 3
  %old.357 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2350, ptr addrspace(8) %rws91, i32 %off2349, i32 0, i32 20)
  %krow2352 = add i32 %kbase1488, %kin2229
  %kr2354 = mul i32 %krow2352, 4
  %t_r2356 = add i32 %kr2354, 2
  %t_s2358 = mul i32 %t_r2356, 4
  %t_c2360 = add i32 %t_s2358, 0
  %t_e2361 = mul i32 %t_c2360, %cpg
  %el2362 = add i32 %t_e2361, %cin1494
  %off2364 = shl i32 %el2362, 2
  %v2365 = extractelement <8 x float> %acc736, i32 3
  %old.358 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2365, ptr addrspace(8) %rws91, i32 %off2364, i32 0, i32 20)
  %krow2367 = add i32 %kbase1488, %kin2229
  %kr2369 = mul i32 %krow2367, 4
  %t_r2371 = add i32 %kr2369, 2
  %t_s2373 = mul i32 %t_r2371, 4
  %t_c2375 = add i32 %t_s2373, 1
  %t_e2376 = mul i32 %t_c2375, %cpg
  %el2377 = add i32 %t_e2376, %cin1494
  %off2379 = shl i32 %el2377, 2
  %v2380 = extractelement <8 x float> %acc737, i32 3
  %old.359 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2380, ptr addrspace(8) %rws91, i32 %off2379, i32 0, i32 20)
  %krow2382 = add i32 %kbase1488, %kin2229
  %kr2384 = mul i32 %krow2382, 4
  %t_r2386 = add i32 %kr2384, 2
  %t_s2388 = mul i32 %t_r2386, 4
  %t_c2390 = add i32 %t_s2388, 2
  %t_e2391 = mul i32 %t_c2390, %cpg
  %el2392 = add i32 %t_e2391, %cin1494
  %off2394 = shl i32 %el2392, 2
  %v2395 = extractelement <8 x float> %acc738, i32 3
  %old.360 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2395, ptr addrspace(8) %rws91, i32 %off2394, i32 0, i32 20)
  %krow2397 = add i32 %kbase1488, %kin2229
  %kr2399 = mul i32 %krow2397, 4
  %t_r2401 = add i32 %kr2399, 2
  %t_s2403 = mul i32 %t_r2401, 4
  %t_c2405 = add i32 %t_s2403, 3
  %t_e2406 = mul i32 %t_c2405, %cpg
  %el2407 = add i32 %t_e2406, %cin1494
  %off2409 = shl i32 %el2407, 2
  %v2410 = extractelement <8 x float> %acc739, i32 3
  %old.361 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2410, ptr addrspace(8) %rws91, i32 %off2409, i32 0, i32 20)
  %krow2412 = add i32 %kbase1488, %kin2229
  %kr2414 = mul i32 %krow2412, 4
  %t_r2416 = add i32 %kr2414, 3
  %t_s2418 = mul i32 %t_r2416, 4
  %t_c2420 = add i32 %t_s2418, 0
  %t_e2421 = mul i32 %t_c2420, %cpg
  %el2422 = add i32 %t_e2421, %cin1494
  %off2424 = shl i32 %el2422, 2
  %v2425 = extractelement <8 x float> %acc740, i32 3
  %old.362 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2425, ptr addrspace(8) %rws91, i32 %off2424, i32 0, i32 20)
  %krow2427 = add i32 %kbase1488, %kin2229
  %kr2429 = mul i32 %krow2427, 4
  %t_r2431 = add i32 %kr2429, 3
  %t_s2433 = mul i32 %t_r2431, 4
  %t_c2435 = add i32 %t_s2433, 1
  %t_e2436 = mul i32 %t_c2435, %cpg
  %el2437 = add i32 %t_e2436, %cin1494
  %off2439 = shl i32 %el2437, 2
  %v2440 = extractelement <8 x float> %acc741, i32 3
  %old.363 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2440, ptr addrspace(8) %rws91, i32 %off2439, i32 0, i32 20)
  %krow2442 = add i32 %kbase1488, %kin2229
  %kr2444 = mul i32 %krow2442, 4
  %t_r2446 = add i32 %kr2444, 3
  %t_s2448 = mul i32 %t_r2446, 4
  %t_c2450 = add i32 %t_s2448, 2
  %t_e2451 = mul i32 %t_c2450, %cpg
  %el2452 = add i32 %t_e2451, %cin1494
  %off2454 = shl i32 %el2452, 2
  %v2455 = extractelement <8 x float> %acc742, i32 3
  %old.364 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2455, ptr addrspace(8) %rws91, i32 %off2454, i32 0, i32 20)
  %krow2457 = add i32 %kbase1488, %kin2229
  %kr2459 = mul i32 %krow2457, 4
  %t_r2461 = add i32 %kr2459, 3
  %t_s2463 = mul i32 %t_r2461, 4
  %t_c2465 = add i32 %t_s2463, 3
  %t_e2466 = mul i32 %t_c2465, %cpg
  %el2467 = add i32 %t_e2466, %cin1494
  %off2469 = shl i32 %el2467, 2
  %v2470 = extractelement <8 x float> %acc743, i32 3
  %old.365 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2470, ptr addrspace(8) %rws91, i32 %off2469, i32 0, i32 20)
  br label %if.end.53
if.end.53:
  %kin2473 = add i32 %k_h1491, 4
  %kok2474 = icmp ult i32 %kin2473, %kpg
  %ok2475 = and i1 %kok2474, %cok1495
  br i1 %ok2475, label %if.then.54, label %if.end.54
if.then.54:
  %krow2476 = add i32 %kbase1488, %kin2473
  %kr2478 = mul i32 %krow2476, 4
  %t_r2480 = add i32 %kr2478, 0
  %t_s2482 = mul i32 %t_r2480, 4
  %t_c2484 = add i32 %t_s2482, 0
  %t_e2485 = mul i32 %t_c2484, %cpg
  %el2486 = add i32 %t_e2485, %cin1494
  %off2488 = shl i32 %el2486, 2
  %v2489 = extractelement <8 x float> %acc728, i32 4
  %old.366 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2489, ptr addrspace(8) %rws91, i32 %off2488, i32 0, i32 20)
  %krow2491 = add i32 %kbase1488, %kin2473
  %kr2493 = mul i32 %krow2491, 4
  %t_r2495 = add i32 %kr2493, 0
  %t_s2497 = mul i32 %t_r2495, 4
  %t_c2499 = add i32 %t_s2497, 1
  %t_e2500 = mul i32 %t_c2499, %cpg
  %el2501 = add i32 %t_e2500, %cin1494
  %off2503 = shl i32 %el2501, 2
  %v2504 = extractelement <8 x float> %acc729, i32 4
  %old.367 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2504, ptr addrspace(8) %rws91, i32 %off2503, i32 0, i32 20)
  %krow2506 = add i32 %kbase1488, %kin2473
  %kr2508 = mul i32 %krow2506, 4
  %t_r2510 = add i32 %kr2508, 0
  %t_s2512 = mul i32 %t_r2510, 4
  %t_c2514 = add i32 %t_s2512, 2
  %t_e2515 = mul i32 %t_c2514, %cpg
  %el2516 = add i32 %t_e2515, %cin1494
  %off2518 = shl i32 %el2516, 2
  %v2519 = extractelement <8 x float> %acc730, i32 4
  %old.368 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2519, ptr addrspace(8) %rws91, i32 %off2518, i32 0, i32 20)
  %krow2521 = add i32 %kbase1488, %kin2473
  %kr2523 = mul i32 %krow2521, 4
  %t_r2525 = add i32 %kr2523, 0
  %t_s2527 = mul i32 %t_r2525, 4
  %t_c2529 = add i32 %t_s2527, 3
  %t_e2530 = mul i32 %t_c2529, %cpg
  %el2531 = add i32 %t_e2530, %cin1494
  %off2533 = shl i32 %el2531, 2
  %v2534 = extractelement <8 x float> %acc731, i32 4
  %old.369 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2534, ptr addrspace(8) %rws91, i32 %off2533, i32 0, i32 20)
  %krow2536 = add i32 %kbase1488, %kin2473
  %kr2538 = mul i32 %krow2536, 4
  %t_r2540 = add i32 %kr2538, 1
  %t_s2542 = mul i32 %t_r2540, 4
  %t_c2544 = add i32 %t_s2542, 0
  %t_e2545 = mul i32 %t_c2544, %cpg
  %el2546 = add i32 %t_e2545, %cin1494
  %off2548 = shl i32 %el2546, 2
  %v2549 = extractelement <8 x float> %acc732, i32 4
  %old.370 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2549, ptr addrspace(8) %rws91, i32 %off2548, i32 0, i32 20)
  %krow2551 = add i32 %kbase1488, %kin2473
  %kr2553 = mul i32 %krow2551, 4
  %t_r2555 = add i32 %kr2553, 1
  %t_s2557 = mul i32 %t_r2555, 4
  %t_c2559 = add i32 %t_s2557, 1
  %t_e2560 = mul i32 %t_c2559, %cpg
  %el2561 = add i32 %t_e2560, %cin1494
  %off2563 = shl i32 %el2561, 2
  %v2564 = extractelement <8 x float> %acc733, i32 4
  %old.371 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2564, ptr addrspace(8) %rws91, i32 %off2563, i32 0, i32 20)
  %krow2566 = add i32 %kbase1488, %kin2473
  %kr2568 = mul i32 %krow2566, 4
  %t_r2570 = add i32 %kr2568, 1
  %t_s2572 = mul i32 %t_r2570, 4
  %t_c2574 = add i32 %t_s2572, 2
  %t_e2575 = mul i32 %t_c2574, %cpg
  %el2576 = add i32 %t_e2575, %cin1494
  %off2578 = shl i32 %el2576, 2
  %v2579 = extractelement <8 x float> %acc734, i32 4
  %old.372 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2579, ptr addrspace(8) %rws91, i32 %off2578, i32 0, i32 20)
  %krow2581 = add i32 %kbase1488, %kin2473
  %kr2583 = mul i32 %krow2581, 4
  %t_r2585 = add i32 %kr2583, 1
  %t_s2587 = mul i32 %t_r2585, 4
  %t_c2589 = add i32 %t_s2587, 3
  %t_e2590 = mul i32 %t_c2589, %cpg
  %el2591 = add i32 %t_e2590, %cin1494
  %off2593 = shl i32 %el2591, 2
  %v2594 = extractelement <8 x float> %acc735, i32 4
  %old.373 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2594, ptr addrspace(8) %rws91, i32 %off2593, i32 0, i32 20)
  %krow2596 = add i32 %kbase1488, %kin2473
  %kr2598 = mul i32 %krow2596, 4
  %t_r2600 = add i32 %kr2598, 2
  %t_s2602 = mul i32 %t_r2600, 4
  %t_c2604 = add i32 %t_s2602, 0
  %t_e2605 = mul i32 %t_c2604, %cpg
  %el2606 = add i32 %t_e2605, %cin1494
  %off2608 = shl i32 %el2606, 2
  %v2609 = extractelement <8 x float> %acc736, i32 4
  %old.374 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2609, ptr addrspace(8) %rws91, i32 %off2608, i32 0, i32 20)
  %krow2611 = add i32 %kbase1488, %kin2473
  %kr2613 = mul i32 %krow2611, 4
  %t_r2615 = add i32 %kr2613, 2
  %t_s2617 = mul i32 %t_r2615, 4
  %t_c2619 = add i32 %t_s2617, 1
  %t_e2620 = mul i32 %t_c2619, %cpg
  %el2621 = add i32 %t_e2620, %cin1494
  %off2623 = shl i32 %el2621, 2
  %v2624 = extractelement <8 x float> %acc737, i32 4
  %old.375 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2624, ptr addrspace(8) %rws91, i32 %off2623, i32 0, i32 20)
  %krow2626 = add i32 %kbase1488, %kin2473
  %kr2628 = mul i32 %krow2626, 4
  %t_r2630 = add i32 %kr2628, 2
  %t_s2632 = mul i32 %t_r2630, 4
  %t_c2634 = add i32 %t_s2632, 2
  %t_e2635 = mul i32 %t_c2634, %cpg
  %el2636 = add i32 %t_e2635, %cin1494
  %off2638 = shl i32 %el2636, 2
  %v2639 = extractelement <8 x float> %acc738, i32 4
  %old.376 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2639, ptr addrspace(8) %rws91, i32 %off2638, i32 0, i32 20)
  %krow2641 = add i32 %kbase1488, %kin2473
  %kr2643 = mul i32 %krow2641, 4
  %t_r2645 = add i32 %kr2643, 2
  %t_s2647 = mul i32 %t_r2645, 4
  %t_c2649 = add i32 %t_s2647, 3
  %t_e2650 = mul i32 %t_c2649, %cpg
  %el2651 = add i32 %t_e2650, %cin1494
  %off2653 = shl i32 %el2651, 2
  %v2654 = extractelement <8 x float> %acc739, i32 4
  %old.377 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2654, ptr addrspace(8) %rws91, i32 %off2653, i32 0, i32 20)
  %krow2656 = add i32 %kbase1488, %kin2473
  %kr2658 = mul i32 %krow2656, 4
  %t_r2660 = add i32 %kr2658, 3
  %t_s2662 = mul i32 %t_r2660, 4
  %t_c2664 = add i32 %t_s2662, 0
  %t_e2665 = mul i32 %t_c2664, %cpg
  %el2666 = add i32 %t_e2665, %cin1494
  %off2668 = shl i32 %el2666, 2
  %v2669 = extractelement <8 x float> %acc740, i32 4
  %old.378 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2669, ptr addrspace(8) %rws91, i32 %off2668, i32 0, i32 20)
  %krow2671 = add i32 %kbase1488, %kin2473
  %kr2673 = mul i32 %krow2671, 4
  %t_r2675 = add i32 %kr2673, 3
  %t_s2677 = mul i32 %t_r2675, 4
  %t_c2679 = add i32 %t_s2677, 1
  %t_e2680 = mul i32 %t_c2679, %cpg
  %el2681 = add i32 %t_e2680, %cin1494
  %off2683 = shl i32 %el2681, 2
  %v2684 = extractelement <8 x float> %acc741, i32 4
  %old.379 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2684, ptr addrspace(8) %rws91, i32 %off2683, i32 0, i32 20)
  %krow2686 = add i32 %kbase1488, %kin2473
  %kr2688 = mul i32 %krow2686, 4
  %t_r2690 = add i32 %kr2688, 3
  %t_s2692 = mul i32 %t_r2690, 4
  %t_c2694 = add i32 %t_s2692, 2
  %t_e2695 = mul i32 %t_c2694, %cpg
  %el2696 = add i32 %t_e2695, %cin1494
  %off2698 = shl i32 %el2696, 2
  %v2699 = extractelement <8 x float> %acc742, i32 4
  %old.380 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2699, ptr addrspace(8) %rws91, i32 %off2698, i32 0, i32 20)
  %krow2701 = add i32 %kbase1488, %kin2473
  %kr2703 = mul i32 %krow2701, 4
  %t_r2705 = add i32 %kr2703, 3
  %t_s2707 = mul i32 %t_r2705, 4
  %t_c2709 = add i32 %t_s2707, 3
  %t_e2710 = mul i32 %t_c2709, %cpg
  %el2711 = add i32 %t_e2710, %cin1494
  %off2713 = shl i32 %el2711, 2
  %v2714 = extractelement <8 x float> %acc743, i32 4
  %old.381 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2714, ptr addrspace(8) %rws91, i32 %off2713, i32 0, i32 20)
  br label %if.end.54
if.end.54:
  %kin2717 = add i32 %k_h1491, 5
  %kok2718 = icmp ult i32 %kin2717, %kpg
  %ok2719 = and i1 %kok2718, %cok1495
  br i1 %ok2719, label %if.then.55, label %if.end.55
if.then.55:
  %krow2720 = add i32 %kbase1488, %kin2717
  %kr2722 = mul i32 %krow2720, 4
  %t_r2724 = add i32 %kr2722, 0
  %t_s2726 = mul i32 %t_r2724, 4
  %t_c2728 = add i32 %t_s2726, 0
  %t_e2729 = mul i32 %t_c2728, %cpg
  %el2730 = add i32 %t_e2729, %cin1494
  %off2732 = shl i32 %el2730, 2
  %v2733 = extractelement <8 x float> %acc728, i32 5
  %old.382 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2733, ptr addrspace(8) %rws91, i32 %off2732, i32 0, i32 20)
  %krow2735 = add i32 %kbase1488, %kin2717
  %kr2737 = mul i32 %krow2735, 4
  %t_r2739 = add i32 %kr2737, 0
  %t_s2741 = mul i32 %t_r2739, 4
  %t_c2743 = add i32 %t_s2741, 1
  %t_e2744 = mul i32 %t_c2743, %cpg
  %el2745 = add i32 %t_e2744, %cin1494
  %off2747 = shl i32 %el2745, 2
  %v2748 = extractelement <8 x float> %acc729, i32 5
  %old.383 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2748, ptr addrspace(8) %rws91, i32 %off2747, i32 0, i32 20)
  %krow2750 = add i32 %kbase1488, %kin2717
  %kr2752 = mul i32 %krow2750, 4
  %t_r2754 = add i32 %kr2752, 0
  %t_s2756 = mul i32 %t_r2754, 4
  %t_c2758 = add i32 %t_s2756, 2
  %t_e2759 = mul i32 %t_c2758, %cpg
  %el2760 = add i32 %t_e2759, %cin1494
  %off2762 = shl i32 %el2760, 2
  %v2763 = extractelement <8 x float> %acc730, i32 5
  %old.384 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2763, ptr addrspace(8) %rws91, i32 %off2762, i32 0, i32 20)
  %krow2765 = add i32 %kbase1488, %kin2717
  %kr2767 = mul i32 %krow2765, 4
  %t_r2769 = add i32 %kr2767, 0
  %t_s2771 = mul i32 %t_r2769, 4
  %t_c2773 = add i32 %t_s2771, 3
  %t_e2774 = mul i32 %t_c2773, %cpg
  %el2775 = add i32 %t_e2774, %cin1494
  %off2777 = shl i32 %el2775, 2
  %v2778 = extractelement <8 x float> %acc731, i32 5
  %old.385 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2778, ptr addrspace(8) %rws91, i32 %off2777, i32 0, i32 20)
  %krow2780 = add i32 %kbase1488, %kin2717
  %kr2782 = mul i32 %krow2780, 4
  %t_r2784 = add i32 %kr2782, 1
  %t_s2786 = mul i32 %t_r2784, 4
  %t_c2788 = add i32 %t_s2786, 0
  %t_e2789 = mul i32 %t_c2788, %cpg
  %el2790 = add i32 %t_e2789, %cin1494
  %off2792 = shl i32 %el2790, 2
  %v2793 = extractelement <8 x float> %acc732, i32 5
  %old.386 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2793, ptr addrspace(8) %rws91, i32 %off2792, i32 0, i32 20)
  %krow2795 = add i32 %kbase1488, %kin2717
  %kr2797 = mul i32 %krow2795, 4
  %t_r2799 = add i32 %kr2797, 1
  %t_s2801 = mul i32 %t_r2799, 4
  %t_c2803 = add i32 %t_s2801, 1
  %t_e2804 = mul i32 %t_c2803, %cpg
  %el2805 = add i32 %t_e2804, %cin1494
  %off2807 = shl i32 %el2805, 2
  %v2808 = extractelement <8 x float> %acc733, i32 5
  %old.387 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2808, ptr addrspace(8) %rws91, i32 %off2807, i32 0, i32 20)
  %krow2810 = add i32 %kbase1488, %kin2717
  %kr2812 = mul i32 %krow2810, 4
  %t_r2814 = add i32 %kr2812, 1
  %t_s2816 = mul i32 %t_r2814, 4
  %t_c2818 = add i32 %t_s2816, 2
  %t_e2819 = mul i32 %t_c2818, %cpg
  %el2820 = add i32 %t_e2819, %cin1494
  %off2822 = shl i32 %el2820, 2
  %v2823 = extractelement <8 x float> %acc734, i32 5
  %old.388 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2823, ptr addrspace(8) %rws91, i32 %off2822, i32 0, i32 20)
  %krow2825 = add i32 %kbase1488, %kin2717
  %kr2827 = mul i32 %krow2825, 4
  %t_r2829 = add i32 %kr2827, 1
  %t_s2831 = mul i32 %t_r2829, 4
  %t_c2833 = add i32 %t_s2831, 3
  %t_e2834 = mul i32 %t_c2833, %cpg
  %el2835 = add i32 %t_e2834, %cin1494
  %off2837 = shl i32 %el2835, 2
  %v2838 = extractelement <8 x float> %acc735, i32 5
  %old.389 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2838, ptr addrspace(8) %rws91, i32 %off2837, i32 0, i32 20)
  %krow2840 = add i32 %kbase1488, %kin2717
  %kr2842 = mul i32 %krow2840, 4
  %t_r2844 = add i32 %kr2842, 2
  %t_s2846 = mul i32 %t_r2844, 4
  %t_c2848 = add i32 %t_s2846, 0
  %t_e2849 = mul i32 %t_c2848, %cpg
  %el2850 = add i32 %t_e2849, %cin1494
  %off2852 = shl i32 %el2850, 2
  %v2853 = extractelement <8 x float> %acc736, i32 5
  %old.390 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2853, ptr addrspace(8) %rws91, i32 %off2852, i32 0, i32 20)
  %krow2855 = add i32 %kbase1488, %kin2717
  %kr2857 = mul i32 %krow2855, 4
  %t_r2859 = add i32 %kr2857, 2
  %t_s2861 = mul i32 %t_r2859, 4
  %t_c2863 = add i32 %t_s2861, 1
  %t_e2864 = mul i32 %t_c2863, %cpg
  %el2865 = add i32 %t_e2864, %cin1494
  %off2867 = shl i32 %el2865, 2
  %v2868 = extractelement <8 x float> %acc737, i32 5
  %old.391 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2868, ptr addrspace(8) %rws91, i32 %off2867, i32 0, i32 20)
  %krow2870 = add i32 %kbase1488, %kin2717
  %kr2872 = mul i32 %krow2870, 4
  %t_r2874 = add i32 %kr2872, 2
  %t_s2876 = mul i32 %t_r2874, 4
  %t_c2878 = add i32 %t_s2876, 2
  %t_e2879 = mul i32 %t_c2878, %cpg
  %el2880 = add i32 %t_e2879, %cin1494
  %off2882 = shl i32 %el2880, 2
  %v2883 = extractelement <8 x float> %acc738, i32 5
  %old.392 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2883, ptr addrspace(8) %rws91, i32 %off2882, i32 0, i32 20)
  %krow2885 = add i32 %kbase1488, %kin2717
  %kr2887 = mul i32 %krow2885, 4
  %t_r2889 = add i32 %kr2887, 2
  %t_s2891 = mul i32 %t_r2889, 4
  %t_c2893 = add i32 %t_s2891, 3
  %t_e2894 = mul i32 %t_c2893, %cpg
  %el2895 = add i32 %t_e2894, %cin1494
  %off2897 = shl i32 %el2895, 2
  %v2898 = extractelement <8 x float> %acc739, i32 5
  %old.393 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2898, ptr addrspace(8) %rws91, i32 %off2897, i32 0, i32 20)
  %krow2900 = add i32 %kbase1488, %kin2717
  %kr2902 = mul i32 %krow2900, 4
  %t_r2904 = add i32 %kr2902, 3
  %t_s2906 = mul i32 %t_r2904, 4
  %t_c2908 = add i32 %t_s2906, 0
  %t_e2909 = mul i32 %t_c2908, %cpg
  %el2910 = add i32 %t_e2909, %cin1494
  %off2912 = shl i32 %el2910, 2
  %v2913 = extractelement <8 x float> %acc740, i32 5
  %old.394 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2913, ptr addrspace(8) %rws91, i32 %off2912, i32 0, i32 20)
  %krow2915 = add i32 %kbase1488, %kin2717
  %kr2917 = mul i32 %krow2915, 4
  %t_r2919 = add i32 %kr2917, 3
  %t_s2921 = mul i32 %t_r2919, 4
  %t_c2923 = add i32 %t_s2921, 1
  %t_e2924 = mul i32 %t_c2923, %cpg
  %el2925 = add i32 %t_e2924, %cin1494
  %off2927 = shl i32 %el2925, 2
  %v2928 = extractelement <8 x float> %acc741, i32 5
  %old.395 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2928, ptr addrspace(8) %rws91, i32 %off2927, i32 0, i32 20)
  %krow2930 = add i32 %kbase1488, %kin2717
  %kr2932 = mul i32 %krow2930, 4
  %t_r2934 = add i32 %kr2932, 3
  %t_s2936 = mul i32 %t_r2934, 4
  %t_c2938 = add i32 %t_s2936, 2
  %t_e2939 = mul i32 %t_c2938, %cpg
  %el2940 = add i32 %t_e2939, %cin1494
  %off2942 = shl i32 %el2940, 2
  %v2943 = extractelement <8 x float> %acc742, i32 5
  %old.396 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2943, ptr addrspace(8) %rws91, i32 %off2942, i32 0, i32 20)
  %krow2945 = add i32 %kbase1488, %kin2717
  %kr2947 = mul i32 %krow2945, 4
  %t_r2949 = add i32 %kr2947, 3
  %t_s2951 = mul i32 %t_r2949, 4
  %t_c2953 = add i32 %t_s2951, 3
  %t_e2954 = mul i32 %t_c2953, %cpg
  %el2955 = add i32 %t_e2954, %cin1494
  %off2957 = shl i32 %el2955, 2
  %v2958 = extractelement <8 x float> %acc743, i32 5
  %old.397 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2958, ptr addrspace(8) %rws91, i32 %off2957, i32 0, i32 20)
  br label %if.end.55
if.end.55:
  %kin2961 = add i32 %k_h1491, 6
  %kok2962 = icmp ult i32 %kin2961, %kpg
  %ok2963 = and i1 %kok2962, %cok1495
  br i1 %ok2963, label %if.then.56, label %if.end.56
if.then.56:
  %krow2964 = add i32 %kbase1488, %kin2961
  %kr2966 = mul i32 %krow2964, 4
  %t_r2968 = add i32 %kr2966, 0
  %t_s2970 = mul i32 %t_r2968, 4
  %t_c2972 = add i32 %t_s2970, 0
  %t_e2973 = mul i32 %t_c2972, %cpg
  %el2974 = add i32 %t_e2973, %cin1494
  %off2976 = shl i32 %el2974, 2
  %v2977 = extractelement <8 x float> %acc728, i32 6
  %old.398 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2977, ptr addrspace(8) %rws91, i32 %off2976, i32 0, i32 20)
  %krow2979 = add i32 %kbase1488, %kin2961
  %kr2981 = mul i32 %krow2979, 4
  %t_r2983 = add i32 %kr2981, 0
  %t_s2985 = mul i32 %t_r2983, 4
  %t_c2987 = add i32 %t_s2985, 1
  %t_e2988 = mul i32 %t_c2987, %cpg
  %el2989 = add i32 %t_e2988, %cin1494
  %off2991 = shl i32 %el2989, 2
  %v2992 = extractelement <8 x float> %acc729, i32 6
  %old.399 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2992, ptr addrspace(8) %rws91, i32 %off2991, i32 0, i32 20)
  %krow2994 = add i32 %kbase1488, %kin2961
  %kr2996 = mul i32 %krow2994, 4
  %t_r2998 = add i32 %kr2996, 0
  %t_s3000 = mul i32 %t_r2998, 4
  %t_c3002 = add i32 %t_s3000, 2
  %t_e3003 = mul i32 %t_c3002, %cpg
  %el3004 = add i32 %t_e3003, %cin1494
  %off3006 = shl i32 %el3004, 2
  %v3007 = extractelement <8 x float> %acc730, i32 6
  %old.400 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3007, ptr addrspace(8) %rws91, i32 %off3006, i32 0, i32 20)
  %krow3009 = add i32 %kbase1488, %kin2961
  %kr3011 = mul i32 %krow3009, 4
  %t_r3013 = add i32 %kr3011, 0
  %t_s3015 = mul i32 %t_r3013, 4
  %t_c3017 = add i32 %t_s3015, 3
  %t_e3018 = mul i32 %t_c3017, %cpg
  %el3019 = add i32 %t_e3018, %cin1494
  %off3021 = shl i32 %el3019, 2
  %v3022 = extractelement <8 x float> %acc731, i32 6
  %old.401 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3022, ptr addrspace(8) %rws91, i32 %off3021, i32 0, i32 20)
  %krow3024 = add i32 %kbase1488, %kin2961
  %kr3026 = mul i32 %krow3024, 4
  %t_r3028 = add i32 %kr3026, 1
  %t_s3030 = mul i32 %t_r3028, 4
  %t_c3032 = add i32 %t_s3030, 0
  %t_e3033 = mul i32 %t_c3032, %cpg
  %el3034 = add i32 %t_e3033, %cin1494
  %off3036 = shl i32 %el3034, 2
  %v3037 = extractelement <8 x float> %acc732, i32 6
  %old.402 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3037, ptr addrspace(8) %rws91, i32 %off3036, i32 0, i32 20)
  %krow3039 = add i32 %kbase1488, %kin2961
  %kr3041 = mul i32 %krow3039, 4
  %t_r3043 = add i32 %kr3041, 1
  %t_s3045 = mul i32 %t_r3043, 4
  %t_c3047 = add i32 %t_s3045, 1
  %t_e3048 = mul i32 %t_c3047, %cpg
  %el3049 = add i32 %t_e3048, %cin1494
  %off3051 = shl i32 %el3049, 2
  %v3052 = extractelement <8 x float> %acc733, i32 6
  %old.403 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3052, ptr addrspace(8) %rws91, i32 %off3051, i32 0, i32 20)
  %krow3054 = add i32 %kbase1488, %kin2961
  %kr3056 = mul i32 %krow3054, 4
  %t_r3058 = add i32 %kr3056, 1
  %t_s3060 = mul i32 %t_r3058, 4
  %t_c3062 = add i32 %t_s3060, 2
  %t_e3063 = mul i32 %t_c3062, %cpg
  %el3064 = add i32 %t_e3063, %cin1494
  %off3066 = shl i32 %el3064, 2
  %v3067 = extractelement <8 x float> %acc734, i32 6
  %old.404 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3067, ptr addrspace(8) %rws91, i32 %off3066, i32 0, i32 20)
  %krow3069 = add i32 %kbase1488, %kin2961
  %kr3071 = mul i32 %krow3069, 4
  %t_r3073 = add i32 %kr3071, 1
  %t_s3075 = mul i32 %t_r3073, 4
  %t_c3077 = add i32 %t_s3075, 3
  %t_e3078 = mul i32 %t_c3077, %cpg
  %el3079 = add i32 %t_e3078, %cin1494
  %off3081 = shl i32 %el3079, 2
  %v3082 = extractelement <8 x float> %acc735, i32 6
  %old.405 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3082, ptr addrspace(8) %rws91, i32 %off3081, i32 0, i32 20)
  %krow3084 = add i32 %kbase1488, %kin2961
  %kr3086 = mul i32 %krow3084, 4
  %t_r3088 = add i32 %kr3086, 2
  %t_s3090 = mul i32 %t_r3088, 4
  %t_c3092 = add i32 %t_s3090, 0
  %t_e3093 = mul i32 %t_c3092, %cpg
  %el3094 = add i32 %t_e3093, %cin1494
  %off3096 = shl i32 %el3094, 2
  %v3097 = extractelement <8 x float> %acc736, i32 6
  %old.406 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3097, ptr addrspace(8) %rws91, i32 %off3096, i32 0, i32 20)
  %krow3099 = add i32 %kbase1488, %kin2961
  %kr3101 = mul i32 %krow3099, 4
  %t_r3103 = add i32 %kr3101, 2
  %t_s3105 = mul i32 %t_r3103, 4
  %t_c3107 = add i32 %t_s3105, 1
  %t_e3108 = mul i32 %t_c3107, %cpg
  %el3109 = add i32 %t_e3108, %cin1494
  %off3111 = shl i32 %el3109, 2
  %v3112 = extractelement <8 x float> %acc737, i32 6
  %old.407 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3112, ptr addrspace(8) %rws91, i32 %off3111, i32 0, i32 20)
  %krow3114 = add i32 %kbase1488, %kin2961
  %kr3116 = mul i32 %krow3114, 4
  %t_r3118 = add i32 %kr3116, 2
  %t_s3120 = mul i32 %t_r3118, 4
  %t_c3122 = add i32 %t_s3120, 2
  %t_e3123 = mul i32 %t_c3122, %cpg
  %el3124 = add i32 %t_e3123, %cin1494
  %off3126 = shl i32 %el3124, 2
  %v3127 = extractelement <8 x float> %acc738, i32 6
  %old.408 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3127, ptr addrspace(8) %rws91, i32 %off3126, i32 0, i32 20)
  %krow3129 = add i32 %kbase1488, %kin2961
  %kr3131 = mul i32 %krow3129, 4
  %t_r3133 = add i32 %kr3131, 2
  %t_s3135 = mul i32 %t_r3133, 4
  %t_c3137 = add i32 %t_s3135, 3
  %t_e3138 = mul i32 %t_c3137, %cpg
  %el3139 = add i32 %t_e3138, %cin1494
  %off3141 = shl i32 %el3139, 2
  %v3142 = extractelement <8 x float> %acc739, i32 6
  %old.409 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3142, ptr addrspace(8) %rws91, i32 %off3141, i32 0, i32 20)
  %krow3144 = add i32 %kbase1488, %kin2961
  %kr3146 = mul i32 %krow3144, 4
  %t_r3148 = add i32 %kr3146, 3
  %t_s3150 = mul i32 %t_r3148, 4
  %t_c3152 = add i32 %t_s3150, 0
  %t_e3153 = mul i32 %t_c3152, %cpg
  %el3154 = add i32 %t_e3153, %cin1494
  %off3156 = shl i32 %el3154, 2
  %v3157 = extractelement <8 x float> %acc740, i32 6
  %old.410 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3157, ptr addrspace(8) %rws91, i32 %off3156, i32 0, i32 20)
  %krow3159 = add i32 %kbase1488, %kin2961
  %kr3161 = mul i32 %krow3159, 4
  %t_r3163 = add i32 %kr3161, 3
  %t_s3165 = mul i32 %t_r3163, 4
  %t_c3167 = add i32 %t_s3165, 1
  %t_e3168 = mul i32 %t_c3167, %cpg
  %el3169 = add i32 %t_e3168, %cin1494
  %off3171 = shl i32 %el3169, 2
  %v3172 = extractelement <8 x float> %acc741, i32 6
  %old.411 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3172, ptr addrspace(8) %rws91, i32 %off3171, i32 0, i32 20)
  %krow3174 = add i32 %kbase1488, %kin2961
  %kr3176 = mul i32 %krow3174, 4
  %t_r3178 = add i32 %kr3176, 3
  %t_s3180 = mul i32 %t_r3178, 4
  %t_c3182 = add i32 %t_s3180, 2
  %t_e3183 = mul i32 %t_c3182, %cpg
  %el3184 = add i32 %t_e3183, %cin1494
  %off3186 = shl i32 %el3184, 2
  %v3187 = extractelement <8 x float> %acc742, i32 6
  %old.412 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3187, ptr addrspace(8) %rws91, i32 %off3186, i32 0, i32 20)
  %krow3189 = add i32 %kbase1488, %kin2961
  %kr3191 = mul i32 %krow3189, 4
  %t_r3193 = add i32 %kr3191, 3
  %t_s3195 = mul i32 %t_r3193, 4
  %t_c3197 = add i32 %t_s3195, 3
  %t_e3198 = mul i32 %t_c3197, %cpg
  %el3199 = add i32 %t_e3198, %cin1494
  %off3201 = shl i32 %el3199, 2
  %v3202 = extractelement <8 x float> %acc743, i32 6
  %old.413 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3202, ptr addrspace(8) %rws91, i32 %off3201, i32 0, i32 20)
  br label %if.end.56
if.end.56:
  %kin3205 = add i32 %k_h1491, 7
  %kok3206 = icmp ult i32 %kin3205, %kpg
  %ok3207 = and i1 %kok3206, %cok1495
  br i1 %ok3207, label %if.then.57, label %if.end.57
if.then.57:
  %krow3208 = add i32 %kbase1488, %kin3205
  %kr3210 = mul i32 %krow3208, 4
  %t_r3212 = add i32 %kr3210, 0
  %t_s3214 = mul i32 %t_r3212, 4
  %t_c3216 = add i32 %t_s3214, 0
  %t_e3217 = mul i32 %t_c3216, %cpg
  %el3218 = add i32 %t_e3217, %cin1494
  %off3220 = shl i32 %el3218, 2
  %v3221 = extractelement <8 x float> %acc728, i32 7
  %old.414 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3221, ptr addrspace(8) %rws91, i32 %off3220, i32 0, i32 20)
  %krow3223 = add i32 %kbase1488, %kin3205
  %kr3225 = mul i32 %krow3223, 4
  %t_r3227 = add i32 %kr3225, 0
  %t_s3229 = mul i32 %t_r3227, 4
  %t_c3231 = add i32 %t_s3229, 1
  %t_e3232 = mul i32 %t_c3231, %cpg
  %el3233 = add i32 %t_e3232, %cin1494
  %off3235 = shl i32 %el3233, 2
  %v3236 = extractelement <8 x float> %acc729, i32 7
  %old.415 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3236, ptr addrspace(8) %rws91, i32 %off3235, i32 0, i32 20)
  %krow3238 = add i32 %kbase1488, %kin3205
  %kr3240 = mul i32 %krow3238, 4
  %t_r3242 = add i32 %kr3240, 0
  %t_s3244 = mul i32 %t_r3242, 4
  %t_c3246 = add i32 %t_s3244, 2
  %t_e3247 = mul i32 %t_c3246, %cpg
  %el3248 = add i32 %t_e3247, %cin1494
  %off3250 = shl i32 %el3248, 2
  %v3251 = extractelement <8 x float> %acc730, i32 7
  %old.416 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3251, ptr addrspace(8) %rws91, i32 %off3250, i32 0, i32 20)
  %krow3253 = add i32 %kbase1488, %kin3205
  %kr3255 = mul i32 %krow3253, 4
  %t_r3257 = add i32 %kr3255, 0
  %t_s3259 = mul i32 %t_r3257, 4
  %t_c3261 = add i32 %t_s3259, 3
  %t_e3262 = mul i32 %t_c3261, %cpg
  %el3263 = add i32 %t_e3262, %cin1494
  %off3265 = shl i32 %el3263, 2
  %v3266 = extractelement <8 x float> %acc731, i32 7
  %old.417 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3266, ptr addrspace(8) %rws91, i32 %off3265, i32 0, i32 20)
  %krow3268 = add i32 %kbase1488, %kin3205
  %kr3270 = mul i32 %krow3268, 4
  %t_r3272 = add i32 %kr3270, 1
  %t_s3274 = mul i32 %t_r3272, 4
  %t_c3276 = add i32 %t_s3274, 0
  %t_e3277 = mul i32 %t_c3276, %cpg
  %el3278 = add i32 %t_e3277, %cin1494
  %off3280 = shl i32 %el3278, 2
  %v3281 = extractelement <8 x float> %acc732, i32 7
  %old.418 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3281, ptr addrspace(8) %rws91, i32 %off3280, i32 0, i32 20)
  %krow3283 = add i32 %kbase1488, %kin3205
  %kr3285 = mul i32 %krow3283, 4
  %t_r3287 = add i32 %kr3285, 1
  %t_s3289 = mul i32 %t_r3287, 4
  %t_c3291 = add i32 %t_s3289, 1
  %t_e3292 = mul i32 %t_c3291, %cpg
  %el3293 = add i32 %t_e3292, %cin1494
  %off3295 = shl i32 %el3293, 2
  %v3296 = extractelement <8 x float> %acc733, i32 7
  %old.419 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3296, ptr addrspace(8) %rws91, i32 %off3295, i32 0, i32 20)
  %krow3298 = add i32 %kbase1488, %kin3205
  %kr3300 = mul i32 %krow3298, 4
  %t_r3302 = add i32 %kr3300, 1
  %t_s3304 = mul i32 %t_r3302, 4
  %t_c3306 = add i32 %t_s3304, 2
  %t_e3307 = mul i32 %t_c3306, %cpg
  %el3308 = add i32 %t_e3307, %cin1494
  %off3310 = shl i32 %el3308, 2
  %v3311 = extractelement <8 x float> %acc734, i32 7
  %old.420 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3311, ptr addrspace(8) %rws91, i32 %off3310, i32 0, i32 20)
  %krow3313 = add i32 %kbase1488, %kin3205
  %kr3315 = mul i32 %krow3313, 4
  %t_r3317 = add i32 %kr3315, 1
  %t_s3319 = mul i32 %t_r3317, 4
  %t_c3321 = add i32 %t_s3319, 3
  %t_e3322 = mul i32 %t_c3321, %cpg
  %el3323 = add i32 %t_e3322, %cin1494
  %off3325 = shl i32 %el3323, 2
  %v3326 = extractelement <8 x float> %acc735, i32 7
  %old.421 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3326, ptr addrspace(8) %rws91, i32 %off3325, i32 0, i32 20)
  %krow3328 = add i32 %kbase1488, %kin3205
  %kr3330 = mul i32 %krow3328, 4
  %t_r3332 = add i32 %kr3330, 2
  %t_s3334 = mul i32 %t_r3332, 4
  %t_c3336 = add i32 %t_s3334, 0
  %t_e3337 = mul i32 %t_c3336, %cpg
  %el3338 = add i32 %t_e3337, %cin1494
  %off3340 = shl i32 %el3338, 2
  %v3341 = extractelement <8 x float> %acc736, i32 7
  %old.422 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3341, ptr addrspace(8) %rws91, i32 %off3340, i32 0, i32 20)
  %krow3343 = add i32 %kbase1488, %kin3205
  %kr3345 = mul i32 %krow3343, 4
  %t_r3347 = add i32 %kr3345, 2
  %t_s3349 = mul i32 %t_r3347, 4
  %t_c3351 = add i32 %t_s3349, 1
  %t_e3352 = mul i32 %t_c3351, %cpg
  %el3353 = add i32 %t_e3352, %cin1494
  %off3355 = shl i32 %el3353, 2
  %v3356 = extractelement <8 x float> %acc737, i32 7
  %old.423 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3356, ptr addrspace(8) %rws91, i32 %off3355, i32 0, i32 20)
  %krow3358 = add i32 %kbase1488, %kin3205
  %kr3360 = mul i32 %krow3358, 4
  %t_r3362 = add i32 %kr3360, 2
  %t_s3364 = mul i32 %t_r3362, 4
  %t_c3366 = add i32 %t_s3364, 2
  %t_e3367 = mul i32 %t_c3366, %cpg
  %el3368 = add i32 %t_e3367, %cin1494
  %off3370 = shl i32 %el3368, 2
  %v3371 = extractelement <8 x float> %acc738, i32 7
  %old.424 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3371, ptr addrspace(8) %rws91, i32 %off3370, i32 0, i32 20)
  %krow3373 = add i32 %kbase1488, %kin3205
  %kr3375 = mul i32 %krow3373, 4
  %t_r3377 = add i32 %kr3375, 2
  %t_s3379 = mul i32 %t_r3377, 4
  %t_c3381 = add i32 %t_s3379, 3
  %t_e3382 = mul i32 %t_c3381, %cpg
  %el3383 = add i32 %t_e3382, %cin1494
  %off3385 = shl i32 %el3383, 2
  %v3386 = extractelement <8 x float> %acc739, i32 7
  %old.425 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3386, ptr addrspace(8) %rws91, i32 %off3385, i32 0, i32 20)
  %krow3388 = add i32 %kbase1488, %kin3205
  %kr3390 = mul i32 %krow3388, 4
  %t_r3392 = add i32 %kr3390, 3
  %t_s3394 = mul i32 %t_r3392, 4
  %t_c3396 = add i32 %t_s3394, 0
  %t_e3397 = mul i32 %t_c3396, %cpg
  %el3398 = add i32 %t_e3397, %cin1494
  %off3400 = shl i32 %el3398, 2
  %v3401 = extractelement <8 x float> %acc740, i32 7
  %old.426 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3401, ptr addrspace(8) %rws91, i32 %off3400, i32 0, i32 20)
  %krow3403 = add i32 %kbase1488, %kin3205
  %kr3405 = mul i32 %krow3403, 4
  %t_r3407 = add i32 %kr3405, 3
  %t_s3409 = mul i32 %t_r3407, 4
  %t_c3411 = add i32 %t_s3409, 1
  %t_e3412 = mul i32 %t_c3411, %cpg
  %el3413 = add i32 %t_e3412, %cin1494
  %off3415 = shl i32 %el3413, 2
  %v3416 = extractelement <8 x float> %acc741, i32 7
  %old.427 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3416, ptr addrspace(8) %rws91, i32 %off3415, i32 0, i32 20)
  %krow3418 = add i32 %kbase1488, %kin3205
  %kr3420 = mul i32 %krow3418, 4
  %t_r3422 = add i32 %kr3420, 3
  %t_s3424 = mul i32 %t_r3422, 4
  %t_c3426 = add i32 %t_s3424, 2
  %t_e3427 = mul i32 %t_c3426, %cpg
  %el3428 = add i32 %t_e3427, %cin1494
  %off3430 = shl i32 %el3428, 2
  %v3431 = extractelement <8 x float> %acc742, i32 7
  %old.428 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3431, ptr addrspace(8) %rws91, i32 %off3430, i32 0, i32 20)
  %krow3433 = add i32 %kbase1488, %kin3205
  %kr3435 = mul i32 %krow3433, 4
  %t_r3437 = add i32 %kr3435, 3
  %t_s3439 = mul i32 %t_r3437, 4
  %t_c3441 = add i32 %t_s3439, 3
  %t_e3442 = mul i32 %t_c3441, %cpg
  %el3443 = add i32 %t_e3442, %cin1494
  %off3445 = shl i32 %el3443, 2
  %v3446 = extractelement <8 x float> %acc743, i32 7
  %old.429 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3446, ptr addrspace(8) %rws91, i32 %off3445, i32 0, i32 20)
  br label %if.end.57
if.end.57:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="368" }
