; irgate implicit_gemm_wgrad{dtype=fp16,filter_h=5,filter_w=5,pad_h=2,pad_w=2,stride_h=1,stride_w=1,dilation_h=1,dilation_w=1,waves_m=1,waves_n=2,wave_tiles_m=2,wave_tiles_n=1,k_steps=4,ws_replicas=2}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2 = internal unnamed_addr addrspace(3) global [5120 x i8] undef, align 16

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

define amdgpu_kernel void @irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid28 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane30 = and i32 %tid28, 31
  %wave32 = lshr i32 %tid28, 5
  %wave_m34 = urem i32 %wave32, 1
  %wave_n36 = udiv i32 %wave32, 1
  %wkb38 = mul i32 %wave_m34, 32
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
  %tap79 = urem i32 %rest77, 25
  %rest81 = udiv i32 %rest77, 25
  %kt82 = urem i32 %rest81, %nkt75
  %g83 = udiv i32 %rest81, %nkt75
  %fr85 = udiv i32 %tap79, 5
  %fs87 = urem i32 %tap79, 5
  %rd89 = mul i32 %fr85, 1
  %h_tap91 = sub i32 %rd89, 2
  %sd93 = mul i32 %fs87, 1
  %w_tap95 = sub i32 %sd93, 2
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
  %t134 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc135 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1289, %for.latch.1 ]
  %acc136 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1290, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t134, %steps124
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to138 = shl i32 %t134, 5
  %p_s139 = add i32 %p_lo112, %to138
  br i1 %vec_ok108, label %if.then.2, label %if.else.2
if.then.2:
  %e141 = add i32 %tid28, 0
  %row143 = udiv i32 %e141, 4
  %cc145 = urem i32 %e141, 4
  %chan147 = shl i32 %cc145, 3
  %pos148 = add i32 %p_s139, %row143
  %pok149 = icmp ult i32 %pos148, %p_hi116
  %n150 = udiv i32 %pos148, %howo109
  %prem151 = urem i32 %pos148, %howo109
  %ho152 = udiv i32 %prem151, %wo
  %wo153 = urem i32 %prem151, %wo
  %kin154 = add i32 %k_blk97, %chan147
  %kok155 = icmp ult i32 %kin154, %kpg
  %ok156 = and i1 %pok149, %kok155
  %e_n157 = mul i32 %n150, %dy_stride_n
  %e_h158 = mul i32 %ho152, %dy_stride_h
  %e_w159 = mul i32 %wo153, %dy_stride_w
  %el160 = add i32 %e_n157, %e_h158
  %el161 = add i32 %el160, %e_w159
  %el162 = add i32 %el161, %dy_ch102
  %el163 = add i32 %el162, %chan147
  %off165 = shl i32 %el163, 1
  %safe167 = select i1 %ok156, i32 %off165, i32 2147483647
  %dyv169 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy125, i32 %safe167, i32 0, i32 0)
  %lrow171 = mul i32 %row143, 40
  %lel172 = add i32 %lrow171, %chan147
  %lb174 = shl i32 %lel172, 1
  %la176 = add i32 %lb174, 0
  %e178 = add i32 %tid28, 64
  %row180 = udiv i32 %e178, 4
  %cc182 = urem i32 %e178, 4
  %chan184 = shl i32 %cc182, 3
  %pos185 = add i32 %p_s139, %row180
  %pok186 = icmp ult i32 %pos185, %p_hi116
  %n187 = udiv i32 %pos185, %howo109
  %prem188 = urem i32 %pos185, %howo109
  %ho189 = udiv i32 %prem188, %wo
  %wo190 = urem i32 %prem188, %wo
  %kin191 = add i32 %k_blk97, %chan184
  %kok192 = icmp ult i32 %kin191, %kpg
  %ok193 = and i1 %pok186, %kok192
  %e_n194 = mul i32 %n187, %dy_stride_n
  %e_h195 = mul i32 %ho189, %dy_stride_h
  %e_w196 = mul i32 %wo190, %dy_stride_w
  %el197 = add i32 %e_n194, %e_h195
  %el198 = add i32 %el197, %e_w196
  %el199 = add i32 %el198, %dy_ch102
  %el200 = add i32 %el199, %chan184
  %off202 = shl i32 %el200, 1
  %safe204 = select i1 %ok193, i32 %off202, i32 2147483647
  %dyv206 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy125, i32 %safe204, i32 0, i32 0)
  %lrow208 = mul i32 %row180, 40
  %lel209 = add i32 %lrow208, %chan184
  %lb211 = shl i32 %lel209, 1
  %la213 = add i32 %lb211, 0
  %e215 = add i32 %tid28, 0
  %row217 = udiv i32 %e215, 4
  %cc219 = urem i32 %e215, 4
  %chan221 = shl i32 %cc219, 3
  %pos222 = add i32 %p_s139, %row217
  %pok223 = icmp ult i32 %pos222, %p_hi116
  %n224 = udiv i32 %pos222, %howo109
  %prem225 = urem i32 %pos222, %howo109
  %ho226 = udiv i32 %prem225, %wo
  %wo227 = urem i32 %prem225, %wo
  %h_a229 = mul i32 %ho226, 1
  %hi230 = add i32 %h_a229, %h_tap91
  %hiok231 = icmp ult i32 %hi230, %hi
  %w_a233 = mul i32 %wo227, 1
  %wi234 = add i32 %w_a233, %w_tap95
  %wiok235 = icmp ult i32 %wi234, %wi
  %cin236 = add i32 %c_blk99, %chan221
  %cok237 = icmp ult i32 %cin236, %cpg
  %ok238 = and i1 %pok223, %hiok231
  %ok239 = and i1 %ok238, %wiok235
  %ok240 = and i1 %ok239, %cok237
  %e_n241 = mul i32 %n224, %x_stride_n
  %e_h242 = mul i32 %hi230, %x_stride_h
  %e_w243 = mul i32 %wi234, %x_stride_w
  %el244 = add i32 %e_n241, %e_h242
  %el245 = add i32 %el244, %e_w243
  %el246 = add i32 %el245, %x_ch103
  %el247 = add i32 %el246, %chan221
  %off249 = shl i32 %el247, 1
  %safe251 = select i1 %ok240, i32 %off249, i32 2147483647
  %xv253 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx126, i32 %safe251, i32 0, i32 0)
  %lrow255 = mul i32 %row217, 40
  %lel256 = add i32 %lrow255, %chan221
  %lb258 = shl i32 %lel256, 1
  %la260 = add i32 %lb258, 2560
  %e262 = add i32 %tid28, 64
  %row264 = udiv i32 %e262, 4
  %cc266 = urem i32 %e262, 4
  %chan268 = shl i32 %cc266, 3
  %pos269 = add i32 %p_s139, %row264
  %pok270 = icmp ult i32 %pos269, %p_hi116
  %n271 = udiv i32 %pos269, %howo109
  %prem272 = urem i32 %pos269, %howo109
  %ho273 = udiv i32 %prem272, %wo
  %wo274 = urem i32 %prem272, %wo
  %h_a276 = mul i32 %ho273, 1
  %hi277 = add i32 %h_a276, %h_tap91
  %hiok278 = icmp ult i32 %hi277, %hi
  %w_a280 = mul i32 %wo274, 1
  %wi281 = add i32 %w_a280, %w_tap95
  %wiok282 = icmp ult i32 %wi281, %wi
  %cin283 = add i32 %c_blk99, %chan268
  %cok284 = icmp ult i32 %cin283, %cpg
  %ok285 = and i1 %pok270, %hiok278
  %ok286 = and i1 %ok285, %wiok282
  %ok287 = and i1 %ok286, %cok284
  %e_n288 = mul i32 %n271, %x_stride_n
  %e_h289 = mul i32 %hi277, %x_stride_h
  %e_w290 = mul i32 %wi281, %x_stride_w
  %el291 = add i32 %e_n288, %e_h289
  %el292 = add i32 %el291, %e_w290
  %el293 = add i32 %el292, %x_ch103
  %el294 = add i32 %el293, %chan268
  %off296 = shl i32 %el294, 1
  %safe298 = select i1 %ok287, i32 %off296, i32 2147483647
  %xv300 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx126, i32 %safe298, i32 0, i32 0)
  %lrow302 = mul i32 %row264, 40
  %lel303 = add i32 %lrow302, %chan268
  %lb305 = shl i32 %lel303, 1
  %la307 = add i32 %lb305, 2560
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la176
  store <4 x i32> %dyv169, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la213
  store <4 x i32> %dyv206, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la260
  store <4 x i32> %xv253, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la307
  store <4 x i32> %xv300, ptr addrspace(3) %gep.9, align 16
  br label %if.end.2
