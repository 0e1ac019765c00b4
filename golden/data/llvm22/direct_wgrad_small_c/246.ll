; irgate direct_wgrad_small_c{dtype=bf16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,c=3,kpg=64,vec_x=1,sub_steps=1,uniform_wave=1,waves=2,wave_tiles=2,ws_replicas=2}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2 = internal unnamed_addr addrspace(3) global [7168 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 immarg, <16 x bfloat>, i1 immarg, <16 x bfloat>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wave23 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %wave22)
  %wkb25 = mul i32 %wave23, 32
  %half27 = lshr i32 %lane20, 4
  %khalf29 = shl i32 %half27, 3
  %lrow31 = and i32 %lane20, 7
  %tr_row32 = add i32 %khalf29, %lrow31
  %lcol34 = and i32 %lane20, 15
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
  %t82 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc83 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc930, %for.latch.1 ]
  %acc84 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc939, %for.latch.1 ]
  %acc85 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc931, %for.latch.1 ]
  %acc86 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc940, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t82, %steps74
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu88 = mul i32 %t82, 1
  %ch90 = add i32 %tu88, 0
  %wo_s92 = shl i32 %ch90, 5
  %e94 = add i32 %tid18, 0
  %row96 = udiv i32 %e94, 8
  %cc98 = urem i32 %e94, 8
  %chan100 = shl i32 %cc98, 3
  %wo101 = add i32 %wo_s92, %row96
  %wok102 = icmp ult i32 %wo101, %wo
  %kin103 = add i32 %k_blk54, %chan100
  %kok105 = icmp ult i32 %kin103, 64
  %ok106 = and i1 %wok102, %kok105
  %col107 = mul i32 %wo101, %dy_stride_w
  %el108 = add i32 %dy_r61, %col107
  %el109 = add i32 %el108, %kin103
  %off111 = shl i32 %el109, 1
  %safe113 = select i1 %ok106, i32 %off111, i32 2147483647
  %dyv115 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe113, i32 0, i32 0)
  %lrow117 = mul i32 %row96, 72
  %lel118 = add i32 %lrow117, %chan100
  %lb120 = shl i32 %lel118, 1
  %la122 = add i32 %lb120, 0
  %e124 = add i32 %tid18, 64
  %row126 = udiv i32 %e124, 8
  %cc128 = urem i32 %e124, 8
  %chan130 = shl i32 %cc128, 3
  %wo131 = add i32 %wo_s92, %row126
  %wok132 = icmp ult i32 %wo131, %wo
  %kin133 = add i32 %k_blk54, %chan130
  %kok135 = icmp ult i32 %kin133, 64
  %ok136 = and i1 %wok132, %kok135
  %col137 = mul i32 %wo131, %dy_stride_w
  %el138 = add i32 %dy_r61, %col137
  %el139 = add i32 %el138, %kin133
  %off141 = shl i32 %el139, 1
  %safe143 = select i1 %ok136, i32 %off141, i32 2147483647
  %dyv145 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe143, i32 0, i32 0)
  %lrow147 = mul i32 %row126, 72
  %lel148 = add i32 %lrow147, %chan130
  %lb150 = shl i32 %lel148, 1
  %la152 = add i32 %lb150, 0
  %e154 = add i32 %tid18, 128
  %row156 = udiv i32 %e154, 8
  %cc158 = urem i32 %e154, 8
  %chan160 = shl i32 %cc158, 3
  %wo161 = add i32 %wo_s92, %row156
  %wok162 = icmp ult i32 %wo161, %wo
  %kin163 = add i32 %k_blk54, %chan160
  %kok165 = icmp ult i32 %kin163, 64
  %ok166 = and i1 %wok162, %kok165
  %col167 = mul i32 %wo161, %dy_stride_w
  %el168 = add i32 %dy_r61, %col167
  %el169 = add i32 %el168, %kin163
  %off171 = shl i32 %el169, 1
  %safe173 = select i1 %ok166, i32 %off171, i32 2147483647
  %dyv175 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe173, i32 0, i32 0)
  %lrow177 = mul i32 %row156, 72
  %lel178 = add i32 %lrow177, %chan160
  %lb180 = shl i32 %lel178, 1
  %la182 = add i32 %lb180, 0
  %e184 = add i32 %tid18, 192
  %row186 = udiv i32 %e184, 8
  %cc188 = urem i32 %e184, 8
  %chan190 = shl i32 %cc188, 3
  %wo191 = add i32 %wo_s92, %row186
  %wok192 = icmp ult i32 %wo191, %wo
  %kin193 = add i32 %k_blk54, %chan190
  %kok195 = icmp ult i32 %kin193, 64
  %ok196 = and i1 %wok192, %kok195
  %col197 = mul i32 %wo191, %dy_stride_w
  %el198 = add i32 %dy_r61, %col197
  %el199 = add i32 %el198, %kin193
  %off201 = shl i32 %el199, 1
  %safe203 = select i1 %ok196, i32 %off201, i32 2147483647
  %dyv205 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe203, i32 0, i32 0)
  %lrow207 = mul i32 %row186, 72
  %lel208 = add i32 %lrow207, %chan190
  %lb210 = shl i32 %lel208, 1
  %la212 = add i32 %lb210, 0
  %e214 = add i32 %tid18, 0
  %prow216 = udiv i32 %e214, 16
  %ig218 = urem i32 %e214, 16
  %fb220 = mul i32 %ig218, 2
  %wo221 = add i32 %wo_s92, %prow216
  %wok222 = icmp ult i32 %wo221, %wo
  %wb_a224 = mul i32 %wo221, 1
  %wb226 = sub i32 %wb_a224, 1
  %f228 = add i32 %fb220, 0
  %fok230 = icmp ult i32 %f228, 27
  %fr232 = udiv i32 %f228, 9
  %frem234 = urem i32 %f228, 9
  %fs236 = udiv i32 %frem234, 3
  %fc238 = urem i32 %frem234, 3
  %hi239 = add i32 %hb65, %fr232
  %hiok240 = icmp ult i32 %hi239, %hi
  %wi241 = add i32 %wb226, %fs236
  %wiok242 = icmp ult i32 %wi241, %wi
  %ok243 = and i1 %wok222, %fok230
  %ok244 = and i1 %ok243, %hiok240
  %ok245 = and i1 %ok244, %wiok242
  %x_row246 = mul i32 %hi239, %x_stride_h
  %col247 = mul i32 %wi241, %x_stride_w
  %el248 = add i32 %x_img59, %x_row246
  %el249 = add i32 %el248, %col247
  %el250 = add i32 %el249, %fc238
  %off252 = shl i32 %el250, 1
  %safe254 = select i1 %ok245, i32 %off252, i32 2147483647
  %xv256 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe254, i32 0, i32 0)
  %f258 = add i32 %fb220, 1
  %fok260 = icmp ult i32 %f258, 27
  %fr262 = udiv i32 %f258, 9
  %frem264 = urem i32 %f258, 9
  %fs266 = udiv i32 %frem264, 3
  %fc268 = urem i32 %frem264, 3
  %hi269 = add i32 %hb65, %fr262
  %hiok270 = icmp ult i32 %hi269, %hi
  %wi271 = add i32 %wb226, %fs266
  %wiok272 = icmp ult i32 %wi271, %wi
  %ok273 = and i1 %wok222, %fok260
  %ok274 = and i1 %ok273, %hiok270
  %ok275 = and i1 %ok274, %wiok272
  %x_row276 = mul i32 %hi269, %x_stride_h
  %col277 = mul i32 %wi271, %x_stride_w
  %el278 = add i32 %x_img59, %x_row276
  %el279 = add i32 %el278, %col277
  %el280 = add i32 %el279, %fc268
  %off282 = shl i32 %el280, 1
  %safe284 = select i1 %ok275, i32 %off282, i32 2147483647
  %xv286 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe284, i32 0, i32 0)
  %lrow288 = mul i32 %prow216, 40
  %lel289 = add i32 %lrow288, %fb220
  %lb291 = shl i32 %lel289, 1
  %la293 = add i32 %lb291, 4608
  %e295 = add i32 %tid18, 64
  %prow297 = udiv i32 %e295, 16
  %ig299 = urem i32 %e295, 16
  %fb301 = mul i32 %ig299, 2
  %wo302 = add i32 %wo_s92, %prow297
  %wok303 = icmp ult i32 %wo302, %wo
  %wb_a305 = mul i32 %wo302, 1
  %wb307 = sub i32 %wb_a305, 1
  %f309 = add i32 %fb301, 0
  %fok311 = icmp ult i32 %f309, 27
  %fr313 = udiv i32 %f309, 9
  %frem315 = urem i32 %f309, 9
  %fs317 = udiv i32 %frem315, 3
  %fc319 = urem i32 %frem315, 3
  %hi320 = add i32 %hb65, %fr313
  %hiok321 = icmp ult i32 %hi320, %hi
  %wi322 = add i32 %wb307, %fs317
  %wiok323 = icmp ult i32 %wi322, %wi
  %ok324 = and i1 %wok303, %fok311
  %ok325 = and i1 %ok324, %hiok321
  %ok326 = and i1 %ok325, %wiok323
  %x_row327 = mul i32 %hi320, %x_stride_h
  %col328 = mul i32 %wi322, %x_stride_w
  %el329 = add i32 %x_img59, %x_row327
  %el330 = add i32 %el329, %col328
  %el331 = add i32 %el330, %fc319
  %off333 = shl i32 %el331, 1
  %safe335 = select i1 %ok326, i32 %off333, i32 2147483647
  %xv337 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe335, i32 0, i32 0)
  %f339 = add i32 %fb301, 1
  %fok341 = icmp ult i32 %f339, 27
  %fr343 = udiv i32 %f339, 9
  %frem345 = urem i32 %f339, 9
  %fs347 = udiv i32 %frem345, 3
  %fc349 = urem i32 %frem345, 3
  %hi350 = add i32 %hb65, %fr343
  %hiok351 = icmp ult i32 %hi350, %hi
  %wi352 = add i32 %wb307, %fs347
  %wiok353 = icmp ult i32 %wi352, %wi
  %ok354 = and i1 %wok303, %fok341
  %ok355 = and i1 %ok354, %hiok351
  %ok356 = and i1 %ok355, %wiok353
  %x_row357 = mul i32 %hi350, %x_stride_h
  %col358 = mul i32 %wi352, %x_stride_w
  %el359 = add i32 %x_img59, %x_row357
  %el360 = add i32 %el359, %col358
  %el361 = add i32 %el360, %fc349
  %off363 = shl i32 %el361, 1
  %safe365 = select i1 %ok356, i32 %off363, i32 2147483647
  %xv367 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe365, i32 0, i32 0)
  %lrow369 = mul i32 %prow297, 40
  %lel370 = add i32 %lrow369, %fb301
  %lb372 = shl i32 %lel370, 1
  %la374 = add i32 %lb372, 4608
  %e376 = add i32 %tid18, 128
  %prow378 = udiv i32 %e376, 16
  %ig380 = urem i32 %e376, 16
  %fb382 = mul i32 %ig380, 2
  %wo383 = add i32 %wo_s92, %prow378
  %wok384 = icmp ult i32 %wo383, %wo
  %wb_a386 = mul i32 %wo383, 1
  %wb388 = sub i32 %wb_a386, 1
  %f390 = add i32 %fb382, 0
  %fok392 = icmp ult i32 %f390, 27
  %fr394 = udiv i32 %f390, 9
  %frem396 = urem i32 %f390, 9
  %fs398 = udiv i32 %frem396, 3
  %fc400 = urem i32 %frem396, 3
  %hi401 = add i32 %hb65, %fr394
  %hiok402 = icmp ult i32 %hi401, %hi
  %wi403 = add i32 %wb388, %fs398
  %wiok404 = icmp ult i32 %wi403, %wi
  %ok405 = and i1 %wok384, %fok392
  %ok406 = and i1 %ok405, %hiok402
  %ok407 = and i1 %ok406, %wiok404
  %x_row408 = mul i32 %hi401, %x_stride_h
  %col409 = mul i32 %wi403, %x_stride_w
  %el410 = add i32 %x_img59, %x_row408
  %el411 = add i32 %el410, %col409
  %el412 = add i32 %el411, %fc400
  %off414 = shl i32 %el412, 1
  %safe416 = select i1 %ok407, i32 %off414, i32 2147483647
  %xv418 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe416, i32 0, i32 0)
  %f420 = add i32 %fb382, 1
  %fok422 = icmp ult i32 %f420, 27
  %fr424 = udiv i32 %f420, 9
  %frem426 = urem i32 %f420, 9
  %fs428 = udiv i32 %frem426, 3
  %fc430 = urem i32 %frem426, 3
  %hi431 = add i32 %hb65, %fr424
  %hiok432 = icmp ult i32 %hi431, %hi
  %wi433 = add i32 %wb388, %fs428
  %wiok434 = icmp ult i32 %wi433, %wi
  %ok435 = and i1 %wok384, %fok422
  %ok436 = and i1 %ok435, %hiok432
  %ok437 = and i1 %ok436, %wiok434
  %x_row438 = mul i32 %hi431, %x_stride_h
  %col439 = mul i32 %wi433, %x_stride_w
  %el440 = add i32 %x_img59, %x_row438
  %el441 = add i32 %el440, %col439
  %el442 = add i32 %el441, %fc430
  %off444 = shl i32 %el442, 1
  %safe446 = select i1 %ok437, i32 %off444, i32 2147483647
  %xv448 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe446, i32 0, i32 0)
  %lrow450 = mul i32 %prow378, 40
  %lel451 = add i32 %lrow450, %fb382
  %lb453 = shl i32 %lel451, 1
  %la455 = add i32 %lb453, 4608
  %e457 = add i32 %tid18, 192
  %prow459 = udiv i32 %e457, 16
  %ig461 = urem i32 %e457, 16
  %fb463 = mul i32 %ig461, 2
  %wo464 = add i32 %wo_s92, %prow459
  %wok465 = icmp ult i32 %wo464, %wo
  %wb_a467 = mul i32 %wo464, 1
  %wb469 = sub i32 %wb_a467, 1
  %f471 = add i32 %fb463, 0
  %fok473 = icmp ult i32 %f471, 27
  %fr475 = udiv i32 %f471, 9
  %frem477 = urem i32 %f471, 9
  %fs479 = udiv i32 %frem477, 3
  %fc481 = urem i32 %frem477, 3
  %hi482 = add i32 %hb65, %fr475
  %hiok483 = icmp ult i32 %hi482, %hi
  %wi484 = add i32 %wb469, %fs479
  %wiok485 = icmp ult i32 %wi484, %wi
  %ok486 = and i1 %wok465, %fok473
  %ok487 = and i1 %ok486, %hiok483
  %ok488 = and i1 %ok487, %wiok485
  %x_row489 = mul i32 %hi482, %x_stride_h
  %col490 = mul i32 %wi484, %x_stride_w
  %el491 = add i32 %x_img59, %x_row489
  %el492 = add i32 %el491, %col490
  %el493 = add i32 %el492, %fc481
  %off495 = shl i32 %el493, 1
  %safe497 = select i1 %ok488, i32 %off495, i32 2147483647
  %xv499 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe497, i32 0, i32 0)
  %f501 = add i32 %fb463, 1
  %fok503 = icmp ult i32 %f501, 27
  %fr505 = udiv i32 %f501, 9
  %frem507 = urem i32 %f501, 9
  %fs509 = udiv i32 %frem507, 3
  %fc511 = urem i32 %frem507, 3
  %hi512 = add i32 %hb65, %fr505
  %hiok513 = icmp ult i32 %hi512, %hi
  %wi514 = add i32 %wb469, %fs509
  %wiok515 = icmp ult i32 %wi514, %wi
  %ok516 = and i1 %wok465, %fok503
  %ok517 = and i1 %ok516, %hiok513
  %ok518 = and i1 %ok517, %wiok515
  %x_row519 = mul i32 %hi512, %x_stride_h
  %col520 = mul i32 %wi514, %x_stride_w
  %el521 = add i32 %x_img59, %x_row519
  %el522 = add i32 %el521, %col520
  %el523 = add i32 %el522, %fc511
  %off525 = shl i32 %el523, 1
  %safe527 = select i1 %ok518, i32 %off525, i32 2147483647
  %xv529 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe527, i32 0, i32 0)
  %lrow531 = mul i32 %prow459, 40
  %lel532 = add i32 %lrow531, %fb463
  %lb534 = shl i32 %lel532, 1
  %la536 = add i32 %lb534, 4608
  %e538 = add i32 %tid18, 256
  %prow540 = udiv i32 %e538, 16
  %ig542 = urem i32 %e538, 16
  %fb544 = mul i32 %ig542, 2
  %wo545 = add i32 %wo_s92, %prow540
  %wok546 = icmp ult i32 %wo545, %wo
  %wb_a548 = mul i32 %wo545, 1
  %wb550 = sub i32 %wb_a548, 1
  %f552 = add i32 %fb544, 0
  %fok554 = icmp ult i32 %f552, 27
  %fr556 = udiv i32 %f552, 9
  %frem558 = urem i32 %f552, 9
  %fs560 = udiv i32 %frem558, 3
  %fc562 = urem i32 %frem558, 3
  %hi563 = add i32 %hb65, %fr556
  %hiok564 = icmp ult i32 %hi563, %hi
  %wi565 = add i32 %wb550, %fs560
  %wiok566 = icmp ult i32 %wi565, %wi
  %ok567 = and i1 %wok546, %fok554
  %ok568 = and i1 %ok567, %hiok564
  %ok569 = and i1 %ok568, %wiok566
  %x_row570 = mul i32 %hi563, %x_stride_h
  %col571 = mul i32 %wi565, %x_stride_w
  %el572 = add i32 %x_img59, %x_row570
  %el573 = add i32 %el572, %col571
  %el574 = add i32 %el573, %fc562
  %off576 = shl i32 %el574, 1
  %safe578 = select i1 %ok569, i32 %off576, i32 2147483647
  %xv580 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe578, i32 0, i32 0)
  %f582 = add i32 %fb544, 1
  %fok584 = icmp ult i32 %f582, 27
  %fr586 = udiv i32 %f582, 9
  %frem588 = urem i32 %f582, 9
  %fs590 = udiv i32 %frem588, 3
  %fc592 = urem i32 %frem588, 3
  %hi593 = add i32 %hb65, %fr586
  %hiok594 = icmp ult i32 %hi593, %hi
  %wi595 = add i32 %wb550, %fs590
  %wiok596 = icmp ult i32 %wi595, %wi
  %ok597 = and i1 %wok546, %fok584
  %ok598 = and i1 %ok597, %hiok594
  %ok599 = and i1 %ok598, %wiok596
  %x_row600 = mul i32 %hi593, %x_stride_h
  %col601 = mul i32 %wi595, %x_stride_w
  %el602 = add i32 %x_img59, %x_row600
  %el603 = add i32 %el602, %col601
  %el604 = add i32 %el603, %fc592
  %off606 = shl i32 %el604, 1
  %safe608 = select i1 %ok599, i32 %off606, i32 2147483647
  %xv610 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe608, i32 0, i32 0)
  %lrow612 = mul i32 %prow540, 40
  %lel613 = add i32 %lrow612, %fb544
  %lb615 = shl i32 %lel613, 1
  %la617 = add i32 %lb615, 4608
  %e619 = add i32 %tid18, 320
  %prow621 = udiv i32 %e619, 16
  %ig623 = urem i32 %e619, 16
  %fb625 = mul i32 %ig623, 2
  %wo626 = add i32 %wo_s92, %prow621
  %wok627 = icmp ult i32 %wo626, %wo
  %wb_a629 = mul i32 %wo626, 1
  %wb631 = sub i32 %wb_a629, 1
  %f633 = add i32 %fb625, 0
  %fok635 = icmp ult i32 %f633, 27
  %fr637 = udiv i32 %f633, 9
  %frem639 = urem i32 %f633, 9
  %fs641 = udiv i32 %frem639, 3
  %fc643 = urem i32 %frem639, 3
  %hi644 = add i32 %hb65, %fr637
  %hiok645 = icmp ult i32 %hi644, %hi
  %wi646 = add i32 %wb631, %fs641
  %wiok647 = icmp ult i32 %wi646, %wi
  %ok648 = and i1 %wok627, %fok635
  %ok649 = and i1 %ok648, %hiok645
  %ok650 = and i1 %ok649, %wiok647
  %x_row651 = mul i32 %hi644, %x_stride_h
  %col652 = mul i32 %wi646, %x_stride_w
  %el653 = add i32 %x_img59, %x_row651
  %el654 = add i32 %el653, %col652
  %el655 = add i32 %el654, %fc643
  %off657 = shl i32 %el655, 1
  %safe659 = select i1 %ok650, i32 %off657, i32 2147483647
  %xv661 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe659, i32 0, i32 0)
  %f663 = add i32 %fb625, 1
  %fok665 = icmp ult i32 %f663, 27
  %fr667 = udiv i32 %f663, 9
  %frem669 = urem i32 %f663, 9
  %fs671 = udiv i32 %frem669, 3
  %fc673 = urem i32 %frem669, 3
  %hi674 = add i32 %hb65, %fr667
  %hiok675 = icmp ult i32 %hi674, %hi
  %wi676 = add i32 %wb631, %fs671
  %wiok677 = icmp ult i32 %wi676, %wi
  %ok678 = and i1 %wok627, %fok665
  %ok679 = and i1 %ok678, %hiok675
  %ok680 = and i1 %ok679, %wiok677
  %x_row681 = mul i32 %hi674, %x_stride_h
  %col682 = mul i32 %wi676, %x_stride_w
  %el683 = add i32 %x_img59, %x_row681
  %el684 = add i32 %el683, %col682
  %el685 = add i32 %el684, %fc673
  %off687 = shl i32 %el685, 1
  %safe689 = select i1 %ok680, i32 %off687, i32 2147483647
  %xv691 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe689, i32 0, i32 0)
  %lrow693 = mul i32 %prow621, 40
  %lel694 = add i32 %lrow693, %fb625
  %lb696 = shl i32 %lel694, 1
  %la698 = add i32 %lb696, 4608
  %e700 = add i32 %tid18, 384
  %prow702 = udiv i32 %e700, 16
  %ig704 = urem i32 %e700, 16
  %fb706 = mul i32 %ig704, 2
  %wo707 = add i32 %wo_s92, %prow702
  %wok708 = icmp ult i32 %wo707, %wo
  %wb_a710 = mul i32 %wo707, 1
  %wb712 = sub i32 %wb_a710, 1
  %f714 = add i32 %fb706, 0
  %fok716 = icmp ult i32 %f714, 27
  %fr718 = udiv i32 %f714, 9
  %frem720 = urem i32 %f714, 9
  %fs722 = udiv i32 %frem720, 3
  %fc724 = urem i32 %frem720, 3
  %hi725 = add i32 %hb65, %fr718
  %hiok726 = icmp ult i32 %hi725, %hi
  %wi727 = add i32 %wb712, %fs722
  %wiok728 = icmp ult i32 %wi727, %wi
  %ok729 = and i1 %wok708, %fok716
  %ok730 = and i1 %ok729, %hiok726
  %ok731 = and i1 %ok730, %wiok728
  %x_row732 = mul i32 %hi725, %x_stride_h
  %col733 = mul i32 %wi727, %x_stride_w
  %el734 = add i32 %x_img59, %x_row732
  %el735 = add i32 %el734, %col733
  %el736 = add i32 %el735, %fc724
  %off738 = shl i32 %el736, 1
  %safe740 = select i1 %ok731, i32 %off738, i32 2147483647
  %xv742 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe740, i32 0, i32 0)
  %f744 = add i32 %fb706, 1
  %fok746 = icmp ult i32 %f744, 27
  %fr748 = udiv i32 %f744, 9
  %frem750 = urem i32 %f744, 9
  %fs752 = udiv i32 %frem750, 3
  %fc754 = urem i32 %frem750, 3
  %hi755 = add i32 %hb65, %fr748
  %hiok756 = icmp ult i32 %hi755, %hi
  %wi757 = add i32 %wb712, %fs752
  %wiok758 = icmp ult i32 %wi757, %wi
  %ok759 = and i1 %wok708, %fok746
  %ok760 = and i1 %ok759, %hiok756
  %ok761 = and i1 %ok760, %wiok758
  %x_row762 = mul i32 %hi755, %x_stride_h
  %col763 = mul i32 %wi757, %x_stride_w
  %el764 = add i32 %x_img59, %x_row762
  %el765 = add i32 %el764, %col763
  %el766 = add i32 %el765, %fc754
  %off768 = shl i32 %el766, 1
  %safe770 = select i1 %ok761, i32 %off768, i32 2147483647
  %xv772 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe770, i32 0, i32 0)
  %lrow774 = mul i32 %prow702, 40
  %lel775 = add i32 %lrow774, %fb706
  %lb777 = shl i32 %lel775, 1
  %la779 = add i32 %lb777, 4608
  %e781 = add i32 %tid18, 448
  %prow783 = udiv i32 %e781, 16
  %ig785 = urem i32 %e781, 16
  %fb787 = mul i32 %ig785, 2
  %wo788 = add i32 %wo_s92, %prow783
  %wok789 = icmp ult i32 %wo788, %wo
  %wb_a791 = mul i32 %wo788, 1
  %wb793 = sub i32 %wb_a791, 1
  %f795 = add i32 %fb787, 0
  %fok797 = icmp ult i32 %f795, 27
  %fr799 = udiv i32 %f795, 9
  %frem801 = urem i32 %f795, 9
  %fs803 = udiv i32 %frem801, 3
  %fc805 = urem i32 %frem801, 3
  %hi806 = add i32 %hb65, %fr799
  %hiok807 = icmp ult i32 %hi806, %hi
  %wi808 = add i32 %wb793, %fs803
  %wiok809 = icmp ult i32 %wi808, %wi
  %ok810 = and i1 %wok789, %fok797
  %ok811 = and i1 %ok810, %hiok807
  %ok812 = and i1 %ok811, %wiok809
  %x_row813 = mul i32 %hi806, %x_stride_h
  %col814 = mul i32 %wi808, %x_stride_w
  %el815 = add i32 %x_img59, %x_row813
  %el816 = add i32 %el815, %col814
  %el817 = add i32 %el816, %fc805
  %off819 = shl i32 %el817, 1
  %safe821 = select i1 %ok812, i32 %off819, i32 2147483647
  %xv823 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe821, i32 0, i32 0)
  %f825 = add i32 %fb787, 1
  %fok827 = icmp ult i32 %f825, 27
  %fr829 = udiv i32 %f825, 9
  %frem831 = urem i32 %f825, 9
  %fs833 = udiv i32 %frem831, 3
  %fc835 = urem i32 %frem831, 3
  %hi836 = add i32 %hb65, %fr829
  %hiok837 = icmp ult i32 %hi836, %hi
  %wi838 = add i32 %wb793, %fs833
  %wiok839 = icmp ult i32 %wi838, %wi
  %ok840 = and i1 %wok789, %fok827
  %ok841 = and i1 %ok840, %hiok837
  %ok842 = and i1 %ok841, %wiok839
  %x_row843 = mul i32 %hi836, %x_stride_h
  %col844 = mul i32 %wi838, %x_stride_w
  %el845 = add i32 %x_img59, %x_row843
  %el846 = add i32 %el845, %col844
  %el847 = add i32 %el846, %fc835
  %off849 = shl i32 %el847, 1
  %safe851 = select i1 %ok842, i32 %off849, i32 2147483647
  %xv853 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe851, i32 0, i32 0)
  %lrow855 = mul i32 %prow783, 40
  %lel856 = add i32 %lrow855, %fb787
  %lb858 = shl i32 %lel856, 1
  %la860 = add i32 %lb858, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la122
  store <4 x i32> %dyv115, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la152
  store <4 x i32> %dyv145, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la182
  store <4 x i32> %dyv175, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la212
  store <4 x i32> %dyv205, ptr addrspace(3) %gep.9, align 16
  %lo861 = zext i16 %xv256 to i32
  %hw862 = zext i16 %xv286 to i32
  %hs864 = shl i32 %hw862, 16
  %pair865 = or i32 %lo861, %hs864
  %pairf866 = bitcast i32 %pair865 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la293
  store float %pairf866, ptr addrspace(3) %gep.10, align 4
  %lo867 = zext i16 %xv337 to i32
  %hw868 = zext i16 %xv367 to i32
  %hs870 = shl i32 %hw868, 16
  %pair871 = or i32 %lo867, %hs870
  %pairf872 = bitcast i32 %pair871 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la374
  store float %pairf872, ptr addrspace(3) %gep.11, align 4
  %lo873 = zext i16 %xv418 to i32
  %hw874 = zext i16 %xv448 to i32
  %hs876 = shl i32 %hw874, 16
  %pair877 = or i32 %lo873, %hs876
  %pairf878 = bitcast i32 %pair877 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la455
  store float %pairf878, ptr addrspace(3) %gep.12, align 4
  %lo879 = zext i16 %xv499 to i32
  %hw880 = zext i16 %xv529 to i32
  %hs882 = shl i32 %hw880, 16
  %pair883 = or i32 %lo879, %hs882
  %pairf884 = bitcast i32 %pair883 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la536
  store float %pairf884, ptr addrspace(3) %gep.13, align 4
  %lo885 = zext i16 %xv580 to i32
  %hw886 = zext i16 %xv610 to i32
  %hs888 = shl i32 %hw886, 16
  %pair889 = or i32 %lo885, %hs888
  %pairf890 = bitcast i32 %pair889 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la617
  store float %pairf890, ptr addrspace(3) %gep.14, align 4
  %lo891 = zext i16 %xv661 to i32
  %hw892 = zext i16 %xv691 to i32
  %hs894 = shl i32 %hw892, 16
  %pair895 = or i32 %lo891, %hs894
  %pairf896 = bitcast i32 %pair895 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la698
  store float %pairf896, ptr addrspace(3) %gep.15, align 4
  %lo897 = zext i16 %xv742 to i32
  %hw898 = zext i16 %xv772 to i32
  %hs900 = shl i32 %hw898, 16
  %pair901 = or i32 %lo897, %hs900
  %pairf902 = bitcast i32 %pair901 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la779
  store float %pairf902, ptr addrspace(3) %gep.16, align 4
  %lo903 = zext i16 %xv823 to i32
  %hw904 = zext i16 %xv853 to i32
  %hs906 = shl i32 %hw904, 16
  %pair907 = or i32 %lo903, %hs906
  %pairf908 = bitcast i32 %pair907 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %la860
  store float %pairf908, ptr addrspace(3) %gep.17, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr910 = add i32 %a_lane44, 0
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %a_addr910
  %a_lo911 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.18)
  %a_addr913 = add i32 %a_lane44, 2304
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %a_addr913
  %a_hi914 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.19)
  %a_frag915 = shufflevector <8 x bfloat> %a_lo911, <8 x bfloat> %a_hi914, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr917 = add i32 %a_lane44, 32
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %a_addr917
  %a_lo918 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.20)
  %a_addr920 = add i32 %a_lane44, 2336
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %a_addr920
  %a_hi921 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.21)
  %a_frag922 = shufflevector <8 x bfloat> %a_lo918, <8 x bfloat> %a_hi921, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr924 = add i32 %b_lane49, 4608
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %b_addr924
  %b_lo925 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.22)
  %b_addr927 = add i32 %b_lane49, 5888
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %b_addr927
  %b_hi928 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.23)
  %b_frag929 = shufflevector <8 x bfloat> %b_lo925, <8 x bfloat> %b_hi928, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc930 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag915, i1 false, <16 x bfloat> %b_frag929, i16 0, <8 x float> %acc83, i1 false, i1 false)
  %acc931 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag922, i1 false, <16 x bfloat> %b_frag929, i16 0, <8 x float> %acc85, i1 false, i1 false)
  %b_addr933 = add i32 %b_lane49, 4640
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %b_addr933
  %b_lo934 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.24)
  %b_addr936 = add i32 %b_lane49, 5920
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw1_w2_t2_wsr2, i32 %b_addr936
  %b_hi937 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.25)
  %b_frag938 = shufflevector <8 x bfloat> %b_lo934, <8 x bfloat> %b_hi937, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc939 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag915, i1 false, <16 x bfloat> %b_frag938, i16 0, <8 x float> %acc84, i1 false, i1 false)
  %acc940 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag922, i1 false, <16 x bfloat> %b_frag938, i16 0, <8 x float> %acc86, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t82, 1
  br label %for.head.1
