; irgate direct_wgrad{dtype=fp16,filter_h=1,filter_w=1,pad_h=0,pad_w=0,stride_h=1,stride_w=1,cpg=16,kpg=16,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=0,tdm_stages=0,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1 = internal unnamed_addr addrspace(3) global [3072 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
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
  %ncols_a92 = add i32 %wo, 31
  %ncols94 = lshr i32 %ncols_a92, 5
  %live95 = icmp slt i32 %ho_lo81, %ho_hi84
  %span_a96 = sub i32 %ho_hi84, %ho_lo81
  %span98 = select i1 %live95, i32 %span_a96, i32 0
  %rg_a100 = add i32 %span98, 0
  %rgs102 = udiv i32 %rg_a100, 1
  %steps103 = mul i32 %rgs102, %ncols94
  br label %for.head.1
for.head.1:
  %t108 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc109 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc273, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t108, %steps103
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %rg110 = udiv i32 %t108, %ncols94
  %ccol111 = urem i32 %t108, %ncols94
  %rgo113 = mul i32 %rg110, 1
  %ho_s114 = add i32 %ho_lo81, %rgo113
  %wo_s116 = shl i32 %ccol111, 5
  %wb118 = sub i32 %wo_s116, 0
  %ho120 = add i32 %ho_s114, 0
  %hok121 = icmp ult i32 %ho120, %ho_hi84
  %dy_row122 = mul i32 %ho120, %dy_stride_h
  %dy_r123 = add i32 %dy_img88, %dy_row122
  %e125 = add i32 %tid18, 0
  %row127 = udiv i32 %e125, 2
  %cc129 = urem i32 %e125, 2
  %chan131 = shl i32 %cc129, 3
  %wo132 = add i32 %wo_s116, %row127
  %wok133 = icmp ult i32 %wo132, %wo
  %kin134 = add i32 %k_blk68, %chan131
  %kok136 = icmp ult i32 %kin134, 16
  %ok137 = and i1 %hok121, %wok133
  %ok138 = and i1 %ok137, %kok136
  %col139 = mul i32 %wo132, %dy_stride_w
  %el140 = add i32 %dy_r123, %col139
  %el141 = add i32 %el140, %dy_ch75
  %el142 = add i32 %el141, %chan131
  %off144 = shl i32 %el142, 1
  %safe146 = select i1 %ok138, i32 %off144, i32 2147483647
  %dyv148 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe146, i32 0, i32 0)
  %lrow150 = mul i32 %row127, 24
  %lel151 = add i32 %lrow150, %chan131
  %lb153 = shl i32 %lel151, 1
  %la155 = add i32 %lb153, 0
  %e157 = add i32 %tid18, 32
  %row159 = udiv i32 %e157, 2
  %cc161 = urem i32 %e157, 2
  %chan163 = shl i32 %cc161, 3
  %wo164 = add i32 %wo_s116, %row159
  %wok165 = icmp ult i32 %wo164, %wo
  %kin166 = add i32 %k_blk68, %chan163
  %kok168 = icmp ult i32 %kin166, 16
  %ok169 = and i1 %hok121, %wok165
  %ok170 = and i1 %ok169, %kok168
  %col171 = mul i32 %wo164, %dy_stride_w
  %el172 = add i32 %dy_r123, %col171
  %el173 = add i32 %el172, %dy_ch75
  %el174 = add i32 %el173, %chan163
  %off176 = shl i32 %el174, 1
  %safe178 = select i1 %ok170, i32 %off176, i32 2147483647
  %dyv180 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe178, i32 0, i32 0)
  %lrow182 = mul i32 %row159, 24
  %lel183 = add i32 %lrow182, %chan163
  %lb185 = shl i32 %lel183, 1
  %la187 = add i32 %lb185, 0
  %h_a189 = add i32 %ho120, 0
  %hi191 = sub i32 %h_a189, 0
  %hiok192 = icmp ult i32 %hi191, %hi
  %x_row193 = mul i32 %hi191, %x_stride_h
  %x_r194 = add i32 %x_img89, %x_row193
  %e196 = add i32 %tid18, 0
  %row198 = udiv i32 %e196, 2
  %cc200 = urem i32 %e196, 2
  %chan202 = shl i32 %cc200, 3
  %wi203 = add i32 %wb118, %row198
  %wiok204 = icmp ult i32 %wi203, %wi
  %cin205 = add i32 %c_blk70, %chan202
  %cok207 = icmp ult i32 %cin205, 16
  %ok208 = and i1 %hiok192, %wiok204
  %ok209 = and i1 %ok208, %cok207
  %col210 = mul i32 %wi203, %x_stride_w
  %el211 = add i32 %x_r194, %col210
  %el212 = add i32 %el211, %x_ch76
  %el213 = add i32 %el212, %chan202
  %off215 = shl i32 %el213, 1
  %safe217 = select i1 %ok209, i32 %off215, i32 2147483647
  %xv219 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe217, i32 0, i32 0)
  %lrow221 = mul i32 %row198, 24
  %lel222 = add i32 %lrow221, %chan202
  %lb224 = shl i32 %lel222, 1
  %la226 = add i32 %lb224, 1536
  %e228 = add i32 %tid18, 32
  %row230 = udiv i32 %e228, 2
  %cc232 = urem i32 %e228, 2
  %chan234 = shl i32 %cc232, 3
  %wi235 = add i32 %wb118, %row230
  %wiok236 = icmp ult i32 %wi235, %wi
  %cin237 = add i32 %c_blk70, %chan234
  %cok239 = icmp ult i32 %cin237, 16
  %ok240 = and i1 %hiok192, %wiok236
  %ok241 = and i1 %ok240, %cok239
  %col242 = mul i32 %wi235, %x_stride_w
  %el243 = add i32 %x_r194, %col242
  %el244 = add i32 %el243, %x_ch76
  %el245 = add i32 %el244, %chan234
  %off247 = shl i32 %el245, 1
  %safe249 = select i1 %ok241, i32 %off247, i32 2147483647
  %xv251 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe249, i32 0, i32 0)
  %lrow253 = mul i32 %row230, 24
  %lel254 = add i32 %lrow253, %chan234
  %lb256 = shl i32 %lel254, 1
  %la258 = add i32 %lb256, 1536
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la155
  store <4 x i32> %dyv148, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la187
  store <4 x i32> %dyv180, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la226
  store <4 x i32> %xv219, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la258
  store <4 x i32> %xv251, ptr addrspace(3) %gep.9, align 16
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr260 = add i32 %a_lane49, 0
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %a_addr260
  %a_lo261 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.10)
  %a_addr263 = add i32 %a_lane49, 768
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %a_addr263
  %a_hi264 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.11)
  %a_frag265 = shufflevector <8 x half> %a_lo261, <8 x half> %a_hi264, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr267 = add i32 %b_lane55, 1536
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr267
  %b_lo268 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.12)
  %b_addr270 = add i32 %b_lane55, 2304
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr270
  %b_hi271 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.13)
  %b_frag272 = shufflevector <8 x half> %b_lo268, <8 x half> %b_hi271, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc273 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag265, i1 false, <16 x half> %b_frag272, i16 0, <8 x float> %acc109, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t108, 1
  br label %for.head.1
