; irgate implicit_gemm_wgrad{dtype=fp32,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,dilation_h=-1,dilation_w=-1,waves_m=2,waves_n=2,wave_tiles_m=2,wave_tiles_n=2,k_steps=32,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1 = internal unnamed_addr addrspace(3) global [17408 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 immarg, <2 x float>, i1 immarg, <2 x float>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1(ptr addrspace(1) noalias readonly align 4 %dy, ptr addrspace(1) noalias readonly align 4 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
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
  %kpair48 = shl i32 %half42, 1
  %a_r49 = add i32 %wkb38, %lcol46
  %a_q51 = mul i32 %a_r49, 34
  %a_e52 = add i32 %a_q51, %kpair48
  %a_lane54 = shl i32 %a_e52, 2
  %b_r55 = add i32 %wcb40, %lcol46
  %b_q57 = mul i32 %b_r55, 34
  %b_e58 = add i32 %b_q57, %kpair48
  %b_lane60 = shl i32 %b_e58, 2
  %bx61 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split62 = call i32 @llvm.amdgcn.workgroup.id.y()
  %taps63 = mul i32 %filter_h, %filter_w
  %nct_a65 = add i32 %cpg, 63
  %nct67 = udiv i32 %nct_a65, 64
  %nkt_a69 = add i32 %kpg, 63
  %nkt71 = udiv i32 %nkt_a69, 64
  %ct72 = urem i32 %bx61, %nct67
  %rest73 = udiv i32 %bx61, %nct67
  %tap74 = urem i32 %rest73, %taps63
  %rest75 = udiv i32 %rest73, %taps63
  %kt76 = urem i32 %rest75, %nkt71
  %g77 = udiv i32 %rest75, %nkt71
  %fr78 = udiv i32 %tap74, %filter_w
  %fs79 = urem i32 %tap74, %filter_w
  %rd80 = mul i32 %fr78, %dilation_h
  %h_tap81 = sub i32 %rd80, %pad_h
  %sd82 = mul i32 %fs79, %dilation_w
  %w_tap83 = sub i32 %sd82, %pad_w
  %k_blk85 = mul i32 %kt76, 64
  %c_blk87 = mul i32 %ct72, 64
  %gk88 = mul i32 %g77, %kpg
  %gc89 = mul i32 %g77, %cpg
  %dy_ch90 = add i32 %gk88, %k_blk85
  %x_ch91 = add i32 %gc89, %c_blk87
  %howo92 = mul i32 %ho, %wo
  %npos93 = mul i32 %n, %howo92
  %p_lo95 = mul i32 %split62, 1024
  %p_end97 = add i32 %p_lo95, 1024
  %fits98 = icmp ult i32 %p_end97, %npos93
  %p_hi99 = select i1 %fits98, i32 %p_end97, i32 %npos93
  %live100 = icmp ult i32 %p_lo95, %p_hi99
  %span_a101 = sub i32 %p_hi99, %p_lo95
  %span103 = select i1 %live100, i32 %span_a101, i32 0
  %st_a105 = add i32 %span103, 31
  %steps107 = lshr i32 %st_a105, 5
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy108 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx109 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws110 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  br label %for.head.1
for.head.1:
  %t119 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc120 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1496, %for.latch.1 ]
  %acc121 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1501, %for.latch.1 ]
  %acc122 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1497, %for.latch.1 ]
  %acc123 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1502, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t119, %steps107
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to125 = shl i32 %t119, 5
  %p_s126 = add i32 %p_lo95, %to125
  %e128 = add i32 %tid28, 0
  %row130 = udiv i32 %e128, 64
  %cc132 = urem i32 %e128, 64
  %pos133 = add i32 %p_s126, %row130
  %pok134 = icmp ult i32 %pos133, %p_hi99
  %n135 = udiv i32 %pos133, %howo92
  %prem136 = urem i32 %pos133, %howo92
  %ho137 = udiv i32 %prem136, %wo
  %wo138 = urem i32 %prem136, %wo
  %kin139 = add i32 %k_blk85, %cc132
  %kok140 = icmp ult i32 %kin139, %kpg
  %ok141 = and i1 %pok134, %kok140
  %e_n142 = mul i32 %n135, %dy_stride_n
  %e_h143 = mul i32 %ho137, %dy_stride_h
  %e_w144 = mul i32 %wo138, %dy_stride_w
  %el145 = add i32 %e_n142, %e_h143
  %el146 = add i32 %el145, %e_w144
  %el147 = add i32 %el146, %dy_ch90
  %el148 = add i32 %el147, %cc132
  %off150 = shl i32 %el148, 2
  %safe152 = select i1 %ok141, i32 %off150, i32 2147483647
  %dyv154 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe152, i32 0, i32 0)
  %trow156 = mul i32 %cc132, 34
  %tel157 = add i32 %trow156, %row130
  %tb159 = shl i32 %tel157, 2
  %la161 = add i32 %tb159, 0
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la161
  store float %dyv154, ptr addrspace(3) %gep.6, align 4
  %e163 = add i32 %tid28, 128
  %row165 = udiv i32 %e163, 64
  %cc167 = urem i32 %e163, 64
  %pos168 = add i32 %p_s126, %row165
  %pok169 = icmp ult i32 %pos168, %p_hi99
  %n170 = udiv i32 %pos168, %howo92
  %prem171 = urem i32 %pos168, %howo92
  %ho172 = udiv i32 %prem171, %wo
  %wo173 = urem i32 %prem171, %wo
  %kin174 = add i32 %k_blk85, %cc167
  %kok175 = icmp ult i32 %kin174, %kpg
  %ok176 = and i1 %pok169, %kok175
  %e_n177 = mul i32 %n170, %dy_stride_n
  %e_h178 = mul i32 %ho172, %dy_stride_h
  %e_w179 = mul i32 %wo173, %dy_stride_w
  %el180 = add i32 %e_n177, %e_h178
  %el181 = add i32 %el180, %e_w179
  %el182 = add i32 %el181, %dy_ch90
  %el183 = add i32 %el182, %cc167
  %off185 = shl i32 %el183, 2
  %safe187 = select i1 %ok176, i32 %off185, i32 2147483647
  %dyv189 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe187, i32 0, i32 0)
  %trow191 = mul i32 %cc167, 34
  %tel192 = add i32 %trow191, %row165
  %tb194 = shl i32 %tel192, 2
  %la196 = add i32 %tb194, 0
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la196
  store float %dyv189, ptr addrspace(3) %gep.7, align 4
  %e198 = add i32 %tid28, 256
  %row200 = udiv i32 %e198, 64
  %cc202 = urem i32 %e198, 64
  %pos203 = add i32 %p_s126, %row200
  %pok204 = icmp ult i32 %pos203, %p_hi99
  %n205 = udiv i32 %pos203, %howo92
  %prem206 = urem i32 %pos203, %howo92
  %ho207 = udiv i32 %prem206, %wo
  %wo208 = urem i32 %prem206, %wo
  %kin209 = add i32 %k_blk85, %cc202
  %kok210 = icmp ult i32 %kin209, %kpg
  %ok211 = and i1 %pok204, %kok210
  %e_n212 = mul i32 %n205, %dy_stride_n
  %e_h213 = mul i32 %ho207, %dy_stride_h
  %e_w214 = mul i32 %wo208, %dy_stride_w
  %el215 = add i32 %e_n212, %e_h213
  %el216 = add i32 %el215, %e_w214
  %el217 = add i32 %el216, %dy_ch90
  %el218 = add i32 %el217, %cc202
  %off220 = shl i32 %el218, 2
  %safe222 = select i1 %ok211, i32 %off220, i32 2147483647
  %dyv224 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe222, i32 0, i32 0)
  %trow226 = mul i32 %cc202, 34
  %tel227 = add i32 %trow226, %row200
  %tb229 = shl i32 %tel227, 2
  %la231 = add i32 %tb229, 0
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la231
  store float %dyv224, ptr addrspace(3) %gep.8, align 4
  %e233 = add i32 %tid28, 384
  %row235 = udiv i32 %e233, 64
  %cc237 = urem i32 %e233, 64
  %pos238 = add i32 %p_s126, %row235
  %pok239 = icmp ult i32 %pos238, %p_hi99
  %n240 = udiv i32 %pos238, %howo92
  %prem241 = urem i32 %pos238, %howo92
  %ho242 = udiv i32 %prem241, %wo
  %wo243 = urem i32 %prem241, %wo
  %kin244 = add i32 %k_blk85, %cc237
  %kok245 = icmp ult i32 %kin244, %kpg
  %ok246 = and i1 %pok239, %kok245
  %e_n247 = mul i32 %n240, %dy_stride_n
  %e_h248 = mul i32 %ho242, %dy_stride_h
  %e_w249 = mul i32 %wo243, %dy_stride_w
  %el250 = add i32 %e_n247, %e_h248
  %el251 = add i32 %el250, %e_w249
  %el252 = add i32 %el251, %dy_ch90
  %el253 = add i32 %el252, %cc237
  %off255 = shl i32 %el253, 2
  %safe257 = select i1 %ok246, i32 %off255, i32 2147483647
  %dyv259 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe257, i32 0, i32 0)
  %trow261 = mul i32 %cc237, 34
  %tel262 = add i32 %trow261, %row235
  %tb264 = shl i32 %tel262, 2
  %la266 = add i32 %tb264, 0
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la266
  store float %dyv259, ptr addrspace(3) %gep.9, align 4
  %e268 = add i32 %tid28, 512
  %row270 = udiv i32 %e268, 64
  %cc272 = urem i32 %e268, 64
  %pos273 = add i32 %p_s126, %row270
  %pok274 = icmp ult i32 %pos273, %p_hi99
  %n275 = udiv i32 %pos273, %howo92
  %prem276 = urem i32 %pos273, %howo92
  %ho277 = udiv i32 %prem276, %wo
  %wo278 = urem i32 %prem276, %wo
  %kin279 = add i32 %k_blk85, %cc272
  %kok280 = icmp ult i32 %kin279, %kpg
  %ok281 = and i1 %pok274, %kok280
  %e_n282 = mul i32 %n275, %dy_stride_n
  %e_h283 = mul i32 %ho277, %dy_stride_h
  %e_w284 = mul i32 %wo278, %dy_stride_w
  %el285 = add i32 %e_n282, %e_h283
  %el286 = add i32 %el285, %e_w284
  %el287 = add i32 %el286, %dy_ch90
  %el288 = add i32 %el287, %cc272
  %off290 = shl i32 %el288, 2
  %safe292 = select i1 %ok281, i32 %off290, i32 2147483647
  %dyv294 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe292, i32 0, i32 0)
  %trow296 = mul i32 %cc272, 34
  %tel297 = add i32 %trow296, %row270
  %tb299 = shl i32 %tel297, 2
  %la301 = add i32 %tb299, 0
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la301
  store float %dyv294, ptr addrspace(3) %gep.10, align 4
  %e303 = add i32 %tid28, 640
  %row305 = udiv i32 %e303, 64
  %cc307 = urem i32 %e303, 64
  %pos308 = add i32 %p_s126, %row305
  %pok309 = icmp ult i32 %pos308, %p_hi99
  %n310 = udiv i32 %pos308, %howo92
  %prem311 = urem i32 %pos308, %howo92
  %ho312 = udiv i32 %prem311, %wo
  %wo313 = urem i32 %prem311, %wo
  %kin314 = add i32 %k_blk85, %cc307
  %kok315 = icmp ult i32 %kin314, %kpg
  %ok316 = and i1 %pok309, %kok315
  %e_n317 = mul i32 %n310, %dy_stride_n
  %e_h318 = mul i32 %ho312, %dy_stride_h
  %e_w319 = mul i32 %wo313, %dy_stride_w
  %el320 = add i32 %e_n317, %e_h318
  %el321 = add i32 %el320, %e_w319
  %el322 = add i32 %el321, %dy_ch90
  %el323 = add i32 %el322, %cc307
  %off325 = shl i32 %el323, 2
  %safe327 = select i1 %ok316, i32 %off325, i32 2147483647
  %dyv329 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe327, i32 0, i32 0)
  %trow331 = mul i32 %cc307, 34
  %tel332 = add i32 %trow331, %row305
  %tb334 = shl i32 %tel332, 2
  %la336 = add i32 %tb334, 0
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la336
  store float %dyv329, ptr addrspace(3) %gep.11, align 4
  %e338 = add i32 %tid28, 768
  %row340 = udiv i32 %e338, 64
  %cc342 = urem i32 %e338, 64
  %pos343 = add i32 %p_s126, %row340
  %pok344 = icmp ult i32 %pos343, %p_hi99
  %n345 = udiv i32 %pos343, %howo92
  %prem346 = urem i32 %pos343, %howo92
  %ho347 = udiv i32 %prem346, %wo
  %wo348 = urem i32 %prem346, %wo
  %kin349 = add i32 %k_blk85, %cc342
  %kok350 = icmp ult i32 %kin349, %kpg
  %ok351 = and i1 %pok344, %kok350
  %e_n352 = mul i32 %n345, %dy_stride_n
  %e_h353 = mul i32 %ho347, %dy_stride_h
  %e_w354 = mul i32 %wo348, %dy_stride_w
  %el355 = add i32 %e_n352, %e_h353
  %el356 = add i32 %el355, %e_w354
  %el357 = add i32 %el356, %dy_ch90
  %el358 = add i32 %el357, %cc342
  %off360 = shl i32 %el358, 2
  %safe362 = select i1 %ok351, i32 %off360, i32 2147483647
  %dyv364 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe362, i32 0, i32 0)
  %trow366 = mul i32 %cc342, 34
  %tel367 = add i32 %trow366, %row340
  %tb369 = shl i32 %tel367, 2
  %la371 = add i32 %tb369, 0
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la371
  store float %dyv364, ptr addrspace(3) %gep.12, align 4
  %e373 = add i32 %tid28, 896
  %row375 = udiv i32 %e373, 64
  %cc377 = urem i32 %e373, 64
  %pos378 = add i32 %p_s126, %row375
  %pok379 = icmp ult i32 %pos378, %p_hi99
  %n380 = udiv i32 %pos378, %howo92
  %prem381 = urem i32 %pos378, %howo92
  %ho382 = udiv i32 %prem381, %wo
  %wo383 = urem i32 %prem381, %wo
  %kin384 = add i32 %k_blk85, %cc377
  %kok385 = icmp ult i32 %kin384, %kpg
  %ok386 = and i1 %pok379, %kok385
  %e_n387 = mul i32 %n380, %dy_stride_n
  %e_h388 = mul i32 %ho382, %dy_stride_h
  %e_w389 = mul i32 %wo383, %dy_stride_w
  %el390 = add i32 %e_n387, %e_h388
  %el391 = add i32 %el390, %e_w389
  %el392 = add i32 %el391, %dy_ch90
  %el393 = add i32 %el392, %cc377
  %off395 = shl i32 %el393, 2
  %safe397 = select i1 %ok386, i32 %off395, i32 2147483647
  %dyv399 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe397, i32 0, i32 0)
  %trow401 = mul i32 %cc377, 34
  %tel402 = add i32 %trow401, %row375
  %tb404 = shl i32 %tel402, 2
  %la406 = add i32 %tb404, 0
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la406
  store float %dyv399, ptr addrspace(3) %gep.13, align 4
  %e408 = add i32 %tid28, 1024
  %row410 = udiv i32 %e408, 64
  %cc412 = urem i32 %e408, 64
  %pos413 = add i32 %p_s126, %row410
  %pok414 = icmp ult i32 %pos413, %p_hi99
  %n415 = udiv i32 %pos413, %howo92
  %prem416 = urem i32 %pos413, %howo92
  %ho417 = udiv i32 %prem416, %wo
  %wo418 = urem i32 %prem416, %wo
  %kin419 = add i32 %k_blk85, %cc412
  %kok420 = icmp ult i32 %kin419, %kpg
  %ok421 = and i1 %pok414, %kok420
  %e_n422 = mul i32 %n415, %dy_stride_n
  %e_h423 = mul i32 %ho417, %dy_stride_h
  %e_w424 = mul i32 %wo418, %dy_stride_w
  %el425 = add i32 %e_n422, %e_h423
  %el426 = add i32 %el425, %e_w424
  %el427 = add i32 %el426, %dy_ch90
  %el428 = add i32 %el427, %cc412
  %off430 = shl i32 %el428, 2
  %safe432 = select i1 %ok421, i32 %off430, i32 2147483647
  %dyv434 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe432, i32 0, i32 0)
  %trow436 = mul i32 %cc412, 34
  %tel437 = add i32 %trow436, %row410
  %tb439 = shl i32 %tel437, 2
  %la441 = add i32 %tb439, 0
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la441
  store float %dyv434, ptr addrspace(3) %gep.14, align 4
  %e443 = add i32 %tid28, 1152
  %row445 = udiv i32 %e443, 64
  %cc447 = urem i32 %e443, 64
  %pos448 = add i32 %p_s126, %row445
  %pok449 = icmp ult i32 %pos448, %p_hi99
  %n450 = udiv i32 %pos448, %howo92
  %prem451 = urem i32 %pos448, %howo92
  %ho452 = udiv i32 %prem451, %wo
  %wo453 = urem i32 %prem451, %wo
  %kin454 = add i32 %k_blk85, %cc447
  %kok455 = icmp ult i32 %kin454, %kpg
  %ok456 = and i1 %pok449, %kok455
  %e_n457 = mul i32 %n450, %dy_stride_n
  %e_h458 = mul i32 %ho452, %dy_stride_h
  %e_w459 = mul i32 %wo453, %dy_stride_w
  %el460 = add i32 %e_n457, %e_h458
  %el461 = add i32 %el460, %e_w459
  %el462 = add i32 %el461, %dy_ch90
  %el463 = add i32 %el462, %cc447
  %off465 = shl i32 %el463, 2
  %safe467 = select i1 %ok456, i32 %off465, i32 2147483647
  %dyv469 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe467, i32 0, i32 0)
  %trow471 = mul i32 %cc447, 34
  %tel472 = add i32 %trow471, %row445
  %tb474 = shl i32 %tel472, 2
  %la476 = add i32 %tb474, 0
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la476
  store float %dyv469, ptr addrspace(3) %gep.15, align 4
  %e478 = add i32 %tid28, 1280
  %row480 = udiv i32 %e478, 64
  %cc482 = urem i32 %e478, 64
  %pos483 = add i32 %p_s126, %row480
  %pok484 = icmp ult i32 %pos483, %p_hi99
  %n485 = udiv i32 %pos483, %howo92
  %prem486 = urem i32 %pos483, %howo92
  %ho487 = udiv i32 %prem486, %wo
  %wo488 = urem i32 %prem486, %wo
  %kin489 = add i32 %k_blk85, %cc482
  %kok490 = icmp ult i32 %kin489, %kpg
  %ok491 = and i1 %pok484, %kok490
  %e_n492 = mul i32 %n485, %dy_stride_n
  %e_h493 = mul i32 %ho487, %dy_stride_h
  %e_w494 = mul i32 %wo488, %dy_stride_w
  %el495 = add i32 %e_n492, %e_h493
  %el496 = add i32 %el495, %e_w494
  %el497 = add i32 %el496, %dy_ch90
  %el498 = add i32 %el497, %cc482
  %off500 = shl i32 %el498, 2
  %safe502 = select i1 %ok491, i32 %off500, i32 2147483647
  %dyv504 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe502, i32 0, i32 0)
  %trow506 = mul i32 %cc482, 34
  %tel507 = add i32 %trow506, %row480
  %tb509 = shl i32 %tel507, 2
  %la511 = add i32 %tb509, 0
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la511
  store float %dyv504, ptr addrspace(3) %gep.16, align 4
  %e513 = add i32 %tid28, 1408
  %row515 = udiv i32 %e513, 64
  %cc517 = urem i32 %e513, 64
  %pos518 = add i32 %p_s126, %row515
  %pok519 = icmp ult i32 %pos518, %p_hi99
  %n520 = udiv i32 %pos518, %howo92
  %prem521 = urem i32 %pos518, %howo92
  %ho522 = udiv i32 %prem521, %wo
  %wo523 = urem i32 %prem521, %wo
  %kin524 = add i32 %k_blk85, %cc517
  %kok525 = icmp ult i32 %kin524, %kpg
  %ok526 = and i1 %pok519, %kok525
  %e_n527 = mul i32 %n520, %dy_stride_n
  %e_h528 = mul i32 %ho522, %dy_stride_h
  %e_w529 = mul i32 %wo523, %dy_stride_w
  %el530 = add i32 %e_n527, %e_h528
  %el531 = add i32 %el530, %e_w529
  %el532 = add i32 %el531, %dy_ch90
  %el533 = add i32 %el532, %cc517
  %off535 = shl i32 %el533, 2
  %safe537 = select i1 %ok526, i32 %off535, i32 2147483647
  %dyv539 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe537, i32 0, i32 0)
  %trow541 = mul i32 %cc517, 34
  %tel542 = add i32 %trow541, %row515
  %tb544 = shl i32 %tel542, 2
  %la546 = add i32 %tb544, 0
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la546
  store float %dyv539, ptr addrspace(3) %gep.17, align 4
  %e548 = add i32 %tid28, 1536
  %row550 = udiv i32 %e548, 64
  %cc552 = urem i32 %e548, 64
  %pos553 = add i32 %p_s126, %row550
  %pok554 = icmp ult i32 %pos553, %p_hi99
  %n555 = udiv i32 %pos553, %howo92
  %prem556 = urem i32 %pos553, %howo92
  %ho557 = udiv i32 %prem556, %wo
  %wo558 = urem i32 %prem556, %wo
  %kin559 = add i32 %k_blk85, %cc552
  %kok560 = icmp ult i32 %kin559, %kpg
  %ok561 = and i1 %pok554, %kok560
  %e_n562 = mul i32 %n555, %dy_stride_n
  %e_h563 = mul i32 %ho557, %dy_stride_h
  %e_w564 = mul i32 %wo558, %dy_stride_w
  %el565 = add i32 %e_n562, %e_h563
  %el566 = add i32 %el565, %e_w564
  %el567 = add i32 %el566, %dy_ch90
  %el568 = add i32 %el567, %cc552
  %off570 = shl i32 %el568, 2
  %safe572 = select i1 %ok561, i32 %off570, i32 2147483647
  %dyv574 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe572, i32 0, i32 0)
  %trow576 = mul i32 %cc552, 34
  %tel577 = add i32 %trow576, %row550
  %tb579 = shl i32 %tel577, 2
  %la581 = add i32 %tb579, 0
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la581
  store float %dyv574, ptr addrspace(3) %gep.18, align 4
  %e583 = add i32 %tid28, 1664
  %row585 = udiv i32 %e583, 64
  %cc587 = urem i32 %e583, 64
  %pos588 = add i32 %p_s126, %row585
  %pok589 = icmp ult i32 %pos588, %p_hi99
  %n590 = udiv i32 %pos588, %howo92
  %prem591 = urem i32 %pos588, %howo92
  %ho592 = udiv i32 %prem591, %wo
  %wo593 = urem i32 %prem591, %wo
  %kin594 = add i32 %k_blk85, %cc587
  %kok595 = icmp ult i32 %kin594, %kpg
  %ok596 = and i1 %pok589, %kok595
  %e_n597 = mul i32 %n590, %dy_stride_n
  %e_h598 = mul i32 %ho592, %dy_stride_h
  %e_w599 = mul i32 %wo593, %dy_stride_w
  %el600 = add i32 %e_n597, %e_h598
  %el601 = add i32 %el600, %e_w599
  %el602 = add i32 %el601, %dy_ch90
  %el603 = add i32 %el602, %cc587
  %off605 = shl i32 %el603, 2
  %safe607 = select i1 %ok596, i32 %off605, i32 2147483647
  %dyv609 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe607, i32 0, i32 0)
  %trow611 = mul i32 %cc587, 34
  %tel612 = add i32 %trow611, %row585
  %tb614 = shl i32 %tel612, 2
  %la616 = add i32 %tb614, 0
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la616
  store float %dyv609, ptr addrspace(3) %gep.19, align 4
  %e618 = add i32 %tid28, 1792
  %row620 = udiv i32 %e618, 64
  %cc622 = urem i32 %e618, 64
  %pos623 = add i32 %p_s126, %row620
  %pok624 = icmp ult i32 %pos623, %p_hi99
  %n625 = udiv i32 %pos623, %howo92
  %prem626 = urem i32 %pos623, %howo92
  %ho627 = udiv i32 %prem626, %wo
  %wo628 = urem i32 %prem626, %wo
  %kin629 = add i32 %k_blk85, %cc622
  %kok630 = icmp ult i32 %kin629, %kpg
  %ok631 = and i1 %pok624, %kok630
  %e_n632 = mul i32 %n625, %dy_stride_n
  %e_h633 = mul i32 %ho627, %dy_stride_h
  %e_w634 = mul i32 %wo628, %dy_stride_w
  %el635 = add i32 %e_n632, %e_h633
  %el636 = add i32 %el635, %e_w634
  %el637 = add i32 %el636, %dy_ch90
  %el638 = add i32 %el637, %cc622
  %off640 = shl i32 %el638, 2
  %safe642 = select i1 %ok631, i32 %off640, i32 2147483647
  %dyv644 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe642, i32 0, i32 0)
  %trow646 = mul i32 %cc622, 34
  %tel647 = add i32 %trow646, %row620
  %tb649 = shl i32 %tel647, 2
  %la651 = add i32 %tb649, 0
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la651
  store float %dyv644, ptr addrspace(3) %gep.20, align 4
  %e653 = add i32 %tid28, 1920
  %row655 = udiv i32 %e653, 64
  %cc657 = urem i32 %e653, 64
  %pos658 = add i32 %p_s126, %row655
  %pok659 = icmp ult i32 %pos658, %p_hi99
  %n660 = udiv i32 %pos658, %howo92
  %prem661 = urem i32 %pos658, %howo92
  %ho662 = udiv i32 %prem661, %wo
  %wo663 = urem i32 %prem661, %wo
  %kin664 = add i32 %k_blk85, %cc657
  %kok665 = icmp ult i32 %kin664, %kpg
  %ok666 = and i1 %pok659, %kok665
  %e_n667 = mul i32 %n660, %dy_stride_n
  %e_h668 = mul i32 %ho662, %dy_stride_h
  %e_w669 = mul i32 %wo663, %dy_stride_w
  %el670 = add i32 %e_n667, %e_h668
  %el671 = add i32 %el670, %e_w669
  %el672 = add i32 %el671, %dy_ch90
  %el673 = add i32 %el672, %cc657
  %off675 = shl i32 %el673, 2
  %safe677 = select i1 %ok666, i32 %off675, i32 2147483647
  %dyv679 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe677, i32 0, i32 0)
  %trow681 = mul i32 %cc657, 34
  %tel682 = add i32 %trow681, %row655
  %tb684 = shl i32 %tel682, 2
  %la686 = add i32 %tb684, 0
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la686
  store float %dyv679, ptr addrspace(3) %gep.21, align 4
  %e688 = add i32 %tid28, 0
  %row690 = udiv i32 %e688, 64
  %cc692 = urem i32 %e688, 64
  %pos693 = add i32 %p_s126, %row690
  %pok694 = icmp ult i32 %pos693, %p_hi99
  %n695 = udiv i32 %pos693, %howo92
  %prem696 = urem i32 %pos693, %howo92
  %ho697 = udiv i32 %prem696, %wo
  %wo698 = urem i32 %prem696, %wo
  %h_a699 = mul i32 %ho697, %stride_h
  %hi700 = add i32 %h_a699, %h_tap81
  %hiok701 = icmp ult i32 %hi700, %hi
  %w_a702 = mul i32 %wo698, %stride_w
  %wi703 = add i32 %w_a702, %w_tap83
  %wiok704 = icmp ult i32 %wi703, %wi
  %cin705 = add i32 %c_blk87, %cc692
  %cok706 = icmp ult i32 %cin705, %cpg
  %ok707 = and i1 %pok694, %hiok701
  %ok708 = and i1 %ok707, %wiok704
  %ok709 = and i1 %ok708, %cok706
  %e_n710 = mul i32 %n695, %x_stride_n
  %e_h711 = mul i32 %hi700, %x_stride_h
  %e_w712 = mul i32 %wi703, %x_stride_w
  %el713 = add i32 %e_n710, %e_h711
  %el714 = add i32 %el713, %e_w712
  %el715 = add i32 %el714, %x_ch91
  %el716 = add i32 %el715, %cc692
  %off718 = shl i32 %el716, 2
  %safe720 = select i1 %ok709, i32 %off718, i32 2147483647
  %xv722 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe720, i32 0, i32 0)
  %trow724 = mul i32 %cc692, 34
  %tel725 = add i32 %trow724, %row690
  %tb727 = shl i32 %tel725, 2
  %la729 = add i32 %tb727, 8704
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la729
  store float %xv722, ptr addrspace(3) %gep.22, align 4
  %e731 = add i32 %tid28, 128
  %row733 = udiv i32 %e731, 64
  %cc735 = urem i32 %e731, 64
  %pos736 = add i32 %p_s126, %row733
  %pok737 = icmp ult i32 %pos736, %p_hi99
  %n738 = udiv i32 %pos736, %howo92
  %prem739 = urem i32 %pos736, %howo92
  %ho740 = udiv i32 %prem739, %wo
  %wo741 = urem i32 %prem739, %wo
  %h_a742 = mul i32 %ho740, %stride_h
  %hi743 = add i32 %h_a742, %h_tap81
  %hiok744 = icmp ult i32 %hi743, %hi
  %w_a745 = mul i32 %wo741, %stride_w
  %wi746 = add i32 %w_a745, %w_tap83
  %wiok747 = icmp ult i32 %wi746, %wi
  %cin748 = add i32 %c_blk87, %cc735
  %cok749 = icmp ult i32 %cin748, %cpg
  %ok750 = and i1 %pok737, %hiok744
  %ok751 = and i1 %ok750, %wiok747
  %ok752 = and i1 %ok751, %cok749
  %e_n753 = mul i32 %n738, %x_stride_n
  %e_h754 = mul i32 %hi743, %x_stride_h
  %e_w755 = mul i32 %wi746, %x_stride_w
  %el756 = add i32 %e_n753, %e_h754
  %el757 = add i32 %el756, %e_w755
  %el758 = add i32 %el757, %x_ch91
  %el759 = add i32 %el758, %cc735
  %off761 = shl i32 %el759, 2
  %safe763 = select i1 %ok752, i32 %off761, i32 2147483647
  %xv765 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe763, i32 0, i32 0)
  %trow767 = mul i32 %cc735, 34
  %tel768 = add i32 %trow767, %row733
  %tb770 = shl i32 %tel768, 2
  %la772 = add i32 %tb770, 8704
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la772
  store float %xv765, ptr addrspace(3) %gep.23, align 4
  %e774 = add i32 %tid28, 256
  %row776 = udiv i32 %e774, 64
  %cc778 = urem i32 %e774, 64
  %pos779 = add i32 %p_s126, %row776
  %pok780 = icmp ult i32 %pos779, %p_hi99
  %n781 = udiv i32 %pos779, %howo92
  %prem782 = urem i32 %pos779, %howo92
  %ho783 = udiv i32 %prem782, %wo
  %wo784 = urem i32 %prem782, %wo
  %h_a785 = mul i32 %ho783, %stride_h
  %hi786 = add i32 %h_a785, %h_tap81
  %hiok787 = icmp ult i32 %hi786, %hi
  %w_a788 = mul i32 %wo784, %stride_w
  %wi789 = add i32 %w_a788, %w_tap83
  %wiok790 = icmp ult i32 %wi789, %wi
  %cin791 = add i32 %c_blk87, %cc778
  %cok792 = icmp ult i32 %cin791, %cpg
  %ok793 = and i1 %pok780, %hiok787
  %ok794 = and i1 %ok793, %wiok790
  %ok795 = and i1 %ok794, %cok792
  %e_n796 = mul i32 %n781, %x_stride_n
  %e_h797 = mul i32 %hi786, %x_stride_h
  %e_w798 = mul i32 %wi789, %x_stride_w
  %el799 = add i32 %e_n796, %e_h797
  %el800 = add i32 %el799, %e_w798
  %el801 = add i32 %el800, %x_ch91
  %el802 = add i32 %el801, %cc778
  %off804 = shl i32 %el802, 2
  %safe806 = select i1 %ok795, i32 %off804, i32 2147483647
  %xv808 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe806, i32 0, i32 0)
  %trow810 = mul i32 %cc778, 34
  %tel811 = add i32 %trow810, %row776
  %tb813 = shl i32 %tel811, 2
  %la815 = add i32 %tb813, 8704
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la815
  store float %xv808, ptr addrspace(3) %gep.24, align 4
  %e817 = add i32 %tid28, 384
  %row819 = udiv i32 %e817, 64
  %cc821 = urem i32 %e817, 64
  %pos822 = add i32 %p_s126, %row819
  %pok823 = icmp ult i32 %pos822, %p_hi99
  %n824 = udiv i32 %pos822, %howo92
  %prem825 = urem i32 %pos822, %howo92
  %ho826 = udiv i32 %prem825, %wo
  %wo827 = urem i32 %prem825, %wo
  %h_a828 = mul i32 %ho826, %stride_h
  %hi829 = add i32 %h_a828, %h_tap81
  %hiok830 = icmp ult i32 %hi829, %hi
  %w_a831 = mul i32 %wo827, %stride_w
  %wi832 = add i32 %w_a831, %w_tap83
  %wiok833 = icmp ult i32 %wi832, %wi
  %cin834 = add i32 %c_blk87, %cc821
  %cok835 = icmp ult i32 %cin834, %cpg
  %ok836 = and i1 %pok823, %hiok830
  %ok837 = and i1 %ok836, %wiok833
  %ok838 = and i1 %ok837, %cok835
  %e_n839 = mul i32 %n824, %x_stride_n
  %e_h840 = mul i32 %hi829, %x_stride_h
  %e_w841 = mul i32 %wi832, %x_stride_w
  %el842 = add i32 %e_n839, %e_h840
  %el843 = add i32 %el842, %e_w841
  %el844 = add i32 %el843, %x_ch91
  %el845 = add i32 %el844, %cc821
  %off847 = shl i32 %el845, 2
  %safe849 = select i1 %ok838, i32 %off847, i32 2147483647
  %xv851 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe849, i32 0, i32 0)
  %trow853 = mul i32 %cc821, 34
  %tel854 = add i32 %trow853, %row819
  %tb856 = shl i32 %tel854, 2
  %la858 = add i32 %tb856, 8704
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la858
  store float %xv851, ptr addrspace(3) %gep.25, align 4
  %e860 = add i32 %tid28, 512
  %row862 = udiv i32 %e860, 64
  %cc864 = urem i32 %e860, 64
  %pos865 = add i32 %p_s126, %row862
  %pok866 = icmp ult i32 %pos865, %p_hi99
  %n867 = udiv i32 %pos865, %howo92
  %prem868 = urem i32 %pos865, %howo92
  %ho869 = udiv i32 %prem868, %wo
  %wo870 = urem i32 %prem868, %wo
  %h_a871 = mul i32 %ho869, %stride_h
  %hi872 = add i32 %h_a871, %h_tap81
  %hiok873 = icmp ult i32 %hi872, %hi
  %w_a874 = mul i32 %wo870, %stride_w
  %wi875 = add i32 %w_a874, %w_tap83
  %wiok876 = icmp ult i32 %wi875, %wi
  %cin877 = add i32 %c_blk87, %cc864
  %cok878 = icmp ult i32 %cin877, %cpg
  %ok879 = and i1 %pok866, %hiok873
  %ok880 = and i1 %ok879, %wiok876
  %ok881 = and i1 %ok880, %cok878
  %e_n882 = mul i32 %n867, %x_stride_n
  %e_h883 = mul i32 %hi872, %x_stride_h
  %e_w884 = mul i32 %wi875, %x_stride_w
  %el885 = add i32 %e_n882, %e_h883
  %el886 = add i32 %el885, %e_w884
  %el887 = add i32 %el886, %x_ch91
  %el888 = add i32 %el887, %cc864
  %off890 = shl i32 %el888, 2
  %safe892 = select i1 %ok881, i32 %off890, i32 2147483647
  %xv894 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe892, i32 0, i32 0)
  %trow896 = mul i32 %cc864, 34
  %tel897 = add i32 %trow896, %row862
  %tb899 = shl i32 %tel897, 2
  %la901 = add i32 %tb899, 8704
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la901
  store float %xv894, ptr addrspace(3) %gep.26, align 4
  %e903 = add i32 %tid28, 640
  %row905 = udiv i32 %e903, 64
  %cc907 = urem i32 %e903, 64
  %pos908 = add i32 %p_s126, %row905
  %pok909 = icmp ult i32 %pos908, %p_hi99
  %n910 = udiv i32 %pos908, %howo92
  %prem911 = urem i32 %pos908, %howo92
  %ho912 = udiv i32 %prem911, %wo
  %wo913 = urem i32 %prem911, %wo
  %h_a914 = mul i32 %ho912, %stride_h
  %hi915 = add i32 %h_a914, %h_tap81
  %hiok916 = icmp ult i32 %hi915, %hi
  %w_a917 = mul i32 %wo913, %stride_w
  %wi918 = add i32 %w_a917, %w_tap83
  %wiok919 = icmp ult i32 %wi918, %wi
  %cin920 = add i32 %c_blk87, %cc907
  %cok921 = icmp ult i32 %cin920, %cpg
  %ok922 = and i1 %pok909, %hiok916
  %ok923 = and i1 %ok922, %wiok919
  %ok924 = and i1 %ok923, %cok921
  %e_n925 = mul i32 %n910, %x_stride_n
  %e_h926 = mul i32 %hi915, %x_stride_h
  %e_w927 = mul i32 %wi918, %x_stride_w
  %el928 = add i32 %e_n925, %e_h926
  %el929 = add i32 %el928, %e_w927
  %el930 = add i32 %el929, %x_ch91
  %el931 = add i32 %el930, %cc907
  %off933 = shl i32 %el931, 2
  %safe935 = select i1 %ok924, i32 %off933, i32 2147483647
  %xv937 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe935, i32 0, i32 0)
  %trow939 = mul i32 %cc907, 34
  %tel940 = add i32 %trow939, %row905
  %tb942 = shl i32 %tel940, 2
  %la944 = add i32 %tb942, 8704
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la944
  store float %xv937, ptr addrspace(3) %gep.27, align 4
  %e946 = add i32 %tid28, 768
  %row948 = udiv i32 %e946, 64
  %cc950 = urem i32 %e946, 64
  %pos951 = add i32 %p_s126, %row948
  %pok952 = icmp ult i32 %pos951, %p_hi99
  %n953 = udiv i32 %pos951, %howo92
  %prem954 = urem i32 %pos951, %howo92
  %ho955 = udiv i32 %prem954, %wo
  %wo956 = urem i32 %prem954, %wo
  %h_a957 = mul i32 %ho955, %stride_h
  %hi958 = add i32 %h_a957, %h_tap81
  %hiok959 = icmp ult i32 %hi958, %hi
  %w_a960 = mul i32 %wo956, %stride_w
  %wi961 = add i32 %w_a960, %w_tap83
  %wiok962 = icmp ult i32 %wi961, %wi
  %cin963 = add i32 %c_blk87, %cc950
  %cok964 = icmp ult i32 %cin963, %cpg
  %ok965 = and i1 %pok952, %hiok959
  %ok966 = and i1 %ok965, %wiok962
  %ok967 = and i1 %ok966, %cok964
  %e_n968 = mul i32 %n953, %x_stride_n
  %e_h969 = mul i32 %hi958, %x_stride_h
  %e_w970 = mul i32 %wi961, %x_stride_w
  %el971 = add i32 %e_n968, %e_h969
  %el972 = add i32 %el971, %e_w970
  %el973 = add i32 %el972, %x_ch91
  %el974 = add i32 %el973, %cc950
  %off976 = shl i32 %el974, 2
  %safe978 = select i1 %ok967, i32 %off976, i32 2147483647
  %xv980 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe978, i32 0, i32 0)
  %trow982 = mul i32 %cc950, 34
  %tel983 = add i32 %trow982, %row948
  %tb985 = shl i32 %tel983, 2
  %la987 = add i32 %tb985, 8704
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la987
  store float %xv980, ptr addrspace(3) %gep.28, align 4
  %e989 = add i32 %tid28, 896
  %row991 = udiv i32 %e989, 64
  %cc993 = urem i32 %e989, 64
  %pos994 = add i32 %p_s126, %row991
  %pok995 = icmp ult i32 %pos994, %p_hi99
  %n996 = udiv i32 %pos994, %howo92
  %prem997 = urem i32 %pos994, %howo92
  %ho998 = udiv i32 %prem997, %wo
  %wo999 = urem i32 %prem997, %wo
  %h_a1000 = mul i32 %ho998, %stride_h
  %hi1001 = add i32 %h_a1000, %h_tap81
  %hiok1002 = icmp ult i32 %hi1001, %hi
  %w_a1003 = mul i32 %wo999, %stride_w
  %wi1004 = add i32 %w_a1003, %w_tap83
  %wiok1005 = icmp ult i32 %wi1004, %wi
  %cin1006 = add i32 %c_blk87, %cc993
  %cok1007 = icmp ult i32 %cin1006, %cpg
  %ok1008 = and i1 %pok995, %hiok1002
  %ok1009 = and i1 %ok1008, %wiok1005
  %ok1010 = and i1 %ok1009, %cok1007
  %e_n1011 = mul i32 %n996, %x_stride_n
  %e_h1012 = mul i32 %hi1001, %x_stride_h
  %e_w1013 = mul i32 %wi1004, %x_stride_w
  %el1014 = add i32 %e_n1011, %e_h1012
  %el1015 = add i32 %el1014, %e_w1013
  %el1016 = add i32 %el1015, %x_ch91
  %el1017 = add i32 %el1016, %cc993
  %off1019 = shl i32 %el1017, 2
  %safe1021 = select i1 %ok1010, i32 %off1019, i32 2147483647
  %xv1023 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe1021, i32 0, i32 0)
  %trow1025 = mul i32 %cc993, 34
  %tel1026 = add i32 %trow1025, %row991
  %tb1028 = shl i32 %tel1026, 2
  %la1030 = add i32 %tb1028, 8704
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1030
  store float %xv1023, ptr addrspace(3) %gep.29, align 4
  %e1032 = add i32 %tid28, 1024
  %row1034 = udiv i32 %e1032, 64
  %cc1036 = urem i32 %e1032, 64
  %pos1037 = add i32 %p_s126, %row1034
  %pok1038 = icmp ult i32 %pos1037, %p_hi99
  %n1039 = udiv i32 %pos1037, %howo92
  %prem1040 = urem i32 %pos1037, %howo92
  %ho1041 = udiv i32 %prem1040, %wo
  %wo1042 = urem i32 %prem1040, %wo
  %h_a1043 = mul i32 %ho1041, %stride_h
  %hi1044 = add i32 %h_a1043, %h_tap81
  %hiok1045 = icmp ult i32 %hi1044, %hi
  %w_a1046 = mul i32 %wo1042, %stride_w
  %wi1047 = add i32 %w_a1046, %w_tap83
  %wiok1048 = icmp ult i32 %wi1047, %wi
  %cin1049 = add i32 %c_blk87, %cc1036
  %cok1050 = icmp ult i32 %cin1049, %cpg
  %ok1051 = and i1 %pok1038, %hiok1045
  %ok1052 = and i1 %ok1051, %wiok1048
  %ok1053 = and i1 %ok1052, %cok1050
  %e_n1054 = mul i32 %n1039, %x_stride_n
  %e_h1055 = mul i32 %hi1044, %x_stride_h
  %e_w1056 = mul i32 %wi1047, %x_stride_w
  %el1057 = add i32 %e_n1054, %e_h1055
  %el1058 = add i32 %el1057, %e_w1056
  %el1059 = add i32 %el1058, %x_ch91
  %el1060 = add i32 %el1059, %cc1036
  %off1062 = shl i32 %el1060, 2
  %safe1064 = select i1 %ok1053, i32 %off1062, i32 2147483647
  %xv1066 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe1064, i32 0, i32 0)
  %trow1068 = mul i32 %cc1036, 34
  %tel1069 = add i32 %trow1068, %row1034
  %tb1071 = shl i32 %tel1069, 2
  %la1073 = add i32 %tb1071, 8704
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1073
  store float %xv1066, ptr addrspace(3) %gep.30, align 4
  %e1075 = add i32 %tid28, 1152
  %row1077 = udiv i32 %e1075, 64
  %cc1079 = urem i32 %e1075, 64
  %pos1080 = add i32 %p_s126, %row1077
  %pok1081 = icmp ult i32 %pos1080, %p_hi99
  %n1082 = udiv i32 %pos1080, %howo92
  %prem1083 = urem i32 %pos1080, %howo92
  %ho1084 = udiv i32 %prem1083, %wo
  %wo1085 = urem i32 %prem1083, %wo
  %h_a1086 = mul i32 %ho1084, %stride_h
  %hi1087 = add i32 %h_a1086, %h_tap81
  %hiok1088 = icmp ult i32 %hi1087, %hi
  %w_a1089 = mul i32 %wo1085, %stride_w
  %wi1090 = add i32 %w_a1089, %w_tap83
  %wiok1091 = icmp ult i32 %wi1090, %wi
  %cin1092 = add i32 %c_blk87, %cc1079
  %cok1093 = icmp ult i32 %cin1092, %cpg
  %ok1094 = and i1 %pok1081, %hiok1088
  %ok1095 = and i1 %ok1094, %wiok1091
  %ok1096 = and i1 %ok1095, %cok1093
  %e_n1097 = mul i32 %n1082, %x_stride_n
  %e_h1098 = mul i32 %hi1087, %x_stride_h
  %e_w1099 = mul i32 %wi1090, %x_stride_w
  %el1100 = add i32 %e_n1097, %e_h1098
  %el1101 = add i32 %el1100, %e_w1099
  %el1102 = add i32 %el1101, %x_ch91
  %el1103 = add i32 %el1102, %cc1079
  %off1105 = shl i32 %el1103, 2
  %safe1107 = select i1 %ok1096, i32 %off1105, i32 2147483647
  %xv1109 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe1107, i32 0, i32 0)
  %trow1111 = mul i32 %cc1079, 34
  %tel1112 = add i32 %trow1111, %row1077
  %tb1114 = shl i32 %tel1112, 2
  %la1116 = add i32 %tb1114, 8704
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1116
  store float %xv1109, ptr addrspace(3) %gep.31, align 4
  %e1118 = add i32 %tid28, 1280
  %row1120 = udiv i32 %e1118, 64
  %cc1122 = urem i32 %e1118, 64
  %pos1123 = add i32 %p_s126, %row1120
  %pok1124 = icmp ult i32 %pos1123, %p_hi99
  %n1125 = udiv i32 %pos1123, %howo92
  %prem1126 = urem i32 %pos1123, %howo92
  %ho1127 = udiv i32 %prem1126, %wo
  %wo1128 = urem i32 %prem1126, %wo
  %h_a1129 = mul i32 %ho1127, %stride_h
  %hi1130 = add i32 %h_a1129, %h_tap81
  %hiok1131 = icmp ult i32 %hi1130, %hi
  %w_a1132 = mul i32 %wo1128, %stride_w
  %wi1133 = add i32 %w_a1132, %w_tap83
  %wiok1134 = icmp ult i32 %wi1133, %wi
  %cin1135 = add i32 %c_blk87, %cc1122
  %cok1136 = icmp ult i32 %cin1135, %cpg
  %ok1137 = and i1 %pok1124, %hiok1131
  %ok1138 = and i1 %ok1137, %wiok1134
  %ok1139 = and i1 %ok1138, %cok1136
  %e_n1140 = mul i32 %n1125, %x_stride_n
  %e_h1141 = mul i32 %hi1130, %x_stride_h
  %e_w1142 = mul i32 %wi1133, %x_stride_w
  %el1143 = add i32 %e_n1140, %e_h1141
  %el1144 = add i32 %el1143, %e_w1142
  %el1145 = add i32 %el1144, %x_ch91
  %el1146 = add i32 %el1145, %cc1122
  %off1148 = shl i32 %el1146, 2
  %safe1150 = select i1 %ok1139, i32 %off1148, i32 2147483647
  %xv1152 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe1150, i32 0, i32 0)
  %trow1154 = mul i32 %cc1122, 34
  %tel1155 = add i32 %trow1154, %row1120
  %tb1157 = shl i32 %tel1155, 2
  %la1159 = add i32 %tb1157, 8704
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1159
  store float %xv1152, ptr addrspace(3) %gep.32, align 4
  %e1161 = add i32 %tid28, 1408
  %row1163 = udiv i32 %e1161, 64
  %cc1165 = urem i32 %e1161, 64
  %pos1166 = add i32 %p_s126, %row1163
  %pok1167 = icmp ult i32 %pos1166, %p_hi99
  %n1168 = udiv i32 %pos1166, %howo92
  %prem1169 = urem i32 %pos1166, %howo92
  %ho1170 = udiv i32 %prem1169, %wo
  %wo1171 = urem i32 %prem1169, %wo
  %h_a1172 = mul i32 %ho1170, %stride_h
  %hi1173 = add i32 %h_a1172, %h_tap81
  %hiok1174 = icmp ult i32 %hi1173, %hi
  %w_a1175 = mul i32 %wo1171, %stride_w
  %wi1176 = add i32 %w_a1175, %w_tap83
  %wiok1177 = icmp ult i32 %wi1176, %wi
  %cin1178 = add i32 %c_blk87, %cc1165
  %cok1179 = icmp ult i32 %cin1178, %cpg
  %ok1180 = and i1 %pok1167, %hiok1174
  %ok1181 = and i1 %ok1180, %wiok1177
  %ok1182 = and i1 %ok1181, %cok1179
  %e_n1183 = mul i32 %n1168, %x_stride_n
  %e_h1184 = mul i32 %hi1173, %x_stride_h
  %e_w1185 = mul i32 %wi1176, %x_stride_w
  %el1186 = add i32 %e_n1183, %e_h1184
  %el1187 = add i32 %el1186, %e_w1185
  %el1188 = add i32 %el1187, %x_ch91
  %el1189 = add i32 %el1188, %cc1165
  %off1191 = shl i32 %el1189, 2
  %safe1193 = select i1 %ok1182, i32 %off1191, i32 2147483647
  %xv1195 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe1193, i32 0, i32 0)
  %trow1197 = mul i32 %cc1165, 34
  %tel1198 = add i32 %trow1197, %row1163
  %tb1200 = shl i32 %tel1198, 2
  %la1202 = add i32 %tb1200, 8704
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1202
  store float %xv1195, ptr addrspace(3) %gep.33, align 4
  %e1204 = add i32 %tid28, 1536
  %row1206 = udiv i32 %e1204, 64
  %cc1208 = urem i32 %e1204, 64
  %pos1209 = add i32 %p_s126, %row1206
  %pok1210 = icmp ult i32 %pos1209, %p_hi99
  %n1211 = udiv i32 %pos1209, %howo92
  %prem1212 = urem i32 %pos1209, %howo92
  %ho1213 = udiv i32 %prem1212, %wo
  %wo1214 = urem i32 %prem1212, %wo
  %h_a1215 = mul i32 %ho1213, %stride_h
  %hi1216 = add i32 %h_a1215, %h_tap81
  %hiok1217 = icmp ult i32 %hi1216, %hi
  %w_a1218 = mul i32 %wo1214, %stride_w
  %wi1219 = add i32 %w_a1218, %w_tap83
  %wiok1220 = icmp ult i32 %wi1219, %wi
  %cin1221 = add i32 %c_blk87, %cc1208
  %cok1222 = icmp ult i32 %cin1221, %cpg
  %ok1223 = and i1 %pok1210, %hiok1217
  %ok1224 = and i1 %ok1223, %wiok1220
  %ok1225 = and i1 %ok1224, %cok1222
  %e_n1226 = mul i32 %n1211, %x_stride_n
  %e_h1227 = mul i32 %hi1216, %x_stride_h
  %e_w1228 = mul i32 %wi1219, %x_stride_w
  %el1229 = add i32 %e_n1226, %e_h1227
  %el1230 = add i32 %el1229, %e_w1228
  %el1231 = add i32 %el1230, %x_ch91
  %el1232 = add i32 %el1231, %cc1208
  %off1234 = shl i32 %el1232, 2
  %safe1236 = select i1 %ok1225, i32 %off1234, i32 2147483647
  %xv1238 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe1236, i32 0, i32 0)
  %trow1240 = mul i32 %cc1208, 34
  %tel1241 = add i32 %trow1240, %row1206
  %tb1243 = shl i32 %tel1241, 2
  %la1245 = add i32 %tb1243, 8704
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1245
  store float %xv1238, ptr addrspace(3) %gep.34, align 4
  %e1247 = add i32 %tid28, 1664
  %row1249 = udiv i32 %e1247, 64
  %cc1251 = urem i32 %e1247, 64
  %pos1252 = add i32 %p_s126, %row1249
  %pok1253 = icmp ult i32 %pos1252, %p_hi99
  %n1254 = udiv i32 %pos1252, %howo92
  %prem1255 = urem i32 %pos1252, %howo92
  %ho1256 = udiv i32 %prem1255, %wo
  %wo1257 = urem i32 %prem1255, %wo
  %h_a1258 = mul i32 %ho1256, %stride_h
  %hi1259 = add i32 %h_a1258, %h_tap81
  %hiok1260 = icmp ult i32 %hi1259, %hi
  %w_a1261 = mul i32 %wo1257, %stride_w
  %wi1262 = add i32 %w_a1261, %w_tap83
  %wiok1263 = icmp ult i32 %wi1262, %wi
  %cin1264 = add i32 %c_blk87, %cc1251
  %cok1265 = icmp ult i32 %cin1264, %cpg
  %ok1266 = and i1 %pok1253, %hiok1260
  %ok1267 = and i1 %ok1266, %wiok1263
  %ok1268 = and i1 %ok1267, %cok1265
  %e_n1269 = mul i32 %n1254, %x_stride_n
  %e_h1270 = mul i32 %hi1259, %x_stride_h
  %e_w1271 = mul i32 %wi1262, %x_stride_w
  %el1272 = add i32 %e_n1269, %e_h1270
  %el1273 = add i32 %el1272, %e_w1271
  %el1274 = add i32 %el1273, %x_ch91
  %el1275 = add i32 %el1274, %cc1251
  %off1277 = shl i32 %el1275, 2
  %safe1279 = select i1 %ok1268, i32 %off1277, i32 2147483647
  %xv1281 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe1279, i32 0, i32 0)
  %trow1283 = mul i32 %cc1251, 34
  %tel1284 = add i32 %trow1283, %row1249
  %tb1286 = shl i32 %tel1284, 2
  %la1288 = add i32 %tb1286, 8704
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1288
  store float %xv1281, ptr addrspace(3) %gep.35, align 4
  %e1290 = add i32 %tid28, 1792
  %row1292 = udiv i32 %e1290, 64
  %cc1294 = urem i32 %e1290, 64
  %pos1295 = add i32 %p_s126, %row1292
  %pok1296 = icmp ult i32 %pos1295, %p_hi99
  %n1297 = udiv i32 %pos1295, %howo92
  %prem1298 = urem i32 %pos1295, %howo92
  %ho1299 = udiv i32 %prem1298, %wo
  %wo1300 = urem i32 %prem1298, %wo
  %h_a1301 = mul i32 %ho1299, %stride_h
  %hi1302 = add i32 %h_a1301, %h_tap81
  %hiok1303 = icmp ult i32 %hi1302, %hi
  %w_a1304 = mul i32 %wo1300, %stride_w
  %wi1305 = add i32 %w_a1304, %w_tap83
  %wiok1306 = icmp ult i32 %wi1305, %wi
  %cin1307 = add i32 %c_blk87, %cc1294
  %cok1308 = icmp ult i32 %cin1307, %cpg
  %ok1309 = and i1 %pok1296, %hiok1303
  %ok1310 = and i1 %ok1309, %wiok1306
  %ok1311 = and i1 %ok1310, %cok1308
  %e_n1312 = mul i32 %n1297, %x_stride_n
  %e_h1313 = mul i32 %hi1302, %x_stride_h
  %e_w1314 = mul i32 %wi1305, %x_stride_w
  %el1315 = add i32 %e_n1312, %e_h1313
  %el1316 = add i32 %el1315, %e_w1314
  %el1317 = add i32 %el1316, %x_ch91
  %el1318 = add i32 %el1317, %cc1294
  %off1320 = shl i32 %el1318, 2
  %safe1322 = select i1 %ok1311, i32 %off1320, i32 2147483647
  %xv1324 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe1322, i32 0, i32 0)
  %trow1326 = mul i32 %cc1294, 34
  %tel1327 = add i32 %trow1326, %row1292
  %tb1329 = shl i32 %tel1327, 2
  %la1331 = add i32 %tb1329, 8704
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1331
  store float %xv1324, ptr addrspace(3) %gep.36, align 4
  %e1333 = add i32 %tid28, 1920
  %row1335 = udiv i32 %e1333, 64
  %cc1337 = urem i32 %e1333, 64
  %pos1338 = add i32 %p_s126, %row1335
  %pok1339 = icmp ult i32 %pos1338, %p_hi99
  %n1340 = udiv i32 %pos1338, %howo92
  %prem1341 = urem i32 %pos1338, %howo92
  %ho1342 = udiv i32 %prem1341, %wo
  %wo1343 = urem i32 %prem1341, %wo
  %h_a1344 = mul i32 %ho1342, %stride_h
  %hi1345 = add i32 %h_a1344, %h_tap81
  %hiok1346 = icmp ult i32 %hi1345, %hi
  %w_a1347 = mul i32 %wo1343, %stride_w
  %wi1348 = add i32 %w_a1347, %w_tap83
  %wiok1349 = icmp ult i32 %wi1348, %wi
  %cin1350 = add i32 %c_blk87, %cc1337
  %cok1351 = icmp ult i32 %cin1350, %cpg
  %ok1352 = and i1 %pok1339, %hiok1346
  %ok1353 = and i1 %ok1352, %wiok1349
  %ok1354 = and i1 %ok1353, %cok1351
  %e_n1355 = mul i32 %n1340, %x_stride_n
  %e_h1356 = mul i32 %hi1345, %x_stride_h
  %e_w1357 = mul i32 %wi1348, %x_stride_w
  %el1358 = add i32 %e_n1355, %e_h1356
  %el1359 = add i32 %el1358, %e_w1357
  %el1360 = add i32 %el1359, %x_ch91
  %el1361 = add i32 %el1360, %cc1337
  %off1363 = shl i32 %el1361, 2
  %safe1365 = select i1 %ok1354, i32 %off1363, i32 2147483647
  %xv1367 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe1365, i32 0, i32 0)
  %trow1369 = mul i32 %cc1337, 34
  %tel1370 = add i32 %trow1369, %row1335
  %tb1372 = shl i32 %tel1370, 2
  %la1374 = add i32 %tb1372, 8704
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %la1374
  store float %xv1367, ptr addrspace(3) %gep.37, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1376 = add i32 %a_lane54, 0
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1376
  %a_frag1377 = load <2 x float>, ptr addrspace(3) %gep.38, align 8
  %a_addr1379 = add i32 %a_lane54, 2176
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1379
  %a_frag1380 = load <2 x float>, ptr addrspace(3) %gep.39, align 8
  %b_addr1382 = add i32 %b_lane60, 8704
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1382
  %b_frag1383 = load <2 x float>, ptr addrspace(3) %gep.40, align 8
  %acc1384 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1377, i1 false, <2 x float> %b_frag1383, i16 0, <8 x float> %acc120, i1 false, i1 false)
  %acc1385 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1380, i1 false, <2 x float> %b_frag1383, i16 0, <8 x float> %acc122, i1 false, i1 false)
  %b_addr1387 = add i32 %b_lane60, 10880
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1387
  %b_frag1388 = load <2 x float>, ptr addrspace(3) %gep.41, align 8
  %acc1389 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1377, i1 false, <2 x float> %b_frag1388, i16 0, <8 x float> %acc121, i1 false, i1 false)
  %acc1390 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1380, i1 false, <2 x float> %b_frag1388, i16 0, <8 x float> %acc123, i1 false, i1 false)
  %a_addr1392 = add i32 %a_lane54, 16
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1392
  %a_frag1393 = load <2 x float>, ptr addrspace(3) %gep.42, align 8
  %a_addr1395 = add i32 %a_lane54, 2192
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1395
  %a_frag1396 = load <2 x float>, ptr addrspace(3) %gep.43, align 8
  %b_addr1398 = add i32 %b_lane60, 8720
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1398
  %b_frag1399 = load <2 x float>, ptr addrspace(3) %gep.44, align 8
  %acc1400 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1393, i1 false, <2 x float> %b_frag1399, i16 0, <8 x float> %acc1384, i1 false, i1 false)
  %acc1401 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1396, i1 false, <2 x float> %b_frag1399, i16 0, <8 x float> %acc1385, i1 false, i1 false)
  %b_addr1403 = add i32 %b_lane60, 10896
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1403
  %b_frag1404 = load <2 x float>, ptr addrspace(3) %gep.45, align 8
  %acc1405 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1393, i1 false, <2 x float> %b_frag1404, i16 0, <8 x float> %acc1389, i1 false, i1 false)
  %acc1406 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1396, i1 false, <2 x float> %b_frag1404, i16 0, <8 x float> %acc1390, i1 false, i1 false)
  %a_addr1408 = add i32 %a_lane54, 32
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1408
  %a_frag1409 = load <2 x float>, ptr addrspace(3) %gep.46, align 8
  %a_addr1411 = add i32 %a_lane54, 2208
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1411
  %a_frag1412 = load <2 x float>, ptr addrspace(3) %gep.47, align 8
  %b_addr1414 = add i32 %b_lane60, 8736
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1414
  %b_frag1415 = load <2 x float>, ptr addrspace(3) %gep.48, align 8
  %acc1416 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1409, i1 false, <2 x float> %b_frag1415, i16 0, <8 x float> %acc1400, i1 false, i1 false)
  %acc1417 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1412, i1 false, <2 x float> %b_frag1415, i16 0, <8 x float> %acc1401, i1 false, i1 false)
  %b_addr1419 = add i32 %b_lane60, 10912
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1419
  %b_frag1420 = load <2 x float>, ptr addrspace(3) %gep.49, align 8
  %acc1421 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1409, i1 false, <2 x float> %b_frag1420, i16 0, <8 x float> %acc1405, i1 false, i1 false)
  %acc1422 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1412, i1 false, <2 x float> %b_frag1420, i16 0, <8 x float> %acc1406, i1 false, i1 false)
  %a_addr1424 = add i32 %a_lane54, 48
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1424
  %a_frag1425 = load <2 x float>, ptr addrspace(3) %gep.50, align 8
  %a_addr1427 = add i32 %a_lane54, 2224
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1427
  %a_frag1428 = load <2 x float>, ptr addrspace(3) %gep.51, align 8
  %b_addr1430 = add i32 %b_lane60, 8752
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1430
  %b_frag1431 = load <2 x float>, ptr addrspace(3) %gep.52, align 8
  %acc1432 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1425, i1 false, <2 x float> %b_frag1431, i16 0, <8 x float> %acc1416, i1 false, i1 false)
  %acc1433 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1428, i1 false, <2 x float> %b_frag1431, i16 0, <8 x float> %acc1417, i1 false, i1 false)
  %b_addr1435 = add i32 %b_lane60, 10928
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1435
  %b_frag1436 = load <2 x float>, ptr addrspace(3) %gep.53, align 8
  %acc1437 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1425, i1 false, <2 x float> %b_frag1436, i16 0, <8 x float> %acc1421, i1 false, i1 false)
  %acc1438 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1428, i1 false, <2 x float> %b_frag1436, i16 0, <8 x float> %acc1422, i1 false, i1 false)
  %a_addr1440 = add i32 %a_lane54, 64
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1440
  %a_frag1441 = load <2 x float>, ptr addrspace(3) %gep.54, align 8
  %a_addr1443 = add i32 %a_lane54, 2240
  %gep.55 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1443
  %a_frag1444 = load <2 x float>, ptr addrspace(3) %gep.55, align 8
  %b_addr1446 = add i32 %b_lane60, 8768
  %gep.56 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1446
  %b_frag1447 = load <2 x float>, ptr addrspace(3) %gep.56, align 8
  %acc1448 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1441, i1 false, <2 x float> %b_frag1447, i16 0, <8 x float> %acc1432, i1 false, i1 false)
  %acc1449 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1444, i1 false, <2 x float> %b_frag1447, i16 0, <8 x float> %acc1433, i1 false, i1 false)
  %b_addr1451 = add i32 %b_lane60, 10944
  %gep.57 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1451
  %b_frag1452 = load <2 x float>, ptr addrspace(3) %gep.57, align 8
  %acc1453 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1441, i1 false, <2 x float> %b_frag1452, i16 0, <8 x float> %acc1437, i1 false, i1 false)
  %acc1454 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1444, i1 false, <2 x float> %b_frag1452, i16 0, <8 x float> %acc1438, i1 false, i1 false)
  %a_addr1456 = add i32 %a_lane54, 80
  %gep.58 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1456
  %a_frag1457 = load <2 x float>, ptr addrspace(3) %gep.58, align 8
  %a_addr1459 = add i32 %a_lane54, 2256
  %gep.59 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1459
  %a_frag1460 = load <2 x float>, ptr addrspace(3) %gep.59, align 8
  %b_addr1462 = add i32 %b_lane60, 8784
  %gep.60 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1462
  %b_frag1463 = load <2 x float>, ptr addrspace(3) %gep.60, align 8
  %acc1464 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1457, i1 false, <2 x float> %b_frag1463, i16 0, <8 x float> %acc1448, i1 false, i1 false)
  %acc1465 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1460, i1 false, <2 x float> %b_frag1463, i16 0, <8 x float> %acc1449, i1 false, i1 false)
  %b_addr1467 = add i32 %b_lane60, 10960
  %gep.61 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1467
  %b_frag1468 = load <2 x float>, ptr addrspace(3) %gep.61, align 8
  %acc1469 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1457, i1 false, <2 x float> %b_frag1468, i16 0, <8 x float> %acc1453, i1 false, i1 false)
  %acc1470 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1460, i1 false, <2 x float> %b_frag1468, i16 0, <8 x float> %acc1454, i1 false, i1 false)
  %a_addr1472 = add i32 %a_lane54, 96
  %gep.62 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1472
  %a_frag1473 = load <2 x float>, ptr addrspace(3) %gep.62, align 8
  %a_addr1475 = add i32 %a_lane54, 2272
  %gep.63 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1475
  %a_frag1476 = load <2 x float>, ptr addrspace(3) %gep.63, align 8
  %b_addr1478 = add i32 %b_lane60, 8800
  %gep.64 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1478
  %b_frag1479 = load <2 x float>, ptr addrspace(3) %gep.64, align 8
  %acc1480 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1473, i1 false, <2 x float> %b_frag1479, i16 0, <8 x float> %acc1464, i1 false, i1 false)
  %acc1481 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1476, i1 false, <2 x float> %b_frag1479, i16 0, <8 x float> %acc1465, i1 false, i1 false)
  %b_addr1483 = add i32 %b_lane60, 10976
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1483
  %b_frag1484 = load <2 x float>, ptr addrspace(3) %gep.65, align 8
  %acc1485 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1473, i1 false, <2 x float> %b_frag1484, i16 0, <8 x float> %acc1469, i1 false, i1 false)
  %acc1486 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1476, i1 false, <2 x float> %b_frag1484, i16 0, <8 x float> %acc1470, i1 false, i1 false)
  %a_addr1488 = add i32 %a_lane54, 112
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1488
  %a_frag1489 = load <2 x float>, ptr addrspace(3) %gep.66, align 8
  %a_addr1491 = add i32 %a_lane54, 2288
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %a_addr1491
  %a_frag1492 = load <2 x float>, ptr addrspace(3) %gep.67, align 8
  %b_addr1494 = add i32 %b_lane60, 8816
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1494
  %b_frag1495 = load <2 x float>, ptr addrspace(3) %gep.68, align 8
  %acc1496 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1489, i1 false, <2 x float> %b_frag1495, i16 0, <8 x float> %acc1480, i1 false, i1 false)
  %acc1497 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1492, i1 false, <2 x float> %b_frag1495, i16 0, <8 x float> %acc1481, i1 false, i1 false)
  %b_addr1499 = add i32 %b_lane60, 10992
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t2x2_ks32_wsr1, i32 %b_addr1499
  %b_frag1500 = load <2 x float>, ptr addrspace(3) %gep.69, align 8
  %acc1501 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1489, i1 false, <2 x float> %b_frag1500, i16 0, <8 x float> %acc1485, i1 false, i1 false)
  %acc1502 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag1492, i1 false, <2 x float> %b_frag1500, i16 0, <8 x float> %acc1486, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t119, 1
  br label %for.head.1