for.exit.1:
  %slab_a941 = mul i32 %img52, %ho
  %slab_b942 = add i32 %slab_a941, %orow51
  %slab944 = urem i32 %slab_b942, 2
  %kbase946 = mul i32 %slab944, 64
  %k_w947 = add i32 %k_blk54, %wkb25
  %k_h948 = add i32 %k_w947, %khalf29
  %f950 = add i32 %lcol34, 0
  %fok952 = icmp ult i32 %f950, 27
  %kin954 = add i32 %k_h948, 0
  %kok956 = icmp ult i32 %kin954, 64
  %ok957 = and i1 %kok956, %fok952
  br i1 %ok957, label %if.then.2, label %if.end.2
if.then.2:
  %krow958 = add i32 %kbase946, %kin954
  %t_f960 = mul i32 %krow958, 27
  %el961 = add i32 %t_f960, %f950
  %off963 = shl i32 %el961, 2
  %v964 = extractelement <8 x float> %acc83, i32 0
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v964, ptr addrspace(8) %rws57, i32 %off963, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin967 = add i32 %k_h948, 1
  %kok969 = icmp ult i32 %kin967, 64
  %ok970 = and i1 %kok969, %fok952
  br i1 %ok970, label %if.then.3, label %if.end.3
if.then.3:
  %krow971 = add i32 %kbase946, %kin967
  %t_f973 = mul i32 %krow971, 27
  %el974 = add i32 %t_f973, %f950
  %off976 = shl i32 %el974, 2
  %v977 = extractelement <8 x float> %acc83, i32 1
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v977, ptr addrspace(8) %rws57, i32 %off976, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin980 = add i32 %k_h948, 2
  %kok982 = icmp ult i32 %kin980, 64
  %ok983 = and i1 %kok982, %fok952
  br i1 %ok983, label %if.then.4, label %if.end.4
