; irgate direct_depthwise_wgrad{dtype=fp16,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,waves=4,r_split=1,ho_per_block=2,ws_replicas=1,tap_rows=4,tap_cols=8}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1 = internal unnamed_addr addrspace(3) global [16384 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fma.f32(float, float, float)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid26 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane28 = and i32 %tid26, 31
  %wave30 = lshr i32 %tid26, 5
  %bx31 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img32 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk33 = call i32 @llvm.amdgcn.workgroup.id.z()
  %ncb_a35 = add i32 %groups, 31
  %ncb37 = udiv i32 %ncb_a35, 32
  %ntc_a39 = add i32 %filter_w, 7
  %ntc41 = udiv i32 %ntc_a39, 8
  %cblk42 = urem i32 %bx31, %ncb37
  %trest43 = udiv i32 %bx31, %ncb37
  %tcol44 = urem i32 %trest43, %ntc41
  %trow45 = udiv i32 %trest43, %ntc41
  %cbase47 = mul i32 %cblk42, 32
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
  %ho_lo115 = mul i32 %hblk33, 2
  %ho_end117 = add i32 %ho_lo115, 2
  %fits118 = icmp ult i32 %ho_end117, %ho
  %ho_hi119 = select i1 %fits118, i32 %ho_end117, i32 %ho
  %nrows120 = sub i32 %ho_hi119, %ho_lo115
  %count121 = mul i32 %nrows120, %wo
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy122 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx123 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws124 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img125 = mul i32 %img32, %dy_stride_n
  %x_img126 = mul i32 %img32, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos161 = phi i32 [ %wave30, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc162 = phi float [ 0x0000000000000000, %entry ], [ %acc261, %for.latch.1 ]
  %acc163 = phi float [ 0x0000000000000000, %entry ], [ %acc274, %for.latch.1 ]
  %acc164 = phi float [ 0x0000000000000000, %entry ], [ %acc287, %for.latch.1 ]
  %acc165 = phi float [ 0x0000000000000000, %entry ], [ %acc300, %for.latch.1 ]
  %acc166 = phi float [ 0x0000000000000000, %entry ], [ %acc313, %for.latch.1 ]
  %acc167 = phi float [ 0x0000000000000000, %entry ], [ %acc326, %for.latch.1 ]
  %acc168 = phi float [ 0x0000000000000000, %entry ], [ %acc339, %for.latch.1 ]
  %acc169 = phi float [ 0x0000000000000000, %entry ], [ %acc352, %for.latch.1 ]
  %acc170 = phi float [ 0x0000000000000000, %entry ], [ %acc370, %for.latch.1 ]
  %acc171 = phi float [ 0x0000000000000000, %entry ], [ %acc383, %for.latch.1 ]
  %acc172 = phi float [ 0x0000000000000000, %entry ], [ %acc396, %for.latch.1 ]
  %acc173 = phi float [ 0x0000000000000000, %entry ], [ %acc409, %for.latch.1 ]
  %acc174 = phi float [ 0x0000000000000000, %entry ], [ %acc422, %for.latch.1 ]
  %acc175 = phi float [ 0x0000000000000000, %entry ], [ %acc435, %for.latch.1 ]
  %acc176 = phi float [ 0x0000000000000000, %entry ], [ %acc448, %for.latch.1 ]
  %acc177 = phi float [ 0x0000000000000000, %entry ], [ %acc461, %for.latch.1 ]
  %acc178 = phi float [ 0x0000000000000000, %entry ], [ %acc479, %for.latch.1 ]
  %acc179 = phi float [ 0x0000000000000000, %entry ], [ %acc492, %for.latch.1 ]
  %acc180 = phi float [ 0x0000000000000000, %entry ], [ %acc505, %for.latch.1 ]
  %acc181 = phi float [ 0x0000000000000000, %entry ], [ %acc518, %for.latch.1 ]
  %acc182 = phi float [ 0x0000000000000000, %entry ], [ %acc531, %for.latch.1 ]
  %acc183 = phi float [ 0x0000000000000000, %entry ], [ %acc544, %for.latch.1 ]
  %acc184 = phi float [ 0x0000000000000000, %entry ], [ %acc557, %for.latch.1 ]
  %acc185 = phi float [ 0x0000000000000000, %entry ], [ %acc570, %for.latch.1 ]
  %acc186 = phi float [ 0x0000000000000000, %entry ], [ %acc588, %for.latch.1 ]
  %acc187 = phi float [ 0x0000000000000000, %entry ], [ %acc601, %for.latch.1 ]
  %acc188 = phi float [ 0x0000000000000000, %entry ], [ %acc614, %for.latch.1 ]
  %acc189 = phi float [ 0x0000000000000000, %entry ], [ %acc627, %for.latch.1 ]
  %acc190 = phi float [ 0x0000000000000000, %entry ], [ %acc640, %for.latch.1 ]
  %acc191 = phi float [ 0x0000000000000000, %entry ], [ %acc653, %for.latch.1 ]
  %acc192 = phi float [ 0x0000000000000000, %entry ], [ %acc666, %for.latch.1 ]
  %acc193 = phi float [ 0x0000000000000000, %entry ], [ %acc679, %for.latch.1 ]
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
  %dy_off203 = shl i32 %dy_e201, 1
  %dy_safe205 = select i1 %cok49, i32 %dy_off203, i32 2147483647
  %dy_raw207 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy122, i32 %dy_safe205, i32 0, i32 0)
  %h208 = bitcast i16 %dy_raw207 to half
  %dy209 = fpext half %h208 to float
  %h_a210 = mul i32 %ho196, %stride_h
  %w_a211 = mul i32 %wo195, %stride_w
  %wi212 = add i32 %w_a211, %woff78
  %wok213 = icmp ult i32 %wi212, %wi
  %wok214 = and i1 %wok213, %sok76
  %x_col215 = mul i32 %wi212, %x_stride_w
  %wi216 = add i32 %w_a211, %woff83
  %wok217 = icmp ult i32 %wi216, %wi
  %wok218 = and i1 %wok217, %sok81
  %x_col219 = mul i32 %wi216, %x_stride_w
  %wi220 = add i32 %w_a211, %woff88
  %wok221 = icmp ult i32 %wi220, %wi
  %wok222 = and i1 %wok221, %sok86
  %x_col223 = mul i32 %wi220, %x_stride_w
  %wi224 = add i32 %w_a211, %woff93
  %wok225 = icmp ult i32 %wi224, %wi
  %wok226 = and i1 %wok225, %sok91
  %x_col227 = mul i32 %wi224, %x_stride_w
  %wi228 = add i32 %w_a211, %woff98
  %wok229 = icmp ult i32 %wi228, %wi
  %wok230 = and i1 %wok229, %sok96
  %x_col231 = mul i32 %wi228, %x_stride_w
  %wi232 = add i32 %w_a211, %woff103
  %wok233 = icmp ult i32 %wi232, %wi
  %wok234 = and i1 %wok233, %sok101
  %x_col235 = mul i32 %wi232, %x_stride_w
  %wi236 = add i32 %w_a211, %woff108
  %wok237 = icmp ult i32 %wi236, %wi
  %wok238 = and i1 %wok237, %sok106
  %x_col239 = mul i32 %wi236, %x_stride_w
  %wi240 = add i32 %w_a211, %woff113
  %wok241 = icmp ult i32 %wi240, %wi
  %wok242 = and i1 %wok241, %sok111
  %x_col243 = mul i32 %wi240, %x_stride_w
  %hi244 = add i32 %h_a210, %hoff58
  %hok245 = icmp ult i32 %hi244, %hi
  %hok246 = and i1 %hok245, %rok56
  %x_row247 = mul i32 %hi244, %x_stride_h
  %x_r248 = add i32 %x_img126, %x_row247
  %in_img249 = and i1 %hok246, %wok214
  %ok250 = and i1 %in_img249, %cok49
  %x_a251 = add i32 %x_r248, %x_col215
  %x_e252 = add i32 %x_a251, %c48
  %x_off254 = shl i32 %x_e252, 1
  %x_safe256 = select i1 %ok250, i32 %x_off254, i32 2147483647
  %x_raw258 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe256, i32 0, i32 0)
  %h259 = bitcast i16 %x_raw258 to half
  %x260 = fpext half %h259 to float
  %acc261 = call float @llvm.fma.f32(float %dy209, float %x260, float %acc162)
  %in_img262 = and i1 %hok246, %wok218
  %ok263 = and i1 %in_img262, %cok49
  %x_a264 = add i32 %x_r248, %x_col219
  %x_e265 = add i32 %x_a264, %c48
  %x_off267 = shl i32 %x_e265, 1
  %x_safe269 = select i1 %ok263, i32 %x_off267, i32 2147483647
  %x_raw271 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe269, i32 0, i32 0)
  %h272 = bitcast i16 %x_raw271 to half
  %x273 = fpext half %h272 to float
  %acc274 = call float @llvm.fma.f32(float %dy209, float %x273, float %acc163)
  %in_img275 = and i1 %hok246, %wok222
  %ok276 = and i1 %in_img275, %cok49
  %x_a277 = add i32 %x_r248, %x_col223
  %x_e278 = add i32 %x_a277, %c48
  %x_off280 = shl i32 %x_e278, 1
  %x_safe282 = select i1 %ok276, i32 %x_off280, i32 2147483647
  %x_raw284 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe282, i32 0, i32 0)
  %h285 = bitcast i16 %x_raw284 to half
  %x286 = fpext half %h285 to float
  %acc287 = call float @llvm.fma.f32(float %dy209, float %x286, float %acc164)
  %in_img288 = and i1 %hok246, %wok226
  %ok289 = and i1 %in_img288, %cok49
  %x_a290 = add i32 %x_r248, %x_col227
  %x_e291 = add i32 %x_a290, %c48
  %x_off293 = shl i32 %x_e291, 1
  %x_safe295 = select i1 %ok289, i32 %x_off293, i32 2147483647
  %x_raw297 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe295, i32 0, i32 0)
  %h298 = bitcast i16 %x_raw297 to half
  %x299 = fpext half %h298 to float
  %acc300 = call float @llvm.fma.f32(float %dy209, float %x299, float %acc165)
  %in_img301 = and i1 %hok246, %wok230
  %ok302 = and i1 %in_img301, %cok49
  %x_a303 = add i32 %x_r248, %x_col231
  %x_e304 = add i32 %x_a303, %c48
  %x_off306 = shl i32 %x_e304, 1
  %x_safe308 = select i1 %ok302, i32 %x_off306, i32 2147483647
  %x_raw310 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe308, i32 0, i32 0)
  %h311 = bitcast i16 %x_raw310 to half
  %x312 = fpext half %h311 to float
  %acc313 = call float @llvm.fma.f32(float %dy209, float %x312, float %acc166)
  %in_img314 = and i1 %hok246, %wok234
  %ok315 = and i1 %in_img314, %cok49
  %x_a316 = add i32 %x_r248, %x_col235
  %x_e317 = add i32 %x_a316, %c48
  %x_off319 = shl i32 %x_e317, 1
  %x_safe321 = select i1 %ok315, i32 %x_off319, i32 2147483647
  %x_raw323 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe321, i32 0, i32 0)
  %h324 = bitcast i16 %x_raw323 to half
  %x325 = fpext half %h324 to float
  %acc326 = call float @llvm.fma.f32(float %dy209, float %x325, float %acc167)
  %in_img327 = and i1 %hok246, %wok238
  %ok328 = and i1 %in_img327, %cok49
  %x_a329 = add i32 %x_r248, %x_col239
  %x_e330 = add i32 %x_a329, %c48
  %x_off332 = shl i32 %x_e330, 1
  %x_safe334 = select i1 %ok328, i32 %x_off332, i32 2147483647
  %x_raw336 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe334, i32 0, i32 0)
  %h337 = bitcast i16 %x_raw336 to half
  %x338 = fpext half %h337 to float
  %acc339 = call float @llvm.fma.f32(float %dy209, float %x338, float %acc168)
  %in_img340 = and i1 %hok246, %wok242
  %ok341 = and i1 %in_img340, %cok49
  %x_a342 = add i32 %x_r248, %x_col243
  %x_e343 = add i32 %x_a342, %c48
  %x_off345 = shl i32 %x_e343, 1
  %x_safe347 = select i1 %ok341, i32 %x_off345, i32 2147483647
  %x_raw349 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe347, i32 0, i32 0)
  %h350 = bitcast i16 %x_raw349 to half
  %x351 = fpext half %h350 to float
  %acc352 = call float @llvm.fma.f32(float %dy209, float %x351, float %acc169)
  %hi353 = add i32 %h_a210, %hoff63
  %hok354 = icmp ult i32 %hi353, %hi
  %hok355 = and i1 %hok354, %rok61
  %x_row356 = mul i32 %hi353, %x_stride_h
  %x_r357 = add i32 %x_img126, %x_row356
  %in_img358 = and i1 %hok355, %wok214
  %ok359 = and i1 %in_img358, %cok49
  %x_a360 = add i32 %x_r357, %x_col215
  %x_e361 = add i32 %x_a360, %c48
  %x_off363 = shl i32 %x_e361, 1
  %x_safe365 = select i1 %ok359, i32 %x_off363, i32 2147483647
  %x_raw367 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe365, i32 0, i32 0)
  %h368 = bitcast i16 %x_raw367 to half
  %x369 = fpext half %h368 to float
  %acc370 = call float @llvm.fma.f32(float %dy209, float %x369, float %acc170)
  %in_img371 = and i1 %hok355, %wok218
  %ok372 = and i1 %in_img371, %cok49
  %x_a373 = add i32 %x_r357, %x_col219
  %x_e374 = add i32 %x_a373, %c48
  %x_off376 = shl i32 %x_e374, 1
  %x_safe378 = select i1 %ok372, i32 %x_off376, i32 2147483647
  %x_raw380 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe378, i32 0, i32 0)
  %h381 = bitcast i16 %x_raw380 to half
  %x382 = fpext half %h381 to float
  %acc383 = call float @llvm.fma.f32(float %dy209, float %x382, float %acc171)
  %in_img384 = and i1 %hok355, %wok222
  %ok385 = and i1 %in_img384, %cok49
  %x_a386 = add i32 %x_r357, %x_col223
  %x_e387 = add i32 %x_a386, %c48
  %x_off389 = shl i32 %x_e387, 1
  %x_safe391 = select i1 %ok385, i32 %x_off389, i32 2147483647
  %x_raw393 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe391, i32 0, i32 0)
  %h394 = bitcast i16 %x_raw393 to half
  %x395 = fpext half %h394 to float
  %acc396 = call float @llvm.fma.f32(float %dy209, float %x395, float %acc172)
  %in_img397 = and i1 %hok355, %wok226
  %ok398 = and i1 %in_img397, %cok49
  %x_a399 = add i32 %x_r357, %x_col227
  %x_e400 = add i32 %x_a399, %c48
  %x_off402 = shl i32 %x_e400, 1
  %x_safe404 = select i1 %ok398, i32 %x_off402, i32 2147483647
  %x_raw406 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe404, i32 0, i32 0)
  %h407 = bitcast i16 %x_raw406 to half
  %x408 = fpext half %h407 to float
  %acc409 = call float @llvm.fma.f32(float %dy209, float %x408, float %acc173)
  %in_img410 = and i1 %hok355, %wok230
  %ok411 = and i1 %in_img410, %cok49
  %x_a412 = add i32 %x_r357, %x_col231
  %x_e413 = add i32 %x_a412, %c48
  %x_off415 = shl i32 %x_e413, 1
  %x_safe417 = select i1 %ok411, i32 %x_off415, i32 2147483647
  %x_raw419 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe417, i32 0, i32 0)
  %h420 = bitcast i16 %x_raw419 to half
  %x421 = fpext half %h420 to float
  %acc422 = call float @llvm.fma.f32(float %dy209, float %x421, float %acc174)
  %in_img423 = and i1 %hok355, %wok234
  %ok424 = and i1 %in_img423, %cok49
  %x_a425 = add i32 %x_r357, %x_col235
  %x_e426 = add i32 %x_a425, %c48
  %x_off428 = shl i32 %x_e426, 1
  %x_safe430 = select i1 %ok424, i32 %x_off428, i32 2147483647
  %x_raw432 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe430, i32 0, i32 0)
  %h433 = bitcast i16 %x_raw432 to half
  %x434 = fpext half %h433 to float
  %acc435 = call float @llvm.fma.f32(float %dy209, float %x434, float %acc175)
  %in_img436 = and i1 %hok355, %wok238
  %ok437 = and i1 %in_img436, %cok49
  %x_a438 = add i32 %x_r357, %x_col239
  %x_e439 = add i32 %x_a438, %c48
  %x_off441 = shl i32 %x_e439, 1
  %x_safe443 = select i1 %ok437, i32 %x_off441, i32 2147483647
  %x_raw445 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe443, i32 0, i32 0)
  %h446 = bitcast i16 %x_raw445 to half
  %x447 = fpext half %h446 to float
  %acc448 = call float @llvm.fma.f32(float %dy209, float %x447, float %acc176)
  %in_img449 = and i1 %hok355, %wok242
  %ok450 = and i1 %in_img449, %cok49
  %x_a451 = add i32 %x_r357, %x_col243
  %x_e452 = add i32 %x_a451, %c48
  %x_off454 = shl i32 %x_e452, 1
  %x_safe456 = select i1 %ok450, i32 %x_off454, i32 2147483647
  %x_raw458 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe456, i32 0, i32 0)
  %h459 = bitcast i16 %x_raw458 to half
  %x460 = fpext half %h459 to float
  %acc461 = call float @llvm.fma.f32(float %dy209, float %x460, float %acc177)
  %hi462 = add i32 %h_a210, %hoff68
  %hok463 = icmp ult i32 %hi462, %hi
  %hok464 = and i1 %hok463, %rok66
  %x_row465 = mul i32 %hi462, %x_stride_h
  %x_r466 = add i32 %x_img126, %x_row465
  %in_img467 = and i1 %hok464, %wok214
  %ok468 = and i1 %in_img467, %cok49
  %x_a469 = add i32 %x_r466, %x_col215
  %x_e470 = add i32 %x_a469, %c48
  %x_off472 = shl i32 %x_e470, 1
  %x_safe474 = select i1 %ok468, i32 %x_off472, i32 2147483647
  %x_raw476 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe474, i32 0, i32 0)
  %h477 = bitcast i16 %x_raw476 to half
  %x478 = fpext half %h477 to float
  %acc479 = call float @llvm.fma.f32(float %dy209, float %x478, float %acc178)
  %in_img480 = and i1 %hok464, %wok218
  %ok481 = and i1 %in_img480, %cok49
  %x_a482 = add i32 %x_r466, %x_col219
  %x_e483 = add i32 %x_a482, %c48
  %x_off485 = shl i32 %x_e483, 1
  %x_safe487 = select i1 %ok481, i32 %x_off485, i32 2147483647
  %x_raw489 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe487, i32 0, i32 0)
  %h490 = bitcast i16 %x_raw489 to half
  %x491 = fpext half %h490 to float
  %acc492 = call float @llvm.fma.f32(float %dy209, float %x491, float %acc179)
  %in_img493 = and i1 %hok464, %wok222
  %ok494 = and i1 %in_img493, %cok49
  %x_a495 = add i32 %x_r466, %x_col223
  %x_e496 = add i32 %x_a495, %c48
  %x_off498 = shl i32 %x_e496, 1
  %x_safe500 = select i1 %ok494, i32 %x_off498, i32 2147483647
  %x_raw502 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe500, i32 0, i32 0)
  %h503 = bitcast i16 %x_raw502 to half
  %x504 = fpext half %h503 to float
  %acc505 = call float @llvm.fma.f32(float %dy209, float %x504, float %acc180)
  %in_img506 = and i1 %hok464, %wok226
  %ok507 = and i1 %in_img506, %cok49
  %x_a508 = add i32 %x_r466, %x_col227
  %x_e509 = add i32 %x_a508, %c48
  %x_off511 = shl i32 %x_e509, 1
  %x_safe513 = select i1 %ok507, i32 %x_off511, i32 2147483647
  %x_raw515 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe513, i32 0, i32 0)
  %h516 = bitcast i16 %x_raw515 to half
  %x517 = fpext half %h516 to float
  %acc518 = call float @llvm.fma.f32(float %dy209, float %x517, float %acc181)
  %in_img519 = and i1 %hok464, %wok230
  %ok520 = and i1 %in_img519, %cok49
  %x_a521 = add i32 %x_r466, %x_col231
  %x_e522 = add i32 %x_a521, %c48
  %x_off524 = shl i32 %x_e522, 1
  %x_safe526 = select i1 %ok520, i32 %x_off524, i32 2147483647
  %x_raw528 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe526, i32 0, i32 0)
  %h529 = bitcast i16 %x_raw528 to half
  %x530 = fpext half %h529 to float
  %acc531 = call float @llvm.fma.f32(float %dy209, float %x530, float %acc182)
  %in_img532 = and i1 %hok464, %wok234
  %ok533 = and i1 %in_img532, %cok49
  %x_a534 = add i32 %x_r466, %x_col235
  %x_e535 = add i32 %x_a534, %c48
  %x_off537 = shl i32 %x_e535, 1
  %x_safe539 = select i1 %ok533, i32 %x_off537, i32 2147483647
  %x_raw541 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe539, i32 0, i32 0)
  %h542 = bitcast i16 %x_raw541 to half
  %x543 = fpext half %h542 to float
  %acc544 = call float @llvm.fma.f32(float %dy209, float %x543, float %acc183)
  %in_img545 = and i1 %hok464, %wok238
  %ok546 = and i1 %in_img545, %cok49
  %x_a547 = add i32 %x_r466, %x_col239
  %x_e548 = add i32 %x_a547, %c48
  %x_off550 = shl i32 %x_e548, 1
  %x_safe552 = select i1 %ok546, i32 %x_off550, i32 2147483647
  %x_raw554 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe552, i32 0, i32 0)
  %h555 = bitcast i16 %x_raw554 to half
  %x556 = fpext half %h555 to float
  %acc557 = call float @llvm.fma.f32(float %dy209, float %x556, float %acc184)
  %in_img558 = and i1 %hok464, %wok242
  %ok559 = and i1 %in_img558, %cok49
  %x_a560 = add i32 %x_r466, %x_col243
  %x_e561 = add i32 %x_a560, %c48
  %x_off563 = shl i32 %x_e561, 1
  %x_safe565 = select i1 %ok559, i32 %x_off563, i32 2147483647
  %x_raw567 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe565, i32 0, i32 0)
  %h568 = bitcast i16 %x_raw567 to half
  %x569 = fpext half %h568 to float
  %acc570 = call float @llvm.fma.f32(float %dy209, float %x569, float %acc185)
  %hi571 = add i32 %h_a210, %hoff73
  %hok572 = icmp ult i32 %hi571, %hi
  %hok573 = and i1 %hok572, %rok71
  %x_row574 = mul i32 %hi571, %x_stride_h
  %x_r575 = add i32 %x_img126, %x_row574
  %in_img576 = and i1 %hok573, %wok214
  %ok577 = and i1 %in_img576, %cok49
  %x_a578 = add i32 %x_r575, %x_col215
  %x_e579 = add i32 %x_a578, %c48
  %x_off581 = shl i32 %x_e579, 1
  %x_safe583 = select i1 %ok577, i32 %x_off581, i32 2147483647
  %x_raw585 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe583, i32 0, i32 0)
  %h586 = bitcast i16 %x_raw585 to half
  %x587 = fpext half %h586 to float
  %acc588 = call float @llvm.fma.f32(float %dy209, float %x587, float %acc186)
  %in_img589 = and i1 %hok573, %wok218
  %ok590 = and i1 %in_img589, %cok49
  %x_a591 = add i32 %x_r575, %x_col219
  %x_e592 = add i32 %x_a591, %c48
  %x_off594 = shl i32 %x_e592, 1
  %x_safe596 = select i1 %ok590, i32 %x_off594, i32 2147483647
  %x_raw598 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe596, i32 0, i32 0)
  %h599 = bitcast i16 %x_raw598 to half
  %x600 = fpext half %h599 to float
  %acc601 = call float @llvm.fma.f32(float %dy209, float %x600, float %acc187)
  %in_img602 = and i1 %hok573, %wok222
  %ok603 = and i1 %in_img602, %cok49
  %x_a604 = add i32 %x_r575, %x_col223
  %x_e605 = add i32 %x_a604, %c48
  %x_off607 = shl i32 %x_e605, 1
  %x_safe609 = select i1 %ok603, i32 %x_off607, i32 2147483647
  %x_raw611 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe609, i32 0, i32 0)
  %h612 = bitcast i16 %x_raw611 to half
  %x613 = fpext half %h612 to float
  %acc614 = call float @llvm.fma.f32(float %dy209, float %x613, float %acc188)
  %in_img615 = and i1 %hok573, %wok226
  %ok616 = and i1 %in_img615, %cok49
  %x_a617 = add i32 %x_r575, %x_col227
  %x_e618 = add i32 %x_a617, %c48
  %x_off620 = shl i32 %x_e618, 1
  %x_safe622 = select i1 %ok616, i32 %x_off620, i32 2147483647
  %x_raw624 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe622, i32 0, i32 0)
  %h625 = bitcast i16 %x_raw624 to half
  %x626 = fpext half %h625 to float
  %acc627 = call float @llvm.fma.f32(float %dy209, float %x626, float %acc189)
  %in_img628 = and i1 %hok573, %wok230
  %ok629 = and i1 %in_img628, %cok49
  %x_a630 = add i32 %x_r575, %x_col231
  %x_e631 = add i32 %x_a630, %c48
  %x_off633 = shl i32 %x_e631, 1
  %x_safe635 = select i1 %ok629, i32 %x_off633, i32 2147483647
  %x_raw637 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe635, i32 0, i32 0)
  %h638 = bitcast i16 %x_raw637 to half
  %x639 = fpext half %h638 to float
  %acc640 = call float @llvm.fma.f32(float %dy209, float %x639, float %acc190)
  %in_img641 = and i1 %hok573, %wok234
  %ok642 = and i1 %in_img641, %cok49
  %x_a643 = add i32 %x_r575, %x_col235
  %x_e644 = add i32 %x_a643, %c48
  %x_off646 = shl i32 %x_e644, 1
  %x_safe648 = select i1 %ok642, i32 %x_off646, i32 2147483647
  %x_raw650 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe648, i32 0, i32 0)
  %h651 = bitcast i16 %x_raw650 to half
  %x652 = fpext half %h651 to float
  %acc653 = call float @llvm.fma.f32(float %dy209, float %x652, float %acc191)
  %in_img654 = and i1 %hok573, %wok238
  %ok655 = and i1 %in_img654, %cok49
  %x_a656 = add i32 %x_r575, %x_col239
  %x_e657 = add i32 %x_a656, %c48
  %x_off659 = shl i32 %x_e657, 1
  %x_safe661 = select i1 %ok655, i32 %x_off659, i32 2147483647
  %x_raw663 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe661, i32 0, i32 0)
  %h664 = bitcast i16 %x_raw663 to half
  %x665 = fpext half %h664 to float
  %acc666 = call float @llvm.fma.f32(float %dy209, float %x665, float %acc192)
  %in_img667 = and i1 %hok573, %wok242
  %ok668 = and i1 %in_img667, %cok49
  %x_a669 = add i32 %x_r575, %x_col243
  %x_e670 = add i32 %x_a669, %c48
  %x_off672 = shl i32 %x_e670, 1
  %x_safe674 = select i1 %ok668, i32 %x_off672, i32 2147483647
  %x_raw676 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx123, i32 %x_safe674, i32 0, i32 0)
  %h677 = bitcast i16 %x_raw676 to half
  %x678 = fpext half %h677 to float
  %acc679 = call float @llvm.fma.f32(float %dy209, float %x678, float %acc193)
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %pos161, 4
  br label %for.head.1
