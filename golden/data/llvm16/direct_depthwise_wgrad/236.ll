; irgate direct_depthwise_wgrad{dtype=bf16,filter_h=3,filter_w=3,pad_h=0,pad_w=0,stride_h=1,stride_w=1,waves=4,r_split=2,ho_per_block=3,ws_replicas=8}@gfx90a flavor=llvm16
target triple = "amdgcn-amd-amdhsa"

@lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8 = internal unnamed_addr addrspace(3) global [6144 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fma.f32(float, float, float)
declare i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float, <4 x i32>, i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 63
  %wave22 = lshr i32 %tid18, 6
  %rgrp24 = urem i32 %wave22, 2
  %part26 = udiv i32 %wave22, 2
  %cblk27 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img28 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk29 = call i32 @llvm.amdgcn.workgroup.id.z()
  %cbase31 = mul i32 %cblk27, 64
  %c32 = add i32 %cbase31, %lane20
  %cok33 = icmp ult i32 %c32, %groups
  %r_lo35 = mul i32 %rgrp24, 2
  %ho_lo37 = mul i32 %hblk29, 3
  %ho_end39 = add i32 %ho_lo37, 3
  %fits40 = icmp ult i32 %ho_end39, %ho
  %ho_hi41 = select i1 %fits40, i32 %ho_end39, i32 %ho
  %nrows42 = sub i32 %ho_hi41, %ho_lo37
  %count43 = mul i32 %nrows42, %wo
  %addr.1 = ptrtoint ptr addrspace(1) %dy to i64
  %lo.2 = trunc i64 %addr.1 to i32
  %hi.3 = lshr i64 %addr.1, 32
  %hi.4 = trunc i64 %hi.3 to i32
  %hi.5 = and i32 %hi.4, 65535
  %rsrc.6 = insertelement <4 x i32> undef, i32 %lo.2, i32 0
  %rsrc.7 = insertelement <4 x i32> %rsrc.6, i32 %hi.5, i32 1
  %rsrc.8 = insertelement <4 x i32> %rsrc.7, i32 %dy_bytes, i32 2
  %rdy44 = insertelement <4 x i32> %rsrc.8, i32 159744, i32 3
  %addr.9 = ptrtoint ptr addrspace(1) %x to i64
  %lo.10 = trunc i64 %addr.9 to i32
  %hi.11 = lshr i64 %addr.9, 32
  %hi.12 = trunc i64 %hi.11 to i32
  %hi.13 = and i32 %hi.12, 65535
  %rsrc.14 = insertelement <4 x i32> undef, i32 %lo.10, i32 0
  %rsrc.15 = insertelement <4 x i32> %rsrc.14, i32 %hi.13, i32 1
  %rsrc.16 = insertelement <4 x i32> %rsrc.15, i32 %x_bytes, i32 2
  %rx45 = insertelement <4 x i32> %rsrc.16, i32 159744, i32 3
  %addr.17 = ptrtoint ptr addrspace(1) %ws to i64
  %lo.18 = trunc i64 %addr.17 to i32
  %hi.19 = lshr i64 %addr.17, 32
  %hi.20 = trunc i64 %hi.19 to i32
  %hi.21 = and i32 %hi.20, 65535
  %rsrc.22 = insertelement <4 x i32> undef, i32 %lo.18, i32 0
  %rsrc.23 = insertelement <4 x i32> %rsrc.22, i32 %hi.21, i32 1
  %rsrc.24 = insertelement <4 x i32> %rsrc.23, i32 %ws_bytes, i32 2
  %rws46 = insertelement <4 x i32> %rsrc.24, i32 159744, i32 3
  %dy_img47 = mul i32 %img28, %dy_stride_n
  %x_img48 = mul i32 %img28, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos57 = phi i32 [ %part26, %entry ], [ %iv.next.25, %for.latch.1 ]
  %acc58 = phi float [ 0x0000000000000000, %entry ], [ %acc114, %for.latch.1 ]
  %acc59 = phi float [ 0x0000000000000000, %entry ], [ %acc133, %for.latch.1 ]
  %acc60 = phi float [ 0x0000000000000000, %entry ], [ %acc152, %for.latch.1 ]
  %acc61 = phi float [ 0x0000000000000000, %entry ], [ %acc177, %for.latch.1 ]
  %acc62 = phi float [ 0x0000000000000000, %entry ], [ %acc196, %for.latch.1 ]
  %acc63 = phi float [ 0x0000000000000000, %entry ], [ %acc215, %for.latch.1 ]
  %cmp.26 = icmp slt i32 %pos57, %count43
  br i1 %cmp.26, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel64 = udiv i32 %pos57, %wo
  %wo65 = urem i32 %pos57, %wo
  %ho66 = add i32 %ho_lo37, %hrel64
  %dy_row67 = mul i32 %ho66, %dy_stride_h
  %dy_col68 = mul i32 %wo65, %dy_stride_w
  %dy_a69 = add i32 %dy_img47, %dy_row67
  %dy_b70 = add i32 %dy_a69, %dy_col68
  %dy_e71 = add i32 %dy_b70, %c32
  %dy_off73 = shl i32 %dy_e71, 1
  %dy_safe75 = select i1 %cok33, i32 %dy_off73, i32 2147483647
  %dy_raw77 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rdy44, i32 %dy_safe75, i32 0, i32 0)
  %z78 = zext i16 %dy_raw77 to i32
  %sh80 = shl i32 %z78, 16
  %dy81 = bitcast i32 %sh80 to float
  %h_a83 = mul i32 %ho66, 1
  %h_base85 = sub i32 %h_a83, 0
  %w_a87 = mul i32 %wo65, 1
  %w_base89 = sub i32 %w_a87, 0
  %r91 = add i32 %r_lo35, 0
  %hi92 = add i32 %h_base85, %r91
  %hok93 = icmp ult i32 %hi92, %hi
  %x_row94 = mul i32 %hi92, %x_stride_h
  %x_r95 = add i32 %x_img48, %x_row94
  %wi97 = add i32 %w_base89, 0
  %wok98 = icmp ult i32 %wi97, %wi
  %in_img99 = and i1 %hok93, %wok98
  %ok100 = and i1 %in_img99, %cok33
  %x_col101 = mul i32 %wi97, %x_stride_w
  %x_a102 = add i32 %x_r95, %x_col101
  %x_e103 = add i32 %x_a102, %c32
  %x_off105 = shl i32 %x_e103, 1
  %x_safe107 = select i1 %ok100, i32 %x_off105, i32 2147483647
  %x_raw109 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx45, i32 %x_safe107, i32 0, i32 0)
  %z110 = zext i16 %x_raw109 to i32
  %sh112 = shl i32 %z110, 16
  %x113 = bitcast i32 %sh112 to float
  %acc114 = call float @llvm.fma.f32(float %dy81, float %x113, float %acc58)
  %wi116 = add i32 %w_base89, 1
  %wok117 = icmp ult i32 %wi116, %wi
  %in_img118 = and i1 %hok93, %wok117
  %ok119 = and i1 %in_img118, %cok33
  %x_col120 = mul i32 %wi116, %x_stride_w
  %x_a121 = add i32 %x_r95, %x_col120
  %x_e122 = add i32 %x_a121, %c32
  %x_off124 = shl i32 %x_e122, 1
  %x_safe126 = select i1 %ok119, i32 %x_off124, i32 2147483647
  %x_raw128 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx45, i32 %x_safe126, i32 0, i32 0)
  %z129 = zext i16 %x_raw128 to i32
  %sh131 = shl i32 %z129, 16
  %x132 = bitcast i32 %sh131 to float
  %acc133 = call float @llvm.fma.f32(float %dy81, float %x132, float %acc59)
  %wi135 = add i32 %w_base89, 2
  %wok136 = icmp ult i32 %wi135, %wi
  %in_img137 = and i1 %hok93, %wok136
  %ok138 = and i1 %in_img137, %cok33
  %x_col139 = mul i32 %wi135, %x_stride_w
  %x_a140 = add i32 %x_r95, %x_col139
  %x_e141 = add i32 %x_a140, %c32
  %x_off143 = shl i32 %x_e141, 1
  %x_safe145 = select i1 %ok138, i32 %x_off143, i32 2147483647
  %x_raw147 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx45, i32 %x_safe145, i32 0, i32 0)
  %z148 = zext i16 %x_raw147 to i32
  %sh150 = shl i32 %z148, 16
  %x151 = bitcast i32 %sh150 to float
  %acc152 = call float @llvm.fma.f32(float %dy81, float %x151, float %acc60)
  %r154 = add i32 %r_lo35, 1
  %hi155 = add i32 %h_base85, %r154
  %hok156 = icmp ult i32 %hi155, %hi
  %x_row157 = mul i32 %hi155, %x_stride_h
  %x_r158 = add i32 %x_img48, %x_row157
  %wi160 = add i32 %w_base89, 0
  %wok161 = icmp ult i32 %wi160, %wi
  %in_img162 = and i1 %hok156, %wok161
  %ok163 = and i1 %in_img162, %cok33
  %x_col164 = mul i32 %wi160, %x_stride_w
  %x_a165 = add i32 %x_r158, %x_col164
  %x_e166 = add i32 %x_a165, %c32
  %x_off168 = shl i32 %x_e166, 1
  %x_safe170 = select i1 %ok163, i32 %x_off168, i32 2147483647
  %x_raw172 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx45, i32 %x_safe170, i32 0, i32 0)
  %z173 = zext i16 %x_raw172 to i32
  %sh175 = shl i32 %z173, 16
  %x176 = bitcast i32 %sh175 to float
  %acc177 = call float @llvm.fma.f32(float %dy81, float %x176, float %acc61)
  %wi179 = add i32 %w_base89, 1
  %wok180 = icmp ult i32 %wi179, %wi
  %in_img181 = and i1 %hok156, %wok180
  %ok182 = and i1 %in_img181, %cok33
  %x_col183 = mul i32 %wi179, %x_stride_w
  %x_a184 = add i32 %x_r158, %x_col183
  %x_e185 = add i32 %x_a184, %c32
  %x_off187 = shl i32 %x_e185, 1
  %x_safe189 = select i1 %ok182, i32 %x_off187, i32 2147483647
  %x_raw191 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx45, i32 %x_safe189, i32 0, i32 0)
  %z192 = zext i16 %x_raw191 to i32
  %sh194 = shl i32 %z192, 16
  %x195 = bitcast i32 %sh194 to float
  %acc196 = call float @llvm.fma.f32(float %dy81, float %x195, float %acc62)
  %wi198 = add i32 %w_base89, 2
  %wok199 = icmp ult i32 %wi198, %wi
  %in_img200 = and i1 %hok156, %wok199
  %ok201 = and i1 %in_img200, %cok33
  %x_col202 = mul i32 %wi198, %x_stride_w
  %x_a203 = add i32 %x_r158, %x_col202
  %x_e204 = add i32 %x_a203, %c32
  %x_off206 = shl i32 %x_e204, 1
  %x_safe208 = select i1 %ok201, i32 %x_off206, i32 2147483647
  %x_raw210 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx45, i32 %x_safe208, i32 0, i32 0)
  %z211 = zext i16 %x_raw210 to i32
  %sh213 = shl i32 %z211, 16
  %x214 = bitcast i32 %sh213 to float
  %acc215 = call float @llvm.fma.f32(float %dy81, float %x214, float %acc63)
  br label %for.latch.1
