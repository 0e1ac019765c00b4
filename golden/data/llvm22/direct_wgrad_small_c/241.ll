; irgate direct_wgrad_small_c{dtype=fp16,filter_h=3,filter_w=3,pad_h=0,pad_w=0,stride_h=2,stride_w=2,c=3,kpg=0,vec_x=1,sub_steps=1,uniform_wave=0,waves=2,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1 = internal unnamed_addr addrspace(3) global [5120 x i8] undef, align 16

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

define amdgpu_kernel void @irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg) #0 {
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
  %a_r40 = mul i32 %tr_row32, 40
  %a_c41 = add i32 %a_r40, %tr_col38
  %a_e42 = add i32 %a_c41, %wkb25
  %a_lane44 = shl i32 %a_e42, 1
  %b_r46 = mul i32 %tr_row32, 40
  %b_c47 = add i32 %b_r46, %tr_col38
  %b_lane49 = shl i32 %b_c47, 1
  %kt50 = call i32 @llvm.amdgcn.workgroup.id.x()
  %orow51 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img52 = call i32 @llvm.amdgcn.workgroup.id.z()
  %k_blk54 = mul i32 %kt50, 32
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
  %hb_a63 = mul i32 %orow51, 2
  %hb65 = sub i32 %hb_a63, 0
  %nch_a68 = add i32 %wo, 31
  %nch70 = lshr i32 %nch_a68, 5
  %st_a72 = add i32 %nch70, 0
  %steps74 = udiv i32 %st_a72, 1
  br label %for.head.1
