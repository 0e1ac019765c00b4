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

define amdgpu_kernel void @irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
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
  %tap79 = urem i32 %rest77, 9
  %rest81 = udiv i32 %rest77, 9
  %kt82 = urem i32 %rest81, %nkt75
  %g83 = udiv i32 %rest81, %nkt75
  %fr85 = udiv i32 %tap79, 3
  %fs87 = urem i32 %tap79, 3
  %rd89 = mul i32 %fr85, 1
  %h_tap91 = sub i32 %rd89, 1
  %sd93 = mul i32 %fs87, 1
  %w_tap95 = sub i32 %sd93, 1
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
  %p_lo112 = mul i32 %split67, 32
  %p_end114 = add i32 %p_lo112, 32
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
  %acc134 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc480, %for.latch.1 ]
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
  %eok176 = icmp ult i32 %e139, 256
  %e178 = add i32 %tid28, 0
  %row180 = udiv i32 %e178, 8
  %cc182 = urem i32 %e178, 8
  %chan184 = shl i32 %cc182, 3
  %pos185 = add i32 %p_s137, %row180
  %pok186 = icmp ult i32 %pos185, %p_hi116
  %n187 = udiv i32 %pos185, %howo109
  %prem188 = urem i32 %pos185, %howo109
  %ho189 = udiv i32 %prem188, %wo
  %wo190 = urem i32 %prem188, %wo
  %h_a192 = mul i32 %ho189, 1
  %hi193 = add i32 %h_a192, %h_tap91
  %hiok194 = icmp ult i32 %hi193, %hi
  %w_a196 = mul i32 %wo190, 1
  %wi197 = add i32 %w_a196, %w_tap95
  %wiok198 = icmp ult i32 %wi197, %wi
  %cin199 = add i32 %c_blk99, %chan184
  %cok200 = icmp ult i32 %cin199, %cpg
  %ok201 = and i1 %pok186, %hiok194
  %ok202 = and i1 %ok201, %wiok198
  %ok203 = and i1 %ok202, %cok200
  %e_n204 = mul i32 %n187, %x_stride_n
  %e_h205 = mul i32 %hi193, %x_stride_h
  %e_w206 = mul i32 %wi197, %x_stride_w
  %el207 = add i32 %e_n204, %e_h205
  %el208 = add i32 %el207, %e_w206
  %el209 = add i32 %el208, %x_ch103
  %el210 = add i32 %el209, %chan184
  %off212 = shl i32 %el210, 1
  %safe214 = select i1 %ok203, i32 %off212, i32 2147483647
  %xv216 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx126, i32 %safe214, i32 0, i32 0)
  %lrow218 = mul i32 %row180, 72
  %lel219 = add i32 %lrow218, %chan184
  %lb221 = shl i32 %lel219, 1
  %la223 = add i32 %lb221, 4608
  %eok225 = icmp ult i32 %e178, 256
  br i1 %eok176, label %if.then.3, label %if.end.3
if.then.3:
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la174
  store <4 x i32> %dyv167, ptr addrspace(3) %gep.6, align 16
  br label %if.end.3
if.end.3:
  br i1 %eok225, label %if.then.4, label %if.end.4
if.then.4:
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la223
  store <4 x i32> %xv216, ptr addrspace(3) %gep.7, align 16
  br label %if.end.4
if.end.4:
  br label %if.end.2
