; irgate implicit_gemm_wgrad{dtype=fp16,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,dilation_h=-1,dilation_w=-1,waves_m=2,waves_n=2,wave_tiles_m=1,wave_tiles_n=1,k_steps=4,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1 = internal unnamed_addr addrspace(3) global [5120 x i8] undef, align 16

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

define amdgpu_kernel void @irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
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
  %taps68 = mul i32 %filter_h, %filter_w
  %nct_a70 = add i32 %cpg, 31
  %nct72 = udiv i32 %nct_a70, 32
  %nkt_a74 = add i32 %kpg, 31
  %nkt76 = udiv i32 %nkt_a74, 32
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
  %k_blk90 = mul i32 %kt81, 32
  %c_blk92 = mul i32 %ct77, 32
  %gk93 = mul i32 %g82, %kpg
  %gc94 = mul i32 %g82, %cpg
  %dy_ch95 = add i32 %gk93, %k_blk90
  %x_ch96 = add i32 %gc94, %c_blk92
  %ch_or97 = or i32 %cpg, %kpg
  %ch_lo99 = and i32 %ch_or97, 7
  %vec_ok101 = icmp eq i32 %ch_lo99, 0
  %howo102 = mul i32 %ho, %wo
  %npos103 = mul i32 %n, %howo102
  %p_lo105 = mul i32 %split67, 128
  %p_end107 = add i32 %p_lo105, 128
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
  %acc127 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc699, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t126, %steps117
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to129 = shl i32 %t126, 5
  %p_s130 = add i32 %p_lo105, %to129
  br i1 %vec_ok101, label %if.then.2, label %if.else.2
if.then.2:
  %e132 = add i32 %tid28, 0
  %row134 = udiv i32 %e132, 4
  %cc136 = urem i32 %e132, 4
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
  %lrow162 = mul i32 %row134, 40
  %lel163 = add i32 %lrow162, %chan138
  %lb165 = shl i32 %lel163, 1
  %la167 = add i32 %lb165, 0
  %e169 = add i32 %tid28, 0
  %row171 = udiv i32 %e169, 4
  %cc173 = urem i32 %e169, 4
  %chan175 = shl i32 %cc173, 3
  %pos176 = add i32 %p_s130, %row171
  %pok177 = icmp ult i32 %pos176, %p_hi109
  %n178 = udiv i32 %pos176, %howo102
  %prem179 = urem i32 %pos176, %howo102
  %ho180 = udiv i32 %prem179, %wo
  %wo181 = urem i32 %prem179, %wo
  %h_a182 = mul i32 %ho180, %stride_h
  %hi183 = add i32 %h_a182, %h_tap86
  %hiok184 = icmp ult i32 %hi183, %hi
  %w_a185 = mul i32 %wo181, %stride_w
  %wi186 = add i32 %w_a185, %w_tap88
  %wiok187 = icmp ult i32 %wi186, %wi
  %cin188 = add i32 %c_blk92, %chan175
  %cok189 = icmp ult i32 %cin188, %cpg
  %ok190 = and i1 %pok177, %hiok184
  %ok191 = and i1 %ok190, %wiok187
  %ok192 = and i1 %ok191, %cok189
  %e_n193 = mul i32 %n178, %x_stride_n
  %e_h194 = mul i32 %hi183, %x_stride_h
  %e_w195 = mul i32 %wi186, %x_stride_w
  %el196 = add i32 %e_n193, %e_h194
  %el197 = add i32 %el196, %e_w195
  %el198 = add i32 %el197, %x_ch96
  %el199 = add i32 %el198, %chan175
  %off201 = shl i32 %el199, 1
  %safe203 = select i1 %ok192, i32 %off201, i32 2147483647
  %xv205 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx119, i32 %safe203, i32 0, i32 0)
  %lrow207 = mul i32 %row171, 40
  %lel208 = add i32 %lrow207, %chan175
  %lb210 = shl i32 %lel208, 1
  %la212 = add i32 %lb210, 2560
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la167
  store <4 x i32> %dyv160, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la212
  store <4 x i32> %xv205, ptr addrspace(3) %gep.7, align 16
  br label %if.end.2
