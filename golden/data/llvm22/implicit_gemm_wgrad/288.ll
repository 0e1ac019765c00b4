; irgate implicit_gemm_wgrad{dtype=bf16,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,dilation_h=-1,dilation_w=-1,waves_m=4,waves_n=1,wave_tiles_m=1,wave_tiles_n=2,k_steps=2,ws_replicas=2}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2 = internal unnamed_addr addrspace(3) global [7168 x i8] undef, align 16

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

define amdgpu_kernel void @irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid28 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane30 = and i32 %tid28, 31
  %wave32 = lshr i32 %tid28, 5
  %wave_m34 = urem i32 %wave32, 4
  %wave_n36 = udiv i32 %wave32, 4
  %wkb38 = mul i32 %wave_m34, 16
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
  %b_r61 = mul i32 %tr_row47, 40
  %b_c62 = add i32 %b_r61, %tr_col53
  %b_e63 = add i32 %b_c62, %wcb40
  %b_lane65 = shl i32 %b_e63, 1
  %bx66 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split67 = call i32 @llvm.amdgcn.workgroup.id.y()
  %taps68 = mul i32 %filter_h, %filter_w
  %nct_a70 = add i32 %cpg, 31
  %nct72 = udiv i32 %nct_a70, 32
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
  %p_lo105 = mul i32 %split67, 64
  %p_end107 = add i32 %p_lo105, 64
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
  %t127 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc128 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc958, %for.latch.1 ]
  %acc129 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc966, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t127, %steps117
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to131 = shl i32 %t127, 5
  %p_s132 = add i32 %p_lo105, %to131
  br i1 %vec_ok101, label %if.then.2, label %if.else.2
if.then.2:
  %e134 = add i32 %tid28, 0
  %row136 = udiv i32 %e134, 8
  %cc138 = urem i32 %e134, 8
  %chan140 = shl i32 %cc138, 3
  %pos141 = add i32 %p_s132, %row136
  %pok142 = icmp ult i32 %pos141, %p_hi109
  %n143 = udiv i32 %pos141, %howo102
  %prem144 = urem i32 %pos141, %howo102
  %ho145 = udiv i32 %prem144, %wo
  %wo146 = urem i32 %prem144, %wo
  %kin147 = add i32 %k_blk90, %chan140
  %kok148 = icmp ult i32 %kin147, %kpg
  %ok149 = and i1 %pok142, %kok148
  %e_n150 = mul i32 %n143, %dy_stride_n
  %e_h151 = mul i32 %ho145, %dy_stride_h
  %e_w152 = mul i32 %wo146, %dy_stride_w
  %el153 = add i32 %e_n150, %e_h151
  %el154 = add i32 %el153, %e_w152
  %el155 = add i32 %el154, %dy_ch95
  %el156 = add i32 %el155, %chan140
  %off158 = shl i32 %el156, 1
  %safe160 = select i1 %ok149, i32 %off158, i32 2147483647
  %dyv162 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy118, i32 %safe160, i32 0, i32 0)
  %lrow164 = mul i32 %row136, 72
  %lel165 = add i32 %lrow164, %chan140
  %lb167 = shl i32 %lel165, 1
  %la169 = add i32 %lb167, 0
  %e171 = add i32 %tid28, 128
  %row173 = udiv i32 %e171, 8
  %cc175 = urem i32 %e171, 8
  %chan177 = shl i32 %cc175, 3
  %pos178 = add i32 %p_s132, %row173
  %pok179 = icmp ult i32 %pos178, %p_hi109
  %n180 = udiv i32 %pos178, %howo102
  %prem181 = urem i32 %pos178, %howo102
  %ho182 = udiv i32 %prem181, %wo
  %wo183 = urem i32 %prem181, %wo
  %kin184 = add i32 %k_blk90, %chan177
  %kok185 = icmp ult i32 %kin184, %kpg
  %ok186 = and i1 %pok179, %kok185
  %e_n187 = mul i32 %n180, %dy_stride_n
  %e_h188 = mul i32 %ho182, %dy_stride_h
  %e_w189 = mul i32 %wo183, %dy_stride_w
  %el190 = add i32 %e_n187, %e_h188
  %el191 = add i32 %el190, %e_w189
  %el192 = add i32 %el191, %dy_ch95
  %el193 = add i32 %el192, %chan177
  %off195 = shl i32 %el193, 1
  %safe197 = select i1 %ok186, i32 %off195, i32 2147483647
  %dyv199 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy118, i32 %safe197, i32 0, i32 0)
  %lrow201 = mul i32 %row173, 72
  %lel202 = add i32 %lrow201, %chan177
  %lb204 = shl i32 %lel202, 1
  %la206 = add i32 %lb204, 0
  %e208 = add i32 %tid28, 0
  %row210 = udiv i32 %e208, 4
  %cc212 = urem i32 %e208, 4
  %chan214 = shl i32 %cc212, 3
  %pos215 = add i32 %p_s132, %row210
  %pok216 = icmp ult i32 %pos215, %p_hi109
  %n217 = udiv i32 %pos215, %howo102
  %prem218 = urem i32 %pos215, %howo102
  %ho219 = udiv i32 %prem218, %wo
  %wo220 = urem i32 %prem218, %wo
  %h_a221 = mul i32 %ho219, %stride_h
  %hi222 = add i32 %h_a221, %h_tap86
  %hiok223 = icmp ult i32 %hi222, %hi
  %w_a224 = mul i32 %wo220, %stride_w
  %wi225 = add i32 %w_a224, %w_tap88
  %wiok226 = icmp ult i32 %wi225, %wi
  %cin227 = add i32 %c_blk92, %chan214
  %cok228 = icmp ult i32 %cin227, %cpg
  %ok229 = and i1 %pok216, %hiok223
  %ok230 = and i1 %ok229, %wiok226
  %ok231 = and i1 %ok230, %cok228
  %e_n232 = mul i32 %n217, %x_stride_n
  %e_h233 = mul i32 %hi222, %x_stride_h
  %e_w234 = mul i32 %wi225, %x_stride_w
  %el235 = add i32 %e_n232, %e_h233
  %el236 = add i32 %el235, %e_w234
  %el237 = add i32 %el236, %x_ch96
  %el238 = add i32 %el237, %chan214
  %off240 = shl i32 %el238, 1
  %safe242 = select i1 %ok231, i32 %off240, i32 2147483647
  %xv244 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx119, i32 %safe242, i32 0, i32 0)
  %lrow246 = mul i32 %row210, 40
  %lel247 = add i32 %lrow246, %chan214
  %lb249 = shl i32 %lel247, 1
  %la251 = add i32 %lb249, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la169
  store <4 x i32> %dyv162, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la206
  store <4 x i32> %dyv199, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la251
  store <4 x i32> %xv244, ptr addrspace(3) %gep.8, align 16
  br label %if.end.2
