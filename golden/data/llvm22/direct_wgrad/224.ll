; irgate direct_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=32,kpg=128,waves_k=4,waves_c=2,wave_tiles_k=2,wave_tiles_c=1,rows_per_sync=2,row_blocks=1,lds_epilogue=1,tdm_stages=0,ws_replicas=2}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2 = internal unnamed_addr addrspace(3) global [33728 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wave_k24 = urem i32 %wave22, 4
  %wave_c26 = udiv i32 %wave22, 4
  %wkb28 = mul i32 %wave_k24, 32
  %wcb30 = mul i32 %wave_c26, 16
  %half32 = lshr i32 %lane20, 4
  %khalf34 = shl i32 %half32, 3
  %lrow36 = and i32 %lane20, 7
  %tr_row37 = add i32 %khalf34, %lrow36
  %lcol39 = and i32 %lane20, 15
  %cgrp41 = lshr i32 %lcol39, 3
  %tr_col43 = shl i32 %cgrp41, 3
  %a_r45 = mul i32 %tr_row37, 136
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
  %k_blk68 = mul i32 %kt64, 128
  %c_blk70 = mul i32 %ct60, 32
  %gk72 = mul i32 %g66, 128
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
  %rg_a100 = add i32 %span98, 1
  %rgs102 = udiv i32 %rg_a100, 2
  %steps103 = mul i32 %rgs102, %ncols94
  br label %for.head.1
for.head.1:
  %t125 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc126 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc653, %for.latch.1 ]
  %acc127 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc654, %for.latch.1 ]
  %acc128 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc662, %for.latch.1 ]
  %acc129 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc663, %for.latch.1 ]
  %acc130 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc671, %for.latch.1 ]
  %acc131 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc672, %for.latch.1 ]
  %acc132 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc680, %for.latch.1 ]
  %acc133 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc681, %for.latch.1 ]
  %acc134 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc689, %for.latch.1 ]
  %acc135 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc690, %for.latch.1 ]
  %acc136 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc698, %for.latch.1 ]
  %acc137 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc699, %for.latch.1 ]
  %acc138 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc707, %for.latch.1 ]
  %acc139 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc708, %for.latch.1 ]
  %acc140 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc716, %for.latch.1 ]
  %acc141 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc717, %for.latch.1 ]
  %acc142 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc725, %for.latch.1 ]
  %acc143 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc726, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t125, %steps103
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %rg144 = udiv i32 %t125, %ncols94
  %ccol145 = urem i32 %t125, %ncols94
  %rgo147 = mul i32 %rg144, 2
  %ho_s148 = add i32 %ho_lo81, %rgo147
  %wo_s150 = shl i32 %ccol145, 5
  %wb152 = sub i32 %wo_s150, 1
  %ho154 = add i32 %ho_s148, 0
  %hok155 = icmp ult i32 %ho154, %ho_hi84
  %dy_row156 = mul i32 %ho154, %dy_stride_h
  %dy_r157 = add i32 %dy_img88, %dy_row156
  %e159 = add i32 %tid18, 0
  %row161 = udiv i32 %e159, 16
  %cc163 = urem i32 %e159, 16
  %chan165 = shl i32 %cc163, 3
  %wo166 = add i32 %wo_s150, %row161
  %wok167 = icmp ult i32 %wo166, %wo
  %kin168 = add i32 %k_blk68, %chan165
  %kok170 = icmp ult i32 %kin168, 128
  %ok171 = and i1 %hok155, %wok167
  %ok172 = and i1 %ok171, %kok170
  %col173 = mul i32 %wo166, %dy_stride_w
  %el174 = add i32 %dy_r157, %col173
  %el175 = add i32 %el174, %dy_ch75
  %el176 = add i32 %el175, %chan165
  %off178 = shl i32 %el176, 1
  %safe180 = select i1 %ok172, i32 %off178, i32 2147483647
  %dyv182 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe180, i32 0, i32 0)
  %lrow184 = mul i32 %row161, 136
  %lel185 = add i32 %lrow184, %chan165
  %lb187 = shl i32 %lel185, 1
  %la189 = add i32 %lb187, 0
  %e191 = add i32 %tid18, 256
  %row193 = udiv i32 %e191, 16
  %cc195 = urem i32 %e191, 16
  %chan197 = shl i32 %cc195, 3
  %wo198 = add i32 %wo_s150, %row193
  %wok199 = icmp ult i32 %wo198, %wo
  %kin200 = add i32 %k_blk68, %chan197
  %kok202 = icmp ult i32 %kin200, 128
  %ok203 = and i1 %hok155, %wok199
  %ok204 = and i1 %ok203, %kok202
  %col205 = mul i32 %wo198, %dy_stride_w
  %el206 = add i32 %dy_r157, %col205
  %el207 = add i32 %el206, %dy_ch75
  %el208 = add i32 %el207, %chan197
  %off210 = shl i32 %el208, 1
  %safe212 = select i1 %ok204, i32 %off210, i32 2147483647
  %dyv214 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe212, i32 0, i32 0)
  %lrow216 = mul i32 %row193, 136
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
  %la260 = add i32 %lb258, 17408
  %eok262 = icmp ult i32 %e230, 136
  %h_a264 = add i32 %ho154, 1
  %hi266 = sub i32 %h_a264, 1
  %hiok267 = icmp ult i32 %hi266, %hi
  %x_row268 = mul i32 %hi266, %x_stride_h
  %x_r269 = add i32 %x_img89, %x_row268
  %e271 = add i32 %tid18, 0
  %row273 = udiv i32 %e271, 4
  %cc275 = urem i32 %e271, 4
  %chan277 = shl i32 %cc275, 3
  %wi278 = add i32 %wb152, %row273
  %wiok279 = icmp ult i32 %wi278, %wi
  %cin280 = add i32 %c_blk70, %chan277
  %cok282 = icmp ult i32 %cin280, 32
  %ok283 = and i1 %hiok267, %wiok279
  %ok284 = and i1 %ok283, %cok282
  %col285 = mul i32 %wi278, %x_stride_w
  %el286 = add i32 %x_r269, %col285
  %el287 = add i32 %el286, %x_ch76
  %el288 = add i32 %el287, %chan277
  %off290 = shl i32 %el288, 1
  %safe292 = select i1 %ok284, i32 %off290, i32 2147483647
  %xv294 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe292, i32 0, i32 0)
  %lrow296 = mul i32 %row273, 40
  %lel297 = add i32 %lrow296, %chan277
  %lb299 = shl i32 %lel297, 1
  %la301 = add i32 %lb299, 20128
  %eok303 = icmp ult i32 %e271, 136
  %h_a305 = add i32 %ho154, 2
  %hi307 = sub i32 %h_a305, 1
  %hiok308 = icmp ult i32 %hi307, %hi
  %x_row309 = mul i32 %hi307, %x_stride_h
  %x_r310 = add i32 %x_img89, %x_row309
  %e312 = add i32 %tid18, 0
  %row314 = udiv i32 %e312, 4
  %cc316 = urem i32 %e312, 4
  %chan318 = shl i32 %cc316, 3
  %wi319 = add i32 %wb152, %row314
  %wiok320 = icmp ult i32 %wi319, %wi
  %cin321 = add i32 %c_blk70, %chan318
  %cok323 = icmp ult i32 %cin321, 32
  %ok324 = and i1 %hiok308, %wiok320
  %ok325 = and i1 %ok324, %cok323
  %col326 = mul i32 %wi319, %x_stride_w
  %el327 = add i32 %x_r310, %col326
  %el328 = add i32 %el327, %x_ch76
  %el329 = add i32 %el328, %chan318
  %off331 = shl i32 %el329, 1
  %safe333 = select i1 %ok325, i32 %off331, i32 2147483647
  %xv335 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe333, i32 0, i32 0)
  %lrow337 = mul i32 %row314, 40
  %lel338 = add i32 %lrow337, %chan318
  %lb340 = shl i32 %lel338, 1
  %la342 = add i32 %lb340, 22848
  %eok344 = icmp ult i32 %e312, 136
  %ho346 = add i32 %ho_s148, 1
  %hok347 = icmp ult i32 %ho346, %ho_hi84
  %dy_row348 = mul i32 %ho346, %dy_stride_h
  %dy_r349 = add i32 %dy_img88, %dy_row348
  %e351 = add i32 %tid18, 0
  %row353 = udiv i32 %e351, 16
  %cc355 = urem i32 %e351, 16
  %chan357 = shl i32 %cc355, 3
  %wo358 = add i32 %wo_s150, %row353
  %wok359 = icmp ult i32 %wo358, %wo
  %kin360 = add i32 %k_blk68, %chan357
  %kok362 = icmp ult i32 %kin360, 128
  %ok363 = and i1 %hok347, %wok359
  %ok364 = and i1 %ok363, %kok362
  %col365 = mul i32 %wo358, %dy_stride_w
  %el366 = add i32 %dy_r349, %col365
  %el367 = add i32 %el366, %dy_ch75
  %el368 = add i32 %el367, %chan357
  %off370 = shl i32 %el368, 1
  %safe372 = select i1 %ok364, i32 %off370, i32 2147483647
  %dyv374 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe372, i32 0, i32 0)
  %lrow376 = mul i32 %row353, 136
  %lel377 = add i32 %lrow376, %chan357
  %lb379 = shl i32 %lel377, 1
  %la381 = add i32 %lb379, 8704
  %e383 = add i32 %tid18, 256
  %row385 = udiv i32 %e383, 16
  %cc387 = urem i32 %e383, 16
  %chan389 = shl i32 %cc387, 3
  %wo390 = add i32 %wo_s150, %row385
  %wok391 = icmp ult i32 %wo390, %wo
  %kin392 = add i32 %k_blk68, %chan389
  %kok394 = icmp ult i32 %kin392, 128
  %ok395 = and i1 %hok347, %wok391
  %ok396 = and i1 %ok395, %kok394
  %col397 = mul i32 %wo390, %dy_stride_w
  %el398 = add i32 %dy_r349, %col397
  %el399 = add i32 %el398, %dy_ch75
  %el400 = add i32 %el399, %chan389
  %off402 = shl i32 %el400, 1
  %safe404 = select i1 %ok396, i32 %off402, i32 2147483647
  %dyv406 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe404, i32 0, i32 0)
  %lrow408 = mul i32 %row385, 136
  %lel409 = add i32 %lrow408, %chan389
  %lb411 = shl i32 %lel409, 1
  %la413 = add i32 %lb411, 8704
  %h_a415 = add i32 %ho346, 0
  %hi417 = sub i32 %h_a415, 1
  %hiok418 = icmp ult i32 %hi417, %hi
  %x_row419 = mul i32 %hi417, %x_stride_h
  %x_r420 = add i32 %x_img89, %x_row419
  %e422 = add i32 %tid18, 0
  %row424 = udiv i32 %e422, 4
  %cc426 = urem i32 %e422, 4
  %chan428 = shl i32 %cc426, 3
  %wi429 = add i32 %wb152, %row424
  %wiok430 = icmp ult i32 %wi429, %wi
  %cin431 = add i32 %c_blk70, %chan428
  %cok433 = icmp ult i32 %cin431, 32
  %ok434 = and i1 %hiok418, %wiok430
  %ok435 = and i1 %ok434, %cok433
  %col436 = mul i32 %wi429, %x_stride_w
  %el437 = add i32 %x_r420, %col436
  %el438 = add i32 %el437, %x_ch76
  %el439 = add i32 %el438, %chan428
  %off441 = shl i32 %el439, 1
  %safe443 = select i1 %ok435, i32 %off441, i32 2147483647
  %xv445 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe443, i32 0, i32 0)
  %lrow447 = mul i32 %row424, 40
  %lel448 = add i32 %lrow447, %chan428
  %lb450 = shl i32 %lel448, 1
  %la452 = add i32 %lb450, 25568
  %eok454 = icmp ult i32 %e422, 136
  %h_a456 = add i32 %ho346, 1
  %hi458 = sub i32 %h_a456, 1
  %hiok459 = icmp ult i32 %hi458, %hi
  %x_row460 = mul i32 %hi458, %x_stride_h
  %x_r461 = add i32 %x_img89, %x_row460
  %e463 = add i32 %tid18, 0
  %row465 = udiv i32 %e463, 4
  %cc467 = urem i32 %e463, 4
  %chan469 = shl i32 %cc467, 3
  %wi470 = add i32 %wb152, %row465
  %wiok471 = icmp ult i32 %wi470, %wi
  %cin472 = add i32 %c_blk70, %chan469
  %cok474 = icmp ult i32 %cin472, 32
  %ok475 = and i1 %hiok459, %wiok471
  %ok476 = and i1 %ok475, %cok474
  %col477 = mul i32 %wi470, %x_stride_w
  %el478 = add i32 %x_r461, %col477
  %el479 = add i32 %el478, %x_ch76
  %el480 = add i32 %el479, %chan469
  %off482 = shl i32 %el480, 1
  %safe484 = select i1 %ok476, i32 %off482, i32 2147483647
  %xv486 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe484, i32 0, i32 0)
  %lrow488 = mul i32 %row465, 40
  %lel489 = add i32 %lrow488, %chan469
  %lb491 = shl i32 %lel489, 1
  %la493 = add i32 %lb491, 28288
  %eok495 = icmp ult i32 %e463, 136
  %h_a497 = add i32 %ho346, 2
  %hi499 = sub i32 %h_a497, 1
  %hiok500 = icmp ult i32 %hi499, %hi
  %x_row501 = mul i32 %hi499, %x_stride_h
  %x_r502 = add i32 %x_img89, %x_row501
  %e504 = add i32 %tid18, 0
  %row506 = udiv i32 %e504, 4
  %cc508 = urem i32 %e504, 4
  %chan510 = shl i32 %cc508, 3
  %wi511 = add i32 %wb152, %row506
  %wiok512 = icmp ult i32 %wi511, %wi
  %cin513 = add i32 %c_blk70, %chan510
  %cok515 = icmp ult i32 %cin513, 32
  %ok516 = and i1 %hiok500, %wiok512
  %ok517 = and i1 %ok516, %cok515
  %col518 = mul i32 %wi511, %x_stride_w
  %el519 = add i32 %x_r502, %col518
  %el520 = add i32 %el519, %x_ch76
  %el521 = add i32 %el520, %chan510
  %off523 = shl i32 %el521, 1
  %safe525 = select i1 %ok517, i32 %off523, i32 2147483647
  %xv527 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe525, i32 0, i32 0)
  %lrow529 = mul i32 %row506, 40
  %lel530 = add i32 %lrow529, %chan510
  %lb532 = shl i32 %lel530, 1
  %la534 = add i32 %lb532, 31008
  %eok536 = icmp ult i32 %e504, 136
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la189
  store <4 x i32> %dyv182, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la221
  store <4 x i32> %dyv214, ptr addrspace(3) %gep.7, align 16
  br i1 %eok262, label %if.then.2, label %if.end.2
if.then.2:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la260
  store <4 x i32> %xv253, ptr addrspace(3) %gep.8, align 16
  br label %if.end.2
if.end.2:
  br i1 %eok303, label %if.then.3, label %if.end.3
if.then.3:
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la301
  store <4 x i32> %xv294, ptr addrspace(3) %gep.9, align 16
  br label %if.end.3
if.end.3:
  br i1 %eok344, label %if.then.4, label %if.end.4
if.then.4:
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la342
  store <4 x i32> %xv335, ptr addrspace(3) %gep.10, align 16
  br label %if.end.4
if.end.4:
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la381
  store <4 x i32> %dyv374, ptr addrspace(3) %gep.11, align 16
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la413
  store <4 x i32> %dyv406, ptr addrspace(3) %gep.12, align 16
  br i1 %eok454, label %if.then.5, label %if.end.5
if.then.5:
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la452
  store <4 x i32> %xv445, ptr addrspace(3) %gep.13, align 16
  br label %if.end.5
if.end.5:
  br i1 %eok495, label %if.then.6, label %if.end.6
if.then.6:
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la493
  store <4 x i32> %xv486, ptr addrspace(3) %gep.14, align 16
  br label %if.end.6
if.end.6:
  br i1 %eok536, label %if.then.7, label %if.end.7
if.then.7:
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la534
  store <4 x i32> %xv527, ptr addrspace(3) %gep.15, align 16
  br label %if.end.7
if.end.7:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr538 = add i32 %a_lane49, 0
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %a_addr538
  %a_lo539 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %a_addr541 = add i32 %a_lane49, 4352
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %a_addr541
  %a_hi542 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %a_frag543 = shufflevector <8 x half> %a_lo539, <8 x half> %a_hi542, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr545 = add i32 %a_lane49, 32
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %a_addr545
  %a_lo546 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %a_addr548 = add i32 %a_lane49, 4384
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %a_addr548
  %a_hi549 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %a_frag550 = shufflevector <8 x half> %a_lo546, <8 x half> %a_hi549, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr552 = add i32 %b_lane55, 17408
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr552
  %b_lo553 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %b_addr555 = add i32 %b_lane55, 18688
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr555
  %b_hi556 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_frag557 = shufflevector <8 x half> %b_lo553, <8 x half> %b_hi556, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc558 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag543, i1 false, <16 x half> %b_frag557, i16 0, <8 x float> %acc126, i1 false, i1 false)
  %acc559 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag550, i1 false, <16 x half> %b_frag557, i16 0, <8 x float> %acc127, i1 false, i1 false)
  %b_addr561 = add i32 %b_lane55, 17488
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr561
  %b_lo562 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %b_addr564 = add i32 %b_lane55, 18768
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr564
  %b_hi565 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.23)
  %b_frag566 = shufflevector <8 x half> %b_lo562, <8 x half> %b_hi565, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc567 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag543, i1 false, <16 x half> %b_frag566, i16 0, <8 x float> %acc128, i1 false, i1 false)
  %acc568 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag550, i1 false, <16 x half> %b_frag566, i16 0, <8 x float> %acc129, i1 false, i1 false)
  %b_addr570 = add i32 %b_lane55, 17568
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr570
  %b_lo571 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.24)
  %b_addr573 = add i32 %b_lane55, 18848
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr573
  %b_hi574 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.25)
  %b_frag575 = shufflevector <8 x half> %b_lo571, <8 x half> %b_hi574, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc576 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag543, i1 false, <16 x half> %b_frag575, i16 0, <8 x float> %acc130, i1 false, i1 false)
  %acc577 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag550, i1 false, <16 x half> %b_frag575, i16 0, <8 x float> %acc131, i1 false, i1 false)
  %b_addr579 = add i32 %b_lane55, 20128
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr579
  %b_lo580 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.26)
  %b_addr582 = add i32 %b_lane55, 21408
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr582
  %b_hi583 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.27)
  %b_frag584 = shufflevector <8 x half> %b_lo580, <8 x half> %b_hi583, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc585 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag543, i1 false, <16 x half> %b_frag584, i16 0, <8 x float> %acc132, i1 false, i1 false)
  %acc586 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag550, i1 false, <16 x half> %b_frag584, i16 0, <8 x float> %acc133, i1 false, i1 false)
  %b_addr588 = add i32 %b_lane55, 20208
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr588
  %b_lo589 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %b_addr591 = add i32 %b_lane55, 21488
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr591
  %b_hi592 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %b_frag593 = shufflevector <8 x half> %b_lo589, <8 x half> %b_hi592, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc594 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag543, i1 false, <16 x half> %b_frag593, i16 0, <8 x float> %acc134, i1 false, i1 false)
  %acc595 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag550, i1 false, <16 x half> %b_frag593, i16 0, <8 x float> %acc135, i1 false, i1 false)
  %b_addr597 = add i32 %b_lane55, 20288
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr597
  %b_lo598 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %b_addr600 = add i32 %b_lane55, 21568
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr600
  %b_hi601 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %b_frag602 = shufflevector <8 x half> %b_lo598, <8 x half> %b_hi601, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc603 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag543, i1 false, <16 x half> %b_frag602, i16 0, <8 x float> %acc136, i1 false, i1 false)
  %acc604 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag550, i1 false, <16 x half> %b_frag602, i16 0, <8 x float> %acc137, i1 false, i1 false)
  %b_addr606 = add i32 %b_lane55, 22848
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr606
  %b_lo607 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.32)
  %b_addr609 = add i32 %b_lane55, 24128
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr609
  %b_hi610 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.33)
  %b_frag611 = shufflevector <8 x half> %b_lo607, <8 x half> %b_hi610, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc612 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag543, i1 false, <16 x half> %b_frag611, i16 0, <8 x float> %acc138, i1 false, i1 false)
  %acc613 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag550, i1 false, <16 x half> %b_frag611, i16 0, <8 x float> %acc139, i1 false, i1 false)
  %b_addr615 = add i32 %b_lane55, 22928
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr615
  %b_lo616 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.34)
  %b_addr618 = add i32 %b_lane55, 24208
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr618
  %b_hi619 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.35)
  %b_frag620 = shufflevector <8 x half> %b_lo616, <8 x half> %b_hi619, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc621 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag543, i1 false, <16 x half> %b_frag620, i16 0, <8 x float> %acc140, i1 false, i1 false)
  %acc622 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag550, i1 false, <16 x half> %b_frag620, i16 0, <8 x float> %acc141, i1 false, i1 false)
  %b_addr624 = add i32 %b_lane55, 23008
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr624
  %b_lo625 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.36)
  %b_addr627 = add i32 %b_lane55, 24288
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr627
  %b_hi628 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.37)
  %b_frag629 = shufflevector <8 x half> %b_lo625, <8 x half> %b_hi628, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc630 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag543, i1 false, <16 x half> %b_frag629, i16 0, <8 x float> %acc142, i1 false, i1 false)
  %acc631 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag550, i1 false, <16 x half> %b_frag629, i16 0, <8 x float> %acc143, i1 false, i1 false)
  %a_addr633 = add i32 %a_lane49, 8704
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %a_addr633
  %a_lo634 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.38)
  %a_addr636 = add i32 %a_lane49, 13056
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %a_addr636
  %a_hi637 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.39)
  %a_frag638 = shufflevector <8 x half> %a_lo634, <8 x half> %a_hi637, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr640 = add i32 %a_lane49, 8736
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %a_addr640
  %a_lo641 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.40)
  %a_addr643 = add i32 %a_lane49, 13088
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %a_addr643
  %a_hi644 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.41)
  %a_frag645 = shufflevector <8 x half> %a_lo641, <8 x half> %a_hi644, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr647 = add i32 %b_lane55, 25568
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr647
  %b_lo648 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.42)
  %b_addr650 = add i32 %b_lane55, 26848
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr650
  %b_hi651 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.43)
  %b_frag652 = shufflevector <8 x half> %b_lo648, <8 x half> %b_hi651, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc653 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag638, i1 false, <16 x half> %b_frag652, i16 0, <8 x float> %acc558, i1 false, i1 false)
  %acc654 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag645, i1 false, <16 x half> %b_frag652, i16 0, <8 x float> %acc559, i1 false, i1 false)
  %b_addr656 = add i32 %b_lane55, 25648
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr656
  %b_lo657 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.44)
  %b_addr659 = add i32 %b_lane55, 26928
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr659
  %b_hi660 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.45)
  %b_frag661 = shufflevector <8 x half> %b_lo657, <8 x half> %b_hi660, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc662 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag638, i1 false, <16 x half> %b_frag661, i16 0, <8 x float> %acc567, i1 false, i1 false)
  %acc663 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag645, i1 false, <16 x half> %b_frag661, i16 0, <8 x float> %acc568, i1 false, i1 false)
  %b_addr665 = add i32 %b_lane55, 25728
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr665
  %b_lo666 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.46)
  %b_addr668 = add i32 %b_lane55, 27008
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr668
  %b_hi669 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.47)
  %b_frag670 = shufflevector <8 x half> %b_lo666, <8 x half> %b_hi669, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc671 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag638, i1 false, <16 x half> %b_frag670, i16 0, <8 x float> %acc576, i1 false, i1 false)
  %acc672 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag645, i1 false, <16 x half> %b_frag670, i16 0, <8 x float> %acc577, i1 false, i1 false)
  %b_addr674 = add i32 %b_lane55, 28288
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr674
  %b_lo675 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.48)
  %b_addr677 = add i32 %b_lane55, 29568
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr677
  %b_hi678 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.49)
  %b_frag679 = shufflevector <8 x half> %b_lo675, <8 x half> %b_hi678, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc680 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag638, i1 false, <16 x half> %b_frag679, i16 0, <8 x float> %acc585, i1 false, i1 false)
  %acc681 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag645, i1 false, <16 x half> %b_frag679, i16 0, <8 x float> %acc586, i1 false, i1 false)
  %b_addr683 = add i32 %b_lane55, 28368
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr683
  %b_lo684 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.50)
  %b_addr686 = add i32 %b_lane55, 29648
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr686
  %b_hi687 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.51)
  %b_frag688 = shufflevector <8 x half> %b_lo684, <8 x half> %b_hi687, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc689 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag638, i1 false, <16 x half> %b_frag688, i16 0, <8 x float> %acc594, i1 false, i1 false)
  %acc690 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag645, i1 false, <16 x half> %b_frag688, i16 0, <8 x float> %acc595, i1 false, i1 false)
  %b_addr692 = add i32 %b_lane55, 28448
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr692
  %b_lo693 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.52)
  %b_addr695 = add i32 %b_lane55, 29728
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr695
  %b_hi696 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.53)
  %b_frag697 = shufflevector <8 x half> %b_lo693, <8 x half> %b_hi696, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc698 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag638, i1 false, <16 x half> %b_frag697, i16 0, <8 x float> %acc603, i1 false, i1 false)
  %acc699 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag645, i1 false, <16 x half> %b_frag697, i16 0, <8 x float> %acc604, i1 false, i1 false)
  %b_addr701 = add i32 %b_lane55, 31008
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr701
  %b_lo702 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.54)
  %b_addr704 = add i32 %b_lane55, 32288
  %gep.55 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr704
  %b_hi705 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.55)
  %b_frag706 = shufflevector <8 x half> %b_lo702, <8 x half> %b_hi705, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc707 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag638, i1 false, <16 x half> %b_frag706, i16 0, <8 x float> %acc612, i1 false, i1 false)
  %acc708 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag645, i1 false, <16 x half> %b_frag706, i16 0, <8 x float> %acc613, i1 false, i1 false)
  %b_addr710 = add i32 %b_lane55, 31088
  %gep.56 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr710
  %b_lo711 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.56)
  %b_addr713 = add i32 %b_lane55, 32368
  %gep.57 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr713
  %b_hi714 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.57)
  %b_frag715 = shufflevector <8 x half> %b_lo711, <8 x half> %b_hi714, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc716 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag638, i1 false, <16 x half> %b_frag715, i16 0, <8 x float> %acc621, i1 false, i1 false)
  %acc717 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag645, i1 false, <16 x half> %b_frag715, i16 0, <8 x float> %acc622, i1 false, i1 false)
  %b_addr719 = add i32 %b_lane55, 31168
  %gep.58 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr719
  %b_lo720 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.58)
  %b_addr722 = add i32 %b_lane55, 32448
  %gep.59 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %b_addr722
  %b_hi723 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.59)
  %b_frag724 = shufflevector <8 x half> %b_lo720, <8 x half> %b_hi723, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc725 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag638, i1 false, <16 x half> %b_frag724, i16 0, <8 x float> %acc630, i1 false, i1 false)
  %acc726 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag645, i1 false, <16 x half> %b_frag724, i16 0, <8 x float> %acc631, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t125, 1
  br label %for.head.1
for.exit.1:
  %slab_a728 = mul i32 %img58, 1
  %slab_b729 = add i32 %slab_a728, %rblk57
  %slab731 = urem i32 %slab_b729, 2
  %slab_g732 = mul i32 %slab731, %groups
  %slab_k734 = mul i32 %slab_g732, 128
  %kbase735 = add i32 %slab_k734, %gk72
  %er736 = add i32 %wkb28, %khalf34
  %erb738 = mul i32 %er736, 32
  %ec739 = add i32 %erb738, %wcb30
  %ecl740 = add i32 %ec739, %lcol39
  %e_lane742 = shl i32 %ecl740, 2
  %e_addr744 = add i32 %e_lane742, 0
  %v745 = extractelement <8 x float> %acc126, i32 0
  %gep.60 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr744
  store float %v745, ptr addrspace(3) %gep.60, align 4
  %e_addr747 = add i32 %e_lane742, 128
  %v748 = extractelement <8 x float> %acc126, i32 1
  %gep.61 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr747
  store float %v748, ptr addrspace(3) %gep.61, align 4
  %e_addr750 = add i32 %e_lane742, 256
  %v751 = extractelement <8 x float> %acc126, i32 2
  %gep.62 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr750
  store float %v751, ptr addrspace(3) %gep.62, align 4
  %e_addr753 = add i32 %e_lane742, 384
  %v754 = extractelement <8 x float> %acc126, i32 3
  %gep.63 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr753
  store float %v754, ptr addrspace(3) %gep.63, align 4
  %e_addr756 = add i32 %e_lane742, 512
  %v757 = extractelement <8 x float> %acc126, i32 4
  %gep.64 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr756
  store float %v757, ptr addrspace(3) %gep.64, align 4
  %e_addr759 = add i32 %e_lane742, 640
  %v760 = extractelement <8 x float> %acc126, i32 5
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr759
  store float %v760, ptr addrspace(3) %gep.65, align 4
  %e_addr762 = add i32 %e_lane742, 768
  %v763 = extractelement <8 x float> %acc126, i32 6
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr762
  store float %v763, ptr addrspace(3) %gep.66, align 4
  %e_addr765 = add i32 %e_lane742, 896
  %v766 = extractelement <8 x float> %acc126, i32 7
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr765
  store float %v766, ptr addrspace(3) %gep.67, align 4
  %e_addr768 = add i32 %e_lane742, 2048
  %v769 = extractelement <8 x float> %acc127, i32 0
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr768
  store float %v769, ptr addrspace(3) %gep.68, align 4
  %e_addr771 = add i32 %e_lane742, 2176
  %v772 = extractelement <8 x float> %acc127, i32 1
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr771
  store float %v772, ptr addrspace(3) %gep.69, align 4
  %e_addr774 = add i32 %e_lane742, 2304
  %v775 = extractelement <8 x float> %acc127, i32 2
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr774
  store float %v775, ptr addrspace(3) %gep.70, align 4
  %e_addr777 = add i32 %e_lane742, 2432
  %v778 = extractelement <8 x float> %acc127, i32 3
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr777
  store float %v778, ptr addrspace(3) %gep.71, align 4
  %e_addr780 = add i32 %e_lane742, 2560
  %v781 = extractelement <8 x float> %acc127, i32 4
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr780
  store float %v781, ptr addrspace(3) %gep.72, align 4
  %e_addr783 = add i32 %e_lane742, 2688
  %v784 = extractelement <8 x float> %acc127, i32 5
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr783
  store float %v784, ptr addrspace(3) %gep.73, align 4
  %e_addr786 = add i32 %e_lane742, 2816
  %v787 = extractelement <8 x float> %acc127, i32 6
  %gep.74 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr786
  store float %v787, ptr addrspace(3) %gep.74, align 4
  %e_addr789 = add i32 %e_lane742, 2944
  %v790 = extractelement <8 x float> %acc127, i32 7
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr789
  store float %v790, ptr addrspace(3) %gep.75, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e792 = add i32 %tid18, 0
  %kl794 = udiv i32 %e792, 32
  %cl796 = urem i32 %e792, 32
  %la798 = shl i32 %e792, 2
  %gep.76 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la798
  %v799 = load float, ptr addrspace(3) %gep.76, align 4
  %kin800 = add i32 %k_blk68, %kl794
  %cin801 = add i32 %c_blk70, %cl796
  %kok803 = icmp ult i32 %kin800, 128
  %cok805 = icmp ult i32 %cin801, 32
  %ok806 = and i1 %kok803, %cok805
  br i1 %ok806, label %if.then.8, label %if.end.8