for.head.1:
  %t80 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc81 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc857, %for.latch.1 ]
  %acc82 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc865, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t80, %steps74
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu84 = mul i32 %t80, 1
  %ch86 = add i32 %tu84, 0
  %wo_s88 = shl i32 %ch86, 5
  %e90 = add i32 %tid19, 0
  %row92 = udiv i32 %e90, 4
  %cc94 = urem i32 %e90, 4
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
  %lrow112 = mul i32 %row92, 40
  %lel113 = add i32 %lrow112, %chan96
  %lb115 = shl i32 %lel113, 1
  %la117 = add i32 %lb115, 0
  %e119 = add i32 %tid19, 64
  %row121 = udiv i32 %e119, 4
  %cc123 = urem i32 %e119, 4
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
  %lrow141 = mul i32 %row121, 40
  %lel142 = add i32 %lrow141, %chan125
  %lb144 = shl i32 %lel142, 1
  %la146 = add i32 %lb144, 0
  %e148 = add i32 %tid19, 0
  %prow150 = udiv i32 %e148, 16
  %ig152 = urem i32 %e148, 16
  %fb154 = mul i32 %ig152, 2
  %wo155 = add i32 %wo_s88, %prow150
  %wok156 = icmp ult i32 %wo155, %wo
  %wb_a158 = mul i32 %wo155, 2
  %wb160 = sub i32 %wb_a158, 0
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
  %la227 = add i32 %lb225, 2560
  %e229 = add i32 %tid19, 64
  %prow231 = udiv i32 %e229, 16
  %ig233 = urem i32 %e229, 16
  %fb235 = mul i32 %ig233, 2
  %wo236 = add i32 %wo_s88, %prow231
  %wok237 = icmp ult i32 %wo236, %wo
  %wb_a239 = mul i32 %wo236, 2
  %wb241 = sub i32 %wb_a239, 0
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
  %la308 = add i32 %lb306, 2560
  %e310 = add i32 %tid19, 128
  %prow312 = udiv i32 %e310, 16
  %ig314 = urem i32 %e310, 16
  %fb316 = mul i32 %ig314, 2
  %wo317 = add i32 %wo_s88, %prow312
  %wok318 = icmp ult i32 %wo317, %wo
  %wb_a320 = mul i32 %wo317, 2
  %wb322 = sub i32 %wb_a320, 0
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
  %la389 = add i32 %lb387, 2560
  %e391 = add i32 %tid19, 192
  %prow393 = udiv i32 %e391, 16
  %ig395 = urem i32 %e391, 16
  %fb397 = mul i32 %ig395, 2
  %wo398 = add i32 %wo_s88, %prow393
  %wok399 = icmp ult i32 %wo398, %wo
  %wb_a401 = mul i32 %wo398, 2
  %wb403 = sub i32 %wb_a401, 0
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
  %la470 = add i32 %lb468, 2560
  %e472 = add i32 %tid19, 256
  %prow474 = udiv i32 %e472, 16
  %ig476 = urem i32 %e472, 16
  %fb478 = mul i32 %ig476, 2
  %wo479 = add i32 %wo_s88, %prow474
  %wok480 = icmp ult i32 %wo479, %wo
  %wb_a482 = mul i32 %wo479, 2
  %wb484 = sub i32 %wb_a482, 0
  %f486 = add i32 %fb478, 0
  %fok488 = icmp ult i32 %f486, 27
  %fr490 = udiv i32 %f486, 9
  %frem492 = urem i32 %f486, 9
  %fs494 = udiv i32 %frem492, 3
  %fc496 = urem i32 %frem492, 3
  %hi497 = add i32 %hb65, %fr490
  %hiok498 = icmp ult i32 %hi497, %hi
  %wi499 = add i32 %wb484, %fs494
  %wiok500 = icmp ult i32 %wi499, %wi
  %ok501 = and i1 %wok480, %fok488
  %ok502 = and i1 %ok501, %hiok498
  %ok503 = and i1 %ok502, %wiok500
  %x_row504 = mul i32 %hi497, %x_stride_h
  %col505 = mul i32 %wi499, %x_stride_w
  %el506 = add i32 %x_img59, %x_row504
  %el507 = add i32 %el506, %col505
  %el508 = add i32 %el507, %fc496
  %off510 = shl i32 %el508, 1
  %safe512 = select i1 %ok503, i32 %off510, i32 2147483647
  %xv514 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe512, i32 0, i32 0)
  %f516 = add i32 %fb478, 1
  %fok518 = icmp ult i32 %f516, 27
  %fr520 = udiv i32 %f516, 9
  %frem522 = urem i32 %f516, 9
  %fs524 = udiv i32 %frem522, 3
  %fc526 = urem i32 %frem522, 3
  %hi527 = add i32 %hb65, %fr520
  %hiok528 = icmp ult i32 %hi527, %hi
  %wi529 = add i32 %wb484, %fs524
  %wiok530 = icmp ult i32 %wi529, %wi
  %ok531 = and i1 %wok480, %fok518
  %ok532 = and i1 %ok531, %hiok528
  %ok533 = and i1 %ok532, %wiok530
  %x_row534 = mul i32 %hi527, %x_stride_h
  %col535 = mul i32 %wi529, %x_stride_w
  %el536 = add i32 %x_img59, %x_row534
  %el537 = add i32 %el536, %col535
  %el538 = add i32 %el537, %fc526
  %off540 = shl i32 %el538, 1
  %safe542 = select i1 %ok533, i32 %off540, i32 2147483647
  %xv544 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe542, i32 0, i32 0)
  %lrow546 = mul i32 %prow474, 40
  %lel547 = add i32 %lrow546, %fb478
  %lb549 = shl i32 %lel547, 1
  %la551 = add i32 %lb549, 2560
  %e553 = add i32 %tid19, 320
  %prow555 = udiv i32 %e553, 16
  %ig557 = urem i32 %e553, 16
  %fb559 = mul i32 %ig557, 2
  %wo560 = add i32 %wo_s88, %prow555
  %wok561 = icmp ult i32 %wo560, %wo
  %wb_a563 = mul i32 %wo560, 2
  %wb565 = sub i32 %wb_a563, 0
  %f567 = add i32 %fb559, 0
  %fok569 = icmp ult i32 %f567, 27
  %fr571 = udiv i32 %f567, 9
  %frem573 = urem i32 %f567, 9
  %fs575 = udiv i32 %frem573, 3
  %fc577 = urem i32 %frem573, 3
  %hi578 = add i32 %hb65, %fr571
  %hiok579 = icmp ult i32 %hi578, %hi
  %wi580 = add i32 %wb565, %fs575
  %wiok581 = icmp ult i32 %wi580, %wi
  %ok582 = and i1 %wok561, %fok569
  %ok583 = and i1 %ok582, %hiok579
  %ok584 = and i1 %ok583, %wiok581
  %x_row585 = mul i32 %hi578, %x_stride_h
  %col586 = mul i32 %wi580, %x_stride_w
  %el587 = add i32 %x_img59, %x_row585
  %el588 = add i32 %el587, %col586
  %el589 = add i32 %el588, %fc577
  %off591 = shl i32 %el589, 1
  %safe593 = select i1 %ok584, i32 %off591, i32 2147483647
  %xv595 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe593, i32 0, i32 0)
  %f597 = add i32 %fb559, 1
  %fok599 = icmp ult i32 %f597, 27
  %fr601 = udiv i32 %f597, 9
  %frem603 = urem i32 %f597, 9
  %fs605 = udiv i32 %frem603, 3
  %fc607 = urem i32 %frem603, 3
  %hi608 = add i32 %hb65, %fr601
  %hiok609 = icmp ult i32 %hi608, %hi
  %wi610 = add i32 %wb565, %fs605
  %wiok611 = icmp ult i32 %wi610, %wi
  %ok612 = and i1 %wok561, %fok599
  %ok613 = and i1 %ok612, %hiok609
  %ok614 = and i1 %ok613, %wiok611
  %x_row615 = mul i32 %hi608, %x_stride_h
  %col616 = mul i32 %wi610, %x_stride_w
  %el617 = add i32 %x_img59, %x_row615
  %el618 = add i32 %el617, %col616
  %el619 = add i32 %el618, %fc607
  %off621 = shl i32 %el619, 1
  %safe623 = select i1 %ok614, i32 %off621, i32 2147483647
  %xv625 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe623, i32 0, i32 0)
  %lrow627 = mul i32 %prow555, 40
  %lel628 = add i32 %lrow627, %fb559
  %lb630 = shl i32 %lel628, 1
  %la632 = add i32 %lb630, 2560
  %e634 = add i32 %tid19, 384
  %prow636 = udiv i32 %e634, 16
  %ig638 = urem i32 %e634, 16
  %fb640 = mul i32 %ig638, 2
  %wo641 = add i32 %wo_s88, %prow636
  %wok642 = icmp ult i32 %wo641, %wo
  %wb_a644 = mul i32 %wo641, 2
  %wb646 = sub i32 %wb_a644, 0
  %f648 = add i32 %fb640, 0
  %fok650 = icmp ult i32 %f648, 27
  %fr652 = udiv i32 %f648, 9
  %frem654 = urem i32 %f648, 9
  %fs656 = udiv i32 %frem654, 3
  %fc658 = urem i32 %frem654, 3
  %hi659 = add i32 %hb65, %fr652
  %hiok660 = icmp ult i32 %hi659, %hi
  %wi661 = add i32 %wb646, %fs656
  %wiok662 = icmp ult i32 %wi661, %wi
  %ok663 = and i1 %wok642, %fok650
  %ok664 = and i1 %ok663, %hiok660
  %ok665 = and i1 %ok664, %wiok662
  %x_row666 = mul i32 %hi659, %x_stride_h
  %col667 = mul i32 %wi661, %x_stride_w
  %el668 = add i32 %x_img59, %x_row666
  %el669 = add i32 %el668, %col667
  %el670 = add i32 %el669, %fc658
  %off672 = shl i32 %el670, 1
  %safe674 = select i1 %ok665, i32 %off672, i32 2147483647
  %xv676 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe674, i32 0, i32 0)
  %f678 = add i32 %fb640, 1
  %fok680 = icmp ult i32 %f678, 27
  %fr682 = udiv i32 %f678, 9
  %frem684 = urem i32 %f678, 9
  %fs686 = udiv i32 %frem684, 3
  %fc688 = urem i32 %frem684, 3
  %hi689 = add i32 %hb65, %fr682
  %hiok690 = icmp ult i32 %hi689, %hi
  %wi691 = add i32 %wb646, %fs686
  %wiok692 = icmp ult i32 %wi691, %wi
  %ok693 = and i1 %wok642, %fok680
  %ok694 = and i1 %ok693, %hiok690
  %ok695 = and i1 %ok694, %wiok692
  %x_row696 = mul i32 %hi689, %x_stride_h
  %col697 = mul i32 %wi691, %x_stride_w
  %el698 = add i32 %x_img59, %x_row696
  %el699 = add i32 %el698, %col697
  %el700 = add i32 %el699, %fc688
  %off702 = shl i32 %el700, 1
  %safe704 = select i1 %ok695, i32 %off702, i32 2147483647
  %xv706 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe704, i32 0, i32 0)
  %lrow708 = mul i32 %prow636, 40
  %lel709 = add i32 %lrow708, %fb640
  %lb711 = shl i32 %lel709, 1
  %la713 = add i32 %lb711, 2560
  %e715 = add i32 %tid19, 448
  %prow717 = udiv i32 %e715, 16
  %ig719 = urem i32 %e715, 16
  %fb721 = mul i32 %ig719, 2
  %wo722 = add i32 %wo_s88, %prow717
  %wok723 = icmp ult i32 %wo722, %wo
  %wb_a725 = mul i32 %wo722, 2
  %wb727 = sub i32 %wb_a725, 0
  %f729 = add i32 %fb721, 0
  %fok731 = icmp ult i32 %f729, 27
  %fr733 = udiv i32 %f729, 9
  %frem735 = urem i32 %f729, 9
  %fs737 = udiv i32 %frem735, 3
  %fc739 = urem i32 %frem735, 3
  %hi740 = add i32 %hb65, %fr733
  %hiok741 = icmp ult i32 %hi740, %hi
  %wi742 = add i32 %wb727, %fs737
  %wiok743 = icmp ult i32 %wi742, %wi
  %ok744 = and i1 %wok723, %fok731
  %ok745 = and i1 %ok744, %hiok741
  %ok746 = and i1 %ok745, %wiok743
  %x_row747 = mul i32 %hi740, %x_stride_h
  %col748 = mul i32 %wi742, %x_stride_w
  %el749 = add i32 %x_img59, %x_row747
  %el750 = add i32 %el749, %col748
  %el751 = add i32 %el750, %fc739
  %off753 = shl i32 %el751, 1
  %safe755 = select i1 %ok746, i32 %off753, i32 2147483647
  %xv757 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe755, i32 0, i32 0)
  %f759 = add i32 %fb721, 1
  %fok761 = icmp ult i32 %f759, 27
  %fr763 = udiv i32 %f759, 9
  %frem765 = urem i32 %f759, 9
  %fs767 = udiv i32 %frem765, 3
  %fc769 = urem i32 %frem765, 3
  %hi770 = add i32 %hb65, %fr763
  %hiok771 = icmp ult i32 %hi770, %hi
  %wi772 = add i32 %wb727, %fs767
  %wiok773 = icmp ult i32 %wi772, %wi
  %ok774 = and i1 %wok723, %fok761
  %ok775 = and i1 %ok774, %hiok771
  %ok776 = and i1 %ok775, %wiok773
  %x_row777 = mul i32 %hi770, %x_stride_h
  %col778 = mul i32 %wi772, %x_stride_w
  %el779 = add i32 %x_img59, %x_row777
  %el780 = add i32 %el779, %col778
  %el781 = add i32 %el780, %fc769
  %off783 = shl i32 %el781, 1
  %safe785 = select i1 %ok776, i32 %off783, i32 2147483647
  %xv787 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe785, i32 0, i32 0)
  %lrow789 = mul i32 %prow717, 40
  %lel790 = add i32 %lrow789, %fb721
  %lb792 = shl i32 %lel790, 1
  %la794 = add i32 %lb792, 2560
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la117
  store <4 x i32> %dyv110, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la146
  store <4 x i32> %dyv139, ptr addrspace(3) %gep.7, align 16
  %lo795 = zext i16 %xv190 to i32
  %hw796 = zext i16 %xv220 to i32
  %hs798 = shl i32 %hw796, 16
  %pair799 = or i32 %lo795, %hs798
  %pairf800 = bitcast i32 %pair799 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la227
  store float %pairf800, ptr addrspace(3) %gep.8, align 4
  %lo801 = zext i16 %xv271 to i32
  %hw802 = zext i16 %xv301 to i32
  %hs804 = shl i32 %hw802, 16
  %pair805 = or i32 %lo801, %hs804
  %pairf806 = bitcast i32 %pair805 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la308
  store float %pairf806, ptr addrspace(3) %gep.9, align 4
  %lo807 = zext i16 %xv352 to i32
  %hw808 = zext i16 %xv382 to i32
  %hs810 = shl i32 %hw808, 16
  %pair811 = or i32 %lo807, %hs810
  %pairf812 = bitcast i32 %pair811 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la389
  store float %pairf812, ptr addrspace(3) %gep.10, align 4
  %lo813 = zext i16 %xv433 to i32
  %hw814 = zext i16 %xv463 to i32
  %hs816 = shl i32 %hw814, 16
  %pair817 = or i32 %lo813, %hs816
  %pairf818 = bitcast i32 %pair817 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la470
  store float %pairf818, ptr addrspace(3) %gep.11, align 4
  %lo819 = zext i16 %xv514 to i32
  %hw820 = zext i16 %xv544 to i32
  %hs822 = shl i32 %hw820, 16
  %pair823 = or i32 %lo819, %hs822
  %pairf824 = bitcast i32 %pair823 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la551
  store float %pairf824, ptr addrspace(3) %gep.12, align 4
  %lo825 = zext i16 %xv595 to i32
  %hw826 = zext i16 %xv625 to i32
  %hs828 = shl i32 %hw826, 16
  %pair829 = or i32 %lo825, %hs828
  %pairf830 = bitcast i32 %pair829 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la632
  store float %pairf830, ptr addrspace(3) %gep.13, align 4
  %lo831 = zext i16 %xv676 to i32
  %hw832 = zext i16 %xv706 to i32
  %hs834 = shl i32 %hw832, 16
  %pair835 = or i32 %lo831, %hs834
  %pairf836 = bitcast i32 %pair835 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la713
  store float %pairf836, ptr addrspace(3) %gep.14, align 4
  %lo837 = zext i16 %xv757 to i32
  %hw838 = zext i16 %xv787 to i32
  %hs840 = shl i32 %hw838, 16
  %pair841 = or i32 %lo837, %hs840
  %pairf842 = bitcast i32 %pair841 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %la794
  store float %pairf842, ptr addrspace(3) %gep.15, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr844 = add i32 %a_lane44, 0
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %a_addr844
  %a_lo845 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %a_addr847 = add i32 %a_lane44, 1280
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %a_addr847
  %a_hi848 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %a_frag849 = shufflevector <8 x half> %a_lo845, <8 x half> %a_hi848, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr851 = add i32 %b_lane49, 2560
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %b_addr851
  %b_lo852 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %b_addr854 = add i32 %b_lane49, 3840
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %b_addr854
  %b_hi855 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_frag856 = shufflevector <8 x half> %b_lo852, <8 x half> %b_hi855, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc857 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag849, i1 false, <16 x half> %b_frag856, i16 0, <8 x float> %acc81, i1 false, i1 false)
  %b_addr859 = add i32 %b_lane49, 2592
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %b_addr859
  %b_lo860 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %b_addr862 = add i32 %b_lane49, 3872
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_v1_u1_uw0_w2_t1_wsr1, i32 %b_addr862
  %b_hi863 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_frag864 = shufflevector <8 x half> %b_lo860, <8 x half> %b_hi863, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc865 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag849, i1 false, <16 x half> %b_frag864, i16 0, <8 x float> %acc82, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t80, 1
  br label %for.head.1
