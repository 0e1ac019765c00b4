; irgate implicit_gemm_wgrad{dtype=bf16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=2,stride_w=2,dilation_h=1,dilation_w=1,waves_m=2,waves_n=2,wave_tiles_m=1,wave_tiles_n=1,k_steps=4,ws_replicas=2}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2 = internal unnamed_addr addrspace(3) global [5120 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 immarg, <16 x bfloat>, i1 immarg, <16 x bfloat>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_m26 = urem i32 %wave24, 2
  %wave_n28 = udiv i32 %wave24, 2
  %wkb30 = mul i32 %wave_m26, 16
  %wcb32 = mul i32 %wave_n28, 16
  %half34 = lshr i32 %lane22, 4
  %khalf36 = shl i32 %half34, 3
  %lrow38 = and i32 %lane22, 7
  %tr_row39 = add i32 %khalf36, %lrow38
  %lcol41 = and i32 %lane22, 15
  %cgrp43 = lshr i32 %lcol41, 3
  %tr_col45 = shl i32 %cgrp43, 3
  %a_r47 = mul i32 %tr_row39, 40
  %a_c48 = add i32 %a_r47, %tr_col45
  %a_e49 = add i32 %a_c48, %wkb30
  %a_lane51 = shl i32 %a_e49, 1
  %b_r53 = mul i32 %tr_row39, 40
  %b_c54 = add i32 %b_r53, %tr_col45
  %b_e55 = add i32 %b_c54, %wcb32
  %b_lane57 = shl i32 %b_e55, 1
  %bx58 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split59 = call i32 @llvm.amdgcn.workgroup.id.y()
  %nct_a61 = add i32 %cpg, 31
  %nct63 = udiv i32 %nct_a61, 32
  %nkt_a65 = add i32 %kpg, 31
  %nkt67 = udiv i32 %nkt_a65, 32
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
  %k_blk89 = mul i32 %kt74, 32
  %c_blk91 = mul i32 %ct68, 32
  %gk92 = mul i32 %g75, %kpg
  %gc93 = mul i32 %g75, %cpg
  %dy_ch94 = add i32 %gk92, %k_blk89
  %x_ch95 = add i32 %gc93, %c_blk91
  %ch_or96 = or i32 %cpg, %kpg
  %ch_lo98 = and i32 %ch_or96, 7
  %vec_ok100 = icmp eq i32 %ch_lo98, 0
  %howo101 = mul i32 %ho, %wo
  %npos102 = mul i32 %n, %howo101
  %p_lo104 = mul i32 %split59, 128
  %p_end106 = add i32 %p_lo104, 128
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
  %acc126 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc708, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t125, %steps116
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to128 = shl i32 %t125, 5
  %p_s129 = add i32 %p_lo104, %to128
  br i1 %vec_ok100, label %if.then.2, label %if.else.2
if.then.2:
  %e131 = add i32 %tid20, 0
  %row133 = udiv i32 %e131, 4
  %cc135 = urem i32 %e131, 4
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
  %lrow161 = mul i32 %row133, 40
  %lel162 = add i32 %lrow161, %chan137
  %lb164 = shl i32 %lel162, 1
  %la166 = add i32 %lb164, 0
  %e168 = add i32 %tid20, 0
  %row170 = udiv i32 %e168, 4
  %cc172 = urem i32 %e168, 4
  %chan174 = shl i32 %cc172, 3
  %pos175 = add i32 %p_s129, %row170
  %pok176 = icmp ult i32 %pos175, %p_hi108
  %n177 = udiv i32 %pos175, %howo101
  %prem178 = urem i32 %pos175, %howo101
  %ho179 = udiv i32 %prem178, %wo
  %wo180 = urem i32 %prem178, %wo
  %h_a182 = mul i32 %ho179, 2
  %hi183 = add i32 %h_a182, %h_tap83
  %hiok184 = icmp ult i32 %hi183, %hi
  %w_a186 = mul i32 %wo180, 2
  %wi187 = add i32 %w_a186, %w_tap87
  %wiok188 = icmp ult i32 %wi187, %wi
  %cin189 = add i32 %c_blk91, %chan174
  %cok190 = icmp ult i32 %cin189, %cpg
  %ok191 = and i1 %pok176, %hiok184
  %ok192 = and i1 %ok191, %wiok188
  %ok193 = and i1 %ok192, %cok190
  %e_n194 = mul i32 %n177, %x_stride_n
  %e_h195 = mul i32 %hi183, %x_stride_h
  %e_w196 = mul i32 %wi187, %x_stride_w
  %el197 = add i32 %e_n194, %e_h195
  %el198 = add i32 %el197, %e_w196
  %el199 = add i32 %el198, %x_ch95
  %el200 = add i32 %el199, %chan174
  %off202 = shl i32 %el200, 1
  %safe204 = select i1 %ok193, i32 %off202, i32 2147483647
  %xv206 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx118, i32 %safe204, i32 0, i32 0)
  %lrow208 = mul i32 %row170, 40
  %lel209 = add i32 %lrow208, %chan174
  %lb211 = shl i32 %lel209, 1
  %la213 = add i32 %lb211, 2560
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la166
  store <4 x i32> %dyv159, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la213
  store <4 x i32> %xv206, ptr addrspace(3) %gep.7, align 16
  br label %if.end.2
