; irgate implicit_gemm_wgrad{dtype=fp16,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,dilation_h=-1,dilation_w=-1,waves_m=2,waves_n=2,wave_tiles_m=2,wave_tiles_n=2,k_steps=32,ws_replicas=1}@gfx1200 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1 = internal unnamed_addr addrspace(3) global [9216 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half>, <8 x half>, <8 x float>)

define amdgpu_kernel void @irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
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
  %lcol46 = and i32 %lane30, 15
  %a_r48 = mul i32 %khalf44, 72
  %a_c49 = add i32 %a_r48, %lcol46
  %a_e50 = add i32 %a_c49, %wkb38
  %a_lane52 = shl i32 %a_e50, 1
  %b_r54 = mul i32 %khalf44, 72
  %b_c55 = add i32 %b_r54, %lcol46
  %b_e56 = add i32 %b_c55, %wcb40
  %b_lane58 = shl i32 %b_e56, 1
  %bx59 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split60 = call i32 @llvm.amdgcn.workgroup.id.y()
  %taps61 = mul i32 %filter_h, %filter_w
  %nct_a63 = add i32 %cpg, 63
  %nct65 = udiv i32 %nct_a63, 64
  %nkt_a67 = add i32 %kpg, 63
  %nkt69 = udiv i32 %nkt_a67, 64
  %ct70 = urem i32 %bx59, %nct65
  %rest71 = udiv i32 %bx59, %nct65
  %tap72 = urem i32 %rest71, %taps61
  %rest73 = udiv i32 %rest71, %taps61
  %kt74 = urem i32 %rest73, %nkt69
  %g75 = udiv i32 %rest73, %nkt69
  %fr76 = udiv i32 %tap72, %filter_w
  %fs77 = urem i32 %tap72, %filter_w
  %rd78 = mul i32 %fr76, %dilation_h
  %h_tap79 = sub i32 %rd78, %pad_h
  %sd80 = mul i32 %fs77, %dilation_w
  %w_tap81 = sub i32 %sd80, %pad_w
  %k_blk83 = mul i32 %kt74, 64
  %c_blk85 = mul i32 %ct70, 64
  %gk86 = mul i32 %g75, %kpg
  %gc87 = mul i32 %g75, %cpg
  %dy_ch88 = add i32 %gk86, %k_blk83
  %x_ch89 = add i32 %gc87, %c_blk85
  %ch_or90 = or i32 %cpg, %kpg
  %ch_lo92 = and i32 %ch_or90, 7
  %vec_ok94 = icmp eq i32 %ch_lo92, 0
  %howo95 = mul i32 %ho, %wo
  %npos96 = mul i32 %n, %howo95
  %p_lo98 = mul i32 %split60, 1024
  %p_end100 = add i32 %p_lo98, 1024
  %fits101 = icmp ult i32 %p_end100, %npos96
  %p_hi102 = select i1 %fits101, i32 %p_end100, i32 %npos96
  %live103 = icmp ult i32 %p_lo98, %p_hi102
  %span_a104 = sub i32 %p_hi102, %p_lo98
  %span106 = select i1 %live103, i32 %span_a104, i32 0
  %st_a108 = add i32 %span106, 31
  %steps110 = lshr i32 %st_a108, 5
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy111 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx112 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws113 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  br label %for.head.1
for.head.1:
  %t122 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc123 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1417, %for.latch.1 ]
  %acc124 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1444, %for.latch.1 ]
  %acc125 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1418, %for.latch.1 ]
  %acc126 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1445, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t122, %steps110
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to128 = shl i32 %t122, 5
  %p_s129 = add i32 %p_lo98, %to128
  br i1 %vec_ok94, label %if.then.2, label %if.else.2
if.then.2:
  %e131 = add i32 %tid28, 0
  %row133 = udiv i32 %e131, 8
  %cc135 = urem i32 %e131, 8
  %chan137 = shl i32 %cc135, 3
  %pos138 = add i32 %p_s129, %row133
  %pok139 = icmp ult i32 %pos138, %p_hi102
  %n140 = udiv i32 %pos138, %howo95
  %prem141 = urem i32 %pos138, %howo95
  %ho142 = udiv i32 %prem141, %wo
  %wo143 = urem i32 %prem141, %wo
  %kin144 = add i32 %k_blk83, %chan137
  %kok145 = icmp ult i32 %kin144, %kpg
  %ok146 = and i1 %pok139, %kok145
  %e_n147 = mul i32 %n140, %dy_stride_n
  %e_h148 = mul i32 %ho142, %dy_stride_h
  %e_w149 = mul i32 %wo143, %dy_stride_w
  %el150 = add i32 %e_n147, %e_h148
  %el151 = add i32 %el150, %e_w149
  %el152 = add i32 %el151, %dy_ch88
  %el153 = add i32 %el152, %chan137
  %off155 = shl i32 %el153, 1
  %safe157 = select i1 %ok146, i32 %off155, i32 2147483647
  %dyv159 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy111, i32 %safe157, i32 0, i32 0)
  %lrow161 = mul i32 %row133, 72
  %lel162 = add i32 %lrow161, %chan137
  %lb164 = shl i32 %lel162, 1
  %la166 = add i32 %lb164, 0
  %e168 = add i32 %tid28, 128
  %row170 = udiv i32 %e168, 8
  %cc172 = urem i32 %e168, 8
  %chan174 = shl i32 %cc172, 3
  %pos175 = add i32 %p_s129, %row170
  %pok176 = icmp ult i32 %pos175, %p_hi102
  %n177 = udiv i32 %pos175, %howo95
  %prem178 = urem i32 %pos175, %howo95
  %ho179 = udiv i32 %prem178, %wo
  %wo180 = urem i32 %prem178, %wo
  %kin181 = add i32 %k_blk83, %chan174
  %kok182 = icmp ult i32 %kin181, %kpg
  %ok183 = and i1 %pok176, %kok182
  %e_n184 = mul i32 %n177, %dy_stride_n
  %e_h185 = mul i32 %ho179, %dy_stride_h
  %e_w186 = mul i32 %wo180, %dy_stride_w
  %el187 = add i32 %e_n184, %e_h185
  %el188 = add i32 %el187, %e_w186
  %el189 = add i32 %el188, %dy_ch88
  %el190 = add i32 %el189, %chan174
  %off192 = shl i32 %el190, 1
  %safe194 = select i1 %ok183, i32 %off192, i32 2147483647
  %dyv196 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy111, i32 %safe194, i32 0, i32 0)
  %lrow198 = mul i32 %row170, 72
  %lel199 = add i32 %lrow198, %chan174
  %lb201 = shl i32 %lel199, 1
  %la203 = add i32 %lb201, 0
  %e205 = add i32 %tid28, 0
  %row207 = udiv i32 %e205, 8
  %cc209 = urem i32 %e205, 8
  %chan211 = shl i32 %cc209, 3
  %pos212 = add i32 %p_s129, %row207
  %pok213 = icmp ult i32 %pos212, %p_hi102
  %n214 = udiv i32 %pos212, %howo95
  %prem215 = urem i32 %pos212, %howo95
  %ho216 = udiv i32 %prem215, %wo
  %wo217 = urem i32 %prem215, %wo
  %h_a218 = mul i32 %ho216, %stride_h
  %hi219 = add i32 %h_a218, %h_tap79
  %hiok220 = icmp ult i32 %hi219, %hi
  %w_a221 = mul i32 %wo217, %stride_w
  %wi222 = add i32 %w_a221, %w_tap81
  %wiok223 = icmp ult i32 %wi222, %wi
  %cin224 = add i32 %c_blk85, %chan211
  %cok225 = icmp ult i32 %cin224, %cpg
  %ok226 = and i1 %pok213, %hiok220
  %ok227 = and i1 %ok226, %wiok223
  %ok228 = and i1 %ok227, %cok225
  %e_n229 = mul i32 %n214, %x_stride_n
  %e_h230 = mul i32 %hi219, %x_stride_h
  %e_w231 = mul i32 %wi222, %x_stride_w
  %el232 = add i32 %e_n229, %e_h230
  %el233 = add i32 %el232, %e_w231
  %el234 = add i32 %el233, %x_ch89
  %el235 = add i32 %el234, %chan211
  %off237 = shl i32 %el235, 1
  %safe239 = select i1 %ok228, i32 %off237, i32 2147483647
  %xv241 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx112, i32 %safe239, i32 0, i32 0)
  %lrow243 = mul i32 %row207, 72
  %lel244 = add i32 %lrow243, %chan211
  %lb246 = shl i32 %lel244, 1
  %la248 = add i32 %lb246, 4608
  %e250 = add i32 %tid28, 128
  %row252 = udiv i32 %e250, 8
  %cc254 = urem i32 %e250, 8
  %chan256 = shl i32 %cc254, 3
  %pos257 = add i32 %p_s129, %row252
  %pok258 = icmp ult i32 %pos257, %p_hi102
  %n259 = udiv i32 %pos257, %howo95
  %prem260 = urem i32 %pos257, %howo95
  %ho261 = udiv i32 %prem260, %wo
  %wo262 = urem i32 %prem260, %wo
  %h_a263 = mul i32 %ho261, %stride_h
  %hi264 = add i32 %h_a263, %h_tap79
  %hiok265 = icmp ult i32 %hi264, %hi
  %w_a266 = mul i32 %wo262, %stride_w
  %wi267 = add i32 %w_a266, %w_tap81
  %wiok268 = icmp ult i32 %wi267, %wi
  %cin269 = add i32 %c_blk85, %chan256
  %cok270 = icmp ult i32 %cin269, %cpg
  %ok271 = and i1 %pok258, %hiok265
  %ok272 = and i1 %ok271, %wiok268
  %ok273 = and i1 %ok272, %cok270
  %e_n274 = mul i32 %n259, %x_stride_n
  %e_h275 = mul i32 %hi264, %x_stride_h
  %e_w276 = mul i32 %wi267, %x_stride_w
  %el277 = add i32 %e_n274, %e_h275
  %el278 = add i32 %el277, %e_w276
  %el279 = add i32 %el278, %x_ch89
  %el280 = add i32 %el279, %chan256
  %off282 = shl i32 %el280, 1
  %safe284 = select i1 %ok273, i32 %off282, i32 2147483647
  %xv286 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx112, i32 %safe284, i32 0, i32 0)
  %lrow288 = mul i32 %row252, 72
  %lel289 = add i32 %lrow288, %chan256
  %lb291 = shl i32 %lel289, 1
  %la293 = add i32 %lb291, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la166
  store <4 x i32> %dyv159, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la203
  store <4 x i32> %dyv196, ptr addrspace(3) %gep.7, align 16
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la248
  store <4 x i32> %xv241, ptr addrspace(3) %gep.8, align 16
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la293
  store <4 x i32> %xv286, ptr addrspace(3) %gep.9, align 16
  br label %if.end.2
