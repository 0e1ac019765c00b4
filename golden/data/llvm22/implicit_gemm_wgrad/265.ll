; irgate implicit_gemm_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=12,pad_w=12,stride_h=1,stride_w=1,dilation_h=12,dilation_w=12,waves_m=4,waves_n=1,wave_tiles_m=1,wave_tiles_n=1,k_steps=4,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1 = internal unnamed_addr addrspace(3) global [6144 x i8] undef, align 16

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

define amdgpu_kernel void @irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
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
  %b_r53 = mul i32 %tr_row39, 24
  %b_c54 = add i32 %b_r53, %tr_col45
  %b_e55 = add i32 %b_c54, %wcb32
  %b_lane57 = shl i32 %b_e55, 1
  %bx58 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split59 = call i32 @llvm.amdgcn.workgroup.id.y()
  %nct_a61 = add i32 %cpg, 15
  %nct63 = udiv i32 %nct_a61, 16
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
  %rd81 = mul i32 %fr77, 12
  %h_tap83 = sub i32 %rd81, 12
  %sd85 = mul i32 %fs79, 12
  %w_tap87 = sub i32 %sd85, 12
  %k_blk89 = mul i32 %kt74, 64
  %c_blk91 = mul i32 %ct68, 16
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
  %acc126 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc837, %for.latch.1 ]
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
  %e168 = add i32 %tid20, 128
  %row170 = udiv i32 %e168, 8
  %cc172 = urem i32 %e168, 8
  %chan174 = shl i32 %cc172, 3
  %pos175 = add i32 %p_s129, %row170
  %pok176 = icmp ult i32 %pos175, %p_hi108
  %n177 = udiv i32 %pos175, %howo101
  %prem178 = urem i32 %pos175, %howo101
  %ho179 = udiv i32 %prem178, %wo
  %wo180 = urem i32 %prem178, %wo
  %kin181 = add i32 %k_blk89, %chan174
  %kok182 = icmp ult i32 %kin181, %kpg
  %ok183 = and i1 %pok176, %kok182
  %e_n184 = mul i32 %n177, %dy_stride_n
  %e_h185 = mul i32 %ho179, %dy_stride_h
  %e_w186 = mul i32 %wo180, %dy_stride_w
  %el187 = add i32 %e_n184, %e_h185
  %el188 = add i32 %el187, %e_w186
  %el189 = add i32 %el188, %dy_ch94
  %el190 = add i32 %el189, %chan174
  %off192 = shl i32 %el190, 1
  %safe194 = select i1 %ok183, i32 %off192, i32 2147483647
  %dyv196 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy117, i32 %safe194, i32 0, i32 0)
  %lrow198 = mul i32 %row170, 72
  %lel199 = add i32 %lrow198, %chan174
  %lb201 = shl i32 %lel199, 1
  %la203 = add i32 %lb201, 0
  %e205 = add i32 %tid20, 0
  %row207 = udiv i32 %e205, 2
  %cc209 = urem i32 %e205, 2
  %chan211 = shl i32 %cc209, 3
  %pos212 = add i32 %p_s129, %row207
  %pok213 = icmp ult i32 %pos212, %p_hi108
  %n214 = udiv i32 %pos212, %howo101
  %prem215 = urem i32 %pos212, %howo101
  %ho216 = udiv i32 %prem215, %wo
  %wo217 = urem i32 %prem215, %wo
  %h_a219 = mul i32 %ho216, 1
  %hi220 = add i32 %h_a219, %h_tap83
  %hiok221 = icmp ult i32 %hi220, %hi
  %w_a223 = mul i32 %wo217, 1
  %wi224 = add i32 %w_a223, %w_tap87
  %wiok225 = icmp ult i32 %wi224, %wi
  %cin226 = add i32 %c_blk91, %chan211
  %cok227 = icmp ult i32 %cin226, %cpg
  %ok228 = and i1 %pok213, %hiok221
  %ok229 = and i1 %ok228, %wiok225
  %ok230 = and i1 %ok229, %cok227
  %e_n231 = mul i32 %n214, %x_stride_n
  %e_h232 = mul i32 %hi220, %x_stride_h
  %e_w233 = mul i32 %wi224, %x_stride_w
  %el234 = add i32 %e_n231, %e_h232
  %el235 = add i32 %el234, %e_w233
  %el236 = add i32 %el235, %x_ch95
  %el237 = add i32 %el236, %chan211
  %off239 = shl i32 %el237, 1
  %safe241 = select i1 %ok230, i32 %off239, i32 2147483647
  %xv243 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx118, i32 %safe241, i32 0, i32 0)
  %lrow245 = mul i32 %row207, 24
  %lel246 = add i32 %lrow245, %chan211
  %lb248 = shl i32 %lel246, 1
  %la250 = add i32 %lb248, 4608
  %eok252 = icmp ult i32 %e205, 64
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la166
  store <4 x i32> %dyv159, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la203
  store <4 x i32> %dyv196, ptr addrspace(3) %gep.7, align 16
  br i1 %eok252, label %if.then.3, label %if.end.3
