; irgate implicit_gemm_wgrad{dtype=fp16,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,dilation_h=-1,dilation_w=-1,waves_m=1,waves_n=4,wave_tiles_m=1,wave_tiles_n=1,k_steps=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1 = internal unnamed_addr addrspace(3) global [6144 x i8] undef, align 16

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

define amdgpu_kernel void @irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid28 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane30 = and i32 %tid28, 31
  %wave32 = lshr i32 %tid28, 5
  %wave_m34 = urem i32 %wave32, 1
  %wave_n36 = udiv i32 %wave32, 1
  %wkb38 = mul i32 %wave_m34, 16
  %wcb40 = mul i32 %wave_n36, 16
  %half42 = lshr i32 %lane30, 4
  %khalf44 = shl i32 %half42, 3
  %lrow46 = and i32 %lane30, 7
  %tr_row47 = add i32 %khalf44, %lrow46
  %lcol49 = and i32 %lane30, 15
  %cgrp51 = lshr i32 %lcol49, 3
  %tr_col53 = shl i32 %cgrp51, 3
  %a_r55 = mul i32 %tr_row47, 24
  %a_c56 = add i32 %a_r55, %tr_col53
  %a_e57 = add i32 %a_c56, %wkb38
  %a_lane59 = shl i32 %a_e57, 1
  %b_r61 = mul i32 %tr_row47, 72
  %b_c62 = add i32 %b_r61, %tr_col53
  %b_e63 = add i32 %b_c62, %wcb40
  %b_lane65 = shl i32 %b_e63, 1
  %bx66 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split67 = call i32 @llvm.amdgcn.workgroup.id.y()
  %taps68 = mul i32 %filter_h, %filter_w
  %nct_a70 = add i32 %cpg, 63
  %nct72 = udiv i32 %nct_a70, 64
  %nkt_a74 = add i32 %kpg, 15
  %nkt76 = udiv i32 %nkt_a74, 16
  %ct77 = urem i32 %bx66, %nct72
  %rest78 = udiv i32 %bx66, %nct72
  %tap79 = urem i32 %rest78, %taps68
  %rest80 = udiv i32 %rest78, %taps68
  %kt81 = urem i32 %rest80, %nkt76
  %g82 = udiv i32 %rest80, %nkt76
  %fr83 = udiv i32 %tap79, %filter_w
  %fs84 = urem i32 %tap79, %filter_w
  %rd85 = mul i32 %fr83, %dilation_h
  %h_tap86 = sub i32 %rd85, %pad_h
  %sd87 = mul i32 %fs84, %dilation_w
  %w_tap88 = sub i32 %sd87, %pad_w
  %k_blk90 = mul i32 %kt81, 16
  %c_blk92 = mul i32 %ct77, 64
  %gk93 = mul i32 %g82, %kpg
  %gc94 = mul i32 %g82, %cpg
  %dy_ch95 = add i32 %gk93, %k_blk90
  %x_ch96 = add i32 %gc94, %c_blk92
  %ch_or97 = or i32 %cpg, %kpg
  %ch_lo99 = and i32 %ch_or97, 7
  %vec_ok101 = icmp eq i32 %ch_lo99, 0
  %howo102 = mul i32 %ho, %wo
  %npos103 = mul i32 %n, %howo102
  %p_lo105 = mul i32 %split67, 32
  %p_end107 = add i32 %p_lo105, 32
  %fits108 = icmp ult i32 %p_end107, %npos103
  %p_hi109 = select i1 %fits108, i32 %p_end107, i32 %npos103
  %live110 = icmp ult i32 %p_lo105, %p_hi109
  %span_a111 = sub i32 %p_hi109, %p_lo105
  %span113 = select i1 %live110, i32 %span_a111, i32 0
  %st_a115 = add i32 %span113, 31
  %steps117 = lshr i32 %st_a115, 5
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy118 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx119 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws120 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  br label %for.head.1
for.head.1:
  %t126 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc127 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc888, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t126, %steps117
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to129 = shl i32 %t126, 5
  %p_s130 = add i32 %p_lo105, %to129
  br i1 %vec_ok101, label %if.then.2, label %if.else.2
if.then.2:
  %e132 = add i32 %tid28, 0
  %row134 = udiv i32 %e132, 2
  %cc136 = urem i32 %e132, 2
  %chan138 = shl i32 %cc136, 3
  %pos139 = add i32 %p_s130, %row134
  %pok140 = icmp ult i32 %pos139, %p_hi109
  %n141 = udiv i32 %pos139, %howo102
  %prem142 = urem i32 %pos139, %howo102
  %ho143 = udiv i32 %prem142, %wo
  %wo144 = urem i32 %prem142, %wo
  %kin145 = add i32 %k_blk90, %chan138
  %kok146 = icmp ult i32 %kin145, %kpg
  %ok147 = and i1 %pok140, %kok146
  %e_n148 = mul i32 %n141, %dy_stride_n
  %e_h149 = mul i32 %ho143, %dy_stride_h
  %e_w150 = mul i32 %wo144, %dy_stride_w
  %el151 = add i32 %e_n148, %e_h149
  %el152 = add i32 %el151, %e_w150
  %el153 = add i32 %el152, %dy_ch95
  %el154 = add i32 %el153, %chan138
  %off156 = shl i32 %el154, 1
  %safe158 = select i1 %ok147, i32 %off156, i32 2147483647
  %dyv160 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy118, i32 %safe158, i32 0, i32 0)
  %lrow162 = mul i32 %row134, 24
  %lel163 = add i32 %lrow162, %chan138
  %lb165 = shl i32 %lel163, 1
  %la167 = add i32 %lb165, 0
  %eok169 = icmp ult i32 %e132, 64
  %e171 = add i32 %tid28, 0
  %row173 = udiv i32 %e171, 8
  %cc175 = urem i32 %e171, 8
  %chan177 = shl i32 %cc175, 3
  %pos178 = add i32 %p_s130, %row173
  %pok179 = icmp ult i32 %pos178, %p_hi109
  %n180 = udiv i32 %pos178, %howo102
  %prem181 = urem i32 %pos178, %howo102
  %ho182 = udiv i32 %prem181, %wo
  %wo183 = urem i32 %prem181, %wo
  %h_a184 = mul i32 %ho182, %stride_h
  %hi185 = add i32 %h_a184, %h_tap86
  %hiok186 = icmp ult i32 %hi185, %hi
  %w_a187 = mul i32 %wo183, %stride_w
  %wi188 = add i32 %w_a187, %w_tap88
  %wiok189 = icmp ult i32 %wi188, %wi
  %cin190 = add i32 %c_blk92, %chan177
  %cok191 = icmp ult i32 %cin190, %cpg
  %ok192 = and i1 %pok179, %hiok186
  %ok193 = and i1 %ok192, %wiok189
  %ok194 = and i1 %ok193, %cok191
  %e_n195 = mul i32 %n180, %x_stride_n
  %e_h196 = mul i32 %hi185, %x_stride_h
  %e_w197 = mul i32 %wi188, %x_stride_w
  %el198 = add i32 %e_n195, %e_h196
  %el199 = add i32 %el198, %e_w197
  %el200 = add i32 %el199, %x_ch96
  %el201 = add i32 %el200, %chan177
  %off203 = shl i32 %el201, 1
  %safe205 = select i1 %ok194, i32 %off203, i32 2147483647
  %xv207 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx119, i32 %safe205, i32 0, i32 0)
  %lrow209 = mul i32 %row173, 72
  %lel210 = add i32 %lrow209, %chan177
  %lb212 = shl i32 %lel210, 1
  %la214 = add i32 %lb212, 1536
  %e216 = add i32 %tid28, 128
  %row218 = udiv i32 %e216, 8
  %cc220 = urem i32 %e216, 8
  %chan222 = shl i32 %cc220, 3
  %pos223 = add i32 %p_s130, %row218
  %pok224 = icmp ult i32 %pos223, %p_hi109
  %n225 = udiv i32 %pos223, %howo102
  %prem226 = urem i32 %pos223, %howo102
  %ho227 = udiv i32 %prem226, %wo
  %wo228 = urem i32 %prem226, %wo
  %h_a229 = mul i32 %ho227, %stride_h
  %hi230 = add i32 %h_a229, %h_tap86
  %hiok231 = icmp ult i32 %hi230, %hi
  %w_a232 = mul i32 %wo228, %stride_w
  %wi233 = add i32 %w_a232, %w_tap88
  %wiok234 = icmp ult i32 %wi233, %wi
  %cin235 = add i32 %c_blk92, %chan222
  %cok236 = icmp ult i32 %cin235, %cpg
  %ok237 = and i1 %pok224, %hiok231
  %ok238 = and i1 %ok237, %wiok234
  %ok239 = and i1 %ok238, %cok236
  %e_n240 = mul i32 %n225, %x_stride_n
  %e_h241 = mul i32 %hi230, %x_stride_h
  %e_w242 = mul i32 %wi233, %x_stride_w
  %el243 = add i32 %e_n240, %e_h241
  %el244 = add i32 %el243, %e_w242
  %el245 = add i32 %el244, %x_ch96
  %el246 = add i32 %el245, %chan222
  %off248 = shl i32 %el246, 1
  %safe250 = select i1 %ok239, i32 %off248, i32 2147483647
  %xv252 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx119, i32 %safe250, i32 0, i32 0)
  %lrow254 = mul i32 %row218, 72
  %lel255 = add i32 %lrow254, %chan222
  %lb257 = shl i32 %lel255, 1
  %la259 = add i32 %lb257, 1536
  br i1 %eok169, label %if.then.3, label %if.end.3
