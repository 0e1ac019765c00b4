; irgate direct_wgrad{dtype=fp16,filter_h=2,filter_w=2,pad_h=0,pad_w=1,stride_h=1,stride_w=1,cpg=0,kpg=0,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=0,tdm_stages=0,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1 = internal unnamed_addr addrspace(3) global [4704 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_k26 = urem i32 %wave24, 1
  %wave_c28 = udiv i32 %wave24, 1
  %wkb30 = mul i32 %wave_k26, 16
  %wcb32 = mul i32 %wave_c28, 16
  %half34 = lshr i32 %lane22, 4
  %khalf36 = shl i32 %half34, 3
  %lrow38 = and i32 %lane22, 7
  %tr_row39 = add i32 %khalf36, %lrow38
  %lcol41 = and i32 %lane22, 15
  %cgrp43 = lshr i32 %lcol41, 3
  %tr_col45 = shl i32 %cgrp43, 3
  %a_r47 = mul i32 %tr_row39, 24
  %a_c48 = add i32 %a_r47, %tr_col45
  %a_e49 = add i32 %a_c48, %wkb30
  %a_lane51 = shl i32 %a_e49, 1
  %b_r53 = mul i32 %tr_row39, 24
  %b_c54 = add i32 %b_r53, %tr_col45
  %b_e55 = add i32 %b_c54, %wcb32
  %b_lane57 = shl i32 %b_e55, 1
  %bx58 = call i32 @llvm.amdgcn.workgroup.id.x()
  %rblk59 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img60 = call i32 @llvm.amdgcn.workgroup.id.z()
  %nct_a62 = add i32 %cpg, 15
  %nct64 = udiv i32 %nct_a62, 16
  %nkt_a66 = add i32 %kpg, 15
  %nkt68 = udiv i32 %nkt_a66, 16
  %ct69 = urem i32 %bx58, %nct64
  %rest70 = udiv i32 %bx58, %nct64
  %kt71 = urem i32 %rest70, %nkt68
  %g72 = udiv i32 %rest70, %nkt68
  %k_blk74 = mul i32 %kt71, 16
  %c_blk76 = mul i32 %ct69, 16
  %gk77 = mul i32 %g72, %kpg
  %gc78 = mul i32 %g72, %cpg
  %dy_ch79 = add i32 %gk77, %k_blk74
  %x_ch80 = add i32 %gc78, %c_blk76
  %band_a82 = add i32 %ho, 0
  %band84 = udiv i32 %band_a82, 1
  %ho_lo85 = mul i32 %rblk59, %band84
  %ho_end86 = add i32 %ho_lo85, %band84
  %fits87 = icmp ult i32 %ho_end86, %ho
  %ho_hi88 = select i1 %fits87, i32 %ho_end86, i32 %ho
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy89 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx90 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws91 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img92 = mul i32 %img60, %dy_stride_n
  %x_img93 = mul i32 %img60, %x_stride_n
  %ncols_a96 = add i32 %wo, 31
  %ncols98 = lshr i32 %ncols_a96, 5
  %live99 = icmp slt i32 %ho_lo85, %ho_hi88
  %span_a100 = sub i32 %ho_hi88, %ho_lo85
  %span102 = select i1 %live99, i32 %span_a100, i32 0
  %rg_a104 = add i32 %span102, 0
  %rgs106 = udiv i32 %rg_a104, 1
  %steps107 = mul i32 %rgs106, %ncols98
  br label %for.head.1
for.head.1:
  %t115 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc116 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc422, %for.latch.1 ]
  %acc117 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc430, %for.latch.1 ]
  %acc118 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc438, %for.latch.1 ]
  %acc119 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc446, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t115, %steps107
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %rg120 = udiv i32 %t115, %ncols98
  %ccol121 = urem i32 %t115, %ncols98
  %rgo123 = mul i32 %rg120, 1
  %ho_s124 = add i32 %ho_lo85, %rgo123
  %wo_s126 = shl i32 %ccol121, 5
  %wb128 = sub i32 %wo_s126, 1
  %ho130 = add i32 %ho_s124, 0
  %hok131 = icmp ult i32 %ho130, %ho_hi88
  %dy_row132 = mul i32 %ho130, %dy_stride_h
  %dy_r133 = add i32 %dy_img92, %dy_row132
  %e135 = add i32 %tid20, 0
  %row137 = udiv i32 %e135, 2
  %cc139 = urem i32 %e135, 2
  %chan141 = shl i32 %cc139, 3
  %wo142 = add i32 %wo_s126, %row137
  %wok143 = icmp ult i32 %wo142, %wo
  %kin144 = add i32 %k_blk74, %chan141
  %kok145 = icmp ult i32 %kin144, %kpg
  %ok146 = and i1 %hok131, %wok143
  %ok147 = and i1 %ok146, %kok145
  %col148 = mul i32 %wo142, %dy_stride_w
  %el149 = add i32 %dy_r133, %col148
  %el150 = add i32 %el149, %dy_ch79
  %el151 = add i32 %el150, %chan141
  %off153 = shl i32 %el151, 1
  %safe155 = select i1 %ok147, i32 %off153, i32 2147483647
  %dyv157 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy89, i32 %safe155, i32 0, i32 0)
  %lrow159 = mul i32 %row137, 24
  %lel160 = add i32 %lrow159, %chan141
  %lb162 = shl i32 %lel160, 1
  %la164 = add i32 %lb162, 0
  %e166 = add i32 %tid20, 32
  %row168 = udiv i32 %e166, 2
  %cc170 = urem i32 %e166, 2
  %chan172 = shl i32 %cc170, 3
  %wo173 = add i32 %wo_s126, %row168
  %wok174 = icmp ult i32 %wo173, %wo
  %kin175 = add i32 %k_blk74, %chan172
  %kok176 = icmp ult i32 %kin175, %kpg
  %ok177 = and i1 %hok131, %wok174
  %ok178 = and i1 %ok177, %kok176
  %col179 = mul i32 %wo173, %dy_stride_w
  %el180 = add i32 %dy_r133, %col179
  %el181 = add i32 %el180, %dy_ch79
  %el182 = add i32 %el181, %chan172
  %off184 = shl i32 %el182, 1
  %safe186 = select i1 %ok178, i32 %off184, i32 2147483647
  %dyv188 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy89, i32 %safe186, i32 0, i32 0)
  %lrow190 = mul i32 %row168, 24
  %lel191 = add i32 %lrow190, %chan172
  %lb193 = shl i32 %lel191, 1
  %la195 = add i32 %lb193, 0
  %h_a197 = add i32 %ho130, 0
  %hi199 = sub i32 %h_a197, 0
  %hiok200 = icmp ult i32 %hi199, %hi
  %x_row201 = mul i32 %hi199, %x_stride_h
  %x_r202 = add i32 %x_img93, %x_row201
  %e204 = add i32 %tid20, 0
  %row206 = udiv i32 %e204, 2
  %cc208 = urem i32 %e204, 2
  %chan210 = shl i32 %cc208, 3
  %wi211 = add i32 %wb128, %row206
  %wiok212 = icmp ult i32 %wi211, %wi
  %cin213 = add i32 %c_blk76, %chan210
  %cok214 = icmp ult i32 %cin213, %cpg
  %ok215 = and i1 %hiok200, %wiok212
  %ok216 = and i1 %ok215, %cok214
  %col217 = mul i32 %wi211, %x_stride_w
  %el218 = add i32 %x_r202, %col217
  %el219 = add i32 %el218, %x_ch80
  %el220 = add i32 %el219, %chan210
  %off222 = shl i32 %el220, 1
  %safe224 = select i1 %ok216, i32 %off222, i32 2147483647
  %xv226 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe224, i32 0, i32 0)
  %lrow228 = mul i32 %row206, 24
  %lel229 = add i32 %lrow228, %chan210
  %lb231 = shl i32 %lel229, 1
  %la233 = add i32 %lb231, 1536
  %eok235 = icmp ult i32 %e204, 66
  %e237 = add i32 %tid20, 32
  %row239 = udiv i32 %e237, 2
  %cc241 = urem i32 %e237, 2
  %chan243 = shl i32 %cc241, 3
  %wi244 = add i32 %wb128, %row239
  %wiok245 = icmp ult i32 %wi244, %wi
  %cin246 = add i32 %c_blk76, %chan243
  %cok247 = icmp ult i32 %cin246, %cpg
  %ok248 = and i1 %hiok200, %wiok245
  %ok249 = and i1 %ok248, %cok247
  %col250 = mul i32 %wi244, %x_stride_w
  %el251 = add i32 %x_r202, %col250
  %el252 = add i32 %el251, %x_ch80
  %el253 = add i32 %el252, %chan243
  %off255 = shl i32 %el253, 1
  %safe257 = select i1 %ok249, i32 %off255, i32 2147483647
  %xv259 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe257, i32 0, i32 0)
  %lrow261 = mul i32 %row239, 24
  %lel262 = add i32 %lrow261, %chan243
  %lb264 = shl i32 %lel262, 1
  %la266 = add i32 %lb264, 1536
  %eok268 = icmp ult i32 %e237, 66
  %e270 = add i32 %tid20, 64
  %row272 = udiv i32 %e270, 2
  %cc274 = urem i32 %e270, 2
  %chan276 = shl i32 %cc274, 3
  %wi277 = add i32 %wb128, %row272
  %wiok278 = icmp ult i32 %wi277, %wi
  %cin279 = add i32 %c_blk76, %chan276
  %cok280 = icmp ult i32 %cin279, %cpg
  %ok281 = and i1 %hiok200, %wiok278
  %ok282 = and i1 %ok281, %cok280
  %col283 = mul i32 %wi277, %x_stride_w
  %el284 = add i32 %x_r202, %col283
  %el285 = add i32 %el284, %x_ch80
  %el286 = add i32 %el285, %chan276
  %off288 = shl i32 %el286, 1
  %safe290 = select i1 %ok282, i32 %off288, i32 2147483647
  %xv292 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe290, i32 0, i32 0)
  %lrow294 = mul i32 %row272, 24
  %lel295 = add i32 %lrow294, %chan276
  %lb297 = shl i32 %lel295, 1
  %la299 = add i32 %lb297, 1536
  %eok301 = icmp ult i32 %e270, 66
  %h_a303 = add i32 %ho130, 1
  %hi305 = sub i32 %h_a303, 0
  %hiok306 = icmp ult i32 %hi305, %hi
  %x_row307 = mul i32 %hi305, %x_stride_h
  %x_r308 = add i32 %x_img93, %x_row307
  %e310 = add i32 %tid20, 0
  %row312 = udiv i32 %e310, 2
  %cc314 = urem i32 %e310, 2
  %chan316 = shl i32 %cc314, 3
  %wi317 = add i32 %wb128, %row312
  %wiok318 = icmp ult i32 %wi317, %wi
  %cin319 = add i32 %c_blk76, %chan316
  %cok320 = icmp ult i32 %cin319, %cpg
  %ok321 = and i1 %hiok306, %wiok318
  %ok322 = and i1 %ok321, %cok320
  %col323 = mul i32 %wi317, %x_stride_w
  %el324 = add i32 %x_r308, %col323
  %el325 = add i32 %el324, %x_ch80
  %el326 = add i32 %el325, %chan316
  %off328 = shl i32 %el326, 1
  %safe330 = select i1 %ok322, i32 %off328, i32 2147483647
  %xv332 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe330, i32 0, i32 0)
  %lrow334 = mul i32 %row312, 24
  %lel335 = add i32 %lrow334, %chan316
  %lb337 = shl i32 %lel335, 1
  %la339 = add i32 %lb337, 3120
  %eok341 = icmp ult i32 %e310, 66
  %e343 = add i32 %tid20, 32
  %row345 = udiv i32 %e343, 2
  %cc347 = urem i32 %e343, 2
  %chan349 = shl i32 %cc347, 3
  %wi350 = add i32 %wb128, %row345
  %wiok351 = icmp ult i32 %wi350, %wi
  %cin352 = add i32 %c_blk76, %chan349
  %cok353 = icmp ult i32 %cin352, %cpg
  %ok354 = and i1 %hiok306, %wiok351
  %ok355 = and i1 %ok354, %cok353
  %col356 = mul i32 %wi350, %x_stride_w
  %el357 = add i32 %x_r308, %col356
  %el358 = add i32 %el357, %x_ch80
  %el359 = add i32 %el358, %chan349
  %off361 = shl i32 %el359, 1
  %safe363 = select i1 %ok355, i32 %off361, i32 2147483647
  %xv365 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe363, i32 0, i32 0)
  %lrow367 = mul i32 %row345, 24
  %lel368 = add i32 %lrow367, %chan349
  %lb370 = shl i32 %lel368, 1
  %la372 = add i32 %lb370, 3120
  %eok374 = icmp ult i32 %e343, 66
  %e376 = add i32 %tid20, 64
  %row378 = udiv i32 %e376, 2
  %cc380 = urem i32 %e376, 2
  %chan382 = shl i32 %cc380, 3
  %wi383 = add i32 %wb128, %row378
  %wiok384 = icmp ult i32 %wi383, %wi
  %cin385 = add i32 %c_blk76, %chan382
  %cok386 = icmp ult i32 %cin385, %cpg
  %ok387 = and i1 %hiok306, %wiok384
  %ok388 = and i1 %ok387, %cok386
  %col389 = mul i32 %wi383, %x_stride_w
  %el390 = add i32 %x_r308, %col389
  %el391 = add i32 %el390, %x_ch80
  %el392 = add i32 %el391, %chan382
  %off394 = shl i32 %el392, 1
  %safe396 = select i1 %ok388, i32 %off394, i32 2147483647
  %xv398 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe396, i32 0, i32 0)
  %lrow400 = mul i32 %row378, 24
  %lel401 = add i32 %lrow400, %chan382
  %lb403 = shl i32 %lel401, 1
  %la405 = add i32 %lb403, 3120
  %eok407 = icmp ult i32 %e376, 66
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la164
  store <4 x i32> %dyv157, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la195
  store <4 x i32> %dyv188, ptr addrspace(3) %gep.7, align 16
  br i1 %eok235, label %if.then.2, label %if.end.2