if.then.4:
  %krow984 = add i32 %kbase946, %kin980
  %t_f986 = mul i32 %krow984, 27
  %el987 = add i32 %t_f986, %f950
  %off989 = shl i32 %el987, 2
  %v990 = extractelement <8 x float> %acc83, i32 2
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v990, ptr addrspace(8) %rws57, i32 %off989, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin993 = add i32 %k_h948, 3
  %kok995 = icmp ult i32 %kin993, 64
  %ok996 = and i1 %kok995, %fok952
  br i1 %ok996, label %if.then.5, label %if.end.5
if.then.5:
  %krow997 = add i32 %kbase946, %kin993
  %t_f999 = mul i32 %krow997, 27
  %el1000 = add i32 %t_f999, %f950
  %off1002 = shl i32 %el1000, 2
  %v1003 = extractelement <8 x float> %acc83, i32 3
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1003, ptr addrspace(8) %rws57, i32 %off1002, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1006 = add i32 %k_h948, 4
  %kok1008 = icmp ult i32 %kin1006, 64
  %ok1009 = and i1 %kok1008, %fok952
  br i1 %ok1009, label %if.then.6, label %if.end.6
if.then.6:
  %krow1010 = add i32 %kbase946, %kin1006
  %t_f1012 = mul i32 %krow1010, 27
  %el1013 = add i32 %t_f1012, %f950
  %off1015 = shl i32 %el1013, 2
  %v1016 = extractelement <8 x float> %acc83, i32 4
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1016, ptr addrspace(8) %rws57, i32 %off1015, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1019 = add i32 %k_h948, 5
  %kok1021 = icmp ult i32 %kin1019, 64
  %ok1022 = and i1 %kok1021, %fok952
  br i1 %ok1022, label %if.then.7, label %if.end.7
