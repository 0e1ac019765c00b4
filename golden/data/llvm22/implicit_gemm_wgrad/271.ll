; irgate implicit_gemm_wgrad{dtype=bf16,filter_h=3,filter_w=3,pad_h=2,pad_w=1,stride_h=2,stride_w=1,dilation_h=2,dilation_w=1,waves_m=1,waves_n=2,wave_tiles_m=2,wave_tiles_n=1,k_steps=4,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1 = internal unnamed_addr addrspace(3) global [5120 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 immarg, <16 x bfloat>, i1 immarg, <16 x bfloat>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_m26 = urem i32 %wave24, 1
  %wave_n28 = udiv i32 %wave24, 1
  %wkb30 = mul i32 %wave_m26, 32
  %wcb32 = mul i32 %wave_n28, 16
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
  %split59 = call i32 @llvm.amdgcn.workgroup.id.y()
  %nct_a61 = add i32 %cpg, 31
  %nct63 = udiv i32 %nct_a61, 32
  %nkt_a65 = add i32 %kpg, 31
  %nkt67 = udiv i32 %nkt_a65, 32
  %ct68 = urem i32 %bx58, %nct63
  %rest69 = udiv i32 %bx58, %nct63
  %tap71 = urem i32 %rest69, 9
  %rest73 = udiv i32 %rest69, 9
  %kt74 = urem i32 %rest73, %nkt67
  %g75 = udiv i32 %rest73, %nkt67
  %fr77 = udiv i32 %tap71, 3
  %fs79 = urem i32 %tap71, 3
  %rd81 = mul i32 %fr77, 2
  %h_tap83 = sub i32 %rd81, 2
  %sd85 = mul i32 %fs79, 1
  %w_tap87 = sub i32 %sd85, 1
  %k_blk89 = mul i32 %kt74, 32
  %c_blk91 = mul i32 %ct68, 32
  %gk92 = mul i32 %g75, %kpg
  %gc93 = mul i32 %g75, %cpg
  %dy_ch94 = add i32 %gk92, %k_blk89
  %x_ch95 = add i32 %gc93, %c_blk91
  %ch_or96 = or i32 %cpg, %kpg
  %ch_lo98 = and i32 %ch_or96, 7
  %vec_ok100 = icmp eq i32 %ch_lo98, 0
  %howo101 = mul i32 %ho, %wo
  %npos102 = mul i32 %n, %howo101
  %p_lo104 = mul i32 %split59, 128
  %p_end106 = add i32 %p_lo104, 128
  %fits107 = icmp ult i32 %p_end106, %npos102
  %p_hi108 = select i1 %fits107, i32 %p_end106, i32 %npos102
  %live109 = icmp ult i32 %p_lo104, %p_hi108
  %span_a110 = sub i32 %p_hi108, %p_lo104
  %span112 = select i1 %live109, i32 %span_a110, i32 0
  %st_a114 = add i32 %span112, 31
  %steps116 = lshr i32 %st_a114, 5
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy117 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx118 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws119 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  br label %for.head.1
for.head.1:
  %t126 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc127 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1281, %for.latch.1 ]
  %acc128 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1282, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t126, %steps116
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to130 = shl i32 %t126, 5
  %p_s131 = add i32 %p_lo104, %to130
  br i1 %vec_ok100, label %if.then.2, label %if.else.2
if.then.2:
  %e133 = add i32 %tid20, 0
  %row135 = udiv i32 %e133, 4
  %cc137 = urem i32 %e133, 4
  %chan139 = shl i32 %cc137, 3
  %pos140 = add i32 %p_s131, %row135
  %pok141 = icmp ult i32 %pos140, %p_hi108
  %n142 = udiv i32 %pos140, %howo101
  %prem143 = urem i32 %pos140, %howo101
  %ho144 = udiv i32 %prem143, %wo
  %wo145 = urem i32 %prem143, %wo
  %kin146 = add i32 %k_blk89, %chan139
  %kok147 = icmp ult i32 %kin146, %kpg
  %ok148 = and i1 %pok141, %kok147
  %e_n149 = mul i32 %n142, %dy_stride_n
  %e_h150 = mul i32 %ho144, %dy_stride_h
  %e_w151 = mul i32 %wo145, %dy_stride_w
  %el152 = add i32 %e_n149, %e_h150
  %el153 = add i32 %el152, %e_w151
  %el154 = add i32 %el153, %dy_ch94
  %el155 = add i32 %el154, %chan139
  %off157 = shl i32 %el155, 1
  %safe159 = select i1 %ok148, i32 %off157, i32 2147483647
  %dyv161 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy117, i32 %safe159, i32 0, i32 0)
  %lrow163 = mul i32 %row135, 40
  %lel164 = add i32 %lrow163, %chan139
  %lb166 = shl i32 %lel164, 1
  %la168 = add i32 %lb166, 0
  %e170 = add i32 %tid20, 64
  %row172 = udiv i32 %e170, 4
  %cc174 = urem i32 %e170, 4
  %chan176 = shl i32 %cc174, 3
  %pos177 = add i32 %p_s131, %row172
  %pok178 = icmp ult i32 %pos177, %p_hi108
  %n179 = udiv i32 %pos177, %howo101
  %prem180 = urem i32 %pos177, %howo101
  %ho181 = udiv i32 %prem180, %wo
  %wo182 = urem i32 %prem180, %wo
  %kin183 = add i32 %k_blk89, %chan176
  %kok184 = icmp ult i32 %kin183, %kpg
  %ok185 = and i1 %pok178, %kok184
  %e_n186 = mul i32 %n179, %dy_stride_n
  %e_h187 = mul i32 %ho181, %dy_stride_h
  %e_w188 = mul i32 %wo182, %dy_stride_w
  %el189 = add i32 %e_n186, %e_h187
  %el190 = add i32 %el189, %e_w188
  %el191 = add i32 %el190, %dy_ch94
  %el192 = add i32 %el191, %chan176
  %off194 = shl i32 %el192, 1
  %safe196 = select i1 %ok185, i32 %off194, i32 2147483647
  %dyv198 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy117, i32 %safe196, i32 0, i32 0)
  %lrow200 = mul i32 %row172, 40
  %lel201 = add i32 %lrow200, %chan176
  %lb203 = shl i32 %lel201, 1
  %la205 = add i32 %lb203, 0
  %e207 = add i32 %tid20, 0
  %row209 = udiv i32 %e207, 4
  %cc211 = urem i32 %e207, 4
  %chan213 = shl i32 %cc211, 3
  %pos214 = add i32 %p_s131, %row209
  %pok215 = icmp ult i32 %pos214, %p_hi108
  %n216 = udiv i32 %pos214, %howo101
  %prem217 = urem i32 %pos214, %howo101
  %ho218 = udiv i32 %prem217, %wo
  %wo219 = urem i32 %prem217, %wo
  %h_a221 = mul i32 %ho218, 2
  %hi222 = add i32 %h_a221, %h_tap83
  %hiok223 = icmp ult i32 %hi222, %hi
  %w_a225 = mul i32 %wo219, 1
  %wi226 = add i32 %w_a225, %w_tap87
  %wiok227 = icmp ult i32 %wi226, %wi
  %cin228 = add i32 %c_blk91, %chan213
  %cok229 = icmp ult i32 %cin228, %cpg
  %ok230 = and i1 %pok215, %hiok223
  %ok231 = and i1 %ok230, %wiok227
  %ok232 = and i1 %ok231, %cok229
  %e_n233 = mul i32 %n216, %x_stride_n
  %e_h234 = mul i32 %hi222, %x_stride_h
  %e_w235 = mul i32 %wi226, %x_stride_w
  %el236 = add i32 %e_n233, %e_h234
  %el237 = add i32 %el236, %e_w235
  %el238 = add i32 %el237, %x_ch95
  %el239 = add i32 %el238, %chan213
  %off241 = shl i32 %el239, 1
  %safe243 = select i1 %ok232, i32 %off241, i32 2147483647
  %xv245 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx118, i32 %safe243, i32 0, i32 0)
  %lrow247 = mul i32 %row209, 40
  %lel248 = add i32 %lrow247, %chan213
  %lb250 = shl i32 %lel248, 1
  %la252 = add i32 %lb250, 2560
  %e254 = add i32 %tid20, 64
  %row256 = udiv i32 %e254, 4
  %cc258 = urem i32 %e254, 4
  %chan260 = shl i32 %cc258, 3
  %pos261 = add i32 %p_s131, %row256
  %pok262 = icmp ult i32 %pos261, %p_hi108
  %n263 = udiv i32 %pos261, %howo101
  %prem264 = urem i32 %pos261, %howo101
  %ho265 = udiv i32 %prem264, %wo
  %wo266 = urem i32 %prem264, %wo
  %h_a268 = mul i32 %ho265, 2
  %hi269 = add i32 %h_a268, %h_tap83
  %hiok270 = icmp ult i32 %hi269, %hi
  %w_a272 = mul i32 %wo266, 1
  %wi273 = add i32 %w_a272, %w_tap87
  %wiok274 = icmp ult i32 %wi273, %wi
  %cin275 = add i32 %c_blk91, %chan260
  %cok276 = icmp ult i32 %cin275, %cpg
  %ok277 = and i1 %pok262, %hiok270
  %ok278 = and i1 %ok277, %wiok274
  %ok279 = and i1 %ok278, %cok276
  %e_n280 = mul i32 %n263, %x_stride_n
  %e_h281 = mul i32 %hi269, %x_stride_h
  %e_w282 = mul i32 %wi273, %x_stride_w
  %el283 = add i32 %e_n280, %e_h281
  %el284 = add i32 %el283, %e_w282
  %el285 = add i32 %el284, %x_ch95
  %el286 = add i32 %el285, %chan260
  %off288 = shl i32 %el286, 1
  %safe290 = select i1 %ok279, i32 %off288, i32 2147483647
  %xv292 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx118, i32 %safe290, i32 0, i32 0)
  %lrow294 = mul i32 %row256, 40
  %lel295 = add i32 %lrow294, %chan260
  %lb297 = shl i32 %lel295, 1
  %la299 = add i32 %lb297, 2560
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la168
  store <4 x i32> %dyv161, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la205
  store <4 x i32> %dyv198, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la252
  store <4 x i32> %xv245, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la299
  store <4 x i32> %xv292, ptr addrspace(3) %gep.9, align 16
  br label %if.end.2
