; irgate direct_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=0,kpg=0,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=0,tdm_stages=2,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1 = internal unnamed_addr addrspace(3) global [12912 x i8] undef, align 16

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

define amdgpu_kernel void @irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
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
  %slot_off124 = mul i32 %slot122, 6432
  %wo_left125 = sub i32 %wo, %wo_s120
  %wo_fit127 = icmp ult i32 %wo_left125, 32
  %wo_n129 = select i1 %wo_fit127, i32 %wo_left125, i32 32
  %wb131 = sub i32 %wo_s120, 1
  %lead_neg133 = icmp slt i32 %wb131, 0
  %lead_a135 = sub i32 0, %wb131
  %lead137 = select i1 %lead_neg133, i32 %lead_a135, i32 0
  %x_first138 = add i32 %wb131, %lead137
  %x_end140 = add i32 %wb131, 34
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
  %dst164 = select i1 %some162, i32 %dst160, i32 12864
  %src165 = select i1 %some162, i32 %el158, i32 %dy_dummy98
  %rows167 = select i1 %some162, i32 %dy_n153, i32 1
  br i1 %issuer97, label %if.then.1, label %if.end.1
if.then.1:
  %gep.4 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst164
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
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za186
  store float 0x0000000000000000, ptr addrspace(3) %gep.19, align 4
  %za189 = add i32 %lz184, 4
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za189
  store float 0x0000000000000000, ptr addrspace(3) %gep.20, align 4
  %za192 = add i32 %lz184, 8
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za192
  store float 0x0000000000000000, ptr addrspace(3) %gep.21, align 4
  %za195 = add i32 %lz184, 12
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za195
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
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za213
  store float 0x0000000000000000, ptr addrspace(3) %gep.23, align 4
  %za216 = add i32 %lz211, 4
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za216
  store float 0x0000000000000000, ptr addrspace(3) %gep.24, align 4
  %za219 = add i32 %lz211, 8
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za219
  store float 0x0000000000000000, ptr addrspace(3) %gep.25, align 4
  %za222 = add i32 %lz211, 12
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za222
  store float 0x0000000000000000, ptr addrspace(3) %gep.26, align 4
  br label %if.end.4
if.end.4:
  br label %if.end.2
if.end.2:
  %h_a225 = add i32 %ho150, 0
  %hi227 = sub i32 %h_a225, 1
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
  %dst242 = select i1 %some240, i32 %dst238, i32 12864
  %src243 = select i1 %some240, i32 %el235, i32 %x_dummy99
  %rows245 = select i1 %some240, i32 %x_n230, i32 1
  br i1 %issuer97, label %if.then.5, label %if.end.5
if.then.5:
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst242
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
  %partial248 = icmp ult i32 %x_n230, 34
  br i1 %partial248, label %if.then.6, label %if.end.6
if.then.6:
  %e250 = add i32 %tid20, 0
  %row252 = udiv i32 %e250, 2
  %cc254 = urem i32 %e250, 2
  %chan256 = shl i32 %cc254, 3
  %below257 = icmp ult i32 %row252, %lead137
  %above258 = icmp uge i32 %row252, %cover_end246
  %hole259 = or i1 %below257, %above258
  %ein261 = icmp ult i32 %e250, 68
  %hole262 = and i1 %hole259, %ein261
  %lrow264 = mul i32 %row252, 24
  %lel265 = add i32 %lrow264, %chan256
  %lb267 = shl i32 %lel265, 1
  %lz268 = add i32 %lb267, %slot_off124
  br i1 %hole262, label %if.then.7, label %if.end.7
if.then.7:
  %za270 = add i32 %lz268, 1536
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za270
  store float 0x0000000000000000, ptr addrspace(3) %gep.42, align 4
  %za273 = add i32 %lz268, 1540
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za273
  store float 0x0000000000000000, ptr addrspace(3) %gep.43, align 4
  %za276 = add i32 %lz268, 1544
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za276
  store float 0x0000000000000000, ptr addrspace(3) %gep.44, align 4
  %za279 = add i32 %lz268, 1548
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za279
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
  %ein293 = icmp ult i32 %e282, 68
  %hole294 = and i1 %hole291, %ein293
  %lrow296 = mul i32 %row284, 24
  %lel297 = add i32 %lrow296, %chan288
  %lb299 = shl i32 %lel297, 1
  %lz300 = add i32 %lb299, %slot_off124
  br i1 %hole294, label %if.then.8, label %if.end.8
if.then.8:
  %za302 = add i32 %lz300, 1536
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za302
  store float 0x0000000000000000, ptr addrspace(3) %gep.46, align 4
  %za305 = add i32 %lz300, 1540
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za305
  store float 0x0000000000000000, ptr addrspace(3) %gep.47, align 4
  %za308 = add i32 %lz300, 1544
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za308
  store float 0x0000000000000000, ptr addrspace(3) %gep.48, align 4
  %za311 = add i32 %lz300, 1548
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za311
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
  %ein325 = icmp ult i32 %e314, 68
  %hole326 = and i1 %hole323, %ein325
  %lrow328 = mul i32 %row316, 24
  %lel329 = add i32 %lrow328, %chan320
  %lb331 = shl i32 %lel329, 1
  %lz332 = add i32 %lb331, %slot_off124
  br i1 %hole326, label %if.then.9, label %if.end.9
if.then.9:
  %za334 = add i32 %lz332, 1536
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za334
  store float 0x0000000000000000, ptr addrspace(3) %gep.50, align 4
  %za337 = add i32 %lz332, 1540
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za337
  store float 0x0000000000000000, ptr addrspace(3) %gep.51, align 4
  %za340 = add i32 %lz332, 1544
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za340
  store float 0x0000000000000000, ptr addrspace(3) %gep.52, align 4
  %za343 = add i32 %lz332, 1548
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za343
  store float 0x0000000000000000, ptr addrspace(3) %gep.53, align 4
  br label %if.end.9
if.end.9:
  br label %if.end.6
if.end.6:
  %h_a346 = add i32 %ho150, 1
  %hi348 = sub i32 %h_a346, 1
  %hiok349 = icmp ult i32 %hi348, %hi
  %x_n351 = select i1 %hiok349, i32 %x_span146, i32 0
  %x_row352 = mul i32 %hi348, %x_stride_h
  %x_r353 = add i32 %x_img93, %x_row352
  %col354 = mul i32 %x_first138, %x_stride_w
  %el355 = add i32 %x_r353, %col354
  %el356 = add i32 %el355, %x_ch80
  %dst357 = add i32 %slot_off124, %lead_b148
  %dst359 = add i32 %dst357, 3168
  %some361 = icmp ne i32 %x_n351, 0
  %dst363 = select i1 %some361, i32 %dst359, i32 12864
  %src364 = select i1 %some361, i32 %el356, i32 %x_dummy99
  %rows366 = select i1 %some361, i32 %x_n351, i32 1
  br i1 %issuer97, label %if.then.10, label %if.end.10
if.then.10:
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst363
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
  %partial369 = icmp ult i32 %x_n351, 34
  br i1 %partial369, label %if.then.11, label %if.end.11
if.then.11:
  %e371 = add i32 %tid20, 0
  %row373 = udiv i32 %e371, 2
  %cc375 = urem i32 %e371, 2
  %chan377 = shl i32 %cc375, 3
  %below378 = icmp ult i32 %row373, %lead137
  %above379 = icmp uge i32 %row373, %cover_end367
  %hole380 = or i1 %below378, %above379
  %ein382 = icmp ult i32 %e371, 68
  %hole383 = and i1 %hole380, %ein382
  %lrow385 = mul i32 %row373, 24
  %lel386 = add i32 %lrow385, %chan377
  %lb388 = shl i32 %lel386, 1
  %lz389 = add i32 %lb388, %slot_off124
  br i1 %hole383, label %if.then.12, label %if.end.12
if.then.12:
  %za391 = add i32 %lz389, 3168
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za391
  store float 0x0000000000000000, ptr addrspace(3) %gep.69, align 4
  %za394 = add i32 %lz389, 3172
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za394
  store float 0x0000000000000000, ptr addrspace(3) %gep.70, align 4
  %za397 = add i32 %lz389, 3176
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za397
  store float 0x0000000000000000, ptr addrspace(3) %gep.71, align 4
  %za400 = add i32 %lz389, 3180
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za400
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
  %ein414 = icmp ult i32 %e403, 68
  %hole415 = and i1 %hole412, %ein414
  %lrow417 = mul i32 %row405, 24
  %lel418 = add i32 %lrow417, %chan409
  %lb420 = shl i32 %lel418, 1
  %lz421 = add i32 %lb420, %slot_off124
  br i1 %hole415, label %if.then.13, label %if.end.13
if.then.13:
  %za423 = add i32 %lz421, 3168
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za423
  store float 0x0000000000000000, ptr addrspace(3) %gep.73, align 4
  %za426 = add i32 %lz421, 3172
  %gep.74 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za426
  store float 0x0000000000000000, ptr addrspace(3) %gep.74, align 4
  %za429 = add i32 %lz421, 3176
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za429
  store float 0x0000000000000000, ptr addrspace(3) %gep.75, align 4
  %za432 = add i32 %lz421, 3180
  %gep.76 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za432
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
  %ein446 = icmp ult i32 %e435, 68
  %hole447 = and i1 %hole444, %ein446
  %lrow449 = mul i32 %row437, 24
  %lel450 = add i32 %lrow449, %chan441
  %lb452 = shl i32 %lel450, 1
  %lz453 = add i32 %lb452, %slot_off124
  br i1 %hole447, label %if.then.14, label %if.end.14
if.then.14:
  %za455 = add i32 %lz453, 3168
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za455
  store float 0x0000000000000000, ptr addrspace(3) %gep.77, align 4
  %za458 = add i32 %lz453, 3172
  %gep.78 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za458
  store float 0x0000000000000000, ptr addrspace(3) %gep.78, align 4
  %za461 = add i32 %lz453, 3176
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za461
  store float 0x0000000000000000, ptr addrspace(3) %gep.79, align 4
  %za464 = add i32 %lz453, 3180
  %gep.80 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za464
  store float 0x0000000000000000, ptr addrspace(3) %gep.80, align 4
  br label %if.end.14
if.end.14:
  br label %if.end.11
if.end.11:
  %h_a467 = add i32 %ho150, 2
  %hi469 = sub i32 %h_a467, 1
  %hiok470 = icmp ult i32 %hi469, %hi
  %x_n472 = select i1 %hiok470, i32 %x_span146, i32 0
  %x_row473 = mul i32 %hi469, %x_stride_h
  %x_r474 = add i32 %x_img93, %x_row473
  %col475 = mul i32 %x_first138, %x_stride_w
  %el476 = add i32 %x_r474, %col475
  %el477 = add i32 %el476, %x_ch80
  %dst478 = add i32 %slot_off124, %lead_b148
  %dst480 = add i32 %dst478, 4800
  %some482 = icmp ne i32 %x_n472, 0
  %dst484 = select i1 %some482, i32 %dst480, i32 12864
  %src485 = select i1 %some482, i32 %el477, i32 %x_dummy99
  %rows487 = select i1 %some482, i32 %x_n472, i32 1
  br i1 %issuer97, label %if.then.15, label %if.end.15
if.then.15:
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst484
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
  %partial490 = icmp ult i32 %x_n472, 34
  br i1 %partial490, label %if.then.16, label %if.end.16
if.then.16:
  %e492 = add i32 %tid20, 0
  %row494 = udiv i32 %e492, 2
  %cc496 = urem i32 %e492, 2
  %chan498 = shl i32 %cc496, 3
  %below499 = icmp ult i32 %row494, %lead137
  %above500 = icmp uge i32 %row494, %cover_end488
  %hole501 = or i1 %below499, %above500
  %ein503 = icmp ult i32 %e492, 68
  %hole504 = and i1 %hole501, %ein503
  %lrow506 = mul i32 %row494, 24
  %lel507 = add i32 %lrow506, %chan498
  %lb509 = shl i32 %lel507, 1
  %lz510 = add i32 %lb509, %slot_off124
  br i1 %hole504, label %if.then.17, label %if.end.17
