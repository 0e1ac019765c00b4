; irgate direct_wgrad_small_c{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,c=3,kpg=0,vec_x=1,sub_steps=1,uniform_wave=0,waves=4,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1 = internal unnamed_addr addrspace(3) global [7168 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg) #0 {
entry:
  %tid19 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane21 = and i32 %tid19, 31
  %wave23 = lshr i32 %tid19, 5
  %wkb25 = mul i32 %wave23, 16
  %half27 = lshr i32 %lane21, 4
  %khalf29 = shl i32 %half27, 3
  %lrow31 = and i32 %lane21, 7
  %tr_row32 = add i32 %khalf29, %lrow31
  %lcol34 = and i32 %lane21, 15
  %cgrp36 = lshr i32 %lcol34, 3
  %tr_col38 = shl i32 %cgrp36, 3
  %a_r40 = mul i32 %tr_row32, 72
  %a_c41 = add i32 %a_r40, %tr_col38
  %a_e42 = add i32 %a_c41, %wkb25
  %a_lane44 = shl i32 %a_e42, 1
  %b_r46 = mul i32 %tr_row32, 40
  %b_c47 = add i32 %b_r46, %tr_col38
  %b_lane49 = shl i32 %b_c47, 1
  %kt50 = call i32 @llvm.amdgcn.workgroup.id.x()
  %orow51 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img52 = call i32 @llvm.amdgcn.workgroup.id.z()
  %k_blk54 = mul i32 %kt50, 64
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy55 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx56 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws57 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img58 = mul i32 %img52, %dy_stride_n
  %x_img59 = mul i32 %img52, %x_stride_n
  %dy_row60 = mul i32 %orow51, %dy_stride_h
  %dy_r61 = add i32 %dy_img58, %dy_row60
  %hb_a63 = mul i32 %orow51, 1
  %hb65 = sub i32 %hb_a63, 1
  %nch_a68 = add i32 %wo, 31
  %nch70 = lshr i32 %nch_a68, 5
  %st_a72 = add i32 %nch70, 0
  %steps74 = udiv i32 %st_a72, 1
  br label %for.head.1
for.head.1:
  %t80 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc81 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc509, %for.latch.1 ]
  %acc82 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc517, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t80, %steps74
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu84 = mul i32 %t80, 1
  %ch86 = add i32 %tu84, 0
  %wo_s88 = shl i32 %ch86, 5
  %e90 = add i32 %tid19, 0
  %row92 = udiv i32 %e90, 8
  %cc94 = urem i32 %e90, 8
  %chan96 = shl i32 %cc94, 3
  %wo97 = add i32 %wo_s88, %row92
  %wok98 = icmp ult i32 %wo97, %wo
  %kin99 = add i32 %k_blk54, %chan96
  %kok100 = icmp ult i32 %kin99, %kpg
  %ok101 = and i1 %wok98, %kok100
  %col102 = mul i32 %wo97, %dy_stride_w
  %el103 = add i32 %dy_r61, %col102
  %el104 = add i32 %el103, %kin99
  %off106 = shl i32 %el104, 1
  %safe108 = select i1 %ok101, i32 %off106, i32 2147483647
  %dyv110 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe108, i32 0, i32 0)
  %lrow112 = mul i32 %row92, 72
  %lel113 = add i32 %lrow112, %chan96
  %lb115 = shl i32 %lel113, 1
  %la117 = add i32 %lb115, 0
  %e119 = add i32 %tid19, 128
  %row121 = udiv i32 %e119, 8
  %cc123 = urem i32 %e119, 8
  %chan125 = shl i32 %cc123, 3
  %wo126 = add i32 %wo_s88, %row121
  %wok127 = icmp ult i32 %wo126, %wo
  %kin128 = add i32 %k_blk54, %chan125
  %kok129 = icmp ult i32 %kin128, %kpg
  %ok130 = and i1 %wok127, %kok129
  %col131 = mul i32 %wo126, %dy_stride_w
  %el132 = add i32 %dy_r61, %col131
  %el133 = add i32 %el132, %kin128
  %off135 = shl i32 %el133, 1
  %safe137 = select i1 %ok130, i32 %off135, i32 2147483647
  %dyv139 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe137, i32 0, i32 0)
  %lrow141 = mul i32 %row121, 72
  %lel142 = add i32 %lrow141, %chan125
  %lb144 = shl i32 %lel142, 1
  %la146 = add i32 %lb144, 0
  %e148 = add i32 %tid19, 0
  %prow150 = udiv i32 %e148, 16
  %ig152 = urem i32 %e148, 16
  %fb154 = mul i32 %ig152, 2
  %wo155 = add i32 %wo_s88, %prow150
  %wok156 = icmp ult i32 %wo155, %wo
  %wb_a158 = mul i32 %wo155, 1
  %wb160 = sub i32 %wb_a158, 1
  %f162 = add i32 %fb154, 0
  %fok164 = icmp ult i32 %f162, 27
  %fr166 = udiv i32 %f162, 9
  %frem168 = urem i32 %f162, 9
  %fs170 = udiv i32 %frem168, 3
  %fc172 = urem i32 %frem168, 3
  %hi173 = add i32 %hb65, %fr166
  %hiok174 = icmp ult i32 %hi173, %hi
  %wi175 = add i32 %wb160, %fs170
  %wiok176 = icmp ult i32 %wi175, %wi
  %ok177 = and i1 %wok156, %fok164
  %ok178 = and i1 %ok177, %hiok174
  %ok179 = and i1 %ok178, %wiok176
  %x_row180 = mul i32 %hi173, %x_stride_h
  %col181 = mul i32 %wi175, %x_stride_w
  %el182 = add i32 %x_img59, %x_row180
  %el183 = add i32 %el182, %col181
  %el184 = add i32 %el183, %fc172
  %off186 = shl i32 %el184, 1
  %safe188 = select i1 %ok179, i32 %off186, i32 2147483647
  %xv190 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe188, i32 0, i32 0)
  %f192 = add i32 %fb154, 1
  %fok194 = icmp ult i32 %f192, 27
  %fr196 = udiv i32 %f192, 9
  %frem198 = urem i32 %f192, 9
  %fs200 = udiv i32 %frem198, 3
  %fc202 = urem i32 %frem198, 3
  %hi203 = add i32 %hb65, %fr196
  %hiok204 = icmp ult i32 %hi203, %hi
  %wi205 = add i32 %wb160, %fs200
  %wiok206 = icmp ult i32 %wi205, %wi
  %ok207 = and i1 %wok156, %fok194
  %ok208 = and i1 %ok207, %hiok204
  %ok209 = and i1 %ok208, %wiok206
  %x_row210 = mul i32 %hi203, %x_stride_h
  %col211 = mul i32 %wi205, %x_stride_w
  %el212 = add i32 %x_img59, %x_row210
  %el213 = add i32 %el212, %col211
  %el214 = add i32 %el213, %fc202
  %off216 = shl i32 %el214, 1
  %safe218 = select i1 %ok209, i32 %off216, i32 2147483647
  %xv220 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe218, i32 0, i32 0)
  %lrow222 = mul i32 %prow150, 40
  %lel223 = add i32 %lrow222, %fb154
  %lb225 = shl i32 %lel223, 1
  %la227 = add i32 %lb225, 4608
  %e229 = add i32 %tid19, 128
  %prow231 = udiv i32 %e229, 16
  %ig233 = urem i32 %e229, 16
  %fb235 = mul i32 %ig233, 2
  %wo236 = add i32 %wo_s88, %prow231
  %wok237 = icmp ult i32 %wo236, %wo
  %wb_a239 = mul i32 %wo236, 1
  %wb241 = sub i32 %wb_a239, 1
  %f243 = add i32 %fb235, 0
  %fok245 = icmp ult i32 %f243, 27
  %fr247 = udiv i32 %f243, 9
  %frem249 = urem i32 %f243, 9
  %fs251 = udiv i32 %frem249, 3
  %fc253 = urem i32 %frem249, 3
  %hi254 = add i32 %hb65, %fr247
  %hiok255 = icmp ult i32 %hi254, %hi
  %wi256 = add i32 %wb241, %fs251
  %wiok257 = icmp ult i32 %wi256, %wi
  %ok258 = and i1 %wok237, %fok245
  %ok259 = and i1 %ok258, %hiok255
  %ok260 = and i1 %ok259, %wiok257
  %x_row261 = mul i32 %hi254, %x_stride_h
  %col262 = mul i32 %wi256, %x_stride_w
  %el263 = add i32 %x_img59, %x_row261
  %el264 = add i32 %el263, %col262
  %el265 = add i32 %el264, %fc253
  %off267 = shl i32 %el265, 1
  %safe269 = select i1 %ok260, i32 %off267, i32 2147483647
  %xv271 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe269, i32 0, i32 0)
  %f273 = add i32 %fb235, 1
  %fok275 = icmp ult i32 %f273, 27
  %fr277 = udiv i32 %f273, 9
  %frem279 = urem i32 %f273, 9
  %fs281 = udiv i32 %frem279, 3
  %fc283 = urem i32 %frem279, 3
  %hi284 = add i32 %hb65, %fr277
  %hiok285 = icmp ult i32 %hi284, %hi
  %wi286 = add i32 %wb241, %fs281
  %wiok287 = icmp ult i32 %wi286, %wi
  %ok288 = and i1 %wok237, %fok275
  %ok289 = and i1 %ok288, %hiok285
  %ok290 = and i1 %ok289, %wiok287
  %x_row291 = mul i32 %hi284, %x_stride_h
  %col292 = mul i32 %wi286, %x_stride_w
  %el293 = add i32 %x_img59, %x_row291
  %el294 = add i32 %el293, %col292
  %el295 = add i32 %el294, %fc283
  %off297 = shl i32 %el295, 1
  %safe299 = select i1 %ok290, i32 %off297, i32 2147483647
  %xv301 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe299, i32 0, i32 0)
  %lrow303 = mul i32 %prow231, 40
  %lel304 = add i32 %lrow303, %fb235
  %lb306 = shl i32 %lel304, 1
  %la308 = add i32 %lb306, 4608
  %e310 = add i32 %tid19, 256
  %prow312 = udiv i32 %e310, 16
  %ig314 = urem i32 %e310, 16
  %fb316 = mul i32 %ig314, 2
  %wo317 = add i32 %wo_s88, %prow312
  %wok318 = icmp ult i32 %wo317, %wo
  %wb_a320 = mul i32 %wo317, 1
  %wb322 = sub i32 %wb_a320, 1
  %f324 = add i32 %fb316, 0
  %fok326 = icmp ult i32 %f324, 27
  %fr328 = udiv i32 %f324, 9
  %frem330 = urem i32 %f324, 9
  %fs332 = udiv i32 %frem330, 3
  %fc334 = urem i32 %frem330, 3
  %hi335 = add i32 %hb65, %fr328
  %hiok336 = icmp ult i32 %hi335, %hi
  %wi337 = add i32 %wb322, %fs332
  %wiok338 = icmp ult i32 %wi337, %wi
  %ok339 = and i1 %wok318, %fok326
  %ok340 = and i1 %ok339, %hiok336
  %ok341 = and i1 %ok340, %wiok338
  %x_row342 = mul i32 %hi335, %x_stride_h
  %col343 = mul i32 %wi337, %x_stride_w
  %el344 = add i32 %x_img59, %x_row342
  %el345 = add i32 %el344, %col343
  %el346 = add i32 %el345, %fc334
  %off348 = shl i32 %el346, 1
  %safe350 = select i1 %ok341, i32 %off348, i32 2147483647
  %xv352 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe350, i32 0, i32 0)
  %f354 = add i32 %fb316, 1
  %fok356 = icmp ult i32 %f354, 27
  %fr358 = udiv i32 %f354, 9
  %frem360 = urem i32 %f354, 9
  %fs362 = udiv i32 %frem360, 3
  %fc364 = urem i32 %frem360, 3
  %hi365 = add i32 %hb65, %fr358
  %hiok366 = icmp ult i32 %hi365, %hi
  %wi367 = add i32 %wb322, %fs362
  %wiok368 = icmp ult i32 %wi367, %wi
  %ok369 = and i1 %wok318, %fok356
  %ok370 = and i1 %ok369, %hiok366
  %ok371 = and i1 %ok370, %wiok368
  %x_row372 = mul i32 %hi365, %x_stride_h
  %col373 = mul i32 %wi367, %x_stride_w
  %el374 = add i32 %x_img59, %x_row372
  %el375 = add i32 %el374, %col373
  %el376 = add i32 %el375, %fc364
  %off378 = shl i32 %el376, 1
  %safe380 = select i1 %ok371, i32 %off378, i32 2147483647
  %xv382 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe380, i32 0, i32 0)
  %lrow384 = mul i32 %prow312, 40
  %lel385 = add i32 %lrow384, %fb316
  %lb387 = shl i32 %lel385, 1
  %la389 = add i32 %lb387, 4608
  %e391 = add i32 %tid19, 384
  %prow393 = udiv i32 %e391, 16
  %ig395 = urem i32 %e391, 16
  %fb397 = mul i32 %ig395, 2
  %wo398 = add i32 %wo_s88, %prow393
  %wok399 = icmp ult i32 %wo398, %wo
  %wb_a401 = mul i32 %wo398, 1
  %wb403 = sub i32 %wb_a401, 1
  %f405 = add i32 %fb397, 0
  %fok407 = icmp ult i32 %f405, 27
  %fr409 = udiv i32 %f405, 9
  %frem411 = urem i32 %f405, 9
  %fs413 = udiv i32 %frem411, 3
  %fc415 = urem i32 %frem411, 3
  %hi416 = add i32 %hb65, %fr409
  %hiok417 = icmp ult i32 %hi416, %hi
  %wi418 = add i32 %wb403, %fs413
  %wiok419 = icmp ult i32 %wi418, %wi
  %ok420 = and i1 %wok399, %fok407
  %ok421 = and i1 %ok420, %hiok417
  %ok422 = and i1 %ok421, %wiok419
  %x_row423 = mul i32 %hi416, %x_stride_h
  %col424 = mul i32 %wi418, %x_stride_w
  %el425 = add i32 %x_img59, %x_row423
  %el426 = add i32 %el425, %col424
  %el427 = add i32 %el426, %fc415
  %off429 = shl i32 %el427, 1
  %safe431 = select i1 %ok422, i32 %off429, i32 2147483647
  %xv433 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe431, i32 0, i32 0)
  %f435 = add i32 %fb397, 1
  %fok437 = icmp ult i32 %f435, 27
  %fr439 = udiv i32 %f435, 9
  %frem441 = urem i32 %f435, 9
  %fs443 = udiv i32 %frem441, 3
  %fc445 = urem i32 %frem441, 3
  %hi446 = add i32 %hb65, %fr439
  %hiok447 = icmp ult i32 %hi446, %hi
  %wi448 = add i32 %wb403, %fs443
  %wiok449 = icmp ult i32 %wi448, %wi
  %ok450 = and i1 %wok399, %fok437
  %ok451 = and i1 %ok450, %hiok447
  %ok452 = and i1 %ok451, %wiok449
  %x_row453 = mul i32 %hi446, %x_stride_h
  %col454 = mul i32 %wi448, %x_stride_w
  %el455 = add i32 %x_img59, %x_row453
  %el456 = add i32 %el455, %col454
  %el457 = add i32 %el456, %fc445
  %off459 = shl i32 %el457, 1
  %safe461 = select i1 %ok452, i32 %off459, i32 2147483647
  %xv463 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe461, i32 0, i32 0)
  %lrow465 = mul i32 %prow393, 40
  %lel466 = add i32 %lrow465, %fb397
  %lb468 = shl i32 %lel466, 1
  %la470 = add i32 %lb468, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %la117
  store <4 x i32> %dyv110, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %la146
  store <4 x i32> %dyv139, ptr addrspace(3) %gep.7, align 16
  %lo471 = zext i16 %xv190 to i32
  %hw472 = zext i16 %xv220 to i32
  %hs474 = shl i32 %hw472, 16
  %pair475 = or i32 %lo471, %hs474
  %pairf476 = bitcast i32 %pair475 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %la227
  store float %pairf476, ptr addrspace(3) %gep.8, align 4
  %lo477 = zext i16 %xv271 to i32
  %hw478 = zext i16 %xv301 to i32
  %hs480 = shl i32 %hw478, 16
  %pair481 = or i32 %lo477, %hs480
  %pairf482 = bitcast i32 %pair481 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %la308
  store float %pairf482, ptr addrspace(3) %gep.9, align 4
  %lo483 = zext i16 %xv352 to i32
  %hw484 = zext i16 %xv382 to i32
  %hs486 = shl i32 %hw484, 16
  %pair487 = or i32 %lo483, %hs486
  %pairf488 = bitcast i32 %pair487 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %la389
  store float %pairf488, ptr addrspace(3) %gep.10, align 4
  %lo489 = zext i16 %xv433 to i32
  %hw490 = zext i16 %xv463 to i32
  %hs492 = shl i32 %hw490, 16
  %pair493 = or i32 %lo489, %hs492
  %pairf494 = bitcast i32 %pair493 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %la470
  store float %pairf494, ptr addrspace(3) %gep.11, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr496 = add i32 %a_lane44, 0
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %a_addr496
  %a_lo497 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.12)
  %a_addr499 = add i32 %a_lane44, 2304
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %a_addr499
  %a_hi500 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.13)
  %a_frag501 = shufflevector <8 x half> %a_lo497, <8 x half> %a_hi500, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr503 = add i32 %b_lane49, 4608
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %b_addr503
  %b_lo504 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.14)
  %b_addr506 = add i32 %b_lane49, 5888
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %b_addr506
  %b_hi507 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.15)
  %b_frag508 = shufflevector <8 x half> %b_lo504, <8 x half> %b_hi507, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc509 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag501, i1 false, <16 x half> %b_frag508, i16 0, <8 x float> %acc81, i1 false, i1 false)
  %b_addr511 = add i32 %b_lane49, 4640
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %b_addr511
  %b_lo512 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %b_addr514 = add i32 %b_lane49, 5920
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_v1_u1_uw0_w4_t1_wsr1, i32 %b_addr514
  %b_hi515 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %b_frag516 = shufflevector <8 x half> %b_lo512, <8 x half> %b_hi515, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc517 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag501, i1 false, <16 x half> %b_frag516, i16 0, <8 x float> %acc82, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t80, 1
  br label %for.head.1
