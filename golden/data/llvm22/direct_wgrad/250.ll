; irgate direct_wgrad{dtype=bf16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=0,kpg=0,waves_k=2,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=2,row_blocks=1,lds_epilogue=1,tdm_stages=3,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1 = internal unnamed_addr addrspace(3) global [44816 x i8] undef, align 16

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

define amdgpu_kernel void @irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_k26 = urem i32 %wave24, 2
  %wave_c28 = udiv i32 %wave24, 2
  %wkb30 = mul i32 %wave_k26, 16
  %wcb32 = mul i32 %wave_c28, 16
  %half34 = lshr i32 %lane22, 4
  %khalf36 = shl i32 %half34, 3
  %lrow38 = and i32 %lane22, 7
  %tr_row39 = add i32 %khalf36, %lrow38
  %lcol41 = and i32 %lane22, 15
  %cgrp43 = lshr i32 %lcol41, 3
  %tr_col45 = shl i32 %cgrp43, 3
  %a_r47 = mul i32 %tr_row39, 40
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
  %nkt_a66 = add i32 %kpg, 31
  %nkt68 = udiv i32 %nkt_a66, 32
  %ct69 = urem i32 %bx58, %nct64
  %rest70 = udiv i32 %bx58, %nct64
  %kt71 = urem i32 %rest70, %nkt68
  %g72 = udiv i32 %rest70, %nkt68
  %k_blk74 = mul i32 %kt71, 32
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
  %rg_a109 = add i32 %span107, 1
  %rgs111 = udiv i32 %rg_a109, 2
  %steps112 = mul i32 %rgs111, %ncols103
  %rg114 = udiv i32 0, %ncols103
  %ccol115 = urem i32 0, %ncols103
  %rgo117 = mul i32 %rg114, 2
  %ho_s118 = add i32 %ho_lo85, %rgo117
  %wo_s120 = shl i32 %ccol115, 5
  %slot122 = urem i32 0, 3
  %slot_off124 = mul i32 %slot122, 14912
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
  %dst164 = select i1 %some162, i32 %dst160, i32 44736
  %src165 = select i1 %some162, i32 %el158, i32 %dy_dummy98
  %rows167 = select i1 %some162, i32 %dy_n153, i32 1
  br i1 %issuer97, label %if.then.1, label %if.end.1
if.then.1:
  %gep.4 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst164
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
  %g1a.16 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.15, i32 2
  %g1b.17 = insertelement <8 x i32> %g1a.16, i32 %rows167, i32 4
  %g1.18 = insertelement <8 x i32> %g1b.17, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.14, <8 x i32> %g1.18, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.1
if.end.1:
  %partial169 = icmp ult i32 %dy_n153, 32
  br i1 %partial169, label %if.then.2, label %if.end.2
if.then.2:
  %e171 = add i32 %tid20, 0
  %row173 = udiv i32 %e171, 4
  %cc175 = urem i32 %e171, 4
  %chan177 = shl i32 %cc175, 3
  %hole178 = icmp uge i32 %row173, %dy_n153
  %lrow180 = mul i32 %row173, 40
  %lel181 = add i32 %lrow180, %chan177
  %lb183 = shl i32 %lel181, 1
  %lz184 = add i32 %lb183, %slot_off124
  br i1 %hole178, label %if.then.3, label %if.end.3
if.then.3:
  %za186 = add i32 %lz184, 0
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za186
  store float 0x0000000000000000, ptr addrspace(3) %gep.19, align 4
  %za189 = add i32 %lz184, 4
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za189
  store float 0x0000000000000000, ptr addrspace(3) %gep.20, align 4
  %za192 = add i32 %lz184, 8
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za192
  store float 0x0000000000000000, ptr addrspace(3) %gep.21, align 4
  %za195 = add i32 %lz184, 12
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za195
  store float 0x0000000000000000, ptr addrspace(3) %gep.22, align 4
  br label %if.end.3
if.end.3:
  %e198 = add i32 %tid20, 64
  %row200 = udiv i32 %e198, 4
  %cc202 = urem i32 %e198, 4
  %chan204 = shl i32 %cc202, 3
  %hole205 = icmp uge i32 %row200, %dy_n153
  %lrow207 = mul i32 %row200, 40
  %lel208 = add i32 %lrow207, %chan204
  %lb210 = shl i32 %lel208, 1
  %lz211 = add i32 %lb210, %slot_off124
  br i1 %hole205, label %if.then.4, label %if.end.4
if.then.4:
  %za213 = add i32 %lz211, 0
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za213
  store float 0x0000000000000000, ptr addrspace(3) %gep.23, align 4
  %za216 = add i32 %lz211, 4
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za216
  store float 0x0000000000000000, ptr addrspace(3) %gep.24, align 4
  %za219 = add i32 %lz211, 8
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za219
  store float 0x0000000000000000, ptr addrspace(3) %gep.25, align 4
  %za222 = add i32 %lz211, 12
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za222
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
  %dst238 = add i32 %dst236, 5120
  %some240 = icmp ne i32 %x_n230, 0
  %dst242 = select i1 %some240, i32 %dst238, i32 44736
  %src243 = select i1 %some240, i32 %el235, i32 %x_dummy99
  %rows245 = select i1 %some240, i32 %x_n230, i32 1
  br i1 %issuer97, label %if.then.5, label %if.end.5
if.then.5:
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst242
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
  %za270 = add i32 %lz268, 5120
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za270
  store float 0x0000000000000000, ptr addrspace(3) %gep.42, align 4
  %za273 = add i32 %lz268, 5124
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za273
  store float 0x0000000000000000, ptr addrspace(3) %gep.43, align 4
  %za276 = add i32 %lz268, 5128
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za276
  store float 0x0000000000000000, ptr addrspace(3) %gep.44, align 4
  %za279 = add i32 %lz268, 5132
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za279
  store float 0x0000000000000000, ptr addrspace(3) %gep.45, align 4
  br label %if.end.7
if.end.7:
  %e282 = add i32 %tid20, 64
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
  %za302 = add i32 %lz300, 5120
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za302
  store float 0x0000000000000000, ptr addrspace(3) %gep.46, align 4
  %za305 = add i32 %lz300, 5124
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za305
  store float 0x0000000000000000, ptr addrspace(3) %gep.47, align 4
  %za308 = add i32 %lz300, 5128
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za308
  store float 0x0000000000000000, ptr addrspace(3) %gep.48, align 4
  %za311 = add i32 %lz300, 5132
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za311
  store float 0x0000000000000000, ptr addrspace(3) %gep.49, align 4
  br label %if.end.8
if.end.8:
  br label %if.end.6
if.end.6:
  %h_a314 = add i32 %ho150, 1
  %hi316 = sub i32 %h_a314, 1
  %hiok317 = icmp ult i32 %hi316, %hi
  %x_n319 = select i1 %hiok317, i32 %x_span146, i32 0
  %x_row320 = mul i32 %hi316, %x_stride_h
  %x_r321 = add i32 %x_img93, %x_row320
  %col322 = mul i32 %x_first138, %x_stride_w
  %el323 = add i32 %x_r321, %col322
  %el324 = add i32 %el323, %x_ch80
  %dst325 = add i32 %slot_off124, %lead_b148
  %dst327 = add i32 %dst325, 6752
  %some329 = icmp ne i32 %x_n319, 0
  %dst331 = select i1 %some329, i32 %dst327, i32 44736
  %src332 = select i1 %some329, i32 %el324, i32 %x_dummy99
  %rows334 = select i1 %some329, i32 %x_n319, i32 1
  br i1 %issuer97, label %if.then.9, label %if.end.9
if.then.9:
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst331
  %lsa.51 = ptrtoint ptr addrspace(3) %gep.50 to i32
  %src.52 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src332
  %ga.53 = ptrtoint ptr addrspace(1) %src.52 to i64
  %galo.54 = trunc i64 %ga.53 to i32
  %gahw.55 = lshr i64 %ga.53, 32
  %gahi.56 = trunc i64 %gahw.55 to i32
  %gaty.57 = or i32 %gahi.56, -2147483648
  %g0a.58 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.51, i32 1
  %g0b.59 = insertelement <4 x i32> %g0a.58, i32 %galo.54, i32 2
  %g0.60 = insertelement <4 x i32> %g0b.59, i32 %gaty.57, i32 3
  %dim1.61 = shl i32 %rows334, 16
  %g1a.62 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.61, i32 2
  %g1b.63 = insertelement <8 x i32> %g1a.62, i32 %rows334, i32 4
  %g1.64 = insertelement <8 x i32> %g1b.63, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.60, <8 x i32> %g1.64, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.9
if.end.9:
  %cover_end335 = add i32 %lead137, %x_n319
  %partial337 = icmp ult i32 %x_n319, 34
  br i1 %partial337, label %if.then.10, label %if.end.10
if.then.10:
  %e339 = add i32 %tid20, 0
  %row341 = udiv i32 %e339, 2
  %cc343 = urem i32 %e339, 2
  %chan345 = shl i32 %cc343, 3
  %below346 = icmp ult i32 %row341, %lead137
  %above347 = icmp uge i32 %row341, %cover_end335
  %hole348 = or i1 %below346, %above347
  %ein350 = icmp ult i32 %e339, 68
  %hole351 = and i1 %hole348, %ein350
  %lrow353 = mul i32 %row341, 24
  %lel354 = add i32 %lrow353, %chan345
  %lb356 = shl i32 %lel354, 1
  %lz357 = add i32 %lb356, %slot_off124
  br i1 %hole351, label %if.then.11, label %if.end.11
if.then.11:
  %za359 = add i32 %lz357, 6752
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za359
  store float 0x0000000000000000, ptr addrspace(3) %gep.65, align 4
  %za362 = add i32 %lz357, 6756
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za362
  store float 0x0000000000000000, ptr addrspace(3) %gep.66, align 4
  %za365 = add i32 %lz357, 6760
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za365
  store float 0x0000000000000000, ptr addrspace(3) %gep.67, align 4
  %za368 = add i32 %lz357, 6764
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za368
  store float 0x0000000000000000, ptr addrspace(3) %gep.68, align 4
  br label %if.end.11
if.end.11:
  %e371 = add i32 %tid20, 64
  %row373 = udiv i32 %e371, 2
  %cc375 = urem i32 %e371, 2
  %chan377 = shl i32 %cc375, 3
  %below378 = icmp ult i32 %row373, %lead137
  %above379 = icmp uge i32 %row373, %cover_end335
  %hole380 = or i1 %below378, %above379
  %ein382 = icmp ult i32 %e371, 68
  %hole383 = and i1 %hole380, %ein382
  %lrow385 = mul i32 %row373, 24
  %lel386 = add i32 %lrow385, %chan377
  %lb388 = shl i32 %lel386, 1
  %lz389 = add i32 %lb388, %slot_off124
  br i1 %hole383, label %if.then.12, label %if.end.12
if.then.12:
  %za391 = add i32 %lz389, 6752
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za391
  store float 0x0000000000000000, ptr addrspace(3) %gep.69, align 4
  %za394 = add i32 %lz389, 6756
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za394
  store float 0x0000000000000000, ptr addrspace(3) %gep.70, align 4
  %za397 = add i32 %lz389, 6760
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za397
  store float 0x0000000000000000, ptr addrspace(3) %gep.71, align 4
  %za400 = add i32 %lz389, 6764
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za400
  store float 0x0000000000000000, ptr addrspace(3) %gep.72, align 4
  br label %if.end.12
if.end.12:
  br label %if.end.10
if.end.10:
  %h_a403 = add i32 %ho150, 2
  %hi405 = sub i32 %h_a403, 1
  %hiok406 = icmp ult i32 %hi405, %hi
  %x_n408 = select i1 %hiok406, i32 %x_span146, i32 0
  %x_row409 = mul i32 %hi405, %x_stride_h
  %x_r410 = add i32 %x_img93, %x_row409
  %col411 = mul i32 %x_first138, %x_stride_w
  %el412 = add i32 %x_r410, %col411
  %el413 = add i32 %el412, %x_ch80
  %dst414 = add i32 %slot_off124, %lead_b148
  %dst416 = add i32 %dst414, 8384
  %some418 = icmp ne i32 %x_n408, 0
  %dst420 = select i1 %some418, i32 %dst416, i32 44736
  %src421 = select i1 %some418, i32 %el413, i32 %x_dummy99
  %rows423 = select i1 %some418, i32 %x_n408, i32 1
  br i1 %issuer97, label %if.then.13, label %if.end.13
if.then.13:
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst420
  %lsa.74 = ptrtoint ptr addrspace(3) %gep.73 to i32
  %src.75 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src421
  %ga.76 = ptrtoint ptr addrspace(1) %src.75 to i64
  %galo.77 = trunc i64 %ga.76 to i32
  %gahw.78 = lshr i64 %ga.76, 32
  %gahi.79 = trunc i64 %gahw.78 to i32
  %gaty.80 = or i32 %gahi.79, -2147483648
  %g0a.81 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.74, i32 1
  %g0b.82 = insertelement <4 x i32> %g0a.81, i32 %galo.77, i32 2
  %g0.83 = insertelement <4 x i32> %g0b.82, i32 %gaty.80, i32 3
  %dim1.84 = shl i32 %rows423, 16
  %g1a.85 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.84, i32 2
  %g1b.86 = insertelement <8 x i32> %g1a.85, i32 %rows423, i32 4
  %g1.87 = insertelement <8 x i32> %g1b.86, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.83, <8 x i32> %g1.87, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.13
if.end.13:
  %cover_end424 = add i32 %lead137, %x_n408
  %partial426 = icmp ult i32 %x_n408, 34
  br i1 %partial426, label %if.then.14, label %if.end.14
if.then.14:
  %e428 = add i32 %tid20, 0
  %row430 = udiv i32 %e428, 2
  %cc432 = urem i32 %e428, 2
  %chan434 = shl i32 %cc432, 3
  %below435 = icmp ult i32 %row430, %lead137
  %above436 = icmp uge i32 %row430, %cover_end424
  %hole437 = or i1 %below435, %above436
  %ein439 = icmp ult i32 %e428, 68
  %hole440 = and i1 %hole437, %ein439
  %lrow442 = mul i32 %row430, 24
  %lel443 = add i32 %lrow442, %chan434
  %lb445 = shl i32 %lel443, 1
  %lz446 = add i32 %lb445, %slot_off124
  br i1 %hole440, label %if.then.15, label %if.end.15
if.then.15:
  %za448 = add i32 %lz446, 8384
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za448
  store float 0x0000000000000000, ptr addrspace(3) %gep.88, align 4
  %za451 = add i32 %lz446, 8388
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za451
  store float 0x0000000000000000, ptr addrspace(3) %gep.89, align 4
  %za454 = add i32 %lz446, 8392
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za454
  store float 0x0000000000000000, ptr addrspace(3) %gep.90, align 4
  %za457 = add i32 %lz446, 8396
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za457
  store float 0x0000000000000000, ptr addrspace(3) %gep.91, align 4
  br label %if.end.15
if.end.15:
  %e460 = add i32 %tid20, 64
  %row462 = udiv i32 %e460, 2
  %cc464 = urem i32 %e460, 2
  %chan466 = shl i32 %cc464, 3
  %below467 = icmp ult i32 %row462, %lead137
  %above468 = icmp uge i32 %row462, %cover_end424
  %hole469 = or i1 %below467, %above468
  %ein471 = icmp ult i32 %e460, 68
  %hole472 = and i1 %hole469, %ein471
  %lrow474 = mul i32 %row462, 24
  %lel475 = add i32 %lrow474, %chan466
  %lb477 = shl i32 %lel475, 1
  %lz478 = add i32 %lb477, %slot_off124
  br i1 %hole472, label %if.then.16, label %if.end.16
if.then.16:
  %za480 = add i32 %lz478, 8384
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za480
  store float 0x0000000000000000, ptr addrspace(3) %gep.92, align 4
  %za483 = add i32 %lz478, 8388
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za483
  store float 0x0000000000000000, ptr addrspace(3) %gep.93, align 4
  %za486 = add i32 %lz478, 8392
  %gep.94 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za486
  store float 0x0000000000000000, ptr addrspace(3) %gep.94, align 4
  %za489 = add i32 %lz478, 8396
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za489
  store float 0x0000000000000000, ptr addrspace(3) %gep.95, align 4
  br label %if.end.16
if.end.16:
  br label %if.end.14
if.end.14:
  %ho492 = add i32 %ho_s118, 1
  %hok493 = icmp ult i32 %ho492, %ho_hi88
  %dy_n495 = select i1 %hok493, i32 %wo_n129, i32 0
  %dy_row496 = mul i32 %ho492, %dy_stride_h
  %dy_r497 = add i32 %dy_img92, %dy_row496
  %col498 = mul i32 %wo_s120, %dy_stride_w
  %el499 = add i32 %dy_r497, %col498
  %el500 = add i32 %el499, %dy_ch79
  %dst502 = add i32 %slot_off124, 2560
  %some504 = icmp ne i32 %dy_n495, 0
  %dst506 = select i1 %some504, i32 %dst502, i32 44736
  %src507 = select i1 %some504, i32 %el500, i32 %dy_dummy98
  %rows509 = select i1 %some504, i32 %dy_n495, i32 1
  br i1 %issuer97, label %if.then.17, label %if.end.17
if.then.17:
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst506
  %lsa.97 = ptrtoint ptr addrspace(3) %gep.96 to i32
  %src.98 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src507
  %ga.99 = ptrtoint ptr addrspace(1) %src.98 to i64
  %galo.100 = trunc i64 %ga.99 to i32
  %gahw.101 = lshr i64 %ga.99, 32
  %gahi.102 = trunc i64 %gahw.101 to i32
  %gaty.103 = or i32 %gahi.102, -2147483648
  %g0a.104 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.97, i32 1
  %g0b.105 = insertelement <4 x i32> %g0a.104, i32 %galo.100, i32 2
  %g0.106 = insertelement <4 x i32> %g0b.105, i32 %gaty.103, i32 3
  %dim1.107 = shl i32 %rows509, 16
  %g1a.108 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.107, i32 2
  %g1b.109 = insertelement <8 x i32> %g1a.108, i32 %rows509, i32 4
  %g1.110 = insertelement <8 x i32> %g1b.109, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.106, <8 x i32> %g1.110, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.17
if.end.17:
  %partial511 = icmp ult i32 %dy_n495, 32
  br i1 %partial511, label %if.then.18, label %if.end.18
if.then.18:
  %e513 = add i32 %tid20, 0
  %row515 = udiv i32 %e513, 4
  %cc517 = urem i32 %e513, 4
  %chan519 = shl i32 %cc517, 3
  %hole520 = icmp uge i32 %row515, %dy_n495
  %lrow522 = mul i32 %row515, 40
  %lel523 = add i32 %lrow522, %chan519
  %lb525 = shl i32 %lel523, 1
  %lz526 = add i32 %lb525, %slot_off124
  br i1 %hole520, label %if.then.19, label %if.end.19
if.then.19:
  %za528 = add i32 %lz526, 2560
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za528
  store float 0x0000000000000000, ptr addrspace(3) %gep.111, align 4
  %za531 = add i32 %lz526, 2564
  %gep.112 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za531
  store float 0x0000000000000000, ptr addrspace(3) %gep.112, align 4
  %za534 = add i32 %lz526, 2568
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za534
  store float 0x0000000000000000, ptr addrspace(3) %gep.113, align 4
  %za537 = add i32 %lz526, 2572
  %gep.114 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za537
  store float 0x0000000000000000, ptr addrspace(3) %gep.114, align 4
  br label %if.end.19
if.end.19:
  %e540 = add i32 %tid20, 64
  %row542 = udiv i32 %e540, 4
  %cc544 = urem i32 %e540, 4
  %chan546 = shl i32 %cc544, 3
  %hole547 = icmp uge i32 %row542, %dy_n495
  %lrow549 = mul i32 %row542, 40
  %lel550 = add i32 %lrow549, %chan546
  %lb552 = shl i32 %lel550, 1
  %lz553 = add i32 %lb552, %slot_off124
  br i1 %hole547, label %if.then.20, label %if.end.20
if.then.20:
  %za555 = add i32 %lz553, 2560
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za555
  store float 0x0000000000000000, ptr addrspace(3) %gep.115, align 4
  %za558 = add i32 %lz553, 2564
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za558
  store float 0x0000000000000000, ptr addrspace(3) %gep.116, align 4
  %za561 = add i32 %lz553, 2568
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za561
  store float 0x0000000000000000, ptr addrspace(3) %gep.117, align 4
  %za564 = add i32 %lz553, 2572
  %gep.118 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za564
  store float 0x0000000000000000, ptr addrspace(3) %gep.118, align 4
  br label %if.end.20
if.end.20:
  br label %if.end.18
if.end.18:
  %h_a567 = add i32 %ho492, 0
  %hi569 = sub i32 %h_a567, 1
  %hiok570 = icmp ult i32 %hi569, %hi
  %x_n572 = select i1 %hiok570, i32 %x_span146, i32 0
  %x_row573 = mul i32 %hi569, %x_stride_h
  %x_r574 = add i32 %x_img93, %x_row573
  %col575 = mul i32 %x_first138, %x_stride_w
  %el576 = add i32 %x_r574, %col575
  %el577 = add i32 %el576, %x_ch80
  %dst578 = add i32 %slot_off124, %lead_b148
  %dst580 = add i32 %dst578, 10016
  %some582 = icmp ne i32 %x_n572, 0
  %dst584 = select i1 %some582, i32 %dst580, i32 44736
  %src585 = select i1 %some582, i32 %el577, i32 %x_dummy99
  %rows587 = select i1 %some582, i32 %x_n572, i32 1
  br i1 %issuer97, label %if.then.21, label %if.end.21
if.then.21:
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst584
  %lsa.120 = ptrtoint ptr addrspace(3) %gep.119 to i32
  %src.121 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src585
  %ga.122 = ptrtoint ptr addrspace(1) %src.121 to i64
  %galo.123 = trunc i64 %ga.122 to i32
  %gahw.124 = lshr i64 %ga.122, 32
  %gahi.125 = trunc i64 %gahw.124 to i32
  %gaty.126 = or i32 %gahi.125, -2147483648
  %g0a.127 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.120, i32 1
  %g0b.128 = insertelement <4 x i32> %g0a.127, i32 %galo.123, i32 2
  %g0.129 = insertelement <4 x i32> %g0b.128, i32 %gaty.126, i32 3
  %dim1.130 = shl i32 %rows587, 16
  %g1a.131 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.130, i32 2
  %g1b.132 = insertelement <8 x i32> %g1a.131, i32 %rows587, i32 4
  %g1.133 = insertelement <8 x i32> %g1b.132, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.129, <8 x i32> %g1.133, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.21
if.end.21:
  %cover_end588 = add i32 %lead137, %x_n572
  %partial590 = icmp ult i32 %x_n572, 34
  br i1 %partial590, label %if.then.22, label %if.end.22
if.then.22:
  %e592 = add i32 %tid20, 0
  %row594 = udiv i32 %e592, 2
  %cc596 = urem i32 %e592, 2
  %chan598 = shl i32 %cc596, 3
  %below599 = icmp ult i32 %row594, %lead137
  %above600 = icmp uge i32 %row594, %cover_end588
  %hole601 = or i1 %below599, %above600
  %ein603 = icmp ult i32 %e592, 68
  %hole604 = and i1 %hole601, %ein603
  %lrow606 = mul i32 %row594, 24
  %lel607 = add i32 %lrow606, %chan598
  %lb609 = shl i32 %lel607, 1
  %lz610 = add i32 %lb609, %slot_off124
  br i1 %hole604, label %if.then.23, label %if.end.23
if.then.23:
  %za612 = add i32 %lz610, 10016
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za612
  store float 0x0000000000000000, ptr addrspace(3) %gep.134, align 4
  %za615 = add i32 %lz610, 10020
  %gep.135 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za615
  store float 0x0000000000000000, ptr addrspace(3) %gep.135, align 4
  %za618 = add i32 %lz610, 10024
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za618
  store float 0x0000000000000000, ptr addrspace(3) %gep.136, align 4
  %za621 = add i32 %lz610, 10028
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za621
  store float 0x0000000000000000, ptr addrspace(3) %gep.137, align 4
  br label %if.end.23
if.end.23:
  %e624 = add i32 %tid20, 64
  %row626 = udiv i32 %e624, 2
  %cc628 = urem i32 %e624, 2
  %chan630 = shl i32 %cc628, 3
  %below631 = icmp ult i32 %row626, %lead137
  %above632 = icmp uge i32 %row626, %cover_end588
  %hole633 = or i1 %below631, %above632
  %ein635 = icmp ult i32 %e624, 68
  %hole636 = and i1 %hole633, %ein635
  %lrow638 = mul i32 %row626, 24
  %lel639 = add i32 %lrow638, %chan630
  %lb641 = shl i32 %lel639, 1
  %lz642 = add i32 %lb641, %slot_off124
  br i1 %hole636, label %if.then.24, label %if.end.24
if.then.24:
  %za644 = add i32 %lz642, 10016
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za644
  store float 0x0000000000000000, ptr addrspace(3) %gep.138, align 4
  %za647 = add i32 %lz642, 10020
  %gep.139 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za647
  store float 0x0000000000000000, ptr addrspace(3) %gep.139, align 4
  %za650 = add i32 %lz642, 10024
  %gep.140 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za650
  store float 0x0000000000000000, ptr addrspace(3) %gep.140, align 4
  %za653 = add i32 %lz642, 10028
  %gep.141 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za653
  store float 0x0000000000000000, ptr addrspace(3) %gep.141, align 4
  br label %if.end.24
if.end.24:
  br label %if.end.22
if.end.22:
  %h_a656 = add i32 %ho492, 1
  %hi658 = sub i32 %h_a656, 1
  %hiok659 = icmp ult i32 %hi658, %hi
  %x_n661 = select i1 %hiok659, i32 %x_span146, i32 0
  %x_row662 = mul i32 %hi658, %x_stride_h
  %x_r663 = add i32 %x_img93, %x_row662
  %col664 = mul i32 %x_first138, %x_stride_w
  %el665 = add i32 %x_r663, %col664
  %el666 = add i32 %el665, %x_ch80
  %dst667 = add i32 %slot_off124, %lead_b148
  %dst669 = add i32 %dst667, 11648
  %some671 = icmp ne i32 %x_n661, 0
  %dst673 = select i1 %some671, i32 %dst669, i32 44736
  %src674 = select i1 %some671, i32 %el666, i32 %x_dummy99
  %rows676 = select i1 %some671, i32 %x_n661, i32 1
  br i1 %issuer97, label %if.then.25, label %if.end.25
if.then.25:
  %gep.142 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst673
  %lsa.143 = ptrtoint ptr addrspace(3) %gep.142 to i32
  %src.144 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src674
  %ga.145 = ptrtoint ptr addrspace(1) %src.144 to i64
  %galo.146 = trunc i64 %ga.145 to i32
  %gahw.147 = lshr i64 %ga.145, 32
  %gahi.148 = trunc i64 %gahw.147 to i32
  %gaty.149 = or i32 %gahi.148, -2147483648
  %g0a.150 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.143, i32 1
  %g0b.151 = insertelement <4 x i32> %g0a.150, i32 %galo.146, i32 2
  %g0.152 = insertelement <4 x i32> %g0b.151, i32 %gaty.149, i32 3
  %dim1.153 = shl i32 %rows676, 16
  %g1a.154 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.153, i32 2
  %g1b.155 = insertelement <8 x i32> %g1a.154, i32 %rows676, i32 4
  %g1.156 = insertelement <8 x i32> %g1b.155, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.152, <8 x i32> %g1.156, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.25
if.end.25:
  %cover_end677 = add i32 %lead137, %x_n661
  %partial679 = icmp ult i32 %x_n661, 34
  br i1 %partial679, label %if.then.26, label %if.end.26
if.then.26:
  %e681 = add i32 %tid20, 0
  %row683 = udiv i32 %e681, 2
  %cc685 = urem i32 %e681, 2
  %chan687 = shl i32 %cc685, 3
  %below688 = icmp ult i32 %row683, %lead137
  %above689 = icmp uge i32 %row683, %cover_end677
  %hole690 = or i1 %below688, %above689
  %ein692 = icmp ult i32 %e681, 68
  %hole693 = and i1 %hole690, %ein692
  %lrow695 = mul i32 %row683, 24
  %lel696 = add i32 %lrow695, %chan687
  %lb698 = shl i32 %lel696, 1
  %lz699 = add i32 %lb698, %slot_off124
  br i1 %hole693, label %if.then.27, label %if.end.27
if.then.27:
  %za701 = add i32 %lz699, 11648
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za701
  store float 0x0000000000000000, ptr addrspace(3) %gep.157, align 4
  %za704 = add i32 %lz699, 11652
  %gep.158 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za704
  store float 0x0000000000000000, ptr addrspace(3) %gep.158, align 4
  %za707 = add i32 %lz699, 11656
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za707
  store float 0x0000000000000000, ptr addrspace(3) %gep.159, align 4
  %za710 = add i32 %lz699, 11660
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za710
  store float 0x0000000000000000, ptr addrspace(3) %gep.160, align 4
  br label %if.end.27
if.end.27:
  %e713 = add i32 %tid20, 64
  %row715 = udiv i32 %e713, 2
  %cc717 = urem i32 %e713, 2
  %chan719 = shl i32 %cc717, 3
  %below720 = icmp ult i32 %row715, %lead137
  %above721 = icmp uge i32 %row715, %cover_end677
  %hole722 = or i1 %below720, %above721
  %ein724 = icmp ult i32 %e713, 68
  %hole725 = and i1 %hole722, %ein724
  %lrow727 = mul i32 %row715, 24
  %lel728 = add i32 %lrow727, %chan719
  %lb730 = shl i32 %lel728, 1
  %lz731 = add i32 %lb730, %slot_off124
  br i1 %hole725, label %if.then.28, label %if.end.28
if.then.28:
  %za733 = add i32 %lz731, 11648
  %gep.161 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za733
  store float 0x0000000000000000, ptr addrspace(3) %gep.161, align 4
  %za736 = add i32 %lz731, 11652
  %gep.162 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za736
  store float 0x0000000000000000, ptr addrspace(3) %gep.162, align 4
  %za739 = add i32 %lz731, 11656
  %gep.163 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za739
  store float 0x0000000000000000, ptr addrspace(3) %gep.163, align 4
  %za742 = add i32 %lz731, 11660
  %gep.164 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za742
  store float 0x0000000000000000, ptr addrspace(3) %gep.164, align 4
  br label %if.end.28
if.end.28:
  br label %if.end.26
if.end.26:
  %h_a745 = add i32 %ho492, 2
  %hi747 = sub i32 %h_a745, 1
  %hiok748 = icmp ult i32 %hi747, %hi
  %x_n750 = select i1 %hiok748, i32 %x_span146, i32 0
  %x_row751 = mul i32 %hi747, %x_stride_h
  %x_r752 = add i32 %x_img93, %x_row751
  %col753 = mul i32 %x_first138, %x_stride_w
  %el754 = add i32 %x_r752, %col753
  %el755 = add i32 %el754, %x_ch80
  %dst756 = add i32 %slot_off124, %lead_b148
  %dst758 = add i32 %dst756, 13280
  %some760 = icmp ne i32 %x_n750, 0
  %dst762 = select i1 %some760, i32 %dst758, i32 44736
  %src763 = select i1 %some760, i32 %el755, i32 %x_dummy99
  %rows765 = select i1 %some760, i32 %x_n750, i32 1
  br i1 %issuer97, label %if.then.29, label %if.end.29
if.then.29:
  %gep.165 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst762
  %lsa.166 = ptrtoint ptr addrspace(3) %gep.165 to i32
  %src.167 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src763
  %ga.168 = ptrtoint ptr addrspace(1) %src.167 to i64
  %galo.169 = trunc i64 %ga.168 to i32
  %gahw.170 = lshr i64 %ga.168, 32
  %gahi.171 = trunc i64 %gahw.170 to i32
  %gaty.172 = or i32 %gahi.171, -2147483648
  %g0a.173 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.166, i32 1
  %g0b.174 = insertelement <4 x i32> %g0a.173, i32 %galo.169, i32 2
  %g0.175 = insertelement <4 x i32> %g0b.174, i32 %gaty.172, i32 3
  %dim1.176 = shl i32 %rows765, 16
  %g1a.177 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.176, i32 2
  %g1b.178 = insertelement <8 x i32> %g1a.177, i32 %rows765, i32 4
  %g1.179 = insertelement <8 x i32> %g1b.178, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.175, <8 x i32> %g1.179, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.29
if.end.29:
  %cover_end766 = add i32 %lead137, %x_n750
  %partial768 = icmp ult i32 %x_n750, 34
  br i1 %partial768, label %if.then.30, label %if.end.30
if.then.30:
  %e770 = add i32 %tid20, 0
  %row772 = udiv i32 %e770, 2
  %cc774 = urem i32 %e770, 2
  %chan776 = shl i32 %cc774, 3
  %below777 = icmp ult i32 %row772, %lead137
  %above778 = icmp uge i32 %row772, %cover_end766
  %hole779 = or i1 %below777, %above778
  %ein781 = icmp ult i32 %e770, 68
  %hole782 = and i1 %hole779, %ein781
  %lrow784 = mul i32 %row772, 24
  %lel785 = add i32 %lrow784, %chan776
  %lb787 = shl i32 %lel785, 1
  %lz788 = add i32 %lb787, %slot_off124
  br i1 %hole782, label %if.then.31, label %if.end.31
if.then.31:
  %za790 = add i32 %lz788, 13280
  %gep.180 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za790
  store float 0x0000000000000000, ptr addrspace(3) %gep.180, align 4
  %za793 = add i32 %lz788, 13284
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za793
  store float 0x0000000000000000, ptr addrspace(3) %gep.181, align 4
  %za796 = add i32 %lz788, 13288
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za796
  store float 0x0000000000000000, ptr addrspace(3) %gep.182, align 4
  %za799 = add i32 %lz788, 13292
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za799
  store float 0x0000000000000000, ptr addrspace(3) %gep.183, align 4
  br label %if.end.31
if.end.31:
  %e802 = add i32 %tid20, 64
  %row804 = udiv i32 %e802, 2
  %cc806 = urem i32 %e802, 2
  %chan808 = shl i32 %cc806, 3
  %below809 = icmp ult i32 %row804, %lead137
  %above810 = icmp uge i32 %row804, %cover_end766
  %hole811 = or i1 %below809, %above810
  %ein813 = icmp ult i32 %e802, 68
  %hole814 = and i1 %hole811, %ein813
  %lrow816 = mul i32 %row804, 24
  %lel817 = add i32 %lrow816, %chan808
  %lb819 = shl i32 %lel817, 1
  %lz820 = add i32 %lb819, %slot_off124
  br i1 %hole814, label %if.then.32, label %if.end.32
if.then.32:
  %za822 = add i32 %lz820, 13280
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za822
  store float 0x0000000000000000, ptr addrspace(3) %gep.184, align 4
  %za825 = add i32 %lz820, 13284
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za825
  store float 0x0000000000000000, ptr addrspace(3) %gep.185, align 4
  %za828 = add i32 %lz820, 13288
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za828
  store float 0x0000000000000000, ptr addrspace(3) %gep.186, align 4
  %za831 = add i32 %lz820, 13292
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za831
  store float 0x0000000000000000, ptr addrspace(3) %gep.187, align 4
  br label %if.end.32
if.end.32:
  br label %if.end.30
if.end.30:
  %rg834 = udiv i32 1, %ncols103
  %ccol835 = urem i32 1, %ncols103
  %rgo837 = mul i32 %rg834, 2
  %ho_s838 = add i32 %ho_lo85, %rgo837
  %wo_s840 = shl i32 %ccol835, 5
  %slot842 = urem i32 1, 3
  %slot_off844 = mul i32 %slot842, 14912
  %wo_left845 = sub i32 %wo, %wo_s840
  %wo_fit847 = icmp ult i32 %wo_left845, 32
  %wo_n849 = select i1 %wo_fit847, i32 %wo_left845, i32 32
  %wb851 = sub i32 %wo_s840, 1
  %lead_neg853 = icmp slt i32 %wb851, 0
  %lead_a855 = sub i32 0, %wb851
  %lead857 = select i1 %lead_neg853, i32 %lead_a855, i32 0
  %x_first858 = add i32 %wb851, %lead857
  %x_end860 = add i32 %wb851, 34
  %x_fit861 = icmp slt i32 %x_end860, %wi
  %x_end862 = select i1 %x_fit861, i32 %x_end860, i32 %wi
  %x_span863 = sub i32 %x_end862, %x_first858
  %x_some864 = icmp slt i32 %x_first858, %x_end862
  %x_span866 = select i1 %x_some864, i32 %x_span863, i32 0
  %lead_b868 = mul i32 %lead857, 48
  %ho870 = add i32 %ho_s838, 0
  %hok871 = icmp ult i32 %ho870, %ho_hi88
  %dy_n873 = select i1 %hok871, i32 %wo_n849, i32 0
  %dy_row874 = mul i32 %ho870, %dy_stride_h
  %dy_r875 = add i32 %dy_img92, %dy_row874
  %col876 = mul i32 %wo_s840, %dy_stride_w
  %el877 = add i32 %dy_r875, %col876
  %el878 = add i32 %el877, %dy_ch79
  %dst880 = add i32 %slot_off844, 0
  %some882 = icmp ne i32 %dy_n873, 0
  %dst884 = select i1 %some882, i32 %dst880, i32 44736
  %src885 = select i1 %some882, i32 %el878, i32 %dy_dummy98
  %rows887 = select i1 %some882, i32 %dy_n873, i32 1
  br i1 %issuer97, label %if.then.33, label %if.end.33
if.then.33:
  %gep.188 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst884
  %lsa.189 = ptrtoint ptr addrspace(3) %gep.188 to i32
  %src.190 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src885
  %ga.191 = ptrtoint ptr addrspace(1) %src.190 to i64
  %galo.192 = trunc i64 %ga.191 to i32
  %gahw.193 = lshr i64 %ga.191, 32
  %gahi.194 = trunc i64 %gahw.193 to i32
  %gaty.195 = or i32 %gahi.194, -2147483648
  %g0a.196 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.189, i32 1
  %g0b.197 = insertelement <4 x i32> %g0a.196, i32 %galo.192, i32 2
  %g0.198 = insertelement <4 x i32> %g0b.197, i32 %gaty.195, i32 3
  %dim1.199 = shl i32 %rows887, 16
  %g1a.200 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.199, i32 2
  %g1b.201 = insertelement <8 x i32> %g1a.200, i32 %rows887, i32 4
  %g1.202 = insertelement <8 x i32> %g1b.201, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.198, <8 x i32> %g1.202, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.33
if.end.33:
  %partial889 = icmp ult i32 %dy_n873, 32
  br i1 %partial889, label %if.then.34, label %if.end.34
if.then.34:
  %e891 = add i32 %tid20, 0
  %row893 = udiv i32 %e891, 4
  %cc895 = urem i32 %e891, 4
  %chan897 = shl i32 %cc895, 3
  %hole898 = icmp uge i32 %row893, %dy_n873
  %lrow900 = mul i32 %row893, 40
  %lel901 = add i32 %lrow900, %chan897
  %lb903 = shl i32 %lel901, 1
  %lz904 = add i32 %lb903, %slot_off844
  br i1 %hole898, label %if.then.35, label %if.end.35
if.then.35:
  %za906 = add i32 %lz904, 0
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za906
  store float 0x0000000000000000, ptr addrspace(3) %gep.203, align 4
  %za909 = add i32 %lz904, 4
  %gep.204 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za909
  store float 0x0000000000000000, ptr addrspace(3) %gep.204, align 4
  %za912 = add i32 %lz904, 8
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za912
  store float 0x0000000000000000, ptr addrspace(3) %gep.205, align 4
  %za915 = add i32 %lz904, 12
  %gep.206 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za915
  store float 0x0000000000000000, ptr addrspace(3) %gep.206, align 4
  br label %if.end.35
if.end.35:
  %e918 = add i32 %tid20, 64
  %row920 = udiv i32 %e918, 4
  %cc922 = urem i32 %e918, 4
  %chan924 = shl i32 %cc922, 3
  %hole925 = icmp uge i32 %row920, %dy_n873
  %lrow927 = mul i32 %row920, 40
  %lel928 = add i32 %lrow927, %chan924
  %lb930 = shl i32 %lel928, 1
  %lz931 = add i32 %lb930, %slot_off844
  br i1 %hole925, label %if.then.36, label %if.end.36
if.then.36:
  %za933 = add i32 %lz931, 0
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za933
  store float 0x0000000000000000, ptr addrspace(3) %gep.207, align 4
  %za936 = add i32 %lz931, 4
  %gep.208 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za936
  store float 0x0000000000000000, ptr addrspace(3) %gep.208, align 4
  %za939 = add i32 %lz931, 8
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za939
  store float 0x0000000000000000, ptr addrspace(3) %gep.209, align 4
  %za942 = add i32 %lz931, 12
  %gep.210 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za942
  store float 0x0000000000000000, ptr addrspace(3) %gep.210, align 4
  br label %if.end.36
if.end.36:
  br label %if.end.34
if.end.34:
  %h_a945 = add i32 %ho870, 0
  %hi947 = sub i32 %h_a945, 1
  %hiok948 = icmp ult i32 %hi947, %hi
  %x_n950 = select i1 %hiok948, i32 %x_span866, i32 0
  %x_row951 = mul i32 %hi947, %x_stride_h
  %x_r952 = add i32 %x_img93, %x_row951
  %col953 = mul i32 %x_first858, %x_stride_w
  %el954 = add i32 %x_r952, %col953
  %el955 = add i32 %el954, %x_ch80
  %dst956 = add i32 %slot_off844, %lead_b868
  %dst958 = add i32 %dst956, 5120
  %some960 = icmp ne i32 %x_n950, 0
  %dst962 = select i1 %some960, i32 %dst958, i32 44736
  %src963 = select i1 %some960, i32 %el955, i32 %x_dummy99
  %rows965 = select i1 %some960, i32 %x_n950, i32 1
  br i1 %issuer97, label %if.then.37, label %if.end.37
if.then.37:
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst962
  %lsa.212 = ptrtoint ptr addrspace(3) %gep.211 to i32
  %src.213 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src963
  %ga.214 = ptrtoint ptr addrspace(1) %src.213 to i64
  %galo.215 = trunc i64 %ga.214 to i32
  %gahw.216 = lshr i64 %ga.214, 32
  %gahi.217 = trunc i64 %gahw.216 to i32
  %gaty.218 = or i32 %gahi.217, -2147483648
  %g0a.219 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.212, i32 1
  %g0b.220 = insertelement <4 x i32> %g0a.219, i32 %galo.215, i32 2
  %g0.221 = insertelement <4 x i32> %g0b.220, i32 %gaty.218, i32 3
  %dim1.222 = shl i32 %rows965, 16
  %g1a.223 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.222, i32 2
  %g1b.224 = insertelement <8 x i32> %g1a.223, i32 %rows965, i32 4
  %g1.225 = insertelement <8 x i32> %g1b.224, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.221, <8 x i32> %g1.225, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.37
if.end.37:
  %cover_end966 = add i32 %lead857, %x_n950
  %partial968 = icmp ult i32 %x_n950, 34
  br i1 %partial968, label %if.then.38, label %if.end.38
if.then.38:
  %e970 = add i32 %tid20, 0
  %row972 = udiv i32 %e970, 2
  %cc974 = urem i32 %e970, 2
  %chan976 = shl i32 %cc974, 3
  %below977 = icmp ult i32 %row972, %lead857
  %above978 = icmp uge i32 %row972, %cover_end966
  %hole979 = or i1 %below977, %above978
  %ein981 = icmp ult i32 %e970, 68
  %hole982 = and i1 %hole979, %ein981
  %lrow984 = mul i32 %row972, 24
  %lel985 = add i32 %lrow984, %chan976
  %lb987 = shl i32 %lel985, 1
  %lz988 = add i32 %lb987, %slot_off844
  br i1 %hole982, label %if.then.39, label %if.end.39
if.then.39:
  %za990 = add i32 %lz988, 5120
  %gep.226 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za990
  store float 0x0000000000000000, ptr addrspace(3) %gep.226, align 4
  %za993 = add i32 %lz988, 5124
  %gep.227 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za993
  store float 0x0000000000000000, ptr addrspace(3) %gep.227, align 4
  %za996 = add i32 %lz988, 5128
  %gep.228 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za996
  store float 0x0000000000000000, ptr addrspace(3) %gep.228, align 4
  %za999 = add i32 %lz988, 5132
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za999
  store float 0x0000000000000000, ptr addrspace(3) %gep.229, align 4
  br label %if.end.39
if.end.39:
  %e1002 = add i32 %tid20, 64
  %row1004 = udiv i32 %e1002, 2
  %cc1006 = urem i32 %e1002, 2
  %chan1008 = shl i32 %cc1006, 3
  %below1009 = icmp ult i32 %row1004, %lead857
  %above1010 = icmp uge i32 %row1004, %cover_end966
  %hole1011 = or i1 %below1009, %above1010
  %ein1013 = icmp ult i32 %e1002, 68
  %hole1014 = and i1 %hole1011, %ein1013
  %lrow1016 = mul i32 %row1004, 24
  %lel1017 = add i32 %lrow1016, %chan1008
  %lb1019 = shl i32 %lel1017, 1
  %lz1020 = add i32 %lb1019, %slot_off844
  br i1 %hole1014, label %if.then.40, label %if.end.40
if.then.40:
  %za1022 = add i32 %lz1020, 5120
  %gep.230 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1022
  store float 0x0000000000000000, ptr addrspace(3) %gep.230, align 4
  %za1025 = add i32 %lz1020, 5124
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1025
  store float 0x0000000000000000, ptr addrspace(3) %gep.231, align 4
  %za1028 = add i32 %lz1020, 5128
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1028
  store float 0x0000000000000000, ptr addrspace(3) %gep.232, align 4
  %za1031 = add i32 %lz1020, 5132
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1031
  store float 0x0000000000000000, ptr addrspace(3) %gep.233, align 4
  br label %if.end.40
if.end.40:
  br label %if.end.38
if.end.38:
  %h_a1034 = add i32 %ho870, 1
  %hi1036 = sub i32 %h_a1034, 1
  %hiok1037 = icmp ult i32 %hi1036, %hi
  %x_n1039 = select i1 %hiok1037, i32 %x_span866, i32 0
  %x_row1040 = mul i32 %hi1036, %x_stride_h
  %x_r1041 = add i32 %x_img93, %x_row1040
  %col1042 = mul i32 %x_first858, %x_stride_w
  %el1043 = add i32 %x_r1041, %col1042
  %el1044 = add i32 %el1043, %x_ch80
  %dst1045 = add i32 %slot_off844, %lead_b868
  %dst1047 = add i32 %dst1045, 6752
  %some1049 = icmp ne i32 %x_n1039, 0
  %dst1051 = select i1 %some1049, i32 %dst1047, i32 44736
  %src1052 = select i1 %some1049, i32 %el1044, i32 %x_dummy99
  %rows1054 = select i1 %some1049, i32 %x_n1039, i32 1
  br i1 %issuer97, label %if.then.41, label %if.end.41
if.then.41:
  %gep.234 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1051
  %lsa.235 = ptrtoint ptr addrspace(3) %gep.234 to i32
  %src.236 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1052
  %ga.237 = ptrtoint ptr addrspace(1) %src.236 to i64
  %galo.238 = trunc i64 %ga.237 to i32
  %gahw.239 = lshr i64 %ga.237, 32
  %gahi.240 = trunc i64 %gahw.239 to i32
  %gaty.241 = or i32 %gahi.240, -2147483648
  %g0a.242 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.235, i32 1
  %g0b.243 = insertelement <4 x i32> %g0a.242, i32 %galo.238, i32 2
  %g0.244 = insertelement <4 x i32> %g0b.243, i32 %gaty.241, i32 3
  %dim1.245 = shl i32 %rows1054, 16
  %g1a.246 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.245, i32 2
  %g1b.247 = insertelement <8 x i32> %g1a.246, i32 %rows1054, i32 4
  %g1.248 = insertelement <8 x i32> %g1b.247, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.244, <8 x i32> %g1.248, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.41
if.end.41:
  %cover_end1055 = add i32 %lead857, %x_n1039
  %partial1057 = icmp ult i32 %x_n1039, 34
  br i1 %partial1057, label %if.then.42, label %if.end.42
if.then.42:
  %e1059 = add i32 %tid20, 0
  %row1061 = udiv i32 %e1059, 2
  %cc1063 = urem i32 %e1059, 2
  %chan1065 = shl i32 %cc1063, 3
  %below1066 = icmp ult i32 %row1061, %lead857
  %above1067 = icmp uge i32 %row1061, %cover_end1055
  %hole1068 = or i1 %below1066, %above1067
  %ein1070 = icmp ult i32 %e1059, 68
  %hole1071 = and i1 %hole1068, %ein1070
  %lrow1073 = mul i32 %row1061, 24
  %lel1074 = add i32 %lrow1073, %chan1065
  %lb1076 = shl i32 %lel1074, 1
  %lz1077 = add i32 %lb1076, %slot_off844
  br i1 %hole1071, label %if.then.43, label %if.end.43
if.then.43:
  %za1079 = add i32 %lz1077, 6752
  %gep.249 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1079
  store float 0x0000000000000000, ptr addrspace(3) %gep.249, align 4
  %za1082 = add i32 %lz1077, 6756
  %gep.250 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1082
  store float 0x0000000000000000, ptr addrspace(3) %gep.250, align 4
  %za1085 = add i32 %lz1077, 6760
  %gep.251 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1085
  store float 0x0000000000000000, ptr addrspace(3) %gep.251, align 4
  %za1088 = add i32 %lz1077, 6764
  %gep.252 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1088
  store float 0x0000000000000000, ptr addrspace(3) %gep.252, align 4
  br label %if.end.43
if.end.43:
  %e1091 = add i32 %tid20, 64
  %row1093 = udiv i32 %e1091, 2
  %cc1095 = urem i32 %e1091, 2
  %chan1097 = shl i32 %cc1095, 3
  %below1098 = icmp ult i32 %row1093, %lead857
  %above1099 = icmp uge i32 %row1093, %cover_end1055
  %hole1100 = or i1 %below1098, %above1099
  %ein1102 = icmp ult i32 %e1091, 68
  %hole1103 = and i1 %hole1100, %ein1102
  %lrow1105 = mul i32 %row1093, 24
  %lel1106 = add i32 %lrow1105, %chan1097
  %lb1108 = shl i32 %lel1106, 1
  %lz1109 = add i32 %lb1108, %slot_off844
  br i1 %hole1103, label %if.then.44, label %if.end.44
if.then.44:
  %za1111 = add i32 %lz1109, 6752
  %gep.253 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1111
  store float 0x0000000000000000, ptr addrspace(3) %gep.253, align 4
  %za1114 = add i32 %lz1109, 6756
  %gep.254 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1114
  store float 0x0000000000000000, ptr addrspace(3) %gep.254, align 4
  %za1117 = add i32 %lz1109, 6760
  %gep.255 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1117
  store float 0x0000000000000000, ptr addrspace(3) %gep.255, align 4
  %za1120 = add i32 %lz1109, 6764
  %gep.256 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1120
  store float 0x0000000000000000, ptr addrspace(3) %gep.256, align 4
  br label %if.end.44
if.end.44:
  br label %if.end.42
if.end.42:
  %h_a1123 = add i32 %ho870, 2
  %hi1125 = sub i32 %h_a1123, 1
  %hiok1126 = icmp ult i32 %hi1125, %hi
  %x_n1128 = select i1 %hiok1126, i32 %x_span866, i32 0
  %x_row1129 = mul i32 %hi1125, %x_stride_h
  %x_r1130 = add i32 %x_img93, %x_row1129
  %col1131 = mul i32 %x_first858, %x_stride_w
  %el1132 = add i32 %x_r1130, %col1131
  %el1133 = add i32 %el1132, %x_ch80
  %dst1134 = add i32 %slot_off844, %lead_b868
  %dst1136 = add i32 %dst1134, 8384
  %some1138 = icmp ne i32 %x_n1128, 0
  %dst1140 = select i1 %some1138, i32 %dst1136, i32 44736
  %src1141 = select i1 %some1138, i32 %el1133, i32 %x_dummy99
  %rows1143 = select i1 %some1138, i32 %x_n1128, i32 1
  br i1 %issuer97, label %if.then.45, label %if.end.45
if.then.45:
  %gep.257 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1140
  %lsa.258 = ptrtoint ptr addrspace(3) %gep.257 to i32
  %src.259 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1141
  %ga.260 = ptrtoint ptr addrspace(1) %src.259 to i64
  %galo.261 = trunc i64 %ga.260 to i32
  %gahw.262 = lshr i64 %ga.260, 32
  %gahi.263 = trunc i64 %gahw.262 to i32
  %gaty.264 = or i32 %gahi.263, -2147483648
  %g0a.265 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.258, i32 1
  %g0b.266 = insertelement <4 x i32> %g0a.265, i32 %galo.261, i32 2
  %g0.267 = insertelement <4 x i32> %g0b.266, i32 %gaty.264, i32 3
  %dim1.268 = shl i32 %rows1143, 16
  %g1a.269 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.268, i32 2
  %g1b.270 = insertelement <8 x i32> %g1a.269, i32 %rows1143, i32 4
  %g1.271 = insertelement <8 x i32> %g1b.270, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.267, <8 x i32> %g1.271, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.45
if.end.45:
  %cover_end1144 = add i32 %lead857, %x_n1128
  %partial1146 = icmp ult i32 %x_n1128, 34
  br i1 %partial1146, label %if.then.46, label %if.end.46
if.then.46:
  %e1148 = add i32 %tid20, 0
  %row1150 = udiv i32 %e1148, 2
  %cc1152 = urem i32 %e1148, 2
  %chan1154 = shl i32 %cc1152, 3
  %below1155 = icmp ult i32 %row1150, %lead857
  %above1156 = icmp uge i32 %row1150, %cover_end1144
  %hole1157 = or i1 %below1155, %above1156
  %ein1159 = icmp ult i32 %e1148, 68
  %hole1160 = and i1 %hole1157, %ein1159
  %lrow1162 = mul i32 %row1150, 24
  %lel1163 = add i32 %lrow1162, %chan1154
  %lb1165 = shl i32 %lel1163, 1
  %lz1166 = add i32 %lb1165, %slot_off844
  br i1 %hole1160, label %if.then.47, label %if.end.47
if.then.47:
  %za1168 = add i32 %lz1166, 8384
  %gep.272 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1168
  store float 0x0000000000000000, ptr addrspace(3) %gep.272, align 4
  %za1171 = add i32 %lz1166, 8388
  %gep.273 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1171
  store float 0x0000000000000000, ptr addrspace(3) %gep.273, align 4
  %za1174 = add i32 %lz1166, 8392
  %gep.274 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1174
  store float 0x0000000000000000, ptr addrspace(3) %gep.274, align 4
  %za1177 = add i32 %lz1166, 8396
  %gep.275 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1177
  store float 0x0000000000000000, ptr addrspace(3) %gep.275, align 4
  br label %if.end.47
if.end.47:
  %e1180 = add i32 %tid20, 64
  %row1182 = udiv i32 %e1180, 2
  %cc1184 = urem i32 %e1180, 2
  %chan1186 = shl i32 %cc1184, 3
  %below1187 = icmp ult i32 %row1182, %lead857
  %above1188 = icmp uge i32 %row1182, %cover_end1144
  %hole1189 = or i1 %below1187, %above1188
  %ein1191 = icmp ult i32 %e1180, 68
  %hole1192 = and i1 %hole1189, %ein1191
  %lrow1194 = mul i32 %row1182, 24
  %lel1195 = add i32 %lrow1194, %chan1186
  %lb1197 = shl i32 %lel1195, 1
  %lz1198 = add i32 %lb1197, %slot_off844
  br i1 %hole1192, label %if.then.48, label %if.end.48
if.then.48:
  %za1200 = add i32 %lz1198, 8384
  %gep.276 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1200
  store float 0x0000000000000000, ptr addrspace(3) %gep.276, align 4
  %za1203 = add i32 %lz1198, 8388
  %gep.277 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1203
  store float 0x0000000000000000, ptr addrspace(3) %gep.277, align 4
  %za1206 = add i32 %lz1198, 8392
  %gep.278 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1206
  store float 0x0000000000000000, ptr addrspace(3) %gep.278, align 4
  %za1209 = add i32 %lz1198, 8396
  %gep.279 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1209
  store float 0x0000000000000000, ptr addrspace(3) %gep.279, align 4
  br label %if.end.48
if.end.48:
  br label %if.end.46
if.end.46:
  %ho1212 = add i32 %ho_s838, 1
  %hok1213 = icmp ult i32 %ho1212, %ho_hi88
  %dy_n1215 = select i1 %hok1213, i32 %wo_n849, i32 0
  %dy_row1216 = mul i32 %ho1212, %dy_stride_h
  %dy_r1217 = add i32 %dy_img92, %dy_row1216
  %col1218 = mul i32 %wo_s840, %dy_stride_w
  %el1219 = add i32 %dy_r1217, %col1218
  %el1220 = add i32 %el1219, %dy_ch79
  %dst1222 = add i32 %slot_off844, 2560
  %some1224 = icmp ne i32 %dy_n1215, 0
  %dst1226 = select i1 %some1224, i32 %dst1222, i32 44736
  %src1227 = select i1 %some1224, i32 %el1220, i32 %dy_dummy98
  %rows1229 = select i1 %some1224, i32 %dy_n1215, i32 1
  br i1 %issuer97, label %if.then.49, label %if.end.49
if.then.49:
  %gep.280 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1226
  %lsa.281 = ptrtoint ptr addrspace(3) %gep.280 to i32
  %src.282 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src1227
  %ga.283 = ptrtoint ptr addrspace(1) %src.282 to i64
  %galo.284 = trunc i64 %ga.283 to i32
  %gahw.285 = lshr i64 %ga.283, 32
  %gahi.286 = trunc i64 %gahw.285 to i32
  %gaty.287 = or i32 %gahi.286, -2147483648
  %g0a.288 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.281, i32 1
  %g0b.289 = insertelement <4 x i32> %g0a.288, i32 %galo.284, i32 2
  %g0.290 = insertelement <4 x i32> %g0b.289, i32 %gaty.287, i32 3
  %dim1.291 = shl i32 %rows1229, 16
  %g1a.292 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.291, i32 2
  %g1b.293 = insertelement <8 x i32> %g1a.292, i32 %rows1229, i32 4
  %g1.294 = insertelement <8 x i32> %g1b.293, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.290, <8 x i32> %g1.294, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.49
if.end.49:
  %partial1231 = icmp ult i32 %dy_n1215, 32
  br i1 %partial1231, label %if.then.50, label %if.end.50
if.then.50:
  %e1233 = add i32 %tid20, 0
  %row1235 = udiv i32 %e1233, 4
  %cc1237 = urem i32 %e1233, 4
  %chan1239 = shl i32 %cc1237, 3
  %hole1240 = icmp uge i32 %row1235, %dy_n1215
  %lrow1242 = mul i32 %row1235, 40
  %lel1243 = add i32 %lrow1242, %chan1239
  %lb1245 = shl i32 %lel1243, 1
  %lz1246 = add i32 %lb1245, %slot_off844
  br i1 %hole1240, label %if.then.51, label %if.end.51
if.then.51:
  %za1248 = add i32 %lz1246, 2560
  %gep.295 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1248
  store float 0x0000000000000000, ptr addrspace(3) %gep.295, align 4
  %za1251 = add i32 %lz1246, 2564
  %gep.296 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1251
  store float 0x0000000000000000, ptr addrspace(3) %gep.296, align 4
  %za1254 = add i32 %lz1246, 2568
  %gep.297 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1254
  store float 0x0000000000000000, ptr addrspace(3) %gep.297, align 4
  %za1257 = add i32 %lz1246, 2572
  %gep.298 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1257
  store float 0x0000000000000000, ptr addrspace(3) %gep.298, align 4
  br label %if.end.51
if.end.51:
  %e1260 = add i32 %tid20, 64
  %row1262 = udiv i32 %e1260, 4
  %cc1264 = urem i32 %e1260, 4
  %chan1266 = shl i32 %cc1264, 3
  %hole1267 = icmp uge i32 %row1262, %dy_n1215
  %lrow1269 = mul i32 %row1262, 40
  %lel1270 = add i32 %lrow1269, %chan1266
  %lb1272 = shl i32 %lel1270, 1
  %lz1273 = add i32 %lb1272, %slot_off844
  br i1 %hole1267, label %if.then.52, label %if.end.52
if.then.52:
  %za1275 = add i32 %lz1273, 2560
  %gep.299 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1275
  store float 0x0000000000000000, ptr addrspace(3) %gep.299, align 4
  %za1278 = add i32 %lz1273, 2564
  %gep.300 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1278
  store float 0x0000000000000000, ptr addrspace(3) %gep.300, align 4
  %za1281 = add i32 %lz1273, 2568
  %gep.301 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1281
  store float 0x0000000000000000, ptr addrspace(3) %gep.301, align 4
  %za1284 = add i32 %lz1273, 2572
  %gep.302 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1284
  store float 0x0000000000000000, ptr addrspace(3) %gep.302, align 4
  br label %if.end.52
if.end.52:
  br label %if.end.50
if.end.50:
  %h_a1287 = add i32 %ho1212, 0
  %hi1289 = sub i32 %h_a1287, 1
  %hiok1290 = icmp ult i32 %hi1289, %hi
  %x_n1292 = select i1 %hiok1290, i32 %x_span866, i32 0
  %x_row1293 = mul i32 %hi1289, %x_stride_h
  %x_r1294 = add i32 %x_img93, %x_row1293
  %col1295 = mul i32 %x_first858, %x_stride_w
  %el1296 = add i32 %x_r1294, %col1295
  %el1297 = add i32 %el1296, %x_ch80
  %dst1298 = add i32 %slot_off844, %lead_b868
  %dst1300 = add i32 %dst1298, 10016
  %some1302 = icmp ne i32 %x_n1292, 0
  %dst1304 = select i1 %some1302, i32 %dst1300, i32 44736
  %src1305 = select i1 %some1302, i32 %el1297, i32 %x_dummy99
  %rows1307 = select i1 %some1302, i32 %x_n1292, i32 1
  br i1 %issuer97, label %if.then.53, label %if.end.53
if.then.53:
  %gep.303 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1304
  %lsa.304 = ptrtoint ptr addrspace(3) %gep.303 to i32
  %src.305 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1305
  %ga.306 = ptrtoint ptr addrspace(1) %src.305 to i64
  %galo.307 = trunc i64 %ga.306 to i32
  %gahw.308 = lshr i64 %ga.306, 32
  %gahi.309 = trunc i64 %gahw.308 to i32
  %gaty.310 = or i32 %gahi.309, -2147483648
  %g0a.311 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.304, i32 1
  %g0b.312 = insertelement <4 x i32> %g0a.311, i32 %galo.307, i32 2
  %g0.313 = insertelement <4 x i32> %g0b.312, i32 %gaty.310, i32 3
  %dim1.314 = shl i32 %rows1307, 16
  %g1a.315 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.314, i32 2
  %g1b.316 = insertelement <8 x i32> %g1a.315, i32 %rows1307, i32 4
  %g1.317 = insertelement <8 x i32> %g1b.316, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.313, <8 x i32> %g1.317, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.53
if.end.53:
  %cover_end1308 = add i32 %lead857, %x_n1292
  %partial1310 = icmp ult i32 %x_n1292, 34
  br i1 %partial1310, label %if.then.54, label %if.end.54
if.then.54:
  %e1312 = add i32 %tid20, 0
  %row1314 = udiv i32 %e1312, 2
  %cc1316 = urem i32 %e1312, 2
  %chan1318 = shl i32 %cc1316, 3
  %below1319 = icmp ult i32 %row1314, %lead857
  %above1320 = icmp uge i32 %row1314, %cover_end1308
  %hole1321 = or i1 %below1319, %above1320
  %ein1323 = icmp ult i32 %e1312, 68
  %hole1324 = and i1 %hole1321, %ein1323
  %lrow1326 = mul i32 %row1314, 24
  %lel1327 = add i32 %lrow1326, %chan1318
  %lb1329 = shl i32 %lel1327, 1
  %lz1330 = add i32 %lb1329, %slot_off844
  br i1 %hole1324, label %if.then.55, label %if.end.55
if.then.55:
  %za1332 = add i32 %lz1330, 10016
  %gep.318 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1332
  store float 0x0000000000000000, ptr addrspace(3) %gep.318, align 4
  %za1335 = add i32 %lz1330, 10020
  %gep.319 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1335
  store float 0x0000000000000000, ptr addrspace(3) %gep.319, align 4
  %za1338 = add i32 %lz1330, 10024
  %gep.320 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1338
  store float 0x0000000000000000, ptr addrspace(3) %gep.320, align 4
  %za1341 = add i32 %lz1330, 10028
  %gep.321 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1341
  store float 0x0000000000000000, ptr addrspace(3) %gep.321, align 4
  br label %if.end.55
if.end.55:
  %e1344 = add i32 %tid20, 64
  %row1346 = udiv i32 %e1344, 2
  %cc1348 = urem i32 %e1344, 2
  %chan1350 = shl i32 %cc1348, 3
  %below1351 = icmp ult i32 %row1346, %lead857
  %above1352 = icmp uge i32 %row1346, %cover_end1308
  %hole1353 = or i1 %below1351, %above1352
  %ein1355 = icmp ult i32 %e1344, 68
  %hole1356 = and i1 %hole1353, %ein1355
  %lrow1358 = mul i32 %row1346, 24
  %lel1359 = add i32 %lrow1358, %chan1350
  %lb1361 = shl i32 %lel1359, 1
  %lz1362 = add i32 %lb1361, %slot_off844
  br i1 %hole1356, label %if.then.56, label %if.end.56
if.then.56:
  %za1364 = add i32 %lz1362, 10016
  %gep.322 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1364
  store float 0x0000000000000000, ptr addrspace(3) %gep.322, align 4
  %za1367 = add i32 %lz1362, 10020
  %gep.323 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1367
  store float 0x0000000000000000, ptr addrspace(3) %gep.323, align 4
  %za1370 = add i32 %lz1362, 10024
  %gep.324 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1370
  store float 0x0000000000000000, ptr addrspace(3) %gep.324, align 4
  %za1373 = add i32 %lz1362, 10028
  %gep.325 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1373
  store float 0x0000000000000000, ptr addrspace(3) %gep.325, align 4
  br label %if.end.56
if.end.56:
  br label %if.end.54
if.end.54:
  %h_a1376 = add i32 %ho1212, 1
  %hi1378 = sub i32 %h_a1376, 1
  %hiok1379 = icmp ult i32 %hi1378, %hi
  %x_n1381 = select i1 %hiok1379, i32 %x_span866, i32 0
  %x_row1382 = mul i32 %hi1378, %x_stride_h
  %x_r1383 = add i32 %x_img93, %x_row1382
  %col1384 = mul i32 %x_first858, %x_stride_w
  %el1385 = add i32 %x_r1383, %col1384
  %el1386 = add i32 %el1385, %x_ch80
  %dst1387 = add i32 %slot_off844, %lead_b868
  %dst1389 = add i32 %dst1387, 11648
  %some1391 = icmp ne i32 %x_n1381, 0
  %dst1393 = select i1 %some1391, i32 %dst1389, i32 44736
  %src1394 = select i1 %some1391, i32 %el1386, i32 %x_dummy99
  %rows1396 = select i1 %some1391, i32 %x_n1381, i32 1
  br i1 %issuer97, label %if.then.57, label %if.end.57
if.then.57:
  %gep.326 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1393
  %lsa.327 = ptrtoint ptr addrspace(3) %gep.326 to i32
  %src.328 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1394
  %ga.329 = ptrtoint ptr addrspace(1) %src.328 to i64
  %galo.330 = trunc i64 %ga.329 to i32
  %gahw.331 = lshr i64 %ga.329, 32
  %gahi.332 = trunc i64 %gahw.331 to i32
  %gaty.333 = or i32 %gahi.332, -2147483648
  %g0a.334 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.327, i32 1
  %g0b.335 = insertelement <4 x i32> %g0a.334, i32 %galo.330, i32 2
  %g0.336 = insertelement <4 x i32> %g0b.335, i32 %gaty.333, i32 3
  %dim1.337 = shl i32 %rows1396, 16
  %g1a.338 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.337, i32 2
  %g1b.339 = insertelement <8 x i32> %g1a.338, i32 %rows1396, i32 4
  %g1.340 = insertelement <8 x i32> %g1b.339, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.336, <8 x i32> %g1.340, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.57
if.end.57:
  %cover_end1397 = add i32 %lead857, %x_n1381
  %partial1399 = icmp ult i32 %x_n1381, 34
  br i1 %partial1399, label %if.then.58, label %if.end.58
if.then.58:
  %e1401 = add i32 %tid20, 0
  %row1403 = udiv i32 %e1401, 2
  %cc1405 = urem i32 %e1401, 2
  %chan1407 = shl i32 %cc1405, 3
  %below1408 = icmp ult i32 %row1403, %lead857
  %above1409 = icmp uge i32 %row1403, %cover_end1397
  %hole1410 = or i1 %below1408, %above1409
  %ein1412 = icmp ult i32 %e1401, 68
  %hole1413 = and i1 %hole1410, %ein1412
  %lrow1415 = mul i32 %row1403, 24
  %lel1416 = add i32 %lrow1415, %chan1407
  %lb1418 = shl i32 %lel1416, 1
  %lz1419 = add i32 %lb1418, %slot_off844
  br i1 %hole1413, label %if.then.59, label %if.end.59
if.then.59:
  %za1421 = add i32 %lz1419, 11648
  %gep.341 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1421
  store float 0x0000000000000000, ptr addrspace(3) %gep.341, align 4
  %za1424 = add i32 %lz1419, 11652
  %gep.342 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1424
  store float 0x0000000000000000, ptr addrspace(3) %gep.342, align 4
  %za1427 = add i32 %lz1419, 11656
  %gep.343 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1427
  store float 0x0000000000000000, ptr addrspace(3) %gep.343, align 4
  %za1430 = add i32 %lz1419, 11660
  %gep.344 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1430
  store float 0x0000000000000000, ptr addrspace(3) %gep.344, align 4
  br label %if.end.59
if.end.59:
  %e1433 = add i32 %tid20, 64
  %row1435 = udiv i32 %e1433, 2
  %cc1437 = urem i32 %e1433, 2
  %chan1439 = shl i32 %cc1437, 3
  %below1440 = icmp ult i32 %row1435, %lead857
  %above1441 = icmp uge i32 %row1435, %cover_end1397
  %hole1442 = or i1 %below1440, %above1441
  %ein1444 = icmp ult i32 %e1433, 68
  %hole1445 = and i1 %hole1442, %ein1444
  %lrow1447 = mul i32 %row1435, 24
  %lel1448 = add i32 %lrow1447, %chan1439
  %lb1450 = shl i32 %lel1448, 1
  %lz1451 = add i32 %lb1450, %slot_off844
  br i1 %hole1445, label %if.then.60, label %if.end.60
if.then.60:
  %za1453 = add i32 %lz1451, 11648
  %gep.345 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1453
  store float 0x0000000000000000, ptr addrspace(3) %gep.345, align 4
  %za1456 = add i32 %lz1451, 11652
  %gep.346 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1456
  store float 0x0000000000000000, ptr addrspace(3) %gep.346, align 4
  %za1459 = add i32 %lz1451, 11656
  %gep.347 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1459
  store float 0x0000000000000000, ptr addrspace(3) %gep.347, align 4
  %za1462 = add i32 %lz1451, 11660
  %gep.348 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1462
  store float 0x0000000000000000, ptr addrspace(3) %gep.348, align 4
  br label %if.end.60
if.end.60:
  br label %if.end.58
if.end.58:
  %h_a1465 = add i32 %ho1212, 2
  %hi1467 = sub i32 %h_a1465, 1
  %hiok1468 = icmp ult i32 %hi1467, %hi
  %x_n1470 = select i1 %hiok1468, i32 %x_span866, i32 0
  %x_row1471 = mul i32 %hi1467, %x_stride_h
  %x_r1472 = add i32 %x_img93, %x_row1471
  %col1473 = mul i32 %x_first858, %x_stride_w
  %el1474 = add i32 %x_r1472, %col1473
  %el1475 = add i32 %el1474, %x_ch80
  %dst1476 = add i32 %slot_off844, %lead_b868
  %dst1478 = add i32 %dst1476, 13280
  %some1480 = icmp ne i32 %x_n1470, 0
  %dst1482 = select i1 %some1480, i32 %dst1478, i32 44736
  %src1483 = select i1 %some1480, i32 %el1475, i32 %x_dummy99
  %rows1485 = select i1 %some1480, i32 %x_n1470, i32 1
  br i1 %issuer97, label %if.then.61, label %if.end.61
if.then.61:
  %gep.349 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1482
  %lsa.350 = ptrtoint ptr addrspace(3) %gep.349 to i32
  %src.351 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1483
  %ga.352 = ptrtoint ptr addrspace(1) %src.351 to i64
  %galo.353 = trunc i64 %ga.352 to i32
  %gahw.354 = lshr i64 %ga.352, 32
  %gahi.355 = trunc i64 %gahw.354 to i32
  %gaty.356 = or i32 %gahi.355, -2147483648
  %g0a.357 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.350, i32 1
  %g0b.358 = insertelement <4 x i32> %g0a.357, i32 %galo.353, i32 2
  %g0.359 = insertelement <4 x i32> %g0b.358, i32 %gaty.356, i32 3
  %dim1.360 = shl i32 %rows1485, 16
  %g1a.361 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.360, i32 2
  %g1b.362 = insertelement <8 x i32> %g1a.361, i32 %rows1485, i32 4
  %g1.363 = insertelement <8 x i32> %g1b.362, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.359, <8 x i32> %g1.363, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.61
if.end.61:
  %cover_end1486 = add i32 %lead857, %x_n1470
  %partial1488 = icmp ult i32 %x_n1470, 34
  br i1 %partial1488, label %if.then.62, label %if.end.62
if.then.62:
  %e1490 = add i32 %tid20, 0
  %row1492 = udiv i32 %e1490, 2
  %cc1494 = urem i32 %e1490, 2
  %chan1496 = shl i32 %cc1494, 3
  %below1497 = icmp ult i32 %row1492, %lead857
  %above1498 = icmp uge i32 %row1492, %cover_end1486
  %hole1499 = or i1 %below1497, %above1498
  %ein1501 = icmp ult i32 %e1490, 68
  %hole1502 = and i1 %hole1499, %ein1501
  %lrow1504 = mul i32 %row1492, 24
  %lel1505 = add i32 %lrow1504, %chan1496
  %lb1507 = shl i32 %lel1505, 1
  %lz1508 = add i32 %lb1507, %slot_off844
  br i1 %hole1502, label %if.then.63, label %if.end.63
if.then.63:
  %za1510 = add i32 %lz1508, 13280
  %gep.364 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1510
  store float 0x0000000000000000, ptr addrspace(3) %gep.364, align 4
  %za1513 = add i32 %lz1508, 13284
  %gep.365 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1513
  store float 0x0000000000000000, ptr addrspace(3) %gep.365, align 4
  %za1516 = add i32 %lz1508, 13288
  %gep.366 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1516
  store float 0x0000000000000000, ptr addrspace(3) %gep.366, align 4
  %za1519 = add i32 %lz1508, 13292
  %gep.367 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1519
  store float 0x0000000000000000, ptr addrspace(3) %gep.367, align 4
  br label %if.end.63
if.end.63:
  %e1522 = add i32 %tid20, 64
  %row1524 = udiv i32 %e1522, 2
  %cc1526 = urem i32 %e1522, 2
  %chan1528 = shl i32 %cc1526, 3
  %below1529 = icmp ult i32 %row1524, %lead857
  %above1530 = icmp uge i32 %row1524, %cover_end1486
  %hole1531 = or i1 %below1529, %above1530
  %ein1533 = icmp ult i32 %e1522, 68
  %hole1534 = and i1 %hole1531, %ein1533
  %lrow1536 = mul i32 %row1524, 24
  %lel1537 = add i32 %lrow1536, %chan1528
  %lb1539 = shl i32 %lel1537, 1
  %lz1540 = add i32 %lb1539, %slot_off844
  br i1 %hole1534, label %if.then.64, label %if.end.64
if.then.64:
  %za1542 = add i32 %lz1540, 13280
  %gep.368 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1542
  store float 0x0000000000000000, ptr addrspace(3) %gep.368, align 4
  %za1545 = add i32 %lz1540, 13284
  %gep.369 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1545
  store float 0x0000000000000000, ptr addrspace(3) %gep.369, align 4
  %za1548 = add i32 %lz1540, 13288
  %gep.370 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1548
  store float 0x0000000000000000, ptr addrspace(3) %gep.370, align 4
  %za1551 = add i32 %lz1540, 13292
  %gep.371 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1551
  store float 0x0000000000000000, ptr addrspace(3) %gep.371, align 4
  br label %if.end.64
if.end.64:
  br label %if.end.62
if.end.62:
  br label %for.head.65
for.head.65:
  %t1565 = phi i32 [ 0, %if.end.62 ], [ %iv.next.372, %for.latch.65 ]
  %acc1566 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2395, %for.latch.65 ]
  %acc1567 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2403, %for.latch.65 ]
  %acc1568 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2411, %for.latch.65 ]
  %acc1569 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2419, %for.latch.65 ]
  %acc1570 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2427, %for.latch.65 ]
  %acc1571 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2435, %for.latch.65 ]
  %acc1572 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2443, %for.latch.65 ]
  %acc1573 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2451, %for.latch.65 ]
  %acc1574 = phi <8 x float> [ zeroinitializer, %if.end.62 ], [ %acc2459, %for.latch.65 ]
  %cmp.373 = icmp slt i32 %t1565, %steps112
  br i1 %cmp.373, label %for.body.65, label %for.exit.65
