; irgate direct_wgrad_small_c{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,c=4,kpg=320,vec_x=2,sub_steps=2,uniform_wave=0,waves=4,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1 = internal unnamed_addr addrspace(3) global [16384 x i8] undef, align 16

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

define amdgpu_kernel void @irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
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
  %a_r39 = mul i32 %tr_row31, 72
  %a_c40 = add i32 %a_r39, %tr_col37
  %a_e41 = add i32 %a_c40, %wkb24
  %a_lane43 = shl i32 %a_e41, 1
  %b_r45 = mul i32 %tr_row31, 56
  %b_c46 = add i32 %b_r45, %tr_col37
  %b_lane48 = shl i32 %b_c46, 1
  %kt49 = call i32 @llvm.amdgcn.workgroup.id.x()
  %orow50 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img51 = call i32 @llvm.amdgcn.workgroup.id.z()
  %k_blk53 = mul i32 %kt49, 64
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
  %hb64 = sub i32 %hb_a62, 1
  %nch_a67 = add i32 %wo, 31
  %nch69 = lshr i32 %nch_a67, 5
  %st_a71 = add i32 %nch69, 1
  %steps73 = udiv i32 %st_a71, 2
  br label %for.head.1
for.head.1:
  %t80 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc81 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1189, %for.latch.1 ]
  %acc82 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1197, %for.latch.1 ]
  %acc83 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1205, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t80, %steps73
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu85 = mul i32 %t80, 2
  %ch87 = add i32 %tu85, 0
  %wo_s89 = shl i32 %ch87, 5
  %e91 = add i32 %tid18, 0
  %row93 = udiv i32 %e91, 8
  %cc95 = urem i32 %e91, 8
  %chan97 = shl i32 %cc95, 3
  %wo98 = add i32 %wo_s89, %row93
  %wok99 = icmp ult i32 %wo98, %wo
  %kin100 = add i32 %k_blk53, %chan97
  %kok102 = icmp ult i32 %kin100, 320
  %ok103 = and i1 %wok99, %kok102
  %col104 = mul i32 %wo98, %dy_stride_w
  %el105 = add i32 %dy_r60, %col104
  %el106 = add i32 %el105, %kin100
  %off108 = shl i32 %el106, 1
  %safe110 = select i1 %ok103, i32 %off108, i32 2147483647
  %dyv112 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe110, i32 0, i32 0)
  %lrow114 = mul i32 %row93, 72
  %lel115 = add i32 %lrow114, %chan97
  %lb117 = shl i32 %lel115, 1
  %la119 = add i32 %lb117, 0
  %e121 = add i32 %tid18, 128
  %row123 = udiv i32 %e121, 8
  %cc125 = urem i32 %e121, 8
  %chan127 = shl i32 %cc125, 3
  %wo128 = add i32 %wo_s89, %row123
  %wok129 = icmp ult i32 %wo128, %wo
  %kin130 = add i32 %k_blk53, %chan127
  %kok132 = icmp ult i32 %kin130, 320
  %ok133 = and i1 %wok129, %kok132
  %col134 = mul i32 %wo128, %dy_stride_w
  %el135 = add i32 %dy_r60, %col134
  %el136 = add i32 %el135, %kin130
  %off138 = shl i32 %el136, 1
  %safe140 = select i1 %ok133, i32 %off138, i32 2147483647
  %dyv142 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe140, i32 0, i32 0)
  %lrow144 = mul i32 %row123, 72
  %lel145 = add i32 %lrow144, %chan127
  %lb147 = shl i32 %lel145, 1
  %la149 = add i32 %lb147, 0
  %e151 = add i32 %tid18, 0
  %prow153 = udiv i32 %e151, 12
  %ig155 = urem i32 %e151, 12
  %fb157 = mul i32 %ig155, 4
  %wo158 = add i32 %wo_s89, %prow153
  %wok159 = icmp ult i32 %wo158, %wo
  %wb_a161 = mul i32 %wo158, 1
  %wb163 = sub i32 %wb_a161, 1
  %f165 = add i32 %fb157, 0
  %fok167 = icmp ult i32 %f165, 36
  %fr169 = udiv i32 %f165, 12
  %frem171 = urem i32 %f165, 12
  %fs173 = udiv i32 %frem171, 4
  %fc175 = urem i32 %frem171, 4
  %hi176 = add i32 %hb64, %fr169
  %hiok177 = icmp ult i32 %hi176, %hi
  %wi178 = add i32 %wb163, %fs173
  %wiok179 = icmp ult i32 %wi178, %wi
  %ok180 = and i1 %wok159, %fok167
  %ok181 = and i1 %ok180, %hiok177
  %ok182 = and i1 %ok181, %wiok179
  %x_row183 = mul i32 %hi176, %x_stride_h
  %col184 = mul i32 %wi178, %x_stride_w
  %el185 = add i32 %x_img58, %x_row183
  %el186 = add i32 %el185, %col184
  %el187 = add i32 %el186, %fc175
  %off189 = shl i32 %el187, 1
  %safe191 = select i1 %ok182, i32 %off189, i32 2147483647
  %xv193 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe191, i32 0, i32 0)
  %f195 = add i32 %fb157, 1
  %fok197 = icmp ult i32 %f195, 36
  %fr199 = udiv i32 %f195, 12
  %frem201 = urem i32 %f195, 12
  %fs203 = udiv i32 %frem201, 4
  %fc205 = urem i32 %frem201, 4
  %hi206 = add i32 %hb64, %fr199
  %hiok207 = icmp ult i32 %hi206, %hi
  %wi208 = add i32 %wb163, %fs203
  %wiok209 = icmp ult i32 %wi208, %wi
  %ok210 = and i1 %wok159, %fok197
  %ok211 = and i1 %ok210, %hiok207
  %ok212 = and i1 %ok211, %wiok209
  %x_row213 = mul i32 %hi206, %x_stride_h
  %col214 = mul i32 %wi208, %x_stride_w
  %el215 = add i32 %x_img58, %x_row213
  %el216 = add i32 %el215, %col214
  %el217 = add i32 %el216, %fc205
  %off219 = shl i32 %el217, 1
  %safe221 = select i1 %ok212, i32 %off219, i32 2147483647
  %xv223 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe221, i32 0, i32 0)
  %f225 = add i32 %fb157, 2
  %fok227 = icmp ult i32 %f225, 36
  %fr229 = udiv i32 %f225, 12
  %frem231 = urem i32 %f225, 12
  %fs233 = udiv i32 %frem231, 4
  %fc235 = urem i32 %frem231, 4
  %hi236 = add i32 %hb64, %fr229
  %hiok237 = icmp ult i32 %hi236, %hi
  %wi238 = add i32 %wb163, %fs233
  %wiok239 = icmp ult i32 %wi238, %wi
  %ok240 = and i1 %wok159, %fok227
  %ok241 = and i1 %ok240, %hiok237
  %ok242 = and i1 %ok241, %wiok239
  %x_row243 = mul i32 %hi236, %x_stride_h
  %col244 = mul i32 %wi238, %x_stride_w
  %el245 = add i32 %x_img58, %x_row243
  %el246 = add i32 %el245, %col244
  %el247 = add i32 %el246, %fc235
  %off249 = shl i32 %el247, 1
  %safe251 = select i1 %ok242, i32 %off249, i32 2147483647
  %xv253 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe251, i32 0, i32 0)
  %f255 = add i32 %fb157, 3
  %fok257 = icmp ult i32 %f255, 36
  %fr259 = udiv i32 %f255, 12
  %frem261 = urem i32 %f255, 12
  %fs263 = udiv i32 %frem261, 4
  %fc265 = urem i32 %frem261, 4
  %hi266 = add i32 %hb64, %fr259
  %hiok267 = icmp ult i32 %hi266, %hi
  %wi268 = add i32 %wb163, %fs263
  %wiok269 = icmp ult i32 %wi268, %wi
  %ok270 = and i1 %wok159, %fok257
  %ok271 = and i1 %ok270, %hiok267
  %ok272 = and i1 %ok271, %wiok269
  %x_row273 = mul i32 %hi266, %x_stride_h
  %col274 = mul i32 %wi268, %x_stride_w
  %el275 = add i32 %x_img58, %x_row273
  %el276 = add i32 %el275, %col274
  %el277 = add i32 %el276, %fc265
  %off279 = shl i32 %el277, 1
  %safe281 = select i1 %ok272, i32 %off279, i32 2147483647
  %xv283 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe281, i32 0, i32 0)
  %lrow285 = mul i32 %prow153, 56
  %lel286 = add i32 %lrow285, %fb157
  %lb288 = shl i32 %lel286, 1
  %la290 = add i32 %lb288, 9216
  %e292 = add i32 %tid18, 128
  %prow294 = udiv i32 %e292, 12
  %ig296 = urem i32 %e292, 12
  %fb298 = mul i32 %ig296, 4
  %wo299 = add i32 %wo_s89, %prow294
  %wok300 = icmp ult i32 %wo299, %wo
  %wb_a302 = mul i32 %wo299, 1
  %wb304 = sub i32 %wb_a302, 1
  %f306 = add i32 %fb298, 0
  %fok308 = icmp ult i32 %f306, 36
  %fr310 = udiv i32 %f306, 12
  %frem312 = urem i32 %f306, 12
  %fs314 = udiv i32 %frem312, 4
  %fc316 = urem i32 %frem312, 4
  %hi317 = add i32 %hb64, %fr310
  %hiok318 = icmp ult i32 %hi317, %hi
  %wi319 = add i32 %wb304, %fs314
  %wiok320 = icmp ult i32 %wi319, %wi
  %ok321 = and i1 %wok300, %fok308
  %ok322 = and i1 %ok321, %hiok318
  %ok323 = and i1 %ok322, %wiok320
  %x_row324 = mul i32 %hi317, %x_stride_h
  %col325 = mul i32 %wi319, %x_stride_w
  %el326 = add i32 %x_img58, %x_row324
  %el327 = add i32 %el326, %col325
  %el328 = add i32 %el327, %fc316
  %off330 = shl i32 %el328, 1
  %safe332 = select i1 %ok323, i32 %off330, i32 2147483647
  %xv334 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe332, i32 0, i32 0)
  %f336 = add i32 %fb298, 1
  %fok338 = icmp ult i32 %f336, 36
  %fr340 = udiv i32 %f336, 12
  %frem342 = urem i32 %f336, 12
  %fs344 = udiv i32 %frem342, 4
  %fc346 = urem i32 %frem342, 4
  %hi347 = add i32 %hb64, %fr340
  %hiok348 = icmp ult i32 %hi347, %hi
  %wi349 = add i32 %wb304, %fs344
  %wiok350 = icmp ult i32 %wi349, %wi
  %ok351 = and i1 %wok300, %fok338
  %ok352 = and i1 %ok351, %hiok348
  %ok353 = and i1 %ok352, %wiok350
  %x_row354 = mul i32 %hi347, %x_stride_h
  %col355 = mul i32 %wi349, %x_stride_w
  %el356 = add i32 %x_img58, %x_row354
  %el357 = add i32 %el356, %col355
  %el358 = add i32 %el357, %fc346
  %off360 = shl i32 %el358, 1
  %safe362 = select i1 %ok353, i32 %off360, i32 2147483647
  %xv364 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe362, i32 0, i32 0)
  %f366 = add i32 %fb298, 2
  %fok368 = icmp ult i32 %f366, 36
  %fr370 = udiv i32 %f366, 12
  %frem372 = urem i32 %f366, 12
  %fs374 = udiv i32 %frem372, 4
  %fc376 = urem i32 %frem372, 4
  %hi377 = add i32 %hb64, %fr370
  %hiok378 = icmp ult i32 %hi377, %hi
  %wi379 = add i32 %wb304, %fs374
  %wiok380 = icmp ult i32 %wi379, %wi
  %ok381 = and i1 %wok300, %fok368
  %ok382 = and i1 %ok381, %hiok378
  %ok383 = and i1 %ok382, %wiok380
  %x_row384 = mul i32 %hi377, %x_stride_h
  %col385 = mul i32 %wi379, %x_stride_w
  %el386 = add i32 %x_img58, %x_row384
  %el387 = add i32 %el386, %col385
  %el388 = add i32 %el387, %fc376
  %off390 = shl i32 %el388, 1
  %safe392 = select i1 %ok383, i32 %off390, i32 2147483647
  %xv394 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe392, i32 0, i32 0)
  %f396 = add i32 %fb298, 3
  %fok398 = icmp ult i32 %f396, 36
  %fr400 = udiv i32 %f396, 12
  %frem402 = urem i32 %f396, 12
  %fs404 = udiv i32 %frem402, 4
  %fc406 = urem i32 %frem402, 4
  %hi407 = add i32 %hb64, %fr400
  %hiok408 = icmp ult i32 %hi407, %hi
  %wi409 = add i32 %wb304, %fs404
  %wiok410 = icmp ult i32 %wi409, %wi
  %ok411 = and i1 %wok300, %fok398
  %ok412 = and i1 %ok411, %hiok408
  %ok413 = and i1 %ok412, %wiok410
  %x_row414 = mul i32 %hi407, %x_stride_h
  %col415 = mul i32 %wi409, %x_stride_w
  %el416 = add i32 %x_img58, %x_row414
  %el417 = add i32 %el416, %col415
  %el418 = add i32 %el417, %fc406
  %off420 = shl i32 %el418, 1
  %safe422 = select i1 %ok413, i32 %off420, i32 2147483647
  %xv424 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe422, i32 0, i32 0)
  %lrow426 = mul i32 %prow294, 56
  %lel427 = add i32 %lrow426, %fb298
  %lb429 = shl i32 %lel427, 1
  %la431 = add i32 %lb429, 9216
  %e433 = add i32 %tid18, 256
  %prow435 = udiv i32 %e433, 12
  %ig437 = urem i32 %e433, 12
  %fb439 = mul i32 %ig437, 4
  %wo440 = add i32 %wo_s89, %prow435
  %wok441 = icmp ult i32 %wo440, %wo
  %wb_a443 = mul i32 %wo440, 1
  %wb445 = sub i32 %wb_a443, 1
  %f447 = add i32 %fb439, 0
  %fok449 = icmp ult i32 %f447, 36
  %fr451 = udiv i32 %f447, 12
  %frem453 = urem i32 %f447, 12
  %fs455 = udiv i32 %frem453, 4
  %fc457 = urem i32 %frem453, 4
  %hi458 = add i32 %hb64, %fr451
  %hiok459 = icmp ult i32 %hi458, %hi
  %wi460 = add i32 %wb445, %fs455
  %wiok461 = icmp ult i32 %wi460, %wi
  %ok462 = and i1 %wok441, %fok449
  %ok463 = and i1 %ok462, %hiok459
  %ok464 = and i1 %ok463, %wiok461
  %x_row465 = mul i32 %hi458, %x_stride_h
  %col466 = mul i32 %wi460, %x_stride_w
  %el467 = add i32 %x_img58, %x_row465
  %el468 = add i32 %el467, %col466
  %el469 = add i32 %el468, %fc457
  %off471 = shl i32 %el469, 1
  %safe473 = select i1 %ok464, i32 %off471, i32 2147483647
  %xv475 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe473, i32 0, i32 0)
  %f477 = add i32 %fb439, 1
  %fok479 = icmp ult i32 %f477, 36
  %fr481 = udiv i32 %f477, 12
  %frem483 = urem i32 %f477, 12
  %fs485 = udiv i32 %frem483, 4
  %fc487 = urem i32 %frem483, 4
  %hi488 = add i32 %hb64, %fr481
  %hiok489 = icmp ult i32 %hi488, %hi
  %wi490 = add i32 %wb445, %fs485
  %wiok491 = icmp ult i32 %wi490, %wi
  %ok492 = and i1 %wok441, %fok479
  %ok493 = and i1 %ok492, %hiok489
  %ok494 = and i1 %ok493, %wiok491
  %x_row495 = mul i32 %hi488, %x_stride_h
  %col496 = mul i32 %wi490, %x_stride_w
  %el497 = add i32 %x_img58, %x_row495
  %el498 = add i32 %el497, %col496
  %el499 = add i32 %el498, %fc487
  %off501 = shl i32 %el499, 1
  %safe503 = select i1 %ok494, i32 %off501, i32 2147483647
  %xv505 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe503, i32 0, i32 0)
  %f507 = add i32 %fb439, 2
  %fok509 = icmp ult i32 %f507, 36
  %fr511 = udiv i32 %f507, 12
  %frem513 = urem i32 %f507, 12
  %fs515 = udiv i32 %frem513, 4
  %fc517 = urem i32 %frem513, 4
  %hi518 = add i32 %hb64, %fr511
  %hiok519 = icmp ult i32 %hi518, %hi
  %wi520 = add i32 %wb445, %fs515
  %wiok521 = icmp ult i32 %wi520, %wi
  %ok522 = and i1 %wok441, %fok509
  %ok523 = and i1 %ok522, %hiok519
  %ok524 = and i1 %ok523, %wiok521
  %x_row525 = mul i32 %hi518, %x_stride_h
  %col526 = mul i32 %wi520, %x_stride_w
  %el527 = add i32 %x_img58, %x_row525
  %el528 = add i32 %el527, %col526
  %el529 = add i32 %el528, %fc517
  %off531 = shl i32 %el529, 1
  %safe533 = select i1 %ok524, i32 %off531, i32 2147483647
  %xv535 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe533, i32 0, i32 0)
  %f537 = add i32 %fb439, 3
  %fok539 = icmp ult i32 %f537, 36
  %fr541 = udiv i32 %f537, 12
  %frem543 = urem i32 %f537, 12
  %fs545 = udiv i32 %frem543, 4
  %fc547 = urem i32 %frem543, 4
  %hi548 = add i32 %hb64, %fr541
  %hiok549 = icmp ult i32 %hi548, %hi
  %wi550 = add i32 %wb445, %fs545
  %wiok551 = icmp ult i32 %wi550, %wi
  %ok552 = and i1 %wok441, %fok539
  %ok553 = and i1 %ok552, %hiok549
  %ok554 = and i1 %ok553, %wiok551
  %x_row555 = mul i32 %hi548, %x_stride_h
  %col556 = mul i32 %wi550, %x_stride_w
  %el557 = add i32 %x_img58, %x_row555
  %el558 = add i32 %el557, %col556
  %el559 = add i32 %el558, %fc547
  %off561 = shl i32 %el559, 1
  %safe563 = select i1 %ok554, i32 %off561, i32 2147483647
  %xv565 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe563, i32 0, i32 0)
  %lrow567 = mul i32 %prow435, 56
  %lel568 = add i32 %lrow567, %fb439
  %lb570 = shl i32 %lel568, 1
  %la572 = add i32 %lb570, 9216
  %ch574 = add i32 %tu85, 1
  %wo_s576 = shl i32 %ch574, 5
  %e578 = add i32 %tid18, 0
  %row580 = udiv i32 %e578, 8
  %cc582 = urem i32 %e578, 8
  %chan584 = shl i32 %cc582, 3
  %wo585 = add i32 %wo_s576, %row580
  %wok586 = icmp ult i32 %wo585, %wo
  %kin587 = add i32 %k_blk53, %chan584
  %kok589 = icmp ult i32 %kin587, 320
  %ok590 = and i1 %wok586, %kok589
  %col591 = mul i32 %wo585, %dy_stride_w
  %el592 = add i32 %dy_r60, %col591
  %el593 = add i32 %el592, %kin587
  %off595 = shl i32 %el593, 1
  %safe597 = select i1 %ok590, i32 %off595, i32 2147483647
  %dyv599 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe597, i32 0, i32 0)
  %lrow601 = mul i32 %row580, 72
  %lel602 = add i32 %lrow601, %chan584
  %lb604 = shl i32 %lel602, 1
  %la606 = add i32 %lb604, 4608
  %e608 = add i32 %tid18, 128
  %row610 = udiv i32 %e608, 8
  %cc612 = urem i32 %e608, 8
  %chan614 = shl i32 %cc612, 3
  %wo615 = add i32 %wo_s576, %row610
  %wok616 = icmp ult i32 %wo615, %wo
  %kin617 = add i32 %k_blk53, %chan614
  %kok619 = icmp ult i32 %kin617, 320
  %ok620 = and i1 %wok616, %kok619
  %col621 = mul i32 %wo615, %dy_stride_w
  %el622 = add i32 %dy_r60, %col621
  %el623 = add i32 %el622, %kin617
  %off625 = shl i32 %el623, 1
  %safe627 = select i1 %ok620, i32 %off625, i32 2147483647
  %dyv629 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe627, i32 0, i32 0)
  %lrow631 = mul i32 %row610, 72
  %lel632 = add i32 %lrow631, %chan614
  %lb634 = shl i32 %lel632, 1
  %la636 = add i32 %lb634, 4608
  %e638 = add i32 %tid18, 0
  %prow640 = udiv i32 %e638, 12
  %ig642 = urem i32 %e638, 12
  %fb644 = mul i32 %ig642, 4
  %wo645 = add i32 %wo_s576, %prow640
  %wok646 = icmp ult i32 %wo645, %wo
  %wb_a648 = mul i32 %wo645, 1
  %wb650 = sub i32 %wb_a648, 1
  %f652 = add i32 %fb644, 0
  %fok654 = icmp ult i32 %f652, 36
  %fr656 = udiv i32 %f652, 12
  %frem658 = urem i32 %f652, 12
  %fs660 = udiv i32 %frem658, 4
  %fc662 = urem i32 %frem658, 4
  %hi663 = add i32 %hb64, %fr656
  %hiok664 = icmp ult i32 %hi663, %hi
  %wi665 = add i32 %wb650, %fs660
  %wiok666 = icmp ult i32 %wi665, %wi
  %ok667 = and i1 %wok646, %fok654
  %ok668 = and i1 %ok667, %hiok664
  %ok669 = and i1 %ok668, %wiok666
  %x_row670 = mul i32 %hi663, %x_stride_h
  %col671 = mul i32 %wi665, %x_stride_w
  %el672 = add i32 %x_img58, %x_row670
  %el673 = add i32 %el672, %col671
  %el674 = add i32 %el673, %fc662
  %off676 = shl i32 %el674, 1
  %safe678 = select i1 %ok669, i32 %off676, i32 2147483647
  %xv680 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe678, i32 0, i32 0)
  %f682 = add i32 %fb644, 1
  %fok684 = icmp ult i32 %f682, 36
  %fr686 = udiv i32 %f682, 12
  %frem688 = urem i32 %f682, 12
  %fs690 = udiv i32 %frem688, 4
  %fc692 = urem i32 %frem688, 4
  %hi693 = add i32 %hb64, %fr686
  %hiok694 = icmp ult i32 %hi693, %hi
  %wi695 = add i32 %wb650, %fs690
  %wiok696 = icmp ult i32 %wi695, %wi
  %ok697 = and i1 %wok646, %fok684
  %ok698 = and i1 %ok697, %hiok694
  %ok699 = and i1 %ok698, %wiok696
  %x_row700 = mul i32 %hi693, %x_stride_h
  %col701 = mul i32 %wi695, %x_stride_w
  %el702 = add i32 %x_img58, %x_row700
  %el703 = add i32 %el702, %col701
  %el704 = add i32 %el703, %fc692
  %off706 = shl i32 %el704, 1
  %safe708 = select i1 %ok699, i32 %off706, i32 2147483647
  %xv710 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe708, i32 0, i32 0)
  %f712 = add i32 %fb644, 2
  %fok714 = icmp ult i32 %f712, 36
  %fr716 = udiv i32 %f712, 12
  %frem718 = urem i32 %f712, 12
  %fs720 = udiv i32 %frem718, 4
  %fc722 = urem i32 %frem718, 4
  %hi723 = add i32 %hb64, %fr716
  %hiok724 = icmp ult i32 %hi723, %hi
  %wi725 = add i32 %wb650, %fs720
  %wiok726 = icmp ult i32 %wi725, %wi
  %ok727 = and i1 %wok646, %fok714
  %ok728 = and i1 %ok727, %hiok724
  %ok729 = and i1 %ok728, %wiok726
  %x_row730 = mul i32 %hi723, %x_stride_h
  %col731 = mul i32 %wi725, %x_stride_w
  %el732 = add i32 %x_img58, %x_row730
  %el733 = add i32 %el732, %col731
  %el734 = add i32 %el733, %fc722
  %off736 = shl i32 %el734, 1
  %safe738 = select i1 %ok729, i32 %off736, i32 2147483647
  %xv740 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe738, i32 0, i32 0)
  %f742 = add i32 %fb644, 3
  %fok744 = icmp ult i32 %f742, 36
  %fr746 = udiv i32 %f742, 12
  %frem748 = urem i32 %f742, 12
  %fs750 = udiv i32 %frem748, 4
  %fc752 = urem i32 %frem748, 4
  %hi753 = add i32 %hb64, %fr746
  %hiok754 = icmp ult i32 %hi753, %hi
  %wi755 = add i32 %wb650, %fs750
  %wiok756 = icmp ult i32 %wi755, %wi
  %ok757 = and i1 %wok646, %fok744
  %ok758 = and i1 %ok757, %hiok754
  %ok759 = and i1 %ok758, %wiok756
  %x_row760 = mul i32 %hi753, %x_stride_h
  %col761 = mul i32 %wi755, %x_stride_w
  %el762 = add i32 %x_img58, %x_row760
  %el763 = add i32 %el762, %col761
  %el764 = add i32 %el763, %fc752
  %off766 = shl i32 %el764, 1
  %safe768 = select i1 %ok759, i32 %off766, i32 2147483647
  %xv770 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe768, i32 0, i32 0)
  %lrow772 = mul i32 %prow640, 56
  %lel773 = add i32 %lrow772, %fb644
  %lb775 = shl i32 %lel773, 1
  %la777 = add i32 %lb775, 12800
  %e779 = add i32 %tid18, 128
  %prow781 = udiv i32 %e779, 12
  %ig783 = urem i32 %e779, 12
  %fb785 = mul i32 %ig783, 4
  %wo786 = add i32 %wo_s576, %prow781
  %wok787 = icmp ult i32 %wo786, %wo
  %wb_a789 = mul i32 %wo786, 1
  %wb791 = sub i32 %wb_a789, 1
  %f793 = add i32 %fb785, 0
  %fok795 = icmp ult i32 %f793, 36
  %fr797 = udiv i32 %f793, 12
  %frem799 = urem i32 %f793, 12
  %fs801 = udiv i32 %frem799, 4
  %fc803 = urem i32 %frem799, 4
  %hi804 = add i32 %hb64, %fr797
  %hiok805 = icmp ult i32 %hi804, %hi
  %wi806 = add i32 %wb791, %fs801
  %wiok807 = icmp ult i32 %wi806, %wi
  %ok808 = and i1 %wok787, %fok795
  %ok809 = and i1 %ok808, %hiok805
  %ok810 = and i1 %ok809, %wiok807
  %x_row811 = mul i32 %hi804, %x_stride_h
  %col812 = mul i32 %wi806, %x_stride_w
  %el813 = add i32 %x_img58, %x_row811
  %el814 = add i32 %el813, %col812
  %el815 = add i32 %el814, %fc803
  %off817 = shl i32 %el815, 1
  %safe819 = select i1 %ok810, i32 %off817, i32 2147483647
  %xv821 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe819, i32 0, i32 0)
  %f823 = add i32 %fb785, 1
  %fok825 = icmp ult i32 %f823, 36
  %fr827 = udiv i32 %f823, 12
  %frem829 = urem i32 %f823, 12
  %fs831 = udiv i32 %frem829, 4
  %fc833 = urem i32 %frem829, 4
  %hi834 = add i32 %hb64, %fr827
  %hiok835 = icmp ult i32 %hi834, %hi
  %wi836 = add i32 %wb791, %fs831
  %wiok837 = icmp ult i32 %wi836, %wi
  %ok838 = and i1 %wok787, %fok825
  %ok839 = and i1 %ok838, %hiok835
  %ok840 = and i1 %ok839, %wiok837
  %x_row841 = mul i32 %hi834, %x_stride_h
  %col842 = mul i32 %wi836, %x_stride_w
  %el843 = add i32 %x_img58, %x_row841
  %el844 = add i32 %el843, %col842
  %el845 = add i32 %el844, %fc833
  %off847 = shl i32 %el845, 1
  %safe849 = select i1 %ok840, i32 %off847, i32 2147483647
  %xv851 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe849, i32 0, i32 0)
  %f853 = add i32 %fb785, 2
  %fok855 = icmp ult i32 %f853, 36
  %fr857 = udiv i32 %f853, 12
  %frem859 = urem i32 %f853, 12
  %fs861 = udiv i32 %frem859, 4
  %fc863 = urem i32 %frem859, 4
  %hi864 = add i32 %hb64, %fr857
  %hiok865 = icmp ult i32 %hi864, %hi
  %wi866 = add i32 %wb791, %fs861
  %wiok867 = icmp ult i32 %wi866, %wi
  %ok868 = and i1 %wok787, %fok855
  %ok869 = and i1 %ok868, %hiok865
  %ok870 = and i1 %ok869, %wiok867
  %x_row871 = mul i32 %hi864, %x_stride_h
  %col872 = mul i32 %wi866, %x_stride_w
  %el873 = add i32 %x_img58, %x_row871
  %el874 = add i32 %el873, %col872
  %el875 = add i32 %el874, %fc863
  %off877 = shl i32 %el875, 1
  %safe879 = select i1 %ok870, i32 %off877, i32 2147483647
  %xv881 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe879, i32 0, i32 0)
  %f883 = add i32 %fb785, 3
  %fok885 = icmp ult i32 %f883, 36
  %fr887 = udiv i32 %f883, 12
  %frem889 = urem i32 %f883, 12
  %fs891 = udiv i32 %frem889, 4
  %fc893 = urem i32 %frem889, 4
  %hi894 = add i32 %hb64, %fr887
  %hiok895 = icmp ult i32 %hi894, %hi
  %wi896 = add i32 %wb791, %fs891
  %wiok897 = icmp ult i32 %wi896, %wi
  %ok898 = and i1 %wok787, %fok885
  %ok899 = and i1 %ok898, %hiok895
  %ok900 = and i1 %ok899, %wiok897
  %x_row901 = mul i32 %hi894, %x_stride_h
  %col902 = mul i32 %wi896, %x_stride_w
  %el903 = add i32 %x_img58, %x_row901
  %el904 = add i32 %el903, %col902
  %el905 = add i32 %el904, %fc893
  %off907 = shl i32 %el905, 1
  %safe909 = select i1 %ok900, i32 %off907, i32 2147483647
  %xv911 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe909, i32 0, i32 0)
  %lrow913 = mul i32 %prow781, 56
  %lel914 = add i32 %lrow913, %fb785
  %lb916 = shl i32 %lel914, 1
  %la918 = add i32 %lb916, 12800
  %e920 = add i32 %tid18, 256
  %prow922 = udiv i32 %e920, 12
  %ig924 = urem i32 %e920, 12
  %fb926 = mul i32 %ig924, 4
  %wo927 = add i32 %wo_s576, %prow922
  %wok928 = icmp ult i32 %wo927, %wo
  %wb_a930 = mul i32 %wo927, 1
  %wb932 = sub i32 %wb_a930, 1
  %f934 = add i32 %fb926, 0
  %fok936 = icmp ult i32 %f934, 36
  %fr938 = udiv i32 %f934, 12
  %frem940 = urem i32 %f934, 12
  %fs942 = udiv i32 %frem940, 4
  %fc944 = urem i32 %frem940, 4
  %hi945 = add i32 %hb64, %fr938
  %hiok946 = icmp ult i32 %hi945, %hi
  %wi947 = add i32 %wb932, %fs942
  %wiok948 = icmp ult i32 %wi947, %wi
  %ok949 = and i1 %wok928, %fok936
  %ok950 = and i1 %ok949, %hiok946
  %ok951 = and i1 %ok950, %wiok948
  %x_row952 = mul i32 %hi945, %x_stride_h
  %col953 = mul i32 %wi947, %x_stride_w
  %el954 = add i32 %x_img58, %x_row952
  %el955 = add i32 %el954, %col953
  %el956 = add i32 %el955, %fc944
  %off958 = shl i32 %el956, 1
  %safe960 = select i1 %ok951, i32 %off958, i32 2147483647
  %xv962 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe960, i32 0, i32 0)
  %f964 = add i32 %fb926, 1
  %fok966 = icmp ult i32 %f964, 36
  %fr968 = udiv i32 %f964, 12
  %frem970 = urem i32 %f964, 12
  %fs972 = udiv i32 %frem970, 4
  %fc974 = urem i32 %frem970, 4
  %hi975 = add i32 %hb64, %fr968
  %hiok976 = icmp ult i32 %hi975, %hi
  %wi977 = add i32 %wb932, %fs972
  %wiok978 = icmp ult i32 %wi977, %wi
  %ok979 = and i1 %wok928, %fok966
  %ok980 = and i1 %ok979, %hiok976
  %ok981 = and i1 %ok980, %wiok978
  %x_row982 = mul i32 %hi975, %x_stride_h
  %col983 = mul i32 %wi977, %x_stride_w
  %el984 = add i32 %x_img58, %x_row982
  %el985 = add i32 %el984, %col983
  %el986 = add i32 %el985, %fc974
  %off988 = shl i32 %el986, 1
  %safe990 = select i1 %ok981, i32 %off988, i32 2147483647
  %xv992 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe990, i32 0, i32 0)
  %f994 = add i32 %fb926, 2
  %fok996 = icmp ult i32 %f994, 36
  %fr998 = udiv i32 %f994, 12
  %frem1000 = urem i32 %f994, 12
  %fs1002 = udiv i32 %frem1000, 4
  %fc1004 = urem i32 %frem1000, 4
  %hi1005 = add i32 %hb64, %fr998
  %hiok1006 = icmp ult i32 %hi1005, %hi
  %wi1007 = add i32 %wb932, %fs1002
  %wiok1008 = icmp ult i32 %wi1007, %wi
  %ok1009 = and i1 %wok928, %fok996
  %ok1010 = and i1 %ok1009, %hiok1006
  %ok1011 = and i1 %ok1010, %wiok1008
  %x_row1012 = mul i32 %hi1005, %x_stride_h
  %col1013 = mul i32 %wi1007, %x_stride_w
  %el1014 = add i32 %x_img58, %x_row1012
  %el1015 = add i32 %el1014, %col1013
  %el1016 = add i32 %el1015, %fc1004
  %off1018 = shl i32 %el1016, 1
  %safe1020 = select i1 %ok1011, i32 %off1018, i32 2147483647
  %xv1022 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1020, i32 0, i32 0)
  %f1024 = add i32 %fb926, 3
  %fok1026 = icmp ult i32 %f1024, 36
  %fr1028 = udiv i32 %f1024, 12
  %frem1030 = urem i32 %f1024, 12
  %fs1032 = udiv i32 %frem1030, 4
  %fc1034 = urem i32 %frem1030, 4
  %hi1035 = add i32 %hb64, %fr1028
  %hiok1036 = icmp ult i32 %hi1035, %hi
  %wi1037 = add i32 %wb932, %fs1032
  %wiok1038 = icmp ult i32 %wi1037, %wi
  %ok1039 = and i1 %wok928, %fok1026
  %ok1040 = and i1 %ok1039, %hiok1036
  %ok1041 = and i1 %ok1040, %wiok1038
  %x_row1042 = mul i32 %hi1035, %x_stride_h
  %col1043 = mul i32 %wi1037, %x_stride_w
  %el1044 = add i32 %x_img58, %x_row1042
  %el1045 = add i32 %el1044, %col1043
  %el1046 = add i32 %el1045, %fc1034
  %off1048 = shl i32 %el1046, 1
  %safe1050 = select i1 %ok1041, i32 %off1048, i32 2147483647
  %xv1052 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1050, i32 0, i32 0)
  %lrow1054 = mul i32 %prow922, 56
  %lel1055 = add i32 %lrow1054, %fb926
  %lb1057 = shl i32 %lel1055, 1
  %la1059 = add i32 %lb1057, 12800
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la119
  store <4 x i32> %dyv112, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la149
  store <4 x i32> %dyv142, ptr addrspace(3) %gep.7, align 16
  %lo1060 = zext i16 %xv193 to i32
  %hw1061 = zext i16 %xv223 to i32
  %hs1063 = shl i32 %hw1061, 16
  %pair1064 = or i32 %lo1060, %hs1063
  %pairf1065 = bitcast i32 %pair1064 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la290
  store float %pairf1065, ptr addrspace(3) %gep.8, align 4
  %lo1066 = zext i16 %xv253 to i32
  %hw1067 = zext i16 %xv283 to i32
  %hs1069 = shl i32 %hw1067, 16
  %pair1070 = or i32 %lo1066, %hs1069
  %pairf1071 = bitcast i32 %pair1070 to float
  %da1073 = add i32 %la290, 4
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %da1073
  store float %pairf1071, ptr addrspace(3) %gep.9, align 4
  %lo1074 = zext i16 %xv334 to i32
  %hw1075 = zext i16 %xv364 to i32
  %hs1077 = shl i32 %hw1075, 16
  %pair1078 = or i32 %lo1074, %hs1077
  %pairf1079 = bitcast i32 %pair1078 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la431
  store float %pairf1079, ptr addrspace(3) %gep.10, align 4
  %lo1080 = zext i16 %xv394 to i32
  %hw1081 = zext i16 %xv424 to i32
  %hs1083 = shl i32 %hw1081, 16
  %pair1084 = or i32 %lo1080, %hs1083
  %pairf1085 = bitcast i32 %pair1084 to float
  %da1087 = add i32 %la431, 4
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %da1087
  store float %pairf1085, ptr addrspace(3) %gep.11, align 4
  %lo1088 = zext i16 %xv475 to i32
  %hw1089 = zext i16 %xv505 to i32
  %hs1091 = shl i32 %hw1089, 16
  %pair1092 = or i32 %lo1088, %hs1091
  %pairf1093 = bitcast i32 %pair1092 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la572
  store float %pairf1093, ptr addrspace(3) %gep.12, align 4
  %lo1094 = zext i16 %xv535 to i32
  %hw1095 = zext i16 %xv565 to i32
  %hs1097 = shl i32 %hw1095, 16
  %pair1098 = or i32 %lo1094, %hs1097
  %pairf1099 = bitcast i32 %pair1098 to float
  %da1101 = add i32 %la572, 4
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %da1101
  store float %pairf1099, ptr addrspace(3) %gep.13, align 4
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la606
  store <4 x i32> %dyv599, ptr addrspace(3) %gep.14, align 16
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la636
  store <4 x i32> %dyv629, ptr addrspace(3) %gep.15, align 16
  %lo1102 = zext i16 %xv680 to i32
  %hw1103 = zext i16 %xv710 to i32
  %hs1105 = shl i32 %hw1103, 16
  %pair1106 = or i32 %lo1102, %hs1105
  %pairf1107 = bitcast i32 %pair1106 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la777
  store float %pairf1107, ptr addrspace(3) %gep.16, align 4
  %lo1108 = zext i16 %xv740 to i32
  %hw1109 = zext i16 %xv770 to i32
  %hs1111 = shl i32 %hw1109, 16
  %pair1112 = or i32 %lo1108, %hs1111
  %pairf1113 = bitcast i32 %pair1112 to float
  %da1115 = add i32 %la777, 4
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %da1115
  store float %pairf1113, ptr addrspace(3) %gep.17, align 4
  %lo1116 = zext i16 %xv821 to i32
  %hw1117 = zext i16 %xv851 to i32
  %hs1119 = shl i32 %hw1117, 16
  %pair1120 = or i32 %lo1116, %hs1119
  %pairf1121 = bitcast i32 %pair1120 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la918
  store float %pairf1121, ptr addrspace(3) %gep.18, align 4
  %lo1122 = zext i16 %xv881 to i32
  %hw1123 = zext i16 %xv911 to i32
  %hs1125 = shl i32 %hw1123, 16
  %pair1126 = or i32 %lo1122, %hs1125
  %pairf1127 = bitcast i32 %pair1126 to float
  %da1129 = add i32 %la918, 4
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %da1129
  store float %pairf1127, ptr addrspace(3) %gep.19, align 4
  %lo1130 = zext i16 %xv962 to i32
  %hw1131 = zext i16 %xv992 to i32
  %hs1133 = shl i32 %hw1131, 16
  %pair1134 = or i32 %lo1130, %hs1133
  %pairf1135 = bitcast i32 %pair1134 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %la1059
  store float %pairf1135, ptr addrspace(3) %gep.20, align 4
  %lo1136 = zext i16 %xv1022 to i32
  %hw1137 = zext i16 %xv1052 to i32
  %hs1139 = shl i32 %hw1137, 16
  %pair1140 = or i32 %lo1136, %hs1139
  %pairf1141 = bitcast i32 %pair1140 to float
  %da1143 = add i32 %la1059, 4
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %da1143
  store float %pairf1141, ptr addrspace(3) %gep.21, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1145 = add i32 %a_lane43, 0
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %a_addr1145
  %a_lo1146 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %a_addr1148 = add i32 %a_lane43, 2304
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %a_addr1148
  %a_hi1149 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.23)
  %a_frag1150 = shufflevector <8 x half> %a_lo1146, <8 x half> %a_hi1149, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1152 = add i32 %b_lane48, 9216
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1152
  %b_lo1153 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.24)
  %b_addr1155 = add i32 %b_lane48, 11008
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1155
  %b_hi1156 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.25)
  %b_frag1157 = shufflevector <8 x half> %b_lo1153, <8 x half> %b_hi1156, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1158 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1150, i1 false, <16 x half> %b_frag1157, i16 0, <8 x float> %acc81, i1 false, i1 false)
  %b_addr1160 = add i32 %b_lane48, 9248
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1160
  %b_lo1161 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.26)
  %b_addr1163 = add i32 %b_lane48, 11040
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1163
  %b_hi1164 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.27)
  %b_frag1165 = shufflevector <8 x half> %b_lo1161, <8 x half> %b_hi1164, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1166 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1150, i1 false, <16 x half> %b_frag1165, i16 0, <8 x float> %acc82, i1 false, i1 false)
  %b_addr1168 = add i32 %b_lane48, 9280
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1168
  %b_lo1169 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %b_addr1171 = add i32 %b_lane48, 11072
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1171
  %b_hi1172 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %b_frag1173 = shufflevector <8 x half> %b_lo1169, <8 x half> %b_hi1172, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1174 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1150, i1 false, <16 x half> %b_frag1173, i16 0, <8 x float> %acc83, i1 false, i1 false)
  %a_addr1176 = add i32 %a_lane43, 4608
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %a_addr1176
  %a_lo1177 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %a_addr1179 = add i32 %a_lane43, 6912
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %a_addr1179
  %a_hi1180 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %a_frag1181 = shufflevector <8 x half> %a_lo1177, <8 x half> %a_hi1180, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1183 = add i32 %b_lane48, 12800
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1183
  %b_lo1184 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.32)
  %b_addr1186 = add i32 %b_lane48, 14592
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1186
  %b_hi1187 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.33)
  %b_frag1188 = shufflevector <8 x half> %b_lo1184, <8 x half> %b_hi1187, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1189 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1181, i1 false, <16 x half> %b_frag1188, i16 0, <8 x float> %acc1158, i1 false, i1 false)
  %b_addr1191 = add i32 %b_lane48, 12832
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1191
  %b_lo1192 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.34)
  %b_addr1194 = add i32 %b_lane48, 14624
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1194
  %b_hi1195 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.35)
  %b_frag1196 = shufflevector <8 x half> %b_lo1192, <8 x half> %b_hi1195, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1197 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1181, i1 false, <16 x half> %b_frag1196, i16 0, <8 x float> %acc1166, i1 false, i1 false)
  %b_addr1199 = add i32 %b_lane48, 12864
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1199
  %b_lo1200 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.36)
  %b_addr1202 = add i32 %b_lane48, 14656
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_k320_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1202
  %b_hi1203 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.37)
  %b_frag1204 = shufflevector <8 x half> %b_lo1200, <8 x half> %b_hi1203, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1205 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1181, i1 false, <16 x half> %b_frag1204, i16 0, <8 x float> %acc1174, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t80, 1
  br label %for.head.1
