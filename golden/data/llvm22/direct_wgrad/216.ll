; irgate direct_wgrad{dtype=bf16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=32,kpg=32,waves_k=1,waves_c=2,wave_tiles_k=2,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=1,tdm_stages=0,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1 = internal unnamed_addr addrspace(3) global [10720 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 immarg, <16 x bfloat>, i1 immarg, <16 x bfloat>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wave_k24 = urem i32 %wave22, 1
  %wave_c26 = udiv i32 %wave22, 1
  %wkb28 = mul i32 %wave_k24, 32
  %wcb30 = mul i32 %wave_c26, 16
  %half32 = lshr i32 %lane20, 4
  %khalf34 = shl i32 %half32, 3
  %lrow36 = and i32 %lane20, 7
  %tr_row37 = add i32 %khalf34, %lrow36
  %lcol39 = and i32 %lane20, 15
  %cgrp41 = lshr i32 %lcol39, 3
  %tr_col43 = shl i32 %cgrp41, 3
  %a_r45 = mul i32 %tr_row37, 40
  %a_c46 = add i32 %a_r45, %tr_col43
  %a_e47 = add i32 %a_c46, %wkb28
  %a_lane49 = shl i32 %a_e47, 1
  %b_r51 = mul i32 %tr_row37, 40
  %b_c52 = add i32 %b_r51, %tr_col43
  %b_e53 = add i32 %b_c52, %wcb30
  %b_lane55 = shl i32 %b_e53, 1
  %bx56 = call i32 @llvm.amdgcn.workgroup.id.x()
  %rblk57 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img58 = call i32 @llvm.amdgcn.workgroup.id.z()
  %ct60 = urem i32 %bx56, 1
  %rest62 = udiv i32 %bx56, 1
  %kt64 = urem i32 %rest62, 1
  %g66 = udiv i32 %rest62, 1
  %k_blk68 = mul i32 %kt64, 32
  %c_blk70 = mul i32 %ct60, 32
  %gk72 = mul i32 %g66, 32
  %gc74 = mul i32 %g66, 32
  %dy_ch75 = add i32 %gk72, %k_blk68
  %x_ch76 = add i32 %gc74, %c_blk70
  %band_a78 = add i32 %ho, 0
  %band80 = udiv i32 %band_a78, 1
  %ho_lo81 = mul i32 %rblk57, %band80
  %ho_end82 = add i32 %ho_lo81, %band80
  %fits83 = icmp ult i32 %ho_end82, %ho
  %ho_hi84 = select i1 %fits83, i32 %ho_end82, i32 %ho
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy85 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx86 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws87 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img88 = mul i32 %img58, %dy_stride_n
  %x_img89 = mul i32 %img58, %x_stride_n
  %ncols_a92 = add i32 %wo, 31
  %ncols94 = lshr i32 %ncols_a92, 5
  %live95 = icmp slt i32 %ho_lo81, %ho_hi84
  %span_a96 = sub i32 %ho_hi84, %ho_lo81
  %span98 = select i1 %live95, i32 %span_a96, i32 0
  %rg_a100 = add i32 %span98, 0
  %rgs102 = udiv i32 %rg_a100, 1
  %steps103 = mul i32 %rgs102, %ncols94
  br label %for.head.1
for.head.1:
  %t125 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc126 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc570, %for.latch.1 ]
  %acc127 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc571, %for.latch.1 ]
  %acc128 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc579, %for.latch.1 ]
  %acc129 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc580, %for.latch.1 ]
  %acc130 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc588, %for.latch.1 ]
  %acc131 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc589, %for.latch.1 ]
  %acc132 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc597, %for.latch.1 ]
  %acc133 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc598, %for.latch.1 ]
  %acc134 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc606, %for.latch.1 ]
  %acc135 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc607, %for.latch.1 ]
  %acc136 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc615, %for.latch.1 ]
  %acc137 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc616, %for.latch.1 ]
  %acc138 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc624, %for.latch.1 ]
  %acc139 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc625, %for.latch.1 ]
  %acc140 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc633, %for.latch.1 ]
  %acc141 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc634, %for.latch.1 ]
  %acc142 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc642, %for.latch.1 ]
  %acc143 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc643, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t125, %steps103
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %rg144 = udiv i32 %t125, %ncols94
  %ccol145 = urem i32 %t125, %ncols94
  %rgo147 = mul i32 %rg144, 1
  %ho_s148 = add i32 %ho_lo81, %rgo147
  %wo_s150 = shl i32 %ccol145, 5
  %wb152 = sub i32 %wo_s150, 1
  %ho154 = add i32 %ho_s148, 0
  %hok155 = icmp ult i32 %ho154, %ho_hi84
  %dy_row156 = mul i32 %ho154, %dy_stride_h
  %dy_r157 = add i32 %dy_img88, %dy_row156
  %e159 = add i32 %tid18, 0
  %row161 = udiv i32 %e159, 4
  %cc163 = urem i32 %e159, 4
  %chan165 = shl i32 %cc163, 3
  %wo166 = add i32 %wo_s150, %row161
  %wok167 = icmp ult i32 %wo166, %wo
  %kin168 = add i32 %k_blk68, %chan165
  %kok170 = icmp ult i32 %kin168, 32
  %ok171 = and i1 %hok155, %wok167
  %ok172 = and i1 %ok171, %kok170
  %col173 = mul i32 %wo166, %dy_stride_w
  %el174 = add i32 %dy_r157, %col173
  %el175 = add i32 %el174, %dy_ch75
  %el176 = add i32 %el175, %chan165
  %off178 = shl i32 %el176, 1
  %safe180 = select i1 %ok172, i32 %off178, i32 2147483647
  %dyv182 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe180, i32 0, i32 0)
  %lrow184 = mul i32 %row161, 40
  %lel185 = add i32 %lrow184, %chan165
  %lb187 = shl i32 %lel185, 1
  %la189 = add i32 %lb187, 0
  %e191 = add i32 %tid18, 64
  %row193 = udiv i32 %e191, 4
  %cc195 = urem i32 %e191, 4
  %chan197 = shl i32 %cc195, 3
  %wo198 = add i32 %wo_s150, %row193
  %wok199 = icmp ult i32 %wo198, %wo
  %kin200 = add i32 %k_blk68, %chan197
  %kok202 = icmp ult i32 %kin200, 32
  %ok203 = and i1 %hok155, %wok199
  %ok204 = and i1 %ok203, %kok202
  %col205 = mul i32 %wo198, %dy_stride_w
  %el206 = add i32 %dy_r157, %col205
  %el207 = add i32 %el206, %dy_ch75
  %el208 = add i32 %el207, %chan197
  %off210 = shl i32 %el208, 1
  %safe212 = select i1 %ok204, i32 %off210, i32 2147483647
  %dyv214 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe212, i32 0, i32 0)
  %lrow216 = mul i32 %row193, 40
  %lel217 = add i32 %lrow216, %chan197
  %lb219 = shl i32 %lel217, 1
  %la221 = add i32 %lb219, 0
  %h_a223 = add i32 %ho154, 0
  %hi225 = sub i32 %h_a223, 1
  %hiok226 = icmp ult i32 %hi225, %hi
  %x_row227 = mul i32 %hi225, %x_stride_h
  %x_r228 = add i32 %x_img89, %x_row227
  %e230 = add i32 %tid18, 0
  %row232 = udiv i32 %e230, 4
  %cc234 = urem i32 %e230, 4
  %chan236 = shl i32 %cc234, 3
  %wi237 = add i32 %wb152, %row232
  %wiok238 = icmp ult i32 %wi237, %wi
  %cin239 = add i32 %c_blk70, %chan236
  %cok241 = icmp ult i32 %cin239, 32
  %ok242 = and i1 %hiok226, %wiok238
  %ok243 = and i1 %ok242, %cok241
  %col244 = mul i32 %wi237, %x_stride_w
  %el245 = add i32 %x_r228, %col244
  %el246 = add i32 %el245, %x_ch76
  %el247 = add i32 %el246, %chan236
  %off249 = shl i32 %el247, 1
  %safe251 = select i1 %ok243, i32 %off249, i32 2147483647
  %xv253 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe251, i32 0, i32 0)
  %lrow255 = mul i32 %row232, 40
  %lel256 = add i32 %lrow255, %chan236
  %lb258 = shl i32 %lel256, 1
  %la260 = add i32 %lb258, 2560
  %eok262 = icmp ult i32 %e230, 136
  %e264 = add i32 %tid18, 64
  %row266 = udiv i32 %e264, 4
  %cc268 = urem i32 %e264, 4
  %chan270 = shl i32 %cc268, 3
  %wi271 = add i32 %wb152, %row266
  %wiok272 = icmp ult i32 %wi271, %wi
  %cin273 = add i32 %c_blk70, %chan270
  %cok275 = icmp ult i32 %cin273, 32
  %ok276 = and i1 %hiok226, %wiok272
  %ok277 = and i1 %ok276, %cok275
  %col278 = mul i32 %wi271, %x_stride_w
  %el279 = add i32 %x_r228, %col278
  %el280 = add i32 %el279, %x_ch76
  %el281 = add i32 %el280, %chan270
  %off283 = shl i32 %el281, 1
  %safe285 = select i1 %ok277, i32 %off283, i32 2147483647
  %xv287 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe285, i32 0, i32 0)
  %lrow289 = mul i32 %row266, 40
  %lel290 = add i32 %lrow289, %chan270
  %lb292 = shl i32 %lel290, 1
  %la294 = add i32 %lb292, 2560
  %eok296 = icmp ult i32 %e264, 136
  %e298 = add i32 %tid18, 128
  %row300 = udiv i32 %e298, 4
  %cc302 = urem i32 %e298, 4
  %chan304 = shl i32 %cc302, 3
  %wi305 = add i32 %wb152, %row300
  %wiok306 = icmp ult i32 %wi305, %wi
  %cin307 = add i32 %c_blk70, %chan304
  %cok309 = icmp ult i32 %cin307, 32
  %ok310 = and i1 %hiok226, %wiok306
  %ok311 = and i1 %ok310, %cok309
  %col312 = mul i32 %wi305, %x_stride_w
  %el313 = add i32 %x_r228, %col312
  %el314 = add i32 %el313, %x_ch76
  %el315 = add i32 %el314, %chan304
  %off317 = shl i32 %el315, 1
  %safe319 = select i1 %ok311, i32 %off317, i32 2147483647
  %xv321 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe319, i32 0, i32 0)
  %lrow323 = mul i32 %row300, 40
  %lel324 = add i32 %lrow323, %chan304
  %lb326 = shl i32 %lel324, 1
  %la328 = add i32 %lb326, 2560
  %eok330 = icmp ult i32 %e298, 136
  %h_a332 = add i32 %ho154, 1
  %hi334 = sub i32 %h_a332, 1
  %hiok335 = icmp ult i32 %hi334, %hi
  %x_row336 = mul i32 %hi334, %x_stride_h
  %x_r337 = add i32 %x_img89, %x_row336
  %e339 = add i32 %tid18, 0
  %row341 = udiv i32 %e339, 4
  %cc343 = urem i32 %e339, 4
  %chan345 = shl i32 %cc343, 3
  %wi346 = add i32 %wb152, %row341
  %wiok347 = icmp ult i32 %wi346, %wi
  %cin348 = add i32 %c_blk70, %chan345
  %cok350 = icmp ult i32 %cin348, 32
  %ok351 = and i1 %hiok335, %wiok347
  %ok352 = and i1 %ok351, %cok350
  %col353 = mul i32 %wi346, %x_stride_w
  %el354 = add i32 %x_r337, %col353
  %el355 = add i32 %el354, %x_ch76
  %el356 = add i32 %el355, %chan345
  %off358 = shl i32 %el356, 1
  %safe360 = select i1 %ok352, i32 %off358, i32 2147483647
  %xv362 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe360, i32 0, i32 0)
  %lrow364 = mul i32 %row341, 40
  %lel365 = add i32 %lrow364, %chan345
  %lb367 = shl i32 %lel365, 1
  %la369 = add i32 %lb367, 5280
  %eok371 = icmp ult i32 %e339, 136
  %e373 = add i32 %tid18, 64
  %row375 = udiv i32 %e373, 4
  %cc377 = urem i32 %e373, 4
  %chan379 = shl i32 %cc377, 3
  %wi380 = add i32 %wb152, %row375
  %wiok381 = icmp ult i32 %wi380, %wi
  %cin382 = add i32 %c_blk70, %chan379
  %cok384 = icmp ult i32 %cin382, 32
  %ok385 = and i1 %hiok335, %wiok381
  %ok386 = and i1 %ok385, %cok384
  %col387 = mul i32 %wi380, %x_stride_w
  %el388 = add i32 %x_r337, %col387
  %el389 = add i32 %el388, %x_ch76
  %el390 = add i32 %el389, %chan379
  %off392 = shl i32 %el390, 1
  %safe394 = select i1 %ok386, i32 %off392, i32 2147483647
  %xv396 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe394, i32 0, i32 0)
  %lrow398 = mul i32 %row375, 40
  %lel399 = add i32 %lrow398, %chan379
  %lb401 = shl i32 %lel399, 1
  %la403 = add i32 %lb401, 5280
  %eok405 = icmp ult i32 %e373, 136
  %e407 = add i32 %tid18, 128
  %row409 = udiv i32 %e407, 4
  %cc411 = urem i32 %e407, 4
  %chan413 = shl i32 %cc411, 3
  %wi414 = add i32 %wb152, %row409
  %wiok415 = icmp ult i32 %wi414, %wi
  %cin416 = add i32 %c_blk70, %chan413
  %cok418 = icmp ult i32 %cin416, 32
  %ok419 = and i1 %hiok335, %wiok415
  %ok420 = and i1 %ok419, %cok418
  %col421 = mul i32 %wi414, %x_stride_w
  %el422 = add i32 %x_r337, %col421
  %el423 = add i32 %el422, %x_ch76
  %el424 = add i32 %el423, %chan413
  %off426 = shl i32 %el424, 1
  %safe428 = select i1 %ok420, i32 %off426, i32 2147483647
  %xv430 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe428, i32 0, i32 0)
  %lrow432 = mul i32 %row409, 40
  %lel433 = add i32 %lrow432, %chan413
  %lb435 = shl i32 %lel433, 1
  %la437 = add i32 %lb435, 5280
  %eok439 = icmp ult i32 %e407, 136
  %h_a441 = add i32 %ho154, 2
  %hi443 = sub i32 %h_a441, 1
  %hiok444 = icmp ult i32 %hi443, %hi
  %x_row445 = mul i32 %hi443, %x_stride_h
  %x_r446 = add i32 %x_img89, %x_row445
  %e448 = add i32 %tid18, 0
  %row450 = udiv i32 %e448, 4
  %cc452 = urem i32 %e448, 4
  %chan454 = shl i32 %cc452, 3
  %wi455 = add i32 %wb152, %row450
  %wiok456 = icmp ult i32 %wi455, %wi
  %cin457 = add i32 %c_blk70, %chan454
  %cok459 = icmp ult i32 %cin457, 32
  %ok460 = and i1 %hiok444, %wiok456
  %ok461 = and i1 %ok460, %cok459
  %col462 = mul i32 %wi455, %x_stride_w
  %el463 = add i32 %x_r446, %col462
  %el464 = add i32 %el463, %x_ch76
  %el465 = add i32 %el464, %chan454
  %off467 = shl i32 %el465, 1
  %safe469 = select i1 %ok461, i32 %off467, i32 2147483647
  %xv471 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe469, i32 0, i32 0)
  %lrow473 = mul i32 %row450, 40
  %lel474 = add i32 %lrow473, %chan454
  %lb476 = shl i32 %lel474, 1
  %la478 = add i32 %lb476, 8000
  %eok480 = icmp ult i32 %e448, 136
  %e482 = add i32 %tid18, 64
  %row484 = udiv i32 %e482, 4
  %cc486 = urem i32 %e482, 4
  %chan488 = shl i32 %cc486, 3
  %wi489 = add i32 %wb152, %row484
  %wiok490 = icmp ult i32 %wi489, %wi
  %cin491 = add i32 %c_blk70, %chan488
  %cok493 = icmp ult i32 %cin491, 32
  %ok494 = and i1 %hiok444, %wiok490
  %ok495 = and i1 %ok494, %cok493
  %col496 = mul i32 %wi489, %x_stride_w
  %el497 = add i32 %x_r446, %col496
  %el498 = add i32 %el497, %x_ch76
  %el499 = add i32 %el498, %chan488
  %off501 = shl i32 %el499, 1
  %safe503 = select i1 %ok495, i32 %off501, i32 2147483647
  %xv505 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe503, i32 0, i32 0)
  %lrow507 = mul i32 %row484, 40
  %lel508 = add i32 %lrow507, %chan488
  %lb510 = shl i32 %lel508, 1
  %la512 = add i32 %lb510, 8000
  %eok514 = icmp ult i32 %e482, 136
  %e516 = add i32 %tid18, 128
  %row518 = udiv i32 %e516, 4
  %cc520 = urem i32 %e516, 4
  %chan522 = shl i32 %cc520, 3
  %wi523 = add i32 %wb152, %row518
  %wiok524 = icmp ult i32 %wi523, %wi
  %cin525 = add i32 %c_blk70, %chan522
  %cok527 = icmp ult i32 %cin525, 32
  %ok528 = and i1 %hiok444, %wiok524
  %ok529 = and i1 %ok528, %cok527
  %col530 = mul i32 %wi523, %x_stride_w
  %el531 = add i32 %x_r446, %col530
  %el532 = add i32 %el531, %x_ch76
  %el533 = add i32 %el532, %chan522
  %off535 = shl i32 %el533, 1
  %safe537 = select i1 %ok529, i32 %off535, i32 2147483647
  %xv539 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe537, i32 0, i32 0)
  %lrow541 = mul i32 %row518, 40
  %lel542 = add i32 %lrow541, %chan522
  %lb544 = shl i32 %lel542, 1
  %la546 = add i32 %lb544, 8000
  %eok548 = icmp ult i32 %e516, 136
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la189
  store <4 x i32> %dyv182, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la221
  store <4 x i32> %dyv214, ptr addrspace(3) %gep.7, align 16
  br i1 %eok262, label %if.then.2, label %if.end.2
if.then.2:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la260
  store <4 x i32> %xv253, ptr addrspace(3) %gep.8, align 16
  br label %if.end.2
if.end.2:
  br i1 %eok296, label %if.then.3, label %if.end.3
if.then.3:
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la294
  store <4 x i32> %xv287, ptr addrspace(3) %gep.9, align 16
  br label %if.end.3
if.end.3:
  br i1 %eok330, label %if.then.4, label %if.end.4
if.then.4:
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la328
  store <4 x i32> %xv321, ptr addrspace(3) %gep.10, align 16
  br label %if.end.4
if.end.4:
  br i1 %eok371, label %if.then.5, label %if.end.5
if.then.5:
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la369
  store <4 x i32> %xv362, ptr addrspace(3) %gep.11, align 16
  br label %if.end.5
if.end.5:
  br i1 %eok405, label %if.then.6, label %if.end.6
if.then.6:
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la403
  store <4 x i32> %xv396, ptr addrspace(3) %gep.12, align 16
  br label %if.end.6
if.end.6:
  br i1 %eok439, label %if.then.7, label %if.end.7
if.then.7:
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la437
  store <4 x i32> %xv430, ptr addrspace(3) %gep.13, align 16
  br label %if.end.7
if.end.7:
  br i1 %eok480, label %if.then.8, label %if.end.8
if.then.8:
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la478
  store <4 x i32> %xv471, ptr addrspace(3) %gep.14, align 16
  br label %if.end.8
if.end.8:
  br i1 %eok514, label %if.then.9, label %if.end.9
if.then.9:
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la512
  store <4 x i32> %xv505, ptr addrspace(3) %gep.15, align 16
  br label %if.end.9
if.end.9:
  br i1 %eok548, label %if.then.10, label %if.end.10
if.then.10:
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la546
  store <4 x i32> %xv539, ptr addrspace(3) %gep.16, align 16
  br label %if.end.10
if.end.10:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr550 = add i32 %a_lane49, 0
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr550
  %a_lo551 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.17)
  %a_addr553 = add i32 %a_lane49, 1280
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr553
  %a_hi554 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.18)
  %a_frag555 = shufflevector <8 x bfloat> %a_lo551, <8 x bfloat> %a_hi554, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr557 = add i32 %a_lane49, 32
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr557
  %a_lo558 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.19)
  %a_addr560 = add i32 %a_lane49, 1312
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr560
  %a_hi561 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.20)
  %a_frag562 = shufflevector <8 x bfloat> %a_lo558, <8 x bfloat> %a_hi561, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr564 = add i32 %b_lane55, 2560
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr564
  %b_lo565 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.21)
  %b_addr567 = add i32 %b_lane55, 3840
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr567
  %b_hi568 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.22)
  %b_frag569 = shufflevector <8 x bfloat> %b_lo565, <8 x bfloat> %b_hi568, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc570 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag569, i16 0, <8 x float> %acc126, i1 false, i1 false)
  %acc571 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag562, i1 false, <16 x bfloat> %b_frag569, i16 0, <8 x float> %acc127, i1 false, i1 false)
  %b_addr573 = add i32 %b_lane55, 2640
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr573
  %b_lo574 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.23)
  %b_addr576 = add i32 %b_lane55, 3920
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr576
  %b_hi577 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.24)
  %b_frag578 = shufflevector <8 x bfloat> %b_lo574, <8 x bfloat> %b_hi577, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc579 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag578, i16 0, <8 x float> %acc128, i1 false, i1 false)
  %acc580 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag562, i1 false, <16 x bfloat> %b_frag578, i16 0, <8 x float> %acc129, i1 false, i1 false)
  %b_addr582 = add i32 %b_lane55, 2720
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr582
  %b_lo583 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.25)
  %b_addr585 = add i32 %b_lane55, 4000
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr585
  %b_hi586 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.26)
  %b_frag587 = shufflevector <8 x bfloat> %b_lo583, <8 x bfloat> %b_hi586, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc588 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag587, i16 0, <8 x float> %acc130, i1 false, i1 false)
  %acc589 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag562, i1 false, <16 x bfloat> %b_frag587, i16 0, <8 x float> %acc131, i1 false, i1 false)
  %b_addr591 = add i32 %b_lane55, 5280
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr591
  %b_lo592 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.27)
  %b_addr594 = add i32 %b_lane55, 6560
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr594
  %b_hi595 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.28)
  %b_frag596 = shufflevector <8 x bfloat> %b_lo592, <8 x bfloat> %b_hi595, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc597 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag596, i16 0, <8 x float> %acc132, i1 false, i1 false)
  %acc598 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag562, i1 false, <16 x bfloat> %b_frag596, i16 0, <8 x float> %acc133, i1 false, i1 false)
  %b_addr600 = add i32 %b_lane55, 5360
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr600
  %b_lo601 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.29)
  %b_addr603 = add i32 %b_lane55, 6640
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr603
  %b_hi604 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.30)
  %b_frag605 = shufflevector <8 x bfloat> %b_lo601, <8 x bfloat> %b_hi604, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc606 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag605, i16 0, <8 x float> %acc134, i1 false, i1 false)
  %acc607 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag562, i1 false, <16 x bfloat> %b_frag605, i16 0, <8 x float> %acc135, i1 false, i1 false)
  %b_addr609 = add i32 %b_lane55, 5440
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr609
  %b_lo610 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.31)
  %b_addr612 = add i32 %b_lane55, 6720
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr612
  %b_hi613 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.32)
  %b_frag614 = shufflevector <8 x bfloat> %b_lo610, <8 x bfloat> %b_hi613, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc615 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag614, i16 0, <8 x float> %acc136, i1 false, i1 false)
  %acc616 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag562, i1 false, <16 x bfloat> %b_frag614, i16 0, <8 x float> %acc137, i1 false, i1 false)
  %b_addr618 = add i32 %b_lane55, 8000
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr618
  %b_lo619 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.33)
  %b_addr621 = add i32 %b_lane55, 9280
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr621
  %b_hi622 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.34)
  %b_frag623 = shufflevector <8 x bfloat> %b_lo619, <8 x bfloat> %b_hi622, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc624 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag623, i16 0, <8 x float> %acc138, i1 false, i1 false)
  %acc625 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag562, i1 false, <16 x bfloat> %b_frag623, i16 0, <8 x float> %acc139, i1 false, i1 false)
  %b_addr627 = add i32 %b_lane55, 8080
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr627
  %b_lo628 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.35)
  %b_addr630 = add i32 %b_lane55, 9360
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr630
  %b_hi631 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.36)
  %b_frag632 = shufflevector <8 x bfloat> %b_lo628, <8 x bfloat> %b_hi631, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc633 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag632, i16 0, <8 x float> %acc140, i1 false, i1 false)
  %acc634 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag562, i1 false, <16 x bfloat> %b_frag632, i16 0, <8 x float> %acc141, i1 false, i1 false)
  %b_addr636 = add i32 %b_lane55, 8160
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr636
  %b_lo637 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.37)
  %b_addr639 = add i32 %b_lane55, 9440
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr639
  %b_hi640 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.38)
  %b_frag641 = shufflevector <8 x bfloat> %b_lo637, <8 x bfloat> %b_hi640, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc642 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag641, i16 0, <8 x float> %acc142, i1 false, i1 false)
  %acc643 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag562, i1 false, <16 x bfloat> %b_frag641, i16 0, <8 x float> %acc143, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t125, 1
  br label %for.head.1
for.exit.1:
  %slab_a645 = mul i32 %img58, 1
  %slab_b646 = add i32 %slab_a645, %rblk57
  %slab648 = urem i32 %slab_b646, 1
  %slab_g649 = mul i32 %slab648, %groups
  %slab_k651 = mul i32 %slab_g649, 32
  %kbase652 = add i32 %slab_k651, %gk72
  %er653 = add i32 %wkb28, %khalf34
  %erb655 = mul i32 %er653, 32
  %ec656 = add i32 %erb655, %wcb30
  %ecl657 = add i32 %ec656, %lcol39
  %e_lane659 = shl i32 %ecl657, 2
  %e_addr661 = add i32 %e_lane659, 0
  %v662 = extractelement <8 x float> %acc126, i32 0
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr661
  store float %v662, ptr addrspace(3) %gep.39, align 4
  %e_addr664 = add i32 %e_lane659, 128
  %v665 = extractelement <8 x float> %acc126, i32 1
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr664
  store float %v665, ptr addrspace(3) %gep.40, align 4
  %e_addr667 = add i32 %e_lane659, 256
  %v668 = extractelement <8 x float> %acc126, i32 2
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr667
  store float %v668, ptr addrspace(3) %gep.41, align 4
  %e_addr670 = add i32 %e_lane659, 384
  %v671 = extractelement <8 x float> %acc126, i32 3
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr670
  store float %v671, ptr addrspace(3) %gep.42, align 4
  %e_addr673 = add i32 %e_lane659, 512
  %v674 = extractelement <8 x float> %acc126, i32 4
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr673
  store float %v674, ptr addrspace(3) %gep.43, align 4
  %e_addr676 = add i32 %e_lane659, 640
  %v677 = extractelement <8 x float> %acc126, i32 5
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr676
  store float %v677, ptr addrspace(3) %gep.44, align 4
  %e_addr679 = add i32 %e_lane659, 768
  %v680 = extractelement <8 x float> %acc126, i32 6
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr679
  store float %v680, ptr addrspace(3) %gep.45, align 4
  %e_addr682 = add i32 %e_lane659, 896
  %v683 = extractelement <8 x float> %acc126, i32 7
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr682
  store float %v683, ptr addrspace(3) %gep.46, align 4
  %e_addr685 = add i32 %e_lane659, 2048
  %v686 = extractelement <8 x float> %acc127, i32 0
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr685
  store float %v686, ptr addrspace(3) %gep.47, align 4
  %e_addr688 = add i32 %e_lane659, 2176
  %v689 = extractelement <8 x float> %acc127, i32 1
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr688
  store float %v689, ptr addrspace(3) %gep.48, align 4
  %e_addr691 = add i32 %e_lane659, 2304
  %v692 = extractelement <8 x float> %acc127, i32 2
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr691
  store float %v692, ptr addrspace(3) %gep.49, align 4
  %e_addr694 = add i32 %e_lane659, 2432
  %v695 = extractelement <8 x float> %acc127, i32 3
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr694
  store float %v695, ptr addrspace(3) %gep.50, align 4
  %e_addr697 = add i32 %e_lane659, 2560
  %v698 = extractelement <8 x float> %acc127, i32 4
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr697
  store float %v698, ptr addrspace(3) %gep.51, align 4
  %e_addr700 = add i32 %e_lane659, 2688
  %v701 = extractelement <8 x float> %acc127, i32 5
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr700
  store float %v701, ptr addrspace(3) %gep.52, align 4
  %e_addr703 = add i32 %e_lane659, 2816
  %v704 = extractelement <8 x float> %acc127, i32 6
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr703
  store float %v704, ptr addrspace(3) %gep.53, align 4
  %e_addr706 = add i32 %e_lane659, 2944
  %v707 = extractelement <8 x float> %acc127, i32 7
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr706
  store float %v707, ptr addrspace(3) %gep.54, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e709 = add i32 %tid18, 0
  %kl711 = udiv i32 %e709, 32
  %cl713 = urem i32 %e709, 32
  %la715 = shl i32 %e709, 2
  %gep.55 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la715
  %v716 = load float, ptr addrspace(3) %gep.55, align 4
  %kin717 = add i32 %k_blk68, %kl711
  %cin718 = add i32 %c_blk70, %cl713
  %kok720 = icmp ult i32 %kin717, 32
  %cok722 = icmp ult i32 %cin718, 32
  %ok723 = and i1 %kok720, %cok722
  br i1 %ok723, label %if.then.11, label %if.end.11
