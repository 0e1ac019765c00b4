; irgate direct_depthwise_wgrad{dtype=fp16,filter_h=7,filter_w=7,pad_h=3,pad_w=3,stride_h=1,stride_w=1,waves=8,r_split=4,ho_per_block=8,ws_replicas=2}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2 = internal unnamed_addr addrspace(3) global [14336 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fma.f32(float, float, float)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %rgrp24 = urem i32 %wave22, 4
  %part26 = udiv i32 %wave22, 4
  %cblk27 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img28 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk29 = call i32 @llvm.amdgcn.workgroup.id.z()
  %cbase31 = mul i32 %cblk27, 32
  %c32 = add i32 %cbase31, %lane20
  %cok33 = icmp ult i32 %c32, %groups
  %r_lo35 = mul i32 %rgrp24, 2
  %ho_lo37 = mul i32 %hblk29, 8
  %ho_end39 = add i32 %ho_lo37, 8
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
  %pos65 = phi i32 [ %part26, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc66 = phi float [ 0x0000000000000000, %entry ], [ %acc126, %for.latch.1 ]
  %acc67 = phi float [ 0x0000000000000000, %entry ], [ %acc143, %for.latch.1 ]
  %acc68 = phi float [ 0x0000000000000000, %entry ], [ %acc160, %for.latch.1 ]
  %acc69 = phi float [ 0x0000000000000000, %entry ], [ %acc177, %for.latch.1 ]
  %acc70 = phi float [ 0x0000000000000000, %entry ], [ %acc194, %for.latch.1 ]
  %acc71 = phi float [ 0x0000000000000000, %entry ], [ %acc211, %for.latch.1 ]
  %acc72 = phi float [ 0x0000000000000000, %entry ], [ %acc228, %for.latch.1 ]
  %acc73 = phi float [ 0x0000000000000000, %entry ], [ %acc251, %for.latch.1 ]
  %acc74 = phi float [ 0x0000000000000000, %entry ], [ %acc268, %for.latch.1 ]
  %acc75 = phi float [ 0x0000000000000000, %entry ], [ %acc285, %for.latch.1 ]
  %acc76 = phi float [ 0x0000000000000000, %entry ], [ %acc302, %for.latch.1 ]
  %acc77 = phi float [ 0x0000000000000000, %entry ], [ %acc319, %for.latch.1 ]
  %acc78 = phi float [ 0x0000000000000000, %entry ], [ %acc336, %for.latch.1 ]
  %acc79 = phi float [ 0x0000000000000000, %entry ], [ %acc353, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %pos65, %count43
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel80 = udiv i32 %pos65, %wo
  %wo81 = urem i32 %pos65, %wo
  %ho82 = add i32 %ho_lo37, %hrel80
  %dy_row83 = mul i32 %ho82, %dy_stride_h
  %dy_col84 = mul i32 %wo81, %dy_stride_w
  %dy_a85 = add i32 %dy_img47, %dy_row83
  %dy_b86 = add i32 %dy_a85, %dy_col84
  %dy_e87 = add i32 %dy_b86, %c32
  %dy_off89 = shl i32 %dy_e87, 1
  %dy_safe91 = select i1 %cok33, i32 %dy_off89, i32 2147483647
  %dy_raw93 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy44, i32 %dy_safe91, i32 0, i32 0)
  %h94 = bitcast i16 %dy_raw93 to half
  %dy95 = fpext half %h94 to float
  %h_a97 = mul i32 %ho82, 1
  %h_base99 = sub i32 %h_a97, 3
  %w_a101 = mul i32 %wo81, 1
  %w_base103 = sub i32 %w_a101, 3
  %r105 = add i32 %r_lo35, 0
  %hi106 = add i32 %h_base99, %r105
  %hok107 = icmp ult i32 %hi106, %hi
  %x_row108 = mul i32 %hi106, %x_stride_h
  %x_r109 = add i32 %x_img48, %x_row108
  %wi111 = add i32 %w_base103, 0
  %wok112 = icmp ult i32 %wi111, %wi
  %in_img113 = and i1 %hok107, %wok112
  %ok114 = and i1 %in_img113, %cok33
  %x_col115 = mul i32 %wi111, %x_stride_w
  %x_a116 = add i32 %x_r109, %x_col115
  %x_e117 = add i32 %x_a116, %c32
  %x_off119 = shl i32 %x_e117, 1
  %x_safe121 = select i1 %ok114, i32 %x_off119, i32 2147483647
  %x_raw123 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe121, i32 0, i32 0)
  %h124 = bitcast i16 %x_raw123 to half
  %x125 = fpext half %h124 to float
  %acc126 = call float @llvm.fma.f32(float %dy95, float %x125, float %acc66)
  %wi128 = add i32 %w_base103, 1
  %wok129 = icmp ult i32 %wi128, %wi
  %in_img130 = and i1 %hok107, %wok129
  %ok131 = and i1 %in_img130, %cok33
  %x_col132 = mul i32 %wi128, %x_stride_w
  %x_a133 = add i32 %x_r109, %x_col132
  %x_e134 = add i32 %x_a133, %c32
  %x_off136 = shl i32 %x_e134, 1
  %x_safe138 = select i1 %ok131, i32 %x_off136, i32 2147483647
  %x_raw140 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe138, i32 0, i32 0)
  %h141 = bitcast i16 %x_raw140 to half
  %x142 = fpext half %h141 to float
  %acc143 = call float @llvm.fma.f32(float %dy95, float %x142, float %acc67)
  %wi145 = add i32 %w_base103, 2
  %wok146 = icmp ult i32 %wi145, %wi
  %in_img147 = and i1 %hok107, %wok146
  %ok148 = and i1 %in_img147, %cok33
  %x_col149 = mul i32 %wi145, %x_stride_w
  %x_a150 = add i32 %x_r109, %x_col149
  %x_e151 = add i32 %x_a150, %c32
  %x_off153 = shl i32 %x_e151, 1
  %x_safe155 = select i1 %ok148, i32 %x_off153, i32 2147483647
  %x_raw157 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe155, i32 0, i32 0)
  %h158 = bitcast i16 %x_raw157 to half
  %x159 = fpext half %h158 to float
  %acc160 = call float @llvm.fma.f32(float %dy95, float %x159, float %acc68)
  %wi162 = add i32 %w_base103, 3
  %wok163 = icmp ult i32 %wi162, %wi
  %in_img164 = and i1 %hok107, %wok163
  %ok165 = and i1 %in_img164, %cok33
  %x_col166 = mul i32 %wi162, %x_stride_w
  %x_a167 = add i32 %x_r109, %x_col166
  %x_e168 = add i32 %x_a167, %c32
  %x_off170 = shl i32 %x_e168, 1
  %x_safe172 = select i1 %ok165, i32 %x_off170, i32 2147483647
  %x_raw174 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe172, i32 0, i32 0)
  %h175 = bitcast i16 %x_raw174 to half
  %x176 = fpext half %h175 to float
  %acc177 = call float @llvm.fma.f32(float %dy95, float %x176, float %acc69)
  %wi179 = add i32 %w_base103, 4
  %wok180 = icmp ult i32 %wi179, %wi
  %in_img181 = and i1 %hok107, %wok180
  %ok182 = and i1 %in_img181, %cok33
  %x_col183 = mul i32 %wi179, %x_stride_w
  %x_a184 = add i32 %x_r109, %x_col183
  %x_e185 = add i32 %x_a184, %c32
  %x_off187 = shl i32 %x_e185, 1
  %x_safe189 = select i1 %ok182, i32 %x_off187, i32 2147483647
  %x_raw191 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe189, i32 0, i32 0)
  %h192 = bitcast i16 %x_raw191 to half
  %x193 = fpext half %h192 to float
  %acc194 = call float @llvm.fma.f32(float %dy95, float %x193, float %acc70)
  %wi196 = add i32 %w_base103, 5
  %wok197 = icmp ult i32 %wi196, %wi
  %in_img198 = and i1 %hok107, %wok197
  %ok199 = and i1 %in_img198, %cok33
  %x_col200 = mul i32 %wi196, %x_stride_w
  %x_a201 = add i32 %x_r109, %x_col200
  %x_e202 = add i32 %x_a201, %c32
  %x_off204 = shl i32 %x_e202, 1
  %x_safe206 = select i1 %ok199, i32 %x_off204, i32 2147483647
  %x_raw208 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe206, i32 0, i32 0)
  %h209 = bitcast i16 %x_raw208 to half
  %x210 = fpext half %h209 to float
  %acc211 = call float @llvm.fma.f32(float %dy95, float %x210, float %acc71)
  %wi213 = add i32 %w_base103, 6
  %wok214 = icmp ult i32 %wi213, %wi
  %in_img215 = and i1 %hok107, %wok214
  %ok216 = and i1 %in_img215, %cok33
  %x_col217 = mul i32 %wi213, %x_stride_w
  %x_a218 = add i32 %x_r109, %x_col217
  %x_e219 = add i32 %x_a218, %c32
  %x_off221 = shl i32 %x_e219, 1
  %x_safe223 = select i1 %ok216, i32 %x_off221, i32 2147483647
  %x_raw225 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe223, i32 0, i32 0)
  %h226 = bitcast i16 %x_raw225 to half
  %x227 = fpext half %h226 to float
  %acc228 = call float @llvm.fma.f32(float %dy95, float %x227, float %acc72)
  %r230 = add i32 %r_lo35, 1
  %hi231 = add i32 %h_base99, %r230
  %hok232 = icmp ult i32 %hi231, %hi
  %x_row233 = mul i32 %hi231, %x_stride_h
  %x_r234 = add i32 %x_img48, %x_row233
  %wi236 = add i32 %w_base103, 0
  %wok237 = icmp ult i32 %wi236, %wi
  %in_img238 = and i1 %hok232, %wok237
  %ok239 = and i1 %in_img238, %cok33
  %x_col240 = mul i32 %wi236, %x_stride_w
  %x_a241 = add i32 %x_r234, %x_col240
  %x_e242 = add i32 %x_a241, %c32
  %x_off244 = shl i32 %x_e242, 1
  %x_safe246 = select i1 %ok239, i32 %x_off244, i32 2147483647
  %x_raw248 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe246, i32 0, i32 0)
  %h249 = bitcast i16 %x_raw248 to half
  %x250 = fpext half %h249 to float
  %acc251 = call float @llvm.fma.f32(float %dy95, float %x250, float %acc73)
  %wi253 = add i32 %w_base103, 1
  %wok254 = icmp ult i32 %wi253, %wi
  %in_img255 = and i1 %hok232, %wok254
  %ok256 = and i1 %in_img255, %cok33
  %x_col257 = mul i32 %wi253, %x_stride_w
  %x_a258 = add i32 %x_r234, %x_col257
  %x_e259 = add i32 %x_a258, %c32
  %x_off261 = shl i32 %x_e259, 1
  %x_safe263 = select i1 %ok256, i32 %x_off261, i32 2147483647
  %x_raw265 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe263, i32 0, i32 0)
  %h266 = bitcast i16 %x_raw265 to half
  %x267 = fpext half %h266 to float
  %acc268 = call float @llvm.fma.f32(float %dy95, float %x267, float %acc74)
  %wi270 = add i32 %w_base103, 2
  %wok271 = icmp ult i32 %wi270, %wi
  %in_img272 = and i1 %hok232, %wok271
  %ok273 = and i1 %in_img272, %cok33
  %x_col274 = mul i32 %wi270, %x_stride_w
  %x_a275 = add i32 %x_r234, %x_col274
  %x_e276 = add i32 %x_a275, %c32
  %x_off278 = shl i32 %x_e276, 1
  %x_safe280 = select i1 %ok273, i32 %x_off278, i32 2147483647
  %x_raw282 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe280, i32 0, i32 0)
  %h283 = bitcast i16 %x_raw282 to half
  %x284 = fpext half %h283 to float
  %acc285 = call float @llvm.fma.f32(float %dy95, float %x284, float %acc75)
  %wi287 = add i32 %w_base103, 3
  %wok288 = icmp ult i32 %wi287, %wi
  %in_img289 = and i1 %hok232, %wok288
  %ok290 = and i1 %in_img289, %cok33
  %x_col291 = mul i32 %wi287, %x_stride_w
  %x_a292 = add i32 %x_r234, %x_col291
  %x_e293 = add i32 %x_a292, %c32
  %x_off295 = shl i32 %x_e293, 1
  %x_safe297 = select i1 %ok290, i32 %x_off295, i32 2147483647
  %x_raw299 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe297, i32 0, i32 0)
  %h300 = bitcast i16 %x_raw299 to half
  %x301 = fpext half %h300 to float
  %acc302 = call float @llvm.fma.f32(float %dy95, float %x301, float %acc76)
  %wi304 = add i32 %w_base103, 4
  %wok305 = icmp ult i32 %wi304, %wi
  %in_img306 = and i1 %hok232, %wok305
  %ok307 = and i1 %in_img306, %cok33
  %x_col308 = mul i32 %wi304, %x_stride_w
  %x_a309 = add i32 %x_r234, %x_col308
  %x_e310 = add i32 %x_a309, %c32
  %x_off312 = shl i32 %x_e310, 1
  %x_safe314 = select i1 %ok307, i32 %x_off312, i32 2147483647
  %x_raw316 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe314, i32 0, i32 0)
  %h317 = bitcast i16 %x_raw316 to half
  %x318 = fpext half %h317 to float
  %acc319 = call float @llvm.fma.f32(float %dy95, float %x318, float %acc77)
  %wi321 = add i32 %w_base103, 5
  %wok322 = icmp ult i32 %wi321, %wi
  %in_img323 = and i1 %hok232, %wok322
  %ok324 = and i1 %in_img323, %cok33
  %x_col325 = mul i32 %wi321, %x_stride_w
  %x_a326 = add i32 %x_r234, %x_col325
  %x_e327 = add i32 %x_a326, %c32
  %x_off329 = shl i32 %x_e327, 1
  %x_safe331 = select i1 %ok324, i32 %x_off329, i32 2147483647
  %x_raw333 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe331, i32 0, i32 0)
  %h334 = bitcast i16 %x_raw333 to half
  %x335 = fpext half %h334 to float
  %acc336 = call float @llvm.fma.f32(float %dy95, float %x335, float %acc78)
  %wi338 = add i32 %w_base103, 6
  %wok339 = icmp ult i32 %wi338, %wi
  %in_img340 = and i1 %hok232, %wok339
  %ok341 = and i1 %in_img340, %cok33
  %x_col342 = mul i32 %wi338, %x_stride_w
  %x_a343 = add i32 %x_r234, %x_col342
  %x_e344 = add i32 %x_a343, %c32
  %x_off346 = shl i32 %x_e344, 1
  %x_safe348 = select i1 %ok341, i32 %x_off346, i32 2147483647
  %x_raw350 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe348, i32 0, i32 0)
  %h351 = bitcast i16 %x_raw350 to half
  %x352 = fpext half %h351 to float
  %acc353 = call float @llvm.fma.f32(float %dy95, float %x352, float %acc79)
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %pos65, 2
  br label %for.head.1
