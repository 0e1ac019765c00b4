; irgate direct_wgrad{dtype=fp16,filter_h=1,filter_w=1,pad_h=0,pad_w=0,stride_h=1,stride_w=1,cpg=0,kpg=0,waves_k=1,waves_c=2,wave_tiles_k=2,wave_tiles_c=1,rows_per_sync=1,row_blocks=2,lds_epilogue=0,tdm_stages=4,ws_replicas=2}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2 = internal unnamed_addr addrspace(3) global [20560 x i8] undef, align 16

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

define amdgpu_kernel void @irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_k26 = urem i32 %wave24, 1
  %wave_c28 = udiv i32 %wave24, 1
  %wkb30 = mul i32 %wave_k26, 32
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
  %b_r53 = mul i32 %tr_row39, 40
  %b_c54 = add i32 %b_r53, %tr_col45
  %b_e55 = add i32 %b_c54, %wcb32
  %b_lane57 = shl i32 %b_e55, 1
  %bx58 = call i32 @llvm.amdgcn.workgroup.id.x()
  %rblk59 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img60 = call i32 @llvm.amdgcn.workgroup.id.z()
  %nct_a62 = add i32 %cpg, 31
  %nct64 = udiv i32 %nct_a62, 32
  %nkt_a66 = add i32 %kpg, 31
  %nkt68 = udiv i32 %nkt_a66, 32
  %ct69 = urem i32 %bx58, %nct64
  %rest70 = udiv i32 %bx58, %nct64
  %kt71 = urem i32 %rest70, %nkt68
  %g72 = udiv i32 %rest70, %nkt68
  %k_blk74 = mul i32 %kt71, 32
  %c_blk76 = mul i32 %ct69, 32
  %gk77 = mul i32 %g72, %kpg
  %gc78 = mul i32 %g72, %cpg
  %dy_ch79 = add i32 %gk77, %k_blk74
  %x_ch80 = add i32 %gc78, %c_blk76
  %band_a82 = add i32 %ho, 1
  %band84 = udiv i32 %band_a82, 2
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
  %slot122 = urem i32 0, 4
  %slot_off124 = mul i32 %slot122, 5120
  %wo_left125 = sub i32 %wo, %wo_s120
  %wo_fit127 = icmp ult i32 %wo_left125, 32
  %wo_n129 = select i1 %wo_fit127, i32 %wo_left125, i32 32
  %wb131 = sub i32 %wo_s120, 0
  %lead_neg133 = icmp slt i32 %wb131, 0
  %lead_a135 = sub i32 0, %wb131
  %lead137 = select i1 %lead_neg133, i32 %lead_a135, i32 0
  %x_first138 = add i32 %wb131, %lead137
  %x_end140 = add i32 %wb131, 32
  %x_fit141 = icmp slt i32 %x_end140, %wi
  %x_end142 = select i1 %x_fit141, i32 %x_end140, i32 %wi
  %x_span143 = sub i32 %x_end142, %x_first138
  %x_some144 = icmp slt i32 %x_first138, %x_end142
  %x_span146 = select i1 %x_some144, i32 %x_span143, i32 0
  %lead_b148 = mul i32 %lead137, 80
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
  %dst164 = select i1 %some162, i32 %dst160, i32 20480
  %src165 = select i1 %some162, i32 %el158, i32 %dy_dummy98
  %rows167 = select i1 %some162, i32 %dy_n153, i32 1
  br i1 %issuer97, label %if.then.1, label %if.end.1
if.then.1:
  %gep.4 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst164
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
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za186
  store float 0x0000000000000000, ptr addrspace(3) %gep.19, align 4
  %za189 = add i32 %lz184, 4
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za189
  store float 0x0000000000000000, ptr addrspace(3) %gep.20, align 4
  %za192 = add i32 %lz184, 8
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za192
  store float 0x0000000000000000, ptr addrspace(3) %gep.21, align 4
  %za195 = add i32 %lz184, 12
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za195
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
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za213
  store float 0x0000000000000000, ptr addrspace(3) %gep.23, align 4
  %za216 = add i32 %lz211, 4
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za216
  store float 0x0000000000000000, ptr addrspace(3) %gep.24, align 4
  %za219 = add i32 %lz211, 8
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za219
  store float 0x0000000000000000, ptr addrspace(3) %gep.25, align 4
  %za222 = add i32 %lz211, 12
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za222
  store float 0x0000000000000000, ptr addrspace(3) %gep.26, align 4
  br label %if.end.4
if.end.4:
  br label %if.end.2
if.end.2:
  %h_a225 = add i32 %ho150, 0
  %hi227 = sub i32 %h_a225, 0
  %hiok228 = icmp ult i32 %hi227, %hi
  %x_n230 = select i1 %hiok228, i32 %x_span146, i32 0
  %x_row231 = mul i32 %hi227, %x_stride_h
  %x_r232 = add i32 %x_img93, %x_row231
  %col233 = mul i32 %x_first138, %x_stride_w
  %el234 = add i32 %x_r232, %col233
  %el235 = add i32 %el234, %x_ch80
  %dst236 = add i32 %slot_off124, %lead_b148
  %dst238 = add i32 %dst236, 2560
  %some240 = icmp ne i32 %x_n230, 0
  %dst242 = select i1 %some240, i32 %dst238, i32 20480
  %src243 = select i1 %some240, i32 %el235, i32 %x_dummy99
  %rows245 = select i1 %some240, i32 %x_n230, i32 1
  br i1 %issuer97, label %if.then.5, label %if.end.5
if.then.5:
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst242
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
  %g1a.39 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.38, i32 2
  %g1b.40 = insertelement <8 x i32> %g1a.39, i32 %rows245, i32 4
  %g1.41 = insertelement <8 x i32> %g1b.40, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.37, <8 x i32> %g1.41, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.5
if.end.5:
  %cover_end246 = add i32 %lead137, %x_n230
  %partial248 = icmp ult i32 %x_n230, 32
  br i1 %partial248, label %if.then.6, label %if.end.6
if.then.6:
  %e250 = add i32 %tid20, 0
  %row252 = udiv i32 %e250, 4
  %cc254 = urem i32 %e250, 4
  %chan256 = shl i32 %cc254, 3
  %below257 = icmp ult i32 %row252, %lead137
  %above258 = icmp uge i32 %row252, %cover_end246
  %hole259 = or i1 %below257, %above258
  %lrow261 = mul i32 %row252, 40
  %lel262 = add i32 %lrow261, %chan256
  %lb264 = shl i32 %lel262, 1
  %lz265 = add i32 %lb264, %slot_off124
  br i1 %hole259, label %if.then.7, label %if.end.7
if.then.7:
  %za267 = add i32 %lz265, 2560
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za267
  store float 0x0000000000000000, ptr addrspace(3) %gep.42, align 4
  %za270 = add i32 %lz265, 2564
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za270
  store float 0x0000000000000000, ptr addrspace(3) %gep.43, align 4
  %za273 = add i32 %lz265, 2568
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za273
  store float 0x0000000000000000, ptr addrspace(3) %gep.44, align 4
  %za276 = add i32 %lz265, 2572
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za276
  store float 0x0000000000000000, ptr addrspace(3) %gep.45, align 4
  br label %if.end.7
