; irgate direct_wgrad{dtype=bf16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,cpg=0,kpg=0,waves_k=1,waves_c=2,wave_tiles_k=2,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=1,tdm_stages=0,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1 = internal unnamed_addr addrspace(3) global [10720 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 immarg, <16 x bfloat>, i1 immarg, <16 x bfloat>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg) #0 {
entry:
  %tid20 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane22 = and i32 %tid20, 31
  %wave24 = lshr i32 %tid20, 5
  %wave_k26 = urem i32 %wave24, 1
  %wave_c28 = udiv i32 %wave24, 1
  %wkb30 = mul i32 %wave_k26, 32
  %wcb32 = mul i32 %wave_c28, 16
  %half34 = lshr i32 %lane22, 4
  %khalf36 = shl i32 %half34, 3
  %lrow38 = and i32 %lane22, 7
  %tr_row39 = add i32 %khalf36, %lrow38
  %lcol41 = and i32 %lane22, 15
  %cgrp43 = lshr i32 %lcol41, 3
  %tr_col45 = shl i32 %cgrp43, 3
  %a_r47 = mul i32 %tr_row39, 40
  %a_c48 = add i32 %a_r47, %tr_col45
  %a_e49 = add i32 %a_c48, %wkb30
  %a_lane51 = shl i32 %a_e49, 1
  %b_r53 = mul i32 %tr_row39, 40
  %b_c54 = add i32 %b_r53, %tr_col45
  %b_e55 = add i32 %b_c54, %wcb32
  %b_lane57 = shl i32 %b_e55, 1
  %bx58 = call i32 @llvm.amdgcn.workgroup.id.x()
  %rblk59 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img60 = call i32 @llvm.amdgcn.workgroup.id.z()
  %nct_a62 = add i32 %cpg, 31
  %nct64 = udiv i32 %nct_a62, 32
  %nkt_a66 = add i32 %kpg, 31
  %nkt68 = udiv i32 %nkt_a66, 32
  %ct69 = urem i32 %bx58, %nct64
  %rest70 = udiv i32 %bx58, %nct64
  %kt71 = urem i32 %rest70, %nkt68
  %g72 = udiv i32 %rest70, %nkt68
  %k_blk74 = mul i32 %kt71, 32
  %c_blk76 = mul i32 %ct69, 32
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
  %t129 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc130 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc563, %for.latch.1 ]
  %acc131 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc564, %for.latch.1 ]
  %acc132 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc572, %for.latch.1 ]
  %acc133 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc573, %for.latch.1 ]
  %acc134 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc581, %for.latch.1 ]
  %acc135 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc582, %for.latch.1 ]
  %acc136 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc590, %for.latch.1 ]
  %acc137 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc591, %for.latch.1 ]
  %acc138 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc599, %for.latch.1 ]
  %acc139 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc600, %for.latch.1 ]
  %acc140 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc608, %for.latch.1 ]
  %acc141 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc609, %for.latch.1 ]
  %acc142 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc617, %for.latch.1 ]
  %acc143 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc618, %for.latch.1 ]
  %acc144 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc626, %for.latch.1 ]
  %acc145 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc627, %for.latch.1 ]
  %acc146 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc635, %for.latch.1 ]
  %acc147 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc636, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t129, %steps107
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %rg148 = udiv i32 %t129, %ncols98
  %ccol149 = urem i32 %t129, %ncols98
  %rgo151 = mul i32 %rg148, 1
  %ho_s152 = add i32 %ho_lo85, %rgo151
  %wo_s154 = shl i32 %ccol149, 5
  %wb156 = sub i32 %wo_s154, 1
  %ho158 = add i32 %ho_s152, 0
  %hok159 = icmp ult i32 %ho158, %ho_hi88
  %dy_row160 = mul i32 %ho158, %dy_stride_h
  %dy_r161 = add i32 %dy_img92, %dy_row160
  %e163 = add i32 %tid20, 0
  %row165 = udiv i32 %e163, 4
  %cc167 = urem i32 %e163, 4
  %chan169 = shl i32 %cc167, 3
  %wo170 = add i32 %wo_s154, %row165
  %wok171 = icmp ult i32 %wo170, %wo
  %kin172 = add i32 %k_blk74, %chan169
  %kok173 = icmp ult i32 %kin172, %kpg
  %ok174 = and i1 %hok159, %wok171
  %ok175 = and i1 %ok174, %kok173
  %col176 = mul i32 %wo170, %dy_stride_w
  %el177 = add i32 %dy_r161, %col176
  %el178 = add i32 %el177, %dy_ch79
  %el179 = add i32 %el178, %chan169
  %off181 = shl i32 %el179, 1
  %safe183 = select i1 %ok175, i32 %off181, i32 2147483647
  %dyv185 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy89, i32 %safe183, i32 0, i32 0)
  %lrow187 = mul i32 %row165, 40
  %lel188 = add i32 %lrow187, %chan169
  %lb190 = shl i32 %lel188, 1
  %la192 = add i32 %lb190, 0
  %e194 = add i32 %tid20, 64
  %row196 = udiv i32 %e194, 4
  %cc198 = urem i32 %e194, 4
  %chan200 = shl i32 %cc198, 3
  %wo201 = add i32 %wo_s154, %row196
  %wok202 = icmp ult i32 %wo201, %wo
  %kin203 = add i32 %k_blk74, %chan200
  %kok204 = icmp ult i32 %kin203, %kpg
  %ok205 = and i1 %hok159, %wok202
  %ok206 = and i1 %ok205, %kok204
  %col207 = mul i32 %wo201, %dy_stride_w
  %el208 = add i32 %dy_r161, %col207
  %el209 = add i32 %el208, %dy_ch79
  %el210 = add i32 %el209, %chan200
  %off212 = shl i32 %el210, 1
  %safe214 = select i1 %ok206, i32 %off212, i32 2147483647
  %dyv216 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy89, i32 %safe214, i32 0, i32 0)
  %lrow218 = mul i32 %row196, 40
  %lel219 = add i32 %lrow218, %chan200
  %lb221 = shl i32 %lel219, 1
  %la223 = add i32 %lb221, 0
  %h_a225 = add i32 %ho158, 0
  %hi227 = sub i32 %h_a225, 1
  %hiok228 = icmp ult i32 %hi227, %hi
  %x_row229 = mul i32 %hi227, %x_stride_h
  %x_r230 = add i32 %x_img93, %x_row229
  %e232 = add i32 %tid20, 0
  %row234 = udiv i32 %e232, 4
  %cc236 = urem i32 %e232, 4
  %chan238 = shl i32 %cc236, 3
  %wi239 = add i32 %wb156, %row234
  %wiok240 = icmp ult i32 %wi239, %wi
  %cin241 = add i32 %c_blk76, %chan238
  %cok242 = icmp ult i32 %cin241, %cpg
  %ok243 = and i1 %hiok228, %wiok240
  %ok244 = and i1 %ok243, %cok242
  %col245 = mul i32 %wi239, %x_stride_w
  %el246 = add i32 %x_r230, %col245
  %el247 = add i32 %el246, %x_ch80
  %el248 = add i32 %el247, %chan238
  %off250 = shl i32 %el248, 1
  %safe252 = select i1 %ok244, i32 %off250, i32 2147483647
  %xv254 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe252, i32 0, i32 0)
  %lrow256 = mul i32 %row234, 40
  %lel257 = add i32 %lrow256, %chan238
  %lb259 = shl i32 %lel257, 1
  %la261 = add i32 %lb259, 2560
  %eok263 = icmp ult i32 %e232, 136
  %e265 = add i32 %tid20, 64
  %row267 = udiv i32 %e265, 4
  %cc269 = urem i32 %e265, 4
  %chan271 = shl i32 %cc269, 3
  %wi272 = add i32 %wb156, %row267
  %wiok273 = icmp ult i32 %wi272, %wi
  %cin274 = add i32 %c_blk76, %chan271
  %cok275 = icmp ult i32 %cin274, %cpg
  %ok276 = and i1 %hiok228, %wiok273
  %ok277 = and i1 %ok276, %cok275
  %col278 = mul i32 %wi272, %x_stride_w
  %el279 = add i32 %x_r230, %col278
  %el280 = add i32 %el279, %x_ch80
  %el281 = add i32 %el280, %chan271
  %off283 = shl i32 %el281, 1
  %safe285 = select i1 %ok277, i32 %off283, i32 2147483647
  %xv287 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe285, i32 0, i32 0)
  %lrow289 = mul i32 %row267, 40
  %lel290 = add i32 %lrow289, %chan271
  %lb292 = shl i32 %lel290, 1
  %la294 = add i32 %lb292, 2560
  %eok296 = icmp ult i32 %e265, 136
  %e298 = add i32 %tid20, 128
  %row300 = udiv i32 %e298, 4
  %cc302 = urem i32 %e298, 4
  %chan304 = shl i32 %cc302, 3
  %wi305 = add i32 %wb156, %row300
  %wiok306 = icmp ult i32 %wi305, %wi
  %cin307 = add i32 %c_blk76, %chan304
  %cok308 = icmp ult i32 %cin307, %cpg
  %ok309 = and i1 %hiok228, %wiok306
  %ok310 = and i1 %ok309, %cok308
  %col311 = mul i32 %wi305, %x_stride_w
  %el312 = add i32 %x_r230, %col311
  %el313 = add i32 %el312, %x_ch80
  %el314 = add i32 %el313, %chan304
  %off316 = shl i32 %el314, 1
  %safe318 = select i1 %ok310, i32 %off316, i32 2147483647
  %xv320 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe318, i32 0, i32 0)
  %lrow322 = mul i32 %row300, 40
  %lel323 = add i32 %lrow322, %chan304
  %lb325 = shl i32 %lel323, 1
  %la327 = add i32 %lb325, 2560
  %eok329 = icmp ult i32 %e298, 136
  %h_a331 = add i32 %ho158, 1
  %hi333 = sub i32 %h_a331, 1
  %hiok334 = icmp ult i32 %hi333, %hi
  %x_row335 = mul i32 %hi333, %x_stride_h
  %x_r336 = add i32 %x_img93, %x_row335
  %e338 = add i32 %tid20, 0
  %row340 = udiv i32 %e338, 4
  %cc342 = urem i32 %e338, 4
  %chan344 = shl i32 %cc342, 3
  %wi345 = add i32 %wb156, %row340
  %wiok346 = icmp ult i32 %wi345, %wi
  %cin347 = add i32 %c_blk76, %chan344
  %cok348 = icmp ult i32 %cin347, %cpg
  %ok349 = and i1 %hiok334, %wiok346
  %ok350 = and i1 %ok349, %cok348
  %col351 = mul i32 %wi345, %x_stride_w
  %el352 = add i32 %x_r336, %col351
  %el353 = add i32 %el352, %x_ch80
  %el354 = add i32 %el353, %chan344
  %off356 = shl i32 %el354, 1
  %safe358 = select i1 %ok350, i32 %off356, i32 2147483647
  %xv360 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe358, i32 0, i32 0)
  %lrow362 = mul i32 %row340, 40
  %lel363 = add i32 %lrow362, %chan344
  %lb365 = shl i32 %lel363, 1
  %la367 = add i32 %lb365, 5280
  %eok369 = icmp ult i32 %e338, 136
  %e371 = add i32 %tid20, 64
  %row373 = udiv i32 %e371, 4
  %cc375 = urem i32 %e371, 4
  %chan377 = shl i32 %cc375, 3
  %wi378 = add i32 %wb156, %row373
  %wiok379 = icmp ult i32 %wi378, %wi
  %cin380 = add i32 %c_blk76, %chan377
  %cok381 = icmp ult i32 %cin380, %cpg
  %ok382 = and i1 %hiok334, %wiok379
  %ok383 = and i1 %ok382, %cok381
  %col384 = mul i32 %wi378, %x_stride_w
  %el385 = add i32 %x_r336, %col384
  %el386 = add i32 %el385, %x_ch80
  %el387 = add i32 %el386, %chan377
  %off389 = shl i32 %el387, 1
  %safe391 = select i1 %ok383, i32 %off389, i32 2147483647
  %xv393 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe391, i32 0, i32 0)
  %lrow395 = mul i32 %row373, 40
  %lel396 = add i32 %lrow395, %chan377
  %lb398 = shl i32 %lel396, 1
  %la400 = add i32 %lb398, 5280
  %eok402 = icmp ult i32 %e371, 136
  %e404 = add i32 %tid20, 128
  %row406 = udiv i32 %e404, 4
  %cc408 = urem i32 %e404, 4
  %chan410 = shl i32 %cc408, 3
  %wi411 = add i32 %wb156, %row406
  %wiok412 = icmp ult i32 %wi411, %wi
  %cin413 = add i32 %c_blk76, %chan410
  %cok414 = icmp ult i32 %cin413, %cpg
  %ok415 = and i1 %hiok334, %wiok412
  %ok416 = and i1 %ok415, %cok414
  %col417 = mul i32 %wi411, %x_stride_w
  %el418 = add i32 %x_r336, %col417
  %el419 = add i32 %el418, %x_ch80
  %el420 = add i32 %el419, %chan410
  %off422 = shl i32 %el420, 1
  %safe424 = select i1 %ok416, i32 %off422, i32 2147483647
  %xv426 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe424, i32 0, i32 0)
  %lrow428 = mul i32 %row406, 40
  %lel429 = add i32 %lrow428, %chan410
  %lb431 = shl i32 %lel429, 1
  %la433 = add i32 %lb431, 5280
  %eok435 = icmp ult i32 %e404, 136
  %h_a437 = add i32 %ho158, 2
  %hi439 = sub i32 %h_a437, 1
  %hiok440 = icmp ult i32 %hi439, %hi
  %x_row441 = mul i32 %hi439, %x_stride_h
  %x_r442 = add i32 %x_img93, %x_row441
  %e444 = add i32 %tid20, 0
  %row446 = udiv i32 %e444, 4
  %cc448 = urem i32 %e444, 4
  %chan450 = shl i32 %cc448, 3
  %wi451 = add i32 %wb156, %row446
  %wiok452 = icmp ult i32 %wi451, %wi
  %cin453 = add i32 %c_blk76, %chan450
  %cok454 = icmp ult i32 %cin453, %cpg
  %ok455 = and i1 %hiok440, %wiok452
  %ok456 = and i1 %ok455, %cok454
  %col457 = mul i32 %wi451, %x_stride_w
  %el458 = add i32 %x_r442, %col457
  %el459 = add i32 %el458, %x_ch80
  %el460 = add i32 %el459, %chan450
  %off462 = shl i32 %el460, 1
  %safe464 = select i1 %ok456, i32 %off462, i32 2147483647
  %xv466 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe464, i32 0, i32 0)
  %lrow468 = mul i32 %row446, 40
  %lel469 = add i32 %lrow468, %chan450
  %lb471 = shl i32 %lel469, 1
  %la473 = add i32 %lb471, 8000
  %eok475 = icmp ult i32 %e444, 136
  %e477 = add i32 %tid20, 64
  %row479 = udiv i32 %e477, 4
  %cc481 = urem i32 %e477, 4
  %chan483 = shl i32 %cc481, 3
  %wi484 = add i32 %wb156, %row479
  %wiok485 = icmp ult i32 %wi484, %wi
  %cin486 = add i32 %c_blk76, %chan483
  %cok487 = icmp ult i32 %cin486, %cpg
  %ok488 = and i1 %hiok440, %wiok485
  %ok489 = and i1 %ok488, %cok487
  %col490 = mul i32 %wi484, %x_stride_w
  %el491 = add i32 %x_r442, %col490
  %el492 = add i32 %el491, %x_ch80
  %el493 = add i32 %el492, %chan483
  %off495 = shl i32 %el493, 1
  %safe497 = select i1 %ok489, i32 %off495, i32 2147483647
  %xv499 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe497, i32 0, i32 0)
  %lrow501 = mul i32 %row479, 40
  %lel502 = add i32 %lrow501, %chan483
  %lb504 = shl i32 %lel502, 1
  %la506 = add i32 %lb504, 8000
  %eok508 = icmp ult i32 %e477, 136
  %e510 = add i32 %tid20, 128
  %row512 = udiv i32 %e510, 4
  %cc514 = urem i32 %e510, 4
  %chan516 = shl i32 %cc514, 3
  %wi517 = add i32 %wb156, %row512
  %wiok518 = icmp ult i32 %wi517, %wi
  %cin519 = add i32 %c_blk76, %chan516
  %cok520 = icmp ult i32 %cin519, %cpg
  %ok521 = and i1 %hiok440, %wiok518
  %ok522 = and i1 %ok521, %cok520
  %col523 = mul i32 %wi517, %x_stride_w
  %el524 = add i32 %x_r442, %col523
  %el525 = add i32 %el524, %x_ch80
  %el526 = add i32 %el525, %chan516
  %off528 = shl i32 %el526, 1
  %safe530 = select i1 %ok522, i32 %off528, i32 2147483647
  %xv532 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx90, i32 %safe530, i32 0, i32 0)
  %lrow534 = mul i32 %row512, 40
  %lel535 = add i32 %lrow534, %chan516
  %lb537 = shl i32 %lel535, 1
  %la539 = add i32 %lb537, 8000
  %eok541 = icmp ult i32 %e510, 136
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la192
  store <4 x i32> %dyv185, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la223
  store <4 x i32> %dyv216, ptr addrspace(3) %gep.7, align 16
  br i1 %eok263, label %if.then.2, label %if.end.2
if.then.2:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la261
  store <4 x i32> %xv254, ptr addrspace(3) %gep.8, align 16
  br label %if.end.2
if.end.2:
  br i1 %eok296, label %if.then.3, label %if.end.3
if.then.3:
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la294
  store <4 x i32> %xv287, ptr addrspace(3) %gep.9, align 16
  br label %if.end.3
if.end.3:
  br i1 %eok329, label %if.then.4, label %if.end.4
if.then.4:
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la327
  store <4 x i32> %xv320, ptr addrspace(3) %gep.10, align 16
  br label %if.end.4
if.end.4:
  br i1 %eok369, label %if.then.5, label %if.end.5
if.then.5:
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la367
  store <4 x i32> %xv360, ptr addrspace(3) %gep.11, align 16
  br label %if.end.5
if.end.5:
  br i1 %eok402, label %if.then.6, label %if.end.6
if.then.6:
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la400
  store <4 x i32> %xv393, ptr addrspace(3) %gep.12, align 16
  br label %if.end.6
if.end.6:
  br i1 %eok435, label %if.then.7, label %if.end.7
if.then.7:
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la433
  store <4 x i32> %xv426, ptr addrspace(3) %gep.13, align 16
  br label %if.end.7
if.end.7:
  br i1 %eok475, label %if.then.8, label %if.end.8
if.then.8:
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la473
  store <4 x i32> %xv466, ptr addrspace(3) %gep.14, align 16
  br label %if.end.8
if.end.8:
  br i1 %eok508, label %if.then.9, label %if.end.9
if.then.9:
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la506
  store <4 x i32> %xv499, ptr addrspace(3) %gep.15, align 16
  br label %if.end.9
if.end.9:
  br i1 %eok541, label %if.then.10, label %if.end.10
if.then.10:
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la539
  store <4 x i32> %xv532, ptr addrspace(3) %gep.16, align 16
  br label %if.end.10
