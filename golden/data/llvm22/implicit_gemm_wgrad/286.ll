; irgate implicit_gemm_wgrad{dtype=bf16,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,dilation_h=-1,dilation_w=-1,waves_m=2,waves_n=2,wave_tiles_m=2,wave_tiles_n=2,k_steps=32,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1 = internal unnamed_addr addrspace(3) global [9216 x i8] undef, align 16

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

define amdgpu_kernel void @irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid28 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane30 = and i32 %tid28, 31
  %wave32 = lshr i32 %tid28, 5
  %wave_m34 = urem i32 %wave32, 2
  %wave_n36 = udiv i32 %wave32, 2
  %wkb38 = mul i32 %wave_m34, 32
  %wcb40 = mul i32 %wave_n36, 32
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
  %b_r61 = mul i32 %tr_row47, 72
  %b_c62 = add i32 %b_r61, %tr_col53
  %b_e63 = add i32 %b_c62, %wcb40
  %b_lane65 = shl i32 %b_e63, 1
  %bx66 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split67 = call i32 @llvm.amdgcn.workgroup.id.y()
  %taps68 = mul i32 %filter_h, %filter_w
  %nct_a70 = add i32 %cpg, 63
  %nct72 = udiv i32 %nct_a70, 64
  %nkt_a74 = add i32 %kpg, 63
  %nkt76 = udiv i32 %nkt_a74, 64
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
  %k_blk90 = mul i32 %kt81, 64
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
  %p_lo105 = mul i32 %split67, 1024
  %p_end107 = add i32 %p_lo105, 1024
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
  %t129 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc130 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1266, %for.latch.1 ]
  %acc131 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1275, %for.latch.1 ]
  %acc132 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1267, %for.latch.1 ]
  %acc133 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1276, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t129, %steps117
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to135 = shl i32 %t129, 5
  %p_s136 = add i32 %p_lo105, %to135
  br i1 %vec_ok101, label %if.then.2, label %if.else.2
if.then.2:
  %e138 = add i32 %tid28, 0
  %row140 = udiv i32 %e138, 8
  %cc142 = urem i32 %e138, 8
  %chan144 = shl i32 %cc142, 3
  %pos145 = add i32 %p_s136, %row140
  %pok146 = icmp ult i32 %pos145, %p_hi109
  %n147 = udiv i32 %pos145, %howo102
  %prem148 = urem i32 %pos145, %howo102
  %ho149 = udiv i32 %prem148, %wo
  %wo150 = urem i32 %prem148, %wo
  %kin151 = add i32 %k_blk90, %chan144
  %kok152 = icmp ult i32 %kin151, %kpg
  %ok153 = and i1 %pok146, %kok152
  %e_n154 = mul i32 %n147, %dy_stride_n
  %e_h155 = mul i32 %ho149, %dy_stride_h
  %e_w156 = mul i32 %wo150, %dy_stride_w
  %el157 = add i32 %e_n154, %e_h155
  %el158 = add i32 %el157, %e_w156
  %el159 = add i32 %el158, %dy_ch95
  %el160 = add i32 %el159, %chan144
  %off162 = shl i32 %el160, 1
  %safe164 = select i1 %ok153, i32 %off162, i32 2147483647
  %dyv166 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy118, i32 %safe164, i32 0, i32 0)
  %lrow168 = mul i32 %row140, 72
  %lel169 = add i32 %lrow168, %chan144
  %lb171 = shl i32 %lel169, 1
  %la173 = add i32 %lb171, 0
  %e175 = add i32 %tid28, 128
  %row177 = udiv i32 %e175, 8
  %cc179 = urem i32 %e175, 8
  %chan181 = shl i32 %cc179, 3
  %pos182 = add i32 %p_s136, %row177
  %pok183 = icmp ult i32 %pos182, %p_hi109
  %n184 = udiv i32 %pos182, %howo102
  %prem185 = urem i32 %pos182, %howo102
  %ho186 = udiv i32 %prem185, %wo
  %wo187 = urem i32 %prem185, %wo
  %kin188 = add i32 %k_blk90, %chan181
  %kok189 = icmp ult i32 %kin188, %kpg
  %ok190 = and i1 %pok183, %kok189
  %e_n191 = mul i32 %n184, %dy_stride_n
  %e_h192 = mul i32 %ho186, %dy_stride_h
  %e_w193 = mul i32 %wo187, %dy_stride_w
  %el194 = add i32 %e_n191, %e_h192
  %el195 = add i32 %el194, %e_w193
  %el196 = add i32 %el195, %dy_ch95
  %el197 = add i32 %el196, %chan181
  %off199 = shl i32 %el197, 1
  %safe201 = select i1 %ok190, i32 %off199, i32 2147483647
  %dyv203 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy118, i32 %safe201, i32 0, i32 0)
  %lrow205 = mul i32 %row177, 72
  %lel206 = add i32 %lrow205, %chan181
  %lb208 = shl i32 %lel206, 1
  %la210 = add i32 %lb208, 0
  %e212 = add i32 %tid28, 0
  %row214 = udiv i32 %e212, 8
  %cc216 = urem i32 %e212, 8
  %chan218 = shl i32 %cc216, 3
  %pos219 = add i32 %p_s136, %row214
  %pok220 = icmp ult i32 %pos219, %p_hi109
  %n221 = udiv i32 %pos219, %howo102
  %prem222 = urem i32 %pos219, %howo102
  %ho223 = udiv i32 %prem222, %wo
  %wo224 = urem i32 %prem222, %wo
  %h_a225 = mul i32 %ho223, %stride_h
  %hi226 = add i32 %h_a225, %h_tap86
  %hiok227 = icmp ult i32 %hi226, %hi
  %w_a228 = mul i32 %wo224, %stride_w
  %wi229 = add i32 %w_a228, %w_tap88
  %wiok230 = icmp ult i32 %wi229, %wi
  %cin231 = add i32 %c_blk92, %chan218
  %cok232 = icmp ult i32 %cin231, %cpg
  %ok233 = and i1 %pok220, %hiok227
  %ok234 = and i1 %ok233, %wiok230
  %ok235 = and i1 %ok234, %cok232
  %e_n236 = mul i32 %n221, %x_stride_n
  %e_h237 = mul i32 %hi226, %x_stride_h
  %e_w238 = mul i32 %wi229, %x_stride_w
  %el239 = add i32 %e_n236, %e_h237
  %el240 = add i32 %el239, %e_w238
  %el241 = add i32 %el240, %x_ch96
  %el242 = add i32 %el241, %chan218
  %off244 = shl i32 %el242, 1
  %safe246 = select i1 %ok235, i32 %off244, i32 2147483647
  %xv248 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx119, i32 %safe246, i32 0, i32 0)
  %lrow250 = mul i32 %row214, 72
  %lel251 = add i32 %lrow250, %chan218
  %lb253 = shl i32 %lel251, 1
  %la255 = add i32 %lb253, 4608
  %e257 = add i32 %tid28, 128
  %row259 = udiv i32 %e257, 8
  %cc261 = urem i32 %e257, 8
  %chan263 = shl i32 %cc261, 3
  %pos264 = add i32 %p_s136, %row259
  %pok265 = icmp ult i32 %pos264, %p_hi109
  %n266 = udiv i32 %pos264, %howo102
  %prem267 = urem i32 %pos264, %howo102
  %ho268 = udiv i32 %prem267, %wo
  %wo269 = urem i32 %prem267, %wo
  %h_a270 = mul i32 %ho268, %stride_h
  %hi271 = add i32 %h_a270, %h_tap86
  %hiok272 = icmp ult i32 %hi271, %hi
  %w_a273 = mul i32 %wo269, %stride_w
  %wi274 = add i32 %w_a273, %w_tap88
  %wiok275 = icmp ult i32 %wi274, %wi
  %cin276 = add i32 %c_blk92, %chan263
  %cok277 = icmp ult i32 %cin276, %cpg
  %ok278 = and i1 %pok265, %hiok272
  %ok279 = and i1 %ok278, %wiok275
  %ok280 = and i1 %ok279, %cok277
  %e_n281 = mul i32 %n266, %x_stride_n
  %e_h282 = mul i32 %hi271, %x_stride_h
  %e_w283 = mul i32 %wi274, %x_stride_w
  %el284 = add i32 %e_n281, %e_h282
  %el285 = add i32 %el284, %e_w283
  %el286 = add i32 %el285, %x_ch96
  %el287 = add i32 %el286, %chan263
  %off289 = shl i32 %el287, 1
  %safe291 = select i1 %ok280, i32 %off289, i32 2147483647
  %xv293 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx119, i32 %safe291, i32 0, i32 0)
  %lrow295 = mul i32 %row259, 72
  %lel296 = add i32 %lrow295, %chan263
  %lb298 = shl i32 %lel296, 1
  %la300 = add i32 %lb298, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la173
  store <4 x i32> %dyv166, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la210
  store <4 x i32> %dyv203, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la255
  store <4 x i32> %xv248, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la300
  store <4 x i32> %xv293, ptr addrspace(3) %gep.9, align 16
  br label %if.end.2
