; irgate direct_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=16,kpg=16,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=1,tdm_stages=0,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1 = internal unnamed_addr addrspace(3) global [6432 x i8] undef, align 16

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

define amdgpu_kernel void @irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wave_k24 = urem i32 %wave22, 1
  %wave_c26 = udiv i32 %wave22, 1
  %wkb28 = mul i32 %wave_k24, 16
  %wcb30 = mul i32 %wave_c26, 16
  %half32 = lshr i32 %lane20, 4
  %khalf34 = shl i32 %half32, 3
  %lrow36 = and i32 %lane20, 7
  %tr_row37 = add i32 %khalf34, %lrow36
  %lcol39 = and i32 %lane20, 15
  %cgrp41 = lshr i32 %lcol39, 3
  %tr_col43 = shl i32 %cgrp41, 3
  %a_r45 = mul i32 %tr_row37, 24
  %a_c46 = add i32 %a_r45, %tr_col43
  %a_e47 = add i32 %a_c46, %wkb28
  %a_lane49 = shl i32 %a_e47, 1
  %b_r51 = mul i32 %tr_row37, 24
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
  %k_blk68 = mul i32 %kt64, 16
  %c_blk70 = mul i32 %ct60, 16
  %gk72 = mul i32 %g66, 16
  %gc74 = mul i32 %g66, 16
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
  %t116 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc117 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc545, %for.latch.1 ]
  %acc118 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc553, %for.latch.1 ]
  %acc119 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc561, %for.latch.1 ]
  %acc120 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc569, %for.latch.1 ]
  %acc121 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc577, %for.latch.1 ]
  %acc122 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc585, %for.latch.1 ]
  %acc123 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc593, %for.latch.1 ]
  %acc124 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc601, %for.latch.1 ]
  %acc125 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc609, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t116, %steps103
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %rg126 = udiv i32 %t116, %ncols94
  %ccol127 = urem i32 %t116, %ncols94
  %rgo129 = mul i32 %rg126, 1
  %ho_s130 = add i32 %ho_lo81, %rgo129
  %wo_s132 = shl i32 %ccol127, 5
  %wb134 = sub i32 %wo_s132, 1
  %ho136 = add i32 %ho_s130, 0
  %hok137 = icmp ult i32 %ho136, %ho_hi84
  %dy_row138 = mul i32 %ho136, %dy_stride_h
  %dy_r139 = add i32 %dy_img88, %dy_row138
  %e141 = add i32 %tid18, 0
  %row143 = udiv i32 %e141, 2
  %cc145 = urem i32 %e141, 2
  %chan147 = shl i32 %cc145, 3
  %wo148 = add i32 %wo_s132, %row143
  %wok149 = icmp ult i32 %wo148, %wo
  %kin150 = add i32 %k_blk68, %chan147
  %kok152 = icmp ult i32 %kin150, 16
  %ok153 = and i1 %hok137, %wok149
  %ok154 = and i1 %ok153, %kok152
  %col155 = mul i32 %wo148, %dy_stride_w
  %el156 = add i32 %dy_r139, %col155
  %el157 = add i32 %el156, %dy_ch75
  %el158 = add i32 %el157, %chan147
  %off160 = shl i32 %el158, 1
  %safe162 = select i1 %ok154, i32 %off160, i32 2147483647
  %dyv164 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe162, i32 0, i32 0)
  %lrow166 = mul i32 %row143, 24
  %lel167 = add i32 %lrow166, %chan147
  %lb169 = shl i32 %lel167, 1
  %la171 = add i32 %lb169, 0
  %e173 = add i32 %tid18, 32
  %row175 = udiv i32 %e173, 2
  %cc177 = urem i32 %e173, 2
  %chan179 = shl i32 %cc177, 3
  %wo180 = add i32 %wo_s132, %row175
  %wok181 = icmp ult i32 %wo180, %wo
  %kin182 = add i32 %k_blk68, %chan179
  %kok184 = icmp ult i32 %kin182, 16
  %ok185 = and i1 %hok137, %wok181
  %ok186 = and i1 %ok185, %kok184
  %col187 = mul i32 %wo180, %dy_stride_w
  %el188 = add i32 %dy_r139, %col187
  %el189 = add i32 %el188, %dy_ch75
  %el190 = add i32 %el189, %chan179
  %off192 = shl i32 %el190, 1
  %safe194 = select i1 %ok186, i32 %off192, i32 2147483647
  %dyv196 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe194, i32 0, i32 0)
  %lrow198 = mul i32 %row175, 24
  %lel199 = add i32 %lrow198, %chan179
  %lb201 = shl i32 %lel199, 1
  %la203 = add i32 %lb201, 0
  %h_a205 = add i32 %ho136, 0
  %hi207 = sub i32 %h_a205, 1
  %hiok208 = icmp ult i32 %hi207, %hi
  %x_row209 = mul i32 %hi207, %x_stride_h
  %x_r210 = add i32 %x_img89, %x_row209
  %e212 = add i32 %tid18, 0
  %row214 = udiv i32 %e212, 2
  %cc216 = urem i32 %e212, 2
  %chan218 = shl i32 %cc216, 3
  %wi219 = add i32 %wb134, %row214
  %wiok220 = icmp ult i32 %wi219, %wi
  %cin221 = add i32 %c_blk70, %chan218
  %cok223 = icmp ult i32 %cin221, 16
  %ok224 = and i1 %hiok208, %wiok220
  %ok225 = and i1 %ok224, %cok223
  %col226 = mul i32 %wi219, %x_stride_w
  %el227 = add i32 %x_r210, %col226
  %el228 = add i32 %el227, %x_ch76
  %el229 = add i32 %el228, %chan218
  %off231 = shl i32 %el229, 1
  %safe233 = select i1 %ok225, i32 %off231, i32 2147483647
  %xv235 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe233, i32 0, i32 0)
  %lrow237 = mul i32 %row214, 24
  %lel238 = add i32 %lrow237, %chan218
  %lb240 = shl i32 %lel238, 1
  %la242 = add i32 %lb240, 1536
  %eok244 = icmp ult i32 %e212, 68
  %e246 = add i32 %tid18, 32
  %row248 = udiv i32 %e246, 2
  %cc250 = urem i32 %e246, 2
  %chan252 = shl i32 %cc250, 3
  %wi253 = add i32 %wb134, %row248
  %wiok254 = icmp ult i32 %wi253, %wi
  %cin255 = add i32 %c_blk70, %chan252
  %cok257 = icmp ult i32 %cin255, 16
  %ok258 = and i1 %hiok208, %wiok254
  %ok259 = and i1 %ok258, %cok257
  %col260 = mul i32 %wi253, %x_stride_w
  %el261 = add i32 %x_r210, %col260
  %el262 = add i32 %el261, %x_ch76
  %el263 = add i32 %el262, %chan252
  %off265 = shl i32 %el263, 1
  %safe267 = select i1 %ok259, i32 %off265, i32 2147483647
  %xv269 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe267, i32 0, i32 0)
  %lrow271 = mul i32 %row248, 24
  %lel272 = add i32 %lrow271, %chan252
  %lb274 = shl i32 %lel272, 1
  %la276 = add i32 %lb274, 1536
  %eok278 = icmp ult i32 %e246, 68
  %e280 = add i32 %tid18, 64
  %row282 = udiv i32 %e280, 2
  %cc284 = urem i32 %e280, 2
  %chan286 = shl i32 %cc284, 3
  %wi287 = add i32 %wb134, %row282
  %wiok288 = icmp ult i32 %wi287, %wi
  %cin289 = add i32 %c_blk70, %chan286
  %cok291 = icmp ult i32 %cin289, 16
  %ok292 = and i1 %hiok208, %wiok288
  %ok293 = and i1 %ok292, %cok291
  %col294 = mul i32 %wi287, %x_stride_w
  %el295 = add i32 %x_r210, %col294
  %el296 = add i32 %el295, %x_ch76
  %el297 = add i32 %el296, %chan286
  %off299 = shl i32 %el297, 1
  %safe301 = select i1 %ok293, i32 %off299, i32 2147483647
  %xv303 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe301, i32 0, i32 0)
  %lrow305 = mul i32 %row282, 24
  %lel306 = add i32 %lrow305, %chan286
  %lb308 = shl i32 %lel306, 1
  %la310 = add i32 %lb308, 1536
  %eok312 = icmp ult i32 %e280, 68
  %h_a314 = add i32 %ho136, 1
  %hi316 = sub i32 %h_a314, 1
  %hiok317 = icmp ult i32 %hi316, %hi
  %x_row318 = mul i32 %hi316, %x_stride_h
  %x_r319 = add i32 %x_img89, %x_row318
  %e321 = add i32 %tid18, 0
  %row323 = udiv i32 %e321, 2
  %cc325 = urem i32 %e321, 2
  %chan327 = shl i32 %cc325, 3
  %wi328 = add i32 %wb134, %row323
  %wiok329 = icmp ult i32 %wi328, %wi
  %cin330 = add i32 %c_blk70, %chan327
  %cok332 = icmp ult i32 %cin330, 16
  %ok333 = and i1 %hiok317, %wiok329
  %ok334 = and i1 %ok333, %cok332
  %col335 = mul i32 %wi328, %x_stride_w
  %el336 = add i32 %x_r319, %col335
  %el337 = add i32 %el336, %x_ch76
  %el338 = add i32 %el337, %chan327
  %off340 = shl i32 %el338, 1
  %safe342 = select i1 %ok334, i32 %off340, i32 2147483647
  %xv344 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe342, i32 0, i32 0)
  %lrow346 = mul i32 %row323, 24
  %lel347 = add i32 %lrow346, %chan327
  %lb349 = shl i32 %lel347, 1
  %la351 = add i32 %lb349, 3168
  %eok353 = icmp ult i32 %e321, 68
  %e355 = add i32 %tid18, 32
  %row357 = udiv i32 %e355, 2
  %cc359 = urem i32 %e355, 2
  %chan361 = shl i32 %cc359, 3
  %wi362 = add i32 %wb134, %row357
  %wiok363 = icmp ult i32 %wi362, %wi
  %cin364 = add i32 %c_blk70, %chan361
  %cok366 = icmp ult i32 %cin364, 16
  %ok367 = and i1 %hiok317, %wiok363
  %ok368 = and i1 %ok367, %cok366
  %col369 = mul i32 %wi362, %x_stride_w
  %el370 = add i32 %x_r319, %col369
  %el371 = add i32 %el370, %x_ch76
  %el372 = add i32 %el371, %chan361
  %off374 = shl i32 %el372, 1
  %safe376 = select i1 %ok368, i32 %off374, i32 2147483647
  %xv378 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe376, i32 0, i32 0)
  %lrow380 = mul i32 %row357, 24
  %lel381 = add i32 %lrow380, %chan361
  %lb383 = shl i32 %lel381, 1
  %la385 = add i32 %lb383, 3168
  %eok387 = icmp ult i32 %e355, 68
  %e389 = add i32 %tid18, 64
  %row391 = udiv i32 %e389, 2
  %cc393 = urem i32 %e389, 2
  %chan395 = shl i32 %cc393, 3
  %wi396 = add i32 %wb134, %row391
  %wiok397 = icmp ult i32 %wi396, %wi
  %cin398 = add i32 %c_blk70, %chan395
  %cok400 = icmp ult i32 %cin398, 16
  %ok401 = and i1 %hiok317, %wiok397
  %ok402 = and i1 %ok401, %cok400
  %col403 = mul i32 %wi396, %x_stride_w
  %el404 = add i32 %x_r319, %col403
  %el405 = add i32 %el404, %x_ch76
  %el406 = add i32 %el405, %chan395
  %off408 = shl i32 %el406, 1
  %safe410 = select i1 %ok402, i32 %off408, i32 2147483647
  %xv412 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe410, i32 0, i32 0)
  %lrow414 = mul i32 %row391, 24
  %lel415 = add i32 %lrow414, %chan395
  %lb417 = shl i32 %lel415, 1
  %la419 = add i32 %lb417, 3168
  %eok421 = icmp ult i32 %e389, 68
  %h_a423 = add i32 %ho136, 2
  %hi425 = sub i32 %h_a423, 1
  %hiok426 = icmp ult i32 %hi425, %hi
  %x_row427 = mul i32 %hi425, %x_stride_h
  %x_r428 = add i32 %x_img89, %x_row427
  %e430 = add i32 %tid18, 0
  %row432 = udiv i32 %e430, 2
  %cc434 = urem i32 %e430, 2
  %chan436 = shl i32 %cc434, 3
  %wi437 = add i32 %wb134, %row432
  %wiok438 = icmp ult i32 %wi437, %wi
  %cin439 = add i32 %c_blk70, %chan436
  %cok441 = icmp ult i32 %cin439, 16
  %ok442 = and i1 %hiok426, %wiok438
  %ok443 = and i1 %ok442, %cok441
  %col444 = mul i32 %wi437, %x_stride_w
  %el445 = add i32 %x_r428, %col444
  %el446 = add i32 %el445, %x_ch76
  %el447 = add i32 %el446, %chan436
  %off449 = shl i32 %el447, 1
  %safe451 = select i1 %ok443, i32 %off449, i32 2147483647
  %xv453 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe451, i32 0, i32 0)
  %lrow455 = mul i32 %row432, 24
  %lel456 = add i32 %lrow455, %chan436
  %lb458 = shl i32 %lel456, 1
  %la460 = add i32 %lb458, 4800
  %eok462 = icmp ult i32 %e430, 68
  %e464 = add i32 %tid18, 32
  %row466 = udiv i32 %e464, 2
  %cc468 = urem i32 %e464, 2
  %chan470 = shl i32 %cc468, 3
  %wi471 = add i32 %wb134, %row466
  %wiok472 = icmp ult i32 %wi471, %wi
  %cin473 = add i32 %c_blk70, %chan470
  %cok475 = icmp ult i32 %cin473, 16
  %ok476 = and i1 %hiok426, %wiok472
  %ok477 = and i1 %ok476, %cok475
  %col478 = mul i32 %wi471, %x_stride_w
  %el479 = add i32 %x_r428, %col478
  %el480 = add i32 %el479, %x_ch76
  %el481 = add i32 %el480, %chan470
  %off483 = shl i32 %el481, 1
  %safe485 = select i1 %ok477, i32 %off483, i32 2147483647
  %xv487 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe485, i32 0, i32 0)
  %lrow489 = mul i32 %row466, 24
  %lel490 = add i32 %lrow489, %chan470
  %lb492 = shl i32 %lel490, 1
  %la494 = add i32 %lb492, 4800
  %eok496 = icmp ult i32 %e464, 68
  %e498 = add i32 %tid18, 64
  %row500 = udiv i32 %e498, 2
  %cc502 = urem i32 %e498, 2
  %chan504 = shl i32 %cc502, 3
  %wi505 = add i32 %wb134, %row500
  %wiok506 = icmp ult i32 %wi505, %wi
  %cin507 = add i32 %c_blk70, %chan504
  %cok509 = icmp ult i32 %cin507, 16
  %ok510 = and i1 %hiok426, %wiok506
  %ok511 = and i1 %ok510, %cok509
  %col512 = mul i32 %wi505, %x_stride_w
  %el513 = add i32 %x_r428, %col512
  %el514 = add i32 %el513, %x_ch76
  %el515 = add i32 %el514, %chan504
  %off517 = shl i32 %el515, 1
  %safe519 = select i1 %ok511, i32 %off517, i32 2147483647
  %xv521 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe519, i32 0, i32 0)
  %lrow523 = mul i32 %row500, 24
  %lel524 = add i32 %lrow523, %chan504
  %lb526 = shl i32 %lel524, 1
  %la528 = add i32 %lb526, 4800
  %eok530 = icmp ult i32 %e498, 68
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la171
  store <4 x i32> %dyv164, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la203
  store <4 x i32> %dyv196, ptr addrspace(3) %gep.7, align 16
  br i1 %eok244, label %if.then.2, label %if.end.2