for.body.65:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 8)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %u1576 = add i32 %t1565, 2
  %rg1577 = udiv i32 %u1576, %ncols103
  %ccol1578 = urem i32 %u1576, %ncols103
  %rgo1580 = mul i32 %rg1577, 2
  %ho_s1581 = add i32 %ho_lo85, %rgo1580
  %wo_s1583 = shl i32 %ccol1578, 5
  %slot1585 = urem i32 %u1576, 3
  %slot_off1587 = mul i32 %slot1585, 14912
  %wo_left1588 = sub i32 %wo, %wo_s1583
  %wo_fit1590 = icmp ult i32 %wo_left1588, 32
  %wo_n1592 = select i1 %wo_fit1590, i32 %wo_left1588, i32 32
  %wb1594 = sub i32 %wo_s1583, 1
  %lead_neg1596 = icmp slt i32 %wb1594, 0
  %lead_a1598 = sub i32 0, %wb1594
  %lead1600 = select i1 %lead_neg1596, i32 %lead_a1598, i32 0
  %x_first1601 = add i32 %wb1594, %lead1600
  %x_end1603 = add i32 %wb1594, 34
  %x_fit1604 = icmp slt i32 %x_end1603, %wi
  %x_end1605 = select i1 %x_fit1604, i32 %x_end1603, i32 %wi
  %x_span1606 = sub i32 %x_end1605, %x_first1601
  %x_some1607 = icmp slt i32 %x_first1601, %x_end1605
  %x_span1609 = select i1 %x_some1607, i32 %x_span1606, i32 0
  %lead_b1611 = mul i32 %lead1600, 48
  %ho1613 = add i32 %ho_s1581, 0
  %hok1614 = icmp ult i32 %ho1613, %ho_hi88
  %dy_n1616 = select i1 %hok1614, i32 %wo_n1592, i32 0
  %dy_row1617 = mul i32 %ho1613, %dy_stride_h
  %dy_r1618 = add i32 %dy_img92, %dy_row1617
  %col1619 = mul i32 %wo_s1583, %dy_stride_w
  %el1620 = add i32 %dy_r1618, %col1619
  %el1621 = add i32 %el1620, %dy_ch79
  %dst1623 = add i32 %slot_off1587, 0
  %some1625 = icmp ne i32 %dy_n1616, 0
  %dst1627 = select i1 %some1625, i32 %dst1623, i32 44736
  %src1628 = select i1 %some1625, i32 %el1621, i32 %dy_dummy98
  %rows1630 = select i1 %some1625, i32 %dy_n1616, i32 1
  br i1 %issuer97, label %if.then.66, label %if.end.66