if.end.10:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr543 = add i32 %a_lane51, 0
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr543
  %a_lo544 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.17)
  %a_addr546 = add i32 %a_lane51, 1280
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr546
  %a_hi547 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.18)
  %a_frag548 = shufflevector <8 x bfloat> %a_lo544, <8 x bfloat> %a_hi547, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %a_addr550 = add i32 %a_lane51, 32
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr550
  %a_lo551 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.19)
  %a_addr553 = add i32 %a_lane51, 1312
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %a_addr553
  %a_hi554 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.20)
  %a_frag555 = shufflevector <8 x bfloat> %a_lo551, <8 x bfloat> %a_hi554, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr557 = add i32 %b_lane57, 2560
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr557
  %b_lo558 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.21)
  %b_addr560 = add i32 %b_lane57, 3840
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr560
  %b_hi561 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.22)
  %b_frag562 = shufflevector <8 x bfloat> %b_lo558, <8 x bfloat> %b_hi561, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc563 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag548, i1 false, <16 x bfloat> %b_frag562, i16 0, <8 x float> %acc130, i1 false, i1 false)
  %acc564 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag562, i16 0, <8 x float> %acc131, i1 false, i1 false)
  %b_addr566 = add i32 %b_lane57, 2640
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr566
  %b_lo567 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.23)
  %b_addr569 = add i32 %b_lane57, 3920
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr569
  %b_hi570 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.24)
  %b_frag571 = shufflevector <8 x bfloat> %b_lo567, <8 x bfloat> %b_hi570, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc572 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag548, i1 false, <16 x bfloat> %b_frag571, i16 0, <8 x float> %acc132, i1 false, i1 false)
  %acc573 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag571, i16 0, <8 x float> %acc133, i1 false, i1 false)
  %b_addr575 = add i32 %b_lane57, 2720
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr575
  %b_lo576 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.25)
  %b_addr578 = add i32 %b_lane57, 4000
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr578
  %b_hi579 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.26)
  %b_frag580 = shufflevector <8 x bfloat> %b_lo576, <8 x bfloat> %b_hi579, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc581 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag548, i1 false, <16 x bfloat> %b_frag580, i16 0, <8 x float> %acc134, i1 false, i1 false)
  %acc582 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag580, i16 0, <8 x float> %acc135, i1 false, i1 false)
  %b_addr584 = add i32 %b_lane57, 5280
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr584
  %b_lo585 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.27)
  %b_addr587 = add i32 %b_lane57, 6560
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr587
  %b_hi588 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.28)
  %b_frag589 = shufflevector <8 x bfloat> %b_lo585, <8 x bfloat> %b_hi588, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc590 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag548, i1 false, <16 x bfloat> %b_frag589, i16 0, <8 x float> %acc136, i1 false, i1 false)
  %acc591 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag589, i16 0, <8 x float> %acc137, i1 false, i1 false)
  %b_addr593 = add i32 %b_lane57, 5360
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr593
  %b_lo594 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.29)
  %b_addr596 = add i32 %b_lane57, 6640
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr596
  %b_hi597 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.30)
  %b_frag598 = shufflevector <8 x bfloat> %b_lo594, <8 x bfloat> %b_hi597, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc599 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag548, i1 false, <16 x bfloat> %b_frag598, i16 0, <8 x float> %acc138, i1 false, i1 false)
  %acc600 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag598, i16 0, <8 x float> %acc139, i1 false, i1 false)
  %b_addr602 = add i32 %b_lane57, 5440
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr602
  %b_lo603 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.31)
  %b_addr605 = add i32 %b_lane57, 6720
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr605
  %b_hi606 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.32)
  %b_frag607 = shufflevector <8 x bfloat> %b_lo603, <8 x bfloat> %b_hi606, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc608 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag548, i1 false, <16 x bfloat> %b_frag607, i16 0, <8 x float> %acc140, i1 false, i1 false)
  %acc609 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag607, i16 0, <8 x float> %acc141, i1 false, i1 false)
  %b_addr611 = add i32 %b_lane57, 8000
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr611
  %b_lo612 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.33)
  %b_addr614 = add i32 %b_lane57, 9280
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr614
  %b_hi615 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.34)
  %b_frag616 = shufflevector <8 x bfloat> %b_lo612, <8 x bfloat> %b_hi615, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc617 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag548, i1 false, <16 x bfloat> %b_frag616, i16 0, <8 x float> %acc142, i1 false, i1 false)
  %acc618 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag616, i16 0, <8 x float> %acc143, i1 false, i1 false)
  %b_addr620 = add i32 %b_lane57, 8080
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr620
  %b_lo621 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.35)
  %b_addr623 = add i32 %b_lane57, 9360
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr623
  %b_hi624 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.36)
  %b_frag625 = shufflevector <8 x bfloat> %b_lo621, <8 x bfloat> %b_hi624, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc626 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag548, i1 false, <16 x bfloat> %b_frag625, i16 0, <8 x float> %acc144, i1 false, i1 false)
  %acc627 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag625, i16 0, <8 x float> %acc145, i1 false, i1 false)
  %b_addr629 = add i32 %b_lane57, 8160
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr629
  %b_lo630 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.37)
  %b_addr632 = add i32 %b_lane57, 9440
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %b_addr632
  %b_hi633 = call <8 x bfloat> @llvm.amdgcn.ds.load.tr16.b128.v8bf16(ptr addrspace(3) %gep.38)
  %b_frag634 = shufflevector <8 x bfloat> %b_lo630, <8 x bfloat> %b_hi633, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc635 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag548, i1 false, <16 x bfloat> %b_frag634, i16 0, <8 x float> %acc146, i1 false, i1 false)
  %acc636 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16(i1 false, <16 x bfloat> %a_frag555, i1 false, <16 x bfloat> %b_frag634, i16 0, <8 x float> %acc147, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t129, 1
  br label %for.head.1
for.exit.1:
  %slab_a638 = mul i32 %img60, 1
  %slab_b639 = add i32 %slab_a638, %rblk59
  %slab641 = urem i32 %slab_b639, 1
  %slab_g642 = mul i32 %slab641, %groups
  %slab_k643 = mul i32 %slab_g642, %kpg
  %kbase644 = add i32 %slab_k643, %gk77
  %er645 = add i32 %wkb30, %khalf36
  %erb647 = mul i32 %er645, 32
  %ec648 = add i32 %erb647, %wcb32
  %ecl649 = add i32 %ec648, %lcol41
  %e_lane651 = shl i32 %ecl649, 2
  %e_addr653 = add i32 %e_lane651, 0
  %v654 = extractelement <8 x float> %acc130, i32 0
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr653
  store float %v654, ptr addrspace(3) %gep.39, align 4
  %e_addr656 = add i32 %e_lane651, 128
  %v657 = extractelement <8 x float> %acc130, i32 1
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr656
  store float %v657, ptr addrspace(3) %gep.40, align 4
  %e_addr659 = add i32 %e_lane651, 256
  %v660 = extractelement <8 x float> %acc130, i32 2
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr659
  store float %v660, ptr addrspace(3) %gep.41, align 4
  %e_addr662 = add i32 %e_lane651, 384
  %v663 = extractelement <8 x float> %acc130, i32 3
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr662
  store float %v663, ptr addrspace(3) %gep.42, align 4
  %e_addr665 = add i32 %e_lane651, 512
  %v666 = extractelement <8 x float> %acc130, i32 4
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr665
  store float %v666, ptr addrspace(3) %gep.43, align 4
  %e_addr668 = add i32 %e_lane651, 640
  %v669 = extractelement <8 x float> %acc130, i32 5
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr668
  store float %v669, ptr addrspace(3) %gep.44, align 4
  %e_addr671 = add i32 %e_lane651, 768
  %v672 = extractelement <8 x float> %acc130, i32 6
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr671
  store float %v672, ptr addrspace(3) %gep.45, align 4
  %e_addr674 = add i32 %e_lane651, 896
  %v675 = extractelement <8 x float> %acc130, i32 7
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr674
  store float %v675, ptr addrspace(3) %gep.46, align 4
  %e_addr677 = add i32 %e_lane651, 2048
  %v678 = extractelement <8 x float> %acc131, i32 0
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr677
  store float %v678, ptr addrspace(3) %gep.47, align 4
  %e_addr680 = add i32 %e_lane651, 2176
  %v681 = extractelement <8 x float> %acc131, i32 1
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr680
  store float %v681, ptr addrspace(3) %gep.48, align 4
  %e_addr683 = add i32 %e_lane651, 2304
  %v684 = extractelement <8 x float> %acc131, i32 2
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr683
  store float %v684, ptr addrspace(3) %gep.49, align 4
  %e_addr686 = add i32 %e_lane651, 2432
  %v687 = extractelement <8 x float> %acc131, i32 3
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr686
  store float %v687, ptr addrspace(3) %gep.50, align 4
  %e_addr689 = add i32 %e_lane651, 2560
  %v690 = extractelement <8 x float> %acc131, i32 4
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr689
  store float %v690, ptr addrspace(3) %gep.51, align 4
  %e_addr692 = add i32 %e_lane651, 2688
  %v693 = extractelement <8 x float> %acc131, i32 5
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr692
  store float %v693, ptr addrspace(3) %gep.52, align 4
  %e_addr695 = add i32 %e_lane651, 2816
  %v696 = extractelement <8 x float> %acc131, i32 6
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr695
  store float %v696, ptr addrspace(3) %gep.53, align 4
  %e_addr698 = add i32 %e_lane651, 2944
  %v699 = extractelement <8 x float> %acc131, i32 7
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr698
  store float %v699, ptr addrspace(3) %gep.54, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e701 = add i32 %tid20, 0
  %kl703 = udiv i32 %e701, 32
  %cl705 = urem i32 %e701, 32
  %la707 = shl i32 %e701, 2
  %gep.55 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la707
  %v708 = load float, ptr addrspace(3) %gep.55, align 4
  %kin709 = add i32 %k_blk74, %kl703
  %cin710 = add i32 %c_blk76, %cl705
  %kok711 = icmp ult i32 %kin709, %kpg
  %cok712 = icmp ult i32 %cin710, %cpg
  %ok713 = and i1 %kok711, %cok712
  br i1 %ok713, label %if.then.11, label %if.end.11
if.then.11:
  %krow714 = add i32 %kbase644, %kin709
  %kr716 = mul i32 %krow714, 3
  %t_r718 = add i32 %kr716, 0
  %t_s720 = mul i32 %t_r718, 3
  %t_c722 = add i32 %t_s720, 0
  %t_e723 = mul i32 %t_c722, %cpg
  %el724 = add i32 %t_e723, %cin710
  %off726 = shl i32 %el724, 2
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v708, ptr addrspace(8) %rws91, i32 %off726, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %e729 = add i32 %tid20, 64
  %kl731 = udiv i32 %e729, 32
  %cl733 = urem i32 %e729, 32
  %la735 = shl i32 %e729, 2
  %gep.57 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la735
  %v736 = load float, ptr addrspace(3) %gep.57, align 4
  %kin737 = add i32 %k_blk74, %kl731
  %cin738 = add i32 %c_blk76, %cl733
  %kok739 = icmp ult i32 %kin737, %kpg
  %cok740 = icmp ult i32 %cin738, %cpg
  %ok741 = and i1 %kok739, %cok740
  br i1 %ok741, label %if.then.12, label %if.end.12
if.then.12:
  %krow742 = add i32 %kbase644, %kin737
  %kr744 = mul i32 %krow742, 3
  %t_r746 = add i32 %kr744, 0
  %t_s748 = mul i32 %t_r746, 3
  %t_c750 = add i32 %t_s748, 0
  %t_e751 = mul i32 %t_c750, %cpg
  %el752 = add i32 %t_e751, %cin738
  %off754 = shl i32 %el752, 2
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v736, ptr addrspace(8) %rws91, i32 %off754, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %e757 = add i32 %tid20, 128
  %kl759 = udiv i32 %e757, 32
  %cl761 = urem i32 %e757, 32
  %la763 = shl i32 %e757, 2
  %gep.59 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la763
  %v764 = load float, ptr addrspace(3) %gep.59, align 4
  %kin765 = add i32 %k_blk74, %kl759
  %cin766 = add i32 %c_blk76, %cl761
  %kok767 = icmp ult i32 %kin765, %kpg
  %cok768 = icmp ult i32 %cin766, %cpg
  %ok769 = and i1 %kok767, %cok768
  br i1 %ok769, label %if.then.13, label %if.end.13
if.then.13:
  %krow770 = add i32 %kbase644, %kin765
  %kr772 = mul i32 %krow770, 3
  %t_r774 = add i32 %kr772, 0
  %t_s776 = mul i32 %t_r774, 3
  %t_c778 = add i32 %t_s776, 0
  %t_e779 = mul i32 %t_c778, %cpg
  %el780 = add i32 %t_e779, %cin766
  %off782 = shl i32 %el780, 2
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v764, ptr addrspace(8) %rws91, i32 %off782, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %e785 = add i32 %tid20, 192
  %kl787 = udiv i32 %e785, 32
  %cl789 = urem i32 %e785, 32
  %la791 = shl i32 %e785, 2
  %gep.61 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la791
  %v792 = load float, ptr addrspace(3) %gep.61, align 4
  %kin793 = add i32 %k_blk74, %kl787
  %cin794 = add i32 %c_blk76, %cl789
  %kok795 = icmp ult i32 %kin793, %kpg
  %cok796 = icmp ult i32 %cin794, %cpg
  %ok797 = and i1 %kok795, %cok796
  br i1 %ok797, label %if.then.14, label %if.end.14
if.then.14:
  %krow798 = add i32 %kbase644, %kin793
  %kr800 = mul i32 %krow798, 3
  %t_r802 = add i32 %kr800, 0
  %t_s804 = mul i32 %t_r802, 3
  %t_c806 = add i32 %t_s804, 0
  %t_e807 = mul i32 %t_c806, %cpg
  %el808 = add i32 %t_e807, %cin794
  %off810 = shl i32 %el808, 2
  %old.62 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v792, ptr addrspace(8) %rws91, i32 %off810, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %e813 = add i32 %tid20, 256
  %kl815 = udiv i32 %e813, 32
  %cl817 = urem i32 %e813, 32
  %la819 = shl i32 %e813, 2
  %gep.63 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la819
  %v820 = load float, ptr addrspace(3) %gep.63, align 4
  %kin821 = add i32 %k_blk74, %kl815
  %cin822 = add i32 %c_blk76, %cl817
  %kok823 = icmp ult i32 %kin821, %kpg
  %cok824 = icmp ult i32 %cin822, %cpg
  %ok825 = and i1 %kok823, %cok824
  br i1 %ok825, label %if.then.15, label %if.end.15
if.then.15:
  %krow826 = add i32 %kbase644, %kin821
  %kr828 = mul i32 %krow826, 3
  %t_r830 = add i32 %kr828, 0
  %t_s832 = mul i32 %t_r830, 3
  %t_c834 = add i32 %t_s832, 0
  %t_e835 = mul i32 %t_c834, %cpg
  %el836 = add i32 %t_e835, %cin822
  %off838 = shl i32 %el836, 2
  %old.64 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v820, ptr addrspace(8) %rws91, i32 %off838, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %e841 = add i32 %tid20, 320
  %kl843 = udiv i32 %e841, 32
  %cl845 = urem i32 %e841, 32
  %la847 = shl i32 %e841, 2
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la847
  %v848 = load float, ptr addrspace(3) %gep.65, align 4
  %kin849 = add i32 %k_blk74, %kl843
  %cin850 = add i32 %c_blk76, %cl845
  %kok851 = icmp ult i32 %kin849, %kpg
  %cok852 = icmp ult i32 %cin850, %cpg
  %ok853 = and i1 %kok851, %cok852
  br i1 %ok853, label %if.then.16, label %if.end.16
if.then.16:
  %krow854 = add i32 %kbase644, %kin849
  %kr856 = mul i32 %krow854, 3
  %t_r858 = add i32 %kr856, 0
  %t_s860 = mul i32 %t_r858, 3
  %t_c862 = add i32 %t_s860, 0
  %t_e863 = mul i32 %t_c862, %cpg
  %el864 = add i32 %t_e863, %cin850
  %off866 = shl i32 %el864, 2
  %old.66 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v848, ptr addrspace(8) %rws91, i32 %off866, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %e869 = add i32 %tid20, 384
  %kl871 = udiv i32 %e869, 32
  %cl873 = urem i32 %e869, 32
  %la875 = shl i32 %e869, 2
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la875
  %v876 = load float, ptr addrspace(3) %gep.67, align 4
  %kin877 = add i32 %k_blk74, %kl871
  %cin878 = add i32 %c_blk76, %cl873
  %kok879 = icmp ult i32 %kin877, %kpg
  %cok880 = icmp ult i32 %cin878, %cpg
  %ok881 = and i1 %kok879, %cok880
  br i1 %ok881, label %if.then.17, label %if.end.17
if.then.17:
  %krow882 = add i32 %kbase644, %kin877
  %kr884 = mul i32 %krow882, 3
  %t_r886 = add i32 %kr884, 0
  %t_s888 = mul i32 %t_r886, 3
  %t_c890 = add i32 %t_s888, 0
  %t_e891 = mul i32 %t_c890, %cpg
  %el892 = add i32 %t_e891, %cin878
  %off894 = shl i32 %el892, 2
  %old.68 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v876, ptr addrspace(8) %rws91, i32 %off894, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %e897 = add i32 %tid20, 448
  %kl899 = udiv i32 %e897, 32
  %cl901 = urem i32 %e897, 32
  %la903 = shl i32 %e897, 2
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la903
  %v904 = load float, ptr addrspace(3) %gep.69, align 4
  %kin905 = add i32 %k_blk74, %kl899
  %cin906 = add i32 %c_blk76, %cl901
  %kok907 = icmp ult i32 %kin905, %kpg
  %cok908 = icmp ult i32 %cin906, %cpg
  %ok909 = and i1 %kok907, %cok908
  br i1 %ok909, label %if.then.18, label %if.end.18
if.then.18:
  %krow910 = add i32 %kbase644, %kin905
  %kr912 = mul i32 %krow910, 3
  %t_r914 = add i32 %kr912, 0
  %t_s916 = mul i32 %t_r914, 3
  %t_c918 = add i32 %t_s916, 0
  %t_e919 = mul i32 %t_c918, %cpg
  %el920 = add i32 %t_e919, %cin906
  %off922 = shl i32 %el920, 2
  %old.70 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v904, ptr addrspace(8) %rws91, i32 %off922, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %e925 = add i32 %tid20, 512
  %kl927 = udiv i32 %e925, 32
  %cl929 = urem i32 %e925, 32
  %la931 = shl i32 %e925, 2
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la931
  %v932 = load float, ptr addrspace(3) %gep.71, align 4
  %kin933 = add i32 %k_blk74, %kl927
  %cin934 = add i32 %c_blk76, %cl929
  %kok935 = icmp ult i32 %kin933, %kpg
  %cok936 = icmp ult i32 %cin934, %cpg
  %ok937 = and i1 %kok935, %cok936
  br i1 %ok937, label %if.then.19, label %if.end.19
if.then.19:
  %krow938 = add i32 %kbase644, %kin933
  %kr940 = mul i32 %krow938, 3
  %t_r942 = add i32 %kr940, 0
  %t_s944 = mul i32 %t_r942, 3
  %t_c946 = add i32 %t_s944, 0
  %t_e947 = mul i32 %t_c946, %cpg
  %el948 = add i32 %t_e947, %cin934
  %off950 = shl i32 %el948, 2
  %old.72 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v932, ptr addrspace(8) %rws91, i32 %off950, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %e953 = add i32 %tid20, 576
  %kl955 = udiv i32 %e953, 32
  %cl957 = urem i32 %e953, 32
  %la959 = shl i32 %e953, 2
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la959
  %v960 = load float, ptr addrspace(3) %gep.73, align 4
  %kin961 = add i32 %k_blk74, %kl955
  %cin962 = add i32 %c_blk76, %cl957
  %kok963 = icmp ult i32 %kin961, %kpg
  %cok964 = icmp ult i32 %cin962, %cpg
  %ok965 = and i1 %kok963, %cok964
  br i1 %ok965, label %if.then.20, label %if.end.20
if.then.20:
  %krow966 = add i32 %kbase644, %kin961
  %kr968 = mul i32 %krow966, 3
  %t_r970 = add i32 %kr968, 0
  %t_s972 = mul i32 %t_r970, 3
  %t_c974 = add i32 %t_s972, 0
  %t_e975 = mul i32 %t_c974, %cpg
  %el976 = add i32 %t_e975, %cin962
  %off978 = shl i32 %el976, 2
  %old.74 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v960, ptr addrspace(8) %rws91, i32 %off978, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %e981 = add i32 %tid20, 640
  %kl983 = udiv i32 %e981, 32
  %cl985 = urem i32 %e981, 32
  %la987 = shl i32 %e981, 2
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la987
  %v988 = load float, ptr addrspace(3) %gep.75, align 4
  %kin989 = add i32 %k_blk74, %kl983
  %cin990 = add i32 %c_blk76, %cl985
  %kok991 = icmp ult i32 %kin989, %kpg
  %cok992 = icmp ult i32 %cin990, %cpg
  %ok993 = and i1 %kok991, %cok992
  br i1 %ok993, label %if.then.21, label %if.end.21
if.then.21:
  %krow994 = add i32 %kbase644, %kin989
  %kr996 = mul i32 %krow994, 3
  %t_r998 = add i32 %kr996, 0
  %t_s1000 = mul i32 %t_r998, 3
  %t_c1002 = add i32 %t_s1000, 0
  %t_e1003 = mul i32 %t_c1002, %cpg
  %el1004 = add i32 %t_e1003, %cin990
  %off1006 = shl i32 %el1004, 2
  %old.76 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v988, ptr addrspace(8) %rws91, i32 %off1006, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %e1009 = add i32 %tid20, 704
  %kl1011 = udiv i32 %e1009, 32
  %cl1013 = urem i32 %e1009, 32
  %la1015 = shl i32 %e1009, 2
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1015
  %v1016 = load float, ptr addrspace(3) %gep.77, align 4
  %kin1017 = add i32 %k_blk74, %kl1011
  %cin1018 = add i32 %c_blk76, %cl1013
  %kok1019 = icmp ult i32 %kin1017, %kpg
  %cok1020 = icmp ult i32 %cin1018, %cpg
  %ok1021 = and i1 %kok1019, %cok1020
  br i1 %ok1021, label %if.then.22, label %if.end.22
if.then.22:
  %krow1022 = add i32 %kbase644, %kin1017
  %kr1024 = mul i32 %krow1022, 3
  %t_r1026 = add i32 %kr1024, 0
  %t_s1028 = mul i32 %t_r1026, 3
  %t_c1030 = add i32 %t_s1028, 0
  %t_e1031 = mul i32 %t_c1030, %cpg
  %el1032 = add i32 %t_e1031, %cin1018
  %off1034 = shl i32 %el1032, 2
  %old.78 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1016, ptr addrspace(8) %rws91, i32 %off1034, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %e1037 = add i32 %tid20, 768
  %kl1039 = udiv i32 %e1037, 32
  %cl1041 = urem i32 %e1037, 32
  %la1043 = shl i32 %e1037, 2
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1043
  %v1044 = load float, ptr addrspace(3) %gep.79, align 4
  %kin1045 = add i32 %k_blk74, %kl1039
  %cin1046 = add i32 %c_blk76, %cl1041
  %kok1047 = icmp ult i32 %kin1045, %kpg
  %cok1048 = icmp ult i32 %cin1046, %cpg
  %ok1049 = and i1 %kok1047, %cok1048
  br i1 %ok1049, label %if.then.23, label %if.end.23
if.then.23:
  %krow1050 = add i32 %kbase644, %kin1045
  %kr1052 = mul i32 %krow1050, 3
  %t_r1054 = add i32 %kr1052, 0
  %t_s1056 = mul i32 %t_r1054, 3
  %t_c1058 = add i32 %t_s1056, 0
  %t_e1059 = mul i32 %t_c1058, %cpg
  %el1060 = add i32 %t_e1059, %cin1046
  %off1062 = shl i32 %el1060, 2
  %old.80 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1044, ptr addrspace(8) %rws91, i32 %off1062, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %e1065 = add i32 %tid20, 832
  %kl1067 = udiv i32 %e1065, 32
  %cl1069 = urem i32 %e1065, 32
  %la1071 = shl i32 %e1065, 2
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1071
  %v1072 = load float, ptr addrspace(3) %gep.81, align 4
  %kin1073 = add i32 %k_blk74, %kl1067
  %cin1074 = add i32 %c_blk76, %cl1069
  %kok1075 = icmp ult i32 %kin1073, %kpg
  %cok1076 = icmp ult i32 %cin1074, %cpg
  %ok1077 = and i1 %kok1075, %cok1076
  br i1 %ok1077, label %if.then.24, label %if.end.24
if.then.24:
  %krow1078 = add i32 %kbase644, %kin1073
  %kr1080 = mul i32 %krow1078, 3
  %t_r1082 = add i32 %kr1080, 0
  %t_s1084 = mul i32 %t_r1082, 3
  %t_c1086 = add i32 %t_s1084, 0
  %t_e1087 = mul i32 %t_c1086, %cpg
  %el1088 = add i32 %t_e1087, %cin1074
  %off1090 = shl i32 %el1088, 2
  %old.82 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1072, ptr addrspace(8) %rws91, i32 %off1090, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %e1093 = add i32 %tid20, 896
  %kl1095 = udiv i32 %e1093, 32
  %cl1097 = urem i32 %e1093, 32
  %la1099 = shl i32 %e1093, 2
  %gep.83 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1099
  %v1100 = load float, ptr addrspace(3) %gep.83, align 4
  %kin1101 = add i32 %k_blk74, %kl1095
  %cin1102 = add i32 %c_blk76, %cl1097
  %kok1103 = icmp ult i32 %kin1101, %kpg
  %cok1104 = icmp ult i32 %cin1102, %cpg
  %ok1105 = and i1 %kok1103, %cok1104
  br i1 %ok1105, label %if.then.25, label %if.end.25
if.then.25:
  %krow1106 = add i32 %kbase644, %kin1101
  %kr1108 = mul i32 %krow1106, 3
  %t_r1110 = add i32 %kr1108, 0
  %t_s1112 = mul i32 %t_r1110, 3
  %t_c1114 = add i32 %t_s1112, 0
  %t_e1115 = mul i32 %t_c1114, %cpg
  %el1116 = add i32 %t_e1115, %cin1102
  %off1118 = shl i32 %el1116, 2
  %old.84 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1100, ptr addrspace(8) %rws91, i32 %off1118, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %e1121 = add i32 %tid20, 960
  %kl1123 = udiv i32 %e1121, 32
  %cl1125 = urem i32 %e1121, 32
  %la1127 = shl i32 %e1121, 2
  %gep.85 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1127
  %v1128 = load float, ptr addrspace(3) %gep.85, align 4
  %kin1129 = add i32 %k_blk74, %kl1123
  %cin1130 = add i32 %c_blk76, %cl1125
  %kok1131 = icmp ult i32 %kin1129, %kpg
  %cok1132 = icmp ult i32 %cin1130, %cpg
  %ok1133 = and i1 %kok1131, %cok1132
  br i1 %ok1133, label %if.then.26, label %if.end.26
if.then.26:
  %krow1134 = add i32 %kbase644, %kin1129
  %kr1136 = mul i32 %krow1134, 3
  %t_r1138 = add i32 %kr1136, 0
  %t_s1140 = mul i32 %t_r1138, 3
  %t_c1142 = add i32 %t_s1140, 0
  %t_e1143 = mul i32 %t_c1142, %cpg
  %el1144 = add i32 %t_e1143, %cin1130
  %off1146 = shl i32 %el1144, 2
  %old.86 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1128, ptr addrspace(8) %rws91, i32 %off1146, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1149 = add i32 %e_lane651, 0
  %v1150 = extractelement <8 x float> %acc132, i32 0
  %gep.87 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1149
  store float %v1150, ptr addrspace(3) %gep.87, align 4
  %e_addr1152 = add i32 %e_lane651, 128
  %v1153 = extractelement <8 x float> %acc132, i32 1
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1152
  store float %v1153, ptr addrspace(3) %gep.88, align 4
  %e_addr1155 = add i32 %e_lane651, 256
  %v1156 = extractelement <8 x float> %acc132, i32 2
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1155
  store float %v1156, ptr addrspace(3) %gep.89, align 4
  %e_addr1158 = add i32 %e_lane651, 384
  %v1159 = extractelement <8 x float> %acc132, i32 3
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1158
  store float %v1159, ptr addrspace(3) %gep.90, align 4
  %e_addr1161 = add i32 %e_lane651, 512
  %v1162 = extractelement <8 x float> %acc132, i32 4
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1161
  store float %v1162, ptr addrspace(3) %gep.91, align 4
  %e_addr1164 = add i32 %e_lane651, 640
  %v1165 = extractelement <8 x float> %acc132, i32 5
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1164
  store float %v1165, ptr addrspace(3) %gep.92, align 4
  %e_addr1167 = add i32 %e_lane651, 768
  %v1168 = extractelement <8 x float> %acc132, i32 6
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1167
  store float %v1168, ptr addrspace(3) %gep.93, align 4
  %e_addr1170 = add i32 %e_lane651, 896
  %v1171 = extractelement <8 x float> %acc132, i32 7
  %gep.94 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1170
  store float %v1171, ptr addrspace(3) %gep.94, align 4
  %e_addr1173 = add i32 %e_lane651, 2048
  %v1174 = extractelement <8 x float> %acc133, i32 0
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1173
  store float %v1174, ptr addrspace(3) %gep.95, align 4
  %e_addr1176 = add i32 %e_lane651, 2176
  %v1177 = extractelement <8 x float> %acc133, i32 1
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1176
  store float %v1177, ptr addrspace(3) %gep.96, align 4
  %e_addr1179 = add i32 %e_lane651, 2304
  %v1180 = extractelement <8 x float> %acc133, i32 2
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1179
  store float %v1180, ptr addrspace(3) %gep.97, align 4
  %e_addr1182 = add i32 %e_lane651, 2432
  %v1183 = extractelement <8 x float> %acc133, i32 3
  %gep.98 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1182
  store float %v1183, ptr addrspace(3) %gep.98, align 4
  %e_addr1185 = add i32 %e_lane651, 2560
  %v1186 = extractelement <8 x float> %acc133, i32 4
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1185
  store float %v1186, ptr addrspace(3) %gep.99, align 4
  %e_addr1188 = add i32 %e_lane651, 2688
  %v1189 = extractelement <8 x float> %acc133, i32 5
  %gep.100 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1188
  store float %v1189, ptr addrspace(3) %gep.100, align 4
  %e_addr1191 = add i32 %e_lane651, 2816
  %v1192 = extractelement <8 x float> %acc133, i32 6
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1191
  store float %v1192, ptr addrspace(3) %gep.101, align 4
  %e_addr1194 = add i32 %e_lane651, 2944
  %v1195 = extractelement <8 x float> %acc133, i32 7
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1194
  store float %v1195, ptr addrspace(3) %gep.102, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1197 = add i32 %tid20, 0
  %kl1199 = udiv i32 %e1197, 32
  %cl1201 = urem i32 %e1197, 32
  %la1203 = shl i32 %e1197, 2
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1203
  %v1204 = load float, ptr addrspace(3) %gep.103, align 4
  %kin1205 = add i32 %k_blk74, %kl1199
  %cin1206 = add i32 %c_blk76, %cl1201
  %kok1207 = icmp ult i32 %kin1205, %kpg
  %cok1208 = icmp ult i32 %cin1206, %cpg
  %ok1209 = and i1 %kok1207, %cok1208
  br i1 %ok1209, label %if.then.27, label %if.end.27
if.then.27:
  %krow1210 = add i32 %kbase644, %kin1205
  %kr1212 = mul i32 %krow1210, 3
  %t_r1214 = add i32 %kr1212, 0
  %t_s1216 = mul i32 %t_r1214, 3
  %t_c1218 = add i32 %t_s1216, 1
  %t_e1219 = mul i32 %t_c1218, %cpg
  %el1220 = add i32 %t_e1219, %cin1206
  %off1222 = shl i32 %el1220, 2
  %old.104 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1204, ptr addrspace(8) %rws91, i32 %off1222, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %e1225 = add i32 %tid20, 64
  %kl1227 = udiv i32 %e1225, 32
  %cl1229 = urem i32 %e1225, 32
  %la1231 = shl i32 %e1225, 2
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1231
  %v1232 = load float, ptr addrspace(3) %gep.105, align 4
  %kin1233 = add i32 %k_blk74, %kl1227
  %cin1234 = add i32 %c_blk76, %cl1229
  %kok1235 = icmp ult i32 %kin1233, %kpg
  %cok1236 = icmp ult i32 %cin1234, %cpg
  %ok1237 = and i1 %kok1235, %cok1236
  br i1 %ok1237, label %if.then.28, label %if.end.28
if.then.28:
  %krow1238 = add i32 %kbase644, %kin1233
  %kr1240 = mul i32 %krow1238, 3
  %t_r1242 = add i32 %kr1240, 0
  %t_s1244 = mul i32 %t_r1242, 3
  %t_c1246 = add i32 %t_s1244, 1
  %t_e1247 = mul i32 %t_c1246, %cpg
  %el1248 = add i32 %t_e1247, %cin1234
  %off1250 = shl i32 %el1248, 2
  %old.106 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1232, ptr addrspace(8) %rws91, i32 %off1250, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %e1253 = add i32 %tid20, 128
  %kl1255 = udiv i32 %e1253, 32
  %cl1257 = urem i32 %e1253, 32
  %la1259 = shl i32 %e1253, 2
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1259
  %v1260 = load float, ptr addrspace(3) %gep.107, align 4
  %kin1261 = add i32 %k_blk74, %kl1255
  %cin1262 = add i32 %c_blk76, %cl1257
  %kok1263 = icmp ult i32 %kin1261, %kpg
  %cok1264 = icmp ult i32 %cin1262, %cpg
  %ok1265 = and i1 %kok1263, %cok1264
  br i1 %ok1265, label %if.then.29, label %if.end.29
if.then.29:
  %krow1266 = add i32 %kbase644, %kin1261
  %kr1268 = mul i32 %krow1266, 3
  %t_r1270 = add i32 %kr1268, 0
  %t_s1272 = mul i32 %t_r1270, 3
  %t_c1274 = add i32 %t_s1272, 1
  %t_e1275 = mul i32 %t_c1274, %cpg
  %el1276 = add i32 %t_e1275, %cin1262
  %off1278 = shl i32 %el1276, 2
  %old.108 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1260, ptr addrspace(8) %rws91, i32 %off1278, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %e1281 = add i32 %tid20, 192
  %kl1283 = udiv i32 %e1281, 32
  %cl1285 = urem i32 %e1281, 32
  %la1287 = shl i32 %e1281, 2
  %gep.109 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1287
  %v1288 = load float, ptr addrspace(3) %gep.109, align 4
  %kin1289 = add i32 %k_blk74, %kl1283
  %cin1290 = add i32 %c_blk76, %cl1285
  %kok1291 = icmp ult i32 %kin1289, %kpg
  %cok1292 = icmp ult i32 %cin1290, %cpg
  %ok1293 = and i1 %kok1291, %cok1292
  br i1 %ok1293, label %if.then.30, label %if.end.30
if.then.30:
  %krow1294 = add i32 %kbase644, %kin1289
  %kr1296 = mul i32 %krow1294, 3
  %t_r1298 = add i32 %kr1296, 0
  %t_s1300 = mul i32 %t_r1298, 3
  %t_c1302 = add i32 %t_s1300, 1
  %t_e1303 = mul i32 %t_c1302, %cpg
  %el1304 = add i32 %t_e1303, %cin1290
  %off1306 = shl i32 %el1304, 2
  %old.110 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1288, ptr addrspace(8) %rws91, i32 %off1306, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %e1309 = add i32 %tid20, 256
  %kl1311 = udiv i32 %e1309, 32
  %cl1313 = urem i32 %e1309, 32
  %la1315 = shl i32 %e1309, 2
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1315
  %v1316 = load float, ptr addrspace(3) %gep.111, align 4
  %kin1317 = add i32 %k_blk74, %kl1311
  %cin1318 = add i32 %c_blk76, %cl1313
  %kok1319 = icmp ult i32 %kin1317, %kpg
  %cok1320 = icmp ult i32 %cin1318, %cpg
  %ok1321 = and i1 %kok1319, %cok1320
  br i1 %ok1321, label %if.then.31, label %if.end.31
if.then.31:
  %krow1322 = add i32 %kbase644, %kin1317
  %kr1324 = mul i32 %krow1322, 3
  %t_r1326 = add i32 %kr1324, 0
  %t_s1328 = mul i32 %t_r1326, 3
  %t_c1330 = add i32 %t_s1328, 1
  %t_e1331 = mul i32 %t_c1330, %cpg
  %el1332 = add i32 %t_e1331, %cin1318
  %off1334 = shl i32 %el1332, 2
  %old.112 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1316, ptr addrspace(8) %rws91, i32 %off1334, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %e1337 = add i32 %tid20, 320
  %kl1339 = udiv i32 %e1337, 32
  %cl1341 = urem i32 %e1337, 32
  %la1343 = shl i32 %e1337, 2
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1343
  %v1344 = load float, ptr addrspace(3) %gep.113, align 4
  %kin1345 = add i32 %k_blk74, %kl1339
  %cin1346 = add i32 %c_blk76, %cl1341
  %kok1347 = icmp ult i32 %kin1345, %kpg
  %cok1348 = icmp ult i32 %cin1346, %cpg
  %ok1349 = and i1 %kok1347, %cok1348
  br i1 %ok1349, label %if.then.32, label %if.end.32
if.then.32:
  %krow1350 = add i32 %kbase644, %kin1345
  %kr1352 = mul i32 %krow1350, 3
  %t_r1354 = add i32 %kr1352, 0
  %t_s1356 = mul i32 %t_r1354, 3
  %t_c1358 = add i32 %t_s1356, 1
  %t_e1359 = mul i32 %t_c1358, %cpg
  %el1360 = add i32 %t_e1359, %cin1346
  %off1362 = shl i32 %el1360, 2
  %old.114 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1344, ptr addrspace(8) %rws91, i32 %off1362, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %e1365 = add i32 %tid20, 384
  %kl1367 = udiv i32 %e1365, 32
  %cl1369 = urem i32 %e1365, 32
  %la1371 = shl i32 %e1365, 2
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1371
  %v1372 = load float, ptr addrspace(3) %gep.115, align 4
  %kin1373 = add i32 %k_blk74, %kl1367
  %cin1374 = add i32 %c_blk76, %cl1369
  %kok1375 = icmp ult i32 %kin1373, %kpg
  %cok1376 = icmp ult i32 %cin1374, %cpg
  %ok1377 = and i1 %kok1375, %cok1376
  br i1 %ok1377, label %if.then.33, label %if.end.33
if.then.33:
  %krow1378 = add i32 %kbase644, %kin1373
  %kr1380 = mul i32 %krow1378, 3
  %t_r1382 = add i32 %kr1380, 0
  %t_s1384 = mul i32 %t_r1382, 3
  %t_c1386 = add i32 %t_s1384, 1
  %t_e1387 = mul i32 %t_c1386, %cpg
  %el1388 = add i32 %t_e1387, %cin1374
  %off1390 = shl i32 %el1388, 2
  %old.116 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1372, ptr addrspace(8) %rws91, i32 %off1390, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %e1393 = add i32 %tid20, 448
  %kl1395 = udiv i32 %e1393, 32
  %cl1397 = urem i32 %e1393, 32
  %la1399 = shl i32 %e1393, 2
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1399
  %v1400 = load float, ptr addrspace(3) %gep.117, align 4
  %kin1401 = add i32 %k_blk74, %kl1395
  %cin1402 = add i32 %c_blk76, %cl1397
  %kok1403 = icmp ult i32 %kin1401, %kpg
  %cok1404 = icmp ult i32 %cin1402, %cpg
  %ok1405 = and i1 %kok1403, %cok1404
  br i1 %ok1405, label %if.then.34, label %if.end.34
if.then.34:
  %krow1406 = add i32 %kbase644, %kin1401
  %kr1408 = mul i32 %krow1406, 3
  %t_r1410 = add i32 %kr1408, 0
  %t_s1412 = mul i32 %t_r1410, 3
  %t_c1414 = add i32 %t_s1412, 1
  %t_e1415 = mul i32 %t_c1414, %cpg
  %el1416 = add i32 %t_e1415, %cin1402
  %off1418 = shl i32 %el1416, 2
  %old.118 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1400, ptr addrspace(8) %rws91, i32 %off1418, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  %e1421 = add i32 %tid20, 512
  %kl1423 = udiv i32 %e1421, 32
  %cl1425 = urem i32 %e1421, 32
  %la1427 = shl i32 %e1421, 2
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1427
  %v1428 = load float, ptr addrspace(3) %gep.119, align 4
  %kin1429 = add i32 %k_blk74, %kl1423
  %cin1430 = add i32 %c_blk76, %cl1425
  %kok1431 = icmp ult i32 %kin1429, %kpg
  %cok1432 = icmp ult i32 %cin1430, %cpg
  %ok1433 = and i1 %kok1431, %cok1432
  br i1 %ok1433, label %if.then.35, label %if.end.35
if.then.35:
  %krow1434 = add i32 %kbase644, %kin1429
  %kr1436 = mul i32 %krow1434, 3
  %t_r1438 = add i32 %kr1436, 0
  %t_s1440 = mul i32 %t_r1438, 3
  %t_c1442 = add i32 %t_s1440, 1
  %t_e1443 = mul i32 %t_c1442, %cpg
  %el1444 = add i32 %t_e1443, %cin1430
  %off1446 = shl i32 %el1444, 2
  %old.120 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1428, ptr addrspace(8) %rws91, i32 %off1446, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  %e1449 = add i32 %tid20, 576
  %kl1451 = udiv i32 %e1449, 32
  %cl1453 = urem i32 %e1449, 32
  %la1455 = shl i32 %e1449, 2
  %gep.121 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1455
  %v1456 = load float, ptr addrspace(3) %gep.121, align 4
  %kin1457 = add i32 %k_blk74, %kl1451
  %cin1458 = add i32 %c_blk76, %cl1453
  %kok1459 = icmp ult i32 %kin1457, %kpg
  %cok1460 = icmp ult i32 %cin1458, %cpg
  %ok1461 = and i1 %kok1459, %cok1460
  br i1 %ok1461, label %if.then.36, label %if.end.36
if.then.36:
  %krow1462 = add i32 %kbase644, %kin1457
  %kr1464 = mul i32 %krow1462, 3
  %t_r1466 = add i32 %kr1464, 0
  %t_s1468 = mul i32 %t_r1466, 3
  %t_c1470 = add i32 %t_s1468, 1
  %t_e1471 = mul i32 %t_c1470, %cpg
  %el1472 = add i32 %t_e1471, %cin1458
  %off1474 = shl i32 %el1472, 2
  %old.122 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1456, ptr addrspace(8) %rws91, i32 %off1474, i32 0, i32 20)
  br label %if.end.36