if.then.2:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la242
  store <4 x i32> %xv235, ptr addrspace(3) %gep.8, align 16
  br label %if.end.2
if.end.2:
  br i1 %eok278, label %if.then.3, label %if.end.3
if.then.3:
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la276
  store <4 x i32> %xv269, ptr addrspace(3) %gep.9, align 16
  br label %if.end.3
if.end.3:
  br i1 %eok312, label %if.then.4, label %if.end.4
if.then.4:
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la310
  store <4 x i32> %xv303, ptr addrspace(3) %gep.10, align 16
  br label %if.end.4
if.end.4:
  br i1 %eok353, label %if.then.5, label %if.end.5
if.then.5:
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la351
  store <4 x i32> %xv344, ptr addrspace(3) %gep.11, align 16
  br label %if.end.5
if.end.5:
  br i1 %eok387, label %if.then.6, label %if.end.6
if.then.6:
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la385
  store <4 x i32> %xv378, ptr addrspace(3) %gep.12, align 16
  br label %if.end.6
if.end.6:
  br i1 %eok421, label %if.then.7, label %if.end.7
if.then.7:
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la419
  store <4 x i32> %xv412, ptr addrspace(3) %gep.13, align 16
  br label %if.end.7
if.end.7:
  br i1 %eok462, label %if.then.8, label %if.end.8
if.then.8:
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la460
  store <4 x i32> %xv453, ptr addrspace(3) %gep.14, align 16
  br label %if.end.8
if.end.8:
  br i1 %eok496, label %if.then.9, label %if.end.9
if.then.9:
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la494
  store <4 x i32> %xv487, ptr addrspace(3) %gep.15, align 16
  br label %if.end.9
if.end.9:
  br i1 %eok530, label %if.then.10, label %if.end.10
if.then.10:
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la528
  store <4 x i32> %xv521, ptr addrspace(3) %gep.16, align 16
  br label %if.end.10
if.end.10:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr532 = add i32 %a_lane49, 0
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr532
  %a_lo533 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %a_addr535 = add i32 %a_lane49, 768
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr535
  %a_hi536 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %a_frag537 = shufflevector <8 x half> %a_lo533, <8 x half> %a_hi536, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr539 = add i32 %b_lane55, 1536
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr539
  %b_lo540 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_addr542 = add i32 %b_lane55, 2304
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr542
  %b_hi543 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %b_frag544 = shufflevector <8 x half> %b_lo540, <8 x half> %b_hi543, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc545 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag537, i1 false, <16 x half> %b_frag544, i16 0, <8 x float> %acc117, i1 false, i1 false)
  %b_addr547 = add i32 %b_lane55, 1584
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr547
  %b_lo548 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_addr550 = add i32 %b_lane55, 2352
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr550
  %b_hi551 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %b_frag552 = shufflevector <8 x half> %b_lo548, <8 x half> %b_hi551, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc553 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag537, i1 false, <16 x half> %b_frag552, i16 0, <8 x float> %acc118, i1 false, i1 false)
  %b_addr555 = add i32 %b_lane55, 1632
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr555
  %b_lo556 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.23)
  %b_addr558 = add i32 %b_lane55, 2400
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr558
  %b_hi559 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.24)
  %b_frag560 = shufflevector <8 x half> %b_lo556, <8 x half> %b_hi559, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc561 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag537, i1 false, <16 x half> %b_frag560, i16 0, <8 x float> %acc119, i1 false, i1 false)
  %b_addr563 = add i32 %b_lane55, 3168
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr563
  %b_lo564 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.25)
  %b_addr566 = add i32 %b_lane55, 3936
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr566
  %b_hi567 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.26)
  %b_frag568 = shufflevector <8 x half> %b_lo564, <8 x half> %b_hi567, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc569 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag537, i1 false, <16 x half> %b_frag568, i16 0, <8 x float> %acc120, i1 false, i1 false)
  %b_addr571 = add i32 %b_lane55, 3216
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr571
  %b_lo572 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.27)
  %b_addr574 = add i32 %b_lane55, 3984
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr574
  %b_hi575 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %b_frag576 = shufflevector <8 x half> %b_lo572, <8 x half> %b_hi575, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc577 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag537, i1 false, <16 x half> %b_frag576, i16 0, <8 x float> %acc121, i1 false, i1 false)
  %b_addr579 = add i32 %b_lane55, 3264
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr579
  %b_lo580 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %b_addr582 = add i32 %b_lane55, 4032
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr582
  %b_hi583 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %b_frag584 = shufflevector <8 x half> %b_lo580, <8 x half> %b_hi583, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc585 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag537, i1 false, <16 x half> %b_frag584, i16 0, <8 x float> %acc122, i1 false, i1 false)
  %b_addr587 = add i32 %b_lane55, 4800
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr587
  %b_lo588 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %b_addr590 = add i32 %b_lane55, 5568
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr590
  %b_hi591 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.32)
  %b_frag592 = shufflevector <8 x half> %b_lo588, <8 x half> %b_hi591, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc593 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag537, i1 false, <16 x half> %b_frag592, i16 0, <8 x float> %acc123, i1 false, i1 false)
  %b_addr595 = add i32 %b_lane55, 4848
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr595
  %b_lo596 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.33)
  %b_addr598 = add i32 %b_lane55, 5616
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr598
  %b_hi599 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.34)
  %b_frag600 = shufflevector <8 x half> %b_lo596, <8 x half> %b_hi599, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc601 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag537, i1 false, <16 x half> %b_frag600, i16 0, <8 x float> %acc124, i1 false, i1 false)
  %b_addr603 = add i32 %b_lane55, 4896
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr603
  %b_lo604 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.35)
  %b_addr606 = add i32 %b_lane55, 5664
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr606
  %b_hi607 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.36)
  %b_frag608 = shufflevector <8 x half> %b_lo604, <8 x half> %b_hi607, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc609 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag537, i1 false, <16 x half> %b_frag608, i16 0, <8 x float> %acc125, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t116, 1
  br label %for.head.1
for.exit.1:
  %slab_a611 = mul i32 %img58, 1
  %slab_b612 = add i32 %slab_a611, %rblk57
  %slab614 = urem i32 %slab_b612, 1
  %slab_g615 = mul i32 %slab614, %groups
  %slab_k617 = mul i32 %slab_g615, 16
  %kbase618 = add i32 %slab_k617, %gk72
  %er619 = add i32 %wkb28, %khalf34
  %erb621 = mul i32 %er619, 16
  %ec622 = add i32 %erb621, %wcb30
  %ecl623 = add i32 %ec622, %lcol39
  %e_lane625 = shl i32 %ecl623, 2
  %e_addr627 = add i32 %e_lane625, 0
  %v628 = extractelement <8 x float> %acc117, i32 0
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr627
  store float %v628, ptr addrspace(3) %gep.37, align 4
  %e_addr630 = add i32 %e_lane625, 64
  %v631 = extractelement <8 x float> %acc117, i32 1
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr630
  store float %v631, ptr addrspace(3) %gep.38, align 4
  %e_addr633 = add i32 %e_lane625, 128
  %v634 = extractelement <8 x float> %acc117, i32 2
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr633
  store float %v634, ptr addrspace(3) %gep.39, align 4
  %e_addr636 = add i32 %e_lane625, 192
  %v637 = extractelement <8 x float> %acc117, i32 3
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr636
  store float %v637, ptr addrspace(3) %gep.40, align 4
  %e_addr639 = add i32 %e_lane625, 256
  %v640 = extractelement <8 x float> %acc117, i32 4
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr639
  store float %v640, ptr addrspace(3) %gep.41, align 4
  %e_addr642 = add i32 %e_lane625, 320
  %v643 = extractelement <8 x float> %acc117, i32 5
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr642
  store float %v643, ptr addrspace(3) %gep.42, align 4
  %e_addr645 = add i32 %e_lane625, 384
  %v646 = extractelement <8 x float> %acc117, i32 6
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr645
  store float %v646, ptr addrspace(3) %gep.43, align 4
  %e_addr648 = add i32 %e_lane625, 448
  %v649 = extractelement <8 x float> %acc117, i32 7
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr648
  store float %v649, ptr addrspace(3) %gep.44, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e651 = add i32 %tid18, 0
  %kl653 = udiv i32 %e651, 16
  %cl655 = urem i32 %e651, 16
  %la657 = shl i32 %e651, 2
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la657
  %v658 = load float, ptr addrspace(3) %gep.45, align 4
  %kin659 = add i32 %k_blk68, %kl653
  %cin660 = add i32 %c_blk70, %cl655
  %kok662 = icmp ult i32 %kin659, 16
  %cok664 = icmp ult i32 %cin660, 16
  %ok665 = and i1 %kok662, %cok664
  br i1 %ok665, label %if.then.11, label %if.end.11
if.then.11:
  %krow666 = add i32 %kbase618, %kin659
  %kr668 = mul i32 %krow666, 3
  %t_r670 = add i32 %kr668, 0
  %t_s672 = mul i32 %t_r670, 3
  %t_c674 = add i32 %t_s672, 0
  %t_e676 = mul i32 %t_c674, 16
  %el677 = add i32 %t_e676, %cin660
  %off679 = shl i32 %el677, 2
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v658, ptr addrspace(8) %rws87, i32 %off679, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %e682 = add i32 %tid18, 32
  %kl684 = udiv i32 %e682, 16
  %cl686 = urem i32 %e682, 16
  %la688 = shl i32 %e682, 2
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la688
  %v689 = load float, ptr addrspace(3) %gep.47, align 4
  %kin690 = add i32 %k_blk68, %kl684
  %cin691 = add i32 %c_blk70, %cl686
  %kok693 = icmp ult i32 %kin690, 16
  %cok695 = icmp ult i32 %cin691, 16
  %ok696 = and i1 %kok693, %cok695
  br i1 %ok696, label %if.then.12, label %if.end.12
if.then.12:
  %krow697 = add i32 %kbase618, %kin690
  %kr699 = mul i32 %krow697, 3
  %t_r701 = add i32 %kr699, 0
  %t_s703 = mul i32 %t_r701, 3
  %t_c705 = add i32 %t_s703, 0
  %t_e707 = mul i32 %t_c705, 16
  %el708 = add i32 %t_e707, %cin691
  %off710 = shl i32 %el708, 2
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v689, ptr addrspace(8) %rws87, i32 %off710, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %e713 = add i32 %tid18, 64
  %kl715 = udiv i32 %e713, 16
  %cl717 = urem i32 %e713, 16
  %la719 = shl i32 %e713, 2
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la719
  %v720 = load float, ptr addrspace(3) %gep.49, align 4
  %kin721 = add i32 %k_blk68, %kl715
  %cin722 = add i32 %c_blk70, %cl717
  %kok724 = icmp ult i32 %kin721, 16
  %cok726 = icmp ult i32 %cin722, 16
  %ok727 = and i1 %kok724, %cok726
  br i1 %ok727, label %if.then.13, label %if.end.13
if.then.13:
  %krow728 = add i32 %kbase618, %kin721
  %kr730 = mul i32 %krow728, 3
  %t_r732 = add i32 %kr730, 0
  %t_s734 = mul i32 %t_r732, 3
  %t_c736 = add i32 %t_s734, 0
  %t_e738 = mul i32 %t_c736, 16
  %el739 = add i32 %t_e738, %cin722
  %off741 = shl i32 %el739, 2
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v720, ptr addrspace(8) %rws87, i32 %off741, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %e744 = add i32 %tid18, 96
  %kl746 = udiv i32 %e744, 16
  %cl748 = urem i32 %e744, 16
  %la750 = shl i32 %e744, 2
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la750
  %v751 = load float, ptr addrspace(3) %gep.51, align 4
  %kin752 = add i32 %k_blk68, %kl746
  %cin753 = add i32 %c_blk70, %cl748
  %kok755 = icmp ult i32 %kin752, 16
  %cok757 = icmp ult i32 %cin753, 16
  %ok758 = and i1 %kok755, %cok757
  br i1 %ok758, label %if.then.14, label %if.end.14
if.then.14:
  %krow759 = add i32 %kbase618, %kin752
  %kr761 = mul i32 %krow759, 3
  %t_r763 = add i32 %kr761, 0
  %t_s765 = mul i32 %t_r763, 3
  %t_c767 = add i32 %t_s765, 0
  %t_e769 = mul i32 %t_c767, 16
  %el770 = add i32 %t_e769, %cin753
  %off772 = shl i32 %el770, 2
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v751, ptr addrspace(8) %rws87, i32 %off772, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %e775 = add i32 %tid18, 128
  %kl777 = udiv i32 %e775, 16
  %cl779 = urem i32 %e775, 16
  %la781 = shl i32 %e775, 2
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la781
  %v782 = load float, ptr addrspace(3) %gep.53, align 4
  %kin783 = add i32 %k_blk68, %kl777
  %cin784 = add i32 %c_blk70, %cl779
  %kok786 = icmp ult i32 %kin783, 16
  %cok788 = icmp ult i32 %cin784, 16
  %ok789 = and i1 %kok786, %cok788
  br i1 %ok789, label %if.then.15, label %if.end.15
if.then.15:
  %krow790 = add i32 %kbase618, %kin783
  %kr792 = mul i32 %krow790, 3
  %t_r794 = add i32 %kr792, 0
  %t_s796 = mul i32 %t_r794, 3
  %t_c798 = add i32 %t_s796, 0
  %t_e800 = mul i32 %t_c798, 16
  %el801 = add i32 %t_e800, %cin784
  %off803 = shl i32 %el801, 2
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v782, ptr addrspace(8) %rws87, i32 %off803, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %e806 = add i32 %tid18, 160
  %kl808 = udiv i32 %e806, 16
  %cl810 = urem i32 %e806, 16
  %la812 = shl i32 %e806, 2
  %gep.55 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la812
  %v813 = load float, ptr addrspace(3) %gep.55, align 4
  %kin814 = add i32 %k_blk68, %kl808
  %cin815 = add i32 %c_blk70, %cl810
  %kok817 = icmp ult i32 %kin814, 16
  %cok819 = icmp ult i32 %cin815, 16
  %ok820 = and i1 %kok817, %cok819
  br i1 %ok820, label %if.then.16, label %if.end.16
if.then.16:
  %krow821 = add i32 %kbase618, %kin814
  %kr823 = mul i32 %krow821, 3
  %t_r825 = add i32 %kr823, 0
  %t_s827 = mul i32 %t_r825, 3
  %t_c829 = add i32 %t_s827, 0
  %t_e831 = mul i32 %t_c829, 16
  %el832 = add i32 %t_e831, %cin815
  %off834 = shl i32 %el832, 2
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v813, ptr addrspace(8) %rws87, i32 %off834, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %e837 = add i32 %tid18, 192
  %kl839 = udiv i32 %e837, 16
  %cl841 = urem i32 %e837, 16
  %la843 = shl i32 %e837, 2
  %gep.57 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la843
  %v844 = load float, ptr addrspace(3) %gep.57, align 4
  %kin845 = add i32 %k_blk68, %kl839
  %cin846 = add i32 %c_blk70, %cl841
  %kok848 = icmp ult i32 %kin845, 16
  %cok850 = icmp ult i32 %cin846, 16
  %ok851 = and i1 %kok848, %cok850
  br i1 %ok851, label %if.then.17, label %if.end.17
