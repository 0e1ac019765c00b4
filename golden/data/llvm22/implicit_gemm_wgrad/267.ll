; irgate implicit_gemm_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,dilation_h=1,dilation_w=1,waves_m=4,waves_n=4,wave_tiles_m=1,wave_tiles_n=1,k_steps=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1 = internal unnamed_addr addrspace(3) global [9216 x i8] undef, align 16

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

define amdgpu_kernel void @irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_m26 = urem i32 %wave24, 4
  %wave_n28 = udiv i32 %wave24, 4
  %wkb30 = mul i32 %wave_m26, 16
  %wcb32 = mul i32 %wave_n28, 16
  %half34 = lshr i32 %lane22, 4
  %khalf36 = shl i32 %half34, 3
  %lrow38 = and i32 %lane22, 7
  %tr_row39 = add i32 %khalf36, %lrow38
  %lcol41 = and i32 %lane22, 15
  %cgrp43 = lshr i32 %lcol41, 3
  %tr_col45 = shl i32 %cgrp43, 3
  %a_r47 = mul i32 %tr_row39, 72
  %a_c48 = add i32 %a_r47, %tr_col45
  %a_e49 = add i32 %a_c48, %wkb30
  %a_lane51 = shl i32 %a_e49, 1
  %b_r53 = mul i32 %tr_row39, 72
  %b_c54 = add i32 %b_r53, %tr_col45
  %b_e55 = add i32 %b_c54, %wcb32
  %b_lane57 = shl i32 %b_e55, 1
  %bx58 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split59 = call i32 @llvm.amdgcn.workgroup.id.y()
  %nct_a61 = add i32 %cpg, 63
  %nct63 = udiv i32 %nct_a61, 64
  %nkt_a65 = add i32 %kpg, 63
  %nkt67 = udiv i32 %nkt_a65, 64
  %ct68 = urem i32 %bx58, %nct63
  %rest69 = udiv i32 %bx58, %nct63
  %tap71 = urem i32 %rest69, 9
  %rest73 = udiv i32 %rest69, 9
  %kt74 = urem i32 %rest73, %nkt67
  %g75 = udiv i32 %rest73, %nkt67
  %fr77 = udiv i32 %tap71, 3
  %fs79 = urem i32 %tap71, 3
  %rd81 = mul i32 %fr77, 1
  %h_tap83 = sub i32 %rd81, 1
  %sd85 = mul i32 %fs79, 1
  %w_tap87 = sub i32 %sd85, 1
  %k_blk89 = mul i32 %kt74, 64
  %c_blk91 = mul i32 %ct68, 64
  %gk92 = mul i32 %g75, %kpg
  %gc93 = mul i32 %g75, %cpg
  %dy_ch94 = add i32 %gk92, %k_blk89
  %x_ch95 = add i32 %gc93, %c_blk91
  %ch_or96 = or i32 %cpg, %kpg
  %ch_lo98 = and i32 %ch_or96, 7
  %vec_ok100 = icmp eq i32 %ch_lo98, 0
  %howo101 = mul i32 %ho, %wo
  %npos102 = mul i32 %n, %howo101
  %p_lo104 = mul i32 %split59, 32
  %p_end106 = add i32 %p_lo104, 32
  %fits107 = icmp ult i32 %p_end106, %npos102
  %p_hi108 = select i1 %fits107, i32 %p_end106, i32 %npos102
  %live109 = icmp ult i32 %p_lo104, %p_hi108
  %span_a110 = sub i32 %p_hi108, %p_lo104
  %span112 = select i1 %live109, i32 %span_a110, i32 0
  %st_a114 = add i32 %span112, 31
  %steps116 = lshr i32 %st_a114, 5
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy117 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx118 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws119 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  br label %for.head.1
for.head.1:
  %t125 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc126 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc472, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t125, %steps116
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to128 = shl i32 %t125, 5
  %p_s129 = add i32 %p_lo104, %to128
  br i1 %vec_ok100, label %if.then.2, label %if.else.2