if.else.2:
  %e214 = add i32 %tid28, 0
  %row216 = udiv i32 %e214, 16
  %cc218 = urem i32 %e214, 16
  %chan220 = shl i32 %cc218, 1
  %pos221 = add i32 %p_s130, %row216
  %pok222 = icmp ult i32 %pos221, %p_hi109
  %n223 = udiv i32 %pos221, %howo102
  %prem224 = urem i32 %pos221, %howo102
  %ho225 = udiv i32 %prem224, %wo
  %wo226 = urem i32 %prem224, %wo
  %kin227 = add i32 %k_blk90, %chan220
  %kok228 = icmp ult i32 %kin227, %kpg
  %ok229 = and i1 %pok222, %kok228
  %e_n230 = mul i32 %n223, %dy_stride_n
  %e_h231 = mul i32 %ho225, %dy_stride_h
  %e_w232 = mul i32 %wo226, %dy_stride_w
  %el233 = add i32 %e_n230, %e_h231
  %el234 = add i32 %el233, %e_w232
  %el235 = add i32 %el234, %dy_ch95
  %el236 = add i32 %el235, %chan220
  %off238 = shl i32 %el236, 1
  %safe240 = select i1 %ok229, i32 %off238, i32 2147483647
  %dyv242 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe240, i32 0, i32 0)
  %kin244 = add i32 %kin227, 1
  %kok245 = icmp ult i32 %kin244, %kpg
  %ok246 = and i1 %pok222, %kok245
  %el248 = add i32 %el236, 1
  %off250 = shl i32 %el248, 1
  %safe252 = select i1 %ok246, i32 %off250, i32 2147483647
  %dyv254 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe252, i32 0, i32 0)
  %lrow256 = mul i32 %row216, 40
  %lel257 = add i32 %lrow256, %chan220
  %lb259 = shl i32 %lel257, 1
  %la261 = add i32 %lb259, 0
  %lo262 = zext i16 %dyv242 to i32
  %hw263 = zext i16 %dyv254 to i32
  %hs265 = shl i32 %hw263, 16
  %pair266 = or i32 %lo262, %hs265
  %pairf267 = bitcast i32 %pair266 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la261
  store float %pairf267, ptr addrspace(3) %gep.8, align 4
  %e269 = add i32 %tid28, 128
  %row271 = udiv i32 %e269, 16
  %cc273 = urem i32 %e269, 16
  %chan275 = shl i32 %cc273, 1
  %pos276 = add i32 %p_s130, %row271
  %pok277 = icmp ult i32 %pos276, %p_hi109
  %n278 = udiv i32 %pos276, %howo102
  %prem279 = urem i32 %pos276, %howo102
  %ho280 = udiv i32 %prem279, %wo
  %wo281 = urem i32 %prem279, %wo
  %kin282 = add i32 %k_blk90, %chan275
  %kok283 = icmp ult i32 %kin282, %kpg
  %ok284 = and i1 %pok277, %kok283
  %e_n285 = mul i32 %n278, %dy_stride_n
  %e_h286 = mul i32 %ho280, %dy_stride_h
  %e_w287 = mul i32 %wo281, %dy_stride_w
  %el288 = add i32 %e_n285, %e_h286
  %el289 = add i32 %el288, %e_w287
  %el290 = add i32 %el289, %dy_ch95
  %el291 = add i32 %el290, %chan275
  %off293 = shl i32 %el291, 1
  %safe295 = select i1 %ok284, i32 %off293, i32 2147483647
  %dyv297 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe295, i32 0, i32 0)
  %kin299 = add i32 %kin282, 1
  %kok300 = icmp ult i32 %kin299, %kpg
  %ok301 = and i1 %pok277, %kok300
  %el303 = add i32 %el291, 1
  %off305 = shl i32 %el303, 1
  %safe307 = select i1 %ok301, i32 %off305, i32 2147483647
  %dyv309 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe307, i32 0, i32 0)
  %lrow311 = mul i32 %row271, 40
  %lel312 = add i32 %lrow311, %chan275
  %lb314 = shl i32 %lel312, 1
  %la316 = add i32 %lb314, 0
  %lo317 = zext i16 %dyv297 to i32
  %hw318 = zext i16 %dyv309 to i32
  %hs320 = shl i32 %hw318, 16
  %pair321 = or i32 %lo317, %hs320
  %pairf322 = bitcast i32 %pair321 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la316
  store float %pairf322, ptr addrspace(3) %gep.9, align 4
  %e324 = add i32 %tid28, 256
  %row326 = udiv i32 %e324, 16
  %cc328 = urem i32 %e324, 16
  %chan330 = shl i32 %cc328, 1
  %pos331 = add i32 %p_s130, %row326
  %pok332 = icmp ult i32 %pos331, %p_hi109
  %n333 = udiv i32 %pos331, %howo102
  %prem334 = urem i32 %pos331, %howo102
  %ho335 = udiv i32 %prem334, %wo
  %wo336 = urem i32 %prem334, %wo
  %kin337 = add i32 %k_blk90, %chan330
  %kok338 = icmp ult i32 %kin337, %kpg
  %ok339 = and i1 %pok332, %kok338
  %e_n340 = mul i32 %n333, %dy_stride_n
  %e_h341 = mul i32 %ho335, %dy_stride_h
  %e_w342 = mul i32 %wo336, %dy_stride_w
  %el343 = add i32 %e_n340, %e_h341
  %el344 = add i32 %el343, %e_w342
  %el345 = add i32 %el344, %dy_ch95
  %el346 = add i32 %el345, %chan330
  %off348 = shl i32 %el346, 1
  %safe350 = select i1 %ok339, i32 %off348, i32 2147483647
  %dyv352 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe350, i32 0, i32 0)
  %kin354 = add i32 %kin337, 1
  %kok355 = icmp ult i32 %kin354, %kpg
  %ok356 = and i1 %pok332, %kok355
  %el358 = add i32 %el346, 1
  %off360 = shl i32 %el358, 1
  %safe362 = select i1 %ok356, i32 %off360, i32 2147483647
  %dyv364 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe362, i32 0, i32 0)
  %lrow366 = mul i32 %row326, 40
  %lel367 = add i32 %lrow366, %chan330
  %lb369 = shl i32 %lel367, 1
  %la371 = add i32 %lb369, 0
  %lo372 = zext i16 %dyv352 to i32
  %hw373 = zext i16 %dyv364 to i32
  %hs375 = shl i32 %hw373, 16
  %pair376 = or i32 %lo372, %hs375
  %pairf377 = bitcast i32 %pair376 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la371
  store float %pairf377, ptr addrspace(3) %gep.10, align 4
  %e379 = add i32 %tid28, 384
  %row381 = udiv i32 %e379, 16
  %cc383 = urem i32 %e379, 16
  %chan385 = shl i32 %cc383, 1
  %pos386 = add i32 %p_s130, %row381
  %pok387 = icmp ult i32 %pos386, %p_hi109
  %n388 = udiv i32 %pos386, %howo102
  %prem389 = urem i32 %pos386, %howo102
  %ho390 = udiv i32 %prem389, %wo
  %wo391 = urem i32 %prem389, %wo
  %kin392 = add i32 %k_blk90, %chan385
  %kok393 = icmp ult i32 %kin392, %kpg
  %ok394 = and i1 %pok387, %kok393
  %e_n395 = mul i32 %n388, %dy_stride_n
  %e_h396 = mul i32 %ho390, %dy_stride_h
  %e_w397 = mul i32 %wo391, %dy_stride_w
  %el398 = add i32 %e_n395, %e_h396
  %el399 = add i32 %el398, %e_w397
  %el400 = add i32 %el399, %dy_ch95
  %el401 = add i32 %el400, %chan385
  %off403 = shl i32 %el401, 1
  %safe405 = select i1 %ok394, i32 %off403, i32 2147483647
  %dyv407 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe405, i32 0, i32 0)
  %kin409 = add i32 %kin392, 1
  %kok410 = icmp ult i32 %kin409, %kpg
  %ok411 = and i1 %pok387, %kok410
  %el413 = add i32 %el401, 1
  %off415 = shl i32 %el413, 1
  %safe417 = select i1 %ok411, i32 %off415, i32 2147483647
  %dyv419 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe417, i32 0, i32 0)
  %lrow421 = mul i32 %row381, 40
  %lel422 = add i32 %lrow421, %chan385
  %lb424 = shl i32 %lel422, 1
  %la426 = add i32 %lb424, 0
  %lo427 = zext i16 %dyv407 to i32
  %hw428 = zext i16 %dyv419 to i32
  %hs430 = shl i32 %hw428, 16
  %pair431 = or i32 %lo427, %hs430
  %pairf432 = bitcast i32 %pair431 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la426
  store float %pairf432, ptr addrspace(3) %gep.11, align 4
  %e434 = add i32 %tid28, 0
  %row436 = udiv i32 %e434, 16
  %cc438 = urem i32 %e434, 16
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
  %lrow484 = mul i32 %row436, 40
  %lel485 = add i32 %lrow484, %chan440
  %lb487 = shl i32 %lel485, 1
  %la489 = add i32 %lb487, 2560
  %lo490 = zext i16 %xv470 to i32
  %hw491 = zext i16 %xv482 to i32
  %hs493 = shl i32 %hw491, 16
  %pair494 = or i32 %lo490, %hs493
  %pairf495 = bitcast i32 %pair494 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la489
  store float %pairf495, ptr addrspace(3) %gep.12, align 4
  %e497 = add i32 %tid28, 128
  %row499 = udiv i32 %e497, 16
  %cc501 = urem i32 %e497, 16
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
  %lrow547 = mul i32 %row499, 40
  %lel548 = add i32 %lrow547, %chan503
  %lb550 = shl i32 %lel548, 1
  %la552 = add i32 %lb550, 2560
  %lo553 = zext i16 %xv533 to i32
  %hw554 = zext i16 %xv545 to i32
  %hs556 = shl i32 %hw554, 16
  %pair557 = or i32 %lo553, %hs556
  %pairf558 = bitcast i32 %pair557 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la552
  store float %pairf558, ptr addrspace(3) %gep.13, align 4
  %e560 = add i32 %tid28, 256
  %row562 = udiv i32 %e560, 16
  %cc564 = urem i32 %e560, 16
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
  %lrow610 = mul i32 %row562, 40
  %lel611 = add i32 %lrow610, %chan566
  %lb613 = shl i32 %lel611, 1
  %la615 = add i32 %lb613, 2560
  %lo616 = zext i16 %xv596 to i32
  %hw617 = zext i16 %xv608 to i32
  %hs619 = shl i32 %hw617, 16
  %pair620 = or i32 %lo616, %hs619
  %pairf621 = bitcast i32 %pair620 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la615
  store float %pairf621, ptr addrspace(3) %gep.14, align 4
  %e623 = add i32 %tid28, 384
  %row625 = udiv i32 %e623, 16
  %cc627 = urem i32 %e623, 16
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
  %lrow673 = mul i32 %row625, 40
  %lel674 = add i32 %lrow673, %chan629
  %lb676 = shl i32 %lel674, 1
  %la678 = add i32 %lb676, 2560
  %lo679 = zext i16 %xv659 to i32
  %hw680 = zext i16 %xv671 to i32
  %hs682 = shl i32 %hw680, 16
  %pair683 = or i32 %lo679, %hs682
  %pairf684 = bitcast i32 %pair683 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la678
  store float %pairf684, ptr addrspace(3) %gep.15, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr686 = add i32 %a_lane59, 0
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr686
  %a_lo687 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %a_addr689 = add i32 %a_lane59, 1280
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr689
  %a_hi690 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %a_frag691 = shufflevector <8 x half> %a_lo687, <8 x half> %a_hi690, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr693 = add i32 %b_lane65, 2560
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr693
  %b_lo694 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %b_addr696 = add i32 %b_lane65, 3840
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr696
  %b_hi697 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_frag698 = shufflevector <8 x half> %b_lo694, <8 x half> %b_hi697, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc699 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag691, i1 false, <16 x half> %b_frag698, i16 0, <8 x float> %acc127, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t126, 1
  br label %for.head.1
