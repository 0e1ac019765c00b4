; irgate direct_wgrad_small_c{dtype=fp16,filter_h=3,filter_w=3,pad_h=0,pad_w=0,stride_h=2,stride_w=2,c=3,kpg=32,vec_x=1,sub_steps=1,uniform_wave=0,waves=2,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1 = internal unnamed_addr addrspace(3) global [5120 x i8] undef, align 16

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

define amdgpu_kernel void @irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
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
  %a_r39 = mul i32 %tr_row31, 40
  %a_c40 = add i32 %a_r39, %tr_col37
  %a_e41 = add i32 %a_c40, %wkb24
  %a_lane43 = shl i32 %a_e41, 1
  %b_r45 = mul i32 %tr_row31, 40
  %b_c46 = add i32 %b_r45, %tr_col37
  %b_lane48 = shl i32 %b_c46, 1
  %kt49 = call i32 @llvm.amdgcn.workgroup.id.x()
  %orow50 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img51 = call i32 @llvm.amdgcn.workgroup.id.z()
  %k_blk53 = mul i32 %kt49, 32
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
  %hb_a62 = mul i32 %orow50, 2
  %hb64 = sub i32 %hb_a62, 0
  %nch_a67 = add i32 %wo, 31
  %nch69 = lshr i32 %nch_a67, 5
  %st_a71 = add i32 %nch69, 0
  %steps73 = udiv i32 %st_a71, 1
  br label %for.head.1
for.head.1:
  %t79 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc80 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc858, %for.latch.1 ]
  %acc81 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc866, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t79, %steps73
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu83 = mul i32 %t79, 1
  %ch85 = add i32 %tu83, 0
  %wo_s87 = shl i32 %ch85, 5
  %e89 = add i32 %tid18, 0
  %row91 = udiv i32 %e89, 4
  %cc93 = urem i32 %e89, 4
  %chan95 = shl i32 %cc93, 3
  %wo96 = add i32 %wo_s87, %row91
  %wok97 = icmp ult i32 %wo96, %wo
  %kin98 = add i32 %k_blk53, %chan95
  %kok100 = icmp ult i32 %kin98, 32
  %ok101 = and i1 %wok97, %kok100
  %col102 = mul i32 %wo96, %dy_stride_w
  %el103 = add i32 %dy_r60, %col102
  %el104 = add i32 %el103, %kin98
  %off106 = shl i32 %el104, 1
  %safe108 = select i1 %ok101, i32 %off106, i32 2147483647
  %dyv110 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe108, i32 0, i32 0)
  %lrow112 = mul i32 %row91, 40
  %lel113 = add i32 %lrow112, %chan95
  %lb115 = shl i32 %lel113, 1
  %la117 = add i32 %lb115, 0
  %e119 = add i32 %tid18, 64
  %row121 = udiv i32 %e119, 4
  %cc123 = urem i32 %e119, 4
  %chan125 = shl i32 %cc123, 3
  %wo126 = add i32 %wo_s87, %row121
  %wok127 = icmp ult i32 %wo126, %wo
  %kin128 = add i32 %k_blk53, %chan125
  %kok130 = icmp ult i32 %kin128, 32
  %ok131 = and i1 %wok127, %kok130
  %col132 = mul i32 %wo126, %dy_stride_w
  %el133 = add i32 %dy_r60, %col132
  %el134 = add i32 %el133, %kin128
  %off136 = shl i32 %el134, 1
  %safe138 = select i1 %ok131, i32 %off136, i32 2147483647
  %dyv140 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe138, i32 0, i32 0)
  %lrow142 = mul i32 %row121, 40
  %lel143 = add i32 %lrow142, %chan125
  %lb145 = shl i32 %lel143, 1
  %la147 = add i32 %lb145, 0
  %e149 = add i32 %tid18, 0
  %prow151 = udiv i32 %e149, 16
  %ig153 = urem i32 %e149, 16
  %fb155 = mul i32 %ig153, 2
  %wo156 = add i32 %wo_s87, %prow151
  %wok157 = icmp ult i32 %wo156, %wo
  %wb_a159 = mul i32 %wo156, 2
  %wb161 = sub i32 %wb_a159, 0
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
  %la228 = add i32 %lb226, 2560
  %e230 = add i32 %tid18, 64
  %prow232 = udiv i32 %e230, 16
  %ig234 = urem i32 %e230, 16
  %fb236 = mul i32 %ig234, 2
  %wo237 = add i32 %wo_s87, %prow232
  %wok238 = icmp ult i32 %wo237, %wo
  %wb_a240 = mul i32 %wo237, 2
  %wb242 = sub i32 %wb_a240, 0
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
  %la309 = add i32 %lb307, 2560
  %e311 = add i32 %tid18, 128
  %prow313 = udiv i32 %e311, 16
  %ig315 = urem i32 %e311, 16
  %fb317 = mul i32 %ig315, 2
  %wo318 = add i32 %wo_s87, %prow313
  %wok319 = icmp ult i32 %wo318, %wo
  %wb_a321 = mul i32 %wo318, 2
  %wb323 = sub i32 %wb_a321, 0
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
  %la390 = add i32 %lb388, 2560
  %e392 = add i32 %tid18, 192
  %prow394 = udiv i32 %e392, 16
  %ig396 = urem i32 %e392, 16
  %fb398 = mul i32 %ig396, 2
  %wo399 = add i32 %wo_s87, %prow394
  %wok400 = icmp ult i32 %wo399, %wo
  %wb_a402 = mul i32 %wo399, 2
  %wb404 = sub i32 %wb_a402, 0
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
  %la471 = add i32 %lb469, 2560
  %e473 = add i32 %tid18, 256
  %prow475 = udiv i32 %e473, 16
  %ig477 = urem i32 %e473, 16
  %fb479 = mul i32 %ig477, 2
  %wo480 = add i32 %wo_s87, %prow475
  %wok481 = icmp ult i32 %wo480, %wo
  %wb_a483 = mul i32 %wo480, 2
  %wb485 = sub i32 %wb_a483, 0
  %f487 = add i32 %fb479, 0
  %fok489 = icmp ult i32 %f487, 27
  %fr491 = udiv i32 %f487, 9
  %frem493 = urem i32 %f487, 9
  %fs495 = udiv i32 %frem493, 3
  %fc497 = urem i32 %frem493, 3
  %hi498 = add i32 %hb64, %fr491
  %hiok499 = icmp ult i32 %hi498, %hi
  %wi500 = add i32 %wb485, %fs495
  %wiok501 = icmp ult i32 %wi500, %wi
  %ok502 = and i1 %wok481, %fok489
  %ok503 = and i1 %ok502, %hiok499
  %ok504 = and i1 %ok503, %wiok501
  %x_row505 = mul i32 %hi498, %x_stride_h
  %col506 = mul i32 %wi500, %x_stride_w
  %el507 = add i32 %x_img58, %x_row505
  %el508 = add i32 %el507, %col506
  %el509 = add i32 %el508, %fc497
  %off511 = shl i32 %el509, 1
  %safe513 = select i1 %ok504, i32 %off511, i32 2147483647
  %xv515 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe513, i32 0, i32 0)
  %f517 = add i32 %fb479, 1
  %fok519 = icmp ult i32 %f517, 27
  %fr521 = udiv i32 %f517, 9
  %frem523 = urem i32 %f517, 9
  %fs525 = udiv i32 %frem523, 3
  %fc527 = urem i32 %frem523, 3
  %hi528 = add i32 %hb64, %fr521
  %hiok529 = icmp ult i32 %hi528, %hi
  %wi530 = add i32 %wb485, %fs525
  %wiok531 = icmp ult i32 %wi530, %wi
  %ok532 = and i1 %wok481, %fok519
  %ok533 = and i1 %ok532, %hiok529
  %ok534 = and i1 %ok533, %wiok531
  %x_row535 = mul i32 %hi528, %x_stride_h
  %col536 = mul i32 %wi530, %x_stride_w
  %el537 = add i32 %x_img58, %x_row535
  %el538 = add i32 %el537, %col536
  %el539 = add i32 %el538, %fc527
  %off541 = shl i32 %el539, 1
  %safe543 = select i1 %ok534, i32 %off541, i32 2147483647
  %xv545 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe543, i32 0, i32 0)
  %lrow547 = mul i32 %prow475, 40
  %lel548 = add i32 %lrow547, %fb479
  %lb550 = shl i32 %lel548, 1
  %la552 = add i32 %lb550, 2560
  %e554 = add i32 %tid18, 320
  %prow556 = udiv i32 %e554, 16
  %ig558 = urem i32 %e554, 16
  %fb560 = mul i32 %ig558, 2
  %wo561 = add i32 %wo_s87, %prow556
  %wok562 = icmp ult i32 %wo561, %wo
  %wb_a564 = mul i32 %wo561, 2
  %wb566 = sub i32 %wb_a564, 0
  %f568 = add i32 %fb560, 0
  %fok570 = icmp ult i32 %f568, 27
  %fr572 = udiv i32 %f568, 9
  %frem574 = urem i32 %f568, 9
  %fs576 = udiv i32 %frem574, 3
  %fc578 = urem i32 %frem574, 3
  %hi579 = add i32 %hb64, %fr572
  %hiok580 = icmp ult i32 %hi579, %hi
  %wi581 = add i32 %wb566, %fs576
  %wiok582 = icmp ult i32 %wi581, %wi
  %ok583 = and i1 %wok562, %fok570
  %ok584 = and i1 %ok583, %hiok580
  %ok585 = and i1 %ok584, %wiok582
  %x_row586 = mul i32 %hi579, %x_stride_h
  %col587 = mul i32 %wi581, %x_stride_w
  %el588 = add i32 %x_img58, %x_row586
  %el589 = add i32 %el588, %col587
  %el590 = add i32 %el589, %fc578
  %off592 = shl i32 %el590, 1
  %safe594 = select i1 %ok585, i32 %off592, i32 2147483647
  %xv596 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe594, i32 0, i32 0)
  %f598 = add i32 %fb560, 1
  %fok600 = icmp ult i32 %f598, 27
  %fr602 = udiv i32 %f598, 9
  %frem604 = urem i32 %f598, 9
  %fs606 = udiv i32 %frem604, 3
  %fc608 = urem i32 %frem604, 3
  %hi609 = add i32 %hb64, %fr602
  %hiok610 = icmp ult i32 %hi609, %hi
  %wi611 = add i32 %wb566, %fs606
  %wiok612 = icmp ult i32 %wi611, %wi
  %ok613 = and i1 %wok562, %fok600
  %ok614 = and i1 %ok613, %hiok610
  %ok615 = and i1 %ok614, %wiok612
  %x_row616 = mul i32 %hi609, %x_stride_h
  %col617 = mul i32 %wi611, %x_stride_w
  %el618 = add i32 %x_img58, %x_row616
  %el619 = add i32 %el618, %col617
  %el620 = add i32 %el619, %fc608
  %off622 = shl i32 %el620, 1
  %safe624 = select i1 %ok615, i32 %off622, i32 2147483647
  %xv626 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe624, i32 0, i32 0)
  %lrow628 = mul i32 %prow556, 40
  %lel629 = add i32 %lrow628, %fb560
  %lb631 = shl i32 %lel629, 1
  %la633 = add i32 %lb631, 2560
  %e635 = add i32 %tid18, 384
  %prow637 = udiv i32 %e635, 16
  %ig639 = urem i32 %e635, 16
  %fb641 = mul i32 %ig639, 2
  %wo642 = add i32 %wo_s87, %prow637
  %wok643 = icmp ult i32 %wo642, %wo
  %wb_a645 = mul i32 %wo642, 2
  %wb647 = sub i32 %wb_a645, 0
  %f649 = add i32 %fb641, 0
  %fok651 = icmp ult i32 %f649, 27
  %fr653 = udiv i32 %f649, 9
  %frem655 = urem i32 %f649, 9
  %fs657 = udiv i32 %frem655, 3
  %fc659 = urem i32 %frem655, 3
  %hi660 = add i32 %hb64, %fr653
  %hiok661 = icmp ult i32 %hi660, %hi
  %wi662 = add i32 %wb647, %fs657
  %wiok663 = icmp ult i32 %wi662, %wi
  %ok664 = and i1 %wok643, %fok651
  %ok665 = and i1 %ok664, %hiok661
  %ok666 = and i1 %ok665, %wiok663
  %x_row667 = mul i32 %hi660, %x_stride_h
  %col668 = mul i32 %wi662, %x_stride_w
  %el669 = add i32 %x_img58, %x_row667
  %el670 = add i32 %el669, %col668
  %el671 = add i32 %el670, %fc659
  %off673 = shl i32 %el671, 1
  %safe675 = select i1 %ok666, i32 %off673, i32 2147483647
  %xv677 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe675, i32 0, i32 0)
  %f679 = add i32 %fb641, 1
  %fok681 = icmp ult i32 %f679, 27
  %fr683 = udiv i32 %f679, 9
  %frem685 = urem i32 %f679, 9
  %fs687 = udiv i32 %frem685, 3
  %fc689 = urem i32 %frem685, 3
  %hi690 = add i32 %hb64, %fr683
  %hiok691 = icmp ult i32 %hi690, %hi
  %wi692 = add i32 %wb647, %fs687
  %wiok693 = icmp ult i32 %wi692, %wi
  %ok694 = and i1 %wok643, %fok681
  %ok695 = and i1 %ok694, %hiok691
  %ok696 = and i1 %ok695, %wiok693
  %x_row697 = mul i32 %hi690, %x_stride_h
  %col698 = mul i32 %wi692, %x_stride_w
  %el699 = add i32 %x_img58, %x_row697
  %el700 = add i32 %el699, %col698
  %el701 = add i32 %el700, %fc689
  %off703 = shl i32 %el701, 1
  %safe705 = select i1 %ok696, i32 %off703, i32 2147483647
  %xv707 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe705, i32 0, i32 0)
  %lrow709 = mul i32 %prow637, 40
  %lel710 = add i32 %lrow709, %fb641
  %lb712 = shl i32 %lel710, 1
  %la714 = add i32 %lb712, 2560
  %e716 = add i32 %tid18, 448
  %prow718 = udiv i32 %e716, 16
  %ig720 = urem i32 %e716, 16
  %fb722 = mul i32 %ig720, 2
  %wo723 = add i32 %wo_s87, %prow718
  %wok724 = icmp ult i32 %wo723, %wo
  %wb_a726 = mul i32 %wo723, 2
  %wb728 = sub i32 %wb_a726, 0
  %f730 = add i32 %fb722, 0
  %fok732 = icmp ult i32 %f730, 27
  %fr734 = udiv i32 %f730, 9
  %frem736 = urem i32 %f730, 9
  %fs738 = udiv i32 %frem736, 3
  %fc740 = urem i32 %frem736, 3
  %hi741 = add i32 %hb64, %fr734
  %hiok742 = icmp ult i32 %hi741, %hi
  %wi743 = add i32 %wb728, %fs738
  %wiok744 = icmp ult i32 %wi743, %wi
  %ok745 = and i1 %wok724, %fok732
  %ok746 = and i1 %ok745, %hiok742
  %ok747 = and i1 %ok746, %wiok744
  %x_row748 = mul i32 %hi741, %x_stride_h
  %col749 = mul i32 %wi743, %x_stride_w
  %el750 = add i32 %x_img58, %x_row748
  %el751 = add i32 %el750, %col749
  %el752 = add i32 %el751, %fc740
  %off754 = shl i32 %el752, 1
  %safe756 = select i1 %ok747, i32 %off754, i32 2147483647
  %xv758 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe756, i32 0, i32 0)
  %f760 = add i32 %fb722, 1
  %fok762 = icmp ult i32 %f760, 27
  %fr764 = udiv i32 %f760, 9
  %frem766 = urem i32 %f760, 9
  %fs768 = udiv i32 %frem766, 3
  %fc770 = urem i32 %frem766, 3
  %hi771 = add i32 %hb64, %fr764
  %hiok772 = icmp ult i32 %hi771, %hi
  %wi773 = add i32 %wb728, %fs768
  %wiok774 = icmp ult i32 %wi773, %wi
  %ok775 = and i1 %wok724, %fok762
  %ok776 = and i1 %ok775, %hiok772
  %ok777 = and i1 %ok776, %wiok774
  %x_row778 = mul i32 %hi771, %x_stride_h
  %col779 = mul i32 %wi773, %x_stride_w
  %el780 = add i32 %x_img58, %x_row778
  %el781 = add i32 %el780, %col779
  %el782 = add i32 %el781, %fc770
  %off784 = shl i32 %el782, 1
  %safe786 = select i1 %ok777, i32 %off784, i32 2147483647
  %xv788 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe786, i32 0, i32 0)
  %lrow790 = mul i32 %prow718, 40
  %lel791 = add i32 %lrow790, %fb722
  %lb793 = shl i32 %lel791, 1
  %la795 = add i32 %lb793, 2560
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la117
  store <4 x i32> %dyv110, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la147
  store <4 x i32> %dyv140, ptr addrspace(3) %gep.7, align 16
  %lo796 = zext i16 %xv191 to i32
  %hw797 = zext i16 %xv221 to i32
  %hs799 = shl i32 %hw797, 16
  %pair800 = or i32 %lo796, %hs799
  %pairf801 = bitcast i32 %pair800 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la228
  store float %pairf801, ptr addrspace(3) %gep.8, align 4
  %lo802 = zext i16 %xv272 to i32
  %hw803 = zext i16 %xv302 to i32
  %hs805 = shl i32 %hw803, 16
  %pair806 = or i32 %lo802, %hs805
  %pairf807 = bitcast i32 %pair806 to float
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la309
  store float %pairf807, ptr addrspace(3) %gep.9, align 4
  %lo808 = zext i16 %xv353 to i32
  %hw809 = zext i16 %xv383 to i32
  %hs811 = shl i32 %hw809, 16
  %pair812 = or i32 %lo808, %hs811
  %pairf813 = bitcast i32 %pair812 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la390
  store float %pairf813, ptr addrspace(3) %gep.10, align 4
  %lo814 = zext i16 %xv434 to i32
  %hw815 = zext i16 %xv464 to i32
  %hs817 = shl i32 %hw815, 16
  %pair818 = or i32 %lo814, %hs817
  %pairf819 = bitcast i32 %pair818 to float
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la471
  store float %pairf819, ptr addrspace(3) %gep.11, align 4
  %lo820 = zext i16 %xv515 to i32
  %hw821 = zext i16 %xv545 to i32
  %hs823 = shl i32 %hw821, 16
  %pair824 = or i32 %lo820, %hs823
  %pairf825 = bitcast i32 %pair824 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la552
  store float %pairf825, ptr addrspace(3) %gep.12, align 4
  %lo826 = zext i16 %xv596 to i32
  %hw827 = zext i16 %xv626 to i32
  %hs829 = shl i32 %hw827, 16
  %pair830 = or i32 %lo826, %hs829
  %pairf831 = bitcast i32 %pair830 to float
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la633
  store float %pairf831, ptr addrspace(3) %gep.13, align 4
  %lo832 = zext i16 %xv677 to i32
  %hw833 = zext i16 %xv707 to i32
  %hs835 = shl i32 %hw833, 16
  %pair836 = or i32 %lo832, %hs835
  %pairf837 = bitcast i32 %pair836 to float
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la714
  store float %pairf837, ptr addrspace(3) %gep.14, align 4
  %lo838 = zext i16 %xv758 to i32
  %hw839 = zext i16 %xv788 to i32
  %hs841 = shl i32 %hw839, 16
  %pair842 = or i32 %lo838, %hs841
  %pairf843 = bitcast i32 %pair842 to float
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %la795
  store float %pairf843, ptr addrspace(3) %gep.15, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr845 = add i32 %a_lane43, 0
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %a_addr845
  %a_lo846 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %a_addr848 = add i32 %a_lane43, 1280
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %a_addr848
  %a_hi849 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %a_frag850 = shufflevector <8 x half> %a_lo846, <8 x half> %a_hi849, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr852 = add i32 %b_lane48, 2560
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %b_addr852
  %b_lo853 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %b_addr855 = add i32 %b_lane48, 3840
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %b_addr855
  %b_hi856 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_frag857 = shufflevector <8 x half> %b_lo853, <8 x half> %b_hi856, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc858 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag850, i1 false, <16 x half> %b_frag857, i16 0, <8 x float> %acc80, i1 false, i1 false)
  %b_addr860 = add i32 %b_lane48, 2592
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %b_addr860
  %b_lo861 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %b_addr863 = add i32 %b_lane48, 3872
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p0x0_s2x2_c3_k32_v1_u1_uw0_w2_t1_wsr1, i32 %b_addr863
  %b_hi864 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_frag865 = shufflevector <8 x half> %b_lo861, <8 x half> %b_hi864, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc866 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag850, i1 false, <16 x half> %b_frag865, i16 0, <8 x float> %acc81, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t79, 1
  br label %for.head.1