if.then.66:
  %gep.374 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1627
  %lsa.375 = ptrtoint ptr addrspace(3) %gep.374 to i32
  %src.376 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src1628
  %ga.377 = ptrtoint ptr addrspace(1) %src.376 to i64
  %galo.378 = trunc i64 %ga.377 to i32
  %gahw.379 = lshr i64 %ga.377, 32
  %gahi.380 = trunc i64 %gahw.379 to i32
  %gaty.381 = or i32 %gahi.380, -2147483648
  %g0a.382 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.375, i32 1
  %g0b.383 = insertelement <4 x i32> %g0a.382, i32 %galo.378, i32 2
  %g0.384 = insertelement <4 x i32> %g0b.383, i32 %gaty.381, i32 3
  %dim1.385 = shl i32 %rows1630, 16
  %g1a.386 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.385, i32 2
  %g1b.387 = insertelement <8 x i32> %g1a.386, i32 %rows1630, i32 4
  %g1.388 = insertelement <8 x i32> %g1b.387, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.384, <8 x i32> %g1.388, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.66
if.end.66:
  %partial1632 = icmp ult i32 %dy_n1616, 32
  br i1 %partial1632, label %if.then.67, label %if.end.67
if.then.67:
  %e1634 = add i32 %tid20, 0
  %row1636 = udiv i32 %e1634, 4
  %cc1638 = urem i32 %e1634, 4
  %chan1640 = shl i32 %cc1638, 3
  %hole1641 = icmp uge i32 %row1636, %dy_n1616
  %lrow1643 = mul i32 %row1636, 40
  %lel1644 = add i32 %lrow1643, %chan1640
  %lb1646 = shl i32 %lel1644, 1
  %lz1647 = add i32 %lb1646, %slot_off1587
  br i1 %hole1641, label %if.then.68, label %if.end.68
if.then.68:
  %za1649 = add i32 %lz1647, 0
  %gep.389 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1649
  store float 0x0000000000000000, ptr addrspace(3) %gep.389, align 4
  %za1652 = add i32 %lz1647, 4
  %gep.390 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1652
  store float 0x0000000000000000, ptr addrspace(3) %gep.390, align 4
  %za1655 = add i32 %lz1647, 8
  %gep.391 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1655
  store float 0x0000000000000000, ptr addrspace(3) %gep.391, align 4
  %za1658 = add i32 %lz1647, 12
  %gep.392 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1658
  store float 0x0000000000000000, ptr addrspace(3) %gep.392, align 4
  br label %if.end.68
if.end.68:
  %e1661 = add i32 %tid20, 64
  %row1663 = udiv i32 %e1661, 4
  %cc1665 = urem i32 %e1661, 4
  %chan1667 = shl i32 %cc1665, 3
  %hole1668 = icmp uge i32 %row1663, %dy_n1616
  %lrow1670 = mul i32 %row1663, 40
  %lel1671 = add i32 %lrow1670, %chan1667
  %lb1673 = shl i32 %lel1671, 1
  %lz1674 = add i32 %lb1673, %slot_off1587
  br i1 %hole1668, label %if.then.69, label %if.end.69
if.then.69:
  %za1676 = add i32 %lz1674, 0
  %gep.393 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1676
  store float 0x0000000000000000, ptr addrspace(3) %gep.393, align 4
  %za1679 = add i32 %lz1674, 4
  %gep.394 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1679
  store float 0x0000000000000000, ptr addrspace(3) %gep.394, align 4
  %za1682 = add i32 %lz1674, 8
  %gep.395 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1682
  store float 0x0000000000000000, ptr addrspace(3) %gep.395, align 4
  %za1685 = add i32 %lz1674, 12
  %gep.396 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1685
  store float 0x0000000000000000, ptr addrspace(3) %gep.396, align 4
  br label %if.end.69
if.end.69:
  br label %if.end.67
if.end.67:
  %h_a1688 = add i32 %ho1613, 0
  %hi1690 = sub i32 %h_a1688, 1
  %hiok1691 = icmp ult i32 %hi1690, %hi
  %x_n1693 = select i1 %hiok1691, i32 %x_span1609, i32 0
  %x_row1694 = mul i32 %hi1690, %x_stride_h
  %x_r1695 = add i32 %x_img93, %x_row1694
  %col1696 = mul i32 %x_first1601, %x_stride_w
  %el1697 = add i32 %x_r1695, %col1696
  %el1698 = add i32 %el1697, %x_ch80
  %dst1699 = add i32 %slot_off1587, %lead_b1611
  %dst1701 = add i32 %dst1699, 5120
  %some1703 = icmp ne i32 %x_n1693, 0
  %dst1705 = select i1 %some1703, i32 %dst1701, i32 44736
  %src1706 = select i1 %some1703, i32 %el1698, i32 %x_dummy99
  %rows1708 = select i1 %some1703, i32 %x_n1693, i32 1
  br i1 %issuer97, label %if.then.70, label %if.end.70
if.then.70:
  %gep.397 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1705
  %lsa.398 = ptrtoint ptr addrspace(3) %gep.397 to i32
  %src.399 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1706
  %ga.400 = ptrtoint ptr addrspace(1) %src.399 to i64
  %galo.401 = trunc i64 %ga.400 to i32
  %gahw.402 = lshr i64 %ga.400, 32
  %gahi.403 = trunc i64 %gahw.402 to i32
  %gaty.404 = or i32 %gahi.403, -2147483648
  %g0a.405 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.398, i32 1
  %g0b.406 = insertelement <4 x i32> %g0a.405, i32 %galo.401, i32 2
  %g0.407 = insertelement <4 x i32> %g0b.406, i32 %gaty.404, i32 3
  %dim1.408 = shl i32 %rows1708, 16
  %g1a.409 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.408, i32 2
  %g1b.410 = insertelement <8 x i32> %g1a.409, i32 %rows1708, i32 4
  %g1.411 = insertelement <8 x i32> %g1b.410, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.407, <8 x i32> %g1.411, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.70
if.end.70:
  %cover_end1709 = add i32 %lead1600, %x_n1693
  %partial1711 = icmp ult i32 %x_n1693, 34
  br i1 %partial1711, label %if.then.71, label %if.end.71
if.then.71:
  %e1713 = add i32 %tid20, 0
  %row1715 = udiv i32 %e1713, 2
  %cc1717 = urem i32 %e1713, 2
  %chan1719 = shl i32 %cc1717, 3
  %below1720 = icmp ult i32 %row1715, %lead1600
  %above1721 = icmp uge i32 %row1715, %cover_end1709
  %hole1722 = or i1 %below1720, %above1721
  %ein1724 = icmp ult i32 %e1713, 68
  %hole1725 = and i1 %hole1722, %ein1724
  %lrow1727 = mul i32 %row1715, 24
  %lel1728 = add i32 %lrow1727, %chan1719
  %lb1730 = shl i32 %lel1728, 1
  %lz1731 = add i32 %lb1730, %slot_off1587
  br i1 %hole1725, label %if.then.72, label %if.end.72
if.then.72:
  %za1733 = add i32 %lz1731, 5120
  %gep.412 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1733
  store float 0x0000000000000000, ptr addrspace(3) %gep.412, align 4
  %za1736 = add i32 %lz1731, 5124
  %gep.413 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1736
  store float 0x0000000000000000, ptr addrspace(3) %gep.413, align 4
  %za1739 = add i32 %lz1731, 5128
  %gep.414 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1739
  store float 0x0000000000000000, ptr addrspace(3) %gep.414, align 4
  %za1742 = add i32 %lz1731, 5132
  %gep.415 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1742
  store float 0x0000000000000000, ptr addrspace(3) %gep.415, align 4
  br label %if.end.72
if.end.72:
  %e1745 = add i32 %tid20, 64
  %row1747 = udiv i32 %e1745, 2
  %cc1749 = urem i32 %e1745, 2
  %chan1751 = shl i32 %cc1749, 3
  %below1752 = icmp ult i32 %row1747, %lead1600
  %above1753 = icmp uge i32 %row1747, %cover_end1709
  %hole1754 = or i1 %below1752, %above1753
  %ein1756 = icmp ult i32 %e1745, 68
  %hole1757 = and i1 %hole1754, %ein1756
  %lrow1759 = mul i32 %row1747, 24
  %lel1760 = add i32 %lrow1759, %chan1751
  %lb1762 = shl i32 %lel1760, 1
  %lz1763 = add i32 %lb1762, %slot_off1587
  br i1 %hole1757, label %if.then.73, label %if.end.73
if.then.73:
  %za1765 = add i32 %lz1763, 5120
  %gep.416 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1765
  store float 0x0000000000000000, ptr addrspace(3) %gep.416, align 4
  %za1768 = add i32 %lz1763, 5124
  %gep.417 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1768
  store float 0x0000000000000000, ptr addrspace(3) %gep.417, align 4
  %za1771 = add i32 %lz1763, 5128
  %gep.418 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1771
  store float 0x0000000000000000, ptr addrspace(3) %gep.418, align 4
  %za1774 = add i32 %lz1763, 5132
  %gep.419 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1774
  store float 0x0000000000000000, ptr addrspace(3) %gep.419, align 4
  br label %if.end.73
if.end.73:
  br label %if.end.71
if.end.71:
  %h_a1777 = add i32 %ho1613, 1
  %hi1779 = sub i32 %h_a1777, 1
  %hiok1780 = icmp ult i32 %hi1779, %hi
  %x_n1782 = select i1 %hiok1780, i32 %x_span1609, i32 0
  %x_row1783 = mul i32 %hi1779, %x_stride_h
  %x_r1784 = add i32 %x_img93, %x_row1783
  %col1785 = mul i32 %x_first1601, %x_stride_w
  %el1786 = add i32 %x_r1784, %col1785
  %el1787 = add i32 %el1786, %x_ch80
  %dst1788 = add i32 %slot_off1587, %lead_b1611
  %dst1790 = add i32 %dst1788, 6752
  %some1792 = icmp ne i32 %x_n1782, 0
  %dst1794 = select i1 %some1792, i32 %dst1790, i32 44736
  %src1795 = select i1 %some1792, i32 %el1787, i32 %x_dummy99
  %rows1797 = select i1 %some1792, i32 %x_n1782, i32 1
  br i1 %issuer97, label %if.then.74, label %if.end.74
