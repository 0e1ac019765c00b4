; irgate direct_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=0,kpg=0,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=1,tdm_stages=0,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1 = internal unnamed_addr addrspace(3) global [6432 x i8] undef, align 16

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

define amdgpu_kernel void @irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_k26 = urem i32 %wave24, 1
  %wave_c28 = udiv i32 %wave24, 1
  %wkb30 = mul i32 %wave_k26, 16
  %wcb32 = mul i32 %wave_c28, 16
  %half34 = lshr i32 %lane22, 4
  %khalf36 = shl i32 %half34, 3
  %lrow38 = and i32 %lane22, 7
  %tr_row39 = add i32 %khalf36, %lrow38
  %lcol41 = and i32 %lane22, 15
  %cgrp43 = lshr i32 %lcol41, 3
  %tr_col45 = shl i32 %cgrp43, 3
  %a_r47 = mul i32 %tr_row39, 24
  %a_c48 = add i32 %a_r47, %tr_col45
  %a_e49 = add i32 %a_c48, %wkb30
  %a_lane51 = shl i32 %a_e49, 1
  %b_r53 = mul i32 %tr_row39, 24
  %b_c54 = add i32 %b_r53, %tr_col45
  %b_e55 = add i32 %b_c54, %wcb32
  %b_lane57 = shl i32 %b_e55, 1
  %bx58 = call i32 @llvm.amdgcn.workgroup.id.x()
  %rblk59 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img60 = call i32 @llvm.amdgcn.workgroup.id.z()
  %nct_a62 = add i32 %cpg, 15
  %nct64 = udiv i32 %nct_a62, 16
  %nkt_a66 = add i32 %kpg, 15
  %nkt68 = udiv i32 %nkt_a66, 16
  %ct69 = urem i32 %bx58, %nct64
  %rest70 = udiv i32 %bx58, %nct64
  %kt71 = urem i32 %rest70, %nkt68
  %g72 = udiv i32 %rest70, %nkt68
  %k_blk74 = mul i32 %kt71, 16
  %c_blk76 = mul i32 %ct69, 16
  %gk77 = mul i32 %g72, %kpg
  %gc78 = mul i32 %g72, %cpg
  %dy_ch79 = add i32 %gk77, %k_blk74
  %x_ch80 = add i32 %gc78, %c_blk76
  %band_a82 = add i32 %ho, 0
  %band84 = udiv i32 %band_a82, 1
  %ho_lo85 = mul i32 %rblk59, %band84
  %ho_end86 = add i32 %ho_lo85, %band84
  %fits87 = icmp ult i32 %ho_end86, %ho
  %ho_hi88 = select i1 %fits87, i32 %ho_end86, i32 %ho
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy89 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx90 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws91 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img92 = mul i32 %img60, %dy_stride_n
  %x_img93 = mul i32 %img60, %x_stride_n
  %ncols_a96 = add i32 %wo, 31
  %ncols98 = lshr i32 %ncols_a96, 5
  %live99 = icmp slt i32 %ho_lo85, %ho_hi88
  %span_a100 = sub i32 %ho_hi88, %ho_lo85
  %span102 = select i1 %live99, i32 %span_a100, i32 0
  %rg_a104 = add i32 %span102, 0
  %rgs106 = udiv i32 %rg_a104, 1
  %steps107 = mul i32 %rgs106, %ncols98
  br label %for.head.1
for.head.1:
  %t120 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc121 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc538, %for.latch.1 ]
  %acc122 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc546, %for.latch.1 ]
  %acc123 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc554, %for.latch.1 ]
  %acc124 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc562, %for.latch.1 ]
  %acc125 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc570, %for.latch.1 ]
  %acc126 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc578, %for.latch.1 ]
  %acc127 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc586, %for.latch.1 ]
  %acc128 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc594, %for.latch.1 ]
  %acc129 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc602, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t120, %steps107
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %rg130 = udiv i32 %t120, %ncols98
  %ccol131 = urem i32 %t120, %ncols98
  %rgo133 = mul i32 %rg130, 1
  %ho_s134 = add i32 %ho_lo85, %rgo133
  %wo_s136 = shl i32 %ccol131, 5
  %wb138 = sub i32 %wo_s136, 1
  %ho140 = add i32 %ho_s134, 0
  %hok141 = icmp ult i32 %ho140, %ho_hi88
  %dy_row142 = mul i32 %ho140, %dy_stride_h
  %dy_r143 = add i32 %dy_img92, %dy_row142
  %e145 = add i32 %tid20, 0
  %row147 = udiv i32 %e145, 2
  %cc149 = urem i32 %e145, 2
  %chan151 = shl i32 %cc149, 3
  %wo152 = add i32 %wo_s136, %row147
  %wok153 = icmp ult i32 %wo152, %wo
  %kin154 = add i32 %k_blk74, %chan151
  %kok155 = icmp ult i32 %kin154, %kpg
  %ok156 = and i1 %hok141, %wok153
  %ok157 = and i1 %ok156, %kok155
  %col158 = mul i32 %wo152, %dy_stride_w
  %el159 = add i32 %dy_r143, %col158
  %el160 = add i32 %el159, %dy_ch79
  %el161 = add i32 %el160, %chan151
  %off163 = shl i32 %el161, 1
  %safe165 = select i1 %ok157, i32 %off163, i32 2147483647
  %dyv167 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy89, i32 %safe165, i32 0, i32 0)
  %lrow169 = mul i32 %row147, 24
  %lel170 = add i32 %lrow169, %chan151
  %lb172 = shl i32 %lel170, 1
  %la174 = add i32 %lb172, 0
  %e176 = add i32 %tid20, 32
  %row178 = udiv i32 %e176, 2
  %cc180 = urem i32 %e176, 2
  %chan182 = shl i32 %cc180, 3
  %wo183 = add i32 %wo_s136, %row178
  %wok184 = icmp ult i32 %wo183, %wo
  %kin185 = add i32 %k_blk74, %chan182
  %kok186 = icmp ult i32 %kin185, %kpg
  %ok187 = and i1 %hok141, %wok184
  %ok188 = and i1 %ok187, %kok186
  %col189 = mul i32 %wo183, %dy_stride_w
  %el190 = add i32 %dy_r143, %col189
  %el191 = add i32 %el190, %dy_ch79
  %el192 = add i32 %el191, %chan182
  %off194 = shl i32 %el192, 1
  %safe196 = select i1 %ok188, i32 %off194, i32 2147483647
  %dyv198 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy89, i32 %safe196, i32 0, i32 0)
  %lrow200 = mul i32 %row178, 24
  %lel201 = add i32 %lrow200, %chan182
  %lb203 = shl i32 %lel201, 1
  %la205 = add i32 %lb203, 0
  %h_a207 = add i32 %ho140, 0
  %hi209 = sub i32 %h_a207, 1
  %hiok210 = icmp ult i32 %hi209, %hi
  %x_row211 = mul i32 %hi209, %x_stride_h
  %x_r212 = add i32 %x_img93, %x_row211
  %e214 = add i32 %tid20, 0
  %row216 = udiv i32 %e214, 2
  %cc218 = urem i32 %e214, 2
  %chan220 = shl i32 %cc218, 3
  %wi221 = add i32 %wb138, %row216
  %wiok222 = icmp ult i32 %wi221, %wi
  %cin223 = add i32 %c_blk76, %chan220
  %cok224 = icmp ult i32 %cin223, %cpg
  %ok225 = and i1 %hiok210, %wiok222
  %ok226 = and i1 %ok225, %cok224
  %col227 = mul i32 %wi221, %x_stride_w
  %el228 = add i32 %x_r212, %col227
  %el229 = add i32 %el228, %x_ch80
  %el230 = add i32 %el229, %chan220
  %off232 = shl i32 %el230, 1
  %safe234 = select i1 %ok226, i32 %off232, i32 2147483647
  %xv236 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe234, i32 0, i32 0)
  %lrow238 = mul i32 %row216, 24
  %lel239 = add i32 %lrow238, %chan220
  %lb241 = shl i32 %lel239, 1
  %la243 = add i32 %lb241, 1536
  %eok245 = icmp ult i32 %e214, 68
  %e247 = add i32 %tid20, 32
  %row249 = udiv i32 %e247, 2
  %cc251 = urem i32 %e247, 2
  %chan253 = shl i32 %cc251, 3
  %wi254 = add i32 %wb138, %row249
  %wiok255 = icmp ult i32 %wi254, %wi
  %cin256 = add i32 %c_blk76, %chan253
  %cok257 = icmp ult i32 %cin256, %cpg
  %ok258 = and i1 %hiok210, %wiok255
  %ok259 = and i1 %ok258, %cok257
  %col260 = mul i32 %wi254, %x_stride_w
  %el261 = add i32 %x_r212, %col260
  %el262 = add i32 %el261, %x_ch80
  %el263 = add i32 %el262, %chan253
  %off265 = shl i32 %el263, 1
  %safe267 = select i1 %ok259, i32 %off265, i32 2147483647
  %xv269 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe267, i32 0, i32 0)
  %lrow271 = mul i32 %row249, 24
  %lel272 = add i32 %lrow271, %chan253
  %lb274 = shl i32 %lel272, 1
  %la276 = add i32 %lb274, 1536
  %eok278 = icmp ult i32 %e247, 68
  %e280 = add i32 %tid20, 64
  %row282 = udiv i32 %e280, 2
  %cc284 = urem i32 %e280, 2
  %chan286 = shl i32 %cc284, 3
  %wi287 = add i32 %wb138, %row282
  %wiok288 = icmp ult i32 %wi287, %wi
  %cin289 = add i32 %c_blk76, %chan286
  %cok290 = icmp ult i32 %cin289, %cpg
  %ok291 = and i1 %hiok210, %wiok288
  %ok292 = and i1 %ok291, %cok290
  %col293 = mul i32 %wi287, %x_stride_w
  %el294 = add i32 %x_r212, %col293
  %el295 = add i32 %el294, %x_ch80
  %el296 = add i32 %el295, %chan286
  %off298 = shl i32 %el296, 1
  %safe300 = select i1 %ok292, i32 %off298, i32 2147483647
  %xv302 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe300, i32 0, i32 0)
  %lrow304 = mul i32 %row282, 24
  %lel305 = add i32 %lrow304, %chan286
  %lb307 = shl i32 %lel305, 1
  %la309 = add i32 %lb307, 1536
  %eok311 = icmp ult i32 %e280, 68
  %h_a313 = add i32 %ho140, 1
  %hi315 = sub i32 %h_a313, 1
  %hiok316 = icmp ult i32 %hi315, %hi
  %x_row317 = mul i32 %hi315, %x_stride_h
  %x_r318 = add i32 %x_img93, %x_row317
  %e320 = add i32 %tid20, 0
  %row322 = udiv i32 %e320, 2
  %cc324 = urem i32 %e320, 2
  %chan326 = shl i32 %cc324, 3
  %wi327 = add i32 %wb138, %row322
  %wiok328 = icmp ult i32 %wi327, %wi
  %cin329 = add i32 %c_blk76, %chan326
  %cok330 = icmp ult i32 %cin329, %cpg
  %ok331 = and i1 %hiok316, %wiok328
  %ok332 = and i1 %ok331, %cok330
  %col333 = mul i32 %wi327, %x_stride_w
  %el334 = add i32 %x_r318, %col333
  %el335 = add i32 %el334, %x_ch80
  %el336 = add i32 %el335, %chan326
  %off338 = shl i32 %el336, 1
  %safe340 = select i1 %ok332, i32 %off338, i32 2147483647
  %xv342 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe340, i32 0, i32 0)
  %lrow344 = mul i32 %row322, 24
  %lel345 = add i32 %lrow344, %chan326
  %lb347 = shl i32 %lel345, 1
  %la349 = add i32 %lb347, 3168
  %eok351 = icmp ult i32 %e320, 68
  %e353 = add i32 %tid20, 32
  %row355 = udiv i32 %e353, 2
  %cc357 = urem i32 %e353, 2
  %chan359 = shl i32 %cc357, 3
  %wi360 = add i32 %wb138, %row355
  %wiok361 = icmp ult i32 %wi360, %wi
  %cin362 = add i32 %c_blk76, %chan359
  %cok363 = icmp ult i32 %cin362, %cpg
  %ok364 = and i1 %hiok316, %wiok361
  %ok365 = and i1 %ok364, %cok363
  %col366 = mul i32 %wi360, %x_stride_w
  %el367 = add i32 %x_r318, %col366
  %el368 = add i32 %el367, %x_ch80
  %el369 = add i32 %el368, %chan359
  %off371 = shl i32 %el369, 1
  %safe373 = select i1 %ok365, i32 %off371, i32 2147483647
  %xv375 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe373, i32 0, i32 0)
  %lrow377 = mul i32 %row355, 24
  %lel378 = add i32 %lrow377, %chan359
  %lb380 = shl i32 %lel378, 1
  %la382 = add i32 %lb380, 3168
  %eok384 = icmp ult i32 %e353, 68
  %e386 = add i32 %tid20, 64
  %row388 = udiv i32 %e386, 2
  %cc390 = urem i32 %e386, 2
  %chan392 = shl i32 %cc390, 3
  %wi393 = add i32 %wb138, %row388
  %wiok394 = icmp ult i32 %wi393, %wi
  %cin395 = add i32 %c_blk76, %chan392
  %cok396 = icmp ult i32 %cin395, %cpg
  %ok397 = and i1 %hiok316, %wiok394
  %ok398 = and i1 %ok397, %cok396
  %col399 = mul i32 %wi393, %x_stride_w
  %el400 = add i32 %x_r318, %col399
  %el401 = add i32 %el400, %x_ch80
  %el402 = add i32 %el401, %chan392
  %off404 = shl i32 %el402, 1
  %safe406 = select i1 %ok398, i32 %off404, i32 2147483647
  %xv408 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe406, i32 0, i32 0)
  %lrow410 = mul i32 %row388, 24
  %lel411 = add i32 %lrow410, %chan392
  %lb413 = shl i32 %lel411, 1
  %la415 = add i32 %lb413, 3168
  %eok417 = icmp ult i32 %e386, 68
  %h_a419 = add i32 %ho140, 2
  %hi421 = sub i32 %h_a419, 1
  %hiok422 = icmp ult i32 %hi421, %hi
  %x_row423 = mul i32 %hi421, %x_stride_h
  %x_r424 = add i32 %x_img93, %x_row423
  %e426 = add i32 %tid20, 0
  %row428 = udiv i32 %e426, 2
  %cc430 = urem i32 %e426, 2
  %chan432 = shl i32 %cc430, 3
  %wi433 = add i32 %wb138, %row428
  %wiok434 = icmp ult i32 %wi433, %wi
  %cin435 = add i32 %c_blk76, %chan432
  %cok436 = icmp ult i32 %cin435, %cpg
  %ok437 = and i1 %hiok422, %wiok434
  %ok438 = and i1 %ok437, %cok436
  %col439 = mul i32 %wi433, %x_stride_w
  %el440 = add i32 %x_r424, %col439
  %el441 = add i32 %el440, %x_ch80
  %el442 = add i32 %el441, %chan432
  %off444 = shl i32 %el442, 1
  %safe446 = select i1 %ok438, i32 %off444, i32 2147483647
  %xv448 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe446, i32 0, i32 0)
  %lrow450 = mul i32 %row428, 24
  %lel451 = add i32 %lrow450, %chan432
  %lb453 = shl i32 %lel451, 1
  %la455 = add i32 %lb453, 4800
  %eok457 = icmp ult i32 %e426, 68
  %e459 = add i32 %tid20, 32
  %row461 = udiv i32 %e459, 2
  %cc463 = urem i32 %e459, 2
  %chan465 = shl i32 %cc463, 3
  %wi466 = add i32 %wb138, %row461
  %wiok467 = icmp ult i32 %wi466, %wi
  %cin468 = add i32 %c_blk76, %chan465
  %cok469 = icmp ult i32 %cin468, %cpg
  %ok470 = and i1 %hiok422, %wiok467
  %ok471 = and i1 %ok470, %cok469
  %col472 = mul i32 %wi466, %x_stride_w
  %el473 = add i32 %x_r424, %col472
  %el474 = add i32 %el473, %x_ch80
  %el475 = add i32 %el474, %chan465
  %off477 = shl i32 %el475, 1
  %safe479 = select i1 %ok471, i32 %off477, i32 2147483647
  %xv481 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe479, i32 0, i32 0)
  %lrow483 = mul i32 %row461, 24
  %lel484 = add i32 %lrow483, %chan465
  %lb486 = shl i32 %lel484, 1
  %la488 = add i32 %lb486, 4800
  %eok490 = icmp ult i32 %e459, 68
  %e492 = add i32 %tid20, 64
  %row494 = udiv i32 %e492, 2
  %cc496 = urem i32 %e492, 2
  %chan498 = shl i32 %cc496, 3
  %wi499 = add i32 %wb138, %row494
  %wiok500 = icmp ult i32 %wi499, %wi
  %cin501 = add i32 %c_blk76, %chan498
  %cok502 = icmp ult i32 %cin501, %cpg
  %ok503 = and i1 %hiok422, %wiok500
  %ok504 = and i1 %ok503, %cok502
  %col505 = mul i32 %wi499, %x_stride_w
  %el506 = add i32 %x_r424, %col505
  %el507 = add i32 %el506, %x_ch80
  %el508 = add i32 %el507, %chan498
  %off510 = shl i32 %el508, 1
  %safe512 = select i1 %ok504, i32 %off510, i32 2147483647
  %xv514 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe512, i32 0, i32 0)
  %lrow516 = mul i32 %row494, 24
  %lel517 = add i32 %lrow516, %chan498
  %lb519 = shl i32 %lel517, 1
  %la521 = add i32 %lb519, 4800
  %eok523 = icmp ult i32 %e492, 68
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la174
  store <4 x i32> %dyv167, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la205
  store <4 x i32> %dyv198, ptr addrspace(3) %gep.7, align 16
  br i1 %eok245, label %if.then.2, label %if.end.2