for.exit.1:
  %slab_a867 = mul i32 %img51, %ho
  %slab_b868 = add i32 %slab_a867, %orow50
  %slab870 = urem i32 %slab_b868, 1
  %kbase872 = mul i32 %slab870, 32
  %k_w873 = add i32 %k_blk53, %wkb24
  %k_h874 = add i32 %k_w873, %khalf28
  %f876 = add i32 %lcol33, 0
  %fok878 = icmp ult i32 %f876, 27
  %kin880 = add i32 %k_h874, 0
  %kok882 = icmp ult i32 %kin880, 32
  %ok883 = and i1 %kok882, %fok878
  br i1 %ok883, label %if.then.2, label %if.end.2
if.then.2:
  %krow884 = add i32 %kbase872, %kin880
  %t_f886 = mul i32 %krow884, 27
  %el887 = add i32 %t_f886, %f876
  %off889 = shl i32 %el887, 2
  %v890 = extractelement <8 x float> %acc80, i32 0
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v890, ptr addrspace(8) %rws56, i32 %off889, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin893 = add i32 %k_h874, 1
  %kok895 = icmp ult i32 %kin893, 32
  %ok896 = and i1 %kok895, %fok878
  br i1 %ok896, label %if.then.3, label %if.end.3
if.then.3:
  %krow897 = add i32 %kbase872, %kin893
  %t_f899 = mul i32 %krow897, 27
  %el900 = add i32 %t_f899, %f876
  %off902 = shl i32 %el900, 2
  %v903 = extractelement <8 x float> %acc80, i32 1
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v903, ptr addrspace(8) %rws56, i32 %off902, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin906 = add i32 %k_h874, 2
  %kok908 = icmp ult i32 %kin906, 32
  %ok909 = and i1 %kok908, %fok878
  br i1 %ok909, label %if.then.4, label %if.end.4
