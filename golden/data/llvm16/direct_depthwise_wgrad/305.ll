; irgate direct_depthwise_wgrad{dtype=fp32,filter_h=5,filter_w=5,pad_h=2,pad_w=2,stride_h=2,stride_w=2,waves=4,r_split=2,ho_per_block=4,ws_replicas=1,tap_rows=0,tap_cols=0}@gfx1100 flavor=llvm16
target triple = "amdgcn-amd-amdhsa"

@lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1 = internal unnamed_addr addrspace(3) global [7680 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float, <4 x i32>, i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1(ptr addrspace(1) noalias readonly align 4 %dy, ptr addrspace(1) noalias readonly align 4 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
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
  %ho_lo45 = mul i32 %hblk37, 4
  %ho_end47 = add i32 %ho_lo45, 4
  %fits48 = icmp ult i32 %ho_end47, %ho
  %ho_hi49 = select i1 %fits48, i32 %ho_end47, i32 %ho
  %nrows50 = sub i32 %ho_hi49, %ho_lo45
  %count51 = mul i32 %nrows50, %wo
  %addr.1 = ptrtoint ptr addrspace(1) %dy to i64
  %lo.2 = trunc i64 %addr.1 to i32
  %hi.3 = lshr i64 %addr.1, 32
  %hi.4 = trunc i64 %hi.3 to i32
  %hi.5 = and i32 %hi.4, 65535
  %rsrc.6 = insertelement <4 x i32> undef, i32 %lo.2, i32 0
  %rsrc.7 = insertelement <4 x i32> %rsrc.6, i32 %hi.5, i32 1
  %rsrc.8 = insertelement <4 x i32> %rsrc.7, i32 %dy_bytes, i32 2
  %rdy52 = insertelement <4 x i32> %rsrc.8, i32 822165504, i32 3
  %addr.9 = ptrtoint ptr addrspace(1) %x to i64
  %lo.10 = trunc i64 %addr.9 to i32
  %hi.11 = lshr i64 %addr.9, 32
  %hi.12 = trunc i64 %hi.11 to i32
  %hi.13 = and i32 %hi.12, 65535
  %rsrc.14 = insertelement <4 x i32> undef, i32 %lo.10, i32 0
  %rsrc.15 = insertelement <4 x i32> %rsrc.14, i32 %hi.13, i32 1
  %rsrc.16 = insertelement <4 x i32> %rsrc.15, i32 %x_bytes, i32 2
  %rx53 = insertelement <4 x i32> %rsrc.16, i32 822165504, i32 3
  %addr.17 = ptrtoint ptr addrspace(1) %ws to i64
  %lo.18 = trunc i64 %addr.17 to i32
  %hi.19 = lshr i64 %addr.17, 32
  %hi.20 = trunc i64 %hi.19 to i32
  %hi.21 = and i32 %hi.20, 65535
  %rsrc.22 = insertelement <4 x i32> undef, i32 %lo.18, i32 0
  %rsrc.23 = insertelement <4 x i32> %rsrc.22, i32 %hi.21, i32 1
  %rsrc.24 = insertelement <4 x i32> %rsrc.23, i32 %ws_bytes, i32 2
  %rws54 = insertelement <4 x i32> %rsrc.24, i32 822165504, i32 3
  %dy_img55 = mul i32 %img36, %dy_stride_n
  %x_img56 = mul i32 %img36, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos74 = phi i32 [ %part34, %entry ], [ %iv.next.25, %for.latch.1 ]
  %acc75 = phi float [ 0x0000000000000000, %entry ], [ %acc132, %for.latch.1 ]
  %acc76 = phi float [ 0x0000000000000000, %entry ], [ %acc147, %for.latch.1 ]
  %acc77 = phi float [ 0x0000000000000000, %entry ], [ %acc162, %for.latch.1 ]
  %acc78 = phi float [ 0x0000000000000000, %entry ], [ %acc177, %for.latch.1 ]
  %acc79 = phi float [ 0x0000000000000000, %entry ], [ %acc192, %for.latch.1 ]
  %acc80 = phi float [ 0x0000000000000000, %entry ], [ %acc213, %for.latch.1 ]
  %acc81 = phi float [ 0x0000000000000000, %entry ], [ %acc228, %for.latch.1 ]
  %acc82 = phi float [ 0x0000000000000000, %entry ], [ %acc243, %for.latch.1 ]
  %acc83 = phi float [ 0x0000000000000000, %entry ], [ %acc258, %for.latch.1 ]
  %acc84 = phi float [ 0x0000000000000000, %entry ], [ %acc273, %for.latch.1 ]
  %acc85 = phi float [ 0x0000000000000000, %entry ], [ %acc294, %for.latch.1 ]
  %acc86 = phi float [ 0x0000000000000000, %entry ], [ %acc309, %for.latch.1 ]
  %acc87 = phi float [ 0x0000000000000000, %entry ], [ %acc324, %for.latch.1 ]
  %acc88 = phi float [ 0x0000000000000000, %entry ], [ %acc339, %for.latch.1 ]
  %acc89 = phi float [ 0x0000000000000000, %entry ], [ %acc354, %for.latch.1 ]
  %cmp.26 = icmp slt i32 %pos74, %count51
  br i1 %cmp.26, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel90 = udiv i32 %pos74, %wo
  %wo91 = urem i32 %pos74, %wo
  %ho92 = add i32 %ho_lo45, %hrel90
  %dy_row93 = mul i32 %ho92, %dy_stride_h
  %dy_col94 = mul i32 %wo91, %dy_stride_w
  %dy_a95 = add i32 %dy_img55, %dy_row93
  %dy_b96 = add i32 %dy_a95, %dy_col94
  %dy_e97 = add i32 %dy_b96, %c40
  %dy_off99 = shl i32 %dy_e97, 2
  %dy_safe101 = select i1 %cok41, i32 %dy_off99, i32 2147483647
  %dy103 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rdy52, i32 %dy_safe101, i32 0, i32 0)
  %h_a105 = mul i32 %ho92, 2
  %h_base107 = sub i32 %h_a105, 2
  %w_a109 = mul i32 %wo91, 2
  %w_base111 = sub i32 %w_a109, 2
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
  %x_off127 = shl i32 %x_e125, 2
  %x_safe129 = select i1 %ok122, i32 %x_off127, i32 2147483647
  %x131 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe129, i32 0, i32 0)
  %acc132 = call float @llvm.fma.f32(float %dy103, float %x131, float %acc75)
  %wi134 = add i32 %w_base111, 1
  %wok135 = icmp ult i32 %wi134, %wi
  %in_img136 = and i1 %hok115, %wok135
  %ok137 = and i1 %in_img136, %cok41
  %x_col138 = mul i32 %wi134, %x_stride_w
  %x_a139 = add i32 %x_r117, %x_col138
  %x_e140 = add i32 %x_a139, %c40
  %x_off142 = shl i32 %x_e140, 2
  %x_safe144 = select i1 %ok137, i32 %x_off142, i32 2147483647
  %x146 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe144, i32 0, i32 0)
  %acc147 = call float @llvm.fma.f32(float %dy103, float %x146, float %acc76)
  %wi149 = add i32 %w_base111, 2
  %wok150 = icmp ult i32 %wi149, %wi
  %in_img151 = and i1 %hok115, %wok150
  %ok152 = and i1 %in_img151, %cok41
  %x_col153 = mul i32 %wi149, %x_stride_w
  %x_a154 = add i32 %x_r117, %x_col153
  %x_e155 = add i32 %x_a154, %c40
  %x_off157 = shl i32 %x_e155, 2
  %x_safe159 = select i1 %ok152, i32 %x_off157, i32 2147483647
  %x161 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe159, i32 0, i32 0)
  %acc162 = call float @llvm.fma.f32(float %dy103, float %x161, float %acc77)
  %wi164 = add i32 %w_base111, 3
  %wok165 = icmp ult i32 %wi164, %wi
  %in_img166 = and i1 %hok115, %wok165
  %ok167 = and i1 %in_img166, %cok41
  %x_col168 = mul i32 %wi164, %x_stride_w
  %x_a169 = add i32 %x_r117, %x_col168
  %x_e170 = add i32 %x_a169, %c40
  %x_off172 = shl i32 %x_e170, 2
  %x_safe174 = select i1 %ok167, i32 %x_off172, i32 2147483647
  %x176 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe174, i32 0, i32 0)
  %acc177 = call float @llvm.fma.f32(float %dy103, float %x176, float %acc78)
  %wi179 = add i32 %w_base111, 4
  %wok180 = icmp ult i32 %wi179, %wi
  %in_img181 = and i1 %hok115, %wok180
  %ok182 = and i1 %in_img181, %cok41
  %x_col183 = mul i32 %wi179, %x_stride_w
  %x_a184 = add i32 %x_r117, %x_col183
  %x_e185 = add i32 %x_a184, %c40
  %x_off187 = shl i32 %x_e185, 2
  %x_safe189 = select i1 %ok182, i32 %x_off187, i32 2147483647
  %x191 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe189, i32 0, i32 0)
  %acc192 = call float @llvm.fma.f32(float %dy103, float %x191, float %acc79)
  %r194 = add i32 %r_lo43, 1
  %hi195 = add i32 %h_base107, %r194
  %hok196 = icmp ult i32 %hi195, %hi
  %x_row197 = mul i32 %hi195, %x_stride_h
  %x_r198 = add i32 %x_img56, %x_row197
  %wi200 = add i32 %w_base111, 0
  %wok201 = icmp ult i32 %wi200, %wi
  %in_img202 = and i1 %hok196, %wok201
  %ok203 = and i1 %in_img202, %cok41
  %x_col204 = mul i32 %wi200, %x_stride_w
  %x_a205 = add i32 %x_r198, %x_col204
  %x_e206 = add i32 %x_a205, %c40
  %x_off208 = shl i32 %x_e206, 2
  %x_safe210 = select i1 %ok203, i32 %x_off208, i32 2147483647
  %x212 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe210, i32 0, i32 0)
  %acc213 = call float @llvm.fma.f32(float %dy103, float %x212, float %acc80)
  %wi215 = add i32 %w_base111, 1
  %wok216 = icmp ult i32 %wi215, %wi
  %in_img217 = and i1 %hok196, %wok216
  %ok218 = and i1 %in_img217, %cok41
  %x_col219 = mul i32 %wi215, %x_stride_w
  %x_a220 = add i32 %x_r198, %x_col219
  %x_e221 = add i32 %x_a220, %c40
  %x_off223 = shl i32 %x_e221, 2
  %x_safe225 = select i1 %ok218, i32 %x_off223, i32 2147483647
  %x227 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe225, i32 0, i32 0)
  %acc228 = call float @llvm.fma.f32(float %dy103, float %x227, float %acc81)
  %wi230 = add i32 %w_base111, 2
  %wok231 = icmp ult i32 %wi230, %wi
  %in_img232 = and i1 %hok196, %wok231
  %ok233 = and i1 %in_img232, %cok41
  %x_col234 = mul i32 %wi230, %x_stride_w
  %x_a235 = add i32 %x_r198, %x_col234
  %x_e236 = add i32 %x_a235, %c40
  %x_off238 = shl i32 %x_e236, 2
  %x_safe240 = select i1 %ok233, i32 %x_off238, i32 2147483647
  %x242 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe240, i32 0, i32 0)
  %acc243 = call float @llvm.fma.f32(float %dy103, float %x242, float %acc82)
  %wi245 = add i32 %w_base111, 3
  %wok246 = icmp ult i32 %wi245, %wi
  %in_img247 = and i1 %hok196, %wok246
  %ok248 = and i1 %in_img247, %cok41
  %x_col249 = mul i32 %wi245, %x_stride_w
  %x_a250 = add i32 %x_r198, %x_col249
  %x_e251 = add i32 %x_a250, %c40
  %x_off253 = shl i32 %x_e251, 2
  %x_safe255 = select i1 %ok248, i32 %x_off253, i32 2147483647
  %x257 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe255, i32 0, i32 0)
  %acc258 = call float @llvm.fma.f32(float %dy103, float %x257, float %acc83)
  %wi260 = add i32 %w_base111, 4
  %wok261 = icmp ult i32 %wi260, %wi
  %in_img262 = and i1 %hok196, %wok261
  %ok263 = and i1 %in_img262, %cok41
  %x_col264 = mul i32 %wi260, %x_stride_w
  %x_a265 = add i32 %x_r198, %x_col264
  %x_e266 = add i32 %x_a265, %c40
  %x_off268 = shl i32 %x_e266, 2
  %x_safe270 = select i1 %ok263, i32 %x_off268, i32 2147483647
  %x272 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe270, i32 0, i32 0)
  %acc273 = call float @llvm.fma.f32(float %dy103, float %x272, float %acc84)
  %r275 = add i32 %r_lo43, 2
  %hi276 = add i32 %h_base107, %r275
  %hok277 = icmp ult i32 %hi276, %hi
  %x_row278 = mul i32 %hi276, %x_stride_h
  %x_r279 = add i32 %x_img56, %x_row278
  %wi281 = add i32 %w_base111, 0
  %wok282 = icmp ult i32 %wi281, %wi
  %in_img283 = and i1 %hok277, %wok282
  %ok284 = and i1 %in_img283, %cok41
  %x_col285 = mul i32 %wi281, %x_stride_w
  %x_a286 = add i32 %x_r279, %x_col285
  %x_e287 = add i32 %x_a286, %c40
  %x_off289 = shl i32 %x_e287, 2
  %x_safe291 = select i1 %ok284, i32 %x_off289, i32 2147483647
  %x293 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe291, i32 0, i32 0)
  %acc294 = call float @llvm.fma.f32(float %dy103, float %x293, float %acc85)
  %wi296 = add i32 %w_base111, 1
  %wok297 = icmp ult i32 %wi296, %wi
  %in_img298 = and i1 %hok277, %wok297
  %ok299 = and i1 %in_img298, %cok41
  %x_col300 = mul i32 %wi296, %x_stride_w
  %x_a301 = add i32 %x_r279, %x_col300
  %x_e302 = add i32 %x_a301, %c40
  %x_off304 = shl i32 %x_e302, 2
  %x_safe306 = select i1 %ok299, i32 %x_off304, i32 2147483647
  %x308 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe306, i32 0, i32 0)
  %acc309 = call float @llvm.fma.f32(float %dy103, float %x308, float %acc86)
  %wi311 = add i32 %w_base111, 2
  %wok312 = icmp ult i32 %wi311, %wi
  %in_img313 = and i1 %hok277, %wok312
  %ok314 = and i1 %in_img313, %cok41
  %x_col315 = mul i32 %wi311, %x_stride_w
  %x_a316 = add i32 %x_r279, %x_col315
  %x_e317 = add i32 %x_a316, %c40
  %x_off319 = shl i32 %x_e317, 2
  %x_safe321 = select i1 %ok314, i32 %x_off319, i32 2147483647
  %x323 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe321, i32 0, i32 0)
  %acc324 = call float @llvm.fma.f32(float %dy103, float %x323, float %acc87)
  %wi326 = add i32 %w_base111, 3
  %wok327 = icmp ult i32 %wi326, %wi
  %in_img328 = and i1 %hok277, %wok327
  %ok329 = and i1 %in_img328, %cok41
  %x_col330 = mul i32 %wi326, %x_stride_w
  %x_a331 = add i32 %x_r279, %x_col330
  %x_e332 = add i32 %x_a331, %c40
  %x_off334 = shl i32 %x_e332, 2
  %x_safe336 = select i1 %ok329, i32 %x_off334, i32 2147483647
  %x338 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe336, i32 0, i32 0)
  %acc339 = call float @llvm.fma.f32(float %dy103, float %x338, float %acc88)
  %wi341 = add i32 %w_base111, 4
  %wok342 = icmp ult i32 %wi341, %wi
  %in_img343 = and i1 %hok277, %wok342
  %ok344 = and i1 %in_img343, %cok41
  %x_col345 = mul i32 %wi341, %x_stride_w
  %x_a346 = add i32 %x_r279, %x_col345
  %x_e347 = add i32 %x_a346, %c40
  %x_off349 = shl i32 %x_e347, 2
  %x_safe351 = select i1 %ok344, i32 %x_off349, i32 2147483647
  %x353 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rx53, i32 %x_safe351, i32 0, i32 0)
  %acc354 = call float @llvm.fma.f32(float %dy103, float %x353, float %acc89)
  br label %for.latch.1