if.then.8:
  %krow807 = add i32 %kbase735, %kin800
  %kr809 = mul i32 %krow807, 3
  %t_r811 = add i32 %kr809, 0
  %t_s813 = mul i32 %t_r811, 3
  %t_c815 = add i32 %t_s813, 0
  %t_e817 = mul i32 %t_c815, 32
  %el818 = add i32 %t_e817, %cin801
  %off820 = shl i32 %el818, 2
  %old.77 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v799, ptr addrspace(8) %rws87, i32 %off820, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %e823 = add i32 %tid18, 256
  %kl825 = udiv i32 %e823, 32
  %cl827 = urem i32 %e823, 32
  %la829 = shl i32 %e823, 2
  %gep.78 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la829
  %v830 = load float, ptr addrspace(3) %gep.78, align 4
  %kin831 = add i32 %k_blk68, %kl825
  %cin832 = add i32 %c_blk70, %cl827
  %kok834 = icmp ult i32 %kin831, 128
  %cok836 = icmp ult i32 %cin832, 32
  %ok837 = and i1 %kok834, %cok836
  br i1 %ok837, label %if.then.9, label %if.end.9
if.then.9:
  %krow838 = add i32 %kbase735, %kin831
  %kr840 = mul i32 %krow838, 3
  %t_r842 = add i32 %kr840, 0
  %t_s844 = mul i32 %t_r842, 3
  %t_c846 = add i32 %t_s844, 0
  %t_e848 = mul i32 %t_c846, 32
  %el849 = add i32 %t_e848, %cin832
  %off851 = shl i32 %el849, 2
  %old.79 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v830, ptr addrspace(8) %rws87, i32 %off851, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %e854 = add i32 %tid18, 512
  %kl856 = udiv i32 %e854, 32
  %cl858 = urem i32 %e854, 32
  %la860 = shl i32 %e854, 2
  %gep.80 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la860
  %v861 = load float, ptr addrspace(3) %gep.80, align 4
  %kin862 = add i32 %k_blk68, %kl856
  %cin863 = add i32 %c_blk70, %cl858
  %kok865 = icmp ult i32 %kin862, 128
  %cok867 = icmp ult i32 %cin863, 32
  %ok868 = and i1 %kok865, %cok867
  br i1 %ok868, label %if.then.10, label %if.end.10
if.then.10:
  %krow869 = add i32 %kbase735, %kin862
  %kr871 = mul i32 %krow869, 3
  %t_r873 = add i32 %kr871, 0
  %t_s875 = mul i32 %t_r873, 3
  %t_c877 = add i32 %t_s875, 0
  %t_e879 = mul i32 %t_c877, 32
  %el880 = add i32 %t_e879, %cin863
  %off882 = shl i32 %el880, 2
  %old.81 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v861, ptr addrspace(8) %rws87, i32 %off882, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %e885 = add i32 %tid18, 768
  %kl887 = udiv i32 %e885, 32
  %cl889 = urem i32 %e885, 32
  %la891 = shl i32 %e885, 2
  %gep.82 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la891
  %v892 = load float, ptr addrspace(3) %gep.82, align 4
  %kin893 = add i32 %k_blk68, %kl887
  %cin894 = add i32 %c_blk70, %cl889
  %kok896 = icmp ult i32 %kin893, 128
  %cok898 = icmp ult i32 %cin894, 32
  %ok899 = and i1 %kok896, %cok898
  br i1 %ok899, label %if.then.11, label %if.end.11
if.then.11:
  %krow900 = add i32 %kbase735, %kin893
  %kr902 = mul i32 %krow900, 3
  %t_r904 = add i32 %kr902, 0
  %t_s906 = mul i32 %t_r904, 3
  %t_c908 = add i32 %t_s906, 0
  %t_e910 = mul i32 %t_c908, 32
  %el911 = add i32 %t_e910, %cin894
  %off913 = shl i32 %el911, 2
  %old.83 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v892, ptr addrspace(8) %rws87, i32 %off913, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %e916 = add i32 %tid18, 1024
  %kl918 = udiv i32 %e916, 32
  %cl920 = urem i32 %e916, 32
  %la922 = shl i32 %e916, 2
  %gep.84 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la922
  %v923 = load float, ptr addrspace(3) %gep.84, align 4
  %kin924 = add i32 %k_blk68, %kl918
  %cin925 = add i32 %c_blk70, %cl920
  %kok927 = icmp ult i32 %kin924, 128
  %cok929 = icmp ult i32 %cin925, 32
  %ok930 = and i1 %kok927, %cok929
  br i1 %ok930, label %if.then.12, label %if.end.12
if.then.12:
  %krow931 = add i32 %kbase735, %kin924
  %kr933 = mul i32 %krow931, 3
  %t_r935 = add i32 %kr933, 0
  %t_s937 = mul i32 %t_r935, 3
  %t_c939 = add i32 %t_s937, 0
  %t_e941 = mul i32 %t_c939, 32
  %el942 = add i32 %t_e941, %cin925
  %off944 = shl i32 %el942, 2
  %old.85 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v923, ptr addrspace(8) %rws87, i32 %off944, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %e947 = add i32 %tid18, 1280
  %kl949 = udiv i32 %e947, 32
  %cl951 = urem i32 %e947, 32
  %la953 = shl i32 %e947, 2
  %gep.86 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la953
  %v954 = load float, ptr addrspace(3) %gep.86, align 4
  %kin955 = add i32 %k_blk68, %kl949
  %cin956 = add i32 %c_blk70, %cl951
  %kok958 = icmp ult i32 %kin955, 128
  %cok960 = icmp ult i32 %cin956, 32
  %ok961 = and i1 %kok958, %cok960
  br i1 %ok961, label %if.then.13, label %if.end.13
if.then.13:
  %krow962 = add i32 %kbase735, %kin955
  %kr964 = mul i32 %krow962, 3
  %t_r966 = add i32 %kr964, 0
  %t_s968 = mul i32 %t_r966, 3
  %t_c970 = add i32 %t_s968, 0
  %t_e972 = mul i32 %t_c970, 32
  %el973 = add i32 %t_e972, %cin956
  %off975 = shl i32 %el973, 2
  %old.87 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v954, ptr addrspace(8) %rws87, i32 %off975, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %e978 = add i32 %tid18, 1536
  %kl980 = udiv i32 %e978, 32
  %cl982 = urem i32 %e978, 32
  %la984 = shl i32 %e978, 2
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la984
  %v985 = load float, ptr addrspace(3) %gep.88, align 4
  %kin986 = add i32 %k_blk68, %kl980
  %cin987 = add i32 %c_blk70, %cl982
  %kok989 = icmp ult i32 %kin986, 128
  %cok991 = icmp ult i32 %cin987, 32
  %ok992 = and i1 %kok989, %cok991
  br i1 %ok992, label %if.then.14, label %if.end.14
if.then.14:
  %krow993 = add i32 %kbase735, %kin986
  %kr995 = mul i32 %krow993, 3
  %t_r997 = add i32 %kr995, 0
  %t_s999 = mul i32 %t_r997, 3
  %t_c1001 = add i32 %t_s999, 0
  %t_e1003 = mul i32 %t_c1001, 32
  %el1004 = add i32 %t_e1003, %cin987
  %off1006 = shl i32 %el1004, 2
  %old.89 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v985, ptr addrspace(8) %rws87, i32 %off1006, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %e1009 = add i32 %tid18, 1792
  %kl1011 = udiv i32 %e1009, 32
  %cl1013 = urem i32 %e1009, 32
  %la1015 = shl i32 %e1009, 2
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1015
  %v1016 = load float, ptr addrspace(3) %gep.90, align 4
  %kin1017 = add i32 %k_blk68, %kl1011
  %cin1018 = add i32 %c_blk70, %cl1013
  %kok1020 = icmp ult i32 %kin1017, 128
  %cok1022 = icmp ult i32 %cin1018, 32
  %ok1023 = and i1 %kok1020, %cok1022
  br i1 %ok1023, label %if.then.15, label %if.end.15
if.then.15:
  %krow1024 = add i32 %kbase735, %kin1017
  %kr1026 = mul i32 %krow1024, 3
  %t_r1028 = add i32 %kr1026, 0
  %t_s1030 = mul i32 %t_r1028, 3
  %t_c1032 = add i32 %t_s1030, 0
  %t_e1034 = mul i32 %t_c1032, 32
  %el1035 = add i32 %t_e1034, %cin1018
  %off1037 = shl i32 %el1035, 2
  %old.91 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1016, ptr addrspace(8) %rws87, i32 %off1037, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %e1040 = add i32 %tid18, 2048
  %kl1042 = udiv i32 %e1040, 32
  %cl1044 = urem i32 %e1040, 32
  %la1046 = shl i32 %e1040, 2
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1046
  %v1047 = load float, ptr addrspace(3) %gep.92, align 4
  %kin1048 = add i32 %k_blk68, %kl1042
  %cin1049 = add i32 %c_blk70, %cl1044
  %kok1051 = icmp ult i32 %kin1048, 128
  %cok1053 = icmp ult i32 %cin1049, 32
  %ok1054 = and i1 %kok1051, %cok1053
  br i1 %ok1054, label %if.then.16, label %if.end.16
if.then.16:
  %krow1055 = add i32 %kbase735, %kin1048
  %kr1057 = mul i32 %krow1055, 3
  %t_r1059 = add i32 %kr1057, 0
  %t_s1061 = mul i32 %t_r1059, 3
  %t_c1063 = add i32 %t_s1061, 0
  %t_e1065 = mul i32 %t_c1063, 32
  %el1066 = add i32 %t_e1065, %cin1049
  %off1068 = shl i32 %el1066, 2
  %old.93 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1047, ptr addrspace(8) %rws87, i32 %off1068, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %e1071 = add i32 %tid18, 2304
  %kl1073 = udiv i32 %e1071, 32
  %cl1075 = urem i32 %e1071, 32
  %la1077 = shl i32 %e1071, 2
  %gep.94 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1077
  %v1078 = load float, ptr addrspace(3) %gep.94, align 4
  %kin1079 = add i32 %k_blk68, %kl1073
  %cin1080 = add i32 %c_blk70, %cl1075
  %kok1082 = icmp ult i32 %kin1079, 128
  %cok1084 = icmp ult i32 %cin1080, 32
  %ok1085 = and i1 %kok1082, %cok1084
  br i1 %ok1085, label %if.then.17, label %if.end.17
if.then.17:
  %krow1086 = add i32 %kbase735, %kin1079
  %kr1088 = mul i32 %krow1086, 3
  %t_r1090 = add i32 %kr1088, 0
  %t_s1092 = mul i32 %t_r1090, 3
  %t_c1094 = add i32 %t_s1092, 0
  %t_e1096 = mul i32 %t_c1094, 32
  %el1097 = add i32 %t_e1096, %cin1080
  %off1099 = shl i32 %el1097, 2
  %old.95 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1078, ptr addrspace(8) %rws87, i32 %off1099, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %e1102 = add i32 %tid18, 2560
  %kl1104 = udiv i32 %e1102, 32
  %cl1106 = urem i32 %e1102, 32
  %la1108 = shl i32 %e1102, 2
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1108
  %v1109 = load float, ptr addrspace(3) %gep.96, align 4
  %kin1110 = add i32 %k_blk68, %kl1104
  %cin1111 = add i32 %c_blk70, %cl1106
  %kok1113 = icmp ult i32 %kin1110, 128
  %cok1115 = icmp ult i32 %cin1111, 32
  %ok1116 = and i1 %kok1113, %cok1115
  br i1 %ok1116, label %if.then.18, label %if.end.18
if.then.18:
  %krow1117 = add i32 %kbase735, %kin1110
  %kr1119 = mul i32 %krow1117, 3
  %t_r1121 = add i32 %kr1119, 0
  %t_s1123 = mul i32 %t_r1121, 3
  %t_c1125 = add i32 %t_s1123, 0
  %t_e1127 = mul i32 %t_c1125, 32
  %el1128 = add i32 %t_e1127, %cin1111
  %off1130 = shl i32 %el1128, 2
  %old.97 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1109, ptr addrspace(8) %rws87, i32 %off1130, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %e1133 = add i32 %tid18, 2816
  %kl1135 = udiv i32 %e1133, 32
  %cl1137 = urem i32 %e1133, 32
  %la1139 = shl i32 %e1133, 2
  %gep.98 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1139
  %v1140 = load float, ptr addrspace(3) %gep.98, align 4
  %kin1141 = add i32 %k_blk68, %kl1135
  %cin1142 = add i32 %c_blk70, %cl1137
  %kok1144 = icmp ult i32 %kin1141, 128
  %cok1146 = icmp ult i32 %cin1142, 32
  %ok1147 = and i1 %kok1144, %cok1146
  br i1 %ok1147, label %if.then.19, label %if.end.19
if.then.19:
  %krow1148 = add i32 %kbase735, %kin1141
  %kr1150 = mul i32 %krow1148, 3
  %t_r1152 = add i32 %kr1150, 0
  %t_s1154 = mul i32 %t_r1152, 3
  %t_c1156 = add i32 %t_s1154, 0
  %t_e1158 = mul i32 %t_c1156, 32
  %el1159 = add i32 %t_e1158, %cin1142
  %off1161 = shl i32 %el1159, 2
  %old.99 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1140, ptr addrspace(8) %rws87, i32 %off1161, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %e1164 = add i32 %tid18, 3072
  %kl1166 = udiv i32 %e1164, 32
  %cl1168 = urem i32 %e1164, 32
  %la1170 = shl i32 %e1164, 2
  %gep.100 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1170
  %v1171 = load float, ptr addrspace(3) %gep.100, align 4
  %kin1172 = add i32 %k_blk68, %kl1166
  %cin1173 = add i32 %c_blk70, %cl1168
  %kok1175 = icmp ult i32 %kin1172, 128
  %cok1177 = icmp ult i32 %cin1173, 32
  %ok1178 = and i1 %kok1175, %cok1177
  br i1 %ok1178, label %if.then.20, label %if.end.20
if.then.20:
  %krow1179 = add i32 %kbase735, %kin1172
  %kr1181 = mul i32 %krow1179, 3
  %t_r1183 = add i32 %kr1181, 0
  %t_s1185 = mul i32 %t_r1183, 3
  %t_c1187 = add i32 %t_s1185, 0
  %t_e1189 = mul i32 %t_c1187, 32
  %el1190 = add i32 %t_e1189, %cin1173
  %off1192 = shl i32 %el1190, 2
  %old.101 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1171, ptr addrspace(8) %rws87, i32 %off1192, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %e1195 = add i32 %tid18, 3328
  %kl1197 = udiv i32 %e1195, 32
  %cl1199 = urem i32 %e1195, 32
  %la1201 = shl i32 %e1195, 2
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1201
  %v1202 = load float, ptr addrspace(3) %gep.102, align 4
  %kin1203 = add i32 %k_blk68, %kl1197
  %cin1204 = add i32 %c_blk70, %cl1199
  %kok1206 = icmp ult i32 %kin1203, 128
  %cok1208 = icmp ult i32 %cin1204, 32
  %ok1209 = and i1 %kok1206, %cok1208
  br i1 %ok1209, label %if.then.21, label %if.end.21
if.then.21:
  %krow1210 = add i32 %kbase735, %kin1203
  %kr1212 = mul i32 %krow1210, 3
  %t_r1214 = add i32 %kr1212, 0
  %t_s1216 = mul i32 %t_r1214, 3
  %t_c1218 = add i32 %t_s1216, 0
  %t_e1220 = mul i32 %t_c1218, 32
  %el1221 = add i32 %t_e1220, %cin1204
  %off1223 = shl i32 %el1221, 2
  %old.103 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1202, ptr addrspace(8) %rws87, i32 %off1223, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %e1226 = add i32 %tid18, 3584
  %kl1228 = udiv i32 %e1226, 32
  %cl1230 = urem i32 %e1226, 32
  %la1232 = shl i32 %e1226, 2
  %gep.104 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1232
  %v1233 = load float, ptr addrspace(3) %gep.104, align 4
  %kin1234 = add i32 %k_blk68, %kl1228
  %cin1235 = add i32 %c_blk70, %cl1230
  %kok1237 = icmp ult i32 %kin1234, 128
  %cok1239 = icmp ult i32 %cin1235, 32
  %ok1240 = and i1 %kok1237, %cok1239
  br i1 %ok1240, label %if.then.22, label %if.end.22
if.then.22:
  %krow1241 = add i32 %kbase735, %kin1234
  %kr1243 = mul i32 %krow1241, 3
  %t_r1245 = add i32 %kr1243, 0
  %t_s1247 = mul i32 %t_r1245, 3
  %t_c1249 = add i32 %t_s1247, 0
  %t_e1251 = mul i32 %t_c1249, 32
  %el1252 = add i32 %t_e1251, %cin1235
  %off1254 = shl i32 %el1252, 2
  %old.105 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1233, ptr addrspace(8) %rws87, i32 %off1254, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %e1257 = add i32 %tid18, 3840
  %kl1259 = udiv i32 %e1257, 32
  %cl1261 = urem i32 %e1257, 32
  %la1263 = shl i32 %e1257, 2
  %gep.106 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1263
  %v1264 = load float, ptr addrspace(3) %gep.106, align 4
  %kin1265 = add i32 %k_blk68, %kl1259
  %cin1266 = add i32 %c_blk70, %cl1261
  %kok1268 = icmp ult i32 %kin1265, 128
  %cok1270 = icmp ult i32 %cin1266, 32
  %ok1271 = and i1 %kok1268, %cok1270
  br i1 %ok1271, label %if.then.23, label %if.end.23
if.then.23:
  %krow1272 = add i32 %kbase735, %kin1265
  %kr1274 = mul i32 %krow1272, 3
  %t_r1276 = add i32 %kr1274, 0
  %t_s1278 = mul i32 %t_r1276, 3
  %t_c1280 = add i32 %t_s1278, 0
  %t_e1282 = mul i32 %t_c1280, 32
  %el1283 = add i32 %t_e1282, %cin1266
  %off1285 = shl i32 %el1283, 2
  %old.107 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1264, ptr addrspace(8) %rws87, i32 %off1285, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1288 = add i32 %e_lane742, 0
  %v1289 = extractelement <8 x float> %acc128, i32 0
  %gep.108 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1288
  store float %v1289, ptr addrspace(3) %gep.108, align 4
  %e_addr1291 = add i32 %e_lane742, 128
  %v1292 = extractelement <8 x float> %acc128, i32 1
  %gep.109 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1291
  store float %v1292, ptr addrspace(3) %gep.109, align 4
  %e_addr1294 = add i32 %e_lane742, 256
  %v1295 = extractelement <8 x float> %acc128, i32 2
  %gep.110 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1294
  store float %v1295, ptr addrspace(3) %gep.110, align 4
  %e_addr1297 = add i32 %e_lane742, 384
  %v1298 = extractelement <8 x float> %acc128, i32 3
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1297
  store float %v1298, ptr addrspace(3) %gep.111, align 4
  %e_addr1300 = add i32 %e_lane742, 512
  %v1301 = extractelement <8 x float> %acc128, i32 4
  %gep.112 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1300
  store float %v1301, ptr addrspace(3) %gep.112, align 4
  %e_addr1303 = add i32 %e_lane742, 640
  %v1304 = extractelement <8 x float> %acc128, i32 5
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1303
  store float %v1304, ptr addrspace(3) %gep.113, align 4
  %e_addr1306 = add i32 %e_lane742, 768
  %v1307 = extractelement <8 x float> %acc128, i32 6
  %gep.114 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1306
  store float %v1307, ptr addrspace(3) %gep.114, align 4
  %e_addr1309 = add i32 %e_lane742, 896
  %v1310 = extractelement <8 x float> %acc128, i32 7
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1309
  store float %v1310, ptr addrspace(3) %gep.115, align 4
  %e_addr1312 = add i32 %e_lane742, 2048
  %v1313 = extractelement <8 x float> %acc129, i32 0
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1312
  store float %v1313, ptr addrspace(3) %gep.116, align 4
  %e_addr1315 = add i32 %e_lane742, 2176
  %v1316 = extractelement <8 x float> %acc129, i32 1
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1315
  store float %v1316, ptr addrspace(3) %gep.117, align 4
  %e_addr1318 = add i32 %e_lane742, 2304
  %v1319 = extractelement <8 x float> %acc129, i32 2
  %gep.118 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1318
  store float %v1319, ptr addrspace(3) %gep.118, align 4
  %e_addr1321 = add i32 %e_lane742, 2432
  %v1322 = extractelement <8 x float> %acc129, i32 3
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1321
  store float %v1322, ptr addrspace(3) %gep.119, align 4
  %e_addr1324 = add i32 %e_lane742, 2560
  %v1325 = extractelement <8 x float> %acc129, i32 4
  %gep.120 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1324
  store float %v1325, ptr addrspace(3) %gep.120, align 4
  %e_addr1327 = add i32 %e_lane742, 2688
  %v1328 = extractelement <8 x float> %acc129, i32 5
  %gep.121 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1327
  store float %v1328, ptr addrspace(3) %gep.121, align 4
  %e_addr1330 = add i32 %e_lane742, 2816
  %v1331 = extractelement <8 x float> %acc129, i32 6
  %gep.122 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1330
  store float %v1331, ptr addrspace(3) %gep.122, align 4
  %e_addr1333 = add i32 %e_lane742, 2944
  %v1334 = extractelement <8 x float> %acc129, i32 7
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1333
  store float %v1334, ptr addrspace(3) %gep.123, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1336 = add i32 %tid18, 0
  %kl1338 = udiv i32 %e1336, 32
  %cl1340 = urem i32 %e1336, 32
  %la1342 = shl i32 %e1336, 2
  %gep.124 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1342
  %v1343 = load float, ptr addrspace(3) %gep.124, align 4
  %kin1344 = add i32 %k_blk68, %kl1338
  %cin1345 = add i32 %c_blk70, %cl1340
  %kok1347 = icmp ult i32 %kin1344, 128
  %cok1349 = icmp ult i32 %cin1345, 32
  %ok1350 = and i1 %kok1347, %cok1349
  br i1 %ok1350, label %if.then.24, label %if.end.24
if.then.24:
  %krow1351 = add i32 %kbase735, %kin1344
  %kr1353 = mul i32 %krow1351, 3
  %t_r1355 = add i32 %kr1353, 0
  %t_s1357 = mul i32 %t_r1355, 3
  %t_c1359 = add i32 %t_s1357, 1
  %t_e1361 = mul i32 %t_c1359, 32
  %el1362 = add i32 %t_e1361, %cin1345
  %off1364 = shl i32 %el1362, 2
  %old.125 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1343, ptr addrspace(8) %rws87, i32 %off1364, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %e1367 = add i32 %tid18, 256
  %kl1369 = udiv i32 %e1367, 32
  %cl1371 = urem i32 %e1367, 32
  %la1373 = shl i32 %e1367, 2
  %gep.126 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1373
  %v1374 = load float, ptr addrspace(3) %gep.126, align 4
  %kin1375 = add i32 %k_blk68, %kl1369
  %cin1376 = add i32 %c_blk70, %cl1371
  %kok1378 = icmp ult i32 %kin1375, 128
  %cok1380 = icmp ult i32 %cin1376, 32
  %ok1381 = and i1 %kok1378, %cok1380
  br i1 %ok1381, label %if.then.25, label %if.end.25
if.then.25:
  %krow1382 = add i32 %kbase735, %kin1375
  %kr1384 = mul i32 %krow1382, 3
  %t_r1386 = add i32 %kr1384, 0
  %t_s1388 = mul i32 %t_r1386, 3
  %t_c1390 = add i32 %t_s1388, 1
  %t_e1392 = mul i32 %t_c1390, 32
  %el1393 = add i32 %t_e1392, %cin1376
  %off1395 = shl i32 %el1393, 2
  %old.127 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1374, ptr addrspace(8) %rws87, i32 %off1395, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %e1398 = add i32 %tid18, 512
  %kl1400 = udiv i32 %e1398, 32
  %cl1402 = urem i32 %e1398, 32
  %la1404 = shl i32 %e1398, 2
  %gep.128 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1404
  %v1405 = load float, ptr addrspace(3) %gep.128, align 4
  %kin1406 = add i32 %k_blk68, %kl1400
  %cin1407 = add i32 %c_blk70, %cl1402
  %kok1409 = icmp ult i32 %kin1406, 128
  %cok1411 = icmp ult i32 %cin1407, 32
  %ok1412 = and i1 %kok1409, %cok1411
  br i1 %ok1412, label %if.then.26, label %if.end.26
if.then.26:
  %krow1413 = add i32 %kbase735, %kin1406
  %kr1415 = mul i32 %krow1413, 3
  %t_r1417 = add i32 %kr1415, 0
  %t_s1419 = mul i32 %t_r1417, 3
  %t_c1421 = add i32 %t_s1419, 1
  %t_e1423 = mul i32 %t_c1421, 32
  %el1424 = add i32 %t_e1423, %cin1407
  %off1426 = shl i32 %el1424, 2
  %old.129 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1405, ptr addrspace(8) %rws87, i32 %off1426, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %e1429 = add i32 %tid18, 768
  %kl1431 = udiv i32 %e1429, 32
  %cl1433 = urem i32 %e1429, 32
  %la1435 = shl i32 %e1429, 2
  %gep.130 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1435
  %v1436 = load float, ptr addrspace(3) %gep.130, align 4
  %kin1437 = add i32 %k_blk68, %kl1431
  %cin1438 = add i32 %c_blk70, %cl1433
  %kok1440 = icmp ult i32 %kin1437, 128
  %cok1442 = icmp ult i32 %cin1438, 32
  %ok1443 = and i1 %kok1440, %cok1442
  br i1 %ok1443, label %if.then.27, label %if.end.27
if.then.27:
  %krow1444 = add i32 %kbase735, %kin1437
  %kr1446 = mul i32 %krow1444, 3
  %t_r1448 = add i32 %kr1446, 0
  %t_s1450 = mul i32 %t_r1448, 3
  %t_c1452 = add i32 %t_s1450, 1
  %t_e1454 = mul i32 %t_c1452, 32
  %el1455 = add i32 %t_e1454, %cin1438
  %off1457 = shl i32 %el1455, 2
  %old.131 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1436, ptr addrspace(8) %rws87, i32 %off1457, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %e1460 = add i32 %tid18, 1024
  %kl1462 = udiv i32 %e1460, 32
  %cl1464 = urem i32 %e1460, 32
  %la1466 = shl i32 %e1460, 2
  %gep.132 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1466
  %v1467 = load float, ptr addrspace(3) %gep.132, align 4
  %kin1468 = add i32 %k_blk68, %kl1462
  %cin1469 = add i32 %c_blk70, %cl1464
  %kok1471 = icmp ult i32 %kin1468, 128
  %cok1473 = icmp ult i32 %cin1469, 32
  %ok1474 = and i1 %kok1471, %cok1473
  br i1 %ok1474, label %if.then.28, label %if.end.28
if.then.28:
  %krow1475 = add i32 %kbase735, %kin1468
  %kr1477 = mul i32 %krow1475, 3
  %t_r1479 = add i32 %kr1477, 0
  %t_s1481 = mul i32 %t_r1479, 3
  %t_c1483 = add i32 %t_s1481, 1
  %t_e1485 = mul i32 %t_c1483, 32
  %el1486 = add i32 %t_e1485, %cin1469
  %off1488 = shl i32 %el1486, 2
  %old.133 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1467, ptr addrspace(8) %rws87, i32 %off1488, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %e1491 = add i32 %tid18, 1280
  %kl1493 = udiv i32 %e1491, 32
  %cl1495 = urem i32 %e1491, 32
  %la1497 = shl i32 %e1491, 2
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1497
  %v1498 = load float, ptr addrspace(3) %gep.134, align 4
  %kin1499 = add i32 %k_blk68, %kl1493
  %cin1500 = add i32 %c_blk70, %cl1495
  %kok1502 = icmp ult i32 %kin1499, 128
  %cok1504 = icmp ult i32 %cin1500, 32
  %ok1505 = and i1 %kok1502, %cok1504
  br i1 %ok1505, label %if.then.29, label %if.end.29
