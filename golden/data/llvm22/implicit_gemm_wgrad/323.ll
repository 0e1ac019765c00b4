; irgate implicit_gemm_wgrad{dtype=fp32,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,dilation_h=-1,dilation_w=-1,waves_m=2,waves_n=3,wave_tiles_m=1,wave_tiles_n=1,k_steps=2,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1 = internal unnamed_addr addrspace(3) global [10880 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 immarg, <2 x float>, i1 immarg, <2 x float>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1(ptr addrspace(1) noalias readonly align 4 %dy, ptr addrspace(1) noalias readonly align 4 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
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
  %nct_a65 = add i32 %cpg, 47
  %nct67 = udiv i32 %nct_a65, 48
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
  %c_blk87 = mul i32 %ct72, 48
  %gk88 = mul i32 %g77, %kpg
  %gc89 = mul i32 %g77, %cpg
  %dy_ch90 = add i32 %gk88, %k_blk85
  %x_ch91 = add i32 %gc89, %c_blk87
  %howo92 = mul i32 %ho, %wo
  %npos93 = mul i32 %n, %howo92
  %p_lo95 = mul i32 %split62, 64
  %p_end97 = add i32 %p_lo95, 64
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
  %acc117 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc742, %for.latch.1 ]
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
  %eok157 = icmp ult i32 %e122, 1024
  br i1 %eok157, label %if.then.2, label %if.end.2
if.then.2:
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la155
  store float %dyv148, ptr addrspace(3) %gep.6, align 4
  br label %if.end.2
if.end.2:
  %e159 = add i32 %tid28, 192
  %row161 = udiv i32 %e159, 32
  %cc163 = urem i32 %e159, 32
  %pos164 = add i32 %p_s120, %row161
  %pok165 = icmp ult i32 %pos164, %p_hi99
  %n166 = udiv i32 %pos164, %howo92
  %prem167 = urem i32 %pos164, %howo92
  %ho168 = udiv i32 %prem167, %wo
  %wo169 = urem i32 %prem167, %wo
  %kin170 = add i32 %k_blk85, %cc163
  %kok171 = icmp ult i32 %kin170, %kpg
  %ok172 = and i1 %pok165, %kok171
  %e_n173 = mul i32 %n166, %dy_stride_n
  %e_h174 = mul i32 %ho168, %dy_stride_h
  %e_w175 = mul i32 %wo169, %dy_stride_w
  %el176 = add i32 %e_n173, %e_h174
  %el177 = add i32 %el176, %e_w175
  %el178 = add i32 %el177, %dy_ch90
  %el179 = add i32 %el178, %cc163
  %off181 = shl i32 %el179, 2
  %safe183 = select i1 %ok172, i32 %off181, i32 2147483647
  %dyv185 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe183, i32 0, i32 0)
  %trow187 = mul i32 %cc163, 34
  %tel188 = add i32 %trow187, %row161
  %tb190 = shl i32 %tel188, 2
  %la192 = add i32 %tb190, 0
  %eok194 = icmp ult i32 %e159, 1024
  br i1 %eok194, label %if.then.3, label %if.end.3
if.then.3:
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la192
  store float %dyv185, ptr addrspace(3) %gep.7, align 4
  br label %if.end.3
if.end.3:
  %e196 = add i32 %tid28, 384
  %row198 = udiv i32 %e196, 32
  %cc200 = urem i32 %e196, 32
  %pos201 = add i32 %p_s120, %row198
  %pok202 = icmp ult i32 %pos201, %p_hi99
  %n203 = udiv i32 %pos201, %howo92
  %prem204 = urem i32 %pos201, %howo92
  %ho205 = udiv i32 %prem204, %wo
  %wo206 = urem i32 %prem204, %wo
  %kin207 = add i32 %k_blk85, %cc200
  %kok208 = icmp ult i32 %kin207, %kpg
  %ok209 = and i1 %pok202, %kok208
  %e_n210 = mul i32 %n203, %dy_stride_n
  %e_h211 = mul i32 %ho205, %dy_stride_h
  %e_w212 = mul i32 %wo206, %dy_stride_w
  %el213 = add i32 %e_n210, %e_h211
  %el214 = add i32 %el213, %e_w212
  %el215 = add i32 %el214, %dy_ch90
  %el216 = add i32 %el215, %cc200
  %off218 = shl i32 %el216, 2
  %safe220 = select i1 %ok209, i32 %off218, i32 2147483647
  %dyv222 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe220, i32 0, i32 0)
  %trow224 = mul i32 %cc200, 34
  %tel225 = add i32 %trow224, %row198
  %tb227 = shl i32 %tel225, 2
  %la229 = add i32 %tb227, 0
  %eok231 = icmp ult i32 %e196, 1024
  br i1 %eok231, label %if.then.4, label %if.end.4