if.then.2:
  %e131 = add i32 %tid20, 0
  %row133 = udiv i32 %e131, 8
  %cc135 = urem i32 %e131, 8
  %chan137 = shl i32 %cc135, 3
  %pos138 = add i32 %p_s129, %row133
  %pok139 = icmp ult i32 %pos138, %p_hi108
  %n140 = udiv i32 %pos138, %howo101
  %prem141 = urem i32 %pos138, %howo101
  %ho142 = udiv i32 %prem141, %wo
  %wo143 = urem i32 %prem141, %wo
  %kin144 = add i32 %k_blk89, %chan137
  %kok145 = icmp ult i32 %kin144, %kpg
  %ok146 = and i1 %pok139, %kok145
  %e_n147 = mul i32 %n140, %dy_stride_n
  %e_h148 = mul i32 %ho142, %dy_stride_h
  %e_w149 = mul i32 %wo143, %dy_stride_w
  %el150 = add i32 %e_n147, %e_h148
  %el151 = add i32 %el150, %e_w149
  %el152 = add i32 %el151, %dy_ch94
  %el153 = add i32 %el152, %chan137
  %off155 = shl i32 %el153, 1
  %safe157 = select i1 %ok146, i32 %off155, i32 2147483647
  %dyv159 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy117, i32 %safe157, i32 0, i32 0)
  %lrow161 = mul i32 %row133, 72
  %lel162 = add i32 %lrow161, %chan137
  %lb164 = shl i32 %lel162, 1
  %la166 = add i32 %lb164, 0
  %eok168 = icmp ult i32 %e131, 256
  %e170 = add i32 %tid20, 0
  %row172 = udiv i32 %e170, 8
  %cc174 = urem i32 %e170, 8
  %chan176 = shl i32 %cc174, 3
  %pos177 = add i32 %p_s129, %row172
  %pok178 = icmp ult i32 %pos177, %p_hi108
  %n179 = udiv i32 %pos177, %howo101
  %prem180 = urem i32 %pos177, %howo101
  %ho181 = udiv i32 %prem180, %wo
  %wo182 = urem i32 %prem180, %wo
  %h_a184 = mul i32 %ho181, 1
  %hi185 = add i32 %h_a184, %h_tap83
  %hiok186 = icmp ult i32 %hi185, %hi
  %w_a188 = mul i32 %wo182, 1
  %wi189 = add i32 %w_a188, %w_tap87
  %wiok190 = icmp ult i32 %wi189, %wi
  %cin191 = add i32 %c_blk91, %chan176
  %cok192 = icmp ult i32 %cin191, %cpg
  %ok193 = and i1 %pok178, %hiok186
  %ok194 = and i1 %ok193, %wiok190
  %ok195 = and i1 %ok194, %cok192
  %e_n196 = mul i32 %n179, %x_stride_n
  %e_h197 = mul i32 %hi185, %x_stride_h
  %e_w198 = mul i32 %wi189, %x_stride_w
  %el199 = add i32 %e_n196, %e_h197
  %el200 = add i32 %el199, %e_w198
  %el201 = add i32 %el200, %x_ch95
  %el202 = add i32 %el201, %chan176
  %off204 = shl i32 %el202, 1
  %safe206 = select i1 %ok195, i32 %off204, i32 2147483647
  %xv208 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx118, i32 %safe206, i32 0, i32 0)
  %lrow210 = mul i32 %row172, 72
  %lel211 = add i32 %lrow210, %chan176
  %lb213 = shl i32 %lel211, 1
  %la215 = add i32 %lb213, 4608
  %eok217 = icmp ult i32 %e170, 256
  br i1 %eok168, label %if.then.3, label %if.end.3
if.then.3:
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la166
  store <4 x i32> %dyv159, ptr addrspace(3) %gep.6, align 16
  br label %if.end.3
if.end.3:
  br i1 %eok217, label %if.then.4, label %if.end.4
if.then.4:
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la215
  store <4 x i32> %xv208, ptr addrspace(3) %gep.7, align 16
  br label %if.end.4
if.end.4:
  br label %if.end.2
