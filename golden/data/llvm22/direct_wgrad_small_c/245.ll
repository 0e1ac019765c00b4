; irgate direct_wgrad_small_c{dtype=fp16,filter_h=7,filter_w=7,pad_h=3,pad_w=3,stride_h=2,stride_w=2,c=3,kpg=64,vec_x=4,sub_steps=1,uniform_wave=0,waves=4,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1 = internal unnamed_addr addrspace(3) global [15360 x i8] undef, align 16

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

define amdgpu_kernel void @irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
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
  %b_r45 = mul i32 %tr_row31, 168
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
  %hb_a62 = mul i32 %orow50, 2
  %hb64 = sub i32 %hb_a62, 3
  %nch_a67 = add i32 %wo, 31
  %nch69 = lshr i32 %nch_a67, 5
  %st_a71 = add i32 %nch69, 0
  %steps73 = udiv i32 %st_a71, 1
  br label %for.head.1
for.head.1:
  %t87 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc88 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1633, %for.latch.1 ]
  %acc89 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1641, %for.latch.1 ]
  %acc90 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1649, %for.latch.1 ]
  %acc91 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1657, %for.latch.1 ]
  %acc92 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1665, %for.latch.1 ]
  %acc93 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1673, %for.latch.1 ]
  %acc94 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1681, %for.latch.1 ]
  %acc95 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1689, %for.latch.1 ]
  %acc96 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1697, %for.latch.1 ]
  %acc97 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1705, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t87, %steps73
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu99 = mul i32 %t87, 1
  %ch101 = add i32 %tu99, 0
  %wo_s103 = shl i32 %ch101, 5
  %e105 = add i32 %tid18, 0
  %row107 = udiv i32 %e105, 8
  %cc109 = urem i32 %e105, 8
  %chan111 = shl i32 %cc109, 3
  %wo112 = add i32 %wo_s103, %row107
  %wok113 = icmp ult i32 %wo112, %wo
  %kin114 = add i32 %k_blk53, %chan111
  %kok116 = icmp ult i32 %kin114, 64
  %ok117 = and i1 %wok113, %kok116
  %col118 = mul i32 %wo112, %dy_stride_w
  %el119 = add i32 %dy_r60, %col118
  %el120 = add i32 %el119, %kin114
  %off122 = shl i32 %el120, 1
  %safe124 = select i1 %ok117, i32 %off122, i32 2147483647
  %dyv126 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe124, i32 0, i32 0)
  %lrow128 = mul i32 %row107, 72
  %lel129 = add i32 %lrow128, %chan111
  %lb131 = shl i32 %lel129, 1
  %la133 = add i32 %lb131, 0
  %e135 = add i32 %tid18, 128
  %row137 = udiv i32 %e135, 8
  %cc139 = urem i32 %e135, 8
  %chan141 = shl i32 %cc139, 3
  %wo142 = add i32 %wo_s103, %row137
  %wok143 = icmp ult i32 %wo142, %wo
  %kin144 = add i32 %k_blk53, %chan141
  %kok146 = icmp ult i32 %kin144, 64
  %ok147 = and i1 %wok143, %kok146
  %col148 = mul i32 %wo142, %dy_stride_w
  %el149 = add i32 %dy_r60, %col148
  %el150 = add i32 %el149, %kin144
  %off152 = shl i32 %el150, 1
  %safe154 = select i1 %ok147, i32 %off152, i32 2147483647
  %dyv156 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy54, i32 %safe154, i32 0, i32 0)
  %lrow158 = mul i32 %row137, 72
  %lel159 = add i32 %lrow158, %chan141
  %lb161 = shl i32 %lel159, 1
  %la163 = add i32 %lb161, 0
  %e165 = add i32 %tid18, 0
  %prow167 = udiv i32 %e165, 20
  %ig169 = urem i32 %e165, 20
  %fb171 = mul i32 %ig169, 8
  %wo172 = add i32 %wo_s103, %prow167
  %wok173 = icmp ult i32 %wo172, %wo
  %wb_a175 = mul i32 %wo172, 2
  %wb177 = sub i32 %wb_a175, 3
  %f179 = add i32 %fb171, 0
  %fok181 = icmp ult i32 %f179, 147
  %fr183 = udiv i32 %f179, 21
  %frem185 = urem i32 %f179, 21
  %fs187 = udiv i32 %frem185, 3
  %fc189 = urem i32 %frem185, 3
  %hi190 = add i32 %hb64, %fr183
  %hiok191 = icmp ult i32 %hi190, %hi
  %wi192 = add i32 %wb177, %fs187
  %wiok193 = icmp ult i32 %wi192, %wi
  %ok194 = and i1 %wok173, %fok181
  %ok195 = and i1 %ok194, %hiok191
  %ok196 = and i1 %ok195, %wiok193
  %x_row197 = mul i32 %hi190, %x_stride_h
  %col198 = mul i32 %wi192, %x_stride_w
  %el199 = add i32 %x_img58, %x_row197
  %el200 = add i32 %el199, %col198
  %el201 = add i32 %el200, %fc189
  %off203 = shl i32 %el201, 1
  %safe205 = select i1 %ok196, i32 %off203, i32 2147483647
  %xv207 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe205, i32 0, i32 0)
  %f209 = add i32 %fb171, 1
  %fok211 = icmp ult i32 %f209, 147
  %fr213 = udiv i32 %f209, 21
  %frem215 = urem i32 %f209, 21
  %fs217 = udiv i32 %frem215, 3
  %fc219 = urem i32 %frem215, 3
  %hi220 = add i32 %hb64, %fr213
  %hiok221 = icmp ult i32 %hi220, %hi
  %wi222 = add i32 %wb177, %fs217
  %wiok223 = icmp ult i32 %wi222, %wi
  %ok224 = and i1 %wok173, %fok211
  %ok225 = and i1 %ok224, %hiok221
  %ok226 = and i1 %ok225, %wiok223
  %x_row227 = mul i32 %hi220, %x_stride_h
  %col228 = mul i32 %wi222, %x_stride_w
  %el229 = add i32 %x_img58, %x_row227
  %el230 = add i32 %el229, %col228
  %el231 = add i32 %el230, %fc219
  %off233 = shl i32 %el231, 1
  %safe235 = select i1 %ok226, i32 %off233, i32 2147483647
  %xv237 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe235, i32 0, i32 0)
  %f239 = add i32 %fb171, 2
  %fok241 = icmp ult i32 %f239, 147
  %fr243 = udiv i32 %f239, 21
  %frem245 = urem i32 %f239, 21
  %fs247 = udiv i32 %frem245, 3
  %fc249 = urem i32 %frem245, 3
  %hi250 = add i32 %hb64, %fr243
  %hiok251 = icmp ult i32 %hi250, %hi
  %wi252 = add i32 %wb177, %fs247
  %wiok253 = icmp ult i32 %wi252, %wi
  %ok254 = and i1 %wok173, %fok241
  %ok255 = and i1 %ok254, %hiok251
  %ok256 = and i1 %ok255, %wiok253
  %x_row257 = mul i32 %hi250, %x_stride_h
  %col258 = mul i32 %wi252, %x_stride_w
  %el259 = add i32 %x_img58, %x_row257
  %el260 = add i32 %el259, %col258
  %el261 = add i32 %el260, %fc249
  %off263 = shl i32 %el261, 1
  %safe265 = select i1 %ok256, i32 %off263, i32 2147483647
  %xv267 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe265, i32 0, i32 0)
  %f269 = add i32 %fb171, 3
  %fok271 = icmp ult i32 %f269, 147
  %fr273 = udiv i32 %f269, 21
  %frem275 = urem i32 %f269, 21
  %fs277 = udiv i32 %frem275, 3
  %fc279 = urem i32 %frem275, 3
  %hi280 = add i32 %hb64, %fr273
  %hiok281 = icmp ult i32 %hi280, %hi
  %wi282 = add i32 %wb177, %fs277
  %wiok283 = icmp ult i32 %wi282, %wi
  %ok284 = and i1 %wok173, %fok271
  %ok285 = and i1 %ok284, %hiok281
  %ok286 = and i1 %ok285, %wiok283
  %x_row287 = mul i32 %hi280, %x_stride_h
  %col288 = mul i32 %wi282, %x_stride_w
  %el289 = add i32 %x_img58, %x_row287
  %el290 = add i32 %el289, %col288
  %el291 = add i32 %el290, %fc279
  %off293 = shl i32 %el291, 1
  %safe295 = select i1 %ok286, i32 %off293, i32 2147483647
  %xv297 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe295, i32 0, i32 0)
  %f299 = add i32 %fb171, 4
  %fok301 = icmp ult i32 %f299, 147
  %fr303 = udiv i32 %f299, 21
  %frem305 = urem i32 %f299, 21
  %fs307 = udiv i32 %frem305, 3
  %fc309 = urem i32 %frem305, 3
  %hi310 = add i32 %hb64, %fr303
  %hiok311 = icmp ult i32 %hi310, %hi
  %wi312 = add i32 %wb177, %fs307
  %wiok313 = icmp ult i32 %wi312, %wi
  %ok314 = and i1 %wok173, %fok301
  %ok315 = and i1 %ok314, %hiok311
  %ok316 = and i1 %ok315, %wiok313
  %x_row317 = mul i32 %hi310, %x_stride_h
  %col318 = mul i32 %wi312, %x_stride_w
  %el319 = add i32 %x_img58, %x_row317
  %el320 = add i32 %el319, %col318
  %el321 = add i32 %el320, %fc309
  %off323 = shl i32 %el321, 1
  %safe325 = select i1 %ok316, i32 %off323, i32 2147483647
  %xv327 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe325, i32 0, i32 0)
  %f329 = add i32 %fb171, 5
  %fok331 = icmp ult i32 %f329, 147
  %fr333 = udiv i32 %f329, 21
  %frem335 = urem i32 %f329, 21
  %fs337 = udiv i32 %frem335, 3
  %fc339 = urem i32 %frem335, 3
  %hi340 = add i32 %hb64, %fr333
  %hiok341 = icmp ult i32 %hi340, %hi
  %wi342 = add i32 %wb177, %fs337
  %wiok343 = icmp ult i32 %wi342, %wi
  %ok344 = and i1 %wok173, %fok331
  %ok345 = and i1 %ok344, %hiok341
  %ok346 = and i1 %ok345, %wiok343
  %x_row347 = mul i32 %hi340, %x_stride_h
  %col348 = mul i32 %wi342, %x_stride_w
  %el349 = add i32 %x_img58, %x_row347
  %el350 = add i32 %el349, %col348
  %el351 = add i32 %el350, %fc339
  %off353 = shl i32 %el351, 1
  %safe355 = select i1 %ok346, i32 %off353, i32 2147483647
  %xv357 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe355, i32 0, i32 0)
  %f359 = add i32 %fb171, 6
  %fok361 = icmp ult i32 %f359, 147
  %fr363 = udiv i32 %f359, 21
  %frem365 = urem i32 %f359, 21
  %fs367 = udiv i32 %frem365, 3
  %fc369 = urem i32 %frem365, 3
  %hi370 = add i32 %hb64, %fr363
  %hiok371 = icmp ult i32 %hi370, %hi
  %wi372 = add i32 %wb177, %fs367
  %wiok373 = icmp ult i32 %wi372, %wi
  %ok374 = and i1 %wok173, %fok361
  %ok375 = and i1 %ok374, %hiok371
  %ok376 = and i1 %ok375, %wiok373
  %x_row377 = mul i32 %hi370, %x_stride_h
  %col378 = mul i32 %wi372, %x_stride_w
  %el379 = add i32 %x_img58, %x_row377
  %el380 = add i32 %el379, %col378
  %el381 = add i32 %el380, %fc369
  %off383 = shl i32 %el381, 1
  %safe385 = select i1 %ok376, i32 %off383, i32 2147483647
  %xv387 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe385, i32 0, i32 0)
  %f389 = add i32 %fb171, 7
  %fok391 = icmp ult i32 %f389, 147
  %fr393 = udiv i32 %f389, 21
  %frem395 = urem i32 %f389, 21
  %fs397 = udiv i32 %frem395, 3
  %fc399 = urem i32 %frem395, 3
  %hi400 = add i32 %hb64, %fr393
  %hiok401 = icmp ult i32 %hi400, %hi
  %wi402 = add i32 %wb177, %fs397
  %wiok403 = icmp ult i32 %wi402, %wi
  %ok404 = and i1 %wok173, %fok391
  %ok405 = and i1 %ok404, %hiok401
  %ok406 = and i1 %ok405, %wiok403
  %x_row407 = mul i32 %hi400, %x_stride_h
  %col408 = mul i32 %wi402, %x_stride_w
  %el409 = add i32 %x_img58, %x_row407
  %el410 = add i32 %el409, %col408
  %el411 = add i32 %el410, %fc399
  %off413 = shl i32 %el411, 1
  %safe415 = select i1 %ok406, i32 %off413, i32 2147483647
  %xv417 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe415, i32 0, i32 0)
  %lrow419 = mul i32 %prow167, 168
  %lel420 = add i32 %lrow419, %fb171
  %lb422 = shl i32 %lel420, 1
  %la424 = add i32 %lb422, 4608
  %e426 = add i32 %tid18, 128
  %prow428 = udiv i32 %e426, 20
  %ig430 = urem i32 %e426, 20
  %fb432 = mul i32 %ig430, 8
  %wo433 = add i32 %wo_s103, %prow428
  %wok434 = icmp ult i32 %wo433, %wo
  %wb_a436 = mul i32 %wo433, 2
  %wb438 = sub i32 %wb_a436, 3
  %f440 = add i32 %fb432, 0
  %fok442 = icmp ult i32 %f440, 147
  %fr444 = udiv i32 %f440, 21
  %frem446 = urem i32 %f440, 21
  %fs448 = udiv i32 %frem446, 3
  %fc450 = urem i32 %frem446, 3
  %hi451 = add i32 %hb64, %fr444
  %hiok452 = icmp ult i32 %hi451, %hi
  %wi453 = add i32 %wb438, %fs448
  %wiok454 = icmp ult i32 %wi453, %wi
  %ok455 = and i1 %wok434, %fok442
  %ok456 = and i1 %ok455, %hiok452
  %ok457 = and i1 %ok456, %wiok454
  %x_row458 = mul i32 %hi451, %x_stride_h
  %col459 = mul i32 %wi453, %x_stride_w
  %el460 = add i32 %x_img58, %x_row458
  %el461 = add i32 %el460, %col459
  %el462 = add i32 %el461, %fc450
  %off464 = shl i32 %el462, 1
  %safe466 = select i1 %ok457, i32 %off464, i32 2147483647
  %xv468 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe466, i32 0, i32 0)
  %f470 = add i32 %fb432, 1
  %fok472 = icmp ult i32 %f470, 147
  %fr474 = udiv i32 %f470, 21
  %frem476 = urem i32 %f470, 21
  %fs478 = udiv i32 %frem476, 3
  %fc480 = urem i32 %frem476, 3
  %hi481 = add i32 %hb64, %fr474
  %hiok482 = icmp ult i32 %hi481, %hi
  %wi483 = add i32 %wb438, %fs478
  %wiok484 = icmp ult i32 %wi483, %wi
  %ok485 = and i1 %wok434, %fok472
  %ok486 = and i1 %ok485, %hiok482
  %ok487 = and i1 %ok486, %wiok484
  %x_row488 = mul i32 %hi481, %x_stride_h
  %col489 = mul i32 %wi483, %x_stride_w
  %el490 = add i32 %x_img58, %x_row488
  %el491 = add i32 %el490, %col489
  %el492 = add i32 %el491, %fc480
  %off494 = shl i32 %el492, 1
  %safe496 = select i1 %ok487, i32 %off494, i32 2147483647
  %xv498 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe496, i32 0, i32 0)
  %f500 = add i32 %fb432, 2
  %fok502 = icmp ult i32 %f500, 147
  %fr504 = udiv i32 %f500, 21
  %frem506 = urem i32 %f500, 21
  %fs508 = udiv i32 %frem506, 3
  %fc510 = urem i32 %frem506, 3
  %hi511 = add i32 %hb64, %fr504
  %hiok512 = icmp ult i32 %hi511, %hi
  %wi513 = add i32 %wb438, %fs508
  %wiok514 = icmp ult i32 %wi513, %wi
  %ok515 = and i1 %wok434, %fok502
  %ok516 = and i1 %ok515, %hiok512
  %ok517 = and i1 %ok516, %wiok514
  %x_row518 = mul i32 %hi511, %x_stride_h
  %col519 = mul i32 %wi513, %x_stride_w
  %el520 = add i32 %x_img58, %x_row518
  %el521 = add i32 %el520, %col519
  %el522 = add i32 %el521, %fc510
  %off524 = shl i32 %el522, 1
  %safe526 = select i1 %ok517, i32 %off524, i32 2147483647
  %xv528 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe526, i32 0, i32 0)
  %f530 = add i32 %fb432, 3
  %fok532 = icmp ult i32 %f530, 147
  %fr534 = udiv i32 %f530, 21
  %frem536 = urem i32 %f530, 21
  %fs538 = udiv i32 %frem536, 3
  %fc540 = urem i32 %frem536, 3
  %hi541 = add i32 %hb64, %fr534
  %hiok542 = icmp ult i32 %hi541, %hi
  %wi543 = add i32 %wb438, %fs538
  %wiok544 = icmp ult i32 %wi543, %wi
  %ok545 = and i1 %wok434, %fok532
  %ok546 = and i1 %ok545, %hiok542
  %ok547 = and i1 %ok546, %wiok544
  %x_row548 = mul i32 %hi541, %x_stride_h
  %col549 = mul i32 %wi543, %x_stride_w
  %el550 = add i32 %x_img58, %x_row548
  %el551 = add i32 %el550, %col549
  %el552 = add i32 %el551, %fc540
  %off554 = shl i32 %el552, 1
  %safe556 = select i1 %ok547, i32 %off554, i32 2147483647
  %xv558 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe556, i32 0, i32 0)
  %f560 = add i32 %fb432, 4
  %fok562 = icmp ult i32 %f560, 147
  %fr564 = udiv i32 %f560, 21
  %frem566 = urem i32 %f560, 21
  %fs568 = udiv i32 %frem566, 3
  %fc570 = urem i32 %frem566, 3
  %hi571 = add i32 %hb64, %fr564
  %hiok572 = icmp ult i32 %hi571, %hi
  %wi573 = add i32 %wb438, %fs568
  %wiok574 = icmp ult i32 %wi573, %wi
  %ok575 = and i1 %wok434, %fok562
  %ok576 = and i1 %ok575, %hiok572
  %ok577 = and i1 %ok576, %wiok574
  %x_row578 = mul i32 %hi571, %x_stride_h
  %col579 = mul i32 %wi573, %x_stride_w
  %el580 = add i32 %x_img58, %x_row578
  %el581 = add i32 %el580, %col579
  %el582 = add i32 %el581, %fc570
  %off584 = shl i32 %el582, 1
  %safe586 = select i1 %ok577, i32 %off584, i32 2147483647
  %xv588 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe586, i32 0, i32 0)
  %f590 = add i32 %fb432, 5
  %fok592 = icmp ult i32 %f590, 147
  %fr594 = udiv i32 %f590, 21
  %frem596 = urem i32 %f590, 21
  %fs598 = udiv i32 %frem596, 3
  %fc600 = urem i32 %frem596, 3
  %hi601 = add i32 %hb64, %fr594
  %hiok602 = icmp ult i32 %hi601, %hi
  %wi603 = add i32 %wb438, %fs598
  %wiok604 = icmp ult i32 %wi603, %wi
  %ok605 = and i1 %wok434, %fok592
  %ok606 = and i1 %ok605, %hiok602
  %ok607 = and i1 %ok606, %wiok604
  %x_row608 = mul i32 %hi601, %x_stride_h
  %col609 = mul i32 %wi603, %x_stride_w
  %el610 = add i32 %x_img58, %x_row608
  %el611 = add i32 %el610, %col609
  %el612 = add i32 %el611, %fc600
  %off614 = shl i32 %el612, 1
  %safe616 = select i1 %ok607, i32 %off614, i32 2147483647
  %xv618 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe616, i32 0, i32 0)
  %f620 = add i32 %fb432, 6
  %fok622 = icmp ult i32 %f620, 147
  %fr624 = udiv i32 %f620, 21
  %frem626 = urem i32 %f620, 21
  %fs628 = udiv i32 %frem626, 3
  %fc630 = urem i32 %frem626, 3
  %hi631 = add i32 %hb64, %fr624
  %hiok632 = icmp ult i32 %hi631, %hi
  %wi633 = add i32 %wb438, %fs628
  %wiok634 = icmp ult i32 %wi633, %wi
  %ok635 = and i1 %wok434, %fok622
  %ok636 = and i1 %ok635, %hiok632
  %ok637 = and i1 %ok636, %wiok634
  %x_row638 = mul i32 %hi631, %x_stride_h
  %col639 = mul i32 %wi633, %x_stride_w
  %el640 = add i32 %x_img58, %x_row638
  %el641 = add i32 %el640, %col639
  %el642 = add i32 %el641, %fc630
  %off644 = shl i32 %el642, 1
  %safe646 = select i1 %ok637, i32 %off644, i32 2147483647
  %xv648 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe646, i32 0, i32 0)
  %f650 = add i32 %fb432, 7
  %fok652 = icmp ult i32 %f650, 147
  %fr654 = udiv i32 %f650, 21
  %frem656 = urem i32 %f650, 21
  %fs658 = udiv i32 %frem656, 3
  %fc660 = urem i32 %frem656, 3
  %hi661 = add i32 %hb64, %fr654
  %hiok662 = icmp ult i32 %hi661, %hi
  %wi663 = add i32 %wb438, %fs658
  %wiok664 = icmp ult i32 %wi663, %wi
  %ok665 = and i1 %wok434, %fok652
  %ok666 = and i1 %ok665, %hiok662
  %ok667 = and i1 %ok666, %wiok664
  %x_row668 = mul i32 %hi661, %x_stride_h
  %col669 = mul i32 %wi663, %x_stride_w
  %el670 = add i32 %x_img58, %x_row668
  %el671 = add i32 %el670, %col669
  %el672 = add i32 %el671, %fc660
  %off674 = shl i32 %el672, 1
  %safe676 = select i1 %ok667, i32 %off674, i32 2147483647
  %xv678 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe676, i32 0, i32 0)
  %lrow680 = mul i32 %prow428, 168
  %lel681 = add i32 %lrow680, %fb432
  %lb683 = shl i32 %lel681, 1
  %la685 = add i32 %lb683, 4608
  %e687 = add i32 %tid18, 256
  %prow689 = udiv i32 %e687, 20
  %ig691 = urem i32 %e687, 20
  %fb693 = mul i32 %ig691, 8
  %wo694 = add i32 %wo_s103, %prow689
  %wok695 = icmp ult i32 %wo694, %wo
  %wb_a697 = mul i32 %wo694, 2
  %wb699 = sub i32 %wb_a697, 3
  %f701 = add i32 %fb693, 0
  %fok703 = icmp ult i32 %f701, 147
  %fr705 = udiv i32 %f701, 21
  %frem707 = urem i32 %f701, 21
  %fs709 = udiv i32 %frem707, 3
  %fc711 = urem i32 %frem707, 3
  %hi712 = add i32 %hb64, %fr705
  %hiok713 = icmp ult i32 %hi712, %hi
  %wi714 = add i32 %wb699, %fs709
  %wiok715 = icmp ult i32 %wi714, %wi
  %ok716 = and i1 %wok695, %fok703
  %ok717 = and i1 %ok716, %hiok713
  %ok718 = and i1 %ok717, %wiok715
  %x_row719 = mul i32 %hi712, %x_stride_h
  %col720 = mul i32 %wi714, %x_stride_w
  %el721 = add i32 %x_img58, %x_row719
  %el722 = add i32 %el721, %col720
  %el723 = add i32 %el722, %fc711
  %off725 = shl i32 %el723, 1
  %safe727 = select i1 %ok718, i32 %off725, i32 2147483647
  %xv729 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe727, i32 0, i32 0)
  %f731 = add i32 %fb693, 1
  %fok733 = icmp ult i32 %f731, 147
  %fr735 = udiv i32 %f731, 21
  %frem737 = urem i32 %f731, 21
  %fs739 = udiv i32 %frem737, 3
  %fc741 = urem i32 %frem737, 3
  %hi742 = add i32 %hb64, %fr735
  %hiok743 = icmp ult i32 %hi742, %hi
  %wi744 = add i32 %wb699, %fs739
  %wiok745 = icmp ult i32 %wi744, %wi
  %ok746 = and i1 %wok695, %fok733
  %ok747 = and i1 %ok746, %hiok743
  %ok748 = and i1 %ok747, %wiok745
  %x_row749 = mul i32 %hi742, %x_stride_h
  %col750 = mul i32 %wi744, %x_stride_w
  %el751 = add i32 %x_img58, %x_row749
  %el752 = add i32 %el751, %col750
  %el753 = add i32 %el752, %fc741
  %off755 = shl i32 %el753, 1
  %safe757 = select i1 %ok748, i32 %off755, i32 2147483647
  %xv759 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe757, i32 0, i32 0)
  %f761 = add i32 %fb693, 2
  %fok763 = icmp ult i32 %f761, 147
  %fr765 = udiv i32 %f761, 21
  %frem767 = urem i32 %f761, 21
  %fs769 = udiv i32 %frem767, 3
  %fc771 = urem i32 %frem767, 3
  %hi772 = add i32 %hb64, %fr765
  %hiok773 = icmp ult i32 %hi772, %hi
  %wi774 = add i32 %wb699, %fs769
  %wiok775 = icmp ult i32 %wi774, %wi
  %ok776 = and i1 %wok695, %fok763
  %ok777 = and i1 %ok776, %hiok773
  %ok778 = and i1 %ok777, %wiok775
  %x_row779 = mul i32 %hi772, %x_stride_h
  %col780 = mul i32 %wi774, %x_stride_w
  %el781 = add i32 %x_img58, %x_row779
  %el782 = add i32 %el781, %col780
  %el783 = add i32 %el782, %fc771
  %off785 = shl i32 %el783, 1
  %safe787 = select i1 %ok778, i32 %off785, i32 2147483647
  %xv789 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe787, i32 0, i32 0)
  %f791 = add i32 %fb693, 3
  %fok793 = icmp ult i32 %f791, 147
  %fr795 = udiv i32 %f791, 21
  %frem797 = urem i32 %f791, 21
  %fs799 = udiv i32 %frem797, 3
  %fc801 = urem i32 %frem797, 3
  %hi802 = add i32 %hb64, %fr795
  %hiok803 = icmp ult i32 %hi802, %hi
  %wi804 = add i32 %wb699, %fs799
  %wiok805 = icmp ult i32 %wi804, %wi
  %ok806 = and i1 %wok695, %fok793
  %ok807 = and i1 %ok806, %hiok803
  %ok808 = and i1 %ok807, %wiok805
  %x_row809 = mul i32 %hi802, %x_stride_h
  %col810 = mul i32 %wi804, %x_stride_w
  %el811 = add i32 %x_img58, %x_row809
  %el812 = add i32 %el811, %col810
  %el813 = add i32 %el812, %fc801
  %off815 = shl i32 %el813, 1
  %safe817 = select i1 %ok808, i32 %off815, i32 2147483647
  %xv819 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe817, i32 0, i32 0)
  %f821 = add i32 %fb693, 4
  %fok823 = icmp ult i32 %f821, 147
  %fr825 = udiv i32 %f821, 21
  %frem827 = urem i32 %f821, 21
  %fs829 = udiv i32 %frem827, 3
  %fc831 = urem i32 %frem827, 3
  %hi832 = add i32 %hb64, %fr825
  %hiok833 = icmp ult i32 %hi832, %hi
  %wi834 = add i32 %wb699, %fs829
  %wiok835 = icmp ult i32 %wi834, %wi
  %ok836 = and i1 %wok695, %fok823
  %ok837 = and i1 %ok836, %hiok833
  %ok838 = and i1 %ok837, %wiok835
  %x_row839 = mul i32 %hi832, %x_stride_h
  %col840 = mul i32 %wi834, %x_stride_w
  %el841 = add i32 %x_img58, %x_row839
  %el842 = add i32 %el841, %col840
  %el843 = add i32 %el842, %fc831
  %off845 = shl i32 %el843, 1
  %safe847 = select i1 %ok838, i32 %off845, i32 2147483647
  %xv849 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe847, i32 0, i32 0)
  %f851 = add i32 %fb693, 5
  %fok853 = icmp ult i32 %f851, 147
  %fr855 = udiv i32 %f851, 21
  %frem857 = urem i32 %f851, 21
  %fs859 = udiv i32 %frem857, 3
  %fc861 = urem i32 %frem857, 3
  %hi862 = add i32 %hb64, %fr855
  %hiok863 = icmp ult i32 %hi862, %hi
  %wi864 = add i32 %wb699, %fs859
  %wiok865 = icmp ult i32 %wi864, %wi
  %ok866 = and i1 %wok695, %fok853
  %ok867 = and i1 %ok866, %hiok863
  %ok868 = and i1 %ok867, %wiok865
  %x_row869 = mul i32 %hi862, %x_stride_h
  %col870 = mul i32 %wi864, %x_stride_w
  %el871 = add i32 %x_img58, %x_row869
  %el872 = add i32 %el871, %col870
  %el873 = add i32 %el872, %fc861
  %off875 = shl i32 %el873, 1
  %safe877 = select i1 %ok868, i32 %off875, i32 2147483647
  %xv879 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe877, i32 0, i32 0)
  %f881 = add i32 %fb693, 6
  %fok883 = icmp ult i32 %f881, 147
  %fr885 = udiv i32 %f881, 21
  %frem887 = urem i32 %f881, 21
  %fs889 = udiv i32 %frem887, 3
  %fc891 = urem i32 %frem887, 3
  %hi892 = add i32 %hb64, %fr885
  %hiok893 = icmp ult i32 %hi892, %hi
  %wi894 = add i32 %wb699, %fs889
  %wiok895 = icmp ult i32 %wi894, %wi
  %ok896 = and i1 %wok695, %fok883
  %ok897 = and i1 %ok896, %hiok893
  %ok898 = and i1 %ok897, %wiok895
  %x_row899 = mul i32 %hi892, %x_stride_h
  %col900 = mul i32 %wi894, %x_stride_w
  %el901 = add i32 %x_img58, %x_row899
  %el902 = add i32 %el901, %col900
  %el903 = add i32 %el902, %fc891
  %off905 = shl i32 %el903, 1
  %safe907 = select i1 %ok898, i32 %off905, i32 2147483647
  %xv909 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe907, i32 0, i32 0)
  %f911 = add i32 %fb693, 7
  %fok913 = icmp ult i32 %f911, 147
  %fr915 = udiv i32 %f911, 21
  %frem917 = urem i32 %f911, 21
  %fs919 = udiv i32 %frem917, 3
  %fc921 = urem i32 %frem917, 3
  %hi922 = add i32 %hb64, %fr915
  %hiok923 = icmp ult i32 %hi922, %hi
  %wi924 = add i32 %wb699, %fs919
  %wiok925 = icmp ult i32 %wi924, %wi
  %ok926 = and i1 %wok695, %fok913
  %ok927 = and i1 %ok926, %hiok923
  %ok928 = and i1 %ok927, %wiok925
  %x_row929 = mul i32 %hi922, %x_stride_h
  %col930 = mul i32 %wi924, %x_stride_w
  %el931 = add i32 %x_img58, %x_row929
  %el932 = add i32 %el931, %col930
  %el933 = add i32 %el932, %fc921
  %off935 = shl i32 %el933, 1
  %safe937 = select i1 %ok928, i32 %off935, i32 2147483647
  %xv939 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe937, i32 0, i32 0)
  %lrow941 = mul i32 %prow689, 168
  %lel942 = add i32 %lrow941, %fb693
  %lb944 = shl i32 %lel942, 1
  %la946 = add i32 %lb944, 4608
  %e948 = add i32 %tid18, 384
  %prow950 = udiv i32 %e948, 20
  %ig952 = urem i32 %e948, 20
  %fb954 = mul i32 %ig952, 8
  %wo955 = add i32 %wo_s103, %prow950
  %wok956 = icmp ult i32 %wo955, %wo
  %wb_a958 = mul i32 %wo955, 2
  %wb960 = sub i32 %wb_a958, 3
  %f962 = add i32 %fb954, 0
  %fok964 = icmp ult i32 %f962, 147
  %fr966 = udiv i32 %f962, 21
  %frem968 = urem i32 %f962, 21
  %fs970 = udiv i32 %frem968, 3
  %fc972 = urem i32 %frem968, 3
  %hi973 = add i32 %hb64, %fr966
  %hiok974 = icmp ult i32 %hi973, %hi
  %wi975 = add i32 %wb960, %fs970
  %wiok976 = icmp ult i32 %wi975, %wi
  %ok977 = and i1 %wok956, %fok964
  %ok978 = and i1 %ok977, %hiok974
  %ok979 = and i1 %ok978, %wiok976
  %x_row980 = mul i32 %hi973, %x_stride_h
  %col981 = mul i32 %wi975, %x_stride_w
  %el982 = add i32 %x_img58, %x_row980
  %el983 = add i32 %el982, %col981
  %el984 = add i32 %el983, %fc972
  %off986 = shl i32 %el984, 1
  %safe988 = select i1 %ok979, i32 %off986, i32 2147483647
  %xv990 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe988, i32 0, i32 0)
  %f992 = add i32 %fb954, 1
  %fok994 = icmp ult i32 %f992, 147
  %fr996 = udiv i32 %f992, 21
  %frem998 = urem i32 %f992, 21
  %fs1000 = udiv i32 %frem998, 3
  %fc1002 = urem i32 %frem998, 3
  %hi1003 = add i32 %hb64, %fr996
  %hiok1004 = icmp ult i32 %hi1003, %hi
  %wi1005 = add i32 %wb960, %fs1000
  %wiok1006 = icmp ult i32 %wi1005, %wi
  %ok1007 = and i1 %wok956, %fok994
  %ok1008 = and i1 %ok1007, %hiok1004
  %ok1009 = and i1 %ok1008, %wiok1006
  %x_row1010 = mul i32 %hi1003, %x_stride_h
  %col1011 = mul i32 %wi1005, %x_stride_w
  %el1012 = add i32 %x_img58, %x_row1010
  %el1013 = add i32 %el1012, %col1011
  %el1014 = add i32 %el1013, %fc1002
  %off1016 = shl i32 %el1014, 1
  %safe1018 = select i1 %ok1009, i32 %off1016, i32 2147483647
  %xv1020 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1018, i32 0, i32 0)
  %f1022 = add i32 %fb954, 2
  %fok1024 = icmp ult i32 %f1022, 147
  %fr1026 = udiv i32 %f1022, 21
  %frem1028 = urem i32 %f1022, 21
  %fs1030 = udiv i32 %frem1028, 3
  %fc1032 = urem i32 %frem1028, 3
  %hi1033 = add i32 %hb64, %fr1026
  %hiok1034 = icmp ult i32 %hi1033, %hi
  %wi1035 = add i32 %wb960, %fs1030
  %wiok1036 = icmp ult i32 %wi1035, %wi
  %ok1037 = and i1 %wok956, %fok1024
  %ok1038 = and i1 %ok1037, %hiok1034
  %ok1039 = and i1 %ok1038, %wiok1036
  %x_row1040 = mul i32 %hi1033, %x_stride_h
  %col1041 = mul i32 %wi1035, %x_stride_w
  %el1042 = add i32 %x_img58, %x_row1040
  %el1043 = add i32 %el1042, %col1041
  %el1044 = add i32 %el1043, %fc1032
  %off1046 = shl i32 %el1044, 1
  %safe1048 = select i1 %ok1039, i32 %off1046, i32 2147483647
  %xv1050 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1048, i32 0, i32 0)
  %f1052 = add i32 %fb954, 3
  %fok1054 = icmp ult i32 %f1052, 147
  %fr1056 = udiv i32 %f1052, 21
  %frem1058 = urem i32 %f1052, 21
  %fs1060 = udiv i32 %frem1058, 3
  %fc1062 = urem i32 %frem1058, 3
  %hi1063 = add i32 %hb64, %fr1056
  %hiok1064 = icmp ult i32 %hi1063, %hi
  %wi1065 = add i32 %wb960, %fs1060
  %wiok1066 = icmp ult i32 %wi1065, %wi
  %ok1067 = and i1 %wok956, %fok1054
  %ok1068 = and i1 %ok1067, %hiok1064
  %ok1069 = and i1 %ok1068, %wiok1066
  %x_row1070 = mul i32 %hi1063, %x_stride_h
  %col1071 = mul i32 %wi1065, %x_stride_w
  %el1072 = add i32 %x_img58, %x_row1070
  %el1073 = add i32 %el1072, %col1071
  %el1074 = add i32 %el1073, %fc1062
  %off1076 = shl i32 %el1074, 1
  %safe1078 = select i1 %ok1069, i32 %off1076, i32 2147483647
  %xv1080 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1078, i32 0, i32 0)
  %f1082 = add i32 %fb954, 4
  %fok1084 = icmp ult i32 %f1082, 147
  %fr1086 = udiv i32 %f1082, 21
  %frem1088 = urem i32 %f1082, 21
  %fs1090 = udiv i32 %frem1088, 3
  %fc1092 = urem i32 %frem1088, 3
  %hi1093 = add i32 %hb64, %fr1086
  %hiok1094 = icmp ult i32 %hi1093, %hi
  %wi1095 = add i32 %wb960, %fs1090
  %wiok1096 = icmp ult i32 %wi1095, %wi
  %ok1097 = and i1 %wok956, %fok1084
  %ok1098 = and i1 %ok1097, %hiok1094
  %ok1099 = and i1 %ok1098, %wiok1096
  %x_row1100 = mul i32 %hi1093, %x_stride_h
  %col1101 = mul i32 %wi1095, %x_stride_w
  %el1102 = add i32 %x_img58, %x_row1100
  %el1103 = add i32 %el1102, %col1101
  %el1104 = add i32 %el1103, %fc1092
  %off1106 = shl i32 %el1104, 1
  %safe1108 = select i1 %ok1099, i32 %off1106, i32 2147483647
  %xv1110 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1108, i32 0, i32 0)
  %f1112 = add i32 %fb954, 5
  %fok1114 = icmp ult i32 %f1112, 147
  %fr1116 = udiv i32 %f1112, 21
  %frem1118 = urem i32 %f1112, 21
  %fs1120 = udiv i32 %frem1118, 3
  %fc1122 = urem i32 %frem1118, 3
  %hi1123 = add i32 %hb64, %fr1116
  %hiok1124 = icmp ult i32 %hi1123, %hi
  %wi1125 = add i32 %wb960, %fs1120
  %wiok1126 = icmp ult i32 %wi1125, %wi
  %ok1127 = and i1 %wok956, %fok1114
  %ok1128 = and i1 %ok1127, %hiok1124
  %ok1129 = and i1 %ok1128, %wiok1126
  %x_row1130 = mul i32 %hi1123, %x_stride_h
  %col1131 = mul i32 %wi1125, %x_stride_w
  %el1132 = add i32 %x_img58, %x_row1130
  %el1133 = add i32 %el1132, %col1131
  %el1134 = add i32 %el1133, %fc1122
  %off1136 = shl i32 %el1134, 1
  %safe1138 = select i1 %ok1129, i32 %off1136, i32 2147483647
  %xv1140 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1138, i32 0, i32 0)
  %f1142 = add i32 %fb954, 6
  %fok1144 = icmp ult i32 %f1142, 147
  %fr1146 = udiv i32 %f1142, 21
  %frem1148 = urem i32 %f1142, 21
  %fs1150 = udiv i32 %frem1148, 3
  %fc1152 = urem i32 %frem1148, 3
  %hi1153 = add i32 %hb64, %fr1146
  %hiok1154 = icmp ult i32 %hi1153, %hi
  %wi1155 = add i32 %wb960, %fs1150
  %wiok1156 = icmp ult i32 %wi1155, %wi
  %ok1157 = and i1 %wok956, %fok1144
  %ok1158 = and i1 %ok1157, %hiok1154
  %ok1159 = and i1 %ok1158, %wiok1156
  %x_row1160 = mul i32 %hi1153, %x_stride_h
  %col1161 = mul i32 %wi1155, %x_stride_w
  %el1162 = add i32 %x_img58, %x_row1160
  %el1163 = add i32 %el1162, %col1161
  %el1164 = add i32 %el1163, %fc1152
  %off1166 = shl i32 %el1164, 1
  %safe1168 = select i1 %ok1159, i32 %off1166, i32 2147483647
  %xv1170 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1168, i32 0, i32 0)
  %f1172 = add i32 %fb954, 7
  %fok1174 = icmp ult i32 %f1172, 147
  %fr1176 = udiv i32 %f1172, 21
  %frem1178 = urem i32 %f1172, 21
  %fs1180 = udiv i32 %frem1178, 3
  %fc1182 = urem i32 %frem1178, 3
  %hi1183 = add i32 %hb64, %fr1176
  %hiok1184 = icmp ult i32 %hi1183, %hi
  %wi1185 = add i32 %wb960, %fs1180
  %wiok1186 = icmp ult i32 %wi1185, %wi
  %ok1187 = and i1 %wok956, %fok1174
  %ok1188 = and i1 %ok1187, %hiok1184
  %ok1189 = and i1 %ok1188, %wiok1186
  %x_row1190 = mul i32 %hi1183, %x_stride_h
  %col1191 = mul i32 %wi1185, %x_stride_w
  %el1192 = add i32 %x_img58, %x_row1190
  %el1193 = add i32 %el1192, %col1191
  %el1194 = add i32 %el1193, %fc1182
  %off1196 = shl i32 %el1194, 1
  %safe1198 = select i1 %ok1189, i32 %off1196, i32 2147483647
  %xv1200 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1198, i32 0, i32 0)
  %lrow1202 = mul i32 %prow950, 168
  %lel1203 = add i32 %lrow1202, %fb954
  %lb1205 = shl i32 %lel1203, 1
  %la1207 = add i32 %lb1205, 4608
  %e1209 = add i32 %tid18, 512
  %prow1211 = udiv i32 %e1209, 20
  %ig1213 = urem i32 %e1209, 20
  %fb1215 = mul i32 %ig1213, 8
  %wo1216 = add i32 %wo_s103, %prow1211
  %wok1217 = icmp ult i32 %wo1216, %wo
  %wb_a1219 = mul i32 %wo1216, 2
  %wb1221 = sub i32 %wb_a1219, 3
  %f1223 = add i32 %fb1215, 0
  %fok1225 = icmp ult i32 %f1223, 147
  %fr1227 = udiv i32 %f1223, 21
  %frem1229 = urem i32 %f1223, 21
  %fs1231 = udiv i32 %frem1229, 3
  %fc1233 = urem i32 %frem1229, 3
  %hi1234 = add i32 %hb64, %fr1227
  %hiok1235 = icmp ult i32 %hi1234, %hi
  %wi1236 = add i32 %wb1221, %fs1231
  %wiok1237 = icmp ult i32 %wi1236, %wi
  %ok1238 = and i1 %wok1217, %fok1225
  %ok1239 = and i1 %ok1238, %hiok1235
  %ok1240 = and i1 %ok1239, %wiok1237
  %x_row1241 = mul i32 %hi1234, %x_stride_h
  %col1242 = mul i32 %wi1236, %x_stride_w
  %el1243 = add i32 %x_img58, %x_row1241
  %el1244 = add i32 %el1243, %col1242
  %el1245 = add i32 %el1244, %fc1233
  %off1247 = shl i32 %el1245, 1
  %safe1249 = select i1 %ok1240, i32 %off1247, i32 2147483647
  %xv1251 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1249, i32 0, i32 0)
  %f1253 = add i32 %fb1215, 1
  %fok1255 = icmp ult i32 %f1253, 147
  %fr1257 = udiv i32 %f1253, 21
  %frem1259 = urem i32 %f1253, 21
  %fs1261 = udiv i32 %frem1259, 3
  %fc1263 = urem i32 %frem1259, 3
  %hi1264 = add i32 %hb64, %fr1257
  %hiok1265 = icmp ult i32 %hi1264, %hi
  %wi1266 = add i32 %wb1221, %fs1261
  %wiok1267 = icmp ult i32 %wi1266, %wi
  %ok1268 = and i1 %wok1217, %fok1255
  %ok1269 = and i1 %ok1268, %hiok1265
  %ok1270 = and i1 %ok1269, %wiok1267
  %x_row1271 = mul i32 %hi1264, %x_stride_h
  %col1272 = mul i32 %wi1266, %x_stride_w
  %el1273 = add i32 %x_img58, %x_row1271
  %el1274 = add i32 %el1273, %col1272
  %el1275 = add i32 %el1274, %fc1263
  %off1277 = shl i32 %el1275, 1
  %safe1279 = select i1 %ok1270, i32 %off1277, i32 2147483647
  %xv1281 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1279, i32 0, i32 0)
  %f1283 = add i32 %fb1215, 2
  %fok1285 = icmp ult i32 %f1283, 147
  %fr1287 = udiv i32 %f1283, 21
  %frem1289 = urem i32 %f1283, 21
  %fs1291 = udiv i32 %frem1289, 3
  %fc1293 = urem i32 %frem1289, 3
  %hi1294 = add i32 %hb64, %fr1287
  %hiok1295 = icmp ult i32 %hi1294, %hi
  %wi1296 = add i32 %wb1221, %fs1291
  %wiok1297 = icmp ult i32 %wi1296, %wi
  %ok1298 = and i1 %wok1217, %fok1285
  %ok1299 = and i1 %ok1298, %hiok1295
  %ok1300 = and i1 %ok1299, %wiok1297
  %x_row1301 = mul i32 %hi1294, %x_stride_h
  %col1302 = mul i32 %wi1296, %x_stride_w
  %el1303 = add i32 %x_img58, %x_row1301
  %el1304 = add i32 %el1303, %col1302
  %el1305 = add i32 %el1304, %fc1293
  %off1307 = shl i32 %el1305, 1
  %safe1309 = select i1 %ok1300, i32 %off1307, i32 2147483647
  %xv1311 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1309, i32 0, i32 0)
  %f1313 = add i32 %fb1215, 3
  %fok1315 = icmp ult i32 %f1313, 147
  %fr1317 = udiv i32 %f1313, 21
  %frem1319 = urem i32 %f1313, 21
  %fs1321 = udiv i32 %frem1319, 3
  %fc1323 = urem i32 %frem1319, 3
  %hi1324 = add i32 %hb64, %fr1317
  %hiok1325 = icmp ult i32 %hi1324, %hi
  %wi1326 = add i32 %wb1221, %fs1321
  %wiok1327 = icmp ult i32 %wi1326, %wi
  %ok1328 = and i1 %wok1217, %fok1315
  %ok1329 = and i1 %ok1328, %hiok1325
  %ok1330 = and i1 %ok1329, %wiok1327
  %x_row1331 = mul i32 %hi1324, %x_stride_h
  %col1332 = mul i32 %wi1326, %x_stride_w
  %el1333 = add i32 %x_img58, %x_row1331
  %el1334 = add i32 %el1333, %col1332
  %el1335 = add i32 %el1334, %fc1323
  %off1337 = shl i32 %el1335, 1
  %safe1339 = select i1 %ok1330, i32 %off1337, i32 2147483647
  %xv1341 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1339, i32 0, i32 0)
  %f1343 = add i32 %fb1215, 4
  %fok1345 = icmp ult i32 %f1343, 147
  %fr1347 = udiv i32 %f1343, 21
  %frem1349 = urem i32 %f1343, 21
  %fs1351 = udiv i32 %frem1349, 3
  %fc1353 = urem i32 %frem1349, 3
  %hi1354 = add i32 %hb64, %fr1347
  %hiok1355 = icmp ult i32 %hi1354, %hi
  %wi1356 = add i32 %wb1221, %fs1351
  %wiok1357 = icmp ult i32 %wi1356, %wi
  %ok1358 = and i1 %wok1217, %fok1345
  %ok1359 = and i1 %ok1358, %hiok1355
  %ok1360 = and i1 %ok1359, %wiok1357
  %x_row1361 = mul i32 %hi1354, %x_stride_h
  %col1362 = mul i32 %wi1356, %x_stride_w
  %el1363 = add i32 %x_img58, %x_row1361
  %el1364 = add i32 %el1363, %col1362
  %el1365 = add i32 %el1364, %fc1353
  %off1367 = shl i32 %el1365, 1
  %safe1369 = select i1 %ok1360, i32 %off1367, i32 2147483647
  %xv1371 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1369, i32 0, i32 0)
  %f1373 = add i32 %fb1215, 5
  %fok1375 = icmp ult i32 %f1373, 147
  %fr1377 = udiv i32 %f1373, 21
  %frem1379 = urem i32 %f1373, 21
  %fs1381 = udiv i32 %frem1379, 3
  %fc1383 = urem i32 %frem1379, 3
  %hi1384 = add i32 %hb64, %fr1377
  %hiok1385 = icmp ult i32 %hi1384, %hi
  %wi1386 = add i32 %wb1221, %fs1381
  %wiok1387 = icmp ult i32 %wi1386, %wi
  %ok1388 = and i1 %wok1217, %fok1375
  %ok1389 = and i1 %ok1388, %hiok1385
  %ok1390 = and i1 %ok1389, %wiok1387
  %x_row1391 = mul i32 %hi1384, %x_stride_h
  %col1392 = mul i32 %wi1386, %x_stride_w
  %el1393 = add i32 %x_img58, %x_row1391
  %el1394 = add i32 %el1393, %col1392
  %el1395 = add i32 %el1394, %fc1383
  %off1397 = shl i32 %el1395, 1
  %safe1399 = select i1 %ok1390, i32 %off1397, i32 2147483647
  %xv1401 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1399, i32 0, i32 0)
  %f1403 = add i32 %fb1215, 6
  %fok1405 = icmp ult i32 %f1403, 147
  %fr1407 = udiv i32 %f1403, 21
  %frem1409 = urem i32 %f1403, 21
  %fs1411 = udiv i32 %frem1409, 3
  %fc1413 = urem i32 %frem1409, 3
  %hi1414 = add i32 %hb64, %fr1407
  %hiok1415 = icmp ult i32 %hi1414, %hi
  %wi1416 = add i32 %wb1221, %fs1411
  %wiok1417 = icmp ult i32 %wi1416, %wi
  %ok1418 = and i1 %wok1217, %fok1405
  %ok1419 = and i1 %ok1418, %hiok1415
  %ok1420 = and i1 %ok1419, %wiok1417
  %x_row1421 = mul i32 %hi1414, %x_stride_h
  %col1422 = mul i32 %wi1416, %x_stride_w
  %el1423 = add i32 %x_img58, %x_row1421
  %el1424 = add i32 %el1423, %col1422
  %el1425 = add i32 %el1424, %fc1413
  %off1427 = shl i32 %el1425, 1
  %safe1429 = select i1 %ok1420, i32 %off1427, i32 2147483647
  %xv1431 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1429, i32 0, i32 0)
  %f1433 = add i32 %fb1215, 7
  %fok1435 = icmp ult i32 %f1433, 147
  %fr1437 = udiv i32 %f1433, 21
  %frem1439 = urem i32 %f1433, 21
  %fs1441 = udiv i32 %frem1439, 3
  %fc1443 = urem i32 %frem1439, 3
  %hi1444 = add i32 %hb64, %fr1437
  %hiok1445 = icmp ult i32 %hi1444, %hi
  %wi1446 = add i32 %wb1221, %fs1441
  %wiok1447 = icmp ult i32 %wi1446, %wi
  %ok1448 = and i1 %wok1217, %fok1435
  %ok1449 = and i1 %ok1448, %hiok1445
  %ok1450 = and i1 %ok1449, %wiok1447
  %x_row1451 = mul i32 %hi1444, %x_stride_h
  %col1452 = mul i32 %wi1446, %x_stride_w
  %el1453 = add i32 %x_img58, %x_row1451
  %el1454 = add i32 %el1453, %col1452
  %el1455 = add i32 %el1454, %fc1443
  %off1457 = shl i32 %el1455, 1
  %safe1459 = select i1 %ok1450, i32 %off1457, i32 2147483647
  %xv1461 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx55, i32 %safe1459, i32 0, i32 0)
  %lrow1463 = mul i32 %prow1211, 168
  %lel1464 = add i32 %lrow1463, %fb1215
  %lb1466 = shl i32 %lel1464, 1
  %la1468 = add i32 %lb1466, 4608
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %la133
  store <4 x i32> %dyv126, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %la163
  store <4 x i32> %dyv156, ptr addrspace(3) %gep.7, align 16
  %lo1469 = zext i16 %xv207 to i32
  %hw1470 = zext i16 %xv237 to i32
  %hs1472 = shl i32 %hw1470, 16
  %pair1473 = or i32 %lo1469, %hs1472
  %pairf1474 = bitcast i32 %pair1473 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %la424
  store float %pairf1474, ptr addrspace(3) %gep.8, align 4
  %lo1475 = zext i16 %xv267 to i32
  %hw1476 = zext i16 %xv297 to i32
  %hs1478 = shl i32 %hw1476, 16
  %pair1479 = or i32 %lo1475, %hs1478
  %pairf1480 = bitcast i32 %pair1479 to float
  %da1482 = add i32 %la424, 4
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1482
  store float %pairf1480, ptr addrspace(3) %gep.9, align 4
  %lo1483 = zext i16 %xv327 to i32
  %hw1484 = zext i16 %xv357 to i32
  %hs1486 = shl i32 %hw1484, 16
  %pair1487 = or i32 %lo1483, %hs1486
  %pairf1488 = bitcast i32 %pair1487 to float
  %da1490 = add i32 %la424, 8
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1490
  store float %pairf1488, ptr addrspace(3) %gep.10, align 4
  %lo1491 = zext i16 %xv387 to i32
  %hw1492 = zext i16 %xv417 to i32
  %hs1494 = shl i32 %hw1492, 16
  %pair1495 = or i32 %lo1491, %hs1494
  %pairf1496 = bitcast i32 %pair1495 to float
  %da1498 = add i32 %la424, 12
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1498
  store float %pairf1496, ptr addrspace(3) %gep.11, align 4
  %lo1499 = zext i16 %xv468 to i32
  %hw1500 = zext i16 %xv498 to i32
  %hs1502 = shl i32 %hw1500, 16
  %pair1503 = or i32 %lo1499, %hs1502
  %pairf1504 = bitcast i32 %pair1503 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %la685
  store float %pairf1504, ptr addrspace(3) %gep.12, align 4
  %lo1505 = zext i16 %xv528 to i32
  %hw1506 = zext i16 %xv558 to i32
  %hs1508 = shl i32 %hw1506, 16
  %pair1509 = or i32 %lo1505, %hs1508
  %pairf1510 = bitcast i32 %pair1509 to float
  %da1512 = add i32 %la685, 4
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1512
  store float %pairf1510, ptr addrspace(3) %gep.13, align 4
  %lo1513 = zext i16 %xv588 to i32
  %hw1514 = zext i16 %xv618 to i32
  %hs1516 = shl i32 %hw1514, 16
  %pair1517 = or i32 %lo1513, %hs1516
  %pairf1518 = bitcast i32 %pair1517 to float
  %da1520 = add i32 %la685, 8
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1520
  store float %pairf1518, ptr addrspace(3) %gep.14, align 4
  %lo1521 = zext i16 %xv648 to i32
  %hw1522 = zext i16 %xv678 to i32
  %hs1524 = shl i32 %hw1522, 16
  %pair1525 = or i32 %lo1521, %hs1524
  %pairf1526 = bitcast i32 %pair1525 to float
  %da1528 = add i32 %la685, 12
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1528
  store float %pairf1526, ptr addrspace(3) %gep.15, align 4
  %lo1529 = zext i16 %xv729 to i32
  %hw1530 = zext i16 %xv759 to i32
  %hs1532 = shl i32 %hw1530, 16
  %pair1533 = or i32 %lo1529, %hs1532
  %pairf1534 = bitcast i32 %pair1533 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %la946
  store float %pairf1534, ptr addrspace(3) %gep.16, align 4
  %lo1535 = zext i16 %xv789 to i32
  %hw1536 = zext i16 %xv819 to i32
  %hs1538 = shl i32 %hw1536, 16
  %pair1539 = or i32 %lo1535, %hs1538
  %pairf1540 = bitcast i32 %pair1539 to float
  %da1542 = add i32 %la946, 4
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1542
  store float %pairf1540, ptr addrspace(3) %gep.17, align 4
  %lo1543 = zext i16 %xv849 to i32
  %hw1544 = zext i16 %xv879 to i32
  %hs1546 = shl i32 %hw1544, 16
  %pair1547 = or i32 %lo1543, %hs1546
  %pairf1548 = bitcast i32 %pair1547 to float
  %da1550 = add i32 %la946, 8
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1550
  store float %pairf1548, ptr addrspace(3) %gep.18, align 4
  %lo1551 = zext i16 %xv909 to i32
  %hw1552 = zext i16 %xv939 to i32
  %hs1554 = shl i32 %hw1552, 16
  %pair1555 = or i32 %lo1551, %hs1554
  %pairf1556 = bitcast i32 %pair1555 to float
  %da1558 = add i32 %la946, 12
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1558
  store float %pairf1556, ptr addrspace(3) %gep.19, align 4
  %lo1559 = zext i16 %xv990 to i32
  %hw1560 = zext i16 %xv1020 to i32
  %hs1562 = shl i32 %hw1560, 16
  %pair1563 = or i32 %lo1559, %hs1562
  %pairf1564 = bitcast i32 %pair1563 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %la1207
  store float %pairf1564, ptr addrspace(3) %gep.20, align 4
  %lo1565 = zext i16 %xv1050 to i32
  %hw1566 = zext i16 %xv1080 to i32
  %hs1568 = shl i32 %hw1566, 16
  %pair1569 = or i32 %lo1565, %hs1568
  %pairf1570 = bitcast i32 %pair1569 to float
  %da1572 = add i32 %la1207, 4
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1572
  store float %pairf1570, ptr addrspace(3) %gep.21, align 4
  %lo1573 = zext i16 %xv1110 to i32
  %hw1574 = zext i16 %xv1140 to i32
  %hs1576 = shl i32 %hw1574, 16
  %pair1577 = or i32 %lo1573, %hs1576
  %pairf1578 = bitcast i32 %pair1577 to float
  %da1580 = add i32 %la1207, 8
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1580
  store float %pairf1578, ptr addrspace(3) %gep.22, align 4
  %lo1581 = zext i16 %xv1170 to i32
  %hw1582 = zext i16 %xv1200 to i32
  %hs1584 = shl i32 %hw1582, 16
  %pair1585 = or i32 %lo1581, %hs1584
  %pairf1586 = bitcast i32 %pair1585 to float
  %da1588 = add i32 %la1207, 12
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1588
  store float %pairf1586, ptr addrspace(3) %gep.23, align 4
  %lo1589 = zext i16 %xv1251 to i32
  %hw1590 = zext i16 %xv1281 to i32
  %hs1592 = shl i32 %hw1590, 16
  %pair1593 = or i32 %lo1589, %hs1592
  %pairf1594 = bitcast i32 %pair1593 to float
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %la1468
  store float %pairf1594, ptr addrspace(3) %gep.24, align 4
  %lo1595 = zext i16 %xv1311 to i32
  %hw1596 = zext i16 %xv1341 to i32
  %hs1598 = shl i32 %hw1596, 16
  %pair1599 = or i32 %lo1595, %hs1598
  %pairf1600 = bitcast i32 %pair1599 to float
  %da1602 = add i32 %la1468, 4
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1602
  store float %pairf1600, ptr addrspace(3) %gep.25, align 4
  %lo1603 = zext i16 %xv1371 to i32
  %hw1604 = zext i16 %xv1401 to i32
  %hs1606 = shl i32 %hw1604, 16
  %pair1607 = or i32 %lo1603, %hs1606
  %pairf1608 = bitcast i32 %pair1607 to float
  %da1610 = add i32 %la1468, 8
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1610
  store float %pairf1608, ptr addrspace(3) %gep.26, align 4
  %lo1611 = zext i16 %xv1431 to i32
  %hw1612 = zext i16 %xv1461 to i32
  %hs1614 = shl i32 %hw1612, 16
  %pair1615 = or i32 %lo1611, %hs1614
  %pairf1616 = bitcast i32 %pair1615 to float
  %da1618 = add i32 %la1468, 12
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %da1618
  store float %pairf1616, ptr addrspace(3) %gep.27, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1620 = add i32 %a_lane43, 0
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %a_addr1620
  %a_lo1621 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %a_addr1623 = add i32 %a_lane43, 2304
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %a_addr1623
  %a_hi1624 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %a_frag1625 = shufflevector <8 x half> %a_lo1621, <8 x half> %a_hi1624, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1627 = add i32 %b_lane48, 4608
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1627
  %b_lo1628 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %b_addr1630 = add i32 %b_lane48, 9984
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1630
  %b_hi1631 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %b_frag1632 = shufflevector <8 x half> %b_lo1628, <8 x half> %b_hi1631, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1633 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1632, i16 0, <8 x float> %acc88, i1 false, i1 false)
  %b_addr1635 = add i32 %b_lane48, 4640
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1635
  %b_lo1636 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.32)
  %b_addr1638 = add i32 %b_lane48, 10016
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1638
  %b_hi1639 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.33)
  %b_frag1640 = shufflevector <8 x half> %b_lo1636, <8 x half> %b_hi1639, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1641 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1640, i16 0, <8 x float> %acc89, i1 false, i1 false)
  %b_addr1643 = add i32 %b_lane48, 4672
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1643
  %b_lo1644 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.34)
  %b_addr1646 = add i32 %b_lane48, 10048
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1646
  %b_hi1647 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.35)
  %b_frag1648 = shufflevector <8 x half> %b_lo1644, <8 x half> %b_hi1647, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1649 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1648, i16 0, <8 x float> %acc90, i1 false, i1 false)
  %b_addr1651 = add i32 %b_lane48, 4704
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1651
  %b_lo1652 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.36)
  %b_addr1654 = add i32 %b_lane48, 10080
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1654
  %b_hi1655 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.37)
  %b_frag1656 = shufflevector <8 x half> %b_lo1652, <8 x half> %b_hi1655, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1657 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1656, i16 0, <8 x float> %acc91, i1 false, i1 false)
  %b_addr1659 = add i32 %b_lane48, 4736
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1659
  %b_lo1660 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.38)
  %b_addr1662 = add i32 %b_lane48, 10112
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1662
  %b_hi1663 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.39)
  %b_frag1664 = shufflevector <8 x half> %b_lo1660, <8 x half> %b_hi1663, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1665 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1664, i16 0, <8 x float> %acc92, i1 false, i1 false)
  %b_addr1667 = add i32 %b_lane48, 4768
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1667
  %b_lo1668 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.40)
  %b_addr1670 = add i32 %b_lane48, 10144
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1670
  %b_hi1671 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.41)
  %b_frag1672 = shufflevector <8 x half> %b_lo1668, <8 x half> %b_hi1671, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1673 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1672, i16 0, <8 x float> %acc93, i1 false, i1 false)
  %b_addr1675 = add i32 %b_lane48, 4800
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1675
  %b_lo1676 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.42)
  %b_addr1678 = add i32 %b_lane48, 10176
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1678
  %b_hi1679 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.43)
  %b_frag1680 = shufflevector <8 x half> %b_lo1676, <8 x half> %b_hi1679, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1681 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1680, i16 0, <8 x float> %acc94, i1 false, i1 false)
  %b_addr1683 = add i32 %b_lane48, 4832
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1683
  %b_lo1684 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.44)
  %b_addr1686 = add i32 %b_lane48, 10208
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1686
  %b_hi1687 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.45)
  %b_frag1688 = shufflevector <8 x half> %b_lo1684, <8 x half> %b_hi1687, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1689 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1688, i16 0, <8 x float> %acc95, i1 false, i1 false)
  %b_addr1691 = add i32 %b_lane48, 4864
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1691
  %b_lo1692 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.46)
  %b_addr1694 = add i32 %b_lane48, 10240
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1694
  %b_hi1695 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.47)
  %b_frag1696 = shufflevector <8 x half> %b_lo1692, <8 x half> %b_hi1695, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1697 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1696, i16 0, <8 x float> %acc96, i1 false, i1 false)
  %b_addr1699 = add i32 %b_lane48, 4896
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1699
  %b_lo1700 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.48)
  %b_addr1702 = add i32 %b_lane48, 10272
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f7x7_p3x3_s2x2_c3_k64_v4_u1_uw0_w4_t1_wsr1, i32 %b_addr1702
  %b_hi1703 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.49)
  %b_frag1704 = shufflevector <8 x half> %b_lo1700, <8 x half> %b_hi1703, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1705 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1625, i1 false, <16 x half> %b_frag1704, i16 0, <8 x float> %acc97, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t87, 1
  br label %for.head.1