if.then.2:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la233
  store <4 x i32> %xv226, ptr addrspace(3) %gep.8, align 16
  br label %if.end.2
if.end.2:
  br i1 %eok268, label %if.then.3, label %if.end.3
if.then.3:
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la266
  store <4 x i32> %xv259, ptr addrspace(3) %gep.9, align 16
  br label %if.end.3
if.end.3:
  br i1 %eok301, label %if.then.4, label %if.end.4
if.then.4:
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la299
  store <4 x i32> %xv292, ptr addrspace(3) %gep.10, align 16
  br label %if.end.4
if.end.4:
  br i1 %eok341, label %if.then.5, label %if.end.5
if.then.5:
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la339
  store <4 x i32> %xv332, ptr addrspace(3) %gep.11, align 16
  br label %if.end.5
if.end.5:
  br i1 %eok374, label %if.then.6, label %if.end.6
if.then.6:
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la372
  store <4 x i32> %xv365, ptr addrspace(3) %gep.12, align 16
  br label %if.end.6
if.end.6:
  br i1 %eok407, label %if.then.7, label %if.end.7
if.then.7:
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la405
  store <4 x i32> %xv398, ptr addrspace(3) %gep.13, align 16
  br label %if.end.7
if.end.7:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr409 = add i32 %a_lane51, 0
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %a_addr409
  %a_lo410 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.14)
  %a_addr412 = add i32 %a_lane51, 768
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %a_addr412
  %a_hi413 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.15)
  %a_frag414 = shufflevector <8 x half> %a_lo410, <8 x half> %a_hi413, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr416 = add i32 %b_lane57, 1536
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr416
  %b_lo417 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %b_addr419 = add i32 %b_lane57, 2304
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr419
  %b_hi420 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %b_frag421 = shufflevector <8 x half> %b_lo417, <8 x half> %b_hi420, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc422 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag414, i1 false, <16 x half> %b_frag421, i16 0, <8 x float> %acc116, i1 false, i1 false)
  %b_addr424 = add i32 %b_lane57, 1584
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr424
  %b_lo425 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %b_addr427 = add i32 %b_lane57, 2352
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr427
  %b_hi428 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_frag429 = shufflevector <8 x half> %b_lo425, <8 x half> %b_hi428, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc430 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag414, i1 false, <16 x half> %b_frag429, i16 0, <8 x float> %acc117, i1 false, i1 false)
  %b_addr432 = add i32 %b_lane57, 3120
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr432
  %b_lo433 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %b_addr435 = add i32 %b_lane57, 3888
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr435
  %b_hi436 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_frag437 = shufflevector <8 x half> %b_lo433, <8 x half> %b_hi436, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc438 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag414, i1 false, <16 x half> %b_frag437, i16 0, <8 x float> %acc118, i1 false, i1 false)
  %b_addr440 = add i32 %b_lane57, 3168
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr440
  %b_lo441 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %b_addr443 = add i32 %b_lane57, 3936
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr443
  %b_hi444 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.23)
  %b_frag445 = shufflevector <8 x half> %b_lo441, <8 x half> %b_hi444, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc446 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag414, i1 false, <16 x half> %b_frag445, i16 0, <8 x float> %acc119, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t115, 1
  br label %for.head.1
