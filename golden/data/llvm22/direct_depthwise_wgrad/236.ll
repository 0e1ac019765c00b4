; irgate direct_depthwise_wgrad{dtype=bf16,filter_h=3,filter_w=3,pad_h=0,pad_w=0,stride_h=1,stride_w=1,waves=4,r_split=2,ho_per_block=3,ws_replicas=8,tap_rows=0,tap_cols=0}@gfx90a flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8 = internal unnamed_addr addrspace(3) global [6144 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fma.f32(float, float, float)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid26 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane28 = and i32 %tid26, 63
  %wave30 = lshr i32 %tid26, 6
  %rgrp32 = urem i32 %wave30, 2
  %part34 = udiv i32 %wave30, 2
  %cblk35 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img36 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk37 = call i32 @llvm.amdgcn.workgroup.id.z()
  %cbase39 = mul i32 %cblk35, 64
  %c40 = add i32 %cbase39, %lane28
  %cok41 = icmp ult i32 %c40, %groups
  %r_lo43 = mul i32 %rgrp32, 2
  %ho_lo45 = mul i32 %hblk37, 3
  %ho_end47 = add i32 %ho_lo45, 3
  %fits48 = icmp ult i32 %ho_end47, %ho
  %ho_hi49 = select i1 %fits48, i32 %ho_end47, i32 %ho
  %nrows50 = sub i32 %ho_hi49, %ho_lo45
  %count51 = mul i32 %nrows50, %wo
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy52 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 159744)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx53 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 159744)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws54 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 159744)
  %dy_img55 = mul i32 %img36, %dy_stride_n
  %x_img56 = mul i32 %img36, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos65 = phi i32 [ %part34, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc66 = phi float [ 0x0000000000000000, %entry ], [ %acc122, %for.latch.1 ]
  %acc67 = phi float [ 0x0000000000000000, %entry ], [ %acc141, %for.latch.1 ]
  %acc68 = phi float [ 0x0000000000000000, %entry ], [ %acc160, %for.latch.1 ]
  %acc69 = phi float [ 0x0000000000000000, %entry ], [ %acc185, %for.latch.1 ]
  %acc70 = phi float [ 0x0000000000000000, %entry ], [ %acc204, %for.latch.1 ]
  %acc71 = phi float [ 0x0000000000000000, %entry ], [ %acc223, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %pos65, %count51
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel72 = udiv i32 %pos65, %wo
  %wo73 = urem i32 %pos65, %wo
  %ho74 = add i32 %ho_lo45, %hrel72
  %dy_row75 = mul i32 %ho74, %dy_stride_h
  %dy_col76 = mul i32 %wo73, %dy_stride_w
  %dy_a77 = add i32 %dy_img55, %dy_row75
  %dy_b78 = add i32 %dy_a77, %dy_col76
  %dy_e79 = add i32 %dy_b78, %c40
  %dy_off81 = shl i32 %dy_e79, 1
  %dy_safe83 = select i1 %cok41, i32 %dy_off81, i32 2147483647
  %dy_raw85 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy52, i32 %dy_safe83, i32 0, i32 0)
  %z86 = zext i16 %dy_raw85 to i32
  %sh88 = shl i32 %z86, 16
  %dy89 = bitcast i32 %sh88 to float
  %h_a91 = mul i32 %ho74, 1
  %h_base93 = sub i32 %h_a91, 0
  %w_a95 = mul i32 %wo73, 1
  %w_base97 = sub i32 %w_a95, 0
  %r99 = add i32 %r_lo43, 0
  %hi100 = add i32 %h_base93, %r99
  %hok101 = icmp ult i32 %hi100, %hi
  %x_row102 = mul i32 %hi100, %x_stride_h
  %x_r103 = add i32 %x_img56, %x_row102
  %wi105 = add i32 %w_base97, 0
  %wok106 = icmp ult i32 %wi105, %wi
  %in_img107 = and i1 %hok101, %wok106
  %ok108 = and i1 %in_img107, %cok41
  %x_col109 = mul i32 %wi105, %x_stride_w
  %x_a110 = add i32 %x_r103, %x_col109
  %x_e111 = add i32 %x_a110, %c40
  %x_off113 = shl i32 %x_e111, 1
  %x_safe115 = select i1 %ok108, i32 %x_off113, i32 2147483647
  %x_raw117 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe115, i32 0, i32 0)
  %z118 = zext i16 %x_raw117 to i32
  %sh120 = shl i32 %z118, 16
  %x121 = bitcast i32 %sh120 to float
  %acc122 = call float @llvm.fma.f32(float %dy89, float %x121, float %acc66)
  %wi124 = add i32 %w_base97, 1
  %wok125 = icmp ult i32 %wi124, %wi
  %in_img126 = and i1 %hok101, %wok125
  %ok127 = and i1 %in_img126, %cok41
  %x_col128 = mul i32 %wi124, %x_stride_w
  %x_a129 = add i32 %x_r103, %x_col128
  %x_e130 = add i32 %x_a129, %c40
  %x_off132 = shl i32 %x_e130, 1
  %x_safe134 = select i1 %ok127, i32 %x_off132, i32 2147483647
  %x_raw136 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe134, i32 0, i32 0)
  %z137 = zext i16 %x_raw136 to i32
  %sh139 = shl i32 %z137, 16
  %x140 = bitcast i32 %sh139 to float
  %acc141 = call float @llvm.fma.f32(float %dy89, float %x140, float %acc67)
  %wi143 = add i32 %w_base97, 2
  %wok144 = icmp ult i32 %wi143, %wi
  %in_img145 = and i1 %hok101, %wok144
  %ok146 = and i1 %in_img145, %cok41
  %x_col147 = mul i32 %wi143, %x_stride_w
  %x_a148 = add i32 %x_r103, %x_col147
  %x_e149 = add i32 %x_a148, %c40
  %x_off151 = shl i32 %x_e149, 1
  %x_safe153 = select i1 %ok146, i32 %x_off151, i32 2147483647
  %x_raw155 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe153, i32 0, i32 0)
  %z156 = zext i16 %x_raw155 to i32
  %sh158 = shl i32 %z156, 16
  %x159 = bitcast i32 %sh158 to float
  %acc160 = call float @llvm.fma.f32(float %dy89, float %x159, float %acc68)
  %r162 = add i32 %r_lo43, 1
  %hi163 = add i32 %h_base93, %r162
  %hok164 = icmp ult i32 %hi163, %hi
  %x_row165 = mul i32 %hi163, %x_stride_h
  %x_r166 = add i32 %x_img56, %x_row165
  %wi168 = add i32 %w_base97, 0
  %wok169 = icmp ult i32 %wi168, %wi
  %in_img170 = and i1 %hok164, %wok169
  %ok171 = and i1 %in_img170, %cok41
  %x_col172 = mul i32 %wi168, %x_stride_w
  %x_a173 = add i32 %x_r166, %x_col172
  %x_e174 = add i32 %x_a173, %c40
  %x_off176 = shl i32 %x_e174, 1
  %x_safe178 = select i1 %ok171, i32 %x_off176, i32 2147483647
  %x_raw180 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe178, i32 0, i32 0)
  %z181 = zext i16 %x_raw180 to i32
  %sh183 = shl i32 %z181, 16
  %x184 = bitcast i32 %sh183 to float
  %acc185 = call float @llvm.fma.f32(float %dy89, float %x184, float %acc69)
  %wi187 = add i32 %w_base97, 1
  %wok188 = icmp ult i32 %wi187, %wi
  %in_img189 = and i1 %hok164, %wok188
  %ok190 = and i1 %in_img189, %cok41
  %x_col191 = mul i32 %wi187, %x_stride_w
  %x_a192 = add i32 %x_r166, %x_col191
  %x_e193 = add i32 %x_a192, %c40
  %x_off195 = shl i32 %x_e193, 1
  %x_safe197 = select i1 %ok190, i32 %x_off195, i32 2147483647
  %x_raw199 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe197, i32 0, i32 0)
  %z200 = zext i16 %x_raw199 to i32
  %sh202 = shl i32 %z200, 16
  %x203 = bitcast i32 %sh202 to float
  %acc204 = call float @llvm.fma.f32(float %dy89, float %x203, float %acc70)
  %wi206 = add i32 %w_base97, 2
  %wok207 = icmp ult i32 %wi206, %wi
  %in_img208 = and i1 %hok164, %wok207
  %ok209 = and i1 %in_img208, %cok41
  %x_col210 = mul i32 %wi206, %x_stride_w
  %x_a211 = add i32 %x_r166, %x_col210
  %x_e212 = add i32 %x_a211, %c40
  %x_off214 = shl i32 %x_e212, 1
  %x_safe216 = select i1 %ok209, i32 %x_off214, i32 2147483647
  %x_raw218 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe216, i32 0, i32 0)
  %z219 = zext i16 %x_raw218 to i32
  %sh221 = shl i32 %z219, 16
  %x222 = bitcast i32 %sh221 to float
  %acc223 = call float @llvm.fma.f32(float %dy89, float %x222, float %acc71)
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %pos65, 2
  br label %for.head.1