if.else.2:
  %e302 = add i32 %tid28, 0
  %row304 = udiv i32 %e302, 32
  %cc306 = urem i32 %e302, 32
  %chan308 = shl i32 %cc306, 1
  %pos309 = add i32 %p_s136, %row304
  %pok310 = icmp ult i32 %pos309, %p_hi109
  %n311 = udiv i32 %pos309, %howo102
  %prem312 = urem i32 %pos309, %howo102
  %ho313 = udiv i32 %prem312, %wo
  %wo314 = urem i32 %prem312, %wo
  %kin315 = add i32 %k_blk90, %chan308
  %kok316 = icmp ult i32 %kin315, %kpg
  %ok317 = and i1 %pok310, %kok316
  %e_n318 = mul i32 %n311, %dy_stride_n
  %e_h319 = mul i32 %ho313, %dy_stride_h
  %e_w320 = mul i32 %wo314, %dy_stride_w
  %el321 = add i32 %e_n318, %e_h319
  %el322 = add i32 %el321, %e_w320
  %el323 = add i32 %el322, %dy_ch95
  %el324 = add i32 %el323, %chan308
  %off326 = shl i32 %el324, 1
  %safe328 = select i1 %ok317, i32 %off326, i32 2147483647
  %dyv330 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe328, i32 0, i32 0)
  %kin332 = add i32 %kin315, 1
  %kok333 = icmp ult i32 %kin332, %kpg
  %ok334 = and i1 %pok310, %kok333
  %el336 = add i32 %el324, 1
  %off338 = shl i32 %el336, 1
  %safe340 = select i1 %ok334, i32 %off338, i32 2147483647
  %dyv342 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe340, i32 0, i32 0)
  %lrow344 = mul i32 %row304, 72
  %lel345 = add i32 %lrow344, %chan308
  %lb347 = shl i32 %lel345, 1
  %la349 = add i32 %lb347, 0
  %lo350 = zext i16 %dyv330 to i32
  %hw351 = zext i16 %dyv342 to i32
  %hs353 = shl i32 %hw351, 16
  %pair354 = or i32 %lo350, %hs353
  %pairf355 = bitcast i32 %pair354 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la349
  store float %pairf355, ptr addrspace(3) %gep.10, align 4
  %e357 = add i32 %tid28, 128
  %row359 = udiv i32 %e357, 32
  %cc361 = urem i32 %e357, 32
  %chan363 = shl i32 %cc361, 1
  %pos364 = add i32 %p_s136, %row359
  %pok365 = icmp ult i32 %pos364, %p_hi109
  %n366 = udiv i32 %pos364, %howo102
  %prem367 = urem i32 %pos364, %howo102
  %ho368 = udiv i32 %prem367, %wo
  %wo369 = urem i32 %prem367, %wo
  %kin370 = add i32 %k_blk90, %chan363
  %kok371 = icmp ult i32 %kin370, %kpg
  %ok372 = and i1 %pok365, %kok371
  %e_n373 = mul i32 %n366, %dy_stride_n
  %e_h374 = mul i32 %ho368, %dy_stride_h
  %e_w375 = mul i32 %wo369, %dy_stride_w
  %el376 = add i32 %e_n373, %e_h374
  %el377 = add i32 %el376, %e_w375
  %el378 = add i32 %el377, %dy_ch95
  %el379 = add i32 %el378, %chan363
  %off381 = shl i32 %el379, 1
  %safe383 = select i1 %ok372, i32 %off381, i32 2147483647
  %dyv385 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe383, i32 0, i32 0)
  %kin387 = add i32 %kin370, 1
  %kok388 = icmp ult i32 %kin387, %kpg
  %ok389 = and i1 %pok365, %kok388
  %el391 = add i32 %el379, 1
  %off393 = shl i32 %el391, 1
  %safe395 = select i1 %ok389, i32 %off393, i32 2147483647
  %dyv397 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe395, i32 0, i32 0)
  %lrow399 = mul i32 %row359, 72
  %lel400 = add i32 %lrow399, %chan363
  %lb402 = shl i32 %lel400, 1
  %la404 = add i32 %lb402, 0
  %lo405 = zext i16 %dyv385 to i32
  %hw406 = zext i16 %dyv397 to i32
  %hs408 = shl i32 %hw406, 16
  %pair409 = or i32 %lo405, %hs408
  %pairf410 = bitcast i32 %pair409 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la404
  store float %pairf410, ptr addrspace(3) %gep.11, align 4
  %e412 = add i32 %tid28, 256
  %row414 = udiv i32 %e412, 32
  %cc416 = urem i32 %e412, 32
  %chan418 = shl i32 %cc416, 1
  %pos419 = add i32 %p_s136, %row414
  %pok420 = icmp ult i32 %pos419, %p_hi109
  %n421 = udiv i32 %pos419, %howo102
  %prem422 = urem i32 %pos419, %howo102
  %ho423 = udiv i32 %prem422, %wo
  %wo424 = urem i32 %prem422, %wo
  %kin425 = add i32 %k_blk90, %chan418
  %kok426 = icmp ult i32 %kin425, %kpg
  %ok427 = and i1 %pok420, %kok426
  %e_n428 = mul i32 %n421, %dy_stride_n
  %e_h429 = mul i32 %ho423, %dy_stride_h
  %e_w430 = mul i32 %wo424, %dy_stride_w
  %el431 = add i32 %e_n428, %e_h429
  %el432 = add i32 %el431, %e_w430
  %el433 = add i32 %el432, %dy_ch95
  %el434 = add i32 %el433, %chan418
  %off436 = shl i32 %el434, 1
  %safe438 = select i1 %ok427, i32 %off436, i32 2147483647
  %dyv440 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe438, i32 0, i32 0)
  %kin442 = add i32 %kin425, 1
  %kok443 = icmp ult i32 %kin442, %kpg
  %ok444 = and i1 %pok420, %kok443
  %el446 = add i32 %el434, 1
  %off448 = shl i32 %el446, 1
  %safe450 = select i1 %ok444, i32 %off448, i32 2147483647
  %dyv452 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe450, i32 0, i32 0)
  %lrow454 = mul i32 %row414, 72
  %lel455 = add i32 %lrow454, %chan418
  %lb457 = shl i32 %lel455, 1
  %la459 = add i32 %lb457, 0
  %lo460 = zext i16 %dyv440 to i32
  %hw461 = zext i16 %dyv452 to i32
  %hs463 = shl i32 %hw461, 16
  %pair464 = or i32 %lo460, %hs463
  %pairf465 = bitcast i32 %pair464 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la459
  store float %pairf465, ptr addrspace(3) %gep.12, align 4
  %e467 = add i32 %tid28, 384
  %row469 = udiv i32 %e467, 32
  %cc471 = urem i32 %e467, 32
  %chan473 = shl i32 %cc471, 1
  %pos474 = add i32 %p_s136, %row469
  %pok475 = icmp ult i32 %pos474, %p_hi109
  %n476 = udiv i32 %pos474, %howo102
  %prem477 = urem i32 %pos474, %howo102
  %ho478 = udiv i32 %prem477, %wo
  %wo479 = urem i32 %prem477, %wo
  %kin480 = add i32 %k_blk90, %chan473
  %kok481 = icmp ult i32 %kin480, %kpg
  %ok482 = and i1 %pok475, %kok481
  %e_n483 = mul i32 %n476, %dy_stride_n
  %e_h484 = mul i32 %ho478, %dy_stride_h
  %e_w485 = mul i32 %wo479, %dy_stride_w
  %el486 = add i32 %e_n483, %e_h484
  %el487 = add i32 %el486, %e_w485
  %el488 = add i32 %el487, %dy_ch95
  %el489 = add i32 %el488, %chan473
  %off491 = shl i32 %el489, 1
  %safe493 = select i1 %ok482, i32 %off491, i32 2147483647
  %dyv495 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe493, i32 0, i32 0)
  %kin497 = add i32 %kin480, 1
  %kok498 = icmp ult i32 %kin497, %kpg
  %ok499 = and i1 %pok475, %kok498
  %el501 = add i32 %el489, 1
  %off503 = shl i32 %el501, 1
  %safe505 = select i1 %ok499, i32 %off503, i32 2147483647
  %dyv507 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe505, i32 0, i32 0)
  %lrow509 = mul i32 %row469, 72
  %lel510 = add i32 %lrow509, %chan473
  %lb512 = shl i32 %lel510, 1
  %la514 = add i32 %lb512, 0
  %lo515 = zext i16 %dyv495 to i32
  %hw516 = zext i16 %dyv507 to i32
  %hs518 = shl i32 %hw516, 16
  %pair519 = or i32 %lo515, %hs518
  %pairf520 = bitcast i32 %pair519 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la514
  store float %pairf520, ptr addrspace(3) %gep.13, align 4
  %e522 = add i32 %tid28, 512
  %row524 = udiv i32 %e522, 32
  %cc526 = urem i32 %e522, 32
  %chan528 = shl i32 %cc526, 1
  %pos529 = add i32 %p_s136, %row524
  %pok530 = icmp ult i32 %pos529, %p_hi109
  %n531 = udiv i32 %pos529, %howo102
  %prem532 = urem i32 %pos529, %howo102
  %ho533 = udiv i32 %prem532, %wo
  %wo534 = urem i32 %prem532, %wo
  %kin535 = add i32 %k_blk90, %chan528
  %kok536 = icmp ult i32 %kin535, %kpg
  %ok537 = and i1 %pok530, %kok536
  %e_n538 = mul i32 %n531, %dy_stride_n
  %e_h539 = mul i32 %ho533, %dy_stride_h
  %e_w540 = mul i32 %wo534, %dy_stride_w
  %el541 = add i32 %e_n538, %e_h539
  %el542 = add i32 %el541, %e_w540
  %el543 = add i32 %el542, %dy_ch95
  %el544 = add i32 %el543, %chan528
  %off546 = shl i32 %el544, 1
  %safe548 = select i1 %ok537, i32 %off546, i32 2147483647
  %dyv550 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe548, i32 0, i32 0)
  %kin552 = add i32 %kin535, 1
  %kok553 = icmp ult i32 %kin552, %kpg
  %ok554 = and i1 %pok530, %kok553
  %el556 = add i32 %el544, 1
  %off558 = shl i32 %el556, 1
  %safe560 = select i1 %ok554, i32 %off558, i32 2147483647
  %dyv562 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe560, i32 0, i32 0)
  %lrow564 = mul i32 %row524, 72
  %lel565 = add i32 %lrow564, %chan528
  %lb567 = shl i32 %lel565, 1
  %la569 = add i32 %lb567, 0
  %lo570 = zext i16 %dyv550 to i32
  %hw571 = zext i16 %dyv562 to i32
  %hs573 = shl i32 %hw571, 16
  %pair574 = or i32 %lo570, %hs573
  %pairf575 = bitcast i32 %pair574 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la569
  store float %pairf575, ptr addrspace(3) %gep.14, align 4
  %e577 = add i32 %tid28, 640
  %row579 = udiv i32 %e577, 32
  %cc581 = urem i32 %e577, 32
  %chan583 = shl i32 %cc581, 1
  %pos584 = add i32 %p_s136, %row579
  %pok585 = icmp ult i32 %pos584, %p_hi109
  %n586 = udiv i32 %pos584, %howo102
  %prem587 = urem i32 %pos584, %howo102
  %ho588 = udiv i32 %prem587, %wo
  %wo589 = urem i32 %prem587, %wo
  %kin590 = add i32 %k_blk90, %chan583
  %kok591 = icmp ult i32 %kin590, %kpg
  %ok592 = and i1 %pok585, %kok591
  %e_n593 = mul i32 %n586, %dy_stride_n
  %e_h594 = mul i32 %ho588, %dy_stride_h
  %e_w595 = mul i32 %wo589, %dy_stride_w
  %el596 = add i32 %e_n593, %e_h594
  %el597 = add i32 %el596, %e_w595
  %el598 = add i32 %el597, %dy_ch95
  %el599 = add i32 %el598, %chan583
  %off601 = shl i32 %el599, 1
  %safe603 = select i1 %ok592, i32 %off601, i32 2147483647
  %dyv605 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe603, i32 0, i32 0)
  %kin607 = add i32 %kin590, 1
  %kok608 = icmp ult i32 %kin607, %kpg
  %ok609 = and i1 %pok585, %kok608
  %el611 = add i32 %el599, 1
  %off613 = shl i32 %el611, 1
  %safe615 = select i1 %ok609, i32 %off613, i32 2147483647
  %dyv617 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe615, i32 0, i32 0)
  %lrow619 = mul i32 %row579, 72
  %lel620 = add i32 %lrow619, %chan583
  %lb622 = shl i32 %lel620, 1
  %la624 = add i32 %lb622, 0
  %lo625 = zext i16 %dyv605 to i32
  %hw626 = zext i16 %dyv617 to i32
  %hs628 = shl i32 %hw626, 16
  %pair629 = or i32 %lo625, %hs628
  %pairf630 = bitcast i32 %pair629 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la624
  store float %pairf630, ptr addrspace(3) %gep.15, align 4
  %e632 = add i32 %tid28, 768
  %row634 = udiv i32 %e632, 32
  %cc636 = urem i32 %e632, 32
  %chan638 = shl i32 %cc636, 1
  %pos639 = add i32 %p_s136, %row634
  %pok640 = icmp ult i32 %pos639, %p_hi109
  %n641 = udiv i32 %pos639, %howo102
  %prem642 = urem i32 %pos639, %howo102
  %ho643 = udiv i32 %prem642, %wo
  %wo644 = urem i32 %prem642, %wo
  %kin645 = add i32 %k_blk90, %chan638
  %kok646 = icmp ult i32 %kin645, %kpg
  %ok647 = and i1 %pok640, %kok646
  %e_n648 = mul i32 %n641, %dy_stride_n
  %e_h649 = mul i32 %ho643, %dy_stride_h
  %e_w650 = mul i32 %wo644, %dy_stride_w
  %el651 = add i32 %e_n648, %e_h649
  %el652 = add i32 %el651, %e_w650
  %el653 = add i32 %el652, %dy_ch95
  %el654 = add i32 %el653, %chan638
  %off656 = shl i32 %el654, 1
  %safe658 = select i1 %ok647, i32 %off656, i32 2147483647
  %dyv660 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe658, i32 0, i32 0)
  %kin662 = add i32 %kin645, 1
  %kok663 = icmp ult i32 %kin662, %kpg
  %ok664 = and i1 %pok640, %kok663
  %el666 = add i32 %el654, 1
  %off668 = shl i32 %el666, 1
  %safe670 = select i1 %ok664, i32 %off668, i32 2147483647
  %dyv672 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe670, i32 0, i32 0)
  %lrow674 = mul i32 %row634, 72
  %lel675 = add i32 %lrow674, %chan638
  %lb677 = shl i32 %lel675, 1
  %la679 = add i32 %lb677, 0
  %lo680 = zext i16 %dyv660 to i32
  %hw681 = zext i16 %dyv672 to i32
  %hs683 = shl i32 %hw681, 16
  %pair684 = or i32 %lo680, %hs683
  %pairf685 = bitcast i32 %pair684 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la679
  store float %pairf685, ptr addrspace(3) %gep.16, align 4
  %e687 = add i32 %tid28, 896
  %row689 = udiv i32 %e687, 32
  %cc691 = urem i32 %e687, 32
  %chan693 = shl i32 %cc691, 1
  %pos694 = add i32 %p_s136, %row689
  %pok695 = icmp ult i32 %pos694, %p_hi109
  %n696 = udiv i32 %pos694, %howo102
  %prem697 = urem i32 %pos694, %howo102
  %ho698 = udiv i32 %prem697, %wo
  %wo699 = urem i32 %prem697, %wo
  %kin700 = add i32 %k_blk90, %chan693
  %kok701 = icmp ult i32 %kin700, %kpg
  %ok702 = and i1 %pok695, %kok701
  %e_n703 = mul i32 %n696, %dy_stride_n
  %e_h704 = mul i32 %ho698, %dy_stride_h
  %e_w705 = mul i32 %wo699, %dy_stride_w
  %el706 = add i32 %e_n703, %e_h704
  %el707 = add i32 %el706, %e_w705
  %el708 = add i32 %el707, %dy_ch95
  %el709 = add i32 %el708, %chan693
  %off711 = shl i32 %el709, 1
  %safe713 = select i1 %ok702, i32 %off711, i32 2147483647
  %dyv715 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe713, i32 0, i32 0)
  %kin717 = add i32 %kin700, 1
  %kok718 = icmp ult i32 %kin717, %kpg
  %ok719 = and i1 %pok695, %kok718
  %el721 = add i32 %el709, 1
  %off723 = shl i32 %el721, 1
  %safe725 = select i1 %ok719, i32 %off723, i32 2147483647
  %dyv727 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe725, i32 0, i32 0)
  %lrow729 = mul i32 %row689, 72
  %lel730 = add i32 %lrow729, %chan693
  %lb732 = shl i32 %lel730, 1
  %la734 = add i32 %lb732, 0
  %lo735 = zext i16 %dyv715 to i32
  %hw736 = zext i16 %dyv727 to i32
  %hs738 = shl i32 %hw736, 16
  %pair739 = or i32 %lo735, %hs738
  %pairf740 = bitcast i32 %pair739 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la734
  store float %pairf740, ptr addrspace(3) %gep.17, align 4
  %e742 = add i32 %tid28, 0
  %row744 = udiv i32 %e742, 32
  %cc746 = urem i32 %e742, 32
  %chan748 = shl i32 %cc746, 1
  %pos749 = add i32 %p_s136, %row744
  %pok750 = icmp ult i32 %pos749, %p_hi109
  %n751 = udiv i32 %pos749, %howo102
  %prem752 = urem i32 %pos749, %howo102
  %ho753 = udiv i32 %prem752, %wo
  %wo754 = urem i32 %prem752, %wo
  %h_a755 = mul i32 %ho753, %stride_h
  %hi756 = add i32 %h_a755, %h_tap86
  %hiok757 = icmp ult i32 %hi756, %hi
  %w_a758 = mul i32 %wo754, %stride_w
  %wi759 = add i32 %w_a758, %w_tap88
  %wiok760 = icmp ult i32 %wi759, %wi
  %cin761 = add i32 %c_blk92, %chan748
  %cok762 = icmp ult i32 %cin761, %cpg
  %ok763 = and i1 %pok750, %hiok757
  %ok764 = and i1 %ok763, %wiok760
  %ok765 = and i1 %ok764, %cok762
  %e_n766 = mul i32 %n751, %x_stride_n
  %e_h767 = mul i32 %hi756, %x_stride_h
  %e_w768 = mul i32 %wi759, %x_stride_w
  %el769 = add i32 %e_n766, %e_h767
  %el770 = add i32 %el769, %e_w768
  %el771 = add i32 %el770, %x_ch96
  %el772 = add i32 %el771, %chan748
  %off774 = shl i32 %el772, 1
  %safe776 = select i1 %ok765, i32 %off774, i32 2147483647
  %xv778 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe776, i32 0, i32 0)
  %cin780 = add i32 %cin761, 1
  %cok781 = icmp ult i32 %cin780, %cpg
  %ok782 = and i1 %ok764, %cok781
  %el784 = add i32 %el772, 1
  %off786 = shl i32 %el784, 1
  %safe788 = select i1 %ok782, i32 %off786, i32 2147483647
  %xv790 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe788, i32 0, i32 0)
  %lrow792 = mul i32 %row744, 72
  %lel793 = add i32 %lrow792, %chan748
  %lb795 = shl i32 %lel793, 1
  %la797 = add i32 %lb795, 4608
  %lo798 = zext i16 %xv778 to i32
  %hw799 = zext i16 %xv790 to i32
  %hs801 = shl i32 %hw799, 16
  %pair802 = or i32 %lo798, %hs801
  %pairf803 = bitcast i32 %pair802 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la797
  store float %pairf803, ptr addrspace(3) %gep.18, align 4
  %e805 = add i32 %tid28, 128
  %row807 = udiv i32 %e805, 32
  %cc809 = urem i32 %e805, 32
  %chan811 = shl i32 %cc809, 1
  %pos812 = add i32 %p_s136, %row807
  %pok813 = icmp ult i32 %pos812, %p_hi109
  %n814 = udiv i32 %pos812, %howo102
  %prem815 = urem i32 %pos812, %howo102
  %ho816 = udiv i32 %prem815, %wo
  %wo817 = urem i32 %prem815, %wo
  %h_a818 = mul i32 %ho816, %stride_h
  %hi819 = add i32 %h_a818, %h_tap86
  %hiok820 = icmp ult i32 %hi819, %hi
  %w_a821 = mul i32 %wo817, %stride_w
  %wi822 = add i32 %w_a821, %w_tap88
  %wiok823 = icmp ult i32 %wi822, %wi
  %cin824 = add i32 %c_blk92, %chan811
  %cok825 = icmp ult i32 %cin824, %cpg
  %ok826 = and i1 %pok813, %hiok820
  %ok827 = and i1 %ok826, %wiok823
  %ok828 = and i1 %ok827, %cok825
  %e_n829 = mul i32 %n814, %x_stride_n
  %e_h830 = mul i32 %hi819, %x_stride_h
  %e_w831 = mul i32 %wi822, %x_stride_w
  %el832 = add i32 %e_n829, %e_h830
  %el833 = add i32 %el832, %e_w831
  %el834 = add i32 %el833, %x_ch96
  %el835 = add i32 %el834, %chan811
  %off837 = shl i32 %el835, 1
  %safe839 = select i1 %ok828, i32 %off837, i32 2147483647
  %xv841 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe839, i32 0, i32 0)
  %cin843 = add i32 %cin824, 1
  %cok844 = icmp ult i32 %cin843, %cpg
  %ok845 = and i1 %ok827, %cok844
  %el847 = add i32 %el835, 1
  %off849 = shl i32 %el847, 1
  %safe851 = select i1 %ok845, i32 %off849, i32 2147483647
  %xv853 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe851, i32 0, i32 0)
  %lrow855 = mul i32 %row807, 72
  %lel856 = add i32 %lrow855, %chan811
  %lb858 = shl i32 %lel856, 1
  %la860 = add i32 %lb858, 4608
  %lo861 = zext i16 %xv841 to i32
  %hw862 = zext i16 %xv853 to i32
  %hs864 = shl i32 %hw862, 16
  %pair865 = or i32 %lo861, %hs864
  %pairf866 = bitcast i32 %pair865 to float
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la860
  store float %pairf866, ptr addrspace(3) %gep.19, align 4
  %e868 = add i32 %tid28, 256
  %row870 = udiv i32 %e868, 32
  %cc872 = urem i32 %e868, 32
  %chan874 = shl i32 %cc872, 1
  %pos875 = add i32 %p_s136, %row870
  %pok876 = icmp ult i32 %pos875, %p_hi109
  %n877 = udiv i32 %pos875, %howo102
  %prem878 = urem i32 %pos875, %howo102
  %ho879 = udiv i32 %prem878, %wo
  %wo880 = urem i32 %prem878, %wo
  %h_a881 = mul i32 %ho879, %stride_h
  %hi882 = add i32 %h_a881, %h_tap86
  %hiok883 = icmp ult i32 %hi882, %hi
  %w_a884 = mul i32 %wo880, %stride_w
  %wi885 = add i32 %w_a884, %w_tap88
  %wiok886 = icmp ult i32 %wi885, %wi
  %cin887 = add i32 %c_blk92, %chan874
  %cok888 = icmp ult i32 %cin887, %cpg
  %ok889 = and i1 %pok876, %hiok883
  %ok890 = and i1 %ok889, %wiok886
  %ok891 = and i1 %ok890, %cok888
  %e_n892 = mul i32 %n877, %x_stride_n
  %e_h893 = mul i32 %hi882, %x_stride_h
  %e_w894 = mul i32 %wi885, %x_stride_w
  %el895 = add i32 %e_n892, %e_h893
  %el896 = add i32 %el895, %e_w894
  %el897 = add i32 %el896, %x_ch96
  %el898 = add i32 %el897, %chan874
  %off900 = shl i32 %el898, 1
  %safe902 = select i1 %ok891, i32 %off900, i32 2147483647
  %xv904 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe902, i32 0, i32 0)
  %cin906 = add i32 %cin887, 1
  %cok907 = icmp ult i32 %cin906, %cpg
  %ok908 = and i1 %ok890, %cok907
  %el910 = add i32 %el898, 1
  %off912 = shl i32 %el910, 1
  %safe914 = select i1 %ok908, i32 %off912, i32 2147483647
  %xv916 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe914, i32 0, i32 0)
  %lrow918 = mul i32 %row870, 72
  %lel919 = add i32 %lrow918, %chan874
  %lb921 = shl i32 %lel919, 1
  %la923 = add i32 %lb921, 4608
  %lo924 = zext i16 %xv904 to i32
  %hw925 = zext i16 %xv916 to i32
  %hs927 = shl i32 %hw925, 16
  %pair928 = or i32 %lo924, %hs927
  %pairf929 = bitcast i32 %pair928 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la923
  store float %pairf929, ptr addrspace(3) %gep.20, align 4
  %e931 = add i32 %tid28, 384
  %row933 = udiv i32 %e931, 32
  %cc935 = urem i32 %e931, 32
  %chan937 = shl i32 %cc935, 1
  %pos938 = add i32 %p_s136, %row933
  %pok939 = icmp ult i32 %pos938, %p_hi109
  %n940 = udiv i32 %pos938, %howo102
  %prem941 = urem i32 %pos938, %howo102
  %ho942 = udiv i32 %prem941, %wo
  %wo943 = urem i32 %prem941, %wo
  %h_a944 = mul i32 %ho942, %stride_h
  %hi945 = add i32 %h_a944, %h_tap86
  %hiok946 = icmp ult i32 %hi945, %hi
  %w_a947 = mul i32 %wo943, %stride_w
  %wi948 = add i32 %w_a947, %w_tap88
  %wiok949 = icmp ult i32 %wi948, %wi
  %cin950 = add i32 %c_blk92, %chan937
  %cok951 = icmp ult i32 %cin950, %cpg
  %ok952 = and i1 %pok939, %hiok946
  %ok953 = and i1 %ok952, %wiok949
  %ok954 = and i1 %ok953, %cok951
  %e_n955 = mul i32 %n940, %x_stride_n
  %e_h956 = mul i32 %hi945, %x_stride_h
  %e_w957 = mul i32 %wi948, %x_stride_w
  %el958 = add i32 %e_n955, %e_h956
  %el959 = add i32 %el958, %e_w957
  %el960 = add i32 %el959, %x_ch96
  %el961 = add i32 %el960, %chan937
  %off963 = shl i32 %el961, 1
  %safe965 = select i1 %ok954, i32 %off963, i32 2147483647
  %xv967 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe965, i32 0, i32 0)
  %cin969 = add i32 %cin950, 1
  %cok970 = icmp ult i32 %cin969, %cpg
  %ok971 = and i1 %ok953, %cok970
  %el973 = add i32 %el961, 1
  %off975 = shl i32 %el973, 1
  %safe977 = select i1 %ok971, i32 %off975, i32 2147483647
  %xv979 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe977, i32 0, i32 0)
  %lrow981 = mul i32 %row933, 72
  %lel982 = add i32 %lrow981, %chan937
  %lb984 = shl i32 %lel982, 1
  %la986 = add i32 %lb984, 4608
  %lo987 = zext i16 %xv967 to i32
  %hw988 = zext i16 %xv979 to i32
  %hs990 = shl i32 %hw988, 16
  %pair991 = or i32 %lo987, %hs990
  %pairf992 = bitcast i32 %pair991 to float
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la986
  store float %pairf992, ptr addrspace(3) %gep.21, align 4
  %e994 = add i32 %tid28, 512
  %row996 = udiv i32 %e994, 32
  %cc998 = urem i32 %e994, 32
  %chan1000 = shl i32 %cc998, 1
  %pos1001 = add i32 %p_s136, %row996
  %pok1002 = icmp ult i32 %pos1001, %p_hi109
  %n1003 = udiv i32 %pos1001, %howo102
  %prem1004 = urem i32 %pos1001, %howo102
  %ho1005 = udiv i32 %prem1004, %wo
  %wo1006 = urem i32 %prem1004, %wo
  %h_a1007 = mul i32 %ho1005, %stride_h
  %hi1008 = add i32 %h_a1007, %h_tap86
  %hiok1009 = icmp ult i32 %hi1008, %hi
  %w_a1010 = mul i32 %wo1006, %stride_w
  %wi1011 = add i32 %w_a1010, %w_tap88
  %wiok1012 = icmp ult i32 %wi1011, %wi
  %cin1013 = add i32 %c_blk92, %chan1000
  %cok1014 = icmp ult i32 %cin1013, %cpg
  %ok1015 = and i1 %pok1002, %hiok1009
  %ok1016 = and i1 %ok1015, %wiok1012
  %ok1017 = and i1 %ok1016, %cok1014
  %e_n1018 = mul i32 %n1003, %x_stride_n
  %e_h1019 = mul i32 %hi1008, %x_stride_h
  %e_w1020 = mul i32 %wi1011, %x_stride_w
  %el1021 = add i32 %e_n1018, %e_h1019
  %el1022 = add i32 %el1021, %e_w1020
  %el1023 = add i32 %el1022, %x_ch96
  %el1024 = add i32 %el1023, %chan1000
  %off1026 = shl i32 %el1024, 1
  %safe1028 = select i1 %ok1017, i32 %off1026, i32 2147483647
  %xv1030 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe1028, i32 0, i32 0)
  %cin1032 = add i32 %cin1013, 1
  %cok1033 = icmp ult i32 %cin1032, %cpg
  %ok1034 = and i1 %ok1016, %cok1033
  %el1036 = add i32 %el1024, 1
  %off1038 = shl i32 %el1036, 1
  %safe1040 = select i1 %ok1034, i32 %off1038, i32 2147483647
  %xv1042 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe1040, i32 0, i32 0)
  %lrow1044 = mul i32 %row996, 72
  %lel1045 = add i32 %lrow1044, %chan1000
  %lb1047 = shl i32 %lel1045, 1
  %la1049 = add i32 %lb1047, 4608
  %lo1050 = zext i16 %xv1030 to i32
  %hw1051 = zext i16 %xv1042 to i32
  %hs1053 = shl i32 %hw1051, 16
  %pair1054 = or i32 %lo1050, %hs1053
  %pairf1055 = bitcast i32 %pair1054 to float
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1049
  store float %pairf1055, ptr addrspace(3) %gep.22, align 4
  %e1057 = add i32 %tid28, 640
  %row1059 = udiv i32 %e1057, 32
  %cc1061 = urem i32 %e1057, 32
  %chan1063 = shl i32 %cc1061, 1
  %pos1064 = add i32 %p_s136, %row1059
  %pok1065 = icmp ult i32 %pos1064, %p_hi109
  %n1066 = udiv i32 %pos1064, %howo102
  %prem1067 = urem i32 %pos1064, %howo102
  %ho1068 = udiv i32 %prem1067, %wo
  %wo1069 = urem i32 %prem1067, %wo
  %h_a1070 = mul i32 %ho1068, %stride_h
  %hi1071 = add i32 %h_a1070, %h_tap86
  %hiok1072 = icmp ult i32 %hi1071, %hi
  %w_a1073 = mul i32 %wo1069, %stride_w
  %wi1074 = add i32 %w_a1073, %w_tap88
  %wiok1075 = icmp ult i32 %wi1074, %wi
  %cin1076 = add i32 %c_blk92, %chan1063
  %cok1077 = icmp ult i32 %cin1076, %cpg
  %ok1078 = and i1 %pok1065, %hiok1072
  %ok1079 = and i1 %ok1078, %wiok1075
  %ok1080 = and i1 %ok1079, %cok1077
  %e_n1081 = mul i32 %n1066, %x_stride_n
  %e_h1082 = mul i32 %hi1071, %x_stride_h
  %e_w1083 = mul i32 %wi1074, %x_stride_w
  %el1084 = add i32 %e_n1081, %e_h1082
  %el1085 = add i32 %el1084, %e_w1083
  %el1086 = add i32 %el1085, %x_ch96
  %el1087 = add i32 %el1086, %chan1063
  %off1089 = shl i32 %el1087, 1
  %safe1091 = select i1 %ok1080, i32 %off1089, i32 2147483647
  %xv1093 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe1091, i32 0, i32 0)
  %cin1095 = add i32 %cin1076, 1
  %cok1096 = icmp ult i32 %cin1095, %cpg
  %ok1097 = and i1 %ok1079, %cok1096
  %el1099 = add i32 %el1087, 1
  %off1101 = shl i32 %el1099, 1
  %safe1103 = select i1 %ok1097, i32 %off1101, i32 2147483647
  %xv1105 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe1103, i32 0, i32 0)
  %lrow1107 = mul i32 %row1059, 72
  %lel1108 = add i32 %lrow1107, %chan1063
  %lb1110 = shl i32 %lel1108, 1
  %la1112 = add i32 %lb1110, 4608
  %lo1113 = zext i16 %xv1093 to i32
  %hw1114 = zext i16 %xv1105 to i32
  %hs1116 = shl i32 %hw1114, 16
  %pair1117 = or i32 %lo1113, %hs1116
  %pairf1118 = bitcast i32 %pair1117 to float
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1112
  store float %pairf1118, ptr addrspace(3) %gep.23, align 4
  %e1120 = add i32 %tid28, 768
  %row1122 = udiv i32 %e1120, 32
  %cc1124 = urem i32 %e1120, 32
  %chan1126 = shl i32 %cc1124, 1
  %pos1127 = add i32 %p_s136, %row1122
  %pok1128 = icmp ult i32 %pos1127, %p_hi109
  %n1129 = udiv i32 %pos1127, %howo102
  %prem1130 = urem i32 %pos1127, %howo102
  %ho1131 = udiv i32 %prem1130, %wo
  %wo1132 = urem i32 %prem1130, %wo
  %h_a1133 = mul i32 %ho1131, %stride_h
  %hi1134 = add i32 %h_a1133, %h_tap86
  %hiok1135 = icmp ult i32 %hi1134, %hi
  %w_a1136 = mul i32 %wo1132, %stride_w
  %wi1137 = add i32 %w_a1136, %w_tap88
  %wiok1138 = icmp ult i32 %wi1137, %wi
  %cin1139 = add i32 %c_blk92, %chan1126
  %cok1140 = icmp ult i32 %cin1139, %cpg
  %ok1141 = and i1 %pok1128, %hiok1135
  %ok1142 = and i1 %ok1141, %wiok1138
  %ok1143 = and i1 %ok1142, %cok1140
  %e_n1144 = mul i32 %n1129, %x_stride_n
  %e_h1145 = mul i32 %hi1134, %x_stride_h
  %e_w1146 = mul i32 %wi1137, %x_stride_w
  %el1147 = add i32 %e_n1144, %e_h1145
  %el1148 = add i32 %el1147, %e_w1146
  %el1149 = add i32 %el1148, %x_ch96
  %el1150 = add i32 %el1149, %chan1126
  %off1152 = shl i32 %el1150, 1
  %safe1154 = select i1 %ok1143, i32 %off1152, i32 2147483647
  %xv1156 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe1154, i32 0, i32 0)
  %cin1158 = add i32 %cin1139, 1
  %cok1159 = icmp ult i32 %cin1158, %cpg
  %ok1160 = and i1 %ok1142, %cok1159
  %el1162 = add i32 %el1150, 1
  %off1164 = shl i32 %el1162, 1
  %safe1166 = select i1 %ok1160, i32 %off1164, i32 2147483647
  %xv1168 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe1166, i32 0, i32 0)
  %lrow1170 = mul i32 %row1122, 72
  %lel1171 = add i32 %lrow1170, %chan1126
  %lb1173 = shl i32 %lel1171, 1
  %la1175 = add i32 %lb1173, 4608
  %lo1176 = zext i16 %xv1156 to i32
  %hw1177 = zext i16 %xv1168 to i32
  %hs1179 = shl i32 %hw1177, 16
  %pair1180 = or i32 %lo1176, %hs1179
  %pairf1181 = bitcast i32 %pair1180 to float
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1175
  store float %pairf1181, ptr addrspace(3) %gep.24, align 4
  %e1183 = add i32 %tid28, 896
  %row1185 = udiv i32 %e1183, 32
  %cc1187 = urem i32 %e1183, 32
  %chan1189 = shl i32 %cc1187, 1
  %pos1190 = add i32 %p_s136, %row1185
  %pok1191 = icmp ult i32 %pos1190, %p_hi109
  %n1192 = udiv i32 %pos1190, %howo102
  %prem1193 = urem i32 %pos1190, %howo102
  %ho1194 = udiv i32 %prem1193, %wo
  %wo1195 = urem i32 %prem1193, %wo
  %h_a1196 = mul i32 %ho1194, %stride_h
  %hi1197 = add i32 %h_a1196, %h_tap86
  %hiok1198 = icmp ult i32 %hi1197, %hi
  %w_a1199 = mul i32 %wo1195, %stride_w
  %wi1200 = add i32 %w_a1199, %w_tap88
  %wiok1201 = icmp ult i32 %wi1200, %wi
  %cin1202 = add i32 %c_blk92, %chan1189
  %cok1203 = icmp ult i32 %cin1202, %cpg
  %ok1204 = and i1 %pok1191, %hiok1198
  %ok1205 = and i1 %ok1204, %wiok1201
  %ok1206 = and i1 %ok1205, %cok1203
  %e_n1207 = mul i32 %n1192, %x_stride_n
  %e_h1208 = mul i32 %hi1197, %x_stride_h
  %e_w1209 = mul i32 %wi1200, %x_stride_w
  %el1210 = add i32 %e_n1207, %e_h1208
  %el1211 = add i32 %el1210, %e_w1209
  %el1212 = add i32 %el1211, %x_ch96
  %el1213 = add i32 %el1212, %chan1189
  %off1215 = shl i32 %el1213, 1
  %safe1217 = select i1 %ok1206, i32 %off1215, i32 2147483647
  %xv1219 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe1217, i32 0, i32 0)
  %cin1221 = add i32 %cin1202, 1
  %cok1222 = icmp ult i32 %cin1221, %cpg
  %ok1223 = and i1 %ok1205, %cok1222
  %el1225 = add i32 %el1213, 1
  %off1227 = shl i32 %el1225, 1
  %safe1229 = select i1 %ok1223, i32 %off1227, i32 2147483647
  %xv1231 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe1229, i32 0, i32 0)
  %lrow1233 = mul i32 %row1185, 72
  %lel1234 = add i32 %lrow1233, %chan1189
  %lb1236 = shl i32 %lel1234, 1
  %la1238 = add i32 %lb1236, 4608
  %lo1239 = zext i16 %xv1219 to i32
  %hw1240 = zext i16 %xv1231 to i32
  %hs1242 = shl i32 %hw1240, 16
  %pair1243 = or i32 %lo1239, %hs1242
  %pairf1244 = bitcast i32 %pair1243 to float
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1238
  store float %pairf1244, ptr addrspace(3) %gep.25, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1246 = add i32 %a_lane59, 0
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1246
  %a_lo1247 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.26)
  %a_addr1249 = add i32 %a_lane59, 2304
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1249
  %a_hi1250 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.27)
  %a_frag1251 = shufflevector <8 x bfloat> %a_lo1247, <8 x bfloat> %a_hi1250, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr1253 = add i32 %a_lane59, 32
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1253
  %a_lo1254 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.28)
  %a_addr1256 = add i32 %a_lane59, 2336
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1256
  %a_hi1257 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.29)
  %a_frag1258 = shufflevector <8 x bfloat> %a_lo1254, <8 x bfloat> %a_hi1257, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1260 = add i32 %b_lane65, 4608
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1260
  %b_lo1261 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.30)
  %b_addr1263 = add i32 %b_lane65, 6912
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1263
  %b_hi1264 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.31)
  %b_frag1265 = shufflevector <8 x bfloat> %b_lo1261, <8 x bfloat> %b_hi1264, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1266 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag1251, i1 false, <16 x bfloat> %b_frag1265, i16 0, <8 x float> %acc130, i1 false, i1 false)
  %acc1267 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag1258, i1 false, <16 x bfloat> %b_frag1265, i16 0, <8 x float> %acc132, i1 false, i1 false)
  %b_addr1269 = add i32 %b_lane65, 4640
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1269
  %b_lo1270 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.32)
  %b_addr1272 = add i32 %b_lane65, 6944
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1272
  %b_hi1273 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.33)
  %b_frag1274 = shufflevector <8 x bfloat> %b_lo1270, <8 x bfloat> %b_hi1273, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1275 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag1251, i1 false, <16 x bfloat> %b_frag1274, i16 0, <8 x float> %acc131, i1 false, i1 false)
  %acc1276 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag1258, i1 false, <16 x bfloat> %b_frag1274, i16 0, <8 x float> %acc133, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t129, 1
  br label %for.head.1
