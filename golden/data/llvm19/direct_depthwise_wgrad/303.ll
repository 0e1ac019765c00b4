; irgate direct_depthwise_wgrad{dtype=fp32,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,waves=1,r_split=1,ho_per_block=4,ws_replicas=1,tap_rows=1,tap_cols=16}@gfx1201 flavor=llvm19
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare float @llvm.fma.f32(float, float, float)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1), i16, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_fp32_rgeo_w1_hb4_t1x16_wsr1(ptr addrspace(1) noalias readonly align 4 %dy, ptr addrspace(1) noalias readonly align 4 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid26 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane28 = and i32 %tid26, 31
  %wave30 = lshr i32 %tid26, 5
  %bx31 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img32 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk33 = call i32 @llvm.amdgcn.workgroup.id.z()
  %ncb_a35 = add i32 %groups, 31
  %ncb37 = udiv i32 %ncb_a35, 32
  %ntc_a39 = add i32 %filter_w, 15
  %ntc41 = udiv i32 %ntc_a39, 16
  %cblk42 = urem i32 %bx31, %ncb37
  %trest43 = udiv i32 %bx31, %ncb37
  %tcol44 = urem i32 %trest43, %ntc41
  %trow45 = udiv i32 %trest43, %ntc41
  %cbase47 = mul i32 %cblk42, 32
  %c48 = add i32 %cbase47, %lane28
  %cok49 = icmp ult i32 %c48, %groups
  %r_lo51 = mul i32 %trow45, 1
  %s_lo53 = mul i32 %tcol44, 16
  %r55 = add i32 %r_lo51, 0
  %rok56 = icmp ult i32 %r55, %filter_h
  %rd57 = mul i32 %r55, %dilation_h
  %hoff58 = sub i32 %rd57, %pad_h
  %s60 = add i32 %s_lo53, 0
  %sok61 = icmp ult i32 %s60, %filter_w
  %sd62 = mul i32 %s60, %dilation_w
  %woff63 = sub i32 %sd62, %pad_w
  %s65 = add i32 %s_lo53, 1
  %sok66 = icmp ult i32 %s65, %filter_w
  %sd67 = mul i32 %s65, %dilation_w
  %woff68 = sub i32 %sd67, %pad_w
  %s70 = add i32 %s_lo53, 2
  %sok71 = icmp ult i32 %s70, %filter_w
  %sd72 = mul i32 %s70, %dilation_w
  %woff73 = sub i32 %sd72, %pad_w
  %s75 = add i32 %s_lo53, 3
  %sok76 = icmp ult i32 %s75, %filter_w
  %sd77 = mul i32 %s75, %dilation_w
  %woff78 = sub i32 %sd77, %pad_w
  %s80 = add i32 %s_lo53, 4
  %sok81 = icmp ult i32 %s80, %filter_w
  %sd82 = mul i32 %s80, %dilation_w
  %woff83 = sub i32 %sd82, %pad_w
  %s85 = add i32 %s_lo53, 5
  %sok86 = icmp ult i32 %s85, %filter_w
  %sd87 = mul i32 %s85, %dilation_w
  %woff88 = sub i32 %sd87, %pad_w
  %s90 = add i32 %s_lo53, 6
  %sok91 = icmp ult i32 %s90, %filter_w
  %sd92 = mul i32 %s90, %dilation_w
  %woff93 = sub i32 %sd92, %pad_w
  %s95 = add i32 %s_lo53, 7
  %sok96 = icmp ult i32 %s95, %filter_w
  %sd97 = mul i32 %s95, %dilation_w
  %woff98 = sub i32 %sd97, %pad_w
  %s100 = add i32 %s_lo53, 8
  %sok101 = icmp ult i32 %s100, %filter_w
  %sd102 = mul i32 %s100, %dilation_w
  %woff103 = sub i32 %sd102, %pad_w
  %s105 = add i32 %s_lo53, 9
  %sok106 = icmp ult i32 %s105, %filter_w
  %sd107 = mul i32 %s105, %dilation_w
  %woff108 = sub i32 %sd107, %pad_w
  %s110 = add i32 %s_lo53, 10
  %sok111 = icmp ult i32 %s110, %filter_w
  %sd112 = mul i32 %s110, %dilation_w
  %woff113 = sub i32 %sd112, %pad_w
  %s115 = add i32 %s_lo53, 11
  %sok116 = icmp ult i32 %s115, %filter_w
  %sd117 = mul i32 %s115, %dilation_w
  %woff118 = sub i32 %sd117, %pad_w
  %s120 = add i32 %s_lo53, 12
  %sok121 = icmp ult i32 %s120, %filter_w
  %sd122 = mul i32 %s120, %dilation_w
  %woff123 = sub i32 %sd122, %pad_w
  %s125 = add i32 %s_lo53, 13
  %sok126 = icmp ult i32 %s125, %filter_w
  %sd127 = mul i32 %s125, %dilation_w
  %woff128 = sub i32 %sd127, %pad_w
  %s130 = add i32 %s_lo53, 14
  %sok131 = icmp ult i32 %s130, %filter_w
  %sd132 = mul i32 %s130, %dilation_w
  %woff133 = sub i32 %sd132, %pad_w
  %s135 = add i32 %s_lo53, 15
  %sok136 = icmp ult i32 %s135, %filter_w
  %sd137 = mul i32 %s135, %dilation_w
  %woff138 = sub i32 %sd137, %pad_w
  %ho_lo140 = mul i32 %hblk33, 4
  %ho_end142 = add i32 %ho_lo140, 4
  %fits143 = icmp ult i32 %ho_end142, %ho
  %ho_hi144 = select i1 %fits143, i32 %ho_end142, i32 %ho
  %nrows145 = sub i32 %ho_hi144, %ho_lo140
  %count146 = mul i32 %nrows145, %wo
  %rdy147 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %dy, i16 0, i32 %dy_bytes, i32 822165504)
  %rx148 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %x, i16 0, i32 %x_bytes, i32 822165504)
  %rws149 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %ws, i16 0, i32 %ws_bytes, i32 822165504)
  %dy_img150 = mul i32 %img32, %dy_stride_n
  %x_img151 = mul i32 %img32, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos170 = phi i32 [ %wave30, %entry ], [ %iv.next.1, %for.latch.1 ]
  %acc171 = phi float [ 0x0000000000000000, %entry ], [ %acc282, %for.latch.1 ]
  %acc172 = phi float [ 0x0000000000000000, %entry ], [ %acc293, %for.latch.1 ]
  %acc173 = phi float [ 0x0000000000000000, %entry ], [ %acc304, %for.latch.1 ]
  %acc174 = phi float [ 0x0000000000000000, %entry ], [ %acc315, %for.latch.1 ]
  %acc175 = phi float [ 0x0000000000000000, %entry ], [ %acc326, %for.latch.1 ]
  %acc176 = phi float [ 0x0000000000000000, %entry ], [ %acc337, %for.latch.1 ]
  %acc177 = phi float [ 0x0000000000000000, %entry ], [ %acc348, %for.latch.1 ]
  %acc178 = phi float [ 0x0000000000000000, %entry ], [ %acc359, %for.latch.1 ]
  %acc179 = phi float [ 0x0000000000000000, %entry ], [ %acc370, %for.latch.1 ]
  %acc180 = phi float [ 0x0000000000000000, %entry ], [ %acc381, %for.latch.1 ]
  %acc181 = phi float [ 0x0000000000000000, %entry ], [ %acc392, %for.latch.1 ]
  %acc182 = phi float [ 0x0000000000000000, %entry ], [ %acc403, %for.latch.1 ]
  %acc183 = phi float [ 0x0000000000000000, %entry ], [ %acc414, %for.latch.1 ]
  %acc184 = phi float [ 0x0000000000000000, %entry ], [ %acc425, %for.latch.1 ]
  %acc185 = phi float [ 0x0000000000000000, %entry ], [ %acc436, %for.latch.1 ]
  %acc186 = phi float [ 0x0000000000000000, %entry ], [ %acc447, %for.latch.1 ]
  %cmp.2 = icmp slt i32 %pos170, %count146
  br i1 %cmp.2, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel187 = udiv i32 %pos170, %wo
  %wo188 = urem i32 %pos170, %wo
  %ho189 = add i32 %ho_lo140, %hrel187
  %dy_row190 = mul i32 %ho189, %dy_stride_h
  %dy_col191 = mul i32 %wo188, %dy_stride_w
  %dy_a192 = add i32 %dy_img150, %dy_row190
  %dy_b193 = add i32 %dy_a192, %dy_col191
  %dy_e194 = add i32 %dy_b193, %c48
  %dy_off196 = shl i32 %dy_e194, 2
  %dy_safe198 = select i1 %cok49, i32 %dy_off196, i32 2147483647
  %dy200 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy147, i32 %dy_safe198, i32 0, i32 0)
  %h_a201 = mul i32 %ho189, %stride_h
  %w_a202 = mul i32 %wo188, %stride_w
  %wi203 = add i32 %w_a202, %woff63
  %wok204 = icmp ult i32 %wi203, %wi
  %wok205 = and i1 %wok204, %sok61
  %x_col206 = mul i32 %wi203, %x_stride_w
  %wi207 = add i32 %w_a202, %woff68
  %wok208 = icmp ult i32 %wi207, %wi
  %wok209 = and i1 %wok208, %sok66
  %x_col210 = mul i32 %wi207, %x_stride_w
  %wi211 = add i32 %w_a202, %woff73
  %wok212 = icmp ult i32 %wi211, %wi
  %wok213 = and i1 %wok212, %sok71
  %x_col214 = mul i32 %wi211, %x_stride_w
  %wi215 = add i32 %w_a202, %woff78
  %wok216 = icmp ult i32 %wi215, %wi
  %wok217 = and i1 %wok216, %sok76
  %x_col218 = mul i32 %wi215, %x_stride_w
  %wi219 = add i32 %w_a202, %woff83
  %wok220 = icmp ult i32 %wi219, %wi
  %wok221 = and i1 %wok220, %sok81
  %x_col222 = mul i32 %wi219, %x_stride_w
  %wi223 = add i32 %w_a202, %woff88
  %wok224 = icmp ult i32 %wi223, %wi
  %wok225 = and i1 %wok224, %sok86
  %x_col226 = mul i32 %wi223, %x_stride_w
  %wi227 = add i32 %w_a202, %woff93
  %wok228 = icmp ult i32 %wi227, %wi
  %wok229 = and i1 %wok228, %sok91
  %x_col230 = mul i32 %wi227, %x_stride_w
  %wi231 = add i32 %w_a202, %woff98
  %wok232 = icmp ult i32 %wi231, %wi
  %wok233 = and i1 %wok232, %sok96
  %x_col234 = mul i32 %wi231, %x_stride_w
  %wi235 = add i32 %w_a202, %woff103
  %wok236 = icmp ult i32 %wi235, %wi
  %wok237 = and i1 %wok236, %sok101
  %x_col238 = mul i32 %wi235, %x_stride_w
  %wi239 = add i32 %w_a202, %woff108
  %wok240 = icmp ult i32 %wi239, %wi
  %wok241 = and i1 %wok240, %sok106
  %x_col242 = mul i32 %wi239, %x_stride_w
  %wi243 = add i32 %w_a202, %woff113
  %wok244 = icmp ult i32 %wi243, %wi
  %wok245 = and i1 %wok244, %sok111
  %x_col246 = mul i32 %wi243, %x_stride_w
  %wi247 = add i32 %w_a202, %woff118
  %wok248 = icmp ult i32 %wi247, %wi
  %wok249 = and i1 %wok248, %sok116
  %x_col250 = mul i32 %wi247, %x_stride_w
  %wi251 = add i32 %w_a202, %woff123
  %wok252 = icmp ult i32 %wi251, %wi
  %wok253 = and i1 %wok252, %sok121
  %x_col254 = mul i32 %wi251, %x_stride_w
  %wi255 = add i32 %w_a202, %woff128
  %wok256 = icmp ult i32 %wi255, %wi
  %wok257 = and i1 %wok256, %sok126
  %x_col258 = mul i32 %wi255, %x_stride_w
  %wi259 = add i32 %w_a202, %woff133
  %wok260 = icmp ult i32 %wi259, %wi
  %wok261 = and i1 %wok260, %sok131
  %x_col262 = mul i32 %wi259, %x_stride_w
  %wi263 = add i32 %w_a202, %woff138
  %wok264 = icmp ult i32 %wi263, %wi
  %wok265 = and i1 %wok264, %sok136
  %x_col266 = mul i32 %wi263, %x_stride_w
  %hi267 = add i32 %h_a201, %hoff58
  %hok268 = icmp ult i32 %hi267, %hi
  %hok269 = and i1 %hok268, %rok56
  %x_row270 = mul i32 %hi267, %x_stride_h
  %x_r271 = add i32 %x_img151, %x_row270
  %in_img272 = and i1 %hok269, %wok205
  %ok273 = and i1 %in_img272, %cok49
  %x_a274 = add i32 %x_r271, %x_col206
  %x_e275 = add i32 %x_a274, %c48
  %x_off277 = shl i32 %x_e275, 2
  %x_safe279 = select i1 %ok273, i32 %x_off277, i32 2147483647
  %x281 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe279, i32 0, i32 0)
  %acc282 = call float @llvm.fma.f32(float %dy200, float %x281, float %acc171)
  %in_img283 = and i1 %hok269, %wok209
  %ok284 = and i1 %in_img283, %cok49
  %x_a285 = add i32 %x_r271, %x_col210
  %x_e286 = add i32 %x_a285, %c48
  %x_off288 = shl i32 %x_e286, 2
  %x_safe290 = select i1 %ok284, i32 %x_off288, i32 2147483647
  %x292 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe290, i32 0, i32 0)
  %acc293 = call float @llvm.fma.f32(float %dy200, float %x292, float %acc172)
  %in_img294 = and i1 %hok269, %wok213
  %ok295 = and i1 %in_img294, %cok49
  %x_a296 = add i32 %x_r271, %x_col214
  %x_e297 = add i32 %x_a296, %c48
  %x_off299 = shl i32 %x_e297, 2
  %x_safe301 = select i1 %ok295, i32 %x_off299, i32 2147483647
  %x303 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe301, i32 0, i32 0)
  %acc304 = call float @llvm.fma.f32(float %dy200, float %x303, float %acc173)
  %in_img305 = and i1 %hok269, %wok217
  %ok306 = and i1 %in_img305, %cok49
  %x_a307 = add i32 %x_r271, %x_col218
  %x_e308 = add i32 %x_a307, %c48
  %x_off310 = shl i32 %x_e308, 2
  %x_safe312 = select i1 %ok306, i32 %x_off310, i32 2147483647
  %x314 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe312, i32 0, i32 0)
  %acc315 = call float @llvm.fma.f32(float %dy200, float %x314, float %acc174)
  %in_img316 = and i1 %hok269, %wok221
  %ok317 = and i1 %in_img316, %cok49
  %x_a318 = add i32 %x_r271, %x_col222
  %x_e319 = add i32 %x_a318, %c48
  %x_off321 = shl i32 %x_e319, 2
  %x_safe323 = select i1 %ok317, i32 %x_off321, i32 2147483647
  %x325 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe323, i32 0, i32 0)
  %acc326 = call float @llvm.fma.f32(float %dy200, float %x325, float %acc175)
  %in_img327 = and i1 %hok269, %wok225
  %ok328 = and i1 %in_img327, %cok49
  %x_a329 = add i32 %x_r271, %x_col226
  %x_e330 = add i32 %x_a329, %c48
  %x_off332 = shl i32 %x_e330, 2
  %x_safe334 = select i1 %ok328, i32 %x_off332, i32 2147483647
  %x336 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe334, i32 0, i32 0)
  %acc337 = call float @llvm.fma.f32(float %dy200, float %x336, float %acc176)
  %in_img338 = and i1 %hok269, %wok229
  %ok339 = and i1 %in_img338, %cok49
  %x_a340 = add i32 %x_r271, %x_col230
  %x_e341 = add i32 %x_a340, %c48
  %x_off343 = shl i32 %x_e341, 2
  %x_safe345 = select i1 %ok339, i32 %x_off343, i32 2147483647
  %x347 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe345, i32 0, i32 0)
  %acc348 = call float @llvm.fma.f32(float %dy200, float %x347, float %acc177)
  %in_img349 = and i1 %hok269, %wok233
  %ok350 = and i1 %in_img349, %cok49
  %x_a351 = add i32 %x_r271, %x_col234
  %x_e352 = add i32 %x_a351, %c48
  %x_off354 = shl i32 %x_e352, 2
  %x_safe356 = select i1 %ok350, i32 %x_off354, i32 2147483647
  %x358 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe356, i32 0, i32 0)
  %acc359 = call float @llvm.fma.f32(float %dy200, float %x358, float %acc178)
  %in_img360 = and i1 %hok269, %wok237
  %ok361 = and i1 %in_img360, %cok49
  %x_a362 = add i32 %x_r271, %x_col238
  %x_e363 = add i32 %x_a362, %c48
  %x_off365 = shl i32 %x_e363, 2
  %x_safe367 = select i1 %ok361, i32 %x_off365, i32 2147483647
  %x369 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe367, i32 0, i32 0)
  %acc370 = call float @llvm.fma.f32(float %dy200, float %x369, float %acc179)
  %in_img371 = and i1 %hok269, %wok241
  %ok372 = and i1 %in_img371, %cok49
  %x_a373 = add i32 %x_r271, %x_col242
  %x_e374 = add i32 %x_a373, %c48
  %x_off376 = shl i32 %x_e374, 2
  %x_safe378 = select i1 %ok372, i32 %x_off376, i32 2147483647
  %x380 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe378, i32 0, i32 0)
  %acc381 = call float @llvm.fma.f32(float %dy200, float %x380, float %acc180)
  %in_img382 = and i1 %hok269, %wok245
  %ok383 = and i1 %in_img382, %cok49
  %x_a384 = add i32 %x_r271, %x_col246
  %x_e385 = add i32 %x_a384, %c48
  %x_off387 = shl i32 %x_e385, 2
  %x_safe389 = select i1 %ok383, i32 %x_off387, i32 2147483647
  %x391 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe389, i32 0, i32 0)
  %acc392 = call float @llvm.fma.f32(float %dy200, float %x391, float %acc181)
  %in_img393 = and i1 %hok269, %wok249
  %ok394 = and i1 %in_img393, %cok49
  %x_a395 = add i32 %x_r271, %x_col250
  %x_e396 = add i32 %x_a395, %c48
  %x_off398 = shl i32 %x_e396, 2
  %x_safe400 = select i1 %ok394, i32 %x_off398, i32 2147483647
  %x402 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe400, i32 0, i32 0)
  %acc403 = call float @llvm.fma.f32(float %dy200, float %x402, float %acc182)
  %in_img404 = and i1 %hok269, %wok253
  %ok405 = and i1 %in_img404, %cok49
  %x_a406 = add i32 %x_r271, %x_col254
  %x_e407 = add i32 %x_a406, %c48
  %x_off409 = shl i32 %x_e407, 2
  %x_safe411 = select i1 %ok405, i32 %x_off409, i32 2147483647
  %x413 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe411, i32 0, i32 0)
  %acc414 = call float @llvm.fma.f32(float %dy200, float %x413, float %acc183)
  %in_img415 = and i1 %hok269, %wok257
  %ok416 = and i1 %in_img415, %cok49
  %x_a417 = add i32 %x_r271, %x_col258
  %x_e418 = add i32 %x_a417, %c48
  %x_off420 = shl i32 %x_e418, 2
  %x_safe422 = select i1 %ok416, i32 %x_off420, i32 2147483647
  %x424 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe422, i32 0, i32 0)
  %acc425 = call float @llvm.fma.f32(float %dy200, float %x424, float %acc184)
  %in_img426 = and i1 %hok269, %wok261
  %ok427 = and i1 %in_img426, %cok49
  %x_a428 = add i32 %x_r271, %x_col262
  %x_e429 = add i32 %x_a428, %c48
  %x_off431 = shl i32 %x_e429, 2
  %x_safe433 = select i1 %ok427, i32 %x_off431, i32 2147483647
  %x435 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe433, i32 0, i32 0)
  %acc436 = call float @llvm.fma.f32(float %dy200, float %x435, float %acc185)
  %in_img437 = and i1 %hok269, %wok265
  %ok438 = and i1 %in_img437, %cok49
  %x_a439 = add i32 %x_r271, %x_col266
  %x_e440 = add i32 %x_a439, %c48
  %x_off442 = shl i32 %x_e440, 2
  %x_safe444 = select i1 %ok438, i32 %x_off442, i32 2147483647
  %x446 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx148, i32 %x_safe444, i32 0, i32 0)
  %acc447 = call float @llvm.fma.f32(float %dy200, float %x446, float %acc186)
  br label %for.latch.1
