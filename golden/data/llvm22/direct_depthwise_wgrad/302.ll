; irgate direct_depthwise_wgrad{dtype=fp32,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,waves=4,r_split=1,ho_per_block=4,ws_replicas=1,tap_rows=4,tap_cols=8}@gfx950 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1 = internal unnamed_addr addrspace(3) global [32768 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fma.f32(float, float, float)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1(ptr addrspace(1) noalias readonly align 4 %dy, ptr addrspace(1) noalias readonly align 4 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid26 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane28 = and i32 %tid26, 63
  %wave30 = lshr i32 %tid26, 6
  %bx31 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img32 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk33 = call i32 @llvm.amdgcn.workgroup.id.z()
  %ncb_a35 = add i32 %groups, 63
  %ncb37 = udiv i32 %ncb_a35, 64
  %ntc_a39 = add i32 %filter_w, 7
  %ntc41 = udiv i32 %ntc_a39, 8
  %cblk42 = urem i32 %bx31, %ncb37
  %trest43 = udiv i32 %bx31, %ncb37
  %tcol44 = urem i32 %trest43, %ntc41
  %trow45 = udiv i32 %trest43, %ntc41
  %cbase47 = mul i32 %cblk42, 64
  %c48 = add i32 %cbase47, %lane28
  %cok49 = icmp ult i32 %c48, %groups
  %r_lo51 = mul i32 %trow45, 4
  %s_lo53 = mul i32 %tcol44, 8
  %r55 = add i32 %r_lo51, 0
  %rok56 = icmp ult i32 %r55, %filter_h
  %rd57 = mul i32 %r55, %dilation_h
  %hoff58 = sub i32 %rd57, %pad_h
  %r60 = add i32 %r_lo51, 1
  %rok61 = icmp ult i32 %r60, %filter_h
  %rd62 = mul i32 %r60, %dilation_h
  %hoff63 = sub i32 %rd62, %pad_h
  %r65 = add i32 %r_lo51, 2
  %rok66 = icmp ult i32 %r65, %filter_h
  %rd67 = mul i32 %r65, %dilation_h
  %hoff68 = sub i32 %rd67, %pad_h
  %r70 = add i32 %r_lo51, 3
  %rok71 = icmp ult i32 %r70, %filter_h
  %rd72 = mul i32 %r70, %dilation_h
  %hoff73 = sub i32 %rd72, %pad_h
  %s75 = add i32 %s_lo53, 0
  %sok76 = icmp ult i32 %s75, %filter_w
  %sd77 = mul i32 %s75, %dilation_w
  %woff78 = sub i32 %sd77, %pad_w
  %s80 = add i32 %s_lo53, 1
  %sok81 = icmp ult i32 %s80, %filter_w
  %sd82 = mul i32 %s80, %dilation_w
  %woff83 = sub i32 %sd82, %pad_w
  %s85 = add i32 %s_lo53, 2
  %sok86 = icmp ult i32 %s85, %filter_w
  %sd87 = mul i32 %s85, %dilation_w
  %woff88 = sub i32 %sd87, %pad_w
  %s90 = add i32 %s_lo53, 3
  %sok91 = icmp ult i32 %s90, %filter_w
  %sd92 = mul i32 %s90, %dilation_w
  %woff93 = sub i32 %sd92, %pad_w
  %s95 = add i32 %s_lo53, 4
  %sok96 = icmp ult i32 %s95, %filter_w
  %sd97 = mul i32 %s95, %dilation_w
  %woff98 = sub i32 %sd97, %pad_w
  %s100 = add i32 %s_lo53, 5
  %sok101 = icmp ult i32 %s100, %filter_w
  %sd102 = mul i32 %s100, %dilation_w
  %woff103 = sub i32 %sd102, %pad_w
  %s105 = add i32 %s_lo53, 6
  %sok106 = icmp ult i32 %s105, %filter_w
  %sd107 = mul i32 %s105, %dilation_w
  %woff108 = sub i32 %sd107, %pad_w
  %s110 = add i32 %s_lo53, 7
  %sok111 = icmp ult i32 %s110, %filter_w
  %sd112 = mul i32 %s110, %dilation_w
  %woff113 = sub i32 %sd112, %pad_w
  %ho_lo115 = mul i32 %hblk33, 4
  %ho_end117 = add i32 %ho_lo115, 4
  %fits118 = icmp ult i32 %ho_end117, %ho
  %ho_hi119 = select i1 %fits118, i32 %ho_end117, i32 %ho
  %nrows120 = sub i32 %ho_hi119, %ho_lo115
  %count121 = mul i32 %nrows120, %wo
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy122 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 159744)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx123 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 159744)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws124 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 159744)
  %dy_img125 = mul i32 %img32, %dy_stride_n
  %x_img126 = mul i32 %img32, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos161 = phi i32 [ %wave30, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc162 = phi float [ 0x0000000000000000, %entry ], [ %acc257, %for.latch.1 ]
  %acc163 = phi float [ 0x0000000000000000, %entry ], [ %acc268, %for.latch.1 ]
  %acc164 = phi float [ 0x0000000000000000, %entry ], [ %acc279, %for.latch.1 ]
  %acc165 = phi float [ 0x0000000000000000, %entry ], [ %acc290, %for.latch.1 ]
  %acc166 = phi float [ 0x0000000000000000, %entry ], [ %acc301, %for.latch.1 ]
  %acc167 = phi float [ 0x0000000000000000, %entry ], [ %acc312, %for.latch.1 ]
  %acc168 = phi float [ 0x0000000000000000, %entry ], [ %acc323, %for.latch.1 ]
  %acc169 = phi float [ 0x0000000000000000, %entry ], [ %acc334, %for.latch.1 ]
  %acc170 = phi float [ 0x0000000000000000, %entry ], [ %acc350, %for.latch.1 ]
  %acc171 = phi float [ 0x0000000000000000, %entry ], [ %acc361, %for.latch.1 ]
  %acc172 = phi float [ 0x0000000000000000, %entry ], [ %acc372, %for.latch.1 ]
  %acc173 = phi float [ 0x0000000000000000, %entry ], [ %acc383, %for.latch.1 ]
  %acc174 = phi float [ 0x0000000000000000, %entry ], [ %acc394, %for.latch.1 ]
  %acc175 = phi float [ 0x0000000000000000, %entry ], [ %acc405, %for.latch.1 ]
  %acc176 = phi float [ 0x0000000000000000, %entry ], [ %acc416, %for.latch.1 ]
  %acc177 = phi float [ 0x0000000000000000, %entry ], [ %acc427, %for.latch.1 ]
  %acc178 = phi float [ 0x0000000000000000, %entry ], [ %acc443, %for.latch.1 ]
  %acc179 = phi float [ 0x0000000000000000, %entry ], [ %acc454, %for.latch.1 ]
  %acc180 = phi float [ 0x0000000000000000, %entry ], [ %acc465, %for.latch.1 ]
  %acc181 = phi float [ 0x0000000000000000, %entry ], [ %acc476, %for.latch.1 ]
  %acc182 = phi float [ 0x0000000000000000, %entry ], [ %acc487, %for.latch.1 ]
  %acc183 = phi float [ 0x0000000000000000, %entry ], [ %acc498, %for.latch.1 ]
  %acc184 = phi float [ 0x0000000000000000, %entry ], [ %acc509, %for.latch.1 ]
  %acc185 = phi float [ 0x0000000000000000, %entry ], [ %acc520, %for.latch.1 ]
  %acc186 = phi float [ 0x0000000000000000, %entry ], [ %acc536, %for.latch.1 ]
  %acc187 = phi float [ 0x0000000000000000, %entry ], [ %acc547, %for.latch.1 ]
  %acc188 = phi float [ 0x0000000000000000, %entry ], [ %acc558, %for.latch.1 ]
  %acc189 = phi float [ 0x0000000000000000, %entry ], [ %acc569, %for.latch.1 ]
  %acc190 = phi float [ 0x0000000000000000, %entry ], [ %acc580, %for.latch.1 ]
  %acc191 = phi float [ 0x0000000000000000, %entry ], [ %acc591, %for.latch.1 ]
  %acc192 = phi float [ 0x0000000000000000, %entry ], [ %acc602, %for.latch.1 ]
  %acc193 = phi float [ 0x0000000000000000, %entry ], [ %acc613, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %pos161, %count121
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel194 = udiv i32 %pos161, %wo
  %wo195 = urem i32 %pos161, %wo
  %ho196 = add i32 %ho_lo115, %hrel194
  %dy_row197 = mul i32 %ho196, %dy_stride_h
  %dy_col198 = mul i32 %wo195, %dy_stride_w
  %dy_a199 = add i32 %dy_img125, %dy_row197
  %dy_b200 = add i32 %dy_a199, %dy_col198
  %dy_e201 = add i32 %dy_b200, %c48
  %dy_off203 = shl i32 %dy_e201, 2
  %dy_safe205 = select i1 %cok49, i32 %dy_off203, i32 2147483647
  %dy207 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy122, i32 %dy_safe205, i32 0, i32 0)
  %h_a208 = mul i32 %ho196, %stride_h
  %w_a209 = mul i32 %wo195, %stride_w
  %wi210 = add i32 %w_a209, %woff78
  %wok211 = icmp ult i32 %wi210, %wi
  %wok212 = and i1 %wok211, %sok76
  %x_col213 = mul i32 %wi210, %x_stride_w
  %wi214 = add i32 %w_a209, %woff83
  %wok215 = icmp ult i32 %wi214, %wi
  %wok216 = and i1 %wok215, %sok81
  %x_col217 = mul i32 %wi214, %x_stride_w
  %wi218 = add i32 %w_a209, %woff88
  %wok219 = icmp ult i32 %wi218, %wi
  %wok220 = and i1 %wok219, %sok86
  %x_col221 = mul i32 %wi218, %x_stride_w
  %wi222 = add i32 %w_a209, %woff93
  %wok223 = icmp ult i32 %wi222, %wi
  %wok224 = and i1 %wok223, %sok91
  %x_col225 = mul i32 %wi222, %x_stride_w
  %wi226 = add i32 %w_a209, %woff98
  %wok227 = icmp ult i32 %wi226, %wi
  %wok228 = and i1 %wok227, %sok96
  %x_col229 = mul i32 %wi226, %x_stride_w
  %wi230 = add i32 %w_a209, %woff103
  %wok231 = icmp ult i32 %wi230, %wi
  %wok232 = and i1 %wok231, %sok101
  %x_col233 = mul i32 %wi230, %x_stride_w
  %wi234 = add i32 %w_a209, %woff108
  %wok235 = icmp ult i32 %wi234, %wi
  %wok236 = and i1 %wok235, %sok106
  %x_col237 = mul i32 %wi234, %x_stride_w
  %wi238 = add i32 %w_a209, %woff113
  %wok239 = icmp ult i32 %wi238, %wi
  %wok240 = and i1 %wok239, %sok111
  %x_col241 = mul i32 %wi238, %x_stride_w
  %hi242 = add i32 %h_a208, %hoff58
  %hok243 = icmp ult i32 %hi242, %hi
  %hok244 = and i1 %hok243, %rok56
  %x_row245 = mul i32 %hi242, %x_stride_h
  %x_r246 = add i32 %x_img126, %x_row245
  %in_img247 = and i1 %hok244, %wok212
  %ok248 = and i1 %in_img247, %cok49
  %x_a249 = add i32 %x_r246, %x_col213
  %x_e250 = add i32 %x_a249, %c48
  %x_off252 = shl i32 %x_e250, 2
  %x_safe254 = select i1 %ok248, i32 %x_off252, i32 2147483647
  %x256 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe254, i32 0, i32 0)
  %acc257 = call float @llvm.fma.f32(float %dy207, float %x256, float %acc162)
  %in_img258 = and i1 %hok244, %wok216
  %ok259 = and i1 %in_img258, %cok49
  %x_a260 = add i32 %x_r246, %x_col217
  %x_e261 = add i32 %x_a260, %c48
  %x_off263 = shl i32 %x_e261, 2
  %x_safe265 = select i1 %ok259, i32 %x_off263, i32 2147483647
  %x267 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe265, i32 0, i32 0)
  %acc268 = call float @llvm.fma.f32(float %dy207, float %x267, float %acc163)
  %in_img269 = and i1 %hok244, %wok220
  %ok270 = and i1 %in_img269, %cok49
  %x_a271 = add i32 %x_r246, %x_col221
  %x_e272 = add i32 %x_a271, %c48
  %x_off274 = shl i32 %x_e272, 2
  %x_safe276 = select i1 %ok270, i32 %x_off274, i32 2147483647
  %x278 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe276, i32 0, i32 0)
  %acc279 = call float @llvm.fma.f32(float %dy207, float %x278, float %acc164)
  %in_img280 = and i1 %hok244, %wok224
  %ok281 = and i1 %in_img280, %cok49
  %x_a282 = add i32 %x_r246, %x_col225
  %x_e283 = add i32 %x_a282, %c48
  %x_off285 = shl i32 %x_e283, 2
  %x_safe287 = select i1 %ok281, i32 %x_off285, i32 2147483647
  %x289 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe287, i32 0, i32 0)
  %acc290 = call float @llvm.fma.f32(float %dy207, float %x289, float %acc165)
  %in_img291 = and i1 %hok244, %wok228
  %ok292 = and i1 %in_img291, %cok49
  %x_a293 = add i32 %x_r246, %x_col229
  %x_e294 = add i32 %x_a293, %c48
  %x_off296 = shl i32 %x_e294, 2
  %x_safe298 = select i1 %ok292, i32 %x_off296, i32 2147483647
  %x300 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe298, i32 0, i32 0)
  %acc301 = call float @llvm.fma.f32(float %dy207, float %x300, float %acc166)
  %in_img302 = and i1 %hok244, %wok232
  %ok303 = and i1 %in_img302, %cok49
  %x_a304 = add i32 %x_r246, %x_col233
  %x_e305 = add i32 %x_a304, %c48
  %x_off307 = shl i32 %x_e305, 2
  %x_safe309 = select i1 %ok303, i32 %x_off307, i32 2147483647
  %x311 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe309, i32 0, i32 0)
  %acc312 = call float @llvm.fma.f32(float %dy207, float %x311, float %acc167)
  %in_img313 = and i1 %hok244, %wok236
  %ok314 = and i1 %in_img313, %cok49
  %x_a315 = add i32 %x_r246, %x_col237
  %x_e316 = add i32 %x_a315, %c48
  %x_off318 = shl i32 %x_e316, 2
  %x_safe320 = select i1 %ok314, i32 %x_off318, i32 2147483647
  %x322 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe320, i32 0, i32 0)
  %acc323 = call float @llvm.fma.f32(float %dy207, float %x322, float %acc168)
  %in_img324 = and i1 %hok244, %wok240
  %ok325 = and i1 %in_img324, %cok49
  %x_a326 = add i32 %x_r246, %x_col241
  %x_e327 = add i32 %x_a326, %c48
  %x_off329 = shl i32 %x_e327, 2
  %x_safe331 = select i1 %ok325, i32 %x_off329, i32 2147483647
  %x333 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe331, i32 0, i32 0)
  %acc334 = call float @llvm.fma.f32(float %dy207, float %x333, float %acc169)
  %hi335 = add i32 %h_a208, %hoff63
  %hok336 = icmp ult i32 %hi335, %hi
  %hok337 = and i1 %hok336, %rok61
  %x_row338 = mul i32 %hi335, %x_stride_h
  %x_r339 = add i32 %x_img126, %x_row338
  %in_img340 = and i1 %hok337, %wok212
  %ok341 = and i1 %in_img340, %cok49
  %x_a342 = add i32 %x_r339, %x_col213
  %x_e343 = add i32 %x_a342, %c48
  %x_off345 = shl i32 %x_e343, 2
  %x_safe347 = select i1 %ok341, i32 %x_off345, i32 2147483647
  %x349 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe347, i32 0, i32 0)
  %acc350 = call float @llvm.fma.f32(float %dy207, float %x349, float %acc170)
  %in_img351 = and i1 %hok337, %wok216
  %ok352 = and i1 %in_img351, %cok49
  %x_a353 = add i32 %x_r339, %x_col217
  %x_e354 = add i32 %x_a353, %c48
  %x_off356 = shl i32 %x_e354, 2
  %x_safe358 = select i1 %ok352, i32 %x_off356, i32 2147483647
  %x360 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe358, i32 0, i32 0)
  %acc361 = call float @llvm.fma.f32(float %dy207, float %x360, float %acc171)
  %in_img362 = and i1 %hok337, %wok220
  %ok363 = and i1 %in_img362, %cok49
  %x_a364 = add i32 %x_r339, %x_col221
  %x_e365 = add i32 %x_a364, %c48
  %x_off367 = shl i32 %x_e365, 2
  %x_safe369 = select i1 %ok363, i32 %x_off367, i32 2147483647
  %x371 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe369, i32 0, i32 0)
  %acc372 = call float @llvm.fma.f32(float %dy207, float %x371, float %acc172)
  %in_img373 = and i1 %hok337, %wok224
  %ok374 = and i1 %in_img373, %cok49
  %x_a375 = add i32 %x_r339, %x_col225
  %x_e376 = add i32 %x_a375, %c48
  %x_off378 = shl i32 %x_e376, 2
  %x_safe380 = select i1 %ok374, i32 %x_off378, i32 2147483647
  %x382 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe380, i32 0, i32 0)
  %acc383 = call float @llvm.fma.f32(float %dy207, float %x382, float %acc173)
  %in_img384 = and i1 %hok337, %wok228
  %ok385 = and i1 %in_img384, %cok49
  %x_a386 = add i32 %x_r339, %x_col229
  %x_e387 = add i32 %x_a386, %c48
  %x_off389 = shl i32 %x_e387, 2
  %x_safe391 = select i1 %ok385, i32 %x_off389, i32 2147483647
  %x393 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe391, i32 0, i32 0)
  %acc394 = call float @llvm.fma.f32(float %dy207, float %x393, float %acc174)
  %in_img395 = and i1 %hok337, %wok232
  %ok396 = and i1 %in_img395, %cok49
  %x_a397 = add i32 %x_r339, %x_col233
  %x_e398 = add i32 %x_a397, %c48
  %x_off400 = shl i32 %x_e398, 2
  %x_safe402 = select i1 %ok396, i32 %x_off400, i32 2147483647
  %x404 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe402, i32 0, i32 0)
  %acc405 = call float @llvm.fma.f32(float %dy207, float %x404, float %acc175)
  %in_img406 = and i1 %hok337, %wok236
  %ok407 = and i1 %in_img406, %cok49
  %x_a408 = add i32 %x_r339, %x_col237
  %x_e409 = add i32 %x_a408, %c48
  %x_off411 = shl i32 %x_e409, 2
  %x_safe413 = select i1 %ok407, i32 %x_off411, i32 2147483647
  %x415 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe413, i32 0, i32 0)
  %acc416 = call float @llvm.fma.f32(float %dy207, float %x415, float %acc176)
  %in_img417 = and i1 %hok337, %wok240
  %ok418 = and i1 %in_img417, %cok49
  %x_a419 = add i32 %x_r339, %x_col241
  %x_e420 = add i32 %x_a419, %c48
  %x_off422 = shl i32 %x_e420, 2
  %x_safe424 = select i1 %ok418, i32 %x_off422, i32 2147483647
  %x426 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe424, i32 0, i32 0)
  %acc427 = call float @llvm.fma.f32(float %dy207, float %x426, float %acc177)
  %hi428 = add i32 %h_a208, %hoff68
  %hok429 = icmp ult i32 %hi428, %hi
  %hok430 = and i1 %hok429, %rok66
  %x_row431 = mul i32 %hi428, %x_stride_h
  %x_r432 = add i32 %x_img126, %x_row431
  %in_img433 = and i1 %hok430, %wok212
  %ok434 = and i1 %in_img433, %cok49
  %x_a435 = add i32 %x_r432, %x_col213
  %x_e436 = add i32 %x_a435, %c48
  %x_off438 = shl i32 %x_e436, 2
  %x_safe440 = select i1 %ok434, i32 %x_off438, i32 2147483647
  %x442 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe440, i32 0, i32 0)
  %acc443 = call float @llvm.fma.f32(float %dy207, float %x442, float %acc178)
  %in_img444 = and i1 %hok430, %wok216
  %ok445 = and i1 %in_img444, %cok49
  %x_a446 = add i32 %x_r432, %x_col217
  %x_e447 = add i32 %x_a446, %c48
  %x_off449 = shl i32 %x_e447, 2
  %x_safe451 = select i1 %ok445, i32 %x_off449, i32 2147483647
  %x453 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe451, i32 0, i32 0)
  %acc454 = call float @llvm.fma.f32(float %dy207, float %x453, float %acc179)
  %in_img455 = and i1 %hok430, %wok220
  %ok456 = and i1 %in_img455, %cok49
  %x_a457 = add i32 %x_r432, %x_col221
  %x_e458 = add i32 %x_a457, %c48
  %x_off460 = shl i32 %x_e458, 2
  %x_safe462 = select i1 %ok456, i32 %x_off460, i32 2147483647
  %x464 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe462, i32 0, i32 0)
  %acc465 = call float @llvm.fma.f32(float %dy207, float %x464, float %acc180)
  %in_img466 = and i1 %hok430, %wok224
  %ok467 = and i1 %in_img466, %cok49
  %x_a468 = add i32 %x_r432, %x_col225
  %x_e469 = add i32 %x_a468, %c48
  %x_off471 = shl i32 %x_e469, 2
  %x_safe473 = select i1 %ok467, i32 %x_off471, i32 2147483647
  %x475 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe473, i32 0, i32 0)
  %acc476 = call float @llvm.fma.f32(float %dy207, float %x475, float %acc181)
  %in_img477 = and i1 %hok430, %wok228
  %ok478 = and i1 %in_img477, %cok49
  %x_a479 = add i32 %x_r432, %x_col229
  %x_e480 = add i32 %x_a479, %c48
  %x_off482 = shl i32 %x_e480, 2
  %x_safe484 = select i1 %ok478, i32 %x_off482, i32 2147483647
  %x486 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe484, i32 0, i32 0)
  %acc487 = call float @llvm.fma.f32(float %dy207, float %x486, float %acc182)
  %in_img488 = and i1 %hok430, %wok232
  %ok489 = and i1 %in_img488, %cok49
  %x_a490 = add i32 %x_r432, %x_col233
  %x_e491 = add i32 %x_a490, %c48
  %x_off493 = shl i32 %x_e491, 2
  %x_safe495 = select i1 %ok489, i32 %x_off493, i32 2147483647
  %x497 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe495, i32 0, i32 0)
  %acc498 = call float @llvm.fma.f32(float %dy207, float %x497, float %acc183)
  %in_img499 = and i1 %hok430, %wok236
  %ok500 = and i1 %in_img499, %cok49
  %x_a501 = add i32 %x_r432, %x_col237
  %x_e502 = add i32 %x_a501, %c48
  %x_off504 = shl i32 %x_e502, 2
  %x_safe506 = select i1 %ok500, i32 %x_off504, i32 2147483647
  %x508 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe506, i32 0, i32 0)
  %acc509 = call float @llvm.fma.f32(float %dy207, float %x508, float %acc184)
  %in_img510 = and i1 %hok430, %wok240
  %ok511 = and i1 %in_img510, %cok49
  %x_a512 = add i32 %x_r432, %x_col241
  %x_e513 = add i32 %x_a512, %c48
  %x_off515 = shl i32 %x_e513, 2
  %x_safe517 = select i1 %ok511, i32 %x_off515, i32 2147483647
  %x519 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe517, i32 0, i32 0)
  %acc520 = call float @llvm.fma.f32(float %dy207, float %x519, float %acc185)
  %hi521 = add i32 %h_a208, %hoff73
  %hok522 = icmp ult i32 %hi521, %hi
  %hok523 = and i1 %hok522, %rok71
  %x_row524 = mul i32 %hi521, %x_stride_h
  %x_r525 = add i32 %x_img126, %x_row524
  %in_img526 = and i1 %hok523, %wok212
  %ok527 = and i1 %in_img526, %cok49
  %x_a528 = add i32 %x_r525, %x_col213
  %x_e529 = add i32 %x_a528, %c48
  %x_off531 = shl i32 %x_e529, 2
  %x_safe533 = select i1 %ok527, i32 %x_off531, i32 2147483647
  %x535 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe533, i32 0, i32 0)
  %acc536 = call float @llvm.fma.f32(float %dy207, float %x535, float %acc186)
  %in_img537 = and i1 %hok523, %wok216
  %ok538 = and i1 %in_img537, %cok49
  %x_a539 = add i32 %x_r525, %x_col217
  %x_e540 = add i32 %x_a539, %c48
  %x_off542 = shl i32 %x_e540, 2
  %x_safe544 = select i1 %ok538, i32 %x_off542, i32 2147483647
  %x546 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe544, i32 0, i32 0)
  %acc547 = call float @llvm.fma.f32(float %dy207, float %x546, float %acc187)
  %in_img548 = and i1 %hok523, %wok220
  %ok549 = and i1 %in_img548, %cok49
  %x_a550 = add i32 %x_r525, %x_col221
  %x_e551 = add i32 %x_a550, %c48
  %x_off553 = shl i32 %x_e551, 2
  %x_safe555 = select i1 %ok549, i32 %x_off553, i32 2147483647
  %x557 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe555, i32 0, i32 0)
  %acc558 = call float @llvm.fma.f32(float %dy207, float %x557, float %acc188)
  %in_img559 = and i1 %hok523, %wok224
  %ok560 = and i1 %in_img559, %cok49
  %x_a561 = add i32 %x_r525, %x_col225
  %x_e562 = add i32 %x_a561, %c48
  %x_off564 = shl i32 %x_e562, 2
  %x_safe566 = select i1 %ok560, i32 %x_off564, i32 2147483647
  %x568 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe566, i32 0, i32 0)
  %acc569 = call float @llvm.fma.f32(float %dy207, float %x568, float %acc189)
  %in_img570 = and i1 %hok523, %wok228
  %ok571 = and i1 %in_img570, %cok49
  %x_a572 = add i32 %x_r525, %x_col229
  %x_e573 = add i32 %x_a572, %c48
  %x_off575 = shl i32 %x_e573, 2
  %x_safe577 = select i1 %ok571, i32 %x_off575, i32 2147483647
  %x579 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe577, i32 0, i32 0)
  %acc580 = call float @llvm.fma.f32(float %dy207, float %x579, float %acc190)
  %in_img581 = and i1 %hok523, %wok232
  %ok582 = and i1 %in_img581, %cok49
  %x_a583 = add i32 %x_r525, %x_col233
  %x_e584 = add i32 %x_a583, %c48
  %x_off586 = shl i32 %x_e584, 2
  %x_safe588 = select i1 %ok582, i32 %x_off586, i32 2147483647
  %x590 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe588, i32 0, i32 0)
  %acc591 = call float @llvm.fma.f32(float %dy207, float %x590, float %acc191)
  %in_img592 = and i1 %hok523, %wok236
  %ok593 = and i1 %in_img592, %cok49
  %x_a594 = add i32 %x_r525, %x_col237
  %x_e595 = add i32 %x_a594, %c48
  %x_off597 = shl i32 %x_e595, 2
  %x_safe599 = select i1 %ok593, i32 %x_off597, i32 2147483647
  %x601 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe599, i32 0, i32 0)
  %acc602 = call float @llvm.fma.f32(float %dy207, float %x601, float %acc192)
  %in_img603 = and i1 %hok523, %wok240
  %ok604 = and i1 %in_img603, %cok49
  %x_a605 = add i32 %x_r525, %x_col241
  %x_e606 = add i32 %x_a605, %c48
  %x_off608 = shl i32 %x_e606, 2
  %x_safe610 = select i1 %ok604, i32 %x_off608, i32 2147483647
  %x612 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx123, i32 %x_safe610, i32 0, i32 0)
  %acc613 = call float @llvm.fma.f32(float %dy207, float %x612, float %acc193)
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %pos161, 4
  br label %for.head.1
