; irgate direct_wgrad_small_c{dtype=fp16,filter_h=5,filter_w=3,pad_h=2,pad_w=1,stride_h=1,stride_w=1,c=1,kpg=0,vec_x=1,sub_steps=1,uniform_wave=0,waves=1,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1 = internal unnamed_addr addrspace(3) global [3072 x i8] undef, align 16

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

define amdgpu_kernel void @irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg) #0 {
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
  %a_r40 = mul i32 %tr_row32, 24
  %a_c41 = add i32 %a_r40, %tr_col38
  %a_e42 = add i32 %a_c41, %wkb25
  %a_lane44 = shl i32 %a_e42, 1
  %b_r46 = mul i32 %tr_row32, 24
  %b_c47 = add i32 %b_r46, %tr_col38
  %b_lane49 = shl i32 %b_c47, 1
  %kt50 = call i32 @llvm.amdgcn.workgroup.id.x()
  %orow51 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img52 = call i32 @llvm.amdgcn.workgroup.id.z()
  %k_blk54 = mul i32 %kt50, 16
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
  %hb65 = sub i32 %hb_a63, 2
  %nch_a68 = add i32 %wo, 31
  %nch70 = lshr i32 %nch_a68, 5
  %st_a72 = add i32 %nch70, 0
  %steps74 = udiv i32 %st_a72, 1
  br label %for.head.1
