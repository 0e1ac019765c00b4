; irgate direct_wgrad_small_c{dtype=bf16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,c=3,kpg=0,vec_x=1,sub_steps=1,uniform_wave=1,waves=2,wave_tiles=2,ws_replicas=2}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2 = internal unnamed_addr addrspace(3) global [7168 x i8] undef, align 16

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

define amdgpu_kernel void @irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg) #0 {
entry:
  %tid19 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane21 = and i32 %tid19, 31
  %wave23 = lshr i32 %tid19, 5
  %wave24 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %wave23)
  %wkb26 = mul i32 %wave24, 32
  %half28 = lshr i32 %lane21, 4
  %khalf30 = shl i32 %half28, 3
  %lrow32 = and i32 %lane21, 7
  %tr_row33 = add i32 %khalf30, %lrow32
  %lcol35 = and i32 %lane21, 15
  %cgrp37 = lshr i32 %lcol35, 3
  %tr_col39 = shl i32 %cgrp37, 3
  %a_r41 = mul i32 %tr_row33, 72
  %a_c42 = add i32 %a_r41, %tr_col39
  %a_e43 = add i32 %a_c42, %wkb26
  %a_lane45 = shl i32 %a_e43, 1
  %b_r47 = mul i32 %tr_row33, 40
  %b_c48 = add i32 %b_r47, %tr_col39
  %b_lane50 = shl i32 %b_c48, 1
  %kt51 = call i32 @llvm.amdgcn.workgroup.id.x()
  %orow52 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img53 = call i32 @llvm.amdgcn.workgroup.id.z()
  %k_blk55 = mul i32 %kt51, 64
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy56 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx57 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws58 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img59 = mul i32 %img53, %dy_stride_n
  %x_img60 = mul i32 %img53, %x_stride_n
  %dy_row61 = mul i32 %orow52, %dy_stride_h
  %dy_r62 = add i32 %dy_img59, %dy_row61
  %hb_a64 = mul i32 %orow52, 1
  %hb66 = sub i32 %hb_a64, 1
  %nch_a69 = add i32 %wo, 31
  %nch71 = lshr i32 %nch_a69, 5
  %st_a73 = add i32 %nch71, 0
  %steps75 = udiv i32 %st_a73, 1
  br label %for.head.1