if.then.74:
  %gep.420 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1794
  %lsa.421 = ptrtoint ptr addrspace(3) %gep.420 to i32
  %src.422 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1795
  %ga.423 = ptrtoint ptr addrspace(1) %src.422 to i64
  %galo.424 = trunc i64 %ga.423 to i32
  %gahw.425 = lshr i64 %ga.423, 32
  %gahi.426 = trunc i64 %gahw.425 to i32
  %gaty.427 = or i32 %gahi.426, -2147483648
  %g0a.428 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.421, i32 1
  %g0b.429 = insertelement <4 x i32> %g0a.428, i32 %galo.424, i32 2
  %g0.430 = insertelement <4 x i32> %g0b.429, i32 %gaty.427, i32 3
  %dim1.431 = shl i32 %rows1797, 16
  %g1a.432 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.431, i32 2
  %g1b.433 = insertelement <8 x i32> %g1a.432, i32 %rows1797, i32 4
  %g1.434 = insertelement <8 x i32> %g1b.433, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.430, <8 x i32> %g1.434, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.74
if.end.74:
  %cover_end1798 = add i32 %lead1600, %x_n1782
  %partial1800 = icmp ult i32 %x_n1782, 34
  br i1 %partial1800, label %if.then.75, label %if.end.75
if.then.75:
  %e1802 = add i32 %tid20, 0
  %row1804 = udiv i32 %e1802, 2
  %cc1806 = urem i32 %e1802, 2
  %chan1808 = shl i32 %cc1806, 3
  %below1809 = icmp ult i32 %row1804, %lead1600
  %above1810 = icmp uge i32 %row1804, %cover_end1798
  %hole1811 = or i1 %below1809, %above1810
  %ein1813 = icmp ult i32 %e1802, 68
  %hole1814 = and i1 %hole1811, %ein1813
  %lrow1816 = mul i32 %row1804, 24
  %lel1817 = add i32 %lrow1816, %chan1808
  %lb1819 = shl i32 %lel1817, 1
  %lz1820 = add i32 %lb1819, %slot_off1587
  br i1 %hole1814, label %if.then.76, label %if.end.76
if.then.76:
  %za1822 = add i32 %lz1820, 6752
  %gep.435 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1822
  store float 0x0000000000000000, ptr addrspace(3) %gep.435, align 4
  %za1825 = add i32 %lz1820, 6756
  %gep.436 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1825
  store float 0x0000000000000000, ptr addrspace(3) %gep.436, align 4
  %za1828 = add i32 %lz1820, 6760
  %gep.437 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1828
  store float 0x0000000000000000, ptr addrspace(3) %gep.437, align 4
  %za1831 = add i32 %lz1820, 6764
  %gep.438 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1831
  store float 0x0000000000000000, ptr addrspace(3) %gep.438, align 4
  br label %if.end.76
if.end.76:
  %e1834 = add i32 %tid20, 64
  %row1836 = udiv i32 %e1834, 2
  %cc1838 = urem i32 %e1834, 2
  %chan1840 = shl i32 %cc1838, 3
  %below1841 = icmp ult i32 %row1836, %lead1600
  %above1842 = icmp uge i32 %row1836, %cover_end1798
  %hole1843 = or i1 %below1841, %above1842
  %ein1845 = icmp ult i32 %e1834, 68
  %hole1846 = and i1 %hole1843, %ein1845
  %lrow1848 = mul i32 %row1836, 24
  %lel1849 = add i32 %lrow1848, %chan1840
  %lb1851 = shl i32 %lel1849, 1
  %lz1852 = add i32 %lb1851, %slot_off1587
  br i1 %hole1846, label %if.then.77, label %if.end.77
if.then.77:
  %za1854 = add i32 %lz1852, 6752
  %gep.439 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1854
  store float 0x0000000000000000, ptr addrspace(3) %gep.439, align 4
  %za1857 = add i32 %lz1852, 6756
  %gep.440 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1857
  store float 0x0000000000000000, ptr addrspace(3) %gep.440, align 4
  %za1860 = add i32 %lz1852, 6760
  %gep.441 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1860
  store float 0x0000000000000000, ptr addrspace(3) %gep.441, align 4
  %za1863 = add i32 %lz1852, 6764
  %gep.442 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1863
  store float 0x0000000000000000, ptr addrspace(3) %gep.442, align 4
  br label %if.end.77
if.end.77:
  br label %if.end.75
if.end.75:
  %h_a1866 = add i32 %ho1613, 2
  %hi1868 = sub i32 %h_a1866, 1
  %hiok1869 = icmp ult i32 %hi1868, %hi
  %x_n1871 = select i1 %hiok1869, i32 %x_span1609, i32 0
  %x_row1872 = mul i32 %hi1868, %x_stride_h
  %x_r1873 = add i32 %x_img93, %x_row1872
  %col1874 = mul i32 %x_first1601, %x_stride_w
  %el1875 = add i32 %x_r1873, %col1874
  %el1876 = add i32 %el1875, %x_ch80
  %dst1877 = add i32 %slot_off1587, %lead_b1611
  %dst1879 = add i32 %dst1877, 8384
  %some1881 = icmp ne i32 %x_n1871, 0
  %dst1883 = select i1 %some1881, i32 %dst1879, i32 44736
  %src1884 = select i1 %some1881, i32 %el1876, i32 %x_dummy99
  %rows1886 = select i1 %some1881, i32 %x_n1871, i32 1
  br i1 %issuer97, label %if.then.78, label %if.end.78
if.then.78:
  %gep.443 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1883
  %lsa.444 = ptrtoint ptr addrspace(3) %gep.443 to i32
  %src.445 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src1884
  %ga.446 = ptrtoint ptr addrspace(1) %src.445 to i64
  %galo.447 = trunc i64 %ga.446 to i32
  %gahw.448 = lshr i64 %ga.446, 32
  %gahi.449 = trunc i64 %gahw.448 to i32
  %gaty.450 = or i32 %gahi.449, -2147483648
  %g0a.451 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.444, i32 1
  %g0b.452 = insertelement <4 x i32> %g0a.451, i32 %galo.447, i32 2
  %g0.453 = insertelement <4 x i32> %g0b.452, i32 %gaty.450, i32 3
  %dim1.454 = shl i32 %rows1886, 16
  %g1a.455 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.454, i32 2
  %g1b.456 = insertelement <8 x i32> %g1a.455, i32 %rows1886, i32 4
  %g1.457 = insertelement <8 x i32> %g1b.456, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.453, <8 x i32> %g1.457, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.78
if.end.78:
  %cover_end1887 = add i32 %lead1600, %x_n1871
  %partial1889 = icmp ult i32 %x_n1871, 34
  br i1 %partial1889, label %if.then.79, label %if.end.79
if.then.79:
  %e1891 = add i32 %tid20, 0
  %row1893 = udiv i32 %e1891, 2
  %cc1895 = urem i32 %e1891, 2
  %chan1897 = shl i32 %cc1895, 3
  %below1898 = icmp ult i32 %row1893, %lead1600
  %above1899 = icmp uge i32 %row1893, %cover_end1887
  %hole1900 = or i1 %below1898, %above1899
  %ein1902 = icmp ult i32 %e1891, 68
  %hole1903 = and i1 %hole1900, %ein1902
  %lrow1905 = mul i32 %row1893, 24
  %lel1906 = add i32 %lrow1905, %chan1897
  %lb1908 = shl i32 %lel1906, 1
  %lz1909 = add i32 %lb1908, %slot_off1587
  br i1 %hole1903, label %if.then.80, label %if.end.80
if.then.80:
  %za1911 = add i32 %lz1909, 8384
  %gep.458 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1911
  store float 0x0000000000000000, ptr addrspace(3) %gep.458, align 4
  %za1914 = add i32 %lz1909, 8388
  %gep.459 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1914
  store float 0x0000000000000000, ptr addrspace(3) %gep.459, align 4
  %za1917 = add i32 %lz1909, 8392
  %gep.460 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1917
  store float 0x0000000000000000, ptr addrspace(3) %gep.460, align 4
  %za1920 = add i32 %lz1909, 8396
  %gep.461 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1920
  store float 0x0000000000000000, ptr addrspace(3) %gep.461, align 4
  br label %if.end.80
if.end.80:
  %e1923 = add i32 %tid20, 64
  %row1925 = udiv i32 %e1923, 2
  %cc1927 = urem i32 %e1923, 2
  %chan1929 = shl i32 %cc1927, 3
  %below1930 = icmp ult i32 %row1925, %lead1600
  %above1931 = icmp uge i32 %row1925, %cover_end1887
  %hole1932 = or i1 %below1930, %above1931
  %ein1934 = icmp ult i32 %e1923, 68
  %hole1935 = and i1 %hole1932, %ein1934
  %lrow1937 = mul i32 %row1925, 24
  %lel1938 = add i32 %lrow1937, %chan1929
  %lb1940 = shl i32 %lel1938, 1
  %lz1941 = add i32 %lb1940, %slot_off1587
  br i1 %hole1935, label %if.then.81, label %if.end.81
if.then.81:
  %za1943 = add i32 %lz1941, 8384
  %gep.462 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1943
  store float 0x0000000000000000, ptr addrspace(3) %gep.462, align 4
  %za1946 = add i32 %lz1941, 8388
  %gep.463 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1946
  store float 0x0000000000000000, ptr addrspace(3) %gep.463, align 4
  %za1949 = add i32 %lz1941, 8392
  %gep.464 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1949
  store float 0x0000000000000000, ptr addrspace(3) %gep.464, align 4
  %za1952 = add i32 %lz1941, 8396
  %gep.465 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1952
  store float 0x0000000000000000, ptr addrspace(3) %gep.465, align 4
  br label %if.end.81
if.end.81:
  br label %if.end.79
if.end.79:
  %ho1955 = add i32 %ho_s1581, 1
  %hok1956 = icmp ult i32 %ho1955, %ho_hi88
  %dy_n1958 = select i1 %hok1956, i32 %wo_n1592, i32 0
  %dy_row1959 = mul i32 %ho1955, %dy_stride_h
  %dy_r1960 = add i32 %dy_img92, %dy_row1959
  %col1961 = mul i32 %wo_s1583, %dy_stride_w
  %el1962 = add i32 %dy_r1960, %col1961
  %el1963 = add i32 %el1962, %dy_ch79
  %dst1965 = add i32 %slot_off1587, 2560
  %some1967 = icmp ne i32 %dy_n1958, 0
  %dst1969 = select i1 %some1967, i32 %dst1965, i32 44736
  %src1970 = select i1 %some1967, i32 %el1963, i32 %dy_dummy98
  %rows1972 = select i1 %some1967, i32 %dy_n1958, i32 1
  br i1 %issuer97, label %if.then.82, label %if.end.82
if.then.82:
  %gep.466 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst1969
  %lsa.467 = ptrtoint ptr addrspace(3) %gep.466 to i32
  %src.468 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src1970
  %ga.469 = ptrtoint ptr addrspace(1) %src.468 to i64
  %galo.470 = trunc i64 %ga.469 to i32
  %gahw.471 = lshr i64 %ga.469, 32
  %gahi.472 = trunc i64 %gahw.471 to i32
  %gaty.473 = or i32 %gahi.472, -2147483648
  %g0a.474 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.467, i32 1
  %g0b.475 = insertelement <4 x i32> %g0a.474, i32 %galo.470, i32 2
  %g0.476 = insertelement <4 x i32> %g0b.475, i32 %gaty.473, i32 3
  %dim1.477 = shl i32 %rows1972, 16
  %g1a.478 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.477, i32 2
  %g1b.479 = insertelement <8 x i32> %g1a.478, i32 %rows1972, i32 4
  %g1.480 = insertelement <8 x i32> %g1b.479, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.476, <8 x i32> %g1.480, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.82
if.end.82:
  %partial1974 = icmp ult i32 %dy_n1958, 32
  br i1 %partial1974, label %if.then.83, label %if.end.83
if.then.83:
  %e1976 = add i32 %tid20, 0
  %row1978 = udiv i32 %e1976, 4
  %cc1980 = urem i32 %e1976, 4
  %chan1982 = shl i32 %cc1980, 3
  %hole1983 = icmp uge i32 %row1978, %dy_n1958
  %lrow1985 = mul i32 %row1978, 40
  %lel1986 = add i32 %lrow1985, %chan1982
  %lb1988 = shl i32 %lel1986, 1
  %lz1989 = add i32 %lb1988, %slot_off1587
  br i1 %hole1983, label %if.then.84, label %if.end.84
if.then.84:
  %za1991 = add i32 %lz1989, 2560
  %gep.481 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1991
  store float 0x0000000000000000, ptr addrspace(3) %gep.481, align 4
  %za1994 = add i32 %lz1989, 2564
  %gep.482 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1994
  store float 0x0000000000000000, ptr addrspace(3) %gep.482, align 4
  %za1997 = add i32 %lz1989, 2568
  %gep.483 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za1997
  store float 0x0000000000000000, ptr addrspace(3) %gep.483, align 4
  %za2000 = add i32 %lz1989, 2572
  %gep.484 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2000
  store float 0x0000000000000000, ptr addrspace(3) %gep.484, align 4
  br label %if.end.84
if.end.84:
  %e2003 = add i32 %tid20, 64
  %row2005 = udiv i32 %e2003, 4
  %cc2007 = urem i32 %e2003, 4
  %chan2009 = shl i32 %cc2007, 3
  %hole2010 = icmp uge i32 %row2005, %dy_n1958
  %lrow2012 = mul i32 %row2005, 40
  %lel2013 = add i32 %lrow2012, %chan2009
  %lb2015 = shl i32 %lel2013, 1
  %lz2016 = add i32 %lb2015, %slot_off1587
  br i1 %hole2010, label %if.then.85, label %if.end.85
if.then.85:
  %za2018 = add i32 %lz2016, 2560
  %gep.485 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2018
  store float 0x0000000000000000, ptr addrspace(3) %gep.485, align 4
  %za2021 = add i32 %lz2016, 2564
  %gep.486 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2021
  store float 0x0000000000000000, ptr addrspace(3) %gep.486, align 4
  %za2024 = add i32 %lz2016, 2568
  %gep.487 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2024
  store float 0x0000000000000000, ptr addrspace(3) %gep.487, align 4
  %za2027 = add i32 %lz2016, 2572
  %gep.488 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2027
  store float 0x0000000000000000, ptr addrspace(3) %gep.488, align 4
  br label %if.end.85
if.end.85:
  br label %if.end.83
if.end.83:
  %h_a2030 = add i32 %ho1955, 0
  %hi2032 = sub i32 %h_a2030, 1
  %hiok2033 = icmp ult i32 %hi2032, %hi
  %x_n2035 = select i1 %hiok2033, i32 %x_span1609, i32 0
  %x_row2036 = mul i32 %hi2032, %x_stride_h
  %x_r2037 = add i32 %x_img93, %x_row2036
  %col2038 = mul i32 %x_first1601, %x_stride_w
  %el2039 = add i32 %x_r2037, %col2038
  %el2040 = add i32 %el2039, %x_ch80
  %dst2041 = add i32 %slot_off1587, %lead_b1611
  %dst2043 = add i32 %dst2041, 10016
  %some2045 = icmp ne i32 %x_n2035, 0
  %dst2047 = select i1 %some2045, i32 %dst2043, i32 44736
  %src2048 = select i1 %some2045, i32 %el2040, i32 %x_dummy99
  %rows2050 = select i1 %some2045, i32 %x_n2035, i32 1
  br i1 %issuer97, label %if.then.86, label %if.end.86
if.then.86:
  %gep.489 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst2047
  %lsa.490 = ptrtoint ptr addrspace(3) %gep.489 to i32
  %src.491 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src2048
  %ga.492 = ptrtoint ptr addrspace(1) %src.491 to i64
  %galo.493 = trunc i64 %ga.492 to i32
  %gahw.494 = lshr i64 %ga.492, 32
  %gahi.495 = trunc i64 %gahw.494 to i32
  %gaty.496 = or i32 %gahi.495, -2147483648
  %g0a.497 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.490, i32 1
  %g0b.498 = insertelement <4 x i32> %g0a.497, i32 %galo.493, i32 2
  %g0.499 = insertelement <4 x i32> %g0b.498, i32 %gaty.496, i32 3
  %dim1.500 = shl i32 %rows2050, 16
  %g1a.501 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.500, i32 2
  %g1b.502 = insertelement <8 x i32> %g1a.501, i32 %rows2050, i32 4
  %g1.503 = insertelement <8 x i32> %g1b.502, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.499, <8 x i32> %g1.503, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.86
if.end.86:
  %cover_end2051 = add i32 %lead1600, %x_n2035
  %partial2053 = icmp ult i32 %x_n2035, 34
  br i1 %partial2053, label %if.then.87, label %if.end.87
if.then.87:
  %e2055 = add i32 %tid20, 0
  %row2057 = udiv i32 %e2055, 2
  %cc2059 = urem i32 %e2055, 2
  %chan2061 = shl i32 %cc2059, 3
  %below2062 = icmp ult i32 %row2057, %lead1600
  %above2063 = icmp uge i32 %row2057, %cover_end2051
  %hole2064 = or i1 %below2062, %above2063
  %ein2066 = icmp ult i32 %e2055, 68
  %hole2067 = and i1 %hole2064, %ein2066
  %lrow2069 = mul i32 %row2057, 24
  %lel2070 = add i32 %lrow2069, %chan2061
  %lb2072 = shl i32 %lel2070, 1
  %lz2073 = add i32 %lb2072, %slot_off1587
  br i1 %hole2067, label %if.then.88, label %if.end.88
if.then.88:
  %za2075 = add i32 %lz2073, 10016
  %gep.504 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2075
  store float 0x0000000000000000, ptr addrspace(3) %gep.504, align 4
  %za2078 = add i32 %lz2073, 10020
  %gep.505 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2078
  store float 0x0000000000000000, ptr addrspace(3) %gep.505, align 4
  %za2081 = add i32 %lz2073, 10024
  %gep.506 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2081
  store float 0x0000000000000000, ptr addrspace(3) %gep.506, align 4
  %za2084 = add i32 %lz2073, 10028
  %gep.507 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2084
  store float 0x0000000000000000, ptr addrspace(3) %gep.507, align 4
  br label %if.end.88
if.end.88:
  %e2087 = add i32 %tid20, 64
  %row2089 = udiv i32 %e2087, 2
  %cc2091 = urem i32 %e2087, 2
  %chan2093 = shl i32 %cc2091, 3
  %below2094 = icmp ult i32 %row2089, %lead1600
  %above2095 = icmp uge i32 %row2089, %cover_end2051
  %hole2096 = or i1 %below2094, %above2095
  %ein2098 = icmp ult i32 %e2087, 68
  %hole2099 = and i1 %hole2096, %ein2098
  %lrow2101 = mul i32 %row2089, 24
  %lel2102 = add i32 %lrow2101, %chan2093
  %lb2104 = shl i32 %lel2102, 1
  %lz2105 = add i32 %lb2104, %slot_off1587
  br i1 %hole2099, label %if.then.89, label %if.end.89
if.then.89:
  %za2107 = add i32 %lz2105, 10016
  %gep.508 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2107
  store float 0x0000000000000000, ptr addrspace(3) %gep.508, align 4
  %za2110 = add i32 %lz2105, 10020
  %gep.509 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2110
  store float 0x0000000000000000, ptr addrspace(3) %gep.509, align 4
  %za2113 = add i32 %lz2105, 10024
  %gep.510 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2113
  store float 0x0000000000000000, ptr addrspace(3) %gep.510, align 4
  %za2116 = add i32 %lz2105, 10028
  %gep.511 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2116
  store float 0x0000000000000000, ptr addrspace(3) %gep.511, align 4
  br label %if.end.89
if.end.89:
  br label %if.end.87
if.end.87:
  %h_a2119 = add i32 %ho1955, 1
  %hi2121 = sub i32 %h_a2119, 1
  %hiok2122 = icmp ult i32 %hi2121, %hi
  %x_n2124 = select i1 %hiok2122, i32 %x_span1609, i32 0
  %x_row2125 = mul i32 %hi2121, %x_stride_h
  %x_r2126 = add i32 %x_img93, %x_row2125
  %col2127 = mul i32 %x_first1601, %x_stride_w
  %el2128 = add i32 %x_r2126, %col2127
  %el2129 = add i32 %el2128, %x_ch80
  %dst2130 = add i32 %slot_off1587, %lead_b1611
  %dst2132 = add i32 %dst2130, 11648
  %some2134 = icmp ne i32 %x_n2124, 0
  %dst2136 = select i1 %some2134, i32 %dst2132, i32 44736
  %src2137 = select i1 %some2134, i32 %el2129, i32 %x_dummy99
  %rows2139 = select i1 %some2134, i32 %x_n2124, i32 1
  br i1 %issuer97, label %if.then.90, label %if.end.90
if.then.90:
  %gep.512 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst2136
  %lsa.513 = ptrtoint ptr addrspace(3) %gep.512 to i32
  %src.514 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src2137
  %ga.515 = ptrtoint ptr addrspace(1) %src.514 to i64
  %galo.516 = trunc i64 %ga.515 to i32
  %gahw.517 = lshr i64 %ga.515, 32
  %gahi.518 = trunc i64 %gahw.517 to i32
  %gaty.519 = or i32 %gahi.518, -2147483648
  %g0a.520 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.513, i32 1
  %g0b.521 = insertelement <4 x i32> %g0a.520, i32 %galo.516, i32 2
  %g0.522 = insertelement <4 x i32> %g0b.521, i32 %gaty.519, i32 3
  %dim1.523 = shl i32 %rows2139, 16
  %g1a.524 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.523, i32 2
  %g1b.525 = insertelement <8 x i32> %g1a.524, i32 %rows2139, i32 4
  %g1.526 = insertelement <8 x i32> %g1b.525, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.522, <8 x i32> %g1.526, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.90
if.end.90:
  %cover_end2140 = add i32 %lead1600, %x_n2124
  %partial2142 = icmp ult i32 %x_n2124, 34
  br i1 %partial2142, label %if.then.91, label %if.end.91
if.then.91:
  %e2144 = add i32 %tid20, 0
  %row2146 = udiv i32 %e2144, 2
  %cc2148 = urem i32 %e2144, 2
  %chan2150 = shl i32 %cc2148, 3
  %below2151 = icmp ult i32 %row2146, %lead1600
  %above2152 = icmp uge i32 %row2146, %cover_end2140
  %hole2153 = or i1 %below2151, %above2152
  %ein2155 = icmp ult i32 %e2144, 68
  %hole2156 = and i1 %hole2153, %ein2155
  %lrow2158 = mul i32 %row2146, 24
  %lel2159 = add i32 %lrow2158, %chan2150
  %lb2161 = shl i32 %lel2159, 1
  %lz2162 = add i32 %lb2161, %slot_off1587
  br i1 %hole2156, label %if.then.92, label %if.end.92
if.then.92:
  %za2164 = add i32 %lz2162, 11648
  %gep.527 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2164
  store float 0x0000000000000000, ptr addrspace(3) %gep.527, align 4
  %za2167 = add i32 %lz2162, 11652
  %gep.528 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2167
  store float 0x0000000000000000, ptr addrspace(3) %gep.528, align 4
  %za2170 = add i32 %lz2162, 11656
  %gep.529 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2170
  store float 0x0000000000000000, ptr addrspace(3) %gep.529, align 4
  %za2173 = add i32 %lz2162, 11660
  %gep.530 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2173
  store float 0x0000000000000000, ptr addrspace(3) %gep.530, align 4
  br label %if.end.92
if.end.92:
  %e2176 = add i32 %tid20, 64
  %row2178 = udiv i32 %e2176, 2
  %cc2180 = urem i32 %e2176, 2
  %chan2182 = shl i32 %cc2180, 3
  %below2183 = icmp ult i32 %row2178, %lead1600
  %above2184 = icmp uge i32 %row2178, %cover_end2140
  %hole2185 = or i1 %below2183, %above2184
  %ein2187 = icmp ult i32 %e2176, 68
  %hole2188 = and i1 %hole2185, %ein2187
  %lrow2190 = mul i32 %row2178, 24
  %lel2191 = add i32 %lrow2190, %chan2182
  %lb2193 = shl i32 %lel2191, 1
  %lz2194 = add i32 %lb2193, %slot_off1587
  br i1 %hole2188, label %if.then.93, label %if.end.93
if.then.93:
  %za2196 = add i32 %lz2194, 11648
  %gep.531 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2196
  store float 0x0000000000000000, ptr addrspace(3) %gep.531, align 4
  %za2199 = add i32 %lz2194, 11652
  %gep.532 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2199
  store float 0x0000000000000000, ptr addrspace(3) %gep.532, align 4
  %za2202 = add i32 %lz2194, 11656
  %gep.533 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2202
  store float 0x0000000000000000, ptr addrspace(3) %gep.533, align 4
  %za2205 = add i32 %lz2194, 11660
  %gep.534 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2205
  store float 0x0000000000000000, ptr addrspace(3) %gep.534, align 4
  br label %if.end.93
if.end.93:
  br label %if.end.91
if.end.91:
  %h_a2208 = add i32 %ho1955, 2
  %hi2210 = sub i32 %h_a2208, 1
  %hiok2211 = icmp ult i32 %hi2210, %hi
  %x_n2213 = select i1 %hiok2211, i32 %x_span1609, i32 0
  %x_row2214 = mul i32 %hi2210, %x_stride_h
  %x_r2215 = add i32 %x_img93, %x_row2214
  %col2216 = mul i32 %x_first1601, %x_stride_w
  %el2217 = add i32 %x_r2215, %col2216
  %el2218 = add i32 %el2217, %x_ch80
  %dst2219 = add i32 %slot_off1587, %lead_b1611
  %dst2221 = add i32 %dst2219, 13280
  %some2223 = icmp ne i32 %x_n2213, 0
  %dst2225 = select i1 %some2223, i32 %dst2221, i32 44736
  %src2226 = select i1 %some2223, i32 %el2218, i32 %x_dummy99
  %rows2228 = select i1 %some2223, i32 %x_n2213, i32 1
  br i1 %issuer97, label %if.then.94, label %if.end.94
if.then.94:
  %gep.535 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %dst2225
  %lsa.536 = ptrtoint ptr addrspace(3) %gep.535 to i32
  %src.537 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src2226
  %ga.538 = ptrtoint ptr addrspace(1) %src.537 to i64
  %galo.539 = trunc i64 %ga.538 to i32
  %gahw.540 = lshr i64 %ga.538, 32
  %gahi.541 = trunc i64 %gahw.540 to i32
  %gaty.542 = or i32 %gahi.541, -2147483648
  %g0a.543 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.536, i32 1
  %g0b.544 = insertelement <4 x i32> %g0a.543, i32 %galo.539, i32 2
  %g0.545 = insertelement <4 x i32> %g0b.544, i32 %gaty.542, i32 3
  %dim1.546 = shl i32 %rows2228, 16
  %g1a.547 = insertelement <8 x i32> <i32 110166016, i32 1048576, i32 0, i32 1048576, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.546, i32 2
  %g1b.548 = insertelement <8 x i32> %g1a.547, i32 %rows2228, i32 4
  %g1.549 = insertelement <8 x i32> %g1b.548, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.545, <8 x i32> %g1.549, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.94
if.end.94:
  %cover_end2229 = add i32 %lead1600, %x_n2213
  %partial2231 = icmp ult i32 %x_n2213, 34
  br i1 %partial2231, label %if.then.95, label %if.end.95
if.then.95:
  %e2233 = add i32 %tid20, 0
  %row2235 = udiv i32 %e2233, 2
  %cc2237 = urem i32 %e2233, 2
  %chan2239 = shl i32 %cc2237, 3
  %below2240 = icmp ult i32 %row2235, %lead1600
  %above2241 = icmp uge i32 %row2235, %cover_end2229
  %hole2242 = or i1 %below2240, %above2241
  %ein2244 = icmp ult i32 %e2233, 68
  %hole2245 = and i1 %hole2242, %ein2244
  %lrow2247 = mul i32 %row2235, 24
  %lel2248 = add i32 %lrow2247, %chan2239
  %lb2250 = shl i32 %lel2248, 1
  %lz2251 = add i32 %lb2250, %slot_off1587
  br i1 %hole2245, label %if.then.96, label %if.end.96
if.then.96:
  %za2253 = add i32 %lz2251, 13280
  %gep.550 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2253
  store float 0x0000000000000000, ptr addrspace(3) %gep.550, align 4
  %za2256 = add i32 %lz2251, 13284
  %gep.551 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2256
  store float 0x0000000000000000, ptr addrspace(3) %gep.551, align 4
  %za2259 = add i32 %lz2251, 13288
  %gep.552 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2259
  store float 0x0000000000000000, ptr addrspace(3) %gep.552, align 4
  %za2262 = add i32 %lz2251, 13292
  %gep.553 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2262
  store float 0x0000000000000000, ptr addrspace(3) %gep.553, align 4
  br label %if.end.96
if.end.96:
  %e2265 = add i32 %tid20, 64
  %row2267 = udiv i32 %e2265, 2
  %cc2269 = urem i32 %e2265, 2
  %chan2271 = shl i32 %cc2269, 3
  %below2272 = icmp ult i32 %row2267, %lead1600
  %above2273 = icmp uge i32 %row2267, %cover_end2229
  %hole2274 = or i1 %below2272, %above2273
  %ein2276 = icmp ult i32 %e2265, 68
  %hole2277 = and i1 %hole2274, %ein2276
  %lrow2279 = mul i32 %row2267, 24
  %lel2280 = add i32 %lrow2279, %chan2271
  %lb2282 = shl i32 %lel2280, 1
  %lz2283 = add i32 %lb2282, %slot_off1587
  br i1 %hole2277, label %if.then.97, label %if.end.97