for.exit.1:
  %slab701 = urem i32 %split67, 1
  %slab_g702 = mul i32 %slab701, %groups
  %slab_k703 = mul i32 %slab_g702, %kpg
  %kbase704 = add i32 %slab_k703, %gk93
  %frow705 = mul i32 %cpg, %taps68
  %tap_c706 = mul i32 %tap79, %cpg
  %c_w707 = add i32 %c_blk92, %wcb40
  %k_w708 = add i32 %k_blk90, %wkb38
  %k_h709 = add i32 %k_w708, %khalf44
  %cin711 = add i32 %c_w707, 0
  %cin712 = add i32 %cin711, %lcol49
  %cok713 = icmp ult i32 %cin712, %cpg
  %kin715 = add i32 %k_h709, 0
  %kok716 = icmp ult i32 %kin715, %kpg
  %ok717 = and i1 %kok716, %cok713
  br i1 %ok717, label %if.then.3, label %if.end.3
if.then.3:
  %krow718 = add i32 %kbase704, %kin715
  %t_k719 = mul i32 %krow718, %frow705
  %t_t720 = add i32 %t_k719, %tap_c706
  %el721 = add i32 %t_t720, %cin712
  %off723 = shl i32 %el721, 2
  %v724 = extractelement <8 x float> %acc127, i32 0
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v724, ptr addrspace(8) %rws120, i32 %off723, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin727 = add i32 %k_h709, 1
  %kok728 = icmp ult i32 %kin727, %kpg
  %ok729 = and i1 %kok728, %cok713
  br i1 %ok729, label %if.then.4, label %if.end.4