for.head.1:
  %t83 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc84 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc927, %for.latch.1 ]
  %acc85 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc936, %for.latch.1 ]
  %acc86 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc928, %for.latch.1 ]
  %acc87 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc937, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t83, %steps75
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu89 = mul i32 %t83, 1
  %ch91 = add i32 %tu89, 0
  %wo_s93 = shl i32 %ch91, 5
  %e95 = add i32 %tid19, 0
  %row97 = udiv i32 %e95, 8
  %cc99 = urem i32 %e95, 8
  %chan101 = shl i32 %cc99, 3
  %wo102 = add i32 %wo_s93, %row97
  %wok103 = icmp ult i32 %wo102, %wo
  %kin104 = add i32 %k_blk55, %chan101
  %kok105 = icmp ult i32 %kin104, %kpg
  %ok106 = and i1 %wok103, %kok105
  %col107 = mul i32 %wo102, %dy_stride_w
  %el108 = add i32 %dy_r62, %col107
  %el109 = add i32 %el108, %kin104
  %off111 = shl i32 %el109, 1
  %safe113 = select i1 %ok106, i32 %off111, i32 2147483647
  %dyv115 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy56, i32 %safe113, i32 0, i32 0)
  %lrow117 = mul i32 %row97, 72
  %lel118 = add i32 %lrow117, %chan101
  %lb120 = shl i32 %lel118, 1
  %la122 = add i32 %lb120, 0
  %e124 = add i32 %tid19, 64
  %row126 = udiv i32 %e124, 8
  %cc128 = urem i32 %e124, 8
  %chan130 = shl i32 %cc128, 3
  %wo131 = add i32 %wo_s93, %row126
  %wok132 = icmp ult i32 %wo131, %wo
  %kin133 = add i32 %k_blk55, %chan130
  %kok134 = icmp ult i32 %kin133, %kpg
  %ok135 = and i1 %wok132, %kok134
  %col136 = mul i32 %wo131, %dy_stride_w
  %el137 = add i32 %dy_r62, %col136
  %el138 = add i32 %el137, %kin133
  %off140 = shl i32 %el138, 1
  %safe142 = select i1 %ok135, i32 %off140, i32 2147483647
  %dyv144 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy56, i32 %safe142, i32 0, i32 0)
  %lrow146 = mul i32 %row126, 72
  %lel147 = add i32 %lrow146, %chan130
  %lb149 = shl i32 %lel147, 1
  %la151 = add i32 %lb149, 0
  %e153 = add i32 %tid19, 128
  %row155 = udiv i32 %e153, 8
  %cc157 = urem i32 %e153, 8
  %chan159 = shl i32 %cc157, 3
  %wo160 = add i32 %wo_s93, %row155
  %wok161 = icmp ult i32 %wo160, %wo
  %kin162 = add i32 %k_blk55, %chan159
  %kok163 = icmp ult i32 %kin162, %kpg
  %ok164 = and i1 %wok161, %kok163
  %col165 = mul i32 %wo160, %dy_stride_w
  %el166 = add i32 %dy_r62, %col165
  %el167 = add i32 %el166, %kin162
  %off169 = shl i32 %el167, 1
  %safe171 = select i1 %ok164, i32 %off169, i32 2147483647
  %dyv173 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy56, i32 %safe171, i32 0, i32 0)
  %lrow175 = mul i32 %row155, 72
  %lel176 = add i32 %lrow175, %chan159
  %lb178 = shl i32 %lel176, 1
  %la180 = add i32 %lb178, 0
  %e182 = add i32 %tid19, 192
  %row184 = udiv i32 %e182, 8
  %cc186 = urem i32 %e182, 8
  %chan188 = shl i32 %cc186, 3
  %wo189 = add i32 %wo_s93, %row184
  %wok190 = icmp ult i32 %wo189, %wo
  %kin191 = add i32 %k_blk55, %chan188
  %kok192 = icmp ult i32 %kin191, %kpg
  %ok193 = and i1 %wok190, %kok192
  %col194 = mul i32 %wo189, %dy_stride_w
  %el195 = add i32 %dy_r62, %col194
  %el196 = add i32 %el195, %kin191
  %off198 = shl i32 %el196, 1
  %safe200 = select i1 %ok193, i32 %off198, i32 2147483647
  %dyv202 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy56, i32 %safe200, i32 0, i32 0)
  %lrow204 = mul i32 %row184, 72
  %lel205 = add i32 %lrow204, %chan188
  %lb207 = shl i32 %lel205, 1
  %la209 = add i32 %lb207, 0
  %e211 = add i32 %tid19, 0
  %prow213 = udiv i32 %e211, 16
  %ig215 = urem i32 %e211, 16
  %fb217 = mul i32 %ig215, 2
  %wo218 = add i32 %wo_s93, %prow213
  %wok219 = icmp ult i32 %wo218, %wo
  %wb_a221 = mul i32 %wo218, 1
  %wb223 = sub i32 %wb_a221, 1
  %f225 = add i32 %fb217, 0
  %fok227 = icmp ult i32 %f225, 27
  %fr229 = udiv i32 %f225, 9
  %frem231 = urem i32 %f225, 9
  %fs233 = udiv i32 %frem231, 3
  %fc235 = urem i32 %frem231, 3
  %hi236 = add i32 %hb66, %fr229
  %hiok237 = icmp ult i32 %hi236, %hi
  %wi238 = add i32 %wb223, %fs233
  %wiok239 = icmp ult i32 %wi238, %wi
  %ok240 = and i1 %wok219, %fok227
  %ok241 = and i1 %ok240, %hiok237
  %ok242 = and i1 %ok241, %wiok239
  %x_row243 = mul i32 %hi236, %x_stride_h
  %col244 = mul i32 %wi238, %x_stride_w
  %el245 = add i32 %x_img60, %x_row243
  %el246 = add i32 %el245, %col244
  %el247 = add i32 %el246, %fc235
  %off249 = shl i32 %el247, 1
  %safe251 = select i1 %ok242, i32 %off249, i32 2147483647
  %xv253 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe251, i32 0, i32 0)
  %f255 = add i32 %fb217, 1
  %fok257 = icmp ult i32 %f255, 27
  %fr259 = udiv i32 %f255, 9
  %frem261 = urem i32 %f255, 9
  %fs263 = udiv i32 %frem261, 3
  %fc265 = urem i32 %frem261, 3
  %hi266 = add i32 %hb66, %fr259
  %hiok267 = icmp ult i32 %hi266, %hi
  %wi268 = add i32 %wb223, %fs263
  %wiok269 = icmp ult i32 %wi268, %wi
  %ok270 = and i1 %wok219, %fok257
  %ok271 = and i1 %ok270, %hiok267
  %ok272 = and i1 %ok271, %wiok269
  %x_row273 = mul i32 %hi266, %x_stride_h
  %col274 = mul i32 %wi268, %x_stride_w
  %el275 = add i32 %x_img60, %x_row273
  %el276 = add i32 %el275, %col274
  %el277 = add i32 %el276, %fc265
  %off279 = shl i32 %el277, 1
  %safe281 = select i1 %ok272, i32 %off279, i32 2147483647
  %xv283 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe281, i32 0, i32 0)
  %lrow285 = mul i32 %prow213, 40
  %lel286 = add i32 %lrow285, %fb217
  %lb288 = shl i32 %lel286, 1
  %la290 = add i32 %lb288, 4608
  %e292 = add i32 %tid19, 64
  %prow294 = udiv i32 %e292, 16
  %ig296 = urem i32 %e292, 16
  %fb298 = mul i32 %ig296, 2
  %wo299 = add i32 %wo_s93, %prow294
  %wok300 = icmp ult i32 %wo299, %wo
  %wb_a302 = mul i32 %wo299, 1
  %wb304 = sub i32 %wb_a302, 1
  %f306 = add i32 %fb298, 0
  %fok308 = icmp ult i32 %f306, 27
  %fr310 = udiv i32 %f306, 9
  %frem312 = urem i32 %f306, 9
  %fs314 = udiv i32 %frem312, 3
  %fc316 = urem i32 %frem312, 3
  %hi317 = add i32 %hb66, %fr310
  %hiok318 = icmp ult i32 %hi317, %hi
  %wi319 = add i32 %wb304, %fs314
  %wiok320 = icmp ult i32 %wi319, %wi
  %ok321 = and i1 %wok300, %fok308
  %ok322 = and i1 %ok321, %hiok318
  %ok323 = and i1 %ok322, %wiok320
  %x_row324 = mul i32 %hi317, %x_stride_h
  %col325 = mul i32 %wi319, %x_stride_w
  %el326 = add i32 %x_img60, %x_row324
  %el327 = add i32 %el326, %col325
  %el328 = add i32 %el327, %fc316
  %off330 = shl i32 %el328, 1
  %safe332 = select i1 %ok323, i32 %off330, i32 2147483647
  %xv334 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe332, i32 0, i32 0)
  %f336 = add i32 %fb298, 1
  %fok338 = icmp ult i32 %f336, 27
  %fr340 = udiv i32 %f336, 9
  %frem342 = urem i32 %f336, 9
  %fs344 = udiv i32 %frem342, 3
  %fc346 = urem i32 %frem342, 3
  %hi347 = add i32 %hb66, %fr340
  %hiok348 = icmp ult i32 %hi347, %hi
  %wi349 = add i32 %wb304, %fs344
  %wiok350 = icmp ult i32 %wi349, %wi
  %ok351 = and i1 %wok300, %fok338
  %ok352 = and i1 %ok351, %hiok348
  %ok353 = and i1 %ok352, %wiok350
  %x_row354 = mul i32 %hi347, %x_stride_h
  %col355 = mul i32 %wi349, %x_stride_w
  %el356 = add i32 %x_img60, %x_row354
  %el357 = add i32 %el356, %col355
  %el358 = add i32 %el357, %fc346
  %off360 = shl i32 %el358, 1
  %safe362 = select i1 %ok353, i32 %off360, i32 2147483647
  %xv364 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe362, i32 0, i32 0)
  %lrow366 = mul i32 %prow294, 40
  %lel367 = add i32 %lrow366, %fb298
  %lb369 = shl i32 %lel367, 1
  %la371 = add i32 %lb369, 4608
  %e373 = add i32 %tid19, 128
  %prow375 = udiv i32 %e373, 16
  %ig377 = urem i32 %e373, 16
  %fb379 = mul i32 %ig377, 2
  %wo380 = add i32 %wo_s93, %prow375
  %wok381 = icmp ult i32 %wo380, %wo
  %wb_a383 = mul i32 %wo380, 1
  %wb385 = sub i32 %wb_a383, 1
  %f387 = add i32 %fb379, 0
  %fok389 = icmp ult i32 %f387, 27
  %fr391 = udiv i32 %f387, 9
  %frem393 = urem i32 %f387, 9
  %fs395 = udiv i32 %frem393, 3
  %fc397 = urem i32 %frem393, 3
  %hi398 = add i32 %hb66, %fr391
  %hiok399 = icmp ult i32 %hi398, %hi
  %wi400 = add i32 %wb385, %fs395
  %wiok401 = icmp ult i32 %wi400, %wi
  %ok402 = and i1 %wok381, %fok389
  %ok403 = and i1 %ok402, %hiok399
  %ok404 = and i1 %ok403, %wiok401
  %x_row405 = mul i32 %hi398, %x_stride_h
  %col406 = mul i32 %wi400, %x_stride_w
  %el407 = add i32 %x_img60, %x_row405
  %el408 = add i32 %el407, %col406
  %el409 = add i32 %el408, %fc397
  %off411 = shl i32 %el409, 1
  %safe413 = select i1 %ok404, i32 %off411, i32 2147483647
  %xv415 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe413, i32 0, i32 0)
  %f417 = add i32 %fb379, 1
  %fok419 = icmp ult i32 %f417, 27
  %fr421 = udiv i32 %f417, 9
  %frem423 = urem i32 %f417, 9
  %fs425 = udiv i32 %frem423, 3
  %fc427 = urem i32 %frem423, 3
  %hi428 = add i32 %hb66, %fr421
  %hiok429 = icmp ult i32 %hi428, %hi
  %wi430 = add i32 %wb385, %fs425
  %wiok431 = icmp ult i32 %wi430, %wi
  %ok432 = and i1 %wok381, %fok419
  %ok433 = and i1 %ok432, %hiok429
  %ok434 = and i1 %ok433, %wiok431
  %x_row435 = mul i32 %hi428, %x_stride_h
  %col436 = mul i32 %wi430, %x_stride_w
  %el437 = add i32 %x_img60, %x_row435
  %el438 = add i32 %el437, %col436
  %el439 = add i32 %el438, %fc427
  %off441 = shl i32 %el439, 1
  %safe443 = select i1 %ok434, i32 %off441, i32 2147483647
  %xv445 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe443, i32 0, i32 0)
  %lrow447 = mul i32 %prow375, 40
  %lel448 = add i32 %lrow447, %fb379
  %lb450 = shl i32 %lel448, 1
  %la452 = add i32 %lb450, 4608
  %e454 = add i32 %tid19, 192
  %prow456 = udiv i32 %e454, 16
  %ig458 = urem i32 %e454, 16
  %fb460 = mul i32 %ig458, 2
  %wo461 = add i32 %wo_s93, %prow456
  %wok462 = icmp ult i32 %wo461, %wo
  %wb_a464 = mul i32 %wo461, 1
  %wb466 = sub i32 %wb_a464, 1
  %f468 = add i32 %fb460, 0
  %fok470 = icmp ult i32 %f468, 27
  %fr472 = udiv i32 %f468, 9
  %frem474 = urem i32 %f468, 9
  %fs476 = udiv i32 %frem474, 3
  %fc478 = urem i32 %frem474, 3
  %hi479 = add i32 %hb66, %fr472
  %hiok480 = icmp ult i32 %hi479, %hi
  %wi481 = add i32 %wb466, %fs476
  %wiok482 = icmp ult i32 %wi481, %wi
  %ok483 = and i1 %wok462, %fok470
  %ok484 = and i1 %ok483, %hiok480
  %ok485 = and i1 %ok484, %wiok482
  %x_row486 = mul i32 %hi479, %x_stride_h
  %col487 = mul i32 %wi481, %x_stride_w
  %el488 = add i32 %x_img60, %x_row486
  %el489 = add i32 %el488, %col487
  %el490 = add i32 %el489, %fc478
  %off492 = shl i32 %el490, 1
  %safe494 = select i1 %ok485, i32 %off492, i32 2147483647
  %xv496 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe494, i32 0, i32 0)
  %f498 = add i32 %fb460, 1
  %fok500 = icmp ult i32 %f498, 27
  %fr502 = udiv i32 %f498, 9
  %frem504 = urem i32 %f498, 9
  %fs506 = udiv i32 %frem504, 3
  %fc508 = urem i32 %frem504, 3
  %hi509 = add i32 %hb66, %fr502
  %hiok510 = icmp ult i32 %hi509, %hi
  %wi511 = add i32 %wb466, %fs506
  %wiok512 = icmp ult i32 %wi511, %wi
  %ok513 = and i1 %wok462, %fok500
  %ok514 = and i1 %ok513, %hiok510
  %ok515 = and i1 %ok514, %wiok512
  %x_row516 = mul i32 %hi509, %x_stride_h
  %col517 = mul i32 %wi511, %x_stride_w
  %el518 = add i32 %x_img60, %x_row516
  %el519 = add i32 %el518, %col517
  %el520 = add i32 %el519, %fc508
  %off522 = shl i32 %el520, 1
  %safe524 = select i1 %ok515, i32 %off522, i32 2147483647
  %xv526 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe524, i32 0, i32 0)
  %lrow528 = mul i32 %prow456, 40
  %lel529 = add i32 %lrow528, %fb460
  %lb531 = shl i32 %lel529, 1
  %la533 = add i32 %lb531, 4608
  %e535 = add i32 %tid19, 256
  %prow537 = udiv i32 %e535, 16
  %ig539 = urem i32 %e535, 16
  %fb541 = mul i32 %ig539, 2
  %wo542 = add i32 %wo_s93, %prow537
  %wok543 = icmp ult i32 %wo542, %wo
  %wb_a545 = mul i32 %wo542, 1
  %wb547 = sub i32 %wb_a545, 1
  %f549 = add i32 %fb541, 0
  %fok551 = icmp ult i32 %f549, 27
  %fr553 = udiv i32 %f549, 9
  %frem555 = urem i32 %f549, 9
  %fs557 = udiv i32 %frem555, 3
  %fc559 = urem i32 %frem555, 3
  %hi560 = add i32 %hb66, %fr553
  %hiok561 = icmp ult i32 %hi560, %hi
  %wi562 = add i32 %wb547, %fs557
  %wiok563 = icmp ult i32 %wi562, %wi
  %ok564 = and i1 %wok543, %fok551
  %ok565 = and i1 %ok564, %hiok561
  %ok566 = and i1 %ok565, %wiok563
  %x_row567 = mul i32 %hi560, %x_stride_h
  %col568 = mul i32 %wi562, %x_stride_w
  %el569 = add i32 %x_img60, %x_row567
  %el570 = add i32 %el569, %col568
  %el571 = add i32 %el570, %fc559
  %off573 = shl i32 %el571, 1
  %safe575 = select i1 %ok566, i32 %off573, i32 2147483647
  %xv577 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe575, i32 0, i32 0)
  %f579 = add i32 %fb541, 1
  %fok581 = icmp ult i32 %f579, 27
  %fr583 = udiv i32 %f579, 9
  %frem585 = urem i32 %f579, 9
  %fs587 = udiv i32 %frem585, 3
  %fc589 = urem i32 %frem585, 3
  %hi590 = add i32 %hb66, %fr583
  %hiok591 = icmp ult i32 %hi590, %hi
  %wi592 = add i32 %wb547, %fs587
  %wiok593 = icmp ult i32 %wi592, %wi
  %ok594 = and i1 %wok543, %fok581
  %ok595 = and i1 %ok594, %hiok591
  %ok596 = and i1 %ok595, %wiok593
  %x_row597 = mul i32 %hi590, %x_stride_h
  %col598 = mul i32 %wi592, %x_stride_w
  %el599 = add i32 %x_img60, %x_row597
  %el600 = add i32 %el599, %col598
  %el601 = add i32 %el600, %fc589
  %off603 = shl i32 %el601, 1
  %safe605 = select i1 %ok596, i32 %off603, i32 2147483647
  %xv607 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe605, i32 0, i32 0)
  %lrow609 = mul i32 %prow537, 40
  %lel610 = add i32 %lrow609, %fb541
  %lb612 = shl i32 %lel610, 1
  %la614 = add i32 %lb612, 4608
  %e616 = add i32 %tid19, 320
  %prow618 = udiv i32 %e616, 16
  %ig620 = urem i32 %e616, 16
  %fb622 = mul i32 %ig620, 2
  %wo623 = add i32 %wo_s93, %prow618
  %wok624 = icmp ult i32 %wo623, %wo
  %wb_a626 = mul i32 %wo623, 1
  %wb628 = sub i32 %wb_a626, 1
  %f630 = add i32 %fb622, 0
  %fok632 = icmp ult i32 %f630, 27
  %fr634 = udiv i32 %f630, 9
  %frem636 = urem i32 %f630, 9
  %fs638 = udiv i32 %frem636, 3
  %fc640 = urem i32 %frem636, 3
  %hi641 = add i32 %hb66, %fr634
  %hiok642 = icmp ult i32 %hi641, %hi
  %wi643 = add i32 %wb628, %fs638
  %wiok644 = icmp ult i32 %wi643, %wi
  %ok645 = and i1 %wok624, %fok632
  %ok646 = and i1 %ok645, %hiok642
  %ok647 = and i1 %ok646, %wiok644
  %x_row648 = mul i32 %hi641, %x_stride_h
  %col649 = mul i32 %wi643, %x_stride_w
  %el650 = add i32 %x_img60, %x_row648
  %el651 = add i32 %el650, %col649
  %el652 = add i32 %el651, %fc640
  %off654 = shl i32 %el652, 1
  %safe656 = select i1 %ok647, i32 %off654, i32 2147483647
  %xv658 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe656, i32 0, i32 0)
  %f660 = add i32 %fb622, 1
  %fok662 = icmp ult i32 %f660, 27
  %fr664 = udiv i32 %f660, 9
  %frem666 = urem i32 %f660, 9
  %fs668 = udiv i32 %frem666, 3
  %fc670 = urem i32 %frem666, 3
  %hi671 = add i32 %hb66, %fr664
  %hiok672 = icmp ult i32 %hi671, %hi
  %wi673 = add i32 %wb628, %fs668
  %wiok674 = icmp ult i32 %wi673, %wi
  %ok675 = and i1 %wok624, %fok662
  %ok676 = and i1 %ok675, %hiok672
  %ok677 = and i1 %ok676, %wiok674
  %x_row678 = mul i32 %hi671, %x_stride_h
  %col679 = mul i32 %wi673, %x_stride_w
  %el680 = add i32 %x_img60, %x_row678
  %el681 = add i32 %el680, %col679
  %el682 = add i32 %el681, %fc670
  %off684 = shl i32 %el682, 1
  %safe686 = select i1 %ok677, i32 %off684, i32 2147483647
  %xv688 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe686, i32 0, i32 0)
  %lrow690 = mul i32 %prow618, 40
  %lel691 = add i32 %lrow690, %fb622
  %lb693 = shl i32 %lel691, 1
  %la695 = add i32 %lb693, 4608
  %e697 = add i32 %tid19, 384
  %prow699 = udiv i32 %e697, 16
  %ig701 = urem i32 %e697, 16
  %fb703 = mul i32 %ig701, 2
  %wo704 = add i32 %wo_s93, %prow699
  %wok705 = icmp ult i32 %wo704, %wo
  %wb_a707 = mul i32 %wo704, 1
  %wb709 = sub i32 %wb_a707, 1
  %f711 = add i32 %fb703, 0
  %fok713 = icmp ult i32 %f711, 27
  %fr715 = udiv i32 %f711, 9
  %frem717 = urem i32 %f711, 9
  %fs719 = udiv i32 %frem717, 3
  %fc721 = urem i32 %frem717, 3
  %hi722 = add i32 %hb66, %fr715
  %hiok723 = icmp ult i32 %hi722, %hi
  %wi724 = add i32 %wb709, %fs719
  %wiok725 = icmp ult i32 %wi724, %wi
  %ok726 = and i1 %wok705, %fok713
  %ok727 = and i1 %ok726, %hiok723
  %ok728 = and i1 %ok727, %wiok725
  %x_row729 = mul i32 %hi722, %x_stride_h
  %col730 = mul i32 %wi724, %x_stride_w
  %el731 = add i32 %x_img60, %x_row729
  %el732 = add i32 %el731, %col730
  %el733 = add i32 %el732, %fc721
  %off735 = shl i32 %el733, 1
  %safe737 = select i1 %ok728, i32 %off735, i32 2147483647
  %xv739 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe737, i32 0, i32 0)
  %f741 = add i32 %fb703, 1
  %fok743 = icmp ult i32 %f741, 27
  %fr745 = udiv i32 %f741, 9
  %frem747 = urem i32 %f741, 9
  %fs749 = udiv i32 %frem747, 3
  %fc751 = urem i32 %frem747, 3
  %hi752 = add i32 %hb66, %fr745
  %hiok753 = icmp ult i32 %hi752, %hi
  %wi754 = add i32 %wb709, %fs749
  %wiok755 = icmp ult i32 %wi754, %wi
  %ok756 = and i1 %wok705, %fok743
  %ok757 = and i1 %ok756, %hiok753
  %ok758 = and i1 %ok757, %wiok755
  %x_row759 = mul i32 %hi752, %x_stride_h
  %col760 = mul i32 %wi754, %x_stride_w
  %el761 = add i32 %x_img60, %x_row759
  %el762 = add i32 %el761, %col760
  %el763 = add i32 %el762, %fc751
  %off765 = shl i32 %el763, 1
  %safe767 = select i1 %ok758, i32 %off765, i32 2147483647
  %xv769 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe767, i32 0, i32 0)
  %lrow771 = mul i32 %prow699, 40
  %lel772 = add i32 %lrow771, %fb703
  %lb774 = shl i32 %lel772, 1
  %la776 = add i32 %lb774, 4608
  %e778 = add i32 %tid19, 448
  %prow780 = udiv i32 %e778, 16
  %ig782 = urem i32 %e778, 16
  %fb784 = mul i32 %ig782, 2
  %wo785 = add i32 %wo_s93, %prow780
  %wok786 = icmp ult i32 %wo785, %wo
  %wb_a788 = mul i32 %wo785, 1
  %wb790 = sub i32 %wb_a788, 1
  %f792 = add i32 %fb784, 0
  %fok794 = icmp ult i32 %f792, 27
  %fr796 = udiv i32 %f792, 9
  %frem798 = urem i32 %f792, 9
  %fs800 = udiv i32 %frem798, 3
  %fc802 = urem i32 %frem798, 3
  %hi803 = add i32 %hb66, %fr796
  %hiok804 = icmp ult i32 %hi803, %hi
  %wi805 = add i32 %wb790, %fs800
  %wiok806 = icmp ult i32 %wi805, %wi
  %ok807 = and i1 %wok786, %fok794
  %ok808 = and i1 %ok807, %hiok804
  %ok809 = and i1 %ok808, %wiok806
  %x_row810 = mul i32 %hi803, %x_stride_h
  %col811 = mul i32 %wi805, %x_stride_w
  %el812 = add i32 %x_img60, %x_row810
  %el813 = add i32 %el812, %col811
  %el814 = add i32 %el813, %fc802
  %off816 = shl i32 %el814, 1
  %safe818 = select i1 %ok809, i32 %off816, i32 2147483647
  %xv820 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe818, i32 0, i32 0)
  %f822 = add i32 %fb784, 1
  %fok824 = icmp ult i32 %f822, 27
  %fr826 = udiv i32 %f822, 9
  %frem828 = urem i32 %f822, 9
  %fs830 = udiv i32 %frem828, 3
  %fc832 = urem i32 %frem828, 3
  %hi833 = add i32 %hb66, %fr826
  %hiok834 = icmp ult i32 %hi833, %hi
  %wi835 = add i32 %wb790, %fs830
  %wiok836 = icmp ult i32 %wi835, %wi
  %ok837 = and i1 %wok786, %fok824
  %ok838 = and i1 %ok837, %hiok834
  %ok839 = and i1 %ok838, %wiok836
  %x_row840 = mul i32 %hi833, %x_stride_h
  %col841 = mul i32 %wi835, %x_stride_w
  %el842 = add i32 %x_img60, %x_row840
  %el843 = add i32 %el842, %col841
  %el844 = add i32 %el843, %fc832
  %off846 = shl i32 %el844, 1
  %safe848 = select i1 %ok839, i32 %off846, i32 2147483647
  %xv850 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx57, i32 %safe848, i32 0, i32 0)
  %lrow852 = mul i32 %prow780, 40
  %lel853 = add i32 %lrow852, %fb784
  %lb855 = shl i32 %lel853, 1
  %la857 = add i32 %lb855, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la122
  store <4 x i32> %dyv115, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la151
  store <4 x i32> %dyv144, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la180
  store <4 x i32> %dyv173, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la209
  store <4 x i32> %dyv202, ptr addrspace(3) %gep.9, align 16
  %lo858 = zext i16 %xv253 to i32
  %hw859 = zext i16 %xv283 to i32
  %hs861 = shl i32 %hw859, 16
  %pair862 = or i32 %lo858, %hs861
  %pairf863 = bitcast i32 %pair862 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la290
  store float %pairf863, ptr addrspace(3) %gep.10, align 4
  %lo864 = zext i16 %xv334 to i32
  %hw865 = zext i16 %xv364 to i32
  %hs867 = shl i32 %hw865, 16
  %pair868 = or i32 %lo864, %hs867
  %pairf869 = bitcast i32 %pair868 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la371
  store float %pairf869, ptr addrspace(3) %gep.11, align 4
  %lo870 = zext i16 %xv415 to i32
  %hw871 = zext i16 %xv445 to i32
  %hs873 = shl i32 %hw871, 16
  %pair874 = or i32 %lo870, %hs873
  %pairf875 = bitcast i32 %pair874 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la452
  store float %pairf875, ptr addrspace(3) %gep.12, align 4
  %lo876 = zext i16 %xv496 to i32
  %hw877 = zext i16 %xv526 to i32
  %hs879 = shl i32 %hw877, 16
  %pair880 = or i32 %lo876, %hs879
  %pairf881 = bitcast i32 %pair880 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la533
  store float %pairf881, ptr addrspace(3) %gep.13, align 4
  %lo882 = zext i16 %xv577 to i32
  %hw883 = zext i16 %xv607 to i32
  %hs885 = shl i32 %hw883, 16
  %pair886 = or i32 %lo882, %hs885
  %pairf887 = bitcast i32 %pair886 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la614
  store float %pairf887, ptr addrspace(3) %gep.14, align 4
  %lo888 = zext i16 %xv658 to i32
  %hw889 = zext i16 %xv688 to i32
  %hs891 = shl i32 %hw889, 16
  %pair892 = or i32 %lo888, %hs891
  %pairf893 = bitcast i32 %pair892 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la695
  store float %pairf893, ptr addrspace(3) %gep.15, align 4
  %lo894 = zext i16 %xv739 to i32
  %hw895 = zext i16 %xv769 to i32
  %hs897 = shl i32 %hw895, 16
  %pair898 = or i32 %lo894, %hs897
  %pairf899 = bitcast i32 %pair898 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la776
  store float %pairf899, ptr addrspace(3) %gep.16, align 4
  %lo900 = zext i16 %xv820 to i32
  %hw901 = zext i16 %xv850 to i32
  %hs903 = shl i32 %hw901, 16
  %pair904 = or i32 %lo900, %hs903
  %pairf905 = bitcast i32 %pair904 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %la857
  store float %pairf905, ptr addrspace(3) %gep.17, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr907 = add i32 %a_lane45, 0
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %a_addr907
  %a_lo908 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.18)
  %a_addr910 = add i32 %a_lane45, 2304
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %a_addr910
  %a_hi911 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.19)
  %a_frag912 = shufflevector <8 x bfloat> %a_lo908, <8 x bfloat> %a_hi911, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr914 = add i32 %a_lane45, 32
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %a_addr914
  %a_lo915 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.20)
  %a_addr917 = add i32 %a_lane45, 2336
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %a_addr917
  %a_hi918 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.21)
  %a_frag919 = shufflevector <8 x bfloat> %a_lo915, <8 x bfloat> %a_hi918, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr921 = add i32 %b_lane50, 4608
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %b_addr921
  %b_lo922 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.22)
  %b_addr924 = add i32 %b_lane50, 5888
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %b_addr924
  %b_hi925 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.23)
  %b_frag926 = shufflevector <8 x bfloat> %b_lo922, <8 x bfloat> %b_hi925, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc927 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag912, i1 false, <16 x bfloat> %b_frag926, i16 0, <8 x float> %acc84, i1 false, i1 false)
  %acc928 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag919, i1 false, <16 x bfloat> %b_frag926, i16 0, <8 x float> %acc86, i1 false, i1 false)
  %b_addr930 = add i32 %b_lane50, 4640
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %b_addr930
  %b_lo931 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.24)
  %b_addr933 = add i32 %b_lane50, 5920
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_bf16_f3x3_p1x1_s1x1_c3_v1_u1_uw1_w2_t2_wsr2, i32 %b_addr933
  %b_hi934 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.25)
  %b_frag935 = shufflevector <8 x bfloat> %b_lo931, <8 x bfloat> %b_hi934, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc936 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag912, i1 false, <16 x bfloat> %b_frag935, i16 0, <8 x float> %acc85, i1 false, i1 false)
  %acc937 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag919, i1 false, <16 x bfloat> %b_frag935, i16 0, <8 x float> %acc87, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t83, 1
  br label %for.head.1