for.head.1:
  %t79 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc80 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc855, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t79, %steps74
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu82 = mul i32 %t79, 1
  %ch84 = add i32 %tu82, 0
  %wo_s86 = shl i32 %ch84, 5
  %e88 = add i32 %tid19, 0
  %row90 = udiv i32 %e88, 2
  %cc92 = urem i32 %e88, 2
  %chan94 = shl i32 %cc92, 3
  %wo95 = add i32 %wo_s86, %row90
  %wok96 = icmp ult i32 %wo95, %wo
  %kin97 = add i32 %k_blk54, %chan94
  %kok98 = icmp ult i32 %kin97, %kpg
  %ok99 = and i1 %wok96, %kok98
  %col100 = mul i32 %wo95, %dy_stride_w
  %el101 = add i32 %dy_r61, %col100
  %el102 = add i32 %el101, %kin97
  %off104 = shl i32 %el102, 1
  %safe106 = select i1 %ok99, i32 %off104, i32 2147483647
  %dyv108 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe106, i32 0, i32 0)
  %lrow110 = mul i32 %row90, 24
  %lel111 = add i32 %lrow110, %chan94
  %lb113 = shl i32 %lel111, 1
  %la115 = add i32 %lb113, 0
  %e117 = add i32 %tid19, 32
  %row119 = udiv i32 %e117, 2
  %cc121 = urem i32 %e117, 2
  %chan123 = shl i32 %cc121, 3
  %wo124 = add i32 %wo_s86, %row119
  %wok125 = icmp ult i32 %wo124, %wo
  %kin126 = add i32 %k_blk54, %chan123
  %kok127 = icmp ult i32 %kin126, %kpg
  %ok128 = and i1 %wok125, %kok127
  %col129 = mul i32 %wo124, %dy_stride_w
  %el130 = add i32 %dy_r61, %col129
  %el131 = add i32 %el130, %kin126
  %off133 = shl i32 %el131, 1
  %safe135 = select i1 %ok128, i32 %off133, i32 2147483647
  %dyv137 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe135, i32 0, i32 0)
  %lrow139 = mul i32 %row119, 24
  %lel140 = add i32 %lrow139, %chan123
  %lb142 = shl i32 %lel140, 1
  %la144 = add i32 %lb142, 0
  %e146 = add i32 %tid19, 0
  %prow148 = udiv i32 %e146, 8
  %ig150 = urem i32 %e146, 8
  %fb152 = mul i32 %ig150, 2
  %wo153 = add i32 %wo_s86, %prow148
  %wok154 = icmp ult i32 %wo153, %wo
  %wb_a156 = mul i32 %wo153, 1
  %wb158 = sub i32 %wb_a156, 1
  %f160 = add i32 %fb152, 0
  %fok162 = icmp ult i32 %f160, 15
  %fr164 = udiv i32 %f160, 3
  %frem166 = urem i32 %f160, 3
  %fs168 = udiv i32 %frem166, 1
  %fc170 = urem i32 %frem166, 1
  %hi171 = add i32 %hb65, %fr164
  %hiok172 = icmp ult i32 %hi171, %hi
  %wi173 = add i32 %wb158, %fs168
  %wiok174 = icmp ult i32 %wi173, %wi
  %ok175 = and i1 %wok154, %fok162
  %ok176 = and i1 %ok175, %hiok172
  %ok177 = and i1 %ok176, %wiok174
  %x_row178 = mul i32 %hi171, %x_stride_h
  %col179 = mul i32 %wi173, %x_stride_w
  %el180 = add i32 %x_img59, %x_row178
  %el181 = add i32 %el180, %col179
  %el182 = add i32 %el181, %fc170
  %off184 = shl i32 %el182, 1
  %safe186 = select i1 %ok177, i32 %off184, i32 2147483647
  %xv188 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe186, i32 0, i32 0)
  %f190 = add i32 %fb152, 1
  %fok192 = icmp ult i32 %f190, 15
  %fr194 = udiv i32 %f190, 3
  %frem196 = urem i32 %f190, 3
  %fs198 = udiv i32 %frem196, 1
  %fc200 = urem i32 %frem196, 1
  %hi201 = add i32 %hb65, %fr194
  %hiok202 = icmp ult i32 %hi201, %hi
  %wi203 = add i32 %wb158, %fs198
  %wiok204 = icmp ult i32 %wi203, %wi
  %ok205 = and i1 %wok154, %fok192
  %ok206 = and i1 %ok205, %hiok202
  %ok207 = and i1 %ok206, %wiok204
  %x_row208 = mul i32 %hi201, %x_stride_h
  %col209 = mul i32 %wi203, %x_stride_w
  %el210 = add i32 %x_img59, %x_row208
  %el211 = add i32 %el210, %col209
  %el212 = add i32 %el211, %fc200
  %off214 = shl i32 %el212, 1
  %safe216 = select i1 %ok207, i32 %off214, i32 2147483647
  %xv218 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe216, i32 0, i32 0)
  %lrow220 = mul i32 %prow148, 24
  %lel221 = add i32 %lrow220, %fb152
  %lb223 = shl i32 %lel221, 1
  %la225 = add i32 %lb223, 1536
  %e227 = add i32 %tid19, 32
  %prow229 = udiv i32 %e227, 8
  %ig231 = urem i32 %e227, 8
  %fb233 = mul i32 %ig231, 2
  %wo234 = add i32 %wo_s86, %prow229
  %wok235 = icmp ult i32 %wo234, %wo
  %wb_a237 = mul i32 %wo234, 1
  %wb239 = sub i32 %wb_a237, 1
  %f241 = add i32 %fb233, 0
  %fok243 = icmp ult i32 %f241, 15
  %fr245 = udiv i32 %f241, 3
  %frem247 = urem i32 %f241, 3
  %fs249 = udiv i32 %frem247, 1
  %fc251 = urem i32 %frem247, 1
  %hi252 = add i32 %hb65, %fr245
  %hiok253 = icmp ult i32 %hi252, %hi
  %wi254 = add i32 %wb239, %fs249
  %wiok255 = icmp ult i32 %wi254, %wi
  %ok256 = and i1 %wok235, %fok243
  %ok257 = and i1 %ok256, %hiok253
  %ok258 = and i1 %ok257, %wiok255
  %x_row259 = mul i32 %hi252, %x_stride_h
  %col260 = mul i32 %wi254, %x_stride_w
  %el261 = add i32 %x_img59, %x_row259
  %el262 = add i32 %el261, %col260
  %el263 = add i32 %el262, %fc251
  %off265 = shl i32 %el263, 1
  %safe267 = select i1 %ok258, i32 %off265, i32 2147483647
  %xv269 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe267, i32 0, i32 0)
  %f271 = add i32 %fb233, 1
  %fok273 = icmp ult i32 %f271, 15
  %fr275 = udiv i32 %f271, 3
  %frem277 = urem i32 %f271, 3
  %fs279 = udiv i32 %frem277, 1
  %fc281 = urem i32 %frem277, 1
  %hi282 = add i32 %hb65, %fr275
  %hiok283 = icmp ult i32 %hi282, %hi
  %wi284 = add i32 %wb239, %fs279
  %wiok285 = icmp ult i32 %wi284, %wi
  %ok286 = and i1 %wok235, %fok273
  %ok287 = and i1 %ok286, %hiok283
  %ok288 = and i1 %ok287, %wiok285
  %x_row289 = mul i32 %hi282, %x_stride_h
  %col290 = mul i32 %wi284, %x_stride_w
  %el291 = add i32 %x_img59, %x_row289
  %el292 = add i32 %el291, %col290
  %el293 = add i32 %el292, %fc281
  %off295 = shl i32 %el293, 1
  %safe297 = select i1 %ok288, i32 %off295, i32 2147483647
  %xv299 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe297, i32 0, i32 0)
  %lrow301 = mul i32 %prow229, 24
  %lel302 = add i32 %lrow301, %fb233
  %lb304 = shl i32 %lel302, 1
  %la306 = add i32 %lb304, 1536
  %e308 = add i32 %tid19, 64
  %prow310 = udiv i32 %e308, 8
  %ig312 = urem i32 %e308, 8
  %fb314 = mul i32 %ig312, 2
  %wo315 = add i32 %wo_s86, %prow310
  %wok316 = icmp ult i32 %wo315, %wo
  %wb_a318 = mul i32 %wo315, 1
  %wb320 = sub i32 %wb_a318, 1
  %f322 = add i32 %fb314, 0
  %fok324 = icmp ult i32 %f322, 15
  %fr326 = udiv i32 %f322, 3
  %frem328 = urem i32 %f322, 3
  %fs330 = udiv i32 %frem328, 1
  %fc332 = urem i32 %frem328, 1
  %hi333 = add i32 %hb65, %fr326
  %hiok334 = icmp ult i32 %hi333, %hi
  %wi335 = add i32 %wb320, %fs330
  %wiok336 = icmp ult i32 %wi335, %wi
  %ok337 = and i1 %wok316, %fok324
  %ok338 = and i1 %ok337, %hiok334
  %ok339 = and i1 %ok338, %wiok336
  %x_row340 = mul i32 %hi333, %x_stride_h
  %col341 = mul i32 %wi335, %x_stride_w
  %el342 = add i32 %x_img59, %x_row340
  %el343 = add i32 %el342, %col341
  %el344 = add i32 %el343, %fc332
  %off346 = shl i32 %el344, 1
  %safe348 = select i1 %ok339, i32 %off346, i32 2147483647
  %xv350 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe348, i32 0, i32 0)
  %f352 = add i32 %fb314, 1
  %fok354 = icmp ult i32 %f352, 15
  %fr356 = udiv i32 %f352, 3
  %frem358 = urem i32 %f352, 3
  %fs360 = udiv i32 %frem358, 1
  %fc362 = urem i32 %frem358, 1
  %hi363 = add i32 %hb65, %fr356
  %hiok364 = icmp ult i32 %hi363, %hi
  %wi365 = add i32 %wb320, %fs360
  %wiok366 = icmp ult i32 %wi365, %wi
  %ok367 = and i1 %wok316, %fok354
  %ok368 = and i1 %ok367, %hiok364
  %ok369 = and i1 %ok368, %wiok366
  %x_row370 = mul i32 %hi363, %x_stride_h
  %col371 = mul i32 %wi365, %x_stride_w
  %el372 = add i32 %x_img59, %x_row370
  %el373 = add i32 %el372, %col371
  %el374 = add i32 %el373, %fc362
  %off376 = shl i32 %el374, 1
  %safe378 = select i1 %ok369, i32 %off376, i32 2147483647
  %xv380 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe378, i32 0, i32 0)
  %lrow382 = mul i32 %prow310, 24
  %lel383 = add i32 %lrow382, %fb314
  %lb385 = shl i32 %lel383, 1
  %la387 = add i32 %lb385, 1536
  %e389 = add i32 %tid19, 96
  %prow391 = udiv i32 %e389, 8
  %ig393 = urem i32 %e389, 8
  %fb395 = mul i32 %ig393, 2
  %wo396 = add i32 %wo_s86, %prow391
  %wok397 = icmp ult i32 %wo396, %wo
  %wb_a399 = mul i32 %wo396, 1
  %wb401 = sub i32 %wb_a399, 1
  %f403 = add i32 %fb395, 0
  %fok405 = icmp ult i32 %f403, 15
  %fr407 = udiv i32 %f403, 3
  %frem409 = urem i32 %f403, 3
  %fs411 = udiv i32 %frem409, 1
  %fc413 = urem i32 %frem409, 1
  %hi414 = add i32 %hb65, %fr407
  %hiok415 = icmp ult i32 %hi414, %hi
  %wi416 = add i32 %wb401, %fs411
  %wiok417 = icmp ult i32 %wi416, %wi
  %ok418 = and i1 %wok397, %fok405
  %ok419 = and i1 %ok418, %hiok415
  %ok420 = and i1 %ok419, %wiok417
  %x_row421 = mul i32 %hi414, %x_stride_h
  %col422 = mul i32 %wi416, %x_stride_w
  %el423 = add i32 %x_img59, %x_row421
  %el424 = add i32 %el423, %col422
  %el425 = add i32 %el424, %fc413
  %off427 = shl i32 %el425, 1
  %safe429 = select i1 %ok420, i32 %off427, i32 2147483647
  %xv431 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe429, i32 0, i32 0)
  %f433 = add i32 %fb395, 1
  %fok435 = icmp ult i32 %f433, 15
  %fr437 = udiv i32 %f433, 3
  %frem439 = urem i32 %f433, 3
  %fs441 = udiv i32 %frem439, 1
  %fc443 = urem i32 %frem439, 1
  %hi444 = add i32 %hb65, %fr437
  %hiok445 = icmp ult i32 %hi444, %hi
  %wi446 = add i32 %wb401, %fs441
  %wiok447 = icmp ult i32 %wi446, %wi
  %ok448 = and i1 %wok397, %fok435
  %ok449 = and i1 %ok448, %hiok445
  %ok450 = and i1 %ok449, %wiok447
  %x_row451 = mul i32 %hi444, %x_stride_h
  %col452 = mul i32 %wi446, %x_stride_w
  %el453 = add i32 %x_img59, %x_row451
  %el454 = add i32 %el453, %col452
  %el455 = add i32 %el454, %fc443
  %off457 = shl i32 %el455, 1
  %safe459 = select i1 %ok450, i32 %off457, i32 2147483647
  %xv461 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe459, i32 0, i32 0)
  %lrow463 = mul i32 %prow391, 24
  %lel464 = add i32 %lrow463, %fb395
  %lb466 = shl i32 %lel464, 1
  %la468 = add i32 %lb466, 1536
  %e470 = add i32 %tid19, 128
  %prow472 = udiv i32 %e470, 8
  %ig474 = urem i32 %e470, 8
  %fb476 = mul i32 %ig474, 2
  %wo477 = add i32 %wo_s86, %prow472
  %wok478 = icmp ult i32 %wo477, %wo
  %wb_a480 = mul i32 %wo477, 1
  %wb482 = sub i32 %wb_a480, 1
  %f484 = add i32 %fb476, 0
  %fok486 = icmp ult i32 %f484, 15
  %fr488 = udiv i32 %f484, 3
  %frem490 = urem i32 %f484, 3
  %fs492 = udiv i32 %frem490, 1
  %fc494 = urem i32 %frem490, 1
  %hi495 = add i32 %hb65, %fr488
  %hiok496 = icmp ult i32 %hi495, %hi
  %wi497 = add i32 %wb482, %fs492
  %wiok498 = icmp ult i32 %wi497, %wi
  %ok499 = and i1 %wok478, %fok486
  %ok500 = and i1 %ok499, %hiok496
  %ok501 = and i1 %ok500, %wiok498
  %x_row502 = mul i32 %hi495, %x_stride_h
  %col503 = mul i32 %wi497, %x_stride_w
  %el504 = add i32 %x_img59, %x_row502
  %el505 = add i32 %el504, %col503
  %el506 = add i32 %el505, %fc494
  %off508 = shl i32 %el506, 1
  %safe510 = select i1 %ok501, i32 %off508, i32 2147483647
  %xv512 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe510, i32 0, i32 0)
  %f514 = add i32 %fb476, 1
  %fok516 = icmp ult i32 %f514, 15
  %fr518 = udiv i32 %f514, 3
  %frem520 = urem i32 %f514, 3
  %fs522 = udiv i32 %frem520, 1
  %fc524 = urem i32 %frem520, 1
  %hi525 = add i32 %hb65, %fr518
  %hiok526 = icmp ult i32 %hi525, %hi
  %wi527 = add i32 %wb482, %fs522
  %wiok528 = icmp ult i32 %wi527, %wi
  %ok529 = and i1 %wok478, %fok516
  %ok530 = and i1 %ok529, %hiok526
  %ok531 = and i1 %ok530, %wiok528
  %x_row532 = mul i32 %hi525, %x_stride_h
  %col533 = mul i32 %wi527, %x_stride_w
  %el534 = add i32 %x_img59, %x_row532
  %el535 = add i32 %el534, %col533
  %el536 = add i32 %el535, %fc524
  %off538 = shl i32 %el536, 1
  %safe540 = select i1 %ok531, i32 %off538, i32 2147483647
  %xv542 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe540, i32 0, i32 0)
  %lrow544 = mul i32 %prow472, 24
  %lel545 = add i32 %lrow544, %fb476
  %lb547 = shl i32 %lel545, 1
  %la549 = add i32 %lb547, 1536
  %e551 = add i32 %tid19, 160
  %prow553 = udiv i32 %e551, 8
  %ig555 = urem i32 %e551, 8
  %fb557 = mul i32 %ig555, 2
  %wo558 = add i32 %wo_s86, %prow553
  %wok559 = icmp ult i32 %wo558, %wo
  %wb_a561 = mul i32 %wo558, 1
  %wb563 = sub i32 %wb_a561, 1
  %f565 = add i32 %fb557, 0
  %fok567 = icmp ult i32 %f565, 15
  %fr569 = udiv i32 %f565, 3
  %frem571 = urem i32 %f565, 3
  %fs573 = udiv i32 %frem571, 1
  %fc575 = urem i32 %frem571, 1
  %hi576 = add i32 %hb65, %fr569
  %hiok577 = icmp ult i32 %hi576, %hi
  %wi578 = add i32 %wb563, %fs573
  %wiok579 = icmp ult i32 %wi578, %wi
  %ok580 = and i1 %wok559, %fok567
  %ok581 = and i1 %ok580, %hiok577
  %ok582 = and i1 %ok581, %wiok579
  %x_row583 = mul i32 %hi576, %x_stride_h
  %col584 = mul i32 %wi578, %x_stride_w
  %el585 = add i32 %x_img59, %x_row583
  %el586 = add i32 %el585, %col584
  %el587 = add i32 %el586, %fc575
  %off589 = shl i32 %el587, 1
  %safe591 = select i1 %ok582, i32 %off589, i32 2147483647
  %xv593 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe591, i32 0, i32 0)
  %f595 = add i32 %fb557, 1
  %fok597 = icmp ult i32 %f595, 15
  %fr599 = udiv i32 %f595, 3
  %frem601 = urem i32 %f595, 3
  %fs603 = udiv i32 %frem601, 1
  %fc605 = urem i32 %frem601, 1
  %hi606 = add i32 %hb65, %fr599
  %hiok607 = icmp ult i32 %hi606, %hi
  %wi608 = add i32 %wb563, %fs603
  %wiok609 = icmp ult i32 %wi608, %wi
  %ok610 = and i1 %wok559, %fok597
  %ok611 = and i1 %ok610, %hiok607
  %ok612 = and i1 %ok611, %wiok609
  %x_row613 = mul i32 %hi606, %x_stride_h
  %col614 = mul i32 %wi608, %x_stride_w
  %el615 = add i32 %x_img59, %x_row613
  %el616 = add i32 %el615, %col614
  %el617 = add i32 %el616, %fc605
  %off619 = shl i32 %el617, 1
  %safe621 = select i1 %ok612, i32 %off619, i32 2147483647
  %xv623 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe621, i32 0, i32 0)
  %lrow625 = mul i32 %prow553, 24
  %lel626 = add i32 %lrow625, %fb557
  %lb628 = shl i32 %lel626, 1
  %la630 = add i32 %lb628, 1536
  %e632 = add i32 %tid19, 192
  %prow634 = udiv i32 %e632, 8
  %ig636 = urem i32 %e632, 8
  %fb638 = mul i32 %ig636, 2
  %wo639 = add i32 %wo_s86, %prow634
  %wok640 = icmp ult i32 %wo639, %wo
  %wb_a642 = mul i32 %wo639, 1
  %wb644 = sub i32 %wb_a642, 1
  %f646 = add i32 %fb638, 0
  %fok648 = icmp ult i32 %f646, 15
  %fr650 = udiv i32 %f646, 3
  %frem652 = urem i32 %f646, 3
  %fs654 = udiv i32 %frem652, 1
  %fc656 = urem i32 %frem652, 1
  %hi657 = add i32 %hb65, %fr650
  %hiok658 = icmp ult i32 %hi657, %hi
  %wi659 = add i32 %wb644, %fs654
  %wiok660 = icmp ult i32 %wi659, %wi
  %ok661 = and i1 %wok640, %fok648
  %ok662 = and i1 %ok661, %hiok658
  %ok663 = and i1 %ok662, %wiok660
  %x_row664 = mul i32 %hi657, %x_stride_h
  %col665 = mul i32 %wi659, %x_stride_w
  %el666 = add i32 %x_img59, %x_row664
  %el667 = add i32 %el666, %col665
  %el668 = add i32 %el667, %fc656
  %off670 = shl i32 %el668, 1
  %safe672 = select i1 %ok663, i32 %off670, i32 2147483647
  %xv674 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe672, i32 0, i32 0)
  %f676 = add i32 %fb638, 1
  %fok678 = icmp ult i32 %f676, 15
  %fr680 = udiv i32 %f676, 3
  %frem682 = urem i32 %f676, 3
  %fs684 = udiv i32 %frem682, 1
  %fc686 = urem i32 %frem682, 1
  %hi687 = add i32 %hb65, %fr680
  %hiok688 = icmp ult i32 %hi687, %hi
  %wi689 = add i32 %wb644, %fs684
  %wiok690 = icmp ult i32 %wi689, %wi
  %ok691 = and i1 %wok640, %fok678
  %ok692 = and i1 %ok691, %hiok688
  %ok693 = and i1 %ok692, %wiok690
  %x_row694 = mul i32 %hi687, %x_stride_h
  %col695 = mul i32 %wi689, %x_stride_w
  %el696 = add i32 %x_img59, %x_row694
  %el697 = add i32 %el696, %col695
  %el698 = add i32 %el697, %fc686
  %off700 = shl i32 %el698, 1
  %safe702 = select i1 %ok693, i32 %off700, i32 2147483647
  %xv704 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe702, i32 0, i32 0)
  %lrow706 = mul i32 %prow634, 24
  %lel707 = add i32 %lrow706, %fb638
  %lb709 = shl i32 %lel707, 1
  %la711 = add i32 %lb709, 1536
  %e713 = add i32 %tid19, 224
  %prow715 = udiv i32 %e713, 8
  %ig717 = urem i32 %e713, 8
  %fb719 = mul i32 %ig717, 2
  %wo720 = add i32 %wo_s86, %prow715
  %wok721 = icmp ult i32 %wo720, %wo
  %wb_a723 = mul i32 %wo720, 1
  %wb725 = sub i32 %wb_a723, 1
  %f727 = add i32 %fb719, 0
  %fok729 = icmp ult i32 %f727, 15
  %fr731 = udiv i32 %f727, 3
  %frem733 = urem i32 %f727, 3
  %fs735 = udiv i32 %frem733, 1
  %fc737 = urem i32 %frem733, 1
  %hi738 = add i32 %hb65, %fr731
  %hiok739 = icmp ult i32 %hi738, %hi
  %wi740 = add i32 %wb725, %fs735
  %wiok741 = icmp ult i32 %wi740, %wi
  %ok742 = and i1 %wok721, %fok729
  %ok743 = and i1 %ok742, %hiok739
  %ok744 = and i1 %ok743, %wiok741
  %x_row745 = mul i32 %hi738, %x_stride_h
  %col746 = mul i32 %wi740, %x_stride_w
  %el747 = add i32 %x_img59, %x_row745
  %el748 = add i32 %el747, %col746
  %el749 = add i32 %el748, %fc737
  %off751 = shl i32 %el749, 1
  %safe753 = select i1 %ok744, i32 %off751, i32 2147483647
  %xv755 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe753, i32 0, i32 0)
  %f757 = add i32 %fb719, 1
  %fok759 = icmp ult i32 %f757, 15
  %fr761 = udiv i32 %f757, 3
  %frem763 = urem i32 %f757, 3
  %fs765 = udiv i32 %frem763, 1
  %fc767 = urem i32 %frem763, 1
  %hi768 = add i32 %hb65, %fr761
  %hiok769 = icmp ult i32 %hi768, %hi
  %wi770 = add i32 %wb725, %fs765
  %wiok771 = icmp ult i32 %wi770, %wi
  %ok772 = and i1 %wok721, %fok759
  %ok773 = and i1 %ok772, %hiok769
  %ok774 = and i1 %ok773, %wiok771
  %x_row775 = mul i32 %hi768, %x_stride_h
  %col776 = mul i32 %wi770, %x_stride_w
  %el777 = add i32 %x_img59, %x_row775
  %el778 = add i32 %el777, %col776
  %el779 = add i32 %el778, %fc767
  %off781 = shl i32 %el779, 1
  %safe783 = select i1 %ok774, i32 %off781, i32 2147483647
  %xv785 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe783, i32 0, i32 0)
  %lrow787 = mul i32 %prow715, 24
  %lel788 = add i32 %lrow787, %fb719
  %lb790 = shl i32 %lel788, 1
  %la792 = add i32 %lb790, 1536
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la115
  store <4 x i32> %dyv108, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la144
  store <4 x i32> %dyv137, ptr addrspace(3) %gep.7, align 16
  %lo793 = zext i16 %xv188 to i32
  %hw794 = zext i16 %xv218 to i32
  %hs796 = shl i32 %hw794, 16
  %pair797 = or i32 %lo793, %hs796
  %pairf798 = bitcast i32 %pair797 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la225
  store float %pairf798, ptr addrspace(3) %gep.8, align 4
  %lo799 = zext i16 %xv269 to i32
  %hw800 = zext i16 %xv299 to i32
  %hs802 = shl i32 %hw800, 16
  %pair803 = or i32 %lo799, %hs802
  %pairf804 = bitcast i32 %pair803 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la306
  store float %pairf804, ptr addrspace(3) %gep.9, align 4
  %lo805 = zext i16 %xv350 to i32
  %hw806 = zext i16 %xv380 to i32
  %hs808 = shl i32 %hw806, 16
  %pair809 = or i32 %lo805, %hs808
  %pairf810 = bitcast i32 %pair809 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la387
  store float %pairf810, ptr addrspace(3) %gep.10, align 4
  %lo811 = zext i16 %xv431 to i32
  %hw812 = zext i16 %xv461 to i32
  %hs814 = shl i32 %hw812, 16
  %pair815 = or i32 %lo811, %hs814
  %pairf816 = bitcast i32 %pair815 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la468
  store float %pairf816, ptr addrspace(3) %gep.11, align 4
  %lo817 = zext i16 %xv512 to i32
  %hw818 = zext i16 %xv542 to i32
  %hs820 = shl i32 %hw818, 16
  %pair821 = or i32 %lo817, %hs820
  %pairf822 = bitcast i32 %pair821 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la549
  store float %pairf822, ptr addrspace(3) %gep.12, align 4
  %lo823 = zext i16 %xv593 to i32
  %hw824 = zext i16 %xv623 to i32
  %hs826 = shl i32 %hw824, 16
  %pair827 = or i32 %lo823, %hs826
  %pairf828 = bitcast i32 %pair827 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la630
  store float %pairf828, ptr addrspace(3) %gep.13, align 4
  %lo829 = zext i16 %xv674 to i32
  %hw830 = zext i16 %xv704 to i32
  %hs832 = shl i32 %hw830, 16
  %pair833 = or i32 %lo829, %hs832
  %pairf834 = bitcast i32 %pair833 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la711
  store float %pairf834, ptr addrspace(3) %gep.14, align 4
  %lo835 = zext i16 %xv755 to i32
  %hw836 = zext i16 %xv785 to i32
  %hs838 = shl i32 %hw836, 16
  %pair839 = or i32 %lo835, %hs838
  %pairf840 = bitcast i32 %pair839 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %la792
  store float %pairf840, ptr addrspace(3) %gep.15, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr842 = add i32 %a_lane44, 0
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %a_addr842
  %a_lo843 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %a_addr845 = add i32 %a_lane44, 768
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %a_addr845
  %a_hi846 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %a_frag847 = shufflevector <8 x half> %a_lo843, <8 x half> %a_hi846, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr849 = add i32 %b_lane49, 1536
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %b_addr849
  %b_lo850 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %b_addr852 = add i32 %b_lane49, 2304
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_v1_u1_uw0_w1_t1_wsr1, i32 %b_addr852
  %b_hi853 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_frag854 = shufflevector <8 x half> %b_lo850, <8 x half> %b_hi853, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc855 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag847, i1 false, <16 x half> %b_frag854, i16 0, <8 x float> %acc80, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t79, 1
  br label %for.head.1
