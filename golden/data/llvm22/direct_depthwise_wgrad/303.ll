; irgate direct_depthwise_wgrad{dtype=fp32,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,waves=1,r_split=1,ho_per_block=4,ws_replicas=1,tap_rows=1,tap_cols=32}@gfx1201 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare float @llvm.fma.f32(float, float, float)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_fp32_rgeo_w1_hb4_t1x32_wsr1(ptr addrspace(1) noalias readonly align 4 %dy, ptr addrspace(1) noalias readonly align 4 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid26 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane28 = and i32 %tid26, 31
  %wave30 = lshr i32 %tid26, 5
  %bx31 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img32 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk33 = call i32 @llvm.amdgcn.workgroup.id.z()
  %ncb_a35 = add i32 %groups, 31
  %ncb37 = udiv i32 %ncb_a35, 32
  %ntc_a39 = add i32 %filter_w, 31
  %ntc41 = udiv i32 %ntc_a39, 32
  %cblk42 = urem i32 %bx31, %ncb37
  %trest43 = udiv i32 %bx31, %ncb37
  %tcol44 = urem i32 %trest43, %ntc41
  %trow45 = udiv i32 %trest43, %ntc41
  %cbase47 = mul i32 %cblk42, 32
  %c48 = add i32 %cbase47, %lane28
  %cok49 = icmp ult i32 %c48, %groups
  %r_lo51 = mul i32 %trow45, 1
  %s_lo53 = mul i32 %tcol44, 32
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
  %s140 = add i32 %s_lo53, 16
  %sok141 = icmp ult i32 %s140, %filter_w
  %sd142 = mul i32 %s140, %dilation_w
  %woff143 = sub i32 %sd142, %pad_w
  %s145 = add i32 %s_lo53, 17
  %sok146 = icmp ult i32 %s145, %filter_w
  %sd147 = mul i32 %s145, %dilation_w
  %woff148 = sub i32 %sd147, %pad_w
  %s150 = add i32 %s_lo53, 18
  %sok151 = icmp ult i32 %s150, %filter_w
  %sd152 = mul i32 %s150, %dilation_w
  %woff153 = sub i32 %sd152, %pad_w
  %s155 = add i32 %s_lo53, 19
  %sok156 = icmp ult i32 %s155, %filter_w
  %sd157 = mul i32 %s155, %dilation_w
  %woff158 = sub i32 %sd157, %pad_w
  %s160 = add i32 %s_lo53, 20
  %sok161 = icmp ult i32 %s160, %filter_w
  %sd162 = mul i32 %s160, %dilation_w
  %woff163 = sub i32 %sd162, %pad_w
  %s165 = add i32 %s_lo53, 21
  %sok166 = icmp ult i32 %s165, %filter_w
  %sd167 = mul i32 %s165, %dilation_w
  %woff168 = sub i32 %sd167, %pad_w
  %s170 = add i32 %s_lo53, 22
  %sok171 = icmp ult i32 %s170, %filter_w
  %sd172 = mul i32 %s170, %dilation_w
  %woff173 = sub i32 %sd172, %pad_w
  %s175 = add i32 %s_lo53, 23
  %sok176 = icmp ult i32 %s175, %filter_w
  %sd177 = mul i32 %s175, %dilation_w
  %woff178 = sub i32 %sd177, %pad_w
  %s180 = add i32 %s_lo53, 24
  %sok181 = icmp ult i32 %s180, %filter_w
  %sd182 = mul i32 %s180, %dilation_w
  %woff183 = sub i32 %sd182, %pad_w
  %s185 = add i32 %s_lo53, 25
  %sok186 = icmp ult i32 %s185, %filter_w
  %sd187 = mul i32 %s185, %dilation_w
  %woff188 = sub i32 %sd187, %pad_w
  %s190 = add i32 %s_lo53, 26
  %sok191 = icmp ult i32 %s190, %filter_w
  %sd192 = mul i32 %s190, %dilation_w
  %woff193 = sub i32 %sd192, %pad_w
  %s195 = add i32 %s_lo53, 27
  %sok196 = icmp ult i32 %s195, %filter_w
  %sd197 = mul i32 %s195, %dilation_w
  %woff198 = sub i32 %sd197, %pad_w
  %s200 = add i32 %s_lo53, 28
  %sok201 = icmp ult i32 %s200, %filter_w
  %sd202 = mul i32 %s200, %dilation_w
  %woff203 = sub i32 %sd202, %pad_w
  %s205 = add i32 %s_lo53, 29
  %sok206 = icmp ult i32 %s205, %filter_w
  %sd207 = mul i32 %s205, %dilation_w
  %woff208 = sub i32 %sd207, %pad_w
  %s210 = add i32 %s_lo53, 30
  %sok211 = icmp ult i32 %s210, %filter_w
  %sd212 = mul i32 %s210, %dilation_w
  %woff213 = sub i32 %sd212, %pad_w
  %s215 = add i32 %s_lo53, 31
  %sok216 = icmp ult i32 %s215, %filter_w
  %sd217 = mul i32 %s215, %dilation_w
  %woff218 = sub i32 %sd217, %pad_w
  %ho_lo220 = mul i32 %hblk33, 4
  %ho_end222 = add i32 %ho_lo220, 4
  %fits223 = icmp ult i32 %ho_end222, %ho
  %ho_hi224 = select i1 %fits223, i32 %ho_end222, i32 %ho
  %nrows225 = sub i32 %ho_hi224, %ho_lo220
  %count226 = mul i32 %nrows225, %wo
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy227 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx228 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws229 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img230 = mul i32 %img32, %dy_stride_n
  %x_img231 = mul i32 %img32, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos266 = phi i32 [ %wave30, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc267 = phi float [ 0x0000000000000000, %entry ], [ %acc458, %for.latch.1 ]
  %acc268 = phi float [ 0x0000000000000000, %entry ], [ %acc469, %for.latch.1 ]
  %acc269 = phi float [ 0x0000000000000000, %entry ], [ %acc480, %for.latch.1 ]
  %acc270 = phi float [ 0x0000000000000000, %entry ], [ %acc491, %for.latch.1 ]
  %acc271 = phi float [ 0x0000000000000000, %entry ], [ %acc502, %for.latch.1 ]
  %acc272 = phi float [ 0x0000000000000000, %entry ], [ %acc513, %for.latch.1 ]
  %acc273 = phi float [ 0x0000000000000000, %entry ], [ %acc524, %for.latch.1 ]
  %acc274 = phi float [ 0x0000000000000000, %entry ], [ %acc535, %for.latch.1 ]
  %acc275 = phi float [ 0x0000000000000000, %entry ], [ %acc546, %for.latch.1 ]
  %acc276 = phi float [ 0x0000000000000000, %entry ], [ %acc557, %for.latch.1 ]
  %acc277 = phi float [ 0x0000000000000000, %entry ], [ %acc568, %for.latch.1 ]
  %acc278 = phi float [ 0x0000000000000000, %entry ], [ %acc579, %for.latch.1 ]
  %acc279 = phi float [ 0x0000000000000000, %entry ], [ %acc590, %for.latch.1 ]
  %acc280 = phi float [ 0x0000000000000000, %entry ], [ %acc601, %for.latch.1 ]
  %acc281 = phi float [ 0x0000000000000000, %entry ], [ %acc612, %for.latch.1 ]
  %acc282 = phi float [ 0x0000000000000000, %entry ], [ %acc623, %for.latch.1 ]
  %acc283 = phi float [ 0x0000000000000000, %entry ], [ %acc634, %for.latch.1 ]
  %acc284 = phi float [ 0x0000000000000000, %entry ], [ %acc645, %for.latch.1 ]
  %acc285 = phi float [ 0x0000000000000000, %entry ], [ %acc656, %for.latch.1 ]
  %acc286 = phi float [ 0x0000000000000000, %entry ], [ %acc667, %for.latch.1 ]
  %acc287 = phi float [ 0x0000000000000000, %entry ], [ %acc678, %for.latch.1 ]
  %acc288 = phi float [ 0x0000000000000000, %entry ], [ %acc689, %for.latch.1 ]
  %acc289 = phi float [ 0x0000000000000000, %entry ], [ %acc700, %for.latch.1 ]
  %acc290 = phi float [ 0x0000000000000000, %entry ], [ %acc711, %for.latch.1 ]
  %acc291 = phi float [ 0x0000000000000000, %entry ], [ %acc722, %for.latch.1 ]
  %acc292 = phi float [ 0x0000000000000000, %entry ], [ %acc733, %for.latch.1 ]
  %acc293 = phi float [ 0x0000000000000000, %entry ], [ %acc744, %for.latch.1 ]
  %acc294 = phi float [ 0x0000000000000000, %entry ], [ %acc755, %for.latch.1 ]
  %acc295 = phi float [ 0x0000000000000000, %entry ], [ %acc766, %for.latch.1 ]
  %acc296 = phi float [ 0x0000000000000000, %entry ], [ %acc777, %for.latch.1 ]
  %acc297 = phi float [ 0x0000000000000000, %entry ], [ %acc788, %for.latch.1 ]
  %acc298 = phi float [ 0x0000000000000000, %entry ], [ %acc799, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %pos266, %count226
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel299 = udiv i32 %pos266, %wo
  %wo300 = urem i32 %pos266, %wo
  %ho301 = add i32 %ho_lo220, %hrel299
  %dy_row302 = mul i32 %ho301, %dy_stride_h
  %dy_col303 = mul i32 %wo300, %dy_stride_w
  %dy_a304 = add i32 %dy_img230, %dy_row302
  %dy_b305 = add i32 %dy_a304, %dy_col303
  %dy_e306 = add i32 %dy_b305, %c48
  %dy_off308 = shl i32 %dy_e306, 2
  %dy_safe310 = select i1 %cok49, i32 %dy_off308, i32 2147483647
  %dy312 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy227, i32 %dy_safe310, i32 0, i32 0)
  %h_a313 = mul i32 %ho301, %stride_h
  %w_a314 = mul i32 %wo300, %stride_w
  %wi315 = add i32 %w_a314, %woff63
  %wok316 = icmp ult i32 %wi315, %wi
  %wok317 = and i1 %wok316, %sok61
  %x_col318 = mul i32 %wi315, %x_stride_w
  %wi319 = add i32 %w_a314, %woff68
  %wok320 = icmp ult i32 %wi319, %wi
  %wok321 = and i1 %wok320, %sok66
  %x_col322 = mul i32 %wi319, %x_stride_w
  %wi323 = add i32 %w_a314, %woff73
  %wok324 = icmp ult i32 %wi323, %wi
  %wok325 = and i1 %wok324, %sok71
  %x_col326 = mul i32 %wi323, %x_stride_w
  %wi327 = add i32 %w_a314, %woff78
  %wok328 = icmp ult i32 %wi327, %wi
  %wok329 = and i1 %wok328, %sok76
  %x_col330 = mul i32 %wi327, %x_stride_w
  %wi331 = add i32 %w_a314, %woff83
  %wok332 = icmp ult i32 %wi331, %wi
  %wok333 = and i1 %wok332, %sok81
  %x_col334 = mul i32 %wi331, %x_stride_w
  %wi335 = add i32 %w_a314, %woff88
  %wok336 = icmp ult i32 %wi335, %wi
  %wok337 = and i1 %wok336, %sok86
  %x_col338 = mul i32 %wi335, %x_stride_w
  %wi339 = add i32 %w_a314, %woff93
  %wok340 = icmp ult i32 %wi339, %wi
  %wok341 = and i1 %wok340, %sok91
  %x_col342 = mul i32 %wi339, %x_stride_w
  %wi343 = add i32 %w_a314, %woff98
  %wok344 = icmp ult i32 %wi343, %wi
  %wok345 = and i1 %wok344, %sok96
  %x_col346 = mul i32 %wi343, %x_stride_w
  %wi347 = add i32 %w_a314, %woff103
  %wok348 = icmp ult i32 %wi347, %wi
  %wok349 = and i1 %wok348, %sok101
  %x_col350 = mul i32 %wi347, %x_stride_w
  %wi351 = add i32 %w_a314, %woff108
  %wok352 = icmp ult i32 %wi351, %wi
  %wok353 = and i1 %wok352, %sok106
  %x_col354 = mul i32 %wi351, %x_stride_w
  %wi355 = add i32 %w_a314, %woff113
  %wok356 = icmp ult i32 %wi355, %wi
  %wok357 = and i1 %wok356, %sok111
  %x_col358 = mul i32 %wi355, %x_stride_w
  %wi359 = add i32 %w_a314, %woff118
  %wok360 = icmp ult i32 %wi359, %wi
  %wok361 = and i1 %wok360, %sok116
  %x_col362 = mul i32 %wi359, %x_stride_w
  %wi363 = add i32 %w_a314, %woff123
  %wok364 = icmp ult i32 %wi363, %wi
  %wok365 = and i1 %wok364, %sok121
  %x_col366 = mul i32 %wi363, %x_stride_w
  %wi367 = add i32 %w_a314, %woff128
  %wok368 = icmp ult i32 %wi367, %wi
  %wok369 = and i1 %wok368, %sok126
  %x_col370 = mul i32 %wi367, %x_stride_w
  %wi371 = add i32 %w_a314, %woff133
  %wok372 = icmp ult i32 %wi371, %wi
  %wok373 = and i1 %wok372, %sok131
  %x_col374 = mul i32 %wi371, %x_stride_w
  %wi375 = add i32 %w_a314, %woff138
  %wok376 = icmp ult i32 %wi375, %wi
  %wok377 = and i1 %wok376, %sok136
  %x_col378 = mul i32 %wi375, %x_stride_w
  %wi379 = add i32 %w_a314, %woff143
  %wok380 = icmp ult i32 %wi379, %wi
  %wok381 = and i1 %wok380, %sok141
  %x_col382 = mul i32 %wi379, %x_stride_w
  %wi383 = add i32 %w_a314, %woff148
  %wok384 = icmp ult i32 %wi383, %wi
  %wok385 = and i1 %wok384, %sok146
  %x_col386 = mul i32 %wi383, %x_stride_w
  %wi387 = add i32 %w_a314, %woff153
  %wok388 = icmp ult i32 %wi387, %wi
  %wok389 = and i1 %wok388, %sok151
  %x_col390 = mul i32 %wi387, %x_stride_w
  %wi391 = add i32 %w_a314, %woff158
  %wok392 = icmp ult i32 %wi391, %wi
  %wok393 = and i1 %wok392, %sok156
  %x_col394 = mul i32 %wi391, %x_stride_w
  %wi395 = add i32 %w_a314, %woff163
  %wok396 = icmp ult i32 %wi395, %wi
  %wok397 = and i1 %wok396, %sok161
  %x_col398 = mul i32 %wi395, %x_stride_w
  %wi399 = add i32 %w_a314, %woff168
  %wok400 = icmp ult i32 %wi399, %wi
  %wok401 = and i1 %wok400, %sok166
  %x_col402 = mul i32 %wi399, %x_stride_w
  %wi403 = add i32 %w_a314, %woff173
  %wok404 = icmp ult i32 %wi403, %wi
  %wok405 = and i1 %wok404, %sok171
  %x_col406 = mul i32 %wi403, %x_stride_w
  %wi407 = add i32 %w_a314, %woff178
  %wok408 = icmp ult i32 %wi407, %wi
  %wok409 = and i1 %wok408, %sok176
  %x_col410 = mul i32 %wi407, %x_stride_w
  %wi411 = add i32 %w_a314, %woff183
  %wok412 = icmp ult i32 %wi411, %wi
  %wok413 = and i1 %wok412, %sok181
  %x_col414 = mul i32 %wi411, %x_stride_w
  %wi415 = add i32 %w_a314, %woff188
  %wok416 = icmp ult i32 %wi415, %wi
  %wok417 = and i1 %wok416, %sok186
  %x_col418 = mul i32 %wi415, %x_stride_w
  %wi419 = add i32 %w_a314, %woff193
  %wok420 = icmp ult i32 %wi419, %wi
  %wok421 = and i1 %wok420, %sok191
  %x_col422 = mul i32 %wi419, %x_stride_w
  %wi423 = add i32 %w_a314, %woff198
  %wok424 = icmp ult i32 %wi423, %wi
  %wok425 = and i1 %wok424, %sok196
  %x_col426 = mul i32 %wi423, %x_stride_w
  %wi427 = add i32 %w_a314, %woff203
  %wok428 = icmp ult i32 %wi427, %wi
  %wok429 = and i1 %wok428, %sok201
  %x_col430 = mul i32 %wi427, %x_stride_w
  %wi431 = add i32 %w_a314, %woff208
  %wok432 = icmp ult i32 %wi431, %wi
  %wok433 = and i1 %wok432, %sok206
  %x_col434 = mul i32 %wi431, %x_stride_w
  %wi435 = add i32 %w_a314, %woff213
  %wok436 = icmp ult i32 %wi435, %wi
  %wok437 = and i1 %wok436, %sok211
  %x_col438 = mul i32 %wi435, %x_stride_w
  %wi439 = add i32 %w_a314, %woff218
  %wok440 = icmp ult i32 %wi439, %wi
  %wok441 = and i1 %wok440, %sok216
  %x_col442 = mul i32 %wi439, %x_stride_w
  %hi443 = add i32 %h_a313, %hoff58
  %hok444 = icmp ult i32 %hi443, %hi
  %hok445 = and i1 %hok444, %rok56
  %x_row446 = mul i32 %hi443, %x_stride_h
  %x_r447 = add i32 %x_img231, %x_row446
  %in_img448 = and i1 %hok445, %wok317
  %ok449 = and i1 %in_img448, %cok49
  %x_a450 = add i32 %x_r447, %x_col318
  %x_e451 = add i32 %x_a450, %c48
  %x_off453 = shl i32 %x_e451, 2
  %x_safe455 = select i1 %ok449, i32 %x_off453, i32 2147483647
  %x457 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe455, i32 0, i32 0)
  %acc458 = call float @llvm.fma.f32(float %dy312, float %x457, float %acc267)
  %in_img459 = and i1 %hok445, %wok321
  %ok460 = and i1 %in_img459, %cok49
  %x_a461 = add i32 %x_r447, %x_col322
  %x_e462 = add i32 %x_a461, %c48
  %x_off464 = shl i32 %x_e462, 2
  %x_safe466 = select i1 %ok460, i32 %x_off464, i32 2147483647
  %x468 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe466, i32 0, i32 0)
  %acc469 = call float @llvm.fma.f32(float %dy312, float %x468, float %acc268)
  %in_img470 = and i1 %hok445, %wok325
  %ok471 = and i1 %in_img470, %cok49
  %x_a472 = add i32 %x_r447, %x_col326
  %x_e473 = add i32 %x_a472, %c48
  %x_off475 = shl i32 %x_e473, 2
  %x_safe477 = select i1 %ok471, i32 %x_off475, i32 2147483647
  %x479 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe477, i32 0, i32 0)
  %acc480 = call float @llvm.fma.f32(float %dy312, float %x479, float %acc269)
  %in_img481 = and i1 %hok445, %wok329
  %ok482 = and i1 %in_img481, %cok49
  %x_a483 = add i32 %x_r447, %x_col330
  %x_e484 = add i32 %x_a483, %c48
  %x_off486 = shl i32 %x_e484, 2
  %x_safe488 = select i1 %ok482, i32 %x_off486, i32 2147483647
  %x490 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe488, i32 0, i32 0)
  %acc491 = call float @llvm.fma.f32(float %dy312, float %x490, float %acc270)
  %in_img492 = and i1 %hok445, %wok333
  %ok493 = and i1 %in_img492, %cok49
  %x_a494 = add i32 %x_r447, %x_col334
  %x_e495 = add i32 %x_a494, %c48
  %x_off497 = shl i32 %x_e495, 2
  %x_safe499 = select i1 %ok493, i32 %x_off497, i32 2147483647
  %x501 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe499, i32 0, i32 0)
  %acc502 = call float @llvm.fma.f32(float %dy312, float %x501, float %acc271)
  %in_img503 = and i1 %hok445, %wok337
  %ok504 = and i1 %in_img503, %cok49
  %x_a505 = add i32 %x_r447, %x_col338
  %x_e506 = add i32 %x_a505, %c48
  %x_off508 = shl i32 %x_e506, 2
  %x_safe510 = select i1 %ok504, i32 %x_off508, i32 2147483647
  %x512 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe510, i32 0, i32 0)
  %acc513 = call float @llvm.fma.f32(float %dy312, float %x512, float %acc272)
  %in_img514 = and i1 %hok445, %wok341
  %ok515 = and i1 %in_img514, %cok49
  %x_a516 = add i32 %x_r447, %x_col342
  %x_e517 = add i32 %x_a516, %c48
  %x_off519 = shl i32 %x_e517, 2
  %x_safe521 = select i1 %ok515, i32 %x_off519, i32 2147483647
  %x523 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe521, i32 0, i32 0)
  %acc524 = call float @llvm.fma.f32(float %dy312, float %x523, float %acc273)
  %in_img525 = and i1 %hok445, %wok345
  %ok526 = and i1 %in_img525, %cok49
  %x_a527 = add i32 %x_r447, %x_col346
  %x_e528 = add i32 %x_a527, %c48
  %x_off530 = shl i32 %x_e528, 2
  %x_safe532 = select i1 %ok526, i32 %x_off530, i32 2147483647
  %x534 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe532, i32 0, i32 0)
  %acc535 = call float @llvm.fma.f32(float %dy312, float %x534, float %acc274)
  %in_img536 = and i1 %hok445, %wok349
  %ok537 = and i1 %in_img536, %cok49
  %x_a538 = add i32 %x_r447, %x_col350
  %x_e539 = add i32 %x_a538, %c48
  %x_off541 = shl i32 %x_e539, 2
  %x_safe543 = select i1 %ok537, i32 %x_off541, i32 2147483647
  %x545 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe543, i32 0, i32 0)
  %acc546 = call float @llvm.fma.f32(float %dy312, float %x545, float %acc275)
  %in_img547 = and i1 %hok445, %wok353
  %ok548 = and i1 %in_img547, %cok49
  %x_a549 = add i32 %x_r447, %x_col354
  %x_e550 = add i32 %x_a549, %c48
  %x_off552 = shl i32 %x_e550, 2
  %x_safe554 = select i1 %ok548, i32 %x_off552, i32 2147483647
  %x556 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe554, i32 0, i32 0)
  %acc557 = call float @llvm.fma.f32(float %dy312, float %x556, float %acc276)
  %in_img558 = and i1 %hok445, %wok357
  %ok559 = and i1 %in_img558, %cok49
  %x_a560 = add i32 %x_r447, %x_col358
  %x_e561 = add i32 %x_a560, %c48
  %x_off563 = shl i32 %x_e561, 2
  %x_safe565 = select i1 %ok559, i32 %x_off563, i32 2147483647
  %x567 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe565, i32 0, i32 0)
  %acc568 = call float @llvm.fma.f32(float %dy312, float %x567, float %acc277)
  %in_img569 = and i1 %hok445, %wok361
  %ok570 = and i1 %in_img569, %cok49
  %x_a571 = add i32 %x_r447, %x_col362
  %x_e572 = add i32 %x_a571, %c48
  %x_off574 = shl i32 %x_e572, 2
  %x_safe576 = select i1 %ok570, i32 %x_off574, i32 2147483647
  %x578 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe576, i32 0, i32 0)
  %acc579 = call float @llvm.fma.f32(float %dy312, float %x578, float %acc278)
  %in_img580 = and i1 %hok445, %wok365
  %ok581 = and i1 %in_img580, %cok49
  %x_a582 = add i32 %x_r447, %x_col366
  %x_e583 = add i32 %x_a582, %c48
  %x_off585 = shl i32 %x_e583, 2
  %x_safe587 = select i1 %ok581, i32 %x_off585, i32 2147483647
  %x589 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe587, i32 0, i32 0)
  %acc590 = call float @llvm.fma.f32(float %dy312, float %x589, float %acc279)
  %in_img591 = and i1 %hok445, %wok369
  %ok592 = and i1 %in_img591, %cok49
  %x_a593 = add i32 %x_r447, %x_col370
  %x_e594 = add i32 %x_a593, %c48
  %x_off596 = shl i32 %x_e594, 2
  %x_safe598 = select i1 %ok592, i32 %x_off596, i32 2147483647
  %x600 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe598, i32 0, i32 0)
  %acc601 = call float @llvm.fma.f32(float %dy312, float %x600, float %acc280)
  %in_img602 = and i1 %hok445, %wok373
  %ok603 = and i1 %in_img602, %cok49
  %x_a604 = add i32 %x_r447, %x_col374
  %x_e605 = add i32 %x_a604, %c48
  %x_off607 = shl i32 %x_e605, 2
  %x_safe609 = select i1 %ok603, i32 %x_off607, i32 2147483647
  %x611 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe609, i32 0, i32 0)
  %acc612 = call float @llvm.fma.f32(float %dy312, float %x611, float %acc281)
  %in_img613 = and i1 %hok445, %wok377
  %ok614 = and i1 %in_img613, %cok49
  %x_a615 = add i32 %x_r447, %x_col378
  %x_e616 = add i32 %x_a615, %c48
  %x_off618 = shl i32 %x_e616, 2
  %x_safe620 = select i1 %ok614, i32 %x_off618, i32 2147483647
  %x622 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe620, i32 0, i32 0)
  %acc623 = call float @llvm.fma.f32(float %dy312, float %x622, float %acc282)
  %in_img624 = and i1 %hok445, %wok381
  %ok625 = and i1 %in_img624, %cok49
  %x_a626 = add i32 %x_r447, %x_col382
  %x_e627 = add i32 %x_a626, %c48
  %x_off629 = shl i32 %x_e627, 2
  %x_safe631 = select i1 %ok625, i32 %x_off629, i32 2147483647
  %x633 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe631, i32 0, i32 0)
  %acc634 = call float @llvm.fma.f32(float %dy312, float %x633, float %acc283)
  %in_img635 = and i1 %hok445, %wok385
  %ok636 = and i1 %in_img635, %cok49
  %x_a637 = add i32 %x_r447, %x_col386
  %x_e638 = add i32 %x_a637, %c48
  %x_off640 = shl i32 %x_e638, 2
  %x_safe642 = select i1 %ok636, i32 %x_off640, i32 2147483647
  %x644 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe642, i32 0, i32 0)
  %acc645 = call float @llvm.fma.f32(float %dy312, float %x644, float %acc284)
  %in_img646 = and i1 %hok445, %wok389
  %ok647 = and i1 %in_img646, %cok49
  %x_a648 = add i32 %x_r447, %x_col390
  %x_e649 = add i32 %x_a648, %c48
  %x_off651 = shl i32 %x_e649, 2
  %x_safe653 = select i1 %ok647, i32 %x_off651, i32 2147483647
  %x655 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe653, i32 0, i32 0)
  %acc656 = call float @llvm.fma.f32(float %dy312, float %x655, float %acc285)
  %in_img657 = and i1 %hok445, %wok393
  %ok658 = and i1 %in_img657, %cok49
  %x_a659 = add i32 %x_r447, %x_col394
  %x_e660 = add i32 %x_a659, %c48
  %x_off662 = shl i32 %x_e660, 2
  %x_safe664 = select i1 %ok658, i32 %x_off662, i32 2147483647
  %x666 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe664, i32 0, i32 0)
  %acc667 = call float @llvm.fma.f32(float %dy312, float %x666, float %acc286)
  %in_img668 = and i1 %hok445, %wok397
  %ok669 = and i1 %in_img668, %cok49
  %x_a670 = add i32 %x_r447, %x_col398
  %x_e671 = add i32 %x_a670, %c48
  %x_off673 = shl i32 %x_e671, 2
  %x_safe675 = select i1 %ok669, i32 %x_off673, i32 2147483647
  %x677 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe675, i32 0, i32 0)
  %acc678 = call float @llvm.fma.f32(float %dy312, float %x677, float %acc287)
  %in_img679 = and i1 %hok445, %wok401
  %ok680 = and i1 %in_img679, %cok49
  %x_a681 = add i32 %x_r447, %x_col402
  %x_e682 = add i32 %x_a681, %c48
  %x_off684 = shl i32 %x_e682, 2
  %x_safe686 = select i1 %ok680, i32 %x_off684, i32 2147483647
  %x688 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe686, i32 0, i32 0)
  %acc689 = call float @llvm.fma.f32(float %dy312, float %x688, float %acc288)
  %in_img690 = and i1 %hok445, %wok405
  %ok691 = and i1 %in_img690, %cok49
  %x_a692 = add i32 %x_r447, %x_col406
  %x_e693 = add i32 %x_a692, %c48
  %x_off695 = shl i32 %x_e693, 2
  %x_safe697 = select i1 %ok691, i32 %x_off695, i32 2147483647
  %x699 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe697, i32 0, i32 0)
  %acc700 = call float @llvm.fma.f32(float %dy312, float %x699, float %acc289)
  %in_img701 = and i1 %hok445, %wok409
  %ok702 = and i1 %in_img701, %cok49
  %x_a703 = add i32 %x_r447, %x_col410
  %x_e704 = add i32 %x_a703, %c48
  %x_off706 = shl i32 %x_e704, 2
  %x_safe708 = select i1 %ok702, i32 %x_off706, i32 2147483647
  %x710 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe708, i32 0, i32 0)
  %acc711 = call float @llvm.fma.f32(float %dy312, float %x710, float %acc290)
  %in_img712 = and i1 %hok445, %wok413
  %ok713 = and i1 %in_img712, %cok49
  %x_a714 = add i32 %x_r447, %x_col414
  %x_e715 = add i32 %x_a714, %c48
  %x_off717 = shl i32 %x_e715, 2
  %x_safe719 = select i1 %ok713, i32 %x_off717, i32 2147483647
  %x721 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe719, i32 0, i32 0)
  %acc722 = call float @llvm.fma.f32(float %dy312, float %x721, float %acc291)
  %in_img723 = and i1 %hok445, %wok417
  %ok724 = and i1 %in_img723, %cok49
  %x_a725 = add i32 %x_r447, %x_col418
  %x_e726 = add i32 %x_a725, %c48
  %x_off728 = shl i32 %x_e726, 2
  %x_safe730 = select i1 %ok724, i32 %x_off728, i32 2147483647
  %x732 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe730, i32 0, i32 0)
  %acc733 = call float @llvm.fma.f32(float %dy312, float %x732, float %acc292)
  %in_img734 = and i1 %hok445, %wok421
  %ok735 = and i1 %in_img734, %cok49
  %x_a736 = add i32 %x_r447, %x_col422
  %x_e737 = add i32 %x_a736, %c48
  %x_off739 = shl i32 %x_e737, 2
  %x_safe741 = select i1 %ok735, i32 %x_off739, i32 2147483647
  %x743 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe741, i32 0, i32 0)
  %acc744 = call float @llvm.fma.f32(float %dy312, float %x743, float %acc293)
  %in_img745 = and i1 %hok445, %wok425
  %ok746 = and i1 %in_img745, %cok49
  %x_a747 = add i32 %x_r447, %x_col426
  %x_e748 = add i32 %x_a747, %c48
  %x_off750 = shl i32 %x_e748, 2
  %x_safe752 = select i1 %ok746, i32 %x_off750, i32 2147483647
  %x754 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe752, i32 0, i32 0)
  %acc755 = call float @llvm.fma.f32(float %dy312, float %x754, float %acc294)
  %in_img756 = and i1 %hok445, %wok429
  %ok757 = and i1 %in_img756, %cok49
  %x_a758 = add i32 %x_r447, %x_col430
  %x_e759 = add i32 %x_a758, %c48
  %x_off761 = shl i32 %x_e759, 2
  %x_safe763 = select i1 %ok757, i32 %x_off761, i32 2147483647
  %x765 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe763, i32 0, i32 0)
  %acc766 = call float @llvm.fma.f32(float %dy312, float %x765, float %acc295)
  %in_img767 = and i1 %hok445, %wok433
  %ok768 = and i1 %in_img767, %cok49
  %x_a769 = add i32 %x_r447, %x_col434
  %x_e770 = add i32 %x_a769, %c48
  %x_off772 = shl i32 %x_e770, 2
  %x_safe774 = select i1 %ok768, i32 %x_off772, i32 2147483647
  %x776 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe774, i32 0, i32 0)
  %acc777 = call float @llvm.fma.f32(float %dy312, float %x776, float %acc296)
  %in_img778 = and i1 %hok445, %wok437
  %ok779 = and i1 %in_img778, %cok49
  %x_a780 = add i32 %x_r447, %x_col438
  %x_e781 = add i32 %x_a780, %c48
  %x_off783 = shl i32 %x_e781, 2
  %x_safe785 = select i1 %ok779, i32 %x_off783, i32 2147483647
  %x787 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe785, i32 0, i32 0)
  %acc788 = call float @llvm.fma.f32(float %dy312, float %x787, float %acc297)
  %in_img789 = and i1 %hok445, %wok441
  %ok790 = and i1 %in_img789, %cok49
  %x_a791 = add i32 %x_r447, %x_col442
  %x_e792 = add i32 %x_a791, %c48
  %x_off794 = shl i32 %x_e792, 2
  %x_safe796 = select i1 %ok790, i32 %x_off794, i32 2147483647
  %x798 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx228, i32 %x_safe796, i32 0, i32 0)
  %acc799 = call float @llvm.fma.f32(float %dy312, float %x798, float %acc298)
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %pos266, 1
  br label %for.head.1