if.then.97:
  %za2285 = add i32 %lz2283, 13280
  %gep.554 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2285
  store float 0x0000000000000000, ptr addrspace(3) %gep.554, align 4
  %za2288 = add i32 %lz2283, 13284
  %gep.555 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2288
  store float 0x0000000000000000, ptr addrspace(3) %gep.555, align 4
  %za2291 = add i32 %lz2283, 13288
  %gep.556 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2291
  store float 0x0000000000000000, ptr addrspace(3) %gep.556, align 4
  %za2294 = add i32 %lz2283, 13292
  %gep.557 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %za2294
  store float 0x0000000000000000, ptr addrspace(3) %gep.557, align 4
  br label %if.end.97
if.end.97:
  br label %if.end.95
if.end.95:
  %slot2297 = urem i32 %t1565, 3
  %slot_off2299 = mul i32 %slot2297, 14912
  %a_t2300 = add i32 %a_lane51, %slot_off2299
  %b_t2301 = add i32 %b_lane57, %slot_off2299
  %a_addr2303 = add i32 %a_t2300, 0
  %gep.558 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %a_addr2303
  %a_lo2304 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.558)
  %a_addr2306 = add i32 %a_t2300, 1280
  %gep.559 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %a_addr2306
  %a_hi2307 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.559)
  %a_frag2308 = shufflevector <8 x bfloat> %a_lo2304, <8 x bfloat> %a_hi2307, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr2310 = add i32 %b_t2301, 5120
  %gep.560 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2310
  %b_lo2311 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.560)
  %b_addr2313 = add i32 %b_t2301, 5888
  %gep.561 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2313
  %b_hi2314 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.561)
  %b_frag2315 = shufflevector <8 x bfloat> %b_lo2311, <8 x bfloat> %b_hi2314, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2316 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2308, i1 false, <16 x bfloat> %b_frag2315, i16 0, <8 x float> %acc1566, i1 false, i1 false)
  %b_addr2318 = add i32 %b_t2301, 5168
  %gep.562 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2318
  %b_lo2319 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.562)
  %b_addr2321 = add i32 %b_t2301, 5936
  %gep.563 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2321
  %b_hi2322 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.563)
  %b_frag2323 = shufflevector <8 x bfloat> %b_lo2319, <8 x bfloat> %b_hi2322, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2324 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2308, i1 false, <16 x bfloat> %b_frag2323, i16 0, <8 x float> %acc1567, i1 false, i1 false)
  %b_addr2326 = add i32 %b_t2301, 5216
  %gep.564 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2326
  %b_lo2327 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.564)
  %b_addr2329 = add i32 %b_t2301, 5984
  %gep.565 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2329
  %b_hi2330 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.565)
  %b_frag2331 = shufflevector <8 x bfloat> %b_lo2327, <8 x bfloat> %b_hi2330, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2332 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2308, i1 false, <16 x bfloat> %b_frag2331, i16 0, <8 x float> %acc1568, i1 false, i1 false)
  %b_addr2334 = add i32 %b_t2301, 6752
  %gep.566 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2334
  %b_lo2335 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.566)
  %b_addr2337 = add i32 %b_t2301, 7520
  %gep.567 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2337
  %b_hi2338 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.567)
  %b_frag2339 = shufflevector <8 x bfloat> %b_lo2335, <8 x bfloat> %b_hi2338, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2340 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2308, i1 false, <16 x bfloat> %b_frag2339, i16 0, <8 x float> %acc1569, i1 false, i1 false)
  %b_addr2342 = add i32 %b_t2301, 6800
  %gep.568 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2342
  %b_lo2343 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.568)
  %b_addr2345 = add i32 %b_t2301, 7568
  %gep.569 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2345
  %b_hi2346 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.569)
  %b_frag2347 = shufflevector <8 x bfloat> %b_lo2343, <8 x bfloat> %b_hi2346, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2348 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2308, i1 false, <16 x bfloat> %b_frag2347, i16 0, <8 x float> %acc1570, i1 false, i1 false)
  %b_addr2350 = add i32 %b_t2301, 6848
  %gep.570 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2350
  %b_lo2351 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.570)
  %b_addr2353 = add i32 %b_t2301, 7616
  %gep.571 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2353
  %b_hi2354 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.571)
  %b_frag2355 = shufflevector <8 x bfloat> %b_lo2351, <8 x bfloat> %b_hi2354, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2356 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2308, i1 false, <16 x bfloat> %b_frag2355, i16 0, <8 x float> %acc1571, i1 false, i1 false)
  %b_addr2358 = add i32 %b_t2301, 8384
  %gep.572 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2358
  %b_lo2359 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.572)
  %b_addr2361 = add i32 %b_t2301, 9152
  %gep.573 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2361
  %b_hi2362 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.573)
  %b_frag2363 = shufflevector <8 x bfloat> %b_lo2359, <8 x bfloat> %b_hi2362, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2364 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2308, i1 false, <16 x bfloat> %b_frag2363, i16 0, <8 x float> %acc1572, i1 false, i1 false)
  %b_addr2366 = add i32 %b_t2301, 8432
  %gep.574 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2366
  %b_lo2367 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.574)
  %b_addr2369 = add i32 %b_t2301, 9200
  %gep.575 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2369
  %b_hi2370 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.575)
  %b_frag2371 = shufflevector <8 x bfloat> %b_lo2367, <8 x bfloat> %b_hi2370, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2372 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2308, i1 false, <16 x bfloat> %b_frag2371, i16 0, <8 x float> %acc1573, i1 false, i1 false)
  %b_addr2374 = add i32 %b_t2301, 8480
  %gep.576 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2374
  %b_lo2375 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.576)
  %b_addr2377 = add i32 %b_t2301, 9248
  %gep.577 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2377
  %b_hi2378 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.577)
  %b_frag2379 = shufflevector <8 x bfloat> %b_lo2375, <8 x bfloat> %b_hi2378, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2380 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2308, i1 false, <16 x bfloat> %b_frag2379, i16 0, <8 x float> %acc1574, i1 false, i1 false)
  %a_addr2382 = add i32 %a_t2300, 2560
  %gep.578 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %a_addr2382
  %a_lo2383 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.578)
  %a_addr2385 = add i32 %a_t2300, 3840
  %gep.579 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %a_addr2385
  %a_hi2386 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.579)
  %a_frag2387 = shufflevector <8 x bfloat> %a_lo2383, <8 x bfloat> %a_hi2386, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr2389 = add i32 %b_t2301, 10016
  %gep.580 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2389
  %b_lo2390 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.580)
  %b_addr2392 = add i32 %b_t2301, 10784
  %gep.581 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2392
  %b_hi2393 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.581)
  %b_frag2394 = shufflevector <8 x bfloat> %b_lo2390, <8 x bfloat> %b_hi2393, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2395 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2387, i1 false, <16 x bfloat> %b_frag2394, i16 0, <8 x float> %acc2316, i1 false, i1 false)
  %b_addr2397 = add i32 %b_t2301, 10064
  %gep.582 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2397
  %b_lo2398 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.582)
  %b_addr2400 = add i32 %b_t2301, 10832
  %gep.583 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2400
  %b_hi2401 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.583)
  %b_frag2402 = shufflevector <8 x bfloat> %b_lo2398, <8 x bfloat> %b_hi2401, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2403 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2387, i1 false, <16 x bfloat> %b_frag2402, i16 0, <8 x float> %acc2324, i1 false, i1 false)
  %b_addr2405 = add i32 %b_t2301, 10112
  %gep.584 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2405
  %b_lo2406 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.584)
  %b_addr2408 = add i32 %b_t2301, 10880
  %gep.585 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2408
  %b_hi2409 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.585)
  %b_frag2410 = shufflevector <8 x bfloat> %b_lo2406, <8 x bfloat> %b_hi2409, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2411 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2387, i1 false, <16 x bfloat> %b_frag2410, i16 0, <8 x float> %acc2332, i1 false, i1 false)
  %b_addr2413 = add i32 %b_t2301, 11648
  %gep.586 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2413
  %b_lo2414 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.586)
  %b_addr2416 = add i32 %b_t2301, 12416
  %gep.587 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2416
  %b_hi2417 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.587)
  %b_frag2418 = shufflevector <8 x bfloat> %b_lo2414, <8 x bfloat> %b_hi2417, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2419 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2387, i1 false, <16 x bfloat> %b_frag2418, i16 0, <8 x float> %acc2340, i1 false, i1 false)
  %b_addr2421 = add i32 %b_t2301, 11696
  %gep.588 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2421
  %b_lo2422 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.588)
  %b_addr2424 = add i32 %b_t2301, 12464
  %gep.589 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2424
  %b_hi2425 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.589)
  %b_frag2426 = shufflevector <8 x bfloat> %b_lo2422, <8 x bfloat> %b_hi2425, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2427 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2387, i1 false, <16 x bfloat> %b_frag2426, i16 0, <8 x float> %acc2348, i1 false, i1 false)
  %b_addr2429 = add i32 %b_t2301, 11744
  %gep.590 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2429
  %b_lo2430 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.590)
  %b_addr2432 = add i32 %b_t2301, 12512
  %gep.591 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2432
  %b_hi2433 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.591)
  %b_frag2434 = shufflevector <8 x bfloat> %b_lo2430, <8 x bfloat> %b_hi2433, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2435 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2387, i1 false, <16 x bfloat> %b_frag2434, i16 0, <8 x float> %acc2356, i1 false, i1 false)
  %b_addr2437 = add i32 %b_t2301, 13280
  %gep.592 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2437
  %b_lo2438 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.592)
  %b_addr2440 = add i32 %b_t2301, 14048
  %gep.593 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2440
  %b_hi2441 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.593)
  %b_frag2442 = shufflevector <8 x bfloat> %b_lo2438, <8 x bfloat> %b_hi2441, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2443 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2387, i1 false, <16 x bfloat> %b_frag2442, i16 0, <8 x float> %acc2364, i1 false, i1 false)
  %b_addr2445 = add i32 %b_t2301, 13328
  %gep.594 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2445
  %b_lo2446 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.594)
  %b_addr2448 = add i32 %b_t2301, 14096
  %gep.595 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2448
  %b_hi2449 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.595)
  %b_frag2450 = shufflevector <8 x bfloat> %b_lo2446, <8 x bfloat> %b_hi2449, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2451 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2387, i1 false, <16 x bfloat> %b_frag2450, i16 0, <8 x float> %acc2372, i1 false, i1 false)
  %b_addr2453 = add i32 %b_t2301, 13376
  %gep.596 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2453
  %b_lo2454 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.596)
  %b_addr2456 = add i32 %b_t2301, 14144
  %gep.597 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %b_addr2456
  %b_hi2457 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.597)
  %b_frag2458 = shufflevector <8 x bfloat> %b_lo2454, <8 x bfloat> %b_hi2457, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc2459 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag2387, i1 false, <16 x bfloat> %b_frag2458, i16 0, <8 x float> %acc2380, i1 false, i1 false)
  br label %for.latch.65
for.latch.65:
  %iv.next.372 = add i32 %t1565, 1
  br label %for.head.65
for.exit.65:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %slab_a2461 = mul i32 %img60, 1
  %slab_b2462 = add i32 %slab_a2461, %rblk59
  %slab2464 = urem i32 %slab_b2462, 1
  %slab_g2465 = mul i32 %slab2464, %groups
  %slab_k2466 = mul i32 %slab_g2465, %kpg
  %kbase2467 = add i32 %slab_k2466, %gk77
  %er2468 = add i32 %wkb30, %khalf36
  %erb2470 = mul i32 %er2468, 16
  %ec2471 = add i32 %erb2470, %wcb32
  %ecl2472 = add i32 %ec2471, %lcol41
  %e_lane2474 = shl i32 %ecl2472, 2
  %e_addr2476 = add i32 %e_lane2474, 0
  %v2477 = extractelement <8 x float> %acc1566, i32 0
  %gep.598 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2476
  store float %v2477, ptr addrspace(3) %gep.598, align 4
  %e_addr2479 = add i32 %e_lane2474, 64
  %v2480 = extractelement <8 x float> %acc1566, i32 1
  %gep.599 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2479
  store float %v2480, ptr addrspace(3) %gep.599, align 4
  %e_addr2482 = add i32 %e_lane2474, 128
  %v2483 = extractelement <8 x float> %acc1566, i32 2
  %gep.600 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2482
  store float %v2483, ptr addrspace(3) %gep.600, align 4
  %e_addr2485 = add i32 %e_lane2474, 192
  %v2486 = extractelement <8 x float> %acc1566, i32 3
  %gep.601 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2485
  store float %v2486, ptr addrspace(3) %gep.601, align 4
  %e_addr2488 = add i32 %e_lane2474, 256
  %v2489 = extractelement <8 x float> %acc1566, i32 4
  %gep.602 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2488
  store float %v2489, ptr addrspace(3) %gep.602, align 4
  %e_addr2491 = add i32 %e_lane2474, 320
  %v2492 = extractelement <8 x float> %acc1566, i32 5
  %gep.603 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2491
  store float %v2492, ptr addrspace(3) %gep.603, align 4
  %e_addr2494 = add i32 %e_lane2474, 384
  %v2495 = extractelement <8 x float> %acc1566, i32 6
  %gep.604 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2494
  store float %v2495, ptr addrspace(3) %gep.604, align 4
  %e_addr2497 = add i32 %e_lane2474, 448
  %v2498 = extractelement <8 x float> %acc1566, i32 7
  %gep.605 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2497
  store float %v2498, ptr addrspace(3) %gep.605, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2500 = add i32 %tid20, 0
  %kl2502 = udiv i32 %e2500, 16
  %cl2504 = urem i32 %e2500, 16
  %la2506 = shl i32 %e2500, 2
  %gep.606 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2506
  %v2507 = load float, ptr addrspace(3) %gep.606, align 4
  %kin2508 = add i32 %k_blk74, %kl2502
  %cin2509 = add i32 %c_blk76, %cl2504
  %kok2510 = icmp ult i32 %kin2508, %kpg
  %cok2511 = icmp ult i32 %cin2509, %cpg
  %ok2512 = and i1 %kok2510, %cok2511
  br i1 %ok2512, label %if.then.98, label %if.end.98
if.then.98:
  %krow2513 = add i32 %kbase2467, %kin2508
  %kr2515 = mul i32 %krow2513, 3
  %t_r2517 = add i32 %kr2515, 0
  %t_s2519 = mul i32 %t_r2517, 3
  %t_c2521 = add i32 %t_s2519, 0
  %t_e2522 = mul i32 %t_c2521, %cpg
  %el2523 = add i32 %t_e2522, %cin2509
  %off2525 = shl i32 %el2523, 2
  %old.607 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2507, ptr addrspace(8) %rws91, i32 %off2525, i32 0, i32 20)
  br label %if.end.98
if.end.98:
  %e2528 = add i32 %tid20, 64
  %kl2530 = udiv i32 %e2528, 16
  %cl2532 = urem i32 %e2528, 16
  %la2534 = shl i32 %e2528, 2
  %gep.608 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2534
  %v2535 = load float, ptr addrspace(3) %gep.608, align 4
  %kin2536 = add i32 %k_blk74, %kl2530
  %cin2537 = add i32 %c_blk76, %cl2532
  %kok2538 = icmp ult i32 %kin2536, %kpg
  %cok2539 = icmp ult i32 %cin2537, %cpg
  %ok2540 = and i1 %kok2538, %cok2539
  br i1 %ok2540, label %if.then.99, label %if.end.99
if.then.99:
  %krow2541 = add i32 %kbase2467, %kin2536
  %kr2543 = mul i32 %krow2541, 3
  %t_r2545 = add i32 %kr2543, 0
  %t_s2547 = mul i32 %t_r2545, 3
  %t_c2549 = add i32 %t_s2547, 0
  %t_e2550 = mul i32 %t_c2549, %cpg
  %el2551 = add i32 %t_e2550, %cin2537
  %off2553 = shl i32 %el2551, 2
  %old.609 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2535, ptr addrspace(8) %rws91, i32 %off2553, i32 0, i32 20)
  br label %if.end.99
if.end.99:
  %e2556 = add i32 %tid20, 128
  %kl2558 = udiv i32 %e2556, 16
  %cl2560 = urem i32 %e2556, 16
  %la2562 = shl i32 %e2556, 2
  %gep.610 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2562
  %v2563 = load float, ptr addrspace(3) %gep.610, align 4
  %kin2564 = add i32 %k_blk74, %kl2558
  %cin2565 = add i32 %c_blk76, %cl2560
  %kok2566 = icmp ult i32 %kin2564, %kpg
  %cok2567 = icmp ult i32 %cin2565, %cpg
  %ok2568 = and i1 %kok2566, %cok2567
  br i1 %ok2568, label %if.then.100, label %if.end.100
if.then.100:
  %krow2569 = add i32 %kbase2467, %kin2564
  %kr2571 = mul i32 %krow2569, 3
  %t_r2573 = add i32 %kr2571, 0
  %t_s2575 = mul i32 %t_r2573, 3
  %t_c2577 = add i32 %t_s2575, 0
  %t_e2578 = mul i32 %t_c2577, %cpg
  %el2579 = add i32 %t_e2578, %cin2565
  %off2581 = shl i32 %el2579, 2
  %old.611 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2563, ptr addrspace(8) %rws91, i32 %off2581, i32 0, i32 20)
  br label %if.end.100
if.end.100:
  %e2584 = add i32 %tid20, 192
  %kl2586 = udiv i32 %e2584, 16
  %cl2588 = urem i32 %e2584, 16
  %la2590 = shl i32 %e2584, 2
  %gep.612 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2590
  %v2591 = load float, ptr addrspace(3) %gep.612, align 4
  %kin2592 = add i32 %k_blk74, %kl2586
  %cin2593 = add i32 %c_blk76, %cl2588
  %kok2594 = icmp ult i32 %kin2592, %kpg
  %cok2595 = icmp ult i32 %cin2593, %cpg
  %ok2596 = and i1 %kok2594, %cok2595
  br i1 %ok2596, label %if.then.101, label %if.end.101
if.then.101:
  %krow2597 = add i32 %kbase2467, %kin2592
  %kr2599 = mul i32 %krow2597, 3
  %t_r2601 = add i32 %kr2599, 0
  %t_s2603 = mul i32 %t_r2601, 3
  %t_c2605 = add i32 %t_s2603, 0
  %t_e2606 = mul i32 %t_c2605, %cpg
  %el2607 = add i32 %t_e2606, %cin2593
  %off2609 = shl i32 %el2607, 2
  %old.613 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2591, ptr addrspace(8) %rws91, i32 %off2609, i32 0, i32 20)
  br label %if.end.101
if.end.101:
  %e2612 = add i32 %tid20, 256
  %kl2614 = udiv i32 %e2612, 16
  %cl2616 = urem i32 %e2612, 16
  %la2618 = shl i32 %e2612, 2
  %gep.614 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2618
  %v2619 = load float, ptr addrspace(3) %gep.614, align 4
  %kin2620 = add i32 %k_blk74, %kl2614
  %cin2621 = add i32 %c_blk76, %cl2616
  %kok2622 = icmp ult i32 %kin2620, %kpg
  %cok2623 = icmp ult i32 %cin2621, %cpg
  %ok2624 = and i1 %kok2622, %cok2623
  br i1 %ok2624, label %if.then.102, label %if.end.102
if.then.102:
  %krow2625 = add i32 %kbase2467, %kin2620
  %kr2627 = mul i32 %krow2625, 3
  %t_r2629 = add i32 %kr2627, 0
  %t_s2631 = mul i32 %t_r2629, 3
  %t_c2633 = add i32 %t_s2631, 0
  %t_e2634 = mul i32 %t_c2633, %cpg
  %el2635 = add i32 %t_e2634, %cin2621
  %off2637 = shl i32 %el2635, 2
  %old.615 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2619, ptr addrspace(8) %rws91, i32 %off2637, i32 0, i32 20)
  br label %if.end.102
if.end.102:
  %e2640 = add i32 %tid20, 320
  %kl2642 = udiv i32 %e2640, 16
  %cl2644 = urem i32 %e2640, 16
  %la2646 = shl i32 %e2640, 2
  %gep.616 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2646
  %v2647 = load float, ptr addrspace(3) %gep.616, align 4
  %kin2648 = add i32 %k_blk74, %kl2642
  %cin2649 = add i32 %c_blk76, %cl2644
  %kok2650 = icmp ult i32 %kin2648, %kpg
  %cok2651 = icmp ult i32 %cin2649, %cpg
  %ok2652 = and i1 %kok2650, %cok2651
  br i1 %ok2652, label %if.then.103, label %if.end.103
if.then.103:
  %krow2653 = add i32 %kbase2467, %kin2648
  %kr2655 = mul i32 %krow2653, 3
  %t_r2657 = add i32 %kr2655, 0
  %t_s2659 = mul i32 %t_r2657, 3
  %t_c2661 = add i32 %t_s2659, 0
  %t_e2662 = mul i32 %t_c2661, %cpg
  %el2663 = add i32 %t_e2662, %cin2649
  %off2665 = shl i32 %el2663, 2
  %old.617 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2647, ptr addrspace(8) %rws91, i32 %off2665, i32 0, i32 20)
  br label %if.end.103
if.end.103:
  %e2668 = add i32 %tid20, 384
  %kl2670 = udiv i32 %e2668, 16
  %cl2672 = urem i32 %e2668, 16
  %la2674 = shl i32 %e2668, 2
  %gep.618 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2674
  %v2675 = load float, ptr addrspace(3) %gep.618, align 4
  %kin2676 = add i32 %k_blk74, %kl2670
  %cin2677 = add i32 %c_blk76, %cl2672
  %kok2678 = icmp ult i32 %kin2676, %kpg
  %cok2679 = icmp ult i32 %cin2677, %cpg
  %ok2680 = and i1 %kok2678, %cok2679
  br i1 %ok2680, label %if.then.104, label %if.end.104
if.then.104:
  %krow2681 = add i32 %kbase2467, %kin2676
  %kr2683 = mul i32 %krow2681, 3
  %t_r2685 = add i32 %kr2683, 0
  %t_s2687 = mul i32 %t_r2685, 3
  %t_c2689 = add i32 %t_s2687, 0
  %t_e2690 = mul i32 %t_c2689, %cpg
  %el2691 = add i32 %t_e2690, %cin2677
  %off2693 = shl i32 %el2691, 2
  %old.619 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2675, ptr addrspace(8) %rws91, i32 %off2693, i32 0, i32 20)
  br label %if.end.104
if.end.104:
  %e2696 = add i32 %tid20, 448
  %kl2698 = udiv i32 %e2696, 16
  %cl2700 = urem i32 %e2696, 16
  %la2702 = shl i32 %e2696, 2
  %gep.620 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2702
  %v2703 = load float, ptr addrspace(3) %gep.620, align 4
  %kin2704 = add i32 %k_blk74, %kl2698
  %cin2705 = add i32 %c_blk76, %cl2700
  %kok2706 = icmp ult i32 %kin2704, %kpg
  %cok2707 = icmp ult i32 %cin2705, %cpg
  %ok2708 = and i1 %kok2706, %cok2707
  br i1 %ok2708, label %if.then.105, label %if.end.105
if.then.105:
  %krow2709 = add i32 %kbase2467, %kin2704
  %kr2711 = mul i32 %krow2709, 3
  %t_r2713 = add i32 %kr2711, 0
  %t_s2715 = mul i32 %t_r2713, 3
  %t_c2717 = add i32 %t_s2715, 0
  %t_e2718 = mul i32 %t_c2717, %cpg
  %el2719 = add i32 %t_e2718, %cin2705
  %off2721 = shl i32 %el2719, 2
  %old.621 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2703, ptr addrspace(8) %rws91, i32 %off2721, i32 0, i32 20)
  br label %if.end.105
if.end.105:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2724 = add i32 %e_lane2474, 0
  %v2725 = extractelement <8 x float> %acc1567, i32 0
  %gep.622 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2724
  store float %v2725, ptr addrspace(3) %gep.622, align 4
  %e_addr2727 = add i32 %e_lane2474, 64
  %v2728 = extractelement <8 x float> %acc1567, i32 1
  %gep.623 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2727
  store float %v2728, ptr addrspace(3) %gep.623, align 4
  %e_addr2730 = add i32 %e_lane2474, 128
  %v2731 = extractelement <8 x float> %acc1567, i32 2
  %gep.624 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2730
  store float %v2731, ptr addrspace(3) %gep.624, align 4
  %e_addr2733 = add i32 %e_lane2474, 192
  %v2734 = extractelement <8 x float> %acc1567, i32 3
  %gep.625 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2733
  store float %v2734, ptr addrspace(3) %gep.625, align 4
  %e_addr2736 = add i32 %e_lane2474, 256
  %v2737 = extractelement <8 x float> %acc1567, i32 4
  %gep.626 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2736
  store float %v2737, ptr addrspace(3) %gep.626, align 4
  %e_addr2739 = add i32 %e_lane2474, 320
  %v2740 = extractelement <8 x float> %acc1567, i32 5
  %gep.627 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2739
  store float %v2740, ptr addrspace(3) %gep.627, align 4
  %e_addr2742 = add i32 %e_lane2474, 384
  %v2743 = extractelement <8 x float> %acc1567, i32 6
  %gep.628 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2742
  store float %v2743, ptr addrspace(3) %gep.628, align 4
  %e_addr2745 = add i32 %e_lane2474, 448
  %v2746 = extractelement <8 x float> %acc1567, i32 7
  %gep.629 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2745
  store float %v2746, ptr addrspace(3) %gep.629, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2748 = add i32 %tid20, 0
  %kl2750 = udiv i32 %e2748, 16
  %cl2752 = urem i32 %e2748, 16
  %la2754 = shl i32 %e2748, 2
  %gep.630 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2754
  %v2755 = load float, ptr addrspace(3) %gep.630, align 4
  %kin2756 = add i32 %k_blk74, %kl2750
  %cin2757 = add i32 %c_blk76, %cl2752
  %kok2758 = icmp ult i32 %kin2756, %kpg
  %cok2759 = icmp ult i32 %cin2757, %cpg
  %ok2760 = and i1 %kok2758, %cok2759
  br i1 %ok2760, label %if.then.106, label %if.end.106
if.then.106:
  %krow2761 = add i32 %kbase2467, %kin2756
  %kr2763 = mul i32 %krow2761, 3
  %t_r2765 = add i32 %kr2763, 0
  %t_s2767 = mul i32 %t_r2765, 3
  %t_c2769 = add i32 %t_s2767, 1
  %t_e2770 = mul i32 %t_c2769, %cpg
  %el2771 = add i32 %t_e2770, %cin2757
  %off2773 = shl i32 %el2771, 2
  %old.631 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2755, ptr addrspace(8) %rws91, i32 %off2773, i32 0, i32 20)
  br label %if.end.106
if.end.106:
  %e2776 = add i32 %tid20, 64
  %kl2778 = udiv i32 %e2776, 16
  %cl2780 = urem i32 %e2776, 16
  %la2782 = shl i32 %e2776, 2
  %gep.632 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2782
  %v2783 = load float, ptr addrspace(3) %gep.632, align 4
  %kin2784 = add i32 %k_blk74, %kl2778
  %cin2785 = add i32 %c_blk76, %cl2780
  %kok2786 = icmp ult i32 %kin2784, %kpg
  %cok2787 = icmp ult i32 %cin2785, %cpg
  %ok2788 = and i1 %kok2786, %cok2787
  br i1 %ok2788, label %if.then.107, label %if.end.107
if.then.107:
  %krow2789 = add i32 %kbase2467, %kin2784
  %kr2791 = mul i32 %krow2789, 3
  %t_r2793 = add i32 %kr2791, 0
  %t_s2795 = mul i32 %t_r2793, 3
  %t_c2797 = add i32 %t_s2795, 1
  %t_e2798 = mul i32 %t_c2797, %cpg
  %el2799 = add i32 %t_e2798, %cin2785
  %off2801 = shl i32 %el2799, 2
  %old.633 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2783, ptr addrspace(8) %rws91, i32 %off2801, i32 0, i32 20)
  br label %if.end.107
if.end.107:
  %e2804 = add i32 %tid20, 128
  %kl2806 = udiv i32 %e2804, 16
  %cl2808 = urem i32 %e2804, 16
  %la2810 = shl i32 %e2804, 2
  %gep.634 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2810
  %v2811 = load float, ptr addrspace(3) %gep.634, align 4
  %kin2812 = add i32 %k_blk74, %kl2806
  %cin2813 = add i32 %c_blk76, %cl2808
  %kok2814 = icmp ult i32 %kin2812, %kpg
  %cok2815 = icmp ult i32 %cin2813, %cpg
  %ok2816 = and i1 %kok2814, %cok2815
  br i1 %ok2816, label %if.then.108, label %if.end.108
if.then.108:
  %krow2817 = add i32 %kbase2467, %kin2812
  %kr2819 = mul i32 %krow2817, 3
  %t_r2821 = add i32 %kr2819, 0
  %t_s2823 = mul i32 %t_r2821, 3
  %t_c2825 = add i32 %t_s2823, 1
  %t_e2826 = mul i32 %t_c2825, %cpg
  %el2827 = add i32 %t_e2826, %cin2813
  %off2829 = shl i32 %el2827, 2
  %old.635 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2811, ptr addrspace(8) %rws91, i32 %off2829, i32 0, i32 20)
  br label %if.end.108
if.end.108:
  %e2832 = add i32 %tid20, 192
  %kl2834 = udiv i32 %e2832, 16
  %cl2836 = urem i32 %e2832, 16
  %la2838 = shl i32 %e2832, 2
  %gep.636 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2838
  %v2839 = load float, ptr addrspace(3) %gep.636, align 4
  %kin2840 = add i32 %k_blk74, %kl2834
  %cin2841 = add i32 %c_blk76, %cl2836
  %kok2842 = icmp ult i32 %kin2840, %kpg
  %cok2843 = icmp ult i32 %cin2841, %cpg
  %ok2844 = and i1 %kok2842, %cok2843
  br i1 %ok2844, label %if.then.109, label %if.end.109