if.then.3:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la250
  store <4 x i32> %xv243, ptr addrspace(3) %gep.8, align 16
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.else.2:
  %e254 = add i32 %tid20, 0
  %row256 = udiv i32 %e254, 32
  %cc258 = urem i32 %e254, 32
  %chan260 = shl i32 %cc258, 1
  %pos261 = add i32 %p_s129, %row256
  %pok262 = icmp ult i32 %pos261, %p_hi108
  %n263 = udiv i32 %pos261, %howo101
  %prem264 = urem i32 %pos261, %howo101
  %ho265 = udiv i32 %prem264, %wo
  %wo266 = urem i32 %prem264, %wo
  %kin267 = add i32 %k_blk89, %chan260
  %kok268 = icmp ult i32 %kin267, %kpg
  %ok269 = and i1 %pok262, %kok268
  %e_n270 = mul i32 %n263, %dy_stride_n
  %e_h271 = mul i32 %ho265, %dy_stride_h
  %e_w272 = mul i32 %wo266, %dy_stride_w
  %el273 = add i32 %e_n270, %e_h271
  %el274 = add i32 %el273, %e_w272
  %el275 = add i32 %el274, %dy_ch94
  %el276 = add i32 %el275, %chan260
  %off278 = shl i32 %el276, 1
  %safe280 = select i1 %ok269, i32 %off278, i32 2147483647
  %dyv282 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe280, i32 0, i32 0)
  %kin284 = add i32 %kin267, 1
  %kok285 = icmp ult i32 %kin284, %kpg
  %ok286 = and i1 %pok262, %kok285
  %el288 = add i32 %el276, 1
  %off290 = shl i32 %el288, 1
  %safe292 = select i1 %ok286, i32 %off290, i32 2147483647
  %dyv294 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe292, i32 0, i32 0)
  %lrow296 = mul i32 %row256, 72
  %lel297 = add i32 %lrow296, %chan260
  %lb299 = shl i32 %lel297, 1
  %la301 = add i32 %lb299, 0
  %lo302 = zext i16 %dyv282 to i32
  %hw303 = zext i16 %dyv294 to i32
  %hs305 = shl i32 %hw303, 16
  %pair306 = or i32 %lo302, %hs305
  %pairf307 = bitcast i32 %pair306 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la301
  store float %pairf307, ptr addrspace(3) %gep.9, align 4
  %e309 = add i32 %tid20, 128
  %row311 = udiv i32 %e309, 32
  %cc313 = urem i32 %e309, 32
  %chan315 = shl i32 %cc313, 1
  %pos316 = add i32 %p_s129, %row311
  %pok317 = icmp ult i32 %pos316, %p_hi108
  %n318 = udiv i32 %pos316, %howo101
  %prem319 = urem i32 %pos316, %howo101
  %ho320 = udiv i32 %prem319, %wo
  %wo321 = urem i32 %prem319, %wo
  %kin322 = add i32 %k_blk89, %chan315
  %kok323 = icmp ult i32 %kin322, %kpg
  %ok324 = and i1 %pok317, %kok323
  %e_n325 = mul i32 %n318, %dy_stride_n
  %e_h326 = mul i32 %ho320, %dy_stride_h
  %e_w327 = mul i32 %wo321, %dy_stride_w
  %el328 = add i32 %e_n325, %e_h326
  %el329 = add i32 %el328, %e_w327
  %el330 = add i32 %el329, %dy_ch94
  %el331 = add i32 %el330, %chan315
  %off333 = shl i32 %el331, 1
  %safe335 = select i1 %ok324, i32 %off333, i32 2147483647
  %dyv337 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe335, i32 0, i32 0)
  %kin339 = add i32 %kin322, 1
  %kok340 = icmp ult i32 %kin339, %kpg
  %ok341 = and i1 %pok317, %kok340
  %el343 = add i32 %el331, 1
  %off345 = shl i32 %el343, 1
  %safe347 = select i1 %ok341, i32 %off345, i32 2147483647
  %dyv349 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe347, i32 0, i32 0)
  %lrow351 = mul i32 %row311, 72
  %lel352 = add i32 %lrow351, %chan315
  %lb354 = shl i32 %lel352, 1
  %la356 = add i32 %lb354, 0
  %lo357 = zext i16 %dyv337 to i32
  %hw358 = zext i16 %dyv349 to i32
  %hs360 = shl i32 %hw358, 16
  %pair361 = or i32 %lo357, %hs360
  %pairf362 = bitcast i32 %pair361 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la356
  store float %pairf362, ptr addrspace(3) %gep.10, align 4
  %e364 = add i32 %tid20, 256
  %row366 = udiv i32 %e364, 32
  %cc368 = urem i32 %e364, 32
  %chan370 = shl i32 %cc368, 1
  %pos371 = add i32 %p_s129, %row366
  %pok372 = icmp ult i32 %pos371, %p_hi108
  %n373 = udiv i32 %pos371, %howo101
  %prem374 = urem i32 %pos371, %howo101
  %ho375 = udiv i32 %prem374, %wo
  %wo376 = urem i32 %prem374, %wo
  %kin377 = add i32 %k_blk89, %chan370
  %kok378 = icmp ult i32 %kin377, %kpg
  %ok379 = and i1 %pok372, %kok378
  %e_n380 = mul i32 %n373, %dy_stride_n
  %e_h381 = mul i32 %ho375, %dy_stride_h
  %e_w382 = mul i32 %wo376, %dy_stride_w
  %el383 = add i32 %e_n380, %e_h381
  %el384 = add i32 %el383, %e_w382
  %el385 = add i32 %el384, %dy_ch94
  %el386 = add i32 %el385, %chan370
  %off388 = shl i32 %el386, 1
  %safe390 = select i1 %ok379, i32 %off388, i32 2147483647
  %dyv392 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe390, i32 0, i32 0)
  %kin394 = add i32 %kin377, 1
  %kok395 = icmp ult i32 %kin394, %kpg
  %ok396 = and i1 %pok372, %kok395
  %el398 = add i32 %el386, 1
  %off400 = shl i32 %el398, 1
  %safe402 = select i1 %ok396, i32 %off400, i32 2147483647
  %dyv404 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe402, i32 0, i32 0)
  %lrow406 = mul i32 %row366, 72
  %lel407 = add i32 %lrow406, %chan370
  %lb409 = shl i32 %lel407, 1
  %la411 = add i32 %lb409, 0
  %lo412 = zext i16 %dyv392 to i32
  %hw413 = zext i16 %dyv404 to i32
  %hs415 = shl i32 %hw413, 16
  %pair416 = or i32 %lo412, %hs415
  %pairf417 = bitcast i32 %pair416 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la411
  store float %pairf417, ptr addrspace(3) %gep.11, align 4
  %e419 = add i32 %tid20, 384
  %row421 = udiv i32 %e419, 32
  %cc423 = urem i32 %e419, 32
  %chan425 = shl i32 %cc423, 1
  %pos426 = add i32 %p_s129, %row421
  %pok427 = icmp ult i32 %pos426, %p_hi108
  %n428 = udiv i32 %pos426, %howo101
  %prem429 = urem i32 %pos426, %howo101
  %ho430 = udiv i32 %prem429, %wo
  %wo431 = urem i32 %prem429, %wo
  %kin432 = add i32 %k_blk89, %chan425
  %kok433 = icmp ult i32 %kin432, %kpg
  %ok434 = and i1 %pok427, %kok433
  %e_n435 = mul i32 %n428, %dy_stride_n
  %e_h436 = mul i32 %ho430, %dy_stride_h
  %e_w437 = mul i32 %wo431, %dy_stride_w
  %el438 = add i32 %e_n435, %e_h436
  %el439 = add i32 %el438, %e_w437
  %el440 = add i32 %el439, %dy_ch94
  %el441 = add i32 %el440, %chan425
  %off443 = shl i32 %el441, 1
  %safe445 = select i1 %ok434, i32 %off443, i32 2147483647
  %dyv447 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe445, i32 0, i32 0)
  %kin449 = add i32 %kin432, 1
  %kok450 = icmp ult i32 %kin449, %kpg
  %ok451 = and i1 %pok427, %kok450
  %el453 = add i32 %el441, 1
  %off455 = shl i32 %el453, 1
  %safe457 = select i1 %ok451, i32 %off455, i32 2147483647
  %dyv459 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe457, i32 0, i32 0)
  %lrow461 = mul i32 %row421, 72
  %lel462 = add i32 %lrow461, %chan425
  %lb464 = shl i32 %lel462, 1
  %la466 = add i32 %lb464, 0
  %lo467 = zext i16 %dyv447 to i32
  %hw468 = zext i16 %dyv459 to i32
  %hs470 = shl i32 %hw468, 16
  %pair471 = or i32 %lo467, %hs470
  %pairf472 = bitcast i32 %pair471 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la466
  store float %pairf472, ptr addrspace(3) %gep.12, align 4
  %e474 = add i32 %tid20, 512
  %row476 = udiv i32 %e474, 32
  %cc478 = urem i32 %e474, 32
  %chan480 = shl i32 %cc478, 1
  %pos481 = add i32 %p_s129, %row476
  %pok482 = icmp ult i32 %pos481, %p_hi108
  %n483 = udiv i32 %pos481, %howo101
  %prem484 = urem i32 %pos481, %howo101
  %ho485 = udiv i32 %prem484, %wo
  %wo486 = urem i32 %prem484, %wo
  %kin487 = add i32 %k_blk89, %chan480
  %kok488 = icmp ult i32 %kin487, %kpg
  %ok489 = and i1 %pok482, %kok488
  %e_n490 = mul i32 %n483, %dy_stride_n
  %e_h491 = mul i32 %ho485, %dy_stride_h
  %e_w492 = mul i32 %wo486, %dy_stride_w
  %el493 = add i32 %e_n490, %e_h491
  %el494 = add i32 %el493, %e_w492
  %el495 = add i32 %el494, %dy_ch94
  %el496 = add i32 %el495, %chan480
  %off498 = shl i32 %el496, 1
  %safe500 = select i1 %ok489, i32 %off498, i32 2147483647
  %dyv502 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe500, i32 0, i32 0)
  %kin504 = add i32 %kin487, 1
  %kok505 = icmp ult i32 %kin504, %kpg
  %ok506 = and i1 %pok482, %kok505
  %el508 = add i32 %el496, 1
  %off510 = shl i32 %el508, 1
  %safe512 = select i1 %ok506, i32 %off510, i32 2147483647
  %dyv514 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe512, i32 0, i32 0)
  %lrow516 = mul i32 %row476, 72
  %lel517 = add i32 %lrow516, %chan480
  %lb519 = shl i32 %lel517, 1
  %la521 = add i32 %lb519, 0
  %lo522 = zext i16 %dyv502 to i32
  %hw523 = zext i16 %dyv514 to i32
  %hs525 = shl i32 %hw523, 16
  %pair526 = or i32 %lo522, %hs525
  %pairf527 = bitcast i32 %pair526 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la521
  store float %pairf527, ptr addrspace(3) %gep.13, align 4
  %e529 = add i32 %tid20, 640
  %row531 = udiv i32 %e529, 32
  %cc533 = urem i32 %e529, 32
  %chan535 = shl i32 %cc533, 1
  %pos536 = add i32 %p_s129, %row531
  %pok537 = icmp ult i32 %pos536, %p_hi108
  %n538 = udiv i32 %pos536, %howo101
  %prem539 = urem i32 %pos536, %howo101
  %ho540 = udiv i32 %prem539, %wo
  %wo541 = urem i32 %prem539, %wo
  %kin542 = add i32 %k_blk89, %chan535
  %kok543 = icmp ult i32 %kin542, %kpg
  %ok544 = and i1 %pok537, %kok543
  %e_n545 = mul i32 %n538, %dy_stride_n
  %e_h546 = mul i32 %ho540, %dy_stride_h
  %e_w547 = mul i32 %wo541, %dy_stride_w
  %el548 = add i32 %e_n545, %e_h546
  %el549 = add i32 %el548, %e_w547
  %el550 = add i32 %el549, %dy_ch94
  %el551 = add i32 %el550, %chan535
  %off553 = shl i32 %el551, 1
  %safe555 = select i1 %ok544, i32 %off553, i32 2147483647
  %dyv557 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe555, i32 0, i32 0)
  %kin559 = add i32 %kin542, 1
  %kok560 = icmp ult i32 %kin559, %kpg
  %ok561 = and i1 %pok537, %kok560
  %el563 = add i32 %el551, 1
  %off565 = shl i32 %el563, 1
  %safe567 = select i1 %ok561, i32 %off565, i32 2147483647
  %dyv569 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe567, i32 0, i32 0)
  %lrow571 = mul i32 %row531, 72
  %lel572 = add i32 %lrow571, %chan535
  %lb574 = shl i32 %lel572, 1
  %la576 = add i32 %lb574, 0
  %lo577 = zext i16 %dyv557 to i32
  %hw578 = zext i16 %dyv569 to i32
  %hs580 = shl i32 %hw578, 16
  %pair581 = or i32 %lo577, %hs580
  %pairf582 = bitcast i32 %pair581 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la576
  store float %pairf582, ptr addrspace(3) %gep.14, align 4
  %e584 = add i32 %tid20, 768
  %row586 = udiv i32 %e584, 32
  %cc588 = urem i32 %e584, 32
  %chan590 = shl i32 %cc588, 1
  %pos591 = add i32 %p_s129, %row586
  %pok592 = icmp ult i32 %pos591, %p_hi108
  %n593 = udiv i32 %pos591, %howo101
  %prem594 = urem i32 %pos591, %howo101
  %ho595 = udiv i32 %prem594, %wo
  %wo596 = urem i32 %prem594, %wo
  %kin597 = add i32 %k_blk89, %chan590
  %kok598 = icmp ult i32 %kin597, %kpg
  %ok599 = and i1 %pok592, %kok598
  %e_n600 = mul i32 %n593, %dy_stride_n
  %e_h601 = mul i32 %ho595, %dy_stride_h
  %e_w602 = mul i32 %wo596, %dy_stride_w
  %el603 = add i32 %e_n600, %e_h601
  %el604 = add i32 %el603, %e_w602
  %el605 = add i32 %el604, %dy_ch94
  %el606 = add i32 %el605, %chan590
  %off608 = shl i32 %el606, 1
  %safe610 = select i1 %ok599, i32 %off608, i32 2147483647
  %dyv612 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe610, i32 0, i32 0)
  %kin614 = add i32 %kin597, 1
  %kok615 = icmp ult i32 %kin614, %kpg
  %ok616 = and i1 %pok592, %kok615
  %el618 = add i32 %el606, 1
  %off620 = shl i32 %el618, 1
  %safe622 = select i1 %ok616, i32 %off620, i32 2147483647
  %dyv624 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe622, i32 0, i32 0)
  %lrow626 = mul i32 %row586, 72
  %lel627 = add i32 %lrow626, %chan590
  %lb629 = shl i32 %lel627, 1
  %la631 = add i32 %lb629, 0
  %lo632 = zext i16 %dyv612 to i32
  %hw633 = zext i16 %dyv624 to i32
  %hs635 = shl i32 %hw633, 16
  %pair636 = or i32 %lo632, %hs635
  %pairf637 = bitcast i32 %pair636 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la631
  store float %pairf637, ptr addrspace(3) %gep.15, align 4
  %e639 = add i32 %tid20, 896
  %row641 = udiv i32 %e639, 32
  %cc643 = urem i32 %e639, 32
  %chan645 = shl i32 %cc643, 1
  %pos646 = add i32 %p_s129, %row641
  %pok647 = icmp ult i32 %pos646, %p_hi108
  %n648 = udiv i32 %pos646, %howo101
  %prem649 = urem i32 %pos646, %howo101
  %ho650 = udiv i32 %prem649, %wo
  %wo651 = urem i32 %prem649, %wo
  %kin652 = add i32 %k_blk89, %chan645
  %kok653 = icmp ult i32 %kin652, %kpg
  %ok654 = and i1 %pok647, %kok653
  %e_n655 = mul i32 %n648, %dy_stride_n
  %e_h656 = mul i32 %ho650, %dy_stride_h
  %e_w657 = mul i32 %wo651, %dy_stride_w
  %el658 = add i32 %e_n655, %e_h656
  %el659 = add i32 %el658, %e_w657
  %el660 = add i32 %el659, %dy_ch94
  %el661 = add i32 %el660, %chan645
  %off663 = shl i32 %el661, 1
  %safe665 = select i1 %ok654, i32 %off663, i32 2147483647
  %dyv667 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe665, i32 0, i32 0)
  %kin669 = add i32 %kin652, 1
  %kok670 = icmp ult i32 %kin669, %kpg
  %ok671 = and i1 %pok647, %kok670
  %el673 = add i32 %el661, 1
  %off675 = shl i32 %el673, 1
  %safe677 = select i1 %ok671, i32 %off675, i32 2147483647
  %dyv679 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe677, i32 0, i32 0)
  %lrow681 = mul i32 %row641, 72
  %lel682 = add i32 %lrow681, %chan645
  %lb684 = shl i32 %lel682, 1
  %la686 = add i32 %lb684, 0
  %lo687 = zext i16 %dyv667 to i32
  %hw688 = zext i16 %dyv679 to i32
  %hs690 = shl i32 %hw688, 16
  %pair691 = or i32 %lo687, %hs690
  %pairf692 = bitcast i32 %pair691 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la686
  store float %pairf692, ptr addrspace(3) %gep.16, align 4
  %e694 = add i32 %tid20, 0
  %row696 = udiv i32 %e694, 8
  %cc698 = urem i32 %e694, 8
  %chan700 = shl i32 %cc698, 1
  %pos701 = add i32 %p_s129, %row696
  %pok702 = icmp ult i32 %pos701, %p_hi108
  %n703 = udiv i32 %pos701, %howo101
  %prem704 = urem i32 %pos701, %howo101
  %ho705 = udiv i32 %prem704, %wo
  %wo706 = urem i32 %prem704, %wo
  %h_a708 = mul i32 %ho705, 1
  %hi709 = add i32 %h_a708, %h_tap83
  %hiok710 = icmp ult i32 %hi709, %hi
  %w_a712 = mul i32 %wo706, 1
  %wi713 = add i32 %w_a712, %w_tap87
  %wiok714 = icmp ult i32 %wi713, %wi
  %cin715 = add i32 %c_blk91, %chan700
  %cok716 = icmp ult i32 %cin715, %cpg
  %ok717 = and i1 %pok702, %hiok710
  %ok718 = and i1 %ok717, %wiok714
  %ok719 = and i1 %ok718, %cok716
  %e_n720 = mul i32 %n703, %x_stride_n
  %e_h721 = mul i32 %hi709, %x_stride_h
  %e_w722 = mul i32 %wi713, %x_stride_w
  %el723 = add i32 %e_n720, %e_h721
  %el724 = add i32 %el723, %e_w722
  %el725 = add i32 %el724, %x_ch95
  %el726 = add i32 %el725, %chan700
  %off728 = shl i32 %el726, 1
  %safe730 = select i1 %ok719, i32 %off728, i32 2147483647
  %xv732 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe730, i32 0, i32 0)
  %cin734 = add i32 %cin715, 1
  %cok735 = icmp ult i32 %cin734, %cpg
  %ok736 = and i1 %ok718, %cok735
  %el738 = add i32 %el726, 1
  %off740 = shl i32 %el738, 1
  %safe742 = select i1 %ok736, i32 %off740, i32 2147483647
  %xv744 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe742, i32 0, i32 0)
  %lrow746 = mul i32 %row696, 24
  %lel747 = add i32 %lrow746, %chan700
  %lb749 = shl i32 %lel747, 1
  %la751 = add i32 %lb749, 4608
  %lo752 = zext i16 %xv732 to i32
  %hw753 = zext i16 %xv744 to i32
  %hs755 = shl i32 %hw753, 16
  %pair756 = or i32 %lo752, %hs755
  %pairf757 = bitcast i32 %pair756 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la751
  store float %pairf757, ptr addrspace(3) %gep.17, align 4
  %e759 = add i32 %tid20, 128
  %row761 = udiv i32 %e759, 8
  %cc763 = urem i32 %e759, 8
  %chan765 = shl i32 %cc763, 1
  %pos766 = add i32 %p_s129, %row761
  %pok767 = icmp ult i32 %pos766, %p_hi108
  %n768 = udiv i32 %pos766, %howo101
  %prem769 = urem i32 %pos766, %howo101
  %ho770 = udiv i32 %prem769, %wo
  %wo771 = urem i32 %prem769, %wo
  %h_a773 = mul i32 %ho770, 1
  %hi774 = add i32 %h_a773, %h_tap83
  %hiok775 = icmp ult i32 %hi774, %hi
  %w_a777 = mul i32 %wo771, 1
  %wi778 = add i32 %w_a777, %w_tap87
  %wiok779 = icmp ult i32 %wi778, %wi
  %cin780 = add i32 %c_blk91, %chan765
  %cok781 = icmp ult i32 %cin780, %cpg
  %ok782 = and i1 %pok767, %hiok775
  %ok783 = and i1 %ok782, %wiok779
  %ok784 = and i1 %ok783, %cok781
  %e_n785 = mul i32 %n768, %x_stride_n
  %e_h786 = mul i32 %hi774, %x_stride_h
  %e_w787 = mul i32 %wi778, %x_stride_w
  %el788 = add i32 %e_n785, %e_h786
  %el789 = add i32 %el788, %e_w787
  %el790 = add i32 %el789, %x_ch95
  %el791 = add i32 %el790, %chan765
  %off793 = shl i32 %el791, 1
  %safe795 = select i1 %ok784, i32 %off793, i32 2147483647
  %xv797 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe795, i32 0, i32 0)
  %cin799 = add i32 %cin780, 1
  %cok800 = icmp ult i32 %cin799, %cpg
  %ok801 = and i1 %ok783, %cok800
  %el803 = add i32 %el791, 1
  %off805 = shl i32 %el803, 1
  %safe807 = select i1 %ok801, i32 %off805, i32 2147483647
  %xv809 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe807, i32 0, i32 0)
  %lrow811 = mul i32 %row761, 24
  %lel812 = add i32 %lrow811, %chan765
  %lb814 = shl i32 %lel812, 1
  %la816 = add i32 %lb814, 4608
  %lo817 = zext i16 %xv797 to i32
  %hw818 = zext i16 %xv809 to i32
  %hs820 = shl i32 %hw818, 16
  %pair821 = or i32 %lo817, %hs820
  %pairf822 = bitcast i32 %pair821 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la816
  store float %pairf822, ptr addrspace(3) %gep.18, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr824 = add i32 %a_lane51, 0
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %a_addr824
  %a_lo825 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %a_addr827 = add i32 %a_lane51, 2304
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %a_addr827
  %a_hi828 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %a_frag829 = shufflevector <8 x half> %a_lo825, <8 x half> %a_hi828, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr831 = add i32 %b_lane57, 4608
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %b_addr831
  %b_lo832 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_addr834 = add i32 %b_lane57, 5376
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %b_addr834
  %b_hi835 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %b_frag836 = shufflevector <8 x half> %b_lo832, <8 x half> %b_hi835, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc837 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag829, i1 false, <16 x half> %b_frag836, i16 0, <8 x float> %acc126, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t125, 1
  br label %for.head.1
