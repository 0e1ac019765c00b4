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

define amdgpu_kernel void @irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_m26 = urem i32 %wave24, 2
  %wave_n28 = udiv i32 %wave24, 2
  %wkb30 = mul i32 %wave_m26, 32
  %wcb32 = mul i32 %wave_n28, 32
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
  %tap71 = urem i32 %rest69, 1
  %rest73 = udiv i32 %rest69, 1
  %kt74 = urem i32 %rest73, %nkt67
  %g75 = udiv i32 %rest73, %nkt67
  %fr77 = udiv i32 %tap71, 1
  %fs79 = urem i32 %tap71, 1
  %rd81 = mul i32 %fr77, 1
  %h_tap83 = sub i32 %rd81, 0
  %sd85 = mul i32 %fs79, 1
  %w_tap87 = sub i32 %sd85, 0
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
  %p_lo104 = mul i32 %split59, 256
  %p_end106 = add i32 %p_lo104, 256
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
  %t128 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc129 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1285, %for.latch.1 ]
  %acc130 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1294, %for.latch.1 ]
  %acc131 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1286, %for.latch.1 ]
  %acc132 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1295, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t128, %steps116
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to134 = shl i32 %t128, 5
  %p_s135 = add i32 %p_lo104, %to134
  br i1 %vec_ok100, label %if.then.2, label %if.else.2
if.then.2:
  %e137 = add i32 %tid20, 0
  %row139 = udiv i32 %e137, 8
  %cc141 = urem i32 %e137, 8
  %chan143 = shl i32 %cc141, 3
  %pos144 = add i32 %p_s135, %row139
  %pok145 = icmp ult i32 %pos144, %p_hi108
  %n146 = udiv i32 %pos144, %howo101
  %prem147 = urem i32 %pos144, %howo101
  %ho148 = udiv i32 %prem147, %wo
  %wo149 = urem i32 %prem147, %wo
  %kin150 = add i32 %k_blk89, %chan143
  %kok151 = icmp ult i32 %kin150, %kpg
  %ok152 = and i1 %pok145, %kok151
  %e_n153 = mul i32 %n146, %dy_stride_n
  %e_h154 = mul i32 %ho148, %dy_stride_h
  %e_w155 = mul i32 %wo149, %dy_stride_w
  %el156 = add i32 %e_n153, %e_h154
  %el157 = add i32 %el156, %e_w155
  %el158 = add i32 %el157, %dy_ch94
  %el159 = add i32 %el158, %chan143
  %off161 = shl i32 %el159, 1
  %safe163 = select i1 %ok152, i32 %off161, i32 2147483647
  %dyv165 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy117, i32 %safe163, i32 0, i32 0)
  %lrow167 = mul i32 %row139, 72
  %lel168 = add i32 %lrow167, %chan143
  %lb170 = shl i32 %lel168, 1
  %la172 = add i32 %lb170, 0
  %e174 = add i32 %tid20, 128
  %row176 = udiv i32 %e174, 8
  %cc178 = urem i32 %e174, 8
  %chan180 = shl i32 %cc178, 3
  %pos181 = add i32 %p_s135, %row176
  %pok182 = icmp ult i32 %pos181, %p_hi108
  %n183 = udiv i32 %pos181, %howo101
  %prem184 = urem i32 %pos181, %howo101
  %ho185 = udiv i32 %prem184, %wo
  %wo186 = urem i32 %prem184, %wo
  %kin187 = add i32 %k_blk89, %chan180
  %kok188 = icmp ult i32 %kin187, %kpg
  %ok189 = and i1 %pok182, %kok188
  %e_n190 = mul i32 %n183, %dy_stride_n
  %e_h191 = mul i32 %ho185, %dy_stride_h
  %e_w192 = mul i32 %wo186, %dy_stride_w
  %el193 = add i32 %e_n190, %e_h191
  %el194 = add i32 %el193, %e_w192
  %el195 = add i32 %el194, %dy_ch94
  %el196 = add i32 %el195, %chan180
  %off198 = shl i32 %el196, 1
  %safe200 = select i1 %ok189, i32 %off198, i32 2147483647
  %dyv202 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy117, i32 %safe200, i32 0, i32 0)
  %lrow204 = mul i32 %row176, 72
  %lel205 = add i32 %lrow204, %chan180
  %lb207 = shl i32 %lel205, 1
  %la209 = add i32 %lb207, 0
  %e211 = add i32 %tid20, 0
  %row213 = udiv i32 %e211, 8
  %cc215 = urem i32 %e211, 8
  %chan217 = shl i32 %cc215, 3
  %pos218 = add i32 %p_s135, %row213
  %pok219 = icmp ult i32 %pos218, %p_hi108
  %n220 = udiv i32 %pos218, %howo101
  %prem221 = urem i32 %pos218, %howo101
  %ho222 = udiv i32 %prem221, %wo
  %wo223 = urem i32 %prem221, %wo
  %h_a225 = mul i32 %ho222, 1
  %hi226 = add i32 %h_a225, %h_tap83
  %hiok227 = icmp ult i32 %hi226, %hi
  %w_a229 = mul i32 %wo223, 1
  %wi230 = add i32 %w_a229, %w_tap87
  %wiok231 = icmp ult i32 %wi230, %wi
  %cin232 = add i32 %c_blk91, %chan217
  %cok233 = icmp ult i32 %cin232, %cpg
  %ok234 = and i1 %pok219, %hiok227
  %ok235 = and i1 %ok234, %wiok231
  %ok236 = and i1 %ok235, %cok233
  %e_n237 = mul i32 %n220, %x_stride_n
  %e_h238 = mul i32 %hi226, %x_stride_h
  %e_w239 = mul i32 %wi230, %x_stride_w
  %el240 = add i32 %e_n237, %e_h238
  %el241 = add i32 %el240, %e_w239
  %el242 = add i32 %el241, %x_ch95
  %el243 = add i32 %el242, %chan217
  %off245 = shl i32 %el243, 1
  %safe247 = select i1 %ok236, i32 %off245, i32 2147483647
  %xv249 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx118, i32 %safe247, i32 0, i32 0)
  %lrow251 = mul i32 %row213, 72
  %lel252 = add i32 %lrow251, %chan217
  %lb254 = shl i32 %lel252, 1
  %la256 = add i32 %lb254, 4608
  %e258 = add i32 %tid20, 128
  %row260 = udiv i32 %e258, 8
  %cc262 = urem i32 %e258, 8
  %chan264 = shl i32 %cc262, 3
  %pos265 = add i32 %p_s135, %row260
  %pok266 = icmp ult i32 %pos265, %p_hi108
  %n267 = udiv i32 %pos265, %howo101
  %prem268 = urem i32 %pos265, %howo101
  %ho269 = udiv i32 %prem268, %wo
  %wo270 = urem i32 %prem268, %wo
  %h_a272 = mul i32 %ho269, 1
  %hi273 = add i32 %h_a272, %h_tap83
  %hiok274 = icmp ult i32 %hi273, %hi
  %w_a276 = mul i32 %wo270, 1
  %wi277 = add i32 %w_a276, %w_tap87
  %wiok278 = icmp ult i32 %wi277, %wi
  %cin279 = add i32 %c_blk91, %chan264
  %cok280 = icmp ult i32 %cin279, %cpg
  %ok281 = and i1 %pok266, %hiok274
  %ok282 = and i1 %ok281, %wiok278
  %ok283 = and i1 %ok282, %cok280
  %e_n284 = mul i32 %n267, %x_stride_n
  %e_h285 = mul i32 %hi273, %x_stride_h
  %e_w286 = mul i32 %wi277, %x_stride_w
  %el287 = add i32 %e_n284, %e_h285
  %el288 = add i32 %el287, %e_w286
  %el289 = add i32 %el288, %x_ch95
  %el290 = add i32 %el289, %chan264
  %off292 = shl i32 %el290, 1
  %safe294 = select i1 %ok283, i32 %off292, i32 2147483647
  %xv296 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx118, i32 %safe294, i32 0, i32 0)
  %lrow298 = mul i32 %row260, 72
  %lel299 = add i32 %lrow298, %chan264
  %lb301 = shl i32 %lel299, 1
  %la303 = add i32 %lb301, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la172
  store <4 x i32> %dyv165, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la209
  store <4 x i32> %dyv202, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la256
  store <4 x i32> %xv249, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la303
  store <4 x i32> %xv296, ptr addrspace(3) %gep.9, align 16
  br label %if.end.2