if.then.7:
  %krow1023 = add i32 %kbase946, %kin1019
  %t_f1025 = mul i32 %krow1023, 27
  %el1026 = add i32 %t_f1025, %f950
  %off1028 = shl i32 %el1026, 2
  %v1029 = extractelement <8 x float> %acc83, i32 5
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1029, ptr addrspace(8) %rws57, i32 %off1028, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1032 = add i32 %k_h948, 6
  %kok1034 = icmp ult i32 %kin1032, 64
  %ok1035 = and i1 %kok1034, %fok952
  br i1 %ok1035, label %if.then.8, label %if.end.8
if.then.8:
  %krow1036 = add i32 %kbase946, %kin1032
  %t_f1038 = mul i32 %krow1036, 27
  %el1039 = add i32 %t_f1038, %f950
  %off1041 = shl i32 %el1039, 2
  %v1042 = extractelement <8 x float> %acc83, i32 6
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1042, ptr addrspace(8) %rws57, i32 %off1041, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1045 = add i32 %k_h948, 7
  %kok1047 = icmp ult i32 %kin1045, 64
  %ok1048 = and i1 %kok1047, %fok952
  br i1 %ok1048, label %if.then.9, label %if.end.9
if.then.9:
  %krow1049 = add i32 %kbase946, %kin1045
  %t_f1051 = mul i32 %krow1049, 27
  %el1052 = add i32 %t_f1051, %f950
  %off1054 = shl i32 %el1052, 2
  %v1055 = extractelement <8 x float> %acc83, i32 7
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1055, ptr addrspace(8) %rws57, i32 %off1054, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f1058 = add i32 %lcol34, 16
  %fok1060 = icmp ult i32 %f1058, 27
  %kin1062 = add i32 %k_h948, 0
  %kok1064 = icmp ult i32 %kin1062, 64
  %ok1065 = and i1 %kok1064, %fok1060
  br i1 %ok1065, label %if.then.10, label %if.end.10