for.exit.1:
  %slab801 = urem i32 %img32, 1
  %slab_c802 = mul i32 %slab801, %groups
  %chan803 = add i32 %slab_c802, %c48
  %chan_r804 = mul i32 %chan803, %filter_h
  br i1 %cok49, label %if.then.2, label %if.end.2
if.then.2:
  %rr805 = add i32 %chan_r804, %r55
  %tap_base806 = mul i32 %rr805, %filter_w
  %tok807 = and i1 %rok56, %sok61
  br i1 %tok807, label %if.then.3, label %if.end.3
if.then.3:
  %tap808 = add i32 %tap_base806, %s60
  %ws_off810 = shl i32 %tap808, 2
  %old.6 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc267, ptr addrspace(8) %rws229, i32 %ws_off810, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %tok812 = and i1 %rok56, %sok66
  br i1 %tok812, label %if.then.4, label %if.end.4
if.then.4:
  %tap813 = add i32 %tap_base806, %s65
  %ws_off815 = shl i32 %tap813, 2
  %old.7 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc268, ptr addrspace(8) %rws229, i32 %ws_off815, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %tok817 = and i1 %rok56, %sok71
  br i1 %tok817, label %if.then.5, label %if.end.5
if.then.5:
  %tap818 = add i32 %tap_base806, %s70
  %ws_off820 = shl i32 %tap818, 2
  %old.8 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc269, ptr addrspace(8) %rws229, i32 %ws_off820, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %tok822 = and i1 %rok56, %sok76
  br i1 %tok822, label %if.then.6, label %if.end.6