if.else.2:
  %e305 = add i32 %tid20, 0
  %row307 = udiv i32 %e305, 32
  %cc309 = urem i32 %e305, 32
  %chan311 = shl i32 %cc309, 1
  %pos312 = add i32 %p_s135, %row307
  %pok313 = icmp ult i32 %pos312, %p_hi108
  %n314 = udiv i32 %pos312, %howo101
  %prem315 = urem i32 %pos312, %howo101
  %ho316 = udiv i32 %prem315, %wo
  %wo317 = urem i32 %prem315, %wo
  %kin318 = add i32 %k_blk89, %chan311
  %kok319 = icmp ult i32 %kin318, %kpg
  %ok320 = and i1 %pok313, %kok319
  %e_n321 = mul i32 %n314, %dy_stride_n
  %e_h322 = mul i32 %ho316, %dy_stride_h
  %e_w323 = mul i32 %wo317, %dy_stride_w
  %el324 = add i32 %e_n321, %e_h322
  %el325 = add i32 %el324, %e_w323
  %el326 = add i32 %el325, %dy_ch94
  %el327 = add i32 %el326, %chan311
  %off329 = shl i32 %el327, 1
  %safe331 = select i1 %ok320, i32 %off329, i32 2147483647
  %dyv333 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe331, i32 0, i32 0)
  %kin335 = add i32 %kin318, 1
  %kok336 = icmp ult i32 %kin335, %kpg
  %ok337 = and i1 %pok313, %kok336
  %el339 = add i32 %el327, 1
  %off341 = shl i32 %el339, 1
  %safe343 = select i1 %ok337, i32 %off341, i32 2147483647
  %dyv345 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe343, i32 0, i32 0)
  %lrow347 = mul i32 %row307, 72
  %lel348 = add i32 %lrow347, %chan311
  %lb350 = shl i32 %lel348, 1
  %la352 = add i32 %lb350, 0
  %lo353 = zext i16 %dyv333 to i32
  %hw354 = zext i16 %dyv345 to i32
  %hs356 = shl i32 %hw354, 16
  %pair357 = or i32 %lo353, %hs356
  %pairf358 = bitcast i32 %pair357 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la352
  store float %pairf358, ptr addrspace(3) %gep.10, align 4
  %e360 = add i32 %tid20, 128
  %row362 = udiv i32 %e360, 32
  %cc364 = urem i32 %e360, 32
  %chan366 = shl i32 %cc364, 1
  %pos367 = add i32 %p_s135, %row362
  %pok368 = icmp ult i32 %pos367, %p_hi108
  %n369 = udiv i32 %pos367, %howo101
  %prem370 = urem i32 %pos367, %howo101
  %ho371 = udiv i32 %prem370, %wo
  %wo372 = urem i32 %prem370, %wo
  %kin373 = add i32 %k_blk89, %chan366
  %kok374 = icmp ult i32 %kin373, %kpg
  %ok375 = and i1 %pok368, %kok374
  %e_n376 = mul i32 %n369, %dy_stride_n
  %e_h377 = mul i32 %ho371, %dy_stride_h
  %e_w378 = mul i32 %wo372, %dy_stride_w
  %el379 = add i32 %e_n376, %e_h377
  %el380 = add i32 %el379, %e_w378
  %el381 = add i32 %el380, %dy_ch94
  %el382 = add i32 %el381, %chan366
  %off384 = shl i32 %el382, 1
  %safe386 = select i1 %ok375, i32 %off384, i32 2147483647
  %dyv388 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe386, i32 0, i32 0)
  %kin390 = add i32 %kin373, 1
  %kok391 = icmp ult i32 %kin390, %kpg
  %ok392 = and i1 %pok368, %kok391
  %el394 = add i32 %el382, 1
  %off396 = shl i32 %el394, 1
  %safe398 = select i1 %ok392, i32 %off396, i32 2147483647
  %dyv400 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe398, i32 0, i32 0)
  %lrow402 = mul i32 %row362, 72
  %lel403 = add i32 %lrow402, %chan366
  %lb405 = shl i32 %lel403, 1
  %la407 = add i32 %lb405, 0
  %lo408 = zext i16 %dyv388 to i32
  %hw409 = zext i16 %dyv400 to i32
  %hs411 = shl i32 %hw409, 16
  %pair412 = or i32 %lo408, %hs411
  %pairf413 = bitcast i32 %pair412 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la407
  store float %pairf413, ptr addrspace(3) %gep.11, align 4
  %e415 = add i32 %tid20, 256
  %row417 = udiv i32 %e415, 32
  %cc419 = urem i32 %e415, 32
  %chan421 = shl i32 %cc419, 1
  %pos422 = add i32 %p_s135, %row417
  %pok423 = icmp ult i32 %pos422, %p_hi108
  %n424 = udiv i32 %pos422, %howo101
  %prem425 = urem i32 %pos422, %howo101
  %ho426 = udiv i32 %prem425, %wo
  %wo427 = urem i32 %prem425, %wo
  %kin428 = add i32 %k_blk89, %chan421
  %kok429 = icmp ult i32 %kin428, %kpg
  %ok430 = and i1 %pok423, %kok429
  %e_n431 = mul i32 %n424, %dy_stride_n
  %e_h432 = mul i32 %ho426, %dy_stride_h
  %e_w433 = mul i32 %wo427, %dy_stride_w
  %el434 = add i32 %e_n431, %e_h432
  %el435 = add i32 %el434, %e_w433
  %el436 = add i32 %el435, %dy_ch94
  %el437 = add i32 %el436, %chan421
  %off439 = shl i32 %el437, 1
  %safe441 = select i1 %ok430, i32 %off439, i32 2147483647
  %dyv443 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe441, i32 0, i32 0)
  %kin445 = add i32 %kin428, 1
  %kok446 = icmp ult i32 %kin445, %kpg
  %ok447 = and i1 %pok423, %kok446
  %el449 = add i32 %el437, 1
  %off451 = shl i32 %el449, 1
  %safe453 = select i1 %ok447, i32 %off451, i32 2147483647
  %dyv455 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe453, i32 0, i32 0)
  %lrow457 = mul i32 %row417, 72
  %lel458 = add i32 %lrow457, %chan421
  %lb460 = shl i32 %lel458, 1
  %la462 = add i32 %lb460, 0
  %lo463 = zext i16 %dyv443 to i32
  %hw464 = zext i16 %dyv455 to i32
  %hs466 = shl i32 %hw464, 16
  %pair467 = or i32 %lo463, %hs466
  %pairf468 = bitcast i32 %pair467 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la462
  store float %pairf468, ptr addrspace(3) %gep.12, align 4
  %e470 = add i32 %tid20, 384
  %row472 = udiv i32 %e470, 32
  %cc474 = urem i32 %e470, 32
  %chan476 = shl i32 %cc474, 1
  %pos477 = add i32 %p_s135, %row472
  %pok478 = icmp ult i32 %pos477, %p_hi108
  %n479 = udiv i32 %pos477, %howo101
  %prem480 = urem i32 %pos477, %howo101
  %ho481 = udiv i32 %prem480, %wo
  %wo482 = urem i32 %prem480, %wo
  %kin483 = add i32 %k_blk89, %chan476
  %kok484 = icmp ult i32 %kin483, %kpg
  %ok485 = and i1 %pok478, %kok484
  %e_n486 = mul i32 %n479, %dy_stride_n
  %e_h487 = mul i32 %ho481, %dy_stride_h
  %e_w488 = mul i32 %wo482, %dy_stride_w
  %el489 = add i32 %e_n486, %e_h487
  %el490 = add i32 %el489, %e_w488
  %el491 = add i32 %el490, %dy_ch94
  %el492 = add i32 %el491, %chan476
  %off494 = shl i32 %el492, 1
  %safe496 = select i1 %ok485, i32 %off494, i32 2147483647
  %dyv498 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe496, i32 0, i32 0)
  %kin500 = add i32 %kin483, 1
  %kok501 = icmp ult i32 %kin500, %kpg
  %ok502 = and i1 %pok478, %kok501
  %el504 = add i32 %el492, 1
  %off506 = shl i32 %el504, 1
  %safe508 = select i1 %ok502, i32 %off506, i32 2147483647
  %dyv510 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe508, i32 0, i32 0)
  %lrow512 = mul i32 %row472, 72
  %lel513 = add i32 %lrow512, %chan476
  %lb515 = shl i32 %lel513, 1
  %la517 = add i32 %lb515, 0
  %lo518 = zext i16 %dyv498 to i32
  %hw519 = zext i16 %dyv510 to i32
  %hs521 = shl i32 %hw519, 16
  %pair522 = or i32 %lo518, %hs521
  %pairf523 = bitcast i32 %pair522 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la517
  store float %pairf523, ptr addrspace(3) %gep.13, align 4
  %e525 = add i32 %tid20, 512
  %row527 = udiv i32 %e525, 32
  %cc529 = urem i32 %e525, 32
  %chan531 = shl i32 %cc529, 1
  %pos532 = add i32 %p_s135, %row527
  %pok533 = icmp ult i32 %pos532, %p_hi108
  %n534 = udiv i32 %pos532, %howo101
  %prem535 = urem i32 %pos532, %howo101
  %ho536 = udiv i32 %prem535, %wo
  %wo537 = urem i32 %prem535, %wo
  %kin538 = add i32 %k_blk89, %chan531
  %kok539 = icmp ult i32 %kin538, %kpg
  %ok540 = and i1 %pok533, %kok539
  %e_n541 = mul i32 %n534, %dy_stride_n
  %e_h542 = mul i32 %ho536, %dy_stride_h
  %e_w543 = mul i32 %wo537, %dy_stride_w
  %el544 = add i32 %e_n541, %e_h542
  %el545 = add i32 %el544, %e_w543
  %el546 = add i32 %el545, %dy_ch94
  %el547 = add i32 %el546, %chan531
  %off549 = shl i32 %el547, 1
  %safe551 = select i1 %ok540, i32 %off549, i32 2147483647
  %dyv553 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe551, i32 0, i32 0)
  %kin555 = add i32 %kin538, 1
  %kok556 = icmp ult i32 %kin555, %kpg
  %ok557 = and i1 %pok533, %kok556
  %el559 = add i32 %el547, 1
  %off561 = shl i32 %el559, 1
  %safe563 = select i1 %ok557, i32 %off561, i32 2147483647
  %dyv565 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe563, i32 0, i32 0)
  %lrow567 = mul i32 %row527, 72
  %lel568 = add i32 %lrow567, %chan531
  %lb570 = shl i32 %lel568, 1
  %la572 = add i32 %lb570, 0
  %lo573 = zext i16 %dyv553 to i32
  %hw574 = zext i16 %dyv565 to i32
  %hs576 = shl i32 %hw574, 16
  %pair577 = or i32 %lo573, %hs576
  %pairf578 = bitcast i32 %pair577 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la572
  store float %pairf578, ptr addrspace(3) %gep.14, align 4
  %e580 = add i32 %tid20, 640
  %row582 = udiv i32 %e580, 32
  %cc584 = urem i32 %e580, 32
  %chan586 = shl i32 %cc584, 1
  %pos587 = add i32 %p_s135, %row582
  %pok588 = icmp ult i32 %pos587, %p_hi108
  %n589 = udiv i32 %pos587, %howo101
  %prem590 = urem i32 %pos587, %howo101
  %ho591 = udiv i32 %prem590, %wo
  %wo592 = urem i32 %prem590, %wo
  %kin593 = add i32 %k_blk89, %chan586
  %kok594 = icmp ult i32 %kin593, %kpg
  %ok595 = and i1 %pok588, %kok594
  %e_n596 = mul i32 %n589, %dy_stride_n
  %e_h597 = mul i32 %ho591, %dy_stride_h
  %e_w598 = mul i32 %wo592, %dy_stride_w
  %el599 = add i32 %e_n596, %e_h597
  %el600 = add i32 %el599, %e_w598
  %el601 = add i32 %el600, %dy_ch94
  %el602 = add i32 %el601, %chan586
  %off604 = shl i32 %el602, 1
  %safe606 = select i1 %ok595, i32 %off604, i32 2147483647
  %dyv608 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe606, i32 0, i32 0)
  %kin610 = add i32 %kin593, 1
  %kok611 = icmp ult i32 %kin610, %kpg
  %ok612 = and i1 %pok588, %kok611
  %el614 = add i32 %el602, 1
  %off616 = shl i32 %el614, 1
  %safe618 = select i1 %ok612, i32 %off616, i32 2147483647
  %dyv620 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe618, i32 0, i32 0)
  %lrow622 = mul i32 %row582, 72
  %lel623 = add i32 %lrow622, %chan586
  %lb625 = shl i32 %lel623, 1
  %la627 = add i32 %lb625, 0
  %lo628 = zext i16 %dyv608 to i32
  %hw629 = zext i16 %dyv620 to i32
  %hs631 = shl i32 %hw629, 16
  %pair632 = or i32 %lo628, %hs631
  %pairf633 = bitcast i32 %pair632 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la627
  store float %pairf633, ptr addrspace(3) %gep.15, align 4
  %e635 = add i32 %tid20, 768
  %row637 = udiv i32 %e635, 32
  %cc639 = urem i32 %e635, 32
  %chan641 = shl i32 %cc639, 1
  %pos642 = add i32 %p_s135, %row637
  %pok643 = icmp ult i32 %pos642, %p_hi108
  %n644 = udiv i32 %pos642, %howo101
  %prem645 = urem i32 %pos642, %howo101
  %ho646 = udiv i32 %prem645, %wo
  %wo647 = urem i32 %prem645, %wo
  %kin648 = add i32 %k_blk89, %chan641
  %kok649 = icmp ult i32 %kin648, %kpg
  %ok650 = and i1 %pok643, %kok649
  %e_n651 = mul i32 %n644, %dy_stride_n
  %e_h652 = mul i32 %ho646, %dy_stride_h
  %e_w653 = mul i32 %wo647, %dy_stride_w
  %el654 = add i32 %e_n651, %e_h652
  %el655 = add i32 %el654, %e_w653
  %el656 = add i32 %el655, %dy_ch94
  %el657 = add i32 %el656, %chan641
  %off659 = shl i32 %el657, 1
  %safe661 = select i1 %ok650, i32 %off659, i32 2147483647
  %dyv663 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe661, i32 0, i32 0)
  %kin665 = add i32 %kin648, 1
  %kok666 = icmp ult i32 %kin665, %kpg
  %ok667 = and i1 %pok643, %kok666
  %el669 = add i32 %el657, 1
  %off671 = shl i32 %el669, 1
  %safe673 = select i1 %ok667, i32 %off671, i32 2147483647
  %dyv675 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe673, i32 0, i32 0)
  %lrow677 = mul i32 %row637, 72
  %lel678 = add i32 %lrow677, %chan641
  %lb680 = shl i32 %lel678, 1
  %la682 = add i32 %lb680, 0
  %lo683 = zext i16 %dyv663 to i32
  %hw684 = zext i16 %dyv675 to i32
  %hs686 = shl i32 %hw684, 16
  %pair687 = or i32 %lo683, %hs686
  %pairf688 = bitcast i32 %pair687 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la682
  store float %pairf688, ptr addrspace(3) %gep.16, align 4
  %e690 = add i32 %tid20, 896
  %row692 = udiv i32 %e690, 32
  %cc694 = urem i32 %e690, 32
  %chan696 = shl i32 %cc694, 1
  %pos697 = add i32 %p_s135, %row692
  %pok698 = icmp ult i32 %pos697, %p_hi108
  %n699 = udiv i32 %pos697, %howo101
  %prem700 = urem i32 %pos697, %howo101
  %ho701 = udiv i32 %prem700, %wo
  %wo702 = urem i32 %prem700, %wo
  %kin703 = add i32 %k_blk89, %chan696
  %kok704 = icmp ult i32 %kin703, %kpg
  %ok705 = and i1 %pok698, %kok704
  %e_n706 = mul i32 %n699, %dy_stride_n
  %e_h707 = mul i32 %ho701, %dy_stride_h
  %e_w708 = mul i32 %wo702, %dy_stride_w
  %el709 = add i32 %e_n706, %e_h707
  %el710 = add i32 %el709, %e_w708
  %el711 = add i32 %el710, %dy_ch94
  %el712 = add i32 %el711, %chan696
  %off714 = shl i32 %el712, 1
  %safe716 = select i1 %ok705, i32 %off714, i32 2147483647
  %dyv718 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe716, i32 0, i32 0)
  %kin720 = add i32 %kin703, 1
  %kok721 = icmp ult i32 %kin720, %kpg
  %ok722 = and i1 %pok698, %kok721
  %el724 = add i32 %el712, 1
  %off726 = shl i32 %el724, 1
  %safe728 = select i1 %ok722, i32 %off726, i32 2147483647
  %dyv730 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy117, i32 %safe728, i32 0, i32 0)
  %lrow732 = mul i32 %row692, 72
  %lel733 = add i32 %lrow732, %chan696
  %lb735 = shl i32 %lel733, 1
  %la737 = add i32 %lb735, 0
  %lo738 = zext i16 %dyv718 to i32
  %hw739 = zext i16 %dyv730 to i32
  %hs741 = shl i32 %hw739, 16
  %pair742 = or i32 %lo738, %hs741
  %pairf743 = bitcast i32 %pair742 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la737
  store float %pairf743, ptr addrspace(3) %gep.17, align 4
  %e745 = add i32 %tid20, 0
  %row747 = udiv i32 %e745, 32
  %cc749 = urem i32 %e745, 32
  %chan751 = shl i32 %cc749, 1
  %pos752 = add i32 %p_s135, %row747
  %pok753 = icmp ult i32 %pos752, %p_hi108
  %n754 = udiv i32 %pos752, %howo101
  %prem755 = urem i32 %pos752, %howo101
  %ho756 = udiv i32 %prem755, %wo
  %wo757 = urem i32 %prem755, %wo
  %h_a759 = mul i32 %ho756, 1
  %hi760 = add i32 %h_a759, %h_tap83
  %hiok761 = icmp ult i32 %hi760, %hi
  %w_a763 = mul i32 %wo757, 1
  %wi764 = add i32 %w_a763, %w_tap87
  %wiok765 = icmp ult i32 %wi764, %wi
  %cin766 = add i32 %c_blk91, %chan751
  %cok767 = icmp ult i32 %cin766, %cpg
  %ok768 = and i1 %pok753, %hiok761
  %ok769 = and i1 %ok768, %wiok765
  %ok770 = and i1 %ok769, %cok767
  %e_n771 = mul i32 %n754, %x_stride_n
  %e_h772 = mul i32 %hi760, %x_stride_h
  %e_w773 = mul i32 %wi764, %x_stride_w
  %el774 = add i32 %e_n771, %e_h772
  %el775 = add i32 %el774, %e_w773
  %el776 = add i32 %el775, %x_ch95
  %el777 = add i32 %el776, %chan751
  %off779 = shl i32 %el777, 1
  %safe781 = select i1 %ok770, i32 %off779, i32 2147483647
  %xv783 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe781, i32 0, i32 0)
  %cin785 = add i32 %cin766, 1
  %cok786 = icmp ult i32 %cin785, %cpg
  %ok787 = and i1 %ok769, %cok786
  %el789 = add i32 %el777, 1
  %off791 = shl i32 %el789, 1
  %safe793 = select i1 %ok787, i32 %off791, i32 2147483647
  %xv795 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe793, i32 0, i32 0)
  %lrow797 = mul i32 %row747, 72
  %lel798 = add i32 %lrow797, %chan751
  %lb800 = shl i32 %lel798, 1
  %la802 = add i32 %lb800, 4608
  %lo803 = zext i16 %xv783 to i32
  %hw804 = zext i16 %xv795 to i32
  %hs806 = shl i32 %hw804, 16
  %pair807 = or i32 %lo803, %hs806
  %pairf808 = bitcast i32 %pair807 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la802
  store float %pairf808, ptr addrspace(3) %gep.18, align 4
  %e810 = add i32 %tid20, 128
  %row812 = udiv i32 %e810, 32
  %cc814 = urem i32 %e810, 32
  %chan816 = shl i32 %cc814, 1
  %pos817 = add i32 %p_s135, %row812
  %pok818 = icmp ult i32 %pos817, %p_hi108
  %n819 = udiv i32 %pos817, %howo101
  %prem820 = urem i32 %pos817, %howo101
  %ho821 = udiv i32 %prem820, %wo
  %wo822 = urem i32 %prem820, %wo
  %h_a824 = mul i32 %ho821, 1
  %hi825 = add i32 %h_a824, %h_tap83
  %hiok826 = icmp ult i32 %hi825, %hi
  %w_a828 = mul i32 %wo822, 1
  %wi829 = add i32 %w_a828, %w_tap87
  %wiok830 = icmp ult i32 %wi829, %wi
  %cin831 = add i32 %c_blk91, %chan816
  %cok832 = icmp ult i32 %cin831, %cpg
  %ok833 = and i1 %pok818, %hiok826
  %ok834 = and i1 %ok833, %wiok830
  %ok835 = and i1 %ok834, %cok832
  %e_n836 = mul i32 %n819, %x_stride_n
  %e_h837 = mul i32 %hi825, %x_stride_h
  %e_w838 = mul i32 %wi829, %x_stride_w
  %el839 = add i32 %e_n836, %e_h837
  %el840 = add i32 %el839, %e_w838
  %el841 = add i32 %el840, %x_ch95
  %el842 = add i32 %el841, %chan816
  %off844 = shl i32 %el842, 1
  %safe846 = select i1 %ok835, i32 %off844, i32 2147483647
  %xv848 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe846, i32 0, i32 0)
  %cin850 = add i32 %cin831, 1
  %cok851 = icmp ult i32 %cin850, %cpg
  %ok852 = and i1 %ok834, %cok851
  %el854 = add i32 %el842, 1
  %off856 = shl i32 %el854, 1
  %safe858 = select i1 %ok852, i32 %off856, i32 2147483647
  %xv860 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe858, i32 0, i32 0)
  %lrow862 = mul i32 %row812, 72
  %lel863 = add i32 %lrow862, %chan816
  %lb865 = shl i32 %lel863, 1
  %la867 = add i32 %lb865, 4608
  %lo868 = zext i16 %xv848 to i32
  %hw869 = zext i16 %xv860 to i32
  %hs871 = shl i32 %hw869, 16
  %pair872 = or i32 %lo868, %hs871
  %pairf873 = bitcast i32 %pair872 to float
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la867
  store float %pairf873, ptr addrspace(3) %gep.19, align 4
  %e875 = add i32 %tid20, 256
  %row877 = udiv i32 %e875, 32
  %cc879 = urem i32 %e875, 32
  %chan881 = shl i32 %cc879, 1
  %pos882 = add i32 %p_s135, %row877
  %pok883 = icmp ult i32 %pos882, %p_hi108
  %n884 = udiv i32 %pos882, %howo101
  %prem885 = urem i32 %pos882, %howo101
  %ho886 = udiv i32 %prem885, %wo
  %wo887 = urem i32 %prem885, %wo
  %h_a889 = mul i32 %ho886, 1
  %hi890 = add i32 %h_a889, %h_tap83
  %hiok891 = icmp ult i32 %hi890, %hi
  %w_a893 = mul i32 %wo887, 1
  %wi894 = add i32 %w_a893, %w_tap87
  %wiok895 = icmp ult i32 %wi894, %wi
  %cin896 = add i32 %c_blk91, %chan881
  %cok897 = icmp ult i32 %cin896, %cpg
  %ok898 = and i1 %pok883, %hiok891
  %ok899 = and i1 %ok898, %wiok895
  %ok900 = and i1 %ok899, %cok897
  %e_n901 = mul i32 %n884, %x_stride_n
  %e_h902 = mul i32 %hi890, %x_stride_h
  %e_w903 = mul i32 %wi894, %x_stride_w
  %el904 = add i32 %e_n901, %e_h902
  %el905 = add i32 %el904, %e_w903
  %el906 = add i32 %el905, %x_ch95
  %el907 = add i32 %el906, %chan881
  %off909 = shl i32 %el907, 1
  %safe911 = select i1 %ok900, i32 %off909, i32 2147483647
  %xv913 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe911, i32 0, i32 0)
  %cin915 = add i32 %cin896, 1
  %cok916 = icmp ult i32 %cin915, %cpg
  %ok917 = and i1 %ok899, %cok916
  %el919 = add i32 %el907, 1
  %off921 = shl i32 %el919, 1
  %safe923 = select i1 %ok917, i32 %off921, i32 2147483647
  %xv925 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe923, i32 0, i32 0)
  %lrow927 = mul i32 %row877, 72
  %lel928 = add i32 %lrow927, %chan881
  %lb930 = shl i32 %lel928, 1
  %la932 = add i32 %lb930, 4608
  %lo933 = zext i16 %xv913 to i32
  %hw934 = zext i16 %xv925 to i32
  %hs936 = shl i32 %hw934, 16
  %pair937 = or i32 %lo933, %hs936
  %pairf938 = bitcast i32 %pair937 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la932
  store float %pairf938, ptr addrspace(3) %gep.20, align 4
  %e940 = add i32 %tid20, 384
  %row942 = udiv i32 %e940, 32
  %cc944 = urem i32 %e940, 32
  %chan946 = shl i32 %cc944, 1
  %pos947 = add i32 %p_s135, %row942
  %pok948 = icmp ult i32 %pos947, %p_hi108
  %n949 = udiv i32 %pos947, %howo101
  %prem950 = urem i32 %pos947, %howo101
  %ho951 = udiv i32 %prem950, %wo
  %wo952 = urem i32 %prem950, %wo
  %h_a954 = mul i32 %ho951, 1
  %hi955 = add i32 %h_a954, %h_tap83
  %hiok956 = icmp ult i32 %hi955, %hi
  %w_a958 = mul i32 %wo952, 1
  %wi959 = add i32 %w_a958, %w_tap87
  %wiok960 = icmp ult i32 %wi959, %wi
  %cin961 = add i32 %c_blk91, %chan946
  %cok962 = icmp ult i32 %cin961, %cpg
  %ok963 = and i1 %pok948, %hiok956
  %ok964 = and i1 %ok963, %wiok960
  %ok965 = and i1 %ok964, %cok962
  %e_n966 = mul i32 %n949, %x_stride_n
  %e_h967 = mul i32 %hi955, %x_stride_h
  %e_w968 = mul i32 %wi959, %x_stride_w
  %el969 = add i32 %e_n966, %e_h967
  %el970 = add i32 %el969, %e_w968
  %el971 = add i32 %el970, %x_ch95
  %el972 = add i32 %el971, %chan946
  %off974 = shl i32 %el972, 1
  %safe976 = select i1 %ok965, i32 %off974, i32 2147483647
  %xv978 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe976, i32 0, i32 0)
  %cin980 = add i32 %cin961, 1
  %cok981 = icmp ult i32 %cin980, %cpg
  %ok982 = and i1 %ok964, %cok981
  %el984 = add i32 %el972, 1
  %off986 = shl i32 %el984, 1
  %safe988 = select i1 %ok982, i32 %off986, i32 2147483647
  %xv990 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe988, i32 0, i32 0)
  %lrow992 = mul i32 %row942, 72
  %lel993 = add i32 %lrow992, %chan946
  %lb995 = shl i32 %lel993, 1
  %la997 = add i32 %lb995, 4608
  %lo998 = zext i16 %xv978 to i32
  %hw999 = zext i16 %xv990 to i32
  %hs1001 = shl i32 %hw999, 16
  %pair1002 = or i32 %lo998, %hs1001
  %pairf1003 = bitcast i32 %pair1002 to float
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la997
  store float %pairf1003, ptr addrspace(3) %gep.21, align 4
  %e1005 = add i32 %tid20, 512
  %row1007 = udiv i32 %e1005, 32
  %cc1009 = urem i32 %e1005, 32
  %chan1011 = shl i32 %cc1009, 1
  %pos1012 = add i32 %p_s135, %row1007
  %pok1013 = icmp ult i32 %pos1012, %p_hi108
  %n1014 = udiv i32 %pos1012, %howo101
  %prem1015 = urem i32 %pos1012, %howo101
  %ho1016 = udiv i32 %prem1015, %wo
  %wo1017 = urem i32 %prem1015, %wo
  %h_a1019 = mul i32 %ho1016, 1
  %hi1020 = add i32 %h_a1019, %h_tap83
  %hiok1021 = icmp ult i32 %hi1020, %hi
  %w_a1023 = mul i32 %wo1017, 1
  %wi1024 = add i32 %w_a1023, %w_tap87
  %wiok1025 = icmp ult i32 %wi1024, %wi
  %cin1026 = add i32 %c_blk91, %chan1011
  %cok1027 = icmp ult i32 %cin1026, %cpg
  %ok1028 = and i1 %pok1013, %hiok1021
  %ok1029 = and i1 %ok1028, %wiok1025
  %ok1030 = and i1 %ok1029, %cok1027
  %e_n1031 = mul i32 %n1014, %x_stride_n
  %e_h1032 = mul i32 %hi1020, %x_stride_h
  %e_w1033 = mul i32 %wi1024, %x_stride_w
  %el1034 = add i32 %e_n1031, %e_h1032
  %el1035 = add i32 %el1034, %e_w1033
  %el1036 = add i32 %el1035, %x_ch95
  %el1037 = add i32 %el1036, %chan1011
  %off1039 = shl i32 %el1037, 1
  %safe1041 = select i1 %ok1030, i32 %off1039, i32 2147483647
  %xv1043 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1041, i32 0, i32 0)
  %cin1045 = add i32 %cin1026, 1
  %cok1046 = icmp ult i32 %cin1045, %cpg
  %ok1047 = and i1 %ok1029, %cok1046
  %el1049 = add i32 %el1037, 1
  %off1051 = shl i32 %el1049, 1
  %safe1053 = select i1 %ok1047, i32 %off1051, i32 2147483647
  %xv1055 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1053, i32 0, i32 0)
  %lrow1057 = mul i32 %row1007, 72
  %lel1058 = add i32 %lrow1057, %chan1011
  %lb1060 = shl i32 %lel1058, 1
  %la1062 = add i32 %lb1060, 4608
  %lo1063 = zext i16 %xv1043 to i32
  %hw1064 = zext i16 %xv1055 to i32
  %hs1066 = shl i32 %hw1064, 16
  %pair1067 = or i32 %lo1063, %hs1066
  %pairf1068 = bitcast i32 %pair1067 to float
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la1062
  store float %pairf1068, ptr addrspace(3) %gep.22, align 4
  %e1070 = add i32 %tid20, 640
  %row1072 = udiv i32 %e1070, 32
  %cc1074 = urem i32 %e1070, 32
  %chan1076 = shl i32 %cc1074, 1
  %pos1077 = add i32 %p_s135, %row1072
  %pok1078 = icmp ult i32 %pos1077, %p_hi108
  %n1079 = udiv i32 %pos1077, %howo101
  %prem1080 = urem i32 %pos1077, %howo101
  %ho1081 = udiv i32 %prem1080, %wo
  %wo1082 = urem i32 %prem1080, %wo
  %h_a1084 = mul i32 %ho1081, 1
  %hi1085 = add i32 %h_a1084, %h_tap83
  %hiok1086 = icmp ult i32 %hi1085, %hi
  %w_a1088 = mul i32 %wo1082, 1
  %wi1089 = add i32 %w_a1088, %w_tap87
  %wiok1090 = icmp ult i32 %wi1089, %wi
  %cin1091 = add i32 %c_blk91, %chan1076
  %cok1092 = icmp ult i32 %cin1091, %cpg
  %ok1093 = and i1 %pok1078, %hiok1086
  %ok1094 = and i1 %ok1093, %wiok1090
  %ok1095 = and i1 %ok1094, %cok1092
  %e_n1096 = mul i32 %n1079, %x_stride_n
  %e_h1097 = mul i32 %hi1085, %x_stride_h
  %e_w1098 = mul i32 %wi1089, %x_stride_w
  %el1099 = add i32 %e_n1096, %e_h1097
  %el1100 = add i32 %el1099, %e_w1098
  %el1101 = add i32 %el1100, %x_ch95
  %el1102 = add i32 %el1101, %chan1076
  %off1104 = shl i32 %el1102, 1
  %safe1106 = select i1 %ok1095, i32 %off1104, i32 2147483647
  %xv1108 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1106, i32 0, i32 0)
  %cin1110 = add i32 %cin1091, 1
  %cok1111 = icmp ult i32 %cin1110, %cpg
  %ok1112 = and i1 %ok1094, %cok1111
  %el1114 = add i32 %el1102, 1
  %off1116 = shl i32 %el1114, 1
  %safe1118 = select i1 %ok1112, i32 %off1116, i32 2147483647
  %xv1120 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1118, i32 0, i32 0)
  %lrow1122 = mul i32 %row1072, 72
  %lel1123 = add i32 %lrow1122, %chan1076
  %lb1125 = shl i32 %lel1123, 1
  %la1127 = add i32 %lb1125, 4608
  %lo1128 = zext i16 %xv1108 to i32
  %hw1129 = zext i16 %xv1120 to i32
  %hs1131 = shl i32 %hw1129, 16
  %pair1132 = or i32 %lo1128, %hs1131
  %pairf1133 = bitcast i32 %pair1132 to float
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la1127
  store float %pairf1133, ptr addrspace(3) %gep.23, align 4
  %e1135 = add i32 %tid20, 768
  %row1137 = udiv i32 %e1135, 32
  %cc1139 = urem i32 %e1135, 32
  %chan1141 = shl i32 %cc1139, 1
  %pos1142 = add i32 %p_s135, %row1137
  %pok1143 = icmp ult i32 %pos1142, %p_hi108
  %n1144 = udiv i32 %pos1142, %howo101
  %prem1145 = urem i32 %pos1142, %howo101
  %ho1146 = udiv i32 %prem1145, %wo
  %wo1147 = urem i32 %prem1145, %wo
  %h_a1149 = mul i32 %ho1146, 1
  %hi1150 = add i32 %h_a1149, %h_tap83
  %hiok1151 = icmp ult i32 %hi1150, %hi
  %w_a1153 = mul i32 %wo1147, 1
  %wi1154 = add i32 %w_a1153, %w_tap87
  %wiok1155 = icmp ult i32 %wi1154, %wi
  %cin1156 = add i32 %c_blk91, %chan1141
  %cok1157 = icmp ult i32 %cin1156, %cpg
  %ok1158 = and i1 %pok1143, %hiok1151
  %ok1159 = and i1 %ok1158, %wiok1155
  %ok1160 = and i1 %ok1159, %cok1157
  %e_n1161 = mul i32 %n1144, %x_stride_n
  %e_h1162 = mul i32 %hi1150, %x_stride_h
  %e_w1163 = mul i32 %wi1154, %x_stride_w
  %el1164 = add i32 %e_n1161, %e_h1162
  %el1165 = add i32 %el1164, %e_w1163
  %el1166 = add i32 %el1165, %x_ch95
  %el1167 = add i32 %el1166, %chan1141
  %off1169 = shl i32 %el1167, 1
  %safe1171 = select i1 %ok1160, i32 %off1169, i32 2147483647
  %xv1173 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1171, i32 0, i32 0)
  %cin1175 = add i32 %cin1156, 1
  %cok1176 = icmp ult i32 %cin1175, %cpg
  %ok1177 = and i1 %ok1159, %cok1176
  %el1179 = add i32 %el1167, 1
  %off1181 = shl i32 %el1179, 1
  %safe1183 = select i1 %ok1177, i32 %off1181, i32 2147483647
  %xv1185 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1183, i32 0, i32 0)
  %lrow1187 = mul i32 %row1137, 72
  %lel1188 = add i32 %lrow1187, %chan1141
  %lb1190 = shl i32 %lel1188, 1
  %la1192 = add i32 %lb1190, 4608
  %lo1193 = zext i16 %xv1173 to i32
  %hw1194 = zext i16 %xv1185 to i32
  %hs1196 = shl i32 %hw1194, 16
  %pair1197 = or i32 %lo1193, %hs1196
  %pairf1198 = bitcast i32 %pair1197 to float
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la1192
  store float %pairf1198, ptr addrspace(3) %gep.24, align 4
  %e1200 = add i32 %tid20, 896
  %row1202 = udiv i32 %e1200, 32
  %cc1204 = urem i32 %e1200, 32
  %chan1206 = shl i32 %cc1204, 1
  %pos1207 = add i32 %p_s135, %row1202
  %pok1208 = icmp ult i32 %pos1207, %p_hi108
  %n1209 = udiv i32 %pos1207, %howo101
  %prem1210 = urem i32 %pos1207, %howo101
  %ho1211 = udiv i32 %prem1210, %wo
  %wo1212 = urem i32 %prem1210, %wo
  %h_a1214 = mul i32 %ho1211, 1
  %hi1215 = add i32 %h_a1214, %h_tap83
  %hiok1216 = icmp ult i32 %hi1215, %hi
  %w_a1218 = mul i32 %wo1212, 1
  %wi1219 = add i32 %w_a1218, %w_tap87
  %wiok1220 = icmp ult i32 %wi1219, %wi
  %cin1221 = add i32 %c_blk91, %chan1206
  %cok1222 = icmp ult i32 %cin1221, %cpg
  %ok1223 = and i1 %pok1208, %hiok1216
  %ok1224 = and i1 %ok1223, %wiok1220
  %ok1225 = and i1 %ok1224, %cok1222
  %e_n1226 = mul i32 %n1209, %x_stride_n
  %e_h1227 = mul i32 %hi1215, %x_stride_h
  %e_w1228 = mul i32 %wi1219, %x_stride_w
  %el1229 = add i32 %e_n1226, %e_h1227
  %el1230 = add i32 %el1229, %e_w1228
  %el1231 = add i32 %el1230, %x_ch95
  %el1232 = add i32 %el1231, %chan1206
  %off1234 = shl i32 %el1232, 1
  %safe1236 = select i1 %ok1225, i32 %off1234, i32 2147483647
  %xv1238 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1236, i32 0, i32 0)
  %cin1240 = add i32 %cin1221, 1
  %cok1241 = icmp ult i32 %cin1240, %cpg
  %ok1242 = and i1 %ok1224, %cok1241
  %el1244 = add i32 %el1232, 1
  %off1246 = shl i32 %el1244, 1
  %safe1248 = select i1 %ok1242, i32 %off1246, i32 2147483647
  %xv1250 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx118, i32 %safe1248, i32 0, i32 0)
  %lrow1252 = mul i32 %row1202, 72
  %lel1253 = add i32 %lrow1252, %chan1206
  %lb1255 = shl i32 %lel1253, 1
  %la1257 = add i32 %lb1255, 4608
  %lo1258 = zext i16 %xv1238 to i32
  %hw1259 = zext i16 %xv1250 to i32
  %hs1261 = shl i32 %hw1259, 16
  %pair1262 = or i32 %lo1258, %hs1261
  %pairf1263 = bitcast i32 %pair1262 to float
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %la1257
  store float %pairf1263, ptr addrspace(3) %gep.25, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1265 = add i32 %a_lane51, 0
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %a_addr1265
  %a_lo1266 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.26)
  %a_addr1268 = add i32 %a_lane51, 2304
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %a_addr1268
  %a_hi1269 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.27)
  %a_frag1270 = shufflevector <8 x half> %a_lo1266, <8 x half> %a_hi1269, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr1272 = add i32 %a_lane51, 32
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %a_addr1272
  %a_lo1273 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %a_addr1275 = add i32 %a_lane51, 2336
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %a_addr1275
  %a_hi1276 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %a_frag1277 = shufflevector <8 x half> %a_lo1273, <8 x half> %a_hi1276, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1279 = add i32 %b_lane57, 4608
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %b_addr1279
  %b_lo1280 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %b_addr1282 = add i32 %b_lane57, 6912
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %b_addr1282
  %b_hi1283 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %b_frag1284 = shufflevector <8 x half> %b_lo1280, <8 x half> %b_hi1283, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1285 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1270, i1 false, <16 x half> %b_frag1284, i16 0, <8 x float> %acc129, i1 false, i1 false)
  %acc1286 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1277, i1 false, <16 x half> %b_frag1284, i16 0, <8 x float> %acc131, i1 false, i1 false)
  %b_addr1288 = add i32 %b_lane57, 4640
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %b_addr1288
  %b_lo1289 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.32)
  %b_addr1291 = add i32 %b_lane57, 6944
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_f1x1_p0x0_s1x1_d1x1_w2x2_t2x2_ks8_wsr1, i32 %b_addr1291
  %b_hi1292 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.33)
  %b_frag1293 = shufflevector <8 x half> %b_lo1289, <8 x half> %b_hi1292, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1294 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1270, i1 false, <16 x half> %b_frag1293, i16 0, <8 x float> %acc130, i1 false, i1 false)
  %acc1295 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1277, i1 false, <16 x half> %b_frag1293, i16 0, <8 x float> %acc132, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t128, 1
  br label %for.head.1