for.exit.1:
  %slab_a448 = mul i32 %img60, 1
  %slab_b449 = add i32 %slab_a448, %rblk59
  %slab451 = urem i32 %slab_b449, 1
  %slab_g452 = mul i32 %slab451, %groups
  %slab_k453 = mul i32 %slab_g452, %kpg
  %kbase454 = add i32 %slab_k453, %gk77
  %c_w455 = add i32 %c_blk76, %wcb32
  %k_w456 = add i32 %k_blk74, %wkb30
  %k_h457 = add i32 %k_w456, %khalf36
  %cin459 = add i32 %c_w455, 0
  %cin460 = add i32 %cin459, %lcol41
  %cok461 = icmp ult i32 %cin460, %cpg
  %kin463 = add i32 %k_h457, 0
  %kok464 = icmp ult i32 %kin463, %kpg
  %ok465 = and i1 %kok464, %cok461
  br i1 %ok465, label %if.then.8, label %if.end.8
if.then.8:
  %krow466 = add i32 %kbase454, %kin463
  %kr468 = mul i32 %krow466, 2
  %t_r470 = add i32 %kr468, 0
  %t_s472 = mul i32 %t_r470, 2
  %t_c474 = add i32 %t_s472, 0
  %t_e475 = mul i32 %t_c474, %cpg
  %el476 = add i32 %t_e475, %cin460
  %off478 = shl i32 %el476, 2
  %v479 = extractelement <8 x float> %acc116, i32 0
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v479, ptr addrspace(8) %rws91, i32 %off478, i32 0, i32 20)
  %krow481 = add i32 %kbase454, %kin463
  %kr483 = mul i32 %krow481, 2
  %t_r485 = add i32 %kr483, 0
  %t_s487 = mul i32 %t_r485, 2
  %t_c489 = add i32 %t_s487, 1
  %t_e490 = mul i32 %t_c489, %cpg
  %el491 = add i32 %t_e490, %cin460
  %off493 = shl i32 %el491, 2
  %v494 = extractelement <8 x float> %acc117, i32 0
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v494, ptr addrspace(8) %rws91, i32 %off493, i32 0, i32 20)
  %krow496 = add i32 %kbase454, %kin463
  %kr498 = mul i32 %krow496, 2
  %t_r500 = add i32 %kr498, 1
  %t_s502 = mul i32 %t_r500, 2
  %t_c504 = add i32 %t_s502, 0
  %t_e505 = mul i32 %t_c504, %cpg
  %el506 = add i32 %t_e505, %cin460
  %off508 = shl i32 %el506, 2
  %v509 = extractelement <8 x float> %acc118, i32 0
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v509, ptr addrspace(8) %rws91, i32 %off508, i32 0, i32 20)
  %krow511 = add i32 %kbase454, %kin463
  %kr513 = mul i32 %krow511, 2
  %t_r515 = add i32 %kr513, 1
  %t_s517 = mul i32 %t_r515, 2
  %t_c519 = add i32 %t_s517, 1
  %t_e520 = mul i32 %t_c519, %cpg
  %el521 = add i32 %t_e520, %cin460
  %off523 = shl i32 %el521, 2
  %v524 = extractelement <8 x float> %acc119, i32 0
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v524, ptr addrspace(8) %rws91, i32 %off523, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin527 = add i32 %k_h457, 1
  %kok528 = icmp ult i32 %kin527, %kpg
  %ok529 = and i1 %kok528, %cok461
  br i1 %ok529, label %if.then.9, label %if.end.9