for.exit.1:
  %slab_a866 = mul i32 %img52, %ho
  %slab_b867 = add i32 %slab_a866, %orow51
  %slab869 = urem i32 %slab_b867, 1
  %kbase870 = mul i32 %slab869, %kpg
  %k_w871 = add i32 %k_blk54, %wkb25
  %k_h872 = add i32 %k_w871, %khalf29
  %f874 = add i32 %lcol34, 0
  %fok876 = icmp ult i32 %f874, 27
  %kin878 = add i32 %k_h872, 0
  %kok879 = icmp ult i32 %kin878, %kpg
  %ok880 = and i1 %kok879, %fok876
  br i1 %ok880, label %if.then.2, label %if.end.2
if.then.2:
  %krow881 = add i32 %kbase870, %kin878
  %t_f883 = mul i32 %krow881, 27
  %el884 = add i32 %t_f883, %f874
  %off886 = shl i32 %el884, 2
  %v887 = extractelement <8 x float> %acc81, i32 0
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v887, ptr addrspace(8) %rws57, i32 %off886, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin890 = add i32 %k_h872, 1
  %kok891 = icmp ult i32 %kin890, %kpg
  %ok892 = and i1 %kok891, %fok876
  br i1 %ok892, label %if.then.3, label %if.end.3