for.latch.1:
  %iv.next.1 = add i32 %pos170, 1
  br label %for.head.1
for.exit.1:
  %slab449 = urem i32 %img32, 1
  %slab_c450 = mul i32 %slab449, %groups
  %chan451 = add i32 %slab_c450, %c48
  %chan_r452 = mul i32 %chan451, %filter_h
  br i1 %cok49, label %if.then.2, label %if.end.2
if.then.2:
  %rr453 = add i32 %chan_r452, %r55
  %tap_base454 = mul i32 %rr453, %filter_w
  %tok455 = and i1 %rok56, %sok61
  br i1 %tok455, label %if.then.3, label %if.end.3
if.then.3:
  %tap456 = add i32 %tap_base454, %s60
  %ws_off458 = shl i32 %tap456, 2
  %old.3 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc171, ptr addrspace(8) %rws149, i32 %ws_off458, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %tok460 = and i1 %rok56, %sok66
  br i1 %tok460, label %if.then.4, label %if.end.4
if.then.4:
  %tap461 = add i32 %tap_base454, %s65
  %ws_off463 = shl i32 %tap461, 2
  %old.4 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc172, ptr addrspace(8) %rws149, i32 %ws_off463, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %tok465 = and i1 %rok56, %sok71
  br i1 %tok465, label %if.then.5, label %if.end.5