for.exit.1:
  %slot_base682 = mul i32 %wave30, 32
  %slot684 = add i32 %slot_base682, 0
  %lrow686 = mul i32 %slot684, 32
  %lelem687 = add i32 %lrow686, %lane28
  %loff689 = shl i32 %lelem687, 2
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff689
  store float %acc162, ptr addrspace(3) %gep.6, align 4
  %slot691 = add i32 %slot_base682, 1
  %lrow693 = mul i32 %slot691, 32
  %lelem694 = add i32 %lrow693, %lane28
  %loff696 = shl i32 %lelem694, 2
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff696
  store float %acc163, ptr addrspace(3) %gep.7, align 4
  %slot698 = add i32 %slot_base682, 2
  %lrow700 = mul i32 %slot698, 32
  %lelem701 = add i32 %lrow700, %lane28
  %loff703 = shl i32 %lelem701, 2
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff703
  store float %acc164, ptr addrspace(3) %gep.8, align 4
  %slot705 = add i32 %slot_base682, 3
  %lrow707 = mul i32 %slot705, 32
  %lelem708 = add i32 %lrow707, %lane28
  %loff710 = shl i32 %lelem708, 2
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff710
  store float %acc165, ptr addrspace(3) %gep.9, align 4
  %slot712 = add i32 %slot_base682, 4
  %lrow714 = mul i32 %slot712, 32
  %lelem715 = add i32 %lrow714, %lane28
  %loff717 = shl i32 %lelem715, 2
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff717
  store float %acc166, ptr addrspace(3) %gep.10, align 4
  %slot719 = add i32 %slot_base682, 5
  %lrow721 = mul i32 %slot719, 32
  %lelem722 = add i32 %lrow721, %lane28
  %loff724 = shl i32 %lelem722, 2
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff724
  store float %acc167, ptr addrspace(3) %gep.11, align 4
  %slot726 = add i32 %slot_base682, 6
  %lrow728 = mul i32 %slot726, 32
  %lelem729 = add i32 %lrow728, %lane28
  %loff731 = shl i32 %lelem729, 2
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff731
  store float %acc168, ptr addrspace(3) %gep.12, align 4
  %slot733 = add i32 %slot_base682, 7
  %lrow735 = mul i32 %slot733, 32
  %lelem736 = add i32 %lrow735, %lane28
  %loff738 = shl i32 %lelem736, 2
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff738
  store float %acc169, ptr addrspace(3) %gep.13, align 4
  %slot740 = add i32 %slot_base682, 8
  %lrow742 = mul i32 %slot740, 32
  %lelem743 = add i32 %lrow742, %lane28
  %loff745 = shl i32 %lelem743, 2
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff745
  store float %acc170, ptr addrspace(3) %gep.14, align 4
  %slot747 = add i32 %slot_base682, 9
  %lrow749 = mul i32 %slot747, 32
  %lelem750 = add i32 %lrow749, %lane28
  %loff752 = shl i32 %lelem750, 2
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff752
  store float %acc171, ptr addrspace(3) %gep.15, align 4
  %slot754 = add i32 %slot_base682, 10
  %lrow756 = mul i32 %slot754, 32
  %lelem757 = add i32 %lrow756, %lane28
  %loff759 = shl i32 %lelem757, 2
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff759
  store float %acc172, ptr addrspace(3) %gep.16, align 4
  %slot761 = add i32 %slot_base682, 11
  %lrow763 = mul i32 %slot761, 32
  %lelem764 = add i32 %lrow763, %lane28
  %loff766 = shl i32 %lelem764, 2
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff766
  store float %acc173, ptr addrspace(3) %gep.17, align 4
  %slot768 = add i32 %slot_base682, 12
  %lrow770 = mul i32 %slot768, 32
  %lelem771 = add i32 %lrow770, %lane28
  %loff773 = shl i32 %lelem771, 2
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff773
  store float %acc174, ptr addrspace(3) %gep.18, align 4
  %slot775 = add i32 %slot_base682, 13
  %lrow777 = mul i32 %slot775, 32
  %lelem778 = add i32 %lrow777, %lane28
  %loff780 = shl i32 %lelem778, 2
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff780
  store float %acc175, ptr addrspace(3) %gep.19, align 4
  %slot782 = add i32 %slot_base682, 14
  %lrow784 = mul i32 %slot782, 32
  %lelem785 = add i32 %lrow784, %lane28
  %loff787 = shl i32 %lelem785, 2
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff787
  store float %acc176, ptr addrspace(3) %gep.20, align 4
  %slot789 = add i32 %slot_base682, 15
  %lrow791 = mul i32 %slot789, 32
  %lelem792 = add i32 %lrow791, %lane28
  %loff794 = shl i32 %lelem792, 2
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff794
  store float %acc177, ptr addrspace(3) %gep.21, align 4
  %slot796 = add i32 %slot_base682, 16
  %lrow798 = mul i32 %slot796, 32
  %lelem799 = add i32 %lrow798, %lane28
  %loff801 = shl i32 %lelem799, 2
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff801
  store float %acc178, ptr addrspace(3) %gep.22, align 4
  %slot803 = add i32 %slot_base682, 17
  %lrow805 = mul i32 %slot803, 32
  %lelem806 = add i32 %lrow805, %lane28
  %loff808 = shl i32 %lelem806, 2
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff808
  store float %acc179, ptr addrspace(3) %gep.23, align 4
  %slot810 = add i32 %slot_base682, 18
  %lrow812 = mul i32 %slot810, 32
  %lelem813 = add i32 %lrow812, %lane28
  %loff815 = shl i32 %lelem813, 2
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff815
  store float %acc180, ptr addrspace(3) %gep.24, align 4
  %slot817 = add i32 %slot_base682, 19
  %lrow819 = mul i32 %slot817, 32
  %lelem820 = add i32 %lrow819, %lane28
  %loff822 = shl i32 %lelem820, 2
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff822
  store float %acc181, ptr addrspace(3) %gep.25, align 4
  %slot824 = add i32 %slot_base682, 20
  %lrow826 = mul i32 %slot824, 32
  %lelem827 = add i32 %lrow826, %lane28
  %loff829 = shl i32 %lelem827, 2
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff829
  store float %acc182, ptr addrspace(3) %gep.26, align 4
  %slot831 = add i32 %slot_base682, 21
  %lrow833 = mul i32 %slot831, 32
  %lelem834 = add i32 %lrow833, %lane28
  %loff836 = shl i32 %lelem834, 2
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff836
  store float %acc183, ptr addrspace(3) %gep.27, align 4
  %slot838 = add i32 %slot_base682, 22
  %lrow840 = mul i32 %slot838, 32
  %lelem841 = add i32 %lrow840, %lane28
  %loff843 = shl i32 %lelem841, 2
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff843
  store float %acc184, ptr addrspace(3) %gep.28, align 4
  %slot845 = add i32 %slot_base682, 23
  %lrow847 = mul i32 %slot845, 32
  %lelem848 = add i32 %lrow847, %lane28
  %loff850 = shl i32 %lelem848, 2
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff850
  store float %acc185, ptr addrspace(3) %gep.29, align 4
  %slot852 = add i32 %slot_base682, 24
  %lrow854 = mul i32 %slot852, 32
  %lelem855 = add i32 %lrow854, %lane28
  %loff857 = shl i32 %lelem855, 2
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff857
  store float %acc186, ptr addrspace(3) %gep.30, align 4
  %slot859 = add i32 %slot_base682, 25
  %lrow861 = mul i32 %slot859, 32
  %lelem862 = add i32 %lrow861, %lane28
  %loff864 = shl i32 %lelem862, 2
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff864
  store float %acc187, ptr addrspace(3) %gep.31, align 4
  %slot866 = add i32 %slot_base682, 26
  %lrow868 = mul i32 %slot866, 32
  %lelem869 = add i32 %lrow868, %lane28
  %loff871 = shl i32 %lelem869, 2
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff871
  store float %acc188, ptr addrspace(3) %gep.32, align 4
  %slot873 = add i32 %slot_base682, 27
  %lrow875 = mul i32 %slot873, 32
  %lelem876 = add i32 %lrow875, %lane28
  %loff878 = shl i32 %lelem876, 2
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff878
  store float %acc189, ptr addrspace(3) %gep.33, align 4
  %slot880 = add i32 %slot_base682, 28
  %lrow882 = mul i32 %slot880, 32
  %lelem883 = add i32 %lrow882, %lane28
  %loff885 = shl i32 %lelem883, 2
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff885
  store float %acc190, ptr addrspace(3) %gep.34, align 4
  %slot887 = add i32 %slot_base682, 29
  %lrow889 = mul i32 %slot887, 32
  %lelem890 = add i32 %lrow889, %lane28
  %loff892 = shl i32 %lelem890, 2
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff892
  store float %acc191, ptr addrspace(3) %gep.35, align 4
  %slot894 = add i32 %slot_base682, 30
  %lrow896 = mul i32 %slot894, 32
  %lelem897 = add i32 %lrow896, %lane28
  %loff899 = shl i32 %lelem897, 2
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff899
  store float %acc192, ptr addrspace(3) %gep.36, align 4
  %slot901 = add i32 %slot_base682, 31
  %lrow903 = mul i32 %slot901, 32
  %lelem904 = add i32 %lrow903, %lane28
  %loff906 = shl i32 %lelem904, 2
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff906
  store float %acc193, ptr addrspace(3) %gep.37, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lead908 = icmp ult i32 %wave30, 1
  br i1 %lead908, label %if.then.2, label %if.end.2