for.exit.1:
  %slab1297 = urem i32 %split59, 1
  %slab_g1298 = mul i32 %slab1297, %groups
  %slab_k1299 = mul i32 %slab_g1298, %kpg
  %kbase1300 = add i32 %slab_k1299, %gk92
  %frow1302 = mul i32 %cpg, 1
  %tap_c1303 = mul i32 %tap71, %cpg
  %c_w1304 = add i32 %c_blk91, %wcb32
  %k_w1305 = add i32 %k_blk89, %wkb30
  %k_h1306 = add i32 %k_w1305, %khalf36
  %cin1308 = add i32 %c_w1304, 0
  %cin1309 = add i32 %cin1308, %lcol41
  %cok1310 = icmp ult i32 %cin1309, %cpg
  %kin1312 = add i32 %k_h1306, 0
  %kok1313 = icmp ult i32 %kin1312, %kpg
  %ok1314 = and i1 %kok1313, %cok1310
  br i1 %ok1314, label %if.then.3, label %if.end.3
if.then.3:
  %krow1315 = add i32 %kbase1300, %kin1312
  %t_k1316 = mul i32 %krow1315, %frow1302
  %t_t1317 = add i32 %t_k1316, %tap_c1303
  %el1318 = add i32 %t_t1317, %cin1309
  %off1320 = shl i32 %el1318, 2
  %v1321 = extractelement <8 x float> %acc129, i32 0
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1321, ptr addrspace(8) %rws119, i32 %off1320, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1324 = add i32 %k_h1306, 1
  %kok1325 = icmp ult i32 %kin1324, %kpg
  %ok1326 = and i1 %kok1325, %cok1310
  br i1 %ok1326, label %if.then.4, label %if.end.4