if.else.2:
  %e301 = add i32 %tid20, 0
  %row303 = udiv i32 %e301, 16
  %cc305 = urem i32 %e301, 16
  %chan307 = shl i32 %cc305, 1
  %pos308 = add i32 %p_s131, %row303
  %pok309 = icmp ult i32 %pos308, %p_hi108
  %n310 = udiv i32 %pos308, %howo101
  %prem311 = urem i32 %pos308, %howo101
  %ho312 = udiv i32 %prem311, %wo
  %wo313 = urem i32 %prem311, %wo
  %kin314 = add i32 %k_blk89, %chan307
  %kok315 = icmp ult i32 %kin314, %kpg
  %ok316 = and i1 %pok309, %kok315
  %e_n317 = mul i32 %n310, %dy_stride_n
  %e_h318 = mul i32 %ho312, %dy_stride_h
  %e_w319 = mul i32 %wo313, %dy_stride_w
  %el320 = add i32 %e_n317, %e_h318
  %el321 = add i32 %el320, %e_w319
  %el322 = add i32 %el321, %dy_ch94
  %el323 = add i32 %el322, %chan307
  %off325 = shl i32 %el323, 1
  %safe327 = select i1 %ok316, i32 %off325, i32 2147483647
  %dyv329 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe327, i32 0, i32 0)
  %kin331 = add i32 %kin314, 1
  %kok332 = icmp ult i32 %kin331, %kpg
  %ok333 = and i1 %pok309, %kok332
  %el335 = add i32 %el323, 1
  %off337 = shl i32 %el335, 1
  %safe339 = select i1 %ok333, i32 %off337, i32 2147483647
  %dyv341 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe339, i32 0, i32 0)
  %lrow343 = mul i32 %row303, 40
  %lel344 = add i32 %lrow343, %chan307
  %lb346 = shl i32 %lel344, 1
  %la348 = add i32 %lb346, 0
  %lo349 = zext i16 %dyv329 to i32
  %hw350 = zext i16 %dyv341 to i32
  %hs352 = shl i32 %hw350, 16
  %pair353 = or i32 %lo349, %hs352
  %pairf354 = bitcast i32 %pair353 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la348
  store float %pairf354, ptr addrspace(3) %gep.10, align 4
  %e356 = add i32 %tid20, 64
  %row358 = udiv i32 %e356, 16
  %cc360 = urem i32 %e356, 16
  %chan362 = shl i32 %cc360, 1
  %pos363 = add i32 %p_s131, %row358
  %pok364 = icmp ult i32 %pos363, %p_hi108
  %n365 = udiv i32 %pos363, %howo101
  %prem366 = urem i32 %pos363, %howo101
  %ho367 = udiv i32 %prem366, %wo
  %wo368 = urem i32 %prem366, %wo
  %kin369 = add i32 %k_blk89, %chan362
  %kok370 = icmp ult i32 %kin369, %kpg
  %ok371 = and i1 %pok364, %kok370
  %e_n372 = mul i32 %n365, %dy_stride_n
  %e_h373 = mul i32 %ho367, %dy_stride_h
  %e_w374 = mul i32 %wo368, %dy_stride_w
  %el375 = add i32 %e_n372, %e_h373
  %el376 = add i32 %el375, %e_w374
  %el377 = add i32 %el376, %dy_ch94
  %el378 = add i32 %el377, %chan362
  %off380 = shl i32 %el378, 1
  %safe382 = select i1 %ok371, i32 %off380, i32 2147483647
  %dyv384 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe382, i32 0, i32 0)
  %kin386 = add i32 %kin369, 1
  %kok387 = icmp ult i32 %kin386, %kpg
  %ok388 = and i1 %pok364, %kok387
  %el390 = add i32 %el378, 1
  %off392 = shl i32 %el390, 1
  %safe394 = select i1 %ok388, i32 %off392, i32 2147483647
  %dyv396 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe394, i32 0, i32 0)
  %lrow398 = mul i32 %row358, 40
  %lel399 = add i32 %lrow398, %chan362
  %lb401 = shl i32 %lel399, 1
  %la403 = add i32 %lb401, 0
  %lo404 = zext i16 %dyv384 to i32
  %hw405 = zext i16 %dyv396 to i32
  %hs407 = shl i32 %hw405, 16
  %pair408 = or i32 %lo404, %hs407
  %pairf409 = bitcast i32 %pair408 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la403
  store float %pairf409, ptr addrspace(3) %gep.11, align 4
  %e411 = add i32 %tid20, 128
  %row413 = udiv i32 %e411, 16
  %cc415 = urem i32 %e411, 16
  %chan417 = shl i32 %cc415, 1
  %pos418 = add i32 %p_s131, %row413
  %pok419 = icmp ult i32 %pos418, %p_hi108
  %n420 = udiv i32 %pos418, %howo101
  %prem421 = urem i32 %pos418, %howo101
  %ho422 = udiv i32 %prem421, %wo
  %wo423 = urem i32 %prem421, %wo
  %kin424 = add i32 %k_blk89, %chan417
  %kok425 = icmp ult i32 %kin424, %kpg
  %ok426 = and i1 %pok419, %kok425
  %e_n427 = mul i32 %n420, %dy_stride_n
  %e_h428 = mul i32 %ho422, %dy_stride_h
  %e_w429 = mul i32 %wo423, %dy_stride_w
  %el430 = add i32 %e_n427, %e_h428
  %el431 = add i32 %el430, %e_w429
  %el432 = add i32 %el431, %dy_ch94
  %el433 = add i32 %el432, %chan417
  %off435 = shl i32 %el433, 1
  %safe437 = select i1 %ok426, i32 %off435, i32 2147483647
  %dyv439 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe437, i32 0, i32 0)
  %kin441 = add i32 %kin424, 1
  %kok442 = icmp ult i32 %kin441, %kpg
  %ok443 = and i1 %pok419, %kok442
  %el445 = add i32 %el433, 1
  %off447 = shl i32 %el445, 1
  %safe449 = select i1 %ok443, i32 %off447, i32 2147483647
  %dyv451 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe449, i32 0, i32 0)
  %lrow453 = mul i32 %row413, 40
  %lel454 = add i32 %lrow453, %chan417
  %lb456 = shl i32 %lel454, 1
  %la458 = add i32 %lb456, 0
  %lo459 = zext i16 %dyv439 to i32
  %hw460 = zext i16 %dyv451 to i32
  %hs462 = shl i32 %hw460, 16
  %pair463 = or i32 %lo459, %hs462
  %pairf464 = bitcast i32 %pair463 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la458
  store float %pairf464, ptr addrspace(3) %gep.12, align 4
  %e466 = add i32 %tid20, 192
  %row468 = udiv i32 %e466, 16
  %cc470 = urem i32 %e466, 16
  %chan472 = shl i32 %cc470, 1
  %pos473 = add i32 %p_s131, %row468
  %pok474 = icmp ult i32 %pos473, %p_hi108
  %n475 = udiv i32 %pos473, %howo101
  %prem476 = urem i32 %pos473, %howo101
  %ho477 = udiv i32 %prem476, %wo
  %wo478 = urem i32 %prem476, %wo
  %kin479 = add i32 %k_blk89, %chan472
  %kok480 = icmp ult i32 %kin479, %kpg
  %ok481 = and i1 %pok474, %kok480
  %e_n482 = mul i32 %n475, %dy_stride_n
  %e_h483 = mul i32 %ho477, %dy_stride_h
  %e_w484 = mul i32 %wo478, %dy_stride_w
  %el485 = add i32 %e_n482, %e_h483
  %el486 = add i32 %el485, %e_w484
  %el487 = add i32 %el486, %dy_ch94
  %el488 = add i32 %el487, %chan472
  %off490 = shl i32 %el488, 1
  %safe492 = select i1 %ok481, i32 %off490, i32 2147483647
  %dyv494 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe492, i32 0, i32 0)
  %kin496 = add i32 %kin479, 1
  %kok497 = icmp ult i32 %kin496, %kpg
  %ok498 = and i1 %pok474, %kok497
  %el500 = add i32 %el488, 1
  %off502 = shl i32 %el500, 1
  %safe504 = select i1 %ok498, i32 %off502, i32 2147483647
  %dyv506 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe504, i32 0, i32 0)
  %lrow508 = mul i32 %row468, 40
  %lel509 = add i32 %lrow508, %chan472
  %lb511 = shl i32 %lel509, 1
  %la513 = add i32 %lb511, 0
  %lo514 = zext i16 %dyv494 to i32
  %hw515 = zext i16 %dyv506 to i32
  %hs517 = shl i32 %hw515, 16
  %pair518 = or i32 %lo514, %hs517
  %pairf519 = bitcast i32 %pair518 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la513
  store float %pairf519, ptr addrspace(3) %gep.13, align 4
  %e521 = add i32 %tid20, 256
  %row523 = udiv i32 %e521, 16
  %cc525 = urem i32 %e521, 16
  %chan527 = shl i32 %cc525, 1
  %pos528 = add i32 %p_s131, %row523
  %pok529 = icmp ult i32 %pos528, %p_hi108
  %n530 = udiv i32 %pos528, %howo101
  %prem531 = urem i32 %pos528, %howo101
  %ho532 = udiv i32 %prem531, %wo
  %wo533 = urem i32 %prem531, %wo
  %kin534 = add i32 %k_blk89, %chan527
  %kok535 = icmp ult i32 %kin534, %kpg
  %ok536 = and i1 %pok529, %kok535
  %e_n537 = mul i32 %n530, %dy_stride_n
  %e_h538 = mul i32 %ho532, %dy_stride_h
  %e_w539 = mul i32 %wo533, %dy_stride_w
  %el540 = add i32 %e_n537, %e_h538
  %el541 = add i32 %el540, %e_w539
  %el542 = add i32 %el541, %dy_ch94
  %el543 = add i32 %el542, %chan527
  %off545 = shl i32 %el543, 1
  %safe547 = select i1 %ok536, i32 %off545, i32 2147483647
  %dyv549 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe547, i32 0, i32 0)
  %kin551 = add i32 %kin534, 1
  %kok552 = icmp ult i32 %kin551, %kpg
  %ok553 = and i1 %pok529, %kok552
  %el555 = add i32 %el543, 1
  %off557 = shl i32 %el555, 1
  %safe559 = select i1 %ok553, i32 %off557, i32 2147483647
  %dyv561 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe559, i32 0, i32 0)
  %lrow563 = mul i32 %row523, 40
  %lel564 = add i32 %lrow563, %chan527
  %lb566 = shl i32 %lel564, 1
  %la568 = add i32 %lb566, 0
  %lo569 = zext i16 %dyv549 to i32
  %hw570 = zext i16 %dyv561 to i32
  %hs572 = shl i32 %hw570, 16
  %pair573 = or i32 %lo569, %hs572
  %pairf574 = bitcast i32 %pair573 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la568
  store float %pairf574, ptr addrspace(3) %gep.14, align 4
  %e576 = add i32 %tid20, 320
  %row578 = udiv i32 %e576, 16
  %cc580 = urem i32 %e576, 16
  %chan582 = shl i32 %cc580, 1
  %pos583 = add i32 %p_s131, %row578
  %pok584 = icmp ult i32 %pos583, %p_hi108
  %n585 = udiv i32 %pos583, %howo101
  %prem586 = urem i32 %pos583, %howo101
  %ho587 = udiv i32 %prem586, %wo
  %wo588 = urem i32 %prem586, %wo
  %kin589 = add i32 %k_blk89, %chan582
  %kok590 = icmp ult i32 %kin589, %kpg
  %ok591 = and i1 %pok584, %kok590
  %e_n592 = mul i32 %n585, %dy_stride_n
  %e_h593 = mul i32 %ho587, %dy_stride_h
  %e_w594 = mul i32 %wo588, %dy_stride_w
  %el595 = add i32 %e_n592, %e_h593
  %el596 = add i32 %el595, %e_w594
  %el597 = add i32 %el596, %dy_ch94
  %el598 = add i32 %el597, %chan582
  %off600 = shl i32 %el598, 1
  %safe602 = select i1 %ok591, i32 %off600, i32 2147483647
  %dyv604 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe602, i32 0, i32 0)
  %kin606 = add i32 %kin589, 1
  %kok607 = icmp ult i32 %kin606, %kpg
  %ok608 = and i1 %pok584, %kok607
  %el610 = add i32 %el598, 1
  %off612 = shl i32 %el610, 1
  %safe614 = select i1 %ok608, i32 %off612, i32 2147483647
  %dyv616 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe614, i32 0, i32 0)
  %lrow618 = mul i32 %row578, 40
  %lel619 = add i32 %lrow618, %chan582
  %lb621 = shl i32 %lel619, 1
  %la623 = add i32 %lb621, 0
  %lo624 = zext i16 %dyv604 to i32
  %hw625 = zext i16 %dyv616 to i32
  %hs627 = shl i32 %hw625, 16
  %pair628 = or i32 %lo624, %hs627
  %pairf629 = bitcast i32 %pair628 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la623
  store float %pairf629, ptr addrspace(3) %gep.15, align 4
  %e631 = add i32 %tid20, 384
  %row633 = udiv i32 %e631, 16
  %cc635 = urem i32 %e631, 16
  %chan637 = shl i32 %cc635, 1
  %pos638 = add i32 %p_s131, %row633
  %pok639 = icmp ult i32 %pos638, %p_hi108
  %n640 = udiv i32 %pos638, %howo101
  %prem641 = urem i32 %pos638, %howo101
  %ho642 = udiv i32 %prem641, %wo
  %wo643 = urem i32 %prem641, %wo
  %kin644 = add i32 %k_blk89, %chan637
  %kok645 = icmp ult i32 %kin644, %kpg
  %ok646 = and i1 %pok639, %kok645
  %e_n647 = mul i32 %n640, %dy_stride_n
  %e_h648 = mul i32 %ho642, %dy_stride_h
  %e_w649 = mul i32 %wo643, %dy_stride_w
  %el650 = add i32 %e_n647, %e_h648
  %el651 = add i32 %el650, %e_w649
  %el652 = add i32 %el651, %dy_ch94
  %el653 = add i32 %el652, %chan637
  %off655 = shl i32 %el653, 1
  %safe657 = select i1 %ok646, i32 %off655, i32 2147483647
  %dyv659 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe657, i32 0, i32 0)
  %kin661 = add i32 %kin644, 1
  %kok662 = icmp ult i32 %kin661, %kpg
  %ok663 = and i1 %pok639, %kok662
  %el665 = add i32 %el653, 1
  %off667 = shl i32 %el665, 1
  %safe669 = select i1 %ok663, i32 %off667, i32 2147483647
  %dyv671 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe669, i32 0, i32 0)
  %lrow673 = mul i32 %row633, 40
  %lel674 = add i32 %lrow673, %chan637
  %lb676 = shl i32 %lel674, 1
  %la678 = add i32 %lb676, 0
  %lo679 = zext i16 %dyv659 to i32
  %hw680 = zext i16 %dyv671 to i32
  %hs682 = shl i32 %hw680, 16
  %pair683 = or i32 %lo679, %hs682
  %pairf684 = bitcast i32 %pair683 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la678
  store float %pairf684, ptr addrspace(3) %gep.16, align 4
  %e686 = add i32 %tid20, 448
  %row688 = udiv i32 %e686, 16
  %cc690 = urem i32 %e686, 16
  %chan692 = shl i32 %cc690, 1
  %pos693 = add i32 %p_s131, %row688
  %pok694 = icmp ult i32 %pos693, %p_hi108
  %n695 = udiv i32 %pos693, %howo101
  %prem696 = urem i32 %pos693, %howo101
  %ho697 = udiv i32 %prem696, %wo
  %wo698 = urem i32 %prem696, %wo
  %kin699 = add i32 %k_blk89, %chan692
  %kok700 = icmp ult i32 %kin699, %kpg
  %ok701 = and i1 %pok694, %kok700
  %e_n702 = mul i32 %n695, %dy_stride_n
  %e_h703 = mul i32 %ho697, %dy_stride_h
  %e_w704 = mul i32 %wo698, %dy_stride_w
  %el705 = add i32 %e_n702, %e_h703
  %el706 = add i32 %el705, %e_w704
  %el707 = add i32 %el706, %dy_ch94
  %el708 = add i32 %el707, %chan692
  %off710 = shl i32 %el708, 1
  %safe712 = select i1 %ok701, i32 %off710, i32 2147483647
  %dyv714 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe712, i32 0, i32 0)
  %kin716 = add i32 %kin699, 1
  %kok717 = icmp ult i32 %kin716, %kpg
  %ok718 = and i1 %pok694, %kok717
  %el720 = add i32 %el708, 1
  %off722 = shl i32 %el720, 1
  %safe724 = select i1 %ok718, i32 %off722, i32 2147483647
  %dyv726 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe724, i32 0, i32 0)
  %lrow728 = mul i32 %row688, 40
  %lel729 = add i32 %lrow728, %chan692
  %lb731 = shl i32 %lel729, 1
  %la733 = add i32 %lb731, 0
  %lo734 = zext i16 %dyv714 to i32
  %hw735 = zext i16 %dyv726 to i32
  %hs737 = shl i32 %hw735, 16
  %pair738 = or i32 %lo734, %hs737
  %pairf739 = bitcast i32 %pair738 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la733
  store float %pairf739, ptr addrspace(3) %gep.17, align 4
  %e741 = add i32 %tid20, 0
  %row743 = udiv i32 %e741, 16
  %cc745 = urem i32 %e741, 16
  %chan747 = shl i32 %cc745, 1
  %pos748 = add i32 %p_s131, %row743
  %pok749 = icmp ult i32 %pos748, %p_hi108
  %n750 = udiv i32 %pos748, %howo101
  %prem751 = urem i32 %pos748, %howo101
  %ho752 = udiv i32 %prem751, %wo
  %wo753 = urem i32 %prem751, %wo
  %h_a755 = mul i32 %ho752, 2
  %hi756 = add i32 %h_a755, %h_tap83
  %hiok757 = icmp ult i32 %hi756, %hi
  %w_a759 = mul i32 %wo753, 1
  %wi760 = add i32 %w_a759, %w_tap87
  %wiok761 = icmp ult i32 %wi760, %wi
  %cin762 = add i32 %c_blk91, %chan747
  %cok763 = icmp ult i32 %cin762, %cpg
  %ok764 = and i1 %pok749, %hiok757
  %ok765 = and i1 %ok764, %wiok761
  %ok766 = and i1 %ok765, %cok763
  %e_n767 = mul i32 %n750, %x_stride_n
  %e_h768 = mul i32 %hi756, %x_stride_h
  %e_w769 = mul i32 %wi760, %x_stride_w
  %el770 = add i32 %e_n767, %e_h768
  %el771 = add i32 %el770, %e_w769
  %el772 = add i32 %el771, %x_ch95
  %el773 = add i32 %el772, %chan747
  %off775 = shl i32 %el773, 1
  %safe777 = select i1 %ok766, i32 %off775, i32 2147483647
  %xv779 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe777, i32 0, i32 0)
  %cin781 = add i32 %cin762, 1
  %cok782 = icmp ult i32 %cin781, %cpg
  %ok783 = and i1 %ok765, %cok782
  %el785 = add i32 %el773, 1
  %off787 = shl i32 %el785, 1
  %safe789 = select i1 %ok783, i32 %off787, i32 2147483647
  %xv791 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe789, i32 0, i32 0)
  %lrow793 = mul i32 %row743, 40
  %lel794 = add i32 %lrow793, %chan747
  %lb796 = shl i32 %lel794, 1
  %la798 = add i32 %lb796, 2560
  %lo799 = zext i16 %xv779 to i32
  %hw800 = zext i16 %xv791 to i32
  %hs802 = shl i32 %hw800, 16
  %pair803 = or i32 %lo799, %hs802
  %pairf804 = bitcast i32 %pair803 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la798
  store float %pairf804, ptr addrspace(3) %gep.18, align 4
  %e806 = add i32 %tid20, 64
  %row808 = udiv i32 %e806, 16
  %cc810 = urem i32 %e806, 16
  %chan812 = shl i32 %cc810, 1
  %pos813 = add i32 %p_s131, %row808
  %pok814 = icmp ult i32 %pos813, %p_hi108
  %n815 = udiv i32 %pos813, %howo101
  %prem816 = urem i32 %pos813, %howo101
  %ho817 = udiv i32 %prem816, %wo
  %wo818 = urem i32 %prem816, %wo
  %h_a820 = mul i32 %ho817, 2
  %hi821 = add i32 %h_a820, %h_tap83
  %hiok822 = icmp ult i32 %hi821, %hi
  %w_a824 = mul i32 %wo818, 1
  %wi825 = add i32 %w_a824, %w_tap87
  %wiok826 = icmp ult i32 %wi825, %wi
  %cin827 = add i32 %c_blk91, %chan812
  %cok828 = icmp ult i32 %cin827, %cpg
  %ok829 = and i1 %pok814, %hiok822
  %ok830 = and i1 %ok829, %wiok826
  %ok831 = and i1 %ok830, %cok828
  %e_n832 = mul i32 %n815, %x_stride_n
  %e_h833 = mul i32 %hi821, %x_stride_h
  %e_w834 = mul i32 %wi825, %x_stride_w
  %el835 = add i32 %e_n832, %e_h833
  %el836 = add i32 %el835, %e_w834
  %el837 = add i32 %el836, %x_ch95
  %el838 = add i32 %el837, %chan812
  %off840 = shl i32 %el838, 1
  %safe842 = select i1 %ok831, i32 %off840, i32 2147483647
  %xv844 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe842, i32 0, i32 0)
  %cin846 = add i32 %cin827, 1
  %cok847 = icmp ult i32 %cin846, %cpg
  %ok848 = and i1 %ok830, %cok847
  %el850 = add i32 %el838, 1
  %off852 = shl i32 %el850, 1
  %safe854 = select i1 %ok848, i32 %off852, i32 2147483647
  %xv856 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe854, i32 0, i32 0)
  %lrow858 = mul i32 %row808, 40
  %lel859 = add i32 %lrow858, %chan812
  %lb861 = shl i32 %lel859, 1
  %la863 = add i32 %lb861, 2560
  %lo864 = zext i16 %xv844 to i32
  %hw865 = zext i16 %xv856 to i32
  %hs867 = shl i32 %hw865, 16
  %pair868 = or i32 %lo864, %hs867
  %pairf869 = bitcast i32 %pair868 to float
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la863
  store float %pairf869, ptr addrspace(3) %gep.19, align 4
  %e871 = add i32 %tid20, 128
  %row873 = udiv i32 %e871, 16
  %cc875 = urem i32 %e871, 16
  %chan877 = shl i32 %cc875, 1
  %pos878 = add i32 %p_s131, %row873
  %pok879 = icmp ult i32 %pos878, %p_hi108
  %n880 = udiv i32 %pos878, %howo101
  %prem881 = urem i32 %pos878, %howo101
  %ho882 = udiv i32 %prem881, %wo
  %wo883 = urem i32 %prem881, %wo
  %h_a885 = mul i32 %ho882, 2
  %hi886 = add i32 %h_a885, %h_tap83
  %hiok887 = icmp ult i32 %hi886, %hi
  %w_a889 = mul i32 %wo883, 1
  %wi890 = add i32 %w_a889, %w_tap87
  %wiok891 = icmp ult i32 %wi890, %wi
  %cin892 = add i32 %c_blk91, %chan877
  %cok893 = icmp ult i32 %cin892, %cpg
  %ok894 = and i1 %pok879, %hiok887
  %ok895 = and i1 %ok894, %wiok891
  %ok896 = and i1 %ok895, %cok893
  %e_n897 = mul i32 %n880, %x_stride_n
  %e_h898 = mul i32 %hi886, %x_stride_h
  %e_w899 = mul i32 %wi890, %x_stride_w
  %el900 = add i32 %e_n897, %e_h898
  %el901 = add i32 %el900, %e_w899
  %el902 = add i32 %el901, %x_ch95
  %el903 = add i32 %el902, %chan877
  %off905 = shl i32 %el903, 1
  %safe907 = select i1 %ok896, i32 %off905, i32 2147483647
  %xv909 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe907, i32 0, i32 0)
  %cin911 = add i32 %cin892, 1
  %cok912 = icmp ult i32 %cin911, %cpg
  %ok913 = and i1 %ok895, %cok912
  %el915 = add i32 %el903, 1
  %off917 = shl i32 %el915, 1
  %safe919 = select i1 %ok913, i32 %off917, i32 2147483647
  %xv921 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe919, i32 0, i32 0)
  %lrow923 = mul i32 %row873, 40
  %lel924 = add i32 %lrow923, %chan877
  %lb926 = shl i32 %lel924, 1
  %la928 = add i32 %lb926, 2560
  %lo929 = zext i16 %xv909 to i32
  %hw930 = zext i16 %xv921 to i32
  %hs932 = shl i32 %hw930, 16
  %pair933 = or i32 %lo929, %hs932
  %pairf934 = bitcast i32 %pair933 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la928
  store float %pairf934, ptr addrspace(3) %gep.20, align 4
  %e936 = add i32 %tid20, 192
  %row938 = udiv i32 %e936, 16
  %cc940 = urem i32 %e936, 16
  %chan942 = shl i32 %cc940, 1
  %pos943 = add i32 %p_s131, %row938
  %pok944 = icmp ult i32 %pos943, %p_hi108
  %n945 = udiv i32 %pos943, %howo101
  %prem946 = urem i32 %pos943, %howo101
  %ho947 = udiv i32 %prem946, %wo
  %wo948 = urem i32 %prem946, %wo
  %h_a950 = mul i32 %ho947, 2
  %hi951 = add i32 %h_a950, %h_tap83
  %hiok952 = icmp ult i32 %hi951, %hi
  %w_a954 = mul i32 %wo948, 1
  %wi955 = add i32 %w_a954, %w_tap87
  %wiok956 = icmp ult i32 %wi955, %wi
  %cin957 = add i32 %c_blk91, %chan942
  %cok958 = icmp ult i32 %cin957, %cpg
  %ok959 = and i1 %pok944, %hiok952
  %ok960 = and i1 %ok959, %wiok956
  %ok961 = and i1 %ok960, %cok958
  %e_n962 = mul i32 %n945, %x_stride_n
  %e_h963 = mul i32 %hi951, %x_stride_h
  %e_w964 = mul i32 %wi955, %x_stride_w
  %el965 = add i32 %e_n962, %e_h963
  %el966 = add i32 %el965, %e_w964
  %el967 = add i32 %el966, %x_ch95
  %el968 = add i32 %el967, %chan942
  %off970 = shl i32 %el968, 1
  %safe972 = select i1 %ok961, i32 %off970, i32 2147483647
  %xv974 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe972, i32 0, i32 0)
  %cin976 = add i32 %cin957, 1
  %cok977 = icmp ult i32 %cin976, %cpg
  %ok978 = and i1 %ok960, %cok977
  %el980 = add i32 %el968, 1
  %off982 = shl i32 %el980, 1
  %safe984 = select i1 %ok978, i32 %off982, i32 2147483647
  %xv986 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe984, i32 0, i32 0)
  %lrow988 = mul i32 %row938, 40
  %lel989 = add i32 %lrow988, %chan942
  %lb991 = shl i32 %lel989, 1
  %la993 = add i32 %lb991, 2560
  %lo994 = zext i16 %xv974 to i32
  %hw995 = zext i16 %xv986 to i32
  %hs997 = shl i32 %hw995, 16
  %pair998 = or i32 %lo994, %hs997
  %pairf999 = bitcast i32 %pair998 to float
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la993
  store float %pairf999, ptr addrspace(3) %gep.21, align 4
  %e1001 = add i32 %tid20, 256
  %row1003 = udiv i32 %e1001, 16
  %cc1005 = urem i32 %e1001, 16
  %chan1007 = shl i32 %cc1005, 1
  %pos1008 = add i32 %p_s131, %row1003
  %pok1009 = icmp ult i32 %pos1008, %p_hi108
  %n1010 = udiv i32 %pos1008, %howo101
  %prem1011 = urem i32 %pos1008, %howo101
  %ho1012 = udiv i32 %prem1011, %wo
  %wo1013 = urem i32 %prem1011, %wo
  %h_a1015 = mul i32 %ho1012, 2
  %hi1016 = add i32 %h_a1015, %h_tap83
  %hiok1017 = icmp ult i32 %hi1016, %hi
  %w_a1019 = mul i32 %wo1013, 1
  %wi1020 = add i32 %w_a1019, %w_tap87
  %wiok1021 = icmp ult i32 %wi1020, %wi
  %cin1022 = add i32 %c_blk91, %chan1007
  %cok1023 = icmp ult i32 %cin1022, %cpg
  %ok1024 = and i1 %pok1009, %hiok1017
  %ok1025 = and i1 %ok1024, %wiok1021
  %ok1026 = and i1 %ok1025, %cok1023
  %e_n1027 = mul i32 %n1010, %x_stride_n
  %e_h1028 = mul i32 %hi1016, %x_stride_h
  %e_w1029 = mul i32 %wi1020, %x_stride_w
  %el1030 = add i32 %e_n1027, %e_h1028
  %el1031 = add i32 %el1030, %e_w1029
  %el1032 = add i32 %el1031, %x_ch95
  %el1033 = add i32 %el1032, %chan1007
  %off1035 = shl i32 %el1033, 1
  %safe1037 = select i1 %ok1026, i32 %off1035, i32 2147483647
  %xv1039 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1037, i32 0, i32 0)
  %cin1041 = add i32 %cin1022, 1
  %cok1042 = icmp ult i32 %cin1041, %cpg
  %ok1043 = and i1 %ok1025, %cok1042
  %el1045 = add i32 %el1033, 1
  %off1047 = shl i32 %el1045, 1
  %safe1049 = select i1 %ok1043, i32 %off1047, i32 2147483647
  %xv1051 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1049, i32 0, i32 0)
  %lrow1053 = mul i32 %row1003, 40
  %lel1054 = add i32 %lrow1053, %chan1007
  %lb1056 = shl i32 %lel1054, 1
  %la1058 = add i32 %lb1056, 2560
  %lo1059 = zext i16 %xv1039 to i32
  %hw1060 = zext i16 %xv1051 to i32
  %hs1062 = shl i32 %hw1060, 16
  %pair1063 = or i32 %lo1059, %hs1062
  %pairf1064 = bitcast i32 %pair1063 to float
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la1058
  store float %pairf1064, ptr addrspace(3) %gep.22, align 4
  %e1066 = add i32 %tid20, 320
  %row1068 = udiv i32 %e1066, 16
  %cc1070 = urem i32 %e1066, 16
  %chan1072 = shl i32 %cc1070, 1
  %pos1073 = add i32 %p_s131, %row1068
  %pok1074 = icmp ult i32 %pos1073, %p_hi108
  %n1075 = udiv i32 %pos1073, %howo101
  %prem1076 = urem i32 %pos1073, %howo101
  %ho1077 = udiv i32 %prem1076, %wo
  %wo1078 = urem i32 %prem1076, %wo
  %h_a1080 = mul i32 %ho1077, 2
  %hi1081 = add i32 %h_a1080, %h_tap83
  %hiok1082 = icmp ult i32 %hi1081, %hi
  %w_a1084 = mul i32 %wo1078, 1
  %wi1085 = add i32 %w_a1084, %w_tap87
  %wiok1086 = icmp ult i32 %wi1085, %wi
  %cin1087 = add i32 %c_blk91, %chan1072
  %cok1088 = icmp ult i32 %cin1087, %cpg
  %ok1089 = and i1 %pok1074, %hiok1082
  %ok1090 = and i1 %ok1089, %wiok1086
  %ok1091 = and i1 %ok1090, %cok1088
  %e_n1092 = mul i32 %n1075, %x_stride_n
  %e_h1093 = mul i32 %hi1081, %x_stride_h
  %e_w1094 = mul i32 %wi1085, %x_stride_w
  %el1095 = add i32 %e_n1092, %e_h1093
  %el1096 = add i32 %el1095, %e_w1094
  %el1097 = add i32 %el1096, %x_ch95
  %el1098 = add i32 %el1097, %chan1072
  %off1100 = shl i32 %el1098, 1
  %safe1102 = select i1 %ok1091, i32 %off1100, i32 2147483647
  %xv1104 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1102, i32 0, i32 0)
  %cin1106 = add i32 %cin1087, 1
  %cok1107 = icmp ult i32 %cin1106, %cpg
  %ok1108 = and i1 %ok1090, %cok1107
  %el1110 = add i32 %el1098, 1
  %off1112 = shl i32 %el1110, 1
  %safe1114 = select i1 %ok1108, i32 %off1112, i32 2147483647
  %xv1116 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1114, i32 0, i32 0)
  %lrow1118 = mul i32 %row1068, 40
  %lel1119 = add i32 %lrow1118, %chan1072
  %lb1121 = shl i32 %lel1119, 1
  %la1123 = add i32 %lb1121, 2560
  %lo1124 = zext i16 %xv1104 to i32
  %hw1125 = zext i16 %xv1116 to i32
  %hs1127 = shl i32 %hw1125, 16
  %pair1128 = or i32 %lo1124, %hs1127
  %pairf1129 = bitcast i32 %pair1128 to float
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la1123
  store float %pairf1129, ptr addrspace(3) %gep.23, align 4
  %e1131 = add i32 %tid20, 384
  %row1133 = udiv i32 %e1131, 16
  %cc1135 = urem i32 %e1131, 16
  %chan1137 = shl i32 %cc1135, 1
  %pos1138 = add i32 %p_s131, %row1133
  %pok1139 = icmp ult i32 %pos1138, %p_hi108
  %n1140 = udiv i32 %pos1138, %howo101
  %prem1141 = urem i32 %pos1138, %howo101
  %ho1142 = udiv i32 %prem1141, %wo
  %wo1143 = urem i32 %prem1141, %wo
  %h_a1145 = mul i32 %ho1142, 2
  %hi1146 = add i32 %h_a1145, %h_tap83
  %hiok1147 = icmp ult i32 %hi1146, %hi
  %w_a1149 = mul i32 %wo1143, 1
  %wi1150 = add i32 %w_a1149, %w_tap87
  %wiok1151 = icmp ult i32 %wi1150, %wi
  %cin1152 = add i32 %c_blk91, %chan1137
  %cok1153 = icmp ult i32 %cin1152, %cpg
  %ok1154 = and i1 %pok1139, %hiok1147
  %ok1155 = and i1 %ok1154, %wiok1151
  %ok1156 = and i1 %ok1155, %cok1153
  %e_n1157 = mul i32 %n1140, %x_stride_n
  %e_h1158 = mul i32 %hi1146, %x_stride_h
  %e_w1159 = mul i32 %wi1150, %x_stride_w
  %el1160 = add i32 %e_n1157, %e_h1158
  %el1161 = add i32 %el1160, %e_w1159
  %el1162 = add i32 %el1161, %x_ch95
  %el1163 = add i32 %el1162, %chan1137
  %off1165 = shl i32 %el1163, 1
  %safe1167 = select i1 %ok1156, i32 %off1165, i32 2147483647
  %xv1169 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1167, i32 0, i32 0)
  %cin1171 = add i32 %cin1152, 1
  %cok1172 = icmp ult i32 %cin1171, %cpg
  %ok1173 = and i1 %ok1155, %cok1172
  %el1175 = add i32 %el1163, 1
  %off1177 = shl i32 %el1175, 1
  %safe1179 = select i1 %ok1173, i32 %off1177, i32 2147483647
  %xv1181 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1179, i32 0, i32 0)
  %lrow1183 = mul i32 %row1133, 40
  %lel1184 = add i32 %lrow1183, %chan1137
  %lb1186 = shl i32 %lel1184, 1
  %la1188 = add i32 %lb1186, 2560
  %lo1189 = zext i16 %xv1169 to i32
  %hw1190 = zext i16 %xv1181 to i32
  %hs1192 = shl i32 %hw1190, 16
  %pair1193 = or i32 %lo1189, %hs1192
  %pairf1194 = bitcast i32 %pair1193 to float
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la1188
  store float %pairf1194, ptr addrspace(3) %gep.24, align 4
  %e1196 = add i32 %tid20, 448
  %row1198 = udiv i32 %e1196, 16
  %cc1200 = urem i32 %e1196, 16
  %chan1202 = shl i32 %cc1200, 1
  %pos1203 = add i32 %p_s131, %row1198
  %pok1204 = icmp ult i32 %pos1203, %p_hi108
  %n1205 = udiv i32 %pos1203, %howo101
  %prem1206 = urem i32 %pos1203, %howo101
  %ho1207 = udiv i32 %prem1206, %wo
  %wo1208 = urem i32 %prem1206, %wo
  %h_a1210 = mul i32 %ho1207, 2
  %hi1211 = add i32 %h_a1210, %h_tap83
  %hiok1212 = icmp ult i32 %hi1211, %hi
  %w_a1214 = mul i32 %wo1208, 1
  %wi1215 = add i32 %w_a1214, %w_tap87
  %wiok1216 = icmp ult i32 %wi1215, %wi
  %cin1217 = add i32 %c_blk91, %chan1202
  %cok1218 = icmp ult i32 %cin1217, %cpg
  %ok1219 = and i1 %pok1204, %hiok1212
  %ok1220 = and i1 %ok1219, %wiok1216
  %ok1221 = and i1 %ok1220, %cok1218
  %e_n1222 = mul i32 %n1205, %x_stride_n
  %e_h1223 = mul i32 %hi1211, %x_stride_h
  %e_w1224 = mul i32 %wi1215, %x_stride_w
  %el1225 = add i32 %e_n1222, %e_h1223
  %el1226 = add i32 %el1225, %e_w1224
  %el1227 = add i32 %el1226, %x_ch95
  %el1228 = add i32 %el1227, %chan1202
  %off1230 = shl i32 %el1228, 1
  %safe1232 = select i1 %ok1221, i32 %off1230, i32 2147483647
  %xv1234 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1232, i32 0, i32 0)
  %cin1236 = add i32 %cin1217, 1
  %cok1237 = icmp ult i32 %cin1236, %cpg
  %ok1238 = and i1 %ok1220, %cok1237
  %el1240 = add i32 %el1228, 1
  %off1242 = shl i32 %el1240, 1
  %safe1244 = select i1 %ok1238, i32 %off1242, i32 2147483647
  %xv1246 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1244, i32 0, i32 0)
  %lrow1248 = mul i32 %row1198, 40
  %lel1249 = add i32 %lrow1248, %chan1202
  %lb1251 = shl i32 %lel1249, 1
  %la1253 = add i32 %lb1251, 2560
  %lo1254 = zext i16 %xv1234 to i32
  %hw1255 = zext i16 %xv1246 to i32
  %hs1257 = shl i32 %hw1255, 16
  %pair1258 = or i32 %lo1254, %hs1257
  %pairf1259 = bitcast i32 %pair1258 to float
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %la1253
  store float %pairf1259, ptr addrspace(3) %gep.25, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1261 = add i32 %a_lane51, 0
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %a_addr1261
  %a_lo1262 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.26)
  %a_addr1264 = add i32 %a_lane51, 1280
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %a_addr1264
  %a_hi1265 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.27)
  %a_frag1266 = shufflevector <8 x bfloat> %a_lo1262, <8 x bfloat> %a_hi1265, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr1268 = add i32 %a_lane51, 32
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %a_addr1268
  %a_lo1269 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.28)
  %a_addr1271 = add i32 %a_lane51, 1312
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %a_addr1271
  %a_hi1272 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.29)
  %a_frag1273 = shufflevector <8 x bfloat> %a_lo1269, <8 x bfloat> %a_hi1272, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1275 = add i32 %b_lane57, 2560
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %b_addr1275
  %b_lo1276 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.30)
  %b_addr1278 = add i32 %b_lane57, 3840
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p2x1_s2x1_d2x1_w1x2_t2x1_ks4_wsr1, i32 %b_addr1278
  %b_hi1279 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.31)
  %b_frag1280 = shufflevector <8 x bfloat> %b_lo1276, <8 x bfloat> %b_hi1279, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1281 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag1266, i1 false, <16 x bfloat> %b_frag1280, i16 0, <8 x float> %acc127, i1 false, i1 false)
  %acc1282 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag1273, i1 false, <16 x bfloat> %b_frag1280, i16 0, <8 x float> %acc128, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t126, 1
  br label %for.head.1