for.latch.1:
  %iv.next.25 = add i32 %pos74, 2
  br label %for.head.1
for.exit.1:
  %slot_base357 = mul i32 %wave30, 15
  %slot359 = add i32 %slot_base357, 0
  %lrow361 = mul i32 %slot359, 32
  %lelem362 = add i32 %lrow361, %lane28
  %loff364 = shl i32 %lelem362, 2
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff364
  store float %acc75, ptr addrspace(3) %gep.27, align 4
  %slot366 = add i32 %slot_base357, 1
  %lrow368 = mul i32 %slot366, 32
  %lelem369 = add i32 %lrow368, %lane28
  %loff371 = shl i32 %lelem369, 2
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff371
  store float %acc76, ptr addrspace(3) %gep.28, align 4
  %slot373 = add i32 %slot_base357, 2
  %lrow375 = mul i32 %slot373, 32
  %lelem376 = add i32 %lrow375, %lane28
  %loff378 = shl i32 %lelem376, 2
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff378
  store float %acc77, ptr addrspace(3) %gep.29, align 4
  %slot380 = add i32 %slot_base357, 3
  %lrow382 = mul i32 %slot380, 32
  %lelem383 = add i32 %lrow382, %lane28
  %loff385 = shl i32 %lelem383, 2
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff385
  store float %acc78, ptr addrspace(3) %gep.30, align 4
  %slot387 = add i32 %slot_base357, 4
  %lrow389 = mul i32 %slot387, 32
  %lelem390 = add i32 %lrow389, %lane28
  %loff392 = shl i32 %lelem390, 2
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff392
  store float %acc79, ptr addrspace(3) %gep.31, align 4
  %slot394 = add i32 %slot_base357, 5
  %lrow396 = mul i32 %slot394, 32
  %lelem397 = add i32 %lrow396, %lane28
  %loff399 = shl i32 %lelem397, 2
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff399
  store float %acc80, ptr addrspace(3) %gep.32, align 4
  %slot401 = add i32 %slot_base357, 6
  %lrow403 = mul i32 %slot401, 32
  %lelem404 = add i32 %lrow403, %lane28
  %loff406 = shl i32 %lelem404, 2
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff406
  store float %acc81, ptr addrspace(3) %gep.33, align 4
  %slot408 = add i32 %slot_base357, 7
  %lrow410 = mul i32 %slot408, 32
  %lelem411 = add i32 %lrow410, %lane28
  %loff413 = shl i32 %lelem411, 2
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff413
  store float %acc82, ptr addrspace(3) %gep.34, align 4
  %slot415 = add i32 %slot_base357, 8
  %lrow417 = mul i32 %slot415, 32
  %lelem418 = add i32 %lrow417, %lane28
  %loff420 = shl i32 %lelem418, 2
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff420
  store float %acc83, ptr addrspace(3) %gep.35, align 4
  %slot422 = add i32 %slot_base357, 9
  %lrow424 = mul i32 %slot422, 32
  %lelem425 = add i32 %lrow424, %lane28
  %loff427 = shl i32 %lelem425, 2
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff427
  store float %acc84, ptr addrspace(3) %gep.36, align 4
  %slot429 = add i32 %slot_base357, 10
  %lrow431 = mul i32 %slot429, 32
  %lelem432 = add i32 %lrow431, %lane28
  %loff434 = shl i32 %lelem432, 2
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff434
  store float %acc85, ptr addrspace(3) %gep.37, align 4
  %slot436 = add i32 %slot_base357, 11
  %lrow438 = mul i32 %slot436, 32
  %lelem439 = add i32 %lrow438, %lane28
  %loff441 = shl i32 %lelem439, 2
  %gep.38 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff441
  store float %acc86, ptr addrspace(3) %gep.38, align 4
  %slot443 = add i32 %slot_base357, 12
  %lrow445 = mul i32 %slot443, 32
  %lelem446 = add i32 %lrow445, %lane28
  %loff448 = shl i32 %lelem446, 2
  %gep.39 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff448
  store float %acc87, ptr addrspace(3) %gep.39, align 4
  %slot450 = add i32 %slot_base357, 13
  %lrow452 = mul i32 %slot450, 32
  %lelem453 = add i32 %lrow452, %lane28
  %loff455 = shl i32 %lelem453, 2
  %gep.40 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff455
  store float %acc88, ptr addrspace(3) %gep.40, align 4
  %slot457 = add i32 %slot_base357, 14
  %lrow459 = mul i32 %slot457, 32
  %lelem460 = add i32 %lrow459, %lane28
  %loff462 = shl i32 %lelem460, 2
  %gep.41 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff462
  store float %acc89, ptr addrspace(3) %gep.41, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lead464 = icmp ult i32 %wave30, 2
  br i1 %lead464, label %if.then.2, label %if.end.2