if.then.17:
  %krow852 = add i32 %kbase618, %kin845
  %kr854 = mul i32 %krow852, 3
  %t_r856 = add i32 %kr854, 0
  %t_s858 = mul i32 %t_r856, 3
  %t_c860 = add i32 %t_s858, 0
  %t_e862 = mul i32 %t_c860, 16
  %el863 = add i32 %t_e862, %cin846
  %off865 = shl i32 %el863, 2
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v844, ptr addrspace(8) %rws87, i32 %off865, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %e868 = add i32 %tid18, 224
  %kl870 = udiv i32 %e868, 16
  %cl872 = urem i32 %e868, 16
  %la874 = shl i32 %e868, 2
  %gep.59 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la874
  %v875 = load float, ptr addrspace(3) %gep.59, align 4
  %kin876 = add i32 %k_blk68, %kl870
  %cin877 = add i32 %c_blk70, %cl872
  %kok879 = icmp ult i32 %kin876, 16
  %cok881 = icmp ult i32 %cin877, 16
  %ok882 = and i1 %kok879, %cok881
  br i1 %ok882, label %if.then.18, label %if.end.18
if.then.18:
  %krow883 = add i32 %kbase618, %kin876
  %kr885 = mul i32 %krow883, 3
  %t_r887 = add i32 %kr885, 0
  %t_s889 = mul i32 %t_r887, 3
  %t_c891 = add i32 %t_s889, 0
  %t_e893 = mul i32 %t_c891, 16
  %el894 = add i32 %t_e893, %cin877
  %off896 = shl i32 %el894, 2
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v875, ptr addrspace(8) %rws87, i32 %off896, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr899 = add i32 %e_lane625, 0
  %v900 = extractelement <8 x float> %acc118, i32 0
  %gep.61 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr899
  store float %v900, ptr addrspace(3) %gep.61, align 4
  %e_addr902 = add i32 %e_lane625, 64
  %v903 = extractelement <8 x float> %acc118, i32 1
  %gep.62 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr902
  store float %v903, ptr addrspace(3) %gep.62, align 4
  %e_addr905 = add i32 %e_lane625, 128
  %v906 = extractelement <8 x float> %acc118, i32 2
  %gep.63 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr905
  store float %v906, ptr addrspace(3) %gep.63, align 4
  %e_addr908 = add i32 %e_lane625, 192
  %v909 = extractelement <8 x float> %acc118, i32 3
  %gep.64 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr908
  store float %v909, ptr addrspace(3) %gep.64, align 4
  %e_addr911 = add i32 %e_lane625, 256
  %v912 = extractelement <8 x float> %acc118, i32 4
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr911
  store float %v912, ptr addrspace(3) %gep.65, align 4
  %e_addr914 = add i32 %e_lane625, 320
  %v915 = extractelement <8 x float> %acc118, i32 5
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr914
  store float %v915, ptr addrspace(3) %gep.66, align 4
  %e_addr917 = add i32 %e_lane625, 384
  %v918 = extractelement <8 x float> %acc118, i32 6
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr917
  store float %v918, ptr addrspace(3) %gep.67, align 4
  %e_addr920 = add i32 %e_lane625, 448
  %v921 = extractelement <8 x float> %acc118, i32 7
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr920
  store float %v921, ptr addrspace(3) %gep.68, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e923 = add i32 %tid18, 0
  %kl925 = udiv i32 %e923, 16
  %cl927 = urem i32 %e923, 16
  %la929 = shl i32 %e923, 2
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la929
  %v930 = load float, ptr addrspace(3) %gep.69, align 4
  %kin931 = add i32 %k_blk68, %kl925
  %cin932 = add i32 %c_blk70, %cl927
  %kok934 = icmp ult i32 %kin931, 16
  %cok936 = icmp ult i32 %cin932, 16
  %ok937 = and i1 %kok934, %cok936
  br i1 %ok937, label %if.then.19, label %if.end.19
if.then.19:
  %krow938 = add i32 %kbase618, %kin931
  %kr940 = mul i32 %krow938, 3
  %t_r942 = add i32 %kr940, 0
  %t_s944 = mul i32 %t_r942, 3
  %t_c946 = add i32 %t_s944, 1
  %t_e948 = mul i32 %t_c946, 16
  %el949 = add i32 %t_e948, %cin932
  %off951 = shl i32 %el949, 2
  %old.70 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v930, ptr addrspace(8) %rws87, i32 %off951, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %e954 = add i32 %tid18, 32
  %kl956 = udiv i32 %e954, 16
  %cl958 = urem i32 %e954, 16
  %la960 = shl i32 %e954, 2
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la960
  %v961 = load float, ptr addrspace(3) %gep.71, align 4
  %kin962 = add i32 %k_blk68, %kl956
  %cin963 = add i32 %c_blk70, %cl958
  %kok965 = icmp ult i32 %kin962, 16
  %cok967 = icmp ult i32 %cin963, 16
  %ok968 = and i1 %kok965, %cok967
  br i1 %ok968, label %if.then.20, label %if.end.20
if.then.20:
  %krow969 = add i32 %kbase618, %kin962
  %kr971 = mul i32 %krow969, 3
  %t_r973 = add i32 %kr971, 0
  %t_s975 = mul i32 %t_r973, 3
  %t_c977 = add i32 %t_s975, 1
  %t_e979 = mul i32 %t_c977, 16
  %el980 = add i32 %t_e979, %cin963
  %off982 = shl i32 %el980, 2
  %old.72 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v961, ptr addrspace(8) %rws87, i32 %off982, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %e985 = add i32 %tid18, 64
  %kl987 = udiv i32 %e985, 16
  %cl989 = urem i32 %e985, 16
  %la991 = shl i32 %e985, 2
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la991
  %v992 = load float, ptr addrspace(3) %gep.73, align 4
  %kin993 = add i32 %k_blk68, %kl987
  %cin994 = add i32 %c_blk70, %cl989
  %kok996 = icmp ult i32 %kin993, 16
  %cok998 = icmp ult i32 %cin994, 16
  %ok999 = and i1 %kok996, %cok998
  br i1 %ok999, label %if.then.21, label %if.end.21
if.then.21:
  %krow1000 = add i32 %kbase618, %kin993
  %kr1002 = mul i32 %krow1000, 3
  %t_r1004 = add i32 %kr1002, 0
  %t_s1006 = mul i32 %t_r1004, 3
  %t_c1008 = add i32 %t_s1006, 1
  %t_e1010 = mul i32 %t_c1008, 16
  %el1011 = add i32 %t_e1010, %cin994
  %off1013 = shl i32 %el1011, 2
  %old.74 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v992, ptr addrspace(8) %rws87, i32 %off1013, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %e1016 = add i32 %tid18, 96
  %kl1018 = udiv i32 %e1016, 16
  %cl1020 = urem i32 %e1016, 16
  %la1022 = shl i32 %e1016, 2
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1022
  %v1023 = load float, ptr addrspace(3) %gep.75, align 4
  %kin1024 = add i32 %k_blk68, %kl1018
  %cin1025 = add i32 %c_blk70, %cl1020
  %kok1027 = icmp ult i32 %kin1024, 16
  %cok1029 = icmp ult i32 %cin1025, 16
  %ok1030 = and i1 %kok1027, %cok1029
  br i1 %ok1030, label %if.then.22, label %if.end.22
if.then.22:
  %krow1031 = add i32 %kbase618, %kin1024
  %kr1033 = mul i32 %krow1031, 3
  %t_r1035 = add i32 %kr1033, 0
  %t_s1037 = mul i32 %t_r1035, 3
  %t_c1039 = add i32 %t_s1037, 1
  %t_e1041 = mul i32 %t_c1039, 16
  %el1042 = add i32 %t_e1041, %cin1025
  %off1044 = shl i32 %el1042, 2
  %old.76 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1023, ptr addrspace(8) %rws87, i32 %off1044, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %e1047 = add i32 %tid18, 128
  %kl1049 = udiv i32 %e1047, 16
  %cl1051 = urem i32 %e1047, 16
  %la1053 = shl i32 %e1047, 2
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1053
  %v1054 = load float, ptr addrspace(3) %gep.77, align 4
  %kin1055 = add i32 %k_blk68, %kl1049
  %cin1056 = add i32 %c_blk70, %cl1051
  %kok1058 = icmp ult i32 %kin1055, 16
  %cok1060 = icmp ult i32 %cin1056, 16
  %ok1061 = and i1 %kok1058, %cok1060
  br i1 %ok1061, label %if.then.23, label %if.end.23
if.then.23:
  %krow1062 = add i32 %kbase618, %kin1055
  %kr1064 = mul i32 %krow1062, 3
  %t_r1066 = add i32 %kr1064, 0
  %t_s1068 = mul i32 %t_r1066, 3
  %t_c1070 = add i32 %t_s1068, 1
  %t_e1072 = mul i32 %t_c1070, 16
  %el1073 = add i32 %t_e1072, %cin1056
  %off1075 = shl i32 %el1073, 2
  %old.78 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1054, ptr addrspace(8) %rws87, i32 %off1075, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %e1078 = add i32 %tid18, 160
  %kl1080 = udiv i32 %e1078, 16
  %cl1082 = urem i32 %e1078, 16
  %la1084 = shl i32 %e1078, 2
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1084
  %v1085 = load float, ptr addrspace(3) %gep.79, align 4
  %kin1086 = add i32 %k_blk68, %kl1080
  %cin1087 = add i32 %c_blk70, %cl1082
  %kok1089 = icmp ult i32 %kin1086, 16
  %cok1091 = icmp ult i32 %cin1087, 16
  %ok1092 = and i1 %kok1089, %cok1091
  br i1 %ok1092, label %if.then.24, label %if.end.24
if.then.24:
  %krow1093 = add i32 %kbase618, %kin1086
  %kr1095 = mul i32 %krow1093, 3
  %t_r1097 = add i32 %kr1095, 0
  %t_s1099 = mul i32 %t_r1097, 3
  %t_c1101 = add i32 %t_s1099, 1
  %t_e1103 = mul i32 %t_c1101, 16
  %el1104 = add i32 %t_e1103, %cin1087
  %off1106 = shl i32 %el1104, 2
  %old.80 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1085, ptr addrspace(8) %rws87, i32 %off1106, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %e1109 = add i32 %tid18, 192
  %kl1111 = udiv i32 %e1109, 16
  %cl1113 = urem i32 %e1109, 16
  %la1115 = shl i32 %e1109, 2
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1115
  %v1116 = load float, ptr addrspace(3) %gep.81, align 4
  %kin1117 = add i32 %k_blk68, %kl1111
  %cin1118 = add i32 %c_blk70, %cl1113
  %kok1120 = icmp ult i32 %kin1117, 16
  %cok1122 = icmp ult i32 %cin1118, 16
  %ok1123 = and i1 %kok1120, %cok1122
  br i1 %ok1123, label %if.then.25, label %if.end.25
if.then.25:
  %krow1124 = add i32 %kbase618, %kin1117
  %kr1126 = mul i32 %krow1124, 3
  %t_r1128 = add i32 %kr1126, 0
  %t_s1130 = mul i32 %t_r1128, 3
  %t_c1132 = add i32 %t_s1130, 1
  %t_e1134 = mul i32 %t_c1132, 16
  %el1135 = add i32 %t_e1134, %cin1118
  %off1137 = shl i32 %el1135, 2
  %old.82 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1116, ptr addrspace(8) %rws87, i32 %off1137, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %e1140 = add i32 %tid18, 224
  %kl1142 = udiv i32 %e1140, 16
  %cl1144 = urem i32 %e1140, 16
  %la1146 = shl i32 %e1140, 2
  %gep.83 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1146
  %v1147 = load float, ptr addrspace(3) %gep.83, align 4
  %kin1148 = add i32 %k_blk68, %kl1142
  %cin1149 = add i32 %c_blk70, %cl1144
  %kok1151 = icmp ult i32 %kin1148, 16
  %cok1153 = icmp ult i32 %cin1149, 16
  %ok1154 = and i1 %kok1151, %cok1153
  br i1 %ok1154, label %if.then.26, label %if.end.26
if.then.26:
  %krow1155 = add i32 %kbase618, %kin1148
  %kr1157 = mul i32 %krow1155, 3
  %t_r1159 = add i32 %kr1157, 0
  %t_s1161 = mul i32 %t_r1159, 3
  %t_c1163 = add i32 %t_s1161, 1
  %t_e1165 = mul i32 %t_c1163, 16
  %el1166 = add i32 %t_e1165, %cin1149
  %off1168 = shl i32 %el1166, 2
  %old.84 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1147, ptr addrspace(8) %rws87, i32 %off1168, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1171 = add i32 %e_lane625, 0
  %v1172 = extractelement <8 x float> %acc119, i32 0
  %gep.85 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1171
  store float %v1172, ptr addrspace(3) %gep.85, align 4
  %e_addr1174 = add i32 %e_lane625, 64
  %v1175 = extractelement <8 x float> %acc119, i32 1
  %gep.86 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1174
  store float %v1175, ptr addrspace(3) %gep.86, align 4
  %e_addr1177 = add i32 %e_lane625, 128
  %v1178 = extractelement <8 x float> %acc119, i32 2
  %gep.87 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1177
  store float %v1178, ptr addrspace(3) %gep.87, align 4
  %e_addr1180 = add i32 %e_lane625, 192
  %v1181 = extractelement <8 x float> %acc119, i32 3
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1180
  store float %v1181, ptr addrspace(3) %gep.88, align 4
  %e_addr1183 = add i32 %e_lane625, 256
  %v1184 = extractelement <8 x float> %acc119, i32 4
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1183
  store float %v1184, ptr addrspace(3) %gep.89, align 4
  %e_addr1186 = add i32 %e_lane625, 320
  %v1187 = extractelement <8 x float> %acc119, i32 5
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1186
  store float %v1187, ptr addrspace(3) %gep.90, align 4
  %e_addr1189 = add i32 %e_lane625, 384
  %v1190 = extractelement <8 x float> %acc119, i32 6
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1189
  store float %v1190, ptr addrspace(3) %gep.91, align 4
  %e_addr1192 = add i32 %e_lane625, 448
  %v1193 = extractelement <8 x float> %acc119, i32 7
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1192
  store float %v1193, ptr addrspace(3) %gep.92, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1195 = add i32 %tid18, 0
  %kl1197 = udiv i32 %e1195, 16
  %cl1199 = urem i32 %e1195, 16
  %la1201 = shl i32 %e1195, 2
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1201
  %v1202 = load float, ptr addrspace(3) %gep.93, align 4
  %kin1203 = add i32 %k_blk68, %kl1197
  %cin1204 = add i32 %c_blk70, %cl1199
  %kok1206 = icmp ult i32 %kin1203, 16
  %cok1208 = icmp ult i32 %cin1204, 16
  %ok1209 = and i1 %kok1206, %cok1208
  br i1 %ok1209, label %if.then.27, label %if.end.27
if.then.27:
  %krow1210 = add i32 %kbase618, %kin1203
  %kr1212 = mul i32 %krow1210, 3
  %t_r1214 = add i32 %kr1212, 0
  %t_s1216 = mul i32 %t_r1214, 3
  %t_c1218 = add i32 %t_s1216, 2
  %t_e1220 = mul i32 %t_c1218, 16
  %el1221 = add i32 %t_e1220, %cin1204
  %off1223 = shl i32 %el1221, 2
  %old.94 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1202, ptr addrspace(8) %rws87, i32 %off1223, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %e1226 = add i32 %tid18, 32
  %kl1228 = udiv i32 %e1226, 16
  %cl1230 = urem i32 %e1226, 16
  %la1232 = shl i32 %e1226, 2
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1232
  %v1233 = load float, ptr addrspace(3) %gep.95, align 4
  %kin1234 = add i32 %k_blk68, %kl1228
  %cin1235 = add i32 %c_blk70, %cl1230
  %kok1237 = icmp ult i32 %kin1234, 16
  %cok1239 = icmp ult i32 %cin1235, 16
  %ok1240 = and i1 %kok1237, %cok1239
  br i1 %ok1240, label %if.then.28, label %if.end.28