for.exit.1:
  %slab_a518 = mul i32 %img52, %ho
  %slab_b519 = add i32 %slab_a518, %orow51
  %slab521 = urem i32 %slab_b519, 1
  %kbase522 = mul i32 %slab521, %kpg
  %k_w523 = add i32 %k_blk54, %wkb25
  %k_h524 = add i32 %k_w523, %khalf29
  %f526 = add i32 %lcol34, 0
  %fok528 = icmp ult i32 %f526, 27
  %kin530 = add i32 %k_h524, 0
  %kok531 = icmp ult i32 %kin530, %kpg
  %ok532 = and i1 %kok531, %fok528
  br i1 %ok532, label %if.then.2, label %if.end.2
if.then.2:
  %krow533 = add i32 %kbase522, %kin530
  %t_f535 = mul i32 %krow533, 27
  %el536 = add i32 %t_f535, %f526
  %off538 = shl i32 %el536, 2
  %v539 = extractelement <8 x float> %acc81, i32 0
  %old.18 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v539, ptr addrspace(8) %rws57, i32 %off538, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin542 = add i32 %k_h524, 1
  %kok543 = icmp ult i32 %kin542, %kpg
  %ok544 = and i1 %kok543, %fok528
  br i1 %ok544, label %if.then.3, label %if.end.3