if.then.9:
  %krow530 = add i32 %kbase454, %kin527
  %kr532 = mul i32 %krow530, 2
  %t_r534 = add i32 %kr532, 0
  %t_s536 = mul i32 %t_r534, 2
  %t_c538 = add i32 %t_s536, 0
  %t_e539 = mul i32 %t_c538, %cpg
  %el540 = add i32 %t_e539, %cin460
  %off542 = shl i32 %el540, 2
  %v543 = extractelement <8 x float> %acc116, i32 1
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v543, ptr addrspace(8) %rws91, i32 %off542, i32 0, i32 20)
  %krow545 = add i32 %kbase454, %kin527
  %kr547 = mul i32 %krow545, 2
  %t_r549 = add i32 %kr547, 0
  %t_s551 = mul i32 %t_r549, 2
  %t_c553 = add i32 %t_s551, 1
  %t_e554 = mul i32 %t_c553, %cpg
  %el555 = add i32 %t_e554, %cin460
  %off557 = shl i32 %el555, 2
  %v558 = extractelement <8 x float> %acc117, i32 1
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v558, ptr addrspace(8) %rws91, i32 %off557, i32 0, i32 20)
  %krow560 = add i32 %kbase454, %kin527
  %kr562 = mul i32 %krow560, 2
  %t_r564 = add i32 %kr562, 1
  %t_s566 = mul i32 %t_r564, 2
  %t_c568 = add i32 %t_s566, 0
  %t_e569 = mul i32 %t_c568, %cpg
  %el570 = add i32 %t_e569, %cin460
  %off572 = shl i32 %el570, 2
  %v573 = extractelement <8 x float> %acc118, i32 1
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v573, ptr addrspace(8) %rws91, i32 %off572, i32 0, i32 20)
  %krow575 = add i32 %kbase454, %kin527
  %kr577 = mul i32 %krow575, 2
  %t_r579 = add i32 %kr577, 1
  %t_s581 = mul i32 %t_r579, 2
  %t_c583 = add i32 %t_s581, 1
  %t_e584 = mul i32 %t_c583, %cpg
  %el585 = add i32 %t_e584, %cin460
  %off587 = shl i32 %el585, 2
  %v588 = extractelement <8 x float> %acc119, i32 1
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v588, ptr addrspace(8) %rws91, i32 %off587, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin591 = add i32 %k_h457, 2
  %kok592 = icmp ult i32 %kin591, %kpg
  %ok593 = and i1 %kok592, %cok461
  br i1 %ok593, label %if.then.10, label %if.end.10