if.then.5:
  %tap466 = add i32 %tap_base454, %s70
  %ws_off468 = shl i32 %tap466, 2
  %old.5 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc173, ptr addrspace(8) %rws149, i32 %ws_off468, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %tok470 = and i1 %rok56, %sok76
  br i1 %tok470, label %if.then.6, label %if.end.6
if.then.6:
  %tap471 = add i32 %tap_base454, %s75
  %ws_off473 = shl i32 %tap471, 2
  %old.6 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc174, ptr addrspace(8) %rws149, i32 %ws_off473, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %tok475 = and i1 %rok56, %sok81
  br i1 %tok475, label %if.then.7, label %if.end.7
if.then.7:
  %tap476 = add i32 %tap_base454, %s80
  %ws_off478 = shl i32 %tap476, 2
  %old.7 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc175, ptr addrspace(8) %rws149, i32 %ws_off478, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %tok480 = and i1 %rok56, %sok86
  br i1 %tok480, label %if.then.8, label %if.end.8
if.then.8:
  %tap481 = add i32 %tap_base454, %s85
  %ws_off483 = shl i32 %tap481, 2
  %old.8 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc176, ptr addrspace(8) %rws149, i32 %ws_off483, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %tok485 = and i1 %rok56, %sok91
  br i1 %tok485, label %if.then.9, label %if.end.9