if.then.4:
  %krow730 = add i32 %kbase704, %kin727
  %t_k731 = mul i32 %krow730, %frow705
  %t_t732 = add i32 %t_k731, %tap_c706
  %el733 = add i32 %t_t732, %cin712
  %off735 = shl i32 %el733, 2
  %v736 = extractelement <8 x float> %acc127, i32 1
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v736, ptr addrspace(8) %rws120, i32 %off735, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin739 = add i32 %k_h709, 2
  %kok740 = icmp ult i32 %kin739, %kpg
  %ok741 = and i1 %kok740, %cok713
  br i1 %ok741, label %if.then.5, label %if.end.5
if.then.5:
  %krow742 = add i32 %kbase704, %kin739
  %t_k743 = mul i32 %krow742, %frow705
  %t_t744 = add i32 %t_k743, %tap_c706
  %el745 = add i32 %t_t744, %cin712
  %off747 = shl i32 %el745, 2
  %v748 = extractelement <8 x float> %acc127, i32 2
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v748, ptr addrspace(8) %rws120, i32 %off747, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin751 = add i32 %k_h709, 3
  %kok752 = icmp ult i32 %kin751, %kpg
  %ok753 = and i1 %kok752, %cok713
  br i1 %ok753, label %if.then.6, label %if.end.6