if.then.11:
  %krow724 = add i32 %kbase652, %kin717
  %kr726 = mul i32 %krow724, 3
  %t_r728 = add i32 %kr726, 0
  %t_s730 = mul i32 %t_r728, 3
  %t_c732 = add i32 %t_s730, 0
  %t_e734 = mul i32 %t_c732, 32
  %el735 = add i32 %t_e734, %cin718
  %off737 = shl i32 %el735, 2
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v716, ptr addrspace(8) %rws87, i32 %off737, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %e740 = add i32 %tid18, 64
  %kl742 = udiv i32 %e740, 32
  %cl744 = urem i32 %e740, 32
  %la746 = shl i32 %e740, 2
  %gep.57 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la746
  %v747 = load float, ptr addrspace(3) %gep.57, align 4
  %kin748 = add i32 %k_blk68, %kl742
  %cin749 = add i32 %c_blk70, %cl744
  %kok751 = icmp ult i32 %kin748, 32
  %cok753 = icmp ult i32 %cin749, 32
  %ok754 = and i1 %kok751, %cok753
  br i1 %ok754, label %if.then.12, label %if.end.12
if.then.12:
  %krow755 = add i32 %kbase652, %kin748
  %kr757 = mul i32 %krow755, 3
  %t_r759 = add i32 %kr757, 0
  %t_s761 = mul i32 %t_r759, 3
  %t_c763 = add i32 %t_s761, 0
  %t_e765 = mul i32 %t_c763, 32
  %el766 = add i32 %t_e765, %cin749
  %off768 = shl i32 %el766, 2
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v747, ptr addrspace(8) %rws87, i32 %off768, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %e771 = add i32 %tid18, 128
  %kl773 = udiv i32 %e771, 32
  %cl775 = urem i32 %e771, 32
  %la777 = shl i32 %e771, 2
  %gep.59 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la777
  %v778 = load float, ptr addrspace(3) %gep.59, align 4
  %kin779 = add i32 %k_blk68, %kl773
  %cin780 = add i32 %c_blk70, %cl775
  %kok782 = icmp ult i32 %kin779, 32
  %cok784 = icmp ult i32 %cin780, 32
  %ok785 = and i1 %kok782, %cok784
  br i1 %ok785, label %if.then.13, label %if.end.13
if.then.13:
  %krow786 = add i32 %kbase652, %kin779
  %kr788 = mul i32 %krow786, 3
  %t_r790 = add i32 %kr788, 0
  %t_s792 = mul i32 %t_r790, 3
  %t_c794 = add i32 %t_s792, 0
  %t_e796 = mul i32 %t_c794, 32
  %el797 = add i32 %t_e796, %cin780
  %off799 = shl i32 %el797, 2
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v778, ptr addrspace(8) %rws87, i32 %off799, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %e802 = add i32 %tid18, 192
  %kl804 = udiv i32 %e802, 32
  %cl806 = urem i32 %e802, 32
  %la808 = shl i32 %e802, 2
  %gep.61 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la808
  %v809 = load float, ptr addrspace(3) %gep.61, align 4
  %kin810 = add i32 %k_blk68, %kl804
  %cin811 = add i32 %c_blk70, %cl806
  %kok813 = icmp ult i32 %kin810, 32
  %cok815 = icmp ult i32 %cin811, 32
  %ok816 = and i1 %kok813, %cok815
  br i1 %ok816, label %if.then.14, label %if.end.14
if.then.14:
  %krow817 = add i32 %kbase652, %kin810
  %kr819 = mul i32 %krow817, 3
  %t_r821 = add i32 %kr819, 0
  %t_s823 = mul i32 %t_r821, 3
  %t_c825 = add i32 %t_s823, 0
  %t_e827 = mul i32 %t_c825, 32
  %el828 = add i32 %t_e827, %cin811
  %off830 = shl i32 %el828, 2
  %old.62 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v809, ptr addrspace(8) %rws87, i32 %off830, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %e833 = add i32 %tid18, 256
  %kl835 = udiv i32 %e833, 32
  %cl837 = urem i32 %e833, 32
  %la839 = shl i32 %e833, 2
  %gep.63 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la839
  %v840 = load float, ptr addrspace(3) %gep.63, align 4
  %kin841 = add i32 %k_blk68, %kl835
  %cin842 = add i32 %c_blk70, %cl837
  %kok844 = icmp ult i32 %kin841, 32
  %cok846 = icmp ult i32 %cin842, 32
  %ok847 = and i1 %kok844, %cok846
  br i1 %ok847, label %if.then.15, label %if.end.15
if.then.15:
  %krow848 = add i32 %kbase652, %kin841
  %kr850 = mul i32 %krow848, 3
  %t_r852 = add i32 %kr850, 0
  %t_s854 = mul i32 %t_r852, 3
  %t_c856 = add i32 %t_s854, 0
  %t_e858 = mul i32 %t_c856, 32
  %el859 = add i32 %t_e858, %cin842
  %off861 = shl i32 %el859, 2
  %old.64 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v840, ptr addrspace(8) %rws87, i32 %off861, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %e864 = add i32 %tid18, 320
  %kl866 = udiv i32 %e864, 32
  %cl868 = urem i32 %e864, 32
  %la870 = shl i32 %e864, 2
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la870
  %v871 = load float, ptr addrspace(3) %gep.65, align 4
  %kin872 = add i32 %k_blk68, %kl866
  %cin873 = add i32 %c_blk70, %cl868
  %kok875 = icmp ult i32 %kin872, 32
  %cok877 = icmp ult i32 %cin873, 32
  %ok878 = and i1 %kok875, %cok877
  br i1 %ok878, label %if.then.16, label %if.end.16
if.then.16:
  %krow879 = add i32 %kbase652, %kin872
  %kr881 = mul i32 %krow879, 3
  %t_r883 = add i32 %kr881, 0
  %t_s885 = mul i32 %t_r883, 3
  %t_c887 = add i32 %t_s885, 0
  %t_e889 = mul i32 %t_c887, 32
  %el890 = add i32 %t_e889, %cin873
  %off892 = shl i32 %el890, 2
  %old.66 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v871, ptr addrspace(8) %rws87, i32 %off892, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %e895 = add i32 %tid18, 384
  %kl897 = udiv i32 %e895, 32
  %cl899 = urem i32 %e895, 32
  %la901 = shl i32 %e895, 2
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la901
  %v902 = load float, ptr addrspace(3) %gep.67, align 4
  %kin903 = add i32 %k_blk68, %kl897
  %cin904 = add i32 %c_blk70, %cl899
  %kok906 = icmp ult i32 %kin903, 32
  %cok908 = icmp ult i32 %cin904, 32
  %ok909 = and i1 %kok906, %cok908
  br i1 %ok909, label %if.then.17, label %if.end.17
if.then.17:
  %krow910 = add i32 %kbase652, %kin903
  %kr912 = mul i32 %krow910, 3
  %t_r914 = add i32 %kr912, 0
  %t_s916 = mul i32 %t_r914, 3
  %t_c918 = add i32 %t_s916, 0
  %t_e920 = mul i32 %t_c918, 32
  %el921 = add i32 %t_e920, %cin904
  %off923 = shl i32 %el921, 2
  %old.68 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v902, ptr addrspace(8) %rws87, i32 %off923, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %e926 = add i32 %tid18, 448
  %kl928 = udiv i32 %e926, 32
  %cl930 = urem i32 %e926, 32
  %la932 = shl i32 %e926, 2
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la932
  %v933 = load float, ptr addrspace(3) %gep.69, align 4
  %kin934 = add i32 %k_blk68, %kl928
  %cin935 = add i32 %c_blk70, %cl930
  %kok937 = icmp ult i32 %kin934, 32
  %cok939 = icmp ult i32 %cin935, 32
  %ok940 = and i1 %kok937, %cok939
  br i1 %ok940, label %if.then.18, label %if.end.18
if.then.18:
  %krow941 = add i32 %kbase652, %kin934
  %kr943 = mul i32 %krow941, 3
  %t_r945 = add i32 %kr943, 0
  %t_s947 = mul i32 %t_r945, 3
  %t_c949 = add i32 %t_s947, 0
  %t_e951 = mul i32 %t_c949, 32
  %el952 = add i32 %t_e951, %cin935
  %off954 = shl i32 %el952, 2
  %old.70 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v933, ptr addrspace(8) %rws87, i32 %off954, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %e957 = add i32 %tid18, 512
  %kl959 = udiv i32 %e957, 32
  %cl961 = urem i32 %e957, 32
  %la963 = shl i32 %e957, 2
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la963
  %v964 = load float, ptr addrspace(3) %gep.71, align 4
  %kin965 = add i32 %k_blk68, %kl959
  %cin966 = add i32 %c_blk70, %cl961
  %kok968 = icmp ult i32 %kin965, 32
  %cok970 = icmp ult i32 %cin966, 32
  %ok971 = and i1 %kok968, %cok970
  br i1 %ok971, label %if.then.19, label %if.end.19
if.then.19:
  %krow972 = add i32 %kbase652, %kin965
  %kr974 = mul i32 %krow972, 3
  %t_r976 = add i32 %kr974, 0
  %t_s978 = mul i32 %t_r976, 3
  %t_c980 = add i32 %t_s978, 0
  %t_e982 = mul i32 %t_c980, 32
  %el983 = add i32 %t_e982, %cin966
  %off985 = shl i32 %el983, 2
  %old.72 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v964, ptr addrspace(8) %rws87, i32 %off985, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %e988 = add i32 %tid18, 576
  %kl990 = udiv i32 %e988, 32
  %cl992 = urem i32 %e988, 32
  %la994 = shl i32 %e988, 2
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la994
  %v995 = load float, ptr addrspace(3) %gep.73, align 4
  %kin996 = add i32 %k_blk68, %kl990
  %cin997 = add i32 %c_blk70, %cl992
  %kok999 = icmp ult i32 %kin996, 32
  %cok1001 = icmp ult i32 %cin997, 32
  %ok1002 = and i1 %kok999, %cok1001
  br i1 %ok1002, label %if.then.20, label %if.end.20
if.then.20:
  %krow1003 = add i32 %kbase652, %kin996
  %kr1005 = mul i32 %krow1003, 3
  %t_r1007 = add i32 %kr1005, 0
  %t_s1009 = mul i32 %t_r1007, 3
  %t_c1011 = add i32 %t_s1009, 0
  %t_e1013 = mul i32 %t_c1011, 32
  %el1014 = add i32 %t_e1013, %cin997
  %off1016 = shl i32 %el1014, 2
  %old.74 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v995, ptr addrspace(8) %rws87, i32 %off1016, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %e1019 = add i32 %tid18, 640
  %kl1021 = udiv i32 %e1019, 32
  %cl1023 = urem i32 %e1019, 32
  %la1025 = shl i32 %e1019, 2
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1025
  %v1026 = load float, ptr addrspace(3) %gep.75, align 4
  %kin1027 = add i32 %k_blk68, %kl1021
  %cin1028 = add i32 %c_blk70, %cl1023
  %kok1030 = icmp ult i32 %kin1027, 32
  %cok1032 = icmp ult i32 %cin1028, 32
  %ok1033 = and i1 %kok1030, %cok1032
  br i1 %ok1033, label %if.then.21, label %if.end.21
if.then.21:
  %krow1034 = add i32 %kbase652, %kin1027
  %kr1036 = mul i32 %krow1034, 3
  %t_r1038 = add i32 %kr1036, 0
  %t_s1040 = mul i32 %t_r1038, 3
  %t_c1042 = add i32 %t_s1040, 0
  %t_e1044 = mul i32 %t_c1042, 32
  %el1045 = add i32 %t_e1044, %cin1028
  %off1047 = shl i32 %el1045, 2
  %old.76 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1026, ptr addrspace(8) %rws87, i32 %off1047, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %e1050 = add i32 %tid18, 704
  %kl1052 = udiv i32 %e1050, 32
  %cl1054 = urem i32 %e1050, 32
  %la1056 = shl i32 %e1050, 2
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1056
  %v1057 = load float, ptr addrspace(3) %gep.77, align 4
  %kin1058 = add i32 %k_blk68, %kl1052
  %cin1059 = add i32 %c_blk70, %cl1054
  %kok1061 = icmp ult i32 %kin1058, 32
  %cok1063 = icmp ult i32 %cin1059, 32
  %ok1064 = and i1 %kok1061, %cok1063
  br i1 %ok1064, label %if.then.22, label %if.end.22
if.then.22:
  %krow1065 = add i32 %kbase652, %kin1058
  %kr1067 = mul i32 %krow1065, 3
  %t_r1069 = add i32 %kr1067, 0
  %t_s1071 = mul i32 %t_r1069, 3
  %t_c1073 = add i32 %t_s1071, 0
  %t_e1075 = mul i32 %t_c1073, 32
  %el1076 = add i32 %t_e1075, %cin1059
  %off1078 = shl i32 %el1076, 2
  %old.78 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1057, ptr addrspace(8) %rws87, i32 %off1078, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %e1081 = add i32 %tid18, 768
  %kl1083 = udiv i32 %e1081, 32
  %cl1085 = urem i32 %e1081, 32
  %la1087 = shl i32 %e1081, 2
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1087
  %v1088 = load float, ptr addrspace(3) %gep.79, align 4
  %kin1089 = add i32 %k_blk68, %kl1083
  %cin1090 = add i32 %c_blk70, %cl1085
  %kok1092 = icmp ult i32 %kin1089, 32
  %cok1094 = icmp ult i32 %cin1090, 32
  %ok1095 = and i1 %kok1092, %cok1094
  br i1 %ok1095, label %if.then.23, label %if.end.23
if.then.23:
  %krow1096 = add i32 %kbase652, %kin1089
  %kr1098 = mul i32 %krow1096, 3
  %t_r1100 = add i32 %kr1098, 0
  %t_s1102 = mul i32 %t_r1100, 3
  %t_c1104 = add i32 %t_s1102, 0
  %t_e1106 = mul i32 %t_c1104, 32
  %el1107 = add i32 %t_e1106, %cin1090
  %off1109 = shl i32 %el1107, 2
  %old.80 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1088, ptr addrspace(8) %rws87, i32 %off1109, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %e1112 = add i32 %tid18, 832
  %kl1114 = udiv i32 %e1112, 32
  %cl1116 = urem i32 %e1112, 32
  %la1118 = shl i32 %e1112, 2
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1118
  %v1119 = load float, ptr addrspace(3) %gep.81, align 4
  %kin1120 = add i32 %k_blk68, %kl1114
  %cin1121 = add i32 %c_blk70, %cl1116
  %kok1123 = icmp ult i32 %kin1120, 32
  %cok1125 = icmp ult i32 %cin1121, 32
  %ok1126 = and i1 %kok1123, %cok1125
  br i1 %ok1126, label %if.then.24, label %if.end.24
if.then.24:
  %krow1127 = add i32 %kbase652, %kin1120
  %kr1129 = mul i32 %krow1127, 3
  %t_r1131 = add i32 %kr1129, 0
  %t_s1133 = mul i32 %t_r1131, 3
  %t_c1135 = add i32 %t_s1133, 0
  %t_e1137 = mul i32 %t_c1135, 32
  %el1138 = add i32 %t_e1137, %cin1121
  %off1140 = shl i32 %el1138, 2
  %old.82 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1119, ptr addrspace(8) %rws87, i32 %off1140, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %e1143 = add i32 %tid18, 896
  %kl1145 = udiv i32 %e1143, 32
  %cl1147 = urem i32 %e1143, 32
  %la1149 = shl i32 %e1143, 2
  %gep.83 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1149
  %v1150 = load float, ptr addrspace(3) %gep.83, align 4
  %kin1151 = add i32 %k_blk68, %kl1145
  %cin1152 = add i32 %c_blk70, %cl1147
  %kok1154 = icmp ult i32 %kin1151, 32
  %cok1156 = icmp ult i32 %cin1152, 32
  %ok1157 = and i1 %kok1154, %cok1156
  br i1 %ok1157, label %if.then.25, label %if.end.25
if.then.25:
  %krow1158 = add i32 %kbase652, %kin1151
  %kr1160 = mul i32 %krow1158, 3
  %t_r1162 = add i32 %kr1160, 0
  %t_s1164 = mul i32 %t_r1162, 3
  %t_c1166 = add i32 %t_s1164, 0
  %t_e1168 = mul i32 %t_c1166, 32
  %el1169 = add i32 %t_e1168, %cin1152
  %off1171 = shl i32 %el1169, 2
  %old.84 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1150, ptr addrspace(8) %rws87, i32 %off1171, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %e1174 = add i32 %tid18, 960
  %kl1176 = udiv i32 %e1174, 32
  %cl1178 = urem i32 %e1174, 32
  %la1180 = shl i32 %e1174, 2
  %gep.85 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1180
  %v1181 = load float, ptr addrspace(3) %gep.85, align 4
  %kin1182 = add i32 %k_blk68, %kl1176
  %cin1183 = add i32 %c_blk70, %cl1178
  %kok1185 = icmp ult i32 %kin1182, 32
  %cok1187 = icmp ult i32 %cin1183, 32
  %ok1188 = and i1 %kok1185, %cok1187
  br i1 %ok1188, label %if.then.26, label %if.end.26
if.then.26:
  %krow1189 = add i32 %kbase652, %kin1182
  %kr1191 = mul i32 %krow1189, 3
  %t_r1193 = add i32 %kr1191, 0
  %t_s1195 = mul i32 %t_r1193, 3
  %t_c1197 = add i32 %t_s1195, 0
  %t_e1199 = mul i32 %t_c1197, 32
  %el1200 = add i32 %t_e1199, %cin1183
  %off1202 = shl i32 %el1200, 2
  %old.86 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1181, ptr addrspace(8) %rws87, i32 %off1202, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1205 = add i32 %e_lane659, 0
  %v1206 = extractelement <8 x float> %acc128, i32 0
  %gep.87 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1205
  store float %v1206, ptr addrspace(3) %gep.87, align 4
  %e_addr1208 = add i32 %e_lane659, 128
  %v1209 = extractelement <8 x float> %acc128, i32 1
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1208
  store float %v1209, ptr addrspace(3) %gep.88, align 4
  %e_addr1211 = add i32 %e_lane659, 256
  %v1212 = extractelement <8 x float> %acc128, i32 2
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1211
  store float %v1212, ptr addrspace(3) %gep.89, align 4
  %e_addr1214 = add i32 %e_lane659, 384
  %v1215 = extractelement <8 x float> %acc128, i32 3
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1214
  store float %v1215, ptr addrspace(3) %gep.90, align 4
  %e_addr1217 = add i32 %e_lane659, 512
  %v1218 = extractelement <8 x float> %acc128, i32 4
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1217
  store float %v1218, ptr addrspace(3) %gep.91, align 4
  %e_addr1220 = add i32 %e_lane659, 640
  %v1221 = extractelement <8 x float> %acc128, i32 5
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1220
  store float %v1221, ptr addrspace(3) %gep.92, align 4
  %e_addr1223 = add i32 %e_lane659, 768
  %v1224 = extractelement <8 x float> %acc128, i32 6
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1223
  store float %v1224, ptr addrspace(3) %gep.93, align 4
  %e_addr1226 = add i32 %e_lane659, 896
  %v1227 = extractelement <8 x float> %acc128, i32 7
  %gep.94 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1226
  store float %v1227, ptr addrspace(3) %gep.94, align 4
  %e_addr1229 = add i32 %e_lane659, 2048
  %v1230 = extractelement <8 x float> %acc129, i32 0
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1229
  store float %v1230, ptr addrspace(3) %gep.95, align 4
  %e_addr1232 = add i32 %e_lane659, 2176
  %v1233 = extractelement <8 x float> %acc129, i32 1
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1232
  store float %v1233, ptr addrspace(3) %gep.96, align 4
  %e_addr1235 = add i32 %e_lane659, 2304
  %v1236 = extractelement <8 x float> %acc129, i32 2
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1235
  store float %v1236, ptr addrspace(3) %gep.97, align 4
  %e_addr1238 = add i32 %e_lane659, 2432
  %v1239 = extractelement <8 x float> %acc129, i32 3
  %gep.98 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1238
  store float %v1239, ptr addrspace(3) %gep.98, align 4
  %e_addr1241 = add i32 %e_lane659, 2560
  %v1242 = extractelement <8 x float> %acc129, i32 4
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1241
  store float %v1242, ptr addrspace(3) %gep.99, align 4
  %e_addr1244 = add i32 %e_lane659, 2688
  %v1245 = extractelement <8 x float> %acc129, i32 5
  %gep.100 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1244
  store float %v1245, ptr addrspace(3) %gep.100, align 4
  %e_addr1247 = add i32 %e_lane659, 2816
  %v1248 = extractelement <8 x float> %acc129, i32 6
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1247
  store float %v1248, ptr addrspace(3) %gep.101, align 4
  %e_addr1250 = add i32 %e_lane659, 2944
  %v1251 = extractelement <8 x float> %acc129, i32 7
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1250
  store float %v1251, ptr addrspace(3) %gep.102, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1253 = add i32 %tid18, 0
  %kl1255 = udiv i32 %e1253, 32
  %cl1257 = urem i32 %e1253, 32
  %la1259 = shl i32 %e1253, 2
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1259
  %v1260 = load float, ptr addrspace(3) %gep.103, align 4
  %kin1261 = add i32 %k_blk68, %kl1255
  %cin1262 = add i32 %c_blk70, %cl1257
  %kok1264 = icmp ult i32 %kin1261, 32
  %cok1266 = icmp ult i32 %cin1262, 32
  %ok1267 = and i1 %kok1264, %cok1266
  br i1 %ok1267, label %if.then.27, label %if.end.27
if.then.27:
  %krow1268 = add i32 %kbase652, %kin1261
  %kr1270 = mul i32 %krow1268, 3
  %t_r1272 = add i32 %kr1270, 0
  %t_s1274 = mul i32 %t_r1272, 3
  %t_c1276 = add i32 %t_s1274, 1
  %t_e1278 = mul i32 %t_c1276, 32
  %el1279 = add i32 %t_e1278, %cin1262
  %off1281 = shl i32 %el1279, 2
  %old.104 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1260, ptr addrspace(8) %rws87, i32 %off1281, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %e1284 = add i32 %tid18, 64
  %kl1286 = udiv i32 %e1284, 32
  %cl1288 = urem i32 %e1284, 32
  %la1290 = shl i32 %e1284, 2
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1290
  %v1291 = load float, ptr addrspace(3) %gep.105, align 4
  %kin1292 = add i32 %k_blk68, %kl1286
  %cin1293 = add i32 %c_blk70, %cl1288
  %kok1295 = icmp ult i32 %kin1292, 32
  %cok1297 = icmp ult i32 %cin1293, 32
  %ok1298 = and i1 %kok1295, %cok1297
  br i1 %ok1298, label %if.then.28, label %if.end.28
if.then.28:
  %krow1299 = add i32 %kbase652, %kin1292
  %kr1301 = mul i32 %krow1299, 3
  %t_r1303 = add i32 %kr1301, 0
  %t_s1305 = mul i32 %t_r1303, 3
  %t_c1307 = add i32 %t_s1305, 1
  %t_e1309 = mul i32 %t_c1307, 32
  %el1310 = add i32 %t_e1309, %cin1293
  %off1312 = shl i32 %el1310, 2
  %old.106 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1291, ptr addrspace(8) %rws87, i32 %off1312, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %e1315 = add i32 %tid18, 128
  %kl1317 = udiv i32 %e1315, 32
  %cl1319 = urem i32 %e1315, 32
  %la1321 = shl i32 %e1315, 2
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1321
  %v1322 = load float, ptr addrspace(3) %gep.107, align 4
  %kin1323 = add i32 %k_blk68, %kl1317
  %cin1324 = add i32 %c_blk70, %cl1319
  %kok1326 = icmp ult i32 %kin1323, 32
  %cok1328 = icmp ult i32 %cin1324, 32
  %ok1329 = and i1 %kok1326, %cok1328
  br i1 %ok1329, label %if.then.29, label %if.end.29
if.then.29:
  %krow1330 = add i32 %kbase652, %kin1323
  %kr1332 = mul i32 %krow1330, 3
  %t_r1334 = add i32 %kr1332, 0
  %t_s1336 = mul i32 %t_r1334, 3
  %t_c1338 = add i32 %t_s1336, 1
  %t_e1340 = mul i32 %t_c1338, 32
  %el1341 = add i32 %t_e1340, %cin1324
  %off1343 = shl i32 %el1341, 2
  %old.108 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1322, ptr addrspace(8) %rws87, i32 %off1343, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %e1346 = add i32 %tid18, 192
  %kl1348 = udiv i32 %e1346, 32
  %cl1350 = urem i32 %e1346, 32
  %la1352 = shl i32 %e1346, 2
  %gep.109 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1352
  %v1353 = load float, ptr addrspace(3) %gep.109, align 4
  %kin1354 = add i32 %k_blk68, %kl1348
  %cin1355 = add i32 %c_blk70, %cl1350
  %kok1357 = icmp ult i32 %kin1354, 32
  %cok1359 = icmp ult i32 %cin1355, 32
  %ok1360 = and i1 %kok1357, %cok1359
  br i1 %ok1360, label %if.then.30, label %if.end.30
if.then.30:
  %krow1361 = add i32 %kbase652, %kin1354
  %kr1363 = mul i32 %krow1361, 3
  %t_r1365 = add i32 %kr1363, 0
  %t_s1367 = mul i32 %t_r1365, 3
  %t_c1369 = add i32 %t_s1367, 1
  %t_e1371 = mul i32 %t_c1369, 32
  %el1372 = add i32 %t_e1371, %cin1355
  %off1374 = shl i32 %el1372, 2
  %old.110 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1353, ptr addrspace(8) %rws87, i32 %off1374, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %e1377 = add i32 %tid18, 256
  %kl1379 = udiv i32 %e1377, 32
  %cl1381 = urem i32 %e1377, 32
  %la1383 = shl i32 %e1377, 2
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1383
  %v1384 = load float, ptr addrspace(3) %gep.111, align 4
  %kin1385 = add i32 %k_blk68, %kl1379
  %cin1386 = add i32 %c_blk70, %cl1381
  %kok1388 = icmp ult i32 %kin1385, 32
  %cok1390 = icmp ult i32 %cin1386, 32
  %ok1391 = and i1 %kok1388, %cok1390
  br i1 %ok1391, label %if.then.31, label %if.end.31
if.then.31:
  %krow1392 = add i32 %kbase652, %kin1385
  %kr1394 = mul i32 %krow1392, 3
  %t_r1396 = add i32 %kr1394, 0
  %t_s1398 = mul i32 %t_r1396, 3
  %t_c1400 = add i32 %t_s1398, 1
  %t_e1402 = mul i32 %t_c1400, 32
  %el1403 = add i32 %t_e1402, %cin1386
  %off1405 = shl i32 %el1403, 2
  %old.112 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1384, ptr addrspace(8) %rws87, i32 %off1405, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %e1408 = add i32 %tid18, 320
  %kl1410 = udiv i32 %e1408, 32
  %cl1412 = urem i32 %e1408, 32
  %la1414 = shl i32 %e1408, 2
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1414
  %v1415 = load float, ptr addrspace(3) %gep.113, align 4
  %kin1416 = add i32 %k_blk68, %kl1410
  %cin1417 = add i32 %c_blk70, %cl1412
  %kok1419 = icmp ult i32 %kin1416, 32
  %cok1421 = icmp ult i32 %cin1417, 32
  %ok1422 = and i1 %kok1419, %cok1421
  br i1 %ok1422, label %if.then.32, label %if.end.32
if.then.32:
  %krow1423 = add i32 %kbase652, %kin1416
  %kr1425 = mul i32 %krow1423, 3
  %t_r1427 = add i32 %kr1425, 0
  %t_s1429 = mul i32 %t_r1427, 3
  %t_c1431 = add i32 %t_s1429, 1
  %t_e1433 = mul i32 %t_c1431, 32
  %el1434 = add i32 %t_e1433, %cin1417
  %off1436 = shl i32 %el1434, 2
  %old.114 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1415, ptr addrspace(8) %rws87, i32 %off1436, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %e1439 = add i32 %tid18, 384
  %kl1441 = udiv i32 %e1439, 32
  %cl1443 = urem i32 %e1439, 32
  %la1445 = shl i32 %e1439, 2
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1445
  %v1446 = load float, ptr addrspace(3) %gep.115, align 4
  %kin1447 = add i32 %k_blk68, %kl1441
  %cin1448 = add i32 %c_blk70, %cl1443
  %kok1450 = icmp ult i32 %kin1447, 32
  %cok1452 = icmp ult i32 %cin1448, 32
  %ok1453 = and i1 %kok1450, %cok1452
  br i1 %ok1453, label %if.then.33, label %if.end.33
if.then.33:
  %krow1454 = add i32 %kbase652, %kin1447
  %kr1456 = mul i32 %krow1454, 3
  %t_r1458 = add i32 %kr1456, 0
  %t_s1460 = mul i32 %t_r1458, 3
  %t_c1462 = add i32 %t_s1460, 1
  %t_e1464 = mul i32 %t_c1462, 32
  %el1465 = add i32 %t_e1464, %cin1448
  %off1467 = shl i32 %el1465, 2
  %old.116 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1446, ptr addrspace(8) %rws87, i32 %off1467, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %e1470 = add i32 %tid18, 448
  %kl1472 = udiv i32 %e1470, 32
  %cl1474 = urem i32 %e1470, 32
  %la1476 = shl i32 %e1470, 2
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1476
  %v1477 = load float, ptr addrspace(3) %gep.117, align 4
  %kin1478 = add i32 %k_blk68, %kl1472
  %cin1479 = add i32 %c_blk70, %cl1474
  %kok1481 = icmp ult i32 %kin1478, 32
  %cok1483 = icmp ult i32 %cin1479, 32
  %ok1484 = and i1 %kok1481, %cok1483
  br i1 %ok1484, label %if.then.34, label %if.end.34