if.end.36:
  %e1477 = add i32 %tid20, 640
  %kl1479 = udiv i32 %e1477, 32
  %cl1481 = urem i32 %e1477, 32
  %la1483 = shl i32 %e1477, 2
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1483
  %v1484 = load float, ptr addrspace(3) %gep.123, align 4
  %kin1485 = add i32 %k_blk74, %kl1479
  %cin1486 = add i32 %c_blk76, %cl1481
  %kok1487 = icmp ult i32 %kin1485, %kpg
  %cok1488 = icmp ult i32 %cin1486, %cpg
  %ok1489 = and i1 %kok1487, %cok1488
  br i1 %ok1489, label %if.then.37, label %if.end.37
if.then.37:
  %krow1490 = add i32 %kbase644, %kin1485
  %kr1492 = mul i32 %krow1490, 3
  %t_r1494 = add i32 %kr1492, 0
  %t_s1496 = mul i32 %t_r1494, 3
  %t_c1498 = add i32 %t_s1496, 1
  %t_e1499 = mul i32 %t_c1498, %cpg
  %el1500 = add i32 %t_e1499, %cin1486
  %off1502 = shl i32 %el1500, 2
  %old.124 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1484, ptr addrspace(8) %rws91, i32 %off1502, i32 0, i32 20)
  br label %if.end.37
if.end.37:
  %e1505 = add i32 %tid20, 704
  %kl1507 = udiv i32 %e1505, 32
  %cl1509 = urem i32 %e1505, 32
  %la1511 = shl i32 %e1505, 2
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1511
  %v1512 = load float, ptr addrspace(3) %gep.125, align 4
  %kin1513 = add i32 %k_blk74, %kl1507
  %cin1514 = add i32 %c_blk76, %cl1509
  %kok1515 = icmp ult i32 %kin1513, %kpg
  %cok1516 = icmp ult i32 %cin1514, %cpg
  %ok1517 = and i1 %kok1515, %cok1516
  br i1 %ok1517, label %if.then.38, label %if.end.38
if.then.38:
  %krow1518 = add i32 %kbase644, %kin1513
  %kr1520 = mul i32 %krow1518, 3
  %t_r1522 = add i32 %kr1520, 0
  %t_s1524 = mul i32 %t_r1522, 3
  %t_c1526 = add i32 %t_s1524, 1
  %t_e1527 = mul i32 %t_c1526, %cpg
  %el1528 = add i32 %t_e1527, %cin1514
  %off1530 = shl i32 %el1528, 2
  %old.126 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1512, ptr addrspace(8) %rws91, i32 %off1530, i32 0, i32 20)
  br label %if.end.38
if.end.38:
  %e1533 = add i32 %tid20, 768
  %kl1535 = udiv i32 %e1533, 32
  %cl1537 = urem i32 %e1533, 32
  %la1539 = shl i32 %e1533, 2
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1539
  %v1540 = load float, ptr addrspace(3) %gep.127, align 4
  %kin1541 = add i32 %k_blk74, %kl1535
  %cin1542 = add i32 %c_blk76, %cl1537
  %kok1543 = icmp ult i32 %kin1541, %kpg
  %cok1544 = icmp ult i32 %cin1542, %cpg
  %ok1545 = and i1 %kok1543, %cok1544
  br i1 %ok1545, label %if.then.39, label %if.end.39
if.then.39:
  %krow1546 = add i32 %kbase644, %kin1541
  %kr1548 = mul i32 %krow1546, 3
  %t_r1550 = add i32 %kr1548, 0
  %t_s1552 = mul i32 %t_r1550, 3
  %t_c1554 = add i32 %t_s1552, 1
  %t_e1555 = mul i32 %t_c1554, %cpg
  %el1556 = add i32 %t_e1555, %cin1542
  %off1558 = shl i32 %el1556, 2
  %old.128 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1540, ptr addrspace(8) %rws91, i32 %off1558, i32 0, i32 20)
  br label %if.end.39
if.end.39:
  %e1561 = add i32 %tid20, 832
  %kl1563 = udiv i32 %e1561, 32
  %cl1565 = urem i32 %e1561, 32
  %la1567 = shl i32 %e1561, 2
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1567
  %v1568 = load float, ptr addrspace(3) %gep.129, align 4
  %kin1569 = add i32 %k_blk74, %kl1563
  %cin1570 = add i32 %c_blk76, %cl1565
  %kok1571 = icmp ult i32 %kin1569, %kpg
  %cok1572 = icmp ult i32 %cin1570, %cpg
  %ok1573 = and i1 %kok1571, %cok1572
  br i1 %ok1573, label %if.then.40, label %if.end.40
if.then.40:
  %krow1574 = add i32 %kbase644, %kin1569
  %kr1576 = mul i32 %krow1574, 3
  %t_r1578 = add i32 %kr1576, 0
  %t_s1580 = mul i32 %t_r1578, 3
  %t_c1582 = add i32 %t_s1580, 1
  %t_e1583 = mul i32 %t_c1582, %cpg
  %el1584 = add i32 %t_e1583, %cin1570
  %off1586 = shl i32 %el1584, 2
  %old.130 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1568, ptr addrspace(8) %rws91, i32 %off1586, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %e1589 = add i32 %tid20, 896
  %kl1591 = udiv i32 %e1589, 32
  %cl1593 = urem i32 %e1589, 32
  %la1595 = shl i32 %e1589, 2
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1595
  %v1596 = load float, ptr addrspace(3) %gep.131, align 4
  %kin1597 = add i32 %k_blk74, %kl1591
  %cin1598 = add i32 %c_blk76, %cl1593
  %kok1599 = icmp ult i32 %kin1597, %kpg
  %cok1600 = icmp ult i32 %cin1598, %cpg
  %ok1601 = and i1 %kok1599, %cok1600
  br i1 %ok1601, label %if.then.41, label %if.end.41
if.then.41:
  %krow1602 = add i32 %kbase644, %kin1597
  %kr1604 = mul i32 %krow1602, 3
  %t_r1606 = add i32 %kr1604, 0
  %t_s1608 = mul i32 %t_r1606, 3
  %t_c1610 = add i32 %t_s1608, 1
  %t_e1611 = mul i32 %t_c1610, %cpg
  %el1612 = add i32 %t_e1611, %cin1598
  %off1614 = shl i32 %el1612, 2
  %old.132 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1596, ptr addrspace(8) %rws91, i32 %off1614, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %e1617 = add i32 %tid20, 960
  %kl1619 = udiv i32 %e1617, 32
  %cl1621 = urem i32 %e1617, 32
  %la1623 = shl i32 %e1617, 2
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1623
  %v1624 = load float, ptr addrspace(3) %gep.133, align 4
  %kin1625 = add i32 %k_blk74, %kl1619
  %cin1626 = add i32 %c_blk76, %cl1621
  %kok1627 = icmp ult i32 %kin1625, %kpg
  %cok1628 = icmp ult i32 %cin1626, %cpg
  %ok1629 = and i1 %kok1627, %cok1628
  br i1 %ok1629, label %if.then.42, label %if.end.42
if.then.42:
  %krow1630 = add i32 %kbase644, %kin1625
  %kr1632 = mul i32 %krow1630, 3
  %t_r1634 = add i32 %kr1632, 0
  %t_s1636 = mul i32 %t_r1634, 3
  %t_c1638 = add i32 %t_s1636, 1
  %t_e1639 = mul i32 %t_c1638, %cpg
  %el1640 = add i32 %t_e1639, %cin1626
  %off1642 = shl i32 %el1640, 2
  %old.134 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1624, ptr addrspace(8) %rws91, i32 %off1642, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr1645 = add i32 %e_lane651, 0
  %v1646 = extractelement <8 x float> %acc134, i32 0
  %gep.135 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1645
  store float %v1646, ptr addrspace(3) %gep.135, align 4
  %e_addr1648 = add i32 %e_lane651, 128
  %v1649 = extractelement <8 x float> %acc134, i32 1
  %gep.136 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1648
  store float %v1649, ptr addrspace(3) %gep.136, align 4
  %e_addr1651 = add i32 %e_lane651, 256
  %v1652 = extractelement <8 x float> %acc134, i32 2
  %gep.137 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1651
  store float %v1652, ptr addrspace(3) %gep.137, align 4
  %e_addr1654 = add i32 %e_lane651, 384
  %v1655 = extractelement <8 x float> %acc134, i32 3
  %gep.138 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1654
  store float %v1655, ptr addrspace(3) %gep.138, align 4
  %e_addr1657 = add i32 %e_lane651, 512
  %v1658 = extractelement <8 x float> %acc134, i32 4
  %gep.139 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1657
  store float %v1658, ptr addrspace(3) %gep.139, align 4
  %e_addr1660 = add i32 %e_lane651, 640
  %v1661 = extractelement <8 x float> %acc134, i32 5
  %gep.140 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1660
  store float %v1661, ptr addrspace(3) %gep.140, align 4
  %e_addr1663 = add i32 %e_lane651, 768
  %v1664 = extractelement <8 x float> %acc134, i32 6
  %gep.141 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1663
  store float %v1664, ptr addrspace(3) %gep.141, align 4
  %e_addr1666 = add i32 %e_lane651, 896
  %v1667 = extractelement <8 x float> %acc134, i32 7
  %gep.142 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1666
  store float %v1667, ptr addrspace(3) %gep.142, align 4
  %e_addr1669 = add i32 %e_lane651, 2048
  %v1670 = extractelement <8 x float> %acc135, i32 0
  %gep.143 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1669
  store float %v1670, ptr addrspace(3) %gep.143, align 4
  %e_addr1672 = add i32 %e_lane651, 2176
  %v1673 = extractelement <8 x float> %acc135, i32 1
  %gep.144 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1672
  store float %v1673, ptr addrspace(3) %gep.144, align 4
  %e_addr1675 = add i32 %e_lane651, 2304
  %v1676 = extractelement <8 x float> %acc135, i32 2
  %gep.145 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1675
  store float %v1676, ptr addrspace(3) %gep.145, align 4
  %e_addr1678 = add i32 %e_lane651, 2432
  %v1679 = extractelement <8 x float> %acc135, i32 3
  %gep.146 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1678
  store float %v1679, ptr addrspace(3) %gep.146, align 4
  %e_addr1681 = add i32 %e_lane651, 2560
  %v1682 = extractelement <8 x float> %acc135, i32 4
  %gep.147 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1681
  store float %v1682, ptr addrspace(3) %gep.147, align 4
  %e_addr1684 = add i32 %e_lane651, 2688
  %v1685 = extractelement <8 x float> %acc135, i32 5
  %gep.148 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1684
  store float %v1685, ptr addrspace(3) %gep.148, align 4
  %e_addr1687 = add i32 %e_lane651, 2816
  %v1688 = extractelement <8 x float> %acc135, i32 6
  %gep.149 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1687
  store float %v1688, ptr addrspace(3) %gep.149, align 4
  %e_addr1690 = add i32 %e_lane651, 2944
  %v1691 = extractelement <8 x float> %acc135, i32 7
  %gep.150 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr1690
  store float %v1691, ptr addrspace(3) %gep.150, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e1693 = add i32 %tid20, 0
  %kl1695 = udiv i32 %e1693, 32
  %cl1697 = urem i32 %e1693, 32
  %la1699 = shl i32 %e1693, 2
  %gep.151 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1699
  %v1700 = load float, ptr addrspace(3) %gep.151, align 4
  %kin1701 = add i32 %k_blk74, %kl1695
  %cin1702 = add i32 %c_blk76, %cl1697
  %kok1703 = icmp ult i32 %kin1701, %kpg
  %cok1704 = icmp ult i32 %cin1702, %cpg
  %ok1705 = and i1 %kok1703, %cok1704
  br i1 %ok1705, label %if.then.43, label %if.end.43
if.then.43:
  %krow1706 = add i32 %kbase644, %kin1701
  %kr1708 = mul i32 %krow1706, 3
  %t_r1710 = add i32 %kr1708, 0
  %t_s1712 = mul i32 %t_r1710, 3
  %t_c1714 = add i32 %t_s1712, 2
  %t_e1715 = mul i32 %t_c1714, %cpg
  %el1716 = add i32 %t_e1715, %cin1702
  %off1718 = shl i32 %el1716, 2
  %old.152 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1700, ptr addrspace(8) %rws91, i32 %off1718, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %e1721 = add i32 %tid20, 64
  %kl1723 = udiv i32 %e1721, 32
  %cl1725 = urem i32 %e1721, 32
  %la1727 = shl i32 %e1721, 2
  %gep.153 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1727
  %v1728 = load float, ptr addrspace(3) %gep.153, align 4
  %kin1729 = add i32 %k_blk74, %kl1723
  %cin1730 = add i32 %c_blk76, %cl1725
  %kok1731 = icmp ult i32 %kin1729, %kpg
  %cok1732 = icmp ult i32 %cin1730, %cpg
  %ok1733 = and i1 %kok1731, %cok1732
  br i1 %ok1733, label %if.then.44, label %if.end.44
if.then.44:
  %krow1734 = add i32 %kbase644, %kin1729
  %kr1736 = mul i32 %krow1734, 3
  %t_r1738 = add i32 %kr1736, 0
  %t_s1740 = mul i32 %t_r1738, 3
  %t_c1742 = add i32 %t_s1740, 2
  %t_e1743 = mul i32 %t_c1742, %cpg
  %el1744 = add i32 %t_e1743, %cin1730
  %off1746 = shl i32 %el1744, 2
  %old.154 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1728, ptr addrspace(8) %rws91, i32 %off1746, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %e1749 = add i32 %tid20, 128
  %kl1751 = udiv i32 %e1749, 32
  %cl1753 = urem i32 %e1749, 32
  %la1755 = shl i32 %e1749, 2
  %gep.155 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1755
  %v1756 = load float, ptr addrspace(3) %gep.155, align 4
  %kin1757 = add i32 %k_blk74, %kl1751
  %cin1758 = add i32 %c_blk76, %cl1753
  %kok1759 = icmp ult i32 %kin1757, %kpg
  %cok1760 = icmp ult i32 %cin1758, %cpg
  %ok1761 = and i1 %kok1759, %cok1760
  br i1 %ok1761, label %if.then.45, label %if.end.45
if.then.45:
  %krow1762 = add i32 %kbase644, %kin1757
  %kr1764 = mul i32 %krow1762, 3
  %t_r1766 = add i32 %kr1764, 0
  %t_s1768 = mul i32 %t_r1766, 3
  %t_c1770 = add i32 %t_s1768, 2
  %t_e1771 = mul i32 %t_c1770, %cpg
  %el1772 = add i32 %t_e1771, %cin1758
  %off1774 = shl i32 %el1772, 2
  %old.156 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1756, ptr addrspace(8) %rws91, i32 %off1774, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %e1777 = add i32 %tid20, 192
  %kl1779 = udiv i32 %e1777, 32
  %cl1781 = urem i32 %e1777, 32
  %la1783 = shl i32 %e1777, 2
  %gep.157 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1783
  %v1784 = load float, ptr addrspace(3) %gep.157, align 4
  %kin1785 = add i32 %k_blk74, %kl1779
  %cin1786 = add i32 %c_blk76, %cl1781
  %kok1787 = icmp ult i32 %kin1785, %kpg
  %cok1788 = icmp ult i32 %cin1786, %cpg
  %ok1789 = and i1 %kok1787, %cok1788
  br i1 %ok1789, label %if.then.46, label %if.end.46
if.then.46:
  %krow1790 = add i32 %kbase644, %kin1785
  %kr1792 = mul i32 %krow1790, 3
  %t_r1794 = add i32 %kr1792, 0
  %t_s1796 = mul i32 %t_r1794, 3
  %t_c1798 = add i32 %t_s1796, 2
  %t_e1799 = mul i32 %t_c1798, %cpg
  %el1800 = add i32 %t_e1799, %cin1786
  %off1802 = shl i32 %el1800, 2
  %old.158 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1784, ptr addrspace(8) %rws91, i32 %off1802, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %e1805 = add i32 %tid20, 256
  %kl1807 = udiv i32 %e1805, 32
  %cl1809 = urem i32 %e1805, 32
  %la1811 = shl i32 %e1805, 2
  %gep.159 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1811
  %v1812 = load float, ptr addrspace(3) %gep.159, align 4
  %kin1813 = add i32 %k_blk74, %kl1807
  %cin1814 = add i32 %c_blk76, %cl1809
  %kok1815 = icmp ult i32 %kin1813, %kpg
  %cok1816 = icmp ult i32 %cin1814, %cpg
  %ok1817 = and i1 %kok1815, %cok1816
  br i1 %ok1817, label %if.then.47, label %if.end.47
if.then.47:
  %krow1818 = add i32 %kbase644, %kin1813
  %kr1820 = mul i32 %krow1818, 3
  %t_r1822 = add i32 %kr1820, 0
  %t_s1824 = mul i32 %t_r1822, 3
  %t_c1826 = add i32 %t_s1824, 2
  %t_e1827 = mul i32 %t_c1826, %cpg
  %el1828 = add i32 %t_e1827, %cin1814
  %off1830 = shl i32 %el1828, 2
  %old.160 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1812, ptr addrspace(8) %rws91, i32 %off1830, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  %e1833 = add i32 %tid20, 320
  %kl1835 = udiv i32 %e1833, 32
  %cl1837 = urem i32 %e1833, 32
  %la1839 = shl i32 %e1833, 2
  %gep.161 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1839
  %v1840 = load float, ptr addrspace(3) %gep.161, align 4
  %kin1841 = add i32 %k_blk74, %kl1835
  %cin1842 = add i32 %c_blk76, %cl1837
  %kok1843 = icmp ult i32 %kin1841, %kpg
  %cok1844 = icmp ult i32 %cin1842, %cpg
  %ok1845 = and i1 %kok1843, %cok1844
  br i1 %ok1845, label %if.then.48, label %if.end.48
if.then.48:
  %krow1846 = add i32 %kbase644, %kin1841
  %kr1848 = mul i32 %krow1846, 3
  %t_r1850 = add i32 %kr1848, 0
  %t_s1852 = mul i32 %t_r1850, 3
  %t_c1854 = add i32 %t_s1852, 2
  %t_e1855 = mul i32 %t_c1854, %cpg
  %el1856 = add i32 %t_e1855, %cin1842
  %off1858 = shl i32 %el1856, 2
  %old.162 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1840, ptr addrspace(8) %rws91, i32 %off1858, i32 0, i32 20)
  br label %if.end.48
if.end.48:
  %e1861 = add i32 %tid20, 384
  %kl1863 = udiv i32 %e1861, 32
  %cl1865 = urem i32 %e1861, 32
  %la1867 = shl i32 %e1861, 2
  %gep.163 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1867
  %v1868 = load float, ptr addrspace(3) %gep.163, align 4
  %kin1869 = add i32 %k_blk74, %kl1863
  %cin1870 = add i32 %c_blk76, %cl1865
  %kok1871 = icmp ult i32 %kin1869, %kpg
  %cok1872 = icmp ult i32 %cin1870, %cpg
  %ok1873 = and i1 %kok1871, %cok1872
  br i1 %ok1873, label %if.then.49, label %if.end.49
if.then.49:
  %krow1874 = add i32 %kbase644, %kin1869
  %kr1876 = mul i32 %krow1874, 3
  %t_r1878 = add i32 %kr1876, 0
  %t_s1880 = mul i32 %t_r1878, 3
  %t_c1882 = add i32 %t_s1880, 2
  %t_e1883 = mul i32 %t_c1882, %cpg
  %el1884 = add i32 %t_e1883, %cin1870
  %off1886 = shl i32 %el1884, 2
  %old.164 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1868, ptr addrspace(8) %rws91, i32 %off1886, i32 0, i32 20)
  br label %if.end.49
if.end.49:
  %e1889 = add i32 %tid20, 448
  %kl1891 = udiv i32 %e1889, 32
  %cl1893 = urem i32 %e1889, 32
  %la1895 = shl i32 %e1889, 2
  %gep.165 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1895
  %v1896 = load float, ptr addrspace(3) %gep.165, align 4
  %kin1897 = add i32 %k_blk74, %kl1891
  %cin1898 = add i32 %c_blk76, %cl1893
  %kok1899 = icmp ult i32 %kin1897, %kpg
  %cok1900 = icmp ult i32 %cin1898, %cpg
  %ok1901 = and i1 %kok1899, %cok1900
  br i1 %ok1901, label %if.then.50, label %if.end.50
if.then.50:
  %krow1902 = add i32 %kbase644, %kin1897
  %kr1904 = mul i32 %krow1902, 3
  %t_r1906 = add i32 %kr1904, 0
  %t_s1908 = mul i32 %t_r1906, 3
  %t_c1910 = add i32 %t_s1908, 2
  %t_e1911 = mul i32 %t_c1910, %cpg
  %el1912 = add i32 %t_e1911, %cin1898
  %off1914 = shl i32 %el1912, 2
  %old.166 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1896, ptr addrspace(8) %rws91, i32 %off1914, i32 0, i32 20)
  br label %if.end.50
if.end.50:
  %e1917 = add i32 %tid20, 512
  %kl1919 = udiv i32 %e1917, 32
  %cl1921 = urem i32 %e1917, 32
  %la1923 = shl i32 %e1917, 2
  %gep.167 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1923
  %v1924 = load float, ptr addrspace(3) %gep.167, align 4
  %kin1925 = add i32 %k_blk74, %kl1919
  %cin1926 = add i32 %c_blk76, %cl1921
  %kok1927 = icmp ult i32 %kin1925, %kpg
  %cok1928 = icmp ult i32 %cin1926, %cpg
  %ok1929 = and i1 %kok1927, %cok1928
  br i1 %ok1929, label %if.then.51, label %if.end.51
if.then.51:
  %krow1930 = add i32 %kbase644, %kin1925
  %kr1932 = mul i32 %krow1930, 3
  %t_r1934 = add i32 %kr1932, 0
  %t_s1936 = mul i32 %t_r1934, 3
  %t_c1938 = add i32 %t_s1936, 2
  %t_e1939 = mul i32 %t_c1938, %cpg
  %el1940 = add i32 %t_e1939, %cin1926
  %off1942 = shl i32 %el1940, 2
  %old.168 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1924, ptr addrspace(8) %rws91, i32 %off1942, i32 0, i32 20)
  br label %if.end.51
if.end.51:
  %e1945 = add i32 %tid20, 576
  %kl1947 = udiv i32 %e1945, 32
  %cl1949 = urem i32 %e1945, 32
  %la1951 = shl i32 %e1945, 2
  %gep.169 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1951
  %v1952 = load float, ptr addrspace(3) %gep.169, align 4
  %kin1953 = add i32 %k_blk74, %kl1947
  %cin1954 = add i32 %c_blk76, %cl1949
  %kok1955 = icmp ult i32 %kin1953, %kpg
  %cok1956 = icmp ult i32 %cin1954, %cpg
  %ok1957 = and i1 %kok1955, %cok1956
  br i1 %ok1957, label %if.then.52, label %if.end.52
if.then.52:
  %krow1958 = add i32 %kbase644, %kin1953
  %kr1960 = mul i32 %krow1958, 3
  %t_r1962 = add i32 %kr1960, 0
  %t_s1964 = mul i32 %t_r1962, 3
  %t_c1966 = add i32 %t_s1964, 2
  %t_e1967 = mul i32 %t_c1966, %cpg
  %el1968 = add i32 %t_e1967, %cin1954
  %off1970 = shl i32 %el1968, 2
  %old.170 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1952, ptr addrspace(8) %rws91, i32 %off1970, i32 0, i32 20)
  br label %if.end.52
if.end.52:
  %e1973 = add i32 %tid20, 640
  %kl1975 = udiv i32 %e1973, 32
  %cl1977 = urem i32 %e1973, 32
  %la1979 = shl i32 %e1973, 2
  %gep.171 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la1979
  %v1980 = load float, ptr addrspace(3) %gep.171, align 4
  %kin1981 = add i32 %k_blk74, %kl1975
  %cin1982 = add i32 %c_blk76, %cl1977
  %kok1983 = icmp ult i32 %kin1981, %kpg
  %cok1984 = icmp ult i32 %cin1982, %cpg
  %ok1985 = and i1 %kok1983, %cok1984
  br i1 %ok1985, label %if.then.53, label %if.end.53
if.then.53:
  %krow1986 = add i32 %kbase644, %kin1981
  %kr1988 = mul i32 %krow1986, 3
  %t_r1990 = add i32 %kr1988, 0
  %t_s1992 = mul i32 %t_r1990, 3
  %t_c1994 = add i32 %t_s1992, 2
  %t_e1995 = mul i32 %t_c1994, %cpg
  %el1996 = add i32 %t_e1995, %cin1982
  %off1998 = shl i32 %el1996, 2
  %old.172 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1980, ptr addrspace(8) %rws91, i32 %off1998, i32 0, i32 20)
  br label %if.end.53
if.end.53:
  %e2001 = add i32 %tid20, 704
  %kl2003 = udiv i32 %e2001, 32
  %cl2005 = urem i32 %e2001, 32
  %la2007 = shl i32 %e2001, 2
  %gep.173 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2007
  %v2008 = load float, ptr addrspace(3) %gep.173, align 4
  %kin2009 = add i32 %k_blk74, %kl2003
  %cin2010 = add i32 %c_blk76, %cl2005
  %kok2011 = icmp ult i32 %kin2009, %kpg
  %cok2012 = icmp ult i32 %cin2010, %cpg
  %ok2013 = and i1 %kok2011, %cok2012
  br i1 %ok2013, label %if.then.54, label %if.end.54
if.then.54:
  %krow2014 = add i32 %kbase644, %kin2009
  %kr2016 = mul i32 %krow2014, 3
  %t_r2018 = add i32 %kr2016, 0
  %t_s2020 = mul i32 %t_r2018, 3
  %t_c2022 = add i32 %t_s2020, 2
  %t_e2023 = mul i32 %t_c2022, %cpg
  %el2024 = add i32 %t_e2023, %cin2010
  %off2026 = shl i32 %el2024, 2
  %old.174 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2008, ptr addrspace(8) %rws91, i32 %off2026, i32 0, i32 20)
  br label %if.end.54
if.end.54:
  %e2029 = add i32 %tid20, 768
  %kl2031 = udiv i32 %e2029, 32
  %cl2033 = urem i32 %e2029, 32
  %la2035 = shl i32 %e2029, 2
  %gep.175 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2035
  %v2036 = load float, ptr addrspace(3) %gep.175, align 4
  %kin2037 = add i32 %k_blk74, %kl2031
  %cin2038 = add i32 %c_blk76, %cl2033
  %kok2039 = icmp ult i32 %kin2037, %kpg
  %cok2040 = icmp ult i32 %cin2038, %cpg
  %ok2041 = and i1 %kok2039, %cok2040
  br i1 %ok2041, label %if.then.55, label %if.end.55
