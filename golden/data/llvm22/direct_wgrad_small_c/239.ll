; irgate direct_wgrad_small_c{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,c=4,kpg=0,vec_x=2,sub_steps=2,uniform_wave=0,waves=4,wave_tiles=1,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1 = internal unnamed_addr addrspace(3) global [16384 x i8] undef, align 16

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

define amdgpu_kernel void @irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg) #0 {
entry:
  %tid19 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane21 = and i32 %tid19, 31
  %wave23 = lshr i32 %tid19, 5
  %wkb25 = mul i32 %wave23, 16
  %half27 = lshr i32 %lane21, 4
  %khalf29 = shl i32 %half27, 3
  %lrow31 = and i32 %lane21, 7
  %tr_row32 = add i32 %khalf29, %lrow31
  %lcol34 = and i32 %lane21, 15
  %cgrp36 = lshr i32 %lcol34, 3
  %tr_col38 = shl i32 %cgrp36, 3
  %a_r40 = mul i32 %tr_row32, 72
  %a_c41 = add i32 %a_r40, %tr_col38
  %a_e42 = add i32 %a_c41, %wkb25
  %a_lane44 = shl i32 %a_e42, 1
  %b_r46 = mul i32 %tr_row32, 56
  %b_c47 = add i32 %b_r46, %tr_col38
  %b_lane49 = shl i32 %b_c47, 1
  %kt50 = call i32 @llvm.amdgcn.workgroup.id.x()
  %orow51 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img52 = call i32 @llvm.amdgcn.workgroup.id.z()
  %k_blk54 = mul i32 %kt50, 64
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy55 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx56 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws57 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img58 = mul i32 %img52, %dy_stride_n
  %x_img59 = mul i32 %img52, %x_stride_n
  %dy_row60 = mul i32 %orow51, %dy_stride_h
  %dy_r61 = add i32 %dy_img58, %dy_row60
  %hb_a63 = mul i32 %orow51, 1
  %hb65 = sub i32 %hb_a63, 1
  %nch_a68 = add i32 %wo, 31
  %nch70 = lshr i32 %nch_a68, 5
  %st_a72 = add i32 %nch70, 1
  %steps74 = udiv i32 %st_a72, 2
  br label %for.head.1