if.end.7:
  %e279 = add i32 %tid20, 64
  %row281 = udiv i32 %e279, 4
  %cc283 = urem i32 %e279, 4
  %chan285 = shl i32 %cc283, 3
  %below286 = icmp ult i32 %row281, %lead137
  %above287 = icmp uge i32 %row281, %cover_end246
  %hole288 = or i1 %below286, %above287
  %lrow290 = mul i32 %row281, 40
  %lel291 = add i32 %lrow290, %chan285
  %lb293 = shl i32 %lel291, 1
  %lz294 = add i32 %lb293, %slot_off124
  br i1 %hole288, label %if.then.8, label %if.end.8
if.then.8:
  %za296 = add i32 %lz294, 2560
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za296
  store float 0x0000000000000000, ptr addrspace(3) %gep.46, align 4
  %za299 = add i32 %lz294, 2564
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za299
  store float 0x0000000000000000, ptr addrspace(3) %gep.47, align 4
  %za302 = add i32 %lz294, 2568
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za302
  store float 0x0000000000000000, ptr addrspace(3) %gep.48, align 4
  %za305 = add i32 %lz294, 2572
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za305
  store float 0x0000000000000000, ptr addrspace(3) %gep.49, align 4
  br label %if.end.8
if.end.8:
  br label %if.end.6
if.end.6:
  %rg308 = udiv i32 1, %ncols103
  %ccol309 = urem i32 1, %ncols103
  %rgo311 = mul i32 %rg308, 1
  %ho_s312 = add i32 %ho_lo85, %rgo311
  %wo_s314 = shl i32 %ccol309, 5
  %slot316 = urem i32 1, 4
  %slot_off318 = mul i32 %slot316, 5120
  %wo_left319 = sub i32 %wo, %wo_s314
  %wo_fit321 = icmp ult i32 %wo_left319, 32
  %wo_n323 = select i1 %wo_fit321, i32 %wo_left319, i32 32
  %wb325 = sub i32 %wo_s314, 0
  %lead_neg327 = icmp slt i32 %wb325, 0
  %lead_a329 = sub i32 0, %wb325
  %lead331 = select i1 %lead_neg327, i32 %lead_a329, i32 0
  %x_first332 = add i32 %wb325, %lead331
  %x_end334 = add i32 %wb325, 32
  %x_fit335 = icmp slt i32 %x_end334, %wi
  %x_end336 = select i1 %x_fit335, i32 %x_end334, i32 %wi
  %x_span337 = sub i32 %x_end336, %x_first332
  %x_some338 = icmp slt i32 %x_first332, %x_end336
  %x_span340 = select i1 %x_some338, i32 %x_span337, i32 0
  %lead_b342 = mul i32 %lead331, 80
  %ho344 = add i32 %ho_s312, 0
  %hok345 = icmp ult i32 %ho344, %ho_hi88
  %dy_n347 = select i1 %hok345, i32 %wo_n323, i32 0
  %dy_row348 = mul i32 %ho344, %dy_stride_h
  %dy_r349 = add i32 %dy_img92, %dy_row348
  %col350 = mul i32 %wo_s314, %dy_stride_w
  %el351 = add i32 %dy_r349, %col350
  %el352 = add i32 %el351, %dy_ch79
  %dst354 = add i32 %slot_off318, 0
  %some356 = icmp ne i32 %dy_n347, 0
  %dst358 = select i1 %some356, i32 %dst354, i32 20480
  %src359 = select i1 %some356, i32 %el352, i32 %dy_dummy98
  %rows361 = select i1 %some356, i32 %dy_n347, i32 1
  br i1 %issuer97, label %if.then.9, label %if.end.9
if.then.9:
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst358
  %lsa.51 = ptrtoint ptr addrspace(3) %gep.50 to i32
  %src.52 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src359
  %ga.53 = ptrtoint ptr addrspace(1) %src.52 to i64
  %galo.54 = trunc i64 %ga.53 to i32
  %gahw.55 = lshr i64 %ga.53, 32
  %gahi.56 = trunc i64 %gahw.55 to i32
  %gaty.57 = or i32 %gahi.56, -2147483648
  %g0a.58 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.51, i32 1
  %g0b.59 = insertelement <4 x i32> %g0a.58, i32 %galo.54, i32 2
  %g0.60 = insertelement <4 x i32> %g0b.59, i32 %gaty.57, i32 3
  %dim1.61 = shl i32 %rows361, 16
  %g1a.62 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.61, i32 2
  %g1b.63 = insertelement <8 x i32> %g1a.62, i32 %rows361, i32 4
  %g1.64 = insertelement <8 x i32> %g1b.63, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.60, <8 x i32> %g1.64, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.9
if.end.9:
  %partial363 = icmp ult i32 %dy_n347, 32
  br i1 %partial363, label %if.then.10, label %if.end.10
if.then.10:
  %e365 = add i32 %tid20, 0
  %row367 = udiv i32 %e365, 4
  %cc369 = urem i32 %e365, 4
  %chan371 = shl i32 %cc369, 3
  %hole372 = icmp uge i32 %row367, %dy_n347
  %lrow374 = mul i32 %row367, 40
  %lel375 = add i32 %lrow374, %chan371
  %lb377 = shl i32 %lel375, 1
  %lz378 = add i32 %lb377, %slot_off318
  br i1 %hole372, label %if.then.11, label %if.end.11
if.then.11:
  %za380 = add i32 %lz378, 0
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za380
  store float 0x0000000000000000, ptr addrspace(3) %gep.65, align 4
  %za383 = add i32 %lz378, 4
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za383
  store float 0x0000000000000000, ptr addrspace(3) %gep.66, align 4
  %za386 = add i32 %lz378, 8
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za386
  store float 0x0000000000000000, ptr addrspace(3) %gep.67, align 4
  %za389 = add i32 %lz378, 12
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za389
  store float 0x0000000000000000, ptr addrspace(3) %gep.68, align 4
  br label %if.end.11
if.end.11:
  %e392 = add i32 %tid20, 64
  %row394 = udiv i32 %e392, 4
  %cc396 = urem i32 %e392, 4
  %chan398 = shl i32 %cc396, 3
  %hole399 = icmp uge i32 %row394, %dy_n347
  %lrow401 = mul i32 %row394, 40
  %lel402 = add i32 %lrow401, %chan398
  %lb404 = shl i32 %lel402, 1
  %lz405 = add i32 %lb404, %slot_off318
  br i1 %hole399, label %if.then.12, label %if.end.12
if.then.12:
  %za407 = add i32 %lz405, 0
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za407
  store float 0x0000000000000000, ptr addrspace(3) %gep.69, align 4
  %za410 = add i32 %lz405, 4
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za410
  store float 0x0000000000000000, ptr addrspace(3) %gep.70, align 4
  %za413 = add i32 %lz405, 8
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za413
  store float 0x0000000000000000, ptr addrspace(3) %gep.71, align 4
  %za416 = add i32 %lz405, 12
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za416
  store float 0x0000000000000000, ptr addrspace(3) %gep.72, align 4
  br label %if.end.12
if.end.12:
  br label %if.end.10