if.then.17:
  %za512 = add i32 %lz510, 4800
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za512
  store float 0x0000000000000000, ptr addrspace(3) %gep.96, align 4
  %za515 = add i32 %lz510, 4804
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za515
  store float 0x0000000000000000, ptr addrspace(3) %gep.97, align 4
  %za518 = add i32 %lz510, 4808
  %gep.98 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za518
  store float 0x0000000000000000, ptr addrspace(3) %gep.98, align 4
  %za521 = add i32 %lz510, 4812
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za521
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
  %ein535 = icmp ult i32 %e524, 68
  %hole536 = and i1 %hole533, %ein535
  %lrow538 = mul i32 %row526, 24
  %lel539 = add i32 %lrow538, %chan530
  %lb541 = shl i32 %lel539, 1
  %lz542 = add i32 %lb541, %slot_off124
  br i1 %hole536, label %if.then.18, label %if.end.18
if.then.18:
  %za544 = add i32 %lz542, 4800
  %gep.100 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za544
  store float 0x0000000000000000, ptr addrspace(3) %gep.100, align 4
  %za547 = add i32 %lz542, 4804
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za547
  store float 0x0000000000000000, ptr addrspace(3) %gep.101, align 4
  %za550 = add i32 %lz542, 4808
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za550
  store float 0x0000000000000000, ptr addrspace(3) %gep.102, align 4
  %za553 = add i32 %lz542, 4812
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za553
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
  %ein567 = icmp ult i32 %e556, 68
  %hole568 = and i1 %hole565, %ein567
  %lrow570 = mul i32 %row558, 24
  %lel571 = add i32 %lrow570, %chan562
  %lb573 = shl i32 %lel571, 1
  %lz574 = add i32 %lb573, %slot_off124
  br i1 %hole568, label %if.then.19, label %if.end.19
if.then.19:
  %za576 = add i32 %lz574, 4800
  %gep.104 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za576
  store float 0x0000000000000000, ptr addrspace(3) %gep.104, align 4
  %za579 = add i32 %lz574, 4804
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za579
  store float 0x0000000000000000, ptr addrspace(3) %gep.105, align 4
  %za582 = add i32 %lz574, 4808
  %gep.106 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za582
  store float 0x0000000000000000, ptr addrspace(3) %gep.106, align 4
  %za585 = add i32 %lz574, 4812
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za585
  store float 0x0000000000000000, ptr addrspace(3) %gep.107, align 4
  br label %if.end.19
if.end.19:
  br label %if.end.16
if.end.16:
  br label %for.head.20
for.head.20:
  %t599 = phi i32 [ 0, %if.end.16 ], [ %iv.next.108, %for.latch.20 ]
  %acc600 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1104, %for.latch.20 ]
  %acc601 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1112, %for.latch.20 ]
  %acc602 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1120, %for.latch.20 ]
  %acc603 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1128, %for.latch.20 ]
  %acc604 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1136, %for.latch.20 ]
  %acc605 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1144, %for.latch.20 ]
  %acc606 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1152, %for.latch.20 ]
  %acc607 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1160, %for.latch.20 ]
  %acc608 = phi <8 x float> [ zeroinitializer, %if.end.16 ], [ %acc1168, %for.latch.20 ]
  %cmp.109 = icmp slt i32 %t599, %steps112
  br i1 %cmp.109, label %for.body.20, label %for.exit.20
for.body.20:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %u610 = add i32 %t599, 1
  %rg611 = udiv i32 %u610, %ncols103
  %ccol612 = urem i32 %u610, %ncols103
  %rgo614 = mul i32 %rg611, 1
  %ho_s615 = add i32 %ho_lo85, %rgo614
  %wo_s617 = shl i32 %ccol612, 5
  %slot619 = urem i32 %u610, 2
  %slot_off621 = mul i32 %slot619, 6432
  %wo_left622 = sub i32 %wo, %wo_s617
  %wo_fit624 = icmp ult i32 %wo_left622, 32
  %wo_n626 = select i1 %wo_fit624, i32 %wo_left622, i32 32
  %wb628 = sub i32 %wo_s617, 1
  %lead_neg630 = icmp slt i32 %wb628, 0
  %lead_a632 = sub i32 0, %wb628
  %lead634 = select i1 %lead_neg630, i32 %lead_a632, i32 0
  %x_first635 = add i32 %wb628, %lead634
  %x_end637 = add i32 %wb628, 34
  %x_fit638 = icmp slt i32 %x_end637, %wi
  %x_end639 = select i1 %x_fit638, i32 %x_end637, i32 %wi
  %x_span640 = sub i32 %x_end639, %x_first635
  %x_some641 = icmp slt i32 %x_first635, %x_end639
  %x_span643 = select i1 %x_some641, i32 %x_span640, i32 0
  %lead_b645 = mul i32 %lead634, 48
  %ho647 = add i32 %ho_s615, 0
  %hok648 = icmp ult i32 %ho647, %ho_hi88
  %dy_n650 = select i1 %hok648, i32 %wo_n626, i32 0
  %dy_row651 = mul i32 %ho647, %dy_stride_h
  %dy_r652 = add i32 %dy_img92, %dy_row651
  %col653 = mul i32 %wo_s617, %dy_stride_w
  %el654 = add i32 %dy_r652, %col653
  %el655 = add i32 %el654, %dy_ch79
  %dst657 = add i32 %slot_off621, 0
  %some659 = icmp ne i32 %dy_n650, 0
  %dst661 = select i1 %some659, i32 %dst657, i32 12864
  %src662 = select i1 %some659, i32 %el655, i32 %dy_dummy98
  %rows664 = select i1 %some659, i32 %dy_n650, i32 1
  br i1 %issuer97, label %if.then.21, label %if.end.21
if.then.21:
  %gep.110 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst661
  %lsa.111 = ptrtoint ptr addrspace(3) %gep.110 to i32
  %src.112 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src662
  %ga.113 = ptrtoint ptr addrspace(1) %src.112 to i64
  %galo.114 = trunc i64 %ga.113 to i32
  %gahw.115 = lshr i64 %ga.113, 32
  %gahi.116 = trunc i64 %gahw.115 to i32
  %gaty.117 = or i32 %gahi.116, -2147483648
  %g0a.118 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.111, i32 1
  %g0b.119 = insertelement <4 x i32> %g0a.118, i32 %galo.114, i32 2
  %g0.120 = insertelement <4 x i32> %g0b.119, i32 %gaty.117, i32 3
  %dim1.121 = shl i32 %rows664, 16
  %g1a.122 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.121, i32 2
  %g1b.123 = insertelement <8 x i32> %g1a.122, i32 %rows664, i32 4
  %g1.124 = insertelement <8 x i32> %g1b.123, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.120, <8 x i32> %g1.124, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.21
if.end.21:
  %partial666 = icmp ult i32 %dy_n650, 32
  br i1 %partial666, label %if.then.22, label %if.end.22
if.then.22:
  %e668 = add i32 %tid20, 0
  %row670 = udiv i32 %e668, 2
  %cc672 = urem i32 %e668, 2
  %chan674 = shl i32 %cc672, 3
  %hole675 = icmp uge i32 %row670, %dy_n650
  %lrow677 = mul i32 %row670, 24
  %lel678 = add i32 %lrow677, %chan674
  %lb680 = shl i32 %lel678, 1
  %lz681 = add i32 %lb680, %slot_off621
  br i1 %hole675, label %if.then.23, label %if.end.23
if.then.23:
  %za683 = add i32 %lz681, 0
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za683
  store float 0x0000000000000000, ptr addrspace(3) %gep.125, align 4
  %za686 = add i32 %lz681, 4
  %gep.126 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za686
  store float 0x0000000000000000, ptr addrspace(3) %gep.126, align 4
  %za689 = add i32 %lz681, 8
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za689
  store float 0x0000000000000000, ptr addrspace(3) %gep.127, align 4
  %za692 = add i32 %lz681, 12
  %gep.128 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za692
  store float 0x0000000000000000, ptr addrspace(3) %gep.128, align 4
  br label %if.end.23
if.end.23:
  %e695 = add i32 %tid20, 32
  %row697 = udiv i32 %e695, 2
  %cc699 = urem i32 %e695, 2
  %chan701 = shl i32 %cc699, 3
  %hole702 = icmp uge i32 %row697, %dy_n650
  %lrow704 = mul i32 %row697, 24
  %lel705 = add i32 %lrow704, %chan701
  %lb707 = shl i32 %lel705, 1
  %lz708 = add i32 %lb707, %slot_off621
  br i1 %hole702, label %if.then.24, label %if.end.24
if.then.24:
  %za710 = add i32 %lz708, 0
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za710
  store float 0x0000000000000000, ptr addrspace(3) %gep.129, align 4
  %za713 = add i32 %lz708, 4
  %gep.130 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za713
  store float 0x0000000000000000, ptr addrspace(3) %gep.130, align 4
  %za716 = add i32 %lz708, 8
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za716
  store float 0x0000000000000000, ptr addrspace(3) %gep.131, align 4
  %za719 = add i32 %lz708, 12
  %gep.132 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za719
  store float 0x0000000000000000, ptr addrspace(3) %gep.132, align 4
  br label %if.end.24
if.end.24:
  br label %if.end.22
if.end.22:
  %h_a722 = add i32 %ho647, 0
  %hi724 = sub i32 %h_a722, 1
  %hiok725 = icmp ult i32 %hi724, %hi
  %x_n727 = select i1 %hiok725, i32 %x_span643, i32 0
  %x_row728 = mul i32 %hi724, %x_stride_h
  %x_r729 = add i32 %x_img93, %x_row728
  %col730 = mul i32 %x_first635, %x_stride_w
  %el731 = add i32 %x_r729, %col730
  %el732 = add i32 %el731, %x_ch80
  %dst733 = add i32 %slot_off621, %lead_b645
  %dst735 = add i32 %dst733, 1536
  %some737 = icmp ne i32 %x_n727, 0
  %dst739 = select i1 %some737, i32 %dst735, i32 12864
  %src740 = select i1 %some737, i32 %el732, i32 %x_dummy99
  %rows742 = select i1 %some737, i32 %x_n727, i32 1
  br i1 %issuer97, label %if.then.25, label %if.end.25
if.then.25:
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst739
  %lsa.134 = ptrtoint ptr addrspace(3) %gep.133 to i32
  %src.135 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src740
  %ga.136 = ptrtoint ptr addrspace(1) %src.135 to i64
  %galo.137 = trunc i64 %ga.136 to i32
  %gahw.138 = lshr i64 %ga.136, 32
  %gahi.139 = trunc i64 %gahw.138 to i32
  %gaty.140 = or i32 %gahi.139, -2147483648
  %g0a.141 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.134, i32 1
  %g0b.142 = insertelement <4 x i32> %g0a.141, i32 %galo.137, i32 2
  %g0.143 = insertelement <4 x i32> %g0b.142, i32 %gaty.140, i32 3
  %dim1.144 = shl i32 %rows742, 16
  %g1a.145 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.144, i32 2
  %g1b.146 = insertelement <8 x i32> %g1a.145, i32 %rows742, i32 4
  %g1.147 = insertelement <8 x i32> %g1b.146, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.143, <8 x i32> %g1.147, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.25
if.end.25:
  %cover_end743 = add i32 %lead634, %x_n727
  %partial745 = icmp ult i32 %x_n727, 34
  br i1 %partial745, label %if.then.26, label %if.end.26