if.else.2:
  %e215 = add i32 %tid20, 0
  %row217 = udiv i32 %e215, 16
  %cc219 = urem i32 %e215, 16
  %chan221 = shl i32 %cc219, 1
  %pos222 = add i32 %p_s129, %row217
  %pok223 = icmp ult i32 %pos222, %p_hi108
  %n224 = udiv i32 %pos222, %howo101
  %prem225 = urem i32 %pos222, %howo101
  %ho226 = udiv i32 %prem225, %wo
  %wo227 = urem i32 %prem225, %wo
  %kin228 = add i32 %k_blk89, %chan221
  %kok229 = icmp ult i32 %kin228, %kpg
  %ok230 = and i1 %pok223, %kok229
  %e_n231 = mul i32 %n224, %dy_stride_n
  %e_h232 = mul i32 %ho226, %dy_stride_h
  %e_w233 = mul i32 %wo227, %dy_stride_w
  %el234 = add i32 %e_n231, %e_h232
  %el235 = add i32 %el234, %e_w233
  %el236 = add i32 %el235, %dy_ch94
  %el237 = add i32 %el236, %chan221
  %off239 = shl i32 %el237, 1
  %safe241 = select i1 %ok230, i32 %off239, i32 2147483647
  %dyv243 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe241, i32 0, i32 0)
  %kin245 = add i32 %kin228, 1
  %kok246 = icmp ult i32 %kin245, %kpg
  %ok247 = and i1 %pok223, %kok246
  %el249 = add i32 %el237, 1
  %off251 = shl i32 %el249, 1
  %safe253 = select i1 %ok247, i32 %off251, i32 2147483647
  %dyv255 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe253, i32 0, i32 0)
  %lrow257 = mul i32 %row217, 40
  %lel258 = add i32 %lrow257, %chan221
  %lb260 = shl i32 %lel258, 1
  %la262 = add i32 %lb260, 0
  %lo263 = zext i16 %dyv243 to i32
  %hw264 = zext i16 %dyv255 to i32
  %hs266 = shl i32 %hw264, 16
  %pair267 = or i32 %lo263, %hs266
  %pairf268 = bitcast i32 %pair267 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la262
  store float %pairf268, ptr addrspace(3) %gep.8, align 4
  %e270 = add i32 %tid20, 128
  %row272 = udiv i32 %e270, 16
  %cc274 = urem i32 %e270, 16
  %chan276 = shl i32 %cc274, 1
  %pos277 = add i32 %p_s129, %row272
  %pok278 = icmp ult i32 %pos277, %p_hi108
  %n279 = udiv i32 %pos277, %howo101
  %prem280 = urem i32 %pos277, %howo101
  %ho281 = udiv i32 %prem280, %wo
  %wo282 = urem i32 %prem280, %wo
  %kin283 = add i32 %k_blk89, %chan276
  %kok284 = icmp ult i32 %kin283, %kpg
  %ok285 = and i1 %pok278, %kok284
  %e_n286 = mul i32 %n279, %dy_stride_n
  %e_h287 = mul i32 %ho281, %dy_stride_h
  %e_w288 = mul i32 %wo282, %dy_stride_w
  %el289 = add i32 %e_n286, %e_h287
  %el290 = add i32 %el289, %e_w288
  %el291 = add i32 %el290, %dy_ch94
  %el292 = add i32 %el291, %chan276
  %off294 = shl i32 %el292, 1
  %safe296 = select i1 %ok285, i32 %off294, i32 2147483647
  %dyv298 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe296, i32 0, i32 0)
  %kin300 = add i32 %kin283, 1
  %kok301 = icmp ult i32 %kin300, %kpg
  %ok302 = and i1 %pok278, %kok301
  %el304 = add i32 %el292, 1
  %off306 = shl i32 %el304, 1
  %safe308 = select i1 %ok302, i32 %off306, i32 2147483647
  %dyv310 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe308, i32 0, i32 0)
  %lrow312 = mul i32 %row272, 40
  %lel313 = add i32 %lrow312, %chan276
  %lb315 = shl i32 %lel313, 1
  %la317 = add i32 %lb315, 0
  %lo318 = zext i16 %dyv298 to i32
  %hw319 = zext i16 %dyv310 to i32
  %hs321 = shl i32 %hw319, 16
  %pair322 = or i32 %lo318, %hs321
  %pairf323 = bitcast i32 %pair322 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la317
  store float %pairf323, ptr addrspace(3) %gep.9, align 4
  %e325 = add i32 %tid20, 256
  %row327 = udiv i32 %e325, 16
  %cc329 = urem i32 %e325, 16
  %chan331 = shl i32 %cc329, 1
  %pos332 = add i32 %p_s129, %row327
  %pok333 = icmp ult i32 %pos332, %p_hi108
  %n334 = udiv i32 %pos332, %howo101
  %prem335 = urem i32 %pos332, %howo101
  %ho336 = udiv i32 %prem335, %wo
  %wo337 = urem i32 %prem335, %wo
  %kin338 = add i32 %k_blk89, %chan331
  %kok339 = icmp ult i32 %kin338, %kpg
  %ok340 = and i1 %pok333, %kok339
  %e_n341 = mul i32 %n334, %dy_stride_n
  %e_h342 = mul i32 %ho336, %dy_stride_h
  %e_w343 = mul i32 %wo337, %dy_stride_w
  %el344 = add i32 %e_n341, %e_h342
  %el345 = add i32 %el344, %e_w343
  %el346 = add i32 %el345, %dy_ch94
  %el347 = add i32 %el346, %chan331
  %off349 = shl i32 %el347, 1
  %safe351 = select i1 %ok340, i32 %off349, i32 2147483647
  %dyv353 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe351, i32 0, i32 0)
  %kin355 = add i32 %kin338, 1
  %kok356 = icmp ult i32 %kin355, %kpg
  %ok357 = and i1 %pok333, %kok356
  %el359 = add i32 %el347, 1
  %off361 = shl i32 %el359, 1
  %safe363 = select i1 %ok357, i32 %off361, i32 2147483647
  %dyv365 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe363, i32 0, i32 0)
  %lrow367 = mul i32 %row327, 40
  %lel368 = add i32 %lrow367, %chan331
  %lb370 = shl i32 %lel368, 1
  %la372 = add i32 %lb370, 0
  %lo373 = zext i16 %dyv353 to i32
  %hw374 = zext i16 %dyv365 to i32
  %hs376 = shl i32 %hw374, 16
  %pair377 = or i32 %lo373, %hs376
  %pairf378 = bitcast i32 %pair377 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la372
  store float %pairf378, ptr addrspace(3) %gep.10, align 4
  %e380 = add i32 %tid20, 384
  %row382 = udiv i32 %e380, 16
  %cc384 = urem i32 %e380, 16
  %chan386 = shl i32 %cc384, 1
  %pos387 = add i32 %p_s129, %row382
  %pok388 = icmp ult i32 %pos387, %p_hi108
  %n389 = udiv i32 %pos387, %howo101
  %prem390 = urem i32 %pos387, %howo101
  %ho391 = udiv i32 %prem390, %wo
  %wo392 = urem i32 %prem390, %wo
  %kin393 = add i32 %k_blk89, %chan386
  %kok394 = icmp ult i32 %kin393, %kpg
  %ok395 = and i1 %pok388, %kok394
  %e_n396 = mul i32 %n389, %dy_stride_n
  %e_h397 = mul i32 %ho391, %dy_stride_h
  %e_w398 = mul i32 %wo392, %dy_stride_w
  %el399 = add i32 %e_n396, %e_h397
  %el400 = add i32 %el399, %e_w398
  %el401 = add i32 %el400, %dy_ch94
  %el402 = add i32 %el401, %chan386
  %off404 = shl i32 %el402, 1
  %safe406 = select i1 %ok395, i32 %off404, i32 2147483647
  %dyv408 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe406, i32 0, i32 0)
  %kin410 = add i32 %kin393, 1
  %kok411 = icmp ult i32 %kin410, %kpg
  %ok412 = and i1 %pok388, %kok411
  %el414 = add i32 %el402, 1
  %off416 = shl i32 %el414, 1
  %safe418 = select i1 %ok412, i32 %off416, i32 2147483647
  %dyv420 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe418, i32 0, i32 0)
  %lrow422 = mul i32 %row382, 40
  %lel423 = add i32 %lrow422, %chan386
  %lb425 = shl i32 %lel423, 1
  %la427 = add i32 %lb425, 0
  %lo428 = zext i16 %dyv408 to i32
  %hw429 = zext i16 %dyv420 to i32
  %hs431 = shl i32 %hw429, 16
  %pair432 = or i32 %lo428, %hs431
  %pairf433 = bitcast i32 %pair432 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la427
  store float %pairf433, ptr addrspace(3) %gep.11, align 4
  %e435 = add i32 %tid20, 0
  %row437 = udiv i32 %e435, 16
  %cc439 = urem i32 %e435, 16
  %chan441 = shl i32 %cc439, 1
  %pos442 = add i32 %p_s129, %row437
  %pok443 = icmp ult i32 %pos442, %p_hi108
  %n444 = udiv i32 %pos442, %howo101
  %prem445 = urem i32 %pos442, %howo101
  %ho446 = udiv i32 %prem445, %wo
  %wo447 = urem i32 %prem445, %wo
  %h_a449 = mul i32 %ho446, 2
  %hi450 = add i32 %h_a449, %h_tap83
  %hiok451 = icmp ult i32 %hi450, %hi
  %w_a453 = mul i32 %wo447, 2
  %wi454 = add i32 %w_a453, %w_tap87
  %wiok455 = icmp ult i32 %wi454, %wi
  %cin456 = add i32 %c_blk91, %chan441
  %cok457 = icmp ult i32 %cin456, %cpg
  %ok458 = and i1 %pok443, %hiok451
  %ok459 = and i1 %ok458, %wiok455
  %ok460 = and i1 %ok459, %cok457
  %e_n461 = mul i32 %n444, %x_stride_n
  %e_h462 = mul i32 %hi450, %x_stride_h
  %e_w463 = mul i32 %wi454, %x_stride_w
  %el464 = add i32 %e_n461, %e_h462
  %el465 = add i32 %el464, %e_w463
  %el466 = add i32 %el465, %x_ch95
  %el467 = add i32 %el466, %chan441
  %off469 = shl i32 %el467, 1
  %safe471 = select i1 %ok460, i32 %off469, i32 2147483647
  %xv473 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe471, i32 0, i32 0)
  %cin475 = add i32 %cin456, 1
  %cok476 = icmp ult i32 %cin475, %cpg
  %ok477 = and i1 %ok459, %cok476
  %el479 = add i32 %el467, 1
  %off481 = shl i32 %el479, 1
  %safe483 = select i1 %ok477, i32 %off481, i32 2147483647
  %xv485 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe483, i32 0, i32 0)
  %lrow487 = mul i32 %row437, 40
  %lel488 = add i32 %lrow487, %chan441
  %lb490 = shl i32 %lel488, 1
  %la492 = add i32 %lb490, 2560
  %lo493 = zext i16 %xv473 to i32
  %hw494 = zext i16 %xv485 to i32
  %hs496 = shl i32 %hw494, 16
  %pair497 = or i32 %lo493, %hs496
  %pairf498 = bitcast i32 %pair497 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la492
  store float %pairf498, ptr addrspace(3) %gep.12, align 4
  %e500 = add i32 %tid20, 128
  %row502 = udiv i32 %e500, 16
  %cc504 = urem i32 %e500, 16
  %chan506 = shl i32 %cc504, 1
  %pos507 = add i32 %p_s129, %row502
  %pok508 = icmp ult i32 %pos507, %p_hi108
  %n509 = udiv i32 %pos507, %howo101
  %prem510 = urem i32 %pos507, %howo101
  %ho511 = udiv i32 %prem510, %wo
  %wo512 = urem i32 %prem510, %wo
  %h_a514 = mul i32 %ho511, 2
  %hi515 = add i32 %h_a514, %h_tap83
  %hiok516 = icmp ult i32 %hi515, %hi
  %w_a518 = mul i32 %wo512, 2
  %wi519 = add i32 %w_a518, %w_tap87
  %wiok520 = icmp ult i32 %wi519, %wi
  %cin521 = add i32 %c_blk91, %chan506
  %cok522 = icmp ult i32 %cin521, %cpg
  %ok523 = and i1 %pok508, %hiok516
  %ok524 = and i1 %ok523, %wiok520
  %ok525 = and i1 %ok524, %cok522
  %e_n526 = mul i32 %n509, %x_stride_n
  %e_h527 = mul i32 %hi515, %x_stride_h
  %e_w528 = mul i32 %wi519, %x_stride_w
  %el529 = add i32 %e_n526, %e_h527
  %el530 = add i32 %el529, %e_w528
  %el531 = add i32 %el530, %x_ch95
  %el532 = add i32 %el531, %chan506
  %off534 = shl i32 %el532, 1
  %safe536 = select i1 %ok525, i32 %off534, i32 2147483647
  %xv538 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe536, i32 0, i32 0)
  %cin540 = add i32 %cin521, 1
  %cok541 = icmp ult i32 %cin540, %cpg
  %ok542 = and i1 %ok524, %cok541
  %el544 = add i32 %el532, 1
  %off546 = shl i32 %el544, 1
  %safe548 = select i1 %ok542, i32 %off546, i32 2147483647
  %xv550 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe548, i32 0, i32 0)
  %lrow552 = mul i32 %row502, 40
  %lel553 = add i32 %lrow552, %chan506
  %lb555 = shl i32 %lel553, 1
  %la557 = add i32 %lb555, 2560
  %lo558 = zext i16 %xv538 to i32
  %hw559 = zext i16 %xv550 to i32
  %hs561 = shl i32 %hw559, 16
  %pair562 = or i32 %lo558, %hs561
  %pairf563 = bitcast i32 %pair562 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la557
  store float %pairf563, ptr addrspace(3) %gep.13, align 4
  %e565 = add i32 %tid20, 256
  %row567 = udiv i32 %e565, 16
  %cc569 = urem i32 %e565, 16
  %chan571 = shl i32 %cc569, 1
  %pos572 = add i32 %p_s129, %row567
  %pok573 = icmp ult i32 %pos572, %p_hi108
  %n574 = udiv i32 %pos572, %howo101
  %prem575 = urem i32 %pos572, %howo101
  %ho576 = udiv i32 %prem575, %wo
  %wo577 = urem i32 %prem575, %wo
  %h_a579 = mul i32 %ho576, 2
  %hi580 = add i32 %h_a579, %h_tap83
  %hiok581 = icmp ult i32 %hi580, %hi
  %w_a583 = mul i32 %wo577, 2
  %wi584 = add i32 %w_a583, %w_tap87
  %wiok585 = icmp ult i32 %wi584, %wi
  %cin586 = add i32 %c_blk91, %chan571
  %cok587 = icmp ult i32 %cin586, %cpg
  %ok588 = and i1 %pok573, %hiok581
  %ok589 = and i1 %ok588, %wiok585
  %ok590 = and i1 %ok589, %cok587
  %e_n591 = mul i32 %n574, %x_stride_n
  %e_h592 = mul i32 %hi580, %x_stride_h
  %e_w593 = mul i32 %wi584, %x_stride_w
  %el594 = add i32 %e_n591, %e_h592
  %el595 = add i32 %el594, %e_w593
  %el596 = add i32 %el595, %x_ch95
  %el597 = add i32 %el596, %chan571
  %off599 = shl i32 %el597, 1
  %safe601 = select i1 %ok590, i32 %off599, i32 2147483647
  %xv603 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe601, i32 0, i32 0)
  %cin605 = add i32 %cin586, 1
  %cok606 = icmp ult i32 %cin605, %cpg
  %ok607 = and i1 %ok589, %cok606
  %el609 = add i32 %el597, 1
  %off611 = shl i32 %el609, 1
  %safe613 = select i1 %ok607, i32 %off611, i32 2147483647
  %xv615 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe613, i32 0, i32 0)
  %lrow617 = mul i32 %row567, 40
  %lel618 = add i32 %lrow617, %chan571
  %lb620 = shl i32 %lel618, 1
  %la622 = add i32 %lb620, 2560
  %lo623 = zext i16 %xv603 to i32
  %hw624 = zext i16 %xv615 to i32
  %hs626 = shl i32 %hw624, 16
  %pair627 = or i32 %lo623, %hs626
  %pairf628 = bitcast i32 %pair627 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la622
  store float %pairf628, ptr addrspace(3) %gep.14, align 4
  %e630 = add i32 %tid20, 384
  %row632 = udiv i32 %e630, 16
  %cc634 = urem i32 %e630, 16
  %chan636 = shl i32 %cc634, 1
  %pos637 = add i32 %p_s129, %row632
  %pok638 = icmp ult i32 %pos637, %p_hi108
  %n639 = udiv i32 %pos637, %howo101
  %prem640 = urem i32 %pos637, %howo101
  %ho641 = udiv i32 %prem640, %wo
  %wo642 = urem i32 %prem640, %wo
  %h_a644 = mul i32 %ho641, 2
  %hi645 = add i32 %h_a644, %h_tap83
  %hiok646 = icmp ult i32 %hi645, %hi
  %w_a648 = mul i32 %wo642, 2
  %wi649 = add i32 %w_a648, %w_tap87
  %wiok650 = icmp ult i32 %wi649, %wi
  %cin651 = add i32 %c_blk91, %chan636
  %cok652 = icmp ult i32 %cin651, %cpg
  %ok653 = and i1 %pok638, %hiok646
  %ok654 = and i1 %ok653, %wiok650
  %ok655 = and i1 %ok654, %cok652
  %e_n656 = mul i32 %n639, %x_stride_n
  %e_h657 = mul i32 %hi645, %x_stride_h
  %e_w658 = mul i32 %wi649, %x_stride_w
  %el659 = add i32 %e_n656, %e_h657
  %el660 = add i32 %el659, %e_w658
  %el661 = add i32 %el660, %x_ch95
  %el662 = add i32 %el661, %chan636
  %off664 = shl i32 %el662, 1
  %safe666 = select i1 %ok655, i32 %off664, i32 2147483647
  %xv668 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe666, i32 0, i32 0)
  %cin670 = add i32 %cin651, 1
  %cok671 = icmp ult i32 %cin670, %cpg
  %ok672 = and i1 %ok654, %cok671
  %el674 = add i32 %el662, 1
  %off676 = shl i32 %el674, 1
  %safe678 = select i1 %ok672, i32 %off676, i32 2147483647
  %xv680 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe678, i32 0, i32 0)
  %lrow682 = mul i32 %row632, 40
  %lel683 = add i32 %lrow682, %chan636
  %lb685 = shl i32 %lel683, 1
  %la687 = add i32 %lb685, 2560
  %lo688 = zext i16 %xv668 to i32
  %hw689 = zext i16 %xv680 to i32
  %hs691 = shl i32 %hw689, 16
  %pair692 = or i32 %lo688, %hs691
  %pairf693 = bitcast i32 %pair692 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %la687
  store float %pairf693, ptr addrspace(3) %gep.15, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr695 = add i32 %a_lane51, 0
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %a_addr695
  %a_lo696 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.16)
  %a_addr698 = add i32 %a_lane51, 1280
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %a_addr698
  %a_hi699 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.17)
  %a_frag700 = shufflevector <8 x bfloat> %a_lo696, <8 x bfloat> %a_hi699, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr702 = add i32 %b_lane57, 2560
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %b_addr702
  %b_lo703 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.18)
  %b_addr705 = add i32 %b_lane57, 3840
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_f3x3_p1x1_s2x2_d1x1_w2x2_t1x1_ks4_wsr2, i32 %b_addr705
  %b_hi706 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.19)
  %b_frag707 = shufflevector <8 x bfloat> %b_lo703, <8 x bfloat> %b_hi706, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc708 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag700, i1 false, <16 x bfloat> %b_frag707, i16 0, <8 x float> %acc126, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t125, 1
  br label %for.head.1
