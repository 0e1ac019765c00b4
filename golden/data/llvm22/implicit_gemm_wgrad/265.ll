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

define amdgpu_kernel void @irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid28 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane30 = and i32 %tid28, 31
  %wave32 = lshr i32 %tid28, 5
  %wave_m34 = urem i32 %wave32, 4
  %wave_n36 = udiv i32 %wave32, 4
  %wkb38 = mul i32 %wave_m34, 16
  %wcb40 = mul i32 %wave_n36, 16
  %half42 = lshr i32 %lane30, 4
  %khalf44 = shl i32 %half42, 3
  %lrow46 = and i32 %lane30, 7
  %tr_row47 = add i32 %khalf44, %lrow46
  %lcol49 = and i32 %lane30, 15
  %cgrp51 = lshr i32 %lcol49, 3
  %tr_col53 = shl i32 %cgrp51, 3
  %a_r55 = mul i32 %tr_row47, 72
  %a_c56 = add i32 %a_r55, %tr_col53
  %a_e57 = add i32 %a_c56, %wkb38
  %a_lane59 = shl i32 %a_e57, 1
  %b_r61 = mul i32 %tr_row47, 24
  %b_c62 = add i32 %b_r61, %tr_col53
  %b_e63 = add i32 %b_c62, %wcb40
  %b_lane65 = shl i32 %b_e63, 1
  %bx66 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split67 = call i32 @llvm.amdgcn.workgroup.id.y()
  %nct_a69 = add i32 %cpg, 15
  %nct71 = udiv i32 %nct_a69, 16
  %nkt_a73 = add i32 %kpg, 63
  %nkt75 = udiv i32 %nkt_a73, 64
  %ct76 = urem i32 %bx66, %nct71
  %rest77 = udiv i32 %bx66, %nct71
  %tap79 = urem i32 %rest77, 9
  %rest81 = udiv i32 %rest77, 9
  %kt82 = urem i32 %rest81, %nkt75
  %g83 = udiv i32 %rest81, %nkt75
  %fr85 = udiv i32 %tap79, 3
  %fs87 = urem i32 %tap79, 3
  %rd89 = mul i32 %fr85, 12
  %h_tap91 = sub i32 %rd89, 12
  %sd93 = mul i32 %fs87, 12
  %w_tap95 = sub i32 %sd93, 12
  %k_blk97 = mul i32 %kt82, 64
  %c_blk99 = mul i32 %ct76, 16
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
  %acc134 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc845, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t133, %steps124
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to136 = shl i32 %t133, 5
  %p_s137 = add i32 %p_lo112, %to136
  br i1 %vec_ok108, label %if.then.2, label %if.else.2