for.exit.1:
  %slab_a1706 = mul i32 %img51, %ho
  %slab_b1707 = add i32 %slab_a1706, %orow50
  %slab1709 = urem i32 %slab_b1707, 1
  %kbase1711 = mul i32 %slab1709, 64
  %k_w1712 = add i32 %k_blk53, %wkb24
  %k_h1713 = add i32 %k_w1712, %khalf28
  %f1715 = add i32 %lcol33, 0
  %fok1717 = icmp ult i32 %f1715, 147
  %kin1719 = add i32 %k_h1713, 0
  %kok1721 = icmp ult i32 %kin1719, 64
  %ok1722 = and i1 %kok1721, %fok1717
  br i1 %ok1722, label %if.then.2, label %if.end.2
if.then.2:
  %krow1723 = add i32 %kbase1711, %kin1719
  %t_f1725 = mul i32 %krow1723, 147
  %el1726 = add i32 %t_f1725, %f1715
  %off1728 = shl i32 %el1726, 2
  %v1729 = extractelement <8 x float> %acc88, i32 0
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1729, ptr addrspace(8) %rws56, i32 %off1728, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin1732 = add i32 %k_h1713, 1
  %kok1734 = icmp ult i32 %kin1732, 64
  %ok1735 = and i1 %kok1734, %fok1717
  br i1 %ok1735, label %if.then.3, label %if.end.3
