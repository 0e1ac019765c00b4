; irgate direct_wgrad_small_c{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,c=3,kpg=64,vec_x=1,sub_steps=1,uniform_wave=0,waves=4,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1 = internal unnamed_addr addrspace(3) global [7168 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wkb24 = mul i32 %wave22, 16
  %half26 = lshr i32 %lane20, 4
  %khalf28 = shl i32 %half26, 3
  %lrow30 = and i32 %lane20, 7
  %tr_row31 = add i32 %khalf28, %lrow30
  %lcol33 = and i32 %lane20, 15
  %cgrp35 = lshr i32 %lcol33, 3
  %tr_col37 = shl i32 %cgrp35, 3
  %a_r39 = mul i32 %tr_row31, 72
  %a_c40 = add i32 %a_r39, %tr_col37
  %a_e41 = add i32 %a_c40, %wkb24
  %a_lane43 = shl i32 %a_e41, 1
  %b_r45 = mul i32 %tr_row31, 40
  %b_c46 = add i32 %b_r45, %tr_col37
  %b_lane48 = shl i32 %b_c46, 1
  %kt49 = call i32 @llvm.amdgcn.workgroup.id.x()
  %orow50 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img51 = call i32 @llvm.amdgcn.workgroup.id.z()
  %k_blk53 = mul i32 %kt49, 64
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy54 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx55 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws56 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img57 = mul i32 %img51, %dy_stride_n
  %x_img58 = mul i32 %img51, %x_stride_n
  %dy_row59 = mul i32 %orow50, %dy_stride_h
  %dy_r60 = add i32 %dy_img57, %dy_row59
  %hb_a62 = mul i32 %orow50, 1
  %hb64 = sub i32 %hb_a62, 1
  %nch_a67 = add i32 %wo, 31
  %nch69 = lshr i32 %nch_a67, 5
  %st_a71 = add i32 %nch69, 0
  %steps73 = udiv i32 %st_a71, 1
  br label %for.head.1
for.head.1:
  %t79 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc80 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc510, %for.latch.1 ]
  %acc81 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc518, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t79, %steps73
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu83 = mul i32 %t79, 1
  %ch85 = add i32 %tu83, 0
  %wo_s87 = shl i32 %ch85, 5
  %e89 = add i32 %tid18, 0
  %row91 = udiv i32 %e89, 8
  %cc93 = urem i32 %e89, 8
  %chan95 = shl i32 %cc93, 3
  %wo96 = add i32 %wo_s87, %row91
  %wok97 = icmp ult i32 %wo96, %wo
  %kin98 = add i32 %k_blk53, %chan95
  %kok100 = icmp ult i32 %kin98, 64
  %ok101 = and i1 %wok97, %kok100
  %col102 = mul i32 %wo96, %dy_stride_w
  %el103 = add i32 %dy_r60, %col102
  %el104 = add i32 %el103, %kin98
  %off106 = shl i32 %el104, 1
  %safe108 = select i1 %ok101, i32 %off106, i32 2147483647
  %dyv110 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe108, i32 0, i32 0)
  %lrow112 = mul i32 %row91, 72
  %lel113 = add i32 %lrow112, %chan95
  %lb115 = shl i32 %lel113, 1
  %la117 = add i32 %lb115, 0
  %e119 = add i32 %tid18, 128
  %row121 = udiv i32 %e119, 8
  %cc123 = urem i32 %e119, 8
  %chan125 = shl i32 %cc123, 3
  %wo126 = add i32 %wo_s87, %row121
  %wok127 = icmp ult i32 %wo126, %wo
  %kin128 = add i32 %k_blk53, %chan125
  %kok130 = icmp ult i32 %kin128, 64
  %ok131 = and i1 %wok127, %kok130
  %col132 = mul i32 %wo126, %dy_stride_w
  %el133 = add i32 %dy_r60, %col132
  %el134 = add i32 %el133, %kin128
  %off136 = shl i32 %el134, 1
  %safe138 = select i1 %ok131, i32 %off136, i32 2147483647
  %dyv140 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe138, i32 0, i32 0)
  %lrow142 = mul i32 %row121, 72
  %lel143 = add i32 %lrow142, %chan125
  %lb145 = shl i32 %lel143, 1
  %la147 = add i32 %lb145, 0
  %e149 = add i32 %tid18, 0
  %prow151 = udiv i32 %e149, 16
  %ig153 = urem i32 %e149, 16
  %fb155 = mul i32 %ig153, 2
  %wo156 = add i32 %wo_s87, %prow151
  %wok157 = icmp ult i32 %wo156, %wo
  %wb_a159 = mul i32 %wo156, 1
  %wb161 = sub i32 %wb_a159, 1
  %f163 = add i32 %fb155, 0
  %fok165 = icmp ult i32 %f163, 27
  %fr167 = udiv i32 %f163, 9
  %frem169 = urem i32 %f163, 9
  %fs171 = udiv i32 %frem169, 3
  %fc173 = urem i32 %frem169, 3
  %hi174 = add i32 %hb64, %fr167
  %hiok175 = icmp ult i32 %hi174, %hi
  %wi176 = add i32 %wb161, %fs171
  %wiok177 = icmp ult i32 %wi176, %wi
  %ok178 = and i1 %wok157, %fok165
  %ok179 = and i1 %ok178, %hiok175
  %ok180 = and i1 %ok179, %wiok177
  %x_row181 = mul i32 %hi174, %x_stride_h
  %col182 = mul i32 %wi176, %x_stride_w
  %el183 = add i32 %x_img58, %x_row181
  %el184 = add i32 %el183, %col182
  %el185 = add i32 %el184, %fc173
  %off187 = shl i32 %el185, 1
  %safe189 = select i1 %ok180, i32 %off187, i32 2147483647
  %xv191 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe189, i32 0, i32 0)
  %f193 = add i32 %fb155, 1
  %fok195 = icmp ult i32 %f193, 27
  %fr197 = udiv i32 %f193, 9
  %frem199 = urem i32 %f193, 9
  %fs201 = udiv i32 %frem199, 3
  %fc203 = urem i32 %frem199, 3
  %hi204 = add i32 %hb64, %fr197
  %hiok205 = icmp ult i32 %hi204, %hi
  %wi206 = add i32 %wb161, %fs201
  %wiok207 = icmp ult i32 %wi206, %wi
  %ok208 = and i1 %wok157, %fok195
  %ok209 = and i1 %ok208, %hiok205
  %ok210 = and i1 %ok209, %wiok207
  %x_row211 = mul i32 %hi204, %x_stride_h
  %col212 = mul i32 %wi206, %x_stride_w
  %el213 = add i32 %x_img58, %x_row211
  %el214 = add i32 %el213, %col212
  %el215 = add i32 %el214, %fc203
  %off217 = shl i32 %el215, 1
  %safe219 = select i1 %ok210, i32 %off217, i32 2147483647
  %xv221 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe219, i32 0, i32 0)
  %lrow223 = mul i32 %prow151, 40
  %lel224 = add i32 %lrow223, %fb155
  %lb226 = shl i32 %lel224, 1
  %la228 = add i32 %lb226, 4608
  %e230 = add i32 %tid18, 128
  %prow232 = udiv i32 %e230, 16
  %ig234 = urem i32 %e230, 16
  %fb236 = mul i32 %ig234, 2
  %wo237 = add i32 %wo_s87, %prow232
  %wok238 = icmp ult i32 %wo237, %wo
  %wb_a240 = mul i32 %wo237, 1
  %wb242 = sub i32 %wb_a240, 1
  %f244 = add i32 %fb236, 0
  %fok246 = icmp ult i32 %f244, 27
  %fr248 = udiv i32 %f244, 9
  %frem250 = urem i32 %f244, 9
  %fs252 = udiv i32 %frem250, 3
  %fc254 = urem i32 %frem250, 3
  %hi255 = add i32 %hb64, %fr248
  %hiok256 = icmp ult i32 %hi255, %hi
  %wi257 = add i32 %wb242, %fs252
  %wiok258 = icmp ult i32 %wi257, %wi
  %ok259 = and i1 %wok238, %fok246
  %ok260 = and i1 %ok259, %hiok256
  %ok261 = and i1 %ok260, %wiok258
  %x_row262 = mul i32 %hi255, %x_stride_h
  %col263 = mul i32 %wi257, %x_stride_w
  %el264 = add i32 %x_img58, %x_row262
  %el265 = add i32 %el264, %col263
  %el266 = add i32 %el265, %fc254
  %off268 = shl i32 %el266, 1
  %safe270 = select i1 %ok261, i32 %off268, i32 2147483647
  %xv272 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe270, i32 0, i32 0)
  %f274 = add i32 %fb236, 1
  %fok276 = icmp ult i32 %f274, 27
  %fr278 = udiv i32 %f274, 9
  %frem280 = urem i32 %f274, 9
  %fs282 = udiv i32 %frem280, 3
  %fc284 = urem i32 %frem280, 3
  %hi285 = add i32 %hb64, %fr278
  %hiok286 = icmp ult i32 %hi285, %hi
  %wi287 = add i32 %wb242, %fs282
  %wiok288 = icmp ult i32 %wi287, %wi
  %ok289 = and i1 %wok238, %fok276
  %ok290 = and i1 %ok289, %hiok286
  %ok291 = and i1 %ok290, %wiok288
  %x_row292 = mul i32 %hi285, %x_stride_h
  %col293 = mul i32 %wi287, %x_stride_w
  %el294 = add i32 %x_img58, %x_row292
  %el295 = add i32 %el294, %col293
  %el296 = add i32 %el295, %fc284
  %off298 = shl i32 %el296, 1
  %safe300 = select i1 %ok291, i32 %off298, i32 2147483647
  %xv302 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe300, i32 0, i32 0)
  %lrow304 = mul i32 %prow232, 40
  %lel305 = add i32 %lrow304, %fb236
  %lb307 = shl i32 %lel305, 1
  %la309 = add i32 %lb307, 4608
  %e311 = add i32 %tid18, 256
  %prow313 = udiv i32 %e311, 16
  %ig315 = urem i32 %e311, 16
  %fb317 = mul i32 %ig315, 2
  %wo318 = add i32 %wo_s87, %prow313
  %wok319 = icmp ult i32 %wo318, %wo
  %wb_a321 = mul i32 %wo318, 1
  %wb323 = sub i32 %wb_a321, 1
  %f325 = add i32 %fb317, 0
  %fok327 = icmp ult i32 %f325, 27
  %fr329 = udiv i32 %f325, 9
  %frem331 = urem i32 %f325, 9
  %fs333 = udiv i32 %frem331, 3
  %fc335 = urem i32 %frem331, 3
  %hi336 = add i32 %hb64, %fr329
  %hiok337 = icmp ult i32 %hi336, %hi
  %wi338 = add i32 %wb323, %fs333
  %wiok339 = icmp ult i32 %wi338, %wi
  %ok340 = and i1 %wok319, %fok327
  %ok341 = and i1 %ok340, %hiok337
  %ok342 = and i1 %ok341, %wiok339
  %x_row343 = mul i32 %hi336, %x_stride_h
  %col344 = mul i32 %wi338, %x_stride_w
  %el345 = add i32 %x_img58, %x_row343
  %el346 = add i32 %el345, %col344
  %el347 = add i32 %el346, %fc335
  %off349 = shl i32 %el347, 1
  %safe351 = select i1 %ok342, i32 %off349, i32 2147483647
  %xv353 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe351, i32 0, i32 0)
  %f355 = add i32 %fb317, 1
  %fok357 = icmp ult i32 %f355, 27
  %fr359 = udiv i32 %f355, 9
  %frem361 = urem i32 %f355, 9
  %fs363 = udiv i32 %frem361, 3
  %fc365 = urem i32 %frem361, 3
  %hi366 = add i32 %hb64, %fr359
  %hiok367 = icmp ult i32 %hi366, %hi
  %wi368 = add i32 %wb323, %fs363
  %wiok369 = icmp ult i32 %wi368, %wi
  %ok370 = and i1 %wok319, %fok357
  %ok371 = and i1 %ok370, %hiok367
  %ok372 = and i1 %ok371, %wiok369
  %x_row373 = mul i32 %hi366, %x_stride_h
  %col374 = mul i32 %wi368, %x_stride_w
  %el375 = add i32 %x_img58, %x_row373
  %el376 = add i32 %el375, %col374
  %el377 = add i32 %el376, %fc365
  %off379 = shl i32 %el377, 1
  %safe381 = select i1 %ok372, i32 %off379, i32 2147483647
  %xv383 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe381, i32 0, i32 0)
  %lrow385 = mul i32 %prow313, 40
  %lel386 = add i32 %lrow385, %fb317
  %lb388 = shl i32 %lel386, 1
  %la390 = add i32 %lb388, 4608
  %e392 = add i32 %tid18, 384
  %prow394 = udiv i32 %e392, 16
  %ig396 = urem i32 %e392, 16
  %fb398 = mul i32 %ig396, 2
  %wo399 = add i32 %wo_s87, %prow394
  %wok400 = icmp ult i32 %wo399, %wo
  %wb_a402 = mul i32 %wo399, 1
  %wb404 = sub i32 %wb_a402, 1
  %f406 = add i32 %fb398, 0
  %fok408 = icmp ult i32 %f406, 27
  %fr410 = udiv i32 %f406, 9
  %frem412 = urem i32 %f406, 9
  %fs414 = udiv i32 %frem412, 3
  %fc416 = urem i32 %frem412, 3
  %hi417 = add i32 %hb64, %fr410
  %hiok418 = icmp ult i32 %hi417, %hi
  %wi419 = add i32 %wb404, %fs414
  %wiok420 = icmp ult i32 %wi419, %wi
  %ok421 = and i1 %wok400, %fok408
  %ok422 = and i1 %ok421, %hiok418
  %ok423 = and i1 %ok422, %wiok420
  %x_row424 = mul i32 %hi417, %x_stride_h
  %col425 = mul i32 %wi419, %x_stride_w
  %el426 = add i32 %x_img58, %x_row424
  %el427 = add i32 %el426, %col425
  %el428 = add i32 %el427, %fc416
  %off430 = shl i32 %el428, 1
  %safe432 = select i1 %ok423, i32 %off430, i32 2147483647
  %xv434 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe432, i32 0, i32 0)
  %f436 = add i32 %fb398, 1
  %fok438 = icmp ult i32 %f436, 27
  %fr440 = udiv i32 %f436, 9
  %frem442 = urem i32 %f436, 9
  %fs444 = udiv i32 %frem442, 3
  %fc446 = urem i32 %frem442, 3
  %hi447 = add i32 %hb64, %fr440
  %hiok448 = icmp ult i32 %hi447, %hi
  %wi449 = add i32 %wb404, %fs444
  %wiok450 = icmp ult i32 %wi449, %wi
  %ok451 = and i1 %wok400, %fok438
  %ok452 = and i1 %ok451, %hiok448
  %ok453 = and i1 %ok452, %wiok450
  %x_row454 = mul i32 %hi447, %x_stride_h
  %col455 = mul i32 %wi449, %x_stride_w
  %el456 = add i32 %x_img58, %x_row454
  %el457 = add i32 %el456, %col455
  %el458 = add i32 %el457, %fc446
  %off460 = shl i32 %el458, 1
  %safe462 = select i1 %ok453, i32 %off460, i32 2147483647
  %xv464 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe462, i32 0, i32 0)
  %lrow466 = mul i32 %prow394, 40
  %lel467 = add i32 %lrow466, %fb398
  %lb469 = shl i32 %lel467, 1
  %la471 = add i32 %lb469, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %la117
  store <4 x i32> %dyv110, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %la147
  store <4 x i32> %dyv140, ptr addrspace(3) %gep.7, align 16
  %lo472 = zext i16 %xv191 to i32
  %hw473 = zext i16 %xv221 to i32
  %hs475 = shl i32 %hw473, 16
  %pair476 = or i32 %lo472, %hs475
  %pairf477 = bitcast i32 %pair476 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %la228
  store float %pairf477, ptr addrspace(3) %gep.8, align 4
  %lo478 = zext i16 %xv272 to i32
  %hw479 = zext i16 %xv302 to i32
  %hs481 = shl i32 %hw479, 16
  %pair482 = or i32 %lo478, %hs481
  %pairf483 = bitcast i32 %pair482 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %la309
  store float %pairf483, ptr addrspace(3) %gep.9, align 4
  %lo484 = zext i16 %xv353 to i32
  %hw485 = zext i16 %xv383 to i32
  %hs487 = shl i32 %hw485, 16
  %pair488 = or i32 %lo484, %hs487
  %pairf489 = bitcast i32 %pair488 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %la390
  store float %pairf489, ptr addrspace(3) %gep.10, align 4
  %lo490 = zext i16 %xv434 to i32
  %hw491 = zext i16 %xv464 to i32
  %hs493 = shl i32 %hw491, 16
  %pair494 = or i32 %lo490, %hs493
  %pairf495 = bitcast i32 %pair494 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %la471
  store float %pairf495, ptr addrspace(3) %gep.11, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr497 = add i32 %a_lane43, 0
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %a_addr497
  %a_lo498 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.12)
  %a_addr500 = add i32 %a_lane43, 2304
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %a_addr500
  %a_hi501 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.13)
  %a_frag502 = shufflevector <8 x half> %a_lo498, <8 x half> %a_hi501, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr504 = add i32 %b_lane48, 4608
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %b_addr504
  %b_lo505 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.14)
  %b_addr507 = add i32 %b_lane48, 5888
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %b_addr507
  %b_hi508 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.15)
  %b_frag509 = shufflevector <8 x half> %b_lo505, <8 x half> %b_hi508, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc510 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag502, i1 false, <16 x half> %b_frag509, i16 0, <8 x float> %acc80, i1 false, i1 false)
  %b_addr512 = add i32 %b_lane48, 4640
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %b_addr512
  %b_lo513 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %b_addr515 = add i32 %b_lane48, 5920
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c3_k64_v1_u1_uw0_w4_t1_wsr1, i32 %b_addr515
  %b_hi516 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %b_frag517 = shufflevector <8 x half> %b_lo513, <8 x half> %b_hi516, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc518 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag502, i1 false, <16 x half> %b_frag517, i16 0, <8 x float> %acc81, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t79, 1
  br label %for.head.1
