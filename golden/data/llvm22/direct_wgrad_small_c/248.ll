; irgate direct_wgrad_small_c{dtype=fp16,filter_h=5,filter_w=3,pad_h=2,pad_w=1,stride_h=1,stride_w=1,c=1,kpg=8,vec_x=1,sub_steps=1,uniform_wave=0,waves=1,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1 = internal unnamed_addr addrspace(3) global [3072 x i8] undef, align 16

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

define amdgpu_kernel void @irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wkb24 = mul i32 %wave22, 16
  %half26 = lshr i32 %lane20, 4
  %khalf28 = shl i32 %half26, 3
  %lrow30 = and i32 %lane20, 7
  %tr_row31 = add i32 %khalf28, %lrow30
  %lcol33 = and i32 %lane20, 15
  %cgrp35 = lshr i32 %lcol33, 3
  %tr_col37 = shl i32 %cgrp35, 3
  %a_r39 = mul i32 %tr_row31, 24
  %a_c40 = add i32 %a_r39, %tr_col37
  %a_e41 = add i32 %a_c40, %wkb24
  %a_lane43 = shl i32 %a_e41, 1
  %b_r45 = mul i32 %tr_row31, 24
  %b_c46 = add i32 %b_r45, %tr_col37
  %b_lane48 = shl i32 %b_c46, 1
  %kt49 = call i32 @llvm.amdgcn.workgroup.id.x()
  %orow50 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img51 = call i32 @llvm.amdgcn.workgroup.id.z()
  %k_blk53 = mul i32 %kt49, 16
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy54 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx55 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws56 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img57 = mul i32 %img51, %dy_stride_n
  %x_img58 = mul i32 %img51, %x_stride_n
  %dy_row59 = mul i32 %orow50, %dy_stride_h
  %dy_r60 = add i32 %dy_img57, %dy_row59
  %hb_a62 = mul i32 %orow50, 1
  %hb64 = sub i32 %hb_a62, 2
  %nch_a67 = add i32 %wo, 31
  %nch69 = lshr i32 %nch_a67, 5
  %st_a71 = add i32 %nch69, 0
  %steps73 = udiv i32 %st_a71, 1
  br label %for.head.1
for.head.1:
  %t78 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc79 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc856, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t78, %steps73
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu81 = mul i32 %t78, 1
  %ch83 = add i32 %tu81, 0
  %wo_s85 = shl i32 %ch83, 5
  %e87 = add i32 %tid18, 0
  %row89 = udiv i32 %e87, 2
  %cc91 = urem i32 %e87, 2
  %chan93 = shl i32 %cc91, 3
  %wo94 = add i32 %wo_s85, %row89
  %wok95 = icmp ult i32 %wo94, %wo
  %kin96 = add i32 %k_blk53, %chan93
  %kok98 = icmp ult i32 %kin96, 8
  %ok99 = and i1 %wok95, %kok98
  %col100 = mul i32 %wo94, %dy_stride_w
  %el101 = add i32 %dy_r60, %col100
  %el102 = add i32 %el101, %kin96
  %off104 = shl i32 %el102, 1
  %safe106 = select i1 %ok99, i32 %off104, i32 2147483647
  %dyv108 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe106, i32 0, i32 0)
  %lrow110 = mul i32 %row89, 24
  %lel111 = add i32 %lrow110, %chan93
  %lb113 = shl i32 %lel111, 1
  %la115 = add i32 %lb113, 0
  %e117 = add i32 %tid18, 32
  %row119 = udiv i32 %e117, 2
  %cc121 = urem i32 %e117, 2
  %chan123 = shl i32 %cc121, 3
  %wo124 = add i32 %wo_s85, %row119
  %wok125 = icmp ult i32 %wo124, %wo
  %kin126 = add i32 %k_blk53, %chan123
  %kok128 = icmp ult i32 %kin126, 8
  %ok129 = and i1 %wok125, %kok128
  %col130 = mul i32 %wo124, %dy_stride_w
  %el131 = add i32 %dy_r60, %col130
  %el132 = add i32 %el131, %kin126
  %off134 = shl i32 %el132, 1
  %safe136 = select i1 %ok129, i32 %off134, i32 2147483647
  %dyv138 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe136, i32 0, i32 0)
  %lrow140 = mul i32 %row119, 24
  %lel141 = add i32 %lrow140, %chan123
  %lb143 = shl i32 %lel141, 1
  %la145 = add i32 %lb143, 0
  %e147 = add i32 %tid18, 0
  %prow149 = udiv i32 %e147, 8
  %ig151 = urem i32 %e147, 8
  %fb153 = mul i32 %ig151, 2
  %wo154 = add i32 %wo_s85, %prow149
  %wok155 = icmp ult i32 %wo154, %wo
  %wb_a157 = mul i32 %wo154, 1
  %wb159 = sub i32 %wb_a157, 1
  %f161 = add i32 %fb153, 0
  %fok163 = icmp ult i32 %f161, 15
  %fr165 = udiv i32 %f161, 3
  %frem167 = urem i32 %f161, 3
  %fs169 = udiv i32 %frem167, 1
  %fc171 = urem i32 %frem167, 1
  %hi172 = add i32 %hb64, %fr165
  %hiok173 = icmp ult i32 %hi172, %hi
  %wi174 = add i32 %wb159, %fs169
  %wiok175 = icmp ult i32 %wi174, %wi
  %ok176 = and i1 %wok155, %fok163
  %ok177 = and i1 %ok176, %hiok173
  %ok178 = and i1 %ok177, %wiok175
  %x_row179 = mul i32 %hi172, %x_stride_h
  %col180 = mul i32 %wi174, %x_stride_w
  %el181 = add i32 %x_img58, %x_row179
  %el182 = add i32 %el181, %col180
  %el183 = add i32 %el182, %fc171
  %off185 = shl i32 %el183, 1
  %safe187 = select i1 %ok178, i32 %off185, i32 2147483647
  %xv189 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe187, i32 0, i32 0)
  %f191 = add i32 %fb153, 1
  %fok193 = icmp ult i32 %f191, 15
  %fr195 = udiv i32 %f191, 3
  %frem197 = urem i32 %f191, 3
  %fs199 = udiv i32 %frem197, 1
  %fc201 = urem i32 %frem197, 1
  %hi202 = add i32 %hb64, %fr195
  %hiok203 = icmp ult i32 %hi202, %hi
  %wi204 = add i32 %wb159, %fs199
  %wiok205 = icmp ult i32 %wi204, %wi
  %ok206 = and i1 %wok155, %fok193
  %ok207 = and i1 %ok206, %hiok203
  %ok208 = and i1 %ok207, %wiok205
  %x_row209 = mul i32 %hi202, %x_stride_h
  %col210 = mul i32 %wi204, %x_stride_w
  %el211 = add i32 %x_img58, %x_row209
  %el212 = add i32 %el211, %col210
  %el213 = add i32 %el212, %fc201
  %off215 = shl i32 %el213, 1
  %safe217 = select i1 %ok208, i32 %off215, i32 2147483647
  %xv219 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe217, i32 0, i32 0)
  %lrow221 = mul i32 %prow149, 24
  %lel222 = add i32 %lrow221, %fb153
  %lb224 = shl i32 %lel222, 1
  %la226 = add i32 %lb224, 1536
  %e228 = add i32 %tid18, 32
  %prow230 = udiv i32 %e228, 8
  %ig232 = urem i32 %e228, 8
  %fb234 = mul i32 %ig232, 2
  %wo235 = add i32 %wo_s85, %prow230
  %wok236 = icmp ult i32 %wo235, %wo
  %wb_a238 = mul i32 %wo235, 1
  %wb240 = sub i32 %wb_a238, 1
  %f242 = add i32 %fb234, 0
  %fok244 = icmp ult i32 %f242, 15
  %fr246 = udiv i32 %f242, 3
  %frem248 = urem i32 %f242, 3
  %fs250 = udiv i32 %frem248, 1
  %fc252 = urem i32 %frem248, 1
  %hi253 = add i32 %hb64, %fr246
  %hiok254 = icmp ult i32 %hi253, %hi
  %wi255 = add i32 %wb240, %fs250
  %wiok256 = icmp ult i32 %wi255, %wi
  %ok257 = and i1 %wok236, %fok244
  %ok258 = and i1 %ok257, %hiok254
  %ok259 = and i1 %ok258, %wiok256
  %x_row260 = mul i32 %hi253, %x_stride_h
  %col261 = mul i32 %wi255, %x_stride_w
  %el262 = add i32 %x_img58, %x_row260
  %el263 = add i32 %el262, %col261
  %el264 = add i32 %el263, %fc252
  %off266 = shl i32 %el264, 1
  %safe268 = select i1 %ok259, i32 %off266, i32 2147483647
  %xv270 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe268, i32 0, i32 0)
  %f272 = add i32 %fb234, 1
  %fok274 = icmp ult i32 %f272, 15
  %fr276 = udiv i32 %f272, 3
  %frem278 = urem i32 %f272, 3
  %fs280 = udiv i32 %frem278, 1
  %fc282 = urem i32 %frem278, 1
  %hi283 = add i32 %hb64, %fr276
  %hiok284 = icmp ult i32 %hi283, %hi
  %wi285 = add i32 %wb240, %fs280
  %wiok286 = icmp ult i32 %wi285, %wi
  %ok287 = and i1 %wok236, %fok274
  %ok288 = and i1 %ok287, %hiok284
  %ok289 = and i1 %ok288, %wiok286
  %x_row290 = mul i32 %hi283, %x_stride_h
  %col291 = mul i32 %wi285, %x_stride_w
  %el292 = add i32 %x_img58, %x_row290
  %el293 = add i32 %el292, %col291
  %el294 = add i32 %el293, %fc282
  %off296 = shl i32 %el294, 1
  %safe298 = select i1 %ok289, i32 %off296, i32 2147483647
  %xv300 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe298, i32 0, i32 0)
  %lrow302 = mul i32 %prow230, 24
  %lel303 = add i32 %lrow302, %fb234
  %lb305 = shl i32 %lel303, 1
  %la307 = add i32 %lb305, 1536
  %e309 = add i32 %tid18, 64
  %prow311 = udiv i32 %e309, 8
  %ig313 = urem i32 %e309, 8
  %fb315 = mul i32 %ig313, 2
  %wo316 = add i32 %wo_s85, %prow311
  %wok317 = icmp ult i32 %wo316, %wo
  %wb_a319 = mul i32 %wo316, 1
  %wb321 = sub i32 %wb_a319, 1
  %f323 = add i32 %fb315, 0
  %fok325 = icmp ult i32 %f323, 15
  %fr327 = udiv i32 %f323, 3
  %frem329 = urem i32 %f323, 3
  %fs331 = udiv i32 %frem329, 1
  %fc333 = urem i32 %frem329, 1
  %hi334 = add i32 %hb64, %fr327
  %hiok335 = icmp ult i32 %hi334, %hi
  %wi336 = add i32 %wb321, %fs331
  %wiok337 = icmp ult i32 %wi336, %wi
  %ok338 = and i1 %wok317, %fok325
  %ok339 = and i1 %ok338, %hiok335
  %ok340 = and i1 %ok339, %wiok337
  %x_row341 = mul i32 %hi334, %x_stride_h
  %col342 = mul i32 %wi336, %x_stride_w
  %el343 = add i32 %x_img58, %x_row341
  %el344 = add i32 %el343, %col342
  %el345 = add i32 %el344, %fc333
  %off347 = shl i32 %el345, 1
  %safe349 = select i1 %ok340, i32 %off347, i32 2147483647
  %xv351 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe349, i32 0, i32 0)
  %f353 = add i32 %fb315, 1
  %fok355 = icmp ult i32 %f353, 15
  %fr357 = udiv i32 %f353, 3
  %frem359 = urem i32 %f353, 3
  %fs361 = udiv i32 %frem359, 1
  %fc363 = urem i32 %frem359, 1
  %hi364 = add i32 %hb64, %fr357
  %hiok365 = icmp ult i32 %hi364, %hi
  %wi366 = add i32 %wb321, %fs361
  %wiok367 = icmp ult i32 %wi366, %wi
  %ok368 = and i1 %wok317, %fok355
  %ok369 = and i1 %ok368, %hiok365
  %ok370 = and i1 %ok369, %wiok367
  %x_row371 = mul i32 %hi364, %x_stride_h
  %col372 = mul i32 %wi366, %x_stride_w
  %el373 = add i32 %x_img58, %x_row371
  %el374 = add i32 %el373, %col372
  %el375 = add i32 %el374, %fc363
  %off377 = shl i32 %el375, 1
  %safe379 = select i1 %ok370, i32 %off377, i32 2147483647
  %xv381 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe379, i32 0, i32 0)
  %lrow383 = mul i32 %prow311, 24
  %lel384 = add i32 %lrow383, %fb315
  %lb386 = shl i32 %lel384, 1
  %la388 = add i32 %lb386, 1536
  %e390 = add i32 %tid18, 96
  %prow392 = udiv i32 %e390, 8
  %ig394 = urem i32 %e390, 8
  %fb396 = mul i32 %ig394, 2
  %wo397 = add i32 %wo_s85, %prow392
  %wok398 = icmp ult i32 %wo397, %wo
  %wb_a400 = mul i32 %wo397, 1
  %wb402 = sub i32 %wb_a400, 1
  %f404 = add i32 %fb396, 0
  %fok406 = icmp ult i32 %f404, 15
  %fr408 = udiv i32 %f404, 3
  %frem410 = urem i32 %f404, 3
  %fs412 = udiv i32 %frem410, 1
  %fc414 = urem i32 %frem410, 1
  %hi415 = add i32 %hb64, %fr408
  %hiok416 = icmp ult i32 %hi415, %hi
  %wi417 = add i32 %wb402, %fs412
  %wiok418 = icmp ult i32 %wi417, %wi
  %ok419 = and i1 %wok398, %fok406
  %ok420 = and i1 %ok419, %hiok416
  %ok421 = and i1 %ok420, %wiok418
  %x_row422 = mul i32 %hi415, %x_stride_h
  %col423 = mul i32 %wi417, %x_stride_w
  %el424 = add i32 %x_img58, %x_row422
  %el425 = add i32 %el424, %col423
  %el426 = add i32 %el425, %fc414
  %off428 = shl i32 %el426, 1
  %safe430 = select i1 %ok421, i32 %off428, i32 2147483647
  %xv432 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe430, i32 0, i32 0)
  %f434 = add i32 %fb396, 1
  %fok436 = icmp ult i32 %f434, 15
  %fr438 = udiv i32 %f434, 3
  %frem440 = urem i32 %f434, 3
  %fs442 = udiv i32 %frem440, 1
  %fc444 = urem i32 %frem440, 1
  %hi445 = add i32 %hb64, %fr438
  %hiok446 = icmp ult i32 %hi445, %hi
  %wi447 = add i32 %wb402, %fs442
  %wiok448 = icmp ult i32 %wi447, %wi
  %ok449 = and i1 %wok398, %fok436
  %ok450 = and i1 %ok449, %hiok446
  %ok451 = and i1 %ok450, %wiok448
  %x_row452 = mul i32 %hi445, %x_stride_h
  %col453 = mul i32 %wi447, %x_stride_w
  %el454 = add i32 %x_img58, %x_row452
  %el455 = add i32 %el454, %col453
  %el456 = add i32 %el455, %fc444
  %off458 = shl i32 %el456, 1
  %safe460 = select i1 %ok451, i32 %off458, i32 2147483647
  %xv462 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe460, i32 0, i32 0)
  %lrow464 = mul i32 %prow392, 24
  %lel465 = add i32 %lrow464, %fb396
  %lb467 = shl i32 %lel465, 1
  %la469 = add i32 %lb467, 1536
  %e471 = add i32 %tid18, 128
  %prow473 = udiv i32 %e471, 8
  %ig475 = urem i32 %e471, 8
  %fb477 = mul i32 %ig475, 2
  %wo478 = add i32 %wo_s85, %prow473
  %wok479 = icmp ult i32 %wo478, %wo
  %wb_a481 = mul i32 %wo478, 1
  %wb483 = sub i32 %wb_a481, 1
  %f485 = add i32 %fb477, 0
  %fok487 = icmp ult i32 %f485, 15
  %fr489 = udiv i32 %f485, 3
  %frem491 = urem i32 %f485, 3
  %fs493 = udiv i32 %frem491, 1
  %fc495 = urem i32 %frem491, 1
  %hi496 = add i32 %hb64, %fr489
  %hiok497 = icmp ult i32 %hi496, %hi
  %wi498 = add i32 %wb483, %fs493
  %wiok499 = icmp ult i32 %wi498, %wi
  %ok500 = and i1 %wok479, %fok487
  %ok501 = and i1 %ok500, %hiok497
  %ok502 = and i1 %ok501, %wiok499
  %x_row503 = mul i32 %hi496, %x_stride_h
  %col504 = mul i32 %wi498, %x_stride_w
  %el505 = add i32 %x_img58, %x_row503
  %el506 = add i32 %el505, %col504
  %el507 = add i32 %el506, %fc495
  %off509 = shl i32 %el507, 1
  %safe511 = select i1 %ok502, i32 %off509, i32 2147483647
  %xv513 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe511, i32 0, i32 0)
  %f515 = add i32 %fb477, 1
  %fok517 = icmp ult i32 %f515, 15
  %fr519 = udiv i32 %f515, 3
  %frem521 = urem i32 %f515, 3
  %fs523 = udiv i32 %frem521, 1
  %fc525 = urem i32 %frem521, 1
  %hi526 = add i32 %hb64, %fr519
  %hiok527 = icmp ult i32 %hi526, %hi
  %wi528 = add i32 %wb483, %fs523
  %wiok529 = icmp ult i32 %wi528, %wi
  %ok530 = and i1 %wok479, %fok517
  %ok531 = and i1 %ok530, %hiok527
  %ok532 = and i1 %ok531, %wiok529
  %x_row533 = mul i32 %hi526, %x_stride_h
  %col534 = mul i32 %wi528, %x_stride_w
  %el535 = add i32 %x_img58, %x_row533
  %el536 = add i32 %el535, %col534
  %el537 = add i32 %el536, %fc525
  %off539 = shl i32 %el537, 1
  %safe541 = select i1 %ok532, i32 %off539, i32 2147483647
  %xv543 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe541, i32 0, i32 0)
  %lrow545 = mul i32 %prow473, 24
  %lel546 = add i32 %lrow545, %fb477
  %lb548 = shl i32 %lel546, 1
  %la550 = add i32 %lb548, 1536
  %e552 = add i32 %tid18, 160
  %prow554 = udiv i32 %e552, 8
  %ig556 = urem i32 %e552, 8
  %fb558 = mul i32 %ig556, 2
  %wo559 = add i32 %wo_s85, %prow554
  %wok560 = icmp ult i32 %wo559, %wo
  %wb_a562 = mul i32 %wo559, 1
  %wb564 = sub i32 %wb_a562, 1
  %f566 = add i32 %fb558, 0
  %fok568 = icmp ult i32 %f566, 15
  %fr570 = udiv i32 %f566, 3
  %frem572 = urem i32 %f566, 3
  %fs574 = udiv i32 %frem572, 1
  %fc576 = urem i32 %frem572, 1
  %hi577 = add i32 %hb64, %fr570
  %hiok578 = icmp ult i32 %hi577, %hi
  %wi579 = add i32 %wb564, %fs574
  %wiok580 = icmp ult i32 %wi579, %wi
  %ok581 = and i1 %wok560, %fok568
  %ok582 = and i1 %ok581, %hiok578
  %ok583 = and i1 %ok582, %wiok580
  %x_row584 = mul i32 %hi577, %x_stride_h
  %col585 = mul i32 %wi579, %x_stride_w
  %el586 = add i32 %x_img58, %x_row584
  %el587 = add i32 %el586, %col585
  %el588 = add i32 %el587, %fc576
  %off590 = shl i32 %el588, 1
  %safe592 = select i1 %ok583, i32 %off590, i32 2147483647
  %xv594 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe592, i32 0, i32 0)
  %f596 = add i32 %fb558, 1
  %fok598 = icmp ult i32 %f596, 15
  %fr600 = udiv i32 %f596, 3
  %frem602 = urem i32 %f596, 3
  %fs604 = udiv i32 %frem602, 1
  %fc606 = urem i32 %frem602, 1
  %hi607 = add i32 %hb64, %fr600
  %hiok608 = icmp ult i32 %hi607, %hi
  %wi609 = add i32 %wb564, %fs604
  %wiok610 = icmp ult i32 %wi609, %wi
  %ok611 = and i1 %wok560, %fok598
  %ok612 = and i1 %ok611, %hiok608
  %ok613 = and i1 %ok612, %wiok610
  %x_row614 = mul i32 %hi607, %x_stride_h
  %col615 = mul i32 %wi609, %x_stride_w
  %el616 = add i32 %x_img58, %x_row614
  %el617 = add i32 %el616, %col615
  %el618 = add i32 %el617, %fc606
  %off620 = shl i32 %el618, 1
  %safe622 = select i1 %ok613, i32 %off620, i32 2147483647
  %xv624 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe622, i32 0, i32 0)
  %lrow626 = mul i32 %prow554, 24
  %lel627 = add i32 %lrow626, %fb558
  %lb629 = shl i32 %lel627, 1
  %la631 = add i32 %lb629, 1536
  %e633 = add i32 %tid18, 192
  %prow635 = udiv i32 %e633, 8
  %ig637 = urem i32 %e633, 8
  %fb639 = mul i32 %ig637, 2
  %wo640 = add i32 %wo_s85, %prow635
  %wok641 = icmp ult i32 %wo640, %wo
  %wb_a643 = mul i32 %wo640, 1
  %wb645 = sub i32 %wb_a643, 1
  %f647 = add i32 %fb639, 0
  %fok649 = icmp ult i32 %f647, 15
  %fr651 = udiv i32 %f647, 3
  %frem653 = urem i32 %f647, 3
  %fs655 = udiv i32 %frem653, 1
  %fc657 = urem i32 %frem653, 1
  %hi658 = add i32 %hb64, %fr651
  %hiok659 = icmp ult i32 %hi658, %hi
  %wi660 = add i32 %wb645, %fs655
  %wiok661 = icmp ult i32 %wi660, %wi
  %ok662 = and i1 %wok641, %fok649
  %ok663 = and i1 %ok662, %hiok659
  %ok664 = and i1 %ok663, %wiok661
  %x_row665 = mul i32 %hi658, %x_stride_h
  %col666 = mul i32 %wi660, %x_stride_w
  %el667 = add i32 %x_img58, %x_row665
  %el668 = add i32 %el667, %col666
  %el669 = add i32 %el668, %fc657
  %off671 = shl i32 %el669, 1
  %safe673 = select i1 %ok664, i32 %off671, i32 2147483647
  %xv675 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe673, i32 0, i32 0)
  %f677 = add i32 %fb639, 1
  %fok679 = icmp ult i32 %f677, 15
  %fr681 = udiv i32 %f677, 3
  %frem683 = urem i32 %f677, 3
  %fs685 = udiv i32 %frem683, 1
  %fc687 = urem i32 %frem683, 1
  %hi688 = add i32 %hb64, %fr681
  %hiok689 = icmp ult i32 %hi688, %hi
  %wi690 = add i32 %wb645, %fs685
  %wiok691 = icmp ult i32 %wi690, %wi
  %ok692 = and i1 %wok641, %fok679
  %ok693 = and i1 %ok692, %hiok689
  %ok694 = and i1 %ok693, %wiok691
  %x_row695 = mul i32 %hi688, %x_stride_h
  %col696 = mul i32 %wi690, %x_stride_w
  %el697 = add i32 %x_img58, %x_row695
  %el698 = add i32 %el697, %col696
  %el699 = add i32 %el698, %fc687
  %off701 = shl i32 %el699, 1
  %safe703 = select i1 %ok694, i32 %off701, i32 2147483647
  %xv705 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe703, i32 0, i32 0)
  %lrow707 = mul i32 %prow635, 24
  %lel708 = add i32 %lrow707, %fb639
  %lb710 = shl i32 %lel708, 1
  %la712 = add i32 %lb710, 1536
  %e714 = add i32 %tid18, 224
  %prow716 = udiv i32 %e714, 8
  %ig718 = urem i32 %e714, 8
  %fb720 = mul i32 %ig718, 2
  %wo721 = add i32 %wo_s85, %prow716
  %wok722 = icmp ult i32 %wo721, %wo
  %wb_a724 = mul i32 %wo721, 1
  %wb726 = sub i32 %wb_a724, 1
  %f728 = add i32 %fb720, 0
  %fok730 = icmp ult i32 %f728, 15
  %fr732 = udiv i32 %f728, 3
  %frem734 = urem i32 %f728, 3
  %fs736 = udiv i32 %frem734, 1
  %fc738 = urem i32 %frem734, 1
  %hi739 = add i32 %hb64, %fr732
  %hiok740 = icmp ult i32 %hi739, %hi
  %wi741 = add i32 %wb726, %fs736
  %wiok742 = icmp ult i32 %wi741, %wi
  %ok743 = and i1 %wok722, %fok730
  %ok744 = and i1 %ok743, %hiok740
  %ok745 = and i1 %ok744, %wiok742
  %x_row746 = mul i32 %hi739, %x_stride_h
  %col747 = mul i32 %wi741, %x_stride_w
  %el748 = add i32 %x_img58, %x_row746
  %el749 = add i32 %el748, %col747
  %el750 = add i32 %el749, %fc738
  %off752 = shl i32 %el750, 1
  %safe754 = select i1 %ok745, i32 %off752, i32 2147483647
  %xv756 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe754, i32 0, i32 0)
  %f758 = add i32 %fb720, 1
  %fok760 = icmp ult i32 %f758, 15
  %fr762 = udiv i32 %f758, 3
  %frem764 = urem i32 %f758, 3
  %fs766 = udiv i32 %frem764, 1
  %fc768 = urem i32 %frem764, 1
  %hi769 = add i32 %hb64, %fr762
  %hiok770 = icmp ult i32 %hi769, %hi
  %wi771 = add i32 %wb726, %fs766
  %wiok772 = icmp ult i32 %wi771, %wi
  %ok773 = and i1 %wok722, %fok760
  %ok774 = and i1 %ok773, %hiok770
  %ok775 = and i1 %ok774, %wiok772
  %x_row776 = mul i32 %hi769, %x_stride_h
  %col777 = mul i32 %wi771, %x_stride_w
  %el778 = add i32 %x_img58, %x_row776
  %el779 = add i32 %el778, %col777
  %el780 = add i32 %el779, %fc768
  %off782 = shl i32 %el780, 1
  %safe784 = select i1 %ok775, i32 %off782, i32 2147483647
  %xv786 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe784, i32 0, i32 0)
  %lrow788 = mul i32 %prow716, 24
  %lel789 = add i32 %lrow788, %fb720
  %lb791 = shl i32 %lel789, 1
  %la793 = add i32 %lb791, 1536
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la115
  store <4 x i32> %dyv108, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la145
  store <4 x i32> %dyv138, ptr addrspace(3) %gep.7, align 16
  %lo794 = zext i16 %xv189 to i32
  %hw795 = zext i16 %xv219 to i32
  %hs797 = shl i32 %hw795, 16
  %pair798 = or i32 %lo794, %hs797
  %pairf799 = bitcast i32 %pair798 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la226
  store float %pairf799, ptr addrspace(3) %gep.8, align 4
  %lo800 = zext i16 %xv270 to i32
  %hw801 = zext i16 %xv300 to i32
  %hs803 = shl i32 %hw801, 16
  %pair804 = or i32 %lo800, %hs803
  %pairf805 = bitcast i32 %pair804 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la307
  store float %pairf805, ptr addrspace(3) %gep.9, align 4
  %lo806 = zext i16 %xv351 to i32
  %hw807 = zext i16 %xv381 to i32
  %hs809 = shl i32 %hw807, 16
  %pair810 = or i32 %lo806, %hs809
  %pairf811 = bitcast i32 %pair810 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la388
  store float %pairf811, ptr addrspace(3) %gep.10, align 4
  %lo812 = zext i16 %xv432 to i32
  %hw813 = zext i16 %xv462 to i32
  %hs815 = shl i32 %hw813, 16
  %pair816 = or i32 %lo812, %hs815
  %pairf817 = bitcast i32 %pair816 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la469
  store float %pairf817, ptr addrspace(3) %gep.11, align 4
  %lo818 = zext i16 %xv513 to i32
  %hw819 = zext i16 %xv543 to i32
  %hs821 = shl i32 %hw819, 16
  %pair822 = or i32 %lo818, %hs821
  %pairf823 = bitcast i32 %pair822 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la550
  store float %pairf823, ptr addrspace(3) %gep.12, align 4
  %lo824 = zext i16 %xv594 to i32
  %hw825 = zext i16 %xv624 to i32
  %hs827 = shl i32 %hw825, 16
  %pair828 = or i32 %lo824, %hs827
  %pairf829 = bitcast i32 %pair828 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la631
  store float %pairf829, ptr addrspace(3) %gep.13, align 4
  %lo830 = zext i16 %xv675 to i32
  %hw831 = zext i16 %xv705 to i32
  %hs833 = shl i32 %hw831, 16
  %pair834 = or i32 %lo830, %hs833
  %pairf835 = bitcast i32 %pair834 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la712
  store float %pairf835, ptr addrspace(3) %gep.14, align 4
  %lo836 = zext i16 %xv756 to i32
  %hw837 = zext i16 %xv786 to i32
  %hs839 = shl i32 %hw837, 16
  %pair840 = or i32 %lo836, %hs839
  %pairf841 = bitcast i32 %pair840 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %la793
  store float %pairf841, ptr addrspace(3) %gep.15, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr843 = add i32 %a_lane43, 0
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %a_addr843
  %a_lo844 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %a_addr846 = add i32 %a_lane43, 768
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %a_addr846
  %a_hi847 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %a_frag848 = shufflevector <8 x half> %a_lo844, <8 x half> %a_hi847, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr850 = add i32 %b_lane48, 1536
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %b_addr850
  %b_lo851 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %b_addr853 = add i32 %b_lane48, 2304
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f5x3_p2x1_s1x1_c1_k8_v1_u1_uw0_w1_t1_wsr1, i32 %b_addr853
  %b_hi854 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_frag855 = shufflevector <8 x half> %b_lo851, <8 x half> %b_hi854, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc856 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag848, i1 false, <16 x half> %b_frag855, i16 0, <8 x float> %acc79, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t78, 1
  br label %for.head.1
