; irgate implicit_gemm_wgrad{dtype=fp32,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,dilation_h=-1,dilation_w=-1,waves_m=2,waves_n=2,wave_tiles_m=1,wave_tiles_n=1,k_steps=4,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1 = internal unnamed_addr addrspace(3) global [8704 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 immarg, <2 x float>, i1 immarg, <2 x float>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1(ptr addrspace(1) noalias readonly align 4 %dy, ptr addrspace(1) noalias readonly align 4 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid28 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane30 = and i32 %tid28, 31
  %wave32 = lshr i32 %tid28, 5
  %wave_m34 = urem i32 %wave32, 2
  %wave_n36 = udiv i32 %wave32, 2
  %wkb38 = mul i32 %wave_m34, 16
  %wcb40 = mul i32 %wave_n36, 16
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
  %nct_a65 = add i32 %cpg, 31
  %nct67 = udiv i32 %nct_a65, 32
  %nkt_a69 = add i32 %kpg, 31
  %nkt71 = udiv i32 %nkt_a69, 32
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
  %k_blk85 = mul i32 %kt76, 32
  %c_blk87 = mul i32 %ct72, 32
  %gk88 = mul i32 %g77, %kpg
  %gc89 = mul i32 %g77, %cpg
  %dy_ch90 = add i32 %gk88, %k_blk85
  %x_ch91 = add i32 %gc89, %c_blk87
  %howo92 = mul i32 %ho, %wo
  %npos93 = mul i32 %n, %howo92
  %p_lo95 = mul i32 %split62, 128
  %p_end97 = add i32 %p_lo95, 128
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
  %t116 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc117 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc800, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t116, %steps107
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to119 = shl i32 %t116, 5
  %p_s120 = add i32 %p_lo95, %to119
  %e122 = add i32 %tid28, 0
  %row124 = udiv i32 %e122, 32
  %cc126 = urem i32 %e122, 32
  %pos127 = add i32 %p_s120, %row124
  %pok128 = icmp ult i32 %pos127, %p_hi99
  %n129 = udiv i32 %pos127, %howo92
  %prem130 = urem i32 %pos127, %howo92
  %ho131 = udiv i32 %prem130, %wo
  %wo132 = urem i32 %prem130, %wo
  %kin133 = add i32 %k_blk85, %cc126
  %kok134 = icmp ult i32 %kin133, %kpg
  %ok135 = and i1 %pok128, %kok134
  %e_n136 = mul i32 %n129, %dy_stride_n
  %e_h137 = mul i32 %ho131, %dy_stride_h
  %e_w138 = mul i32 %wo132, %dy_stride_w
  %el139 = add i32 %e_n136, %e_h137
  %el140 = add i32 %el139, %e_w138
  %el141 = add i32 %el140, %dy_ch90
  %el142 = add i32 %el141, %cc126
  %off144 = shl i32 %el142, 2
  %safe146 = select i1 %ok135, i32 %off144, i32 2147483647
  %dyv148 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe146, i32 0, i32 0)
  %trow150 = mul i32 %cc126, 34
  %tel151 = add i32 %trow150, %row124
  %tb153 = shl i32 %tel151, 2
  %la155 = add i32 %tb153, 0
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la155
  store float %dyv148, ptr addrspace(3) %gep.6, align 4
  %e157 = add i32 %tid28, 128
  %row159 = udiv i32 %e157, 32
  %cc161 = urem i32 %e157, 32
  %pos162 = add i32 %p_s120, %row159
  %pok163 = icmp ult i32 %pos162, %p_hi99
  %n164 = udiv i32 %pos162, %howo92
  %prem165 = urem i32 %pos162, %howo92
  %ho166 = udiv i32 %prem165, %wo
  %wo167 = urem i32 %prem165, %wo
  %kin168 = add i32 %k_blk85, %cc161
  %kok169 = icmp ult i32 %kin168, %kpg
  %ok170 = and i1 %pok163, %kok169
  %e_n171 = mul i32 %n164, %dy_stride_n
  %e_h172 = mul i32 %ho166, %dy_stride_h
  %e_w173 = mul i32 %wo167, %dy_stride_w
  %el174 = add i32 %e_n171, %e_h172
  %el175 = add i32 %el174, %e_w173
  %el176 = add i32 %el175, %dy_ch90
  %el177 = add i32 %el176, %cc161
  %off179 = shl i32 %el177, 2
  %safe181 = select i1 %ok170, i32 %off179, i32 2147483647
  %dyv183 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe181, i32 0, i32 0)
  %trow185 = mul i32 %cc161, 34
  %tel186 = add i32 %trow185, %row159
  %tb188 = shl i32 %tel186, 2
  %la190 = add i32 %tb188, 0
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la190
  store float %dyv183, ptr addrspace(3) %gep.7, align 4
  %e192 = add i32 %tid28, 256
  %row194 = udiv i32 %e192, 32
  %cc196 = urem i32 %e192, 32
  %pos197 = add i32 %p_s120, %row194
  %pok198 = icmp ult i32 %pos197, %p_hi99
  %n199 = udiv i32 %pos197, %howo92
  %prem200 = urem i32 %pos197, %howo92
  %ho201 = udiv i32 %prem200, %wo
  %wo202 = urem i32 %prem200, %wo
  %kin203 = add i32 %k_blk85, %cc196
  %kok204 = icmp ult i32 %kin203, %kpg
  %ok205 = and i1 %pok198, %kok204
  %e_n206 = mul i32 %n199, %dy_stride_n
  %e_h207 = mul i32 %ho201, %dy_stride_h
  %e_w208 = mul i32 %wo202, %dy_stride_w
  %el209 = add i32 %e_n206, %e_h207
  %el210 = add i32 %el209, %e_w208
  %el211 = add i32 %el210, %dy_ch90
  %el212 = add i32 %el211, %cc196
  %off214 = shl i32 %el212, 2
  %safe216 = select i1 %ok205, i32 %off214, i32 2147483647
  %dyv218 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe216, i32 0, i32 0)
  %trow220 = mul i32 %cc196, 34
  %tel221 = add i32 %trow220, %row194
  %tb223 = shl i32 %tel221, 2
  %la225 = add i32 %tb223, 0
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la225
  store float %dyv218, ptr addrspace(3) %gep.8, align 4
  %e227 = add i32 %tid28, 384
  %row229 = udiv i32 %e227, 32
  %cc231 = urem i32 %e227, 32
  %pos232 = add i32 %p_s120, %row229
  %pok233 = icmp ult i32 %pos232, %p_hi99
  %n234 = udiv i32 %pos232, %howo92
  %prem235 = urem i32 %pos232, %howo92
  %ho236 = udiv i32 %prem235, %wo
  %wo237 = urem i32 %prem235, %wo
  %kin238 = add i32 %k_blk85, %cc231
  %kok239 = icmp ult i32 %kin238, %kpg
  %ok240 = and i1 %pok233, %kok239
  %e_n241 = mul i32 %n234, %dy_stride_n
  %e_h242 = mul i32 %ho236, %dy_stride_h
  %e_w243 = mul i32 %wo237, %dy_stride_w
  %el244 = add i32 %e_n241, %e_h242
  %el245 = add i32 %el244, %e_w243
  %el246 = add i32 %el245, %dy_ch90
  %el247 = add i32 %el246, %cc231
  %off249 = shl i32 %el247, 2
  %safe251 = select i1 %ok240, i32 %off249, i32 2147483647
  %dyv253 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe251, i32 0, i32 0)
  %trow255 = mul i32 %cc231, 34
  %tel256 = add i32 %trow255, %row229
  %tb258 = shl i32 %tel256, 2
  %la260 = add i32 %tb258, 0
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la260
  store float %dyv253, ptr addrspace(3) %gep.9, align 4
  %e262 = add i32 %tid28, 512
  %row264 = udiv i32 %e262, 32
  %cc266 = urem i32 %e262, 32
  %pos267 = add i32 %p_s120, %row264
  %pok268 = icmp ult i32 %pos267, %p_hi99
  %n269 = udiv i32 %pos267, %howo92
  %prem270 = urem i32 %pos267, %howo92
  %ho271 = udiv i32 %prem270, %wo
  %wo272 = urem i32 %prem270, %wo
  %kin273 = add i32 %k_blk85, %cc266
  %kok274 = icmp ult i32 %kin273, %kpg
  %ok275 = and i1 %pok268, %kok274
  %e_n276 = mul i32 %n269, %dy_stride_n
  %e_h277 = mul i32 %ho271, %dy_stride_h
  %e_w278 = mul i32 %wo272, %dy_stride_w
  %el279 = add i32 %e_n276, %e_h277
  %el280 = add i32 %el279, %e_w278
  %el281 = add i32 %el280, %dy_ch90
  %el282 = add i32 %el281, %cc266
  %off284 = shl i32 %el282, 2
  %safe286 = select i1 %ok275, i32 %off284, i32 2147483647
  %dyv288 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe286, i32 0, i32 0)
  %trow290 = mul i32 %cc266, 34
  %tel291 = add i32 %trow290, %row264
  %tb293 = shl i32 %tel291, 2
  %la295 = add i32 %tb293, 0
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la295
  store float %dyv288, ptr addrspace(3) %gep.10, align 4
  %e297 = add i32 %tid28, 640
  %row299 = udiv i32 %e297, 32
  %cc301 = urem i32 %e297, 32
  %pos302 = add i32 %p_s120, %row299
  %pok303 = icmp ult i32 %pos302, %p_hi99
  %n304 = udiv i32 %pos302, %howo92
  %prem305 = urem i32 %pos302, %howo92
  %ho306 = udiv i32 %prem305, %wo
  %wo307 = urem i32 %prem305, %wo
  %kin308 = add i32 %k_blk85, %cc301
  %kok309 = icmp ult i32 %kin308, %kpg
  %ok310 = and i1 %pok303, %kok309
  %e_n311 = mul i32 %n304, %dy_stride_n
  %e_h312 = mul i32 %ho306, %dy_stride_h
  %e_w313 = mul i32 %wo307, %dy_stride_w
  %el314 = add i32 %e_n311, %e_h312
  %el315 = add i32 %el314, %e_w313
  %el316 = add i32 %el315, %dy_ch90
  %el317 = add i32 %el316, %cc301
  %off319 = shl i32 %el317, 2
  %safe321 = select i1 %ok310, i32 %off319, i32 2147483647
  %dyv323 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe321, i32 0, i32 0)
  %trow325 = mul i32 %cc301, 34
  %tel326 = add i32 %trow325, %row299
  %tb328 = shl i32 %tel326, 2
  %la330 = add i32 %tb328, 0
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la330
  store float %dyv323, ptr addrspace(3) %gep.11, align 4
  %e332 = add i32 %tid28, 768
  %row334 = udiv i32 %e332, 32
  %cc336 = urem i32 %e332, 32
  %pos337 = add i32 %p_s120, %row334
  %pok338 = icmp ult i32 %pos337, %p_hi99
  %n339 = udiv i32 %pos337, %howo92
  %prem340 = urem i32 %pos337, %howo92
  %ho341 = udiv i32 %prem340, %wo
  %wo342 = urem i32 %prem340, %wo
  %kin343 = add i32 %k_blk85, %cc336
  %kok344 = icmp ult i32 %kin343, %kpg
  %ok345 = and i1 %pok338, %kok344
  %e_n346 = mul i32 %n339, %dy_stride_n
  %e_h347 = mul i32 %ho341, %dy_stride_h
  %e_w348 = mul i32 %wo342, %dy_stride_w
  %el349 = add i32 %e_n346, %e_h347
  %el350 = add i32 %el349, %e_w348
  %el351 = add i32 %el350, %dy_ch90
  %el352 = add i32 %el351, %cc336
  %off354 = shl i32 %el352, 2
  %safe356 = select i1 %ok345, i32 %off354, i32 2147483647
  %dyv358 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe356, i32 0, i32 0)
  %trow360 = mul i32 %cc336, 34
  %tel361 = add i32 %trow360, %row334
  %tb363 = shl i32 %tel361, 2
  %la365 = add i32 %tb363, 0
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la365
  store float %dyv358, ptr addrspace(3) %gep.12, align 4
  %e367 = add i32 %tid28, 896
  %row369 = udiv i32 %e367, 32
  %cc371 = urem i32 %e367, 32
  %pos372 = add i32 %p_s120, %row369
  %pok373 = icmp ult i32 %pos372, %p_hi99
  %n374 = udiv i32 %pos372, %howo92
  %prem375 = urem i32 %pos372, %howo92
  %ho376 = udiv i32 %prem375, %wo
  %wo377 = urem i32 %prem375, %wo
  %kin378 = add i32 %k_blk85, %cc371
  %kok379 = icmp ult i32 %kin378, %kpg
  %ok380 = and i1 %pok373, %kok379
  %e_n381 = mul i32 %n374, %dy_stride_n
  %e_h382 = mul i32 %ho376, %dy_stride_h
  %e_w383 = mul i32 %wo377, %dy_stride_w
  %el384 = add i32 %e_n381, %e_h382
  %el385 = add i32 %el384, %e_w383
  %el386 = add i32 %el385, %dy_ch90
  %el387 = add i32 %el386, %cc371
  %off389 = shl i32 %el387, 2
  %safe391 = select i1 %ok380, i32 %off389, i32 2147483647
  %dyv393 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe391, i32 0, i32 0)
  %trow395 = mul i32 %cc371, 34
  %tel396 = add i32 %trow395, %row369
  %tb398 = shl i32 %tel396, 2
  %la400 = add i32 %tb398, 0
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la400
  store float %dyv393, ptr addrspace(3) %gep.13, align 4
  %e402 = add i32 %tid28, 0
  %row404 = udiv i32 %e402, 32
  %cc406 = urem i32 %e402, 32
  %pos407 = add i32 %p_s120, %row404
  %pok408 = icmp ult i32 %pos407, %p_hi99
  %n409 = udiv i32 %pos407, %howo92
  %prem410 = urem i32 %pos407, %howo92
  %ho411 = udiv i32 %prem410, %wo
  %wo412 = urem i32 %prem410, %wo
  %h_a413 = mul i32 %ho411, %stride_h
  %hi414 = add i32 %h_a413, %h_tap81
  %hiok415 = icmp ult i32 %hi414, %hi
  %w_a416 = mul i32 %wo412, %stride_w
  %wi417 = add i32 %w_a416, %w_tap83
  %wiok418 = icmp ult i32 %wi417, %wi
  %cin419 = add i32 %c_blk87, %cc406
  %cok420 = icmp ult i32 %cin419, %cpg
  %ok421 = and i1 %pok408, %hiok415
  %ok422 = and i1 %ok421, %wiok418
  %ok423 = and i1 %ok422, %cok420
  %e_n424 = mul i32 %n409, %x_stride_n
  %e_h425 = mul i32 %hi414, %x_stride_h
  %e_w426 = mul i32 %wi417, %x_stride_w
  %el427 = add i32 %e_n424, %e_h425
  %el428 = add i32 %el427, %e_w426
  %el429 = add i32 %el428, %x_ch91
  %el430 = add i32 %el429, %cc406
  %off432 = shl i32 %el430, 2
  %safe434 = select i1 %ok423, i32 %off432, i32 2147483647
  %xv436 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe434, i32 0, i32 0)
  %trow438 = mul i32 %cc406, 34
  %tel439 = add i32 %trow438, %row404
  %tb441 = shl i32 %tel439, 2
  %la443 = add i32 %tb441, 4352
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la443
  store float %xv436, ptr addrspace(3) %gep.14, align 4
  %e445 = add i32 %tid28, 128
  %row447 = udiv i32 %e445, 32
  %cc449 = urem i32 %e445, 32
  %pos450 = add i32 %p_s120, %row447
  %pok451 = icmp ult i32 %pos450, %p_hi99
  %n452 = udiv i32 %pos450, %howo92
  %prem453 = urem i32 %pos450, %howo92
  %ho454 = udiv i32 %prem453, %wo
  %wo455 = urem i32 %prem453, %wo
  %h_a456 = mul i32 %ho454, %stride_h
  %hi457 = add i32 %h_a456, %h_tap81
  %hiok458 = icmp ult i32 %hi457, %hi
  %w_a459 = mul i32 %wo455, %stride_w
  %wi460 = add i32 %w_a459, %w_tap83
  %wiok461 = icmp ult i32 %wi460, %wi
  %cin462 = add i32 %c_blk87, %cc449
  %cok463 = icmp ult i32 %cin462, %cpg
  %ok464 = and i1 %pok451, %hiok458
  %ok465 = and i1 %ok464, %wiok461
  %ok466 = and i1 %ok465, %cok463
  %e_n467 = mul i32 %n452, %x_stride_n
  %e_h468 = mul i32 %hi457, %x_stride_h
  %e_w469 = mul i32 %wi460, %x_stride_w
  %el470 = add i32 %e_n467, %e_h468
  %el471 = add i32 %el470, %e_w469
  %el472 = add i32 %el471, %x_ch91
  %el473 = add i32 %el472, %cc449
  %off475 = shl i32 %el473, 2
  %safe477 = select i1 %ok466, i32 %off475, i32 2147483647
  %xv479 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe477, i32 0, i32 0)
  %trow481 = mul i32 %cc449, 34
  %tel482 = add i32 %trow481, %row447
  %tb484 = shl i32 %tel482, 2
  %la486 = add i32 %tb484, 4352
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la486
  store float %xv479, ptr addrspace(3) %gep.15, align 4
  %e488 = add i32 %tid28, 256
  %row490 = udiv i32 %e488, 32
  %cc492 = urem i32 %e488, 32
  %pos493 = add i32 %p_s120, %row490
  %pok494 = icmp ult i32 %pos493, %p_hi99
  %n495 = udiv i32 %pos493, %howo92
  %prem496 = urem i32 %pos493, %howo92
  %ho497 = udiv i32 %prem496, %wo
  %wo498 = urem i32 %prem496, %wo
  %h_a499 = mul i32 %ho497, %stride_h
  %hi500 = add i32 %h_a499, %h_tap81
  %hiok501 = icmp ult i32 %hi500, %hi
  %w_a502 = mul i32 %wo498, %stride_w
  %wi503 = add i32 %w_a502, %w_tap83
  %wiok504 = icmp ult i32 %wi503, %wi
  %cin505 = add i32 %c_blk87, %cc492
  %cok506 = icmp ult i32 %cin505, %cpg
  %ok507 = and i1 %pok494, %hiok501
  %ok508 = and i1 %ok507, %wiok504
  %ok509 = and i1 %ok508, %cok506
  %e_n510 = mul i32 %n495, %x_stride_n
  %e_h511 = mul i32 %hi500, %x_stride_h
  %e_w512 = mul i32 %wi503, %x_stride_w
  %el513 = add i32 %e_n510, %e_h511
  %el514 = add i32 %el513, %e_w512
  %el515 = add i32 %el514, %x_ch91
  %el516 = add i32 %el515, %cc492
  %off518 = shl i32 %el516, 2
  %safe520 = select i1 %ok509, i32 %off518, i32 2147483647
  %xv522 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe520, i32 0, i32 0)
  %trow524 = mul i32 %cc492, 34
  %tel525 = add i32 %trow524, %row490
  %tb527 = shl i32 %tel525, 2
  %la529 = add i32 %tb527, 4352
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la529
  store float %xv522, ptr addrspace(3) %gep.16, align 4
  %e531 = add i32 %tid28, 384
  %row533 = udiv i32 %e531, 32
  %cc535 = urem i32 %e531, 32
  %pos536 = add i32 %p_s120, %row533
  %pok537 = icmp ult i32 %pos536, %p_hi99
  %n538 = udiv i32 %pos536, %howo92
  %prem539 = urem i32 %pos536, %howo92
  %ho540 = udiv i32 %prem539, %wo
  %wo541 = urem i32 %prem539, %wo
  %h_a542 = mul i32 %ho540, %stride_h
  %hi543 = add i32 %h_a542, %h_tap81
  %hiok544 = icmp ult i32 %hi543, %hi
  %w_a545 = mul i32 %wo541, %stride_w
  %wi546 = add i32 %w_a545, %w_tap83
  %wiok547 = icmp ult i32 %wi546, %wi
  %cin548 = add i32 %c_blk87, %cc535
  %cok549 = icmp ult i32 %cin548, %cpg
  %ok550 = and i1 %pok537, %hiok544
  %ok551 = and i1 %ok550, %wiok547
  %ok552 = and i1 %ok551, %cok549
  %e_n553 = mul i32 %n538, %x_stride_n
  %e_h554 = mul i32 %hi543, %x_stride_h
  %e_w555 = mul i32 %wi546, %x_stride_w
  %el556 = add i32 %e_n553, %e_h554
  %el557 = add i32 %el556, %e_w555
  %el558 = add i32 %el557, %x_ch91
  %el559 = add i32 %el558, %cc535
  %off561 = shl i32 %el559, 2
  %safe563 = select i1 %ok552, i32 %off561, i32 2147483647
  %xv565 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe563, i32 0, i32 0)
  %trow567 = mul i32 %cc535, 34
  %tel568 = add i32 %trow567, %row533
  %tb570 = shl i32 %tel568, 2
  %la572 = add i32 %tb570, 4352
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la572
  store float %xv565, ptr addrspace(3) %gep.17, align 4
  %e574 = add i32 %tid28, 512
  %row576 = udiv i32 %e574, 32
  %cc578 = urem i32 %e574, 32
  %pos579 = add i32 %p_s120, %row576
  %pok580 = icmp ult i32 %pos579, %p_hi99
  %n581 = udiv i32 %pos579, %howo92
  %prem582 = urem i32 %pos579, %howo92
  %ho583 = udiv i32 %prem582, %wo
  %wo584 = urem i32 %prem582, %wo
  %h_a585 = mul i32 %ho583, %stride_h
  %hi586 = add i32 %h_a585, %h_tap81
  %hiok587 = icmp ult i32 %hi586, %hi
  %w_a588 = mul i32 %wo584, %stride_w
  %wi589 = add i32 %w_a588, %w_tap83
  %wiok590 = icmp ult i32 %wi589, %wi
  %cin591 = add i32 %c_blk87, %cc578
  %cok592 = icmp ult i32 %cin591, %cpg
  %ok593 = and i1 %pok580, %hiok587
  %ok594 = and i1 %ok593, %wiok590
  %ok595 = and i1 %ok594, %cok592
  %e_n596 = mul i32 %n581, %x_stride_n
  %e_h597 = mul i32 %hi586, %x_stride_h
  %e_w598 = mul i32 %wi589, %x_stride_w
  %el599 = add i32 %e_n596, %e_h597
  %el600 = add i32 %el599, %e_w598
  %el601 = add i32 %el600, %x_ch91
  %el602 = add i32 %el601, %cc578
  %off604 = shl i32 %el602, 2
  %safe606 = select i1 %ok595, i32 %off604, i32 2147483647
  %xv608 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe606, i32 0, i32 0)
  %trow610 = mul i32 %cc578, 34
  %tel611 = add i32 %trow610, %row576
  %tb613 = shl i32 %tel611, 2
  %la615 = add i32 %tb613, 4352
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la615
  store float %xv608, ptr addrspace(3) %gep.18, align 4
  %e617 = add i32 %tid28, 640
  %row619 = udiv i32 %e617, 32
  %cc621 = urem i32 %e617, 32
  %pos622 = add i32 %p_s120, %row619
  %pok623 = icmp ult i32 %pos622, %p_hi99
  %n624 = udiv i32 %pos622, %howo92
  %prem625 = urem i32 %pos622, %howo92
  %ho626 = udiv i32 %prem625, %wo
  %wo627 = urem i32 %prem625, %wo
  %h_a628 = mul i32 %ho626, %stride_h
  %hi629 = add i32 %h_a628, %h_tap81
  %hiok630 = icmp ult i32 %hi629, %hi
  %w_a631 = mul i32 %wo627, %stride_w
  %wi632 = add i32 %w_a631, %w_tap83
  %wiok633 = icmp ult i32 %wi632, %wi
  %cin634 = add i32 %c_blk87, %cc621
  %cok635 = icmp ult i32 %cin634, %cpg
  %ok636 = and i1 %pok623, %hiok630
  %ok637 = and i1 %ok636, %wiok633
  %ok638 = and i1 %ok637, %cok635
  %e_n639 = mul i32 %n624, %x_stride_n
  %e_h640 = mul i32 %hi629, %x_stride_h
  %e_w641 = mul i32 %wi632, %x_stride_w
  %el642 = add i32 %e_n639, %e_h640
  %el643 = add i32 %el642, %e_w641
  %el644 = add i32 %el643, %x_ch91
  %el645 = add i32 %el644, %cc621
  %off647 = shl i32 %el645, 2
  %safe649 = select i1 %ok638, i32 %off647, i32 2147483647
  %xv651 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe649, i32 0, i32 0)
  %trow653 = mul i32 %cc621, 34
  %tel654 = add i32 %trow653, %row619
  %tb656 = shl i32 %tel654, 2
  %la658 = add i32 %tb656, 4352
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la658
  store float %xv651, ptr addrspace(3) %gep.19, align 4
  %e660 = add i32 %tid28, 768
  %row662 = udiv i32 %e660, 32
  %cc664 = urem i32 %e660, 32
  %pos665 = add i32 %p_s120, %row662
  %pok666 = icmp ult i32 %pos665, %p_hi99
  %n667 = udiv i32 %pos665, %howo92
  %prem668 = urem i32 %pos665, %howo92
  %ho669 = udiv i32 %prem668, %wo
  %wo670 = urem i32 %prem668, %wo
  %h_a671 = mul i32 %ho669, %stride_h
  %hi672 = add i32 %h_a671, %h_tap81
  %hiok673 = icmp ult i32 %hi672, %hi
  %w_a674 = mul i32 %wo670, %stride_w
  %wi675 = add i32 %w_a674, %w_tap83
  %wiok676 = icmp ult i32 %wi675, %wi
  %cin677 = add i32 %c_blk87, %cc664
  %cok678 = icmp ult i32 %cin677, %cpg
  %ok679 = and i1 %pok666, %hiok673
  %ok680 = and i1 %ok679, %wiok676
  %ok681 = and i1 %ok680, %cok678
  %e_n682 = mul i32 %n667, %x_stride_n
  %e_h683 = mul i32 %hi672, %x_stride_h
  %e_w684 = mul i32 %wi675, %x_stride_w
  %el685 = add i32 %e_n682, %e_h683
  %el686 = add i32 %el685, %e_w684
  %el687 = add i32 %el686, %x_ch91
  %el688 = add i32 %el687, %cc664
  %off690 = shl i32 %el688, 2
  %safe692 = select i1 %ok681, i32 %off690, i32 2147483647
  %xv694 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe692, i32 0, i32 0)
  %trow696 = mul i32 %cc664, 34
  %tel697 = add i32 %trow696, %row662
  %tb699 = shl i32 %tel697, 2
  %la701 = add i32 %tb699, 4352
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la701
  store float %xv694, ptr addrspace(3) %gep.20, align 4
  %e703 = add i32 %tid28, 896
  %row705 = udiv i32 %e703, 32
  %cc707 = urem i32 %e703, 32
  %pos708 = add i32 %p_s120, %row705
  %pok709 = icmp ult i32 %pos708, %p_hi99
  %n710 = udiv i32 %pos708, %howo92
  %prem711 = urem i32 %pos708, %howo92
  %ho712 = udiv i32 %prem711, %wo
  %wo713 = urem i32 %prem711, %wo
  %h_a714 = mul i32 %ho712, %stride_h
  %hi715 = add i32 %h_a714, %h_tap81
  %hiok716 = icmp ult i32 %hi715, %hi
  %w_a717 = mul i32 %wo713, %stride_w
  %wi718 = add i32 %w_a717, %w_tap83
  %wiok719 = icmp ult i32 %wi718, %wi
  %cin720 = add i32 %c_blk87, %cc707
  %cok721 = icmp ult i32 %cin720, %cpg
  %ok722 = and i1 %pok709, %hiok716
  %ok723 = and i1 %ok722, %wiok719
  %ok724 = and i1 %ok723, %cok721
  %e_n725 = mul i32 %n710, %x_stride_n
  %e_h726 = mul i32 %hi715, %x_stride_h
  %e_w727 = mul i32 %wi718, %x_stride_w
  %el728 = add i32 %e_n725, %e_h726
  %el729 = add i32 %el728, %e_w727
  %el730 = add i32 %el729, %x_ch91
  %el731 = add i32 %el730, %cc707
  %off733 = shl i32 %el731, 2
  %safe735 = select i1 %ok724, i32 %off733, i32 2147483647
  %xv737 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe735, i32 0, i32 0)
  %trow739 = mul i32 %cc707, 34
  %tel740 = add i32 %trow739, %row705
  %tb742 = shl i32 %tel740, 2
  %la744 = add i32 %tb742, 4352
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %la744
  store float %xv737, ptr addrspace(3) %gep.21, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr746 = add i32 %a_lane54, 0
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr746
  %a_frag747 = load <2 x float>, ptr addrspace(3) %gep.22, align 8
  %b_addr749 = add i32 %b_lane60, 4352
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr749
  %b_frag750 = load <2 x float>, ptr addrspace(3) %gep.23, align 8
  %acc751 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag747, i1 false, <2 x float> %b_frag750, i16 0, <8 x float> %acc117, i1 false, i1 false)
  %a_addr753 = add i32 %a_lane54, 16
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr753
  %a_frag754 = load <2 x float>, ptr addrspace(3) %gep.24, align 8
  %b_addr756 = add i32 %b_lane60, 4368
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr756
  %b_frag757 = load <2 x float>, ptr addrspace(3) %gep.25, align 8
  %acc758 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag754, i1 false, <2 x float> %b_frag757, i16 0, <8 x float> %acc751, i1 false, i1 false)
  %a_addr760 = add i32 %a_lane54, 32
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr760
  %a_frag761 = load <2 x float>, ptr addrspace(3) %gep.26, align 8
  %b_addr763 = add i32 %b_lane60, 4384
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr763
  %b_frag764 = load <2 x float>, ptr addrspace(3) %gep.27, align 8
  %acc765 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag761, i1 false, <2 x float> %b_frag764, i16 0, <8 x float> %acc758, i1 false, i1 false)
  %a_addr767 = add i32 %a_lane54, 48
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr767
  %a_frag768 = load <2 x float>, ptr addrspace(3) %gep.28, align 8
  %b_addr770 = add i32 %b_lane60, 4400
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr770
  %b_frag771 = load <2 x float>, ptr addrspace(3) %gep.29, align 8
  %acc772 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag768, i1 false, <2 x float> %b_frag771, i16 0, <8 x float> %acc765, i1 false, i1 false)
  %a_addr774 = add i32 %a_lane54, 64
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr774
  %a_frag775 = load <2 x float>, ptr addrspace(3) %gep.30, align 8
  %b_addr777 = add i32 %b_lane60, 4416
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr777
  %b_frag778 = load <2 x float>, ptr addrspace(3) %gep.31, align 8
  %acc779 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag775, i1 false, <2 x float> %b_frag778, i16 0, <8 x float> %acc772, i1 false, i1 false)
  %a_addr781 = add i32 %a_lane54, 80
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr781
  %a_frag782 = load <2 x float>, ptr addrspace(3) %gep.32, align 8
  %b_addr784 = add i32 %b_lane60, 4432
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr784
  %b_frag785 = load <2 x float>, ptr addrspace(3) %gep.33, align 8
  %acc786 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag782, i1 false, <2 x float> %b_frag785, i16 0, <8 x float> %acc779, i1 false, i1 false)
  %a_addr788 = add i32 %a_lane54, 96
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr788
  %a_frag789 = load <2 x float>, ptr addrspace(3) %gep.34, align 8
  %b_addr791 = add i32 %b_lane60, 4448
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr791
  %b_frag792 = load <2 x float>, ptr addrspace(3) %gep.35, align 8
  %acc793 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag789, i1 false, <2 x float> %b_frag792, i16 0, <8 x float> %acc786, i1 false, i1 false)
  %a_addr795 = add i32 %a_lane54, 112
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %a_addr795
  %a_frag796 = load <2 x float>, ptr addrspace(3) %gep.36, align 8
  %b_addr798 = add i32 %b_lane60, 4464
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x2_t1x1_ks4_wsr1, i32 %b_addr798
  %b_frag799 = load <2 x float>, ptr addrspace(3) %gep.37, align 8
  %acc800 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag796, i1 false, <2 x float> %b_frag799, i16 0, <8 x float> %acc793, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t116, 1
  br label %for.head.1