for.exit.1:
  %slab710 = urem i32 %split59, 2
  %slab_g711 = mul i32 %slab710, %groups
  %slab_k712 = mul i32 %slab_g711, %kpg
  %kbase713 = add i32 %slab_k712, %gk92
  %frow715 = mul i32 %cpg, 9
  %tap_c716 = mul i32 %tap71, %cpg
  %c_w717 = add i32 %c_blk91, %wcb32
  %k_w718 = add i32 %k_blk89, %wkb30
  %k_h719 = add i32 %k_w718, %khalf36
  %cin721 = add i32 %c_w717, 0
  %cin722 = add i32 %cin721, %lcol41
  %cok723 = icmp ult i32 %cin722, %cpg
  %kin725 = add i32 %k_h719, 0
  %kok726 = icmp ult i32 %kin725, %kpg
  %ok727 = and i1 %kok726, %cok723
  br i1 %ok727, label %if.then.3, label %if.end.3
if.then.3:
  %krow728 = add i32 %kbase713, %kin725
  %t_k729 = mul i32 %krow728, %frow715
  %t_t730 = add i32 %t_k729, %tap_c716
  %el731 = add i32 %t_t730, %cin722
  %off733 = shl i32 %el731, 2
  %v734 = extractelement <8 x float> %acc126, i32 0
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v734, ptr addrspace(8) %rws119, i32 %off733, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin737 = add i32 %k_h719, 1
  %kok738 = icmp ult i32 %kin737, %kpg
  %ok739 = and i1 %kok738, %cok723
  br i1 %ok739, label %if.then.4, label %if.end.4