if.then.26:
  %e747 = add i32 %tid20, 0
  %row749 = udiv i32 %e747, 2
  %cc751 = urem i32 %e747, 2
  %chan753 = shl i32 %cc751, 3
  %below754 = icmp ult i32 %row749, %lead634
  %above755 = icmp uge i32 %row749, %cover_end743
  %hole756 = or i1 %below754, %above755
  %ein758 = icmp ult i32 %e747, 68
  %hole759 = and i1 %hole756, %ein758
  %lrow761 = mul i32 %row749, 24
  %lel762 = add i32 %lrow761, %chan753
  %lb764 = shl i32 %lel762, 1
  %lz765 = add i32 %lb764, %slot_off621
  br i1 %hole759, label %if.then.27, label %if.end.27
if.then.27:
  %za767 = add i32 %lz765, 1536
  %gep.148 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za767
  store float 0x0000000000000000, ptr addrspace(3) %gep.148, align 4
  %za770 = add i32 %lz765, 1540
  %gep.149 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za770
  store float 0x0000000000000000, ptr addrspace(3) %gep.149, align 4
  %za773 = add i32 %lz765, 1544
  %gep.150 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za773
  store float 0x0000000000000000, ptr addrspace(3) %gep.150, align 4
  %za776 = add i32 %lz765, 1548
  %gep.151 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za776
  store float 0x0000000000000000, ptr addrspace(3) %gep.151, align 4
  br label %if.end.27
if.end.27:
  %e779 = add i32 %tid20, 32
  %row781 = udiv i32 %e779, 2
  %cc783 = urem i32 %e779, 2
  %chan785 = shl i32 %cc783, 3
  %below786 = icmp ult i32 %row781, %lead634
  %above787 = icmp uge i32 %row781, %cover_end743
  %hole788 = or i1 %below786, %above787
  %ein790 = icmp ult i32 %e779, 68
  %hole791 = and i1 %hole788, %ein790
  %lrow793 = mul i32 %row781, 24
  %lel794 = add i32 %lrow793, %chan785
  %lb796 = shl i32 %lel794, 1
  %lz797 = add i32 %lb796, %slot_off621
  br i1 %hole791, label %if.then.28, label %if.end.28
if.then.28:
  %za799 = add i32 %lz797, 1536
  %gep.152 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za799
  store float 0x0000000000000000, ptr addrspace(3) %gep.152, align 4
  %za802 = add i32 %lz797, 1540
  %gep.153 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za802
  store float 0x0000000000000000, ptr addrspace(3) %gep.153, align 4
  %za805 = add i32 %lz797, 1544
  %gep.154 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za805
  store float 0x0000000000000000, ptr addrspace(3) %gep.154, align 4
  %za808 = add i32 %lz797, 1548
  %gep.155 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za808
  store float 0x0000000000000000, ptr addrspace(3) %gep.155, align 4
  br label %if.end.28
if.end.28:
  %e811 = add i32 %tid20, 64
  %row813 = udiv i32 %e811, 2
  %cc815 = urem i32 %e811, 2
  %chan817 = shl i32 %cc815, 3
  %below818 = icmp ult i32 %row813, %lead634
  %above819 = icmp uge i32 %row813, %cover_end743
  %hole820 = or i1 %below818, %above819
  %ein822 = icmp ult i32 %e811, 68
  %hole823 = and i1 %hole820, %ein822
  %lrow825 = mul i32 %row813, 24
  %lel826 = add i32 %lrow825, %chan817
  %lb828 = shl i32 %lel826, 1
  %lz829 = add i32 %lb828, %slot_off621
  br i1 %hole823, label %if.then.29, label %if.end.29
if.then.29:
  %za831 = add i32 %lz829, 1536
  %gep.156 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za831
  store float 0x0000000000000000, ptr addrspace(3) %gep.156, align 4
  %za834 = add i32 %lz829, 1540
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za834
  store float 0x0000000000000000, ptr addrspace(3) %gep.157, align 4
  %za837 = add i32 %lz829, 1544
  %gep.158 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za837
  store float 0x0000000000000000, ptr addrspace(3) %gep.158, align 4
  %za840 = add i32 %lz829, 1548
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za840
  store float 0x0000000000000000, ptr addrspace(3) %gep.159, align 4
  br label %if.end.29
if.end.29:
  br label %if.end.26
if.end.26:
  %h_a843 = add i32 %ho647, 1
  %hi845 = sub i32 %h_a843, 1
  %hiok846 = icmp ult i32 %hi845, %hi
  %x_n848 = select i1 %hiok846, i32 %x_span643, i32 0
  %x_row849 = mul i32 %hi845, %x_stride_h
  %x_r850 = add i32 %x_img93, %x_row849
  %col851 = mul i32 %x_first635, %x_stride_w
  %el852 = add i32 %x_r850, %col851
  %el853 = add i32 %el852, %x_ch80
  %dst854 = add i32 %slot_off621, %lead_b645
  %dst856 = add i32 %dst854, 3168
  %some858 = icmp ne i32 %x_n848, 0
  %dst860 = select i1 %some858, i32 %dst856, i32 12864
  %src861 = select i1 %some858, i32 %el853, i32 %x_dummy99
  %rows863 = select i1 %some858, i32 %x_n848, i32 1
  br i1 %issuer97, label %if.then.30, label %if.end.30
if.then.30:
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst860
  %lsa.161 = ptrtoint ptr addrspace(3) %gep.160 to i32
  %src.162 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src861
  %ga.163 = ptrtoint ptr addrspace(1) %src.162 to i64
  %galo.164 = trunc i64 %ga.163 to i32
  %gahw.165 = lshr i64 %ga.163, 32
  %gahi.166 = trunc i64 %gahw.165 to i32
  %gaty.167 = or i32 %gahi.166, -2147483648
  %g0a.168 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.161, i32 1
  %g0b.169 = insertelement <4 x i32> %g0a.168, i32 %galo.164, i32 2
  %g0.170 = insertelement <4 x i32> %g0b.169, i32 %gaty.167, i32 3
  %dim1.171 = shl i32 %rows863, 16
  %g1a.172 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.171, i32 2
  %g1b.173 = insertelement <8 x i32> %g1a.172, i32 %rows863, i32 4
  %g1.174 = insertelement <8 x i32> %g1b.173, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.170, <8 x i32> %g1.174, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.30
if.end.30:
  %cover_end864 = add i32 %lead634, %x_n848
  %partial866 = icmp ult i32 %x_n848, 34
  br i1 %partial866, label %if.then.31, label %if.end.31
if.then.31:
  %e868 = add i32 %tid20, 0
  %row870 = udiv i32 %e868, 2
  %cc872 = urem i32 %e868, 2
  %chan874 = shl i32 %cc872, 3
  %below875 = icmp ult i32 %row870, %lead634
  %above876 = icmp uge i32 %row870, %cover_end864
  %hole877 = or i1 %below875, %above876
  %ein879 = icmp ult i32 %e868, 68
  %hole880 = and i1 %hole877, %ein879
  %lrow882 = mul i32 %row870, 24
  %lel883 = add i32 %lrow882, %chan874
  %lb885 = shl i32 %lel883, 1
  %lz886 = add i32 %lb885, %slot_off621
  br i1 %hole880, label %if.then.32, label %if.end.32
if.then.32:
  %za888 = add i32 %lz886, 3168
  %gep.175 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za888
  store float 0x0000000000000000, ptr addrspace(3) %gep.175, align 4
  %za891 = add i32 %lz886, 3172
  %gep.176 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za891
  store float 0x0000000000000000, ptr addrspace(3) %gep.176, align 4
  %za894 = add i32 %lz886, 3176
  %gep.177 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za894
  store float 0x0000000000000000, ptr addrspace(3) %gep.177, align 4
  %za897 = add i32 %lz886, 3180
  %gep.178 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za897
  store float 0x0000000000000000, ptr addrspace(3) %gep.178, align 4
  br label %if.end.32
if.end.32:
  %e900 = add i32 %tid20, 32
  %row902 = udiv i32 %e900, 2
  %cc904 = urem i32 %e900, 2
  %chan906 = shl i32 %cc904, 3
  %below907 = icmp ult i32 %row902, %lead634
  %above908 = icmp uge i32 %row902, %cover_end864
  %hole909 = or i1 %below907, %above908
  %ein911 = icmp ult i32 %e900, 68
  %hole912 = and i1 %hole909, %ein911
  %lrow914 = mul i32 %row902, 24
  %lel915 = add i32 %lrow914, %chan906
  %lb917 = shl i32 %lel915, 1
  %lz918 = add i32 %lb917, %slot_off621
  br i1 %hole912, label %if.then.33, label %if.end.33
if.then.33:
  %za920 = add i32 %lz918, 3168
  %gep.179 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za920
  store float 0x0000000000000000, ptr addrspace(3) %gep.179, align 4
  %za923 = add i32 %lz918, 3172
  %gep.180 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za923
  store float 0x0000000000000000, ptr addrspace(3) %gep.180, align 4
  %za926 = add i32 %lz918, 3176
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za926
  store float 0x0000000000000000, ptr addrspace(3) %gep.181, align 4
  %za929 = add i32 %lz918, 3180
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za929
  store float 0x0000000000000000, ptr addrspace(3) %gep.182, align 4
  br label %if.end.33
if.end.33:
  %e932 = add i32 %tid20, 64
  %row934 = udiv i32 %e932, 2
  %cc936 = urem i32 %e932, 2
  %chan938 = shl i32 %cc936, 3
  %below939 = icmp ult i32 %row934, %lead634
  %above940 = icmp uge i32 %row934, %cover_end864
  %hole941 = or i1 %below939, %above940
  %ein943 = icmp ult i32 %e932, 68
  %hole944 = and i1 %hole941, %ein943
  %lrow946 = mul i32 %row934, 24
  %lel947 = add i32 %lrow946, %chan938
  %lb949 = shl i32 %lel947, 1
  %lz950 = add i32 %lb949, %slot_off621
  br i1 %hole944, label %if.then.34, label %if.end.34
if.then.34:
  %za952 = add i32 %lz950, 3168
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za952
  store float 0x0000000000000000, ptr addrspace(3) %gep.183, align 4
  %za955 = add i32 %lz950, 3172
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za955
  store float 0x0000000000000000, ptr addrspace(3) %gep.184, align 4
  %za958 = add i32 %lz950, 3176
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za958
  store float 0x0000000000000000, ptr addrspace(3) %gep.185, align 4
  %za961 = add i32 %lz950, 3180
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za961
  store float 0x0000000000000000, ptr addrspace(3) %gep.186, align 4
  br label %if.end.34
if.end.34:
  br label %if.end.31
if.end.31:
  %h_a964 = add i32 %ho647, 2
  %hi966 = sub i32 %h_a964, 1
  %hiok967 = icmp ult i32 %hi966, %hi
  %x_n969 = select i1 %hiok967, i32 %x_span643, i32 0
  %x_row970 = mul i32 %hi966, %x_stride_h
  %x_r971 = add i32 %x_img93, %x_row970
  %col972 = mul i32 %x_first635, %x_stride_w
  %el973 = add i32 %x_r971, %col972
  %el974 = add i32 %el973, %x_ch80
  %dst975 = add i32 %slot_off621, %lead_b645
  %dst977 = add i32 %dst975, 4800
  %some979 = icmp ne i32 %x_n969, 0
  %dst981 = select i1 %some979, i32 %dst977, i32 12864
  %src982 = select i1 %some979, i32 %el974, i32 %x_dummy99
  %rows984 = select i1 %some979, i32 %x_n969, i32 1
  br i1 %issuer97, label %if.then.35, label %if.end.35