if.then.4:
  %krow1327 = add i32 %kbase1300, %kin1324
  %t_k1328 = mul i32 %krow1327, %frow1302
  %t_t1329 = add i32 %t_k1328, %tap_c1303
  %el1330 = add i32 %t_t1329, %cin1309
  %off1332 = shl i32 %el1330, 2
  %v1333 = extractelement <8 x float> %acc129, i32 1
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1333, ptr addrspace(8) %rws119, i32 %off1332, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1336 = add i32 %k_h1306, 2
  %kok1337 = icmp ult i32 %kin1336, %kpg
  %ok1338 = and i1 %kok1337, %cok1310
  br i1 %ok1338, label %if.then.5, label %if.end.5
if.then.5:
  %krow1339 = add i32 %kbase1300, %kin1336
  %t_k1340 = mul i32 %krow1339, %frow1302
  %t_t1341 = add i32 %t_k1340, %tap_c1303
  %el1342 = add i32 %t_t1341, %cin1309
  %off1344 = shl i32 %el1342, 2
  %v1345 = extractelement <8 x float> %acc129, i32 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1345, ptr addrspace(8) %rws119, i32 %off1344, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1348 = add i32 %k_h1306, 3
  %kok1349 = icmp ult i32 %kin1348, %kpg
  %ok1350 = and i1 %kok1349, %cok1310
  br i1 %ok1350, label %if.then.6, label %if.end.6