for.exit.1:
  %slab_a938 = mul i32 %img53, %ho
  %slab_b939 = add i32 %slab_a938, %orow52
  %slab941 = urem i32 %slab_b939, 2
  %kbase942 = mul i32 %slab941, %kpg
  %k_w943 = add i32 %k_blk55, %wkb26
  %k_h944 = add i32 %k_w943, %khalf30
  %f946 = add i32 %lcol35, 0
  %fok948 = icmp ult i32 %f946, 27
  %kin950 = add i32 %k_h944, 0
  %kok951 = icmp ult i32 %kin950, %kpg
  %ok952 = and i1 %kok951, %fok948
  br i1 %ok952, label %if.then.2, label %if.end.2
if.then.2:
  %krow953 = add i32 %kbase942, %kin950
  %t_f955 = mul i32 %krow953, 27
  %el956 = add i32 %t_f955, %f946
  %off958 = shl i32 %el956, 2
  %v959 = extractelement <8 x float> %acc84, i32 0
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v959, ptr addrspace(8) %rws58, i32 %off958, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin962 = add i32 %k_h944, 1
  %kok963 = icmp ult i32 %kin962, %kpg
  %ok964 = and i1 %kok963, %fok948
  br i1 %ok964, label %if.then.3, label %if.end.3