for.exit.1:
  %slot_base616 = mul i32 %wave30, 32
  %slot618 = add i32 %slot_base616, 0
  %lrow620 = mul i32 %slot618, 64
  %lelem621 = add i32 %lrow620, %lane28
  %loff623 = shl i32 %lelem621, 2
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff623
  store float %acc162, ptr addrspace(3) %gep.6, align 4
  %slot625 = add i32 %slot_base616, 1
  %lrow627 = mul i32 %slot625, 64
  %lelem628 = add i32 %lrow627, %lane28
  %loff630 = shl i32 %lelem628, 2
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff630
  store float %acc163, ptr addrspace(3) %gep.7, align 4
  %slot632 = add i32 %slot_base616, 2
  %lrow634 = mul i32 %slot632, 64
  %lelem635 = add i32 %lrow634, %lane28
  %loff637 = shl i32 %lelem635, 2
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff637
  store float %acc164, ptr addrspace(3) %gep.8, align 4
  %slot639 = add i32 %slot_base616, 3
  %lrow641 = mul i32 %slot639, 64
  %lelem642 = add i32 %lrow641, %lane28
  %loff644 = shl i32 %lelem642, 2
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff644
  store float %acc165, ptr addrspace(3) %gep.9, align 4
  %slot646 = add i32 %slot_base616, 4
  %lrow648 = mul i32 %slot646, 64
  %lelem649 = add i32 %lrow648, %lane28
  %loff651 = shl i32 %lelem649, 2
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff651
  store float %acc166, ptr addrspace(3) %gep.10, align 4
  %slot653 = add i32 %slot_base616, 5
  %lrow655 = mul i32 %slot653, 64
  %lelem656 = add i32 %lrow655, %lane28
  %loff658 = shl i32 %lelem656, 2
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff658
  store float %acc167, ptr addrspace(3) %gep.11, align 4
  %slot660 = add i32 %slot_base616, 6
  %lrow662 = mul i32 %slot660, 64
  %lelem663 = add i32 %lrow662, %lane28
  %loff665 = shl i32 %lelem663, 2
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff665
  store float %acc168, ptr addrspace(3) %gep.12, align 4
  %slot667 = add i32 %slot_base616, 7
  %lrow669 = mul i32 %slot667, 64
  %lelem670 = add i32 %lrow669, %lane28
  %loff672 = shl i32 %lelem670, 2
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff672
  store float %acc169, ptr addrspace(3) %gep.13, align 4
  %slot674 = add i32 %slot_base616, 8
  %lrow676 = mul i32 %slot674, 64
  %lelem677 = add i32 %lrow676, %lane28
  %loff679 = shl i32 %lelem677, 2
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff679
  store float %acc170, ptr addrspace(3) %gep.14, align 4
  %slot681 = add i32 %slot_base616, 9
  %lrow683 = mul i32 %slot681, 64
  %lelem684 = add i32 %lrow683, %lane28
  %loff686 = shl i32 %lelem684, 2
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff686
  store float %acc171, ptr addrspace(3) %gep.15, align 4
  %slot688 = add i32 %slot_base616, 10
  %lrow690 = mul i32 %slot688, 64
  %lelem691 = add i32 %lrow690, %lane28
  %loff693 = shl i32 %lelem691, 2
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff693
  store float %acc172, ptr addrspace(3) %gep.16, align 4
  %slot695 = add i32 %slot_base616, 11
  %lrow697 = mul i32 %slot695, 64
  %lelem698 = add i32 %lrow697, %lane28
  %loff700 = shl i32 %lelem698, 2
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff700
  store float %acc173, ptr addrspace(3) %gep.17, align 4
  %slot702 = add i32 %slot_base616, 12
  %lrow704 = mul i32 %slot702, 64
  %lelem705 = add i32 %lrow704, %lane28
  %loff707 = shl i32 %lelem705, 2
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff707
  store float %acc174, ptr addrspace(3) %gep.18, align 4
  %slot709 = add i32 %slot_base616, 13
  %lrow711 = mul i32 %slot709, 64
  %lelem712 = add i32 %lrow711, %lane28
  %loff714 = shl i32 %lelem712, 2
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff714
  store float %acc175, ptr addrspace(3) %gep.19, align 4
  %slot716 = add i32 %slot_base616, 14
  %lrow718 = mul i32 %slot716, 64
  %lelem719 = add i32 %lrow718, %lane28
  %loff721 = shl i32 %lelem719, 2
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff721
  store float %acc176, ptr addrspace(3) %gep.20, align 4
  %slot723 = add i32 %slot_base616, 15
  %lrow725 = mul i32 %slot723, 64
  %lelem726 = add i32 %lrow725, %lane28
  %loff728 = shl i32 %lelem726, 2
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff728
  store float %acc177, ptr addrspace(3) %gep.21, align 4
  %slot730 = add i32 %slot_base616, 16
  %lrow732 = mul i32 %slot730, 64
  %lelem733 = add i32 %lrow732, %lane28
  %loff735 = shl i32 %lelem733, 2
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff735
  store float %acc178, ptr addrspace(3) %gep.22, align 4
  %slot737 = add i32 %slot_base616, 17
  %lrow739 = mul i32 %slot737, 64
  %lelem740 = add i32 %lrow739, %lane28
  %loff742 = shl i32 %lelem740, 2
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff742
  store float %acc179, ptr addrspace(3) %gep.23, align 4
  %slot744 = add i32 %slot_base616, 18
  %lrow746 = mul i32 %slot744, 64
  %lelem747 = add i32 %lrow746, %lane28
  %loff749 = shl i32 %lelem747, 2
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff749
  store float %acc180, ptr addrspace(3) %gep.24, align 4
  %slot751 = add i32 %slot_base616, 19
  %lrow753 = mul i32 %slot751, 64
  %lelem754 = add i32 %lrow753, %lane28
  %loff756 = shl i32 %lelem754, 2
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff756
  store float %acc181, ptr addrspace(3) %gep.25, align 4
  %slot758 = add i32 %slot_base616, 20
  %lrow760 = mul i32 %slot758, 64
  %lelem761 = add i32 %lrow760, %lane28
  %loff763 = shl i32 %lelem761, 2
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff763
  store float %acc182, ptr addrspace(3) %gep.26, align 4
  %slot765 = add i32 %slot_base616, 21
  %lrow767 = mul i32 %slot765, 64
  %lelem768 = add i32 %lrow767, %lane28
  %loff770 = shl i32 %lelem768, 2
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff770
  store float %acc183, ptr addrspace(3) %gep.27, align 4
  %slot772 = add i32 %slot_base616, 22
  %lrow774 = mul i32 %slot772, 64
  %lelem775 = add i32 %lrow774, %lane28
  %loff777 = shl i32 %lelem775, 2
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff777
  store float %acc184, ptr addrspace(3) %gep.28, align 4
  %slot779 = add i32 %slot_base616, 23
  %lrow781 = mul i32 %slot779, 64
  %lelem782 = add i32 %lrow781, %lane28
  %loff784 = shl i32 %lelem782, 2
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff784
  store float %acc185, ptr addrspace(3) %gep.29, align 4
  %slot786 = add i32 %slot_base616, 24
  %lrow788 = mul i32 %slot786, 64
  %lelem789 = add i32 %lrow788, %lane28
  %loff791 = shl i32 %lelem789, 2
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff791
  store float %acc186, ptr addrspace(3) %gep.30, align 4
  %slot793 = add i32 %slot_base616, 25
  %lrow795 = mul i32 %slot793, 64
  %lelem796 = add i32 %lrow795, %lane28
  %loff798 = shl i32 %lelem796, 2
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff798
  store float %acc187, ptr addrspace(3) %gep.31, align 4
  %slot800 = add i32 %slot_base616, 26
  %lrow802 = mul i32 %slot800, 64
  %lelem803 = add i32 %lrow802, %lane28
  %loff805 = shl i32 %lelem803, 2
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff805
  store float %acc188, ptr addrspace(3) %gep.32, align 4
  %slot807 = add i32 %slot_base616, 27
  %lrow809 = mul i32 %slot807, 64
  %lelem810 = add i32 %lrow809, %lane28
  %loff812 = shl i32 %lelem810, 2
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff812
  store float %acc189, ptr addrspace(3) %gep.33, align 4
  %slot814 = add i32 %slot_base616, 28
  %lrow816 = mul i32 %slot814, 64
  %lelem817 = add i32 %lrow816, %lane28
  %loff819 = shl i32 %lelem817, 2
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff819
  store float %acc190, ptr addrspace(3) %gep.34, align 4
  %slot821 = add i32 %slot_base616, 29
  %lrow823 = mul i32 %slot821, 64
  %lelem824 = add i32 %lrow823, %lane28
  %loff826 = shl i32 %lelem824, 2
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff826
  store float %acc191, ptr addrspace(3) %gep.35, align 4
  %slot828 = add i32 %slot_base616, 30
  %lrow830 = mul i32 %slot828, 64
  %lelem831 = add i32 %lrow830, %lane28
  %loff833 = shl i32 %lelem831, 2
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff833
  store float %acc192, ptr addrspace(3) %gep.36, align 4
  %slot835 = add i32 %slot_base616, 31
  %lrow837 = mul i32 %slot835, 64
  %lelem838 = add i32 %lrow837, %lane28
  %loff840 = shl i32 %lelem838, 2
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff840
  store float %acc193, ptr addrspace(3) %gep.37, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lead842 = icmp ult i32 %wave30, 1
  br i1 %lead842, label %if.then.2, label %if.end.2