for.head.1:
  %t81 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc82 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1186, %for.latch.1 ]
  %acc83 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1194, %for.latch.1 ]
  %acc84 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc1202, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t81, %steps74
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %tu86 = mul i32 %t81, 2
  %ch88 = add i32 %tu86, 0
  %wo_s90 = shl i32 %ch88, 5
  %e92 = add i32 %tid19, 0
  %row94 = udiv i32 %e92, 8
  %cc96 = urem i32 %e92, 8
  %chan98 = shl i32 %cc96, 3
  %wo99 = add i32 %wo_s90, %row94
  %wok100 = icmp ult i32 %wo99, %wo
  %kin101 = add i32 %k_blk54, %chan98
  %kok102 = icmp ult i32 %kin101, %kpg
  %ok103 = and i1 %wok100, %kok102
  %col104 = mul i32 %wo99, %dy_stride_w
  %el105 = add i32 %dy_r61, %col104
  %el106 = add i32 %el105, %kin101
  %off108 = shl i32 %el106, 1
  %safe110 = select i1 %ok103, i32 %off108, i32 2147483647
  %dyv112 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe110, i32 0, i32 0)
  %lrow114 = mul i32 %row94, 72
  %lel115 = add i32 %lrow114, %chan98
  %lb117 = shl i32 %lel115, 1
  %la119 = add i32 %lb117, 0
  %e121 = add i32 %tid19, 128
  %row123 = udiv i32 %e121, 8
  %cc125 = urem i32 %e121, 8
  %chan127 = shl i32 %cc125, 3
  %wo128 = add i32 %wo_s90, %row123
  %wok129 = icmp ult i32 %wo128, %wo
  %kin130 = add i32 %k_blk54, %chan127
  %kok131 = icmp ult i32 %kin130, %kpg
  %ok132 = and i1 %wok129, %kok131
  %col133 = mul i32 %wo128, %dy_stride_w
  %el134 = add i32 %dy_r61, %col133
  %el135 = add i32 %el134, %kin130
  %off137 = shl i32 %el135, 1
  %safe139 = select i1 %ok132, i32 %off137, i32 2147483647
  %dyv141 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe139, i32 0, i32 0)
  %lrow143 = mul i32 %row123, 72
  %lel144 = add i32 %lrow143, %chan127
  %lb146 = shl i32 %lel144, 1
  %la148 = add i32 %lb146, 0
  %e150 = add i32 %tid19, 0
  %prow152 = udiv i32 %e150, 12
  %ig154 = urem i32 %e150, 12
  %fb156 = mul i32 %ig154, 4
  %wo157 = add i32 %wo_s90, %prow152
  %wok158 = icmp ult i32 %wo157, %wo
  %wb_a160 = mul i32 %wo157, 1
  %wb162 = sub i32 %wb_a160, 1
  %f164 = add i32 %fb156, 0
  %fok166 = icmp ult i32 %f164, 36
  %fr168 = udiv i32 %f164, 12
  %frem170 = urem i32 %f164, 12
  %fs172 = udiv i32 %frem170, 4
  %fc174 = urem i32 %frem170, 4
  %hi175 = add i32 %hb65, %fr168
  %hiok176 = icmp ult i32 %hi175, %hi
  %wi177 = add i32 %wb162, %fs172
  %wiok178 = icmp ult i32 %wi177, %wi
  %ok179 = and i1 %wok158, %fok166
  %ok180 = and i1 %ok179, %hiok176
  %ok181 = and i1 %ok180, %wiok178
  %x_row182 = mul i32 %hi175, %x_stride_h
  %col183 = mul i32 %wi177, %x_stride_w
  %el184 = add i32 %x_img59, %x_row182
  %el185 = add i32 %el184, %col183
  %el186 = add i32 %el185, %fc174
  %off188 = shl i32 %el186, 1
  %safe190 = select i1 %ok181, i32 %off188, i32 2147483647
  %xv192 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe190, i32 0, i32 0)
  %f194 = add i32 %fb156, 1
  %fok196 = icmp ult i32 %f194, 36
  %fr198 = udiv i32 %f194, 12
  %frem200 = urem i32 %f194, 12
  %fs202 = udiv i32 %frem200, 4
  %fc204 = urem i32 %frem200, 4
  %hi205 = add i32 %hb65, %fr198
  %hiok206 = icmp ult i32 %hi205, %hi
  %wi207 = add i32 %wb162, %fs202
  %wiok208 = icmp ult i32 %wi207, %wi
  %ok209 = and i1 %wok158, %fok196
  %ok210 = and i1 %ok209, %hiok206
  %ok211 = and i1 %ok210, %wiok208
  %x_row212 = mul i32 %hi205, %x_stride_h
  %col213 = mul i32 %wi207, %x_stride_w
  %el214 = add i32 %x_img59, %x_row212
  %el215 = add i32 %el214, %col213
  %el216 = add i32 %el215, %fc204
  %off218 = shl i32 %el216, 1
  %safe220 = select i1 %ok211, i32 %off218, i32 2147483647
  %xv222 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe220, i32 0, i32 0)
  %f224 = add i32 %fb156, 2
  %fok226 = icmp ult i32 %f224, 36
  %fr228 = udiv i32 %f224, 12
  %frem230 = urem i32 %f224, 12
  %fs232 = udiv i32 %frem230, 4
  %fc234 = urem i32 %frem230, 4
  %hi235 = add i32 %hb65, %fr228
  %hiok236 = icmp ult i32 %hi235, %hi
  %wi237 = add i32 %wb162, %fs232
  %wiok238 = icmp ult i32 %wi237, %wi
  %ok239 = and i1 %wok158, %fok226
  %ok240 = and i1 %ok239, %hiok236
  %ok241 = and i1 %ok240, %wiok238
  %x_row242 = mul i32 %hi235, %x_stride_h
  %col243 = mul i32 %wi237, %x_stride_w
  %el244 = add i32 %x_img59, %x_row242
  %el245 = add i32 %el244, %col243
  %el246 = add i32 %el245, %fc234
  %off248 = shl i32 %el246, 1
  %safe250 = select i1 %ok241, i32 %off248, i32 2147483647
  %xv252 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe250, i32 0, i32 0)
  %f254 = add i32 %fb156, 3
  %fok256 = icmp ult i32 %f254, 36
  %fr258 = udiv i32 %f254, 12
  %frem260 = urem i32 %f254, 12
  %fs262 = udiv i32 %frem260, 4
  %fc264 = urem i32 %frem260, 4
  %hi265 = add i32 %hb65, %fr258
  %hiok266 = icmp ult i32 %hi265, %hi
  %wi267 = add i32 %wb162, %fs262
  %wiok268 = icmp ult i32 %wi267, %wi
  %ok269 = and i1 %wok158, %fok256
  %ok270 = and i1 %ok269, %hiok266
  %ok271 = and i1 %ok270, %wiok268
  %x_row272 = mul i32 %hi265, %x_stride_h
  %col273 = mul i32 %wi267, %x_stride_w
  %el274 = add i32 %x_img59, %x_row272
  %el275 = add i32 %el274, %col273
  %el276 = add i32 %el275, %fc264
  %off278 = shl i32 %el276, 1
  %safe280 = select i1 %ok271, i32 %off278, i32 2147483647
  %xv282 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe280, i32 0, i32 0)
  %lrow284 = mul i32 %prow152, 56
  %lel285 = add i32 %lrow284, %fb156
  %lb287 = shl i32 %lel285, 1
  %la289 = add i32 %lb287, 9216
  %e291 = add i32 %tid19, 128
  %prow293 = udiv i32 %e291, 12
  %ig295 = urem i32 %e291, 12
  %fb297 = mul i32 %ig295, 4
  %wo298 = add i32 %wo_s90, %prow293
  %wok299 = icmp ult i32 %wo298, %wo
  %wb_a301 = mul i32 %wo298, 1
  %wb303 = sub i32 %wb_a301, 1
  %f305 = add i32 %fb297, 0
  %fok307 = icmp ult i32 %f305, 36
  %fr309 = udiv i32 %f305, 12
  %frem311 = urem i32 %f305, 12
  %fs313 = udiv i32 %frem311, 4
  %fc315 = urem i32 %frem311, 4
  %hi316 = add i32 %hb65, %fr309
  %hiok317 = icmp ult i32 %hi316, %hi
  %wi318 = add i32 %wb303, %fs313
  %wiok319 = icmp ult i32 %wi318, %wi
  %ok320 = and i1 %wok299, %fok307
  %ok321 = and i1 %ok320, %hiok317
  %ok322 = and i1 %ok321, %wiok319
  %x_row323 = mul i32 %hi316, %x_stride_h
  %col324 = mul i32 %wi318, %x_stride_w
  %el325 = add i32 %x_img59, %x_row323
  %el326 = add i32 %el325, %col324
  %el327 = add i32 %el326, %fc315
  %off329 = shl i32 %el327, 1
  %safe331 = select i1 %ok322, i32 %off329, i32 2147483647
  %xv333 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe331, i32 0, i32 0)
  %f335 = add i32 %fb297, 1
  %fok337 = icmp ult i32 %f335, 36
  %fr339 = udiv i32 %f335, 12
  %frem341 = urem i32 %f335, 12
  %fs343 = udiv i32 %frem341, 4
  %fc345 = urem i32 %frem341, 4
  %hi346 = add i32 %hb65, %fr339
  %hiok347 = icmp ult i32 %hi346, %hi
  %wi348 = add i32 %wb303, %fs343
  %wiok349 = icmp ult i32 %wi348, %wi
  %ok350 = and i1 %wok299, %fok337
  %ok351 = and i1 %ok350, %hiok347
  %ok352 = and i1 %ok351, %wiok349
  %x_row353 = mul i32 %hi346, %x_stride_h
  %col354 = mul i32 %wi348, %x_stride_w
  %el355 = add i32 %x_img59, %x_row353
  %el356 = add i32 %el355, %col354
  %el357 = add i32 %el356, %fc345
  %off359 = shl i32 %el357, 1
  %safe361 = select i1 %ok352, i32 %off359, i32 2147483647
  %xv363 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe361, i32 0, i32 0)
  %f365 = add i32 %fb297, 2
  %fok367 = icmp ult i32 %f365, 36
  %fr369 = udiv i32 %f365, 12
  %frem371 = urem i32 %f365, 12
  %fs373 = udiv i32 %frem371, 4
  %fc375 = urem i32 %frem371, 4
  %hi376 = add i32 %hb65, %fr369
  %hiok377 = icmp ult i32 %hi376, %hi
  %wi378 = add i32 %wb303, %fs373
  %wiok379 = icmp ult i32 %wi378, %wi
  %ok380 = and i1 %wok299, %fok367
  %ok381 = and i1 %ok380, %hiok377
  %ok382 = and i1 %ok381, %wiok379
  %x_row383 = mul i32 %hi376, %x_stride_h
  %col384 = mul i32 %wi378, %x_stride_w
  %el385 = add i32 %x_img59, %x_row383
  %el386 = add i32 %el385, %col384
  %el387 = add i32 %el386, %fc375
  %off389 = shl i32 %el387, 1
  %safe391 = select i1 %ok382, i32 %off389, i32 2147483647
  %xv393 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe391, i32 0, i32 0)
  %f395 = add i32 %fb297, 3
  %fok397 = icmp ult i32 %f395, 36
  %fr399 = udiv i32 %f395, 12
  %frem401 = urem i32 %f395, 12
  %fs403 = udiv i32 %frem401, 4
  %fc405 = urem i32 %frem401, 4
  %hi406 = add i32 %hb65, %fr399
  %hiok407 = icmp ult i32 %hi406, %hi
  %wi408 = add i32 %wb303, %fs403
  %wiok409 = icmp ult i32 %wi408, %wi
  %ok410 = and i1 %wok299, %fok397
  %ok411 = and i1 %ok410, %hiok407
  %ok412 = and i1 %ok411, %wiok409
  %x_row413 = mul i32 %hi406, %x_stride_h
  %col414 = mul i32 %wi408, %x_stride_w
  %el415 = add i32 %x_img59, %x_row413
  %el416 = add i32 %el415, %col414
  %el417 = add i32 %el416, %fc405
  %off419 = shl i32 %el417, 1
  %safe421 = select i1 %ok412, i32 %off419, i32 2147483647
  %xv423 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe421, i32 0, i32 0)
  %lrow425 = mul i32 %prow293, 56
  %lel426 = add i32 %lrow425, %fb297
  %lb428 = shl i32 %lel426, 1
  %la430 = add i32 %lb428, 9216
  %e432 = add i32 %tid19, 256
  %prow434 = udiv i32 %e432, 12
  %ig436 = urem i32 %e432, 12
  %fb438 = mul i32 %ig436, 4
  %wo439 = add i32 %wo_s90, %prow434
  %wok440 = icmp ult i32 %wo439, %wo
  %wb_a442 = mul i32 %wo439, 1
  %wb444 = sub i32 %wb_a442, 1
  %f446 = add i32 %fb438, 0
  %fok448 = icmp ult i32 %f446, 36
  %fr450 = udiv i32 %f446, 12
  %frem452 = urem i32 %f446, 12
  %fs454 = udiv i32 %frem452, 4
  %fc456 = urem i32 %frem452, 4
  %hi457 = add i32 %hb65, %fr450
  %hiok458 = icmp ult i32 %hi457, %hi
  %wi459 = add i32 %wb444, %fs454
  %wiok460 = icmp ult i32 %wi459, %wi
  %ok461 = and i1 %wok440, %fok448
  %ok462 = and i1 %ok461, %hiok458
  %ok463 = and i1 %ok462, %wiok460
  %x_row464 = mul i32 %hi457, %x_stride_h
  %col465 = mul i32 %wi459, %x_stride_w
  %el466 = add i32 %x_img59, %x_row464
  %el467 = add i32 %el466, %col465
  %el468 = add i32 %el467, %fc456
  %off470 = shl i32 %el468, 1
  %safe472 = select i1 %ok463, i32 %off470, i32 2147483647
  %xv474 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe472, i32 0, i32 0)
  %f476 = add i32 %fb438, 1
  %fok478 = icmp ult i32 %f476, 36
  %fr480 = udiv i32 %f476, 12
  %frem482 = urem i32 %f476, 12
  %fs484 = udiv i32 %frem482, 4
  %fc486 = urem i32 %frem482, 4
  %hi487 = add i32 %hb65, %fr480
  %hiok488 = icmp ult i32 %hi487, %hi
  %wi489 = add i32 %wb444, %fs484
  %wiok490 = icmp ult i32 %wi489, %wi
  %ok491 = and i1 %wok440, %fok478
  %ok492 = and i1 %ok491, %hiok488
  %ok493 = and i1 %ok492, %wiok490
  %x_row494 = mul i32 %hi487, %x_stride_h
  %col495 = mul i32 %wi489, %x_stride_w
  %el496 = add i32 %x_img59, %x_row494
  %el497 = add i32 %el496, %col495
  %el498 = add i32 %el497, %fc486
  %off500 = shl i32 %el498, 1
  %safe502 = select i1 %ok493, i32 %off500, i32 2147483647
  %xv504 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe502, i32 0, i32 0)
  %f506 = add i32 %fb438, 2
  %fok508 = icmp ult i32 %f506, 36
  %fr510 = udiv i32 %f506, 12
  %frem512 = urem i32 %f506, 12
  %fs514 = udiv i32 %frem512, 4
  %fc516 = urem i32 %frem512, 4
  %hi517 = add i32 %hb65, %fr510
  %hiok518 = icmp ult i32 %hi517, %hi
  %wi519 = add i32 %wb444, %fs514
  %wiok520 = icmp ult i32 %wi519, %wi
  %ok521 = and i1 %wok440, %fok508
  %ok522 = and i1 %ok521, %hiok518
  %ok523 = and i1 %ok522, %wiok520
  %x_row524 = mul i32 %hi517, %x_stride_h
  %col525 = mul i32 %wi519, %x_stride_w
  %el526 = add i32 %x_img59, %x_row524
  %el527 = add i32 %el526, %col525
  %el528 = add i32 %el527, %fc516
  %off530 = shl i32 %el528, 1
  %safe532 = select i1 %ok523, i32 %off530, i32 2147483647
  %xv534 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe532, i32 0, i32 0)
  %f536 = add i32 %fb438, 3
  %fok538 = icmp ult i32 %f536, 36
  %fr540 = udiv i32 %f536, 12
  %frem542 = urem i32 %f536, 12
  %fs544 = udiv i32 %frem542, 4
  %fc546 = urem i32 %frem542, 4
  %hi547 = add i32 %hb65, %fr540
  %hiok548 = icmp ult i32 %hi547, %hi
  %wi549 = add i32 %wb444, %fs544
  %wiok550 = icmp ult i32 %wi549, %wi
  %ok551 = and i1 %wok440, %fok538
  %ok552 = and i1 %ok551, %hiok548
  %ok553 = and i1 %ok552, %wiok550
  %x_row554 = mul i32 %hi547, %x_stride_h
  %col555 = mul i32 %wi549, %x_stride_w
  %el556 = add i32 %x_img59, %x_row554
  %el557 = add i32 %el556, %col555
  %el558 = add i32 %el557, %fc546
  %off560 = shl i32 %el558, 1
  %safe562 = select i1 %ok553, i32 %off560, i32 2147483647
  %xv564 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe562, i32 0, i32 0)
  %lrow566 = mul i32 %prow434, 56
  %lel567 = add i32 %lrow566, %fb438
  %lb569 = shl i32 %lel567, 1
  %la571 = add i32 %lb569, 9216
  %ch573 = add i32 %tu86, 1
  %wo_s575 = shl i32 %ch573, 5
  %e577 = add i32 %tid19, 0
  %row579 = udiv i32 %e577, 8
  %cc581 = urem i32 %e577, 8
  %chan583 = shl i32 %cc581, 3
  %wo584 = add i32 %wo_s575, %row579
  %wok585 = icmp ult i32 %wo584, %wo
  %kin586 = add i32 %k_blk54, %chan583
  %kok587 = icmp ult i32 %kin586, %kpg
  %ok588 = and i1 %wok585, %kok587
  %col589 = mul i32 %wo584, %dy_stride_w
  %el590 = add i32 %dy_r61, %col589
  %el591 = add i32 %el590, %kin586
  %off593 = shl i32 %el591, 1
  %safe595 = select i1 %ok588, i32 %off593, i32 2147483647
  %dyv597 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe595, i32 0, i32 0)
  %lrow599 = mul i32 %row579, 72
  %lel600 = add i32 %lrow599, %chan583
  %lb602 = shl i32 %lel600, 1
  %la604 = add i32 %lb602, 4608
  %e606 = add i32 %tid19, 128
  %row608 = udiv i32 %e606, 8
  %cc610 = urem i32 %e606, 8
  %chan612 = shl i32 %cc610, 3
  %wo613 = add i32 %wo_s575, %row608
  %wok614 = icmp ult i32 %wo613, %wo
  %kin615 = add i32 %k_blk54, %chan612
  %kok616 = icmp ult i32 %kin615, %kpg
  %ok617 = and i1 %wok614, %kok616
  %col618 = mul i32 %wo613, %dy_stride_w
  %el619 = add i32 %dy_r61, %col618
  %el620 = add i32 %el619, %kin615
  %off622 = shl i32 %el620, 1
  %safe624 = select i1 %ok617, i32 %off622, i32 2147483647
  %dyv626 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy55, i32 %safe624, i32 0, i32 0)
  %lrow628 = mul i32 %row608, 72
  %lel629 = add i32 %lrow628, %chan612
  %lb631 = shl i32 %lel629, 1
  %la633 = add i32 %lb631, 4608
  %e635 = add i32 %tid19, 0
  %prow637 = udiv i32 %e635, 12
  %ig639 = urem i32 %e635, 12
  %fb641 = mul i32 %ig639, 4
  %wo642 = add i32 %wo_s575, %prow637
  %wok643 = icmp ult i32 %wo642, %wo
  %wb_a645 = mul i32 %wo642, 1
  %wb647 = sub i32 %wb_a645, 1
  %f649 = add i32 %fb641, 0
  %fok651 = icmp ult i32 %f649, 36
  %fr653 = udiv i32 %f649, 12
  %frem655 = urem i32 %f649, 12
  %fs657 = udiv i32 %frem655, 4
  %fc659 = urem i32 %frem655, 4
  %hi660 = add i32 %hb65, %fr653
  %hiok661 = icmp ult i32 %hi660, %hi
  %wi662 = add i32 %wb647, %fs657
  %wiok663 = icmp ult i32 %wi662, %wi
  %ok664 = and i1 %wok643, %fok651
  %ok665 = and i1 %ok664, %hiok661
  %ok666 = and i1 %ok665, %wiok663
  %x_row667 = mul i32 %hi660, %x_stride_h
  %col668 = mul i32 %wi662, %x_stride_w
  %el669 = add i32 %x_img59, %x_row667
  %el670 = add i32 %el669, %col668
  %el671 = add i32 %el670, %fc659
  %off673 = shl i32 %el671, 1
  %safe675 = select i1 %ok666, i32 %off673, i32 2147483647
  %xv677 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe675, i32 0, i32 0)
  %f679 = add i32 %fb641, 1
  %fok681 = icmp ult i32 %f679, 36
  %fr683 = udiv i32 %f679, 12
  %frem685 = urem i32 %f679, 12
  %fs687 = udiv i32 %frem685, 4
  %fc689 = urem i32 %frem685, 4
  %hi690 = add i32 %hb65, %fr683
  %hiok691 = icmp ult i32 %hi690, %hi
  %wi692 = add i32 %wb647, %fs687
  %wiok693 = icmp ult i32 %wi692, %wi
  %ok694 = and i1 %wok643, %fok681
  %ok695 = and i1 %ok694, %hiok691
  %ok696 = and i1 %ok695, %wiok693
  %x_row697 = mul i32 %hi690, %x_stride_h
  %col698 = mul i32 %wi692, %x_stride_w
  %el699 = add i32 %x_img59, %x_row697
  %el700 = add i32 %el699, %col698
  %el701 = add i32 %el700, %fc689
  %off703 = shl i32 %el701, 1
  %safe705 = select i1 %ok696, i32 %off703, i32 2147483647
  %xv707 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe705, i32 0, i32 0)
  %f709 = add i32 %fb641, 2
  %fok711 = icmp ult i32 %f709, 36
  %fr713 = udiv i32 %f709, 12
  %frem715 = urem i32 %f709, 12
  %fs717 = udiv i32 %frem715, 4
  %fc719 = urem i32 %frem715, 4
  %hi720 = add i32 %hb65, %fr713
  %hiok721 = icmp ult i32 %hi720, %hi
  %wi722 = add i32 %wb647, %fs717
  %wiok723 = icmp ult i32 %wi722, %wi
  %ok724 = and i1 %wok643, %fok711
  %ok725 = and i1 %ok724, %hiok721
  %ok726 = and i1 %ok725, %wiok723
  %x_row727 = mul i32 %hi720, %x_stride_h
  %col728 = mul i32 %wi722, %x_stride_w
  %el729 = add i32 %x_img59, %x_row727
  %el730 = add i32 %el729, %col728
  %el731 = add i32 %el730, %fc719
  %off733 = shl i32 %el731, 1
  %safe735 = select i1 %ok726, i32 %off733, i32 2147483647
  %xv737 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe735, i32 0, i32 0)
  %f739 = add i32 %fb641, 3
  %fok741 = icmp ult i32 %f739, 36
  %fr743 = udiv i32 %f739, 12
  %frem745 = urem i32 %f739, 12
  %fs747 = udiv i32 %frem745, 4
  %fc749 = urem i32 %frem745, 4
  %hi750 = add i32 %hb65, %fr743
  %hiok751 = icmp ult i32 %hi750, %hi
  %wi752 = add i32 %wb647, %fs747
  %wiok753 = icmp ult i32 %wi752, %wi
  %ok754 = and i1 %wok643, %fok741
  %ok755 = and i1 %ok754, %hiok751
  %ok756 = and i1 %ok755, %wiok753
  %x_row757 = mul i32 %hi750, %x_stride_h
  %col758 = mul i32 %wi752, %x_stride_w
  %el759 = add i32 %x_img59, %x_row757
  %el760 = add i32 %el759, %col758
  %el761 = add i32 %el760, %fc749
  %off763 = shl i32 %el761, 1
  %safe765 = select i1 %ok756, i32 %off763, i32 2147483647
  %xv767 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe765, i32 0, i32 0)
  %lrow769 = mul i32 %prow637, 56
  %lel770 = add i32 %lrow769, %fb641
  %lb772 = shl i32 %lel770, 1
  %la774 = add i32 %lb772, 12800
  %e776 = add i32 %tid19, 128
  %prow778 = udiv i32 %e776, 12
  %ig780 = urem i32 %e776, 12
  %fb782 = mul i32 %ig780, 4
  %wo783 = add i32 %wo_s575, %prow778
  %wok784 = icmp ult i32 %wo783, %wo
  %wb_a786 = mul i32 %wo783, 1
  %wb788 = sub i32 %wb_a786, 1
  %f790 = add i32 %fb782, 0
  %fok792 = icmp ult i32 %f790, 36
  %fr794 = udiv i32 %f790, 12
  %frem796 = urem i32 %f790, 12
  %fs798 = udiv i32 %frem796, 4
  %fc800 = urem i32 %frem796, 4
  %hi801 = add i32 %hb65, %fr794
  %hiok802 = icmp ult i32 %hi801, %hi
  %wi803 = add i32 %wb788, %fs798
  %wiok804 = icmp ult i32 %wi803, %wi
  %ok805 = and i1 %wok784, %fok792
  %ok806 = and i1 %ok805, %hiok802
  %ok807 = and i1 %ok806, %wiok804
  %x_row808 = mul i32 %hi801, %x_stride_h
  %col809 = mul i32 %wi803, %x_stride_w
  %el810 = add i32 %x_img59, %x_row808
  %el811 = add i32 %el810, %col809
  %el812 = add i32 %el811, %fc800
  %off814 = shl i32 %el812, 1
  %safe816 = select i1 %ok807, i32 %off814, i32 2147483647
  %xv818 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe816, i32 0, i32 0)
  %f820 = add i32 %fb782, 1
  %fok822 = icmp ult i32 %f820, 36
  %fr824 = udiv i32 %f820, 12
  %frem826 = urem i32 %f820, 12
  %fs828 = udiv i32 %frem826, 4
  %fc830 = urem i32 %frem826, 4
  %hi831 = add i32 %hb65, %fr824
  %hiok832 = icmp ult i32 %hi831, %hi
  %wi833 = add i32 %wb788, %fs828
  %wiok834 = icmp ult i32 %wi833, %wi
  %ok835 = and i1 %wok784, %fok822
  %ok836 = and i1 %ok835, %hiok832
  %ok837 = and i1 %ok836, %wiok834
  %x_row838 = mul i32 %hi831, %x_stride_h
  %col839 = mul i32 %wi833, %x_stride_w
  %el840 = add i32 %x_img59, %x_row838
  %el841 = add i32 %el840, %col839
  %el842 = add i32 %el841, %fc830
  %off844 = shl i32 %el842, 1
  %safe846 = select i1 %ok837, i32 %off844, i32 2147483647
  %xv848 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe846, i32 0, i32 0)
  %f850 = add i32 %fb782, 2
  %fok852 = icmp ult i32 %f850, 36
  %fr854 = udiv i32 %f850, 12
  %frem856 = urem i32 %f850, 12
  %fs858 = udiv i32 %frem856, 4
  %fc860 = urem i32 %frem856, 4
  %hi861 = add i32 %hb65, %fr854
  %hiok862 = icmp ult i32 %hi861, %hi
  %wi863 = add i32 %wb788, %fs858
  %wiok864 = icmp ult i32 %wi863, %wi
  %ok865 = and i1 %wok784, %fok852
  %ok866 = and i1 %ok865, %hiok862
  %ok867 = and i1 %ok866, %wiok864
  %x_row868 = mul i32 %hi861, %x_stride_h
  %col869 = mul i32 %wi863, %x_stride_w
  %el870 = add i32 %x_img59, %x_row868
  %el871 = add i32 %el870, %col869
  %el872 = add i32 %el871, %fc860
  %off874 = shl i32 %el872, 1
  %safe876 = select i1 %ok867, i32 %off874, i32 2147483647
  %xv878 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe876, i32 0, i32 0)
  %f880 = add i32 %fb782, 3
  %fok882 = icmp ult i32 %f880, 36
  %fr884 = udiv i32 %f880, 12
  %frem886 = urem i32 %f880, 12
  %fs888 = udiv i32 %frem886, 4
  %fc890 = urem i32 %frem886, 4
  %hi891 = add i32 %hb65, %fr884
  %hiok892 = icmp ult i32 %hi891, %hi
  %wi893 = add i32 %wb788, %fs888
  %wiok894 = icmp ult i32 %wi893, %wi
  %ok895 = and i1 %wok784, %fok882
  %ok896 = and i1 %ok895, %hiok892
  %ok897 = and i1 %ok896, %wiok894
  %x_row898 = mul i32 %hi891, %x_stride_h
  %col899 = mul i32 %wi893, %x_stride_w
  %el900 = add i32 %x_img59, %x_row898
  %el901 = add i32 %el900, %col899
  %el902 = add i32 %el901, %fc890
  %off904 = shl i32 %el902, 1
  %safe906 = select i1 %ok897, i32 %off904, i32 2147483647
  %xv908 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe906, i32 0, i32 0)
  %lrow910 = mul i32 %prow778, 56
  %lel911 = add i32 %lrow910, %fb782
  %lb913 = shl i32 %lel911, 1
  %la915 = add i32 %lb913, 12800
  %e917 = add i32 %tid19, 256
  %prow919 = udiv i32 %e917, 12
  %ig921 = urem i32 %e917, 12
  %fb923 = mul i32 %ig921, 4
  %wo924 = add i32 %wo_s575, %prow919
  %wok925 = icmp ult i32 %wo924, %wo
  %wb_a927 = mul i32 %wo924, 1
  %wb929 = sub i32 %wb_a927, 1
  %f931 = add i32 %fb923, 0
  %fok933 = icmp ult i32 %f931, 36
  %fr935 = udiv i32 %f931, 12
  %frem937 = urem i32 %f931, 12
  %fs939 = udiv i32 %frem937, 4
  %fc941 = urem i32 %frem937, 4
  %hi942 = add i32 %hb65, %fr935
  %hiok943 = icmp ult i32 %hi942, %hi
  %wi944 = add i32 %wb929, %fs939
  %wiok945 = icmp ult i32 %wi944, %wi
  %ok946 = and i1 %wok925, %fok933
  %ok947 = and i1 %ok946, %hiok943
  %ok948 = and i1 %ok947, %wiok945
  %x_row949 = mul i32 %hi942, %x_stride_h
  %col950 = mul i32 %wi944, %x_stride_w
  %el951 = add i32 %x_img59, %x_row949
  %el952 = add i32 %el951, %col950
  %el953 = add i32 %el952, %fc941
  %off955 = shl i32 %el953, 1
  %safe957 = select i1 %ok948, i32 %off955, i32 2147483647
  %xv959 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe957, i32 0, i32 0)
  %f961 = add i32 %fb923, 1
  %fok963 = icmp ult i32 %f961, 36
  %fr965 = udiv i32 %f961, 12
  %frem967 = urem i32 %f961, 12
  %fs969 = udiv i32 %frem967, 4
  %fc971 = urem i32 %frem967, 4
  %hi972 = add i32 %hb65, %fr965
  %hiok973 = icmp ult i32 %hi972, %hi
  %wi974 = add i32 %wb929, %fs969
  %wiok975 = icmp ult i32 %wi974, %wi
  %ok976 = and i1 %wok925, %fok963
  %ok977 = and i1 %ok976, %hiok973
  %ok978 = and i1 %ok977, %wiok975
  %x_row979 = mul i32 %hi972, %x_stride_h
  %col980 = mul i32 %wi974, %x_stride_w
  %el981 = add i32 %x_img59, %x_row979
  %el982 = add i32 %el981, %col980
  %el983 = add i32 %el982, %fc971
  %off985 = shl i32 %el983, 1
  %safe987 = select i1 %ok978, i32 %off985, i32 2147483647
  %xv989 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe987, i32 0, i32 0)
  %f991 = add i32 %fb923, 2
  %fok993 = icmp ult i32 %f991, 36
  %fr995 = udiv i32 %f991, 12
  %frem997 = urem i32 %f991, 12
  %fs999 = udiv i32 %frem997, 4
  %fc1001 = urem i32 %frem997, 4
  %hi1002 = add i32 %hb65, %fr995
  %hiok1003 = icmp ult i32 %hi1002, %hi
  %wi1004 = add i32 %wb929, %fs999
  %wiok1005 = icmp ult i32 %wi1004, %wi
  %ok1006 = and i1 %wok925, %fok993
  %ok1007 = and i1 %ok1006, %hiok1003
  %ok1008 = and i1 %ok1007, %wiok1005
  %x_row1009 = mul i32 %hi1002, %x_stride_h
  %col1010 = mul i32 %wi1004, %x_stride_w
  %el1011 = add i32 %x_img59, %x_row1009
  %el1012 = add i32 %el1011, %col1010
  %el1013 = add i32 %el1012, %fc1001
  %off1015 = shl i32 %el1013, 1
  %safe1017 = select i1 %ok1008, i32 %off1015, i32 2147483647
  %xv1019 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1017, i32 0, i32 0)
  %f1021 = add i32 %fb923, 3
  %fok1023 = icmp ult i32 %f1021, 36
  %fr1025 = udiv i32 %f1021, 12
  %frem1027 = urem i32 %f1021, 12
  %fs1029 = udiv i32 %frem1027, 4
  %fc1031 = urem i32 %frem1027, 4
  %hi1032 = add i32 %hb65, %fr1025
  %hiok1033 = icmp ult i32 %hi1032, %hi
  %wi1034 = add i32 %wb929, %fs1029
  %wiok1035 = icmp ult i32 %wi1034, %wi
  %ok1036 = and i1 %wok925, %fok1023
  %ok1037 = and i1 %ok1036, %hiok1033
  %ok1038 = and i1 %ok1037, %wiok1035
  %x_row1039 = mul i32 %hi1032, %x_stride_h
  %col1040 = mul i32 %wi1034, %x_stride_w
  %el1041 = add i32 %x_img59, %x_row1039
  %el1042 = add i32 %el1041, %col1040
  %el1043 = add i32 %el1042, %fc1031
  %off1045 = shl i32 %el1043, 1
  %safe1047 = select i1 %ok1038, i32 %off1045, i32 2147483647
  %xv1049 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx56, i32 %safe1047, i32 0, i32 0)
  %lrow1051 = mul i32 %prow919, 56
  %lel1052 = add i32 %lrow1051, %fb923
  %lb1054 = shl i32 %lel1052, 1
  %la1056 = add i32 %lb1054, 12800
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la119
  store <4 x i32> %dyv112, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la148
  store <4 x i32> %dyv141, ptr addrspace(3) %gep.7, align 16
  %lo1057 = zext i16 %xv192 to i32
  %hw1058 = zext i16 %xv222 to i32
  %hs1060 = shl i32 %hw1058, 16
  %pair1061 = or i32 %lo1057, %hs1060
  %pairf1062 = bitcast i32 %pair1061 to float
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la289
  store float %pairf1062, ptr addrspace(3) %gep.8, align 4
  %lo1063 = zext i16 %xv252 to i32
  %hw1064 = zext i16 %xv282 to i32
  %hs1066 = shl i32 %hw1064, 16
  %pair1067 = or i32 %lo1063, %hs1066
  %pairf1068 = bitcast i32 %pair1067 to float
  %da1070 = add i32 %la289, 4
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %da1070
  store float %pairf1068, ptr addrspace(3) %gep.9, align 4
  %lo1071 = zext i16 %xv333 to i32
  %hw1072 = zext i16 %xv363 to i32
  %hs1074 = shl i32 %hw1072, 16
  %pair1075 = or i32 %lo1071, %hs1074
  %pairf1076 = bitcast i32 %pair1075 to float
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la430
  store float %pairf1076, ptr addrspace(3) %gep.10, align 4
  %lo1077 = zext i16 %xv393 to i32
  %hw1078 = zext i16 %xv423 to i32
  %hs1080 = shl i32 %hw1078, 16
  %pair1081 = or i32 %lo1077, %hs1080
  %pairf1082 = bitcast i32 %pair1081 to float
  %da1084 = add i32 %la430, 4
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %da1084
  store float %pairf1082, ptr addrspace(3) %gep.11, align 4
  %lo1085 = zext i16 %xv474 to i32
  %hw1086 = zext i16 %xv504 to i32
  %hs1088 = shl i32 %hw1086, 16
  %pair1089 = or i32 %lo1085, %hs1088
  %pairf1090 = bitcast i32 %pair1089 to float
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la571
  store float %pairf1090, ptr addrspace(3) %gep.12, align 4
  %lo1091 = zext i16 %xv534 to i32
  %hw1092 = zext i16 %xv564 to i32
  %hs1094 = shl i32 %hw1092, 16
  %pair1095 = or i32 %lo1091, %hs1094
  %pairf1096 = bitcast i32 %pair1095 to float
  %da1098 = add i32 %la571, 4
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %da1098
  store float %pairf1096, ptr addrspace(3) %gep.13, align 4
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la604
  store <4 x i32> %dyv597, ptr addrspace(3) %gep.14, align 16
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la633
  store <4 x i32> %dyv626, ptr addrspace(3) %gep.15, align 16
  %lo1099 = zext i16 %xv677 to i32
  %hw1100 = zext i16 %xv707 to i32
  %hs1102 = shl i32 %hw1100, 16
  %pair1103 = or i32 %lo1099, %hs1102
  %pairf1104 = bitcast i32 %pair1103 to float
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la774
  store float %pairf1104, ptr addrspace(3) %gep.16, align 4
  %lo1105 = zext i16 %xv737 to i32
  %hw1106 = zext i16 %xv767 to i32
  %hs1108 = shl i32 %hw1106, 16
  %pair1109 = or i32 %lo1105, %hs1108
  %pairf1110 = bitcast i32 %pair1109 to float
  %da1112 = add i32 %la774, 4
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %da1112
  store float %pairf1110, ptr addrspace(3) %gep.17, align 4
  %lo1113 = zext i16 %xv818 to i32
  %hw1114 = zext i16 %xv848 to i32
  %hs1116 = shl i32 %hw1114, 16
  %pair1117 = or i32 %lo1113, %hs1116
  %pairf1118 = bitcast i32 %pair1117 to float
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la915
  store float %pairf1118, ptr addrspace(3) %gep.18, align 4
  %lo1119 = zext i16 %xv878 to i32
  %hw1120 = zext i16 %xv908 to i32
  %hs1122 = shl i32 %hw1120, 16
  %pair1123 = or i32 %lo1119, %hs1122
  %pairf1124 = bitcast i32 %pair1123 to float
  %da1126 = add i32 %la915, 4
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %da1126
  store float %pairf1124, ptr addrspace(3) %gep.19, align 4
  %lo1127 = zext i16 %xv959 to i32
  %hw1128 = zext i16 %xv989 to i32
  %hs1130 = shl i32 %hw1128, 16
  %pair1131 = or i32 %lo1127, %hs1130
  %pairf1132 = bitcast i32 %pair1131 to float
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %la1056
  store float %pairf1132, ptr addrspace(3) %gep.20, align 4
  %lo1133 = zext i16 %xv1019 to i32
  %hw1134 = zext i16 %xv1049 to i32
  %hs1136 = shl i32 %hw1134, 16
  %pair1137 = or i32 %lo1133, %hs1136
  %pairf1138 = bitcast i32 %pair1137 to float
  %da1140 = add i32 %la1056, 4
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %da1140
  store float %pairf1138, ptr addrspace(3) %gep.21, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr1142 = add i32 %a_lane44, 0
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %a_addr1142
  %a_lo1143 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %a_addr1145 = add i32 %a_lane44, 2304
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %a_addr1145
  %a_hi1146 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.23)
  %a_frag1147 = shufflevector <8 x half> %a_lo1143, <8 x half> %a_hi1146, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1149 = add i32 %b_lane49, 9216
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1149
  %b_lo1150 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.24)
  %b_addr1152 = add i32 %b_lane49, 11008
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1152
  %b_hi1153 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.25)
  %b_frag1154 = shufflevector <8 x half> %b_lo1150, <8 x half> %b_hi1153, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1155 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1147, i1 false, <16 x half> %b_frag1154, i16 0, <8 x float> %acc82, i1 false, i1 false)
  %b_addr1157 = add i32 %b_lane49, 9248
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1157
  %b_lo1158 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.26)
  %b_addr1160 = add i32 %b_lane49, 11040
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1160
  %b_hi1161 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.27)
  %b_frag1162 = shufflevector <8 x half> %b_lo1158, <8 x half> %b_hi1161, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1163 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1147, i1 false, <16 x half> %b_frag1162, i16 0, <8 x float> %acc83, i1 false, i1 false)
  %b_addr1165 = add i32 %b_lane49, 9280
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1165
  %b_lo1166 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.28)
  %b_addr1168 = add i32 %b_lane49, 11072
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1168
  %b_hi1169 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.29)
  %b_frag1170 = shufflevector <8 x half> %b_lo1166, <8 x half> %b_hi1169, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1171 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1147, i1 false, <16 x half> %b_frag1170, i16 0, <8 x float> %acc84, i1 false, i1 false)
  %a_addr1173 = add i32 %a_lane44, 4608
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %a_addr1173
  %a_lo1174 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.30)
  %a_addr1176 = add i32 %a_lane44, 6912
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %a_addr1176
  %a_hi1177 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.31)
  %a_frag1178 = shufflevector <8 x half> %a_lo1174, <8 x half> %a_hi1177, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr1180 = add i32 %b_lane49, 12800
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1180
  %b_lo1181 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.32)
  %b_addr1183 = add i32 %b_lane49, 14592
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1183
  %b_hi1184 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.33)
  %b_frag1185 = shufflevector <8 x half> %b_lo1181, <8 x half> %b_hi1184, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1186 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1178, i1 false, <16 x half> %b_frag1185, i16 0, <8 x float> %acc1155, i1 false, i1 false)
  %b_addr1188 = add i32 %b_lane49, 12832
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1188
  %b_lo1189 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.34)
  %b_addr1191 = add i32 %b_lane49, 14624
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1191
  %b_hi1192 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.35)
  %b_frag1193 = shufflevector <8 x half> %b_lo1189, <8 x half> %b_hi1192, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1194 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1178, i1 false, <16 x half> %b_frag1193, i16 0, <8 x float> %acc1163, i1 false, i1 false)
  %b_addr1196 = add i32 %b_lane49, 12864
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1196
  %b_lo1197 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.36)
  %b_addr1199 = add i32 %b_lane49, 14656
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_sc_wgrad_fp16_f3x3_p1x1_s1x1_c4_v2_u2_uw0_w4_t1_wsr1, i32 %b_addr1199
  %b_hi1200 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.37)
  %b_frag1201 = shufflevector <8 x half> %b_lo1197, <8 x half> %b_hi1200, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc1202 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag1178, i1 false, <16 x half> %b_frag1201, i16 0, <8 x float> %acc1171, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t81, 1
  br label %for.head.1