for.exit.1:
  %slab_a519 = mul i32 %img51, %ho
  %slab_b520 = add i32 %slab_a519, %orow50
  %slab522 = urem i32 %slab_b520, 1
  %kbase524 = mul i32 %slab522, 64
  %k_w525 = add i32 %k_blk53, %wkb24
  %k_h526 = add i32 %k_w525, %khalf28
  %f528 = add i32 %lcol33, 0
  %fok530 = icmp ult i32 %f528, 27
  %kin532 = add i32 %k_h526, 0
  %kok534 = icmp ult i32 %kin532, 64
  %ok535 = and i1 %kok534, %fok530
  br i1 %ok535, label %if.then.2, label %if.end.2
if.then.2:
  %krow536 = add i32 %kbase524, %kin532
  %t_f538 = mul i32 %krow536, 27
  %el539 = add i32 %t_f538, %f528
  %off541 = shl i32 %el539, 2
  %v542 = extractelement <8 x float> %acc80, i32 0
  %old.18 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v542, ptr addrspace(8) %rws56, i32 %off541, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin545 = add i32 %k_h526, 1
  %kok547 = icmp ult i32 %kin545, 64
  %ok548 = and i1 %kok547, %fok530
  br i1 %ok548, label %if.then.3, label %if.end.3