if.else.2:
  %e295 = add i32 %tid28, 0
  %row297 = udiv i32 %e295, 32
  %cc299 = urem i32 %e295, 32
  %chan301 = shl i32 %cc299, 1
  %pos302 = add i32 %p_s129, %row297
  %pok303 = icmp ult i32 %pos302, %p_hi102
  %n304 = udiv i32 %pos302, %howo95
  %prem305 = urem i32 %pos302, %howo95
  %ho306 = udiv i32 %prem305, %wo
  %wo307 = urem i32 %prem305, %wo
  %kin308 = add i32 %k_blk83, %chan301
  %kok309 = icmp ult i32 %kin308, %kpg
  %ok310 = and i1 %pok303, %kok309
  %e_n311 = mul i32 %n304, %dy_stride_n
  %e_h312 = mul i32 %ho306, %dy_stride_h
  %e_w313 = mul i32 %wo307, %dy_stride_w
  %el314 = add i32 %e_n311, %e_h312
  %el315 = add i32 %el314, %e_w313
  %el316 = add i32 %el315, %dy_ch88
  %el317 = add i32 %el316, %chan301
  %off319 = shl i32 %el317, 1
  %safe321 = select i1 %ok310, i32 %off319, i32 2147483647
  %dyv323 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe321, i32 0, i32 0)
  %kin325 = add i32 %kin308, 1
  %kok326 = icmp ult i32 %kin325, %kpg
  %ok327 = and i1 %pok303, %kok326
  %el329 = add i32 %el317, 1
  %off331 = shl i32 %el329, 1
  %safe333 = select i1 %ok327, i32 %off331, i32 2147483647
  %dyv335 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe333, i32 0, i32 0)
  %lrow337 = mul i32 %row297, 72
  %lel338 = add i32 %lrow337, %chan301
  %lb340 = shl i32 %lel338, 1
  %la342 = add i32 %lb340, 0
  %lo343 = zext i16 %dyv323 to i32
  %hw344 = zext i16 %dyv335 to i32
  %hs346 = shl i32 %hw344, 16
  %pair347 = or i32 %lo343, %hs346
  %pairf348 = bitcast i32 %pair347 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la342
  store float %pairf348, ptr addrspace(3) %gep.10, align 4
  %e350 = add i32 %tid28, 128
  %row352 = udiv i32 %e350, 32
  %cc354 = urem i32 %e350, 32
  %chan356 = shl i32 %cc354, 1
  %pos357 = add i32 %p_s129, %row352
  %pok358 = icmp ult i32 %pos357, %p_hi102
  %n359 = udiv i32 %pos357, %howo95
  %prem360 = urem i32 %pos357, %howo95
  %ho361 = udiv i32 %prem360, %wo
  %wo362 = urem i32 %prem360, %wo
  %kin363 = add i32 %k_blk83, %chan356
  %kok364 = icmp ult i32 %kin363, %kpg
  %ok365 = and i1 %pok358, %kok364
  %e_n366 = mul i32 %n359, %dy_stride_n
  %e_h367 = mul i32 %ho361, %dy_stride_h
  %e_w368 = mul i32 %wo362, %dy_stride_w
  %el369 = add i32 %e_n366, %e_h367
  %el370 = add i32 %el369, %e_w368
  %el371 = add i32 %el370, %dy_ch88
  %el372 = add i32 %el371, %chan356
  %off374 = shl i32 %el372, 1
  %safe376 = select i1 %ok365, i32 %off374, i32 2147483647
  %dyv378 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe376, i32 0, i32 0)
  %kin380 = add i32 %kin363, 1
  %kok381 = icmp ult i32 %kin380, %kpg
  %ok382 = and i1 %pok358, %kok381
  %el384 = add i32 %el372, 1
  %off386 = shl i32 %el384, 1
  %safe388 = select i1 %ok382, i32 %off386, i32 2147483647
  %dyv390 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe388, i32 0, i32 0)
  %lrow392 = mul i32 %row352, 72
  %lel393 = add i32 %lrow392, %chan356
  %lb395 = shl i32 %lel393, 1
  %la397 = add i32 %lb395, 0
  %lo398 = zext i16 %dyv378 to i32
  %hw399 = zext i16 %dyv390 to i32
  %hs401 = shl i32 %hw399, 16
  %pair402 = or i32 %lo398, %hs401
  %pairf403 = bitcast i32 %pair402 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la397
  store float %pairf403, ptr addrspace(3) %gep.11, align 4
  %e405 = add i32 %tid28, 256
  %row407 = udiv i32 %e405, 32
  %cc409 = urem i32 %e405, 32
  %chan411 = shl i32 %cc409, 1
  %pos412 = add i32 %p_s129, %row407
  %pok413 = icmp ult i32 %pos412, %p_hi102
  %n414 = udiv i32 %pos412, %howo95
  %prem415 = urem i32 %pos412, %howo95
  %ho416 = udiv i32 %prem415, %wo
  %wo417 = urem i32 %prem415, %wo
  %kin418 = add i32 %k_blk83, %chan411
  %kok419 = icmp ult i32 %kin418, %kpg
  %ok420 = and i1 %pok413, %kok419
  %e_n421 = mul i32 %n414, %dy_stride_n
  %e_h422 = mul i32 %ho416, %dy_stride_h
  %e_w423 = mul i32 %wo417, %dy_stride_w
  %el424 = add i32 %e_n421, %e_h422
  %el425 = add i32 %el424, %e_w423
  %el426 = add i32 %el425, %dy_ch88
  %el427 = add i32 %el426, %chan411
  %off429 = shl i32 %el427, 1
  %safe431 = select i1 %ok420, i32 %off429, i32 2147483647
  %dyv433 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe431, i32 0, i32 0)
  %kin435 = add i32 %kin418, 1
  %kok436 = icmp ult i32 %kin435, %kpg
  %ok437 = and i1 %pok413, %kok436
  %el439 = add i32 %el427, 1
  %off441 = shl i32 %el439, 1
  %safe443 = select i1 %ok437, i32 %off441, i32 2147483647
  %dyv445 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe443, i32 0, i32 0)
  %lrow447 = mul i32 %row407, 72
  %lel448 = add i32 %lrow447, %chan411
  %lb450 = shl i32 %lel448, 1
  %la452 = add i32 %lb450, 0
  %lo453 = zext i16 %dyv433 to i32
  %hw454 = zext i16 %dyv445 to i32
  %hs456 = shl i32 %hw454, 16
  %pair457 = or i32 %lo453, %hs456
  %pairf458 = bitcast i32 %pair457 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la452
  store float %pairf458, ptr addrspace(3) %gep.12, align 4
  %e460 = add i32 %tid28, 384
  %row462 = udiv i32 %e460, 32
  %cc464 = urem i32 %e460, 32
  %chan466 = shl i32 %cc464, 1
  %pos467 = add i32 %p_s129, %row462
  %pok468 = icmp ult i32 %pos467, %p_hi102
  %n469 = udiv i32 %pos467, %howo95
  %prem470 = urem i32 %pos467, %howo95
  %ho471 = udiv i32 %prem470, %wo
  %wo472 = urem i32 %prem470, %wo
  %kin473 = add i32 %k_blk83, %chan466
  %kok474 = icmp ult i32 %kin473, %kpg
  %ok475 = and i1 %pok468, %kok474
  %e_n476 = mul i32 %n469, %dy_stride_n
  %e_h477 = mul i32 %ho471, %dy_stride_h
  %e_w478 = mul i32 %wo472, %dy_stride_w
  %el479 = add i32 %e_n476, %e_h477
  %el480 = add i32 %el479, %e_w478
  %el481 = add i32 %el480, %dy_ch88
  %el482 = add i32 %el481, %chan466
  %off484 = shl i32 %el482, 1
  %safe486 = select i1 %ok475, i32 %off484, i32 2147483647
  %dyv488 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe486, i32 0, i32 0)
  %kin490 = add i32 %kin473, 1
  %kok491 = icmp ult i32 %kin490, %kpg
  %ok492 = and i1 %pok468, %kok491
  %el494 = add i32 %el482, 1
  %off496 = shl i32 %el494, 1
  %safe498 = select i1 %ok492, i32 %off496, i32 2147483647
  %dyv500 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe498, i32 0, i32 0)
  %lrow502 = mul i32 %row462, 72
  %lel503 = add i32 %lrow502, %chan466
  %lb505 = shl i32 %lel503, 1
  %la507 = add i32 %lb505, 0
  %lo508 = zext i16 %dyv488 to i32
  %hw509 = zext i16 %dyv500 to i32
  %hs511 = shl i32 %hw509, 16
  %pair512 = or i32 %lo508, %hs511
  %pairf513 = bitcast i32 %pair512 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la507
  store float %pairf513, ptr addrspace(3) %gep.13, align 4
  %e515 = add i32 %tid28, 512
  %row517 = udiv i32 %e515, 32
  %cc519 = urem i32 %e515, 32
  %chan521 = shl i32 %cc519, 1
  %pos522 = add i32 %p_s129, %row517
  %pok523 = icmp ult i32 %pos522, %p_hi102
  %n524 = udiv i32 %pos522, %howo95
  %prem525 = urem i32 %pos522, %howo95
  %ho526 = udiv i32 %prem525, %wo
  %wo527 = urem i32 %prem525, %wo
  %kin528 = add i32 %k_blk83, %chan521
  %kok529 = icmp ult i32 %kin528, %kpg
  %ok530 = and i1 %pok523, %kok529
  %e_n531 = mul i32 %n524, %dy_stride_n
  %e_h532 = mul i32 %ho526, %dy_stride_h
  %e_w533 = mul i32 %wo527, %dy_stride_w
  %el534 = add i32 %e_n531, %e_h532
  %el535 = add i32 %el534, %e_w533
  %el536 = add i32 %el535, %dy_ch88
  %el537 = add i32 %el536, %chan521
  %off539 = shl i32 %el537, 1
  %safe541 = select i1 %ok530, i32 %off539, i32 2147483647
  %dyv543 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe541, i32 0, i32 0)
  %kin545 = add i32 %kin528, 1
  %kok546 = icmp ult i32 %kin545, %kpg
  %ok547 = and i1 %pok523, %kok546
  %el549 = add i32 %el537, 1
  %off551 = shl i32 %el549, 1
  %safe553 = select i1 %ok547, i32 %off551, i32 2147483647
  %dyv555 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe553, i32 0, i32 0)
  %lrow557 = mul i32 %row517, 72
  %lel558 = add i32 %lrow557, %chan521
  %lb560 = shl i32 %lel558, 1
  %la562 = add i32 %lb560, 0
  %lo563 = zext i16 %dyv543 to i32
  %hw564 = zext i16 %dyv555 to i32
  %hs566 = shl i32 %hw564, 16
  %pair567 = or i32 %lo563, %hs566
  %pairf568 = bitcast i32 %pair567 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la562
  store float %pairf568, ptr addrspace(3) %gep.14, align 4
  %e570 = add i32 %tid28, 640
  %row572 = udiv i32 %e570, 32
  %cc574 = urem i32 %e570, 32
  %chan576 = shl i32 %cc574, 1
  %pos577 = add i32 %p_s129, %row572
  %pok578 = icmp ult i32 %pos577, %p_hi102
  %n579 = udiv i32 %pos577, %howo95
  %prem580 = urem i32 %pos577, %howo95
  %ho581 = udiv i32 %prem580, %wo
  %wo582 = urem i32 %prem580, %wo
  %kin583 = add i32 %k_blk83, %chan576
  %kok584 = icmp ult i32 %kin583, %kpg
  %ok585 = and i1 %pok578, %kok584
  %e_n586 = mul i32 %n579, %dy_stride_n
  %e_h587 = mul i32 %ho581, %dy_stride_h
  %e_w588 = mul i32 %wo582, %dy_stride_w
  %el589 = add i32 %e_n586, %e_h587
  %el590 = add i32 %el589, %e_w588
  %el591 = add i32 %el590, %dy_ch88
  %el592 = add i32 %el591, %chan576
  %off594 = shl i32 %el592, 1
  %safe596 = select i1 %ok585, i32 %off594, i32 2147483647
  %dyv598 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe596, i32 0, i32 0)
  %kin600 = add i32 %kin583, 1
  %kok601 = icmp ult i32 %kin600, %kpg
  %ok602 = and i1 %pok578, %kok601
  %el604 = add i32 %el592, 1
  %off606 = shl i32 %el604, 1
  %safe608 = select i1 %ok602, i32 %off606, i32 2147483647
  %dyv610 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe608, i32 0, i32 0)
  %lrow612 = mul i32 %row572, 72
  %lel613 = add i32 %lrow612, %chan576
  %lb615 = shl i32 %lel613, 1
  %la617 = add i32 %lb615, 0
  %lo618 = zext i16 %dyv598 to i32
  %hw619 = zext i16 %dyv610 to i32
  %hs621 = shl i32 %hw619, 16
  %pair622 = or i32 %lo618, %hs621
  %pairf623 = bitcast i32 %pair622 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la617
  store float %pairf623, ptr addrspace(3) %gep.15, align 4
  %e625 = add i32 %tid28, 768
  %row627 = udiv i32 %e625, 32
  %cc629 = urem i32 %e625, 32
  %chan631 = shl i32 %cc629, 1
  %pos632 = add i32 %p_s129, %row627
  %pok633 = icmp ult i32 %pos632, %p_hi102
  %n634 = udiv i32 %pos632, %howo95
  %prem635 = urem i32 %pos632, %howo95
  %ho636 = udiv i32 %prem635, %wo
  %wo637 = urem i32 %prem635, %wo
  %kin638 = add i32 %k_blk83, %chan631
  %kok639 = icmp ult i32 %kin638, %kpg
  %ok640 = and i1 %pok633, %kok639
  %e_n641 = mul i32 %n634, %dy_stride_n
  %e_h642 = mul i32 %ho636, %dy_stride_h
  %e_w643 = mul i32 %wo637, %dy_stride_w
  %el644 = add i32 %e_n641, %e_h642
  %el645 = add i32 %el644, %e_w643
  %el646 = add i32 %el645, %dy_ch88
  %el647 = add i32 %el646, %chan631
  %off649 = shl i32 %el647, 1
  %safe651 = select i1 %ok640, i32 %off649, i32 2147483647
  %dyv653 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe651, i32 0, i32 0)
  %kin655 = add i32 %kin638, 1
  %kok656 = icmp ult i32 %kin655, %kpg
  %ok657 = and i1 %pok633, %kok656
  %el659 = add i32 %el647, 1
  %off661 = shl i32 %el659, 1
  %safe663 = select i1 %ok657, i32 %off661, i32 2147483647
  %dyv665 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe663, i32 0, i32 0)
  %lrow667 = mul i32 %row627, 72
  %lel668 = add i32 %lrow667, %chan631
  %lb670 = shl i32 %lel668, 1
  %la672 = add i32 %lb670, 0
  %lo673 = zext i16 %dyv653 to i32
  %hw674 = zext i16 %dyv665 to i32
  %hs676 = shl i32 %hw674, 16
  %pair677 = or i32 %lo673, %hs676
  %pairf678 = bitcast i32 %pair677 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la672
  store float %pairf678, ptr addrspace(3) %gep.16, align 4
  %e680 = add i32 %tid28, 896
  %row682 = udiv i32 %e680, 32
  %cc684 = urem i32 %e680, 32
  %chan686 = shl i32 %cc684, 1
  %pos687 = add i32 %p_s129, %row682
  %pok688 = icmp ult i32 %pos687, %p_hi102
  %n689 = udiv i32 %pos687, %howo95
  %prem690 = urem i32 %pos687, %howo95
  %ho691 = udiv i32 %prem690, %wo
  %wo692 = urem i32 %prem690, %wo
  %kin693 = add i32 %k_blk83, %chan686
  %kok694 = icmp ult i32 %kin693, %kpg
  %ok695 = and i1 %pok688, %kok694
  %e_n696 = mul i32 %n689, %dy_stride_n
  %e_h697 = mul i32 %ho691, %dy_stride_h
  %e_w698 = mul i32 %wo692, %dy_stride_w
  %el699 = add i32 %e_n696, %e_h697
  %el700 = add i32 %el699, %e_w698
  %el701 = add i32 %el700, %dy_ch88
  %el702 = add i32 %el701, %chan686
  %off704 = shl i32 %el702, 1
  %safe706 = select i1 %ok695, i32 %off704, i32 2147483647
  %dyv708 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe706, i32 0, i32 0)
  %kin710 = add i32 %kin693, 1
  %kok711 = icmp ult i32 %kin710, %kpg
  %ok712 = and i1 %pok688, %kok711
  %el714 = add i32 %el702, 1
  %off716 = shl i32 %el714, 1
  %safe718 = select i1 %ok712, i32 %off716, i32 2147483647
  %dyv720 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy111, i32 %safe718, i32 0, i32 0)
  %lrow722 = mul i32 %row682, 72
  %lel723 = add i32 %lrow722, %chan686
  %lb725 = shl i32 %lel723, 1
  %la727 = add i32 %lb725, 0
  %lo728 = zext i16 %dyv708 to i32
  %hw729 = zext i16 %dyv720 to i32
  %hs731 = shl i32 %hw729, 16
  %pair732 = or i32 %lo728, %hs731
  %pairf733 = bitcast i32 %pair732 to float
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la727
  store float %pairf733, ptr addrspace(3) %gep.17, align 4
  %e735 = add i32 %tid28, 0
  %row737 = udiv i32 %e735, 32
  %cc739 = urem i32 %e735, 32
  %chan741 = shl i32 %cc739, 1
  %pos742 = add i32 %p_s129, %row737
  %pok743 = icmp ult i32 %pos742, %p_hi102
  %n744 = udiv i32 %pos742, %howo95
  %prem745 = urem i32 %pos742, %howo95
  %ho746 = udiv i32 %prem745, %wo
  %wo747 = urem i32 %prem745, %wo
  %h_a748 = mul i32 %ho746, %stride_h
  %hi749 = add i32 %h_a748, %h_tap79
  %hiok750 = icmp ult i32 %hi749, %hi
  %w_a751 = mul i32 %wo747, %stride_w
  %wi752 = add i32 %w_a751, %w_tap81
  %wiok753 = icmp ult i32 %wi752, %wi
  %cin754 = add i32 %c_blk85, %chan741
  %cok755 = icmp ult i32 %cin754, %cpg
  %ok756 = and i1 %pok743, %hiok750
  %ok757 = and i1 %ok756, %wiok753
  %ok758 = and i1 %ok757, %cok755
  %e_n759 = mul i32 %n744, %x_stride_n
  %e_h760 = mul i32 %hi749, %x_stride_h
  %e_w761 = mul i32 %wi752, %x_stride_w
  %el762 = add i32 %e_n759, %e_h760
  %el763 = add i32 %el762, %e_w761
  %el764 = add i32 %el763, %x_ch89
  %el765 = add i32 %el764, %chan741
  %off767 = shl i32 %el765, 1
  %safe769 = select i1 %ok758, i32 %off767, i32 2147483647
  %xv771 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe769, i32 0, i32 0)
  %cin773 = add i32 %cin754, 1
  %cok774 = icmp ult i32 %cin773, %cpg
  %ok775 = and i1 %ok757, %cok774
  %el777 = add i32 %el765, 1
  %off779 = shl i32 %el777, 1
  %safe781 = select i1 %ok775, i32 %off779, i32 2147483647
  %xv783 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe781, i32 0, i32 0)
  %lrow785 = mul i32 %row737, 72
  %lel786 = add i32 %lrow785, %chan741
  %lb788 = shl i32 %lel786, 1
  %la790 = add i32 %lb788, 4608
  %lo791 = zext i16 %xv771 to i32
  %hw792 = zext i16 %xv783 to i32
  %hs794 = shl i32 %hw792, 16
  %pair795 = or i32 %lo791, %hs794
  %pairf796 = bitcast i32 %pair795 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la790
  store float %pairf796, ptr addrspace(3) %gep.18, align 4
  %e798 = add i32 %tid28, 128
  %row800 = udiv i32 %e798, 32
  %cc802 = urem i32 %e798, 32
  %chan804 = shl i32 %cc802, 1
  %pos805 = add i32 %p_s129, %row800
  %pok806 = icmp ult i32 %pos805, %p_hi102
  %n807 = udiv i32 %pos805, %howo95
  %prem808 = urem i32 %pos805, %howo95
  %ho809 = udiv i32 %prem808, %wo
  %wo810 = urem i32 %prem808, %wo
  %h_a811 = mul i32 %ho809, %stride_h
  %hi812 = add i32 %h_a811, %h_tap79
  %hiok813 = icmp ult i32 %hi812, %hi
  %w_a814 = mul i32 %wo810, %stride_w
  %wi815 = add i32 %w_a814, %w_tap81
  %wiok816 = icmp ult i32 %wi815, %wi
  %cin817 = add i32 %c_blk85, %chan804
  %cok818 = icmp ult i32 %cin817, %cpg
  %ok819 = and i1 %pok806, %hiok813
  %ok820 = and i1 %ok819, %wiok816
  %ok821 = and i1 %ok820, %cok818
  %e_n822 = mul i32 %n807, %x_stride_n
  %e_h823 = mul i32 %hi812, %x_stride_h
  %e_w824 = mul i32 %wi815, %x_stride_w
  %el825 = add i32 %e_n822, %e_h823
  %el826 = add i32 %el825, %e_w824
  %el827 = add i32 %el826, %x_ch89
  %el828 = add i32 %el827, %chan804
  %off830 = shl i32 %el828, 1
  %safe832 = select i1 %ok821, i32 %off830, i32 2147483647
  %xv834 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe832, i32 0, i32 0)
  %cin836 = add i32 %cin817, 1
  %cok837 = icmp ult i32 %cin836, %cpg
  %ok838 = and i1 %ok820, %cok837
  %el840 = add i32 %el828, 1
  %off842 = shl i32 %el840, 1
  %safe844 = select i1 %ok838, i32 %off842, i32 2147483647
  %xv846 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe844, i32 0, i32 0)
  %lrow848 = mul i32 %row800, 72
  %lel849 = add i32 %lrow848, %chan804
  %lb851 = shl i32 %lel849, 1
  %la853 = add i32 %lb851, 4608
  %lo854 = zext i16 %xv834 to i32
  %hw855 = zext i16 %xv846 to i32
  %hs857 = shl i32 %hw855, 16
  %pair858 = or i32 %lo854, %hs857
  %pairf859 = bitcast i32 %pair858 to float
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la853
  store float %pairf859, ptr addrspace(3) %gep.19, align 4
  %e861 = add i32 %tid28, 256
  %row863 = udiv i32 %e861, 32
  %cc865 = urem i32 %e861, 32
  %chan867 = shl i32 %cc865, 1
  %pos868 = add i32 %p_s129, %row863
  %pok869 = icmp ult i32 %pos868, %p_hi102
  %n870 = udiv i32 %pos868, %howo95
  %prem871 = urem i32 %pos868, %howo95
  %ho872 = udiv i32 %prem871, %wo
  %wo873 = urem i32 %prem871, %wo
  %h_a874 = mul i32 %ho872, %stride_h
  %hi875 = add i32 %h_a874, %h_tap79
  %hiok876 = icmp ult i32 %hi875, %hi
  %w_a877 = mul i32 %wo873, %stride_w
  %wi878 = add i32 %w_a877, %w_tap81
  %wiok879 = icmp ult i32 %wi878, %wi
  %cin880 = add i32 %c_blk85, %chan867
  %cok881 = icmp ult i32 %cin880, %cpg
  %ok882 = and i1 %pok869, %hiok876
  %ok883 = and i1 %ok882, %wiok879
  %ok884 = and i1 %ok883, %cok881
  %e_n885 = mul i32 %n870, %x_stride_n
  %e_h886 = mul i32 %hi875, %x_stride_h
  %e_w887 = mul i32 %wi878, %x_stride_w
  %el888 = add i32 %e_n885, %e_h886
  %el889 = add i32 %el888, %e_w887
  %el890 = add i32 %el889, %x_ch89
  %el891 = add i32 %el890, %chan867
  %off893 = shl i32 %el891, 1
  %safe895 = select i1 %ok884, i32 %off893, i32 2147483647
  %xv897 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe895, i32 0, i32 0)
  %cin899 = add i32 %cin880, 1
  %cok900 = icmp ult i32 %cin899, %cpg
  %ok901 = and i1 %ok883, %cok900
  %el903 = add i32 %el891, 1
  %off905 = shl i32 %el903, 1
  %safe907 = select i1 %ok901, i32 %off905, i32 2147483647
  %xv909 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe907, i32 0, i32 0)
  %lrow911 = mul i32 %row863, 72
  %lel912 = add i32 %lrow911, %chan867
  %lb914 = shl i32 %lel912, 1
  %la916 = add i32 %lb914, 4608
  %lo917 = zext i16 %xv897 to i32
  %hw918 = zext i16 %xv909 to i32
  %hs920 = shl i32 %hw918, 16
  %pair921 = or i32 %lo917, %hs920
  %pairf922 = bitcast i32 %pair921 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la916
  store float %pairf922, ptr addrspace(3) %gep.20, align 4
  %e924 = add i32 %tid28, 384
  %row926 = udiv i32 %e924, 32
  %cc928 = urem i32 %e924, 32
  %chan930 = shl i32 %cc928, 1
  %pos931 = add i32 %p_s129, %row926
  %pok932 = icmp ult i32 %pos931, %p_hi102
  %n933 = udiv i32 %pos931, %howo95
  %prem934 = urem i32 %pos931, %howo95
  %ho935 = udiv i32 %prem934, %wo
  %wo936 = urem i32 %prem934, %wo
  %h_a937 = mul i32 %ho935, %stride_h
  %hi938 = add i32 %h_a937, %h_tap79
  %hiok939 = icmp ult i32 %hi938, %hi
  %w_a940 = mul i32 %wo936, %stride_w
  %wi941 = add i32 %w_a940, %w_tap81
  %wiok942 = icmp ult i32 %wi941, %wi
  %cin943 = add i32 %c_blk85, %chan930
  %cok944 = icmp ult i32 %cin943, %cpg
  %ok945 = and i1 %pok932, %hiok939
  %ok946 = and i1 %ok945, %wiok942
  %ok947 = and i1 %ok946, %cok944
  %e_n948 = mul i32 %n933, %x_stride_n
  %e_h949 = mul i32 %hi938, %x_stride_h
  %e_w950 = mul i32 %wi941, %x_stride_w
  %el951 = add i32 %e_n948, %e_h949
  %el952 = add i32 %el951, %e_w950
  %el953 = add i32 %el952, %x_ch89
  %el954 = add i32 %el953, %chan930
  %off956 = shl i32 %el954, 1
  %safe958 = select i1 %ok947, i32 %off956, i32 2147483647
  %xv960 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe958, i32 0, i32 0)
  %cin962 = add i32 %cin943, 1
  %cok963 = icmp ult i32 %cin962, %cpg
  %ok964 = and i1 %ok946, %cok963
  %el966 = add i32 %el954, 1
  %off968 = shl i32 %el966, 1
  %safe970 = select i1 %ok964, i32 %off968, i32 2147483647
  %xv972 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe970, i32 0, i32 0)
  %lrow974 = mul i32 %row926, 72
  %lel975 = add i32 %lrow974, %chan930
  %lb977 = shl i32 %lel975, 1
  %la979 = add i32 %lb977, 4608
  %lo980 = zext i16 %xv960 to i32
  %hw981 = zext i16 %xv972 to i32
  %hs983 = shl i32 %hw981, 16
  %pair984 = or i32 %lo980, %hs983
  %pairf985 = bitcast i32 %pair984 to float
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la979
  store float %pairf985, ptr addrspace(3) %gep.21, align 4
  %e987 = add i32 %tid28, 512
  %row989 = udiv i32 %e987, 32
  %cc991 = urem i32 %e987, 32
  %chan993 = shl i32 %cc991, 1
  %pos994 = add i32 %p_s129, %row989
  %pok995 = icmp ult i32 %pos994, %p_hi102
  %n996 = udiv i32 %pos994, %howo95
  %prem997 = urem i32 %pos994, %howo95
  %ho998 = udiv i32 %prem997, %wo
  %wo999 = urem i32 %prem997, %wo
  %h_a1000 = mul i32 %ho998, %stride_h
  %hi1001 = add i32 %h_a1000, %h_tap79
  %hiok1002 = icmp ult i32 %hi1001, %hi
  %w_a1003 = mul i32 %wo999, %stride_w
  %wi1004 = add i32 %w_a1003, %w_tap81
  %wiok1005 = icmp ult i32 %wi1004, %wi
  %cin1006 = add i32 %c_blk85, %chan993
  %cok1007 = icmp ult i32 %cin1006, %cpg
  %ok1008 = and i1 %pok995, %hiok1002
  %ok1009 = and i1 %ok1008, %wiok1005
  %ok1010 = and i1 %ok1009, %cok1007
  %e_n1011 = mul i32 %n996, %x_stride_n
  %e_h1012 = mul i32 %hi1001, %x_stride_h
  %e_w1013 = mul i32 %wi1004, %x_stride_w
  %el1014 = add i32 %e_n1011, %e_h1012
  %el1015 = add i32 %el1014, %e_w1013
  %el1016 = add i32 %el1015, %x_ch89
  %el1017 = add i32 %el1016, %chan993
  %off1019 = shl i32 %el1017, 1
  %safe1021 = select i1 %ok1010, i32 %off1019, i32 2147483647
  %xv1023 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe1021, i32 0, i32 0)
  %cin1025 = add i32 %cin1006, 1
  %cok1026 = icmp ult i32 %cin1025, %cpg
  %ok1027 = and i1 %ok1009, %cok1026
  %el1029 = add i32 %el1017, 1
  %off1031 = shl i32 %el1029, 1
  %safe1033 = select i1 %ok1027, i32 %off1031, i32 2147483647
  %xv1035 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe1033, i32 0, i32 0)
  %lrow1037 = mul i32 %row989, 72
  %lel1038 = add i32 %lrow1037, %chan993
  %lb1040 = shl i32 %lel1038, 1
  %la1042 = add i32 %lb1040, 4608
  %lo1043 = zext i16 %xv1023 to i32
  %hw1044 = zext i16 %xv1035 to i32
  %hs1046 = shl i32 %hw1044, 16
  %pair1047 = or i32 %lo1043, %hs1046
  %pairf1048 = bitcast i32 %pair1047 to float
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1042
  store float %pairf1048, ptr addrspace(3) %gep.22, align 4
  %e1050 = add i32 %tid28, 640
  %row1052 = udiv i32 %e1050, 32
  %cc1054 = urem i32 %e1050, 32
  %chan1056 = shl i32 %cc1054, 1
  %pos1057 = add i32 %p_s129, %row1052
  %pok1058 = icmp ult i32 %pos1057, %p_hi102
  %n1059 = udiv i32 %pos1057, %howo95
  %prem1060 = urem i32 %pos1057, %howo95
  %ho1061 = udiv i32 %prem1060, %wo
  %wo1062 = urem i32 %prem1060, %wo
  %h_a1063 = mul i32 %ho1061, %stride_h
  %hi1064 = add i32 %h_a1063, %h_tap79
  %hiok1065 = icmp ult i32 %hi1064, %hi
  %w_a1066 = mul i32 %wo1062, %stride_w
  %wi1067 = add i32 %w_a1066, %w_tap81
  %wiok1068 = icmp ult i32 %wi1067, %wi
  %cin1069 = add i32 %c_blk85, %chan1056
  %cok1070 = icmp ult i32 %cin1069, %cpg
  %ok1071 = and i1 %pok1058, %hiok1065
  %ok1072 = and i1 %ok1071, %wiok1068
  %ok1073 = and i1 %ok1072, %cok1070
  %e_n1074 = mul i32 %n1059, %x_stride_n
  %e_h1075 = mul i32 %hi1064, %x_stride_h
  %e_w1076 = mul i32 %wi1067, %x_stride_w
  %el1077 = add i32 %e_n1074, %e_h1075
  %el1078 = add i32 %el1077, %e_w1076
  %el1079 = add i32 %el1078, %x_ch89
  %el1080 = add i32 %el1079, %chan1056
  %off1082 = shl i32 %el1080, 1
  %safe1084 = select i1 %ok1073, i32 %off1082, i32 2147483647
  %xv1086 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe1084, i32 0, i32 0)
  %cin1088 = add i32 %cin1069, 1
  %cok1089 = icmp ult i32 %cin1088, %cpg
  %ok1090 = and i1 %ok1072, %cok1089
  %el1092 = add i32 %el1080, 1
  %off1094 = shl i32 %el1092, 1
  %safe1096 = select i1 %ok1090, i32 %off1094, i32 2147483647
  %xv1098 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe1096, i32 0, i32 0)
  %lrow1100 = mul i32 %row1052, 72
  %lel1101 = add i32 %lrow1100, %chan1056
  %lb1103 = shl i32 %lel1101, 1
  %la1105 = add i32 %lb1103, 4608
  %lo1106 = zext i16 %xv1086 to i32
  %hw1107 = zext i16 %xv1098 to i32
  %hs1109 = shl i32 %hw1107, 16
  %pair1110 = or i32 %lo1106, %hs1109
  %pairf1111 = bitcast i32 %pair1110 to float
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1105
  store float %pairf1111, ptr addrspace(3) %gep.23, align 4
  %e1113 = add i32 %tid28, 768
  %row1115 = udiv i32 %e1113, 32
  %cc1117 = urem i32 %e1113, 32
  %chan1119 = shl i32 %cc1117, 1
  %pos1120 = add i32 %p_s129, %row1115
  %pok1121 = icmp ult i32 %pos1120, %p_hi102
  %n1122 = udiv i32 %pos1120, %howo95
  %prem1123 = urem i32 %pos1120, %howo95
  %ho1124 = udiv i32 %prem1123, %wo
  %wo1125 = urem i32 %prem1123, %wo
  %h_a1126 = mul i32 %ho1124, %stride_h
  %hi1127 = add i32 %h_a1126, %h_tap79
  %hiok1128 = icmp ult i32 %hi1127, %hi
  %w_a1129 = mul i32 %wo1125, %stride_w
  %wi1130 = add i32 %w_a1129, %w_tap81
  %wiok1131 = icmp ult i32 %wi1130, %wi
  %cin1132 = add i32 %c_blk85, %chan1119
  %cok1133 = icmp ult i32 %cin1132, %cpg
  %ok1134 = and i1 %pok1121, %hiok1128
  %ok1135 = and i1 %ok1134, %wiok1131
  %ok1136 = and i1 %ok1135, %cok1133
  %e_n1137 = mul i32 %n1122, %x_stride_n
  %e_h1138 = mul i32 %hi1127, %x_stride_h
  %e_w1139 = mul i32 %wi1130, %x_stride_w
  %el1140 = add i32 %e_n1137, %e_h1138
  %el1141 = add i32 %el1140, %e_w1139
  %el1142 = add i32 %el1141, %x_ch89
  %el1143 = add i32 %el1142, %chan1119
  %off1145 = shl i32 %el1143, 1
  %safe1147 = select i1 %ok1136, i32 %off1145, i32 2147483647
  %xv1149 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe1147, i32 0, i32 0)
  %cin1151 = add i32 %cin1132, 1
  %cok1152 = icmp ult i32 %cin1151, %cpg
  %ok1153 = and i1 %ok1135, %cok1152
  %el1155 = add i32 %el1143, 1
  %off1157 = shl i32 %el1155, 1
  %safe1159 = select i1 %ok1153, i32 %off1157, i32 2147483647
  %xv1161 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe1159, i32 0, i32 0)
  %lrow1163 = mul i32 %row1115, 72
  %lel1164 = add i32 %lrow1163, %chan1119
  %lb1166 = shl i32 %lel1164, 1
  %la1168 = add i32 %lb1166, 4608
  %lo1169 = zext i16 %xv1149 to i32
  %hw1170 = zext i16 %xv1161 to i32
  %hs1172 = shl i32 %hw1170, 16
  %pair1173 = or i32 %lo1169, %hs1172
  %pairf1174 = bitcast i32 %pair1173 to float
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1168
  store float %pairf1174, ptr addrspace(3) %gep.24, align 4
  %e1176 = add i32 %tid28, 896
  %row1178 = udiv i32 %e1176, 32
  %cc1180 = urem i32 %e1176, 32
  %chan1182 = shl i32 %cc1180, 1
  %pos1183 = add i32 %p_s129, %row1178
  %pok1184 = icmp ult i32 %pos1183, %p_hi102
  %n1185 = udiv i32 %pos1183, %howo95
  %prem1186 = urem i32 %pos1183, %howo95
  %ho1187 = udiv i32 %prem1186, %wo
  %wo1188 = urem i32 %prem1186, %wo
  %h_a1189 = mul i32 %ho1187, %stride_h
  %hi1190 = add i32 %h_a1189, %h_tap79
  %hiok1191 = icmp ult i32 %hi1190, %hi
  %w_a1192 = mul i32 %wo1188, %stride_w
  %wi1193 = add i32 %w_a1192, %w_tap81
  %wiok1194 = icmp ult i32 %wi1193, %wi
  %cin1195 = add i32 %c_blk85, %chan1182
  %cok1196 = icmp ult i32 %cin1195, %cpg
  %ok1197 = and i1 %pok1184, %hiok1191
  %ok1198 = and i1 %ok1197, %wiok1194
  %ok1199 = and i1 %ok1198, %cok1196
  %e_n1200 = mul i32 %n1185, %x_stride_n
  %e_h1201 = mul i32 %hi1190, %x_stride_h
  %e_w1202 = mul i32 %wi1193, %x_stride_w
  %el1203 = add i32 %e_n1200, %e_h1201
  %el1204 = add i32 %el1203, %e_w1202
  %el1205 = add i32 %el1204, %x_ch89
  %el1206 = add i32 %el1205, %chan1182
  %off1208 = shl i32 %el1206, 1
  %safe1210 = select i1 %ok1199, i32 %off1208, i32 2147483647
  %xv1212 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe1210, i32 0, i32 0)
  %cin1214 = add i32 %cin1195, 1
  %cok1215 = icmp ult i32 %cin1214, %cpg
  %ok1216 = and i1 %ok1198, %cok1215
  %el1218 = add i32 %el1206, 1
  %off1220 = shl i32 %el1218, 1
  %safe1222 = select i1 %ok1216, i32 %off1220, i32 2147483647
  %xv1224 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx112, i32 %safe1222, i32 0, i32 0)
  %lrow1226 = mul i32 %row1178, 72
  %lel1227 = add i32 %lrow1226, %chan1182
  %lb1229 = shl i32 %lel1227, 1
  %la1231 = add i32 %lb1229, 4608
  %lo1232 = zext i16 %xv1212 to i32
  %hw1233 = zext i16 %xv1224 to i32
  %hs1235 = shl i32 %hw1233, 16
  %pair1236 = or i32 %lo1232, %hs1235
  %pairf1237 = bitcast i32 %pair1236 to float
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1231
  store float %pairf1237, ptr addrspace(3) %gep.25, align 4
  br label %if.end.2