for.exit.1:
  %slab_a275 = mul i32 %img58, 1
  %slab_b276 = add i32 %slab_a275, %rblk57
  %slab278 = urem i32 %slab_b276, 1
  %slab_g279 = mul i32 %slab278, %groups
  %slab_k281 = mul i32 %slab_g279, 16
  %kbase282 = add i32 %slab_k281, %gk72
  %c_w283 = add i32 %c_blk70, %wcb30
  %k_w284 = add i32 %k_blk68, %wkb28
  %k_h285 = add i32 %k_w284, %khalf34
  %cin287 = add i32 %c_w283, 0
  %cin288 = add i32 %cin287, %lcol39
  %cok290 = icmp ult i32 %cin288, 16
  %kin292 = add i32 %k_h285, 0
  %kok294 = icmp ult i32 %kin292, 16
  %ok295 = and i1 %kok294, %cok290
  br i1 %ok295, label %if.then.2, label %if.end.2
if.then.2:
  %krow296 = add i32 %kbase282, %kin292
  %kr298 = mul i32 %krow296, 1
  %t_r300 = add i32 %kr298, 0
  %t_s302 = mul i32 %t_r300, 1
  %t_c304 = add i32 %t_s302, 0
  %t_e306 = mul i32 %t_c304, 16
  %el307 = add i32 %t_e306, %cin288
  %off309 = shl i32 %el307, 2
  %v310 = extractelement <8 x float> %acc109, i32 0
  %old.14 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v310, ptr addrspace(8) %rws87, i32 %off309, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin313 = add i32 %k_h285, 1
  %kok315 = icmp ult i32 %kin313, 16
  %ok316 = and i1 %kok315, %cok290
  br i1 %ok316, label %if.then.3, label %if.end.3
if.then.3:
  %krow317 = add i32 %kbase282, %kin313
  %kr319 = mul i32 %krow317, 1
  %t_r321 = add i32 %kr319, 0
  %t_s323 = mul i32 %t_r321, 1
  %t_c325 = add i32 %t_s323, 0
  %t_e327 = mul i32 %t_c325, 16
  %el328 = add i32 %t_e327, %cin288
  %off330 = shl i32 %el328, 2
  %v331 = extractelement <8 x float> %acc109, i32 1
  %old.15 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v331, ptr addrspace(8) %rws87, i32 %off330, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin334 = add i32 %k_h285, 2
  %kok336 = icmp ult i32 %kin334, 16
  %ok337 = and i1 %kok336, %cok290
  br i1 %ok337, label %if.then.4, label %if.end.4