if.then.28:
  %krow1241 = add i32 %kbase618, %kin1234
  %kr1243 = mul i32 %krow1241, 3
  %t_r1245 = add i32 %kr1243, 0
  %t_s1247 = mul i32 %t_r1245, 3
  %t_c1249 = add i32 %t_s1247, 2
  %t_e1251 = mul i32 %t_c1249, 16
  %el1252 = add i32 %t_e1251, %cin1235
  %off1254 = shl i32 %el1252, 2
  %old.96 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1233, ptr addrspace(8) %rws87, i32 %off1254, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %e1257 = add i32 %tid18, 64
  %kl1259 = udiv i32 %e1257, 16
  %cl1261 = urem i32 %e1257, 16
  %la1263 = shl i32 %e1257, 2
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1263
  %v1264 = load float, ptr addrspace(3) %gep.97, align 4
  %kin1265 = add i32 %k_blk68, %kl1259
  %cin1266 = add i32 %c_blk70, %cl1261
  %kok1268 = icmp ult i32 %kin1265, 16
  %cok1270 = icmp ult i32 %cin1266, 16
  %ok1271 = and i1 %kok1268, %cok1270
  br i1 %ok1271, label %if.then.29, label %if.end.29
if.then.29:
  %krow1272 = add i32 %kbase618, %kin1265
  %kr1274 = mul i32 %krow1272, 3
  %t_r1276 = add i32 %kr1274, 0
  %t_s1278 = mul i32 %t_r1276, 3
  %t_c1280 = add i32 %t_s1278, 2
  %t_e1282 = mul i32 %t_c1280, 16
  %el1283 = add i32 %t_e1282, %cin1266
  %off1285 = shl i32 %el1283, 2
  %old.98 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1264, ptr addrspace(8) %rws87, i32 %off1285, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %e1288 = add i32 %tid18, 96
  %kl1290 = udiv i32 %e1288, 16
  %cl1292 = urem i32 %e1288, 16
  %la1294 = shl i32 %e1288, 2
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1294
  %v1295 = load float, ptr addrspace(3) %gep.99, align 4
  %kin1296 = add i32 %k_blk68, %kl1290
  %cin1297 = add i32 %c_blk70, %cl1292
  %kok1299 = icmp ult i32 %kin1296, 16
  %cok1301 = icmp ult i32 %cin1297, 16
  %ok1302 = and i1 %kok1299, %cok1301
  br i1 %ok1302, label %if.then.30, label %if.end.30
if.then.30:
  %krow1303 = add i32 %kbase618, %kin1296
  %kr1305 = mul i32 %krow1303, 3
  %t_r1307 = add i32 %kr1305, 0
  %t_s1309 = mul i32 %t_r1307, 3
  %t_c1311 = add i32 %t_s1309, 2
  %t_e1313 = mul i32 %t_c1311, 16
  %el1314 = add i32 %t_e1313, %cin1297
  %off1316 = shl i32 %el1314, 2
  %old.100 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1295, ptr addrspace(8) %rws87, i32 %off1316, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %e1319 = add i32 %tid18, 128
  %kl1321 = udiv i32 %e1319, 16
  %cl1323 = urem i32 %e1319, 16
  %la1325 = shl i32 %e1319, 2
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1325
  %v1326 = load float, ptr addrspace(3) %gep.101, align 4
  %kin1327 = add i32 %k_blk68, %kl1321
  %cin1328 = add i32 %c_blk70, %cl1323
  %kok1330 = icmp ult i32 %kin1327, 16
  %cok1332 = icmp ult i32 %cin1328, 16
  %ok1333 = and i1 %kok1330, %cok1332
  br i1 %ok1333, label %if.then.31, label %if.end.31
if.then.31:
  %krow1334 = add i32 %kbase618, %kin1327
  %kr1336 = mul i32 %krow1334, 3
  %t_r1338 = add i32 %kr1336, 0
  %t_s1340 = mul i32 %t_r1338, 3
  %t_c1342 = add i32 %t_s1340, 2
  %t_e1344 = mul i32 %t_c1342, 16
  %el1345 = add i32 %t_e1344, %cin1328
  %off1347 = shl i32 %el1345, 2
  %old.102 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1326, ptr addrspace(8) %rws87, i32 %off1347, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %e1350 = add i32 %tid18, 160
  %kl1352 = udiv i32 %e1350, 16
  %cl1354 = urem i32 %e1350, 16
  %la1356 = shl i32 %e1350, 2
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1356
  %v1357 = load float, ptr addrspace(3) %gep.103, align 4
  %kin1358 = add i32 %k_blk68, %kl1352
  %cin1359 = add i32 %c_blk70, %cl1354
  %kok1361 = icmp ult i32 %kin1358, 16
  %cok1363 = icmp ult i32 %cin1359, 16
  %ok1364 = and i1 %kok1361, %cok1363
  br i1 %ok1364, label %if.then.32, label %if.end.32
if.then.32:
  %krow1365 = add i32 %kbase618, %kin1358
  %kr1367 = mul i32 %krow1365, 3
  %t_r1369 = add i32 %kr1367, 0
  %t_s1371 = mul i32 %t_r1369, 3
  %t_c1373 = add i32 %t_s1371, 2
  %t_e1375 = mul i32 %t_c1373, 16
  %el1376 = add i32 %t_e1375, %cin1359
  %off1378 = shl i32 %el1376, 2
  %old.104 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1357, ptr addrspace(8) %rws87, i32 %off1378, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %e1381 = add i32 %tid18, 192
  %kl1383 = udiv i32 %e1381, 16
  %cl1385 = urem i32 %e1381, 16
  %la1387 = shl i32 %e1381, 2
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1387
  %v1388 = load float, ptr addrspace(3) %gep.105, align 4
  %kin1389 = add i32 %k_blk68, %kl1383
  %cin1390 = add i32 %c_blk70, %cl1385
  %kok1392 = icmp ult i32 %kin1389, 16
  %cok1394 = icmp ult i32 %cin1390, 16
  %ok1395 = and i1 %kok1392, %cok1394
  br i1 %ok1395, label %if.then.33, label %if.end.33
if.then.33:
  %krow1396 = add i32 %kbase618, %kin1389
  %kr1398 = mul i32 %krow1396, 3
  %t_r1400 = add i32 %kr1398, 0
  %t_s1402 = mul i32 %t_r1400, 3
  %t_c1404 = add i32 %t_s1402, 2
  %t_e1406 = mul i32 %t_c1404, 16
  %el1407 = add i32 %t_e1406, %cin1390
  %off1409 = shl i32 %el1407, 2
  %old.106 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1388, ptr addrspace(8) %rws87, i32 %off1409, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %e1412 = add i32 %tid18, 224
  %kl1414 = udiv i32 %e1412, 16
  %cl1416 = urem i32 %e1412, 16
  %la1418 = shl i32 %e1412, 2
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1418
  %v1419 = load float, ptr addrspace(3) %gep.107, align 4
  %kin1420 = add i32 %k_blk68, %kl1414
  %cin1421 = add i32 %c_blk70, %cl1416
  %kok1423 = icmp ult i32 %kin1420, 16
  %cok1425 = icmp ult i32 %cin1421, 16
  %ok1426 = and i1 %kok1423, %cok1425
  br i1 %ok1426, label %if.then.34, label %if.end.34
if.then.34:
  %krow1427 = add i32 %kbase618, %kin1420
  %kr1429 = mul i32 %krow1427, 3
  %t_r1431 = add i32 %kr1429, 0
  %t_s1433 = mul i32 %t_r1431, 3
  %t_c1435 = add i32 %t_s1433, 2
  %t_e1437 = mul i32 %t_c1435, 16
  %el1438 = add i32 %t_e1437, %cin1421
  %off1440 = shl i32 %el1438, 2
  %old.108 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1419, ptr addrspace(8) %rws87, i32 %off1440, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1443 = add i32 %e_lane625, 0
  %v1444 = extractelement <8 x float> %acc120, i32 0
  %gep.109 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1443
  store float %v1444, ptr addrspace(3) %gep.109, align 4
  %e_addr1446 = add i32 %e_lane625, 64
  %v1447 = extractelement <8 x float> %acc120, i32 1
  %gep.110 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1446
  store float %v1447, ptr addrspace(3) %gep.110, align 4
  %e_addr1449 = add i32 %e_lane625, 128
  %v1450 = extractelement <8 x float> %acc120, i32 2
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1449
  store float %v1450, ptr addrspace(3) %gep.111, align 4
  %e_addr1452 = add i32 %e_lane625, 192
  %v1453 = extractelement <8 x float> %acc120, i32 3
  %gep.112 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1452
  store float %v1453, ptr addrspace(3) %gep.112, align 4
  %e_addr1455 = add i32 %e_lane625, 256
  %v1456 = extractelement <8 x float> %acc120, i32 4
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1455
  store float %v1456, ptr addrspace(3) %gep.113, align 4
  %e_addr1458 = add i32 %e_lane625, 320
  %v1459 = extractelement <8 x float> %acc120, i32 5
  %gep.114 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1458
  store float %v1459, ptr addrspace(3) %gep.114, align 4
  %e_addr1461 = add i32 %e_lane625, 384
  %v1462 = extractelement <8 x float> %acc120, i32 6
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1461
  store float %v1462, ptr addrspace(3) %gep.115, align 4
  %e_addr1464 = add i32 %e_lane625, 448
  %v1465 = extractelement <8 x float> %acc120, i32 7
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1464
  store float %v1465, ptr addrspace(3) %gep.116, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1467 = add i32 %tid18, 0
  %kl1469 = udiv i32 %e1467, 16
  %cl1471 = urem i32 %e1467, 16
  %la1473 = shl i32 %e1467, 2
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1473
  %v1474 = load float, ptr addrspace(3) %gep.117, align 4
  %kin1475 = add i32 %k_blk68, %kl1469
  %cin1476 = add i32 %c_blk70, %cl1471
  %kok1478 = icmp ult i32 %kin1475, 16
  %cok1480 = icmp ult i32 %cin1476, 16
  %ok1481 = and i1 %kok1478, %cok1480
  br i1 %ok1481, label %if.then.35, label %if.end.35
if.then.35:
  %krow1482 = add i32 %kbase618, %kin1475
  %kr1484 = mul i32 %krow1482, 3
  %t_r1486 = add i32 %kr1484, 1
  %t_s1488 = mul i32 %t_r1486, 3
  %t_c1490 = add i32 %t_s1488, 0
  %t_e1492 = mul i32 %t_c1490, 16
  %el1493 = add i32 %t_e1492, %cin1476
  %off1495 = shl i32 %el1493, 2
  %old.118 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1474, ptr addrspace(8) %rws87, i32 %off1495, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  %e1498 = add i32 %tid18, 32
  %kl1500 = udiv i32 %e1498, 16
  %cl1502 = urem i32 %e1498, 16
  %la1504 = shl i32 %e1498, 2
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1504
  %v1505 = load float, ptr addrspace(3) %gep.119, align 4
  %kin1506 = add i32 %k_blk68, %kl1500
  %cin1507 = add i32 %c_blk70, %cl1502
  %kok1509 = icmp ult i32 %kin1506, 16
  %cok1511 = icmp ult i32 %cin1507, 16
  %ok1512 = and i1 %kok1509, %cok1511
  br i1 %ok1512, label %if.then.36, label %if.end.36
if.then.36:
  %krow1513 = add i32 %kbase618, %kin1506
  %kr1515 = mul i32 %krow1513, 3
  %t_r1517 = add i32 %kr1515, 1
  %t_s1519 = mul i32 %t_r1517, 3
  %t_c1521 = add i32 %t_s1519, 0
  %t_e1523 = mul i32 %t_c1521, 16
  %el1524 = add i32 %t_e1523, %cin1507
  %off1526 = shl i32 %el1524, 2
  %old.120 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1505, ptr addrspace(8) %rws87, i32 %off1526, i32 0, i32 20)
  br label %if.end.36
if.end.36:
  %e1529 = add i32 %tid18, 64
  %kl1531 = udiv i32 %e1529, 16
  %cl1533 = urem i32 %e1529, 16
  %la1535 = shl i32 %e1529, 2
  %gep.121 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1535
  %v1536 = load float, ptr addrspace(3) %gep.121, align 4
  %kin1537 = add i32 %k_blk68, %kl1531
  %cin1538 = add i32 %c_blk70, %cl1533
  %kok1540 = icmp ult i32 %kin1537, 16
  %cok1542 = icmp ult i32 %cin1538, 16
  %ok1543 = and i1 %kok1540, %cok1542
  br i1 %ok1543, label %if.then.37, label %if.end.37
if.then.37:
  %krow1544 = add i32 %kbase618, %kin1537
  %kr1546 = mul i32 %krow1544, 3
  %t_r1548 = add i32 %kr1546, 1
  %t_s1550 = mul i32 %t_r1548, 3
  %t_c1552 = add i32 %t_s1550, 0
  %t_e1554 = mul i32 %t_c1552, 16
  %el1555 = add i32 %t_e1554, %cin1538
  %off1557 = shl i32 %el1555, 2
  %old.122 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1536, ptr addrspace(8) %rws87, i32 %off1557, i32 0, i32 20)
  br label %if.end.37
if.end.37:
  %e1560 = add i32 %tid18, 96
  %kl1562 = udiv i32 %e1560, 16
  %cl1564 = urem i32 %e1560, 16
  %la1566 = shl i32 %e1560, 2
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1566
  %v1567 = load float, ptr addrspace(3) %gep.123, align 4
  %kin1568 = add i32 %k_blk68, %kl1562
  %cin1569 = add i32 %c_blk70, %cl1564
  %kok1571 = icmp ult i32 %kin1568, 16
  %cok1573 = icmp ult i32 %cin1569, 16
  %ok1574 = and i1 %kok1571, %cok1573
  br i1 %ok1574, label %if.then.38, label %if.end.38
if.then.38:
  %krow1575 = add i32 %kbase618, %kin1568
  %kr1577 = mul i32 %krow1575, 3
  %t_r1579 = add i32 %kr1577, 1
  %t_s1581 = mul i32 %t_r1579, 3
  %t_c1583 = add i32 %t_s1581, 0
  %t_e1585 = mul i32 %t_c1583, 16
  %el1586 = add i32 %t_e1585, %cin1569
  %off1588 = shl i32 %el1586, 2
  %old.124 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1567, ptr addrspace(8) %rws87, i32 %off1588, i32 0, i32 20)
  br label %if.end.38
if.end.38:
  %e1591 = add i32 %tid18, 128
  %kl1593 = udiv i32 %e1591, 16
  %cl1595 = urem i32 %e1591, 16
  %la1597 = shl i32 %e1591, 2
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1597
  %v1598 = load float, ptr addrspace(3) %gep.125, align 4
  %kin1599 = add i32 %k_blk68, %kl1593
  %cin1600 = add i32 %c_blk70, %cl1595
  %kok1602 = icmp ult i32 %kin1599, 16
  %cok1604 = icmp ult i32 %cin1600, 16
  %ok1605 = and i1 %kok1602, %cok1604
  br i1 %ok1605, label %if.then.39, label %if.end.39
if.then.39:
  %krow1606 = add i32 %kbase618, %kin1599
  %kr1608 = mul i32 %krow1606, 3
  %t_r1610 = add i32 %kr1608, 1
  %t_s1612 = mul i32 %t_r1610, 3
  %t_c1614 = add i32 %t_s1612, 0
  %t_e1616 = mul i32 %t_c1614, 16
  %el1617 = add i32 %t_e1616, %cin1600
  %off1619 = shl i32 %el1617, 2
  %old.126 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1598, ptr addrspace(8) %rws87, i32 %off1619, i32 0, i32 20)
  br label %if.end.39