for.exit.1:
  %slab1504 = urem i32 %split62, 1
  %slab_g1505 = mul i32 %slab1504, %groups
  %slab_k1506 = mul i32 %slab_g1505, %kpg
  %kbase1507 = add i32 %slab_k1506, %gk88
  %frow1508 = mul i32 %cpg, %taps63
  %tap_c1509 = mul i32 %tap74, %cpg
  %c_w1510 = add i32 %c_blk87, %wcb40
  %k_w1511 = add i32 %k_blk85, %wkb38
  %k_h1512 = add i32 %k_w1511, %khalf44
  %cin1514 = add i32 %c_w1510, 0
  %cin1515 = add i32 %cin1514, %lcol46
  %cok1516 = icmp ult i32 %cin1515, %cpg
  %kin1518 = add i32 %k_h1512, 0
  %kok1519 = icmp ult i32 %kin1518, %kpg
  %ok1520 = and i1 %kok1519, %cok1516
  br i1 %ok1520, label %if.then.2, label %if.end.2
if.then.2:
  %krow1521 = add i32 %kbase1507, %kin1518
  %t_k1522 = mul i32 %krow1521, %frow1508
  %t_t1523 = add i32 %t_k1522, %tap_c1509
  %el1524 = add i32 %t_t1523, %cin1515
  %off1526 = shl i32 %el1524, 2
  %v1527 = extractelement <8 x float> %acc120, i32 0
  %old.70 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1527, ptr addrspace(8) %rws110, i32 %off1526, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin1530 = add i32 %k_h1512, 1
  %kok1531 = icmp ult i32 %kin1530, %kpg
  %ok1532 = and i1 %kok1531, %cok1516
  br i1 %ok1532, label %if.then.3, label %if.end.3