if.then.3:
  %krow1736 = add i32 %kbase1711, %kin1732
  %t_f1738 = mul i32 %krow1736, 147
  %el1739 = add i32 %t_f1738, %f1715
  %off1741 = shl i32 %el1739, 2
  %v1742 = extractelement <8 x float> %acc88, i32 1
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1742, ptr addrspace(8) %rws56, i32 %off1741, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1745 = add i32 %k_h1713, 2
  %kok1747 = icmp ult i32 %kin1745, 64
  %ok1748 = and i1 %kok1747, %fok1717
  br i1 %ok1748, label %if.then.4, label %if.end.4
if.then.4:
  %krow1749 = add i32 %kbase1711, %kin1745
  %t_f1751 = mul i32 %krow1749, 147
  %el1752 = add i32 %t_f1751, %f1715
  %off1754 = shl i32 %el1752, 2
  %v1755 = extractelement <8 x float> %acc88, i32 2
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1755, ptr addrspace(8) %rws56, i32 %off1754, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1758 = add i32 %k_h1713, 3
  %kok1760 = icmp ult i32 %kin1758, 64
  %ok1761 = and i1 %kok1760, %fok1717
  br i1 %ok1761, label %if.then.5, label %if.end.5
if.then.5:
  %krow1762 = add i32 %kbase1711, %kin1758
  %t_f1764 = mul i32 %krow1762, 147
  %el1765 = add i32 %t_f1764, %f1715
  %off1767 = shl i32 %el1765, 2
  %v1768 = extractelement <8 x float> %acc88, i32 3
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1768, ptr addrspace(8) %rws56, i32 %off1767, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1771 = add i32 %k_h1713, 4
  %kok1773 = icmp ult i32 %kin1771, 64
  %ok1774 = and i1 %kok1773, %fok1717
  br i1 %ok1774, label %if.then.6, label %if.end.6