for.exit.1:
  %slab839 = urem i32 %split59, 1
  %slab_g840 = mul i32 %slab839, %groups
  %slab_k841 = mul i32 %slab_g840, %kpg
  %kbase842 = add i32 %slab_k841, %gk92
  %frow844 = mul i32 %cpg, 9
  %tap_c845 = mul i32 %tap71, %cpg
  %c_w846 = add i32 %c_blk91, %wcb32
  %k_w847 = add i32 %k_blk89, %wkb30
  %k_h848 = add i32 %k_w847, %khalf36
  %cin850 = add i32 %c_w846, 0
  %cin851 = add i32 %cin850, %lcol41
  %cok852 = icmp ult i32 %cin851, %cpg
  %kin854 = add i32 %k_h848, 0
  %kok855 = icmp ult i32 %kin854, %kpg
  %ok856 = and i1 %kok855, %cok852
  br i1 %ok856, label %if.then.4, label %if.end.4
if.then.4:
  %krow857 = add i32 %kbase842, %kin854
  %t_k858 = mul i32 %krow857, %frow844
  %t_t859 = add i32 %t_k858, %tap_c845
  %el860 = add i32 %t_t859, %cin851
  %off862 = shl i32 %el860, 2
  %v863 = extractelement <8 x float> %acc126, i32 0
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v863, ptr addrspace(8) %rws119, i32 %off862, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin866 = add i32 %k_h848, 1
  %kok867 = icmp ult i32 %kin866, %kpg
  %ok868 = and i1 %kok867, %cok852
  br i1 %ok868, label %if.then.5, label %if.end.5