for.exit.1:
  %slab1284 = urem i32 %split59, 1
  %slab_g1285 = mul i32 %slab1284, %groups
  %slab_k1286 = mul i32 %slab_g1285, %kpg
  %kbase1287 = add i32 %slab_k1286, %gk92
  %frow1289 = mul i32 %cpg, 9
  %tap_c1290 = mul i32 %tap71, %cpg
  %c_w1291 = add i32 %c_blk91, %wcb32
  %k_w1292 = add i32 %k_blk89, %wkb30
  %k_h1293 = add i32 %k_w1292, %khalf36
  %cin1295 = add i32 %c_w1291, 0
  %cin1296 = add i32 %cin1295, %lcol41
  %cok1297 = icmp ult i32 %cin1296, %cpg
  %kin1299 = add i32 %k_h1293, 0
  %kok1300 = icmp ult i32 %kin1299, %kpg
  %ok1301 = and i1 %kok1300, %cok1297
  br i1 %ok1301, label %if.then.3, label %if.end.3
if.then.3:
  %krow1302 = add i32 %kbase1287, %kin1299
  %t_k1303 = mul i32 %krow1302, %frow1289
  %t_t1304 = add i32 %t_k1303, %tap_c1290
  %el1305 = add i32 %t_t1304, %cin1296
  %off1307 = shl i32 %el1305, 2
  %v1308 = extractelement <8 x float> %acc127, i32 0
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1308, ptr addrspace(8) %rws119, i32 %off1307, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1311 = add i32 %k_h1293, 1
  %kok1312 = icmp ult i32 %kin1311, %kpg
  %ok1313 = and i1 %kok1312, %cok1297
  br i1 %ok1313, label %if.then.4, label %if.end.4