if.then.2:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la243
  store <4 x i32> %xv236, ptr addrspace(3) %gep.8, align 16
  br label %if.end.2
if.end.2:
  br i1 %eok278, label %if.then.3, label %if.end.3
if.then.3:
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la276
  store <4 x i32> %xv269, ptr addrspace(3) %gep.9, align 16
  br label %if.end.3
if.end.3:
  br i1 %eok311, label %if.then.4, label %if.end.4
if.then.4:
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la309
  store <4 x i32> %xv302, ptr addrspace(3) %gep.10, align 16
  br label %if.end.4
if.end.4:
  br i1 %eok351, label %if.then.5, label %if.end.5
if.then.5:
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la349
  store <4 x i32> %xv342, ptr addrspace(3) %gep.11, align 16
  br label %if.end.5
if.end.5:
  br i1 %eok384, label %if.then.6, label %if.end.6
if.then.6:
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la382
  store <4 x i32> %xv375, ptr addrspace(3) %gep.12, align 16
  br label %if.end.6
if.end.6:
  br i1 %eok417, label %if.then.7, label %if.end.7
if.then.7:
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la415
  store <4 x i32> %xv408, ptr addrspace(3) %gep.13, align 16
  br label %if.end.7
if.end.7:
  br i1 %eok457, label %if.then.8, label %if.end.8
if.then.8:
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la455
  store <4 x i32> %xv448, ptr addrspace(3) %gep.14, align 16
  br label %if.end.8
if.end.8:
  br i1 %eok490, label %if.then.9, label %if.end.9
if.then.9:
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la488
  store <4 x i32> %xv481, ptr addrspace(3) %gep.15, align 16
  br label %if.end.9
if.end.9:
  br i1 %eok523, label %if.then.10, label %if.end.10
if.then.10:
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la521
  store <4 x i32> %xv514, ptr addrspace(3) %gep.16, align 16
  br label %if.end.10
if.end.10:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr525 = add i32 %a_lane51, 0
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr525
  %a_lo526 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %a_addr528 = add i32 %a_lane51, 768
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr528
  %a_hi529 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %a_frag530 = shufflevector <8 x half> %a_lo526, <8 x half> %a_hi529, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr532 = add i32 %b_lane57, 1536
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr532
  %b_lo533 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_addr535 = add i32 %b_lane57, 2304
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr535
  %b_hi536 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %b_frag537 = shufflevector <8 x half> %b_lo533, <8 x half> %b_hi536, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc538 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag530, i1 false, <16 x half> %b_frag537, i16 0, <8 x float> %acc121, i1 false, i1 false)
  %b_addr540 = add i32 %b_lane57, 1584
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr540
  %b_lo541 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_addr543 = add i32 %b_lane57, 2352
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr543
  %b_hi544 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %b_frag545 = shufflevector <8 x half> %b_lo541, <8 x half> %b_hi544, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc546 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag530, i1 false, <16 x half> %b_frag545, i16 0, <8 x float> %acc122, i1 false, i1 false)
  %b_addr548 = add i32 %b_lane57, 1632
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr548
  %b_lo549 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.23)
  %b_addr551 = add i32 %b_lane57, 2400
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr551
  %b_hi552 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.24)
  %b_frag553 = shufflevector <8 x half> %b_lo549, <8 x half> %b_hi552, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc554 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag530, i1 false, <16 x half> %b_frag553, i16 0, <8 x float> %acc123, i1 false, i1 false)
  %b_addr556 = add i32 %b_lane57, 3168
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr556
  %b_lo557 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.25)
  %b_addr559 = add i32 %b_lane57, 3936
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr559
  %b_hi560 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.26)
  %b_frag561 = shufflevector <8 x half> %b_lo557, <8 x half> %b_hi560, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc562 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag530, i1 false, <16 x half> %b_frag561, i16 0, <8 x float> %acc124, i1 false, i1 false)
  %b_addr564 = add i32 %b_lane57, 3216
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr564
  %b_lo565 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.27)
  %b_addr567 = add i32 %b_lane57, 3984
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr567
  %b_hi568 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %b_frag569 = shufflevector <8 x half> %b_lo565, <8 x half> %b_hi568, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc570 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag530, i1 false, <16 x half> %b_frag569, i16 0, <8 x float> %acc125, i1 false, i1 false)
  %b_addr572 = add i32 %b_lane57, 3264
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr572
  %b_lo573 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %b_addr575 = add i32 %b_lane57, 4032
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr575
  %b_hi576 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %b_frag577 = shufflevector <8 x half> %b_lo573, <8 x half> %b_hi576, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc578 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag530, i1 false, <16 x half> %b_frag577, i16 0, <8 x float> %acc126, i1 false, i1 false)
  %b_addr580 = add i32 %b_lane57, 4800
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr580
  %b_lo581 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %b_addr583 = add i32 %b_lane57, 5568
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr583
  %b_hi584 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.32)
  %b_frag585 = shufflevector <8 x half> %b_lo581, <8 x half> %b_hi584, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc586 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag530, i1 false, <16 x half> %b_frag585, i16 0, <8 x float> %acc127, i1 false, i1 false)
  %b_addr588 = add i32 %b_lane57, 4848
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr588
  %b_lo589 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.33)
  %b_addr591 = add i32 %b_lane57, 5616
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr591
  %b_hi592 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.34)
  %b_frag593 = shufflevector <8 x half> %b_lo589, <8 x half> %b_hi592, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc594 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag530, i1 false, <16 x half> %b_frag593, i16 0, <8 x float> %acc128, i1 false, i1 false)
  %b_addr596 = add i32 %b_lane57, 4896
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr596
  %b_lo597 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.35)
  %b_addr599 = add i32 %b_lane57, 5664
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr599
  %b_hi600 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.36)
  %b_frag601 = shufflevector <8 x half> %b_lo597, <8 x half> %b_hi600, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc602 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag530, i1 false, <16 x half> %b_frag601, i16 0, <8 x float> %acc129, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t120, 1
  br label %for.head.1
for.exit.1:
  %slab_a604 = mul i32 %img60, 1
  %slab_b605 = add i32 %slab_a604, %rblk59
  %slab607 = urem i32 %slab_b605, 1
  %slab_g608 = mul i32 %slab607, %groups
  %slab_k609 = mul i32 %slab_g608, %kpg
  %kbase610 = add i32 %slab_k609, %gk77
  %er611 = add i32 %wkb30, %khalf36
  %erb613 = mul i32 %er611, 16
  %ec614 = add i32 %erb613, %wcb32
  %ecl615 = add i32 %ec614, %lcol41
  %e_lane617 = shl i32 %ecl615, 2
  %e_addr619 = add i32 %e_lane617, 0
  %v620 = extractelement <8 x float> %acc121, i32 0
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr619
  store float %v620, ptr addrspace(3) %gep.37, align 4
  %e_addr622 = add i32 %e_lane617, 64
  %v623 = extractelement <8 x float> %acc121, i32 1
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr622
  store float %v623, ptr addrspace(3) %gep.38, align 4
  %e_addr625 = add i32 %e_lane617, 128
  %v626 = extractelement <8 x float> %acc121, i32 2
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr625
  store float %v626, ptr addrspace(3) %gep.39, align 4
  %e_addr628 = add i32 %e_lane617, 192
  %v629 = extractelement <8 x float> %acc121, i32 3
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr628
  store float %v629, ptr addrspace(3) %gep.40, align 4
  %e_addr631 = add i32 %e_lane617, 256
  %v632 = extractelement <8 x float> %acc121, i32 4
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr631
  store float %v632, ptr addrspace(3) %gep.41, align 4
  %e_addr634 = add i32 %e_lane617, 320
  %v635 = extractelement <8 x float> %acc121, i32 5
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr634
  store float %v635, ptr addrspace(3) %gep.42, align 4
  %e_addr637 = add i32 %e_lane617, 384
  %v638 = extractelement <8 x float> %acc121, i32 6
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr637
  store float %v638, ptr addrspace(3) %gep.43, align 4
  %e_addr640 = add i32 %e_lane617, 448
  %v641 = extractelement <8 x float> %acc121, i32 7
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr640
  store float %v641, ptr addrspace(3) %gep.44, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e643 = add i32 %tid20, 0
  %kl645 = udiv i32 %e643, 16
  %cl647 = urem i32 %e643, 16
  %la649 = shl i32 %e643, 2
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la649
  %v650 = load float, ptr addrspace(3) %gep.45, align 4
  %kin651 = add i32 %k_blk74, %kl645
  %cin652 = add i32 %c_blk76, %cl647
  %kok653 = icmp ult i32 %kin651, %kpg
  %cok654 = icmp ult i32 %cin652, %cpg
  %ok655 = and i1 %kok653, %cok654
  br i1 %ok655, label %if.then.11, label %if.end.11
if.then.11:
  %krow656 = add i32 %kbase610, %kin651
  %kr658 = mul i32 %krow656, 3
  %t_r660 = add i32 %kr658, 0
  %t_s662 = mul i32 %t_r660, 3
  %t_c664 = add i32 %t_s662, 0
  %t_e665 = mul i32 %t_c664, %cpg
  %el666 = add i32 %t_e665, %cin652
  %off668 = shl i32 %el666, 2
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v650, ptr addrspace(8) %rws91, i32 %off668, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %e671 = add i32 %tid20, 32
  %kl673 = udiv i32 %e671, 16
  %cl675 = urem i32 %e671, 16
  %la677 = shl i32 %e671, 2
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la677
  %v678 = load float, ptr addrspace(3) %gep.47, align 4
  %kin679 = add i32 %k_blk74, %kl673
  %cin680 = add i32 %c_blk76, %cl675
  %kok681 = icmp ult i32 %kin679, %kpg
  %cok682 = icmp ult i32 %cin680, %cpg
  %ok683 = and i1 %kok681, %cok682
  br i1 %ok683, label %if.then.12, label %if.end.12
if.then.12:
  %krow684 = add i32 %kbase610, %kin679
  %kr686 = mul i32 %krow684, 3
  %t_r688 = add i32 %kr686, 0
  %t_s690 = mul i32 %t_r688, 3
  %t_c692 = add i32 %t_s690, 0
  %t_e693 = mul i32 %t_c692, %cpg
  %el694 = add i32 %t_e693, %cin680
  %off696 = shl i32 %el694, 2
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v678, ptr addrspace(8) %rws91, i32 %off696, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %e699 = add i32 %tid20, 64
  %kl701 = udiv i32 %e699, 16
  %cl703 = urem i32 %e699, 16
  %la705 = shl i32 %e699, 2
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la705
  %v706 = load float, ptr addrspace(3) %gep.49, align 4
  %kin707 = add i32 %k_blk74, %kl701
  %cin708 = add i32 %c_blk76, %cl703
  %kok709 = icmp ult i32 %kin707, %kpg
  %cok710 = icmp ult i32 %cin708, %cpg
  %ok711 = and i1 %kok709, %cok710
  br i1 %ok711, label %if.then.13, label %if.end.13
if.then.13:
  %krow712 = add i32 %kbase610, %kin707
  %kr714 = mul i32 %krow712, 3
  %t_r716 = add i32 %kr714, 0
  %t_s718 = mul i32 %t_r716, 3
  %t_c720 = add i32 %t_s718, 0
  %t_e721 = mul i32 %t_c720, %cpg
  %el722 = add i32 %t_e721, %cin708
  %off724 = shl i32 %el722, 2
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v706, ptr addrspace(8) %rws91, i32 %off724, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %e727 = add i32 %tid20, 96
  %kl729 = udiv i32 %e727, 16
  %cl731 = urem i32 %e727, 16
  %la733 = shl i32 %e727, 2
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la733
  %v734 = load float, ptr addrspace(3) %gep.51, align 4
  %kin735 = add i32 %k_blk74, %kl729
  %cin736 = add i32 %c_blk76, %cl731
  %kok737 = icmp ult i32 %kin735, %kpg
  %cok738 = icmp ult i32 %cin736, %cpg
  %ok739 = and i1 %kok737, %cok738
  br i1 %ok739, label %if.then.14, label %if.end.14
if.then.14:
  %krow740 = add i32 %kbase610, %kin735
  %kr742 = mul i32 %krow740, 3
  %t_r744 = add i32 %kr742, 0
  %t_s746 = mul i32 %t_r744, 3
  %t_c748 = add i32 %t_s746, 0
  %t_e749 = mul i32 %t_c748, %cpg
  %el750 = add i32 %t_e749, %cin736
  %off752 = shl i32 %el750, 2
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v734, ptr addrspace(8) %rws91, i32 %off752, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %e755 = add i32 %tid20, 128
  %kl757 = udiv i32 %e755, 16
  %cl759 = urem i32 %e755, 16
  %la761 = shl i32 %e755, 2
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la761
  %v762 = load float, ptr addrspace(3) %gep.53, align 4
  %kin763 = add i32 %k_blk74, %kl757
  %cin764 = add i32 %c_blk76, %cl759
  %kok765 = icmp ult i32 %kin763, %kpg
  %cok766 = icmp ult i32 %cin764, %cpg
  %ok767 = and i1 %kok765, %cok766
  br i1 %ok767, label %if.then.15, label %if.end.15
if.then.15:
  %krow768 = add i32 %kbase610, %kin763
  %kr770 = mul i32 %krow768, 3
  %t_r772 = add i32 %kr770, 0
  %t_s774 = mul i32 %t_r772, 3
  %t_c776 = add i32 %t_s774, 0
  %t_e777 = mul i32 %t_c776, %cpg
  %el778 = add i32 %t_e777, %cin764
  %off780 = shl i32 %el778, 2
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v762, ptr addrspace(8) %rws91, i32 %off780, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %e783 = add i32 %tid20, 160
  %kl785 = udiv i32 %e783, 16
  %cl787 = urem i32 %e783, 16
  %la789 = shl i32 %e783, 2
  %gep.55 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la789
  %v790 = load float, ptr addrspace(3) %gep.55, align 4
  %kin791 = add i32 %k_blk74, %kl785
  %cin792 = add i32 %c_blk76, %cl787
  %kok793 = icmp ult i32 %kin791, %kpg
  %cok794 = icmp ult i32 %cin792, %cpg
  %ok795 = and i1 %kok793, %cok794
  br i1 %ok795, label %if.then.16, label %if.end.16