if.end.10:
  %h_a419 = add i32 %ho344, 0
  %hi421 = sub i32 %h_a419, 0
  %hiok422 = icmp ult i32 %hi421, %hi
  %x_n424 = select i1 %hiok422, i32 %x_span340, i32 0
  %x_row425 = mul i32 %hi421, %x_stride_h
  %x_r426 = add i32 %x_img93, %x_row425
  %col427 = mul i32 %x_first332, %x_stride_w
  %el428 = add i32 %x_r426, %col427
  %el429 = add i32 %el428, %x_ch80
  %dst430 = add i32 %slot_off318, %lead_b342
  %dst432 = add i32 %dst430, 2560
  %some434 = icmp ne i32 %x_n424, 0
  %dst436 = select i1 %some434, i32 %dst432, i32 20480
  %src437 = select i1 %some434, i32 %el429, i32 %x_dummy99
  %rows439 = select i1 %some434, i32 %x_n424, i32 1
  br i1 %issuer97, label %if.then.13, label %if.end.13
if.then.13:
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst436
  %lsa.74 = ptrtoint ptr addrspace(3) %gep.73 to i32
  %src.75 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src437
  %ga.76 = ptrtoint ptr addrspace(1) %src.75 to i64
  %galo.77 = trunc i64 %ga.76 to i32
  %gahw.78 = lshr i64 %ga.76, 32
  %gahi.79 = trunc i64 %gahw.78 to i32
  %gaty.80 = or i32 %gahi.79, -2147483648
  %g0a.81 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.74, i32 1
  %g0b.82 = insertelement <4 x i32> %g0a.81, i32 %galo.77, i32 2
  %g0.83 = insertelement <4 x i32> %g0b.82, i32 %gaty.80, i32 3
  %dim1.84 = shl i32 %rows439, 16
  %g1a.85 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.84, i32 2
  %g1b.86 = insertelement <8 x i32> %g1a.85, i32 %rows439, i32 4
  %g1.87 = insertelement <8 x i32> %g1b.86, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.83, <8 x i32> %g1.87, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.13
if.end.13:
  %cover_end440 = add i32 %lead331, %x_n424
  %partial442 = icmp ult i32 %x_n424, 32
  br i1 %partial442, label %if.then.14, label %if.end.14
if.then.14:
  %e444 = add i32 %tid20, 0
  %row446 = udiv i32 %e444, 4
  %cc448 = urem i32 %e444, 4
  %chan450 = shl i32 %cc448, 3
  %below451 = icmp ult i32 %row446, %lead331
  %above452 = icmp uge i32 %row446, %cover_end440
  %hole453 = or i1 %below451, %above452
  %lrow455 = mul i32 %row446, 40
  %lel456 = add i32 %lrow455, %chan450
  %lb458 = shl i32 %lel456, 1
  %lz459 = add i32 %lb458, %slot_off318
  br i1 %hole453, label %if.then.15, label %if.end.15
if.then.15:
  %za461 = add i32 %lz459, 2560
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za461
  store float 0x0000000000000000, ptr addrspace(3) %gep.88, align 4
  %za464 = add i32 %lz459, 2564
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za464
  store float 0x0000000000000000, ptr addrspace(3) %gep.89, align 4
  %za467 = add i32 %lz459, 2568
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za467
  store float 0x0000000000000000, ptr addrspace(3) %gep.90, align 4
  %za470 = add i32 %lz459, 2572
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za470
  store float 0x0000000000000000, ptr addrspace(3) %gep.91, align 4
  br label %if.end.15
if.end.15:
  %e473 = add i32 %tid20, 64
  %row475 = udiv i32 %e473, 4
  %cc477 = urem i32 %e473, 4
  %chan479 = shl i32 %cc477, 3
  %below480 = icmp ult i32 %row475, %lead331
  %above481 = icmp uge i32 %row475, %cover_end440
  %hole482 = or i1 %below480, %above481
  %lrow484 = mul i32 %row475, 40
  %lel485 = add i32 %lrow484, %chan479
  %lb487 = shl i32 %lel485, 1
  %lz488 = add i32 %lb487, %slot_off318
  br i1 %hole482, label %if.then.16, label %if.end.16
if.then.16:
  %za490 = add i32 %lz488, 2560
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za490
  store float 0x0000000000000000, ptr addrspace(3) %gep.92, align 4
  %za493 = add i32 %lz488, 2564
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za493
  store float 0x0000000000000000, ptr addrspace(3) %gep.93, align 4
  %za496 = add i32 %lz488, 2568
  %gep.94 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za496
  store float 0x0000000000000000, ptr addrspace(3) %gep.94, align 4
  %za499 = add i32 %lz488, 2572
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za499
  store float 0x0000000000000000, ptr addrspace(3) %gep.95, align 4
  br label %if.end.16
if.end.16:
  br label %if.end.14
if.end.14:
  %rg502 = udiv i32 2, %ncols103
  %ccol503 = urem i32 2, %ncols103
  %rgo505 = mul i32 %rg502, 1
  %ho_s506 = add i32 %ho_lo85, %rgo505
  %wo_s508 = shl i32 %ccol503, 5
  %slot510 = urem i32 2, 4
  %slot_off512 = mul i32 %slot510, 5120
  %wo_left513 = sub i32 %wo, %wo_s508
  %wo_fit515 = icmp ult i32 %wo_left513, 32
  %wo_n517 = select i1 %wo_fit515, i32 %wo_left513, i32 32
  %wb519 = sub i32 %wo_s508, 0
  %lead_neg521 = icmp slt i32 %wb519, 0
  %lead_a523 = sub i32 0, %wb519
  %lead525 = select i1 %lead_neg521, i32 %lead_a523, i32 0
  %x_first526 = add i32 %wb519, %lead525
  %x_end528 = add i32 %wb519, 32
  %x_fit529 = icmp slt i32 %x_end528, %wi
  %x_end530 = select i1 %x_fit529, i32 %x_end528, i32 %wi
  %x_span531 = sub i32 %x_end530, %x_first526
  %x_some532 = icmp slt i32 %x_first526, %x_end530
  %x_span534 = select i1 %x_some532, i32 %x_span531, i32 0
  %lead_b536 = mul i32 %lead525, 80
  %ho538 = add i32 %ho_s506, 0
  %hok539 = icmp ult i32 %ho538, %ho_hi88
  %dy_n541 = select i1 %hok539, i32 %wo_n517, i32 0
  %dy_row542 = mul i32 %ho538, %dy_stride_h
  %dy_r543 = add i32 %dy_img92, %dy_row542
  %col544 = mul i32 %wo_s508, %dy_stride_w
  %el545 = add i32 %dy_r543, %col544
  %el546 = add i32 %el545, %dy_ch79
  %dst548 = add i32 %slot_off512, 0
  %some550 = icmp ne i32 %dy_n541, 0
  %dst552 = select i1 %some550, i32 %dst548, i32 20480
  %src553 = select i1 %some550, i32 %el546, i32 %dy_dummy98
  %rows555 = select i1 %some550, i32 %dy_n541, i32 1
  br i1 %issuer97, label %if.then.17, label %if.end.17
