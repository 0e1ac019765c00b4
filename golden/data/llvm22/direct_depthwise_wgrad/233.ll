; irgate direct_depthwise_wgrad{dtype=bf16,filter_h=5,filter_w=5,pad_h=2,pad_w=2,stride_h=2,stride_w=2,waves=4,r_split=2,ho_per_block=2,ws_replicas=4,tap_rows=0,tap_cols=0}@gfx1201 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4 = internal unnamed_addr addrspace(3) global [7680 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fma.f32(float, float, float)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid26 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane28 = and i32 %tid26, 31
  %wave30 = lshr i32 %tid26, 5
  %rgrp32 = urem i32 %wave30, 2
  %part34 = udiv i32 %wave30, 2
  %cblk35 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img36 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk37 = call i32 @llvm.amdgcn.workgroup.id.z()
  %cbase39 = mul i32 %cblk35, 32
  %c40 = add i32 %cbase39, %lane28
  %cok41 = icmp ult i32 %c40, %groups
  %r_lo43 = mul i32 %rgrp32, 3
  %ho_lo45 = mul i32 %hblk37, 2
  %ho_end47 = add i32 %ho_lo45, 2
  %fits48 = icmp ult i32 %ho_end47, %ho
  %ho_hi49 = select i1 %fits48, i32 %ho_end47, i32 %ho
  %nrows50 = sub i32 %ho_hi49, %ho_lo45
  %count51 = mul i32 %nrows50, %wo
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy52 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx53 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws54 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img55 = mul i32 %img36, %dy_stride_n
  %x_img56 = mul i32 %img36, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos74 = phi i32 [ %part34, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc75 = phi float [ 0x0000000000000000, %entry ], [ %acc140, %for.latch.1 ]
  %acc76 = phi float [ 0x0000000000000000, %entry ], [ %acc159, %for.latch.1 ]
  %acc77 = phi float [ 0x0000000000000000, %entry ], [ %acc178, %for.latch.1 ]
  %acc78 = phi float [ 0x0000000000000000, %entry ], [ %acc197, %for.latch.1 ]
  %acc79 = phi float [ 0x0000000000000000, %entry ], [ %acc216, %for.latch.1 ]
  %acc80 = phi float [ 0x0000000000000000, %entry ], [ %acc241, %for.latch.1 ]
  %acc81 = phi float [ 0x0000000000000000, %entry ], [ %acc260, %for.latch.1 ]
  %acc82 = phi float [ 0x0000000000000000, %entry ], [ %acc279, %for.latch.1 ]
  %acc83 = phi float [ 0x0000000000000000, %entry ], [ %acc298, %for.latch.1 ]
  %acc84 = phi float [ 0x0000000000000000, %entry ], [ %acc317, %for.latch.1 ]
  %acc85 = phi float [ 0x0000000000000000, %entry ], [ %acc342, %for.latch.1 ]
  %acc86 = phi float [ 0x0000000000000000, %entry ], [ %acc361, %for.latch.1 ]
  %acc87 = phi float [ 0x0000000000000000, %entry ], [ %acc380, %for.latch.1 ]
  %acc88 = phi float [ 0x0000000000000000, %entry ], [ %acc399, %for.latch.1 ]
  %acc89 = phi float [ 0x0000000000000000, %entry ], [ %acc418, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %pos74, %count51
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel90 = udiv i32 %pos74, %wo
  %wo91 = urem i32 %pos74, %wo
  %ho92 = add i32 %ho_lo45, %hrel90
  %dy_row93 = mul i32 %ho92, %dy_stride_h
  %dy_col94 = mul i32 %wo91, %dy_stride_w
  %dy_a95 = add i32 %dy_img55, %dy_row93
  %dy_b96 = add i32 %dy_a95, %dy_col94
  %dy_e97 = add i32 %dy_b96, %c40
  %dy_off99 = shl i32 %dy_e97, 1
  %dy_safe101 = select i1 %cok41, i32 %dy_off99, i32 2147483647
  %dy_raw103 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy52, i32 %dy_safe101, i32 0, i32 0)
  %z104 = zext i16 %dy_raw103 to i32
  %sh106 = shl i32 %z104, 16
  %dy107 = bitcast i32 %sh106 to float
  %h_a109 = mul i32 %ho92, 2
  %h_base111 = sub i32 %h_a109, 2
  %w_a113 = mul i32 %wo91, 2
  %w_base115 = sub i32 %w_a113, 2
  %r117 = add i32 %r_lo43, 0
  %hi118 = add i32 %h_base111, %r117
  %hok119 = icmp ult i32 %hi118, %hi
  %x_row120 = mul i32 %hi118, %x_stride_h
  %x_r121 = add i32 %x_img56, %x_row120
  %wi123 = add i32 %w_base115, 0
  %wok124 = icmp ult i32 %wi123, %wi
  %in_img125 = and i1 %hok119, %wok124
  %ok126 = and i1 %in_img125, %cok41
  %x_col127 = mul i32 %wi123, %x_stride_w
  %x_a128 = add i32 %x_r121, %x_col127
  %x_e129 = add i32 %x_a128, %c40
  %x_off131 = shl i32 %x_e129, 1
  %x_safe133 = select i1 %ok126, i32 %x_off131, i32 2147483647
  %x_raw135 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe133, i32 0, i32 0)
  %z136 = zext i16 %x_raw135 to i32
  %sh138 = shl i32 %z136, 16
  %x139 = bitcast i32 %sh138 to float
  %acc140 = call float @llvm.fma.f32(float %dy107, float %x139, float %acc75)
  %wi142 = add i32 %w_base115, 1
  %wok143 = icmp ult i32 %wi142, %wi
  %in_img144 = and i1 %hok119, %wok143
  %ok145 = and i1 %in_img144, %cok41
  %x_col146 = mul i32 %wi142, %x_stride_w
  %x_a147 = add i32 %x_r121, %x_col146
  %x_e148 = add i32 %x_a147, %c40
  %x_off150 = shl i32 %x_e148, 1
  %x_safe152 = select i1 %ok145, i32 %x_off150, i32 2147483647
  %x_raw154 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe152, i32 0, i32 0)
  %z155 = zext i16 %x_raw154 to i32
  %sh157 = shl i32 %z155, 16
  %x158 = bitcast i32 %sh157 to float
  %acc159 = call float @llvm.fma.f32(float %dy107, float %x158, float %acc76)
  %wi161 = add i32 %w_base115, 2
  %wok162 = icmp ult i32 %wi161, %wi
  %in_img163 = and i1 %hok119, %wok162
  %ok164 = and i1 %in_img163, %cok41
  %x_col165 = mul i32 %wi161, %x_stride_w
  %x_a166 = add i32 %x_r121, %x_col165
  %x_e167 = add i32 %x_a166, %c40
  %x_off169 = shl i32 %x_e167, 1
  %x_safe171 = select i1 %ok164, i32 %x_off169, i32 2147483647
  %x_raw173 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe171, i32 0, i32 0)
  %z174 = zext i16 %x_raw173 to i32
  %sh176 = shl i32 %z174, 16
  %x177 = bitcast i32 %sh176 to float
  %acc178 = call float @llvm.fma.f32(float %dy107, float %x177, float %acc77)
  %wi180 = add i32 %w_base115, 3
  %wok181 = icmp ult i32 %wi180, %wi
  %in_img182 = and i1 %hok119, %wok181
  %ok183 = and i1 %in_img182, %cok41
  %x_col184 = mul i32 %wi180, %x_stride_w
  %x_a185 = add i32 %x_r121, %x_col184
  %x_e186 = add i32 %x_a185, %c40
  %x_off188 = shl i32 %x_e186, 1
  %x_safe190 = select i1 %ok183, i32 %x_off188, i32 2147483647
  %x_raw192 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe190, i32 0, i32 0)
  %z193 = zext i16 %x_raw192 to i32
  %sh195 = shl i32 %z193, 16
  %x196 = bitcast i32 %sh195 to float
  %acc197 = call float @llvm.fma.f32(float %dy107, float %x196, float %acc78)
  %wi199 = add i32 %w_base115, 4
  %wok200 = icmp ult i32 %wi199, %wi
  %in_img201 = and i1 %hok119, %wok200
  %ok202 = and i1 %in_img201, %cok41
  %x_col203 = mul i32 %wi199, %x_stride_w
  %x_a204 = add i32 %x_r121, %x_col203
  %x_e205 = add i32 %x_a204, %c40
  %x_off207 = shl i32 %x_e205, 1
  %x_safe209 = select i1 %ok202, i32 %x_off207, i32 2147483647
  %x_raw211 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe209, i32 0, i32 0)
  %z212 = zext i16 %x_raw211 to i32
  %sh214 = shl i32 %z212, 16
  %x215 = bitcast i32 %sh214 to float
  %acc216 = call float @llvm.fma.f32(float %dy107, float %x215, float %acc79)
  %r218 = add i32 %r_lo43, 1
  %hi219 = add i32 %h_base111, %r218
  %hok220 = icmp ult i32 %hi219, %hi
  %x_row221 = mul i32 %hi219, %x_stride_h
  %x_r222 = add i32 %x_img56, %x_row221
  %wi224 = add i32 %w_base115, 0
  %wok225 = icmp ult i32 %wi224, %wi
  %in_img226 = and i1 %hok220, %wok225
  %ok227 = and i1 %in_img226, %cok41
  %x_col228 = mul i32 %wi224, %x_stride_w
  %x_a229 = add i32 %x_r222, %x_col228
  %x_e230 = add i32 %x_a229, %c40
  %x_off232 = shl i32 %x_e230, 1
  %x_safe234 = select i1 %ok227, i32 %x_off232, i32 2147483647
  %x_raw236 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe234, i32 0, i32 0)
  %z237 = zext i16 %x_raw236 to i32
  %sh239 = shl i32 %z237, 16
  %x240 = bitcast i32 %sh239 to float
  %acc241 = call float @llvm.fma.f32(float %dy107, float %x240, float %acc80)
  %wi243 = add i32 %w_base115, 1
  %wok244 = icmp ult i32 %wi243, %wi
  %in_img245 = and i1 %hok220, %wok244
  %ok246 = and i1 %in_img245, %cok41
  %x_col247 = mul i32 %wi243, %x_stride_w
  %x_a248 = add i32 %x_r222, %x_col247
  %x_e249 = add i32 %x_a248, %c40
  %x_off251 = shl i32 %x_e249, 1
  %x_safe253 = select i1 %ok246, i32 %x_off251, i32 2147483647
  %x_raw255 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe253, i32 0, i32 0)
  %z256 = zext i16 %x_raw255 to i32
  %sh258 = shl i32 %z256, 16
  %x259 = bitcast i32 %sh258 to float
  %acc260 = call float @llvm.fma.f32(float %dy107, float %x259, float %acc81)
  %wi262 = add i32 %w_base115, 2
  %wok263 = icmp ult i32 %wi262, %wi
  %in_img264 = and i1 %hok220, %wok263
  %ok265 = and i1 %in_img264, %cok41
  %x_col266 = mul i32 %wi262, %x_stride_w
  %x_a267 = add i32 %x_r222, %x_col266
  %x_e268 = add i32 %x_a267, %c40
  %x_off270 = shl i32 %x_e268, 1
  %x_safe272 = select i1 %ok265, i32 %x_off270, i32 2147483647
  %x_raw274 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe272, i32 0, i32 0)
  %z275 = zext i16 %x_raw274 to i32
  %sh277 = shl i32 %z275, 16
  %x278 = bitcast i32 %sh277 to float
  %acc279 = call float @llvm.fma.f32(float %dy107, float %x278, float %acc82)
  %wi281 = add i32 %w_base115, 3
  %wok282 = icmp ult i32 %wi281, %wi
  %in_img283 = and i1 %hok220, %wok282
  %ok284 = and i1 %in_img283, %cok41
  %x_col285 = mul i32 %wi281, %x_stride_w
  %x_a286 = add i32 %x_r222, %x_col285
  %x_e287 = add i32 %x_a286, %c40
  %x_off289 = shl i32 %x_e287, 1
  %x_safe291 = select i1 %ok284, i32 %x_off289, i32 2147483647
  %x_raw293 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe291, i32 0, i32 0)
  %z294 = zext i16 %x_raw293 to i32
  %sh296 = shl i32 %z294, 16
  %x297 = bitcast i32 %sh296 to float
  %acc298 = call float @llvm.fma.f32(float %dy107, float %x297, float %acc83)
  %wi300 = add i32 %w_base115, 4
  %wok301 = icmp ult i32 %wi300, %wi
  %in_img302 = and i1 %hok220, %wok301
  %ok303 = and i1 %in_img302, %cok41
  %x_col304 = mul i32 %wi300, %x_stride_w
  %x_a305 = add i32 %x_r222, %x_col304
  %x_e306 = add i32 %x_a305, %c40
  %x_off308 = shl i32 %x_e306, 1
  %x_safe310 = select i1 %ok303, i32 %x_off308, i32 2147483647
  %x_raw312 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe310, i32 0, i32 0)
  %z313 = zext i16 %x_raw312 to i32
  %sh315 = shl i32 %z313, 16
  %x316 = bitcast i32 %sh315 to float
  %acc317 = call float @llvm.fma.f32(float %dy107, float %x316, float %acc84)
  %r319 = add i32 %r_lo43, 2
  %hi320 = add i32 %h_base111, %r319
  %hok321 = icmp ult i32 %hi320, %hi
  %x_row322 = mul i32 %hi320, %x_stride_h
  %x_r323 = add i32 %x_img56, %x_row322
  %wi325 = add i32 %w_base115, 0
  %wok326 = icmp ult i32 %wi325, %wi
  %in_img327 = and i1 %hok321, %wok326
  %ok328 = and i1 %in_img327, %cok41
  %x_col329 = mul i32 %wi325, %x_stride_w
  %x_a330 = add i32 %x_r323, %x_col329
  %x_e331 = add i32 %x_a330, %c40
  %x_off333 = shl i32 %x_e331, 1
  %x_safe335 = select i1 %ok328, i32 %x_off333, i32 2147483647
  %x_raw337 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe335, i32 0, i32 0)
  %z338 = zext i16 %x_raw337 to i32
  %sh340 = shl i32 %z338, 16
  %x341 = bitcast i32 %sh340 to float
  %acc342 = call float @llvm.fma.f32(float %dy107, float %x341, float %acc85)
  %wi344 = add i32 %w_base115, 1
  %wok345 = icmp ult i32 %wi344, %wi
  %in_img346 = and i1 %hok321, %wok345
  %ok347 = and i1 %in_img346, %cok41
  %x_col348 = mul i32 %wi344, %x_stride_w
  %x_a349 = add i32 %x_r323, %x_col348
  %x_e350 = add i32 %x_a349, %c40
  %x_off352 = shl i32 %x_e350, 1
  %x_safe354 = select i1 %ok347, i32 %x_off352, i32 2147483647
  %x_raw356 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe354, i32 0, i32 0)
  %z357 = zext i16 %x_raw356 to i32
  %sh359 = shl i32 %z357, 16
  %x360 = bitcast i32 %sh359 to float
  %acc361 = call float @llvm.fma.f32(float %dy107, float %x360, float %acc86)
  %wi363 = add i32 %w_base115, 2
  %wok364 = icmp ult i32 %wi363, %wi
  %in_img365 = and i1 %hok321, %wok364
  %ok366 = and i1 %in_img365, %cok41
  %x_col367 = mul i32 %wi363, %x_stride_w
  %x_a368 = add i32 %x_r323, %x_col367
  %x_e369 = add i32 %x_a368, %c40
  %x_off371 = shl i32 %x_e369, 1
  %x_safe373 = select i1 %ok366, i32 %x_off371, i32 2147483647
  %x_raw375 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe373, i32 0, i32 0)
  %z376 = zext i16 %x_raw375 to i32
  %sh378 = shl i32 %z376, 16
  %x379 = bitcast i32 %sh378 to float
  %acc380 = call float @llvm.fma.f32(float %dy107, float %x379, float %acc87)
  %wi382 = add i32 %w_base115, 3
  %wok383 = icmp ult i32 %wi382, %wi
  %in_img384 = and i1 %hok321, %wok383
  %ok385 = and i1 %in_img384, %cok41
  %x_col386 = mul i32 %wi382, %x_stride_w
  %x_a387 = add i32 %x_r323, %x_col386
  %x_e388 = add i32 %x_a387, %c40
  %x_off390 = shl i32 %x_e388, 1
  %x_safe392 = select i1 %ok385, i32 %x_off390, i32 2147483647
  %x_raw394 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe392, i32 0, i32 0)
  %z395 = zext i16 %x_raw394 to i32
  %sh397 = shl i32 %z395, 16
  %x398 = bitcast i32 %sh397 to float
  %acc399 = call float @llvm.fma.f32(float %dy107, float %x398, float %acc88)
  %wi401 = add i32 %w_base115, 4
  %wok402 = icmp ult i32 %wi401, %wi
  %in_img403 = and i1 %hok321, %wok402
  %ok404 = and i1 %in_img403, %cok41
  %x_col405 = mul i32 %wi401, %x_stride_w
  %x_a406 = add i32 %x_r323, %x_col405
  %x_e407 = add i32 %x_a406, %c40
  %x_off409 = shl i32 %x_e407, 1
  %x_safe411 = select i1 %ok404, i32 %x_off409, i32 2147483647
  %x_raw413 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe411, i32 0, i32 0)
  %z414 = zext i16 %x_raw413 to i32
  %sh416 = shl i32 %z414, 16
  %x417 = bitcast i32 %sh416 to float
  %acc418 = call float @llvm.fma.f32(float %dy107, float %x417, float %acc89)
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %pos74, 2
  br label %for.head.1