if.then.4:
  %krow740 = add i32 %kbase713, %kin737
  %t_k741 = mul i32 %krow740, %frow715
  %t_t742 = add i32 %t_k741, %tap_c716
  %el743 = add i32 %t_t742, %cin722
  %off745 = shl i32 %el743, 2
  %v746 = extractelement <8 x float> %acc126, i32 1
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v746, ptr addrspace(8) %rws119, i32 %off745, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin749 = add i32 %k_h719, 2
  %kok750 = icmp ult i32 %kin749, %kpg
  %ok751 = and i1 %kok750, %cok723
  br i1 %ok751, label %if.then.5, label %if.end.5
if.then.5:
  %krow752 = add i32 %kbase713, %kin749
  %t_k753 = mul i32 %krow752, %frow715
  %t_t754 = add i32 %t_k753, %tap_c716
  %el755 = add i32 %t_t754, %cin722
  %off757 = shl i32 %el755, 2
  %v758 = extractelement <8 x float> %acc126, i32 2
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v758, ptr addrspace(8) %rws119, i32 %off757, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin761 = add i32 %k_h719, 3
  %kok762 = icmp ult i32 %kin761, %kpg
  %ok763 = and i1 %kok762, %cok723
  br i1 %ok763, label %if.then.6, label %if.end.6