if.then.17:
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst552
  %lsa.97 = ptrtoint ptr addrspace(3) %gep.96 to i32
  %src.98 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src553
  %ga.99 = ptrtoint ptr addrspace(1) %src.98 to i64
  %galo.100 = trunc i64 %ga.99 to i32
  %gahw.101 = lshr i64 %ga.99, 32
  %gahi.102 = trunc i64 %gahw.101 to i32
  %gaty.103 = or i32 %gahi.102, -2147483648
  %g0a.104 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.97, i32 1
  %g0b.105 = insertelement <4 x i32> %g0a.104, i32 %galo.100, i32 2
  %g0.106 = insertelement <4 x i32> %g0b.105, i32 %gaty.103, i32 3
  %dim1.107 = shl i32 %rows555, 16
  %g1a.108 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.107, i32 2
  %g1b.109 = insertelement <8 x i32> %g1a.108, i32 %rows555, i32 4
  %g1.110 = insertelement <8 x i32> %g1b.109, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.106, <8 x i32> %g1.110, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.17
if.end.17:
  %partial557 = icmp ult i32 %dy_n541, 32
  br i1 %partial557, label %if.then.18, label %if.end.18
if.then.18:
  %e559 = add i32 %tid20, 0
  %row561 = udiv i32 %e559, 4
  %cc563 = urem i32 %e559, 4
  %chan565 = shl i32 %cc563, 3
  %hole566 = icmp uge i32 %row561, %dy_n541
  %lrow568 = mul i32 %row561, 40
  %lel569 = add i32 %lrow568, %chan565
  %lb571 = shl i32 %lel569, 1
  %lz572 = add i32 %lb571, %slot_off512
  br i1 %hole566, label %if.then.19, label %if.end.19
if.then.19:
  %za574 = add i32 %lz572, 0
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za574
  store float 0x0000000000000000, ptr addrspace(3) %gep.111, align 4
  %za577 = add i32 %lz572, 4
  %gep.112 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za577
  store float 0x0000000000000000, ptr addrspace(3) %gep.112, align 4
  %za580 = add i32 %lz572, 8
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za580
  store float 0x0000000000000000, ptr addrspace(3) %gep.113, align 4
  %za583 = add i32 %lz572, 12
  %gep.114 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za583
  store float 0x0000000000000000, ptr addrspace(3) %gep.114, align 4
  br label %if.end.19
if.end.19:
  %e586 = add i32 %tid20, 64
  %row588 = udiv i32 %e586, 4
  %cc590 = urem i32 %e586, 4
  %chan592 = shl i32 %cc590, 3
  %hole593 = icmp uge i32 %row588, %dy_n541
  %lrow595 = mul i32 %row588, 40
  %lel596 = add i32 %lrow595, %chan592
  %lb598 = shl i32 %lel596, 1
  %lz599 = add i32 %lb598, %slot_off512
  br i1 %hole593, label %if.then.20, label %if.end.20
if.then.20:
  %za601 = add i32 %lz599, 0
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za601
  store float 0x0000000000000000, ptr addrspace(3) %gep.115, align 4
  %za604 = add i32 %lz599, 4
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za604
  store float 0x0000000000000000, ptr addrspace(3) %gep.116, align 4
  %za607 = add i32 %lz599, 8
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za607
  store float 0x0000000000000000, ptr addrspace(3) %gep.117, align 4
  %za610 = add i32 %lz599, 12
  %gep.118 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za610
  store float 0x0000000000000000, ptr addrspace(3) %gep.118, align 4
  br label %if.end.20
if.end.20:
  br label %if.end.18
if.end.18:
  %h_a613 = add i32 %ho538, 0
  %hi615 = sub i32 %h_a613, 0
  %hiok616 = icmp ult i32 %hi615, %hi
  %x_n618 = select i1 %hiok616, i32 %x_span534, i32 0
  %x_row619 = mul i32 %hi615, %x_stride_h
  %x_r620 = add i32 %x_img93, %x_row619
  %col621 = mul i32 %x_first526, %x_stride_w
  %el622 = add i32 %x_r620, %col621
  %el623 = add i32 %el622, %x_ch80
  %dst624 = add i32 %slot_off512, %lead_b536
  %dst626 = add i32 %dst624, 2560
  %some628 = icmp ne i32 %x_n618, 0
  %dst630 = select i1 %some628, i32 %dst626, i32 20480
  %src631 = select i1 %some628, i32 %el623, i32 %x_dummy99
  %rows633 = select i1 %some628, i32 %x_n618, i32 1
  br i1 %issuer97, label %if.then.21, label %if.end.21
if.then.21:
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst630
  %lsa.120 = ptrtoint ptr addrspace(3) %gep.119 to i32
  %src.121 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src631
  %ga.122 = ptrtoint ptr addrspace(1) %src.121 to i64
  %galo.123 = trunc i64 %ga.122 to i32
  %gahw.124 = lshr i64 %ga.122, 32
  %gahi.125 = trunc i64 %gahw.124 to i32
  %gaty.126 = or i32 %gahi.125, -2147483648
  %g0a.127 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.120, i32 1
  %g0b.128 = insertelement <4 x i32> %g0a.127, i32 %galo.123, i32 2
  %g0.129 = insertelement <4 x i32> %g0b.128, i32 %gaty.126, i32 3
  %dim1.130 = shl i32 %rows633, 16
  %g1a.131 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.130, i32 2
  %g1b.132 = insertelement <8 x i32> %g1a.131, i32 %rows633, i32 4
  %g1.133 = insertelement <8 x i32> %g1b.132, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.129, <8 x i32> %g1.133, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.21
if.end.21:
  %cover_end634 = add i32 %lead525, %x_n618
  %partial636 = icmp ult i32 %x_n618, 32
  br i1 %partial636, label %if.then.22, label %if.end.22
if.then.22:
  %e638 = add i32 %tid20, 0
  %row640 = udiv i32 %e638, 4
  %cc642 = urem i32 %e638, 4
  %chan644 = shl i32 %cc642, 3
  %below645 = icmp ult i32 %row640, %lead525
  %above646 = icmp uge i32 %row640, %cover_end634
  %hole647 = or i1 %below645, %above646
  %lrow649 = mul i32 %row640, 40
  %lel650 = add i32 %lrow649, %chan644
  %lb652 = shl i32 %lel650, 1
  %lz653 = add i32 %lb652, %slot_off512
  br i1 %hole647, label %if.then.23, label %if.end.23
if.then.23:
  %za655 = add i32 %lz653, 2560
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za655
  store float 0x0000000000000000, ptr addrspace(3) %gep.134, align 4
  %za658 = add i32 %lz653, 2564
  %gep.135 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za658
  store float 0x0000000000000000, ptr addrspace(3) %gep.135, align 4
  %za661 = add i32 %lz653, 2568
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za661
  store float 0x0000000000000000, ptr addrspace(3) %gep.136, align 4
  %za664 = add i32 %lz653, 2572
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za664
  store float 0x0000000000000000, ptr addrspace(3) %gep.137, align 4
  br label %if.end.23
if.end.23:
  %e667 = add i32 %tid20, 64
  %row669 = udiv i32 %e667, 4
  %cc671 = urem i32 %e667, 4
  %chan673 = shl i32 %cc671, 3
  %below674 = icmp ult i32 %row669, %lead525
  %above675 = icmp uge i32 %row669, %cover_end634
  %hole676 = or i1 %below674, %above675
  %lrow678 = mul i32 %row669, 40
  %lel679 = add i32 %lrow678, %chan673
  %lb681 = shl i32 %lel679, 1
  %lz682 = add i32 %lb681, %slot_off512
  br i1 %hole676, label %if.then.24, label %if.end.24