if.then.16:
  %krow796 = add i32 %kbase610, %kin791
  %kr798 = mul i32 %krow796, 3
  %t_r800 = add i32 %kr798, 0
  %t_s802 = mul i32 %t_r800, 3
  %t_c804 = add i32 %t_s802, 0
  %t_e805 = mul i32 %t_c804, %cpg
  %el806 = add i32 %t_e805, %cin792
  %off808 = shl i32 %el806, 2
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v790, ptr addrspace(8) %rws91, i32 %off808, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %e811 = add i32 %tid20, 192
  %kl813 = udiv i32 %e811, 16
  %cl815 = urem i32 %e811, 16
  %la817 = shl i32 %e811, 2
  %gep.57 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la817
  %v818 = load float, ptr addrspace(3) %gep.57, align 4
  %kin819 = add i32 %k_blk74, %kl813
  %cin820 = add i32 %c_blk76, %cl815
  %kok821 = icmp ult i32 %kin819, %kpg
  %cok822 = icmp ult i32 %cin820, %cpg
  %ok823 = and i1 %kok821, %cok822
  br i1 %ok823, label %if.then.17, label %if.end.17
if.then.17:
  %krow824 = add i32 %kbase610, %kin819
  %kr826 = mul i32 %krow824, 3
  %t_r828 = add i32 %kr826, 0
  %t_s830 = mul i32 %t_r828, 3
  %t_c832 = add i32 %t_s830, 0
  %t_e833 = mul i32 %t_c832, %cpg
  %el834 = add i32 %t_e833, %cin820
  %off836 = shl i32 %el834, 2
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v818, ptr addrspace(8) %rws91, i32 %off836, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %e839 = add i32 %tid20, 224
  %kl841 = udiv i32 %e839, 16
  %cl843 = urem i32 %e839, 16
  %la845 = shl i32 %e839, 2
  %gep.59 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la845
  %v846 = load float, ptr addrspace(3) %gep.59, align 4
  %kin847 = add i32 %k_blk74, %kl841
  %cin848 = add i32 %c_blk76, %cl843
  %kok849 = icmp ult i32 %kin847, %kpg
  %cok850 = icmp ult i32 %cin848, %cpg
  %ok851 = and i1 %kok849, %cok850
  br i1 %ok851, label %if.then.18, label %if.end.18
if.then.18:
  %krow852 = add i32 %kbase610, %kin847
  %kr854 = mul i32 %krow852, 3
  %t_r856 = add i32 %kr854, 0
  %t_s858 = mul i32 %t_r856, 3
  %t_c860 = add i32 %t_s858, 0
  %t_e861 = mul i32 %t_c860, %cpg
  %el862 = add i32 %t_e861, %cin848
  %off864 = shl i32 %el862, 2
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v846, ptr addrspace(8) %rws91, i32 %off864, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr867 = add i32 %e_lane617, 0
  %v868 = extractelement <8 x float> %acc122, i32 0
  %gep.61 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr867
  store float %v868, ptr addrspace(3) %gep.61, align 4
  %e_addr870 = add i32 %e_lane617, 64
  %v871 = extractelement <8 x float> %acc122, i32 1
  %gep.62 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr870
  store float %v871, ptr addrspace(3) %gep.62, align 4
  %e_addr873 = add i32 %e_lane617, 128
  %v874 = extractelement <8 x float> %acc122, i32 2
  %gep.63 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr873
  store float %v874, ptr addrspace(3) %gep.63, align 4
  %e_addr876 = add i32 %e_lane617, 192
  %v877 = extractelement <8 x float> %acc122, i32 3
  %gep.64 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr876
  store float %v877, ptr addrspace(3) %gep.64, align 4
  %e_addr879 = add i32 %e_lane617, 256
  %v880 = extractelement <8 x float> %acc122, i32 4
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr879
  store float %v880, ptr addrspace(3) %gep.65, align 4
  %e_addr882 = add i32 %e_lane617, 320
  %v883 = extractelement <8 x float> %acc122, i32 5
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr882
  store float %v883, ptr addrspace(3) %gep.66, align 4
  %e_addr885 = add i32 %e_lane617, 384
  %v886 = extractelement <8 x float> %acc122, i32 6
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr885
  store float %v886, ptr addrspace(3) %gep.67, align 4
  %e_addr888 = add i32 %e_lane617, 448
  %v889 = extractelement <8 x float> %acc122, i32 7
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr888
  store float %v889, ptr addrspace(3) %gep.68, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e891 = add i32 %tid20, 0
  %kl893 = udiv i32 %e891, 16
  %cl895 = urem i32 %e891, 16
  %la897 = shl i32 %e891, 2
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la897
  %v898 = load float, ptr addrspace(3) %gep.69, align 4
  %kin899 = add i32 %k_blk74, %kl893
  %cin900 = add i32 %c_blk76, %cl895
  %kok901 = icmp ult i32 %kin899, %kpg
  %cok902 = icmp ult i32 %cin900, %cpg
  %ok903 = and i1 %kok901, %cok902
  br i1 %ok903, label %if.then.19, label %if.end.19
if.then.19:
  %krow904 = add i32 %kbase610, %kin899
  %kr906 = mul i32 %krow904, 3
  %t_r908 = add i32 %kr906, 0
  %t_s910 = mul i32 %t_r908, 3
  %t_c912 = add i32 %t_s910, 1
  %t_e913 = mul i32 %t_c912, %cpg
  %el914 = add i32 %t_e913, %cin900
  %off916 = shl i32 %el914, 2
  %old.70 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v898, ptr addrspace(8) %rws91, i32 %off916, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %e919 = add i32 %tid20, 32
  %kl921 = udiv i32 %e919, 16
  %cl923 = urem i32 %e919, 16
  %la925 = shl i32 %e919, 2
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la925
  %v926 = load float, ptr addrspace(3) %gep.71, align 4
  %kin927 = add i32 %k_blk74, %kl921
  %cin928 = add i32 %c_blk76, %cl923
  %kok929 = icmp ult i32 %kin927, %kpg
  %cok930 = icmp ult i32 %cin928, %cpg
  %ok931 = and i1 %kok929, %cok930
  br i1 %ok931, label %if.then.20, label %if.end.20
if.then.20:
  %krow932 = add i32 %kbase610, %kin927
  %kr934 = mul i32 %krow932, 3
  %t_r936 = add i32 %kr934, 0
  %t_s938 = mul i32 %t_r936, 3
  %t_c940 = add i32 %t_s938, 1
  %t_e941 = mul i32 %t_c940, %cpg
  %el942 = add i32 %t_e941, %cin928
  %off944 = shl i32 %el942, 2
  %old.72 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v926, ptr addrspace(8) %rws91, i32 %off944, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %e947 = add i32 %tid20, 64
  %kl949 = udiv i32 %e947, 16
  %cl951 = urem i32 %e947, 16
  %la953 = shl i32 %e947, 2
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la953
  %v954 = load float, ptr addrspace(3) %gep.73, align 4
  %kin955 = add i32 %k_blk74, %kl949
  %cin956 = add i32 %c_blk76, %cl951
  %kok957 = icmp ult i32 %kin955, %kpg
  %cok958 = icmp ult i32 %cin956, %cpg
  %ok959 = and i1 %kok957, %cok958
  br i1 %ok959, label %if.then.21, label %if.end.21
if.then.21:
  %krow960 = add i32 %kbase610, %kin955
  %kr962 = mul i32 %krow960, 3
  %t_r964 = add i32 %kr962, 0
  %t_s966 = mul i32 %t_r964, 3
  %t_c968 = add i32 %t_s966, 1
  %t_e969 = mul i32 %t_c968, %cpg
  %el970 = add i32 %t_e969, %cin956
  %off972 = shl i32 %el970, 2
  %old.74 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v954, ptr addrspace(8) %rws91, i32 %off972, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %e975 = add i32 %tid20, 96
  %kl977 = udiv i32 %e975, 16
  %cl979 = urem i32 %e975, 16
  %la981 = shl i32 %e975, 2
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la981
  %v982 = load float, ptr addrspace(3) %gep.75, align 4
  %kin983 = add i32 %k_blk74, %kl977
  %cin984 = add i32 %c_blk76, %cl979
  %kok985 = icmp ult i32 %kin983, %kpg
  %cok986 = icmp ult i32 %cin984, %cpg
  %ok987 = and i1 %kok985, %cok986
  br i1 %ok987, label %if.then.22, label %if.end.22
if.then.22:
  %krow988 = add i32 %kbase610, %kin983
  %kr990 = mul i32 %krow988, 3
  %t_r992 = add i32 %kr990, 0
  %t_s994 = mul i32 %t_r992, 3
  %t_c996 = add i32 %t_s994, 1
  %t_e997 = mul i32 %t_c996, %cpg
  %el998 = add i32 %t_e997, %cin984
  %off1000 = shl i32 %el998, 2
  %old.76 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v982, ptr addrspace(8) %rws91, i32 %off1000, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %e1003 = add i32 %tid20, 128
  %kl1005 = udiv i32 %e1003, 16
  %cl1007 = urem i32 %e1003, 16
  %la1009 = shl i32 %e1003, 2
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1009
  %v1010 = load float, ptr addrspace(3) %gep.77, align 4
  %kin1011 = add i32 %k_blk74, %kl1005
  %cin1012 = add i32 %c_blk76, %cl1007
  %kok1013 = icmp ult i32 %kin1011, %kpg
  %cok1014 = icmp ult i32 %cin1012, %cpg
  %ok1015 = and i1 %kok1013, %cok1014
  br i1 %ok1015, label %if.then.23, label %if.end.23
if.then.23:
  %krow1016 = add i32 %kbase610, %kin1011
  %kr1018 = mul i32 %krow1016, 3
  %t_r1020 = add i32 %kr1018, 0
  %t_s1022 = mul i32 %t_r1020, 3
  %t_c1024 = add i32 %t_s1022, 1
  %t_e1025 = mul i32 %t_c1024, %cpg
  %el1026 = add i32 %t_e1025, %cin1012
  %off1028 = shl i32 %el1026, 2
  %old.78 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1010, ptr addrspace(8) %rws91, i32 %off1028, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %e1031 = add i32 %tid20, 160
  %kl1033 = udiv i32 %e1031, 16
  %cl1035 = urem i32 %e1031, 16
  %la1037 = shl i32 %e1031, 2
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1037
  %v1038 = load float, ptr addrspace(3) %gep.79, align 4
  %kin1039 = add i32 %k_blk74, %kl1033
  %cin1040 = add i32 %c_blk76, %cl1035
  %kok1041 = icmp ult i32 %kin1039, %kpg
  %cok1042 = icmp ult i32 %cin1040, %cpg
  %ok1043 = and i1 %kok1041, %cok1042
  br i1 %ok1043, label %if.then.24, label %if.end.24
if.then.24:
  %krow1044 = add i32 %kbase610, %kin1039
  %kr1046 = mul i32 %krow1044, 3
  %t_r1048 = add i32 %kr1046, 0
  %t_s1050 = mul i32 %t_r1048, 3
  %t_c1052 = add i32 %t_s1050, 1
  %t_e1053 = mul i32 %t_c1052, %cpg
  %el1054 = add i32 %t_e1053, %cin1040
  %off1056 = shl i32 %el1054, 2
  %old.80 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1038, ptr addrspace(8) %rws91, i32 %off1056, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %e1059 = add i32 %tid20, 192
  %kl1061 = udiv i32 %e1059, 16
  %cl1063 = urem i32 %e1059, 16
  %la1065 = shl i32 %e1059, 2
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1065
  %v1066 = load float, ptr addrspace(3) %gep.81, align 4
  %kin1067 = add i32 %k_blk74, %kl1061
  %cin1068 = add i32 %c_blk76, %cl1063
  %kok1069 = icmp ult i32 %kin1067, %kpg
  %cok1070 = icmp ult i32 %cin1068, %cpg
  %ok1071 = and i1 %kok1069, %cok1070
  br i1 %ok1071, label %if.then.25, label %if.end.25
if.then.25:
  %krow1072 = add i32 %kbase610, %kin1067
  %kr1074 = mul i32 %krow1072, 3
  %t_r1076 = add i32 %kr1074, 0
  %t_s1078 = mul i32 %t_r1076, 3
  %t_c1080 = add i32 %t_s1078, 1
  %t_e1081 = mul i32 %t_c1080, %cpg
  %el1082 = add i32 %t_e1081, %cin1068
  %off1084 = shl i32 %el1082, 2
  %old.82 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1066, ptr addrspace(8) %rws91, i32 %off1084, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %e1087 = add i32 %tid20, 224
  %kl1089 = udiv i32 %e1087, 16
  %cl1091 = urem i32 %e1087, 16
  %la1093 = shl i32 %e1087, 2
  %gep.83 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1093
  %v1094 = load float, ptr addrspace(3) %gep.83, align 4
  %kin1095 = add i32 %k_blk74, %kl1089
  %cin1096 = add i32 %c_blk76, %cl1091
  %kok1097 = icmp ult i32 %kin1095, %kpg
  %cok1098 = icmp ult i32 %cin1096, %cpg
  %ok1099 = and i1 %kok1097, %cok1098
  br i1 %ok1099, label %if.then.26, label %if.end.26
if.then.26:
  %krow1100 = add i32 %kbase610, %kin1095
  %kr1102 = mul i32 %krow1100, 3
  %t_r1104 = add i32 %kr1102, 0
  %t_s1106 = mul i32 %t_r1104, 3
  %t_c1108 = add i32 %t_s1106, 1
  %t_e1109 = mul i32 %t_c1108, %cpg
  %el1110 = add i32 %t_e1109, %cin1096
  %off1112 = shl i32 %el1110, 2
  %old.84 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1094, ptr addrspace(8) %rws91, i32 %off1112, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1115 = add i32 %e_lane617, 0
  %v1116 = extractelement <8 x float> %acc123, i32 0
  %gep.85 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1115
  store float %v1116, ptr addrspace(3) %gep.85, align 4
  %e_addr1118 = add i32 %e_lane617, 64
  %v1119 = extractelement <8 x float> %acc123, i32 1
  %gep.86 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1118
  store float %v1119, ptr addrspace(3) %gep.86, align 4
  %e_addr1121 = add i32 %e_lane617, 128
  %v1122 = extractelement <8 x float> %acc123, i32 2
  %gep.87 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1121
  store float %v1122, ptr addrspace(3) %gep.87, align 4
  %e_addr1124 = add i32 %e_lane617, 192
  %v1125 = extractelement <8 x float> %acc123, i32 3
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1124
  store float %v1125, ptr addrspace(3) %gep.88, align 4
  %e_addr1127 = add i32 %e_lane617, 256
  %v1128 = extractelement <8 x float> %acc123, i32 4
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1127
  store float %v1128, ptr addrspace(3) %gep.89, align 4
  %e_addr1130 = add i32 %e_lane617, 320
  %v1131 = extractelement <8 x float> %acc123, i32 5
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1130
  store float %v1131, ptr addrspace(3) %gep.90, align 4
  %e_addr1133 = add i32 %e_lane617, 384
  %v1134 = extractelement <8 x float> %acc123, i32 6
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1133
  store float %v1134, ptr addrspace(3) %gep.91, align 4
  %e_addr1136 = add i32 %e_lane617, 448
  %v1137 = extractelement <8 x float> %acc123, i32 7
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1136
  store float %v1137, ptr addrspace(3) %gep.92, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1139 = add i32 %tid20, 0
  %kl1141 = udiv i32 %e1139, 16
  %cl1143 = urem i32 %e1139, 16
  %la1145 = shl i32 %e1139, 2
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1145
  %v1146 = load float, ptr addrspace(3) %gep.93, align 4
  %kin1147 = add i32 %k_blk74, %kl1141
  %cin1148 = add i32 %c_blk76, %cl1143
  %kok1149 = icmp ult i32 %kin1147, %kpg
  %cok1150 = icmp ult i32 %cin1148, %cpg
  %ok1151 = and i1 %kok1149, %cok1150
  br i1 %ok1151, label %if.then.27, label %if.end.27