if.then.4:
  %krow910 = add i32 %kbase872, %kin906
  %t_f912 = mul i32 %krow910, 27
  %el913 = add i32 %t_f912, %f876
  %off915 = shl i32 %el913, 2
  %v916 = extractelement <8 x float> %acc80, i32 2
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v916, ptr addrspace(8) %rws56, i32 %off915, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin919 = add i32 %k_h874, 3
  %kok921 = icmp ult i32 %kin919, 32
  %ok922 = and i1 %kok921, %fok878
  br i1 %ok922, label %if.then.5, label %if.end.5
if.then.5:
  %krow923 = add i32 %kbase872, %kin919
  %t_f925 = mul i32 %krow923, 27
  %el926 = add i32 %t_f925, %f876
  %off928 = shl i32 %el926, 2
  %v929 = extractelement <8 x float> %acc80, i32 3
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v929, ptr addrspace(8) %rws56, i32 %off928, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin932 = add i32 %k_h874, 4
  %kok934 = icmp ult i32 %kin932, 32
  %ok935 = and i1 %kok934, %fok878
  br i1 %ok935, label %if.then.6, label %if.end.6
if.then.6:
  %krow936 = add i32 %kbase872, %kin932
  %t_f938 = mul i32 %krow936, 27
  %el939 = add i32 %t_f938, %f876
  %off941 = shl i32 %el939, 2
  %v942 = extractelement <8 x float> %acc80, i32 4
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v942, ptr addrspace(8) %rws56, i32 %off941, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin945 = add i32 %k_h874, 5
  %kok947 = icmp ult i32 %kin945, 32
  %ok948 = and i1 %kok947, %fok878
  br i1 %ok948, label %if.then.7, label %if.end.7