for.exit.1:
  %slab802 = urem i32 %split62, 1
  %slab_g803 = mul i32 %slab802, %groups
  %slab_k804 = mul i32 %slab_g803, %kpg
  %kbase805 = add i32 %slab_k804, %gk88
  %frow806 = mul i32 %cpg, %taps63
  %tap_c807 = mul i32 %tap74, %cpg
  %c_w808 = add i32 %c_blk87, %wcb40
  %k_w809 = add i32 %k_blk85, %wkb38
  %k_h810 = add i32 %k_w809, %khalf44
  %cin812 = add i32 %c_w808, 0
  %cin813 = add i32 %cin812, %lcol46
  %cok814 = icmp ult i32 %cin813, %cpg
  %kin816 = add i32 %k_h810, 0
  %kok817 = icmp ult i32 %kin816, %kpg
  %ok818 = and i1 %kok817, %cok814
  br i1 %ok818, label %if.then.2, label %if.end.2
if.then.2:
  %krow819 = add i32 %kbase805, %kin816
  %t_k820 = mul i32 %krow819, %frow806
  %t_t821 = add i32 %t_k820, %tap_c807
  %el822 = add i32 %t_t821, %cin813
  %off824 = shl i32 %el822, 2
  %v825 = extractelement <8 x float> %acc117, i32 0
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v825, ptr addrspace(8) %rws110, i32 %off824, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin828 = add i32 %k_h810, 1
  %kok829 = icmp ult i32 %kin828, %kpg
  %ok830 = and i1 %kok829, %cok814
  br i1 %ok830, label %if.then.3, label %if.end.3