if.then.27:
  %krow1152 = add i32 %kbase610, %kin1147
  %kr1154 = mul i32 %krow1152, 3
  %t_r1156 = add i32 %kr1154, 0
  %t_s1158 = mul i32 %t_r1156, 3
  %t_c1160 = add i32 %t_s1158, 2
  %t_e1161 = mul i32 %t_c1160, %cpg
  %el1162 = add i32 %t_e1161, %cin1148
  %off1164 = shl i32 %el1162, 2
  %old.94 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1146, ptr addrspace(8) %rws91, i32 %off1164, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %e1167 = add i32 %tid20, 32
  %kl1169 = udiv i32 %e1167, 16
  %cl1171 = urem i32 %e1167, 16
  %la1173 = shl i32 %e1167, 2
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1173
  %v1174 = load float, ptr addrspace(3) %gep.95, align 4
  %kin1175 = add i32 %k_blk74, %kl1169
  %cin1176 = add i32 %c_blk76, %cl1171
  %kok1177 = icmp ult i32 %kin1175, %kpg
  %cok1178 = icmp ult i32 %cin1176, %cpg
  %ok1179 = and i1 %kok1177, %cok1178
  br i1 %ok1179, label %if.then.28, label %if.end.28
if.then.28:
  %krow1180 = add i32 %kbase610, %kin1175
  %kr1182 = mul i32 %krow1180, 3
  %t_r1184 = add i32 %kr1182, 0
  %t_s1186 = mul i32 %t_r1184, 3
  %t_c1188 = add i32 %t_s1186, 2
  %t_e1189 = mul i32 %t_c1188, %cpg
  %el1190 = add i32 %t_e1189, %cin1176
  %off1192 = shl i32 %el1190, 2
  %old.96 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1174, ptr addrspace(8) %rws91, i32 %off1192, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %e1195 = add i32 %tid20, 64
  %kl1197 = udiv i32 %e1195, 16
  %cl1199 = urem i32 %e1195, 16
  %la1201 = shl i32 %e1195, 2
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1201
  %v1202 = load float, ptr addrspace(3) %gep.97, align 4
  %kin1203 = add i32 %k_blk74, %kl1197
  %cin1204 = add i32 %c_blk76, %cl1199
  %kok1205 = icmp ult i32 %kin1203, %kpg
  %cok1206 = icmp ult i32 %cin1204, %cpg
  %ok1207 = and i1 %kok1205, %cok1206
  br i1 %ok1207, label %if.then.29, label %if.end.29
if.then.29:
  %krow1208 = add i32 %kbase610, %kin1203
  %kr1210 = mul i32 %krow1208, 3
  %t_r1212 = add i32 %kr1210, 0
  %t_s1214 = mul i32 %t_r1212, 3
  %t_c1216 = add i32 %t_s1214, 2
  %t_e1217 = mul i32 %t_c1216, %cpg
  %el1218 = add i32 %t_e1217, %cin1204
  %off1220 = shl i32 %el1218, 2
  %old.98 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1202, ptr addrspace(8) %rws91, i32 %off1220, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %e1223 = add i32 %tid20, 96
  %kl1225 = udiv i32 %e1223, 16
  %cl1227 = urem i32 %e1223, 16
  %la1229 = shl i32 %e1223, 2
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1229
  %v1230 = load float, ptr addrspace(3) %gep.99, align 4
  %kin1231 = add i32 %k_blk74, %kl1225
  %cin1232 = add i32 %c_blk76, %cl1227
  %kok1233 = icmp ult i32 %kin1231, %kpg
  %cok1234 = icmp ult i32 %cin1232, %cpg
  %ok1235 = and i1 %kok1233, %cok1234
  br i1 %ok1235, label %if.then.30, label %if.end.30
if.then.30:
  %krow1236 = add i32 %kbase610, %kin1231
  %kr1238 = mul i32 %krow1236, 3
  %t_r1240 = add i32 %kr1238, 0
  %t_s1242 = mul i32 %t_r1240, 3
  %t_c1244 = add i32 %t_s1242, 2
  %t_e1245 = mul i32 %t_c1244, %cpg
  %el1246 = add i32 %t_e1245, %cin1232
  %off1248 = shl i32 %el1246, 2
  %old.100 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1230, ptr addrspace(8) %rws91, i32 %off1248, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %e1251 = add i32 %tid20, 128
  %kl1253 = udiv i32 %e1251, 16
  %cl1255 = urem i32 %e1251, 16
  %la1257 = shl i32 %e1251, 2
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1257
  %v1258 = load float, ptr addrspace(3) %gep.101, align 4
  %kin1259 = add i32 %k_blk74, %kl1253
  %cin1260 = add i32 %c_blk76, %cl1255
  %kok1261 = icmp ult i32 %kin1259, %kpg
  %cok1262 = icmp ult i32 %cin1260, %cpg
  %ok1263 = and i1 %kok1261, %cok1262
  br i1 %ok1263, label %if.then.31, label %if.end.31
if.then.31:
  %krow1264 = add i32 %kbase610, %kin1259
  %kr1266 = mul i32 %krow1264, 3
  %t_r1268 = add i32 %kr1266, 0
  %t_s1270 = mul i32 %t_r1268, 3
  %t_c1272 = add i32 %t_s1270, 2
  %t_e1273 = mul i32 %t_c1272, %cpg
  %el1274 = add i32 %t_e1273, %cin1260
  %off1276 = shl i32 %el1274, 2
  %old.102 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1258, ptr addrspace(8) %rws91, i32 %off1276, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %e1279 = add i32 %tid20, 160
  %kl1281 = udiv i32 %e1279, 16
  %cl1283 = urem i32 %e1279, 16
  %la1285 = shl i32 %e1279, 2
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1285
  %v1286 = load float, ptr addrspace(3) %gep.103, align 4
  %kin1287 = add i32 %k_blk74, %kl1281
  %cin1288 = add i32 %c_blk76, %cl1283
  %kok1289 = icmp ult i32 %kin1287, %kpg
  %cok1290 = icmp ult i32 %cin1288, %cpg
  %ok1291 = and i1 %kok1289, %cok1290
  br i1 %ok1291, label %if.then.32, label %if.end.32
if.then.32:
  %krow1292 = add i32 %kbase610, %kin1287
  %kr1294 = mul i32 %krow1292, 3
  %t_r1296 = add i32 %kr1294, 0
  %t_s1298 = mul i32 %t_r1296, 3
  %t_c1300 = add i32 %t_s1298, 2
  %t_e1301 = mul i32 %t_c1300, %cpg
  %el1302 = add i32 %t_e1301, %cin1288
  %off1304 = shl i32 %el1302, 2
  %old.104 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1286, ptr addrspace(8) %rws91, i32 %off1304, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %e1307 = add i32 %tid20, 192
  %kl1309 = udiv i32 %e1307, 16
  %cl1311 = urem i32 %e1307, 16
  %la1313 = shl i32 %e1307, 2
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1313
  %v1314 = load float, ptr addrspace(3) %gep.105, align 4
  %kin1315 = add i32 %k_blk74, %kl1309
  %cin1316 = add i32 %c_blk76, %cl1311
  %kok1317 = icmp ult i32 %kin1315, %kpg
  %cok1318 = icmp ult i32 %cin1316, %cpg
  %ok1319 = and i1 %kok1317, %cok1318
  br i1 %ok1319, label %if.then.33, label %if.end.33
if.then.33:
  %krow1320 = add i32 %kbase610, %kin1315
  %kr1322 = mul i32 %krow1320, 3
  %t_r1324 = add i32 %kr1322, 0
  %t_s1326 = mul i32 %t_r1324, 3
  %t_c1328 = add i32 %t_s1326, 2
  %t_e1329 = mul i32 %t_c1328, %cpg
  %el1330 = add i32 %t_e1329, %cin1316
  %off1332 = shl i32 %el1330, 2
  %old.106 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1314, ptr addrspace(8) %rws91, i32 %off1332, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %e1335 = add i32 %tid20, 224
  %kl1337 = udiv i32 %e1335, 16
  %cl1339 = urem i32 %e1335, 16
  %la1341 = shl i32 %e1335, 2
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1341
  %v1342 = load float, ptr addrspace(3) %gep.107, align 4
  %kin1343 = add i32 %k_blk74, %kl1337
  %cin1344 = add i32 %c_blk76, %cl1339
  %kok1345 = icmp ult i32 %kin1343, %kpg
  %cok1346 = icmp ult i32 %cin1344, %cpg
  %ok1347 = and i1 %kok1345, %cok1346
  br i1 %ok1347, label %if.then.34, label %if.end.34
if.then.34:
  %krow1348 = add i32 %kbase610, %kin1343
  %kr1350 = mul i32 %krow1348, 3
  %t_r1352 = add i32 %kr1350, 0
  %t_s1354 = mul i32 %t_r1352, 3
  %t_c1356 = add i32 %t_s1354, 2
  %t_e1357 = mul i32 %t_c1356, %cpg
  %el1358 = add i32 %t_e1357, %cin1344
  %off1360 = shl i32 %el1358, 2
  %old.108 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1342, ptr addrspace(8) %rws91, i32 %off1360, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1363 = add i32 %e_lane617, 0
  %v1364 = extractelement <8 x float> %acc124, i32 0
  %gep.109 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1363
  store float %v1364, ptr addrspace(3) %gep.109, align 4
  %e_addr1366 = add i32 %e_lane617, 64
  %v1367 = extractelement <8 x float> %acc124, i32 1
  %gep.110 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1366
  store float %v1367, ptr addrspace(3) %gep.110, align 4
  %e_addr1369 = add i32 %e_lane617, 128
  %v1370 = extractelement <8 x float> %acc124, i32 2
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1369
  store float %v1370, ptr addrspace(3) %gep.111, align 4
  %e_addr1372 = add i32 %e_lane617, 192
  %v1373 = extractelement <8 x float> %acc124, i32 3
  %gep.112 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1372
  store float %v1373, ptr addrspace(3) %gep.112, align 4
  %e_addr1375 = add i32 %e_lane617, 256
  %v1376 = extractelement <8 x float> %acc124, i32 4
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1375
  store float %v1376, ptr addrspace(3) %gep.113, align 4
  %e_addr1378 = add i32 %e_lane617, 320
  %v1379 = extractelement <8 x float> %acc124, i32 5
  %gep.114 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1378
  store float %v1379, ptr addrspace(3) %gep.114, align 4
  %e_addr1381 = add i32 %e_lane617, 384
  %v1382 = extractelement <8 x float> %acc124, i32 6
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1381
  store float %v1382, ptr addrspace(3) %gep.115, align 4
  %e_addr1384 = add i32 %e_lane617, 448
  %v1385 = extractelement <8 x float> %acc124, i32 7
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1384
  store float %v1385, ptr addrspace(3) %gep.116, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1387 = add i32 %tid20, 0
  %kl1389 = udiv i32 %e1387, 16
  %cl1391 = urem i32 %e1387, 16
  %la1393 = shl i32 %e1387, 2
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1393
  %v1394 = load float, ptr addrspace(3) %gep.117, align 4
  %kin1395 = add i32 %k_blk74, %kl1389
  %cin1396 = add i32 %c_blk76, %cl1391
  %kok1397 = icmp ult i32 %kin1395, %kpg
  %cok1398 = icmp ult i32 %cin1396, %cpg
  %ok1399 = and i1 %kok1397, %cok1398
  br i1 %ok1399, label %if.then.35, label %if.end.35
if.then.35:
  %krow1400 = add i32 %kbase610, %kin1395
  %kr1402 = mul i32 %krow1400, 3
  %t_r1404 = add i32 %kr1402, 1
  %t_s1406 = mul i32 %t_r1404, 3
  %t_c1408 = add i32 %t_s1406, 0
  %t_e1409 = mul i32 %t_c1408, %cpg
  %el1410 = add i32 %t_e1409, %cin1396
  %off1412 = shl i32 %el1410, 2
  %old.118 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1394, ptr addrspace(8) %rws91, i32 %off1412, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  %e1415 = add i32 %tid20, 32
  %kl1417 = udiv i32 %e1415, 16
  %cl1419 = urem i32 %e1415, 16
  %la1421 = shl i32 %e1415, 2
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1421
  %v1422 = load float, ptr addrspace(3) %gep.119, align 4
  %kin1423 = add i32 %k_blk74, %kl1417
  %cin1424 = add i32 %c_blk76, %cl1419
  %kok1425 = icmp ult i32 %kin1423, %kpg
  %cok1426 = icmp ult i32 %cin1424, %cpg
  %ok1427 = and i1 %kok1425, %cok1426
  br i1 %ok1427, label %if.then.36, label %if.end.36
if.then.36:
  %krow1428 = add i32 %kbase610, %kin1423
  %kr1430 = mul i32 %krow1428, 3
  %t_r1432 = add i32 %kr1430, 1
  %t_s1434 = mul i32 %t_r1432, 3
  %t_c1436 = add i32 %t_s1434, 0
  %t_e1437 = mul i32 %t_c1436, %cpg
  %el1438 = add i32 %t_e1437, %cin1424
  %off1440 = shl i32 %el1438, 2
  %old.120 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1422, ptr addrspace(8) %rws91, i32 %off1440, i32 0, i32 20)
  br label %if.end.36
if.end.36:
  %e1443 = add i32 %tid20, 64
  %kl1445 = udiv i32 %e1443, 16
  %cl1447 = urem i32 %e1443, 16
  %la1449 = shl i32 %e1443, 2
  %gep.121 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1449
  %v1450 = load float, ptr addrspace(3) %gep.121, align 4
  %kin1451 = add i32 %k_blk74, %kl1445
  %cin1452 = add i32 %c_blk76, %cl1447
  %kok1453 = icmp ult i32 %kin1451, %kpg
  %cok1454 = icmp ult i32 %cin1452, %cpg
  %ok1455 = and i1 %kok1453, %cok1454
  br i1 %ok1455, label %if.then.37, label %if.end.37
if.then.37:
  %krow1456 = add i32 %kbase610, %kin1451
  %kr1458 = mul i32 %krow1456, 3
  %t_r1460 = add i32 %kr1458, 1
  %t_s1462 = mul i32 %t_r1460, 3
  %t_c1464 = add i32 %t_s1462, 0
  %t_e1465 = mul i32 %t_c1464, %cpg
  %el1466 = add i32 %t_e1465, %cin1452
  %off1468 = shl i32 %el1466, 2
  %old.122 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1450, ptr addrspace(8) %rws91, i32 %off1468, i32 0, i32 20)
  br label %if.end.37
if.end.37:
  %e1471 = add i32 %tid20, 96
  %kl1473 = udiv i32 %e1471, 16
  %cl1475 = urem i32 %e1471, 16
  %la1477 = shl i32 %e1471, 2
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1477
  %v1478 = load float, ptr addrspace(3) %gep.123, align 4
  %kin1479 = add i32 %k_blk74, %kl1473
  %cin1480 = add i32 %c_blk76, %cl1475
  %kok1481 = icmp ult i32 %kin1479, %kpg
  %cok1482 = icmp ult i32 %cin1480, %cpg
  %ok1483 = and i1 %kok1481, %cok1482
  br i1 %ok1483, label %if.then.38, label %if.end.38
if.then.38:
  %krow1484 = add i32 %kbase610, %kin1479
  %kr1486 = mul i32 %krow1484, 3
  %t_r1488 = add i32 %kr1486, 1
  %t_s1490 = mul i32 %t_r1488, 3
  %t_c1492 = add i32 %t_s1490, 0
  %t_e1493 = mul i32 %t_c1492, %cpg
  %el1494 = add i32 %t_e1493, %cin1480
  %off1496 = shl i32 %el1494, 2
  %old.124 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1478, ptr addrspace(8) %rws91, i32 %off1496, i32 0, i32 20)
  br label %if.end.38
if.end.38:
  %e1499 = add i32 %tid20, 128
  %kl1501 = udiv i32 %e1499, 16
  %cl1503 = urem i32 %e1499, 16
  %la1505 = shl i32 %e1499, 2
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1505
  %v1506 = load float, ptr addrspace(3) %gep.125, align 4
  %kin1507 = add i32 %k_blk74, %kl1501
  %cin1508 = add i32 %c_blk76, %cl1503
  %kok1509 = icmp ult i32 %kin1507, %kpg
  %cok1510 = icmp ult i32 %cin1508, %cpg
  %ok1511 = and i1 %kok1509, %cok1510
  br i1 %ok1511, label %if.then.39, label %if.end.39