if.else.2:
  %e253 = add i32 %tid28, 0
  %row255 = udiv i32 %e253, 32
  %cc257 = urem i32 %e253, 32
  %chan259 = shl i32 %cc257, 1
  %pos260 = add i32 %p_s132, %row255
  %pok261 = icmp ult i32 %pos260, %p_hi109
  %n262 = udiv i32 %pos260, %howo102
  %prem263 = urem i32 %pos260, %howo102
  %ho264 = udiv i32 %prem263, %wo
  %wo265 = urem i32 %prem263, %wo
  %kin266 = add i32 %k_blk90, %chan259
  %kok267 = icmp ult i32 %kin266, %kpg
  %ok268 = and i1 %pok261, %kok267
  %e_n269 = mul i32 %n262, %dy_stride_n
  %e_h270 = mul i32 %ho264, %dy_stride_h
  %e_w271 = mul i32 %wo265, %dy_stride_w
  %el272 = add i32 %e_n269, %e_h270
  %el273 = add i32 %el272, %e_w271
  %el274 = add i32 %el273, %dy_ch95
  %el275 = add i32 %el274, %chan259
  %off277 = shl i32 %el275, 1
  %safe279 = select i1 %ok268, i32 %off277, i32 2147483647
  %dyv281 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe279, i32 0, i32 0)
  %kin283 = add i32 %kin266, 1
  %kok284 = icmp ult i32 %kin283, %kpg
  %ok285 = and i1 %pok261, %kok284
  %el287 = add i32 %el275, 1
  %off289 = shl i32 %el287, 1
  %safe291 = select i1 %ok285, i32 %off289, i32 2147483647
  %dyv293 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe291, i32 0, i32 0)
  %lrow295 = mul i32 %row255, 72
  %lel296 = add i32 %lrow295, %chan259
  %lb298 = shl i32 %lel296, 1
  %la300 = add i32 %lb298, 0
  %lo301 = zext i16 %dyv281 to i32
  %hw302 = zext i16 %dyv293 to i32
  %hs304 = shl i32 %hw302, 16
  %pair305 = or i32 %lo301, %hs304
  %pairf306 = bitcast i32 %pair305 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la300
  store float %pairf306, ptr addrspace(3) %gep.9, align 4
  %e308 = add i32 %tid28, 128
  %row310 = udiv i32 %e308, 32
  %cc312 = urem i32 %e308, 32
  %chan314 = shl i32 %cc312, 1
  %pos315 = add i32 %p_s132, %row310
  %pok316 = icmp ult i32 %pos315, %p_hi109
  %n317 = udiv i32 %pos315, %howo102
  %prem318 = urem i32 %pos315, %howo102
  %ho319 = udiv i32 %prem318, %wo
  %wo320 = urem i32 %prem318, %wo
  %kin321 = add i32 %k_blk90, %chan314
  %kok322 = icmp ult i32 %kin321, %kpg
  %ok323 = and i1 %pok316, %kok322
  %e_n324 = mul i32 %n317, %dy_stride_n
  %e_h325 = mul i32 %ho319, %dy_stride_h
  %e_w326 = mul i32 %wo320, %dy_stride_w
  %el327 = add i32 %e_n324, %e_h325
  %el328 = add i32 %el327, %e_w326
  %el329 = add i32 %el328, %dy_ch95
  %el330 = add i32 %el329, %chan314
  %off332 = shl i32 %el330, 1
  %safe334 = select i1 %ok323, i32 %off332, i32 2147483647
  %dyv336 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe334, i32 0, i32 0)
  %kin338 = add i32 %kin321, 1
  %kok339 = icmp ult i32 %kin338, %kpg
  %ok340 = and i1 %pok316, %kok339
  %el342 = add i32 %el330, 1
  %off344 = shl i32 %el342, 1
  %safe346 = select i1 %ok340, i32 %off344, i32 2147483647
  %dyv348 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe346, i32 0, i32 0)
  %lrow350 = mul i32 %row310, 72
  %lel351 = add i32 %lrow350, %chan314
  %lb353 = shl i32 %lel351, 1
  %la355 = add i32 %lb353, 0
  %lo356 = zext i16 %dyv336 to i32
  %hw357 = zext i16 %dyv348 to i32
  %hs359 = shl i32 %hw357, 16
  %pair360 = or i32 %lo356, %hs359
  %pairf361 = bitcast i32 %pair360 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la355
  store float %pairf361, ptr addrspace(3) %gep.10, align 4
  %e363 = add i32 %tid28, 256
  %row365 = udiv i32 %e363, 32
  %cc367 = urem i32 %e363, 32
  %chan369 = shl i32 %cc367, 1
  %pos370 = add i32 %p_s132, %row365
  %pok371 = icmp ult i32 %pos370, %p_hi109
  %n372 = udiv i32 %pos370, %howo102
  %prem373 = urem i32 %pos370, %howo102
  %ho374 = udiv i32 %prem373, %wo
  %wo375 = urem i32 %prem373, %wo
  %kin376 = add i32 %k_blk90, %chan369
  %kok377 = icmp ult i32 %kin376, %kpg
  %ok378 = and i1 %pok371, %kok377
  %e_n379 = mul i32 %n372, %dy_stride_n
  %e_h380 = mul i32 %ho374, %dy_stride_h
  %e_w381 = mul i32 %wo375, %dy_stride_w
  %el382 = add i32 %e_n379, %e_h380
  %el383 = add i32 %el382, %e_w381
  %el384 = add i32 %el383, %dy_ch95
  %el385 = add i32 %el384, %chan369
  %off387 = shl i32 %el385, 1
  %safe389 = select i1 %ok378, i32 %off387, i32 2147483647
  %dyv391 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe389, i32 0, i32 0)
  %kin393 = add i32 %kin376, 1
  %kok394 = icmp ult i32 %kin393, %kpg
  %ok395 = and i1 %pok371, %kok394
  %el397 = add i32 %el385, 1
  %off399 = shl i32 %el397, 1
  %safe401 = select i1 %ok395, i32 %off399, i32 2147483647
  %dyv403 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe401, i32 0, i32 0)
  %lrow405 = mul i32 %row365, 72
  %lel406 = add i32 %lrow405, %chan369
  %lb408 = shl i32 %lel406, 1
  %la410 = add i32 %lb408, 0
  %lo411 = zext i16 %dyv391 to i32
  %hw412 = zext i16 %dyv403 to i32
  %hs414 = shl i32 %hw412, 16
  %pair415 = or i32 %lo411, %hs414
  %pairf416 = bitcast i32 %pair415 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la410
  store float %pairf416, ptr addrspace(3) %gep.11, align 4
  %e418 = add i32 %tid28, 384
  %row420 = udiv i32 %e418, 32
  %cc422 = urem i32 %e418, 32
  %chan424 = shl i32 %cc422, 1
  %pos425 = add i32 %p_s132, %row420
  %pok426 = icmp ult i32 %pos425, %p_hi109
  %n427 = udiv i32 %pos425, %howo102
  %prem428 = urem i32 %pos425, %howo102
  %ho429 = udiv i32 %prem428, %wo
  %wo430 = urem i32 %prem428, %wo
  %kin431 = add i32 %k_blk90, %chan424
  %kok432 = icmp ult i32 %kin431, %kpg
  %ok433 = and i1 %pok426, %kok432
  %e_n434 = mul i32 %n427, %dy_stride_n
  %e_h435 = mul i32 %ho429, %dy_stride_h
  %e_w436 = mul i32 %wo430, %dy_stride_w
  %el437 = add i32 %e_n434, %e_h435
  %el438 = add i32 %el437, %e_w436
  %el439 = add i32 %el438, %dy_ch95
  %el440 = add i32 %el439, %chan424
  %off442 = shl i32 %el440, 1
  %safe444 = select i1 %ok433, i32 %off442, i32 2147483647
  %dyv446 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe444, i32 0, i32 0)
  %kin448 = add i32 %kin431, 1
  %kok449 = icmp ult i32 %kin448, %kpg
  %ok450 = and i1 %pok426, %kok449
  %el452 = add i32 %el440, 1
  %off454 = shl i32 %el452, 1
  %safe456 = select i1 %ok450, i32 %off454, i32 2147483647
  %dyv458 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe456, i32 0, i32 0)
  %lrow460 = mul i32 %row420, 72
  %lel461 = add i32 %lrow460, %chan424
  %lb463 = shl i32 %lel461, 1
  %la465 = add i32 %lb463, 0
  %lo466 = zext i16 %dyv446 to i32
  %hw467 = zext i16 %dyv458 to i32
  %hs469 = shl i32 %hw467, 16
  %pair470 = or i32 %lo466, %hs469
  %pairf471 = bitcast i32 %pair470 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la465
  store float %pairf471, ptr addrspace(3) %gep.12, align 4
  %e473 = add i32 %tid28, 512
  %row475 = udiv i32 %e473, 32
  %cc477 = urem i32 %e473, 32
  %chan479 = shl i32 %cc477, 1
  %pos480 = add i32 %p_s132, %row475
  %pok481 = icmp ult i32 %pos480, %p_hi109
  %n482 = udiv i32 %pos480, %howo102
  %prem483 = urem i32 %pos480, %howo102
  %ho484 = udiv i32 %prem483, %wo
  %wo485 = urem i32 %prem483, %wo
  %kin486 = add i32 %k_blk90, %chan479
  %kok487 = icmp ult i32 %kin486, %kpg
  %ok488 = and i1 %pok481, %kok487
  %e_n489 = mul i32 %n482, %dy_stride_n
  %e_h490 = mul i32 %ho484, %dy_stride_h
  %e_w491 = mul i32 %wo485, %dy_stride_w
  %el492 = add i32 %e_n489, %e_h490
  %el493 = add i32 %el492, %e_w491
  %el494 = add i32 %el493, %dy_ch95
  %el495 = add i32 %el494, %chan479
  %off497 = shl i32 %el495, 1
  %safe499 = select i1 %ok488, i32 %off497, i32 2147483647
  %dyv501 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe499, i32 0, i32 0)
  %kin503 = add i32 %kin486, 1
  %kok504 = icmp ult i32 %kin503, %kpg
  %ok505 = and i1 %pok481, %kok504
  %el507 = add i32 %el495, 1
  %off509 = shl i32 %el507, 1
  %safe511 = select i1 %ok505, i32 %off509, i32 2147483647
  %dyv513 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe511, i32 0, i32 0)
  %lrow515 = mul i32 %row475, 72
  %lel516 = add i32 %lrow515, %chan479
  %lb518 = shl i32 %lel516, 1
  %la520 = add i32 %lb518, 0
  %lo521 = zext i16 %dyv501 to i32
  %hw522 = zext i16 %dyv513 to i32
  %hs524 = shl i32 %hw522, 16
  %pair525 = or i32 %lo521, %hs524
  %pairf526 = bitcast i32 %pair525 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la520
  store float %pairf526, ptr addrspace(3) %gep.13, align 4
  %e528 = add i32 %tid28, 640
  %row530 = udiv i32 %e528, 32
  %cc532 = urem i32 %e528, 32
  %chan534 = shl i32 %cc532, 1
  %pos535 = add i32 %p_s132, %row530
  %pok536 = icmp ult i32 %pos535, %p_hi109
  %n537 = udiv i32 %pos535, %howo102
  %prem538 = urem i32 %pos535, %howo102
  %ho539 = udiv i32 %prem538, %wo
  %wo540 = urem i32 %prem538, %wo
  %kin541 = add i32 %k_blk90, %chan534
  %kok542 = icmp ult i32 %kin541, %kpg
  %ok543 = and i1 %pok536, %kok542
  %e_n544 = mul i32 %n537, %dy_stride_n
  %e_h545 = mul i32 %ho539, %dy_stride_h
  %e_w546 = mul i32 %wo540, %dy_stride_w
  %el547 = add i32 %e_n544, %e_h545
  %el548 = add i32 %el547, %e_w546
  %el549 = add i32 %el548, %dy_ch95
  %el550 = add i32 %el549, %chan534
  %off552 = shl i32 %el550, 1
  %safe554 = select i1 %ok543, i32 %off552, i32 2147483647
  %dyv556 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe554, i32 0, i32 0)
  %kin558 = add i32 %kin541, 1
  %kok559 = icmp ult i32 %kin558, %kpg
  %ok560 = and i1 %pok536, %kok559
  %el562 = add i32 %el550, 1
  %off564 = shl i32 %el562, 1
  %safe566 = select i1 %ok560, i32 %off564, i32 2147483647
  %dyv568 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe566, i32 0, i32 0)
  %lrow570 = mul i32 %row530, 72
  %lel571 = add i32 %lrow570, %chan534
  %lb573 = shl i32 %lel571, 1
  %la575 = add i32 %lb573, 0
  %lo576 = zext i16 %dyv556 to i32
  %hw577 = zext i16 %dyv568 to i32
  %hs579 = shl i32 %hw577, 16
  %pair580 = or i32 %lo576, %hs579
  %pairf581 = bitcast i32 %pair580 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la575
  store float %pairf581, ptr addrspace(3) %gep.14, align 4
  %e583 = add i32 %tid28, 768
  %row585 = udiv i32 %e583, 32
  %cc587 = urem i32 %e583, 32
  %chan589 = shl i32 %cc587, 1
  %pos590 = add i32 %p_s132, %row585
  %pok591 = icmp ult i32 %pos590, %p_hi109
  %n592 = udiv i32 %pos590, %howo102
  %prem593 = urem i32 %pos590, %howo102
  %ho594 = udiv i32 %prem593, %wo
  %wo595 = urem i32 %prem593, %wo
  %kin596 = add i32 %k_blk90, %chan589
  %kok597 = icmp ult i32 %kin596, %kpg
  %ok598 = and i1 %pok591, %kok597
  %e_n599 = mul i32 %n592, %dy_stride_n
  %e_h600 = mul i32 %ho594, %dy_stride_h
  %e_w601 = mul i32 %wo595, %dy_stride_w
  %el602 = add i32 %e_n599, %e_h600
  %el603 = add i32 %el602, %e_w601
  %el604 = add i32 %el603, %dy_ch95
  %el605 = add i32 %el604, %chan589
  %off607 = shl i32 %el605, 1
  %safe609 = select i1 %ok598, i32 %off607, i32 2147483647
  %dyv611 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe609, i32 0, i32 0)
  %kin613 = add i32 %kin596, 1
  %kok614 = icmp ult i32 %kin613, %kpg
  %ok615 = and i1 %pok591, %kok614
  %el617 = add i32 %el605, 1
  %off619 = shl i32 %el617, 1
  %safe621 = select i1 %ok615, i32 %off619, i32 2147483647
  %dyv623 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe621, i32 0, i32 0)
  %lrow625 = mul i32 %row585, 72
  %lel626 = add i32 %lrow625, %chan589
  %lb628 = shl i32 %lel626, 1
  %la630 = add i32 %lb628, 0
  %lo631 = zext i16 %dyv611 to i32
  %hw632 = zext i16 %dyv623 to i32
  %hs634 = shl i32 %hw632, 16
  %pair635 = or i32 %lo631, %hs634
  %pairf636 = bitcast i32 %pair635 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la630
  store float %pairf636, ptr addrspace(3) %gep.15, align 4
  %e638 = add i32 %tid28, 896
  %row640 = udiv i32 %e638, 32
  %cc642 = urem i32 %e638, 32
  %chan644 = shl i32 %cc642, 1
  %pos645 = add i32 %p_s132, %row640
  %pok646 = icmp ult i32 %pos645, %p_hi109
  %n647 = udiv i32 %pos645, %howo102
  %prem648 = urem i32 %pos645, %howo102
  %ho649 = udiv i32 %prem648, %wo
  %wo650 = urem i32 %prem648, %wo
  %kin651 = add i32 %k_blk90, %chan644
  %kok652 = icmp ult i32 %kin651, %kpg
  %ok653 = and i1 %pok646, %kok652
  %e_n654 = mul i32 %n647, %dy_stride_n
  %e_h655 = mul i32 %ho649, %dy_stride_h
  %e_w656 = mul i32 %wo650, %dy_stride_w
  %el657 = add i32 %e_n654, %e_h655
  %el658 = add i32 %el657, %e_w656
  %el659 = add i32 %el658, %dy_ch95
  %el660 = add i32 %el659, %chan644
  %off662 = shl i32 %el660, 1
  %safe664 = select i1 %ok653, i32 %off662, i32 2147483647
  %dyv666 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe664, i32 0, i32 0)
  %kin668 = add i32 %kin651, 1
  %kok669 = icmp ult i32 %kin668, %kpg
  %ok670 = and i1 %pok646, %kok669
  %el672 = add i32 %el660, 1
  %off674 = shl i32 %el672, 1
  %safe676 = select i1 %ok670, i32 %off674, i32 2147483647
  %dyv678 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy118, i32 %safe676, i32 0, i32 0)
  %lrow680 = mul i32 %row640, 72
  %lel681 = add i32 %lrow680, %chan644
  %lb683 = shl i32 %lel681, 1
  %la685 = add i32 %lb683, 0
  %lo686 = zext i16 %dyv666 to i32
  %hw687 = zext i16 %dyv678 to i32
  %hs689 = shl i32 %hw687, 16
  %pair690 = or i32 %lo686, %hs689
  %pairf691 = bitcast i32 %pair690 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la685
  store float %pairf691, ptr addrspace(3) %gep.16, align 4
  %e693 = add i32 %tid28, 0
  %row695 = udiv i32 %e693, 16
  %cc697 = urem i32 %e693, 16
  %chan699 = shl i32 %cc697, 1
  %pos700 = add i32 %p_s132, %row695
  %pok701 = icmp ult i32 %pos700, %p_hi109
  %n702 = udiv i32 %pos700, %howo102
  %prem703 = urem i32 %pos700, %howo102
  %ho704 = udiv i32 %prem703, %wo
  %wo705 = urem i32 %prem703, %wo
  %h_a706 = mul i32 %ho704, %stride_h
  %hi707 = add i32 %h_a706, %h_tap86
  %hiok708 = icmp ult i32 %hi707, %hi
  %w_a709 = mul i32 %wo705, %stride_w
  %wi710 = add i32 %w_a709, %w_tap88
  %wiok711 = icmp ult i32 %wi710, %wi
  %cin712 = add i32 %c_blk92, %chan699
  %cok713 = icmp ult i32 %cin712, %cpg
  %ok714 = and i1 %pok701, %hiok708
  %ok715 = and i1 %ok714, %wiok711
  %ok716 = and i1 %ok715, %cok713
  %e_n717 = mul i32 %n702, %x_stride_n
  %e_h718 = mul i32 %hi707, %x_stride_h
  %e_w719 = mul i32 %wi710, %x_stride_w
  %el720 = add i32 %e_n717, %e_h718
  %el721 = add i32 %el720, %e_w719
  %el722 = add i32 %el721, %x_ch96
  %el723 = add i32 %el722, %chan699
  %off725 = shl i32 %el723, 1
  %safe727 = select i1 %ok716, i32 %off725, i32 2147483647
  %xv729 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe727, i32 0, i32 0)
  %cin731 = add i32 %cin712, 1
  %cok732 = icmp ult i32 %cin731, %cpg
  %ok733 = and i1 %ok715, %cok732
  %el735 = add i32 %el723, 1
  %off737 = shl i32 %el735, 1
  %safe739 = select i1 %ok733, i32 %off737, i32 2147483647
  %xv741 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe739, i32 0, i32 0)
  %lrow743 = mul i32 %row695, 40
  %lel744 = add i32 %lrow743, %chan699
  %lb746 = shl i32 %lel744, 1
  %la748 = add i32 %lb746, 4608
  %lo749 = zext i16 %xv729 to i32
  %hw750 = zext i16 %xv741 to i32
  %hs752 = shl i32 %hw750, 16
  %pair753 = or i32 %lo749, %hs752
  %pairf754 = bitcast i32 %pair753 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la748
  store float %pairf754, ptr addrspace(3) %gep.17, align 4
  %e756 = add i32 %tid28, 128
  %row758 = udiv i32 %e756, 16
  %cc760 = urem i32 %e756, 16
  %chan762 = shl i32 %cc760, 1
  %pos763 = add i32 %p_s132, %row758
  %pok764 = icmp ult i32 %pos763, %p_hi109
  %n765 = udiv i32 %pos763, %howo102
  %prem766 = urem i32 %pos763, %howo102
  %ho767 = udiv i32 %prem766, %wo
  %wo768 = urem i32 %prem766, %wo
  %h_a769 = mul i32 %ho767, %stride_h
  %hi770 = add i32 %h_a769, %h_tap86
  %hiok771 = icmp ult i32 %hi770, %hi
  %w_a772 = mul i32 %wo768, %stride_w
  %wi773 = add i32 %w_a772, %w_tap88
  %wiok774 = icmp ult i32 %wi773, %wi
  %cin775 = add i32 %c_blk92, %chan762
  %cok776 = icmp ult i32 %cin775, %cpg
  %ok777 = and i1 %pok764, %hiok771
  %ok778 = and i1 %ok777, %wiok774
  %ok779 = and i1 %ok778, %cok776
  %e_n780 = mul i32 %n765, %x_stride_n
  %e_h781 = mul i32 %hi770, %x_stride_h
  %e_w782 = mul i32 %wi773, %x_stride_w
  %el783 = add i32 %e_n780, %e_h781
  %el784 = add i32 %el783, %e_w782
  %el785 = add i32 %el784, %x_ch96
  %el786 = add i32 %el785, %chan762
  %off788 = shl i32 %el786, 1
  %safe790 = select i1 %ok779, i32 %off788, i32 2147483647
  %xv792 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe790, i32 0, i32 0)
  %cin794 = add i32 %cin775, 1
  %cok795 = icmp ult i32 %cin794, %cpg
  %ok796 = and i1 %ok778, %cok795
  %el798 = add i32 %el786, 1
  %off800 = shl i32 %el798, 1
  %safe802 = select i1 %ok796, i32 %off800, i32 2147483647
  %xv804 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe802, i32 0, i32 0)
  %lrow806 = mul i32 %row758, 40
  %lel807 = add i32 %lrow806, %chan762
  %lb809 = shl i32 %lel807, 1
  %la811 = add i32 %lb809, 4608
  %lo812 = zext i16 %xv792 to i32
  %hw813 = zext i16 %xv804 to i32
  %hs815 = shl i32 %hw813, 16
  %pair816 = or i32 %lo812, %hs815
  %pairf817 = bitcast i32 %pair816 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la811
  store float %pairf817, ptr addrspace(3) %gep.18, align 4
  %e819 = add i32 %tid28, 256
  %row821 = udiv i32 %e819, 16
  %cc823 = urem i32 %e819, 16
  %chan825 = shl i32 %cc823, 1
  %pos826 = add i32 %p_s132, %row821
  %pok827 = icmp ult i32 %pos826, %p_hi109
  %n828 = udiv i32 %pos826, %howo102
  %prem829 = urem i32 %pos826, %howo102
  %ho830 = udiv i32 %prem829, %wo
  %wo831 = urem i32 %prem829, %wo
  %h_a832 = mul i32 %ho830, %stride_h
  %hi833 = add i32 %h_a832, %h_tap86
  %hiok834 = icmp ult i32 %hi833, %hi
  %w_a835 = mul i32 %wo831, %stride_w
  %wi836 = add i32 %w_a835, %w_tap88
  %wiok837 = icmp ult i32 %wi836, %wi
  %cin838 = add i32 %c_blk92, %chan825
  %cok839 = icmp ult i32 %cin838, %cpg
  %ok840 = and i1 %pok827, %hiok834
  %ok841 = and i1 %ok840, %wiok837
  %ok842 = and i1 %ok841, %cok839
  %e_n843 = mul i32 %n828, %x_stride_n
  %e_h844 = mul i32 %hi833, %x_stride_h
  %e_w845 = mul i32 %wi836, %x_stride_w
  %el846 = add i32 %e_n843, %e_h844
  %el847 = add i32 %el846, %e_w845
  %el848 = add i32 %el847, %x_ch96
  %el849 = add i32 %el848, %chan825
  %off851 = shl i32 %el849, 1
  %safe853 = select i1 %ok842, i32 %off851, i32 2147483647
  %xv855 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe853, i32 0, i32 0)
  %cin857 = add i32 %cin838, 1
  %cok858 = icmp ult i32 %cin857, %cpg
  %ok859 = and i1 %ok841, %cok858
  %el861 = add i32 %el849, 1
  %off863 = shl i32 %el861, 1
  %safe865 = select i1 %ok859, i32 %off863, i32 2147483647
  %xv867 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe865, i32 0, i32 0)
  %lrow869 = mul i32 %row821, 40
  %lel870 = add i32 %lrow869, %chan825
  %lb872 = shl i32 %lel870, 1
  %la874 = add i32 %lb872, 4608
  %lo875 = zext i16 %xv855 to i32
  %hw876 = zext i16 %xv867 to i32
  %hs878 = shl i32 %hw876, 16
  %pair879 = or i32 %lo875, %hs878
  %pairf880 = bitcast i32 %pair879 to float
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la874
  store float %pairf880, ptr addrspace(3) %gep.19, align 4
  %e882 = add i32 %tid28, 384
  %row884 = udiv i32 %e882, 16
  %cc886 = urem i32 %e882, 16
  %chan888 = shl i32 %cc886, 1
  %pos889 = add i32 %p_s132, %row884
  %pok890 = icmp ult i32 %pos889, %p_hi109
  %n891 = udiv i32 %pos889, %howo102
  %prem892 = urem i32 %pos889, %howo102
  %ho893 = udiv i32 %prem892, %wo
  %wo894 = urem i32 %prem892, %wo
  %h_a895 = mul i32 %ho893, %stride_h
  %hi896 = add i32 %h_a895, %h_tap86
  %hiok897 = icmp ult i32 %hi896, %hi
  %w_a898 = mul i32 %wo894, %stride_w
  %wi899 = add i32 %w_a898, %w_tap88
  %wiok900 = icmp ult i32 %wi899, %wi
  %cin901 = add i32 %c_blk92, %chan888
  %cok902 = icmp ult i32 %cin901, %cpg
  %ok903 = and i1 %pok890, %hiok897
  %ok904 = and i1 %ok903, %wiok900
  %ok905 = and i1 %ok904, %cok902
  %e_n906 = mul i32 %n891, %x_stride_n
  %e_h907 = mul i32 %hi896, %x_stride_h
  %e_w908 = mul i32 %wi899, %x_stride_w
  %el909 = add i32 %e_n906, %e_h907
  %el910 = add i32 %el909, %e_w908
  %el911 = add i32 %el910, %x_ch96
  %el912 = add i32 %el911, %chan888
  %off914 = shl i32 %el912, 1
  %safe916 = select i1 %ok905, i32 %off914, i32 2147483647
  %xv918 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe916, i32 0, i32 0)
  %cin920 = add i32 %cin901, 1
  %cok921 = icmp ult i32 %cin920, %cpg
  %ok922 = and i1 %ok904, %cok921
  %el924 = add i32 %el912, 1
  %off926 = shl i32 %el924, 1
  %safe928 = select i1 %ok922, i32 %off926, i32 2147483647
  %xv930 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx119, i32 %safe928, i32 0, i32 0)
  %lrow932 = mul i32 %row884, 40
  %lel933 = add i32 %lrow932, %chan888
  %lb935 = shl i32 %lel933, 1
  %la937 = add i32 %lb935, 4608
  %lo938 = zext i16 %xv918 to i32
  %hw939 = zext i16 %xv930 to i32
  %hs941 = shl i32 %hw939, 16
  %pair942 = or i32 %lo938, %hs941
  %pairf943 = bitcast i32 %pair942 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %la937
  store float %pairf943, ptr addrspace(3) %gep.20, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr945 = add i32 %a_lane59, 0
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %a_addr945
  %a_lo946 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.21)
  %a_addr948 = add i32 %a_lane59, 2304
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %a_addr948
  %a_hi949 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.22)
  %a_frag950 = shufflevector <8 x bfloat> %a_lo946, <8 x bfloat> %a_hi949, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr952 = add i32 %b_lane65, 4608
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %b_addr952
  %b_lo953 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.23)
  %b_addr955 = add i32 %b_lane65, 5888
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %b_addr955
  %b_hi956 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.24)
  %b_frag957 = shufflevector <8 x bfloat> %b_lo953, <8 x bfloat> %b_hi956, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc958 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag950, i1 false, <16 x bfloat> %b_frag957, i16 0, <8 x float> %acc128, i1 false, i1 false)
  %b_addr960 = add i32 %b_lane65, 4640
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %b_addr960
  %b_lo961 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.25)
  %b_addr963 = add i32 %b_lane65, 5920
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_bf16_rgeo_w4x1_t1x2_ks2_wsr2, i32 %b_addr963
  %b_hi964 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.26)
  %b_frag965 = shufflevector <8 x bfloat> %b_lo961, <8 x bfloat> %b_hi964, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc966 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag950, i1 false, <16 x bfloat> %b_frag965, i16 0, <8 x float> %acc129, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t127, 1
  br label %for.head.1