if.then.3:
  %krow831 = add i32 %kbase805, %kin828
  %t_k832 = mul i32 %krow831, %frow806
  %t_t833 = add i32 %t_k832, %tap_c807
  %el834 = add i32 %t_t833, %cin813
  %off836 = shl i32 %el834, 2
  %v837 = extractelement <8 x float> %acc117, i32 1
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v837, ptr addrspace(8) %rws110, i32 %off836, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin840 = add i32 %k_h810, 2
  %kok841 = icmp ult i32 %kin840, %kpg
  %ok842 = and i1 %kok841, %cok814
  br i1 %ok842, label %if.then.4, label %if.end.4
if.then.4:
  %krow843 = add i32 %kbase805, %kin840
  %t_k844 = mul i32 %krow843, %frow806
  %t_t845 = add i32 %t_k844, %tap_c807
  %el846 = add i32 %t_t845, %cin813
  %off848 = shl i32 %el846, 2
  %v849 = extractelement <8 x float> %acc117, i32 2
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v849, ptr addrspace(8) %rws110, i32 %off848, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin852 = add i32 %k_h810, 3
  %kok853 = icmp ult i32 %kin852, %kpg
  %ok854 = and i1 %kok853, %cok814
  br i1 %ok854, label %if.then.5, label %if.end.5