for.exit.1:
  %slot_base421 = mul i32 %wave30, 15
  %slot423 = add i32 %slot_base421, 0
  %lrow425 = mul i32 %slot423, 32
  %lelem426 = add i32 %lrow425, %lane28
  %loff428 = shl i32 %lelem426, 2
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff428
  store float %acc75, ptr addrspace(3) %gep.6, align 4
  %slot430 = add i32 %slot_base421, 1
  %lrow432 = mul i32 %slot430, 32
  %lelem433 = add i32 %lrow432, %lane28
  %loff435 = shl i32 %lelem433, 2
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff435
  store float %acc76, ptr addrspace(3) %gep.7, align 4
  %slot437 = add i32 %slot_base421, 2
  %lrow439 = mul i32 %slot437, 32
  %lelem440 = add i32 %lrow439, %lane28
  %loff442 = shl i32 %lelem440, 2
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff442
  store float %acc77, ptr addrspace(3) %gep.8, align 4
  %slot444 = add i32 %slot_base421, 3
  %lrow446 = mul i32 %slot444, 32
  %lelem447 = add i32 %lrow446, %lane28
  %loff449 = shl i32 %lelem447, 2
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff449
  store float %acc78, ptr addrspace(3) %gep.9, align 4
  %slot451 = add i32 %slot_base421, 4
  %lrow453 = mul i32 %slot451, 32
  %lelem454 = add i32 %lrow453, %lane28
  %loff456 = shl i32 %lelem454, 2
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff456
  store float %acc79, ptr addrspace(3) %gep.10, align 4
  %slot458 = add i32 %slot_base421, 5
  %lrow460 = mul i32 %slot458, 32
  %lelem461 = add i32 %lrow460, %lane28
  %loff463 = shl i32 %lelem461, 2
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff463
  store float %acc80, ptr addrspace(3) %gep.11, align 4
  %slot465 = add i32 %slot_base421, 6
  %lrow467 = mul i32 %slot465, 32
  %lelem468 = add i32 %lrow467, %lane28
  %loff470 = shl i32 %lelem468, 2
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff470
  store float %acc81, ptr addrspace(3) %gep.12, align 4
  %slot472 = add i32 %slot_base421, 7
  %lrow474 = mul i32 %slot472, 32
  %lelem475 = add i32 %lrow474, %lane28
  %loff477 = shl i32 %lelem475, 2
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff477
  store float %acc82, ptr addrspace(3) %gep.13, align 4
  %slot479 = add i32 %slot_base421, 8
  %lrow481 = mul i32 %slot479, 32
  %lelem482 = add i32 %lrow481, %lane28
  %loff484 = shl i32 %lelem482, 2
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff484
  store float %acc83, ptr addrspace(3) %gep.14, align 4
  %slot486 = add i32 %slot_base421, 9
  %lrow488 = mul i32 %slot486, 32
  %lelem489 = add i32 %lrow488, %lane28
  %loff491 = shl i32 %lelem489, 2
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff491
  store float %acc84, ptr addrspace(3) %gep.15, align 4
  %slot493 = add i32 %slot_base421, 10
  %lrow495 = mul i32 %slot493, 32
  %lelem496 = add i32 %lrow495, %lane28
  %loff498 = shl i32 %lelem496, 2
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff498
  store float %acc85, ptr addrspace(3) %gep.16, align 4
  %slot500 = add i32 %slot_base421, 11
  %lrow502 = mul i32 %slot500, 32
  %lelem503 = add i32 %lrow502, %lane28
  %loff505 = shl i32 %lelem503, 2
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff505
  store float %acc86, ptr addrspace(3) %gep.17, align 4
  %slot507 = add i32 %slot_base421, 12
  %lrow509 = mul i32 %slot507, 32
  %lelem510 = add i32 %lrow509, %lane28
  %loff512 = shl i32 %lelem510, 2
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff512
  store float %acc87, ptr addrspace(3) %gep.18, align 4
  %slot514 = add i32 %slot_base421, 13
  %lrow516 = mul i32 %slot514, 32
  %lelem517 = add i32 %lrow516, %lane28
  %loff519 = shl i32 %lelem517, 2
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff519
  store float %acc88, ptr addrspace(3) %gep.19, align 4
  %slot521 = add i32 %slot_base421, 14
  %lrow523 = mul i32 %slot521, 32
  %lelem524 = add i32 %lrow523, %lane28
  %loff526 = shl i32 %lelem524, 2
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff526
  store float %acc89, ptr addrspace(3) %gep.20, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lead528 = icmp ult i32 %wave30, 2
  br i1 %lead528, label %if.then.2, label %if.end.2