for.exit.1:
  %slab_a1203 = mul i32 %img52, %ho
  %slab_b1204 = add i32 %slab_a1203, %orow51
  %slab1206 = urem i32 %slab_b1204, 1
  %kbase1207 = mul i32 %slab1206, %kpg
  %k_w1208 = add i32 %k_blk54, %wkb25
  %k_h1209 = add i32 %k_w1208, %khalf29
  %f1211 = add i32 %lcol34, 0
  %fok1213 = icmp ult i32 %f1211, 36
  %kin1215 = add i32 %k_h1209, 0
  %kok1216 = icmp ult i32 %kin1215, %kpg
  %ok1217 = and i1 %kok1216, %fok1213
  br i1 %ok1217, label %if.then.2, label %if.end.2
if.then.2:
  %krow1218 = add i32 %kbase1207, %kin1215
  %t_f1220 = mul i32 %krow1218, 36
  %el1221 = add i32 %t_f1220, %f1211
  %off1223 = shl i32 %el1221, 2
  %v1224 = extractelement <8 x float> %acc82, i32 0
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1224, ptr addrspace(8) %rws57, i32 %off1223, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin1227 = add i32 %k_h1209, 1
  %kok1228 = icmp ult i32 %kin1227, %kpg
  %ok1229 = and i1 %kok1228, %fok1213
  br i1 %ok1229, label %if.then.3, label %if.end.3