if.then.6:
  %krow754 = add i32 %kbase704, %kin751
  %t_k755 = mul i32 %krow754, %frow705
  %t_t756 = add i32 %t_k755, %tap_c706
  %el757 = add i32 %t_t756, %cin712
  %off759 = shl i32 %el757, 2
  %v760 = extractelement <8 x float> %acc127, i32 3
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v760, ptr addrspace(8) %rws120, i32 %off759, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin763 = add i32 %k_h709, 4
  %kok764 = icmp ult i32 %kin763, %kpg
  %ok765 = and i1 %kok764, %cok713
  br i1 %ok765, label %if.then.7, label %if.end.7
if.then.7:
  %krow766 = add i32 %kbase704, %kin763
  %t_k767 = mul i32 %krow766, %frow705
  %t_t768 = add i32 %t_k767, %tap_c706
  %el769 = add i32 %t_t768, %cin712
  %off771 = shl i32 %el769, 2
  %v772 = extractelement <8 x float> %acc127, i32 4
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v772, ptr addrspace(8) %rws120, i32 %off771, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin775 = add i32 %k_h709, 5
  %kok776 = icmp ult i32 %kin775, %kpg
  %ok777 = and i1 %kok776, %cok713
  br i1 %ok777, label %if.then.8, label %if.end.8
if.then.8:
  %krow778 = add i32 %kbase704, %kin775
  %t_k779 = mul i32 %krow778, %frow705
  %t_t780 = add i32 %t_k779, %tap_c706
  %el781 = add i32 %t_t780, %cin712
  %off783 = shl i32 %el781, 2
  %v784 = extractelement <8 x float> %acc127, i32 5
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v784, ptr addrspace(8) %rws120, i32 %off783, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin787 = add i32 %k_h709, 6
  %kok788 = icmp ult i32 %kin787, %kpg
  %ok789 = and i1 %kok788, %cok713
  br i1 %ok789, label %if.then.9, label %if.end.9
if.then.9:
  %krow790 = add i32 %kbase704, %kin787
  %t_k791 = mul i32 %krow790, %frow705
  %t_t792 = add i32 %t_k791, %tap_c706
  %el793 = add i32 %t_t792, %cin712
  %off795 = shl i32 %el793, 2
  %v796 = extractelement <8 x float> %acc127, i32 6
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v796, ptr addrspace(8) %rws120, i32 %off795, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin799 = add i32 %k_h709, 7
  %kok800 = icmp ult i32 %kin799, %kpg
  %ok801 = and i1 %kok800, %cok713
  br i1 %ok801, label %if.then.10, label %if.end.10
if.then.10:
  %krow802 = add i32 %kbase704, %kin799
  %t_k803 = mul i32 %krow802, %frow705
  %t_t804 = add i32 %t_k803, %tap_c706
  %el805 = add i32 %t_t804, %cin712
  %off807 = shl i32 %el805, 2
  %v808 = extractelement <8 x float> %acc127, i32 7
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v808, ptr addrspace(8) %rws120, i32 %off807, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="144" }