if.then.3:
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la167
  store <4 x i32> %dyv160, ptr addrspace(3) %gep.6, align 16
  br label %if.end.3
if.end.3:
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la214
  store <4 x i32> %xv207, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la259
  store <4 x i32> %xv252, ptr addrspace(3) %gep.8, align 16
  br label %if.end.2
if.else.2:
  %e261 = add i32 %tid28, 0
  %row263 = udiv i32 %e261, 8
  %cc265 = urem i32 %e261, 8
  %chan267 = shl i32 %cc265, 1
  %pos268 = add i32 %p_s130, %row263
  %pok269 = icmp ult i32 %pos268, %p_hi109
  %n270 = udiv i32 %pos268, %howo102
  %prem271 = urem i32 %pos268, %howo102
  %ho272 = udiv i32 %prem271, %wo
  %wo273 = urem i32 %prem271, %wo
  %kin274 = add i32 %k_blk90, %chan267
  %kok275 = icmp ult i32 %kin274, %kpg
  %ok276 = and i1 %pok269, %kok275
  %e_n277 = mul i32 %n270, %dy_stride_n
  %e_h278 = mul i32 %ho272, %dy_stride_h
  %e_w279 = mul i32 %wo273, %dy_stride_w
  %el280 = add i32 %e_n277, %e_h278
  %el281 = add i32 %el280, %e_w279
  %el282 = add i32 %el281, %dy_ch95
  %el283 = add i32 %el282, %chan267
  %off285 = shl i32 %el283, 1
  %safe287 = select i1 %ok276, i32 %off285, i32 2147483647
  %dyv289 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe287, i32 0, i32 0)
  %kin291 = add i32 %kin274, 1
  %kok292 = icmp ult i32 %kin291, %kpg
  %ok293 = and i1 %pok269, %kok292
  %el295 = add i32 %el283, 1
  %off297 = shl i32 %el295, 1
  %safe299 = select i1 %ok293, i32 %off297, i32 2147483647
  %dyv301 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe299, i32 0, i32 0)
  %lrow303 = mul i32 %row263, 24
  %lel304 = add i32 %lrow303, %chan267
  %lb306 = shl i32 %lel304, 1
  %la308 = add i32 %lb306, 0
  %lo309 = zext i16 %dyv289 to i32
  %hw310 = zext i16 %dyv301 to i32
  %hs312 = shl i32 %hw310, 16
  %pair313 = or i32 %lo309, %hs312
  %pairf314 = bitcast i32 %pair313 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la308
  store float %pairf314, ptr addrspace(3) %gep.9, align 4
  %e316 = add i32 %tid28, 128
  %row318 = udiv i32 %e316, 8
  %cc320 = urem i32 %e316, 8
  %chan322 = shl i32 %cc320, 1
  %pos323 = add i32 %p_s130, %row318
  %pok324 = icmp ult i32 %pos323, %p_hi109
  %n325 = udiv i32 %pos323, %howo102
  %prem326 = urem i32 %pos323, %howo102
  %ho327 = udiv i32 %prem326, %wo
  %wo328 = urem i32 %prem326, %wo
  %kin329 = add i32 %k_blk90, %chan322
  %kok330 = icmp ult i32 %kin329, %kpg
  %ok331 = and i1 %pok324, %kok330
  %e_n332 = mul i32 %n325, %dy_stride_n
  %e_h333 = mul i32 %ho327, %dy_stride_h
  %e_w334 = mul i32 %wo328, %dy_stride_w
  %el335 = add i32 %e_n332, %e_h333
  %el336 = add i32 %el335, %e_w334
  %el337 = add i32 %el336, %dy_ch95
  %el338 = add i32 %el337, %chan322
  %off340 = shl i32 %el338, 1
  %safe342 = select i1 %ok331, i32 %off340, i32 2147483647
  %dyv344 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe342, i32 0, i32 0)
  %kin346 = add i32 %kin329, 1
  %kok347 = icmp ult i32 %kin346, %kpg
  %ok348 = and i1 %pok324, %kok347
  %el350 = add i32 %el338, 1
  %off352 = shl i32 %el350, 1
  %safe354 = select i1 %ok348, i32 %off352, i32 2147483647
  %dyv356 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe354, i32 0, i32 0)
  %lrow358 = mul i32 %row318, 24
  %lel359 = add i32 %lrow358, %chan322
  %lb361 = shl i32 %lel359, 1
  %la363 = add i32 %lb361, 0
  %lo364 = zext i16 %dyv344 to i32
  %hw365 = zext i16 %dyv356 to i32
  %hs367 = shl i32 %hw365, 16
  %pair368 = or i32 %lo364, %hs367
  %pairf369 = bitcast i32 %pair368 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la363
  store float %pairf369, ptr addrspace(3) %gep.10, align 4
  %e371 = add i32 %tid28, 0
  %row373 = udiv i32 %e371, 32
  %cc375 = urem i32 %e371, 32
  %chan377 = shl i32 %cc375, 1
  %pos378 = add i32 %p_s130, %row373
  %pok379 = icmp ult i32 %pos378, %p_hi109
  %n380 = udiv i32 %pos378, %howo102
  %prem381 = urem i32 %pos378, %howo102
  %ho382 = udiv i32 %prem381, %wo
  %wo383 = urem i32 %prem381, %wo
  %h_a384 = mul i32 %ho382, %stride_h
  %hi385 = add i32 %h_a384, %h_tap86
  %hiok386 = icmp ult i32 %hi385, %hi
  %w_a387 = mul i32 %wo383, %stride_w
  %wi388 = add i32 %w_a387, %w_tap88
  %wiok389 = icmp ult i32 %wi388, %wi
  %cin390 = add i32 %c_blk92, %chan377
  %cok391 = icmp ult i32 %cin390, %cpg
  %ok392 = and i1 %pok379, %hiok386
  %ok393 = and i1 %ok392, %wiok389
  %ok394 = and i1 %ok393, %cok391
  %e_n395 = mul i32 %n380, %x_stride_n
  %e_h396 = mul i32 %hi385, %x_stride_h
  %e_w397 = mul i32 %wi388, %x_stride_w
  %el398 = add i32 %e_n395, %e_h396
  %el399 = add i32 %el398, %e_w397
  %el400 = add i32 %el399, %x_ch96
  %el401 = add i32 %el400, %chan377
  %off403 = shl i32 %el401, 1
  %safe405 = select i1 %ok394, i32 %off403, i32 2147483647
  %xv407 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe405, i32 0, i32 0)
  %cin409 = add i32 %cin390, 1
  %cok410 = icmp ult i32 %cin409, %cpg
  %ok411 = and i1 %ok393, %cok410
  %el413 = add i32 %el401, 1
  %off415 = shl i32 %el413, 1
  %safe417 = select i1 %ok411, i32 %off415, i32 2147483647
  %xv419 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe417, i32 0, i32 0)
  %lrow421 = mul i32 %row373, 72
  %lel422 = add i32 %lrow421, %chan377
  %lb424 = shl i32 %lel422, 1
  %la426 = add i32 %lb424, 1536
  %lo427 = zext i16 %xv407 to i32
  %hw428 = zext i16 %xv419 to i32
  %hs430 = shl i32 %hw428, 16
  %pair431 = or i32 %lo427, %hs430
  %pairf432 = bitcast i32 %pair431 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la426
  store float %pairf432, ptr addrspace(3) %gep.11, align 4
  %e434 = add i32 %tid28, 128
  %row436 = udiv i32 %e434, 32
  %cc438 = urem i32 %e434, 32
  %chan440 = shl i32 %cc438, 1
  %pos441 = add i32 %p_s130, %row436
  %pok442 = icmp ult i32 %pos441, %p_hi109
  %n443 = udiv i32 %pos441, %howo102
  %prem444 = urem i32 %pos441, %howo102
  %ho445 = udiv i32 %prem444, %wo
  %wo446 = urem i32 %prem444, %wo
  %h_a447 = mul i32 %ho445, %stride_h
  %hi448 = add i32 %h_a447, %h_tap86
  %hiok449 = icmp ult i32 %hi448, %hi
  %w_a450 = mul i32 %wo446, %stride_w
  %wi451 = add i32 %w_a450, %w_tap88
  %wiok452 = icmp ult i32 %wi451, %wi
  %cin453 = add i32 %c_blk92, %chan440
  %cok454 = icmp ult i32 %cin453, %cpg
  %ok455 = and i1 %pok442, %hiok449
  %ok456 = and i1 %ok455, %wiok452
  %ok457 = and i1 %ok456, %cok454
  %e_n458 = mul i32 %n443, %x_stride_n
  %e_h459 = mul i32 %hi448, %x_stride_h
  %e_w460 = mul i32 %wi451, %x_stride_w
  %el461 = add i32 %e_n458, %e_h459
  %el462 = add i32 %el461, %e_w460
  %el463 = add i32 %el462, %x_ch96
  %el464 = add i32 %el463, %chan440
  %off466 = shl i32 %el464, 1
  %safe468 = select i1 %ok457, i32 %off466, i32 2147483647
  %xv470 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe468, i32 0, i32 0)
  %cin472 = add i32 %cin453, 1
  %cok473 = icmp ult i32 %cin472, %cpg
  %ok474 = and i1 %ok456, %cok473
  %el476 = add i32 %el464, 1
  %off478 = shl i32 %el476, 1
  %safe480 = select i1 %ok474, i32 %off478, i32 2147483647
  %xv482 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe480, i32 0, i32 0)
  %lrow484 = mul i32 %row436, 72
  %lel485 = add i32 %lrow484, %chan440
  %lb487 = shl i32 %lel485, 1
  %la489 = add i32 %lb487, 1536
  %lo490 = zext i16 %xv470 to i32
  %hw491 = zext i16 %xv482 to i32
  %hs493 = shl i32 %hw491, 16
  %pair494 = or i32 %lo490, %hs493
  %pairf495 = bitcast i32 %pair494 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la489
  store float %pairf495, ptr addrspace(3) %gep.12, align 4
  %e497 = add i32 %tid28, 256
  %row499 = udiv i32 %e497, 32
  %cc501 = urem i32 %e497, 32
  %chan503 = shl i32 %cc501, 1
  %pos504 = add i32 %p_s130, %row499
  %pok505 = icmp ult i32 %pos504, %p_hi109
  %n506 = udiv i32 %pos504, %howo102
  %prem507 = urem i32 %pos504, %howo102
  %ho508 = udiv i32 %prem507, %wo
  %wo509 = urem i32 %prem507, %wo
  %h_a510 = mul i32 %ho508, %stride_h
  %hi511 = add i32 %h_a510, %h_tap86
  %hiok512 = icmp ult i32 %hi511, %hi
  %w_a513 = mul i32 %wo509, %stride_w
  %wi514 = add i32 %w_a513, %w_tap88
  %wiok515 = icmp ult i32 %wi514, %wi
  %cin516 = add i32 %c_blk92, %chan503
  %cok517 = icmp ult i32 %cin516, %cpg
  %ok518 = and i1 %pok505, %hiok512
  %ok519 = and i1 %ok518, %wiok515
  %ok520 = and i1 %ok519, %cok517
  %e_n521 = mul i32 %n506, %x_stride_n
  %e_h522 = mul i32 %hi511, %x_stride_h
  %e_w523 = mul i32 %wi514, %x_stride_w
  %el524 = add i32 %e_n521, %e_h522
  %el525 = add i32 %el524, %e_w523
  %el526 = add i32 %el525, %x_ch96
  %el527 = add i32 %el526, %chan503
  %off529 = shl i32 %el527, 1
  %safe531 = select i1 %ok520, i32 %off529, i32 2147483647
  %xv533 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe531, i32 0, i32 0)
  %cin535 = add i32 %cin516, 1
  %cok536 = icmp ult i32 %cin535, %cpg
  %ok537 = and i1 %ok519, %cok536
  %el539 = add i32 %el527, 1
  %off541 = shl i32 %el539, 1
  %safe543 = select i1 %ok537, i32 %off541, i32 2147483647
  %xv545 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe543, i32 0, i32 0)
  %lrow547 = mul i32 %row499, 72
  %lel548 = add i32 %lrow547, %chan503
  %lb550 = shl i32 %lel548, 1
  %la552 = add i32 %lb550, 1536
  %lo553 = zext i16 %xv533 to i32
  %hw554 = zext i16 %xv545 to i32
  %hs556 = shl i32 %hw554, 16
  %pair557 = or i32 %lo553, %hs556
  %pairf558 = bitcast i32 %pair557 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la552
  store float %pairf558, ptr addrspace(3) %gep.13, align 4
  %e560 = add i32 %tid28, 384
  %row562 = udiv i32 %e560, 32
  %cc564 = urem i32 %e560, 32
  %chan566 = shl i32 %cc564, 1
  %pos567 = add i32 %p_s130, %row562
  %pok568 = icmp ult i32 %pos567, %p_hi109
  %n569 = udiv i32 %pos567, %howo102
  %prem570 = urem i32 %pos567, %howo102
  %ho571 = udiv i32 %prem570, %wo
  %wo572 = urem i32 %prem570, %wo
  %h_a573 = mul i32 %ho571, %stride_h
  %hi574 = add i32 %h_a573, %h_tap86
  %hiok575 = icmp ult i32 %hi574, %hi
  %w_a576 = mul i32 %wo572, %stride_w
  %wi577 = add i32 %w_a576, %w_tap88
  %wiok578 = icmp ult i32 %wi577, %wi
  %cin579 = add i32 %c_blk92, %chan566
  %cok580 = icmp ult i32 %cin579, %cpg
  %ok581 = and i1 %pok568, %hiok575
  %ok582 = and i1 %ok581, %wiok578
  %ok583 = and i1 %ok582, %cok580
  %e_n584 = mul i32 %n569, %x_stride_n
  %e_h585 = mul i32 %hi574, %x_stride_h
  %e_w586 = mul i32 %wi577, %x_stride_w
  %el587 = add i32 %e_n584, %e_h585
  %el588 = add i32 %el587, %e_w586
  %el589 = add i32 %el588, %x_ch96
  %el590 = add i32 %el589, %chan566
  %off592 = shl i32 %el590, 1
  %safe594 = select i1 %ok583, i32 %off592, i32 2147483647
  %xv596 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe594, i32 0, i32 0)
  %cin598 = add i32 %cin579, 1
  %cok599 = icmp ult i32 %cin598, %cpg
  %ok600 = and i1 %ok582, %cok599
  %el602 = add i32 %el590, 1
  %off604 = shl i32 %el602, 1
  %safe606 = select i1 %ok600, i32 %off604, i32 2147483647
  %xv608 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe606, i32 0, i32 0)
  %lrow610 = mul i32 %row562, 72
  %lel611 = add i32 %lrow610, %chan566
  %lb613 = shl i32 %lel611, 1
  %la615 = add i32 %lb613, 1536
  %lo616 = zext i16 %xv596 to i32
  %hw617 = zext i16 %xv608 to i32
  %hs619 = shl i32 %hw617, 16
  %pair620 = or i32 %lo616, %hs619
  %pairf621 = bitcast i32 %pair620 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la615
  store float %pairf621, ptr addrspace(3) %gep.14, align 4
  %e623 = add i32 %tid28, 512
  %row625 = udiv i32 %e623, 32
  %cc627 = urem i32 %e623, 32
  %chan629 = shl i32 %cc627, 1
  %pos630 = add i32 %p_s130, %row625
  %pok631 = icmp ult i32 %pos630, %p_hi109
  %n632 = udiv i32 %pos630, %howo102
  %prem633 = urem i32 %pos630, %howo102
  %ho634 = udiv i32 %prem633, %wo
  %wo635 = urem i32 %prem633, %wo
  %h_a636 = mul i32 %ho634, %stride_h
  %hi637 = add i32 %h_a636, %h_tap86
  %hiok638 = icmp ult i32 %hi637, %hi
  %w_a639 = mul i32 %wo635, %stride_w
  %wi640 = add i32 %w_a639, %w_tap88
  %wiok641 = icmp ult i32 %wi640, %wi
  %cin642 = add i32 %c_blk92, %chan629
  %cok643 = icmp ult i32 %cin642, %cpg
  %ok644 = and i1 %pok631, %hiok638
  %ok645 = and i1 %ok644, %wiok641
  %ok646 = and i1 %ok645, %cok643
  %e_n647 = mul i32 %n632, %x_stride_n
  %e_h648 = mul i32 %hi637, %x_stride_h
  %e_w649 = mul i32 %wi640, %x_stride_w
  %el650 = add i32 %e_n647, %e_h648
  %el651 = add i32 %el650, %e_w649
  %el652 = add i32 %el651, %x_ch96
  %el653 = add i32 %el652, %chan629
  %off655 = shl i32 %el653, 1
  %safe657 = select i1 %ok646, i32 %off655, i32 2147483647
  %xv659 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe657, i32 0, i32 0)
  %cin661 = add i32 %cin642, 1
  %cok662 = icmp ult i32 %cin661, %cpg
  %ok663 = and i1 %ok645, %cok662
  %el665 = add i32 %el653, 1
  %off667 = shl i32 %el665, 1
  %safe669 = select i1 %ok663, i32 %off667, i32 2147483647
  %xv671 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe669, i32 0, i32 0)
  %lrow673 = mul i32 %row625, 72
  %lel674 = add i32 %lrow673, %chan629
  %lb676 = shl i32 %lel674, 1
  %la678 = add i32 %lb676, 1536
  %lo679 = zext i16 %xv659 to i32
  %hw680 = zext i16 %xv671 to i32
  %hs682 = shl i32 %hw680, 16
  %pair683 = or i32 %lo679, %hs682
  %pairf684 = bitcast i32 %pair683 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la678
  store float %pairf684, ptr addrspace(3) %gep.15, align 4
  %e686 = add i32 %tid28, 640
  %row688 = udiv i32 %e686, 32
  %cc690 = urem i32 %e686, 32
  %chan692 = shl i32 %cc690, 1
  %pos693 = add i32 %p_s130, %row688
  %pok694 = icmp ult i32 %pos693, %p_hi109
  %n695 = udiv i32 %pos693, %howo102
  %prem696 = urem i32 %pos693, %howo102
  %ho697 = udiv i32 %prem696, %wo
  %wo698 = urem i32 %prem696, %wo
  %h_a699 = mul i32 %ho697, %stride_h
  %hi700 = add i32 %h_a699, %h_tap86
  %hiok701 = icmp ult i32 %hi700, %hi
  %w_a702 = mul i32 %wo698, %stride_w
  %wi703 = add i32 %w_a702, %w_tap88
  %wiok704 = icmp ult i32 %wi703, %wi
  %cin705 = add i32 %c_blk92, %chan692
  %cok706 = icmp ult i32 %cin705, %cpg
  %ok707 = and i1 %pok694, %hiok701
  %ok708 = and i1 %ok707, %wiok704
  %ok709 = and i1 %ok708, %cok706
  %e_n710 = mul i32 %n695, %x_stride_n
  %e_h711 = mul i32 %hi700, %x_stride_h
  %e_w712 = mul i32 %wi703, %x_stride_w
  %el713 = add i32 %e_n710, %e_h711
  %el714 = add i32 %el713, %e_w712
  %el715 = add i32 %el714, %x_ch96
  %el716 = add i32 %el715, %chan692
  %off718 = shl i32 %el716, 1
  %safe720 = select i1 %ok709, i32 %off718, i32 2147483647
  %xv722 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe720, i32 0, i32 0)
  %cin724 = add i32 %cin705, 1
  %cok725 = icmp ult i32 %cin724, %cpg
  %ok726 = and i1 %ok708, %cok725
  %el728 = add i32 %el716, 1
  %off730 = shl i32 %el728, 1
  %safe732 = select i1 %ok726, i32 %off730, i32 2147483647
  %xv734 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe732, i32 0, i32 0)
  %lrow736 = mul i32 %row688, 72
  %lel737 = add i32 %lrow736, %chan692
  %lb739 = shl i32 %lel737, 1
  %la741 = add i32 %lb739, 1536
  %lo742 = zext i16 %xv722 to i32
  %hw743 = zext i16 %xv734 to i32
  %hs745 = shl i32 %hw743, 16
  %pair746 = or i32 %lo742, %hs745
  %pairf747 = bitcast i32 %pair746 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la741
  store float %pairf747, ptr addrspace(3) %gep.16, align 4
  %e749 = add i32 %tid28, 768
  %row751 = udiv i32 %e749, 32
  %cc753 = urem i32 %e749, 32
  %chan755 = shl i32 %cc753, 1
  %pos756 = add i32 %p_s130, %row751
  %pok757 = icmp ult i32 %pos756, %p_hi109
  %n758 = udiv i32 %pos756, %howo102
  %prem759 = urem i32 %pos756, %howo102
  %ho760 = udiv i32 %prem759, %wo
  %wo761 = urem i32 %prem759, %wo
  %h_a762 = mul i32 %ho760, %stride_h
  %hi763 = add i32 %h_a762, %h_tap86
  %hiok764 = icmp ult i32 %hi763, %hi
  %w_a765 = mul i32 %wo761, %stride_w
  %wi766 = add i32 %w_a765, %w_tap88
  %wiok767 = icmp ult i32 %wi766, %wi
  %cin768 = add i32 %c_blk92, %chan755
  %cok769 = icmp ult i32 %cin768, %cpg
  %ok770 = and i1 %pok757, %hiok764
  %ok771 = and i1 %ok770, %wiok767
  %ok772 = and i1 %ok771, %cok769
  %e_n773 = mul i32 %n758, %x_stride_n
  %e_h774 = mul i32 %hi763, %x_stride_h
  %e_w775 = mul i32 %wi766, %x_stride_w
  %el776 = add i32 %e_n773, %e_h774
  %el777 = add i32 %el776, %e_w775
  %el778 = add i32 %el777, %x_ch96
  %el779 = add i32 %el778, %chan755
  %off781 = shl i32 %el779, 1
  %safe783 = select i1 %ok772, i32 %off781, i32 2147483647
  %xv785 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe783, i32 0, i32 0)
  %cin787 = add i32 %cin768, 1
  %cok788 = icmp ult i32 %cin787, %cpg
  %ok789 = and i1 %ok771, %cok788
  %el791 = add i32 %el779, 1
  %off793 = shl i32 %el791, 1
  %safe795 = select i1 %ok789, i32 %off793, i32 2147483647
  %xv797 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe795, i32 0, i32 0)
  %lrow799 = mul i32 %row751, 72
  %lel800 = add i32 %lrow799, %chan755
  %lb802 = shl i32 %lel800, 1
  %la804 = add i32 %lb802, 1536
  %lo805 = zext i16 %xv785 to i32
  %hw806 = zext i16 %xv797 to i32
  %hs808 = shl i32 %hw806, 16
  %pair809 = or i32 %lo805, %hs808
  %pairf810 = bitcast i32 %pair809 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la804
  store float %pairf810, ptr addrspace(3) %gep.17, align 4
  %e812 = add i32 %tid28, 896
  %row814 = udiv i32 %e812, 32
  %cc816 = urem i32 %e812, 32
  %chan818 = shl i32 %cc816, 1
  %pos819 = add i32 %p_s130, %row814
  %pok820 = icmp ult i32 %pos819, %p_hi109
  %n821 = udiv i32 %pos819, %howo102
  %prem822 = urem i32 %pos819, %howo102
  %ho823 = udiv i32 %prem822, %wo
  %wo824 = urem i32 %prem822, %wo
  %h_a825 = mul i32 %ho823, %stride_h
  %hi826 = add i32 %h_a825, %h_tap86
  %hiok827 = icmp ult i32 %hi826, %hi
  %w_a828 = mul i32 %wo824, %stride_w
  %wi829 = add i32 %w_a828, %w_tap88
  %wiok830 = icmp ult i32 %wi829, %wi
  %cin831 = add i32 %c_blk92, %chan818
  %cok832 = icmp ult i32 %cin831, %cpg
  %ok833 = and i1 %pok820, %hiok827
  %ok834 = and i1 %ok833, %wiok830
  %ok835 = and i1 %ok834, %cok832
  %e_n836 = mul i32 %n821, %x_stride_n
  %e_h837 = mul i32 %hi826, %x_stride_h
  %e_w838 = mul i32 %wi829, %x_stride_w
  %el839 = add i32 %e_n836, %e_h837
  %el840 = add i32 %el839, %e_w838
  %el841 = add i32 %el840, %x_ch96
  %el842 = add i32 %el841, %chan818
  %off844 = shl i32 %el842, 1
  %safe846 = select i1 %ok835, i32 %off844, i32 2147483647
  %xv848 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe846, i32 0, i32 0)
  %cin850 = add i32 %cin831, 1
  %cok851 = icmp ult i32 %cin850, %cpg
  %ok852 = and i1 %ok834, %cok851
  %el854 = add i32 %el842, 1
  %off856 = shl i32 %el854, 1
  %safe858 = select i1 %ok852, i32 %off856, i32 2147483647
  %xv860 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe858, i32 0, i32 0)
  %lrow862 = mul i32 %row814, 72
  %lel863 = add i32 %lrow862, %chan818
  %lb865 = shl i32 %lel863, 1
  %la867 = add i32 %lb865, 1536
  %lo868 = zext i16 %xv848 to i32
  %hw869 = zext i16 %xv860 to i32
  %hs871 = shl i32 %hw869, 16
  %pair872 = or i32 %lo868, %hs871
  %pairf873 = bitcast i32 %pair872 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %la867
  store float %pairf873, ptr addrspace(3) %gep.18, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr875 = add i32 %a_lane59, 0
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %a_addr875
  %a_lo876 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %a_addr878 = add i32 %a_lane59, 768
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %a_addr878
  %a_hi879 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %a_frag880 = shufflevector <8 x half> %a_lo876, <8 x half> %a_hi879, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr882 = add i32 %b_lane65, 1536
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %b_addr882
  %b_lo883 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_addr885 = add i32 %b_lane65, 3840
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w1x4_t1x1_ks1_wsr1, i32 %b_addr885
  %b_hi886 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %b_frag887 = shufflevector <8 x half> %b_lo883, <8 x half> %b_hi886, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc888 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag880, i1 false, <16 x half> %b_frag887, i16 0, <8 x float> %acc127, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t126, 1
  br label %for.head.1