if.then.29:
  %krow1506 = add i32 %kbase735, %kin1499
  %kr1508 = mul i32 %krow1506, 3
  %t_r1510 = add i32 %kr1508, 0
  %t_s1512 = mul i32 %t_r1510, 3
  %t_c1514 = add i32 %t_s1512, 1
  %t_e1516 = mul i32 %t_c1514, 32
  %el1517 = add i32 %t_e1516, %cin1500
  %off1519 = shl i32 %el1517, 2
  %old.135 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1498, ptr addrspace(8) %rws87, i32 %off1519, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %e1522 = add i32 %tid18, 1536
  %kl1524 = udiv i32 %e1522, 32
  %cl1526 = urem i32 %e1522, 32
  %la1528 = shl i32 %e1522, 2
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1528
  %v1529 = load float, ptr addrspace(3) %gep.136, align 4
  %kin1530 = add i32 %k_blk68, %kl1524
  %cin1531 = add i32 %c_blk70, %cl1526
  %kok1533 = icmp ult i32 %kin1530, 128
  %cok1535 = icmp ult i32 %cin1531, 32
  %ok1536 = and i1 %kok1533, %cok1535
  br i1 %ok1536, label %if.then.30, label %if.end.30
if.then.30:
  %krow1537 = add i32 %kbase735, %kin1530
  %kr1539 = mul i32 %krow1537, 3
  %t_r1541 = add i32 %kr1539, 0
  %t_s1543 = mul i32 %t_r1541, 3
  %t_c1545 = add i32 %t_s1543, 1
  %t_e1547 = mul i32 %t_c1545, 32
  %el1548 = add i32 %t_e1547, %cin1531
  %off1550 = shl i32 %el1548, 2
  %old.137 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1529, ptr addrspace(8) %rws87, i32 %off1550, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %e1553 = add i32 %tid18, 1792
  %kl1555 = udiv i32 %e1553, 32
  %cl1557 = urem i32 %e1553, 32
  %la1559 = shl i32 %e1553, 2
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1559
  %v1560 = load float, ptr addrspace(3) %gep.138, align 4
  %kin1561 = add i32 %k_blk68, %kl1555
  %cin1562 = add i32 %c_blk70, %cl1557
  %kok1564 = icmp ult i32 %kin1561, 128
  %cok1566 = icmp ult i32 %cin1562, 32
  %ok1567 = and i1 %kok1564, %cok1566
  br i1 %ok1567, label %if.then.31, label %if.end.31
if.then.31:
  %krow1568 = add i32 %kbase735, %kin1561
  %kr1570 = mul i32 %krow1568, 3
  %t_r1572 = add i32 %kr1570, 0
  %t_s1574 = mul i32 %t_r1572, 3
  %t_c1576 = add i32 %t_s1574, 1
  %t_e1578 = mul i32 %t_c1576, 32
  %el1579 = add i32 %t_e1578, %cin1562
  %off1581 = shl i32 %el1579, 2
  %old.139 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1560, ptr addrspace(8) %rws87, i32 %off1581, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %e1584 = add i32 %tid18, 2048
  %kl1586 = udiv i32 %e1584, 32
  %cl1588 = urem i32 %e1584, 32
  %la1590 = shl i32 %e1584, 2
  %gep.140 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1590
  %v1591 = load float, ptr addrspace(3) %gep.140, align 4
  %kin1592 = add i32 %k_blk68, %kl1586
  %cin1593 = add i32 %c_blk70, %cl1588
  %kok1595 = icmp ult i32 %kin1592, 128
  %cok1597 = icmp ult i32 %cin1593, 32
  %ok1598 = and i1 %kok1595, %cok1597
  br i1 %ok1598, label %if.then.32, label %if.end.32
if.then.32:
  %krow1599 = add i32 %kbase735, %kin1592
  %kr1601 = mul i32 %krow1599, 3
  %t_r1603 = add i32 %kr1601, 0
  %t_s1605 = mul i32 %t_r1603, 3
  %t_c1607 = add i32 %t_s1605, 1
  %t_e1609 = mul i32 %t_c1607, 32
  %el1610 = add i32 %t_e1609, %cin1593
  %off1612 = shl i32 %el1610, 2
  %old.141 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1591, ptr addrspace(8) %rws87, i32 %off1612, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %e1615 = add i32 %tid18, 2304
  %kl1617 = udiv i32 %e1615, 32
  %cl1619 = urem i32 %e1615, 32
  %la1621 = shl i32 %e1615, 2
  %gep.142 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1621
  %v1622 = load float, ptr addrspace(3) %gep.142, align 4
  %kin1623 = add i32 %k_blk68, %kl1617
  %cin1624 = add i32 %c_blk70, %cl1619
  %kok1626 = icmp ult i32 %kin1623, 128
  %cok1628 = icmp ult i32 %cin1624, 32
  %ok1629 = and i1 %kok1626, %cok1628
  br i1 %ok1629, label %if.then.33, label %if.end.33
if.then.33:
  %krow1630 = add i32 %kbase735, %kin1623
  %kr1632 = mul i32 %krow1630, 3
  %t_r1634 = add i32 %kr1632, 0
  %t_s1636 = mul i32 %t_r1634, 3
  %t_c1638 = add i32 %t_s1636, 1
  %t_e1640 = mul i32 %t_c1638, 32
  %el1641 = add i32 %t_e1640, %cin1624
  %off1643 = shl i32 %el1641, 2
  %old.143 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1622, ptr addrspace(8) %rws87, i32 %off1643, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %e1646 = add i32 %tid18, 2560
  %kl1648 = udiv i32 %e1646, 32
  %cl1650 = urem i32 %e1646, 32
  %la1652 = shl i32 %e1646, 2
  %gep.144 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1652
  %v1653 = load float, ptr addrspace(3) %gep.144, align 4
  %kin1654 = add i32 %k_blk68, %kl1648
  %cin1655 = add i32 %c_blk70, %cl1650
  %kok1657 = icmp ult i32 %kin1654, 128
  %cok1659 = icmp ult i32 %cin1655, 32
  %ok1660 = and i1 %kok1657, %cok1659
  br i1 %ok1660, label %if.then.34, label %if.end.34
if.then.34:
  %krow1661 = add i32 %kbase735, %kin1654
  %kr1663 = mul i32 %krow1661, 3
  %t_r1665 = add i32 %kr1663, 0
  %t_s1667 = mul i32 %t_r1665, 3
  %t_c1669 = add i32 %t_s1667, 1
  %t_e1671 = mul i32 %t_c1669, 32
  %el1672 = add i32 %t_e1671, %cin1655
  %off1674 = shl i32 %el1672, 2
  %old.145 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1653, ptr addrspace(8) %rws87, i32 %off1674, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  %e1677 = add i32 %tid18, 2816
  %kl1679 = udiv i32 %e1677, 32
  %cl1681 = urem i32 %e1677, 32
  %la1683 = shl i32 %e1677, 2
  %gep.146 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1683
  %v1684 = load float, ptr addrspace(3) %gep.146, align 4
  %kin1685 = add i32 %k_blk68, %kl1679
  %cin1686 = add i32 %c_blk70, %cl1681
  %kok1688 = icmp ult i32 %kin1685, 128
  %cok1690 = icmp ult i32 %cin1686, 32
  %ok1691 = and i1 %kok1688, %cok1690
  br i1 %ok1691, label %if.then.35, label %if.end.35
if.then.35:
  %krow1692 = add i32 %kbase735, %kin1685
  %kr1694 = mul i32 %krow1692, 3
  %t_r1696 = add i32 %kr1694, 0
  %t_s1698 = mul i32 %t_r1696, 3
  %t_c1700 = add i32 %t_s1698, 1
  %t_e1702 = mul i32 %t_c1700, 32
  %el1703 = add i32 %t_e1702, %cin1686
  %off1705 = shl i32 %el1703, 2
  %old.147 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1684, ptr addrspace(8) %rws87, i32 %off1705, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  %e1708 = add i32 %tid18, 3072
  %kl1710 = udiv i32 %e1708, 32
  %cl1712 = urem i32 %e1708, 32
  %la1714 = shl i32 %e1708, 2
  %gep.148 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1714
  %v1715 = load float, ptr addrspace(3) %gep.148, align 4
  %kin1716 = add i32 %k_blk68, %kl1710
  %cin1717 = add i32 %c_blk70, %cl1712
  %kok1719 = icmp ult i32 %kin1716, 128
  %cok1721 = icmp ult i32 %cin1717, 32
  %ok1722 = and i1 %kok1719, %cok1721
  br i1 %ok1722, label %if.then.36, label %if.end.36
if.then.36:
  %krow1723 = add i32 %kbase735, %kin1716
  %kr1725 = mul i32 %krow1723, 3
  %t_r1727 = add i32 %kr1725, 0
  %t_s1729 = mul i32 %t_r1727, 3
  %t_c1731 = add i32 %t_s1729, 1
  %t_e1733 = mul i32 %t_c1731, 32
  %el1734 = add i32 %t_e1733, %cin1717
  %off1736 = shl i32 %el1734, 2
  %old.149 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1715, ptr addrspace(8) %rws87, i32 %off1736, i32 0, i32 20)
  br label %if.end.36
if.end.36:
  %e1739 = add i32 %tid18, 3328
  %kl1741 = udiv i32 %e1739, 32
  %cl1743 = urem i32 %e1739, 32
  %la1745 = shl i32 %e1739, 2
  %gep.150 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1745
  %v1746 = load float, ptr addrspace(3) %gep.150, align 4
  %kin1747 = add i32 %k_blk68, %kl1741
  %cin1748 = add i32 %c_blk70, %cl1743
  %kok1750 = icmp ult i32 %kin1747, 128
  %cok1752 = icmp ult i32 %cin1748, 32
  %ok1753 = and i1 %kok1750, %cok1752
  br i1 %ok1753, label %if.then.37, label %if.end.37
if.then.37:
  %krow1754 = add i32 %kbase735, %kin1747
  %kr1756 = mul i32 %krow1754, 3
  %t_r1758 = add i32 %kr1756, 0
  %t_s1760 = mul i32 %t_r1758, 3
  %t_c1762 = add i32 %t_s1760, 1
  %t_e1764 = mul i32 %t_c1762, 32
  %el1765 = add i32 %t_e1764, %cin1748
  %off1767 = shl i32 %el1765, 2
  %old.151 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1746, ptr addrspace(8) %rws87, i32 %off1767, i32 0, i32 20)
  br label %if.end.37
if.end.37:
  %e1770 = add i32 %tid18, 3584
  %kl1772 = udiv i32 %e1770, 32
  %cl1774 = urem i32 %e1770, 32
  %la1776 = shl i32 %e1770, 2
  %gep.152 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1776
  %v1777 = load float, ptr addrspace(3) %gep.152, align 4
  %kin1778 = add i32 %k_blk68, %kl1772
  %cin1779 = add i32 %c_blk70, %cl1774
  %kok1781 = icmp ult i32 %kin1778, 128
  %cok1783 = icmp ult i32 %cin1779, 32
  %ok1784 = and i1 %kok1781, %cok1783
  br i1 %ok1784, label %if.then.38, label %if.end.38
if.then.38:
  %krow1785 = add i32 %kbase735, %kin1778
  %kr1787 = mul i32 %krow1785, 3
  %t_r1789 = add i32 %kr1787, 0
  %t_s1791 = mul i32 %t_r1789, 3
  %t_c1793 = add i32 %t_s1791, 1
  %t_e1795 = mul i32 %t_c1793, 32
  %el1796 = add i32 %t_e1795, %cin1779
  %off1798 = shl i32 %el1796, 2
  %old.153 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1777, ptr addrspace(8) %rws87, i32 %off1798, i32 0, i32 20)
  br label %if.end.38
if.end.38:
  %e1801 = add i32 %tid18, 3840
  %kl1803 = udiv i32 %e1801, 32
  %cl1805 = urem i32 %e1801, 32
  %la1807 = shl i32 %e1801, 2
  %gep.154 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1807
  %v1808 = load float, ptr addrspace(3) %gep.154, align 4
  %kin1809 = add i32 %k_blk68, %kl1803
  %cin1810 = add i32 %c_blk70, %cl1805
  %kok1812 = icmp ult i32 %kin1809, 128
  %cok1814 = icmp ult i32 %cin1810, 32
  %ok1815 = and i1 %kok1812, %cok1814
  br i1 %ok1815, label %if.then.39, label %if.end.39
if.then.39:
  %krow1816 = add i32 %kbase735, %kin1809
  %kr1818 = mul i32 %krow1816, 3
  %t_r1820 = add i32 %kr1818, 0
  %t_s1822 = mul i32 %t_r1820, 3
  %t_c1824 = add i32 %t_s1822, 1
  %t_e1826 = mul i32 %t_c1824, 32
  %el1827 = add i32 %t_e1826, %cin1810
  %off1829 = shl i32 %el1827, 2
  %old.155 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1808, ptr addrspace(8) %rws87, i32 %off1829, i32 0, i32 20)
  br label %if.end.39
if.end.39:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1832 = add i32 %e_lane742, 0
  %v1833 = extractelement <8 x float> %acc130, i32 0
  %gep.156 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1832
  store float %v1833, ptr addrspace(3) %gep.156, align 4
  %e_addr1835 = add i32 %e_lane742, 128
  %v1836 = extractelement <8 x float> %acc130, i32 1
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1835
  store float %v1836, ptr addrspace(3) %gep.157, align 4
  %e_addr1838 = add i32 %e_lane742, 256
  %v1839 = extractelement <8 x float> %acc130, i32 2
  %gep.158 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1838
  store float %v1839, ptr addrspace(3) %gep.158, align 4
  %e_addr1841 = add i32 %e_lane742, 384
  %v1842 = extractelement <8 x float> %acc130, i32 3
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1841
  store float %v1842, ptr addrspace(3) %gep.159, align 4
  %e_addr1844 = add i32 %e_lane742, 512
  %v1845 = extractelement <8 x float> %acc130, i32 4
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1844
  store float %v1845, ptr addrspace(3) %gep.160, align 4
  %e_addr1847 = add i32 %e_lane742, 640
  %v1848 = extractelement <8 x float> %acc130, i32 5
  %gep.161 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1847
  store float %v1848, ptr addrspace(3) %gep.161, align 4
  %e_addr1850 = add i32 %e_lane742, 768
  %v1851 = extractelement <8 x float> %acc130, i32 6
  %gep.162 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1850
  store float %v1851, ptr addrspace(3) %gep.162, align 4
  %e_addr1853 = add i32 %e_lane742, 896
  %v1854 = extractelement <8 x float> %acc130, i32 7
  %gep.163 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1853
  store float %v1854, ptr addrspace(3) %gep.163, align 4
  %e_addr1856 = add i32 %e_lane742, 2048
  %v1857 = extractelement <8 x float> %acc131, i32 0
  %gep.164 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1856
  store float %v1857, ptr addrspace(3) %gep.164, align 4
  %e_addr1859 = add i32 %e_lane742, 2176
  %v1860 = extractelement <8 x float> %acc131, i32 1
  %gep.165 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1859
  store float %v1860, ptr addrspace(3) %gep.165, align 4
  %e_addr1862 = add i32 %e_lane742, 2304
  %v1863 = extractelement <8 x float> %acc131, i32 2
  %gep.166 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1862
  store float %v1863, ptr addrspace(3) %gep.166, align 4
  %e_addr1865 = add i32 %e_lane742, 2432
  %v1866 = extractelement <8 x float> %acc131, i32 3
  %gep.167 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1865
  store float %v1866, ptr addrspace(3) %gep.167, align 4
  %e_addr1868 = add i32 %e_lane742, 2560
  %v1869 = extractelement <8 x float> %acc131, i32 4
  %gep.168 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1868
  store float %v1869, ptr addrspace(3) %gep.168, align 4
  %e_addr1871 = add i32 %e_lane742, 2688
  %v1872 = extractelement <8 x float> %acc131, i32 5
  %gep.169 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1871
  store float %v1872, ptr addrspace(3) %gep.169, align 4
  %e_addr1874 = add i32 %e_lane742, 2816
  %v1875 = extractelement <8 x float> %acc131, i32 6
  %gep.170 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1874
  store float %v1875, ptr addrspace(3) %gep.170, align 4
  %e_addr1877 = add i32 %e_lane742, 2944
  %v1878 = extractelement <8 x float> %acc131, i32 7
  %gep.171 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr1877
  store float %v1878, ptr addrspace(3) %gep.171, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1880 = add i32 %tid18, 0
  %kl1882 = udiv i32 %e1880, 32
  %cl1884 = urem i32 %e1880, 32
  %la1886 = shl i32 %e1880, 2
  %gep.172 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1886
  %v1887 = load float, ptr addrspace(3) %gep.172, align 4
  %kin1888 = add i32 %k_blk68, %kl1882
  %cin1889 = add i32 %c_blk70, %cl1884
  %kok1891 = icmp ult i32 %kin1888, 128
  %cok1893 = icmp ult i32 %cin1889, 32
  %ok1894 = and i1 %kok1891, %cok1893
  br i1 %ok1894, label %if.then.40, label %if.end.40
if.then.40:
  %krow1895 = add i32 %kbase735, %kin1888
  %kr1897 = mul i32 %krow1895, 3
  %t_r1899 = add i32 %kr1897, 0
  %t_s1901 = mul i32 %t_r1899, 3
  %t_c1903 = add i32 %t_s1901, 2
  %t_e1905 = mul i32 %t_c1903, 32
  %el1906 = add i32 %t_e1905, %cin1889
  %off1908 = shl i32 %el1906, 2
  %old.173 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1887, ptr addrspace(8) %rws87, i32 %off1908, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %e1911 = add i32 %tid18, 256
  %kl1913 = udiv i32 %e1911, 32
  %cl1915 = urem i32 %e1911, 32
  %la1917 = shl i32 %e1911, 2
  %gep.174 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1917
  %v1918 = load float, ptr addrspace(3) %gep.174, align 4
  %kin1919 = add i32 %k_blk68, %kl1913
  %cin1920 = add i32 %c_blk70, %cl1915
  %kok1922 = icmp ult i32 %kin1919, 128
  %cok1924 = icmp ult i32 %cin1920, 32
  %ok1925 = and i1 %kok1922, %cok1924
  br i1 %ok1925, label %if.then.41, label %if.end.41
if.then.41:
  %krow1926 = add i32 %kbase735, %kin1919
  %kr1928 = mul i32 %krow1926, 3
  %t_r1930 = add i32 %kr1928, 0
  %t_s1932 = mul i32 %t_r1930, 3
  %t_c1934 = add i32 %t_s1932, 2
  %t_e1936 = mul i32 %t_c1934, 32
  %el1937 = add i32 %t_e1936, %cin1920
  %off1939 = shl i32 %el1937, 2
  %old.175 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1918, ptr addrspace(8) %rws87, i32 %off1939, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %e1942 = add i32 %tid18, 512
  %kl1944 = udiv i32 %e1942, 32
  %cl1946 = urem i32 %e1942, 32
  %la1948 = shl i32 %e1942, 2
  %gep.176 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1948
  %v1949 = load float, ptr addrspace(3) %gep.176, align 4
  %kin1950 = add i32 %k_blk68, %kl1944
  %cin1951 = add i32 %c_blk70, %cl1946
  %kok1953 = icmp ult i32 %kin1950, 128
  %cok1955 = icmp ult i32 %cin1951, 32
  %ok1956 = and i1 %kok1953, %cok1955
  br i1 %ok1956, label %if.then.42, label %if.end.42
if.then.42:
  %krow1957 = add i32 %kbase735, %kin1950
  %kr1959 = mul i32 %krow1957, 3
  %t_r1961 = add i32 %kr1959, 0
  %t_s1963 = mul i32 %t_r1961, 3
  %t_c1965 = add i32 %t_s1963, 2
  %t_e1967 = mul i32 %t_c1965, 32
  %el1968 = add i32 %t_e1967, %cin1951
  %off1970 = shl i32 %el1968, 2
  %old.177 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1949, ptr addrspace(8) %rws87, i32 %off1970, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  %e1973 = add i32 %tid18, 768
  %kl1975 = udiv i32 %e1973, 32
  %cl1977 = urem i32 %e1973, 32
  %la1979 = shl i32 %e1973, 2
  %gep.178 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la1979
  %v1980 = load float, ptr addrspace(3) %gep.178, align 4
  %kin1981 = add i32 %k_blk68, %kl1975
  %cin1982 = add i32 %c_blk70, %cl1977
  %kok1984 = icmp ult i32 %kin1981, 128
  %cok1986 = icmp ult i32 %cin1982, 32
  %ok1987 = and i1 %kok1984, %cok1986
  br i1 %ok1987, label %if.then.43, label %if.end.43
if.then.43:
  %krow1988 = add i32 %kbase735, %kin1981
  %kr1990 = mul i32 %krow1988, 3
  %t_r1992 = add i32 %kr1990, 0
  %t_s1994 = mul i32 %t_r1992, 3
  %t_c1996 = add i32 %t_s1994, 2
  %t_e1998 = mul i32 %t_c1996, 32
  %el1999 = add i32 %t_e1998, %cin1982
  %off2001 = shl i32 %el1999, 2
  %old.179 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1980, ptr addrspace(8) %rws87, i32 %off2001, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %e2004 = add i32 %tid18, 1024
  %kl2006 = udiv i32 %e2004, 32
  %cl2008 = urem i32 %e2004, 32
  %la2010 = shl i32 %e2004, 2
  %gep.180 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2010
  %v2011 = load float, ptr addrspace(3) %gep.180, align 4
  %kin2012 = add i32 %k_blk68, %kl2006
  %cin2013 = add i32 %c_blk70, %cl2008
  %kok2015 = icmp ult i32 %kin2012, 128
  %cok2017 = icmp ult i32 %cin2013, 32
  %ok2018 = and i1 %kok2015, %cok2017
  br i1 %ok2018, label %if.then.44, label %if.end.44
if.then.44:
  %krow2019 = add i32 %kbase735, %kin2012
  %kr2021 = mul i32 %krow2019, 3
  %t_r2023 = add i32 %kr2021, 0
  %t_s2025 = mul i32 %t_r2023, 3
  %t_c2027 = add i32 %t_s2025, 2
  %t_e2029 = mul i32 %t_c2027, 32
  %el2030 = add i32 %t_e2029, %cin2013
  %off2032 = shl i32 %el2030, 2
  %old.181 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2011, ptr addrspace(8) %rws87, i32 %off2032, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %e2035 = add i32 %tid18, 1280
  %kl2037 = udiv i32 %e2035, 32
  %cl2039 = urem i32 %e2035, 32
  %la2041 = shl i32 %e2035, 2
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2041
  %v2042 = load float, ptr addrspace(3) %gep.182, align 4
  %kin2043 = add i32 %k_blk68, %kl2037
  %cin2044 = add i32 %c_blk70, %cl2039
  %kok2046 = icmp ult i32 %kin2043, 128
  %cok2048 = icmp ult i32 %cin2044, 32
  %ok2049 = and i1 %kok2046, %cok2048
  br i1 %ok2049, label %if.then.45, label %if.end.45
if.then.45:
  %krow2050 = add i32 %kbase735, %kin2043
  %kr2052 = mul i32 %krow2050, 3
  %t_r2054 = add i32 %kr2052, 0
  %t_s2056 = mul i32 %t_r2054, 3
  %t_c2058 = add i32 %t_s2056, 2
  %t_e2060 = mul i32 %t_c2058, 32
  %el2061 = add i32 %t_e2060, %cin2044
  %off2063 = shl i32 %el2061, 2
  %old.183 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2042, ptr addrspace(8) %rws87, i32 %off2063, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %e2066 = add i32 %tid18, 1536
  %kl2068 = udiv i32 %e2066, 32
  %cl2070 = urem i32 %e2066, 32
  %la2072 = shl i32 %e2066, 2
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2072
  %v2073 = load float, ptr addrspace(3) %gep.184, align 4
  %kin2074 = add i32 %k_blk68, %kl2068
  %cin2075 = add i32 %c_blk70, %cl2070
  %kok2077 = icmp ult i32 %kin2074, 128
  %cok2079 = icmp ult i32 %cin2075, 32
  %ok2080 = and i1 %kok2077, %cok2079
  br i1 %ok2080, label %if.then.46, label %if.end.46
if.then.46:
  %krow2081 = add i32 %kbase735, %kin2074
  %kr2083 = mul i32 %krow2081, 3
  %t_r2085 = add i32 %kr2083, 0
  %t_s2087 = mul i32 %t_r2085, 3
  %t_c2089 = add i32 %t_s2087, 2
  %t_e2091 = mul i32 %t_c2089, 32
  %el2092 = add i32 %t_e2091, %cin2075
  %off2094 = shl i32 %el2092, 2
  %old.185 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2073, ptr addrspace(8) %rws87, i32 %off2094, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %e2097 = add i32 %tid18, 1792
  %kl2099 = udiv i32 %e2097, 32
  %cl2101 = urem i32 %e2097, 32
  %la2103 = shl i32 %e2097, 2
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2103
  %v2104 = load float, ptr addrspace(3) %gep.186, align 4
  %kin2105 = add i32 %k_blk68, %kl2099
  %cin2106 = add i32 %c_blk70, %cl2101
  %kok2108 = icmp ult i32 %kin2105, 128
  %cok2110 = icmp ult i32 %cin2106, 32
  %ok2111 = and i1 %kok2108, %cok2110
  br i1 %ok2111, label %if.then.47, label %if.end.47
if.then.47:
  %krow2112 = add i32 %kbase735, %kin2105
  %kr2114 = mul i32 %krow2112, 3
  %t_r2116 = add i32 %kr2114, 0
  %t_s2118 = mul i32 %t_r2116, 3
  %t_c2120 = add i32 %t_s2118, 2
  %t_e2122 = mul i32 %t_c2120, 32
  %el2123 = add i32 %t_e2122, %cin2106
  %off2125 = shl i32 %el2123, 2
  %old.187 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2104, ptr addrspace(8) %rws87, i32 %off2125, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  %e2128 = add i32 %tid18, 2048
  %kl2130 = udiv i32 %e2128, 32
  %cl2132 = urem i32 %e2128, 32
  %la2134 = shl i32 %e2128, 2
  %gep.188 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2134
  %v2135 = load float, ptr addrspace(3) %gep.188, align 4
  %kin2136 = add i32 %k_blk68, %kl2130
  %cin2137 = add i32 %c_blk70, %cl2132
  %kok2139 = icmp ult i32 %kin2136, 128
  %cok2141 = icmp ult i32 %cin2137, 32
  %ok2142 = and i1 %kok2139, %cok2141
  br i1 %ok2142, label %if.then.48, label %if.end.48
if.then.48:
  %krow2143 = add i32 %kbase735, %kin2136
  %kr2145 = mul i32 %krow2143, 3
  %t_r2147 = add i32 %kr2145, 0
  %t_s2149 = mul i32 %t_r2147, 3
  %t_c2151 = add i32 %t_s2149, 2
  %t_e2153 = mul i32 %t_c2151, 32
  %el2154 = add i32 %t_e2153, %cin2137
  %off2156 = shl i32 %el2154, 2
  %old.189 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2135, ptr addrspace(8) %rws87, i32 %off2156, i32 0, i32 20)
  br label %if.end.48
if.end.48:
  %e2159 = add i32 %tid18, 2304
  %kl2161 = udiv i32 %e2159, 32
  %cl2163 = urem i32 %e2159, 32
  %la2165 = shl i32 %e2159, 2
  %gep.190 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2165
  %v2166 = load float, ptr addrspace(3) %gep.190, align 4
  %kin2167 = add i32 %k_blk68, %kl2161
  %cin2168 = add i32 %c_blk70, %cl2163
  %kok2170 = icmp ult i32 %kin2167, 128
  %cok2172 = icmp ult i32 %cin2168, 32
  %ok2173 = and i1 %kok2170, %cok2172
  br i1 %ok2173, label %if.then.49, label %if.end.49
if.then.49:
  %krow2174 = add i32 %kbase735, %kin2167
  %kr2176 = mul i32 %krow2174, 3
  %t_r2178 = add i32 %kr2176, 0
  %t_s2180 = mul i32 %t_r2178, 3
  %t_c2182 = add i32 %t_s2180, 2
  %t_e2184 = mul i32 %t_c2182, 32
  %el2185 = add i32 %t_e2184, %cin2168
  %off2187 = shl i32 %el2185, 2
  %old.191 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2166, ptr addrspace(8) %rws87, i32 %off2187, i32 0, i32 20)
  br label %if.end.49
if.end.49:
  %e2190 = add i32 %tid18, 2560
  %kl2192 = udiv i32 %e2190, 32
  %cl2194 = urem i32 %e2190, 32
  %la2196 = shl i32 %e2190, 2
  %gep.192 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2196
  %v2197 = load float, ptr addrspace(3) %gep.192, align 4
  %kin2198 = add i32 %k_blk68, %kl2192
  %cin2199 = add i32 %c_blk70, %cl2194
  %kok2201 = icmp ult i32 %kin2198, 128
  %cok2203 = icmp ult i32 %cin2199, 32
  %ok2204 = and i1 %kok2201, %cok2203
  br i1 %ok2204, label %if.then.50, label %if.end.50
if.then.50:
  %krow2205 = add i32 %kbase735, %kin2198
  %kr2207 = mul i32 %krow2205, 3
  %t_r2209 = add i32 %kr2207, 0
  %t_s2211 = mul i32 %t_r2209, 3
  %t_c2213 = add i32 %t_s2211, 2
  %t_e2215 = mul i32 %t_c2213, 32
  %el2216 = add i32 %t_e2215, %cin2199
  %off2218 = shl i32 %el2216, 2
  %old.193 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2197, ptr addrspace(8) %rws87, i32 %off2218, i32 0, i32 20)
  br label %if.end.50