for.exit.1:
  %slot_base226 = mul i32 %wave30, 6
  %slot228 = add i32 %slot_base226, 0
  %lrow230 = mul i32 %slot228, 64
  %lelem231 = add i32 %lrow230, %lane28
  %loff233 = shl i32 %lelem231, 2
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff233
  store float %acc66, ptr addrspace(3) %gep.6, align 4
  %slot235 = add i32 %slot_base226, 1
  %lrow237 = mul i32 %slot235, 64
  %lelem238 = add i32 %lrow237, %lane28
  %loff240 = shl i32 %lelem238, 2
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff240
  store float %acc67, ptr addrspace(3) %gep.7, align 4
  %slot242 = add i32 %slot_base226, 2
  %lrow244 = mul i32 %slot242, 64
  %lelem245 = add i32 %lrow244, %lane28
  %loff247 = shl i32 %lelem245, 2
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff247
  store float %acc68, ptr addrspace(3) %gep.8, align 4
  %slot249 = add i32 %slot_base226, 3
  %lrow251 = mul i32 %slot249, 64
  %lelem252 = add i32 %lrow251, %lane28
  %loff254 = shl i32 %lelem252, 2
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff254
  store float %acc69, ptr addrspace(3) %gep.9, align 4
  %slot256 = add i32 %slot_base226, 4
  %lrow258 = mul i32 %slot256, 64
  %lelem259 = add i32 %lrow258, %lane28
  %loff261 = shl i32 %lelem259, 2
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff261
  store float %acc70, ptr addrspace(3) %gep.10, align 4
  %slot263 = add i32 %slot_base226, 5
  %lrow265 = mul i32 %slot263, 64
  %lelem266 = add i32 %lrow265, %lane28
  %loff268 = shl i32 %lelem266, 2
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff268
  store float %acc71, ptr addrspace(3) %gep.11, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lead270 = icmp ult i32 %wave30, 2
  br i1 %lead270, label %if.then.2, label %if.end.2