if.then.2:
  %e139 = add i32 %tid28, 0
  %row141 = udiv i32 %e139, 8
  %cc143 = urem i32 %e139, 8
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
  %lrow169 = mul i32 %row141, 72
  %lel170 = add i32 %lrow169, %chan145
  %lb172 = shl i32 %lel170, 1
  %la174 = add i32 %lb172, 0
  %e176 = add i32 %tid28, 128
  %row178 = udiv i32 %e176, 8
  %cc180 = urem i32 %e176, 8
  %chan182 = shl i32 %cc180, 3
  %pos183 = add i32 %p_s137, %row178
  %pok184 = icmp ult i32 %pos183, %p_hi116
  %n185 = udiv i32 %pos183, %howo109
  %prem186 = urem i32 %pos183, %howo109
  %ho187 = udiv i32 %prem186, %wo
  %wo188 = urem i32 %prem186, %wo
  %kin189 = add i32 %k_blk97, %chan182
  %kok190 = icmp ult i32 %kin189, %kpg
  %ok191 = and i1 %pok184, %kok190
  %e_n192 = mul i32 %n185, %dy_stride_n
  %e_h193 = mul i32 %ho187, %dy_stride_h
  %e_w194 = mul i32 %wo188, %dy_stride_w
  %el195 = add i32 %e_n192, %e_h193
  %el196 = add i32 %el195, %e_w194
  %el197 = add i32 %el196, %dy_ch102
  %el198 = add i32 %el197, %chan182
  %off200 = shl i32 %el198, 1
  %safe202 = select i1 %ok191, i32 %off200, i32 2147483647
  %dyv204 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy125, i32 %safe202, i32 0, i32 0)
  %lrow206 = mul i32 %row178, 72
  %lel207 = add i32 %lrow206, %chan182
  %lb209 = shl i32 %lel207, 1
  %la211 = add i32 %lb209, 0
  %e213 = add i32 %tid28, 0
  %row215 = udiv i32 %e213, 2
  %cc217 = urem i32 %e213, 2
  %chan219 = shl i32 %cc217, 3
  %pos220 = add i32 %p_s137, %row215
  %pok221 = icmp ult i32 %pos220, %p_hi116
  %n222 = udiv i32 %pos220, %howo109
  %prem223 = urem i32 %pos220, %howo109
  %ho224 = udiv i32 %prem223, %wo
  %wo225 = urem i32 %prem223, %wo
  %h_a227 = mul i32 %ho224, 1
  %hi228 = add i32 %h_a227, %h_tap91
  %hiok229 = icmp ult i32 %hi228, %hi
  %w_a231 = mul i32 %wo225, 1
  %wi232 = add i32 %w_a231, %w_tap95
  %wiok233 = icmp ult i32 %wi232, %wi
  %cin234 = add i32 %c_blk99, %chan219
  %cok235 = icmp ult i32 %cin234, %cpg
  %ok236 = and i1 %pok221, %hiok229
  %ok237 = and i1 %ok236, %wiok233
  %ok238 = and i1 %ok237, %cok235
  %e_n239 = mul i32 %n222, %x_stride_n
  %e_h240 = mul i32 %hi228, %x_stride_h
  %e_w241 = mul i32 %wi232, %x_stride_w
  %el242 = add i32 %e_n239, %e_h240
  %el243 = add i32 %el242, %e_w241
  %el244 = add i32 %el243, %x_ch103
  %el245 = add i32 %el244, %chan219
  %off247 = shl i32 %el245, 1
  %safe249 = select i1 %ok238, i32 %off247, i32 2147483647
  %xv251 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx126, i32 %safe249, i32 0, i32 0)
  %lrow253 = mul i32 %row215, 24
  %lel254 = add i32 %lrow253, %chan219
  %lb256 = shl i32 %lel254, 1
  %la258 = add i32 %lb256, 4608
  %eok260 = icmp ult i32 %e213, 64
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la174
  store <4 x i32> %dyv167, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la211
  store <4 x i32> %dyv204, ptr addrspace(3) %gep.7, align 16
  br i1 %eok260, label %if.then.3, label %if.end.3