if.then.10:
  %krow594 = add i32 %kbase454, %kin591
  %kr596 = mul i32 %krow594, 2
  %t_r598 = add i32 %kr596, 0
  %t_s600 = mul i32 %t_r598, 2
  %t_c602 = add i32 %t_s600, 0
  %t_e603 = mul i32 %t_c602, %cpg
  %el604 = add i32 %t_e603, %cin460
  %off606 = shl i32 %el604, 2
  %v607 = extractelement <8 x float> %acc116, i32 2
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v607, ptr addrspace(8) %rws91, i32 %off606, i32 0, i32 20)
  %krow609 = add i32 %kbase454, %kin591
  %kr611 = mul i32 %krow609, 2
  %t_r613 = add i32 %kr611, 0
  %t_s615 = mul i32 %t_r613, 2
  %t_c617 = add i32 %t_s615, 1
  %t_e618 = mul i32 %t_c617, %cpg
  %el619 = add i32 %t_e618, %cin460
  %off621 = shl i32 %el619, 2
  %v622 = extractelement <8 x float> %acc117, i32 2
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v622, ptr addrspace(8) %rws91, i32 %off621, i32 0, i32 20)
  %krow624 = add i32 %kbase454, %kin591
  %kr626 = mul i32 %krow624, 2
  %t_r628 = add i32 %kr626, 1
  %t_s630 = mul i32 %t_r628, 2
  %t_c632 = add i32 %t_s630, 0
  %t_e633 = mul i32 %t_c632, %cpg
  %el634 = add i32 %t_e633, %cin460
  %off636 = shl i32 %el634, 2
  %v637 = extractelement <8 x float> %acc118, i32 2
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v637, ptr addrspace(8) %rws91, i32 %off636, i32 0, i32 20)
  %krow639 = add i32 %kbase454, %kin591
  %kr641 = mul i32 %krow639, 2
  %t_r643 = add i32 %kr641, 1
  %t_s645 = mul i32 %t_r643, 2
  %t_c647 = add i32 %t_s645, 1
  %t_e648 = mul i32 %t_c647, %cpg
  %el649 = add i32 %t_e648, %cin460
  %off651 = shl i32 %el649, 2
  %v652 = extractelement <8 x float> %acc119, i32 2
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v652, ptr addrspace(8) %rws91, i32 %off651, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin655 = add i32 %k_h457, 3
  %kok656 = icmp ult i32 %kin655, %kpg
  %ok657 = and i1 %kok656, %cok461
  br i1 %ok657, label %if.then.11, label %if.end.11
