; irgate implicit_gemm_wgrad{dtype=fp16,filter_h=32,filter_w=32,pad_h=0,pad_w=0,stride_h=32,stride_w=32,dilation_h=1,dilation_w=1,waves_m=2,waves_n=2,wave_tiles_m=1,wave_tiles_n=1,k_steps=4,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1 = internal unnamed_addr addrspace(3) global [5120 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid28 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane30 = and i32 %tid28, 31
  %wave32 = lshr i32 %tid28, 5
  %wave_m34 = urem i32 %wave32, 2
  %wave_n36 = udiv i32 %wave32, 2
  %wkb38 = mul i32 %wave_m34, 16
  %wcb40 = mul i32 %wave_n36, 16
  %half42 = lshr i32 %lane30, 4
  %khalf44 = shl i32 %half42, 3
  %lrow46 = and i32 %lane30, 7
  %tr_row47 = add i32 %khalf44, %lrow46
  %lcol49 = and i32 %lane30, 15
  %cgrp51 = lshr i32 %lcol49, 3
  %tr_col53 = shl i32 %cgrp51, 3
  %a_r55 = mul i32 %tr_row47, 40
  %a_c56 = add i32 %a_r55, %tr_col53
  %a_e57 = add i32 %a_c56, %wkb38
  %a_lane59 = shl i32 %a_e57, 1
  %b_r61 = mul i32 %tr_row47, 40
  %b_c62 = add i32 %b_r61, %tr_col53
  %b_e63 = add i32 %b_c62, %wcb40
  %b_lane65 = shl i32 %b_e63, 1
  %bx66 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split67 = call i32 @llvm.amdgcn.workgroup.id.y()
  %nct_a69 = add i32 %cpg, 31
  %nct71 = udiv i32 %nct_a69, 32
  %nkt_a73 = add i32 %kpg, 31
  %nkt75 = udiv i32 %nkt_a73, 32
  %ct76 = urem i32 %bx66, %nct71
  %rest77 = udiv i32 %bx66, %nct71
  %tap79 = urem i32 %rest77, 1024
  %rest81 = udiv i32 %rest77, 1024
  %kt82 = urem i32 %rest81, %nkt75
  %g83 = udiv i32 %rest81, %nkt75
  %fr85 = udiv i32 %tap79, 32
  %fs87 = urem i32 %tap79, 32
  %rd89 = mul i32 %fr85, 1
  %h_tap91 = sub i32 %rd89, 0
  %sd93 = mul i32 %fs87, 1
  %w_tap95 = sub i32 %sd93, 0
  %k_blk97 = mul i32 %kt82, 32
  %c_blk99 = mul i32 %ct76, 32
  %gk100 = mul i32 %g83, %kpg
  %gc101 = mul i32 %g83, %cpg
  %dy_ch102 = add i32 %gk100, %k_blk97
  %x_ch103 = add i32 %gc101, %c_blk99
  %ch_or104 = or i32 %cpg, %kpg
  %ch_lo106 = and i32 %ch_or104, 7
  %vec_ok108 = icmp eq i32 %ch_lo106, 0
  %howo109 = mul i32 %ho, %wo
  %npos110 = mul i32 %n, %howo109
  %p_lo112 = mul i32 %split67, 128
  %p_end114 = add i32 %p_lo112, 128
  %fits115 = icmp ult i32 %p_end114, %npos110
  %p_hi116 = select i1 %fits115, i32 %p_end114, i32 %npos110
  %live117 = icmp ult i32 %p_lo112, %p_hi116
  %span_a118 = sub i32 %p_hi116, %p_lo112
  %span120 = select i1 %live117, i32 %span_a118, i32 0
  %st_a122 = add i32 %span120, 31
  %steps124 = lshr i32 %st_a122, 5
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy125 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx126 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws127 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  br label %for.head.1
for.head.1:
  %t133 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc134 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc716, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t133, %steps124
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to136 = shl i32 %t133, 5
  %p_s137 = add i32 %p_lo112, %to136
  br i1 %vec_ok108, label %if.then.2, label %if.else.2
if.then.2:
  %e139 = add i32 %tid28, 0
  %row141 = udiv i32 %e139, 4
  %cc143 = urem i32 %e139, 4
  %chan145 = shl i32 %cc143, 3
  %pos146 = add i32 %p_s137, %row141
  %pok147 = icmp ult i32 %pos146, %p_hi116
  %n148 = udiv i32 %pos146, %howo109
  %prem149 = urem i32 %pos146, %howo109
  %ho150 = udiv i32 %prem149, %wo
  %wo151 = urem i32 %prem149, %wo
  %kin152 = add i32 %k_blk97, %chan145
  %kok153 = icmp ult i32 %kin152, %kpg
  %ok154 = and i1 %pok147, %kok153
  %e_n155 = mul i32 %n148, %dy_stride_n
  %e_h156 = mul i32 %ho150, %dy_stride_h
  %e_w157 = mul i32 %wo151, %dy_stride_w
  %el158 = add i32 %e_n155, %e_h156
  %el159 = add i32 %el158, %e_w157
  %el160 = add i32 %el159, %dy_ch102
  %el161 = add i32 %el160, %chan145
  %off163 = shl i32 %el161, 1
  %safe165 = select i1 %ok154, i32 %off163, i32 2147483647
  %dyv167 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy125, i32 %safe165, i32 0, i32 0)
  %lrow169 = mul i32 %row141, 40
  %lel170 = add i32 %lrow169, %chan145
  %lb172 = shl i32 %lel170, 1
  %la174 = add i32 %lb172, 0
  %e176 = add i32 %tid28, 0
  %row178 = udiv i32 %e176, 4
  %cc180 = urem i32 %e176, 4
  %chan182 = shl i32 %cc180, 3
  %pos183 = add i32 %p_s137, %row178
  %pok184 = icmp ult i32 %pos183, %p_hi116
  %n185 = udiv i32 %pos183, %howo109
  %prem186 = urem i32 %pos183, %howo109
  %ho187 = udiv i32 %prem186, %wo
  %wo188 = urem i32 %prem186, %wo
  %h_a190 = mul i32 %ho187, 32
  %hi191 = add i32 %h_a190, %h_tap91
  %hiok192 = icmp ult i32 %hi191, %hi
  %w_a194 = mul i32 %wo188, 32
  %wi195 = add i32 %w_a194, %w_tap95
  %wiok196 = icmp ult i32 %wi195, %wi
  %cin197 = add i32 %c_blk99, %chan182
  %cok198 = icmp ult i32 %cin197, %cpg
  %ok199 = and i1 %pok184, %hiok192
  %ok200 = and i1 %ok199, %wiok196
  %ok201 = and i1 %ok200, %cok198
  %e_n202 = mul i32 %n185, %x_stride_n
  %e_h203 = mul i32 %hi191, %x_stride_h
  %e_w204 = mul i32 %wi195, %x_stride_w
  %el205 = add i32 %e_n202, %e_h203
  %el206 = add i32 %el205, %e_w204
  %el207 = add i32 %el206, %x_ch103
  %el208 = add i32 %el207, %chan182
  %off210 = shl i32 %el208, 1
  %safe212 = select i1 %ok201, i32 %off210, i32 2147483647
  %xv214 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx126, i32 %safe212, i32 0, i32 0)
  %lrow216 = mul i32 %row178, 40
  %lel217 = add i32 %lrow216, %chan182
  %lb219 = shl i32 %lel217, 1
  %la221 = add i32 %lb219, 2560
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la174
  store <4 x i32> %dyv167, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la221
  store <4 x i32> %xv214, ptr addrspace(3) %gep.7, align 16
  br label %if.end.2