if.then.35:
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %dst981
  %lsa.188 = ptrtoint ptr addrspace(3) %gep.187 to i32
  %src.189 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src982
  %ga.190 = ptrtoint ptr addrspace(1) %src.189 to i64
  %galo.191 = trunc i64 %ga.190 to i32
  %gahw.192 = lshr i64 %ga.190, 32
  %gahi.193 = trunc i64 %gahw.192 to i32
  %gaty.194 = or i32 %gahi.193, -2147483648
  %g0a.195 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.188, i32 1
  %g0b.196 = insertelement <4 x i32> %g0a.195, i32 %galo.191, i32 2
  %g0.197 = insertelement <4 x i32> %g0b.196, i32 %gaty.194, i32 3
  %dim1.198 = shl i32 %rows984, 16
  %g1a.199 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.198, i32 2
  %g1b.200 = insertelement <8 x i32> %g1a.199, i32 %rows984, i32 4
  %g1.201 = insertelement <8 x i32> %g1b.200, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.197, <8 x i32> %g1.201, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.35
if.end.35:
  %cover_end985 = add i32 %lead634, %x_n969
  %partial987 = icmp ult i32 %x_n969, 34
  br i1 %partial987, label %if.then.36, label %if.end.36
if.then.36:
  %e989 = add i32 %tid20, 0
  %row991 = udiv i32 %e989, 2
  %cc993 = urem i32 %e989, 2
  %chan995 = shl i32 %cc993, 3
  %below996 = icmp ult i32 %row991, %lead634
  %above997 = icmp uge i32 %row991, %cover_end985
  %hole998 = or i1 %below996, %above997
  %ein1000 = icmp ult i32 %e989, 68
  %hole1001 = and i1 %hole998, %ein1000
  %lrow1003 = mul i32 %row991, 24
  %lel1004 = add i32 %lrow1003, %chan995
  %lb1006 = shl i32 %lel1004, 1
  %lz1007 = add i32 %lb1006, %slot_off621
  br i1 %hole1001, label %if.then.37, label %if.end.37
if.then.37:
  %za1009 = add i32 %lz1007, 4800
  %gep.202 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1009
  store float 0x0000000000000000, ptr addrspace(3) %gep.202, align 4
  %za1012 = add i32 %lz1007, 4804
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1012
  store float 0x0000000000000000, ptr addrspace(3) %gep.203, align 4
  %za1015 = add i32 %lz1007, 4808
  %gep.204 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1015
  store float 0x0000000000000000, ptr addrspace(3) %gep.204, align 4
  %za1018 = add i32 %lz1007, 4812
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1018
  store float 0x0000000000000000, ptr addrspace(3) %gep.205, align 4
  br label %if.end.37
if.end.37:
  %e1021 = add i32 %tid20, 32
  %row1023 = udiv i32 %e1021, 2
  %cc1025 = urem i32 %e1021, 2
  %chan1027 = shl i32 %cc1025, 3
  %below1028 = icmp ult i32 %row1023, %lead634
  %above1029 = icmp uge i32 %row1023, %cover_end985
  %hole1030 = or i1 %below1028, %above1029
  %ein1032 = icmp ult i32 %e1021, 68
  %hole1033 = and i1 %hole1030, %ein1032
  %lrow1035 = mul i32 %row1023, 24
  %lel1036 = add i32 %lrow1035, %chan1027
  %lb1038 = shl i32 %lel1036, 1
  %lz1039 = add i32 %lb1038, %slot_off621
  br i1 %hole1033, label %if.then.38, label %if.end.38
if.then.38:
  %za1041 = add i32 %lz1039, 4800
  %gep.206 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1041
  store float 0x0000000000000000, ptr addrspace(3) %gep.206, align 4
  %za1044 = add i32 %lz1039, 4804
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1044
  store float 0x0000000000000000, ptr addrspace(3) %gep.207, align 4
  %za1047 = add i32 %lz1039, 4808
  %gep.208 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1047
  store float 0x0000000000000000, ptr addrspace(3) %gep.208, align 4
  %za1050 = add i32 %lz1039, 4812
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1050
  store float 0x0000000000000000, ptr addrspace(3) %gep.209, align 4
  br label %if.end.38
if.end.38:
  %e1053 = add i32 %tid20, 64
  %row1055 = udiv i32 %e1053, 2
  %cc1057 = urem i32 %e1053, 2
  %chan1059 = shl i32 %cc1057, 3
  %below1060 = icmp ult i32 %row1055, %lead634
  %above1061 = icmp uge i32 %row1055, %cover_end985
  %hole1062 = or i1 %below1060, %above1061
  %ein1064 = icmp ult i32 %e1053, 68
  %hole1065 = and i1 %hole1062, %ein1064
  %lrow1067 = mul i32 %row1055, 24
  %lel1068 = add i32 %lrow1067, %chan1059
  %lb1070 = shl i32 %lel1068, 1
  %lz1071 = add i32 %lb1070, %slot_off621
  br i1 %hole1065, label %if.then.39, label %if.end.39
if.then.39:
  %za1073 = add i32 %lz1071, 4800
  %gep.210 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1073
  store float 0x0000000000000000, ptr addrspace(3) %gep.210, align 4
  %za1076 = add i32 %lz1071, 4804
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1076
  store float 0x0000000000000000, ptr addrspace(3) %gep.211, align 4
  %za1079 = add i32 %lz1071, 4808
  %gep.212 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1079
  store float 0x0000000000000000, ptr addrspace(3) %gep.212, align 4
  %za1082 = add i32 %lz1071, 4812
  %gep.213 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %za1082
  store float 0x0000000000000000, ptr addrspace(3) %gep.213, align 4
  br label %if.end.39
if.end.39:
  br label %if.end.36
if.end.36:
  %slot1085 = urem i32 %t599, 2
  %slot_off1087 = mul i32 %slot1085, 6432
  %a_t1088 = add i32 %a_lane51, %slot_off1087
  %b_t1089 = add i32 %b_lane57, %slot_off1087
  %a_addr1091 = add i32 %a_t1088, 0
  %gep.214 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %a_addr1091
  %a_lo1092 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.214)
  %a_addr1094 = add i32 %a_t1088, 768
  %gep.215 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %a_addr1094
  %a_hi1095 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.215)
  %a_frag1096 = shufflevector <8 x half> %a_lo1092, <8 x half> %a_hi1095, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1098 = add i32 %b_t1089, 1536
  %gep.216 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1098
  %b_lo1099 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.216)
  %b_addr1101 = add i32 %b_t1089, 2304
  %gep.217 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1101
  %b_hi1102 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.217)
  %b_frag1103 = shufflevector <8 x half> %b_lo1099, <8 x half> %b_hi1102, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1104 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1096, i1 false, <16 x half> %b_frag1103, i16 0, <8 x float> %acc600, i1 false, i1 false)
  %b_addr1106 = add i32 %b_t1089, 1584
  %gep.218 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1106
  %b_lo1107 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.218)
  %b_addr1109 = add i32 %b_t1089, 2352
  %gep.219 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1109
  %b_hi1110 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.219)
  %b_frag1111 = shufflevector <8 x half> %b_lo1107, <8 x half> %b_hi1110, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1112 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1096, i1 false, <16 x half> %b_frag1111, i16 0, <8 x float> %acc601, i1 false, i1 false)
  %b_addr1114 = add i32 %b_t1089, 1632
  %gep.220 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1114
  %b_lo1115 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.220)
  %b_addr1117 = add i32 %b_t1089, 2400
  %gep.221 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1117
  %b_hi1118 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.221)
  %b_frag1119 = shufflevector <8 x half> %b_lo1115, <8 x half> %b_hi1118, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1120 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1096, i1 false, <16 x half> %b_frag1119, i16 0, <8 x float> %acc602, i1 false, i1 false)
  %b_addr1122 = add i32 %b_t1089, 3168
  %gep.222 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1122
  %b_lo1123 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.222)
  %b_addr1125 = add i32 %b_t1089, 3936
  %gep.223 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1125
  %b_hi1126 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.223)
  %b_frag1127 = shufflevector <8 x half> %b_lo1123, <8 x half> %b_hi1126, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1128 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1096, i1 false, <16 x half> %b_frag1127, i16 0, <8 x float> %acc603, i1 false, i1 false)
  %b_addr1130 = add i32 %b_t1089, 3216
  %gep.224 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1130
  %b_lo1131 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.224)
  %b_addr1133 = add i32 %b_t1089, 3984
  %gep.225 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1133
  %b_hi1134 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.225)
  %b_frag1135 = shufflevector <8 x half> %b_lo1131, <8 x half> %b_hi1134, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1136 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1096, i1 false, <16 x half> %b_frag1135, i16 0, <8 x float> %acc604, i1 false, i1 false)
  %b_addr1138 = add i32 %b_t1089, 3264
  %gep.226 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1138
  %b_lo1139 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.226)
  %b_addr1141 = add i32 %b_t1089, 4032
  %gep.227 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1141
  %b_hi1142 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.227)
  %b_frag1143 = shufflevector <8 x half> %b_lo1139, <8 x half> %b_hi1142, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1144 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1096, i1 false, <16 x half> %b_frag1143, i16 0, <8 x float> %acc605, i1 false, i1 false)
  %b_addr1146 = add i32 %b_t1089, 4800
  %gep.228 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1146
  %b_lo1147 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.228)
  %b_addr1149 = add i32 %b_t1089, 5568
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1149
  %b_hi1150 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.229)
  %b_frag1151 = shufflevector <8 x half> %b_lo1147, <8 x half> %b_hi1150, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1152 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1096, i1 false, <16 x half> %b_frag1151, i16 0, <8 x float> %acc606, i1 false, i1 false)
  %b_addr1154 = add i32 %b_t1089, 4848
  %gep.230 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1154
  %b_lo1155 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.230)
  %b_addr1157 = add i32 %b_t1089, 5616
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1157
  %b_hi1158 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.231)
  %b_frag1159 = shufflevector <8 x half> %b_lo1155, <8 x half> %b_hi1158, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1160 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1096, i1 false, <16 x half> %b_frag1159, i16 0, <8 x float> %acc607, i1 false, i1 false)
  %b_addr1162 = add i32 %b_t1089, 4896
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1162
  %b_lo1163 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.232)
  %b_addr1165 = add i32 %b_t1089, 5664
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le0_tdm2_wsr1, i32 %b_addr1165
  %b_hi1166 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.233)
  %b_frag1167 = shufflevector <8 x half> %b_lo1163, <8 x half> %b_hi1166, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1168 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1096, i1 false, <16 x half> %b_frag1167, i16 0, <8 x float> %acc608, i1 false, i1 false)
  br label %for.latch.20
for.latch.20:
  %iv.next.108 = add i32 %t599, 1
  br label %for.head.20
for.exit.20:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  %slab_a1170 = mul i32 %img60, 1
  %slab_b1171 = add i32 %slab_a1170, %rblk59
  %slab1173 = urem i32 %slab_b1171, 1
  %slab_g1174 = mul i32 %slab1173, %groups
  %slab_k1175 = mul i32 %slab_g1174, %kpg
  %kbase1176 = add i32 %slab_k1175, %gk77
  %c_w1177 = add i32 %c_blk76, %wcb32
  %k_w1178 = add i32 %k_blk74, %wkb30
  %k_h1179 = add i32 %k_w1178, %khalf36
  %cin1181 = add i32 %c_w1177, 0
  %cin1182 = add i32 %cin1181, %lcol41
  %cok1183 = icmp ult i32 %cin1182, %cpg
  %kin1185 = add i32 %k_h1179, 0
  %kok1186 = icmp ult i32 %kin1185, %kpg
  %ok1187 = and i1 %kok1186, %cok1183
  br i1 %ok1187, label %if.then.40, label %if.end.40