for.exit.1:
  %slab1278 = urem i32 %split67, 1
  %slab_g1279 = mul i32 %slab1278, %groups
  %slab_k1280 = mul i32 %slab_g1279, %kpg
  %kbase1281 = add i32 %slab_k1280, %gk93
  %frow1282 = mul i32 %cpg, %taps68
  %tap_c1283 = mul i32 %tap79, %cpg
  %c_w1284 = add i32 %c_blk92, %wcb40
  %k_w1285 = add i32 %k_blk90, %wkb38
  %k_h1286 = add i32 %k_w1285, %khalf44
  %cin1288 = add i32 %c_w1284, 0
  %cin1289 = add i32 %cin1288, %lcol49
  %cok1290 = icmp ult i32 %cin1289, %cpg
  %kin1292 = add i32 %k_h1286, 0
  %kok1293 = icmp ult i32 %kin1292, %kpg
  %ok1294 = and i1 %kok1293, %cok1290
  br i1 %ok1294, label %if.then.3, label %if.end.3
if.then.3:
  %krow1295 = add i32 %kbase1281, %kin1292
  %t_k1296 = mul i32 %krow1295, %frow1282
  %t_t1297 = add i32 %t_k1296, %tap_c1283
  %el1298 = add i32 %t_t1297, %cin1289
  %off1300 = shl i32 %el1298, 2
  %v1301 = extractelement <8 x float> %acc130, i32 0
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1301, ptr addrspace(8) %rws120, i32 %off1300, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1304 = add i32 %k_h1286, 1
  %kok1305 = icmp ult i32 %kin1304, %kpg
  %ok1306 = and i1 %kok1305, %cok1290
  br i1 %ok1306, label %if.then.4, label %if.end.4