if.then.2:
  %peer910 = add i32 %wave30, 1
  %peer_base912 = mul i32 %peer910, 32
  %slot914 = add i32 %peer_base912, 0
  %lrow916 = mul i32 %slot914, 32
  %lelem917 = add i32 %lrow916, %lane28
  %loff919 = shl i32 %lelem917, 2
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff919
  %part920 = load float, ptr addrspace(3) %gep.38, align 4
  %sum921 = fadd float %acc162, %part920
  %peer923 = add i32 %wave30, 2
  %peer_base925 = mul i32 %peer923, 32
  %slot927 = add i32 %peer_base925, 0
  %lrow929 = mul i32 %slot927, 32
  %lelem930 = add i32 %lrow929, %lane28
  %loff932 = shl i32 %lelem930, 2
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff932
  %part933 = load float, ptr addrspace(3) %gep.39, align 4
  %sum934 = fadd float %sum921, %part933
  %peer936 = add i32 %wave30, 3
  %peer_base938 = mul i32 %peer936, 32
  %slot940 = add i32 %peer_base938, 0
  %lrow942 = mul i32 %slot940, 32
  %lelem943 = add i32 %lrow942, %lane28
  %loff945 = shl i32 %lelem943, 2
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff945
  %part946 = load float, ptr addrspace(3) %gep.40, align 4
  %sum947 = fadd float %sum934, %part946
  %peer949 = add i32 %wave30, 1
  %peer_base951 = mul i32 %peer949, 32
  %slot953 = add i32 %peer_base951, 1
  %lrow955 = mul i32 %slot953, 32
  %lelem956 = add i32 %lrow955, %lane28
  %loff958 = shl i32 %lelem956, 2
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff958
  %part959 = load float, ptr addrspace(3) %gep.41, align 4
  %sum960 = fadd float %acc163, %part959
  %peer962 = add i32 %wave30, 2
  %peer_base964 = mul i32 %peer962, 32
  %slot966 = add i32 %peer_base964, 1
  %lrow968 = mul i32 %slot966, 32
  %lelem969 = add i32 %lrow968, %lane28
  %loff971 = shl i32 %lelem969, 2
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff971
  %part972 = load float, ptr addrspace(3) %gep.42, align 4
  %sum973 = fadd float %sum960, %part972
  %peer975 = add i32 %wave30, 3
  %peer_base977 = mul i32 %peer975, 32
  %slot979 = add i32 %peer_base977, 1
  %lrow981 = mul i32 %slot979, 32
  %lelem982 = add i32 %lrow981, %lane28
  %loff984 = shl i32 %lelem982, 2
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff984
  %part985 = load float, ptr addrspace(3) %gep.43, align 4
  %sum986 = fadd float %sum973, %part985
  %peer988 = add i32 %wave30, 1
  %peer_base990 = mul i32 %peer988, 32
  %slot992 = add i32 %peer_base990, 2
  %lrow994 = mul i32 %slot992, 32
  %lelem995 = add i32 %lrow994, %lane28
  %loff997 = shl i32 %lelem995, 2
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff997
  %part998 = load float, ptr addrspace(3) %gep.44, align 4
  %sum999 = fadd float %acc164, %part998
  %peer1001 = add i32 %wave30, 2
  %peer_base1003 = mul i32 %peer1001, 32
  %slot1005 = add i32 %peer_base1003, 2
  %lrow1007 = mul i32 %slot1005, 32
  %lelem1008 = add i32 %lrow1007, %lane28
  %loff1010 = shl i32 %lelem1008, 2
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1010
  %part1011 = load float, ptr addrspace(3) %gep.45, align 4
  %sum1012 = fadd float %sum999, %part1011
  %peer1014 = add i32 %wave30, 3
  %peer_base1016 = mul i32 %peer1014, 32
  %slot1018 = add i32 %peer_base1016, 2
  %lrow1020 = mul i32 %slot1018, 32
  %lelem1021 = add i32 %lrow1020, %lane28
  %loff1023 = shl i32 %lelem1021, 2
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1023
  %part1024 = load float, ptr addrspace(3) %gep.46, align 4
  %sum1025 = fadd float %sum1012, %part1024
  %peer1027 = add i32 %wave30, 1
  %peer_base1029 = mul i32 %peer1027, 32
  %slot1031 = add i32 %peer_base1029, 3
  %lrow1033 = mul i32 %slot1031, 32
  %lelem1034 = add i32 %lrow1033, %lane28
  %loff1036 = shl i32 %lelem1034, 2
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1036
  %part1037 = load float, ptr addrspace(3) %gep.47, align 4
  %sum1038 = fadd float %acc165, %part1037
  %peer1040 = add i32 %wave30, 2
  %peer_base1042 = mul i32 %peer1040, 32
  %slot1044 = add i32 %peer_base1042, 3
  %lrow1046 = mul i32 %slot1044, 32
  %lelem1047 = add i32 %lrow1046, %lane28
  %loff1049 = shl i32 %lelem1047, 2
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1049
  %part1050 = load float, ptr addrspace(3) %gep.48, align 4
  %sum1051 = fadd float %sum1038, %part1050
  %peer1053 = add i32 %wave30, 3
  %peer_base1055 = mul i32 %peer1053, 32
  %slot1057 = add i32 %peer_base1055, 3
  %lrow1059 = mul i32 %slot1057, 32
  %lelem1060 = add i32 %lrow1059, %lane28
  %loff1062 = shl i32 %lelem1060, 2
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1062
  %part1063 = load float, ptr addrspace(3) %gep.49, align 4
  %sum1064 = fadd float %sum1051, %part1063
  %peer1066 = add i32 %wave30, 1
  %peer_base1068 = mul i32 %peer1066, 32
  %slot1070 = add i32 %peer_base1068, 4
  %lrow1072 = mul i32 %slot1070, 32
  %lelem1073 = add i32 %lrow1072, %lane28
  %loff1075 = shl i32 %lelem1073, 2
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1075
  %part1076 = load float, ptr addrspace(3) %gep.50, align 4
  %sum1077 = fadd float %acc166, %part1076
  %peer1079 = add i32 %wave30, 2
  %peer_base1081 = mul i32 %peer1079, 32
  %slot1083 = add i32 %peer_base1081, 4
  %lrow1085 = mul i32 %slot1083, 32
  %lelem1086 = add i32 %lrow1085, %lane28
  %loff1088 = shl i32 %lelem1086, 2
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1088
  %part1089 = load float, ptr addrspace(3) %gep.51, align 4
  %sum1090 = fadd float %sum1077, %part1089
  %peer1092 = add i32 %wave30, 3
  %peer_base1094 = mul i32 %peer1092, 32
  %slot1096 = add i32 %peer_base1094, 4
  %lrow1098 = mul i32 %slot1096, 32
  %lelem1099 = add i32 %lrow1098, %lane28
  %loff1101 = shl i32 %lelem1099, 2
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1101
  %part1102 = load float, ptr addrspace(3) %gep.52, align 4
  %sum1103 = fadd float %sum1090, %part1102
  %peer1105 = add i32 %wave30, 1
  %peer_base1107 = mul i32 %peer1105, 32
  %slot1109 = add i32 %peer_base1107, 5
  %lrow1111 = mul i32 %slot1109, 32
  %lelem1112 = add i32 %lrow1111, %lane28
  %loff1114 = shl i32 %lelem1112, 2
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1114
  %part1115 = load float, ptr addrspace(3) %gep.53, align 4
  %sum1116 = fadd float %acc167, %part1115
  %peer1118 = add i32 %wave30, 2
  %peer_base1120 = mul i32 %peer1118, 32
  %slot1122 = add i32 %peer_base1120, 5
  %lrow1124 = mul i32 %slot1122, 32
  %lelem1125 = add i32 %lrow1124, %lane28
  %loff1127 = shl i32 %lelem1125, 2
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1127
  %part1128 = load float, ptr addrspace(3) %gep.54, align 4
  %sum1129 = fadd float %sum1116, %part1128
  %peer1131 = add i32 %wave30, 3
  %peer_base1133 = mul i32 %peer1131, 32
  %slot1135 = add i32 %peer_base1133, 5
  %lrow1137 = mul i32 %slot1135, 32
  %lelem1138 = add i32 %lrow1137, %lane28
  %loff1140 = shl i32 %lelem1138, 2
  %gep.55 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1140
  %part1141 = load float, ptr addrspace(3) %gep.55, align 4
  %sum1142 = fadd float %sum1129, %part1141
  %peer1144 = add i32 %wave30, 1
  %peer_base1146 = mul i32 %peer1144, 32
  %slot1148 = add i32 %peer_base1146, 6
  %lrow1150 = mul i32 %slot1148, 32
  %lelem1151 = add i32 %lrow1150, %lane28
  %loff1153 = shl i32 %lelem1151, 2
  %gep.56 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1153
  %part1154 = load float, ptr addrspace(3) %gep.56, align 4
  %sum1155 = fadd float %acc168, %part1154
  %peer1157 = add i32 %wave30, 2
  %peer_base1159 = mul i32 %peer1157, 32
  %slot1161 = add i32 %peer_base1159, 6
  %lrow1163 = mul i32 %slot1161, 32
  %lelem1164 = add i32 %lrow1163, %lane28
  %loff1166 = shl i32 %lelem1164, 2
  %gep.57 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1166
  %part1167 = load float, ptr addrspace(3) %gep.57, align 4
  %sum1168 = fadd float %sum1155, %part1167
  %peer1170 = add i32 %wave30, 3
  %peer_base1172 = mul i32 %peer1170, 32
  %slot1174 = add i32 %peer_base1172, 6
  %lrow1176 = mul i32 %slot1174, 32
  %lelem1177 = add i32 %lrow1176, %lane28
  %loff1179 = shl i32 %lelem1177, 2
  %gep.58 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1179
  %part1180 = load float, ptr addrspace(3) %gep.58, align 4
  %sum1181 = fadd float %sum1168, %part1180
  %peer1183 = add i32 %wave30, 1
  %peer_base1185 = mul i32 %peer1183, 32
  %slot1187 = add i32 %peer_base1185, 7
  %lrow1189 = mul i32 %slot1187, 32
  %lelem1190 = add i32 %lrow1189, %lane28
  %loff1192 = shl i32 %lelem1190, 2
  %gep.59 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1192
  %part1193 = load float, ptr addrspace(3) %gep.59, align 4
  %sum1194 = fadd float %acc169, %part1193
  %peer1196 = add i32 %wave30, 2
  %peer_base1198 = mul i32 %peer1196, 32
  %slot1200 = add i32 %peer_base1198, 7
  %lrow1202 = mul i32 %slot1200, 32
  %lelem1203 = add i32 %lrow1202, %lane28
  %loff1205 = shl i32 %lelem1203, 2
  %gep.60 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1205
  %part1206 = load float, ptr addrspace(3) %gep.60, align 4
  %sum1207 = fadd float %sum1194, %part1206
  %peer1209 = add i32 %wave30, 3
  %peer_base1211 = mul i32 %peer1209, 32
  %slot1213 = add i32 %peer_base1211, 7
  %lrow1215 = mul i32 %slot1213, 32
  %lelem1216 = add i32 %lrow1215, %lane28
  %loff1218 = shl i32 %lelem1216, 2
  %gep.61 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1218
  %part1219 = load float, ptr addrspace(3) %gep.61, align 4
  %sum1220 = fadd float %sum1207, %part1219
  %peer1222 = add i32 %wave30, 1
  %peer_base1224 = mul i32 %peer1222, 32
  %slot1226 = add i32 %peer_base1224, 8
  %lrow1228 = mul i32 %slot1226, 32
  %lelem1229 = add i32 %lrow1228, %lane28
  %loff1231 = shl i32 %lelem1229, 2
  %gep.62 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1231
  %part1232 = load float, ptr addrspace(3) %gep.62, align 4
  %sum1233 = fadd float %acc170, %part1232
  %peer1235 = add i32 %wave30, 2
  %peer_base1237 = mul i32 %peer1235, 32
  %slot1239 = add i32 %peer_base1237, 8
  %lrow1241 = mul i32 %slot1239, 32
  %lelem1242 = add i32 %lrow1241, %lane28
  %loff1244 = shl i32 %lelem1242, 2
  %gep.63 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1244
  %part1245 = load float, ptr addrspace(3) %gep.63, align 4
  %sum1246 = fadd float %sum1233, %part1245
  %peer1248 = add i32 %wave30, 3
  %peer_base1250 = mul i32 %peer1248, 32
  %slot1252 = add i32 %peer_base1250, 8
  %lrow1254 = mul i32 %slot1252, 32
  %lelem1255 = add i32 %lrow1254, %lane28
  %loff1257 = shl i32 %lelem1255, 2
  %gep.64 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1257
  %part1258 = load float, ptr addrspace(3) %gep.64, align 4
  %sum1259 = fadd float %sum1246, %part1258
  %peer1261 = add i32 %wave30, 1
  %peer_base1263 = mul i32 %peer1261, 32
  %slot1265 = add i32 %peer_base1263, 9
  %lrow1267 = mul i32 %slot1265, 32
  %lelem1268 = add i32 %lrow1267, %lane28
  %loff1270 = shl i32 %lelem1268, 2
  %gep.65 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1270
  %part1271 = load float, ptr addrspace(3) %gep.65, align 4
  %sum1272 = fadd float %acc171, %part1271
  %peer1274 = add i32 %wave30, 2
  %peer_base1276 = mul i32 %peer1274, 32
  %slot1278 = add i32 %peer_base1276, 9
  %lrow1280 = mul i32 %slot1278, 32
  %lelem1281 = add i32 %lrow1280, %lane28
  %loff1283 = shl i32 %lelem1281, 2
  %gep.66 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1283
  %part1284 = load float, ptr addrspace(3) %gep.66, align 4
  %sum1285 = fadd float %sum1272, %part1284
  %peer1287 = add i32 %wave30, 3
  %peer_base1289 = mul i32 %peer1287, 32
  %slot1291 = add i32 %peer_base1289, 9
  %lrow1293 = mul i32 %slot1291, 32
  %lelem1294 = add i32 %lrow1293, %lane28
  %loff1296 = shl i32 %lelem1294, 2
  %gep.67 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1296
  %part1297 = load float, ptr addrspace(3) %gep.67, align 4
  %sum1298 = fadd float %sum1285, %part1297
  %peer1300 = add i32 %wave30, 1
  %peer_base1302 = mul i32 %peer1300, 32
  %slot1304 = add i32 %peer_base1302, 10
  %lrow1306 = mul i32 %slot1304, 32
  %lelem1307 = add i32 %lrow1306, %lane28
  %loff1309 = shl i32 %lelem1307, 2
  %gep.68 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1309
  %part1310 = load float, ptr addrspace(3) %gep.68, align 4
  %sum1311 = fadd float %acc172, %part1310
  %peer1313 = add i32 %wave30, 2
  %peer_base1315 = mul i32 %peer1313, 32
  %slot1317 = add i32 %peer_base1315, 10
  %lrow1319 = mul i32 %slot1317, 32
  %lelem1320 = add i32 %lrow1319, %lane28
  %loff1322 = shl i32 %lelem1320, 2
  %gep.69 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1322
  %part1323 = load float, ptr addrspace(3) %gep.69, align 4
  %sum1324 = fadd float %sum1311, %part1323
  %peer1326 = add i32 %wave30, 3
  %peer_base1328 = mul i32 %peer1326, 32
  %slot1330 = add i32 %peer_base1328, 10
  %lrow1332 = mul i32 %slot1330, 32
  %lelem1333 = add i32 %lrow1332, %lane28
  %loff1335 = shl i32 %lelem1333, 2
  %gep.70 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1335
  %part1336 = load float, ptr addrspace(3) %gep.70, align 4
  %sum1337 = fadd float %sum1324, %part1336
  %peer1339 = add i32 %wave30, 1
  %peer_base1341 = mul i32 %peer1339, 32
  %slot1343 = add i32 %peer_base1341, 11
  %lrow1345 = mul i32 %slot1343, 32
  %lelem1346 = add i32 %lrow1345, %lane28
  %loff1348 = shl i32 %lelem1346, 2
  %gep.71 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1348
  %part1349 = load float, ptr addrspace(3) %gep.71, align 4
  %sum1350 = fadd float %acc173, %part1349
  %peer1352 = add i32 %wave30, 2
  %peer_base1354 = mul i32 %peer1352, 32
  %slot1356 = add i32 %peer_base1354, 11
  %lrow1358 = mul i32 %slot1356, 32
  %lelem1359 = add i32 %lrow1358, %lane28
  %loff1361 = shl i32 %lelem1359, 2
  %gep.72 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1361
  %part1362 = load float, ptr addrspace(3) %gep.72, align 4
  %sum1363 = fadd float %sum1350, %part1362
  %peer1365 = add i32 %wave30, 3
  %peer_base1367 = mul i32 %peer1365, 32
  %slot1369 = add i32 %peer_base1367, 11
  %lrow1371 = mul i32 %slot1369, 32
  %lelem1372 = add i32 %lrow1371, %lane28
  %loff1374 = shl i32 %lelem1372, 2
  %gep.73 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1374
  %part1375 = load float, ptr addrspace(3) %gep.73, align 4
  %sum1376 = fadd float %sum1363, %part1375
  %peer1378 = add i32 %wave30, 1
  %peer_base1380 = mul i32 %peer1378, 32
  %slot1382 = add i32 %peer_base1380, 12
  %lrow1384 = mul i32 %slot1382, 32
  %lelem1385 = add i32 %lrow1384, %lane28
  %loff1387 = shl i32 %lelem1385, 2
  %gep.74 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1387
  %part1388 = load float, ptr addrspace(3) %gep.74, align 4
  %sum1389 = fadd float %acc174, %part1388
  %peer1391 = add i32 %wave30, 2
  %peer_base1393 = mul i32 %peer1391, 32
  %slot1395 = add i32 %peer_base1393, 12
  %lrow1397 = mul i32 %slot1395, 32
  %lelem1398 = add i32 %lrow1397, %lane28
  %loff1400 = shl i32 %lelem1398, 2
  %gep.75 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1400
  %part1401 = load float, ptr addrspace(3) %gep.75, align 4
  %sum1402 = fadd float %sum1389, %part1401
  %peer1404 = add i32 %wave30, 3
  %peer_base1406 = mul i32 %peer1404, 32
  %slot1408 = add i32 %peer_base1406, 12
  %lrow1410 = mul i32 %slot1408, 32
  %lelem1411 = add i32 %lrow1410, %lane28
  %loff1413 = shl i32 %lelem1411, 2
  %gep.76 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1413
  %part1414 = load float, ptr addrspace(3) %gep.76, align 4
  %sum1415 = fadd float %sum1402, %part1414
  %peer1417 = add i32 %wave30, 1
  %peer_base1419 = mul i32 %peer1417, 32
  %slot1421 = add i32 %peer_base1419, 13
  %lrow1423 = mul i32 %slot1421, 32
  %lelem1424 = add i32 %lrow1423, %lane28
  %loff1426 = shl i32 %lelem1424, 2
  %gep.77 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1426
  %part1427 = load float, ptr addrspace(3) %gep.77, align 4
  %sum1428 = fadd float %acc175, %part1427
  %peer1430 = add i32 %wave30, 2
  %peer_base1432 = mul i32 %peer1430, 32
  %slot1434 = add i32 %peer_base1432, 13
  %lrow1436 = mul i32 %slot1434, 32
  %lelem1437 = add i32 %lrow1436, %lane28
  %loff1439 = shl i32 %lelem1437, 2
  %gep.78 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1439
  %part1440 = load float, ptr addrspace(3) %gep.78, align 4
  %sum1441 = fadd float %sum1428, %part1440
  %peer1443 = add i32 %wave30, 3
  %peer_base1445 = mul i32 %peer1443, 32
  %slot1447 = add i32 %peer_base1445, 13
  %lrow1449 = mul i32 %slot1447, 32
  %lelem1450 = add i32 %lrow1449, %lane28
  %loff1452 = shl i32 %lelem1450, 2
  %gep.79 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1452
  %part1453 = load float, ptr addrspace(3) %gep.79, align 4
  %sum1454 = fadd float %sum1441, %part1453
  %peer1456 = add i32 %wave30, 1
  %peer_base1458 = mul i32 %peer1456, 32
  %slot1460 = add i32 %peer_base1458, 14
  %lrow1462 = mul i32 %slot1460, 32
  %lelem1463 = add i32 %lrow1462, %lane28
  %loff1465 = shl i32 %lelem1463, 2
  %gep.80 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1465
  %part1466 = load float, ptr addrspace(3) %gep.80, align 4
  %sum1467 = fadd float %acc176, %part1466
  %peer1469 = add i32 %wave30, 2
  %peer_base1471 = mul i32 %peer1469, 32
  %slot1473 = add i32 %peer_base1471, 14
  %lrow1475 = mul i32 %slot1473, 32
  %lelem1476 = add i32 %lrow1475, %lane28
  %loff1478 = shl i32 %lelem1476, 2
  %gep.81 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1478
  %part1479 = load float, ptr addrspace(3) %gep.81, align 4
  %sum1480 = fadd float %sum1467, %part1479
  %peer1482 = add i32 %wave30, 3
  %peer_base1484 = mul i32 %peer1482, 32
  %slot1486 = add i32 %peer_base1484, 14
  %lrow1488 = mul i32 %slot1486, 32
  %lelem1489 = add i32 %lrow1488, %lane28
  %loff1491 = shl i32 %lelem1489, 2
  %gep.82 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1491
  %part1492 = load float, ptr addrspace(3) %gep.82, align 4
  %sum1493 = fadd float %sum1480, %part1492
  %peer1495 = add i32 %wave30, 1
  %peer_base1497 = mul i32 %peer1495, 32
  %slot1499 = add i32 %peer_base1497, 15
  %lrow1501 = mul i32 %slot1499, 32
  %lelem1502 = add i32 %lrow1501, %lane28
  %loff1504 = shl i32 %lelem1502, 2
  %gep.83 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1504
  %part1505 = load float, ptr addrspace(3) %gep.83, align 4
  %sum1506 = fadd float %acc177, %part1505
  %peer1508 = add i32 %wave30, 2
  %peer_base1510 = mul i32 %peer1508, 32
  %slot1512 = add i32 %peer_base1510, 15
  %lrow1514 = mul i32 %slot1512, 32
  %lelem1515 = add i32 %lrow1514, %lane28
  %loff1517 = shl i32 %lelem1515, 2
  %gep.84 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1517
  %part1518 = load float, ptr addrspace(3) %gep.84, align 4
  %sum1519 = fadd float %sum1506, %part1518
  %peer1521 = add i32 %wave30, 3
  %peer_base1523 = mul i32 %peer1521, 32
  %slot1525 = add i32 %peer_base1523, 15
  %lrow1527 = mul i32 %slot1525, 32
  %lelem1528 = add i32 %lrow1527, %lane28
  %loff1530 = shl i32 %lelem1528, 2
  %gep.85 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1530
  %part1531 = load float, ptr addrspace(3) %gep.85, align 4
  %sum1532 = fadd float %sum1519, %part1531
  %peer1534 = add i32 %wave30, 1
  %peer_base1536 = mul i32 %peer1534, 32
  %slot1538 = add i32 %peer_base1536, 16
  %lrow1540 = mul i32 %slot1538, 32
  %lelem1541 = add i32 %lrow1540, %lane28
  %loff1543 = shl i32 %lelem1541, 2
  %gep.86 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1543
  %part1544 = load float, ptr addrspace(3) %gep.86, align 4
  %sum1545 = fadd float %acc178, %part1544
  %peer1547 = add i32 %wave30, 2
  %peer_base1549 = mul i32 %peer1547, 32
  %slot1551 = add i32 %peer_base1549, 16
  %lrow1553 = mul i32 %slot1551, 32
  %lelem1554 = add i32 %lrow1553, %lane28
  %loff1556 = shl i32 %lelem1554, 2
  %gep.87 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1556
  %part1557 = load float, ptr addrspace(3) %gep.87, align 4
  %sum1558 = fadd float %sum1545, %part1557
  %peer1560 = add i32 %wave30, 3
  %peer_base1562 = mul i32 %peer1560, 32
  %slot1564 = add i32 %peer_base1562, 16
  %lrow1566 = mul i32 %slot1564, 32
  %lelem1567 = add i32 %lrow1566, %lane28
  %loff1569 = shl i32 %lelem1567, 2
  %gep.88 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1569
  %part1570 = load float, ptr addrspace(3) %gep.88, align 4
  %sum1571 = fadd float %sum1558, %part1570
  %peer1573 = add i32 %wave30, 1
  %peer_base1575 = mul i32 %peer1573, 32
  %slot1577 = add i32 %peer_base1575, 17
  %lrow1579 = mul i32 %slot1577, 32
  %lelem1580 = add i32 %lrow1579, %lane28
  %loff1582 = shl i32 %lelem1580, 2
  %gep.89 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1582
  %part1583 = load float, ptr addrspace(3) %gep.89, align 4
  %sum1584 = fadd float %acc179, %part1583
  %peer1586 = add i32 %wave30, 2
  %peer_base1588 = mul i32 %peer1586, 32
  %slot1590 = add i32 %peer_base1588, 17
  %lrow1592 = mul i32 %slot1590, 32
  %lelem1593 = add i32 %lrow1592, %lane28
  %loff1595 = shl i32 %lelem1593, 2
  %gep.90 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1595
  %part1596 = load float, ptr addrspace(3) %gep.90, align 4
  %sum1597 = fadd float %sum1584, %part1596
  %peer1599 = add i32 %wave30, 3
  %peer_base1601 = mul i32 %peer1599, 32
  %slot1603 = add i32 %peer_base1601, 17
  %lrow1605 = mul i32 %slot1603, 32
  %lelem1606 = add i32 %lrow1605, %lane28
  %loff1608 = shl i32 %lelem1606, 2
  %gep.91 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1608
  %part1609 = load float, ptr addrspace(3) %gep.91, align 4
  %sum1610 = fadd float %sum1597, %part1609
  %peer1612 = add i32 %wave30, 1
  %peer_base1614 = mul i32 %peer1612, 32
  %slot1616 = add i32 %peer_base1614, 18
  %lrow1618 = mul i32 %slot1616, 32
  %lelem1619 = add i32 %lrow1618, %lane28
  %loff1621 = shl i32 %lelem1619, 2
  %gep.92 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1621
  %part1622 = load float, ptr addrspace(3) %gep.92, align 4
  %sum1623 = fadd float %acc180, %part1622
  %peer1625 = add i32 %wave30, 2
  %peer_base1627 = mul i32 %peer1625, 32
  %slot1629 = add i32 %peer_base1627, 18
  %lrow1631 = mul i32 %slot1629, 32
  %lelem1632 = add i32 %lrow1631, %lane28
  %loff1634 = shl i32 %lelem1632, 2
  %gep.93 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1634
  %part1635 = load float, ptr addrspace(3) %gep.93, align 4
  %sum1636 = fadd float %sum1623, %part1635
  %peer1638 = add i32 %wave30, 3
  %peer_base1640 = mul i32 %peer1638, 32
  %slot1642 = add i32 %peer_base1640, 18
  %lrow1644 = mul i32 %slot1642, 32
  %lelem1645 = add i32 %lrow1644, %lane28
  %loff1647 = shl i32 %lelem1645, 2
  %gep.94 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1647
  %part1648 = load float, ptr addrspace(3) %gep.94, align 4
  %sum1649 = fadd float %sum1636, %part1648
  %peer1651 = add i32 %wave30, 1
  %peer_base1653 = mul i32 %peer1651, 32
  %slot1655 = add i32 %peer_base1653, 19
  %lrow1657 = mul i32 %slot1655, 32
  %lelem1658 = add i32 %lrow1657, %lane28
  %loff1660 = shl i32 %lelem1658, 2
  %gep.95 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1660
  %part1661 = load float, ptr addrspace(3) %gep.95, align 4
  %sum1662 = fadd float %acc181, %part1661
  %peer1664 = add i32 %wave30, 2
  %peer_base1666 = mul i32 %peer1664, 32
  %slot1668 = add i32 %peer_base1666, 19
  %lrow1670 = mul i32 %slot1668, 32
  %lelem1671 = add i32 %lrow1670, %lane28
  %loff1673 = shl i32 %lelem1671, 2
  %gep.96 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1673
  %part1674 = load float, ptr addrspace(3) %gep.96, align 4
  %sum1675 = fadd float %sum1662, %part1674
  %peer1677 = add i32 %wave30, 3
  %peer_base1679 = mul i32 %peer1677, 32
  %slot1681 = add i32 %peer_base1679, 19
  %lrow1683 = mul i32 %slot1681, 32
  %lelem1684 = add i32 %lrow1683, %lane28
  %loff1686 = shl i32 %lelem1684, 2
  %gep.97 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1686
  %part1687 = load float, ptr addrspace(3) %gep.97, align 4
  %sum1688 = fadd float %sum1675, %part1687
  %peer1690 = add i32 %wave30, 1
  %peer_base1692 = mul i32 %peer1690, 32
  %slot1694 = add i32 %peer_base1692, 20
  %lrow1696 = mul i32 %slot1694, 32
  %lelem1697 = add i32 %lrow1696, %lane28
  %loff1699 = shl i32 %lelem1697, 2
  %gep.98 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1699
  %part1700 = load float, ptr addrspace(3) %gep.98, align 4
  %sum1701 = fadd float %acc182, %part1700
  %peer1703 = add i32 %wave30, 2
  %peer_base1705 = mul i32 %peer1703, 32
  %slot1707 = add i32 %peer_base1705, 20
  %lrow1709 = mul i32 %slot1707, 32
  %lelem1710 = add i32 %lrow1709, %lane28
  %loff1712 = shl i32 %lelem1710, 2
  %gep.99 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1712
  %part1713 = load float, ptr addrspace(3) %gep.99, align 4
  %sum1714 = fadd float %sum1701, %part1713
  %peer1716 = add i32 %wave30, 3
  %peer_base1718 = mul i32 %peer1716, 32
  %slot1720 = add i32 %peer_base1718, 20
  %lrow1722 = mul i32 %slot1720, 32
  %lelem1723 = add i32 %lrow1722, %lane28
  %loff1725 = shl i32 %lelem1723, 2
  %gep.100 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1725
  %part1726 = load float, ptr addrspace(3) %gep.100, align 4
  %sum1727 = fadd float %sum1714, %part1726
  %peer1729 = add i32 %wave30, 1
  %peer_base1731 = mul i32 %peer1729, 32
  %slot1733 = add i32 %peer_base1731, 21
  %lrow1735 = mul i32 %slot1733, 32
  %lelem1736 = add i32 %lrow1735, %lane28
  %loff1738 = shl i32 %lelem1736, 2
  %gep.101 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1738
  %part1739 = load float, ptr addrspace(3) %gep.101, align 4
  %sum1740 = fadd float %acc183, %part1739
  %peer1742 = add i32 %wave30, 2
  %peer_base1744 = mul i32 %peer1742, 32
  %slot1746 = add i32 %peer_base1744, 21
  %lrow1748 = mul i32 %slot1746, 32
  %lelem1749 = add i32 %lrow1748, %lane28
  %loff1751 = shl i32 %lelem1749, 2
  %gep.102 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1751
  %part1752 = load float, ptr addrspace(3) %gep.102, align 4
  %sum1753 = fadd float %sum1740, %part1752
  %peer1755 = add i32 %wave30, 3
  %peer_base1757 = mul i32 %peer1755, 32
  %slot1759 = add i32 %peer_base1757, 21
  %lrow1761 = mul i32 %slot1759, 32
  %lelem1762 = add i32 %lrow1761, %lane28
  %loff1764 = shl i32 %lelem1762, 2
  %gep.103 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1764
  %part1765 = load float, ptr addrspace(3) %gep.103, align 4
  %sum1766 = fadd float %sum1753, %part1765
  %peer1768 = add i32 %wave30, 1
  %peer_base1770 = mul i32 %peer1768, 32
  %slot1772 = add i32 %peer_base1770, 22
  %lrow1774 = mul i32 %slot1772, 32
  %lelem1775 = add i32 %lrow1774, %lane28
  %loff1777 = shl i32 %lelem1775, 2
  %gep.104 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1777
  %part1778 = load float, ptr addrspace(3) %gep.104, align 4
  %sum1779 = fadd float %acc184, %part1778
  %peer1781 = add i32 %wave30, 2
  %peer_base1783 = mul i32 %peer1781, 32
  %slot1785 = add i32 %peer_base1783, 22
  %lrow1787 = mul i32 %slot1785, 32
  %lelem1788 = add i32 %lrow1787, %lane28
  %loff1790 = shl i32 %lelem1788, 2
  %gep.105 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1790
  %part1791 = load float, ptr addrspace(3) %gep.105, align 4
  %sum1792 = fadd float %sum1779, %part1791
  %peer1794 = add i32 %wave30, 3
  %peer_base1796 = mul i32 %peer1794, 32
  %slot1798 = add i32 %peer_base1796, 22
  %lrow1800 = mul i32 %slot1798, 32
  %lelem1801 = add i32 %lrow1800, %lane28
  %loff1803 = shl i32 %lelem1801, 2
  %gep.106 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1803
  %part1804 = load float, ptr addrspace(3) %gep.106, align 4
  %sum1805 = fadd float %sum1792, %part1804
  %peer1807 = add i32 %wave30, 1
  %peer_base1809 = mul i32 %peer1807, 32
  %slot1811 = add i32 %peer_base1809, 23
  %lrow1813 = mul i32 %slot1811, 32
  %lelem1814 = add i32 %lrow1813, %lane28
  %loff1816 = shl i32 %lelem1814, 2
  %gep.107 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1816
  %part1817 = load float, ptr addrspace(3) %gep.107, align 4
  %sum1818 = fadd float %acc185, %part1817
  %peer1820 = add i32 %wave30, 2
  %peer_base1822 = mul i32 %peer1820, 32
  %slot1824 = add i32 %peer_base1822, 23
  %lrow1826 = mul i32 %slot1824, 32
  %lelem1827 = add i32 %lrow1826, %lane28
  %loff1829 = shl i32 %lelem1827, 2
  %gep.108 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1829
  %part1830 = load float, ptr addrspace(3) %gep.108, align 4
  %sum1831 = fadd float %sum1818, %part1830
  %peer1833 = add i32 %wave30, 3
  %peer_base1835 = mul i32 %peer1833, 32
  %slot1837 = add i32 %peer_base1835, 23
  %lrow1839 = mul i32 %slot1837, 32
  %lelem1840 = add i32 %lrow1839, %lane28
  %loff1842 = shl i32 %lelem1840, 2
  %gep.109 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1842
  %part1843 = load float, ptr addrspace(3) %gep.109, align 4
  %sum1844 = fadd float %sum1831, %part1843
  %peer1846 = add i32 %wave30, 1
  %peer_base1848 = mul i32 %peer1846, 32
  %slot1850 = add i32 %peer_base1848, 24
  %lrow1852 = mul i32 %slot1850, 32
  %lelem1853 = add i32 %lrow1852, %lane28
  %loff1855 = shl i32 %lelem1853, 2
  %gep.110 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1855
  %part1856 = load float, ptr addrspace(3) %gep.110, align 4
  %sum1857 = fadd float %acc186, %part1856
  %peer1859 = add i32 %wave30, 2
  %peer_base1861 = mul i32 %peer1859, 32
  %slot1863 = add i32 %peer_base1861, 24
  %lrow1865 = mul i32 %slot1863, 32
  %lelem1866 = add i32 %lrow1865, %lane28
  %loff1868 = shl i32 %lelem1866, 2
  %gep.111 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1868
  %part1869 = load float, ptr addrspace(3) %gep.111, align 4
  %sum1870 = fadd float %sum1857, %part1869
  %peer1872 = add i32 %wave30, 3
  %peer_base1874 = mul i32 %peer1872, 32
  %slot1876 = add i32 %peer_base1874, 24
  %lrow1878 = mul i32 %slot1876, 32
  %lelem1879 = add i32 %lrow1878, %lane28
  %loff1881 = shl i32 %lelem1879, 2
  %gep.112 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1881
  %part1882 = load float, ptr addrspace(3) %gep.112, align 4
  %sum1883 = fadd float %sum1870, %part1882
  %peer1885 = add i32 %wave30, 1
  %peer_base1887 = mul i32 %peer1885, 32
  %slot1889 = add i32 %peer_base1887, 25
  %lrow1891 = mul i32 %slot1889, 32
  %lelem1892 = add i32 %lrow1891, %lane28
  %loff1894 = shl i32 %lelem1892, 2
  %gep.113 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1894
  %part1895 = load float, ptr addrspace(3) %gep.113, align 4
  %sum1896 = fadd float %acc187, %part1895
  %peer1898 = add i32 %wave30, 2
  %peer_base1900 = mul i32 %peer1898, 32
  %slot1902 = add i32 %peer_base1900, 25
  %lrow1904 = mul i32 %slot1902, 32
  %lelem1905 = add i32 %lrow1904, %lane28
  %loff1907 = shl i32 %lelem1905, 2
  %gep.114 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1907
  %part1908 = load float, ptr addrspace(3) %gep.114, align 4
  %sum1909 = fadd float %sum1896, %part1908
  %peer1911 = add i32 %wave30, 3
  %peer_base1913 = mul i32 %peer1911, 32
  %slot1915 = add i32 %peer_base1913, 25
  %lrow1917 = mul i32 %slot1915, 32
  %lelem1918 = add i32 %lrow1917, %lane28
  %loff1920 = shl i32 %lelem1918, 2
  %gep.115 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1920
  %part1921 = load float, ptr addrspace(3) %gep.115, align 4
  %sum1922 = fadd float %sum1909, %part1921
  %peer1924 = add i32 %wave30, 1
  %peer_base1926 = mul i32 %peer1924, 32
  %slot1928 = add i32 %peer_base1926, 26
  %lrow1930 = mul i32 %slot1928, 32
  %lelem1931 = add i32 %lrow1930, %lane28
  %loff1933 = shl i32 %lelem1931, 2
  %gep.116 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1933
  %part1934 = load float, ptr addrspace(3) %gep.116, align 4
  %sum1935 = fadd float %acc188, %part1934
  %peer1937 = add i32 %wave30, 2
  %peer_base1939 = mul i32 %peer1937, 32
  %slot1941 = add i32 %peer_base1939, 26
  %lrow1943 = mul i32 %slot1941, 32
  %lelem1944 = add i32 %lrow1943, %lane28
  %loff1946 = shl i32 %lelem1944, 2
  %gep.117 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1946
  %part1947 = load float, ptr addrspace(3) %gep.117, align 4
  %sum1948 = fadd float %sum1935, %part1947
  %peer1950 = add i32 %wave30, 3
  %peer_base1952 = mul i32 %peer1950, 32
  %slot1954 = add i32 %peer_base1952, 26
  %lrow1956 = mul i32 %slot1954, 32
  %lelem1957 = add i32 %lrow1956, %lane28
  %loff1959 = shl i32 %lelem1957, 2
  %gep.118 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1959
  %part1960 = load float, ptr addrspace(3) %gep.118, align 4
  %sum1961 = fadd float %sum1948, %part1960
  %peer1963 = add i32 %wave30, 1
  %peer_base1965 = mul i32 %peer1963, 32
  %slot1967 = add i32 %peer_base1965, 27
  %lrow1969 = mul i32 %slot1967, 32
  %lelem1970 = add i32 %lrow1969, %lane28
  %loff1972 = shl i32 %lelem1970, 2
  %gep.119 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1972
  %part1973 = load float, ptr addrspace(3) %gep.119, align 4
  %sum1974 = fadd float %acc189, %part1973
  %peer1976 = add i32 %wave30, 2
  %peer_base1978 = mul i32 %peer1976, 32
  %slot1980 = add i32 %peer_base1978, 27
  %lrow1982 = mul i32 %slot1980, 32
  %lelem1983 = add i32 %lrow1982, %lane28
  %loff1985 = shl i32 %lelem1983, 2
  %gep.120 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1985
  %part1986 = load float, ptr addrspace(3) %gep.120, align 4
  %sum1987 = fadd float %sum1974, %part1986
  %peer1989 = add i32 %wave30, 3
  %peer_base1991 = mul i32 %peer1989, 32
  %slot1993 = add i32 %peer_base1991, 27
  %lrow1995 = mul i32 %slot1993, 32
  %lelem1996 = add i32 %lrow1995, %lane28
  %loff1998 = shl i32 %lelem1996, 2
  %gep.121 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff1998
  %part1999 = load float, ptr addrspace(3) %gep.121, align 4
  %sum2000 = fadd float %sum1987, %part1999
  %peer2002 = add i32 %wave30, 1
  %peer_base2004 = mul i32 %peer2002, 32
  %slot2006 = add i32 %peer_base2004, 28
  %lrow2008 = mul i32 %slot2006, 32
  %lelem2009 = add i32 %lrow2008, %lane28
  %loff2011 = shl i32 %lelem2009, 2
  %gep.122 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2011
  %part2012 = load float, ptr addrspace(3) %gep.122, align 4
  %sum2013 = fadd float %acc190, %part2012
  %peer2015 = add i32 %wave30, 2
  %peer_base2017 = mul i32 %peer2015, 32
  %slot2019 = add i32 %peer_base2017, 28
  %lrow2021 = mul i32 %slot2019, 32
  %lelem2022 = add i32 %lrow2021, %lane28
  %loff2024 = shl i32 %lelem2022, 2
  %gep.123 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2024
  %part2025 = load float, ptr addrspace(3) %gep.123, align 4
  %sum2026 = fadd float %sum2013, %part2025
  %peer2028 = add i32 %wave30, 3
  %peer_base2030 = mul i32 %peer2028, 32
  %slot2032 = add i32 %peer_base2030, 28
  %lrow2034 = mul i32 %slot2032, 32
  %lelem2035 = add i32 %lrow2034, %lane28
  %loff2037 = shl i32 %lelem2035, 2
  %gep.124 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2037
  %part2038 = load float, ptr addrspace(3) %gep.124, align 4
  %sum2039 = fadd float %sum2026, %part2038
  %peer2041 = add i32 %wave30, 1
  %peer_base2043 = mul i32 %peer2041, 32
  %slot2045 = add i32 %peer_base2043, 29
  %lrow2047 = mul i32 %slot2045, 32
  %lelem2048 = add i32 %lrow2047, %lane28
  %loff2050 = shl i32 %lelem2048, 2
  %gep.125 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2050
  %part2051 = load float, ptr addrspace(3) %gep.125, align 4
  %sum2052 = fadd float %acc191, %part2051
  %peer2054 = add i32 %wave30, 2
  %peer_base2056 = mul i32 %peer2054, 32
  %slot2058 = add i32 %peer_base2056, 29
  %lrow2060 = mul i32 %slot2058, 32
  %lelem2061 = add i32 %lrow2060, %lane28
  %loff2063 = shl i32 %lelem2061, 2
  %gep.126 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2063
  %part2064 = load float, ptr addrspace(3) %gep.126, align 4
  %sum2065 = fadd float %sum2052, %part2064
  %peer2067 = add i32 %wave30, 3
  %peer_base2069 = mul i32 %peer2067, 32
  %slot2071 = add i32 %peer_base2069, 29
  %lrow2073 = mul i32 %slot2071, 32
  %lelem2074 = add i32 %lrow2073, %lane28
  %loff2076 = shl i32 %lelem2074, 2
  %gep.127 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2076
  %part2077 = load float, ptr addrspace(3) %gep.127, align 4
  %sum2078 = fadd float %sum2065, %part2077
  %peer2080 = add i32 %wave30, 1
  %peer_base2082 = mul i32 %peer2080, 32
  %slot2084 = add i32 %peer_base2082, 30
  %lrow2086 = mul i32 %slot2084, 32
  %lelem2087 = add i32 %lrow2086, %lane28
  %loff2089 = shl i32 %lelem2087, 2
  %gep.128 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2089
  %part2090 = load float, ptr addrspace(3) %gep.128, align 4
  %sum2091 = fadd float %acc192, %part2090
  %peer2093 = add i32 %wave30, 2
  %peer_base2095 = mul i32 %peer2093, 32
  %slot2097 = add i32 %peer_base2095, 30
  %lrow2099 = mul i32 %slot2097, 32
  %lelem2100 = add i32 %lrow2099, %lane28
  %loff2102 = shl i32 %lelem2100, 2
  %gep.129 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2102
  %part2103 = load float, ptr addrspace(3) %gep.129, align 4
  %sum2104 = fadd float %sum2091, %part2103
  %peer2106 = add i32 %wave30, 3
  %peer_base2108 = mul i32 %peer2106, 32
  %slot2110 = add i32 %peer_base2108, 30
  %lrow2112 = mul i32 %slot2110, 32
  %lelem2113 = add i32 %lrow2112, %lane28
  %loff2115 = shl i32 %lelem2113, 2
  %gep.130 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2115
  %part2116 = load float, ptr addrspace(3) %gep.130, align 4
  %sum2117 = fadd float %sum2104, %part2116
  %peer2119 = add i32 %wave30, 1
  %peer_base2121 = mul i32 %peer2119, 32
  %slot2123 = add i32 %peer_base2121, 31
  %lrow2125 = mul i32 %slot2123, 32
  %lelem2126 = add i32 %lrow2125, %lane28
  %loff2128 = shl i32 %lelem2126, 2
  %gep.131 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2128
  %part2129 = load float, ptr addrspace(3) %gep.131, align 4
  %sum2130 = fadd float %acc193, %part2129
  %peer2132 = add i32 %wave30, 2
  %peer_base2134 = mul i32 %peer2132, 32
  %slot2136 = add i32 %peer_base2134, 31
  %lrow2138 = mul i32 %slot2136, 32
  %lelem2139 = add i32 %lrow2138, %lane28
  %loff2141 = shl i32 %lelem2139, 2
  %gep.132 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2141
  %part2142 = load float, ptr addrspace(3) %gep.132, align 4
  %sum2143 = fadd float %sum2130, %part2142
  %peer2145 = add i32 %wave30, 3
  %peer_base2147 = mul i32 %peer2145, 32
  %slot2149 = add i32 %peer_base2147, 31
  %lrow2151 = mul i32 %slot2149, 32
  %lelem2152 = add i32 %lrow2151, %lane28
  %loff2154 = shl i32 %lelem2152, 2
  %gep.133 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_rgeo_w4_hb2_t4x8_wsr1, i32 %loff2154
  %part2155 = load float, ptr addrspace(3) %gep.133, align 4
  %sum2156 = fadd float %sum2143, %part2155
  %slab2158 = urem i32 %img32, 1
  %slab_c2159 = mul i32 %slab2158, %groups
  %chan2160 = add i32 %slab_c2159, %c48
  %chan_r2161 = mul i32 %chan2160, %filter_h
  br i1 %cok49, label %if.then.3, label %if.end.3