if.then.55:
  %krow2042 = add i32 %kbase644, %kin2037
  %kr2044 = mul i32 %krow2042, 3
  %t_r2046 = add i32 %kr2044, 0
  %t_s2048 = mul i32 %t_r2046, 3
  %t_c2050 = add i32 %t_s2048, 2
  %t_e2051 = mul i32 %t_c2050, %cpg
  %el2052 = add i32 %t_e2051, %cin2038
  %off2054 = shl i32 %el2052, 2
  %old.176 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2036, ptr addrspace(8) %rws91, i32 %off2054, i32 0, i32 20)
  br label %if.end.55
if.end.55:
  %e2057 = add i32 %tid20, 832
  %kl2059 = udiv i32 %e2057, 32
  %cl2061 = urem i32 %e2057, 32
  %la2063 = shl i32 %e2057, 2
  %gep.177 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2063
  %v2064 = load float, ptr addrspace(3) %gep.177, align 4
  %kin2065 = add i32 %k_blk74, %kl2059
  %cin2066 = add i32 %c_blk76, %cl2061
  %kok2067 = icmp ult i32 %kin2065, %kpg
  %cok2068 = icmp ult i32 %cin2066, %cpg
  %ok2069 = and i1 %kok2067, %cok2068
  br i1 %ok2069, label %if.then.56, label %if.end.56
if.then.56:
  %krow2070 = add i32 %kbase644, %kin2065
  %kr2072 = mul i32 %krow2070, 3
  %t_r2074 = add i32 %kr2072, 0
  %t_s2076 = mul i32 %t_r2074, 3
  %t_c2078 = add i32 %t_s2076, 2
  %t_e2079 = mul i32 %t_c2078, %cpg
  %el2080 = add i32 %t_e2079, %cin2066
  %off2082 = shl i32 %el2080, 2
  %old.178 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2064, ptr addrspace(8) %rws91, i32 %off2082, i32 0, i32 20)
  br label %if.end.56
if.end.56:
  %e2085 = add i32 %tid20, 896
  %kl2087 = udiv i32 %e2085, 32
  %cl2089 = urem i32 %e2085, 32
  %la2091 = shl i32 %e2085, 2
  %gep.179 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2091
  %v2092 = load float, ptr addrspace(3) %gep.179, align 4
  %kin2093 = add i32 %k_blk74, %kl2087
  %cin2094 = add i32 %c_blk76, %cl2089
  %kok2095 = icmp ult i32 %kin2093, %kpg
  %cok2096 = icmp ult i32 %cin2094, %cpg
  %ok2097 = and i1 %kok2095, %cok2096
  br i1 %ok2097, label %if.then.57, label %if.end.57
if.then.57:
  %krow2098 = add i32 %kbase644, %kin2093
  %kr2100 = mul i32 %krow2098, 3
  %t_r2102 = add i32 %kr2100, 0
  %t_s2104 = mul i32 %t_r2102, 3
  %t_c2106 = add i32 %t_s2104, 2
  %t_e2107 = mul i32 %t_c2106, %cpg
  %el2108 = add i32 %t_e2107, %cin2094
  %off2110 = shl i32 %el2108, 2
  %old.180 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2092, ptr addrspace(8) %rws91, i32 %off2110, i32 0, i32 20)
  br label %if.end.57
if.end.57:
  %e2113 = add i32 %tid20, 960
  %kl2115 = udiv i32 %e2113, 32
  %cl2117 = urem i32 %e2113, 32
  %la2119 = shl i32 %e2113, 2
  %gep.181 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2119
  %v2120 = load float, ptr addrspace(3) %gep.181, align 4
  %kin2121 = add i32 %k_blk74, %kl2115
  %cin2122 = add i32 %c_blk76, %cl2117
  %kok2123 = icmp ult i32 %kin2121, %kpg
  %cok2124 = icmp ult i32 %cin2122, %cpg
  %ok2125 = and i1 %kok2123, %cok2124
  br i1 %ok2125, label %if.then.58, label %if.end.58
if.then.58:
  %krow2126 = add i32 %kbase644, %kin2121
  %kr2128 = mul i32 %krow2126, 3
  %t_r2130 = add i32 %kr2128, 0
  %t_s2132 = mul i32 %t_r2130, 3
  %t_c2134 = add i32 %t_s2132, 2
  %t_e2135 = mul i32 %t_c2134, %cpg
  %el2136 = add i32 %t_e2135, %cin2122
  %off2138 = shl i32 %el2136, 2
  %old.182 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2120, ptr addrspace(8) %rws91, i32 %off2138, i32 0, i32 20)
  br label %if.end.58
if.end.58:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2141 = add i32 %e_lane651, 0
  %v2142 = extractelement <8 x float> %acc136, i32 0
  %gep.183 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2141
  store float %v2142, ptr addrspace(3) %gep.183, align 4
  %e_addr2144 = add i32 %e_lane651, 128
  %v2145 = extractelement <8 x float> %acc136, i32 1
  %gep.184 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2144
  store float %v2145, ptr addrspace(3) %gep.184, align 4
  %e_addr2147 = add i32 %e_lane651, 256
  %v2148 = extractelement <8 x float> %acc136, i32 2
  %gep.185 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2147
  store float %v2148, ptr addrspace(3) %gep.185, align 4
  %e_addr2150 = add i32 %e_lane651, 384
  %v2151 = extractelement <8 x float> %acc136, i32 3
  %gep.186 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2150
  store float %v2151, ptr addrspace(3) %gep.186, align 4
  %e_addr2153 = add i32 %e_lane651, 512
  %v2154 = extractelement <8 x float> %acc136, i32 4
  %gep.187 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2153
  store float %v2154, ptr addrspace(3) %gep.187, align 4
  %e_addr2156 = add i32 %e_lane651, 640
  %v2157 = extractelement <8 x float> %acc136, i32 5
  %gep.188 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2156
  store float %v2157, ptr addrspace(3) %gep.188, align 4
  %e_addr2159 = add i32 %e_lane651, 768
  %v2160 = extractelement <8 x float> %acc136, i32 6
  %gep.189 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2159
  store float %v2160, ptr addrspace(3) %gep.189, align 4
  %e_addr2162 = add i32 %e_lane651, 896
  %v2163 = extractelement <8 x float> %acc136, i32 7
  %gep.190 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2162
  store float %v2163, ptr addrspace(3) %gep.190, align 4
  %e_addr2165 = add i32 %e_lane651, 2048
  %v2166 = extractelement <8 x float> %acc137, i32 0
  %gep.191 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2165
  store float %v2166, ptr addrspace(3) %gep.191, align 4
  %e_addr2168 = add i32 %e_lane651, 2176
  %v2169 = extractelement <8 x float> %acc137, i32 1
  %gep.192 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2168
  store float %v2169, ptr addrspace(3) %gep.192, align 4
  %e_addr2171 = add i32 %e_lane651, 2304
  %v2172 = extractelement <8 x float> %acc137, i32 2
  %gep.193 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2171
  store float %v2172, ptr addrspace(3) %gep.193, align 4
  %e_addr2174 = add i32 %e_lane651, 2432
  %v2175 = extractelement <8 x float> %acc137, i32 3
  %gep.194 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2174
  store float %v2175, ptr addrspace(3) %gep.194, align 4
  %e_addr2177 = add i32 %e_lane651, 2560
  %v2178 = extractelement <8 x float> %acc137, i32 4
  %gep.195 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2177
  store float %v2178, ptr addrspace(3) %gep.195, align 4
  %e_addr2180 = add i32 %e_lane651, 2688
  %v2181 = extractelement <8 x float> %acc137, i32 5
  %gep.196 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2180
  store float %v2181, ptr addrspace(3) %gep.196, align 4
  %e_addr2183 = add i32 %e_lane651, 2816
  %v2184 = extractelement <8 x float> %acc137, i32 6
  %gep.197 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2183
  store float %v2184, ptr addrspace(3) %gep.197, align 4
  %e_addr2186 = add i32 %e_lane651, 2944
  %v2187 = extractelement <8 x float> %acc137, i32 7
  %gep.198 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2186
  store float %v2187, ptr addrspace(3) %gep.198, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2189 = add i32 %tid20, 0
  %kl2191 = udiv i32 %e2189, 32
  %cl2193 = urem i32 %e2189, 32
  %la2195 = shl i32 %e2189, 2
  %gep.199 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2195
  %v2196 = load float, ptr addrspace(3) %gep.199, align 4
  %kin2197 = add i32 %k_blk74, %kl2191
  %cin2198 = add i32 %c_blk76, %cl2193
  %kok2199 = icmp ult i32 %kin2197, %kpg
  %cok2200 = icmp ult i32 %cin2198, %cpg
  %ok2201 = and i1 %kok2199, %cok2200
  br i1 %ok2201, label %if.then.59, label %if.end.59
if.then.59:
  %krow2202 = add i32 %kbase644, %kin2197
  %kr2204 = mul i32 %krow2202, 3
  %t_r2206 = add i32 %kr2204, 1
  %t_s2208 = mul i32 %t_r2206, 3
  %t_c2210 = add i32 %t_s2208, 0
  %t_e2211 = mul i32 %t_c2210, %cpg
  %el2212 = add i32 %t_e2211, %cin2198
  %off2214 = shl i32 %el2212, 2
  %old.200 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2196, ptr addrspace(8) %rws91, i32 %off2214, i32 0, i32 20)
  br label %if.end.59
if.end.59:
  %e2217 = add i32 %tid20, 64
  %kl2219 = udiv i32 %e2217, 32
  %cl2221 = urem i32 %e2217, 32
  %la2223 = shl i32 %e2217, 2
  %gep.201 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2223
  %v2224 = load float, ptr addrspace(3) %gep.201, align 4
  %kin2225 = add i32 %k_blk74, %kl2219
  %cin2226 = add i32 %c_blk76, %cl2221
  %kok2227 = icmp ult i32 %kin2225, %kpg
  %cok2228 = icmp ult i32 %cin2226, %cpg
  %ok2229 = and i1 %kok2227, %cok2228
  br i1 %ok2229, label %if.then.60, label %if.end.60
if.then.60:
  %krow2230 = add i32 %kbase644, %kin2225
  %kr2232 = mul i32 %krow2230, 3
  %t_r2234 = add i32 %kr2232, 1
  %t_s2236 = mul i32 %t_r2234, 3
  %t_c2238 = add i32 %t_s2236, 0
  %t_e2239 = mul i32 %t_c2238, %cpg
  %el2240 = add i32 %t_e2239, %cin2226
  %off2242 = shl i32 %el2240, 2
  %old.202 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2224, ptr addrspace(8) %rws91, i32 %off2242, i32 0, i32 20)
  br label %if.end.60
if.end.60:
  %e2245 = add i32 %tid20, 128
  %kl2247 = udiv i32 %e2245, 32
  %cl2249 = urem i32 %e2245, 32
  %la2251 = shl i32 %e2245, 2
  %gep.203 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2251
  %v2252 = load float, ptr addrspace(3) %gep.203, align 4
  %kin2253 = add i32 %k_blk74, %kl2247
  %cin2254 = add i32 %c_blk76, %cl2249
  %kok2255 = icmp ult i32 %kin2253, %kpg
  %cok2256 = icmp ult i32 %cin2254, %cpg
  %ok2257 = and i1 %kok2255, %cok2256
  br i1 %ok2257, label %if.then.61, label %if.end.61
if.then.61:
  %krow2258 = add i32 %kbase644, %kin2253
  %kr2260 = mul i32 %krow2258, 3
  %t_r2262 = add i32 %kr2260, 1
  %t_s2264 = mul i32 %t_r2262, 3
  %t_c2266 = add i32 %t_s2264, 0
  %t_e2267 = mul i32 %t_c2266, %cpg
  %el2268 = add i32 %t_e2267, %cin2254
  %off2270 = shl i32 %el2268, 2
  %old.204 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2252, ptr addrspace(8) %rws91, i32 %off2270, i32 0, i32 20)
  br label %if.end.61
if.end.61:
  %e2273 = add i32 %tid20, 192
  %kl2275 = udiv i32 %e2273, 32
  %cl2277 = urem i32 %e2273, 32
  %la2279 = shl i32 %e2273, 2
  %gep.205 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2279
  %v2280 = load float, ptr addrspace(3) %gep.205, align 4
  %kin2281 = add i32 %k_blk74, %kl2275
  %cin2282 = add i32 %c_blk76, %cl2277
  %kok2283 = icmp ult i32 %kin2281, %kpg
  %cok2284 = icmp ult i32 %cin2282, %cpg
  %ok2285 = and i1 %kok2283, %cok2284
  br i1 %ok2285, label %if.then.62, label %if.end.62
if.then.62:
  %krow2286 = add i32 %kbase644, %kin2281
  %kr2288 = mul i32 %krow2286, 3
  %t_r2290 = add i32 %kr2288, 1
  %t_s2292 = mul i32 %t_r2290, 3
  %t_c2294 = add i32 %t_s2292, 0
  %t_e2295 = mul i32 %t_c2294, %cpg
  %el2296 = add i32 %t_e2295, %cin2282
  %off2298 = shl i32 %el2296, 2
  %old.206 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2280, ptr addrspace(8) %rws91, i32 %off2298, i32 0, i32 20)
  br label %if.end.62
if.end.62:
  %e2301 = add i32 %tid20, 256
  %kl2303 = udiv i32 %e2301, 32
  %cl2305 = urem i32 %e2301, 32
  %la2307 = shl i32 %e2301, 2
  %gep.207 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2307
  %v2308 = load float, ptr addrspace(3) %gep.207, align 4
  %kin2309 = add i32 %k_blk74, %kl2303
  %cin2310 = add i32 %c_blk76, %cl2305
  %kok2311 = icmp ult i32 %kin2309, %kpg
  %cok2312 = icmp ult i32 %cin2310, %cpg
  %ok2313 = and i1 %kok2311, %cok2312
  br i1 %ok2313, label %if.then.63, label %if.end.63
if.then.63:
  %krow2314 = add i32 %kbase644, %kin2309
  %kr2316 = mul i32 %krow2314, 3
  %t_r2318 = add i32 %kr2316, 1
  %t_s2320 = mul i32 %t_r2318, 3
  %t_c2322 = add i32 %t_s2320, 0
  %t_e2323 = mul i32 %t_c2322, %cpg
  %el2324 = add i32 %t_e2323, %cin2310
  %off2326 = shl i32 %el2324, 2
  %old.208 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2308, ptr addrspace(8) %rws91, i32 %off2326, i32 0, i32 20)
  br label %if.end.63
if.end.63:
  %e2329 = add i32 %tid20, 320
  %kl2331 = udiv i32 %e2329, 32
  %cl2333 = urem i32 %e2329, 32
  %la2335 = shl i32 %e2329, 2
  %gep.209 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2335
  %v2336 = load float, ptr addrspace(3) %gep.209, align 4
  %kin2337 = add i32 %k_blk74, %kl2331
  %cin2338 = add i32 %c_blk76, %cl2333
  %kok2339 = icmp ult i32 %kin2337, %kpg
  %cok2340 = icmp ult i32 %cin2338, %cpg
  %ok2341 = and i1 %kok2339, %cok2340
  br i1 %ok2341, label %if.then.64, label %if.end.64
if.then.64:
  %krow2342 = add i32 %kbase644, %kin2337
  %kr2344 = mul i32 %krow2342, 3
  %t_r2346 = add i32 %kr2344, 1
  %t_s2348 = mul i32 %t_r2346, 3
  %t_c2350 = add i32 %t_s2348, 0
  %t_e2351 = mul i32 %t_c2350, %cpg
  %el2352 = add i32 %t_e2351, %cin2338
  %off2354 = shl i32 %el2352, 2
  %old.210 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2336, ptr addrspace(8) %rws91, i32 %off2354, i32 0, i32 20)
  br label %if.end.64
if.end.64:
  %e2357 = add i32 %tid20, 384
  %kl2359 = udiv i32 %e2357, 32
  %cl2361 = urem i32 %e2357, 32
  %la2363 = shl i32 %e2357, 2
  %gep.211 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2363
  %v2364 = load float, ptr addrspace(3) %gep.211, align 4
  %kin2365 = add i32 %k_blk74, %kl2359
  %cin2366 = add i32 %c_blk76, %cl2361
  %kok2367 = icmp ult i32 %kin2365, %kpg
  %cok2368 = icmp ult i32 %cin2366, %cpg
  %ok2369 = and i1 %kok2367, %cok2368
  br i1 %ok2369, label %if.then.65, label %if.end.65
if.then.65:
  %krow2370 = add i32 %kbase644, %kin2365
  %kr2372 = mul i32 %krow2370, 3
  %t_r2374 = add i32 %kr2372, 1
  %t_s2376 = mul i32 %t_r2374, 3
  %t_c2378 = add i32 %t_s2376, 0
  %t_e2379 = mul i32 %t_c2378, %cpg
  %el2380 = add i32 %t_e2379, %cin2366
  %off2382 = shl i32 %el2380, 2
  %old.212 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2364, ptr addrspace(8) %rws91, i32 %off2382, i32 0, i32 20)
  br label %if.end.65
if.end.65:
  %e2385 = add i32 %tid20, 448
  %kl2387 = udiv i32 %e2385, 32
  %cl2389 = urem i32 %e2385, 32
  %la2391 = shl i32 %e2385, 2
  %gep.213 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2391
  %v2392 = load float, ptr addrspace(3) %gep.213, align 4
  %kin2393 = add i32 %k_blk74, %kl2387
  %cin2394 = add i32 %c_blk76, %cl2389
  %kok2395 = icmp ult i32 %kin2393, %kpg
  %cok2396 = icmp ult i32 %cin2394, %cpg
  %ok2397 = and i1 %kok2395, %cok2396
  br i1 %ok2397, label %if.then.66, label %if.end.66
if.then.66:
  %krow2398 = add i32 %kbase644, %kin2393
  %kr2400 = mul i32 %krow2398, 3
  %t_r2402 = add i32 %kr2400, 1
  %t_s2404 = mul i32 %t_r2402, 3
  %t_c2406 = add i32 %t_s2404, 0
  %t_e2407 = mul i32 %t_c2406, %cpg
  %el2408 = add i32 %t_e2407, %cin2394
  %off2410 = shl i32 %el2408, 2
  %old.214 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2392, ptr addrspace(8) %rws91, i32 %off2410, i32 0, i32 20)
  br label %if.end.66
if.end.66:
  %e2413 = add i32 %tid20, 512
  %kl2415 = udiv i32 %e2413, 32
  %cl2417 = urem i32 %e2413, 32
  %la2419 = shl i32 %e2413, 2
  %gep.215 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2419
  %v2420 = load float, ptr addrspace(3) %gep.215, align 4
  %kin2421 = add i32 %k_blk74, %kl2415
  %cin2422 = add i32 %c_blk76, %cl2417
  %kok2423 = icmp ult i32 %kin2421, %kpg
  %cok2424 = icmp ult i32 %cin2422, %cpg
  %ok2425 = and i1 %kok2423, %cok2424
  br i1 %ok2425, label %if.then.67, label %if.end.67
if.then.67:
  %krow2426 = add i32 %kbase644, %kin2421
  %kr2428 = mul i32 %krow2426, 3
  %t_r2430 = add i32 %kr2428, 1
  %t_s2432 = mul i32 %t_r2430, 3
  %t_c2434 = add i32 %t_s2432, 0
  %t_e2435 = mul i32 %t_c2434, %cpg
  %el2436 = add i32 %t_e2435, %cin2422
  %off2438 = shl i32 %el2436, 2
  %old.216 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2420, ptr addrspace(8) %rws91, i32 %off2438, i32 0, i32 20)
  br label %if.end.67
if.end.67:
  %e2441 = add i32 %tid20, 576
  %kl2443 = udiv i32 %e2441, 32
  %cl2445 = urem i32 %e2441, 32
  %la2447 = shl i32 %e2441, 2
  %gep.217 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2447
  %v2448 = load float, ptr addrspace(3) %gep.217, align 4
  %kin2449 = add i32 %k_blk74, %kl2443
  %cin2450 = add i32 %c_blk76, %cl2445
  %kok2451 = icmp ult i32 %kin2449, %kpg
  %cok2452 = icmp ult i32 %cin2450, %cpg
  %ok2453 = and i1 %kok2451, %cok2452
  br i1 %ok2453, label %if.then.68, label %if.end.68
if.then.68:
  %krow2454 = add i32 %kbase644, %kin2449
  %kr2456 = mul i32 %krow2454, 3
  %t_r2458 = add i32 %kr2456, 1
  %t_s2460 = mul i32 %t_r2458, 3
  %t_c2462 = add i32 %t_s2460, 0
  %t_e2463 = mul i32 %t_c2462, %cpg
  %el2464 = add i32 %t_e2463, %cin2450
  %off2466 = shl i32 %el2464, 2
  %old.218 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2448, ptr addrspace(8) %rws91, i32 %off2466, i32 0, i32 20)
  br label %if.end.68
if.end.68:
  %e2469 = add i32 %tid20, 640
  %kl2471 = udiv i32 %e2469, 32
  %cl2473 = urem i32 %e2469, 32
  %la2475 = shl i32 %e2469, 2
  %gep.219 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2475
  %v2476 = load float, ptr addrspace(3) %gep.219, align 4
  %kin2477 = add i32 %k_blk74, %kl2471
  %cin2478 = add i32 %c_blk76, %cl2473
  %kok2479 = icmp ult i32 %kin2477, %kpg
  %cok2480 = icmp ult i32 %cin2478, %cpg
  %ok2481 = and i1 %kok2479, %cok2480
  br i1 %ok2481, label %if.then.69, label %if.end.69
if.then.69:
  %krow2482 = add i32 %kbase644, %kin2477
  %kr2484 = mul i32 %krow2482, 3
  %t_r2486 = add i32 %kr2484, 1
  %t_s2488 = mul i32 %t_r2486, 3
  %t_c2490 = add i32 %t_s2488, 0
  %t_e2491 = mul i32 %t_c2490, %cpg
  %el2492 = add i32 %t_e2491, %cin2478
  %off2494 = shl i32 %el2492, 2
  %old.220 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2476, ptr addrspace(8) %rws91, i32 %off2494, i32 0, i32 20)
  br label %if.end.69
if.end.69:
  %e2497 = add i32 %tid20, 704
  %kl2499 = udiv i32 %e2497, 32
  %cl2501 = urem i32 %e2497, 32
  %la2503 = shl i32 %e2497, 2
  %gep.221 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2503
  %v2504 = load float, ptr addrspace(3) %gep.221, align 4
  %kin2505 = add i32 %k_blk74, %kl2499
  %cin2506 = add i32 %c_blk76, %cl2501
  %kok2507 = icmp ult i32 %kin2505, %kpg
  %cok2508 = icmp ult i32 %cin2506, %cpg
  %ok2509 = and i1 %kok2507, %cok2508
  br i1 %ok2509, label %if.then.70, label %if.end.70
if.then.70:
  %krow2510 = add i32 %kbase644, %kin2505
  %kr2512 = mul i32 %krow2510, 3
  %t_r2514 = add i32 %kr2512, 1
  %t_s2516 = mul i32 %t_r2514, 3
  %t_c2518 = add i32 %t_s2516, 0
  %t_e2519 = mul i32 %t_c2518, %cpg
  %el2520 = add i32 %t_e2519, %cin2506
  %off2522 = shl i32 %el2520, 2
  %old.222 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2504, ptr addrspace(8) %rws91, i32 %off2522, i32 0, i32 20)
  br label %if.end.70
if.end.70:
  %e2525 = add i32 %tid20, 768
  %kl2527 = udiv i32 %e2525, 32
  %cl2529 = urem i32 %e2525, 32
  %la2531 = shl i32 %e2525, 2
  %gep.223 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2531
  %v2532 = load float, ptr addrspace(3) %gep.223, align 4
  %kin2533 = add i32 %k_blk74, %kl2527
  %cin2534 = add i32 %c_blk76, %cl2529
  %kok2535 = icmp ult i32 %kin2533, %kpg
  %cok2536 = icmp ult i32 %cin2534, %cpg
  %ok2537 = and i1 %kok2535, %cok2536
  br i1 %ok2537, label %if.then.71, label %if.end.71
if.then.71:
  %krow2538 = add i32 %kbase644, %kin2533
  %kr2540 = mul i32 %krow2538, 3
  %t_r2542 = add i32 %kr2540, 1
  %t_s2544 = mul i32 %t_r2542, 3
  %t_c2546 = add i32 %t_s2544, 0
  %t_e2547 = mul i32 %t_c2546, %cpg
  %el2548 = add i32 %t_e2547, %cin2534
  %off2550 = shl i32 %el2548, 2
  %old.224 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2532, ptr addrspace(8) %rws91, i32 %off2550, i32 0, i32 20)
  br label %if.end.71
if.end.71:
  %e2553 = add i32 %tid20, 832
  %kl2555 = udiv i32 %e2553, 32
  %cl2557 = urem i32 %e2553, 32
  %la2559 = shl i32 %e2553, 2
  %gep.225 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2559
  %v2560 = load float, ptr addrspace(3) %gep.225, align 4
  %kin2561 = add i32 %k_blk74, %kl2555
  %cin2562 = add i32 %c_blk76, %cl2557
  %kok2563 = icmp ult i32 %kin2561, %kpg
  %cok2564 = icmp ult i32 %cin2562, %cpg
  %ok2565 = and i1 %kok2563, %cok2564
  br i1 %ok2565, label %if.then.72, label %if.end.72
if.then.72:
  %krow2566 = add i32 %kbase644, %kin2561
  %kr2568 = mul i32 %krow2566, 3
  %t_r2570 = add i32 %kr2568, 1
  %t_s2572 = mul i32 %t_r2570, 3
  %t_c2574 = add i32 %t_s2572, 0
  %t_e2575 = mul i32 %t_c2574, %cpg
  %el2576 = add i32 %t_e2575, %cin2562
  %off2578 = shl i32 %el2576, 2
  %old.226 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2560, ptr addrspace(8) %rws91, i32 %off2578, i32 0, i32 20)
  br label %if.end.72
if.end.72:
  %e2581 = add i32 %tid20, 896
  %kl2583 = udiv i32 %e2581, 32
  %cl2585 = urem i32 %e2581, 32
  %la2587 = shl i32 %e2581, 2
  %gep.227 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2587
  %v2588 = load float, ptr addrspace(3) %gep.227, align 4
  %kin2589 = add i32 %k_blk74, %kl2583
  %cin2590 = add i32 %c_blk76, %cl2585
  %kok2591 = icmp ult i32 %kin2589, %kpg
  %cok2592 = icmp ult i32 %cin2590, %cpg
  %ok2593 = and i1 %kok2591, %cok2592
  br i1 %ok2593, label %if.then.73, label %if.end.73
if.then.73:
  %krow2594 = add i32 %kbase644, %kin2589
  %kr2596 = mul i32 %krow2594, 3
  %t_r2598 = add i32 %kr2596, 1
  %t_s2600 = mul i32 %t_r2598, 3
  %t_c2602 = add i32 %t_s2600, 0
  %t_e2603 = mul i32 %t_c2602, %cpg
  %el2604 = add i32 %t_e2603, %cin2590
  %off2606 = shl i32 %el2604, 2
  %old.228 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2588, ptr addrspace(8) %rws91, i32 %off2606, i32 0, i32 20)
  br label %if.end.73
if.end.73:
  %e2609 = add i32 %tid20, 960
  %kl2611 = udiv i32 %e2609, 32
  %cl2613 = urem i32 %e2609, 32
  %la2615 = shl i32 %e2609, 2
  %gep.229 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2615
  %v2616 = load float, ptr addrspace(3) %gep.229, align 4
  %kin2617 = add i32 %k_blk74, %kl2611
  %cin2618 = add i32 %c_blk76, %cl2613
  %kok2619 = icmp ult i32 %kin2617, %kpg
  %cok2620 = icmp ult i32 %cin2618, %cpg
  %ok2621 = and i1 %kok2619, %cok2620
  br i1 %ok2621, label %if.then.74, label %if.end.74
if.then.74:
  %krow2622 = add i32 %kbase644, %kin2617
  %kr2624 = mul i32 %krow2622, 3
  %t_r2626 = add i32 %kr2624, 1
  %t_s2628 = mul i32 %t_r2626, 3
  %t_c2630 = add i32 %t_s2628, 0
  %t_e2631 = mul i32 %t_c2630, %cpg
  %el2632 = add i32 %t_e2631, %cin2618
  %off2634 = shl i32 %el2632, 2
  %old.230 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2616, ptr addrspace(8) %rws91, i32 %off2634, i32 0, i32 20)
  br label %if.end.74