if.then.6:
  %tap823 = add i32 %tap_base806, %s75
  %ws_off825 = shl i32 %tap823, 2
  %old.9 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc270, ptr addrspace(8) %rws229, i32 %ws_off825, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %tok827 = and i1 %rok56, %sok81
  br i1 %tok827, label %if.then.7, label %if.end.7
if.then.7:
  %tap828 = add i32 %tap_base806, %s80
  %ws_off830 = shl i32 %tap828, 2
  %old.10 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc271, ptr addrspace(8) %rws229, i32 %ws_off830, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %tok832 = and i1 %rok56, %sok86
  br i1 %tok832, label %if.then.8, label %if.end.8
if.then.8:
  %tap833 = add i32 %tap_base806, %s85
  %ws_off835 = shl i32 %tap833, 2
  %old.11 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc272, ptr addrspace(8) %rws229, i32 %ws_off835, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %tok837 = and i1 %rok56, %sok91
  br i1 %tok837, label %if.then.9, label %if.end.9
if.then.9:
  %tap838 = add i32 %tap_base806, %s90
  %ws_off840 = shl i32 %tap838, 2
  %old.12 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc273, ptr addrspace(8) %rws229, i32 %ws_off840, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %tok842 = and i1 %rok56, %sok96
  br i1 %tok842, label %if.then.10, label %if.end.10