if.then.40:
  %krow1188 = add i32 %kbase1176, %kin1185
  %kr1190 = mul i32 %krow1188, 3
  %t_r1192 = add i32 %kr1190, 0
  %t_s1194 = mul i32 %t_r1192, 3
  %t_c1196 = add i32 %t_s1194, 0
  %t_e1197 = mul i32 %t_c1196, %cpg
  %el1198 = add i32 %t_e1197, %cin1182
  %off1200 = shl i32 %el1198, 2
  %v1201 = extractelement <8 x float> %acc600, i32 0
  %old.234 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1201, ptr addrspace(8) %rws91, i32 %off1200, i32 0, i32 20)
  %krow1203 = add i32 %kbase1176, %kin1185
  %kr1205 = mul i32 %krow1203, 3
  %t_r1207 = add i32 %kr1205, 0
  %t_s1209 = mul i32 %t_r1207, 3
  %t_c1211 = add i32 %t_s1209, 1
  %t_e1212 = mul i32 %t_c1211, %cpg
  %el1213 = add i32 %t_e1212, %cin1182
  %off1215 = shl i32 %el1213, 2
  %v1216 = extractelement <8 x float> %acc601, i32 0
  %old.235 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1216, ptr addrspace(8) %rws91, i32 %off1215, i32 0, i32 20)
  %krow1218 = add i32 %kbase1176, %kin1185
  %kr1220 = mul i32 %krow1218, 3
  %t_r1222 = add i32 %kr1220, 0
  %t_s1224 = mul i32 %t_r1222, 3
  %t_c1226 = add i32 %t_s1224, 2
  %t_e1227 = mul i32 %t_c1226, %cpg
  %el1228 = add i32 %t_e1227, %cin1182
  %off1230 = shl i32 %el1228, 2
  %v1231 = extractelement <8 x float> %acc602, i32 0
  %old.236 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1231, ptr addrspace(8) %rws91, i32 %off1230, i32 0, i32 20)
  %krow1233 = add i32 %kbase1176, %kin1185
  %kr1235 = mul i32 %krow1233, 3
  %t_r1237 = add i32 %kr1235, 1
  %t_s1239 = mul i32 %t_r1237, 3
  %t_c1241 = add i32 %t_s1239, 0
  %t_e1242 = mul i32 %t_c1241, %cpg
  %el1243 = add i32 %t_e1242, %cin1182
  %off1245 = shl i32 %el1243, 2
  %v1246 = extractelement <8 x float> %acc603, i32 0
  %old.237 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1246, ptr addrspace(8) %rws91, i32 %off1245, i32 0, i32 20)
  %krow1248 = add i32 %kbase1176, %kin1185
  %kr1250 = mul i32 %krow1248, 3
  %t_r1252 = add i32 %kr1250, 1
  %t_s1254 = mul i32 %t_r1252, 3
  %t_c1256 = add i32 %t_s1254, 1
  %t_e1257 = mul i32 %t_c1256, %cpg
  %el1258 = add i32 %t_e1257, %cin1182
  %off1260 = shl i32 %el1258, 2
  %v1261 = extractelement <8 x float> %acc604, i32 0
  %old.238 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1261, ptr addrspace(8) %rws91, i32 %off1260, i32 0, i32 20)
  %krow1263 = add i32 %kbase1176, %kin1185
  %kr1265 = mul i32 %krow1263, 3
  %t_r1267 = add i32 %kr1265, 1
  %t_s1269 = mul i32 %t_r1267, 3
  %t_c1271 = add i32 %t_s1269, 2
  %t_e1272 = mul i32 %t_c1271, %cpg
  %el1273 = add i32 %t_e1272, %cin1182
  %off1275 = shl i32 %el1273, 2
  %v1276 = extractelement <8 x float> %acc605, i32 0
  %old.239 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1276, ptr addrspace(8) %rws91, i32 %off1275, i32 0, i32 20)
  %krow1278 = add i32 %kbase1176, %kin1185
  %kr1280 = mul i32 %krow1278, 3
  %t_r1282 = add i32 %kr1280, 2
  %t_s1284 = mul i32 %t_r1282, 3
  %t_c1286 = add i32 %t_s1284, 0
  %t_e1287 = mul i32 %t_c1286, %cpg
  %el1288 = add i32 %t_e1287, %cin1182
  %off1290 = shl i32 %el1288, 2
  %v1291 = extractelement <8 x float> %acc606, i32 0
  %old.240 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1291, ptr addrspace(8) %rws91, i32 %off1290, i32 0, i32 20)
  %krow1293 = add i32 %kbase1176, %kin1185
  %kr1295 = mul i32 %krow1293, 3
  %t_r1297 = add i32 %kr1295, 2
  %t_s1299 = mul i32 %t_r1297, 3
  %t_c1301 = add i32 %t_s1299, 1
  %t_e1302 = mul i32 %t_c1301, %cpg
  %el1303 = add i32 %t_e1302, %cin1182
  %off1305 = shl i32 %el1303, 2
  %v1306 = extractelement <8 x float> %acc607, i32 0
  %old.241 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1306, ptr addrspace(8) %rws91, i32 %off1305, i32 0, i32 20)
  %krow1308 = add i32 %kbase1176, %kin1185
  %kr1310 = mul i32 %krow1308, 3
  %t_r1312 = add i32 %kr1310, 2
  %t_s1314 = mul i32 %t_r1312, 3
  %t_c1316 = add i32 %t_s1314, 2
  %t_e1317 = mul i32 %t_c1316, %cpg
  %el1318 = add i32 %t_e1317, %cin1182
  %off1320 = shl i32 %el1318, 2
  %v1321 = extractelement <8 x float> %acc608, i32 0
  %old.242 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1321, ptr addrspace(8) %rws91, i32 %off1320, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %kin1324 = add i32 %k_h1179, 1
  %kok1325 = icmp ult i32 %kin1324, %kpg
  %ok1326 = and i1 %kok1325, %cok1183
  br i1 %ok1326, label %if.then.41, label %if.end.41
if.then.41:
  %krow1327 = add i32 %kbase1176, %kin1324
  %kr1329 = mul i32 %krow1327, 3
  %t_r1331 = add i32 %kr1329, 0
  %t_s1333 = mul i32 %t_r1331, 3
  %t_c1335 = add i32 %t_s1333, 0
  %t_e1336 = mul i32 %t_c1335, %cpg
  %el1337 = add i32 %t_e1336, %cin1182
  %off1339 = shl i32 %el1337, 2
  %v1340 = extractelement <8 x float> %acc600, i32 1
  %old.243 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1340, ptr addrspace(8) %rws91, i32 %off1339, i32 0, i32 20)
  %krow1342 = add i32 %kbase1176, %kin1324
  %kr1344 = mul i32 %krow1342, 3
  %t_r1346 = add i32 %kr1344, 0
  %t_s1348 = mul i32 %t_r1346, 3
  %t_c1350 = add i32 %t_s1348, 1
  %t_e1351 = mul i32 %t_c1350, %cpg
  %el1352 = add i32 %t_e1351, %cin1182
  %off1354 = shl i32 %el1352, 2
  %v1355 = extractelement <8 x float> %acc601, i32 1
  %old.244 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1355, ptr addrspace(8) %rws91, i32 %off1354, i32 0, i32 20)
  %krow1357 = add i32 %kbase1176, %kin1324
  %kr1359 = mul i32 %krow1357, 3
  %t_r1361 = add i32 %kr1359, 0
  %t_s1363 = mul i32 %t_r1361, 3
  %t_c1365 = add i32 %t_s1363, 2
  %t_e1366 = mul i32 %t_c1365, %cpg
  %el1367 = add i32 %t_e1366, %cin1182
  %off1369 = shl i32 %el1367, 2
  %v1370 = extractelement <8 x float> %acc602, i32 1
  %old.245 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1370, ptr addrspace(8) %rws91, i32 %off1369, i32 0, i32 20)
  %krow1372 = add i32 %kbase1176, %kin1324
  %kr1374 = mul i32 %krow1372, 3
  %t_r1376 = add i32 %kr1374, 1
  %t_s1378 = mul i32 %t_r1376, 3
  %t_c1380 = add i32 %t_s1378, 0
  %t_e1381 = mul i32 %t_c1380, %cpg
  %el1382 = add i32 %t_e1381, %cin1182
  %off1384 = shl i32 %el1382, 2
  %v1385 = extractelement <8 x float> %acc603, i32 1
  %old.246 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1385, ptr addrspace(8) %rws91, i32 %off1384, i32 0, i32 20)
  %krow1387 = add i32 %kbase1176, %kin1324
  %kr1389 = mul i32 %krow1387, 3
  %t_r1391 = add i32 %kr1389, 1
  %t_s1393 = mul i32 %t_r1391, 3
  %t_c1395 = add i32 %t_s1393, 1
  %t_e1396 = mul i32 %t_c1395, %cpg
  %el1397 = add i32 %t_e1396, %cin1182
  %off1399 = shl i32 %el1397, 2
  %v1400 = extractelement <8 x float> %acc604, i32 1
  %old.247 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1400, ptr addrspace(8) %rws91, i32 %off1399, i32 0, i32 20)
  %krow1402 = add i32 %kbase1176, %kin1324
  %kr1404 = mul i32 %krow1402, 3
  %t_r1406 = add i32 %kr1404, 1
  %t_s1408 = mul i32 %t_r1406, 3
  %t_c1410 = add i32 %t_s1408, 2
  %t_e1411 = mul i32 %t_c1410, %cpg
  %el1412 = add i32 %t_e1411, %cin1182
  %off1414 = shl i32 %el1412, 2
  %v1415 = extractelement <8 x float> %acc605, i32 1
  %old.248 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1415, ptr addrspace(8) %rws91, i32 %off1414, i32 0, i32 20)
  %krow1417 = add i32 %kbase1176, %kin1324
  %kr1419 = mul i32 %krow1417, 3
  %t_r1421 = add i32 %kr1419, 2
  %t_s1423 = mul i32 %t_r1421, 3
  %t_c1425 = add i32 %t_s1423, 0
  %t_e1426 = mul i32 %t_c1425, %cpg
  %el1427 = add i32 %t_e1426, %cin1182
  %off1429 = shl i32 %el1427, 2
  %v1430 = extractelement <8 x float> %acc606, i32 1
  %old.249 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1430, ptr addrspace(8) %rws91, i32 %off1429, i32 0, i32 20)
  %krow1432 = add i32 %kbase1176, %kin1324
  %kr1434 = mul i32 %krow1432, 3
  %t_r1436 = add i32 %kr1434, 2
  %t_s1438 = mul i32 %t_r1436, 3
  %t_c1440 = add i32 %t_s1438, 1
  %t_e1441 = mul i32 %t_c1440, %cpg
  %el1442 = add i32 %t_e1441, %cin1182
  %off1444 = shl i32 %el1442, 2
  %v1445 = extractelement <8 x float> %acc607, i32 1
  %old.250 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1445, ptr addrspace(8) %rws91, i32 %off1444, i32 0, i32 20)
  %krow1447 = add i32 %kbase1176, %kin1324
  %kr1449 = mul i32 %krow1447, 3
  %t_r1451 = add i32 %kr1449, 2
  %t_s1453 = mul i32 %t_r1451, 3
  %t_c1455 = add i32 %t_s1453, 2
  %t_e1456 = mul i32 %t_c1455, %cpg
  %el1457 = add i32 %t_e1456, %cin1182
  %off1459 = shl i32 %el1457, 2
  %v1460 = extractelement <8 x float> %acc608, i32 1
  %old.251 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1460, ptr addrspace(8) %rws91, i32 %off1459, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %kin1463 = add i32 %k_h1179, 2
  %kok1464 = icmp ult i32 %kin1463, %kpg
  %ok1465 = and i1 %kok1464, %cok1183
  br i1 %ok1465, label %if.then.42, label %if.end.42