if.then.6:
  %krow1351 = add i32 %kbase1300, %kin1348
  %t_k1352 = mul i32 %krow1351, %frow1302
  %t_t1353 = add i32 %t_k1352, %tap_c1303
  %el1354 = add i32 %t_t1353, %cin1309
  %off1356 = shl i32 %el1354, 2
  %v1357 = extractelement <8 x float> %acc129, i32 3
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1357, ptr addrspace(8) %rws119, i32 %off1356, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1360 = add i32 %k_h1306, 4
  %kok1361 = icmp ult i32 %kin1360, %kpg
  %ok1362 = and i1 %kok1361, %cok1310
  br i1 %ok1362, label %if.then.7, label %if.end.7
if.then.7:
  %krow1363 = add i32 %kbase1300, %kin1360
  %t_k1364 = mul i32 %krow1363, %frow1302
  %t_t1365 = add i32 %t_k1364, %tap_c1303
  %el1366 = add i32 %t_t1365, %cin1309
  %off1368 = shl i32 %el1366, 2
  %v1369 = extractelement <8 x float> %acc129, i32 4
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1369, ptr addrspace(8) %rws119, i32 %off1368, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1372 = add i32 %k_h1306, 5
  %kok1373 = icmp ult i32 %kin1372, %kpg
  %ok1374 = and i1 %kok1373, %cok1310
  br i1 %ok1374, label %if.then.8, label %if.end.8