for.exit.1:
  %slab_a857 = mul i32 %img51, %ho
  %slab_b858 = add i32 %slab_a857, %orow50
  %slab860 = urem i32 %slab_b858, 1
  %kbase862 = mul i32 %slab860, 8
  %k_w863 = add i32 %k_blk53, %wkb24
  %k_h864 = add i32 %k_w863, %khalf28
  %f866 = add i32 %lcol33, 0
  %fok868 = icmp ult i32 %f866, 15
  %kin870 = add i32 %k_h864, 0
  %kok872 = icmp ult i32 %kin870, 8
  %ok873 = and i1 %kok872, %fok868
  br i1 %ok873, label %if.then.2, label %if.end.2
if.then.2:
  %krow874 = add i32 %kbase862, %kin870
  %t_f876 = mul i32 %krow874, 15
  %el877 = add i32 %t_f876, %f866
  %off879 = shl i32 %el877, 2
  %v880 = extractelement <8 x float> %acc79, i32 0
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v880, ptr addrspace(8) %rws56, i32 %off879, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin883 = add i32 %k_h864, 1
  %kok885 = icmp ult i32 %kin883, 8
  %ok886 = and i1 %kok885, %fok868
  br i1 %ok886, label %if.then.3, label %if.end.3
if.then.3:
  %krow887 = add i32 %kbase862, %kin883
  %t_f889 = mul i32 %krow887, 15
  %el890 = add i32 %t_f889, %f866
  %off892 = shl i32 %el890, 2
  %v893 = extractelement <8 x float> %acc79, i32 1
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v893, ptr addrspace(8) %rws56, i32 %off892, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin896 = add i32 %k_h864, 2
  %kok898 = icmp ult i32 %kin896, 8
  %ok899 = and i1 %kok898, %fok868
  br i1 %ok899, label %if.then.4, label %if.end.4