if.else.2:
  %e309 = add i32 %tid28, 0
  %row311 = udiv i32 %e309, 16
  %cc313 = urem i32 %e309, 16
  %chan315 = shl i32 %cc313, 1
  %pos316 = add i32 %p_s139, %row311
  %pok317 = icmp ult i32 %pos316, %p_hi116
  %n318 = udiv i32 %pos316, %howo109
  %prem319 = urem i32 %pos316, %howo109
  %ho320 = udiv i32 %prem319, %wo
  %wo321 = urem i32 %prem319, %wo
  %kin322 = add i32 %k_blk97, %chan315
  %kok323 = icmp ult i32 %kin322, %kpg
  %ok324 = and i1 %pok317, %kok323
  %e_n325 = mul i32 %n318, %dy_stride_n
  %e_h326 = mul i32 %ho320, %dy_stride_h
  %e_w327 = mul i32 %wo321, %dy_stride_w
  %el328 = add i32 %e_n325, %e_h326
  %el329 = add i32 %el328, %e_w327
  %el330 = add i32 %el329, %dy_ch102
  %el331 = add i32 %el330, %chan315
  %off333 = shl i32 %el331, 1
  %safe335 = select i1 %ok324, i32 %off333, i32 2147483647
  %dyv337 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe335, i32 0, i32 0)
  %kin339 = add i32 %kin322, 1
  %kok340 = icmp ult i32 %kin339, %kpg
  %ok341 = and i1 %pok317, %kok340
  %el343 = add i32 %el331, 1
  %off345 = shl i32 %el343, 1
  %safe347 = select i1 %ok341, i32 %off345, i32 2147483647
  %dyv349 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe347, i32 0, i32 0)
  %lrow351 = mul i32 %row311, 40
  %lel352 = add i32 %lrow351, %chan315
  %lb354 = shl i32 %lel352, 1
  %la356 = add i32 %lb354, 0
  %lo357 = zext i16 %dyv337 to i32
  %hw358 = zext i16 %dyv349 to i32
  %hs360 = shl i32 %hw358, 16
  %pair361 = or i32 %lo357, %hs360
  %pairf362 = bitcast i32 %pair361 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la356
  store float %pairf362, ptr addrspace(3) %gep.10, align 4
  %e364 = add i32 %tid28, 64
  %row366 = udiv i32 %e364, 16
  %cc368 = urem i32 %e364, 16
  %chan370 = shl i32 %cc368, 1
  %pos371 = add i32 %p_s139, %row366
  %pok372 = icmp ult i32 %pos371, %p_hi116
  %n373 = udiv i32 %pos371, %howo109
  %prem374 = urem i32 %pos371, %howo109
  %ho375 = udiv i32 %prem374, %wo
  %wo376 = urem i32 %prem374, %wo
  %kin377 = add i32 %k_blk97, %chan370
  %kok378 = icmp ult i32 %kin377, %kpg
  %ok379 = and i1 %pok372, %kok378
  %e_n380 = mul i32 %n373, %dy_stride_n
  %e_h381 = mul i32 %ho375, %dy_stride_h
  %e_w382 = mul i32 %wo376, %dy_stride_w
  %el383 = add i32 %e_n380, %e_h381
  %el384 = add i32 %el383, %e_w382
  %el385 = add i32 %el384, %dy_ch102
  %el386 = add i32 %el385, %chan370
  %off388 = shl i32 %el386, 1
  %safe390 = select i1 %ok379, i32 %off388, i32 2147483647
  %dyv392 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe390, i32 0, i32 0)
  %kin394 = add i32 %kin377, 1
  %kok395 = icmp ult i32 %kin394, %kpg
  %ok396 = and i1 %pok372, %kok395
  %el398 = add i32 %el386, 1
  %off400 = shl i32 %el398, 1
  %safe402 = select i1 %ok396, i32 %off400, i32 2147483647
  %dyv404 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe402, i32 0, i32 0)
  %lrow406 = mul i32 %row366, 40
  %lel407 = add i32 %lrow406, %chan370
  %lb409 = shl i32 %lel407, 1
  %la411 = add i32 %lb409, 0
  %lo412 = zext i16 %dyv392 to i32
  %hw413 = zext i16 %dyv404 to i32
  %hs415 = shl i32 %hw413, 16
  %pair416 = or i32 %lo412, %hs415
  %pairf417 = bitcast i32 %pair416 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la411
  store float %pairf417, ptr addrspace(3) %gep.11, align 4
  %e419 = add i32 %tid28, 128
  %row421 = udiv i32 %e419, 16
  %cc423 = urem i32 %e419, 16
  %chan425 = shl i32 %cc423, 1
  %pos426 = add i32 %p_s139, %row421
  %pok427 = icmp ult i32 %pos426, %p_hi116
  %n428 = udiv i32 %pos426, %howo109
  %prem429 = urem i32 %pos426, %howo109
  %ho430 = udiv i32 %prem429, %wo
  %wo431 = urem i32 %prem429, %wo
  %kin432 = add i32 %k_blk97, %chan425
  %kok433 = icmp ult i32 %kin432, %kpg
  %ok434 = and i1 %pok427, %kok433
  %e_n435 = mul i32 %n428, %dy_stride_n
  %e_h436 = mul i32 %ho430, %dy_stride_h
  %e_w437 = mul i32 %wo431, %dy_stride_w
  %el438 = add i32 %e_n435, %e_h436
  %el439 = add i32 %el438, %e_w437
  %el440 = add i32 %el439, %dy_ch102
  %el441 = add i32 %el440, %chan425
  %off443 = shl i32 %el441, 1
  %safe445 = select i1 %ok434, i32 %off443, i32 2147483647
  %dyv447 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe445, i32 0, i32 0)
  %kin449 = add i32 %kin432, 1
  %kok450 = icmp ult i32 %kin449, %kpg
  %ok451 = and i1 %pok427, %kok450
  %el453 = add i32 %el441, 1
  %off455 = shl i32 %el453, 1
  %safe457 = select i1 %ok451, i32 %off455, i32 2147483647
  %dyv459 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe457, i32 0, i32 0)
  %lrow461 = mul i32 %row421, 40
  %lel462 = add i32 %lrow461, %chan425
  %lb464 = shl i32 %lel462, 1
  %la466 = add i32 %lb464, 0
  %lo467 = zext i16 %dyv447 to i32
  %hw468 = zext i16 %dyv459 to i32
  %hs470 = shl i32 %hw468, 16
  %pair471 = or i32 %lo467, %hs470
  %pairf472 = bitcast i32 %pair471 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la466
  store float %pairf472, ptr addrspace(3) %gep.12, align 4
  %e474 = add i32 %tid28, 192
  %row476 = udiv i32 %e474, 16
  %cc478 = urem i32 %e474, 16
  %chan480 = shl i32 %cc478, 1
  %pos481 = add i32 %p_s139, %row476
  %pok482 = icmp ult i32 %pos481, %p_hi116
  %n483 = udiv i32 %pos481, %howo109
  %prem484 = urem i32 %pos481, %howo109
  %ho485 = udiv i32 %prem484, %wo
  %wo486 = urem i32 %prem484, %wo
  %kin487 = add i32 %k_blk97, %chan480
  %kok488 = icmp ult i32 %kin487, %kpg
  %ok489 = and i1 %pok482, %kok488
  %e_n490 = mul i32 %n483, %dy_stride_n
  %e_h491 = mul i32 %ho485, %dy_stride_h
  %e_w492 = mul i32 %wo486, %dy_stride_w
  %el493 = add i32 %e_n490, %e_h491
  %el494 = add i32 %el493, %e_w492
  %el495 = add i32 %el494, %dy_ch102
  %el496 = add i32 %el495, %chan480
  %off498 = shl i32 %el496, 1
  %safe500 = select i1 %ok489, i32 %off498, i32 2147483647
  %dyv502 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe500, i32 0, i32 0)
  %kin504 = add i32 %kin487, 1
  %kok505 = icmp ult i32 %kin504, %kpg
  %ok506 = and i1 %pok482, %kok505
  %el508 = add i32 %el496, 1
  %off510 = shl i32 %el508, 1
  %safe512 = select i1 %ok506, i32 %off510, i32 2147483647
  %dyv514 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe512, i32 0, i32 0)
  %lrow516 = mul i32 %row476, 40
  %lel517 = add i32 %lrow516, %chan480
  %lb519 = shl i32 %lel517, 1
  %la521 = add i32 %lb519, 0
  %lo522 = zext i16 %dyv502 to i32
  %hw523 = zext i16 %dyv514 to i32
  %hs525 = shl i32 %hw523, 16
  %pair526 = or i32 %lo522, %hs525
  %pairf527 = bitcast i32 %pair526 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la521
  store float %pairf527, ptr addrspace(3) %gep.13, align 4
  %e529 = add i32 %tid28, 256
  %row531 = udiv i32 %e529, 16
  %cc533 = urem i32 %e529, 16
  %chan535 = shl i32 %cc533, 1
  %pos536 = add i32 %p_s139, %row531
  %pok537 = icmp ult i32 %pos536, %p_hi116
  %n538 = udiv i32 %pos536, %howo109
  %prem539 = urem i32 %pos536, %howo109
  %ho540 = udiv i32 %prem539, %wo
  %wo541 = urem i32 %prem539, %wo
  %kin542 = add i32 %k_blk97, %chan535
  %kok543 = icmp ult i32 %kin542, %kpg
  %ok544 = and i1 %pok537, %kok543
  %e_n545 = mul i32 %n538, %dy_stride_n
  %e_h546 = mul i32 %ho540, %dy_stride_h
  %e_w547 = mul i32 %wo541, %dy_stride_w
  %el548 = add i32 %e_n545, %e_h546
  %el549 = add i32 %el548, %e_w547
  %el550 = add i32 %el549, %dy_ch102
  %el551 = add i32 %el550, %chan535
  %off553 = shl i32 %el551, 1
  %safe555 = select i1 %ok544, i32 %off553, i32 2147483647
  %dyv557 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe555, i32 0, i32 0)
  %kin559 = add i32 %kin542, 1
  %kok560 = icmp ult i32 %kin559, %kpg
  %ok561 = and i1 %pok537, %kok560
  %el563 = add i32 %el551, 1
  %off565 = shl i32 %el563, 1
  %safe567 = select i1 %ok561, i32 %off565, i32 2147483647
  %dyv569 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe567, i32 0, i32 0)
  %lrow571 = mul i32 %row531, 40
  %lel572 = add i32 %lrow571, %chan535
  %lb574 = shl i32 %lel572, 1
  %la576 = add i32 %lb574, 0
  %lo577 = zext i16 %dyv557 to i32
  %hw578 = zext i16 %dyv569 to i32
  %hs580 = shl i32 %hw578, 16
  %pair581 = or i32 %lo577, %hs580
  %pairf582 = bitcast i32 %pair581 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la576
  store float %pairf582, ptr addrspace(3) %gep.14, align 4
  %e584 = add i32 %tid28, 320
  %row586 = udiv i32 %e584, 16
  %cc588 = urem i32 %e584, 16
  %chan590 = shl i32 %cc588, 1
  %pos591 = add i32 %p_s139, %row586
  %pok592 = icmp ult i32 %pos591, %p_hi116
  %n593 = udiv i32 %pos591, %howo109
  %prem594 = urem i32 %pos591, %howo109
  %ho595 = udiv i32 %prem594, %wo
  %wo596 = urem i32 %prem594, %wo
  %kin597 = add i32 %k_blk97, %chan590
  %kok598 = icmp ult i32 %kin597, %kpg
  %ok599 = and i1 %pok592, %kok598
  %e_n600 = mul i32 %n593, %dy_stride_n
  %e_h601 = mul i32 %ho595, %dy_stride_h
  %e_w602 = mul i32 %wo596, %dy_stride_w
  %el603 = add i32 %e_n600, %e_h601
  %el604 = add i32 %el603, %e_w602
  %el605 = add i32 %el604, %dy_ch102
  %el606 = add i32 %el605, %chan590
  %off608 = shl i32 %el606, 1
  %safe610 = select i1 %ok599, i32 %off608, i32 2147483647
  %dyv612 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe610, i32 0, i32 0)
  %kin614 = add i32 %kin597, 1
  %kok615 = icmp ult i32 %kin614, %kpg
  %ok616 = and i1 %pok592, %kok615
  %el618 = add i32 %el606, 1
  %off620 = shl i32 %el618, 1
  %safe622 = select i1 %ok616, i32 %off620, i32 2147483647
  %dyv624 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe622, i32 0, i32 0)
  %lrow626 = mul i32 %row586, 40
  %lel627 = add i32 %lrow626, %chan590
  %lb629 = shl i32 %lel627, 1
  %la631 = add i32 %lb629, 0
  %lo632 = zext i16 %dyv612 to i32
  %hw633 = zext i16 %dyv624 to i32
  %hs635 = shl i32 %hw633, 16
  %pair636 = or i32 %lo632, %hs635
  %pairf637 = bitcast i32 %pair636 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la631
  store float %pairf637, ptr addrspace(3) %gep.15, align 4
  %e639 = add i32 %tid28, 384
  %row641 = udiv i32 %e639, 16
  %cc643 = urem i32 %e639, 16
  %chan645 = shl i32 %cc643, 1
  %pos646 = add i32 %p_s139, %row641
  %pok647 = icmp ult i32 %pos646, %p_hi116
  %n648 = udiv i32 %pos646, %howo109
  %prem649 = urem i32 %pos646, %howo109
  %ho650 = udiv i32 %prem649, %wo
  %wo651 = urem i32 %prem649, %wo
  %kin652 = add i32 %k_blk97, %chan645
  %kok653 = icmp ult i32 %kin652, %kpg
  %ok654 = and i1 %pok647, %kok653
  %e_n655 = mul i32 %n648, %dy_stride_n
  %e_h656 = mul i32 %ho650, %dy_stride_h
  %e_w657 = mul i32 %wo651, %dy_stride_w
  %el658 = add i32 %e_n655, %e_h656
  %el659 = add i32 %el658, %e_w657
  %el660 = add i32 %el659, %dy_ch102
  %el661 = add i32 %el660, %chan645
  %off663 = shl i32 %el661, 1
  %safe665 = select i1 %ok654, i32 %off663, i32 2147483647
  %dyv667 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe665, i32 0, i32 0)
  %kin669 = add i32 %kin652, 1
  %kok670 = icmp ult i32 %kin669, %kpg
  %ok671 = and i1 %pok647, %kok670
  %el673 = add i32 %el661, 1
  %off675 = shl i32 %el673, 1
  %safe677 = select i1 %ok671, i32 %off675, i32 2147483647
  %dyv679 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe677, i32 0, i32 0)
  %lrow681 = mul i32 %row641, 40
  %lel682 = add i32 %lrow681, %chan645
  %lb684 = shl i32 %lel682, 1
  %la686 = add i32 %lb684, 0
  %lo687 = zext i16 %dyv667 to i32
  %hw688 = zext i16 %dyv679 to i32
  %hs690 = shl i32 %hw688, 16
  %pair691 = or i32 %lo687, %hs690
  %pairf692 = bitcast i32 %pair691 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la686
  store float %pairf692, ptr addrspace(3) %gep.16, align 4
  %e694 = add i32 %tid28, 448
  %row696 = udiv i32 %e694, 16
  %cc698 = urem i32 %e694, 16
  %chan700 = shl i32 %cc698, 1
  %pos701 = add i32 %p_s139, %row696
  %pok702 = icmp ult i32 %pos701, %p_hi116
  %n703 = udiv i32 %pos701, %howo109
  %prem704 = urem i32 %pos701, %howo109
  %ho705 = udiv i32 %prem704, %wo
  %wo706 = urem i32 %prem704, %wo
  %kin707 = add i32 %k_blk97, %chan700
  %kok708 = icmp ult i32 %kin707, %kpg
  %ok709 = and i1 %pok702, %kok708
  %e_n710 = mul i32 %n703, %dy_stride_n
  %e_h711 = mul i32 %ho705, %dy_stride_h
  %e_w712 = mul i32 %wo706, %dy_stride_w
  %el713 = add i32 %e_n710, %e_h711
  %el714 = add i32 %el713, %e_w712
  %el715 = add i32 %el714, %dy_ch102
  %el716 = add i32 %el715, %chan700
  %off718 = shl i32 %el716, 1
  %safe720 = select i1 %ok709, i32 %off718, i32 2147483647
  %dyv722 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe720, i32 0, i32 0)
  %kin724 = add i32 %kin707, 1
  %kok725 = icmp ult i32 %kin724, %kpg
  %ok726 = and i1 %pok702, %kok725
  %el728 = add i32 %el716, 1
  %off730 = shl i32 %el728, 1
  %safe732 = select i1 %ok726, i32 %off730, i32 2147483647
  %dyv734 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe732, i32 0, i32 0)
  %lrow736 = mul i32 %row696, 40
  %lel737 = add i32 %lrow736, %chan700
  %lb739 = shl i32 %lel737, 1
  %la741 = add i32 %lb739, 0
  %lo742 = zext i16 %dyv722 to i32
  %hw743 = zext i16 %dyv734 to i32
  %hs745 = shl i32 %hw743, 16
  %pair746 = or i32 %lo742, %hs745
  %pairf747 = bitcast i32 %pair746 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la741
  store float %pairf747, ptr addrspace(3) %gep.17, align 4
  %e749 = add i32 %tid28, 0
  %row751 = udiv i32 %e749, 16
  %cc753 = urem i32 %e749, 16
  %chan755 = shl i32 %cc753, 1
  %pos756 = add i32 %p_s139, %row751
  %pok757 = icmp ult i32 %pos756, %p_hi116
  %n758 = udiv i32 %pos756, %howo109
  %prem759 = urem i32 %pos756, %howo109
  %ho760 = udiv i32 %prem759, %wo
  %wo761 = urem i32 %prem759, %wo
  %h_a763 = mul i32 %ho760, 1
  %hi764 = add i32 %h_a763, %h_tap91
  %hiok765 = icmp ult i32 %hi764, %hi
  %w_a767 = mul i32 %wo761, 1
  %wi768 = add i32 %w_a767, %w_tap95
  %wiok769 = icmp ult i32 %wi768, %wi
  %cin770 = add i32 %c_blk99, %chan755
  %cok771 = icmp ult i32 %cin770, %cpg
  %ok772 = and i1 %pok757, %hiok765
  %ok773 = and i1 %ok772, %wiok769
  %ok774 = and i1 %ok773, %cok771
  %e_n775 = mul i32 %n758, %x_stride_n
  %e_h776 = mul i32 %hi764, %x_stride_h
  %e_w777 = mul i32 %wi768, %x_stride_w
  %el778 = add i32 %e_n775, %e_h776
  %el779 = add i32 %el778, %e_w777
  %el780 = add i32 %el779, %x_ch103
  %el781 = add i32 %el780, %chan755
  %off783 = shl i32 %el781, 1
  %safe785 = select i1 %ok774, i32 %off783, i32 2147483647
  %xv787 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe785, i32 0, i32 0)
  %cin789 = add i32 %cin770, 1
  %cok790 = icmp ult i32 %cin789, %cpg
  %ok791 = and i1 %ok773, %cok790
  %el793 = add i32 %el781, 1
  %off795 = shl i32 %el793, 1
  %safe797 = select i1 %ok791, i32 %off795, i32 2147483647
  %xv799 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe797, i32 0, i32 0)
  %lrow801 = mul i32 %row751, 40
  %lel802 = add i32 %lrow801, %chan755
  %lb804 = shl i32 %lel802, 1
  %la806 = add i32 %lb804, 2560
  %lo807 = zext i16 %xv787 to i32
  %hw808 = zext i16 %xv799 to i32
  %hs810 = shl i32 %hw808, 16
  %pair811 = or i32 %lo807, %hs810
  %pairf812 = bitcast i32 %pair811 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la806
  store float %pairf812, ptr addrspace(3) %gep.18, align 4
  %e814 = add i32 %tid28, 64
  %row816 = udiv i32 %e814, 16
  %cc818 = urem i32 %e814, 16
  %chan820 = shl i32 %cc818, 1
  %pos821 = add i32 %p_s139, %row816
  %pok822 = icmp ult i32 %pos821, %p_hi116
  %n823 = udiv i32 %pos821, %howo109
  %prem824 = urem i32 %pos821, %howo109
  %ho825 = udiv i32 %prem824, %wo
  %wo826 = urem i32 %prem824, %wo
  %h_a828 = mul i32 %ho825, 1
  %hi829 = add i32 %h_a828, %h_tap91
  %hiok830 = icmp ult i32 %hi829, %hi
  %w_a832 = mul i32 %wo826, 1
  %wi833 = add i32 %w_a832, %w_tap95
  %wiok834 = icmp ult i32 %wi833, %wi
  %cin835 = add i32 %c_blk99, %chan820
  %cok836 = icmp ult i32 %cin835, %cpg
  %ok837 = and i1 %pok822, %hiok830
  %ok838 = and i1 %ok837, %wiok834
  %ok839 = and i1 %ok838, %cok836
  %e_n840 = mul i32 %n823, %x_stride_n
  %e_h841 = mul i32 %hi829, %x_stride_h
  %e_w842 = mul i32 %wi833, %x_stride_w
  %el843 = add i32 %e_n840, %e_h841
  %el844 = add i32 %el843, %e_w842
  %el845 = add i32 %el844, %x_ch103
  %el846 = add i32 %el845, %chan820
  %off848 = shl i32 %el846, 1
  %safe850 = select i1 %ok839, i32 %off848, i32 2147483647
  %xv852 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe850, i32 0, i32 0)
  %cin854 = add i32 %cin835, 1
  %cok855 = icmp ult i32 %cin854, %cpg
  %ok856 = and i1 %ok838, %cok855
  %el858 = add i32 %el846, 1
  %off860 = shl i32 %el858, 1
  %safe862 = select i1 %ok856, i32 %off860, i32 2147483647
  %xv864 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe862, i32 0, i32 0)
  %lrow866 = mul i32 %row816, 40
  %lel867 = add i32 %lrow866, %chan820
  %lb869 = shl i32 %lel867, 1
  %la871 = add i32 %lb869, 2560
  %lo872 = zext i16 %xv852 to i32
  %hw873 = zext i16 %xv864 to i32
  %hs875 = shl i32 %hw873, 16
  %pair876 = or i32 %lo872, %hs875
  %pairf877 = bitcast i32 %pair876 to float
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la871
  store float %pairf877, ptr addrspace(3) %gep.19, align 4
  %e879 = add i32 %tid28, 128
  %row881 = udiv i32 %e879, 16
  %cc883 = urem i32 %e879, 16
  %chan885 = shl i32 %cc883, 1
  %pos886 = add i32 %p_s139, %row881
  %pok887 = icmp ult i32 %pos886, %p_hi116
  %n888 = udiv i32 %pos886, %howo109
  %prem889 = urem i32 %pos886, %howo109
  %ho890 = udiv i32 %prem889, %wo
  %wo891 = urem i32 %prem889, %wo
  %h_a893 = mul i32 %ho890, 1
  %hi894 = add i32 %h_a893, %h_tap91
  %hiok895 = icmp ult i32 %hi894, %hi
  %w_a897 = mul i32 %wo891, 1
  %wi898 = add i32 %w_a897, %w_tap95
  %wiok899 = icmp ult i32 %wi898, %wi
  %cin900 = add i32 %c_blk99, %chan885
  %cok901 = icmp ult i32 %cin900, %cpg
  %ok902 = and i1 %pok887, %hiok895
  %ok903 = and i1 %ok902, %wiok899
  %ok904 = and i1 %ok903, %cok901
  %e_n905 = mul i32 %n888, %x_stride_n
  %e_h906 = mul i32 %hi894, %x_stride_h
  %e_w907 = mul i32 %wi898, %x_stride_w
  %el908 = add i32 %e_n905, %e_h906
  %el909 = add i32 %el908, %e_w907
  %el910 = add i32 %el909, %x_ch103
  %el911 = add i32 %el910, %chan885
  %off913 = shl i32 %el911, 1
  %safe915 = select i1 %ok904, i32 %off913, i32 2147483647
  %xv917 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe915, i32 0, i32 0)
  %cin919 = add i32 %cin900, 1
  %cok920 = icmp ult i32 %cin919, %cpg
  %ok921 = and i1 %ok903, %cok920
  %el923 = add i32 %el911, 1
  %off925 = shl i32 %el923, 1
  %safe927 = select i1 %ok921, i32 %off925, i32 2147483647
  %xv929 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe927, i32 0, i32 0)
  %lrow931 = mul i32 %row881, 40
  %lel932 = add i32 %lrow931, %chan885
  %lb934 = shl i32 %lel932, 1
  %la936 = add i32 %lb934, 2560
  %lo937 = zext i16 %xv917 to i32
  %hw938 = zext i16 %xv929 to i32
  %hs940 = shl i32 %hw938, 16
  %pair941 = or i32 %lo937, %hs940
  %pairf942 = bitcast i32 %pair941 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la936
  store float %pairf942, ptr addrspace(3) %gep.20, align 4
  %e944 = add i32 %tid28, 192
  %row946 = udiv i32 %e944, 16
  %cc948 = urem i32 %e944, 16
  %chan950 = shl i32 %cc948, 1
  %pos951 = add i32 %p_s139, %row946
  %pok952 = icmp ult i32 %pos951, %p_hi116
  %n953 = udiv i32 %pos951, %howo109
  %prem954 = urem i32 %pos951, %howo109
  %ho955 = udiv i32 %prem954, %wo
  %wo956 = urem i32 %prem954, %wo
  %h_a958 = mul i32 %ho955, 1
  %hi959 = add i32 %h_a958, %h_tap91
  %hiok960 = icmp ult i32 %hi959, %hi
  %w_a962 = mul i32 %wo956, 1
  %wi963 = add i32 %w_a962, %w_tap95
  %wiok964 = icmp ult i32 %wi963, %wi
  %cin965 = add i32 %c_blk99, %chan950
  %cok966 = icmp ult i32 %cin965, %cpg
  %ok967 = and i1 %pok952, %hiok960
  %ok968 = and i1 %ok967, %wiok964
  %ok969 = and i1 %ok968, %cok966
  %e_n970 = mul i32 %n953, %x_stride_n
  %e_h971 = mul i32 %hi959, %x_stride_h
  %e_w972 = mul i32 %wi963, %x_stride_w
  %el973 = add i32 %e_n970, %e_h971
  %el974 = add i32 %el973, %e_w972
  %el975 = add i32 %el974, %x_ch103
  %el976 = add i32 %el975, %chan950
  %off978 = shl i32 %el976, 1
  %safe980 = select i1 %ok969, i32 %off978, i32 2147483647
  %xv982 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe980, i32 0, i32 0)
  %cin984 = add i32 %cin965, 1
  %cok985 = icmp ult i32 %cin984, %cpg
  %ok986 = and i1 %ok968, %cok985
  %el988 = add i32 %el976, 1
  %off990 = shl i32 %el988, 1
  %safe992 = select i1 %ok986, i32 %off990, i32 2147483647
  %xv994 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe992, i32 0, i32 0)
  %lrow996 = mul i32 %row946, 40
  %lel997 = add i32 %lrow996, %chan950
  %lb999 = shl i32 %lel997, 1
  %la1001 = add i32 %lb999, 2560
  %lo1002 = zext i16 %xv982 to i32
  %hw1003 = zext i16 %xv994 to i32
  %hs1005 = shl i32 %hw1003, 16
  %pair1006 = or i32 %lo1002, %hs1005
  %pairf1007 = bitcast i32 %pair1006 to float
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la1001
  store float %pairf1007, ptr addrspace(3) %gep.21, align 4
  %e1009 = add i32 %tid28, 256
  %row1011 = udiv i32 %e1009, 16
  %cc1013 = urem i32 %e1009, 16
  %chan1015 = shl i32 %cc1013, 1
  %pos1016 = add i32 %p_s139, %row1011
  %pok1017 = icmp ult i32 %pos1016, %p_hi116
  %n1018 = udiv i32 %pos1016, %howo109
  %prem1019 = urem i32 %pos1016, %howo109
  %ho1020 = udiv i32 %prem1019, %wo
  %wo1021 = urem i32 %prem1019, %wo
  %h_a1023 = mul i32 %ho1020, 1
  %hi1024 = add i32 %h_a1023, %h_tap91
  %hiok1025 = icmp ult i32 %hi1024, %hi
  %w_a1027 = mul i32 %wo1021, 1
  %wi1028 = add i32 %w_a1027, %w_tap95
  %wiok1029 = icmp ult i32 %wi1028, %wi
  %cin1030 = add i32 %c_blk99, %chan1015
  %cok1031 = icmp ult i32 %cin1030, %cpg
  %ok1032 = and i1 %pok1017, %hiok1025
  %ok1033 = and i1 %ok1032, %wiok1029
  %ok1034 = and i1 %ok1033, %cok1031
  %e_n1035 = mul i32 %n1018, %x_stride_n
  %e_h1036 = mul i32 %hi1024, %x_stride_h
  %e_w1037 = mul i32 %wi1028, %x_stride_w
  %el1038 = add i32 %e_n1035, %e_h1036
  %el1039 = add i32 %el1038, %e_w1037
  %el1040 = add i32 %el1039, %x_ch103
  %el1041 = add i32 %el1040, %chan1015
  %off1043 = shl i32 %el1041, 1
  %safe1045 = select i1 %ok1034, i32 %off1043, i32 2147483647
  %xv1047 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1045, i32 0, i32 0)
  %cin1049 = add i32 %cin1030, 1
  %cok1050 = icmp ult i32 %cin1049, %cpg
  %ok1051 = and i1 %ok1033, %cok1050
  %el1053 = add i32 %el1041, 1
  %off1055 = shl i32 %el1053, 1
  %safe1057 = select i1 %ok1051, i32 %off1055, i32 2147483647
  %xv1059 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1057, i32 0, i32 0)
  %lrow1061 = mul i32 %row1011, 40
  %lel1062 = add i32 %lrow1061, %chan1015
  %lb1064 = shl i32 %lel1062, 1
  %la1066 = add i32 %lb1064, 2560
  %lo1067 = zext i16 %xv1047 to i32
  %hw1068 = zext i16 %xv1059 to i32
  %hs1070 = shl i32 %hw1068, 16
  %pair1071 = or i32 %lo1067, %hs1070
  %pairf1072 = bitcast i32 %pair1071 to float
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la1066
  store float %pairf1072, ptr addrspace(3) %gep.22, align 4
  %e1074 = add i32 %tid28, 320
  %row1076 = udiv i32 %e1074, 16
  %cc1078 = urem i32 %e1074, 16
  %chan1080 = shl i32 %cc1078, 1
  %pos1081 = add i32 %p_s139, %row1076
  %pok1082 = icmp ult i32 %pos1081, %p_hi116
  %n1083 = udiv i32 %pos1081, %howo109
  %prem1084 = urem i32 %pos1081, %howo109
  %ho1085 = udiv i32 %prem1084, %wo
  %wo1086 = urem i32 %prem1084, %wo
  %h_a1088 = mul i32 %ho1085, 1
  %hi1089 = add i32 %h_a1088, %h_tap91
  %hiok1090 = icmp ult i32 %hi1089, %hi
  %w_a1092 = mul i32 %wo1086, 1
  %wi1093 = add i32 %w_a1092, %w_tap95
  %wiok1094 = icmp ult i32 %wi1093, %wi
  %cin1095 = add i32 %c_blk99, %chan1080
  %cok1096 = icmp ult i32 %cin1095, %cpg
  %ok1097 = and i1 %pok1082, %hiok1090
  %ok1098 = and i1 %ok1097, %wiok1094
  %ok1099 = and i1 %ok1098, %cok1096
  %e_n1100 = mul i32 %n1083, %x_stride_n
  %e_h1101 = mul i32 %hi1089, %x_stride_h
  %e_w1102 = mul i32 %wi1093, %x_stride_w
  %el1103 = add i32 %e_n1100, %e_h1101
  %el1104 = add i32 %el1103, %e_w1102
  %el1105 = add i32 %el1104, %x_ch103
  %el1106 = add i32 %el1105, %chan1080
  %off1108 = shl i32 %el1106, 1
  %safe1110 = select i1 %ok1099, i32 %off1108, i32 2147483647
  %xv1112 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1110, i32 0, i32 0)
  %cin1114 = add i32 %cin1095, 1
  %cok1115 = icmp ult i32 %cin1114, %cpg
  %ok1116 = and i1 %ok1098, %cok1115
  %el1118 = add i32 %el1106, 1
  %off1120 = shl i32 %el1118, 1
  %safe1122 = select i1 %ok1116, i32 %off1120, i32 2147483647
  %xv1124 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1122, i32 0, i32 0)
  %lrow1126 = mul i32 %row1076, 40
  %lel1127 = add i32 %lrow1126, %chan1080
  %lb1129 = shl i32 %lel1127, 1
  %la1131 = add i32 %lb1129, 2560
  %lo1132 = zext i16 %xv1112 to i32
  %hw1133 = zext i16 %xv1124 to i32
  %hs1135 = shl i32 %hw1133, 16
  %pair1136 = or i32 %lo1132, %hs1135
  %pairf1137 = bitcast i32 %pair1136 to float
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la1131
  store float %pairf1137, ptr addrspace(3) %gep.23, align 4
  %e1139 = add i32 %tid28, 384
  %row1141 = udiv i32 %e1139, 16
  %cc1143 = urem i32 %e1139, 16
  %chan1145 = shl i32 %cc1143, 1
  %pos1146 = add i32 %p_s139, %row1141
  %pok1147 = icmp ult i32 %pos1146, %p_hi116
  %n1148 = udiv i32 %pos1146, %howo109
  %prem1149 = urem i32 %pos1146, %howo109
  %ho1150 = udiv i32 %prem1149, %wo
  %wo1151 = urem i32 %prem1149, %wo
  %h_a1153 = mul i32 %ho1150, 1
  %hi1154 = add i32 %h_a1153, %h_tap91
  %hiok1155 = icmp ult i32 %hi1154, %hi
  %w_a1157 = mul i32 %wo1151, 1
  %wi1158 = add i32 %w_a1157, %w_tap95
  %wiok1159 = icmp ult i32 %wi1158, %wi
  %cin1160 = add i32 %c_blk99, %chan1145
  %cok1161 = icmp ult i32 %cin1160, %cpg
  %ok1162 = and i1 %pok1147, %hiok1155
  %ok1163 = and i1 %ok1162, %wiok1159
  %ok1164 = and i1 %ok1163, %cok1161
  %e_n1165 = mul i32 %n1148, %x_stride_n
  %e_h1166 = mul i32 %hi1154, %x_stride_h
  %e_w1167 = mul i32 %wi1158, %x_stride_w
  %el1168 = add i32 %e_n1165, %e_h1166
  %el1169 = add i32 %el1168, %e_w1167
  %el1170 = add i32 %el1169, %x_ch103
  %el1171 = add i32 %el1170, %chan1145
  %off1173 = shl i32 %el1171, 1
  %safe1175 = select i1 %ok1164, i32 %off1173, i32 2147483647
  %xv1177 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1175, i32 0, i32 0)
  %cin1179 = add i32 %cin1160, 1
  %cok1180 = icmp ult i32 %cin1179, %cpg
  %ok1181 = and i1 %ok1163, %cok1180
  %el1183 = add i32 %el1171, 1
  %off1185 = shl i32 %el1183, 1
  %safe1187 = select i1 %ok1181, i32 %off1185, i32 2147483647
  %xv1189 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1187, i32 0, i32 0)
  %lrow1191 = mul i32 %row1141, 40
  %lel1192 = add i32 %lrow1191, %chan1145
  %lb1194 = shl i32 %lel1192, 1
  %la1196 = add i32 %lb1194, 2560
  %lo1197 = zext i16 %xv1177 to i32
  %hw1198 = zext i16 %xv1189 to i32
  %hs1200 = shl i32 %hw1198, 16
  %pair1201 = or i32 %lo1197, %hs1200
  %pairf1202 = bitcast i32 %pair1201 to float
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la1196
  store float %pairf1202, ptr addrspace(3) %gep.24, align 4
  %e1204 = add i32 %tid28, 448
  %row1206 = udiv i32 %e1204, 16
  %cc1208 = urem i32 %e1204, 16
  %chan1210 = shl i32 %cc1208, 1
  %pos1211 = add i32 %p_s139, %row1206
  %pok1212 = icmp ult i32 %pos1211, %p_hi116
  %n1213 = udiv i32 %pos1211, %howo109
  %prem1214 = urem i32 %pos1211, %howo109
  %ho1215 = udiv i32 %prem1214, %wo
  %wo1216 = urem i32 %prem1214, %wo
  %h_a1218 = mul i32 %ho1215, 1
  %hi1219 = add i32 %h_a1218, %h_tap91
  %hiok1220 = icmp ult i32 %hi1219, %hi
  %w_a1222 = mul i32 %wo1216, 1
  %wi1223 = add i32 %w_a1222, %w_tap95
  %wiok1224 = icmp ult i32 %wi1223, %wi
  %cin1225 = add i32 %c_blk99, %chan1210
  %cok1226 = icmp ult i32 %cin1225, %cpg
  %ok1227 = and i1 %pok1212, %hiok1220
  %ok1228 = and i1 %ok1227, %wiok1224
  %ok1229 = and i1 %ok1228, %cok1226
  %e_n1230 = mul i32 %n1213, %x_stride_n
  %e_h1231 = mul i32 %hi1219, %x_stride_h
  %e_w1232 = mul i32 %wi1223, %x_stride_w
  %el1233 = add i32 %e_n1230, %e_h1231
  %el1234 = add i32 %el1233, %e_w1232
  %el1235 = add i32 %el1234, %x_ch103
  %el1236 = add i32 %el1235, %chan1210
  %off1238 = shl i32 %el1236, 1
  %safe1240 = select i1 %ok1229, i32 %off1238, i32 2147483647
  %xv1242 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1240, i32 0, i32 0)
  %cin1244 = add i32 %cin1225, 1
  %cok1245 = icmp ult i32 %cin1244, %cpg
  %ok1246 = and i1 %ok1228, %cok1245
  %el1248 = add i32 %el1236, 1
  %off1250 = shl i32 %el1248, 1
  %safe1252 = select i1 %ok1246, i32 %off1250, i32 2147483647
  %xv1254 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe1252, i32 0, i32 0)
  %lrow1256 = mul i32 %row1206, 40
  %lel1257 = add i32 %lrow1256, %chan1210
  %lb1259 = shl i32 %lel1257, 1
  %la1261 = add i32 %lb1259, 2560
  %lo1262 = zext i16 %xv1242 to i32
  %hw1263 = zext i16 %xv1254 to i32
  %hs1265 = shl i32 %hw1263, 16
  %pair1266 = or i32 %lo1262, %hs1265
  %pairf1267 = bitcast i32 %pair1266 to float
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %la1261
  store float %pairf1267, ptr addrspace(3) %gep.25, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1269 = add i32 %a_lane59, 0
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %a_addr1269
  %a_lo1270 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.26)
  %a_addr1272 = add i32 %a_lane59, 1280
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %a_addr1272
  %a_hi1273 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.27)
  %a_frag1274 = shufflevector <8 x half> %a_lo1270, <8 x half> %a_hi1273, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr1276 = add i32 %a_lane59, 32
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %a_addr1276
  %a_lo1277 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %a_addr1279 = add i32 %a_lane59, 1312
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %a_addr1279
  %a_hi1280 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %a_frag1281 = shufflevector <8 x half> %a_lo1277, <8 x half> %a_hi1280, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1283 = add i32 %b_lane65, 2560
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %b_addr1283
  %b_lo1284 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %b_addr1286 = add i32 %b_lane65, 3840
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f5x5_p2x2_s1x1_d1x1_w1x2_t2x1_ks4_wsr2, i32 %b_addr1286
  %b_hi1287 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %b_frag1288 = shufflevector <8 x half> %b_lo1284, <8 x half> %b_hi1287, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1289 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1274, i1 false, <16 x half> %b_frag1288, i16 0, <8 x float> %acc135, i1 false, i1 false)
  %acc1290 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1281, i1 false, <16 x half> %b_frag1288, i16 0, <8 x float> %acc136, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t134, 1
  br label %for.head.1