if.then.4:
  %krow1307 = add i32 %kbase1281, %kin1304
  %t_k1308 = mul i32 %krow1307, %frow1282
  %t_t1309 = add i32 %t_k1308, %tap_c1283
  %el1310 = add i32 %t_t1309, %cin1289
  %off1312 = shl i32 %el1310, 2
  %v1313 = extractelement <8 x float> %acc130, i32 1
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1313, ptr addrspace(8) %rws120, i32 %off1312, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1316 = add i32 %k_h1286, 2
  %kok1317 = icmp ult i32 %kin1316, %kpg
  %ok1318 = and i1 %kok1317, %cok1290
  br i1 %ok1318, label %if.then.5, label %if.end.5
if.then.5:
  %krow1319 = add i32 %kbase1281, %kin1316
  %t_k1320 = mul i32 %krow1319, %frow1282
  %t_t1321 = add i32 %t_k1320, %tap_c1283
  %el1322 = add i32 %t_t1321, %cin1289
  %off1324 = shl i32 %el1322, 2
  %v1325 = extractelement <8 x float> %acc130, i32 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1325, ptr addrspace(8) %rws120, i32 %off1324, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1328 = add i32 %k_h1286, 3
  %kok1329 = icmp ult i32 %kin1328, %kpg
  %ok1330 = and i1 %kok1329, %cok1290
  br i1 %ok1330, label %if.then.6, label %if.end.6
