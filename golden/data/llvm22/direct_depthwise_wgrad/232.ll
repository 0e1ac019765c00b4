; irgate direct_depthwise_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,waves=1,r_split=1,ho_per_block=4,ws_replicas=1}@gfx1100 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare float @llvm.fma.f32(float, float, float)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_fp16_f3x3_s1x1_p1x1_w1_rs1_hb4_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %rgrp24 = urem i32 %wave22, 1
  %part26 = udiv i32 %wave22, 1
  %cblk27 = call i32 @llvm.amdgcn.workgroup.id.x()
  %img28 = call i32 @llvm.amdgcn.workgroup.id.y()
  %hblk29 = call i32 @llvm.amdgcn.workgroup.id.z()
  %cbase31 = mul i32 %cblk27, 32
  %c32 = add i32 %cbase31, %lane20
  %cok33 = icmp ult i32 %c32, %groups
  %r_lo35 = mul i32 %rgrp24, 3
  %ho_lo37 = mul i32 %hblk29, 4
  %ho_end39 = add i32 %ho_lo37, 4
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
  %pos60 = phi i32 [ %part26, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc61 = phi float [ 0x0000000000000000, %entry ], [ %acc116, %for.latch.1 ]
  %acc62 = phi float [ 0x0000000000000000, %entry ], [ %acc133, %for.latch.1 ]
  %acc63 = phi float [ 0x0000000000000000, %entry ], [ %acc150, %for.latch.1 ]
  %acc64 = phi float [ 0x0000000000000000, %entry ], [ %acc173, %for.latch.1 ]
  %acc65 = phi float [ 0x0000000000000000, %entry ], [ %acc190, %for.latch.1 ]
  %acc66 = phi float [ 0x0000000000000000, %entry ], [ %acc207, %for.latch.1 ]
  %acc67 = phi float [ 0x0000000000000000, %entry ], [ %acc230, %for.latch.1 ]
  %acc68 = phi float [ 0x0000000000000000, %entry ], [ %acc247, %for.latch.1 ]
  %acc69 = phi float [ 0x0000000000000000, %entry ], [ %acc264, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %pos60, %count43
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel70 = udiv i32 %pos60, %wo
  %wo71 = urem i32 %pos60, %wo
  %ho72 = add i32 %ho_lo37, %hrel70
  %dy_row73 = mul i32 %ho72, %dy_stride_h
  %dy_col74 = mul i32 %wo71, %dy_stride_w
  %dy_a75 = add i32 %dy_img47, %dy_row73
  %dy_b76 = add i32 %dy_a75, %dy_col74
  %dy_e77 = add i32 %dy_b76, %c32
  %dy_off79 = shl i32 %dy_e77, 1
  %dy_safe81 = select i1 %cok33, i32 %dy_off79, i32 2147483647
  %dy_raw83 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy44, i32 %dy_safe81, i32 0, i32 0)
  %h84 = bitcast i16 %dy_raw83 to half
  %dy85 = fpext half %h84 to float
  %h_a87 = mul i32 %ho72, 1
  %h_base89 = sub i32 %h_a87, 1
  %w_a91 = mul i32 %wo71, 1
  %w_base93 = sub i32 %w_a91, 1
  %r95 = add i32 %r_lo35, 0
  %hi96 = add i32 %h_base89, %r95
  %hok97 = icmp ult i32 %hi96, %hi
  %x_row98 = mul i32 %hi96, %x_stride_h
  %x_r99 = add i32 %x_img48, %x_row98
  %wi101 = add i32 %w_base93, 0
  %wok102 = icmp ult i32 %wi101, %wi
  %in_img103 = and i1 %hok97, %wok102
  %ok104 = and i1 %in_img103, %cok33
  %x_col105 = mul i32 %wi101, %x_stride_w
  %x_a106 = add i32 %x_r99, %x_col105
  %x_e107 = add i32 %x_a106, %c32
  %x_off109 = shl i32 %x_e107, 1
  %x_safe111 = select i1 %ok104, i32 %x_off109, i32 2147483647
  %x_raw113 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe111, i32 0, i32 0)
  %h114 = bitcast i16 %x_raw113 to half
  %x115 = fpext half %h114 to float
  %acc116 = call float @llvm.fma.f32(float %dy85, float %x115, float %acc61)
  %wi118 = add i32 %w_base93, 1
  %wok119 = icmp ult i32 %wi118, %wi
  %in_img120 = and i1 %hok97, %wok119
  %ok121 = and i1 %in_img120, %cok33
  %x_col122 = mul i32 %wi118, %x_stride_w
  %x_a123 = add i32 %x_r99, %x_col122
  %x_e124 = add i32 %x_a123, %c32
  %x_off126 = shl i32 %x_e124, 1
  %x_safe128 = select i1 %ok121, i32 %x_off126, i32 2147483647
  %x_raw130 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe128, i32 0, i32 0)
  %h131 = bitcast i16 %x_raw130 to half
  %x132 = fpext half %h131 to float
  %acc133 = call float @llvm.fma.f32(float %dy85, float %x132, float %acc62)
  %wi135 = add i32 %w_base93, 2
  %wok136 = icmp ult i32 %wi135, %wi
  %in_img137 = and i1 %hok97, %wok136
  %ok138 = and i1 %in_img137, %cok33
  %x_col139 = mul i32 %wi135, %x_stride_w
  %x_a140 = add i32 %x_r99, %x_col139
  %x_e141 = add i32 %x_a140, %c32
  %x_off143 = shl i32 %x_e141, 1
  %x_safe145 = select i1 %ok138, i32 %x_off143, i32 2147483647
  %x_raw147 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe145, i32 0, i32 0)
  %h148 = bitcast i16 %x_raw147 to half
  %x149 = fpext half %h148 to float
  %acc150 = call float @llvm.fma.f32(float %dy85, float %x149, float %acc63)
  %r152 = add i32 %r_lo35, 1
  %hi153 = add i32 %h_base89, %r152
  %hok154 = icmp ult i32 %hi153, %hi
  %x_row155 = mul i32 %hi153, %x_stride_h
  %x_r156 = add i32 %x_img48, %x_row155
  %wi158 = add i32 %w_base93, 0
  %wok159 = icmp ult i32 %wi158, %wi
  %in_img160 = and i1 %hok154, %wok159
  %ok161 = and i1 %in_img160, %cok33
  %x_col162 = mul i32 %wi158, %x_stride_w
  %x_a163 = add i32 %x_r156, %x_col162
  %x_e164 = add i32 %x_a163, %c32
  %x_off166 = shl i32 %x_e164, 1
  %x_safe168 = select i1 %ok161, i32 %x_off166, i32 2147483647
  %x_raw170 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe168, i32 0, i32 0)
  %h171 = bitcast i16 %x_raw170 to half
  %x172 = fpext half %h171 to float
  %acc173 = call float @llvm.fma.f32(float %dy85, float %x172, float %acc64)
  %wi175 = add i32 %w_base93, 1
  %wok176 = icmp ult i32 %wi175, %wi
  %in_img177 = and i1 %hok154, %wok176
  %ok178 = and i1 %in_img177, %cok33
  %x_col179 = mul i32 %wi175, %x_stride_w
  %x_a180 = add i32 %x_r156, %x_col179
  %x_e181 = add i32 %x_a180, %c32
  %x_off183 = shl i32 %x_e181, 1
  %x_safe185 = select i1 %ok178, i32 %x_off183, i32 2147483647
  %x_raw187 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe185, i32 0, i32 0)
  %h188 = bitcast i16 %x_raw187 to half
  %x189 = fpext half %h188 to float
  %acc190 = call float @llvm.fma.f32(float %dy85, float %x189, float %acc65)
  %wi192 = add i32 %w_base93, 2
  %wok193 = icmp ult i32 %wi192, %wi
  %in_img194 = and i1 %hok154, %wok193
  %ok195 = and i1 %in_img194, %cok33
  %x_col196 = mul i32 %wi192, %x_stride_w
  %x_a197 = add i32 %x_r156, %x_col196
  %x_e198 = add i32 %x_a197, %c32
  %x_off200 = shl i32 %x_e198, 1
  %x_safe202 = select i1 %ok195, i32 %x_off200, i32 2147483647
  %x_raw204 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe202, i32 0, i32 0)
  %h205 = bitcast i16 %x_raw204 to half
  %x206 = fpext half %h205 to float
  %acc207 = call float @llvm.fma.f32(float %dy85, float %x206, float %acc66)
  %r209 = add i32 %r_lo35, 2
  %hi210 = add i32 %h_base89, %r209
  %hok211 = icmp ult i32 %hi210, %hi
  %x_row212 = mul i32 %hi210, %x_stride_h
  %x_r213 = add i32 %x_img48, %x_row212
  %wi215 = add i32 %w_base93, 0
  %wok216 = icmp ult i32 %wi215, %wi
  %in_img217 = and i1 %hok211, %wok216
  %ok218 = and i1 %in_img217, %cok33
  %x_col219 = mul i32 %wi215, %x_stride_w
  %x_a220 = add i32 %x_r213, %x_col219
  %x_e221 = add i32 %x_a220, %c32
  %x_off223 = shl i32 %x_e221, 1
  %x_safe225 = select i1 %ok218, i32 %x_off223, i32 2147483647
  %x_raw227 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe225, i32 0, i32 0)
  %h228 = bitcast i16 %x_raw227 to half
  %x229 = fpext half %h228 to float
  %acc230 = call float @llvm.fma.f32(float %dy85, float %x229, float %acc67)
  %wi232 = add i32 %w_base93, 1
  %wok233 = icmp ult i32 %wi232, %wi
  %in_img234 = and i1 %hok211, %wok233
  %ok235 = and i1 %in_img234, %cok33
  %x_col236 = mul i32 %wi232, %x_stride_w
  %x_a237 = add i32 %x_r213, %x_col236
  %x_e238 = add i32 %x_a237, %c32
  %x_off240 = shl i32 %x_e238, 1
  %x_safe242 = select i1 %ok235, i32 %x_off240, i32 2147483647
  %x_raw244 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe242, i32 0, i32 0)
  %h245 = bitcast i16 %x_raw244 to half
  %x246 = fpext half %h245 to float
  %acc247 = call float @llvm.fma.f32(float %dy85, float %x246, float %acc68)
  %wi249 = add i32 %w_base93, 2
  %wok250 = icmp ult i32 %wi249, %wi
  %in_img251 = and i1 %hok211, %wok250
  %ok252 = and i1 %in_img251, %cok33
  %x_col253 = mul i32 %wi249, %x_stride_w
  %x_a254 = add i32 %x_r213, %x_col253
  %x_e255 = add i32 %x_a254, %c32
  %x_off257 = shl i32 %x_e255, 1
  %x_safe259 = select i1 %ok252, i32 %x_off257, i32 2147483647
  %x_raw261 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx45, i32 %x_safe259, i32 0, i32 0)
  %h262 = bitcast i16 %x_raw261 to half
  %x263 = fpext half %h262 to float
  %acc264 = call float @llvm.fma.f32(float %dy85, float %x263, float %acc69)
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %pos60, 1
  br label %for.head.1
