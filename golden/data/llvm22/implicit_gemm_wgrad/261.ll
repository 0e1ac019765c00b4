; irgate implicit_gemm_wgrad{dtype=fp16,filter_h=1,filter_w=1,pad_h=0,pad_w=0,stride_h=1,stride_w=1,dilation_h=1,dilation_w=1,waves_m=2,waves_n=2,wave_tiles_m=2,wave_tiles_n=2,k_steps=8,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1 = internal unnamed_addr addrspace(3) global [9216 x i8] undef, align 16

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

define amdgpu_kernel void @irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
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
  %nct_a69 = add i32 %cpg, 63
  %nct71 = udiv i32 %nct_a69, 64
  %nkt_a73 = add i32 %kpg, 63
  %nkt75 = udiv i32 %nkt_a73, 64
  %ct76 = urem i32 %bx66, %nct71
  %rest77 = udiv i32 %bx66, %nct71
  %tap79 = urem i32 %rest77, 1
  %rest81 = udiv i32 %rest77, 1
  %kt82 = urem i32 %rest81, %nkt75
  %g83 = udiv i32 %rest81, %nkt75
  %fr85 = udiv i32 %tap79, 1
  %fs87 = urem i32 %tap79, 1
  %rd89 = mul i32 %fr85, 1
  %h_tap91 = sub i32 %rd89, 0
  %sd93 = mul i32 %fs87, 1
  %w_tap95 = sub i32 %sd93, 0
  %k_blk97 = mul i32 %kt82, 64
  %c_blk99 = mul i32 %ct76, 64
  %gk100 = mul i32 %g83, %kpg
  %gc101 = mul i32 %g83, %cpg
  %dy_ch102 = add i32 %gk100, %k_blk97
  %x_ch103 = add i32 %gc101, %c_blk99
  %ch_or104 = or i32 %cpg, %kpg
  %ch_lo106 = and i32 %ch_or104, 7
  %vec_ok108 = icmp eq i32 %ch_lo106, 0
  %howo109 = mul i32 %ho, %wo
  %npos110 = mul i32 %n, %howo109
  %p_lo112 = mul i32 %split67, 256
  %p_end114 = add i32 %p_lo112, 256
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
  %t136 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc137 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1293, %for.latch.1 ]
  %acc138 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1302, %for.latch.1 ]
  %acc139 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1294, %for.latch.1 ]
  %acc140 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1303, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t136, %steps124
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to142 = shl i32 %t136, 5
  %p_s143 = add i32 %p_lo112, %to142
  br i1 %vec_ok108, label %if.then.2, label %if.else.2
if.then.2:
  %e145 = add i32 %tid28, 0
  %row147 = udiv i32 %e145, 8
  %cc149 = urem i32 %e145, 8
  %chan151 = shl i32 %cc149, 3
  %pos152 = add i32 %p_s143, %row147
  %pok153 = icmp ult i32 %pos152, %p_hi116
  %n154 = udiv i32 %pos152, %howo109
  %prem155 = urem i32 %pos152, %howo109
  %ho156 = udiv i32 %prem155, %wo
  %wo157 = urem i32 %prem155, %wo
  %kin158 = add i32 %k_blk97, %chan151
  %kok159 = icmp ult i32 %kin158, %kpg
  %ok160 = and i1 %pok153, %kok159
  %e_n161 = mul i32 %n154, %dy_stride_n
  %e_h162 = mul i32 %ho156, %dy_stride_h
  %e_w163 = mul i32 %wo157, %dy_stride_w
  %el164 = add i32 %e_n161, %e_h162
  %el165 = add i32 %el164, %e_w163
  %el166 = add i32 %el165, %dy_ch102
  %el167 = add i32 %el166, %chan151
  %off169 = shl i32 %el167, 1
  %safe171 = select i1 %ok160, i32 %off169, i32 2147483647
  %dyv173 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy125, i32 %safe171, i32 0, i32 0)
  %lrow175 = mul i32 %row147, 72
  %lel176 = add i32 %lrow175, %chan151
  %lb178 = shl i32 %lel176, 1
  %la180 = add i32 %lb178, 0
  %e182 = add i32 %tid28, 128
  %row184 = udiv i32 %e182, 8
  %cc186 = urem i32 %e182, 8
  %chan188 = shl i32 %cc186, 3
  %pos189 = add i32 %p_s143, %row184
  %pok190 = icmp ult i32 %pos189, %p_hi116
  %n191 = udiv i32 %pos189, %howo109
  %prem192 = urem i32 %pos189, %howo109
  %ho193 = udiv i32 %prem192, %wo
  %wo194 = urem i32 %prem192, %wo
  %kin195 = add i32 %k_blk97, %chan188
  %kok196 = icmp ult i32 %kin195, %kpg
  %ok197 = and i1 %pok190, %kok196
  %e_n198 = mul i32 %n191, %dy_stride_n
  %e_h199 = mul i32 %ho193, %dy_stride_h
  %e_w200 = mul i32 %wo194, %dy_stride_w
  %el201 = add i32 %e_n198, %e_h199
  %el202 = add i32 %el201, %e_w200
  %el203 = add i32 %el202, %dy_ch102
  %el204 = add i32 %el203, %chan188
  %off206 = shl i32 %el204, 1
  %safe208 = select i1 %ok197, i32 %off206, i32 2147483647
  %dyv210 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy125, i32 %safe208, i32 0, i32 0)
  %lrow212 = mul i32 %row184, 72
  %lel213 = add i32 %lrow212, %chan188
  %lb215 = shl i32 %lel213, 1
  %la217 = add i32 %lb215, 0
  %e219 = add i32 %tid28, 0
  %row221 = udiv i32 %e219, 8
  %cc223 = urem i32 %e219, 8
  %chan225 = shl i32 %cc223, 3
  %pos226 = add i32 %p_s143, %row221
  %pok227 = icmp ult i32 %pos226, %p_hi116
  %n228 = udiv i32 %pos226, %howo109
  %prem229 = urem i32 %pos226, %howo109
  %ho230 = udiv i32 %prem229, %wo
  %wo231 = urem i32 %prem229, %wo
  %h_a233 = mul i32 %ho230, 1
  %hi234 = add i32 %h_a233, %h_tap91
  %hiok235 = icmp ult i32 %hi234, %hi
  %w_a237 = mul i32 %wo231, 1
  %wi238 = add i32 %w_a237, %w_tap95
  %wiok239 = icmp ult i32 %wi238, %wi
  %cin240 = add i32 %c_blk99, %chan225
  %cok241 = icmp ult i32 %cin240, %cpg
  %ok242 = and i1 %pok227, %hiok235
  %ok243 = and i1 %ok242, %wiok239
  %ok244 = and i1 %ok243, %cok241
  %e_n245 = mul i32 %n228, %x_stride_n
  %e_h246 = mul i32 %hi234, %x_stride_h
  %e_w247 = mul i32 %wi238, %x_stride_w
  %el248 = add i32 %e_n245, %e_h246
  %el249 = add i32 %el248, %e_w247
  %el250 = add i32 %el249, %x_ch103
  %el251 = add i32 %el250, %chan225
  %off253 = shl i32 %el251, 1
  %safe255 = select i1 %ok244, i32 %off253, i32 2147483647
  %xv257 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx126, i32 %safe255, i32 0, i32 0)
  %lrow259 = mul i32 %row221, 72
  %lel260 = add i32 %lrow259, %chan225
  %lb262 = shl i32 %lel260, 1
  %la264 = add i32 %lb262, 4608
  %e266 = add i32 %tid28, 128
  %row268 = udiv i32 %e266, 8
  %cc270 = urem i32 %e266, 8
  %chan272 = shl i32 %cc270, 3
  %pos273 = add i32 %p_s143, %row268
  %pok274 = icmp ult i32 %pos273, %p_hi116
  %n275 = udiv i32 %pos273, %howo109
  %prem276 = urem i32 %pos273, %howo109
  %ho277 = udiv i32 %prem276, %wo
  %wo278 = urem i32 %prem276, %wo
  %h_a280 = mul i32 %ho277, 1
  %hi281 = add i32 %h_a280, %h_tap91
  %hiok282 = icmp ult i32 %hi281, %hi
  %w_a284 = mul i32 %wo278, 1
  %wi285 = add i32 %w_a284, %w_tap95
  %wiok286 = icmp ult i32 %wi285, %wi
  %cin287 = add i32 %c_blk99, %chan272
  %cok288 = icmp ult i32 %cin287, %cpg
  %ok289 = and i1 %pok274, %hiok282
  %ok290 = and i1 %ok289, %wiok286
  %ok291 = and i1 %ok290, %cok288
  %e_n292 = mul i32 %n275, %x_stride_n
  %e_h293 = mul i32 %hi281, %x_stride_h
  %e_w294 = mul i32 %wi285, %x_stride_w
  %el295 = add i32 %e_n292, %e_h293
  %el296 = add i32 %el295, %e_w294
  %el297 = add i32 %el296, %x_ch103
  %el298 = add i32 %el297, %chan272
  %off300 = shl i32 %el298, 1
  %safe302 = select i1 %ok291, i32 %off300, i32 2147483647
  %xv304 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx126, i32 %safe302, i32 0, i32 0)
  %lrow306 = mul i32 %row268, 72
  %lel307 = add i32 %lrow306, %chan272
  %lb309 = shl i32 %lel307, 1
  %la311 = add i32 %lb309, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la180
  store <4 x i32> %dyv173, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la217
  store <4 x i32> %dyv210, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la264
  store <4 x i32> %xv257, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la311
  store <4 x i32> %xv304, ptr addrspace(3) %gep.9, align 16
  br label %if.end.2