for.exit.1:
  %slab_a1206 = mul i32 %img51, %ho
  %slab_b1207 = add i32 %slab_a1206, %orow50
  %slab1209 = urem i32 %slab_b1207, 1
  %kbase1211 = mul i32 %slab1209, 320
  %k_w1212 = add i32 %k_blk53, %wkb24
  %k_h1213 = add i32 %k_w1212, %khalf28
  %f1215 = add i32 %lcol33, 0
  %fok1217 = icmp ult i32 %f1215, 36
  %kin1219 = add i32 %k_h1213, 0
  %kok1221 = icmp ult i32 %kin1219, 320
  %ok1222 = and i1 %kok1221, %fok1217
  br i1 %ok1222, label %if.then.2, label %if.end.2
if.then.2:
  %krow1223 = add i32 %kbase1211, %kin1219
  %t_f1225 = mul i32 %krow1223, 36
  %el1226 = add i32 %t_f1225, %f1215
  %off1228 = shl i32 %el1226, 2
  %v1229 = extractelement <8 x float> %acc81, i32 0
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1229, ptr addrspace(8) %rws56, i32 %off1228, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin1232 = add i32 %k_h1213, 1
  %kok1234 = icmp ult i32 %kin1232, 320
  %ok1235 = and i1 %kok1234, %fok1217
  br i1 %ok1235, label %if.then.3, label %if.end.3