if.then.6:
  %krow1775 = add i32 %kbase1711, %kin1771
  %t_f1777 = mul i32 %krow1775, 147
  %el1778 = add i32 %t_f1777, %f1715
  %off1780 = shl i32 %el1778, 2
  %v1781 = extractelement <8 x float> %acc88, i32 4
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1781, ptr addrspace(8) %rws56, i32 %off1780, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1784 = add i32 %k_h1713, 5
  %kok1786 = icmp ult i32 %kin1784, 64
  %ok1787 = and i1 %kok1786, %fok1717
  br i1 %ok1787, label %if.then.7, label %if.end.7
if.then.7:
  %krow1788 = add i32 %kbase1711, %kin1784
  %t_f1790 = mul i32 %krow1788, 147
  %el1791 = add i32 %t_f1790, %f1715
  %off1793 = shl i32 %el1791, 2
  %v1794 = extractelement <8 x float> %acc88, i32 5
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1794, ptr addrspace(8) %rws56, i32 %off1793, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1797 = add i32 %k_h1713, 6
  %kok1799 = icmp ult i32 %kin1797, 64
  %ok1800 = and i1 %kok1799, %fok1717
  br i1 %ok1800, label %if.then.8, label %if.end.8
if.then.8:
  %krow1801 = add i32 %kbase1711, %kin1797
  %t_f1803 = mul i32 %krow1801, 147
  %el1804 = add i32 %t_f1803, %f1715
  %off1806 = shl i32 %el1804, 2
  %v1807 = extractelement <8 x float> %acc88, i32 6
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1807, ptr addrspace(8) %rws56, i32 %off1806, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1810 = add i32 %k_h1713, 7
  %kok1812 = icmp ult i32 %kin1810, 64
  %ok1813 = and i1 %kok1812, %fok1717
  br i1 %ok1813, label %if.then.9, label %if.end.9