if.end.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1239 = add i32 %a_lane52, 0
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1239
  %a_el1240 = load half, ptr addrspace(3) %gep.26, align 2
  %a_addr1242 = add i32 %a_lane52, 144
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1242
  %a_el1243 = load half, ptr addrspace(3) %gep.27, align 2
  %a_addr1245 = add i32 %a_lane52, 288
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1245
  %a_el1246 = load half, ptr addrspace(3) %gep.28, align 2
  %a_addr1248 = add i32 %a_lane52, 432
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1248
  %a_el1249 = load half, ptr addrspace(3) %gep.29, align 2
  %a_addr1251 = add i32 %a_lane52, 576
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1251
  %a_el1252 = load half, ptr addrspace(3) %gep.30, align 2
  %a_addr1254 = add i32 %a_lane52, 720
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1254
  %a_el1255 = load half, ptr addrspace(3) %gep.31, align 2
  %a_addr1257 = add i32 %a_lane52, 864
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1257
  %a_el1258 = load half, ptr addrspace(3) %gep.32, align 2
  %a_addr1260 = add i32 %a_lane52, 1008
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1260
  %a_el1261 = load half, ptr addrspace(3) %gep.33, align 2
  %vfe.34 = insertelement <8 x half> poison, half %a_el1240, i32 0
  %vfe.35 = insertelement <8 x half> %vfe.34, half %a_el1243, i32 1
  %vfe.36 = insertelement <8 x half> %vfe.35, half %a_el1246, i32 2
  %vfe.37 = insertelement <8 x half> %vfe.36, half %a_el1249, i32 3
  %vfe.38 = insertelement <8 x half> %vfe.37, half %a_el1252, i32 4
  %vfe.39 = insertelement <8 x half> %vfe.38, half %a_el1255, i32 5
  %vfe.40 = insertelement <8 x half> %vfe.39, half %a_el1258, i32 6
  %a_frag1262 = insertelement <8 x half> %vfe.40, half %a_el1261, i32 7
  %a_addr1264 = add i32 %a_lane52, 32
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1264
  %a_el1265 = load half, ptr addrspace(3) %gep.41, align 2
  %a_addr1267 = add i32 %a_lane52, 176
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1267
  %a_el1268 = load half, ptr addrspace(3) %gep.42, align 2
  %a_addr1270 = add i32 %a_lane52, 320
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1270
  %a_el1271 = load half, ptr addrspace(3) %gep.43, align 2
  %a_addr1273 = add i32 %a_lane52, 464
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1273
  %a_el1274 = load half, ptr addrspace(3) %gep.44, align 2
  %a_addr1276 = add i32 %a_lane52, 608
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1276
  %a_el1277 = load half, ptr addrspace(3) %gep.45, align 2
  %a_addr1279 = add i32 %a_lane52, 752
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1279
  %a_el1280 = load half, ptr addrspace(3) %gep.46, align 2
  %a_addr1282 = add i32 %a_lane52, 896
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1282
  %a_el1283 = load half, ptr addrspace(3) %gep.47, align 2
  %a_addr1285 = add i32 %a_lane52, 1040
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1285
  %a_el1286 = load half, ptr addrspace(3) %gep.48, align 2
  %vfe.49 = insertelement <8 x half> poison, half %a_el1265, i32 0
  %vfe.50 = insertelement <8 x half> %vfe.49, half %a_el1268, i32 1
  %vfe.51 = insertelement <8 x half> %vfe.50, half %a_el1271, i32 2
  %vfe.52 = insertelement <8 x half> %vfe.51, half %a_el1274, i32 3
  %vfe.53 = insertelement <8 x half> %vfe.52, half %a_el1277, i32 4
  %vfe.54 = insertelement <8 x half> %vfe.53, half %a_el1280, i32 5
  %vfe.55 = insertelement <8 x half> %vfe.54, half %a_el1283, i32 6
  %a_frag1287 = insertelement <8 x half> %vfe.55, half %a_el1286, i32 7
  %b_addr1289 = add i32 %b_lane58, 4608
  %gep.56 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1289
  %b_el1290 = load half, ptr addrspace(3) %gep.56, align 2
  %b_addr1292 = add i32 %b_lane58, 4752
  %gep.57 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1292
  %b_el1293 = load half, ptr addrspace(3) %gep.57, align 2
  %b_addr1295 = add i32 %b_lane58, 4896
  %gep.58 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1295
  %b_el1296 = load half, ptr addrspace(3) %gep.58, align 2
  %b_addr1298 = add i32 %b_lane58, 5040
  %gep.59 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1298
  %b_el1299 = load half, ptr addrspace(3) %gep.59, align 2
  %b_addr1301 = add i32 %b_lane58, 5184
  %gep.60 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1301
  %b_el1302 = load half, ptr addrspace(3) %gep.60, align 2
  %b_addr1304 = add i32 %b_lane58, 5328
  %gep.61 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1304
  %b_el1305 = load half, ptr addrspace(3) %gep.61, align 2
  %b_addr1307 = add i32 %b_lane58, 5472
  %gep.62 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1307
  %b_el1308 = load half, ptr addrspace(3) %gep.62, align 2
  %b_addr1310 = add i32 %b_lane58, 5616
  %gep.63 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1310
  %b_el1311 = load half, ptr addrspace(3) %gep.63, align 2
  %vfe.64 = insertelement <8 x half> poison, half %b_el1290, i32 0
  %vfe.65 = insertelement <8 x half> %vfe.64, half %b_el1293, i32 1
  %vfe.66 = insertelement <8 x half> %vfe.65, half %b_el1296, i32 2
  %vfe.67 = insertelement <8 x half> %vfe.66, half %b_el1299, i32 3
  %vfe.68 = insertelement <8 x half> %vfe.67, half %b_el1302, i32 4
  %vfe.69 = insertelement <8 x half> %vfe.68, half %b_el1305, i32 5
  %vfe.70 = insertelement <8 x half> %vfe.69, half %b_el1308, i32 6
  %b_frag1312 = insertelement <8 x half> %vfe.70, half %b_el1311, i32 7
  %acc1313 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a_frag1262, <8 x half> %b_frag1312, <8 x float> %acc123)
  %acc1314 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a_frag1287, <8 x half> %b_frag1312, <8 x float> %acc125)
  %b_addr1316 = add i32 %b_lane58, 4640
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1316
  %b_el1317 = load half, ptr addrspace(3) %gep.71, align 2
  %b_addr1319 = add i32 %b_lane58, 4784
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1319
  %b_el1320 = load half, ptr addrspace(3) %gep.72, align 2
  %b_addr1322 = add i32 %b_lane58, 4928
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1322
  %b_el1323 = load half, ptr addrspace(3) %gep.73, align 2
  %b_addr1325 = add i32 %b_lane58, 5072
  %gep.74 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1325
  %b_el1326 = load half, ptr addrspace(3) %gep.74, align 2
  %b_addr1328 = add i32 %b_lane58, 5216
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1328
  %b_el1329 = load half, ptr addrspace(3) %gep.75, align 2
  %b_addr1331 = add i32 %b_lane58, 5360
  %gep.76 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1331
  %b_el1332 = load half, ptr addrspace(3) %gep.76, align 2
  %b_addr1334 = add i32 %b_lane58, 5504
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1334
  %b_el1335 = load half, ptr addrspace(3) %gep.77, align 2
  %b_addr1337 = add i32 %b_lane58, 5648
  %gep.78 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1337
  %b_el1338 = load half, ptr addrspace(3) %gep.78, align 2
  %vfe.79 = insertelement <8 x half> poison, half %b_el1317, i32 0
  %vfe.80 = insertelement <8 x half> %vfe.79, half %b_el1320, i32 1
  %vfe.81 = insertelement <8 x half> %vfe.80, half %b_el1323, i32 2
  %vfe.82 = insertelement <8 x half> %vfe.81, half %b_el1326, i32 3
  %vfe.83 = insertelement <8 x half> %vfe.82, half %b_el1329, i32 4
  %vfe.84 = insertelement <8 x half> %vfe.83, half %b_el1332, i32 5
  %vfe.85 = insertelement <8 x half> %vfe.84, half %b_el1335, i32 6
  %b_frag1339 = insertelement <8 x half> %vfe.85, half %b_el1338, i32 7
  %acc1340 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a_frag1262, <8 x half> %b_frag1339, <8 x float> %acc124)
  %acc1341 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a_frag1287, <8 x half> %b_frag1339, <8 x float> %acc126)
  %a_addr1343 = add i32 %a_lane52, 2304
  %gep.86 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1343
  %a_el1344 = load half, ptr addrspace(3) %gep.86, align 2
  %a_addr1346 = add i32 %a_lane52, 2448
  %gep.87 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1346
  %a_el1347 = load half, ptr addrspace(3) %gep.87, align 2
  %a_addr1349 = add i32 %a_lane52, 2592
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1349
  %a_el1350 = load half, ptr addrspace(3) %gep.88, align 2
  %a_addr1352 = add i32 %a_lane52, 2736
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1352
  %a_el1353 = load half, ptr addrspace(3) %gep.89, align 2
  %a_addr1355 = add i32 %a_lane52, 2880
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1355
  %a_el1356 = load half, ptr addrspace(3) %gep.90, align 2
  %a_addr1358 = add i32 %a_lane52, 3024
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1358
  %a_el1359 = load half, ptr addrspace(3) %gep.91, align 2
  %a_addr1361 = add i32 %a_lane52, 3168
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1361
  %a_el1362 = load half, ptr addrspace(3) %gep.92, align 2
  %a_addr1364 = add i32 %a_lane52, 3312
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1364
  %a_el1365 = load half, ptr addrspace(3) %gep.93, align 2
  %vfe.94 = insertelement <8 x half> poison, half %a_el1344, i32 0
  %vfe.95 = insertelement <8 x half> %vfe.94, half %a_el1347, i32 1
  %vfe.96 = insertelement <8 x half> %vfe.95, half %a_el1350, i32 2
  %vfe.97 = insertelement <8 x half> %vfe.96, half %a_el1353, i32 3
  %vfe.98 = insertelement <8 x half> %vfe.97, half %a_el1356, i32 4
  %vfe.99 = insertelement <8 x half> %vfe.98, half %a_el1359, i32 5
  %vfe.100 = insertelement <8 x half> %vfe.99, half %a_el1362, i32 6
  %a_frag1366 = insertelement <8 x half> %vfe.100, half %a_el1365, i32 7
  %a_addr1368 = add i32 %a_lane52, 2336
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1368
  %a_el1369 = load half, ptr addrspace(3) %gep.101, align 2
  %a_addr1371 = add i32 %a_lane52, 2480
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1371
  %a_el1372 = load half, ptr addrspace(3) %gep.102, align 2
  %a_addr1374 = add i32 %a_lane52, 2624
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1374
  %a_el1375 = load half, ptr addrspace(3) %gep.103, align 2
  %a_addr1377 = add i32 %a_lane52, 2768
  %gep.104 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1377
  %a_el1378 = load half, ptr addrspace(3) %gep.104, align 2
  %a_addr1380 = add i32 %a_lane52, 2912
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1380
  %a_el1381 = load half, ptr addrspace(3) %gep.105, align 2
  %a_addr1383 = add i32 %a_lane52, 3056
  %gep.106 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1383
  %a_el1384 = load half, ptr addrspace(3) %gep.106, align 2
  %a_addr1386 = add i32 %a_lane52, 3200
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1386
  %a_el1387 = load half, ptr addrspace(3) %gep.107, align 2
  %a_addr1389 = add i32 %a_lane52, 3344
  %gep.108 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1389
  %a_el1390 = load half, ptr addrspace(3) %gep.108, align 2
  %vfe.109 = insertelement <8 x half> poison, half %a_el1369, i32 0
  %vfe.110 = insertelement <8 x half> %vfe.109, half %a_el1372, i32 1
  %vfe.111 = insertelement <8 x half> %vfe.110, half %a_el1375, i32 2
  %vfe.112 = insertelement <8 x half> %vfe.111, half %a_el1378, i32 3
  %vfe.113 = insertelement <8 x half> %vfe.112, half %a_el1381, i32 4
  %vfe.114 = insertelement <8 x half> %vfe.113, half %a_el1384, i32 5
  %vfe.115 = insertelement <8 x half> %vfe.114, half %a_el1387, i32 6
  %a_frag1391 = insertelement <8 x half> %vfe.115, half %a_el1390, i32 7
  %b_addr1393 = add i32 %b_lane58, 6912
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1393
  %b_el1394 = load half, ptr addrspace(3) %gep.116, align 2
  %b_addr1396 = add i32 %b_lane58, 7056
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1396
  %b_el1397 = load half, ptr addrspace(3) %gep.117, align 2
  %b_addr1399 = add i32 %b_lane58, 7200
  %gep.118 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1399
  %b_el1400 = load half, ptr addrspace(3) %gep.118, align 2
  %b_addr1402 = add i32 %b_lane58, 7344
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1402
  %b_el1403 = load half, ptr addrspace(3) %gep.119, align 2
  %b_addr1405 = add i32 %b_lane58, 7488
  %gep.120 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1405
  %b_el1406 = load half, ptr addrspace(3) %gep.120, align 2
  %b_addr1408 = add i32 %b_lane58, 7632
  %gep.121 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1408
  %b_el1409 = load half, ptr addrspace(3) %gep.121, align 2
  %b_addr1411 = add i32 %b_lane58, 7776
  %gep.122 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1411
  %b_el1412 = load half, ptr addrspace(3) %gep.122, align 2
  %b_addr1414 = add i32 %b_lane58, 7920
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1414
  %b_el1415 = load half, ptr addrspace(3) %gep.123, align 2
  %vfe.124 = insertelement <8 x half> poison, half %b_el1394, i32 0
  %vfe.125 = insertelement <8 x half> %vfe.124, half %b_el1397, i32 1
  %vfe.126 = insertelement <8 x half> %vfe.125, half %b_el1400, i32 2
  %vfe.127 = insertelement <8 x half> %vfe.126, half %b_el1403, i32 3
  %vfe.128 = insertelement <8 x half> %vfe.127, half %b_el1406, i32 4
  %vfe.129 = insertelement <8 x half> %vfe.128, half %b_el1409, i32 5
  %vfe.130 = insertelement <8 x half> %vfe.129, half %b_el1412, i32 6
  %b_frag1416 = insertelement <8 x half> %vfe.130, half %b_el1415, i32 7
  %acc1417 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a_frag1366, <8 x half> %b_frag1416, <8 x float> %acc1313)
  %acc1418 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a_frag1391, <8 x half> %b_frag1416, <8 x float> %acc1314)
  %b_addr1420 = add i32 %b_lane58, 6944
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1420
  %b_el1421 = load half, ptr addrspace(3) %gep.131, align 2
  %b_addr1423 = add i32 %b_lane58, 7088
  %gep.132 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1423
  %b_el1424 = load half, ptr addrspace(3) %gep.132, align 2
  %b_addr1426 = add i32 %b_lane58, 7232
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1426
  %b_el1427 = load half, ptr addrspace(3) %gep.133, align 2
  %b_addr1429 = add i32 %b_lane58, 7376
  %gep.134 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1429
  %b_el1430 = load half, ptr addrspace(3) %gep.134, align 2
  %b_addr1432 = add i32 %b_lane58, 7520
  %gep.135 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1432
  %b_el1433 = load half, ptr addrspace(3) %gep.135, align 2
  %b_addr1435 = add i32 %b_lane58, 7664
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1435
  %b_el1436 = load half, ptr addrspace(3) %gep.136, align 2
  %b_addr1438 = add i32 %b_lane58, 7808
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1438
  %b_el1439 = load half, ptr addrspace(3) %gep.137, align 2
  %b_addr1441 = add i32 %b_lane58, 7952
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp16_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1441
  %b_el1442 = load half, ptr addrspace(3) %gep.138, align 2
  %vfe.139 = insertelement <8 x half> poison, half %b_el1421, i32 0
  %vfe.140 = insertelement <8 x half> %vfe.139, half %b_el1424, i32 1
  %vfe.141 = insertelement <8 x half> %vfe.140, half %b_el1427, i32 2
  %vfe.142 = insertelement <8 x half> %vfe.141, half %b_el1430, i32 3
  %vfe.143 = insertelement <8 x half> %vfe.142, half %b_el1433, i32 4
  %vfe.144 = insertelement <8 x half> %vfe.143, half %b_el1436, i32 5
  %vfe.145 = insertelement <8 x half> %vfe.144, half %b_el1439, i32 6
  %b_frag1443 = insertelement <8 x half> %vfe.145, half %b_el1442, i32 7
  %acc1444 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a_frag1366, <8 x half> %b_frag1443, <8 x float> %acc1340)
  %acc1445 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a_frag1391, <8 x half> %b_frag1443, <8 x float> %acc1341)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t122, 1
  br label %for.head.1