if.end.74:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr2637 = add i32 %e_lane651, 0
  %v2638 = extractelement <8 x float> %acc138, i32 0
  %gep.231 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2637
  store float %v2638, ptr addrspace(3) %gep.231, align 4
  %e_addr2640 = add i32 %e_lane651, 128
  %v2641 = extractelement <8 x float> %acc138, i32 1
  %gep.232 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2640
  store float %v2641, ptr addrspace(3) %gep.232, align 4
  %e_addr2643 = add i32 %e_lane651, 256
  %v2644 = extractelement <8 x float> %acc138, i32 2
  %gep.233 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2643
  store float %v2644, ptr addrspace(3) %gep.233, align 4
  %e_addr2646 = add i32 %e_lane651, 384
  %v2647 = extractelement <8 x float> %acc138, i32 3
  %gep.234 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2646
  store float %v2647, ptr addrspace(3) %gep.234, align 4
  %e_addr2649 = add i32 %e_lane651, 512
  %v2650 = extractelement <8 x float> %acc138, i32 4
  %gep.235 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2649
  store float %v2650, ptr addrspace(3) %gep.235, align 4
  %e_addr2652 = add i32 %e_lane651, 640
  %v2653 = extractelement <8 x float> %acc138, i32 5
  %gep.236 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2652
  store float %v2653, ptr addrspace(3) %gep.236, align 4
  %e_addr2655 = add i32 %e_lane651, 768
  %v2656 = extractelement <8 x float> %acc138, i32 6
  %gep.237 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2655
  store float %v2656, ptr addrspace(3) %gep.237, align 4
  %e_addr2658 = add i32 %e_lane651, 896
  %v2659 = extractelement <8 x float> %acc138, i32 7
  %gep.238 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2658
  store float %v2659, ptr addrspace(3) %gep.238, align 4
  %e_addr2661 = add i32 %e_lane651, 2048
  %v2662 = extractelement <8 x float> %acc139, i32 0
  %gep.239 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2661
  store float %v2662, ptr addrspace(3) %gep.239, align 4
  %e_addr2664 = add i32 %e_lane651, 2176
  %v2665 = extractelement <8 x float> %acc139, i32 1
  %gep.240 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2664
  store float %v2665, ptr addrspace(3) %gep.240, align 4
  %e_addr2667 = add i32 %e_lane651, 2304
  %v2668 = extractelement <8 x float> %acc139, i32 2
  %gep.241 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2667
  store float %v2668, ptr addrspace(3) %gep.241, align 4
  %e_addr2670 = add i32 %e_lane651, 2432
  %v2671 = extractelement <8 x float> %acc139, i32 3
  %gep.242 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2670
  store float %v2671, ptr addrspace(3) %gep.242, align 4
  %e_addr2673 = add i32 %e_lane651, 2560
  %v2674 = extractelement <8 x float> %acc139, i32 4
  %gep.243 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2673
  store float %v2674, ptr addrspace(3) %gep.243, align 4
  %e_addr2676 = add i32 %e_lane651, 2688
  %v2677 = extractelement <8 x float> %acc139, i32 5
  %gep.244 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2676
  store float %v2677, ptr addrspace(3) %gep.244, align 4
  %e_addr2679 = add i32 %e_lane651, 2816
  %v2680 = extractelement <8 x float> %acc139, i32 6
  %gep.245 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2679
  store float %v2680, ptr addrspace(3) %gep.245, align 4
  %e_addr2682 = add i32 %e_lane651, 2944
  %v2683 = extractelement <8 x float> %acc139, i32 7
  %gep.246 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr2682
  store float %v2683, ptr addrspace(3) %gep.246, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e2685 = add i32 %tid20, 0
  %kl2687 = udiv i32 %e2685, 32
  %cl2689 = urem i32 %e2685, 32
  %la2691 = shl i32 %e2685, 2
  %gep.247 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2691
  %v2692 = load float, ptr addrspace(3) %gep.247, align 4
  %kin2693 = add i32 %k_blk74, %kl2687
  %cin2694 = add i32 %c_blk76, %cl2689
  %kok2695 = icmp ult i32 %kin2693, %kpg
  %cok2696 = icmp ult i32 %cin2694, %cpg
  %ok2697 = and i1 %kok2695, %cok2696
  br i1 %ok2697, label %if.then.75, label %if.end.75
if.then.75:
  %krow2698 = add i32 %kbase644, %kin2693
  %kr2700 = mul i32 %krow2698, 3
  %t_r2702 = add i32 %kr2700, 1
  %t_s2704 = mul i32 %t_r2702, 3
  %t_c2706 = add i32 %t_s2704, 1
  %t_e2707 = mul i32 %t_c2706, %cpg
  %el2708 = add i32 %t_e2707, %cin2694
  %off2710 = shl i32 %el2708, 2
  %old.248 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2692, ptr addrspace(8) %rws91, i32 %off2710, i32 0, i32 20)
  br label %if.end.75
if.end.75:
  %e2713 = add i32 %tid20, 64
  %kl2715 = udiv i32 %e2713, 32
  %cl2717 = urem i32 %e2713, 32
  %la2719 = shl i32 %e2713, 2
  %gep.249 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2719
  %v2720 = load float, ptr addrspace(3) %gep.249, align 4
  %kin2721 = add i32 %k_blk74, %kl2715
  %cin2722 = add i32 %c_blk76, %cl2717
  %kok2723 = icmp ult i32 %kin2721, %kpg
  %cok2724 = icmp ult i32 %cin2722, %cpg
  %ok2725 = and i1 %kok2723, %cok2724
  br i1 %ok2725, label %if.then.76, label %if.end.76
if.then.76:
  %krow2726 = add i32 %kbase644, %kin2721
  %kr2728 = mul i32 %krow2726, 3
  %t_r2730 = add i32 %kr2728, 1
  %t_s2732 = mul i32 %t_r2730, 3
  %t_c2734 = add i32 %t_s2732, 1
  %t_e2735 = mul i32 %t_c2734, %cpg
  %el2736 = add i32 %t_e2735, %cin2722
  %off2738 = shl i32 %el2736, 2
  %old.250 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2720, ptr addrspace(8) %rws91, i32 %off2738, i32 0, i32 20)
  br label %if.end.76
if.end.76:
  %e2741 = add i32 %tid20, 128
  %kl2743 = udiv i32 %e2741, 32
  %cl2745 = urem i32 %e2741, 32
  %la2747 = shl i32 %e2741, 2
  %gep.251 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2747
  %v2748 = load float, ptr addrspace(3) %gep.251, align 4
  %kin2749 = add i32 %k_blk74, %kl2743
  %cin2750 = add i32 %c_blk76, %cl2745
  %kok2751 = icmp ult i32 %kin2749, %kpg
  %cok2752 = icmp ult i32 %cin2750, %cpg
  %ok2753 = and i1 %kok2751, %cok2752
  br i1 %ok2753, label %if.then.77, label %if.end.77
if.then.77:
  %krow2754 = add i32 %kbase644, %kin2749
  %kr2756 = mul i32 %krow2754, 3
  %t_r2758 = add i32 %kr2756, 1
  %t_s2760 = mul i32 %t_r2758, 3
  %t_c2762 = add i32 %t_s2760, 1
  %t_e2763 = mul i32 %t_c2762, %cpg
  %el2764 = add i32 %t_e2763, %cin2750
  %off2766 = shl i32 %el2764, 2
  %old.252 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2748, ptr addrspace(8) %rws91, i32 %off2766, i32 0, i32 20)
  br label %if.end.77
if.end.77:
  %e2769 = add i32 %tid20, 192
  %kl2771 = udiv i32 %e2769, 32
  %cl2773 = urem i32 %e2769, 32
  %la2775 = shl i32 %e2769, 2
  %gep.253 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2775
  %v2776 = load float, ptr addrspace(3) %gep.253, align 4
  %kin2777 = add i32 %k_blk74, %kl2771
  %cin2778 = add i32 %c_blk76, %cl2773
  %kok2779 = icmp ult i32 %kin2777, %kpg
  %cok2780 = icmp ult i32 %cin2778, %cpg
  %ok2781 = and i1 %kok2779, %cok2780
  br i1 %ok2781, label %if.then.78, label %if.end.78
if.then.78:
  %krow2782 = add i32 %kbase644, %kin2777
  %kr2784 = mul i32 %krow2782, 3
  %t_r2786 = add i32 %kr2784, 1
  %t_s2788 = mul i32 %t_r2786, 3
  %t_c2790 = add i32 %t_s2788, 1
  %t_e2791 = mul i32 %t_c2790, %cpg
  %el2792 = add i32 %t_e2791, %cin2778
  %off2794 = shl i32 %el2792, 2
  %old.254 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2776, ptr addrspace(8) %rws91, i32 %off2794, i32 0, i32 20)
  br label %if.end.78
if.end.78:
  %e2797 = add i32 %tid20, 256
  %kl2799 = udiv i32 %e2797, 32
  %cl2801 = urem i32 %e2797, 32
  %la2803 = shl i32 %e2797, 2
  %gep.255 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2803
  %v2804 = load float, ptr addrspace(3) %gep.255, align 4
  %kin2805 = add i32 %k_blk74, %kl2799
  %cin2806 = add i32 %c_blk76, %cl2801
  %kok2807 = icmp ult i32 %kin2805, %kpg
  %cok2808 = icmp ult i32 %cin2806, %cpg
  %ok2809 = and i1 %kok2807, %cok2808
  br i1 %ok2809, label %if.then.79, label %if.end.79
if.then.79:
  %krow2810 = add i32 %kbase644, %kin2805
  %kr2812 = mul i32 %krow2810, 3
  %t_r2814 = add i32 %kr2812, 1
  %t_s2816 = mul i32 %t_r2814, 3
  %t_c2818 = add i32 %t_s2816, 1
  %t_e2819 = mul i32 %t_c2818, %cpg
  %el2820 = add i32 %t_e2819, %cin2806
  %off2822 = shl i32 %el2820, 2
  %old.256 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2804, ptr addrspace(8) %rws91, i32 %off2822, i32 0, i32 20)
  br label %if.end.79
if.end.79:
  %e2825 = add i32 %tid20, 320
  %kl2827 = udiv i32 %e2825, 32
  %cl2829 = urem i32 %e2825, 32
  %la2831 = shl i32 %e2825, 2
  %gep.257 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2831
  %v2832 = load float, ptr addrspace(3) %gep.257, align 4
  %kin2833 = add i32 %k_blk74, %kl2827
  %cin2834 = add i32 %c_blk76, %cl2829
  %kok2835 = icmp ult i32 %kin2833, %kpg
  %cok2836 = icmp ult i32 %cin2834, %cpg
  %ok2837 = and i1 %kok2835, %cok2836
  br i1 %ok2837, label %if.then.80, label %if.end.80
if.then.80:
  %krow2838 = add i32 %kbase644, %kin2833
  %kr2840 = mul i32 %krow2838, 3
  %t_r2842 = add i32 %kr2840, 1
  %t_s2844 = mul i32 %t_r2842, 3
  %t_c2846 = add i32 %t_s2844, 1
  %t_e2847 = mul i32 %t_c2846, %cpg
  %el2848 = add i32 %t_e2847, %cin2834
  %off2850 = shl i32 %el2848, 2
  %old.258 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2832, ptr addrspace(8) %rws91, i32 %off2850, i32 0, i32 20)
  br label %if.end.80
if.end.80:
  %e2853 = add i32 %tid20, 384
  %kl2855 = udiv i32 %e2853, 32
  %cl2857 = urem i32 %e2853, 32
  %la2859 = shl i32 %e2853, 2
  %gep.259 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2859
  %v2860 = load float, ptr addrspace(3) %gep.259, align 4
  %kin2861 = add i32 %k_blk74, %kl2855
  %cin2862 = add i32 %c_blk76, %cl2857
  %kok2863 = icmp ult i32 %kin2861, %kpg
  %cok2864 = icmp ult i32 %cin2862, %cpg
  %ok2865 = and i1 %kok2863, %cok2864
  br i1 %ok2865, label %if.then.81, label %if.end.81
if.then.81:
  %krow2866 = add i32 %kbase644, %kin2861
  %kr2868 = mul i32 %krow2866, 3
  %t_r2870 = add i32 %kr2868, 1
  %t_s2872 = mul i32 %t_r2870, 3
  %t_c2874 = add i32 %t_s2872, 1
  %t_e2875 = mul i32 %t_c2874, %cpg
  %el2876 = add i32 %t_e2875, %cin2862
  %off2878 = shl i32 %el2876, 2
  %old.260 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2860, ptr addrspace(8) %rws91, i32 %off2878, i32 0, i32 20)
  br label %if.end.81
if.end.81:
  %e2881 = add i32 %tid20, 448
  %kl2883 = udiv i32 %e2881, 32
  %cl2885 = urem i32 %e2881, 32
  %la2887 = shl i32 %e2881, 2
  %gep.261 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2887
  %v2888 = load float, ptr addrspace(3) %gep.261, align 4
  %kin2889 = add i32 %k_blk74, %kl2883
  %cin2890 = add i32 %c_blk76, %cl2885
  %kok2891 = icmp ult i32 %kin2889, %kpg
  %cok2892 = icmp ult i32 %cin2890, %cpg
  %ok2893 = and i1 %kok2891, %cok2892
  br i1 %ok2893, label %if.then.82, label %if.end.82
if.then.82:
  %krow2894 = add i32 %kbase644, %kin2889
  %kr2896 = mul i32 %krow2894, 3
  %t_r2898 = add i32 %kr2896, 1
  %t_s2900 = mul i32 %t_r2898, 3
  %t_c2902 = add i32 %t_s2900, 1
  %t_e2903 = mul i32 %t_c2902, %cpg
  %el2904 = add i32 %t_e2903, %cin2890
  %off2906 = shl i32 %el2904, 2
  %old.262 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2888, ptr addrspace(8) %rws91, i32 %off2906, i32 0, i32 20)
  br label %if.end.82
if.end.82:
  %e2909 = add i32 %tid20, 512
  %kl2911 = udiv i32 %e2909, 32
  %cl2913 = urem i32 %e2909, 32
  %la2915 = shl i32 %e2909, 2
  %gep.263 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2915
  %v2916 = load float, ptr addrspace(3) %gep.263, align 4
  %kin2917 = add i32 %k_blk74, %kl2911
  %cin2918 = add i32 %c_blk76, %cl2913
  %kok2919 = icmp ult i32 %kin2917, %kpg
  %cok2920 = icmp ult i32 %cin2918, %cpg
  %ok2921 = and i1 %kok2919, %cok2920
  br i1 %ok2921, label %if.then.83, label %if.end.83
if.then.83:
  %krow2922 = add i32 %kbase644, %kin2917
  %kr2924 = mul i32 %krow2922, 3
  %t_r2926 = add i32 %kr2924, 1
  %t_s2928 = mul i32 %t_r2926, 3
  %t_c2930 = add i32 %t_s2928, 1
  %t_e2931 = mul i32 %t_c2930, %cpg
  %el2932 = add i32 %t_e2931, %cin2918
  %off2934 = shl i32 %el2932, 2
  %old.264 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2916, ptr addrspace(8) %rws91, i32 %off2934, i32 0, i32 20)
  br label %if.end.83
if.end.83:
  %e2937 = add i32 %tid20, 576
  %kl2939 = udiv i32 %e2937, 32
  %cl2941 = urem i32 %e2937, 32
  %la2943 = shl i32 %e2937, 2
  %gep.265 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2943
  %v2944 = load float, ptr addrspace(3) %gep.265, align 4
  %kin2945 = add i32 %k_blk74, %kl2939
  %cin2946 = add i32 %c_blk76, %cl2941
  %kok2947 = icmp ult i32 %kin2945, %kpg
  %cok2948 = icmp ult i32 %cin2946, %cpg
  %ok2949 = and i1 %kok2947, %cok2948
  br i1 %ok2949, label %if.then.84, label %if.end.84
if.then.84:
  %krow2950 = add i32 %kbase644, %kin2945
  %kr2952 = mul i32 %krow2950, 3
  %t_r2954 = add i32 %kr2952, 1
  %t_s2956 = mul i32 %t_r2954, 3
  %t_c2958 = add i32 %t_s2956, 1
  %t_e2959 = mul i32 %t_c2958, %cpg
  %el2960 = add i32 %t_e2959, %cin2946
  %off2962 = shl i32 %el2960, 2
  %old.266 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2944, ptr addrspace(8) %rws91, i32 %off2962, i32 0, i32 20)
  br label %if.end.84
if.end.84:
  %e2965 = add i32 %tid20, 640
  %kl2967 = udiv i32 %e2965, 32
  %cl2969 = urem i32 %e2965, 32
  %la2971 = shl i32 %e2965, 2
  %gep.267 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2971
  %v2972 = load float, ptr addrspace(3) %gep.267, align 4
  %kin2973 = add i32 %k_blk74, %kl2967
  %cin2974 = add i32 %c_blk76, %cl2969
  %kok2975 = icmp ult i32 %kin2973, %kpg
  %cok2976 = icmp ult i32 %cin2974, %cpg
  %ok2977 = and i1 %kok2975, %cok2976
  br i1 %ok2977, label %if.then.85, label %if.end.85
if.then.85:
  %krow2978 = add i32 %kbase644, %kin2973
  %kr2980 = mul i32 %krow2978, 3
  %t_r2982 = add i32 %kr2980, 1
  %t_s2984 = mul i32 %t_r2982, 3
  %t_c2986 = add i32 %t_s2984, 1
  %t_e2987 = mul i32 %t_c2986, %cpg
  %el2988 = add i32 %t_e2987, %cin2974
  %off2990 = shl i32 %el2988, 2
  %old.268 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2972, ptr addrspace(8) %rws91, i32 %off2990, i32 0, i32 20)
  br label %if.end.85
if.end.85:
  %e2993 = add i32 %tid20, 704
  %kl2995 = udiv i32 %e2993, 32
  %cl2997 = urem i32 %e2993, 32
  %la2999 = shl i32 %e2993, 2
  %gep.269 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la2999
  %v3000 = load float, ptr addrspace(3) %gep.269, align 4
  %kin3001 = add i32 %k_blk74, %kl2995
  %cin3002 = add i32 %c_blk76, %cl2997
  %kok3003 = icmp ult i32 %kin3001, %kpg
  %cok3004 = icmp ult i32 %cin3002, %cpg
  %ok3005 = and i1 %kok3003, %cok3004
  br i1 %ok3005, label %if.then.86, label %if.end.86
if.then.86:
  %krow3006 = add i32 %kbase644, %kin3001
  %kr3008 = mul i32 %krow3006, 3
  %t_r3010 = add i32 %kr3008, 1
  %t_s3012 = mul i32 %t_r3010, 3
  %t_c3014 = add i32 %t_s3012, 1
  %t_e3015 = mul i32 %t_c3014, %cpg
  %el3016 = add i32 %t_e3015, %cin3002
  %off3018 = shl i32 %el3016, 2
  %old.270 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3000, ptr addrspace(8) %rws91, i32 %off3018, i32 0, i32 20)
  br label %if.end.86
if.end.86:
  %e3021 = add i32 %tid20, 768
  %kl3023 = udiv i32 %e3021, 32
  %cl3025 = urem i32 %e3021, 32
  %la3027 = shl i32 %e3021, 2
  %gep.271 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3027
  %v3028 = load float, ptr addrspace(3) %gep.271, align 4
  %kin3029 = add i32 %k_blk74, %kl3023
  %cin3030 = add i32 %c_blk76, %cl3025
  %kok3031 = icmp ult i32 %kin3029, %kpg
  %cok3032 = icmp ult i32 %cin3030, %cpg
  %ok3033 = and i1 %kok3031, %cok3032
  br i1 %ok3033, label %if.then.87, label %if.end.87
if.then.87:
  %krow3034 = add i32 %kbase644, %kin3029
  %kr3036 = mul i32 %krow3034, 3
  %t_r3038 = add i32 %kr3036, 1
  %t_s3040 = mul i32 %t_r3038, 3
  %t_c3042 = add i32 %t_s3040, 1
  %t_e3043 = mul i32 %t_c3042, %cpg
  %el3044 = add i32 %t_e3043, %cin3030
  %off3046 = shl i32 %el3044, 2
  %old.272 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3028, ptr addrspace(8) %rws91, i32 %off3046, i32 0, i32 20)
  br label %if.end.87
if.end.87:
  %e3049 = add i32 %tid20, 832
  %kl3051 = udiv i32 %e3049, 32
  %cl3053 = urem i32 %e3049, 32
  %la3055 = shl i32 %e3049, 2
  %gep.273 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3055
  %v3056 = load float, ptr addrspace(3) %gep.273, align 4
  %kin3057 = add i32 %k_blk74, %kl3051
  %cin3058 = add i32 %c_blk76, %cl3053
  %kok3059 = icmp ult i32 %kin3057, %kpg
  %cok3060 = icmp ult i32 %cin3058, %cpg
  %ok3061 = and i1 %kok3059, %cok3060
  br i1 %ok3061, label %if.then.88, label %if.end.88
if.then.88:
  %krow3062 = add i32 %kbase644, %kin3057
  %kr3064 = mul i32 %krow3062, 3
  %t_r3066 = add i32 %kr3064, 1
  %t_s3068 = mul i32 %t_r3066, 3
  %t_c3070 = add i32 %t_s3068, 1
  %t_e3071 = mul i32 %t_c3070, %cpg
  %el3072 = add i32 %t_e3071, %cin3058
  %off3074 = shl i32 %el3072, 2
  %old.274 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3056, ptr addrspace(8) %rws91, i32 %off3074, i32 0, i32 20)
  br label %if.end.88
if.end.88:
  %e3077 = add i32 %tid20, 896
  %kl3079 = udiv i32 %e3077, 32
  %cl3081 = urem i32 %e3077, 32
  %la3083 = shl i32 %e3077, 2
  %gep.275 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3083
  %v3084 = load float, ptr addrspace(3) %gep.275, align 4
  %kin3085 = add i32 %k_blk74, %kl3079
  %cin3086 = add i32 %c_blk76, %cl3081
  %kok3087 = icmp ult i32 %kin3085, %kpg
  %cok3088 = icmp ult i32 %cin3086, %cpg
  %ok3089 = and i1 %kok3087, %cok3088
  br i1 %ok3089, label %if.then.89, label %if.end.89
if.then.89:
  %krow3090 = add i32 %kbase644, %kin3085
  %kr3092 = mul i32 %krow3090, 3
  %t_r3094 = add i32 %kr3092, 1
  %t_s3096 = mul i32 %t_r3094, 3
  %t_c3098 = add i32 %t_s3096, 1
  %t_e3099 = mul i32 %t_c3098, %cpg
  %el3100 = add i32 %t_e3099, %cin3086
  %off3102 = shl i32 %el3100, 2
  %old.276 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3084, ptr addrspace(8) %rws91, i32 %off3102, i32 0, i32 20)
  br label %if.end.89
if.end.89:
  %e3105 = add i32 %tid20, 960
  %kl3107 = udiv i32 %e3105, 32
  %cl3109 = urem i32 %e3105, 32
  %la3111 = shl i32 %e3105, 2
  %gep.277 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3111
  %v3112 = load float, ptr addrspace(3) %gep.277, align 4
  %kin3113 = add i32 %k_blk74, %kl3107
  %cin3114 = add i32 %c_blk76, %cl3109
  %kok3115 = icmp ult i32 %kin3113, %kpg
  %cok3116 = icmp ult i32 %cin3114, %cpg
  %ok3117 = and i1 %kok3115, %cok3116
  br i1 %ok3117, label %if.then.90, label %if.end.90
if.then.90:
  %krow3118 = add i32 %kbase644, %kin3113
  %kr3120 = mul i32 %krow3118, 3
  %t_r3122 = add i32 %kr3120, 1
  %t_s3124 = mul i32 %t_r3122, 3
  %t_c3126 = add i32 %t_s3124, 1
  %t_e3127 = mul i32 %t_c3126, %cpg
  %el3128 = add i32 %t_e3127, %cin3114
  %off3130 = shl i32 %el3128, 2
  %old.278 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3112, ptr addrspace(8) %rws91, i32 %off3130, i32 0, i32 20)
  br label %if.end.90
if.end.90:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3133 = add i32 %e_lane651, 0
  %v3134 = extractelement <8 x float> %acc140, i32 0
  %gep.279 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3133
  store float %v3134, ptr addrspace(3) %gep.279, align 4
  %e_addr3136 = add i32 %e_lane651, 128
  %v3137 = extractelement <8 x float> %acc140, i32 1
  %gep.280 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3136
  store float %v3137, ptr addrspace(3) %gep.280, align 4
  %e_addr3139 = add i32 %e_lane651, 256
  %v3140 = extractelement <8 x float> %acc140, i32 2
  %gep.281 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3139
  store float %v3140, ptr addrspace(3) %gep.281, align 4
  %e_addr3142 = add i32 %e_lane651, 384
  %v3143 = extractelement <8 x float> %acc140, i32 3
  %gep.282 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3142
  store float %v3143, ptr addrspace(3) %gep.282, align 4
  %e_addr3145 = add i32 %e_lane651, 512
  %v3146 = extractelement <8 x float> %acc140, i32 4
  %gep.283 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3145
  store float %v3146, ptr addrspace(3) %gep.283, align 4
  %e_addr3148 = add i32 %e_lane651, 640
  %v3149 = extractelement <8 x float> %acc140, i32 5
  %gep.284 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3148
  store float %v3149, ptr addrspace(3) %gep.284, align 4
  %e_addr3151 = add i32 %e_lane651, 768
  %v3152 = extractelement <8 x float> %acc140, i32 6
  %gep.285 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3151
  store float %v3152, ptr addrspace(3) %gep.285, align 4
  %e_addr3154 = add i32 %e_lane651, 896
  %v3155 = extractelement <8 x float> %acc140, i32 7
  %gep.286 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3154
  store float %v3155, ptr addrspace(3) %gep.286, align 4
  %e_addr3157 = add i32 %e_lane651, 2048
  %v3158 = extractelement <8 x float> %acc141, i32 0
  %gep.287 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3157
  store float %v3158, ptr addrspace(3) %gep.287, align 4
  %e_addr3160 = add i32 %e_lane651, 2176
  %v3161 = extractelement <8 x float> %acc141, i32 1
  %gep.288 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3160
  store float %v3161, ptr addrspace(3) %gep.288, align 4
  %e_addr3163 = add i32 %e_lane651, 2304
  %v3164 = extractelement <8 x float> %acc141, i32 2
  %gep.289 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3163
  store float %v3164, ptr addrspace(3) %gep.289, align 4
  %e_addr3166 = add i32 %e_lane651, 2432
  %v3167 = extractelement <8 x float> %acc141, i32 3
  %gep.290 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3166
  store float %v3167, ptr addrspace(3) %gep.290, align 4
  %e_addr3169 = add i32 %e_lane651, 2560
  %v3170 = extractelement <8 x float> %acc141, i32 4
  %gep.291 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3169
  store float %v3170, ptr addrspace(3) %gep.291, align 4
  %e_addr3172 = add i32 %e_lane651, 2688
  %v3173 = extractelement <8 x float> %acc141, i32 5
  %gep.292 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3172
  store float %v3173, ptr addrspace(3) %gep.292, align 4
  %e_addr3175 = add i32 %e_lane651, 2816
  %v3176 = extractelement <8 x float> %acc141, i32 6
  %gep.293 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3175
  store float %v3176, ptr addrspace(3) %gep.293, align 4
  %e_addr3178 = add i32 %e_lane651, 2944
  %v3179 = extractelement <8 x float> %acc141, i32 7
  %gep.294 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3178
  store float %v3179, ptr addrspace(3) %gep.294, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3181 = add i32 %tid20, 0
  %kl3183 = udiv i32 %e3181, 32
  %cl3185 = urem i32 %e3181, 32
  %la3187 = shl i32 %e3181, 2
  %gep.295 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3187
  %v3188 = load float, ptr addrspace(3) %gep.295, align 4
  %kin3189 = add i32 %k_blk74, %kl3183
  %cin3190 = add i32 %c_blk76, %cl3185
  %kok3191 = icmp ult i32 %kin3189, %kpg
  %cok3192 = icmp ult i32 %cin3190, %cpg
  %ok3193 = and i1 %kok3191, %cok3192
  br i1 %ok3193, label %if.then.91, label %if.end.91
if.then.91:
  %krow3194 = add i32 %kbase644, %kin3189
  %kr3196 = mul i32 %krow3194, 3
  %t_r3198 = add i32 %kr3196, 1
  %t_s3200 = mul i32 %t_r3198, 3
  %t_c3202 = add i32 %t_s3200, 2
  %t_e3203 = mul i32 %t_c3202, %cpg
  %el3204 = add i32 %t_e3203, %cin3190
  %off3206 = shl i32 %el3204, 2
  %old.296 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3188, ptr addrspace(8) %rws91, i32 %off3206, i32 0, i32 20)
  br label %if.end.91
if.end.91:
  %e3209 = add i32 %tid20, 64
  %kl3211 = udiv i32 %e3209, 32
  %cl3213 = urem i32 %e3209, 32
  %la3215 = shl i32 %e3209, 2
  %gep.297 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3215
  %v3216 = load float, ptr addrspace(3) %gep.297, align 4
  %kin3217 = add i32 %k_blk74, %kl3211
  %cin3218 = add i32 %c_blk76, %cl3213
  %kok3219 = icmp ult i32 %kin3217, %kpg
  %cok3220 = icmp ult i32 %cin3218, %cpg
  %ok3221 = and i1 %kok3219, %cok3220
  br i1 %ok3221, label %if.then.92, label %if.end.92
if.then.92:
  %krow3222 = add i32 %kbase644, %kin3217
  %kr3224 = mul i32 %krow3222, 3
  %t_r3226 = add i32 %kr3224, 1
  %t_s3228 = mul i32 %t_r3226, 3
  %t_c3230 = add i32 %t_s3228, 2
  %t_e3231 = mul i32 %t_c3230, %cpg
  %el3232 = add i32 %t_e3231, %cin3218
  %off3234 = shl i32 %el3232, 2
  %old.298 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3216, ptr addrspace(8) %rws91, i32 %off3234, i32 0, i32 20)
  br label %if.end.92
if.end.92:
  %e3237 = add i32 %tid20, 128
  %kl3239 = udiv i32 %e3237, 32
  %cl3241 = urem i32 %e3237, 32
  %la3243 = shl i32 %e3237, 2
  %gep.299 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3243
  %v3244 = load float, ptr addrspace(3) %gep.299, align 4
  %kin3245 = add i32 %k_blk74, %kl3239
  %cin3246 = add i32 %c_blk76, %cl3241
  %kok3247 = icmp ult i32 %kin3245, %kpg
  %cok3248 = icmp ult i32 %cin3246, %cpg
  %ok3249 = and i1 %kok3247, %cok3248
  br i1 %ok3249, label %if.then.93, label %if.end.93
if.then.93:
  %krow3250 = add i32 %kbase644, %kin3245
  %kr3252 = mul i32 %krow3250, 3
  %t_r3254 = add i32 %kr3252, 1
  %t_s3256 = mul i32 %t_r3254, 3
  %t_c3258 = add i32 %t_s3256, 2
  %t_e3259 = mul i32 %t_c3258, %cpg
  %el3260 = add i32 %t_e3259, %cin3246
  %off3262 = shl i32 %el3260, 2
  %old.300 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3244, ptr addrspace(8) %rws91, i32 %off3262, i32 0, i32 20)
  br label %if.end.93