if.then.3:
  %krow545 = add i32 %kbase522, %kin542
  %t_f547 = mul i32 %krow545, 27
  %el548 = add i32 %t_f547, %f526
  %off550 = shl i32 %el548, 2
  %v551 = extractelement <8 x float> %acc81, i32 1
  %old.19 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v551, ptr addrspace(8) %rws57, i32 %off550, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin554 = add i32 %k_h524, 2
  %kok555 = icmp ult i32 %kin554, %kpg
  %ok556 = and i1 %kok555, %fok528
  br i1 %ok556, label %if.then.4, label %if.end.4
if.then.4:
  %krow557 = add i32 %kbase522, %kin554
  %t_f559 = mul i32 %krow557, 27
  %el560 = add i32 %t_f559, %f526
  %off562 = shl i32 %el560, 2
  %v563 = extractelement <8 x float> %acc81, i32 2
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v563, ptr addrspace(8) %rws57, i32 %off562, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin566 = add i32 %k_h524, 3
  %kok567 = icmp ult i32 %kin566, %kpg
  %ok568 = and i1 %kok567, %fok528
  br i1 %ok568, label %if.then.5, label %if.end.5
if.then.5:
  %krow569 = add i32 %kbase522, %kin566
  %t_f571 = mul i32 %krow569, 27
  %el572 = add i32 %t_f571, %f526
  %off574 = shl i32 %el572, 2
  %v575 = extractelement <8 x float> %acc81, i32 3
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v575, ptr addrspace(8) %rws57, i32 %off574, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin578 = add i32 %k_h524, 4
  %kok579 = icmp ult i32 %kin578, %kpg
  %ok580 = and i1 %kok579, %fok528
  br i1 %ok580, label %if.then.6, label %if.end.6
