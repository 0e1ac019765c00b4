; irgate direct_wgrad_small_c{dtype=fp16,filter_h=7,filter_w=7,pad_h=3,pad_w=3,stride_h=2,stride_w=2,c=3,kpg=0,vec_x=4,sub_steps=1,uniform_wave=0,waves=4,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1 = internal unnamed_addr addrspace(3) global [15360 x i8] undef, align 16

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

define amdgpu_kernel void @irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg) #0 {
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
  %b_r46 = mul i32 %tr_row32, 168
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
  %hb_a63 = mul i32 %orow51, 2
  %hb65 = sub i32 %hb_a63, 3
  %nch_a68 = add i32 %wo, 31
  %nch70 = lshr i32 %nch_a68, 5
  %st_a72 = add i32 %nch70, 0
  %steps74 = udiv i32 %st_a72, 1
  br label %for.head.1
for.head.1:
  %t88 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc89 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1632, %for.latch.1 ]
  %acc90 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1640, %for.latch.1 ]
  %acc91 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1648, %for.latch.1 ]
  %acc92 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1656, %for.latch.1 ]
  %acc93 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1664, %for.latch.1 ]
  %acc94 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1672, %for.latch.1 ]
  %acc95 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1680, %for.latch.1 ]
  %acc96 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1688, %for.latch.1 ]
  %acc97 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1696, %for.latch.1 ]
  %acc98 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1704, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t88, %steps74
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu100 = mul i32 %t88, 1
  %ch102 = add i32 %tu100, 0
  %wo_s104 = shl i32 %ch102, 5
  %e106 = add i32 %tid19, 0
  %row108 = udiv i32 %e106, 8
  %cc110 = urem i32 %e106, 8
  %chan112 = shl i32 %cc110, 3
  %wo113 = add i32 %wo_s104, %row108
  %wok114 = icmp ult i32 %wo113, %wo
  %kin115 = add i32 %k_blk54, %chan112
  %kok116 = icmp ult i32 %kin115, %kpg
  %ok117 = and i1 %wok114, %kok116
  %col118 = mul i32 %wo113, %dy_stride_w
  %el119 = add i32 %dy_r61, %col118
  %el120 = add i32 %el119, %kin115
  %off122 = shl i32 %el120, 1
  %safe124 = select i1 %ok117, i32 %off122, i32 2147483647
  %dyv126 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe124, i32 0, i32 0)
  %lrow128 = mul i32 %row108, 72
  %lel129 = add i32 %lrow128, %chan112
  %lb131 = shl i32 %lel129, 1
  %la133 = add i32 %lb131, 0
  %e135 = add i32 %tid19, 128
  %row137 = udiv i32 %e135, 8
  %cc139 = urem i32 %e135, 8
  %chan141 = shl i32 %cc139, 3
  %wo142 = add i32 %wo_s104, %row137
  %wok143 = icmp ult i32 %wo142, %wo
  %kin144 = add i32 %k_blk54, %chan141
  %kok145 = icmp ult i32 %kin144, %kpg
  %ok146 = and i1 %wok143, %kok145
  %col147 = mul i32 %wo142, %dy_stride_w
  %el148 = add i32 %dy_r61, %col147
  %el149 = add i32 %el148, %kin144
  %off151 = shl i32 %el149, 1
  %safe153 = select i1 %ok146, i32 %off151, i32 2147483647
  %dyv155 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe153, i32 0, i32 0)
  %lrow157 = mul i32 %row137, 72
  %lel158 = add i32 %lrow157, %chan141
  %lb160 = shl i32 %lel158, 1
  %la162 = add i32 %lb160, 0
  %e164 = add i32 %tid19, 0
  %prow166 = udiv i32 %e164, 20
  %ig168 = urem i32 %e164, 20
  %fb170 = mul i32 %ig168, 8
  %wo171 = add i32 %wo_s104, %prow166
  %wok172 = icmp ult i32 %wo171, %wo
  %wb_a174 = mul i32 %wo171, 2
  %wb176 = sub i32 %wb_a174, 3
  %f178 = add i32 %fb170, 0
  %fok180 = icmp ult i32 %f178, 147
  %fr182 = udiv i32 %f178, 21
  %frem184 = urem i32 %f178, 21
  %fs186 = udiv i32 %frem184, 3
  %fc188 = urem i32 %frem184, 3
  %hi189 = add i32 %hb65, %fr182
  %hiok190 = icmp ult i32 %hi189, %hi
  %wi191 = add i32 %wb176, %fs186
  %wiok192 = icmp ult i32 %wi191, %wi
  %ok193 = and i1 %wok172, %fok180
  %ok194 = and i1 %ok193, %hiok190
  %ok195 = and i1 %ok194, %wiok192
  %x_row196 = mul i32 %hi189, %x_stride_h
  %col197 = mul i32 %wi191, %x_stride_w
  %el198 = add i32 %x_img59, %x_row196
  %el199 = add i32 %el198, %col197
  %el200 = add i32 %el199, %fc188
  %off202 = shl i32 %el200, 1
  %safe204 = select i1 %ok195, i32 %off202, i32 2147483647
  %xv206 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe204, i32 0, i32 0)
  %f208 = add i32 %fb170, 1
  %fok210 = icmp ult i32 %f208, 147
  %fr212 = udiv i32 %f208, 21
  %frem214 = urem i32 %f208, 21
  %fs216 = udiv i32 %frem214, 3
  %fc218 = urem i32 %frem214, 3
  %hi219 = add i32 %hb65, %fr212
  %hiok220 = icmp ult i32 %hi219, %hi
  %wi221 = add i32 %wb176, %fs216
  %wiok222 = icmp ult i32 %wi221, %wi
  %ok223 = and i1 %wok172, %fok210
  %ok224 = and i1 %ok223, %hiok220
  %ok225 = and i1 %ok224, %wiok222
  %x_row226 = mul i32 %hi219, %x_stride_h
  %col227 = mul i32 %wi221, %x_stride_w
  %el228 = add i32 %x_img59, %x_row226
  %el229 = add i32 %el228, %col227
  %el230 = add i32 %el229, %fc218
  %off232 = shl i32 %el230, 1
  %safe234 = select i1 %ok225, i32 %off232, i32 2147483647
  %xv236 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe234, i32 0, i32 0)
  %f238 = add i32 %fb170, 2
  %fok240 = icmp ult i32 %f238, 147
  %fr242 = udiv i32 %f238, 21
  %frem244 = urem i32 %f238, 21
  %fs246 = udiv i32 %frem244, 3
  %fc248 = urem i32 %frem244, 3
  %hi249 = add i32 %hb65, %fr242
  %hiok250 = icmp ult i32 %hi249, %hi
  %wi251 = add i32 %wb176, %fs246
  %wiok252 = icmp ult i32 %wi251, %wi
  %ok253 = and i1 %wok172, %fok240
  %ok254 = and i1 %ok253, %hiok250
  %ok255 = and i1 %ok254, %wiok252
  %x_row256 = mul i32 %hi249, %x_stride_h
  %col257 = mul i32 %wi251, %x_stride_w
  %el258 = add i32 %x_img59, %x_row256
  %el259 = add i32 %el258, %col257
  %el260 = add i32 %el259, %fc248
  %off262 = shl i32 %el260, 1
  %safe264 = select i1 %ok255, i32 %off262, i32 2147483647
  %xv266 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe264, i32 0, i32 0)
  %f268 = add i32 %fb170, 3
  %fok270 = icmp ult i32 %f268, 147
  %fr272 = udiv i32 %f268, 21
  %frem274 = urem i32 %f268, 21
  %fs276 = udiv i32 %frem274, 3
  %fc278 = urem i32 %frem274, 3
  %hi279 = add i32 %hb65, %fr272
  %hiok280 = icmp ult i32 %hi279, %hi
  %wi281 = add i32 %wb176, %fs276
  %wiok282 = icmp ult i32 %wi281, %wi
  %ok283 = and i1 %wok172, %fok270
  %ok284 = and i1 %ok283, %hiok280
  %ok285 = and i1 %ok284, %wiok282
  %x_row286 = mul i32 %hi279, %x_stride_h
  %col287 = mul i32 %wi281, %x_stride_w
  %el288 = add i32 %x_img59, %x_row286
  %el289 = add i32 %el288, %col287
  %el290 = add i32 %el289, %fc278
  %off292 = shl i32 %el290, 1
  %safe294 = select i1 %ok285, i32 %off292, i32 2147483647
  %xv296 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe294, i32 0, i32 0)
  %f298 = add i32 %fb170, 4
  %fok300 = icmp ult i32 %f298, 147
  %fr302 = udiv i32 %f298, 21
  %frem304 = urem i32 %f298, 21
  %fs306 = udiv i32 %frem304, 3
  %fc308 = urem i32 %frem304, 3
  %hi309 = add i32 %hb65, %fr302
  %hiok310 = icmp ult i32 %hi309, %hi
  %wi311 = add i32 %wb176, %fs306
  %wiok312 = icmp ult i32 %wi311, %wi
  %ok313 = and i1 %wok172, %fok300
  %ok314 = and i1 %ok313, %hiok310
  %ok315 = and i1 %ok314, %wiok312
  %x_row316 = mul i32 %hi309, %x_stride_h
  %col317 = mul i32 %wi311, %x_stride_w
  %el318 = add i32 %x_img59, %x_row316
  %el319 = add i32 %el318, %col317
  %el320 = add i32 %el319, %fc308
  %off322 = shl i32 %el320, 1
  %safe324 = select i1 %ok315, i32 %off322, i32 2147483647
  %xv326 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe324, i32 0, i32 0)
  %f328 = add i32 %fb170, 5
  %fok330 = icmp ult i32 %f328, 147
  %fr332 = udiv i32 %f328, 21
  %frem334 = urem i32 %f328, 21
  %fs336 = udiv i32 %frem334, 3
  %fc338 = urem i32 %frem334, 3
  %hi339 = add i32 %hb65, %fr332
  %hiok340 = icmp ult i32 %hi339, %hi
  %wi341 = add i32 %wb176, %fs336
  %wiok342 = icmp ult i32 %wi341, %wi
  %ok343 = and i1 %wok172, %fok330
  %ok344 = and i1 %ok343, %hiok340
  %ok345 = and i1 %ok344, %wiok342
  %x_row346 = mul i32 %hi339, %x_stride_h
  %col347 = mul i32 %wi341, %x_stride_w
  %el348 = add i32 %x_img59, %x_row346
  %el349 = add i32 %el348, %col347
  %el350 = add i32 %el349, %fc338
  %off352 = shl i32 %el350, 1
  %safe354 = select i1 %ok345, i32 %off352, i32 2147483647
  %xv356 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe354, i32 0, i32 0)
  %f358 = add i32 %fb170, 6
  %fok360 = icmp ult i32 %f358, 147
  %fr362 = udiv i32 %f358, 21
  %frem364 = urem i32 %f358, 21
  %fs366 = udiv i32 %frem364, 3
  %fc368 = urem i32 %frem364, 3
  %hi369 = add i32 %hb65, %fr362
  %hiok370 = icmp ult i32 %hi369, %hi
  %wi371 = add i32 %wb176, %fs366
  %wiok372 = icmp ult i32 %wi371, %wi
  %ok373 = and i1 %wok172, %fok360
  %ok374 = and i1 %ok373, %hiok370
  %ok375 = and i1 %ok374, %wiok372
  %x_row376 = mul i32 %hi369, %x_stride_h
  %col377 = mul i32 %wi371, %x_stride_w
  %el378 = add i32 %x_img59, %x_row376
  %el379 = add i32 %el378, %col377
  %el380 = add i32 %el379, %fc368
  %off382 = shl i32 %el380, 1
  %safe384 = select i1 %ok375, i32 %off382, i32 2147483647
  %xv386 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe384, i32 0, i32 0)
  %f388 = add i32 %fb170, 7
  %fok390 = icmp ult i32 %f388, 147
  %fr392 = udiv i32 %f388, 21
  %frem394 = urem i32 %f388, 21
  %fs396 = udiv i32 %frem394, 3
  %fc398 = urem i32 %frem394, 3
  %hi399 = add i32 %hb65, %fr392
  %hiok400 = icmp ult i32 %hi399, %hi
  %wi401 = add i32 %wb176, %fs396
  %wiok402 = icmp ult i32 %wi401, %wi
  %ok403 = and i1 %wok172, %fok390
  %ok404 = and i1 %ok403, %hiok400
  %ok405 = and i1 %ok404, %wiok402
  %x_row406 = mul i32 %hi399, %x_stride_h
  %col407 = mul i32 %wi401, %x_stride_w
  %el408 = add i32 %x_img59, %x_row406
  %el409 = add i32 %el408, %col407
  %el410 = add i32 %el409, %fc398
  %off412 = shl i32 %el410, 1
  %safe414 = select i1 %ok405, i32 %off412, i32 2147483647
  %xv416 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe414, i32 0, i32 0)
  %lrow418 = mul i32 %prow166, 168
  %lel419 = add i32 %lrow418, %fb170
  %lb421 = shl i32 %lel419, 1
  %la423 = add i32 %lb421, 4608
  %e425 = add i32 %tid19, 128
  %prow427 = udiv i32 %e425, 20
  %ig429 = urem i32 %e425, 20
  %fb431 = mul i32 %ig429, 8
  %wo432 = add i32 %wo_s104, %prow427
  %wok433 = icmp ult i32 %wo432, %wo
  %wb_a435 = mul i32 %wo432, 2
  %wb437 = sub i32 %wb_a435, 3
  %f439 = add i32 %fb431, 0
  %fok441 = icmp ult i32 %f439, 147
  %fr443 = udiv i32 %f439, 21
  %frem445 = urem i32 %f439, 21
  %fs447 = udiv i32 %frem445, 3
  %fc449 = urem i32 %frem445, 3
  %hi450 = add i32 %hb65, %fr443
  %hiok451 = icmp ult i32 %hi450, %hi
  %wi452 = add i32 %wb437, %fs447
  %wiok453 = icmp ult i32 %wi452, %wi
  %ok454 = and i1 %wok433, %fok441
  %ok455 = and i1 %ok454, %hiok451
  %ok456 = and i1 %ok455, %wiok453
  %x_row457 = mul i32 %hi450, %x_stride_h
  %col458 = mul i32 %wi452, %x_stride_w
  %el459 = add i32 %x_img59, %x_row457
  %el460 = add i32 %el459, %col458
  %el461 = add i32 %el460, %fc449
  %off463 = shl i32 %el461, 1
  %safe465 = select i1 %ok456, i32 %off463, i32 2147483647
  %xv467 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe465, i32 0, i32 0)
  %f469 = add i32 %fb431, 1
  %fok471 = icmp ult i32 %f469, 147
  %fr473 = udiv i32 %f469, 21
  %frem475 = urem i32 %f469, 21
  %fs477 = udiv i32 %frem475, 3
  %fc479 = urem i32 %frem475, 3
  %hi480 = add i32 %hb65, %fr473
  %hiok481 = icmp ult i32 %hi480, %hi
  %wi482 = add i32 %wb437, %fs477
  %wiok483 = icmp ult i32 %wi482, %wi
  %ok484 = and i1 %wok433, %fok471
  %ok485 = and i1 %ok484, %hiok481
  %ok486 = and i1 %ok485, %wiok483
  %x_row487 = mul i32 %hi480, %x_stride_h
  %col488 = mul i32 %wi482, %x_stride_w
  %el489 = add i32 %x_img59, %x_row487
  %el490 = add i32 %el489, %col488
  %el491 = add i32 %el490, %fc479
  %off493 = shl i32 %el491, 1
  %safe495 = select i1 %ok486, i32 %off493, i32 2147483647
  %xv497 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe495, i32 0, i32 0)
  %f499 = add i32 %fb431, 2
  %fok501 = icmp ult i32 %f499, 147
  %fr503 = udiv i32 %f499, 21
  %frem505 = urem i32 %f499, 21
  %fs507 = udiv i32 %frem505, 3
  %fc509 = urem i32 %frem505, 3
  %hi510 = add i32 %hb65, %fr503
  %hiok511 = icmp ult i32 %hi510, %hi
  %wi512 = add i32 %wb437, %fs507
  %wiok513 = icmp ult i32 %wi512, %wi
  %ok514 = and i1 %wok433, %fok501
  %ok515 = and i1 %ok514, %hiok511
  %ok516 = and i1 %ok515, %wiok513
  %x_row517 = mul i32 %hi510, %x_stride_h
  %col518 = mul i32 %wi512, %x_stride_w
  %el519 = add i32 %x_img59, %x_row517
  %el520 = add i32 %el519, %col518
  %el521 = add i32 %el520, %fc509
  %off523 = shl i32 %el521, 1
  %safe525 = select i1 %ok516, i32 %off523, i32 2147483647
  %xv527 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe525, i32 0, i32 0)
  %f529 = add i32 %fb431, 3
  %fok531 = icmp ult i32 %f529, 147
  %fr533 = udiv i32 %f529, 21
  %frem535 = urem i32 %f529, 21
  %fs537 = udiv i32 %frem535, 3
  %fc539 = urem i32 %frem535, 3
  %hi540 = add i32 %hb65, %fr533
  %hiok541 = icmp ult i32 %hi540, %hi
  %wi542 = add i32 %wb437, %fs537
  %wiok543 = icmp ult i32 %wi542, %wi
  %ok544 = and i1 %wok433, %fok531
  %ok545 = and i1 %ok544, %hiok541
  %ok546 = and i1 %ok545, %wiok543
  %x_row547 = mul i32 %hi540, %x_stride_h
  %col548 = mul i32 %wi542, %x_stride_w
  %el549 = add i32 %x_img59, %x_row547
  %el550 = add i32 %el549, %col548
  %el551 = add i32 %el550, %fc539
  %off553 = shl i32 %el551, 1
  %safe555 = select i1 %ok546, i32 %off553, i32 2147483647
  %xv557 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe555, i32 0, i32 0)
  %f559 = add i32 %fb431, 4
  %fok561 = icmp ult i32 %f559, 147
  %fr563 = udiv i32 %f559, 21
  %frem565 = urem i32 %f559, 21
  %fs567 = udiv i32 %frem565, 3
  %fc569 = urem i32 %frem565, 3
  %hi570 = add i32 %hb65, %fr563
  %hiok571 = icmp ult i32 %hi570, %hi
  %wi572 = add i32 %wb437, %fs567
  %wiok573 = icmp ult i32 %wi572, %wi
  %ok574 = and i1 %wok433, %fok561
  %ok575 = and i1 %ok574, %hiok571
  %ok576 = and i1 %ok575, %wiok573
  %x_row577 = mul i32 %hi570, %x_stride_h
  %col578 = mul i32 %wi572, %x_stride_w
  %el579 = add i32 %x_img59, %x_row577
  %el580 = add i32 %el579, %col578
  %el581 = add i32 %el580, %fc569
  %off583 = shl i32 %el581, 1
  %safe585 = select i1 %ok576, i32 %off583, i32 2147483647
  %xv587 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe585, i32 0, i32 0)
  %f589 = add i32 %fb431, 5
  %fok591 = icmp ult i32 %f589, 147
  %fr593 = udiv i32 %f589, 21
  %frem595 = urem i32 %f589, 21
  %fs597 = udiv i32 %frem595, 3
  %fc599 = urem i32 %frem595, 3
  %hi600 = add i32 %hb65, %fr593
  %hiok601 = icmp ult i32 %hi600, %hi
  %wi602 = add i32 %wb437, %fs597
  %wiok603 = icmp ult i32 %wi602, %wi
  %ok604 = and i1 %wok433, %fok591
  %ok605 = and i1 %ok604, %hiok601
  %ok606 = and i1 %ok605, %wiok603
  %x_row607 = mul i32 %hi600, %x_stride_h
  %col608 = mul i32 %wi602, %x_stride_w
  %el609 = add i32 %x_img59, %x_row607
  %el610 = add i32 %el609, %col608
  %el611 = add i32 %el610, %fc599
  %off613 = shl i32 %el611, 1
  %safe615 = select i1 %ok606, i32 %off613, i32 2147483647
  %xv617 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe615, i32 0, i32 0)
  %f619 = add i32 %fb431, 6
  %fok621 = icmp ult i32 %f619, 147
  %fr623 = udiv i32 %f619, 21
  %frem625 = urem i32 %f619, 21
  %fs627 = udiv i32 %frem625, 3
  %fc629 = urem i32 %frem625, 3
  %hi630 = add i32 %hb65, %fr623
  %hiok631 = icmp ult i32 %hi630, %hi
  %wi632 = add i32 %wb437, %fs627
  %wiok633 = icmp ult i32 %wi632, %wi
  %ok634 = and i1 %wok433, %fok621
  %ok635 = and i1 %ok634, %hiok631
  %ok636 = and i1 %ok635, %wiok633
  %x_row637 = mul i32 %hi630, %x_stride_h
  %col638 = mul i32 %wi632, %x_stride_w
  %el639 = add i32 %x_img59, %x_row637
  %el640 = add i32 %el639, %col638
  %el641 = add i32 %el640, %fc629
  %off643 = shl i32 %el641, 1
  %safe645 = select i1 %ok636, i32 %off643, i32 2147483647
  %xv647 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe645, i32 0, i32 0)
  %f649 = add i32 %fb431, 7
  %fok651 = icmp ult i32 %f649, 147
  %fr653 = udiv i32 %f649, 21
  %frem655 = urem i32 %f649, 21
  %fs657 = udiv i32 %frem655, 3
  %fc659 = urem i32 %frem655, 3
  %hi660 = add i32 %hb65, %fr653
  %hiok661 = icmp ult i32 %hi660, %hi
  %wi662 = add i32 %wb437, %fs657
  %wiok663 = icmp ult i32 %wi662, %wi
  %ok664 = and i1 %wok433, %fok651
  %ok665 = and i1 %ok664, %hiok661
  %ok666 = and i1 %ok665, %wiok663
  %x_row667 = mul i32 %hi660, %x_stride_h
  %col668 = mul i32 %wi662, %x_stride_w
  %el669 = add i32 %x_img59, %x_row667
  %el670 = add i32 %el669, %col668
  %el671 = add i32 %el670, %fc659
  %off673 = shl i32 %el671, 1
  %safe675 = select i1 %ok666, i32 %off673, i32 2147483647
  %xv677 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe675, i32 0, i32 0)
  %lrow679 = mul i32 %prow427, 168
  %lel680 = add i32 %lrow679, %fb431
  %lb682 = shl i32 %lel680, 1
  %la684 = add i32 %lb682, 4608
  %e686 = add i32 %tid19, 256
  %prow688 = udiv i32 %e686, 20
  %ig690 = urem i32 %e686, 20
  %fb692 = mul i32 %ig690, 8
  %wo693 = add i32 %wo_s104, %prow688
  %wok694 = icmp ult i32 %wo693, %wo
  %wb_a696 = mul i32 %wo693, 2
  %wb698 = sub i32 %wb_a696, 3
  %f700 = add i32 %fb692, 0
  %fok702 = icmp ult i32 %f700, 147
  %fr704 = udiv i32 %f700, 21
  %frem706 = urem i32 %f700, 21
  %fs708 = udiv i32 %frem706, 3
  %fc710 = urem i32 %frem706, 3
  %hi711 = add i32 %hb65, %fr704
  %hiok712 = icmp ult i32 %hi711, %hi
  %wi713 = add i32 %wb698, %fs708
  %wiok714 = icmp ult i32 %wi713, %wi
  %ok715 = and i1 %wok694, %fok702
  %ok716 = and i1 %ok715, %hiok712
  %ok717 = and i1 %ok716, %wiok714
  %x_row718 = mul i32 %hi711, %x_stride_h
  %col719 = mul i32 %wi713, %x_stride_w
  %el720 = add i32 %x_img59, %x_row718
  %el721 = add i32 %el720, %col719
  %el722 = add i32 %el721, %fc710
  %off724 = shl i32 %el722, 1
  %safe726 = select i1 %ok717, i32 %off724, i32 2147483647
  %xv728 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe726, i32 0, i32 0)
  %f730 = add i32 %fb692, 1
  %fok732 = icmp ult i32 %f730, 147
  %fr734 = udiv i32 %f730, 21
  %frem736 = urem i32 %f730, 21
  %fs738 = udiv i32 %frem736, 3
  %fc740 = urem i32 %frem736, 3
  %hi741 = add i32 %hb65, %fr734
  %hiok742 = icmp ult i32 %hi741, %hi
  %wi743 = add i32 %wb698, %fs738
  %wiok744 = icmp ult i32 %wi743, %wi
  %ok745 = and i1 %wok694, %fok732
  %ok746 = and i1 %ok745, %hiok742
  %ok747 = and i1 %ok746, %wiok744
  %x_row748 = mul i32 %hi741, %x_stride_h
  %col749 = mul i32 %wi743, %x_stride_w
  %el750 = add i32 %x_img59, %x_row748
  %el751 = add i32 %el750, %col749
  %el752 = add i32 %el751, %fc740
  %off754 = shl i32 %el752, 1
  %safe756 = select i1 %ok747, i32 %off754, i32 2147483647
  %xv758 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe756, i32 0, i32 0)
  %f760 = add i32 %fb692, 2
  %fok762 = icmp ult i32 %f760, 147
  %fr764 = udiv i32 %f760, 21
  %frem766 = urem i32 %f760, 21
  %fs768 = udiv i32 %frem766, 3
  %fc770 = urem i32 %frem766, 3
  %hi771 = add i32 %hb65, %fr764
  %hiok772 = icmp ult i32 %hi771, %hi
  %wi773 = add i32 %wb698, %fs768
  %wiok774 = icmp ult i32 %wi773, %wi
  %ok775 = and i1 %wok694, %fok762
  %ok776 = and i1 %ok775, %hiok772
  %ok777 = and i1 %ok776, %wiok774
  %x_row778 = mul i32 %hi771, %x_stride_h
  %col779 = mul i32 %wi773, %x_stride_w
  %el780 = add i32 %x_img59, %x_row778
  %el781 = add i32 %el780, %col779
  %el782 = add i32 %el781, %fc770
  %off784 = shl i32 %el782, 1
  %safe786 = select i1 %ok777, i32 %off784, i32 2147483647
  %xv788 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe786, i32 0, i32 0)
  %f790 = add i32 %fb692, 3
  %fok792 = icmp ult i32 %f790, 147
  %fr794 = udiv i32 %f790, 21
  %frem796 = urem i32 %f790, 21
  %fs798 = udiv i32 %frem796, 3
  %fc800 = urem i32 %frem796, 3
  %hi801 = add i32 %hb65, %fr794
  %hiok802 = icmp ult i32 %hi801, %hi
  %wi803 = add i32 %wb698, %fs798
  %wiok804 = icmp ult i32 %wi803, %wi
  %ok805 = and i1 %wok694, %fok792
  %ok806 = and i1 %ok805, %hiok802
  %ok807 = and i1 %ok806, %wiok804
  %x_row808 = mul i32 %hi801, %x_stride_h
  %col809 = mul i32 %wi803, %x_stride_w
  %el810 = add i32 %x_img59, %x_row808
  %el811 = add i32 %el810, %col809
  %el812 = add i32 %el811, %fc800
  %off814 = shl i32 %el812, 1
  %safe816 = select i1 %ok807, i32 %off814, i32 2147483647
  %xv818 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe816, i32 0, i32 0)
  %f820 = add i32 %fb692, 4
  %fok822 = icmp ult i32 %f820, 147
  %fr824 = udiv i32 %f820, 21
  %frem826 = urem i32 %f820, 21
  %fs828 = udiv i32 %frem826, 3
  %fc830 = urem i32 %frem826, 3
  %hi831 = add i32 %hb65, %fr824
  %hiok832 = icmp ult i32 %hi831, %hi
  %wi833 = add i32 %wb698, %fs828
  %wiok834 = icmp ult i32 %wi833, %wi
  %ok835 = and i1 %wok694, %fok822
  %ok836 = and i1 %ok835, %hiok832
  %ok837 = and i1 %ok836, %wiok834
  %x_row838 = mul i32 %hi831, %x_stride_h
  %col839 = mul i32 %wi833, %x_stride_w
  %el840 = add i32 %x_img59, %x_row838
  %el841 = add i32 %el840, %col839
  %el842 = add i32 %el841, %fc830
  %off844 = shl i32 %el842, 1
  %safe846 = select i1 %ok837, i32 %off844, i32 2147483647
  %xv848 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe846, i32 0, i32 0)
  %f850 = add i32 %fb692, 5
  %fok852 = icmp ult i32 %f850, 147
  %fr854 = udiv i32 %f850, 21
  %frem856 = urem i32 %f850, 21
  %fs858 = udiv i32 %frem856, 3
  %fc860 = urem i32 %frem856, 3
  %hi861 = add i32 %hb65, %fr854
  %hiok862 = icmp ult i32 %hi861, %hi
  %wi863 = add i32 %wb698, %fs858
  %wiok864 = icmp ult i32 %wi863, %wi
  %ok865 = and i1 %wok694, %fok852
  %ok866 = and i1 %ok865, %hiok862
  %ok867 = and i1 %ok866, %wiok864
  %x_row868 = mul i32 %hi861, %x_stride_h
  %col869 = mul i32 %wi863, %x_stride_w
  %el870 = add i32 %x_img59, %x_row868
  %el871 = add i32 %el870, %col869
  %el872 = add i32 %el871, %fc860
  %off874 = shl i32 %el872, 1
  %safe876 = select i1 %ok867, i32 %off874, i32 2147483647
  %xv878 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe876, i32 0, i32 0)
  %f880 = add i32 %fb692, 6
  %fok882 = icmp ult i32 %f880, 147
  %fr884 = udiv i32 %f880, 21
  %frem886 = urem i32 %f880, 21
  %fs888 = udiv i32 %frem886, 3
  %fc890 = urem i32 %frem886, 3
  %hi891 = add i32 %hb65, %fr884
  %hiok892 = icmp ult i32 %hi891, %hi
  %wi893 = add i32 %wb698, %fs888
  %wiok894 = icmp ult i32 %wi893, %wi
  %ok895 = and i1 %wok694, %fok882
  %ok896 = and i1 %ok895, %hiok892
  %ok897 = and i1 %ok896, %wiok894
  %x_row898 = mul i32 %hi891, %x_stride_h
  %col899 = mul i32 %wi893, %x_stride_w
  %el900 = add i32 %x_img59, %x_row898
  %el901 = add i32 %el900, %col899
  %el902 = add i32 %el901, %fc890
  %off904 = shl i32 %el902, 1
  %safe906 = select i1 %ok897, i32 %off904, i32 2147483647
  %xv908 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe906, i32 0, i32 0)
  %f910 = add i32 %fb692, 7
  %fok912 = icmp ult i32 %f910, 147
  %fr914 = udiv i32 %f910, 21
  %frem916 = urem i32 %f910, 21
  %fs918 = udiv i32 %frem916, 3
  %fc920 = urem i32 %frem916, 3
  %hi921 = add i32 %hb65, %fr914
  %hiok922 = icmp ult i32 %hi921, %hi
  %wi923 = add i32 %wb698, %fs918
  %wiok924 = icmp ult i32 %wi923, %wi
  %ok925 = and i1 %wok694, %fok912
  %ok926 = and i1 %ok925, %hiok922
  %ok927 = and i1 %ok926, %wiok924
  %x_row928 = mul i32 %hi921, %x_stride_h
  %col929 = mul i32 %wi923, %x_stride_w
  %el930 = add i32 %x_img59, %x_row928
  %el931 = add i32 %el930, %col929
  %el932 = add i32 %el931, %fc920
  %off934 = shl i32 %el932, 1
  %safe936 = select i1 %ok927, i32 %off934, i32 2147483647
  %xv938 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe936, i32 0, i32 0)
  %lrow940 = mul i32 %prow688, 168
  %lel941 = add i32 %lrow940, %fb692
  %lb943 = shl i32 %lel941, 1
  %la945 = add i32 %lb943, 4608
  %e947 = add i32 %tid19, 384
  %prow949 = udiv i32 %e947, 20
  %ig951 = urem i32 %e947, 20
  %fb953 = mul i32 %ig951, 8
  %wo954 = add i32 %wo_s104, %prow949
  %wok955 = icmp ult i32 %wo954, %wo
  %wb_a957 = mul i32 %wo954, 2
  %wb959 = sub i32 %wb_a957, 3
  %f961 = add i32 %fb953, 0
  %fok963 = icmp ult i32 %f961, 147
  %fr965 = udiv i32 %f961, 21
  %frem967 = urem i32 %f961, 21
  %fs969 = udiv i32 %frem967, 3
  %fc971 = urem i32 %frem967, 3
  %hi972 = add i32 %hb65, %fr965
  %hiok973 = icmp ult i32 %hi972, %hi
  %wi974 = add i32 %wb959, %fs969
  %wiok975 = icmp ult i32 %wi974, %wi
  %ok976 = and i1 %wok955, %fok963
  %ok977 = and i1 %ok976, %hiok973
  %ok978 = and i1 %ok977, %wiok975
  %x_row979 = mul i32 %hi972, %x_stride_h
  %col980 = mul i32 %wi974, %x_stride_w
  %el981 = add i32 %x_img59, %x_row979
  %el982 = add i32 %el981, %col980
  %el983 = add i32 %el982, %fc971
  %off985 = shl i32 %el983, 1
  %safe987 = select i1 %ok978, i32 %off985, i32 2147483647
  %xv989 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe987, i32 0, i32 0)
  %f991 = add i32 %fb953, 1
  %fok993 = icmp ult i32 %f991, 147
  %fr995 = udiv i32 %f991, 21
  %frem997 = urem i32 %f991, 21
  %fs999 = udiv i32 %frem997, 3
  %fc1001 = urem i32 %frem997, 3
  %hi1002 = add i32 %hb65, %fr995
  %hiok1003 = icmp ult i32 %hi1002, %hi
  %wi1004 = add i32 %wb959, %fs999
  %wiok1005 = icmp ult i32 %wi1004, %wi
  %ok1006 = and i1 %wok955, %fok993
  %ok1007 = and i1 %ok1006, %hiok1003
  %ok1008 = and i1 %ok1007, %wiok1005
  %x_row1009 = mul i32 %hi1002, %x_stride_h
  %col1010 = mul i32 %wi1004, %x_stride_w
  %el1011 = add i32 %x_img59, %x_row1009
  %el1012 = add i32 %el1011, %col1010
  %el1013 = add i32 %el1012, %fc1001
  %off1015 = shl i32 %el1013, 1
  %safe1017 = select i1 %ok1008, i32 %off1015, i32 2147483647
  %xv1019 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1017, i32 0, i32 0)
  %f1021 = add i32 %fb953, 2
  %fok1023 = icmp ult i32 %f1021, 147
  %fr1025 = udiv i32 %f1021, 21
  %frem1027 = urem i32 %f1021, 21
  %fs1029 = udiv i32 %frem1027, 3
  %fc1031 = urem i32 %frem1027, 3
  %hi1032 = add i32 %hb65, %fr1025
  %hiok1033 = icmp ult i32 %hi1032, %hi
  %wi1034 = add i32 %wb959, %fs1029
  %wiok1035 = icmp ult i32 %wi1034, %wi
  %ok1036 = and i1 %wok955, %fok1023
  %ok1037 = and i1 %ok1036, %hiok1033
  %ok1038 = and i1 %ok1037, %wiok1035
  %x_row1039 = mul i32 %hi1032, %x_stride_h
  %col1040 = mul i32 %wi1034, %x_stride_w
  %el1041 = add i32 %x_img59, %x_row1039
  %el1042 = add i32 %el1041, %col1040
  %el1043 = add i32 %el1042, %fc1031
  %off1045 = shl i32 %el1043, 1
  %safe1047 = select i1 %ok1038, i32 %off1045, i32 2147483647
  %xv1049 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1047, i32 0, i32 0)
  %f1051 = add i32 %fb953, 3
  %fok1053 = icmp ult i32 %f1051, 147
  %fr1055 = udiv i32 %f1051, 21
  %frem1057 = urem i32 %f1051, 21
  %fs1059 = udiv i32 %frem1057, 3
  %fc1061 = urem i32 %frem1057, 3
  %hi1062 = add i32 %hb65, %fr1055
  %hiok1063 = icmp ult i32 %hi1062, %hi
  %wi1064 = add i32 %wb959, %fs1059
  %wiok1065 = icmp ult i32 %wi1064, %wi
  %ok1066 = and i1 %wok955, %fok1053
  %ok1067 = and i1 %ok1066, %hiok1063
  %ok1068 = and i1 %ok1067, %wiok1065
  %x_row1069 = mul i32 %hi1062, %x_stride_h
  %col1070 = mul i32 %wi1064, %x_stride_w
  %el1071 = add i32 %x_img59, %x_row1069
  %el1072 = add i32 %el1071, %col1070
  %el1073 = add i32 %el1072, %fc1061
  %off1075 = shl i32 %el1073, 1
  %safe1077 = select i1 %ok1068, i32 %off1075, i32 2147483647
  %xv1079 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1077, i32 0, i32 0)
  %f1081 = add i32 %fb953, 4
  %fok1083 = icmp ult i32 %f1081, 147
  %fr1085 = udiv i32 %f1081, 21
  %frem1087 = urem i32 %f1081, 21
  %fs1089 = udiv i32 %frem1087, 3
  %fc1091 = urem i32 %frem1087, 3
  %hi1092 = add i32 %hb65, %fr1085
  %hiok1093 = icmp ult i32 %hi1092, %hi
  %wi1094 = add i32 %wb959, %fs1089
  %wiok1095 = icmp ult i32 %wi1094, %wi
  %ok1096 = and i1 %wok955, %fok1083
  %ok1097 = and i1 %ok1096, %hiok1093
  %ok1098 = and i1 %ok1097, %wiok1095
  %x_row1099 = mul i32 %hi1092, %x_stride_h
  %col1100 = mul i32 %wi1094, %x_stride_w
  %el1101 = add i32 %x_img59, %x_row1099
  %el1102 = add i32 %el1101, %col1100
  %el1103 = add i32 %el1102, %fc1091
  %off1105 = shl i32 %el1103, 1
  %safe1107 = select i1 %ok1098, i32 %off1105, i32 2147483647
  %xv1109 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1107, i32 0, i32 0)
  %f1111 = add i32 %fb953, 5
  %fok1113 = icmp ult i32 %f1111, 147
  %fr1115 = udiv i32 %f1111, 21
  %frem1117 = urem i32 %f1111, 21
  %fs1119 = udiv i32 %frem1117, 3
  %fc1121 = urem i32 %frem1117, 3
  %hi1122 = add i32 %hb65, %fr1115
  %hiok1123 = icmp ult i32 %hi1122, %hi
  %wi1124 = add i32 %wb959, %fs1119
  %wiok1125 = icmp ult i32 %wi1124, %wi
  %ok1126 = and i1 %wok955, %fok1113
  %ok1127 = and i1 %ok1126, %hiok1123
  %ok1128 = and i1 %ok1127, %wiok1125
  %x_row1129 = mul i32 %hi1122, %x_stride_h
  %col1130 = mul i32 %wi1124, %x_stride_w
  %el1131 = add i32 %x_img59, %x_row1129
  %el1132 = add i32 %el1131, %col1130
  %el1133 = add i32 %el1132, %fc1121
  %off1135 = shl i32 %el1133, 1
  %safe1137 = select i1 %ok1128, i32 %off1135, i32 2147483647
  %xv1139 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1137, i32 0, i32 0)
  %f1141 = add i32 %fb953, 6
  %fok1143 = icmp ult i32 %f1141, 147
  %fr1145 = udiv i32 %f1141, 21
  %frem1147 = urem i32 %f1141, 21
  %fs1149 = udiv i32 %frem1147, 3
  %fc1151 = urem i32 %frem1147, 3
  %hi1152 = add i32 %hb65, %fr1145
  %hiok1153 = icmp ult i32 %hi1152, %hi
  %wi1154 = add i32 %wb959, %fs1149
  %wiok1155 = icmp ult i32 %wi1154, %wi
  %ok1156 = and i1 %wok955, %fok1143
  %ok1157 = and i1 %ok1156, %hiok1153
  %ok1158 = and i1 %ok1157, %wiok1155
  %x_row1159 = mul i32 %hi1152, %x_stride_h
  %col1160 = mul i32 %wi1154, %x_stride_w
  %el1161 = add i32 %x_img59, %x_row1159
  %el1162 = add i32 %el1161, %col1160
  %el1163 = add i32 %el1162, %fc1151
  %off1165 = shl i32 %el1163, 1
  %safe1167 = select i1 %ok1158, i32 %off1165, i32 2147483647
  %xv1169 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1167, i32 0, i32 0)
  %f1171 = add i32 %fb953, 7
  %fok1173 = icmp ult i32 %f1171, 147
  %fr1175 = udiv i32 %f1171, 21
  %frem1177 = urem i32 %f1171, 21
  %fs1179 = udiv i32 %frem1177, 3
  %fc1181 = urem i32 %frem1177, 3
  %hi1182 = add i32 %hb65, %fr1175
  %hiok1183 = icmp ult i32 %hi1182, %hi
  %wi1184 = add i32 %wb959, %fs1179
  %wiok1185 = icmp ult i32 %wi1184, %wi
  %ok1186 = and i1 %wok955, %fok1173
  %ok1187 = and i1 %ok1186, %hiok1183
  %ok1188 = and i1 %ok1187, %wiok1185
  %x_row1189 = mul i32 %hi1182, %x_stride_h
  %col1190 = mul i32 %wi1184, %x_stride_w
  %el1191 = add i32 %x_img59, %x_row1189
  %el1192 = add i32 %el1191, %col1190
  %el1193 = add i32 %el1192, %fc1181
  %off1195 = shl i32 %el1193, 1
  %safe1197 = select i1 %ok1188, i32 %off1195, i32 2147483647
  %xv1199 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1197, i32 0, i32 0)
  %lrow1201 = mul i32 %prow949, 168
  %lel1202 = add i32 %lrow1201, %fb953
  %lb1204 = shl i32 %lel1202, 1
  %la1206 = add i32 %lb1204, 4608
  %e1208 = add i32 %tid19, 512
  %prow1210 = udiv i32 %e1208, 20
  %ig1212 = urem i32 %e1208, 20
  %fb1214 = mul i32 %ig1212, 8
  %wo1215 = add i32 %wo_s104, %prow1210
  %wok1216 = icmp ult i32 %wo1215, %wo
  %wb_a1218 = mul i32 %wo1215, 2
  %wb1220 = sub i32 %wb_a1218, 3
  %f1222 = add i32 %fb1214, 0
  %fok1224 = icmp ult i32 %f1222, 147
  %fr1226 = udiv i32 %f1222, 21
  %frem1228 = urem i32 %f1222, 21
  %fs1230 = udiv i32 %frem1228, 3
  %fc1232 = urem i32 %frem1228, 3
  %hi1233 = add i32 %hb65, %fr1226
  %hiok1234 = icmp ult i32 %hi1233, %hi
  %wi1235 = add i32 %wb1220, %fs1230
  %wiok1236 = icmp ult i32 %wi1235, %wi
  %ok1237 = and i1 %wok1216, %fok1224
  %ok1238 = and i1 %ok1237, %hiok1234
  %ok1239 = and i1 %ok1238, %wiok1236
  %x_row1240 = mul i32 %hi1233, %x_stride_h
  %col1241 = mul i32 %wi1235, %x_stride_w
  %el1242 = add i32 %x_img59, %x_row1240
  %el1243 = add i32 %el1242, %col1241
  %el1244 = add i32 %el1243, %fc1232
  %off1246 = shl i32 %el1244, 1
  %safe1248 = select i1 %ok1239, i32 %off1246, i32 2147483647
  %xv1250 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1248, i32 0, i32 0)
  %f1252 = add i32 %fb1214, 1
  %fok1254 = icmp ult i32 %f1252, 147
  %fr1256 = udiv i32 %f1252, 21
  %frem1258 = urem i32 %f1252, 21
  %fs1260 = udiv i32 %frem1258, 3
  %fc1262 = urem i32 %frem1258, 3
  %hi1263 = add i32 %hb65, %fr1256
  %hiok1264 = icmp ult i32 %hi1263, %hi
  %wi1265 = add i32 %wb1220, %fs1260
  %wiok1266 = icmp ult i32 %wi1265, %wi
  %ok1267 = and i1 %wok1216, %fok1254
  %ok1268 = and i1 %ok1267, %hiok1264
  %ok1269 = and i1 %ok1268, %wiok1266
  %x_row1270 = mul i32 %hi1263, %x_stride_h
  %col1271 = mul i32 %wi1265, %x_stride_w
  %el1272 = add i32 %x_img59, %x_row1270
  %el1273 = add i32 %el1272, %col1271
  %el1274 = add i32 %el1273, %fc1262
  %off1276 = shl i32 %el1274, 1
  %safe1278 = select i1 %ok1269, i32 %off1276, i32 2147483647
  %xv1280 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1278, i32 0, i32 0)
  %f1282 = add i32 %fb1214, 2
  %fok1284 = icmp ult i32 %f1282, 147
  %fr1286 = udiv i32 %f1282, 21
  %frem1288 = urem i32 %f1282, 21
  %fs1290 = udiv i32 %frem1288, 3
  %fc1292 = urem i32 %frem1288, 3
  %hi1293 = add i32 %hb65, %fr1286
  %hiok1294 = icmp ult i32 %hi1293, %hi
  %wi1295 = add i32 %wb1220, %fs1290
  %wiok1296 = icmp ult i32 %wi1295, %wi
  %ok1297 = and i1 %wok1216, %fok1284
  %ok1298 = and i1 %ok1297, %hiok1294
  %ok1299 = and i1 %ok1298, %wiok1296
  %x_row1300 = mul i32 %hi1293, %x_stride_h
  %col1301 = mul i32 %wi1295, %x_stride_w
  %el1302 = add i32 %x_img59, %x_row1300
  %el1303 = add i32 %el1302, %col1301
  %el1304 = add i32 %el1303, %fc1292
  %off1306 = shl i32 %el1304, 1
  %safe1308 = select i1 %ok1299, i32 %off1306, i32 2147483647
  %xv1310 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1308, i32 0, i32 0)
  %f1312 = add i32 %fb1214, 3
  %fok1314 = icmp ult i32 %f1312, 147
  %fr1316 = udiv i32 %f1312, 21
  %frem1318 = urem i32 %f1312, 21
  %fs1320 = udiv i32 %frem1318, 3
  %fc1322 = urem i32 %frem1318, 3
  %hi1323 = add i32 %hb65, %fr1316
  %hiok1324 = icmp ult i32 %hi1323, %hi
  %wi1325 = add i32 %wb1220, %fs1320
  %wiok1326 = icmp ult i32 %wi1325, %wi
  %ok1327 = and i1 %wok1216, %fok1314
  %ok1328 = and i1 %ok1327, %hiok1324
  %ok1329 = and i1 %ok1328, %wiok1326
  %x_row1330 = mul i32 %hi1323, %x_stride_h
  %col1331 = mul i32 %wi1325, %x_stride_w
  %el1332 = add i32 %x_img59, %x_row1330
  %el1333 = add i32 %el1332, %col1331
  %el1334 = add i32 %el1333, %fc1322
  %off1336 = shl i32 %el1334, 1
  %safe1338 = select i1 %ok1329, i32 %off1336, i32 2147483647
  %xv1340 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1338, i32 0, i32 0)
  %f1342 = add i32 %fb1214, 4
  %fok1344 = icmp ult i32 %f1342, 147
  %fr1346 = udiv i32 %f1342, 21
  %frem1348 = urem i32 %f1342, 21
  %fs1350 = udiv i32 %frem1348, 3
  %fc1352 = urem i32 %frem1348, 3
  %hi1353 = add i32 %hb65, %fr1346
  %hiok1354 = icmp ult i32 %hi1353, %hi
  %wi1355 = add i32 %wb1220, %fs1350
  %wiok1356 = icmp ult i32 %wi1355, %wi
  %ok1357 = and i1 %wok1216, %fok1344
  %ok1358 = and i1 %ok1357, %hiok1354
  %ok1359 = and i1 %ok1358, %wiok1356
  %x_row1360 = mul i32 %hi1353, %x_stride_h
  %col1361 = mul i32 %wi1355, %x_stride_w
  %el1362 = add i32 %x_img59, %x_row1360
  %el1363 = add i32 %el1362, %col1361
  %el1364 = add i32 %el1363, %fc1352
  %off1366 = shl i32 %el1364, 1
  %safe1368 = select i1 %ok1359, i32 %off1366, i32 2147483647
  %xv1370 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1368, i32 0, i32 0)
  %f1372 = add i32 %fb1214, 5
  %fok1374 = icmp ult i32 %f1372, 147
  %fr1376 = udiv i32 %f1372, 21
  %frem1378 = urem i32 %f1372, 21
  %fs1380 = udiv i32 %frem1378, 3
  %fc1382 = urem i32 %frem1378, 3
  %hi1383 = add i32 %hb65, %fr1376
  %hiok1384 = icmp ult i32 %hi1383, %hi
  %wi1385 = add i32 %wb1220, %fs1380
  %wiok1386 = icmp ult i32 %wi1385, %wi
  %ok1387 = and i1 %wok1216, %fok1374
  %ok1388 = and i1 %ok1387, %hiok1384
  %ok1389 = and i1 %ok1388, %wiok1386
  %x_row1390 = mul i32 %hi1383, %x_stride_h
  %col1391 = mul i32 %wi1385, %x_stride_w
  %el1392 = add i32 %x_img59, %x_row1390
  %el1393 = add i32 %el1392, %col1391
  %el1394 = add i32 %el1393, %fc1382
  %off1396 = shl i32 %el1394, 1
  %safe1398 = select i1 %ok1389, i32 %off1396, i32 2147483647
  %xv1400 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1398, i32 0, i32 0)
  %f1402 = add i32 %fb1214, 6
  %fok1404 = icmp ult i32 %f1402, 147
  %fr1406 = udiv i32 %f1402, 21
  %frem1408 = urem i32 %f1402, 21
  %fs1410 = udiv i32 %frem1408, 3
  %fc1412 = urem i32 %frem1408, 3
  %hi1413 = add i32 %hb65, %fr1406
  %hiok1414 = icmp ult i32 %hi1413, %hi
  %wi1415 = add i32 %wb1220, %fs1410
  %wiok1416 = icmp ult i32 %wi1415, %wi
  %ok1417 = and i1 %wok1216, %fok1404
  %ok1418 = and i1 %ok1417, %hiok1414
  %ok1419 = and i1 %ok1418, %wiok1416
  %x_row1420 = mul i32 %hi1413, %x_stride_h
  %col1421 = mul i32 %wi1415, %x_stride_w
  %el1422 = add i32 %x_img59, %x_row1420
  %el1423 = add i32 %el1422, %col1421
  %el1424 = add i32 %el1423, %fc1412
  %off1426 = shl i32 %el1424, 1
  %safe1428 = select i1 %ok1419, i32 %off1426, i32 2147483647
  %xv1430 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1428, i32 0, i32 0)
  %f1432 = add i32 %fb1214, 7
  %fok1434 = icmp ult i32 %f1432, 147
  %fr1436 = udiv i32 %f1432, 21
  %frem1438 = urem i32 %f1432, 21
  %fs1440 = udiv i32 %frem1438, 3
  %fc1442 = urem i32 %frem1438, 3
  %hi1443 = add i32 %hb65, %fr1436
  %hiok1444 = icmp ult i32 %hi1443, %hi
  %wi1445 = add i32 %wb1220, %fs1440
  %wiok1446 = icmp ult i32 %wi1445, %wi
  %ok1447 = and i1 %wok1216, %fok1434
  %ok1448 = and i1 %ok1447, %hiok1444
  %ok1449 = and i1 %ok1448, %wiok1446
  %x_row1450 = mul i32 %hi1443, %x_stride_h
  %col1451 = mul i32 %wi1445, %x_stride_w
  %el1452 = add i32 %x_img59, %x_row1450
  %el1453 = add i32 %el1452, %col1451
  %el1454 = add i32 %el1453, %fc1442
  %off1456 = shl i32 %el1454, 1
  %safe1458 = select i1 %ok1449, i32 %off1456, i32 2147483647
  %xv1460 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1458, i32 0, i32 0)
  %lrow1462 = mul i32 %prow1210, 168
  %lel1463 = add i32 %lrow1462, %fb1214
  %lb1465 = shl i32 %lel1463, 1
  %la1467 = add i32 %lb1465, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %la133
  store <4 x i32> %dyv126, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %la162
  store <4 x i32> %dyv155, ptr addrspace(3) %gep.7, align 16
  %lo1468 = zext i16 %xv206 to i32
  %hw1469 = zext i16 %xv236 to i32
  %hs1471 = shl i32 %hw1469, 16
  %pair1472 = or i32 %lo1468, %hs1471
  %pairf1473 = bitcast i32 %pair1472 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %la423
  store float %pairf1473, ptr addrspace(3) %gep.8, align 4
  %lo1474 = zext i16 %xv266 to i32
  %hw1475 = zext i16 %xv296 to i32
  %hs1477 = shl i32 %hw1475, 16
  %pair1478 = or i32 %lo1474, %hs1477
  %pairf1479 = bitcast i32 %pair1478 to float
  %da1481 = add i32 %la423, 4
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1481
  store float %pairf1479, ptr addrspace(3) %gep.9, align 4
  %lo1482 = zext i16 %xv326 to i32
  %hw1483 = zext i16 %xv356 to i32
  %hs1485 = shl i32 %hw1483, 16
  %pair1486 = or i32 %lo1482, %hs1485
  %pairf1487 = bitcast i32 %pair1486 to float
  %da1489 = add i32 %la423, 8
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1489
  store float %pairf1487, ptr addrspace(3) %gep.10, align 4
  %lo1490 = zext i16 %xv386 to i32
  %hw1491 = zext i16 %xv416 to i32
  %hs1493 = shl i32 %hw1491, 16
  %pair1494 = or i32 %lo1490, %hs1493
  %pairf1495 = bitcast i32 %pair1494 to float
  %da1497 = add i32 %la423, 12
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1497
  store float %pairf1495, ptr addrspace(3) %gep.11, align 4
  %lo1498 = zext i16 %xv467 to i32
  %hw1499 = zext i16 %xv497 to i32
  %hs1501 = shl i32 %hw1499, 16
  %pair1502 = or i32 %lo1498, %hs1501
  %pairf1503 = bitcast i32 %pair1502 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %la684
  store float %pairf1503, ptr addrspace(3) %gep.12, align 4
  %lo1504 = zext i16 %xv527 to i32
  %hw1505 = zext i16 %xv557 to i32
  %hs1507 = shl i32 %hw1505, 16
  %pair1508 = or i32 %lo1504, %hs1507
  %pairf1509 = bitcast i32 %pair1508 to float
  %da1511 = add i32 %la684, 4
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1511
  store float %pairf1509, ptr addrspace(3) %gep.13, align 4
  %lo1512 = zext i16 %xv587 to i32
  %hw1513 = zext i16 %xv617 to i32
  %hs1515 = shl i32 %hw1513, 16
  %pair1516 = or i32 %lo1512, %hs1515
  %pairf1517 = bitcast i32 %pair1516 to float
  %da1519 = add i32 %la684, 8
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1519
  store float %pairf1517, ptr addrspace(3) %gep.14, align 4
  %lo1520 = zext i16 %xv647 to i32
  %hw1521 = zext i16 %xv677 to i32
  %hs1523 = shl i32 %hw1521, 16
  %pair1524 = or i32 %lo1520, %hs1523
  %pairf1525 = bitcast i32 %pair1524 to float
  %da1527 = add i32 %la684, 12
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1527
  store float %pairf1525, ptr addrspace(3) %gep.15, align 4
  %lo1528 = zext i16 %xv728 to i32
  %hw1529 = zext i16 %xv758 to i32
  %hs1531 = shl i32 %hw1529, 16
  %pair1532 = or i32 %lo1528, %hs1531
  %pairf1533 = bitcast i32 %pair1532 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %la945
  store float %pairf1533, ptr addrspace(3) %gep.16, align 4
  %lo1534 = zext i16 %xv788 to i32
  %hw1535 = zext i16 %xv818 to i32
  %hs1537 = shl i32 %hw1535, 16
  %pair1538 = or i32 %lo1534, %hs1537
  %pairf1539 = bitcast i32 %pair1538 to float
  %da1541 = add i32 %la945, 4
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1541
  store float %pairf1539, ptr addrspace(3) %gep.17, align 4
  %lo1542 = zext i16 %xv848 to i32
  %hw1543 = zext i16 %xv878 to i32
  %hs1545 = shl i32 %hw1543, 16
  %pair1546 = or i32 %lo1542, %hs1545
  %pairf1547 = bitcast i32 %pair1546 to float
  %da1549 = add i32 %la945, 8
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1549
  store float %pairf1547, ptr addrspace(3) %gep.18, align 4
  %lo1550 = zext i16 %xv908 to i32
  %hw1551 = zext i16 %xv938 to i32
  %hs1553 = shl i32 %hw1551, 16
  %pair1554 = or i32 %lo1550, %hs1553
  %pairf1555 = bitcast i32 %pair1554 to float
  %da1557 = add i32 %la945, 12
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1557
  store float %pairf1555, ptr addrspace(3) %gep.19, align 4
  %lo1558 = zext i16 %xv989 to i32
  %hw1559 = zext i16 %xv1019 to i32
  %hs1561 = shl i32 %hw1559, 16
  %pair1562 = or i32 %lo1558, %hs1561
  %pairf1563 = bitcast i32 %pair1562 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %la1206
  store float %pairf1563, ptr addrspace(3) %gep.20, align 4
  %lo1564 = zext i16 %xv1049 to i32
  %hw1565 = zext i16 %xv1079 to i32
  %hs1567 = shl i32 %hw1565, 16
  %pair1568 = or i32 %lo1564, %hs1567
  %pairf1569 = bitcast i32 %pair1568 to float
  %da1571 = add i32 %la1206, 4
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1571
  store float %pairf1569, ptr addrspace(3) %gep.21, align 4
  %lo1572 = zext i16 %xv1109 to i32
  %hw1573 = zext i16 %xv1139 to i32
  %hs1575 = shl i32 %hw1573, 16
  %pair1576 = or i32 %lo1572, %hs1575
  %pairf1577 = bitcast i32 %pair1576 to float
  %da1579 = add i32 %la1206, 8
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1579
  store float %pairf1577, ptr addrspace(3) %gep.22, align 4
  %lo1580 = zext i16 %xv1169 to i32
  %hw1581 = zext i16 %xv1199 to i32
  %hs1583 = shl i32 %hw1581, 16
  %pair1584 = or i32 %lo1580, %hs1583
  %pairf1585 = bitcast i32 %pair1584 to float
  %da1587 = add i32 %la1206, 12
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1587
  store float %pairf1585, ptr addrspace(3) %gep.23, align 4
  %lo1588 = zext i16 %xv1250 to i32
  %hw1589 = zext i16 %xv1280 to i32
  %hs1591 = shl i32 %hw1589, 16
  %pair1592 = or i32 %lo1588, %hs1591
  %pairf1593 = bitcast i32 %pair1592 to float
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %la1467
  store float %pairf1593, ptr addrspace(3) %gep.24, align 4
  %lo1594 = zext i16 %xv1310 to i32
  %hw1595 = zext i16 %xv1340 to i32
  %hs1597 = shl i32 %hw1595, 16
  %pair1598 = or i32 %lo1594, %hs1597
  %pairf1599 = bitcast i32 %pair1598 to float
  %da1601 = add i32 %la1467, 4
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1601
  store float %pairf1599, ptr addrspace(3) %gep.25, align 4
  %lo1602 = zext i16 %xv1370 to i32
  %hw1603 = zext i16 %xv1400 to i32
  %hs1605 = shl i32 %hw1603, 16
  %pair1606 = or i32 %lo1602, %hs1605
  %pairf1607 = bitcast i32 %pair1606 to float
  %da1609 = add i32 %la1467, 8
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1609
  store float %pairf1607, ptr addrspace(3) %gep.26, align 4
  %lo1610 = zext i16 %xv1430 to i32
  %hw1611 = zext i16 %xv1460 to i32
  %hs1613 = shl i32 %hw1611, 16
  %pair1614 = or i32 %lo1610, %hs1613
  %pairf1615 = bitcast i32 %pair1614 to float
  %da1617 = add i32 %la1467, 12
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %da1617
  store float %pairf1615, ptr addrspace(3) %gep.27, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1619 = add i32 %a_lane44, 0
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %a_addr1619
  %a_lo1620 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %a_addr1622 = add i32 %a_lane44, 2304
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %a_addr1622
  %a_hi1623 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %a_frag1624 = shufflevector <8 x half> %a_lo1620, <8 x half> %a_hi1623, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1626 = add i32 %b_lane49, 4608
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1626
  %b_lo1627 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %b_addr1629 = add i32 %b_lane49, 9984
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1629
  %b_hi1630 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %b_frag1631 = shufflevector <8 x half> %b_lo1627, <8 x half> %b_hi1630, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1632 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1631, i16 0, <8 x float> %acc89, i1 false, i1 false)
  %b_addr1634 = add i32 %b_lane49, 4640
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1634
  %b_lo1635 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.32)
  %b_addr1637 = add i32 %b_lane49, 10016
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1637
  %b_hi1638 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.33)
  %b_frag1639 = shufflevector <8 x half> %b_lo1635, <8 x half> %b_hi1638, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1640 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1639, i16 0, <8 x float> %acc90, i1 false, i1 false)
  %b_addr1642 = add i32 %b_lane49, 4672
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1642
  %b_lo1643 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.34)
  %b_addr1645 = add i32 %b_lane49, 10048
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1645
  %b_hi1646 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.35)
  %b_frag1647 = shufflevector <8 x half> %b_lo1643, <8 x half> %b_hi1646, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1648 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1647, i16 0, <8 x float> %acc91, i1 false, i1 false)
  %b_addr1650 = add i32 %b_lane49, 4704
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1650
  %b_lo1651 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.36)
  %b_addr1653 = add i32 %b_lane49, 10080
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1653
  %b_hi1654 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.37)
  %b_frag1655 = shufflevector <8 x half> %b_lo1651, <8 x half> %b_hi1654, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1656 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1655, i16 0, <8 x float> %acc92, i1 false, i1 false)
  %b_addr1658 = add i32 %b_lane49, 4736
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1658
  %b_lo1659 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.38)
  %b_addr1661 = add i32 %b_lane49, 10112
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1661
  %b_hi1662 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.39)
  %b_frag1663 = shufflevector <8 x half> %b_lo1659, <8 x half> %b_hi1662, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1664 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1663, i16 0, <8 x float> %acc93, i1 false, i1 false)
  %b_addr1666 = add i32 %b_lane49, 4768
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1666
  %b_lo1667 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.40)
  %b_addr1669 = add i32 %b_lane49, 10144
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1669
  %b_hi1670 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.41)
  %b_frag1671 = shufflevector <8 x half> %b_lo1667, <8 x half> %b_hi1670, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1672 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1671, i16 0, <8 x float> %acc94, i1 false, i1 false)
  %b_addr1674 = add i32 %b_lane49, 4800
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1674
  %b_lo1675 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.42)
  %b_addr1677 = add i32 %b_lane49, 10176
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1677
  %b_hi1678 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.43)
  %b_frag1679 = shufflevector <8 x half> %b_lo1675, <8 x half> %b_hi1678, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1680 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1679, i16 0, <8 x float> %acc95, i1 false, i1 false)
  %b_addr1682 = add i32 %b_lane49, 4832
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1682
  %b_lo1683 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.44)
  %b_addr1685 = add i32 %b_lane49, 10208
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1685
  %b_hi1686 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.45)
  %b_frag1687 = shufflevector <8 x half> %b_lo1683, <8 x half> %b_hi1686, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1688 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1687, i16 0, <8 x float> %acc96, i1 false, i1 false)
  %b_addr1690 = add i32 %b_lane49, 4864
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1690
  %b_lo1691 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.46)
  %b_addr1693 = add i32 %b_lane49, 10240
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1693
  %b_hi1694 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.47)
  %b_frag1695 = shufflevector <8 x half> %b_lo1691, <8 x half> %b_hi1694, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1696 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1695, i16 0, <8 x float> %acc97, i1 false, i1 false)
  %b_addr1698 = add i32 %b_lane49, 4896
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1698
  %b_lo1699 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.48)
  %b_addr1701 = add i32 %b_lane49, 10272
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1701
  %b_hi1702 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.49)
  %b_frag1703 = shufflevector <8 x half> %b_lo1699, <8 x half> %b_hi1702, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1704 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1624, i1 false, <16 x half> %b_frag1703, i16 0, <8 x float> %acc98, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t88, 1
  br label %for.head.1