for.exit.1:
  %slab1447 = urem i32 %split60, 1
  %slab_g1448 = mul i32 %slab1447, %groups
  %slab_k1449 = mul i32 %slab_g1448, %kpg
  %kbase1450 = add i32 %slab_k1449, %gk86
  %frow1451 = mul i32 %cpg, %taps61
  %tap_c1452 = mul i32 %tap72, %cpg
  %c_w1453 = add i32 %c_blk85, %wcb40
  %k_w1454 = add i32 %k_blk83, %wkb38
  %k_h1455 = add i32 %k_w1454, %khalf44
  %cin1457 = add i32 %c_w1453, 0
  %cin1458 = add i32 %cin1457, %lcol46
  %cok1459 = icmp ult i32 %cin1458, %cpg
  %kin1461 = add i32 %k_h1455, 0
  %kok1462 = icmp ult i32 %kin1461, %kpg
  %ok1463 = and i1 %kok1462, %cok1459
  br i1 %ok1463, label %if.then.3, label %if.end.3
if.then.3:
  %krow1464 = add i32 %kbase1450, %kin1461
  %t_k1465 = mul i32 %krow1464, %frow1451
  %t_t1466 = add i32 %t_k1465, %tap_c1452
  %el1467 = add i32 %t_t1466, %cin1458
  %off1469 = shl i32 %el1467, 2
  %v1470 = extractelement <8 x float> %acc123, i32 0
  %old.146 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1470, ptr addrspace(8) %rws113, i32 %off1469, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1473 = add i32 %k_h1455, 1
  %kok1474 = icmp ult i32 %kin1473, %kpg
  %ok1475 = and i1 %kok1474, %cok1459
  br i1 %ok1475, label %if.then.4, label %if.end.4