if.then.3:
  %krow1533 = add i32 %kbase1507, %kin1530
  %t_k1534 = mul i32 %krow1533, %frow1508
  %t_t1535 = add i32 %t_k1534, %tap_c1509
  %el1536 = add i32 %t_t1535, %cin1515
  %off1538 = shl i32 %el1536, 2
  %v1539 = extractelement <8 x float> %acc120, i32 1
  %old.71 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1539, ptr addrspace(8) %rws110, i32 %off1538, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1542 = add i32 %k_h1512, 2
  %kok1543 = icmp ult i32 %kin1542, %kpg
  %ok1544 = and i1 %kok1543, %cok1516
  br i1 %ok1544, label %if.then.4, label %if.end.4
if.then.4:
  %krow1545 = add i32 %kbase1507, %kin1542
  %t_k1546 = mul i32 %krow1545, %frow1508
  %t_t1547 = add i32 %t_k1546, %tap_c1509
  %el1548 = add i32 %t_t1547, %cin1515
  %off1550 = shl i32 %el1548, 2
  %v1551 = extractelement <8 x float> %acc120, i32 2
  %old.72 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1551, ptr addrspace(8) %rws110, i32 %off1550, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1554 = add i32 %k_h1512, 3
  %kok1555 = icmp ult i32 %kin1554, %kpg
  %ok1556 = and i1 %kok1555, %cok1516
  br i1 %ok1556, label %if.then.5, label %if.end.5