for.exit.1:
  %slab968 = urem i32 %split67, 2
  %slab_g969 = mul i32 %slab968, %groups
  %slab_k970 = mul i32 %slab_g969, %kpg
  %kbase971 = add i32 %slab_k970, %gk93
  %frow972 = mul i32 %cpg, %taps68
  %tap_c973 = mul i32 %tap79, %cpg
  %c_w974 = add i32 %c_blk92, %wcb40
  %k_w975 = add i32 %k_blk90, %wkb38
  %k_h976 = add i32 %k_w975, %khalf44
  %cin978 = add i32 %c_w974, 0
  %cin979 = add i32 %cin978, %lcol49
  %cok980 = icmp ult i32 %cin979, %cpg
  %kin982 = add i32 %k_h976, 0
  %kok983 = icmp ult i32 %kin982, %kpg
  %ok984 = and i1 %kok983, %cok980
  br i1 %ok984, label %if.then.3, label %if.end.3
if.then.3:
  %krow985 = add i32 %kbase971, %kin982
  %t_k986 = mul i32 %krow985, %frow972
  %t_t987 = add i32 %t_k986, %tap_c973
  %el988 = add i32 %t_t987, %cin979
  %off990 = shl i32 %el988, 2
  %v991 = extractelement <8 x float> %acc128, i32 0
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v991, ptr addrspace(8) %rws120, i32 %off990, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin994 = add i32 %k_h976, 1
  %kok995 = icmp ult i32 %kin994, %kpg
  %ok996 = and i1 %kok995, %cok980
  br i1 %ok996, label %if.then.4, label %if.end.4