if.then.4:
  %krow1476 = add i32 %kbase1450, %kin1473
  %t_k1477 = mul i32 %krow1476, %frow1451
  %t_t1478 = add i32 %t_k1477, %tap_c1452
  %el1479 = add i32 %t_t1478, %cin1458
  %off1481 = shl i32 %el1479, 2
  %v1482 = extractelement <8 x float> %acc123, i32 1
  %old.147 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1482, ptr addrspace(8) %rws113, i32 %off1481, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1485 = add i32 %k_h1455, 2
  %kok1486 = icmp ult i32 %kin1485, %kpg
  %ok1487 = and i1 %kok1486, %cok1459
  br i1 %ok1487, label %if.then.5, label %if.end.5
if.then.5:
  %krow1488 = add i32 %kbase1450, %kin1485
  %t_k1489 = mul i32 %krow1488, %frow1451
  %t_t1490 = add i32 %t_k1489, %tap_c1452
  %el1491 = add i32 %t_t1490, %cin1458
  %off1493 = shl i32 %el1491, 2
  %v1494 = extractelement <8 x float> %acc123, i32 2
  %old.148 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1494, ptr addrspace(8) %rws113, i32 %off1493, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1497 = add i32 %k_h1455, 3
  %kok1498 = icmp ult i32 %kin1497, %kpg
  %ok1499 = and i1 %kok1498, %cok1459
  br i1 %ok1499, label %if.then.6, label %if.end.6