if.then.34:
  %krow1485 = add i32 %kbase652, %kin1478
  %kr1487 = mul i32 %krow1485, 3
  %t_r1489 = add i32 %kr1487, 0
  %t_s1491 = mul i32 %t_r1489, 3
  %t_c1493 = add i32 %t_s1491, 1
  %t_e1495 = mul i32 %t_c1493, 32
  %el1496 = add i32 %t_e1495, %cin1479
  %off1498 = shl i32 %el1496, 2
  %old.118 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1477, ptr addrspace(8) %rws87, i32 %off1498, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  %e1501 = add i32 %tid18, 512
  %kl1503 = udiv i32 %e1501, 32
  %cl1505 = urem i32 %e1501, 32
  %la1507 = shl i32 %e1501, 2
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1507
  %v1508 = load float, ptr addrspace(3) %gep.119, align 4
  %kin1509 = add i32 %k_blk68, %kl1503
  %cin1510 = add i32 %c_blk70, %cl1505
  %kok1512 = icmp ult i32 %kin1509, 32
  %cok1514 = icmp ult i32 %cin1510, 32
  %ok1515 = and i1 %kok1512, %cok1514
  br i1 %ok1515, label %if.then.35, label %if.end.35
if.then.35:
  %krow1516 = add i32 %kbase652, %kin1509
  %kr1518 = mul i32 %krow1516, 3
  %t_r1520 = add i32 %kr1518, 0
  %t_s1522 = mul i32 %t_r1520, 3
  %t_c1524 = add i32 %t_s1522, 1
  %t_e1526 = mul i32 %t_c1524, 32
  %el1527 = add i32 %t_e1526, %cin1510
  %off1529 = shl i32 %el1527, 2
  %old.120 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1508, ptr addrspace(8) %rws87, i32 %off1529, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  %e1532 = add i32 %tid18, 576
  %kl1534 = udiv i32 %e1532, 32
  %cl1536 = urem i32 %e1532, 32
  %la1538 = shl i32 %e1532, 2
  %gep.121 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1538
  %v1539 = load float, ptr addrspace(3) %gep.121, align 4
  %kin1540 = add i32 %k_blk68, %kl1534
  %cin1541 = add i32 %c_blk70, %cl1536
  %kok1543 = icmp ult i32 %kin1540, 32
  %cok1545 = icmp ult i32 %cin1541, 32
  %ok1546 = and i1 %kok1543, %cok1545
  br i1 %ok1546, label %if.then.36, label %if.end.36
if.then.36:
  %krow1547 = add i32 %kbase652, %kin1540
  %kr1549 = mul i32 %krow1547, 3
  %t_r1551 = add i32 %kr1549, 0
  %t_s1553 = mul i32 %t_r1551, 3
  %t_c1555 = add i32 %t_s1553, 1
  %t_e1557 = mul i32 %t_c1555, 32
  %el1558 = add i32 %t_e1557, %cin1541
  %off1560 = shl i32 %el1558, 2
  %old.122 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1539, ptr addrspace(8) %rws87, i32 %off1560, i32 0, i32 20)
  br label %if.end.36
if.end.36:
  %e1563 = add i32 %tid18, 640
  %kl1565 = udiv i32 %e1563, 32
  %cl1567 = urem i32 %e1563, 32
  %la1569 = shl i32 %e1563, 2
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1569
  %v1570 = load float, ptr addrspace(3) %gep.123, align 4
  %kin1571 = add i32 %k_blk68, %kl1565
  %cin1572 = add i32 %c_blk70, %cl1567
  %kok1574 = icmp ult i32 %kin1571, 32
  %cok1576 = icmp ult i32 %cin1572, 32
  %ok1577 = and i1 %kok1574, %cok1576
  br i1 %ok1577, label %if.then.37, label %if.end.37
if.then.37:
  %krow1578 = add i32 %kbase652, %kin1571
  %kr1580 = mul i32 %krow1578, 3
  %t_r1582 = add i32 %kr1580, 0
  %t_s1584 = mul i32 %t_r1582, 3
  %t_c1586 = add i32 %t_s1584, 1
  %t_e1588 = mul i32 %t_c1586, 32
  %el1589 = add i32 %t_e1588, %cin1572
  %off1591 = shl i32 %el1589, 2
  %old.124 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1570, ptr addrspace(8) %rws87, i32 %off1591, i32 0, i32 20)
  br label %if.end.37
if.end.37:
  %e1594 = add i32 %tid18, 704
  %kl1596 = udiv i32 %e1594, 32
  %cl1598 = urem i32 %e1594, 32
  %la1600 = shl i32 %e1594, 2
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1600
  %v1601 = load float, ptr addrspace(3) %gep.125, align 4
  %kin1602 = add i32 %k_blk68, %kl1596
  %cin1603 = add i32 %c_blk70, %cl1598
  %kok1605 = icmp ult i32 %kin1602, 32
  %cok1607 = icmp ult i32 %cin1603, 32
  %ok1608 = and i1 %kok1605, %cok1607
  br i1 %ok1608, label %if.then.38, label %if.end.38
if.then.38:
  %krow1609 = add i32 %kbase652, %kin1602
  %kr1611 = mul i32 %krow1609, 3
  %t_r1613 = add i32 %kr1611, 0
  %t_s1615 = mul i32 %t_r1613, 3
  %t_c1617 = add i32 %t_s1615, 1
  %t_e1619 = mul i32 %t_c1617, 32
  %el1620 = add i32 %t_e1619, %cin1603
  %off1622 = shl i32 %el1620, 2
  %old.126 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1601, ptr addrspace(8) %rws87, i32 %off1622, i32 0, i32 20)
  br label %if.end.38
if.end.38:
  %e1625 = add i32 %tid18, 768
  %kl1627 = udiv i32 %e1625, 32
  %cl1629 = urem i32 %e1625, 32
  %la1631 = shl i32 %e1625, 2
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1631
  %v1632 = load float, ptr addrspace(3) %gep.127, align 4
  %kin1633 = add i32 %k_blk68, %kl1627
  %cin1634 = add i32 %c_blk70, %cl1629
  %kok1636 = icmp ult i32 %kin1633, 32
  %cok1638 = icmp ult i32 %cin1634, 32
  %ok1639 = and i1 %kok1636, %cok1638
  br i1 %ok1639, label %if.then.39, label %if.end.39
if.then.39:
  %krow1640 = add i32 %kbase652, %kin1633
  %kr1642 = mul i32 %krow1640, 3
  %t_r1644 = add i32 %kr1642, 0
  %t_s1646 = mul i32 %t_r1644, 3
  %t_c1648 = add i32 %t_s1646, 1
  %t_e1650 = mul i32 %t_c1648, 32
  %el1651 = add i32 %t_e1650, %cin1634
  %off1653 = shl i32 %el1651, 2
  %old.128 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1632, ptr addrspace(8) %rws87, i32 %off1653, i32 0, i32 20)
  br label %if.end.39
if.end.39:
  %e1656 = add i32 %tid18, 832
  %kl1658 = udiv i32 %e1656, 32
  %cl1660 = urem i32 %e1656, 32
  %la1662 = shl i32 %e1656, 2
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1662
  %v1663 = load float, ptr addrspace(3) %gep.129, align 4
  %kin1664 = add i32 %k_blk68, %kl1658
  %cin1665 = add i32 %c_blk70, %cl1660
  %kok1667 = icmp ult i32 %kin1664, 32
  %cok1669 = icmp ult i32 %cin1665, 32
  %ok1670 = and i1 %kok1667, %cok1669
  br i1 %ok1670, label %if.then.40, label %if.end.40
if.then.40:
  %krow1671 = add i32 %kbase652, %kin1664
  %kr1673 = mul i32 %krow1671, 3
  %t_r1675 = add i32 %kr1673, 0
  %t_s1677 = mul i32 %t_r1675, 3
  %t_c1679 = add i32 %t_s1677, 1
  %t_e1681 = mul i32 %t_c1679, 32
  %el1682 = add i32 %t_e1681, %cin1665
  %off1684 = shl i32 %el1682, 2
  %old.130 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1663, ptr addrspace(8) %rws87, i32 %off1684, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %e1687 = add i32 %tid18, 896
  %kl1689 = udiv i32 %e1687, 32
  %cl1691 = urem i32 %e1687, 32
  %la1693 = shl i32 %e1687, 2
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1693
  %v1694 = load float, ptr addrspace(3) %gep.131, align 4
  %kin1695 = add i32 %k_blk68, %kl1689
  %cin1696 = add i32 %c_blk70, %cl1691
  %kok1698 = icmp ult i32 %kin1695, 32
  %cok1700 = icmp ult i32 %cin1696, 32
  %ok1701 = and i1 %kok1698, %cok1700
  br i1 %ok1701, label %if.then.41, label %if.end.41
if.then.41:
  %krow1702 = add i32 %kbase652, %kin1695
  %kr1704 = mul i32 %krow1702, 3
  %t_r1706 = add i32 %kr1704, 0
  %t_s1708 = mul i32 %t_r1706, 3
  %t_c1710 = add i32 %t_s1708, 1
  %t_e1712 = mul i32 %t_c1710, 32
  %el1713 = add i32 %t_e1712, %cin1696
  %off1715 = shl i32 %el1713, 2
  %old.132 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1694, ptr addrspace(8) %rws87, i32 %off1715, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %e1718 = add i32 %tid18, 960
  %kl1720 = udiv i32 %e1718, 32
  %cl1722 = urem i32 %e1718, 32
  %la1724 = shl i32 %e1718, 2
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1724
  %v1725 = load float, ptr addrspace(3) %gep.133, align 4
  %kin1726 = add i32 %k_blk68, %kl1720
  %cin1727 = add i32 %c_blk70, %cl1722
  %kok1729 = icmp ult i32 %kin1726, 32
  %cok1731 = icmp ult i32 %cin1727, 32
  %ok1732 = and i1 %kok1729, %cok1731
  br i1 %ok1732, label %if.then.42, label %if.end.42
if.then.42:
  %krow1733 = add i32 %kbase652, %kin1726
  %kr1735 = mul i32 %krow1733, 3
  %t_r1737 = add i32 %kr1735, 0
  %t_s1739 = mul i32 %t_r1737, 3
  %t_c1741 = add i32 %t_s1739, 1
  %t_e1743 = mul i32 %t_c1741, 32
  %el1744 = add i32 %t_e1743, %cin1727
  %off1746 = shl i32 %el1744, 2
  %old.134 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1725, ptr addrspace(8) %rws87, i32 %off1746, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1749 = add i32 %e_lane659, 0
  %v1750 = extractelement <8 x float> %acc130, i32 0
  %gep.135 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1749
  store float %v1750, ptr addrspace(3) %gep.135, align 4
  %e_addr1752 = add i32 %e_lane659, 128
  %v1753 = extractelement <8 x float> %acc130, i32 1
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1752
  store float %v1753, ptr addrspace(3) %gep.136, align 4
  %e_addr1755 = add i32 %e_lane659, 256
  %v1756 = extractelement <8 x float> %acc130, i32 2
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1755
  store float %v1756, ptr addrspace(3) %gep.137, align 4
  %e_addr1758 = add i32 %e_lane659, 384
  %v1759 = extractelement <8 x float> %acc130, i32 3
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1758
  store float %v1759, ptr addrspace(3) %gep.138, align 4
  %e_addr1761 = add i32 %e_lane659, 512
  %v1762 = extractelement <8 x float> %acc130, i32 4
  %gep.139 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1761
  store float %v1762, ptr addrspace(3) %gep.139, align 4
  %e_addr1764 = add i32 %e_lane659, 640
  %v1765 = extractelement <8 x float> %acc130, i32 5
  %gep.140 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1764
  store float %v1765, ptr addrspace(3) %gep.140, align 4
  %e_addr1767 = add i32 %e_lane659, 768
  %v1768 = extractelement <8 x float> %acc130, i32 6
  %gep.141 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1767
  store float %v1768, ptr addrspace(3) %gep.141, align 4
  %e_addr1770 = add i32 %e_lane659, 896
  %v1771 = extractelement <8 x float> %acc130, i32 7
  %gep.142 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1770
  store float %v1771, ptr addrspace(3) %gep.142, align 4
  %e_addr1773 = add i32 %e_lane659, 2048
  %v1774 = extractelement <8 x float> %acc131, i32 0
  %gep.143 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1773
  store float %v1774, ptr addrspace(3) %gep.143, align 4
  %e_addr1776 = add i32 %e_lane659, 2176
  %v1777 = extractelement <8 x float> %acc131, i32 1
  %gep.144 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1776
  store float %v1777, ptr addrspace(3) %gep.144, align 4
  %e_addr1779 = add i32 %e_lane659, 2304
  %v1780 = extractelement <8 x float> %acc131, i32 2
  %gep.145 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1779
  store float %v1780, ptr addrspace(3) %gep.145, align 4
  %e_addr1782 = add i32 %e_lane659, 2432
  %v1783 = extractelement <8 x float> %acc131, i32 3
  %gep.146 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1782
  store float %v1783, ptr addrspace(3) %gep.146, align 4
  %e_addr1785 = add i32 %e_lane659, 2560
  %v1786 = extractelement <8 x float> %acc131, i32 4
  %gep.147 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1785
  store float %v1786, ptr addrspace(3) %gep.147, align 4
  %e_addr1788 = add i32 %e_lane659, 2688
  %v1789 = extractelement <8 x float> %acc131, i32 5
  %gep.148 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1788
  store float %v1789, ptr addrspace(3) %gep.148, align 4
  %e_addr1791 = add i32 %e_lane659, 2816
  %v1792 = extractelement <8 x float> %acc131, i32 6
  %gep.149 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1791
  store float %v1792, ptr addrspace(3) %gep.149, align 4
  %e_addr1794 = add i32 %e_lane659, 2944
  %v1795 = extractelement <8 x float> %acc131, i32 7
  %gep.150 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1794
  store float %v1795, ptr addrspace(3) %gep.150, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1797 = add i32 %tid18, 0
  %kl1799 = udiv i32 %e1797, 32
  %cl1801 = urem i32 %e1797, 32
  %la1803 = shl i32 %e1797, 2
  %gep.151 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1803
  %v1804 = load float, ptr addrspace(3) %gep.151, align 4
  %kin1805 = add i32 %k_blk68, %kl1799
  %cin1806 = add i32 %c_blk70, %cl1801
  %kok1808 = icmp ult i32 %kin1805, 32
  %cok1810 = icmp ult i32 %cin1806, 32
  %ok1811 = and i1 %kok1808, %cok1810
  br i1 %ok1811, label %if.then.43, label %if.end.43
if.then.43:
  %krow1812 = add i32 %kbase652, %kin1805
  %kr1814 = mul i32 %krow1812, 3
  %t_r1816 = add i32 %kr1814, 0
  %t_s1818 = mul i32 %t_r1816, 3
  %t_c1820 = add i32 %t_s1818, 2
  %t_e1822 = mul i32 %t_c1820, 32
  %el1823 = add i32 %t_e1822, %cin1806
  %off1825 = shl i32 %el1823, 2
  %old.152 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1804, ptr addrspace(8) %rws87, i32 %off1825, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %e1828 = add i32 %tid18, 64
  %kl1830 = udiv i32 %e1828, 32
  %cl1832 = urem i32 %e1828, 32
  %la1834 = shl i32 %e1828, 2
  %gep.153 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1834
  %v1835 = load float, ptr addrspace(3) %gep.153, align 4
  %kin1836 = add i32 %k_blk68, %kl1830
  %cin1837 = add i32 %c_blk70, %cl1832
  %kok1839 = icmp ult i32 %kin1836, 32
  %cok1841 = icmp ult i32 %cin1837, 32
  %ok1842 = and i1 %kok1839, %cok1841
  br i1 %ok1842, label %if.then.44, label %if.end.44
if.then.44:
  %krow1843 = add i32 %kbase652, %kin1836
  %kr1845 = mul i32 %krow1843, 3
  %t_r1847 = add i32 %kr1845, 0
  %t_s1849 = mul i32 %t_r1847, 3
  %t_c1851 = add i32 %t_s1849, 2
  %t_e1853 = mul i32 %t_c1851, 32
  %el1854 = add i32 %t_e1853, %cin1837
  %off1856 = shl i32 %el1854, 2
  %old.154 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1835, ptr addrspace(8) %rws87, i32 %off1856, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %e1859 = add i32 %tid18, 128
  %kl1861 = udiv i32 %e1859, 32
  %cl1863 = urem i32 %e1859, 32
  %la1865 = shl i32 %e1859, 2
  %gep.155 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1865
  %v1866 = load float, ptr addrspace(3) %gep.155, align 4
  %kin1867 = add i32 %k_blk68, %kl1861
  %cin1868 = add i32 %c_blk70, %cl1863
  %kok1870 = icmp ult i32 %kin1867, 32
  %cok1872 = icmp ult i32 %cin1868, 32
  %ok1873 = and i1 %kok1870, %cok1872
  br i1 %ok1873, label %if.then.45, label %if.end.45
if.then.45:
  %krow1874 = add i32 %kbase652, %kin1867
  %kr1876 = mul i32 %krow1874, 3
  %t_r1878 = add i32 %kr1876, 0
  %t_s1880 = mul i32 %t_r1878, 3
  %t_c1882 = add i32 %t_s1880, 2
  %t_e1884 = mul i32 %t_c1882, 32
  %el1885 = add i32 %t_e1884, %cin1868
  %off1887 = shl i32 %el1885, 2
  %old.156 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1866, ptr addrspace(8) %rws87, i32 %off1887, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %e1890 = add i32 %tid18, 192
  %kl1892 = udiv i32 %e1890, 32
  %cl1894 = urem i32 %e1890, 32
  %la1896 = shl i32 %e1890, 2
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1896
  %v1897 = load float, ptr addrspace(3) %gep.157, align 4
  %kin1898 = add i32 %k_blk68, %kl1892
  %cin1899 = add i32 %c_blk70, %cl1894
  %kok1901 = icmp ult i32 %kin1898, 32
  %cok1903 = icmp ult i32 %cin1899, 32
  %ok1904 = and i1 %kok1901, %cok1903
  br i1 %ok1904, label %if.then.46, label %if.end.46
if.then.46:
  %krow1905 = add i32 %kbase652, %kin1898
  %kr1907 = mul i32 %krow1905, 3
  %t_r1909 = add i32 %kr1907, 0
  %t_s1911 = mul i32 %t_r1909, 3
  %t_c1913 = add i32 %t_s1911, 2
  %t_e1915 = mul i32 %t_c1913, 32
  %el1916 = add i32 %t_e1915, %cin1899
  %off1918 = shl i32 %el1916, 2
  %old.158 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1897, ptr addrspace(8) %rws87, i32 %off1918, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %e1921 = add i32 %tid18, 256
  %kl1923 = udiv i32 %e1921, 32
  %cl1925 = urem i32 %e1921, 32
  %la1927 = shl i32 %e1921, 2
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1927
  %v1928 = load float, ptr addrspace(3) %gep.159, align 4
  %kin1929 = add i32 %k_blk68, %kl1923
  %cin1930 = add i32 %c_blk70, %cl1925
  %kok1932 = icmp ult i32 %kin1929, 32
  %cok1934 = icmp ult i32 %cin1930, 32
  %ok1935 = and i1 %kok1932, %cok1934
  br i1 %ok1935, label %if.then.47, label %if.end.47
if.then.47:
  %krow1936 = add i32 %kbase652, %kin1929
  %kr1938 = mul i32 %krow1936, 3
  %t_r1940 = add i32 %kr1938, 0
  %t_s1942 = mul i32 %t_r1940, 3
  %t_c1944 = add i32 %t_s1942, 2
  %t_e1946 = mul i32 %t_c1944, 32
  %el1947 = add i32 %t_e1946, %cin1930
  %off1949 = shl i32 %el1947, 2
  %old.160 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1928, ptr addrspace(8) %rws87, i32 %off1949, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  %e1952 = add i32 %tid18, 320
  %kl1954 = udiv i32 %e1952, 32
  %cl1956 = urem i32 %e1952, 32
  %la1958 = shl i32 %e1952, 2
  %gep.161 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1958
  %v1959 = load float, ptr addrspace(3) %gep.161, align 4
  %kin1960 = add i32 %k_blk68, %kl1954
  %cin1961 = add i32 %c_blk70, %cl1956
  %kok1963 = icmp ult i32 %kin1960, 32
  %cok1965 = icmp ult i32 %cin1961, 32
  %ok1966 = and i1 %kok1963, %cok1965
  br i1 %ok1966, label %if.then.48, label %if.end.48
if.then.48:
  %krow1967 = add i32 %kbase652, %kin1960
  %kr1969 = mul i32 %krow1967, 3
  %t_r1971 = add i32 %kr1969, 0
  %t_s1973 = mul i32 %t_r1971, 3
  %t_c1975 = add i32 %t_s1973, 2
  %t_e1977 = mul i32 %t_c1975, 32
  %el1978 = add i32 %t_e1977, %cin1961
  %off1980 = shl i32 %el1978, 2
  %old.162 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1959, ptr addrspace(8) %rws87, i32 %off1980, i32 0, i32 20)
  br label %if.end.48
if.end.48:
  %e1983 = add i32 %tid18, 384
  %kl1985 = udiv i32 %e1983, 32
  %cl1987 = urem i32 %e1983, 32
  %la1989 = shl i32 %e1983, 2
  %gep.163 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1989
  %v1990 = load float, ptr addrspace(3) %gep.163, align 4
  %kin1991 = add i32 %k_blk68, %kl1985
  %cin1992 = add i32 %c_blk70, %cl1987
  %kok1994 = icmp ult i32 %kin1991, 32
  %cok1996 = icmp ult i32 %cin1992, 32
  %ok1997 = and i1 %kok1994, %cok1996
  br i1 %ok1997, label %if.then.49, label %if.end.49
if.then.49:
  %krow1998 = add i32 %kbase652, %kin1991
  %kr2000 = mul i32 %krow1998, 3
  %t_r2002 = add i32 %kr2000, 0
  %t_s2004 = mul i32 %t_r2002, 3
  %t_c2006 = add i32 %t_s2004, 2
  %t_e2008 = mul i32 %t_c2006, 32
  %el2009 = add i32 %t_e2008, %cin1992
  %off2011 = shl i32 %el2009, 2
  %old.164 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1990, ptr addrspace(8) %rws87, i32 %off2011, i32 0, i32 20)
  br label %if.end.49
if.end.49:
  %e2014 = add i32 %tid18, 448
  %kl2016 = udiv i32 %e2014, 32
  %cl2018 = urem i32 %e2014, 32
  %la2020 = shl i32 %e2014, 2
  %gep.165 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2020
  %v2021 = load float, ptr addrspace(3) %gep.165, align 4
  %kin2022 = add i32 %k_blk68, %kl2016
  %cin2023 = add i32 %c_blk70, %cl2018
  %kok2025 = icmp ult i32 %kin2022, 32
  %cok2027 = icmp ult i32 %cin2023, 32
  %ok2028 = and i1 %kok2025, %cok2027
  br i1 %ok2028, label %if.then.50, label %if.end.50
if.then.50:
  %krow2029 = add i32 %kbase652, %kin2022
  %kr2031 = mul i32 %krow2029, 3
  %t_r2033 = add i32 %kr2031, 0
  %t_s2035 = mul i32 %t_r2033, 3
  %t_c2037 = add i32 %t_s2035, 2
  %t_e2039 = mul i32 %t_c2037, 32
  %el2040 = add i32 %t_e2039, %cin2023
  %off2042 = shl i32 %el2040, 2
  %old.166 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2021, ptr addrspace(8) %rws87, i32 %off2042, i32 0, i32 20)
  br label %if.end.50
if.end.50:
  %e2045 = add i32 %tid18, 512
  %kl2047 = udiv i32 %e2045, 32
  %cl2049 = urem i32 %e2045, 32
  %la2051 = shl i32 %e2045, 2
  %gep.167 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2051
  %v2052 = load float, ptr addrspace(3) %gep.167, align 4
  %kin2053 = add i32 %k_blk68, %kl2047
  %cin2054 = add i32 %c_blk70, %cl2049
  %kok2056 = icmp ult i32 %kin2053, 32
  %cok2058 = icmp ult i32 %cin2054, 32
  %ok2059 = and i1 %kok2056, %cok2058
  br i1 %ok2059, label %if.then.51, label %if.end.51
if.then.51:
  %krow2060 = add i32 %kbase652, %kin2053
  %kr2062 = mul i32 %krow2060, 3
  %t_r2064 = add i32 %kr2062, 0
  %t_s2066 = mul i32 %t_r2064, 3
  %t_c2068 = add i32 %t_s2066, 2
  %t_e2070 = mul i32 %t_c2068, 32
  %el2071 = add i32 %t_e2070, %cin2054
  %off2073 = shl i32 %el2071, 2
  %old.168 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2052, ptr addrspace(8) %rws87, i32 %off2073, i32 0, i32 20)
  br label %if.end.51
if.end.51:
  %e2076 = add i32 %tid18, 576
  %kl2078 = udiv i32 %e2076, 32
  %cl2080 = urem i32 %e2076, 32
  %la2082 = shl i32 %e2076, 2
  %gep.169 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2082
  %v2083 = load float, ptr addrspace(3) %gep.169, align 4
  %kin2084 = add i32 %k_blk68, %kl2078
  %cin2085 = add i32 %c_blk70, %cl2080
  %kok2087 = icmp ult i32 %kin2084, 32
  %cok2089 = icmp ult i32 %cin2085, 32
  %ok2090 = and i1 %kok2087, %cok2089
  br i1 %ok2090, label %if.then.52, label %if.end.52
if.then.52:
  %krow2091 = add i32 %kbase652, %kin2084
  %kr2093 = mul i32 %krow2091, 3
  %t_r2095 = add i32 %kr2093, 0
  %t_s2097 = mul i32 %t_r2095, 3
  %t_c2099 = add i32 %t_s2097, 2
  %t_e2101 = mul i32 %t_c2099, 32
  %el2102 = add i32 %t_e2101, %cin2085
  %off2104 = shl i32 %el2102, 2
  %old.170 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2083, ptr addrspace(8) %rws87, i32 %off2104, i32 0, i32 20)
  br label %if.end.52
if.end.52:
  %e2107 = add i32 %tid18, 640
  %kl2109 = udiv i32 %e2107, 32
  %cl2111 = urem i32 %e2107, 32
  %la2113 = shl i32 %e2107, 2
  %gep.171 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2113
  %v2114 = load float, ptr addrspace(3) %gep.171, align 4
  %kin2115 = add i32 %k_blk68, %kl2109
  %cin2116 = add i32 %c_blk70, %cl2111
  %kok2118 = icmp ult i32 %kin2115, 32
  %cok2120 = icmp ult i32 %cin2116, 32
  %ok2121 = and i1 %kok2118, %cok2120
  br i1 %ok2121, label %if.then.53, label %if.end.53
if.then.53:
  %krow2122 = add i32 %kbase652, %kin2115
  %kr2124 = mul i32 %krow2122, 3
  %t_r2126 = add i32 %kr2124, 0
  %t_s2128 = mul i32 %t_r2126, 3
  %t_c2130 = add i32 %t_s2128, 2
  %t_e2132 = mul i32 %t_c2130, 32
  %el2133 = add i32 %t_e2132, %cin2116
  %off2135 = shl i32 %el2133, 2
  %old.172 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2114, ptr addrspace(8) %rws87, i32 %off2135, i32 0, i32 20)
  br label %if.end.53
if.end.53:
  %e2138 = add i32 %tid18, 704
  %kl2140 = udiv i32 %e2138, 32
  %cl2142 = urem i32 %e2138, 32
  %la2144 = shl i32 %e2138, 2
  %gep.173 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2144
  %v2145 = load float, ptr addrspace(3) %gep.173, align 4
  %kin2146 = add i32 %k_blk68, %kl2140
  %cin2147 = add i32 %c_blk70, %cl2142
  %kok2149 = icmp ult i32 %kin2146, 32
  %cok2151 = icmp ult i32 %cin2147, 32
  %ok2152 = and i1 %kok2149, %cok2151
  br i1 %ok2152, label %if.then.54, label %if.end.54
if.then.54:
  %krow2153 = add i32 %kbase652, %kin2146
  %kr2155 = mul i32 %krow2153, 3
  %t_r2157 = add i32 %kr2155, 0
  %t_s2159 = mul i32 %t_r2157, 3
  %t_c2161 = add i32 %t_s2159, 2
  %t_e2163 = mul i32 %t_c2161, 32
  %el2164 = add i32 %t_e2163, %cin2147
  %off2166 = shl i32 %el2164, 2
  %old.174 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2145, ptr addrspace(8) %rws87, i32 %off2166, i32 0, i32 20)
  br label %if.end.54