if.then.3:
  %krow1230 = add i32 %kbase1207, %kin1227
  %t_f1232 = mul i32 %krow1230, 36
  %el1233 = add i32 %t_f1232, %f1211
  %off1235 = shl i32 %el1233, 2
  %v1236 = extractelement <8 x float> %acc82, i32 1
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1236, ptr addrspace(8) %rws57, i32 %off1235, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin1239 = add i32 %k_h1209, 2
  %kok1240 = icmp ult i32 %kin1239, %kpg
  %ok1241 = and i1 %kok1240, %fok1213
  br i1 %ok1241, label %if.then.4, label %if.end.4
if.then.4:
  %krow1242 = add i32 %kbase1207, %kin1239
  %t_f1244 = mul i32 %krow1242, 36
  %el1245 = add i32 %t_f1244, %f1211
  %off1247 = shl i32 %el1245, 2
  %v1248 = extractelement <8 x float> %acc82, i32 2
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1248, ptr addrspace(8) %rws57, i32 %off1247, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin1251 = add i32 %k_h1209, 3
  %kok1252 = icmp ult i32 %kin1251, %kpg
  %ok1253 = and i1 %kok1252, %fok1213
  br i1 %ok1253, label %if.then.5, label %if.end.5
if.then.5:
  %krow1254 = add i32 %kbase1207, %kin1251
  %t_f1256 = mul i32 %krow1254, 36
  %el1257 = add i32 %t_f1256, %f1211
  %off1259 = shl i32 %el1257, 2
  %v1260 = extractelement <8 x float> %acc82, i32 3
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1260, ptr addrspace(8) %rws57, i32 %off1259, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin1263 = add i32 %k_h1209, 4
  %kok1264 = icmp ult i32 %kin1263, %kpg
  %ok1265 = and i1 %kok1264, %fok1213
  br i1 %ok1265, label %if.then.6, label %if.end.6
