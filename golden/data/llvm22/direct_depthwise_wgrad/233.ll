; irgate direct_depthwise_wgrad{dtype=bf16,filter_h=5,filter_w=5,pad_h=2,pad_w=2,stride_h=2,stride_w=2,waves=4,r_split=2,ho_per_block=2,ws_replicas=4}@gfx1201 flavor=llvm22
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

define amdgpu_kernel void @irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %rgrp24 = urem i32 %wave22, 2
  %part26 = udiv i32 %wave22, 2
  %cblk27 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img28 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk29 = call i32 @llvm.amdgcn.workgroup.id.z()
  %cbase31 = mul i32 %cblk27, 32
  %c32 = add i32 %cbase31, %lane20
  %cok33 = icmp ult i32 %c32, %groups
  %r_lo35 = mul i32 %rgrp24, 3
  %ho_lo37 = mul i32 %hblk29, 2
  %ho_end39 = add i32 %ho_lo37, 2
  %fits40 = icmp ult i32 %ho_end39, %ho
  %ho_hi41 = select i1 %fits40, i32 %ho_end39, i32 %ho
  %nrows42 = sub i32 %ho_hi41, %ho_lo37
  %count43 = mul i32 %nrows42, %wo
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy44 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx45 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws46 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img47 = mul i32 %img28, %dy_stride_n
  %x_img48 = mul i32 %img28, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos66 = phi i32 [ %part26, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc67 = phi float [ 0x0000000000000000, %entry ], [ %acc132, %for.latch.1 ]
  %acc68 = phi float [ 0x0000000000000000, %entry ], [ %acc151, %for.latch.1 ]
  %acc69 = phi float [ 0x0000000000000000, %entry ], [ %acc170, %for.latch.1 ]
  %acc70 = phi float [ 0x0000000000000000, %entry ], [ %acc189, %for.latch.1 ]
  %acc71 = phi float [ 0x0000000000000000, %entry ], [ %acc208, %for.latch.1 ]
  %acc72 = phi float [ 0x0000000000000000, %entry ], [ %acc233, %for.latch.1 ]
  %acc73 = phi float [ 0x0000000000000000, %entry ], [ %acc252, %for.latch.1 ]
  %acc74 = phi float [ 0x0000000000000000, %entry ], [ %acc271, %for.latch.1 ]
  %acc75 = phi float [ 0x0000000000000000, %entry ], [ %acc290, %for.latch.1 ]
  %acc76 = phi float [ 0x0000000000000000, %entry ], [ %acc309, %for.latch.1 ]
  %acc77 = phi float [ 0x0000000000000000, %entry ], [ %acc334, %for.latch.1 ]
  %acc78 = phi float [ 0x0000000000000000, %entry ], [ %acc353, %for.latch.1 ]
  %acc79 = phi float [ 0x0000000000000000, %entry ], [ %acc372, %for.latch.1 ]
  %acc80 = phi float [ 0x0000000000000000, %entry ], [ %acc391, %for.latch.1 ]
  %acc81 = phi float [ 0x0000000000000000, %entry ], [ %acc410, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %pos66, %count43
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel82 = udiv i32 %pos66, %wo
  %wo83 = urem i32 %pos66, %wo
  %ho84 = add i32 %ho_lo37, %hrel82
  %dy_row85 = mul i32 %ho84, %dy_stride_h
  %dy_col86 = mul i32 %wo83, %dy_stride_w
  %dy_a87 = add i32 %dy_img47, %dy_row85
  %dy_b88 = add i32 %dy_a87, %dy_col86
  %dy_e89 = add i32 %dy_b88, %c32
  %dy_off91 = shl i32 %dy_e89, 1
  %dy_safe93 = select i1 %cok33, i32 %dy_off91, i32 2147483647
  %dy_raw95 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy44, i32 %dy_safe93, i32 0, i32 0)
  %z96 = zext i16 %dy_raw95 to i32
  %sh98 = shl i32 %z96, 16
  %dy99 = bitcast i32 %sh98 to float
  %h_a101 = mul i32 %ho84, 2
  %h_base103 = sub i32 %h_a101, 2
  %w_a105 = mul i32 %wo83, 2
  %w_base107 = sub i32 %w_a105, 2
  %r109 = add i32 %r_lo35, 0
  %hi110 = add i32 %h_base103, %r109
  %hok111 = icmp ult i32 %hi110, %hi
  %x_row112 = mul i32 %hi110, %x_stride_h
  %x_r113 = add i32 %x_img48, %x_row112
  %wi115 = add i32 %w_base107, 0
  %wok116 = icmp ult i32 %wi115, %wi
  %in_img117 = and i1 %hok111, %wok116
  %ok118 = and i1 %in_img117, %cok33
  %x_col119 = mul i32 %wi115, %x_stride_w
  %x_a120 = add i32 %x_r113, %x_col119
  %x_e121 = add i32 %x_a120, %c32
  %x_off123 = shl i32 %x_e121, 1
  %x_safe125 = select i1 %ok118, i32 %x_off123, i32 2147483647
  %x_raw127 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe125, i32 0, i32 0)
  %z128 = zext i16 %x_raw127 to i32
  %sh130 = shl i32 %z128, 16
  %x131 = bitcast i32 %sh130 to float
  %acc132 = call float @llvm.fma.f32(float %dy99, float %x131, float %acc67)
  %wi134 = add i32 %w_base107, 1
  %wok135 = icmp ult i32 %wi134, %wi
  %in_img136 = and i1 %hok111, %wok135
  %ok137 = and i1 %in_img136, %cok33
  %x_col138 = mul i32 %wi134, %x_stride_w
  %x_a139 = add i32 %x_r113, %x_col138
  %x_e140 = add i32 %x_a139, %c32
  %x_off142 = shl i32 %x_e140, 1
  %x_safe144 = select i1 %ok137, i32 %x_off142, i32 2147483647
  %x_raw146 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe144, i32 0, i32 0)
  %z147 = zext i16 %x_raw146 to i32
  %sh149 = shl i32 %z147, 16
  %x150 = bitcast i32 %sh149 to float
  %acc151 = call float @llvm.fma.f32(float %dy99, float %x150, float %acc68)
  %wi153 = add i32 %w_base107, 2
  %wok154 = icmp ult i32 %wi153, %wi
  %in_img155 = and i1 %hok111, %wok154
  %ok156 = and i1 %in_img155, %cok33
  %x_col157 = mul i32 %wi153, %x_stride_w
  %x_a158 = add i32 %x_r113, %x_col157
  %x_e159 = add i32 %x_a158, %c32
  %x_off161 = shl i32 %x_e159, 1
  %x_safe163 = select i1 %ok156, i32 %x_off161, i32 2147483647
  %x_raw165 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe163, i32 0, i32 0)
  %z166 = zext i16 %x_raw165 to i32
  %sh168 = shl i32 %z166, 16
  %x169 = bitcast i32 %sh168 to float
  %acc170 = call float @llvm.fma.f32(float %dy99, float %x169, float %acc69)
  %wi172 = add i32 %w_base107, 3
  %wok173 = icmp ult i32 %wi172, %wi
  %in_img174 = and i1 %hok111, %wok173
  %ok175 = and i1 %in_img174, %cok33
  %x_col176 = mul i32 %wi172, %x_stride_w
  %x_a177 = add i32 %x_r113, %x_col176
  %x_e178 = add i32 %x_a177, %c32
  %x_off180 = shl i32 %x_e178, 1
  %x_safe182 = select i1 %ok175, i32 %x_off180, i32 2147483647
  %x_raw184 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe182, i32 0, i32 0)
  %z185 = zext i16 %x_raw184 to i32
  %sh187 = shl i32 %z185, 16
  %x188 = bitcast i32 %sh187 to float
  %acc189 = call float @llvm.fma.f32(float %dy99, float %x188, float %acc70)
  %wi191 = add i32 %w_base107, 4
  %wok192 = icmp ult i32 %wi191, %wi
  %in_img193 = and i1 %hok111, %wok192
  %ok194 = and i1 %in_img193, %cok33
  %x_col195 = mul i32 %wi191, %x_stride_w
  %x_a196 = add i32 %x_r113, %x_col195
  %x_e197 = add i32 %x_a196, %c32
  %x_off199 = shl i32 %x_e197, 1
  %x_safe201 = select i1 %ok194, i32 %x_off199, i32 2147483647
  %x_raw203 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe201, i32 0, i32 0)
  %z204 = zext i16 %x_raw203 to i32
  %sh206 = shl i32 %z204, 16
  %x207 = bitcast i32 %sh206 to float
  %acc208 = call float @llvm.fma.f32(float %dy99, float %x207, float %acc71)
  %r210 = add i32 %r_lo35, 1
  %hi211 = add i32 %h_base103, %r210
  %hok212 = icmp ult i32 %hi211, %hi
  %x_row213 = mul i32 %hi211, %x_stride_h
  %x_r214 = add i32 %x_img48, %x_row213
  %wi216 = add i32 %w_base107, 0
  %wok217 = icmp ult i32 %wi216, %wi
  %in_img218 = and i1 %hok212, %wok217
  %ok219 = and i1 %in_img218, %cok33
  %x_col220 = mul i32 %wi216, %x_stride_w
  %x_a221 = add i32 %x_r214, %x_col220
  %x_e222 = add i32 %x_a221, %c32
  %x_off224 = shl i32 %x_e222, 1
  %x_safe226 = select i1 %ok219, i32 %x_off224, i32 2147483647
  %x_raw228 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe226, i32 0, i32 0)
  %z229 = zext i16 %x_raw228 to i32
  %sh231 = shl i32 %z229, 16
  %x232 = bitcast i32 %sh231 to float
  %acc233 = call float @llvm.fma.f32(float %dy99, float %x232, float %acc72)
  %wi235 = add i32 %w_base107, 1
  %wok236 = icmp ult i32 %wi235, %wi
  %in_img237 = and i1 %hok212, %wok236
  %ok238 = and i1 %in_img237, %cok33
  %x_col239 = mul i32 %wi235, %x_stride_w
  %x_a240 = add i32 %x_r214, %x_col239
  %x_e241 = add i32 %x_a240, %c32
  %x_off243 = shl i32 %x_e241, 1
  %x_safe245 = select i1 %ok238, i32 %x_off243, i32 2147483647
  %x_raw247 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe245, i32 0, i32 0)
  %z248 = zext i16 %x_raw247 to i32
  %sh250 = shl i32 %z248, 16
  %x251 = bitcast i32 %sh250 to float
  %acc252 = call float @llvm.fma.f32(float %dy99, float %x251, float %acc73)
  %wi254 = add i32 %w_base107, 2
  %wok255 = icmp ult i32 %wi254, %wi
  %in_img256 = and i1 %hok212, %wok255
  %ok257 = and i1 %in_img256, %cok33
  %x_col258 = mul i32 %wi254, %x_stride_w
  %x_a259 = add i32 %x_r214, %x_col258
  %x_e260 = add i32 %x_a259, %c32
  %x_off262 = shl i32 %x_e260, 1
  %x_safe264 = select i1 %ok257, i32 %x_off262, i32 2147483647
  %x_raw266 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe264, i32 0, i32 0)
  %z267 = zext i16 %x_raw266 to i32
  %sh269 = shl i32 %z267, 16
  %x270 = bitcast i32 %sh269 to float
  %acc271 = call float @llvm.fma.f32(float %dy99, float %x270, float %acc74)
  %wi273 = add i32 %w_base107, 3
  %wok274 = icmp ult i32 %wi273, %wi
  %in_img275 = and i1 %hok212, %wok274
  %ok276 = and i1 %in_img275, %cok33
  %x_col277 = mul i32 %wi273, %x_stride_w
  %x_a278 = add i32 %x_r214, %x_col277
  %x_e279 = add i32 %x_a278, %c32
  %x_off281 = shl i32 %x_e279, 1
  %x_safe283 = select i1 %ok276, i32 %x_off281, i32 2147483647
  %x_raw285 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe283, i32 0, i32 0)
  %z286 = zext i16 %x_raw285 to i32
  %sh288 = shl i32 %z286, 16
  %x289 = bitcast i32 %sh288 to float
  %acc290 = call float @llvm.fma.f32(float %dy99, float %x289, float %acc75)
  %wi292 = add i32 %w_base107, 4
  %wok293 = icmp ult i32 %wi292, %wi
  %in_img294 = and i1 %hok212, %wok293
  %ok295 = and i1 %in_img294, %cok33
  %x_col296 = mul i32 %wi292, %x_stride_w
  %x_a297 = add i32 %x_r214, %x_col296
  %x_e298 = add i32 %x_a297, %c32
  %x_off300 = shl i32 %x_e298, 1
  %x_safe302 = select i1 %ok295, i32 %x_off300, i32 2147483647
  %x_raw304 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe302, i32 0, i32 0)
  %z305 = zext i16 %x_raw304 to i32
  %sh307 = shl i32 %z305, 16
  %x308 = bitcast i32 %sh307 to float
  %acc309 = call float @llvm.fma.f32(float %dy99, float %x308, float %acc76)
  %r311 = add i32 %r_lo35, 2
  %hi312 = add i32 %h_base103, %r311
  %hok313 = icmp ult i32 %hi312, %hi
  %x_row314 = mul i32 %hi312, %x_stride_h
  %x_r315 = add i32 %x_img48, %x_row314
  %wi317 = add i32 %w_base107, 0
  %wok318 = icmp ult i32 %wi317, %wi
  %in_img319 = and i1 %hok313, %wok318
  %ok320 = and i1 %in_img319, %cok33
  %x_col321 = mul i32 %wi317, %x_stride_w
  %x_a322 = add i32 %x_r315, %x_col321
  %x_e323 = add i32 %x_a322, %c32
  %x_off325 = shl i32 %x_e323, 1
  %x_safe327 = select i1 %ok320, i32 %x_off325, i32 2147483647
  %x_raw329 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe327, i32 0, i32 0)
  %z330 = zext i16 %x_raw329 to i32
  %sh332 = shl i32 %z330, 16
  %x333 = bitcast i32 %sh332 to float
  %acc334 = call float @llvm.fma.f32(float %dy99, float %x333, float %acc77)
  %wi336 = add i32 %w_base107, 1
  %wok337 = icmp ult i32 %wi336, %wi
  %in_img338 = and i1 %hok313, %wok337
  %ok339 = and i1 %in_img338, %cok33
  %x_col340 = mul i32 %wi336, %x_stride_w
  %x_a341 = add i32 %x_r315, %x_col340
  %x_e342 = add i32 %x_a341, %c32
  %x_off344 = shl i32 %x_e342, 1
  %x_safe346 = select i1 %ok339, i32 %x_off344, i32 2147483647
  %x_raw348 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe346, i32 0, i32 0)
  %z349 = zext i16 %x_raw348 to i32
  %sh351 = shl i32 %z349, 16
  %x352 = bitcast i32 %sh351 to float
  %acc353 = call float @llvm.fma.f32(float %dy99, float %x352, float %acc78)
  %wi355 = add i32 %w_base107, 2
  %wok356 = icmp ult i32 %wi355, %wi
  %in_img357 = and i1 %hok313, %wok356
  %ok358 = and i1 %in_img357, %cok33
  %x_col359 = mul i32 %wi355, %x_stride_w
  %x_a360 = add i32 %x_r315, %x_col359
  %x_e361 = add i32 %x_a360, %c32
  %x_off363 = shl i32 %x_e361, 1
  %x_safe365 = select i1 %ok358, i32 %x_off363, i32 2147483647
  %x_raw367 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe365, i32 0, i32 0)
  %z368 = zext i16 %x_raw367 to i32
  %sh370 = shl i32 %z368, 16
  %x371 = bitcast i32 %sh370 to float
  %acc372 = call float @llvm.fma.f32(float %dy99, float %x371, float %acc79)
  %wi374 = add i32 %w_base107, 3
  %wok375 = icmp ult i32 %wi374, %wi
  %in_img376 = and i1 %hok313, %wok375
  %ok377 = and i1 %in_img376, %cok33
  %x_col378 = mul i32 %wi374, %x_stride_w
  %x_a379 = add i32 %x_r315, %x_col378
  %x_e380 = add i32 %x_a379, %c32
  %x_off382 = shl i32 %x_e380, 1
  %x_safe384 = select i1 %ok377, i32 %x_off382, i32 2147483647
  %x_raw386 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe384, i32 0, i32 0)
  %z387 = zext i16 %x_raw386 to i32
  %sh389 = shl i32 %z387, 16
  %x390 = bitcast i32 %sh389 to float
  %acc391 = call float @llvm.fma.f32(float %dy99, float %x390, float %acc80)
  %wi393 = add i32 %w_base107, 4
  %wok394 = icmp ult i32 %wi393, %wi
  %in_img395 = and i1 %hok313, %wok394
  %ok396 = and i1 %in_img395, %cok33
  %x_col397 = mul i32 %wi393, %x_stride_w
  %x_a398 = add i32 %x_r315, %x_col397
  %x_e399 = add i32 %x_a398, %c32
  %x_off401 = shl i32 %x_e399, 1
  %x_safe403 = select i1 %ok396, i32 %x_off401, i32 2147483647
  %x_raw405 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe403, i32 0, i32 0)
  %z406 = zext i16 %x_raw405 to i32
  %sh408 = shl i32 %z406, 16
  %x409 = bitcast i32 %sh408 to float
  %acc410 = call float @llvm.fma.f32(float %dy99, float %x409, float %acc81)
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %pos66, 2
  br label %for.head.1