if.else.2:
  %e223 = add i32 %tid28, 0
  %row225 = udiv i32 %e223, 16
  %cc227 = urem i32 %e223, 16
  %chan229 = shl i32 %cc227, 1
  %pos230 = add i32 %p_s137, %row225
  %pok231 = icmp ult i32 %pos230, %p_hi116
  %n232 = udiv i32 %pos230, %howo109
  %prem233 = urem i32 %pos230, %howo109
  %ho234 = udiv i32 %prem233, %wo
  %wo235 = urem i32 %prem233, %wo
  %kin236 = add i32 %k_blk97, %chan229
  %kok237 = icmp ult i32 %kin236, %kpg
  %ok238 = and i1 %pok231, %kok237
  %e_n239 = mul i32 %n232, %dy_stride_n
  %e_h240 = mul i32 %ho234, %dy_stride_h
  %e_w241 = mul i32 %wo235, %dy_stride_w
  %el242 = add i32 %e_n239, %e_h240
  %el243 = add i32 %el242, %e_w241
  %el244 = add i32 %el243, %dy_ch102
  %el245 = add i32 %el244, %chan229
  %off247 = shl i32 %el245, 1
  %safe249 = select i1 %ok238, i32 %off247, i32 2147483647
  %dyv251 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe249, i32 0, i32 0)
  %kin253 = add i32 %kin236, 1
  %kok254 = icmp ult i32 %kin253, %kpg
  %ok255 = and i1 %pok231, %kok254
  %el257 = add i32 %el245, 1
  %off259 = shl i32 %el257, 1
  %safe261 = select i1 %ok255, i32 %off259, i32 2147483647
  %dyv263 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe261, i32 0, i32 0)
  %lrow265 = mul i32 %row225, 40
  %lel266 = add i32 %lrow265, %chan229
  %lb268 = shl i32 %lel266, 1
  %la270 = add i32 %lb268, 0
  %lo271 = zext i16 %dyv251 to i32
  %hw272 = zext i16 %dyv263 to i32
  %hs274 = shl i32 %hw272, 16
  %pair275 = or i32 %lo271, %hs274
  %pairf276 = bitcast i32 %pair275 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la270
  store float %pairf276, ptr addrspace(3) %gep.8, align 4
  %e278 = add i32 %tid28, 128
  %row280 = udiv i32 %e278, 16
  %cc282 = urem i32 %e278, 16
  %chan284 = shl i32 %cc282, 1
  %pos285 = add i32 %p_s137, %row280
  %pok286 = icmp ult i32 %pos285, %p_hi116
  %n287 = udiv i32 %pos285, %howo109
  %prem288 = urem i32 %pos285, %howo109
  %ho289 = udiv i32 %prem288, %wo
  %wo290 = urem i32 %prem288, %wo
  %kin291 = add i32 %k_blk97, %chan284
  %kok292 = icmp ult i32 %kin291, %kpg
  %ok293 = and i1 %pok286, %kok292
  %e_n294 = mul i32 %n287, %dy_stride_n
  %e_h295 = mul i32 %ho289, %dy_stride_h
  %e_w296 = mul i32 %wo290, %dy_stride_w
  %el297 = add i32 %e_n294, %e_h295
  %el298 = add i32 %el297, %e_w296
  %el299 = add i32 %el298, %dy_ch102
  %el300 = add i32 %el299, %chan284
  %off302 = shl i32 %el300, 1
  %safe304 = select i1 %ok293, i32 %off302, i32 2147483647
  %dyv306 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe304, i32 0, i32 0)
  %kin308 = add i32 %kin291, 1
  %kok309 = icmp ult i32 %kin308, %kpg
  %ok310 = and i1 %pok286, %kok309
  %el312 = add i32 %el300, 1
  %off314 = shl i32 %el312, 1
  %safe316 = select i1 %ok310, i32 %off314, i32 2147483647
  %dyv318 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe316, i32 0, i32 0)
  %lrow320 = mul i32 %row280, 40
  %lel321 = add i32 %lrow320, %chan284
  %lb323 = shl i32 %lel321, 1
  %la325 = add i32 %lb323, 0
  %lo326 = zext i16 %dyv306 to i32
  %hw327 = zext i16 %dyv318 to i32
  %hs329 = shl i32 %hw327, 16
  %pair330 = or i32 %lo326, %hs329
  %pairf331 = bitcast i32 %pair330 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la325
  store float %pairf331, ptr addrspace(3) %gep.9, align 4
  %e333 = add i32 %tid28, 256
  %row335 = udiv i32 %e333, 16
  %cc337 = urem i32 %e333, 16
  %chan339 = shl i32 %cc337, 1
  %pos340 = add i32 %p_s137, %row335
  %pok341 = icmp ult i32 %pos340, %p_hi116
  %n342 = udiv i32 %pos340, %howo109
  %prem343 = urem i32 %pos340, %howo109
  %ho344 = udiv i32 %prem343, %wo
  %wo345 = urem i32 %prem343, %wo
  %kin346 = add i32 %k_blk97, %chan339
  %kok347 = icmp ult i32 %kin346, %kpg
  %ok348 = and i1 %pok341, %kok347
  %e_n349 = mul i32 %n342, %dy_stride_n
  %e_h350 = mul i32 %ho344, %dy_stride_h
  %e_w351 = mul i32 %wo345, %dy_stride_w
  %el352 = add i32 %e_n349, %e_h350
  %el353 = add i32 %el352, %e_w351
  %el354 = add i32 %el353, %dy_ch102
  %el355 = add i32 %el354, %chan339
  %off357 = shl i32 %el355, 1
  %safe359 = select i1 %ok348, i32 %off357, i32 2147483647
  %dyv361 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe359, i32 0, i32 0)
  %kin363 = add i32 %kin346, 1
  %kok364 = icmp ult i32 %kin363, %kpg
  %ok365 = and i1 %pok341, %kok364
  %el367 = add i32 %el355, 1
  %off369 = shl i32 %el367, 1
  %safe371 = select i1 %ok365, i32 %off369, i32 2147483647
  %dyv373 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe371, i32 0, i32 0)
  %lrow375 = mul i32 %row335, 40
  %lel376 = add i32 %lrow375, %chan339
  %lb378 = shl i32 %lel376, 1
  %la380 = add i32 %lb378, 0
  %lo381 = zext i16 %dyv361 to i32
  %hw382 = zext i16 %dyv373 to i32
  %hs384 = shl i32 %hw382, 16
  %pair385 = or i32 %lo381, %hs384
  %pairf386 = bitcast i32 %pair385 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la380
  store float %pairf386, ptr addrspace(3) %gep.10, align 4
  %e388 = add i32 %tid28, 384
  %row390 = udiv i32 %e388, 16
  %cc392 = urem i32 %e388, 16
  %chan394 = shl i32 %cc392, 1
  %pos395 = add i32 %p_s137, %row390
  %pok396 = icmp ult i32 %pos395, %p_hi116
  %n397 = udiv i32 %pos395, %howo109
  %prem398 = urem i32 %pos395, %howo109
  %ho399 = udiv i32 %prem398, %wo
  %wo400 = urem i32 %prem398, %wo
  %kin401 = add i32 %k_blk97, %chan394
  %kok402 = icmp ult i32 %kin401, %kpg
  %ok403 = and i1 %pok396, %kok402
  %e_n404 = mul i32 %n397, %dy_stride_n
  %e_h405 = mul i32 %ho399, %dy_stride_h
  %e_w406 = mul i32 %wo400, %dy_stride_w
  %el407 = add i32 %e_n404, %e_h405
  %el408 = add i32 %el407, %e_w406
  %el409 = add i32 %el408, %dy_ch102
  %el410 = add i32 %el409, %chan394
  %off412 = shl i32 %el410, 1
  %safe414 = select i1 %ok403, i32 %off412, i32 2147483647
  %dyv416 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe414, i32 0, i32 0)
  %kin418 = add i32 %kin401, 1
  %kok419 = icmp ult i32 %kin418, %kpg
  %ok420 = and i1 %pok396, %kok419
  %el422 = add i32 %el410, 1
  %off424 = shl i32 %el422, 1
  %safe426 = select i1 %ok420, i32 %off424, i32 2147483647
  %dyv428 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe426, i32 0, i32 0)
  %lrow430 = mul i32 %row390, 40
  %lel431 = add i32 %lrow430, %chan394
  %lb433 = shl i32 %lel431, 1
  %la435 = add i32 %lb433, 0
  %lo436 = zext i16 %dyv416 to i32
  %hw437 = zext i16 %dyv428 to i32
  %hs439 = shl i32 %hw437, 16
  %pair440 = or i32 %lo436, %hs439
  %pairf441 = bitcast i32 %pair440 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la435
  store float %pairf441, ptr addrspace(3) %gep.11, align 4
  %e443 = add i32 %tid28, 0
  %row445 = udiv i32 %e443, 16
  %cc447 = urem i32 %e443, 16
  %chan449 = shl i32 %cc447, 1
  %pos450 = add i32 %p_s137, %row445
  %pok451 = icmp ult i32 %pos450, %p_hi116
  %n452 = udiv i32 %pos450, %howo109
  %prem453 = urem i32 %pos450, %howo109
  %ho454 = udiv i32 %prem453, %wo
  %wo455 = urem i32 %prem453, %wo
  %h_a457 = mul i32 %ho454, 32
  %hi458 = add i32 %h_a457, %h_tap91
  %hiok459 = icmp ult i32 %hi458, %hi
  %w_a461 = mul i32 %wo455, 32
  %wi462 = add i32 %w_a461, %w_tap95
  %wiok463 = icmp ult i32 %wi462, %wi
  %cin464 = add i32 %c_blk99, %chan449
  %cok465 = icmp ult i32 %cin464, %cpg
  %ok466 = and i1 %pok451, %hiok459
  %ok467 = and i1 %ok466, %wiok463
  %ok468 = and i1 %ok467, %cok465
  %e_n469 = mul i32 %n452, %x_stride_n
  %e_h470 = mul i32 %hi458, %x_stride_h
  %e_w471 = mul i32 %wi462, %x_stride_w
  %el472 = add i32 %e_n469, %e_h470
  %el473 = add i32 %el472, %e_w471
  %el474 = add i32 %el473, %x_ch103
  %el475 = add i32 %el474, %chan449
  %off477 = shl i32 %el475, 1
  %safe479 = select i1 %ok468, i32 %off477, i32 2147483647
  %xv481 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe479, i32 0, i32 0)
  %cin483 = add i32 %cin464, 1
  %cok484 = icmp ult i32 %cin483, %cpg
  %ok485 = and i1 %ok467, %cok484
  %el487 = add i32 %el475, 1
  %off489 = shl i32 %el487, 1
  %safe491 = select i1 %ok485, i32 %off489, i32 2147483647
  %xv493 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe491, i32 0, i32 0)
  %lrow495 = mul i32 %row445, 40
  %lel496 = add i32 %lrow495, %chan449
  %lb498 = shl i32 %lel496, 1
  %la500 = add i32 %lb498, 2560
  %lo501 = zext i16 %xv481 to i32
  %hw502 = zext i16 %xv493 to i32
  %hs504 = shl i32 %hw502, 16
  %pair505 = or i32 %lo501, %hs504
  %pairf506 = bitcast i32 %pair505 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la500
  store float %pairf506, ptr addrspace(3) %gep.12, align 4
  %e508 = add i32 %tid28, 128
  %row510 = udiv i32 %e508, 16
  %cc512 = urem i32 %e508, 16
  %chan514 = shl i32 %cc512, 1
  %pos515 = add i32 %p_s137, %row510
  %pok516 = icmp ult i32 %pos515, %p_hi116
  %n517 = udiv i32 %pos515, %howo109
  %prem518 = urem i32 %pos515, %howo109
  %ho519 = udiv i32 %prem518, %wo
  %wo520 = urem i32 %prem518, %wo
  %h_a522 = mul i32 %ho519, 32
  %hi523 = add i32 %h_a522, %h_tap91
  %hiok524 = icmp ult i32 %hi523, %hi
  %w_a526 = mul i32 %wo520, 32
  %wi527 = add i32 %w_a526, %w_tap95
  %wiok528 = icmp ult i32 %wi527, %wi
  %cin529 = add i32 %c_blk99, %chan514
  %cok530 = icmp ult i32 %cin529, %cpg
  %ok531 = and i1 %pok516, %hiok524
  %ok532 = and i1 %ok531, %wiok528
  %ok533 = and i1 %ok532, %cok530
  %e_n534 = mul i32 %n517, %x_stride_n
  %e_h535 = mul i32 %hi523, %x_stride_h
  %e_w536 = mul i32 %wi527, %x_stride_w
  %el537 = add i32 %e_n534, %e_h535
  %el538 = add i32 %el537, %e_w536
  %el539 = add i32 %el538, %x_ch103
  %el540 = add i32 %el539, %chan514
  %off542 = shl i32 %el540, 1
  %safe544 = select i1 %ok533, i32 %off542, i32 2147483647
  %xv546 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe544, i32 0, i32 0)
  %cin548 = add i32 %cin529, 1
  %cok549 = icmp ult i32 %cin548, %cpg
  %ok550 = and i1 %ok532, %cok549
  %el552 = add i32 %el540, 1
  %off554 = shl i32 %el552, 1
  %safe556 = select i1 %ok550, i32 %off554, i32 2147483647
  %xv558 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe556, i32 0, i32 0)
  %lrow560 = mul i32 %row510, 40
  %lel561 = add i32 %lrow560, %chan514
  %lb563 = shl i32 %lel561, 1
  %la565 = add i32 %lb563, 2560
  %lo566 = zext i16 %xv546 to i32
  %hw567 = zext i16 %xv558 to i32
  %hs569 = shl i32 %hw567, 16
  %pair570 = or i32 %lo566, %hs569
  %pairf571 = bitcast i32 %pair570 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la565
  store float %pairf571, ptr addrspace(3) %gep.13, align 4
  %e573 = add i32 %tid28, 256
  %row575 = udiv i32 %e573, 16
  %cc577 = urem i32 %e573, 16
  %chan579 = shl i32 %cc577, 1
  %pos580 = add i32 %p_s137, %row575
  %pok581 = icmp ult i32 %pos580, %p_hi116
  %n582 = udiv i32 %pos580, %howo109
  %prem583 = urem i32 %pos580, %howo109
  %ho584 = udiv i32 %prem583, %wo
  %wo585 = urem i32 %prem583, %wo
  %h_a587 = mul i32 %ho584, 32
  %hi588 = add i32 %h_a587, %h_tap91
  %hiok589 = icmp ult i32 %hi588, %hi
  %w_a591 = mul i32 %wo585, 32
  %wi592 = add i32 %w_a591, %w_tap95
  %wiok593 = icmp ult i32 %wi592, %wi
  %cin594 = add i32 %c_blk99, %chan579
  %cok595 = icmp ult i32 %cin594, %cpg
  %ok596 = and i1 %pok581, %hiok589
  %ok597 = and i1 %ok596, %wiok593
  %ok598 = and i1 %ok597, %cok595
  %e_n599 = mul i32 %n582, %x_stride_n
  %e_h600 = mul i32 %hi588, %x_stride_h
  %e_w601 = mul i32 %wi592, %x_stride_w
  %el602 = add i32 %e_n599, %e_h600
  %el603 = add i32 %el602, %e_w601
  %el604 = add i32 %el603, %x_ch103
  %el605 = add i32 %el604, %chan579
  %off607 = shl i32 %el605, 1
  %safe609 = select i1 %ok598, i32 %off607, i32 2147483647
  %xv611 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe609, i32 0, i32 0)
  %cin613 = add i32 %cin594, 1
  %cok614 = icmp ult i32 %cin613, %cpg
  %ok615 = and i1 %ok597, %cok614
  %el617 = add i32 %el605, 1
  %off619 = shl i32 %el617, 1
  %safe621 = select i1 %ok615, i32 %off619, i32 2147483647
  %xv623 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe621, i32 0, i32 0)
  %lrow625 = mul i32 %row575, 40
  %lel626 = add i32 %lrow625, %chan579
  %lb628 = shl i32 %lel626, 1
  %la630 = add i32 %lb628, 2560
  %lo631 = zext i16 %xv611 to i32
  %hw632 = zext i16 %xv623 to i32
  %hs634 = shl i32 %hw632, 16
  %pair635 = or i32 %lo631, %hs634
  %pairf636 = bitcast i32 %pair635 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la630
  store float %pairf636, ptr addrspace(3) %gep.14, align 4
  %e638 = add i32 %tid28, 384
  %row640 = udiv i32 %e638, 16
  %cc642 = urem i32 %e638, 16
  %chan644 = shl i32 %cc642, 1
  %pos645 = add i32 %p_s137, %row640
  %pok646 = icmp ult i32 %pos645, %p_hi116
  %n647 = udiv i32 %pos645, %howo109
  %prem648 = urem i32 %pos645, %howo109
  %ho649 = udiv i32 %prem648, %wo
  %wo650 = urem i32 %prem648, %wo
  %h_a652 = mul i32 %ho649, 32
  %hi653 = add i32 %h_a652, %h_tap91
  %hiok654 = icmp ult i32 %hi653, %hi
  %w_a656 = mul i32 %wo650, 32
  %wi657 = add i32 %w_a656, %w_tap95
  %wiok658 = icmp ult i32 %wi657, %wi
  %cin659 = add i32 %c_blk99, %chan644
  %cok660 = icmp ult i32 %cin659, %cpg
  %ok661 = and i1 %pok646, %hiok654
  %ok662 = and i1 %ok661, %wiok658
  %ok663 = and i1 %ok662, %cok660
  %e_n664 = mul i32 %n647, %x_stride_n
  %e_h665 = mul i32 %hi653, %x_stride_h
  %e_w666 = mul i32 %wi657, %x_stride_w
  %el667 = add i32 %e_n664, %e_h665
  %el668 = add i32 %el667, %e_w666
  %el669 = add i32 %el668, %x_ch103
  %el670 = add i32 %el669, %chan644
  %off672 = shl i32 %el670, 1
  %safe674 = select i1 %ok663, i32 %off672, i32 2147483647
  %xv676 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe674, i32 0, i32 0)
  %cin678 = add i32 %cin659, 1
  %cok679 = icmp ult i32 %cin678, %cpg
  %ok680 = and i1 %ok662, %cok679
  %el682 = add i32 %el670, 1
  %off684 = shl i32 %el682, 1
  %safe686 = select i1 %ok680, i32 %off684, i32 2147483647
  %xv688 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe686, i32 0, i32 0)
  %lrow690 = mul i32 %row640, 40
  %lel691 = add i32 %lrow690, %chan644
  %lb693 = shl i32 %lel691, 1
  %la695 = add i32 %lb693, 2560
  %lo696 = zext i16 %xv676 to i32
  %hw697 = zext i16 %xv688 to i32
  %hs699 = shl i32 %hw697, 16
  %pair700 = or i32 %lo696, %hs699
  %pairf701 = bitcast i32 %pair700 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la695
  store float %pairf701, ptr addrspace(3) %gep.15, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr703 = add i32 %a_lane59, 0
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr703
  %a_lo704 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %a_addr706 = add i32 %a_lane59, 1280
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr706
  %a_hi707 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %a_frag708 = shufflevector <8 x half> %a_lo704, <8 x half> %a_hi707, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr710 = add i32 %b_lane65, 2560
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr710
  %b_lo711 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %b_addr713 = add i32 %b_lane65, 3840
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f32x32_p0x0_s32x32_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr713
  %b_hi714 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_frag715 = shufflevector <8 x half> %b_lo711, <8 x half> %b_hi714, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc716 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag708, i1 false, <16 x half> %b_frag715, i16 0, <8 x float> %acc134, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t133, 1
  br label %for.head.1