if.else.2:
  %e219 = add i32 %tid20, 0
  %row221 = udiv i32 %e219, 32
  %cc223 = urem i32 %e219, 32
  %chan225 = shl i32 %cc223, 1
  %pos226 = add i32 %p_s129, %row221
  %pok227 = icmp ult i32 %pos226, %p_hi108
  %n228 = udiv i32 %pos226, %howo101
  %prem229 = urem i32 %pos226, %howo101
  %ho230 = udiv i32 %prem229, %wo
  %wo231 = urem i32 %prem229, %wo
  %kin232 = add i32 %k_blk89, %chan225
  %kok233 = icmp ult i32 %kin232, %kpg
  %ok234 = and i1 %pok227, %kok233
  %e_n235 = mul i32 %n228, %dy_stride_n
  %e_h236 = mul i32 %ho230, %dy_stride_h
  %e_w237 = mul i32 %wo231, %dy_stride_w
  %el238 = add i32 %e_n235, %e_h236
  %el239 = add i32 %el238, %e_w237
  %el240 = add i32 %el239, %dy_ch94
  %el241 = add i32 %el240, %chan225
  %off243 = shl i32 %el241, 1
  %safe245 = select i1 %ok234, i32 %off243, i32 2147483647
  %dyv247 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe245, i32 0, i32 0)
  %kin249 = add i32 %kin232, 1
  %kok250 = icmp ult i32 %kin249, %kpg
  %ok251 = and i1 %pok227, %kok250
  %el253 = add i32 %el241, 1
  %off255 = shl i32 %el253, 1
  %safe257 = select i1 %ok251, i32 %off255, i32 2147483647
  %dyv259 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe257, i32 0, i32 0)
  %lrow261 = mul i32 %row221, 72
  %lel262 = add i32 %lrow261, %chan225
  %lb264 = shl i32 %lel262, 1
  %la266 = add i32 %lb264, 0
  %lo267 = zext i16 %dyv247 to i32
  %hw268 = zext i16 %dyv259 to i32
  %hs270 = shl i32 %hw268, 16
  %pair271 = or i32 %lo267, %hs270
  %pairf272 = bitcast i32 %pair271 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la266
  store float %pairf272, ptr addrspace(3) %gep.8, align 4
  %e274 = add i32 %tid20, 512
  %row276 = udiv i32 %e274, 32
  %cc278 = urem i32 %e274, 32
  %chan280 = shl i32 %cc278, 1
  %pos281 = add i32 %p_s129, %row276
  %pok282 = icmp ult i32 %pos281, %p_hi108
  %n283 = udiv i32 %pos281, %howo101
  %prem284 = urem i32 %pos281, %howo101
  %ho285 = udiv i32 %prem284, %wo
  %wo286 = urem i32 %prem284, %wo
  %kin287 = add i32 %k_blk89, %chan280
  %kok288 = icmp ult i32 %kin287, %kpg
  %ok289 = and i1 %pok282, %kok288
  %e_n290 = mul i32 %n283, %dy_stride_n
  %e_h291 = mul i32 %ho285, %dy_stride_h
  %e_w292 = mul i32 %wo286, %dy_stride_w
  %el293 = add i32 %e_n290, %e_h291
  %el294 = add i32 %el293, %e_w292
  %el295 = add i32 %el294, %dy_ch94
  %el296 = add i32 %el295, %chan280
  %off298 = shl i32 %el296, 1
  %safe300 = select i1 %ok289, i32 %off298, i32 2147483647
  %dyv302 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe300, i32 0, i32 0)
  %kin304 = add i32 %kin287, 1
  %kok305 = icmp ult i32 %kin304, %kpg
  %ok306 = and i1 %pok282, %kok305
  %el308 = add i32 %el296, 1
  %off310 = shl i32 %el308, 1
  %safe312 = select i1 %ok306, i32 %off310, i32 2147483647
  %dyv314 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe312, i32 0, i32 0)
  %lrow316 = mul i32 %row276, 72
  %lel317 = add i32 %lrow316, %chan280
  %lb319 = shl i32 %lel317, 1
  %la321 = add i32 %lb319, 0
  %lo322 = zext i16 %dyv302 to i32
  %hw323 = zext i16 %dyv314 to i32
  %hs325 = shl i32 %hw323, 16
  %pair326 = or i32 %lo322, %hs325
  %pairf327 = bitcast i32 %pair326 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la321
  store float %pairf327, ptr addrspace(3) %gep.9, align 4
  %e329 = add i32 %tid20, 0
  %row331 = udiv i32 %e329, 32
  %cc333 = urem i32 %e329, 32
  %chan335 = shl i32 %cc333, 1
  %pos336 = add i32 %p_s129, %row331
  %pok337 = icmp ult i32 %pos336, %p_hi108
  %n338 = udiv i32 %pos336, %howo101
  %prem339 = urem i32 %pos336, %howo101
  %ho340 = udiv i32 %prem339, %wo
  %wo341 = urem i32 %prem339, %wo
  %h_a343 = mul i32 %ho340, 1
  %hi344 = add i32 %h_a343, %h_tap83
  %hiok345 = icmp ult i32 %hi344, %hi
  %w_a347 = mul i32 %wo341, 1
  %wi348 = add i32 %w_a347, %w_tap87
  %wiok349 = icmp ult i32 %wi348, %wi
  %cin350 = add i32 %c_blk91, %chan335
  %cok351 = icmp ult i32 %cin350, %cpg
  %ok352 = and i1 %pok337, %hiok345
  %ok353 = and i1 %ok352, %wiok349
  %ok354 = and i1 %ok353, %cok351
  %e_n355 = mul i32 %n338, %x_stride_n
  %e_h356 = mul i32 %hi344, %x_stride_h
  %e_w357 = mul i32 %wi348, %x_stride_w
  %el358 = add i32 %e_n355, %e_h356
  %el359 = add i32 %el358, %e_w357
  %el360 = add i32 %el359, %x_ch95
  %el361 = add i32 %el360, %chan335
  %off363 = shl i32 %el361, 1
  %safe365 = select i1 %ok354, i32 %off363, i32 2147483647
  %xv367 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe365, i32 0, i32 0)
  %cin369 = add i32 %cin350, 1
  %cok370 = icmp ult i32 %cin369, %cpg
  %ok371 = and i1 %ok353, %cok370
  %el373 = add i32 %el361, 1
  %off375 = shl i32 %el373, 1
  %safe377 = select i1 %ok371, i32 %off375, i32 2147483647
  %xv379 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe377, i32 0, i32 0)
  %lrow381 = mul i32 %row331, 72
  %lel382 = add i32 %lrow381, %chan335
  %lb384 = shl i32 %lel382, 1
  %la386 = add i32 %lb384, 4608
  %lo387 = zext i16 %xv367 to i32
  %hw388 = zext i16 %xv379 to i32
  %hs390 = shl i32 %hw388, 16
  %pair391 = or i32 %lo387, %hs390
  %pairf392 = bitcast i32 %pair391 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la386
  store float %pairf392, ptr addrspace(3) %gep.10, align 4
  %e394 = add i32 %tid20, 512
  %row396 = udiv i32 %e394, 32
  %cc398 = urem i32 %e394, 32
  %chan400 = shl i32 %cc398, 1
  %pos401 = add i32 %p_s129, %row396
  %pok402 = icmp ult i32 %pos401, %p_hi108
  %n403 = udiv i32 %pos401, %howo101
  %prem404 = urem i32 %pos401, %howo101
  %ho405 = udiv i32 %prem404, %wo
  %wo406 = urem i32 %prem404, %wo
  %h_a408 = mul i32 %ho405, 1
  %hi409 = add i32 %h_a408, %h_tap83
  %hiok410 = icmp ult i32 %hi409, %hi
  %w_a412 = mul i32 %wo406, 1
  %wi413 = add i32 %w_a412, %w_tap87
  %wiok414 = icmp ult i32 %wi413, %wi
  %cin415 = add i32 %c_blk91, %chan400
  %cok416 = icmp ult i32 %cin415, %cpg
  %ok417 = and i1 %pok402, %hiok410
  %ok418 = and i1 %ok417, %wiok414
  %ok419 = and i1 %ok418, %cok416
  %e_n420 = mul i32 %n403, %x_stride_n
  %e_h421 = mul i32 %hi409, %x_stride_h
  %e_w422 = mul i32 %wi413, %x_stride_w
  %el423 = add i32 %e_n420, %e_h421
  %el424 = add i32 %el423, %e_w422
  %el425 = add i32 %el424, %x_ch95
  %el426 = add i32 %el425, %chan400
  %off428 = shl i32 %el426, 1
  %safe430 = select i1 %ok419, i32 %off428, i32 2147483647
  %xv432 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe430, i32 0, i32 0)
  %cin434 = add i32 %cin415, 1
  %cok435 = icmp ult i32 %cin434, %cpg
  %ok436 = and i1 %ok418, %cok435
  %el438 = add i32 %el426, 1
  %off440 = shl i32 %el438, 1
  %safe442 = select i1 %ok436, i32 %off440, i32 2147483647
  %xv444 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe442, i32 0, i32 0)
  %lrow446 = mul i32 %row396, 72
  %lel447 = add i32 %lrow446, %chan400
  %lb449 = shl i32 %lel447, 1
  %la451 = add i32 %lb449, 4608
  %lo452 = zext i16 %xv432 to i32
  %hw453 = zext i16 %xv444 to i32
  %hs455 = shl i32 %hw453, 16
  %pair456 = or i32 %lo452, %hs455
  %pairf457 = bitcast i32 %pair456 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la451
  store float %pairf457, ptr addrspace(3) %gep.11, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr459 = add i32 %a_lane51, 0
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %a_addr459
  %a_lo460 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.12)
  %a_addr462 = add i32 %a_lane51, 2304
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %a_addr462
  %a_hi463 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.13)
  %a_frag464 = shufflevector <8 x half> %a_lo460, <8 x half> %a_hi463, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr466 = add i32 %b_lane57, 4608
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %b_addr466
  %b_lo467 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.14)
  %b_addr469 = add i32 %b_lane57, 6912
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %b_addr469
  %b_hi470 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.15)
  %b_frag471 = shufflevector <8 x half> %b_lo467, <8 x half> %b_hi470, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc472 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag464, i1 false, <16 x half> %b_frag471, i16 0, <8 x float> %acc126, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t125, 1
  br label %for.head.1