if.then.5:
  %krow1557 = add i32 %kbase1507, %kin1554
  %t_k1558 = mul i32 %krow1557, %frow1508
  %t_t1559 = add i32 %t_k1558, %tap_c1509
  %el1560 = add i32 %t_t1559, %cin1515
  %off1562 = shl i32 %el1560, 2
  %v1563 = extractelement <8 x float> %acc120, i32 3
  %old.73 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1563, ptr addrspace(8) %rws110, i32 %off1562, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1566 = add i32 %k_h1512, 4
  %kok1567 = icmp ult i32 %kin1566, %kpg
  %ok1568 = and i1 %kok1567, %cok1516
  br i1 %ok1568, label %if.then.6, label %if.end.6
if.then.6:
  %krow1569 = add i32 %kbase1507, %kin1566
  %t_k1570 = mul i32 %krow1569, %frow1508
  %t_t1571 = add i32 %t_k1570, %tap_c1509
  %el1572 = add i32 %t_t1571, %cin1515
  %off1574 = shl i32 %el1572, 2
  %v1575 = extractelement <8 x float> %acc120, i32 4
  %old.74 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1575, ptr addrspace(8) %rws110, i32 %off1574, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1578 = add i32 %k_h1512, 5
  %kok1579 = icmp ult i32 %kin1578, %kpg
  %ok1580 = and i1 %kok1579, %cok1516
  br i1 %ok1580, label %if.then.7, label %if.end.7