if.then.2:
  %peer466 = add i32 %rgrp32, 2
  %peer_base468 = mul i32 %peer466, 15
  %slot470 = add i32 %peer_base468, 0
  %lrow472 = mul i32 %slot470, 32
  %lelem473 = add i32 %lrow472, %lane28
  %loff475 = shl i32 %lelem473, 2
  %gep.42 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff475
  %part476 = load float, ptr addrspace(3) %gep.42, align 4
  %sum477 = fadd float %acc75, %part476
  %peer479 = add i32 %rgrp32, 2
  %peer_base481 = mul i32 %peer479, 15
  %slot483 = add i32 %peer_base481, 1
  %lrow485 = mul i32 %slot483, 32
  %lelem486 = add i32 %lrow485, %lane28
  %loff488 = shl i32 %lelem486, 2
  %gep.43 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff488
  %part489 = load float, ptr addrspace(3) %gep.43, align 4
  %sum490 = fadd float %acc76, %part489
  %peer492 = add i32 %rgrp32, 2
  %peer_base494 = mul i32 %peer492, 15
  %slot496 = add i32 %peer_base494, 2
  %lrow498 = mul i32 %slot496, 32
  %lelem499 = add i32 %lrow498, %lane28
  %loff501 = shl i32 %lelem499, 2
  %gep.44 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff501
  %part502 = load float, ptr addrspace(3) %gep.44, align 4
  %sum503 = fadd float %acc77, %part502
  %peer505 = add i32 %rgrp32, 2
  %peer_base507 = mul i32 %peer505, 15
  %slot509 = add i32 %peer_base507, 3
  %lrow511 = mul i32 %slot509, 32
  %lelem512 = add i32 %lrow511, %lane28
  %loff514 = shl i32 %lelem512, 2
  %gep.45 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff514
  %part515 = load float, ptr addrspace(3) %gep.45, align 4
  %sum516 = fadd float %acc78, %part515
  %peer518 = add i32 %rgrp32, 2
  %peer_base520 = mul i32 %peer518, 15
  %slot522 = add i32 %peer_base520, 4
  %lrow524 = mul i32 %slot522, 32
  %lelem525 = add i32 %lrow524, %lane28
  %loff527 = shl i32 %lelem525, 2
  %gep.46 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff527
  %part528 = load float, ptr addrspace(3) %gep.46, align 4
  %sum529 = fadd float %acc79, %part528
  %peer531 = add i32 %rgrp32, 2
  %peer_base533 = mul i32 %peer531, 15
  %slot535 = add i32 %peer_base533, 5
  %lrow537 = mul i32 %slot535, 32
  %lelem538 = add i32 %lrow537, %lane28
  %loff540 = shl i32 %lelem538, 2
  %gep.47 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff540
  %part541 = load float, ptr addrspace(3) %gep.47, align 4
  %sum542 = fadd float %acc80, %part541
  %peer544 = add i32 %rgrp32, 2
  %peer_base546 = mul i32 %peer544, 15
  %slot548 = add i32 %peer_base546, 6
  %lrow550 = mul i32 %slot548, 32
  %lelem551 = add i32 %lrow550, %lane28
  %loff553 = shl i32 %lelem551, 2
  %gep.48 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff553
  %part554 = load float, ptr addrspace(3) %gep.48, align 4
  %sum555 = fadd float %acc81, %part554
  %peer557 = add i32 %rgrp32, 2
  %peer_base559 = mul i32 %peer557, 15
  %slot561 = add i32 %peer_base559, 7
  %lrow563 = mul i32 %slot561, 32
  %lelem564 = add i32 %lrow563, %lane28
  %loff566 = shl i32 %lelem564, 2
  %gep.49 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff566
  %part567 = load float, ptr addrspace(3) %gep.49, align 4
  %sum568 = fadd float %acc82, %part567
  %peer570 = add i32 %rgrp32, 2
  %peer_base572 = mul i32 %peer570, 15
  %slot574 = add i32 %peer_base572, 8
  %lrow576 = mul i32 %slot574, 32
  %lelem577 = add i32 %lrow576, %lane28
  %loff579 = shl i32 %lelem577, 2
  %gep.50 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff579
  %part580 = load float, ptr addrspace(3) %gep.50, align 4
  %sum581 = fadd float %acc83, %part580
  %peer583 = add i32 %rgrp32, 2
  %peer_base585 = mul i32 %peer583, 15
  %slot587 = add i32 %peer_base585, 9
  %lrow589 = mul i32 %slot587, 32
  %lelem590 = add i32 %lrow589, %lane28
  %loff592 = shl i32 %lelem590, 2
  %gep.51 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff592
  %part593 = load float, ptr addrspace(3) %gep.51, align 4
  %sum594 = fadd float %acc84, %part593
  %peer596 = add i32 %rgrp32, 2
  %peer_base598 = mul i32 %peer596, 15
  %slot600 = add i32 %peer_base598, 10
  %lrow602 = mul i32 %slot600, 32
  %lelem603 = add i32 %lrow602, %lane28
  %loff605 = shl i32 %lelem603, 2
  %gep.52 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff605
  %part606 = load float, ptr addrspace(3) %gep.52, align 4
  %sum607 = fadd float %acc85, %part606
  %peer609 = add i32 %rgrp32, 2
  %peer_base611 = mul i32 %peer609, 15
  %slot613 = add i32 %peer_base611, 11
  %lrow615 = mul i32 %slot613, 32
  %lelem616 = add i32 %lrow615, %lane28
  %loff618 = shl i32 %lelem616, 2
  %gep.53 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff618
  %part619 = load float, ptr addrspace(3) %gep.53, align 4
  %sum620 = fadd float %acc86, %part619
  %peer622 = add i32 %rgrp32, 2
  %peer_base624 = mul i32 %peer622, 15
  %slot626 = add i32 %peer_base624, 12
  %lrow628 = mul i32 %slot626, 32
  %lelem629 = add i32 %lrow628, %lane28
  %loff631 = shl i32 %lelem629, 2
  %gep.54 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff631
  %part632 = load float, ptr addrspace(3) %gep.54, align 4
  %sum633 = fadd float %acc87, %part632
  %peer635 = add i32 %rgrp32, 2
  %peer_base637 = mul i32 %peer635, 15
  %slot639 = add i32 %peer_base637, 13
  %lrow641 = mul i32 %slot639, 32
  %lelem642 = add i32 %lrow641, %lane28
  %loff644 = shl i32 %lelem642, 2
  %gep.55 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff644
  %part645 = load float, ptr addrspace(3) %gep.55, align 4
  %sum646 = fadd float %acc88, %part645
  %peer648 = add i32 %rgrp32, 2
  %peer_base650 = mul i32 %peer648, 15
  %slot652 = add i32 %peer_base650, 14
  %lrow654 = mul i32 %slot652, 32
  %lelem655 = add i32 %lrow654, %lane28
  %loff657 = shl i32 %lelem655, 2
  %gep.56 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_dw_wgrad_fp32_f5x5_s2x2_p2x2_w4_rs2_hb4_wsr1, i32 %loff657
  %part658 = load float, ptr addrspace(3) %gep.56, align 4
  %sum659 = fadd float %acc89, %part658
  %slab661 = urem i32 %img36, 1
  %slab_c662 = mul i32 %slab661, %groups
  %chan663 = add i32 %slab_c662, %c40
  %chan_r665 = mul i32 %chan663, 5
  br i1 %cok41, label %if.then.3, label %if.end.3