if.then.109:
  %krow2845 = add i32 %kbase2467, %kin2840
  %kr2847 = mul i32 %krow2845, 3
  %t_r2849 = add i32 %kr2847, 0
  %t_s2851 = mul i32 %t_r2849, 3
  %t_c2853 = add i32 %t_s2851, 1
  %t_e2854 = mul i32 %t_c2853, %cpg
  %el2855 = add i32 %t_e2854, %cin2841
  %off2857 = shl i32 %el2855, 2
  %old.637 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2839, ptr addrspace(8) %rws91, i32 %off2857, i32 0, i32 20)
  br label %if.end.109
if.end.109:
  %e2860 = add i32 %tid20, 256
  %kl2862 = udiv i32 %e2860, 16
  %cl2864 = urem i32 %e2860, 16
  %la2866 = shl i32 %e2860, 2
  %gep.638 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2866
  %v2867 = load float, ptr addrspace(3) %gep.638, align 4
  %kin2868 = add i32 %k_blk74, %kl2862
  %cin2869 = add i32 %c_blk76, %cl2864
  %kok2870 = icmp ult i32 %kin2868, %kpg
  %cok2871 = icmp ult i32 %cin2869, %cpg
  %ok2872 = and i1 %kok2870, %cok2871
  br i1 %ok2872, label %if.then.110, label %if.end.110
if.then.110:
  %krow2873 = add i32 %kbase2467, %kin2868
  %kr2875 = mul i32 %krow2873, 3
  %t_r2877 = add i32 %kr2875, 0
  %t_s2879 = mul i32 %t_r2877, 3
  %t_c2881 = add i32 %t_s2879, 1
  %t_e2882 = mul i32 %t_c2881, %cpg
  %el2883 = add i32 %t_e2882, %cin2869
  %off2885 = shl i32 %el2883, 2
  %old.639 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2867, ptr addrspace(8) %rws91, i32 %off2885, i32 0, i32 20)
  br label %if.end.110
if.end.110:
  %e2888 = add i32 %tid20, 320
  %kl2890 = udiv i32 %e2888, 16
  %cl2892 = urem i32 %e2888, 16
  %la2894 = shl i32 %e2888, 2
  %gep.640 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2894
  %v2895 = load float, ptr addrspace(3) %gep.640, align 4
  %kin2896 = add i32 %k_blk74, %kl2890
  %cin2897 = add i32 %c_blk76, %cl2892
  %kok2898 = icmp ult i32 %kin2896, %kpg
  %cok2899 = icmp ult i32 %cin2897, %cpg
  %ok2900 = and i1 %kok2898, %cok2899
  br i1 %ok2900, label %if.then.111, label %if.end.111
if.then.111:
  %krow2901 = add i32 %kbase2467, %kin2896
  %kr2903 = mul i32 %krow2901, 3
  %t_r2905 = add i32 %kr2903, 0
  %t_s2907 = mul i32 %t_r2905, 3
  %t_c2909 = add i32 %t_s2907, 1
  %t_e2910 = mul i32 %t_c2909, %cpg
  %el2911 = add i32 %t_e2910, %cin2897
  %off2913 = shl i32 %el2911, 2
  %old.641 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2895, ptr addrspace(8) %rws91, i32 %off2913, i32 0, i32 20)
  br label %if.end.111
if.end.111:
  %e2916 = add i32 %tid20, 384
  %kl2918 = udiv i32 %e2916, 16
  %cl2920 = urem i32 %e2916, 16
  %la2922 = shl i32 %e2916, 2
  %gep.642 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2922
  %v2923 = load float, ptr addrspace(3) %gep.642, align 4
  %kin2924 = add i32 %k_blk74, %kl2918
  %cin2925 = add i32 %c_blk76, %cl2920
  %kok2926 = icmp ult i32 %kin2924, %kpg
  %cok2927 = icmp ult i32 %cin2925, %cpg
  %ok2928 = and i1 %kok2926, %cok2927
  br i1 %ok2928, label %if.then.112, label %if.end.112
if.then.112:
  %krow2929 = add i32 %kbase2467, %kin2924
  %kr2931 = mul i32 %krow2929, 3
  %t_r2933 = add i32 %kr2931, 0
  %t_s2935 = mul i32 %t_r2933, 3
  %t_c2937 = add i32 %t_s2935, 1
  %t_e2938 = mul i32 %t_c2937, %cpg
  %el2939 = add i32 %t_e2938, %cin2925
  %off2941 = shl i32 %el2939, 2
  %old.643 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2923, ptr addrspace(8) %rws91, i32 %off2941, i32 0, i32 20)
  br label %if.end.112
if.end.112:
  %e2944 = add i32 %tid20, 448
  %kl2946 = udiv i32 %e2944, 16
  %cl2948 = urem i32 %e2944, 16
  %la2950 = shl i32 %e2944, 2
  %gep.644 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la2950
  %v2951 = load float, ptr addrspace(3) %gep.644, align 4
  %kin2952 = add i32 %k_blk74, %kl2946
  %cin2953 = add i32 %c_blk76, %cl2948
  %kok2954 = icmp ult i32 %kin2952, %kpg
  %cok2955 = icmp ult i32 %cin2953, %cpg
  %ok2956 = and i1 %kok2954, %cok2955
  br i1 %ok2956, label %if.then.113, label %if.end.113
if.then.113:
  %krow2957 = add i32 %kbase2467, %kin2952
  %kr2959 = mul i32 %krow2957, 3
  %t_r2961 = add i32 %kr2959, 0
  %t_s2963 = mul i32 %t_r2961, 3
  %t_c2965 = add i32 %t_s2963, 1
  %t_e2966 = mul i32 %t_c2965, %cpg
  %el2967 = add i32 %t_e2966, %cin2953
  %off2969 = shl i32 %el2967, 2
  %old.645 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2951, ptr addrspace(8) %rws91, i32 %off2969, i32 0, i32 20)
  br label %if.end.113
if.end.113:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2972 = add i32 %e_lane2474, 0
  %v2973 = extractelement <8 x float> %acc1568, i32 0
  %gep.646 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2972
  store float %v2973, ptr addrspace(3) %gep.646, align 4
  %e_addr2975 = add i32 %e_lane2474, 64
  %v2976 = extractelement <8 x float> %acc1568, i32 1
  %gep.647 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2975
  store float %v2976, ptr addrspace(3) %gep.647, align 4
  %e_addr2978 = add i32 %e_lane2474, 128
  %v2979 = extractelement <8 x float> %acc1568, i32 2
  %gep.648 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2978
  store float %v2979, ptr addrspace(3) %gep.648, align 4
  %e_addr2981 = add i32 %e_lane2474, 192
  %v2982 = extractelement <8 x float> %acc1568, i32 3
  %gep.649 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2981
  store float %v2982, ptr addrspace(3) %gep.649, align 4
  %e_addr2984 = add i32 %e_lane2474, 256
  %v2985 = extractelement <8 x float> %acc1568, i32 4
  %gep.650 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2984
  store float %v2985, ptr addrspace(3) %gep.650, align 4
  %e_addr2987 = add i32 %e_lane2474, 320
  %v2988 = extractelement <8 x float> %acc1568, i32 5
  %gep.651 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2987
  store float %v2988, ptr addrspace(3) %gep.651, align 4
  %e_addr2990 = add i32 %e_lane2474, 384
  %v2991 = extractelement <8 x float> %acc1568, i32 6
  %gep.652 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2990
  store float %v2991, ptr addrspace(3) %gep.652, align 4
  %e_addr2993 = add i32 %e_lane2474, 448
  %v2994 = extractelement <8 x float> %acc1568, i32 7
  %gep.653 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr2993
  store float %v2994, ptr addrspace(3) %gep.653, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2996 = add i32 %tid20, 0
  %kl2998 = udiv i32 %e2996, 16
  %cl3000 = urem i32 %e2996, 16
  %la3002 = shl i32 %e2996, 2
  %gep.654 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3002
  %v3003 = load float, ptr addrspace(3) %gep.654, align 4
  %kin3004 = add i32 %k_blk74, %kl2998
  %cin3005 = add i32 %c_blk76, %cl3000
  %kok3006 = icmp ult i32 %kin3004, %kpg
  %cok3007 = icmp ult i32 %cin3005, %cpg
  %ok3008 = and i1 %kok3006, %cok3007
  br i1 %ok3008, label %if.then.114, label %if.end.114
if.then.114:
  %krow3009 = add i32 %kbase2467, %kin3004
  %kr3011 = mul i32 %krow3009, 3
  %t_r3013 = add i32 %kr3011, 0
  %t_s3015 = mul i32 %t_r3013, 3
  %t_c3017 = add i32 %t_s3015, 2
  %t_e3018 = mul i32 %t_c3017, %cpg
  %el3019 = add i32 %t_e3018, %cin3005
  %off3021 = shl i32 %el3019, 2
  %old.655 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3003, ptr addrspace(8) %rws91, i32 %off3021, i32 0, i32 20)
  br label %if.end.114
if.end.114:
  %e3024 = add i32 %tid20, 64
  %kl3026 = udiv i32 %e3024, 16
  %cl3028 = urem i32 %e3024, 16
  %la3030 = shl i32 %e3024, 2
  %gep.656 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3030
  %v3031 = load float, ptr addrspace(3) %gep.656, align 4
  %kin3032 = add i32 %k_blk74, %kl3026
  %cin3033 = add i32 %c_blk76, %cl3028
  %kok3034 = icmp ult i32 %kin3032, %kpg
  %cok3035 = icmp ult i32 %cin3033, %cpg
  %ok3036 = and i1 %kok3034, %cok3035
  br i1 %ok3036, label %if.then.115, label %if.end.115
if.then.115:
  %krow3037 = add i32 %kbase2467, %kin3032
  %kr3039 = mul i32 %krow3037, 3
  %t_r3041 = add i32 %kr3039, 0
  %t_s3043 = mul i32 %t_r3041, 3
  %t_c3045 = add i32 %t_s3043, 2
  %t_e3046 = mul i32 %t_c3045, %cpg
  %el3047 = add i32 %t_e3046, %cin3033
  %off3049 = shl i32 %el3047, 2
  %old.657 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3031, ptr addrspace(8) %rws91, i32 %off3049, i32 0, i32 20)
  br label %if.end.115
if.end.115:
  %e3052 = add i32 %tid20, 128
  %kl3054 = udiv i32 %e3052, 16
  %cl3056 = urem i32 %e3052, 16
  %la3058 = shl i32 %e3052, 2
  %gep.658 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3058
  %v3059 = load float, ptr addrspace(3) %gep.658, align 4
  %kin3060 = add i32 %k_blk74, %kl3054
  %cin3061 = add i32 %c_blk76, %cl3056
  %kok3062 = icmp ult i32 %kin3060, %kpg
  %cok3063 = icmp ult i32 %cin3061, %cpg
  %ok3064 = and i1 %kok3062, %cok3063
  br i1 %ok3064, label %if.then.116, label %if.end.116
if.then.116:
  %krow3065 = add i32 %kbase2467, %kin3060
  %kr3067 = mul i32 %krow3065, 3
  %t_r3069 = add i32 %kr3067, 0
  %t_s3071 = mul i32 %t_r3069, 3
  %t_c3073 = add i32 %t_s3071, 2
  %t_e3074 = mul i32 %t_c3073, %cpg
  %el3075 = add i32 %t_e3074, %cin3061
  %off3077 = shl i32 %el3075, 2
  %old.659 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3059, ptr addrspace(8) %rws91, i32 %off3077, i32 0, i32 20)
  br label %if.end.116
if.end.116:
  %e3080 = add i32 %tid20, 192
  %kl3082 = udiv i32 %e3080, 16
  %cl3084 = urem i32 %e3080, 16
  %la3086 = shl i32 %e3080, 2
  %gep.660 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3086
  %v3087 = load float, ptr addrspace(3) %gep.660, align 4
  %kin3088 = add i32 %k_blk74, %kl3082
  %cin3089 = add i32 %c_blk76, %cl3084
  %kok3090 = icmp ult i32 %kin3088, %kpg
  %cok3091 = icmp ult i32 %cin3089, %cpg
  %ok3092 = and i1 %kok3090, %cok3091
  br i1 %ok3092, label %if.then.117, label %if.end.117
if.then.117:
  %krow3093 = add i32 %kbase2467, %kin3088
  %kr3095 = mul i32 %krow3093, 3
  %t_r3097 = add i32 %kr3095, 0
  %t_s3099 = mul i32 %t_r3097, 3
  %t_c3101 = add i32 %t_s3099, 2
  %t_e3102 = mul i32 %t_c3101, %cpg
  %el3103 = add i32 %t_e3102, %cin3089
  %off3105 = shl i32 %el3103, 2
  %old.661 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3087, ptr addrspace(8) %rws91, i32 %off3105, i32 0, i32 20)
  br label %if.end.117
if.end.117:
  %e3108 = add i32 %tid20, 256
  %kl3110 = udiv i32 %e3108, 16
  %cl3112 = urem i32 %e3108, 16
  %la3114 = shl i32 %e3108, 2
  %gep.662 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3114
  %v3115 = load float, ptr addrspace(3) %gep.662, align 4
  %kin3116 = add i32 %k_blk74, %kl3110
  %cin3117 = add i32 %c_blk76, %cl3112
  %kok3118 = icmp ult i32 %kin3116, %kpg
  %cok3119 = icmp ult i32 %cin3117, %cpg
  %ok3120 = and i1 %kok3118, %cok3119
  br i1 %ok3120, label %if.then.118, label %if.end.118
if.then.118:
  %krow3121 = add i32 %kbase2467, %kin3116
  %kr3123 = mul i32 %krow3121, 3
  %t_r3125 = add i32 %kr3123, 0
  %t_s3127 = mul i32 %t_r3125, 3
  %t_c3129 = add i32 %t_s3127, 2
  %t_e3130 = mul i32 %t_c3129, %cpg
  %el3131 = add i32 %t_e3130, %cin3117
  %off3133 = shl i32 %el3131, 2
  %old.663 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3115, ptr addrspace(8) %rws91, i32 %off3133, i32 0, i32 20)
  br label %if.end.118
if.end.118:
  %e3136 = add i32 %tid20, 320
  %kl3138 = udiv i32 %e3136, 16
  %cl3140 = urem i32 %e3136, 16
  %la3142 = shl i32 %e3136, 2
  %gep.664 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3142
  %v3143 = load float, ptr addrspace(3) %gep.664, align 4
  %kin3144 = add i32 %k_blk74, %kl3138
  %cin3145 = add i32 %c_blk76, %cl3140
  %kok3146 = icmp ult i32 %kin3144, %kpg
  %cok3147 = icmp ult i32 %cin3145, %cpg
  %ok3148 = and i1 %kok3146, %cok3147
  br i1 %ok3148, label %if.then.119, label %if.end.119
if.then.119:
  %krow3149 = add i32 %kbase2467, %kin3144
  %kr3151 = mul i32 %krow3149, 3
  %t_r3153 = add i32 %kr3151, 0
  %t_s3155 = mul i32 %t_r3153, 3
  %t_c3157 = add i32 %t_s3155, 2
  %t_e3158 = mul i32 %t_c3157, %cpg
  %el3159 = add i32 %t_e3158, %cin3145
  %off3161 = shl i32 %el3159, 2
  %old.665 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3143, ptr addrspace(8) %rws91, i32 %off3161, i32 0, i32 20)
  br label %if.end.119
if.end.119:
  %e3164 = add i32 %tid20, 384
  %kl3166 = udiv i32 %e3164, 16
  %cl3168 = urem i32 %e3164, 16
  %la3170 = shl i32 %e3164, 2
  %gep.666 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3170
  %v3171 = load float, ptr addrspace(3) %gep.666, align 4
  %kin3172 = add i32 %k_blk74, %kl3166
  %cin3173 = add i32 %c_blk76, %cl3168
  %kok3174 = icmp ult i32 %kin3172, %kpg
  %cok3175 = icmp ult i32 %cin3173, %cpg
  %ok3176 = and i1 %kok3174, %cok3175
  br i1 %ok3176, label %if.then.120, label %if.end.120
if.then.120:
  %krow3177 = add i32 %kbase2467, %kin3172
  %kr3179 = mul i32 %krow3177, 3
  %t_r3181 = add i32 %kr3179, 0
  %t_s3183 = mul i32 %t_r3181, 3
  %t_c3185 = add i32 %t_s3183, 2
  %t_e3186 = mul i32 %t_c3185, %cpg
  %el3187 = add i32 %t_e3186, %cin3173
  %off3189 = shl i32 %el3187, 2
  %old.667 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3171, ptr addrspace(8) %rws91, i32 %off3189, i32 0, i32 20)
  br label %if.end.120
if.end.120:
  %e3192 = add i32 %tid20, 448
  %kl3194 = udiv i32 %e3192, 16
  %cl3196 = urem i32 %e3192, 16
  %la3198 = shl i32 %e3192, 2
  %gep.668 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3198
  %v3199 = load float, ptr addrspace(3) %gep.668, align 4
  %kin3200 = add i32 %k_blk74, %kl3194
  %cin3201 = add i32 %c_blk76, %cl3196
  %kok3202 = icmp ult i32 %kin3200, %kpg
  %cok3203 = icmp ult i32 %cin3201, %cpg
  %ok3204 = and i1 %kok3202, %cok3203
  br i1 %ok3204, label %if.then.121, label %if.end.121
if.then.121:
  %krow3205 = add i32 %kbase2467, %kin3200
  %kr3207 = mul i32 %krow3205, 3
  %t_r3209 = add i32 %kr3207, 0
  %t_s3211 = mul i32 %t_r3209, 3
  %t_c3213 = add i32 %t_s3211, 2
  %t_e3214 = mul i32 %t_c3213, %cpg
  %el3215 = add i32 %t_e3214, %cin3201
  %off3217 = shl i32 %el3215, 2
  %old.669 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3199, ptr addrspace(8) %rws91, i32 %off3217, i32 0, i32 20)
  br label %if.end.121
if.end.121:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3220 = add i32 %e_lane2474, 0
  %v3221 = extractelement <8 x float> %acc1569, i32 0
  %gep.670 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3220
  store float %v3221, ptr addrspace(3) %gep.670, align 4
  %e_addr3223 = add i32 %e_lane2474, 64
  %v3224 = extractelement <8 x float> %acc1569, i32 1
  %gep.671 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3223
  store float %v3224, ptr addrspace(3) %gep.671, align 4
  %e_addr3226 = add i32 %e_lane2474, 128
  %v3227 = extractelement <8 x float> %acc1569, i32 2
  %gep.672 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3226
  store float %v3227, ptr addrspace(3) %gep.672, align 4
  %e_addr3229 = add i32 %e_lane2474, 192
  %v3230 = extractelement <8 x float> %acc1569, i32 3
  %gep.673 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3229
  store float %v3230, ptr addrspace(3) %gep.673, align 4
  %e_addr3232 = add i32 %e_lane2474, 256
  %v3233 = extractelement <8 x float> %acc1569, i32 4
  %gep.674 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3232
  store float %v3233, ptr addrspace(3) %gep.674, align 4
  %e_addr3235 = add i32 %e_lane2474, 320
  %v3236 = extractelement <8 x float> %acc1569, i32 5
  %gep.675 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3235
  store float %v3236, ptr addrspace(3) %gep.675, align 4
  %e_addr3238 = add i32 %e_lane2474, 384
  %v3239 = extractelement <8 x float> %acc1569, i32 6
  %gep.676 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3238
  store float %v3239, ptr addrspace(3) %gep.676, align 4
  %e_addr3241 = add i32 %e_lane2474, 448
  %v3242 = extractelement <8 x float> %acc1569, i32 7
  %gep.677 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3241
  store float %v3242, ptr addrspace(3) %gep.677, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3244 = add i32 %tid20, 0
  %kl3246 = udiv i32 %e3244, 16
  %cl3248 = urem i32 %e3244, 16
  %la3250 = shl i32 %e3244, 2
  %gep.678 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3250
  %v3251 = load float, ptr addrspace(3) %gep.678, align 4
  %kin3252 = add i32 %k_blk74, %kl3246
  %cin3253 = add i32 %c_blk76, %cl3248
  %kok3254 = icmp ult i32 %kin3252, %kpg
  %cok3255 = icmp ult i32 %cin3253, %cpg
  %ok3256 = and i1 %kok3254, %cok3255
  br i1 %ok3256, label %if.then.122, label %if.end.122
if.then.122:
  %krow3257 = add i32 %kbase2467, %kin3252
  %kr3259 = mul i32 %krow3257, 3
  %t_r3261 = add i32 %kr3259, 1
  %t_s3263 = mul i32 %t_r3261, 3
  %t_c3265 = add i32 %t_s3263, 0
  %t_e3266 = mul i32 %t_c3265, %cpg
  %el3267 = add i32 %t_e3266, %cin3253
  %off3269 = shl i32 %el3267, 2
  %old.679 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3251, ptr addrspace(8) %rws91, i32 %off3269, i32 0, i32 20)
  br label %if.end.122
if.end.122:
  %e3272 = add i32 %tid20, 64
  %kl3274 = udiv i32 %e3272, 16
  %cl3276 = urem i32 %e3272, 16
  %la3278 = shl i32 %e3272, 2
  %gep.680 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3278
  %v3279 = load float, ptr addrspace(3) %gep.680, align 4
  %kin3280 = add i32 %k_blk74, %kl3274
  %cin3281 = add i32 %c_blk76, %cl3276
  %kok3282 = icmp ult i32 %kin3280, %kpg
  %cok3283 = icmp ult i32 %cin3281, %cpg
  %ok3284 = and i1 %kok3282, %cok3283
  br i1 %ok3284, label %if.then.123, label %if.end.123
if.then.123:
  %krow3285 = add i32 %kbase2467, %kin3280
  %kr3287 = mul i32 %krow3285, 3
  %t_r3289 = add i32 %kr3287, 1
  %t_s3291 = mul i32 %t_r3289, 3
  %t_c3293 = add i32 %t_s3291, 0
  %t_e3294 = mul i32 %t_c3293, %cpg
  %el3295 = add i32 %t_e3294, %cin3281
  %off3297 = shl i32 %el3295, 2
  %old.681 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3279, ptr addrspace(8) %rws91, i32 %off3297, i32 0, i32 20)
  br label %if.end.123
if.end.123:
  %e3300 = add i32 %tid20, 128
  %kl3302 = udiv i32 %e3300, 16
  %cl3304 = urem i32 %e3300, 16
  %la3306 = shl i32 %e3300, 2
  %gep.682 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3306
  %v3307 = load float, ptr addrspace(3) %gep.682, align 4
  %kin3308 = add i32 %k_blk74, %kl3302
  %cin3309 = add i32 %c_blk76, %cl3304
  %kok3310 = icmp ult i32 %kin3308, %kpg
  %cok3311 = icmp ult i32 %cin3309, %cpg
  %ok3312 = and i1 %kok3310, %cok3311
  br i1 %ok3312, label %if.then.124, label %if.end.124
if.then.124:
  %krow3313 = add i32 %kbase2467, %kin3308
  %kr3315 = mul i32 %krow3313, 3
  %t_r3317 = add i32 %kr3315, 1
  %t_s3319 = mul i32 %t_r3317, 3
  %t_c3321 = add i32 %t_s3319, 0
  %t_e3322 = mul i32 %t_c3321, %cpg
  %el3323 = add i32 %t_e3322, %cin3309
  %off3325 = shl i32 %el3323, 2
  %old.683 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3307, ptr addrspace(8) %rws91, i32 %off3325, i32 0, i32 20)
  br label %if.end.124
if.end.124:
  %e3328 = add i32 %tid20, 192
  %kl3330 = udiv i32 %e3328, 16
  %cl3332 = urem i32 %e3328, 16
  %la3334 = shl i32 %e3328, 2
  %gep.684 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3334
  %v3335 = load float, ptr addrspace(3) %gep.684, align 4
  %kin3336 = add i32 %k_blk74, %kl3330
  %cin3337 = add i32 %c_blk76, %cl3332
  %kok3338 = icmp ult i32 %kin3336, %kpg
  %cok3339 = icmp ult i32 %cin3337, %cpg
  %ok3340 = and i1 %kok3338, %cok3339
  br i1 %ok3340, label %if.then.125, label %if.end.125
if.then.125:
  %krow3341 = add i32 %kbase2467, %kin3336
  %kr3343 = mul i32 %krow3341, 3
  %t_r3345 = add i32 %kr3343, 1
  %t_s3347 = mul i32 %t_r3345, 3
  %t_c3349 = add i32 %t_s3347, 0
  %t_e3350 = mul i32 %t_c3349, %cpg
  %el3351 = add i32 %t_e3350, %cin3337
  %off3353 = shl i32 %el3351, 2
  %old.685 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3335, ptr addrspace(8) %rws91, i32 %off3353, i32 0, i32 20)
  br label %if.end.125
if.end.125:
  %e3356 = add i32 %tid20, 256
  %kl3358 = udiv i32 %e3356, 16
  %cl3360 = urem i32 %e3356, 16
  %la3362 = shl i32 %e3356, 2
  %gep.686 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3362
  %v3363 = load float, ptr addrspace(3) %gep.686, align 4
  %kin3364 = add i32 %k_blk74, %kl3358
  %cin3365 = add i32 %c_blk76, %cl3360
  %kok3366 = icmp ult i32 %kin3364, %kpg
  %cok3367 = icmp ult i32 %cin3365, %cpg
  %ok3368 = and i1 %kok3366, %cok3367
  br i1 %ok3368, label %if.then.126, label %if.end.126
if.then.126:
  %krow3369 = add i32 %kbase2467, %kin3364
  %kr3371 = mul i32 %krow3369, 3
  %t_r3373 = add i32 %kr3371, 1
  %t_s3375 = mul i32 %t_r3373, 3
  %t_c3377 = add i32 %t_s3375, 0
  %t_e3378 = mul i32 %t_c3377, %cpg
  %el3379 = add i32 %t_e3378, %cin3365
  %off3381 = shl i32 %el3379, 2
  %old.687 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3363, ptr addrspace(8) %rws91, i32 %off3381, i32 0, i32 20)
  br label %if.end.126
if.end.126:
  %e3384 = add i32 %tid20, 320
  %kl3386 = udiv i32 %e3384, 16
  %cl3388 = urem i32 %e3384, 16
  %la3390 = shl i32 %e3384, 2
  %gep.688 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3390
  %v3391 = load float, ptr addrspace(3) %gep.688, align 4
  %kin3392 = add i32 %k_blk74, %kl3386
  %cin3393 = add i32 %c_blk76, %cl3388
  %kok3394 = icmp ult i32 %kin3392, %kpg
  %cok3395 = icmp ult i32 %cin3393, %cpg
  %ok3396 = and i1 %kok3394, %cok3395
  br i1 %ok3396, label %if.then.127, label %if.end.127
if.then.127:
  %krow3397 = add i32 %kbase2467, %kin3392
  %kr3399 = mul i32 %krow3397, 3
  %t_r3401 = add i32 %kr3399, 1
  %t_s3403 = mul i32 %t_r3401, 3
  %t_c3405 = add i32 %t_s3403, 0
  %t_e3406 = mul i32 %t_c3405, %cpg
  %el3407 = add i32 %t_e3406, %cin3393
  %off3409 = shl i32 %el3407, 2
  %old.689 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3391, ptr addrspace(8) %rws91, i32 %off3409, i32 0, i32 20)
  br label %if.end.127
if.end.127:
  %e3412 = add i32 %tid20, 384
  %kl3414 = udiv i32 %e3412, 16
  %cl3416 = urem i32 %e3412, 16
  %la3418 = shl i32 %e3412, 2
  %gep.690 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3418
  %v3419 = load float, ptr addrspace(3) %gep.690, align 4
  %kin3420 = add i32 %k_blk74, %kl3414
  %cin3421 = add i32 %c_blk76, %cl3416
  %kok3422 = icmp ult i32 %kin3420, %kpg
  %cok3423 = icmp ult i32 %cin3421, %cpg
  %ok3424 = and i1 %kok3422, %cok3423
  br i1 %ok3424, label %if.then.128, label %if.end.128
if.then.128:
  %krow3425 = add i32 %kbase2467, %kin3420
  %kr3427 = mul i32 %krow3425, 3
  %t_r3429 = add i32 %kr3427, 1
  %t_s3431 = mul i32 %t_r3429, 3
  %t_c3433 = add i32 %t_s3431, 0
  %t_e3434 = mul i32 %t_c3433, %cpg
  %el3435 = add i32 %t_e3434, %cin3421
  %off3437 = shl i32 %el3435, 2
  %old.691 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3419, ptr addrspace(8) %rws91, i32 %off3437, i32 0, i32 20)
  br label %if.end.128
if.end.128:
  %e3440 = add i32 %tid20, 448
  %kl3442 = udiv i32 %e3440, 16
  %cl3444 = urem i32 %e3440, 16
  %la3446 = shl i32 %e3440, 2
  %gep.692 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3446
  %v3447 = load float, ptr addrspace(3) %gep.692, align 4
  %kin3448 = add i32 %k_blk74, %kl3442
  %cin3449 = add i32 %c_blk76, %cl3444
  %kok3450 = icmp ult i32 %kin3448, %kpg
  %cok3451 = icmp ult i32 %cin3449, %cpg
  %ok3452 = and i1 %kok3450, %cok3451
  br i1 %ok3452, label %if.then.129, label %if.end.129
if.then.129:
  %krow3453 = add i32 %kbase2467, %kin3448
  %kr3455 = mul i32 %krow3453, 3
  %t_r3457 = add i32 %kr3455, 1
  %t_s3459 = mul i32 %t_r3457, 3
  %t_c3461 = add i32 %t_s3459, 0
  %t_e3462 = mul i32 %t_c3461, %cpg
  %el3463 = add i32 %t_e3462, %cin3449
  %off3465 = shl i32 %el3463, 2
  %old.693 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3447, ptr addrspace(8) %rws91, i32 %off3465, i32 0, i32 20)
  br label %if.end.129
