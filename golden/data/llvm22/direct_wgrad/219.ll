; irgate direct_wgrad{dtype=fp16,filter_h=1,filter_w=1,pad_h=0,pad_w=0,stride_h=1,stride_w=1,cpg=0,kpg=0,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=0,tdm_stages=0,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1 = internal unnamed_addr addrspace(3) global [3072 x i8] undef, align 16

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

define amdgpu_kernel void @irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
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
  %ncols_a96 = add i32 %wo, 31
  %ncols98 = lshr i32 %ncols_a96, 5
  %live99 = icmp slt i32 %ho_lo85, %ho_hi88
  %span_a100 = sub i32 %ho_hi88, %ho_lo85
  %span102 = select i1 %live99, i32 %span_a100, i32 0
  %rg_a104 = add i32 %span102, 0
  %rgs106 = udiv i32 %rg_a104, 1
  %steps107 = mul i32 %rgs106, %ncols98
  br label %for.head.1
for.head.1:
  %t112 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc113 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc273, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t112, %steps107
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %rg114 = udiv i32 %t112, %ncols98
  %ccol115 = urem i32 %t112, %ncols98
  %rgo117 = mul i32 %rg114, 1
  %ho_s118 = add i32 %ho_lo85, %rgo117
  %wo_s120 = shl i32 %ccol115, 5
  %wb122 = sub i32 %wo_s120, 0
  %ho124 = add i32 %ho_s118, 0
  %hok125 = icmp ult i32 %ho124, %ho_hi88
  %dy_row126 = mul i32 %ho124, %dy_stride_h
  %dy_r127 = add i32 %dy_img92, %dy_row126
  %e129 = add i32 %tid20, 0
  %row131 = udiv i32 %e129, 2
  %cc133 = urem i32 %e129, 2
  %chan135 = shl i32 %cc133, 3
  %wo136 = add i32 %wo_s120, %row131
  %wok137 = icmp ult i32 %wo136, %wo
  %kin138 = add i32 %k_blk74, %chan135
  %kok139 = icmp ult i32 %kin138, %kpg
  %ok140 = and i1 %hok125, %wok137
  %ok141 = and i1 %ok140, %kok139
  %col142 = mul i32 %wo136, %dy_stride_w
  %el143 = add i32 %dy_r127, %col142
  %el144 = add i32 %el143, %dy_ch79
  %el145 = add i32 %el144, %chan135
  %off147 = shl i32 %el145, 1
  %safe149 = select i1 %ok141, i32 %off147, i32 2147483647
  %dyv151 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy89, i32 %safe149, i32 0, i32 0)
  %lrow153 = mul i32 %row131, 24
  %lel154 = add i32 %lrow153, %chan135
  %lb156 = shl i32 %lel154, 1
  %la158 = add i32 %lb156, 0
  %e160 = add i32 %tid20, 32
  %row162 = udiv i32 %e160, 2
  %cc164 = urem i32 %e160, 2
  %chan166 = shl i32 %cc164, 3
  %wo167 = add i32 %wo_s120, %row162
  %wok168 = icmp ult i32 %wo167, %wo
  %kin169 = add i32 %k_blk74, %chan166
  %kok170 = icmp ult i32 %kin169, %kpg
  %ok171 = and i1 %hok125, %wok168
  %ok172 = and i1 %ok171, %kok170
  %col173 = mul i32 %wo167, %dy_stride_w
  %el174 = add i32 %dy_r127, %col173
  %el175 = add i32 %el174, %dy_ch79
  %el176 = add i32 %el175, %chan166
  %off178 = shl i32 %el176, 1
  %safe180 = select i1 %ok172, i32 %off178, i32 2147483647
  %dyv182 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy89, i32 %safe180, i32 0, i32 0)
  %lrow184 = mul i32 %row162, 24
  %lel185 = add i32 %lrow184, %chan166
  %lb187 = shl i32 %lel185, 1
  %la189 = add i32 %lb187, 0
  %h_a191 = add i32 %ho124, 0
  %hi193 = sub i32 %h_a191, 0
  %hiok194 = icmp ult i32 %hi193, %hi
  %x_row195 = mul i32 %hi193, %x_stride_h
  %x_r196 = add i32 %x_img93, %x_row195
  %e198 = add i32 %tid20, 0
  %row200 = udiv i32 %e198, 2
  %cc202 = urem i32 %e198, 2
  %chan204 = shl i32 %cc202, 3
  %wi205 = add i32 %wb122, %row200
  %wiok206 = icmp ult i32 %wi205, %wi
  %cin207 = add i32 %c_blk76, %chan204
  %cok208 = icmp ult i32 %cin207, %cpg
  %ok209 = and i1 %hiok194, %wiok206
  %ok210 = and i1 %ok209, %cok208
  %col211 = mul i32 %wi205, %x_stride_w
  %el212 = add i32 %x_r196, %col211
  %el213 = add i32 %el212, %x_ch80
  %el214 = add i32 %el213, %chan204
  %off216 = shl i32 %el214, 1
  %safe218 = select i1 %ok210, i32 %off216, i32 2147483647
  %xv220 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe218, i32 0, i32 0)
  %lrow222 = mul i32 %row200, 24
  %lel223 = add i32 %lrow222, %chan204
  %lb225 = shl i32 %lel223, 1
  %la227 = add i32 %lb225, 1536
  %e229 = add i32 %tid20, 32
  %row231 = udiv i32 %e229, 2
  %cc233 = urem i32 %e229, 2
  %chan235 = shl i32 %cc233, 3
  %wi236 = add i32 %wb122, %row231
  %wiok237 = icmp ult i32 %wi236, %wi
  %cin238 = add i32 %c_blk76, %chan235
  %cok239 = icmp ult i32 %cin238, %cpg
  %ok240 = and i1 %hiok194, %wiok237
  %ok241 = and i1 %ok240, %cok239
  %col242 = mul i32 %wi236, %x_stride_w
  %el243 = add i32 %x_r196, %col242
  %el244 = add i32 %el243, %x_ch80
  %el245 = add i32 %el244, %chan235
  %off247 = shl i32 %el245, 1
  %safe249 = select i1 %ok241, i32 %off247, i32 2147483647
  %xv251 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe249, i32 0, i32 0)
  %lrow253 = mul i32 %row231, 24
  %lel254 = add i32 %lrow253, %chan235
  %lb256 = shl i32 %lel254, 1
  %la258 = add i32 %lb256, 1536
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la158
  store <4 x i32> %dyv151, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la189
  store <4 x i32> %dyv182, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la227
  store <4 x i32> %xv220, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la258
  store <4 x i32> %xv251, ptr addrspace(3) %gep.9, align 16
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr260 = add i32 %a_lane51, 0
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %a_addr260
  %a_lo261 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.10)
  %a_addr263 = add i32 %a_lane51, 768
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %a_addr263
  %a_hi264 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.11)
  %a_frag265 = shufflevector <8 x half> %a_lo261, <8 x half> %a_hi264, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr267 = add i32 %b_lane57, 1536
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr267
  %b_lo268 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.12)
  %b_addr270 = add i32 %b_lane57, 2304
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f1x1_p0x0_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr270
  %b_hi271 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.13)
  %b_frag272 = shufflevector <8 x half> %b_lo268, <8 x half> %b_hi271, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc273 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag265, i1 false, <16 x half> %b_frag272, i16 0, <8 x float> %acc113, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t112, 1
  br label %for.head.1