if.then.24:
  %za684 = add i32 %lz682, 2560
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za684
  store float 0x0000000000000000, ptr addrspace(3) %gep.138, align 4
  %za687 = add i32 %lz682, 2564
  %gep.139 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za687
  store float 0x0000000000000000, ptr addrspace(3) %gep.139, align 4
  %za690 = add i32 %lz682, 2568
  %gep.140 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za690
  store float 0x0000000000000000, ptr addrspace(3) %gep.140, align 4
  %za693 = add i32 %lz682, 2572
  %gep.141 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za693
  store float 0x0000000000000000, ptr addrspace(3) %gep.141, align 4
  br label %if.end.24
if.end.24:
  br label %if.end.22
if.end.22:
  br label %for.head.25
for.head.25:
  %t700 = phi i32 [ 0, %if.end.22 ], [ %iv.next.142, %for.latch.25 ]
  %acc701 = phi <8 x float> [ zeroinitializer, %if.end.22 ], [ %acc925, %for.latch.25 ]
  %acc702 = phi <8 x float> [ zeroinitializer, %if.end.22 ], [ %acc926, %for.latch.25 ]
  %cmp.143 = icmp slt i32 %t700, %steps112
  br i1 %cmp.143, label %for.body.25, label %for.exit.25
for.body.25:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 4)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %u704 = add i32 %t700, 3
  %rg705 = udiv i32 %u704, %ncols103
  %ccol706 = urem i32 %u704, %ncols103
  %rgo708 = mul i32 %rg705, 1
  %ho_s709 = add i32 %ho_lo85, %rgo708
  %wo_s711 = shl i32 %ccol706, 5
  %slot713 = urem i32 %u704, 4
  %slot_off715 = mul i32 %slot713, 5120
  %wo_left716 = sub i32 %wo, %wo_s711
  %wo_fit718 = icmp ult i32 %wo_left716, 32
  %wo_n720 = select i1 %wo_fit718, i32 %wo_left716, i32 32
  %wb722 = sub i32 %wo_s711, 0
  %lead_neg724 = icmp slt i32 %wb722, 0
  %lead_a726 = sub i32 0, %wb722
  %lead728 = select i1 %lead_neg724, i32 %lead_a726, i32 0
  %x_first729 = add i32 %wb722, %lead728
  %x_end731 = add i32 %wb722, 32
  %x_fit732 = icmp slt i32 %x_end731, %wi
  %x_end733 = select i1 %x_fit732, i32 %x_end731, i32 %wi
  %x_span734 = sub i32 %x_end733, %x_first729
  %x_some735 = icmp slt i32 %x_first729, %x_end733
  %x_span737 = select i1 %x_some735, i32 %x_span734, i32 0
  %lead_b739 = mul i32 %lead728, 80
  %ho741 = add i32 %ho_s709, 0
  %hok742 = icmp ult i32 %ho741, %ho_hi88
  %dy_n744 = select i1 %hok742, i32 %wo_n720, i32 0
  %dy_row745 = mul i32 %ho741, %dy_stride_h
  %dy_r746 = add i32 %dy_img92, %dy_row745
  %col747 = mul i32 %wo_s711, %dy_stride_w
  %el748 = add i32 %dy_r746, %col747
  %el749 = add i32 %el748, %dy_ch79
  %dst751 = add i32 %slot_off715, 0
  %some753 = icmp ne i32 %dy_n744, 0
  %dst755 = select i1 %some753, i32 %dst751, i32 20480
  %src756 = select i1 %some753, i32 %el749, i32 %dy_dummy98
  %rows758 = select i1 %some753, i32 %dy_n744, i32 1
  br i1 %issuer97, label %if.then.26, label %if.end.26
if.then.26:
  %gep.144 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst755
  %lsa.145 = ptrtoint ptr addrspace(3) %gep.144 to i32
  %src.146 = getelementptr inbounds i16, ptr addrspace(1) %dy, i32 %src756
  %ga.147 = ptrtoint ptr addrspace(1) %src.146 to i64
  %galo.148 = trunc i64 %ga.147 to i32
  %gahw.149 = lshr i64 %ga.147, 32
  %gahi.150 = trunc i64 %gahw.149 to i32
  %gaty.151 = or i32 %gahi.150, -2147483648
  %g0a.152 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.145, i32 1
  %g0b.153 = insertelement <4 x i32> %g0a.152, i32 %galo.148, i32 2
  %g0.154 = insertelement <4 x i32> %g0b.153, i32 %gaty.151, i32 3
  %dim1.155 = shl i32 %rows758, 16
  %g1a.156 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.155, i32 2
  %g1b.157 = insertelement <8 x i32> %g1a.156, i32 %rows758, i32 4
  %g1.158 = insertelement <8 x i32> %g1b.157, i32 %dy_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.154, <8 x i32> %g1.158, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.26
if.end.26:
  %partial760 = icmp ult i32 %dy_n744, 32
  br i1 %partial760, label %if.then.27, label %if.end.27
if.then.27:
  %e762 = add i32 %tid20, 0
  %row764 = udiv i32 %e762, 4
  %cc766 = urem i32 %e762, 4
  %chan768 = shl i32 %cc766, 3
  %hole769 = icmp uge i32 %row764, %dy_n744
  %lrow771 = mul i32 %row764, 40
  %lel772 = add i32 %lrow771, %chan768
  %lb774 = shl i32 %lel772, 1
  %lz775 = add i32 %lb774, %slot_off715
  br i1 %hole769, label %if.then.28, label %if.end.28
if.then.28:
  %za777 = add i32 %lz775, 0
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za777
  store float 0x0000000000000000, ptr addrspace(3) %gep.159, align 4
  %za780 = add i32 %lz775, 4
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za780
  store float 0x0000000000000000, ptr addrspace(3) %gep.160, align 4
  %za783 = add i32 %lz775, 8
  %gep.161 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za783
  store float 0x0000000000000000, ptr addrspace(3) %gep.161, align 4
  %za786 = add i32 %lz775, 12
  %gep.162 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za786
  store float 0x0000000000000000, ptr addrspace(3) %gep.162, align 4
  br label %if.end.28
if.end.28:
  %e789 = add i32 %tid20, 64
  %row791 = udiv i32 %e789, 4
  %cc793 = urem i32 %e789, 4
  %chan795 = shl i32 %cc793, 3
  %hole796 = icmp uge i32 %row791, %dy_n744
  %lrow798 = mul i32 %row791, 40
  %lel799 = add i32 %lrow798, %chan795
  %lb801 = shl i32 %lel799, 1
  %lz802 = add i32 %lb801, %slot_off715
  br i1 %hole796, label %if.then.29, label %if.end.29
if.then.29:
  %za804 = add i32 %lz802, 0
  %gep.163 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za804
  store float 0x0000000000000000, ptr addrspace(3) %gep.163, align 4
  %za807 = add i32 %lz802, 4
  %gep.164 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za807
  store float 0x0000000000000000, ptr addrspace(3) %gep.164, align 4
  %za810 = add i32 %lz802, 8
  %gep.165 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za810
  store float 0x0000000000000000, ptr addrspace(3) %gep.165, align 4
  %za813 = add i32 %lz802, 12
  %gep.166 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za813
  store float 0x0000000000000000, ptr addrspace(3) %gep.166, align 4
  br label %if.end.29
if.end.29:
  br label %if.end.27