for.exit.1:
  %slab1292 = urem i32 %split67, 2
  %slab_g1293 = mul i32 %slab1292, %groups
  %slab_k1294 = mul i32 %slab_g1293, %kpg
  %kbase1295 = add i32 %slab_k1294, %gk100
  %frow1297 = mul i32 %cpg, 25
  %tap_c1298 = mul i32 %tap79, %cpg
  %c_w1299 = add i32 %c_blk99, %wcb40
  %k_w1300 = add i32 %k_blk97, %wkb38
  %k_h1301 = add i32 %k_w1300, %khalf44
  %cin1303 = add i32 %c_w1299, 0
  %cin1304 = add i32 %cin1303, %lcol49
  %cok1305 = icmp ult i32 %cin1304, %cpg
  %kin1307 = add i32 %k_h1301, 0
  %kok1308 = icmp ult i32 %kin1307, %kpg
  %ok1309 = and i1 %kok1308, %cok1305
  br i1 %ok1309, label %if.then.3, label %if.end.3
if.then.3:
  %krow1310 = add i32 %kbase1295, %kin1307
  %t_k1311 = mul i32 %krow1310, %frow1297
  %t_t1312 = add i32 %t_k1311, %tap_c1298
  %el1313 = add i32 %t_t1312, %cin1304
  %off1315 = shl i32 %el1313, 2
  %v1316 = extractelement <8 x float> %acc135, i32 0
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1316, ptr addrspace(8) %rws127, i32 %off1315, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1319 = add i32 %k_h1301, 1
  %kok1320 = icmp ult i32 %kin1319, %kpg
  %ok1321 = and i1 %kok1320, %cok1305
  br i1 %ok1321, label %if.then.4, label %if.end.4