for.exit.1:
  %slab890 = urem i32 %split67, 1
  %slab_g891 = mul i32 %slab890, %groups
  %slab_k892 = mul i32 %slab_g891, %kpg
  %kbase893 = add i32 %slab_k892, %gk93
  %frow894 = mul i32 %cpg, %taps68
  %tap_c895 = mul i32 %tap79, %cpg
  %c_w896 = add i32 %c_blk92, %wcb40
  %k_w897 = add i32 %k_blk90, %wkb38
  %k_h898 = add i32 %k_w897, %khalf44
  %cin900 = add i32 %c_w896, 0
  %cin901 = add i32 %cin900, %lcol49
  %cok902 = icmp ult i32 %cin901, %cpg
  %kin904 = add i32 %k_h898, 0
  %kok905 = icmp ult i32 %kin904, %kpg
  %ok906 = and i1 %kok905, %cok902
  br i1 %ok906, label %if.then.4, label %if.end.4
if.then.4:
  %krow907 = add i32 %kbase893, %kin904
  %t_k908 = mul i32 %krow907, %frow894
  %t_t909 = add i32 %t_k908, %tap_c895
  %el910 = add i32 %t_t909, %cin901
  %off912 = shl i32 %el910, 2
  %v913 = extractelement <8 x float> %acc127, i32 0
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v913, ptr addrspace(8) %rws120, i32 %off912, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin916 = add i32 %k_h898, 1
  %kok917 = icmp ult i32 %kin916, %kpg
  %ok918 = and i1 %kok917, %cok902
  br i1 %ok918, label %if.then.5, label %if.end.5