if.then.3:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la258
  store <4 x i32> %xv251, ptr addrspace(3) %gep.8, align 16
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.else.2:
  %e262 = add i32 %tid28, 0
  %row264 = udiv i32 %e262, 32
  %cc266 = urem i32 %e262, 32
  %chan268 = shl i32 %cc266, 1
  %pos269 = add i32 %p_s137, %row264
  %pok270 = icmp ult i32 %pos269, %p_hi116
  %n271 = udiv i32 %pos269, %howo109
  %prem272 = urem i32 %pos269, %howo109
  %ho273 = udiv i32 %prem272, %wo
  %wo274 = urem i32 %prem272, %wo
  %kin275 = add i32 %k_blk97, %chan268
  %kok276 = icmp ult i32 %kin275, %kpg
  %ok277 = and i1 %pok270, %kok276
  %e_n278 = mul i32 %n271, %dy_stride_n
  %e_h279 = mul i32 %ho273, %dy_stride_h
  %e_w280 = mul i32 %wo274, %dy_stride_w
  %el281 = add i32 %e_n278, %e_h279
  %el282 = add i32 %el281, %e_w280
  %el283 = add i32 %el282, %dy_ch102
  %el284 = add i32 %el283, %chan268
  %off286 = shl i32 %el284, 1
  %safe288 = select i1 %ok277, i32 %off286, i32 2147483647
  %dyv290 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe288, i32 0, i32 0)
  %kin292 = add i32 %kin275, 1
  %kok293 = icmp ult i32 %kin292, %kpg
  %ok294 = and i1 %pok270, %kok293
  %el296 = add i32 %el284, 1
  %off298 = shl i32 %el296, 1
  %safe300 = select i1 %ok294, i32 %off298, i32 2147483647
  %dyv302 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe300, i32 0, i32 0)
  %lrow304 = mul i32 %row264, 72
  %lel305 = add i32 %lrow304, %chan268
  %lb307 = shl i32 %lel305, 1
  %la309 = add i32 %lb307, 0
  %lo310 = zext i16 %dyv290 to i32
  %hw311 = zext i16 %dyv302 to i32
  %hs313 = shl i32 %hw311, 16
  %pair314 = or i32 %lo310, %hs313
  %pairf315 = bitcast i32 %pair314 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la309
  store float %pairf315, ptr addrspace(3) %gep.9, align 4
  %e317 = add i32 %tid28, 128
  %row319 = udiv i32 %e317, 32
  %cc321 = urem i32 %e317, 32
  %chan323 = shl i32 %cc321, 1
  %pos324 = add i32 %p_s137, %row319
  %pok325 = icmp ult i32 %pos324, %p_hi116
  %n326 = udiv i32 %pos324, %howo109
  %prem327 = urem i32 %pos324, %howo109
  %ho328 = udiv i32 %prem327, %wo
  %wo329 = urem i32 %prem327, %wo
  %kin330 = add i32 %k_blk97, %chan323
  %kok331 = icmp ult i32 %kin330, %kpg
  %ok332 = and i1 %pok325, %kok331
  %e_n333 = mul i32 %n326, %dy_stride_n
  %e_h334 = mul i32 %ho328, %dy_stride_h
  %e_w335 = mul i32 %wo329, %dy_stride_w
  %el336 = add i32 %e_n333, %e_h334
  %el337 = add i32 %el336, %e_w335
  %el338 = add i32 %el337, %dy_ch102
  %el339 = add i32 %el338, %chan323
  %off341 = shl i32 %el339, 1
  %safe343 = select i1 %ok332, i32 %off341, i32 2147483647
  %dyv345 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe343, i32 0, i32 0)
  %kin347 = add i32 %kin330, 1
  %kok348 = icmp ult i32 %kin347, %kpg
  %ok349 = and i1 %pok325, %kok348
  %el351 = add i32 %el339, 1
  %off353 = shl i32 %el351, 1
  %safe355 = select i1 %ok349, i32 %off353, i32 2147483647
  %dyv357 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe355, i32 0, i32 0)
  %lrow359 = mul i32 %row319, 72
  %lel360 = add i32 %lrow359, %chan323
  %lb362 = shl i32 %lel360, 1
  %la364 = add i32 %lb362, 0
  %lo365 = zext i16 %dyv345 to i32
  %hw366 = zext i16 %dyv357 to i32
  %hs368 = shl i32 %hw366, 16
  %pair369 = or i32 %lo365, %hs368
  %pairf370 = bitcast i32 %pair369 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la364
  store float %pairf370, ptr addrspace(3) %gep.10, align 4
  %e372 = add i32 %tid28, 256
  %row374 = udiv i32 %e372, 32
  %cc376 = urem i32 %e372, 32
  %chan378 = shl i32 %cc376, 1
  %pos379 = add i32 %p_s137, %row374
  %pok380 = icmp ult i32 %pos379, %p_hi116
  %n381 = udiv i32 %pos379, %howo109
  %prem382 = urem i32 %pos379, %howo109
  %ho383 = udiv i32 %prem382, %wo
  %wo384 = urem i32 %prem382, %wo
  %kin385 = add i32 %k_blk97, %chan378
  %kok386 = icmp ult i32 %kin385, %kpg
  %ok387 = and i1 %pok380, %kok386
  %e_n388 = mul i32 %n381, %dy_stride_n
  %e_h389 = mul i32 %ho383, %dy_stride_h
  %e_w390 = mul i32 %wo384, %dy_stride_w
  %el391 = add i32 %e_n388, %e_h389
  %el392 = add i32 %el391, %e_w390
  %el393 = add i32 %el392, %dy_ch102
  %el394 = add i32 %el393, %chan378
  %off396 = shl i32 %el394, 1
  %safe398 = select i1 %ok387, i32 %off396, i32 2147483647
  %dyv400 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe398, i32 0, i32 0)
  %kin402 = add i32 %kin385, 1
  %kok403 = icmp ult i32 %kin402, %kpg
  %ok404 = and i1 %pok380, %kok403
  %el406 = add i32 %el394, 1
  %off408 = shl i32 %el406, 1
  %safe410 = select i1 %ok404, i32 %off408, i32 2147483647
  %dyv412 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe410, i32 0, i32 0)
  %lrow414 = mul i32 %row374, 72
  %lel415 = add i32 %lrow414, %chan378
  %lb417 = shl i32 %lel415, 1
  %la419 = add i32 %lb417, 0
  %lo420 = zext i16 %dyv400 to i32
  %hw421 = zext i16 %dyv412 to i32
  %hs423 = shl i32 %hw421, 16
  %pair424 = or i32 %lo420, %hs423
  %pairf425 = bitcast i32 %pair424 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la419
  store float %pairf425, ptr addrspace(3) %gep.11, align 4
  %e427 = add i32 %tid28, 384
  %row429 = udiv i32 %e427, 32
  %cc431 = urem i32 %e427, 32
  %chan433 = shl i32 %cc431, 1
  %pos434 = add i32 %p_s137, %row429
  %pok435 = icmp ult i32 %pos434, %p_hi116
  %n436 = udiv i32 %pos434, %howo109
  %prem437 = urem i32 %pos434, %howo109
  %ho438 = udiv i32 %prem437, %wo
  %wo439 = urem i32 %prem437, %wo
  %kin440 = add i32 %k_blk97, %chan433
  %kok441 = icmp ult i32 %kin440, %kpg
  %ok442 = and i1 %pok435, %kok441
  %e_n443 = mul i32 %n436, %dy_stride_n
  %e_h444 = mul i32 %ho438, %dy_stride_h
  %e_w445 = mul i32 %wo439, %dy_stride_w
  %el446 = add i32 %e_n443, %e_h444
  %el447 = add i32 %el446, %e_w445
  %el448 = add i32 %el447, %dy_ch102
  %el449 = add i32 %el448, %chan433
  %off451 = shl i32 %el449, 1
  %safe453 = select i1 %ok442, i32 %off451, i32 2147483647
  %dyv455 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe453, i32 0, i32 0)
  %kin457 = add i32 %kin440, 1
  %kok458 = icmp ult i32 %kin457, %kpg
  %ok459 = and i1 %pok435, %kok458
  %el461 = add i32 %el449, 1
  %off463 = shl i32 %el461, 1
  %safe465 = select i1 %ok459, i32 %off463, i32 2147483647
  %dyv467 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe465, i32 0, i32 0)
  %lrow469 = mul i32 %row429, 72
  %lel470 = add i32 %lrow469, %chan433
  %lb472 = shl i32 %lel470, 1
  %la474 = add i32 %lb472, 0
  %lo475 = zext i16 %dyv455 to i32
  %hw476 = zext i16 %dyv467 to i32
  %hs478 = shl i32 %hw476, 16
  %pair479 = or i32 %lo475, %hs478
  %pairf480 = bitcast i32 %pair479 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la474
  store float %pairf480, ptr addrspace(3) %gep.12, align 4
  %e482 = add i32 %tid28, 512
  %row484 = udiv i32 %e482, 32
  %cc486 = urem i32 %e482, 32
  %chan488 = shl i32 %cc486, 1
  %pos489 = add i32 %p_s137, %row484
  %pok490 = icmp ult i32 %pos489, %p_hi116
  %n491 = udiv i32 %pos489, %howo109
  %prem492 = urem i32 %pos489, %howo109
  %ho493 = udiv i32 %prem492, %wo
  %wo494 = urem i32 %prem492, %wo
  %kin495 = add i32 %k_blk97, %chan488
  %kok496 = icmp ult i32 %kin495, %kpg
  %ok497 = and i1 %pok490, %kok496
  %e_n498 = mul i32 %n491, %dy_stride_n
  %e_h499 = mul i32 %ho493, %dy_stride_h
  %e_w500 = mul i32 %wo494, %dy_stride_w
  %el501 = add i32 %e_n498, %e_h499
  %el502 = add i32 %el501, %e_w500
  %el503 = add i32 %el502, %dy_ch102
  %el504 = add i32 %el503, %chan488
  %off506 = shl i32 %el504, 1
  %safe508 = select i1 %ok497, i32 %off506, i32 2147483647
  %dyv510 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe508, i32 0, i32 0)
  %kin512 = add i32 %kin495, 1
  %kok513 = icmp ult i32 %kin512, %kpg
  %ok514 = and i1 %pok490, %kok513
  %el516 = add i32 %el504, 1
  %off518 = shl i32 %el516, 1
  %safe520 = select i1 %ok514, i32 %off518, i32 2147483647
  %dyv522 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe520, i32 0, i32 0)
  %lrow524 = mul i32 %row484, 72
  %lel525 = add i32 %lrow524, %chan488
  %lb527 = shl i32 %lel525, 1
  %la529 = add i32 %lb527, 0
  %lo530 = zext i16 %dyv510 to i32
  %hw531 = zext i16 %dyv522 to i32
  %hs533 = shl i32 %hw531, 16
  %pair534 = or i32 %lo530, %hs533
  %pairf535 = bitcast i32 %pair534 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la529
  store float %pairf535, ptr addrspace(3) %gep.13, align 4
  %e537 = add i32 %tid28, 640
  %row539 = udiv i32 %e537, 32
  %cc541 = urem i32 %e537, 32
  %chan543 = shl i32 %cc541, 1
  %pos544 = add i32 %p_s137, %row539
  %pok545 = icmp ult i32 %pos544, %p_hi116
  %n546 = udiv i32 %pos544, %howo109
  %prem547 = urem i32 %pos544, %howo109
  %ho548 = udiv i32 %prem547, %wo
  %wo549 = urem i32 %prem547, %wo
  %kin550 = add i32 %k_blk97, %chan543
  %kok551 = icmp ult i32 %kin550, %kpg
  %ok552 = and i1 %pok545, %kok551
  %e_n553 = mul i32 %n546, %dy_stride_n
  %e_h554 = mul i32 %ho548, %dy_stride_h
  %e_w555 = mul i32 %wo549, %dy_stride_w
  %el556 = add i32 %e_n553, %e_h554
  %el557 = add i32 %el556, %e_w555
  %el558 = add i32 %el557, %dy_ch102
  %el559 = add i32 %el558, %chan543
  %off561 = shl i32 %el559, 1
  %safe563 = select i1 %ok552, i32 %off561, i32 2147483647
  %dyv565 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe563, i32 0, i32 0)
  %kin567 = add i32 %kin550, 1
  %kok568 = icmp ult i32 %kin567, %kpg
  %ok569 = and i1 %pok545, %kok568
  %el571 = add i32 %el559, 1
  %off573 = shl i32 %el571, 1
  %safe575 = select i1 %ok569, i32 %off573, i32 2147483647
  %dyv577 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe575, i32 0, i32 0)
  %lrow579 = mul i32 %row539, 72
  %lel580 = add i32 %lrow579, %chan543
  %lb582 = shl i32 %lel580, 1
  %la584 = add i32 %lb582, 0
  %lo585 = zext i16 %dyv565 to i32
  %hw586 = zext i16 %dyv577 to i32
  %hs588 = shl i32 %hw586, 16
  %pair589 = or i32 %lo585, %hs588
  %pairf590 = bitcast i32 %pair589 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la584
  store float %pairf590, ptr addrspace(3) %gep.14, align 4
  %e592 = add i32 %tid28, 768
  %row594 = udiv i32 %e592, 32
  %cc596 = urem i32 %e592, 32
  %chan598 = shl i32 %cc596, 1
  %pos599 = add i32 %p_s137, %row594
  %pok600 = icmp ult i32 %pos599, %p_hi116
  %n601 = udiv i32 %pos599, %howo109
  %prem602 = urem i32 %pos599, %howo109
  %ho603 = udiv i32 %prem602, %wo
  %wo604 = urem i32 %prem602, %wo
  %kin605 = add i32 %k_blk97, %chan598
  %kok606 = icmp ult i32 %kin605, %kpg
  %ok607 = and i1 %pok600, %kok606
  %e_n608 = mul i32 %n601, %dy_stride_n
  %e_h609 = mul i32 %ho603, %dy_stride_h
  %e_w610 = mul i32 %wo604, %dy_stride_w
  %el611 = add i32 %e_n608, %e_h609
  %el612 = add i32 %el611, %e_w610
  %el613 = add i32 %el612, %dy_ch102
  %el614 = add i32 %el613, %chan598
  %off616 = shl i32 %el614, 1
  %safe618 = select i1 %ok607, i32 %off616, i32 2147483647
  %dyv620 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe618, i32 0, i32 0)
  %kin622 = add i32 %kin605, 1
  %kok623 = icmp ult i32 %kin622, %kpg
  %ok624 = and i1 %pok600, %kok623
  %el626 = add i32 %el614, 1
  %off628 = shl i32 %el626, 1
  %safe630 = select i1 %ok624, i32 %off628, i32 2147483647
  %dyv632 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe630, i32 0, i32 0)
  %lrow634 = mul i32 %row594, 72
  %lel635 = add i32 %lrow634, %chan598
  %lb637 = shl i32 %lel635, 1
  %la639 = add i32 %lb637, 0
  %lo640 = zext i16 %dyv620 to i32
  %hw641 = zext i16 %dyv632 to i32
  %hs643 = shl i32 %hw641, 16
  %pair644 = or i32 %lo640, %hs643
  %pairf645 = bitcast i32 %pair644 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la639
  store float %pairf645, ptr addrspace(3) %gep.15, align 4
  %e647 = add i32 %tid28, 896
  %row649 = udiv i32 %e647, 32
  %cc651 = urem i32 %e647, 32
  %chan653 = shl i32 %cc651, 1
  %pos654 = add i32 %p_s137, %row649
  %pok655 = icmp ult i32 %pos654, %p_hi116
  %n656 = udiv i32 %pos654, %howo109
  %prem657 = urem i32 %pos654, %howo109
  %ho658 = udiv i32 %prem657, %wo
  %wo659 = urem i32 %prem657, %wo
  %kin660 = add i32 %k_blk97, %chan653
  %kok661 = icmp ult i32 %kin660, %kpg
  %ok662 = and i1 %pok655, %kok661
  %e_n663 = mul i32 %n656, %dy_stride_n
  %e_h664 = mul i32 %ho658, %dy_stride_h
  %e_w665 = mul i32 %wo659, %dy_stride_w
  %el666 = add i32 %e_n663, %e_h664
  %el667 = add i32 %el666, %e_w665
  %el668 = add i32 %el667, %dy_ch102
  %el669 = add i32 %el668, %chan653
  %off671 = shl i32 %el669, 1
  %safe673 = select i1 %ok662, i32 %off671, i32 2147483647
  %dyv675 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe673, i32 0, i32 0)
  %kin677 = add i32 %kin660, 1
  %kok678 = icmp ult i32 %kin677, %kpg
  %ok679 = and i1 %pok655, %kok678
  %el681 = add i32 %el669, 1
  %off683 = shl i32 %el681, 1
  %safe685 = select i1 %ok679, i32 %off683, i32 2147483647
  %dyv687 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe685, i32 0, i32 0)
  %lrow689 = mul i32 %row649, 72
  %lel690 = add i32 %lrow689, %chan653
  %lb692 = shl i32 %lel690, 1
  %la694 = add i32 %lb692, 0
  %lo695 = zext i16 %dyv675 to i32
  %hw696 = zext i16 %dyv687 to i32
  %hs698 = shl i32 %hw696, 16
  %pair699 = or i32 %lo695, %hs698
  %pairf700 = bitcast i32 %pair699 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la694
  store float %pairf700, ptr addrspace(3) %gep.16, align 4
  %e702 = add i32 %tid28, 0
  %row704 = udiv i32 %e702, 8
  %cc706 = urem i32 %e702, 8
  %chan708 = shl i32 %cc706, 1
  %pos709 = add i32 %p_s137, %row704
  %pok710 = icmp ult i32 %pos709, %p_hi116
  %n711 = udiv i32 %pos709, %howo109
  %prem712 = urem i32 %pos709, %howo109
  %ho713 = udiv i32 %prem712, %wo
  %wo714 = urem i32 %prem712, %wo
  %h_a716 = mul i32 %ho713, 1
  %hi717 = add i32 %h_a716, %h_tap91
  %hiok718 = icmp ult i32 %hi717, %hi
  %w_a720 = mul i32 %wo714, 1
  %wi721 = add i32 %w_a720, %w_tap95
  %wiok722 = icmp ult i32 %wi721, %wi
  %cin723 = add i32 %c_blk99, %chan708
  %cok724 = icmp ult i32 %cin723, %cpg
  %ok725 = and i1 %pok710, %hiok718
  %ok726 = and i1 %ok725, %wiok722
  %ok727 = and i1 %ok726, %cok724
  %e_n728 = mul i32 %n711, %x_stride_n
  %e_h729 = mul i32 %hi717, %x_stride_h
  %e_w730 = mul i32 %wi721, %x_stride_w
  %el731 = add i32 %e_n728, %e_h729
  %el732 = add i32 %el731, %e_w730
  %el733 = add i32 %el732, %x_ch103
  %el734 = add i32 %el733, %chan708
  %off736 = shl i32 %el734, 1
  %safe738 = select i1 %ok727, i32 %off736, i32 2147483647
  %xv740 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe738, i32 0, i32 0)
  %cin742 = add i32 %cin723, 1
  %cok743 = icmp ult i32 %cin742, %cpg
  %ok744 = and i1 %ok726, %cok743
  %el746 = add i32 %el734, 1
  %off748 = shl i32 %el746, 1
  %safe750 = select i1 %ok744, i32 %off748, i32 2147483647
  %xv752 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe750, i32 0, i32 0)
  %lrow754 = mul i32 %row704, 24
  %lel755 = add i32 %lrow754, %chan708
  %lb757 = shl i32 %lel755, 1
  %la759 = add i32 %lb757, 4608
  %lo760 = zext i16 %xv740 to i32
  %hw761 = zext i16 %xv752 to i32
  %hs763 = shl i32 %hw761, 16
  %pair764 = or i32 %lo760, %hs763
  %pairf765 = bitcast i32 %pair764 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la759
  store float %pairf765, ptr addrspace(3) %gep.17, align 4
  %e767 = add i32 %tid28, 128
  %row769 = udiv i32 %e767, 8
  %cc771 = urem i32 %e767, 8
  %chan773 = shl i32 %cc771, 1
  %pos774 = add i32 %p_s137, %row769
  %pok775 = icmp ult i32 %pos774, %p_hi116
  %n776 = udiv i32 %pos774, %howo109
  %prem777 = urem i32 %pos774, %howo109
  %ho778 = udiv i32 %prem777, %wo
  %wo779 = urem i32 %prem777, %wo
  %h_a781 = mul i32 %ho778, 1
  %hi782 = add i32 %h_a781, %h_tap91
  %hiok783 = icmp ult i32 %hi782, %hi
  %w_a785 = mul i32 %wo779, 1
  %wi786 = add i32 %w_a785, %w_tap95
  %wiok787 = icmp ult i32 %wi786, %wi
  %cin788 = add i32 %c_blk99, %chan773
  %cok789 = icmp ult i32 %cin788, %cpg
  %ok790 = and i1 %pok775, %hiok783
  %ok791 = and i1 %ok790, %wiok787
  %ok792 = and i1 %ok791, %cok789
  %e_n793 = mul i32 %n776, %x_stride_n
  %e_h794 = mul i32 %hi782, %x_stride_h
  %e_w795 = mul i32 %wi786, %x_stride_w
  %el796 = add i32 %e_n793, %e_h794
  %el797 = add i32 %el796, %e_w795
  %el798 = add i32 %el797, %x_ch103
  %el799 = add i32 %el798, %chan773
  %off801 = shl i32 %el799, 1
  %safe803 = select i1 %ok792, i32 %off801, i32 2147483647
  %xv805 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe803, i32 0, i32 0)
  %cin807 = add i32 %cin788, 1
  %cok808 = icmp ult i32 %cin807, %cpg
  %ok809 = and i1 %ok791, %cok808
  %el811 = add i32 %el799, 1
  %off813 = shl i32 %el811, 1
  %safe815 = select i1 %ok809, i32 %off813, i32 2147483647
  %xv817 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe815, i32 0, i32 0)
  %lrow819 = mul i32 %row769, 24
  %lel820 = add i32 %lrow819, %chan773
  %lb822 = shl i32 %lel820, 1
  %la824 = add i32 %lb822, 4608
  %lo825 = zext i16 %xv805 to i32
  %hw826 = zext i16 %xv817 to i32
  %hs828 = shl i32 %hw826, 16
  %pair829 = or i32 %lo825, %hs828
  %pairf830 = bitcast i32 %pair829 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %la824
  store float %pairf830, ptr addrspace(3) %gep.18, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr832 = add i32 %a_lane59, 0
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %a_addr832
  %a_lo833 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %a_addr835 = add i32 %a_lane59, 2304
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %a_addr835
  %a_hi836 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %a_frag837 = shufflevector <8 x half> %a_lo833, <8 x half> %a_hi836, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr839 = add i32 %b_lane65, 4608
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %b_addr839
  %b_lo840 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_addr842 = add i32 %b_lane65, 5376
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p12x12_s1x1_d12x12_w4x1_t1x1_ks4_wsr1, i32 %b_addr842
  %b_hi843 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %b_frag844 = shufflevector <8 x half> %b_lo840, <8 x half> %b_hi843, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc845 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag837, i1 false, <16 x half> %b_frag844, i16 0, <8 x float> %acc134, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t133, 1
  br label %for.head.1