if.else.2:
  %e313 = add i32 %tid28, 0
  %row315 = udiv i32 %e313, 32
  %cc317 = urem i32 %e313, 32
  %chan319 = shl i32 %cc317, 1
  %pos320 = add i32 %p_s143, %row315
  %pok321 = icmp ult i32 %pos320, %p_hi116
  %n322 = udiv i32 %pos320, %howo109
  %prem323 = urem i32 %pos320, %howo109
  %ho324 = udiv i32 %prem323, %wo
  %wo325 = urem i32 %prem323, %wo
  %kin326 = add i32 %k_blk97, %chan319
  %kok327 = icmp ult i32 %kin326, %kpg
  %ok328 = and i1 %pok321, %kok327
  %e_n329 = mul i32 %n322, %dy_stride_n
  %e_h330 = mul i32 %ho324, %dy_stride_h
  %e_w331 = mul i32 %wo325, %dy_stride_w
  %el332 = add i32 %e_n329, %e_h330
  %el333 = add i32 %el332, %e_w331
  %el334 = add i32 %el333, %dy_ch102
  %el335 = add i32 %el334, %chan319
  %off337 = shl i32 %el335, 1
  %safe339 = select i1 %ok328, i32 %off337, i32 2147483647
  %dyv341 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe339, i32 0, i32 0)
  %kin343 = add i32 %kin326, 1
  %kok344 = icmp ult i32 %kin343, %kpg
  %ok345 = and i1 %pok321, %kok344
  %el347 = add i32 %el335, 1
  %off349 = shl i32 %el347, 1
  %safe351 = select i1 %ok345, i32 %off349, i32 2147483647
  %dyv353 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe351, i32 0, i32 0)
  %lrow355 = mul i32 %row315, 72
  %lel356 = add i32 %lrow355, %chan319
  %lb358 = shl i32 %lel356, 1
  %la360 = add i32 %lb358, 0
  %lo361 = zext i16 %dyv341 to i32
  %hw362 = zext i16 %dyv353 to i32
  %hs364 = shl i32 %hw362, 16
  %pair365 = or i32 %lo361, %hs364
  %pairf366 = bitcast i32 %pair365 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la360
  store float %pairf366, ptr addrspace(3) %gep.10, align 4
  %e368 = add i32 %tid28, 128
  %row370 = udiv i32 %e368, 32
  %cc372 = urem i32 %e368, 32
  %chan374 = shl i32 %cc372, 1
  %pos375 = add i32 %p_s143, %row370
  %pok376 = icmp ult i32 %pos375, %p_hi116
  %n377 = udiv i32 %pos375, %howo109
  %prem378 = urem i32 %pos375, %howo109
  %ho379 = udiv i32 %prem378, %wo
  %wo380 = urem i32 %prem378, %wo
  %kin381 = add i32 %k_blk97, %chan374
  %kok382 = icmp ult i32 %kin381, %kpg
  %ok383 = and i1 %pok376, %kok382
  %e_n384 = mul i32 %n377, %dy_stride_n
  %e_h385 = mul i32 %ho379, %dy_stride_h
  %e_w386 = mul i32 %wo380, %dy_stride_w
  %el387 = add i32 %e_n384, %e_h385
  %el388 = add i32 %el387, %e_w386
  %el389 = add i32 %el388, %dy_ch102
  %el390 = add i32 %el389, %chan374
  %off392 = shl i32 %el390, 1
  %safe394 = select i1 %ok383, i32 %off392, i32 2147483647
  %dyv396 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe394, i32 0, i32 0)
  %kin398 = add i32 %kin381, 1
  %kok399 = icmp ult i32 %kin398, %kpg
  %ok400 = and i1 %pok376, %kok399
  %el402 = add i32 %el390, 1
  %off404 = shl i32 %el402, 1
  %safe406 = select i1 %ok400, i32 %off404, i32 2147483647
  %dyv408 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe406, i32 0, i32 0)
  %lrow410 = mul i32 %row370, 72
  %lel411 = add i32 %lrow410, %chan374
  %lb413 = shl i32 %lel411, 1
  %la415 = add i32 %lb413, 0
  %lo416 = zext i16 %dyv396 to i32
  %hw417 = zext i16 %dyv408 to i32
  %hs419 = shl i32 %hw417, 16
  %pair420 = or i32 %lo416, %hs419
  %pairf421 = bitcast i32 %pair420 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la415
  store float %pairf421, ptr addrspace(3) %gep.11, align 4
  %e423 = add i32 %tid28, 256
  %row425 = udiv i32 %e423, 32
  %cc427 = urem i32 %e423, 32
  %chan429 = shl i32 %cc427, 1
  %pos430 = add i32 %p_s143, %row425
  %pok431 = icmp ult i32 %pos430, %p_hi116
  %n432 = udiv i32 %pos430, %howo109
  %prem433 = urem i32 %pos430, %howo109
  %ho434 = udiv i32 %prem433, %wo
  %wo435 = urem i32 %prem433, %wo
  %kin436 = add i32 %k_blk97, %chan429
  %kok437 = icmp ult i32 %kin436, %kpg
  %ok438 = and i1 %pok431, %kok437
  %e_n439 = mul i32 %n432, %dy_stride_n
  %e_h440 = mul i32 %ho434, %dy_stride_h
  %e_w441 = mul i32 %wo435, %dy_stride_w
  %el442 = add i32 %e_n439, %e_h440
  %el443 = add i32 %el442, %e_w441
  %el444 = add i32 %el443, %dy_ch102
  %el445 = add i32 %el444, %chan429
  %off447 = shl i32 %el445, 1
  %safe449 = select i1 %ok438, i32 %off447, i32 2147483647
  %dyv451 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe449, i32 0, i32 0)
  %kin453 = add i32 %kin436, 1
  %kok454 = icmp ult i32 %kin453, %kpg
  %ok455 = and i1 %pok431, %kok454
  %el457 = add i32 %el445, 1
  %off459 = shl i32 %el457, 1
  %safe461 = select i1 %ok455, i32 %off459, i32 2147483647
  %dyv463 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe461, i32 0, i32 0)
  %lrow465 = mul i32 %row425, 72
  %lel466 = add i32 %lrow465, %chan429
  %lb468 = shl i32 %lel466, 1
  %la470 = add i32 %lb468, 0
  %lo471 = zext i16 %dyv451 to i32
  %hw472 = zext i16 %dyv463 to i32
  %hs474 = shl i32 %hw472, 16
  %pair475 = or i32 %lo471, %hs474
  %pairf476 = bitcast i32 %pair475 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la470
  store float %pairf476, ptr addrspace(3) %gep.12, align 4
  %e478 = add i32 %tid28, 384
  %row480 = udiv i32 %e478, 32
  %cc482 = urem i32 %e478, 32
  %chan484 = shl i32 %cc482, 1
  %pos485 = add i32 %p_s143, %row480
  %pok486 = icmp ult i32 %pos485, %p_hi116
  %n487 = udiv i32 %pos485, %howo109
  %prem488 = urem i32 %pos485, %howo109
  %ho489 = udiv i32 %prem488, %wo
  %wo490 = urem i32 %prem488, %wo
  %kin491 = add i32 %k_blk97, %chan484
  %kok492 = icmp ult i32 %kin491, %kpg
  %ok493 = and i1 %pok486, %kok492
  %e_n494 = mul i32 %n487, %dy_stride_n
  %e_h495 = mul i32 %ho489, %dy_stride_h
  %e_w496 = mul i32 %wo490, %dy_stride_w
  %el497 = add i32 %e_n494, %e_h495
  %el498 = add i32 %el497, %e_w496
  %el499 = add i32 %el498, %dy_ch102
  %el500 = add i32 %el499, %chan484
  %off502 = shl i32 %el500, 1
  %safe504 = select i1 %ok493, i32 %off502, i32 2147483647
  %dyv506 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe504, i32 0, i32 0)
  %kin508 = add i32 %kin491, 1
  %kok509 = icmp ult i32 %kin508, %kpg
  %ok510 = and i1 %pok486, %kok509
  %el512 = add i32 %el500, 1
  %off514 = shl i32 %el512, 1
  %safe516 = select i1 %ok510, i32 %off514, i32 2147483647
  %dyv518 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe516, i32 0, i32 0)
  %lrow520 = mul i32 %row480, 72
  %lel521 = add i32 %lrow520, %chan484
  %lb523 = shl i32 %lel521, 1
  %la525 = add i32 %lb523, 0
  %lo526 = zext i16 %dyv506 to i32
  %hw527 = zext i16 %dyv518 to i32
  %hs529 = shl i32 %hw527, 16
  %pair530 = or i32 %lo526, %hs529
  %pairf531 = bitcast i32 %pair530 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la525
  store float %pairf531, ptr addrspace(3) %gep.13, align 4
  %e533 = add i32 %tid28, 512
  %row535 = udiv i32 %e533, 32
  %cc537 = urem i32 %e533, 32
  %chan539 = shl i32 %cc537, 1
  %pos540 = add i32 %p_s143, %row535
  %pok541 = icmp ult i32 %pos540, %p_hi116
  %n542 = udiv i32 %pos540, %howo109
  %prem543 = urem i32 %pos540, %howo109
  %ho544 = udiv i32 %prem543, %wo
  %wo545 = urem i32 %prem543, %wo
  %kin546 = add i32 %k_blk97, %chan539
  %kok547 = icmp ult i32 %kin546, %kpg
  %ok548 = and i1 %pok541, %kok547
  %e_n549 = mul i32 %n542, %dy_stride_n
  %e_h550 = mul i32 %ho544, %dy_stride_h
  %e_w551 = mul i32 %wo545, %dy_stride_w
  %el552 = add i32 %e_n549, %e_h550
  %el553 = add i32 %el552, %e_w551
  %el554 = add i32 %el553, %dy_ch102
  %el555 = add i32 %el554, %chan539
  %off557 = shl i32 %el555, 1
  %safe559 = select i1 %ok548, i32 %off557, i32 2147483647
  %dyv561 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe559, i32 0, i32 0)
  %kin563 = add i32 %kin546, 1
  %kok564 = icmp ult i32 %kin563, %kpg
  %ok565 = and i1 %pok541, %kok564
  %el567 = add i32 %el555, 1
  %off569 = shl i32 %el567, 1
  %safe571 = select i1 %ok565, i32 %off569, i32 2147483647
  %dyv573 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe571, i32 0, i32 0)
  %lrow575 = mul i32 %row535, 72
  %lel576 = add i32 %lrow575, %chan539
  %lb578 = shl i32 %lel576, 1
  %la580 = add i32 %lb578, 0
  %lo581 = zext i16 %dyv561 to i32
  %hw582 = zext i16 %dyv573 to i32
  %hs584 = shl i32 %hw582, 16
  %pair585 = or i32 %lo581, %hs584
  %pairf586 = bitcast i32 %pair585 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la580
  store float %pairf586, ptr addrspace(3) %gep.14, align 4
  %e588 = add i32 %tid28, 640
  %row590 = udiv i32 %e588, 32
  %cc592 = urem i32 %e588, 32
  %chan594 = shl i32 %cc592, 1
  %pos595 = add i32 %p_s143, %row590
  %pok596 = icmp ult i32 %pos595, %p_hi116
  %n597 = udiv i32 %pos595, %howo109
  %prem598 = urem i32 %pos595, %howo109
  %ho599 = udiv i32 %prem598, %wo
  %wo600 = urem i32 %prem598, %wo
  %kin601 = add i32 %k_blk97, %chan594
  %kok602 = icmp ult i32 %kin601, %kpg
  %ok603 = and i1 %pok596, %kok602
  %e_n604 = mul i32 %n597, %dy_stride_n
  %e_h605 = mul i32 %ho599, %dy_stride_h
  %e_w606 = mul i32 %wo600, %dy_stride_w
  %el607 = add i32 %e_n604, %e_h605
  %el608 = add i32 %el607, %e_w606
  %el609 = add i32 %el608, %dy_ch102
  %el610 = add i32 %el609, %chan594
  %off612 = shl i32 %el610, 1
  %safe614 = select i1 %ok603, i32 %off612, i32 2147483647
  %dyv616 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe614, i32 0, i32 0)
  %kin618 = add i32 %kin601, 1
  %kok619 = icmp ult i32 %kin618, %kpg
  %ok620 = and i1 %pok596, %kok619
  %el622 = add i32 %el610, 1
  %off624 = shl i32 %el622, 1
  %safe626 = select i1 %ok620, i32 %off624, i32 2147483647
  %dyv628 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe626, i32 0, i32 0)
  %lrow630 = mul i32 %row590, 72
  %lel631 = add i32 %lrow630, %chan594
  %lb633 = shl i32 %lel631, 1
  %la635 = add i32 %lb633, 0
  %lo636 = zext i16 %dyv616 to i32
  %hw637 = zext i16 %dyv628 to i32
  %hs639 = shl i32 %hw637, 16
  %pair640 = or i32 %lo636, %hs639
  %pairf641 = bitcast i32 %pair640 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la635
  store float %pairf641, ptr addrspace(3) %gep.15, align 4
  %e643 = add i32 %tid28, 768
  %row645 = udiv i32 %e643, 32
  %cc647 = urem i32 %e643, 32
  %chan649 = shl i32 %cc647, 1
  %pos650 = add i32 %p_s143, %row645
  %pok651 = icmp ult i32 %pos650, %p_hi116
  %n652 = udiv i32 %pos650, %howo109
  %prem653 = urem i32 %pos650, %howo109
  %ho654 = udiv i32 %prem653, %wo
  %wo655 = urem i32 %prem653, %wo
  %kin656 = add i32 %k_blk97, %chan649
  %kok657 = icmp ult i32 %kin656, %kpg
  %ok658 = and i1 %pok651, %kok657
  %e_n659 = mul i32 %n652, %dy_stride_n
  %e_h660 = mul i32 %ho654, %dy_stride_h
  %e_w661 = mul i32 %wo655, %dy_stride_w
  %el662 = add i32 %e_n659, %e_h660
  %el663 = add i32 %el662, %e_w661
  %el664 = add i32 %el663, %dy_ch102
  %el665 = add i32 %el664, %chan649
  %off667 = shl i32 %el665, 1
  %safe669 = select i1 %ok658, i32 %off667, i32 2147483647
  %dyv671 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe669, i32 0, i32 0)
  %kin673 = add i32 %kin656, 1
  %kok674 = icmp ult i32 %kin673, %kpg
  %ok675 = and i1 %pok651, %kok674
  %el677 = add i32 %el665, 1
  %off679 = shl i32 %el677, 1
  %safe681 = select i1 %ok675, i32 %off679, i32 2147483647
  %dyv683 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe681, i32 0, i32 0)
  %lrow685 = mul i32 %row645, 72
  %lel686 = add i32 %lrow685, %chan649
  %lb688 = shl i32 %lel686, 1
  %la690 = add i32 %lb688, 0
  %lo691 = zext i16 %dyv671 to i32
  %hw692 = zext i16 %dyv683 to i32
  %hs694 = shl i32 %hw692, 16
  %pair695 = or i32 %lo691, %hs694
  %pairf696 = bitcast i32 %pair695 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la690
  store float %pairf696, ptr addrspace(3) %gep.16, align 4
  %e698 = add i32 %tid28, 896
  %row700 = udiv i32 %e698, 32
  %cc702 = urem i32 %e698, 32
  %chan704 = shl i32 %cc702, 1
  %pos705 = add i32 %p_s143, %row700
  %pok706 = icmp ult i32 %pos705, %p_hi116
  %n707 = udiv i32 %pos705, %howo109
  %prem708 = urem i32 %pos705, %howo109
  %ho709 = udiv i32 %prem708, %wo
  %wo710 = urem i32 %prem708, %wo
  %kin711 = add i32 %k_blk97, %chan704
  %kok712 = icmp ult i32 %kin711, %kpg
  %ok713 = and i1 %pok706, %kok712
  %e_n714 = mul i32 %n707, %dy_stride_n
  %e_h715 = mul i32 %ho709, %dy_stride_h
  %e_w716 = mul i32 %wo710, %dy_stride_w
  %el717 = add i32 %e_n714, %e_h715
  %el718 = add i32 %el717, %e_w716
  %el719 = add i32 %el718, %dy_ch102
  %el720 = add i32 %el719, %chan704
  %off722 = shl i32 %el720, 1
  %safe724 = select i1 %ok713, i32 %off722, i32 2147483647
  %dyv726 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe724, i32 0, i32 0)
  %kin728 = add i32 %kin711, 1
  %kok729 = icmp ult i32 %kin728, %kpg
  %ok730 = and i1 %pok706, %kok729
  %el732 = add i32 %el720, 1
  %off734 = shl i32 %el732, 1
  %safe736 = select i1 %ok730, i32 %off734, i32 2147483647
  %dyv738 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe736, i32 0, i32 0)
  %lrow740 = mul i32 %row700, 72
  %lel741 = add i32 %lrow740, %chan704
  %lb743 = shl i32 %lel741, 1
  %la745 = add i32 %lb743, 0
  %lo746 = zext i16 %dyv726 to i32
  %hw747 = zext i16 %dyv738 to i32
  %hs749 = shl i32 %hw747, 16
  %pair750 = or i32 %lo746, %hs749
  %pairf751 = bitcast i32 %pair750 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la745
  store float %pairf751, ptr addrspace(3) %gep.17, align 4
  %e753 = add i32 %tid28, 0
  %row755 = udiv i32 %e753, 32
  %cc757 = urem i32 %e753, 32
  %chan759 = shl i32 %cc757, 1
  %pos760 = add i32 %p_s143, %row755
  %pok761 = icmp ult i32 %pos760, %p_hi116
  %n762 = udiv i32 %pos760, %howo109
  %prem763 = urem i32 %pos760, %howo109
  %ho764 = udiv i32 %prem763, %wo
  %wo765 = urem i32 %prem763, %wo
  %h_a767 = mul i32 %ho764, 1
  %hi768 = add i32 %h_a767, %h_tap91
  %hiok769 = icmp ult i32 %hi768, %hi
  %w_a771 = mul i32 %wo765, 1
  %wi772 = add i32 %w_a771, %w_tap95
  %wiok773 = icmp ult i32 %wi772, %wi
  %cin774 = add i32 %c_blk99, %chan759
  %cok775 = icmp ult i32 %cin774, %cpg
  %ok776 = and i1 %pok761, %hiok769
  %ok777 = and i1 %ok776, %wiok773
  %ok778 = and i1 %ok777, %cok775
  %e_n779 = mul i32 %n762, %x_stride_n
  %e_h780 = mul i32 %hi768, %x_stride_h
  %e_w781 = mul i32 %wi772, %x_stride_w
  %el782 = add i32 %e_n779, %e_h780
  %el783 = add i32 %el782, %e_w781
  %el784 = add i32 %el783, %x_ch103
  %el785 = add i32 %el784, %chan759
  %off787 = shl i32 %el785, 1
  %safe789 = select i1 %ok778, i32 %off787, i32 2147483647
  %xv791 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe789, i32 0, i32 0)
  %cin793 = add i32 %cin774, 1
  %cok794 = icmp ult i32 %cin793, %cpg
  %ok795 = and i1 %ok777, %cok794
  %el797 = add i32 %el785, 1
  %off799 = shl i32 %el797, 1
  %safe801 = select i1 %ok795, i32 %off799, i32 2147483647
  %xv803 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe801, i32 0, i32 0)
  %lrow805 = mul i32 %row755, 72
  %lel806 = add i32 %lrow805, %chan759
  %lb808 = shl i32 %lel806, 1
  %la810 = add i32 %lb808, 4608
  %lo811 = zext i16 %xv791 to i32
  %hw812 = zext i16 %xv803 to i32
  %hs814 = shl i32 %hw812, 16
  %pair815 = or i32 %lo811, %hs814
  %pairf816 = bitcast i32 %pair815 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la810
  store float %pairf816, ptr addrspace(3) %gep.18, align 4
  %e818 = add i32 %tid28, 128
  %row820 = udiv i32 %e818, 32
  %cc822 = urem i32 %e818, 32
  %chan824 = shl i32 %cc822, 1
  %pos825 = add i32 %p_s143, %row820
  %pok826 = icmp ult i32 %pos825, %p_hi116
  %n827 = udiv i32 %pos825, %howo109
  %prem828 = urem i32 %pos825, %howo109
  %ho829 = udiv i32 %prem828, %wo
  %wo830 = urem i32 %prem828, %wo
  %h_a832 = mul i32 %ho829, 1
  %hi833 = add i32 %h_a832, %h_tap91
  %hiok834 = icmp ult i32 %hi833, %hi
  %w_a836 = mul i32 %wo830, 1
  %wi837 = add i32 %w_a836, %w_tap95
  %wiok838 = icmp ult i32 %wi837, %wi
  %cin839 = add i32 %c_blk99, %chan824
  %cok840 = icmp ult i32 %cin839, %cpg
  %ok841 = and i1 %pok826, %hiok834
  %ok842 = and i1 %ok841, %wiok838
  %ok843 = and i1 %ok842, %cok840
  %e_n844 = mul i32 %n827, %x_stride_n
  %e_h845 = mul i32 %hi833, %x_stride_h
  %e_w846 = mul i32 %wi837, %x_stride_w
  %el847 = add i32 %e_n844, %e_h845
  %el848 = add i32 %el847, %e_w846
  %el849 = add i32 %el848, %x_ch103
  %el850 = add i32 %el849, %chan824
  %off852 = shl i32 %el850, 1
  %safe854 = select i1 %ok843, i32 %off852, i32 2147483647
  %xv856 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe854, i32 0, i32 0)
  %cin858 = add i32 %cin839, 1
  %cok859 = icmp ult i32 %cin858, %cpg
  %ok860 = and i1 %ok842, %cok859
  %el862 = add i32 %el850, 1
  %off864 = shl i32 %el862, 1
  %safe866 = select i1 %ok860, i32 %off864, i32 2147483647
  %xv868 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe866, i32 0, i32 0)
  %lrow870 = mul i32 %row820, 72
  %lel871 = add i32 %lrow870, %chan824
  %lb873 = shl i32 %lel871, 1
  %la875 = add i32 %lb873, 4608
  %lo876 = zext i16 %xv856 to i32
  %hw877 = zext i16 %xv868 to i32
  %hs879 = shl i32 %hw877, 16
  %pair880 = or i32 %lo876, %hs879
  %pairf881 = bitcast i32 %pair880 to float
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la875
  store float %pairf881, ptr addrspace(3) %gep.19, align 4
  %e883 = add i32 %tid28, 256
  %row885 = udiv i32 %e883, 32
  %cc887 = urem i32 %e883, 32
  %chan889 = shl i32 %cc887, 1
  %pos890 = add i32 %p_s143, %row885
  %pok891 = icmp ult i32 %pos890, %p_hi116
  %n892 = udiv i32 %pos890, %howo109
  %prem893 = urem i32 %pos890, %howo109
  %ho894 = udiv i32 %prem893, %wo
  %wo895 = urem i32 %prem893, %wo
  %h_a897 = mul i32 %ho894, 1
  %hi898 = add i32 %h_a897, %h_tap91
  %hiok899 = icmp ult i32 %hi898, %hi
  %w_a901 = mul i32 %wo895, 1
  %wi902 = add i32 %w_a901, %w_tap95
  %wiok903 = icmp ult i32 %wi902, %wi
  %cin904 = add i32 %c_blk99, %chan889
  %cok905 = icmp ult i32 %cin904, %cpg
  %ok906 = and i1 %pok891, %hiok899
  %ok907 = and i1 %ok906, %wiok903
  %ok908 = and i1 %ok907, %cok905
  %e_n909 = mul i32 %n892, %x_stride_n
  %e_h910 = mul i32 %hi898, %x_stride_h
  %e_w911 = mul i32 %wi902, %x_stride_w
  %el912 = add i32 %e_n909, %e_h910
  %el913 = add i32 %el912, %e_w911
  %el914 = add i32 %el913, %x_ch103
  %el915 = add i32 %el914, %chan889
  %off917 = shl i32 %el915, 1
  %safe919 = select i1 %ok908, i32 %off917, i32 2147483647
  %xv921 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe919, i32 0, i32 0)
  %cin923 = add i32 %cin904, 1
  %cok924 = icmp ult i32 %cin923, %cpg
  %ok925 = and i1 %ok907, %cok924
  %el927 = add i32 %el915, 1
  %off929 = shl i32 %el927, 1
  %safe931 = select i1 %ok925, i32 %off929, i32 2147483647
  %xv933 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe931, i32 0, i32 0)
  %lrow935 = mul i32 %row885, 72
  %lel936 = add i32 %lrow935, %chan889
  %lb938 = shl i32 %lel936, 1
  %la940 = add i32 %lb938, 4608
  %lo941 = zext i16 %xv921 to i32
  %hw942 = zext i16 %xv933 to i32
  %hs944 = shl i32 %hw942, 16
  %pair945 = or i32 %lo941, %hs944
  %pairf946 = bitcast i32 %pair945 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la940
  store float %pairf946, ptr addrspace(3) %gep.20, align 4
  %e948 = add i32 %tid28, 384
  %row950 = udiv i32 %e948, 32
  %cc952 = urem i32 %e948, 32
  %chan954 = shl i32 %cc952, 1
  %pos955 = add i32 %p_s143, %row950
  %pok956 = icmp ult i32 %pos955, %p_hi116
  %n957 = udiv i32 %pos955, %howo109
  %prem958 = urem i32 %pos955, %howo109
  %ho959 = udiv i32 %prem958, %wo
  %wo960 = urem i32 %prem958, %wo
  %h_a962 = mul i32 %ho959, 1
  %hi963 = add i32 %h_a962, %h_tap91
  %hiok964 = icmp ult i32 %hi963, %hi
  %w_a966 = mul i32 %wo960, 1
  %wi967 = add i32 %w_a966, %w_tap95
  %wiok968 = icmp ult i32 %wi967, %wi
  %cin969 = add i32 %c_blk99, %chan954
  %cok970 = icmp ult i32 %cin969, %cpg
  %ok971 = and i1 %pok956, %hiok964
  %ok972 = and i1 %ok971, %wiok968
  %ok973 = and i1 %ok972, %cok970
  %e_n974 = mul i32 %n957, %x_stride_n
  %e_h975 = mul i32 %hi963, %x_stride_h
  %e_w976 = mul i32 %wi967, %x_stride_w
  %el977 = add i32 %e_n974, %e_h975
  %el978 = add i32 %el977, %e_w976
  %el979 = add i32 %el978, %x_ch103
  %el980 = add i32 %el979, %chan954
  %off982 = shl i32 %el980, 1
  %safe984 = select i1 %ok973, i32 %off982, i32 2147483647
  %xv986 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe984, i32 0, i32 0)
  %cin988 = add i32 %cin969, 1
  %cok989 = icmp ult i32 %cin988, %cpg
  %ok990 = and i1 %ok972, %cok989
  %el992 = add i32 %el980, 1
  %off994 = shl i32 %el992, 1
  %safe996 = select i1 %ok990, i32 %off994, i32 2147483647
  %xv998 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe996, i32 0, i32 0)
  %lrow1000 = mul i32 %row950, 72
  %lel1001 = add i32 %lrow1000, %chan954
  %lb1003 = shl i32 %lel1001, 1
  %la1005 = add i32 %lb1003, 4608
  %lo1006 = zext i16 %xv986 to i32
  %hw1007 = zext i16 %xv998 to i32
  %hs1009 = shl i32 %hw1007, 16
  %pair1010 = or i32 %lo1006, %hs1009
  %pairf1011 = bitcast i32 %pair1010 to float
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la1005
  store float %pairf1011, ptr addrspace(3) %gep.21, align 4
  %e1013 = add i32 %tid28, 512
  %row1015 = udiv i32 %e1013, 32
  %cc1017 = urem i32 %e1013, 32
  %chan1019 = shl i32 %cc1017, 1
  %pos1020 = add i32 %p_s143, %row1015
  %pok1021 = icmp ult i32 %pos1020, %p_hi116
  %n1022 = udiv i32 %pos1020, %howo109
  %prem1023 = urem i32 %pos1020, %howo109
  %ho1024 = udiv i32 %prem1023, %wo
  %wo1025 = urem i32 %prem1023, %wo
  %h_a1027 = mul i32 %ho1024, 1
  %hi1028 = add i32 %h_a1027, %h_tap91
  %hiok1029 = icmp ult i32 %hi1028, %hi
  %w_a1031 = mul i32 %wo1025, 1
  %wi1032 = add i32 %w_a1031, %w_tap95
  %wiok1033 = icmp ult i32 %wi1032, %wi
  %cin1034 = add i32 %c_blk99, %chan1019
  %cok1035 = icmp ult i32 %cin1034, %cpg
  %ok1036 = and i1 %pok1021, %hiok1029
  %ok1037 = and i1 %ok1036, %wiok1033
  %ok1038 = and i1 %ok1037, %cok1035
  %e_n1039 = mul i32 %n1022, %x_stride_n
  %e_h1040 = mul i32 %hi1028, %x_stride_h
  %e_w1041 = mul i32 %wi1032, %x_stride_w
  %el1042 = add i32 %e_n1039, %e_h1040
  %el1043 = add i32 %el1042, %e_w1041
  %el1044 = add i32 %el1043, %x_ch103
  %el1045 = add i32 %el1044, %chan1019
  %off1047 = shl i32 %el1045, 1
  %safe1049 = select i1 %ok1038, i32 %off1047, i32 2147483647
  %xv1051 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1049, i32 0, i32 0)
  %cin1053 = add i32 %cin1034, 1
  %cok1054 = icmp ult i32 %cin1053, %cpg
  %ok1055 = and i1 %ok1037, %cok1054
  %el1057 = add i32 %el1045, 1
  %off1059 = shl i32 %el1057, 1
  %safe1061 = select i1 %ok1055, i32 %off1059, i32 2147483647
  %xv1063 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1061, i32 0, i32 0)
  %lrow1065 = mul i32 %row1015, 72
  %lel1066 = add i32 %lrow1065, %chan1019
  %lb1068 = shl i32 %lel1066, 1
  %la1070 = add i32 %lb1068, 4608
  %lo1071 = zext i16 %xv1051 to i32
  %hw1072 = zext i16 %xv1063 to i32
  %hs1074 = shl i32 %hw1072, 16
  %pair1075 = or i32 %lo1071, %hs1074
  %pairf1076 = bitcast i32 %pair1075 to float
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la1070
  store float %pairf1076, ptr addrspace(3) %gep.22, align 4
  %e1078 = add i32 %tid28, 640
  %row1080 = udiv i32 %e1078, 32
  %cc1082 = urem i32 %e1078, 32
  %chan1084 = shl i32 %cc1082, 1
  %pos1085 = add i32 %p_s143, %row1080
  %pok1086 = icmp ult i32 %pos1085, %p_hi116
  %n1087 = udiv i32 %pos1085, %howo109
  %prem1088 = urem i32 %pos1085, %howo109
  %ho1089 = udiv i32 %prem1088, %wo
  %wo1090 = urem i32 %prem1088, %wo
  %h_a1092 = mul i32 %ho1089, 1
  %hi1093 = add i32 %h_a1092, %h_tap91
  %hiok1094 = icmp ult i32 %hi1093, %hi
  %w_a1096 = mul i32 %wo1090, 1
  %wi1097 = add i32 %w_a1096, %w_tap95
  %wiok1098 = icmp ult i32 %wi1097, %wi
  %cin1099 = add i32 %c_blk99, %chan1084
  %cok1100 = icmp ult i32 %cin1099, %cpg
  %ok1101 = and i1 %pok1086, %hiok1094
  %ok1102 = and i1 %ok1101, %wiok1098
  %ok1103 = and i1 %ok1102, %cok1100
  %e_n1104 = mul i32 %n1087, %x_stride_n
  %e_h1105 = mul i32 %hi1093, %x_stride_h
  %e_w1106 = mul i32 %wi1097, %x_stride_w
  %el1107 = add i32 %e_n1104, %e_h1105
  %el1108 = add i32 %el1107, %e_w1106
  %el1109 = add i32 %el1108, %x_ch103
  %el1110 = add i32 %el1109, %chan1084
  %off1112 = shl i32 %el1110, 1
  %safe1114 = select i1 %ok1103, i32 %off1112, i32 2147483647
  %xv1116 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1114, i32 0, i32 0)
  %cin1118 = add i32 %cin1099, 1
  %cok1119 = icmp ult i32 %cin1118, %cpg
  %ok1120 = and i1 %ok1102, %cok1119
  %el1122 = add i32 %el1110, 1
  %off1124 = shl i32 %el1122, 1
  %safe1126 = select i1 %ok1120, i32 %off1124, i32 2147483647
  %xv1128 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1126, i32 0, i32 0)
  %lrow1130 = mul i32 %row1080, 72
  %lel1131 = add i32 %lrow1130, %chan1084
  %lb1133 = shl i32 %lel1131, 1
  %la1135 = add i32 %lb1133, 4608
  %lo1136 = zext i16 %xv1116 to i32
  %hw1137 = zext i16 %xv1128 to i32
  %hs1139 = shl i32 %hw1137, 16
  %pair1140 = or i32 %lo1136, %hs1139
  %pairf1141 = bitcast i32 %pair1140 to float
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la1135
  store float %pairf1141, ptr addrspace(3) %gep.23, align 4
  %e1143 = add i32 %tid28, 768
  %row1145 = udiv i32 %e1143, 32
  %cc1147 = urem i32 %e1143, 32
  %chan1149 = shl i32 %cc1147, 1
  %pos1150 = add i32 %p_s143, %row1145
  %pok1151 = icmp ult i32 %pos1150, %p_hi116
  %n1152 = udiv i32 %pos1150, %howo109
  %prem1153 = urem i32 %pos1150, %howo109
  %ho1154 = udiv i32 %prem1153, %wo
  %wo1155 = urem i32 %prem1153, %wo
  %h_a1157 = mul i32 %ho1154, 1
  %hi1158 = add i32 %h_a1157, %h_tap91
  %hiok1159 = icmp ult i32 %hi1158, %hi
  %w_a1161 = mul i32 %wo1155, 1
  %wi1162 = add i32 %w_a1161, %w_tap95
  %wiok1163 = icmp ult i32 %wi1162, %wi
  %cin1164 = add i32 %c_blk99, %chan1149
  %cok1165 = icmp ult i32 %cin1164, %cpg
  %ok1166 = and i1 %pok1151, %hiok1159
  %ok1167 = and i1 %ok1166, %wiok1163
  %ok1168 = and i1 %ok1167, %cok1165
  %e_n1169 = mul i32 %n1152, %x_stride_n
  %e_h1170 = mul i32 %hi1158, %x_stride_h
  %e_w1171 = mul i32 %wi1162, %x_stride_w
  %el1172 = add i32 %e_n1169, %e_h1170
  %el1173 = add i32 %el1172, %e_w1171
  %el1174 = add i32 %el1173, %x_ch103
  %el1175 = add i32 %el1174, %chan1149
  %off1177 = shl i32 %el1175, 1
  %safe1179 = select i1 %ok1168, i32 %off1177, i32 2147483647
  %xv1181 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1179, i32 0, i32 0)
  %cin1183 = add i32 %cin1164, 1
  %cok1184 = icmp ult i32 %cin1183, %cpg
  %ok1185 = and i1 %ok1167, %cok1184
  %el1187 = add i32 %el1175, 1
  %off1189 = shl i32 %el1187, 1
  %safe1191 = select i1 %ok1185, i32 %off1189, i32 2147483647
  %xv1193 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1191, i32 0, i32 0)
  %lrow1195 = mul i32 %row1145, 72
  %lel1196 = add i32 %lrow1195, %chan1149
  %lb1198 = shl i32 %lel1196, 1
  %la1200 = add i32 %lb1198, 4608
  %lo1201 = zext i16 %xv1181 to i32
  %hw1202 = zext i16 %xv1193 to i32
  %hs1204 = shl i32 %hw1202, 16
  %pair1205 = or i32 %lo1201, %hs1204
  %pairf1206 = bitcast i32 %pair1205 to float
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la1200
  store float %pairf1206, ptr addrspace(3) %gep.24, align 4
  %e1208 = add i32 %tid28, 896
  %row1210 = udiv i32 %e1208, 32
  %cc1212 = urem i32 %e1208, 32
  %chan1214 = shl i32 %cc1212, 1
  %pos1215 = add i32 %p_s143, %row1210
  %pok1216 = icmp ult i32 %pos1215, %p_hi116
  %n1217 = udiv i32 %pos1215, %howo109
  %prem1218 = urem i32 %pos1215, %howo109
  %ho1219 = udiv i32 %prem1218, %wo
  %wo1220 = urem i32 %prem1218, %wo
  %h_a1222 = mul i32 %ho1219, 1
  %hi1223 = add i32 %h_a1222, %h_tap91
  %hiok1224 = icmp ult i32 %hi1223, %hi
  %w_a1226 = mul i32 %wo1220, 1
  %wi1227 = add i32 %w_a1226, %w_tap95
  %wiok1228 = icmp ult i32 %wi1227, %wi
  %cin1229 = add i32 %c_blk99, %chan1214
  %cok1230 = icmp ult i32 %cin1229, %cpg
  %ok1231 = and i1 %pok1216, %hiok1224
  %ok1232 = and i1 %ok1231, %wiok1228
  %ok1233 = and i1 %ok1232, %cok1230
  %e_n1234 = mul i32 %n1217, %x_stride_n
  %e_h1235 = mul i32 %hi1223, %x_stride_h
  %e_w1236 = mul i32 %wi1227, %x_stride_w
  %el1237 = add i32 %e_n1234, %e_h1235
  %el1238 = add i32 %el1237, %e_w1236
  %el1239 = add i32 %el1238, %x_ch103
  %el1240 = add i32 %el1239, %chan1214
  %off1242 = shl i32 %el1240, 1
  %safe1244 = select i1 %ok1233, i32 %off1242, i32 2147483647
  %xv1246 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1244, i32 0, i32 0)
  %cin1248 = add i32 %cin1229, 1
  %cok1249 = icmp ult i32 %cin1248, %cpg
  %ok1250 = and i1 %ok1232, %cok1249
  %el1252 = add i32 %el1240, 1
  %off1254 = shl i32 %el1252, 1
  %safe1256 = select i1 %ok1250, i32 %off1254, i32 2147483647
  %xv1258 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1256, i32 0, i32 0)
  %lrow1260 = mul i32 %row1210, 72
  %lel1261 = add i32 %lrow1260, %chan1214
  %lb1263 = shl i32 %lel1261, 1
  %la1265 = add i32 %lb1263, 4608
  %lo1266 = zext i16 %xv1246 to i32
  %hw1267 = zext i16 %xv1258 to i32
  %hs1269 = shl i32 %hw1267, 16
  %pair1270 = or i32 %lo1266, %hs1269
  %pairf1271 = bitcast i32 %pair1270 to float
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la1265
  store float %pairf1271, ptr addrspace(3) %gep.25, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1273 = add i32 %a_lane59, 0
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %a_addr1273
  %a_lo1274 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.26)
  %a_addr1276 = add i32 %a_lane59, 2304
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %a_addr1276
  %a_hi1277 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.27)
  %a_frag1278 = shufflevector <8 x half> %a_lo1274, <8 x half> %a_hi1277, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr1280 = add i32 %a_lane59, 32
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %a_addr1280
  %a_lo1281 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %a_addr1283 = add i32 %a_lane59, 2336
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %a_addr1283
  %a_hi1284 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %a_frag1285 = shufflevector <8 x half> %a_lo1281, <8 x half> %a_hi1284, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1287 = add i32 %b_lane65, 4608
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %b_addr1287
  %b_lo1288 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %b_addr1290 = add i32 %b_lane65, 6912
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %b_addr1290
  %b_hi1291 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %b_frag1292 = shufflevector <8 x half> %b_lo1288, <8 x half> %b_hi1291, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1293 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1278, i1 false, <16 x half> %b_frag1292, i16 0, <8 x float> %acc137, i1 false, i1 false)
  %acc1294 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1285, i1 false, <16 x half> %b_frag1292, i16 0, <8 x float> %acc139, i1 false, i1 false)
  %b_addr1296 = add i32 %b_lane65, 4640
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %b_addr1296
  %b_lo1297 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.32)
  %b_addr1299 = add i32 %b_lane65, 6944
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %b_addr1299
  %b_hi1300 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.33)
  %b_frag1301 = shufflevector <8 x half> %b_lo1297, <8 x half> %b_hi1300, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1302 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1278, i1 false, <16 x half> %b_frag1301, i16 0, <8 x float> %acc138, i1 false, i1 false)
  %acc1303 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1285, i1 false, <16 x half> %b_frag1301, i16 0, <8 x float> %acc140, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t136, 1
  br label %for.head.1