if.then.39:
  %krow1512 = add i32 %kbase610, %kin1507
  %kr1514 = mul i32 %krow1512, 3
  %t_r1516 = add i32 %kr1514, 1
  %t_s1518 = mul i32 %t_r1516, 3
  %t_c1520 = add i32 %t_s1518, 0
  %t_e1521 = mul i32 %t_c1520, %cpg
  %el1522 = add i32 %t_e1521, %cin1508
  %off1524 = shl i32 %el1522, 2
  %old.126 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1506, ptr addrspace(8) %rws91, i32 %off1524, i32 0, i32 20)
  br label %if.end.39
if.end.39:
  %e1527 = add i32 %tid20, 160
  %kl1529 = udiv i32 %e1527, 16
  %cl1531 = urem i32 %e1527, 16
  %la1533 = shl i32 %e1527, 2
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1533
  %v1534 = load float, ptr addrspace(3) %gep.127, align 4
  %kin1535 = add i32 %k_blk74, %kl1529
  %cin1536 = add i32 %c_blk76, %cl1531
  %kok1537 = icmp ult i32 %kin1535, %kpg
  %cok1538 = icmp ult i32 %cin1536, %cpg
  %ok1539 = and i1 %kok1537, %cok1538
  br i1 %ok1539, label %if.then.40, label %if.end.40
if.then.40:
  %krow1540 = add i32 %kbase610, %kin1535
  %kr1542 = mul i32 %krow1540, 3
  %t_r1544 = add i32 %kr1542, 1
  %t_s1546 = mul i32 %t_r1544, 3
  %t_c1548 = add i32 %t_s1546, 0
  %t_e1549 = mul i32 %t_c1548, %cpg
  %el1550 = add i32 %t_e1549, %cin1536
  %off1552 = shl i32 %el1550, 2
  %old.128 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1534, ptr addrspace(8) %rws91, i32 %off1552, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %e1555 = add i32 %tid20, 192
  %kl1557 = udiv i32 %e1555, 16
  %cl1559 = urem i32 %e1555, 16
  %la1561 = shl i32 %e1555, 2
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1561
  %v1562 = load float, ptr addrspace(3) %gep.129, align 4
  %kin1563 = add i32 %k_blk74, %kl1557
  %cin1564 = add i32 %c_blk76, %cl1559
  %kok1565 = icmp ult i32 %kin1563, %kpg
  %cok1566 = icmp ult i32 %cin1564, %cpg
  %ok1567 = and i1 %kok1565, %cok1566
  br i1 %ok1567, label %if.then.41, label %if.end.41
if.then.41:
  %krow1568 = add i32 %kbase610, %kin1563
  %kr1570 = mul i32 %krow1568, 3
  %t_r1572 = add i32 %kr1570, 1
  %t_s1574 = mul i32 %t_r1572, 3
  %t_c1576 = add i32 %t_s1574, 0
  %t_e1577 = mul i32 %t_c1576, %cpg
  %el1578 = add i32 %t_e1577, %cin1564
  %off1580 = shl i32 %el1578, 2
  %old.130 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1562, ptr addrspace(8) %rws91, i32 %off1580, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %e1583 = add i32 %tid20, 224
  %kl1585 = udiv i32 %e1583, 16
  %cl1587 = urem i32 %e1583, 16
  %la1589 = shl i32 %e1583, 2
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1589
  %v1590 = load float, ptr addrspace(3) %gep.131, align 4
  %kin1591 = add i32 %k_blk74, %kl1585
  %cin1592 = add i32 %c_blk76, %cl1587
  %kok1593 = icmp ult i32 %kin1591, %kpg
  %cok1594 = icmp ult i32 %cin1592, %cpg
  %ok1595 = and i1 %kok1593, %cok1594
  br i1 %ok1595, label %if.then.42, label %if.end.42
if.then.42:
  %krow1596 = add i32 %kbase610, %kin1591
  %kr1598 = mul i32 %krow1596, 3
  %t_r1600 = add i32 %kr1598, 1
  %t_s1602 = mul i32 %t_r1600, 3
  %t_c1604 = add i32 %t_s1602, 0
  %t_e1605 = mul i32 %t_c1604, %cpg
  %el1606 = add i32 %t_e1605, %cin1592
  %off1608 = shl i32 %el1606, 2
  %old.132 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1590, ptr addrspace(8) %rws91, i32 %off1608, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1611 = add i32 %e_lane617, 0
  %v1612 = extractelement <8 x float> %acc125, i32 0
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1611
  store float %v1612, ptr addrspace(3) %gep.133, align 4
  %e_addr1614 = add i32 %e_lane617, 64
  %v1615 = extractelement <8 x float> %acc125, i32 1
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1614
  store float %v1615, ptr addrspace(3) %gep.134, align 4
  %e_addr1617 = add i32 %e_lane617, 128
  %v1618 = extractelement <8 x float> %acc125, i32 2
  %gep.135 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1617
  store float %v1618, ptr addrspace(3) %gep.135, align 4
  %e_addr1620 = add i32 %e_lane617, 192
  %v1621 = extractelement <8 x float> %acc125, i32 3
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1620
  store float %v1621, ptr addrspace(3) %gep.136, align 4
  %e_addr1623 = add i32 %e_lane617, 256
  %v1624 = extractelement <8 x float> %acc125, i32 4
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1623
  store float %v1624, ptr addrspace(3) %gep.137, align 4
  %e_addr1626 = add i32 %e_lane617, 320
  %v1627 = extractelement <8 x float> %acc125, i32 5
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1626
  store float %v1627, ptr addrspace(3) %gep.138, align 4
  %e_addr1629 = add i32 %e_lane617, 384
  %v1630 = extractelement <8 x float> %acc125, i32 6
  %gep.139 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1629
  store float %v1630, ptr addrspace(3) %gep.139, align 4
  %e_addr1632 = add i32 %e_lane617, 448
  %v1633 = extractelement <8 x float> %acc125, i32 7
  %gep.140 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1632
  store float %v1633, ptr addrspace(3) %gep.140, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1635 = add i32 %tid20, 0
  %kl1637 = udiv i32 %e1635, 16
  %cl1639 = urem i32 %e1635, 16
  %la1641 = shl i32 %e1635, 2
  %gep.141 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1641
  %v1642 = load float, ptr addrspace(3) %gep.141, align 4
  %kin1643 = add i32 %k_blk74, %kl1637
  %cin1644 = add i32 %c_blk76, %cl1639
  %kok1645 = icmp ult i32 %kin1643, %kpg
  %cok1646 = icmp ult i32 %cin1644, %cpg
  %ok1647 = and i1 %kok1645, %cok1646
  br i1 %ok1647, label %if.then.43, label %if.end.43
if.then.43:
  %krow1648 = add i32 %kbase610, %kin1643
  %kr1650 = mul i32 %krow1648, 3
  %t_r1652 = add i32 %kr1650, 1
  %t_s1654 = mul i32 %t_r1652, 3
  %t_c1656 = add i32 %t_s1654, 1
  %t_e1657 = mul i32 %t_c1656, %cpg
  %el1658 = add i32 %t_e1657, %cin1644
  %off1660 = shl i32 %el1658, 2
  %old.142 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1642, ptr addrspace(8) %rws91, i32 %off1660, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %e1663 = add i32 %tid20, 32
  %kl1665 = udiv i32 %e1663, 16
  %cl1667 = urem i32 %e1663, 16
  %la1669 = shl i32 %e1663, 2
  %gep.143 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1669
  %v1670 = load float, ptr addrspace(3) %gep.143, align 4
  %kin1671 = add i32 %k_blk74, %kl1665
  %cin1672 = add i32 %c_blk76, %cl1667
  %kok1673 = icmp ult i32 %kin1671, %kpg
  %cok1674 = icmp ult i32 %cin1672, %cpg
  %ok1675 = and i1 %kok1673, %cok1674
  br i1 %ok1675, label %if.then.44, label %if.end.44
if.then.44:
  %krow1676 = add i32 %kbase610, %kin1671
  %kr1678 = mul i32 %krow1676, 3
  %t_r1680 = add i32 %kr1678, 1
  %t_s1682 = mul i32 %t_r1680, 3
  %t_c1684 = add i32 %t_s1682, 1
  %t_e1685 = mul i32 %t_c1684, %cpg
  %el1686 = add i32 %t_e1685, %cin1672
  %off1688 = shl i32 %el1686, 2
  %old.144 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1670, ptr addrspace(8) %rws91, i32 %off1688, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %e1691 = add i32 %tid20, 64
  %kl1693 = udiv i32 %e1691, 16
  %cl1695 = urem i32 %e1691, 16
  %la1697 = shl i32 %e1691, 2
  %gep.145 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1697
  %v1698 = load float, ptr addrspace(3) %gep.145, align 4
  %kin1699 = add i32 %k_blk74, %kl1693
  %cin1700 = add i32 %c_blk76, %cl1695
  %kok1701 = icmp ult i32 %kin1699, %kpg
  %cok1702 = icmp ult i32 %cin1700, %cpg
  %ok1703 = and i1 %kok1701, %cok1702
  br i1 %ok1703, label %if.then.45, label %if.end.45
if.then.45:
  %krow1704 = add i32 %kbase610, %kin1699
  %kr1706 = mul i32 %krow1704, 3
  %t_r1708 = add i32 %kr1706, 1
  %t_s1710 = mul i32 %t_r1708, 3
  %t_c1712 = add i32 %t_s1710, 1
  %t_e1713 = mul i32 %t_c1712, %cpg
  %el1714 = add i32 %t_e1713, %cin1700
  %off1716 = shl i32 %el1714, 2
  %old.146 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1698, ptr addrspace(8) %rws91, i32 %off1716, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %e1719 = add i32 %tid20, 96
  %kl1721 = udiv i32 %e1719, 16
  %cl1723 = urem i32 %e1719, 16
  %la1725 = shl i32 %e1719, 2
  %gep.147 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1725
  %v1726 = load float, ptr addrspace(3) %gep.147, align 4
  %kin1727 = add i32 %k_blk74, %kl1721
  %cin1728 = add i32 %c_blk76, %cl1723
  %kok1729 = icmp ult i32 %kin1727, %kpg
  %cok1730 = icmp ult i32 %cin1728, %cpg
  %ok1731 = and i1 %kok1729, %cok1730
  br i1 %ok1731, label %if.then.46, label %if.end.46
if.then.46:
  %krow1732 = add i32 %kbase610, %kin1727
  %kr1734 = mul i32 %krow1732, 3
  %t_r1736 = add i32 %kr1734, 1
  %t_s1738 = mul i32 %t_r1736, 3
  %t_c1740 = add i32 %t_s1738, 1
  %t_e1741 = mul i32 %t_c1740, %cpg
  %el1742 = add i32 %t_e1741, %cin1728
  %off1744 = shl i32 %el1742, 2
  %old.148 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1726, ptr addrspace(8) %rws91, i32 %off1744, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %e1747 = add i32 %tid20, 128
  %kl1749 = udiv i32 %e1747, 16
  %cl1751 = urem i32 %e1747, 16
  %la1753 = shl i32 %e1747, 2
  %gep.149 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1753
  %v1754 = load float, ptr addrspace(3) %gep.149, align 4
  %kin1755 = add i32 %k_blk74, %kl1749
  %cin1756 = add i32 %c_blk76, %cl1751
  %kok1757 = icmp ult i32 %kin1755, %kpg
  %cok1758 = icmp ult i32 %cin1756, %cpg
  %ok1759 = and i1 %kok1757, %cok1758
  br i1 %ok1759, label %if.then.47, label %if.end.47
if.then.47:
  %krow1760 = add i32 %kbase610, %kin1755
  %kr1762 = mul i32 %krow1760, 3
  %t_r1764 = add i32 %kr1762, 1
  %t_s1766 = mul i32 %t_r1764, 3
  %t_c1768 = add i32 %t_s1766, 1
  %t_e1769 = mul i32 %t_c1768, %cpg
  %el1770 = add i32 %t_e1769, %cin1756
  %off1772 = shl i32 %el1770, 2
  %old.150 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1754, ptr addrspace(8) %rws91, i32 %off1772, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  %e1775 = add i32 %tid20, 160
  %kl1777 = udiv i32 %e1775, 16
  %cl1779 = urem i32 %e1775, 16
  %la1781 = shl i32 %e1775, 2
  %gep.151 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1781
  %v1782 = load float, ptr addrspace(3) %gep.151, align 4
  %kin1783 = add i32 %k_blk74, %kl1777
  %cin1784 = add i32 %c_blk76, %cl1779
  %kok1785 = icmp ult i32 %kin1783, %kpg
  %cok1786 = icmp ult i32 %cin1784, %cpg
  %ok1787 = and i1 %kok1785, %cok1786
  br i1 %ok1787, label %if.then.48, label %if.end.48
if.then.48:
  %krow1788 = add i32 %kbase610, %kin1783
  %kr1790 = mul i32 %krow1788, 3
  %t_r1792 = add i32 %kr1790, 1
  %t_s1794 = mul i32 %t_r1792, 3
  %t_c1796 = add i32 %t_s1794, 1
  %t_e1797 = mul i32 %t_c1796, %cpg
  %el1798 = add i32 %t_e1797, %cin1784
  %off1800 = shl i32 %el1798, 2
  %old.152 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1782, ptr addrspace(8) %rws91, i32 %off1800, i32 0, i32 20)
  br label %if.end.48
if.end.48:
  %e1803 = add i32 %tid20, 192
  %kl1805 = udiv i32 %e1803, 16
  %cl1807 = urem i32 %e1803, 16
  %la1809 = shl i32 %e1803, 2
  %gep.153 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1809
  %v1810 = load float, ptr addrspace(3) %gep.153, align 4
  %kin1811 = add i32 %k_blk74, %kl1805
  %cin1812 = add i32 %c_blk76, %cl1807
  %kok1813 = icmp ult i32 %kin1811, %kpg
  %cok1814 = icmp ult i32 %cin1812, %cpg
  %ok1815 = and i1 %kok1813, %cok1814
  br i1 %ok1815, label %if.then.49, label %if.end.49
if.then.49:
  %krow1816 = add i32 %kbase610, %kin1811
  %kr1818 = mul i32 %krow1816, 3
  %t_r1820 = add i32 %kr1818, 1
  %t_s1822 = mul i32 %t_r1820, 3
  %t_c1824 = add i32 %t_s1822, 1
  %t_e1825 = mul i32 %t_c1824, %cpg
  %el1826 = add i32 %t_e1825, %cin1812
  %off1828 = shl i32 %el1826, 2
  %old.154 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1810, ptr addrspace(8) %rws91, i32 %off1828, i32 0, i32 20)
  br label %if.end.49
if.end.49:
  %e1831 = add i32 %tid20, 224
  %kl1833 = udiv i32 %e1831, 16
  %cl1835 = urem i32 %e1831, 16
  %la1837 = shl i32 %e1831, 2
  %gep.155 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1837
  %v1838 = load float, ptr addrspace(3) %gep.155, align 4
  %kin1839 = add i32 %k_blk74, %kl1833
  %cin1840 = add i32 %c_blk76, %cl1835
  %kok1841 = icmp ult i32 %kin1839, %kpg
  %cok1842 = icmp ult i32 %cin1840, %cpg
  %ok1843 = and i1 %kok1841, %cok1842
  br i1 %ok1843, label %if.then.50, label %if.end.50
if.then.50:
  %krow1844 = add i32 %kbase610, %kin1839
  %kr1846 = mul i32 %krow1844, 3
  %t_r1848 = add i32 %kr1846, 1
  %t_s1850 = mul i32 %t_r1848, 3
  %t_c1852 = add i32 %t_s1850, 1
  %t_e1853 = mul i32 %t_c1852, %cpg
  %el1854 = add i32 %t_e1853, %cin1840
  %off1856 = shl i32 %el1854, 2
  %old.156 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1838, ptr addrspace(8) %rws91, i32 %off1856, i32 0, i32 20)
  br label %if.end.50