for.exit.1:
  %slab847 = urem i32 %split67, 1
  %slab_g848 = mul i32 %slab847, %groups
  %slab_k849 = mul i32 %slab_g848, %kpg
  %kbase850 = add i32 %slab_k849, %gk100
  %frow852 = mul i32 %cpg, 9
  %tap_c853 = mul i32 %tap79, %cpg
  %c_w854 = add i32 %c_blk99, %wcb40
  %k_w855 = add i32 %k_blk97, %wkb38
  %k_h856 = add i32 %k_w855, %khalf44
  %cin858 = add i32 %c_w854, 0
  %cin859 = add i32 %cin858, %lcol49
  %cok860 = icmp ult i32 %cin859, %cpg
  %kin862 = add i32 %k_h856, 0
  %kok863 = icmp ult i32 %kin862, %kpg
  %ok864 = and i1 %kok863, %cok860
  br i1 %ok864, label %if.then.4, label %if.end.4
if.then.4:
  %krow865 = add i32 %kbase850, %kin862
  %t_k866 = mul i32 %krow865, %frow852
  %t_t867 = add i32 %t_k866, %tap_c853
  %el868 = add i32 %t_t867, %cin859
  %off870 = shl i32 %el868, 2
  %v871 = extractelement <8 x float> %acc134, i32 0
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v871, ptr addrspace(8) %rws127, i32 %off870, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin874 = add i32 %k_h856, 1
  %kok875 = icmp ult i32 %kin874, %kpg
  %ok876 = and i1 %kok875, %cok860
  br i1 %ok876, label %if.then.5, label %if.end.5