if.then.9:
  %krow1814 = add i32 %kbase1711, %kin1810
  %t_f1816 = mul i32 %krow1814, 147
  %el1817 = add i32 %t_f1816, %f1715
  %off1819 = shl i32 %el1817, 2
  %v1820 = extractelement <8 x float> %acc88, i32 7
  %old.57 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1820, ptr addrspace(8) %rws56, i32 %off1819, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f1823 = add i32 %lcol33, 16
  %fok1825 = icmp ult i32 %f1823, 147
  %kin1827 = add i32 %k_h1713, 0
  %kok1829 = icmp ult i32 %kin1827, 64
  %ok1830 = and i1 %kok1829, %fok1825
  br i1 %ok1830, label %if.then.10, label %if.end.10
if.then.10:
  %krow1831 = add i32 %kbase1711, %kin1827
  %t_f1833 = mul i32 %krow1831, 147
  %el1834 = add i32 %t_f1833, %f1823
  %off1836 = shl i32 %el1834, 2
  %v1837 = extractelement <8 x float> %acc89, i32 0
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1837, ptr addrspace(8) %rws56, i32 %off1836, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin1840 = add i32 %k_h1713, 1
  %kok1842 = icmp ult i32 %kin1840, 64
  %ok1843 = and i1 %kok1842, %fok1825
  br i1 %ok1843, label %if.then.11, label %if.end.11
if.then.11:
  %krow1844 = add i32 %kbase1711, %kin1840
  %t_f1846 = mul i32 %krow1844, 147
  %el1847 = add i32 %t_f1846, %f1823
  %off1849 = shl i32 %el1847, 2
  %v1850 = extractelement <8 x float> %acc89, i32 1
  %old.59 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1850, ptr addrspace(8) %rws56, i32 %off1849, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1853 = add i32 %k_h1713, 2
  %kok1855 = icmp ult i32 %kin1853, 64
  %ok1856 = and i1 %kok1855, %fok1825
  br i1 %ok1856, label %if.then.12, label %if.end.12
if.then.12:
  %krow1857 = add i32 %kbase1711, %kin1853
  %t_f1859 = mul i32 %krow1857, 147
  %el1860 = add i32 %t_f1859, %f1823
  %off1862 = shl i32 %el1860, 2
  %v1863 = extractelement <8 x float> %acc89, i32 2
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1863, ptr addrspace(8) %rws56, i32 %off1862, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1866 = add i32 %k_h1713, 3
  %kok1868 = icmp ult i32 %kin1866, 64
  %ok1869 = and i1 %kok1868, %fok1825
  br i1 %ok1869, label %if.then.13, label %if.end.13
if.then.13:
  %krow1870 = add i32 %kbase1711, %kin1866
  %t_f1872 = mul i32 %krow1870, 147
  %el1873 = add i32 %t_f1872, %f1823
  %off1875 = shl i32 %el1873, 2
  %v1876 = extractelement <8 x float> %acc89, i32 3
  %old.61 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1876, ptr addrspace(8) %rws56, i32 %off1875, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1879 = add i32 %k_h1713, 4
  %kok1881 = icmp ult i32 %kin1879, 64
  %ok1882 = and i1 %kok1881, %fok1825
  br i1 %ok1882, label %if.then.14, label %if.end.14
if.then.14:
  %krow1883 = add i32 %kbase1711, %kin1879
  %t_f1885 = mul i32 %krow1883, 147
  %el1886 = add i32 %t_f1885, %f1823
  %off1888 = shl i32 %el1886, 2
  %v1889 = extractelement <8 x float> %acc89, i32 4
  %old.62 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1889, ptr addrspace(8) %rws56, i32 %off1888, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1892 = add i32 %k_h1713, 5
  %kok1894 = icmp ult i32 %kin1892, 64
  %ok1895 = and i1 %kok1894, %fok1825
  br i1 %ok1895, label %if.then.15, label %if.end.15
if.then.15:
  %krow1896 = add i32 %kbase1711, %kin1892
  %t_f1898 = mul i32 %krow1896, 147
  %el1899 = add i32 %t_f1898, %f1823
  %off1901 = shl i32 %el1899, 2
  %v1902 = extractelement <8 x float> %acc89, i32 5
  %old.63 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1902, ptr addrspace(8) %rws56, i32 %off1901, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1905 = add i32 %k_h1713, 6
  %kok1907 = icmp ult i32 %kin1905, 64
  %ok1908 = and i1 %kok1907, %fok1825
  br i1 %ok1908, label %if.then.16, label %if.end.16