if.then.2:
  %peer530 = add i32 %rgrp32, 2
  %peer_base532 = mul i32 %peer530, 15
  %slot534 = add i32 %peer_base532, 0
  %lrow536 = mul i32 %slot534, 32
  %lelem537 = add i32 %lrow536, %lane28
  %loff539 = shl i32 %lelem537, 2
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff539
  %part540 = load float, ptr addrspace(3) %gep.21, align 4
  %sum541 = fadd float %acc75, %part540
  %peer543 = add i32 %rgrp32, 2
  %peer_base545 = mul i32 %peer543, 15
  %slot547 = add i32 %peer_base545, 1
  %lrow549 = mul i32 %slot547, 32
  %lelem550 = add i32 %lrow549, %lane28
  %loff552 = shl i32 %lelem550, 2
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff552
  %part553 = load float, ptr addrspace(3) %gep.22, align 4
  %sum554 = fadd float %acc76, %part553
  %peer556 = add i32 %rgrp32, 2
  %peer_base558 = mul i32 %peer556, 15
  %slot560 = add i32 %peer_base558, 2
  %lrow562 = mul i32 %slot560, 32
  %lelem563 = add i32 %lrow562, %lane28
  %loff565 = shl i32 %lelem563, 2
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff565
  %part566 = load float, ptr addrspace(3) %gep.23, align 4
  %sum567 = fadd float %acc77, %part566
  %peer569 = add i32 %rgrp32, 2
  %peer_base571 = mul i32 %peer569, 15
  %slot573 = add i32 %peer_base571, 3
  %lrow575 = mul i32 %slot573, 32
  %lelem576 = add i32 %lrow575, %lane28
  %loff578 = shl i32 %lelem576, 2
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff578
  %part579 = load float, ptr addrspace(3) %gep.24, align 4
  %sum580 = fadd float %acc78, %part579
  %peer582 = add i32 %rgrp32, 2
  %peer_base584 = mul i32 %peer582, 15
  %slot586 = add i32 %peer_base584, 4
  %lrow588 = mul i32 %slot586, 32
  %lelem589 = add i32 %lrow588, %lane28
  %loff591 = shl i32 %lelem589, 2
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff591
  %part592 = load float, ptr addrspace(3) %gep.25, align 4
  %sum593 = fadd float %acc79, %part592
  %peer595 = add i32 %rgrp32, 2
  %peer_base597 = mul i32 %peer595, 15
  %slot599 = add i32 %peer_base597, 5
  %lrow601 = mul i32 %slot599, 32
  %lelem602 = add i32 %lrow601, %lane28
  %loff604 = shl i32 %lelem602, 2
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff604
  %part605 = load float, ptr addrspace(3) %gep.26, align 4
  %sum606 = fadd float %acc80, %part605
  %peer608 = add i32 %rgrp32, 2
  %peer_base610 = mul i32 %peer608, 15
  %slot612 = add i32 %peer_base610, 6
  %lrow614 = mul i32 %slot612, 32
  %lelem615 = add i32 %lrow614, %lane28
  %loff617 = shl i32 %lelem615, 2
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff617
  %part618 = load float, ptr addrspace(3) %gep.27, align 4
  %sum619 = fadd float %acc81, %part618
  %peer621 = add i32 %rgrp32, 2
  %peer_base623 = mul i32 %peer621, 15
  %slot625 = add i32 %peer_base623, 7
  %lrow627 = mul i32 %slot625, 32
  %lelem628 = add i32 %lrow627, %lane28
  %loff630 = shl i32 %lelem628, 2
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff630
  %part631 = load float, ptr addrspace(3) %gep.28, align 4
  %sum632 = fadd float %acc82, %part631
  %peer634 = add i32 %rgrp32, 2
  %peer_base636 = mul i32 %peer634, 15
  %slot638 = add i32 %peer_base636, 8
  %lrow640 = mul i32 %slot638, 32
  %lelem641 = add i32 %lrow640, %lane28
  %loff643 = shl i32 %lelem641, 2
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff643
  %part644 = load float, ptr addrspace(3) %gep.29, align 4
  %sum645 = fadd float %acc83, %part644
  %peer647 = add i32 %rgrp32, 2
  %peer_base649 = mul i32 %peer647, 15
  %slot651 = add i32 %peer_base649, 9
  %lrow653 = mul i32 %slot651, 32
  %lelem654 = add i32 %lrow653, %lane28
  %loff656 = shl i32 %lelem654, 2
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff656
  %part657 = load float, ptr addrspace(3) %gep.30, align 4
  %sum658 = fadd float %acc84, %part657
  %peer660 = add i32 %rgrp32, 2
  %peer_base662 = mul i32 %peer660, 15
  %slot664 = add i32 %peer_base662, 10
  %lrow666 = mul i32 %slot664, 32
  %lelem667 = add i32 %lrow666, %lane28
  %loff669 = shl i32 %lelem667, 2
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff669
  %part670 = load float, ptr addrspace(3) %gep.31, align 4
  %sum671 = fadd float %acc85, %part670
  %peer673 = add i32 %rgrp32, 2
  %peer_base675 = mul i32 %peer673, 15
  %slot677 = add i32 %peer_base675, 11
  %lrow679 = mul i32 %slot677, 32
  %lelem680 = add i32 %lrow679, %lane28
  %loff682 = shl i32 %lelem680, 2
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff682
  %part683 = load float, ptr addrspace(3) %gep.32, align 4
  %sum684 = fadd float %acc86, %part683
  %peer686 = add i32 %rgrp32, 2
  %peer_base688 = mul i32 %peer686, 15
  %slot690 = add i32 %peer_base688, 12
  %lrow692 = mul i32 %slot690, 32
  %lelem693 = add i32 %lrow692, %lane28
  %loff695 = shl i32 %lelem693, 2
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff695
  %part696 = load float, ptr addrspace(3) %gep.33, align 4
  %sum697 = fadd float %acc87, %part696
  %peer699 = add i32 %rgrp32, 2
  %peer_base701 = mul i32 %peer699, 15
  %slot703 = add i32 %peer_base701, 13
  %lrow705 = mul i32 %slot703, 32
  %lelem706 = add i32 %lrow705, %lane28
  %loff708 = shl i32 %lelem706, 2
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff708
  %part709 = load float, ptr addrspace(3) %gep.34, align 4
  %sum710 = fadd float %acc88, %part709
  %peer712 = add i32 %rgrp32, 2
  %peer_base714 = mul i32 %peer712, 15
  %slot716 = add i32 %peer_base714, 14
  %lrow718 = mul i32 %slot716, 32
  %lelem719 = add i32 %lrow718, %lane28
  %loff721 = shl i32 %lelem719, 2
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff721
  %part722 = load float, ptr addrspace(3) %gep.35, align 4
  %sum723 = fadd float %acc89, %part722
  %slab725 = urem i32 %img36, 4
  %slab_c726 = mul i32 %slab725, %groups
  %chan727 = add i32 %slab_c726, %c40
  %chan_r729 = mul i32 %chan727, 5
  br i1 %cok41, label %if.then.3, label %if.end.3