if.then.6:
  %krow1331 = add i32 %kbase1281, %kin1328
  %t_k1332 = mul i32 %krow1331, %frow1282
  %t_t1333 = add i32 %t_k1332, %tap_c1283
  %el1334 = add i32 %t_t1333, %cin1289
  %off1336 = shl i32 %el1334, 2
  %v1337 = extractelement <8 x float> %acc130, i32 3
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1337, ptr addrspace(8) %rws120, i32 %off1336, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1340 = add i32 %k_h1286, 4
  %kok1341 = icmp ult i32 %kin1340, %kpg
  %ok1342 = and i1 %kok1341, %cok1290
  br i1 %ok1342, label %if.then.7, label %if.end.7
if.then.7:
  %krow1343 = add i32 %kbase1281, %kin1340
  %t_k1344 = mul i32 %krow1343, %frow1282
  %t_t1345 = add i32 %t_k1344, %tap_c1283
  %el1346 = add i32 %t_t1345, %cin1289
  %off1348 = shl i32 %el1346, 2
  %v1349 = extractelement <8 x float> %acc130, i32 4
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1349, ptr addrspace(8) %rws120, i32 %off1348, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1352 = add i32 %k_h1286, 5
  %kok1353 = icmp ult i32 %kin1352, %kpg
  %ok1354 = and i1 %kok1353, %cok1290
  br i1 %ok1354, label %if.then.8, label %if.end.8