if.then.5:
  %krow869 = add i32 %kbase842, %kin866
  %t_k870 = mul i32 %krow869, %frow844
  %t_t871 = add i32 %t_k870, %tap_c845
  %el872 = add i32 %t_t871, %cin851
  %off874 = shl i32 %el872, 2
  %v875 = extractelement <8 x float> %acc126, i32 1
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v875, ptr addrspace(8) %rws119, i32 %off874, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin878 = add i32 %k_h848, 2
  %kok879 = icmp ult i32 %kin878, %kpg
  %ok880 = and i1 %kok879, %cok852
  br i1 %ok880, label %if.then.6, label %if.end.6
if.then.6:
  %krow881 = add i32 %kbase842, %kin878
  %t_k882 = mul i32 %krow881, %frow844
  %t_t883 = add i32 %t_k882, %tap_c845
  %el884 = add i32 %t_t883, %cin851
  %off886 = shl i32 %el884, 2
  %v887 = extractelement <8 x float> %acc126, i32 2
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v887, ptr addrspace(8) %rws119, i32 %off886, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin890 = add i32 %k_h848, 3
  %kok891 = icmp ult i32 %kin890, %kpg
  %ok892 = and i1 %kok891, %cok852
  br i1 %ok892, label %if.then.7, label %if.end.7