if.then.7:
  %krow1581 = add i32 %kbase1507, %kin1578
  %t_k1582 = mul i32 %krow1581, %frow1508
  %t_t1583 = add i32 %t_k1582, %tap_c1509
  %el1584 = add i32 %t_t1583, %cin1515
  %off1586 = shl i32 %el1584, 2
  %v1587 = extractelement <8 x float> %acc120, i32 5
  %old.75 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1587, ptr addrspace(8) %rws110, i32 %off1586, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1590 = add i32 %k_h1512, 6
  %kok1591 = icmp ult i32 %kin1590, %kpg
  %ok1592 = and i1 %kok1591, %cok1516
  br i1 %ok1592, label %if.then.8, label %if.end.8
if.then.8:
  %krow1593 = add i32 %kbase1507, %kin1590
  %t_k1594 = mul i32 %krow1593, %frow1508
  %t_t1595 = add i32 %t_k1594, %tap_c1509
  %el1596 = add i32 %t_t1595, %cin1515
  %off1598 = shl i32 %el1596, 2
  %v1599 = extractelement <8 x float> %acc120, i32 6
  %old.76 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1599, ptr addrspace(8) %rws110, i32 %off1598, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1602 = add i32 %k_h1512, 7
  %kok1603 = icmp ult i32 %kin1602, %kpg
  %ok1604 = and i1 %kok1603, %cok1516
  br i1 %ok1604, label %if.then.9, label %if.end.9