if.else.2:
  %e227 = add i32 %tid28, 0
  %row229 = udiv i32 %e227, 32
  %cc231 = urem i32 %e227, 32
  %chan233 = shl i32 %cc231, 1
  %pos234 = add i32 %p_s137, %row229
  %pok235 = icmp ult i32 %pos234, %p_hi116
  %n236 = udiv i32 %pos234, %howo109
  %prem237 = urem i32 %pos234, %howo109
  %ho238 = udiv i32 %prem237, %wo
  %wo239 = urem i32 %prem237, %wo
  %kin240 = add i32 %k_blk97, %chan233
  %kok241 = icmp ult i32 %kin240, %kpg
  %ok242 = and i1 %pok235, %kok241
  %e_n243 = mul i32 %n236, %dy_stride_n
  %e_h244 = mul i32 %ho238, %dy_stride_h
  %e_w245 = mul i32 %wo239, %dy_stride_w
  %el246 = add i32 %e_n243, %e_h244
  %el247 = add i32 %el246, %e_w245
  %el248 = add i32 %el247, %dy_ch102
  %el249 = add i32 %el248, %chan233
  %off251 = shl i32 %el249, 1
  %safe253 = select i1 %ok242, i32 %off251, i32 2147483647
  %dyv255 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe253, i32 0, i32 0)
  %kin257 = add i32 %kin240, 1
  %kok258 = icmp ult i32 %kin257, %kpg
  %ok259 = and i1 %pok235, %kok258
  %el261 = add i32 %el249, 1
  %off263 = shl i32 %el261, 1
  %safe265 = select i1 %ok259, i32 %off263, i32 2147483647
  %dyv267 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe265, i32 0, i32 0)
  %lrow269 = mul i32 %row229, 72
  %lel270 = add i32 %lrow269, %chan233
  %lb272 = shl i32 %lel270, 1
  %la274 = add i32 %lb272, 0
  %lo275 = zext i16 %dyv255 to i32
  %hw276 = zext i16 %dyv267 to i32
  %hs278 = shl i32 %hw276, 16
  %pair279 = or i32 %lo275, %hs278
  %pairf280 = bitcast i32 %pair279 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la274
  store float %pairf280, ptr addrspace(3) %gep.8, align 4
  %e282 = add i32 %tid28, 512
  %row284 = udiv i32 %e282, 32
  %cc286 = urem i32 %e282, 32
  %chan288 = shl i32 %cc286, 1
  %pos289 = add i32 %p_s137, %row284
  %pok290 = icmp ult i32 %pos289, %p_hi116
  %n291 = udiv i32 %pos289, %howo109
  %prem292 = urem i32 %pos289, %howo109
  %ho293 = udiv i32 %prem292, %wo
  %wo294 = urem i32 %prem292, %wo
  %kin295 = add i32 %k_blk97, %chan288
  %kok296 = icmp ult i32 %kin295, %kpg
  %ok297 = and i1 %pok290, %kok296
  %e_n298 = mul i32 %n291, %dy_stride_n
  %e_h299 = mul i32 %ho293, %dy_stride_h
  %e_w300 = mul i32 %wo294, %dy_stride_w
  %el301 = add i32 %e_n298, %e_h299
  %el302 = add i32 %el301, %e_w300
  %el303 = add i32 %el302, %dy_ch102
  %el304 = add i32 %el303, %chan288
  %off306 = shl i32 %el304, 1
  %safe308 = select i1 %ok297, i32 %off306, i32 2147483647
  %dyv310 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe308, i32 0, i32 0)
  %kin312 = add i32 %kin295, 1
  %kok313 = icmp ult i32 %kin312, %kpg
  %ok314 = and i1 %pok290, %kok313
  %el316 = add i32 %el304, 1
  %off318 = shl i32 %el316, 1
  %safe320 = select i1 %ok314, i32 %off318, i32 2147483647
  %dyv322 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy125, i32 %safe320, i32 0, i32 0)
  %lrow324 = mul i32 %row284, 72
  %lel325 = add i32 %lrow324, %chan288
  %lb327 = shl i32 %lel325, 1
  %la329 = add i32 %lb327, 0
  %lo330 = zext i16 %dyv310 to i32
  %hw331 = zext i16 %dyv322 to i32
  %hs333 = shl i32 %hw331, 16
  %pair334 = or i32 %lo330, %hs333
  %pairf335 = bitcast i32 %pair334 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la329
  store float %pairf335, ptr addrspace(3) %gep.9, align 4
  %e337 = add i32 %tid28, 0
  %row339 = udiv i32 %e337, 32
  %cc341 = urem i32 %e337, 32
  %chan343 = shl i32 %cc341, 1
  %pos344 = add i32 %p_s137, %row339
  %pok345 = icmp ult i32 %pos344, %p_hi116
  %n346 = udiv i32 %pos344, %howo109
  %prem347 = urem i32 %pos344, %howo109
  %ho348 = udiv i32 %prem347, %wo
  %wo349 = urem i32 %prem347, %wo
  %h_a351 = mul i32 %ho348, 1
  %hi352 = add i32 %h_a351, %h_tap91
  %hiok353 = icmp ult i32 %hi352, %hi
  %w_a355 = mul i32 %wo349, 1
  %wi356 = add i32 %w_a355, %w_tap95
  %wiok357 = icmp ult i32 %wi356, %wi
  %cin358 = add i32 %c_blk99, %chan343
  %cok359 = icmp ult i32 %cin358, %cpg
  %ok360 = and i1 %pok345, %hiok353
  %ok361 = and i1 %ok360, %wiok357
  %ok362 = and i1 %ok361, %cok359
  %e_n363 = mul i32 %n346, %x_stride_n
  %e_h364 = mul i32 %hi352, %x_stride_h
  %e_w365 = mul i32 %wi356, %x_stride_w
  %el366 = add i32 %e_n363, %e_h364
  %el367 = add i32 %el366, %e_w365
  %el368 = add i32 %el367, %x_ch103
  %el369 = add i32 %el368, %chan343
  %off371 = shl i32 %el369, 1
  %safe373 = select i1 %ok362, i32 %off371, i32 2147483647
  %xv375 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe373, i32 0, i32 0)
  %cin377 = add i32 %cin358, 1
  %cok378 = icmp ult i32 %cin377, %cpg
  %ok379 = and i1 %ok361, %cok378
  %el381 = add i32 %el369, 1
  %off383 = shl i32 %el381, 1
  %safe385 = select i1 %ok379, i32 %off383, i32 2147483647
  %xv387 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe385, i32 0, i32 0)
  %lrow389 = mul i32 %row339, 72
  %lel390 = add i32 %lrow389, %chan343
  %lb392 = shl i32 %lel390, 1
  %la394 = add i32 %lb392, 4608
  %lo395 = zext i16 %xv375 to i32
  %hw396 = zext i16 %xv387 to i32
  %hs398 = shl i32 %hw396, 16
  %pair399 = or i32 %lo395, %hs398
  %pairf400 = bitcast i32 %pair399 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la394
  store float %pairf400, ptr addrspace(3) %gep.10, align 4
  %e402 = add i32 %tid28, 512
  %row404 = udiv i32 %e402, 32
  %cc406 = urem i32 %e402, 32
  %chan408 = shl i32 %cc406, 1
  %pos409 = add i32 %p_s137, %row404
  %pok410 = icmp ult i32 %pos409, %p_hi116
  %n411 = udiv i32 %pos409, %howo109
  %prem412 = urem i32 %pos409, %howo109
  %ho413 = udiv i32 %prem412, %wo
  %wo414 = urem i32 %prem412, %wo
  %h_a416 = mul i32 %ho413, 1
  %hi417 = add i32 %h_a416, %h_tap91
  %hiok418 = icmp ult i32 %hi417, %hi
  %w_a420 = mul i32 %wo414, 1
  %wi421 = add i32 %w_a420, %w_tap95
  %wiok422 = icmp ult i32 %wi421, %wi
  %cin423 = add i32 %c_blk99, %chan408
  %cok424 = icmp ult i32 %cin423, %cpg
  %ok425 = and i1 %pok410, %hiok418
  %ok426 = and i1 %ok425, %wiok422
  %ok427 = and i1 %ok426, %cok424
  %e_n428 = mul i32 %n411, %x_stride_n
  %e_h429 = mul i32 %hi417, %x_stride_h
  %e_w430 = mul i32 %wi421, %x_stride_w
  %el431 = add i32 %e_n428, %e_h429
  %el432 = add i32 %el431, %e_w430
  %el433 = add i32 %el432, %x_ch103
  %el434 = add i32 %el433, %chan408
  %off436 = shl i32 %el434, 1
  %safe438 = select i1 %ok427, i32 %off436, i32 2147483647
  %xv440 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe438, i32 0, i32 0)
  %cin442 = add i32 %cin423, 1
  %cok443 = icmp ult i32 %cin442, %cpg
  %ok444 = and i1 %ok426, %cok443
  %el446 = add i32 %el434, 1
  %off448 = shl i32 %el446, 1
  %safe450 = select i1 %ok444, i32 %off448, i32 2147483647
  %xv452 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx126, i32 %safe450, i32 0, i32 0)
  %lrow454 = mul i32 %row404, 72
  %lel455 = add i32 %lrow454, %chan408
  %lb457 = shl i32 %lel455, 1
  %la459 = add i32 %lb457, 4608
  %lo460 = zext i16 %xv440 to i32
  %hw461 = zext i16 %xv452 to i32
  %hs463 = shl i32 %hw461, 16
  %pair464 = or i32 %lo460, %hs463
  %pairf465 = bitcast i32 %pair464 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %la459
  store float %pairf465, ptr addrspace(3) %gep.11, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr467 = add i32 %a_lane59, 0
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %a_addr467
  %a_lo468 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.12)
  %a_addr470 = add i32 %a_lane59, 2304
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %a_addr470
  %a_hi471 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.13)
  %a_frag472 = shufflevector <8 x half> %a_lo468, <8 x half> %a_hi471, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr474 = add i32 %b_lane65, 4608
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %b_addr474
  %b_lo475 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.14)
  %b_addr477 = add i32 %b_lane65, 6912
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f3x3_p1x1_s1x1_d1x1_w4x4_t1x1_ks1_wsr1, i32 %b_addr477
  %b_hi478 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.15)
  %b_frag479 = shufflevector <8 x half> %b_lo475, <8 x half> %b_hi478, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc480 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag472, i1 false, <16 x half> %b_frag479, i16 0, <8 x float> %acc134, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t133, 1
  br label %for.head.1