if.then.3:
  %rr2162 = add i32 %chan_r2161, %r55
  %tap_base2163 = mul i32 %rr2162, %filter_w
  %tok2164 = and i1 %rok56, %sok76
  br i1 %tok2164, label %if.then.4, label %if.end.4
if.then.4:
  %tap2165 = add i32 %tap_base2163, %s75
  %ws_off2167 = shl i32 %tap2165, 2
  %old.134 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum947, ptr addrspace(8) %rws124, i32 %ws_off2167, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %tok2169 = and i1 %rok56, %sok81
  br i1 %tok2169, label %if.then.5, label %if.end.5
if.then.5:
  %tap2170 = add i32 %tap_base2163, %s80
  %ws_off2172 = shl i32 %tap2170, 2
  %old.135 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum986, ptr addrspace(8) %rws124, i32 %ws_off2172, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %tok2174 = and i1 %rok56, %sok86
  br i1 %tok2174, label %if.then.6, label %if.end.6
if.then.6:
  %tap2175 = add i32 %tap_base2163, %s85
  %ws_off2177 = shl i32 %tap2175, 2
  %old.136 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1025, ptr addrspace(8) %rws124, i32 %ws_off2177, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %tok2179 = and i1 %rok56, %sok91
  br i1 %tok2179, label %if.then.7, label %if.end.7