if.then.4:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la229
  store float %dyv222, ptr addrspace(3) %gep.8, align 4
  br label %if.end.4
if.end.4:
  %e233 = add i32 %tid28, 576
  %row235 = udiv i32 %e233, 32
  %cc237 = urem i32 %e233, 32
  %pos238 = add i32 %p_s120, %row235
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
  %eok268 = icmp ult i32 %e233, 1024
  br i1 %eok268, label %if.then.5, label %if.end.5
if.then.5:
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la266
  store float %dyv259, ptr addrspace(3) %gep.9, align 4
  br label %if.end.5
if.end.5:
  %e270 = add i32 %tid28, 768
  %row272 = udiv i32 %e270, 32
  %cc274 = urem i32 %e270, 32
  %pos275 = add i32 %p_s120, %row272
  %pok276 = icmp ult i32 %pos275, %p_hi99
  %n277 = udiv i32 %pos275, %howo92
  %prem278 = urem i32 %pos275, %howo92
  %ho279 = udiv i32 %prem278, %wo
  %wo280 = urem i32 %prem278, %wo
  %kin281 = add i32 %k_blk85, %cc274
  %kok282 = icmp ult i32 %kin281, %kpg
  %ok283 = and i1 %pok276, %kok282
  %e_n284 = mul i32 %n277, %dy_stride_n
  %e_h285 = mul i32 %ho279, %dy_stride_h
  %e_w286 = mul i32 %wo280, %dy_stride_w
  %el287 = add i32 %e_n284, %e_h285
  %el288 = add i32 %el287, %e_w286
  %el289 = add i32 %el288, %dy_ch90
  %el290 = add i32 %el289, %cc274
  %off292 = shl i32 %el290, 2
  %safe294 = select i1 %ok283, i32 %off292, i32 2147483647
  %dyv296 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe294, i32 0, i32 0)
  %trow298 = mul i32 %cc274, 34
  %tel299 = add i32 %trow298, %row272
  %tb301 = shl i32 %tel299, 2
  %la303 = add i32 %tb301, 0
  %eok305 = icmp ult i32 %e270, 1024
  br i1 %eok305, label %if.then.6, label %if.end.6
if.then.6:
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la303
  store float %dyv296, ptr addrspace(3) %gep.10, align 4
  br label %if.end.6
if.end.6:
  %e307 = add i32 %tid28, 960
  %row309 = udiv i32 %e307, 32
  %cc311 = urem i32 %e307, 32
  %pos312 = add i32 %p_s120, %row309
  %pok313 = icmp ult i32 %pos312, %p_hi99
  %n314 = udiv i32 %pos312, %howo92
  %prem315 = urem i32 %pos312, %howo92
  %ho316 = udiv i32 %prem315, %wo
  %wo317 = urem i32 %prem315, %wo
  %kin318 = add i32 %k_blk85, %cc311
  %kok319 = icmp ult i32 %kin318, %kpg
  %ok320 = and i1 %pok313, %kok319
  %e_n321 = mul i32 %n314, %dy_stride_n
  %e_h322 = mul i32 %ho316, %dy_stride_h
  %e_w323 = mul i32 %wo317, %dy_stride_w
  %el324 = add i32 %e_n321, %e_h322
  %el325 = add i32 %el324, %e_w323
  %el326 = add i32 %el325, %dy_ch90
  %el327 = add i32 %el326, %cc311
  %off329 = shl i32 %el327, 2
  %safe331 = select i1 %ok320, i32 %off329, i32 2147483647
  %dyv333 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy108, i32 %safe331, i32 0, i32 0)
  %trow335 = mul i32 %cc311, 34
  %tel336 = add i32 %trow335, %row309
  %tb338 = shl i32 %tel336, 2
  %la340 = add i32 %tb338, 0
  %eok342 = icmp ult i32 %e307, 1024
  br i1 %eok342, label %if.then.7, label %if.end.7