if.then.5:
  %krow877 = add i32 %kbase850, %kin874
  %t_k878 = mul i32 %krow877, %frow852
  %t_t879 = add i32 %t_k878, %tap_c853
  %el880 = add i32 %t_t879, %cin859
  %off882 = shl i32 %el880, 2
  %v883 = extractelement <8 x float> %acc134, i32 1
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v883, ptr addrspace(8) %rws127, i32 %off882, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin886 = add i32 %k_h856, 2
  %kok887 = icmp ult i32 %kin886, %kpg
  %ok888 = and i1 %kok887, %cok860
  br i1 %ok888, label %if.then.6, label %if.end.6
if.then.6:
  %krow889 = add i32 %kbase850, %kin886
  %t_k890 = mul i32 %krow889, %frow852
  %t_t891 = add i32 %t_k890, %tap_c853
  %el892 = add i32 %t_t891, %cin859
  %off894 = shl i32 %el892, 2
  %v895 = extractelement <8 x float> %acc134, i32 2
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v895, ptr addrspace(8) %rws127, i32 %off894, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin898 = add i32 %k_h856, 3
  %kok899 = icmp ult i32 %kin898, %kpg
  %ok900 = and i1 %kok899, %cok860
  br i1 %ok900, label %if.then.7, label %if.end.7