if.then.3:
  %krow549 = add i32 %kbase524, %kin545
  %t_f551 = mul i32 %krow549, 27
  %el552 = add i32 %t_f551, %f528
  %off554 = shl i32 %el552, 2
  %v555 = extractelement <8 x float> %acc80, i32 1
  %old.19 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v555, ptr addrspace(8) %rws56, i32 %off554, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin558 = add i32 %k_h526, 2
  %kok560 = icmp ult i32 %kin558, 64
  %ok561 = and i1 %kok560, %fok530
  br i1 %ok561, label %if.then.4, label %if.end.4
if.then.4:
  %krow562 = add i32 %kbase524, %kin558
  %t_f564 = mul i32 %krow562, 27
  %el565 = add i32 %t_f564, %f528
  %off567 = shl i32 %el565, 2
  %v568 = extractelement <8 x float> %acc80, i32 2
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v568, ptr addrspace(8) %rws56, i32 %off567, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin571 = add i32 %k_h526, 3
  %kok573 = icmp ult i32 %kin571, 64
  %ok574 = and i1 %kok573, %fok530
  br i1 %ok574, label %if.then.5, label %if.end.5
if.then.5:
  %krow575 = add i32 %kbase524, %kin571
  %t_f577 = mul i32 %krow575, 27
  %el578 = add i32 %t_f577, %f528
  %off580 = shl i32 %el578, 2
  %v581 = extractelement <8 x float> %acc80, i32 3
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v581, ptr addrspace(8) %rws56, i32 %off580, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin584 = add i32 %k_h526, 4
  %kok586 = icmp ult i32 %kin584, 64
  %ok587 = and i1 %kok586, %fok530
  br i1 %ok587, label %if.then.6, label %if.end.6