if.then.5:
  %krow919 = add i32 %kbase893, %kin916
  %t_k920 = mul i32 %krow919, %frow894
  %t_t921 = add i32 %t_k920, %tap_c895
  %el922 = add i32 %t_t921, %cin901
  %off924 = shl i32 %el922, 2
  %v925 = extractelement <8 x float> %acc127, i32 1
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v925, ptr addrspace(8) %rws120, i32 %off924, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin928 = add i32 %k_h898, 2
  %kok929 = icmp ult i32 %kin928, %kpg
  %ok930 = and i1 %kok929, %cok902
  br i1 %ok930, label %if.then.6, label %if.end.6
if.then.6:
  %krow931 = add i32 %kbase893, %kin928
  %t_k932 = mul i32 %krow931, %frow894
  %t_t933 = add i32 %t_k932, %tap_c895
  %el934 = add i32 %t_t933, %cin901
  %off936 = shl i32 %el934, 2
  %v937 = extractelement <8 x float> %acc127, i32 2
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v937, ptr addrspace(8) %rws120, i32 %off936, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin940 = add i32 %k_h898, 3
  %kok941 = icmp ult i32 %kin940, %kpg
  %ok942 = and i1 %kok941, %cok902
  br i1 %ok942, label %if.then.7, label %if.end.7