if.then.4:
  %krow1322 = add i32 %kbase1295, %kin1319
  %t_k1323 = mul i32 %krow1322, %frow1297
  %t_t1324 = add i32 %t_k1323, %tap_c1298
  %el1325 = add i32 %t_t1324, %cin1304
  %off1327 = shl i32 %el1325, 2
  %v1328 = extractelement <8 x float> %acc135, i32 1
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1328, ptr addrspace(8) %rws127, i32 %off1327, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1331 = add i32 %k_h1301, 2
  %kok1332 = icmp ult i32 %kin1331, %kpg
  %ok1333 = and i1 %kok1332, %cok1305
  br i1 %ok1333, label %if.then.5, label %if.end.5
if.then.5:
  %krow1334 = add i32 %kbase1295, %kin1331
  %t_k1335 = mul i32 %krow1334, %frow1297
  %t_t1336 = add i32 %t_k1335, %tap_c1298
  %el1337 = add i32 %t_t1336, %cin1304
  %off1339 = shl i32 %el1337, 2
  %v1340 = extractelement <8 x float> %acc135, i32 2
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1340, ptr addrspace(8) %rws127, i32 %off1339, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1343 = add i32 %k_h1301, 3
  %kok1344 = icmp ult i32 %kin1343, %kpg
  %ok1345 = and i1 %kok1344, %cok1305
  br i1 %ok1345, label %if.then.6, label %if.end.6