for.exit.1:
  %slab_a856 = mul i32 %img52, %ho
  %slab_b857 = add i32 %slab_a856, %orow51
  %slab859 = urem i32 %slab_b857, 1
  %kbase860 = mul i32 %slab859, %kpg
  %k_w861 = add i32 %k_blk54, %wkb25
  %k_h862 = add i32 %k_w861, %khalf29
  %f864 = add i32 %lcol34, 0
  %fok866 = icmp ult i32 %f864, 15
  %kin868 = add i32 %k_h862, 0
  %kok869 = icmp ult i32 %kin868, %kpg
  %ok870 = and i1 %kok869, %fok866
  br i1 %ok870, label %if.then.2, label %if.end.2
if.then.2:
  %krow871 = add i32 %kbase860, %kin868
  %t_f873 = mul i32 %krow871, 15
  %el874 = add i32 %t_f873, %f864
  %off876 = shl i32 %el874, 2
  %v877 = extractelement <8 x float> %acc80, i32 0
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v877, ptr addrspace(8) %rws57, i32 %off876, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin880 = add i32 %k_h862, 1
  %kok881 = icmp ult i32 %kin880, %kpg
  %ok882 = and i1 %kok881, %fok866
  br i1 %ok882, label %if.then.3, label %if.end.3