if.then.4:
  %krow900 = add i32 %kbase862, %kin896
  %t_f902 = mul i32 %krow900, 15
  %el903 = add i32 %t_f902, %f866
  %off905 = shl i32 %el903, 2
  %v906 = extractelement <8 x float> %acc79, i32 2
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v906, ptr addrspace(8) %rws56, i32 %off905, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin909 = add i32 %k_h864, 3
  %kok911 = icmp ult i32 %kin909, 8
  %ok912 = and i1 %kok911, %fok868
  br i1 %ok912, label %if.then.5, label %if.end.5
if.then.5:
  %krow913 = add i32 %kbase862, %kin909
  %t_f915 = mul i32 %krow913, 15
  %el916 = add i32 %t_f915, %f866
  %off918 = shl i32 %el916, 2
  %v919 = extractelement <8 x float> %acc79, i32 3
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v919, ptr addrspace(8) %rws56, i32 %off918, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin922 = add i32 %k_h864, 4
  %kok924 = icmp ult i32 %kin922, 8
  %ok925 = and i1 %kok924, %fok868
  br i1 %ok925, label %if.then.6, label %if.end.6
if.then.6:
  %krow926 = add i32 %kbase862, %kin922
  %t_f928 = mul i32 %krow926, 15
  %el929 = add i32 %t_f928, %f866
  %off931 = shl i32 %el929, 2
  %v932 = extractelement <8 x float> %acc79, i32 4
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v932, ptr addrspace(8) %rws56, i32 %off931, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin935 = add i32 %k_h864, 5
  %kok937 = icmp ult i32 %kin935, 8
  %ok938 = and i1 %kok937, %fok868
  br i1 %ok938, label %if.then.7, label %if.end.7