for.exit.1:
  %slot_base356 = mul i32 %wave22, 14
  %slot358 = add i32 %slot_base356, 0
  %lrow360 = mul i32 %slot358, 32
  %lelem361 = add i32 %lrow360, %lane20
  %loff363 = shl i32 %lelem361, 2
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff363
  store float %acc66, ptr addrspace(3) %gep.6, align 4
  %slot365 = add i32 %slot_base356, 1
  %lrow367 = mul i32 %slot365, 32
  %lelem368 = add i32 %lrow367, %lane20
  %loff370 = shl i32 %lelem368, 2
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff370
  store float %acc67, ptr addrspace(3) %gep.7, align 4
  %slot372 = add i32 %slot_base356, 2
  %lrow374 = mul i32 %slot372, 32
  %lelem375 = add i32 %lrow374, %lane20
  %loff377 = shl i32 %lelem375, 2
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff377
  store float %acc68, ptr addrspace(3) %gep.8, align 4
  %slot379 = add i32 %slot_base356, 3
  %lrow381 = mul i32 %slot379, 32
  %lelem382 = add i32 %lrow381, %lane20
  %loff384 = shl i32 %lelem382, 2
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff384
  store float %acc69, ptr addrspace(3) %gep.9, align 4
  %slot386 = add i32 %slot_base356, 4
  %lrow388 = mul i32 %slot386, 32
  %lelem389 = add i32 %lrow388, %lane20
  %loff391 = shl i32 %lelem389, 2
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff391
  store float %acc70, ptr addrspace(3) %gep.10, align 4
  %slot393 = add i32 %slot_base356, 5
  %lrow395 = mul i32 %slot393, 32
  %lelem396 = add i32 %lrow395, %lane20
  %loff398 = shl i32 %lelem396, 2
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff398
  store float %acc71, ptr addrspace(3) %gep.11, align 4
  %slot400 = add i32 %slot_base356, 6
  %lrow402 = mul i32 %slot400, 32
  %lelem403 = add i32 %lrow402, %lane20
  %loff405 = shl i32 %lelem403, 2
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff405
  store float %acc72, ptr addrspace(3) %gep.12, align 4
  %slot407 = add i32 %slot_base356, 7
  %lrow409 = mul i32 %slot407, 32
  %lelem410 = add i32 %lrow409, %lane20
  %loff412 = shl i32 %lelem410, 2
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff412
  store float %acc73, ptr addrspace(3) %gep.13, align 4
  %slot414 = add i32 %slot_base356, 8
  %lrow416 = mul i32 %slot414, 32
  %lelem417 = add i32 %lrow416, %lane20
  %loff419 = shl i32 %lelem417, 2
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff419
  store float %acc74, ptr addrspace(3) %gep.14, align 4
  %slot421 = add i32 %slot_base356, 9
  %lrow423 = mul i32 %slot421, 32
  %lelem424 = add i32 %lrow423, %lane20
  %loff426 = shl i32 %lelem424, 2
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff426
  store float %acc75, ptr addrspace(3) %gep.15, align 4
  %slot428 = add i32 %slot_base356, 10
  %lrow430 = mul i32 %slot428, 32
  %lelem431 = add i32 %lrow430, %lane20
  %loff433 = shl i32 %lelem431, 2
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff433
  store float %acc76, ptr addrspace(3) %gep.16, align 4
  %slot435 = add i32 %slot_base356, 11
  %lrow437 = mul i32 %slot435, 32
  %lelem438 = add i32 %lrow437, %lane20
  %loff440 = shl i32 %lelem438, 2
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff440
  store float %acc77, ptr addrspace(3) %gep.17, align 4
  %slot442 = add i32 %slot_base356, 12
  %lrow444 = mul i32 %slot442, 32
  %lelem445 = add i32 %lrow444, %lane20
  %loff447 = shl i32 %lelem445, 2
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff447
  store float %acc78, ptr addrspace(3) %gep.18, align 4
  %slot449 = add i32 %slot_base356, 13
  %lrow451 = mul i32 %slot449, 32
  %lelem452 = add i32 %lrow451, %lane20
  %loff454 = shl i32 %lelem452, 2
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff454
  store float %acc79, ptr addrspace(3) %gep.19, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lead456 = icmp ult i32 %wave22, 4
  br i1 %lead456, label %if.then.2, label %if.end.2
