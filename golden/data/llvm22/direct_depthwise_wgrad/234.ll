; irgate direct_depthwise_wgrad{dtype=fp16,filter_h=7,filter_w=7,pad_h=3,pad_w=3,stride_h=1,stride_w=1,waves=8,r_split=4,ho_per_block=8,ws_replicas=2,tap_rows=0,tap_cols=0}@gfx1250 flavor=llvm22
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

define amdgpu_kernel void @irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid26 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane28 = and i32 %tid26, 31
  %wave30 = lshr i32 %tid26, 5
  %rgrp32 = urem i32 %wave30, 4
  %part34 = udiv i32 %wave30, 4
  %cblk35 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img36 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk37 = call i32 @llvm.amdgcn.workgroup.id.z()
  %cbase39 = mul i32 %cblk35, 32
  %c40 = add i32 %cbase39, %lane28
  %cok41 = icmp ult i32 %c40, %groups
  %r_lo43 = mul i32 %rgrp32, 2
  %ho_lo45 = mul i32 %hblk37, 8
  %ho_end47 = add i32 %ho_lo45, 8
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
  %pos73 = phi i32 [ %part34, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc74 = phi float [ 0x0000000000000000, %entry ], [ %acc134, %for.latch.1 ]
  %acc75 = phi float [ 0x0000000000000000, %entry ], [ %acc151, %for.latch.1 ]
  %acc76 = phi float [ 0x0000000000000000, %entry ], [ %acc168, %for.latch.1 ]
  %acc77 = phi float [ 0x0000000000000000, %entry ], [ %acc185, %for.latch.1 ]
  %acc78 = phi float [ 0x0000000000000000, %entry ], [ %acc202, %for.latch.1 ]
  %acc79 = phi float [ 0x0000000000000000, %entry ], [ %acc219, %for.latch.1 ]
  %acc80 = phi float [ 0x0000000000000000, %entry ], [ %acc236, %for.latch.1 ]
  %acc81 = phi float [ 0x0000000000000000, %entry ], [ %acc259, %for.latch.1 ]
  %acc82 = phi float [ 0x0000000000000000, %entry ], [ %acc276, %for.latch.1 ]
  %acc83 = phi float [ 0x0000000000000000, %entry ], [ %acc293, %for.latch.1 ]
  %acc84 = phi float [ 0x0000000000000000, %entry ], [ %acc310, %for.latch.1 ]
  %acc85 = phi float [ 0x0000000000000000, %entry ], [ %acc327, %for.latch.1 ]
  %acc86 = phi float [ 0x0000000000000000, %entry ], [ %acc344, %for.latch.1 ]
  %acc87 = phi float [ 0x0000000000000000, %entry ], [ %acc361, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %pos73, %count51
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel88 = udiv i32 %pos73, %wo
  %wo89 = urem i32 %pos73, %wo
  %ho90 = add i32 %ho_lo45, %hrel88
  %dy_row91 = mul i32 %ho90, %dy_stride_h
  %dy_col92 = mul i32 %wo89, %dy_stride_w
  %dy_a93 = add i32 %dy_img55, %dy_row91
  %dy_b94 = add i32 %dy_a93, %dy_col92
  %dy_e95 = add i32 %dy_b94, %c40
  %dy_off97 = shl i32 %dy_e95, 1
  %dy_safe99 = select i1 %cok41, i32 %dy_off97, i32 2147483647
  %dy_raw101 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy52, i32 %dy_safe99, i32 0, i32 0)
  %h102 = bitcast i16 %dy_raw101 to half
  %dy103 = fpext half %h102 to float
  %h_a105 = mul i32 %ho90, 1
  %h_base107 = sub i32 %h_a105, 3
  %w_a109 = mul i32 %wo89, 1
  %w_base111 = sub i32 %w_a109, 3
  %r113 = add i32 %r_lo43, 0
  %hi114 = add i32 %h_base107, %r113
  %hok115 = icmp ult i32 %hi114, %hi
  %x_row116 = mul i32 %hi114, %x_stride_h
  %x_r117 = add i32 %x_img56, %x_row116
  %wi119 = add i32 %w_base111, 0
  %wok120 = icmp ult i32 %wi119, %wi
  %in_img121 = and i1 %hok115, %wok120
  %ok122 = and i1 %in_img121, %cok41
  %x_col123 = mul i32 %wi119, %x_stride_w
  %x_a124 = add i32 %x_r117, %x_col123
  %x_e125 = add i32 %x_a124, %c40
  %x_off127 = shl i32 %x_e125, 1
  %x_safe129 = select i1 %ok122, i32 %x_off127, i32 2147483647
  %x_raw131 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe129, i32 0, i32 0)
  %h132 = bitcast i16 %x_raw131 to half
  %x133 = fpext half %h132 to float
  %acc134 = call float @llvm.fma.f32(float %dy103, float %x133, float %acc74)
  %wi136 = add i32 %w_base111, 1
  %wok137 = icmp ult i32 %wi136, %wi
  %in_img138 = and i1 %hok115, %wok137
  %ok139 = and i1 %in_img138, %cok41
  %x_col140 = mul i32 %wi136, %x_stride_w
  %x_a141 = add i32 %x_r117, %x_col140
  %x_e142 = add i32 %x_a141, %c40
  %x_off144 = shl i32 %x_e142, 1
  %x_safe146 = select i1 %ok139, i32 %x_off144, i32 2147483647
  %x_raw148 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe146, i32 0, i32 0)
  %h149 = bitcast i16 %x_raw148 to half
  %x150 = fpext half %h149 to float
  %acc151 = call float @llvm.fma.f32(float %dy103, float %x150, float %acc75)
  %wi153 = add i32 %w_base111, 2
  %wok154 = icmp ult i32 %wi153, %wi
  %in_img155 = and i1 %hok115, %wok154
  %ok156 = and i1 %in_img155, %cok41
  %x_col157 = mul i32 %wi153, %x_stride_w
  %x_a158 = add i32 %x_r117, %x_col157
  %x_e159 = add i32 %x_a158, %c40
  %x_off161 = shl i32 %x_e159, 1
  %x_safe163 = select i1 %ok156, i32 %x_off161, i32 2147483647
  %x_raw165 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe163, i32 0, i32 0)
  %h166 = bitcast i16 %x_raw165 to half
  %x167 = fpext half %h166 to float
  %acc168 = call float @llvm.fma.f32(float %dy103, float %x167, float %acc76)
  %wi170 = add i32 %w_base111, 3
  %wok171 = icmp ult i32 %wi170, %wi
  %in_img172 = and i1 %hok115, %wok171
  %ok173 = and i1 %in_img172, %cok41
  %x_col174 = mul i32 %wi170, %x_stride_w
  %x_a175 = add i32 %x_r117, %x_col174
  %x_e176 = add i32 %x_a175, %c40
  %x_off178 = shl i32 %x_e176, 1
  %x_safe180 = select i1 %ok173, i32 %x_off178, i32 2147483647
  %x_raw182 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe180, i32 0, i32 0)
  %h183 = bitcast i16 %x_raw182 to half
  %x184 = fpext half %h183 to float
  %acc185 = call float @llvm.fma.f32(float %dy103, float %x184, float %acc77)
  %wi187 = add i32 %w_base111, 4
  %wok188 = icmp ult i32 %wi187, %wi
  %in_img189 = and i1 %hok115, %wok188
  %ok190 = and i1 %in_img189, %cok41
  %x_col191 = mul i32 %wi187, %x_stride_w
  %x_a192 = add i32 %x_r117, %x_col191
  %x_e193 = add i32 %x_a192, %c40
  %x_off195 = shl i32 %x_e193, 1
  %x_safe197 = select i1 %ok190, i32 %x_off195, i32 2147483647
  %x_raw199 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe197, i32 0, i32 0)
  %h200 = bitcast i16 %x_raw199 to half
  %x201 = fpext half %h200 to float
  %acc202 = call float @llvm.fma.f32(float %dy103, float %x201, float %acc78)
  %wi204 = add i32 %w_base111, 5
  %wok205 = icmp ult i32 %wi204, %wi
  %in_img206 = and i1 %hok115, %wok205
  %ok207 = and i1 %in_img206, %cok41
  %x_col208 = mul i32 %wi204, %x_stride_w
  %x_a209 = add i32 %x_r117, %x_col208
  %x_e210 = add i32 %x_a209, %c40
  %x_off212 = shl i32 %x_e210, 1
  %x_safe214 = select i1 %ok207, i32 %x_off212, i32 2147483647
  %x_raw216 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe214, i32 0, i32 0)
  %h217 = bitcast i16 %x_raw216 to half
  %x218 = fpext half %h217 to float
  %acc219 = call float @llvm.fma.f32(float %dy103, float %x218, float %acc79)
  %wi221 = add i32 %w_base111, 6
  %wok222 = icmp ult i32 %wi221, %wi
  %in_img223 = and i1 %hok115, %wok222
  %ok224 = and i1 %in_img223, %cok41
  %x_col225 = mul i32 %wi221, %x_stride_w
  %x_a226 = add i32 %x_r117, %x_col225
  %x_e227 = add i32 %x_a226, %c40
  %x_off229 = shl i32 %x_e227, 1
  %x_safe231 = select i1 %ok224, i32 %x_off229, i32 2147483647
  %x_raw233 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe231, i32 0, i32 0)
  %h234 = bitcast i16 %x_raw233 to half
  %x235 = fpext half %h234 to float
  %acc236 = call float @llvm.fma.f32(float %dy103, float %x235, float %acc80)
  %r238 = add i32 %r_lo43, 1
  %hi239 = add i32 %h_base107, %r238
  %hok240 = icmp ult i32 %hi239, %hi
  %x_row241 = mul i32 %hi239, %x_stride_h
  %x_r242 = add i32 %x_img56, %x_row241
  %wi244 = add i32 %w_base111, 0
  %wok245 = icmp ult i32 %wi244, %wi
  %in_img246 = and i1 %hok240, %wok245
  %ok247 = and i1 %in_img246, %cok41
  %x_col248 = mul i32 %wi244, %x_stride_w
  %x_a249 = add i32 %x_r242, %x_col248
  %x_e250 = add i32 %x_a249, %c40
  %x_off252 = shl i32 %x_e250, 1
  %x_safe254 = select i1 %ok247, i32 %x_off252, i32 2147483647
  %x_raw256 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe254, i32 0, i32 0)
  %h257 = bitcast i16 %x_raw256 to half
  %x258 = fpext half %h257 to float
  %acc259 = call float @llvm.fma.f32(float %dy103, float %x258, float %acc81)
  %wi261 = add i32 %w_base111, 1
  %wok262 = icmp ult i32 %wi261, %wi
  %in_img263 = and i1 %hok240, %wok262
  %ok264 = and i1 %in_img263, %cok41
  %x_col265 = mul i32 %wi261, %x_stride_w
  %x_a266 = add i32 %x_r242, %x_col265
  %x_e267 = add i32 %x_a266, %c40
  %x_off269 = shl i32 %x_e267, 1
  %x_safe271 = select i1 %ok264, i32 %x_off269, i32 2147483647
  %x_raw273 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe271, i32 0, i32 0)
  %h274 = bitcast i16 %x_raw273 to half
  %x275 = fpext half %h274 to float
  %acc276 = call float @llvm.fma.f32(float %dy103, float %x275, float %acc82)
  %wi278 = add i32 %w_base111, 2
  %wok279 = icmp ult i32 %wi278, %wi
  %in_img280 = and i1 %hok240, %wok279
  %ok281 = and i1 %in_img280, %cok41
  %x_col282 = mul i32 %wi278, %x_stride_w
  %x_a283 = add i32 %x_r242, %x_col282
  %x_e284 = add i32 %x_a283, %c40
  %x_off286 = shl i32 %x_e284, 1
  %x_safe288 = select i1 %ok281, i32 %x_off286, i32 2147483647
  %x_raw290 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe288, i32 0, i32 0)
  %h291 = bitcast i16 %x_raw290 to half
  %x292 = fpext half %h291 to float
  %acc293 = call float @llvm.fma.f32(float %dy103, float %x292, float %acc83)
  %wi295 = add i32 %w_base111, 3
  %wok296 = icmp ult i32 %wi295, %wi
  %in_img297 = and i1 %hok240, %wok296
  %ok298 = and i1 %in_img297, %cok41
  %x_col299 = mul i32 %wi295, %x_stride_w
  %x_a300 = add i32 %x_r242, %x_col299
  %x_e301 = add i32 %x_a300, %c40
  %x_off303 = shl i32 %x_e301, 1
  %x_safe305 = select i1 %ok298, i32 %x_off303, i32 2147483647
  %x_raw307 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe305, i32 0, i32 0)
  %h308 = bitcast i16 %x_raw307 to half
  %x309 = fpext half %h308 to float
  %acc310 = call float @llvm.fma.f32(float %dy103, float %x309, float %acc84)
  %wi312 = add i32 %w_base111, 4
  %wok313 = icmp ult i32 %wi312, %wi
  %in_img314 = and i1 %hok240, %wok313
  %ok315 = and i1 %in_img314, %cok41
  %x_col316 = mul i32 %wi312, %x_stride_w
  %x_a317 = add i32 %x_r242, %x_col316
  %x_e318 = add i32 %x_a317, %c40
  %x_off320 = shl i32 %x_e318, 1
  %x_safe322 = select i1 %ok315, i32 %x_off320, i32 2147483647
  %x_raw324 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe322, i32 0, i32 0)
  %h325 = bitcast i16 %x_raw324 to half
  %x326 = fpext half %h325 to float
  %acc327 = call float @llvm.fma.f32(float %dy103, float %x326, float %acc85)
  %wi329 = add i32 %w_base111, 5
  %wok330 = icmp ult i32 %wi329, %wi
  %in_img331 = and i1 %hok240, %wok330
  %ok332 = and i1 %in_img331, %cok41
  %x_col333 = mul i32 %wi329, %x_stride_w
  %x_a334 = add i32 %x_r242, %x_col333
  %x_e335 = add i32 %x_a334, %c40
  %x_off337 = shl i32 %x_e335, 1
  %x_safe339 = select i1 %ok332, i32 %x_off337, i32 2147483647
  %x_raw341 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe339, i32 0, i32 0)
  %h342 = bitcast i16 %x_raw341 to half
  %x343 = fpext half %h342 to float
  %acc344 = call float @llvm.fma.f32(float %dy103, float %x343, float %acc86)
  %wi346 = add i32 %w_base111, 6
  %wok347 = icmp ult i32 %wi346, %wi
  %in_img348 = and i1 %hok240, %wok347
  %ok349 = and i1 %in_img348, %cok41
  %x_col350 = mul i32 %wi346, %x_stride_w
  %x_a351 = add i32 %x_r242, %x_col350
  %x_e352 = add i32 %x_a351, %c40
  %x_off354 = shl i32 %x_e352, 1
  %x_safe356 = select i1 %ok349, i32 %x_off354, i32 2147483647
  %x_raw358 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx53, i32 %x_safe356, i32 0, i32 0)
  %h359 = bitcast i16 %x_raw358 to half
  %x360 = fpext half %h359 to float
  %acc361 = call float @llvm.fma.f32(float %dy103, float %x360, float %acc87)
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %pos73, 2
  br label %for.head.1