if.then.3:
  %krow1236 = add i32 %kbase1211, %kin1232
  %t_f1238 = mul i32 %krow1236, 36
  %el1239 = add i32 %t_f1238, %f1215
  %off1241 = shl i32 %el1239, 2
  %v1242 = extractelement <8 x float> %acc81, i32 1
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1242, ptr addrspace(8) %rws56, i32 %off1241, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1245 = add i32 %k_h1213, 2
  %kok1247 = icmp ult i32 %kin1245, 320
  %ok1248 = and i1 %kok1247, %fok1217
  br i1 %ok1248, label %if.then.4, label %if.end.4
if.then.4:
  %krow1249 = add i32 %kbase1211, %kin1245
  %t_f1251 = mul i32 %krow1249, 36
  %el1252 = add i32 %t_f1251, %f1215
  %off1254 = shl i32 %el1252, 2
  %v1255 = extractelement <8 x float> %acc81, i32 2
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1255, ptr addrspace(8) %rws56, i32 %off1254, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1258 = add i32 %k_h1213, 3
  %kok1260 = icmp ult i32 %kin1258, 320
  %ok1261 = and i1 %kok1260, %fok1217
  br i1 %ok1261, label %if.then.5, label %if.end.5
if.then.5:
  %krow1262 = add i32 %kbase1211, %kin1258
  %t_f1264 = mul i32 %krow1262, 36
  %el1265 = add i32 %t_f1264, %f1215
  %off1267 = shl i32 %el1265, 2
  %v1268 = extractelement <8 x float> %acc81, i32 3
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1268, ptr addrspace(8) %rws56, i32 %off1267, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1271 = add i32 %k_h1213, 4
  %kok1273 = icmp ult i32 %kin1271, 320
  %ok1274 = and i1 %kok1273, %fok1217
  br i1 %ok1274, label %if.then.6, label %if.end.6