if.then.3:
  %r667 = add i32 %r_lo43, 0
  %rok669 = icmp ult i32 %r667, 5
  br i1 %rok669, label %if.then.4, label %if.end.4
if.then.4:
  %rr670 = add i32 %chan_r665, %r667
  %tap_base672 = mul i32 %rr670, 5
  %tap674 = add i32 %tap_base672, 0
  %ws_off676 = shl i32 %tap674, 2
  %old.57 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum477, <4 x i32> %rws54, i32 %ws_off676, i32 0, i32 0)
  %tap679 = add i32 %tap_base672, 1
  %ws_off681 = shl i32 %tap679, 2
  %old.58 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum490, <4 x i32> %rws54, i32 %ws_off681, i32 0, i32 0)
  %tap684 = add i32 %tap_base672, 2
  %ws_off686 = shl i32 %tap684, 2
  %old.59 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum503, <4 x i32> %rws54, i32 %ws_off686, i32 0, i32 0)
  %tap689 = add i32 %tap_base672, 3
  %ws_off691 = shl i32 %tap689, 2
  %old.60 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum516, <4 x i32> %rws54, i32 %ws_off691, i32 0, i32 0)
  %tap694 = add i32 %tap_base672, 4
  %ws_off696 = shl i32 %tap694, 2
  %old.61 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum529, <4 x i32> %rws54, i32 %ws_off696, i32 0, i32 0)
  br label %if.end.4