for.exit.1:
  %slot_base364 = mul i32 %wave30, 14
  %slot366 = add i32 %slot_base364, 0
  %lrow368 = mul i32 %slot366, 32
  %lelem369 = add i32 %lrow368, %lane28
  %loff371 = shl i32 %lelem369, 2
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff371
  store float %acc74, ptr addrspace(3) %gep.6, align 4
  %slot373 = add i32 %slot_base364, 1
  %lrow375 = mul i32 %slot373, 32
  %lelem376 = add i32 %lrow375, %lane28
  %loff378 = shl i32 %lelem376, 2
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff378
  store float %acc75, ptr addrspace(3) %gep.7, align 4
  %slot380 = add i32 %slot_base364, 2
  %lrow382 = mul i32 %slot380, 32
  %lelem383 = add i32 %lrow382, %lane28
  %loff385 = shl i32 %lelem383, 2
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff385
  store float %acc76, ptr addrspace(3) %gep.8, align 4
  %slot387 = add i32 %slot_base364, 3
  %lrow389 = mul i32 %slot387, 32
  %lelem390 = add i32 %lrow389, %lane28
  %loff392 = shl i32 %lelem390, 2
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff392
  store float %acc77, ptr addrspace(3) %gep.9, align 4
  %slot394 = add i32 %slot_base364, 4
  %lrow396 = mul i32 %slot394, 32
  %lelem397 = add i32 %lrow396, %lane28
  %loff399 = shl i32 %lelem397, 2
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff399
  store float %acc78, ptr addrspace(3) %gep.10, align 4
  %slot401 = add i32 %slot_base364, 5
  %lrow403 = mul i32 %slot401, 32
  %lelem404 = add i32 %lrow403, %lane28
  %loff406 = shl i32 %lelem404, 2
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff406
  store float %acc79, ptr addrspace(3) %gep.11, align 4
  %slot408 = add i32 %slot_base364, 6
  %lrow410 = mul i32 %slot408, 32
  %lelem411 = add i32 %lrow410, %lane28
  %loff413 = shl i32 %lelem411, 2
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff413
  store float %acc80, ptr addrspace(3) %gep.12, align 4
  %slot415 = add i32 %slot_base364, 7
  %lrow417 = mul i32 %slot415, 32
  %lelem418 = add i32 %lrow417, %lane28
  %loff420 = shl i32 %lelem418, 2
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff420
  store float %acc81, ptr addrspace(3) %gep.13, align 4
  %slot422 = add i32 %slot_base364, 8
  %lrow424 = mul i32 %slot422, 32
  %lelem425 = add i32 %lrow424, %lane28
  %loff427 = shl i32 %lelem425, 2
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff427
  store float %acc82, ptr addrspace(3) %gep.14, align 4
  %slot429 = add i32 %slot_base364, 9
  %lrow431 = mul i32 %slot429, 32
  %lelem432 = add i32 %lrow431, %lane28
  %loff434 = shl i32 %lelem432, 2
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff434
  store float %acc83, ptr addrspace(3) %gep.15, align 4
  %slot436 = add i32 %slot_base364, 10
  %lrow438 = mul i32 %slot436, 32
  %lelem439 = add i32 %lrow438, %lane28
  %loff441 = shl i32 %lelem439, 2
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff441
  store float %acc84, ptr addrspace(3) %gep.16, align 4
  %slot443 = add i32 %slot_base364, 11
  %lrow445 = mul i32 %slot443, 32
  %lelem446 = add i32 %lrow445, %lane28
  %loff448 = shl i32 %lelem446, 2
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff448
  store float %acc85, ptr addrspace(3) %gep.17, align 4
  %slot450 = add i32 %slot_base364, 12
  %lrow452 = mul i32 %slot450, 32
  %lelem453 = add i32 %lrow452, %lane28
  %loff455 = shl i32 %lelem453, 2
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff455
  store float %acc86, ptr addrspace(3) %gep.18, align 4
  %slot457 = add i32 %slot_base364, 13
  %lrow459 = mul i32 %slot457, 32
  %lelem460 = add i32 %lrow459, %lane28
  %loff462 = shl i32 %lelem460, 2
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff462
  store float %acc87, ptr addrspace(3) %gep.19, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lead464 = icmp ult i32 %wave30, 4
  br i1 %lead464, label %if.then.2, label %if.end.2