for.exit.1:
  %slab1305 = urem i32 %split67, 1
  %slab_g1306 = mul i32 %slab1305, %groups
  %slab_k1307 = mul i32 %slab_g1306, %kpg
  %kbase1308 = add i32 %slab_k1307, %gk100
  %frow1310 = mul i32 %cpg, 1
  %tap_c1311 = mul i32 %tap79, %cpg
  %c_w1312 = add i32 %c_blk99, %wcb40
  %k_w1313 = add i32 %k_blk97, %wkb38
  %k_h1314 = add i32 %k_w1313, %khalf44
  %cin1316 = add i32 %c_w1312, 0
  %cin1317 = add i32 %cin1316, %lcol49
  %cok1318 = icmp ult i32 %cin1317, %cpg
  %kin1320 = add i32 %k_h1314, 0
  %kok1321 = icmp ult i32 %kin1320, %kpg
  %ok1322 = and i1 %kok1321, %cok1318
  br i1 %ok1322, label %if.then.3, label %if.end.3
if.then.3:
  %krow1323 = add i32 %kbase1308, %kin1320
  %t_k1324 = mul i32 %krow1323, %frow1310
  %t_t1325 = add i32 %t_k1324, %tap_c1311
  %el1326 = add i32 %t_t1325, %cin1317
  %off1328 = shl i32 %el1326, 2
  %v1329 = extractelement <8 x float> %acc137, i32 0
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1329, ptr addrspace(8) %rws127, i32 %off1328, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1332 = add i32 %k_h1314, 1
  %kok1333 = icmp ult i32 %kin1332, %kpg
  %ok1334 = and i1 %kok1333, %cok1318
  br i1 %ok1334, label %if.then.4, label %if.end.4