if.then.4:
  %krow1314 = add i32 %kbase1287, %kin1311
  %t_k1315 = mul i32 %krow1314, %frow1289
  %t_t1316 = add i32 %t_k1315, %tap_c1290
  %el1317 = add i32 %t_t1316, %cin1296
  %off1319 = shl i32 %el1317, 2
  %v1320 = extractelement <8 x float> %acc127, i32 1
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1320, ptr addrspace(8) %rws119, i32 %off1319, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1323 = add i32 %k_h1293, 2
  %kok1324 = icmp ult i32 %kin1323, %kpg
  %ok1325 = and i1 %kok1324, %cok1297
  br i1 %ok1325, label %if.then.5, label %if.end.5
if.then.5:
  %krow1326 = add i32 %kbase1287, %kin1323
  %t_k1327 = mul i32 %krow1326, %frow1289
  %t_t1328 = add i32 %t_k1327, %tap_c1290
  %el1329 = add i32 %t_t1328, %cin1296
  %off1331 = shl i32 %el1329, 2
  %v1332 = extractelement <8 x float> %acc127, i32 2
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1332, ptr addrspace(8) %rws119, i32 %off1331, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1335 = add i32 %k_h1293, 3
  %kok1336 = icmp ult i32 %kin1335, %kpg
  %ok1337 = and i1 %kok1336, %cok1297
  br i1 %ok1337, label %if.then.6, label %if.end.6