if.then.42:
  %krow1466 = add i32 %kbase1176, %kin1463
  %kr1468 = mul i32 %krow1466, 3
  %t_r1470 = add i32 %kr1468, 0
  %t_s1472 = mul i32 %t_r1470, 3
  %t_c1474 = add i32 %t_s1472, 0
  %t_e1475 = mul i32 %t_c1474, %cpg
  %el1476 = add i32 %t_e1475, %cin1182
  %off1478 = shl i32 %el1476, 2
  %v1479 = extractelement <8 x float> %acc600, i32 2
  %old.252 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1479, ptr addrspace(8) %rws91, i32 %off1478, i32 0, i32 20)
  %krow1481 = add i32 %kbase1176, %kin1463
  %kr1483 = mul i32 %krow1481, 3
  %t_r1485 = add i32 %kr1483, 0
  %t_s1487 = mul i32 %t_r1485, 3
  %t_c1489 = add i32 %t_s1487, 1
  %t_e1490 = mul i32 %t_c1489, %cpg
  %el1491 = add i32 %t_e1490, %cin1182
  %off1493 = shl i32 %el1491, 2
  %v1494 = extractelement <8 x float> %acc601, i32 2
  %old.253 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1494, ptr addrspace(8) %rws91, i32 %off1493, i32 0, i32 20)
  %krow1496 = add i32 %kbase1176, %kin1463
  %kr1498 = mul i32 %krow1496, 3
  %t_r1500 = add i32 %kr1498, 0
  %t_s1502 = mul i32 %t_r1500, 3
  %t_c1504 = add i32 %t_s1502, 2
  %t_e1505 = mul i32 %t_c1504, %cpg
  %el1506 = add i32 %t_e1505, %cin1182
  %off1508 = shl i32 %el1506, 2
  %v1509 = extractelement <8 x float> %acc602, i32 2
  %old.254 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1509, ptr addrspace(8) %rws91, i32 %off1508, i32 0, i32 20)
  %krow1511 = add i32 %kbase1176, %kin1463
  %kr1513 = mul i32 %krow1511, 3
  %t_r1515 = add i32 %kr1513, 1
  %t_s1517 = mul i32 %t_r1515, 3
  %t_c1519 = add i32 %t_s1517, 0
  %t_e1520 = mul i32 %t_c1519, %cpg
  %el1521 = add i32 %t_e1520, %cin1182
  %off1523 = shl i32 %el1521, 2
  %v1524 = extractelement <8 x float> %acc603, i32 2
  %old.255 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1524, ptr addrspace(8) %rws91, i32 %off1523, i32 0, i32 20)
  %krow1526 = add i32 %kbase1176, %kin1463
  %kr1528 = mul i32 %krow1526, 3
  %t_r1530 = add i32 %kr1528, 1
  %t_s1532 = mul i32 %t_r1530, 3
  %t_c1534 = add i32 %t_s1532, 1
  %t_e1535 = mul i32 %t_c1534, %cpg
  %el1536 = add i32 %t_e1535, %cin1182
  %off1538 = shl i32 %el1536, 2
  %v1539 = extractelement <8 x float> %acc604, i32 2
  %old.256 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1539, ptr addrspace(8) %rws91, i32 %off1538, i32 0, i32 20)
  %krow1541 = add i32 %kbase1176, %kin1463
  %kr1543 = mul i32 %krow1541, 3
  %t_r1545 = add i32 %kr1543, 1
  %t_s1547 = mul i32 %t_r1545, 3
  %t_c1549 = add i32 %t_s1547, 2
  %t_e1550 = mul i32 %t_c1549, %cpg
  %el1551 = add i32 %t_e1550, %cin1182
  %off1553 = shl i32 %el1551, 2
  %v1554 = extractelement <8 x float> %acc605, i32 2
  %old.257 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1554, ptr addrspace(8) %rws91, i32 %off1553, i32 0, i32 20)
  %krow1556 = add i32 %kbase1176, %kin1463
  %kr1558 = mul i32 %krow1556, 3
  %t_r1560 = add i32 %kr1558, 2
  %t_s1562 = mul i32 %t_r1560, 3
  %t_c1564 = add i32 %t_s1562, 0
  %t_e1565 = mul i32 %t_c1564, %cpg
  %el1566 = add i32 %t_e1565, %cin1182
  %off1568 = shl i32 %el1566, 2
  %v1569 = extractelement <8 x float> %acc606, i32 2
  %old.258 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1569, ptr addrspace(8) %rws91, i32 %off1568, i32 0, i32 20)
  %krow1571 = add i32 %kbase1176, %kin1463
  %kr1573 = mul i32 %krow1571, 3
  %t_r1575 = add i32 %kr1573, 2
  %t_s1577 = mul i32 %t_r1575, 3
  %t_c1579 = add i32 %t_s1577, 1
  %t_e1580 = mul i32 %t_c1579, %cpg
  %el1581 = add i32 %t_e1580, %cin1182
  %off1583 = shl i32 %el1581, 2
  %v1584 = extractelement <8 x float> %acc607, i32 2
  %old.259 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1584, ptr addrspace(8) %rws91, i32 %off1583, i32 0, i32 20)
  %krow1586 = add i32 %kbase1176, %kin1463
  %kr1588 = mul i32 %krow1586, 3
  %t_r1590 = add i32 %kr1588, 2
  %t_s1592 = mul i32 %t_r1590, 3
  %t_c1594 = add i32 %t_s1592, 2
  %t_e1595 = mul i32 %t_c1594, %cpg
  %el1596 = add i32 %t_e1595, %cin1182
  %off1598 = shl i32 %el1596, 2
  %v1599 = extractelement <8 x float> %acc608, i32 2
  %old.260 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1599, ptr addrspace(8) %rws91, i32 %off1598, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  %kin1602 = add i32 %k_h1179, 3
  %kok1603 = icmp ult i32 %kin1602, %kpg
  %ok1604 = and i1 %kok1603, %cok1183
  br i1 %ok1604, label %if.then.43, label %if.end.43
if.then.43:
  %krow1605 = add i32 %kbase1176, %kin1602
  %kr1607 = mul i32 %krow1605, 3
  %t_r1609 = add i32 %kr1607, 0
  %t_s1611 = mul i32 %t_r1609, 3
  %t_c1613 = add i32 %t_s1611, 0
  %t_e1614 = mul i32 %t_c1613, %cpg
  %el1615 = add i32 %t_e1614, %cin1182
  %off1617 = shl i32 %el1615, 2
  %v1618 = extractelement <8 x float> %acc600, i32 3
  %old.261 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1618, ptr addrspace(8) %rws91, i32 %off1617, i32 0, i32 20)
  %krow1620 = add i32 %kbase1176, %kin1602
  %kr1622 = mul i32 %krow1620, 3
  %t_r1624 = add i32 %kr1622, 0
  %t_s1626 = mul i32 %t_r1624, 3
  %t_c1628 = add i32 %t_s1626, 1
  %t_e1629 = mul i32 %t_c1628, %cpg
  %el1630 = add i32 %t_e1629, %cin1182
  %off1632 = shl i32 %el1630, 2
  %v1633 = extractelement <8 x float> %acc601, i32 3
  %old.262 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1633, ptr addrspace(8) %rws91, i32 %off1632, i32 0, i32 20)
  %krow1635 = add i32 %kbase1176, %kin1602
  %kr1637 = mul i32 %krow1635, 3
  %t_r1639 = add i32 %kr1637, 0
  %t_s1641 = mul i32 %t_r1639, 3
  %t_c1643 = add i32 %t_s1641, 2
  %t_e1644 = mul i32 %t_c1643, %cpg
  %el1645 = add i32 %t_e1644, %cin1182
  %off1647 = shl i32 %el1645, 2
  %v1648 = extractelement <8 x float> %acc602, i32 3
  %old.263 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1648, ptr addrspace(8) %rws91, i32 %off1647, i32 0, i32 20)
  %krow1650 = add i32 %kbase1176, %kin1602
  %kr1652 = mul i32 %krow1650, 3
  %t_r1654 = add i32 %kr1652, 1
  %t_s1656 = mul i32 %t_r1654, 3
  %t_c1658 = add i32 %t_s1656, 0
  %t_e1659 = mul i32 %t_c1658, %cpg
  %el1660 = add i32 %t_e1659, %cin1182
  %off1662 = shl i32 %el1660, 2
  %v1663 = extractelement <8 x float> %acc603, i32 3
  %old.264 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1663, ptr addrspace(8) %rws91, i32 %off1662, i32 0, i32 20)
  %krow1665 = add i32 %kbase1176, %kin1602
  %kr1667 = mul i32 %krow1665, 3
  %t_r1669 = add i32 %kr1667, 1
  %t_s1671 = mul i32 %t_r1669, 3
  %t_c1673 = add i32 %t_s1671, 1
  %t_e1674 = mul i32 %t_c1673, %cpg
  %el1675 = add i32 %t_e1674, %cin1182
  %off1677 = shl i32 %el1675, 2
  %v1678 = extractelement <8 x float> %acc604, i32 3
  %old.265 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1678, ptr addrspace(8) %rws91, i32 %off1677, i32 0, i32 20)
  %krow1680 = add i32 %kbase1176, %kin1602
  %kr1682 = mul i32 %krow1680, 3
  %t_r1684 = add i32 %kr1682, 1
  %t_s1686 = mul i32 %t_r1684, 3
  %t_c1688 = add i32 %t_s1686, 2
  %t_e1689 = mul i32 %t_c1688, %cpg
  %el1690 = add i32 %t_e1689, %cin1182
  %off1692 = shl i32 %el1690, 2
  %v1693 = extractelement <8 x float> %acc605, i32 3
  %old.266 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1693, ptr addrspace(8) %rws91, i32 %off1692, i32 0, i32 20)
  %krow1695 = add i32 %kbase1176, %kin1602
  %kr1697 = mul i32 %krow1695, 3
  %t_r1699 = add i32 %kr1697, 2
  %t_s1701 = mul i32 %t_r1699, 3
  %t_c1703 = add i32 %t_s1701, 0
  %t_e1704 = mul i32 %t_c1703, %cpg
  %el1705 = add i32 %t_e1704, %cin1182
  %off1707 = shl i32 %el1705, 2
  %v1708 = extractelement <8 x float> %acc606, i32 3
  %old.267 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1708, ptr addrspace(8) %rws91, i32 %off1707, i32 0, i32 20)
  %krow1710 = add i32 %kbase1176, %kin1602
  %kr1712 = mul i32 %krow1710, 3
  %t_r1714 = add i32 %kr1712, 2
  %t_s1716 = mul i32 %t_r1714, 3
  %t_c1718 = add i32 %t_s1716, 1
  %t_e1719 = mul i32 %t_c1718, %cpg
  %el1720 = add i32 %t_e1719, %cin1182
  %off1722 = shl i32 %el1720, 2
  %v1723 = extractelement <8 x float> %acc607, i32 3
  %old.268 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1723, ptr addrspace(8) %rws91, i32 %off1722, i32 0, i32 20)
  %krow1725 = add i32 %kbase1176, %kin1602
  %kr1727 = mul i32 %krow1725, 3
  %t_r1729 = add i32 %kr1727, 2
  %t_s1731 = mul i32 %t_r1729, 3
  %t_c1733 = add i32 %t_s1731, 2
  %t_e1734 = mul i32 %t_c1733, %cpg
  %el1735 = add i32 %t_e1734, %cin1182
  %off1737 = shl i32 %el1735, 2
  %v1738 = extractelement <8 x float> %acc608, i32 3
  %old.269 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1738, ptr addrspace(8) %rws91, i32 %off1737, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %kin1741 = add i32 %k_h1179, 4
  %kok1742 = icmp ult i32 %kin1741, %kpg
  %ok1743 = and i1 %kok1742, %cok1183
  br i1 %ok1743, label %if.then.44, label %if.end.44