if.end.50:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1859 = add i32 %e_lane617, 0
  %v1860 = extractelement <8 x float> %acc126, i32 0
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1859
  store float %v1860, ptr addrspace(3) %gep.157, align 4
  %e_addr1862 = add i32 %e_lane617, 64
  %v1863 = extractelement <8 x float> %acc126, i32 1
  %gep.158 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1862
  store float %v1863, ptr addrspace(3) %gep.158, align 4
  %e_addr1865 = add i32 %e_lane617, 128
  %v1866 = extractelement <8 x float> %acc126, i32 2
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1865
  store float %v1866, ptr addrspace(3) %gep.159, align 4
  %e_addr1868 = add i32 %e_lane617, 192
  %v1869 = extractelement <8 x float> %acc126, i32 3
  %gep.160 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1868
  store float %v1869, ptr addrspace(3) %gep.160, align 4
  %e_addr1871 = add i32 %e_lane617, 256
  %v1872 = extractelement <8 x float> %acc126, i32 4
  %gep.161 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1871
  store float %v1872, ptr addrspace(3) %gep.161, align 4
  %e_addr1874 = add i32 %e_lane617, 320
  %v1875 = extractelement <8 x float> %acc126, i32 5
  %gep.162 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1874
  store float %v1875, ptr addrspace(3) %gep.162, align 4
  %e_addr1877 = add i32 %e_lane617, 384
  %v1878 = extractelement <8 x float> %acc126, i32 6
  %gep.163 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1877
  store float %v1878, ptr addrspace(3) %gep.163, align 4
  %e_addr1880 = add i32 %e_lane617, 448
  %v1881 = extractelement <8 x float> %acc126, i32 7
  %gep.164 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1880
  store float %v1881, ptr addrspace(3) %gep.164, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1883 = add i32 %tid20, 0
  %kl1885 = udiv i32 %e1883, 16
  %cl1887 = urem i32 %e1883, 16
  %la1889 = shl i32 %e1883, 2
  %gep.165 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1889
  %v1890 = load float, ptr addrspace(3) %gep.165, align 4
  %kin1891 = add i32 %k_blk74, %kl1885
  %cin1892 = add i32 %c_blk76, %cl1887
  %kok1893 = icmp ult i32 %kin1891, %kpg
  %cok1894 = icmp ult i32 %cin1892, %cpg
  %ok1895 = and i1 %kok1893, %cok1894
  br i1 %ok1895, label %if.then.51, label %if.end.51
if.then.51:
  %krow1896 = add i32 %kbase610, %kin1891
  %kr1898 = mul i32 %krow1896, 3
  %t_r1900 = add i32 %kr1898, 1
  %t_s1902 = mul i32 %t_r1900, 3
  %t_c1904 = add i32 %t_s1902, 2
  %t_e1905 = mul i32 %t_c1904, %cpg
  %el1906 = add i32 %t_e1905, %cin1892
  %off1908 = shl i32 %el1906, 2
  %old.166 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1890, ptr addrspace(8) %rws91, i32 %off1908, i32 0, i32 20)
  br label %if.end.51
if.end.51:
  %e1911 = add i32 %tid20, 32
  %kl1913 = udiv i32 %e1911, 16
  %cl1915 = urem i32 %e1911, 16
  %la1917 = shl i32 %e1911, 2
  %gep.167 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1917
  %v1918 = load float, ptr addrspace(3) %gep.167, align 4
  %kin1919 = add i32 %k_blk74, %kl1913
  %cin1920 = add i32 %c_blk76, %cl1915
  %kok1921 = icmp ult i32 %kin1919, %kpg
  %cok1922 = icmp ult i32 %cin1920, %cpg
  %ok1923 = and i1 %kok1921, %cok1922
  br i1 %ok1923, label %if.then.52, label %if.end.52
if.then.52:
  %krow1924 = add i32 %kbase610, %kin1919
  %kr1926 = mul i32 %krow1924, 3
  %t_r1928 = add i32 %kr1926, 1
  %t_s1930 = mul i32 %t_r1928, 3
  %t_c1932 = add i32 %t_s1930, 2
  %t_e1933 = mul i32 %t_c1932, %cpg
  %el1934 = add i32 %t_e1933, %cin1920
  %off1936 = shl i32 %el1934, 2
  %old.168 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1918, ptr addrspace(8) %rws91, i32 %off1936, i32 0, i32 20)
  br label %if.end.52
if.end.52:
  %e1939 = add i32 %tid20, 64
  %kl1941 = udiv i32 %e1939, 16
  %cl1943 = urem i32 %e1939, 16
  %la1945 = shl i32 %e1939, 2
  %gep.169 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1945
  %v1946 = load float, ptr addrspace(3) %gep.169, align 4
  %kin1947 = add i32 %k_blk74, %kl1941
  %cin1948 = add i32 %c_blk76, %cl1943
  %kok1949 = icmp ult i32 %kin1947, %kpg
  %cok1950 = icmp ult i32 %cin1948, %cpg
  %ok1951 = and i1 %kok1949, %cok1950
  br i1 %ok1951, label %if.then.53, label %if.end.53
if.then.53:
  %krow1952 = add i32 %kbase610, %kin1947
  %kr1954 = mul i32 %krow1952, 3
  %t_r1956 = add i32 %kr1954, 1
  %t_s1958 = mul i32 %t_r1956, 3
  %t_c1960 = add i32 %t_s1958, 2
  %t_e1961 = mul i32 %t_c1960, %cpg
  %el1962 = add i32 %t_e1961, %cin1948
  %off1964 = shl i32 %el1962, 2
  %old.170 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1946, ptr addrspace(8) %rws91, i32 %off1964, i32 0, i32 20)
  br label %if.end.53
if.end.53:
  %e1967 = add i32 %tid20, 96
  %kl1969 = udiv i32 %e1967, 16
  %cl1971 = urem i32 %e1967, 16
  %la1973 = shl i32 %e1967, 2
  %gep.171 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1973
  %v1974 = load float, ptr addrspace(3) %gep.171, align 4
  %kin1975 = add i32 %k_blk74, %kl1969
  %cin1976 = add i32 %c_blk76, %cl1971
  %kok1977 = icmp ult i32 %kin1975, %kpg
  %cok1978 = icmp ult i32 %cin1976, %cpg
  %ok1979 = and i1 %kok1977, %cok1978
  br i1 %ok1979, label %if.then.54, label %if.end.54
if.then.54:
  %krow1980 = add i32 %kbase610, %kin1975
  %kr1982 = mul i32 %krow1980, 3
  %t_r1984 = add i32 %kr1982, 1
  %t_s1986 = mul i32 %t_r1984, 3
  %t_c1988 = add i32 %t_s1986, 2
  %t_e1989 = mul i32 %t_c1988, %cpg
  %el1990 = add i32 %t_e1989, %cin1976
  %off1992 = shl i32 %el1990, 2
  %old.172 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1974, ptr addrspace(8) %rws91, i32 %off1992, i32 0, i32 20)
  br label %if.end.54
if.end.54:
  %e1995 = add i32 %tid20, 128
  %kl1997 = udiv i32 %e1995, 16
  %cl1999 = urem i32 %e1995, 16
  %la2001 = shl i32 %e1995, 2
  %gep.173 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2001
  %v2002 = load float, ptr addrspace(3) %gep.173, align 4
  %kin2003 = add i32 %k_blk74, %kl1997
  %cin2004 = add i32 %c_blk76, %cl1999
  %kok2005 = icmp ult i32 %kin2003, %kpg
  %cok2006 = icmp ult i32 %cin2004, %cpg
  %ok2007 = and i1 %kok2005, %cok2006
  br i1 %ok2007, label %if.then.55, label %if.end.55
if.then.55:
  %krow2008 = add i32 %kbase610, %kin2003
  %kr2010 = mul i32 %krow2008, 3
  %t_r2012 = add i32 %kr2010, 1
  %t_s2014 = mul i32 %t_r2012, 3
  %t_c2016 = add i32 %t_s2014, 2
  %t_e2017 = mul i32 %t_c2016, %cpg
  %el2018 = add i32 %t_e2017, %cin2004
  %off2020 = shl i32 %el2018, 2
  %old.174 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2002, ptr addrspace(8) %rws91, i32 %off2020, i32 0, i32 20)
  br label %if.end.55
if.end.55:
  %e2023 = add i32 %tid20, 160
  %kl2025 = udiv i32 %e2023, 16
  %cl2027 = urem i32 %e2023, 16
  %la2029 = shl i32 %e2023, 2
  %gep.175 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2029
  %v2030 = load float, ptr addrspace(3) %gep.175, align 4
  %kin2031 = add i32 %k_blk74, %kl2025
  %cin2032 = add i32 %c_blk76, %cl2027
  %kok2033 = icmp ult i32 %kin2031, %kpg
  %cok2034 = icmp ult i32 %cin2032, %cpg
  %ok2035 = and i1 %kok2033, %cok2034
  br i1 %ok2035, label %if.then.56, label %if.end.56
if.then.56:
  %krow2036 = add i32 %kbase610, %kin2031
  %kr2038 = mul i32 %krow2036, 3
  %t_r2040 = add i32 %kr2038, 1
  %t_s2042 = mul i32 %t_r2040, 3
  %t_c2044 = add i32 %t_s2042, 2
  %t_e2045 = mul i32 %t_c2044, %cpg
  %el2046 = add i32 %t_e2045, %cin2032
  %off2048 = shl i32 %el2046, 2
  %old.176 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2030, ptr addrspace(8) %rws91, i32 %off2048, i32 0, i32 20)
  br label %if.end.56
if.end.56:
  %e2051 = add i32 %tid20, 192
  %kl2053 = udiv i32 %e2051, 16
  %cl2055 = urem i32 %e2051, 16
  %la2057 = shl i32 %e2051, 2
  %gep.177 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2057
  %v2058 = load float, ptr addrspace(3) %gep.177, align 4
  %kin2059 = add i32 %k_blk74, %kl2053
  %cin2060 = add i32 %c_blk76, %cl2055
  %kok2061 = icmp ult i32 %kin2059, %kpg
  %cok2062 = icmp ult i32 %cin2060, %cpg
  %ok2063 = and i1 %kok2061, %cok2062
  br i1 %ok2063, label %if.then.57, label %if.end.57
if.then.57:
  %krow2064 = add i32 %kbase610, %kin2059
  %kr2066 = mul i32 %krow2064, 3
  %t_r2068 = add i32 %kr2066, 1
  %t_s2070 = mul i32 %t_r2068, 3
  %t_c2072 = add i32 %t_s2070, 2
  %t_e2073 = mul i32 %t_c2072, %cpg
  %el2074 = add i32 %t_e2073, %cin2060
  %off2076 = shl i32 %el2074, 2
  %old.178 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2058, ptr addrspace(8) %rws91, i32 %off2076, i32 0, i32 20)
  br label %if.end.57
if.end.57:
  %e2079 = add i32 %tid20, 224
  %kl2081 = udiv i32 %e2079, 16
  %cl2083 = urem i32 %e2079, 16
  %la2085 = shl i32 %e2079, 2
  %gep.179 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2085
  %v2086 = load float, ptr addrspace(3) %gep.179, align 4
  %kin2087 = add i32 %k_blk74, %kl2081
  %cin2088 = add i32 %c_blk76, %cl2083
  %kok2089 = icmp ult i32 %kin2087, %kpg
  %cok2090 = icmp ult i32 %cin2088, %cpg
  %ok2091 = and i1 %kok2089, %cok2090
  br i1 %ok2091, label %if.then.58, label %if.end.58
if.then.58:
  %krow2092 = add i32 %kbase610, %kin2087
  %kr2094 = mul i32 %krow2092, 3
  %t_r2096 = add i32 %kr2094, 1
  %t_s2098 = mul i32 %t_r2096, 3
  %t_c2100 = add i32 %t_s2098, 2
  %t_e2101 = mul i32 %t_c2100, %cpg
  %el2102 = add i32 %t_e2101, %cin2088
  %off2104 = shl i32 %el2102, 2
  %old.180 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2086, ptr addrspace(8) %rws91, i32 %off2104, i32 0, i32 20)
  br label %if.end.58
if.end.58:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2107 = add i32 %e_lane617, 0
  %v2108 = extractelement <8 x float> %acc127, i32 0
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2107
  store float %v2108, ptr addrspace(3) %gep.181, align 4
  %e_addr2110 = add i32 %e_lane617, 64
  %v2111 = extractelement <8 x float> %acc127, i32 1
  %gep.182 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2110
  store float %v2111, ptr addrspace(3) %gep.182, align 4
  %e_addr2113 = add i32 %e_lane617, 128
  %v2114 = extractelement <8 x float> %acc127, i32 2
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2113
  store float %v2114, ptr addrspace(3) %gep.183, align 4
  %e_addr2116 = add i32 %e_lane617, 192
  %v2117 = extractelement <8 x float> %acc127, i32 3
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2116
  store float %v2117, ptr addrspace(3) %gep.184, align 4
  %e_addr2119 = add i32 %e_lane617, 256
  %v2120 = extractelement <8 x float> %acc127, i32 4
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2119
  store float %v2120, ptr addrspace(3) %gep.185, align 4
  %e_addr2122 = add i32 %e_lane617, 320
  %v2123 = extractelement <8 x float> %acc127, i32 5
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2122
  store float %v2123, ptr addrspace(3) %gep.186, align 4
  %e_addr2125 = add i32 %e_lane617, 384
  %v2126 = extractelement <8 x float> %acc127, i32 6
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2125
  store float %v2126, ptr addrspace(3) %gep.187, align 4
  %e_addr2128 = add i32 %e_lane617, 448
  %v2129 = extractelement <8 x float> %acc127, i32 7
  %gep.188 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2128
  store float %v2129, ptr addrspace(3) %gep.188, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2131 = add i32 %tid20, 0
  %kl2133 = udiv i32 %e2131, 16
  %cl2135 = urem i32 %e2131, 16
  %la2137 = shl i32 %e2131, 2
  %gep.189 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2137
  %v2138 = load float, ptr addrspace(3) %gep.189, align 4
  %kin2139 = add i32 %k_blk74, %kl2133
  %cin2140 = add i32 %c_blk76, %cl2135
  %kok2141 = icmp ult i32 %kin2139, %kpg
  %cok2142 = icmp ult i32 %cin2140, %cpg
  %ok2143 = and i1 %kok2141, %cok2142
  br i1 %ok2143, label %if.then.59, label %if.end.59
if.then.59:
  %krow2144 = add i32 %kbase610, %kin2139
  %kr2146 = mul i32 %krow2144, 3
  %t_r2148 = add i32 %kr2146, 2
  %t_s2150 = mul i32 %t_r2148, 3
  %t_c2152 = add i32 %t_s2150, 0
  %t_e2153 = mul i32 %t_c2152, %cpg
  %el2154 = add i32 %t_e2153, %cin2140
  %off2156 = shl i32 %el2154, 2
  %old.190 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2138, ptr addrspace(8) %rws91, i32 %off2156, i32 0, i32 20)
  br label %if.end.59
if.end.59:
  %e2159 = add i32 %tid20, 32
  %kl2161 = udiv i32 %e2159, 16
  %cl2163 = urem i32 %e2159, 16
  %la2165 = shl i32 %e2159, 2
  %gep.191 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2165
  %v2166 = load float, ptr addrspace(3) %gep.191, align 4
  %kin2167 = add i32 %k_blk74, %kl2161
  %cin2168 = add i32 %c_blk76, %cl2163
  %kok2169 = icmp ult i32 %kin2167, %kpg
  %cok2170 = icmp ult i32 %cin2168, %cpg
  %ok2171 = and i1 %kok2169, %cok2170
  br i1 %ok2171, label %if.then.60, label %if.end.60
if.then.60:
  %krow2172 = add i32 %kbase610, %kin2167
  %kr2174 = mul i32 %krow2172, 3
  %t_r2176 = add i32 %kr2174, 2
  %t_s2178 = mul i32 %t_r2176, 3
  %t_c2180 = add i32 %t_s2178, 0
  %t_e2181 = mul i32 %t_c2180, %cpg
  %el2182 = add i32 %t_e2181, %cin2168
  %off2184 = shl i32 %el2182, 2
  %old.192 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2166, ptr addrspace(8) %rws91, i32 %off2184, i32 0, i32 20)
  br label %if.end.60