if.then.9:
  %krow1605 = add i32 %kbase1507, %kin1602
  %t_k1606 = mul i32 %krow1605, %frow1508
  %t_t1607 = add i32 %t_k1606, %tap_c1509
  %el1608 = add i32 %t_t1607, %cin1515
  %off1610 = shl i32 %el1608, 2
  %v1611 = extractelement <8 x float> %acc120, i32 7
  %old.77 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1611, ptr addrspace(8) %rws110, i32 %off1610, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %cin1614 = add i32 %c_w1510, 16
  %cin1615 = add i32 %cin1614, %lcol46
  %cok1616 = icmp ult i32 %cin1615, %cpg
  %kin1618 = add i32 %k_h1512, 0
  %kok1619 = icmp ult i32 %kin1618, %kpg
  %ok1620 = and i1 %kok1619, %cok1616
  br i1 %ok1620, label %if.then.10, label %if.end.10
if.then.10:
  %krow1621 = add i32 %kbase1507, %kin1618
  %t_k1622 = mul i32 %krow1621, %frow1508
  %t_t1623 = add i32 %t_k1622, %tap_c1509
  %el1624 = add i32 %t_t1623, %cin1615
  %off1626 = shl i32 %el1624, 2
  %v1627 = extractelement <8 x float> %acc121, i32 0
  %old.78 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1627, ptr addrspace(8) %rws110, i32 %off1626, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin1630 = add i32 %k_h1512, 1
  %kok1631 = icmp ult i32 %kin1630, %kpg
  %ok1632 = and i1 %kok1631, %cok1616
  br i1 %ok1632, label %if.then.11, label %if.end.11