if.then.7:
  %krow949 = add i32 %kbase872, %kin945
  %t_f951 = mul i32 %krow949, 27
  %el952 = add i32 %t_f951, %f876
  %off954 = shl i32 %el952, 2
  %v955 = extractelement <8 x float> %acc80, i32 5
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v955, ptr addrspace(8) %rws56, i32 %off954, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin958 = add i32 %k_h874, 6
  %kok960 = icmp ult i32 %kin958, 32
  %ok961 = and i1 %kok960, %fok878
  br i1 %ok961, label %if.then.8, label %if.end.8
if.then.8:
  %krow962 = add i32 %kbase872, %kin958
  %t_f964 = mul i32 %krow962, 27
  %el965 = add i32 %t_f964, %f876
  %off967 = shl i32 %el965, 2
  %v968 = extractelement <8 x float> %acc80, i32 6
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v968, ptr addrspace(8) %rws56, i32 %off967, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin971 = add i32 %k_h874, 7
  %kok973 = icmp ult i32 %kin971, 32
  %ok974 = and i1 %kok973, %fok878
  br i1 %ok974, label %if.then.9, label %if.end.9
if.then.9:
  %krow975 = add i32 %kbase872, %kin971
  %t_f977 = mul i32 %krow975, 27
  %el978 = add i32 %t_f977, %f876
  %off980 = shl i32 %el978, 2
  %v981 = extractelement <8 x float> %acc80, i32 7
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v981, ptr addrspace(8) %rws56, i32 %off980, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f984 = add i32 %lcol33, 16
  %fok986 = icmp ult i32 %f984, 27
  %kin988 = add i32 %k_h874, 0
  %kok990 = icmp ult i32 %kin988, 32
  %ok991 = and i1 %kok990, %fok986
  br i1 %ok991, label %if.then.10, label %if.end.10