for.exit.1:
  %slot_base413 = mul i32 %wave22, 15
  %slot415 = add i32 %slot_base413, 0
  %lrow417 = mul i32 %slot415, 32
  %lelem418 = add i32 %lrow417, %lane20
  %loff420 = shl i32 %lelem418, 2
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff420
  store float %acc67, ptr addrspace(3) %gep.6, align 4
  %slot422 = add i32 %slot_base413, 1
  %lrow424 = mul i32 %slot422, 32
  %lelem425 = add i32 %lrow424, %lane20
  %loff427 = shl i32 %lelem425, 2
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff427
  store float %acc68, ptr addrspace(3) %gep.7, align 4
  %slot429 = add i32 %slot_base413, 2
  %lrow431 = mul i32 %slot429, 32
  %lelem432 = add i32 %lrow431, %lane20
  %loff434 = shl i32 %lelem432, 2
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff434
  store float %acc69, ptr addrspace(3) %gep.8, align 4
  %slot436 = add i32 %slot_base413, 3
  %lrow438 = mul i32 %slot436, 32
  %lelem439 = add i32 %lrow438, %lane20
  %loff441 = shl i32 %lelem439, 2
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff441
  store float %acc70, ptr addrspace(3) %gep.9, align 4
  %slot443 = add i32 %slot_base413, 4
  %lrow445 = mul i32 %slot443, 32
  %lelem446 = add i32 %lrow445, %lane20
  %loff448 = shl i32 %lelem446, 2
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff448
  store float %acc71, ptr addrspace(3) %gep.10, align 4
  %slot450 = add i32 %slot_base413, 5
  %lrow452 = mul i32 %slot450, 32
  %lelem453 = add i32 %lrow452, %lane20
  %loff455 = shl i32 %lelem453, 2
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff455
  store float %acc72, ptr addrspace(3) %gep.11, align 4
  %slot457 = add i32 %slot_base413, 6
  %lrow459 = mul i32 %slot457, 32
  %lelem460 = add i32 %lrow459, %lane20
  %loff462 = shl i32 %lelem460, 2
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff462
  store float %acc73, ptr addrspace(3) %gep.12, align 4
  %slot464 = add i32 %slot_base413, 7
  %lrow466 = mul i32 %slot464, 32
  %lelem467 = add i32 %lrow466, %lane20
  %loff469 = shl i32 %lelem467, 2
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff469
  store float %acc74, ptr addrspace(3) %gep.13, align 4
  %slot471 = add i32 %slot_base413, 8
  %lrow473 = mul i32 %slot471, 32
  %lelem474 = add i32 %lrow473, %lane20
  %loff476 = shl i32 %lelem474, 2
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff476
  store float %acc75, ptr addrspace(3) %gep.14, align 4
  %slot478 = add i32 %slot_base413, 9
  %lrow480 = mul i32 %slot478, 32
  %lelem481 = add i32 %lrow480, %lane20
  %loff483 = shl i32 %lelem481, 2
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff483
  store float %acc76, ptr addrspace(3) %gep.15, align 4
  %slot485 = add i32 %slot_base413, 10
  %lrow487 = mul i32 %slot485, 32
  %lelem488 = add i32 %lrow487, %lane20
  %loff490 = shl i32 %lelem488, 2
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff490
  store float %acc77, ptr addrspace(3) %gep.16, align 4
  %slot492 = add i32 %slot_base413, 11
  %lrow494 = mul i32 %slot492, 32
  %lelem495 = add i32 %lrow494, %lane20
  %loff497 = shl i32 %lelem495, 2
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff497
  store float %acc78, ptr addrspace(3) %gep.17, align 4
  %slot499 = add i32 %slot_base413, 12
  %lrow501 = mul i32 %slot499, 32
  %lelem502 = add i32 %lrow501, %lane20
  %loff504 = shl i32 %lelem502, 2
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff504
  store float %acc79, ptr addrspace(3) %gep.18, align 4
  %slot506 = add i32 %slot_base413, 13
  %lrow508 = mul i32 %slot506, 32
  %lelem509 = add i32 %lrow508, %lane20
  %loff511 = shl i32 %lelem509, 2
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff511
  store float %acc80, ptr addrspace(3) %gep.19, align 4
  %slot513 = add i32 %slot_base413, 14
  %lrow515 = mul i32 %slot513, 32
  %lelem516 = add i32 %lrow515, %lane20
  %loff518 = shl i32 %lelem516, 2
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff518
  store float %acc81, ptr addrspace(3) %gep.20, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lead520 = icmp ult i32 %wave22, 2
  br i1 %lead520, label %if.then.2, label %if.end.2