if.then.10:
  %krow1066 = add i32 %kbase946, %kin1062
  %t_f1068 = mul i32 %krow1066, 27
  %el1069 = add i32 %t_f1068, %f1058
  %off1071 = shl i32 %el1069, 2
  %v1072 = extractelement <8 x float> %acc84, i32 0
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1072, ptr addrspace(8) %rws57, i32 %off1071, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin1075 = add i32 %k_h948, 1
  %kok1077 = icmp ult i32 %kin1075, 64
  %ok1078 = and i1 %kok1077, %fok1060
  br i1 %ok1078, label %if.then.11, label %if.end.11
if.then.11:
  %krow1079 = add i32 %kbase946, %kin1075
  %t_f1081 = mul i32 %krow1079, 27
  %el1082 = add i32 %t_f1081, %f1058
  %off1084 = shl i32 %el1082, 2
  %v1085 = extractelement <8 x float> %acc84, i32 1
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1085, ptr addrspace(8) %rws57, i32 %off1084, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1088 = add i32 %k_h948, 2
  %kok1090 = icmp ult i32 %kin1088, 64
  %ok1091 = and i1 %kok1090, %fok1060
  br i1 %ok1091, label %if.then.12, label %if.end.12
if.then.12:
  %krow1092 = add i32 %kbase946, %kin1088
  %t_f1094 = mul i32 %krow1092, 27
  %el1095 = add i32 %t_f1094, %f1058
  %off1097 = shl i32 %el1095, 2
  %v1098 = extractelement <8 x float> %acc84, i32 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1098, ptr addrspace(8) %rws57, i32 %off1097, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1101 = add i32 %k_h948, 3
  %kok1103 = icmp ult i32 %kin1101, 64
  %ok1104 = and i1 %kok1103, %fok1060
  br i1 %ok1104, label %if.then.13, label %if.end.13