if.end.50:
  %e2221 = add i32 %tid18, 2816
  %kl2223 = udiv i32 %e2221, 32
  %cl2225 = urem i32 %e2221, 32
  %la2227 = shl i32 %e2221, 2
  %gep.194 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2227
  %v2228 = load float, ptr addrspace(3) %gep.194, align 4
  %kin2229 = add i32 %k_blk68, %kl2223
  %cin2230 = add i32 %c_blk70, %cl2225
  %kok2232 = icmp ult i32 %kin2229, 128
  %cok2234 = icmp ult i32 %cin2230, 32
  %ok2235 = and i1 %kok2232, %cok2234
  br i1 %ok2235, label %if.then.51, label %if.end.51
if.then.51:
  %krow2236 = add i32 %kbase735, %kin2229
  %kr2238 = mul i32 %krow2236, 3
  %t_r2240 = add i32 %kr2238, 0
  %t_s2242 = mul i32 %t_r2240, 3
  %t_c2244 = add i32 %t_s2242, 2
  %t_e2246 = mul i32 %t_c2244, 32
  %el2247 = add i32 %t_e2246, %cin2230
  %off2249 = shl i32 %el2247, 2
  %old.195 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2228, ptr addrspace(8) %rws87, i32 %off2249, i32 0, i32 20)
  br label %if.end.51
if.end.51:
  %e2252 = add i32 %tid18, 3072
  %kl2254 = udiv i32 %e2252, 32
  %cl2256 = urem i32 %e2252, 32
  %la2258 = shl i32 %e2252, 2
  %gep.196 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2258
  %v2259 = load float, ptr addrspace(3) %gep.196, align 4
  %kin2260 = add i32 %k_blk68, %kl2254
  %cin2261 = add i32 %c_blk70, %cl2256
  %kok2263 = icmp ult i32 %kin2260, 128
  %cok2265 = icmp ult i32 %cin2261, 32
  %ok2266 = and i1 %kok2263, %cok2265
  br i1 %ok2266, label %if.then.52, label %if.end.52
if.then.52:
  %krow2267 = add i32 %kbase735, %kin2260
  %kr2269 = mul i32 %krow2267, 3
  %t_r2271 = add i32 %kr2269, 0
  %t_s2273 = mul i32 %t_r2271, 3
  %t_c2275 = add i32 %t_s2273, 2
  %t_e2277 = mul i32 %t_c2275, 32
  %el2278 = add i32 %t_e2277, %cin2261
  %off2280 = shl i32 %el2278, 2
  %old.197 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2259, ptr addrspace(8) %rws87, i32 %off2280, i32 0, i32 20)
  br label %if.end.52
if.end.52:
  %e2283 = add i32 %tid18, 3328
  %kl2285 = udiv i32 %e2283, 32
  %cl2287 = urem i32 %e2283, 32
  %la2289 = shl i32 %e2283, 2
  %gep.198 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2289
  %v2290 = load float, ptr addrspace(3) %gep.198, align 4
  %kin2291 = add i32 %k_blk68, %kl2285
  %cin2292 = add i32 %c_blk70, %cl2287
  %kok2294 = icmp ult i32 %kin2291, 128
  %cok2296 = icmp ult i32 %cin2292, 32
  %ok2297 = and i1 %kok2294, %cok2296
  br i1 %ok2297, label %if.then.53, label %if.end.53
if.then.53:
  %krow2298 = add i32 %kbase735, %kin2291
  %kr2300 = mul i32 %krow2298, 3
  %t_r2302 = add i32 %kr2300, 0
  %t_s2304 = mul i32 %t_r2302, 3
  %t_c2306 = add i32 %t_s2304, 2
  %t_e2308 = mul i32 %t_c2306, 32
  %el2309 = add i32 %t_e2308, %cin2292
  %off2311 = shl i32 %el2309, 2
  %old.199 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2290, ptr addrspace(8) %rws87, i32 %off2311, i32 0, i32 20)
  br label %if.end.53
if.end.53:
  %e2314 = add i32 %tid18, 3584
  %kl2316 = udiv i32 %e2314, 32
  %cl2318 = urem i32 %e2314, 32
  %la2320 = shl i32 %e2314, 2
  %gep.200 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2320
  %v2321 = load float, ptr addrspace(3) %gep.200, align 4
  %kin2322 = add i32 %k_blk68, %kl2316
  %cin2323 = add i32 %c_blk70, %cl2318
  %kok2325 = icmp ult i32 %kin2322, 128
  %cok2327 = icmp ult i32 %cin2323, 32
  %ok2328 = and i1 %kok2325, %cok2327
  br i1 %ok2328, label %if.then.54, label %if.end.54
if.then.54:
  %krow2329 = add i32 %kbase735, %kin2322
  %kr2331 = mul i32 %krow2329, 3
  %t_r2333 = add i32 %kr2331, 0
  %t_s2335 = mul i32 %t_r2333, 3
  %t_c2337 = add i32 %t_s2335, 2
  %t_e2339 = mul i32 %t_c2337, 32
  %el2340 = add i32 %t_e2339, %cin2323
  %off2342 = shl i32 %el2340, 2
  %old.201 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2321, ptr addrspace(8) %rws87, i32 %off2342, i32 0, i32 20)
  br label %if.end.54
if.end.54:
  %e2345 = add i32 %tid18, 3840
  %kl2347 = udiv i32 %e2345, 32
  %cl2349 = urem i32 %e2345, 32
  %la2351 = shl i32 %e2345, 2
  %gep.202 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2351
  %v2352 = load float, ptr addrspace(3) %gep.202, align 4
  %kin2353 = add i32 %k_blk68, %kl2347
  %cin2354 = add i32 %c_blk70, %cl2349
  %kok2356 = icmp ult i32 %kin2353, 128
  %cok2358 = icmp ult i32 %cin2354, 32
  %ok2359 = and i1 %kok2356, %cok2358
  br i1 %ok2359, label %if.then.55, label %if.end.55
if.then.55:
  %krow2360 = add i32 %kbase735, %kin2353
  %kr2362 = mul i32 %krow2360, 3
  %t_r2364 = add i32 %kr2362, 0
  %t_s2366 = mul i32 %t_r2364, 3
  %t_c2368 = add i32 %t_s2366, 2
  %t_e2370 = mul i32 %t_c2368, 32
  %el2371 = add i32 %t_e2370, %cin2354
  %off2373 = shl i32 %el2371, 2
  %old.203 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2352, ptr addrspace(8) %rws87, i32 %off2373, i32 0, i32 20)
  br label %if.end.55
if.end.55:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2376 = add i32 %e_lane742, 0
  %v2377 = extractelement <8 x float> %acc132, i32 0
  %gep.204 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2376
  store float %v2377, ptr addrspace(3) %gep.204, align 4
  %e_addr2379 = add i32 %e_lane742, 128
  %v2380 = extractelement <8 x float> %acc132, i32 1
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2379
  store float %v2380, ptr addrspace(3) %gep.205, align 4
  %e_addr2382 = add i32 %e_lane742, 256
  %v2383 = extractelement <8 x float> %acc132, i32 2
  %gep.206 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2382
  store float %v2383, ptr addrspace(3) %gep.206, align 4
  %e_addr2385 = add i32 %e_lane742, 384
  %v2386 = extractelement <8 x float> %acc132, i32 3
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2385
  store float %v2386, ptr addrspace(3) %gep.207, align 4
  %e_addr2388 = add i32 %e_lane742, 512
  %v2389 = extractelement <8 x float> %acc132, i32 4
  %gep.208 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2388
  store float %v2389, ptr addrspace(3) %gep.208, align 4
  %e_addr2391 = add i32 %e_lane742, 640
  %v2392 = extractelement <8 x float> %acc132, i32 5
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2391
  store float %v2392, ptr addrspace(3) %gep.209, align 4
  %e_addr2394 = add i32 %e_lane742, 768
  %v2395 = extractelement <8 x float> %acc132, i32 6
  %gep.210 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2394
  store float %v2395, ptr addrspace(3) %gep.210, align 4
  %e_addr2397 = add i32 %e_lane742, 896
  %v2398 = extractelement <8 x float> %acc132, i32 7
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2397
  store float %v2398, ptr addrspace(3) %gep.211, align 4
  %e_addr2400 = add i32 %e_lane742, 2048
  %v2401 = extractelement <8 x float> %acc133, i32 0
  %gep.212 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2400
  store float %v2401, ptr addrspace(3) %gep.212, align 4
  %e_addr2403 = add i32 %e_lane742, 2176
  %v2404 = extractelement <8 x float> %acc133, i32 1
  %gep.213 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2403
  store float %v2404, ptr addrspace(3) %gep.213, align 4
  %e_addr2406 = add i32 %e_lane742, 2304
  %v2407 = extractelement <8 x float> %acc133, i32 2
  %gep.214 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2406
  store float %v2407, ptr addrspace(3) %gep.214, align 4
  %e_addr2409 = add i32 %e_lane742, 2432
  %v2410 = extractelement <8 x float> %acc133, i32 3
  %gep.215 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2409
  store float %v2410, ptr addrspace(3) %gep.215, align 4
  %e_addr2412 = add i32 %e_lane742, 2560
  %v2413 = extractelement <8 x float> %acc133, i32 4
  %gep.216 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2412
  store float %v2413, ptr addrspace(3) %gep.216, align 4
  %e_addr2415 = add i32 %e_lane742, 2688
  %v2416 = extractelement <8 x float> %acc133, i32 5
  %gep.217 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2415
  store float %v2416, ptr addrspace(3) %gep.217, align 4
  %e_addr2418 = add i32 %e_lane742, 2816
  %v2419 = extractelement <8 x float> %acc133, i32 6
  %gep.218 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2418
  store float %v2419, ptr addrspace(3) %gep.218, align 4
  %e_addr2421 = add i32 %e_lane742, 2944
  %v2422 = extractelement <8 x float> %acc133, i32 7
  %gep.219 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2421
  store float %v2422, ptr addrspace(3) %gep.219, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2424 = add i32 %tid18, 0
  %kl2426 = udiv i32 %e2424, 32
  %cl2428 = urem i32 %e2424, 32
  %la2430 = shl i32 %e2424, 2
  %gep.220 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2430
  %v2431 = load float, ptr addrspace(3) %gep.220, align 4
  %kin2432 = add i32 %k_blk68, %kl2426
  %cin2433 = add i32 %c_blk70, %cl2428
  %kok2435 = icmp ult i32 %kin2432, 128
  %cok2437 = icmp ult i32 %cin2433, 32
  %ok2438 = and i1 %kok2435, %cok2437
  br i1 %ok2438, label %if.then.56, label %if.end.56
if.then.56:
  %krow2439 = add i32 %kbase735, %kin2432
  %kr2441 = mul i32 %krow2439, 3
  %t_r2443 = add i32 %kr2441, 1
  %t_s2445 = mul i32 %t_r2443, 3
  %t_c2447 = add i32 %t_s2445, 0
  %t_e2449 = mul i32 %t_c2447, 32
  %el2450 = add i32 %t_e2449, %cin2433
  %off2452 = shl i32 %el2450, 2
  %old.221 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2431, ptr addrspace(8) %rws87, i32 %off2452, i32 0, i32 20)
  br label %if.end.56
if.end.56:
  %e2455 = add i32 %tid18, 256
  %kl2457 = udiv i32 %e2455, 32
  %cl2459 = urem i32 %e2455, 32
  %la2461 = shl i32 %e2455, 2
  %gep.222 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2461
  %v2462 = load float, ptr addrspace(3) %gep.222, align 4
  %kin2463 = add i32 %k_blk68, %kl2457
  %cin2464 = add i32 %c_blk70, %cl2459
  %kok2466 = icmp ult i32 %kin2463, 128
  %cok2468 = icmp ult i32 %cin2464, 32
  %ok2469 = and i1 %kok2466, %cok2468
  br i1 %ok2469, label %if.then.57, label %if.end.57
if.then.57:
  %krow2470 = add i32 %kbase735, %kin2463
  %kr2472 = mul i32 %krow2470, 3
  %t_r2474 = add i32 %kr2472, 1
  %t_s2476 = mul i32 %t_r2474, 3
  %t_c2478 = add i32 %t_s2476, 0
  %t_e2480 = mul i32 %t_c2478, 32
  %el2481 = add i32 %t_e2480, %cin2464
  %off2483 = shl i32 %el2481, 2
  %old.223 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2462, ptr addrspace(8) %rws87, i32 %off2483, i32 0, i32 20)
  br label %if.end.57
if.end.57:
  %e2486 = add i32 %tid18, 512
  %kl2488 = udiv i32 %e2486, 32
  %cl2490 = urem i32 %e2486, 32
  %la2492 = shl i32 %e2486, 2
  %gep.224 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2492
  %v2493 = load float, ptr addrspace(3) %gep.224, align 4
  %kin2494 = add i32 %k_blk68, %kl2488
  %cin2495 = add i32 %c_blk70, %cl2490
  %kok2497 = icmp ult i32 %kin2494, 128
  %cok2499 = icmp ult i32 %cin2495, 32
  %ok2500 = and i1 %kok2497, %cok2499
  br i1 %ok2500, label %if.then.58, label %if.end.58
if.then.58:
  %krow2501 = add i32 %kbase735, %kin2494
  %kr2503 = mul i32 %krow2501, 3
  %t_r2505 = add i32 %kr2503, 1
  %t_s2507 = mul i32 %t_r2505, 3
  %t_c2509 = add i32 %t_s2507, 0
  %t_e2511 = mul i32 %t_c2509, 32
  %el2512 = add i32 %t_e2511, %cin2495
  %off2514 = shl i32 %el2512, 2
  %old.225 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2493, ptr addrspace(8) %rws87, i32 %off2514, i32 0, i32 20)
  br label %if.end.58
if.end.58:
  %e2517 = add i32 %tid18, 768
  %kl2519 = udiv i32 %e2517, 32
  %cl2521 = urem i32 %e2517, 32
  %la2523 = shl i32 %e2517, 2
  %gep.226 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2523
  %v2524 = load float, ptr addrspace(3) %gep.226, align 4
  %kin2525 = add i32 %k_blk68, %kl2519
  %cin2526 = add i32 %c_blk70, %cl2521
  %kok2528 = icmp ult i32 %kin2525, 128
  %cok2530 = icmp ult i32 %cin2526, 32
  %ok2531 = and i1 %kok2528, %cok2530
  br i1 %ok2531, label %if.then.59, label %if.end.59
if.then.59:
  %krow2532 = add i32 %kbase735, %kin2525
  %kr2534 = mul i32 %krow2532, 3
  %t_r2536 = add i32 %kr2534, 1
  %t_s2538 = mul i32 %t_r2536, 3
  %t_c2540 = add i32 %t_s2538, 0
  %t_e2542 = mul i32 %t_c2540, 32
  %el2543 = add i32 %t_e2542, %cin2526
  %off2545 = shl i32 %el2543, 2
  %old.227 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2524, ptr addrspace(8) %rws87, i32 %off2545, i32 0, i32 20)
  br label %if.end.59
if.end.59:
  %e2548 = add i32 %tid18, 1024
  %kl2550 = udiv i32 %e2548, 32
  %cl2552 = urem i32 %e2548, 32
  %la2554 = shl i32 %e2548, 2
  %gep.228 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2554
  %v2555 = load float, ptr addrspace(3) %gep.228, align 4
  %kin2556 = add i32 %k_blk68, %kl2550
  %cin2557 = add i32 %c_blk70, %cl2552
  %kok2559 = icmp ult i32 %kin2556, 128
  %cok2561 = icmp ult i32 %cin2557, 32
  %ok2562 = and i1 %kok2559, %cok2561
  br i1 %ok2562, label %if.then.60, label %if.end.60
if.then.60:
  %krow2563 = add i32 %kbase735, %kin2556
  %kr2565 = mul i32 %krow2563, 3
  %t_r2567 = add i32 %kr2565, 1
  %t_s2569 = mul i32 %t_r2567, 3
  %t_c2571 = add i32 %t_s2569, 0
  %t_e2573 = mul i32 %t_c2571, 32
  %el2574 = add i32 %t_e2573, %cin2557
  %off2576 = shl i32 %el2574, 2
  %old.229 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2555, ptr addrspace(8) %rws87, i32 %off2576, i32 0, i32 20)
  br label %if.end.60
if.end.60:
  %e2579 = add i32 %tid18, 1280
  %kl2581 = udiv i32 %e2579, 32
  %cl2583 = urem i32 %e2579, 32
  %la2585 = shl i32 %e2579, 2
  %gep.230 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2585
  %v2586 = load float, ptr addrspace(3) %gep.230, align 4
  %kin2587 = add i32 %k_blk68, %kl2581
  %cin2588 = add i32 %c_blk70, %cl2583
  %kok2590 = icmp ult i32 %kin2587, 128
  %cok2592 = icmp ult i32 %cin2588, 32
  %ok2593 = and i1 %kok2590, %cok2592
  br i1 %ok2593, label %if.then.61, label %if.end.61
if.then.61:
  %krow2594 = add i32 %kbase735, %kin2587
  %kr2596 = mul i32 %krow2594, 3
  %t_r2598 = add i32 %kr2596, 1
  %t_s2600 = mul i32 %t_r2598, 3
  %t_c2602 = add i32 %t_s2600, 0
  %t_e2604 = mul i32 %t_c2602, 32
  %el2605 = add i32 %t_e2604, %cin2588
  %off2607 = shl i32 %el2605, 2
  %old.231 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2586, ptr addrspace(8) %rws87, i32 %off2607, i32 0, i32 20)
  br label %if.end.61
if.end.61:
  %e2610 = add i32 %tid18, 1536
  %kl2612 = udiv i32 %e2610, 32
  %cl2614 = urem i32 %e2610, 32
  %la2616 = shl i32 %e2610, 2
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2616
  %v2617 = load float, ptr addrspace(3) %gep.232, align 4
  %kin2618 = add i32 %k_blk68, %kl2612
  %cin2619 = add i32 %c_blk70, %cl2614
  %kok2621 = icmp ult i32 %kin2618, 128
  %cok2623 = icmp ult i32 %cin2619, 32
  %ok2624 = and i1 %kok2621, %cok2623
  br i1 %ok2624, label %if.then.62, label %if.end.62
if.then.62:
  %krow2625 = add i32 %kbase735, %kin2618
  %kr2627 = mul i32 %krow2625, 3
  %t_r2629 = add i32 %kr2627, 1
  %t_s2631 = mul i32 %t_r2629, 3
  %t_c2633 = add i32 %t_s2631, 0
  %t_e2635 = mul i32 %t_c2633, 32
  %el2636 = add i32 %t_e2635, %cin2619
  %off2638 = shl i32 %el2636, 2
  %old.233 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2617, ptr addrspace(8) %rws87, i32 %off2638, i32 0, i32 20)
  br label %if.end.62
if.end.62:
  %e2641 = add i32 %tid18, 1792
  %kl2643 = udiv i32 %e2641, 32
  %cl2645 = urem i32 %e2641, 32
  %la2647 = shl i32 %e2641, 2
  %gep.234 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2647
  %v2648 = load float, ptr addrspace(3) %gep.234, align 4
  %kin2649 = add i32 %k_blk68, %kl2643
  %cin2650 = add i32 %c_blk70, %cl2645
  %kok2652 = icmp ult i32 %kin2649, 128
  %cok2654 = icmp ult i32 %cin2650, 32
  %ok2655 = and i1 %kok2652, %cok2654
  br i1 %ok2655, label %if.then.63, label %if.end.63
if.then.63:
  %krow2656 = add i32 %kbase735, %kin2649
  %kr2658 = mul i32 %krow2656, 3
  %t_r2660 = add i32 %kr2658, 1
  %t_s2662 = mul i32 %t_r2660, 3
  %t_c2664 = add i32 %t_s2662, 0
  %t_e2666 = mul i32 %t_c2664, 32
  %el2667 = add i32 %t_e2666, %cin2650
  %off2669 = shl i32 %el2667, 2
  %old.235 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2648, ptr addrspace(8) %rws87, i32 %off2669, i32 0, i32 20)
  br label %if.end.63
if.end.63:
  %e2672 = add i32 %tid18, 2048
  %kl2674 = udiv i32 %e2672, 32
  %cl2676 = urem i32 %e2672, 32
  %la2678 = shl i32 %e2672, 2
  %gep.236 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2678
  %v2679 = load float, ptr addrspace(3) %gep.236, align 4
  %kin2680 = add i32 %k_blk68, %kl2674
  %cin2681 = add i32 %c_blk70, %cl2676
  %kok2683 = icmp ult i32 %kin2680, 128
  %cok2685 = icmp ult i32 %cin2681, 32
  %ok2686 = and i1 %kok2683, %cok2685
  br i1 %ok2686, label %if.then.64, label %if.end.64
if.then.64:
  %krow2687 = add i32 %kbase735, %kin2680
  %kr2689 = mul i32 %krow2687, 3
  %t_r2691 = add i32 %kr2689, 1
  %t_s2693 = mul i32 %t_r2691, 3
  %t_c2695 = add i32 %t_s2693, 0
  %t_e2697 = mul i32 %t_c2695, 32
  %el2698 = add i32 %t_e2697, %cin2681
  %off2700 = shl i32 %el2698, 2
  %old.237 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2679, ptr addrspace(8) %rws87, i32 %off2700, i32 0, i32 20)
  br label %if.end.64
if.end.64:
  %e2703 = add i32 %tid18, 2304
  %kl2705 = udiv i32 %e2703, 32
  %cl2707 = urem i32 %e2703, 32
  %la2709 = shl i32 %e2703, 2
  %gep.238 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2709
  %v2710 = load float, ptr addrspace(3) %gep.238, align 4
  %kin2711 = add i32 %k_blk68, %kl2705
  %cin2712 = add i32 %c_blk70, %cl2707
  %kok2714 = icmp ult i32 %kin2711, 128
  %cok2716 = icmp ult i32 %cin2712, 32
  %ok2717 = and i1 %kok2714, %cok2716
  br i1 %ok2717, label %if.then.65, label %if.end.65
if.then.65:
  %krow2718 = add i32 %kbase735, %kin2711
  %kr2720 = mul i32 %krow2718, 3
  %t_r2722 = add i32 %kr2720, 1
  %t_s2724 = mul i32 %t_r2722, 3
  %t_c2726 = add i32 %t_s2724, 0
  %t_e2728 = mul i32 %t_c2726, 32
  %el2729 = add i32 %t_e2728, %cin2712
  %off2731 = shl i32 %el2729, 2
  %old.239 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2710, ptr addrspace(8) %rws87, i32 %off2731, i32 0, i32 20)
  br label %if.end.65
if.end.65:
  %e2734 = add i32 %tid18, 2560
  %kl2736 = udiv i32 %e2734, 32
  %cl2738 = urem i32 %e2734, 32
  %la2740 = shl i32 %e2734, 2
  %gep.240 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2740
  %v2741 = load float, ptr addrspace(3) %gep.240, align 4
  %kin2742 = add i32 %k_blk68, %kl2736
  %cin2743 = add i32 %c_blk70, %cl2738
  %kok2745 = icmp ult i32 %kin2742, 128
  %cok2747 = icmp ult i32 %cin2743, 32
  %ok2748 = and i1 %kok2745, %cok2747
  br i1 %ok2748, label %if.then.66, label %if.end.66
if.then.66:
  %krow2749 = add i32 %kbase735, %kin2742
  %kr2751 = mul i32 %krow2749, 3
  %t_r2753 = add i32 %kr2751, 1
  %t_s2755 = mul i32 %t_r2753, 3
  %t_c2757 = add i32 %t_s2755, 0
  %t_e2759 = mul i32 %t_c2757, 32
  %el2760 = add i32 %t_e2759, %cin2743
  %off2762 = shl i32 %el2760, 2
  %old.241 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2741, ptr addrspace(8) %rws87, i32 %off2762, i32 0, i32 20)
  br label %if.end.66
if.end.66:
  %e2765 = add i32 %tid18, 2816
  %kl2767 = udiv i32 %e2765, 32
  %cl2769 = urem i32 %e2765, 32
  %la2771 = shl i32 %e2765, 2
  %gep.242 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2771
  %v2772 = load float, ptr addrspace(3) %gep.242, align 4
  %kin2773 = add i32 %k_blk68, %kl2767
  %cin2774 = add i32 %c_blk70, %cl2769
  %kok2776 = icmp ult i32 %kin2773, 128
  %cok2778 = icmp ult i32 %cin2774, 32
  %ok2779 = and i1 %kok2776, %cok2778
  br i1 %ok2779, label %if.then.67, label %if.end.67
if.then.67:
  %krow2780 = add i32 %kbase735, %kin2773
  %kr2782 = mul i32 %krow2780, 3
  %t_r2784 = add i32 %kr2782, 1
  %t_s2786 = mul i32 %t_r2784, 3
  %t_c2788 = add i32 %t_s2786, 0
  %t_e2790 = mul i32 %t_c2788, 32
  %el2791 = add i32 %t_e2790, %cin2774
  %off2793 = shl i32 %el2791, 2
  %old.243 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2772, ptr addrspace(8) %rws87, i32 %off2793, i32 0, i32 20)
  br label %if.end.67
if.end.67:
  %e2796 = add i32 %tid18, 3072
  %kl2798 = udiv i32 %e2796, 32
  %cl2800 = urem i32 %e2796, 32
  %la2802 = shl i32 %e2796, 2
  %gep.244 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2802
  %v2803 = load float, ptr addrspace(3) %gep.244, align 4
  %kin2804 = add i32 %k_blk68, %kl2798
  %cin2805 = add i32 %c_blk70, %cl2800
  %kok2807 = icmp ult i32 %kin2804, 128
  %cok2809 = icmp ult i32 %cin2805, 32
  %ok2810 = and i1 %kok2807, %cok2809
  br i1 %ok2810, label %if.then.68, label %if.end.68
if.then.68:
  %krow2811 = add i32 %kbase735, %kin2804
  %kr2813 = mul i32 %krow2811, 3
  %t_r2815 = add i32 %kr2813, 1
  %t_s2817 = mul i32 %t_r2815, 3
  %t_c2819 = add i32 %t_s2817, 0
  %t_e2821 = mul i32 %t_c2819, 32
  %el2822 = add i32 %t_e2821, %cin2805
  %off2824 = shl i32 %el2822, 2
  %old.245 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2803, ptr addrspace(8) %rws87, i32 %off2824, i32 0, i32 20)
  br label %if.end.68
if.end.68:
  %e2827 = add i32 %tid18, 3328
  %kl2829 = udiv i32 %e2827, 32
  %cl2831 = urem i32 %e2827, 32
  %la2833 = shl i32 %e2827, 2
  %gep.246 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2833
  %v2834 = load float, ptr addrspace(3) %gep.246, align 4
  %kin2835 = add i32 %k_blk68, %kl2829
  %cin2836 = add i32 %c_blk70, %cl2831
  %kok2838 = icmp ult i32 %kin2835, 128
  %cok2840 = icmp ult i32 %cin2836, 32
  %ok2841 = and i1 %kok2838, %cok2840
  br i1 %ok2841, label %if.then.69, label %if.end.69
if.then.69:
  %krow2842 = add i32 %kbase735, %kin2835
  %kr2844 = mul i32 %krow2842, 3
  %t_r2846 = add i32 %kr2844, 1
  %t_s2848 = mul i32 %t_r2846, 3
  %t_c2850 = add i32 %t_s2848, 0
  %t_e2852 = mul i32 %t_c2850, 32
  %el2853 = add i32 %t_e2852, %cin2836
  %off2855 = shl i32 %el2853, 2
  %old.247 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2834, ptr addrspace(8) %rws87, i32 %off2855, i32 0, i32 20)
  br label %if.end.69
if.end.69:
  %e2858 = add i32 %tid18, 3584
  %kl2860 = udiv i32 %e2858, 32
  %cl2862 = urem i32 %e2858, 32
  %la2864 = shl i32 %e2858, 2
  %gep.248 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2864
  %v2865 = load float, ptr addrspace(3) %gep.248, align 4
  %kin2866 = add i32 %k_blk68, %kl2860
  %cin2867 = add i32 %c_blk70, %cl2862
  %kok2869 = icmp ult i32 %kin2866, 128
  %cok2871 = icmp ult i32 %cin2867, 32
  %ok2872 = and i1 %kok2869, %cok2871
  br i1 %ok2872, label %if.then.70, label %if.end.70
if.then.70:
  %krow2873 = add i32 %kbase735, %kin2866
  %kr2875 = mul i32 %krow2873, 3
  %t_r2877 = add i32 %kr2875, 1
  %t_s2879 = mul i32 %t_r2877, 3
  %t_c2881 = add i32 %t_s2879, 0
  %t_e2883 = mul i32 %t_c2881, 32
  %el2884 = add i32 %t_e2883, %cin2867
  %off2886 = shl i32 %el2884, 2
  %old.249 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2865, ptr addrspace(8) %rws87, i32 %off2886, i32 0, i32 20)
  br label %if.end.70
if.end.70:
  %e2889 = add i32 %tid18, 3840
  %kl2891 = udiv i32 %e2889, 32
  %cl2893 = urem i32 %e2889, 32
  %la2895 = shl i32 %e2889, 2
  %gep.250 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2895
  %v2896 = load float, ptr addrspace(3) %gep.250, align 4
  %kin2897 = add i32 %k_blk68, %kl2891
  %cin2898 = add i32 %c_blk70, %cl2893
  %kok2900 = icmp ult i32 %kin2897, 128
  %cok2902 = icmp ult i32 %cin2898, 32
  %ok2903 = and i1 %kok2900, %cok2902
  br i1 %ok2903, label %if.then.71, label %if.end.71
if.then.71:
  %krow2904 = add i32 %kbase735, %kin2897
  %kr2906 = mul i32 %krow2904, 3
  %t_r2908 = add i32 %kr2906, 1
  %t_s2910 = mul i32 %t_r2908, 3
  %t_c2912 = add i32 %t_s2910, 0
  %t_e2914 = mul i32 %t_c2912, 32
  %el2915 = add i32 %t_e2914, %cin2898
  %off2917 = shl i32 %el2915, 2
  %old.251 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2896, ptr addrspace(8) %rws87, i32 %off2917, i32 0, i32 20)
  br label %if.end.71