if.then.7:
  %krow893 = add i32 %kbase842, %kin890
  %t_k894 = mul i32 %krow893, %frow844
  %t_t895 = add i32 %t_k894, %tap_c845
  %el896 = add i32 %t_t895, %cin851
  %off898 = shl i32 %el896, 2
  %v899 = extractelement <8 x float> %acc126, i32 3
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v899, ptr addrspace(8) %rws119, i32 %off898, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin902 = add i32 %k_h848, 4
  %kok903 = icmp ult i32 %kin902, %kpg
  %ok904 = and i1 %kok903, %cok852
  br i1 %ok904, label %if.then.8, label %if.end.8
if.then.8:
  %krow905 = add i32 %kbase842, %kin902
  %t_k906 = mul i32 %krow905, %frow844
  %t_t907 = add i32 %t_k906, %tap_c845
  %el908 = add i32 %t_t907, %cin851
  %off910 = shl i32 %el908, 2
  %v911 = extractelement <8 x float> %acc126, i32 4
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v911, ptr addrspace(8) %rws119, i32 %off910, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin914 = add i32 %k_h848, 5
  %kok915 = icmp ult i32 %kin914, %kpg
  %ok916 = and i1 %kok915, %cok852
  br i1 %ok916, label %if.then.9, label %if.end.9