if.then.3:
  %krow965 = add i32 %kbase942, %kin962
  %t_f967 = mul i32 %krow965, 27
  %el968 = add i32 %t_f967, %f946
  %off970 = shl i32 %el968, 2
  %v971 = extractelement <8 x float> %acc84, i32 1
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v971, ptr addrspace(8) %rws58, i32 %off970, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin974 = add i32 %k_h944, 2
  %kok975 = icmp ult i32 %kin974, %kpg
  %ok976 = and i1 %kok975, %fok948
  br i1 %ok976, label %if.then.4, label %if.end.4
if.then.4:
  %krow977 = add i32 %kbase942, %kin974
  %t_f979 = mul i32 %krow977, 27
  %el980 = add i32 %t_f979, %f946
  %off982 = shl i32 %el980, 2
  %v983 = extractelement <8 x float> %acc84, i32 2
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v983, ptr addrspace(8) %rws58, i32 %off982, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin986 = add i32 %k_h944, 3
  %kok987 = icmp ult i32 %kin986, %kpg
  %ok988 = and i1 %kok987, %fok948
  br i1 %ok988, label %if.then.5, label %if.end.5
if.then.5:
  %krow989 = add i32 %kbase942, %kin986
  %t_f991 = mul i32 %krow989, 27
  %el992 = add i32 %t_f991, %f946
  %off994 = shl i32 %el992, 2
  %v995 = extractelement <8 x float> %acc84, i32 3
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v995, ptr addrspace(8) %rws58, i32 %off994, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin998 = add i32 %k_h944, 4
  %kok999 = icmp ult i32 %kin998, %kpg
  %ok1000 = and i1 %kok999, %fok948
  br i1 %ok1000, label %if.then.6, label %if.end.6