if.then.10:
  %tap843 = add i32 %tap_base806, %s95
  %ws_off845 = shl i32 %tap843, 2
  %old.13 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc274, ptr addrspace(8) %rws229, i32 %ws_off845, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %tok847 = and i1 %rok56, %sok101
  br i1 %tok847, label %if.then.11, label %if.end.11
if.then.11:
  %tap848 = add i32 %tap_base806, %s100
  %ws_off850 = shl i32 %tap848, 2
  %old.14 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc275, ptr addrspace(8) %rws229, i32 %ws_off850, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %tok852 = and i1 %rok56, %sok106
  br i1 %tok852, label %if.then.12, label %if.end.12
if.then.12:
  %tap853 = add i32 %tap_base806, %s105
  %ws_off855 = shl i32 %tap853, 2
  %old.15 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc276, ptr addrspace(8) %rws229, i32 %ws_off855, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %tok857 = and i1 %rok56, %sok111
  br i1 %tok857, label %if.then.13, label %if.end.13
if.then.13:
  %tap858 = add i32 %tap_base806, %s110
  %ws_off860 = shl i32 %tap858, 2
  %old.16 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc277, ptr addrspace(8) %rws229, i32 %ws_off860, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %tok862 = and i1 %rok56, %sok116
  br i1 %tok862, label %if.then.14, label %if.end.14