for.exit.1:
  %slab718 = urem i32 %split67, 1
  %slab_g719 = mul i32 %slab718, %groups
  %slab_k720 = mul i32 %slab_g719, %kpg
  %kbase721 = add i32 %slab_k720, %gk100
  %frow723 = mul i32 %cpg, 1024
  %tap_c724 = mul i32 %tap79, %cpg
  %c_w725 = add i32 %c_blk99, %wcb40
  %k_w726 = add i32 %k_blk97, %wkb38
  %k_h727 = add i32 %k_w726, %khalf44
  %cin729 = add i32 %c_w725, 0
  %cin730 = add i32 %cin729, %lcol49
  %cok731 = icmp ult i32 %cin730, %cpg
  %kin733 = add i32 %k_h727, 0
  %kok734 = icmp ult i32 %kin733, %kpg
  %ok735 = and i1 %kok734, %cok731
  br i1 %ok735, label %if.then.3, label %if.end.3
if.then.3:
  %krow736 = add i32 %kbase721, %kin733
  %t_k737 = mul i32 %krow736, %frow723
  %t_t738 = add i32 %t_k737, %tap_c724
  %el739 = add i32 %t_t738, %cin730
  %off741 = shl i32 %el739, 2
  %v742 = extractelement <8 x float> %acc134, i32 0
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v742, ptr addrspace(8) %rws127, i32 %off741, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin745 = add i32 %k_h727, 1
  %kok746 = icmp ult i32 %kin745, %kpg
  %ok747 = and i1 %kok746, %cok731
  br i1 %ok747, label %if.then.4, label %if.end.4