if.then.6:
  %krow581 = add i32 %kbase522, %kin578
  %t_f583 = mul i32 %krow581, 27
  %el584 = add i32 %t_f583, %f526
  %off586 = shl i32 %el584, 2
  %v587 = extractelement <8 x float> %acc81, i32 4
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v587, ptr addrspace(8) %rws57, i32 %off586, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin590 = add i32 %k_h524, 5
  %kok591 = icmp ult i32 %kin590, %kpg
  %ok592 = and i1 %kok591, %fok528
  br i1 %ok592, label %if.then.7, label %if.end.7
if.then.7:
  %krow593 = add i32 %kbase522, %kin590
  %t_f595 = mul i32 %krow593, 27
  %el596 = add i32 %t_f595, %f526
  %off598 = shl i32 %el596, 2
  %v599 = extractelement <8 x float> %acc81, i32 5
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v599, ptr addrspace(8) %rws57, i32 %off598, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin602 = add i32 %k_h524, 6
  %kok603 = icmp ult i32 %kin602, %kpg
  %ok604 = and i1 %kok603, %fok528
  br i1 %ok604, label %if.then.8, label %if.end.8
if.then.8:
  %krow605 = add i32 %kbase522, %kin602
  %t_f607 = mul i32 %krow605, 27
  %el608 = add i32 %t_f607, %f526
  %off610 = shl i32 %el608, 2
  %v611 = extractelement <8 x float> %acc81, i32 6
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v611, ptr addrspace(8) %rws57, i32 %off610, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin614 = add i32 %k_h524, 7
  %kok615 = icmp ult i32 %kin614, %kpg
  %ok616 = and i1 %kok615, %fok528
  br i1 %ok616, label %if.then.9, label %if.end.9