if.end.27:
  %h_a816 = add i32 %ho741, 0
  %hi818 = sub i32 %h_a816, 0
  %hiok819 = icmp ult i32 %hi818, %hi
  %x_n821 = select i1 %hiok819, i32 %x_span737, i32 0
  %x_row822 = mul i32 %hi818, %x_stride_h
  %x_r823 = add i32 %x_img93, %x_row822
  %col824 = mul i32 %x_first729, %x_stride_w
  %el825 = add i32 %x_r823, %col824
  %el826 = add i32 %el825, %x_ch80
  %dst827 = add i32 %slot_off715, %lead_b739
  %dst829 = add i32 %dst827, 2560
  %some831 = icmp ne i32 %x_n821, 0
  %dst833 = select i1 %some831, i32 %dst829, i32 20480
  %src834 = select i1 %some831, i32 %el826, i32 %x_dummy99
  %rows836 = select i1 %some831, i32 %x_n821, i32 1
  br i1 %issuer97, label %if.then.30, label %if.end.30
if.then.30:
  %gep.167 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %dst833
  %lsa.168 = ptrtoint ptr addrspace(3) %gep.167 to i32
  %src.169 = getelementptr inbounds i16, ptr addrspace(1) %x, i32 %src834
  %ga.170 = ptrtoint ptr addrspace(1) %src.169 to i64
  %galo.171 = trunc i64 %ga.170 to i32
  %gahw.172 = lshr i64 %ga.170, 32
  %gahi.173 = trunc i64 %gahw.172 to i32
  %gaty.174 = or i32 %gahi.173, -2147483648
  %g0a.175 = insertelement <4 x i32> <i32 1, i32 0, i32 0, i32 0>, i32 %lsa.168, i32 1
  %g0b.176 = insertelement <4 x i32> %g0a.175, i32 %galo.171, i32 2
  %g0.177 = insertelement <4 x i32> %g0b.176, i32 %gaty.174, i32 3
  %dim1.178 = shl i32 %rows836, 16
  %g1a.179 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 0, i32 2097152, i32 0, i32 0, i32 0, i32 0>, i32 %dim1.178, i32 2
  %g1b.180 = insertelement <8 x i32> %g1a.179, i32 %rows836, i32 4
  %g1.181 = insertelement <8 x i32> %g1b.180, i32 %x_stride_w, i32 5
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %g0.177, <8 x i32> %g1.181, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  br label %if.end.30
if.end.30:
  %cover_end837 = add i32 %lead728, %x_n821
  %partial839 = icmp ult i32 %x_n821, 32
  br i1 %partial839, label %if.then.31, label %if.end.31
if.then.31:
  %e841 = add i32 %tid20, 0
  %row843 = udiv i32 %e841, 4
  %cc845 = urem i32 %e841, 4
  %chan847 = shl i32 %cc845, 3
  %below848 = icmp ult i32 %row843, %lead728
  %above849 = icmp uge i32 %row843, %cover_end837
  %hole850 = or i1 %below848, %above849
  %lrow852 = mul i32 %row843, 40
  %lel853 = add i32 %lrow852, %chan847
  %lb855 = shl i32 %lel853, 1
  %lz856 = add i32 %lb855, %slot_off715
  br i1 %hole850, label %if.then.32, label %if.end.32
if.then.32:
  %za858 = add i32 %lz856, 2560
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za858
  store float 0x0000000000000000, ptr addrspace(3) %gep.182, align 4
  %za861 = add i32 %lz856, 2564
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za861
  store float 0x0000000000000000, ptr addrspace(3) %gep.183, align 4
  %za864 = add i32 %lz856, 2568
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za864
  store float 0x0000000000000000, ptr addrspace(3) %gep.184, align 4
  %za867 = add i32 %lz856, 2572
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za867
  store float 0x0000000000000000, ptr addrspace(3) %gep.185, align 4
  br label %if.end.32
if.end.32:
  %e870 = add i32 %tid20, 64
  %row872 = udiv i32 %e870, 4
  %cc874 = urem i32 %e870, 4
  %chan876 = shl i32 %cc874, 3
  %below877 = icmp ult i32 %row872, %lead728
  %above878 = icmp uge i32 %row872, %cover_end837
  %hole879 = or i1 %below877, %above878
  %lrow881 = mul i32 %row872, 40
  %lel882 = add i32 %lrow881, %chan876
  %lb884 = shl i32 %lel882, 1
  %lz885 = add i32 %lb884, %slot_off715
  br i1 %hole879, label %if.then.33, label %if.end.33
if.then.33:
  %za887 = add i32 %lz885, 2560
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za887
  store float 0x0000000000000000, ptr addrspace(3) %gep.186, align 4
  %za890 = add i32 %lz885, 2564
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za890
  store float 0x0000000000000000, ptr addrspace(3) %gep.187, align 4
  %za893 = add i32 %lz885, 2568
  %gep.188 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za893
  store float 0x0000000000000000, ptr addrspace(3) %gep.188, align 4
  %za896 = add i32 %lz885, 2572
  %gep.189 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %za896
  store float 0x0000000000000000, ptr addrspace(3) %gep.189, align 4
  br label %if.end.33
if.end.33:
  br label %if.end.31
if.end.31:
  %slot899 = urem i32 %t700, 4
  %slot_off901 = mul i32 %slot899, 5120
  %a_t902 = add i32 %a_lane51, %slot_off901
  %b_t903 = add i32 %b_lane57, %slot_off901
  %a_addr905 = add i32 %a_t902, 0
  %gep.190 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %a_addr905
  %a_lo906 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.190)
  %a_addr908 = add i32 %a_t902, 1280
  %gep.191 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %a_addr908
  %a_hi909 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.191)
  %a_frag910 = shufflevector <8 x half> %a_lo906, <8 x half> %a_hi909, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr912 = add i32 %a_t902, 32
  %gep.192 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %a_addr912
  %a_lo913 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.192)
  %a_addr915 = add i32 %a_t902, 1312
  %gep.193 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %a_addr915
  %a_hi916 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.193)
  %a_frag917 = shufflevector <8 x half> %a_lo913, <8 x half> %a_hi916, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr919 = add i32 %b_t903, 2560
  %gep.194 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %b_addr919
  %b_lo920 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.194)
  %b_addr922 = add i32 %b_t903, 3840
  %gep.195 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x2_t2x1_rps1_rb2_le0_tdm4_wsr2, i32 %b_addr922
  %b_hi923 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.195)
  %b_frag924 = shufflevector <8 x half> %b_lo920, <8 x half> %b_hi923, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc925 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag910, i1 false, <16 x half> %b_frag924, i16 0, <8 x float> %acc701, i1 false, i1 false)
  %acc926 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag917, i1 false, <16 x half> %b_frag924, i16 0, <8 x float> %acc702, i1 false, i1 false)
  br label %for.latch.25
for.latch.25:
  %iv.next.142 = add i32 %t700, 1
  br label %for.head.25