if.then.4:
  %krow1335 = add i32 %kbase1308, %kin1332
  %t_k1336 = mul i32 %krow1335, %frow1310
  %t_t1337 = add i32 %t_k1336, %tap_c1311
  %el1338 = add i32 %t_t1337, %cin1317
  %off1340 = shl i32 %el1338, 2
  %v1341 = extractelement <8 x float> %acc137, i32 1
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1341, ptr addrspace(8) %rws127, i32 %off1340, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1344 = add i32 %k_h1314, 2
  %kok1345 = icmp ult i32 %kin1344, %kpg
  %ok1346 = and i1 %kok1345, %cok1318
  br i1 %ok1346, label %if.then.5, label %if.end.5
if.then.5:
  %krow1347 = add i32 %kbase1308, %kin1344
  %t_k1348 = mul i32 %krow1347, %frow1310
  %t_t1349 = add i32 %t_k1348, %tap_c1311
  %el1350 = add i32 %t_t1349, %cin1317
  %off1352 = shl i32 %el1350, 2
  %v1353 = extractelement <8 x float> %acc137, i32 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1353, ptr addrspace(8) %rws127, i32 %off1352, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1356 = add i32 %k_h1314, 3
  %kok1357 = icmp ult i32 %kin1356, %kpg
  %ok1358 = and i1 %kok1357, %cok1318
  br i1 %ok1358, label %if.then.6, label %if.end.6