if.then.11:
  %krow658 = add i32 %kbase454, %kin655
  %kr660 = mul i32 %krow658, 2
  %t_r662 = add i32 %kr660, 0
  %t_s664 = mul i32 %t_r662, 2
  %t_c666 = add i32 %t_s664, 0
  %t_e667 = mul i32 %t_c666, %cpg
  %el668 = add i32 %t_e667, %cin460
  %off670 = shl i32 %el668, 2
  %v671 = extractelement <8 x float> %acc116, i32 3
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v671, ptr addrspace(8) %rws91, i32 %off670, i32 0, i32 20)
  %krow673 = add i32 %kbase454, %kin655
  %kr675 = mul i32 %krow673, 2
  %t_r677 = add i32 %kr675, 0
  %t_s679 = mul i32 %t_r677, 2
  %t_c681 = add i32 %t_s679, 1
  %t_e682 = mul i32 %t_c681, %cpg
  %el683 = add i32 %t_e682, %cin460
  %off685 = shl i32 %el683, 2
  %v686 = extractelement <8 x float> %acc117, i32 3
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v686, ptr addrspace(8) %rws91, i32 %off685, i32 0, i32 20)
  %krow688 = add i32 %kbase454, %kin655
  %kr690 = mul i32 %krow688, 2
  %t_r692 = add i32 %kr690, 1
  %t_s694 = mul i32 %t_r692, 2
  %t_c696 = add i32 %t_s694, 0
  %t_e697 = mul i32 %t_c696, %cpg
  %el698 = add i32 %t_e697, %cin460
  %off700 = shl i32 %el698, 2
  %v701 = extractelement <8 x float> %acc118, i32 3
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v701, ptr addrspace(8) %rws91, i32 %off700, i32 0, i32 20)
  %krow703 = add i32 %kbase454, %kin655
  %kr705 = mul i32 %krow703, 2
  %t_r707 = add i32 %kr705, 1
  %t_s709 = mul i32 %t_r707, 2
  %t_c711 = add i32 %t_s709, 1
  %t_e712 = mul i32 %t_c711, %cpg
  %el713 = add i32 %t_e712, %cin460
  %off715 = shl i32 %el713, 2
  %v716 = extractelement <8 x float> %acc119, i32 3
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v716, ptr addrspace(8) %rws91, i32 %off715, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin719 = add i32 %k_h457, 4
  %kok720 = icmp ult i32 %kin719, %kpg
  %ok721 = and i1 %kok720, %cok461
  br i1 %ok721, label %if.then.12, label %if.end.12