for.exit.25:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  %slab_a928 = mul i32 %img60, 2
  %slab_b929 = add i32 %slab_a928, %rblk59
  %slab931 = urem i32 %slab_b929, 2
  %slab_g932 = mul i32 %slab931, %groups
  %slab_k933 = mul i32 %slab_g932, %kpg
  %kbase934 = add i32 %slab_k933, %gk77
  %c_w935 = add i32 %c_blk76, %wcb32
  %k_w936 = add i32 %k_blk74, %wkb30
  %k_h937 = add i32 %k_w936, %khalf36
  %cin939 = add i32 %c_w935, 0
  %cin940 = add i32 %cin939, %lcol41
  %cok941 = icmp ult i32 %cin940, %cpg
  %kin943 = add i32 %k_h937, 0
  %kok944 = icmp ult i32 %kin943, %kpg
  %ok945 = and i1 %kok944, %cok941
  br i1 %ok945, label %if.then.34, label %if.end.34
if.then.34:
  %krow946 = add i32 %kbase934, %kin943
  %kr948 = mul i32 %krow946, 1
  %t_r950 = add i32 %kr948, 0
  %t_s952 = mul i32 %t_r950, 1
  %t_c954 = add i32 %t_s952, 0
  %t_e955 = mul i32 %t_c954, %cpg
  %el956 = add i32 %t_e955, %cin940
  %off958 = shl i32 %el956, 2
  %v959 = extractelement <8 x float> %acc701, i32 0
  %old.196 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v959, ptr addrspace(8) %rws91, i32 %off958, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  %kin962 = add i32 %k_h937, 1
  %kok963 = icmp ult i32 %kin962, %kpg
  %ok964 = and i1 %kok963, %cok941
  br i1 %ok964, label %if.then.35, label %if.end.35
if.then.35:
  %krow965 = add i32 %kbase934, %kin962
  %kr967 = mul i32 %krow965, 1
  %t_r969 = add i32 %kr967, 0
  %t_s971 = mul i32 %t_r969, 1
  %t_c973 = add i32 %t_s971, 0
  %t_e974 = mul i32 %t_c973, %cpg
  %el975 = add i32 %t_e974, %cin940
  %off977 = shl i32 %el975, 2
  %v978 = extractelement <8 x float> %acc701, i32 1
  %old.197 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v978, ptr addrspace(8) %rws91, i32 %off977, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  %kin981 = add i32 %k_h937, 2
  %kok982 = icmp ult i32 %kin981, %kpg
  %ok983 = and i1 %kok982, %cok941
  br i1 %ok983, label %if.then.36, label %if.end.36
if.then.36:
  %krow984 = add i32 %kbase934, %kin981
  %kr986 = mul i32 %krow984, 1
  %t_r988 = add i32 %kr986, 0
  %t_s990 = mul i32 %t_r988, 1
  %t_c992 = add i32 %t_s990, 0
  %t_e993 = mul i32 %t_c992, %cpg
  %el994 = add i32 %t_e993, %cin940
  %off996 = shl i32 %el994, 2
  %v997 = extractelement <8 x float> %acc701, i32 2
  %old.198 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v997, ptr addrspace(8) %rws91, i32 %off996, i32 0, i32 20)
  br label %if.end.36
if.end.36:
  %kin1000 = add i32 %k_h937, 3
  %kok1001 = icmp ult i32 %kin1000, %kpg
  %ok1002 = and i1 %kok1001, %cok941
  br i1 %ok1002, label %if.then.37, label %if.end.37
if.then.37:
  %krow1003 = add i32 %kbase934, %kin1000
  %kr1005 = mul i32 %krow1003, 1
  %t_r1007 = add i32 %kr1005, 0
  %t_s1009 = mul i32 %t_r1007, 1
  %t_c1011 = add i32 %t_s1009, 0
  %t_e1012 = mul i32 %t_c1011, %cpg
  %el1013 = add i32 %t_e1012, %cin940
  %off1015 = shl i32 %el1013, 2
  %v1016 = extractelement <8 x float> %acc701, i32 3
  %old.199 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1016, ptr addrspace(8) %rws91, i32 %off1015, i32 0, i32 20)
  br label %if.end.37
if.end.37:
  %kin1019 = add i32 %k_h937, 4
  %kok1020 = icmp ult i32 %kin1019, %kpg
  %ok1021 = and i1 %kok1020, %cok941
  br i1 %ok1021, label %if.then.38, label %if.end.38
if.then.38:
  %krow1022 = add i32 %kbase934, %kin1019
  %kr1024 = mul i32 %krow1022, 1
  %t_r1026 = add i32 %kr1024, 0
  %t_s1028 = mul i32 %t_r1026, 1
  %t_c1030 = add i32 %t_s1028, 0
  %t_e1031 = mul i32 %t_c1030, %cpg
  %el1032 = add i32 %t_e1031, %cin940
  %off1034 = shl i32 %el1032, 2
  %v1035 = extractelement <8 x float> %acc701, i32 4
  %old.200 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1035, ptr addrspace(8) %rws91, i32 %off1034, i32 0, i32 20)
  br label %if.end.38
if.end.38:
  %kin1038 = add i32 %k_h937, 5
  %kok1039 = icmp ult i32 %kin1038, %kpg
  %ok1040 = and i1 %kok1039, %cok941
  br i1 %ok1040, label %if.then.39, label %if.end.39
if.then.39:
  %krow1041 = add i32 %kbase934, %kin1038
  %kr1043 = mul i32 %krow1041, 1
  %t_r1045 = add i32 %kr1043, 0
  %t_s1047 = mul i32 %t_r1045, 1
  %t_c1049 = add i32 %t_s1047, 0
  %t_e1050 = mul i32 %t_c1049, %cpg
  %el1051 = add i32 %t_e1050, %cin940
  %off1053 = shl i32 %el1051, 2
  %v1054 = extractelement <8 x float> %acc701, i32 5
  %old.201 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1054, ptr addrspace(8) %rws91, i32 %off1053, i32 0, i32 20)
  br label %if.end.39
if.end.39:
  %kin1057 = add i32 %k_h937, 6
  %kok1058 = icmp ult i32 %kin1057, %kpg
  %ok1059 = and i1 %kok1058, %cok941
  br i1 %ok1059, label %if.then.40, label %if.end.40
if.then.40:
  %krow1060 = add i32 %kbase934, %kin1057
  %kr1062 = mul i32 %krow1060, 1
  %t_r1064 = add i32 %kr1062, 0
  %t_s1066 = mul i32 %t_r1064, 1
  %t_c1068 = add i32 %t_s1066, 0
  %t_e1069 = mul i32 %t_c1068, %cpg
  %el1070 = add i32 %t_e1069, %cin940
  %off1072 = shl i32 %el1070, 2
  %v1073 = extractelement <8 x float> %acc701, i32 6
  %old.202 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1073, ptr addrspace(8) %rws91, i32 %off1072, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %kin1076 = add i32 %k_h937, 7
  %kok1077 = icmp ult i32 %kin1076, %kpg
  %ok1078 = and i1 %kok1077, %cok941
  br i1 %ok1078, label %if.then.41, label %if.end.41
if.then.41:
  %krow1079 = add i32 %kbase934, %kin1076
  %kr1081 = mul i32 %krow1079, 1
  %t_r1083 = add i32 %kr1081, 0
  %t_s1085 = mul i32 %t_r1083, 1
  %t_c1087 = add i32 %t_s1085, 0
  %t_e1088 = mul i32 %t_c1087, %cpg
  %el1089 = add i32 %t_e1088, %cin940
  %off1091 = shl i32 %el1089, 2
  %v1092 = extractelement <8 x float> %acc701, i32 7
  %old.203 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1092, ptr addrspace(8) %rws91, i32 %off1091, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %cin1095 = add i32 %c_w935, 0
  %cin1096 = add i32 %cin1095, %lcol41
  %cok1097 = icmp ult i32 %cin1096, %cpg
  %kin1099 = add i32 %k_h937, 16
  %kok1100 = icmp ult i32 %kin1099, %kpg
  %ok1101 = and i1 %kok1100, %cok1097
  br i1 %ok1101, label %if.then.42, label %if.end.42