if.then.4:
  %krow997 = add i32 %kbase971, %kin994
  %t_k998 = mul i32 %krow997, %frow972
  %t_t999 = add i32 %t_k998, %tap_c973
  %el1000 = add i32 %t_t999, %cin979
  %off1002 = shl i32 %el1000, 2
  %v1003 = extractelement <8 x float> %acc128, i32 1
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1003, ptr addrspace(8) %rws120, i32 %off1002, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1006 = add i32 %k_h976, 2
  %kok1007 = icmp ult i32 %kin1006, %kpg
  %ok1008 = and i1 %kok1007, %cok980
  br i1 %ok1008, label %if.then.5, label %if.end.5
if.then.5:
  %krow1009 = add i32 %kbase971, %kin1006
  %t_k1010 = mul i32 %krow1009, %frow972
  %t_t1011 = add i32 %t_k1010, %tap_c973
  %el1012 = add i32 %t_t1011, %cin979
  %off1014 = shl i32 %el1012, 2
  %v1015 = extractelement <8 x float> %acc128, i32 2
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1015, ptr addrspace(8) %rws120, i32 %off1014, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1018 = add i32 %k_h976, 3
  %kok1019 = icmp ult i32 %kin1018, %kpg
  %ok1020 = and i1 %kok1019, %cok980
  br i1 %ok1020, label %if.then.6, label %if.end.6