for.latch.1:
  %iv.next.25 = add i32 %pos57, 2
  br label %for.head.1
for.exit.1:
  %slot_base218 = mul i32 %wave22, 6
  %slot220 = add i32 %slot_base218, 0
  %lrow222 = mul i32 %slot220, 64
  %lelem223 = add i32 %lrow222, %lane20
  %loff225 = shl i32 %lelem223, 2
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff225
  store float %acc58, ptr addrspace(3) %gep.27, align 4
  %slot227 = add i32 %slot_base218, 1
  %lrow229 = mul i32 %slot227, 64
  %lelem230 = add i32 %lrow229, %lane20
  %loff232 = shl i32 %lelem230, 2
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff232
  store float %acc59, ptr addrspace(3) %gep.28, align 4
  %slot234 = add i32 %slot_base218, 2
  %lrow236 = mul i32 %slot234, 64
  %lelem237 = add i32 %lrow236, %lane20
  %loff239 = shl i32 %lelem237, 2
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff239
  store float %acc60, ptr addrspace(3) %gep.29, align 4
  %slot241 = add i32 %slot_base218, 3
  %lrow243 = mul i32 %slot241, 64
  %lelem244 = add i32 %lrow243, %lane20
  %loff246 = shl i32 %lelem244, 2
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff246
  store float %acc61, ptr addrspace(3) %gep.30, align 4
  %slot248 = add i32 %slot_base218, 4
  %lrow250 = mul i32 %slot248, 64
  %lelem251 = add i32 %lrow250, %lane20
  %loff253 = shl i32 %lelem251, 2
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff253
  store float %acc62, ptr addrspace(3) %gep.31, align 4
  %slot255 = add i32 %slot_base218, 5
  %lrow257 = mul i32 %slot255, 64
  %lelem258 = add i32 %lrow257, %lane20
  %loff260 = shl i32 %lelem258, 2
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff260
  store float %acc63, ptr addrspace(3) %gep.32, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lead262 = icmp ult i32 %wave22, 2
  br i1 %lead262, label %if.then.2, label %if.end.2