if.then.6:
  %krow1346 = add i32 %kbase1295, %kin1343
  %t_k1347 = mul i32 %krow1346, %frow1297
  %t_t1348 = add i32 %t_k1347, %tap_c1298
  %el1349 = add i32 %t_t1348, %cin1304
  %off1351 = shl i32 %el1349, 2
  %v1352 = extractelement <8 x float> %acc135, i32 3
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1352, ptr addrspace(8) %rws127, i32 %off1351, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1355 = add i32 %k_h1301, 4
  %kok1356 = icmp ult i32 %kin1355, %kpg
  %ok1357 = and i1 %kok1356, %cok1305
  br i1 %ok1357, label %if.then.7, label %if.end.7
if.then.7:
  %krow1358 = add i32 %kbase1295, %kin1355
  %t_k1359 = mul i32 %krow1358, %frow1297
  %t_t1360 = add i32 %t_k1359, %tap_c1298
  %el1361 = add i32 %t_t1360, %cin1304
  %off1363 = shl i32 %el1361, 2
  %v1364 = extractelement <8 x float> %acc135, i32 4
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1364, ptr addrspace(8) %rws127, i32 %off1363, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1367 = add i32 %k_h1301, 5
  %kok1368 = icmp ult i32 %kin1367, %kpg
  %ok1369 = and i1 %kok1368, %cok1305
  br i1 %ok1369, label %if.then.8, label %if.end.8