if.then.2:
  %peer272 = add i32 %rgrp32, 2
  %peer_base274 = mul i32 %peer272, 6
  %slot276 = add i32 %peer_base274, 0
  %lrow278 = mul i32 %slot276, 64
  %lelem279 = add i32 %lrow278, %lane28
  %loff281 = shl i32 %lelem279, 2
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff281
  %part282 = load float, ptr addrspace(3) %gep.12, align 4
  %sum283 = fadd float %acc66, %part282
  %peer285 = add i32 %rgrp32, 2
  %peer_base287 = mul i32 %peer285, 6
  %slot289 = add i32 %peer_base287, 1
  %lrow291 = mul i32 %slot289, 64
  %lelem292 = add i32 %lrow291, %lane28
  %loff294 = shl i32 %lelem292, 2
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff294
  %part295 = load float, ptr addrspace(3) %gep.13, align 4
  %sum296 = fadd float %acc67, %part295
  %peer298 = add i32 %rgrp32, 2
  %peer_base300 = mul i32 %peer298, 6
  %slot302 = add i32 %peer_base300, 2
  %lrow304 = mul i32 %slot302, 64
  %lelem305 = add i32 %lrow304, %lane28
  %loff307 = shl i32 %lelem305, 2
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff307
  %part308 = load float, ptr addrspace(3) %gep.14, align 4
  %sum309 = fadd float %acc68, %part308
  %peer311 = add i32 %rgrp32, 2
  %peer_base313 = mul i32 %peer311, 6
  %slot315 = add i32 %peer_base313, 3
  %lrow317 = mul i32 %slot315, 64
  %lelem318 = add i32 %lrow317, %lane28
  %loff320 = shl i32 %lelem318, 2
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff320
  %part321 = load float, ptr addrspace(3) %gep.15, align 4
  %sum322 = fadd float %acc69, %part321
  %peer324 = add i32 %rgrp32, 2
  %peer_base326 = mul i32 %peer324, 6
  %slot328 = add i32 %peer_base326, 4
  %lrow330 = mul i32 %slot328, 64
  %lelem331 = add i32 %lrow330, %lane28
  %loff333 = shl i32 %lelem331, 2
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff333
  %part334 = load float, ptr addrspace(3) %gep.16, align 4
  %sum335 = fadd float %acc70, %part334
  %peer337 = add i32 %rgrp32, 2
  %peer_base339 = mul i32 %peer337, 6
  %slot341 = add i32 %peer_base339, 5
  %lrow343 = mul i32 %slot341, 64
  %lelem344 = add i32 %lrow343, %lane28
  %loff346 = shl i32 %lelem344, 2
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff346
  %part347 = load float, ptr addrspace(3) %gep.17, align 4
  %sum348 = fadd float %acc71, %part347
  %slab350 = urem i32 %img36, 8
  %slab_c351 = mul i32 %slab350, %groups
  %chan352 = add i32 %slab_c351, %c40
  %chan_r354 = mul i32 %chan352, 3
  br i1 %cok41, label %if.then.3, label %if.end.3