if.then.2:
  %peer844 = add i32 %wave30, 1
  %peer_base846 = mul i32 %peer844, 32
  %slot848 = add i32 %peer_base846, 0
  %lrow850 = mul i32 %slot848, 64
  %lelem851 = add i32 %lrow850, %lane28
  %loff853 = shl i32 %lelem851, 2
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff853
  %part854 = load float, ptr addrspace(3) %gep.38, align 4
  %sum855 = fadd float %acc162, %part854
  %peer857 = add i32 %wave30, 2
  %peer_base859 = mul i32 %peer857, 32
  %slot861 = add i32 %peer_base859, 0
  %lrow863 = mul i32 %slot861, 64
  %lelem864 = add i32 %lrow863, %lane28
  %loff866 = shl i32 %lelem864, 2
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff866
  %part867 = load float, ptr addrspace(3) %gep.39, align 4
  %sum868 = fadd float %sum855, %part867
  %peer870 = add i32 %wave30, 3
  %peer_base872 = mul i32 %peer870, 32
  %slot874 = add i32 %peer_base872, 0
  %lrow876 = mul i32 %slot874, 64
  %lelem877 = add i32 %lrow876, %lane28
  %loff879 = shl i32 %lelem877, 2
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff879
  %part880 = load float, ptr addrspace(3) %gep.40, align 4
  %sum881 = fadd float %sum868, %part880
  %peer883 = add i32 %wave30, 1
  %peer_base885 = mul i32 %peer883, 32
  %slot887 = add i32 %peer_base885, 1
  %lrow889 = mul i32 %slot887, 64
  %lelem890 = add i32 %lrow889, %lane28
  %loff892 = shl i32 %lelem890, 2
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff892
  %part893 = load float, ptr addrspace(3) %gep.41, align 4
  %sum894 = fadd float %acc163, %part893
  %peer896 = add i32 %wave30, 2
  %peer_base898 = mul i32 %peer896, 32
  %slot900 = add i32 %peer_base898, 1
  %lrow902 = mul i32 %slot900, 64
  %lelem903 = add i32 %lrow902, %lane28
  %loff905 = shl i32 %lelem903, 2
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff905
  %part906 = load float, ptr addrspace(3) %gep.42, align 4
  %sum907 = fadd float %sum894, %part906
  %peer909 = add i32 %wave30, 3
  %peer_base911 = mul i32 %peer909, 32
  %slot913 = add i32 %peer_base911, 1
  %lrow915 = mul i32 %slot913, 64
  %lelem916 = add i32 %lrow915, %lane28
  %loff918 = shl i32 %lelem916, 2
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff918
  %part919 = load float, ptr addrspace(3) %gep.43, align 4
  %sum920 = fadd float %sum907, %part919
  %peer922 = add i32 %wave30, 1
  %peer_base924 = mul i32 %peer922, 32
  %slot926 = add i32 %peer_base924, 2
  %lrow928 = mul i32 %slot926, 64
  %lelem929 = add i32 %lrow928, %lane28
  %loff931 = shl i32 %lelem929, 2
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff931
  %part932 = load float, ptr addrspace(3) %gep.44, align 4
  %sum933 = fadd float %acc164, %part932
  %peer935 = add i32 %wave30, 2
  %peer_base937 = mul i32 %peer935, 32
  %slot939 = add i32 %peer_base937, 2
  %lrow941 = mul i32 %slot939, 64
  %lelem942 = add i32 %lrow941, %lane28
  %loff944 = shl i32 %lelem942, 2
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff944
  %part945 = load float, ptr addrspace(3) %gep.45, align 4
  %sum946 = fadd float %sum933, %part945
  %peer948 = add i32 %wave30, 3
  %peer_base950 = mul i32 %peer948, 32
  %slot952 = add i32 %peer_base950, 2
  %lrow954 = mul i32 %slot952, 64
  %lelem955 = add i32 %lrow954, %lane28
  %loff957 = shl i32 %lelem955, 2
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff957
  %part958 = load float, ptr addrspace(3) %gep.46, align 4
  %sum959 = fadd float %sum946, %part958
  %peer961 = add i32 %wave30, 1
  %peer_base963 = mul i32 %peer961, 32
  %slot965 = add i32 %peer_base963, 3
  %lrow967 = mul i32 %slot965, 64
  %lelem968 = add i32 %lrow967, %lane28
  %loff970 = shl i32 %lelem968, 2
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff970
  %part971 = load float, ptr addrspace(3) %gep.47, align 4
  %sum972 = fadd float %acc165, %part971
  %peer974 = add i32 %wave30, 2
  %peer_base976 = mul i32 %peer974, 32
  %slot978 = add i32 %peer_base976, 3
  %lrow980 = mul i32 %slot978, 64
  %lelem981 = add i32 %lrow980, %lane28
  %loff983 = shl i32 %lelem981, 2
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff983
  %part984 = load float, ptr addrspace(3) %gep.48, align 4
  %sum985 = fadd float %sum972, %part984
  %peer987 = add i32 %wave30, 3
  %peer_base989 = mul i32 %peer987, 32
  %slot991 = add i32 %peer_base989, 3
  %lrow993 = mul i32 %slot991, 64
  %lelem994 = add i32 %lrow993, %lane28
  %loff996 = shl i32 %lelem994, 2
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff996
  %part997 = load float, ptr addrspace(3) %gep.49, align 4
  %sum998 = fadd float %sum985, %part997
  %peer1000 = add i32 %wave30, 1
  %peer_base1002 = mul i32 %peer1000, 32
  %slot1004 = add i32 %peer_base1002, 4
  %lrow1006 = mul i32 %slot1004, 64
  %lelem1007 = add i32 %lrow1006, %lane28
  %loff1009 = shl i32 %lelem1007, 2
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1009
  %part1010 = load float, ptr addrspace(3) %gep.50, align 4
  %sum1011 = fadd float %acc166, %part1010
  %peer1013 = add i32 %wave30, 2
  %peer_base1015 = mul i32 %peer1013, 32
  %slot1017 = add i32 %peer_base1015, 4
  %lrow1019 = mul i32 %slot1017, 64
  %lelem1020 = add i32 %lrow1019, %lane28
  %loff1022 = shl i32 %lelem1020, 2
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1022
  %part1023 = load float, ptr addrspace(3) %gep.51, align 4
  %sum1024 = fadd float %sum1011, %part1023
  %peer1026 = add i32 %wave30, 3
  %peer_base1028 = mul i32 %peer1026, 32
  %slot1030 = add i32 %peer_base1028, 4
  %lrow1032 = mul i32 %slot1030, 64
  %lelem1033 = add i32 %lrow1032, %lane28
  %loff1035 = shl i32 %lelem1033, 2
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1035
  %part1036 = load float, ptr addrspace(3) %gep.52, align 4
  %sum1037 = fadd float %sum1024, %part1036
  %peer1039 = add i32 %wave30, 1
  %peer_base1041 = mul i32 %peer1039, 32
  %slot1043 = add i32 %peer_base1041, 5
  %lrow1045 = mul i32 %slot1043, 64
  %lelem1046 = add i32 %lrow1045, %lane28
  %loff1048 = shl i32 %lelem1046, 2
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1048
  %part1049 = load float, ptr addrspace(3) %gep.53, align 4
  %sum1050 = fadd float %acc167, %part1049
  %peer1052 = add i32 %wave30, 2
  %peer_base1054 = mul i32 %peer1052, 32
  %slot1056 = add i32 %peer_base1054, 5
  %lrow1058 = mul i32 %slot1056, 64
  %lelem1059 = add i32 %lrow1058, %lane28
  %loff1061 = shl i32 %lelem1059, 2
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1061
  %part1062 = load float, ptr addrspace(3) %gep.54, align 4
  %sum1063 = fadd float %sum1050, %part1062
  %peer1065 = add i32 %wave30, 3
  %peer_base1067 = mul i32 %peer1065, 32
  %slot1069 = add i32 %peer_base1067, 5
  %lrow1071 = mul i32 %slot1069, 64
  %lelem1072 = add i32 %lrow1071, %lane28
  %loff1074 = shl i32 %lelem1072, 2
  %gep.55 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1074
  %part1075 = load float, ptr addrspace(3) %gep.55, align 4
  %sum1076 = fadd float %sum1063, %part1075
  %peer1078 = add i32 %wave30, 1
  %peer_base1080 = mul i32 %peer1078, 32
  %slot1082 = add i32 %peer_base1080, 6
  %lrow1084 = mul i32 %slot1082, 64
  %lelem1085 = add i32 %lrow1084, %lane28
  %loff1087 = shl i32 %lelem1085, 2
  %gep.56 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1087
  %part1088 = load float, ptr addrspace(3) %gep.56, align 4
  %sum1089 = fadd float %acc168, %part1088
  %peer1091 = add i32 %wave30, 2
  %peer_base1093 = mul i32 %peer1091, 32
  %slot1095 = add i32 %peer_base1093, 6
  %lrow1097 = mul i32 %slot1095, 64
  %lelem1098 = add i32 %lrow1097, %lane28
  %loff1100 = shl i32 %lelem1098, 2
  %gep.57 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1100
  %part1101 = load float, ptr addrspace(3) %gep.57, align 4
  %sum1102 = fadd float %sum1089, %part1101
  %peer1104 = add i32 %wave30, 3
  %peer_base1106 = mul i32 %peer1104, 32
  %slot1108 = add i32 %peer_base1106, 6
  %lrow1110 = mul i32 %slot1108, 64
  %lelem1111 = add i32 %lrow1110, %lane28
  %loff1113 = shl i32 %lelem1111, 2
  %gep.58 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1113
  %part1114 = load float, ptr addrspace(3) %gep.58, align 4
  %sum1115 = fadd float %sum1102, %part1114
  %peer1117 = add i32 %wave30, 1
  %peer_base1119 = mul i32 %peer1117, 32
  %slot1121 = add i32 %peer_base1119, 7
  %lrow1123 = mul i32 %slot1121, 64
  %lelem1124 = add i32 %lrow1123, %lane28
  %loff1126 = shl i32 %lelem1124, 2
  %gep.59 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1126
  %part1127 = load float, ptr addrspace(3) %gep.59, align 4
  %sum1128 = fadd float %acc169, %part1127
  %peer1130 = add i32 %wave30, 2
  %peer_base1132 = mul i32 %peer1130, 32
  %slot1134 = add i32 %peer_base1132, 7
  %lrow1136 = mul i32 %slot1134, 64
  %lelem1137 = add i32 %lrow1136, %lane28
  %loff1139 = shl i32 %lelem1137, 2
  %gep.60 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1139
  %part1140 = load float, ptr addrspace(3) %gep.60, align 4
  %sum1141 = fadd float %sum1128, %part1140
  %peer1143 = add i32 %wave30, 3
  %peer_base1145 = mul i32 %peer1143, 32
  %slot1147 = add i32 %peer_base1145, 7
  %lrow1149 = mul i32 %slot1147, 64
  %lelem1150 = add i32 %lrow1149, %lane28
  %loff1152 = shl i32 %lelem1150, 2
  %gep.61 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1152
  %part1153 = load float, ptr addrspace(3) %gep.61, align 4
  %sum1154 = fadd float %sum1141, %part1153
  %peer1156 = add i32 %wave30, 1
  %peer_base1158 = mul i32 %peer1156, 32
  %slot1160 = add i32 %peer_base1158, 8
  %lrow1162 = mul i32 %slot1160, 64
  %lelem1163 = add i32 %lrow1162, %lane28
  %loff1165 = shl i32 %lelem1163, 2
  %gep.62 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1165
  %part1166 = load float, ptr addrspace(3) %gep.62, align 4
  %sum1167 = fadd float %acc170, %part1166
  %peer1169 = add i32 %wave30, 2
  %peer_base1171 = mul i32 %peer1169, 32
  %slot1173 = add i32 %peer_base1171, 8
  %lrow1175 = mul i32 %slot1173, 64
  %lelem1176 = add i32 %lrow1175, %lane28
  %loff1178 = shl i32 %lelem1176, 2
  %gep.63 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1178
  %part1179 = load float, ptr addrspace(3) %gep.63, align 4
  %sum1180 = fadd float %sum1167, %part1179
  %peer1182 = add i32 %wave30, 3
  %peer_base1184 = mul i32 %peer1182, 32
  %slot1186 = add i32 %peer_base1184, 8
  %lrow1188 = mul i32 %slot1186, 64
  %lelem1189 = add i32 %lrow1188, %lane28
  %loff1191 = shl i32 %lelem1189, 2
  %gep.64 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1191
  %part1192 = load float, ptr addrspace(3) %gep.64, align 4
  %sum1193 = fadd float %sum1180, %part1192
  %peer1195 = add i32 %wave30, 1
  %peer_base1197 = mul i32 %peer1195, 32
  %slot1199 = add i32 %peer_base1197, 9
  %lrow1201 = mul i32 %slot1199, 64
  %lelem1202 = add i32 %lrow1201, %lane28
  %loff1204 = shl i32 %lelem1202, 2
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1204
  %part1205 = load float, ptr addrspace(3) %gep.65, align 4
  %sum1206 = fadd float %acc171, %part1205
  %peer1208 = add i32 %wave30, 2
  %peer_base1210 = mul i32 %peer1208, 32
  %slot1212 = add i32 %peer_base1210, 9
  %lrow1214 = mul i32 %slot1212, 64
  %lelem1215 = add i32 %lrow1214, %lane28
  %loff1217 = shl i32 %lelem1215, 2
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1217
  %part1218 = load float, ptr addrspace(3) %gep.66, align 4
  %sum1219 = fadd float %sum1206, %part1218
  %peer1221 = add i32 %wave30, 3
  %peer_base1223 = mul i32 %peer1221, 32
  %slot1225 = add i32 %peer_base1223, 9
  %lrow1227 = mul i32 %slot1225, 64
  %lelem1228 = add i32 %lrow1227, %lane28
  %loff1230 = shl i32 %lelem1228, 2
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1230
  %part1231 = load float, ptr addrspace(3) %gep.67, align 4
  %sum1232 = fadd float %sum1219, %part1231
  %peer1234 = add i32 %wave30, 1
  %peer_base1236 = mul i32 %peer1234, 32
  %slot1238 = add i32 %peer_base1236, 10
  %lrow1240 = mul i32 %slot1238, 64
  %lelem1241 = add i32 %lrow1240, %lane28
  %loff1243 = shl i32 %lelem1241, 2
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1243
  %part1244 = load float, ptr addrspace(3) %gep.68, align 4
  %sum1245 = fadd float %acc172, %part1244
  %peer1247 = add i32 %wave30, 2
  %peer_base1249 = mul i32 %peer1247, 32
  %slot1251 = add i32 %peer_base1249, 10
  %lrow1253 = mul i32 %slot1251, 64
  %lelem1254 = add i32 %lrow1253, %lane28
  %loff1256 = shl i32 %lelem1254, 2
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1256
  %part1257 = load float, ptr addrspace(3) %gep.69, align 4
  %sum1258 = fadd float %sum1245, %part1257
  %peer1260 = add i32 %wave30, 3
  %peer_base1262 = mul i32 %peer1260, 32
  %slot1264 = add i32 %peer_base1262, 10
  %lrow1266 = mul i32 %slot1264, 64
  %lelem1267 = add i32 %lrow1266, %lane28
  %loff1269 = shl i32 %lelem1267, 2
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1269
  %part1270 = load float, ptr addrspace(3) %gep.70, align 4
  %sum1271 = fadd float %sum1258, %part1270
  %peer1273 = add i32 %wave30, 1
  %peer_base1275 = mul i32 %peer1273, 32
  %slot1277 = add i32 %peer_base1275, 11
  %lrow1279 = mul i32 %slot1277, 64
  %lelem1280 = add i32 %lrow1279, %lane28
  %loff1282 = shl i32 %lelem1280, 2
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1282
  %part1283 = load float, ptr addrspace(3) %gep.71, align 4
  %sum1284 = fadd float %acc173, %part1283
  %peer1286 = add i32 %wave30, 2
  %peer_base1288 = mul i32 %peer1286, 32
  %slot1290 = add i32 %peer_base1288, 11
  %lrow1292 = mul i32 %slot1290, 64
  %lelem1293 = add i32 %lrow1292, %lane28
  %loff1295 = shl i32 %lelem1293, 2
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1295
  %part1296 = load float, ptr addrspace(3) %gep.72, align 4
  %sum1297 = fadd float %sum1284, %part1296
  %peer1299 = add i32 %wave30, 3
  %peer_base1301 = mul i32 %peer1299, 32
  %slot1303 = add i32 %peer_base1301, 11
  %lrow1305 = mul i32 %slot1303, 64
  %lelem1306 = add i32 %lrow1305, %lane28
  %loff1308 = shl i32 %lelem1306, 2
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1308
  %part1309 = load float, ptr addrspace(3) %gep.73, align 4
  %sum1310 = fadd float %sum1297, %part1309
  %peer1312 = add i32 %wave30, 1
  %peer_base1314 = mul i32 %peer1312, 32
  %slot1316 = add i32 %peer_base1314, 12
  %lrow1318 = mul i32 %slot1316, 64
  %lelem1319 = add i32 %lrow1318, %lane28
  %loff1321 = shl i32 %lelem1319, 2
  %gep.74 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1321
  %part1322 = load float, ptr addrspace(3) %gep.74, align 4
  %sum1323 = fadd float %acc174, %part1322
  %peer1325 = add i32 %wave30, 2
  %peer_base1327 = mul i32 %peer1325, 32
  %slot1329 = add i32 %peer_base1327, 12
  %lrow1331 = mul i32 %slot1329, 64
  %lelem1332 = add i32 %lrow1331, %lane28
  %loff1334 = shl i32 %lelem1332, 2
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1334
  %part1335 = load float, ptr addrspace(3) %gep.75, align 4
  %sum1336 = fadd float %sum1323, %part1335
  %peer1338 = add i32 %wave30, 3
  %peer_base1340 = mul i32 %peer1338, 32
  %slot1342 = add i32 %peer_base1340, 12
  %lrow1344 = mul i32 %slot1342, 64
  %lelem1345 = add i32 %lrow1344, %lane28
  %loff1347 = shl i32 %lelem1345, 2
  %gep.76 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1347
  %part1348 = load float, ptr addrspace(3) %gep.76, align 4
  %sum1349 = fadd float %sum1336, %part1348
  %peer1351 = add i32 %wave30, 1
  %peer_base1353 = mul i32 %peer1351, 32
  %slot1355 = add i32 %peer_base1353, 13
  %lrow1357 = mul i32 %slot1355, 64
  %lelem1358 = add i32 %lrow1357, %lane28
  %loff1360 = shl i32 %lelem1358, 2
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1360
  %part1361 = load float, ptr addrspace(3) %gep.77, align 4
  %sum1362 = fadd float %acc175, %part1361
  %peer1364 = add i32 %wave30, 2
  %peer_base1366 = mul i32 %peer1364, 32
  %slot1368 = add i32 %peer_base1366, 13
  %lrow1370 = mul i32 %slot1368, 64
  %lelem1371 = add i32 %lrow1370, %lane28
  %loff1373 = shl i32 %lelem1371, 2
  %gep.78 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1373
  %part1374 = load float, ptr addrspace(3) %gep.78, align 4
  %sum1375 = fadd float %sum1362, %part1374
  %peer1377 = add i32 %wave30, 3
  %peer_base1379 = mul i32 %peer1377, 32
  %slot1381 = add i32 %peer_base1379, 13
  %lrow1383 = mul i32 %slot1381, 64
  %lelem1384 = add i32 %lrow1383, %lane28
  %loff1386 = shl i32 %lelem1384, 2
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1386
  %part1387 = load float, ptr addrspace(3) %gep.79, align 4
  %sum1388 = fadd float %sum1375, %part1387
  %peer1390 = add i32 %wave30, 1
  %peer_base1392 = mul i32 %peer1390, 32
  %slot1394 = add i32 %peer_base1392, 14
  %lrow1396 = mul i32 %slot1394, 64
  %lelem1397 = add i32 %lrow1396, %lane28
  %loff1399 = shl i32 %lelem1397, 2
  %gep.80 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1399
  %part1400 = load float, ptr addrspace(3) %gep.80, align 4
  %sum1401 = fadd float %acc176, %part1400
  %peer1403 = add i32 %wave30, 2
  %peer_base1405 = mul i32 %peer1403, 32
  %slot1407 = add i32 %peer_base1405, 14
  %lrow1409 = mul i32 %slot1407, 64
  %lelem1410 = add i32 %lrow1409, %lane28
  %loff1412 = shl i32 %lelem1410, 2
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1412
  %part1413 = load float, ptr addrspace(3) %gep.81, align 4
  %sum1414 = fadd float %sum1401, %part1413
  %peer1416 = add i32 %wave30, 3
  %peer_base1418 = mul i32 %peer1416, 32
  %slot1420 = add i32 %peer_base1418, 14
  %lrow1422 = mul i32 %slot1420, 64
  %lelem1423 = add i32 %lrow1422, %lane28
  %loff1425 = shl i32 %lelem1423, 2
  %gep.82 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1425
  %part1426 = load float, ptr addrspace(3) %gep.82, align 4
  %sum1427 = fadd float %sum1414, %part1426
  %peer1429 = add i32 %wave30, 1
  %peer_base1431 = mul i32 %peer1429, 32
  %slot1433 = add i32 %peer_base1431, 15
  %lrow1435 = mul i32 %slot1433, 64
  %lelem1436 = add i32 %lrow1435, %lane28
  %loff1438 = shl i32 %lelem1436, 2
  %gep.83 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1438
  %part1439 = load float, ptr addrspace(3) %gep.83, align 4
  %sum1440 = fadd float %acc177, %part1439
  %peer1442 = add i32 %wave30, 2
  %peer_base1444 = mul i32 %peer1442, 32
  %slot1446 = add i32 %peer_base1444, 15
  %lrow1448 = mul i32 %slot1446, 64
  %lelem1449 = add i32 %lrow1448, %lane28
  %loff1451 = shl i32 %lelem1449, 2
  %gep.84 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1451
  %part1452 = load float, ptr addrspace(3) %gep.84, align 4
  %sum1453 = fadd float %sum1440, %part1452
  %peer1455 = add i32 %wave30, 3
  %peer_base1457 = mul i32 %peer1455, 32
  %slot1459 = add i32 %peer_base1457, 15
  %lrow1461 = mul i32 %slot1459, 64
  %lelem1462 = add i32 %lrow1461, %lane28
  %loff1464 = shl i32 %lelem1462, 2
  %gep.85 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1464
  %part1465 = load float, ptr addrspace(3) %gep.85, align 4
  %sum1466 = fadd float %sum1453, %part1465
  %peer1468 = add i32 %wave30, 1
  %peer_base1470 = mul i32 %peer1468, 32
  %slot1472 = add i32 %peer_base1470, 16
  %lrow1474 = mul i32 %slot1472, 64
  %lelem1475 = add i32 %lrow1474, %lane28
  %loff1477 = shl i32 %lelem1475, 2
  %gep.86 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1477
  %part1478 = load float, ptr addrspace(3) %gep.86, align 4
  %sum1479 = fadd float %acc178, %part1478
  %peer1481 = add i32 %wave30, 2
  %peer_base1483 = mul i32 %peer1481, 32
  %slot1485 = add i32 %peer_base1483, 16
  %lrow1487 = mul i32 %slot1485, 64
  %lelem1488 = add i32 %lrow1487, %lane28
  %loff1490 = shl i32 %lelem1488, 2
  %gep.87 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1490
  %part1491 = load float, ptr addrspace(3) %gep.87, align 4
  %sum1492 = fadd float %sum1479, %part1491
  %peer1494 = add i32 %wave30, 3
  %peer_base1496 = mul i32 %peer1494, 32
  %slot1498 = add i32 %peer_base1496, 16
  %lrow1500 = mul i32 %slot1498, 64
  %lelem1501 = add i32 %lrow1500, %lane28
  %loff1503 = shl i32 %lelem1501, 2
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1503
  %part1504 = load float, ptr addrspace(3) %gep.88, align 4
  %sum1505 = fadd float %sum1492, %part1504
  %peer1507 = add i32 %wave30, 1
  %peer_base1509 = mul i32 %peer1507, 32
  %slot1511 = add i32 %peer_base1509, 17
  %lrow1513 = mul i32 %slot1511, 64
  %lelem1514 = add i32 %lrow1513, %lane28
  %loff1516 = shl i32 %lelem1514, 2
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1516
  %part1517 = load float, ptr addrspace(3) %gep.89, align 4
  %sum1518 = fadd float %acc179, %part1517
  %peer1520 = add i32 %wave30, 2
  %peer_base1522 = mul i32 %peer1520, 32
  %slot1524 = add i32 %peer_base1522, 17
  %lrow1526 = mul i32 %slot1524, 64
  %lelem1527 = add i32 %lrow1526, %lane28
  %loff1529 = shl i32 %lelem1527, 2
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1529
  %part1530 = load float, ptr addrspace(3) %gep.90, align 4
  %sum1531 = fadd float %sum1518, %part1530
  %peer1533 = add i32 %wave30, 3
  %peer_base1535 = mul i32 %peer1533, 32
  %slot1537 = add i32 %peer_base1535, 17
  %lrow1539 = mul i32 %slot1537, 64
  %lelem1540 = add i32 %lrow1539, %lane28
  %loff1542 = shl i32 %lelem1540, 2
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1542
  %part1543 = load float, ptr addrspace(3) %gep.91, align 4
  %sum1544 = fadd float %sum1531, %part1543
  %peer1546 = add i32 %wave30, 1
  %peer_base1548 = mul i32 %peer1546, 32
  %slot1550 = add i32 %peer_base1548, 18
  %lrow1552 = mul i32 %slot1550, 64
  %lelem1553 = add i32 %lrow1552, %lane28
  %loff1555 = shl i32 %lelem1553, 2
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1555
  %part1556 = load float, ptr addrspace(3) %gep.92, align 4
  %sum1557 = fadd float %acc180, %part1556
  %peer1559 = add i32 %wave30, 2
  %peer_base1561 = mul i32 %peer1559, 32
  %slot1563 = add i32 %peer_base1561, 18
  %lrow1565 = mul i32 %slot1563, 64
  %lelem1566 = add i32 %lrow1565, %lane28
  %loff1568 = shl i32 %lelem1566, 2
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1568
  %part1569 = load float, ptr addrspace(3) %gep.93, align 4
  %sum1570 = fadd float %sum1557, %part1569
  %peer1572 = add i32 %wave30, 3
  %peer_base1574 = mul i32 %peer1572, 32
  %slot1576 = add i32 %peer_base1574, 18
  %lrow1578 = mul i32 %slot1576, 64
  %lelem1579 = add i32 %lrow1578, %lane28
  %loff1581 = shl i32 %lelem1579, 2
  %gep.94 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1581
  %part1582 = load float, ptr addrspace(3) %gep.94, align 4
  %sum1583 = fadd float %sum1570, %part1582
  %peer1585 = add i32 %wave30, 1
  %peer_base1587 = mul i32 %peer1585, 32
  %slot1589 = add i32 %peer_base1587, 19
  %lrow1591 = mul i32 %slot1589, 64
  %lelem1592 = add i32 %lrow1591, %lane28
  %loff1594 = shl i32 %lelem1592, 2
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1594
  %part1595 = load float, ptr addrspace(3) %gep.95, align 4
  %sum1596 = fadd float %acc181, %part1595
  %peer1598 = add i32 %wave30, 2
  %peer_base1600 = mul i32 %peer1598, 32
  %slot1602 = add i32 %peer_base1600, 19
  %lrow1604 = mul i32 %slot1602, 64
  %lelem1605 = add i32 %lrow1604, %lane28
  %loff1607 = shl i32 %lelem1605, 2
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1607
  %part1608 = load float, ptr addrspace(3) %gep.96, align 4
  %sum1609 = fadd float %sum1596, %part1608
  %peer1611 = add i32 %wave30, 3
  %peer_base1613 = mul i32 %peer1611, 32
  %slot1615 = add i32 %peer_base1613, 19
  %lrow1617 = mul i32 %slot1615, 64
  %lelem1618 = add i32 %lrow1617, %lane28
  %loff1620 = shl i32 %lelem1618, 2
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1620
  %part1621 = load float, ptr addrspace(3) %gep.97, align 4
  %sum1622 = fadd float %sum1609, %part1621
  %peer1624 = add i32 %wave30, 1
  %peer_base1626 = mul i32 %peer1624, 32
  %slot1628 = add i32 %peer_base1626, 20
  %lrow1630 = mul i32 %slot1628, 64
  %lelem1631 = add i32 %lrow1630, %lane28
  %loff1633 = shl i32 %lelem1631, 2
  %gep.98 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1633
  %part1634 = load float, ptr addrspace(3) %gep.98, align 4
  %sum1635 = fadd float %acc182, %part1634
  %peer1637 = add i32 %wave30, 2
  %peer_base1639 = mul i32 %peer1637, 32
  %slot1641 = add i32 %peer_base1639, 20
  %lrow1643 = mul i32 %slot1641, 64
  %lelem1644 = add i32 %lrow1643, %lane28
  %loff1646 = shl i32 %lelem1644, 2
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1646
  %part1647 = load float, ptr addrspace(3) %gep.99, align 4
  %sum1648 = fadd float %sum1635, %part1647
  %peer1650 = add i32 %wave30, 3
  %peer_base1652 = mul i32 %peer1650, 32
  %slot1654 = add i32 %peer_base1652, 20
  %lrow1656 = mul i32 %slot1654, 64
  %lelem1657 = add i32 %lrow1656, %lane28
  %loff1659 = shl i32 %lelem1657, 2
  %gep.100 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1659
  %part1660 = load float, ptr addrspace(3) %gep.100, align 4
  %sum1661 = fadd float %sum1648, %part1660
  %peer1663 = add i32 %wave30, 1
  %peer_base1665 = mul i32 %peer1663, 32
  %slot1667 = add i32 %peer_base1665, 21
  %lrow1669 = mul i32 %slot1667, 64
  %lelem1670 = add i32 %lrow1669, %lane28
  %loff1672 = shl i32 %lelem1670, 2
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1672
  %part1673 = load float, ptr addrspace(3) %gep.101, align 4
  %sum1674 = fadd float %acc183, %part1673
  %peer1676 = add i32 %wave30, 2
  %peer_base1678 = mul i32 %peer1676, 32
  %slot1680 = add i32 %peer_base1678, 21
  %lrow1682 = mul i32 %slot1680, 64
  %lelem1683 = add i32 %lrow1682, %lane28
  %loff1685 = shl i32 %lelem1683, 2
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1685
  %part1686 = load float, ptr addrspace(3) %gep.102, align 4
  %sum1687 = fadd float %sum1674, %part1686
  %peer1689 = add i32 %wave30, 3
  %peer_base1691 = mul i32 %peer1689, 32
  %slot1693 = add i32 %peer_base1691, 21
  %lrow1695 = mul i32 %slot1693, 64
  %lelem1696 = add i32 %lrow1695, %lane28
  %loff1698 = shl i32 %lelem1696, 2
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1698
  %part1699 = load float, ptr addrspace(3) %gep.103, align 4
  %sum1700 = fadd float %sum1687, %part1699
  %peer1702 = add i32 %wave30, 1
  %peer_base1704 = mul i32 %peer1702, 32
  %slot1706 = add i32 %peer_base1704, 22
  %lrow1708 = mul i32 %slot1706, 64
  %lelem1709 = add i32 %lrow1708, %lane28
  %loff1711 = shl i32 %lelem1709, 2
  %gep.104 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1711
  %part1712 = load float, ptr addrspace(3) %gep.104, align 4
  %sum1713 = fadd float %acc184, %part1712
  %peer1715 = add i32 %wave30, 2
  %peer_base1717 = mul i32 %peer1715, 32
  %slot1719 = add i32 %peer_base1717, 22
  %lrow1721 = mul i32 %slot1719, 64
  %lelem1722 = add i32 %lrow1721, %lane28
  %loff1724 = shl i32 %lelem1722, 2
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1724
  %part1725 = load float, ptr addrspace(3) %gep.105, align 4
  %sum1726 = fadd float %sum1713, %part1725
  %peer1728 = add i32 %wave30, 3
  %peer_base1730 = mul i32 %peer1728, 32
  %slot1732 = add i32 %peer_base1730, 22
  %lrow1734 = mul i32 %slot1732, 64
  %lelem1735 = add i32 %lrow1734, %lane28
  %loff1737 = shl i32 %lelem1735, 2
  %gep.106 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1737
  %part1738 = load float, ptr addrspace(3) %gep.106, align 4
  %sum1739 = fadd float %sum1726, %part1738
  %peer1741 = add i32 %wave30, 1
  %peer_base1743 = mul i32 %peer1741, 32
  %slot1745 = add i32 %peer_base1743, 23
  %lrow1747 = mul i32 %slot1745, 64
  %lelem1748 = add i32 %lrow1747, %lane28
  %loff1750 = shl i32 %lelem1748, 2
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1750
  %part1751 = load float, ptr addrspace(3) %gep.107, align 4
  %sum1752 = fadd float %acc185, %part1751
  %peer1754 = add i32 %wave30, 2
  %peer_base1756 = mul i32 %peer1754, 32
  %slot1758 = add i32 %peer_base1756, 23
  %lrow1760 = mul i32 %slot1758, 64
  %lelem1761 = add i32 %lrow1760, %lane28
  %loff1763 = shl i32 %lelem1761, 2
  %gep.108 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1763
  %part1764 = load float, ptr addrspace(3) %gep.108, align 4
  %sum1765 = fadd float %sum1752, %part1764
  %peer1767 = add i32 %wave30, 3
  %peer_base1769 = mul i32 %peer1767, 32
  %slot1771 = add i32 %peer_base1769, 23
  %lrow1773 = mul i32 %slot1771, 64
  %lelem1774 = add i32 %lrow1773, %lane28
  %loff1776 = shl i32 %lelem1774, 2
  %gep.109 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1776
  %part1777 = load float, ptr addrspace(3) %gep.109, align 4
  %sum1778 = fadd float %sum1765, %part1777
  %peer1780 = add i32 %wave30, 1
  %peer_base1782 = mul i32 %peer1780, 32
  %slot1784 = add i32 %peer_base1782, 24
  %lrow1786 = mul i32 %slot1784, 64
  %lelem1787 = add i32 %lrow1786, %lane28
  %loff1789 = shl i32 %lelem1787, 2
  %gep.110 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1789
  %part1790 = load float, ptr addrspace(3) %gep.110, align 4
  %sum1791 = fadd float %acc186, %part1790
  %peer1793 = add i32 %wave30, 2
  %peer_base1795 = mul i32 %peer1793, 32
  %slot1797 = add i32 %peer_base1795, 24
  %lrow1799 = mul i32 %slot1797, 64
  %lelem1800 = add i32 %lrow1799, %lane28
  %loff1802 = shl i32 %lelem1800, 2
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1802
  %part1803 = load float, ptr addrspace(3) %gep.111, align 4
  %sum1804 = fadd float %sum1791, %part1803
  %peer1806 = add i32 %wave30, 3
  %peer_base1808 = mul i32 %peer1806, 32
  %slot1810 = add i32 %peer_base1808, 24
  %lrow1812 = mul i32 %slot1810, 64
  %lelem1813 = add i32 %lrow1812, %lane28
  %loff1815 = shl i32 %lelem1813, 2
  %gep.112 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1815
  %part1816 = load float, ptr addrspace(3) %gep.112, align 4
  %sum1817 = fadd float %sum1804, %part1816
  %peer1819 = add i32 %wave30, 1
  %peer_base1821 = mul i32 %peer1819, 32
  %slot1823 = add i32 %peer_base1821, 25
  %lrow1825 = mul i32 %slot1823, 64
  %lelem1826 = add i32 %lrow1825, %lane28
  %loff1828 = shl i32 %lelem1826, 2
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1828
  %part1829 = load float, ptr addrspace(3) %gep.113, align 4
  %sum1830 = fadd float %acc187, %part1829
  %peer1832 = add i32 %wave30, 2
  %peer_base1834 = mul i32 %peer1832, 32
  %slot1836 = add i32 %peer_base1834, 25
  %lrow1838 = mul i32 %slot1836, 64
  %lelem1839 = add i32 %lrow1838, %lane28
  %loff1841 = shl i32 %lelem1839, 2
  %gep.114 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1841
  %part1842 = load float, ptr addrspace(3) %gep.114, align 4
  %sum1843 = fadd float %sum1830, %part1842
  %peer1845 = add i32 %wave30, 3
  %peer_base1847 = mul i32 %peer1845, 32
  %slot1849 = add i32 %peer_base1847, 25
  %lrow1851 = mul i32 %slot1849, 64
  %lelem1852 = add i32 %lrow1851, %lane28
  %loff1854 = shl i32 %lelem1852, 2
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1854
  %part1855 = load float, ptr addrspace(3) %gep.115, align 4
  %sum1856 = fadd float %sum1843, %part1855
  %peer1858 = add i32 %wave30, 1
  %peer_base1860 = mul i32 %peer1858, 32
  %slot1862 = add i32 %peer_base1860, 26
  %lrow1864 = mul i32 %slot1862, 64
  %lelem1865 = add i32 %lrow1864, %lane28
  %loff1867 = shl i32 %lelem1865, 2
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1867
  %part1868 = load float, ptr addrspace(3) %gep.116, align 4
  %sum1869 = fadd float %acc188, %part1868
  %peer1871 = add i32 %wave30, 2
  %peer_base1873 = mul i32 %peer1871, 32
  %slot1875 = add i32 %peer_base1873, 26
  %lrow1877 = mul i32 %slot1875, 64
  %lelem1878 = add i32 %lrow1877, %lane28
  %loff1880 = shl i32 %lelem1878, 2
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1880
  %part1881 = load float, ptr addrspace(3) %gep.117, align 4
  %sum1882 = fadd float %sum1869, %part1881
  %peer1884 = add i32 %wave30, 3
  %peer_base1886 = mul i32 %peer1884, 32
  %slot1888 = add i32 %peer_base1886, 26
  %lrow1890 = mul i32 %slot1888, 64
  %lelem1891 = add i32 %lrow1890, %lane28
  %loff1893 = shl i32 %lelem1891, 2
  %gep.118 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1893
  %part1894 = load float, ptr addrspace(3) %gep.118, align 4
  %sum1895 = fadd float %sum1882, %part1894
  %peer1897 = add i32 %wave30, 1
  %peer_base1899 = mul i32 %peer1897, 32
  %slot1901 = add i32 %peer_base1899, 27
  %lrow1903 = mul i32 %slot1901, 64
  %lelem1904 = add i32 %lrow1903, %lane28
  %loff1906 = shl i32 %lelem1904, 2
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1906
  %part1907 = load float, ptr addrspace(3) %gep.119, align 4
  %sum1908 = fadd float %acc189, %part1907
  %peer1910 = add i32 %wave30, 2
  %peer_base1912 = mul i32 %peer1910, 32
  %slot1914 = add i32 %peer_base1912, 27
  %lrow1916 = mul i32 %slot1914, 64
  %lelem1917 = add i32 %lrow1916, %lane28
  %loff1919 = shl i32 %lelem1917, 2
  %gep.120 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1919
  %part1920 = load float, ptr addrspace(3) %gep.120, align 4
  %sum1921 = fadd float %sum1908, %part1920
  %peer1923 = add i32 %wave30, 3
  %peer_base1925 = mul i32 %peer1923, 32
  %slot1927 = add i32 %peer_base1925, 27
  %lrow1929 = mul i32 %slot1927, 64
  %lelem1930 = add i32 %lrow1929, %lane28
  %loff1932 = shl i32 %lelem1930, 2
  %gep.121 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1932
  %part1933 = load float, ptr addrspace(3) %gep.121, align 4
  %sum1934 = fadd float %sum1921, %part1933
  %peer1936 = add i32 %wave30, 1
  %peer_base1938 = mul i32 %peer1936, 32
  %slot1940 = add i32 %peer_base1938, 28
  %lrow1942 = mul i32 %slot1940, 64
  %lelem1943 = add i32 %lrow1942, %lane28
  %loff1945 = shl i32 %lelem1943, 2
  %gep.122 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1945
  %part1946 = load float, ptr addrspace(3) %gep.122, align 4
  %sum1947 = fadd float %acc190, %part1946
  %peer1949 = add i32 %wave30, 2
  %peer_base1951 = mul i32 %peer1949, 32
  %slot1953 = add i32 %peer_base1951, 28
  %lrow1955 = mul i32 %slot1953, 64
  %lelem1956 = add i32 %lrow1955, %lane28
  %loff1958 = shl i32 %lelem1956, 2
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1958
  %part1959 = load float, ptr addrspace(3) %gep.123, align 4
  %sum1960 = fadd float %sum1947, %part1959
  %peer1962 = add i32 %wave30, 3
  %peer_base1964 = mul i32 %peer1962, 32
  %slot1966 = add i32 %peer_base1964, 28
  %lrow1968 = mul i32 %slot1966, 64
  %lelem1969 = add i32 %lrow1968, %lane28
  %loff1971 = shl i32 %lelem1969, 2
  %gep.124 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1971
  %part1972 = load float, ptr addrspace(3) %gep.124, align 4
  %sum1973 = fadd float %sum1960, %part1972
  %peer1975 = add i32 %wave30, 1
  %peer_base1977 = mul i32 %peer1975, 32
  %slot1979 = add i32 %peer_base1977, 29
  %lrow1981 = mul i32 %slot1979, 64
  %lelem1982 = add i32 %lrow1981, %lane28
  %loff1984 = shl i32 %lelem1982, 2
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1984
  %part1985 = load float, ptr addrspace(3) %gep.125, align 4
  %sum1986 = fadd float %acc191, %part1985
  %peer1988 = add i32 %wave30, 2
  %peer_base1990 = mul i32 %peer1988, 32
  %slot1992 = add i32 %peer_base1990, 29
  %lrow1994 = mul i32 %slot1992, 64
  %lelem1995 = add i32 %lrow1994, %lane28
  %loff1997 = shl i32 %lelem1995, 2
  %gep.126 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff1997
  %part1998 = load float, ptr addrspace(3) %gep.126, align 4
  %sum1999 = fadd float %sum1986, %part1998
  %peer2001 = add i32 %wave30, 3
  %peer_base2003 = mul i32 %peer2001, 32
  %slot2005 = add i32 %peer_base2003, 29
  %lrow2007 = mul i32 %slot2005, 64
  %lelem2008 = add i32 %lrow2007, %lane28
  %loff2010 = shl i32 %lelem2008, 2
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff2010
  %part2011 = load float, ptr addrspace(3) %gep.127, align 4
  %sum2012 = fadd float %sum1999, %part2011
  %peer2014 = add i32 %wave30, 1
  %peer_base2016 = mul i32 %peer2014, 32
  %slot2018 = add i32 %peer_base2016, 30
  %lrow2020 = mul i32 %slot2018, 64
  %lelem2021 = add i32 %lrow2020, %lane28
  %loff2023 = shl i32 %lelem2021, 2
  %gep.128 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff2023
  %part2024 = load float, ptr addrspace(3) %gep.128, align 4
  %sum2025 = fadd float %acc192, %part2024
  %peer2027 = add i32 %wave30, 2
  %peer_base2029 = mul i32 %peer2027, 32
  %slot2031 = add i32 %peer_base2029, 30
  %lrow2033 = mul i32 %slot2031, 64
  %lelem2034 = add i32 %lrow2033, %lane28
  %loff2036 = shl i32 %lelem2034, 2
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff2036
  %part2037 = load float, ptr addrspace(3) %gep.129, align 4
  %sum2038 = fadd float %sum2025, %part2037
  %peer2040 = add i32 %wave30, 3
  %peer_base2042 = mul i32 %peer2040, 32
  %slot2044 = add i32 %peer_base2042, 30
  %lrow2046 = mul i32 %slot2044, 64
  %lelem2047 = add i32 %lrow2046, %lane28
  %loff2049 = shl i32 %lelem2047, 2
  %gep.130 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff2049
  %part2050 = load float, ptr addrspace(3) %gep.130, align 4
  %sum2051 = fadd float %sum2038, %part2050
  %peer2053 = add i32 %wave30, 1
  %peer_base2055 = mul i32 %peer2053, 32
  %slot2057 = add i32 %peer_base2055, 31
  %lrow2059 = mul i32 %slot2057, 64
  %lelem2060 = add i32 %lrow2059, %lane28
  %loff2062 = shl i32 %lelem2060, 2
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff2062
  %part2063 = load float, ptr addrspace(3) %gep.131, align 4
  %sum2064 = fadd float %acc193, %part2063
  %peer2066 = add i32 %wave30, 2
  %peer_base2068 = mul i32 %peer2066, 32
  %slot2070 = add i32 %peer_base2068, 31
  %lrow2072 = mul i32 %slot2070, 64
  %lelem2073 = add i32 %lrow2072, %lane28
  %loff2075 = shl i32 %lelem2073, 2
  %gep.132 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff2075
  %part2076 = load float, ptr addrspace(3) %gep.132, align 4
  %sum2077 = fadd float %sum2064, %part2076
  %peer2079 = add i32 %wave30, 3
  %peer_base2081 = mul i32 %peer2079, 32
  %slot2083 = add i32 %peer_base2081, 31
  %lrow2085 = mul i32 %slot2083, 64
  %lelem2086 = add i32 %lrow2085, %lane28
  %loff2088 = shl i32 %lelem2086, 2
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_rgeo_w4_hb4_t4x8_wsr1, i32 %loff2088
  %part2089 = load float, ptr addrspace(3) %gep.133, align 4
  %sum2090 = fadd float %sum2077, %part2089
  %slab2092 = urem i32 %img32, 1
  %slab_c2093 = mul i32 %slab2092, %groups
  %chan2094 = add i32 %slab_c2093, %c48
  %chan_r2095 = mul i32 %chan2094, %filter_h
  br i1 %cok49, label %if.then.3, label %if.end.3