if.then.6:
  %krow1266 = add i32 %kbase1207, %kin1263
  %t_f1268 = mul i32 %krow1266, 36
  %el1269 = add i32 %t_f1268, %f1211
  %off1271 = shl i32 %el1269, 2
  %v1272 = extractelement <8 x float> %acc82, i32 4
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1272, ptr addrspace(8) %rws57, i32 %off1271, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin1275 = add i32 %k_h1209, 5
  %kok1276 = icmp ult i32 %kin1275, %kpg
  %ok1277 = and i1 %kok1276, %fok1213
  br i1 %ok1277, label %if.then.7, label %if.end.7
if.then.7:
  %krow1278 = add i32 %kbase1207, %kin1275
  %t_f1280 = mul i32 %krow1278, 36
  %el1281 = add i32 %t_f1280, %f1211
  %off1283 = shl i32 %el1281, 2
  %v1284 = extractelement <8 x float> %acc82, i32 5
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1284, ptr addrspace(8) %rws57, i32 %off1283, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin1287 = add i32 %k_h1209, 6
  %kok1288 = icmp ult i32 %kin1287, %kpg
  %ok1289 = and i1 %kok1288, %fok1213
  br i1 %ok1289, label %if.then.8, label %if.end.8
if.then.8:
  %krow1290 = add i32 %kbase1207, %kin1287
  %t_f1292 = mul i32 %krow1290, 36
  %el1293 = add i32 %t_f1292, %f1211
  %off1295 = shl i32 %el1293, 2
  %v1296 = extractelement <8 x float> %acc82, i32 6
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1296, ptr addrspace(8) %rws57, i32 %off1295, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin1299 = add i32 %k_h1209, 7
  %kok1300 = icmp ult i32 %kin1299, %kpg
  %ok1301 = and i1 %kok1300, %fok1213
  br i1 %ok1301, label %if.then.9, label %if.end.9