for.exit.1:
  %slab_a1705 = mul i32 %img52, %ho
  %slab_b1706 = add i32 %slab_a1705, %orow51
  %slab1708 = urem i32 %slab_b1706, 1
  %kbase1709 = mul i32 %slab1708, %kpg
  %k_w1710 = add i32 %k_blk54, %wkb25
  %k_h1711 = add i32 %k_w1710, %khalf29
  %f1713 = add i32 %lcol34, 0
  %fok1715 = icmp ult i32 %f1713, 147
  %kin1717 = add i32 %k_h1711, 0
  %kok1718 = icmp ult i32 %kin1717, %kpg
  %ok1719 = and i1 %kok1718, %fok1715
  br i1 %ok1719, label %if.then.2, label %if.end.2
if.then.2:
  %krow1720 = add i32 %kbase1709, %kin1717
  %t_f1722 = mul i32 %krow1720, 147
  %el1723 = add i32 %t_f1722, %f1713
  %off1725 = shl i32 %el1723, 2
  %v1726 = extractelement <8 x float> %acc89, i32 0
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1726, ptr addrspace(8) %rws57, i32 %off1725, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin1729 = add i32 %k_h1711, 1
  %kok1730 = icmp ult i32 %kin1729, %kpg
  %ok1731 = and i1 %kok1730, %fok1715
  br i1 %ok1731, label %if.then.3, label %if.end.3