if.then.2:
  %peer458 = add i32 %rgrp24, 4
  %peer_base460 = mul i32 %peer458, 14
  %slot462 = add i32 %peer_base460, 0
  %lrow464 = mul i32 %slot462, 32
  %lelem465 = add i32 %lrow464, %lane20
  %loff467 = shl i32 %lelem465, 2
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff467
  %part468 = load float, ptr addrspace(3) %gep.20, align 4
  %sum469 = fadd float %acc66, %part468
  %peer471 = add i32 %rgrp24, 4
  %peer_base473 = mul i32 %peer471, 14
  %slot475 = add i32 %peer_base473, 1
  %lrow477 = mul i32 %slot475, 32
  %lelem478 = add i32 %lrow477, %lane20
  %loff480 = shl i32 %lelem478, 2
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff480
  %part481 = load float, ptr addrspace(3) %gep.21, align 4
  %sum482 = fadd float %acc67, %part481
  %peer484 = add i32 %rgrp24, 4
  %peer_base486 = mul i32 %peer484, 14
  %slot488 = add i32 %peer_base486, 2
  %lrow490 = mul i32 %slot488, 32
  %lelem491 = add i32 %lrow490, %lane20
  %loff493 = shl i32 %lelem491, 2
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff493
  %part494 = load float, ptr addrspace(3) %gep.22, align 4
  %sum495 = fadd float %acc68, %part494
  %peer497 = add i32 %rgrp24, 4
  %peer_base499 = mul i32 %peer497, 14
  %slot501 = add i32 %peer_base499, 3
  %lrow503 = mul i32 %slot501, 32
  %lelem504 = add i32 %lrow503, %lane20
  %loff506 = shl i32 %lelem504, 2
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff506
  %part507 = load float, ptr addrspace(3) %gep.23, align 4
  %sum508 = fadd float %acc69, %part507
  %peer510 = add i32 %rgrp24, 4
  %peer_base512 = mul i32 %peer510, 14
  %slot514 = add i32 %peer_base512, 4
  %lrow516 = mul i32 %slot514, 32
  %lelem517 = add i32 %lrow516, %lane20
  %loff519 = shl i32 %lelem517, 2
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff519
  %part520 = load float, ptr addrspace(3) %gep.24, align 4
  %sum521 = fadd float %acc70, %part520
  %peer523 = add i32 %rgrp24, 4
  %peer_base525 = mul i32 %peer523, 14
  %slot527 = add i32 %peer_base525, 5
  %lrow529 = mul i32 %slot527, 32
  %lelem530 = add i32 %lrow529, %lane20
  %loff532 = shl i32 %lelem530, 2
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff532
  %part533 = load float, ptr addrspace(3) %gep.25, align 4
  %sum534 = fadd float %acc71, %part533
  %peer536 = add i32 %rgrp24, 4
  %peer_base538 = mul i32 %peer536, 14
  %slot540 = add i32 %peer_base538, 6
  %lrow542 = mul i32 %slot540, 32
  %lelem543 = add i32 %lrow542, %lane20
  %loff545 = shl i32 %lelem543, 2
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff545
  %part546 = load float, ptr addrspace(3) %gep.26, align 4
  %sum547 = fadd float %acc72, %part546
  %peer549 = add i32 %rgrp24, 4
  %peer_base551 = mul i32 %peer549, 14
  %slot553 = add i32 %peer_base551, 7
  %lrow555 = mul i32 %slot553, 32
  %lelem556 = add i32 %lrow555, %lane20
  %loff558 = shl i32 %lelem556, 2
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff558
  %part559 = load float, ptr addrspace(3) %gep.27, align 4
  %sum560 = fadd float %acc73, %part559
  %peer562 = add i32 %rgrp24, 4
  %peer_base564 = mul i32 %peer562, 14
  %slot566 = add i32 %peer_base564, 8
  %lrow568 = mul i32 %slot566, 32
  %lelem569 = add i32 %lrow568, %lane20
  %loff571 = shl i32 %lelem569, 2
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff571
  %part572 = load float, ptr addrspace(3) %gep.28, align 4
  %sum573 = fadd float %acc74, %part572
  %peer575 = add i32 %rgrp24, 4
  %peer_base577 = mul i32 %peer575, 14
  %slot579 = add i32 %peer_base577, 9
  %lrow581 = mul i32 %slot579, 32
  %lelem582 = add i32 %lrow581, %lane20
  %loff584 = shl i32 %lelem582, 2
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff584
  %part585 = load float, ptr addrspace(3) %gep.29, align 4
  %sum586 = fadd float %acc75, %part585
  %peer588 = add i32 %rgrp24, 4
  %peer_base590 = mul i32 %peer588, 14
  %slot592 = add i32 %peer_base590, 10
  %lrow594 = mul i32 %slot592, 32
  %lelem595 = add i32 %lrow594, %lane20
  %loff597 = shl i32 %lelem595, 2
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff597
  %part598 = load float, ptr addrspace(3) %gep.30, align 4
  %sum599 = fadd float %acc76, %part598
  %peer601 = add i32 %rgrp24, 4
  %peer_base603 = mul i32 %peer601, 14
  %slot605 = add i32 %peer_base603, 11
  %lrow607 = mul i32 %slot605, 32
  %lelem608 = add i32 %lrow607, %lane20
  %loff610 = shl i32 %lelem608, 2
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff610
  %part611 = load float, ptr addrspace(3) %gep.31, align 4
  %sum612 = fadd float %acc77, %part611
  %peer614 = add i32 %rgrp24, 4
  %peer_base616 = mul i32 %peer614, 14
  %slot618 = add i32 %peer_base616, 12
  %lrow620 = mul i32 %slot618, 32
  %lelem621 = add i32 %lrow620, %lane20
  %loff623 = shl i32 %lelem621, 2
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff623
  %part624 = load float, ptr addrspace(3) %gep.32, align 4
  %sum625 = fadd float %acc78, %part624
  %peer627 = add i32 %rgrp24, 4
  %peer_base629 = mul i32 %peer627, 14
  %slot631 = add i32 %peer_base629, 13
  %lrow633 = mul i32 %slot631, 32
  %lelem634 = add i32 %lrow633, %lane20
  %loff636 = shl i32 %lelem634, 2
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff636
  %part637 = load float, ptr addrspace(3) %gep.33, align 4
  %sum638 = fadd float %acc79, %part637
  %slab640 = urem i32 %img28, 2
  %slab_c641 = mul i32 %slab640, %groups
  %chan642 = add i32 %slab_c641, %c32
  %chan_r644 = mul i32 %chan642, 7
  br i1 %cok33, label %if.then.3, label %if.end.3