if.then.9:
  %tap486 = add i32 %tap_base454, %s90
  %ws_off488 = shl i32 %tap486, 2
  %old.9 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc177, ptr addrspace(8) %rws149, i32 %ws_off488, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %tok490 = and i1 %rok56, %sok96
  br i1 %tok490, label %if.then.10, label %if.end.10
if.then.10:
  %tap491 = add i32 %tap_base454, %s95
  %ws_off493 = shl i32 %tap491, 2
  %old.10 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc178, ptr addrspace(8) %rws149, i32 %ws_off493, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %tok495 = and i1 %rok56, %sok101
  br i1 %tok495, label %if.then.11, label %if.end.11
if.then.11:
  %tap496 = add i32 %tap_base454, %s100
  %ws_off498 = shl i32 %tap496, 2
  %old.11 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc179, ptr addrspace(8) %rws149, i32 %ws_off498, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %tok500 = and i1 %rok56, %sok106
  br i1 %tok500, label %if.then.12, label %if.end.12
if.then.12:
  %tap501 = add i32 %tap_base454, %s105
  %ws_off503 = shl i32 %tap501, 2
  %old.12 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc180, ptr addrspace(8) %rws149, i32 %ws_off503, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %tok505 = and i1 %rok56, %sok111
  br i1 %tok505, label %if.then.13, label %if.end.13