if.then.6:
  %krow1500 = add i32 %kbase1450, %kin1497
  %t_k1501 = mul i32 %krow1500, %frow1451
  %t_t1502 = add i32 %t_k1501, %tap_c1452
  %el1503 = add i32 %t_t1502, %cin1458
  %off1505 = shl i32 %el1503, 2
  %v1506 = extractelement <8 x float> %acc123, i32 3
  %old.149 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1506, ptr addrspace(8) %rws113, i32 %off1505, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1509 = add i32 %k_h1455, 4
  %kok1510 = icmp ult i32 %kin1509, %kpg
  %ok1511 = and i1 %kok1510, %cok1459
  br i1 %ok1511, label %if.then.7, label %if.end.7
if.then.7:
  %krow1512 = add i32 %kbase1450, %kin1509
  %t_k1513 = mul i32 %krow1512, %frow1451
  %t_t1514 = add i32 %t_k1513, %tap_c1452
  %el1515 = add i32 %t_t1514, %cin1458
  %off1517 = shl i32 %el1515, 2
  %v1518 = extractelement <8 x float> %acc123, i32 4
  %old.150 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1518, ptr addrspace(8) %rws113, i32 %off1517, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1521 = add i32 %k_h1455, 5
  %kok1522 = icmp ult i32 %kin1521, %kpg
  %ok1523 = and i1 %kok1522, %cok1459
  br i1 %ok1523, label %if.then.8, label %if.end.8