if.then.3:
  %rr2096 = add i32 %chan_r2095, %r55
  %tap_base2097 = mul i32 %rr2096, %filter_w
  %tok2098 = and i1 %rok56, %sok76
  br i1 %tok2098, label %if.then.4, label %if.end.4
if.then.4:
  %tap2099 = add i32 %tap_base2097, %s75
  %ws_off2101 = shl i32 %tap2099, 2
  %old.134 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum881, ptr addrspace(8) %rws124, i32 %ws_off2101, i32 0, i32 0)
  br label %if.end.4
if.end.4:
  %tok2103 = and i1 %rok56, %sok81
  br i1 %tok2103, label %if.then.5, label %if.end.5
if.then.5:
  %tap2104 = add i32 %tap_base2097, %s80
  %ws_off2106 = shl i32 %tap2104, 2
  %old.135 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum920, ptr addrspace(8) %rws124, i32 %ws_off2106, i32 0, i32 0)
  br label %if.end.5
if.end.5:
  %tok2108 = and i1 %rok56, %sok86
  br i1 %tok2108, label %if.then.6, label %if.end.6
if.then.6:
  %tap2109 = add i32 %tap_base2097, %s85
  %ws_off2111 = shl i32 %tap2109, 2
  %old.136 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum959, ptr addrspace(8) %rws124, i32 %ws_off2111, i32 0, i32 0)
  br label %if.end.6