if.then.9:
  %krow617 = add i32 %kbase522, %kin614
  %t_f619 = mul i32 %krow617, 27
  %el620 = add i32 %t_f619, %f526
  %off622 = shl i32 %el620, 2
  %v623 = extractelement <8 x float> %acc81, i32 7
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v623, ptr addrspace(8) %rws57, i32 %off622, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f626 = add i32 %lcol34, 16
  %fok628 = icmp ult i32 %f626, 27
  %kin630 = add i32 %k_h524, 0
  %kok631 = icmp ult i32 %kin630, %kpg
  %ok632 = and i1 %kok631, %fok628
  br i1 %ok632, label %if.then.10, label %if.end.10
if.then.10:
  %krow633 = add i32 %kbase522, %kin630
  %t_f635 = mul i32 %krow633, 27
  %el636 = add i32 %t_f635, %f626
  %off638 = shl i32 %el636, 2
  %v639 = extractelement <8 x float> %acc82, i32 0
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v639, ptr addrspace(8) %rws57, i32 %off638, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin642 = add i32 %k_h524, 1
  %kok643 = icmp ult i32 %kin642, %kpg
  %ok644 = and i1 %kok643, %fok628
  br i1 %ok644, label %if.then.11, label %if.end.11
if.then.11:
  %krow645 = add i32 %kbase522, %kin642
  %t_f647 = mul i32 %krow645, 27
  %el648 = add i32 %t_f647, %f626
  %off650 = shl i32 %el648, 2
  %v651 = extractelement <8 x float> %acc82, i32 1
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v651, ptr addrspace(8) %rws57, i32 %off650, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin654 = add i32 %k_h524, 2
  %kok655 = icmp ult i32 %kin654, %kpg
  %ok656 = and i1 %kok655, %fok628
  br i1 %ok656, label %if.then.12, label %if.end.12