if.then.6:
  %krow1275 = add i32 %kbase1211, %kin1271
  %t_f1277 = mul i32 %krow1275, 36
  %el1278 = add i32 %t_f1277, %f1215
  %off1280 = shl i32 %el1278, 2
  %v1281 = extractelement <8 x float> %acc81, i32 4
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1281, ptr addrspace(8) %rws56, i32 %off1280, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1284 = add i32 %k_h1213, 5
  %kok1286 = icmp ult i32 %kin1284, 320
  %ok1287 = and i1 %kok1286, %fok1217
  br i1 %ok1287, label %if.then.7, label %if.end.7
if.then.7:
  %krow1288 = add i32 %kbase1211, %kin1284
  %t_f1290 = mul i32 %krow1288, 36
  %el1291 = add i32 %t_f1290, %f1215
  %off1293 = shl i32 %el1291, 2
  %v1294 = extractelement <8 x float> %acc81, i32 5
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1294, ptr addrspace(8) %rws56, i32 %off1293, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1297 = add i32 %k_h1213, 6
  %kok1299 = icmp ult i32 %kin1297, 320
  %ok1300 = and i1 %kok1299, %fok1217
  br i1 %ok1300, label %if.then.8, label %if.end.8
if.then.8:
  %krow1301 = add i32 %kbase1211, %kin1297
  %t_f1303 = mul i32 %krow1301, 36
  %el1304 = add i32 %t_f1303, %f1215
  %off1306 = shl i32 %el1304, 2
  %v1307 = extractelement <8 x float> %acc81, i32 6
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1307, ptr addrspace(8) %rws56, i32 %off1306, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1310 = add i32 %k_h1213, 7
  %kok1312 = icmp ult i32 %kin1310, 320
  %ok1313 = and i1 %kok1312, %fok1217
  br i1 %ok1313, label %if.then.9, label %if.end.9