if.then.12:
  %krow722 = add i32 %kbase454, %kin719
  %kr724 = mul i32 %krow722, 2
  %t_r726 = add i32 %kr724, 0
  %t_s728 = mul i32 %t_r726, 2
  %t_c730 = add i32 %t_s728, 0
  %t_e731 = mul i32 %t_c730, %cpg
  %el732 = add i32 %t_e731, %cin460
  %off734 = shl i32 %el732, 2
  %v735 = extractelement <8 x float> %acc116, i32 4
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v735, ptr addrspace(8) %rws91, i32 %off734, i32 0, i32 20)
  %krow737 = add i32 %kbase454, %kin719
  %kr739 = mul i32 %krow737, 2
  %t_r741 = add i32 %kr739, 0
  %t_s743 = mul i32 %t_r741, 2
  %t_c745 = add i32 %t_s743, 1
  %t_e746 = mul i32 %t_c745, %cpg
  %el747 = add i32 %t_e746, %cin460
  %off749 = shl i32 %el747, 2
  %v750 = extractelement <8 x float> %acc117, i32 4
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v750, ptr addrspace(8) %rws91, i32 %off749, i32 0, i32 20)
  %krow752 = add i32 %kbase454, %kin719
  %kr754 = mul i32 %krow752, 2
  %t_r756 = add i32 %kr754, 1
  %t_s758 = mul i32 %t_r756, 2
  %t_c760 = add i32 %t_s758, 0
  %t_e761 = mul i32 %t_c760, %cpg
  %el762 = add i32 %t_e761, %cin460
  %off764 = shl i32 %el762, 2
  %v765 = extractelement <8 x float> %acc118, i32 4
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v765, ptr addrspace(8) %rws91, i32 %off764, i32 0, i32 20)
  %krow767 = add i32 %kbase454, %kin719
  %kr769 = mul i32 %krow767, 2
  %t_r771 = add i32 %kr769, 1
  %t_s773 = mul i32 %t_r771, 2
  %t_c775 = add i32 %t_s773, 1
  %t_e776 = mul i32 %t_c775, %cpg
  %el777 = add i32 %t_e776, %cin460
  %off779 = shl i32 %el777, 2
  %v780 = extractelement <8 x float> %acc119, i32 4
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v780, ptr addrspace(8) %rws91, i32 %off779, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin783 = add i32 %k_h457, 5
  %kok784 = icmp ult i32 %kin783, %kpg
  %ok785 = and i1 %kok784, %cok461
  br i1 %ok785, label %if.then.13, label %if.end.13
if.then.13:
  %krow786 = add i32 %kbase454, %kin783
  %kr788 = mul i32 %krow786, 2
  %t_r790 = add i32 %kr788, 0
  %t_s792 = mul i32 %t_r790, 2
  %t_c794 = add i32 %t_s792, 0
  %t_e795 = mul i32 %t_c794, %cpg
  %el796 = add i32 %t_e795, %cin460
  %off798 = shl i32 %el796, 2
  %v799 = extractelement <8 x float> %acc116, i32 5
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v799, ptr addrspace(8) %rws91, i32 %off798, i32 0, i32 20)
  %krow801 = add i32 %kbase454, %kin783
  %kr803 = mul i32 %krow801, 2
  %t_r805 = add i32 %kr803, 0
  %t_s807 = mul i32 %t_r805, 2
  %t_c809 = add i32 %t_s807, 1
  %t_e810 = mul i32 %t_c809, %cpg
  %el811 = add i32 %t_e810, %cin460
  %off813 = shl i32 %el811, 2
  %v814 = extractelement <8 x float> %acc117, i32 5
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v814, ptr addrspace(8) %rws91, i32 %off813, i32 0, i32 20)
  %krow816 = add i32 %kbase454, %kin783
  %kr818 = mul i32 %krow816, 2
  %t_r820 = add i32 %kr818, 1
  %t_s822 = mul i32 %t_r820, 2
  %t_c824 = add i32 %t_s822, 0
  %t_e825 = mul i32 %t_c824, %cpg
  %el826 = add i32 %t_e825, %cin460
  %off828 = shl i32 %el826, 2
  %v829 = extractelement <8 x float> %acc118, i32 5
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v829, ptr addrspace(8) %rws91, i32 %off828, i32 0, i32 20)
  %krow831 = add i32 %kbase454, %kin783
  %kr833 = mul i32 %krow831, 2
  %t_r835 = add i32 %kr833, 1
  %t_s837 = mul i32 %t_r835, 2
  %t_c839 = add i32 %t_s837, 1
  %t_e840 = mul i32 %t_c839, %cpg
  %el841 = add i32 %t_e840, %cin460
  %off843 = shl i32 %el841, 2
  %v844 = extractelement <8 x float> %acc119, i32 5
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v844, ptr addrspace(8) %rws91, i32 %off843, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin847 = add i32 %k_h457, 6
  %kok848 = icmp ult i32 %kin847, %kpg
  %ok849 = and i1 %kok848, %cok461
  br i1 %ok849, label %if.then.14, label %if.end.14