if.end.54:
  %e2169 = add i32 %tid18, 768
  %kl2171 = udiv i32 %e2169, 32
  %cl2173 = urem i32 %e2169, 32
  %la2175 = shl i32 %e2169, 2
  %gep.175 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2175
  %v2176 = load float, ptr addrspace(3) %gep.175, align 4
  %kin2177 = add i32 %k_blk68, %kl2171
  %cin2178 = add i32 %c_blk70, %cl2173
  %kok2180 = icmp ult i32 %kin2177, 32
  %cok2182 = icmp ult i32 %cin2178, 32
  %ok2183 = and i1 %kok2180, %cok2182
  br i1 %ok2183, label %if.then.55, label %if.end.55
if.then.55:
  %krow2184 = add i32 %kbase652, %kin2177
  %kr2186 = mul i32 %krow2184, 3
  %t_r2188 = add i32 %kr2186, 0
  %t_s2190 = mul i32 %t_r2188, 3
  %t_c2192 = add i32 %t_s2190, 2
  %t_e2194 = mul i32 %t_c2192, 32
  %el2195 = add i32 %t_e2194, %cin2178
  %off2197 = shl i32 %el2195, 2
  %old.176 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2176, ptr addrspace(8) %rws87, i32 %off2197, i32 0, i32 20)
  br label %if.end.55
if.end.55:
  %e2200 = add i32 %tid18, 832
  %kl2202 = udiv i32 %e2200, 32
  %cl2204 = urem i32 %e2200, 32
  %la2206 = shl i32 %e2200, 2
  %gep.177 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2206
  %v2207 = load float, ptr addrspace(3) %gep.177, align 4
  %kin2208 = add i32 %k_blk68, %kl2202
  %cin2209 = add i32 %c_blk70, %cl2204
  %kok2211 = icmp ult i32 %kin2208, 32
  %cok2213 = icmp ult i32 %cin2209, 32
  %ok2214 = and i1 %kok2211, %cok2213
  br i1 %ok2214, label %if.then.56, label %if.end.56
if.then.56:
  %krow2215 = add i32 %kbase652, %kin2208
  %kr2217 = mul i32 %krow2215, 3
  %t_r2219 = add i32 %kr2217, 0
  %t_s2221 = mul i32 %t_r2219, 3
  %t_c2223 = add i32 %t_s2221, 2
  %t_e2225 = mul i32 %t_c2223, 32
  %el2226 = add i32 %t_e2225, %cin2209
  %off2228 = shl i32 %el2226, 2
  %old.178 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2207, ptr addrspace(8) %rws87, i32 %off2228, i32 0, i32 20)
  br label %if.end.56
if.end.56:
  %e2231 = add i32 %tid18, 896
  %kl2233 = udiv i32 %e2231, 32
  %cl2235 = urem i32 %e2231, 32
  %la2237 = shl i32 %e2231, 2
  %gep.179 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2237
  %v2238 = load float, ptr addrspace(3) %gep.179, align 4
  %kin2239 = add i32 %k_blk68, %kl2233
  %cin2240 = add i32 %c_blk70, %cl2235
  %kok2242 = icmp ult i32 %kin2239, 32
  %cok2244 = icmp ult i32 %cin2240, 32
  %ok2245 = and i1 %kok2242, %cok2244
  br i1 %ok2245, label %if.then.57, label %if.end.57
if.then.57:
  %krow2246 = add i32 %kbase652, %kin2239
  %kr2248 = mul i32 %krow2246, 3
  %t_r2250 = add i32 %kr2248, 0
  %t_s2252 = mul i32 %t_r2250, 3
  %t_c2254 = add i32 %t_s2252, 2
  %t_e2256 = mul i32 %t_c2254, 32
  %el2257 = add i32 %t_e2256, %cin2240
  %off2259 = shl i32 %el2257, 2
  %old.180 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2238, ptr addrspace(8) %rws87, i32 %off2259, i32 0, i32 20)
  br label %if.end.57
if.end.57:
  %e2262 = add i32 %tid18, 960
  %kl2264 = udiv i32 %e2262, 32
  %cl2266 = urem i32 %e2262, 32
  %la2268 = shl i32 %e2262, 2
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2268
  %v2269 = load float, ptr addrspace(3) %gep.181, align 4
  %kin2270 = add i32 %k_blk68, %kl2264
  %cin2271 = add i32 %c_blk70, %cl2266
  %kok2273 = icmp ult i32 %kin2270, 32
  %cok2275 = icmp ult i32 %cin2271, 32
  %ok2276 = and i1 %kok2273, %cok2275
  br i1 %ok2276, label %if.then.58, label %if.end.58
if.then.58:
  %krow2277 = add i32 %kbase652, %kin2270
  %kr2279 = mul i32 %krow2277, 3
  %t_r2281 = add i32 %kr2279, 0
  %t_s2283 = mul i32 %t_r2281, 3
  %t_c2285 = add i32 %t_s2283, 2
  %t_e2287 = mul i32 %t_c2285, 32
  %el2288 = add i32 %t_e2287, %cin2271
  %off2290 = shl i32 %el2288, 2
  %old.182 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2269, ptr addrspace(8) %rws87, i32 %off2290, i32 0, i32 20)
  br label %if.end.58
if.end.58:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2293 = add i32 %e_lane659, 0
  %v2294 = extractelement <8 x float> %acc132, i32 0
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2293
  store float %v2294, ptr addrspace(3) %gep.183, align 4
  %e_addr2296 = add i32 %e_lane659, 128
  %v2297 = extractelement <8 x float> %acc132, i32 1
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2296
  store float %v2297, ptr addrspace(3) %gep.184, align 4
  %e_addr2299 = add i32 %e_lane659, 256
  %v2300 = extractelement <8 x float> %acc132, i32 2
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2299
  store float %v2300, ptr addrspace(3) %gep.185, align 4
  %e_addr2302 = add i32 %e_lane659, 384
  %v2303 = extractelement <8 x float> %acc132, i32 3
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2302
  store float %v2303, ptr addrspace(3) %gep.186, align 4
  %e_addr2305 = add i32 %e_lane659, 512
  %v2306 = extractelement <8 x float> %acc132, i32 4
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2305
  store float %v2306, ptr addrspace(3) %gep.187, align 4
  %e_addr2308 = add i32 %e_lane659, 640
  %v2309 = extractelement <8 x float> %acc132, i32 5
  %gep.188 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2308
  store float %v2309, ptr addrspace(3) %gep.188, align 4
  %e_addr2311 = add i32 %e_lane659, 768
  %v2312 = extractelement <8 x float> %acc132, i32 6
  %gep.189 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2311
  store float %v2312, ptr addrspace(3) %gep.189, align 4
  %e_addr2314 = add i32 %e_lane659, 896
  %v2315 = extractelement <8 x float> %acc132, i32 7
  %gep.190 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2314
  store float %v2315, ptr addrspace(3) %gep.190, align 4
  %e_addr2317 = add i32 %e_lane659, 2048
  %v2318 = extractelement <8 x float> %acc133, i32 0
  %gep.191 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2317
  store float %v2318, ptr addrspace(3) %gep.191, align 4
  %e_addr2320 = add i32 %e_lane659, 2176
  %v2321 = extractelement <8 x float> %acc133, i32 1
  %gep.192 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2320
  store float %v2321, ptr addrspace(3) %gep.192, align 4
  %e_addr2323 = add i32 %e_lane659, 2304
  %v2324 = extractelement <8 x float> %acc133, i32 2
  %gep.193 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2323
  store float %v2324, ptr addrspace(3) %gep.193, align 4
  %e_addr2326 = add i32 %e_lane659, 2432
  %v2327 = extractelement <8 x float> %acc133, i32 3
  %gep.194 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2326
  store float %v2327, ptr addrspace(3) %gep.194, align 4
  %e_addr2329 = add i32 %e_lane659, 2560
  %v2330 = extractelement <8 x float> %acc133, i32 4
  %gep.195 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2329
  store float %v2330, ptr addrspace(3) %gep.195, align 4
  %e_addr2332 = add i32 %e_lane659, 2688
  %v2333 = extractelement <8 x float> %acc133, i32 5
  %gep.196 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2332
  store float %v2333, ptr addrspace(3) %gep.196, align 4
  %e_addr2335 = add i32 %e_lane659, 2816
  %v2336 = extractelement <8 x float> %acc133, i32 6
  %gep.197 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2335
  store float %v2336, ptr addrspace(3) %gep.197, align 4
  %e_addr2338 = add i32 %e_lane659, 2944
  %v2339 = extractelement <8 x float> %acc133, i32 7
  %gep.198 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2338
  store float %v2339, ptr addrspace(3) %gep.198, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2341 = add i32 %tid18, 0
  %kl2343 = udiv i32 %e2341, 32
  %cl2345 = urem i32 %e2341, 32
  %la2347 = shl i32 %e2341, 2
  %gep.199 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2347
  %v2348 = load float, ptr addrspace(3) %gep.199, align 4
  %kin2349 = add i32 %k_blk68, %kl2343
  %cin2350 = add i32 %c_blk70, %cl2345
  %kok2352 = icmp ult i32 %kin2349, 32
  %cok2354 = icmp ult i32 %cin2350, 32
  %ok2355 = and i1 %kok2352, %cok2354
  br i1 %ok2355, label %if.then.59, label %if.end.59
if.then.59:
  %krow2356 = add i32 %kbase652, %kin2349
  %kr2358 = mul i32 %krow2356, 3
  %t_r2360 = add i32 %kr2358, 1
  %t_s2362 = mul i32 %t_r2360, 3
  %t_c2364 = add i32 %t_s2362, 0
  %t_e2366 = mul i32 %t_c2364, 32
  %el2367 = add i32 %t_e2366, %cin2350
  %off2369 = shl i32 %el2367, 2
  %old.200 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2348, ptr addrspace(8) %rws87, i32 %off2369, i32 0, i32 20)
  br label %if.end.59
if.end.59:
  %e2372 = add i32 %tid18, 64
  %kl2374 = udiv i32 %e2372, 32
  %cl2376 = urem i32 %e2372, 32
  %la2378 = shl i32 %e2372, 2
  %gep.201 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2378
  %v2379 = load float, ptr addrspace(3) %gep.201, align 4
  %kin2380 = add i32 %k_blk68, %kl2374
  %cin2381 = add i32 %c_blk70, %cl2376
  %kok2383 = icmp ult i32 %kin2380, 32
  %cok2385 = icmp ult i32 %cin2381, 32
  %ok2386 = and i1 %kok2383, %cok2385
  br i1 %ok2386, label %if.then.60, label %if.end.60
if.then.60:
  %krow2387 = add i32 %kbase652, %kin2380
  %kr2389 = mul i32 %krow2387, 3
  %t_r2391 = add i32 %kr2389, 1
  %t_s2393 = mul i32 %t_r2391, 3
  %t_c2395 = add i32 %t_s2393, 0
  %t_e2397 = mul i32 %t_c2395, 32
  %el2398 = add i32 %t_e2397, %cin2381
  %off2400 = shl i32 %el2398, 2
  %old.202 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2379, ptr addrspace(8) %rws87, i32 %off2400, i32 0, i32 20)
  br label %if.end.60
if.end.60:
  %e2403 = add i32 %tid18, 128
  %kl2405 = udiv i32 %e2403, 32
  %cl2407 = urem i32 %e2403, 32
  %la2409 = shl i32 %e2403, 2
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2409
  %v2410 = load float, ptr addrspace(3) %gep.203, align 4
  %kin2411 = add i32 %k_blk68, %kl2405
  %cin2412 = add i32 %c_blk70, %cl2407
  %kok2414 = icmp ult i32 %kin2411, 32
  %cok2416 = icmp ult i32 %cin2412, 32
  %ok2417 = and i1 %kok2414, %cok2416
  br i1 %ok2417, label %if.then.61, label %if.end.61
if.then.61:
  %krow2418 = add i32 %kbase652, %kin2411
  %kr2420 = mul i32 %krow2418, 3
  %t_r2422 = add i32 %kr2420, 1
  %t_s2424 = mul i32 %t_r2422, 3
  %t_c2426 = add i32 %t_s2424, 0
  %t_e2428 = mul i32 %t_c2426, 32
  %el2429 = add i32 %t_e2428, %cin2412
  %off2431 = shl i32 %el2429, 2
  %old.204 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2410, ptr addrspace(8) %rws87, i32 %off2431, i32 0, i32 20)
  br label %if.end.61
if.end.61:
  %e2434 = add i32 %tid18, 192
  %kl2436 = udiv i32 %e2434, 32
  %cl2438 = urem i32 %e2434, 32
  %la2440 = shl i32 %e2434, 2
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2440
  %v2441 = load float, ptr addrspace(3) %gep.205, align 4
  %kin2442 = add i32 %k_blk68, %kl2436
  %cin2443 = add i32 %c_blk70, %cl2438
  %kok2445 = icmp ult i32 %kin2442, 32
  %cok2447 = icmp ult i32 %cin2443, 32
  %ok2448 = and i1 %kok2445, %cok2447
  br i1 %ok2448, label %if.then.62, label %if.end.62
if.then.62:
  %krow2449 = add i32 %kbase652, %kin2442
  %kr2451 = mul i32 %krow2449, 3
  %t_r2453 = add i32 %kr2451, 1
  %t_s2455 = mul i32 %t_r2453, 3
  %t_c2457 = add i32 %t_s2455, 0
  %t_e2459 = mul i32 %t_c2457, 32
  %el2460 = add i32 %t_e2459, %cin2443
  %off2462 = shl i32 %el2460, 2
  %old.206 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2441, ptr addrspace(8) %rws87, i32 %off2462, i32 0, i32 20)
  br label %if.end.62
if.end.62:
  %e2465 = add i32 %tid18, 256
  %kl2467 = udiv i32 %e2465, 32
  %cl2469 = urem i32 %e2465, 32
  %la2471 = shl i32 %e2465, 2
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2471
  %v2472 = load float, ptr addrspace(3) %gep.207, align 4
  %kin2473 = add i32 %k_blk68, %kl2467
  %cin2474 = add i32 %c_blk70, %cl2469
  %kok2476 = icmp ult i32 %kin2473, 32
  %cok2478 = icmp ult i32 %cin2474, 32
  %ok2479 = and i1 %kok2476, %cok2478
  br i1 %ok2479, label %if.then.63, label %if.end.63
if.then.63:
  %krow2480 = add i32 %kbase652, %kin2473
  %kr2482 = mul i32 %krow2480, 3
  %t_r2484 = add i32 %kr2482, 1
  %t_s2486 = mul i32 %t_r2484, 3
  %t_c2488 = add i32 %t_s2486, 0
  %t_e2490 = mul i32 %t_c2488, 32
  %el2491 = add i32 %t_e2490, %cin2474
  %off2493 = shl i32 %el2491, 2
  %old.208 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2472, ptr addrspace(8) %rws87, i32 %off2493, i32 0, i32 20)
  br label %if.end.63
if.end.63:
  %e2496 = add i32 %tid18, 320
  %kl2498 = udiv i32 %e2496, 32
  %cl2500 = urem i32 %e2496, 32
  %la2502 = shl i32 %e2496, 2
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2502
  %v2503 = load float, ptr addrspace(3) %gep.209, align 4
  %kin2504 = add i32 %k_blk68, %kl2498
  %cin2505 = add i32 %c_blk70, %cl2500
  %kok2507 = icmp ult i32 %kin2504, 32
  %cok2509 = icmp ult i32 %cin2505, 32
  %ok2510 = and i1 %kok2507, %cok2509
  br i1 %ok2510, label %if.then.64, label %if.end.64
if.then.64:
  %krow2511 = add i32 %kbase652, %kin2504
  %kr2513 = mul i32 %krow2511, 3
  %t_r2515 = add i32 %kr2513, 1
  %t_s2517 = mul i32 %t_r2515, 3
  %t_c2519 = add i32 %t_s2517, 0
  %t_e2521 = mul i32 %t_c2519, 32
  %el2522 = add i32 %t_e2521, %cin2505
  %off2524 = shl i32 %el2522, 2
  %old.210 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2503, ptr addrspace(8) %rws87, i32 %off2524, i32 0, i32 20)
  br label %if.end.64
if.end.64:
  %e2527 = add i32 %tid18, 384
  %kl2529 = udiv i32 %e2527, 32
  %cl2531 = urem i32 %e2527, 32
  %la2533 = shl i32 %e2527, 2
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2533
  %v2534 = load float, ptr addrspace(3) %gep.211, align 4
  %kin2535 = add i32 %k_blk68, %kl2529
  %cin2536 = add i32 %c_blk70, %cl2531
  %kok2538 = icmp ult i32 %kin2535, 32
  %cok2540 = icmp ult i32 %cin2536, 32
  %ok2541 = and i1 %kok2538, %cok2540
  br i1 %ok2541, label %if.then.65, label %if.end.65
if.then.65:
  %krow2542 = add i32 %kbase652, %kin2535
  %kr2544 = mul i32 %krow2542, 3
  %t_r2546 = add i32 %kr2544, 1
  %t_s2548 = mul i32 %t_r2546, 3
  %t_c2550 = add i32 %t_s2548, 0
  %t_e2552 = mul i32 %t_c2550, 32
  %el2553 = add i32 %t_e2552, %cin2536
  %off2555 = shl i32 %el2553, 2
  %old.212 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2534, ptr addrspace(8) %rws87, i32 %off2555, i32 0, i32 20)
  br label %if.end.65
if.end.65:
  %e2558 = add i32 %tid18, 448
  %kl2560 = udiv i32 %e2558, 32
  %cl2562 = urem i32 %e2558, 32
  %la2564 = shl i32 %e2558, 2
  %gep.213 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2564
  %v2565 = load float, ptr addrspace(3) %gep.213, align 4
  %kin2566 = add i32 %k_blk68, %kl2560
  %cin2567 = add i32 %c_blk70, %cl2562
  %kok2569 = icmp ult i32 %kin2566, 32
  %cok2571 = icmp ult i32 %cin2567, 32
  %ok2572 = and i1 %kok2569, %cok2571
  br i1 %ok2572, label %if.then.66, label %if.end.66
if.then.66:
  %krow2573 = add i32 %kbase652, %kin2566
  %kr2575 = mul i32 %krow2573, 3
  %t_r2577 = add i32 %kr2575, 1
  %t_s2579 = mul i32 %t_r2577, 3
  %t_c2581 = add i32 %t_s2579, 0
  %t_e2583 = mul i32 %t_c2581, 32
  %el2584 = add i32 %t_e2583, %cin2567
  %off2586 = shl i32 %el2584, 2
  %old.214 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2565, ptr addrspace(8) %rws87, i32 %off2586, i32 0, i32 20)
  br label %if.end.66
if.end.66:
  %e2589 = add i32 %tid18, 512
  %kl2591 = udiv i32 %e2589, 32
  %cl2593 = urem i32 %e2589, 32
  %la2595 = shl i32 %e2589, 2
  %gep.215 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2595
  %v2596 = load float, ptr addrspace(3) %gep.215, align 4
  %kin2597 = add i32 %k_blk68, %kl2591
  %cin2598 = add i32 %c_blk70, %cl2593
  %kok2600 = icmp ult i32 %kin2597, 32
  %cok2602 = icmp ult i32 %cin2598, 32
  %ok2603 = and i1 %kok2600, %cok2602
  br i1 %ok2603, label %if.then.67, label %if.end.67
if.then.67:
  %krow2604 = add i32 %kbase652, %kin2597
  %kr2606 = mul i32 %krow2604, 3
  %t_r2608 = add i32 %kr2606, 1
  %t_s2610 = mul i32 %t_r2608, 3
  %t_c2612 = add i32 %t_s2610, 0
  %t_e2614 = mul i32 %t_c2612, 32
  %el2615 = add i32 %t_e2614, %cin2598
  %off2617 = shl i32 %el2615, 2
  %old.216 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2596, ptr addrspace(8) %rws87, i32 %off2617, i32 0, i32 20)
  br label %if.end.67
if.end.67:
  %e2620 = add i32 %tid18, 576
  %kl2622 = udiv i32 %e2620, 32
  %cl2624 = urem i32 %e2620, 32
  %la2626 = shl i32 %e2620, 2
  %gep.217 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2626
  %v2627 = load float, ptr addrspace(3) %gep.217, align 4
  %kin2628 = add i32 %k_blk68, %kl2622
  %cin2629 = add i32 %c_blk70, %cl2624
  %kok2631 = icmp ult i32 %kin2628, 32
  %cok2633 = icmp ult i32 %cin2629, 32
  %ok2634 = and i1 %kok2631, %cok2633
  br i1 %ok2634, label %if.then.68, label %if.end.68
if.then.68:
  %krow2635 = add i32 %kbase652, %kin2628
  %kr2637 = mul i32 %krow2635, 3
  %t_r2639 = add i32 %kr2637, 1
  %t_s2641 = mul i32 %t_r2639, 3
  %t_c2643 = add i32 %t_s2641, 0
  %t_e2645 = mul i32 %t_c2643, 32
  %el2646 = add i32 %t_e2645, %cin2629
  %off2648 = shl i32 %el2646, 2
  %old.218 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2627, ptr addrspace(8) %rws87, i32 %off2648, i32 0, i32 20)
  br label %if.end.68
if.end.68:
  %e2651 = add i32 %tid18, 640
  %kl2653 = udiv i32 %e2651, 32
  %cl2655 = urem i32 %e2651, 32
  %la2657 = shl i32 %e2651, 2
  %gep.219 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2657
  %v2658 = load float, ptr addrspace(3) %gep.219, align 4
  %kin2659 = add i32 %k_blk68, %kl2653
  %cin2660 = add i32 %c_blk70, %cl2655
  %kok2662 = icmp ult i32 %kin2659, 32
  %cok2664 = icmp ult i32 %cin2660, 32
  %ok2665 = and i1 %kok2662, %cok2664
  br i1 %ok2665, label %if.then.69, label %if.end.69
if.then.69:
  %krow2666 = add i32 %kbase652, %kin2659
  %kr2668 = mul i32 %krow2666, 3
  %t_r2670 = add i32 %kr2668, 1
  %t_s2672 = mul i32 %t_r2670, 3
  %t_c2674 = add i32 %t_s2672, 0
  %t_e2676 = mul i32 %t_c2674, 32
  %el2677 = add i32 %t_e2676, %cin2660
  %off2679 = shl i32 %el2677, 2
  %old.220 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2658, ptr addrspace(8) %rws87, i32 %off2679, i32 0, i32 20)
  br label %if.end.69
if.end.69:
  %e2682 = add i32 %tid18, 704
  %kl2684 = udiv i32 %e2682, 32
  %cl2686 = urem i32 %e2682, 32
  %la2688 = shl i32 %e2682, 2
  %gep.221 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2688
  %v2689 = load float, ptr addrspace(3) %gep.221, align 4
  %kin2690 = add i32 %k_blk68, %kl2684
  %cin2691 = add i32 %c_blk70, %cl2686
  %kok2693 = icmp ult i32 %kin2690, 32
  %cok2695 = icmp ult i32 %cin2691, 32
  %ok2696 = and i1 %kok2693, %cok2695
  br i1 %ok2696, label %if.then.70, label %if.end.70
if.then.70:
  %krow2697 = add i32 %kbase652, %kin2690
  %kr2699 = mul i32 %krow2697, 3
  %t_r2701 = add i32 %kr2699, 1
  %t_s2703 = mul i32 %t_r2701, 3
  %t_c2705 = add i32 %t_s2703, 0
  %t_e2707 = mul i32 %t_c2705, 32
  %el2708 = add i32 %t_e2707, %cin2691
  %off2710 = shl i32 %el2708, 2
  %old.222 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2689, ptr addrspace(8) %rws87, i32 %off2710, i32 0, i32 20)
  br label %if.end.70
if.end.70:
  %e2713 = add i32 %tid18, 768
  %kl2715 = udiv i32 %e2713, 32
  %cl2717 = urem i32 %e2713, 32
  %la2719 = shl i32 %e2713, 2
  %gep.223 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2719
  %v2720 = load float, ptr addrspace(3) %gep.223, align 4
  %kin2721 = add i32 %k_blk68, %kl2715
  %cin2722 = add i32 %c_blk70, %cl2717
  %kok2724 = icmp ult i32 %kin2721, 32
  %cok2726 = icmp ult i32 %cin2722, 32
  %ok2727 = and i1 %kok2724, %cok2726
  br i1 %ok2727, label %if.then.71, label %if.end.71
if.then.71:
  %krow2728 = add i32 %kbase652, %kin2721
  %kr2730 = mul i32 %krow2728, 3
  %t_r2732 = add i32 %kr2730, 1
  %t_s2734 = mul i32 %t_r2732, 3
  %t_c2736 = add i32 %t_s2734, 0
  %t_e2738 = mul i32 %t_c2736, 32
  %el2739 = add i32 %t_e2738, %cin2722
  %off2741 = shl i32 %el2739, 2
  %old.224 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2720, ptr addrspace(8) %rws87, i32 %off2741, i32 0, i32 20)
  br label %if.end.71
if.end.71:
  %e2744 = add i32 %tid18, 832
  %kl2746 = udiv i32 %e2744, 32
  %cl2748 = urem i32 %e2744, 32
  %la2750 = shl i32 %e2744, 2
  %gep.225 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2750
  %v2751 = load float, ptr addrspace(3) %gep.225, align 4
  %kin2752 = add i32 %k_blk68, %kl2746
  %cin2753 = add i32 %c_blk70, %cl2748
  %kok2755 = icmp ult i32 %kin2752, 32
  %cok2757 = icmp ult i32 %cin2753, 32
  %ok2758 = and i1 %kok2755, %cok2757
  br i1 %ok2758, label %if.then.72, label %if.end.72
if.then.72:
  %krow2759 = add i32 %kbase652, %kin2752
  %kr2761 = mul i32 %krow2759, 3
  %t_r2763 = add i32 %kr2761, 1
  %t_s2765 = mul i32 %t_r2763, 3
  %t_c2767 = add i32 %t_s2765, 0
  %t_e2769 = mul i32 %t_c2767, 32
  %el2770 = add i32 %t_e2769, %cin2753
  %off2772 = shl i32 %el2770, 2
  %old.226 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2751, ptr addrspace(8) %rws87, i32 %off2772, i32 0, i32 20)
  br label %if.end.72
if.end.72:
  %e2775 = add i32 %tid18, 896
  %kl2777 = udiv i32 %e2775, 32
  %cl2779 = urem i32 %e2775, 32
  %la2781 = shl i32 %e2775, 2
  %gep.227 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2781
  %v2782 = load float, ptr addrspace(3) %gep.227, align 4
  %kin2783 = add i32 %k_blk68, %kl2777
  %cin2784 = add i32 %c_blk70, %cl2779
  %kok2786 = icmp ult i32 %kin2783, 32
  %cok2788 = icmp ult i32 %cin2784, 32
  %ok2789 = and i1 %kok2786, %cok2788
  br i1 %ok2789, label %if.then.73, label %if.end.73
if.then.73:
  %krow2790 = add i32 %kbase652, %kin2783
  %kr2792 = mul i32 %krow2790, 3
  %t_r2794 = add i32 %kr2792, 1
  %t_s2796 = mul i32 %t_r2794, 3
  %t_c2798 = add i32 %t_s2796, 0
  %t_e2800 = mul i32 %t_c2798, 32
  %el2801 = add i32 %t_e2800, %cin2784
  %off2803 = shl i32 %el2801, 2
  %old.228 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2782, ptr addrspace(8) %rws87, i32 %off2803, i32 0, i32 20)
  br label %if.end.73
if.end.73:
  %e2806 = add i32 %tid18, 960
  %kl2808 = udiv i32 %e2806, 32
  %cl2810 = urem i32 %e2806, 32
  %la2812 = shl i32 %e2806, 2
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2812
  %v2813 = load float, ptr addrspace(3) %gep.229, align 4
  %kin2814 = add i32 %k_blk68, %kl2808
  %cin2815 = add i32 %c_blk70, %cl2810
  %kok2817 = icmp ult i32 %kin2814, 32
  %cok2819 = icmp ult i32 %cin2815, 32
  %ok2820 = and i1 %kok2817, %cok2819
  br i1 %ok2820, label %if.then.74, label %if.end.74
if.then.74:
  %krow2821 = add i32 %kbase652, %kin2814
  %kr2823 = mul i32 %krow2821, 3
  %t_r2825 = add i32 %kr2823, 1
  %t_s2827 = mul i32 %t_r2825, 3
  %t_c2829 = add i32 %t_s2827, 0
  %t_e2831 = mul i32 %t_c2829, 32
  %el2832 = add i32 %t_e2831, %cin2815
  %off2834 = shl i32 %el2832, 2
  %old.230 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2813, ptr addrspace(8) %rws87, i32 %off2834, i32 0, i32 20)
  br label %if.end.74