if.then.3:
  %krow893 = add i32 %kbase870, %kin890
  %t_f895 = mul i32 %krow893, 27
  %el896 = add i32 %t_f895, %f874
  %off898 = shl i32 %el896, 2
  %v899 = extractelement <8 x float> %acc81, i32 1
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v899, ptr addrspace(8) %rws57, i32 %off898, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin902 = add i32 %k_h872, 2
  %kok903 = icmp ult i32 %kin902, %kpg
  %ok904 = and i1 %kok903, %fok876
  br i1 %ok904, label %if.then.4, label %if.end.4
if.then.4:
  %krow905 = add i32 %kbase870, %kin902
  %t_f907 = mul i32 %krow905, 27
  %el908 = add i32 %t_f907, %f874
  %off910 = shl i32 %el908, 2
  %v911 = extractelement <8 x float> %acc81, i32 2
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v911, ptr addrspace(8) %rws57, i32 %off910, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin914 = add i32 %k_h872, 3
  %kok915 = icmp ult i32 %kin914, %kpg
  %ok916 = and i1 %kok915, %fok876
  br i1 %ok916, label %if.then.5, label %if.end.5
if.then.5:
  %krow917 = add i32 %kbase870, %kin914
  %t_f919 = mul i32 %krow917, 27
  %el920 = add i32 %t_f919, %f874
  %off922 = shl i32 %el920, 2
  %v923 = extractelement <8 x float> %acc81, i32 3
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v923, ptr addrspace(8) %rws57, i32 %off922, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin926 = add i32 %k_h872, 4
  %kok927 = icmp ult i32 %kin926, %kpg
  %ok928 = and i1 %kok927, %fok876
  br i1 %ok928, label %if.then.6, label %if.end.6