if.then.8:
  %krow1370 = add i32 %kbase1295, %kin1367
  %t_k1371 = mul i32 %krow1370, %frow1297
  %t_t1372 = add i32 %t_k1371, %tap_c1298
  %el1373 = add i32 %t_t1372, %cin1304
  %off1375 = shl i32 %el1373, 2
  %v1376 = extractelement <8 x float> %acc135, i32 5
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1376, ptr addrspace(8) %rws127, i32 %off1375, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1379 = add i32 %k_h1301, 6
  %kok1380 = icmp ult i32 %kin1379, %kpg
  %ok1381 = and i1 %kok1380, %cok1305
  br i1 %ok1381, label %if.then.9, label %if.end.9
if.then.9:
  %krow1382 = add i32 %kbase1295, %kin1379
  %t_k1383 = mul i32 %krow1382, %frow1297
  %t_t1384 = add i32 %t_k1383, %tap_c1298
  %el1385 = add i32 %t_t1384, %cin1304
  %off1387 = shl i32 %el1385, 2
  %v1388 = extractelement <8 x float> %acc135, i32 6
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1388, ptr addrspace(8) %rws127, i32 %off1387, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin1391 = add i32 %k_h1301, 7
  %kok1392 = icmp ult i32 %kin1391, %kpg
  %ok1393 = and i1 %kok1392, %cok1305
  br i1 %ok1393, label %if.then.10, label %if.end.10