if.then.8:
  %krow1524 = add i32 %kbase1450, %kin1521
  %t_k1525 = mul i32 %krow1524, %frow1451
  %t_t1526 = add i32 %t_k1525, %tap_c1452
  %el1527 = add i32 %t_t1526, %cin1458
  %off1529 = shl i32 %el1527, 2
  %v1530 = extractelement <8 x float> %acc123, i32 5
  %old.151 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1530, ptr addrspace(8) %rws113, i32 %off1529, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1533 = add i32 %k_h1455, 6
  %kok1534 = icmp ult i32 %kin1533, %kpg
  %ok1535 = and i1 %kok1534, %cok1459
  br i1 %ok1535, label %if.then.9, label %if.end.9
if.then.9:
  %krow1536 = add i32 %kbase1450, %kin1533
  %t_k1537 = mul i32 %krow1536, %frow1451
  %t_t1538 = add i32 %t_k1537, %tap_c1452
  %el1539 = add i32 %t_t1538, %cin1458
  %off1541 = shl i32 %el1539, 2
  %v1542 = extractelement <8 x float> %acc123, i32 6
  %old.152 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1542, ptr addrspace(8) %rws113, i32 %off1541, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin1545 = add i32 %k_h1455, 7
  %kok1546 = icmp ult i32 %kin1545, %kpg
  %ok1547 = and i1 %kok1546, %cok1459
  br i1 %ok1547, label %if.then.10, label %if.end.10
if.then.10:
  %krow1548 = add i32 %kbase1450, %kin1545
  %t_k1549 = mul i32 %krow1548, %frow1451
  %t_t1550 = add i32 %t_k1549, %tap_c1452
  %el1551 = add i32 %t_t1550, %cin1458
  %off1553 = shl i32 %el1551, 2
  %v1554 = extractelement <8 x float> %acc123, i32 7
  %old.153 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1554, ptr addrspace(8) %rws113, i32 %off1553, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %cin1557 = add i32 %c_w1453, 16
  %cin1558 = add i32 %cin1557, %lcol46
  %cok1559 = icmp ult i32 %cin1558, %cpg
  %kin1561 = add i32 %k_h1455, 0
  %kok1562 = icmp ult i32 %kin1561, %kpg
  %ok1563 = and i1 %kok1562, %cok1559
  br i1 %ok1563, label %if.then.11, label %if.end.11
if.then.11:
  %krow1564 = add i32 %kbase1450, %kin1561
  %t_k1565 = mul i32 %krow1564, %frow1451
  %t_t1566 = add i32 %t_k1565, %tap_c1452
  %el1567 = add i32 %t_t1566, %cin1558
  %off1569 = shl i32 %el1567, 2
  %v1570 = extractelement <8 x float> %acc124, i32 0
  %old.154 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1570, ptr addrspace(8) %rws113, i32 %off1569, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1573 = add i32 %k_h1455, 1
  %kok1574 = icmp ult i32 %kin1573, %kpg
  %ok1575 = and i1 %kok1574, %cok1559
  br i1 %ok1575, label %if.then.12, label %if.end.12
if.then.12:
  %krow1576 = add i32 %kbase1450, %kin1573
  %t_k1577 = mul i32 %krow1576, %frow1451
  %t_t1578 = add i32 %t_k1577, %tap_c1452
  %el1579 = add i32 %t_t1578, %cin1558
  %off1581 = shl i32 %el1579, 2
  %v1582 = extractelement <8 x float> %acc124, i32 1
  %old.155 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1582, ptr addrspace(8) %rws113, i32 %off1581, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1585 = add i32 %k_h1455, 2
  %kok1586 = icmp ult i32 %kin1585, %kpg
  %ok1587 = and i1 %kok1586, %cok1559
  br i1 %ok1587, label %if.then.13, label %if.end.13
if.then.13:
  %krow1588 = add i32 %kbase1450, %kin1585
  %t_k1589 = mul i32 %krow1588, %frow1451
  %t_t1590 = add i32 %t_k1589, %tap_c1452
  %el1591 = add i32 %t_t1590, %cin1558
  %off1593 = shl i32 %el1591, 2
  %v1594 = extractelement <8 x float> %acc124, i32 2
  %old.156 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1594, ptr addrspace(8) %rws113, i32 %off1593, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1597 = add i32 %k_h1455, 3
  %kok1598 = icmp ult i32 %kin1597, %kpg
  %ok1599 = and i1 %kok1598, %cok1559
  br i1 %ok1599, label %if.then.14, label %if.end.14
if.then.14:
  %krow1600 = add i32 %kbase1450, %kin1597
  %t_k1601 = mul i32 %krow1600, %frow1451
  %t_t1602 = add i32 %t_k1601, %tap_c1452
  %el1603 = add i32 %t_t1602, %cin1558
  %off1605 = shl i32 %el1603, 2
  %v1606 = extractelement <8 x float> %acc124, i32 3
  %old.157 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1606, ptr addrspace(8) %rws113, i32 %off1605, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1609 = add i32 %k_h1455, 4
  %kok1610 = icmp ult i32 %kin1609, %kpg
  %ok1611 = and i1 %kok1610, %cok1559
  br i1 %ok1611, label %if.then.15, label %if.end.15
if.then.15:
  %krow1612 = add i32 %kbase1450, %kin1609
  %t_k1613 = mul i32 %krow1612, %frow1451
  %t_t1614 = add i32 %t_k1613, %tap_c1452
  %el1615 = add i32 %t_t1614, %cin1558
  %off1617 = shl i32 %el1615, 2
  %v1618 = extractelement <8 x float> %acc124, i32 4
  %old.158 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1618, ptr addrspace(8) %rws113, i32 %off1617, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1621 = add i32 %k_h1455, 5
  %kok1622 = icmp ult i32 %kin1621, %kpg
  %ok1623 = and i1 %kok1622, %cok1559
  br i1 %ok1623, label %if.then.16, label %if.end.16
if.then.16:
  %krow1624 = add i32 %kbase1450, %kin1621
  %t_k1625 = mul i32 %krow1624, %frow1451
  %t_t1626 = add i32 %t_k1625, %tap_c1452
  %el1627 = add i32 %t_t1626, %cin1558
  %off1629 = shl i32 %el1627, 2
  %v1630 = extractelement <8 x float> %acc124, i32 5
  %old.159 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1630, ptr addrspace(8) %rws113, i32 %off1629, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1633 = add i32 %k_h1455, 6
  %kok1634 = icmp ult i32 %kin1633, %kpg
  %ok1635 = and i1 %kok1634, %cok1559
  br i1 %ok1635, label %if.then.17, label %if.end.17
if.then.17:
  %krow1636 = add i32 %kbase1450, %kin1633
  %t_k1637 = mul i32 %krow1636, %frow1451
  %t_t1638 = add i32 %t_k1637, %tap_c1452
  %el1639 = add i32 %t_t1638, %cin1558
  %off1641 = shl i32 %el1639, 2
  %v1642 = extractelement <8 x float> %acc124, i32 6
  %old.160 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1642, ptr addrspace(8) %rws113, i32 %off1641, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %kin1645 = add i32 %k_h1455, 7
  %kok1646 = icmp ult i32 %kin1645, %kpg
  %ok1647 = and i1 %kok1646, %cok1559
  br i1 %ok1647, label %if.then.18, label %if.end.18
if.then.18:
  %krow1648 = add i32 %kbase1450, %kin1645
  %t_k1649 = mul i32 %krow1648, %frow1451
  %t_t1650 = add i32 %t_k1649, %tap_c1452
  %el1651 = add i32 %t_t1650, %cin1558
  %off1653 = shl i32 %el1651, 2
  %v1654 = extractelement <8 x float> %acc124, i32 7
  %old.161 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1654, ptr addrspace(8) %rws113, i32 %off1653, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %cin1657 = add i32 %c_w1453, 0
  %cin1658 = add i32 %cin1657, %lcol46
  %cok1659 = icmp ult i32 %cin1658, %cpg
  %kin1661 = add i32 %k_h1455, 16
  %kok1662 = icmp ult i32 %kin1661, %kpg
  %ok1663 = and i1 %kok1662, %cok1659
  br i1 %ok1663, label %if.then.19, label %if.end.19