if.then.13:
  %krow1105 = add i32 %kbase946, %kin1101
  %t_f1107 = mul i32 %krow1105, 27
  %el1108 = add i32 %t_f1107, %f1058
  %off1110 = shl i32 %el1108, 2
  %v1111 = extractelement <8 x float> %acc84, i32 3
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1111, ptr addrspace(8) %rws57, i32 %off1110, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1114 = add i32 %k_h948, 4
  %kok1116 = icmp ult i32 %kin1114, 64
  %ok1117 = and i1 %kok1116, %fok1060
  br i1 %ok1117, label %if.then.14, label %if.end.14
if.then.14:
  %krow1118 = add i32 %kbase946, %kin1114
  %t_f1120 = mul i32 %krow1118, 27
  %el1121 = add i32 %t_f1120, %f1058
  %off1123 = shl i32 %el1121, 2
  %v1124 = extractelement <8 x float> %acc84, i32 4
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1124, ptr addrspace(8) %rws57, i32 %off1123, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1127 = add i32 %k_h948, 5
  %kok1129 = icmp ult i32 %kin1127, 64
  %ok1130 = and i1 %kok1129, %fok1060
  br i1 %ok1130, label %if.then.15, label %if.end.15
if.then.15:
  %krow1131 = add i32 %kbase946, %kin1127
  %t_f1133 = mul i32 %krow1131, 27
  %el1134 = add i32 %t_f1133, %f1058
  %off1136 = shl i32 %el1134, 2
  %v1137 = extractelement <8 x float> %acc84, i32 5
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1137, ptr addrspace(8) %rws57, i32 %off1136, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1140 = add i32 %k_h948, 6
  %kok1142 = icmp ult i32 %kin1140, 64
  %ok1143 = and i1 %kok1142, %fok1060
  br i1 %ok1143, label %if.then.16, label %if.end.16