if.end.129:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3468 = add i32 %e_lane2474, 0
  %v3469 = extractelement <8 x float> %acc1570, i32 0
  %gep.694 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3468
  store float %v3469, ptr addrspace(3) %gep.694, align 4
  %e_addr3471 = add i32 %e_lane2474, 64
  %v3472 = extractelement <8 x float> %acc1570, i32 1
  %gep.695 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3471
  store float %v3472, ptr addrspace(3) %gep.695, align 4
  %e_addr3474 = add i32 %e_lane2474, 128
  %v3475 = extractelement <8 x float> %acc1570, i32 2
  %gep.696 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3474
  store float %v3475, ptr addrspace(3) %gep.696, align 4
  %e_addr3477 = add i32 %e_lane2474, 192
  %v3478 = extractelement <8 x float> %acc1570, i32 3
  %gep.697 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3477
  store float %v3478, ptr addrspace(3) %gep.697, align 4
  %e_addr3480 = add i32 %e_lane2474, 256
  %v3481 = extractelement <8 x float> %acc1570, i32 4
  %gep.698 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3480
  store float %v3481, ptr addrspace(3) %gep.698, align 4
  %e_addr3483 = add i32 %e_lane2474, 320
  %v3484 = extractelement <8 x float> %acc1570, i32 5
  %gep.699 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3483
  store float %v3484, ptr addrspace(3) %gep.699, align 4
  %e_addr3486 = add i32 %e_lane2474, 384
  %v3487 = extractelement <8 x float> %acc1570, i32 6
  %gep.700 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3486
  store float %v3487, ptr addrspace(3) %gep.700, align 4
  %e_addr3489 = add i32 %e_lane2474, 448
  %v3490 = extractelement <8 x float> %acc1570, i32 7
  %gep.701 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3489
  store float %v3490, ptr addrspace(3) %gep.701, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3492 = add i32 %tid20, 0
  %kl3494 = udiv i32 %e3492, 16
  %cl3496 = urem i32 %e3492, 16
  %la3498 = shl i32 %e3492, 2
  %gep.702 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3498
  %v3499 = load float, ptr addrspace(3) %gep.702, align 4
  %kin3500 = add i32 %k_blk74, %kl3494
  %cin3501 = add i32 %c_blk76, %cl3496
  %kok3502 = icmp ult i32 %kin3500, %kpg
  %cok3503 = icmp ult i32 %cin3501, %cpg
  %ok3504 = and i1 %kok3502, %cok3503
  br i1 %ok3504, label %if.then.130, label %if.end.130
if.then.130:
  %krow3505 = add i32 %kbase2467, %kin3500
  %kr3507 = mul i32 %krow3505, 3
  %t_r3509 = add i32 %kr3507, 1
  %t_s3511 = mul i32 %t_r3509, 3
  %t_c3513 = add i32 %t_s3511, 1
  %t_e3514 = mul i32 %t_c3513, %cpg
  %el3515 = add i32 %t_e3514, %cin3501
  %off3517 = shl i32 %el3515, 2
  %old.703 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3499, ptr addrspace(8) %rws91, i32 %off3517, i32 0, i32 20)
  br label %if.end.130
if.end.130:
  %e3520 = add i32 %tid20, 64
  %kl3522 = udiv i32 %e3520, 16
  %cl3524 = urem i32 %e3520, 16
  %la3526 = shl i32 %e3520, 2
  %gep.704 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3526
  %v3527 = load float, ptr addrspace(3) %gep.704, align 4
  %kin3528 = add i32 %k_blk74, %kl3522
  %cin3529 = add i32 %c_blk76, %cl3524
  %kok3530 = icmp ult i32 %kin3528, %kpg
  %cok3531 = icmp ult i32 %cin3529, %cpg
  %ok3532 = and i1 %kok3530, %cok3531
  br i1 %ok3532, label %if.then.131, label %if.end.131
if.then.131:
  %krow3533 = add i32 %kbase2467, %kin3528
  %kr3535 = mul i32 %krow3533, 3
  %t_r3537 = add i32 %kr3535, 1
  %t_s3539 = mul i32 %t_r3537, 3
  %t_c3541 = add i32 %t_s3539, 1
  %t_e3542 = mul i32 %t_c3541, %cpg
  %el3543 = add i32 %t_e3542, %cin3529
  %off3545 = shl i32 %el3543, 2
  %old.705 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3527, ptr addrspace(8) %rws91, i32 %off3545, i32 0, i32 20)
  br label %if.end.131
if.end.131:
  %e3548 = add i32 %tid20, 128
  %kl3550 = udiv i32 %e3548, 16
  %cl3552 = urem i32 %e3548, 16
  %la3554 = shl i32 %e3548, 2
  %gep.706 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3554
  %v3555 = load float, ptr addrspace(3) %gep.706, align 4
  %kin3556 = add i32 %k_blk74, %kl3550
  %cin3557 = add i32 %c_blk76, %cl3552
  %kok3558 = icmp ult i32 %kin3556, %kpg
  %cok3559 = icmp ult i32 %cin3557, %cpg
  %ok3560 = and i1 %kok3558, %cok3559
  br i1 %ok3560, label %if.then.132, label %if.end.132
if.then.132:
  %krow3561 = add i32 %kbase2467, %kin3556
  %kr3563 = mul i32 %krow3561, 3
  %t_r3565 = add i32 %kr3563, 1
  %t_s3567 = mul i32 %t_r3565, 3
  %t_c3569 = add i32 %t_s3567, 1
  %t_e3570 = mul i32 %t_c3569, %cpg
  %el3571 = add i32 %t_e3570, %cin3557
  %off3573 = shl i32 %el3571, 2
  %old.707 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3555, ptr addrspace(8) %rws91, i32 %off3573, i32 0, i32 20)
  br label %if.end.132
if.end.132:
  %e3576 = add i32 %tid20, 192
  %kl3578 = udiv i32 %e3576, 16
  %cl3580 = urem i32 %e3576, 16
  %la3582 = shl i32 %e3576, 2
  %gep.708 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3582
  %v3583 = load float, ptr addrspace(3) %gep.708, align 4
  %kin3584 = add i32 %k_blk74, %kl3578
  %cin3585 = add i32 %c_blk76, %cl3580
  %kok3586 = icmp ult i32 %kin3584, %kpg
  %cok3587 = icmp ult i32 %cin3585, %cpg
  %ok3588 = and i1 %kok3586, %cok3587
  br i1 %ok3588, label %if.then.133, label %if.end.133
if.then.133:
  %krow3589 = add i32 %kbase2467, %kin3584
  %kr3591 = mul i32 %krow3589, 3
  %t_r3593 = add i32 %kr3591, 1
  %t_s3595 = mul i32 %t_r3593, 3
  %t_c3597 = add i32 %t_s3595, 1
  %t_e3598 = mul i32 %t_c3597, %cpg
  %el3599 = add i32 %t_e3598, %cin3585
  %off3601 = shl i32 %el3599, 2
  %old.709 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3583, ptr addrspace(8) %rws91, i32 %off3601, i32 0, i32 20)
  br label %if.end.133
if.end.133:
  %e3604 = add i32 %tid20, 256
  %kl3606 = udiv i32 %e3604, 16
  %cl3608 = urem i32 %e3604, 16
  %la3610 = shl i32 %e3604, 2
  %gep.710 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3610
  %v3611 = load float, ptr addrspace(3) %gep.710, align 4
  %kin3612 = add i32 %k_blk74, %kl3606
  %cin3613 = add i32 %c_blk76, %cl3608
  %kok3614 = icmp ult i32 %kin3612, %kpg
  %cok3615 = icmp ult i32 %cin3613, %cpg
  %ok3616 = and i1 %kok3614, %cok3615
  br i1 %ok3616, label %if.then.134, label %if.end.134
if.then.134:
  %krow3617 = add i32 %kbase2467, %kin3612
  %kr3619 = mul i32 %krow3617, 3
  %t_r3621 = add i32 %kr3619, 1
  %t_s3623 = mul i32 %t_r3621, 3
  %t_c3625 = add i32 %t_s3623, 1
  %t_e3626 = mul i32 %t_c3625, %cpg
  %el3627 = add i32 %t_e3626, %cin3613
  %off3629 = shl i32 %el3627, 2
  %old.711 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3611, ptr addrspace(8) %rws91, i32 %off3629, i32 0, i32 20)
  br label %if.end.134
if.end.134:
  %e3632 = add i32 %tid20, 320
  %kl3634 = udiv i32 %e3632, 16
  %cl3636 = urem i32 %e3632, 16
  %la3638 = shl i32 %e3632, 2
  %gep.712 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3638
  %v3639 = load float, ptr addrspace(3) %gep.712, align 4
  %kin3640 = add i32 %k_blk74, %kl3634
  %cin3641 = add i32 %c_blk76, %cl3636
  %kok3642 = icmp ult i32 %kin3640, %kpg
  %cok3643 = icmp ult i32 %cin3641, %cpg
  %ok3644 = and i1 %kok3642, %cok3643
  br i1 %ok3644, label %if.then.135, label %if.end.135
if.then.135:
  %krow3645 = add i32 %kbase2467, %kin3640
  %kr3647 = mul i32 %krow3645, 3
  %t_r3649 = add i32 %kr3647, 1
  %t_s3651 = mul i32 %t_r3649, 3
  %t_c3653 = add i32 %t_s3651, 1
  %t_e3654 = mul i32 %t_c3653, %cpg
  %el3655 = add i32 %t_e3654, %cin3641
  %off3657 = shl i32 %el3655, 2
  %old.713 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3639, ptr addrspace(8) %rws91, i32 %off3657, i32 0, i32 20)
  br label %if.end.135
if.end.135:
  %e3660 = add i32 %tid20, 384
  %kl3662 = udiv i32 %e3660, 16
  %cl3664 = urem i32 %e3660, 16
  %la3666 = shl i32 %e3660, 2
  %gep.714 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3666
  %v3667 = load float, ptr addrspace(3) %gep.714, align 4
  %kin3668 = add i32 %k_blk74, %kl3662
  %cin3669 = add i32 %c_blk76, %cl3664
  %kok3670 = icmp ult i32 %kin3668, %kpg
  %cok3671 = icmp ult i32 %cin3669, %cpg
  %ok3672 = and i1 %kok3670, %cok3671
  br i1 %ok3672, label %if.then.136, label %if.end.136
if.then.136:
  %krow3673 = add i32 %kbase2467, %kin3668
  %kr3675 = mul i32 %krow3673, 3
  %t_r3677 = add i32 %kr3675, 1
  %t_s3679 = mul i32 %t_r3677, 3
  %t_c3681 = add i32 %t_s3679, 1
  %t_e3682 = mul i32 %t_c3681, %cpg
  %el3683 = add i32 %t_e3682, %cin3669
  %off3685 = shl i32 %el3683, 2
  %old.715 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3667, ptr addrspace(8) %rws91, i32 %off3685, i32 0, i32 20)
  br label %if.end.136
if.end.136:
  %e3688 = add i32 %tid20, 448
  %kl3690 = udiv i32 %e3688, 16
  %cl3692 = urem i32 %e3688, 16
  %la3694 = shl i32 %e3688, 2
  %gep.716 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3694
  %v3695 = load float, ptr addrspace(3) %gep.716, align 4
  %kin3696 = add i32 %k_blk74, %kl3690
  %cin3697 = add i32 %c_blk76, %cl3692
  %kok3698 = icmp ult i32 %kin3696, %kpg
  %cok3699 = icmp ult i32 %cin3697, %cpg
  %ok3700 = and i1 %kok3698, %cok3699
  br i1 %ok3700, label %if.then.137, label %if.end.137
if.then.137:
  %krow3701 = add i32 %kbase2467, %kin3696
  %kr3703 = mul i32 %krow3701, 3
  %t_r3705 = add i32 %kr3703, 1
  %t_s3707 = mul i32 %t_r3705, 3
  %t_c3709 = add i32 %t_s3707, 1
  %t_e3710 = mul i32 %t_c3709, %cpg
  %el3711 = add i32 %t_e3710, %cin3697
  %off3713 = shl i32 %el3711, 2
  %old.717 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3695, ptr addrspace(8) %rws91, i32 %off3713, i32 0, i32 20)
  br label %if.end.137
if.end.137:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3716 = add i32 %e_lane2474, 0
  %v3717 = extractelement <8 x float> %acc1571, i32 0
  %gep.718 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3716
  store float %v3717, ptr addrspace(3) %gep.718, align 4
  %e_addr3719 = add i32 %e_lane2474, 64
  %v3720 = extractelement <8 x float> %acc1571, i32 1
  %gep.719 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3719
  store float %v3720, ptr addrspace(3) %gep.719, align 4
  %e_addr3722 = add i32 %e_lane2474, 128
  %v3723 = extractelement <8 x float> %acc1571, i32 2
  %gep.720 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3722
  store float %v3723, ptr addrspace(3) %gep.720, align 4
  %e_addr3725 = add i32 %e_lane2474, 192
  %v3726 = extractelement <8 x float> %acc1571, i32 3
  %gep.721 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3725
  store float %v3726, ptr addrspace(3) %gep.721, align 4
  %e_addr3728 = add i32 %e_lane2474, 256
  %v3729 = extractelement <8 x float> %acc1571, i32 4
  %gep.722 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3728
  store float %v3729, ptr addrspace(3) %gep.722, align 4
  %e_addr3731 = add i32 %e_lane2474, 320
  %v3732 = extractelement <8 x float> %acc1571, i32 5
  %gep.723 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3731
  store float %v3732, ptr addrspace(3) %gep.723, align 4
  %e_addr3734 = add i32 %e_lane2474, 384
  %v3735 = extractelement <8 x float> %acc1571, i32 6
  %gep.724 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3734
  store float %v3735, ptr addrspace(3) %gep.724, align 4
  %e_addr3737 = add i32 %e_lane2474, 448
  %v3738 = extractelement <8 x float> %acc1571, i32 7
  %gep.725 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3737
  store float %v3738, ptr addrspace(3) %gep.725, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3740 = add i32 %tid20, 0
  %kl3742 = udiv i32 %e3740, 16
  %cl3744 = urem i32 %e3740, 16
  %la3746 = shl i32 %e3740, 2
  %gep.726 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3746
  %v3747 = load float, ptr addrspace(3) %gep.726, align 4
  %kin3748 = add i32 %k_blk74, %kl3742
  %cin3749 = add i32 %c_blk76, %cl3744
  %kok3750 = icmp ult i32 %kin3748, %kpg
  %cok3751 = icmp ult i32 %cin3749, %cpg
  %ok3752 = and i1 %kok3750, %cok3751
  br i1 %ok3752, label %if.then.138, label %if.end.138
if.then.138:
  %krow3753 = add i32 %kbase2467, %kin3748
  %kr3755 = mul i32 %krow3753, 3
  %t_r3757 = add i32 %kr3755, 1
  %t_s3759 = mul i32 %t_r3757, 3
  %t_c3761 = add i32 %t_s3759, 2
  %t_e3762 = mul i32 %t_c3761, %cpg
  %el3763 = add i32 %t_e3762, %cin3749
  %off3765 = shl i32 %el3763, 2
  %old.727 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3747, ptr addrspace(8) %rws91, i32 %off3765, i32 0, i32 20)
  br label %if.end.138
if.end.138:
  %e3768 = add i32 %tid20, 64
  %kl3770 = udiv i32 %e3768, 16
  %cl3772 = urem i32 %e3768, 16
  %la3774 = shl i32 %e3768, 2
  %gep.728 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3774
  %v3775 = load float, ptr addrspace(3) %gep.728, align 4
  %kin3776 = add i32 %k_blk74, %kl3770
  %cin3777 = add i32 %c_blk76, %cl3772
  %kok3778 = icmp ult i32 %kin3776, %kpg
  %cok3779 = icmp ult i32 %cin3777, %cpg
  %ok3780 = and i1 %kok3778, %cok3779
  br i1 %ok3780, label %if.then.139, label %if.end.139
if.then.139:
  %krow3781 = add i32 %kbase2467, %kin3776
  %kr3783 = mul i32 %krow3781, 3
  %t_r3785 = add i32 %kr3783, 1
  %t_s3787 = mul i32 %t_r3785, 3
  %t_c3789 = add i32 %t_s3787, 2
  %t_e3790 = mul i32 %t_c3789, %cpg
  %el3791 = add i32 %t_e3790, %cin3777
  %off3793 = shl i32 %el3791, 2
  %old.729 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3775, ptr addrspace(8) %rws91, i32 %off3793, i32 0, i32 20)
  br label %if.end.139
if.end.139:
  %e3796 = add i32 %tid20, 128
  %kl3798 = udiv i32 %e3796, 16
  %cl3800 = urem i32 %e3796, 16
  %la3802 = shl i32 %e3796, 2
  %gep.730 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3802
  %v3803 = load float, ptr addrspace(3) %gep.730, align 4
  %kin3804 = add i32 %k_blk74, %kl3798
  %cin3805 = add i32 %c_blk76, %cl3800
  %kok3806 = icmp ult i32 %kin3804, %kpg
  %cok3807 = icmp ult i32 %cin3805, %cpg
  %ok3808 = and i1 %kok3806, %cok3807
  br i1 %ok3808, label %if.then.140, label %if.end.140
if.then.140:
  %krow3809 = add i32 %kbase2467, %kin3804
  %kr3811 = mul i32 %krow3809, 3
  %t_r3813 = add i32 %kr3811, 1
  %t_s3815 = mul i32 %t_r3813, 3
  %t_c3817 = add i32 %t_s3815, 2
  %t_e3818 = mul i32 %t_c3817, %cpg
  %el3819 = add i32 %t_e3818, %cin3805
  %off3821 = shl i32 %el3819, 2
  %old.731 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3803, ptr addrspace(8) %rws91, i32 %off3821, i32 0, i32 20)
  br label %if.end.140
if.end.140:
  %e3824 = add i32 %tid20, 192
  %kl3826 = udiv i32 %e3824, 16
  %cl3828 = urem i32 %e3824, 16
  %la3830 = shl i32 %e3824, 2
  %gep.732 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3830
  %v3831 = load float, ptr addrspace(3) %gep.732, align 4
  %kin3832 = add i32 %k_blk74, %kl3826
  %cin3833 = add i32 %c_blk76, %cl3828
  %kok3834 = icmp ult i32 %kin3832, %kpg
  %cok3835 = icmp ult i32 %cin3833, %cpg
  %ok3836 = and i1 %kok3834, %cok3835
  br i1 %ok3836, label %if.then.141, label %if.end.141
if.then.141:
  %krow3837 = add i32 %kbase2467, %kin3832
  %kr3839 = mul i32 %krow3837, 3
  %t_r3841 = add i32 %kr3839, 1
  %t_s3843 = mul i32 %t_r3841, 3
  %t_c3845 = add i32 %t_s3843, 2
  %t_e3846 = mul i32 %t_c3845, %cpg
  %el3847 = add i32 %t_e3846, %cin3833
  %off3849 = shl i32 %el3847, 2
  %old.733 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3831, ptr addrspace(8) %rws91, i32 %off3849, i32 0, i32 20)
  br label %if.end.141
if.end.141:
  %e3852 = add i32 %tid20, 256
  %kl3854 = udiv i32 %e3852, 16
  %cl3856 = urem i32 %e3852, 16
  %la3858 = shl i32 %e3852, 2
  %gep.734 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3858
  %v3859 = load float, ptr addrspace(3) %gep.734, align 4
  %kin3860 = add i32 %k_blk74, %kl3854
  %cin3861 = add i32 %c_blk76, %cl3856
  %kok3862 = icmp ult i32 %kin3860, %kpg
  %cok3863 = icmp ult i32 %cin3861, %cpg
  %ok3864 = and i1 %kok3862, %cok3863
  br i1 %ok3864, label %if.then.142, label %if.end.142
if.then.142:
  %krow3865 = add i32 %kbase2467, %kin3860
  %kr3867 = mul i32 %krow3865, 3
  %t_r3869 = add i32 %kr3867, 1
  %t_s3871 = mul i32 %t_r3869, 3
  %t_c3873 = add i32 %t_s3871, 2
  %t_e3874 = mul i32 %t_c3873, %cpg
  %el3875 = add i32 %t_e3874, %cin3861
  %off3877 = shl i32 %el3875, 2
  %old.735 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3859, ptr addrspace(8) %rws91, i32 %off3877, i32 0, i32 20)
  br label %if.end.142
if.end.142:
  %e3880 = add i32 %tid20, 320
  %kl3882 = udiv i32 %e3880, 16
  %cl3884 = urem i32 %e3880, 16
  %la3886 = shl i32 %e3880, 2
  %gep.736 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3886
  %v3887 = load float, ptr addrspace(3) %gep.736, align 4
  %kin3888 = add i32 %k_blk74, %kl3882
  %cin3889 = add i32 %c_blk76, %cl3884
  %kok3890 = icmp ult i32 %kin3888, %kpg
  %cok3891 = icmp ult i32 %cin3889, %cpg
  %ok3892 = and i1 %kok3890, %cok3891
  br i1 %ok3892, label %if.then.143, label %if.end.143
if.then.143:
  %krow3893 = add i32 %kbase2467, %kin3888
  %kr3895 = mul i32 %krow3893, 3
  %t_r3897 = add i32 %kr3895, 1
  %t_s3899 = mul i32 %t_r3897, 3
  %t_c3901 = add i32 %t_s3899, 2
  %t_e3902 = mul i32 %t_c3901, %cpg
  %el3903 = add i32 %t_e3902, %cin3889
  %off3905 = shl i32 %el3903, 2
  %old.737 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3887, ptr addrspace(8) %rws91, i32 %off3905, i32 0, i32 20)
  br label %if.end.143
if.end.143:
  %e3908 = add i32 %tid20, 384
  %kl3910 = udiv i32 %e3908, 16
  %cl3912 = urem i32 %e3908, 16
  %la3914 = shl i32 %e3908, 2
  %gep.738 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3914
  %v3915 = load float, ptr addrspace(3) %gep.738, align 4
  %kin3916 = add i32 %k_blk74, %kl3910
  %cin3917 = add i32 %c_blk76, %cl3912
  %kok3918 = icmp ult i32 %kin3916, %kpg
  %cok3919 = icmp ult i32 %cin3917, %cpg
  %ok3920 = and i1 %kok3918, %cok3919
  br i1 %ok3920, label %if.then.144, label %if.end.144
if.then.144:
  %krow3921 = add i32 %kbase2467, %kin3916
  %kr3923 = mul i32 %krow3921, 3
  %t_r3925 = add i32 %kr3923, 1
  %t_s3927 = mul i32 %t_r3925, 3
  %t_c3929 = add i32 %t_s3927, 2
  %t_e3930 = mul i32 %t_c3929, %cpg
  %el3931 = add i32 %t_e3930, %cin3917
  %off3933 = shl i32 %el3931, 2
  %old.739 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3915, ptr addrspace(8) %rws91, i32 %off3933, i32 0, i32 20)
  br label %if.end.144
if.end.144:
  %e3936 = add i32 %tid20, 448
  %kl3938 = udiv i32 %e3936, 16
  %cl3940 = urem i32 %e3936, 16
  %la3942 = shl i32 %e3936, 2
  %gep.740 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3942
  %v3943 = load float, ptr addrspace(3) %gep.740, align 4
  %kin3944 = add i32 %k_blk74, %kl3938
  %cin3945 = add i32 %c_blk76, %cl3940
  %kok3946 = icmp ult i32 %kin3944, %kpg
  %cok3947 = icmp ult i32 %cin3945, %cpg
  %ok3948 = and i1 %kok3946, %cok3947
  br i1 %ok3948, label %if.then.145, label %if.end.145
if.then.145:
  %krow3949 = add i32 %kbase2467, %kin3944
  %kr3951 = mul i32 %krow3949, 3
  %t_r3953 = add i32 %kr3951, 1
  %t_s3955 = mul i32 %t_r3953, 3
  %t_c3957 = add i32 %t_s3955, 2
  %t_e3958 = mul i32 %t_c3957, %cpg
  %el3959 = add i32 %t_e3958, %cin3945
  %off3961 = shl i32 %el3959, 2
  %old.741 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3943, ptr addrspace(8) %rws91, i32 %off3961, i32 0, i32 20)
  br label %if.end.145
if.end.145:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3964 = add i32 %e_lane2474, 0
  %v3965 = extractelement <8 x float> %acc1572, i32 0
  %gep.742 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3964
  store float %v3965, ptr addrspace(3) %gep.742, align 4
  %e_addr3967 = add i32 %e_lane2474, 64
  %v3968 = extractelement <8 x float> %acc1572, i32 1
  %gep.743 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3967
  store float %v3968, ptr addrspace(3) %gep.743, align 4
  %e_addr3970 = add i32 %e_lane2474, 128
  %v3971 = extractelement <8 x float> %acc1572, i32 2
  %gep.744 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3970
  store float %v3971, ptr addrspace(3) %gep.744, align 4
  %e_addr3973 = add i32 %e_lane2474, 192
  %v3974 = extractelement <8 x float> %acc1572, i32 3
  %gep.745 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3973
  store float %v3974, ptr addrspace(3) %gep.745, align 4
  %e_addr3976 = add i32 %e_lane2474, 256
  %v3977 = extractelement <8 x float> %acc1572, i32 4
  %gep.746 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3976
  store float %v3977, ptr addrspace(3) %gep.746, align 4
  %e_addr3979 = add i32 %e_lane2474, 320
  %v3980 = extractelement <8 x float> %acc1572, i32 5
  %gep.747 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3979
  store float %v3980, ptr addrspace(3) %gep.747, align 4
  %e_addr3982 = add i32 %e_lane2474, 384
  %v3983 = extractelement <8 x float> %acc1572, i32 6
  %gep.748 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3982
  store float %v3983, ptr addrspace(3) %gep.748, align 4
  %e_addr3985 = add i32 %e_lane2474, 448
  %v3986 = extractelement <8 x float> %acc1572, i32 7
  %gep.749 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr3985
  store float %v3986, ptr addrspace(3) %gep.749, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3988 = add i32 %tid20, 0
  %kl3990 = udiv i32 %e3988, 16
  %cl3992 = urem i32 %e3988, 16
  %la3994 = shl i32 %e3988, 2
  %gep.750 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la3994
  %v3995 = load float, ptr addrspace(3) %gep.750, align 4
  %kin3996 = add i32 %k_blk74, %kl3990
  %cin3997 = add i32 %c_blk76, %cl3992
  %kok3998 = icmp ult i32 %kin3996, %kpg
  %cok3999 = icmp ult i32 %cin3997, %cpg
  %ok4000 = and i1 %kok3998, %cok3999
  br i1 %ok4000, label %if.then.146, label %if.end.146
if.then.146:
  %krow4001 = add i32 %kbase2467, %kin3996
  %kr4003 = mul i32 %krow4001, 3
  %t_r4005 = add i32 %kr4003, 2
  %t_s4007 = mul i32 %t_r4005, 3
  %t_c4009 = add i32 %t_s4007, 0
  %t_e4010 = mul i32 %t_c4009, %cpg
  %el4011 = add i32 %t_e4010, %cin3997
  %off4013 = shl i32 %el4011, 2
  %old.751 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3995, ptr addrspace(8) %rws91, i32 %off4013, i32 0, i32 20)
  br label %if.end.146
if.end.146:
  %e4016 = add i32 %tid20, 64
  %kl4018 = udiv i32 %e4016, 16
  %cl4020 = urem i32 %e4016, 16
  %la4022 = shl i32 %e4016, 2
  %gep.752 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4022
  %v4023 = load float, ptr addrspace(3) %gep.752, align 4
  %kin4024 = add i32 %k_blk74, %kl4018
  %cin4025 = add i32 %c_blk76, %cl4020
  %kok4026 = icmp ult i32 %kin4024, %kpg
  %cok4027 = icmp ult i32 %cin4025, %cpg
  %ok4028 = and i1 %kok4026, %cok4027
  br i1 %ok4028, label %if.then.147, label %if.end.147
if.then.147:
  %krow4029 = add i32 %kbase2467, %kin4024
  %kr4031 = mul i32 %krow4029, 3
  %t_r4033 = add i32 %kr4031, 2
  %t_s4035 = mul i32 %t_r4033, 3
  %t_c4037 = add i32 %t_s4035, 0
  %t_e4038 = mul i32 %t_c4037, %cpg
  %el4039 = add i32 %t_e4038, %cin4025
  %off4041 = shl i32 %el4039, 2
  %old.753 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4023, ptr addrspace(8) %rws91, i32 %off4041, i32 0, i32 20)
  br label %if.end.147
if.end.147:
  %e4044 = add i32 %tid20, 128
  %kl4046 = udiv i32 %e4044, 16
  %cl4048 = urem i32 %e4044, 16
  %la4050 = shl i32 %e4044, 2
  %gep.754 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4050
  %v4051 = load float, ptr addrspace(3) %gep.754, align 4
  %kin4052 = add i32 %k_blk74, %kl4046
  %cin4053 = add i32 %c_blk76, %cl4048
  %kok4054 = icmp ult i32 %kin4052, %kpg
  %cok4055 = icmp ult i32 %cin4053, %cpg
  %ok4056 = and i1 %kok4054, %cok4055
  br i1 %ok4056, label %if.then.148, label %if.end.148
if.then.148:
  %krow4057 = add i32 %kbase2467, %kin4052
  %kr4059 = mul i32 %krow4057, 3
  %t_r4061 = add i32 %kr4059, 2
  %t_s4063 = mul i32 %t_r4061, 3
  %t_c4065 = add i32 %t_s4063, 0
  %t_e4066 = mul i32 %t_c4065, %cpg
  %el4067 = add i32 %t_e4066, %cin4053
  %off4069 = shl i32 %el4067, 2
  %old.755 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4051, ptr addrspace(8) %rws91, i32 %off4069, i32 0, i32 20)
  br label %if.end.148
if.end.148:
  %e4072 = add i32 %tid20, 192
  %kl4074 = udiv i32 %e4072, 16
  %cl4076 = urem i32 %e4072, 16
  %la4078 = shl i32 %e4072, 2
  %gep.756 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4078
  %v4079 = load float, ptr addrspace(3) %gep.756, align 4
  %kin4080 = add i32 %k_blk74, %kl4074
  %cin4081 = add i32 %c_blk76, %cl4076
  %kok4082 = icmp ult i32 %kin4080, %kpg
  %cok4083 = icmp ult i32 %cin4081, %cpg
  %ok4084 = and i1 %kok4082, %cok4083
  br i1 %ok4084, label %if.then.149, label %if.end.149