if.then.6:
  %krow1338 = add i32 %kbase1287, %kin1335
  %t_k1339 = mul i32 %krow1338, %frow1289
  %t_t1340 = add i32 %t_k1339, %tap_c1290
  %el1341 = add i32 %t_t1340, %cin1296
  %off1343 = shl i32 %el1341, 2
  %v1344 = extractelement <8 x float> %acc127, i32 3
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1344, ptr addrspace(8) %rws119, i32 %off1343, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1347 = add i32 %k_h1293, 4
  %kok1348 = icmp ult i32 %kin1347, %kpg
  %ok1349 = and i1 %kok1348, %cok1297
  br i1 %ok1349, label %if.then.7, label %if.end.7
if.then.7:
  %krow1350 = add i32 %kbase1287, %kin1347
  %t_k1351 = mul i32 %krow1350, %frow1289
  %t_t1352 = add i32 %t_k1351, %tap_c1290
  %el1353 = add i32 %t_t1352, %cin1296
  %off1355 = shl i32 %el1353, 2
  %v1356 = extractelement <8 x float> %acc127, i32 4
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1356, ptr addrspace(8) %rws119, i32 %off1355, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1359 = add i32 %k_h1293, 5
  %kok1360 = icmp ult i32 %kin1359, %kpg
  %ok1361 = and i1 %kok1360, %cok1297
  br i1 %ok1361, label %if.then.8, label %if.end.8