if.then.6:
  %krow588 = add i32 %kbase524, %kin584
  %t_f590 = mul i32 %krow588, 27
  %el591 = add i32 %t_f590, %f528
  %off593 = shl i32 %el591, 2
  %v594 = extractelement <8 x float> %acc80, i32 4
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v594, ptr addrspace(8) %rws56, i32 %off593, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin597 = add i32 %k_h526, 5
  %kok599 = icmp ult i32 %kin597, 64
  %ok600 = and i1 %kok599, %fok530
  br i1 %ok600, label %if.then.7, label %if.end.7
if.then.7:
  %krow601 = add i32 %kbase524, %kin597
  %t_f603 = mul i32 %krow601, 27
  %el604 = add i32 %t_f603, %f528
  %off606 = shl i32 %el604, 2
  %v607 = extractelement <8 x float> %acc80, i32 5
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v607, ptr addrspace(8) %rws56, i32 %off606, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin610 = add i32 %k_h526, 6
  %kok612 = icmp ult i32 %kin610, 64
  %ok613 = and i1 %kok612, %fok530
  br i1 %ok613, label %if.then.8, label %if.end.8
if.then.8:
  %krow614 = add i32 %kbase524, %kin610
  %t_f616 = mul i32 %krow614, 27
  %el617 = add i32 %t_f616, %f528
  %off619 = shl i32 %el617, 2
  %v620 = extractelement <8 x float> %acc80, i32 6
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v620, ptr addrspace(8) %rws56, i32 %off619, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin623 = add i32 %k_h526, 7
  %kok625 = icmp ult i32 %kin623, 64
  %ok626 = and i1 %kok625, %fok530
  br i1 %ok626, label %if.then.9, label %if.end.9