if.then.11:
  %krow1633 = add i32 %kbase1507, %kin1630
  %t_k1634 = mul i32 %krow1633, %frow1508
  %t_t1635 = add i32 %t_k1634, %tap_c1509
  %el1636 = add i32 %t_t1635, %cin1615
  %off1638 = shl i32 %el1636, 2
  %v1639 = extractelement <8 x float> %acc121, i32 1
  %old.79 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1639, ptr addrspace(8) %rws110, i32 %off1638, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1642 = add i32 %k_h1512, 2
  %kok1643 = icmp ult i32 %kin1642, %kpg
  %ok1644 = and i1 %kok1643, %cok1616
  br i1 %ok1644, label %if.then.12, label %if.end.12
if.then.12:
  %krow1645 = add i32 %kbase1507, %kin1642
  %t_k1646 = mul i32 %krow1645, %frow1508
  %t_t1647 = add i32 %t_k1646, %tap_c1509
  %el1648 = add i32 %t_t1647, %cin1615
  %off1650 = shl i32 %el1648, 2
  %v1651 = extractelement <8 x float> %acc121, i32 2
  %old.80 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1651, ptr addrspace(8) %rws110, i32 %off1650, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1654 = add i32 %k_h1512, 3
  %kok1655 = icmp ult i32 %kin1654, %kpg
  %ok1656 = and i1 %kok1655, %cok1616
  br i1 %ok1656, label %if.then.13, label %if.end.13
if.then.13:
  %krow1657 = add i32 %kbase1507, %kin1654
  %t_k1658 = mul i32 %krow1657, %frow1508
  %t_t1659 = add i32 %t_k1658, %tap_c1509
  %el1660 = add i32 %t_t1659, %cin1615
  %off1662 = shl i32 %el1660, 2
  %v1663 = extractelement <8 x float> %acc121, i32 3
  %old.81 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1663, ptr addrspace(8) %rws110, i32 %off1662, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1666 = add i32 %k_h1512, 4
  %kok1667 = icmp ult i32 %kin1666, %kpg
  %ok1668 = and i1 %kok1667, %cok1616
  br i1 %ok1668, label %if.then.14, label %if.end.14
if.then.14:
  %krow1669 = add i32 %kbase1507, %kin1666
  %t_k1670 = mul i32 %krow1669, %frow1508
  %t_t1671 = add i32 %t_k1670, %tap_c1509
  %el1672 = add i32 %t_t1671, %cin1615
  %off1674 = shl i32 %el1672, 2
  %v1675 = extractelement <8 x float> %acc121, i32 4
  %old.82 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1675, ptr addrspace(8) %rws110, i32 %off1674, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1678 = add i32 %k_h1512, 5
  %kok1679 = icmp ult i32 %kin1678, %kpg
  %ok1680 = and i1 %kok1679, %cok1616
  br i1 %ok1680, label %if.then.15, label %if.end.15
if.then.15:
  %krow1681 = add i32 %kbase1507, %kin1678
  %t_k1682 = mul i32 %krow1681, %frow1508
  %t_t1683 = add i32 %t_k1682, %tap_c1509
  %el1684 = add i32 %t_t1683, %cin1615
  %off1686 = shl i32 %el1684, 2
  %v1687 = extractelement <8 x float> %acc121, i32 5
  %old.83 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1687, ptr addrspace(8) %rws110, i32 %off1686, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1690 = add i32 %k_h1512, 6
  %kok1691 = icmp ult i32 %kin1690, %kpg
  %ok1692 = and i1 %kok1691, %cok1616
  br i1 %ok1692, label %if.then.16, label %if.end.16
if.then.16:
  %krow1693 = add i32 %kbase1507, %kin1690
  %t_k1694 = mul i32 %krow1693, %frow1508
  %t_t1695 = add i32 %t_k1694, %tap_c1509
  %el1696 = add i32 %t_t1695, %cin1615
  %off1698 = shl i32 %el1696, 2
  %v1699 = extractelement <8 x float> %acc121, i32 6
  %old.84 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1699, ptr addrspace(8) %rws110, i32 %off1698, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1702 = add i32 %k_h1512, 7
  %kok1703 = icmp ult i32 %kin1702, %kpg
  %ok1704 = and i1 %kok1703, %cok1616
  br i1 %ok1704, label %if.then.17, label %if.end.17
if.then.17:
  %krow1705 = add i32 %kbase1507, %kin1702
  %t_k1706 = mul i32 %krow1705, %frow1508
  %t_t1707 = add i32 %t_k1706, %tap_c1509
  %el1708 = add i32 %t_t1707, %cin1615
  %off1710 = shl i32 %el1708, 2
  %v1711 = extractelement <8 x float> %acc121, i32 7
  %old.85 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1711, ptr addrspace(8) %rws110, i32 %off1710, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %cin1714 = add i32 %c_w1510, 0
  %cin1715 = add i32 %cin1714, %lcol46
  %cok1716 = icmp ult i32 %cin1715, %cpg
  %kin1718 = add i32 %k_h1512, 16
  %kok1719 = icmp ult i32 %kin1718, %kpg
  %ok1720 = and i1 %kok1719, %cok1716
  br i1 %ok1720, label %if.then.18, label %if.end.18