if.then.2:
  %peer264 = add i32 %rgrp24, 2
  %peer_base266 = mul i32 %peer264, 6
  %slot268 = add i32 %peer_base266, 0
  %lrow270 = mul i32 %slot268, 64
  %lelem271 = add i32 %lrow270, %lane20
  %loff273 = shl i32 %lelem271, 2
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff273
  %part274 = load float, ptr addrspace(3) %gep.33, align 4
  %sum275 = fadd float %acc58, %part274
  %peer277 = add i32 %rgrp24, 2
  %peer_base279 = mul i32 %peer277, 6
  %slot281 = add i32 %peer_base279, 1
  %lrow283 = mul i32 %slot281, 64
  %lelem284 = add i32 %lrow283, %lane20
  %loff286 = shl i32 %lelem284, 2
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff286
  %part287 = load float, ptr addrspace(3) %gep.34, align 4
  %sum288 = fadd float %acc59, %part287
  %peer290 = add i32 %rgrp24, 2
  %peer_base292 = mul i32 %peer290, 6
  %slot294 = add i32 %peer_base292, 2
  %lrow296 = mul i32 %slot294, 64
  %lelem297 = add i32 %lrow296, %lane20
  %loff299 = shl i32 %lelem297, 2
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff299
  %part300 = load float, ptr addrspace(3) %gep.35, align 4
  %sum301 = fadd float %acc60, %part300
  %peer303 = add i32 %rgrp24, 2
  %peer_base305 = mul i32 %peer303, 6
  %slot307 = add i32 %peer_base305, 3
  %lrow309 = mul i32 %slot307, 64
  %lelem310 = add i32 %lrow309, %lane20
  %loff312 = shl i32 %lelem310, 2
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff312
  %part313 = load float, ptr addrspace(3) %gep.36, align 4
  %sum314 = fadd float %acc61, %part313
  %peer316 = add i32 %rgrp24, 2
  %peer_base318 = mul i32 %peer316, 6
  %slot320 = add i32 %peer_base318, 4
  %lrow322 = mul i32 %slot320, 64
  %lelem323 = add i32 %lrow322, %lane20
  %loff325 = shl i32 %lelem323, 2
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff325
  %part326 = load float, ptr addrspace(3) %gep.37, align 4
  %sum327 = fadd float %acc62, %part326
  %peer329 = add i32 %rgrp24, 2
  %peer_base331 = mul i32 %peer329, 6
  %slot333 = add i32 %peer_base331, 5
  %lrow335 = mul i32 %slot333, 64
  %lelem336 = add i32 %lrow335, %lane20
  %loff338 = shl i32 %lelem336, 2
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_bf16_f3x3_s1x1_p0x0_w4_rs2_hb3_wsr8, i32 %loff338
  %part339 = load float, ptr addrspace(3) %gep.38, align 4
  %sum340 = fadd float %acc63, %part339
  %slab342 = urem i32 %img28, 8
  %slab_c343 = mul i32 %slab342, %groups
  %chan344 = add i32 %slab_c343, %c32
  %chan_r346 = mul i32 %chan344, 3
  br i1 %cok33, label %if.then.3, label %if.end.3