if.then.8:
  %krow1375 = add i32 %kbase1300, %kin1372
  %t_k1376 = mul i32 %krow1375, %frow1302
  %t_t1377 = add i32 %t_k1376, %tap_c1303
  %el1378 = add i32 %t_t1377, %cin1309
  %off1380 = shl i32 %el1378, 2
  %v1381 = extractelement <8 x float> %acc129, i32 5
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1381, ptr addrspace(8) %rws119, i32 %off1380, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1384 = add i32 %k_h1306, 6
  %kok1385 = icmp ult i32 %kin1384, %kpg
  %ok1386 = and i1 %kok1385, %cok1310
  br i1 %ok1386, label %if.then.9, label %if.end.9
if.then.9:
  %krow1387 = add i32 %kbase1300, %kin1384
  %t_k1388 = mul i32 %krow1387, %frow1302
  %t_t1389 = add i32 %t_k1388, %tap_c1303
  %el1390 = add i32 %t_t1389, %cin1309
  %off1392 = shl i32 %el1390, 2
  %v1393 = extractelement <8 x float> %acc129, i32 6
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1393, ptr addrspace(8) %rws119, i32 %off1392, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin1396 = add i32 %k_h1306, 7
  %kok1397 = icmp ult i32 %kin1396, %kpg
  %ok1398 = and i1 %kok1397, %cok1310
  br i1 %ok1398, label %if.then.10, label %if.end.10