if.then.3:
  %krow1732 = add i32 %kbase1709, %kin1729
  %t_f1734 = mul i32 %krow1732, 147
  %el1735 = add i32 %t_f1734, %f1713
  %off1737 = shl i32 %el1735, 2
  %v1738 = extractelement <8 x float> %acc89, i32 1
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1738, ptr addrspace(8) %rws57, i32 %off1737, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1741 = add i32 %k_h1711, 2
  %kok1742 = icmp ult i32 %kin1741, %kpg
  %ok1743 = and i1 %kok1742, %fok1715
  br i1 %ok1743, label %if.then.4, label %if.end.4
if.then.4:
  %krow1744 = add i32 %kbase1709, %kin1741
  %t_f1746 = mul i32 %krow1744, 147
  %el1747 = add i32 %t_f1746, %f1713
  %off1749 = shl i32 %el1747, 2
  %v1750 = extractelement <8 x float> %acc89, i32 2
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1750, ptr addrspace(8) %rws57, i32 %off1749, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1753 = add i32 %k_h1711, 3
  %kok1754 = icmp ult i32 %kin1753, %kpg
  %ok1755 = and i1 %kok1754, %fok1715
  br i1 %ok1755, label %if.then.5, label %if.end.5
if.then.5:
  %krow1756 = add i32 %kbase1709, %kin1753
  %t_f1758 = mul i32 %krow1756, 147
  %el1759 = add i32 %t_f1758, %f1713
  %off1761 = shl i32 %el1759, 2
  %v1762 = extractelement <8 x float> %acc89, i32 3
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1762, ptr addrspace(8) %rws57, i32 %off1761, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1765 = add i32 %k_h1711, 4
  %kok1766 = icmp ult i32 %kin1765, %kpg
  %ok1767 = and i1 %kok1766, %fok1715
  br i1 %ok1767, label %if.then.6, label %if.end.6