if.then.9:
  %krow917 = add i32 %kbase842, %kin914
  %t_k918 = mul i32 %krow917, %frow844
  %t_t919 = add i32 %t_k918, %tap_c845
  %el920 = add i32 %t_t919, %cin851
  %off922 = shl i32 %el920, 2
  %v923 = extractelement <8 x float> %acc126, i32 5
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v923, ptr addrspace(8) %rws119, i32 %off922, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin926 = add i32 %k_h848, 6
  %kok927 = icmp ult i32 %kin926, %kpg
  %ok928 = and i1 %kok927, %cok852
  br i1 %ok928, label %if.then.10, label %if.end.10
if.then.10:
  %krow929 = add i32 %kbase842, %kin926
  %t_k930 = mul i32 %krow929, %frow844
  %t_t931 = add i32 %t_k930, %tap_c845
  %el932 = add i32 %t_t931, %cin851
  %off934 = shl i32 %el932, 2
  %v935 = extractelement <8 x float> %acc126, i32 6
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v935, ptr addrspace(8) %rws119, i32 %off934, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin938 = add i32 %k_h848, 7
  %kok939 = icmp ult i32 %kin938, %kpg
  %ok940 = and i1 %kok939, %cok852
  br i1 %ok940, label %if.then.11, label %if.end.11
if.then.11:
  %krow941 = add i32 %kbase842, %kin938
  %t_k942 = mul i32 %krow941, %frow844
  %t_t943 = add i32 %t_k942, %tap_c845
  %el944 = add i32 %t_t943, %cin851
  %off946 = shl i32 %el944, 2
  %v947 = extractelement <8 x float> %acc126, i32 7
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v947, ptr addrspace(8) %rws119, i32 %off946, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="148" }