if.end.93:
  %e3265 = add i32 %tid20, 192
  %kl3267 = udiv i32 %e3265, 32
  %cl3269 = urem i32 %e3265, 32
  %la3271 = shl i32 %e3265, 2
  %gep.301 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3271
  %v3272 = load float, ptr addrspace(3) %gep.301, align 4
  %kin3273 = add i32 %k_blk74, %kl3267
  %cin3274 = add i32 %c_blk76, %cl3269
  %kok3275 = icmp ult i32 %kin3273, %kpg
  %cok3276 = icmp ult i32 %cin3274, %cpg
  %ok3277 = and i1 %kok3275, %cok3276
  br i1 %ok3277, label %if.then.94, label %if.end.94
if.then.94:
  %krow3278 = add i32 %kbase644, %kin3273
  %kr3280 = mul i32 %krow3278, 3
  %t_r3282 = add i32 %kr3280, 1
  %t_s3284 = mul i32 %t_r3282, 3
  %t_c3286 = add i32 %t_s3284, 2
  %t_e3287 = mul i32 %t_c3286, %cpg
  %el3288 = add i32 %t_e3287, %cin3274
  %off3290 = shl i32 %el3288, 2
  %old.302 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3272, ptr addrspace(8) %rws91, i32 %off3290, i32 0, i32 20)
  br label %if.end.94
if.end.94:
  %e3293 = add i32 %tid20, 256
  %kl3295 = udiv i32 %e3293, 32
  %cl3297 = urem i32 %e3293, 32
  %la3299 = shl i32 %e3293, 2
  %gep.303 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3299
  %v3300 = load float, ptr addrspace(3) %gep.303, align 4
  %kin3301 = add i32 %k_blk74, %kl3295
  %cin3302 = add i32 %c_blk76, %cl3297
  %kok3303 = icmp ult i32 %kin3301, %kpg
  %cok3304 = icmp ult i32 %cin3302, %cpg
  %ok3305 = and i1 %kok3303, %cok3304
  br i1 %ok3305, label %if.then.95, label %if.end.95
if.then.95:
  %krow3306 = add i32 %kbase644, %kin3301
  %kr3308 = mul i32 %krow3306, 3
  %t_r3310 = add i32 %kr3308, 1
  %t_s3312 = mul i32 %t_r3310, 3
  %t_c3314 = add i32 %t_s3312, 2
  %t_e3315 = mul i32 %t_c3314, %cpg
  %el3316 = add i32 %t_e3315, %cin3302
  %off3318 = shl i32 %el3316, 2
  %old.304 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3300, ptr addrspace(8) %rws91, i32 %off3318, i32 0, i32 20)
  br label %if.end.95
if.end.95:
  %e3321 = add i32 %tid20, 320
  %kl3323 = udiv i32 %e3321, 32
  %cl3325 = urem i32 %e3321, 32
  %la3327 = shl i32 %e3321, 2
  %gep.305 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3327
  %v3328 = load float, ptr addrspace(3) %gep.305, align 4
  %kin3329 = add i32 %k_blk74, %kl3323
  %cin3330 = add i32 %c_blk76, %cl3325
  %kok3331 = icmp ult i32 %kin3329, %kpg
  %cok3332 = icmp ult i32 %cin3330, %cpg
  %ok3333 = and i1 %kok3331, %cok3332
  br i1 %ok3333, label %if.then.96, label %if.end.96
if.then.96:
  %krow3334 = add i32 %kbase644, %kin3329
  %kr3336 = mul i32 %krow3334, 3
  %t_r3338 = add i32 %kr3336, 1
  %t_s3340 = mul i32 %t_r3338, 3
  %t_c3342 = add i32 %t_s3340, 2
  %t_e3343 = mul i32 %t_c3342, %cpg
  %el3344 = add i32 %t_e3343, %cin3330
  %off3346 = shl i32 %el3344, 2
  %old.306 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3328, ptr addrspace(8) %rws91, i32 %off3346, i32 0, i32 20)
  br label %if.end.96
if.end.96:
  %e3349 = add i32 %tid20, 384
  %kl3351 = udiv i32 %e3349, 32
  %cl3353 = urem i32 %e3349, 32
  %la3355 = shl i32 %e3349, 2
  %gep.307 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3355
  %v3356 = load float, ptr addrspace(3) %gep.307, align 4
  %kin3357 = add i32 %k_blk74, %kl3351
  %cin3358 = add i32 %c_blk76, %cl3353
  %kok3359 = icmp ult i32 %kin3357, %kpg
  %cok3360 = icmp ult i32 %cin3358, %cpg
  %ok3361 = and i1 %kok3359, %cok3360
  br i1 %ok3361, label %if.then.97, label %if.end.97
if.then.97:
  %krow3362 = add i32 %kbase644, %kin3357
  %kr3364 = mul i32 %krow3362, 3
  %t_r3366 = add i32 %kr3364, 1
  %t_s3368 = mul i32 %t_r3366, 3
  %t_c3370 = add i32 %t_s3368, 2
  %t_e3371 = mul i32 %t_c3370, %cpg
  %el3372 = add i32 %t_e3371, %cin3358
  %off3374 = shl i32 %el3372, 2
  %old.308 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3356, ptr addrspace(8) %rws91, i32 %off3374, i32 0, i32 20)
  br label %if.end.97
if.end.97:
  %e3377 = add i32 %tid20, 448
  %kl3379 = udiv i32 %e3377, 32
  %cl3381 = urem i32 %e3377, 32
  %la3383 = shl i32 %e3377, 2
  %gep.309 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3383
  %v3384 = load float, ptr addrspace(3) %gep.309, align 4
  %kin3385 = add i32 %k_blk74, %kl3379
  %cin3386 = add i32 %c_blk76, %cl3381
  %kok3387 = icmp ult i32 %kin3385, %kpg
  %cok3388 = icmp ult i32 %cin3386, %cpg
  %ok3389 = and i1 %kok3387, %cok3388
  br i1 %ok3389, label %if.then.98, label %if.end.98
if.then.98:
  %krow3390 = add i32 %kbase644, %kin3385
  %kr3392 = mul i32 %krow3390, 3
  %t_r3394 = add i32 %kr3392, 1
  %t_s3396 = mul i32 %t_r3394, 3
  %t_c3398 = add i32 %t_s3396, 2
  %t_e3399 = mul i32 %t_c3398, %cpg
  %el3400 = add i32 %t_e3399, %cin3386
  %off3402 = shl i32 %el3400, 2
  %old.310 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3384, ptr addrspace(8) %rws91, i32 %off3402, i32 0, i32 20)
  br label %if.end.98
if.end.98:
  %e3405 = add i32 %tid20, 512
  %kl3407 = udiv i32 %e3405, 32
  %cl3409 = urem i32 %e3405, 32
  %la3411 = shl i32 %e3405, 2
  %gep.311 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3411
  %v3412 = load float, ptr addrspace(3) %gep.311, align 4
  %kin3413 = add i32 %k_blk74, %kl3407
  %cin3414 = add i32 %c_blk76, %cl3409
  %kok3415 = icmp ult i32 %kin3413, %kpg
  %cok3416 = icmp ult i32 %cin3414, %cpg
  %ok3417 = and i1 %kok3415, %cok3416
  br i1 %ok3417, label %if.then.99, label %if.end.99
if.then.99:
  %krow3418 = add i32 %kbase644, %kin3413
  %kr3420 = mul i32 %krow3418, 3
  %t_r3422 = add i32 %kr3420, 1
  %t_s3424 = mul i32 %t_r3422, 3
  %t_c3426 = add i32 %t_s3424, 2
  %t_e3427 = mul i32 %t_c3426, %cpg
  %el3428 = add i32 %t_e3427, %cin3414
  %off3430 = shl i32 %el3428, 2
  %old.312 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3412, ptr addrspace(8) %rws91, i32 %off3430, i32 0, i32 20)
  br label %if.end.99
if.end.99:
  %e3433 = add i32 %tid20, 576
  %kl3435 = udiv i32 %e3433, 32
  %cl3437 = urem i32 %e3433, 32
  %la3439 = shl i32 %e3433, 2
  %gep.313 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3439
  %v3440 = load float, ptr addrspace(3) %gep.313, align 4
  %kin3441 = add i32 %k_blk74, %kl3435
  %cin3442 = add i32 %c_blk76, %cl3437
  %kok3443 = icmp ult i32 %kin3441, %kpg
  %cok3444 = icmp ult i32 %cin3442, %cpg
  %ok3445 = and i1 %kok3443, %cok3444
  br i1 %ok3445, label %if.then.100, label %if.end.100
if.then.100:
  %krow3446 = add i32 %kbase644, %kin3441
  %kr3448 = mul i32 %krow3446, 3
  %t_r3450 = add i32 %kr3448, 1
  %t_s3452 = mul i32 %t_r3450, 3
  %t_c3454 = add i32 %t_s3452, 2
  %t_e3455 = mul i32 %t_c3454, %cpg
  %el3456 = add i32 %t_e3455, %cin3442
  %off3458 = shl i32 %el3456, 2
  %old.314 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3440, ptr addrspace(8) %rws91, i32 %off3458, i32 0, i32 20)
  br label %if.end.100
if.end.100:
  %e3461 = add i32 %tid20, 640
  %kl3463 = udiv i32 %e3461, 32
  %cl3465 = urem i32 %e3461, 32
  %la3467 = shl i32 %e3461, 2
  %gep.315 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3467
  %v3468 = load float, ptr addrspace(3) %gep.315, align 4
  %kin3469 = add i32 %k_blk74, %kl3463
  %cin3470 = add i32 %c_blk76, %cl3465
  %kok3471 = icmp ult i32 %kin3469, %kpg
  %cok3472 = icmp ult i32 %cin3470, %cpg
  %ok3473 = and i1 %kok3471, %cok3472
  br i1 %ok3473, label %if.then.101, label %if.end.101
if.then.101:
  %krow3474 = add i32 %kbase644, %kin3469
  %kr3476 = mul i32 %krow3474, 3
  %t_r3478 = add i32 %kr3476, 1
  %t_s3480 = mul i32 %t_r3478, 3
  %t_c3482 = add i32 %t_s3480, 2
  %t_e3483 = mul i32 %t_c3482, %cpg
  %el3484 = add i32 %t_e3483, %cin3470
  %off3486 = shl i32 %el3484, 2
  %old.316 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3468, ptr addrspace(8) %rws91, i32 %off3486, i32 0, i32 20)
  br label %if.end.101
if.end.101:
  %e3489 = add i32 %tid20, 704
  %kl3491 = udiv i32 %e3489, 32
  %cl3493 = urem i32 %e3489, 32
  %la3495 = shl i32 %e3489, 2
  %gep.317 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3495
  %v3496 = load float, ptr addrspace(3) %gep.317, align 4
  %kin3497 = add i32 %k_blk74, %kl3491
  %cin3498 = add i32 %c_blk76, %cl3493
  %kok3499 = icmp ult i32 %kin3497, %kpg
  %cok3500 = icmp ult i32 %cin3498, %cpg
  %ok3501 = and i1 %kok3499, %cok3500
  br i1 %ok3501, label %if.then.102, label %if.end.102
if.then.102:
  %krow3502 = add i32 %kbase644, %kin3497
  %kr3504 = mul i32 %krow3502, 3
  %t_r3506 = add i32 %kr3504, 1
  %t_s3508 = mul i32 %t_r3506, 3
  %t_c3510 = add i32 %t_s3508, 2
  %t_e3511 = mul i32 %t_c3510, %cpg
  %el3512 = add i32 %t_e3511, %cin3498
  %off3514 = shl i32 %el3512, 2
  %old.318 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3496, ptr addrspace(8) %rws91, i32 %off3514, i32 0, i32 20)
  br label %if.end.102
if.end.102:
  %e3517 = add i32 %tid20, 768
  %kl3519 = udiv i32 %e3517, 32
  %cl3521 = urem i32 %e3517, 32
  %la3523 = shl i32 %e3517, 2
  %gep.319 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3523
  %v3524 = load float, ptr addrspace(3) %gep.319, align 4
  %kin3525 = add i32 %k_blk74, %kl3519
  %cin3526 = add i32 %c_blk76, %cl3521
  %kok3527 = icmp ult i32 %kin3525, %kpg
  %cok3528 = icmp ult i32 %cin3526, %cpg
  %ok3529 = and i1 %kok3527, %cok3528
  br i1 %ok3529, label %if.then.103, label %if.end.103
if.then.103:
  %krow3530 = add i32 %kbase644, %kin3525
  %kr3532 = mul i32 %krow3530, 3
  %t_r3534 = add i32 %kr3532, 1
  %t_s3536 = mul i32 %t_r3534, 3
  %t_c3538 = add i32 %t_s3536, 2
  %t_e3539 = mul i32 %t_c3538, %cpg
  %el3540 = add i32 %t_e3539, %cin3526
  %off3542 = shl i32 %el3540, 2
  %old.320 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3524, ptr addrspace(8) %rws91, i32 %off3542, i32 0, i32 20)
  br label %if.end.103
if.end.103:
  %e3545 = add i32 %tid20, 832
  %kl3547 = udiv i32 %e3545, 32
  %cl3549 = urem i32 %e3545, 32
  %la3551 = shl i32 %e3545, 2
  %gep.321 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3551
  %v3552 = load float, ptr addrspace(3) %gep.321, align 4
  %kin3553 = add i32 %k_blk74, %kl3547
  %cin3554 = add i32 %c_blk76, %cl3549
  %kok3555 = icmp ult i32 %kin3553, %kpg
  %cok3556 = icmp ult i32 %cin3554, %cpg
  %ok3557 = and i1 %kok3555, %cok3556
  br i1 %ok3557, label %if.then.104, label %if.end.104
if.then.104:
  %krow3558 = add i32 %kbase644, %kin3553
  %kr3560 = mul i32 %krow3558, 3
  %t_r3562 = add i32 %kr3560, 1
  %t_s3564 = mul i32 %t_r3562, 3
  %t_c3566 = add i32 %t_s3564, 2
  %t_e3567 = mul i32 %t_c3566, %cpg
  %el3568 = add i32 %t_e3567, %cin3554
  %off3570 = shl i32 %el3568, 2
  %old.322 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3552, ptr addrspace(8) %rws91, i32 %off3570, i32 0, i32 20)
  br label %if.end.104
if.end.104:
  %e3573 = add i32 %tid20, 896
  %kl3575 = udiv i32 %e3573, 32
  %cl3577 = urem i32 %e3573, 32
  %la3579 = shl i32 %e3573, 2
  %gep.323 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3579
  %v3580 = load float, ptr addrspace(3) %gep.323, align 4
  %kin3581 = add i32 %k_blk74, %kl3575
  %cin3582 = add i32 %c_blk76, %cl3577
  %kok3583 = icmp ult i32 %kin3581, %kpg
  %cok3584 = icmp ult i32 %cin3582, %cpg
  %ok3585 = and i1 %kok3583, %cok3584
  br i1 %ok3585, label %if.then.105, label %if.end.105
if.then.105:
  %krow3586 = add i32 %kbase644, %kin3581
  %kr3588 = mul i32 %krow3586, 3
  %t_r3590 = add i32 %kr3588, 1
  %t_s3592 = mul i32 %t_r3590, 3
  %t_c3594 = add i32 %t_s3592, 2
  %t_e3595 = mul i32 %t_c3594, %cpg
  %el3596 = add i32 %t_e3595, %cin3582
  %off3598 = shl i32 %el3596, 2
  %old.324 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3580, ptr addrspace(8) %rws91, i32 %off3598, i32 0, i32 20)
  br label %if.end.105
if.end.105:
  %e3601 = add i32 %tid20, 960
  %kl3603 = udiv i32 %e3601, 32
  %cl3605 = urem i32 %e3601, 32
  %la3607 = shl i32 %e3601, 2
  %gep.325 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3607
  %v3608 = load float, ptr addrspace(3) %gep.325, align 4
  %kin3609 = add i32 %k_blk74, %kl3603
  %cin3610 = add i32 %c_blk76, %cl3605
  %kok3611 = icmp ult i32 %kin3609, %kpg
  %cok3612 = icmp ult i32 %cin3610, %cpg
  %ok3613 = and i1 %kok3611, %cok3612
  br i1 %ok3613, label %if.then.106, label %if.end.106
if.then.106:
  %krow3614 = add i32 %kbase644, %kin3609
  %kr3616 = mul i32 %krow3614, 3
  %t_r3618 = add i32 %kr3616, 1
  %t_s3620 = mul i32 %t_r3618, 3
  %t_c3622 = add i32 %t_s3620, 2
  %t_e3623 = mul i32 %t_c3622, %cpg
  %el3624 = add i32 %t_e3623, %cin3610
  %off3626 = shl i32 %el3624, 2
  %old.326 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3608, ptr addrspace(8) %rws91, i32 %off3626, i32 0, i32 20)
  br label %if.end.106
if.end.106:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr3629 = add i32 %e_lane651, 0
  %v3630 = extractelement <8 x float> %acc142, i32 0
  %gep.327 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3629
  store float %v3630, ptr addrspace(3) %gep.327, align 4
  %e_addr3632 = add i32 %e_lane651, 128
  %v3633 = extractelement <8 x float> %acc142, i32 1
  %gep.328 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3632
  store float %v3633, ptr addrspace(3) %gep.328, align 4
  %e_addr3635 = add i32 %e_lane651, 256
  %v3636 = extractelement <8 x float> %acc142, i32 2
  %gep.329 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3635
  store float %v3636, ptr addrspace(3) %gep.329, align 4
  %e_addr3638 = add i32 %e_lane651, 384
  %v3639 = extractelement <8 x float> %acc142, i32 3
  %gep.330 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3638
  store float %v3639, ptr addrspace(3) %gep.330, align 4
  %e_addr3641 = add i32 %e_lane651, 512
  %v3642 = extractelement <8 x float> %acc142, i32 4
  %gep.331 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3641
  store float %v3642, ptr addrspace(3) %gep.331, align 4
  %e_addr3644 = add i32 %e_lane651, 640
  %v3645 = extractelement <8 x float> %acc142, i32 5
  %gep.332 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3644
  store float %v3645, ptr addrspace(3) %gep.332, align 4
  %e_addr3647 = add i32 %e_lane651, 768
  %v3648 = extractelement <8 x float> %acc142, i32 6
  %gep.333 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3647
  store float %v3648, ptr addrspace(3) %gep.333, align 4
  %e_addr3650 = add i32 %e_lane651, 896
  %v3651 = extractelement <8 x float> %acc142, i32 7
  %gep.334 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3650
  store float %v3651, ptr addrspace(3) %gep.334, align 4
  %e_addr3653 = add i32 %e_lane651, 2048
  %v3654 = extractelement <8 x float> %acc143, i32 0
  %gep.335 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3653
  store float %v3654, ptr addrspace(3) %gep.335, align 4
  %e_addr3656 = add i32 %e_lane651, 2176
  %v3657 = extractelement <8 x float> %acc143, i32 1
  %gep.336 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3656
  store float %v3657, ptr addrspace(3) %gep.336, align 4
  %e_addr3659 = add i32 %e_lane651, 2304
  %v3660 = extractelement <8 x float> %acc143, i32 2
  %gep.337 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3659
  store float %v3660, ptr addrspace(3) %gep.337, align 4
  %e_addr3662 = add i32 %e_lane651, 2432
  %v3663 = extractelement <8 x float> %acc143, i32 3
  %gep.338 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3662
  store float %v3663, ptr addrspace(3) %gep.338, align 4
  %e_addr3665 = add i32 %e_lane651, 2560
  %v3666 = extractelement <8 x float> %acc143, i32 4
  %gep.339 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3665
  store float %v3666, ptr addrspace(3) %gep.339, align 4
  %e_addr3668 = add i32 %e_lane651, 2688
  %v3669 = extractelement <8 x float> %acc143, i32 5
  %gep.340 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3668
  store float %v3669, ptr addrspace(3) %gep.340, align 4
  %e_addr3671 = add i32 %e_lane651, 2816
  %v3672 = extractelement <8 x float> %acc143, i32 6
  %gep.341 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3671
  store float %v3672, ptr addrspace(3) %gep.341, align 4
  %e_addr3674 = add i32 %e_lane651, 2944
  %v3675 = extractelement <8 x float> %acc143, i32 7
  %gep.342 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr3674
  store float %v3675, ptr addrspace(3) %gep.342, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e3677 = add i32 %tid20, 0
  %kl3679 = udiv i32 %e3677, 32
  %cl3681 = urem i32 %e3677, 32
  %la3683 = shl i32 %e3677, 2
  %gep.343 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3683
  %v3684 = load float, ptr addrspace(3) %gep.343, align 4
  %kin3685 = add i32 %k_blk74, %kl3679
  %cin3686 = add i32 %c_blk76, %cl3681
  %kok3687 = icmp ult i32 %kin3685, %kpg
  %cok3688 = icmp ult i32 %cin3686, %cpg
  %ok3689 = and i1 %kok3687, %cok3688
  br i1 %ok3689, label %if.then.107, label %if.end.107
if.then.107:
  %krow3690 = add i32 %kbase644, %kin3685
  %kr3692 = mul i32 %krow3690, 3
  %t_r3694 = add i32 %kr3692, 2
  %t_s3696 = mul i32 %t_r3694, 3
  %t_c3698 = add i32 %t_s3696, 0
  %t_e3699 = mul i32 %t_c3698, %cpg
  %el3700 = add i32 %t_e3699, %cin3686
  %off3702 = shl i32 %el3700, 2
  %old.344 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3684, ptr addrspace(8) %rws91, i32 %off3702, i32 0, i32 20)
  br label %if.end.107
if.end.107:
  %e3705 = add i32 %tid20, 64
  %kl3707 = udiv i32 %e3705, 32
  %cl3709 = urem i32 %e3705, 32
  %la3711 = shl i32 %e3705, 2
  %gep.345 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3711
  %v3712 = load float, ptr addrspace(3) %gep.345, align 4
  %kin3713 = add i32 %k_blk74, %kl3707
  %cin3714 = add i32 %c_blk76, %cl3709
  %kok3715 = icmp ult i32 %kin3713, %kpg
  %cok3716 = icmp ult i32 %cin3714, %cpg
  %ok3717 = and i1 %kok3715, %cok3716
  br i1 %ok3717, label %if.then.108, label %if.end.108
if.then.108:
  %krow3718 = add i32 %kbase644, %kin3713
  %kr3720 = mul i32 %krow3718, 3
  %t_r3722 = add i32 %kr3720, 2
  %t_s3724 = mul i32 %t_r3722, 3
  %t_c3726 = add i32 %t_s3724, 0
  %t_e3727 = mul i32 %t_c3726, %cpg
  %el3728 = add i32 %t_e3727, %cin3714
  %off3730 = shl i32 %el3728, 2
  %old.346 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3712, ptr addrspace(8) %rws91, i32 %off3730, i32 0, i32 20)
  br label %if.end.108
if.end.108:
  %e3733 = add i32 %tid20, 128
  %kl3735 = udiv i32 %e3733, 32
  %cl3737 = urem i32 %e3733, 32
  %la3739 = shl i32 %e3733, 2
  %gep.347 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3739
  %v3740 = load float, ptr addrspace(3) %gep.347, align 4
  %kin3741 = add i32 %k_blk74, %kl3735
  %cin3742 = add i32 %c_blk76, %cl3737
  %kok3743 = icmp ult i32 %kin3741, %kpg
  %cok3744 = icmp ult i32 %cin3742, %cpg
  %ok3745 = and i1 %kok3743, %cok3744
  br i1 %ok3745, label %if.then.109, label %if.end.109
if.then.109:
  %krow3746 = add i32 %kbase644, %kin3741
  %kr3748 = mul i32 %krow3746, 3
  %t_r3750 = add i32 %kr3748, 2
  %t_s3752 = mul i32 %t_r3750, 3
  %t_c3754 = add i32 %t_s3752, 0
  %t_e3755 = mul i32 %t_c3754, %cpg
  %el3756 = add i32 %t_e3755, %cin3742
  %off3758 = shl i32 %el3756, 2
  %old.348 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3740, ptr addrspace(8) %rws91, i32 %off3758, i32 0, i32 20)
  br label %if.end.109
if.end.109:
  %e3761 = add i32 %tid20, 192
  %kl3763 = udiv i32 %e3761, 32
  %cl3765 = urem i32 %e3761, 32
  %la3767 = shl i32 %e3761, 2
  %gep.349 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3767
  %v3768 = load float, ptr addrspace(3) %gep.349, align 4
  %kin3769 = add i32 %k_blk74, %kl3763
  %cin3770 = add i32 %c_blk76, %cl3765
  %kok3771 = icmp ult i32 %kin3769, %kpg
  %cok3772 = icmp ult i32 %cin3770, %cpg
  %ok3773 = and i1 %kok3771, %cok3772
  br i1 %ok3773, label %if.then.110, label %if.end.110
if.then.110:
  %krow3774 = add i32 %kbase644, %kin3769
  %kr3776 = mul i32 %krow3774, 3
  %t_r3778 = add i32 %kr3776, 2
  %t_s3780 = mul i32 %t_r3778, 3
  %t_c3782 = add i32 %t_s3780, 0
  %t_e3783 = mul i32 %t_c3782, %cpg
  %el3784 = add i32 %t_e3783, %cin3770
  %off3786 = shl i32 %el3784, 2
  %old.350 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3768, ptr addrspace(8) %rws91, i32 %off3786, i32 0, i32 20)
  br label %if.end.110
if.end.110:
  %e3789 = add i32 %tid20, 256
  %kl3791 = udiv i32 %e3789, 32
  %cl3793 = urem i32 %e3789, 32
  %la3795 = shl i32 %e3789, 2
  %gep.351 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3795
  %v3796 = load float, ptr addrspace(3) %gep.351, align 4
  %kin3797 = add i32 %k_blk74, %kl3791
  %cin3798 = add i32 %c_blk76, %cl3793
  %kok3799 = icmp ult i32 %kin3797, %kpg
  %cok3800 = icmp ult i32 %cin3798, %cpg
  %ok3801 = and i1 %kok3799, %cok3800
  br i1 %ok3801, label %if.then.111, label %if.end.111
if.then.111:
  %krow3802 = add i32 %kbase644, %kin3797
  %kr3804 = mul i32 %krow3802, 3
  %t_r3806 = add i32 %kr3804, 2
  %t_s3808 = mul i32 %t_r3806, 3
  %t_c3810 = add i32 %t_s3808, 0
  %t_e3811 = mul i32 %t_c3810, %cpg
  %el3812 = add i32 %t_e3811, %cin3798
  %off3814 = shl i32 %el3812, 2
  %old.352 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3796, ptr addrspace(8) %rws91, i32 %off3814, i32 0, i32 20)
  br label %if.end.111
if.end.111:
  %e3817 = add i32 %tid20, 320
  %kl3819 = udiv i32 %e3817, 32
  %cl3821 = urem i32 %e3817, 32
  %la3823 = shl i32 %e3817, 2
  %gep.353 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3823
  %v3824 = load float, ptr addrspace(3) %gep.353, align 4
  %kin3825 = add i32 %k_blk74, %kl3819
  %cin3826 = add i32 %c_blk76, %cl3821
  %kok3827 = icmp ult i32 %kin3825, %kpg
  %cok3828 = icmp ult i32 %cin3826, %cpg
  %ok3829 = and i1 %kok3827, %cok3828
  br i1 %ok3829, label %if.then.112, label %if.end.112
if.then.112:
  %krow3830 = add i32 %kbase644, %kin3825
  %kr3832 = mul i32 %krow3830, 3
  %t_r3834 = add i32 %kr3832, 2
  %t_s3836 = mul i32 %t_r3834, 3
  %t_c3838 = add i32 %t_s3836, 0
  %t_e3839 = mul i32 %t_c3838, %cpg
  %el3840 = add i32 %t_e3839, %cin3826
  %off3842 = shl i32 %el3840, 2
  %old.354 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3824, ptr addrspace(8) %rws91, i32 %off3842, i32 0, i32 20)
  br label %if.end.112
if.end.112:
  %e3845 = add i32 %tid20, 384
  %kl3847 = udiv i32 %e3845, 32
  %cl3849 = urem i32 %e3845, 32
  %la3851 = shl i32 %e3845, 2
  %gep.355 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3851
  %v3852 = load float, ptr addrspace(3) %gep.355, align 4
  %kin3853 = add i32 %k_blk74, %kl3847
  %cin3854 = add i32 %c_blk76, %cl3849
  %kok3855 = icmp ult i32 %kin3853, %kpg
  %cok3856 = icmp ult i32 %cin3854, %cpg
  %ok3857 = and i1 %kok3855, %cok3856
  br i1 %ok3857, label %if.then.113, label %if.end.113
if.then.113:
  %krow3858 = add i32 %kbase644, %kin3853
  %kr3860 = mul i32 %krow3858, 3
  %t_r3862 = add i32 %kr3860, 2
  %t_s3864 = mul i32 %t_r3862, 3
  %t_c3866 = add i32 %t_s3864, 0
  %t_e3867 = mul i32 %t_c3866, %cpg
  %el3868 = add i32 %t_e3867, %cin3854
  %off3870 = shl i32 %el3868, 2
  %old.356 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3852, ptr addrspace(8) %rws91, i32 %off3870, i32 0, i32 20)
  br label %if.end.113
if.end.113:
  %e3873 = add i32 %tid20, 448
  %kl3875 = udiv i32 %e3873, 32
  %cl3877 = urem i32 %e3873, 32
  %la3879 = shl i32 %e3873, 2
  %gep.357 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3879
  %v3880 = load float, ptr addrspace(3) %gep.357, align 4
  %kin3881 = add i32 %k_blk74, %kl3875
  %cin3882 = add i32 %c_blk76, %cl3877
  %kok3883 = icmp ult i32 %kin3881, %kpg
  %cok3884 = icmp ult i32 %cin3882, %cpg
  %ok3885 = and i1 %kok3883, %cok3884
  br i1 %ok3885, label %if.then.114, label %if.end.114