if.then.7:
  %krow943 = add i32 %kbase893, %kin940
  %t_k944 = mul i32 %krow943, %frow894
  %t_t945 = add i32 %t_k944, %tap_c895
  %el946 = add i32 %t_t945, %cin901
  %off948 = shl i32 %el946, 2
  %v949 = extractelement <8 x float> %acc127, i32 3
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v949, ptr addrspace(8) %rws120, i32 %off948, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin952 = add i32 %k_h898, 4
  %kok953 = icmp ult i32 %kin952, %kpg
  %ok954 = and i1 %kok953, %cok902
  br i1 %ok954, label %if.then.8, label %if.end.8
if.then.8:
  %krow955 = add i32 %kbase893, %kin952
  %t_k956 = mul i32 %krow955, %frow894
  %t_t957 = add i32 %t_k956, %tap_c895
  %el958 = add i32 %t_t957, %cin901
  %off960 = shl i32 %el958, 2
  %v961 = extractelement <8 x float> %acc127, i32 4
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v961, ptr addrspace(8) %rws120, i32 %off960, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin964 = add i32 %k_h898, 5
  %kok965 = icmp ult i32 %kin964, %kpg
  %ok966 = and i1 %kok965, %cok902
  br i1 %ok966, label %if.then.9, label %if.end.9