if.end.71:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2920 = add i32 %e_lane742, 0
  %v2921 = extractelement <8 x float> %acc134, i32 0
  %gep.252 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2920
  store float %v2921, ptr addrspace(3) %gep.252, align 4
  %e_addr2923 = add i32 %e_lane742, 128
  %v2924 = extractelement <8 x float> %acc134, i32 1
  %gep.253 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2923
  store float %v2924, ptr addrspace(3) %gep.253, align 4
  %e_addr2926 = add i32 %e_lane742, 256
  %v2927 = extractelement <8 x float> %acc134, i32 2
  %gep.254 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2926
  store float %v2927, ptr addrspace(3) %gep.254, align 4
  %e_addr2929 = add i32 %e_lane742, 384
  %v2930 = extractelement <8 x float> %acc134, i32 3
  %gep.255 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2929
  store float %v2930, ptr addrspace(3) %gep.255, align 4
  %e_addr2932 = add i32 %e_lane742, 512
  %v2933 = extractelement <8 x float> %acc134, i32 4
  %gep.256 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2932
  store float %v2933, ptr addrspace(3) %gep.256, align 4
  %e_addr2935 = add i32 %e_lane742, 640
  %v2936 = extractelement <8 x float> %acc134, i32 5
  %gep.257 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2935
  store float %v2936, ptr addrspace(3) %gep.257, align 4
  %e_addr2938 = add i32 %e_lane742, 768
  %v2939 = extractelement <8 x float> %acc134, i32 6
  %gep.258 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2938
  store float %v2939, ptr addrspace(3) %gep.258, align 4
  %e_addr2941 = add i32 %e_lane742, 896
  %v2942 = extractelement <8 x float> %acc134, i32 7
  %gep.259 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2941
  store float %v2942, ptr addrspace(3) %gep.259, align 4
  %e_addr2944 = add i32 %e_lane742, 2048
  %v2945 = extractelement <8 x float> %acc135, i32 0
  %gep.260 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2944
  store float %v2945, ptr addrspace(3) %gep.260, align 4
  %e_addr2947 = add i32 %e_lane742, 2176
  %v2948 = extractelement <8 x float> %acc135, i32 1
  %gep.261 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2947
  store float %v2948, ptr addrspace(3) %gep.261, align 4
  %e_addr2950 = add i32 %e_lane742, 2304
  %v2951 = extractelement <8 x float> %acc135, i32 2
  %gep.262 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2950
  store float %v2951, ptr addrspace(3) %gep.262, align 4
  %e_addr2953 = add i32 %e_lane742, 2432
  %v2954 = extractelement <8 x float> %acc135, i32 3
  %gep.263 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2953
  store float %v2954, ptr addrspace(3) %gep.263, align 4
  %e_addr2956 = add i32 %e_lane742, 2560
  %v2957 = extractelement <8 x float> %acc135, i32 4
  %gep.264 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2956
  store float %v2957, ptr addrspace(3) %gep.264, align 4
  %e_addr2959 = add i32 %e_lane742, 2688
  %v2960 = extractelement <8 x float> %acc135, i32 5
  %gep.265 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2959
  store float %v2960, ptr addrspace(3) %gep.265, align 4
  %e_addr2962 = add i32 %e_lane742, 2816
  %v2963 = extractelement <8 x float> %acc135, i32 6
  %gep.266 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2962
  store float %v2963, ptr addrspace(3) %gep.266, align 4
  %e_addr2965 = add i32 %e_lane742, 2944
  %v2966 = extractelement <8 x float> %acc135, i32 7
  %gep.267 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr2965
  store float %v2966, ptr addrspace(3) %gep.267, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2968 = add i32 %tid18, 0
  %kl2970 = udiv i32 %e2968, 32
  %cl2972 = urem i32 %e2968, 32
  %la2974 = shl i32 %e2968, 2
  %gep.268 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la2974
  %v2975 = load float, ptr addrspace(3) %gep.268, align 4
  %kin2976 = add i32 %k_blk68, %kl2970
  %cin2977 = add i32 %c_blk70, %cl2972
  %kok2979 = icmp ult i32 %kin2976, 128
  %cok2981 = icmp ult i32 %cin2977, 32
  %ok2982 = and i1 %kok2979, %cok2981
  br i1 %ok2982, label %if.then.72, label %if.end.72
if.then.72:
  %krow2983 = add i32 %kbase735, %kin2976
  %kr2985 = mul i32 %krow2983, 3
  %t_r2987 = add i32 %kr2985, 1
  %t_s2989 = mul i32 %t_r2987, 3
  %t_c2991 = add i32 %t_s2989, 1
  %t_e2993 = mul i32 %t_c2991, 32
  %el2994 = add i32 %t_e2993, %cin2977
  %off2996 = shl i32 %el2994, 2
  %old.269 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2975, ptr addrspace(8) %rws87, i32 %off2996, i32 0, i32 20)
  br label %if.end.72
if.end.72:
  %e2999 = add i32 %tid18, 256
  %kl3001 = udiv i32 %e2999, 32
  %cl3003 = urem i32 %e2999, 32
  %la3005 = shl i32 %e2999, 2
  %gep.270 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3005
  %v3006 = load float, ptr addrspace(3) %gep.270, align 4
  %kin3007 = add i32 %k_blk68, %kl3001
  %cin3008 = add i32 %c_blk70, %cl3003
  %kok3010 = icmp ult i32 %kin3007, 128
  %cok3012 = icmp ult i32 %cin3008, 32
  %ok3013 = and i1 %kok3010, %cok3012
  br i1 %ok3013, label %if.then.73, label %if.end.73
if.then.73:
  %krow3014 = add i32 %kbase735, %kin3007
  %kr3016 = mul i32 %krow3014, 3
  %t_r3018 = add i32 %kr3016, 1
  %t_s3020 = mul i32 %t_r3018, 3
  %t_c3022 = add i32 %t_s3020, 1
  %t_e3024 = mul i32 %t_c3022, 32
  %el3025 = add i32 %t_e3024, %cin3008
  %off3027 = shl i32 %el3025, 2
  %old.271 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3006, ptr addrspace(8) %rws87, i32 %off3027, i32 0, i32 20)
  br label %if.end.73
if.end.73:
  %e3030 = add i32 %tid18, 512
  %kl3032 = udiv i32 %e3030, 32
  %cl3034 = urem i32 %e3030, 32
  %la3036 = shl i32 %e3030, 2
  %gep.272 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3036
  %v3037 = load float, ptr addrspace(3) %gep.272, align 4
  %kin3038 = add i32 %k_blk68, %kl3032
  %cin3039 = add i32 %c_blk70, %cl3034
  %kok3041 = icmp ult i32 %kin3038, 128
  %cok3043 = icmp ult i32 %cin3039, 32
  %ok3044 = and i1 %kok3041, %cok3043
  br i1 %ok3044, label %if.then.74, label %if.end.74
if.then.74:
  %krow3045 = add i32 %kbase735, %kin3038
  %kr3047 = mul i32 %krow3045, 3
  %t_r3049 = add i32 %kr3047, 1
  %t_s3051 = mul i32 %t_r3049, 3
  %t_c3053 = add i32 %t_s3051, 1
  %t_e3055 = mul i32 %t_c3053, 32
  %el3056 = add i32 %t_e3055, %cin3039
  %off3058 = shl i32 %el3056, 2
  %old.273 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3037, ptr addrspace(8) %rws87, i32 %off3058, i32 0, i32 20)
  br label %if.end.74
if.end.74:
  %e3061 = add i32 %tid18, 768
  %kl3063 = udiv i32 %e3061, 32
  %cl3065 = urem i32 %e3061, 32
  %la3067 = shl i32 %e3061, 2
  %gep.274 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3067
  %v3068 = load float, ptr addrspace(3) %gep.274, align 4
  %kin3069 = add i32 %k_blk68, %kl3063
  %cin3070 = add i32 %c_blk70, %cl3065
  %kok3072 = icmp ult i32 %kin3069, 128
  %cok3074 = icmp ult i32 %cin3070, 32
  %ok3075 = and i1 %kok3072, %cok3074
  br i1 %ok3075, label %if.then.75, label %if.end.75
if.then.75:
  %krow3076 = add i32 %kbase735, %kin3069
  %kr3078 = mul i32 %krow3076, 3
  %t_r3080 = add i32 %kr3078, 1
  %t_s3082 = mul i32 %t_r3080, 3
  %t_c3084 = add i32 %t_s3082, 1
  %t_e3086 = mul i32 %t_c3084, 32
  %el3087 = add i32 %t_e3086, %cin3070
  %off3089 = shl i32 %el3087, 2
  %old.275 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3068, ptr addrspace(8) %rws87, i32 %off3089, i32 0, i32 20)
  br label %if.end.75
if.end.75:
  %e3092 = add i32 %tid18, 1024
  %kl3094 = udiv i32 %e3092, 32
  %cl3096 = urem i32 %e3092, 32
  %la3098 = shl i32 %e3092, 2
  %gep.276 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3098
  %v3099 = load float, ptr addrspace(3) %gep.276, align 4
  %kin3100 = add i32 %k_blk68, %kl3094
  %cin3101 = add i32 %c_blk70, %cl3096
  %kok3103 = icmp ult i32 %kin3100, 128
  %cok3105 = icmp ult i32 %cin3101, 32
  %ok3106 = and i1 %kok3103, %cok3105
  br i1 %ok3106, label %if.then.76, label %if.end.76
if.then.76:
  %krow3107 = add i32 %kbase735, %kin3100
  %kr3109 = mul i32 %krow3107, 3
  %t_r3111 = add i32 %kr3109, 1
  %t_s3113 = mul i32 %t_r3111, 3
  %t_c3115 = add i32 %t_s3113, 1
  %t_e3117 = mul i32 %t_c3115, 32
  %el3118 = add i32 %t_e3117, %cin3101
  %off3120 = shl i32 %el3118, 2
  %old.277 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3099, ptr addrspace(8) %rws87, i32 %off3120, i32 0, i32 20)
  br label %if.end.76
if.end.76:
  %e3123 = add i32 %tid18, 1280
  %kl3125 = udiv i32 %e3123, 32
  %cl3127 = urem i32 %e3123, 32
  %la3129 = shl i32 %e3123, 2
  %gep.278 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3129
  %v3130 = load float, ptr addrspace(3) %gep.278, align 4
  %kin3131 = add i32 %k_blk68, %kl3125
  %cin3132 = add i32 %c_blk70, %cl3127
  %kok3134 = icmp ult i32 %kin3131, 128
  %cok3136 = icmp ult i32 %cin3132, 32
  %ok3137 = and i1 %kok3134, %cok3136
  br i1 %ok3137, label %if.then.77, label %if.end.77
if.then.77:
  %krow3138 = add i32 %kbase735, %kin3131
  %kr3140 = mul i32 %krow3138, 3
  %t_r3142 = add i32 %kr3140, 1
  %t_s3144 = mul i32 %t_r3142, 3
  %t_c3146 = add i32 %t_s3144, 1
  %t_e3148 = mul i32 %t_c3146, 32
  %el3149 = add i32 %t_e3148, %cin3132
  %off3151 = shl i32 %el3149, 2
  %old.279 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3130, ptr addrspace(8) %rws87, i32 %off3151, i32 0, i32 20)
  br label %if.end.77
if.end.77:
  %e3154 = add i32 %tid18, 1536
  %kl3156 = udiv i32 %e3154, 32
  %cl3158 = urem i32 %e3154, 32
  %la3160 = shl i32 %e3154, 2
  %gep.280 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3160
  %v3161 = load float, ptr addrspace(3) %gep.280, align 4
  %kin3162 = add i32 %k_blk68, %kl3156
  %cin3163 = add i32 %c_blk70, %cl3158
  %kok3165 = icmp ult i32 %kin3162, 128
  %cok3167 = icmp ult i32 %cin3163, 32
  %ok3168 = and i1 %kok3165, %cok3167
  br i1 %ok3168, label %if.then.78, label %if.end.78
if.then.78:
  %krow3169 = add i32 %kbase735, %kin3162
  %kr3171 = mul i32 %krow3169, 3
  %t_r3173 = add i32 %kr3171, 1
  %t_s3175 = mul i32 %t_r3173, 3
  %t_c3177 = add i32 %t_s3175, 1
  %t_e3179 = mul i32 %t_c3177, 32
  %el3180 = add i32 %t_e3179, %cin3163
  %off3182 = shl i32 %el3180, 2
  %old.281 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3161, ptr addrspace(8) %rws87, i32 %off3182, i32 0, i32 20)
  br label %if.end.78
if.end.78:
  %e3185 = add i32 %tid18, 1792
  %kl3187 = udiv i32 %e3185, 32
  %cl3189 = urem i32 %e3185, 32
  %la3191 = shl i32 %e3185, 2
  %gep.282 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3191
  %v3192 = load float, ptr addrspace(3) %gep.282, align 4
  %kin3193 = add i32 %k_blk68, %kl3187
  %cin3194 = add i32 %c_blk70, %cl3189
  %kok3196 = icmp ult i32 %kin3193, 128
  %cok3198 = icmp ult i32 %cin3194, 32
  %ok3199 = and i1 %kok3196, %cok3198
  br i1 %ok3199, label %if.then.79, label %if.end.79
if.then.79:
  %krow3200 = add i32 %kbase735, %kin3193
  %kr3202 = mul i32 %krow3200, 3
  %t_r3204 = add i32 %kr3202, 1
  %t_s3206 = mul i32 %t_r3204, 3
  %t_c3208 = add i32 %t_s3206, 1
  %t_e3210 = mul i32 %t_c3208, 32
  %el3211 = add i32 %t_e3210, %cin3194
  %off3213 = shl i32 %el3211, 2
  %old.283 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3192, ptr addrspace(8) %rws87, i32 %off3213, i32 0, i32 20)
  br label %if.end.79
if.end.79:
  %e3216 = add i32 %tid18, 2048
  %kl3218 = udiv i32 %e3216, 32
  %cl3220 = urem i32 %e3216, 32
  %la3222 = shl i32 %e3216, 2
  %gep.284 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3222
  %v3223 = load float, ptr addrspace(3) %gep.284, align 4
  %kin3224 = add i32 %k_blk68, %kl3218
  %cin3225 = add i32 %c_blk70, %cl3220
  %kok3227 = icmp ult i32 %kin3224, 128
  %cok3229 = icmp ult i32 %cin3225, 32
  %ok3230 = and i1 %kok3227, %cok3229
  br i1 %ok3230, label %if.then.80, label %if.end.80
if.then.80:
  %krow3231 = add i32 %kbase735, %kin3224
  %kr3233 = mul i32 %krow3231, 3
  %t_r3235 = add i32 %kr3233, 1
  %t_s3237 = mul i32 %t_r3235, 3
  %t_c3239 = add i32 %t_s3237, 1
  %t_e3241 = mul i32 %t_c3239, 32
  %el3242 = add i32 %t_e3241, %cin3225
  %off3244 = shl i32 %el3242, 2
  %old.285 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3223, ptr addrspace(8) %rws87, i32 %off3244, i32 0, i32 20)
  br label %if.end.80
if.end.80:
  %e3247 = add i32 %tid18, 2304
  %kl3249 = udiv i32 %e3247, 32
  %cl3251 = urem i32 %e3247, 32
  %la3253 = shl i32 %e3247, 2
  %gep.286 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3253
  %v3254 = load float, ptr addrspace(3) %gep.286, align 4
  %kin3255 = add i32 %k_blk68, %kl3249
  %cin3256 = add i32 %c_blk70, %cl3251
  %kok3258 = icmp ult i32 %kin3255, 128
  %cok3260 = icmp ult i32 %cin3256, 32
  %ok3261 = and i1 %kok3258, %cok3260
  br i1 %ok3261, label %if.then.81, label %if.end.81
if.then.81:
  %krow3262 = add i32 %kbase735, %kin3255
  %kr3264 = mul i32 %krow3262, 3
  %t_r3266 = add i32 %kr3264, 1
  %t_s3268 = mul i32 %t_r3266, 3
  %t_c3270 = add i32 %t_s3268, 1
  %t_e3272 = mul i32 %t_c3270, 32
  %el3273 = add i32 %t_e3272, %cin3256
  %off3275 = shl i32 %el3273, 2
  %old.287 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3254, ptr addrspace(8) %rws87, i32 %off3275, i32 0, i32 20)
  br label %if.end.81
if.end.81:
  %e3278 = add i32 %tid18, 2560
  %kl3280 = udiv i32 %e3278, 32
  %cl3282 = urem i32 %e3278, 32
  %la3284 = shl i32 %e3278, 2
  %gep.288 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3284
  %v3285 = load float, ptr addrspace(3) %gep.288, align 4
  %kin3286 = add i32 %k_blk68, %kl3280
  %cin3287 = add i32 %c_blk70, %cl3282
  %kok3289 = icmp ult i32 %kin3286, 128
  %cok3291 = icmp ult i32 %cin3287, 32
  %ok3292 = and i1 %kok3289, %cok3291
  br i1 %ok3292, label %if.then.82, label %if.end.82
if.then.82:
  %krow3293 = add i32 %kbase735, %kin3286
  %kr3295 = mul i32 %krow3293, 3
  %t_r3297 = add i32 %kr3295, 1
  %t_s3299 = mul i32 %t_r3297, 3
  %t_c3301 = add i32 %t_s3299, 1
  %t_e3303 = mul i32 %t_c3301, 32
  %el3304 = add i32 %t_e3303, %cin3287
  %off3306 = shl i32 %el3304, 2
  %old.289 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3285, ptr addrspace(8) %rws87, i32 %off3306, i32 0, i32 20)
  br label %if.end.82
if.end.82:
  %e3309 = add i32 %tid18, 2816
  %kl3311 = udiv i32 %e3309, 32
  %cl3313 = urem i32 %e3309, 32
  %la3315 = shl i32 %e3309, 2
  %gep.290 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3315
  %v3316 = load float, ptr addrspace(3) %gep.290, align 4
  %kin3317 = add i32 %k_blk68, %kl3311
  %cin3318 = add i32 %c_blk70, %cl3313
  %kok3320 = icmp ult i32 %kin3317, 128
  %cok3322 = icmp ult i32 %cin3318, 32
  %ok3323 = and i1 %kok3320, %cok3322
  br i1 %ok3323, label %if.then.83, label %if.end.83
if.then.83:
  %krow3324 = add i32 %kbase735, %kin3317
  %kr3326 = mul i32 %krow3324, 3
  %t_r3328 = add i32 %kr3326, 1
  %t_s3330 = mul i32 %t_r3328, 3
  %t_c3332 = add i32 %t_s3330, 1
  %t_e3334 = mul i32 %t_c3332, 32
  %el3335 = add i32 %t_e3334, %cin3318
  %off3337 = shl i32 %el3335, 2
  %old.291 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3316, ptr addrspace(8) %rws87, i32 %off3337, i32 0, i32 20)
  br label %if.end.83
if.end.83:
  %e3340 = add i32 %tid18, 3072
  %kl3342 = udiv i32 %e3340, 32
  %cl3344 = urem i32 %e3340, 32
  %la3346 = shl i32 %e3340, 2
  %gep.292 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3346
  %v3347 = load float, ptr addrspace(3) %gep.292, align 4
  %kin3348 = add i32 %k_blk68, %kl3342
  %cin3349 = add i32 %c_blk70, %cl3344
  %kok3351 = icmp ult i32 %kin3348, 128
  %cok3353 = icmp ult i32 %cin3349, 32
  %ok3354 = and i1 %kok3351, %cok3353
  br i1 %ok3354, label %if.then.84, label %if.end.84
if.then.84:
  %krow3355 = add i32 %kbase735, %kin3348
  %kr3357 = mul i32 %krow3355, 3
  %t_r3359 = add i32 %kr3357, 1
  %t_s3361 = mul i32 %t_r3359, 3
  %t_c3363 = add i32 %t_s3361, 1
  %t_e3365 = mul i32 %t_c3363, 32
  %el3366 = add i32 %t_e3365, %cin3349
  %off3368 = shl i32 %el3366, 2
  %old.293 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3347, ptr addrspace(8) %rws87, i32 %off3368, i32 0, i32 20)
  br label %if.end.84
if.end.84:
  %e3371 = add i32 %tid18, 3328
  %kl3373 = udiv i32 %e3371, 32
  %cl3375 = urem i32 %e3371, 32
  %la3377 = shl i32 %e3371, 2
  %gep.294 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3377
  %v3378 = load float, ptr addrspace(3) %gep.294, align 4
  %kin3379 = add i32 %k_blk68, %kl3373
  %cin3380 = add i32 %c_blk70, %cl3375
  %kok3382 = icmp ult i32 %kin3379, 128
  %cok3384 = icmp ult i32 %cin3380, 32
  %ok3385 = and i1 %kok3382, %cok3384
  br i1 %ok3385, label %if.then.85, label %if.end.85
if.then.85:
  %krow3386 = add i32 %kbase735, %kin3379
  %kr3388 = mul i32 %krow3386, 3
  %t_r3390 = add i32 %kr3388, 1
  %t_s3392 = mul i32 %t_r3390, 3
  %t_c3394 = add i32 %t_s3392, 1
  %t_e3396 = mul i32 %t_c3394, 32
  %el3397 = add i32 %t_e3396, %cin3380
  %off3399 = shl i32 %el3397, 2
  %old.295 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3378, ptr addrspace(8) %rws87, i32 %off3399, i32 0, i32 20)
  br label %if.end.85
if.end.85:
  %e3402 = add i32 %tid18, 3584
  %kl3404 = udiv i32 %e3402, 32
  %cl3406 = urem i32 %e3402, 32
  %la3408 = shl i32 %e3402, 2
  %gep.296 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3408
  %v3409 = load float, ptr addrspace(3) %gep.296, align 4
  %kin3410 = add i32 %k_blk68, %kl3404
  %cin3411 = add i32 %c_blk70, %cl3406
  %kok3413 = icmp ult i32 %kin3410, 128
  %cok3415 = icmp ult i32 %cin3411, 32
  %ok3416 = and i1 %kok3413, %cok3415
  br i1 %ok3416, label %if.then.86, label %if.end.86
if.then.86:
  %krow3417 = add i32 %kbase735, %kin3410
  %kr3419 = mul i32 %krow3417, 3
  %t_r3421 = add i32 %kr3419, 1
  %t_s3423 = mul i32 %t_r3421, 3
  %t_c3425 = add i32 %t_s3423, 1
  %t_e3427 = mul i32 %t_c3425, 32
  %el3428 = add i32 %t_e3427, %cin3411
  %off3430 = shl i32 %el3428, 2
  %old.297 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3409, ptr addrspace(8) %rws87, i32 %off3430, i32 0, i32 20)
  br label %if.end.86
if.end.86:
  %e3433 = add i32 %tid18, 3840
  %kl3435 = udiv i32 %e3433, 32
  %cl3437 = urem i32 %e3433, 32
  %la3439 = shl i32 %e3433, 2
  %gep.298 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3439
  %v3440 = load float, ptr addrspace(3) %gep.298, align 4
  %kin3441 = add i32 %k_blk68, %kl3435
  %cin3442 = add i32 %c_blk70, %cl3437
  %kok3444 = icmp ult i32 %kin3441, 128
  %cok3446 = icmp ult i32 %cin3442, 32
  %ok3447 = and i1 %kok3444, %cok3446
  br i1 %ok3447, label %if.then.87, label %if.end.87
if.then.87:
  %krow3448 = add i32 %kbase735, %kin3441
  %kr3450 = mul i32 %krow3448, 3
  %t_r3452 = add i32 %kr3450, 1
  %t_s3454 = mul i32 %t_r3452, 3
  %t_c3456 = add i32 %t_s3454, 1
  %t_e3458 = mul i32 %t_c3456, 32
  %el3459 = add i32 %t_e3458, %cin3442
  %off3461 = shl i32 %el3459, 2
  %old.299 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3440, ptr addrspace(8) %rws87, i32 %off3461, i32 0, i32 20)
  br label %if.end.87
if.end.87:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3464 = add i32 %e_lane742, 0
  %v3465 = extractelement <8 x float> %acc136, i32 0
  %gep.300 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3464
  store float %v3465, ptr addrspace(3) %gep.300, align 4
  %e_addr3467 = add i32 %e_lane742, 128
  %v3468 = extractelement <8 x float> %acc136, i32 1
  %gep.301 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3467
  store float %v3468, ptr addrspace(3) %gep.301, align 4
  %e_addr3470 = add i32 %e_lane742, 256
  %v3471 = extractelement <8 x float> %acc136, i32 2
  %gep.302 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3470
  store float %v3471, ptr addrspace(3) %gep.302, align 4
  %e_addr3473 = add i32 %e_lane742, 384
  %v3474 = extractelement <8 x float> %acc136, i32 3
  %gep.303 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3473
  store float %v3474, ptr addrspace(3) %gep.303, align 4
  %e_addr3476 = add i32 %e_lane742, 512
  %v3477 = extractelement <8 x float> %acc136, i32 4
  %gep.304 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3476
  store float %v3477, ptr addrspace(3) %gep.304, align 4
  %e_addr3479 = add i32 %e_lane742, 640
  %v3480 = extractelement <8 x float> %acc136, i32 5
  %gep.305 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3479
  store float %v3480, ptr addrspace(3) %gep.305, align 4
  %e_addr3482 = add i32 %e_lane742, 768
  %v3483 = extractelement <8 x float> %acc136, i32 6
  %gep.306 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3482
  store float %v3483, ptr addrspace(3) %gep.306, align 4
  %e_addr3485 = add i32 %e_lane742, 896
  %v3486 = extractelement <8 x float> %acc136, i32 7
  %gep.307 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3485
  store float %v3486, ptr addrspace(3) %gep.307, align 4
  %e_addr3488 = add i32 %e_lane742, 2048
  %v3489 = extractelement <8 x float> %acc137, i32 0
  %gep.308 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3488
  store float %v3489, ptr addrspace(3) %gep.308, align 4
  %e_addr3491 = add i32 %e_lane742, 2176
  %v3492 = extractelement <8 x float> %acc137, i32 1
  %gep.309 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3491
  store float %v3492, ptr addrspace(3) %gep.309, align 4
  %e_addr3494 = add i32 %e_lane742, 2304
  %v3495 = extractelement <8 x float> %acc137, i32 2
  %gep.310 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3494
  store float %v3495, ptr addrspace(3) %gep.310, align 4
  %e_addr3497 = add i32 %e_lane742, 2432
  %v3498 = extractelement <8 x float> %acc137, i32 3
  %gep.311 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3497
  store float %v3498, ptr addrspace(3) %gep.311, align 4
  %e_addr3500 = add i32 %e_lane742, 2560
  %v3501 = extractelement <8 x float> %acc137, i32 4
  %gep.312 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3500
  store float %v3501, ptr addrspace(3) %gep.312, align 4
  %e_addr3503 = add i32 %e_lane742, 2688
  %v3504 = extractelement <8 x float> %acc137, i32 5
  %gep.313 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3503
  store float %v3504, ptr addrspace(3) %gep.313, align 4
  %e_addr3506 = add i32 %e_lane742, 2816
  %v3507 = extractelement <8 x float> %acc137, i32 6
  %gep.314 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3506
  store float %v3507, ptr addrspace(3) %gep.314, align 4
  %e_addr3509 = add i32 %e_lane742, 2944
  %v3510 = extractelement <8 x float> %acc137, i32 7
  %gep.315 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr3509
  store float %v3510, ptr addrspace(3) %gep.315, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3512 = add i32 %tid18, 0
  %kl3514 = udiv i32 %e3512, 32
  %cl3516 = urem i32 %e3512, 32
  %la3518 = shl i32 %e3512, 2
  %gep.316 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3518
  %v3519 = load float, ptr addrspace(3) %gep.316, align 4
  %kin3520 = add i32 %k_blk68, %kl3514
  %cin3521 = add i32 %c_blk70, %cl3516
  %kok3523 = icmp ult i32 %kin3520, 128
  %cok3525 = icmp ult i32 %cin3521, 32
  %ok3526 = and i1 %kok3523, %cok3525
  br i1 %ok3526, label %if.then.88, label %if.end.88
if.then.88:
  %krow3527 = add i32 %kbase735, %kin3520
  %kr3529 = mul i32 %krow3527, 3
  %t_r3531 = add i32 %kr3529, 1
  %t_s3533 = mul i32 %t_r3531, 3
  %t_c3535 = add i32 %t_s3533, 2
  %t_e3537 = mul i32 %t_c3535, 32
  %el3538 = add i32 %t_e3537, %cin3521
  %off3540 = shl i32 %el3538, 2
  %old.317 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3519, ptr addrspace(8) %rws87, i32 %off3540, i32 0, i32 20)
  br label %if.end.88
if.end.88:
  %e3543 = add i32 %tid18, 256
  %kl3545 = udiv i32 %e3543, 32
  %cl3547 = urem i32 %e3543, 32
  %la3549 = shl i32 %e3543, 2
  %gep.318 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3549
  %v3550 = load float, ptr addrspace(3) %gep.318, align 4
  %kin3551 = add i32 %k_blk68, %kl3545
  %cin3552 = add i32 %c_blk70, %cl3547
  %kok3554 = icmp ult i32 %kin3551, 128
  %cok3556 = icmp ult i32 %cin3552, 32
  %ok3557 = and i1 %kok3554, %cok3556
  br i1 %ok3557, label %if.then.89, label %if.end.89
if.then.89:
  %krow3558 = add i32 %kbase735, %kin3551
  %kr3560 = mul i32 %krow3558, 3
  %t_r3562 = add i32 %kr3560, 1
  %t_s3564 = mul i32 %t_r3562, 3
  %t_c3566 = add i32 %t_s3564, 2
  %t_e3568 = mul i32 %t_c3566, 32
  %el3569 = add i32 %t_e3568, %cin3552
  %off3571 = shl i32 %el3569, 2
  %old.319 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3550, ptr addrspace(8) %rws87, i32 %off3571, i32 0, i32 20)
  br label %if.end.89