for.exit.1:
  %slab474 = urem i32 %split59, 1
  %slab_g475 = mul i32 %slab474, %groups
  %slab_k476 = mul i32 %slab_g475, %kpg
  %kbase477 = add i32 %slab_k476, %gk92
  %frow479 = mul i32 %cpg, 9
  %tap_c480 = mul i32 %tap71, %cpg
  %c_w481 = add i32 %c_blk91, %wcb32
  %k_w482 = add i32 %k_blk89, %wkb30
  %k_h483 = add i32 %k_w482, %khalf36
  %cin485 = add i32 %c_w481, 0
  %cin486 = add i32 %cin485, %lcol41
  %cok487 = icmp ult i32 %cin486, %cpg
  %kin489 = add i32 %k_h483, 0
  %kok490 = icmp ult i32 %kin489, %kpg
  %ok491 = and i1 %kok490, %cok487
  br i1 %ok491, label %if.then.5, label %if.end.5
if.then.5:
  %krow492 = add i32 %kbase477, %kin489
  %t_k493 = mul i32 %krow492, %frow479
  %t_t494 = add i32 %t_k493, %tap_c480
  %el495 = add i32 %t_t494, %cin486
  %off497 = shl i32 %el495, 2
  %v498 = extractelement <8 x float> %acc126, i32 0
  %old.16 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v498, ptr addrspace(8) %rws119, i32 %off497, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin501 = add i32 %k_h483, 1
  %kok502 = icmp ult i32 %kin501, %kpg
  %ok503 = and i1 %kok502, %cok487
  br i1 %ok503, label %if.then.6, label %if.end.6