if.then.6:
  %krow1768 = add i32 %kbase1709, %kin1765
  %t_f1770 = mul i32 %krow1768, 147
  %el1771 = add i32 %t_f1770, %f1713
  %off1773 = shl i32 %el1771, 2
  %v1774 = extractelement <8 x float> %acc89, i32 4
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1774, ptr addrspace(8) %rws57, i32 %off1773, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1777 = add i32 %k_h1711, 5
  %kok1778 = icmp ult i32 %kin1777, %kpg
  %ok1779 = and i1 %kok1778, %fok1715
  br i1 %ok1779, label %if.then.7, label %if.end.7
if.then.7:
  %krow1780 = add i32 %kbase1709, %kin1777
  %t_f1782 = mul i32 %krow1780, 147
  %el1783 = add i32 %t_f1782, %f1713
  %off1785 = shl i32 %el1783, 2
  %v1786 = extractelement <8 x float> %acc89, i32 5
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1786, ptr addrspace(8) %rws57, i32 %off1785, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1789 = add i32 %k_h1711, 6
  %kok1790 = icmp ult i32 %kin1789, %kpg
  %ok1791 = and i1 %kok1790, %fok1715
  br i1 %ok1791, label %if.then.8, label %if.end.8
if.then.8:
  %krow1792 = add i32 %kbase1709, %kin1789
  %t_f1794 = mul i32 %krow1792, 147
  %el1795 = add i32 %t_f1794, %f1713
  %off1797 = shl i32 %el1795, 2
  %v1798 = extractelement <8 x float> %acc89, i32 6
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1798, ptr addrspace(8) %rws57, i32 %off1797, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1801 = add i32 %k_h1711, 7
  %kok1802 = icmp ult i32 %kin1801, %kpg
  %ok1803 = and i1 %kok1802, %fok1715
  br i1 %ok1803, label %if.then.9, label %if.end.9