if.end.74:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2837 = add i32 %e_lane659, 0
  %v2838 = extractelement <8 x float> %acc134, i32 0
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2837
  store float %v2838, ptr addrspace(3) %gep.231, align 4
  %e_addr2840 = add i32 %e_lane659, 128
  %v2841 = extractelement <8 x float> %acc134, i32 1
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2840
  store float %v2841, ptr addrspace(3) %gep.232, align 4
  %e_addr2843 = add i32 %e_lane659, 256
  %v2844 = extractelement <8 x float> %acc134, i32 2
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2843
  store float %v2844, ptr addrspace(3) %gep.233, align 4
  %e_addr2846 = add i32 %e_lane659, 384
  %v2847 = extractelement <8 x float> %acc134, i32 3
  %gep.234 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2846
  store float %v2847, ptr addrspace(3) %gep.234, align 4
  %e_addr2849 = add i32 %e_lane659, 512
  %v2850 = extractelement <8 x float> %acc134, i32 4
  %gep.235 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2849
  store float %v2850, ptr addrspace(3) %gep.235, align 4
  %e_addr2852 = add i32 %e_lane659, 640
  %v2853 = extractelement <8 x float> %acc134, i32 5
  %gep.236 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2852
  store float %v2853, ptr addrspace(3) %gep.236, align 4
  %e_addr2855 = add i32 %e_lane659, 768
  %v2856 = extractelement <8 x float> %acc134, i32 6
  %gep.237 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2855
  store float %v2856, ptr addrspace(3) %gep.237, align 4
  %e_addr2858 = add i32 %e_lane659, 896
  %v2859 = extractelement <8 x float> %acc134, i32 7
  %gep.238 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2858
  store float %v2859, ptr addrspace(3) %gep.238, align 4
  %e_addr2861 = add i32 %e_lane659, 2048
  %v2862 = extractelement <8 x float> %acc135, i32 0
  %gep.239 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2861
  store float %v2862, ptr addrspace(3) %gep.239, align 4
  %e_addr2864 = add i32 %e_lane659, 2176
  %v2865 = extractelement <8 x float> %acc135, i32 1
  %gep.240 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2864
  store float %v2865, ptr addrspace(3) %gep.240, align 4
  %e_addr2867 = add i32 %e_lane659, 2304
  %v2868 = extractelement <8 x float> %acc135, i32 2
  %gep.241 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2867
  store float %v2868, ptr addrspace(3) %gep.241, align 4
  %e_addr2870 = add i32 %e_lane659, 2432
  %v2871 = extractelement <8 x float> %acc135, i32 3
  %gep.242 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2870
  store float %v2871, ptr addrspace(3) %gep.242, align 4
  %e_addr2873 = add i32 %e_lane659, 2560
  %v2874 = extractelement <8 x float> %acc135, i32 4
  %gep.243 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2873
  store float %v2874, ptr addrspace(3) %gep.243, align 4
  %e_addr2876 = add i32 %e_lane659, 2688
  %v2877 = extractelement <8 x float> %acc135, i32 5
  %gep.244 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2876
  store float %v2877, ptr addrspace(3) %gep.244, align 4
  %e_addr2879 = add i32 %e_lane659, 2816
  %v2880 = extractelement <8 x float> %acc135, i32 6
  %gep.245 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2879
  store float %v2880, ptr addrspace(3) %gep.245, align 4
  %e_addr2882 = add i32 %e_lane659, 2944
  %v2883 = extractelement <8 x float> %acc135, i32 7
  %gep.246 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2882
  store float %v2883, ptr addrspace(3) %gep.246, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2885 = add i32 %tid18, 0
  %kl2887 = udiv i32 %e2885, 32
  %cl2889 = urem i32 %e2885, 32
  %la2891 = shl i32 %e2885, 2
  %gep.247 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2891
  %v2892 = load float, ptr addrspace(3) %gep.247, align 4
  %kin2893 = add i32 %k_blk68, %kl2887
  %cin2894 = add i32 %c_blk70, %cl2889
  %kok2896 = icmp ult i32 %kin2893, 32
  %cok2898 = icmp ult i32 %cin2894, 32
  %ok2899 = and i1 %kok2896, %cok2898
  br i1 %ok2899, label %if.then.75, label %if.end.75
if.then.75:
  %krow2900 = add i32 %kbase652, %kin2893
  %kr2902 = mul i32 %krow2900, 3
  %t_r2904 = add i32 %kr2902, 1
  %t_s2906 = mul i32 %t_r2904, 3
  %t_c2908 = add i32 %t_s2906, 1
  %t_e2910 = mul i32 %t_c2908, 32
  %el2911 = add i32 %t_e2910, %cin2894
  %off2913 = shl i32 %el2911, 2
  %old.248 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2892, ptr addrspace(8) %rws87, i32 %off2913, i32 0, i32 20)
  br label %if.end.75
if.end.75:
  %e2916 = add i32 %tid18, 64
  %kl2918 = udiv i32 %e2916, 32
  %cl2920 = urem i32 %e2916, 32
  %la2922 = shl i32 %e2916, 2
  %gep.249 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2922
  %v2923 = load float, ptr addrspace(3) %gep.249, align 4
  %kin2924 = add i32 %k_blk68, %kl2918
  %cin2925 = add i32 %c_blk70, %cl2920
  %kok2927 = icmp ult i32 %kin2924, 32
  %cok2929 = icmp ult i32 %cin2925, 32
  %ok2930 = and i1 %kok2927, %cok2929
  br i1 %ok2930, label %if.then.76, label %if.end.76
if.then.76:
  %krow2931 = add i32 %kbase652, %kin2924
  %kr2933 = mul i32 %krow2931, 3
  %t_r2935 = add i32 %kr2933, 1
  %t_s2937 = mul i32 %t_r2935, 3
  %t_c2939 = add i32 %t_s2937, 1
  %t_e2941 = mul i32 %t_c2939, 32
  %el2942 = add i32 %t_e2941, %cin2925
  %off2944 = shl i32 %el2942, 2
  %old.250 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2923, ptr addrspace(8) %rws87, i32 %off2944, i32 0, i32 20)
  br label %if.end.76
if.end.76:
  %e2947 = add i32 %tid18, 128
  %kl2949 = udiv i32 %e2947, 32
  %cl2951 = urem i32 %e2947, 32
  %la2953 = shl i32 %e2947, 2
  %gep.251 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2953
  %v2954 = load float, ptr addrspace(3) %gep.251, align 4
  %kin2955 = add i32 %k_blk68, %kl2949
  %cin2956 = add i32 %c_blk70, %cl2951
  %kok2958 = icmp ult i32 %kin2955, 32
  %cok2960 = icmp ult i32 %cin2956, 32
  %ok2961 = and i1 %kok2958, %cok2960
  br i1 %ok2961, label %if.then.77, label %if.end.77
if.then.77:
  %krow2962 = add i32 %kbase652, %kin2955
  %kr2964 = mul i32 %krow2962, 3
  %t_r2966 = add i32 %kr2964, 1
  %t_s2968 = mul i32 %t_r2966, 3
  %t_c2970 = add i32 %t_s2968, 1
  %t_e2972 = mul i32 %t_c2970, 32
  %el2973 = add i32 %t_e2972, %cin2956
  %off2975 = shl i32 %el2973, 2
  %old.252 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2954, ptr addrspace(8) %rws87, i32 %off2975, i32 0, i32 20)
  br label %if.end.77
if.end.77:
  %e2978 = add i32 %tid18, 192
  %kl2980 = udiv i32 %e2978, 32
  %cl2982 = urem i32 %e2978, 32
  %la2984 = shl i32 %e2978, 2
  %gep.253 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2984
  %v2985 = load float, ptr addrspace(3) %gep.253, align 4
  %kin2986 = add i32 %k_blk68, %kl2980
  %cin2987 = add i32 %c_blk70, %cl2982
  %kok2989 = icmp ult i32 %kin2986, 32
  %cok2991 = icmp ult i32 %cin2987, 32
  %ok2992 = and i1 %kok2989, %cok2991
  br i1 %ok2992, label %if.then.78, label %if.end.78
if.then.78:
  %krow2993 = add i32 %kbase652, %kin2986
  %kr2995 = mul i32 %krow2993, 3
  %t_r2997 = add i32 %kr2995, 1
  %t_s2999 = mul i32 %t_r2997, 3
  %t_c3001 = add i32 %t_s2999, 1
  %t_e3003 = mul i32 %t_c3001, 32
  %el3004 = add i32 %t_e3003, %cin2987
  %off3006 = shl i32 %el3004, 2
  %old.254 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2985, ptr addrspace(8) %rws87, i32 %off3006, i32 0, i32 20)
  br label %if.end.78
if.end.78:
  %e3009 = add i32 %tid18, 256
  %kl3011 = udiv i32 %e3009, 32
  %cl3013 = urem i32 %e3009, 32
  %la3015 = shl i32 %e3009, 2
  %gep.255 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3015
  %v3016 = load float, ptr addrspace(3) %gep.255, align 4
  %kin3017 = add i32 %k_blk68, %kl3011
  %cin3018 = add i32 %c_blk70, %cl3013
  %kok3020 = icmp ult i32 %kin3017, 32
  %cok3022 = icmp ult i32 %cin3018, 32
  %ok3023 = and i1 %kok3020, %cok3022
  br i1 %ok3023, label %if.then.79, label %if.end.79
if.then.79:
  %krow3024 = add i32 %kbase652, %kin3017
  %kr3026 = mul i32 %krow3024, 3
  %t_r3028 = add i32 %kr3026, 1
  %t_s3030 = mul i32 %t_r3028, 3
  %t_c3032 = add i32 %t_s3030, 1
  %t_e3034 = mul i32 %t_c3032, 32
  %el3035 = add i32 %t_e3034, %cin3018
  %off3037 = shl i32 %el3035, 2
  %old.256 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3016, ptr addrspace(8) %rws87, i32 %off3037, i32 0, i32 20)
  br label %if.end.79
if.end.79:
  %e3040 = add i32 %tid18, 320
  %kl3042 = udiv i32 %e3040, 32
  %cl3044 = urem i32 %e3040, 32
  %la3046 = shl i32 %e3040, 2
  %gep.257 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3046
  %v3047 = load float, ptr addrspace(3) %gep.257, align 4
  %kin3048 = add i32 %k_blk68, %kl3042
  %cin3049 = add i32 %c_blk70, %cl3044
  %kok3051 = icmp ult i32 %kin3048, 32
  %cok3053 = icmp ult i32 %cin3049, 32
  %ok3054 = and i1 %kok3051, %cok3053
  br i1 %ok3054, label %if.then.80, label %if.end.80
if.then.80:
  %krow3055 = add i32 %kbase652, %kin3048
  %kr3057 = mul i32 %krow3055, 3
  %t_r3059 = add i32 %kr3057, 1
  %t_s3061 = mul i32 %t_r3059, 3
  %t_c3063 = add i32 %t_s3061, 1
  %t_e3065 = mul i32 %t_c3063, 32
  %el3066 = add i32 %t_e3065, %cin3049
  %off3068 = shl i32 %el3066, 2
  %old.258 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3047, ptr addrspace(8) %rws87, i32 %off3068, i32 0, i32 20)
  br label %if.end.80
if.end.80:
  %e3071 = add i32 %tid18, 384
  %kl3073 = udiv i32 %e3071, 32
  %cl3075 = urem i32 %e3071, 32
  %la3077 = shl i32 %e3071, 2
  %gep.259 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3077
  %v3078 = load float, ptr addrspace(3) %gep.259, align 4
  %kin3079 = add i32 %k_blk68, %kl3073
  %cin3080 = add i32 %c_blk70, %cl3075
  %kok3082 = icmp ult i32 %kin3079, 32
  %cok3084 = icmp ult i32 %cin3080, 32
  %ok3085 = and i1 %kok3082, %cok3084
  br i1 %ok3085, label %if.then.81, label %if.end.81
if.then.81:
  %krow3086 = add i32 %kbase652, %kin3079
  %kr3088 = mul i32 %krow3086, 3
  %t_r3090 = add i32 %kr3088, 1
  %t_s3092 = mul i32 %t_r3090, 3
  %t_c3094 = add i32 %t_s3092, 1
  %t_e3096 = mul i32 %t_c3094, 32
  %el3097 = add i32 %t_e3096, %cin3080
  %off3099 = shl i32 %el3097, 2
  %old.260 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3078, ptr addrspace(8) %rws87, i32 %off3099, i32 0, i32 20)
  br label %if.end.81
if.end.81:
  %e3102 = add i32 %tid18, 448
  %kl3104 = udiv i32 %e3102, 32
  %cl3106 = urem i32 %e3102, 32
  %la3108 = shl i32 %e3102, 2
  %gep.261 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3108
  %v3109 = load float, ptr addrspace(3) %gep.261, align 4
  %kin3110 = add i32 %k_blk68, %kl3104
  %cin3111 = add i32 %c_blk70, %cl3106
  %kok3113 = icmp ult i32 %kin3110, 32
  %cok3115 = icmp ult i32 %cin3111, 32
  %ok3116 = and i1 %kok3113, %cok3115
  br i1 %ok3116, label %if.then.82, label %if.end.82
if.then.82:
  %krow3117 = add i32 %kbase652, %kin3110
  %kr3119 = mul i32 %krow3117, 3
  %t_r3121 = add i32 %kr3119, 1
  %t_s3123 = mul i32 %t_r3121, 3
  %t_c3125 = add i32 %t_s3123, 1
  %t_e3127 = mul i32 %t_c3125, 32
  %el3128 = add i32 %t_e3127, %cin3111
  %off3130 = shl i32 %el3128, 2
  %old.262 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3109, ptr addrspace(8) %rws87, i32 %off3130, i32 0, i32 20)
  br label %if.end.82
if.end.82:
  %e3133 = add i32 %tid18, 512
  %kl3135 = udiv i32 %e3133, 32
  %cl3137 = urem i32 %e3133, 32
  %la3139 = shl i32 %e3133, 2
  %gep.263 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3139
  %v3140 = load float, ptr addrspace(3) %gep.263, align 4
  %kin3141 = add i32 %k_blk68, %kl3135
  %cin3142 = add i32 %c_blk70, %cl3137
  %kok3144 = icmp ult i32 %kin3141, 32
  %cok3146 = icmp ult i32 %cin3142, 32
  %ok3147 = and i1 %kok3144, %cok3146
  br i1 %ok3147, label %if.then.83, label %if.end.83
if.then.83:
  %krow3148 = add i32 %kbase652, %kin3141
  %kr3150 = mul i32 %krow3148, 3
  %t_r3152 = add i32 %kr3150, 1
  %t_s3154 = mul i32 %t_r3152, 3
  %t_c3156 = add i32 %t_s3154, 1
  %t_e3158 = mul i32 %t_c3156, 32
  %el3159 = add i32 %t_e3158, %cin3142
  %off3161 = shl i32 %el3159, 2
  %old.264 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3140, ptr addrspace(8) %rws87, i32 %off3161, i32 0, i32 20)
  br label %if.end.83
if.end.83:
  %e3164 = add i32 %tid18, 576
  %kl3166 = udiv i32 %e3164, 32
  %cl3168 = urem i32 %e3164, 32
  %la3170 = shl i32 %e3164, 2
  %gep.265 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3170
  %v3171 = load float, ptr addrspace(3) %gep.265, align 4
  %kin3172 = add i32 %k_blk68, %kl3166
  %cin3173 = add i32 %c_blk70, %cl3168
  %kok3175 = icmp ult i32 %kin3172, 32
  %cok3177 = icmp ult i32 %cin3173, 32
  %ok3178 = and i1 %kok3175, %cok3177
  br i1 %ok3178, label %if.then.84, label %if.end.84
if.then.84:
  %krow3179 = add i32 %kbase652, %kin3172
  %kr3181 = mul i32 %krow3179, 3
  %t_r3183 = add i32 %kr3181, 1
  %t_s3185 = mul i32 %t_r3183, 3
  %t_c3187 = add i32 %t_s3185, 1
  %t_e3189 = mul i32 %t_c3187, 32
  %el3190 = add i32 %t_e3189, %cin3173
  %off3192 = shl i32 %el3190, 2
  %old.266 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3171, ptr addrspace(8) %rws87, i32 %off3192, i32 0, i32 20)
  br label %if.end.84
if.end.84:
  %e3195 = add i32 %tid18, 640
  %kl3197 = udiv i32 %e3195, 32
  %cl3199 = urem i32 %e3195, 32
  %la3201 = shl i32 %e3195, 2
  %gep.267 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3201
  %v3202 = load float, ptr addrspace(3) %gep.267, align 4
  %kin3203 = add i32 %k_blk68, %kl3197
  %cin3204 = add i32 %c_blk70, %cl3199
  %kok3206 = icmp ult i32 %kin3203, 32
  %cok3208 = icmp ult i32 %cin3204, 32
  %ok3209 = and i1 %kok3206, %cok3208
  br i1 %ok3209, label %if.then.85, label %if.end.85
if.then.85:
  %krow3210 = add i32 %kbase652, %kin3203
  %kr3212 = mul i32 %krow3210, 3
  %t_r3214 = add i32 %kr3212, 1
  %t_s3216 = mul i32 %t_r3214, 3
  %t_c3218 = add i32 %t_s3216, 1
  %t_e3220 = mul i32 %t_c3218, 32
  %el3221 = add i32 %t_e3220, %cin3204
  %off3223 = shl i32 %el3221, 2
  %old.268 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3202, ptr addrspace(8) %rws87, i32 %off3223, i32 0, i32 20)
  br label %if.end.85
if.end.85:
  %e3226 = add i32 %tid18, 704
  %kl3228 = udiv i32 %e3226, 32
  %cl3230 = urem i32 %e3226, 32
  %la3232 = shl i32 %e3226, 2
  %gep.269 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3232
  %v3233 = load float, ptr addrspace(3) %gep.269, align 4
  %kin3234 = add i32 %k_blk68, %kl3228
  %cin3235 = add i32 %c_blk70, %cl3230
  %kok3237 = icmp ult i32 %kin3234, 32
  %cok3239 = icmp ult i32 %cin3235, 32
  %ok3240 = and i1 %kok3237, %cok3239
  br i1 %ok3240, label %if.then.86, label %if.end.86
if.then.86:
  %krow3241 = add i32 %kbase652, %kin3234
  %kr3243 = mul i32 %krow3241, 3
  %t_r3245 = add i32 %kr3243, 1
  %t_s3247 = mul i32 %t_r3245, 3
  %t_c3249 = add i32 %t_s3247, 1
  %t_e3251 = mul i32 %t_c3249, 32
  %el3252 = add i32 %t_e3251, %cin3235
  %off3254 = shl i32 %el3252, 2
  %old.270 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3233, ptr addrspace(8) %rws87, i32 %off3254, i32 0, i32 20)
  br label %if.end.86
if.end.86:
  %e3257 = add i32 %tid18, 768
  %kl3259 = udiv i32 %e3257, 32
  %cl3261 = urem i32 %e3257, 32
  %la3263 = shl i32 %e3257, 2
  %gep.271 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3263
  %v3264 = load float, ptr addrspace(3) %gep.271, align 4
  %kin3265 = add i32 %k_blk68, %kl3259
  %cin3266 = add i32 %c_blk70, %cl3261
  %kok3268 = icmp ult i32 %kin3265, 32
  %cok3270 = icmp ult i32 %cin3266, 32
  %ok3271 = and i1 %kok3268, %cok3270
  br i1 %ok3271, label %if.then.87, label %if.end.87
if.then.87:
  %krow3272 = add i32 %kbase652, %kin3265
  %kr3274 = mul i32 %krow3272, 3
  %t_r3276 = add i32 %kr3274, 1
  %t_s3278 = mul i32 %t_r3276, 3
  %t_c3280 = add i32 %t_s3278, 1
  %t_e3282 = mul i32 %t_c3280, 32
  %el3283 = add i32 %t_e3282, %cin3266
  %off3285 = shl i32 %el3283, 2
  %old.272 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3264, ptr addrspace(8) %rws87, i32 %off3285, i32 0, i32 20)
  br label %if.end.87
if.end.87:
  %e3288 = add i32 %tid18, 832
  %kl3290 = udiv i32 %e3288, 32
  %cl3292 = urem i32 %e3288, 32
  %la3294 = shl i32 %e3288, 2
  %gep.273 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3294
  %v3295 = load float, ptr addrspace(3) %gep.273, align 4
  %kin3296 = add i32 %k_blk68, %kl3290
  %cin3297 = add i32 %c_blk70, %cl3292
  %kok3299 = icmp ult i32 %kin3296, 32
  %cok3301 = icmp ult i32 %cin3297, 32
  %ok3302 = and i1 %kok3299, %cok3301
  br i1 %ok3302, label %if.then.88, label %if.end.88
if.then.88:
  %krow3303 = add i32 %kbase652, %kin3296
  %kr3305 = mul i32 %krow3303, 3
  %t_r3307 = add i32 %kr3305, 1
  %t_s3309 = mul i32 %t_r3307, 3
  %t_c3311 = add i32 %t_s3309, 1
  %t_e3313 = mul i32 %t_c3311, 32
  %el3314 = add i32 %t_e3313, %cin3297
  %off3316 = shl i32 %el3314, 2
  %old.274 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3295, ptr addrspace(8) %rws87, i32 %off3316, i32 0, i32 20)
  br label %if.end.88
if.end.88:
  %e3319 = add i32 %tid18, 896
  %kl3321 = udiv i32 %e3319, 32
  %cl3323 = urem i32 %e3319, 32
  %la3325 = shl i32 %e3319, 2
  %gep.275 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3325
  %v3326 = load float, ptr addrspace(3) %gep.275, align 4
  %kin3327 = add i32 %k_blk68, %kl3321
  %cin3328 = add i32 %c_blk70, %cl3323
  %kok3330 = icmp ult i32 %kin3327, 32
  %cok3332 = icmp ult i32 %cin3328, 32
  %ok3333 = and i1 %kok3330, %cok3332
  br i1 %ok3333, label %if.then.89, label %if.end.89
if.then.89:
  %krow3334 = add i32 %kbase652, %kin3327
  %kr3336 = mul i32 %krow3334, 3
  %t_r3338 = add i32 %kr3336, 1
  %t_s3340 = mul i32 %t_r3338, 3
  %t_c3342 = add i32 %t_s3340, 1
  %t_e3344 = mul i32 %t_c3342, 32
  %el3345 = add i32 %t_e3344, %cin3328
  %off3347 = shl i32 %el3345, 2
  %old.276 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3326, ptr addrspace(8) %rws87, i32 %off3347, i32 0, i32 20)
  br label %if.end.89
if.end.89:
  %e3350 = add i32 %tid18, 960
  %kl3352 = udiv i32 %e3350, 32
  %cl3354 = urem i32 %e3350, 32
  %la3356 = shl i32 %e3350, 2
  %gep.277 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3356
  %v3357 = load float, ptr addrspace(3) %gep.277, align 4
  %kin3358 = add i32 %k_blk68, %kl3352
  %cin3359 = add i32 %c_blk70, %cl3354
  %kok3361 = icmp ult i32 %kin3358, 32
  %cok3363 = icmp ult i32 %cin3359, 32
  %ok3364 = and i1 %kok3361, %cok3363
  br i1 %ok3364, label %if.then.90, label %if.end.90
if.then.90:
  %krow3365 = add i32 %kbase652, %kin3358
  %kr3367 = mul i32 %krow3365, 3
  %t_r3369 = add i32 %kr3367, 1
  %t_s3371 = mul i32 %t_r3369, 3
  %t_c3373 = add i32 %t_s3371, 1
  %t_e3375 = mul i32 %t_c3373, 32
  %el3376 = add i32 %t_e3375, %cin3359
  %off3378 = shl i32 %el3376, 2
  %old.278 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3357, ptr addrspace(8) %rws87, i32 %off3378, i32 0, i32 20)
  br label %if.end.90
if.end.90:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3381 = add i32 %e_lane659, 0
  %v3382 = extractelement <8 x float> %acc136, i32 0
  %gep.279 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3381
  store float %v3382, ptr addrspace(3) %gep.279, align 4
  %e_addr3384 = add i32 %e_lane659, 128
  %v3385 = extractelement <8 x float> %acc136, i32 1
  %gep.280 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3384
  store float %v3385, ptr addrspace(3) %gep.280, align 4
  %e_addr3387 = add i32 %e_lane659, 256
  %v3388 = extractelement <8 x float> %acc136, i32 2
  %gep.281 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3387
  store float %v3388, ptr addrspace(3) %gep.281, align 4
  %e_addr3390 = add i32 %e_lane659, 384
  %v3391 = extractelement <8 x float> %acc136, i32 3
  %gep.282 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3390
  store float %v3391, ptr addrspace(3) %gep.282, align 4
  %e_addr3393 = add i32 %e_lane659, 512
  %v3394 = extractelement <8 x float> %acc136, i32 4
  %gep.283 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3393
  store float %v3394, ptr addrspace(3) %gep.283, align 4
  %e_addr3396 = add i32 %e_lane659, 640
  %v3397 = extractelement <8 x float> %acc136, i32 5
  %gep.284 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3396
  store float %v3397, ptr addrspace(3) %gep.284, align 4
  %e_addr3399 = add i32 %e_lane659, 768
  %v3400 = extractelement <8 x float> %acc136, i32 6
  %gep.285 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3399
  store float %v3400, ptr addrspace(3) %gep.285, align 4
  %e_addr3402 = add i32 %e_lane659, 896
  %v3403 = extractelement <8 x float> %acc136, i32 7
  %gep.286 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3402
  store float %v3403, ptr addrspace(3) %gep.286, align 4
  %e_addr3405 = add i32 %e_lane659, 2048
  %v3406 = extractelement <8 x float> %acc137, i32 0
  %gep.287 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3405
  store float %v3406, ptr addrspace(3) %gep.287, align 4
  %e_addr3408 = add i32 %e_lane659, 2176
  %v3409 = extractelement <8 x float> %acc137, i32 1
  %gep.288 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3408
  store float %v3409, ptr addrspace(3) %gep.288, align 4
  %e_addr3411 = add i32 %e_lane659, 2304
  %v3412 = extractelement <8 x float> %acc137, i32 2
  %gep.289 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3411
  store float %v3412, ptr addrspace(3) %gep.289, align 4
  %e_addr3414 = add i32 %e_lane659, 2432
  %v3415 = extractelement <8 x float> %acc137, i32 3
  %gep.290 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3414
  store float %v3415, ptr addrspace(3) %gep.290, align 4
  %e_addr3417 = add i32 %e_lane659, 2560
  %v3418 = extractelement <8 x float> %acc137, i32 4
  %gep.291 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3417
  store float %v3418, ptr addrspace(3) %gep.291, align 4
  %e_addr3420 = add i32 %e_lane659, 2688
  %v3421 = extractelement <8 x float> %acc137, i32 5
  %gep.292 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3420
  store float %v3421, ptr addrspace(3) %gep.292, align 4
  %e_addr3423 = add i32 %e_lane659, 2816
  %v3424 = extractelement <8 x float> %acc137, i32 6
  %gep.293 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3423
  store float %v3424, ptr addrspace(3) %gep.293, align 4
  %e_addr3426 = add i32 %e_lane659, 2944
  %v3427 = extractelement <8 x float> %acc137, i32 7
  %gep.294 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3426
  store float %v3427, ptr addrspace(3) %gep.294, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3429 = add i32 %tid18, 0
  %kl3431 = udiv i32 %e3429, 32
  %cl3433 = urem i32 %e3429, 32
  %la3435 = shl i32 %e3429, 2
  %gep.295 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3435
  %v3436 = load float, ptr addrspace(3) %gep.295, align 4
  %kin3437 = add i32 %k_blk68, %kl3431
  %cin3438 = add i32 %c_blk70, %cl3433
  %kok3440 = icmp ult i32 %kin3437, 32
  %cok3442 = icmp ult i32 %cin3438, 32
  %ok3443 = and i1 %kok3440, %cok3442
  br i1 %ok3443, label %if.then.91, label %if.end.91
if.then.91:
  %krow3444 = add i32 %kbase652, %kin3437
  %kr3446 = mul i32 %krow3444, 3
  %t_r3448 = add i32 %kr3446, 1
  %t_s3450 = mul i32 %t_r3448, 3
  %t_c3452 = add i32 %t_s3450, 2
  %t_e3454 = mul i32 %t_c3452, 32
  %el3455 = add i32 %t_e3454, %cin3438
  %off3457 = shl i32 %el3455, 2
  %old.296 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3436, ptr addrspace(8) %rws87, i32 %off3457, i32 0, i32 20)
  br label %if.end.91
if.end.91:
  %e3460 = add i32 %tid18, 64
  %kl3462 = udiv i32 %e3460, 32
  %cl3464 = urem i32 %e3460, 32
  %la3466 = shl i32 %e3460, 2
  %gep.297 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3466
  %v3467 = load float, ptr addrspace(3) %gep.297, align 4
  %kin3468 = add i32 %k_blk68, %kl3462
  %cin3469 = add i32 %c_blk70, %cl3464
  %kok3471 = icmp ult i32 %kin3468, 32
  %cok3473 = icmp ult i32 %cin3469, 32
  %ok3474 = and i1 %kok3471, %cok3473
  br i1 %ok3474, label %if.then.92, label %if.end.92
if.then.92:
  %krow3475 = add i32 %kbase652, %kin3468
  %kr3477 = mul i32 %krow3475, 3
  %t_r3479 = add i32 %kr3477, 1
  %t_s3481 = mul i32 %t_r3479, 3
  %t_c3483 = add i32 %t_s3481, 2
  %t_e3485 = mul i32 %t_c3483, 32
  %el3486 = add i32 %t_e3485, %cin3469
  %off3488 = shl i32 %el3486, 2
  %old.298 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3467, ptr addrspace(8) %rws87, i32 %off3488, i32 0, i32 20)
  br label %if.end.92
if.end.92:
  %e3491 = add i32 %tid18, 128
  %kl3493 = udiv i32 %e3491, 32
  %cl3495 = urem i32 %e3491, 32
  %la3497 = shl i32 %e3491, 2
  %gep.299 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3497
  %v3498 = load float, ptr addrspace(3) %gep.299, align 4
  %kin3499 = add i32 %k_blk68, %kl3493
  %cin3500 = add i32 %c_blk70, %cl3495
  %kok3502 = icmp ult i32 %kin3499, 32
  %cok3504 = icmp ult i32 %cin3500, 32
  %ok3505 = and i1 %kok3502, %cok3504
  br i1 %ok3505, label %if.then.93, label %if.end.93