if.then.9:
  %krow1314 = add i32 %kbase1211, %kin1310
  %t_f1316 = mul i32 %krow1314, 36
  %el1317 = add i32 %t_f1316, %f1215
  %off1319 = shl i32 %el1317, 2
  %v1320 = extractelement <8 x float> %acc81, i32 7
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1320, ptr addrspace(8) %rws56, i32 %off1319, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f1323 = add i32 %lcol33, 16
  %fok1325 = icmp ult i32 %f1323, 36
  %kin1327 = add i32 %k_h1213, 0
  %kok1329 = icmp ult i32 %kin1327, 320
  %ok1330 = and i1 %kok1329, %fok1325
  br i1 %ok1330, label %if.then.10, label %if.end.10
if.then.10:
  %krow1331 = add i32 %kbase1211, %kin1327
  %t_f1333 = mul i32 %krow1331, 36
  %el1334 = add i32 %t_f1333, %f1323
  %off1336 = shl i32 %el1334, 2
  %v1337 = extractelement <8 x float> %acc82, i32 0
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1337, ptr addrspace(8) %rws56, i32 %off1336, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin1340 = add i32 %k_h1213, 1
  %kok1342 = icmp ult i32 %kin1340, 320
  %ok1343 = and i1 %kok1342, %fok1325
  br i1 %ok1343, label %if.then.11, label %if.end.11