if.then.18:
  %krow1721 = add i32 %kbase1507, %kin1718
  %t_k1722 = mul i32 %krow1721, %frow1508
  %t_t1723 = add i32 %t_k1722, %tap_c1509
  %el1724 = add i32 %t_t1723, %cin1715
  %off1726 = shl i32 %el1724, 2
  %v1727 = extractelement <8 x float> %acc122, i32 0
  %old.86 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1727, ptr addrspace(8) %rws110, i32 %off1726, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %kin1730 = add i32 %k_h1512, 17
  %kok1731 = icmp ult i32 %kin1730, %kpg
  %ok1732 = and i1 %kok1731, %cok1716
  br i1 %ok1732, label %if.then.19, label %if.end.19
if.then.19:
  %krow1733 = add i32 %kbase1507, %kin1730
  %t_k1734 = mul i32 %krow1733, %frow1508
  %t_t1735 = add i32 %t_k1734, %tap_c1509
  %el1736 = add i32 %t_t1735, %cin1715
  %off1738 = shl i32 %el1736, 2
  %v1739 = extractelement <8 x float> %acc122, i32 1
  %old.87 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1739, ptr addrspace(8) %rws110, i32 %off1738, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1742 = add i32 %k_h1512, 18
  %kok1743 = icmp ult i32 %kin1742, %kpg
  %ok1744 = and i1 %kok1743, %cok1716
  br i1 %ok1744, label %if.then.20, label %if.end.20
if.then.20:
  %krow1745 = add i32 %kbase1507, %kin1742
  %t_k1746 = mul i32 %krow1745, %frow1508
  %t_t1747 = add i32 %t_k1746, %tap_c1509
  %el1748 = add i32 %t_t1747, %cin1715
  %off1750 = shl i32 %el1748, 2
  %v1751 = extractelement <8 x float> %acc122, i32 2
  %old.88 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1751, ptr addrspace(8) %rws110, i32 %off1750, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1754 = add i32 %k_h1512, 19
  %kok1755 = icmp ult i32 %kin1754, %kpg
  %ok1756 = and i1 %kok1755, %cok1716
  br i1 %ok1756, label %if.then.21, label %if.end.21
if.then.21:
  %krow1757 = add i32 %kbase1507, %kin1754
  %t_k1758 = mul i32 %krow1757, %frow1508
  %t_t1759 = add i32 %t_k1758, %tap_c1509
  %el1760 = add i32 %t_t1759, %cin1715
  %off1762 = shl i32 %el1760, 2
  %v1763 = extractelement <8 x float> %acc122, i32 3
  %old.89 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1763, ptr addrspace(8) %rws110, i32 %off1762, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1766 = add i32 %k_h1512, 20
  %kok1767 = icmp ult i32 %kin1766, %kpg
  %ok1768 = and i1 %kok1767, %cok1716
  br i1 %ok1768, label %if.then.22, label %if.end.22
if.then.22:
  %krow1769 = add i32 %kbase1507, %kin1766
  %t_k1770 = mul i32 %krow1769, %frow1508
  %t_t1771 = add i32 %t_k1770, %tap_c1509
  %el1772 = add i32 %t_t1771, %cin1715
  %off1774 = shl i32 %el1772, 2
  %v1775 = extractelement <8 x float> %acc122, i32 4
  %old.90 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1775, ptr addrspace(8) %rws110, i32 %off1774, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1778 = add i32 %k_h1512, 21
  %kok1779 = icmp ult i32 %kin1778, %kpg
  %ok1780 = and i1 %kok1779, %cok1716
  br i1 %ok1780, label %if.then.23, label %if.end.23
if.then.23:
  %krow1781 = add i32 %kbase1507, %kin1778
  %t_k1782 = mul i32 %krow1781, %frow1508
  %t_t1783 = add i32 %t_k1782, %tap_c1509
  %el1784 = add i32 %t_t1783, %cin1715
  %off1786 = shl i32 %el1784, 2
  %v1787 = extractelement <8 x float> %acc122, i32 5
  %old.91 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1787, ptr addrspace(8) %rws110, i32 %off1786, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1790 = add i32 %k_h1512, 22
  %kok1791 = icmp ult i32 %kin1790, %kpg
  %ok1792 = and i1 %kok1791, %cok1716
  br i1 %ok1792, label %if.then.24, label %if.end.24
if.then.24:
  %krow1793 = add i32 %kbase1507, %kin1790
  %t_k1794 = mul i32 %krow1793, %frow1508
  %t_t1795 = add i32 %t_k1794, %tap_c1509
  %el1796 = add i32 %t_t1795, %cin1715
  %off1798 = shl i32 %el1796, 2
  %v1799 = extractelement <8 x float> %acc122, i32 6
  %old.92 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1799, ptr addrspace(8) %rws110, i32 %off1798, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin1802 = add i32 %k_h1512, 23
  %kok1803 = icmp ult i32 %kin1802, %kpg
  %ok1804 = and i1 %kok1803, %cok1716
  br i1 %ok1804, label %if.then.25, label %if.end.25
if.then.25:
  %krow1805 = add i32 %kbase1507, %kin1802
  %t_k1806 = mul i32 %krow1805, %frow1508
  %t_t1807 = add i32 %t_k1806, %tap_c1509
  %el1808 = add i32 %t_t1807, %cin1715
  %off1810 = shl i32 %el1808, 2
  %v1811 = extractelement <8 x float> %acc122, i32 7
  %old.93 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1811, ptr addrspace(8) %rws110, i32 %off1810, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %cin1814 = add i32 %c_w1510, 16
  %cin1815 = add i32 %cin1814, %lcol46
  %cok1816 = icmp ult i32 %cin1815, %cpg
  %kin1818 = add i32 %k_h1512, 16
  %kok1819 = icmp ult i32 %kin1818, %kpg
  %ok1820 = and i1 %kok1819, %cok1816
  br i1 %ok1820, label %if.then.26, label %if.end.26
if.then.26:
  %krow1821 = add i32 %kbase1507, %kin1818
  %t_k1822 = mul i32 %krow1821, %frow1508
  %t_t1823 = add i32 %t_k1822, %tap_c1509
  %el1824 = add i32 %t_t1823, %cin1815
  %off1826 = shl i32 %el1824, 2
  %v1827 = extractelement <8 x float> %acc123, i32 0
  %old.94 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1827, ptr addrspace(8) %rws110, i32 %off1826, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %kin1830 = add i32 %k_h1512, 17
  %kok1831 = icmp ult i32 %kin1830, %kpg
  %ok1832 = and i1 %kok1831, %cok1816
  br i1 %ok1832, label %if.then.27, label %if.end.27
if.then.27:
  %krow1833 = add i32 %kbase1507, %kin1830
  %t_k1834 = mul i32 %krow1833, %frow1508
  %t_t1835 = add i32 %t_k1834, %tap_c1509
  %el1836 = add i32 %t_t1835, %cin1815
  %off1838 = shl i32 %el1836, 2
  %v1839 = extractelement <8 x float> %acc123, i32 1
  %old.95 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1839, ptr addrspace(8) %rws110, i32 %off1838, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %kin1842 = add i32 %k_h1512, 18
  %kok1843 = icmp ult i32 %kin1842, %kpg
  %ok1844 = and i1 %kok1843, %cok1816
  br i1 %ok1844, label %if.then.28, label %if.end.28
if.then.28:
  %krow1845 = add i32 %kbase1507, %kin1842
  %t_k1846 = mul i32 %krow1845, %frow1508
  %t_t1847 = add i32 %t_k1846, %tap_c1509
  %el1848 = add i32 %t_t1847, %cin1815
  %off1850 = shl i32 %el1848, 2
  %v1851 = extractelement <8 x float> %acc123, i32 2
  %old.96 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1851, ptr addrspace(8) %rws110, i32 %off1850, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %kin1854 = add i32 %k_h1512, 19
  %kok1855 = icmp ult i32 %kin1854, %kpg
  %ok1856 = and i1 %kok1855, %cok1816
  br i1 %ok1856, label %if.then.29, label %if.end.29
if.then.29:
  %krow1857 = add i32 %kbase1507, %kin1854
  %t_k1858 = mul i32 %krow1857, %frow1508
  %t_t1859 = add i32 %t_k1858, %tap_c1509
  %el1860 = add i32 %t_t1859, %cin1815
  %off1862 = shl i32 %el1860, 2
  %v1863 = extractelement <8 x float> %acc123, i32 3
  %old.97 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1863, ptr addrspace(8) %rws110, i32 %off1862, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %kin1866 = add i32 %k_h1512, 20
  %kok1867 = icmp ult i32 %kin1866, %kpg
  %ok1868 = and i1 %kok1867, %cok1816
  br i1 %ok1868, label %if.then.30, label %if.end.30
if.then.30:
  %krow1869 = add i32 %kbase1507, %kin1866
  %t_k1870 = mul i32 %krow1869, %frow1508
  %t_t1871 = add i32 %t_k1870, %tap_c1509
  %el1872 = add i32 %t_t1871, %cin1815
  %off1874 = shl i32 %el1872, 2
  %v1875 = extractelement <8 x float> %acc123, i32 4
  %old.98 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1875, ptr addrspace(8) %rws110, i32 %off1874, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %kin1878 = add i32 %k_h1512, 21
  %kok1879 = icmp ult i32 %kin1878, %kpg
  %ok1880 = and i1 %kok1879, %cok1816
  br i1 %ok1880, label %if.then.31, label %if.end.31
if.then.31:
  %krow1881 = add i32 %kbase1507, %kin1878
  %t_k1882 = mul i32 %krow1881, %frow1508
  %t_t1883 = add i32 %t_k1882, %tap_c1509
  %el1884 = add i32 %t_t1883, %cin1815
  %off1886 = shl i32 %el1884, 2
  %v1887 = extractelement <8 x float> %acc123, i32 5
  %old.99 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1887, ptr addrspace(8) %rws110, i32 %off1886, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %kin1890 = add i32 %k_h1512, 22
  %kok1891 = icmp ult i32 %kin1890, %kpg
  %ok1892 = and i1 %kok1891, %cok1816
  br i1 %ok1892, label %if.then.32, label %if.end.32
if.then.32:
  %krow1893 = add i32 %kbase1507, %kin1890
  %t_k1894 = mul i32 %krow1893, %frow1508
  %t_t1895 = add i32 %t_k1894, %tap_c1509
  %el1896 = add i32 %t_t1895, %cin1815
  %off1898 = shl i32 %el1896, 2
  %v1899 = extractelement <8 x float> %acc123, i32 6
  %old.100 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1899, ptr addrspace(8) %rws110, i32 %off1898, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %kin1902 = add i32 %k_h1512, 23
  %kok1903 = icmp ult i32 %kin1902, %kpg
  %ok1904 = and i1 %kok1903, %cok1816
  br i1 %ok1904, label %if.then.33, label %if.end.33
if.then.33:
  %krow1905 = add i32 %kbase1507, %kin1902
  %t_k1906 = mul i32 %krow1905, %frow1508
  %t_t1907 = add i32 %t_k1906, %tap_c1509
  %el1908 = add i32 %t_t1907, %cin1815
  %off1910 = shl i32 %el1908, 2
  %v1911 = extractelement <8 x float> %acc123, i32 7
  %old.101 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1911, ptr addrspace(8) %rws110, i32 %off1910, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="256" }