if.then.3:
  %r356 = add i32 %r_lo43, 0
  %rok358 = icmp ult i32 %r356, 3
  br i1 %rok358, label %if.then.4, label %if.end.4
if.then.4:
  %rr359 = add i32 %chan_r354, %r356
  %tap_base361 = mul i32 %rr359, 3
  %tap363 = add i32 %tap_base361, 0
  %ws_off365 = shl i32 %tap363, 2
  %old.18 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum283, ptr addrspace(8) %rws54, i32 %ws_off365, i32 0, i32 0)
  %tap368 = add i32 %tap_base361, 1
  %ws_off370 = shl i32 %tap368, 2
  %old.19 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum296, ptr addrspace(8) %rws54, i32 %ws_off370, i32 0, i32 0)
  %tap373 = add i32 %tap_base361, 2
  %ws_off375 = shl i32 %tap373, 2
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum309, ptr addrspace(8) %rws54, i32 %ws_off375, i32 0, i32 0)
  br label %if.end.4
if.end.4:
  %r378 = add i32 %r_lo43, 1
  %rok380 = icmp ult i32 %r378, 3
  br i1 %rok380, label %if.then.5, label %if.end.5
if.then.5:
  %rr381 = add i32 %chan_r354, %r378
  %tap_base383 = mul i32 %rr381, 3
  %tap385 = add i32 %tap_base383, 0
  %ws_off387 = shl i32 %tap385, 2
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum322, ptr addrspace(8) %rws54, i32 %ws_off387, i32 0, i32 0)
  %tap390 = add i32 %tap_base383, 1
  %ws_off392 = shl i32 %tap390, 2
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum335, ptr addrspace(8) %rws54, i32 %ws_off392, i32 0, i32 0)
  %tap395 = add i32 %tap_base383, 2
  %ws_off397 = shl i32 %tap395, 2
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum348, ptr addrspace(8) %rws54, i32 %ws_off397, i32 0, i32 0)
  br label %if.end.5
if.end.5:
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