if.then.10:
  %krow992 = add i32 %kbase872, %kin988
  %t_f994 = mul i32 %krow992, 27
  %el995 = add i32 %t_f994, %f984
  %off997 = shl i32 %el995, 2
  %v998 = extractelement <8 x float> %acc81, i32 0
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v998, ptr addrspace(8) %rws56, i32 %off997, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin1001 = add i32 %k_h874, 1
  %kok1003 = icmp ult i32 %kin1001, 32
  %ok1004 = and i1 %kok1003, %fok986
  br i1 %ok1004, label %if.then.11, label %if.end.11
if.then.11:
  %krow1005 = add i32 %kbase872, %kin1001
  %t_f1007 = mul i32 %krow1005, 27
  %el1008 = add i32 %t_f1007, %f984
  %off1010 = shl i32 %el1008, 2
  %v1011 = extractelement <8 x float> %acc81, i32 1
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1011, ptr addrspace(8) %rws56, i32 %off1010, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1014 = add i32 %k_h874, 2
  %kok1016 = icmp ult i32 %kin1014, 32
  %ok1017 = and i1 %kok1016, %fok986
  br i1 %ok1017, label %if.then.12, label %if.end.12
if.then.12:
  %krow1018 = add i32 %kbase872, %kin1014
  %t_f1020 = mul i32 %krow1018, 27
  %el1021 = add i32 %t_f1020, %f984
  %off1023 = shl i32 %el1021, 2
  %v1024 = extractelement <8 x float> %acc81, i32 2
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1024, ptr addrspace(8) %rws56, i32 %off1023, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1027 = add i32 %k_h874, 3
  %kok1029 = icmp ult i32 %kin1027, 32
  %ok1030 = and i1 %kok1029, %fok986
  br i1 %ok1030, label %if.then.13, label %if.end.13