if.then.4:
  %krow748 = add i32 %kbase721, %kin745
  %t_k749 = mul i32 %krow748, %frow723
  %t_t750 = add i32 %t_k749, %tap_c724
  %el751 = add i32 %t_t750, %cin730
  %off753 = shl i32 %el751, 2
  %v754 = extractelement <8 x float> %acc134, i32 1
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v754, ptr addrspace(8) %rws127, i32 %off753, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin757 = add i32 %k_h727, 2
  %kok758 = icmp ult i32 %kin757, %kpg
  %ok759 = and i1 %kok758, %cok731
  br i1 %ok759, label %if.then.5, label %if.end.5
if.then.5:
  %krow760 = add i32 %kbase721, %kin757
  %t_k761 = mul i32 %krow760, %frow723
  %t_t762 = add i32 %t_k761, %tap_c724
  %el763 = add i32 %t_t762, %cin730
  %off765 = shl i32 %el763, 2
  %v766 = extractelement <8 x float> %acc134, i32 2
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v766, ptr addrspace(8) %rws127, i32 %off765, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin769 = add i32 %k_h727, 3
  %kok770 = icmp ult i32 %kin769, %kpg
  %ok771 = and i1 %kok770, %cok731
  br i1 %ok771, label %if.then.6, label %if.end.6