if.then.9:
  %krow1804 = add i32 %kbase1709, %kin1801
  %t_f1806 = mul i32 %krow1804, 147
  %el1807 = add i32 %t_f1806, %f1713
  %off1809 = shl i32 %el1807, 2
  %v1810 = extractelement <8 x float> %acc89, i32 7
  %old.57 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1810, ptr addrspace(8) %rws57, i32 %off1809, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f1813 = add i32 %lcol34, 16
  %fok1815 = icmp ult i32 %f1813, 147
  %kin1817 = add i32 %k_h1711, 0
  %kok1818 = icmp ult i32 %kin1817, %kpg
  %ok1819 = and i1 %kok1818, %fok1815
  br i1 %ok1819, label %if.then.10, label %if.end.10
if.then.10:
  %krow1820 = add i32 %kbase1709, %kin1817
  %t_f1822 = mul i32 %krow1820, 147
  %el1823 = add i32 %t_f1822, %f1813
  %off1825 = shl i32 %el1823, 2
  %v1826 = extractelement <8 x float> %acc90, i32 0
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1826, ptr addrspace(8) %rws57, i32 %off1825, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin1829 = add i32 %k_h1711, 1
  %kok1830 = icmp ult i32 %kin1829, %kpg
  %ok1831 = and i1 %kok1830, %fok1815
  br i1 %ok1831, label %if.then.11, label %if.end.11
if.then.11:
  %krow1832 = add i32 %kbase1709, %kin1829
  %t_f1834 = mul i32 %krow1832, 147
  %el1835 = add i32 %t_f1834, %f1813
  %off1837 = shl i32 %el1835, 2
  %v1838 = extractelement <8 x float> %acc90, i32 1
  %old.59 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1838, ptr addrspace(8) %rws57, i32 %off1837, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1841 = add i32 %k_h1711, 2
  %kok1842 = icmp ult i32 %kin1841, %kpg
  %ok1843 = and i1 %kok1842, %fok1815
  br i1 %ok1843, label %if.then.12, label %if.end.12
if.then.12:
  %krow1844 = add i32 %kbase1709, %kin1841
  %t_f1846 = mul i32 %krow1844, 147
  %el1847 = add i32 %t_f1846, %f1813
  %off1849 = shl i32 %el1847, 2
  %v1850 = extractelement <8 x float> %acc90, i32 2
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1850, ptr addrspace(8) %rws57, i32 %off1849, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1853 = add i32 %k_h1711, 3
  %kok1854 = icmp ult i32 %kin1853, %kpg
  %ok1855 = and i1 %kok1854, %fok1815
  br i1 %ok1855, label %if.then.13, label %if.end.13
if.then.13:
  %krow1856 = add i32 %kbase1709, %kin1853
  %t_f1858 = mul i32 %krow1856, 147
  %el1859 = add i32 %t_f1858, %f1813
  %off1861 = shl i32 %el1859, 2
  %v1862 = extractelement <8 x float> %acc90, i32 3
  %old.61 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1862, ptr addrspace(8) %rws57, i32 %off1861, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1865 = add i32 %k_h1711, 4
  %kok1866 = icmp ult i32 %kin1865, %kpg
  %ok1867 = and i1 %kok1866, %fok1815
  br i1 %ok1867, label %if.then.14, label %if.end.14
if.then.14:
  %krow1868 = add i32 %kbase1709, %kin1865
  %t_f1870 = mul i32 %krow1868, 147
  %el1871 = add i32 %t_f1870, %f1813
  %off1873 = shl i32 %el1871, 2
  %v1874 = extractelement <8 x float> %acc90, i32 4
  %old.62 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1874, ptr addrspace(8) %rws57, i32 %off1873, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1877 = add i32 %k_h1711, 5
  %kok1878 = icmp ult i32 %kin1877, %kpg
  %ok1879 = and i1 %kok1878, %fok1815
  br i1 %ok1879, label %if.then.15, label %if.end.15
if.then.15:
  %krow1880 = add i32 %kbase1709, %kin1877
  %t_f1882 = mul i32 %krow1880, 147
  %el1883 = add i32 %t_f1882, %f1813
  %off1885 = shl i32 %el1883, 2
  %v1886 = extractelement <8 x float> %acc90, i32 5
  %old.63 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1886, ptr addrspace(8) %rws57, i32 %off1885, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1889 = add i32 %k_h1711, 6
  %kok1890 = icmp ult i32 %kin1889, %kpg
  %ok1891 = and i1 %kok1890, %fok1815
  br i1 %ok1891, label %if.then.16, label %if.end.16