if.then.42:
  %krow1102 = add i32 %kbase934, %kin1099
  %kr1104 = mul i32 %krow1102, 1
  %t_r1106 = add i32 %kr1104, 0
  %t_s1108 = mul i32 %t_r1106, 1
  %t_c1110 = add i32 %t_s1108, 0
  %t_e1111 = mul i32 %t_c1110, %cpg
  %el1112 = add i32 %t_e1111, %cin1096
  %off1114 = shl i32 %el1112, 2
  %v1115 = extractelement <8 x float> %acc702, i32 0
  %old.204 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1115, ptr addrspace(8) %rws91, i32 %off1114, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  %kin1118 = add i32 %k_h937, 17
  %kok1119 = icmp ult i32 %kin1118, %kpg
  %ok1120 = and i1 %kok1119, %cok1097
  br i1 %ok1120, label %if.then.43, label %if.end.43
if.then.43:
  %krow1121 = add i32 %kbase934, %kin1118
  %kr1123 = mul i32 %krow1121, 1
  %t_r1125 = add i32 %kr1123, 0
  %t_s1127 = mul i32 %t_r1125, 1
  %t_c1129 = add i32 %t_s1127, 0
  %t_e1130 = mul i32 %t_c1129, %cpg
  %el1131 = add i32 %t_e1130, %cin1096
  %off1133 = shl i32 %el1131, 2
  %v1134 = extractelement <8 x float> %acc702, i32 1
  %old.205 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1134, ptr addrspace(8) %rws91, i32 %off1133, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %kin1137 = add i32 %k_h937, 18
  %kok1138 = icmp ult i32 %kin1137, %kpg
  %ok1139 = and i1 %kok1138, %cok1097
  br i1 %ok1139, label %if.then.44, label %if.end.44
if.then.44:
  %krow1140 = add i32 %kbase934, %kin1137
  %kr1142 = mul i32 %krow1140, 1
  %t_r1144 = add i32 %kr1142, 0
  %t_s1146 = mul i32 %t_r1144, 1
  %t_c1148 = add i32 %t_s1146, 0
  %t_e1149 = mul i32 %t_c1148, %cpg
  %el1150 = add i32 %t_e1149, %cin1096
  %off1152 = shl i32 %el1150, 2
  %v1153 = extractelement <8 x float> %acc702, i32 2
  %old.206 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1153, ptr addrspace(8) %rws91, i32 %off1152, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %kin1156 = add i32 %k_h937, 19
  %kok1157 = icmp ult i32 %kin1156, %kpg
  %ok1158 = and i1 %kok1157, %cok1097
  br i1 %ok1158, label %if.then.45, label %if.end.45
if.then.45:
  %krow1159 = add i32 %kbase934, %kin1156
  %kr1161 = mul i32 %krow1159, 1
  %t_r1163 = add i32 %kr1161, 0
  %t_s1165 = mul i32 %t_r1163, 1
  %t_c1167 = add i32 %t_s1165, 0
  %t_e1168 = mul i32 %t_c1167, %cpg
  %el1169 = add i32 %t_e1168, %cin1096
  %off1171 = shl i32 %el1169, 2
  %v1172 = extractelement <8 x float> %acc702, i32 3
  %old.207 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1172, ptr addrspace(8) %rws91, i32 %off1171, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %kin1175 = add i32 %k_h937, 20
  %kok1176 = icmp ult i32 %kin1175, %kpg
  %ok1177 = and i1 %kok1176, %cok1097
  br i1 %ok1177, label %if.then.46, label %if.end.46
if.then.46:
  %krow1178 = add i32 %kbase934, %kin1175
  %kr1180 = mul i32 %krow1178, 1
  %t_r1182 = add i32 %kr1180, 0
  %t_s1184 = mul i32 %t_r1182, 1
  %t_c1186 = add i32 %t_s1184, 0
  %t_e1187 = mul i32 %t_c1186, %cpg
  %el1188 = add i32 %t_e1187, %cin1096
  %off1190 = shl i32 %el1188, 2
  %v1191 = extractelement <8 x float> %acc702, i32 4
  %old.208 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1191, ptr addrspace(8) %rws91, i32 %off1190, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %kin1194 = add i32 %k_h937, 21
  %kok1195 = icmp ult i32 %kin1194, %kpg
  %ok1196 = and i1 %kok1195, %cok1097
  br i1 %ok1196, label %if.then.47, label %if.end.47
if.then.47:
  %krow1197 = add i32 %kbase934, %kin1194
  %kr1199 = mul i32 %krow1197, 1
  %t_r1201 = add i32 %kr1199, 0
  %t_s1203 = mul i32 %t_r1201, 1
  %t_c1205 = add i32 %t_s1203, 0
  %t_e1206 = mul i32 %t_c1205, %cpg
  %el1207 = add i32 %t_e1206, %cin1096
  %off1209 = shl i32 %el1207, 2
  %v1210 = extractelement <8 x float> %acc702, i32 5
  %old.209 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1210, ptr addrspace(8) %rws91, i32 %off1209, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  %kin1213 = add i32 %k_h937, 22
  %kok1214 = icmp ult i32 %kin1213, %kpg
  %ok1215 = and i1 %kok1214, %cok1097
  br i1 %ok1215, label %if.then.48, label %if.end.48
if.then.48:
  %krow1216 = add i32 %kbase934, %kin1213
  %kr1218 = mul i32 %krow1216, 1
  %t_r1220 = add i32 %kr1218, 0
  %t_s1222 = mul i32 %t_r1220, 1
  %t_c1224 = add i32 %t_s1222, 0
  %t_e1225 = mul i32 %t_c1224, %cpg
  %el1226 = add i32 %t_e1225, %cin1096
  %off1228 = shl i32 %el1226, 2
  %v1229 = extractelement <8 x float> %acc702, i32 6
  %old.210 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1229, ptr addrspace(8) %rws91, i32 %off1228, i32 0, i32 20)
  br label %if.end.48
if.end.48:
  %kin1232 = add i32 %k_h937, 23
  %kok1233 = icmp ult i32 %kin1232, %kpg
  %ok1234 = and i1 %kok1233, %cok1097
  br i1 %ok1234, label %if.then.49, label %if.end.49
if.then.49:
  %krow1235 = add i32 %kbase934, %kin1232
  %kr1237 = mul i32 %krow1235, 1
  %t_r1239 = add i32 %kr1237, 0
  %t_s1241 = mul i32 %t_r1239, 1
  %t_c1243 = add i32 %t_s1241, 0
  %t_e1244 = mul i32 %t_c1243, %cpg
  %el1245 = add i32 %t_e1244, %cin1096
  %off1247 = shl i32 %el1245, 2
  %v1248 = extractelement <8 x float> %acc702, i32 7
  %old.211 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1248, ptr addrspace(8) %rws91, i32 %off1247, i32 0, i32 20)
  br label %if.end.49
if.end.49:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="152" }