if.then.93:
  %krow3506 = add i32 %kbase652, %kin3499
  %kr3508 = mul i32 %krow3506, 3
  %t_r3510 = add i32 %kr3508, 1
  %t_s3512 = mul i32 %t_r3510, 3
  %t_c3514 = add i32 %t_s3512, 2
  %t_e3516 = mul i32 %t_c3514, 32
  %el3517 = add i32 %t_e3516, %cin3500
  %off3519 = shl i32 %el3517, 2
  %old.300 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3498, ptr addrspace(8) %rws87, i32 %off3519, i32 0, i32 20)
  br label %if.end.93
if.end.93:
  %e3522 = add i32 %tid18, 192
  %kl3524 = udiv i32 %e3522, 32
  %cl3526 = urem i32 %e3522, 32
  %la3528 = shl i32 %e3522, 2
  %gep.301 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3528
  %v3529 = load float, ptr addrspace(3) %gep.301, align 4
  %kin3530 = add i32 %k_blk68, %kl3524
  %cin3531 = add i32 %c_blk70, %cl3526
  %kok3533 = icmp ult i32 %kin3530, 32
  %cok3535 = icmp ult i32 %cin3531, 32
  %ok3536 = and i1 %kok3533, %cok3535
  br i1 %ok3536, label %if.then.94, label %if.end.94
if.then.94:
  %krow3537 = add i32 %kbase652, %kin3530
  %kr3539 = mul i32 %krow3537, 3
  %t_r3541 = add i32 %kr3539, 1
  %t_s3543 = mul i32 %t_r3541, 3
  %t_c3545 = add i32 %t_s3543, 2
  %t_e3547 = mul i32 %t_c3545, 32
  %el3548 = add i32 %t_e3547, %cin3531
  %off3550 = shl i32 %el3548, 2
  %old.302 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3529, ptr addrspace(8) %rws87, i32 %off3550, i32 0, i32 20)
  br label %if.end.94
if.end.94:
  %e3553 = add i32 %tid18, 256
  %kl3555 = udiv i32 %e3553, 32
  %cl3557 = urem i32 %e3553, 32
  %la3559 = shl i32 %e3553, 2
  %gep.303 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3559
  %v3560 = load float, ptr addrspace(3) %gep.303, align 4
  %kin3561 = add i32 %k_blk68, %kl3555
  %cin3562 = add i32 %c_blk70, %cl3557
  %kok3564 = icmp ult i32 %kin3561, 32
  %cok3566 = icmp ult i32 %cin3562, 32
  %ok3567 = and i1 %kok3564, %cok3566
  br i1 %ok3567, label %if.then.95, label %if.end.95
if.then.95:
  %krow3568 = add i32 %kbase652, %kin3561
  %kr3570 = mul i32 %krow3568, 3
  %t_r3572 = add i32 %kr3570, 1
  %t_s3574 = mul i32 %t_r3572, 3
  %t_c3576 = add i32 %t_s3574, 2
  %t_e3578 = mul i32 %t_c3576, 32
  %el3579 = add i32 %t_e3578, %cin3562
  %off3581 = shl i32 %el3579, 2
  %old.304 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3560, ptr addrspace(8) %rws87, i32 %off3581, i32 0, i32 20)
  br label %if.end.95
if.end.95:
  %e3584 = add i32 %tid18, 320
  %kl3586 = udiv i32 %e3584, 32
  %cl3588 = urem i32 %e3584, 32
  %la3590 = shl i32 %e3584, 2
  %gep.305 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3590
  %v3591 = load float, ptr addrspace(3) %gep.305, align 4
  %kin3592 = add i32 %k_blk68, %kl3586
  %cin3593 = add i32 %c_blk70, %cl3588
  %kok3595 = icmp ult i32 %kin3592, 32
  %cok3597 = icmp ult i32 %cin3593, 32
  %ok3598 = and i1 %kok3595, %cok3597
  br i1 %ok3598, label %if.then.96, label %if.end.96
if.then.96:
  %krow3599 = add i32 %kbase652, %kin3592
  %kr3601 = mul i32 %krow3599, 3
  %t_r3603 = add i32 %kr3601, 1
  %t_s3605 = mul i32 %t_r3603, 3
  %t_c3607 = add i32 %t_s3605, 2
  %t_e3609 = mul i32 %t_c3607, 32
  %el3610 = add i32 %t_e3609, %cin3593
  %off3612 = shl i32 %el3610, 2
  %old.306 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3591, ptr addrspace(8) %rws87, i32 %off3612, i32 0, i32 20)
  br label %if.end.96
if.end.96:
  %e3615 = add i32 %tid18, 384
  %kl3617 = udiv i32 %e3615, 32
  %cl3619 = urem i32 %e3615, 32
  %la3621 = shl i32 %e3615, 2
  %gep.307 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3621
  %v3622 = load float, ptr addrspace(3) %gep.307, align 4
  %kin3623 = add i32 %k_blk68, %kl3617
  %cin3624 = add i32 %c_blk70, %cl3619
  %kok3626 = icmp ult i32 %kin3623, 32
  %cok3628 = icmp ult i32 %cin3624, 32
  %ok3629 = and i1 %kok3626, %cok3628
  br i1 %ok3629, label %if.then.97, label %if.end.97
if.then.97:
  %krow3630 = add i32 %kbase652, %kin3623
  %kr3632 = mul i32 %krow3630, 3
  %t_r3634 = add i32 %kr3632, 1
  %t_s3636 = mul i32 %t_r3634, 3
  %t_c3638 = add i32 %t_s3636, 2
  %t_e3640 = mul i32 %t_c3638, 32
  %el3641 = add i32 %t_e3640, %cin3624
  %off3643 = shl i32 %el3641, 2
  %old.308 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3622, ptr addrspace(8) %rws87, i32 %off3643, i32 0, i32 20)
  br label %if.end.97
if.end.97:
  %e3646 = add i32 %tid18, 448
  %kl3648 = udiv i32 %e3646, 32
  %cl3650 = urem i32 %e3646, 32
  %la3652 = shl i32 %e3646, 2
  %gep.309 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3652
  %v3653 = load float, ptr addrspace(3) %gep.309, align 4
  %kin3654 = add i32 %k_blk68, %kl3648
  %cin3655 = add i32 %c_blk70, %cl3650
  %kok3657 = icmp ult i32 %kin3654, 32
  %cok3659 = icmp ult i32 %cin3655, 32
  %ok3660 = and i1 %kok3657, %cok3659
  br i1 %ok3660, label %if.then.98, label %if.end.98
if.then.98:
  %krow3661 = add i32 %kbase652, %kin3654
  %kr3663 = mul i32 %krow3661, 3
  %t_r3665 = add i32 %kr3663, 1
  %t_s3667 = mul i32 %t_r3665, 3
  %t_c3669 = add i32 %t_s3667, 2
  %t_e3671 = mul i32 %t_c3669, 32
  %el3672 = add i32 %t_e3671, %cin3655
  %off3674 = shl i32 %el3672, 2
  %old.310 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3653, ptr addrspace(8) %rws87, i32 %off3674, i32 0, i32 20)
  br label %if.end.98
if.end.98:
  %e3677 = add i32 %tid18, 512
  %kl3679 = udiv i32 %e3677, 32
  %cl3681 = urem i32 %e3677, 32
  %la3683 = shl i32 %e3677, 2
  %gep.311 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3683
  %v3684 = load float, ptr addrspace(3) %gep.311, align 4
  %kin3685 = add i32 %k_blk68, %kl3679
  %cin3686 = add i32 %c_blk70, %cl3681
  %kok3688 = icmp ult i32 %kin3685, 32
  %cok3690 = icmp ult i32 %cin3686, 32
  %ok3691 = and i1 %kok3688, %cok3690
  br i1 %ok3691, label %if.then.99, label %if.end.99
if.then.99:
  %krow3692 = add i32 %kbase652, %kin3685
  %kr3694 = mul i32 %krow3692, 3
  %t_r3696 = add i32 %kr3694, 1
  %t_s3698 = mul i32 %t_r3696, 3
  %t_c3700 = add i32 %t_s3698, 2
  %t_e3702 = mul i32 %t_c3700, 32
  %el3703 = add i32 %t_e3702, %cin3686
  %off3705 = shl i32 %el3703, 2
  %old.312 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3684, ptr addrspace(8) %rws87, i32 %off3705, i32 0, i32 20)
  br label %if.end.99
if.end.99:
  %e3708 = add i32 %tid18, 576
  %kl3710 = udiv i32 %e3708, 32
  %cl3712 = urem i32 %e3708, 32
  %la3714 = shl i32 %e3708, 2
  %gep.313 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3714
  %v3715 = load float, ptr addrspace(3) %gep.313, align 4
  %kin3716 = add i32 %k_blk68, %kl3710
  %cin3717 = add i32 %c_blk70, %cl3712
  %kok3719 = icmp ult i32 %kin3716, 32
  %cok3721 = icmp ult i32 %cin3717, 32
  %ok3722 = and i1 %kok3719, %cok3721
  br i1 %ok3722, label %if.then.100, label %if.end.100
if.then.100:
  %krow3723 = add i32 %kbase652, %kin3716
  %kr3725 = mul i32 %krow3723, 3
  %t_r3727 = add i32 %kr3725, 1
  %t_s3729 = mul i32 %t_r3727, 3
  %t_c3731 = add i32 %t_s3729, 2
  %t_e3733 = mul i32 %t_c3731, 32
  %el3734 = add i32 %t_e3733, %cin3717
  %off3736 = shl i32 %el3734, 2
  %old.314 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3715, ptr addrspace(8) %rws87, i32 %off3736, i32 0, i32 20)
  br label %if.end.100
if.end.100:
  %e3739 = add i32 %tid18, 640
  %kl3741 = udiv i32 %e3739, 32
  %cl3743 = urem i32 %e3739, 32
  %la3745 = shl i32 %e3739, 2
  %gep.315 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3745
  %v3746 = load float, ptr addrspace(3) %gep.315, align 4
  %kin3747 = add i32 %k_blk68, %kl3741
  %cin3748 = add i32 %c_blk70, %cl3743
  %kok3750 = icmp ult i32 %kin3747, 32
  %cok3752 = icmp ult i32 %cin3748, 32
  %ok3753 = and i1 %kok3750, %cok3752
  br i1 %ok3753, label %if.then.101, label %if.end.101
if.then.101:
  %krow3754 = add i32 %kbase652, %kin3747
  %kr3756 = mul i32 %krow3754, 3
  %t_r3758 = add i32 %kr3756, 1
  %t_s3760 = mul i32 %t_r3758, 3
  %t_c3762 = add i32 %t_s3760, 2
  %t_e3764 = mul i32 %t_c3762, 32
  %el3765 = add i32 %t_e3764, %cin3748
  %off3767 = shl i32 %el3765, 2
  %old.316 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3746, ptr addrspace(8) %rws87, i32 %off3767, i32 0, i32 20)
  br label %if.end.101
if.end.101:
  %e3770 = add i32 %tid18, 704
  %kl3772 = udiv i32 %e3770, 32
  %cl3774 = urem i32 %e3770, 32
  %la3776 = shl i32 %e3770, 2
  %gep.317 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3776
  %v3777 = load float, ptr addrspace(3) %gep.317, align 4
  %kin3778 = add i32 %k_blk68, %kl3772
  %cin3779 = add i32 %c_blk70, %cl3774
  %kok3781 = icmp ult i32 %kin3778, 32
  %cok3783 = icmp ult i32 %cin3779, 32
  %ok3784 = and i1 %kok3781, %cok3783
  br i1 %ok3784, label %if.then.102, label %if.end.102
if.then.102:
  %krow3785 = add i32 %kbase652, %kin3778
  %kr3787 = mul i32 %krow3785, 3
  %t_r3789 = add i32 %kr3787, 1
  %t_s3791 = mul i32 %t_r3789, 3
  %t_c3793 = add i32 %t_s3791, 2
  %t_e3795 = mul i32 %t_c3793, 32
  %el3796 = add i32 %t_e3795, %cin3779
  %off3798 = shl i32 %el3796, 2
  %old.318 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3777, ptr addrspace(8) %rws87, i32 %off3798, i32 0, i32 20)
  br label %if.end.102
if.end.102:
  %e3801 = add i32 %tid18, 768
  %kl3803 = udiv i32 %e3801, 32
  %cl3805 = urem i32 %e3801, 32
  %la3807 = shl i32 %e3801, 2
  %gep.319 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3807
  %v3808 = load float, ptr addrspace(3) %gep.319, align 4
  %kin3809 = add i32 %k_blk68, %kl3803
  %cin3810 = add i32 %c_blk70, %cl3805
  %kok3812 = icmp ult i32 %kin3809, 32
  %cok3814 = icmp ult i32 %cin3810, 32
  %ok3815 = and i1 %kok3812, %cok3814
  br i1 %ok3815, label %if.then.103, label %if.end.103
if.then.103:
  %krow3816 = add i32 %kbase652, %kin3809
  %kr3818 = mul i32 %krow3816, 3
  %t_r3820 = add i32 %kr3818, 1
  %t_s3822 = mul i32 %t_r3820, 3
  %t_c3824 = add i32 %t_s3822, 2
  %t_e3826 = mul i32 %t_c3824, 32
  %el3827 = add i32 %t_e3826, %cin3810
  %off3829 = shl i32 %el3827, 2
  %old.320 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3808, ptr addrspace(8) %rws87, i32 %off3829, i32 0, i32 20)
  br label %if.end.103
if.end.103:
  %e3832 = add i32 %tid18, 832
  %kl3834 = udiv i32 %e3832, 32
  %cl3836 = urem i32 %e3832, 32
  %la3838 = shl i32 %e3832, 2
  %gep.321 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3838
  %v3839 = load float, ptr addrspace(3) %gep.321, align 4
  %kin3840 = add i32 %k_blk68, %kl3834
  %cin3841 = add i32 %c_blk70, %cl3836
  %kok3843 = icmp ult i32 %kin3840, 32
  %cok3845 = icmp ult i32 %cin3841, 32
  %ok3846 = and i1 %kok3843, %cok3845
  br i1 %ok3846, label %if.then.104, label %if.end.104
if.then.104:
  %krow3847 = add i32 %kbase652, %kin3840
  %kr3849 = mul i32 %krow3847, 3
  %t_r3851 = add i32 %kr3849, 1
  %t_s3853 = mul i32 %t_r3851, 3
  %t_c3855 = add i32 %t_s3853, 2
  %t_e3857 = mul i32 %t_c3855, 32
  %el3858 = add i32 %t_e3857, %cin3841
  %off3860 = shl i32 %el3858, 2
  %old.322 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3839, ptr addrspace(8) %rws87, i32 %off3860, i32 0, i32 20)
  br label %if.end.104
if.end.104:
  %e3863 = add i32 %tid18, 896
  %kl3865 = udiv i32 %e3863, 32
  %cl3867 = urem i32 %e3863, 32
  %la3869 = shl i32 %e3863, 2
  %gep.323 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3869
  %v3870 = load float, ptr addrspace(3) %gep.323, align 4
  %kin3871 = add i32 %k_blk68, %kl3865
  %cin3872 = add i32 %c_blk70, %cl3867
  %kok3874 = icmp ult i32 %kin3871, 32
  %cok3876 = icmp ult i32 %cin3872, 32
  %ok3877 = and i1 %kok3874, %cok3876
  br i1 %ok3877, label %if.then.105, label %if.end.105
if.then.105:
  %krow3878 = add i32 %kbase652, %kin3871
  %kr3880 = mul i32 %krow3878, 3
  %t_r3882 = add i32 %kr3880, 1
  %t_s3884 = mul i32 %t_r3882, 3
  %t_c3886 = add i32 %t_s3884, 2
  %t_e3888 = mul i32 %t_c3886, 32
  %el3889 = add i32 %t_e3888, %cin3872
  %off3891 = shl i32 %el3889, 2
  %old.324 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3870, ptr addrspace(8) %rws87, i32 %off3891, i32 0, i32 20)
  br label %if.end.105
if.end.105:
  %e3894 = add i32 %tid18, 960
  %kl3896 = udiv i32 %e3894, 32
  %cl3898 = urem i32 %e3894, 32
  %la3900 = shl i32 %e3894, 2
  %gep.325 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3900
  %v3901 = load float, ptr addrspace(3) %gep.325, align 4
  %kin3902 = add i32 %k_blk68, %kl3896
  %cin3903 = add i32 %c_blk70, %cl3898
  %kok3905 = icmp ult i32 %kin3902, 32
  %cok3907 = icmp ult i32 %cin3903, 32
  %ok3908 = and i1 %kok3905, %cok3907
  br i1 %ok3908, label %if.then.106, label %if.end.106
if.then.106:
  %krow3909 = add i32 %kbase652, %kin3902
  %kr3911 = mul i32 %krow3909, 3
  %t_r3913 = add i32 %kr3911, 1
  %t_s3915 = mul i32 %t_r3913, 3
  %t_c3917 = add i32 %t_s3915, 2
  %t_e3919 = mul i32 %t_c3917, 32
  %el3920 = add i32 %t_e3919, %cin3903
  %off3922 = shl i32 %el3920, 2
  %old.326 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3901, ptr addrspace(8) %rws87, i32 %off3922, i32 0, i32 20)
  br label %if.end.106
if.end.106:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3925 = add i32 %e_lane659, 0
  %v3926 = extractelement <8 x float> %acc138, i32 0
  %gep.327 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3925
  store float %v3926, ptr addrspace(3) %gep.327, align 4
  %e_addr3928 = add i32 %e_lane659, 128
  %v3929 = extractelement <8 x float> %acc138, i32 1
  %gep.328 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3928
  store float %v3929, ptr addrspace(3) %gep.328, align 4
  %e_addr3931 = add i32 %e_lane659, 256
  %v3932 = extractelement <8 x float> %acc138, i32 2
  %gep.329 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3931
  store float %v3932, ptr addrspace(3) %gep.329, align 4
  %e_addr3934 = add i32 %e_lane659, 384
  %v3935 = extractelement <8 x float> %acc138, i32 3
  %gep.330 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3934
  store float %v3935, ptr addrspace(3) %gep.330, align 4
  %e_addr3937 = add i32 %e_lane659, 512
  %v3938 = extractelement <8 x float> %acc138, i32 4
  %gep.331 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3937
  store float %v3938, ptr addrspace(3) %gep.331, align 4
  %e_addr3940 = add i32 %e_lane659, 640
  %v3941 = extractelement <8 x float> %acc138, i32 5
  %gep.332 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3940
  store float %v3941, ptr addrspace(3) %gep.332, align 4
  %e_addr3943 = add i32 %e_lane659, 768
  %v3944 = extractelement <8 x float> %acc138, i32 6
  %gep.333 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3943
  store float %v3944, ptr addrspace(3) %gep.333, align 4
  %e_addr3946 = add i32 %e_lane659, 896
  %v3947 = extractelement <8 x float> %acc138, i32 7
  %gep.334 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3946
  store float %v3947, ptr addrspace(3) %gep.334, align 4
  %e_addr3949 = add i32 %e_lane659, 2048
  %v3950 = extractelement <8 x float> %acc139, i32 0
  %gep.335 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3949
  store float %v3950, ptr addrspace(3) %gep.335, align 4
  %e_addr3952 = add i32 %e_lane659, 2176
  %v3953 = extractelement <8 x float> %acc139, i32 1
  %gep.336 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3952
  store float %v3953, ptr addrspace(3) %gep.336, align 4
  %e_addr3955 = add i32 %e_lane659, 2304
  %v3956 = extractelement <8 x float> %acc139, i32 2
  %gep.337 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3955
  store float %v3956, ptr addrspace(3) %gep.337, align 4
  %e_addr3958 = add i32 %e_lane659, 2432
  %v3959 = extractelement <8 x float> %acc139, i32 3
  %gep.338 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3958
  store float %v3959, ptr addrspace(3) %gep.338, align 4
  %e_addr3961 = add i32 %e_lane659, 2560
  %v3962 = extractelement <8 x float> %acc139, i32 4
  %gep.339 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3961
  store float %v3962, ptr addrspace(3) %gep.339, align 4
  %e_addr3964 = add i32 %e_lane659, 2688
  %v3965 = extractelement <8 x float> %acc139, i32 5
  %gep.340 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3964
  store float %v3965, ptr addrspace(3) %gep.340, align 4
  %e_addr3967 = add i32 %e_lane659, 2816
  %v3968 = extractelement <8 x float> %acc139, i32 6
  %gep.341 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3967
  store float %v3968, ptr addrspace(3) %gep.341, align 4
  %e_addr3970 = add i32 %e_lane659, 2944
  %v3971 = extractelement <8 x float> %acc139, i32 7
  %gep.342 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3970
  store float %v3971, ptr addrspace(3) %gep.342, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3973 = add i32 %tid18, 0
  %kl3975 = udiv i32 %e3973, 32
  %cl3977 = urem i32 %e3973, 32
  %la3979 = shl i32 %e3973, 2
  %gep.343 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3979
  %v3980 = load float, ptr addrspace(3) %gep.343, align 4
  %kin3981 = add i32 %k_blk68, %kl3975
  %cin3982 = add i32 %c_blk70, %cl3977
  %kok3984 = icmp ult i32 %kin3981, 32
  %cok3986 = icmp ult i32 %cin3982, 32
  %ok3987 = and i1 %kok3984, %cok3986
  br i1 %ok3987, label %if.then.107, label %if.end.107
if.then.107:
  %krow3988 = add i32 %kbase652, %kin3981
  %kr3990 = mul i32 %krow3988, 3
  %t_r3992 = add i32 %kr3990, 2
  %t_s3994 = mul i32 %t_r3992, 3
  %t_c3996 = add i32 %t_s3994, 0
  %t_e3998 = mul i32 %t_c3996, 32
  %el3999 = add i32 %t_e3998, %cin3982
  %off4001 = shl i32 %el3999, 2
  %old.344 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3980, ptr addrspace(8) %rws87, i32 %off4001, i32 0, i32 20)
  br label %if.end.107
if.end.107:
  %e4004 = add i32 %tid18, 64
  %kl4006 = udiv i32 %e4004, 32
  %cl4008 = urem i32 %e4004, 32
  %la4010 = shl i32 %e4004, 2
  %gep.345 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4010
  %v4011 = load float, ptr addrspace(3) %gep.345, align 4
  %kin4012 = add i32 %k_blk68, %kl4006
  %cin4013 = add i32 %c_blk70, %cl4008
  %kok4015 = icmp ult i32 %kin4012, 32
  %cok4017 = icmp ult i32 %cin4013, 32
  %ok4018 = and i1 %kok4015, %cok4017
  br i1 %ok4018, label %if.then.108, label %if.end.108
if.then.108:
  %krow4019 = add i32 %kbase652, %kin4012
  %kr4021 = mul i32 %krow4019, 3
  %t_r4023 = add i32 %kr4021, 2
  %t_s4025 = mul i32 %t_r4023, 3
  %t_c4027 = add i32 %t_s4025, 0
  %t_e4029 = mul i32 %t_c4027, 32
  %el4030 = add i32 %t_e4029, %cin4013
  %off4032 = shl i32 %el4030, 2
  %old.346 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4011, ptr addrspace(8) %rws87, i32 %off4032, i32 0, i32 20)
  br label %if.end.108
if.end.108:
  %e4035 = add i32 %tid18, 128
  %kl4037 = udiv i32 %e4035, 32
  %cl4039 = urem i32 %e4035, 32
  %la4041 = shl i32 %e4035, 2
  %gep.347 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4041
  %v4042 = load float, ptr addrspace(3) %gep.347, align 4
  %kin4043 = add i32 %k_blk68, %kl4037
  %cin4044 = add i32 %c_blk70, %cl4039
  %kok4046 = icmp ult i32 %kin4043, 32
  %cok4048 = icmp ult i32 %cin4044, 32
  %ok4049 = and i1 %kok4046, %cok4048
  br i1 %ok4049, label %if.then.109, label %if.end.109
if.then.109:
  %krow4050 = add i32 %kbase652, %kin4043
  %kr4052 = mul i32 %krow4050, 3
  %t_r4054 = add i32 %kr4052, 2
  %t_s4056 = mul i32 %t_r4054, 3
  %t_c4058 = add i32 %t_s4056, 0
  %t_e4060 = mul i32 %t_c4058, 32
  %el4061 = add i32 %t_e4060, %cin4044
  %off4063 = shl i32 %el4061, 2
  %old.348 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4042, ptr addrspace(8) %rws87, i32 %off4063, i32 0, i32 20)
  br label %if.end.109
if.end.109:
  %e4066 = add i32 %tid18, 192
  %kl4068 = udiv i32 %e4066, 32
  %cl4070 = urem i32 %e4066, 32
  %la4072 = shl i32 %e4066, 2
  %gep.349 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4072
  %v4073 = load float, ptr addrspace(3) %gep.349, align 4
  %kin4074 = add i32 %k_blk68, %kl4068
  %cin4075 = add i32 %c_blk70, %cl4070
  %kok4077 = icmp ult i32 %kin4074, 32
  %cok4079 = icmp ult i32 %cin4075, 32
  %ok4080 = and i1 %kok4077, %cok4079
  br i1 %ok4080, label %if.then.110, label %if.end.110
if.then.110:
  %krow4081 = add i32 %kbase652, %kin4074
  %kr4083 = mul i32 %krow4081, 3
  %t_r4085 = add i32 %kr4083, 2
  %t_s4087 = mul i32 %t_r4085, 3
  %t_c4089 = add i32 %t_s4087, 0
  %t_e4091 = mul i32 %t_c4089, 32
  %el4092 = add i32 %t_e4091, %cin4075
  %off4094 = shl i32 %el4092, 2
  %old.350 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4073, ptr addrspace(8) %rws87, i32 %off4094, i32 0, i32 20)
  br label %if.end.110
if.end.110:
  %e4097 = add i32 %tid18, 256
  %kl4099 = udiv i32 %e4097, 32
  %cl4101 = urem i32 %e4097, 32
  %la4103 = shl i32 %e4097, 2
  %gep.351 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4103
  %v4104 = load float, ptr addrspace(3) %gep.351, align 4
  %kin4105 = add i32 %k_blk68, %kl4099
  %cin4106 = add i32 %c_blk70, %cl4101
  %kok4108 = icmp ult i32 %kin4105, 32
  %cok4110 = icmp ult i32 %cin4106, 32
  %ok4111 = and i1 %kok4108, %cok4110
  br i1 %ok4111, label %if.then.111, label %if.end.111
if.then.111:
  %krow4112 = add i32 %kbase652, %kin4105
  %kr4114 = mul i32 %krow4112, 3
  %t_r4116 = add i32 %kr4114, 2
  %t_s4118 = mul i32 %t_r4116, 3
  %t_c4120 = add i32 %t_s4118, 0
  %t_e4122 = mul i32 %t_c4120, 32
  %el4123 = add i32 %t_e4122, %cin4106
  %off4125 = shl i32 %el4123, 2
  %old.352 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4104, ptr addrspace(8) %rws87, i32 %off4125, i32 0, i32 20)
  br label %if.end.111
if.end.111:
  %e4128 = add i32 %tid18, 320
  %kl4130 = udiv i32 %e4128, 32
  %cl4132 = urem i32 %e4128, 32
  %la4134 = shl i32 %e4128, 2
  %gep.353 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4134
  %v4135 = load float, ptr addrspace(3) %gep.353, align 4
  %kin4136 = add i32 %k_blk68, %kl4130
  %cin4137 = add i32 %c_blk70, %cl4132
  %kok4139 = icmp ult i32 %kin4136, 32
  %cok4141 = icmp ult i32 %cin4137, 32
  %ok4142 = and i1 %kok4139, %cok4141
  br i1 %ok4142, label %if.then.112, label %if.end.112
if.then.112:
  %krow4143 = add i32 %kbase652, %kin4136
  %kr4145 = mul i32 %krow4143, 3
  %t_r4147 = add i32 %kr4145, 2
  %t_s4149 = mul i32 %t_r4147, 3
  %t_c4151 = add i32 %t_s4149, 0
  %t_e4153 = mul i32 %t_c4151, 32
  %el4154 = add i32 %t_e4153, %cin4137
  %off4156 = shl i32 %el4154, 2
  %old.354 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4135, ptr addrspace(8) %rws87, i32 %off4156, i32 0, i32 20)
  br label %if.end.112
if.end.112:
  %e4159 = add i32 %tid18, 384
  %kl4161 = udiv i32 %e4159, 32
  %cl4163 = urem i32 %e4159, 32
  %la4165 = shl i32 %e4159, 2
  %gep.355 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4165
  %v4166 = load float, ptr addrspace(3) %gep.355, align 4
  %kin4167 = add i32 %k_blk68, %kl4161
  %cin4168 = add i32 %c_blk70, %cl4163
  %kok4170 = icmp ult i32 %kin4167, 32
  %cok4172 = icmp ult i32 %cin4168, 32
  %ok4173 = and i1 %kok4170, %cok4172
  br i1 %ok4173, label %if.then.113, label %if.end.113
if.then.113:
  %krow4174 = add i32 %kbase652, %kin4167
  %kr4176 = mul i32 %krow4174, 3
  %t_r4178 = add i32 %kr4176, 2
  %t_s4180 = mul i32 %t_r4178, 3
  %t_c4182 = add i32 %t_s4180, 0
  %t_e4184 = mul i32 %t_c4182, 32
  %el4185 = add i32 %t_e4184, %cin4168
  %off4187 = shl i32 %el4185, 2
  %old.356 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4166, ptr addrspace(8) %rws87, i32 %off4187, i32 0, i32 20)
  br label %if.end.113