if.then.9:
  %krow1302 = add i32 %kbase1207, %kin1299
  %t_f1304 = mul i32 %krow1302, 36
  %el1305 = add i32 %t_f1304, %f1211
  %off1307 = shl i32 %el1305, 2
  %v1308 = extractelement <8 x float> %acc82, i32 7
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1308, ptr addrspace(8) %rws57, i32 %off1307, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %f1311 = add i32 %lcol34, 16
  %fok1313 = icmp ult i32 %f1311, 36
  %kin1315 = add i32 %k_h1209, 0
  %kok1316 = icmp ult i32 %kin1315, %kpg
  %ok1317 = and i1 %kok1316, %fok1313
  br i1 %ok1317, label %if.then.10, label %if.end.10
if.then.10:
  %krow1318 = add i32 %kbase1207, %kin1315
  %t_f1320 = mul i32 %krow1318, 36
  %el1321 = add i32 %t_f1320, %f1311
  %off1323 = shl i32 %el1321, 2
  %v1324 = extractelement <8 x float> %acc83, i32 0
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1324, ptr addrspace(8) %rws57, i32 %off1323, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin1327 = add i32 %k_h1209, 1
  %kok1328 = icmp ult i32 %kin1327, %kpg
  %ok1329 = and i1 %kok1328, %fok1313
  br i1 %ok1329, label %if.then.11, label %if.end.11