if.end.6:
  %tok2113 = and i1 %rok56, %sok91
  br i1 %tok2113, label %if.then.7, label %if.end.7
if.then.7:
  %tap2114 = add i32 %tap_base2097, %s90
  %ws_off2116 = shl i32 %tap2114, 2
  %old.137 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum998, ptr addrspace(8) %rws124, i32 %ws_off2116, i32 0, i32 0)
  br label %if.end.7
if.end.7:
  %tok2118 = and i1 %rok56, %sok96
  br i1 %tok2118, label %if.then.8, label %if.end.8
if.then.8:
  %tap2119 = add i32 %tap_base2097, %s95
  %ws_off2121 = shl i32 %tap2119, 2
  %old.138 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1037, ptr addrspace(8) %rws124, i32 %ws_off2121, i32 0, i32 0)
  br label %if.end.8
if.end.8:
  %tok2123 = and i1 %rok56, %sok101
  br i1 %tok2123, label %if.then.9, label %if.end.9
if.then.9:
  %tap2124 = add i32 %tap_base2097, %s100
  %ws_off2126 = shl i32 %tap2124, 2
  %old.139 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1076, ptr addrspace(8) %rws124, i32 %ws_off2126, i32 0, i32 0)
  br label %if.end.9
if.end.9:
  %tok2128 = and i1 %rok56, %sok106
  br i1 %tok2128, label %if.then.10, label %if.end.10