if.then.16:
  %krow1892 = add i32 %kbase1709, %kin1889
  %t_f1894 = mul i32 %krow1892, 147
  %el1895 = add i32 %t_f1894, %f1813
  %off1897 = shl i32 %el1895, 2
  %v1898 = extractelement <8 x float> %acc90, i32 6
  %old.64 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1898, ptr addrspace(8) %rws57, i32 %off1897, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1901 = add i32 %k_h1711, 7
  %kok1902 = icmp ult i32 %kin1901, %kpg
  %ok1903 = and i1 %kok1902, %fok1815
  br i1 %ok1903, label %if.then.17, label %if.end.17
if.then.17:
  %krow1904 = add i32 %kbase1709, %kin1901
  %t_f1906 = mul i32 %krow1904, 147
  %el1907 = add i32 %t_f1906, %f1813
  %off1909 = shl i32 %el1907, 2
  %v1910 = extractelement <8 x float> %acc90, i32 7
  %old.65 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1910, ptr addrspace(8) %rws57, i32 %off1909, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %f1913 = add i32 %lcol34, 32
  %fok1915 = icmp ult i32 %f1913, 147
  %kin1917 = add i32 %k_h1711, 0
  %kok1918 = icmp ult i32 %kin1917, %kpg
  %ok1919 = and i1 %kok1918, %fok1915
  br i1 %ok1919, label %if.then.18, label %if.end.18
if.then.18:
  %krow1920 = add i32 %kbase1709, %kin1917
  %t_f1922 = mul i32 %krow1920, 147
  %el1923 = add i32 %t_f1922, %f1913
  %off1925 = shl i32 %el1923, 2
  %v1926 = extractelement <8 x float> %acc91, i32 0
  %old.66 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1926, ptr addrspace(8) %rws57, i32 %off1925, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %kin1929 = add i32 %k_h1711, 1
  %kok1930 = icmp ult i32 %kin1929, %kpg
  %ok1931 = and i1 %kok1930, %fok1915
  br i1 %ok1931, label %if.then.19, label %if.end.19
if.then.19:
  %krow1932 = add i32 %kbase1709, %kin1929
  %t_f1934 = mul i32 %krow1932, 147
  %el1935 = add i32 %t_f1934, %f1913
  %off1937 = shl i32 %el1935, 2
  %v1938 = extractelement <8 x float> %acc91, i32 1
  %old.67 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1938, ptr addrspace(8) %rws57, i32 %off1937, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1941 = add i32 %k_h1711, 2
  %kok1942 = icmp ult i32 %kin1941, %kpg
  %ok1943 = and i1 %kok1942, %fok1915
  br i1 %ok1943, label %if.then.20, label %if.end.20
if.then.20:
  %krow1944 = add i32 %kbase1709, %kin1941
  %t_f1946 = mul i32 %krow1944, 147
  %el1947 = add i32 %t_f1946, %f1913
  %off1949 = shl i32 %el1947, 2
  %v1950 = extractelement <8 x float> %acc91, i32 2
  %old.68 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1950, ptr addrspace(8) %rws57, i32 %off1949, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1953 = add i32 %k_h1711, 3
  %kok1954 = icmp ult i32 %kin1953, %kpg
  %ok1955 = and i1 %kok1954, %fok1915
  br i1 %ok1955, label %if.then.21, label %if.end.21
if.then.21:
  %krow1956 = add i32 %kbase1709, %kin1953
  %t_f1958 = mul i32 %krow1956, 147
  %el1959 = add i32 %t_f1958, %f1913
  %off1961 = shl i32 %el1959, 2
  %v1962 = extractelement <8 x float> %acc91, i32 3
  %old.69 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1962, ptr addrspace(8) %rws57, i32 %off1961, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1965 = add i32 %k_h1711, 4
  %kok1966 = icmp ult i32 %kin1965, %kpg
  %ok1967 = and i1 %kok1966, %fok1915
  br i1 %ok1967, label %if.then.22, label %if.end.22
if.then.22:
  %krow1968 = add i32 %kbase1709, %kin1965
  %t_f1970 = mul i32 %krow1968, 147
  %el1971 = add i32 %t_f1970, %f1913
  %off1973 = shl i32 %el1971, 2
  %v1974 = extractelement <8 x float> %acc91, i32 4
  %old.70 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1974, ptr addrspace(8) %rws57, i32 %off1973, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1977 = add i32 %k_h1711, 5
  %kok1978 = icmp ult i32 %kin1977, %kpg
  %ok1979 = and i1 %kok1978, %fok1915
  br i1 %ok1979, label %if.then.23, label %if.end.23
if.then.23:
  %krow1980 = add i32 %kbase1709, %kin1977
  %t_f1982 = mul i32 %krow1980, 147
  %el1983 = add i32 %t_f1982, %f1913
  %off1985 = shl i32 %el1983, 2
  %v1986 = extractelement <8 x float> %acc91, i32 5
  %old.71 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1986, ptr addrspace(8) %rws57, i32 %off1985, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1989 = add i32 %k_h1711, 6
  %kok1990 = icmp ult i32 %kin1989, %kpg
  %ok1991 = and i1 %kok1990, %fok1915
  br i1 %ok1991, label %if.then.24, label %if.end.24
if.then.24:
  %krow1992 = add i32 %kbase1709, %kin1989
  %t_f1994 = mul i32 %krow1992, 147
  %el1995 = add i32 %t_f1994, %f1913
  %off1997 = shl i32 %el1995, 2
  %v1998 = extractelement <8 x float> %acc91, i32 6
  %old.72 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1998, ptr addrspace(8) %rws57, i32 %off1997, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin2001 = add i32 %k_h1711, 7
  %kok2002 = icmp ult i32 %kin2001, %kpg
  %ok2003 = and i1 %kok2002, %fok1915
  br i1 %ok2003, label %if.then.25, label %if.end.25
if.then.25:
  %krow2004 = add i32 %kbase1709, %kin2001
  %t_f2006 = mul i32 %krow2004, 147
  %el2007 = add i32 %t_f2006, %f1913
  %off2009 = shl i32 %el2007, 2
  %v2010 = extractelement <8 x float> %acc91, i32 7
  %old.73 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2010, ptr addrspace(8) %rws57, i32 %off2009, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %f2013 = add i32 %lcol34, 48
  %fok2015 = icmp ult i32 %f2013, 147
  %kin2017 = add i32 %k_h1711, 0
  %kok2018 = icmp ult i32 %kin2017, %kpg
  %ok2019 = and i1 %kok2018, %fok2015
  br i1 %ok2019, label %if.then.26, label %if.end.26
if.then.26:
  %krow2020 = add i32 %kbase1709, %kin2017
  %t_f2022 = mul i32 %krow2020, 147
  %el2023 = add i32 %t_f2022, %f2013
  %off2025 = shl i32 %el2023, 2
  %v2026 = extractelement <8 x float> %acc92, i32 0
  %old.74 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2026, ptr addrspace(8) %rws57, i32 %off2025, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %kin2029 = add i32 %k_h1711, 1
  %kok2030 = icmp ult i32 %kin2029, %kpg
  %ok2031 = and i1 %kok2030, %fok2015
  br i1 %ok2031, label %if.then.27, label %if.end.27
if.then.27:
  %krow2032 = add i32 %kbase1709, %kin2029
  %t_f2034 = mul i32 %krow2032, 147
  %el2035 = add i32 %t_f2034, %f2013
  %off2037 = shl i32 %el2035, 2
  %v2038 = extractelement <8 x float> %acc92, i32 1
  %old.75 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2038, ptr addrspace(8) %rws57, i32 %off2037, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %kin2041 = add i32 %k_h1711, 2
  %kok2042 = icmp ult i32 %kin2041, %kpg
  %ok2043 = and i1 %kok2042, %fok2015
  br i1 %ok2043, label %if.then.28, label %if.end.28
if.then.28:
  %krow2044 = add i32 %kbase1709, %kin2041
  %t_f2046 = mul i32 %krow2044, 147
  %el2047 = add i32 %t_f2046, %f2013
  %off2049 = shl i32 %el2047, 2
  %v2050 = extractelement <8 x float> %acc92, i32 2
  %old.76 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2050, ptr addrspace(8) %rws57, i32 %off2049, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %kin2053 = add i32 %k_h1711, 3
  %kok2054 = icmp ult i32 %kin2053, %kpg
  %ok2055 = and i1 %kok2054, %fok2015
  br i1 %ok2055, label %if.then.29, label %if.end.29
if.then.29:
  %krow2056 = add i32 %kbase1709, %kin2053
  %t_f2058 = mul i32 %krow2056, 147
  %el2059 = add i32 %t_f2058, %f2013
  %off2061 = shl i32 %el2059, 2
  %v2062 = extractelement <8 x float> %acc92, i32 3
  %old.77 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2062, ptr addrspace(8) %rws57, i32 %off2061, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %kin2065 = add i32 %k_h1711, 4
  %kok2066 = icmp ult i32 %kin2065, %kpg
  %ok2067 = and i1 %kok2066, %fok2015
  br i1 %ok2067, label %if.then.30, label %if.end.30
if.then.30:
  %krow2068 = add i32 %kbase1709, %kin2065
  %t_f2070 = mul i32 %krow2068, 147
  %el2071 = add i32 %t_f2070, %f2013
  %off2073 = shl i32 %el2071, 2
  %v2074 = extractelement <8 x float> %acc92, i32 4
  %old.78 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2074, ptr addrspace(8) %rws57, i32 %off2073, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %kin2077 = add i32 %k_h1711, 5
  %kok2078 = icmp ult i32 %kin2077, %kpg
  %ok2079 = and i1 %kok2078, %fok2015
  br i1 %ok2079, label %if.then.31, label %if.end.31
if.then.31:
  %krow2080 = add i32 %kbase1709, %kin2077
  %t_f2082 = mul i32 %krow2080, 147
  %el2083 = add i32 %t_f2082, %f2013
  %off2085 = shl i32 %el2083, 2
  %v2086 = extractelement <8 x float> %acc92, i32 5
  %old.79 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2086, ptr addrspace(8) %rws57, i32 %off2085, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %kin2089 = add i32 %k_h1711, 6
  %kok2090 = icmp ult i32 %kin2089, %kpg
  %ok2091 = and i1 %kok2090, %fok2015
  br i1 %ok2091, label %if.then.32, label %if.end.32
if.then.32:
  %krow2092 = add i32 %kbase1709, %kin2089
  %t_f2094 = mul i32 %krow2092, 147
  %el2095 = add i32 %t_f2094, %f2013
  %off2097 = shl i32 %el2095, 2
  %v2098 = extractelement <8 x float> %acc92, i32 6
  %old.80 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2098, ptr addrspace(8) %rws57, i32 %off2097, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %kin2101 = add i32 %k_h1711, 7
  %kok2102 = icmp ult i32 %kin2101, %kpg
  %ok2103 = and i1 %kok2102, %fok2015
  br i1 %ok2103, label %if.then.33, label %if.end.33
if.then.33:
  %krow2104 = add i32 %kbase1709, %kin2101
  %t_f2106 = mul i32 %krow2104, 147
  %el2107 = add i32 %t_f2106, %f2013
  %off2109 = shl i32 %el2107, 2
  %v2110 = extractelement <8 x float> %acc92, i32 7
  %old.81 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2110, ptr addrspace(8) %rws57, i32 %off2109, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %f2113 = add i32 %lcol34, 64
  %fok2115 = icmp ult i32 %f2113, 147
  %kin2117 = add i32 %k_h1711, 0
  %kok2118 = icmp ult i32 %kin2117, %kpg
  %ok2119 = and i1 %kok2118, %fok2115
  br i1 %ok2119, label %if.then.34, label %if.end.34
if.then.34:
  %krow2120 = add i32 %kbase1709, %kin2117
  %t_f2122 = mul i32 %krow2120, 147
  %el2123 = add i32 %t_f2122, %f2113
  %off2125 = shl i32 %el2123, 2
  %v2126 = extractelement <8 x float> %acc93, i32 0
  %old.82 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2126, ptr addrspace(8) %rws57, i32 %off2125, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  %kin2129 = add i32 %k_h1711, 1
  %kok2130 = icmp ult i32 %kin2129, %kpg
  %ok2131 = and i1 %kok2130, %fok2115
  br i1 %ok2131, label %if.then.35, label %if.end.35
if.then.35:
  %krow2132 = add i32 %kbase1709, %kin2129
  %t_f2134 = mul i32 %krow2132, 147
  %el2135 = add i32 %t_f2134, %f2113
  %off2137 = shl i32 %el2135, 2
  %v2138 = extractelement <8 x float> %acc93, i32 1
  %old.83 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2138, ptr addrspace(8) %rws57, i32 %off2137, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  %kin2141 = add i32 %k_h1711, 2
  %kok2142 = icmp ult i32 %kin2141, %kpg
  %ok2143 = and i1 %kok2142, %fok2115
  br i1 %ok2143, label %if.then.36, label %if.end.36
if.then.36:
  %krow2144 = add i32 %kbase1709, %kin2141
  %t_f2146 = mul i32 %krow2144, 147
  %el2147 = add i32 %t_f2146, %f2113
  %off2149 = shl i32 %el2147, 2
  %v2150 = extractelement <8 x float> %acc93, i32 2
  %old.84 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2150, ptr addrspace(8) %rws57, i32 %off2149, i32 0, i32 20)
  br label %if.end.36
if.end.36:
  %kin2153 = add i32 %k_h1711, 3
  %kok2154 = icmp ult i32 %kin2153, %kpg
  %ok2155 = and i1 %kok2154, %fok2115
  br i1 %ok2155, label %if.then.37, label %if.end.37
if.then.37:
  %krow2156 = add i32 %kbase1709, %kin2153
  %t_f2158 = mul i32 %krow2156, 147
  %el2159 = add i32 %t_f2158, %f2113
  %off2161 = shl i32 %el2159, 2
  %v2162 = extractelement <8 x float> %acc93, i32 3
  %old.85 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2162, ptr addrspace(8) %rws57, i32 %off2161, i32 0, i32 20)
  br label %if.end.37
if.end.37:
  %kin2165 = add i32 %k_h1711, 4
  %kok2166 = icmp ult i32 %kin2165, %kpg
  %ok2167 = and i1 %kok2166, %fok2115
  br i1 %ok2167, label %if.then.38, label %if.end.38
if.then.38:
  %krow2168 = add i32 %kbase1709, %kin2165
  %t_f2170 = mul i32 %krow2168, 147
  %el2171 = add i32 %t_f2170, %f2113
  %off2173 = shl i32 %el2171, 2
  %v2174 = extractelement <8 x float> %acc93, i32 4
  %old.86 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2174, ptr addrspace(8) %rws57, i32 %off2173, i32 0, i32 20)
  br label %if.end.38
if.end.38:
  %kin2177 = add i32 %k_h1711, 5
  %kok2178 = icmp ult i32 %kin2177, %kpg
  %ok2179 = and i1 %kok2178, %fok2115
  br i1 %ok2179, label %if.then.39, label %if.end.39