if.then.149:
  %krow4085 = add i32 %kbase2467, %kin4080
  %kr4087 = mul i32 %krow4085, 3
  %t_r4089 = add i32 %kr4087, 2
  %t_s4091 = mul i32 %t_r4089, 3
  %t_c4093 = add i32 %t_s4091, 0
  %t_e4094 = mul i32 %t_c4093, %cpg
  %el4095 = add i32 %t_e4094, %cin4081
  %off4097 = shl i32 %el4095, 2
  %old.757 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4079, ptr addrspace(8) %rws91, i32 %off4097, i32 0, i32 20)
  br label %if.end.149
if.end.149:
  %e4100 = add i32 %tid20, 256
  %kl4102 = udiv i32 %e4100, 16
  %cl4104 = urem i32 %e4100, 16
  %la4106 = shl i32 %e4100, 2
  %gep.758 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4106
  %v4107 = load float, ptr addrspace(3) %gep.758, align 4
  %kin4108 = add i32 %k_blk74, %kl4102
  %cin4109 = add i32 %c_blk76, %cl4104
  %kok4110 = icmp ult i32 %kin4108, %kpg
  %cok4111 = icmp ult i32 %cin4109, %cpg
  %ok4112 = and i1 %kok4110, %cok4111
  br i1 %ok4112, label %if.then.150, label %if.end.150
if.then.150:
  %krow4113 = add i32 %kbase2467, %kin4108
  %kr4115 = mul i32 %krow4113, 3
  %t_r4117 = add i32 %kr4115, 2
  %t_s4119 = mul i32 %t_r4117, 3
  %t_c4121 = add i32 %t_s4119, 0
  %t_e4122 = mul i32 %t_c4121, %cpg
  %el4123 = add i32 %t_e4122, %cin4109
  %off4125 = shl i32 %el4123, 2
  %old.759 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4107, ptr addrspace(8) %rws91, i32 %off4125, i32 0, i32 20)
  br label %if.end.150
if.end.150:
  %e4128 = add i32 %tid20, 320
  %kl4130 = udiv i32 %e4128, 16
  %cl4132 = urem i32 %e4128, 16
  %la4134 = shl i32 %e4128, 2
  %gep.760 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4134
  %v4135 = load float, ptr addrspace(3) %gep.760, align 4
  %kin4136 = add i32 %k_blk74, %kl4130
  %cin4137 = add i32 %c_blk76, %cl4132
  %kok4138 = icmp ult i32 %kin4136, %kpg
  %cok4139 = icmp ult i32 %cin4137, %cpg
  %ok4140 = and i1 %kok4138, %cok4139
  br i1 %ok4140, label %if.then.151, label %if.end.151
if.then.151:
  %krow4141 = add i32 %kbase2467, %kin4136
  %kr4143 = mul i32 %krow4141, 3
  %t_r4145 = add i32 %kr4143, 2
  %t_s4147 = mul i32 %t_r4145, 3
  %t_c4149 = add i32 %t_s4147, 0
  %t_e4150 = mul i32 %t_c4149, %cpg
  %el4151 = add i32 %t_e4150, %cin4137
  %off4153 = shl i32 %el4151, 2
  %old.761 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4135, ptr addrspace(8) %rws91, i32 %off4153, i32 0, i32 20)
  br label %if.end.151
if.end.151:
  %e4156 = add i32 %tid20, 384
  %kl4158 = udiv i32 %e4156, 16
  %cl4160 = urem i32 %e4156, 16
  %la4162 = shl i32 %e4156, 2
  %gep.762 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4162
  %v4163 = load float, ptr addrspace(3) %gep.762, align 4
  %kin4164 = add i32 %k_blk74, %kl4158
  %cin4165 = add i32 %c_blk76, %cl4160
  %kok4166 = icmp ult i32 %kin4164, %kpg
  %cok4167 = icmp ult i32 %cin4165, %cpg
  %ok4168 = and i1 %kok4166, %cok4167
  br i1 %ok4168, label %if.then.152, label %if.end.152
if.then.152:
  %krow4169 = add i32 %kbase2467, %kin4164
  %kr4171 = mul i32 %krow4169, 3
  %t_r4173 = add i32 %kr4171, 2
  %t_s4175 = mul i32 %t_r4173, 3
  %t_c4177 = add i32 %t_s4175, 0
  %t_e4178 = mul i32 %t_c4177, %cpg
  %el4179 = add i32 %t_e4178, %cin4165
  %off4181 = shl i32 %el4179, 2
  %old.763 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4163, ptr addrspace(8) %rws91, i32 %off4181, i32 0, i32 20)
  br label %if.end.152
if.end.152:
  %e4184 = add i32 %tid20, 448
  %kl4186 = udiv i32 %e4184, 16
  %cl4188 = urem i32 %e4184, 16
  %la4190 = shl i32 %e4184, 2
  %gep.764 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4190
  %v4191 = load float, ptr addrspace(3) %gep.764, align 4
  %kin4192 = add i32 %k_blk74, %kl4186
  %cin4193 = add i32 %c_blk76, %cl4188
  %kok4194 = icmp ult i32 %kin4192, %kpg
  %cok4195 = icmp ult i32 %cin4193, %cpg
  %ok4196 = and i1 %kok4194, %cok4195
  br i1 %ok4196, label %if.then.153, label %if.end.153
if.then.153:
  %krow4197 = add i32 %kbase2467, %kin4192
  %kr4199 = mul i32 %krow4197, 3
  %t_r4201 = add i32 %kr4199, 2
  %t_s4203 = mul i32 %t_r4201, 3
  %t_c4205 = add i32 %t_s4203, 0
  %t_e4206 = mul i32 %t_c4205, %cpg
  %el4207 = add i32 %t_e4206, %cin4193
  %off4209 = shl i32 %el4207, 2
  %old.765 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4191, ptr addrspace(8) %rws91, i32 %off4209, i32 0, i32 20)
  br label %if.end.153
if.end.153:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4212 = add i32 %e_lane2474, 0
  %v4213 = extractelement <8 x float> %acc1573, i32 0
  %gep.766 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4212
  store float %v4213, ptr addrspace(3) %gep.766, align 4
  %e_addr4215 = add i32 %e_lane2474, 64
  %v4216 = extractelement <8 x float> %acc1573, i32 1
  %gep.767 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4215
  store float %v4216, ptr addrspace(3) %gep.767, align 4
  %e_addr4218 = add i32 %e_lane2474, 128
  %v4219 = extractelement <8 x float> %acc1573, i32 2
  %gep.768 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4218
  store float %v4219, ptr addrspace(3) %gep.768, align 4
  %e_addr4221 = add i32 %e_lane2474, 192
  %v4222 = extractelement <8 x float> %acc1573, i32 3
  %gep.769 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4221
  store float %v4222, ptr addrspace(3) %gep.769, align 4
  %e_addr4224 = add i32 %e_lane2474, 256
  %v4225 = extractelement <8 x float> %acc1573, i32 4
  %gep.770 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4224
  store float %v4225, ptr addrspace(3) %gep.770, align 4
  %e_addr4227 = add i32 %e_lane2474, 320
  %v4228 = extractelement <8 x float> %acc1573, i32 5
  %gep.771 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4227
  store float %v4228, ptr addrspace(3) %gep.771, align 4
  %e_addr4230 = add i32 %e_lane2474, 384
  %v4231 = extractelement <8 x float> %acc1573, i32 6
  %gep.772 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4230
  store float %v4231, ptr addrspace(3) %gep.772, align 4
  %e_addr4233 = add i32 %e_lane2474, 448
  %v4234 = extractelement <8 x float> %acc1573, i32 7
  %gep.773 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4233
  store float %v4234, ptr addrspace(3) %gep.773, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4236 = add i32 %tid20, 0
  %kl4238 = udiv i32 %e4236, 16
  %cl4240 = urem i32 %e4236, 16
  %la4242 = shl i32 %e4236, 2
  %gep.774 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4242
  %v4243 = load float, ptr addrspace(3) %gep.774, align 4
  %kin4244 = add i32 %k_blk74, %kl4238
  %cin4245 = add i32 %c_blk76, %cl4240
  %kok4246 = icmp ult i32 %kin4244, %kpg
  %cok4247 = icmp ult i32 %cin4245, %cpg
  %ok4248 = and i1 %kok4246, %cok4247
  br i1 %ok4248, label %if.then.154, label %if.end.154
if.then.154:
  %krow4249 = add i32 %kbase2467, %kin4244
  %kr4251 = mul i32 %krow4249, 3
  %t_r4253 = add i32 %kr4251, 2
  %t_s4255 = mul i32 %t_r4253, 3
  %t_c4257 = add i32 %t_s4255, 1
  %t_e4258 = mul i32 %t_c4257, %cpg
  %el4259 = add i32 %t_e4258, %cin4245
  %off4261 = shl i32 %el4259, 2
  %old.775 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4243, ptr addrspace(8) %rws91, i32 %off4261, i32 0, i32 20)
  br label %if.end.154
if.end.154:
  %e4264 = add i32 %tid20, 64
  %kl4266 = udiv i32 %e4264, 16
  %cl4268 = urem i32 %e4264, 16
  %la4270 = shl i32 %e4264, 2
  %gep.776 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4270
  %v4271 = load float, ptr addrspace(3) %gep.776, align 4
  %kin4272 = add i32 %k_blk74, %kl4266
  %cin4273 = add i32 %c_blk76, %cl4268
  %kok4274 = icmp ult i32 %kin4272, %kpg
  %cok4275 = icmp ult i32 %cin4273, %cpg
  %ok4276 = and i1 %kok4274, %cok4275
  br i1 %ok4276, label %if.then.155, label %if.end.155
if.then.155:
  %krow4277 = add i32 %kbase2467, %kin4272
  %kr4279 = mul i32 %krow4277, 3
  %t_r4281 = add i32 %kr4279, 2
  %t_s4283 = mul i32 %t_r4281, 3
  %t_c4285 = add i32 %t_s4283, 1
  %t_e4286 = mul i32 %t_c4285, %cpg
  %el4287 = add i32 %t_e4286, %cin4273
  %off4289 = shl i32 %el4287, 2
  %old.777 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4271, ptr addrspace(8) %rws91, i32 %off4289, i32 0, i32 20)
  br label %if.end.155
if.end.155:
  %e4292 = add i32 %tid20, 128
  %kl4294 = udiv i32 %e4292, 16
  %cl4296 = urem i32 %e4292, 16
  %la4298 = shl i32 %e4292, 2
  %gep.778 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4298
  %v4299 = load float, ptr addrspace(3) %gep.778, align 4
  %kin4300 = add i32 %k_blk74, %kl4294
  %cin4301 = add i32 %c_blk76, %cl4296
  %kok4302 = icmp ult i32 %kin4300, %kpg
  %cok4303 = icmp ult i32 %cin4301, %cpg
  %ok4304 = and i1 %kok4302, %cok4303
  br i1 %ok4304, label %if.then.156, label %if.end.156
if.then.156:
  %krow4305 = add i32 %kbase2467, %kin4300
  %kr4307 = mul i32 %krow4305, 3
  %t_r4309 = add i32 %kr4307, 2
  %t_s4311 = mul i32 %t_r4309, 3
  %t_c4313 = add i32 %t_s4311, 1
  %t_e4314 = mul i32 %t_c4313, %cpg
  %el4315 = add i32 %t_e4314, %cin4301
  %off4317 = shl i32 %el4315, 2
  %old.779 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4299, ptr addrspace(8) %rws91, i32 %off4317, i32 0, i32 20)
  br label %if.end.156
if.end.156:
  %e4320 = add i32 %tid20, 192
  %kl4322 = udiv i32 %e4320, 16
  %cl4324 = urem i32 %e4320, 16
  %la4326 = shl i32 %e4320, 2
  %gep.780 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4326
  %v4327 = load float, ptr addrspace(3) %gep.780, align 4
  %kin4328 = add i32 %k_blk74, %kl4322
  %cin4329 = add i32 %c_blk76, %cl4324
  %kok4330 = icmp ult i32 %kin4328, %kpg
  %cok4331 = icmp ult i32 %cin4329, %cpg
  %ok4332 = and i1 %kok4330, %cok4331
  br i1 %ok4332, label %if.then.157, label %if.end.157
if.then.157:
  %krow4333 = add i32 %kbase2467, %kin4328
  %kr4335 = mul i32 %krow4333, 3
  %t_r4337 = add i32 %kr4335, 2
  %t_s4339 = mul i32 %t_r4337, 3
  %t_c4341 = add i32 %t_s4339, 1
  %t_e4342 = mul i32 %t_c4341, %cpg
  %el4343 = add i32 %t_e4342, %cin4329
  %off4345 = shl i32 %el4343, 2
  %old.781 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4327, ptr addrspace(8) %rws91, i32 %off4345, i32 0, i32 20)
  br label %if.end.157
if.end.157:
  %e4348 = add i32 %tid20, 256
  %kl4350 = udiv i32 %e4348, 16
  %cl4352 = urem i32 %e4348, 16
  %la4354 = shl i32 %e4348, 2
  %gep.782 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4354
  %v4355 = load float, ptr addrspace(3) %gep.782, align 4
  %kin4356 = add i32 %k_blk74, %kl4350
  %cin4357 = add i32 %c_blk76, %cl4352
  %kok4358 = icmp ult i32 %kin4356, %kpg
  %cok4359 = icmp ult i32 %cin4357, %cpg
  %ok4360 = and i1 %kok4358, %cok4359
  br i1 %ok4360, label %if.then.158, label %if.end.158
if.then.158:
  %krow4361 = add i32 %kbase2467, %kin4356
  %kr4363 = mul i32 %krow4361, 3
  %t_r4365 = add i32 %kr4363, 2
  %t_s4367 = mul i32 %t_r4365, 3
  %t_c4369 = add i32 %t_s4367, 1
  %t_e4370 = mul i32 %t_c4369, %cpg
  %el4371 = add i32 %t_e4370, %cin4357
  %off4373 = shl i32 %el4371, 2
  %old.783 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4355, ptr addrspace(8) %rws91, i32 %off4373, i32 0, i32 20)
  br label %if.end.158
if.end.158:
  %e4376 = add i32 %tid20, 320
  %kl4378 = udiv i32 %e4376, 16
  %cl4380 = urem i32 %e4376, 16
  %la4382 = shl i32 %e4376, 2
  %gep.784 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4382
  %v4383 = load float, ptr addrspace(3) %gep.784, align 4
  %kin4384 = add i32 %k_blk74, %kl4378
  %cin4385 = add i32 %c_blk76, %cl4380
  %kok4386 = icmp ult i32 %kin4384, %kpg
  %cok4387 = icmp ult i32 %cin4385, %cpg
  %ok4388 = and i1 %kok4386, %cok4387
  br i1 %ok4388, label %if.then.159, label %if.end.159
if.then.159:
  %krow4389 = add i32 %kbase2467, %kin4384
  %kr4391 = mul i32 %krow4389, 3
  %t_r4393 = add i32 %kr4391, 2
  %t_s4395 = mul i32 %t_r4393, 3
  %t_c4397 = add i32 %t_s4395, 1
  %t_e4398 = mul i32 %t_c4397, %cpg
  %el4399 = add i32 %t_e4398, %cin4385
  %off4401 = shl i32 %el4399, 2
  %old.785 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4383, ptr addrspace(8) %rws91, i32 %off4401, i32 0, i32 20)
  br label %if.end.159
if.end.159:
  %e4404 = add i32 %tid20, 384
  %kl4406 = udiv i32 %e4404, 16
  %cl4408 = urem i32 %e4404, 16
  %la4410 = shl i32 %e4404, 2
  %gep.786 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4410
  %v4411 = load float, ptr addrspace(3) %gep.786, align 4
  %kin4412 = add i32 %k_blk74, %kl4406
  %cin4413 = add i32 %c_blk76, %cl4408
  %kok4414 = icmp ult i32 %kin4412, %kpg
  %cok4415 = icmp ult i32 %cin4413, %cpg
  %ok4416 = and i1 %kok4414, %cok4415
  br i1 %ok4416, label %if.then.160, label %if.end.160
if.then.160:
  %krow4417 = add i32 %kbase2467, %kin4412
  %kr4419 = mul i32 %krow4417, 3
  %t_r4421 = add i32 %kr4419, 2
  %t_s4423 = mul i32 %t_r4421, 3
  %t_c4425 = add i32 %t_s4423, 1
  %t_e4426 = mul i32 %t_c4425, %cpg
  %el4427 = add i32 %t_e4426, %cin4413
  %off4429 = shl i32 %el4427, 2
  %old.787 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4411, ptr addrspace(8) %rws91, i32 %off4429, i32 0, i32 20)
  br label %if.end.160
if.end.160:
  %e4432 = add i32 %tid20, 448
  %kl4434 = udiv i32 %e4432, 16
  %cl4436 = urem i32 %e4432, 16
  %la4438 = shl i32 %e4432, 2
  %gep.788 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4438
  %v4439 = load float, ptr addrspace(3) %gep.788, align 4
  %kin4440 = add i32 %k_blk74, %kl4434
  %cin4441 = add i32 %c_blk76, %cl4436
  %kok4442 = icmp ult i32 %kin4440, %kpg
  %cok4443 = icmp ult i32 %cin4441, %cpg
  %ok4444 = and i1 %kok4442, %cok4443
  br i1 %ok4444, label %if.then.161, label %if.end.161
if.then.161:
  %krow4445 = add i32 %kbase2467, %kin4440
  %kr4447 = mul i32 %krow4445, 3
  %t_r4449 = add i32 %kr4447, 2
  %t_s4451 = mul i32 %t_r4449, 3
  %t_c4453 = add i32 %t_s4451, 1
  %t_e4454 = mul i32 %t_c4453, %cpg
  %el4455 = add i32 %t_e4454, %cin4441
  %off4457 = shl i32 %el4455, 2
  %old.789 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4439, ptr addrspace(8) %rws91, i32 %off4457, i32 0, i32 20)
  br label %if.end.161
if.end.161:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4460 = add i32 %e_lane2474, 0
  %v4461 = extractelement <8 x float> %acc1574, i32 0
  %gep.790 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4460
  store float %v4461, ptr addrspace(3) %gep.790, align 4
  %e_addr4463 = add i32 %e_lane2474, 64
  %v4464 = extractelement <8 x float> %acc1574, i32 1
  %gep.791 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4463
  store float %v4464, ptr addrspace(3) %gep.791, align 4
  %e_addr4466 = add i32 %e_lane2474, 128
  %v4467 = extractelement <8 x float> %acc1574, i32 2
  %gep.792 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4466
  store float %v4467, ptr addrspace(3) %gep.792, align 4
  %e_addr4469 = add i32 %e_lane2474, 192
  %v4470 = extractelement <8 x float> %acc1574, i32 3
  %gep.793 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4469
  store float %v4470, ptr addrspace(3) %gep.793, align 4
  %e_addr4472 = add i32 %e_lane2474, 256
  %v4473 = extractelement <8 x float> %acc1574, i32 4
  %gep.794 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4472
  store float %v4473, ptr addrspace(3) %gep.794, align 4
  %e_addr4475 = add i32 %e_lane2474, 320
  %v4476 = extractelement <8 x float> %acc1574, i32 5
  %gep.795 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4475
  store float %v4476, ptr addrspace(3) %gep.795, align 4
  %e_addr4478 = add i32 %e_lane2474, 384
  %v4479 = extractelement <8 x float> %acc1574, i32 6
  %gep.796 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4478
  store float %v4479, ptr addrspace(3) %gep.796, align 4
  %e_addr4481 = add i32 %e_lane2474, 448
  %v4482 = extractelement <8 x float> %acc1574, i32 7
  %gep.797 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %e_addr4481
  store float %v4482, ptr addrspace(3) %gep.797, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4484 = add i32 %tid20, 0
  %kl4486 = udiv i32 %e4484, 16
  %cl4488 = urem i32 %e4484, 16
  %la4490 = shl i32 %e4484, 2
  %gep.798 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4490
  %v4491 = load float, ptr addrspace(3) %gep.798, align 4
  %kin4492 = add i32 %k_blk74, %kl4486
  %cin4493 = add i32 %c_blk76, %cl4488
  %kok4494 = icmp ult i32 %kin4492, %kpg
  %cok4495 = icmp ult i32 %cin4493, %cpg
  %ok4496 = and i1 %kok4494, %cok4495
  br i1 %ok4496, label %if.then.162, label %if.end.162
if.then.162:
  %krow4497 = add i32 %kbase2467, %kin4492
  %kr4499 = mul i32 %krow4497, 3
  %t_r4501 = add i32 %kr4499, 2
  %t_s4503 = mul i32 %t_r4501, 3
  %t_c4505 = add i32 %t_s4503, 2
  %t_e4506 = mul i32 %t_c4505, %cpg
  %el4507 = add i32 %t_e4506, %cin4493
  %off4509 = shl i32 %el4507, 2
  %old.799 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4491, ptr addrspace(8) %rws91, i32 %off4509, i32 0, i32 20)
  br label %if.end.162
if.end.162:
  %e4512 = add i32 %tid20, 64
  %kl4514 = udiv i32 %e4512, 16
  %cl4516 = urem i32 %e4512, 16
  %la4518 = shl i32 %e4512, 2
  %gep.800 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4518
  %v4519 = load float, ptr addrspace(3) %gep.800, align 4
  %kin4520 = add i32 %k_blk74, %kl4514
  %cin4521 = add i32 %c_blk76, %cl4516
  %kok4522 = icmp ult i32 %kin4520, %kpg
  %cok4523 = icmp ult i32 %cin4521, %cpg
  %ok4524 = and i1 %kok4522, %cok4523
  br i1 %ok4524, label %if.then.163, label %if.end.163
if.then.163:
  %krow4525 = add i32 %kbase2467, %kin4520
  %kr4527 = mul i32 %krow4525, 3
  %t_r4529 = add i32 %kr4527, 2
  %t_s4531 = mul i32 %t_r4529, 3
  %t_c4533 = add i32 %t_s4531, 2
  %t_e4534 = mul i32 %t_c4533, %cpg
  %el4535 = add i32 %t_e4534, %cin4521
  %off4537 = shl i32 %el4535, 2
  %old.801 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4519, ptr addrspace(8) %rws91, i32 %off4537, i32 0, i32 20)
  br label %if.end.163
if.end.163:
  %e4540 = add i32 %tid20, 128
  %kl4542 = udiv i32 %e4540, 16
  %cl4544 = urem i32 %e4540, 16
  %la4546 = shl i32 %e4540, 2
  %gep.802 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4546
  %v4547 = load float, ptr addrspace(3) %gep.802, align 4
  %kin4548 = add i32 %k_blk74, %kl4542
  %cin4549 = add i32 %c_blk76, %cl4544
  %kok4550 = icmp ult i32 %kin4548, %kpg
  %cok4551 = icmp ult i32 %cin4549, %cpg
  %ok4552 = and i1 %kok4550, %cok4551
  br i1 %ok4552, label %if.then.164, label %if.end.164
if.then.164:
  %krow4553 = add i32 %kbase2467, %kin4548
  %kr4555 = mul i32 %krow4553, 3
  %t_r4557 = add i32 %kr4555, 2
  %t_s4559 = mul i32 %t_r4557, 3
  %t_c4561 = add i32 %t_s4559, 2
  %t_e4562 = mul i32 %t_c4561, %cpg
  %el4563 = add i32 %t_e4562, %cin4549
  %off4565 = shl i32 %el4563, 2
  %old.803 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4547, ptr addrspace(8) %rws91, i32 %off4565, i32 0, i32 20)
  br label %if.end.164
if.end.164:
  %e4568 = add i32 %tid20, 192
  %kl4570 = udiv i32 %e4568, 16
  %cl4572 = urem i32 %e4568, 16
  %la4574 = shl i32 %e4568, 2
  %gep.804 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4574
  %v4575 = load float, ptr addrspace(3) %gep.804, align 4
  %kin4576 = add i32 %k_blk74, %kl4570
  %cin4577 = add i32 %c_blk76, %cl4572
  %kok4578 = icmp ult i32 %kin4576, %kpg
  %cok4579 = icmp ult i32 %cin4577, %cpg
  %ok4580 = and i1 %kok4578, %cok4579
  br i1 %ok4580, label %if.then.165, label %if.end.165
if.then.165:
  %krow4581 = add i32 %kbase2467, %kin4576
  %kr4583 = mul i32 %krow4581, 3
  %t_r4585 = add i32 %kr4583, 2
  %t_s4587 = mul i32 %t_r4585, 3
  %t_c4589 = add i32 %t_s4587, 2
  %t_e4590 = mul i32 %t_c4589, %cpg
  %el4591 = add i32 %t_e4590, %cin4577
  %off4593 = shl i32 %el4591, 2
  %old.805 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4575, ptr addrspace(8) %rws91, i32 %off4593, i32 0, i32 20)
  br label %if.end.165
if.end.165:
  %e4596 = add i32 %tid20, 256
  %kl4598 = udiv i32 %e4596, 16
  %cl4600 = urem i32 %e4596, 16
  %la4602 = shl i32 %e4596, 2
  %gep.806 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4602
  %v4603 = load float, ptr addrspace(3) %gep.806, align 4
  %kin4604 = add i32 %k_blk74, %kl4598
  %cin4605 = add i32 %c_blk76, %cl4600
  %kok4606 = icmp ult i32 %kin4604, %kpg
  %cok4607 = icmp ult i32 %cin4605, %cpg
  %ok4608 = and i1 %kok4606, %cok4607
  br i1 %ok4608, label %if.then.166, label %if.end.166
if.then.166:
  %krow4609 = add i32 %kbase2467, %kin4604
  %kr4611 = mul i32 %krow4609, 3
  %t_r4613 = add i32 %kr4611, 2
  %t_s4615 = mul i32 %t_r4613, 3
  %t_c4617 = add i32 %t_s4615, 2
  %t_e4618 = mul i32 %t_c4617, %cpg
  %el4619 = add i32 %t_e4618, %cin4605
  %off4621 = shl i32 %el4619, 2
  %old.807 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4603, ptr addrspace(8) %rws91, i32 %off4621, i32 0, i32 20)
  br label %if.end.166
if.end.166:
  %e4624 = add i32 %tid20, 320
  %kl4626 = udiv i32 %e4624, 16
  %cl4628 = urem i32 %e4624, 16
  %la4630 = shl i32 %e4624, 2
  %gep.808 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4630
  %v4631 = load float, ptr addrspace(3) %gep.808, align 4
  %kin4632 = add i32 %k_blk74, %kl4626
  %cin4633 = add i32 %c_blk76, %cl4628
  %kok4634 = icmp ult i32 %kin4632, %kpg
  %cok4635 = icmp ult i32 %cin4633, %cpg
  %ok4636 = and i1 %kok4634, %cok4635
  br i1 %ok4636, label %if.then.167, label %if.end.167
if.then.167:
  %krow4637 = add i32 %kbase2467, %kin4632
  %kr4639 = mul i32 %krow4637, 3
  %t_r4641 = add i32 %kr4639, 2
  %t_s4643 = mul i32 %t_r4641, 3
  %t_c4645 = add i32 %t_s4643, 2
  %t_e4646 = mul i32 %t_c4645, %cpg
  %el4647 = add i32 %t_e4646, %cin4633
  %off4649 = shl i32 %el4647, 2
  %old.809 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4631, ptr addrspace(8) %rws91, i32 %off4649, i32 0, i32 20)
  br label %if.end.167
if.end.167:
  %e4652 = add i32 %tid20, 384
  %kl4654 = udiv i32 %e4652, 16
  %cl4656 = urem i32 %e4652, 16
  %la4658 = shl i32 %e4652, 2
  %gep.810 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4658
  %v4659 = load float, ptr addrspace(3) %gep.810, align 4
  %kin4660 = add i32 %k_blk74, %kl4654
  %cin4661 = add i32 %c_blk76, %cl4656
  %kok4662 = icmp ult i32 %kin4660, %kpg
  %cok4663 = icmp ult i32 %cin4661, %cpg
  %ok4664 = and i1 %kok4662, %cok4663
  br i1 %ok4664, label %if.then.168, label %if.end.168
if.then.168:
  %krow4665 = add i32 %kbase2467, %kin4660
  %kr4667 = mul i32 %krow4665, 3
  %t_r4669 = add i32 %kr4667, 2
  %t_s4671 = mul i32 %t_r4669, 3
  %t_c4673 = add i32 %t_s4671, 2
  %t_e4674 = mul i32 %t_c4673, %cpg
  %el4675 = add i32 %t_e4674, %cin4661
  %off4677 = shl i32 %el4675, 2
  %old.811 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4659, ptr addrspace(8) %rws91, i32 %off4677, i32 0, i32 20)
  br label %if.end.168
if.end.168:
  %e4680 = add i32 %tid20, 448
  %kl4682 = udiv i32 %e4680, 16
  %cl4684 = urem i32 %e4680, 16
  %la4686 = shl i32 %e4680, 2
  %gep.812 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w2x1_t1x1_rps2_rb1_le1_tdm3_wsr1, i32 %la4686
  %v4687 = load float, ptr addrspace(3) %gep.812, align 4
  %kin4688 = add i32 %k_blk74, %kl4682
  %cin4689 = add i32 %c_blk76, %cl4684
  %kok4690 = icmp ult i32 %kin4688, %kpg
  %cok4691 = icmp ult i32 %cin4689, %cpg
  %ok4692 = and i1 %kok4690, %cok4691
  br i1 %ok4692, label %if.then.169, label %if.end.169
if.then.169:
  %krow4693 = add i32 %kbase2467, %kin4688
  %kr4695 = mul i32 %krow4693, 3
  %t_r4697 = add i32 %kr4695, 2
  %t_s4699 = mul i32 %t_r4697, 3
  %t_c4701 = add i32 %t_s4699, 2
  %t_e4702 = mul i32 %t_c4701, %cpg
  %el4703 = add i32 %t_e4702, %cin4689
  %off4705 = shl i32 %el4703, 2
  %old.813 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4687, ptr addrspace(8) %rws91, i32 %off4705, i32 0, i32 20)
  br label %if.end.169
if.end.169:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="256" }