if.then.19:
  %krow1664 = add i32 %kbase1450, %kin1661
  %t_k1665 = mul i32 %krow1664, %frow1451
  %t_t1666 = add i32 %t_k1665, %tap_c1452
  %el1667 = add i32 %t_t1666, %cin1658
  %off1669 = shl i32 %el1667, 2
  %v1670 = extractelement <8 x float> %acc125, i32 0
  %old.162 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1670, ptr addrspace(8) %rws113, i32 %off1669, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1673 = add i32 %k_h1455, 17
  %kok1674 = icmp ult i32 %kin1673, %kpg
  %ok1675 = and i1 %kok1674, %cok1659
  br i1 %ok1675, label %if.then.20, label %if.end.20
if.then.20:
  %krow1676 = add i32 %kbase1450, %kin1673
  %t_k1677 = mul i32 %krow1676, %frow1451
  %t_t1678 = add i32 %t_k1677, %tap_c1452
  %el1679 = add i32 %t_t1678, %cin1658
  %off1681 = shl i32 %el1679, 2
  %v1682 = extractelement <8 x float> %acc125, i32 1
  %old.163 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1682, ptr addrspace(8) %rws113, i32 %off1681, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1685 = add i32 %k_h1455, 18
  %kok1686 = icmp ult i32 %kin1685, %kpg
  %ok1687 = and i1 %kok1686, %cok1659
  br i1 %ok1687, label %if.then.21, label %if.end.21
if.then.21:
  %krow1688 = add i32 %kbase1450, %kin1685
  %t_k1689 = mul i32 %krow1688, %frow1451
  %t_t1690 = add i32 %t_k1689, %tap_c1452
  %el1691 = add i32 %t_t1690, %cin1658
  %off1693 = shl i32 %el1691, 2
  %v1694 = extractelement <8 x float> %acc125, i32 2
  %old.164 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1694, ptr addrspace(8) %rws113, i32 %off1693, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1697 = add i32 %k_h1455, 19
  %kok1698 = icmp ult i32 %kin1697, %kpg
  %ok1699 = and i1 %kok1698, %cok1659
  br i1 %ok1699, label %if.then.22, label %if.end.22
if.then.22:
  %krow1700 = add i32 %kbase1450, %kin1697
  %t_k1701 = mul i32 %krow1700, %frow1451
  %t_t1702 = add i32 %t_k1701, %tap_c1452
  %el1703 = add i32 %t_t1702, %cin1658
  %off1705 = shl i32 %el1703, 2
  %v1706 = extractelement <8 x float> %acc125, i32 3
  %old.165 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1706, ptr addrspace(8) %rws113, i32 %off1705, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1709 = add i32 %k_h1455, 20
  %kok1710 = icmp ult i32 %kin1709, %kpg
  %ok1711 = and i1 %kok1710, %cok1659
  br i1 %ok1711, label %if.then.23, label %if.end.23
if.then.23:
  %krow1712 = add i32 %kbase1450, %kin1709
  %t_k1713 = mul i32 %krow1712, %frow1451
  %t_t1714 = add i32 %t_k1713, %tap_c1452
  %el1715 = add i32 %t_t1714, %cin1658
  %off1717 = shl i32 %el1715, 2
  %v1718 = extractelement <8 x float> %acc125, i32 4
  %old.166 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1718, ptr addrspace(8) %rws113, i32 %off1717, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1721 = add i32 %k_h1455, 21
  %kok1722 = icmp ult i32 %kin1721, %kpg
  %ok1723 = and i1 %kok1722, %cok1659
  br i1 %ok1723, label %if.then.24, label %if.end.24
if.then.24:
  %krow1724 = add i32 %kbase1450, %kin1721
  %t_k1725 = mul i32 %krow1724, %frow1451
  %t_t1726 = add i32 %t_k1725, %tap_c1452
  %el1727 = add i32 %t_t1726, %cin1658
  %off1729 = shl i32 %el1727, 2
  %v1730 = extractelement <8 x float> %acc125, i32 5
  %old.167 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1730, ptr addrspace(8) %rws113, i32 %off1729, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin1733 = add i32 %k_h1455, 22
  %kok1734 = icmp ult i32 %kin1733, %kpg
  %ok1735 = and i1 %kok1734, %cok1659
  br i1 %ok1735, label %if.then.25, label %if.end.25
if.then.25:
  %krow1736 = add i32 %kbase1450, %kin1733
  %t_k1737 = mul i32 %krow1736, %frow1451
  %t_t1738 = add i32 %t_k1737, %tap_c1452
  %el1739 = add i32 %t_t1738, %cin1658
  %off1741 = shl i32 %el1739, 2
  %v1742 = extractelement <8 x float> %acc125, i32 6
  %old.168 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1742, ptr addrspace(8) %rws113, i32 %off1741, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %kin1745 = add i32 %k_h1455, 23
  %kok1746 = icmp ult i32 %kin1745, %kpg
  %ok1747 = and i1 %kok1746, %cok1659
  br i1 %ok1747, label %if.then.26, label %if.end.26
if.then.26:
  %krow1748 = add i32 %kbase1450, %kin1745
  %t_k1749 = mul i32 %krow1748, %frow1451
  %t_t1750 = add i32 %t_k1749, %tap_c1452
  %el1751 = add i32 %t_t1750, %cin1658
  %off1753 = shl i32 %el1751, 2
  %v1754 = extractelement <8 x float> %acc125, i32 7
  %old.169 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1754, ptr addrspace(8) %rws113, i32 %off1753, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %cin1757 = add i32 %c_w1453, 16
  %cin1758 = add i32 %cin1757, %lcol46
  %cok1759 = icmp ult i32 %cin1758, %cpg
  %kin1761 = add i32 %k_h1455, 16
  %kok1762 = icmp ult i32 %kin1761, %kpg
  %ok1763 = and i1 %kok1762, %cok1759
  br i1 %ok1763, label %if.then.27, label %if.end.27
if.then.27:
  %krow1764 = add i32 %kbase1450, %kin1761
  %t_k1765 = mul i32 %krow1764, %frow1451
  %t_t1766 = add i32 %t_k1765, %tap_c1452
  %el1767 = add i32 %t_t1766, %cin1758
  %off1769 = shl i32 %el1767, 2
  %v1770 = extractelement <8 x float> %acc126, i32 0
  %old.170 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1770, ptr addrspace(8) %rws113, i32 %off1769, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %kin1773 = add i32 %k_h1455, 17
  %kok1774 = icmp ult i32 %kin1773, %kpg
  %ok1775 = and i1 %kok1774, %cok1759
  br i1 %ok1775, label %if.then.28, label %if.end.28
if.then.28:
  %krow1776 = add i32 %kbase1450, %kin1773
  %t_k1777 = mul i32 %krow1776, %frow1451
  %t_t1778 = add i32 %t_k1777, %tap_c1452
  %el1779 = add i32 %t_t1778, %cin1758
  %off1781 = shl i32 %el1779, 2
  %v1782 = extractelement <8 x float> %acc126, i32 1
  %old.171 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1782, ptr addrspace(8) %rws113, i32 %off1781, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %kin1785 = add i32 %k_h1455, 18
  %kok1786 = icmp ult i32 %kin1785, %kpg
  %ok1787 = and i1 %kok1786, %cok1759
  br i1 %ok1787, label %if.then.29, label %if.end.29
if.then.29:
  %krow1788 = add i32 %kbase1450, %kin1785
  %t_k1789 = mul i32 %krow1788, %frow1451
  %t_t1790 = add i32 %t_k1789, %tap_c1452
  %el1791 = add i32 %t_t1790, %cin1758
  %off1793 = shl i32 %el1791, 2
  %v1794 = extractelement <8 x float> %acc126, i32 2
  %old.172 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1794, ptr addrspace(8) %rws113, i32 %off1793, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %kin1797 = add i32 %k_h1455, 19
  %kok1798 = icmp ult i32 %kin1797, %kpg
  %ok1799 = and i1 %kok1798, %cok1759
  br i1 %ok1799, label %if.then.30, label %if.end.30
if.then.30:
  %krow1800 = add i32 %kbase1450, %kin1797
  %t_k1801 = mul i32 %krow1800, %frow1451
  %t_t1802 = add i32 %t_k1801, %tap_c1452
  %el1803 = add i32 %t_t1802, %cin1758
  %off1805 = shl i32 %el1803, 2
  %v1806 = extractelement <8 x float> %acc126, i32 3
  %old.173 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1806, ptr addrspace(8) %rws113, i32 %off1805, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %kin1809 = add i32 %k_h1455, 20
  %kok1810 = icmp ult i32 %kin1809, %kpg
  %ok1811 = and i1 %kok1810, %cok1759
  br i1 %ok1811, label %if.then.31, label %if.end.31
if.then.31:
  %krow1812 = add i32 %kbase1450, %kin1809
  %t_k1813 = mul i32 %krow1812, %frow1451
  %t_t1814 = add i32 %t_k1813, %tap_c1452
  %el1815 = add i32 %t_t1814, %cin1758
  %off1817 = shl i32 %el1815, 2
  %v1818 = extractelement <8 x float> %acc126, i32 4
  %old.174 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1818, ptr addrspace(8) %rws113, i32 %off1817, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %kin1821 = add i32 %k_h1455, 21
  %kok1822 = icmp ult i32 %kin1821, %kpg
  %ok1823 = and i1 %kok1822, %cok1759
  br i1 %ok1823, label %if.then.32, label %if.end.32
if.then.32:
  %krow1824 = add i32 %kbase1450, %kin1821
  %t_k1825 = mul i32 %krow1824, %frow1451
  %t_t1826 = add i32 %t_k1825, %tap_c1452
  %el1827 = add i32 %t_t1826, %cin1758
  %off1829 = shl i32 %el1827, 2
  %v1830 = extractelement <8 x float> %acc126, i32 5
  %old.175 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1830, ptr addrspace(8) %rws113, i32 %off1829, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %kin1833 = add i32 %k_h1455, 22
  %kok1834 = icmp ult i32 %kin1833, %kpg
  %ok1835 = and i1 %kok1834, %cok1759
  br i1 %ok1835, label %if.then.33, label %if.end.33
if.then.33:
  %krow1836 = add i32 %kbase1450, %kin1833
  %t_k1837 = mul i32 %krow1836, %frow1451
  %t_t1838 = add i32 %t_k1837, %tap_c1452
  %el1839 = add i32 %t_t1838, %cin1758
  %off1841 = shl i32 %el1839, 2
  %v1842 = extractelement <8 x float> %acc126, i32 6
  %old.176 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1842, ptr addrspace(8) %rws113, i32 %off1841, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %kin1845 = add i32 %k_h1455, 23
  %kok1846 = icmp ult i32 %kin1845, %kpg
  %ok1847 = and i1 %kok1846, %cok1759
  br i1 %ok1847, label %if.then.34, label %if.end.34
if.then.34:
  %krow1848 = add i32 %kbase1450, %kin1845
  %t_k1849 = mul i32 %krow1848, %frow1451
  %t_t1850 = add i32 %t_k1849, %tap_c1452
  %el1851 = add i32 %t_t1850, %cin1758
  %off1853 = shl i32 %el1851, 2
  %v1854 = extractelement <8 x float> %acc126, i32 7
  %old.177 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1854, ptr addrspace(8) %rws113, i32 %off1853, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="224" }