if.then.44:
  %krow1744 = add i32 %kbase1176, %kin1741
  %kr1746 = mul i32 %krow1744, 3
  %t_r1748 = add i32 %kr1746, 0
  %t_s1750 = mul i32 %t_r1748, 3
  %t_c1752 = add i32 %t_s1750, 0
  %t_e1753 = mul i32 %t_c1752, %cpg
  %el1754 = add i32 %t_e1753, %cin1182
  %off1756 = shl i32 %el1754, 2
  %v1757 = extractelement <8 x float> %acc600, i32 4
  %old.270 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1757, ptr addrspace(8) %rws91, i32 %off1756, i32 0, i32 20)
  %krow1759 = add i32 %kbase1176, %kin1741
  %kr1761 = mul i32 %krow1759, 3
  %t_r1763 = add i32 %kr1761, 0
  %t_s1765 = mul i32 %t_r1763, 3
  %t_c1767 = add i32 %t_s1765, 1
  %t_e1768 = mul i32 %t_c1767, %cpg
  %el1769 = add i32 %t_e1768, %cin1182
  %off1771 = shl i32 %el1769, 2
  %v1772 = extractelement <8 x float> %acc601, i32 4
  %old.271 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1772, ptr addrspace(8) %rws91, i32 %off1771, i32 0, i32 20)
  %krow1774 = add i32 %kbase1176, %kin1741
  %kr1776 = mul i32 %krow1774, 3
  %t_r1778 = add i32 %kr1776, 0
  %t_s1780 = mul i32 %t_r1778, 3
  %t_c1782 = add i32 %t_s1780, 2
  %t_e1783 = mul i32 %t_c1782, %cpg
  %el1784 = add i32 %t_e1783, %cin1182
  %off1786 = shl i32 %el1784, 2
  %v1787 = extractelement <8 x float> %acc602, i32 4
  %old.272 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1787, ptr addrspace(8) %rws91, i32 %off1786, i32 0, i32 20)
  %krow1789 = add i32 %kbase1176, %kin1741
  %kr1791 = mul i32 %krow1789, 3
  %t_r1793 = add i32 %kr1791, 1
  %t_s1795 = mul i32 %t_r1793, 3
  %t_c1797 = add i32 %t_s1795, 0
  %t_e1798 = mul i32 %t_c1797, %cpg
  %el1799 = add i32 %t_e1798, %cin1182
  %off1801 = shl i32 %el1799, 2
  %v1802 = extractelement <8 x float> %acc603, i32 4
  %old.273 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1802, ptr addrspace(8) %rws91, i32 %off1801, i32 0, i32 20)
  %krow1804 = add i32 %kbase1176, %kin1741
  %kr1806 = mul i32 %krow1804, 3
  %t_r1808 = add i32 %kr1806, 1
  %t_s1810 = mul i32 %t_r1808, 3
  %t_c1812 = add i32 %t_s1810, 1
  %t_e1813 = mul i32 %t_c1812, %cpg
  %el1814 = add i32 %t_e1813, %cin1182
  %off1816 = shl i32 %el1814, 2
  %v1817 = extractelement <8 x float> %acc604, i32 4
  %old.274 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1817, ptr addrspace(8) %rws91, i32 %off1816, i32 0, i32 20)
  %krow1819 = add i32 %kbase1176, %kin1741
  %kr1821 = mul i32 %krow1819, 3
  %t_r1823 = add i32 %kr1821, 1
  %t_s1825 = mul i32 %t_r1823, 3
  %t_c1827 = add i32 %t_s1825, 2
  %t_e1828 = mul i32 %t_c1827, %cpg
  %el1829 = add i32 %t_e1828, %cin1182
  %off1831 = shl i32 %el1829, 2
  %v1832 = extractelement <8 x float> %acc605, i32 4
  %old.275 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1832, ptr addrspace(8) %rws91, i32 %off1831, i32 0, i32 20)
  %krow1834 = add i32 %kbase1176, %kin1741
  %kr1836 = mul i32 %krow1834, 3
  %t_r1838 = add i32 %kr1836, 2
  %t_s1840 = mul i32 %t_r1838, 3
  %t_c1842 = add i32 %t_s1840, 0
  %t_e1843 = mul i32 %t_c1842, %cpg
  %el1844 = add i32 %t_e1843, %cin1182
  %off1846 = shl i32 %el1844, 2
  %v1847 = extractelement <8 x float> %acc606, i32 4
  %old.276 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1847, ptr addrspace(8) %rws91, i32 %off1846, i32 0, i32 20)
  %krow1849 = add i32 %kbase1176, %kin1741
  %kr1851 = mul i32 %krow1849, 3
  %t_r1853 = add i32 %kr1851, 2
  %t_s1855 = mul i32 %t_r1853, 3
  %t_c1857 = add i32 %t_s1855, 1
  %t_e1858 = mul i32 %t_c1857, %cpg
  %el1859 = add i32 %t_e1858, %cin1182
  %off1861 = shl i32 %el1859, 2
  %v1862 = extractelement <8 x float> %acc607, i32 4
  %old.277 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1862, ptr addrspace(8) %rws91, i32 %off1861, i32 0, i32 20)
  %krow1864 = add i32 %kbase1176, %kin1741
  %kr1866 = mul i32 %krow1864, 3
  %t_r1868 = add i32 %kr1866, 2
  %t_s1870 = mul i32 %t_r1868, 3
  %t_c1872 = add i32 %t_s1870, 2
  %t_e1873 = mul i32 %t_c1872, %cpg
  %el1874 = add i32 %t_e1873, %cin1182
  %off1876 = shl i32 %el1874, 2
  %v1877 = extractelement <8 x float> %acc608, i32 4
  %old.278 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1877, ptr addrspace(8) %rws91, i32 %off1876, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %kin1880 = add i32 %k_h1179, 5
  %kok1881 = icmp ult i32 %kin1880, %kpg
  %ok1882 = and i1 %kok1881, %cok1183
  br i1 %ok1882, label %if.then.45, label %if.end.45
if.then.45:
  %krow1883 = add i32 %kbase1176, %kin1880
  %kr1885 = mul i32 %krow1883, 3
  %t_r1887 = add i32 %kr1885, 0
  %t_s1889 = mul i32 %t_r1887, 3
  %t_c1891 = add i32 %t_s1889, 0
  %t_e1892 = mul i32 %t_c1891, %cpg
  %el1893 = add i32 %t_e1892, %cin1182
  %off1895 = shl i32 %el1893, 2
  %v1896 = extractelement <8 x float> %acc600, i32 5
  %old.279 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1896, ptr addrspace(8) %rws91, i32 %off1895, i32 0, i32 20)
  %krow1898 = add i32 %kbase1176, %kin1880
  %kr1900 = mul i32 %krow1898, 3
  %t_r1902 = add i32 %kr1900, 0
  %t_s1904 = mul i32 %t_r1902, 3
  %t_c1906 = add i32 %t_s1904, 1
  %t_e1907 = mul i32 %t_c1906, %cpg
  %el1908 = add i32 %t_e1907, %cin1182
  %off1910 = shl i32 %el1908, 2
  %v1911 = extractelement <8 x float> %acc601, i32 5
  %old.280 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1911, ptr addrspace(8) %rws91, i32 %off1910, i32 0, i32 20)
  %krow1913 = add i32 %kbase1176, %kin1880
  %kr1915 = mul i32 %krow1913, 3
  %t_r1917 = add i32 %kr1915, 0
  %t_s1919 = mul i32 %t_r1917, 3
  %t_c1921 = add i32 %t_s1919, 2
  %t_e1922 = mul i32 %t_c1921, %cpg
  %el1923 = add i32 %t_e1922, %cin1182
  %off1925 = shl i32 %el1923, 2
  %v1926 = extractelement <8 x float> %acc602, i32 5
  %old.281 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1926, ptr addrspace(8) %rws91, i32 %off1925, i32 0, i32 20)
  %krow1928 = add i32 %kbase1176, %kin1880
  %kr1930 = mul i32 %krow1928, 3
  %t_r1932 = add i32 %kr1930, 1
  %t_s1934 = mul i32 %t_r1932, 3
  %t_c1936 = add i32 %t_s1934, 0
  %t_e1937 = mul i32 %t_c1936, %cpg
  %el1938 = add i32 %t_e1937, %cin1182
  %off1940 = shl i32 %el1938, 2
  %v1941 = extractelement <8 x float> %acc603, i32 5
  %old.282 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1941, ptr addrspace(8) %rws91, i32 %off1940, i32 0, i32 20)
  %krow1943 = add i32 %kbase1176, %kin1880
  %kr1945 = mul i32 %krow1943, 3
  %t_r1947 = add i32 %kr1945, 1
  %t_s1949 = mul i32 %t_r1947, 3
  %t_c1951 = add i32 %t_s1949, 1
  %t_e1952 = mul i32 %t_c1951, %cpg
  %el1953 = add i32 %t_e1952, %cin1182
  %off1955 = shl i32 %el1953, 2
  %v1956 = extractelement <8 x float> %acc604, i32 5
  %old.283 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1956, ptr addrspace(8) %rws91, i32 %off1955, i32 0, i32 20)
  %krow1958 = add i32 %kbase1176, %kin1880
  %kr1960 = mul i32 %krow1958, 3
  %t_r1962 = add i32 %kr1960, 1
  %t_s1964 = mul i32 %t_r1962, 3
  %t_c1966 = add i32 %t_s1964, 2
  %t_e1967 = mul i32 %t_c1966, %cpg
  %el1968 = add i32 %t_e1967, %cin1182
  %off1970 = shl i32 %el1968, 2
  %v1971 = extractelement <8 x float> %acc605, i32 5
  %old.284 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1971, ptr addrspace(8) %rws91, i32 %off1970, i32 0, i32 20)
  %krow1973 = add i32 %kbase1176, %kin1880
  %kr1975 = mul i32 %krow1973, 3
  %t_r1977 = add i32 %kr1975, 2
  %t_s1979 = mul i32 %t_r1977, 3
  %t_c1981 = add i32 %t_s1979, 0
  %t_e1982 = mul i32 %t_c1981, %cpg
  %el1983 = add i32 %t_e1982, %cin1182
  %off1985 = shl i32 %el1983, 2
  %v1986 = extractelement <8 x float> %acc606, i32 5
  %old.285 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1986, ptr addrspace(8) %rws91, i32 %off1985, i32 0, i32 20)
  %krow1988 = add i32 %kbase1176, %kin1880
  %kr1990 = mul i32 %krow1988, 3
  %t_r1992 = add i32 %kr1990, 2
  %t_s1994 = mul i32 %t_r1992, 3
  %t_c1996 = add i32 %t_s1994, 1
  %t_e1997 = mul i32 %t_c1996, %cpg
  %el1998 = add i32 %t_e1997, %cin1182
  %off2000 = shl i32 %el1998, 2
  %v2001 = extractelement <8 x float> %acc607, i32 5
  %old.286 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2001, ptr addrspace(8) %rws91, i32 %off2000, i32 0, i32 20)
  %krow2003 = add i32 %kbase1176, %kin1880
  %kr2005 = mul i32 %krow2003, 3
  %t_r2007 = add i32 %kr2005, 2
  %t_s2009 = mul i32 %t_r2007, 3
  %t_c2011 = add i32 %t_s2009, 2
  %t_e2012 = mul i32 %t_c2011, %cpg
  %el2013 = add i32 %t_e2012, %cin1182
  %off2015 = shl i32 %el2013, 2
  %v2016 = extractelement <8 x float> %acc608, i32 5
  %old.287 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2016, ptr addrspace(8) %rws91, i32 %off2015, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %kin2019 = add i32 %k_h1179, 6
  %kok2020 = icmp ult i32 %kin2019, %kpg
  %ok2021 = and i1 %kok2020, %cok1183
  br i1 %ok2021, label %if.then.46, label %if.end.46