if.then.13:
  %krow1031 = add i32 %kbase872, %kin1027
  %t_f1033 = mul i32 %krow1031, 27
  %el1034 = add i32 %t_f1033, %f984
  %off1036 = shl i32 %el1034, 2
  %v1037 = extractelement <8 x float> %acc81, i32 3
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1037, ptr addrspace(8) %rws56, i32 %off1036, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1040 = add i32 %k_h874, 4
  %kok1042 = icmp ult i32 %kin1040, 32
  %ok1043 = and i1 %kok1042, %fok986
  br i1 %ok1043, label %if.then.14, label %if.end.14
if.then.14:
  %krow1044 = add i32 %kbase872, %kin1040
  %t_f1046 = mul i32 %krow1044, 27
  %el1047 = add i32 %t_f1046, %f984
  %off1049 = shl i32 %el1047, 2
  %v1050 = extractelement <8 x float> %acc81, i32 4
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1050, ptr addrspace(8) %rws56, i32 %off1049, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1053 = add i32 %k_h874, 5
  %kok1055 = icmp ult i32 %kin1053, 32
  %ok1056 = and i1 %kok1055, %fok986
  br i1 %ok1056, label %if.then.15, label %if.end.15
if.then.15:
  %krow1057 = add i32 %kbase872, %kin1053
  %t_f1059 = mul i32 %krow1057, 27
  %el1060 = add i32 %t_f1059, %f984
  %off1062 = shl i32 %el1060, 2
  %v1063 = extractelement <8 x float> %acc81, i32 5
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1063, ptr addrspace(8) %rws56, i32 %off1062, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1066 = add i32 %k_h874, 6
  %kok1068 = icmp ult i32 %kin1066, 32
  %ok1069 = and i1 %kok1068, %fok986
  br i1 %ok1069, label %if.then.16, label %if.end.16
if.then.16:
  %krow1070 = add i32 %kbase872, %kin1066
  %t_f1072 = mul i32 %krow1070, 27
  %el1073 = add i32 %t_f1072, %f984
  %off1075 = shl i32 %el1073, 2
  %v1076 = extractelement <8 x float> %acc81, i32 6
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1076, ptr addrspace(8) %rws56, i32 %off1075, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1079 = add i32 %k_h874, 7
  %kok1081 = icmp ult i32 %kin1079, 32
  %ok1082 = and i1 %kok1081, %fok986
  br i1 %ok1082, label %if.then.17, label %if.end.17
if.then.17:
  %krow1083 = add i32 %kbase872, %kin1079
  %t_f1085 = mul i32 %krow1083, 27
  %el1086 = add i32 %t_f1085, %f984
  %off1088 = shl i32 %el1086, 2
  %v1089 = extractelement <8 x float> %acc81, i32 7
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1089, ptr addrspace(8) %rws56, i32 %off1088, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="130" }