if.then.14:
  %tap863 = add i32 %tap_base806, %s115
  %ws_off865 = shl i32 %tap863, 2
  %old.17 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc278, ptr addrspace(8) %rws229, i32 %ws_off865, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %tok867 = and i1 %rok56, %sok121
  br i1 %tok867, label %if.then.15, label %if.end.15
if.then.15:
  %tap868 = add i32 %tap_base806, %s120
  %ws_off870 = shl i32 %tap868, 2
  %old.18 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc279, ptr addrspace(8) %rws229, i32 %ws_off870, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %tok872 = and i1 %rok56, %sok126
  br i1 %tok872, label %if.then.16, label %if.end.16
if.then.16:
  %tap873 = add i32 %tap_base806, %s125
  %ws_off875 = shl i32 %tap873, 2
  %old.19 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc280, ptr addrspace(8) %rws229, i32 %ws_off875, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %tok877 = and i1 %rok56, %sok131
  br i1 %tok877, label %if.then.17, label %if.end.17
if.then.17:
  %tap878 = add i32 %tap_base806, %s130
  %ws_off880 = shl i32 %tap878, 2
  %old.20 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc281, ptr addrspace(8) %rws229, i32 %ws_off880, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %tok882 = and i1 %rok56, %sok136
  br i1 %tok882, label %if.then.18, label %if.end.18