if.then.5:
  %krow855 = add i32 %kbase805, %kin852
  %t_k856 = mul i32 %krow855, %frow806
  %t_t857 = add i32 %t_k856, %tap_c807
  %el858 = add i32 %t_t857, %cin813
  %off860 = shl i32 %el858, 2
  %v861 = extractelement <8 x float> %acc117, i32 3
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v861, ptr addrspace(8) %rws110, i32 %off860, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin864 = add i32 %k_h810, 4
  %kok865 = icmp ult i32 %kin864, %kpg
  %ok866 = and i1 %kok865, %cok814
  br i1 %ok866, label %if.then.6, label %if.end.6
if.then.6:
  %krow867 = add i32 %kbase805, %kin864
  %t_k868 = mul i32 %krow867, %frow806
  %t_t869 = add i32 %t_k868, %tap_c807
  %el870 = add i32 %t_t869, %cin813
  %off872 = shl i32 %el870, 2
  %v873 = extractelement <8 x float> %acc117, i32 4
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v873, ptr addrspace(8) %rws110, i32 %off872, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin876 = add i32 %k_h810, 5
  %kok877 = icmp ult i32 %kin876, %kpg
  %ok878 = and i1 %kok877, %cok814
  br i1 %ok878, label %if.then.7, label %if.end.7