if.then.6:
  %krow1001 = add i32 %kbase942, %kin998
  %t_f1003 = mul i32 %krow1001, 27
  %el1004 = add i32 %t_f1003, %f946
  %off1006 = shl i32 %el1004, 2
  %v1007 = extractelement <8 x float> %acc84, i32 4
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1007, ptr addrspace(8) %rws58, i32 %off1006, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1010 = add i32 %k_h944, 5
  %kok1011 = icmp ult i32 %kin1010, %kpg
  %ok1012 = and i1 %kok1011, %fok948
  br i1 %ok1012, label %if.then.7, label %if.end.7
if.then.7:
  %krow1013 = add i32 %kbase942, %kin1010
  %t_f1015 = mul i32 %krow1013, 27
  %el1016 = add i32 %t_f1015, %f946
  %off1018 = shl i32 %el1016, 2
  %v1019 = extractelement <8 x float> %acc84, i32 5
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1019, ptr addrspace(8) %rws58, i32 %off1018, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1022 = add i32 %k_h944, 6
  %kok1023 = icmp ult i32 %kin1022, %kpg
  %ok1024 = and i1 %kok1023, %fok948
  br i1 %ok1024, label %if.then.8, label %if.end.8
if.then.8:
  %krow1025 = add i32 %kbase942, %kin1022
  %t_f1027 = mul i32 %krow1025, 27
  %el1028 = add i32 %t_f1027, %f946
  %off1030 = shl i32 %el1028, 2
  %v1031 = extractelement <8 x float> %acc84, i32 6
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1031, ptr addrspace(8) %rws58, i32 %off1030, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1034 = add i32 %k_h944, 7
  %kok1035 = icmp ult i32 %kin1034, %kpg
  %ok1036 = and i1 %kok1035, %fok948
  br i1 %ok1036, label %if.then.9, label %if.end.9