if.then.3:
  %r646 = add i32 %r_lo35, 0
  %rok648 = icmp ult i32 %r646, 7
  br i1 %rok648, label %if.then.4, label %if.end.4
if.then.4:
  %rr649 = add i32 %chan_r644, %r646
  %tap_base651 = mul i32 %rr649, 7
  %tap653 = add i32 %tap_base651, 0
  %ws_off655 = shl i32 %tap653, 2
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum469, ptr addrspace(8) %rws46, i32 %ws_off655, i32 0, i32 20)
  %tap658 = add i32 %tap_base651, 1
  %ws_off660 = shl i32 %tap658, 2
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum482, ptr addrspace(8) %rws46, i32 %ws_off660, i32 0, i32 20)
  %tap663 = add i32 %tap_base651, 2
  %ws_off665 = shl i32 %tap663, 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum495, ptr addrspace(8) %rws46, i32 %ws_off665, i32 0, i32 20)
  %tap668 = add i32 %tap_base651, 3
  %ws_off670 = shl i32 %tap668, 2
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum508, ptr addrspace(8) %rws46, i32 %ws_off670, i32 0, i32 20)
  %tap673 = add i32 %tap_base651, 4
  %ws_off675 = shl i32 %tap673, 2
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum521, ptr addrspace(8) %rws46, i32 %ws_off675, i32 0, i32 20)
  %tap678 = add i32 %tap_base651, 5
  %ws_off680 = shl i32 %tap678, 2
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum534, ptr addrspace(8) %rws46, i32 %ws_off680, i32 0, i32 20)
  %tap683 = add i32 %tap_base651, 6
  %ws_off685 = shl i32 %tap683, 2
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum547, ptr addrspace(8) %rws46, i32 %ws_off685, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %r688 = add i32 %r_lo35, 1
  %rok690 = icmp ult i32 %r688, 7
  br i1 %rok690, label %if.then.5, label %if.end.5