if.then.7:
  %tap2180 = add i32 %tap_base2163, %s90
  %ws_off2182 = shl i32 %tap2180, 2
  %old.137 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1064, ptr addrspace(8) %rws124, i32 %ws_off2182, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %tok2184 = and i1 %rok56, %sok96
  br i1 %tok2184, label %if.then.8, label %if.end.8
if.then.8:
  %tap2185 = add i32 %tap_base2163, %s95
  %ws_off2187 = shl i32 %tap2185, 2
  %old.138 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1103, ptr addrspace(8) %rws124, i32 %ws_off2187, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %tok2189 = and i1 %rok56, %sok101
  br i1 %tok2189, label %if.then.9, label %if.end.9
if.then.9:
  %tap2190 = add i32 %tap_base2163, %s100
  %ws_off2192 = shl i32 %tap2190, 2
  %old.139 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1142, ptr addrspace(8) %rws124, i32 %ws_off2192, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %tok2194 = and i1 %rok56, %sok106
  br i1 %tok2194, label %if.then.10, label %if.end.10
if.then.10:
  %tap2195 = add i32 %tap_base2163, %s105
  %ws_off2197 = shl i32 %tap2195, 2
  %old.140 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1181, ptr addrspace(8) %rws124, i32 %ws_off2197, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %tok2199 = and i1 %rok56, %sok111
  br i1 %tok2199, label %if.then.11, label %if.end.11