if.then.10:
  %krow1394 = add i32 %kbase1295, %kin1391
  %t_k1395 = mul i32 %krow1394, %frow1297
  %t_t1396 = add i32 %t_k1395, %tap_c1298
  %el1397 = add i32 %t_t1396, %cin1304
  %off1399 = shl i32 %el1397, 2
  %v1400 = extractelement <8 x float> %acc135, i32 7
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1400, ptr addrspace(8) %rws127, i32 %off1399, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %cin1403 = add i32 %c_w1299, 0
  %cin1404 = add i32 %cin1403, %lcol49
  %cok1405 = icmp ult i32 %cin1404, %cpg
  %kin1407 = add i32 %k_h1301, 16
  %kok1408 = icmp ult i32 %kin1407, %kpg
  %ok1409 = and i1 %kok1408, %cok1405
  br i1 %ok1409, label %if.then.11, label %if.end.11
if.then.11:
  %krow1410 = add i32 %kbase1295, %kin1407
  %t_k1411 = mul i32 %krow1410, %frow1297
  %t_t1412 = add i32 %t_k1411, %tap_c1298
  %el1413 = add i32 %t_t1412, %cin1404
  %off1415 = shl i32 %el1413, 2
  %v1416 = extractelement <8 x float> %acc136, i32 0
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1416, ptr addrspace(8) %rws127, i32 %off1415, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1419 = add i32 %k_h1301, 17
  %kok1420 = icmp ult i32 %kin1419, %kpg
  %ok1421 = and i1 %kok1420, %cok1405
  br i1 %ok1421, label %if.then.12, label %if.end.12