if.then.10:
  %tap2129 = add i32 %tap_base2097, %s105
  %ws_off2131 = shl i32 %tap2129, 2
  %old.140 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1115, ptr addrspace(8) %rws124, i32 %ws_off2131, i32 0, i32 0)
  br label %if.end.10
if.end.10:
  %tok2133 = and i1 %rok56, %sok111
  br i1 %tok2133, label %if.then.11, label %if.end.11
if.then.11:
  %tap2134 = add i32 %tap_base2097, %s110
  %ws_off2136 = shl i32 %tap2134, 2
  %old.141 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1154, ptr addrspace(8) %rws124, i32 %ws_off2136, i32 0, i32 0)
  br label %if.end.11
if.end.11:
  %rr2138 = add i32 %chan_r2095, %r60
  %tap_base2139 = mul i32 %rr2138, %filter_w
  %tok2140 = and i1 %rok61, %sok76
  br i1 %tok2140, label %if.then.12, label %if.end.12
if.then.12:
  %tap2141 = add i32 %tap_base2139, %s75
  %ws_off2143 = shl i32 %tap2141, 2
  %old.142 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1193, ptr addrspace(8) %rws124, i32 %ws_off2143, i32 0, i32 0)
  br label %if.end.12
if.end.12:
  %tok2145 = and i1 %rok61, %sok81
  br i1 %tok2145, label %if.then.13, label %if.end.13