if.then.16:
  %krow1144 = add i32 %kbase946, %kin1140
  %t_f1146 = mul i32 %krow1144, 27
  %el1147 = add i32 %t_f1146, %f1058
  %off1149 = shl i32 %el1147, 2
  %v1150 = extractelement <8 x float> %acc84, i32 6
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1150, ptr addrspace(8) %rws57, i32 %off1149, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1153 = add i32 %k_h948, 7
  %kok1155 = icmp ult i32 %kin1153, 64
  %ok1156 = and i1 %kok1155, %fok1060
  br i1 %ok1156, label %if.then.17, label %if.end.17
if.then.17:
  %krow1157 = add i32 %kbase946, %kin1153
  %t_f1159 = mul i32 %krow1157, 27
  %el1160 = add i32 %t_f1159, %f1058
  %off1162 = shl i32 %el1160, 2
  %v1163 = extractelement <8 x float> %acc84, i32 7
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1163, ptr addrspace(8) %rws57, i32 %off1162, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %f1166 = add i32 %lcol34, 0
  %fok1168 = icmp ult i32 %f1166, 27
  %kin1170 = add i32 %k_h948, 16
  %kok1172 = icmp ult i32 %kin1170, 64
  %ok1173 = and i1 %kok1172, %fok1168
  br i1 %ok1173, label %if.then.18, label %if.end.18
if.then.18:
  %krow1174 = add i32 %kbase946, %kin1170
  %t_f1176 = mul i32 %krow1174, 27
  %el1177 = add i32 %t_f1176, %f1166
  %off1179 = shl i32 %el1177, 2
  %v1180 = extractelement <8 x float> %acc85, i32 0
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1180, ptr addrspace(8) %rws57, i32 %off1179, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %kin1183 = add i32 %k_h948, 17
  %kok1185 = icmp ult i32 %kin1183, 64
  %ok1186 = and i1 %kok1185, %fok1168
  br i1 %ok1186, label %if.then.19, label %if.end.19
if.then.19:
  %krow1187 = add i32 %kbase946, %kin1183
  %t_f1189 = mul i32 %krow1187, 27
  %el1190 = add i32 %t_f1189, %f1166
  %off1192 = shl i32 %el1190, 2
  %v1193 = extractelement <8 x float> %acc85, i32 1
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1193, ptr addrspace(8) %rws57, i32 %off1192, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1196 = add i32 %k_h948, 18
  %kok1198 = icmp ult i32 %kin1196, 64
  %ok1199 = and i1 %kok1198, %fok1168
  br i1 %ok1199, label %if.then.20, label %if.end.20
if.then.20:
  %krow1200 = add i32 %kbase946, %kin1196
  %t_f1202 = mul i32 %krow1200, 27
  %el1203 = add i32 %t_f1202, %f1166
  %off1205 = shl i32 %el1203, 2
  %v1206 = extractelement <8 x float> %acc85, i32 2
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1206, ptr addrspace(8) %rws57, i32 %off1205, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1209 = add i32 %k_h948, 19
  %kok1211 = icmp ult i32 %kin1209, 64
  %ok1212 = and i1 %kok1211, %fok1168
  br i1 %ok1212, label %if.then.21, label %if.end.21
if.then.21:
  %krow1213 = add i32 %kbase946, %kin1209
  %t_f1215 = mul i32 %krow1213, 27
  %el1216 = add i32 %t_f1215, %f1166
  %off1218 = shl i32 %el1216, 2
  %v1219 = extractelement <8 x float> %acc85, i32 3
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1219, ptr addrspace(8) %rws57, i32 %off1218, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1222 = add i32 %k_h948, 20
  %kok1224 = icmp ult i32 %kin1222, 64
  %ok1225 = and i1 %kok1224, %fok1168
  br i1 %ok1225, label %if.then.22, label %if.end.22
if.then.22:
  %krow1226 = add i32 %kbase946, %kin1222
  %t_f1228 = mul i32 %krow1226, 27
  %el1229 = add i32 %t_f1228, %f1166
  %off1231 = shl i32 %el1229, 2
  %v1232 = extractelement <8 x float> %acc85, i32 4
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1232, ptr addrspace(8) %rws57, i32 %off1231, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1235 = add i32 %k_h948, 21
  %kok1237 = icmp ult i32 %kin1235, 64
  %ok1238 = and i1 %kok1237, %fok1168
  br i1 %ok1238, label %if.then.23, label %if.end.23