if.then.8:
  %krow1362 = add i32 %kbase1287, %kin1359
  %t_k1363 = mul i32 %krow1362, %frow1289
  %t_t1364 = add i32 %t_k1363, %tap_c1290
  %el1365 = add i32 %t_t1364, %cin1296
  %off1367 = shl i32 %el1365, 2
  %v1368 = extractelement <8 x float> %acc127, i32 5
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1368, ptr addrspace(8) %rws119, i32 %off1367, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1371 = add i32 %k_h1293, 6
  %kok1372 = icmp ult i32 %kin1371, %kpg
  %ok1373 = and i1 %kok1372, %cok1297
  br i1 %ok1373, label %if.then.9, label %if.end.9
if.then.9:
  %krow1374 = add i32 %kbase1287, %kin1371
  %t_k1375 = mul i32 %krow1374, %frow1289
  %t_t1376 = add i32 %t_k1375, %tap_c1290
  %el1377 = add i32 %t_t1376, %cin1296
  %off1379 = shl i32 %el1377, 2
  %v1380 = extractelement <8 x float> %acc127, i32 6
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1380, ptr addrspace(8) %rws119, i32 %off1379, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin1383 = add i32 %k_h1293, 7
  %kok1384 = icmp ult i32 %kin1383, %kpg
  %ok1385 = and i1 %kok1384, %cok1297
  br i1 %ok1385, label %if.then.10, label %if.end.10