if.end.4:
  %r699 = add i32 %r_lo43, 1
  %rok701 = icmp ult i32 %r699, 5
  br i1 %rok701, label %if.then.5, label %if.end.5
if.then.5:
  %rr702 = add i32 %chan_r665, %r699
  %tap_base704 = mul i32 %rr702, 5
  %tap706 = add i32 %tap_base704, 0
  %ws_off708 = shl i32 %tap706, 2
  %old.62 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum542, <4 x i32> %rws54, i32 %ws_off708, i32 0, i32 0)
  %tap711 = add i32 %tap_base704, 1
  %ws_off713 = shl i32 %tap711, 2
  %old.63 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum555, <4 x i32> %rws54, i32 %ws_off713, i32 0, i32 0)
  %tap716 = add i32 %tap_base704, 2
  %ws_off718 = shl i32 %tap716, 2
  %old.64 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum568, <4 x i32> %rws54, i32 %ws_off718, i32 0, i32 0)
  %tap721 = add i32 %tap_base704, 3
  %ws_off723 = shl i32 %tap721, 2
  %old.65 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum581, <4 x i32> %rws54, i32 %ws_off723, i32 0, i32 0)
  %tap726 = add i32 %tap_base704, 4
  %ws_off728 = shl i32 %tap726, 2
  %old.66 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum594, <4 x i32> %rws54, i32 %ws_off728, i32 0, i32 0)
  br label %if.end.5