if.then.11:
  %tap2200 = add i32 %tap_base2163, %s110
  %ws_off2202 = shl i32 %tap2200, 2
  %old.141 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1220, ptr addrspace(8) %rws124, i32 %ws_off2202, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %rr2204 = add i32 %chan_r2161, %r60
  %tap_base2205 = mul i32 %rr2204, %filter_w
  %tok2206 = and i1 %rok61, %sok76
  br i1 %tok2206, label %if.then.12, label %if.end.12
if.then.12:
  %tap2207 = add i32 %tap_base2205, %s75
  %ws_off2209 = shl i32 %tap2207, 2
  %old.142 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1259, ptr addrspace(8) %rws124, i32 %ws_off2209, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %tok2211 = and i1 %rok61, %sok81
  br i1 %tok2211, label %if.then.13, label %if.end.13
if.then.13:
  %tap2212 = add i32 %tap_base2205, %s80
  %ws_off2214 = shl i32 %tap2212, 2
  %old.143 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1298, ptr addrspace(8) %rws124, i32 %ws_off2214, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %tok2216 = and i1 %rok61, %sok86
  br i1 %tok2216, label %if.then.14, label %if.end.14
if.then.14:
  %tap2217 = add i32 %tap_base2205, %s85
  %ws_off2219 = shl i32 %tap2217, 2
  %old.144 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1337, ptr addrspace(8) %rws124, i32 %ws_off2219, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %tok2221 = and i1 %rok61, %sok91
  br i1 %tok2221, label %if.then.15, label %if.end.15