if.then.4:
  %krow338 = add i32 %kbase282, %kin334
  %kr340 = mul i32 %krow338, 1
  %t_r342 = add i32 %kr340, 0
  %t_s344 = mul i32 %t_r342, 1
  %t_c346 = add i32 %t_s344, 0
  %t_e348 = mul i32 %t_c346, 16
  %el349 = add i32 %t_e348, %cin288
  %off351 = shl i32 %el349, 2
  %v352 = extractelement <8 x float> %acc109, i32 2
  %old.16 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v352, ptr addrspace(8) %rws87, i32 %off351, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin355 = add i32 %k_h285, 3
  %kok357 = icmp ult i32 %kin355, 16
  %ok358 = and i1 %kok357, %cok290
  br i1 %ok358, label %if.then.5, label %if.end.5
if.then.5:
  %krow359 = add i32 %kbase282, %kin355
  %kr361 = mul i32 %krow359, 1
  %t_r363 = add i32 %kr361, 0
  %t_s365 = mul i32 %t_r363, 1
  %t_c367 = add i32 %t_s365, 0
  %t_e369 = mul i32 %t_c367, 16
  %el370 = add i32 %t_e369, %cin288
  %off372 = shl i32 %el370, 2
  %v373 = extractelement <8 x float> %acc109, i32 3
  %old.17 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v373, ptr addrspace(8) %rws87, i32 %off372, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin376 = add i32 %k_h285, 4
  %kok378 = icmp ult i32 %kin376, 16
  %ok379 = and i1 %kok378, %cok290
  br i1 %ok379, label %if.then.6, label %if.end.6
if.then.6:
  %krow380 = add i32 %kbase282, %kin376
  %kr382 = mul i32 %krow380, 1
  %t_r384 = add i32 %kr382, 0
  %t_s386 = mul i32 %t_r384, 1
  %t_c388 = add i32 %t_s386, 0
  %t_e390 = mul i32 %t_c388, 16
  %el391 = add i32 %t_e390, %cin288
  %off393 = shl i32 %el391, 2
  %v394 = extractelement <8 x float> %acc109, i32 4
  %old.18 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v394, ptr addrspace(8) %rws87, i32 %off393, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin397 = add i32 %k_h285, 5
  %kok399 = icmp ult i32 %kin397, 16
  %ok400 = and i1 %kok399, %cok290
  br i1 %ok400, label %if.then.7, label %if.end.7
if.then.7:
  %krow401 = add i32 %kbase282, %kin397
  %kr403 = mul i32 %krow401, 1
  %t_r405 = add i32 %kr403, 0
  %t_s407 = mul i32 %t_r405, 1
  %t_c409 = add i32 %t_s407, 0
  %t_e411 = mul i32 %t_c409, 16
  %el412 = add i32 %t_e411, %cin288
  %off414 = shl i32 %el412, 2
  %v415 = extractelement <8 x float> %acc109, i32 5
  %old.19 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v415, ptr addrspace(8) %rws87, i32 %off414, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin418 = add i32 %k_h285, 6
  %kok420 = icmp ult i32 %kin418, 16
  %ok421 = and i1 %kok420, %cok290
  br i1 %ok421, label %if.then.8, label %if.end.8
if.then.8:
  %krow422 = add i32 %kbase282, %kin418
  %kr424 = mul i32 %krow422, 1
  %t_r426 = add i32 %kr424, 0
  %t_s428 = mul i32 %t_r426, 1
  %t_c430 = add i32 %t_s428, 0
  %t_e432 = mul i32 %t_c430, 16
  %el433 = add i32 %t_e432, %cin288
  %off435 = shl i32 %el433, 2
  %v436 = extractelement <8 x float> %acc109, i32 6
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v436, ptr addrspace(8) %rws87, i32 %off435, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin439 = add i32 %k_h285, 7
  %kok441 = icmp ult i32 %kin439, 16
  %ok442 = and i1 %kok441, %cok290
  br i1 %ok442, label %if.then.9, label %if.end.9
if.then.9:
  %krow443 = add i32 %kbase282, %kin439
  %kr445 = mul i32 %krow443, 1
  %t_r447 = add i32 %kr445, 0
  %t_s449 = mul i32 %t_r447, 1
  %t_c451 = add i32 %t_s449, 0
  %t_e453 = mul i32 %t_c451, 16
  %el454 = add i32 %t_e453, %cin288
  %off456 = shl i32 %el454, 2
  %v457 = extractelement <8 x float> %acc109, i32 7
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v457, ptr addrspace(8) %rws87, i32 %off456, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="80" }