if.then.3:
  %krow883 = add i32 %kbase860, %kin880
  %t_f885 = mul i32 %krow883, 15
  %el886 = add i32 %t_f885, %f864
  %off888 = shl i32 %el886, 2
  %v889 = extractelement <8 x float> %acc80, i32 1
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v889, ptr addrspace(8) %rws57, i32 %off888, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin892 = add i32 %k_h862, 2
  %kok893 = icmp ult i32 %kin892, %kpg
  %ok894 = and i1 %kok893, %fok866
  br i1 %ok894, label %if.then.4, label %if.end.4
if.then.4:
  %krow895 = add i32 %kbase860, %kin892
  %t_f897 = mul i32 %krow895, 15
  %el898 = add i32 %t_f897, %f864
  %off900 = shl i32 %el898, 2
  %v901 = extractelement <8 x float> %acc80, i32 2
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v901, ptr addrspace(8) %rws57, i32 %off900, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin904 = add i32 %k_h862, 3
  %kok905 = icmp ult i32 %kin904, %kpg
  %ok906 = and i1 %kok905, %fok866
  br i1 %ok906, label %if.then.5, label %if.end.5
if.then.5:
  %krow907 = add i32 %kbase860, %kin904
  %t_f909 = mul i32 %krow907, 15
  %el910 = add i32 %t_f909, %f864
  %off912 = shl i32 %el910, 2
  %v913 = extractelement <8 x float> %acc80, i32 3
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v913, ptr addrspace(8) %rws57, i32 %off912, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin916 = add i32 %k_h862, 4
  %kok917 = icmp ult i32 %kin916, %kpg
  %ok918 = and i1 %kok917, %fok866
  br i1 %ok918, label %if.then.6, label %if.end.6