if.then.16:
  %krow1909 = add i32 %kbase1711, %kin1905
  %t_f1911 = mul i32 %krow1909, 147
  %el1912 = add i32 %t_f1911, %f1823
  %off1914 = shl i32 %el1912, 2
  %v1915 = extractelement <8 x float> %acc89, i32 6
  %old.64 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1915, ptr addrspace(8) %rws56, i32 %off1914, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1918 = add i32 %k_h1713, 7
  %kok1920 = icmp ult i32 %kin1918, 64
  %ok1921 = and i1 %kok1920, %fok1825
  br i1 %ok1921, label %if.then.17, label %if.end.17
if.then.17:
  %krow1922 = add i32 %kbase1711, %kin1918
  %t_f1924 = mul i32 %krow1922, 147
  %el1925 = add i32 %t_f1924, %f1823
  %off1927 = shl i32 %el1925, 2
  %v1928 = extractelement <8 x float> %acc89, i32 7
  %old.65 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1928, ptr addrspace(8) %rws56, i32 %off1927, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %f1931 = add i32 %lcol33, 32
  %fok1933 = icmp ult i32 %f1931, 147
  %kin1935 = add i32 %k_h1713, 0
  %kok1937 = icmp ult i32 %kin1935, 64
  %ok1938 = and i1 %kok1937, %fok1933
  br i1 %ok1938, label %if.then.18, label %if.end.18
if.then.18:
  %krow1939 = add i32 %kbase1711, %kin1935
  %t_f1941 = mul i32 %krow1939, 147
  %el1942 = add i32 %t_f1941, %f1931
  %off1944 = shl i32 %el1942, 2
  %v1945 = extractelement <8 x float> %acc90, i32 0
  %old.66 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1945, ptr addrspace(8) %rws56, i32 %off1944, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %kin1948 = add i32 %k_h1713, 1
  %kok1950 = icmp ult i32 %kin1948, 64
  %ok1951 = and i1 %kok1950, %fok1933
  br i1 %ok1951, label %if.then.19, label %if.end.19
if.then.19:
  %krow1952 = add i32 %kbase1711, %kin1948
  %t_f1954 = mul i32 %krow1952, 147
  %el1955 = add i32 %t_f1954, %f1931
  %off1957 = shl i32 %el1955, 2
  %v1958 = extractelement <8 x float> %acc90, i32 1
  %old.67 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1958, ptr addrspace(8) %rws56, i32 %off1957, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1961 = add i32 %k_h1713, 2
  %kok1963 = icmp ult i32 %kin1961, 64
  %ok1964 = and i1 %kok1963, %fok1933
  br i1 %ok1964, label %if.then.20, label %if.end.20
if.then.20:
  %krow1965 = add i32 %kbase1711, %kin1961
  %t_f1967 = mul i32 %krow1965, 147
  %el1968 = add i32 %t_f1967, %f1931
  %off1970 = shl i32 %el1968, 2
  %v1971 = extractelement <8 x float> %acc90, i32 2
  %old.68 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1971, ptr addrspace(8) %rws56, i32 %off1970, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1974 = add i32 %k_h1713, 3
  %kok1976 = icmp ult i32 %kin1974, 64
  %ok1977 = and i1 %kok1976, %fok1933
  br i1 %ok1977, label %if.then.21, label %if.end.21
if.then.21:
  %krow1978 = add i32 %kbase1711, %kin1974
  %t_f1980 = mul i32 %krow1978, 147
  %el1981 = add i32 %t_f1980, %f1931
  %off1983 = shl i32 %el1981, 2
  %v1984 = extractelement <8 x float> %acc90, i32 3
  %old.69 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1984, ptr addrspace(8) %rws56, i32 %off1983, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1987 = add i32 %k_h1713, 4
  %kok1989 = icmp ult i32 %kin1987, 64
  %ok1990 = and i1 %kok1989, %fok1933
  br i1 %ok1990, label %if.then.22, label %if.end.22
if.then.22:
  %krow1991 = add i32 %kbase1711, %kin1987
  %t_f1993 = mul i32 %krow1991, 147
  %el1994 = add i32 %t_f1993, %f1931
  %off1996 = shl i32 %el1994, 2
  %v1997 = extractelement <8 x float> %acc90, i32 4
  %old.70 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1997, ptr addrspace(8) %rws56, i32 %off1996, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin2000 = add i32 %k_h1713, 5
  %kok2002 = icmp ult i32 %kin2000, 64
  %ok2003 = and i1 %kok2002, %fok1933
  br i1 %ok2003, label %if.then.23, label %if.end.23
if.then.23:
  %krow2004 = add i32 %kbase1711, %kin2000
  %t_f2006 = mul i32 %krow2004, 147
  %el2007 = add i32 %t_f2006, %f1931
  %off2009 = shl i32 %el2007, 2
  %v2010 = extractelement <8 x float> %acc90, i32 5
  %old.71 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2010, ptr addrspace(8) %rws56, i32 %off2009, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin2013 = add i32 %k_h1713, 6
  %kok2015 = icmp ult i32 %kin2013, 64
  %ok2016 = and i1 %kok2015, %fok1933
  br i1 %ok2016, label %if.then.24, label %if.end.24
if.then.24:
  %krow2017 = add i32 %kbase1711, %kin2013
  %t_f2019 = mul i32 %krow2017, 147
  %el2020 = add i32 %t_f2019, %f1931
  %off2022 = shl i32 %el2020, 2
  %v2023 = extractelement <8 x float> %acc90, i32 6
  %old.72 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2023, ptr addrspace(8) %rws56, i32 %off2022, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin2026 = add i32 %k_h1713, 7
  %kok2028 = icmp ult i32 %kin2026, 64
  %ok2029 = and i1 %kok2028, %fok1933
  br i1 %ok2029, label %if.then.25, label %if.end.25
if.then.25:
  %krow2030 = add i32 %kbase1711, %kin2026
  %t_f2032 = mul i32 %krow2030, 147
  %el2033 = add i32 %t_f2032, %f1931
  %off2035 = shl i32 %el2033, 2
  %v2036 = extractelement <8 x float> %acc90, i32 7
  %old.73 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2036, ptr addrspace(8) %rws56, i32 %off2035, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %f2039 = add i32 %lcol33, 48
  %fok2041 = icmp ult i32 %f2039, 147
  %kin2043 = add i32 %k_h1713, 0
  %kok2045 = icmp ult i32 %kin2043, 64
  %ok2046 = and i1 %kok2045, %fok2041
  br i1 %ok2046, label %if.then.26, label %if.end.26
if.then.26:
  %krow2047 = add i32 %kbase1711, %kin2043
  %t_f2049 = mul i32 %krow2047, 147
  %el2050 = add i32 %t_f2049, %f2039
  %off2052 = shl i32 %el2050, 2
  %v2053 = extractelement <8 x float> %acc91, i32 0
  %old.74 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2053, ptr addrspace(8) %rws56, i32 %off2052, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %kin2056 = add i32 %k_h1713, 1
  %kok2058 = icmp ult i32 %kin2056, 64
  %ok2059 = and i1 %kok2058, %fok2041
  br i1 %ok2059, label %if.then.27, label %if.end.27
if.then.27:
  %krow2060 = add i32 %kbase1711, %kin2056
  %t_f2062 = mul i32 %krow2060, 147
  %el2063 = add i32 %t_f2062, %f2039
  %off2065 = shl i32 %el2063, 2
  %v2066 = extractelement <8 x float> %acc91, i32 1
  %old.75 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2066, ptr addrspace(8) %rws56, i32 %off2065, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %kin2069 = add i32 %k_h1713, 2
  %kok2071 = icmp ult i32 %kin2069, 64
  %ok2072 = and i1 %kok2071, %fok2041
  br i1 %ok2072, label %if.then.28, label %if.end.28
if.then.28:
  %krow2073 = add i32 %kbase1711, %kin2069
  %t_f2075 = mul i32 %krow2073, 147
  %el2076 = add i32 %t_f2075, %f2039
  %off2078 = shl i32 %el2076, 2
  %v2079 = extractelement <8 x float> %acc91, i32 2
  %old.76 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2079, ptr addrspace(8) %rws56, i32 %off2078, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %kin2082 = add i32 %k_h1713, 3
  %kok2084 = icmp ult i32 %kin2082, 64
  %ok2085 = and i1 %kok2084, %fok2041
  br i1 %ok2085, label %if.then.29, label %if.end.29
if.then.29:
  %krow2086 = add i32 %kbase1711, %kin2082
  %t_f2088 = mul i32 %krow2086, 147
  %el2089 = add i32 %t_f2088, %f2039
  %off2091 = shl i32 %el2089, 2
  %v2092 = extractelement <8 x float> %acc91, i32 3
  %old.77 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2092, ptr addrspace(8) %rws56, i32 %off2091, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %kin2095 = add i32 %k_h1713, 4
  %kok2097 = icmp ult i32 %kin2095, 64
  %ok2098 = and i1 %kok2097, %fok2041
  br i1 %ok2098, label %if.then.30, label %if.end.30
if.then.30:
  %krow2099 = add i32 %kbase1711, %kin2095
  %t_f2101 = mul i32 %krow2099, 147
  %el2102 = add i32 %t_f2101, %f2039
  %off2104 = shl i32 %el2102, 2
  %v2105 = extractelement <8 x float> %acc91, i32 4
  %old.78 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2105, ptr addrspace(8) %rws56, i32 %off2104, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %kin2108 = add i32 %k_h1713, 5
  %kok2110 = icmp ult i32 %kin2108, 64
  %ok2111 = and i1 %kok2110, %fok2041
  br i1 %ok2111, label %if.then.31, label %if.end.31
if.then.31:
  %krow2112 = add i32 %kbase1711, %kin2108
  %t_f2114 = mul i32 %krow2112, 147
  %el2115 = add i32 %t_f2114, %f2039
  %off2117 = shl i32 %el2115, 2
  %v2118 = extractelement <8 x float> %acc91, i32 5
  %old.79 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2118, ptr addrspace(8) %rws56, i32 %off2117, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %kin2121 = add i32 %k_h1713, 6
  %kok2123 = icmp ult i32 %kin2121, 64
  %ok2124 = and i1 %kok2123, %fok2041
  br i1 %ok2124, label %if.then.32, label %if.end.32
if.then.32:
  %krow2125 = add i32 %kbase1711, %kin2121
  %t_f2127 = mul i32 %krow2125, 147
  %el2128 = add i32 %t_f2127, %f2039
  %off2130 = shl i32 %el2128, 2
  %v2131 = extractelement <8 x float> %acc91, i32 6
  %old.80 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2131, ptr addrspace(8) %rws56, i32 %off2130, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %kin2134 = add i32 %k_h1713, 7
  %kok2136 = icmp ult i32 %kin2134, 64
  %ok2137 = and i1 %kok2136, %fok2041
  br i1 %ok2137, label %if.then.33, label %if.end.33
if.then.33:
  %krow2138 = add i32 %kbase1711, %kin2134
  %t_f2140 = mul i32 %krow2138, 147
  %el2141 = add i32 %t_f2140, %f2039
  %off2143 = shl i32 %el2141, 2
  %v2144 = extractelement <8 x float> %acc91, i32 7
  %old.81 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2144, ptr addrspace(8) %rws56, i32 %off2143, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %f2147 = add i32 %lcol33, 64
  %fok2149 = icmp ult i32 %f2147, 147
  %kin2151 = add i32 %k_h1713, 0
  %kok2153 = icmp ult i32 %kin2151, 64
  %ok2154 = and i1 %kok2153, %fok2149
  br i1 %ok2154, label %if.then.34, label %if.end.34
if.then.34:
  %krow2155 = add i32 %kbase1711, %kin2151
  %t_f2157 = mul i32 %krow2155, 147
  %el2158 = add i32 %t_f2157, %f2147
  %off2160 = shl i32 %el2158, 2
  %v2161 = extractelement <8 x float> %acc92, i32 0
  %old.82 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2161, ptr addrspace(8) %rws56, i32 %off2160, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  %kin2164 = add i32 %k_h1713, 1
  %kok2166 = icmp ult i32 %kin2164, 64
  %ok2167 = and i1 %kok2166, %fok2149
  br i1 %ok2167, label %if.then.35, label %if.end.35
if.then.35:
  %krow2168 = add i32 %kbase1711, %kin2164
  %t_f2170 = mul i32 %krow2168, 147
  %el2171 = add i32 %t_f2170, %f2147
  %off2173 = shl i32 %el2171, 2
  %v2174 = extractelement <8 x float> %acc92, i32 1
  %old.83 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2174, ptr addrspace(8) %rws56, i32 %off2173, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  %kin2177 = add i32 %k_h1713, 2
  %kok2179 = icmp ult i32 %kin2177, 64
  %ok2180 = and i1 %kok2179, %fok2149
  br i1 %ok2180, label %if.then.36, label %if.end.36
if.then.36:
  %krow2181 = add i32 %kbase1711, %kin2177
  %t_f2183 = mul i32 %krow2181, 147
  %el2184 = add i32 %t_f2183, %f2147
  %off2186 = shl i32 %el2184, 2
  %v2187 = extractelement <8 x float> %acc92, i32 2
  %old.84 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2187, ptr addrspace(8) %rws56, i32 %off2186, i32 0, i32 20)
  br label %if.end.36
if.end.36:
  %kin2190 = add i32 %k_h1713, 3
  %kok2192 = icmp ult i32 %kin2190, 64
  %ok2193 = and i1 %kok2192, %fok2149
  br i1 %ok2193, label %if.then.37, label %if.end.37
if.then.37:
  %krow2194 = add i32 %kbase1711, %kin2190
  %t_f2196 = mul i32 %krow2194, 147
  %el2197 = add i32 %t_f2196, %f2147
  %off2199 = shl i32 %el2197, 2
  %v2200 = extractelement <8 x float> %acc92, i32 3
  %old.85 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2200, ptr addrspace(8) %rws56, i32 %off2199, i32 0, i32 20)
  br label %if.end.37
if.end.37:
  %kin2203 = add i32 %k_h1713, 4
  %kok2205 = icmp ult i32 %kin2203, 64
  %ok2206 = and i1 %kok2205, %fok2149
  br i1 %ok2206, label %if.then.38, label %if.end.38
if.then.38:
  %krow2207 = add i32 %kbase1711, %kin2203
  %t_f2209 = mul i32 %krow2207, 147
  %el2210 = add i32 %t_f2209, %f2147
  %off2212 = shl i32 %el2210, 2
  %v2213 = extractelement <8 x float> %acc92, i32 4
  %old.86 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2213, ptr addrspace(8) %rws56, i32 %off2212, i32 0, i32 20)
  br label %if.end.38
if.end.38:
  %kin2216 = add i32 %k_h1713, 5
  %kok2218 = icmp ult i32 %kin2216, 64
  %ok2219 = and i1 %kok2218, %fok2149
  br i1 %ok2219, label %if.then.39, label %if.end.39