if.end.60:
  %e2187 = add i32 %tid20, 64
  %kl2189 = udiv i32 %e2187, 16
  %cl2191 = urem i32 %e2187, 16
  %la2193 = shl i32 %e2187, 2
  %gep.193 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2193
  %v2194 = load float, ptr addrspace(3) %gep.193, align 4
  %kin2195 = add i32 %k_blk74, %kl2189
  %cin2196 = add i32 %c_blk76, %cl2191
  %kok2197 = icmp ult i32 %kin2195, %kpg
  %cok2198 = icmp ult i32 %cin2196, %cpg
  %ok2199 = and i1 %kok2197, %cok2198
  br i1 %ok2199, label %if.then.61, label %if.end.61
if.then.61:
  %krow2200 = add i32 %kbase610, %kin2195
  %kr2202 = mul i32 %krow2200, 3
  %t_r2204 = add i32 %kr2202, 2
  %t_s2206 = mul i32 %t_r2204, 3
  %t_c2208 = add i32 %t_s2206, 0
  %t_e2209 = mul i32 %t_c2208, %cpg
  %el2210 = add i32 %t_e2209, %cin2196
  %off2212 = shl i32 %el2210, 2
  %old.194 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2194, ptr addrspace(8) %rws91, i32 %off2212, i32 0, i32 20)
  br label %if.end.61
if.end.61:
  %e2215 = add i32 %tid20, 96
  %kl2217 = udiv i32 %e2215, 16
  %cl2219 = urem i32 %e2215, 16
  %la2221 = shl i32 %e2215, 2
  %gep.195 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2221
  %v2222 = load float, ptr addrspace(3) %gep.195, align 4
  %kin2223 = add i32 %k_blk74, %kl2217
  %cin2224 = add i32 %c_blk76, %cl2219
  %kok2225 = icmp ult i32 %kin2223, %kpg
  %cok2226 = icmp ult i32 %cin2224, %cpg
  %ok2227 = and i1 %kok2225, %cok2226
  br i1 %ok2227, label %if.then.62, label %if.end.62
if.then.62:
  %krow2228 = add i32 %kbase610, %kin2223
  %kr2230 = mul i32 %krow2228, 3
  %t_r2232 = add i32 %kr2230, 2
  %t_s2234 = mul i32 %t_r2232, 3
  %t_c2236 = add i32 %t_s2234, 0
  %t_e2237 = mul i32 %t_c2236, %cpg
  %el2238 = add i32 %t_e2237, %cin2224
  %off2240 = shl i32 %el2238, 2
  %old.196 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2222, ptr addrspace(8) %rws91, i32 %off2240, i32 0, i32 20)
  br label %if.end.62
if.end.62:
  %e2243 = add i32 %tid20, 128
  %kl2245 = udiv i32 %e2243, 16
  %cl2247 = urem i32 %e2243, 16
  %la2249 = shl i32 %e2243, 2
  %gep.197 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2249
  %v2250 = load float, ptr addrspace(3) %gep.197, align 4
  %kin2251 = add i32 %k_blk74, %kl2245
  %cin2252 = add i32 %c_blk76, %cl2247
  %kok2253 = icmp ult i32 %kin2251, %kpg
  %cok2254 = icmp ult i32 %cin2252, %cpg
  %ok2255 = and i1 %kok2253, %cok2254
  br i1 %ok2255, label %if.then.63, label %if.end.63
if.then.63:
  %krow2256 = add i32 %kbase610, %kin2251
  %kr2258 = mul i32 %krow2256, 3
  %t_r2260 = add i32 %kr2258, 2
  %t_s2262 = mul i32 %t_r2260, 3
  %t_c2264 = add i32 %t_s2262, 0
  %t_e2265 = mul i32 %t_c2264, %cpg
  %el2266 = add i32 %t_e2265, %cin2252
  %off2268 = shl i32 %el2266, 2
  %old.198 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2250, ptr addrspace(8) %rws91, i32 %off2268, i32 0, i32 20)
  br label %if.end.63
if.end.63:
  %e2271 = add i32 %tid20, 160
  %kl2273 = udiv i32 %e2271, 16
  %cl2275 = urem i32 %e2271, 16
  %la2277 = shl i32 %e2271, 2
  %gep.199 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2277
  %v2278 = load float, ptr addrspace(3) %gep.199, align 4
  %kin2279 = add i32 %k_blk74, %kl2273
  %cin2280 = add i32 %c_blk76, %cl2275
  %kok2281 = icmp ult i32 %kin2279, %kpg
  %cok2282 = icmp ult i32 %cin2280, %cpg
  %ok2283 = and i1 %kok2281, %cok2282
  br i1 %ok2283, label %if.then.64, label %if.end.64
if.then.64:
  %krow2284 = add i32 %kbase610, %kin2279
  %kr2286 = mul i32 %krow2284, 3
  %t_r2288 = add i32 %kr2286, 2
  %t_s2290 = mul i32 %t_r2288, 3
  %t_c2292 = add i32 %t_s2290, 0
  %t_e2293 = mul i32 %t_c2292, %cpg
  %el2294 = add i32 %t_e2293, %cin2280
  %off2296 = shl i32 %el2294, 2
  %old.200 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2278, ptr addrspace(8) %rws91, i32 %off2296, i32 0, i32 20)
  br label %if.end.64
if.end.64:
  %e2299 = add i32 %tid20, 192
  %kl2301 = udiv i32 %e2299, 16
  %cl2303 = urem i32 %e2299, 16
  %la2305 = shl i32 %e2299, 2
  %gep.201 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2305
  %v2306 = load float, ptr addrspace(3) %gep.201, align 4
  %kin2307 = add i32 %k_blk74, %kl2301
  %cin2308 = add i32 %c_blk76, %cl2303
  %kok2309 = icmp ult i32 %kin2307, %kpg
  %cok2310 = icmp ult i32 %cin2308, %cpg
  %ok2311 = and i1 %kok2309, %cok2310
  br i1 %ok2311, label %if.then.65, label %if.end.65
if.then.65:
  %krow2312 = add i32 %kbase610, %kin2307
  %kr2314 = mul i32 %krow2312, 3
  %t_r2316 = add i32 %kr2314, 2
  %t_s2318 = mul i32 %t_r2316, 3
  %t_c2320 = add i32 %t_s2318, 0
  %t_e2321 = mul i32 %t_c2320, %cpg
  %el2322 = add i32 %t_e2321, %cin2308
  %off2324 = shl i32 %el2322, 2
  %old.202 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2306, ptr addrspace(8) %rws91, i32 %off2324, i32 0, i32 20)
  br label %if.end.65
if.end.65:
  %e2327 = add i32 %tid20, 224
  %kl2329 = udiv i32 %e2327, 16
  %cl2331 = urem i32 %e2327, 16
  %la2333 = shl i32 %e2327, 2
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2333
  %v2334 = load float, ptr addrspace(3) %gep.203, align 4
  %kin2335 = add i32 %k_blk74, %kl2329
  %cin2336 = add i32 %c_blk76, %cl2331
  %kok2337 = icmp ult i32 %kin2335, %kpg
  %cok2338 = icmp ult i32 %cin2336, %cpg
  %ok2339 = and i1 %kok2337, %cok2338
  br i1 %ok2339, label %if.then.66, label %if.end.66
if.then.66:
  %krow2340 = add i32 %kbase610, %kin2335
  %kr2342 = mul i32 %krow2340, 3
  %t_r2344 = add i32 %kr2342, 2
  %t_s2346 = mul i32 %t_r2344, 3
  %t_c2348 = add i32 %t_s2346, 0
  %t_e2349 = mul i32 %t_c2348, %cpg
  %el2350 = add i32 %t_e2349, %cin2336
  %off2352 = shl i32 %el2350, 2
  %old.204 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2334, ptr addrspace(8) %rws91, i32 %off2352, i32 0, i32 20)
  br label %if.end.66
if.end.66:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2355 = add i32 %e_lane617, 0
  %v2356 = extractelement <8 x float> %acc128, i32 0
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2355
  store float %v2356, ptr addrspace(3) %gep.205, align 4
  %e_addr2358 = add i32 %e_lane617, 64
  %v2359 = extractelement <8 x float> %acc128, i32 1
  %gep.206 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2358
  store float %v2359, ptr addrspace(3) %gep.206, align 4
  %e_addr2361 = add i32 %e_lane617, 128
  %v2362 = extractelement <8 x float> %acc128, i32 2
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2361
  store float %v2362, ptr addrspace(3) %gep.207, align 4
  %e_addr2364 = add i32 %e_lane617, 192
  %v2365 = extractelement <8 x float> %acc128, i32 3
  %gep.208 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2364
  store float %v2365, ptr addrspace(3) %gep.208, align 4
  %e_addr2367 = add i32 %e_lane617, 256
  %v2368 = extractelement <8 x float> %acc128, i32 4
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2367
  store float %v2368, ptr addrspace(3) %gep.209, align 4
  %e_addr2370 = add i32 %e_lane617, 320
  %v2371 = extractelement <8 x float> %acc128, i32 5
  %gep.210 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2370
  store float %v2371, ptr addrspace(3) %gep.210, align 4
  %e_addr2373 = add i32 %e_lane617, 384
  %v2374 = extractelement <8 x float> %acc128, i32 6
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2373
  store float %v2374, ptr addrspace(3) %gep.211, align 4
  %e_addr2376 = add i32 %e_lane617, 448
  %v2377 = extractelement <8 x float> %acc128, i32 7
  %gep.212 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2376
  store float %v2377, ptr addrspace(3) %gep.212, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2379 = add i32 %tid20, 0
  %kl2381 = udiv i32 %e2379, 16
  %cl2383 = urem i32 %e2379, 16
  %la2385 = shl i32 %e2379, 2
  %gep.213 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2385
  %v2386 = load float, ptr addrspace(3) %gep.213, align 4
  %kin2387 = add i32 %k_blk74, %kl2381
  %cin2388 = add i32 %c_blk76, %cl2383
  %kok2389 = icmp ult i32 %kin2387, %kpg
  %cok2390 = icmp ult i32 %cin2388, %cpg
  %ok2391 = and i1 %kok2389, %cok2390
  br i1 %ok2391, label %if.then.67, label %if.end.67
if.then.67:
  %krow2392 = add i32 %kbase610, %kin2387
  %kr2394 = mul i32 %krow2392, 3
  %t_r2396 = add i32 %kr2394, 2
  %t_s2398 = mul i32 %t_r2396, 3
  %t_c2400 = add i32 %t_s2398, 1
  %t_e2401 = mul i32 %t_c2400, %cpg
  %el2402 = add i32 %t_e2401, %cin2388
  %off2404 = shl i32 %el2402, 2
  %old.214 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2386, ptr addrspace(8) %rws91, i32 %off2404, i32 0, i32 20)
  br label %if.end.67
if.end.67:
  %e2407 = add i32 %tid20, 32
  %kl2409 = udiv i32 %e2407, 16
  %cl2411 = urem i32 %e2407, 16
  %la2413 = shl i32 %e2407, 2
  %gep.215 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2413
  %v2414 = load float, ptr addrspace(3) %gep.215, align 4
  %kin2415 = add i32 %k_blk74, %kl2409
  %cin2416 = add i32 %c_blk76, %cl2411
  %kok2417 = icmp ult i32 %kin2415, %kpg
  %cok2418 = icmp ult i32 %cin2416, %cpg
  %ok2419 = and i1 %kok2417, %cok2418
  br i1 %ok2419, label %if.then.68, label %if.end.68
if.then.68:
  %krow2420 = add i32 %kbase610, %kin2415
  %kr2422 = mul i32 %krow2420, 3
  %t_r2424 = add i32 %kr2422, 2
  %t_s2426 = mul i32 %t_r2424, 3
  %t_c2428 = add i32 %t_s2426, 1
  %t_e2429 = mul i32 %t_c2428, %cpg
  %el2430 = add i32 %t_e2429, %cin2416
  %off2432 = shl i32 %el2430, 2
  %old.216 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2414, ptr addrspace(8) %rws91, i32 %off2432, i32 0, i32 20)
  br label %if.end.68
if.end.68:
  %e2435 = add i32 %tid20, 64
  %kl2437 = udiv i32 %e2435, 16
  %cl2439 = urem i32 %e2435, 16
  %la2441 = shl i32 %e2435, 2
  %gep.217 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2441
  %v2442 = load float, ptr addrspace(3) %gep.217, align 4
  %kin2443 = add i32 %k_blk74, %kl2437
  %cin2444 = add i32 %c_blk76, %cl2439
  %kok2445 = icmp ult i32 %kin2443, %kpg
  %cok2446 = icmp ult i32 %cin2444, %cpg
  %ok2447 = and i1 %kok2445, %cok2446
  br i1 %ok2447, label %if.then.69, label %if.end.69
if.then.69:
  %krow2448 = add i32 %kbase610, %kin2443
  %kr2450 = mul i32 %krow2448, 3
  %t_r2452 = add i32 %kr2450, 2
  %t_s2454 = mul i32 %t_r2452, 3
  %t_c2456 = add i32 %t_s2454, 1
  %t_e2457 = mul i32 %t_c2456, %cpg
  %el2458 = add i32 %t_e2457, %cin2444
  %off2460 = shl i32 %el2458, 2
  %old.218 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2442, ptr addrspace(8) %rws91, i32 %off2460, i32 0, i32 20)
  br label %if.end.69
if.end.69:
  %e2463 = add i32 %tid20, 96
  %kl2465 = udiv i32 %e2463, 16
  %cl2467 = urem i32 %e2463, 16
  %la2469 = shl i32 %e2463, 2
  %gep.219 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2469
  %v2470 = load float, ptr addrspace(3) %gep.219, align 4
  %kin2471 = add i32 %k_blk74, %kl2465
  %cin2472 = add i32 %c_blk76, %cl2467
  %kok2473 = icmp ult i32 %kin2471, %kpg
  %cok2474 = icmp ult i32 %cin2472, %cpg
  %ok2475 = and i1 %kok2473, %cok2474
  br i1 %ok2475, label %if.then.70, label %if.end.70
if.then.70:
  %krow2476 = add i32 %kbase610, %kin2471
  %kr2478 = mul i32 %krow2476, 3
  %t_r2480 = add i32 %kr2478, 2
  %t_s2482 = mul i32 %t_r2480, 3
  %t_c2484 = add i32 %t_s2482, 1
  %t_e2485 = mul i32 %t_c2484, %cpg
  %el2486 = add i32 %t_e2485, %cin2472
  %off2488 = shl i32 %el2486, 2
  %old.220 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2470, ptr addrspace(8) %rws91, i32 %off2488, i32 0, i32 20)
  br label %if.end.70
if.end.70:
  %e2491 = add i32 %tid20, 128
  %kl2493 = udiv i32 %e2491, 16
  %cl2495 = urem i32 %e2491, 16
  %la2497 = shl i32 %e2491, 2
  %gep.221 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2497
  %v2498 = load float, ptr addrspace(3) %gep.221, align 4
  %kin2499 = add i32 %k_blk74, %kl2493
  %cin2500 = add i32 %c_blk76, %cl2495
  %kok2501 = icmp ult i32 %kin2499, %kpg
  %cok2502 = icmp ult i32 %cin2500, %cpg
  %ok2503 = and i1 %kok2501, %cok2502
  br i1 %ok2503, label %if.then.71, label %if.end.71
if.then.71:
  %krow2504 = add i32 %kbase610, %kin2499
  %kr2506 = mul i32 %krow2504, 3
  %t_r2508 = add i32 %kr2506, 2
  %t_s2510 = mul i32 %t_r2508, 3
  %t_c2512 = add i32 %t_s2510, 1
  %t_e2513 = mul i32 %t_c2512, %cpg
  %el2514 = add i32 %t_e2513, %cin2500
  %off2516 = shl i32 %el2514, 2
  %old.222 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2498, ptr addrspace(8) %rws91, i32 %off2516, i32 0, i32 20)
  br label %if.end.71