if.then.14:
  %krow850 = add i32 %kbase454, %kin847
  %kr852 = mul i32 %krow850, 2
  %t_r854 = add i32 %kr852, 0
  %t_s856 = mul i32 %t_r854, 2
  %t_c858 = add i32 %t_s856, 0
  %t_e859 = mul i32 %t_c858, %cpg
  %el860 = add i32 %t_e859, %cin460
  %off862 = shl i32 %el860, 2
  %v863 = extractelement <8 x float> %acc116, i32 6
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v863, ptr addrspace(8) %rws91, i32 %off862, i32 0, i32 20)
  %krow865 = add i32 %kbase454, %kin847
  %kr867 = mul i32 %krow865, 2
  %t_r869 = add i32 %kr867, 0
  %t_s871 = mul i32 %t_r869, 2
  %t_c873 = add i32 %t_s871, 1
  %t_e874 = mul i32 %t_c873, %cpg
  %el875 = add i32 %t_e874, %cin460
  %off877 = shl i32 %el875, 2
  %v878 = extractelement <8 x float> %acc117, i32 6
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v878, ptr addrspace(8) %rws91, i32 %off877, i32 0, i32 20)
  %krow880 = add i32 %kbase454, %kin847
  %kr882 = mul i32 %krow880, 2
  %t_r884 = add i32 %kr882, 1
  %t_s886 = mul i32 %t_r884, 2
  %t_c888 = add i32 %t_s886, 0
  %t_e889 = mul i32 %t_c888, %cpg
  %el890 = add i32 %t_e889, %cin460
  %off892 = shl i32 %el890, 2
  %v893 = extractelement <8 x float> %acc118, i32 6
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v893, ptr addrspace(8) %rws91, i32 %off892, i32 0, i32 20)
  %krow895 = add i32 %kbase454, %kin847
  %kr897 = mul i32 %krow895, 2
  %t_r899 = add i32 %kr897, 1
  %t_s901 = mul i32 %t_r899, 2
  %t_c903 = add i32 %t_s901, 1
  %t_e904 = mul i32 %t_c903, %cpg
  %el905 = add i32 %t_e904, %cin460
  %off907 = shl i32 %el905, 2
  %v908 = extractelement <8 x float> %acc119, i32 6
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v908, ptr addrspace(8) %rws91, i32 %off907, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin911 = add i32 %k_h457, 7
  %kok912 = icmp ult i32 %kin911, %kpg
  %ok913 = and i1 %kok912, %cok461
  br i1 %ok913, label %if.then.15, label %if.end.15
if.then.15:
  %krow914 = add i32 %kbase454, %kin911
  %kr916 = mul i32 %krow914, 2
  %t_r918 = add i32 %kr916, 0
  %t_s920 = mul i32 %t_r918, 2
  %t_c922 = add i32 %t_s920, 0
  %t_e923 = mul i32 %t_c922, %cpg
  %el924 = add i32 %t_e923, %cin460
  %off926 = shl i32 %el924, 2
  %v927 = extractelement <8 x float> %acc116, i32 7
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v927, ptr addrspace(8) %rws91, i32 %off926, i32 0, i32 20)
  %krow929 = add i32 %kbase454, %kin911
  %kr931 = mul i32 %krow929, 2
  %t_r933 = add i32 %kr931, 0
  %t_s935 = mul i32 %t_r933, 2
  %t_c937 = add i32 %t_s935, 1
  %t_e938 = mul i32 %t_c937, %cpg
  %el939 = add i32 %t_e938, %cin460
  %off941 = shl i32 %el939, 2
  %v942 = extractelement <8 x float> %acc117, i32 7
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v942, ptr addrspace(8) %rws91, i32 %off941, i32 0, i32 20)
  %krow944 = add i32 %kbase454, %kin911
  %kr946 = mul i32 %krow944, 2
  %t_r948 = add i32 %kr946, 1
  %t_s950 = mul i32 %t_r948, 2
  %t_c952 = add i32 %t_s950, 0
  %t_e953 = mul i32 %t_c952, %cpg
  %el954 = add i32 %t_e953, %cin460
  %off956 = shl i32 %el954, 2
  %v957 = extractelement <8 x float> %acc118, i32 7
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v957, ptr addrspace(8) %rws91, i32 %off956, i32 0, i32 20)
  %krow959 = add i32 %kbase454, %kin911
  %kr961 = mul i32 %krow959, 2
  %t_r963 = add i32 %kr961, 1
  %t_s965 = mul i32 %t_r963, 2
  %t_c967 = add i32 %t_s965, 1
  %t_e968 = mul i32 %t_c967, %cpg
  %el969 = add i32 %t_e968, %cin460
  %off971 = shl i32 %el969, 2
  %v972 = extractelement <8 x float> %acc119, i32 7
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v972, ptr addrspace(8) %rws91, i32 %off971, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="144" }