for.exit.1:
  %slab482 = urem i32 %split67, 1
  %slab_g483 = mul i32 %slab482, %groups
  %slab_k484 = mul i32 %slab_g483, %kpg
  %kbase485 = add i32 %slab_k484, %gk100
  %frow487 = mul i32 %cpg, 9
  %tap_c488 = mul i32 %tap79, %cpg
  %c_w489 = add i32 %c_blk99, %wcb40
  %k_w490 = add i32 %k_blk97, %wkb38
  %k_h491 = add i32 %k_w490, %khalf44
  %cin493 = add i32 %c_w489, 0
  %cin494 = add i32 %cin493, %lcol49
  %cok495 = icmp ult i32 %cin494, %cpg
  %kin497 = add i32 %k_h491, 0
  %kok498 = icmp ult i32 %kin497, %kpg
  %ok499 = and i1 %kok498, %cok495
  br i1 %ok499, label %if.then.5, label %if.end.5
if.then.5:
  %krow500 = add i32 %kbase485, %kin497
  %t_k501 = mul i32 %krow500, %frow487
  %t_t502 = add i32 %t_k501, %tap_c488
  %el503 = add i32 %t_t502, %cin494
  %off505 = shl i32 %el503, 2
  %v506 = extractelement <8 x float> %acc134, i32 0
  %old.16 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v506, ptr addrspace(8) %rws127, i32 %off505, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin509 = add i32 %k_h491, 1
  %kok510 = icmp ult i32 %kin509, %kpg
  %ok511 = and i1 %kok510, %cok495
  br i1 %ok511, label %if.then.6, label %if.end.6