if.then.6:
  %krow1021 = add i32 %kbase971, %kin1018
  %t_k1022 = mul i32 %krow1021, %frow972
  %t_t1023 = add i32 %t_k1022, %tap_c973
  %el1024 = add i32 %t_t1023, %cin979
  %off1026 = shl i32 %el1024, 2
  %v1027 = extractelement <8 x float> %acc128, i32 3
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1027, ptr addrspace(8) %rws120, i32 %off1026, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1030 = add i32 %k_h976, 4
  %kok1031 = icmp ult i32 %kin1030, %kpg
  %ok1032 = and i1 %kok1031, %cok980
  br i1 %ok1032, label %if.then.7, label %if.end.7
if.then.7:
  %krow1033 = add i32 %kbase971, %kin1030
  %t_k1034 = mul i32 %krow1033, %frow972
  %t_t1035 = add i32 %t_k1034, %tap_c973
  %el1036 = add i32 %t_t1035, %cin979
  %off1038 = shl i32 %el1036, 2
  %v1039 = extractelement <8 x float> %acc128, i32 4
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1039, ptr addrspace(8) %rws120, i32 %off1038, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1042 = add i32 %k_h976, 5
  %kok1043 = icmp ult i32 %kin1042, %kpg
  %ok1044 = and i1 %kok1043, %cok980
  br i1 %ok1044, label %if.then.8, label %if.end.8