if.end.113:
  %e4190 = add i32 %tid18, 448
  %kl4192 = udiv i32 %e4190, 32
  %cl4194 = urem i32 %e4190, 32
  %la4196 = shl i32 %e4190, 2
  %gep.357 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4196
  %v4197 = load float, ptr addrspace(3) %gep.357, align 4
  %kin4198 = add i32 %k_blk68, %kl4192
  %cin4199 = add i32 %c_blk70, %cl4194
  %kok4201 = icmp ult i32 %kin4198, 32
  %cok4203 = icmp ult i32 %cin4199, 32
  %ok4204 = and i1 %kok4201, %cok4203
  br i1 %ok4204, label %if.then.114, label %if.end.114
if.then.114:
  %krow4205 = add i32 %kbase652, %kin4198
  %kr4207 = mul i32 %krow4205, 3
  %t_r4209 = add i32 %kr4207, 2
  %t_s4211 = mul i32 %t_r4209, 3
  %t_c4213 = add i32 %t_s4211, 0
  %t_e4215 = mul i32 %t_c4213, 32
  %el4216 = add i32 %t_e4215, %cin4199
  %off4218 = shl i32 %el4216, 2
  %old.358 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4197, ptr addrspace(8) %rws87, i32 %off4218, i32 0, i32 20)
  br label %if.end.114
if.end.114:
  %e4221 = add i32 %tid18, 512
  %kl4223 = udiv i32 %e4221, 32
  %cl4225 = urem i32 %e4221, 32
  %la4227 = shl i32 %e4221, 2
  %gep.359 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4227
  %v4228 = load float, ptr addrspace(3) %gep.359, align 4
  %kin4229 = add i32 %k_blk68, %kl4223
  %cin4230 = add i32 %c_blk70, %cl4225
  %kok4232 = icmp ult i32 %kin4229, 32
  %cok4234 = icmp ult i32 %cin4230, 32
  %ok4235 = and i1 %kok4232, %cok4234
  br i1 %ok4235, label %if.then.115, label %if.end.115
if.then.115:
  %krow4236 = add i32 %kbase652, %kin4229
  %kr4238 = mul i32 %krow4236, 3
  %t_r4240 = add i32 %kr4238, 2
  %t_s4242 = mul i32 %t_r4240, 3
  %t_c4244 = add i32 %t_s4242, 0
  %t_e4246 = mul i32 %t_c4244, 32
  %el4247 = add i32 %t_e4246, %cin4230
  %off4249 = shl i32 %el4247, 2
  %old.360 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4228, ptr addrspace(8) %rws87, i32 %off4249, i32 0, i32 20)
  br label %if.end.115
if.end.115:
  %e4252 = add i32 %tid18, 576
  %kl4254 = udiv i32 %e4252, 32
  %cl4256 = urem i32 %e4252, 32
  %la4258 = shl i32 %e4252, 2
  %gep.361 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4258
  %v4259 = load float, ptr addrspace(3) %gep.361, align 4
  %kin4260 = add i32 %k_blk68, %kl4254
  %cin4261 = add i32 %c_blk70, %cl4256
  %kok4263 = icmp ult i32 %kin4260, 32
  %cok4265 = icmp ult i32 %cin4261, 32
  %ok4266 = and i1 %kok4263, %cok4265
  br i1 %ok4266, label %if.then.116, label %if.end.116
if.then.116:
  %krow4267 = add i32 %kbase652, %kin4260
  %kr4269 = mul i32 %krow4267, 3
  %t_r4271 = add i32 %kr4269, 2
  %t_s4273 = mul i32 %t_r4271, 3
  %t_c4275 = add i32 %t_s4273, 0
  %t_e4277 = mul i32 %t_c4275, 32
  %el4278 = add i32 %t_e4277, %cin4261
  %off4280 = shl i32 %el4278, 2
  %old.362 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4259, ptr addrspace(8) %rws87, i32 %off4280, i32 0, i32 20)
  br label %if.end.116
if.end.116:
  %e4283 = add i32 %tid18, 640
  %kl4285 = udiv i32 %e4283, 32
  %cl4287 = urem i32 %e4283, 32
  %la4289 = shl i32 %e4283, 2
  %gep.363 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4289
  %v4290 = load float, ptr addrspace(3) %gep.363, align 4
  %kin4291 = add i32 %k_blk68, %kl4285
  %cin4292 = add i32 %c_blk70, %cl4287
  %kok4294 = icmp ult i32 %kin4291, 32
  %cok4296 = icmp ult i32 %cin4292, 32
  %ok4297 = and i1 %kok4294, %cok4296
  br i1 %ok4297, label %if.then.117, label %if.end.117
if.then.117:
  %krow4298 = add i32 %kbase652, %kin4291
  %kr4300 = mul i32 %krow4298, 3
  %t_r4302 = add i32 %kr4300, 2
  %t_s4304 = mul i32 %t_r4302, 3
  %t_c4306 = add i32 %t_s4304, 0
  %t_e4308 = mul i32 %t_c4306, 32
  %el4309 = add i32 %t_e4308, %cin4292
  %off4311 = shl i32 %el4309, 2
  %old.364 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4290, ptr addrspace(8) %rws87, i32 %off4311, i32 0, i32 20)
  br label %if.end.117
if.end.117:
  %e4314 = add i32 %tid18, 704
  %kl4316 = udiv i32 %e4314, 32
  %cl4318 = urem i32 %e4314, 32
  %la4320 = shl i32 %e4314, 2
  %gep.365 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4320
  %v4321 = load float, ptr addrspace(3) %gep.365, align 4
  %kin4322 = add i32 %k_blk68, %kl4316
  %cin4323 = add i32 %c_blk70, %cl4318
  %kok4325 = icmp ult i32 %kin4322, 32
  %cok4327 = icmp ult i32 %cin4323, 32
  %ok4328 = and i1 %kok4325, %cok4327
  br i1 %ok4328, label %if.then.118, label %if.end.118
if.then.118:
  %krow4329 = add i32 %kbase652, %kin4322
  %kr4331 = mul i32 %krow4329, 3
  %t_r4333 = add i32 %kr4331, 2
  %t_s4335 = mul i32 %t_r4333, 3
  %t_c4337 = add i32 %t_s4335, 0
  %t_e4339 = mul i32 %t_c4337, 32
  %el4340 = add i32 %t_e4339, %cin4323
  %off4342 = shl i32 %el4340, 2
  %old.366 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4321, ptr addrspace(8) %rws87, i32 %off4342, i32 0, i32 20)
  br label %if.end.118
if.end.118:
  %e4345 = add i32 %tid18, 768
  %kl4347 = udiv i32 %e4345, 32
  %cl4349 = urem i32 %e4345, 32
  %la4351 = shl i32 %e4345, 2
  %gep.367 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4351
  %v4352 = load float, ptr addrspace(3) %gep.367, align 4
  %kin4353 = add i32 %k_blk68, %kl4347
  %cin4354 = add i32 %c_blk70, %cl4349
  %kok4356 = icmp ult i32 %kin4353, 32
  %cok4358 = icmp ult i32 %cin4354, 32
  %ok4359 = and i1 %kok4356, %cok4358
  br i1 %ok4359, label %if.then.119, label %if.end.119
if.then.119:
  %krow4360 = add i32 %kbase652, %kin4353
  %kr4362 = mul i32 %krow4360, 3
  %t_r4364 = add i32 %kr4362, 2
  %t_s4366 = mul i32 %t_r4364, 3
  %t_c4368 = add i32 %t_s4366, 0
  %t_e4370 = mul i32 %t_c4368, 32
  %el4371 = add i32 %t_e4370, %cin4354
  %off4373 = shl i32 %el4371, 2
  %old.368 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4352, ptr addrspace(8) %rws87, i32 %off4373, i32 0, i32 20)
  br label %if.end.119
if.end.119:
  %e4376 = add i32 %tid18, 832
  %kl4378 = udiv i32 %e4376, 32
  %cl4380 = urem i32 %e4376, 32
  %la4382 = shl i32 %e4376, 2
  %gep.369 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4382
  %v4383 = load float, ptr addrspace(3) %gep.369, align 4
  %kin4384 = add i32 %k_blk68, %kl4378
  %cin4385 = add i32 %c_blk70, %cl4380
  %kok4387 = icmp ult i32 %kin4384, 32
  %cok4389 = icmp ult i32 %cin4385, 32
  %ok4390 = and i1 %kok4387, %cok4389
  br i1 %ok4390, label %if.then.120, label %if.end.120
if.then.120:
  %krow4391 = add i32 %kbase652, %kin4384
  %kr4393 = mul i32 %krow4391, 3
  %t_r4395 = add i32 %kr4393, 2
  %t_s4397 = mul i32 %t_r4395, 3
  %t_c4399 = add i32 %t_s4397, 0
  %t_e4401 = mul i32 %t_c4399, 32
  %el4402 = add i32 %t_e4401, %cin4385
  %off4404 = shl i32 %el4402, 2
  %old.370 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4383, ptr addrspace(8) %rws87, i32 %off4404, i32 0, i32 20)
  br label %if.end.120
if.end.120:
  %e4407 = add i32 %tid18, 896
  %kl4409 = udiv i32 %e4407, 32
  %cl4411 = urem i32 %e4407, 32
  %la4413 = shl i32 %e4407, 2
  %gep.371 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4413
  %v4414 = load float, ptr addrspace(3) %gep.371, align 4
  %kin4415 = add i32 %k_blk68, %kl4409
  %cin4416 = add i32 %c_blk70, %cl4411
  %kok4418 = icmp ult i32 %kin4415, 32
  %cok4420 = icmp ult i32 %cin4416, 32
  %ok4421 = and i1 %kok4418, %cok4420
  br i1 %ok4421, label %if.then.121, label %if.end.121
if.then.121:
  %krow4422 = add i32 %kbase652, %kin4415
  %kr4424 = mul i32 %krow4422, 3
  %t_r4426 = add i32 %kr4424, 2
  %t_s4428 = mul i32 %t_r4426, 3
  %t_c4430 = add i32 %t_s4428, 0
  %t_e4432 = mul i32 %t_c4430, 32
  %el4433 = add i32 %t_e4432, %cin4416
  %off4435 = shl i32 %el4433, 2
  %old.372 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4414, ptr addrspace(8) %rws87, i32 %off4435, i32 0, i32 20)
  br label %if.end.121
if.end.121:
  %e4438 = add i32 %tid18, 960
  %kl4440 = udiv i32 %e4438, 32
  %cl4442 = urem i32 %e4438, 32
  %la4444 = shl i32 %e4438, 2
  %gep.373 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4444
  %v4445 = load float, ptr addrspace(3) %gep.373, align 4
  %kin4446 = add i32 %k_blk68, %kl4440
  %cin4447 = add i32 %c_blk70, %cl4442
  %kok4449 = icmp ult i32 %kin4446, 32
  %cok4451 = icmp ult i32 %cin4447, 32
  %ok4452 = and i1 %kok4449, %cok4451
  br i1 %ok4452, label %if.then.122, label %if.end.122
if.then.122:
  %krow4453 = add i32 %kbase652, %kin4446
  %kr4455 = mul i32 %krow4453, 3
  %t_r4457 = add i32 %kr4455, 2
  %t_s4459 = mul i32 %t_r4457, 3
  %t_c4461 = add i32 %t_s4459, 0
  %t_e4463 = mul i32 %t_c4461, 32
  %el4464 = add i32 %t_e4463, %cin4447
  %off4466 = shl i32 %el4464, 2
  %old.374 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4445, ptr addrspace(8) %rws87, i32 %off4466, i32 0, i32 20)
  br label %if.end.122
if.end.122:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4469 = add i32 %e_lane659, 0
  %v4470 = extractelement <8 x float> %acc140, i32 0
  %gep.375 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4469
  store float %v4470, ptr addrspace(3) %gep.375, align 4
  %e_addr4472 = add i32 %e_lane659, 128
  %v4473 = extractelement <8 x float> %acc140, i32 1
  %gep.376 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4472
  store float %v4473, ptr addrspace(3) %gep.376, align 4
  %e_addr4475 = add i32 %e_lane659, 256
  %v4476 = extractelement <8 x float> %acc140, i32 2
  %gep.377 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4475
  store float %v4476, ptr addrspace(3) %gep.377, align 4
  %e_addr4478 = add i32 %e_lane659, 384
  %v4479 = extractelement <8 x float> %acc140, i32 3
  %gep.378 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4478
  store float %v4479, ptr addrspace(3) %gep.378, align 4
  %e_addr4481 = add i32 %e_lane659, 512
  %v4482 = extractelement <8 x float> %acc140, i32 4
  %gep.379 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4481
  store float %v4482, ptr addrspace(3) %gep.379, align 4
  %e_addr4484 = add i32 %e_lane659, 640
  %v4485 = extractelement <8 x float> %acc140, i32 5
  %gep.380 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4484
  store float %v4485, ptr addrspace(3) %gep.380, align 4
  %e_addr4487 = add i32 %e_lane659, 768
  %v4488 = extractelement <8 x float> %acc140, i32 6
  %gep.381 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4487
  store float %v4488, ptr addrspace(3) %gep.381, align 4
  %e_addr4490 = add i32 %e_lane659, 896
  %v4491 = extractelement <8 x float> %acc140, i32 7
  %gep.382 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4490
  store float %v4491, ptr addrspace(3) %gep.382, align 4
  %e_addr4493 = add i32 %e_lane659, 2048
  %v4494 = extractelement <8 x float> %acc141, i32 0
  %gep.383 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4493
  store float %v4494, ptr addrspace(3) %gep.383, align 4
  %e_addr4496 = add i32 %e_lane659, 2176
  %v4497 = extractelement <8 x float> %acc141, i32 1
  %gep.384 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4496
  store float %v4497, ptr addrspace(3) %gep.384, align 4
  %e_addr4499 = add i32 %e_lane659, 2304
  %v4500 = extractelement <8 x float> %acc141, i32 2
  %gep.385 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4499
  store float %v4500, ptr addrspace(3) %gep.385, align 4
  %e_addr4502 = add i32 %e_lane659, 2432
  %v4503 = extractelement <8 x float> %acc141, i32 3
  %gep.386 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4502
  store float %v4503, ptr addrspace(3) %gep.386, align 4
  %e_addr4505 = add i32 %e_lane659, 2560
  %v4506 = extractelement <8 x float> %acc141, i32 4
  %gep.387 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4505
  store float %v4506, ptr addrspace(3) %gep.387, align 4
  %e_addr4508 = add i32 %e_lane659, 2688
  %v4509 = extractelement <8 x float> %acc141, i32 5
  %gep.388 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4508
  store float %v4509, ptr addrspace(3) %gep.388, align 4
  %e_addr4511 = add i32 %e_lane659, 2816
  %v4512 = extractelement <8 x float> %acc141, i32 6
  %gep.389 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4511
  store float %v4512, ptr addrspace(3) %gep.389, align 4
  %e_addr4514 = add i32 %e_lane659, 2944
  %v4515 = extractelement <8 x float> %acc141, i32 7
  %gep.390 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4514
  store float %v4515, ptr addrspace(3) %gep.390, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4517 = add i32 %tid18, 0
  %kl4519 = udiv i32 %e4517, 32
  %cl4521 = urem i32 %e4517, 32
  %la4523 = shl i32 %e4517, 2
  %gep.391 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4523
  %v4524 = load float, ptr addrspace(3) %gep.391, align 4
  %kin4525 = add i32 %k_blk68, %kl4519
  %cin4526 = add i32 %c_blk70, %cl4521
  %kok4528 = icmp ult i32 %kin4525, 32
  %cok4530 = icmp ult i32 %cin4526, 32
  %ok4531 = and i1 %kok4528, %cok4530
  br i1 %ok4531, label %if.then.123, label %if.end.123
if.then.123:
  %krow4532 = add i32 %kbase652, %kin4525
  %kr4534 = mul i32 %krow4532, 3
  %t_r4536 = add i32 %kr4534, 2
  %t_s4538 = mul i32 %t_r4536, 3
  %t_c4540 = add i32 %t_s4538, 1
  %t_e4542 = mul i32 %t_c4540, 32
  %el4543 = add i32 %t_e4542, %cin4526
  %off4545 = shl i32 %el4543, 2
  %old.392 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4524, ptr addrspace(8) %rws87, i32 %off4545, i32 0, i32 20)
  br label %if.end.123
if.end.123:
  %e4548 = add i32 %tid18, 64
  %kl4550 = udiv i32 %e4548, 32
  %cl4552 = urem i32 %e4548, 32
  %la4554 = shl i32 %e4548, 2
  %gep.393 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4554
  %v4555 = load float, ptr addrspace(3) %gep.393, align 4
  %kin4556 = add i32 %k_blk68, %kl4550
  %cin4557 = add i32 %c_blk70, %cl4552
  %kok4559 = icmp ult i32 %kin4556, 32
  %cok4561 = icmp ult i32 %cin4557, 32
  %ok4562 = and i1 %kok4559, %cok4561
  br i1 %ok4562, label %if.then.124, label %if.end.124
if.then.124:
  %krow4563 = add i32 %kbase652, %kin4556
  %kr4565 = mul i32 %krow4563, 3
  %t_r4567 = add i32 %kr4565, 2
  %t_s4569 = mul i32 %t_r4567, 3
  %t_c4571 = add i32 %t_s4569, 1
  %t_e4573 = mul i32 %t_c4571, 32
  %el4574 = add i32 %t_e4573, %cin4557
  %off4576 = shl i32 %el4574, 2
  %old.394 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4555, ptr addrspace(8) %rws87, i32 %off4576, i32 0, i32 20)
  br label %if.end.124
if.end.124:
  %e4579 = add i32 %tid18, 128
  %kl4581 = udiv i32 %e4579, 32
  %cl4583 = urem i32 %e4579, 32
  %la4585 = shl i32 %e4579, 2
  %gep.395 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4585
  %v4586 = load float, ptr addrspace(3) %gep.395, align 4
  %kin4587 = add i32 %k_blk68, %kl4581
  %cin4588 = add i32 %c_blk70, %cl4583
  %kok4590 = icmp ult i32 %kin4587, 32
  %cok4592 = icmp ult i32 %cin4588, 32
  %ok4593 = and i1 %kok4590, %cok4592
  br i1 %ok4593, label %if.then.125, label %if.end.125
if.then.125:
  %krow4594 = add i32 %kbase652, %kin4587
  %kr4596 = mul i32 %krow4594, 3
  %t_r4598 = add i32 %kr4596, 2
  %t_s4600 = mul i32 %t_r4598, 3
  %t_c4602 = add i32 %t_s4600, 1
  %t_e4604 = mul i32 %t_c4602, 32
  %el4605 = add i32 %t_e4604, %cin4588
  %off4607 = shl i32 %el4605, 2
  %old.396 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4586, ptr addrspace(8) %rws87, i32 %off4607, i32 0, i32 20)
  br label %if.end.125
if.end.125:
  %e4610 = add i32 %tid18, 192
  %kl4612 = udiv i32 %e4610, 32
  %cl4614 = urem i32 %e4610, 32
  %la4616 = shl i32 %e4610, 2
  %gep.397 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4616
  %v4617 = load float, ptr addrspace(3) %gep.397, align 4
  %kin4618 = add i32 %k_blk68, %kl4612
  %cin4619 = add i32 %c_blk70, %cl4614
  %kok4621 = icmp ult i32 %kin4618, 32
  %cok4623 = icmp ult i32 %cin4619, 32
  %ok4624 = and i1 %kok4621, %cok4623
  br i1 %ok4624, label %if.then.126, label %if.end.126
if.then.126:
  %krow4625 = add i32 %kbase652, %kin4618
  %kr4627 = mul i32 %krow4625, 3
  %t_r4629 = add i32 %kr4627, 2
  %t_s4631 = mul i32 %t_r4629, 3
  %t_c4633 = add i32 %t_s4631, 1
  %t_e4635 = mul i32 %t_c4633, 32
  %el4636 = add i32 %t_e4635, %cin4619
  %off4638 = shl i32 %el4636, 2
  %old.398 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4617, ptr addrspace(8) %rws87, i32 %off4638, i32 0, i32 20)
  br label %if.end.126
if.end.126:
  %e4641 = add i32 %tid18, 256
  %kl4643 = udiv i32 %e4641, 32
  %cl4645 = urem i32 %e4641, 32
  %la4647 = shl i32 %e4641, 2
  %gep.399 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4647
  %v4648 = load float, ptr addrspace(3) %gep.399, align 4
  %kin4649 = add i32 %k_blk68, %kl4643
  %cin4650 = add i32 %c_blk70, %cl4645
  %kok4652 = icmp ult i32 %kin4649, 32
  %cok4654 = icmp ult i32 %cin4650, 32
  %ok4655 = and i1 %kok4652, %cok4654
  br i1 %ok4655, label %if.then.127, label %if.end.127
if.then.127:
  %krow4656 = add i32 %kbase652, %kin4649
  %kr4658 = mul i32 %krow4656, 3
  %t_r4660 = add i32 %kr4658, 2
  %t_s4662 = mul i32 %t_r4660, 3
  %t_c4664 = add i32 %t_s4662, 1
  %t_e4666 = mul i32 %t_c4664, 32
  %el4667 = add i32 %t_e4666, %cin4650
  %off4669 = shl i32 %el4667, 2
  %old.400 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4648, ptr addrspace(8) %rws87, i32 %off4669, i32 0, i32 20)
  br label %if.end.127
if.end.127:
  %e4672 = add i32 %tid18, 320
  %kl4674 = udiv i32 %e4672, 32
  %cl4676 = urem i32 %e4672, 32
  %la4678 = shl i32 %e4672, 2
  %gep.401 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4678
  %v4679 = load float, ptr addrspace(3) %gep.401, align 4
  %kin4680 = add i32 %k_blk68, %kl4674
  %cin4681 = add i32 %c_blk70, %cl4676
  %kok4683 = icmp ult i32 %kin4680, 32
  %cok4685 = icmp ult i32 %cin4681, 32
  %ok4686 = and i1 %kok4683, %cok4685
  br i1 %ok4686, label %if.then.128, label %if.end.128
if.then.128:
  %krow4687 = add i32 %kbase652, %kin4680
  %kr4689 = mul i32 %krow4687, 3
  %t_r4691 = add i32 %kr4689, 2
  %t_s4693 = mul i32 %t_r4691, 3
  %t_c4695 = add i32 %t_s4693, 1
  %t_e4697 = mul i32 %t_c4695, 32
  %el4698 = add i32 %t_e4697, %cin4681
  %off4700 = shl i32 %el4698, 2
  %old.402 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4679, ptr addrspace(8) %rws87, i32 %off4700, i32 0, i32 20)
  br label %if.end.128
if.end.128:
  %e4703 = add i32 %tid18, 384
  %kl4705 = udiv i32 %e4703, 32
  %cl4707 = urem i32 %e4703, 32
  %la4709 = shl i32 %e4703, 2
  %gep.403 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4709
  %v4710 = load float, ptr addrspace(3) %gep.403, align 4
  %kin4711 = add i32 %k_blk68, %kl4705
  %cin4712 = add i32 %c_blk70, %cl4707
  %kok4714 = icmp ult i32 %kin4711, 32
  %cok4716 = icmp ult i32 %cin4712, 32
  %ok4717 = and i1 %kok4714, %cok4716
  br i1 %ok4717, label %if.then.129, label %if.end.129
if.then.129:
  %krow4718 = add i32 %kbase652, %kin4711
  %kr4720 = mul i32 %krow4718, 3
  %t_r4722 = add i32 %kr4720, 2
  %t_s4724 = mul i32 %t_r4722, 3
  %t_c4726 = add i32 %t_s4724, 1
  %t_e4728 = mul i32 %t_c4726, 32
  %el4729 = add i32 %t_e4728, %cin4712
  %off4731 = shl i32 %el4729, 2
  %old.404 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4710, ptr addrspace(8) %rws87, i32 %off4731, i32 0, i32 20)
  br label %if.end.129
if.end.129:
  %e4734 = add i32 %tid18, 448
  %kl4736 = udiv i32 %e4734, 32
  %cl4738 = urem i32 %e4734, 32
  %la4740 = shl i32 %e4734, 2
  %gep.405 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4740
  %v4741 = load float, ptr addrspace(3) %gep.405, align 4
  %kin4742 = add i32 %k_blk68, %kl4736
  %cin4743 = add i32 %c_blk70, %cl4738
  %kok4745 = icmp ult i32 %kin4742, 32
  %cok4747 = icmp ult i32 %cin4743, 32
  %ok4748 = and i1 %kok4745, %cok4747
  br i1 %ok4748, label %if.then.130, label %if.end.130
if.then.130:
  %krow4749 = add i32 %kbase652, %kin4742
  %kr4751 = mul i32 %krow4749, 3
  %t_r4753 = add i32 %kr4751, 2
  %t_s4755 = mul i32 %t_r4753, 3
  %t_c4757 = add i32 %t_s4755, 1
  %t_e4759 = mul i32 %t_c4757, 32
  %el4760 = add i32 %t_e4759, %cin4743
  %off4762 = shl i32 %el4760, 2
  %old.406 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4741, ptr addrspace(8) %rws87, i32 %off4762, i32 0, i32 20)
  br label %if.end.130
if.end.130:
  %e4765 = add i32 %tid18, 512
  %kl4767 = udiv i32 %e4765, 32
  %cl4769 = urem i32 %e4765, 32
  %la4771 = shl i32 %e4765, 2
  %gep.407 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4771
  %v4772 = load float, ptr addrspace(3) %gep.407, align 4
  %kin4773 = add i32 %k_blk68, %kl4767
  %cin4774 = add i32 %c_blk70, %cl4769
  %kok4776 = icmp ult i32 %kin4773, 32
  %cok4778 = icmp ult i32 %cin4774, 32
  %ok4779 = and i1 %kok4776, %cok4778
  br i1 %ok4779, label %if.then.131, label %if.end.131
if.then.131:
  %krow4780 = add i32 %kbase652, %kin4773
  %kr4782 = mul i32 %krow4780, 3
  %t_r4784 = add i32 %kr4782, 2
  %t_s4786 = mul i32 %t_r4784, 3
  %t_c4788 = add i32 %t_s4786, 1
  %t_e4790 = mul i32 %t_c4788, 32
  %el4791 = add i32 %t_e4790, %cin4774
  %off4793 = shl i32 %el4791, 2
  %old.408 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4772, ptr addrspace(8) %rws87, i32 %off4793, i32 0, i32 20)
  br label %if.end.131
if.end.131:
  %e4796 = add i32 %tid18, 576
  %kl4798 = udiv i32 %e4796, 32
  %cl4800 = urem i32 %e4796, 32
  %la4802 = shl i32 %e4796, 2
  %gep.409 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4802
  %v4803 = load float, ptr addrspace(3) %gep.409, align 4
  %kin4804 = add i32 %k_blk68, %kl4798
  %cin4805 = add i32 %c_blk70, %cl4800
  %kok4807 = icmp ult i32 %kin4804, 32
  %cok4809 = icmp ult i32 %cin4805, 32
  %ok4810 = and i1 %kok4807, %cok4809
  br i1 %ok4810, label %if.then.132, label %if.end.132
if.then.132:
  %krow4811 = add i32 %kbase652, %kin4804
  %kr4813 = mul i32 %krow4811, 3
  %t_r4815 = add i32 %kr4813, 2
  %t_s4817 = mul i32 %t_r4815, 3
  %t_c4819 = add i32 %t_s4817, 1
  %t_e4821 = mul i32 %t_c4819, 32
  %el4822 = add i32 %t_e4821, %cin4805
  %off4824 = shl i32 %el4822, 2
  %old.410 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4803, ptr addrspace(8) %rws87, i32 %off4824, i32 0, i32 20)
  br label %if.end.132
if.end.132:
  %e4827 = add i32 %tid18, 640
  %kl4829 = udiv i32 %e4827, 32
  %cl4831 = urem i32 %e4827, 32
  %la4833 = shl i32 %e4827, 2
  %gep.411 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4833
  %v4834 = load float, ptr addrspace(3) %gep.411, align 4
  %kin4835 = add i32 %k_blk68, %kl4829
  %cin4836 = add i32 %c_blk70, %cl4831
  %kok4838 = icmp ult i32 %kin4835, 32
  %cok4840 = icmp ult i32 %cin4836, 32
  %ok4841 = and i1 %kok4838, %cok4840
  br i1 %ok4841, label %if.then.133, label %if.end.133
if.then.133:
  %krow4842 = add i32 %kbase652, %kin4835
  %kr4844 = mul i32 %krow4842, 3
  %t_r4846 = add i32 %kr4844, 2
  %t_s4848 = mul i32 %t_r4846, 3
  %t_c4850 = add i32 %t_s4848, 1
  %t_e4852 = mul i32 %t_c4850, 32
  %el4853 = add i32 %t_e4852, %cin4836
  %off4855 = shl i32 %el4853, 2
  %old.412 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4834, ptr addrspace(8) %rws87, i32 %off4855, i32 0, i32 20)
  br label %if.end.133
if.end.133:
  %e4858 = add i32 %tid18, 704
  %kl4860 = udiv i32 %e4858, 32
  %cl4862 = urem i32 %e4858, 32
  %la4864 = shl i32 %e4858, 2
  %gep.413 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4864
  %v4865 = load float, ptr addrspace(3) %gep.413, align 4
  %kin4866 = add i32 %k_blk68, %kl4860
  %cin4867 = add i32 %c_blk70, %cl4862
  %kok4869 = icmp ult i32 %kin4866, 32
  %cok4871 = icmp ult i32 %cin4867, 32
  %ok4872 = and i1 %kok4869, %cok4871
  br i1 %ok4872, label %if.then.134, label %if.end.134