if.then.6:
  %krow512 = add i32 %kbase485, %kin509
  %t_k513 = mul i32 %krow512, %frow487
  %t_t514 = add i32 %t_k513, %tap_c488
  %el515 = add i32 %t_t514, %cin494
  %off517 = shl i32 %el515, 2
  %v518 = extractelement <8 x float> %acc134, i32 1
  %old.17 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v518, ptr addrspace(8) %rws127, i32 %off517, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin521 = add i32 %k_h491, 2
  %kok522 = icmp ult i32 %kin521, %kpg
  %ok523 = and i1 %kok522, %cok495
  br i1 %ok523, label %if.then.7, label %if.end.7
if.then.7:
  %krow524 = add i32 %kbase485, %kin521
  %t_k525 = mul i32 %krow524, %frow487
  %t_t526 = add i32 %t_k525, %tap_c488
  %el527 = add i32 %t_t526, %cin494
  %off529 = shl i32 %el527, 2
  %v530 = extractelement <8 x float> %acc134, i32 2
  %old.18 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v530, ptr addrspace(8) %rws127, i32 %off529, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin533 = add i32 %k_h491, 3
  %kok534 = icmp ult i32 %kin533, %kpg
  %ok535 = and i1 %kok534, %cok495
  br i1 %ok535, label %if.then.8, label %if.end.8