if.then.7:
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la340
  store float %dyv333, ptr addrspace(3) %gep.11, align 4
  br label %if.end.7
if.end.7:
  %e344 = add i32 %tid28, 0
  %row346 = udiv i32 %e344, 48
  %cc348 = urem i32 %e344, 48
  %pos349 = add i32 %p_s120, %row346
  %pok350 = icmp ult i32 %pos349, %p_hi99
  %n351 = udiv i32 %pos349, %howo92
  %prem352 = urem i32 %pos349, %howo92
  %ho353 = udiv i32 %prem352, %wo
  %wo354 = urem i32 %prem352, %wo
  %h_a355 = mul i32 %ho353, %stride_h
  %hi356 = add i32 %h_a355, %h_tap81
  %hiok357 = icmp ult i32 %hi356, %hi
  %w_a358 = mul i32 %wo354, %stride_w
  %wi359 = add i32 %w_a358, %w_tap83
  %wiok360 = icmp ult i32 %wi359, %wi
  %cin361 = add i32 %c_blk87, %cc348
  %cok362 = icmp ult i32 %cin361, %cpg
  %ok363 = and i1 %pok350, %hiok357
  %ok364 = and i1 %ok363, %wiok360
  %ok365 = and i1 %ok364, %cok362
  %e_n366 = mul i32 %n351, %x_stride_n
  %e_h367 = mul i32 %hi356, %x_stride_h
  %e_w368 = mul i32 %wi359, %x_stride_w
  %el369 = add i32 %e_n366, %e_h367
  %el370 = add i32 %el369, %e_w368
  %el371 = add i32 %el370, %x_ch91
  %el372 = add i32 %el371, %cc348
  %off374 = shl i32 %el372, 2
  %safe376 = select i1 %ok365, i32 %off374, i32 2147483647
  %xv378 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe376, i32 0, i32 0)
  %trow380 = mul i32 %cc348, 34
  %tel381 = add i32 %trow380, %row346
  %tb383 = shl i32 %tel381, 2
  %la385 = add i32 %tb383, 4352
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la385
  store float %xv378, ptr addrspace(3) %gep.12, align 4
  %e387 = add i32 %tid28, 192
  %row389 = udiv i32 %e387, 48
  %cc391 = urem i32 %e387, 48
  %pos392 = add i32 %p_s120, %row389
  %pok393 = icmp ult i32 %pos392, %p_hi99
  %n394 = udiv i32 %pos392, %howo92
  %prem395 = urem i32 %pos392, %howo92
  %ho396 = udiv i32 %prem395, %wo
  %wo397 = urem i32 %prem395, %wo
  %h_a398 = mul i32 %ho396, %stride_h
  %hi399 = add i32 %h_a398, %h_tap81
  %hiok400 = icmp ult i32 %hi399, %hi
  %w_a401 = mul i32 %wo397, %stride_w
  %wi402 = add i32 %w_a401, %w_tap83
  %wiok403 = icmp ult i32 %wi402, %wi
  %cin404 = add i32 %c_blk87, %cc391
  %cok405 = icmp ult i32 %cin404, %cpg
  %ok406 = and i1 %pok393, %hiok400
  %ok407 = and i1 %ok406, %wiok403
  %ok408 = and i1 %ok407, %cok405
  %e_n409 = mul i32 %n394, %x_stride_n
  %e_h410 = mul i32 %hi399, %x_stride_h
  %e_w411 = mul i32 %wi402, %x_stride_w
  %el412 = add i32 %e_n409, %e_h410
  %el413 = add i32 %el412, %e_w411
  %el414 = add i32 %el413, %x_ch91
  %el415 = add i32 %el414, %cc391
  %off417 = shl i32 %el415, 2
  %safe419 = select i1 %ok408, i32 %off417, i32 2147483647
  %xv421 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe419, i32 0, i32 0)
  %trow423 = mul i32 %cc391, 34
  %tel424 = add i32 %trow423, %row389
  %tb426 = shl i32 %tel424, 2
  %la428 = add i32 %tb426, 4352
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la428
  store float %xv421, ptr addrspace(3) %gep.13, align 4
  %e430 = add i32 %tid28, 384
  %row432 = udiv i32 %e430, 48
  %cc434 = urem i32 %e430, 48
  %pos435 = add i32 %p_s120, %row432
  %pok436 = icmp ult i32 %pos435, %p_hi99
  %n437 = udiv i32 %pos435, %howo92
  %prem438 = urem i32 %pos435, %howo92
  %ho439 = udiv i32 %prem438, %wo
  %wo440 = urem i32 %prem438, %wo
  %h_a441 = mul i32 %ho439, %stride_h
  %hi442 = add i32 %h_a441, %h_tap81
  %hiok443 = icmp ult i32 %hi442, %hi
  %w_a444 = mul i32 %wo440, %stride_w
  %wi445 = add i32 %w_a444, %w_tap83
  %wiok446 = icmp ult i32 %wi445, %wi
  %cin447 = add i32 %c_blk87, %cc434
  %cok448 = icmp ult i32 %cin447, %cpg
  %ok449 = and i1 %pok436, %hiok443
  %ok450 = and i1 %ok449, %wiok446
  %ok451 = and i1 %ok450, %cok448
  %e_n452 = mul i32 %n437, %x_stride_n
  %e_h453 = mul i32 %hi442, %x_stride_h
  %e_w454 = mul i32 %wi445, %x_stride_w
  %el455 = add i32 %e_n452, %e_h453
  %el456 = add i32 %el455, %e_w454
  %el457 = add i32 %el456, %x_ch91
  %el458 = add i32 %el457, %cc434
  %off460 = shl i32 %el458, 2
  %safe462 = select i1 %ok451, i32 %off460, i32 2147483647
  %xv464 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe462, i32 0, i32 0)
  %trow466 = mul i32 %cc434, 34
  %tel467 = add i32 %trow466, %row432
  %tb469 = shl i32 %tel467, 2
  %la471 = add i32 %tb469, 4352
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la471
  store float %xv464, ptr addrspace(3) %gep.14, align 4
  %e473 = add i32 %tid28, 576
  %row475 = udiv i32 %e473, 48
  %cc477 = urem i32 %e473, 48
  %pos478 = add i32 %p_s120, %row475
  %pok479 = icmp ult i32 %pos478, %p_hi99
  %n480 = udiv i32 %pos478, %howo92
  %prem481 = urem i32 %pos478, %howo92
  %ho482 = udiv i32 %prem481, %wo
  %wo483 = urem i32 %prem481, %wo
  %h_a484 = mul i32 %ho482, %stride_h
  %hi485 = add i32 %h_a484, %h_tap81
  %hiok486 = icmp ult i32 %hi485, %hi
  %w_a487 = mul i32 %wo483, %stride_w
  %wi488 = add i32 %w_a487, %w_tap83
  %wiok489 = icmp ult i32 %wi488, %wi
  %cin490 = add i32 %c_blk87, %cc477
  %cok491 = icmp ult i32 %cin490, %cpg
  %ok492 = and i1 %pok479, %hiok486
  %ok493 = and i1 %ok492, %wiok489
  %ok494 = and i1 %ok493, %cok491
  %e_n495 = mul i32 %n480, %x_stride_n
  %e_h496 = mul i32 %hi485, %x_stride_h
  %e_w497 = mul i32 %wi488, %x_stride_w
  %el498 = add i32 %e_n495, %e_h496
  %el499 = add i32 %el498, %e_w497
  %el500 = add i32 %el499, %x_ch91
  %el501 = add i32 %el500, %cc477
  %off503 = shl i32 %el501, 2
  %safe505 = select i1 %ok494, i32 %off503, i32 2147483647
  %xv507 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe505, i32 0, i32 0)
  %trow509 = mul i32 %cc477, 34
  %tel510 = add i32 %trow509, %row475
  %tb512 = shl i32 %tel510, 2
  %la514 = add i32 %tb512, 4352
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la514
  store float %xv507, ptr addrspace(3) %gep.15, align 4
  %e516 = add i32 %tid28, 768
  %row518 = udiv i32 %e516, 48
  %cc520 = urem i32 %e516, 48
  %pos521 = add i32 %p_s120, %row518
  %pok522 = icmp ult i32 %pos521, %p_hi99
  %n523 = udiv i32 %pos521, %howo92
  %prem524 = urem i32 %pos521, %howo92
  %ho525 = udiv i32 %prem524, %wo
  %wo526 = urem i32 %prem524, %wo
  %h_a527 = mul i32 %ho525, %stride_h
  %hi528 = add i32 %h_a527, %h_tap81
  %hiok529 = icmp ult i32 %hi528, %hi
  %w_a530 = mul i32 %wo526, %stride_w
  %wi531 = add i32 %w_a530, %w_tap83
  %wiok532 = icmp ult i32 %wi531, %wi
  %cin533 = add i32 %c_blk87, %cc520
  %cok534 = icmp ult i32 %cin533, %cpg
  %ok535 = and i1 %pok522, %hiok529
  %ok536 = and i1 %ok535, %wiok532
  %ok537 = and i1 %ok536, %cok534
  %e_n538 = mul i32 %n523, %x_stride_n
  %e_h539 = mul i32 %hi528, %x_stride_h
  %e_w540 = mul i32 %wi531, %x_stride_w
  %el541 = add i32 %e_n538, %e_h539
  %el542 = add i32 %el541, %e_w540
  %el543 = add i32 %el542, %x_ch91
  %el544 = add i32 %el543, %cc520
  %off546 = shl i32 %el544, 2
  %safe548 = select i1 %ok537, i32 %off546, i32 2147483647
  %xv550 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe548, i32 0, i32 0)
  %trow552 = mul i32 %cc520, 34
  %tel553 = add i32 %trow552, %row518
  %tb555 = shl i32 %tel553, 2
  %la557 = add i32 %tb555, 4352
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la557
  store float %xv550, ptr addrspace(3) %gep.16, align 4
  %e559 = add i32 %tid28, 960
  %row561 = udiv i32 %e559, 48
  %cc563 = urem i32 %e559, 48
  %pos564 = add i32 %p_s120, %row561
  %pok565 = icmp ult i32 %pos564, %p_hi99
  %n566 = udiv i32 %pos564, %howo92
  %prem567 = urem i32 %pos564, %howo92
  %ho568 = udiv i32 %prem567, %wo
  %wo569 = urem i32 %prem567, %wo
  %h_a570 = mul i32 %ho568, %stride_h
  %hi571 = add i32 %h_a570, %h_tap81
  %hiok572 = icmp ult i32 %hi571, %hi
  %w_a573 = mul i32 %wo569, %stride_w
  %wi574 = add i32 %w_a573, %w_tap83
  %wiok575 = icmp ult i32 %wi574, %wi
  %cin576 = add i32 %c_blk87, %cc563
  %cok577 = icmp ult i32 %cin576, %cpg
  %ok578 = and i1 %pok565, %hiok572
  %ok579 = and i1 %ok578, %wiok575
  %ok580 = and i1 %ok579, %cok577
  %e_n581 = mul i32 %n566, %x_stride_n
  %e_h582 = mul i32 %hi571, %x_stride_h
  %e_w583 = mul i32 %wi574, %x_stride_w
  %el584 = add i32 %e_n581, %e_h582
  %el585 = add i32 %el584, %e_w583
  %el586 = add i32 %el585, %x_ch91
  %el587 = add i32 %el586, %cc563
  %off589 = shl i32 %el587, 2
  %safe591 = select i1 %ok580, i32 %off589, i32 2147483647
  %xv593 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe591, i32 0, i32 0)
  %trow595 = mul i32 %cc563, 34
  %tel596 = add i32 %trow595, %row561
  %tb598 = shl i32 %tel596, 2
  %la600 = add i32 %tb598, 4352
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la600
  store float %xv593, ptr addrspace(3) %gep.17, align 4
  %e602 = add i32 %tid28, 1152
  %row604 = udiv i32 %e602, 48
  %cc606 = urem i32 %e602, 48
  %pos607 = add i32 %p_s120, %row604
  %pok608 = icmp ult i32 %pos607, %p_hi99
  %n609 = udiv i32 %pos607, %howo92
  %prem610 = urem i32 %pos607, %howo92
  %ho611 = udiv i32 %prem610, %wo
  %wo612 = urem i32 %prem610, %wo
  %h_a613 = mul i32 %ho611, %stride_h
  %hi614 = add i32 %h_a613, %h_tap81
  %hiok615 = icmp ult i32 %hi614, %hi
  %w_a616 = mul i32 %wo612, %stride_w
  %wi617 = add i32 %w_a616, %w_tap83
  %wiok618 = icmp ult i32 %wi617, %wi
  %cin619 = add i32 %c_blk87, %cc606
  %cok620 = icmp ult i32 %cin619, %cpg
  %ok621 = and i1 %pok608, %hiok615
  %ok622 = and i1 %ok621, %wiok618
  %ok623 = and i1 %ok622, %cok620
  %e_n624 = mul i32 %n609, %x_stride_n
  %e_h625 = mul i32 %hi614, %x_stride_h
  %e_w626 = mul i32 %wi617, %x_stride_w
  %el627 = add i32 %e_n624, %e_h625
  %el628 = add i32 %el627, %e_w626
  %el629 = add i32 %el628, %x_ch91
  %el630 = add i32 %el629, %cc606
  %off632 = shl i32 %el630, 2
  %safe634 = select i1 %ok623, i32 %off632, i32 2147483647
  %xv636 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe634, i32 0, i32 0)
  %trow638 = mul i32 %cc606, 34
  %tel639 = add i32 %trow638, %row604
  %tb641 = shl i32 %tel639, 2
  %la643 = add i32 %tb641, 4352
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la643
  store float %xv636, ptr addrspace(3) %gep.18, align 4
  %e645 = add i32 %tid28, 1344
  %row647 = udiv i32 %e645, 48
  %cc649 = urem i32 %e645, 48
  %pos650 = add i32 %p_s120, %row647
  %pok651 = icmp ult i32 %pos650, %p_hi99
  %n652 = udiv i32 %pos650, %howo92
  %prem653 = urem i32 %pos650, %howo92
  %ho654 = udiv i32 %prem653, %wo
  %wo655 = urem i32 %prem653, %wo
  %h_a656 = mul i32 %ho654, %stride_h
  %hi657 = add i32 %h_a656, %h_tap81
  %hiok658 = icmp ult i32 %hi657, %hi
  %w_a659 = mul i32 %wo655, %stride_w
  %wi660 = add i32 %w_a659, %w_tap83
  %wiok661 = icmp ult i32 %wi660, %wi
  %cin662 = add i32 %c_blk87, %cc649
  %cok663 = icmp ult i32 %cin662, %cpg
  %ok664 = and i1 %pok651, %hiok658
  %ok665 = and i1 %ok664, %wiok661
  %ok666 = and i1 %ok665, %cok663
  %e_n667 = mul i32 %n652, %x_stride_n
  %e_h668 = mul i32 %hi657, %x_stride_h
  %e_w669 = mul i32 %wi660, %x_stride_w
  %el670 = add i32 %e_n667, %e_h668
  %el671 = add i32 %el670, %e_w669
  %el672 = add i32 %el671, %x_ch91
  %el673 = add i32 %el672, %cc649
  %off675 = shl i32 %el673, 2
  %safe677 = select i1 %ok666, i32 %off675, i32 2147483647
  %xv679 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx109, i32 %safe677, i32 0, i32 0)
  %trow681 = mul i32 %cc649, 34
  %tel682 = add i32 %trow681, %row647
  %tb684 = shl i32 %tel682, 2
  %la686 = add i32 %tb684, 4352
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %la686
  store float %xv679, ptr addrspace(3) %gep.19, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr688 = add i32 %a_lane54, 0
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %a_addr688
  %a_frag689 = load <2 x float>, ptr addrspace(3) %gep.20, align 8
  %b_addr691 = add i32 %b_lane60, 4352
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %b_addr691
  %b_frag692 = load <2 x float>, ptr addrspace(3) %gep.21, align 8
  %acc693 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag689, i1 false, <2 x float> %b_frag692, i16 0, <8 x float> %acc117, i1 false, i1 false)
  %a_addr695 = add i32 %a_lane54, 16
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %a_addr695
  %a_frag696 = load <2 x float>, ptr addrspace(3) %gep.22, align 8
  %b_addr698 = add i32 %b_lane60, 4368
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %b_addr698
  %b_frag699 = load <2 x float>, ptr addrspace(3) %gep.23, align 8
  %acc700 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag696, i1 false, <2 x float> %b_frag699, i16 0, <8 x float> %acc693, i1 false, i1 false)
  %a_addr702 = add i32 %a_lane54, 32
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %a_addr702
  %a_frag703 = load <2 x float>, ptr addrspace(3) %gep.24, align 8
  %b_addr705 = add i32 %b_lane60, 4384
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %b_addr705
  %b_frag706 = load <2 x float>, ptr addrspace(3) %gep.25, align 8
  %acc707 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag703, i1 false, <2 x float> %b_frag706, i16 0, <8 x float> %acc700, i1 false, i1 false)
  %a_addr709 = add i32 %a_lane54, 48
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %a_addr709
  %a_frag710 = load <2 x float>, ptr addrspace(3) %gep.26, align 8
  %b_addr712 = add i32 %b_lane60, 4400
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %b_addr712
  %b_frag713 = load <2 x float>, ptr addrspace(3) %gep.27, align 8
  %acc714 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag710, i1 false, <2 x float> %b_frag713, i16 0, <8 x float> %acc707, i1 false, i1 false)
  %a_addr716 = add i32 %a_lane54, 64
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %a_addr716
  %a_frag717 = load <2 x float>, ptr addrspace(3) %gep.28, align 8
  %b_addr719 = add i32 %b_lane60, 4416
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %b_addr719
  %b_frag720 = load <2 x float>, ptr addrspace(3) %gep.29, align 8
  %acc721 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag717, i1 false, <2 x float> %b_frag720, i16 0, <8 x float> %acc714, i1 false, i1 false)
  %a_addr723 = add i32 %a_lane54, 80
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %a_addr723
  %a_frag724 = load <2 x float>, ptr addrspace(3) %gep.30, align 8
  %b_addr726 = add i32 %b_lane60, 4432
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %b_addr726
  %b_frag727 = load <2 x float>, ptr addrspace(3) %gep.31, align 8
  %acc728 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag724, i1 false, <2 x float> %b_frag727, i16 0, <8 x float> %acc721, i1 false, i1 false)
  %a_addr730 = add i32 %a_lane54, 96
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %a_addr730
  %a_frag731 = load <2 x float>, ptr addrspace(3) %gep.32, align 8
  %b_addr733 = add i32 %b_lane60, 4448
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %b_addr733
  %b_frag734 = load <2 x float>, ptr addrspace(3) %gep.33, align 8
  %acc735 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag731, i1 false, <2 x float> %b_frag734, i16 0, <8 x float> %acc728, i1 false, i1 false)
  %a_addr737 = add i32 %a_lane54, 112
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %a_addr737
  %a_frag738 = load <2 x float>, ptr addrspace(3) %gep.34, align 8
  %b_addr740 = add i32 %b_lane60, 4464
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_rgeo_w2x3_t1x1_ks2_wsr1, i32 %b_addr740
  %b_frag741 = load <2 x float>, ptr addrspace(3) %gep.35, align 8
  %acc742 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag738, i1 false, <2 x float> %b_frag741, i16 0, <8 x float> %acc735, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t116, 1
  br label %for.head.1