if.then.6:
  %krow772 = add i32 %kbase721, %kin769
  %t_k773 = mul i32 %krow772, %frow723
  %t_t774 = add i32 %t_k773, %tap_c724
  %el775 = add i32 %t_t774, %cin730
  %off777 = shl i32 %el775, 2
  %v778 = extractelement <8 x float> %acc134, i32 3
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v778, ptr addrspace(8) %rws127, i32 %off777, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin781 = add i32 %k_h727, 4
  %kok782 = icmp ult i32 %kin781, %kpg
  %ok783 = and i1 %kok782, %cok731
  br i1 %ok783, label %if.then.7, label %if.end.7
if.then.7:
  %krow784 = add i32 %kbase721, %kin781
  %t_k785 = mul i32 %krow784, %frow723
  %t_t786 = add i32 %t_k785, %tap_c724
  %el787 = add i32 %t_t786, %cin730
  %off789 = shl i32 %el787, 2
  %v790 = extractelement <8 x float> %acc134, i32 4
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v790, ptr addrspace(8) %rws127, i32 %off789, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin793 = add i32 %k_h727, 5
  %kok794 = icmp ult i32 %kin793, %kpg
  %ok795 = and i1 %kok794, %cok731
  br i1 %ok795, label %if.then.8, label %if.end.8