if.then.9:
  %krow967 = add i32 %kbase893, %kin964
  %t_k968 = mul i32 %krow967, %frow894
  %t_t969 = add i32 %t_k968, %tap_c895
  %el970 = add i32 %t_t969, %cin901
  %off972 = shl i32 %el970, 2
  %v973 = extractelement <8 x float> %acc127, i32 5
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v973, ptr addrspace(8) %rws120, i32 %off972, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin976 = add i32 %k_h898, 6
  %kok977 = icmp ult i32 %kin976, %kpg
  %ok978 = and i1 %kok977, %cok902
  br i1 %ok978, label %if.then.10, label %if.end.10
if.then.10:
  %krow979 = add i32 %kbase893, %kin976
  %t_k980 = mul i32 %krow979, %frow894
  %t_t981 = add i32 %t_k980, %tap_c895
  %el982 = add i32 %t_t981, %cin901
  %off984 = shl i32 %el982, 2
  %v985 = extractelement <8 x float> %acc127, i32 6
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v985, ptr addrspace(8) %rws120, i32 %off984, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin988 = add i32 %k_h898, 7
  %kok989 = icmp ult i32 %kin988, %kpg
  %ok990 = and i1 %kok989, %cok902
  br i1 %ok990, label %if.then.11, label %if.end.11
if.then.11:
  %krow991 = add i32 %kbase893, %kin988
  %t_k992 = mul i32 %krow991, %frow894
  %t_t993 = add i32 %t_k992, %tap_c895
  %el994 = add i32 %t_t993, %cin901
  %off996 = shl i32 %el994, 2
  %v997 = extractelement <8 x float> %acc127, i32 7
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v997, ptr addrspace(8) %rws120, i32 %off996, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="148" }