if.then.39:
  %krow2180 = add i32 %kbase1709, %kin2177
  %t_f2182 = mul i32 %krow2180, 147
  %el2183 = add i32 %t_f2182, %f2113
  %off2185 = shl i32 %el2183, 2
  %v2186 = extractelement <8 x float> %acc93, i32 5
  %old.87 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2186, ptr addrspace(8) %rws57, i32 %off2185, i32 0, i32 20)
  br label %if.end.39
if.end.39:
  %kin2189 = add i32 %k_h1711, 6
  %kok2190 = icmp ult i32 %kin2189, %kpg
  %ok2191 = and i1 %kok2190, %fok2115
  br i1 %ok2191, label %if.then.40, label %if.end.40
if.then.40:
  %krow2192 = add i32 %kbase1709, %kin2189
  %t_f2194 = mul i32 %krow2192, 147
  %el2195 = add i32 %t_f2194, %f2113
  %off2197 = shl i32 %el2195, 2
  %v2198 = extractelement <8 x float> %acc93, i32 6
  %old.88 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2198, ptr addrspace(8) %rws57, i32 %off2197, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %kin2201 = add i32 %k_h1711, 7
  %kok2202 = icmp ult i32 %kin2201, %kpg
  %ok2203 = and i1 %kok2202, %fok2115
  br i1 %ok2203, label %if.then.41, label %if.end.41
if.then.41:
  %krow2204 = add i32 %kbase1709, %kin2201
  %t_f2206 = mul i32 %krow2204, 147
  %el2207 = add i32 %t_f2206, %f2113
  %off2209 = shl i32 %el2207, 2
  %v2210 = extractelement <8 x float> %acc93, i32 7
  %old.89 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2210, ptr addrspace(8) %rws57, i32 %off2209, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %f2213 = add i32 %lcol34, 80
  %fok2215 = icmp ult i32 %f2213, 147
  %kin2217 = add i32 %k_h1711, 0
  %kok2218 = icmp ult i32 %kin2217, %kpg
  %ok2219 = and i1 %kok2218, %fok2215
  br i1 %ok2219, label %if.then.42, label %if.end.42
if.then.42:
  %krow2220 = add i32 %kbase1709, %kin2217
  %t_f2222 = mul i32 %krow2220, 147
  %el2223 = add i32 %t_f2222, %f2213
  %off2225 = shl i32 %el2223, 2
  %v2226 = extractelement <8 x float> %acc94, i32 0
  %old.90 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2226, ptr addrspace(8) %rws57, i32 %off2225, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  %kin2229 = add i32 %k_h1711, 1
  %kok2230 = icmp ult i32 %kin2229, %kpg
  %ok2231 = and i1 %kok2230, %fok2215
  br i1 %ok2231, label %if.then.43, label %if.end.43
if.then.43:
  %krow2232 = add i32 %kbase1709, %kin2229
  %t_f2234 = mul i32 %krow2232, 147
  %el2235 = add i32 %t_f2234, %f2213
  %off2237 = shl i32 %el2235, 2
  %v2238 = extractelement <8 x float> %acc94, i32 1
  %old.91 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2238, ptr addrspace(8) %rws57, i32 %off2237, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %kin2241 = add i32 %k_h1711, 2
  %kok2242 = icmp ult i32 %kin2241, %kpg
  %ok2243 = and i1 %kok2242, %fok2215
  br i1 %ok2243, label %if.then.44, label %if.end.44
if.then.44:
  %krow2244 = add i32 %kbase1709, %kin2241
  %t_f2246 = mul i32 %krow2244, 147
  %el2247 = add i32 %t_f2246, %f2213
  %off2249 = shl i32 %el2247, 2
  %v2250 = extractelement <8 x float> %acc94, i32 2
  %old.92 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2250, ptr addrspace(8) %rws57, i32 %off2249, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %kin2253 = add i32 %k_h1711, 3
  %kok2254 = icmp ult i32 %kin2253, %kpg
  %ok2255 = and i1 %kok2254, %fok2215
  br i1 %ok2255, label %if.then.45, label %if.end.45
if.then.45:
  %krow2256 = add i32 %kbase1709, %kin2253
  %t_f2258 = mul i32 %krow2256, 147
  %el2259 = add i32 %t_f2258, %f2213
  %off2261 = shl i32 %el2259, 2
  %v2262 = extractelement <8 x float> %acc94, i32 3
  %old.93 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2262, ptr addrspace(8) %rws57, i32 %off2261, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %kin2265 = add i32 %k_h1711, 4
  %kok2266 = icmp ult i32 %kin2265, %kpg
  %ok2267 = and i1 %kok2266, %fok2215
  br i1 %ok2267, label %if.then.46, label %if.end.46
if.then.46:
  %krow2268 = add i32 %kbase1709, %kin2265
  %t_f2270 = mul i32 %krow2268, 147
  %el2271 = add i32 %t_f2270, %f2213
  %off2273 = shl i32 %el2271, 2
  %v2274 = extractelement <8 x float> %acc94, i32 4
  %old.94 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2274, ptr addrspace(8) %rws57, i32 %off2273, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %kin2277 = add i32 %k_h1711, 5
  %kok2278 = icmp ult i32 %kin2277, %kpg
  %ok2279 = and i1 %kok2278, %fok2215
  br i1 %ok2279, label %if.then.47, label %if.end.47
if.then.47:
  %krow2280 = add i32 %kbase1709, %kin2277
  %t_f2282 = mul i32 %krow2280, 147
  %el2283 = add i32 %t_f2282, %f2213
  %off2285 = shl i32 %el2283, 2
  %v2286 = extractelement <8 x float> %acc94, i32 5
  %old.95 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2286, ptr addrspace(8) %rws57, i32 %off2285, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  %kin2289 = add i32 %k_h1711, 6
  %kok2290 = icmp ult i32 %kin2289, %kpg
  %ok2291 = and i1 %kok2290, %fok2215
  br i1 %ok2291, label %if.then.48, label %if.end.48
if.then.48:
  %krow2292 = add i32 %kbase1709, %kin2289
  %t_f2294 = mul i32 %krow2292, 147
  %el2295 = add i32 %t_f2294, %f2213
  %off2297 = shl i32 %el2295, 2
  %v2298 = extractelement <8 x float> %acc94, i32 6
  %old.96 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2298, ptr addrspace(8) %rws57, i32 %off2297, i32 0, i32 20)
  br label %if.end.48
if.end.48:
  %kin2301 = add i32 %k_h1711, 7
  %kok2302 = icmp ult i32 %kin2301, %kpg
  %ok2303 = and i1 %kok2302, %fok2215
  br i1 %ok2303, label %if.then.49, label %if.end.49
if.then.49:
  %krow2304 = add i32 %kbase1709, %kin2301
  %t_f2306 = mul i32 %krow2304, 147
  %el2307 = add i32 %t_f2306, %f2213
  %off2309 = shl i32 %el2307, 2
  %v2310 = extractelement <8 x float> %acc94, i32 7
  %old.97 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2310, ptr addrspace(8) %rws57, i32 %off2309, i32 0, i32 20)
  br label %if.end.49
if.end.49:
  %f2313 = add i32 %lcol34, 96
  %fok2315 = icmp ult i32 %f2313, 147
  %kin2317 = add i32 %k_h1711, 0
  %kok2318 = icmp ult i32 %kin2317, %kpg
  %ok2319 = and i1 %kok2318, %fok2315
  br i1 %ok2319, label %if.then.50, label %if.end.50
if.then.50:
  %krow2320 = add i32 %kbase1709, %kin2317
  %t_f2322 = mul i32 %krow2320, 147
  %el2323 = add i32 %t_f2322, %f2313
  %off2325 = shl i32 %el2323, 2
  %v2326 = extractelement <8 x float> %acc95, i32 0
  %old.98 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2326, ptr addrspace(8) %rws57, i32 %off2325, i32 0, i32 20)
  br label %if.end.50
if.end.50:
  %kin2329 = add i32 %k_h1711, 1
  %kok2330 = icmp ult i32 %kin2329, %kpg
  %ok2331 = and i1 %kok2330, %fok2315
  br i1 %ok2331, label %if.then.51, label %if.end.51
if.then.51:
  %krow2332 = add i32 %kbase1709, %kin2329
  %t_f2334 = mul i32 %krow2332, 147
  %el2335 = add i32 %t_f2334, %f2313
  %off2337 = shl i32 %el2335, 2
  %v2338 = extractelement <8 x float> %acc95, i32 1
  %old.99 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2338, ptr addrspace(8) %rws57, i32 %off2337, i32 0, i32 20)
  br label %if.end.51
if.end.51:
  %kin2341 = add i32 %k_h1711, 2
  %kok2342 = icmp ult i32 %kin2341, %kpg
  %ok2343 = and i1 %kok2342, %fok2315
  br i1 %ok2343, label %if.then.52, label %if.end.52
if.then.52:
  %krow2344 = add i32 %kbase1709, %kin2341
  %t_f2346 = mul i32 %krow2344, 147
  %el2347 = add i32 %t_f2346, %f2313
  %off2349 = shl i32 %el2347, 2
  %v2350 = extractelement <8 x float> %acc95, i32 2
  %old.100 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2350, ptr addrspace(8) %rws57, i32 %off2349, i32 0, i32 20)
  br label %if.end.52
if.end.52:
  %kin2353 = add i32 %k_h1711, 3
  %kok2354 = icmp ult i32 %kin2353, %kpg
  %ok2355 = and i1 %kok2354, %fok2315
  br i1 %ok2355, label %if.then.53, label %if.end.53
if.then.53:
  %krow2356 = add i32 %kbase1709, %kin2353
  %t_f2358 = mul i32 %krow2356, 147
  %el2359 = add i32 %t_f2358, %f2313
  %off2361 = shl i32 %el2359, 2
  %v2362 = extractelement <8 x float> %acc95, i32 3
  %old.101 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2362, ptr addrspace(8) %rws57, i32 %off2361, i32 0, i32 20)
  br label %if.end.53
if.end.53:
  %kin2365 = add i32 %k_h1711, 4
  %kok2366 = icmp ult i32 %kin2365, %kpg
  %ok2367 = and i1 %kok2366, %fok2315
  br i1 %ok2367, label %if.then.54, label %if.end.54
if.then.54:
  %krow2368 = add i32 %kbase1709, %kin2365
  %t_f2370 = mul i32 %krow2368, 147
  %el2371 = add i32 %t_f2370, %f2313
  %off2373 = shl i32 %el2371, 2
  %v2374 = extractelement <8 x float> %acc95, i32 4
  %old.102 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2374, ptr addrspace(8) %rws57, i32 %off2373, i32 0, i32 20)
  br label %if.end.54
if.end.54:
  %kin2377 = add i32 %k_h1711, 5
  %kok2378 = icmp ult i32 %kin2377, %kpg
  %ok2379 = and i1 %kok2378, %fok2315
  br i1 %ok2379, label %if.then.55, label %if.end.55
if.then.55:
  %krow2380 = add i32 %kbase1709, %kin2377
  %t_f2382 = mul i32 %krow2380, 147
  %el2383 = add i32 %t_f2382, %f2313
  %off2385 = shl i32 %el2383, 2
  %v2386 = extractelement <8 x float> %acc95, i32 5
  %old.103 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2386, ptr addrspace(8) %rws57, i32 %off2385, i32 0, i32 20)
  br label %if.end.55
if.end.55:
  %kin2389 = add i32 %k_h1711, 6
  %kok2390 = icmp ult i32 %kin2389, %kpg
  %ok2391 = and i1 %kok2390, %fok2315
  br i1 %ok2391, label %if.then.56, label %if.end.56
if.then.56:
  %krow2392 = add i32 %kbase1709, %kin2389
  %t_f2394 = mul i32 %krow2392, 147
  %el2395 = add i32 %t_f2394, %f2313
  %off2397 = shl i32 %el2395, 2
  %v2398 = extractelement <8 x float> %acc95, i32 6
  %old.104 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2398, ptr addrspace(8) %rws57, i32 %off2397, i32 0, i32 20)
  br label %if.end.56
if.end.56:
  %kin2401 = add i32 %k_h1711, 7
  %kok2402 = icmp ult i32 %kin2401, %kpg
  %ok2403 = and i1 %kok2402, %fok2315
  br i1 %ok2403, label %if.then.57, label %if.end.57
if.then.57:
  %krow2404 = add i32 %kbase1709, %kin2401
  %t_f2406 = mul i32 %krow2404, 147
  %el2407 = add i32 %t_f2406, %f2313
  %off2409 = shl i32 %el2407, 2
  %v2410 = extractelement <8 x float> %acc95, i32 7
  %old.105 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2410, ptr addrspace(8) %rws57, i32 %off2409, i32 0, i32 20)
  br label %if.end.57
if.end.57:
  %f2413 = add i32 %lcol34, 112
  %fok2415 = icmp ult i32 %f2413, 147
  %kin2417 = add i32 %k_h1711, 0
  %kok2418 = icmp ult i32 %kin2417, %kpg
  %ok2419 = and i1 %kok2418, %fok2415
  br i1 %ok2419, label %if.then.58, label %if.end.58
if.then.58:
  %krow2420 = add i32 %kbase1709, %kin2417
  %t_f2422 = mul i32 %krow2420, 147
  %el2423 = add i32 %t_f2422, %f2413
  %off2425 = shl i32 %el2423, 2
  %v2426 = extractelement <8 x float> %acc96, i32 0
  %old.106 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2426, ptr addrspace(8) %rws57, i32 %off2425, i32 0, i32 20)
  br label %if.end.58
if.end.58:
  %kin2429 = add i32 %k_h1711, 1
  %kok2430 = icmp ult i32 %kin2429, %kpg
  %ok2431 = and i1 %kok2430, %fok2415
  br i1 %ok2431, label %if.then.59, label %if.end.59
if.then.59:
  %krow2432 = add i32 %kbase1709, %kin2429
  %t_f2434 = mul i32 %krow2432, 147
  %el2435 = add i32 %t_f2434, %f2413
  %off2437 = shl i32 %el2435, 2
  %v2438 = extractelement <8 x float> %acc96, i32 1
  %old.107 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2438, ptr addrspace(8) %rws57, i32 %off2437, i32 0, i32 20)
  br label %if.end.59
if.end.59:
  %kin2441 = add i32 %k_h1711, 2
  %kok2442 = icmp ult i32 %kin2441, %kpg
  %ok2443 = and i1 %kok2442, %fok2415
  br i1 %ok2443, label %if.then.60, label %if.end.60
if.then.60:
  %krow2444 = add i32 %kbase1709, %kin2441
  %t_f2446 = mul i32 %krow2444, 147
  %el2447 = add i32 %t_f2446, %f2413
  %off2449 = shl i32 %el2447, 2
  %v2450 = extractelement <8 x float> %acc96, i32 2
  %old.108 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2450, ptr addrspace(8) %rws57, i32 %off2449, i32 0, i32 20)
  br label %if.end.60