if.then.15:
  %tap2222 = add i32 %tap_base2205, %s90
  %ws_off2224 = shl i32 %tap2222, 2
  %old.145 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1376, ptr addrspace(8) %rws124, i32 %ws_off2224, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  %tok2226 = and i1 %rok61, %sok96
  br i1 %tok2226, label %if.then.16, label %if.end.16
if.then.16:
  %tap2227 = add i32 %tap_base2205, %s95
  %ws_off2229 = shl i32 %tap2227, 2
  %old.146 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1415, ptr addrspace(8) %rws124, i32 %ws_off2229, i32 0, i32 20)
  br label %if.end.16
if.end.16:
  %tok2231 = and i1 %rok61, %sok101
  br i1 %tok2231, label %if.then.17, label %if.end.17
if.then.17:
  %tap2232 = add i32 %tap_base2205, %s100
  %ws_off2234 = shl i32 %tap2232, 2
  %old.147 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1454, ptr addrspace(8) %rws124, i32 %ws_off2234, i32 0, i32 20)
  br label %if.end.17
if.end.17:
  %tok2236 = and i1 %rok61, %sok106
  br i1 %tok2236, label %if.then.18, label %if.end.18
if.then.18:
  %tap2237 = add i32 %tap_base2205, %s105
  %ws_off2239 = shl i32 %tap2237, 2
  %old.148 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1493, ptr addrspace(8) %rws124, i32 %ws_off2239, i32 0, i32 20)
  br label %if.end.18