if.then.10:
  %krow1386 = add i32 %kbase1287, %kin1383
  %t_k1387 = mul i32 %krow1386, %frow1289
  %t_t1388 = add i32 %t_k1387, %tap_c1290
  %el1389 = add i32 %t_t1388, %cin1296
  %off1391 = shl i32 %el1389, 2
  %v1392 = extractelement <8 x float> %acc127, i32 7
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1392, ptr addrspace(8) %rws119, i32 %off1391, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %cin1395 = add i32 %c_w1291, 0
  %cin1396 = add i32 %cin1395, %lcol41
  %cok1397 = icmp ult i32 %cin1396, %cpg
  %kin1399 = add i32 %k_h1293, 16
  %kok1400 = icmp ult i32 %kin1399, %kpg
  %ok1401 = and i1 %kok1400, %cok1397
  br i1 %ok1401, label %if.then.11, label %if.end.11
if.then.11:
  %krow1402 = add i32 %kbase1287, %kin1399
  %t_k1403 = mul i32 %krow1402, %frow1289
  %t_t1404 = add i32 %t_k1403, %tap_c1290
  %el1405 = add i32 %t_t1404, %cin1396
  %off1407 = shl i32 %el1405, 2
  %v1408 = extractelement <8 x float> %acc128, i32 0
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1408, ptr addrspace(8) %rws119, i32 %off1407, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1411 = add i32 %k_h1293, 17
  %kok1412 = icmp ult i32 %kin1411, %kpg
  %ok1413 = and i1 %kok1412, %cok1397
  br i1 %ok1413, label %if.then.12, label %if.end.12