if.then.3:
  %r731 = add i32 %r_lo43, 0
  %rok733 = icmp ult i32 %r731, 5
  br i1 %rok733, label %if.then.4, label %if.end.4
if.then.4:
  %rr734 = add i32 %chan_r729, %r731
  %tap_base736 = mul i32 %rr734, 5
  %tap738 = add i32 %tap_base736, 0
  %ws_off740 = shl i32 %tap738, 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum541, ptr addrspace(8) %rws54, i32 %ws_off740, i32 0, i32 20)
  %tap743 = add i32 %tap_base736, 1
  %ws_off745 = shl i32 %tap743, 2
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum554, ptr addrspace(8) %rws54, i32 %ws_off745, i32 0, i32 20)
  %tap748 = add i32 %tap_base736, 2
  %ws_off750 = shl i32 %tap748, 2
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum567, ptr addrspace(8) %rws54, i32 %ws_off750, i32 0, i32 20)
  %tap753 = add i32 %tap_base736, 3
  %ws_off755 = shl i32 %tap753, 2
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum580, ptr addrspace(8) %rws54, i32 %ws_off755, i32 0, i32 20)
  %tap758 = add i32 %tap_base736, 4
  %ws_off760 = shl i32 %tap758, 2
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum593, ptr addrspace(8) %rws54, i32 %ws_off760, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %r763 = add i32 %r_lo43, 1
  %rok765 = icmp ult i32 %r763, 5
  br i1 %rok765, label %if.then.5, label %if.end.5