if.then.9:
  %krow627 = add i32 %kbase524, %kin623
  %t_f629 = mul i32 %krow627, 27
  %el630 = add i32 %t_f629, %f528
  %off632 = shl i32 %el630, 2
  %v633 = extractelement <8 x float> %acc80, i32 7
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v633, ptr addrspace(8) %rws56, i32 %off632, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f636 = add i32 %lcol33, 16
  %fok638 = icmp ult i32 %f636, 27
  %kin640 = add i32 %k_h526, 0
  %kok642 = icmp ult i32 %kin640, 64
  %ok643 = and i1 %kok642, %fok638
  br i1 %ok643, label %if.then.10, label %if.end.10
if.then.10:
  %krow644 = add i32 %kbase524, %kin640
  %t_f646 = mul i32 %krow644, 27
  %el647 = add i32 %t_f646, %f636
  %off649 = shl i32 %el647, 2
  %v650 = extractelement <8 x float> %acc81, i32 0
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v650, ptr addrspace(8) %rws56, i32 %off649, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin653 = add i32 %k_h526, 1
  %kok655 = icmp ult i32 %kin653, 64
  %ok656 = and i1 %kok655, %fok638
  br i1 %ok656, label %if.then.11, label %if.end.11
if.then.11:
  %krow657 = add i32 %kbase524, %kin653
  %t_f659 = mul i32 %krow657, 27
  %el660 = add i32 %t_f659, %f636
  %off662 = shl i32 %el660, 2
  %v663 = extractelement <8 x float> %acc81, i32 1
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v663, ptr addrspace(8) %rws56, i32 %off662, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin666 = add i32 %k_h526, 2
  %kok668 = icmp ult i32 %kin666, 64
  %ok669 = and i1 %kok668, %fok638
  br i1 %ok669, label %if.then.12, label %if.end.12