for.exit.1:
  %slab744 = urem i32 %split62, 1
  %slab_g745 = mul i32 %slab744, %groups
  %slab_k746 = mul i32 %slab_g745, %kpg
  %kbase747 = add i32 %slab_k746, %gk88
  %frow748 = mul i32 %cpg, %taps63
  %tap_c749 = mul i32 %tap74, %cpg
  %c_w750 = add i32 %c_blk87, %wcb40
  %k_w751 = add i32 %k_blk85, %wkb38
  %k_h752 = add i32 %k_w751, %khalf44
  %cin754 = add i32 %c_w750, 0
  %cin755 = add i32 %cin754, %lcol46
  %cok756 = icmp ult i32 %cin755, %cpg
  %kin758 = add i32 %k_h752, 0
  %kok759 = icmp ult i32 %kin758, %kpg
  %ok760 = and i1 %kok759, %cok756
  br i1 %ok760, label %if.then.8, label %if.end.8
if.then.8:
  %krow761 = add i32 %kbase747, %kin758
  %t_k762 = mul i32 %krow761, %frow748
  %t_t763 = add i32 %t_k762, %tap_c749
  %el764 = add i32 %t_t763, %cin755
  %off766 = shl i32 %el764, 2
  %v767 = extractelement <8 x float> %acc117, i32 0
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v767, ptr addrspace(8) %rws110, i32 %off766, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin770 = add i32 %k_h752, 1
  %kok771 = icmp ult i32 %kin770, %kpg
  %ok772 = and i1 %kok771, %cok756
  br i1 %ok772, label %if.then.9, label %if.end.9