if.then.18:
  %tap883 = add i32 %tap_base806, %s135
  %ws_off885 = shl i32 %tap883, 2
  %old.21 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc282, ptr addrspace(8) %rws229, i32 %ws_off885, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %tok887 = and i1 %rok56, %sok141
  br i1 %tok887, label %if.then.19, label %if.end.19
if.then.19:
  %tap888 = add i32 %tap_base806, %s140
  %ws_off890 = shl i32 %tap888, 2
  %old.22 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc283, ptr addrspace(8) %rws229, i32 %ws_off890, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %tok892 = and i1 %rok56, %sok146
  br i1 %tok892, label %if.then.20, label %if.end.20
if.then.20:
  %tap893 = add i32 %tap_base806, %s145
  %ws_off895 = shl i32 %tap893, 2
  %old.23 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc284, ptr addrspace(8) %rws229, i32 %ws_off895, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %tok897 = and i1 %rok56, %sok151
  br i1 %tok897, label %if.then.21, label %if.end.21
if.then.21:
  %tap898 = add i32 %tap_base806, %s150
  %ws_off900 = shl i32 %tap898, 2
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc285, ptr addrspace(8) %rws229, i32 %ws_off900, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %tok902 = and i1 %rok56, %sok156
  br i1 %tok902, label %if.then.22, label %if.end.22