for.exit.1:
  %slab_a275 = mul i32 %img60, 1
  %slab_b276 = add i32 %slab_a275, %rblk59
  %slab278 = urem i32 %slab_b276, 1
  %slab_g279 = mul i32 %slab278, %groups
  %slab_k280 = mul i32 %slab_g279, %kpg
  %kbase281 = add i32 %slab_k280, %gk77
  %c_w282 = add i32 %c_blk76, %wcb32
  %k_w283 = add i32 %k_blk74, %wkb30
  %k_h284 = add i32 %k_w283, %khalf36
  %cin286 = add i32 %c_w282, 0
  %cin287 = add i32 %cin286, %lcol41
  %cok288 = icmp ult i32 %cin287, %cpg
  %kin290 = add i32 %k_h284, 0
  %kok291 = icmp ult i32 %kin290, %kpg
  %ok292 = and i1 %kok291, %cok288
  br i1 %ok292, label %if.then.2, label %if.end.2
if.then.2:
  %krow293 = add i32 %kbase281, %kin290
  %kr295 = mul i32 %krow293, 1
  %t_r297 = add i32 %kr295, 0
  %t_s299 = mul i32 %t_r297, 1
  %t_c301 = add i32 %t_s299, 0
  %t_e302 = mul i32 %t_c301, %cpg
  %el303 = add i32 %t_e302, %cin287
  %off305 = shl i32 %el303, 2
  %v306 = extractelement <8 x float> %acc113, i32 0
  %old.14 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v306, ptr addrspace(8) %rws91, i32 %off305, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin309 = add i32 %k_h284, 1
  %kok310 = icmp ult i32 %kin309, %kpg
  %ok311 = and i1 %kok310, %cok288
  br i1 %ok311, label %if.then.3, label %if.end.3
if.then.3:
  %krow312 = add i32 %kbase281, %kin309
  %kr314 = mul i32 %krow312, 1
  %t_r316 = add i32 %kr314, 0
  %t_s318 = mul i32 %t_r316, 1
  %t_c320 = add i32 %t_s318, 0
  %t_e321 = mul i32 %t_c320, %cpg
  %el322 = add i32 %t_e321, %cin287
  %off324 = shl i32 %el322, 2
  %v325 = extractelement <8 x float> %acc113, i32 1
  %old.15 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v325, ptr addrspace(8) %rws91, i32 %off324, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin328 = add i32 %k_h284, 2
  %kok329 = icmp ult i32 %kin328, %kpg
  %ok330 = and i1 %kok329, %cok288
  br i1 %ok330, label %if.then.4, label %if.end.4