if.then.9:
  %krow773 = add i32 %kbase747, %kin770
  %t_k774 = mul i32 %krow773, %frow748
  %t_t775 = add i32 %t_k774, %tap_c749
  %el776 = add i32 %t_t775, %cin755
  %off778 = shl i32 %el776, 2
  %v779 = extractelement <8 x float> %acc117, i32 1
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v779, ptr addrspace(8) %rws110, i32 %off778, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin782 = add i32 %k_h752, 2
  %kok783 = icmp ult i32 %kin782, %kpg
  %ok784 = and i1 %kok783, %cok756
  br i1 %ok784, label %if.then.10, label %if.end.10
if.then.10:
  %krow785 = add i32 %kbase747, %kin782
  %t_k786 = mul i32 %krow785, %frow748
  %t_t787 = add i32 %t_k786, %tap_c749
  %el788 = add i32 %t_t787, %cin755
  %off790 = shl i32 %el788, 2
  %v791 = extractelement <8 x float> %acc117, i32 2
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v791, ptr addrspace(8) %rws110, i32 %off790, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin794 = add i32 %k_h752, 3
  %kok795 = icmp ult i32 %kin794, %kpg
  %ok796 = and i1 %kok795, %cok756
  br i1 %ok796, label %if.then.11, label %if.end.11