if.then.6:
  %krow504 = add i32 %kbase477, %kin501
  %t_k505 = mul i32 %krow504, %frow479
  %t_t506 = add i32 %t_k505, %tap_c480
  %el507 = add i32 %t_t506, %cin486
  %off509 = shl i32 %el507, 2
  %v510 = extractelement <8 x float> %acc126, i32 1
  %old.17 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v510, ptr addrspace(8) %rws119, i32 %off509, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin513 = add i32 %k_h483, 2
  %kok514 = icmp ult i32 %kin513, %kpg
  %ok515 = and i1 %kok514, %cok487
  br i1 %ok515, label %if.then.7, label %if.end.7
if.then.7:
  %krow516 = add i32 %kbase477, %kin513
  %t_k517 = mul i32 %krow516, %frow479
  %t_t518 = add i32 %t_k517, %tap_c480
  %el519 = add i32 %t_t518, %cin486
  %off521 = shl i32 %el519, 2
  %v522 = extractelement <8 x float> %acc126, i32 2
  %old.18 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v522, ptr addrspace(8) %rws119, i32 %off521, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin525 = add i32 %k_h483, 3
  %kok526 = icmp ult i32 %kin525, %kpg
  %ok527 = and i1 %kok526, %cok487
  br i1 %ok527, label %if.then.8, label %if.end.8