if.then.22:
  %tap903 = add i32 %tap_base806, %s155
  %ws_off905 = shl i32 %tap903, 2
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc286, ptr addrspace(8) %rws229, i32 %ws_off905, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %tok907 = and i1 %rok56, %sok161
  br i1 %tok907, label %if.then.23, label %if.end.23
if.then.23:
  %tap908 = add i32 %tap_base806, %s160
  %ws_off910 = shl i32 %tap908, 2
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc287, ptr addrspace(8) %rws229, i32 %ws_off910, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %tok912 = and i1 %rok56, %sok166
  br i1 %tok912, label %if.then.24, label %if.end.24
if.then.24:
  %tap913 = add i32 %tap_base806, %s165
  %ws_off915 = shl i32 %tap913, 2
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc288, ptr addrspace(8) %rws229, i32 %ws_off915, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %tok917 = and i1 %rok56, %sok171
  br i1 %tok917, label %if.then.25, label %if.end.25
if.then.25:
  %tap918 = add i32 %tap_base806, %s170
  %ws_off920 = shl i32 %tap918, 2
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc289, ptr addrspace(8) %rws229, i32 %ws_off920, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %tok922 = and i1 %rok56, %sok176
  br i1 %tok922, label %if.then.26, label %if.end.26
if.then.26:
  %tap923 = add i32 %tap_base806, %s175
  %ws_off925 = shl i32 %tap923, 2
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc290, ptr addrspace(8) %rws229, i32 %ws_off925, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %tok927 = and i1 %rok56, %sok181
  br i1 %tok927, label %if.then.27, label %if.end.27