if.then.9:
  %krow1037 = add i32 %kbase942, %kin1034
  %t_f1039 = mul i32 %krow1037, 27
  %el1040 = add i32 %t_f1039, %f946
  %off1042 = shl i32 %el1040, 2
  %v1043 = extractelement <8 x float> %acc84, i32 7
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1043, ptr addrspace(8) %rws58, i32 %off1042, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f1046 = add i32 %lcol35, 16
  %fok1048 = icmp ult i32 %f1046, 27
  %kin1050 = add i32 %k_h944, 0
  %kok1051 = icmp ult i32 %kin1050, %kpg
  %ok1052 = and i1 %kok1051, %fok1048
  br i1 %ok1052, label %if.then.10, label %if.end.10
if.then.10:
  %krow1053 = add i32 %kbase942, %kin1050
  %t_f1055 = mul i32 %krow1053, 27
  %el1056 = add i32 %t_f1055, %f1046
  %off1058 = shl i32 %el1056, 2
  %v1059 = extractelement <8 x float> %acc85, i32 0
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1059, ptr addrspace(8) %rws58, i32 %off1058, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin1062 = add i32 %k_h944, 1
  %kok1063 = icmp ult i32 %kin1062, %kpg
  %ok1064 = and i1 %kok1063, %fok1048
  br i1 %ok1064, label %if.then.11, label %if.end.11
if.then.11:
  %krow1065 = add i32 %kbase942, %kin1062
  %t_f1067 = mul i32 %krow1065, 27
  %el1068 = add i32 %t_f1067, %f1046
  %off1070 = shl i32 %el1068, 2
  %v1071 = extractelement <8 x float> %acc85, i32 1
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1071, ptr addrspace(8) %rws58, i32 %off1070, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1074 = add i32 %k_h944, 2
  %kok1075 = icmp ult i32 %kin1074, %kpg
  %ok1076 = and i1 %kok1075, %fok1048
  br i1 %ok1076, label %if.then.12, label %if.end.12