if.then.2:
  %peer466 = add i32 %rgrp32, 4
  %peer_base468 = mul i32 %peer466, 14
  %slot470 = add i32 %peer_base468, 0
  %lrow472 = mul i32 %slot470, 32
  %lelem473 = add i32 %lrow472, %lane28
  %loff475 = shl i32 %lelem473, 2
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff475
  %part476 = load float, ptr addrspace(3) %gep.20, align 4
  %sum477 = fadd float %acc74, %part476
  %peer479 = add i32 %rgrp32, 4
  %peer_base481 = mul i32 %peer479, 14
  %slot483 = add i32 %peer_base481, 1
  %lrow485 = mul i32 %slot483, 32
  %lelem486 = add i32 %lrow485, %lane28
  %loff488 = shl i32 %lelem486, 2
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff488
  %part489 = load float, ptr addrspace(3) %gep.21, align 4
  %sum490 = fadd float %acc75, %part489
  %peer492 = add i32 %rgrp32, 4
  %peer_base494 = mul i32 %peer492, 14
  %slot496 = add i32 %peer_base494, 2
  %lrow498 = mul i32 %slot496, 32
  %lelem499 = add i32 %lrow498, %lane28
  %loff501 = shl i32 %lelem499, 2
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff501
  %part502 = load float, ptr addrspace(3) %gep.22, align 4
  %sum503 = fadd float %acc76, %part502
  %peer505 = add i32 %rgrp32, 4
  %peer_base507 = mul i32 %peer505, 14
  %slot509 = add i32 %peer_base507, 3
  %lrow511 = mul i32 %slot509, 32
  %lelem512 = add i32 %lrow511, %lane28
  %loff514 = shl i32 %lelem512, 2
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff514
  %part515 = load float, ptr addrspace(3) %gep.23, align 4
  %sum516 = fadd float %acc77, %part515
  %peer518 = add i32 %rgrp32, 4
  %peer_base520 = mul i32 %peer518, 14
  %slot522 = add i32 %peer_base520, 4
  %lrow524 = mul i32 %slot522, 32
  %lelem525 = add i32 %lrow524, %lane28
  %loff527 = shl i32 %lelem525, 2
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff527
  %part528 = load float, ptr addrspace(3) %gep.24, align 4
  %sum529 = fadd float %acc78, %part528
  %peer531 = add i32 %rgrp32, 4
  %peer_base533 = mul i32 %peer531, 14
  %slot535 = add i32 %peer_base533, 5
  %lrow537 = mul i32 %slot535, 32
  %lelem538 = add i32 %lrow537, %lane28
  %loff540 = shl i32 %lelem538, 2
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff540
  %part541 = load float, ptr addrspace(3) %gep.25, align 4
  %sum542 = fadd float %acc79, %part541
  %peer544 = add i32 %rgrp32, 4
  %peer_base546 = mul i32 %peer544, 14
  %slot548 = add i32 %peer_base546, 6
  %lrow550 = mul i32 %slot548, 32
  %lelem551 = add i32 %lrow550, %lane28
  %loff553 = shl i32 %lelem551, 2
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff553
  %part554 = load float, ptr addrspace(3) %gep.26, align 4
  %sum555 = fadd float %acc80, %part554
  %peer557 = add i32 %rgrp32, 4
  %peer_base559 = mul i32 %peer557, 14
  %slot561 = add i32 %peer_base559, 7
  %lrow563 = mul i32 %slot561, 32
  %lelem564 = add i32 %lrow563, %lane28
  %loff566 = shl i32 %lelem564, 2
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff566
  %part567 = load float, ptr addrspace(3) %gep.27, align 4
  %sum568 = fadd float %acc81, %part567
  %peer570 = add i32 %rgrp32, 4
  %peer_base572 = mul i32 %peer570, 14
  %slot574 = add i32 %peer_base572, 8
  %lrow576 = mul i32 %slot574, 32
  %lelem577 = add i32 %lrow576, %lane28
  %loff579 = shl i32 %lelem577, 2
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff579
  %part580 = load float, ptr addrspace(3) %gep.28, align 4
  %sum581 = fadd float %acc82, %part580
  %peer583 = add i32 %rgrp32, 4
  %peer_base585 = mul i32 %peer583, 14
  %slot587 = add i32 %peer_base585, 9
  %lrow589 = mul i32 %slot587, 32
  %lelem590 = add i32 %lrow589, %lane28
  %loff592 = shl i32 %lelem590, 2
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff592
  %part593 = load float, ptr addrspace(3) %gep.29, align 4
  %sum594 = fadd float %acc83, %part593
  %peer596 = add i32 %rgrp32, 4
  %peer_base598 = mul i32 %peer596, 14
  %slot600 = add i32 %peer_base598, 10
  %lrow602 = mul i32 %slot600, 32
  %lelem603 = add i32 %lrow602, %lane28
  %loff605 = shl i32 %lelem603, 2
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff605
  %part606 = load float, ptr addrspace(3) %gep.30, align 4
  %sum607 = fadd float %acc84, %part606
  %peer609 = add i32 %rgrp32, 4
  %peer_base611 = mul i32 %peer609, 14
  %slot613 = add i32 %peer_base611, 11
  %lrow615 = mul i32 %slot613, 32
  %lelem616 = add i32 %lrow615, %lane28
  %loff618 = shl i32 %lelem616, 2
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff618
  %part619 = load float, ptr addrspace(3) %gep.31, align 4
  %sum620 = fadd float %acc85, %part619
  %peer622 = add i32 %rgrp32, 4
  %peer_base624 = mul i32 %peer622, 14
  %slot626 = add i32 %peer_base624, 12
  %lrow628 = mul i32 %slot626, 32
  %lelem629 = add i32 %lrow628, %lane28
  %loff631 = shl i32 %lelem629, 2
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff631
  %part632 = load float, ptr addrspace(3) %gep.32, align 4
  %sum633 = fadd float %acc86, %part632
  %peer635 = add i32 %rgrp32, 4
  %peer_base637 = mul i32 %peer635, 14
  %slot639 = add i32 %peer_base637, 13
  %lrow641 = mul i32 %slot639, 32
  %lelem642 = add i32 %lrow641, %lane28
  %loff644 = shl i32 %lelem642, 2
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp16_f7x7_s1x1_p3x3_w8_rs4_hb8_wsr2, i32 %loff644
  %part645 = load float, ptr addrspace(3) %gep.33, align 4
  %sum646 = fadd float %acc87, %part645
  %slab648 = urem i32 %img36, 2
  %slab_c649 = mul i32 %slab648, %groups
  %chan650 = add i32 %slab_c649, %c40
  %chan_r652 = mul i32 %chan650, 7
  br i1 %cok41, label %if.then.3, label %if.end.3