if.then.8:
  %krow528 = add i32 %kbase477, %kin525
  %t_k529 = mul i32 %krow528, %frow479
  %t_t530 = add i32 %t_k529, %tap_c480
  %el531 = add i32 %t_t530, %cin486
  %off533 = shl i32 %el531, 2
  %v534 = extractelement <8 x float> %acc126, i32 3
  %old.19 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v534, ptr addrspace(8) %rws119, i32 %off533, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin537 = add i32 %k_h483, 4
  %kok538 = icmp ult i32 %kin537, %kpg
  %ok539 = and i1 %kok538, %cok487
  br i1 %ok539, label %if.then.9, label %if.end.9
if.then.9:
  %krow540 = add i32 %kbase477, %kin537
  %t_k541 = mul i32 %krow540, %frow479
  %t_t542 = add i32 %t_k541, %tap_c480
  %el543 = add i32 %t_t542, %cin486
  %off545 = shl i32 %el543, 2
  %v546 = extractelement <8 x float> %acc126, i32 4
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v546, ptr addrspace(8) %rws119, i32 %off545, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin549 = add i32 %k_h483, 5
  %kok550 = icmp ult i32 %kin549, %kpg
  %ok551 = and i1 %kok550, %cok487
  br i1 %ok551, label %if.then.10, label %if.end.10
if.then.10:
  %krow552 = add i32 %kbase477, %kin549
  %t_k553 = mul i32 %krow552, %frow479
  %t_t554 = add i32 %t_k553, %tap_c480
  %el555 = add i32 %t_t554, %cin486
  %off557 = shl i32 %el555, 2
  %v558 = extractelement <8 x float> %acc126, i32 5
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v558, ptr addrspace(8) %rws119, i32 %off557, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin561 = add i32 %k_h483, 6
  %kok562 = icmp ult i32 %kin561, %kpg
  %ok563 = and i1 %kok562, %cok487
  br i1 %ok563, label %if.then.11, label %if.end.11
if.then.11:
  %krow564 = add i32 %kbase477, %kin561
  %t_k565 = mul i32 %krow564, %frow479
  %t_t566 = add i32 %t_k565, %tap_c480
  %el567 = add i32 %t_t566, %cin486
  %off569 = shl i32 %el567, 2
  %v570 = extractelement <8 x float> %acc126, i32 6
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v570, ptr addrspace(8) %rws119, i32 %off569, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin573 = add i32 %k_h483, 7
  %kok574 = icmp ult i32 %kin573, %kpg
  %ok575 = and i1 %kok574, %cok487
  br i1 %ok575, label %if.then.12, label %if.end.12
if.then.12:
  %krow576 = add i32 %kbase477, %kin573
  %t_k577 = mul i32 %krow576, %frow479
  %t_t578 = add i32 %t_k577, %tap_c480
  %el579 = add i32 %t_t578, %cin486
  %off581 = shl i32 %el579, 2
  %v582 = extractelement <8 x float> %acc126, i32 7
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v582, ptr addrspace(8) %rws119, i32 %off581, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,512" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="138" }