if.then.2:
  %peer522 = add i32 %rgrp24, 2
  %peer_base524 = mul i32 %peer522, 15
  %slot526 = add i32 %peer_base524, 0
  %lrow528 = mul i32 %slot526, 32
  %lelem529 = add i32 %lrow528, %lane20
  %loff531 = shl i32 %lelem529, 2
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff531
  %part532 = load float, ptr addrspace(3) %gep.21, align 4
  %sum533 = fadd float %acc67, %part532
  %peer535 = add i32 %rgrp24, 2
  %peer_base537 = mul i32 %peer535, 15
  %slot539 = add i32 %peer_base537, 1
  %lrow541 = mul i32 %slot539, 32
  %lelem542 = add i32 %lrow541, %lane20
  %loff544 = shl i32 %lelem542, 2
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff544
  %part545 = load float, ptr addrspace(3) %gep.22, align 4
  %sum546 = fadd float %acc68, %part545
  %peer548 = add i32 %rgrp24, 2
  %peer_base550 = mul i32 %peer548, 15
  %slot552 = add i32 %peer_base550, 2
  %lrow554 = mul i32 %slot552, 32
  %lelem555 = add i32 %lrow554, %lane20
  %loff557 = shl i32 %lelem555, 2
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff557
  %part558 = load float, ptr addrspace(3) %gep.23, align 4
  %sum559 = fadd float %acc69, %part558
  %peer561 = add i32 %rgrp24, 2
  %peer_base563 = mul i32 %peer561, 15
  %slot565 = add i32 %peer_base563, 3
  %lrow567 = mul i32 %slot565, 32
  %lelem568 = add i32 %lrow567, %lane20
  %loff570 = shl i32 %lelem568, 2
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff570
  %part571 = load float, ptr addrspace(3) %gep.24, align 4
  %sum572 = fadd float %acc70, %part571
  %peer574 = add i32 %rgrp24, 2
  %peer_base576 = mul i32 %peer574, 15
  %slot578 = add i32 %peer_base576, 4
  %lrow580 = mul i32 %slot578, 32
  %lelem581 = add i32 %lrow580, %lane20
  %loff583 = shl i32 %lelem581, 2
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff583
  %part584 = load float, ptr addrspace(3) %gep.25, align 4
  %sum585 = fadd float %acc71, %part584
  %peer587 = add i32 %rgrp24, 2
  %peer_base589 = mul i32 %peer587, 15
  %slot591 = add i32 %peer_base589, 5
  %lrow593 = mul i32 %slot591, 32
  %lelem594 = add i32 %lrow593, %lane20
  %loff596 = shl i32 %lelem594, 2
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff596
  %part597 = load float, ptr addrspace(3) %gep.26, align 4
  %sum598 = fadd float %acc72, %part597
  %peer600 = add i32 %rgrp24, 2
  %peer_base602 = mul i32 %peer600, 15
  %slot604 = add i32 %peer_base602, 6
  %lrow606 = mul i32 %slot604, 32
  %lelem607 = add i32 %lrow606, %lane20
  %loff609 = shl i32 %lelem607, 2
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff609
  %part610 = load float, ptr addrspace(3) %gep.27, align 4
  %sum611 = fadd float %acc73, %part610
  %peer613 = add i32 %rgrp24, 2
  %peer_base615 = mul i32 %peer613, 15
  %slot617 = add i32 %peer_base615, 7
  %lrow619 = mul i32 %slot617, 32
  %lelem620 = add i32 %lrow619, %lane20
  %loff622 = shl i32 %lelem620, 2
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff622
  %part623 = load float, ptr addrspace(3) %gep.28, align 4
  %sum624 = fadd float %acc74, %part623
  %peer626 = add i32 %rgrp24, 2
  %peer_base628 = mul i32 %peer626, 15
  %slot630 = add i32 %peer_base628, 8
  %lrow632 = mul i32 %slot630, 32
  %lelem633 = add i32 %lrow632, %lane20
  %loff635 = shl i32 %lelem633, 2
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff635
  %part636 = load float, ptr addrspace(3) %gep.29, align 4
  %sum637 = fadd float %acc75, %part636
  %peer639 = add i32 %rgrp24, 2
  %peer_base641 = mul i32 %peer639, 15
  %slot643 = add i32 %peer_base641, 9
  %lrow645 = mul i32 %slot643, 32
  %lelem646 = add i32 %lrow645, %lane20
  %loff648 = shl i32 %lelem646, 2
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff648
  %part649 = load float, ptr addrspace(3) %gep.30, align 4
  %sum650 = fadd float %acc76, %part649
  %peer652 = add i32 %rgrp24, 2
  %peer_base654 = mul i32 %peer652, 15
  %slot656 = add i32 %peer_base654, 10
  %lrow658 = mul i32 %slot656, 32
  %lelem659 = add i32 %lrow658, %lane20
  %loff661 = shl i32 %lelem659, 2
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff661
  %part662 = load float, ptr addrspace(3) %gep.31, align 4
  %sum663 = fadd float %acc77, %part662
  %peer665 = add i32 %rgrp24, 2
  %peer_base667 = mul i32 %peer665, 15
  %slot669 = add i32 %peer_base667, 11
  %lrow671 = mul i32 %slot669, 32
  %lelem672 = add i32 %lrow671, %lane20
  %loff674 = shl i32 %lelem672, 2
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff674
  %part675 = load float, ptr addrspace(3) %gep.32, align 4
  %sum676 = fadd float %acc78, %part675
  %peer678 = add i32 %rgrp24, 2
  %peer_base680 = mul i32 %peer678, 15
  %slot682 = add i32 %peer_base680, 12
  %lrow684 = mul i32 %slot682, 32
  %lelem685 = add i32 %lrow684, %lane20
  %loff687 = shl i32 %lelem685, 2
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff687
  %part688 = load float, ptr addrspace(3) %gep.33, align 4
  %sum689 = fadd float %acc79, %part688
  %peer691 = add i32 %rgrp24, 2
  %peer_base693 = mul i32 %peer691, 15
  %slot695 = add i32 %peer_base693, 13
  %lrow697 = mul i32 %slot695, 32
  %lelem698 = add i32 %lrow697, %lane20
  %loff700 = shl i32 %lelem698, 2
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff700
  %part701 = load float, ptr addrspace(3) %gep.34, align 4
  %sum702 = fadd float %acc80, %part701
  %peer704 = add i32 %rgrp24, 2
  %peer_base706 = mul i32 %peer704, 15
  %slot708 = add i32 %peer_base706, 14
  %lrow710 = mul i32 %slot708, 32
  %lelem711 = add i32 %lrow710, %lane20
  %loff713 = shl i32 %lelem711, 2
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f5x5_s2x2_p2x2_w4_rs2_hb2_wsr4, i32 %loff713
  %part714 = load float, ptr addrspace(3) %gep.35, align 4
  %sum715 = fadd float %acc81, %part714
  %slab717 = urem i32 %img28, 4
  %slab_c718 = mul i32 %slab717, %groups
  %chan719 = add i32 %slab_c718, %c32
  %chan_r721 = mul i32 %chan719, 5
  br i1 %cok33, label %if.then.3, label %if.end.3