if.then.114:
  %krow3886 = add i32 %kbase644, %kin3881
  %kr3888 = mul i32 %krow3886, 3
  %t_r3890 = add i32 %kr3888, 2
  %t_s3892 = mul i32 %t_r3890, 3
  %t_c3894 = add i32 %t_s3892, 0
  %t_e3895 = mul i32 %t_c3894, %cpg
  %el3896 = add i32 %t_e3895, %cin3882
  %off3898 = shl i32 %el3896, 2
  %old.358 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3880, ptr addrspace(8) %rws91, i32 %off3898, i32 0, i32 20)
  br label %if.end.114
if.end.114:
  %e3901 = add i32 %tid20, 512
  %kl3903 = udiv i32 %e3901, 32
  %cl3905 = urem i32 %e3901, 32
  %la3907 = shl i32 %e3901, 2
  %gep.359 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3907
  %v3908 = load float, ptr addrspace(3) %gep.359, align 4
  %kin3909 = add i32 %k_blk74, %kl3903
  %cin3910 = add i32 %c_blk76, %cl3905
  %kok3911 = icmp ult i32 %kin3909, %kpg
  %cok3912 = icmp ult i32 %cin3910, %cpg
  %ok3913 = and i1 %kok3911, %cok3912
  br i1 %ok3913, label %if.then.115, label %if.end.115
if.then.115:
  %krow3914 = add i32 %kbase644, %kin3909
  %kr3916 = mul i32 %krow3914, 3
  %t_r3918 = add i32 %kr3916, 2
  %t_s3920 = mul i32 %t_r3918, 3
  %t_c3922 = add i32 %t_s3920, 0
  %t_e3923 = mul i32 %t_c3922, %cpg
  %el3924 = add i32 %t_e3923, %cin3910
  %off3926 = shl i32 %el3924, 2
  %old.360 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3908, ptr addrspace(8) %rws91, i32 %off3926, i32 0, i32 20)
  br label %if.end.115
if.end.115:
  %e3929 = add i32 %tid20, 576
  %kl3931 = udiv i32 %e3929, 32
  %cl3933 = urem i32 %e3929, 32
  %la3935 = shl i32 %e3929, 2
  %gep.361 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3935
  %v3936 = load float, ptr addrspace(3) %gep.361, align 4
  %kin3937 = add i32 %k_blk74, %kl3931
  %cin3938 = add i32 %c_blk76, %cl3933
  %kok3939 = icmp ult i32 %kin3937, %kpg
  %cok3940 = icmp ult i32 %cin3938, %cpg
  %ok3941 = and i1 %kok3939, %cok3940
  br i1 %ok3941, label %if.then.116, label %if.end.116
if.then.116:
  %krow3942 = add i32 %kbase644, %kin3937
  %kr3944 = mul i32 %krow3942, 3
  %t_r3946 = add i32 %kr3944, 2
  %t_s3948 = mul i32 %t_r3946, 3
  %t_c3950 = add i32 %t_s3948, 0
  %t_e3951 = mul i32 %t_c3950, %cpg
  %el3952 = add i32 %t_e3951, %cin3938
  %off3954 = shl i32 %el3952, 2
  %old.362 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3936, ptr addrspace(8) %rws91, i32 %off3954, i32 0, i32 20)
  br label %if.end.116
if.end.116:
  %e3957 = add i32 %tid20, 640
  %kl3959 = udiv i32 %e3957, 32
  %cl3961 = urem i32 %e3957, 32
  %la3963 = shl i32 %e3957, 2
  %gep.363 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3963
  %v3964 = load float, ptr addrspace(3) %gep.363, align 4
  %kin3965 = add i32 %k_blk74, %kl3959
  %cin3966 = add i32 %c_blk76, %cl3961
  %kok3967 = icmp ult i32 %kin3965, %kpg
  %cok3968 = icmp ult i32 %cin3966, %cpg
  %ok3969 = and i1 %kok3967, %cok3968
  br i1 %ok3969, label %if.then.117, label %if.end.117
if.then.117:
  %krow3970 = add i32 %kbase644, %kin3965
  %kr3972 = mul i32 %krow3970, 3
  %t_r3974 = add i32 %kr3972, 2
  %t_s3976 = mul i32 %t_r3974, 3
  %t_c3978 = add i32 %t_s3976, 0
  %t_e3979 = mul i32 %t_c3978, %cpg
  %el3980 = add i32 %t_e3979, %cin3966
  %off3982 = shl i32 %el3980, 2
  %old.364 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3964, ptr addrspace(8) %rws91, i32 %off3982, i32 0, i32 20)
  br label %if.end.117
if.end.117:
  %e3985 = add i32 %tid20, 704
  %kl3987 = udiv i32 %e3985, 32
  %cl3989 = urem i32 %e3985, 32
  %la3991 = shl i32 %e3985, 2
  %gep.365 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la3991
  %v3992 = load float, ptr addrspace(3) %gep.365, align 4
  %kin3993 = add i32 %k_blk74, %kl3987
  %cin3994 = add i32 %c_blk76, %cl3989
  %kok3995 = icmp ult i32 %kin3993, %kpg
  %cok3996 = icmp ult i32 %cin3994, %cpg
  %ok3997 = and i1 %kok3995, %cok3996
  br i1 %ok3997, label %if.then.118, label %if.end.118
if.then.118:
  %krow3998 = add i32 %kbase644, %kin3993
  %kr4000 = mul i32 %krow3998, 3
  %t_r4002 = add i32 %kr4000, 2
  %t_s4004 = mul i32 %t_r4002, 3
  %t_c4006 = add i32 %t_s4004, 0
  %t_e4007 = mul i32 %t_c4006, %cpg
  %el4008 = add i32 %t_e4007, %cin3994
  %off4010 = shl i32 %el4008, 2
  %old.366 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v3992, ptr addrspace(8) %rws91, i32 %off4010, i32 0, i32 20)
  br label %if.end.118
if.end.118:
  %e4013 = add i32 %tid20, 768
  %kl4015 = udiv i32 %e4013, 32
  %cl4017 = urem i32 %e4013, 32
  %la4019 = shl i32 %e4013, 2
  %gep.367 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4019
  %v4020 = load float, ptr addrspace(3) %gep.367, align 4
  %kin4021 = add i32 %k_blk74, %kl4015
  %cin4022 = add i32 %c_blk76, %cl4017
  %kok4023 = icmp ult i32 %kin4021, %kpg
  %cok4024 = icmp ult i32 %cin4022, %cpg
  %ok4025 = and i1 %kok4023, %cok4024
  br i1 %ok4025, label %if.then.119, label %if.end.119
if.then.119:
  %krow4026 = add i32 %kbase644, %kin4021
  %kr4028 = mul i32 %krow4026, 3
  %t_r4030 = add i32 %kr4028, 2
  %t_s4032 = mul i32 %t_r4030, 3
  %t_c4034 = add i32 %t_s4032, 0
  %t_e4035 = mul i32 %t_c4034, %cpg
  %el4036 = add i32 %t_e4035, %cin4022
  %off4038 = shl i32 %el4036, 2
  %old.368 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4020, ptr addrspace(8) %rws91, i32 %off4038, i32 0, i32 20)
  br label %if.end.119
if.end.119:
  %e4041 = add i32 %tid20, 832
  %kl4043 = udiv i32 %e4041, 32
  %cl4045 = urem i32 %e4041, 32
  %la4047 = shl i32 %e4041, 2
  %gep.369 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4047
  %v4048 = load float, ptr addrspace(3) %gep.369, align 4
  %kin4049 = add i32 %k_blk74, %kl4043
  %cin4050 = add i32 %c_blk76, %cl4045
  %kok4051 = icmp ult i32 %kin4049, %kpg
  %cok4052 = icmp ult i32 %cin4050, %cpg
  %ok4053 = and i1 %kok4051, %cok4052
  br i1 %ok4053, label %if.then.120, label %if.end.120
if.then.120:
  %krow4054 = add i32 %kbase644, %kin4049
  %kr4056 = mul i32 %krow4054, 3
  %t_r4058 = add i32 %kr4056, 2
  %t_s4060 = mul i32 %t_r4058, 3
  %t_c4062 = add i32 %t_s4060, 0
  %t_e4063 = mul i32 %t_c4062, %cpg
  %el4064 = add i32 %t_e4063, %cin4050
  %off4066 = shl i32 %el4064, 2
  %old.370 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4048, ptr addrspace(8) %rws91, i32 %off4066, i32 0, i32 20)
  br label %if.end.120
if.end.120:
  %e4069 = add i32 %tid20, 896
  %kl4071 = udiv i32 %e4069, 32
  %cl4073 = urem i32 %e4069, 32
  %la4075 = shl i32 %e4069, 2
  %gep.371 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4075
  %v4076 = load float, ptr addrspace(3) %gep.371, align 4
  %kin4077 = add i32 %k_blk74, %kl4071
  %cin4078 = add i32 %c_blk76, %cl4073
  %kok4079 = icmp ult i32 %kin4077, %kpg
  %cok4080 = icmp ult i32 %cin4078, %cpg
  %ok4081 = and i1 %kok4079, %cok4080
  br i1 %ok4081, label %if.then.121, label %if.end.121
if.then.121:
  %krow4082 = add i32 %kbase644, %kin4077
  %kr4084 = mul i32 %krow4082, 3
  %t_r4086 = add i32 %kr4084, 2
  %t_s4088 = mul i32 %t_r4086, 3
  %t_c4090 = add i32 %t_s4088, 0
  %t_e4091 = mul i32 %t_c4090, %cpg
  %el4092 = add i32 %t_e4091, %cin4078
  %off4094 = shl i32 %el4092, 2
  %old.372 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4076, ptr addrspace(8) %rws91, i32 %off4094, i32 0, i32 20)
  br label %if.end.121
if.end.121:
  %e4097 = add i32 %tid20, 960
  %kl4099 = udiv i32 %e4097, 32
  %cl4101 = urem i32 %e4097, 32
  %la4103 = shl i32 %e4097, 2
  %gep.373 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4103
  %v4104 = load float, ptr addrspace(3) %gep.373, align 4
  %kin4105 = add i32 %k_blk74, %kl4099
  %cin4106 = add i32 %c_blk76, %cl4101
  %kok4107 = icmp ult i32 %kin4105, %kpg
  %cok4108 = icmp ult i32 %cin4106, %cpg
  %ok4109 = and i1 %kok4107, %cok4108
  br i1 %ok4109, label %if.then.122, label %if.end.122
if.then.122:
  %krow4110 = add i32 %kbase644, %kin4105
  %kr4112 = mul i32 %krow4110, 3
  %t_r4114 = add i32 %kr4112, 2
  %t_s4116 = mul i32 %t_r4114, 3
  %t_c4118 = add i32 %t_s4116, 0
  %t_e4119 = mul i32 %t_c4118, %cpg
  %el4120 = add i32 %t_e4119, %cin4106
  %off4122 = shl i32 %el4120, 2
  %old.374 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4104, ptr addrspace(8) %rws91, i32 %off4122, i32 0, i32 20)
  br label %if.end.122
if.end.122:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4125 = add i32 %e_lane651, 0
  %v4126 = extractelement <8 x float> %acc144, i32 0
  %gep.375 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4125
  store float %v4126, ptr addrspace(3) %gep.375, align 4
  %e_addr4128 = add i32 %e_lane651, 128
  %v4129 = extractelement <8 x float> %acc144, i32 1
  %gep.376 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4128
  store float %v4129, ptr addrspace(3) %gep.376, align 4
  %e_addr4131 = add i32 %e_lane651, 256
  %v4132 = extractelement <8 x float> %acc144, i32 2
  %gep.377 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4131
  store float %v4132, ptr addrspace(3) %gep.377, align 4
  %e_addr4134 = add i32 %e_lane651, 384
  %v4135 = extractelement <8 x float> %acc144, i32 3
  %gep.378 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4134
  store float %v4135, ptr addrspace(3) %gep.378, align 4
  %e_addr4137 = add i32 %e_lane651, 512
  %v4138 = extractelement <8 x float> %acc144, i32 4
  %gep.379 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4137
  store float %v4138, ptr addrspace(3) %gep.379, align 4
  %e_addr4140 = add i32 %e_lane651, 640
  %v4141 = extractelement <8 x float> %acc144, i32 5
  %gep.380 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4140
  store float %v4141, ptr addrspace(3) %gep.380, align 4
  %e_addr4143 = add i32 %e_lane651, 768
  %v4144 = extractelement <8 x float> %acc144, i32 6
  %gep.381 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4143
  store float %v4144, ptr addrspace(3) %gep.381, align 4
  %e_addr4146 = add i32 %e_lane651, 896
  %v4147 = extractelement <8 x float> %acc144, i32 7
  %gep.382 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4146
  store float %v4147, ptr addrspace(3) %gep.382, align 4
  %e_addr4149 = add i32 %e_lane651, 2048
  %v4150 = extractelement <8 x float> %acc145, i32 0
  %gep.383 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4149
  store float %v4150, ptr addrspace(3) %gep.383, align 4
  %e_addr4152 = add i32 %e_lane651, 2176
  %v4153 = extractelement <8 x float> %acc145, i32 1
  %gep.384 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4152
  store float %v4153, ptr addrspace(3) %gep.384, align 4
  %e_addr4155 = add i32 %e_lane651, 2304
  %v4156 = extractelement <8 x float> %acc145, i32 2
  %gep.385 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4155
  store float %v4156, ptr addrspace(3) %gep.385, align 4
  %e_addr4158 = add i32 %e_lane651, 2432
  %v4159 = extractelement <8 x float> %acc145, i32 3
  %gep.386 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4158
  store float %v4159, ptr addrspace(3) %gep.386, align 4
  %e_addr4161 = add i32 %e_lane651, 2560
  %v4162 = extractelement <8 x float> %acc145, i32 4
  %gep.387 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4161
  store float %v4162, ptr addrspace(3) %gep.387, align 4
  %e_addr4164 = add i32 %e_lane651, 2688
  %v4165 = extractelement <8 x float> %acc145, i32 5
  %gep.388 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4164
  store float %v4165, ptr addrspace(3) %gep.388, align 4
  %e_addr4167 = add i32 %e_lane651, 2816
  %v4168 = extractelement <8 x float> %acc145, i32 6
  %gep.389 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4167
  store float %v4168, ptr addrspace(3) %gep.389, align 4
  %e_addr4170 = add i32 %e_lane651, 2944
  %v4171 = extractelement <8 x float> %acc145, i32 7
  %gep.390 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4170
  store float %v4171, ptr addrspace(3) %gep.390, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4173 = add i32 %tid20, 0
  %kl4175 = udiv i32 %e4173, 32
  %cl4177 = urem i32 %e4173, 32
  %la4179 = shl i32 %e4173, 2
  %gep.391 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4179
  %v4180 = load float, ptr addrspace(3) %gep.391, align 4
  %kin4181 = add i32 %k_blk74, %kl4175
  %cin4182 = add i32 %c_blk76, %cl4177
  %kok4183 = icmp ult i32 %kin4181, %kpg
  %cok4184 = icmp ult i32 %cin4182, %cpg
  %ok4185 = and i1 %kok4183, %cok4184
  br i1 %ok4185, label %if.then.123, label %if.end.123
if.then.123:
  %krow4186 = add i32 %kbase644, %kin4181
  %kr4188 = mul i32 %krow4186, 3
  %t_r4190 = add i32 %kr4188, 2
  %t_s4192 = mul i32 %t_r4190, 3
  %t_c4194 = add i32 %t_s4192, 1
  %t_e4195 = mul i32 %t_c4194, %cpg
  %el4196 = add i32 %t_e4195, %cin4182
  %off4198 = shl i32 %el4196, 2
  %old.392 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4180, ptr addrspace(8) %rws91, i32 %off4198, i32 0, i32 20)
  br label %if.end.123
if.end.123:
  %e4201 = add i32 %tid20, 64
  %kl4203 = udiv i32 %e4201, 32
  %cl4205 = urem i32 %e4201, 32
  %la4207 = shl i32 %e4201, 2
  %gep.393 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4207
  %v4208 = load float, ptr addrspace(3) %gep.393, align 4
  %kin4209 = add i32 %k_blk74, %kl4203
  %cin4210 = add i32 %c_blk76, %cl4205
  %kok4211 = icmp ult i32 %kin4209, %kpg
  %cok4212 = icmp ult i32 %cin4210, %cpg
  %ok4213 = and i1 %kok4211, %cok4212
  br i1 %ok4213, label %if.then.124, label %if.end.124
if.then.124:
  %krow4214 = add i32 %kbase644, %kin4209
  %kr4216 = mul i32 %krow4214, 3
  %t_r4218 = add i32 %kr4216, 2
  %t_s4220 = mul i32 %t_r4218, 3
  %t_c4222 = add i32 %t_s4220, 1
  %t_e4223 = mul i32 %t_c4222, %cpg
  %el4224 = add i32 %t_e4223, %cin4210
  %off4226 = shl i32 %el4224, 2
  %old.394 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4208, ptr addrspace(8) %rws91, i32 %off4226, i32 0, i32 20)
  br label %if.end.124
if.end.124:
  %e4229 = add i32 %tid20, 128
  %kl4231 = udiv i32 %e4229, 32
  %cl4233 = urem i32 %e4229, 32
  %la4235 = shl i32 %e4229, 2
  %gep.395 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4235
  %v4236 = load float, ptr addrspace(3) %gep.395, align 4
  %kin4237 = add i32 %k_blk74, %kl4231
  %cin4238 = add i32 %c_blk76, %cl4233
  %kok4239 = icmp ult i32 %kin4237, %kpg
  %cok4240 = icmp ult i32 %cin4238, %cpg
  %ok4241 = and i1 %kok4239, %cok4240
  br i1 %ok4241, label %if.then.125, label %if.end.125
if.then.125:
  %krow4242 = add i32 %kbase644, %kin4237
  %kr4244 = mul i32 %krow4242, 3
  %t_r4246 = add i32 %kr4244, 2
  %t_s4248 = mul i32 %t_r4246, 3
  %t_c4250 = add i32 %t_s4248, 1
  %t_e4251 = mul i32 %t_c4250, %cpg
  %el4252 = add i32 %t_e4251, %cin4238
  %off4254 = shl i32 %el4252, 2
  %old.396 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4236, ptr addrspace(8) %rws91, i32 %off4254, i32 0, i32 20)
  br label %if.end.125
if.end.125:
  %e4257 = add i32 %tid20, 192
  %kl4259 = udiv i32 %e4257, 32
  %cl4261 = urem i32 %e4257, 32
  %la4263 = shl i32 %e4257, 2
  %gep.397 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4263
  %v4264 = load float, ptr addrspace(3) %gep.397, align 4
  %kin4265 = add i32 %k_blk74, %kl4259
  %cin4266 = add i32 %c_blk76, %cl4261
  %kok4267 = icmp ult i32 %kin4265, %kpg
  %cok4268 = icmp ult i32 %cin4266, %cpg
  %ok4269 = and i1 %kok4267, %cok4268
  br i1 %ok4269, label %if.then.126, label %if.end.126
if.then.126:
  %krow4270 = add i32 %kbase644, %kin4265
  %kr4272 = mul i32 %krow4270, 3
  %t_r4274 = add i32 %kr4272, 2
  %t_s4276 = mul i32 %t_r4274, 3
  %t_c4278 = add i32 %t_s4276, 1
  %t_e4279 = mul i32 %t_c4278, %cpg
  %el4280 = add i32 %t_e4279, %cin4266
  %off4282 = shl i32 %el4280, 2
  %old.398 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4264, ptr addrspace(8) %rws91, i32 %off4282, i32 0, i32 20)
  br label %if.end.126
if.end.126:
  %e4285 = add i32 %tid20, 256
  %kl4287 = udiv i32 %e4285, 32
  %cl4289 = urem i32 %e4285, 32
  %la4291 = shl i32 %e4285, 2
  %gep.399 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4291
  %v4292 = load float, ptr addrspace(3) %gep.399, align 4
  %kin4293 = add i32 %k_blk74, %kl4287
  %cin4294 = add i32 %c_blk76, %cl4289
  %kok4295 = icmp ult i32 %kin4293, %kpg
  %cok4296 = icmp ult i32 %cin4294, %cpg
  %ok4297 = and i1 %kok4295, %cok4296
  br i1 %ok4297, label %if.then.127, label %if.end.127
if.then.127:
  %krow4298 = add i32 %kbase644, %kin4293
  %kr4300 = mul i32 %krow4298, 3
  %t_r4302 = add i32 %kr4300, 2
  %t_s4304 = mul i32 %t_r4302, 3
  %t_c4306 = add i32 %t_s4304, 1
  %t_e4307 = mul i32 %t_c4306, %cpg
  %el4308 = add i32 %t_e4307, %cin4294
  %off4310 = shl i32 %el4308, 2
  %old.400 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4292, ptr addrspace(8) %rws91, i32 %off4310, i32 0, i32 20)
  br label %if.end.127
if.end.127:
  %e4313 = add i32 %tid20, 320
  %kl4315 = udiv i32 %e4313, 32
  %cl4317 = urem i32 %e4313, 32
  %la4319 = shl i32 %e4313, 2
  %gep.401 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4319
  %v4320 = load float, ptr addrspace(3) %gep.401, align 4
  %kin4321 = add i32 %k_blk74, %kl4315
  %cin4322 = add i32 %c_blk76, %cl4317
  %kok4323 = icmp ult i32 %kin4321, %kpg
  %cok4324 = icmp ult i32 %cin4322, %cpg
  %ok4325 = and i1 %kok4323, %cok4324
  br i1 %ok4325, label %if.then.128, label %if.end.128
if.then.128:
  %krow4326 = add i32 %kbase644, %kin4321
  %kr4328 = mul i32 %krow4326, 3
  %t_r4330 = add i32 %kr4328, 2
  %t_s4332 = mul i32 %t_r4330, 3
  %t_c4334 = add i32 %t_s4332, 1
  %t_e4335 = mul i32 %t_c4334, %cpg
  %el4336 = add i32 %t_e4335, %cin4322
  %off4338 = shl i32 %el4336, 2
  %old.402 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4320, ptr addrspace(8) %rws91, i32 %off4338, i32 0, i32 20)
  br label %if.end.128
if.end.128:
  %e4341 = add i32 %tid20, 384
  %kl4343 = udiv i32 %e4341, 32
  %cl4345 = urem i32 %e4341, 32
  %la4347 = shl i32 %e4341, 2
  %gep.403 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4347
  %v4348 = load float, ptr addrspace(3) %gep.403, align 4
  %kin4349 = add i32 %k_blk74, %kl4343
  %cin4350 = add i32 %c_blk76, %cl4345
  %kok4351 = icmp ult i32 %kin4349, %kpg
  %cok4352 = icmp ult i32 %cin4350, %cpg
  %ok4353 = and i1 %kok4351, %cok4352
  br i1 %ok4353, label %if.then.129, label %if.end.129
if.then.129:
  %krow4354 = add i32 %kbase644, %kin4349
  %kr4356 = mul i32 %krow4354, 3
  %t_r4358 = add i32 %kr4356, 2
  %t_s4360 = mul i32 %t_r4358, 3
  %t_c4362 = add i32 %t_s4360, 1
  %t_e4363 = mul i32 %t_c4362, %cpg
  %el4364 = add i32 %t_e4363, %cin4350
  %off4366 = shl i32 %el4364, 2
  %old.404 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4348, ptr addrspace(8) %rws91, i32 %off4366, i32 0, i32 20)
  br label %if.end.129
if.end.129:
  %e4369 = add i32 %tid20, 448
  %kl4371 = udiv i32 %e4369, 32
  %cl4373 = urem i32 %e4369, 32
  %la4375 = shl i32 %e4369, 2
  %gep.405 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4375
  %v4376 = load float, ptr addrspace(3) %gep.405, align 4
  %kin4377 = add i32 %k_blk74, %kl4371
  %cin4378 = add i32 %c_blk76, %cl4373
  %kok4379 = icmp ult i32 %kin4377, %kpg
  %cok4380 = icmp ult i32 %cin4378, %cpg
  %ok4381 = and i1 %kok4379, %cok4380
  br i1 %ok4381, label %if.then.130, label %if.end.130
if.then.130:
  %krow4382 = add i32 %kbase644, %kin4377
  %kr4384 = mul i32 %krow4382, 3
  %t_r4386 = add i32 %kr4384, 2
  %t_s4388 = mul i32 %t_r4386, 3
  %t_c4390 = add i32 %t_s4388, 1
  %t_e4391 = mul i32 %t_c4390, %cpg
  %el4392 = add i32 %t_e4391, %cin4378
  %off4394 = shl i32 %el4392, 2
  %old.406 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4376, ptr addrspace(8) %rws91, i32 %off4394, i32 0, i32 20)
  br label %if.end.130
if.end.130:
  %e4397 = add i32 %tid20, 512
  %kl4399 = udiv i32 %e4397, 32
  %cl4401 = urem i32 %e4397, 32
  %la4403 = shl i32 %e4397, 2
  %gep.407 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4403
  %v4404 = load float, ptr addrspace(3) %gep.407, align 4
  %kin4405 = add i32 %k_blk74, %kl4399
  %cin4406 = add i32 %c_blk76, %cl4401
  %kok4407 = icmp ult i32 %kin4405, %kpg
  %cok4408 = icmp ult i32 %cin4406, %cpg
  %ok4409 = and i1 %kok4407, %cok4408
  br i1 %ok4409, label %if.then.131, label %if.end.131
if.then.131:
  %krow4410 = add i32 %kbase644, %kin4405
  %kr4412 = mul i32 %krow4410, 3
  %t_r4414 = add i32 %kr4412, 2
  %t_s4416 = mul i32 %t_r4414, 3
  %t_c4418 = add i32 %t_s4416, 1
  %t_e4419 = mul i32 %t_c4418, %cpg
  %el4420 = add i32 %t_e4419, %cin4406
  %off4422 = shl i32 %el4420, 2
  %old.408 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4404, ptr addrspace(8) %rws91, i32 %off4422, i32 0, i32 20)
  br label %if.end.131
if.end.131:
  %e4425 = add i32 %tid20, 576
  %kl4427 = udiv i32 %e4425, 32
  %cl4429 = urem i32 %e4425, 32
  %la4431 = shl i32 %e4425, 2
  %gep.409 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4431
  %v4432 = load float, ptr addrspace(3) %gep.409, align 4
  %kin4433 = add i32 %k_blk74, %kl4427
  %cin4434 = add i32 %c_blk76, %cl4429
  %kok4435 = icmp ult i32 %kin4433, %kpg
  %cok4436 = icmp ult i32 %cin4434, %cpg
  %ok4437 = and i1 %kok4435, %cok4436
  br i1 %ok4437, label %if.then.132, label %if.end.132
if.then.132:
  %krow4438 = add i32 %kbase644, %kin4433
  %kr4440 = mul i32 %krow4438, 3
  %t_r4442 = add i32 %kr4440, 2
  %t_s4444 = mul i32 %t_r4442, 3
  %t_c4446 = add i32 %t_s4444, 1
  %t_e4447 = mul i32 %t_c4446, %cpg
  %el4448 = add i32 %t_e4447, %cin4434
  %off4450 = shl i32 %el4448, 2
  %old.410 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4432, ptr addrspace(8) %rws91, i32 %off4450, i32 0, i32 20)
  br label %if.end.132
if.end.132:
  %e4453 = add i32 %tid20, 640
  %kl4455 = udiv i32 %e4453, 32
  %cl4457 = urem i32 %e4453, 32
  %la4459 = shl i32 %e4453, 2
  %gep.411 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4459
  %v4460 = load float, ptr addrspace(3) %gep.411, align 4
  %kin4461 = add i32 %k_blk74, %kl4455
  %cin4462 = add i32 %c_blk76, %cl4457
  %kok4463 = icmp ult i32 %kin4461, %kpg
  %cok4464 = icmp ult i32 %cin4462, %cpg
  %ok4465 = and i1 %kok4463, %cok4464
  br i1 %ok4465, label %if.then.133, label %if.end.133
if.then.133:
  %krow4466 = add i32 %kbase644, %kin4461
  %kr4468 = mul i32 %krow4466, 3
  %t_r4470 = add i32 %kr4468, 2
  %t_s4472 = mul i32 %t_r4470, 3
  %t_c4474 = add i32 %t_s4472, 1
  %t_e4475 = mul i32 %t_c4474, %cpg
  %el4476 = add i32 %t_e4475, %cin4462
  %off4478 = shl i32 %el4476, 2
  %old.412 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4460, ptr addrspace(8) %rws91, i32 %off4478, i32 0, i32 20)
  br label %if.end.133
if.end.133:
  %e4481 = add i32 %tid20, 704
  %kl4483 = udiv i32 %e4481, 32
  %cl4485 = urem i32 %e4481, 32
  %la4487 = shl i32 %e4481, 2
  %gep.413 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4487
  %v4488 = load float, ptr addrspace(3) %gep.413, align 4
  %kin4489 = add i32 %k_blk74, %kl4483
  %cin4490 = add i32 %c_blk76, %cl4485
  %kok4491 = icmp ult i32 %kin4489, %kpg
  %cok4492 = icmp ult i32 %cin4490, %cpg
  %ok4493 = and i1 %kok4491, %cok4492
  br i1 %ok4493, label %if.then.134, label %if.end.134