if.then.8:
  %krow536 = add i32 %kbase485, %kin533
  %t_k537 = mul i32 %krow536, %frow487
  %t_t538 = add i32 %t_k537, %tap_c488
  %el539 = add i32 %t_t538, %cin494
  %off541 = shl i32 %el539, 2
  %v542 = extractelement <8 x float> %acc134, i32 3
  %old.19 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v542, ptr addrspace(8) %rws127, i32 %off541, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin545 = add i32 %k_h491, 4
  %kok546 = icmp ult i32 %kin545, %kpg
  %ok547 = and i1 %kok546, %cok495
  br i1 %ok547, label %if.then.9, label %if.end.9
if.then.9:
  %krow548 = add i32 %kbase485, %kin545
  %t_k549 = mul i32 %krow548, %frow487
  %t_t550 = add i32 %t_k549, %tap_c488
  %el551 = add i32 %t_t550, %cin494
  %off553 = shl i32 %el551, 2
  %v554 = extractelement <8 x float> %acc134, i32 4
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v554, ptr addrspace(8) %rws127, i32 %off553, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin557 = add i32 %k_h491, 5
  %kok558 = icmp ult i32 %kin557, %kpg
  %ok559 = and i1 %kok558, %cok495
  br i1 %ok559, label %if.then.10, label %if.end.10
if.then.10:
  %krow560 = add i32 %kbase485, %kin557
  %t_k561 = mul i32 %krow560, %frow487
  %t_t562 = add i32 %t_k561, %tap_c488
  %el563 = add i32 %t_t562, %cin494
  %off565 = shl i32 %el563, 2
  %v566 = extractelement <8 x float> %acc134, i32 5
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v566, ptr addrspace(8) %rws127, i32 %off565, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin569 = add i32 %k_h491, 6
  %kok570 = icmp ult i32 %kin569, %kpg
  %ok571 = and i1 %kok570, %cok495
  br i1 %ok571, label %if.then.11, label %if.end.11
if.then.11:
  %krow572 = add i32 %kbase485, %kin569
  %t_k573 = mul i32 %krow572, %frow487
  %t_t574 = add i32 %t_k573, %tap_c488
  %el575 = add i32 %t_t574, %cin494
  %off577 = shl i32 %el575, 2
  %v578 = extractelement <8 x float> %acc134, i32 6
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v578, ptr addrspace(8) %rws127, i32 %off577, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin581 = add i32 %k_h491, 7
  %kok582 = icmp ult i32 %kin581, %kpg
  %ok583 = and i1 %kok582, %cok495
  br i1 %ok583, label %if.then.12, label %if.end.12
if.then.12:
  %krow584 = add i32 %kbase485, %kin581
  %t_k585 = mul i32 %krow584, %frow487
  %t_t586 = add i32 %t_k585, %tap_c488
  %el587 = add i32 %t_t586, %cin494
  %off589 = shl i32 %el587, 2
  %v590 = extractelement <8 x float> %acc134, i32 7
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v590, ptr addrspace(8) %rws127, i32 %off589, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,512" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="138" }