if.then.6:
  %krow929 = add i32 %kbase870, %kin926
  %t_f931 = mul i32 %krow929, 27
  %el932 = add i32 %t_f931, %f874
  %off934 = shl i32 %el932, 2
  %v935 = extractelement <8 x float> %acc81, i32 4
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v935, ptr addrspace(8) %rws57, i32 %off934, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin938 = add i32 %k_h872, 5
  %kok939 = icmp ult i32 %kin938, %kpg
  %ok940 = and i1 %kok939, %fok876
  br i1 %ok940, label %if.then.7, label %if.end.7
if.then.7:
  %krow941 = add i32 %kbase870, %kin938
  %t_f943 = mul i32 %krow941, 27
  %el944 = add i32 %t_f943, %f874
  %off946 = shl i32 %el944, 2
  %v947 = extractelement <8 x float> %acc81, i32 5
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v947, ptr addrspace(8) %rws57, i32 %off946, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin950 = add i32 %k_h872, 6
  %kok951 = icmp ult i32 %kin950, %kpg
  %ok952 = and i1 %kok951, %fok876
  br i1 %ok952, label %if.then.8, label %if.end.8
if.then.8:
  %krow953 = add i32 %kbase870, %kin950
  %t_f955 = mul i32 %krow953, 27
  %el956 = add i32 %t_f955, %f874
  %off958 = shl i32 %el956, 2
  %v959 = extractelement <8 x float> %acc81, i32 6
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v959, ptr addrspace(8) %rws57, i32 %off958, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin962 = add i32 %k_h872, 7
  %kok963 = icmp ult i32 %kin962, %kpg
  %ok964 = and i1 %kok963, %fok876
  br i1 %ok964, label %if.then.9, label %if.end.9