if.end.89:
  %e3574 = add i32 %tid18, 512
  %kl3576 = udiv i32 %e3574, 32
  %cl3578 = urem i32 %e3574, 32
  %la3580 = shl i32 %e3574, 2
  %gep.320 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3580
  %v3581 = load float, ptr addrspace(3) %gep.320, align 4
  %kin3582 = add i32 %k_blk68, %kl3576
  %cin3583 = add i32 %c_blk70, %cl3578
  %kok3585 = icmp ult i32 %kin3582, 128
  %cok3587 = icmp ult i32 %cin3583, 32
  %ok3588 = and i1 %kok3585, %cok3587
  br i1 %ok3588, label %if.then.90, label %if.end.90
if.then.90:
  %krow3589 = add i32 %kbase735, %kin3582
  %kr3591 = mul i32 %krow3589, 3
  %t_r3593 = add i32 %kr3591, 1
  %t_s3595 = mul i32 %t_r3593, 3
  %t_c3597 = add i32 %t_s3595, 2
  %t_e3599 = mul i32 %t_c3597, 32
  %el3600 = add i32 %t_e3599, %cin3583
  %off3602 = shl i32 %el3600, 2
  %old.321 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3581, ptr addrspace(8) %rws87, i32 %off3602, i32 0, i32 20)
  br label %if.end.90
if.end.90:
  %e3605 = add i32 %tid18, 768
  %kl3607 = udiv i32 %e3605, 32
  %cl3609 = urem i32 %e3605, 32
  %la3611 = shl i32 %e3605, 2
  %gep.322 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3611
  %v3612 = load float, ptr addrspace(3) %gep.322, align 4
  %kin3613 = add i32 %k_blk68, %kl3607
  %cin3614 = add i32 %c_blk70, %cl3609
  %kok3616 = icmp ult i32 %kin3613, 128
  %cok3618 = icmp ult i32 %cin3614, 32
  %ok3619 = and i1 %kok3616, %cok3618
  br i1 %ok3619, label %if.then.91, label %if.end.91
if.then.91:
  %krow3620 = add i32 %kbase735, %kin3613
  %kr3622 = mul i32 %krow3620, 3
  %t_r3624 = add i32 %kr3622, 1
  %t_s3626 = mul i32 %t_r3624, 3
  %t_c3628 = add i32 %t_s3626, 2
  %t_e3630 = mul i32 %t_c3628, 32
  %el3631 = add i32 %t_e3630, %cin3614
  %off3633 = shl i32 %el3631, 2
  %old.323 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3612, ptr addrspace(8) %rws87, i32 %off3633, i32 0, i32 20)
  br label %if.end.91
if.end.91:
  %e3636 = add i32 %tid18, 1024
  %kl3638 = udiv i32 %e3636, 32
  %cl3640 = urem i32 %e3636, 32
  %la3642 = shl i32 %e3636, 2
  %gep.324 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3642
  %v3643 = load float, ptr addrspace(3) %gep.324, align 4
  %kin3644 = add i32 %k_blk68, %kl3638
  %cin3645 = add i32 %c_blk70, %cl3640
  %kok3647 = icmp ult i32 %kin3644, 128
  %cok3649 = icmp ult i32 %cin3645, 32
  %ok3650 = and i1 %kok3647, %cok3649
  br i1 %ok3650, label %if.then.92, label %if.end.92
if.then.92:
  %krow3651 = add i32 %kbase735, %kin3644
  %kr3653 = mul i32 %krow3651, 3
  %t_r3655 = add i32 %kr3653, 1
  %t_s3657 = mul i32 %t_r3655, 3
  %t_c3659 = add i32 %t_s3657, 2
  %t_e3661 = mul i32 %t_c3659, 32
  %el3662 = add i32 %t_e3661, %cin3645
  %off3664 = shl i32 %el3662, 2
  %old.325 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3643, ptr addrspace(8) %rws87, i32 %off3664, i32 0, i32 20)
  br label %if.end.92
if.end.92:
  %e3667 = add i32 %tid18, 1280
  %kl3669 = udiv i32 %e3667, 32
  %cl3671 = urem i32 %e3667, 32
  %la3673 = shl i32 %e3667, 2
  %gep.326 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3673
  %v3674 = load float, ptr addrspace(3) %gep.326, align 4
  %kin3675 = add i32 %k_blk68, %kl3669
  %cin3676 = add i32 %c_blk70, %cl3671
  %kok3678 = icmp ult i32 %kin3675, 128
  %cok3680 = icmp ult i32 %cin3676, 32
  %ok3681 = and i1 %kok3678, %cok3680
  br i1 %ok3681, label %if.then.93, label %if.end.93
if.then.93:
  %krow3682 = add i32 %kbase735, %kin3675
  %kr3684 = mul i32 %krow3682, 3
  %t_r3686 = add i32 %kr3684, 1
  %t_s3688 = mul i32 %t_r3686, 3
  %t_c3690 = add i32 %t_s3688, 2
  %t_e3692 = mul i32 %t_c3690, 32
  %el3693 = add i32 %t_e3692, %cin3676
  %off3695 = shl i32 %el3693, 2
  %old.327 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3674, ptr addrspace(8) %rws87, i32 %off3695, i32 0, i32 20)
  br label %if.end.93
if.end.93:
  %e3698 = add i32 %tid18, 1536
  %kl3700 = udiv i32 %e3698, 32
  %cl3702 = urem i32 %e3698, 32
  %la3704 = shl i32 %e3698, 2
  %gep.328 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3704
  %v3705 = load float, ptr addrspace(3) %gep.328, align 4
  %kin3706 = add i32 %k_blk68, %kl3700
  %cin3707 = add i32 %c_blk70, %cl3702
  %kok3709 = icmp ult i32 %kin3706, 128
  %cok3711 = icmp ult i32 %cin3707, 32
  %ok3712 = and i1 %kok3709, %cok3711
  br i1 %ok3712, label %if.then.94, label %if.end.94
if.then.94:
  %krow3713 = add i32 %kbase735, %kin3706
  %kr3715 = mul i32 %krow3713, 3
  %t_r3717 = add i32 %kr3715, 1
  %t_s3719 = mul i32 %t_r3717, 3
  %t_c3721 = add i32 %t_s3719, 2
  %t_e3723 = mul i32 %t_c3721, 32
  %el3724 = add i32 %t_e3723, %cin3707
  %off3726 = shl i32 %el3724, 2
  %old.329 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3705, ptr addrspace(8) %rws87, i32 %off3726, i32 0, i32 20)
  br label %if.end.94
if.end.94:
  %e3729 = add i32 %tid18, 1792
  %kl3731 = udiv i32 %e3729, 32
  %cl3733 = urem i32 %e3729, 32
  %la3735 = shl i32 %e3729, 2
  %gep.330 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3735
  %v3736 = load float, ptr addrspace(3) %gep.330, align 4
  %kin3737 = add i32 %k_blk68, %kl3731
  %cin3738 = add i32 %c_blk70, %cl3733
  %kok3740 = icmp ult i32 %kin3737, 128
  %cok3742 = icmp ult i32 %cin3738, 32
  %ok3743 = and i1 %kok3740, %cok3742
  br i1 %ok3743, label %if.then.95, label %if.end.95
if.then.95:
  %krow3744 = add i32 %kbase735, %kin3737
  %kr3746 = mul i32 %krow3744, 3
  %t_r3748 = add i32 %kr3746, 1
  %t_s3750 = mul i32 %t_r3748, 3
  %t_c3752 = add i32 %t_s3750, 2
  %t_e3754 = mul i32 %t_c3752, 32
  %el3755 = add i32 %t_e3754, %cin3738
  %off3757 = shl i32 %el3755, 2
  %old.331 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3736, ptr addrspace(8) %rws87, i32 %off3757, i32 0, i32 20)
  br label %if.end.95
if.end.95:
  %e3760 = add i32 %tid18, 2048
  %kl3762 = udiv i32 %e3760, 32
  %cl3764 = urem i32 %e3760, 32
  %la3766 = shl i32 %e3760, 2
  %gep.332 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3766
  %v3767 = load float, ptr addrspace(3) %gep.332, align 4
  %kin3768 = add i32 %k_blk68, %kl3762
  %cin3769 = add i32 %c_blk70, %cl3764
  %kok3771 = icmp ult i32 %kin3768, 128
  %cok3773 = icmp ult i32 %cin3769, 32
  %ok3774 = and i1 %kok3771, %cok3773
  br i1 %ok3774, label %if.then.96, label %if.end.96
if.then.96:
  %krow3775 = add i32 %kbase735, %kin3768
  %kr3777 = mul i32 %krow3775, 3
  %t_r3779 = add i32 %kr3777, 1
  %t_s3781 = mul i32 %t_r3779, 3
  %t_c3783 = add i32 %t_s3781, 2
  %t_e3785 = mul i32 %t_c3783, 32
  %el3786 = add i32 %t_e3785, %cin3769
  %off3788 = shl i32 %el3786, 2
  %old.333 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3767, ptr addrspace(8) %rws87, i32 %off3788, i32 0, i32 20)
  br label %if.end.96
if.end.96:
  %e3791 = add i32 %tid18, 2304
  %kl3793 = udiv i32 %e3791, 32
  %cl3795 = urem i32 %e3791, 32
  %la3797 = shl i32 %e3791, 2
  %gep.334 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3797
  %v3798 = load float, ptr addrspace(3) %gep.334, align 4
  %kin3799 = add i32 %k_blk68, %kl3793
  %cin3800 = add i32 %c_blk70, %cl3795
  %kok3802 = icmp ult i32 %kin3799, 128
  %cok3804 = icmp ult i32 %cin3800, 32
  %ok3805 = and i1 %kok3802, %cok3804
  br i1 %ok3805, label %if.then.97, label %if.end.97
if.then.97:
  %krow3806 = add i32 %kbase735, %kin3799
  %kr3808 = mul i32 %krow3806, 3
  %t_r3810 = add i32 %kr3808, 1
  %t_s3812 = mul i32 %t_r3810, 3
  %t_c3814 = add i32 %t_s3812, 2
  %t_e3816 = mul i32 %t_c3814, 32
  %el3817 = add i32 %t_e3816, %cin3800
  %off3819 = shl i32 %el3817, 2
  %old.335 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3798, ptr addrspace(8) %rws87, i32 %off3819, i32 0, i32 20)
  br label %if.end.97
if.end.97:
  %e3822 = add i32 %tid18, 2560
  %kl3824 = udiv i32 %e3822, 32
  %cl3826 = urem i32 %e3822, 32
  %la3828 = shl i32 %e3822, 2
  %gep.336 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3828
  %v3829 = load float, ptr addrspace(3) %gep.336, align 4
  %kin3830 = add i32 %k_blk68, %kl3824
  %cin3831 = add i32 %c_blk70, %cl3826
  %kok3833 = icmp ult i32 %kin3830, 128
  %cok3835 = icmp ult i32 %cin3831, 32
  %ok3836 = and i1 %kok3833, %cok3835
  br i1 %ok3836, label %if.then.98, label %if.end.98
if.then.98:
  %krow3837 = add i32 %kbase735, %kin3830
  %kr3839 = mul i32 %krow3837, 3
  %t_r3841 = add i32 %kr3839, 1
  %t_s3843 = mul i32 %t_r3841, 3
  %t_c3845 = add i32 %t_s3843, 2
  %t_e3847 = mul i32 %t_c3845, 32
  %el3848 = add i32 %t_e3847, %cin3831
  %off3850 = shl i32 %el3848, 2
  %old.337 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3829, ptr addrspace(8) %rws87, i32 %off3850, i32 0, i32 20)
  br label %if.end.98
if.end.98:
  %e3853 = add i32 %tid18, 2816
  %kl3855 = udiv i32 %e3853, 32
  %cl3857 = urem i32 %e3853, 32
  %la3859 = shl i32 %e3853, 2
  %gep.338 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3859
  %v3860 = load float, ptr addrspace(3) %gep.338, align 4
  %kin3861 = add i32 %k_blk68, %kl3855
  %cin3862 = add i32 %c_blk70, %cl3857
  %kok3864 = icmp ult i32 %kin3861, 128
  %cok3866 = icmp ult i32 %cin3862, 32
  %ok3867 = and i1 %kok3864, %cok3866
  br i1 %ok3867, label %if.then.99, label %if.end.99
if.then.99:
  %krow3868 = add i32 %kbase735, %kin3861
  %kr3870 = mul i32 %krow3868, 3
  %t_r3872 = add i32 %kr3870, 1
  %t_s3874 = mul i32 %t_r3872, 3
  %t_c3876 = add i32 %t_s3874, 2
  %t_e3878 = mul i32 %t_c3876, 32
  %el3879 = add i32 %t_e3878, %cin3862
  %off3881 = shl i32 %el3879, 2
  %old.339 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3860, ptr addrspace(8) %rws87, i32 %off3881, i32 0, i32 20)
  br label %if.end.99
if.end.99:
  %e3884 = add i32 %tid18, 3072
  %kl3886 = udiv i32 %e3884, 32
  %cl3888 = urem i32 %e3884, 32
  %la3890 = shl i32 %e3884, 2
  %gep.340 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3890
  %v3891 = load float, ptr addrspace(3) %gep.340, align 4
  %kin3892 = add i32 %k_blk68, %kl3886
  %cin3893 = add i32 %c_blk70, %cl3888
  %kok3895 = icmp ult i32 %kin3892, 128
  %cok3897 = icmp ult i32 %cin3893, 32
  %ok3898 = and i1 %kok3895, %cok3897
  br i1 %ok3898, label %if.then.100, label %if.end.100
if.then.100:
  %krow3899 = add i32 %kbase735, %kin3892
  %kr3901 = mul i32 %krow3899, 3
  %t_r3903 = add i32 %kr3901, 1
  %t_s3905 = mul i32 %t_r3903, 3
  %t_c3907 = add i32 %t_s3905, 2
  %t_e3909 = mul i32 %t_c3907, 32
  %el3910 = add i32 %t_e3909, %cin3893
  %off3912 = shl i32 %el3910, 2
  %old.341 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3891, ptr addrspace(8) %rws87, i32 %off3912, i32 0, i32 20)
  br label %if.end.100
if.end.100:
  %e3915 = add i32 %tid18, 3328
  %kl3917 = udiv i32 %e3915, 32
  %cl3919 = urem i32 %e3915, 32
  %la3921 = shl i32 %e3915, 2
  %gep.342 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3921
  %v3922 = load float, ptr addrspace(3) %gep.342, align 4
  %kin3923 = add i32 %k_blk68, %kl3917
  %cin3924 = add i32 %c_blk70, %cl3919
  %kok3926 = icmp ult i32 %kin3923, 128
  %cok3928 = icmp ult i32 %cin3924, 32
  %ok3929 = and i1 %kok3926, %cok3928
  br i1 %ok3929, label %if.then.101, label %if.end.101
if.then.101:
  %krow3930 = add i32 %kbase735, %kin3923
  %kr3932 = mul i32 %krow3930, 3
  %t_r3934 = add i32 %kr3932, 1
  %t_s3936 = mul i32 %t_r3934, 3
  %t_c3938 = add i32 %t_s3936, 2
  %t_e3940 = mul i32 %t_c3938, 32
  %el3941 = add i32 %t_e3940, %cin3924
  %off3943 = shl i32 %el3941, 2
  %old.343 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3922, ptr addrspace(8) %rws87, i32 %off3943, i32 0, i32 20)
  br label %if.end.101
if.end.101:
  %e3946 = add i32 %tid18, 3584
  %kl3948 = udiv i32 %e3946, 32
  %cl3950 = urem i32 %e3946, 32
  %la3952 = shl i32 %e3946, 2
  %gep.344 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3952
  %v3953 = load float, ptr addrspace(3) %gep.344, align 4
  %kin3954 = add i32 %k_blk68, %kl3948
  %cin3955 = add i32 %c_blk70, %cl3950
  %kok3957 = icmp ult i32 %kin3954, 128
  %cok3959 = icmp ult i32 %cin3955, 32
  %ok3960 = and i1 %kok3957, %cok3959
  br i1 %ok3960, label %if.then.102, label %if.end.102
if.then.102:
  %krow3961 = add i32 %kbase735, %kin3954
  %kr3963 = mul i32 %krow3961, 3
  %t_r3965 = add i32 %kr3963, 1
  %t_s3967 = mul i32 %t_r3965, 3
  %t_c3969 = add i32 %t_s3967, 2
  %t_e3971 = mul i32 %t_c3969, 32
  %el3972 = add i32 %t_e3971, %cin3955
  %off3974 = shl i32 %el3972, 2
  %old.345 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3953, ptr addrspace(8) %rws87, i32 %off3974, i32 0, i32 20)
  br label %if.end.102
if.end.102:
  %e3977 = add i32 %tid18, 3840
  %kl3979 = udiv i32 %e3977, 32
  %cl3981 = urem i32 %e3977, 32
  %la3983 = shl i32 %e3977, 2
  %gep.346 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la3983
  %v3984 = load float, ptr addrspace(3) %gep.346, align 4
  %kin3985 = add i32 %k_blk68, %kl3979
  %cin3986 = add i32 %c_blk70, %cl3981
  %kok3988 = icmp ult i32 %kin3985, 128
  %cok3990 = icmp ult i32 %cin3986, 32
  %ok3991 = and i1 %kok3988, %cok3990
  br i1 %ok3991, label %if.then.103, label %if.end.103
if.then.103:
  %krow3992 = add i32 %kbase735, %kin3985
  %kr3994 = mul i32 %krow3992, 3
  %t_r3996 = add i32 %kr3994, 1
  %t_s3998 = mul i32 %t_r3996, 3
  %t_c4000 = add i32 %t_s3998, 2
  %t_e4002 = mul i32 %t_c4000, 32
  %el4003 = add i32 %t_e4002, %cin3986
  %off4005 = shl i32 %el4003, 2
  %old.347 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3984, ptr addrspace(8) %rws87, i32 %off4005, i32 0, i32 20)
  br label %if.end.103
if.end.103:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4008 = add i32 %e_lane742, 0
  %v4009 = extractelement <8 x float> %acc138, i32 0
  %gep.348 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4008
  store float %v4009, ptr addrspace(3) %gep.348, align 4
  %e_addr4011 = add i32 %e_lane742, 128
  %v4012 = extractelement <8 x float> %acc138, i32 1
  %gep.349 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4011
  store float %v4012, ptr addrspace(3) %gep.349, align 4
  %e_addr4014 = add i32 %e_lane742, 256
  %v4015 = extractelement <8 x float> %acc138, i32 2
  %gep.350 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4014
  store float %v4015, ptr addrspace(3) %gep.350, align 4
  %e_addr4017 = add i32 %e_lane742, 384
  %v4018 = extractelement <8 x float> %acc138, i32 3
  %gep.351 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4017
  store float %v4018, ptr addrspace(3) %gep.351, align 4
  %e_addr4020 = add i32 %e_lane742, 512
  %v4021 = extractelement <8 x float> %acc138, i32 4
  %gep.352 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4020
  store float %v4021, ptr addrspace(3) %gep.352, align 4
  %e_addr4023 = add i32 %e_lane742, 640
  %v4024 = extractelement <8 x float> %acc138, i32 5
  %gep.353 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4023
  store float %v4024, ptr addrspace(3) %gep.353, align 4
  %e_addr4026 = add i32 %e_lane742, 768
  %v4027 = extractelement <8 x float> %acc138, i32 6
  %gep.354 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4026
  store float %v4027, ptr addrspace(3) %gep.354, align 4
  %e_addr4029 = add i32 %e_lane742, 896
  %v4030 = extractelement <8 x float> %acc138, i32 7
  %gep.355 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4029
  store float %v4030, ptr addrspace(3) %gep.355, align 4
  %e_addr4032 = add i32 %e_lane742, 2048
  %v4033 = extractelement <8 x float> %acc139, i32 0
  %gep.356 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4032
  store float %v4033, ptr addrspace(3) %gep.356, align 4
  %e_addr4035 = add i32 %e_lane742, 2176
  %v4036 = extractelement <8 x float> %acc139, i32 1
  %gep.357 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4035
  store float %v4036, ptr addrspace(3) %gep.357, align 4
  %e_addr4038 = add i32 %e_lane742, 2304
  %v4039 = extractelement <8 x float> %acc139, i32 2
  %gep.358 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4038
  store float %v4039, ptr addrspace(3) %gep.358, align 4
  %e_addr4041 = add i32 %e_lane742, 2432
  %v4042 = extractelement <8 x float> %acc139, i32 3
  %gep.359 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4041
  store float %v4042, ptr addrspace(3) %gep.359, align 4
  %e_addr4044 = add i32 %e_lane742, 2560
  %v4045 = extractelement <8 x float> %acc139, i32 4
  %gep.360 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4044
  store float %v4045, ptr addrspace(3) %gep.360, align 4
  %e_addr4047 = add i32 %e_lane742, 2688
  %v4048 = extractelement <8 x float> %acc139, i32 5
  %gep.361 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4047
  store float %v4048, ptr addrspace(3) %gep.361, align 4
  %e_addr4050 = add i32 %e_lane742, 2816
  %v4051 = extractelement <8 x float> %acc139, i32 6
  %gep.362 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4050
  store float %v4051, ptr addrspace(3) %gep.362, align 4
  %e_addr4053 = add i32 %e_lane742, 2944
  %v4054 = extractelement <8 x float> %acc139, i32 7
  %gep.363 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4053
  store float %v4054, ptr addrspace(3) %gep.363, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4056 = add i32 %tid18, 0
  %kl4058 = udiv i32 %e4056, 32
  %cl4060 = urem i32 %e4056, 32
  %la4062 = shl i32 %e4056, 2
  %gep.364 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4062
  %v4063 = load float, ptr addrspace(3) %gep.364, align 4
  %kin4064 = add i32 %k_blk68, %kl4058
  %cin4065 = add i32 %c_blk70, %cl4060
  %kok4067 = icmp ult i32 %kin4064, 128
  %cok4069 = icmp ult i32 %cin4065, 32
  %ok4070 = and i1 %kok4067, %cok4069
  br i1 %ok4070, label %if.then.104, label %if.end.104
if.then.104:
  %krow4071 = add i32 %kbase735, %kin4064
  %kr4073 = mul i32 %krow4071, 3
  %t_r4075 = add i32 %kr4073, 2
  %t_s4077 = mul i32 %t_r4075, 3
  %t_c4079 = add i32 %t_s4077, 0
  %t_e4081 = mul i32 %t_c4079, 32
  %el4082 = add i32 %t_e4081, %cin4065
  %off4084 = shl i32 %el4082, 2
  %old.365 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4063, ptr addrspace(8) %rws87, i32 %off4084, i32 0, i32 20)
  br label %if.end.104
if.end.104:
  %e4087 = add i32 %tid18, 256
  %kl4089 = udiv i32 %e4087, 32
  %cl4091 = urem i32 %e4087, 32
  %la4093 = shl i32 %e4087, 2
  %gep.366 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4093
  %v4094 = load float, ptr addrspace(3) %gep.366, align 4
  %kin4095 = add i32 %k_blk68, %kl4089
  %cin4096 = add i32 %c_blk70, %cl4091
  %kok4098 = icmp ult i32 %kin4095, 128
  %cok4100 = icmp ult i32 %cin4096, 32
  %ok4101 = and i1 %kok4098, %cok4100
  br i1 %ok4101, label %if.then.105, label %if.end.105
if.then.105:
  %krow4102 = add i32 %kbase735, %kin4095
  %kr4104 = mul i32 %krow4102, 3
  %t_r4106 = add i32 %kr4104, 2
  %t_s4108 = mul i32 %t_r4106, 3
  %t_c4110 = add i32 %t_s4108, 0
  %t_e4112 = mul i32 %t_c4110, 32
  %el4113 = add i32 %t_e4112, %cin4096
  %off4115 = shl i32 %el4113, 2
  %old.367 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4094, ptr addrspace(8) %rws87, i32 %off4115, i32 0, i32 20)
  br label %if.end.105
if.end.105:
  %e4118 = add i32 %tid18, 512
  %kl4120 = udiv i32 %e4118, 32
  %cl4122 = urem i32 %e4118, 32
  %la4124 = shl i32 %e4118, 2
  %gep.368 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4124
  %v4125 = load float, ptr addrspace(3) %gep.368, align 4
  %kin4126 = add i32 %k_blk68, %kl4120
  %cin4127 = add i32 %c_blk70, %cl4122
  %kok4129 = icmp ult i32 %kin4126, 128
  %cok4131 = icmp ult i32 %cin4127, 32
  %ok4132 = and i1 %kok4129, %cok4131
  br i1 %ok4132, label %if.then.106, label %if.end.106
if.then.106:
  %krow4133 = add i32 %kbase735, %kin4126
  %kr4135 = mul i32 %krow4133, 3
  %t_r4137 = add i32 %kr4135, 2
  %t_s4139 = mul i32 %t_r4137, 3
  %t_c4141 = add i32 %t_s4139, 0
  %t_e4143 = mul i32 %t_c4141, 32
  %el4144 = add i32 %t_e4143, %cin4127
  %off4146 = shl i32 %el4144, 2
  %old.369 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4125, ptr addrspace(8) %rws87, i32 %off4146, i32 0, i32 20)
  br label %if.end.106
if.end.106:
  %e4149 = add i32 %tid18, 768
  %kl4151 = udiv i32 %e4149, 32
  %cl4153 = urem i32 %e4149, 32
  %la4155 = shl i32 %e4149, 2
  %gep.370 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4155
  %v4156 = load float, ptr addrspace(3) %gep.370, align 4
  %kin4157 = add i32 %k_blk68, %kl4151
  %cin4158 = add i32 %c_blk70, %cl4153
  %kok4160 = icmp ult i32 %kin4157, 128
  %cok4162 = icmp ult i32 %cin4158, 32
  %ok4163 = and i1 %kok4160, %cok4162
  br i1 %ok4163, label %if.then.107, label %if.end.107
if.then.107:
  %krow4164 = add i32 %kbase735, %kin4157
  %kr4166 = mul i32 %krow4164, 3
  %t_r4168 = add i32 %kr4166, 2
  %t_s4170 = mul i32 %t_r4168, 3
  %t_c4172 = add i32 %t_s4170, 0
  %t_e4174 = mul i32 %t_c4172, 32
  %el4175 = add i32 %t_e4174, %cin4158
  %off4177 = shl i32 %el4175, 2
  %old.371 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4156, ptr addrspace(8) %rws87, i32 %off4177, i32 0, i32 20)
  br label %if.end.107
if.end.107:
  %e4180 = add i32 %tid18, 1024
  %kl4182 = udiv i32 %e4180, 32
  %cl4184 = urem i32 %e4180, 32
  %la4186 = shl i32 %e4180, 2
  %gep.372 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4186
  %v4187 = load float, ptr addrspace(3) %gep.372, align 4
  %kin4188 = add i32 %k_blk68, %kl4182
  %cin4189 = add i32 %c_blk70, %cl4184
  %kok4191 = icmp ult i32 %kin4188, 128
  %cok4193 = icmp ult i32 %cin4189, 32
  %ok4194 = and i1 %kok4191, %cok4193
  br i1 %ok4194, label %if.then.108, label %if.end.108
if.then.108:
  %krow4195 = add i32 %kbase735, %kin4188
  %kr4197 = mul i32 %krow4195, 3
  %t_r4199 = add i32 %kr4197, 2
  %t_s4201 = mul i32 %t_r4199, 3
  %t_c4203 = add i32 %t_s4201, 0
  %t_e4205 = mul i32 %t_c4203, 32
  %el4206 = add i32 %t_e4205, %cin4189
  %off4208 = shl i32 %el4206, 2
  %old.373 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4187, ptr addrspace(8) %rws87, i32 %off4208, i32 0, i32 20)
  br label %if.end.108
if.end.108:
  %e4211 = add i32 %tid18, 1280
  %kl4213 = udiv i32 %e4211, 32
  %cl4215 = urem i32 %e4211, 32
  %la4217 = shl i32 %e4211, 2
  %gep.374 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4217
  %v4218 = load float, ptr addrspace(3) %gep.374, align 4
  %kin4219 = add i32 %k_blk68, %kl4213
  %cin4220 = add i32 %c_blk70, %cl4215
  %kok4222 = icmp ult i32 %kin4219, 128
  %cok4224 = icmp ult i32 %cin4220, 32
  %ok4225 = and i1 %kok4222, %cok4224
  br i1 %ok4225, label %if.then.109, label %if.end.109
if.then.109:
  %krow4226 = add i32 %kbase735, %kin4219
  %kr4228 = mul i32 %krow4226, 3
  %t_r4230 = add i32 %kr4228, 2
  %t_s4232 = mul i32 %t_r4230, 3
  %t_c4234 = add i32 %t_s4232, 0
  %t_e4236 = mul i32 %t_c4234, 32
  %el4237 = add i32 %t_e4236, %cin4220
  %off4239 = shl i32 %el4237, 2
  %old.375 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4218, ptr addrspace(8) %rws87, i32 %off4239, i32 0, i32 20)
  br label %if.end.109
if.end.109:
  %e4242 = add i32 %tid18, 1536
  %kl4244 = udiv i32 %e4242, 32
  %cl4246 = urem i32 %e4242, 32
  %la4248 = shl i32 %e4242, 2
  %gep.376 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4248
  %v4249 = load float, ptr addrspace(3) %gep.376, align 4
  %kin4250 = add i32 %k_blk68, %kl4244
  %cin4251 = add i32 %c_blk70, %cl4246
  %kok4253 = icmp ult i32 %kin4250, 128
  %cok4255 = icmp ult i32 %cin4251, 32
  %ok4256 = and i1 %kok4253, %cok4255
  br i1 %ok4256, label %if.then.110, label %if.end.110