if.then.8:
  %krow1045 = add i32 %kbase971, %kin1042
  %t_k1046 = mul i32 %krow1045, %frow972
  %t_t1047 = add i32 %t_k1046, %tap_c973
  %el1048 = add i32 %t_t1047, %cin979
  %off1050 = shl i32 %el1048, 2
  %v1051 = extractelement <8 x float> %acc128, i32 5
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1051, ptr addrspace(8) %rws120, i32 %off1050, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1054 = add i32 %k_h976, 6
  %kok1055 = icmp ult i32 %kin1054, %kpg
  %ok1056 = and i1 %kok1055, %cok980
  br i1 %ok1056, label %if.then.9, label %if.end.9
if.then.9:
  %krow1057 = add i32 %kbase971, %kin1054
  %t_k1058 = mul i32 %krow1057, %frow972
  %t_t1059 = add i32 %t_k1058, %tap_c973
  %el1060 = add i32 %t_t1059, %cin979
  %off1062 = shl i32 %el1060, 2
  %v1063 = extractelement <8 x float> %acc128, i32 6
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1063, ptr addrspace(8) %rws120, i32 %off1062, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin1066 = add i32 %k_h976, 7
  %kok1067 = icmp ult i32 %kin1066, %kpg
  %ok1068 = and i1 %kok1067, %cok980
  br i1 %ok1068, label %if.then.10, label %if.end.10