if.then.11:
  %krow1330 = add i32 %kbase1207, %kin1327
  %t_f1332 = mul i32 %krow1330, 36
  %el1333 = add i32 %t_f1332, %f1311
  %off1335 = shl i32 %el1333, 2
  %v1336 = extractelement <8 x float> %acc83, i32 1
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1336, ptr addrspace(8) %rws57, i32 %off1335, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin1339 = add i32 %k_h1209, 2
  %kok1340 = icmp ult i32 %kin1339, %kpg
  %ok1341 = and i1 %kok1340, %fok1313
  br i1 %ok1341, label %if.then.12, label %if.end.12
if.then.12:
  %krow1342 = add i32 %kbase1207, %kin1339
  %t_f1344 = mul i32 %krow1342, 36
  %el1345 = add i32 %t_f1344, %f1311
  %off1347 = shl i32 %el1345, 2
  %v1348 = extractelement <8 x float> %acc83, i32 2
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1348, ptr addrspace(8) %rws57, i32 %off1347, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin1351 = add i32 %k_h1209, 3
  %kok1352 = icmp ult i32 %kin1351, %kpg
  %ok1353 = and i1 %kok1352, %fok1313
  br i1 %ok1353, label %if.then.13, label %if.end.13
if.then.13:
  %krow1354 = add i32 %kbase1207, %kin1351
  %t_f1356 = mul i32 %krow1354, 36
  %el1357 = add i32 %t_f1356, %f1311
  %off1359 = shl i32 %el1357, 2
  %v1360 = extractelement <8 x float> %acc83, i32 3
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1360, ptr addrspace(8) %rws57, i32 %off1359, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin1363 = add i32 %k_h1209, 4
  %kok1364 = icmp ult i32 %kin1363, %kpg
  %ok1365 = and i1 %kok1364, %fok1313
  br i1 %ok1365, label %if.then.14, label %if.end.14