if.then.12:
  %krow657 = add i32 %kbase522, %kin654
  %t_f659 = mul i32 %krow657, 27
  %el660 = add i32 %t_f659, %f626
  %off662 = shl i32 %el660, 2
  %v663 = extractelement <8 x float> %acc82, i32 2
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v663, ptr addrspace(8) %rws57, i32 %off662, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin666 = add i32 %k_h524, 3
  %kok667 = icmp ult i32 %kin666, %kpg
  %ok668 = and i1 %kok667, %fok628
  br i1 %ok668, label %if.then.13, label %if.end.13
if.then.13:
  %krow669 = add i32 %kbase522, %kin666
  %t_f671 = mul i32 %krow669, 27
  %el672 = add i32 %t_f671, %f626
  %off674 = shl i32 %el672, 2
  %v675 = extractelement <8 x float> %acc82, i32 3
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v675, ptr addrspace(8) %rws57, i32 %off674, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin678 = add i32 %k_h524, 4
  %kok679 = icmp ult i32 %kin678, %kpg
  %ok680 = and i1 %kok679, %fok628
  br i1 %ok680, label %if.then.14, label %if.end.14
if.then.14:
  %krow681 = add i32 %kbase522, %kin678
  %t_f683 = mul i32 %krow681, 27
  %el684 = add i32 %t_f683, %f626
  %off686 = shl i32 %el684, 2
  %v687 = extractelement <8 x float> %acc82, i32 4
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v687, ptr addrspace(8) %rws57, i32 %off686, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin690 = add i32 %k_h524, 5
  %kok691 = icmp ult i32 %kin690, %kpg
  %ok692 = and i1 %kok691, %fok628
  br i1 %ok692, label %if.then.15, label %if.end.15