if.then.12:
  %krow1414 = add i32 %kbase1287, %kin1411
  %t_k1415 = mul i32 %krow1414, %frow1289
  %t_t1416 = add i32 %t_k1415, %tap_c1290
  %el1417 = add i32 %t_t1416, %cin1396
  %off1419 = shl i32 %el1417, 2
  %v1420 = extractelement <8 x float> %acc128, i32 1
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1420, ptr addrspace(8) %rws119, i32 %off1419, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1423 = add i32 %k_h1293, 18
  %kok1424 = icmp ult i32 %kin1423, %kpg
  %ok1425 = and i1 %kok1424, %cok1397
  br i1 %ok1425, label %if.then.13, label %if.end.13
if.then.13:
  %krow1426 = add i32 %kbase1287, %kin1423
  %t_k1427 = mul i32 %krow1426, %frow1289
  %t_t1428 = add i32 %t_k1427, %tap_c1290
  %el1429 = add i32 %t_t1428, %cin1396
  %off1431 = shl i32 %el1429, 2
  %v1432 = extractelement <8 x float> %acc128, i32 2
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1432, ptr addrspace(8) %rws119, i32 %off1431, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1435 = add i32 %k_h1293, 19
  %kok1436 = icmp ult i32 %kin1435, %kpg
  %ok1437 = and i1 %kok1436, %cok1397
  br i1 %ok1437, label %if.then.14, label %if.end.14
if.then.14:
  %krow1438 = add i32 %kbase1287, %kin1435
  %t_k1439 = mul i32 %krow1438, %frow1289
  %t_t1440 = add i32 %t_k1439, %tap_c1290
  %el1441 = add i32 %t_t1440, %cin1396
  %off1443 = shl i32 %el1441, 2
  %v1444 = extractelement <8 x float> %acc128, i32 3
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1444, ptr addrspace(8) %rws119, i32 %off1443, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1447 = add i32 %k_h1293, 20
  %kok1448 = icmp ult i32 %kin1447, %kpg
  %ok1449 = and i1 %kok1448, %cok1397
  br i1 %ok1449, label %if.then.15, label %if.end.15
if.then.15:
  %krow1450 = add i32 %kbase1287, %kin1447
  %t_k1451 = mul i32 %krow1450, %frow1289
  %t_t1452 = add i32 %t_k1451, %tap_c1290
  %el1453 = add i32 %t_t1452, %cin1396
  %off1455 = shl i32 %el1453, 2
  %v1456 = extractelement <8 x float> %acc128, i32 4
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1456, ptr addrspace(8) %rws119, i32 %off1455, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1459 = add i32 %k_h1293, 21
  %kok1460 = icmp ult i32 %kin1459, %kpg
  %ok1461 = and i1 %kok1460, %cok1397
  br i1 %ok1461, label %if.then.16, label %if.end.16
if.then.16:
  %krow1462 = add i32 %kbase1287, %kin1459
  %t_k1463 = mul i32 %krow1462, %frow1289
  %t_t1464 = add i32 %t_k1463, %tap_c1290
  %el1465 = add i32 %t_t1464, %cin1396
  %off1467 = shl i32 %el1465, 2
  %v1468 = extractelement <8 x float> %acc128, i32 5
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1468, ptr addrspace(8) %rws119, i32 %off1467, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1471 = add i32 %k_h1293, 22
  %kok1472 = icmp ult i32 %kin1471, %kpg
  %ok1473 = and i1 %kok1472, %cok1397
  br i1 %ok1473, label %if.then.17, label %if.end.17
if.then.17:
  %krow1474 = add i32 %kbase1287, %kin1471
  %t_k1475 = mul i32 %krow1474, %frow1289
  %t_t1476 = add i32 %t_k1475, %tap_c1290
  %el1477 = add i32 %t_t1476, %cin1396
  %off1479 = shl i32 %el1477, 2
  %v1480 = extractelement <8 x float> %acc128, i32 6
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1480, ptr addrspace(8) %rws119, i32 %off1479, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %kin1483 = add i32 %k_h1293, 23
  %kok1484 = icmp ult i32 %kin1483, %kpg
  %ok1485 = and i1 %kok1484, %cok1397
  br i1 %ok1485, label %if.then.18, label %if.end.18
if.then.18:
  %krow1486 = add i32 %kbase1287, %kin1483
  %t_k1487 = mul i32 %krow1486, %frow1289
  %t_t1488 = add i32 %t_k1487, %tap_c1290
  %el1489 = add i32 %t_t1488, %cin1396
  %off1491 = shl i32 %el1489, 2
  %v1492 = extractelement <8 x float> %acc128, i32 7
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1492, ptr addrspace(8) %rws119, i32 %off1491, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="184" }