if.then.12:
  %krow1077 = add i32 %kbase942, %kin1074
  %t_f1079 = mul i32 %krow1077, 27
  %el1080 = add i32 %t_f1079, %f1046
  %off1082 = shl i32 %el1080, 2
  %v1083 = extractelement <8 x float> %acc85, i32 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1083, ptr addrspace(8) %rws58, i32 %off1082, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1086 = add i32 %k_h944, 3
  %kok1087 = icmp ult i32 %kin1086, %kpg
  %ok1088 = and i1 %kok1087, %fok1048
  br i1 %ok1088, label %if.then.13, label %if.end.13
if.then.13:
  %krow1089 = add i32 %kbase942, %kin1086
  %t_f1091 = mul i32 %krow1089, 27
  %el1092 = add i32 %t_f1091, %f1046
  %off1094 = shl i32 %el1092, 2
  %v1095 = extractelement <8 x float> %acc85, i32 3
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1095, ptr addrspace(8) %rws58, i32 %off1094, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1098 = add i32 %k_h944, 4
  %kok1099 = icmp ult i32 %kin1098, %kpg
  %ok1100 = and i1 %kok1099, %fok1048
  br i1 %ok1100, label %if.then.14, label %if.end.14
if.then.14:
  %krow1101 = add i32 %kbase942, %kin1098
  %t_f1103 = mul i32 %krow1101, 27
  %el1104 = add i32 %t_f1103, %f1046
  %off1106 = shl i32 %el1104, 2
  %v1107 = extractelement <8 x float> %acc85, i32 4
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1107, ptr addrspace(8) %rws58, i32 %off1106, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1110 = add i32 %k_h944, 5
  %kok1111 = icmp ult i32 %kin1110, %kpg
  %ok1112 = and i1 %kok1111, %fok1048
  br i1 %ok1112, label %if.then.15, label %if.end.15
if.then.15:
  %krow1113 = add i32 %kbase942, %kin1110
  %t_f1115 = mul i32 %krow1113, 27
  %el1116 = add i32 %t_f1115, %f1046
  %off1118 = shl i32 %el1116, 2
  %v1119 = extractelement <8 x float> %acc85, i32 5
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1119, ptr addrspace(8) %rws58, i32 %off1118, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1122 = add i32 %k_h944, 6
  %kok1123 = icmp ult i32 %kin1122, %kpg
  %ok1124 = and i1 %kok1123, %fok1048
  br i1 %ok1124, label %if.then.16, label %if.end.16
if.then.16:
  %krow1125 = add i32 %kbase942, %kin1122
  %t_f1127 = mul i32 %krow1125, 27
  %el1128 = add i32 %t_f1127, %f1046
  %off1130 = shl i32 %el1128, 2
  %v1131 = extractelement <8 x float> %acc85, i32 6
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1131, ptr addrspace(8) %rws58, i32 %off1130, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1134 = add i32 %k_h944, 7
  %kok1135 = icmp ult i32 %kin1134, %kpg
  %ok1136 = and i1 %kok1135, %fok1048
  br i1 %ok1136, label %if.then.17, label %if.end.17
if.then.17:
  %krow1137 = add i32 %kbase942, %kin1134
  %t_f1139 = mul i32 %krow1137, 27
  %el1140 = add i32 %t_f1139, %f1046
  %off1142 = shl i32 %el1140, 2
  %v1143 = extractelement <8 x float> %acc85, i32 7
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1143, ptr addrspace(8) %rws58, i32 %off1142, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %f1146 = add i32 %lcol35, 0
  %fok1148 = icmp ult i32 %f1146, 27
  %kin1150 = add i32 %k_h944, 16
  %kok1151 = icmp ult i32 %kin1150, %kpg
  %ok1152 = and i1 %kok1151, %fok1148
  br i1 %ok1152, label %if.then.18, label %if.end.18
if.then.18:
  %krow1153 = add i32 %kbase942, %kin1150
  %t_f1155 = mul i32 %krow1153, 27
  %el1156 = add i32 %t_f1155, %f1146
  %off1158 = shl i32 %el1156, 2
  %v1159 = extractelement <8 x float> %acc86, i32 0
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1159, ptr addrspace(8) %rws58, i32 %off1158, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %kin1162 = add i32 %k_h944, 17
  %kok1163 = icmp ult i32 %kin1162, %kpg
  %ok1164 = and i1 %kok1163, %fok1148
  br i1 %ok1164, label %if.then.19, label %if.end.19
if.then.19:
  %krow1165 = add i32 %kbase942, %kin1162
  %t_f1167 = mul i32 %krow1165, 27
  %el1168 = add i32 %t_f1167, %f1146
  %off1170 = shl i32 %el1168, 2
  %v1171 = extractelement <8 x float> %acc86, i32 1
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1171, ptr addrspace(8) %rws58, i32 %off1170, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1174 = add i32 %k_h944, 18
  %kok1175 = icmp ult i32 %kin1174, %kpg
  %ok1176 = and i1 %kok1175, %fok1148
  br i1 %ok1176, label %if.then.20, label %if.end.20
if.then.20:
  %krow1177 = add i32 %kbase942, %kin1174
  %t_f1179 = mul i32 %krow1177, 27
  %el1180 = add i32 %t_f1179, %f1146
  %off1182 = shl i32 %el1180, 2
  %v1183 = extractelement <8 x float> %acc86, i32 2
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1183, ptr addrspace(8) %rws58, i32 %off1182, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1186 = add i32 %k_h944, 19
  %kok1187 = icmp ult i32 %kin1186, %kpg
  %ok1188 = and i1 %kok1187, %fok1148
  br i1 %ok1188, label %if.then.21, label %if.end.21
if.then.21:
  %krow1189 = add i32 %kbase942, %kin1186
  %t_f1191 = mul i32 %krow1189, 27
  %el1192 = add i32 %t_f1191, %f1146
  %off1194 = shl i32 %el1192, 2
  %v1195 = extractelement <8 x float> %acc86, i32 3
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1195, ptr addrspace(8) %rws58, i32 %off1194, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1198 = add i32 %k_h944, 20
  %kok1199 = icmp ult i32 %kin1198, %kpg
  %ok1200 = and i1 %kok1199, %fok1148
  br i1 %ok1200, label %if.then.22, label %if.end.22
if.then.22:
  %krow1201 = add i32 %kbase942, %kin1198
  %t_f1203 = mul i32 %krow1201, 27
  %el1204 = add i32 %t_f1203, %f1146
  %off1206 = shl i32 %el1204, 2
  %v1207 = extractelement <8 x float> %acc86, i32 4
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1207, ptr addrspace(8) %rws58, i32 %off1206, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1210 = add i32 %k_h944, 21
  %kok1211 = icmp ult i32 %kin1210, %kpg
  %ok1212 = and i1 %kok1211, %fok1148
  br i1 %ok1212, label %if.then.23, label %if.end.23