if.then.23:
  %krow1239 = add i32 %kbase946, %kin1235
  %t_f1241 = mul i32 %krow1239, 27
  %el1242 = add i32 %t_f1241, %f1166
  %off1244 = shl i32 %el1242, 2
  %v1245 = extractelement <8 x float> %acc85, i32 5
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1245, ptr addrspace(8) %rws57, i32 %off1244, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1248 = add i32 %k_h948, 22
  %kok1250 = icmp ult i32 %kin1248, 64
  %ok1251 = and i1 %kok1250, %fok1168
  br i1 %ok1251, label %if.then.24, label %if.end.24
if.then.24:
  %krow1252 = add i32 %kbase946, %kin1248
  %t_f1254 = mul i32 %krow1252, 27
  %el1255 = add i32 %t_f1254, %f1166
  %off1257 = shl i32 %el1255, 2
  %v1258 = extractelement <8 x float> %acc85, i32 6
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1258, ptr addrspace(8) %rws57, i32 %off1257, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin1261 = add i32 %k_h948, 23
  %kok1263 = icmp ult i32 %kin1261, 64
  %ok1264 = and i1 %kok1263, %fok1168
  br i1 %ok1264, label %if.then.25, label %if.end.25
if.then.25:
  %krow1265 = add i32 %kbase946, %kin1261
  %t_f1267 = mul i32 %krow1265, 27
  %el1268 = add i32 %t_f1267, %f1166
  %off1270 = shl i32 %el1268, 2
  %v1271 = extractelement <8 x float> %acc85, i32 7
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1271, ptr addrspace(8) %rws57, i32 %off1270, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %f1274 = add i32 %lcol34, 16
  %fok1276 = icmp ult i32 %f1274, 27
  %kin1278 = add i32 %k_h948, 16
  %kok1280 = icmp ult i32 %kin1278, 64
  %ok1281 = and i1 %kok1280, %fok1276
  br i1 %ok1281, label %if.then.26, label %if.end.26
if.then.26:
  %krow1282 = add i32 %kbase946, %kin1278
  %t_f1284 = mul i32 %krow1282, 27
  %el1285 = add i32 %t_f1284, %f1274
  %off1287 = shl i32 %el1285, 2
  %v1288 = extractelement <8 x float> %acc86, i32 0
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1288, ptr addrspace(8) %rws57, i32 %off1287, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %kin1291 = add i32 %k_h948, 17
  %kok1293 = icmp ult i32 %kin1291, 64
  %ok1294 = and i1 %kok1293, %fok1276
  br i1 %ok1294, label %if.then.27, label %if.end.27
if.then.27:
  %krow1295 = add i32 %kbase946, %kin1291
  %t_f1297 = mul i32 %krow1295, 27
  %el1298 = add i32 %t_f1297, %f1274
  %off1300 = shl i32 %el1298, 2
  %v1301 = extractelement <8 x float> %acc86, i32 1
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1301, ptr addrspace(8) %rws57, i32 %off1300, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %kin1304 = add i32 %k_h948, 18
  %kok1306 = icmp ult i32 %kin1304, 64
  %ok1307 = and i1 %kok1306, %fok1276
  br i1 %ok1307, label %if.then.28, label %if.end.28
if.then.28:
  %krow1308 = add i32 %kbase946, %kin1304
  %t_f1310 = mul i32 %krow1308, 27
  %el1311 = add i32 %t_f1310, %f1274
  %off1313 = shl i32 %el1311, 2
  %v1314 = extractelement <8 x float> %acc86, i32 2
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1314, ptr addrspace(8) %rws57, i32 %off1313, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %kin1317 = add i32 %k_h948, 19
  %kok1319 = icmp ult i32 %kin1317, 64
  %ok1320 = and i1 %kok1319, %fok1276
  br i1 %ok1320, label %if.then.29, label %if.end.29
if.then.29:
  %krow1321 = add i32 %kbase946, %kin1317
  %t_f1323 = mul i32 %krow1321, 27
  %el1324 = add i32 %t_f1323, %f1274
  %off1326 = shl i32 %el1324, 2
  %v1327 = extractelement <8 x float> %acc86, i32 3
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1327, ptr addrspace(8) %rws57, i32 %off1326, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %kin1330 = add i32 %k_h948, 20
  %kok1332 = icmp ult i32 %kin1330, 64
  %ok1333 = and i1 %kok1332, %fok1276
  br i1 %ok1333, label %if.then.30, label %if.end.30
if.then.30:
  %krow1334 = add i32 %kbase946, %kin1330
  %t_f1336 = mul i32 %krow1334, 27
  %el1337 = add i32 %t_f1336, %f1274
  %off1339 = shl i32 %el1337, 2
  %v1340 = extractelement <8 x float> %acc86, i32 4
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1340, ptr addrspace(8) %rws57, i32 %off1339, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %kin1343 = add i32 %k_h948, 21
  %kok1345 = icmp ult i32 %kin1343, 64
  %ok1346 = and i1 %kok1345, %fok1276
  br i1 %ok1346, label %if.then.31, label %if.end.31
if.then.31:
  %krow1347 = add i32 %kbase946, %kin1343
  %t_f1349 = mul i32 %krow1347, 27
  %el1350 = add i32 %t_f1349, %f1274
  %off1352 = shl i32 %el1350, 2
  %v1353 = extractelement <8 x float> %acc86, i32 5
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1353, ptr addrspace(8) %rws57, i32 %off1352, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %kin1356 = add i32 %k_h948, 22
  %kok1358 = icmp ult i32 %kin1356, 64
  %ok1359 = and i1 %kok1358, %fok1276
  br i1 %ok1359, label %if.then.32, label %if.end.32
if.then.32:
  %krow1360 = add i32 %kbase946, %kin1356
  %t_f1362 = mul i32 %krow1360, 27
  %el1363 = add i32 %t_f1362, %f1274
  %off1365 = shl i32 %el1363, 2
  %v1366 = extractelement <8 x float> %acc86, i32 6
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1366, ptr addrspace(8) %rws57, i32 %off1365, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %kin1369 = add i32 %k_h948, 23
  %kok1371 = icmp ult i32 %kin1369, 64
  %ok1372 = and i1 %kok1371, %fok1276
  br i1 %ok1372, label %if.then.33, label %if.end.33
if.then.33:
  %krow1373 = add i32 %kbase946, %kin1369
  %t_f1375 = mul i32 %krow1373, 27
  %el1376 = add i32 %t_f1375, %f1274
  %off1378 = shl i32 %el1376, 2
  %v1379 = extractelement <8 x float> %acc86, i32 7
  %old.57 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1379, ptr addrspace(8) %rws57, i32 %off1378, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="180" }