if.end.39:
  %e1622 = add i32 %tid18, 160
  %kl1624 = udiv i32 %e1622, 16
  %cl1626 = urem i32 %e1622, 16
  %la1628 = shl i32 %e1622, 2
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1628
  %v1629 = load float, ptr addrspace(3) %gep.127, align 4
  %kin1630 = add i32 %k_blk68, %kl1624
  %cin1631 = add i32 %c_blk70, %cl1626
  %kok1633 = icmp ult i32 %kin1630, 16
  %cok1635 = icmp ult i32 %cin1631, 16
  %ok1636 = and i1 %kok1633, %cok1635
  br i1 %ok1636, label %if.then.40, label %if.end.40
if.then.40:
  %krow1637 = add i32 %kbase618, %kin1630
  %kr1639 = mul i32 %krow1637, 3
  %t_r1641 = add i32 %kr1639, 1
  %t_s1643 = mul i32 %t_r1641, 3
  %t_c1645 = add i32 %t_s1643, 0
  %t_e1647 = mul i32 %t_c1645, 16
  %el1648 = add i32 %t_e1647, %cin1631
  %off1650 = shl i32 %el1648, 2
  %old.128 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1629, ptr addrspace(8) %rws87, i32 %off1650, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %e1653 = add i32 %tid18, 192
  %kl1655 = udiv i32 %e1653, 16
  %cl1657 = urem i32 %e1653, 16
  %la1659 = shl i32 %e1653, 2
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1659
  %v1660 = load float, ptr addrspace(3) %gep.129, align 4
  %kin1661 = add i32 %k_blk68, %kl1655
  %cin1662 = add i32 %c_blk70, %cl1657
  %kok1664 = icmp ult i32 %kin1661, 16
  %cok1666 = icmp ult i32 %cin1662, 16
  %ok1667 = and i1 %kok1664, %cok1666
  br i1 %ok1667, label %if.then.41, label %if.end.41
if.then.41:
  %krow1668 = add i32 %kbase618, %kin1661
  %kr1670 = mul i32 %krow1668, 3
  %t_r1672 = add i32 %kr1670, 1
  %t_s1674 = mul i32 %t_r1672, 3
  %t_c1676 = add i32 %t_s1674, 0
  %t_e1678 = mul i32 %t_c1676, 16
  %el1679 = add i32 %t_e1678, %cin1662
  %off1681 = shl i32 %el1679, 2
  %old.130 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1660, ptr addrspace(8) %rws87, i32 %off1681, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %e1684 = add i32 %tid18, 224
  %kl1686 = udiv i32 %e1684, 16
  %cl1688 = urem i32 %e1684, 16
  %la1690 = shl i32 %e1684, 2
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1690
  %v1691 = load float, ptr addrspace(3) %gep.131, align 4
  %kin1692 = add i32 %k_blk68, %kl1686
  %cin1693 = add i32 %c_blk70, %cl1688
  %kok1695 = icmp ult i32 %kin1692, 16
  %cok1697 = icmp ult i32 %cin1693, 16
  %ok1698 = and i1 %kok1695, %cok1697
  br i1 %ok1698, label %if.then.42, label %if.end.42
if.then.42:
  %krow1699 = add i32 %kbase618, %kin1692
  %kr1701 = mul i32 %krow1699, 3
  %t_r1703 = add i32 %kr1701, 1
  %t_s1705 = mul i32 %t_r1703, 3
  %t_c1707 = add i32 %t_s1705, 0
  %t_e1709 = mul i32 %t_c1707, 16
  %el1710 = add i32 %t_e1709, %cin1693
  %off1712 = shl i32 %el1710, 2
  %old.132 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1691, ptr addrspace(8) %rws87, i32 %off1712, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1715 = add i32 %e_lane625, 0
  %v1716 = extractelement <8 x float> %acc121, i32 0
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1715
  store float %v1716, ptr addrspace(3) %gep.133, align 4
  %e_addr1718 = add i32 %e_lane625, 64
  %v1719 = extractelement <8 x float> %acc121, i32 1
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1718
  store float %v1719, ptr addrspace(3) %gep.134, align 4
  %e_addr1721 = add i32 %e_lane625, 128
  %v1722 = extractelement <8 x float> %acc121, i32 2
  %gep.135 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1721
  store float %v1722, ptr addrspace(3) %gep.135, align 4
  %e_addr1724 = add i32 %e_lane625, 192
  %v1725 = extractelement <8 x float> %acc121, i32 3
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1724
  store float %v1725, ptr addrspace(3) %gep.136, align 4
  %e_addr1727 = add i32 %e_lane625, 256
  %v1728 = extractelement <8 x float> %acc121, i32 4
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1727
  store float %v1728, ptr addrspace(3) %gep.137, align 4
  %e_addr1730 = add i32 %e_lane625, 320
  %v1731 = extractelement <8 x float> %acc121, i32 5
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1730
  store float %v1731, ptr addrspace(3) %gep.138, align 4
  %e_addr1733 = add i32 %e_lane625, 384
  %v1734 = extractelement <8 x float> %acc121, i32 6
  %gep.139 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1733
  store float %v1734, ptr addrspace(3) %gep.139, align 4
  %e_addr1736 = add i32 %e_lane625, 448
  %v1737 = extractelement <8 x float> %acc121, i32 7
  %gep.140 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1736
  store float %v1737, ptr addrspace(3) %gep.140, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1739 = add i32 %tid18, 0
  %kl1741 = udiv i32 %e1739, 16
  %cl1743 = urem i32 %e1739, 16
  %la1745 = shl i32 %e1739, 2
  %gep.141 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1745
  %v1746 = load float, ptr addrspace(3) %gep.141, align 4
  %kin1747 = add i32 %k_blk68, %kl1741
  %cin1748 = add i32 %c_blk70, %cl1743
  %kok1750 = icmp ult i32 %kin1747, 16
  %cok1752 = icmp ult i32 %cin1748, 16
  %ok1753 = and i1 %kok1750, %cok1752
  br i1 %ok1753, label %if.then.43, label %if.end.43
if.then.43:
  %krow1754 = add i32 %kbase618, %kin1747
  %kr1756 = mul i32 %krow1754, 3
  %t_r1758 = add i32 %kr1756, 1
  %t_s1760 = mul i32 %t_r1758, 3
  %t_c1762 = add i32 %t_s1760, 1
  %t_e1764 = mul i32 %t_c1762, 16
  %el1765 = add i32 %t_e1764, %cin1748
  %off1767 = shl i32 %el1765, 2
  %old.142 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1746, ptr addrspace(8) %rws87, i32 %off1767, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %e1770 = add i32 %tid18, 32
  %kl1772 = udiv i32 %e1770, 16
  %cl1774 = urem i32 %e1770, 16
  %la1776 = shl i32 %e1770, 2
  %gep.143 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1776
  %v1777 = load float, ptr addrspace(3) %gep.143, align 4
  %kin1778 = add i32 %k_blk68, %kl1772
  %cin1779 = add i32 %c_blk70, %cl1774
  %kok1781 = icmp ult i32 %kin1778, 16
  %cok1783 = icmp ult i32 %cin1779, 16
  %ok1784 = and i1 %kok1781, %cok1783
  br i1 %ok1784, label %if.then.44, label %if.end.44
if.then.44:
  %krow1785 = add i32 %kbase618, %kin1778
  %kr1787 = mul i32 %krow1785, 3
  %t_r1789 = add i32 %kr1787, 1
  %t_s1791 = mul i32 %t_r1789, 3
  %t_c1793 = add i32 %t_s1791, 1
  %t_e1795 = mul i32 %t_c1793, 16
  %el1796 = add i32 %t_e1795, %cin1779
  %off1798 = shl i32 %el1796, 2
  %old.144 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1777, ptr addrspace(8) %rws87, i32 %off1798, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %e1801 = add i32 %tid18, 64
  %kl1803 = udiv i32 %e1801, 16
  %cl1805 = urem i32 %e1801, 16
  %la1807 = shl i32 %e1801, 2
  %gep.145 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1807
  %v1808 = load float, ptr addrspace(3) %gep.145, align 4
  %kin1809 = add i32 %k_blk68, %kl1803
  %cin1810 = add i32 %c_blk70, %cl1805
  %kok1812 = icmp ult i32 %kin1809, 16
  %cok1814 = icmp ult i32 %cin1810, 16
  %ok1815 = and i1 %kok1812, %cok1814
  br i1 %ok1815, label %if.then.45, label %if.end.45
if.then.45:
  %krow1816 = add i32 %kbase618, %kin1809
  %kr1818 = mul i32 %krow1816, 3
  %t_r1820 = add i32 %kr1818, 1
  %t_s1822 = mul i32 %t_r1820, 3
  %t_c1824 = add i32 %t_s1822, 1
  %t_e1826 = mul i32 %t_c1824, 16
  %el1827 = add i32 %t_e1826, %cin1810
  %off1829 = shl i32 %el1827, 2
  %old.146 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1808, ptr addrspace(8) %rws87, i32 %off1829, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %e1832 = add i32 %tid18, 96
  %kl1834 = udiv i32 %e1832, 16
  %cl1836 = urem i32 %e1832, 16
  %la1838 = shl i32 %e1832, 2
  %gep.147 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1838
  %v1839 = load float, ptr addrspace(3) %gep.147, align 4
  %kin1840 = add i32 %k_blk68, %kl1834
  %cin1841 = add i32 %c_blk70, %cl1836
  %kok1843 = icmp ult i32 %kin1840, 16
  %cok1845 = icmp ult i32 %cin1841, 16
  %ok1846 = and i1 %kok1843, %cok1845
  br i1 %ok1846, label %if.then.46, label %if.end.46
if.then.46:
  %krow1847 = add i32 %kbase618, %kin1840
  %kr1849 = mul i32 %krow1847, 3
  %t_r1851 = add i32 %kr1849, 1
  %t_s1853 = mul i32 %t_r1851, 3
  %t_c1855 = add i32 %t_s1853, 1
  %t_e1857 = mul i32 %t_c1855, 16
  %el1858 = add i32 %t_e1857, %cin1841
  %off1860 = shl i32 %el1858, 2
  %old.148 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1839, ptr addrspace(8) %rws87, i32 %off1860, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %e1863 = add i32 %tid18, 128
  %kl1865 = udiv i32 %e1863, 16
  %cl1867 = urem i32 %e1863, 16
  %la1869 = shl i32 %e1863, 2
  %gep.149 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1869
  %v1870 = load float, ptr addrspace(3) %gep.149, align 4
  %kin1871 = add i32 %k_blk68, %kl1865
  %cin1872 = add i32 %c_blk70, %cl1867
  %kok1874 = icmp ult i32 %kin1871, 16
  %cok1876 = icmp ult i32 %cin1872, 16
  %ok1877 = and i1 %kok1874, %cok1876
  br i1 %ok1877, label %if.then.47, label %if.end.47
if.then.47:
  %krow1878 = add i32 %kbase618, %kin1871
  %kr1880 = mul i32 %krow1878, 3
  %t_r1882 = add i32 %kr1880, 1
  %t_s1884 = mul i32 %t_r1882, 3
  %t_c1886 = add i32 %t_s1884, 1
  %t_e1888 = mul i32 %t_c1886, 16
  %el1889 = add i32 %t_e1888, %cin1872
  %off1891 = shl i32 %el1889, 2
  %old.150 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1870, ptr addrspace(8) %rws87, i32 %off1891, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  %e1894 = add i32 %tid18, 160
  %kl1896 = udiv i32 %e1894, 16
  %cl1898 = urem i32 %e1894, 16
  %la1900 = shl i32 %e1894, 2
  %gep.151 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1900
  %v1901 = load float, ptr addrspace(3) %gep.151, align 4
  %kin1902 = add i32 %k_blk68, %kl1896
  %cin1903 = add i32 %c_blk70, %cl1898
  %kok1905 = icmp ult i32 %kin1902, 16
  %cok1907 = icmp ult i32 %cin1903, 16
  %ok1908 = and i1 %kok1905, %cok1907
  br i1 %ok1908, label %if.then.48, label %if.end.48
if.then.48:
  %krow1909 = add i32 %kbase618, %kin1902
  %kr1911 = mul i32 %krow1909, 3
  %t_r1913 = add i32 %kr1911, 1
  %t_s1915 = mul i32 %t_r1913, 3
  %t_c1917 = add i32 %t_s1915, 1
  %t_e1919 = mul i32 %t_c1917, 16
  %el1920 = add i32 %t_e1919, %cin1903
  %off1922 = shl i32 %el1920, 2
  %old.152 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1901, ptr addrspace(8) %rws87, i32 %off1922, i32 0, i32 20)
  br label %if.end.48
if.end.48:
  %e1925 = add i32 %tid18, 192
  %kl1927 = udiv i32 %e1925, 16
  %cl1929 = urem i32 %e1925, 16
  %la1931 = shl i32 %e1925, 2
  %gep.153 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1931
  %v1932 = load float, ptr addrspace(3) %gep.153, align 4
  %kin1933 = add i32 %k_blk68, %kl1927
  %cin1934 = add i32 %c_blk70, %cl1929
  %kok1936 = icmp ult i32 %kin1933, 16
  %cok1938 = icmp ult i32 %cin1934, 16
  %ok1939 = and i1 %kok1936, %cok1938
  br i1 %ok1939, label %if.then.49, label %if.end.49
if.then.49:
  %krow1940 = add i32 %kbase618, %kin1933
  %kr1942 = mul i32 %krow1940, 3
  %t_r1944 = add i32 %kr1942, 1
  %t_s1946 = mul i32 %t_r1944, 3
  %t_c1948 = add i32 %t_s1946, 1
  %t_e1950 = mul i32 %t_c1948, 16
  %el1951 = add i32 %t_e1950, %cin1934
  %off1953 = shl i32 %el1951, 2
  %old.154 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1932, ptr addrspace(8) %rws87, i32 %off1953, i32 0, i32 20)
  br label %if.end.49
if.end.49:
  %e1956 = add i32 %tid18, 224
  %kl1958 = udiv i32 %e1956, 16
  %cl1960 = urem i32 %e1956, 16
  %la1962 = shl i32 %e1956, 2
  %gep.155 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1962
  %v1963 = load float, ptr addrspace(3) %gep.155, align 4
  %kin1964 = add i32 %k_blk68, %kl1958
  %cin1965 = add i32 %c_blk70, %cl1960
  %kok1967 = icmp ult i32 %kin1964, 16
  %cok1969 = icmp ult i32 %cin1965, 16
  %ok1970 = and i1 %kok1967, %cok1969
  br i1 %ok1970, label %if.then.50, label %if.end.50
if.then.50:
  %krow1971 = add i32 %kbase618, %kin1964
  %kr1973 = mul i32 %krow1971, 3
  %t_r1975 = add i32 %kr1973, 1
  %t_s1977 = mul i32 %t_r1975, 3
  %t_c1979 = add i32 %t_s1977, 1
  %t_e1981 = mul i32 %t_c1979, 16
  %el1982 = add i32 %t_e1981, %cin1965
  %off1984 = shl i32 %el1982, 2
  %old.156 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1963, ptr addrspace(8) %rws87, i32 %off1984, i32 0, i32 20)
  br label %if.end.50