if.then.6:
  %krow1359 = add i32 %kbase1308, %kin1356
  %t_k1360 = mul i32 %krow1359, %frow1310
  %t_t1361 = add i32 %t_k1360, %tap_c1311
  %el1362 = add i32 %t_t1361, %cin1317
  %off1364 = shl i32 %el1362, 2
  %v1365 = extractelement <8 x float> %acc137, i32 3
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1365, ptr addrspace(8) %rws127, i32 %off1364, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1368 = add i32 %k_h1314, 4
  %kok1369 = icmp ult i32 %kin1368, %kpg
  %ok1370 = and i1 %kok1369, %cok1318
  br i1 %ok1370, label %if.then.7, label %if.end.7
if.then.7:
  %krow1371 = add i32 %kbase1308, %kin1368
  %t_k1372 = mul i32 %krow1371, %frow1310
  %t_t1373 = add i32 %t_k1372, %tap_c1311
  %el1374 = add i32 %t_t1373, %cin1317
  %off1376 = shl i32 %el1374, 2
  %v1377 = extractelement <8 x float> %acc137, i32 4
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1377, ptr addrspace(8) %rws127, i32 %off1376, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1380 = add i32 %k_h1314, 5
  %kok1381 = icmp ult i32 %kin1380, %kpg
  %ok1382 = and i1 %kok1381, %cok1318
  br i1 %ok1382, label %if.then.8, label %if.end.8