if.then.23:
  %krow1213 = add i32 %kbase942, %kin1210
  %t_f1215 = mul i32 %krow1213, 27
  %el1216 = add i32 %t_f1215, %f1146
  %off1218 = shl i32 %el1216, 2
  %v1219 = extractelement <8 x float> %acc86, i32 5
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1219, ptr addrspace(8) %rws58, i32 %off1218, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1222 = add i32 %k_h944, 22
  %kok1223 = icmp ult i32 %kin1222, %kpg
  %ok1224 = and i1 %kok1223, %fok1148
  br i1 %ok1224, label %if.then.24, label %if.end.24
if.then.24:
  %krow1225 = add i32 %kbase942, %kin1222
  %t_f1227 = mul i32 %krow1225, 27
  %el1228 = add i32 %t_f1227, %f1146
  %off1230 = shl i32 %el1228, 2
  %v1231 = extractelement <8 x float> %acc86, i32 6
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1231, ptr addrspace(8) %rws58, i32 %off1230, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin1234 = add i32 %k_h944, 23
  %kok1235 = icmp ult i32 %kin1234, %kpg
  %ok1236 = and i1 %kok1235, %fok1148
  br i1 %ok1236, label %if.then.25, label %if.end.25
if.then.25:
  %krow1237 = add i32 %kbase942, %kin1234
  %t_f1239 = mul i32 %krow1237, 27
  %el1240 = add i32 %t_f1239, %f1146
  %off1242 = shl i32 %el1240, 2
  %v1243 = extractelement <8 x float> %acc86, i32 7
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1243, ptr addrspace(8) %rws58, i32 %off1242, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %f1246 = add i32 %lcol35, 16
  %fok1248 = icmp ult i32 %f1246, 27
  %kin1250 = add i32 %k_h944, 16
  %kok1251 = icmp ult i32 %kin1250, %kpg
  %ok1252 = and i1 %kok1251, %fok1248
  br i1 %ok1252, label %if.then.26, label %if.end.26
if.then.26:
  %krow1253 = add i32 %kbase942, %kin1250
  %t_f1255 = mul i32 %krow1253, 27
  %el1256 = add i32 %t_f1255, %f1246
  %off1258 = shl i32 %el1256, 2
  %v1259 = extractelement <8 x float> %acc87, i32 0
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1259, ptr addrspace(8) %rws58, i32 %off1258, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %kin1262 = add i32 %k_h944, 17
  %kok1263 = icmp ult i32 %kin1262, %kpg
  %ok1264 = and i1 %kok1263, %fok1248
  br i1 %ok1264, label %if.then.27, label %if.end.27
if.then.27:
  %krow1265 = add i32 %kbase942, %kin1262
  %t_f1267 = mul i32 %krow1265, 27
  %el1268 = add i32 %t_f1267, %f1246
  %off1270 = shl i32 %el1268, 2
  %v1271 = extractelement <8 x float> %acc87, i32 1
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1271, ptr addrspace(8) %rws58, i32 %off1270, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %kin1274 = add i32 %k_h944, 18
  %kok1275 = icmp ult i32 %kin1274, %kpg
  %ok1276 = and i1 %kok1275, %fok1248
  br i1 %ok1276, label %if.then.28, label %if.end.28
if.then.28:
  %krow1277 = add i32 %kbase942, %kin1274
  %t_f1279 = mul i32 %krow1277, 27
  %el1280 = add i32 %t_f1279, %f1246
  %off1282 = shl i32 %el1280, 2
  %v1283 = extractelement <8 x float> %acc87, i32 2
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1283, ptr addrspace(8) %rws58, i32 %off1282, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %kin1286 = add i32 %k_h944, 19
  %kok1287 = icmp ult i32 %kin1286, %kpg
  %ok1288 = and i1 %kok1287, %fok1248
  br i1 %ok1288, label %if.then.29, label %if.end.29
if.then.29:
  %krow1289 = add i32 %kbase942, %kin1286
  %t_f1291 = mul i32 %krow1289, 27
  %el1292 = add i32 %t_f1291, %f1246
  %off1294 = shl i32 %el1292, 2
  %v1295 = extractelement <8 x float> %acc87, i32 3
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1295, ptr addrspace(8) %rws58, i32 %off1294, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %kin1298 = add i32 %k_h944, 20
  %kok1299 = icmp ult i32 %kin1298, %kpg
  %ok1300 = and i1 %kok1299, %fok1248
  br i1 %ok1300, label %if.then.30, label %if.end.30
if.then.30:
  %krow1301 = add i32 %kbase942, %kin1298
  %t_f1303 = mul i32 %krow1301, 27
  %el1304 = add i32 %t_f1303, %f1246
  %off1306 = shl i32 %el1304, 2
  %v1307 = extractelement <8 x float> %acc87, i32 4
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1307, ptr addrspace(8) %rws58, i32 %off1306, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %kin1310 = add i32 %k_h944, 21
  %kok1311 = icmp ult i32 %kin1310, %kpg
  %ok1312 = and i1 %kok1311, %fok1248
  br i1 %ok1312, label %if.then.31, label %if.end.31
if.then.31:
  %krow1313 = add i32 %kbase942, %kin1310
  %t_f1315 = mul i32 %krow1313, 27
  %el1316 = add i32 %t_f1315, %f1246
  %off1318 = shl i32 %el1316, 2
  %v1319 = extractelement <8 x float> %acc87, i32 5
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1319, ptr addrspace(8) %rws58, i32 %off1318, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %kin1322 = add i32 %k_h944, 22
  %kok1323 = icmp ult i32 %kin1322, %kpg
  %ok1324 = and i1 %kok1323, %fok1248
  br i1 %ok1324, label %if.then.32, label %if.end.32
if.then.32:
  %krow1325 = add i32 %kbase942, %kin1322
  %t_f1327 = mul i32 %krow1325, 27
  %el1328 = add i32 %t_f1327, %f1246
  %off1330 = shl i32 %el1328, 2
  %v1331 = extractelement <8 x float> %acc87, i32 6
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1331, ptr addrspace(8) %rws58, i32 %off1330, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %kin1334 = add i32 %k_h944, 23
  %kok1335 = icmp ult i32 %kin1334, %kpg
  %ok1336 = and i1 %kok1335, %fok1248
  br i1 %ok1336, label %if.then.33, label %if.end.33
if.then.33:
  %krow1337 = add i32 %kbase942, %kin1334
  %t_f1339 = mul i32 %krow1337, 27
  %el1340 = add i32 %t_f1339, %f1246
  %off1342 = shl i32 %el1340, 2
  %v1343 = extractelement <8 x float> %acc87, i32 7
  %old.57 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1343, ptr addrspace(8) %rws58, i32 %off1342, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="180" }