if.then.14:
  %krow1366 = add i32 %kbase1207, %kin1363
  %t_f1368 = mul i32 %krow1366, 36
  %el1369 = add i32 %t_f1368, %f1311
  %off1371 = shl i32 %el1369, 2
  %v1372 = extractelement <8 x float> %acc83, i32 4
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1372, ptr addrspace(8) %rws57, i32 %off1371, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin1375 = add i32 %k_h1209, 5
  %kok1376 = icmp ult i32 %kin1375, %kpg
  %ok1377 = and i1 %kok1376, %fok1313
  br i1 %ok1377, label %if.then.15, label %if.end.15
if.then.15:
  %krow1378 = add i32 %kbase1207, %kin1375
  %t_f1380 = mul i32 %krow1378, 36
  %el1381 = add i32 %t_f1380, %f1311
  %off1383 = shl i32 %el1381, 2
  %v1384 = extractelement <8 x float> %acc83, i32 5
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1384, ptr addrspace(8) %rws57, i32 %off1383, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %kin1387 = add i32 %k_h1209, 6
  %kok1388 = icmp ult i32 %kin1387, %kpg
  %ok1389 = and i1 %kok1388, %fok1313
  br i1 %ok1389, label %if.then.16, label %if.end.16
if.then.16:
  %krow1390 = add i32 %kbase1207, %kin1387
  %t_f1392 = mul i32 %krow1390, 36
  %el1393 = add i32 %t_f1392, %f1311
  %off1395 = shl i32 %el1393, 2
  %v1396 = extractelement <8 x float> %acc83, i32 6
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1396, ptr addrspace(8) %rws57, i32 %off1395, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %kin1399 = add i32 %k_h1209, 7
  %kok1400 = icmp ult i32 %kin1399, %kpg
  %ok1401 = and i1 %kok1400, %fok1313
  br i1 %ok1401, label %if.then.17, label %if.end.17
if.then.17:
  %krow1402 = add i32 %kbase1207, %kin1399
  %t_f1404 = mul i32 %krow1402, 36
  %el1405 = add i32 %t_f1404, %f1311
  %off1407 = shl i32 %el1405, 2
  %v1408 = extractelement <8 x float> %acc83, i32 7
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1408, ptr addrspace(8) %rws57, i32 %off1407, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %f1411 = add i32 %lcol34, 32
  %fok1413 = icmp ult i32 %f1411, 36
  %kin1415 = add i32 %k_h1209, 0
  %kok1416 = icmp ult i32 %kin1415, %kpg
  %ok1417 = and i1 %kok1416, %fok1413
  br i1 %ok1417, label %if.then.18, label %if.end.18
if.then.18:
  %krow1418 = add i32 %kbase1207, %kin1415
  %t_f1420 = mul i32 %krow1418, 36
  %el1421 = add i32 %t_f1420, %f1411
  %off1423 = shl i32 %el1421, 2
  %v1424 = extractelement <8 x float> %acc84, i32 0
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1424, ptr addrspace(8) %rws57, i32 %off1423, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %kin1427 = add i32 %k_h1209, 1
  %kok1428 = icmp ult i32 %kin1427, %kpg
  %ok1429 = and i1 %kok1428, %fok1413
  br i1 %ok1429, label %if.then.19, label %if.end.19
if.then.19:
  %krow1430 = add i32 %kbase1207, %kin1427
  %t_f1432 = mul i32 %krow1430, 36
  %el1433 = add i32 %t_f1432, %f1411
  %off1435 = shl i32 %el1433, 2
  %v1436 = extractelement <8 x float> %acc84, i32 1
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1436, ptr addrspace(8) %rws57, i32 %off1435, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %kin1439 = add i32 %k_h1209, 2
  %kok1440 = icmp ult i32 %kin1439, %kpg
  %ok1441 = and i1 %kok1440, %fok1413
  br i1 %ok1441, label %if.then.20, label %if.end.20
if.then.20:
  %krow1442 = add i32 %kbase1207, %kin1439
  %t_f1444 = mul i32 %krow1442, 36
  %el1445 = add i32 %t_f1444, %f1411
  %off1447 = shl i32 %el1445, 2
  %v1448 = extractelement <8 x float> %acc84, i32 2
  %old.56 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1448, ptr addrspace(8) %rws57, i32 %off1447, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %kin1451 = add i32 %k_h1209, 3
  %kok1452 = icmp ult i32 %kin1451, %kpg
  %ok1453 = and i1 %kok1452, %fok1413
  br i1 %ok1453, label %if.then.21, label %if.end.21
if.then.21:
  %krow1454 = add i32 %kbase1207, %kin1451
  %t_f1456 = mul i32 %krow1454, 36
  %el1457 = add i32 %t_f1456, %f1411
  %off1459 = shl i32 %el1457, 2
  %v1460 = extractelement <8 x float> %acc84, i32 3
  %old.57 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1460, ptr addrspace(8) %rws57, i32 %off1459, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %kin1463 = add i32 %k_h1209, 4
  %kok1464 = icmp ult i32 %kin1463, %kpg
  %ok1465 = and i1 %kok1464, %fok1413
  br i1 %ok1465, label %if.then.22, label %if.end.22
if.then.22:
  %krow1466 = add i32 %kbase1207, %kin1463
  %t_f1468 = mul i32 %krow1466, 36
  %el1469 = add i32 %t_f1468, %f1411
  %off1471 = shl i32 %el1469, 2
  %v1472 = extractelement <8 x float> %acc84, i32 4
  %old.58 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1472, ptr addrspace(8) %rws57, i32 %off1471, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %kin1475 = add i32 %k_h1209, 5
  %kok1476 = icmp ult i32 %kin1475, %kpg
  %ok1477 = and i1 %kok1476, %fok1413
  br i1 %ok1477, label %if.then.23, label %if.end.23
if.then.23:
  %krow1478 = add i32 %kbase1207, %kin1475
  %t_f1480 = mul i32 %krow1478, 36
  %el1481 = add i32 %t_f1480, %f1411
  %off1483 = shl i32 %el1481, 2
  %v1484 = extractelement <8 x float> %acc84, i32 5
  %old.59 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1484, ptr addrspace(8) %rws57, i32 %off1483, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %kin1487 = add i32 %k_h1209, 6
  %kok1488 = icmp ult i32 %kin1487, %kpg
  %ok1489 = and i1 %kok1488, %fok1413
  br i1 %ok1489, label %if.then.24, label %if.end.24
if.then.24:
  %krow1490 = add i32 %kbase1207, %kin1487
  %t_f1492 = mul i32 %krow1490, 36
  %el1493 = add i32 %t_f1492, %f1411
  %off1495 = shl i32 %el1493, 2
  %v1496 = extractelement <8 x float> %acc84, i32 6
  %old.60 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1496, ptr addrspace(8) %rws57, i32 %off1495, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %kin1499 = add i32 %k_h1209, 7
  %kok1500 = icmp ult i32 %kin1499, %kpg
  %ok1501 = and i1 %kok1500, %fok1413
  br i1 %ok1501, label %if.then.25, label %if.end.25
if.then.25:
  %krow1502 = add i32 %kbase1207, %kin1499
  %t_f1504 = mul i32 %krow1502, 36
  %el1505 = add i32 %t_f1504, %f1411
  %off1507 = shl i32 %el1505, 2
  %v1508 = extractelement <8 x float> %acc84, i32 7
  %old.61 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1508, ptr addrspace(8) %rws57, i32 %off1507, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="170" }