if.then.15:
  %krow693 = add i32 %kbase522, %kin690
  %t_f695 = mul i32 %krow693, 27
  %el696 = add i32 %t_f695, %f626
  %off698 = shl i32 %el696, 2
  %v699 = extractelement <8 x float> %acc82, i32 5
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v699, ptr addrspace(8) %rws57, i32 %off698, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin702 = add i32 %k_h524, 6
  %kok703 = icmp ult i32 %kin702, %kpg
  %ok704 = and i1 %kok703, %fok628
  br i1 %ok704, label %if.then.16, label %if.end.16
if.then.16:
  %krow705 = add i32 %kbase522, %kin702
  %t_f707 = mul i32 %krow705, 27
  %el708 = add i32 %t_f707, %f626
  %off710 = shl i32 %el708, 2
  %v711 = extractelement <8 x float> %acc82, i32 6
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v711, ptr addrspace(8) %rws57, i32 %off710, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin714 = add i32 %k_h524, 7
  %kok715 = icmp ult i32 %kin714, %kpg
  %ok716 = and i1 %kok715, %fok628
  br i1 %ok716, label %if.then.17, label %if.end.17
if.then.17:
  %krow717 = add i32 %kbase522, %kin714
  %t_f719 = mul i32 %krow717, 27
  %el720 = add i32 %t_f719, %f626
  %off722 = shl i32 %el720, 2
  %v723 = extractelement <8 x float> %acc82, i32 7
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v723, ptr addrspace(8) %rws57, i32 %off722, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="118" }