if.then.3:
  %r654 = add i32 %r_lo43, 0
  %rok656 = icmp ult i32 %r654, 7
  br i1 %rok656, label %if.then.4, label %if.end.4
if.then.4:
  %rr657 = add i32 %chan_r652, %r654
  %tap_base659 = mul i32 %rr657, 7
  %tap661 = add i32 %tap_base659, 0
  %ws_off663 = shl i32 %tap661, 2
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum477, ptr addrspace(8) %rws54, i32 %ws_off663, i32 0, i32 20)
  %tap666 = add i32 %tap_base659, 1
  %ws_off668 = shl i32 %tap666, 2
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum490, ptr addrspace(8) %rws54, i32 %ws_off668, i32 0, i32 20)
  %tap671 = add i32 %tap_base659, 2
  %ws_off673 = shl i32 %tap671, 2
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum503, ptr addrspace(8) %rws54, i32 %ws_off673, i32 0, i32 20)
  %tap676 = add i32 %tap_base659, 3
  %ws_off678 = shl i32 %tap676, 2
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum516, ptr addrspace(8) %rws54, i32 %ws_off678, i32 0, i32 20)
  %tap681 = add i32 %tap_base659, 4
  %ws_off683 = shl i32 %tap681, 2
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum529, ptr addrspace(8) %rws54, i32 %ws_off683, i32 0, i32 20)
  %tap686 = add i32 %tap_base659, 5
  %ws_off688 = shl i32 %tap686, 2
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum542, ptr addrspace(8) %rws54, i32 %ws_off688, i32 0, i32 20)
  %tap691 = add i32 %tap_base659, 6
  %ws_off693 = shl i32 %tap691, 2
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum555, ptr addrspace(8) %rws54, i32 %ws_off693, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %r696 = add i32 %r_lo43, 1
  %rok698 = icmp ult i32 %r696, 7
  br i1 %rok698, label %if.then.5, label %if.end.5