if.then.134:
  %krow4873 = add i32 %kbase652, %kin4866
  %kr4875 = mul i32 %krow4873, 3
  %t_r4877 = add i32 %kr4875, 2
  %t_s4879 = mul i32 %t_r4877, 3
  %t_c4881 = add i32 %t_s4879, 1
  %t_e4883 = mul i32 %t_c4881, 32
  %el4884 = add i32 %t_e4883, %cin4867
  %off4886 = shl i32 %el4884, 2
  %old.414 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4865, ptr addrspace(8) %rws87, i32 %off4886, i32 0, i32 20)
  br label %if.end.134
if.end.134:
  %e4889 = add i32 %tid18, 768
  %kl4891 = udiv i32 %e4889, 32
  %cl4893 = urem i32 %e4889, 32
  %la4895 = shl i32 %e4889, 2
  %gep.415 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4895
  %v4896 = load float, ptr addrspace(3) %gep.415, align 4
  %kin4897 = add i32 %k_blk68, %kl4891
  %cin4898 = add i32 %c_blk70, %cl4893
  %kok4900 = icmp ult i32 %kin4897, 32
  %cok4902 = icmp ult i32 %cin4898, 32
  %ok4903 = and i1 %kok4900, %cok4902
  br i1 %ok4903, label %if.then.135, label %if.end.135
if.then.135:
  %krow4904 = add i32 %kbase652, %kin4897
  %kr4906 = mul i32 %krow4904, 3
  %t_r4908 = add i32 %kr4906, 2
  %t_s4910 = mul i32 %t_r4908, 3
  %t_c4912 = add i32 %t_s4910, 1
  %t_e4914 = mul i32 %t_c4912, 32
  %el4915 = add i32 %t_e4914, %cin4898
  %off4917 = shl i32 %el4915, 2
  %old.416 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4896, ptr addrspace(8) %rws87, i32 %off4917, i32 0, i32 20)
  br label %if.end.135
if.end.135:
  %e4920 = add i32 %tid18, 832
  %kl4922 = udiv i32 %e4920, 32
  %cl4924 = urem i32 %e4920, 32
  %la4926 = shl i32 %e4920, 2
  %gep.417 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4926
  %v4927 = load float, ptr addrspace(3) %gep.417, align 4
  %kin4928 = add i32 %k_blk68, %kl4922
  %cin4929 = add i32 %c_blk70, %cl4924
  %kok4931 = icmp ult i32 %kin4928, 32
  %cok4933 = icmp ult i32 %cin4929, 32
  %ok4934 = and i1 %kok4931, %cok4933
  br i1 %ok4934, label %if.then.136, label %if.end.136
if.then.136:
  %krow4935 = add i32 %kbase652, %kin4928
  %kr4937 = mul i32 %krow4935, 3
  %t_r4939 = add i32 %kr4937, 2
  %t_s4941 = mul i32 %t_r4939, 3
  %t_c4943 = add i32 %t_s4941, 1
  %t_e4945 = mul i32 %t_c4943, 32
  %el4946 = add i32 %t_e4945, %cin4929
  %off4948 = shl i32 %el4946, 2
  %old.418 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4927, ptr addrspace(8) %rws87, i32 %off4948, i32 0, i32 20)
  br label %if.end.136
if.end.136:
  %e4951 = add i32 %tid18, 896
  %kl4953 = udiv i32 %e4951, 32
  %cl4955 = urem i32 %e4951, 32
  %la4957 = shl i32 %e4951, 2
  %gep.419 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4957
  %v4958 = load float, ptr addrspace(3) %gep.419, align 4
  %kin4959 = add i32 %k_blk68, %kl4953
  %cin4960 = add i32 %c_blk70, %cl4955
  %kok4962 = icmp ult i32 %kin4959, 32
  %cok4964 = icmp ult i32 %cin4960, 32
  %ok4965 = and i1 %kok4962, %cok4964
  br i1 %ok4965, label %if.then.137, label %if.end.137
if.then.137:
  %krow4966 = add i32 %kbase652, %kin4959
  %kr4968 = mul i32 %krow4966, 3
  %t_r4970 = add i32 %kr4968, 2
  %t_s4972 = mul i32 %t_r4970, 3
  %t_c4974 = add i32 %t_s4972, 1
  %t_e4976 = mul i32 %t_c4974, 32
  %el4977 = add i32 %t_e4976, %cin4960
  %off4979 = shl i32 %el4977, 2
  %old.420 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4958, ptr addrspace(8) %rws87, i32 %off4979, i32 0, i32 20)
  br label %if.end.137
if.end.137:
  %e4982 = add i32 %tid18, 960
  %kl4984 = udiv i32 %e4982, 32
  %cl4986 = urem i32 %e4982, 32
  %la4988 = shl i32 %e4982, 2
  %gep.421 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4988
  %v4989 = load float, ptr addrspace(3) %gep.421, align 4
  %kin4990 = add i32 %k_blk68, %kl4984
  %cin4991 = add i32 %c_blk70, %cl4986
  %kok4993 = icmp ult i32 %kin4990, 32
  %cok4995 = icmp ult i32 %cin4991, 32
  %ok4996 = and i1 %kok4993, %cok4995
  br i1 %ok4996, label %if.then.138, label %if.end.138
if.then.138:
  %krow4997 = add i32 %kbase652, %kin4990
  %kr4999 = mul i32 %krow4997, 3
  %t_r5001 = add i32 %kr4999, 2
  %t_s5003 = mul i32 %t_r5001, 3
  %t_c5005 = add i32 %t_s5003, 1
  %t_e5007 = mul i32 %t_c5005, 32
  %el5008 = add i32 %t_e5007, %cin4991
  %off5010 = shl i32 %el5008, 2
  %old.422 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4989, ptr addrspace(8) %rws87, i32 %off5010, i32 0, i32 20)
  br label %if.end.138
if.end.138:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr5013 = add i32 %e_lane659, 0
  %v5014 = extractelement <8 x float> %acc142, i32 0
  %gep.423 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5013
  store float %v5014, ptr addrspace(3) %gep.423, align 4
  %e_addr5016 = add i32 %e_lane659, 128
  %v5017 = extractelement <8 x float> %acc142, i32 1
  %gep.424 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5016
  store float %v5017, ptr addrspace(3) %gep.424, align 4
  %e_addr5019 = add i32 %e_lane659, 256
  %v5020 = extractelement <8 x float> %acc142, i32 2
  %gep.425 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5019
  store float %v5020, ptr addrspace(3) %gep.425, align 4
  %e_addr5022 = add i32 %e_lane659, 384
  %v5023 = extractelement <8 x float> %acc142, i32 3
  %gep.426 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5022
  store float %v5023, ptr addrspace(3) %gep.426, align 4
  %e_addr5025 = add i32 %e_lane659, 512
  %v5026 = extractelement <8 x float> %acc142, i32 4
  %gep.427 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5025
  store float %v5026, ptr addrspace(3) %gep.427, align 4
  %e_addr5028 = add i32 %e_lane659, 640
  %v5029 = extractelement <8 x float> %acc142, i32 5
  %gep.428 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5028
  store float %v5029, ptr addrspace(3) %gep.428, align 4
  %e_addr5031 = add i32 %e_lane659, 768
  %v5032 = extractelement <8 x float> %acc142, i32 6
  %gep.429 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5031
  store float %v5032, ptr addrspace(3) %gep.429, align 4
  %e_addr5034 = add i32 %e_lane659, 896
  %v5035 = extractelement <8 x float> %acc142, i32 7
  %gep.430 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5034
  store float %v5035, ptr addrspace(3) %gep.430, align 4
  %e_addr5037 = add i32 %e_lane659, 2048
  %v5038 = extractelement <8 x float> %acc143, i32 0
  %gep.431 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5037
  store float %v5038, ptr addrspace(3) %gep.431, align 4
  %e_addr5040 = add i32 %e_lane659, 2176
  %v5041 = extractelement <8 x float> %acc143, i32 1
  %gep.432 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5040
  store float %v5041, ptr addrspace(3) %gep.432, align 4
  %e_addr5043 = add i32 %e_lane659, 2304
  %v5044 = extractelement <8 x float> %acc143, i32 2
  %gep.433 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5043
  store float %v5044, ptr addrspace(3) %gep.433, align 4
  %e_addr5046 = add i32 %e_lane659, 2432
  %v5047 = extractelement <8 x float> %acc143, i32 3
  %gep.434 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5046
  store float %v5047, ptr addrspace(3) %gep.434, align 4
  %e_addr5049 = add i32 %e_lane659, 2560
  %v5050 = extractelement <8 x float> %acc143, i32 4
  %gep.435 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5049
  store float %v5050, ptr addrspace(3) %gep.435, align 4
  %e_addr5052 = add i32 %e_lane659, 2688
  %v5053 = extractelement <8 x float> %acc143, i32 5
  %gep.436 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5052
  store float %v5053, ptr addrspace(3) %gep.436, align 4
  %e_addr5055 = add i32 %e_lane659, 2816
  %v5056 = extractelement <8 x float> %acc143, i32 6
  %gep.437 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5055
  store float %v5056, ptr addrspace(3) %gep.437, align 4
  %e_addr5058 = add i32 %e_lane659, 2944
  %v5059 = extractelement <8 x float> %acc143, i32 7
  %gep.438 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr5058
  store float %v5059, ptr addrspace(3) %gep.438, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e5061 = add i32 %tid18, 0
  %kl5063 = udiv i32 %e5061, 32
  %cl5065 = urem i32 %e5061, 32
  %la5067 = shl i32 %e5061, 2
  %gep.439 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5067
  %v5068 = load float, ptr addrspace(3) %gep.439, align 4
  %kin5069 = add i32 %k_blk68, %kl5063
  %cin5070 = add i32 %c_blk70, %cl5065
  %kok5072 = icmp ult i32 %kin5069, 32
  %cok5074 = icmp ult i32 %cin5070, 32
  %ok5075 = and i1 %kok5072, %cok5074
  br i1 %ok5075, label %if.then.139, label %if.end.139
if.then.139:
  %krow5076 = add i32 %kbase652, %kin5069
  %kr5078 = mul i32 %krow5076, 3
  %t_r5080 = add i32 %kr5078, 2
  %t_s5082 = mul i32 %t_r5080, 3
  %t_c5084 = add i32 %t_s5082, 2
  %t_e5086 = mul i32 %t_c5084, 32
  %el5087 = add i32 %t_e5086, %cin5070
  %off5089 = shl i32 %el5087, 2
  %old.440 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5068, ptr addrspace(8) %rws87, i32 %off5089, i32 0, i32 20)
  br label %if.end.139
if.end.139:
  %e5092 = add i32 %tid18, 64
  %kl5094 = udiv i32 %e5092, 32
  %cl5096 = urem i32 %e5092, 32
  %la5098 = shl i32 %e5092, 2
  %gep.441 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5098
  %v5099 = load float, ptr addrspace(3) %gep.441, align 4
  %kin5100 = add i32 %k_blk68, %kl5094
  %cin5101 = add i32 %c_blk70, %cl5096
  %kok5103 = icmp ult i32 %kin5100, 32
  %cok5105 = icmp ult i32 %cin5101, 32
  %ok5106 = and i1 %kok5103, %cok5105
  br i1 %ok5106, label %if.then.140, label %if.end.140
if.then.140:
  %krow5107 = add i32 %kbase652, %kin5100
  %kr5109 = mul i32 %krow5107, 3
  %t_r5111 = add i32 %kr5109, 2
  %t_s5113 = mul i32 %t_r5111, 3
  %t_c5115 = add i32 %t_s5113, 2
  %t_e5117 = mul i32 %t_c5115, 32
  %el5118 = add i32 %t_e5117, %cin5101
  %off5120 = shl i32 %el5118, 2
  %old.442 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5099, ptr addrspace(8) %rws87, i32 %off5120, i32 0, i32 20)
  br label %if.end.140
if.end.140:
  %e5123 = add i32 %tid18, 128
  %kl5125 = udiv i32 %e5123, 32
  %cl5127 = urem i32 %e5123, 32
  %la5129 = shl i32 %e5123, 2
  %gep.443 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5129
  %v5130 = load float, ptr addrspace(3) %gep.443, align 4
  %kin5131 = add i32 %k_blk68, %kl5125
  %cin5132 = add i32 %c_blk70, %cl5127
  %kok5134 = icmp ult i32 %kin5131, 32
  %cok5136 = icmp ult i32 %cin5132, 32
  %ok5137 = and i1 %kok5134, %cok5136
  br i1 %ok5137, label %if.then.141, label %if.end.141
if.then.141:
  %krow5138 = add i32 %kbase652, %kin5131
  %kr5140 = mul i32 %krow5138, 3
  %t_r5142 = add i32 %kr5140, 2
  %t_s5144 = mul i32 %t_r5142, 3
  %t_c5146 = add i32 %t_s5144, 2
  %t_e5148 = mul i32 %t_c5146, 32
  %el5149 = add i32 %t_e5148, %cin5132
  %off5151 = shl i32 %el5149, 2
  %old.444 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5130, ptr addrspace(8) %rws87, i32 %off5151, i32 0, i32 20)
  br label %if.end.141
if.end.141:
  %e5154 = add i32 %tid18, 192
  %kl5156 = udiv i32 %e5154, 32
  %cl5158 = urem i32 %e5154, 32
  %la5160 = shl i32 %e5154, 2
  %gep.445 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5160
  %v5161 = load float, ptr addrspace(3) %gep.445, align 4
  %kin5162 = add i32 %k_blk68, %kl5156
  %cin5163 = add i32 %c_blk70, %cl5158
  %kok5165 = icmp ult i32 %kin5162, 32
  %cok5167 = icmp ult i32 %cin5163, 32
  %ok5168 = and i1 %kok5165, %cok5167
  br i1 %ok5168, label %if.then.142, label %if.end.142
if.then.142:
  %krow5169 = add i32 %kbase652, %kin5162
  %kr5171 = mul i32 %krow5169, 3
  %t_r5173 = add i32 %kr5171, 2
  %t_s5175 = mul i32 %t_r5173, 3
  %t_c5177 = add i32 %t_s5175, 2
  %t_e5179 = mul i32 %t_c5177, 32
  %el5180 = add i32 %t_e5179, %cin5163
  %off5182 = shl i32 %el5180, 2
  %old.446 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5161, ptr addrspace(8) %rws87, i32 %off5182, i32 0, i32 20)
  br label %if.end.142
if.end.142:
  %e5185 = add i32 %tid18, 256
  %kl5187 = udiv i32 %e5185, 32
  %cl5189 = urem i32 %e5185, 32
  %la5191 = shl i32 %e5185, 2
  %gep.447 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5191
  %v5192 = load float, ptr addrspace(3) %gep.447, align 4
  %kin5193 = add i32 %k_blk68, %kl5187
  %cin5194 = add i32 %c_blk70, %cl5189
  %kok5196 = icmp ult i32 %kin5193, 32
  %cok5198 = icmp ult i32 %cin5194, 32
  %ok5199 = and i1 %kok5196, %cok5198
  br i1 %ok5199, label %if.then.143, label %if.end.143
if.then.143:
  %krow5200 = add i32 %kbase652, %kin5193
  %kr5202 = mul i32 %krow5200, 3
  %t_r5204 = add i32 %kr5202, 2
  %t_s5206 = mul i32 %t_r5204, 3
  %t_c5208 = add i32 %t_s5206, 2
  %t_e5210 = mul i32 %t_c5208, 32
  %el5211 = add i32 %t_e5210, %cin5194
  %off5213 = shl i32 %el5211, 2
  %old.448 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5192, ptr addrspace(8) %rws87, i32 %off5213, i32 0, i32 20)
  br label %if.end.143
if.end.143:
  %e5216 = add i32 %tid18, 320
  %kl5218 = udiv i32 %e5216, 32
  %cl5220 = urem i32 %e5216, 32
  %la5222 = shl i32 %e5216, 2
  %gep.449 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5222
  %v5223 = load float, ptr addrspace(3) %gep.449, align 4
  %kin5224 = add i32 %k_blk68, %kl5218
  %cin5225 = add i32 %c_blk70, %cl5220
  %kok5227 = icmp ult i32 %kin5224, 32
  %cok5229 = icmp ult i32 %cin5225, 32
  %ok5230 = and i1 %kok5227, %cok5229
  br i1 %ok5230, label %if.then.144, label %if.end.144
if.then.144:
  %krow5231 = add i32 %kbase652, %kin5224
  %kr5233 = mul i32 %krow5231, 3
  %t_r5235 = add i32 %kr5233, 2
  %t_s5237 = mul i32 %t_r5235, 3
  %t_c5239 = add i32 %t_s5237, 2
  %t_e5241 = mul i32 %t_c5239, 32
  %el5242 = add i32 %t_e5241, %cin5225
  %off5244 = shl i32 %el5242, 2
  %old.450 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5223, ptr addrspace(8) %rws87, i32 %off5244, i32 0, i32 20)
  br label %if.end.144
if.end.144:
  %e5247 = add i32 %tid18, 384
  %kl5249 = udiv i32 %e5247, 32
  %cl5251 = urem i32 %e5247, 32
  %la5253 = shl i32 %e5247, 2
  %gep.451 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5253
  %v5254 = load float, ptr addrspace(3) %gep.451, align 4
  %kin5255 = add i32 %k_blk68, %kl5249
  %cin5256 = add i32 %c_blk70, %cl5251
  %kok5258 = icmp ult i32 %kin5255, 32
  %cok5260 = icmp ult i32 %cin5256, 32
  %ok5261 = and i1 %kok5258, %cok5260
  br i1 %ok5261, label %if.then.145, label %if.end.145
if.then.145:
  %krow5262 = add i32 %kbase652, %kin5255
  %kr5264 = mul i32 %krow5262, 3
  %t_r5266 = add i32 %kr5264, 2
  %t_s5268 = mul i32 %t_r5266, 3
  %t_c5270 = add i32 %t_s5268, 2
  %t_e5272 = mul i32 %t_c5270, 32
  %el5273 = add i32 %t_e5272, %cin5256
  %off5275 = shl i32 %el5273, 2
  %old.452 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5254, ptr addrspace(8) %rws87, i32 %off5275, i32 0, i32 20)
  br label %if.end.145
if.end.145:
  %e5278 = add i32 %tid18, 448
  %kl5280 = udiv i32 %e5278, 32
  %cl5282 = urem i32 %e5278, 32
  %la5284 = shl i32 %e5278, 2
  %gep.453 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5284
  %v5285 = load float, ptr addrspace(3) %gep.453, align 4
  %kin5286 = add i32 %k_blk68, %kl5280
  %cin5287 = add i32 %c_blk70, %cl5282
  %kok5289 = icmp ult i32 %kin5286, 32
  %cok5291 = icmp ult i32 %cin5287, 32
  %ok5292 = and i1 %kok5289, %cok5291
  br i1 %ok5292, label %if.then.146, label %if.end.146
if.then.146:
  %krow5293 = add i32 %kbase652, %kin5286
  %kr5295 = mul i32 %krow5293, 3
  %t_r5297 = add i32 %kr5295, 2
  %t_s5299 = mul i32 %t_r5297, 3
  %t_c5301 = add i32 %t_s5299, 2
  %t_e5303 = mul i32 %t_c5301, 32
  %el5304 = add i32 %t_e5303, %cin5287
  %off5306 = shl i32 %el5304, 2
  %old.454 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5285, ptr addrspace(8) %rws87, i32 %off5306, i32 0, i32 20)
  br label %if.end.146
if.end.146:
  %e5309 = add i32 %tid18, 512
  %kl5311 = udiv i32 %e5309, 32
  %cl5313 = urem i32 %e5309, 32
  %la5315 = shl i32 %e5309, 2
  %gep.455 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5315
  %v5316 = load float, ptr addrspace(3) %gep.455, align 4
  %kin5317 = add i32 %k_blk68, %kl5311
  %cin5318 = add i32 %c_blk70, %cl5313
  %kok5320 = icmp ult i32 %kin5317, 32
  %cok5322 = icmp ult i32 %cin5318, 32
  %ok5323 = and i1 %kok5320, %cok5322
  br i1 %ok5323, label %if.then.147, label %if.end.147
if.then.147:
  %krow5324 = add i32 %kbase652, %kin5317
  %kr5326 = mul i32 %krow5324, 3
  %t_r5328 = add i32 %kr5326, 2
  %t_s5330 = mul i32 %t_r5328, 3
  %t_c5332 = add i32 %t_s5330, 2
  %t_e5334 = mul i32 %t_c5332, 32
  %el5335 = add i32 %t_e5334, %cin5318
  %off5337 = shl i32 %el5335, 2
  %old.456 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5316, ptr addrspace(8) %rws87, i32 %off5337, i32 0, i32 20)
  br label %if.end.147
if.end.147:
  %e5340 = add i32 %tid18, 576
  %kl5342 = udiv i32 %e5340, 32
  %cl5344 = urem i32 %e5340, 32
  %la5346 = shl i32 %e5340, 2
  %gep.457 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5346
  %v5347 = load float, ptr addrspace(3) %gep.457, align 4
  %kin5348 = add i32 %k_blk68, %kl5342
  %cin5349 = add i32 %c_blk70, %cl5344
  %kok5351 = icmp ult i32 %kin5348, 32
  %cok5353 = icmp ult i32 %cin5349, 32
  %ok5354 = and i1 %kok5351, %cok5353
  br i1 %ok5354, label %if.then.148, label %if.end.148
if.then.148:
  %krow5355 = add i32 %kbase652, %kin5348
  %kr5357 = mul i32 %krow5355, 3
  %t_r5359 = add i32 %kr5357, 2
  %t_s5361 = mul i32 %t_r5359, 3
  %t_c5363 = add i32 %t_s5361, 2
  %t_e5365 = mul i32 %t_c5363, 32
  %el5366 = add i32 %t_e5365, %cin5349
  %off5368 = shl i32 %el5366, 2
  %old.458 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5347, ptr addrspace(8) %rws87, i32 %off5368, i32 0, i32 20)
  br label %if.end.148
if.end.148:
  %e5371 = add i32 %tid18, 640
  %kl5373 = udiv i32 %e5371, 32
  %cl5375 = urem i32 %e5371, 32
  %la5377 = shl i32 %e5371, 2
  %gep.459 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5377
  %v5378 = load float, ptr addrspace(3) %gep.459, align 4
  %kin5379 = add i32 %k_blk68, %kl5373
  %cin5380 = add i32 %c_blk70, %cl5375
  %kok5382 = icmp ult i32 %kin5379, 32
  %cok5384 = icmp ult i32 %cin5380, 32
  %ok5385 = and i1 %kok5382, %cok5384
  br i1 %ok5385, label %if.then.149, label %if.end.149
if.then.149:
  %krow5386 = add i32 %kbase652, %kin5379
  %kr5388 = mul i32 %krow5386, 3
  %t_r5390 = add i32 %kr5388, 2
  %t_s5392 = mul i32 %t_r5390, 3
  %t_c5394 = add i32 %t_s5392, 2
  %t_e5396 = mul i32 %t_c5394, 32
  %el5397 = add i32 %t_e5396, %cin5380
  %off5399 = shl i32 %el5397, 2
  %old.460 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5378, ptr addrspace(8) %rws87, i32 %off5399, i32 0, i32 20)
  br label %if.end.149
if.end.149:
  %e5402 = add i32 %tid18, 704
  %kl5404 = udiv i32 %e5402, 32
  %cl5406 = urem i32 %e5402, 32
  %la5408 = shl i32 %e5402, 2
  %gep.461 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5408
  %v5409 = load float, ptr addrspace(3) %gep.461, align 4
  %kin5410 = add i32 %k_blk68, %kl5404
  %cin5411 = add i32 %c_blk70, %cl5406
  %kok5413 = icmp ult i32 %kin5410, 32
  %cok5415 = icmp ult i32 %cin5411, 32
  %ok5416 = and i1 %kok5413, %cok5415
  br i1 %ok5416, label %if.then.150, label %if.end.150
if.then.150:
  %krow5417 = add i32 %kbase652, %kin5410
  %kr5419 = mul i32 %krow5417, 3
  %t_r5421 = add i32 %kr5419, 2
  %t_s5423 = mul i32 %t_r5421, 3
  %t_c5425 = add i32 %t_s5423, 2
  %t_e5427 = mul i32 %t_c5425, 32
  %el5428 = add i32 %t_e5427, %cin5411
  %off5430 = shl i32 %el5428, 2
  %old.462 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5409, ptr addrspace(8) %rws87, i32 %off5430, i32 0, i32 20)
  br label %if.end.150
if.end.150:
  %e5433 = add i32 %tid18, 768
  %kl5435 = udiv i32 %e5433, 32
  %cl5437 = urem i32 %e5433, 32
  %la5439 = shl i32 %e5433, 2
  %gep.463 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5439
  %v5440 = load float, ptr addrspace(3) %gep.463, align 4
  %kin5441 = add i32 %k_blk68, %kl5435
  %cin5442 = add i32 %c_blk70, %cl5437
  %kok5444 = icmp ult i32 %kin5441, 32
  %cok5446 = icmp ult i32 %cin5442, 32
  %ok5447 = and i1 %kok5444, %cok5446
  br i1 %ok5447, label %if.then.151, label %if.end.151
if.then.151:
  %krow5448 = add i32 %kbase652, %kin5441
  %kr5450 = mul i32 %krow5448, 3
  %t_r5452 = add i32 %kr5450, 2
  %t_s5454 = mul i32 %t_r5452, 3
  %t_c5456 = add i32 %t_s5454, 2
  %t_e5458 = mul i32 %t_c5456, 32
  %el5459 = add i32 %t_e5458, %cin5442
  %off5461 = shl i32 %el5459, 2
  %old.464 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5440, ptr addrspace(8) %rws87, i32 %off5461, i32 0, i32 20)
  br label %if.end.151
if.end.151:
  %e5464 = add i32 %tid18, 832
  %kl5466 = udiv i32 %e5464, 32
  %cl5468 = urem i32 %e5464, 32
  %la5470 = shl i32 %e5464, 2
  %gep.465 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5470
  %v5471 = load float, ptr addrspace(3) %gep.465, align 4
  %kin5472 = add i32 %k_blk68, %kl5466
  %cin5473 = add i32 %c_blk70, %cl5468
  %kok5475 = icmp ult i32 %kin5472, 32
  %cok5477 = icmp ult i32 %cin5473, 32
  %ok5478 = and i1 %kok5475, %cok5477
  br i1 %ok5478, label %if.then.152, label %if.end.152
if.then.152:
  %krow5479 = add i32 %kbase652, %kin5472
  %kr5481 = mul i32 %krow5479, 3
  %t_r5483 = add i32 %kr5481, 2
  %t_s5485 = mul i32 %t_r5483, 3
  %t_c5487 = add i32 %t_s5485, 2
  %t_e5489 = mul i32 %t_c5487, 32
  %el5490 = add i32 %t_e5489, %cin5473
  %off5492 = shl i32 %el5490, 2
  %old.466 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5471, ptr addrspace(8) %rws87, i32 %off5492, i32 0, i32 20)
  br label %if.end.152
if.end.152:
  %e5495 = add i32 %tid18, 896
  %kl5497 = udiv i32 %e5495, 32
  %cl5499 = urem i32 %e5495, 32
  %la5501 = shl i32 %e5495, 2
  %gep.467 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5501
  %v5502 = load float, ptr addrspace(3) %gep.467, align 4
  %kin5503 = add i32 %k_blk68, %kl5497
  %cin5504 = add i32 %c_blk70, %cl5499
  %kok5506 = icmp ult i32 %kin5503, 32
  %cok5508 = icmp ult i32 %cin5504, 32
  %ok5509 = and i1 %kok5506, %cok5508
  br i1 %ok5509, label %if.then.153, label %if.end.153
if.then.153:
  %krow5510 = add i32 %kbase652, %kin5503
  %kr5512 = mul i32 %krow5510, 3
  %t_r5514 = add i32 %kr5512, 2
  %t_s5516 = mul i32 %t_r5514, 3
  %t_c5518 = add i32 %t_s5516, 2
  %t_e5520 = mul i32 %t_c5518, 32
  %el5521 = add i32 %t_e5520, %cin5504
  %off5523 = shl i32 %el5521, 2
  %old.468 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5502, ptr addrspace(8) %rws87, i32 %off5523, i32 0, i32 20)
  br label %if.end.153
if.end.153:
  %e5526 = add i32 %tid18, 960
  %kl5528 = udiv i32 %e5526, 32
  %cl5530 = urem i32 %e5526, 32
  %la5532 = shl i32 %e5526, 2
  %gep.469 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_c32_k32_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5532
  %v5533 = load float, ptr addrspace(3) %gep.469, align 4
  %kin5534 = add i32 %k_blk68, %kl5528
  %cin5535 = add i32 %c_blk70, %cl5530
  %kok5537 = icmp ult i32 %kin5534, 32
  %cok5539 = icmp ult i32 %cin5535, 32
  %ok5540 = and i1 %kok5537, %cok5539
  br i1 %ok5540, label %if.then.154, label %if.end.154
if.then.154:
  %krow5541 = add i32 %kbase652, %kin5534
  %kr5543 = mul i32 %krow5541, 3
  %t_r5545 = add i32 %kr5543, 2
  %t_s5547 = mul i32 %t_r5545, 3
  %t_c5549 = add i32 %t_s5547, 2
  %t_e5551 = mul i32 %t_c5549, 32
  %el5552 = add i32 %t_e5551, %cin5535
  %off5554 = shl i32 %el5552, 2
  %old.470 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5533, ptr addrspace(8) %rws87, i32 %off5554, i32 0, i32 20)
  br label %if.end.154
if.end.154:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="388" }