if.then.13:
  %tap506 = add i32 %tap_base454, %s110
  %ws_off508 = shl i32 %tap506, 2
  %old.13 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc181, ptr addrspace(8) %rws149, i32 %ws_off508, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %tok510 = and i1 %rok56, %sok116
  br i1 %tok510, label %if.then.14, label %if.end.14
if.then.14:
  %tap511 = add i32 %tap_base454, %s115
  %ws_off513 = shl i32 %tap511, 2
  %old.14 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc182, ptr addrspace(8) %rws149, i32 %ws_off513, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %tok515 = and i1 %rok56, %sok121
  br i1 %tok515, label %if.then.15, label %if.end.15
if.then.15:
  %tap516 = add i32 %tap_base454, %s120
  %ws_off518 = shl i32 %tap516, 2
  %old.15 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc183, ptr addrspace(8) %rws149, i32 %ws_off518, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %tok520 = and i1 %rok56, %sok126
  br i1 %tok520, label %if.then.16, label %if.end.16
if.then.16:
  %tap521 = add i32 %tap_base454, %s125
  %ws_off523 = shl i32 %tap521, 2
  %old.16 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc184, ptr addrspace(8) %rws149, i32 %ws_off523, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %tok525 = and i1 %rok56, %sok131
  br i1 %tok525, label %if.then.17, label %if.end.17
if.then.17:
  %tap526 = add i32 %tap_base454, %s130
  %ws_off528 = shl i32 %tap526, 2
  %old.17 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc185, ptr addrspace(8) %rws149, i32 %ws_off528, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %tok530 = and i1 %rok56, %sok136
  br i1 %tok530, label %if.then.18, label %if.end.18
if.then.18:
  %tap531 = add i32 %tap_base454, %s135
  %ws_off533 = shl i32 %tap531, 2
  %old.18 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc186, ptr addrspace(8) %rws149, i32 %ws_off533, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" }