if.then.3:
  %r348 = add i32 %r_lo35, 0
  %rok350 = icmp ult i32 %r348, 3
  br i1 %rok350, label %if.then.4, label %if.end.4
if.then.4:
  %rr351 = add i32 %chan_r346, %r348
  %tap_base353 = mul i32 %rr351, 3
  %tap355 = add i32 %tap_base353, 0
  %ws_off357 = shl i32 %tap355, 2
  %old.39 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum275, <4 x i32> %rws46, i32 %ws_off357, i32 0, i32 0)
  %tap360 = add i32 %tap_base353, 1
  %ws_off362 = shl i32 %tap360, 2
  %old.40 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum288, <4 x i32> %rws46, i32 %ws_off362, i32 0, i32 0)
  %tap365 = add i32 %tap_base353, 2
  %ws_off367 = shl i32 %tap365, 2
  %old.41 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum301, <4 x i32> %rws46, i32 %ws_off367, i32 0, i32 0)
  br label %if.end.4
if.end.4:
  %r370 = add i32 %r_lo35, 1
  %rok372 = icmp ult i32 %r370, 3
  br i1 %rok372, label %if.then.5, label %if.end.5
if.then.5:
  %rr373 = add i32 %chan_r346, %r370
  %tap_base375 = mul i32 %rr373, 3
  %tap377 = add i32 %tap_base375, 0
  %ws_off379 = shl i32 %tap377, 2
  %old.42 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum314, <4 x i32> %rws46, i32 %ws_off379, i32 0, i32 0)
  %tap382 = add i32 %tap_base375, 1
  %ws_off384 = shl i32 %tap382, 2
  %old.43 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum327, <4 x i32> %rws46, i32 %ws_off384, i32 0, i32 0)
  %tap387 = add i32 %tap_base375, 2
  %ws_off389 = shl i32 %tap387, 2
  %old.44 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum340, <4 x i32> %rws46, i32 %ws_off389, i32 0, i32 0)
  br label %if.end.5
if.end.5:
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