if.then.39:
  %krow2220 = add i32 %kbase1711, %kin2216
  %t_f2222 = mul i32 %krow2220, 147
  %el2223 = add i32 %t_f2222, %f2147
  %off2225 = shl i32 %el2223, 2
  %v2226 = extractelement <8 x float> %acc92, i32 5
  %old.87 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2226, ptr addrspace(8) %rws56, i32 %off2225, i32 0, i32 20)
  br label %if.end.39
if.end.39:
  %kin2229 = add i32 %k_h1713, 6
  %kok2231 = icmp ult i32 %kin2229, 64
  %ok2232 = and i1 %kok2231, %fok2149
  br i1 %ok2232, label %if.then.40, label %if.end.40
if.then.40:
  %krow2233 = add i32 %kbase1711, %kin2229
  %t_f2235 = mul i32 %krow2233, 147
  %el2236 = add i32 %t_f2235, %f2147
  %off2238 = shl i32 %el2236, 2
  %v2239 = extractelement <8 x float> %acc92, i32 6
  %old.88 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2239, ptr addrspace(8) %rws56, i32 %off2238, i32 0, i32 20)
  br label %if.end.40
if.end.40:
  %kin2242 = add i32 %k_h1713, 7
  %kok2244 = icmp ult i32 %kin2242, 64
  %ok2245 = and i1 %kok2244, %fok2149
  br i1 %ok2245, label %if.then.41, label %if.end.41
if.then.41:
  %krow2246 = add i32 %kbase1711, %kin2242
  %t_f2248 = mul i32 %krow2246, 147
  %el2249 = add i32 %t_f2248, %f2147
  %off2251 = shl i32 %el2249, 2
  %v2252 = extractelement <8 x float> %acc92, i32 7
  %old.89 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2252, ptr addrspace(8) %rws56, i32 %off2251, i32 0, i32 20)
  br label %if.end.41
if.end.41:
  %f2255 = add i32 %lcol33, 80
  %fok2257 = icmp ult i32 %f2255, 147
  %kin2259 = add i32 %k_h1713, 0
  %kok2261 = icmp ult i32 %kin2259, 64
  %ok2262 = and i1 %kok2261, %fok2257
  br i1 %ok2262, label %if.then.42, label %if.end.42
if.then.42:
  %krow2263 = add i32 %kbase1711, %kin2259
  %t_f2265 = mul i32 %krow2263, 147
  %el2266 = add i32 %t_f2265, %f2255
  %off2268 = shl i32 %el2266, 2
  %v2269 = extractelement <8 x float> %acc93, i32 0
  %old.90 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2269, ptr addrspace(8) %rws56, i32 %off2268, i32 0, i32 20)
  br label %if.end.42
if.end.42:
  %kin2272 = add i32 %k_h1713, 1
  %kok2274 = icmp ult i32 %kin2272, 64
  %ok2275 = and i1 %kok2274, %fok2257
  br i1 %ok2275, label %if.then.43, label %if.end.43
if.then.43:
  %krow2276 = add i32 %kbase1711, %kin2272
  %t_f2278 = mul i32 %krow2276, 147
  %el2279 = add i32 %t_f2278, %f2255
  %off2281 = shl i32 %el2279, 2
  %v2282 = extractelement <8 x float> %acc93, i32 1
  %old.91 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2282, ptr addrspace(8) %rws56, i32 %off2281, i32 0, i32 20)
  br label %if.end.43
if.end.43:
  %kin2285 = add i32 %k_h1713, 2
  %kok2287 = icmp ult i32 %kin2285, 64
  %ok2288 = and i1 %kok2287, %fok2257
  br i1 %ok2288, label %if.then.44, label %if.end.44
if.then.44:
  %krow2289 = add i32 %kbase1711, %kin2285
  %t_f2291 = mul i32 %krow2289, 147
  %el2292 = add i32 %t_f2291, %f2255
  %off2294 = shl i32 %el2292, 2
  %v2295 = extractelement <8 x float> %acc93, i32 2
  %old.92 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2295, ptr addrspace(8) %rws56, i32 %off2294, i32 0, i32 20)
  br label %if.end.44
if.end.44:
  %kin2298 = add i32 %k_h1713, 3
  %kok2300 = icmp ult i32 %kin2298, 64
  %ok2301 = and i1 %kok2300, %fok2257
  br i1 %ok2301, label %if.then.45, label %if.end.45
if.then.45:
  %krow2302 = add i32 %kbase1711, %kin2298
  %t_f2304 = mul i32 %krow2302, 147
  %el2305 = add i32 %t_f2304, %f2255
  %off2307 = shl i32 %el2305, 2
  %v2308 = extractelement <8 x float> %acc93, i32 3
  %old.93 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2308, ptr addrspace(8) %rws56, i32 %off2307, i32 0, i32 20)
  br label %if.end.45
if.end.45:
  %kin2311 = add i32 %k_h1713, 4
  %kok2313 = icmp ult i32 %kin2311, 64
  %ok2314 = and i1 %kok2313, %fok2257
  br i1 %ok2314, label %if.then.46, label %if.end.46
if.then.46:
  %krow2315 = add i32 %kbase1711, %kin2311
  %t_f2317 = mul i32 %krow2315, 147
  %el2318 = add i32 %t_f2317, %f2255
  %off2320 = shl i32 %el2318, 2
  %v2321 = extractelement <8 x float> %acc93, i32 4
  %old.94 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2321, ptr addrspace(8) %rws56, i32 %off2320, i32 0, i32 20)
  br label %if.end.46
if.end.46:
  %kin2324 = add i32 %k_h1713, 5
  %kok2326 = icmp ult i32 %kin2324, 64
  %ok2327 = and i1 %kok2326, %fok2257
  br i1 %ok2327, label %if.then.47, label %if.end.47
if.then.47:
  %krow2328 = add i32 %kbase1711, %kin2324
  %t_f2330 = mul i32 %krow2328, 147
  %el2331 = add i32 %t_f2330, %f2255
  %off2333 = shl i32 %el2331, 2
  %v2334 = extractelement <8 x float> %acc93, i32 5
  %old.95 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2334, ptr addrspace(8) %rws56, i32 %off2333, i32 0, i32 20)
  br label %if.end.47
if.end.47:
  %kin2337 = add i32 %k_h1713, 6
  %kok2339 = icmp ult i32 %kin2337, 64
  %ok2340 = and i1 %kok2339, %fok2257
  br i1 %ok2340, label %if.then.48, label %if.end.48
if.then.48:
  %krow2341 = add i32 %kbase1711, %kin2337
  %t_f2343 = mul i32 %krow2341, 147
  %el2344 = add i32 %t_f2343, %f2255
  %off2346 = shl i32 %el2344, 2
  %v2347 = extractelement <8 x float> %acc93, i32 6
  %old.96 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2347, ptr addrspace(8) %rws56, i32 %off2346, i32 0, i32 20)
  br label %if.end.48
if.end.48:
  %kin2350 = add i32 %k_h1713, 7
  %kok2352 = icmp ult i32 %kin2350, 64
  %ok2353 = and i1 %kok2352, %fok2257
  br i1 %ok2353, label %if.then.49, label %if.end.49
if.then.49:
  %krow2354 = add i32 %kbase1711, %kin2350
  %t_f2356 = mul i32 %krow2354, 147
  %el2357 = add i32 %t_f2356, %f2255
  %off2359 = shl i32 %el2357, 2
  %v2360 = extractelement <8 x float> %acc93, i32 7
  %old.97 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2360, ptr addrspace(8) %rws56, i32 %off2359, i32 0, i32 20)
  br label %if.end.49
if.end.49:
  %f2363 = add i32 %lcol33, 96
  %fok2365 = icmp ult i32 %f2363, 147
  %kin2367 = add i32 %k_h1713, 0
  %kok2369 = icmp ult i32 %kin2367, 64
  %ok2370 = and i1 %kok2369, %fok2365
  br i1 %ok2370, label %if.then.50, label %if.end.50
if.then.50:
  %krow2371 = add i32 %kbase1711, %kin2367
  %t_f2373 = mul i32 %krow2371, 147
  %el2374 = add i32 %t_f2373, %f2363
  %off2376 = shl i32 %el2374, 2
  %v2377 = extractelement <8 x float> %acc94, i32 0
  %old.98 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2377, ptr addrspace(8) %rws56, i32 %off2376, i32 0, i32 20)
  br label %if.end.50
if.end.50:
  %kin2380 = add i32 %k_h1713, 1
  %kok2382 = icmp ult i32 %kin2380, 64
  %ok2383 = and i1 %kok2382, %fok2365
  br i1 %ok2383, label %if.then.51, label %if.end.51
if.then.51:
  %krow2384 = add i32 %kbase1711, %kin2380
  %t_f2386 = mul i32 %krow2384, 147
  %el2387 = add i32 %t_f2386, %f2363
  %off2389 = shl i32 %el2387, 2
  %v2390 = extractelement <8 x float> %acc94, i32 1
  %old.99 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2390, ptr addrspace(8) %rws56, i32 %off2389, i32 0, i32 20)
  br label %if.end.51
if.end.51:
  %kin2393 = add i32 %k_h1713, 2
  %kok2395 = icmp ult i32 %kin2393, 64
  %ok2396 = and i1 %kok2395, %fok2365
  br i1 %ok2396, label %if.then.52, label %if.end.52
if.then.52:
  %krow2397 = add i32 %kbase1711, %kin2393
  %t_f2399 = mul i32 %krow2397, 147
  %el2400 = add i32 %t_f2399, %f2363
  %off2402 = shl i32 %el2400, 2
  %v2403 = extractelement <8 x float> %acc94, i32 2
  %old.100 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2403, ptr addrspace(8) %rws56, i32 %off2402, i32 0, i32 20)
  br label %if.end.52
if.end.52:
  %kin2406 = add i32 %k_h1713, 3
  %kok2408 = icmp ult i32 %kin2406, 64
  %ok2409 = and i1 %kok2408, %fok2365
  br i1 %ok2409, label %if.then.53, label %if.end.53
if.then.53:
  %krow2410 = add i32 %kbase1711, %kin2406
  %t_f2412 = mul i32 %krow2410, 147
  %el2413 = add i32 %t_f2412, %f2363
  %off2415 = shl i32 %el2413, 2
  %v2416 = extractelement <8 x float> %acc94, i32 3
  %old.101 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2416, ptr addrspace(8) %rws56, i32 %off2415, i32 0, i32 20)
  br label %if.end.53
if.end.53:
  %kin2419 = add i32 %k_h1713, 4
  %kok2421 = icmp ult i32 %kin2419, 64
  %ok2422 = and i1 %kok2421, %fok2365
  br i1 %ok2422, label %if.then.54, label %if.end.54
if.then.54:
  %krow2423 = add i32 %kbase1711, %kin2419
  %t_f2425 = mul i32 %krow2423, 147
  %el2426 = add i32 %t_f2425, %f2363
  %off2428 = shl i32 %el2426, 2
  %v2429 = extractelement <8 x float> %acc94, i32 4
  %old.102 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2429, ptr addrspace(8) %rws56, i32 %off2428, i32 0, i32 20)
  br label %if.end.54
if.end.54:
  %kin2432 = add i32 %k_h1713, 5
  %kok2434 = icmp ult i32 %kin2432, 64
  %ok2435 = and i1 %kok2434, %fok2365
  br i1 %ok2435, label %if.then.55, label %if.end.55
if.then.55:
  %krow2436 = add i32 %kbase1711, %kin2432
  %t_f2438 = mul i32 %krow2436, 147
  %el2439 = add i32 %t_f2438, %f2363
  %off2441 = shl i32 %el2439, 2
  %v2442 = extractelement <8 x float> %acc94, i32 5
  %old.103 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2442, ptr addrspace(8) %rws56, i32 %off2441, i32 0, i32 20)
  br label %if.end.55
if.end.55:
  %kin2445 = add i32 %k_h1713, 6
  %kok2447 = icmp ult i32 %kin2445, 64
  %ok2448 = and i1 %kok2447, %fok2365
  br i1 %ok2448, label %if.then.56, label %if.end.56
if.then.56:
  %krow2449 = add i32 %kbase1711, %kin2445
  %t_f2451 = mul i32 %krow2449, 147
  %el2452 = add i32 %t_f2451, %f2363
  %off2454 = shl i32 %el2452, 2
  %v2455 = extractelement <8 x float> %acc94, i32 6
  %old.104 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2455, ptr addrspace(8) %rws56, i32 %off2454, i32 0, i32 20)
  br label %if.end.56
if.end.56:
  %kin2458 = add i32 %k_h1713, 7
  %kok2460 = icmp ult i32 %kin2458, 64
  %ok2461 = and i1 %kok2460, %fok2365
  br i1 %ok2461, label %if.then.57, label %if.end.57
if.then.57:
  %krow2462 = add i32 %kbase1711, %kin2458
  %t_f2464 = mul i32 %krow2462, 147
  %el2465 = add i32 %t_f2464, %f2363
  %off2467 = shl i32 %el2465, 2
  %v2468 = extractelement <8 x float> %acc94, i32 7
  %old.105 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2468, ptr addrspace(8) %rws56, i32 %off2467, i32 0, i32 20)
  br label %if.end.57
if.end.57:
  %f2471 = add i32 %lcol33, 112
  %fok2473 = icmp ult i32 %f2471, 147
  %kin2475 = add i32 %k_h1713, 0
  %kok2477 = icmp ult i32 %kin2475, 64
  %ok2478 = and i1 %kok2477, %fok2473
  br i1 %ok2478, label %if.then.58, label %if.end.58
if.then.58:
  %krow2479 = add i32 %kbase1711, %kin2475
  %t_f2481 = mul i32 %krow2479, 147
  %el2482 = add i32 %t_f2481, %f2471
  %off2484 = shl i32 %el2482, 2
  %v2485 = extractelement <8 x float> %acc95, i32 0
  %old.106 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2485, ptr addrspace(8) %rws56, i32 %off2484, i32 0, i32 20)
  br label %if.end.58
if.end.58:
  %kin2488 = add i32 %k_h1713, 1
  %kok2490 = icmp ult i32 %kin2488, 64
  %ok2491 = and i1 %kok2490, %fok2473
  br i1 %ok2491, label %if.then.59, label %if.end.59
if.then.59:
  %krow2492 = add i32 %kbase1711, %kin2488
  %t_f2494 = mul i32 %krow2492, 147
  %el2495 = add i32 %t_f2494, %f2471
  %off2497 = shl i32 %el2495, 2
  %v2498 = extractelement <8 x float> %acc95, i32 1
  %old.107 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2498, ptr addrspace(8) %rws56, i32 %off2497, i32 0, i32 20)
  br label %if.end.59
if.end.59:
  %kin2501 = add i32 %k_h1713, 2
  %kok2503 = icmp ult i32 %kin2501, 64
  %ok2504 = and i1 %kok2503, %fok2473
  br i1 %ok2504, label %if.then.60, label %if.end.60
if.then.60:
  %krow2505 = add i32 %kbase1711, %kin2501
  %t_f2507 = mul i32 %krow2505, 147
  %el2508 = add i32 %t_f2507, %f2471
  %off2510 = shl i32 %el2508, 2
  %v2511 = extractelement <8 x float> %acc95, i32 2
  %old.108 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2511, ptr addrspace(8) %rws56, i32 %off2510, i32 0, i32 20)
  br label %if.end.60