if.then.11:
  %krow1344 = add i32 %kbase1211, %kin1340
  %t_f1346 = mul i32 %krow1344, 36
  %el1347 = add i32 %t_f1346, %f1323
  %off1349 = shl i32 %el1347, 2
  %v1350 = extractelement <8 x float> %acc82, i32 1
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1350, ptr addrspace(8) %rws56, i32 %off1349, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1353 = add i32 %k_h1213, 2
  %kok1355 = icmp ult i32 %kin1353, 320
  %ok1356 = and i1 %kok1355, %fok1325
  br i1 %ok1356, label %if.then.12, label %if.end.12
if.then.12:
  %krow1357 = add i32 %kbase1211, %kin1353
  %t_f1359 = mul i32 %krow1357, 36
  %el1360 = add i32 %t_f1359, %f1323
  %off1362 = shl i32 %el1360, 2
  %v1363 = extractelement <8 x float> %acc82, i32 2
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1363, ptr addrspace(8) %rws56, i32 %off1362, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1366 = add i32 %k_h1213, 3
  %kok1368 = icmp ult i32 %kin1366, 320
  %ok1369 = and i1 %kok1368, %fok1325
  br i1 %ok1369, label %if.then.13, label %if.end.13
if.then.13:
  %krow1370 = add i32 %kbase1211, %kin1366
  %t_f1372 = mul i32 %krow1370, 36
  %el1373 = add i32 %t_f1372, %f1323
  %off1375 = shl i32 %el1373, 2
  %v1376 = extractelement <8 x float> %acc82, i32 3
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1376, ptr addrspace(8) %rws56, i32 %off1375, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1379 = add i32 %k_h1213, 4
  %kok1381 = icmp ult i32 %kin1379, 320
  %ok1382 = and i1 %kok1381, %fok1325
  br i1 %ok1382, label %if.then.14, label %if.end.14