if.then.5:
  %rr699 = add i32 %chan_r652, %r696
  %tap_base701 = mul i32 %rr699, 7
  %tap703 = add i32 %tap_base701, 0
  %ws_off705 = shl i32 %tap703, 2
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum568, ptr addrspace(8) %rws54, i32 %ws_off705, i32 0, i32 20)
  %tap708 = add i32 %tap_base701, 1
  %ws_off710 = shl i32 %tap708, 2
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum581, ptr addrspace(8) %rws54, i32 %ws_off710, i32 0, i32 20)
  %tap713 = add i32 %tap_base701, 2
  %ws_off715 = shl i32 %tap713, 2
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum594, ptr addrspace(8) %rws54, i32 %ws_off715, i32 0, i32 20)
  %tap718 = add i32 %tap_base701, 3
  %ws_off720 = shl i32 %tap718, 2
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum607, ptr addrspace(8) %rws54, i32 %ws_off720, i32 0, i32 20)
  %tap723 = add i32 %tap_base701, 4
  %ws_off725 = shl i32 %tap723, 2
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum620, ptr addrspace(8) %rws54, i32 %ws_off725, i32 0, i32 20)
  %tap728 = add i32 %tap_base701, 5
  %ws_off730 = shl i32 %tap728, 2
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum633, ptr addrspace(8) %rws54, i32 %ws_off730, i32 0, i32 20)
  %tap733 = add i32 %tap_base701, 6
  %ws_off735 = shl i32 %tap733, 2
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %sum646, ptr addrspace(8) %rws54, i32 %ws_off735, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