if.then.12:
  %krow670 = add i32 %kbase524, %kin666
  %t_f672 = mul i32 %krow670, 27
  %el673 = add i32 %t_f672, %f636
  %off675 = shl i32 %el673, 2
  %v676 = extractelement <8 x float> %acc81, i32 2
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v676, ptr addrspace(8) %rws56, i32 %off675, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin679 = add i32 %k_h526, 3
  %kok681 = icmp ult i32 %kin679, 64
  %ok682 = and i1 %kok681, %fok638
  br i1 %ok682, label %if.then.13, label %if.end.13
if.then.13:
  %krow683 = add i32 %kbase524, %kin679
  %t_f685 = mul i32 %krow683, 27
  %el686 = add i32 %t_f685, %f636
  %off688 = shl i32 %el686, 2
  %v689 = extractelement <8 x float> %acc81, i32 3
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v689, ptr addrspace(8) %rws56, i32 %off688, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin692 = add i32 %k_h526, 4
  %kok694 = icmp ult i32 %kin692, 64
  %ok695 = and i1 %kok694, %fok638
  br i1 %ok695, label %if.then.14, label %if.end.14
if.then.14:
  %krow696 = add i32 %kbase524, %kin692
  %t_f698 = mul i32 %krow696, 27
  %el699 = add i32 %t_f698, %f636
  %off701 = shl i32 %el699, 2
  %v702 = extractelement <8 x float> %acc81, i32 4
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v702, ptr addrspace(8) %rws56, i32 %off701, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin705 = add i32 %k_h526, 5
  %kok707 = icmp ult i32 %kin705, 64
  %ok708 = and i1 %kok707, %fok638
  br i1 %ok708, label %if.then.15, label %if.end.15