if.then.14:
  %krow1383 = add i32 %kbase1211, %kin1379
  %t_f1385 = mul i32 %krow1383, 36
  %el1386 = add i32 %t_f1385, %f1323
  %off1388 = shl i32 %el1386, 2
  %v1389 = extractelement <8 x float> %acc82, i32 4
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1389, ptr addrspace(8) %rws56, i32 %off1388, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1392 = add i32 %k_h1213, 5
  %kok1394 = icmp ult i32 %kin1392, 320
  %ok1395 = and i1 %kok1394, %fok1325
  br i1 %ok1395, label %if.then.15, label %if.end.15
if.then.15:
  %krow1396 = add i32 %kbase1211, %kin1392
  %t_f1398 = mul i32 %krow1396, 36
  %el1399 = add i32 %t_f1398, %f1323
  %off1401 = shl i32 %el1399, 2
  %v1402 = extractelement <8 x float> %acc82, i32 5
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1402, ptr addrspace(8) %rws56, i32 %off1401, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1405 = add i32 %k_h1213, 6
  %kok1407 = icmp ult i32 %kin1405, 320
  %ok1408 = and i1 %kok1407, %fok1325
  br i1 %ok1408, label %if.then.16, label %if.end.16
if.then.16:
  %krow1409 = add i32 %kbase1211, %kin1405
  %t_f1411 = mul i32 %krow1409, 36
  %el1412 = add i32 %t_f1411, %f1323
  %off1414 = shl i32 %el1412, 2
  %v1415 = extractelement <8 x float> %acc82, i32 6
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1415, ptr addrspace(8) %rws56, i32 %off1414, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1418 = add i32 %k_h1213, 7
  %kok1420 = icmp ult i32 %kin1418, 320
  %ok1421 = and i1 %kok1420, %fok1325
  br i1 %ok1421, label %if.then.17, label %if.end.17