if.then.13:
  %tap2146 = add i32 %tap_base2139, %s80
  %ws_off2148 = shl i32 %tap2146, 2
  %old.143 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1232, ptr addrspace(8) %rws124, i32 %ws_off2148, i32 0, i32 0)
  br label %if.end.13
if.end.13:
  %tok2150 = and i1 %rok61, %sok86
  br i1 %tok2150, label %if.then.14, label %if.end.14
if.then.14:
  %tap2151 = add i32 %tap_base2139, %s85
  %ws_off2153 = shl i32 %tap2151, 2
  %old.144 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1271, ptr addrspace(8) %rws124, i32 %ws_off2153, i32 0, i32 0)
  br label %if.end.14
if.end.14:
  %tok2155 = and i1 %rok61, %sok91
  br i1 %tok2155, label %if.then.15, label %if.end.15
if.then.15:
  %tap2156 = add i32 %tap_base2139, %s90
  %ws_off2158 = shl i32 %tap2156, 2
  %old.145 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1310, ptr addrspace(8) %rws124, i32 %ws_off2158, i32 0, i32 0)
  br label %if.end.15
if.end.15:
  %tok2160 = and i1 %rok61, %sok96
  br i1 %tok2160, label %if.then.16, label %if.end.16
if.then.16:
  %tap2161 = add i32 %tap_base2139, %s95
  %ws_off2163 = shl i32 %tap2161, 2
  %old.146 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1349, ptr addrspace(8) %rws124, i32 %ws_off2163, i32 0, i32 0)
  br label %if.end.16