if.then.11:
  %krow797 = add i32 %kbase747, %kin794
  %t_k798 = mul i32 %krow797, %frow748
  %t_t799 = add i32 %t_k798, %tap_c749
  %el800 = add i32 %t_t799, %cin755
  %off802 = shl i32 %el800, 2
  %v803 = extractelement <8 x float> %acc117, i32 3
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v803, ptr addrspace(8) %rws110, i32 %off802, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin806 = add i32 %k_h752, 4
  %kok807 = icmp ult i32 %kin806, %kpg
  %ok808 = and i1 %kok807, %cok756
  br i1 %ok808, label %if.then.12, label %if.end.12
if.then.12:
  %krow809 = add i32 %kbase747, %kin806
  %t_k810 = mul i32 %krow809, %frow748
  %t_t811 = add i32 %t_k810, %tap_c749
  %el812 = add i32 %t_t811, %cin755
  %off814 = shl i32 %el812, 2
  %v815 = extractelement <8 x float> %acc117, i32 4
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v815, ptr addrspace(8) %rws110, i32 %off814, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin818 = add i32 %k_h752, 5
  %kok819 = icmp ult i32 %kin818, %kpg
  %ok820 = and i1 %kok819, %cok756
  br i1 %ok820, label %if.then.13, label %if.end.13