if.then.46:
  %krow2022 = add i32 %kbase1176, %kin2019
  %kr2024 = mul i32 %krow2022, 3
  %t_r2026 = add i32 %kr2024, 0
  %t_s2028 = mul i32 %t_r2026, 3
  %t_c2030 = add i32 %t_s2028, 0
  %t_e2031 = mul i32 %t_c2030, %cpg
  %el2032 = add i32 %t_e2031, %cin1182
  %off2034 = shl i32 %el2032, 2
  %v2035 = extractelement <8 x float> %acc600, i32 6
  %old.288 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2035, ptr addrspace(8) %rws91, i32 %off2034, i32 0, i32 20)
  %krow2037 = add i32 %kbase1176, %kin2019
  %kr2039 = mul i32 %krow2037, 3
  %t_r2041 = add i32 %kr2039, 0
  %t_s2043 = mul i32 %t_r2041, 3
  %t_c2045 = add i32 %t_s2043, 1
  %t_e2046 = mul i32 %t_c2045, %cpg
  %el2047 = add i32 %t_e2046, %cin1182
  %off2049 = shl i32 %el2047, 2
  %v2050 = extractelement <8 x float> %acc601, i32 6
  %old.289 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2050, ptr addrspace(8) %rws91, i32 %off2049, i32 0, i32 20)
  %krow2052 = add i32 %kbase1176, %kin2019
  %kr2054 = mul i32 %krow2052, 3
  %t_r2056 = add i32 %kr2054, 0
  %t_s2058 = mul i32 %t_r2056, 3
  %t_c2060 = add i32 %t_s2058, 2
  %t_e2061 = mul i32 %t_c2060, %cpg
  %el2062 = add i32 %t_e2061, %cin1182
  %off2064 = shl i32 %el2062, 2
  %v2065 = extractelement <8 x float> %acc602, i32 6
  %old.290 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2065, ptr addrspace(8) %rws91, i32 %off2064, i32 0, i32 20)
  %krow2067 = add i32 %kbase1176, %kin2019
  %kr2069 = mul i32 %krow2067, 3
  %t_r2071 = add i32 %kr2069, 1
  %t_s2073 = mul i32 %t_r2071, 3
  %t_c2075 = add i32 %t_s2073, 0
  %t_e2076 = mul i32 %t_c2075, %cpg
  %el2077 = add i32 %t_e2076, %cin1182
  %off2079 = shl i32 %el2077, 2
  %v2080 = extractelement <8 x float> %acc603, i32 6
  %old.291 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2080, ptr addrspace(8) %rws91, i32 %off2079, i32 0, i32 20)
  %krow2082 = add i32 %kbase1176, %kin2019
  %kr2084 = mul i32 %krow2082, 3
  %t_r2086 = add i32 %kr2084, 1
  %t_s2088 = mul i32 %t_r2086, 3
  %t_c2090 = add i32 %t_s2088, 1
  %t_e2091 = mul i32 %t_c2090, %cpg
  %el2092 = add i32 %t_e2091, %cin1182
  %off2094 = shl i32 %el2092, 2
  %v2095 = extractelement <8 x float> %acc604, i32 6
  %old.292 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2095, ptr addrspace(8) %rws91, i32 %off2094, i32 0, i32 20)
  %krow2097 = add i32 %kbase1176, %kin2019
  %kr2099 = mul i32 %krow2097, 3
  %t_r2101 = add i32 %kr2099, 1
  %t_s2103 = mul i32 %t_r2101, 3
  %t_c2105 = add i32 %t_s2103, 2
  %t_e2106 = mul i32 %t_c2105, %cpg
  %el2107 = add i32 %t_e2106, %cin1182
  %off2109 = shl i32 %el2107, 2
  %v2110 = extractelement <8 x float> %acc605, i32 6
  %old.293 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2110, ptr addrspace(8) %rws91, i32 %off2109, i32 0, i32 20)
  %krow2112 = add i32 %kbase1176, %kin2019
  %kr2114 = mul i32 %krow2112, 3
  %t_r2116 = add i32 %kr2114, 2
  %t_s2118 = mul i32 %t_r2116, 3
  %t_c2120 = add i32 %t_s2118, 0
  %t_e2121 = mul i32 %t_c2120, %cpg
  %el2122 = add i32 %t_e2121, %cin1182
  %off2124 = shl i32 %el2122, 2
  %v2125 = extractelement <8 x float> %acc606, i32 6
  %old.294 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2125, ptr addrspace(8) %rws91, i32 %off2124, i32 0, i32 20)
  %krow2127 = add i32 %kbase1176, %kin2019
  %kr2129 = mul i32 %krow2127, 3
  %t_r2131 = add i32 %kr2129, 2
  %t_s2133 = mul i32 %t_r2131, 3
  %t_c2135 = add i32 %t_s2133, 1
  %t_e2136 = mul i32 %t_c2135, %cpg
  %el2137 = add i32 %t_e2136, %cin1182
  %off2139 = shl i32 %el2137, 2
  %v2140 = extractelement <8 x float> %acc607, i32 6
  %old.295 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2140, ptr addrspace(8) %rws91, i32 %off2139, i32 0, i32 20)
  %krow2142 = add i32 %kbase1176, %kin2019
  %kr2144 = mul i32 %krow2142, 3
  %t_r2146 = add i32 %kr2144, 2
  %t_s2148 = mul i32 %t_r2146, 3
  %t_c2150 = add i32 %t_s2148, 2
  %t_e2151 = mul i32 %t_c2150, %cpg
  %el2152 = add i32 %t_e2151, %cin1182
  %off2154 = shl i32 %el2152, 2
  %v2155 = extractelement <8 x float> %acc608, i32 6
  %old.296 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2155, ptr addrspace(8) %rws91, i32 %off2154, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %kin2158 = add i32 %k_h1179, 7
  %kok2159 = icmp ult i32 %kin2158, %kpg
  %ok2160 = and i1 %kok2159, %cok1183
  br i1 %ok2160, label %if.then.47, label %if.end.47
if.then.47:
  %krow2161 = add i32 %kbase1176, %kin2158
  %kr2163 = mul i32 %krow2161, 3
  %t_r2165 = add i32 %kr2163, 0
  %t_s2167 = mul i32 %t_r2165, 3
  %t_c2169 = add i32 %t_s2167, 0
  %t_e2170 = mul i32 %t_c2169, %cpg
  %el2171 = add i32 %t_e2170, %cin1182
  %off2173 = shl i32 %el2171, 2
  %v2174 = extractelement <8 x float> %acc600, i32 7
  %old.297 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2174, ptr addrspace(8) %rws91, i32 %off2173, i32 0, i32 20)
  %krow2176 = add i32 %kbase1176, %kin2158
  %kr2178 = mul i32 %krow2176, 3
  %t_r2180 = add i32 %kr2178, 0
  %t_s2182 = mul i32 %t_r2180, 3
  %t_c2184 = add i32 %t_s2182, 1
  %t_e2185 = mul i32 %t_c2184, %cpg
  %el2186 = add i32 %t_e2185, %cin1182
  %off2188 = shl i32 %el2186, 2
  %v2189 = extractelement <8 x float> %acc601, i32 7
  %old.298 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2189, ptr addrspace(8) %rws91, i32 %off2188, i32 0, i32 20)
  %krow2191 = add i32 %kbase1176, %kin2158
  %kr2193 = mul i32 %krow2191, 3
  %t_r2195 = add i32 %kr2193, 0
  %t_s2197 = mul i32 %t_r2195, 3
  %t_c2199 = add i32 %t_s2197, 2
  %t_e2200 = mul i32 %t_c2199, %cpg
  %el2201 = add i32 %t_e2200, %cin1182
  %off2203 = shl i32 %el2201, 2
  %v2204 = extractelement <8 x float> %acc602, i32 7
  %old.299 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2204, ptr addrspace(8) %rws91, i32 %off2203, i32 0, i32 20)
  %krow2206 = add i32 %kbase1176, %kin2158
  %kr2208 = mul i32 %krow2206, 3
  %t_r2210 = add i32 %kr2208, 1
  %t_s2212 = mul i32 %t_r2210, 3
  %t_c2214 = add i32 %t_s2212, 0
  %t_e2215 = mul i32 %t_c2214, %cpg
  %el2216 = add i32 %t_e2215, %cin1182
  %off2218 = shl i32 %el2216, 2
  %v2219 = extractelement <8 x float> %acc603, i32 7
  %old.300 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2219, ptr addrspace(8) %rws91, i32 %off2218, i32 0, i32 20)
  %krow2221 = add i32 %kbase1176, %kin2158
  %kr2223 = mul i32 %krow2221, 3
  %t_r2225 = add i32 %kr2223, 1
  %t_s2227 = mul i32 %t_r2225, 3
  %t_c2229 = add i32 %t_s2227, 1
  %t_e2230 = mul i32 %t_c2229, %cpg
  %el2231 = add i32 %t_e2230, %cin1182
  %off2233 = shl i32 %el2231, 2
  %v2234 = extractelement <8 x float> %acc604, i32 7
  %old.301 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2234, ptr addrspace(8) %rws91, i32 %off2233, i32 0, i32 20)
  %krow2236 = add i32 %kbase1176, %kin2158
  %kr2238 = mul i32 %krow2236, 3
  %t_r2240 = add i32 %kr2238, 1
  %t_s2242 = mul i32 %t_r2240, 3
  %t_c2244 = add i32 %t_s2242, 2
  %t_e2245 = mul i32 %t_c2244, %cpg
  %el2246 = add i32 %t_e2245, %cin1182
  %off2248 = shl i32 %el2246, 2
  %v2249 = extractelement <8 x float> %acc605, i32 7
  %old.302 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2249, ptr addrspace(8) %rws91, i32 %off2248, i32 0, i32 20)
  %krow2251 = add i32 %kbase1176, %kin2158
  %kr2253 = mul i32 %krow2251, 3
  %t_r2255 = add i32 %kr2253, 2
  %t_s2257 = mul i32 %t_r2255, 3
  %t_c2259 = add i32 %t_s2257, 0
  %t_e2260 = mul i32 %t_c2259, %cpg
  %el2261 = add i32 %t_e2260, %cin1182
  %off2263 = shl i32 %el2261, 2
  %v2264 = extractelement <8 x float> %acc606, i32 7
  %old.303 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2264, ptr addrspace(8) %rws91, i32 %off2263, i32 0, i32 20)
  %krow2266 = add i32 %kbase1176, %kin2158
  %kr2268 = mul i32 %krow2266, 3
  %t_r2270 = add i32 %kr2268, 2
  %t_s2272 = mul i32 %t_r2270, 3
  %t_c2274 = add i32 %t_s2272, 1
  %t_e2275 = mul i32 %t_c2274, %cpg
  %el2276 = add i32 %t_e2275, %cin1182
  %off2278 = shl i32 %el2276, 2
  %v2279 = extractelement <8 x float> %acc607, i32 7
  %old.304 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2279, ptr addrspace(8) %rws91, i32 %off2278, i32 0, i32 20)
  %krow2281 = add i32 %kbase1176, %kin2158
  %kr2283 = mul i32 %krow2281, 3
  %t_r2285 = add i32 %kr2283, 2
  %t_s2287 = mul i32 %t_r2285, 3
  %t_c2289 = add i32 %t_s2287, 2
  %t_e2290 = mul i32 %t_c2289, %cpg
  %el2291 = add i32 %t_e2290, %cin1182
  %off2293 = shl i32 %el2291, 2
  %v2294 = extractelement <8 x float> %acc608, i32 7
  %old.305 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2294, ptr addrspace(8) %rws91, i32 %off2293, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="256" }