if.then.7:
  %krow879 = add i32 %kbase805, %kin876
  %t_k880 = mul i32 %krow879, %frow806
  %t_t881 = add i32 %t_k880, %tap_c807
  %el882 = add i32 %t_t881, %cin813
  %off884 = shl i32 %el882, 2
  %v885 = extractelement <8 x float> %acc117, i32 5
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v885, ptr addrspace(8) %rws110, i32 %off884, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin888 = add i32 %k_h810, 6
  %kok889 = icmp ult i32 %kin888, %kpg
  %ok890 = and i1 %kok889, %cok814
  br i1 %ok890, label %if.then.8, label %if.end.8
if.then.8:
  %krow891 = add i32 %kbase805, %kin888
  %t_k892 = mul i32 %krow891, %frow806
  %t_t893 = add i32 %t_k892, %tap_c807
  %el894 = add i32 %t_t893, %cin813
  %off896 = shl i32 %el894, 2
  %v897 = extractelement <8 x float> %acc117, i32 6
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v897, ptr addrspace(8) %rws110, i32 %off896, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin900 = add i32 %k_h810, 7
  %kok901 = icmp ult i32 %kin900, %kpg
  %ok902 = and i1 %kok901, %cok814
  br i1 %ok902, label %if.then.9, label %if.end.9
if.then.9:
  %krow903 = add i32 %kbase805, %kin900
  %t_k904 = mul i32 %krow903, %frow806
  %t_t905 = add i32 %t_k904, %tap_c807
  %el906 = add i32 %t_t905, %cin813
  %off908 = shl i32 %el906, 2
  %v909 = extractelement <8 x float> %acc117, i32 7
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v909, ptr addrspace(8) %rws110, i32 %off908, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="160" }