if.then.8:
  %krow1355 = add i32 %kbase1281, %kin1352
  %t_k1356 = mul i32 %krow1355, %frow1282
  %t_t1357 = add i32 %t_k1356, %tap_c1283
  %el1358 = add i32 %t_t1357, %cin1289
  %off1360 = shl i32 %el1358, 2
  %v1361 = extractelement <8 x float> %acc130, i32 5
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1361, ptr addrspace(8) %rws120, i32 %off1360, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1364 = add i32 %k_h1286, 6
  %kok1365 = icmp ult i32 %kin1364, %kpg
  %ok1366 = and i1 %kok1365, %cok1290
  br i1 %ok1366, label %if.then.9, label %if.end.9
if.then.9:
  %krow1367 = add i32 %kbase1281, %kin1364
  %t_k1368 = mul i32 %krow1367, %frow1282
  %t_t1369 = add i32 %t_k1368, %tap_c1283
  %el1370 = add i32 %t_t1369, %cin1289
  %off1372 = shl i32 %el1370, 2
  %v1373 = extractelement <8 x float> %acc130, i32 6
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1373, ptr addrspace(8) %rws120, i32 %off1372, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin1376 = add i32 %k_h1286, 7
  %kok1377 = icmp ult i32 %kin1376, %kpg
  %ok1378 = and i1 %kok1377, %cok1290
  br i1 %ok1378, label %if.then.10, label %if.end.10