if.then.9:
  %krow965 = add i32 %kbase870, %kin962
  %t_f967 = mul i32 %krow965, 27
  %el968 = add i32 %t_f967, %f874
  %off970 = shl i32 %el968, 2
  %v971 = extractelement <8 x float> %acc81, i32 7
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v971, ptr addrspace(8) %rws57, i32 %off970, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f974 = add i32 %lcol34, 16
  %fok976 = icmp ult i32 %f974, 27
  %kin978 = add i32 %k_h872, 0
  %kok979 = icmp ult i32 %kin978, %kpg
  %ok980 = and i1 %kok979, %fok976
  br i1 %ok980, label %if.then.10, label %if.end.10
if.then.10:
  %krow981 = add i32 %kbase870, %kin978
  %t_f983 = mul i32 %krow981, 27
  %el984 = add i32 %t_f983, %f974
  %off986 = shl i32 %el984, 2
  %v987 = extractelement <8 x float> %acc82, i32 0
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v987, ptr addrspace(8) %rws57, i32 %off986, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin990 = add i32 %k_h872, 1
  %kok991 = icmp ult i32 %kin990, %kpg
  %ok992 = and i1 %kok991, %fok976
  br i1 %ok992, label %if.then.11, label %if.end.11
if.then.11:
  %krow993 = add i32 %kbase870, %kin990
  %t_f995 = mul i32 %krow993, 27
  %el996 = add i32 %t_f995, %f974
  %off998 = shl i32 %el996, 2
  %v999 = extractelement <8 x float> %acc82, i32 1
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v999, ptr addrspace(8) %rws57, i32 %off998, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1002 = add i32 %k_h872, 2
  %kok1003 = icmp ult i32 %kin1002, %kpg
  %ok1004 = and i1 %kok1003, %fok976
  br i1 %ok1004, label %if.then.12, label %if.end.12