if.then.17:
  %krow1422 = add i32 %kbase1211, %kin1418
  %t_f1424 = mul i32 %krow1422, 36
  %el1425 = add i32 %t_f1424, %f1323
  %off1427 = shl i32 %el1425, 2
  %v1428 = extractelement <8 x float> %acc82, i32 7
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1428, ptr addrspace(8) %rws56, i32 %off1427, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %f1431 = add i32 %lcol33, 32
  %fok1433 = icmp ult i32 %f1431, 36
  %kin1435 = add i32 %k_h1213, 0
  %kok1437 = icmp ult i32 %kin1435, 320
  %ok1438 = and i1 %kok1437, %fok1433
  br i1 %ok1438, label %if.then.18, label %if.end.18
if.then.18:
  %krow1439 = add i32 %kbase1211, %kin1435
  %t_f1441 = mul i32 %krow1439, 36
  %el1442 = add i32 %t_f1441, %f1431
  %off1444 = shl i32 %el1442, 2
  %v1445 = extractelement <8 x float> %acc83, i32 0
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1445, ptr addrspace(8) %rws56, i32 %off1444, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %kin1448 = add i32 %k_h1213, 1
  %kok1450 = icmp ult i32 %kin1448, 320
  %ok1451 = and i1 %kok1450, %fok1433
  br i1 %ok1451, label %if.then.19, label %if.end.19
if.then.19:
  %krow1452 = add i32 %kbase1211, %kin1448
  %t_f1454 = mul i32 %krow1452, 36
  %el1455 = add i32 %t_f1454, %f1431
  %off1457 = shl i32 %el1455, 2
  %v1458 = extractelement <8 x float> %acc83, i32 1
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1458, ptr addrspace(8) %rws56, i32 %off1457, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1461 = add i32 %k_h1213, 2
  %kok1463 = icmp ult i32 %kin1461, 320
  %ok1464 = and i1 %kok1463, %fok1433
  br i1 %ok1464, label %if.then.20, label %if.end.20
if.then.20:
  %krow1465 = add i32 %kbase1211, %kin1461
  %t_f1467 = mul i32 %krow1465, 36
  %el1468 = add i32 %t_f1467, %f1431
  %off1470 = shl i32 %el1468, 2
  %v1471 = extractelement <8 x float> %acc83, i32 2
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1471, ptr addrspace(8) %rws56, i32 %off1470, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1474 = add i32 %k_h1213, 3
  %kok1476 = icmp ult i32 %kin1474, 320
  %ok1477 = and i1 %kok1476, %fok1433
  br i1 %ok1477, label %if.then.21, label %if.end.21
if.then.21:
  %krow1478 = add i32 %kbase1211, %kin1474
  %t_f1480 = mul i32 %krow1478, 36
  %el1481 = add i32 %t_f1480, %f1431
  %off1483 = shl i32 %el1481, 2
  %v1484 = extractelement <8 x float> %acc83, i32 3
  %old.57 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1484, ptr addrspace(8) %rws56, i32 %off1483, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1487 = add i32 %k_h1213, 4
  %kok1489 = icmp ult i32 %kin1487, 320
  %ok1490 = and i1 %kok1489, %fok1433
  br i1 %ok1490, label %if.then.22, label %if.end.22
if.then.22:
  %krow1491 = add i32 %kbase1211, %kin1487
  %t_f1493 = mul i32 %krow1491, 36
  %el1494 = add i32 %t_f1493, %f1431
  %off1496 = shl i32 %el1494, 2
  %v1497 = extractelement <8 x float> %acc83, i32 4
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1497, ptr addrspace(8) %rws56, i32 %off1496, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1500 = add i32 %k_h1213, 5
  %kok1502 = icmp ult i32 %kin1500, 320
  %ok1503 = and i1 %kok1502, %fok1433
  br i1 %ok1503, label %if.then.23, label %if.end.23
if.then.23:
  %krow1504 = add i32 %kbase1211, %kin1500
  %t_f1506 = mul i32 %krow1504, 36
  %el1507 = add i32 %t_f1506, %f1431
  %off1509 = shl i32 %el1507, 2
  %v1510 = extractelement <8 x float> %acc83, i32 5
  %old.59 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1510, ptr addrspace(8) %rws56, i32 %off1509, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1513 = add i32 %k_h1213, 6
  %kok1515 = icmp ult i32 %kin1513, 320
  %ok1516 = and i1 %kok1515, %fok1433
  br i1 %ok1516, label %if.then.24, label %if.end.24
if.then.24:
  %krow1517 = add i32 %kbase1211, %kin1513
  %t_f1519 = mul i32 %krow1517, 36
  %el1520 = add i32 %t_f1519, %f1431
  %off1522 = shl i32 %el1520, 2
  %v1523 = extractelement <8 x float> %acc83, i32 6
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1523, ptr addrspace(8) %rws56, i32 %off1522, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin1526 = add i32 %k_h1213, 7
  %kok1528 = icmp ult i32 %kin1526, 320
  %ok1529 = and i1 %kok1528, %fok1433
  br i1 %ok1529, label %if.then.25, label %if.end.25
if.then.25:
  %krow1530 = add i32 %kbase1211, %kin1526
  %t_f1532 = mul i32 %krow1530, 36
  %el1533 = add i32 %t_f1532, %f1431
  %off1535 = shl i32 %el1533, 2
  %v1536 = extractelement <8 x float> %acc83, i32 7
  %old.61 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1536, ptr addrspace(8) %rws56, i32 %off1535, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="170" }