if.then.10:
  %krow1379 = add i32 %kbase1281, %kin1376
  %t_k1380 = mul i32 %krow1379, %frow1282
  %t_t1381 = add i32 %t_k1380, %tap_c1283
  %el1382 = add i32 %t_t1381, %cin1289
  %off1384 = shl i32 %el1382, 2
  %v1385 = extractelement <8 x float> %acc130, i32 7
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1385, ptr addrspace(8) %rws120, i32 %off1384, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %cin1388 = add i32 %c_w1284, 16
  %cin1389 = add i32 %cin1388, %lcol49
  %cok1390 = icmp ult i32 %cin1389, %cpg
  %kin1392 = add i32 %k_h1286, 0
  %kok1393 = icmp ult i32 %kin1392, %kpg
  %ok1394 = and i1 %kok1393, %cok1390
  br i1 %ok1394, label %if.then.11, label %if.end.11
if.then.11:
  %krow1395 = add i32 %kbase1281, %kin1392
  %t_k1396 = mul i32 %krow1395, %frow1282
  %t_t1397 = add i32 %t_k1396, %tap_c1283
  %el1398 = add i32 %t_t1397, %cin1389
  %off1400 = shl i32 %el1398, 2
  %v1401 = extractelement <8 x float> %acc131, i32 0
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1401, ptr addrspace(8) %rws120, i32 %off1400, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1404 = add i32 %k_h1286, 1
  %kok1405 = icmp ult i32 %kin1404, %kpg
  %ok1406 = and i1 %kok1405, %cok1390
  br i1 %ok1406, label %if.then.12, label %if.end.12
if.then.12:
  %krow1407 = add i32 %kbase1281, %kin1404
  %t_k1408 = mul i32 %krow1407, %frow1282
  %t_t1409 = add i32 %t_k1408, %tap_c1283
  %el1410 = add i32 %t_t1409, %cin1389
  %off1412 = shl i32 %el1410, 2
  %v1413 = extractelement <8 x float> %acc131, i32 1
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1413, ptr addrspace(8) %rws120, i32 %off1412, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1416 = add i32 %k_h1286, 2
  %kok1417 = icmp ult i32 %kin1416, %kpg
  %ok1418 = and i1 %kok1417, %cok1390
  br i1 %ok1418, label %if.then.13, label %if.end.13
if.then.13:
  %krow1419 = add i32 %kbase1281, %kin1416
  %t_k1420 = mul i32 %krow1419, %frow1282
  %t_t1421 = add i32 %t_k1420, %tap_c1283
  %el1422 = add i32 %t_t1421, %cin1389
  %off1424 = shl i32 %el1422, 2
  %v1425 = extractelement <8 x float> %acc131, i32 2
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1425, ptr addrspace(8) %rws120, i32 %off1424, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1428 = add i32 %k_h1286, 3
  %kok1429 = icmp ult i32 %kin1428, %kpg
  %ok1430 = and i1 %kok1429, %cok1390
  br i1 %ok1430, label %if.then.14, label %if.end.14
if.then.14:
  %krow1431 = add i32 %kbase1281, %kin1428
  %t_k1432 = mul i32 %krow1431, %frow1282
  %t_t1433 = add i32 %t_k1432, %tap_c1283
  %el1434 = add i32 %t_t1433, %cin1389
  %off1436 = shl i32 %el1434, 2
  %v1437 = extractelement <8 x float> %acc131, i32 3
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1437, ptr addrspace(8) %rws120, i32 %off1436, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1440 = add i32 %k_h1286, 4
  %kok1441 = icmp ult i32 %kin1440, %kpg
  %ok1442 = and i1 %kok1441, %cok1390
  br i1 %ok1442, label %if.then.15, label %if.end.15
if.then.15:
  %krow1443 = add i32 %kbase1281, %kin1440
  %t_k1444 = mul i32 %krow1443, %frow1282
  %t_t1445 = add i32 %t_k1444, %tap_c1283
  %el1446 = add i32 %t_t1445, %cin1389
  %off1448 = shl i32 %el1446, 2
  %v1449 = extractelement <8 x float> %acc131, i32 4
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1449, ptr addrspace(8) %rws120, i32 %off1448, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1452 = add i32 %k_h1286, 5
  %kok1453 = icmp ult i32 %kin1452, %kpg
  %ok1454 = and i1 %kok1453, %cok1390
  br i1 %ok1454, label %if.then.16, label %if.end.16
if.then.16:
  %krow1455 = add i32 %kbase1281, %kin1452
  %t_k1456 = mul i32 %krow1455, %frow1282
  %t_t1457 = add i32 %t_k1456, %tap_c1283
  %el1458 = add i32 %t_t1457, %cin1389
  %off1460 = shl i32 %el1458, 2
  %v1461 = extractelement <8 x float> %acc131, i32 5
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1461, ptr addrspace(8) %rws120, i32 %off1460, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1464 = add i32 %k_h1286, 6
  %kok1465 = icmp ult i32 %kin1464, %kpg
  %ok1466 = and i1 %kok1465, %cok1390
  br i1 %ok1466, label %if.then.17, label %if.end.17
if.then.17:
  %krow1467 = add i32 %kbase1281, %kin1464
  %t_k1468 = mul i32 %krow1467, %frow1282
  %t_t1469 = add i32 %t_k1468, %tap_c1283
  %el1470 = add i32 %t_t1469, %cin1389
  %off1472 = shl i32 %el1470, 2
  %v1473 = extractelement <8 x float> %acc131, i32 6
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1473, ptr addrspace(8) %rws120, i32 %off1472, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %kin1476 = add i32 %k_h1286, 7
  %kok1477 = icmp ult i32 %kin1476, %kpg
  %ok1478 = and i1 %kok1477, %cok1390
  br i1 %ok1478, label %if.then.18, label %if.end.18
if.then.18:
  %krow1479 = add i32 %kbase1281, %kin1476
  %t_k1480 = mul i32 %krow1479, %frow1282
  %t_t1481 = add i32 %t_k1480, %tap_c1283
  %el1482 = add i32 %t_t1481, %cin1389
  %off1484 = shl i32 %el1482, 2
  %v1485 = extractelement <8 x float> %acc131, i32 7
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1485, ptr addrspace(8) %rws120, i32 %off1484, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %cin1488 = add i32 %c_w1284, 0
  %cin1489 = add i32 %cin1488, %lcol49
  %cok1490 = icmp ult i32 %cin1489, %cpg
  %kin1492 = add i32 %k_h1286, 16
  %kok1493 = icmp ult i32 %kin1492, %kpg
  %ok1494 = and i1 %kok1493, %cok1490
  br i1 %ok1494, label %if.then.19, label %if.end.19
if.then.19:
  %krow1495 = add i32 %kbase1281, %kin1492
  %t_k1496 = mul i32 %krow1495, %frow1282
  %t_t1497 = add i32 %t_k1496, %tap_c1283
  %el1498 = add i32 %t_t1497, %cin1489
  %off1500 = shl i32 %el1498, 2
  %v1501 = extractelement <8 x float> %acc132, i32 0
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1501, ptr addrspace(8) %rws120, i32 %off1500, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1504 = add i32 %k_h1286, 17
  %kok1505 = icmp ult i32 %kin1504, %kpg
  %ok1506 = and i1 %kok1505, %cok1490
  br i1 %ok1506, label %if.then.20, label %if.end.20
if.then.20:
  %krow1507 = add i32 %kbase1281, %kin1504
  %t_k1508 = mul i32 %krow1507, %frow1282
  %t_t1509 = add i32 %t_k1508, %tap_c1283
  %el1510 = add i32 %t_t1509, %cin1489
  %off1512 = shl i32 %el1510, 2
  %v1513 = extractelement <8 x float> %acc132, i32 1
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1513, ptr addrspace(8) %rws120, i32 %off1512, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1516 = add i32 %k_h1286, 18
  %kok1517 = icmp ult i32 %kin1516, %kpg
  %ok1518 = and i1 %kok1517, %cok1490
  br i1 %ok1518, label %if.then.21, label %if.end.21
if.then.21:
  %krow1519 = add i32 %kbase1281, %kin1516
  %t_k1520 = mul i32 %krow1519, %frow1282
  %t_t1521 = add i32 %t_k1520, %tap_c1283
  %el1522 = add i32 %t_t1521, %cin1489
  %off1524 = shl i32 %el1522, 2
  %v1525 = extractelement <8 x float> %acc132, i32 2
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1525, ptr addrspace(8) %rws120, i32 %off1524, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1528 = add i32 %k_h1286, 19
  %kok1529 = icmp ult i32 %kin1528, %kpg
  %ok1530 = and i1 %kok1529, %cok1490
  br i1 %ok1530, label %if.then.22, label %if.end.22