if.then.6:
  %krow764 = add i32 %kbase713, %kin761
  %t_k765 = mul i32 %krow764, %frow715
  %t_t766 = add i32 %t_k765, %tap_c716
  %el767 = add i32 %t_t766, %cin722
  %off769 = shl i32 %el767, 2
  %v770 = extractelement <8 x float> %acc126, i32 3
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v770, ptr addrspace(8) %rws119, i32 %off769, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin773 = add i32 %k_h719, 4
  %kok774 = icmp ult i32 %kin773, %kpg
  %ok775 = and i1 %kok774, %cok723
  br i1 %ok775, label %if.then.7, label %if.end.7
if.then.7:
  %krow776 = add i32 %kbase713, %kin773
  %t_k777 = mul i32 %krow776, %frow715
  %t_t778 = add i32 %t_k777, %tap_c716
  %el779 = add i32 %t_t778, %cin722
  %off781 = shl i32 %el779, 2
  %v782 = extractelement <8 x float> %acc126, i32 4
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v782, ptr addrspace(8) %rws119, i32 %off781, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin785 = add i32 %k_h719, 5
  %kok786 = icmp ult i32 %kin785, %kpg
  %ok787 = and i1 %kok786, %cok723
  br i1 %ok787, label %if.then.8, label %if.end.8