if.then.15:
  %krow709 = add i32 %kbase524, %kin705
  %t_f711 = mul i32 %krow709, 27
  %el712 = add i32 %t_f711, %f636
  %off714 = shl i32 %el712, 2
  %v715 = extractelement <8 x float> %acc81, i32 5
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v715, ptr addrspace(8) %rws56, i32 %off714, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin718 = add i32 %k_h526, 6
  %kok720 = icmp ult i32 %kin718, 64
  %ok721 = and i1 %kok720, %fok638
  br i1 %ok721, label %if.then.16, label %if.end.16
if.then.16:
  %krow722 = add i32 %kbase524, %kin718
  %t_f724 = mul i32 %krow722, 27
  %el725 = add i32 %t_f724, %f636
  %off727 = shl i32 %el725, 2
  %v728 = extractelement <8 x float> %acc81, i32 6
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v728, ptr addrspace(8) %rws56, i32 %off727, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin731 = add i32 %k_h526, 7
  %kok733 = icmp ult i32 %kin731, 64
  %ok734 = and i1 %kok733, %fok638
  br i1 %ok734, label %if.then.17, label %if.end.17
if.then.17:
  %krow735 = add i32 %kbase524, %kin731
  %t_f737 = mul i32 %krow735, 27
  %el738 = add i32 %t_f737, %f636
  %off740 = shl i32 %el738, 2
  %v741 = extractelement <8 x float> %acc81, i32 7
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v741, ptr addrspace(8) %rws56, i32 %off740, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="118" }