if.then.8:
  %krow1383 = add i32 %kbase1308, %kin1380
  %t_k1384 = mul i32 %krow1383, %frow1310
  %t_t1385 = add i32 %t_k1384, %tap_c1311
  %el1386 = add i32 %t_t1385, %cin1317
  %off1388 = shl i32 %el1386, 2
  %v1389 = extractelement <8 x float> %acc137, i32 5
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1389, ptr addrspace(8) %rws127, i32 %off1388, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1392 = add i32 %k_h1314, 6
  %kok1393 = icmp ult i32 %kin1392, %kpg
  %ok1394 = and i1 %kok1393, %cok1318
  br i1 %ok1394, label %if.then.9, label %if.end.9
if.then.9:
  %krow1395 = add i32 %kbase1308, %kin1392
  %t_k1396 = mul i32 %krow1395, %frow1310
  %t_t1397 = add i32 %t_k1396, %tap_c1311
  %el1398 = add i32 %t_t1397, %cin1317
  %off1400 = shl i32 %el1398, 2
  %v1401 = extractelement <8 x float> %acc137, i32 6
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1401, ptr addrspace(8) %rws127, i32 %off1400, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin1404 = add i32 %k_h1314, 7
  %kok1405 = icmp ult i32 %kin1404, %kpg
  %ok1406 = and i1 %kok1405, %cok1318
  br i1 %ok1406, label %if.then.10, label %if.end.10