if.then.12:
  %krow1422 = add i32 %kbase1295, %kin1419
  %t_k1423 = mul i32 %krow1422, %frow1297
  %t_t1424 = add i32 %t_k1423, %tap_c1298
  %el1425 = add i32 %t_t1424, %cin1404
  %off1427 = shl i32 %el1425, 2
  %v1428 = extractelement <8 x float> %acc136, i32 1
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1428, ptr addrspace(8) %rws127, i32 %off1427, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1431 = add i32 %k_h1301, 18
  %kok1432 = icmp ult i32 %kin1431, %kpg
  %ok1433 = and i1 %kok1432, %cok1405
  br i1 %ok1433, label %if.then.13, label %if.end.13
if.then.13:
  %krow1434 = add i32 %kbase1295, %kin1431
  %t_k1435 = mul i32 %krow1434, %frow1297
  %t_t1436 = add i32 %t_k1435, %tap_c1298
  %el1437 = add i32 %t_t1436, %cin1404
  %off1439 = shl i32 %el1437, 2
  %v1440 = extractelement <8 x float> %acc136, i32 2
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1440, ptr addrspace(8) %rws127, i32 %off1439, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1443 = add i32 %k_h1301, 19
  %kok1444 = icmp ult i32 %kin1443, %kpg
  %ok1445 = and i1 %kok1444, %cok1405
  br i1 %ok1445, label %if.then.14, label %if.end.14
if.then.14:
  %krow1446 = add i32 %kbase1295, %kin1443
  %t_k1447 = mul i32 %krow1446, %frow1297
  %t_t1448 = add i32 %t_k1447, %tap_c1298
  %el1449 = add i32 %t_t1448, %cin1404
  %off1451 = shl i32 %el1449, 2
  %v1452 = extractelement <8 x float> %acc136, i32 3
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1452, ptr addrspace(8) %rws127, i32 %off1451, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1455 = add i32 %k_h1301, 20
  %kok1456 = icmp ult i32 %kin1455, %kpg
  %ok1457 = and i1 %kok1456, %cok1405
  br i1 %ok1457, label %if.then.15, label %if.end.15
if.then.15:
  %krow1458 = add i32 %kbase1295, %kin1455
  %t_k1459 = mul i32 %krow1458, %frow1297
  %t_t1460 = add i32 %t_k1459, %tap_c1298
  %el1461 = add i32 %t_t1460, %cin1404
  %off1463 = shl i32 %el1461, 2
  %v1464 = extractelement <8 x float> %acc136, i32 4
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1464, ptr addrspace(8) %rws127, i32 %off1463, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1467 = add i32 %k_h1301, 21
  %kok1468 = icmp ult i32 %kin1467, %kpg
  %ok1469 = and i1 %kok1468, %cok1405
  br i1 %ok1469, label %if.then.16, label %if.end.16
if.then.16:
  %krow1470 = add i32 %kbase1295, %kin1467
  %t_k1471 = mul i32 %krow1470, %frow1297
  %t_t1472 = add i32 %t_k1471, %tap_c1298
  %el1473 = add i32 %t_t1472, %cin1404
  %off1475 = shl i32 %el1473, 2
  %v1476 = extractelement <8 x float> %acc136, i32 5
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1476, ptr addrspace(8) %rws127, i32 %off1475, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1479 = add i32 %k_h1301, 22
  %kok1480 = icmp ult i32 %kin1479, %kpg
  %ok1481 = and i1 %kok1480, %cok1405
  br i1 %ok1481, label %if.then.17, label %if.end.17
if.then.17:
  %krow1482 = add i32 %kbase1295, %kin1479
  %t_k1483 = mul i32 %krow1482, %frow1297
  %t_t1484 = add i32 %t_k1483, %tap_c1298
  %el1485 = add i32 %t_t1484, %cin1404
  %off1487 = shl i32 %el1485, 2
  %v1488 = extractelement <8 x float> %acc136, i32 6
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1488, ptr addrspace(8) %rws127, i32 %off1487, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %kin1491 = add i32 %k_h1301, 23
  %kok1492 = icmp ult i32 %kin1491, %kpg
  %ok1493 = and i1 %kok1492, %cok1405
  br i1 %ok1493, label %if.then.18, label %if.end.18
if.then.18:
  %krow1494 = add i32 %kbase1295, %kin1491
  %t_k1495 = mul i32 %krow1494, %frow1297
  %t_t1496 = add i32 %t_k1495, %tap_c1298
  %el1497 = add i32 %t_t1496, %cin1404
  %off1499 = shl i32 %el1497, 2
  %v1500 = extractelement <8 x float> %acc136, i32 7
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1500, ptr addrspace(8) %rws127, i32 %off1499, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="184" }