if.then.10:
  %krow1399 = add i32 %kbase1300, %kin1396
  %t_k1400 = mul i32 %krow1399, %frow1302
  %t_t1401 = add i32 %t_k1400, %tap_c1303
  %el1402 = add i32 %t_t1401, %cin1309
  %off1404 = shl i32 %el1402, 2
  %v1405 = extractelement <8 x float> %acc129, i32 7
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1405, ptr addrspace(8) %rws119, i32 %off1404, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %cin1408 = add i32 %c_w1304, 16
  %cin1409 = add i32 %cin1408, %lcol41
  %cok1410 = icmp ult i32 %cin1409, %cpg
  %kin1412 = add i32 %k_h1306, 0
  %kok1413 = icmp ult i32 %kin1412, %kpg
  %ok1414 = and i1 %kok1413, %cok1410
  br i1 %ok1414, label %if.then.11, label %if.end.11
if.then.11:
  %krow1415 = add i32 %kbase1300, %kin1412
  %t_k1416 = mul i32 %krow1415, %frow1302
  %t_t1417 = add i32 %t_k1416, %tap_c1303
  %el1418 = add i32 %t_t1417, %cin1409
  %off1420 = shl i32 %el1418, 2
  %v1421 = extractelement <8 x float> %acc130, i32 0
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1421, ptr addrspace(8) %rws119, i32 %off1420, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1424 = add i32 %k_h1306, 1
  %kok1425 = icmp ult i32 %kin1424, %kpg
  %ok1426 = and i1 %kok1425, %cok1410
  br i1 %ok1426, label %if.then.12, label %if.end.12
if.then.12:
  %krow1427 = add i32 %kbase1300, %kin1424
  %t_k1428 = mul i32 %krow1427, %frow1302
  %t_t1429 = add i32 %t_k1428, %tap_c1303
  %el1430 = add i32 %t_t1429, %cin1409
  %off1432 = shl i32 %el1430, 2
  %v1433 = extractelement <8 x float> %acc130, i32 1
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1433, ptr addrspace(8) %rws119, i32 %off1432, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1436 = add i32 %k_h1306, 2
  %kok1437 = icmp ult i32 %kin1436, %kpg
  %ok1438 = and i1 %kok1437, %cok1410
  br i1 %ok1438, label %if.then.13, label %if.end.13
if.then.13:
  %krow1439 = add i32 %kbase1300, %kin1436
  %t_k1440 = mul i32 %krow1439, %frow1302
  %t_t1441 = add i32 %t_k1440, %tap_c1303
  %el1442 = add i32 %t_t1441, %cin1409
  %off1444 = shl i32 %el1442, 2
  %v1445 = extractelement <8 x float> %acc130, i32 2
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1445, ptr addrspace(8) %rws119, i32 %off1444, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1448 = add i32 %k_h1306, 3
  %kok1449 = icmp ult i32 %kin1448, %kpg
  %ok1450 = and i1 %kok1449, %cok1410
  br i1 %ok1450, label %if.then.14, label %if.end.14
if.then.14:
  %krow1451 = add i32 %kbase1300, %kin1448
  %t_k1452 = mul i32 %krow1451, %frow1302
  %t_t1453 = add i32 %t_k1452, %tap_c1303
  %el1454 = add i32 %t_t1453, %cin1409
  %off1456 = shl i32 %el1454, 2
  %v1457 = extractelement <8 x float> %acc130, i32 3
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1457, ptr addrspace(8) %rws119, i32 %off1456, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1460 = add i32 %k_h1306, 4
  %kok1461 = icmp ult i32 %kin1460, %kpg
  %ok1462 = and i1 %kok1461, %cok1410
  br i1 %ok1462, label %if.then.15, label %if.end.15
if.then.15:
  %krow1463 = add i32 %kbase1300, %kin1460
  %t_k1464 = mul i32 %krow1463, %frow1302
  %t_t1465 = add i32 %t_k1464, %tap_c1303
  %el1466 = add i32 %t_t1465, %cin1409
  %off1468 = shl i32 %el1466, 2
  %v1469 = extractelement <8 x float> %acc130, i32 4
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1469, ptr addrspace(8) %rws119, i32 %off1468, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1472 = add i32 %k_h1306, 5
  %kok1473 = icmp ult i32 %kin1472, %kpg
  %ok1474 = and i1 %kok1473, %cok1410
  br i1 %ok1474, label %if.then.16, label %if.end.16
if.then.16:
  %krow1475 = add i32 %kbase1300, %kin1472
  %t_k1476 = mul i32 %krow1475, %frow1302
  %t_t1477 = add i32 %t_k1476, %tap_c1303
  %el1478 = add i32 %t_t1477, %cin1409
  %off1480 = shl i32 %el1478, 2
  %v1481 = extractelement <8 x float> %acc130, i32 5
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1481, ptr addrspace(8) %rws119, i32 %off1480, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1484 = add i32 %k_h1306, 6
  %kok1485 = icmp ult i32 %kin1484, %kpg
  %ok1486 = and i1 %kok1485, %cok1410
  br i1 %ok1486, label %if.then.17, label %if.end.17
if.then.17:
  %krow1487 = add i32 %kbase1300, %kin1484
  %t_k1488 = mul i32 %krow1487, %frow1302
  %t_t1489 = add i32 %t_k1488, %tap_c1303
  %el1490 = add i32 %t_t1489, %cin1409
  %off1492 = shl i32 %el1490, 2
  %v1493 = extractelement <8 x float> %acc130, i32 6
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1493, ptr addrspace(8) %rws119, i32 %off1492, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %kin1496 = add i32 %k_h1306, 7
  %kok1497 = icmp ult i32 %kin1496, %kpg
  %ok1498 = and i1 %kok1497, %cok1410
  br i1 %ok1498, label %if.then.18, label %if.end.18
if.then.18:
  %krow1499 = add i32 %kbase1300, %kin1496
  %t_k1500 = mul i32 %krow1499, %frow1302
  %t_t1501 = add i32 %t_k1500, %tap_c1303
  %el1502 = add i32 %t_t1501, %cin1409
  %off1504 = shl i32 %el1502, 2
  %v1505 = extractelement <8 x float> %acc130, i32 7
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1505, ptr addrspace(8) %rws119, i32 %off1504, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %cin1508 = add i32 %c_w1304, 0
  %cin1509 = add i32 %cin1508, %lcol41
  %cok1510 = icmp ult i32 %cin1509, %cpg
  %kin1512 = add i32 %k_h1306, 16
  %kok1513 = icmp ult i32 %kin1512, %kpg
  %ok1514 = and i1 %kok1513, %cok1510
  br i1 %ok1514, label %if.then.19, label %if.end.19
if.then.19:
  %krow1515 = add i32 %kbase1300, %kin1512
  %t_k1516 = mul i32 %krow1515, %frow1302
  %t_t1517 = add i32 %t_k1516, %tap_c1303
  %el1518 = add i32 %t_t1517, %cin1509
  %off1520 = shl i32 %el1518, 2
  %v1521 = extractelement <8 x float> %acc131, i32 0
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1521, ptr addrspace(8) %rws119, i32 %off1520, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1524 = add i32 %k_h1306, 17
  %kok1525 = icmp ult i32 %kin1524, %kpg
  %ok1526 = and i1 %kok1525, %cok1510
  br i1 %ok1526, label %if.then.20, label %if.end.20
if.then.20:
  %krow1527 = add i32 %kbase1300, %kin1524
  %t_k1528 = mul i32 %krow1527, %frow1302
  %t_t1529 = add i32 %t_k1528, %tap_c1303
  %el1530 = add i32 %t_t1529, %cin1509
  %off1532 = shl i32 %el1530, 2
  %v1533 = extractelement <8 x float> %acc131, i32 1
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1533, ptr addrspace(8) %rws119, i32 %off1532, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1536 = add i32 %k_h1306, 18
  %kok1537 = icmp ult i32 %kin1536, %kpg
  %ok1538 = and i1 %kok1537, %cok1510
  br i1 %ok1538, label %if.then.21, label %if.end.21
if.then.21:
  %krow1539 = add i32 %kbase1300, %kin1536
  %t_k1540 = mul i32 %krow1539, %frow1302
  %t_t1541 = add i32 %t_k1540, %tap_c1303
  %el1542 = add i32 %t_t1541, %cin1509
  %off1544 = shl i32 %el1542, 2
  %v1545 = extractelement <8 x float> %acc131, i32 2
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1545, ptr addrspace(8) %rws119, i32 %off1544, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1548 = add i32 %k_h1306, 19
  %kok1549 = icmp ult i32 %kin1548, %kpg
  %ok1550 = and i1 %kok1549, %cok1510
  br i1 %ok1550, label %if.then.22, label %if.end.22