if.then.8:
  %krow796 = add i32 %kbase721, %kin793
  %t_k797 = mul i32 %krow796, %frow723
  %t_t798 = add i32 %t_k797, %tap_c724
  %el799 = add i32 %t_t798, %cin730
  %off801 = shl i32 %el799, 2
  %v802 = extractelement <8 x float> %acc134, i32 5
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v802, ptr addrspace(8) %rws127, i32 %off801, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin805 = add i32 %k_h727, 6
  %kok806 = icmp ult i32 %kin805, %kpg
  %ok807 = and i1 %kok806, %cok731
  br i1 %ok807, label %if.then.9, label %if.end.9
if.then.9:
  %krow808 = add i32 %kbase721, %kin805
  %t_k809 = mul i32 %krow808, %frow723
  %t_t810 = add i32 %t_k809, %tap_c724
  %el811 = add i32 %t_t810, %cin730
  %off813 = shl i32 %el811, 2
  %v814 = extractelement <8 x float> %acc134, i32 6
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v814, ptr addrspace(8) %rws127, i32 %off813, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin817 = add i32 %k_h727, 7
  %kok818 = icmp ult i32 %kin817, %kpg
  %ok819 = and i1 %kok818, %cok731
  br i1 %ok819, label %if.then.10, label %if.end.10
if.then.10:
  %krow820 = add i32 %kbase721, %kin817
  %t_k821 = mul i32 %krow820, %frow723
  %t_t822 = add i32 %t_k821, %tap_c724
  %el823 = add i32 %t_t822, %cin730
  %off825 = shl i32 %el823, 2
  %v826 = extractelement <8 x float> %acc134, i32 7
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v826, ptr addrspace(8) %rws127, i32 %off825, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="144" }