if.then.10:
  %krow1069 = add i32 %kbase971, %kin1066
  %t_k1070 = mul i32 %krow1069, %frow972
  %t_t1071 = add i32 %t_k1070, %tap_c973
  %el1072 = add i32 %t_t1071, %cin979
  %off1074 = shl i32 %el1072, 2
  %v1075 = extractelement <8 x float> %acc128, i32 7
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1075, ptr addrspace(8) %rws120, i32 %off1074, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %cin1078 = add i32 %c_w974, 16
  %cin1079 = add i32 %cin1078, %lcol49
  %cok1080 = icmp ult i32 %cin1079, %cpg
  %kin1082 = add i32 %k_h976, 0
  %kok1083 = icmp ult i32 %kin1082, %kpg
  %ok1084 = and i1 %kok1083, %cok1080
  br i1 %ok1084, label %if.then.11, label %if.end.11
if.then.11:
  %krow1085 = add i32 %kbase971, %kin1082
  %t_k1086 = mul i32 %krow1085, %frow972
  %t_t1087 = add i32 %t_k1086, %tap_c973
  %el1088 = add i32 %t_t1087, %cin1079
  %off1090 = shl i32 %el1088, 2
  %v1091 = extractelement <8 x float> %acc129, i32 0
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1091, ptr addrspace(8) %rws120, i32 %off1090, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1094 = add i32 %k_h976, 1
  %kok1095 = icmp ult i32 %kin1094, %kpg
  %ok1096 = and i1 %kok1095, %cok1080
  br i1 %ok1096, label %if.then.12, label %if.end.12