if.end.71:
  %e2519 = add i32 %tid20, 160
  %kl2521 = udiv i32 %e2519, 16
  %cl2523 = urem i32 %e2519, 16
  %la2525 = shl i32 %e2519, 2
  %gep.223 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2525
  %v2526 = load float, ptr addrspace(3) %gep.223, align 4
  %kin2527 = add i32 %k_blk74, %kl2521
  %cin2528 = add i32 %c_blk76, %cl2523
  %kok2529 = icmp ult i32 %kin2527, %kpg
  %cok2530 = icmp ult i32 %cin2528, %cpg
  %ok2531 = and i1 %kok2529, %cok2530
  br i1 %ok2531, label %if.then.72, label %if.end.72
if.then.72:
  %krow2532 = add i32 %kbase610, %kin2527
  %kr2534 = mul i32 %krow2532, 3
  %t_r2536 = add i32 %kr2534, 2
  %t_s2538 = mul i32 %t_r2536, 3
  %t_c2540 = add i32 %t_s2538, 1
  %t_e2541 = mul i32 %t_c2540, %cpg
  %el2542 = add i32 %t_e2541, %cin2528
  %off2544 = shl i32 %el2542, 2
  %old.224 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2526, ptr addrspace(8) %rws91, i32 %off2544, i32 0, i32 20)
  br label %if.end.72
if.end.72:
  %e2547 = add i32 %tid20, 192
  %kl2549 = udiv i32 %e2547, 16
  %cl2551 = urem i32 %e2547, 16
  %la2553 = shl i32 %e2547, 2
  %gep.225 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2553
  %v2554 = load float, ptr addrspace(3) %gep.225, align 4
  %kin2555 = add i32 %k_blk74, %kl2549
  %cin2556 = add i32 %c_blk76, %cl2551
  %kok2557 = icmp ult i32 %kin2555, %kpg
  %cok2558 = icmp ult i32 %cin2556, %cpg
  %ok2559 = and i1 %kok2557, %cok2558
  br i1 %ok2559, label %if.then.73, label %if.end.73
if.then.73:
  %krow2560 = add i32 %kbase610, %kin2555
  %kr2562 = mul i32 %krow2560, 3
  %t_r2564 = add i32 %kr2562, 2
  %t_s2566 = mul i32 %t_r2564, 3
  %t_c2568 = add i32 %t_s2566, 1
  %t_e2569 = mul i32 %t_c2568, %cpg
  %el2570 = add i32 %t_e2569, %cin2556
  %off2572 = shl i32 %el2570, 2
  %old.226 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2554, ptr addrspace(8) %rws91, i32 %off2572, i32 0, i32 20)
  br label %if.end.73
if.end.73:
  %e2575 = add i32 %tid20, 224
  %kl2577 = udiv i32 %e2575, 16
  %cl2579 = urem i32 %e2575, 16
  %la2581 = shl i32 %e2575, 2
  %gep.227 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2581
  %v2582 = load float, ptr addrspace(3) %gep.227, align 4
  %kin2583 = add i32 %k_blk74, %kl2577
  %cin2584 = add i32 %c_blk76, %cl2579
  %kok2585 = icmp ult i32 %kin2583, %kpg
  %cok2586 = icmp ult i32 %cin2584, %cpg
  %ok2587 = and i1 %kok2585, %cok2586
  br i1 %ok2587, label %if.then.74, label %if.end.74
if.then.74:
  %krow2588 = add i32 %kbase610, %kin2583
  %kr2590 = mul i32 %krow2588, 3
  %t_r2592 = add i32 %kr2590, 2
  %t_s2594 = mul i32 %t_r2592, 3
  %t_c2596 = add i32 %t_s2594, 1
  %t_e2597 = mul i32 %t_c2596, %cpg
  %el2598 = add i32 %t_e2597, %cin2584
  %off2600 = shl i32 %el2598, 2
  %old.228 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2582, ptr addrspace(8) %rws91, i32 %off2600, i32 0, i32 20)
  br label %if.end.74
if.end.74:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2603 = add i32 %e_lane617, 0
  %v2604 = extractelement <8 x float> %acc129, i32 0
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2603
  store float %v2604, ptr addrspace(3) %gep.229, align 4
  %e_addr2606 = add i32 %e_lane617, 64
  %v2607 = extractelement <8 x float> %acc129, i32 1
  %gep.230 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2606
  store float %v2607, ptr addrspace(3) %gep.230, align 4
  %e_addr2609 = add i32 %e_lane617, 128
  %v2610 = extractelement <8 x float> %acc129, i32 2
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2609
  store float %v2610, ptr addrspace(3) %gep.231, align 4
  %e_addr2612 = add i32 %e_lane617, 192
  %v2613 = extractelement <8 x float> %acc129, i32 3
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2612
  store float %v2613, ptr addrspace(3) %gep.232, align 4
  %e_addr2615 = add i32 %e_lane617, 256
  %v2616 = extractelement <8 x float> %acc129, i32 4
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2615
  store float %v2616, ptr addrspace(3) %gep.233, align 4
  %e_addr2618 = add i32 %e_lane617, 320
  %v2619 = extractelement <8 x float> %acc129, i32 5
  %gep.234 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2618
  store float %v2619, ptr addrspace(3) %gep.234, align 4
  %e_addr2621 = add i32 %e_lane617, 384
  %v2622 = extractelement <8 x float> %acc129, i32 6
  %gep.235 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2621
  store float %v2622, ptr addrspace(3) %gep.235, align 4
  %e_addr2624 = add i32 %e_lane617, 448
  %v2625 = extractelement <8 x float> %acc129, i32 7
  %gep.236 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2624
  store float %v2625, ptr addrspace(3) %gep.236, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2627 = add i32 %tid20, 0
  %kl2629 = udiv i32 %e2627, 16
  %cl2631 = urem i32 %e2627, 16
  %la2633 = shl i32 %e2627, 2
  %gep.237 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2633
  %v2634 = load float, ptr addrspace(3) %gep.237, align 4
  %kin2635 = add i32 %k_blk74, %kl2629
  %cin2636 = add i32 %c_blk76, %cl2631
  %kok2637 = icmp ult i32 %kin2635, %kpg
  %cok2638 = icmp ult i32 %cin2636, %cpg
  %ok2639 = and i1 %kok2637, %cok2638
  br i1 %ok2639, label %if.then.75, label %if.end.75
if.then.75:
  %krow2640 = add i32 %kbase610, %kin2635
  %kr2642 = mul i32 %krow2640, 3
  %t_r2644 = add i32 %kr2642, 2
  %t_s2646 = mul i32 %t_r2644, 3
  %t_c2648 = add i32 %t_s2646, 2
  %t_e2649 = mul i32 %t_c2648, %cpg
  %el2650 = add i32 %t_e2649, %cin2636
  %off2652 = shl i32 %el2650, 2
  %old.238 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2634, ptr addrspace(8) %rws91, i32 %off2652, i32 0, i32 20)
  br label %if.end.75
if.end.75:
  %e2655 = add i32 %tid20, 32
  %kl2657 = udiv i32 %e2655, 16
  %cl2659 = urem i32 %e2655, 16
  %la2661 = shl i32 %e2655, 2
  %gep.239 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2661
  %v2662 = load float, ptr addrspace(3) %gep.239, align 4
  %kin2663 = add i32 %k_blk74, %kl2657
  %cin2664 = add i32 %c_blk76, %cl2659
  %kok2665 = icmp ult i32 %kin2663, %kpg
  %cok2666 = icmp ult i32 %cin2664, %cpg
  %ok2667 = and i1 %kok2665, %cok2666
  br i1 %ok2667, label %if.then.76, label %if.end.76
if.then.76:
  %krow2668 = add i32 %kbase610, %kin2663
  %kr2670 = mul i32 %krow2668, 3
  %t_r2672 = add i32 %kr2670, 2
  %t_s2674 = mul i32 %t_r2672, 3
  %t_c2676 = add i32 %t_s2674, 2
  %t_e2677 = mul i32 %t_c2676, %cpg
  %el2678 = add i32 %t_e2677, %cin2664
  %off2680 = shl i32 %el2678, 2
  %old.240 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2662, ptr addrspace(8) %rws91, i32 %off2680, i32 0, i32 20)
  br label %if.end.76
if.end.76:
  %e2683 = add i32 %tid20, 64
  %kl2685 = udiv i32 %e2683, 16
  %cl2687 = urem i32 %e2683, 16
  %la2689 = shl i32 %e2683, 2
  %gep.241 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2689
  %v2690 = load float, ptr addrspace(3) %gep.241, align 4
  %kin2691 = add i32 %k_blk74, %kl2685
  %cin2692 = add i32 %c_blk76, %cl2687
  %kok2693 = icmp ult i32 %kin2691, %kpg
  %cok2694 = icmp ult i32 %cin2692, %cpg
  %ok2695 = and i1 %kok2693, %cok2694
  br i1 %ok2695, label %if.then.77, label %if.end.77
if.then.77:
  %krow2696 = add i32 %kbase610, %kin2691
  %kr2698 = mul i32 %krow2696, 3
  %t_r2700 = add i32 %kr2698, 2
  %t_s2702 = mul i32 %t_r2700, 3
  %t_c2704 = add i32 %t_s2702, 2
  %t_e2705 = mul i32 %t_c2704, %cpg
  %el2706 = add i32 %t_e2705, %cin2692
  %off2708 = shl i32 %el2706, 2
  %old.242 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2690, ptr addrspace(8) %rws91, i32 %off2708, i32 0, i32 20)
  br label %if.end.77
if.end.77:
  %e2711 = add i32 %tid20, 96
  %kl2713 = udiv i32 %e2711, 16
  %cl2715 = urem i32 %e2711, 16
  %la2717 = shl i32 %e2711, 2
  %gep.243 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2717
  %v2718 = load float, ptr addrspace(3) %gep.243, align 4
  %kin2719 = add i32 %k_blk74, %kl2713
  %cin2720 = add i32 %c_blk76, %cl2715
  %kok2721 = icmp ult i32 %kin2719, %kpg
  %cok2722 = icmp ult i32 %cin2720, %cpg
  %ok2723 = and i1 %kok2721, %cok2722
  br i1 %ok2723, label %if.then.78, label %if.end.78
if.then.78:
  %krow2724 = add i32 %kbase610, %kin2719
  %kr2726 = mul i32 %krow2724, 3
  %t_r2728 = add i32 %kr2726, 2
  %t_s2730 = mul i32 %t_r2728, 3
  %t_c2732 = add i32 %t_s2730, 2
  %t_e2733 = mul i32 %t_c2732, %cpg
  %el2734 = add i32 %t_e2733, %cin2720
  %off2736 = shl i32 %el2734, 2
  %old.244 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2718, ptr addrspace(8) %rws91, i32 %off2736, i32 0, i32 20)
  br label %if.end.78
if.end.78:
  %e2739 = add i32 %tid20, 128
  %kl2741 = udiv i32 %e2739, 16
  %cl2743 = urem i32 %e2739, 16
  %la2745 = shl i32 %e2739, 2
  %gep.245 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2745
  %v2746 = load float, ptr addrspace(3) %gep.245, align 4
  %kin2747 = add i32 %k_blk74, %kl2741
  %cin2748 = add i32 %c_blk76, %cl2743
  %kok2749 = icmp ult i32 %kin2747, %kpg
  %cok2750 = icmp ult i32 %cin2748, %cpg
  %ok2751 = and i1 %kok2749, %cok2750
  br i1 %ok2751, label %if.then.79, label %if.end.79
if.then.79:
  %krow2752 = add i32 %kbase610, %kin2747
  %kr2754 = mul i32 %krow2752, 3
  %t_r2756 = add i32 %kr2754, 2
  %t_s2758 = mul i32 %t_r2756, 3
  %t_c2760 = add i32 %t_s2758, 2
  %t_e2761 = mul i32 %t_c2760, %cpg
  %el2762 = add i32 %t_e2761, %cin2748
  %off2764 = shl i32 %el2762, 2
  %old.246 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2746, ptr addrspace(8) %rws91, i32 %off2764, i32 0, i32 20)
  br label %if.end.79
if.end.79:
  %e2767 = add i32 %tid20, 160
  %kl2769 = udiv i32 %e2767, 16
  %cl2771 = urem i32 %e2767, 16
  %la2773 = shl i32 %e2767, 2
  %gep.247 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2773
  %v2774 = load float, ptr addrspace(3) %gep.247, align 4
  %kin2775 = add i32 %k_blk74, %kl2769
  %cin2776 = add i32 %c_blk76, %cl2771
  %kok2777 = icmp ult i32 %kin2775, %kpg
  %cok2778 = icmp ult i32 %cin2776, %cpg
  %ok2779 = and i1 %kok2777, %cok2778
  br i1 %ok2779, label %if.then.80, label %if.end.80
if.then.80:
  %krow2780 = add i32 %kbase610, %kin2775
  %kr2782 = mul i32 %krow2780, 3
  %t_r2784 = add i32 %kr2782, 2
  %t_s2786 = mul i32 %t_r2784, 3
  %t_c2788 = add i32 %t_s2786, 2
  %t_e2789 = mul i32 %t_c2788, %cpg
  %el2790 = add i32 %t_e2789, %cin2776
  %off2792 = shl i32 %el2790, 2
  %old.248 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2774, ptr addrspace(8) %rws91, i32 %off2792, i32 0, i32 20)
  br label %if.end.80
if.end.80:
  %e2795 = add i32 %tid20, 192
  %kl2797 = udiv i32 %e2795, 16
  %cl2799 = urem i32 %e2795, 16
  %la2801 = shl i32 %e2795, 2
  %gep.249 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2801
  %v2802 = load float, ptr addrspace(3) %gep.249, align 4
  %kin2803 = add i32 %k_blk74, %kl2797
  %cin2804 = add i32 %c_blk76, %cl2799
  %kok2805 = icmp ult i32 %kin2803, %kpg
  %cok2806 = icmp ult i32 %cin2804, %cpg
  %ok2807 = and i1 %kok2805, %cok2806
  br i1 %ok2807, label %if.then.81, label %if.end.81
if.then.81:
  %krow2808 = add i32 %kbase610, %kin2803
  %kr2810 = mul i32 %krow2808, 3
  %t_r2812 = add i32 %kr2810, 2
  %t_s2814 = mul i32 %t_r2812, 3
  %t_c2816 = add i32 %t_s2814, 2
  %t_e2817 = mul i32 %t_c2816, %cpg
  %el2818 = add i32 %t_e2817, %cin2804
  %off2820 = shl i32 %el2818, 2
  %old.250 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2802, ptr addrspace(8) %rws91, i32 %off2820, i32 0, i32 20)
  br label %if.end.81
if.end.81:
  %e2823 = add i32 %tid20, 224
  %kl2825 = udiv i32 %e2823, 16
  %cl2827 = urem i32 %e2823, 16
  %la2829 = shl i32 %e2823, 2
  %gep.251 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f3x3_p1x1_w1x1_t1x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2829
  %v2830 = load float, ptr addrspace(3) %gep.251, align 4
  %kin2831 = add i32 %k_blk74, %kl2825
  %cin2832 = add i32 %c_blk76, %cl2827
  %kok2833 = icmp ult i32 %kin2831, %kpg
  %cok2834 = icmp ult i32 %cin2832, %cpg
  %ok2835 = and i1 %kok2833, %cok2834
  br i1 %ok2835, label %if.then.82, label %if.end.82
if.then.82:
  %krow2836 = add i32 %kbase610, %kin2831
  %kr2838 = mul i32 %krow2836, 3
  %t_r2840 = add i32 %kr2838, 2
  %t_s2842 = mul i32 %t_r2840, 3
  %t_c2844 = add i32 %t_s2842, 2
  %t_e2845 = mul i32 %t_c2844, %cpg
  %el2846 = add i32 %t_e2845, %cin2832
  %off2848 = shl i32 %el2846, 2
  %old.252 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2830, ptr addrspace(8) %rws91, i32 %off2848, i32 0, i32 20)
  br label %if.end.82
if.end.82:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="236" }