if.then.13:
  %krow821 = add i32 %kbase747, %kin818
  %t_k822 = mul i32 %krow821, %frow748
  %t_t823 = add i32 %t_k822, %tap_c749
  %el824 = add i32 %t_t823, %cin755
  %off826 = shl i32 %el824, 2
  %v827 = extractelement <8 x float> %acc117, i32 5
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v827, ptr addrspace(8) %rws110, i32 %off826, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin830 = add i32 %k_h752, 6
  %kok831 = icmp ult i32 %kin830, %kpg
  %ok832 = and i1 %kok831, %cok756
  br i1 %ok832, label %if.then.14, label %if.end.14
if.then.14:
  %krow833 = add i32 %kbase747, %kin830
  %t_k834 = mul i32 %krow833, %frow748
  %t_t835 = add i32 %t_k834, %tap_c749
  %el836 = add i32 %t_t835, %cin755
  %off838 = shl i32 %el836, 2
  %v839 = extractelement <8 x float> %acc117, i32 6
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v839, ptr addrspace(8) %rws110, i32 %off838, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin842 = add i32 %k_h752, 7
  %kok843 = icmp ult i32 %kin842, %kpg
  %ok844 = and i1 %kok843, %cok756
  br i1 %ok844, label %if.then.15, label %if.end.15
if.then.15:
  %krow845 = add i32 %kbase747, %kin842
  %t_k846 = mul i32 %krow845, %frow748
  %t_t847 = add i32 %t_k846, %tap_c749
  %el848 = add i32 %t_t847, %cin755
  %off850 = shl i32 %el848, 2
  %v851 = extractelement <8 x float> %acc117, i32 7
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v851, ptr addrspace(8) %rws110, i32 %off850, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,192" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="158" }