if.then.12:
  %krow1097 = add i32 %kbase971, %kin1094
  %t_k1098 = mul i32 %krow1097, %frow972
  %t_t1099 = add i32 %t_k1098, %tap_c973
  %el1100 = add i32 %t_t1099, %cin1079
  %off1102 = shl i32 %el1100, 2
  %v1103 = extractelement <8 x float> %acc129, i32 1
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1103, ptr addrspace(8) %rws120, i32 %off1102, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1106 = add i32 %k_h976, 2
  %kok1107 = icmp ult i32 %kin1106, %kpg
  %ok1108 = and i1 %kok1107, %cok1080
  br i1 %ok1108, label %if.then.13, label %if.end.13
if.then.13:
  %krow1109 = add i32 %kbase971, %kin1106
  %t_k1110 = mul i32 %krow1109, %frow972
  %t_t1111 = add i32 %t_k1110, %tap_c973
  %el1112 = add i32 %t_t1111, %cin1079
  %off1114 = shl i32 %el1112, 2
  %v1115 = extractelement <8 x float> %acc129, i32 2
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1115, ptr addrspace(8) %rws120, i32 %off1114, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1118 = add i32 %k_h976, 3
  %kok1119 = icmp ult i32 %kin1118, %kpg
  %ok1120 = and i1 %kok1119, %cok1080
  br i1 %ok1120, label %if.then.14, label %if.end.14
if.then.14:
  %krow1121 = add i32 %kbase971, %kin1118
  %t_k1122 = mul i32 %krow1121, %frow972
  %t_t1123 = add i32 %t_k1122, %tap_c973
  %el1124 = add i32 %t_t1123, %cin1079
  %off1126 = shl i32 %el1124, 2
  %v1127 = extractelement <8 x float> %acc129, i32 3
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1127, ptr addrspace(8) %rws120, i32 %off1126, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1130 = add i32 %k_h976, 4
  %kok1131 = icmp ult i32 %kin1130, %kpg
  %ok1132 = and i1 %kok1131, %cok1080
  br i1 %ok1132, label %if.then.15, label %if.end.15
if.then.15:
  %krow1133 = add i32 %kbase971, %kin1130
  %t_k1134 = mul i32 %krow1133, %frow972
  %t_t1135 = add i32 %t_k1134, %tap_c973
  %el1136 = add i32 %t_t1135, %cin1079
  %off1138 = shl i32 %el1136, 2
  %v1139 = extractelement <8 x float> %acc129, i32 4
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1139, ptr addrspace(8) %rws120, i32 %off1138, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1142 = add i32 %k_h976, 5
  %kok1143 = icmp ult i32 %kin1142, %kpg
  %ok1144 = and i1 %kok1143, %cok1080
  br i1 %ok1144, label %if.then.16, label %if.end.16
if.then.16:
  %krow1145 = add i32 %kbase971, %kin1142
  %t_k1146 = mul i32 %krow1145, %frow972
  %t_t1147 = add i32 %t_k1146, %tap_c973
  %el1148 = add i32 %t_t1147, %cin1079
  %off1150 = shl i32 %el1148, 2
  %v1151 = extractelement <8 x float> %acc129, i32 5
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1151, ptr addrspace(8) %rws120, i32 %off1150, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1154 = add i32 %k_h976, 6
  %kok1155 = icmp ult i32 %kin1154, %kpg
  %ok1156 = and i1 %kok1155, %cok1080
  br i1 %ok1156, label %if.then.17, label %if.end.17
if.then.17:
  %krow1157 = add i32 %kbase971, %kin1154
  %t_k1158 = mul i32 %krow1157, %frow972
  %t_t1159 = add i32 %t_k1158, %tap_c973
  %el1160 = add i32 %t_t1159, %cin1079
  %off1162 = shl i32 %el1160, 2
  %v1163 = extractelement <8 x float> %acc129, i32 6
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1163, ptr addrspace(8) %rws120, i32 %off1162, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %kin1166 = add i32 %k_h976, 7
  %kok1167 = icmp ult i32 %kin1166, %kpg
  %ok1168 = and i1 %kok1167, %cok1080
  br i1 %ok1168, label %if.then.18, label %if.end.18
if.then.18:
  %krow1169 = add i32 %kbase971, %kin1166
  %t_k1170 = mul i32 %krow1169, %frow972
  %t_t1171 = add i32 %t_k1170, %tap_c973
  %el1172 = add i32 %t_t1171, %cin1079
  %off1174 = shl i32 %el1172, 2
  %v1175 = extractelement <8 x float> %acc129, i32 7
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1175, ptr addrspace(8) %rws120, i32 %off1174, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="176" }