if.then.110:
  %krow4257 = add i32 %kbase735, %kin4250
  %kr4259 = mul i32 %krow4257, 3
  %t_r4261 = add i32 %kr4259, 2
  %t_s4263 = mul i32 %t_r4261, 3
  %t_c4265 = add i32 %t_s4263, 0
  %t_e4267 = mul i32 %t_c4265, 32
  %el4268 = add i32 %t_e4267, %cin4251
  %off4270 = shl i32 %el4268, 2
  %old.377 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4249, ptr addrspace(8) %rws87, i32 %off4270, i32 0, i32 20)
  br label %if.end.110
if.end.110:
  %e4273 = add i32 %tid18, 1792
  %kl4275 = udiv i32 %e4273, 32
  %cl4277 = urem i32 %e4273, 32
  %la4279 = shl i32 %e4273, 2
  %gep.378 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4279
  %v4280 = load float, ptr addrspace(3) %gep.378, align 4
  %kin4281 = add i32 %k_blk68, %kl4275
  %cin4282 = add i32 %c_blk70, %cl4277
  %kok4284 = icmp ult i32 %kin4281, 128
  %cok4286 = icmp ult i32 %cin4282, 32
  %ok4287 = and i1 %kok4284, %cok4286
  br i1 %ok4287, label %if.then.111, label %if.end.111
if.then.111:
  %krow4288 = add i32 %kbase735, %kin4281
  %kr4290 = mul i32 %krow4288, 3
  %t_r4292 = add i32 %kr4290, 2
  %t_s4294 = mul i32 %t_r4292, 3
  %t_c4296 = add i32 %t_s4294, 0
  %t_e4298 = mul i32 %t_c4296, 32
  %el4299 = add i32 %t_e4298, %cin4282
  %off4301 = shl i32 %el4299, 2
  %old.379 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4280, ptr addrspace(8) %rws87, i32 %off4301, i32 0, i32 20)
  br label %if.end.111
if.end.111:
  %e4304 = add i32 %tid18, 2048
  %kl4306 = udiv i32 %e4304, 32
  %cl4308 = urem i32 %e4304, 32
  %la4310 = shl i32 %e4304, 2
  %gep.380 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4310
  %v4311 = load float, ptr addrspace(3) %gep.380, align 4
  %kin4312 = add i32 %k_blk68, %kl4306
  %cin4313 = add i32 %c_blk70, %cl4308
  %kok4315 = icmp ult i32 %kin4312, 128
  %cok4317 = icmp ult i32 %cin4313, 32
  %ok4318 = and i1 %kok4315, %cok4317
  br i1 %ok4318, label %if.then.112, label %if.end.112
if.then.112:
  %krow4319 = add i32 %kbase735, %kin4312
  %kr4321 = mul i32 %krow4319, 3
  %t_r4323 = add i32 %kr4321, 2
  %t_s4325 = mul i32 %t_r4323, 3
  %t_c4327 = add i32 %t_s4325, 0
  %t_e4329 = mul i32 %t_c4327, 32
  %el4330 = add i32 %t_e4329, %cin4313
  %off4332 = shl i32 %el4330, 2
  %old.381 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4311, ptr addrspace(8) %rws87, i32 %off4332, i32 0, i32 20)
  br label %if.end.112
if.end.112:
  %e4335 = add i32 %tid18, 2304
  %kl4337 = udiv i32 %e4335, 32
  %cl4339 = urem i32 %e4335, 32
  %la4341 = shl i32 %e4335, 2
  %gep.382 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4341
  %v4342 = load float, ptr addrspace(3) %gep.382, align 4
  %kin4343 = add i32 %k_blk68, %kl4337
  %cin4344 = add i32 %c_blk70, %cl4339
  %kok4346 = icmp ult i32 %kin4343, 128
  %cok4348 = icmp ult i32 %cin4344, 32
  %ok4349 = and i1 %kok4346, %cok4348
  br i1 %ok4349, label %if.then.113, label %if.end.113
if.then.113:
  %krow4350 = add i32 %kbase735, %kin4343
  %kr4352 = mul i32 %krow4350, 3
  %t_r4354 = add i32 %kr4352, 2
  %t_s4356 = mul i32 %t_r4354, 3
  %t_c4358 = add i32 %t_s4356, 0
  %t_e4360 = mul i32 %t_c4358, 32
  %el4361 = add i32 %t_e4360, %cin4344
  %off4363 = shl i32 %el4361, 2
  %old.383 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4342, ptr addrspace(8) %rws87, i32 %off4363, i32 0, i32 20)
  br label %if.end.113
if.end.113:
  %e4366 = add i32 %tid18, 2560
  %kl4368 = udiv i32 %e4366, 32
  %cl4370 = urem i32 %e4366, 32
  %la4372 = shl i32 %e4366, 2
  %gep.384 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4372
  %v4373 = load float, ptr addrspace(3) %gep.384, align 4
  %kin4374 = add i32 %k_blk68, %kl4368
  %cin4375 = add i32 %c_blk70, %cl4370
  %kok4377 = icmp ult i32 %kin4374, 128
  %cok4379 = icmp ult i32 %cin4375, 32
  %ok4380 = and i1 %kok4377, %cok4379
  br i1 %ok4380, label %if.then.114, label %if.end.114
if.then.114:
  %krow4381 = add i32 %kbase735, %kin4374
  %kr4383 = mul i32 %krow4381, 3
  %t_r4385 = add i32 %kr4383, 2
  %t_s4387 = mul i32 %t_r4385, 3
  %t_c4389 = add i32 %t_s4387, 0
  %t_e4391 = mul i32 %t_c4389, 32
  %el4392 = add i32 %t_e4391, %cin4375
  %off4394 = shl i32 %el4392, 2
  %old.385 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4373, ptr addrspace(8) %rws87, i32 %off4394, i32 0, i32 20)
  br label %if.end.114
if.end.114:
  %e4397 = add i32 %tid18, 2816
  %kl4399 = udiv i32 %e4397, 32
  %cl4401 = urem i32 %e4397, 32
  %la4403 = shl i32 %e4397, 2
  %gep.386 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4403
  %v4404 = load float, ptr addrspace(3) %gep.386, align 4
  %kin4405 = add i32 %k_blk68, %kl4399
  %cin4406 = add i32 %c_blk70, %cl4401
  %kok4408 = icmp ult i32 %kin4405, 128
  %cok4410 = icmp ult i32 %cin4406, 32
  %ok4411 = and i1 %kok4408, %cok4410
  br i1 %ok4411, label %if.then.115, label %if.end.115
if.then.115:
  %krow4412 = add i32 %kbase735, %kin4405
  %kr4414 = mul i32 %krow4412, 3
  %t_r4416 = add i32 %kr4414, 2
  %t_s4418 = mul i32 %t_r4416, 3
  %t_c4420 = add i32 %t_s4418, 0
  %t_e4422 = mul i32 %t_c4420, 32
  %el4423 = add i32 %t_e4422, %cin4406
  %off4425 = shl i32 %el4423, 2
  %old.387 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4404, ptr addrspace(8) %rws87, i32 %off4425, i32 0, i32 20)
  br label %if.end.115
if.end.115:
  %e4428 = add i32 %tid18, 3072
  %kl4430 = udiv i32 %e4428, 32
  %cl4432 = urem i32 %e4428, 32
  %la4434 = shl i32 %e4428, 2
  %gep.388 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4434
  %v4435 = load float, ptr addrspace(3) %gep.388, align 4
  %kin4436 = add i32 %k_blk68, %kl4430
  %cin4437 = add i32 %c_blk70, %cl4432
  %kok4439 = icmp ult i32 %kin4436, 128
  %cok4441 = icmp ult i32 %cin4437, 32
  %ok4442 = and i1 %kok4439, %cok4441
  br i1 %ok4442, label %if.then.116, label %if.end.116
if.then.116:
  %krow4443 = add i32 %kbase735, %kin4436
  %kr4445 = mul i32 %krow4443, 3
  %t_r4447 = add i32 %kr4445, 2
  %t_s4449 = mul i32 %t_r4447, 3
  %t_c4451 = add i32 %t_s4449, 0
  %t_e4453 = mul i32 %t_c4451, 32
  %el4454 = add i32 %t_e4453, %cin4437
  %off4456 = shl i32 %el4454, 2
  %old.389 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4435, ptr addrspace(8) %rws87, i32 %off4456, i32 0, i32 20)
  br label %if.end.116
if.end.116:
  %e4459 = add i32 %tid18, 3328
  %kl4461 = udiv i32 %e4459, 32
  %cl4463 = urem i32 %e4459, 32
  %la4465 = shl i32 %e4459, 2
  %gep.390 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4465
  %v4466 = load float, ptr addrspace(3) %gep.390, align 4
  %kin4467 = add i32 %k_blk68, %kl4461
  %cin4468 = add i32 %c_blk70, %cl4463
  %kok4470 = icmp ult i32 %kin4467, 128
  %cok4472 = icmp ult i32 %cin4468, 32
  %ok4473 = and i1 %kok4470, %cok4472
  br i1 %ok4473, label %if.then.117, label %if.end.117
if.then.117:
  %krow4474 = add i32 %kbase735, %kin4467
  %kr4476 = mul i32 %krow4474, 3
  %t_r4478 = add i32 %kr4476, 2
  %t_s4480 = mul i32 %t_r4478, 3
  %t_c4482 = add i32 %t_s4480, 0
  %t_e4484 = mul i32 %t_c4482, 32
  %el4485 = add i32 %t_e4484, %cin4468
  %off4487 = shl i32 %el4485, 2
  %old.391 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4466, ptr addrspace(8) %rws87, i32 %off4487, i32 0, i32 20)
  br label %if.end.117
if.end.117:
  %e4490 = add i32 %tid18, 3584
  %kl4492 = udiv i32 %e4490, 32
  %cl4494 = urem i32 %e4490, 32
  %la4496 = shl i32 %e4490, 2
  %gep.392 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4496
  %v4497 = load float, ptr addrspace(3) %gep.392, align 4
  %kin4498 = add i32 %k_blk68, %kl4492
  %cin4499 = add i32 %c_blk70, %cl4494
  %kok4501 = icmp ult i32 %kin4498, 128
  %cok4503 = icmp ult i32 %cin4499, 32
  %ok4504 = and i1 %kok4501, %cok4503
  br i1 %ok4504, label %if.then.118, label %if.end.118
if.then.118:
  %krow4505 = add i32 %kbase735, %kin4498
  %kr4507 = mul i32 %krow4505, 3
  %t_r4509 = add i32 %kr4507, 2
  %t_s4511 = mul i32 %t_r4509, 3
  %t_c4513 = add i32 %t_s4511, 0
  %t_e4515 = mul i32 %t_c4513, 32
  %el4516 = add i32 %t_e4515, %cin4499
  %off4518 = shl i32 %el4516, 2
  %old.393 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4497, ptr addrspace(8) %rws87, i32 %off4518, i32 0, i32 20)
  br label %if.end.118
if.end.118:
  %e4521 = add i32 %tid18, 3840
  %kl4523 = udiv i32 %e4521, 32
  %cl4525 = urem i32 %e4521, 32
  %la4527 = shl i32 %e4521, 2
  %gep.394 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4527
  %v4528 = load float, ptr addrspace(3) %gep.394, align 4
  %kin4529 = add i32 %k_blk68, %kl4523
  %cin4530 = add i32 %c_blk70, %cl4525
  %kok4532 = icmp ult i32 %kin4529, 128
  %cok4534 = icmp ult i32 %cin4530, 32
  %ok4535 = and i1 %kok4532, %cok4534
  br i1 %ok4535, label %if.then.119, label %if.end.119
if.then.119:
  %krow4536 = add i32 %kbase735, %kin4529
  %kr4538 = mul i32 %krow4536, 3
  %t_r4540 = add i32 %kr4538, 2
  %t_s4542 = mul i32 %t_r4540, 3
  %t_c4544 = add i32 %t_s4542, 0
  %t_e4546 = mul i32 %t_c4544, 32
  %el4547 = add i32 %t_e4546, %cin4530
  %off4549 = shl i32 %el4547, 2
  %old.395 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4528, ptr addrspace(8) %rws87, i32 %off4549, i32 0, i32 20)
  br label %if.end.119
if.end.119:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4552 = add i32 %e_lane742, 0
  %v4553 = extractelement <8 x float> %acc140, i32 0
  %gep.396 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4552
  store float %v4553, ptr addrspace(3) %gep.396, align 4
  %e_addr4555 = add i32 %e_lane742, 128
  %v4556 = extractelement <8 x float> %acc140, i32 1
  %gep.397 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4555
  store float %v4556, ptr addrspace(3) %gep.397, align 4
  %e_addr4558 = add i32 %e_lane742, 256
  %v4559 = extractelement <8 x float> %acc140, i32 2
  %gep.398 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4558
  store float %v4559, ptr addrspace(3) %gep.398, align 4
  %e_addr4561 = add i32 %e_lane742, 384
  %v4562 = extractelement <8 x float> %acc140, i32 3
  %gep.399 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4561
  store float %v4562, ptr addrspace(3) %gep.399, align 4
  %e_addr4564 = add i32 %e_lane742, 512
  %v4565 = extractelement <8 x float> %acc140, i32 4
  %gep.400 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4564
  store float %v4565, ptr addrspace(3) %gep.400, align 4
  %e_addr4567 = add i32 %e_lane742, 640
  %v4568 = extractelement <8 x float> %acc140, i32 5
  %gep.401 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4567
  store float %v4568, ptr addrspace(3) %gep.401, align 4
  %e_addr4570 = add i32 %e_lane742, 768
  %v4571 = extractelement <8 x float> %acc140, i32 6
  %gep.402 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4570
  store float %v4571, ptr addrspace(3) %gep.402, align 4
  %e_addr4573 = add i32 %e_lane742, 896
  %v4574 = extractelement <8 x float> %acc140, i32 7
  %gep.403 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4573
  store float %v4574, ptr addrspace(3) %gep.403, align 4
  %e_addr4576 = add i32 %e_lane742, 2048
  %v4577 = extractelement <8 x float> %acc141, i32 0
  %gep.404 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4576
  store float %v4577, ptr addrspace(3) %gep.404, align 4
  %e_addr4579 = add i32 %e_lane742, 2176
  %v4580 = extractelement <8 x float> %acc141, i32 1
  %gep.405 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4579
  store float %v4580, ptr addrspace(3) %gep.405, align 4
  %e_addr4582 = add i32 %e_lane742, 2304
  %v4583 = extractelement <8 x float> %acc141, i32 2
  %gep.406 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4582
  store float %v4583, ptr addrspace(3) %gep.406, align 4
  %e_addr4585 = add i32 %e_lane742, 2432
  %v4586 = extractelement <8 x float> %acc141, i32 3
  %gep.407 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4585
  store float %v4586, ptr addrspace(3) %gep.407, align 4
  %e_addr4588 = add i32 %e_lane742, 2560
  %v4589 = extractelement <8 x float> %acc141, i32 4
  %gep.408 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4588
  store float %v4589, ptr addrspace(3) %gep.408, align 4
  %e_addr4591 = add i32 %e_lane742, 2688
  %v4592 = extractelement <8 x float> %acc141, i32 5
  %gep.409 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4591
  store float %v4592, ptr addrspace(3) %gep.409, align 4
  %e_addr4594 = add i32 %e_lane742, 2816
  %v4595 = extractelement <8 x float> %acc141, i32 6
  %gep.410 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4594
  store float %v4595, ptr addrspace(3) %gep.410, align 4
  %e_addr4597 = add i32 %e_lane742, 2944
  %v4598 = extractelement <8 x float> %acc141, i32 7
  %gep.411 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr4597
  store float %v4598, ptr addrspace(3) %gep.411, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4600 = add i32 %tid18, 0
  %kl4602 = udiv i32 %e4600, 32
  %cl4604 = urem i32 %e4600, 32
  %la4606 = shl i32 %e4600, 2
  %gep.412 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4606
  %v4607 = load float, ptr addrspace(3) %gep.412, align 4
  %kin4608 = add i32 %k_blk68, %kl4602
  %cin4609 = add i32 %c_blk70, %cl4604
  %kok4611 = icmp ult i32 %kin4608, 128
  %cok4613 = icmp ult i32 %cin4609, 32
  %ok4614 = and i1 %kok4611, %cok4613
  br i1 %ok4614, label %if.then.120, label %if.end.120
if.then.120:
  %krow4615 = add i32 %kbase735, %kin4608
  %kr4617 = mul i32 %krow4615, 3
  %t_r4619 = add i32 %kr4617, 2
  %t_s4621 = mul i32 %t_r4619, 3
  %t_c4623 = add i32 %t_s4621, 1
  %t_e4625 = mul i32 %t_c4623, 32
  %el4626 = add i32 %t_e4625, %cin4609
  %off4628 = shl i32 %el4626, 2
  %old.413 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4607, ptr addrspace(8) %rws87, i32 %off4628, i32 0, i32 20)
  br label %if.end.120
if.end.120:
  %e4631 = add i32 %tid18, 256
  %kl4633 = udiv i32 %e4631, 32
  %cl4635 = urem i32 %e4631, 32
  %la4637 = shl i32 %e4631, 2
  %gep.414 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4637
  %v4638 = load float, ptr addrspace(3) %gep.414, align 4
  %kin4639 = add i32 %k_blk68, %kl4633
  %cin4640 = add i32 %c_blk70, %cl4635
  %kok4642 = icmp ult i32 %kin4639, 128
  %cok4644 = icmp ult i32 %cin4640, 32
  %ok4645 = and i1 %kok4642, %cok4644
  br i1 %ok4645, label %if.then.121, label %if.end.121
if.then.121:
  %krow4646 = add i32 %kbase735, %kin4639
  %kr4648 = mul i32 %krow4646, 3
  %t_r4650 = add i32 %kr4648, 2
  %t_s4652 = mul i32 %t_r4650, 3
  %t_c4654 = add i32 %t_s4652, 1
  %t_e4656 = mul i32 %t_c4654, 32
  %el4657 = add i32 %t_e4656, %cin4640
  %off4659 = shl i32 %el4657, 2
  %old.415 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4638, ptr addrspace(8) %rws87, i32 %off4659, i32 0, i32 20)
  br label %if.end.121
if.end.121:
  %e4662 = add i32 %tid18, 512
  %kl4664 = udiv i32 %e4662, 32
  %cl4666 = urem i32 %e4662, 32
  %la4668 = shl i32 %e4662, 2
  %gep.416 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4668
  %v4669 = load float, ptr addrspace(3) %gep.416, align 4
  %kin4670 = add i32 %k_blk68, %kl4664
  %cin4671 = add i32 %c_blk70, %cl4666
  %kok4673 = icmp ult i32 %kin4670, 128
  %cok4675 = icmp ult i32 %cin4671, 32
  %ok4676 = and i1 %kok4673, %cok4675
  br i1 %ok4676, label %if.then.122, label %if.end.122
if.then.122:
  %krow4677 = add i32 %kbase735, %kin4670
  %kr4679 = mul i32 %krow4677, 3
  %t_r4681 = add i32 %kr4679, 2
  %t_s4683 = mul i32 %t_r4681, 3
  %t_c4685 = add i32 %t_s4683, 1
  %t_e4687 = mul i32 %t_c4685, 32
  %el4688 = add i32 %t_e4687, %cin4671
  %off4690 = shl i32 %el4688, 2
  %old.417 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4669, ptr addrspace(8) %rws87, i32 %off4690, i32 0, i32 20)
  br label %if.end.122
if.end.122:
  %e4693 = add i32 %tid18, 768
  %kl4695 = udiv i32 %e4693, 32
  %cl4697 = urem i32 %e4693, 32
  %la4699 = shl i32 %e4693, 2
  %gep.418 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4699
  %v4700 = load float, ptr addrspace(3) %gep.418, align 4
  %kin4701 = add i32 %k_blk68, %kl4695
  %cin4702 = add i32 %c_blk70, %cl4697
  %kok4704 = icmp ult i32 %kin4701, 128
  %cok4706 = icmp ult i32 %cin4702, 32
  %ok4707 = and i1 %kok4704, %cok4706
  br i1 %ok4707, label %if.then.123, label %if.end.123
if.then.123:
  %krow4708 = add i32 %kbase735, %kin4701
  %kr4710 = mul i32 %krow4708, 3
  %t_r4712 = add i32 %kr4710, 2
  %t_s4714 = mul i32 %t_r4712, 3
  %t_c4716 = add i32 %t_s4714, 1
  %t_e4718 = mul i32 %t_c4716, 32
  %el4719 = add i32 %t_e4718, %cin4702
  %off4721 = shl i32 %el4719, 2
  %old.419 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4700, ptr addrspace(8) %rws87, i32 %off4721, i32 0, i32 20)
  br label %if.end.123
if.end.123:
  %e4724 = add i32 %tid18, 1024
  %kl4726 = udiv i32 %e4724, 32
  %cl4728 = urem i32 %e4724, 32
  %la4730 = shl i32 %e4724, 2
  %gep.420 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4730
  %v4731 = load float, ptr addrspace(3) %gep.420, align 4
  %kin4732 = add i32 %k_blk68, %kl4726
  %cin4733 = add i32 %c_blk70, %cl4728
  %kok4735 = icmp ult i32 %kin4732, 128
  %cok4737 = icmp ult i32 %cin4733, 32
  %ok4738 = and i1 %kok4735, %cok4737
  br i1 %ok4738, label %if.then.124, label %if.end.124
if.then.124:
  %krow4739 = add i32 %kbase735, %kin4732
  %kr4741 = mul i32 %krow4739, 3
  %t_r4743 = add i32 %kr4741, 2
  %t_s4745 = mul i32 %t_r4743, 3
  %t_c4747 = add i32 %t_s4745, 1
  %t_e4749 = mul i32 %t_c4747, 32
  %el4750 = add i32 %t_e4749, %cin4733
  %off4752 = shl i32 %el4750, 2
  %old.421 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4731, ptr addrspace(8) %rws87, i32 %off4752, i32 0, i32 20)
  br label %if.end.124
if.end.124:
  %e4755 = add i32 %tid18, 1280
  %kl4757 = udiv i32 %e4755, 32
  %cl4759 = urem i32 %e4755, 32
  %la4761 = shl i32 %e4755, 2
  %gep.422 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4761
  %v4762 = load float, ptr addrspace(3) %gep.422, align 4
  %kin4763 = add i32 %k_blk68, %kl4757
  %cin4764 = add i32 %c_blk70, %cl4759
  %kok4766 = icmp ult i32 %kin4763, 128
  %cok4768 = icmp ult i32 %cin4764, 32
  %ok4769 = and i1 %kok4766, %cok4768
  br i1 %ok4769, label %if.then.125, label %if.end.125
if.then.125:
  %krow4770 = add i32 %kbase735, %kin4763
  %kr4772 = mul i32 %krow4770, 3
  %t_r4774 = add i32 %kr4772, 2
  %t_s4776 = mul i32 %t_r4774, 3
  %t_c4778 = add i32 %t_s4776, 1
  %t_e4780 = mul i32 %t_c4778, 32
  %el4781 = add i32 %t_e4780, %cin4764
  %off4783 = shl i32 %el4781, 2
  %old.423 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4762, ptr addrspace(8) %rws87, i32 %off4783, i32 0, i32 20)
  br label %if.end.125
if.end.125:
  %e4786 = add i32 %tid18, 1536
  %kl4788 = udiv i32 %e4786, 32
  %cl4790 = urem i32 %e4786, 32
  %la4792 = shl i32 %e4786, 2
  %gep.424 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4792
  %v4793 = load float, ptr addrspace(3) %gep.424, align 4
  %kin4794 = add i32 %k_blk68, %kl4788
  %cin4795 = add i32 %c_blk70, %cl4790
  %kok4797 = icmp ult i32 %kin4794, 128
  %cok4799 = icmp ult i32 %cin4795, 32
  %ok4800 = and i1 %kok4797, %cok4799
  br i1 %ok4800, label %if.then.126, label %if.end.126
if.then.126:
  %krow4801 = add i32 %kbase735, %kin4794
  %kr4803 = mul i32 %krow4801, 3
  %t_r4805 = add i32 %kr4803, 2
  %t_s4807 = mul i32 %t_r4805, 3
  %t_c4809 = add i32 %t_s4807, 1
  %t_e4811 = mul i32 %t_c4809, 32
  %el4812 = add i32 %t_e4811, %cin4795
  %off4814 = shl i32 %el4812, 2
  %old.425 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4793, ptr addrspace(8) %rws87, i32 %off4814, i32 0, i32 20)
  br label %if.end.126
if.end.126:
  %e4817 = add i32 %tid18, 1792
  %kl4819 = udiv i32 %e4817, 32
  %cl4821 = urem i32 %e4817, 32
  %la4823 = shl i32 %e4817, 2
  %gep.426 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4823
  %v4824 = load float, ptr addrspace(3) %gep.426, align 4
  %kin4825 = add i32 %k_blk68, %kl4819
  %cin4826 = add i32 %c_blk70, %cl4821
  %kok4828 = icmp ult i32 %kin4825, 128
  %cok4830 = icmp ult i32 %cin4826, 32
  %ok4831 = and i1 %kok4828, %cok4830
  br i1 %ok4831, label %if.then.127, label %if.end.127
if.then.127:
  %krow4832 = add i32 %kbase735, %kin4825
  %kr4834 = mul i32 %krow4832, 3
  %t_r4836 = add i32 %kr4834, 2
  %t_s4838 = mul i32 %t_r4836, 3
  %t_c4840 = add i32 %t_s4838, 1
  %t_e4842 = mul i32 %t_c4840, 32
  %el4843 = add i32 %t_e4842, %cin4826
  %off4845 = shl i32 %el4843, 2
  %old.427 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4824, ptr addrspace(8) %rws87, i32 %off4845, i32 0, i32 20)
  br label %if.end.127
if.end.127:
  %e4848 = add i32 %tid18, 2048
  %kl4850 = udiv i32 %e4848, 32
  %cl4852 = urem i32 %e4848, 32
  %la4854 = shl i32 %e4848, 2
  %gep.428 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4854
  %v4855 = load float, ptr addrspace(3) %gep.428, align 4
  %kin4856 = add i32 %k_blk68, %kl4850
  %cin4857 = add i32 %c_blk70, %cl4852
  %kok4859 = icmp ult i32 %kin4856, 128
  %cok4861 = icmp ult i32 %cin4857, 32
  %ok4862 = and i1 %kok4859, %cok4861
  br i1 %ok4862, label %if.then.128, label %if.end.128
if.then.128:
  %krow4863 = add i32 %kbase735, %kin4856
  %kr4865 = mul i32 %krow4863, 3
  %t_r4867 = add i32 %kr4865, 2
  %t_s4869 = mul i32 %t_r4867, 3
  %t_c4871 = add i32 %t_s4869, 1
  %t_e4873 = mul i32 %t_c4871, 32
  %el4874 = add i32 %t_e4873, %cin4857
  %off4876 = shl i32 %el4874, 2
  %old.429 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4855, ptr addrspace(8) %rws87, i32 %off4876, i32 0, i32 20)
  br label %if.end.128
if.end.128:
  %e4879 = add i32 %tid18, 2304
  %kl4881 = udiv i32 %e4879, 32
  %cl4883 = urem i32 %e4879, 32
  %la4885 = shl i32 %e4879, 2
  %gep.430 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4885
  %v4886 = load float, ptr addrspace(3) %gep.430, align 4
  %kin4887 = add i32 %k_blk68, %kl4881
  %cin4888 = add i32 %c_blk70, %cl4883
  %kok4890 = icmp ult i32 %kin4887, 128
  %cok4892 = icmp ult i32 %cin4888, 32
  %ok4893 = and i1 %kok4890, %cok4892
  br i1 %ok4893, label %if.then.129, label %if.end.129
if.then.129:
  %krow4894 = add i32 %kbase735, %kin4887
  %kr4896 = mul i32 %krow4894, 3
  %t_r4898 = add i32 %kr4896, 2
  %t_s4900 = mul i32 %t_r4898, 3
  %t_c4902 = add i32 %t_s4900, 1
  %t_e4904 = mul i32 %t_c4902, 32
  %el4905 = add i32 %t_e4904, %cin4888
  %off4907 = shl i32 %el4905, 2
  %old.431 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4886, ptr addrspace(8) %rws87, i32 %off4907, i32 0, i32 20)
  br label %if.end.129
if.end.129:
  %e4910 = add i32 %tid18, 2560
  %kl4912 = udiv i32 %e4910, 32
  %cl4914 = urem i32 %e4910, 32
  %la4916 = shl i32 %e4910, 2
  %gep.432 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4916
  %v4917 = load float, ptr addrspace(3) %gep.432, align 4
  %kin4918 = add i32 %k_blk68, %kl4912
  %cin4919 = add i32 %c_blk70, %cl4914
  %kok4921 = icmp ult i32 %kin4918, 128
  %cok4923 = icmp ult i32 %cin4919, 32
  %ok4924 = and i1 %kok4921, %cok4923
  br i1 %ok4924, label %if.then.130, label %if.end.130
if.then.130:
  %krow4925 = add i32 %kbase735, %kin4918
  %kr4927 = mul i32 %krow4925, 3
  %t_r4929 = add i32 %kr4927, 2
  %t_s4931 = mul i32 %t_r4929, 3
  %t_c4933 = add i32 %t_s4931, 1
  %t_e4935 = mul i32 %t_c4933, 32
  %el4936 = add i32 %t_e4935, %cin4919
  %off4938 = shl i32 %el4936, 2
  %old.433 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4917, ptr addrspace(8) %rws87, i32 %off4938, i32 0, i32 20)
  br label %if.end.130
if.end.130:
  %e4941 = add i32 %tid18, 2816
  %kl4943 = udiv i32 %e4941, 32
  %cl4945 = urem i32 %e4941, 32
  %la4947 = shl i32 %e4941, 2
  %gep.434 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4947
  %v4948 = load float, ptr addrspace(3) %gep.434, align 4
  %kin4949 = add i32 %k_blk68, %kl4943
  %cin4950 = add i32 %c_blk70, %cl4945
  %kok4952 = icmp ult i32 %kin4949, 128
  %cok4954 = icmp ult i32 %cin4950, 32
  %ok4955 = and i1 %kok4952, %cok4954
  br i1 %ok4955, label %if.then.131, label %if.end.131