if.then.22:
  %krow1531 = add i32 %kbase1281, %kin1528
  %t_k1532 = mul i32 %krow1531, %frow1282
  %t_t1533 = add i32 %t_k1532, %tap_c1283
  %el1534 = add i32 %t_t1533, %cin1489
  %off1536 = shl i32 %el1534, 2
  %v1537 = extractelement <8 x float> %acc132, i32 3
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1537, ptr addrspace(8) %rws120, i32 %off1536, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1540 = add i32 %k_h1286, 20
  %kok1541 = icmp ult i32 %kin1540, %kpg
  %ok1542 = and i1 %kok1541, %cok1490
  br i1 %ok1542, label %if.then.23, label %if.end.23
if.then.23:
  %krow1543 = add i32 %kbase1281, %kin1540
  %t_k1544 = mul i32 %krow1543, %frow1282
  %t_t1545 = add i32 %t_k1544, %tap_c1283
  %el1546 = add i32 %t_t1545, %cin1489
  %off1548 = shl i32 %el1546, 2
  %v1549 = extractelement <8 x float> %acc132, i32 4
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1549, ptr addrspace(8) %rws120, i32 %off1548, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1552 = add i32 %k_h1286, 21
  %kok1553 = icmp ult i32 %kin1552, %kpg
  %ok1554 = and i1 %kok1553, %cok1490
  br i1 %ok1554, label %if.then.24, label %if.end.24
if.then.24:
  %krow1555 = add i32 %kbase1281, %kin1552
  %t_k1556 = mul i32 %krow1555, %frow1282
  %t_t1557 = add i32 %t_k1556, %tap_c1283
  %el1558 = add i32 %t_t1557, %cin1489
  %off1560 = shl i32 %el1558, 2
  %v1561 = extractelement <8 x float> %acc132, i32 5
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1561, ptr addrspace(8) %rws120, i32 %off1560, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin1564 = add i32 %k_h1286, 22
  %kok1565 = icmp ult i32 %kin1564, %kpg
  %ok1566 = and i1 %kok1565, %cok1490
  br i1 %ok1566, label %if.then.25, label %if.end.25
if.then.25:
  %krow1567 = add i32 %kbase1281, %kin1564
  %t_k1568 = mul i32 %krow1567, %frow1282
  %t_t1569 = add i32 %t_k1568, %tap_c1283
  %el1570 = add i32 %t_t1569, %cin1489
  %off1572 = shl i32 %el1570, 2
  %v1573 = extractelement <8 x float> %acc132, i32 6
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1573, ptr addrspace(8) %rws120, i32 %off1572, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %kin1576 = add i32 %k_h1286, 23
  %kok1577 = icmp ult i32 %kin1576, %kpg
  %ok1578 = and i1 %kok1577, %cok1490
  br i1 %ok1578, label %if.then.26, label %if.end.26
if.then.26:
  %krow1579 = add i32 %kbase1281, %kin1576
  %t_k1580 = mul i32 %krow1579, %frow1282
  %t_t1581 = add i32 %t_k1580, %tap_c1283
  %el1582 = add i32 %t_t1581, %cin1489
  %off1584 = shl i32 %el1582, 2
  %v1585 = extractelement <8 x float> %acc132, i32 7
  %old.57 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1585, ptr addrspace(8) %rws120, i32 %off1584, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %cin1588 = add i32 %c_w1284, 16
  %cin1589 = add i32 %cin1588, %lcol49
  %cok1590 = icmp ult i32 %cin1589, %cpg
  %kin1592 = add i32 %k_h1286, 16
  %kok1593 = icmp ult i32 %kin1592, %kpg
  %ok1594 = and i1 %kok1593, %cok1590
  br i1 %ok1594, label %if.then.27, label %if.end.27
if.then.27:
  %krow1595 = add i32 %kbase1281, %kin1592
  %t_k1596 = mul i32 %krow1595, %frow1282
  %t_t1597 = add i32 %t_k1596, %tap_c1283
  %el1598 = add i32 %t_t1597, %cin1589
  %off1600 = shl i32 %el1598, 2
  %v1601 = extractelement <8 x float> %acc133, i32 0
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1601, ptr addrspace(8) %rws120, i32 %off1600, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %kin1604 = add i32 %k_h1286, 17
  %kok1605 = icmp ult i32 %kin1604, %kpg
  %ok1606 = and i1 %kok1605, %cok1590
  br i1 %ok1606, label %if.then.28, label %if.end.28
if.then.28:
  %krow1607 = add i32 %kbase1281, %kin1604
  %t_k1608 = mul i32 %krow1607, %frow1282
  %t_t1609 = add i32 %t_k1608, %tap_c1283
  %el1610 = add i32 %t_t1609, %cin1589
  %off1612 = shl i32 %el1610, 2
  %v1613 = extractelement <8 x float> %acc133, i32 1
  %old.59 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1613, ptr addrspace(8) %rws120, i32 %off1612, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %kin1616 = add i32 %k_h1286, 18
  %kok1617 = icmp ult i32 %kin1616, %kpg
  %ok1618 = and i1 %kok1617, %cok1590
  br i1 %ok1618, label %if.then.29, label %if.end.29
if.then.29:
  %krow1619 = add i32 %kbase1281, %kin1616
  %t_k1620 = mul i32 %krow1619, %frow1282
  %t_t1621 = add i32 %t_k1620, %tap_c1283
  %el1622 = add i32 %t_t1621, %cin1589
  %off1624 = shl i32 %el1622, 2
  %v1625 = extractelement <8 x float> %acc133, i32 2
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1625, ptr addrspace(8) %rws120, i32 %off1624, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %kin1628 = add i32 %k_h1286, 19
  %kok1629 = icmp ult i32 %kin1628, %kpg
  %ok1630 = and i1 %kok1629, %cok1590
  br i1 %ok1630, label %if.then.30, label %if.end.30
if.then.30:
  %krow1631 = add i32 %kbase1281, %kin1628
  %t_k1632 = mul i32 %krow1631, %frow1282
  %t_t1633 = add i32 %t_k1632, %tap_c1283
  %el1634 = add i32 %t_t1633, %cin1589
  %off1636 = shl i32 %el1634, 2
  %v1637 = extractelement <8 x float> %acc133, i32 3
  %old.61 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1637, ptr addrspace(8) %rws120, i32 %off1636, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %kin1640 = add i32 %k_h1286, 20
  %kok1641 = icmp ult i32 %kin1640, %kpg
  %ok1642 = and i1 %kok1641, %cok1590
  br i1 %ok1642, label %if.then.31, label %if.end.31
if.then.31:
  %krow1643 = add i32 %kbase1281, %kin1640
  %t_k1644 = mul i32 %krow1643, %frow1282
  %t_t1645 = add i32 %t_k1644, %tap_c1283
  %el1646 = add i32 %t_t1645, %cin1589
  %off1648 = shl i32 %el1646, 2
  %v1649 = extractelement <8 x float> %acc133, i32 4
  %old.62 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1649, ptr addrspace(8) %rws120, i32 %off1648, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %kin1652 = add i32 %k_h1286, 21
  %kok1653 = icmp ult i32 %kin1652, %kpg
  %ok1654 = and i1 %kok1653, %cok1590
  br i1 %ok1654, label %if.then.32, label %if.end.32
if.then.32:
  %krow1655 = add i32 %kbase1281, %kin1652
  %t_k1656 = mul i32 %krow1655, %frow1282
  %t_t1657 = add i32 %t_k1656, %tap_c1283
  %el1658 = add i32 %t_t1657, %cin1589
  %off1660 = shl i32 %el1658, 2
  %v1661 = extractelement <8 x float> %acc133, i32 5
  %old.63 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1661, ptr addrspace(8) %rws120, i32 %off1660, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %kin1664 = add i32 %k_h1286, 22
  %kok1665 = icmp ult i32 %kin1664, %kpg
  %ok1666 = and i1 %kok1665, %cok1590
  br i1 %ok1666, label %if.then.33, label %if.end.33
if.then.33:
  %krow1667 = add i32 %kbase1281, %kin1664
  %t_k1668 = mul i32 %krow1667, %frow1282
  %t_t1669 = add i32 %t_k1668, %tap_c1283
  %el1670 = add i32 %t_t1669, %cin1589
  %off1672 = shl i32 %el1670, 2
  %v1673 = extractelement <8 x float> %acc133, i32 6
  %old.64 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1673, ptr addrspace(8) %rws120, i32 %off1672, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %kin1676 = add i32 %k_h1286, 23
  %kok1677 = icmp ult i32 %kin1676, %kpg
  %ok1678 = and i1 %kok1677, %cok1590
  br i1 %ok1678, label %if.then.34, label %if.end.34
if.then.34:
  %krow1679 = add i32 %kbase1281, %kin1676
  %t_k1680 = mul i32 %krow1679, %frow1282
  %t_t1681 = add i32 %t_k1680, %tap_c1283
  %el1682 = add i32 %t_t1681, %cin1589
  %off1684 = shl i32 %el1682, 2
  %v1685 = extractelement <8 x float> %acc133, i32 7
  %old.65 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1685, ptr addrspace(8) %rws120, i32 %off1684, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="224" }