if.then.4:
  %krow331 = add i32 %kbase281, %kin328
  %kr333 = mul i32 %krow331, 1
  %t_r335 = add i32 %kr333, 0
  %t_s337 = mul i32 %t_r335, 1
  %t_c339 = add i32 %t_s337, 0
  %t_e340 = mul i32 %t_c339, %cpg
  %el341 = add i32 %t_e340, %cin287
  %off343 = shl i32 %el341, 2
  %v344 = extractelement <8 x float> %acc113, i32 2
  %old.16 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v344, ptr addrspace(8) %rws91, i32 %off343, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin347 = add i32 %k_h284, 3
  %kok348 = icmp ult i32 %kin347, %kpg
  %ok349 = and i1 %kok348, %cok288
  br i1 %ok349, label %if.then.5, label %if.end.5
if.then.5:
  %krow350 = add i32 %kbase281, %kin347
  %kr352 = mul i32 %krow350, 1
  %t_r354 = add i32 %kr352, 0
  %t_s356 = mul i32 %t_r354, 1
  %t_c358 = add i32 %t_s356, 0
  %t_e359 = mul i32 %t_c358, %cpg
  %el360 = add i32 %t_e359, %cin287
  %off362 = shl i32 %el360, 2
  %v363 = extractelement <8 x float> %acc113, i32 3
  %old.17 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v363, ptr addrspace(8) %rws91, i32 %off362, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin366 = add i32 %k_h284, 4
  %kok367 = icmp ult i32 %kin366, %kpg
  %ok368 = and i1 %kok367, %cok288
  br i1 %ok368, label %if.then.6, label %if.end.6
if.then.6:
  %krow369 = add i32 %kbase281, %kin366
  %kr371 = mul i32 %krow369, 1
  %t_r373 = add i32 %kr371, 0
  %t_s375 = mul i32 %t_r373, 1
  %t_c377 = add i32 %t_s375, 0
  %t_e378 = mul i32 %t_c377, %cpg
  %el379 = add i32 %t_e378, %cin287
  %off381 = shl i32 %el379, 2
  %v382 = extractelement <8 x float> %acc113, i32 4
  %old.18 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v382, ptr addrspace(8) %rws91, i32 %off381, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin385 = add i32 %k_h284, 5
  %kok386 = icmp ult i32 %kin385, %kpg
  %ok387 = and i1 %kok386, %cok288
  br i1 %ok387, label %if.then.7, label %if.end.7
if.then.7:
  %krow388 = add i32 %kbase281, %kin385
  %kr390 = mul i32 %krow388, 1
  %t_r392 = add i32 %kr390, 0
  %t_s394 = mul i32 %t_r392, 1
  %t_c396 = add i32 %t_s394, 0
  %t_e397 = mul i32 %t_c396, %cpg
  %el398 = add i32 %t_e397, %cin287
  %off400 = shl i32 %el398, 2
  %v401 = extractelement <8 x float> %acc113, i32 5
  %old.19 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v401, ptr addrspace(8) %rws91, i32 %off400, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin404 = add i32 %k_h284, 6
  %kok405 = icmp ult i32 %kin404, %kpg
  %ok406 = and i1 %kok405, %cok288
  br i1 %ok406, label %if.then.8, label %if.end.8
if.then.8:
  %krow407 = add i32 %kbase281, %kin404
  %kr409 = mul i32 %krow407, 1
  %t_r411 = add i32 %kr409, 0
  %t_s413 = mul i32 %t_r411, 1
  %t_c415 = add i32 %t_s413, 0
  %t_e416 = mul i32 %t_c415, %cpg
  %el417 = add i32 %t_e416, %cin287
  %off419 = shl i32 %el417, 2
  %v420 = extractelement <8 x float> %acc113, i32 6
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v420, ptr addrspace(8) %rws91, i32 %off419, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin423 = add i32 %k_h284, 7
  %kok424 = icmp ult i32 %kin423, %kpg
  %ok425 = and i1 %kok424, %cok288
  br i1 %ok425, label %if.then.9, label %if.end.9
if.then.9:
  %krow426 = add i32 %kbase281, %kin423
  %kr428 = mul i32 %krow426, 1
  %t_r430 = add i32 %kr428, 0
  %t_s432 = mul i32 %t_r430, 1
  %t_c434 = add i32 %t_s432, 0
  %t_e435 = mul i32 %t_c434, %cpg
  %el436 = add i32 %t_e435, %cin287
  %off438 = shl i32 %el436, 2
  %v439 = extractelement <8 x float> %acc113, i32 7
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v439, ptr addrspace(8) %rws91, i32 %off438, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="80" }