if.then.3:
  %r723 = add i32 %r_lo35, 0
  %rok725 = icmp ult i32 %r723, 5
  br i1 %rok725, label %if.then.4, label %if.end.4
if.then.4:
  %rr726 = add i32 %chan_r721, %r723
  %tap_base728 = mul i32 %rr726, 5
  %tap730 = add i32 %tap_base728, 0
  %ws_off732 = shl i32 %tap730, 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum533, ptr addrspace(8) %rws46, i32 %ws_off732, i32 0, i32 20)
  %tap735 = add i32 %tap_base728, 1
  %ws_off737 = shl i32 %tap735, 2
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum546, ptr addrspace(8) %rws46, i32 %ws_off737, i32 0, i32 20)
  %tap740 = add i32 %tap_base728, 2
  %ws_off742 = shl i32 %tap740, 2
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum559, ptr addrspace(8) %rws46, i32 %ws_off742, i32 0, i32 20)
  %tap745 = add i32 %tap_base728, 3
  %ws_off747 = shl i32 %tap745, 2
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum572, ptr addrspace(8) %rws46, i32 %ws_off747, i32 0, i32 20)
  %tap750 = add i32 %tap_base728, 4
  %ws_off752 = shl i32 %tap750, 2
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum585, ptr addrspace(8) %rws46, i32 %ws_off752, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %r755 = add i32 %r_lo35, 1
  %rok757 = icmp ult i32 %r755, 5
  br i1 %rok757, label %if.then.5, label %if.end.5