if.end.60:
  %kin2453 = add i32 %k_h1711, 3
  %kok2454 = icmp ult i32 %kin2453, %kpg
  %ok2455 = and i1 %kok2454, %fok2415
  br i1 %ok2455, label %if.then.61, label %if.end.61
if.then.61:
  %krow2456 = add i32 %kbase1709, %kin2453
  %t_f2458 = mul i32 %krow2456, 147
  %el2459 = add i32 %t_f2458, %f2413
  %off2461 = shl i32 %el2459, 2
  %v2462 = extractelement <8 x float> %acc96, i32 3
  %old.109 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2462, ptr addrspace(8) %rws57, i32 %off2461, i32 0, i32 20)
  br label %if.end.61
if.end.61:
  %kin2465 = add i32 %k_h1711, 4
  %kok2466 = icmp ult i32 %kin2465, %kpg
  %ok2467 = and i1 %kok2466, %fok2415
  br i1 %ok2467, label %if.then.62, label %if.end.62
if.then.62:
  %krow2468 = add i32 %kbase1709, %kin2465
  %t_f2470 = mul i32 %krow2468, 147
  %el2471 = add i32 %t_f2470, %f2413
  %off2473 = shl i32 %el2471, 2
  %v2474 = extractelement <8 x float> %acc96, i32 4
  %old.110 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2474, ptr addrspace(8) %rws57, i32 %off2473, i32 0, i32 20)
  br label %if.end.62
if.end.62:
  %kin2477 = add i32 %k_h1711, 5
  %kok2478 = icmp ult i32 %kin2477, %kpg
  %ok2479 = and i1 %kok2478, %fok2415
  br i1 %ok2479, label %if.then.63, label %if.end.63
if.then.63:
  %krow2480 = add i32 %kbase1709, %kin2477
  %t_f2482 = mul i32 %krow2480, 147
  %el2483 = add i32 %t_f2482, %f2413
  %off2485 = shl i32 %el2483, 2
  %v2486 = extractelement <8 x float> %acc96, i32 5
  %old.111 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2486, ptr addrspace(8) %rws57, i32 %off2485, i32 0, i32 20)
  br label %if.end.63
if.end.63:
  %kin2489 = add i32 %k_h1711, 6
  %kok2490 = icmp ult i32 %kin2489, %kpg
  %ok2491 = and i1 %kok2490, %fok2415
  br i1 %ok2491, label %if.then.64, label %if.end.64
if.then.64:
  %krow2492 = add i32 %kbase1709, %kin2489
  %t_f2494 = mul i32 %krow2492, 147
  %el2495 = add i32 %t_f2494, %f2413
  %off2497 = shl i32 %el2495, 2
  %v2498 = extractelement <8 x float> %acc96, i32 6
  %old.112 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2498, ptr addrspace(8) %rws57, i32 %off2497, i32 0, i32 20)
  br label %if.end.64
if.end.64:
  %kin2501 = add i32 %k_h1711, 7
  %kok2502 = icmp ult i32 %kin2501, %kpg
  %ok2503 = and i1 %kok2502, %fok2415
  br i1 %ok2503, label %if.then.65, label %if.end.65
if.then.65:
  %krow2504 = add i32 %kbase1709, %kin2501
  %t_f2506 = mul i32 %krow2504, 147
  %el2507 = add i32 %t_f2506, %f2413
  %off2509 = shl i32 %el2507, 2
  %v2510 = extractelement <8 x float> %acc96, i32 7
  %old.113 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2510, ptr addrspace(8) %rws57, i32 %off2509, i32 0, i32 20)
  br label %if.end.65
if.end.65:
  %f2513 = add i32 %lcol34, 128
  %fok2515 = icmp ult i32 %f2513, 147
  %kin2517 = add i32 %k_h1711, 0
  %kok2518 = icmp ult i32 %kin2517, %kpg
  %ok2519 = and i1 %kok2518, %fok2515
  br i1 %ok2519, label %if.then.66, label %if.end.66
if.then.66:
  %krow2520 = add i32 %kbase1709, %kin2517
  %t_f2522 = mul i32 %krow2520, 147
  %el2523 = add i32 %t_f2522, %f2513
  %off2525 = shl i32 %el2523, 2
  %v2526 = extractelement <8 x float> %acc97, i32 0
  %old.114 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2526, ptr addrspace(8) %rws57, i32 %off2525, i32 0, i32 20)
  br label %if.end.66
if.end.66:
  %kin2529 = add i32 %k_h1711, 1
  %kok2530 = icmp ult i32 %kin2529, %kpg
  %ok2531 = and i1 %kok2530, %fok2515
  br i1 %ok2531, label %if.then.67, label %if.end.67
if.then.67:
  %krow2532 = add i32 %kbase1709, %kin2529
  %t_f2534 = mul i32 %krow2532, 147
  %el2535 = add i32 %t_f2534, %f2513
  %off2537 = shl i32 %el2535, 2
  %v2538 = extractelement <8 x float> %acc97, i32 1
  %old.115 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2538, ptr addrspace(8) %rws57, i32 %off2537, i32 0, i32 20)
  br label %if.end.67
if.end.67:
  %kin2541 = add i32 %k_h1711, 2
  %kok2542 = icmp ult i32 %kin2541, %kpg
  %ok2543 = and i1 %kok2542, %fok2515
  br i1 %ok2543, label %if.then.68, label %if.end.68
if.then.68:
  %krow2544 = add i32 %kbase1709, %kin2541
  %t_f2546 = mul i32 %krow2544, 147
  %el2547 = add i32 %t_f2546, %f2513
  %off2549 = shl i32 %el2547, 2
  %v2550 = extractelement <8 x float> %acc97, i32 2
  %old.116 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2550, ptr addrspace(8) %rws57, i32 %off2549, i32 0, i32 20)
  br label %if.end.68
if.end.68:
  %kin2553 = add i32 %k_h1711, 3
  %kok2554 = icmp ult i32 %kin2553, %kpg
  %ok2555 = and i1 %kok2554, %fok2515
  br i1 %ok2555, label %if.then.69, label %if.end.69
if.then.69:
  %krow2556 = add i32 %kbase1709, %kin2553
  %t_f2558 = mul i32 %krow2556, 147
  %el2559 = add i32 %t_f2558, %f2513
  %off2561 = shl i32 %el2559, 2
  %v2562 = extractelement <8 x float> %acc97, i32 3
  %old.117 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2562, ptr addrspace(8) %rws57, i32 %off2561, i32 0, i32 20)
  br label %if.end.69
if.end.69:
  %kin2565 = add i32 %k_h1711, 4
  %kok2566 = icmp ult i32 %kin2565, %kpg
  %ok2567 = and i1 %kok2566, %fok2515
  br i1 %ok2567, label %if.then.70, label %if.end.70
if.then.70:
  %krow2568 = add i32 %kbase1709, %kin2565
  %t_f2570 = mul i32 %krow2568, 147
  %el2571 = add i32 %t_f2570, %f2513
  %off2573 = shl i32 %el2571, 2
  %v2574 = extractelement <8 x float> %acc97, i32 4
  %old.118 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2574, ptr addrspace(8) %rws57, i32 %off2573, i32 0, i32 20)
  br label %if.end.70
if.end.70:
  %kin2577 = add i32 %k_h1711, 5
  %kok2578 = icmp ult i32 %kin2577, %kpg
  %ok2579 = and i1 %kok2578, %fok2515
  br i1 %ok2579, label %if.then.71, label %if.end.71
if.then.71:
  %krow2580 = add i32 %kbase1709, %kin2577
  %t_f2582 = mul i32 %krow2580, 147
  %el2583 = add i32 %t_f2582, %f2513
  %off2585 = shl i32 %el2583, 2
  %v2586 = extractelement <8 x float> %acc97, i32 5
  %old.119 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2586, ptr addrspace(8) %rws57, i32 %off2585, i32 0, i32 20)
  br label %if.end.71
if.end.71:
  %kin2589 = add i32 %k_h1711, 6
  %kok2590 = icmp ult i32 %kin2589, %kpg
  %ok2591 = and i1 %kok2590, %fok2515
  br i1 %ok2591, label %if.then.72, label %if.end.72
if.then.72:
  %krow2592 = add i32 %kbase1709, %kin2589
  %t_f2594 = mul i32 %krow2592, 147
  %el2595 = add i32 %t_f2594, %f2513
  %off2597 = shl i32 %el2595, 2
  %v2598 = extractelement <8 x float> %acc97, i32 6
  %old.120 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2598, ptr addrspace(8) %rws57, i32 %off2597, i32 0, i32 20)
  br label %if.end.72
if.end.72:
  %kin2601 = add i32 %k_h1711, 7
  %kok2602 = icmp ult i32 %kin2601, %kpg
  %ok2603 = and i1 %kok2602, %fok2515
  br i1 %ok2603, label %if.then.73, label %if.end.73
if.then.73:
  %krow2604 = add i32 %kbase1709, %kin2601
  %t_f2606 = mul i32 %krow2604, 147
  %el2607 = add i32 %t_f2606, %f2513
  %off2609 = shl i32 %el2607, 2
  %v2610 = extractelement <8 x float> %acc97, i32 7
  %old.121 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2610, ptr addrspace(8) %rws57, i32 %off2609, i32 0, i32 20)
  br label %if.end.73
if.end.73:
  %f2613 = add i32 %lcol34, 144
  %fok2615 = icmp ult i32 %f2613, 147
  %kin2617 = add i32 %k_h1711, 0
  %kok2618 = icmp ult i32 %kin2617, %kpg
  %ok2619 = and i1 %kok2618, %fok2615
  br i1 %ok2619, label %if.then.74, label %if.end.74
if.then.74:
  %krow2620 = add i32 %kbase1709, %kin2617
  %t_f2622 = mul i32 %krow2620, 147
  %el2623 = add i32 %t_f2622, %f2613
  %off2625 = shl i32 %el2623, 2
  %v2626 = extractelement <8 x float> %acc98, i32 0
  %old.122 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2626, ptr addrspace(8) %rws57, i32 %off2625, i32 0, i32 20)
  br label %if.end.74
if.end.74:
  %kin2629 = add i32 %k_h1711, 1
  %kok2630 = icmp ult i32 %kin2629, %kpg
  %ok2631 = and i1 %kok2630, %fok2615
  br i1 %ok2631, label %if.then.75, label %if.end.75
if.then.75:
  %krow2632 = add i32 %kbase1709, %kin2629
  %t_f2634 = mul i32 %krow2632, 147
  %el2635 = add i32 %t_f2634, %f2613
  %off2637 = shl i32 %el2635, 2
  %v2638 = extractelement <8 x float> %acc98, i32 1
  %old.123 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2638, ptr addrspace(8) %rws57, i32 %off2637, i32 0, i32 20)
  br label %if.end.75
if.end.75:
  %kin2641 = add i32 %k_h1711, 2
  %kok2642 = icmp ult i32 %kin2641, %kpg
  %ok2643 = and i1 %kok2642, %fok2615
  br i1 %ok2643, label %if.then.76, label %if.end.76
if.then.76:
  %krow2644 = add i32 %kbase1709, %kin2641
  %t_f2646 = mul i32 %krow2644, 147
  %el2647 = add i32 %t_f2646, %f2613
  %off2649 = shl i32 %el2647, 2
  %v2650 = extractelement <8 x float> %acc98, i32 2
  %old.124 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2650, ptr addrspace(8) %rws57, i32 %off2649, i32 0, i32 20)
  br label %if.end.76
if.end.76:
  %kin2653 = add i32 %k_h1711, 3
  %kok2654 = icmp ult i32 %kin2653, %kpg
  %ok2655 = and i1 %kok2654, %fok2615
  br i1 %ok2655, label %if.then.77, label %if.end.77
if.then.77:
  %krow2656 = add i32 %kbase1709, %kin2653
  %t_f2658 = mul i32 %krow2656, 147
  %el2659 = add i32 %t_f2658, %f2613
  %off2661 = shl i32 %el2659, 2
  %v2662 = extractelement <8 x float> %acc98, i32 3
  %old.125 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2662, ptr addrspace(8) %rws57, i32 %off2661, i32 0, i32 20)
  br label %if.end.77
if.end.77:
  %kin2665 = add i32 %k_h1711, 4
  %kok2666 = icmp ult i32 %kin2665, %kpg
  %ok2667 = and i1 %kok2666, %fok2615
  br i1 %ok2667, label %if.then.78, label %if.end.78
if.then.78:
  %krow2668 = add i32 %kbase1709, %kin2665
  %t_f2670 = mul i32 %krow2668, 147
  %el2671 = add i32 %t_f2670, %f2613
  %off2673 = shl i32 %el2671, 2
  %v2674 = extractelement <8 x float> %acc98, i32 4
  %old.126 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2674, ptr addrspace(8) %rws57, i32 %off2673, i32 0, i32 20)
  br label %if.end.78
if.end.78:
  %kin2677 = add i32 %k_h1711, 5
  %kok2678 = icmp ult i32 %kin2677, %kpg
  %ok2679 = and i1 %kok2678, %fok2615
  br i1 %ok2679, label %if.then.79, label %if.end.79
if.then.79:
  %krow2680 = add i32 %kbase1709, %kin2677
  %t_f2682 = mul i32 %krow2680, 147
  %el2683 = add i32 %t_f2682, %f2613
  %off2685 = shl i32 %el2683, 2
  %v2686 = extractelement <8 x float> %acc98, i32 5
  %old.127 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2686, ptr addrspace(8) %rws57, i32 %off2685, i32 0, i32 20)
  br label %if.end.79
if.end.79:
  %kin2689 = add i32 %k_h1711, 6
  %kok2690 = icmp ult i32 %kin2689, %kpg
  %ok2691 = and i1 %kok2690, %fok2615
  br i1 %ok2691, label %if.then.80, label %if.end.80
if.then.80:
  %krow2692 = add i32 %kbase1709, %kin2689
  %t_f2694 = mul i32 %krow2692, 147
  %el2695 = add i32 %t_f2694, %f2613
  %off2697 = shl i32 %el2695, 2
  %v2698 = extractelement <8 x float> %acc98, i32 6
  %old.128 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2698, ptr addrspace(8) %rws57, i32 %off2697, i32 0, i32 20)
  br label %if.end.80
if.end.80:
  %kin2701 = add i32 %k_h1711, 7
  %kok2702 = icmp ult i32 %kin2701, %kpg
  %ok2703 = and i1 %kok2702, %fok2615
  br i1 %ok2703, label %if.then.81, label %if.end.81
if.then.81:
  %krow2704 = add i32 %kbase1709, %kin2701
  %t_f2706 = mul i32 %krow2704, 147
  %el2707 = add i32 %t_f2706, %f2613
  %off2709 = shl i32 %el2707, 2
  %v2710 = extractelement <8 x float> %acc98, i32 7
  %old.129 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2710, ptr addrspace(8) %rws57, i32 %off2709, i32 0, i32 20)
  br label %if.end.81
if.end.81:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="343" }