if.end.50:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1987 = add i32 %e_lane625, 0
  %v1988 = extractelement <8 x float> %acc122, i32 0
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1987
  store float %v1988, ptr addrspace(3) %gep.157, align 4
  %e_addr1990 = add i32 %e_lane625, 64
  %v1991 = extractelement <8 x float> %acc122, i32 1
  %gep.158 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1990
  store float %v1991, ptr addrspace(3) %gep.158, align 4
  %e_addr1993 = add i32 %e_lane625, 128
  %v1994 = extractelement <8 x float> %acc122, i32 2
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1993
  store float %v1994, ptr addrspace(3) %gep.159, align 4
  %e_addr1996 = add i32 %e_lane625, 192
  %v1997 = extractelement <8 x float> %acc122, i32 3
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1996
  store float %v1997, ptr addrspace(3) %gep.160, align 4
  %e_addr1999 = add i32 %e_lane625, 256
  %v2000 = extractelement <8 x float> %acc122, i32 4
  %gep.161 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1999
  store float %v2000, ptr addrspace(3) %gep.161, align 4
  %e_addr2002 = add i32 %e_lane625, 320
  %v2003 = extractelement <8 x float> %acc122, i32 5
  %gep.162 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2002
  store float %v2003, ptr addrspace(3) %gep.162, align 4
  %e_addr2005 = add i32 %e_lane625, 384
  %v2006 = extractelement <8 x float> %acc122, i32 6
  %gep.163 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2005
  store float %v2006, ptr addrspace(3) %gep.163, align 4
  %e_addr2008 = add i32 %e_lane625, 448
  %v2009 = extractelement <8 x float> %acc122, i32 7
  %gep.164 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2008
  store float %v2009, ptr addrspace(3) %gep.164, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2011 = add i32 %tid18, 0
  %kl2013 = udiv i32 %e2011, 16
  %cl2015 = urem i32 %e2011, 16
  %la2017 = shl i32 %e2011, 2
  %gep.165 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2017
  %v2018 = load float, ptr addrspace(3) %gep.165, align 4
  %kin2019 = add i32 %k_blk68, %kl2013
  %cin2020 = add i32 %c_blk70, %cl2015
  %kok2022 = icmp ult i32 %kin2019, 16
  %cok2024 = icmp ult i32 %cin2020, 16
  %ok2025 = and i1 %kok2022, %cok2024
  br i1 %ok2025, label %if.then.51, label %if.end.51
if.then.51:
  %krow2026 = add i32 %kbase618, %kin2019
  %kr2028 = mul i32 %krow2026, 3
  %t_r2030 = add i32 %kr2028, 1
  %t_s2032 = mul i32 %t_r2030, 3
  %t_c2034 = add i32 %t_s2032, 2
  %t_e2036 = mul i32 %t_c2034, 16
  %el2037 = add i32 %t_e2036, %cin2020
  %off2039 = shl i32 %el2037, 2
  %old.166 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2018, ptr addrspace(8) %rws87, i32 %off2039, i32 0, i32 20)
  br label %if.end.51
if.end.51:
  %e2042 = add i32 %tid18, 32
  %kl2044 = udiv i32 %e2042, 16
  %cl2046 = urem i32 %e2042, 16
  %la2048 = shl i32 %e2042, 2
  %gep.167 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2048
  %v2049 = load float, ptr addrspace(3) %gep.167, align 4
  %kin2050 = add i32 %k_blk68, %kl2044
  %cin2051 = add i32 %c_blk70, %cl2046
  %kok2053 = icmp ult i32 %kin2050, 16
  %cok2055 = icmp ult i32 %cin2051, 16
  %ok2056 = and i1 %kok2053, %cok2055
  br i1 %ok2056, label %if.then.52, label %if.end.52
if.then.52:
  %krow2057 = add i32 %kbase618, %kin2050
  %kr2059 = mul i32 %krow2057, 3
  %t_r2061 = add i32 %kr2059, 1
  %t_s2063 = mul i32 %t_r2061, 3
  %t_c2065 = add i32 %t_s2063, 2
  %t_e2067 = mul i32 %t_c2065, 16
  %el2068 = add i32 %t_e2067, %cin2051
  %off2070 = shl i32 %el2068, 2
  %old.168 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2049, ptr addrspace(8) %rws87, i32 %off2070, i32 0, i32 20)
  br label %if.end.52
if.end.52:
  %e2073 = add i32 %tid18, 64
  %kl2075 = udiv i32 %e2073, 16
  %cl2077 = urem i32 %e2073, 16
  %la2079 = shl i32 %e2073, 2
  %gep.169 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2079
  %v2080 = load float, ptr addrspace(3) %gep.169, align 4
  %kin2081 = add i32 %k_blk68, %kl2075
  %cin2082 = add i32 %c_blk70, %cl2077
  %kok2084 = icmp ult i32 %kin2081, 16
  %cok2086 = icmp ult i32 %cin2082, 16
  %ok2087 = and i1 %kok2084, %cok2086
  br i1 %ok2087, label %if.then.53, label %if.end.53
if.then.53:
  %krow2088 = add i32 %kbase618, %kin2081
  %kr2090 = mul i32 %krow2088, 3
  %t_r2092 = add i32 %kr2090, 1
  %t_s2094 = mul i32 %t_r2092, 3
  %t_c2096 = add i32 %t_s2094, 2
  %t_e2098 = mul i32 %t_c2096, 16
  %el2099 = add i32 %t_e2098, %cin2082
  %off2101 = shl i32 %el2099, 2
  %old.170 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2080, ptr addrspace(8) %rws87, i32 %off2101, i32 0, i32 20)
  br label %if.end.53
if.end.53:
  %e2104 = add i32 %tid18, 96
  %kl2106 = udiv i32 %e2104, 16
  %cl2108 = urem i32 %e2104, 16
  %la2110 = shl i32 %e2104, 2
  %gep.171 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2110
  %v2111 = load float, ptr addrspace(3) %gep.171, align 4
  %kin2112 = add i32 %k_blk68, %kl2106
  %cin2113 = add i32 %c_blk70, %cl2108
  %kok2115 = icmp ult i32 %kin2112, 16
  %cok2117 = icmp ult i32 %cin2113, 16
  %ok2118 = and i1 %kok2115, %cok2117
  br i1 %ok2118, label %if.then.54, label %if.end.54
if.then.54:
  %krow2119 = add i32 %kbase618, %kin2112
  %kr2121 = mul i32 %krow2119, 3
  %t_r2123 = add i32 %kr2121, 1
  %t_s2125 = mul i32 %t_r2123, 3
  %t_c2127 = add i32 %t_s2125, 2
  %t_e2129 = mul i32 %t_c2127, 16
  %el2130 = add i32 %t_e2129, %cin2113
  %off2132 = shl i32 %el2130, 2
  %old.172 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2111, ptr addrspace(8) %rws87, i32 %off2132, i32 0, i32 20)
  br label %if.end.54
if.end.54:
  %e2135 = add i32 %tid18, 128
  %kl2137 = udiv i32 %e2135, 16
  %cl2139 = urem i32 %e2135, 16
  %la2141 = shl i32 %e2135, 2
  %gep.173 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2141
  %v2142 = load float, ptr addrspace(3) %gep.173, align 4
  %kin2143 = add i32 %k_blk68, %kl2137
  %cin2144 = add i32 %c_blk70, %cl2139
  %kok2146 = icmp ult i32 %kin2143, 16
  %cok2148 = icmp ult i32 %cin2144, 16
  %ok2149 = and i1 %kok2146, %cok2148
  br i1 %ok2149, label %if.then.55, label %if.end.55
if.then.55:
  %krow2150 = add i32 %kbase618, %kin2143
  %kr2152 = mul i32 %krow2150, 3
  %t_r2154 = add i32 %kr2152, 1
  %t_s2156 = mul i32 %t_r2154, 3
  %t_c2158 = add i32 %t_s2156, 2
  %t_e2160 = mul i32 %t_c2158, 16
  %el2161 = add i32 %t_e2160, %cin2144
  %off2163 = shl i32 %el2161, 2
  %old.174 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2142, ptr addrspace(8) %rws87, i32 %off2163, i32 0, i32 20)
  br label %if.end.55
if.end.55:
  %e2166 = add i32 %tid18, 160
  %kl2168 = udiv i32 %e2166, 16
  %cl2170 = urem i32 %e2166, 16
  %la2172 = shl i32 %e2166, 2
  %gep.175 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2172
  %v2173 = load float, ptr addrspace(3) %gep.175, align 4
  %kin2174 = add i32 %k_blk68, %kl2168
  %cin2175 = add i32 %c_blk70, %cl2170
  %kok2177 = icmp ult i32 %kin2174, 16
  %cok2179 = icmp ult i32 %cin2175, 16
  %ok2180 = and i1 %kok2177, %cok2179
  br i1 %ok2180, label %if.then.56, label %if.end.56
if.then.56:
  %krow2181 = add i32 %kbase618, %kin2174
  %kr2183 = mul i32 %krow2181, 3
  %t_r2185 = add i32 %kr2183, 1
  %t_s2187 = mul i32 %t_r2185, 3
  %t_c2189 = add i32 %t_s2187, 2
  %t_e2191 = mul i32 %t_c2189, 16
  %el2192 = add i32 %t_e2191, %cin2175
  %off2194 = shl i32 %el2192, 2
  %old.176 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2173, ptr addrspace(8) %rws87, i32 %off2194, i32 0, i32 20)
  br label %if.end.56
if.end.56:
  %e2197 = add i32 %tid18, 192
  %kl2199 = udiv i32 %e2197, 16
  %cl2201 = urem i32 %e2197, 16
  %la2203 = shl i32 %e2197, 2
  %gep.177 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2203
  %v2204 = load float, ptr addrspace(3) %gep.177, align 4
  %kin2205 = add i32 %k_blk68, %kl2199
  %cin2206 = add i32 %c_blk70, %cl2201
  %kok2208 = icmp ult i32 %kin2205, 16
  %cok2210 = icmp ult i32 %cin2206, 16
  %ok2211 = and i1 %kok2208, %cok2210
  br i1 %ok2211, label %if.then.57, label %if.end.57
if.then.57:
  %krow2212 = add i32 %kbase618, %kin2205
  %kr2214 = mul i32 %krow2212, 3
  %t_r2216 = add i32 %kr2214, 1
  %t_s2218 = mul i32 %t_r2216, 3
  %t_c2220 = add i32 %t_s2218, 2
  %t_e2222 = mul i32 %t_c2220, 16
  %el2223 = add i32 %t_e2222, %cin2206
  %off2225 = shl i32 %el2223, 2
  %old.178 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2204, ptr addrspace(8) %rws87, i32 %off2225, i32 0, i32 20)
  br label %if.end.57
if.end.57:
  %e2228 = add i32 %tid18, 224
  %kl2230 = udiv i32 %e2228, 16
  %cl2232 = urem i32 %e2228, 16
  %la2234 = shl i32 %e2228, 2
  %gep.179 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2234
  %v2235 = load float, ptr addrspace(3) %gep.179, align 4
  %kin2236 = add i32 %k_blk68, %kl2230
  %cin2237 = add i32 %c_blk70, %cl2232
  %kok2239 = icmp ult i32 %kin2236, 16
  %cok2241 = icmp ult i32 %cin2237, 16
  %ok2242 = and i1 %kok2239, %cok2241
  br i1 %ok2242, label %if.then.58, label %if.end.58
if.then.58:
  %krow2243 = add i32 %kbase618, %kin2236
  %kr2245 = mul i32 %krow2243, 3
  %t_r2247 = add i32 %kr2245, 1
  %t_s2249 = mul i32 %t_r2247, 3
  %t_c2251 = add i32 %t_s2249, 2
  %t_e2253 = mul i32 %t_c2251, 16
  %el2254 = add i32 %t_e2253, %cin2237
  %off2256 = shl i32 %el2254, 2
  %old.180 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2235, ptr addrspace(8) %rws87, i32 %off2256, i32 0, i32 20)
  br label %if.end.58
if.end.58:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2259 = add i32 %e_lane625, 0
  %v2260 = extractelement <8 x float> %acc123, i32 0
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2259
  store float %v2260, ptr addrspace(3) %gep.181, align 4
  %e_addr2262 = add i32 %e_lane625, 64
  %v2263 = extractelement <8 x float> %acc123, i32 1
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2262
  store float %v2263, ptr addrspace(3) %gep.182, align 4
  %e_addr2265 = add i32 %e_lane625, 128
  %v2266 = extractelement <8 x float> %acc123, i32 2
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2265
  store float %v2266, ptr addrspace(3) %gep.183, align 4
  %e_addr2268 = add i32 %e_lane625, 192
  %v2269 = extractelement <8 x float> %acc123, i32 3
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2268
  store float %v2269, ptr addrspace(3) %gep.184, align 4
  %e_addr2271 = add i32 %e_lane625, 256
  %v2272 = extractelement <8 x float> %acc123, i32 4
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2271
  store float %v2272, ptr addrspace(3) %gep.185, align 4
  %e_addr2274 = add i32 %e_lane625, 320
  %v2275 = extractelement <8 x float> %acc123, i32 5
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2274
  store float %v2275, ptr addrspace(3) %gep.186, align 4
  %e_addr2277 = add i32 %e_lane625, 384
  %v2278 = extractelement <8 x float> %acc123, i32 6
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2277
  store float %v2278, ptr addrspace(3) %gep.187, align 4
  %e_addr2280 = add i32 %e_lane625, 448
  %v2281 = extractelement <8 x float> %acc123, i32 7
  %gep.188 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2280
  store float %v2281, ptr addrspace(3) %gep.188, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2283 = add i32 %tid18, 0
  %kl2285 = udiv i32 %e2283, 16
  %cl2287 = urem i32 %e2283, 16
  %la2289 = shl i32 %e2283, 2
  %gep.189 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2289
  %v2290 = load float, ptr addrspace(3) %gep.189, align 4
  %kin2291 = add i32 %k_blk68, %kl2285
  %cin2292 = add i32 %c_blk70, %cl2287
  %kok2294 = icmp ult i32 %kin2291, 16
  %cok2296 = icmp ult i32 %cin2292, 16
  %ok2297 = and i1 %kok2294, %cok2296
  br i1 %ok2297, label %if.then.59, label %if.end.59
if.then.59:
  %krow2298 = add i32 %kbase618, %kin2291
  %kr2300 = mul i32 %krow2298, 3
  %t_r2302 = add i32 %kr2300, 2
  %t_s2304 = mul i32 %t_r2302, 3
  %t_c2306 = add i32 %t_s2304, 0
  %t_e2308 = mul i32 %t_c2306, 16
  %el2309 = add i32 %t_e2308, %cin2292
  %off2311 = shl i32 %el2309, 2
  %old.190 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2290, ptr addrspace(8) %rws87, i32 %off2311, i32 0, i32 20)
  br label %if.end.59
if.end.59:
  %e2314 = add i32 %tid18, 32
  %kl2316 = udiv i32 %e2314, 16
  %cl2318 = urem i32 %e2314, 16
  %la2320 = shl i32 %e2314, 2
  %gep.191 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2320
  %v2321 = load float, ptr addrspace(3) %gep.191, align 4
  %kin2322 = add i32 %k_blk68, %kl2316
  %cin2323 = add i32 %c_blk70, %cl2318
  %kok2325 = icmp ult i32 %kin2322, 16
  %cok2327 = icmp ult i32 %cin2323, 16
  %ok2328 = and i1 %kok2325, %cok2327
  br i1 %ok2328, label %if.then.60, label %if.end.60
if.then.60:
  %krow2329 = add i32 %kbase618, %kin2322
  %kr2331 = mul i32 %krow2329, 3
  %t_r2333 = add i32 %kr2331, 2
  %t_s2335 = mul i32 %t_r2333, 3
  %t_c2337 = add i32 %t_s2335, 0
  %t_e2339 = mul i32 %t_c2337, 16
  %el2340 = add i32 %t_e2339, %cin2323
  %off2342 = shl i32 %el2340, 2
  %old.192 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2321, ptr addrspace(8) %rws87, i32 %off2342, i32 0, i32 20)
  br label %if.end.60