if.then.10:
  %krow1407 = add i32 %kbase1308, %kin1404
  %t_k1408 = mul i32 %krow1407, %frow1310
  %t_t1409 = add i32 %t_k1408, %tap_c1311
  %el1410 = add i32 %t_t1409, %cin1317
  %off1412 = shl i32 %el1410, 2
  %v1413 = extractelement <8 x float> %acc137, i32 7
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1413, ptr addrspace(8) %rws127, i32 %off1412, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %cin1416 = add i32 %c_w1312, 16
  %cin1417 = add i32 %cin1416, %lcol49
  %cok1418 = icmp ult i32 %cin1417, %cpg
  %kin1420 = add i32 %k_h1314, 0
  %kok1421 = icmp ult i32 %kin1420, %kpg
  %ok1422 = and i1 %kok1421, %cok1418
  br i1 %ok1422, label %if.then.11, label %if.end.11
if.then.11:
  %krow1423 = add i32 %kbase1308, %kin1420
  %t_k1424 = mul i32 %krow1423, %frow1310
  %t_t1425 = add i32 %t_k1424, %tap_c1311
  %el1426 = add i32 %t_t1425, %cin1417
  %off1428 = shl i32 %el1426, 2
  %v1429 = extractelement <8 x float> %acc138, i32 0
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1429, ptr addrspace(8) %rws127, i32 %off1428, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1432 = add i32 %k_h1314, 1
  %kok1433 = icmp ult i32 %kin1432, %kpg
  %ok1434 = and i1 %kok1433, %cok1418
  br i1 %ok1434, label %if.then.12, label %if.end.12
if.then.12:
  %krow1435 = add i32 %kbase1308, %kin1432
  %t_k1436 = mul i32 %krow1435, %frow1310
  %t_t1437 = add i32 %t_k1436, %tap_c1311
  %el1438 = add i32 %t_t1437, %cin1417
  %off1440 = shl i32 %el1438, 2
  %v1441 = extractelement <8 x float> %acc138, i32 1
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1441, ptr addrspace(8) %rws127, i32 %off1440, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1444 = add i32 %k_h1314, 2
  %kok1445 = icmp ult i32 %kin1444, %kpg
  %ok1446 = and i1 %kok1445, %cok1418
  br i1 %ok1446, label %if.then.13, label %if.end.13
if.then.13:
  %krow1447 = add i32 %kbase1308, %kin1444
  %t_k1448 = mul i32 %krow1447, %frow1310
  %t_t1449 = add i32 %t_k1448, %tap_c1311
  %el1450 = add i32 %t_t1449, %cin1417
  %off1452 = shl i32 %el1450, 2
  %v1453 = extractelement <8 x float> %acc138, i32 2
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1453, ptr addrspace(8) %rws127, i32 %off1452, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1456 = add i32 %k_h1314, 3
  %kok1457 = icmp ult i32 %kin1456, %kpg
  %ok1458 = and i1 %kok1457, %cok1418
  br i1 %ok1458, label %if.then.14, label %if.end.14
if.then.14:
  %krow1459 = add i32 %kbase1308, %kin1456
  %t_k1460 = mul i32 %krow1459, %frow1310
  %t_t1461 = add i32 %t_k1460, %tap_c1311
  %el1462 = add i32 %t_t1461, %cin1417
  %off1464 = shl i32 %el1462, 2
  %v1465 = extractelement <8 x float> %acc138, i32 3
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1465, ptr addrspace(8) %rws127, i32 %off1464, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1468 = add i32 %k_h1314, 4
  %kok1469 = icmp ult i32 %kin1468, %kpg
  %ok1470 = and i1 %kok1469, %cok1418
  br i1 %ok1470, label %if.then.15, label %if.end.15
if.then.15:
  %krow1471 = add i32 %kbase1308, %kin1468
  %t_k1472 = mul i32 %krow1471, %frow1310
  %t_t1473 = add i32 %t_k1472, %tap_c1311
  %el1474 = add i32 %t_t1473, %cin1417
  %off1476 = shl i32 %el1474, 2
  %v1477 = extractelement <8 x float> %acc138, i32 4
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1477, ptr addrspace(8) %rws127, i32 %off1476, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1480 = add i32 %k_h1314, 5
  %kok1481 = icmp ult i32 %kin1480, %kpg
  %ok1482 = and i1 %kok1481, %cok1418
  br i1 %ok1482, label %if.then.16, label %if.end.16
if.then.16:
  %krow1483 = add i32 %kbase1308, %kin1480
  %t_k1484 = mul i32 %krow1483, %frow1310
  %t_t1485 = add i32 %t_k1484, %tap_c1311
  %el1486 = add i32 %t_t1485, %cin1417
  %off1488 = shl i32 %el1486, 2
  %v1489 = extractelement <8 x float> %acc138, i32 5
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1489, ptr addrspace(8) %rws127, i32 %off1488, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1492 = add i32 %k_h1314, 6
  %kok1493 = icmp ult i32 %kin1492, %kpg
  %ok1494 = and i1 %kok1493, %cok1418
  br i1 %ok1494, label %if.then.17, label %if.end.17
if.then.17:
  %krow1495 = add i32 %kbase1308, %kin1492
  %t_k1496 = mul i32 %krow1495, %frow1310
  %t_t1497 = add i32 %t_k1496, %tap_c1311
  %el1498 = add i32 %t_t1497, %cin1417
  %off1500 = shl i32 %el1498, 2
  %v1501 = extractelement <8 x float> %acc138, i32 6
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1501, ptr addrspace(8) %rws127, i32 %off1500, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %kin1504 = add i32 %k_h1314, 7
  %kok1505 = icmp ult i32 %kin1504, %kpg
  %ok1506 = and i1 %kok1505, %cok1418
  br i1 %ok1506, label %if.then.18, label %if.end.18
if.then.18:
  %krow1507 = add i32 %kbase1308, %kin1504
  %t_k1508 = mul i32 %krow1507, %frow1310
  %t_t1509 = add i32 %t_k1508, %tap_c1311
  %el1510 = add i32 %t_t1509, %cin1417
  %off1512 = shl i32 %el1510, 2
  %v1513 = extractelement <8 x float> %acc138, i32 7
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1513, ptr addrspace(8) %rws127, i32 %off1512, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %cin1516 = add i32 %c_w1312, 0
  %cin1517 = add i32 %cin1516, %lcol49
  %cok1518 = icmp ult i32 %cin1517, %cpg
  %kin1520 = add i32 %k_h1314, 16
  %kok1521 = icmp ult i32 %kin1520, %kpg
  %ok1522 = and i1 %kok1521, %cok1518
  br i1 %ok1522, label %if.then.19, label %if.end.19
if.then.19:
  %krow1523 = add i32 %kbase1308, %kin1520
  %t_k1524 = mul i32 %krow1523, %frow1310
  %t_t1525 = add i32 %t_k1524, %tap_c1311
  %el1526 = add i32 %t_t1525, %cin1517
  %off1528 = shl i32 %el1526, 2
  %v1529 = extractelement <8 x float> %acc139, i32 0
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1529, ptr addrspace(8) %rws127, i32 %off1528, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1532 = add i32 %k_h1314, 17
  %kok1533 = icmp ult i32 %kin1532, %kpg
  %ok1534 = and i1 %kok1533, %cok1518
  br i1 %ok1534, label %if.then.20, label %if.end.20
if.then.20:
  %krow1535 = add i32 %kbase1308, %kin1532
  %t_k1536 = mul i32 %krow1535, %frow1310
  %t_t1537 = add i32 %t_k1536, %tap_c1311
  %el1538 = add i32 %t_t1537, %cin1517
  %off1540 = shl i32 %el1538, 2
  %v1541 = extractelement <8 x float> %acc139, i32 1
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1541, ptr addrspace(8) %rws127, i32 %off1540, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1544 = add i32 %k_h1314, 18
  %kok1545 = icmp ult i32 %kin1544, %kpg
  %ok1546 = and i1 %kok1545, %cok1518
  br i1 %ok1546, label %if.then.21, label %if.end.21
if.then.21:
  %krow1547 = add i32 %kbase1308, %kin1544
  %t_k1548 = mul i32 %krow1547, %frow1310
  %t_t1549 = add i32 %t_k1548, %tap_c1311
  %el1550 = add i32 %t_t1549, %cin1517
  %off1552 = shl i32 %el1550, 2
  %v1553 = extractelement <8 x float> %acc139, i32 2
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1553, ptr addrspace(8) %rws127, i32 %off1552, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1556 = add i32 %k_h1314, 19
  %kok1557 = icmp ult i32 %kin1556, %kpg
  %ok1558 = and i1 %kok1557, %cok1518
  br i1 %ok1558, label %if.then.22, label %if.end.22