if.then.7:
  %krow901 = add i32 %kbase850, %kin898
  %t_k902 = mul i32 %krow901, %frow852
  %t_t903 = add i32 %t_k902, %tap_c853
  %el904 = add i32 %t_t903, %cin859
  %off906 = shl i32 %el904, 2
  %v907 = extractelement <8 x float> %acc134, i32 3
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v907, ptr addrspace(8) %rws127, i32 %off906, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin910 = add i32 %k_h856, 4
  %kok911 = icmp ult i32 %kin910, %kpg
  %ok912 = and i1 %kok911, %cok860
  br i1 %ok912, label %if.then.8, label %if.end.8
if.then.8:
  %krow913 = add i32 %kbase850, %kin910
  %t_k914 = mul i32 %krow913, %frow852
  %t_t915 = add i32 %t_k914, %tap_c853
  %el916 = add i32 %t_t915, %cin859
  %off918 = shl i32 %el916, 2
  %v919 = extractelement <8 x float> %acc134, i32 4
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v919, ptr addrspace(8) %rws127, i32 %off918, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin922 = add i32 %k_h856, 5
  %kok923 = icmp ult i32 %kin922, %kpg
  %ok924 = and i1 %kok923, %cok860
  br i1 %ok924, label %if.then.9, label %if.end.9