for.exit.1:
  %slab266 = urem i32 %img28, 1
  %slab_c267 = mul i32 %slab266, %groups
  %chan268 = add i32 %slab_c267, %c32
  %chan_r270 = mul i32 %chan268, 3
  br i1 %cok33, label %if.then.2, label %if.end.2
if.then.2:
  %r272 = add i32 %r_lo35, 0
  %rr273 = add i32 %chan_r270, %r272
  %tap_base275 = mul i32 %rr273, 3
  %tap277 = add i32 %tap_base275, 0
  %ws_off279 = shl i32 %tap277, 2
  %old.6 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc61, ptr addrspace(8) %rws46, i32 %ws_off279, i32 0, i32 0)
  %tap282 = add i32 %tap_base275, 1
  %ws_off284 = shl i32 %tap282, 2
  %old.7 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc62, ptr addrspace(8) %rws46, i32 %ws_off284, i32 0, i32 0)
  %tap287 = add i32 %tap_base275, 2
  %ws_off289 = shl i32 %tap287, 2
  %old.8 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc63, ptr addrspace(8) %rws46, i32 %ws_off289, i32 0, i32 0)
  %r292 = add i32 %r_lo35, 1
  %rr293 = add i32 %chan_r270, %r292
  %tap_base295 = mul i32 %rr293, 3
  %tap297 = add i32 %tap_base295, 0
  %ws_off299 = shl i32 %tap297, 2
  %old.9 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc64, ptr addrspace(8) %rws46, i32 %ws_off299, i32 0, i32 0)
  %tap302 = add i32 %tap_base295, 1
  %ws_off304 = shl i32 %tap302, 2
  %old.10 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc65, ptr addrspace(8) %rws46, i32 %ws_off304, i32 0, i32 0)
  %tap307 = add i32 %tap_base295, 2
  %ws_off309 = shl i32 %tap307, 2
  %old.11 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc66, ptr addrspace(8) %rws46, i32 %ws_off309, i32 0, i32 0)
  %r312 = add i32 %r_lo35, 2
  %rr313 = add i32 %chan_r270, %r312
  %tap_base315 = mul i32 %rr313, 3
  %tap317 = add i32 %tap_base315, 0
  %ws_off319 = shl i32 %tap317, 2
  %old.12 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc67, ptr addrspace(8) %rws46, i32 %ws_off319, i32 0, i32 0)
  %tap322 = add i32 %tap_base315, 1
  %ws_off324 = shl i32 %tap322, 2
  %old.13 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc68, ptr addrspace(8) %rws46, i32 %ws_off324, i32 0, i32 0)
  %tap327 = add i32 %tap_base315, 2
  %ws_off329 = shl i32 %tap327, 2
  %old.14 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc69, ptr addrspace(8) %rws46, i32 %ws_off329, i32 0, i32 0)
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" }