if.then.12:
  %krow1005 = add i32 %kbase870, %kin1002
  %t_f1007 = mul i32 %krow1005, 27
  %el1008 = add i32 %t_f1007, %f974
  %off1010 = shl i32 %el1008, 2
  %v1011 = extractelement <8 x float> %acc82, i32 2
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1011, ptr addrspace(8) %rws57, i32 %off1010, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1014 = add i32 %k_h872, 3
  %kok1015 = icmp ult i32 %kin1014, %kpg
  %ok1016 = and i1 %kok1015, %fok976
  br i1 %ok1016, label %if.then.13, label %if.end.13
if.then.13:
  %krow1017 = add i32 %kbase870, %kin1014
  %t_f1019 = mul i32 %krow1017, 27
  %el1020 = add i32 %t_f1019, %f974
  %off1022 = shl i32 %el1020, 2
  %v1023 = extractelement <8 x float> %acc82, i32 3
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1023, ptr addrspace(8) %rws57, i32 %off1022, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1026 = add i32 %k_h872, 4
  %kok1027 = icmp ult i32 %kin1026, %kpg
  %ok1028 = and i1 %kok1027, %fok976
  br i1 %ok1028, label %if.then.14, label %if.end.14
if.then.14:
  %krow1029 = add i32 %kbase870, %kin1026
  %t_f1031 = mul i32 %krow1029, 27
  %el1032 = add i32 %t_f1031, %f974
  %off1034 = shl i32 %el1032, 2
  %v1035 = extractelement <8 x float> %acc82, i32 4
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1035, ptr addrspace(8) %rws57, i32 %off1034, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1038 = add i32 %k_h872, 5
  %kok1039 = icmp ult i32 %kin1038, %kpg
  %ok1040 = and i1 %kok1039, %fok976
  br i1 %ok1040, label %if.then.15, label %if.end.15
if.then.15:
  %krow1041 = add i32 %kbase870, %kin1038
  %t_f1043 = mul i32 %krow1041, 27
  %el1044 = add i32 %t_f1043, %f974
  %off1046 = shl i32 %el1044, 2
  %v1047 = extractelement <8 x float> %acc82, i32 5
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1047, ptr addrspace(8) %rws57, i32 %off1046, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1050 = add i32 %k_h872, 6
  %kok1051 = icmp ult i32 %kin1050, %kpg
  %ok1052 = and i1 %kok1051, %fok976
  br i1 %ok1052, label %if.then.16, label %if.end.16
if.then.16:
  %krow1053 = add i32 %kbase870, %kin1050
  %t_f1055 = mul i32 %krow1053, 27
  %el1056 = add i32 %t_f1055, %f974
  %off1058 = shl i32 %el1056, 2
  %v1059 = extractelement <8 x float> %acc82, i32 6
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1059, ptr addrspace(8) %rws57, i32 %off1058, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1062 = add i32 %k_h872, 7
  %kok1063 = icmp ult i32 %kin1062, %kpg
  %ok1064 = and i1 %kok1063, %fok976
  br i1 %ok1064, label %if.then.17, label %if.end.17
if.then.17:
  %krow1065 = add i32 %kbase870, %kin1062
  %t_f1067 = mul i32 %krow1065, 27
  %el1068 = add i32 %t_f1067, %f974
  %off1070 = shl i32 %el1068, 2
  %v1071 = extractelement <8 x float> %acc82, i32 7
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1071, ptr addrspace(8) %rws57, i32 %off1070, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="130" }