if.then.134:
  %krow4494 = add i32 %kbase644, %kin4489
  %kr4496 = mul i32 %krow4494, 3
  %t_r4498 = add i32 %kr4496, 2
  %t_s4500 = mul i32 %t_r4498, 3
  %t_c4502 = add i32 %t_s4500, 1
  %t_e4503 = mul i32 %t_c4502, %cpg
  %el4504 = add i32 %t_e4503, %cin4490
  %off4506 = shl i32 %el4504, 2
  %old.414 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4488, ptr addrspace(8) %rws91, i32 %off4506, i32 0, i32 20)
  br label %if.end.134
if.end.134:
  %e4509 = add i32 %tid20, 768
  %kl4511 = udiv i32 %e4509, 32
  %cl4513 = urem i32 %e4509, 32
  %la4515 = shl i32 %e4509, 2
  %gep.415 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4515
  %v4516 = load float, ptr addrspace(3) %gep.415, align 4
  %kin4517 = add i32 %k_blk74, %kl4511
  %cin4518 = add i32 %c_blk76, %cl4513
  %kok4519 = icmp ult i32 %kin4517, %kpg
  %cok4520 = icmp ult i32 %cin4518, %cpg
  %ok4521 = and i1 %kok4519, %cok4520
  br i1 %ok4521, label %if.then.135, label %if.end.135
if.then.135:
  %krow4522 = add i32 %kbase644, %kin4517
  %kr4524 = mul i32 %krow4522, 3
  %t_r4526 = add i32 %kr4524, 2
  %t_s4528 = mul i32 %t_r4526, 3
  %t_c4530 = add i32 %t_s4528, 1
  %t_e4531 = mul i32 %t_c4530, %cpg
  %el4532 = add i32 %t_e4531, %cin4518
  %off4534 = shl i32 %el4532, 2
  %old.416 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4516, ptr addrspace(8) %rws91, i32 %off4534, i32 0, i32 20)
  br label %if.end.135
if.end.135:
  %e4537 = add i32 %tid20, 832
  %kl4539 = udiv i32 %e4537, 32
  %cl4541 = urem i32 %e4537, 32
  %la4543 = shl i32 %e4537, 2
  %gep.417 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4543
  %v4544 = load float, ptr addrspace(3) %gep.417, align 4
  %kin4545 = add i32 %k_blk74, %kl4539
  %cin4546 = add i32 %c_blk76, %cl4541
  %kok4547 = icmp ult i32 %kin4545, %kpg
  %cok4548 = icmp ult i32 %cin4546, %cpg
  %ok4549 = and i1 %kok4547, %cok4548
  br i1 %ok4549, label %if.then.136, label %if.end.136
if.then.136:
  %krow4550 = add i32 %kbase644, %kin4545
  %kr4552 = mul i32 %krow4550, 3
  %t_r4554 = add i32 %kr4552, 2
  %t_s4556 = mul i32 %t_r4554, 3
  %t_c4558 = add i32 %t_s4556, 1
  %t_e4559 = mul i32 %t_c4558, %cpg
  %el4560 = add i32 %t_e4559, %cin4546
  %off4562 = shl i32 %el4560, 2
  %old.418 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4544, ptr addrspace(8) %rws91, i32 %off4562, i32 0, i32 20)
  br label %if.end.136
if.end.136:
  %e4565 = add i32 %tid20, 896
  %kl4567 = udiv i32 %e4565, 32
  %cl4569 = urem i32 %e4565, 32
  %la4571 = shl i32 %e4565, 2
  %gep.419 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4571
  %v4572 = load float, ptr addrspace(3) %gep.419, align 4
  %kin4573 = add i32 %k_blk74, %kl4567
  %cin4574 = add i32 %c_blk76, %cl4569
  %kok4575 = icmp ult i32 %kin4573, %kpg
  %cok4576 = icmp ult i32 %cin4574, %cpg
  %ok4577 = and i1 %kok4575, %cok4576
  br i1 %ok4577, label %if.then.137, label %if.end.137
if.then.137:
  %krow4578 = add i32 %kbase644, %kin4573
  %kr4580 = mul i32 %krow4578, 3
  %t_r4582 = add i32 %kr4580, 2
  %t_s4584 = mul i32 %t_r4582, 3
  %t_c4586 = add i32 %t_s4584, 1
  %t_e4587 = mul i32 %t_c4586, %cpg
  %el4588 = add i32 %t_e4587, %cin4574
  %off4590 = shl i32 %el4588, 2
  %old.420 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4572, ptr addrspace(8) %rws91, i32 %off4590, i32 0, i32 20)
  br label %if.end.137
if.end.137:
  %e4593 = add i32 %tid20, 960
  %kl4595 = udiv i32 %e4593, 32
  %cl4597 = urem i32 %e4593, 32
  %la4599 = shl i32 %e4593, 2
  %gep.421 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4599
  %v4600 = load float, ptr addrspace(3) %gep.421, align 4
  %kin4601 = add i32 %k_blk74, %kl4595
  %cin4602 = add i32 %c_blk76, %cl4597
  %kok4603 = icmp ult i32 %kin4601, %kpg
  %cok4604 = icmp ult i32 %cin4602, %cpg
  %ok4605 = and i1 %kok4603, %cok4604
  br i1 %ok4605, label %if.then.138, label %if.end.138
if.then.138:
  %krow4606 = add i32 %kbase644, %kin4601
  %kr4608 = mul i32 %krow4606, 3
  %t_r4610 = add i32 %kr4608, 2
  %t_s4612 = mul i32 %t_r4610, 3
  %t_c4614 = add i32 %t_s4612, 1
  %t_e4615 = mul i32 %t_c4614, %cpg
  %el4616 = add i32 %t_e4615, %cin4602
  %off4618 = shl i32 %el4616, 2
  %old.422 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4600, ptr addrspace(8) %rws91, i32 %off4618, i32 0, i32 20)
  br label %if.end.138
if.end.138:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e_addr4621 = add i32 %e_lane651, 0
  %v4622 = extractelement <8 x float> %acc146, i32 0
  %gep.423 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4621
  store float %v4622, ptr addrspace(3) %gep.423, align 4
  %e_addr4624 = add i32 %e_lane651, 128
  %v4625 = extractelement <8 x float> %acc146, i32 1
  %gep.424 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4624
  store float %v4625, ptr addrspace(3) %gep.424, align 4
  %e_addr4627 = add i32 %e_lane651, 256
  %v4628 = extractelement <8 x float> %acc146, i32 2
  %gep.425 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4627
  store float %v4628, ptr addrspace(3) %gep.425, align 4
  %e_addr4630 = add i32 %e_lane651, 384
  %v4631 = extractelement <8 x float> %acc146, i32 3
  %gep.426 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4630
  store float %v4631, ptr addrspace(3) %gep.426, align 4
  %e_addr4633 = add i32 %e_lane651, 512
  %v4634 = extractelement <8 x float> %acc146, i32 4
  %gep.427 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4633
  store float %v4634, ptr addrspace(3) %gep.427, align 4
  %e_addr4636 = add i32 %e_lane651, 640
  %v4637 = extractelement <8 x float> %acc146, i32 5
  %gep.428 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4636
  store float %v4637, ptr addrspace(3) %gep.428, align 4
  %e_addr4639 = add i32 %e_lane651, 768
  %v4640 = extractelement <8 x float> %acc146, i32 6
  %gep.429 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4639
  store float %v4640, ptr addrspace(3) %gep.429, align 4
  %e_addr4642 = add i32 %e_lane651, 896
  %v4643 = extractelement <8 x float> %acc146, i32 7
  %gep.430 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4642
  store float %v4643, ptr addrspace(3) %gep.430, align 4
  %e_addr4645 = add i32 %e_lane651, 2048
  %v4646 = extractelement <8 x float> %acc147, i32 0
  %gep.431 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4645
  store float %v4646, ptr addrspace(3) %gep.431, align 4
  %e_addr4648 = add i32 %e_lane651, 2176
  %v4649 = extractelement <8 x float> %acc147, i32 1
  %gep.432 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4648
  store float %v4649, ptr addrspace(3) %gep.432, align 4
  %e_addr4651 = add i32 %e_lane651, 2304
  %v4652 = extractelement <8 x float> %acc147, i32 2
  %gep.433 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4651
  store float %v4652, ptr addrspace(3) %gep.433, align 4
  %e_addr4654 = add i32 %e_lane651, 2432
  %v4655 = extractelement <8 x float> %acc147, i32 3
  %gep.434 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4654
  store float %v4655, ptr addrspace(3) %gep.434, align 4
  %e_addr4657 = add i32 %e_lane651, 2560
  %v4658 = extractelement <8 x float> %acc147, i32 4
  %gep.435 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4657
  store float %v4658, ptr addrspace(3) %gep.435, align 4
  %e_addr4660 = add i32 %e_lane651, 2688
  %v4661 = extractelement <8 x float> %acc147, i32 5
  %gep.436 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4660
  store float %v4661, ptr addrspace(3) %gep.436, align 4
  %e_addr4663 = add i32 %e_lane651, 2816
  %v4664 = extractelement <8 x float> %acc147, i32 6
  %gep.437 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4663
  store float %v4664, ptr addrspace(3) %gep.437, align 4
  %e_addr4666 = add i32 %e_lane651, 2944
  %v4667 = extractelement <8 x float> %acc147, i32 7
  %gep.438 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %e_addr4666
  store float %v4667, ptr addrspace(3) %gep.438, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %e4669 = add i32 %tid20, 0
  %kl4671 = udiv i32 %e4669, 32
  %cl4673 = urem i32 %e4669, 32
  %la4675 = shl i32 %e4669, 2
  %gep.439 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4675
  %v4676 = load float, ptr addrspace(3) %gep.439, align 4
  %kin4677 = add i32 %k_blk74, %kl4671
  %cin4678 = add i32 %c_blk76, %cl4673
  %kok4679 = icmp ult i32 %kin4677, %kpg
  %cok4680 = icmp ult i32 %cin4678, %cpg
  %ok4681 = and i1 %kok4679, %cok4680
  br i1 %ok4681, label %if.then.139, label %if.end.139
if.then.139:
  %krow4682 = add i32 %kbase644, %kin4677
  %kr4684 = mul i32 %krow4682, 3
  %t_r4686 = add i32 %kr4684, 2
  %t_s4688 = mul i32 %t_r4686, 3
  %t_c4690 = add i32 %t_s4688, 2
  %t_e4691 = mul i32 %t_c4690, %cpg
  %el4692 = add i32 %t_e4691, %cin4678
  %off4694 = shl i32 %el4692, 2
  %old.440 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4676, ptr addrspace(8) %rws91, i32 %off4694, i32 0, i32 20)
  br label %if.end.139
if.end.139:
  %e4697 = add i32 %tid20, 64
  %kl4699 = udiv i32 %e4697, 32
  %cl4701 = urem i32 %e4697, 32
  %la4703 = shl i32 %e4697, 2
  %gep.441 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4703
  %v4704 = load float, ptr addrspace(3) %gep.441, align 4
  %kin4705 = add i32 %k_blk74, %kl4699
  %cin4706 = add i32 %c_blk76, %cl4701
  %kok4707 = icmp ult i32 %kin4705, %kpg
  %cok4708 = icmp ult i32 %cin4706, %cpg
  %ok4709 = and i1 %kok4707, %cok4708
  br i1 %ok4709, label %if.then.140, label %if.end.140
if.then.140:
  %krow4710 = add i32 %kbase644, %kin4705
  %kr4712 = mul i32 %krow4710, 3
  %t_r4714 = add i32 %kr4712, 2
  %t_s4716 = mul i32 %t_r4714, 3
  %t_c4718 = add i32 %t_s4716, 2
  %t_e4719 = mul i32 %t_c4718, %cpg
  %el4720 = add i32 %t_e4719, %cin4706
  %off4722 = shl i32 %el4720, 2
  %old.442 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4704, ptr addrspace(8) %rws91, i32 %off4722, i32 0, i32 20)
  br label %if.end.140
if.end.140:
  %e4725 = add i32 %tid20, 128
  %kl4727 = udiv i32 %e4725, 32
  %cl4729 = urem i32 %e4725, 32
  %la4731 = shl i32 %e4725, 2
  %gep.443 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4731
  %v4732 = load float, ptr addrspace(3) %gep.443, align 4
  %kin4733 = add i32 %k_blk74, %kl4727
  %cin4734 = add i32 %c_blk76, %cl4729
  %kok4735 = icmp ult i32 %kin4733, %kpg
  %cok4736 = icmp ult i32 %cin4734, %cpg
  %ok4737 = and i1 %kok4735, %cok4736
  br i1 %ok4737, label %if.then.141, label %if.end.141
if.then.141:
  %krow4738 = add i32 %kbase644, %kin4733
  %kr4740 = mul i32 %krow4738, 3
  %t_r4742 = add i32 %kr4740, 2
  %t_s4744 = mul i32 %t_r4742, 3
  %t_c4746 = add i32 %t_s4744, 2
  %t_e4747 = mul i32 %t_c4746, %cpg
  %el4748 = add i32 %t_e4747, %cin4734
  %off4750 = shl i32 %el4748, 2
  %old.444 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4732, ptr addrspace(8) %rws91, i32 %off4750, i32 0, i32 20)
  br label %if.end.141
if.end.141:
  %e4753 = add i32 %tid20, 192
  %kl4755 = udiv i32 %e4753, 32
  %cl4757 = urem i32 %e4753, 32
  %la4759 = shl i32 %e4753, 2
  %gep.445 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4759
  %v4760 = load float, ptr addrspace(3) %gep.445, align 4
  %kin4761 = add i32 %k_blk74, %kl4755
  %cin4762 = add i32 %c_blk76, %cl4757
  %kok4763 = icmp ult i32 %kin4761, %kpg
  %cok4764 = icmp ult i32 %cin4762, %cpg
  %ok4765 = and i1 %kok4763, %cok4764
  br i1 %ok4765, label %if.then.142, label %if.end.142
if.then.142:
  %krow4766 = add i32 %kbase644, %kin4761
  %kr4768 = mul i32 %krow4766, 3
  %t_r4770 = add i32 %kr4768, 2
  %t_s4772 = mul i32 %t_r4770, 3
  %t_c4774 = add i32 %t_s4772, 2
  %t_e4775 = mul i32 %t_c4774, %cpg
  %el4776 = add i32 %t_e4775, %cin4762
  %off4778 = shl i32 %el4776, 2
  %old.446 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4760, ptr addrspace(8) %rws91, i32 %off4778, i32 0, i32 20)
  br label %if.end.142
if.end.142:
  %e4781 = add i32 %tid20, 256
  %kl4783 = udiv i32 %e4781, 32
  %cl4785 = urem i32 %e4781, 32
  %la4787 = shl i32 %e4781, 2
  %gep.447 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4787
  %v4788 = load float, ptr addrspace(3) %gep.447, align 4
  %kin4789 = add i32 %k_blk74, %kl4783
  %cin4790 = add i32 %c_blk76, %cl4785
  %kok4791 = icmp ult i32 %kin4789, %kpg
  %cok4792 = icmp ult i32 %cin4790, %cpg
  %ok4793 = and i1 %kok4791, %cok4792
  br i1 %ok4793, label %if.then.143, label %if.end.143
if.then.143:
  %krow4794 = add i32 %kbase644, %kin4789
  %kr4796 = mul i32 %krow4794, 3
  %t_r4798 = add i32 %kr4796, 2
  %t_s4800 = mul i32 %t_r4798, 3
  %t_c4802 = add i32 %t_s4800, 2
  %t_e4803 = mul i32 %t_c4802, %cpg
  %el4804 = add i32 %t_e4803, %cin4790
  %off4806 = shl i32 %el4804, 2
  %old.448 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4788, ptr addrspace(8) %rws91, i32 %off4806, i32 0, i32 20)
  br label %if.end.143
if.end.143:
  %e4809 = add i32 %tid20, 320
  %kl4811 = udiv i32 %e4809, 32
  %cl4813 = urem i32 %e4809, 32
  %la4815 = shl i32 %e4809, 2
  %gep.449 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4815
  %v4816 = load float, ptr addrspace(3) %gep.449, align 4
  %kin4817 = add i32 %k_blk74, %kl4811
  %cin4818 = add i32 %c_blk76, %cl4813
  %kok4819 = icmp ult i32 %kin4817, %kpg
  %cok4820 = icmp ult i32 %cin4818, %cpg
  %ok4821 = and i1 %kok4819, %cok4820
  br i1 %ok4821, label %if.then.144, label %if.end.144
if.then.144:
  %krow4822 = add i32 %kbase644, %kin4817
  %kr4824 = mul i32 %krow4822, 3
  %t_r4826 = add i32 %kr4824, 2
  %t_s4828 = mul i32 %t_r4826, 3
  %t_c4830 = add i32 %t_s4828, 2
  %t_e4831 = mul i32 %t_c4830, %cpg
  %el4832 = add i32 %t_e4831, %cin4818
  %off4834 = shl i32 %el4832, 2
  %old.450 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4816, ptr addrspace(8) %rws91, i32 %off4834, i32 0, i32 20)
  br label %if.end.144
if.end.144:
  %e4837 = add i32 %tid20, 384
  %kl4839 = udiv i32 %e4837, 32
  %cl4841 = urem i32 %e4837, 32
  %la4843 = shl i32 %e4837, 2
  %gep.451 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4843
  %v4844 = load float, ptr addrspace(3) %gep.451, align 4
  %kin4845 = add i32 %k_blk74, %kl4839
  %cin4846 = add i32 %c_blk76, %cl4841
  %kok4847 = icmp ult i32 %kin4845, %kpg
  %cok4848 = icmp ult i32 %cin4846, %cpg
  %ok4849 = and i1 %kok4847, %cok4848
  br i1 %ok4849, label %if.then.145, label %if.end.145
if.then.145:
  %krow4850 = add i32 %kbase644, %kin4845
  %kr4852 = mul i32 %krow4850, 3
  %t_r4854 = add i32 %kr4852, 2
  %t_s4856 = mul i32 %t_r4854, 3
  %t_c4858 = add i32 %t_s4856, 2
  %t_e4859 = mul i32 %t_c4858, %cpg
  %el4860 = add i32 %t_e4859, %cin4846
  %off4862 = shl i32 %el4860, 2
  %old.452 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4844, ptr addrspace(8) %rws91, i32 %off4862, i32 0, i32 20)
  br label %if.end.145
if.end.145:
  %e4865 = add i32 %tid20, 448
  %kl4867 = udiv i32 %e4865, 32
  %cl4869 = urem i32 %e4865, 32
  %la4871 = shl i32 %e4865, 2
  %gep.453 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4871
  %v4872 = load float, ptr addrspace(3) %gep.453, align 4
  %kin4873 = add i32 %k_blk74, %kl4867
  %cin4874 = add i32 %c_blk76, %cl4869
  %kok4875 = icmp ult i32 %kin4873, %kpg
  %cok4876 = icmp ult i32 %cin4874, %cpg
  %ok4877 = and i1 %kok4875, %cok4876
  br i1 %ok4877, label %if.then.146, label %if.end.146
if.then.146:
  %krow4878 = add i32 %kbase644, %kin4873
  %kr4880 = mul i32 %krow4878, 3
  %t_r4882 = add i32 %kr4880, 2
  %t_s4884 = mul i32 %t_r4882, 3
  %t_c4886 = add i32 %t_s4884, 2
  %t_e4887 = mul i32 %t_c4886, %cpg
  %el4888 = add i32 %t_e4887, %cin4874
  %off4890 = shl i32 %el4888, 2
  %old.454 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4872, ptr addrspace(8) %rws91, i32 %off4890, i32 0, i32 20)
  br label %if.end.146
if.end.146:
  %e4893 = add i32 %tid20, 512
  %kl4895 = udiv i32 %e4893, 32
  %cl4897 = urem i32 %e4893, 32
  %la4899 = shl i32 %e4893, 2
  %gep.455 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4899
  %v4900 = load float, ptr addrspace(3) %gep.455, align 4
  %kin4901 = add i32 %k_blk74, %kl4895
  %cin4902 = add i32 %c_blk76, %cl4897
  %kok4903 = icmp ult i32 %kin4901, %kpg
  %cok4904 = icmp ult i32 %cin4902, %cpg
  %ok4905 = and i1 %kok4903, %cok4904
  br i1 %ok4905, label %if.then.147, label %if.end.147
if.then.147:
  %krow4906 = add i32 %kbase644, %kin4901
  %kr4908 = mul i32 %krow4906, 3
  %t_r4910 = add i32 %kr4908, 2
  %t_s4912 = mul i32 %t_r4910, 3
  %t_c4914 = add i32 %t_s4912, 2
  %t_e4915 = mul i32 %t_c4914, %cpg
  %el4916 = add i32 %t_e4915, %cin4902
  %off4918 = shl i32 %el4916, 2
  %old.456 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4900, ptr addrspace(8) %rws91, i32 %off4918, i32 0, i32 20)
  br label %if.end.147
if.end.147:
  %e4921 = add i32 %tid20, 576
  %kl4923 = udiv i32 %e4921, 32
  %cl4925 = urem i32 %e4921, 32
  %la4927 = shl i32 %e4921, 2
  %gep.457 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4927
  %v4928 = load float, ptr addrspace(3) %gep.457, align 4
  %kin4929 = add i32 %k_blk74, %kl4923
  %cin4930 = add i32 %c_blk76, %cl4925
  %kok4931 = icmp ult i32 %kin4929, %kpg
  %cok4932 = icmp ult i32 %cin4930, %cpg
  %ok4933 = and i1 %kok4931, %cok4932
  br i1 %ok4933, label %if.then.148, label %if.end.148
if.then.148:
  %krow4934 = add i32 %kbase644, %kin4929
  %kr4936 = mul i32 %krow4934, 3
  %t_r4938 = add i32 %kr4936, 2
  %t_s4940 = mul i32 %t_r4938, 3
  %t_c4942 = add i32 %t_s4940, 2
  %t_e4943 = mul i32 %t_c4942, %cpg
  %el4944 = add i32 %t_e4943, %cin4930
  %off4946 = shl i32 %el4944, 2
  %old.458 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4928, ptr addrspace(8) %rws91, i32 %off4946, i32 0, i32 20)
  br label %if.end.148
if.end.148:
  %e4949 = add i32 %tid20, 640
  %kl4951 = udiv i32 %e4949, 32
  %cl4953 = urem i32 %e4949, 32
  %la4955 = shl i32 %e4949, 2
  %gep.459 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4955
  %v4956 = load float, ptr addrspace(3) %gep.459, align 4
  %kin4957 = add i32 %k_blk74, %kl4951
  %cin4958 = add i32 %c_blk76, %cl4953
  %kok4959 = icmp ult i32 %kin4957, %kpg
  %cok4960 = icmp ult i32 %cin4958, %cpg
  %ok4961 = and i1 %kok4959, %cok4960
  br i1 %ok4961, label %if.then.149, label %if.end.149
if.then.149:
  %krow4962 = add i32 %kbase644, %kin4957
  %kr4964 = mul i32 %krow4962, 3
  %t_r4966 = add i32 %kr4964, 2
  %t_s4968 = mul i32 %t_r4966, 3
  %t_c4970 = add i32 %t_s4968, 2
  %t_e4971 = mul i32 %t_c4970, %cpg
  %el4972 = add i32 %t_e4971, %cin4958
  %off4974 = shl i32 %el4972, 2
  %old.460 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4956, ptr addrspace(8) %rws91, i32 %off4974, i32 0, i32 20)
  br label %if.end.149
if.end.149:
  %e4977 = add i32 %tid20, 704
  %kl4979 = udiv i32 %e4977, 32
  %cl4981 = urem i32 %e4977, 32
  %la4983 = shl i32 %e4977, 2
  %gep.461 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la4983
  %v4984 = load float, ptr addrspace(3) %gep.461, align 4
  %kin4985 = add i32 %k_blk74, %kl4979
  %cin4986 = add i32 %c_blk76, %cl4981
  %kok4987 = icmp ult i32 %kin4985, %kpg
  %cok4988 = icmp ult i32 %cin4986, %cpg
  %ok4989 = and i1 %kok4987, %cok4988
  br i1 %ok4989, label %if.then.150, label %if.end.150
if.then.150:
  %krow4990 = add i32 %kbase644, %kin4985
  %kr4992 = mul i32 %krow4990, 3
  %t_r4994 = add i32 %kr4992, 2
  %t_s4996 = mul i32 %t_r4994, 3
  %t_c4998 = add i32 %t_s4996, 2
  %t_e4999 = mul i32 %t_c4998, %cpg
  %el5000 = add i32 %t_e4999, %cin4986
  %off5002 = shl i32 %el5000, 2
  %old.462 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v4984, ptr addrspace(8) %rws91, i32 %off5002, i32 0, i32 20)
  br label %if.end.150
if.end.150:
  %e5005 = add i32 %tid20, 768
  %kl5007 = udiv i32 %e5005, 32
  %cl5009 = urem i32 %e5005, 32
  %la5011 = shl i32 %e5005, 2
  %gep.463 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5011
  %v5012 = load float, ptr addrspace(3) %gep.463, align 4
  %kin5013 = add i32 %k_blk74, %kl5007
  %cin5014 = add i32 %c_blk76, %cl5009
  %kok5015 = icmp ult i32 %kin5013, %kpg
  %cok5016 = icmp ult i32 %cin5014, %cpg
  %ok5017 = and i1 %kok5015, %cok5016
  br i1 %ok5017, label %if.then.151, label %if.end.151
if.then.151:
  %krow5018 = add i32 %kbase644, %kin5013
  %kr5020 = mul i32 %krow5018, 3
  %t_r5022 = add i32 %kr5020, 2
  %t_s5024 = mul i32 %t_r5022, 3
  %t_c5026 = add i32 %t_s5024, 2
  %t_e5027 = mul i32 %t_c5026, %cpg
  %el5028 = add i32 %t_e5027, %cin5014
  %off5030 = shl i32 %el5028, 2
  %old.464 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5012, ptr addrspace(8) %rws91, i32 %off5030, i32 0, i32 20)
  br label %if.end.151
if.end.151:
  %e5033 = add i32 %tid20, 832
  %kl5035 = udiv i32 %e5033, 32
  %cl5037 = urem i32 %e5033, 32
  %la5039 = shl i32 %e5033, 2
  %gep.465 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5039
  %v5040 = load float, ptr addrspace(3) %gep.465, align 4
  %kin5041 = add i32 %k_blk74, %kl5035
  %cin5042 = add i32 %c_blk76, %cl5037
  %kok5043 = icmp ult i32 %kin5041, %kpg
  %cok5044 = icmp ult i32 %cin5042, %cpg
  %ok5045 = and i1 %kok5043, %cok5044
  br i1 %ok5045, label %if.then.152, label %if.end.152
if.then.152:
  %krow5046 = add i32 %kbase644, %kin5041
  %kr5048 = mul i32 %krow5046, 3
  %t_r5050 = add i32 %kr5048, 2
  %t_s5052 = mul i32 %t_r5050, 3
  %t_c5054 = add i32 %t_s5052, 2
  %t_e5055 = mul i32 %t_c5054, %cpg
  %el5056 = add i32 %t_e5055, %cin5042
  %off5058 = shl i32 %el5056, 2
  %old.466 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5040, ptr addrspace(8) %rws91, i32 %off5058, i32 0, i32 20)
  br label %if.end.152
if.end.152:
  %e5061 = add i32 %tid20, 896
  %kl5063 = udiv i32 %e5061, 32
  %cl5065 = urem i32 %e5061, 32
  %la5067 = shl i32 %e5061, 2
  %gep.467 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5067
  %v5068 = load float, ptr addrspace(3) %gep.467, align 4
  %kin5069 = add i32 %k_blk74, %kl5063
  %cin5070 = add i32 %c_blk76, %cl5065
  %kok5071 = icmp ult i32 %kin5069, %kpg
  %cok5072 = icmp ult i32 %cin5070, %cpg
  %ok5073 = and i1 %kok5071, %cok5072
  br i1 %ok5073, label %if.then.153, label %if.end.153
if.then.153:
  %krow5074 = add i32 %kbase644, %kin5069
  %kr5076 = mul i32 %krow5074, 3
  %t_r5078 = add i32 %kr5076, 2
  %t_s5080 = mul i32 %t_r5078, 3
  %t_c5082 = add i32 %t_s5080, 2
  %t_e5083 = mul i32 %t_c5082, %cpg
  %el5084 = add i32 %t_e5083, %cin5070
  %off5086 = shl i32 %el5084, 2
  %old.468 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5068, ptr addrspace(8) %rws91, i32 %off5086, i32 0, i32 20)
  br label %if.end.153
if.end.153:
  %e5089 = add i32 %tid20, 960
  %kl5091 = udiv i32 %e5089, 32
  %cl5093 = urem i32 %e5089, 32
  %la5095 = shl i32 %e5089, 2
  %gep.469 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_bf16_f3x3_p1x1_w1x2_t2x1_rps1_rb1_le1_tdm0_wsr1, i32 %la5095
  %v5096 = load float, ptr addrspace(3) %gep.469, align 4
  %kin5097 = add i32 %k_blk74, %kl5091
  %cin5098 = add i32 %c_blk76, %cl5093
  %kok5099 = icmp ult i32 %kin5097, %kpg
  %cok5100 = icmp ult i32 %cin5098, %cpg
  %ok5101 = and i1 %kok5099, %cok5100
  br i1 %ok5101, label %if.then.154, label %if.end.154
if.then.154:
  %krow5102 = add i32 %kbase644, %kin5097
  %kr5104 = mul i32 %krow5102, 3
  %t_r5106 = add i32 %kr5104, 2
  %t_s5108 = mul i32 %t_r5106, 3
  %t_c5110 = add i32 %t_s5108, 2
  %t_e5111 = mul i32 %t_c5110, %cpg
  %el5112 = add i32 %t_e5111, %cin5098
  %off5114 = shl i32 %el5112, 2
  %old.470 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v5096, ptr addrspace(8) %rws91, i32 %off5114, i32 0, i32 20)
  br label %if.end.154
if.end.154:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="388" }