if.then.5:
  %rr691 = add i32 %chan_r644, %r688
  %tap_base693 = mul i32 %rr691, 7
  %tap695 = add i32 %tap_base693, 0
  %ws_off697 = shl i32 %tap695, 2
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum560, ptr addrspace(8) %rws46, i32 %ws_off697, i32 0, i32 20)
  %tap700 = add i32 %tap_base693, 1
  %ws_off702 = shl i32 %tap700, 2
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum573, ptr addrspace(8) %rws46, i32 %ws_off702, i32 0, i32 20)
  %tap705 = add i32 %tap_base693, 2
  %ws_off707 = shl i32 %tap705, 2
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum586, ptr addrspace(8) %rws46, i32 %ws_off707, i32 0, i32 20)
  %tap710 = add i32 %tap_base693, 3
  %ws_off712 = shl i32 %tap710, 2
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum599, ptr addrspace(8) %rws46, i32 %ws_off712, i32 0, i32 20)
  %tap715 = add i32 %tap_base693, 4
  %ws_off717 = shl i32 %tap715, 2
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum612, ptr addrspace(8) %rws46, i32 %ws_off717, i32 0, i32 20)
  %tap720 = add i32 %tap_base693, 5
  %ws_off722 = shl i32 %tap720, 2
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum625, ptr addrspace(8) %rws46, i32 %ws_off722, i32 0, i32 20)
  %tap725 = add i32 %tap_base693, 6
  %ws_off727 = shl i32 %tap725, 2
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum638, ptr addrspace(8) %rws46, i32 %ws_off727, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