if.then.6:
  %krow919 = add i32 %kbase860, %kin916
  %t_f921 = mul i32 %krow919, 15
  %el922 = add i32 %t_f921, %f864
  %off924 = shl i32 %el922, 2
  %v925 = extractelement <8 x float> %acc80, i32 4
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v925, ptr addrspace(8) %rws57, i32 %off924, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin928 = add i32 %k_h862, 5
  %kok929 = icmp ult i32 %kin928, %kpg
  %ok930 = and i1 %kok929, %fok866
  br i1 %ok930, label %if.then.7, label %if.end.7
if.then.7:
  %krow931 = add i32 %kbase860, %kin928
  %t_f933 = mul i32 %krow931, 15
  %el934 = add i32 %t_f933, %f864
  %off936 = shl i32 %el934, 2
  %v937 = extractelement <8 x float> %acc80, i32 5
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v937, ptr addrspace(8) %rws57, i32 %off936, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin940 = add i32 %k_h862, 6
  %kok941 = icmp ult i32 %kin940, %kpg
  %ok942 = and i1 %kok941, %fok866
  br i1 %ok942, label %if.then.8, label %if.end.8
if.then.8:
  %krow943 = add i32 %kbase860, %kin940
  %t_f945 = mul i32 %krow943, 15
  %el946 = add i32 %t_f945, %f864
  %off948 = shl i32 %el946, 2
  %v949 = extractelement <8 x float> %acc80, i32 6
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v949, ptr addrspace(8) %rws57, i32 %off948, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin952 = add i32 %k_h862, 7
  %kok953 = icmp ult i32 %kin952, %kpg
  %ok954 = and i1 %kok953, %fok866
  br i1 %ok954, label %if.then.9, label %if.end.9
if.then.9:
  %krow955 = add i32 %kbase860, %kin952
  %t_f957 = mul i32 %krow955, 15
  %el958 = add i32 %t_f957, %f864
  %off960 = shl i32 %el958, 2
  %v961 = extractelement <8 x float> %acc80, i32 7
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v961, ptr addrspace(8) %rws57, i32 %off960, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="106" }