if.end.60:
  %e2345 = add i32 %tid18, 64
  %kl2347 = udiv i32 %e2345, 16
  %cl2349 = urem i32 %e2345, 16
  %la2351 = shl i32 %e2345, 2
  %gep.193 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2351
  %v2352 = load float, ptr addrspace(3) %gep.193, align 4
  %kin2353 = add i32 %k_blk68, %kl2347
  %cin2354 = add i32 %c_blk70, %cl2349
  %kok2356 = icmp ult i32 %kin2353, 16
  %cok2358 = icmp ult i32 %cin2354, 16
  %ok2359 = and i1 %kok2356, %cok2358
  br i1 %ok2359, label %if.then.61, label %if.end.61
if.then.61:
  %krow2360 = add i32 %kbase618, %kin2353
  %kr2362 = mul i32 %krow2360, 3
  %t_r2364 = add i32 %kr2362, 2
  %t_s2366 = mul i32 %t_r2364, 3
  %t_c2368 = add i32 %t_s2366, 0
  %t_e2370 = mul i32 %t_c2368, 16
  %el2371 = add i32 %t_e2370, %cin2354
  %off2373 = shl i32 %el2371, 2
  %old.194 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2352, ptr addrspace(8) %rws87, i32 %off2373, i32 0, i32 20)
  br label %if.end.61
if.end.61:
  %e2376 = add i32 %tid18, 96
  %kl2378 = udiv i32 %e2376, 16
  %cl2380 = urem i32 %e2376, 16
  %la2382 = shl i32 %e2376, 2
  %gep.195 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2382
  %v2383 = load float, ptr addrspace(3) %gep.195, align 4
  %kin2384 = add i32 %k_blk68, %kl2378
  %cin2385 = add i32 %c_blk70, %cl2380
  %kok2387 = icmp ult i32 %kin2384, 16
  %cok2389 = icmp ult i32 %cin2385, 16
  %ok2390 = and i1 %kok2387, %cok2389
  br i1 %ok2390, label %if.then.62, label %if.end.62
if.then.62:
  %krow2391 = add i32 %kbase618, %kin2384
  %kr2393 = mul i32 %krow2391, 3
  %t_r2395 = add i32 %kr2393, 2
  %t_s2397 = mul i32 %t_r2395, 3
  %t_c2399 = add i32 %t_s2397, 0
  %t_e2401 = mul i32 %t_c2399, 16
  %el2402 = add i32 %t_e2401, %cin2385
  %off2404 = shl i32 %el2402, 2
  %old.196 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2383, ptr addrspace(8) %rws87, i32 %off2404, i32 0, i32 20)
  br label %if.end.62
if.end.62:
  %e2407 = add i32 %tid18, 128
  %kl2409 = udiv i32 %e2407, 16
  %cl2411 = urem i32 %e2407, 16
  %la2413 = shl i32 %e2407, 2
  %gep.197 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2413
  %v2414 = load float, ptr addrspace(3) %gep.197, align 4
  %kin2415 = add i32 %k_blk68, %kl2409
  %cin2416 = add i32 %c_blk70, %cl2411
  %kok2418 = icmp ult i32 %kin2415, 16
  %cok2420 = icmp ult i32 %cin2416, 16
  %ok2421 = and i1 %kok2418, %cok2420
  br i1 %ok2421, label %if.then.63, label %if.end.63
if.then.63:
  %krow2422 = add i32 %kbase618, %kin2415
  %kr2424 = mul i32 %krow2422, 3
  %t_r2426 = add i32 %kr2424, 2
  %t_s2428 = mul i32 %t_r2426, 3
  %t_c2430 = add i32 %t_s2428, 0
  %t_e2432 = mul i32 %t_c2430, 16
  %el2433 = add i32 %t_e2432, %cin2416
  %off2435 = shl i32 %el2433, 2
  %old.198 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2414, ptr addrspace(8) %rws87, i32 %off2435, i32 0, i32 20)
  br label %if.end.63
if.end.63:
  %e2438 = add i32 %tid18, 160
  %kl2440 = udiv i32 %e2438, 16
  %cl2442 = urem i32 %e2438, 16
  %la2444 = shl i32 %e2438, 2
  %gep.199 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2444
  %v2445 = load float, ptr addrspace(3) %gep.199, align 4
  %kin2446 = add i32 %k_blk68, %kl2440
  %cin2447 = add i32 %c_blk70, %cl2442
  %kok2449 = icmp ult i32 %kin2446, 16
  %cok2451 = icmp ult i32 %cin2447, 16
  %ok2452 = and i1 %kok2449, %cok2451
  br i1 %ok2452, label %if.then.64, label %if.end.64
if.then.64:
  %krow2453 = add i32 %kbase618, %kin2446
  %kr2455 = mul i32 %krow2453, 3
  %t_r2457 = add i32 %kr2455, 2
  %t_s2459 = mul i32 %t_r2457, 3
  %t_c2461 = add i32 %t_s2459, 0
  %t_e2463 = mul i32 %t_c2461, 16
  %el2464 = add i32 %t_e2463, %cin2447
  %off2466 = shl i32 %el2464, 2
  %old.200 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2445, ptr addrspace(8) %rws87, i32 %off2466, i32 0, i32 20)
  br label %if.end.64
if.end.64:
  %e2469 = add i32 %tid18, 192
  %kl2471 = udiv i32 %e2469, 16
  %cl2473 = urem i32 %e2469, 16
  %la2475 = shl i32 %e2469, 2
  %gep.201 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2475
  %v2476 = load float, ptr addrspace(3) %gep.201, align 4
  %kin2477 = add i32 %k_blk68, %kl2471
  %cin2478 = add i32 %c_blk70, %cl2473
  %kok2480 = icmp ult i32 %kin2477, 16
  %cok2482 = icmp ult i32 %cin2478, 16
  %ok2483 = and i1 %kok2480, %cok2482
  br i1 %ok2483, label %if.then.65, label %if.end.65
if.then.65:
  %krow2484 = add i32 %kbase618, %kin2477
  %kr2486 = mul i32 %krow2484, 3
  %t_r2488 = add i32 %kr2486, 2
  %t_s2490 = mul i32 %t_r2488, 3
  %t_c2492 = add i32 %t_s2490, 0
  %t_e2494 = mul i32 %t_c2492, 16
  %el2495 = add i32 %t_e2494, %cin2478
  %off2497 = shl i32 %el2495, 2
  %old.202 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2476, ptr addrspace(8) %rws87, i32 %off2497, i32 0, i32 20)
  br label %if.end.65
if.end.65:
  %e2500 = add i32 %tid18, 224
  %kl2502 = udiv i32 %e2500, 16
  %cl2504 = urem i32 %e2500, 16
  %la2506 = shl i32 %e2500, 2
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2506
  %v2507 = load float, ptr addrspace(3) %gep.203, align 4
  %kin2508 = add i32 %k_blk68, %kl2502
  %cin2509 = add i32 %c_blk70, %cl2504
  %kok2511 = icmp ult i32 %kin2508, 16
  %cok2513 = icmp ult i32 %cin2509, 16
  %ok2514 = and i1 %kok2511, %cok2513
  br i1 %ok2514, label %if.then.66, label %if.end.66
if.then.66:
  %krow2515 = add i32 %kbase618, %kin2508
  %kr2517 = mul i32 %krow2515, 3
  %t_r2519 = add i32 %kr2517, 2
  %t_s2521 = mul i32 %t_r2519, 3
  %t_c2523 = add i32 %t_s2521, 0
  %t_e2525 = mul i32 %t_c2523, 16
  %el2526 = add i32 %t_e2525, %cin2509
  %off2528 = shl i32 %el2526, 2
  %old.204 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2507, ptr addrspace(8) %rws87, i32 %off2528, i32 0, i32 20)
  br label %if.end.66
if.end.66:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2531 = add i32 %e_lane625, 0
  %v2532 = extractelement <8 x float> %acc124, i32 0
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2531
  store float %v2532, ptr addrspace(3) %gep.205, align 4
  %e_addr2534 = add i32 %e_lane625, 64
  %v2535 = extractelement <8 x float> %acc124, i32 1
  %gep.206 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2534
  store float %v2535, ptr addrspace(3) %gep.206, align 4
  %e_addr2537 = add i32 %e_lane625, 128
  %v2538 = extractelement <8 x float> %acc124, i32 2
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2537
  store float %v2538, ptr addrspace(3) %gep.207, align 4
  %e_addr2540 = add i32 %e_lane625, 192
  %v2541 = extractelement <8 x float> %acc124, i32 3
  %gep.208 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2540
  store float %v2541, ptr addrspace(3) %gep.208, align 4
  %e_addr2543 = add i32 %e_lane625, 256
  %v2544 = extractelement <8 x float> %acc124, i32 4
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2543
  store float %v2544, ptr addrspace(3) %gep.209, align 4
  %e_addr2546 = add i32 %e_lane625, 320
  %v2547 = extractelement <8 x float> %acc124, i32 5
  %gep.210 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2546
  store float %v2547, ptr addrspace(3) %gep.210, align 4
  %e_addr2549 = add i32 %e_lane625, 384
  %v2550 = extractelement <8 x float> %acc124, i32 6
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2549
  store float %v2550, ptr addrspace(3) %gep.211, align 4
  %e_addr2552 = add i32 %e_lane625, 448
  %v2553 = extractelement <8 x float> %acc124, i32 7
  %gep.212 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2552
  store float %v2553, ptr addrspace(3) %gep.212, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2555 = add i32 %tid18, 0
  %kl2557 = udiv i32 %e2555, 16
  %cl2559 = urem i32 %e2555, 16
  %la2561 = shl i32 %e2555, 2
  %gep.213 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2561
  %v2562 = load float, ptr addrspace(3) %gep.213, align 4
  %kin2563 = add i32 %k_blk68, %kl2557
  %cin2564 = add i32 %c_blk70, %cl2559
  %kok2566 = icmp ult i32 %kin2563, 16
  %cok2568 = icmp ult i32 %cin2564, 16
  %ok2569 = and i1 %kok2566, %cok2568
  br i1 %ok2569, label %if.then.67, label %if.end.67
if.then.67:
  %krow2570 = add i32 %kbase618, %kin2563
  %kr2572 = mul i32 %krow2570, 3
  %t_r2574 = add i32 %kr2572, 2
  %t_s2576 = mul i32 %t_r2574, 3
  %t_c2578 = add i32 %t_s2576, 1
  %t_e2580 = mul i32 %t_c2578, 16
  %el2581 = add i32 %t_e2580, %cin2564
  %off2583 = shl i32 %el2581, 2
  %old.214 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2562, ptr addrspace(8) %rws87, i32 %off2583, i32 0, i32 20)
  br label %if.end.67
if.end.67:
  %e2586 = add i32 %tid18, 32
  %kl2588 = udiv i32 %e2586, 16
  %cl2590 = urem i32 %e2586, 16
  %la2592 = shl i32 %e2586, 2
  %gep.215 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2592
  %v2593 = load float, ptr addrspace(3) %gep.215, align 4
  %kin2594 = add i32 %k_blk68, %kl2588
  %cin2595 = add i32 %c_blk70, %cl2590
  %kok2597 = icmp ult i32 %kin2594, 16
  %cok2599 = icmp ult i32 %cin2595, 16
  %ok2600 = and i1 %kok2597, %cok2599
  br i1 %ok2600, label %if.then.68, label %if.end.68
if.then.68:
  %krow2601 = add i32 %kbase618, %kin2594
  %kr2603 = mul i32 %krow2601, 3
  %t_r2605 = add i32 %kr2603, 2
  %t_s2607 = mul i32 %t_r2605, 3
  %t_c2609 = add i32 %t_s2607, 1
  %t_e2611 = mul i32 %t_c2609, 16
  %el2612 = add i32 %t_e2611, %cin2595
  %off2614 = shl i32 %el2612, 2
  %old.216 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2593, ptr addrspace(8) %rws87, i32 %off2614, i32 0, i32 20)
  br label %if.end.68
if.end.68:
  %e2617 = add i32 %tid18, 64
  %kl2619 = udiv i32 %e2617, 16
  %cl2621 = urem i32 %e2617, 16
  %la2623 = shl i32 %e2617, 2
  %gep.217 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2623
  %v2624 = load float, ptr addrspace(3) %gep.217, align 4
  %kin2625 = add i32 %k_blk68, %kl2619
  %cin2626 = add i32 %c_blk70, %cl2621
  %kok2628 = icmp ult i32 %kin2625, 16
  %cok2630 = icmp ult i32 %cin2626, 16
  %ok2631 = and i1 %kok2628, %cok2630
  br i1 %ok2631, label %if.then.69, label %if.end.69
if.then.69:
  %krow2632 = add i32 %kbase618, %kin2625
  %kr2634 = mul i32 %krow2632, 3
  %t_r2636 = add i32 %kr2634, 2
  %t_s2638 = mul i32 %t_r2636, 3
  %t_c2640 = add i32 %t_s2638, 1
  %t_e2642 = mul i32 %t_c2640, 16
  %el2643 = add i32 %t_e2642, %cin2626
  %off2645 = shl i32 %el2643, 2
  %old.218 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2624, ptr addrspace(8) %rws87, i32 %off2645, i32 0, i32 20)
  br label %if.end.69
if.end.69:
  %e2648 = add i32 %tid18, 96
  %kl2650 = udiv i32 %e2648, 16
  %cl2652 = urem i32 %e2648, 16
  %la2654 = shl i32 %e2648, 2
  %gep.219 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2654
  %v2655 = load float, ptr addrspace(3) %gep.219, align 4
  %kin2656 = add i32 %k_blk68, %kl2650
  %cin2657 = add i32 %c_blk70, %cl2652
  %kok2659 = icmp ult i32 %kin2656, 16
  %cok2661 = icmp ult i32 %cin2657, 16
  %ok2662 = and i1 %kok2659, %cok2661
  br i1 %ok2662, label %if.then.70, label %if.end.70
if.then.70:
  %krow2663 = add i32 %kbase618, %kin2656
  %kr2665 = mul i32 %krow2663, 3
  %t_r2667 = add i32 %kr2665, 2
  %t_s2669 = mul i32 %t_r2667, 3
  %t_c2671 = add i32 %t_s2669, 1
  %t_e2673 = mul i32 %t_c2671, 16
  %el2674 = add i32 %t_e2673, %cin2657
  %off2676 = shl i32 %el2674, 2
  %old.220 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2655, ptr addrspace(8) %rws87, i32 %off2676, i32 0, i32 20)
  br label %if.end.70
if.end.70:
  %e2679 = add i32 %tid18, 128
  %kl2681 = udiv i32 %e2679, 16
  %cl2683 = urem i32 %e2679, 16
  %la2685 = shl i32 %e2679, 2
  %gep.221 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2685
  %v2686 = load float, ptr addrspace(3) %gep.221, align 4
  %kin2687 = add i32 %k_blk68, %kl2681
  %cin2688 = add i32 %c_blk70, %cl2683
  %kok2690 = icmp ult i32 %kin2687, 16
  %cok2692 = icmp ult i32 %cin2688, 16
  %ok2693 = and i1 %kok2690, %cok2692
  br i1 %ok2693, label %if.then.71, label %if.end.71
if.then.71:
  %krow2694 = add i32 %kbase618, %kin2687
  %kr2696 = mul i32 %krow2694, 3
  %t_r2698 = add i32 %kr2696, 2
  %t_s2700 = mul i32 %t_r2698, 3
  %t_c2702 = add i32 %t_s2700, 1
  %t_e2704 = mul i32 %t_c2702, 16
  %el2705 = add i32 %t_e2704, %cin2688
  %off2707 = shl i32 %el2705, 2
  %old.222 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2686, ptr addrspace(8) %rws87, i32 %off2707, i32 0, i32 20)
  br label %if.end.71