if.end.16:
  %tok2165 = and i1 %rok61, %sok101
  br i1 %tok2165, label %if.then.17, label %if.end.17
if.then.17:
  %tap2166 = add i32 %tap_base2139, %s100
  %ws_off2168 = shl i32 %tap2166, 2
  %old.147 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1388, ptr addrspace(8) %rws124, i32 %ws_off2168, i32 0, i32 0)
  br label %if.end.17
if.end.17:
  %tok2170 = and i1 %rok61, %sok106
  br i1 %tok2170, label %if.then.18, label %if.end.18
if.then.18:
  %tap2171 = add i32 %tap_base2139, %s105
  %ws_off2173 = shl i32 %tap2171, 2
  %old.148 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1427, ptr addrspace(8) %rws124, i32 %ws_off2173, i32 0, i32 0)
  br label %if.end.18
if.end.18:
  %tok2175 = and i1 %rok61, %sok111
  br i1 %tok2175, label %if.then.19, label %if.end.19
if.then.19:
  %tap2176 = add i32 %tap_base2139, %s110
  %ws_off2178 = shl i32 %tap2176, 2
  %old.149 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1466, ptr addrspace(8) %rws124, i32 %ws_off2178, i32 0, i32 0)
  br label %if.end.19
if.end.19:
  %rr2180 = add i32 %chan_r2095, %r65
  %tap_base2181 = mul i32 %rr2180, %filter_w
  %tok2182 = and i1 %rok66, %sok76
  br i1 %tok2182, label %if.then.20, label %if.end.20
if.then.20:
  %tap2183 = add i32 %tap_base2181, %s75
  %ws_off2185 = shl i32 %tap2183, 2
  %old.150 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1505, ptr addrspace(8) %rws124, i32 %ws_off2185, i32 0, i32 0)
  br label %if.end.20
if.end.20:
  %tok2187 = and i1 %rok66, %sok81
  br i1 %tok2187, label %if.then.21, label %if.end.21
if.then.21:
  %tap2188 = add i32 %tap_base2181, %s80
  %ws_off2190 = shl i32 %tap2188, 2
  %old.151 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1544, ptr addrspace(8) %rws124, i32 %ws_off2190, i32 0, i32 0)
  br label %if.end.21
if.end.21:
  %tok2192 = and i1 %rok66, %sok86
  br i1 %tok2192, label %if.then.22, label %if.end.22
if.then.22:
  %tap2193 = add i32 %tap_base2181, %s85
  %ws_off2195 = shl i32 %tap2193, 2
  %old.152 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1583, ptr addrspace(8) %rws124, i32 %ws_off2195, i32 0, i32 0)
  br label %if.end.22
if.end.22:
  %tok2197 = and i1 %rok66, %sok91
  br i1 %tok2197, label %if.then.23, label %if.end.23
if.then.23:
  %tap2198 = add i32 %tap_base2181, %s90
  %ws_off2200 = shl i32 %tap2198, 2
  %old.153 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1622, ptr addrspace(8) %rws124, i32 %ws_off2200, i32 0, i32 0)
  br label %if.end.23
if.end.23:
  %tok2202 = and i1 %rok66, %sok96
  br i1 %tok2202, label %if.then.24, label %if.end.24
if.then.24:
  %tap2203 = add i32 %tap_base2181, %s95
  %ws_off2205 = shl i32 %tap2203, 2
  %old.154 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1661, ptr addrspace(8) %rws124, i32 %ws_off2205, i32 0, i32 0)
  br label %if.end.24
if.end.24:
  %tok2207 = and i1 %rok66, %sok101
  br i1 %tok2207, label %if.then.25, label %if.end.25
if.then.25:
  %tap2208 = add i32 %tap_base2181, %s100
  %ws_off2210 = shl i32 %tap2208, 2
  %old.155 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1700, ptr addrspace(8) %rws124, i32 %ws_off2210, i32 0, i32 0)
  br label %if.end.25
if.end.25:
  %tok2212 = and i1 %rok66, %sok106
  br i1 %tok2212, label %if.then.26, label %if.end.26
if.then.26:
  %tap2213 = add i32 %tap_base2181, %s105
  %ws_off2215 = shl i32 %tap2213, 2
  %old.156 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1739, ptr addrspace(8) %rws124, i32 %ws_off2215, i32 0, i32 0)
  br label %if.end.26
if.end.26:
  %tok2217 = and i1 %rok66, %sok111
  br i1 %tok2217, label %if.then.27, label %if.end.27
if.then.27:
  %tap2218 = add i32 %tap_base2181, %s110
  %ws_off2220 = shl i32 %tap2218, 2
  %old.157 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1778, ptr addrspace(8) %rws124, i32 %ws_off2220, i32 0, i32 0)
  br label %if.end.27
if.end.27:
  %rr2222 = add i32 %chan_r2095, %r70
  %tap_base2223 = mul i32 %rr2222, %filter_w
  %tok2224 = and i1 %rok71, %sok76
  br i1 %tok2224, label %if.then.28, label %if.end.28
if.then.28:
  %tap2225 = add i32 %tap_base2223, %s75
  %ws_off2227 = shl i32 %tap2225, 2
  %old.158 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1817, ptr addrspace(8) %rws124, i32 %ws_off2227, i32 0, i32 0)
  br label %if.end.28
if.end.28:
  %tok2229 = and i1 %rok71, %sok81
  br i1 %tok2229, label %if.then.29, label %if.end.29
if.then.29:
  %tap2230 = add i32 %tap_base2223, %s80
  %ws_off2232 = shl i32 %tap2230, 2
  %old.159 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1856, ptr addrspace(8) %rws124, i32 %ws_off2232, i32 0, i32 0)
  br label %if.end.29
if.end.29:
  %tok2234 = and i1 %rok71, %sok86
  br i1 %tok2234, label %if.then.30, label %if.end.30
if.then.30:
  %tap2235 = add i32 %tap_base2223, %s85
  %ws_off2237 = shl i32 %tap2235, 2
  %old.160 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1895, ptr addrspace(8) %rws124, i32 %ws_off2237, i32 0, i32 0)
  br label %if.end.30
if.end.30:
  %tok2239 = and i1 %rok71, %sok91
  br i1 %tok2239, label %if.then.31, label %if.end.31
if.then.31:
  %tap2240 = add i32 %tap_base2223, %s90
  %ws_off2242 = shl i32 %tap2240, 2
  %old.161 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1934, ptr addrspace(8) %rws124, i32 %ws_off2242, i32 0, i32 0)
  br label %if.end.31
if.end.31:
  %tok2244 = and i1 %rok71, %sok96
  br i1 %tok2244, label %if.then.32, label %if.end.32
if.then.32:
  %tap2245 = add i32 %tap_base2223, %s95
  %ws_off2247 = shl i32 %tap2245, 2
  %old.162 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1973, ptr addrspace(8) %rws124, i32 %ws_off2247, i32 0, i32 0)
  br label %if.end.32
if.end.32:
  %tok2249 = and i1 %rok71, %sok101
  br i1 %tok2249, label %if.then.33, label %if.end.33
if.then.33:
  %tap2250 = add i32 %tap_base2223, %s100
  %ws_off2252 = shl i32 %tap2250, 2
  %old.163 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum2012, ptr addrspace(8) %rws124, i32 %ws_off2252, i32 0, i32 0)
  br label %if.end.33
if.end.33:
  %tok2254 = and i1 %rok71, %sok106
  br i1 %tok2254, label %if.then.34, label %if.end.34
if.then.34:
  %tap2255 = add i32 %tap_base2223, %s105
  %ws_off2257 = shl i32 %tap2255, 2
  %old.164 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum2051, ptr addrspace(8) %rws124, i32 %ws_off2257, i32 0, i32 0)
  br label %if.end.34
if.end.34:
  %tok2259 = and i1 %rok71, %sok111
  br i1 %tok2259, label %if.then.35, label %if.end.35
if.then.35:
  %tap2260 = add i32 %tap_base2223, %s110
  %ws_off2262 = shl i32 %tap2260, 2
  %old.165 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum2090, ptr addrspace(8) %rws124, i32 %ws_off2262, i32 0, i32 0)
  br label %if.end.35
if.end.35:
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