if.end.60:
  %kin2514 = add i32 %k_h1713, 3
  %kok2516 = icmp ult i32 %kin2514, 64
  %ok2517 = and i1 %kok2516, %fok2473
  br i1 %ok2517, label %if.then.61, label %if.end.61
if.then.61:
  %krow2518 = add i32 %kbase1711, %kin2514
  %t_f2520 = mul i32 %krow2518, 147
  %el2521 = add i32 %t_f2520, %f2471
  %off2523 = shl i32 %el2521, 2
  %v2524 = extractelement <8 x float> %acc95, i32 3
  %old.109 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2524, ptr addrspace(8) %rws56, i32 %off2523, i32 0, i32 20)
  br label %if.end.61
if.end.61:
  %kin2527 = add i32 %k_h1713, 4
  %kok2529 = icmp ult i32 %kin2527, 64
  %ok2530 = and i1 %kok2529, %fok2473
  br i1 %ok2530, label %if.then.62, label %if.end.62
if.then.62:
  %krow2531 = add i32 %kbase1711, %kin2527
  %t_f2533 = mul i32 %krow2531, 147
  %el2534 = add i32 %t_f2533, %f2471
  %off2536 = shl i32 %el2534, 2
  %v2537 = extractelement <8 x float> %acc95, i32 4
  %old.110 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2537, ptr addrspace(8) %rws56, i32 %off2536, i32 0, i32 20)
  br label %if.end.62
if.end.62:
  %kin2540 = add i32 %k_h1713, 5
  %kok2542 = icmp ult i32 %kin2540, 64
  %ok2543 = and i1 %kok2542, %fok2473
  br i1 %ok2543, label %if.then.63, label %if.end.63
if.then.63:
  %krow2544 = add i32 %kbase1711, %kin2540
  %t_f2546 = mul i32 %krow2544, 147
  %el2547 = add i32 %t_f2546, %f2471
  %off2549 = shl i32 %el2547, 2
  %v2550 = extractelement <8 x float> %acc95, i32 5
  %old.111 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2550, ptr addrspace(8) %rws56, i32 %off2549, i32 0, i32 20)
  br label %if.end.63
if.end.63:
  %kin2553 = add i32 %k_h1713, 6
  %kok2555 = icmp ult i32 %kin2553, 64
  %ok2556 = and i1 %kok2555, %fok2473
  br i1 %ok2556, label %if.then.64, label %if.end.64
if.then.64:
  %krow2557 = add i32 %kbase1711, %kin2553
  %t_f2559 = mul i32 %krow2557, 147
  %el2560 = add i32 %t_f2559, %f2471
  %off2562 = shl i32 %el2560, 2
  %v2563 = extractelement <8 x float> %acc95, i32 6
  %old.112 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2563, ptr addrspace(8) %rws56, i32 %off2562, i32 0, i32 20)
  br label %if.end.64
if.end.64:
  %kin2566 = add i32 %k_h1713, 7
  %kok2568 = icmp ult i32 %kin2566, 64
  %ok2569 = and i1 %kok2568, %fok2473
  br i1 %ok2569, label %if.then.65, label %if.end.65
if.then.65:
  %krow2570 = add i32 %kbase1711, %kin2566
  %t_f2572 = mul i32 %krow2570, 147
  %el2573 = add i32 %t_f2572, %f2471
  %off2575 = shl i32 %el2573, 2
  %v2576 = extractelement <8 x float> %acc95, i32 7
  %old.113 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2576, ptr addrspace(8) %rws56, i32 %off2575, i32 0, i32 20)
  br label %if.end.65
if.end.65:
  %f2579 = add i32 %lcol33, 128
  %fok2581 = icmp ult i32 %f2579, 147
  %kin2583 = add i32 %k_h1713, 0
  %kok2585 = icmp ult i32 %kin2583, 64
  %ok2586 = and i1 %kok2585, %fok2581
  br i1 %ok2586, label %if.then.66, label %if.end.66
if.then.66:
  %krow2587 = add i32 %kbase1711, %kin2583
  %t_f2589 = mul i32 %krow2587, 147
  %el2590 = add i32 %t_f2589, %f2579
  %off2592 = shl i32 %el2590, 2
  %v2593 = extractelement <8 x float> %acc96, i32 0
  %old.114 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2593, ptr addrspace(8) %rws56, i32 %off2592, i32 0, i32 20)
  br label %if.end.66
if.end.66:
  %kin2596 = add i32 %k_h1713, 1
  %kok2598 = icmp ult i32 %kin2596, 64
  %ok2599 = and i1 %kok2598, %fok2581
  br i1 %ok2599, label %if.then.67, label %if.end.67
if.then.67:
  %krow2600 = add i32 %kbase1711, %kin2596
  %t_f2602 = mul i32 %krow2600, 147
  %el2603 = add i32 %t_f2602, %f2579
  %off2605 = shl i32 %el2603, 2
  %v2606 = extractelement <8 x float> %acc96, i32 1
  %old.115 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2606, ptr addrspace(8) %rws56, i32 %off2605, i32 0, i32 20)
  br label %if.end.67
if.end.67:
  %kin2609 = add i32 %k_h1713, 2
  %kok2611 = icmp ult i32 %kin2609, 64
  %ok2612 = and i1 %kok2611, %fok2581
  br i1 %ok2612, label %if.then.68, label %if.end.68
if.then.68:
  %krow2613 = add i32 %kbase1711, %kin2609
  %t_f2615 = mul i32 %krow2613, 147
  %el2616 = add i32 %t_f2615, %f2579
  %off2618 = shl i32 %el2616, 2
  %v2619 = extractelement <8 x float> %acc96, i32 2
  %old.116 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2619, ptr addrspace(8) %rws56, i32 %off2618, i32 0, i32 20)
  br label %if.end.68
if.end.68:
  %kin2622 = add i32 %k_h1713, 3
  %kok2624 = icmp ult i32 %kin2622, 64
  %ok2625 = and i1 %kok2624, %fok2581
  br i1 %ok2625, label %if.then.69, label %if.end.69
if.then.69:
  %krow2626 = add i32 %kbase1711, %kin2622
  %t_f2628 = mul i32 %krow2626, 147
  %el2629 = add i32 %t_f2628, %f2579
  %off2631 = shl i32 %el2629, 2
  %v2632 = extractelement <8 x float> %acc96, i32 3
  %old.117 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2632, ptr addrspace(8) %rws56, i32 %off2631, i32 0, i32 20)
  br label %if.end.69
if.end.69:
  %kin2635 = add i32 %k_h1713, 4
  %kok2637 = icmp ult i32 %kin2635, 64
  %ok2638 = and i1 %kok2637, %fok2581
  br i1 %ok2638, label %if.then.70, label %if.end.70
if.then.70:
  %krow2639 = add i32 %kbase1711, %kin2635
  %t_f2641 = mul i32 %krow2639, 147
  %el2642 = add i32 %t_f2641, %f2579
  %off2644 = shl i32 %el2642, 2
  %v2645 = extractelement <8 x float> %acc96, i32 4
  %old.118 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2645, ptr addrspace(8) %rws56, i32 %off2644, i32 0, i32 20)
  br label %if.end.70
if.end.70:
  %kin2648 = add i32 %k_h1713, 5
  %kok2650 = icmp ult i32 %kin2648, 64
  %ok2651 = and i1 %kok2650, %fok2581
  br i1 %ok2651, label %if.then.71, label %if.end.71
if.then.71:
  %krow2652 = add i32 %kbase1711, %kin2648
  %t_f2654 = mul i32 %krow2652, 147
  %el2655 = add i32 %t_f2654, %f2579
  %off2657 = shl i32 %el2655, 2
  %v2658 = extractelement <8 x float> %acc96, i32 5
  %old.119 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2658, ptr addrspace(8) %rws56, i32 %off2657, i32 0, i32 20)
  br label %if.end.71
if.end.71:
  %kin2661 = add i32 %k_h1713, 6
  %kok2663 = icmp ult i32 %kin2661, 64
  %ok2664 = and i1 %kok2663, %fok2581
  br i1 %ok2664, label %if.then.72, label %if.end.72
if.then.72:
  %krow2665 = add i32 %kbase1711, %kin2661
  %t_f2667 = mul i32 %krow2665, 147
  %el2668 = add i32 %t_f2667, %f2579
  %off2670 = shl i32 %el2668, 2
  %v2671 = extractelement <8 x float> %acc96, i32 6
  %old.120 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2671, ptr addrspace(8) %rws56, i32 %off2670, i32 0, i32 20)
  br label %if.end.72
if.end.72:
  %kin2674 = add i32 %k_h1713, 7
  %kok2676 = icmp ult i32 %kin2674, 64
  %ok2677 = and i1 %kok2676, %fok2581
  br i1 %ok2677, label %if.then.73, label %if.end.73
if.then.73:
  %krow2678 = add i32 %kbase1711, %kin2674
  %t_f2680 = mul i32 %krow2678, 147
  %el2681 = add i32 %t_f2680, %f2579
  %off2683 = shl i32 %el2681, 2
  %v2684 = extractelement <8 x float> %acc96, i32 7
  %old.121 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2684, ptr addrspace(8) %rws56, i32 %off2683, i32 0, i32 20)
  br label %if.end.73
if.end.73:
  %f2687 = add i32 %lcol33, 144
  %fok2689 = icmp ult i32 %f2687, 147
  %kin2691 = add i32 %k_h1713, 0
  %kok2693 = icmp ult i32 %kin2691, 64
  %ok2694 = and i1 %kok2693, %fok2689
  br i1 %ok2694, label %if.then.74, label %if.end.74
if.then.74:
  %krow2695 = add i32 %kbase1711, %kin2691
  %t_f2697 = mul i32 %krow2695, 147
  %el2698 = add i32 %t_f2697, %f2687
  %off2700 = shl i32 %el2698, 2
  %v2701 = extractelement <8 x float> %acc97, i32 0
  %old.122 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2701, ptr addrspace(8) %rws56, i32 %off2700, i32 0, i32 20)
  br label %if.end.74
if.end.74:
  %kin2704 = add i32 %k_h1713, 1
  %kok2706 = icmp ult i32 %kin2704, 64
  %ok2707 = and i1 %kok2706, %fok2689
  br i1 %ok2707, label %if.then.75, label %if.end.75
if.then.75:
  %krow2708 = add i32 %kbase1711, %kin2704
  %t_f2710 = mul i32 %krow2708, 147
  %el2711 = add i32 %t_f2710, %f2687
  %off2713 = shl i32 %el2711, 2
  %v2714 = extractelement <8 x float> %acc97, i32 1
  %old.123 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2714, ptr addrspace(8) %rws56, i32 %off2713, i32 0, i32 20)
  br label %if.end.75
if.end.75:
  %kin2717 = add i32 %k_h1713, 2
  %kok2719 = icmp ult i32 %kin2717, 64
  %ok2720 = and i1 %kok2719, %fok2689
  br i1 %ok2720, label %if.then.76, label %if.end.76
if.then.76:
  %krow2721 = add i32 %kbase1711, %kin2717
  %t_f2723 = mul i32 %krow2721, 147
  %el2724 = add i32 %t_f2723, %f2687
  %off2726 = shl i32 %el2724, 2
  %v2727 = extractelement <8 x float> %acc97, i32 2
  %old.124 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2727, ptr addrspace(8) %rws56, i32 %off2726, i32 0, i32 20)
  br label %if.end.76
if.end.76:
  %kin2730 = add i32 %k_h1713, 3
  %kok2732 = icmp ult i32 %kin2730, 64
  %ok2733 = and i1 %kok2732, %fok2689
  br i1 %ok2733, label %if.then.77, label %if.end.77
if.then.77:
  %krow2734 = add i32 %kbase1711, %kin2730
  %t_f2736 = mul i32 %krow2734, 147
  %el2737 = add i32 %t_f2736, %f2687
  %off2739 = shl i32 %el2737, 2
  %v2740 = extractelement <8 x float> %acc97, i32 3
  %old.125 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2740, ptr addrspace(8) %rws56, i32 %off2739, i32 0, i32 20)
  br label %if.end.77
if.end.77:
  %kin2743 = add i32 %k_h1713, 4
  %kok2745 = icmp ult i32 %kin2743, 64
  %ok2746 = and i1 %kok2745, %fok2689
  br i1 %ok2746, label %if.then.78, label %if.end.78
if.then.78:
  %krow2747 = add i32 %kbase1711, %kin2743
  %t_f2749 = mul i32 %krow2747, 147
  %el2750 = add i32 %t_f2749, %f2687
  %off2752 = shl i32 %el2750, 2
  %v2753 = extractelement <8 x float> %acc97, i32 4
  %old.126 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2753, ptr addrspace(8) %rws56, i32 %off2752, i32 0, i32 20)
  br label %if.end.78
if.end.78:
  %kin2756 = add i32 %k_h1713, 5
  %kok2758 = icmp ult i32 %kin2756, 64
  %ok2759 = and i1 %kok2758, %fok2689
  br i1 %ok2759, label %if.then.79, label %if.end.79
if.then.79:
  %krow2760 = add i32 %kbase1711, %kin2756
  %t_f2762 = mul i32 %krow2760, 147
  %el2763 = add i32 %t_f2762, %f2687
  %off2765 = shl i32 %el2763, 2
  %v2766 = extractelement <8 x float> %acc97, i32 5
  %old.127 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2766, ptr addrspace(8) %rws56, i32 %off2765, i32 0, i32 20)
  br label %if.end.79
if.end.79:
  %kin2769 = add i32 %k_h1713, 6
  %kok2771 = icmp ult i32 %kin2769, 64
  %ok2772 = and i1 %kok2771, %fok2689
  br i1 %ok2772, label %if.then.80, label %if.end.80
if.then.80:
  %krow2773 = add i32 %kbase1711, %kin2769
  %t_f2775 = mul i32 %krow2773, 147
  %el2776 = add i32 %t_f2775, %f2687
  %off2778 = shl i32 %el2776, 2
  %v2779 = extractelement <8 x float> %acc97, i32 6
  %old.128 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2779, ptr addrspace(8) %rws56, i32 %off2778, i32 0, i32 20)
  br label %if.end.80
if.end.80:
  %kin2782 = add i32 %k_h1713, 7
  %kok2784 = icmp ult i32 %kin2782, 64
  %ok2785 = and i1 %kok2784, %fok2689
  br i1 %ok2785, label %if.then.81, label %if.end.81
if.then.81:
  %krow2786 = add i32 %kbase1711, %kin2782
  %t_f2788 = mul i32 %krow2786, 147
  %el2789 = add i32 %t_f2788, %f2687
  %off2791 = shl i32 %el2789, 2
  %v2792 = extractelement <8 x float> %acc97, i32 7
  %old.129 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v2792, ptr addrspace(8) %rws56, i32 %off2791, i32 0, i32 20)
  br label %if.end.81
if.end.81:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="343" }