if.then.27:
  %tap928 = add i32 %tap_base806, %s180
  %ws_off930 = shl i32 %tap928, 2
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc291, ptr addrspace(8) %rws229, i32 %ws_off930, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %tok932 = and i1 %rok56, %sok186
  br i1 %tok932, label %if.then.28, label %if.end.28
if.then.28:
  %tap933 = add i32 %tap_base806, %s185
  %ws_off935 = shl i32 %tap933, 2
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc292, ptr addrspace(8) %rws229, i32 %ws_off935, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %tok937 = and i1 %rok56, %sok191
  br i1 %tok937, label %if.then.29, label %if.end.29
if.then.29:
  %tap938 = add i32 %tap_base806, %s190
  %ws_off940 = shl i32 %tap938, 2
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc293, ptr addrspace(8) %rws229, i32 %ws_off940, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %tok942 = and i1 %rok56, %sok196
  br i1 %tok942, label %if.then.30, label %if.end.30
if.then.30:
  %tap943 = add i32 %tap_base806, %s195
  %ws_off945 = shl i32 %tap943, 2
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc294, ptr addrspace(8) %rws229, i32 %ws_off945, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %tok947 = and i1 %rok56, %sok201
  br i1 %tok947, label %if.then.31, label %if.end.31
if.then.31:
  %tap948 = add i32 %tap_base806, %s200
  %ws_off950 = shl i32 %tap948, 2
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc295, ptr addrspace(8) %rws229, i32 %ws_off950, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %tok952 = and i1 %rok56, %sok206
  br i1 %tok952, label %if.then.32, label %if.end.32
if.then.32:
  %tap953 = add i32 %tap_base806, %s205
  %ws_off955 = shl i32 %tap953, 2
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc296, ptr addrspace(8) %rws229, i32 %ws_off955, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %tok957 = and i1 %rok56, %sok211
  br i1 %tok957, label %if.then.33, label %if.end.33
if.then.33:
  %tap958 = add i32 %tap_base806, %s210
  %ws_off960 = shl i32 %tap958, 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc297, ptr addrspace(8) %rws229, i32 %ws_off960, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %tok962 = and i1 %rok56, %sok216
  br i1 %tok962, label %if.then.34, label %if.end.34
if.then.34:
  %tap963 = add i32 %tap_base806, %s215
  %ws_off965 = shl i32 %tap963, 2
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc298, ptr addrspace(8) %rws229, i32 %ws_off965, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" }