if.then.8:
  %krow788 = add i32 %kbase713, %kin785
  %t_k789 = mul i32 %krow788, %frow715
  %t_t790 = add i32 %t_k789, %tap_c716
  %el791 = add i32 %t_t790, %cin722
  %off793 = shl i32 %el791, 2
  %v794 = extractelement <8 x float> %acc126, i32 5
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v794, ptr addrspace(8) %rws119, i32 %off793, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin797 = add i32 %k_h719, 6
  %kok798 = icmp ult i32 %kin797, %kpg
  %ok799 = and i1 %kok798, %cok723
  br i1 %ok799, label %if.then.9, label %if.end.9
if.then.9:
  %krow800 = add i32 %kbase713, %kin797
  %t_k801 = mul i32 %krow800, %frow715
  %t_t802 = add i32 %t_k801, %tap_c716
  %el803 = add i32 %t_t802, %cin722
  %off805 = shl i32 %el803, 2
  %v806 = extractelement <8 x float> %acc126, i32 6
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v806, ptr addrspace(8) %rws119, i32 %off805, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin809 = add i32 %k_h719, 7
  %kok810 = icmp ult i32 %kin809, %kpg
  %ok811 = and i1 %kok810, %cok723
  br i1 %ok811, label %if.then.10, label %if.end.10
if.then.10:
  %krow812 = add i32 %kbase713, %kin809
  %t_k813 = mul i32 %krow812, %frow715
  %t_t814 = add i32 %t_k813, %tap_c716
  %el815 = add i32 %t_t814, %cin722
  %off817 = shl i32 %el815, 2
  %v818 = extractelement <8 x float> %acc126, i32 7
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v818, ptr addrspace(8) %rws119, i32 %off817, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="144" }