if.end.5:
  %r731 = add i32 %r_lo43, 2
  %rok733 = icmp ult i32 %r731, 5
  br i1 %rok733, label %if.then.6, label %if.end.6
if.then.6:
  %rr734 = add i32 %chan_r665, %r731
  %tap_base736 = mul i32 %rr734, 5
  %tap738 = add i32 %tap_base736, 0
  %ws_off740 = shl i32 %tap738, 2
  %old.67 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum607, <4 x i32> %rws54, i32 %ws_off740, i32 0, i32 0)
  %tap743 = add i32 %tap_base736, 1
  %ws_off745 = shl i32 %tap743, 2
  %old.68 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum620, <4 x i32> %rws54, i32 %ws_off745, i32 0, i32 0)
  %tap748 = add i32 %tap_base736, 2
  %ws_off750 = shl i32 %tap748, 2
  %old.69 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum633, <4 x i32> %rws54, i32 %ws_off750, i32 0, i32 0)
  %tap753 = add i32 %tap_base736, 3
  %ws_off755 = shl i32 %tap753, 2
  %old.70 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum646, <4 x i32> %rws54, i32 %ws_off755, i32 0, i32 0)
  %tap758 = add i32 %tap_base736, 4
  %ws_off760 = shl i32 %tap758, 2
  %old.71 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %sum659, <4 x i32> %rws54, i32 %ws_off760, i32 0, i32 0)
  br label %if.end.6
if.end.6:
  br label %if.end.3
if.end.3:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" }