if.then.7:
  %krow939 = add i32 %kbase862, %kin935
  %t_f941 = mul i32 %krow939, 15
  %el942 = add i32 %t_f941, %f866
  %off944 = shl i32 %el942, 2
  %v945 = extractelement <8 x float> %acc79, i32 5
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v945, ptr addrspace(8) %rws56, i32 %off944, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin948 = add i32 %k_h864, 6
  %kok950 = icmp ult i32 %kin948, 8
  %ok951 = and i1 %kok950, %fok868
  br i1 %ok951, label %if.then.8, label %if.end.8
if.then.8:
  %krow952 = add i32 %kbase862, %kin948
  %t_f954 = mul i32 %krow952, 15
  %el955 = add i32 %t_f954, %f866
  %off957 = shl i32 %el955, 2
  %v958 = extractelement <8 x float> %acc79, i32 6
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v958, ptr addrspace(8) %rws56, i32 %off957, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin961 = add i32 %k_h864, 7
  %kok963 = icmp ult i32 %kin961, 8
  %ok964 = and i1 %kok963, %fok868
  br i1 %ok964, label %if.then.9, label %if.end.9
if.then.9:
  %krow965 = add i32 %kbase862, %kin961
  %t_f967 = mul i32 %krow965, 15
  %el968 = add i32 %t_f967, %f866
  %off970 = shl i32 %el968, 2
  %v971 = extractelement <8 x float> %acc79, i32 7
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v971, ptr addrspace(8) %rws56, i32 %off970, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="106" }