if.end.18:
  %tok2241 = and i1 %rok61, %sok111
  br i1 %tok2241, label %if.then.19, label %if.end.19
if.then.19:
  %tap2242 = add i32 %tap_base2205, %s110
  %ws_off2244 = shl i32 %tap2242, 2
  %old.149 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1532, ptr addrspace(8) %rws124, i32 %ws_off2244, i32 0, i32 20)
  br label %if.end.19
if.end.19:
  %rr2246 = add i32 %chan_r2161, %r65
  %tap_base2247 = mul i32 %rr2246, %filter_w
  %tok2248 = and i1 %rok66, %sok76
  br i1 %tok2248, label %if.then.20, label %if.end.20
if.then.20:
  %tap2249 = add i32 %tap_base2247, %s75
  %ws_off2251 = shl i32 %tap2249, 2
  %old.150 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1571, ptr addrspace(8) %rws124, i32 %ws_off2251, i32 0, i32 20)
  br label %if.end.20
if.end.20:
  %tok2253 = and i1 %rok66, %sok81
  br i1 %tok2253, label %if.then.21, label %if.end.21
if.then.21:
  %tap2254 = add i32 %tap_base2247, %s80
  %ws_off2256 = shl i32 %tap2254, 2
  %old.151 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1610, ptr addrspace(8) %rws124, i32 %ws_off2256, i32 0, i32 20)
  br label %if.end.21
if.end.21:
  %tok2258 = and i1 %rok66, %sok86
  br i1 %tok2258, label %if.then.22, label %if.end.22
if.then.22:
  %tap2259 = add i32 %tap_base2247, %s85
  %ws_off2261 = shl i32 %tap2259, 2
  %old.152 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1649, ptr addrspace(8) %rws124, i32 %ws_off2261, i32 0, i32 20)
  br label %if.end.22
if.end.22:
  %tok2263 = and i1 %rok66, %sok91
  br i1 %tok2263, label %if.then.23, label %if.end.23
if.then.23:
  %tap2264 = add i32 %tap_base2247, %s90
  %ws_off2266 = shl i32 %tap2264, 2
  %old.153 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1688, ptr addrspace(8) %rws124, i32 %ws_off2266, i32 0, i32 20)
  br label %if.end.23
if.end.23:
  %tok2268 = and i1 %rok66, %sok96
  br i1 %tok2268, label %if.then.24, label %if.end.24
if.then.24:
  %tap2269 = add i32 %tap_base2247, %s95
  %ws_off2271 = shl i32 %tap2269, 2
  %old.154 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1727, ptr addrspace(8) %rws124, i32 %ws_off2271, i32 0, i32 20)
  br label %if.end.24
if.end.24:
  %tok2273 = and i1 %rok66, %sok101
  br i1 %tok2273, label %if.then.25, label %if.end.25
if.then.25:
  %tap2274 = add i32 %tap_base2247, %s100
  %ws_off2276 = shl i32 %tap2274, 2
  %old.155 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1766, ptr addrspace(8) %rws124, i32 %ws_off2276, i32 0, i32 20)
  br label %if.end.25
if.end.25:
  %tok2278 = and i1 %rok66, %sok106
  br i1 %tok2278, label %if.then.26, label %if.end.26
if.then.26:
  %tap2279 = add i32 %tap_base2247, %s105
  %ws_off2281 = shl i32 %tap2279, 2
  %old.156 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1805, ptr addrspace(8) %rws124, i32 %ws_off2281, i32 0, i32 20)
  br label %if.end.26
if.end.26:
  %tok2283 = and i1 %rok66, %sok111
  br i1 %tok2283, label %if.then.27, label %if.end.27
if.then.27:
  %tap2284 = add i32 %tap_base2247, %s110
  %ws_off2286 = shl i32 %tap2284, 2
  %old.157 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1844, ptr addrspace(8) %rws124, i32 %ws_off2286, i32 0, i32 20)
  br label %if.end.27
if.end.27:
  %rr2288 = add i32 %chan_r2161, %r70
  %tap_base2289 = mul i32 %rr2288, %filter_w
  %tok2290 = and i1 %rok71, %sok76
  br i1 %tok2290, label %if.then.28, label %if.end.28
if.then.28:
  %tap2291 = add i32 %tap_base2289, %s75
  %ws_off2293 = shl i32 %tap2291, 2
  %old.158 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1883, ptr addrspace(8) %rws124, i32 %ws_off2293, i32 0, i32 20)
  br label %if.end.28
if.end.28:
  %tok2295 = and i1 %rok71, %sok81
  br i1 %tok2295, label %if.then.29, label %if.end.29
if.then.29:
  %tap2296 = add i32 %tap_base2289, %s80
  %ws_off2298 = shl i32 %tap2296, 2
  %old.159 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1922, ptr addrspace(8) %rws124, i32 %ws_off2298, i32 0, i32 20)
  br label %if.end.29
if.end.29:
  %tok2300 = and i1 %rok71, %sok86
  br i1 %tok2300, label %if.then.30, label %if.end.30
if.then.30:
  %tap2301 = add i32 %tap_base2289, %s85
  %ws_off2303 = shl i32 %tap2301, 2
  %old.160 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum1961, ptr addrspace(8) %rws124, i32 %ws_off2303, i32 0, i32 20)
  br label %if.end.30
if.end.30:
  %tok2305 = and i1 %rok71, %sok91
  br i1 %tok2305, label %if.then.31, label %if.end.31
if.then.31:
  %tap2306 = add i32 %tap_base2289, %s90
  %ws_off2308 = shl i32 %tap2306, 2
  %old.161 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum2000, ptr addrspace(8) %rws124, i32 %ws_off2308, i32 0, i32 20)
  br label %if.end.31
if.end.31:
  %tok2310 = and i1 %rok71, %sok96
  br i1 %tok2310, label %if.then.32, label %if.end.32
if.then.32:
  %tap2311 = add i32 %tap_base2289, %s95
  %ws_off2313 = shl i32 %tap2311, 2
  %old.162 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum2039, ptr addrspace(8) %rws124, i32 %ws_off2313, i32 0, i32 20)
  br label %if.end.32
if.end.32:
  %tok2315 = and i1 %rok71, %sok101
  br i1 %tok2315, label %if.then.33, label %if.end.33
if.then.33:
  %tap2316 = add i32 %tap_base2289, %s100
  %ws_off2318 = shl i32 %tap2316, 2
  %old.163 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum2078, ptr addrspace(8) %rws124, i32 %ws_off2318, i32 0, i32 20)
  br label %if.end.33
if.end.33:
  %tok2320 = and i1 %rok71, %sok106
  br i1 %tok2320, label %if.then.34, label %if.end.34
if.then.34:
  %tap2321 = add i32 %tap_base2289, %s105
  %ws_off2323 = shl i32 %tap2321, 2
  %old.164 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum2117, ptr addrspace(8) %rws124, i32 %ws_off2323, i32 0, i32 20)
  br label %if.end.34
if.end.34:
  %tok2325 = and i1 %rok71, %sok111
  br i1 %tok2325, label %if.then.35, label %if.end.35
if.then.35:
  %tap2326 = add i32 %tap_base2289, %s110
  %ws_off2328 = shl i32 %tap2326, 2
  %old.165 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum2156, ptr addrspace(8) %rws124, i32 %ws_off2328, i32 0, i32 20)
  br label %if.end.35
if.end.35:
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" }