if.then.131:
  %krow4956 = add i32 %kbase735, %kin4949
  %kr4958 = mul i32 %krow4956, 3
  %t_r4960 = add i32 %kr4958, 2
  %t_s4962 = mul i32 %t_r4960, 3
  %t_c4964 = add i32 %t_s4962, 1
  %t_e4966 = mul i32 %t_c4964, 32
  %el4967 = add i32 %t_e4966, %cin4950
  %off4969 = shl i32 %el4967, 2
  %old.435 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4948, ptr addrspace(8) %rws87, i32 %off4969, i32 0, i32 20)
  br label %if.end.131
if.end.131:
  %e4972 = add i32 %tid18, 3072
  %kl4974 = udiv i32 %e4972, 32
  %cl4976 = urem i32 %e4972, 32
  %la4978 = shl i32 %e4972, 2
  %gep.436 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la4978
  %v4979 = load float, ptr addrspace(3) %gep.436, align 4
  %kin4980 = add i32 %k_blk68, %kl4974
  %cin4981 = add i32 %c_blk70, %cl4976
  %kok4983 = icmp ult i32 %kin4980, 128
  %cok4985 = icmp ult i32 %cin4981, 32
  %ok4986 = and i1 %kok4983, %cok4985
  br i1 %ok4986, label %if.then.132, label %if.end.132
if.then.132:
  %krow4987 = add i32 %kbase735, %kin4980
  %kr4989 = mul i32 %krow4987, 3
  %t_r4991 = add i32 %kr4989, 2
  %t_s4993 = mul i32 %t_r4991, 3
  %t_c4995 = add i32 %t_s4993, 1
  %t_e4997 = mul i32 %t_c4995, 32
  %el4998 = add i32 %t_e4997, %cin4981
  %off5000 = shl i32 %el4998, 2
  %old.437 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4979, ptr addrspace(8) %rws87, i32 %off5000, i32 0, i32 20)
  br label %if.end.132
if.end.132:
  %e5003 = add i32 %tid18, 3328
  %kl5005 = udiv i32 %e5003, 32
  %cl5007 = urem i32 %e5003, 32
  %la5009 = shl i32 %e5003, 2
  %gep.438 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5009
  %v5010 = load float, ptr addrspace(3) %gep.438, align 4
  %kin5011 = add i32 %k_blk68, %kl5005
  %cin5012 = add i32 %c_blk70, %cl5007
  %kok5014 = icmp ult i32 %kin5011, 128
  %cok5016 = icmp ult i32 %cin5012, 32
  %ok5017 = and i1 %kok5014, %cok5016
  br i1 %ok5017, label %if.then.133, label %if.end.133
if.then.133:
  %krow5018 = add i32 %kbase735, %kin5011
  %kr5020 = mul i32 %krow5018, 3
  %t_r5022 = add i32 %kr5020, 2
  %t_s5024 = mul i32 %t_r5022, 3
  %t_c5026 = add i32 %t_s5024, 1
  %t_e5028 = mul i32 %t_c5026, 32
  %el5029 = add i32 %t_e5028, %cin5012
  %off5031 = shl i32 %el5029, 2
  %old.439 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5010, ptr addrspace(8) %rws87, i32 %off5031, i32 0, i32 20)
  br label %if.end.133
if.end.133:
  %e5034 = add i32 %tid18, 3584
  %kl5036 = udiv i32 %e5034, 32
  %cl5038 = urem i32 %e5034, 32
  %la5040 = shl i32 %e5034, 2
  %gep.440 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5040
  %v5041 = load float, ptr addrspace(3) %gep.440, align 4
  %kin5042 = add i32 %k_blk68, %kl5036
  %cin5043 = add i32 %c_blk70, %cl5038
  %kok5045 = icmp ult i32 %kin5042, 128
  %cok5047 = icmp ult i32 %cin5043, 32
  %ok5048 = and i1 %kok5045, %cok5047
  br i1 %ok5048, label %if.then.134, label %if.end.134
if.then.134:
  %krow5049 = add i32 %kbase735, %kin5042
  %kr5051 = mul i32 %krow5049, 3
  %t_r5053 = add i32 %kr5051, 2
  %t_s5055 = mul i32 %t_r5053, 3
  %t_c5057 = add i32 %t_s5055, 1
  %t_e5059 = mul i32 %t_c5057, 32
  %el5060 = add i32 %t_e5059, %cin5043
  %off5062 = shl i32 %el5060, 2
  %old.441 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5041, ptr addrspace(8) %rws87, i32 %off5062, i32 0, i32 20)
  br label %if.end.134
if.end.134:
  %e5065 = add i32 %tid18, 3840
  %kl5067 = udiv i32 %e5065, 32
  %cl5069 = urem i32 %e5065, 32
  %la5071 = shl i32 %e5065, 2
  %gep.442 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5071
  %v5072 = load float, ptr addrspace(3) %gep.442, align 4
  %kin5073 = add i32 %k_blk68, %kl5067
  %cin5074 = add i32 %c_blk70, %cl5069
  %kok5076 = icmp ult i32 %kin5073, 128
  %cok5078 = icmp ult i32 %cin5074, 32
  %ok5079 = and i1 %kok5076, %cok5078
  br i1 %ok5079, label %if.then.135, label %if.end.135
if.then.135:
  %krow5080 = add i32 %kbase735, %kin5073
  %kr5082 = mul i32 %krow5080, 3
  %t_r5084 = add i32 %kr5082, 2
  %t_s5086 = mul i32 %t_r5084, 3
  %t_c5088 = add i32 %t_s5086, 1
  %t_e5090 = mul i32 %t_c5088, 32
  %el5091 = add i32 %t_e5090, %cin5074
  %off5093 = shl i32 %el5091, 2
  %old.443 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5072, ptr addrspace(8) %rws87, i32 %off5093, i32 0, i32 20)
  br label %if.end.135
if.end.135:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr5096 = add i32 %e_lane742, 0
  %v5097 = extractelement <8 x float> %acc142, i32 0
  %gep.444 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5096
  store float %v5097, ptr addrspace(3) %gep.444, align 4
  %e_addr5099 = add i32 %e_lane742, 128
  %v5100 = extractelement <8 x float> %acc142, i32 1
  %gep.445 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5099
  store float %v5100, ptr addrspace(3) %gep.445, align 4
  %e_addr5102 = add i32 %e_lane742, 256
  %v5103 = extractelement <8 x float> %acc142, i32 2
  %gep.446 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5102
  store float %v5103, ptr addrspace(3) %gep.446, align 4
  %e_addr5105 = add i32 %e_lane742, 384
  %v5106 = extractelement <8 x float> %acc142, i32 3
  %gep.447 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5105
  store float %v5106, ptr addrspace(3) %gep.447, align 4
  %e_addr5108 = add i32 %e_lane742, 512
  %v5109 = extractelement <8 x float> %acc142, i32 4
  %gep.448 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5108
  store float %v5109, ptr addrspace(3) %gep.448, align 4
  %e_addr5111 = add i32 %e_lane742, 640
  %v5112 = extractelement <8 x float> %acc142, i32 5
  %gep.449 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5111
  store float %v5112, ptr addrspace(3) %gep.449, align 4
  %e_addr5114 = add i32 %e_lane742, 768
  %v5115 = extractelement <8 x float> %acc142, i32 6
  %gep.450 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5114
  store float %v5115, ptr addrspace(3) %gep.450, align 4
  %e_addr5117 = add i32 %e_lane742, 896
  %v5118 = extractelement <8 x float> %acc142, i32 7
  %gep.451 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5117
  store float %v5118, ptr addrspace(3) %gep.451, align 4
  %e_addr5120 = add i32 %e_lane742, 2048
  %v5121 = extractelement <8 x float> %acc143, i32 0
  %gep.452 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5120
  store float %v5121, ptr addrspace(3) %gep.452, align 4
  %e_addr5123 = add i32 %e_lane742, 2176
  %v5124 = extractelement <8 x float> %acc143, i32 1
  %gep.453 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5123
  store float %v5124, ptr addrspace(3) %gep.453, align 4
  %e_addr5126 = add i32 %e_lane742, 2304
  %v5127 = extractelement <8 x float> %acc143, i32 2
  %gep.454 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5126
  store float %v5127, ptr addrspace(3) %gep.454, align 4
  %e_addr5129 = add i32 %e_lane742, 2432
  %v5130 = extractelement <8 x float> %acc143, i32 3
  %gep.455 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5129
  store float %v5130, ptr addrspace(3) %gep.455, align 4
  %e_addr5132 = add i32 %e_lane742, 2560
  %v5133 = extractelement <8 x float> %acc143, i32 4
  %gep.456 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5132
  store float %v5133, ptr addrspace(3) %gep.456, align 4
  %e_addr5135 = add i32 %e_lane742, 2688
  %v5136 = extractelement <8 x float> %acc143, i32 5
  %gep.457 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5135
  store float %v5136, ptr addrspace(3) %gep.457, align 4
  %e_addr5138 = add i32 %e_lane742, 2816
  %v5139 = extractelement <8 x float> %acc143, i32 6
  %gep.458 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5138
  store float %v5139, ptr addrspace(3) %gep.458, align 4
  %e_addr5141 = add i32 %e_lane742, 2944
  %v5142 = extractelement <8 x float> %acc143, i32 7
  %gep.459 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %e_addr5141
  store float %v5142, ptr addrspace(3) %gep.459, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e5144 = add i32 %tid18, 0
  %kl5146 = udiv i32 %e5144, 32
  %cl5148 = urem i32 %e5144, 32
  %la5150 = shl i32 %e5144, 2
  %gep.460 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5150
  %v5151 = load float, ptr addrspace(3) %gep.460, align 4
  %kin5152 = add i32 %k_blk68, %kl5146
  %cin5153 = add i32 %c_blk70, %cl5148
  %kok5155 = icmp ult i32 %kin5152, 128
  %cok5157 = icmp ult i32 %cin5153, 32
  %ok5158 = and i1 %kok5155, %cok5157
  br i1 %ok5158, label %if.then.136, label %if.end.136
if.then.136:
  %krow5159 = add i32 %kbase735, %kin5152
  %kr5161 = mul i32 %krow5159, 3
  %t_r5163 = add i32 %kr5161, 2
  %t_s5165 = mul i32 %t_r5163, 3
  %t_c5167 = add i32 %t_s5165, 2
  %t_e5169 = mul i32 %t_c5167, 32
  %el5170 = add i32 %t_e5169, %cin5153
  %off5172 = shl i32 %el5170, 2
  %old.461 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5151, ptr addrspace(8) %rws87, i32 %off5172, i32 0, i32 20)
  br label %if.end.136
if.end.136:
  %e5175 = add i32 %tid18, 256
  %kl5177 = udiv i32 %e5175, 32
  %cl5179 = urem i32 %e5175, 32
  %la5181 = shl i32 %e5175, 2
  %gep.462 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5181
  %v5182 = load float, ptr addrspace(3) %gep.462, align 4
  %kin5183 = add i32 %k_blk68, %kl5177
  %cin5184 = add i32 %c_blk70, %cl5179
  %kok5186 = icmp ult i32 %kin5183, 128
  %cok5188 = icmp ult i32 %cin5184, 32
  %ok5189 = and i1 %kok5186, %cok5188
  br i1 %ok5189, label %if.then.137, label %if.end.137
if.then.137:
  %krow5190 = add i32 %kbase735, %kin5183
  %kr5192 = mul i32 %krow5190, 3
  %t_r5194 = add i32 %kr5192, 2
  %t_s5196 = mul i32 %t_r5194, 3
  %t_c5198 = add i32 %t_s5196, 2
  %t_e5200 = mul i32 %t_c5198, 32
  %el5201 = add i32 %t_e5200, %cin5184
  %off5203 = shl i32 %el5201, 2
  %old.463 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5182, ptr addrspace(8) %rws87, i32 %off5203, i32 0, i32 20)
  br label %if.end.137
if.end.137:
  %e5206 = add i32 %tid18, 512
  %kl5208 = udiv i32 %e5206, 32
  %cl5210 = urem i32 %e5206, 32
  %la5212 = shl i32 %e5206, 2
  %gep.464 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5212
  %v5213 = load float, ptr addrspace(3) %gep.464, align 4
  %kin5214 = add i32 %k_blk68, %kl5208
  %cin5215 = add i32 %c_blk70, %cl5210
  %kok5217 = icmp ult i32 %kin5214, 128
  %cok5219 = icmp ult i32 %cin5215, 32
  %ok5220 = and i1 %kok5217, %cok5219
  br i1 %ok5220, label %if.then.138, label %if.end.138
if.then.138:
  %krow5221 = add i32 %kbase735, %kin5214
  %kr5223 = mul i32 %krow5221, 3
  %t_r5225 = add i32 %kr5223, 2
  %t_s5227 = mul i32 %t_r5225, 3
  %t_c5229 = add i32 %t_s5227, 2
  %t_e5231 = mul i32 %t_c5229, 32
  %el5232 = add i32 %t_e5231, %cin5215
  %off5234 = shl i32 %el5232, 2
  %old.465 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5213, ptr addrspace(8) %rws87, i32 %off5234, i32 0, i32 20)
  br label %if.end.138
if.end.138:
  %e5237 = add i32 %tid18, 768
  %kl5239 = udiv i32 %e5237, 32
  %cl5241 = urem i32 %e5237, 32
  %la5243 = shl i32 %e5237, 2
  %gep.466 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5243
  %v5244 = load float, ptr addrspace(3) %gep.466, align 4
  %kin5245 = add i32 %k_blk68, %kl5239
  %cin5246 = add i32 %c_blk70, %cl5241
  %kok5248 = icmp ult i32 %kin5245, 128
  %cok5250 = icmp ult i32 %cin5246, 32
  %ok5251 = and i1 %kok5248, %cok5250
  br i1 %ok5251, label %if.then.139, label %if.end.139
if.then.139:
  %krow5252 = add i32 %kbase735, %kin5245
  %kr5254 = mul i32 %krow5252, 3
  %t_r5256 = add i32 %kr5254, 2
  %t_s5258 = mul i32 %t_r5256, 3
  %t_c5260 = add i32 %t_s5258, 2
  %t_e5262 = mul i32 %t_c5260, 32
  %el5263 = add i32 %t_e5262, %cin5246
  %off5265 = shl i32 %el5263, 2
  %old.467 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5244, ptr addrspace(8) %rws87, i32 %off5265, i32 0, i32 20)
  br label %if.end.139
if.end.139:
  %e5268 = add i32 %tid18, 1024
  %kl5270 = udiv i32 %e5268, 32
  %cl5272 = urem i32 %e5268, 32
  %la5274 = shl i32 %e5268, 2
  %gep.468 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5274
  %v5275 = load float, ptr addrspace(3) %gep.468, align 4
  %kin5276 = add i32 %k_blk68, %kl5270
  %cin5277 = add i32 %c_blk70, %cl5272
  %kok5279 = icmp ult i32 %kin5276, 128
  %cok5281 = icmp ult i32 %cin5277, 32
  %ok5282 = and i1 %kok5279, %cok5281
  br i1 %ok5282, label %if.then.140, label %if.end.140
if.then.140:
  %krow5283 = add i32 %kbase735, %kin5276
  %kr5285 = mul i32 %krow5283, 3
  %t_r5287 = add i32 %kr5285, 2
  %t_s5289 = mul i32 %t_r5287, 3
  %t_c5291 = add i32 %t_s5289, 2
  %t_e5293 = mul i32 %t_c5291, 32
  %el5294 = add i32 %t_e5293, %cin5277
  %off5296 = shl i32 %el5294, 2
  %old.469 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5275, ptr addrspace(8) %rws87, i32 %off5296, i32 0, i32 20)
  br label %if.end.140
if.end.140:
  %e5299 = add i32 %tid18, 1280
  %kl5301 = udiv i32 %e5299, 32
  %cl5303 = urem i32 %e5299, 32
  %la5305 = shl i32 %e5299, 2
  %gep.470 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5305
  %v5306 = load float, ptr addrspace(3) %gep.470, align 4
  %kin5307 = add i32 %k_blk68, %kl5301
  %cin5308 = add i32 %c_blk70, %cl5303
  %kok5310 = icmp ult i32 %kin5307, 128
  %cok5312 = icmp ult i32 %cin5308, 32
  %ok5313 = and i1 %kok5310, %cok5312
  br i1 %ok5313, label %if.then.141, label %if.end.141
if.then.141:
  %krow5314 = add i32 %kbase735, %kin5307
  %kr5316 = mul i32 %krow5314, 3
  %t_r5318 = add i32 %kr5316, 2
  %t_s5320 = mul i32 %t_r5318, 3
  %t_c5322 = add i32 %t_s5320, 2
  %t_e5324 = mul i32 %t_c5322, 32
  %el5325 = add i32 %t_e5324, %cin5308
  %off5327 = shl i32 %el5325, 2
  %old.471 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5306, ptr addrspace(8) %rws87, i32 %off5327, i32 0, i32 20)
  br label %if.end.141
if.end.141:
  %e5330 = add i32 %tid18, 1536
  %kl5332 = udiv i32 %e5330, 32
  %cl5334 = urem i32 %e5330, 32
  %la5336 = shl i32 %e5330, 2
  %gep.472 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5336
  %v5337 = load float, ptr addrspace(3) %gep.472, align 4
  %kin5338 = add i32 %k_blk68, %kl5332
  %cin5339 = add i32 %c_blk70, %cl5334
  %kok5341 = icmp ult i32 %kin5338, 128
  %cok5343 = icmp ult i32 %cin5339, 32
  %ok5344 = and i1 %kok5341, %cok5343
  br i1 %ok5344, label %if.then.142, label %if.end.142
if.then.142:
  %krow5345 = add i32 %kbase735, %kin5338
  %kr5347 = mul i32 %krow5345, 3
  %t_r5349 = add i32 %kr5347, 2
  %t_s5351 = mul i32 %t_r5349, 3
  %t_c5353 = add i32 %t_s5351, 2
  %t_e5355 = mul i32 %t_c5353, 32
  %el5356 = add i32 %t_e5355, %cin5339
  %off5358 = shl i32 %el5356, 2
  %old.473 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5337, ptr addrspace(8) %rws87, i32 %off5358, i32 0, i32 20)
  br label %if.end.142
if.end.142:
  %e5361 = add i32 %tid18, 1792
  %kl5363 = udiv i32 %e5361, 32
  %cl5365 = urem i32 %e5361, 32
  %la5367 = shl i32 %e5361, 2
  %gep.474 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5367
  %v5368 = load float, ptr addrspace(3) %gep.474, align 4
  %kin5369 = add i32 %k_blk68, %kl5363
  %cin5370 = add i32 %c_blk70, %cl5365
  %kok5372 = icmp ult i32 %kin5369, 128
  %cok5374 = icmp ult i32 %cin5370, 32
  %ok5375 = and i1 %kok5372, %cok5374
  br i1 %ok5375, label %if.then.143, label %if.end.143
if.then.143:
  %krow5376 = add i32 %kbase735, %kin5369
  %kr5378 = mul i32 %krow5376, 3
  %t_r5380 = add i32 %kr5378, 2
  %t_s5382 = mul i32 %t_r5380, 3
  %t_c5384 = add i32 %t_s5382, 2
  %t_e5386 = mul i32 %t_c5384, 32
  %el5387 = add i32 %t_e5386, %cin5370
  %off5389 = shl i32 %el5387, 2
  %old.475 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5368, ptr addrspace(8) %rws87, i32 %off5389, i32 0, i32 20)
  br label %if.end.143
if.end.143:
  %e5392 = add i32 %tid18, 2048
  %kl5394 = udiv i32 %e5392, 32
  %cl5396 = urem i32 %e5392, 32
  %la5398 = shl i32 %e5392, 2
  %gep.476 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5398
  %v5399 = load float, ptr addrspace(3) %gep.476, align 4
  %kin5400 = add i32 %k_blk68, %kl5394
  %cin5401 = add i32 %c_blk70, %cl5396
  %kok5403 = icmp ult i32 %kin5400, 128
  %cok5405 = icmp ult i32 %cin5401, 32
  %ok5406 = and i1 %kok5403, %cok5405
  br i1 %ok5406, label %if.then.144, label %if.end.144
if.then.144:
  %krow5407 = add i32 %kbase735, %kin5400
  %kr5409 = mul i32 %krow5407, 3
  %t_r5411 = add i32 %kr5409, 2
  %t_s5413 = mul i32 %t_r5411, 3
  %t_c5415 = add i32 %t_s5413, 2
  %t_e5417 = mul i32 %t_c5415, 32
  %el5418 = add i32 %t_e5417, %cin5401
  %off5420 = shl i32 %el5418, 2
  %old.477 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5399, ptr addrspace(8) %rws87, i32 %off5420, i32 0, i32 20)
  br label %if.end.144
if.end.144:
  %e5423 = add i32 %tid18, 2304
  %kl5425 = udiv i32 %e5423, 32
  %cl5427 = urem i32 %e5423, 32
  %la5429 = shl i32 %e5423, 2
  %gep.478 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5429
  %v5430 = load float, ptr addrspace(3) %gep.478, align 4
  %kin5431 = add i32 %k_blk68, %kl5425
  %cin5432 = add i32 %c_blk70, %cl5427
  %kok5434 = icmp ult i32 %kin5431, 128
  %cok5436 = icmp ult i32 %cin5432, 32
  %ok5437 = and i1 %kok5434, %cok5436
  br i1 %ok5437, label %if.then.145, label %if.end.145
if.then.145:
  %krow5438 = add i32 %kbase735, %kin5431
  %kr5440 = mul i32 %krow5438, 3
  %t_r5442 = add i32 %kr5440, 2
  %t_s5444 = mul i32 %t_r5442, 3
  %t_c5446 = add i32 %t_s5444, 2
  %t_e5448 = mul i32 %t_c5446, 32
  %el5449 = add i32 %t_e5448, %cin5432
  %off5451 = shl i32 %el5449, 2
  %old.479 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5430, ptr addrspace(8) %rws87, i32 %off5451, i32 0, i32 20)
  br label %if.end.145
if.end.145:
  %e5454 = add i32 %tid18, 2560
  %kl5456 = udiv i32 %e5454, 32
  %cl5458 = urem i32 %e5454, 32
  %la5460 = shl i32 %e5454, 2
  %gep.480 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5460
  %v5461 = load float, ptr addrspace(3) %gep.480, align 4
  %kin5462 = add i32 %k_blk68, %kl5456
  %cin5463 = add i32 %c_blk70, %cl5458
  %kok5465 = icmp ult i32 %kin5462, 128
  %cok5467 = icmp ult i32 %cin5463, 32
  %ok5468 = and i1 %kok5465, %cok5467
  br i1 %ok5468, label %if.then.146, label %if.end.146
if.then.146:
  %krow5469 = add i32 %kbase735, %kin5462
  %kr5471 = mul i32 %krow5469, 3
  %t_r5473 = add i32 %kr5471, 2
  %t_s5475 = mul i32 %t_r5473, 3
  %t_c5477 = add i32 %t_s5475, 2
  %t_e5479 = mul i32 %t_c5477, 32
  %el5480 = add i32 %t_e5479, %cin5463
  %off5482 = shl i32 %el5480, 2
  %old.481 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5461, ptr addrspace(8) %rws87, i32 %off5482, i32 0, i32 20)
  br label %if.end.146
if.end.146:
  %e5485 = add i32 %tid18, 2816
  %kl5487 = udiv i32 %e5485, 32
  %cl5489 = urem i32 %e5485, 32
  %la5491 = shl i32 %e5485, 2
  %gep.482 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5491
  %v5492 = load float, ptr addrspace(3) %gep.482, align 4
  %kin5493 = add i32 %k_blk68, %kl5487
  %cin5494 = add i32 %c_blk70, %cl5489
  %kok5496 = icmp ult i32 %kin5493, 128
  %cok5498 = icmp ult i32 %cin5494, 32
  %ok5499 = and i1 %kok5496, %cok5498
  br i1 %ok5499, label %if.then.147, label %if.end.147
if.then.147:
  %krow5500 = add i32 %kbase735, %kin5493
  %kr5502 = mul i32 %krow5500, 3
  %t_r5504 = add i32 %kr5502, 2
  %t_s5506 = mul i32 %t_r5504, 3
  %t_c5508 = add i32 %t_s5506, 2
  %t_e5510 = mul i32 %t_c5508, 32
  %el5511 = add i32 %t_e5510, %cin5494
  %off5513 = shl i32 %el5511, 2
  %old.483 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5492, ptr addrspace(8) %rws87, i32 %off5513, i32 0, i32 20)
  br label %if.end.147
if.end.147:
  %e5516 = add i32 %tid18, 3072
  %kl5518 = udiv i32 %e5516, 32
  %cl5520 = urem i32 %e5516, 32
  %la5522 = shl i32 %e5516, 2
  %gep.484 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5522
  %v5523 = load float, ptr addrspace(3) %gep.484, align 4
  %kin5524 = add i32 %k_blk68, %kl5518
  %cin5525 = add i32 %c_blk70, %cl5520
  %kok5527 = icmp ult i32 %kin5524, 128
  %cok5529 = icmp ult i32 %cin5525, 32
  %ok5530 = and i1 %kok5527, %cok5529
  br i1 %ok5530, label %if.then.148, label %if.end.148
if.then.148:
  %krow5531 = add i32 %kbase735, %kin5524
  %kr5533 = mul i32 %krow5531, 3
  %t_r5535 = add i32 %kr5533, 2
  %t_s5537 = mul i32 %t_r5535, 3
  %t_c5539 = add i32 %t_s5537, 2
  %t_e5541 = mul i32 %t_c5539, 32
  %el5542 = add i32 %t_e5541, %cin5525
  %off5544 = shl i32 %el5542, 2
  %old.485 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5523, ptr addrspace(8) %rws87, i32 %off5544, i32 0, i32 20)
  br label %if.end.148
if.end.148:
  %e5547 = add i32 %tid18, 3328
  %kl5549 = udiv i32 %e5547, 32
  %cl5551 = urem i32 %e5547, 32
  %la5553 = shl i32 %e5547, 2
  %gep.486 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5553
  %v5554 = load float, ptr addrspace(3) %gep.486, align 4
  %kin5555 = add i32 %k_blk68, %kl5549
  %cin5556 = add i32 %c_blk70, %cl5551
  %kok5558 = icmp ult i32 %kin5555, 128
  %cok5560 = icmp ult i32 %cin5556, 32
  %ok5561 = and i1 %kok5558, %cok5560
  br i1 %ok5561, label %if.then.149, label %if.end.149
if.then.149:
  %krow5562 = add i32 %kbase735, %kin5555
  %kr5564 = mul i32 %krow5562, 3
  %t_r5566 = add i32 %kr5564, 2
  %t_s5568 = mul i32 %t_r5566, 3
  %t_c5570 = add i32 %t_s5568, 2
  %t_e5572 = mul i32 %t_c5570, 32
  %el5573 = add i32 %t_e5572, %cin5556
  %off5575 = shl i32 %el5573, 2
  %old.487 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5554, ptr addrspace(8) %rws87, i32 %off5575, i32 0, i32 20)
  br label %if.end.149
if.end.149:
  %e5578 = add i32 %tid18, 3584
  %kl5580 = udiv i32 %e5578, 32
  %cl5582 = urem i32 %e5578, 32
  %la5584 = shl i32 %e5578, 2
  %gep.488 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5584
  %v5585 = load float, ptr addrspace(3) %gep.488, align 4
  %kin5586 = add i32 %k_blk68, %kl5580
  %cin5587 = add i32 %c_blk70, %cl5582
  %kok5589 = icmp ult i32 %kin5586, 128
  %cok5591 = icmp ult i32 %cin5587, 32
  %ok5592 = and i1 %kok5589, %cok5591
  br i1 %ok5592, label %if.then.150, label %if.end.150
if.then.150:
  %krow5593 = add i32 %kbase735, %kin5586
  %kr5595 = mul i32 %krow5593, 3
  %t_r5597 = add i32 %kr5595, 2
  %t_s5599 = mul i32 %t_r5597, 3
  %t_c5601 = add i32 %t_s5599, 2
  %t_e5603 = mul i32 %t_c5601, 32
  %el5604 = add i32 %t_e5603, %cin5587
  %off5606 = shl i32 %el5604, 2
  %old.489 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5585, ptr addrspace(8) %rws87, i32 %off5606, i32 0, i32 20)
  br label %if.end.150
if.end.150:
  %e5609 = add i32 %tid18, 3840
  %kl5611 = udiv i32 %e5609, 32
  %cl5613 = urem i32 %e5609, 32
  %la5615 = shl i32 %e5609, 2
  %gep.490 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c32_k128_w4x2_t2x1_rps2_rb1_le1_tdm0_wsr2, i32 %la5615
  %v5616 = load float, ptr addrspace(3) %gep.490, align 4
  %kin5617 = add i32 %k_blk68, %kl5611
  %cin5618 = add i32 %c_blk70, %cl5613
  %kok5620 = icmp ult i32 %kin5617, 128
  %cok5622 = icmp ult i32 %cin5618, 32
  %ok5623 = and i1 %kok5620, %cok5622
  br i1 %ok5623, label %if.then.151, label %if.end.151
if.then.151:
  %krow5624 = add i32 %kbase735, %kin5617
  %kr5626 = mul i32 %krow5624, 3
  %t_r5628 = add i32 %kr5626, 2
  %t_s5630 = mul i32 %t_r5628, 3
  %t_c5632 = add i32 %t_s5630, 2
  %t_e5634 = mul i32 %t_c5632, 32
  %el5635 = add i32 %t_e5634, %cin5618
  %off5637 = shl i32 %el5635, 2
  %old.491 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5616, ptr addrspace(8) %rws87, i32 %off5637, i32 0, i32 20)
  br label %if.end.151
if.end.151:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="384" }