if.then.22:
  %krow1559 = add i32 %kbase1308, %kin1556
  %t_k1560 = mul i32 %krow1559, %frow1310
  %t_t1561 = add i32 %t_k1560, %tap_c1311
  %el1562 = add i32 %t_t1561, %cin1517
  %off1564 = shl i32 %el1562, 2
  %v1565 = extractelement <8 x float> %acc139, i32 3
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1565, ptr addrspace(8) %rws127, i32 %off1564, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1568 = add i32 %k_h1314, 20
  %kok1569 = icmp ult i32 %kin1568, %kpg
  %ok1570 = and i1 %kok1569, %cok1518
  br i1 %ok1570, label %if.then.23, label %if.end.23
if.then.23:
  %krow1571 = add i32 %kbase1308, %kin1568
  %t_k1572 = mul i32 %krow1571, %frow1310
  %t_t1573 = add i32 %t_k1572, %tap_c1311
  %el1574 = add i32 %t_t1573, %cin1517
  %off1576 = shl i32 %el1574, 2
  %v1577 = extractelement <8 x float> %acc139, i32 4
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1577, ptr addrspace(8) %rws127, i32 %off1576, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1580 = add i32 %k_h1314, 21
  %kok1581 = icmp ult i32 %kin1580, %kpg
  %ok1582 = and i1 %kok1581, %cok1518
  br i1 %ok1582, label %if.then.24, label %if.end.24
if.then.24:
  %krow1583 = add i32 %kbase1308, %kin1580
  %t_k1584 = mul i32 %krow1583, %frow1310
  %t_t1585 = add i32 %t_k1584, %tap_c1311
  %el1586 = add i32 %t_t1585, %cin1517
  %off1588 = shl i32 %el1586, 2
  %v1589 = extractelement <8 x float> %acc139, i32 5
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1589, ptr addrspace(8) %rws127, i32 %off1588, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin1592 = add i32 %k_h1314, 22
  %kok1593 = icmp ult i32 %kin1592, %kpg
  %ok1594 = and i1 %kok1593, %cok1518
  br i1 %ok1594, label %if.then.25, label %if.end.25
if.then.25:
  %krow1595 = add i32 %kbase1308, %kin1592
  %t_k1596 = mul i32 %krow1595, %frow1310
  %t_t1597 = add i32 %t_k1596, %tap_c1311
  %el1598 = add i32 %t_t1597, %cin1517
  %off1600 = shl i32 %el1598, 2
  %v1601 = extractelement <8 x float> %acc139, i32 6
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1601, ptr addrspace(8) %rws127, i32 %off1600, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %kin1604 = add i32 %k_h1314, 23
  %kok1605 = icmp ult i32 %kin1604, %kpg
  %ok1606 = and i1 %kok1605, %cok1518
  br i1 %ok1606, label %if.then.26, label %if.end.26
if.then.26:
  %krow1607 = add i32 %kbase1308, %kin1604
  %t_k1608 = mul i32 %krow1607, %frow1310
  %t_t1609 = add i32 %t_k1608, %tap_c1311
  %el1610 = add i32 %t_t1609, %cin1517
  %off1612 = shl i32 %el1610, 2
  %v1613 = extractelement <8 x float> %acc139, i32 7
  %old.57 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1613, ptr addrspace(8) %rws127, i32 %off1612, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %cin1616 = add i32 %c_w1312, 16
  %cin1617 = add i32 %cin1616, %lcol49
  %cok1618 = icmp ult i32 %cin1617, %cpg
  %kin1620 = add i32 %k_h1314, 16
  %kok1621 = icmp ult i32 %kin1620, %kpg
  %ok1622 = and i1 %kok1621, %cok1618
  br i1 %ok1622, label %if.then.27, label %if.end.27
if.then.27:
  %krow1623 = add i32 %kbase1308, %kin1620
  %t_k1624 = mul i32 %krow1623, %frow1310
  %t_t1625 = add i32 %t_k1624, %tap_c1311
  %el1626 = add i32 %t_t1625, %cin1617
  %off1628 = shl i32 %el1626, 2
  %v1629 = extractelement <8 x float> %acc140, i32 0
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1629, ptr addrspace(8) %rws127, i32 %off1628, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %kin1632 = add i32 %k_h1314, 17
  %kok1633 = icmp ult i32 %kin1632, %kpg
  %ok1634 = and i1 %kok1633, %cok1618
  br i1 %ok1634, label %if.then.28, label %if.end.28
if.then.28:
  %krow1635 = add i32 %kbase1308, %kin1632
  %t_k1636 = mul i32 %krow1635, %frow1310
  %t_t1637 = add i32 %t_k1636, %tap_c1311
  %el1638 = add i32 %t_t1637, %cin1617
  %off1640 = shl i32 %el1638, 2
  %v1641 = extractelement <8 x float> %acc140, i32 1
  %old.59 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1641, ptr addrspace(8) %rws127, i32 %off1640, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %kin1644 = add i32 %k_h1314, 18
  %kok1645 = icmp ult i32 %kin1644, %kpg
  %ok1646 = and i1 %kok1645, %cok1618
  br i1 %ok1646, label %if.then.29, label %if.end.29
if.then.29:
  %krow1647 = add i32 %kbase1308, %kin1644
  %t_k1648 = mul i32 %krow1647, %frow1310
  %t_t1649 = add i32 %t_k1648, %tap_c1311
  %el1650 = add i32 %t_t1649, %cin1617
  %off1652 = shl i32 %el1650, 2
  %v1653 = extractelement <8 x float> %acc140, i32 2
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1653, ptr addrspace(8) %rws127, i32 %off1652, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %kin1656 = add i32 %k_h1314, 19
  %kok1657 = icmp ult i32 %kin1656, %kpg
  %ok1658 = and i1 %kok1657, %cok1618
  br i1 %ok1658, label %if.then.30, label %if.end.30
if.then.30:
  %krow1659 = add i32 %kbase1308, %kin1656
  %t_k1660 = mul i32 %krow1659, %frow1310
  %t_t1661 = add i32 %t_k1660, %tap_c1311
  %el1662 = add i32 %t_t1661, %cin1617
  %off1664 = shl i32 %el1662, 2
  %v1665 = extractelement <8 x float> %acc140, i32 3
  %old.61 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1665, ptr addrspace(8) %rws127, i32 %off1664, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %kin1668 = add i32 %k_h1314, 20
  %kok1669 = icmp ult i32 %kin1668, %kpg
  %ok1670 = and i1 %kok1669, %cok1618
  br i1 %ok1670, label %if.then.31, label %if.end.31
if.then.31:
  %krow1671 = add i32 %kbase1308, %kin1668
  %t_k1672 = mul i32 %krow1671, %frow1310
  %t_t1673 = add i32 %t_k1672, %tap_c1311
  %el1674 = add i32 %t_t1673, %cin1617
  %off1676 = shl i32 %el1674, 2
  %v1677 = extractelement <8 x float> %acc140, i32 4
  %old.62 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1677, ptr addrspace(8) %rws127, i32 %off1676, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %kin1680 = add i32 %k_h1314, 21
  %kok1681 = icmp ult i32 %kin1680, %kpg
  %ok1682 = and i1 %kok1681, %cok1618
  br i1 %ok1682, label %if.then.32, label %if.end.32
if.then.32:
  %krow1683 = add i32 %kbase1308, %kin1680
  %t_k1684 = mul i32 %krow1683, %frow1310
  %t_t1685 = add i32 %t_k1684, %tap_c1311
  %el1686 = add i32 %t_t1685, %cin1617
  %off1688 = shl i32 %el1686, 2
  %v1689 = extractelement <8 x float> %acc140, i32 5
  %old.63 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1689, ptr addrspace(8) %rws127, i32 %off1688, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %kin1692 = add i32 %k_h1314, 22
  %kok1693 = icmp ult i32 %kin1692, %kpg
  %ok1694 = and i1 %kok1693, %cok1618
  br i1 %ok1694, label %if.then.33, label %if.end.33
if.then.33:
  %krow1695 = add i32 %kbase1308, %kin1692
  %t_k1696 = mul i32 %krow1695, %frow1310
  %t_t1697 = add i32 %t_k1696, %tap_c1311
  %el1698 = add i32 %t_t1697, %cin1617
  %off1700 = shl i32 %el1698, 2
  %v1701 = extractelement <8 x float> %acc140, i32 6
  %old.64 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1701, ptr addrspace(8) %rws127, i32 %off1700, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %kin1704 = add i32 %k_h1314, 23
  %kok1705 = icmp ult i32 %kin1704, %kpg
  %ok1706 = and i1 %kok1705, %cok1618
  br i1 %ok1706, label %if.then.34, label %if.end.34
if.then.34:
  %krow1707 = add i32 %kbase1308, %kin1704
  %t_k1708 = mul i32 %krow1707, %frow1310
  %t_t1709 = add i32 %t_k1708, %tap_c1311
  %el1710 = add i32 %t_t1709, %cin1617
  %off1712 = shl i32 %el1710, 2
  %v1713 = extractelement <8 x float> %acc140, i32 7
  %old.65 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1713, ptr addrspace(8) %rws127, i32 %off1712, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="224" }