if.then.22:
  %krow1551 = add i32 %kbase1300, %kin1548
  %t_k1552 = mul i32 %krow1551, %frow1302
  %t_t1553 = add i32 %t_k1552, %tap_c1303
  %el1554 = add i32 %t_t1553, %cin1509
  %off1556 = shl i32 %el1554, 2
  %v1557 = extractelement <8 x float> %acc131, i32 3
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1557, ptr addrspace(8) %rws119, i32 %off1556, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1560 = add i32 %k_h1306, 20
  %kok1561 = icmp ult i32 %kin1560, %kpg
  %ok1562 = and i1 %kok1561, %cok1510
  br i1 %ok1562, label %if.then.23, label %if.end.23
if.then.23:
  %krow1563 = add i32 %kbase1300, %kin1560
  %t_k1564 = mul i32 %krow1563, %frow1302
  %t_t1565 = add i32 %t_k1564, %tap_c1303
  %el1566 = add i32 %t_t1565, %cin1509
  %off1568 = shl i32 %el1566, 2
  %v1569 = extractelement <8 x float> %acc131, i32 4
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1569, ptr addrspace(8) %rws119, i32 %off1568, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1572 = add i32 %k_h1306, 21
  %kok1573 = icmp ult i32 %kin1572, %kpg
  %ok1574 = and i1 %kok1573, %cok1510
  br i1 %ok1574, label %if.then.24, label %if.end.24
if.then.24:
  %krow1575 = add i32 %kbase1300, %kin1572
  %t_k1576 = mul i32 %krow1575, %frow1302
  %t_t1577 = add i32 %t_k1576, %tap_c1303
  %el1578 = add i32 %t_t1577, %cin1509
  %off1580 = shl i32 %el1578, 2
  %v1581 = extractelement <8 x float> %acc131, i32 5
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1581, ptr addrspace(8) %rws119, i32 %off1580, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin1584 = add i32 %k_h1306, 22
  %kok1585 = icmp ult i32 %kin1584, %kpg
  %ok1586 = and i1 %kok1585, %cok1510
  br i1 %ok1586, label %if.then.25, label %if.end.25
if.then.25:
  %krow1587 = add i32 %kbase1300, %kin1584
  %t_k1588 = mul i32 %krow1587, %frow1302
  %t_t1589 = add i32 %t_k1588, %tap_c1303
  %el1590 = add i32 %t_t1589, %cin1509
  %off1592 = shl i32 %el1590, 2
  %v1593 = extractelement <8 x float> %acc131, i32 6
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1593, ptr addrspace(8) %rws119, i32 %off1592, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %kin1596 = add i32 %k_h1306, 23
  %kok1597 = icmp ult i32 %kin1596, %kpg
  %ok1598 = and i1 %kok1597, %cok1510
  br i1 %ok1598, label %if.then.26, label %if.end.26
if.then.26:
  %krow1599 = add i32 %kbase1300, %kin1596
  %t_k1600 = mul i32 %krow1599, %frow1302
  %t_t1601 = add i32 %t_k1600, %tap_c1303
  %el1602 = add i32 %t_t1601, %cin1509
  %off1604 = shl i32 %el1602, 2
  %v1605 = extractelement <8 x float> %acc131, i32 7
  %old.57 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1605, ptr addrspace(8) %rws119, i32 %off1604, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %cin1608 = add i32 %c_w1304, 16
  %cin1609 = add i32 %cin1608, %lcol41
  %cok1610 = icmp ult i32 %cin1609, %cpg
  %kin1612 = add i32 %k_h1306, 16
  %kok1613 = icmp ult i32 %kin1612, %kpg
  %ok1614 = and i1 %kok1613, %cok1610
  br i1 %ok1614, label %if.then.27, label %if.end.27
if.then.27:
  %krow1615 = add i32 %kbase1300, %kin1612
  %t_k1616 = mul i32 %krow1615, %frow1302
  %t_t1617 = add i32 %t_k1616, %tap_c1303
  %el1618 = add i32 %t_t1617, %cin1609
  %off1620 = shl i32 %el1618, 2
  %v1621 = extractelement <8 x float> %acc132, i32 0
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1621, ptr addrspace(8) %rws119, i32 %off1620, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %kin1624 = add i32 %k_h1306, 17
  %kok1625 = icmp ult i32 %kin1624, %kpg
  %ok1626 = and i1 %kok1625, %cok1610
  br i1 %ok1626, label %if.then.28, label %if.end.28
if.then.28:
  %krow1627 = add i32 %kbase1300, %kin1624
  %t_k1628 = mul i32 %krow1627, %frow1302
  %t_t1629 = add i32 %t_k1628, %tap_c1303
  %el1630 = add i32 %t_t1629, %cin1609
  %off1632 = shl i32 %el1630, 2
  %v1633 = extractelement <8 x float> %acc132, i32 1
  %old.59 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1633, ptr addrspace(8) %rws119, i32 %off1632, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %kin1636 = add i32 %k_h1306, 18
  %kok1637 = icmp ult i32 %kin1636, %kpg
  %ok1638 = and i1 %kok1637, %cok1610
  br i1 %ok1638, label %if.then.29, label %if.end.29
if.then.29:
  %krow1639 = add i32 %kbase1300, %kin1636
  %t_k1640 = mul i32 %krow1639, %frow1302
  %t_t1641 = add i32 %t_k1640, %tap_c1303
  %el1642 = add i32 %t_t1641, %cin1609
  %off1644 = shl i32 %el1642, 2
  %v1645 = extractelement <8 x float> %acc132, i32 2
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1645, ptr addrspace(8) %rws119, i32 %off1644, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %kin1648 = add i32 %k_h1306, 19
  %kok1649 = icmp ult i32 %kin1648, %kpg
  %ok1650 = and i1 %kok1649, %cok1610
  br i1 %ok1650, label %if.then.30, label %if.end.30
if.then.30:
  %krow1651 = add i32 %kbase1300, %kin1648
  %t_k1652 = mul i32 %krow1651, %frow1302
  %t_t1653 = add i32 %t_k1652, %tap_c1303
  %el1654 = add i32 %t_t1653, %cin1609
  %off1656 = shl i32 %el1654, 2
  %v1657 = extractelement <8 x float> %acc132, i32 3
  %old.61 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1657, ptr addrspace(8) %rws119, i32 %off1656, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %kin1660 = add i32 %k_h1306, 20
  %kok1661 = icmp ult i32 %kin1660, %kpg
  %ok1662 = and i1 %kok1661, %cok1610
  br i1 %ok1662, label %if.then.31, label %if.end.31
if.then.31:
  %krow1663 = add i32 %kbase1300, %kin1660
  %t_k1664 = mul i32 %krow1663, %frow1302
  %t_t1665 = add i32 %t_k1664, %tap_c1303
  %el1666 = add i32 %t_t1665, %cin1609
  %off1668 = shl i32 %el1666, 2
  %v1669 = extractelement <8 x float> %acc132, i32 4
  %old.62 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1669, ptr addrspace(8) %rws119, i32 %off1668, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %kin1672 = add i32 %k_h1306, 21
  %kok1673 = icmp ult i32 %kin1672, %kpg
  %ok1674 = and i1 %kok1673, %cok1610
  br i1 %ok1674, label %if.then.32, label %if.end.32
if.then.32:
  %krow1675 = add i32 %kbase1300, %kin1672
  %t_k1676 = mul i32 %krow1675, %frow1302
  %t_t1677 = add i32 %t_k1676, %tap_c1303
  %el1678 = add i32 %t_t1677, %cin1609
  %off1680 = shl i32 %el1678, 2
  %v1681 = extractelement <8 x float> %acc132, i32 5
  %old.63 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1681, ptr addrspace(8) %rws119, i32 %off1680, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %kin1684 = add i32 %k_h1306, 22
  %kok1685 = icmp ult i32 %kin1684, %kpg
  %ok1686 = and i1 %kok1685, %cok1610
  br i1 %ok1686, label %if.then.33, label %if.end.33
if.then.33:
  %krow1687 = add i32 %kbase1300, %kin1684
  %t_k1688 = mul i32 %krow1687, %frow1302
  %t_t1689 = add i32 %t_k1688, %tap_c1303
  %el1690 = add i32 %t_t1689, %cin1609
  %off1692 = shl i32 %el1690, 2
  %v1693 = extractelement <8 x float> %acc132, i32 6
  %old.64 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1693, ptr addrspace(8) %rws119, i32 %off1692, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %kin1696 = add i32 %k_h1306, 23
  %kok1697 = icmp ult i32 %kin1696, %kpg
  %ok1698 = and i1 %kok1697, %cok1610
  br i1 %ok1698, label %if.then.34, label %if.end.34
if.then.34:
  %krow1699 = add i32 %kbase1300, %kin1696
  %t_k1700 = mul i32 %krow1699, %frow1302
  %t_t1701 = add i32 %t_k1700, %tap_c1303
  %el1702 = add i32 %t_t1701, %cin1609
  %off1704 = shl i32 %el1702, 2
  %v1705 = extractelement <8 x float> %acc132, i32 7
  %old.65 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1705, ptr addrspace(8) %rws119, i32 %off1704, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="224" }