if.then.5:
  %rr758 = add i32 %chan_r721, %r755
  %tap_base760 = mul i32 %rr758, 5
  %tap762 = add i32 %tap_base760, 0
  %ws_off764 = shl i32 %tap762, 2
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum598, ptr addrspace(8) %rws46, i32 %ws_off764, i32 0, i32 20)
  %tap767 = add i32 %tap_base760, 1
  %ws_off769 = shl i32 %tap767, 2
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum611, ptr addrspace(8) %rws46, i32 %ws_off769, i32 0, i32 20)
  %tap772 = add i32 %tap_base760, 2
  %ws_off774 = shl i32 %tap772, 2
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum624, ptr addrspace(8) %rws46, i32 %ws_off774, i32 0, i32 20)
  %tap777 = add i32 %tap_base760, 3
  %ws_off779 = shl i32 %tap777, 2
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum637, ptr addrspace(8) %rws46, i32 %ws_off779, i32 0, i32 20)
  %tap782 = add i32 %tap_base760, 4
  %ws_off784 = shl i32 %tap782, 2
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum650, ptr addrspace(8) %rws46, i32 %ws_off784, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %r787 = add i32 %r_lo35, 2
  %rok789 = icmp ult i32 %r787, 5
  br i1 %rok789, label %if.then.6, label %if.end.6
if.then.6:
  %rr790 = add i32 %chan_r721, %r787
  %tap_base792 = mul i32 %rr790, 5
  %tap794 = add i32 %tap_base792, 0
  %ws_off796 = shl i32 %tap794, 2
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum663, ptr addrspace(8) %rws46, i32 %ws_off796, i32 0, i32 20)
  %tap799 = add i32 %tap_base792, 1
  %ws_off801 = shl i32 %tap799, 2
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum676, ptr addrspace(8) %rws46, i32 %ws_off801, i32 0, i32 20)
  %tap804 = add i32 %tap_base792, 2
  %ws_off806 = shl i32 %tap804, 2
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum689, ptr addrspace(8) %rws46, i32 %ws_off806, i32 0, i32 20)
  %tap809 = add i32 %tap_base792, 3
  %ws_off811 = shl i32 %tap809, 2
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum702, ptr addrspace(8) %rws46, i32 %ws_off811, i32 0, i32 20)
  %tap814 = add i32 %tap_base792, 4
  %ws_off816 = shl i32 %tap814, 2
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum715, ptr addrspace(8) %rws46, i32 %ws_off816, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" }