if.end.71:
  %e2710 = add i32 %tid18, 160
  %kl2712 = udiv i32 %e2710, 16
  %cl2714 = urem i32 %e2710, 16
  %la2716 = shl i32 %e2710, 2
  %gep.223 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2716
  %v2717 = load float, ptr addrspace(3) %gep.223, align 4
  %kin2718 = add i32 %k_blk68, %kl2712
  %cin2719 = add i32 %c_blk70, %cl2714
  %kok2721 = icmp ult i32 %kin2718, 16
  %cok2723 = icmp ult i32 %cin2719, 16
  %ok2724 = and i1 %kok2721, %cok2723
  br i1 %ok2724, label %if.then.72, label %if.end.72
if.then.72:
  %krow2725 = add i32 %kbase618, %kin2718
  %kr2727 = mul i32 %krow2725, 3
  %t_r2729 = add i32 %kr2727, 2
  %t_s2731 = mul i32 %t_r2729, 3
  %t_c2733 = add i32 %t_s2731, 1
  %t_e2735 = mul i32 %t_c2733, 16
  %el2736 = add i32 %t_e2735, %cin2719
  %off2738 = shl i32 %el2736, 2
  %old.224 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2717, ptr addrspace(8) %rws87, i32 %off2738, i32 0, i32 20)
  br label %if.end.72
if.end.72:
  %e2741 = add i32 %tid18, 192
  %kl2743 = udiv i32 %e2741, 16
  %cl2745 = urem i32 %e2741, 16
  %la2747 = shl i32 %e2741, 2
  %gep.225 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2747
  %v2748 = load float, ptr addrspace(3) %gep.225, align 4
  %kin2749 = add i32 %k_blk68, %kl2743
  %cin2750 = add i32 %c_blk70, %cl2745
  %kok2752 = icmp ult i32 %kin2749, 16
  %cok2754 = icmp ult i32 %cin2750, 16
  %ok2755 = and i1 %kok2752, %cok2754
  br i1 %ok2755, label %if.then.73, label %if.end.73
if.then.73:
  %krow2756 = add i32 %kbase618, %kin2749
  %kr2758 = mul i32 %krow2756, 3
  %t_r2760 = add i32 %kr2758, 2
  %t_s2762 = mul i32 %t_r2760, 3
  %t_c2764 = add i32 %t_s2762, 1
  %t_e2766 = mul i32 %t_c2764, 16
  %el2767 = add i32 %t_e2766, %cin2750
  %off2769 = shl i32 %el2767, 2
  %old.226 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2748, ptr addrspace(8) %rws87, i32 %off2769, i32 0, i32 20)
  br label %if.end.73
if.end.73:
  %e2772 = add i32 %tid18, 224
  %kl2774 = udiv i32 %e2772, 16
  %cl2776 = urem i32 %e2772, 16
  %la2778 = shl i32 %e2772, 2
  %gep.227 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2778
  %v2779 = load float, ptr addrspace(3) %gep.227, align 4
  %kin2780 = add i32 %k_blk68, %kl2774
  %cin2781 = add i32 %c_blk70, %cl2776
  %kok2783 = icmp ult i32 %kin2780, 16
  %cok2785 = icmp ult i32 %cin2781, 16
  %ok2786 = and i1 %kok2783, %cok2785
  br i1 %ok2786, label %if.then.74, label %if.end.74
if.then.74:
  %krow2787 = add i32 %kbase618, %kin2780
  %kr2789 = mul i32 %krow2787, 3
  %t_r2791 = add i32 %kr2789, 2
  %t_s2793 = mul i32 %t_r2791, 3
  %t_c2795 = add i32 %t_s2793, 1
  %t_e2797 = mul i32 %t_c2795, 16
  %el2798 = add i32 %t_e2797, %cin2781
  %off2800 = shl i32 %el2798, 2
  %old.228 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2779, ptr addrspace(8) %rws87, i32 %off2800, i32 0, i32 20)
  br label %if.end.74
if.end.74:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2803 = add i32 %e_lane625, 0
  %v2804 = extractelement <8 x float> %acc125, i32 0
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2803
  store float %v2804, ptr addrspace(3) %gep.229, align 4
  %e_addr2806 = add i32 %e_lane625, 64
  %v2807 = extractelement <8 x float> %acc125, i32 1
  %gep.230 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2806
  store float %v2807, ptr addrspace(3) %gep.230, align 4
  %e_addr2809 = add i32 %e_lane625, 128
  %v2810 = extractelement <8 x float> %acc125, i32 2
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2809
  store float %v2810, ptr addrspace(3) %gep.231, align 4
  %e_addr2812 = add i32 %e_lane625, 192
  %v2813 = extractelement <8 x float> %acc125, i32 3
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2812
  store float %v2813, ptr addrspace(3) %gep.232, align 4
  %e_addr2815 = add i32 %e_lane625, 256
  %v2816 = extractelement <8 x float> %acc125, i32 4
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2815
  store float %v2816, ptr addrspace(3) %gep.233, align 4
  %e_addr2818 = add i32 %e_lane625, 320
  %v2819 = extractelement <8 x float> %acc125, i32 5
  %gep.234 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2818
  store float %v2819, ptr addrspace(3) %gep.234, align 4
  %e_addr2821 = add i32 %e_lane625, 384
  %v2822 = extractelement <8 x float> %acc125, i32 6
  %gep.235 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2821
  store float %v2822, ptr addrspace(3) %gep.235, align 4
  %e_addr2824 = add i32 %e_lane625, 448
  %v2825 = extractelement <8 x float> %acc125, i32 7
  %gep.236 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2824
  store float %v2825, ptr addrspace(3) %gep.236, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2827 = add i32 %tid18, 0
  %kl2829 = udiv i32 %e2827, 16
  %cl2831 = urem i32 %e2827, 16
  %la2833 = shl i32 %e2827, 2
  %gep.237 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2833
  %v2834 = load float, ptr addrspace(3) %gep.237, align 4
  %kin2835 = add i32 %k_blk68, %kl2829
  %cin2836 = add i32 %c_blk70, %cl2831
  %kok2838 = icmp ult i32 %kin2835, 16
  %cok2840 = icmp ult i32 %cin2836, 16
  %ok2841 = and i1 %kok2838, %cok2840
  br i1 %ok2841, label %if.then.75, label %if.end.75
if.then.75:
  %krow2842 = add i32 %kbase618, %kin2835
  %kr2844 = mul i32 %krow2842, 3
  %t_r2846 = add i32 %kr2844, 2
  %t_s2848 = mul i32 %t_r2846, 3
  %t_c2850 = add i32 %t_s2848, 2
  %t_e2852 = mul i32 %t_c2850, 16
  %el2853 = add i32 %t_e2852, %cin2836
  %off2855 = shl i32 %el2853, 2
  %old.238 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2834, ptr addrspace(8) %rws87, i32 %off2855, i32 0, i32 20)
  br label %if.end.75
if.end.75:
  %e2858 = add i32 %tid18, 32
  %kl2860 = udiv i32 %e2858, 16
  %cl2862 = urem i32 %e2858, 16
  %la2864 = shl i32 %e2858, 2
  %gep.239 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2864
  %v2865 = load float, ptr addrspace(3) %gep.239, align 4
  %kin2866 = add i32 %k_blk68, %kl2860
  %cin2867 = add i32 %c_blk70, %cl2862
  %kok2869 = icmp ult i32 %kin2866, 16
  %cok2871 = icmp ult i32 %cin2867, 16
  %ok2872 = and i1 %kok2869, %cok2871
  br i1 %ok2872, label %if.then.76, label %if.end.76
if.then.76:
  %krow2873 = add i32 %kbase618, %kin2866
  %kr2875 = mul i32 %krow2873, 3
  %t_r2877 = add i32 %kr2875, 2
  %t_s2879 = mul i32 %t_r2877, 3
  %t_c2881 = add i32 %t_s2879, 2
  %t_e2883 = mul i32 %t_c2881, 16
  %el2884 = add i32 %t_e2883, %cin2867
  %off2886 = shl i32 %el2884, 2
  %old.240 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2865, ptr addrspace(8) %rws87, i32 %off2886, i32 0, i32 20)
  br label %if.end.76
if.end.76:
  %e2889 = add i32 %tid18, 64
  %kl2891 = udiv i32 %e2889, 16
  %cl2893 = urem i32 %e2889, 16
  %la2895 = shl i32 %e2889, 2
  %gep.241 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2895
  %v2896 = load float, ptr addrspace(3) %gep.241, align 4
  %kin2897 = add i32 %k_blk68, %kl2891
  %cin2898 = add i32 %c_blk70, %cl2893
  %kok2900 = icmp ult i32 %kin2897, 16
  %cok2902 = icmp ult i32 %cin2898, 16
  %ok2903 = and i1 %kok2900, %cok2902
  br i1 %ok2903, label %if.then.77, label %if.end.77
if.then.77:
  %krow2904 = add i32 %kbase618, %kin2897
  %kr2906 = mul i32 %krow2904, 3
  %t_r2908 = add i32 %kr2906, 2
  %t_s2910 = mul i32 %t_r2908, 3
  %t_c2912 = add i32 %t_s2910, 2
  %t_e2914 = mul i32 %t_c2912, 16
  %el2915 = add i32 %t_e2914, %cin2898
  %off2917 = shl i32 %el2915, 2
  %old.242 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2896, ptr addrspace(8) %rws87, i32 %off2917, i32 0, i32 20)
  br label %if.end.77
if.end.77:
  %e2920 = add i32 %tid18, 96
  %kl2922 = udiv i32 %e2920, 16
  %cl2924 = urem i32 %e2920, 16
  %la2926 = shl i32 %e2920, 2
  %gep.243 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2926
  %v2927 = load float, ptr addrspace(3) %gep.243, align 4
  %kin2928 = add i32 %k_blk68, %kl2922
  %cin2929 = add i32 %c_blk70, %cl2924
  %kok2931 = icmp ult i32 %kin2928, 16
  %cok2933 = icmp ult i32 %cin2929, 16
  %ok2934 = and i1 %kok2931, %cok2933
  br i1 %ok2934, label %if.then.78, label %if.end.78
if.then.78:
  %krow2935 = add i32 %kbase618, %kin2928
  %kr2937 = mul i32 %krow2935, 3
  %t_r2939 = add i32 %kr2937, 2
  %t_s2941 = mul i32 %t_r2939, 3
  %t_c2943 = add i32 %t_s2941, 2
  %t_e2945 = mul i32 %t_c2943, 16
  %el2946 = add i32 %t_e2945, %cin2929
  %off2948 = shl i32 %el2946, 2
  %old.244 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2927, ptr addrspace(8) %rws87, i32 %off2948, i32 0, i32 20)
  br label %if.end.78
if.end.78:
  %e2951 = add i32 %tid18, 128
  %kl2953 = udiv i32 %e2951, 16
  %cl2955 = urem i32 %e2951, 16
  %la2957 = shl i32 %e2951, 2
  %gep.245 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2957
  %v2958 = load float, ptr addrspace(3) %gep.245, align 4
  %kin2959 = add i32 %k_blk68, %kl2953
  %cin2960 = add i32 %c_blk70, %cl2955
  %kok2962 = icmp ult i32 %kin2959, 16
  %cok2964 = icmp ult i32 %cin2960, 16
  %ok2965 = and i1 %kok2962, %cok2964
  br i1 %ok2965, label %if.then.79, label %if.end.79
if.then.79:
  %krow2966 = add i32 %kbase618, %kin2959
  %kr2968 = mul i32 %krow2966, 3
  %t_r2970 = add i32 %kr2968, 2
  %t_s2972 = mul i32 %t_r2970, 3
  %t_c2974 = add i32 %t_s2972, 2
  %t_e2976 = mul i32 %t_c2974, 16
  %el2977 = add i32 %t_e2976, %cin2960
  %off2979 = shl i32 %el2977, 2
  %old.246 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2958, ptr addrspace(8) %rws87, i32 %off2979, i32 0, i32 20)
  br label %if.end.79
if.end.79:
  %e2982 = add i32 %tid18, 160
  %kl2984 = udiv i32 %e2982, 16
  %cl2986 = urem i32 %e2982, 16
  %la2988 = shl i32 %e2982, 2
  %gep.247 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2988
  %v2989 = load float, ptr addrspace(3) %gep.247, align 4
  %kin2990 = add i32 %k_blk68, %kl2984
  %cin2991 = add i32 %c_blk70, %cl2986
  %kok2993 = icmp ult i32 %kin2990, 16
  %cok2995 = icmp ult i32 %cin2991, 16
  %ok2996 = and i1 %kok2993, %cok2995
  br i1 %ok2996, label %if.then.80, label %if.end.80
if.then.80:
  %krow2997 = add i32 %kbase618, %kin2990
  %kr2999 = mul i32 %krow2997, 3
  %t_r3001 = add i32 %kr2999, 2
  %t_s3003 = mul i32 %t_r3001, 3
  %t_c3005 = add i32 %t_s3003, 2
  %t_e3007 = mul i32 %t_c3005, 16
  %el3008 = add i32 %t_e3007, %cin2991
  %off3010 = shl i32 %el3008, 2
  %old.248 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2989, ptr addrspace(8) %rws87, i32 %off3010, i32 0, i32 20)
  br label %if.end.80
if.end.80:
  %e3013 = add i32 %tid18, 192
  %kl3015 = udiv i32 %e3013, 16
  %cl3017 = urem i32 %e3013, 16
  %la3019 = shl i32 %e3013, 2
  %gep.249 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3019
  %v3020 = load float, ptr addrspace(3) %gep.249, align 4
  %kin3021 = add i32 %k_blk68, %kl3015
  %cin3022 = add i32 %c_blk70, %cl3017
  %kok3024 = icmp ult i32 %kin3021, 16
  %cok3026 = icmp ult i32 %cin3022, 16
  %ok3027 = and i1 %kok3024, %cok3026
  br i1 %ok3027, label %if.then.81, label %if.end.81
if.then.81:
  %krow3028 = add i32 %kbase618, %kin3021
  %kr3030 = mul i32 %krow3028, 3
  %t_r3032 = add i32 %kr3030, 2
  %t_s3034 = mul i32 %t_r3032, 3
  %t_c3036 = add i32 %t_s3034, 2
  %t_e3038 = mul i32 %t_c3036, 16
  %el3039 = add i32 %t_e3038, %cin3022
  %off3041 = shl i32 %el3039, 2
  %old.250 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3020, ptr addrspace(8) %rws87, i32 %off3041, i32 0, i32 20)
  br label %if.end.81
if.end.81:
  %e3044 = add i32 %tid18, 224
  %kl3046 = udiv i32 %e3044, 16
  %cl3048 = urem i32 %e3044, 16
  %la3050 = shl i32 %e3044, 2
  %gep.251 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_c16_k16_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3050
  %v3051 = load float, ptr addrspace(3) %gep.251, align 4
  %kin3052 = add i32 %k_blk68, %kl3046
  %cin3053 = add i32 %c_blk70, %cl3048
  %kok3055 = icmp ult i32 %kin3052, 16
  %cok3057 = icmp ult i32 %cin3053, 16
  %ok3058 = and i1 %kok3055, %cok3057
  br i1 %ok3058, label %if.then.82, label %if.end.82
if.then.82:
  %krow3059 = add i32 %kbase618, %kin3052
  %kr3061 = mul i32 %krow3059, 3
  %t_r3063 = add i32 %kr3061, 2
  %t_s3065 = mul i32 %t_r3063, 3
  %t_c3067 = add i32 %t_s3065, 2
  %t_e3069 = mul i32 %t_c3067, 16
  %el3070 = add i32 %t_e3069, %cin3053
  %off3072 = shl i32 %el3070, 2
  %old.252 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3051, ptr addrspace(8) %rws87, i32 %off3072, i32 0, i32 20)
  br label %if.end.82
if.end.82:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="236" }