if.then.5:
  %rr766 = add i32 %chan_r729, %r763
  %tap_base768 = mul i32 %rr766, 5
  %tap770 = add i32 %tap_base768, 0
  %ws_off772 = shl i32 %tap770, 2
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum606, ptr addrspace(8) %rws54, i32 %ws_off772, i32 0, i32 20)
  %tap775 = add i32 %tap_base768, 1
  %ws_off777 = shl i32 %tap775, 2
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum619, ptr addrspace(8) %rws54, i32 %ws_off777, i32 0, i32 20)
  %tap780 = add i32 %tap_base768, 2
  %ws_off782 = shl i32 %tap780, 2
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum632, ptr addrspace(8) %rws54, i32 %ws_off782, i32 0, i32 20)
  %tap785 = add i32 %tap_base768, 3
  %ws_off787 = shl i32 %tap785, 2
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum645, ptr addrspace(8) %rws54, i32 %ws_off787, i32 0, i32 20)
  %tap790 = add i32 %tap_base768, 4
  %ws_off792 = shl i32 %tap790, 2
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum658, ptr addrspace(8) %rws54, i32 %ws_off792, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %r795 = add i32 %r_lo43, 2
  %rok797 = icmp ult i32 %r795, 5
  br i1 %rok797, label %if.then.6, label %if.end.6
if.then.6:
  %rr798 = add i32 %chan_r729, %r795
  %tap_base800 = mul i32 %rr798, 5
  %tap802 = add i32 %tap_base800, 0
  %ws_off804 = shl i32 %tap802, 2
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum671, ptr addrspace(8) %rws54, i32 %ws_off804, i32 0, i32 20)
  %tap807 = add i32 %tap_base800, 1
  %ws_off809 = shl i32 %tap807, 2
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum684, ptr addrspace(8) %rws54, i32 %ws_off809, i32 0, i32 20)
  %tap812 = add i32 %tap_base800, 2
  %ws_off814 = shl i32 %tap812, 2
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum697, ptr addrspace(8) %rws54, i32 %ws_off814, i32 0, i32 20)
  %tap817 = add i32 %tap_base800, 3
  %ws_off819 = shl i32 %tap817, 2
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum710, ptr addrspace(8) %rws54, i32 %ws_off819, i32 0, i32 20)
  %tap822 = add i32 %tap_base800, 4
  %ws_off824 = shl i32 %tap822, 2
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum723, ptr addrspace(8) %rws54, i32 %ws_off824, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" }