if.then.9:
  %krow925 = add i32 %kbase850, %kin922
  %t_k926 = mul i32 %krow925, %frow852
  %t_t927 = add i32 %t_k926, %tap_c853
  %el928 = add i32 %t_t927, %cin859
  %off930 = shl i32 %el928, 2
  %v931 = extractelement <8 x float> %acc134, i32 5
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v931, ptr addrspace(8) %rws127, i32 %off930, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin934 = add i32 %k_h856, 6
  %kok935 = icmp ult i32 %kin934, %kpg
  %ok936 = and i1 %kok935, %cok860
  br i1 %ok936, label %if.then.10, label %if.end.10
if.then.10:
  %krow937 = add i32 %kbase850, %kin934
  %t_k938 = mul i32 %krow937, %frow852
  %t_t939 = add i32 %t_k938, %tap_c853
  %el940 = add i32 %t_t939, %cin859
  %off942 = shl i32 %el940, 2
  %v943 = extractelement <8 x float> %acc134, i32 6
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v943, ptr addrspace(8) %rws127, i32 %off942, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin946 = add i32 %k_h856, 7
  %kok947 = icmp ult i32 %kin946, %kpg
  %ok948 = and i1 %kok947, %cok860
  br i1 %ok948, label %if.then.11, label %if.end.11
if.then.11:
  %krow949 = add i32 %kbase850, %kin946
  %t_k950 = mul i32 %krow949, %frow852
  %t_t951 = add i32 %t_k950, %tap_c853
  %el952 = add i32 %t_t951, %cin859
  %off954 = shl i32 %el952, 2
  %v955 = extractelement <8 x float> %acc134, i32 7
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v955, ptr addrspace(8) %rws127, i32 %off954, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="148" }
