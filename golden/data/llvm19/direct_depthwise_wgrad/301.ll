; irgate direct_depthwise_wgrad{dtype=bf16,filter_h=-1,filter_w=-1,pad_h=-1,pad_w=-1,stride_h=-1,stride_w=-1,waves=1,r_split=1,ho_per_block=8,ws_replicas=4,tap_rows=1,tap_cols=8}@gfx1100 flavor=llvm19
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare float @llvm.fma.f32(float, float, float)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1), i16, i32, i32)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_bf16_rgeo_w1_hb8_t1x8_wsr4(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
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
  %r_lo51 = mul i32 %trow45, 1
  %s_lo53 = mul i32 %tcol44, 8
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
  %ho_lo100 = mul i32 %hblk33, 8
  %ho_end102 = add i32 %ho_lo100, 8
  %fits103 = icmp ult i32 %ho_end102, %ho
  %ho_hi104 = select i1 %fits103, i32 %ho_end102, i32 %ho
  %nrows105 = sub i32 %ho_hi104, %ho_lo100
  %count106 = mul i32 %nrows105, %wo
  %rdy107 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %dy, i16 0, i32 %dy_bytes, i32 822165504)
  %rx108 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %x, i16 0, i32 %x_bytes, i32 822165504)
  %rws109 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p1(ptr addrspace(1) %ws, i16 0, i32 %ws_bytes, i32 822165504)
  %dy_img110 = mul i32 %img32, %dy_stride_n
  %x_img111 = mul i32 %img32, %x_stride_n
  br label %for.head.1
for.head.1:
  %pos122 = phi i32 [ %wave30, %entry ], [ %iv.next.1, %for.latch.1 ]
  %acc123 = phi float [ 0x0000000000000000, %entry ], [ %acc202, %for.latch.1 ]
  %acc124 = phi float [ 0x0000000000000000, %entry ], [ %acc217, %for.latch.1 ]
  %acc125 = phi float [ 0x0000000000000000, %entry ], [ %acc232, %for.latch.1 ]
  %acc126 = phi float [ 0x0000000000000000, %entry ], [ %acc247, %for.latch.1 ]
  %acc127 = phi float [ 0x0000000000000000, %entry ], [ %acc262, %for.latch.1 ]
  %acc128 = phi float [ 0x0000000000000000, %entry ], [ %acc277, %for.latch.1 ]
  %acc129 = phi float [ 0x0000000000000000, %entry ], [ %acc292, %for.latch.1 ]
  %acc130 = phi float [ 0x0000000000000000, %entry ], [ %acc307, %for.latch.1 ]
  %cmp.2 = icmp slt i32 %pos122, %count106
  br i1 %cmp.2, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel131 = udiv i32 %pos122, %wo
  %wo132 = urem i32 %pos122, %wo
  %ho133 = add i32 %ho_lo100, %hrel131
  %dy_row134 = mul i32 %ho133, %dy_stride_h
  %dy_col135 = mul i32 %wo132, %dy_stride_w
  %dy_a136 = add i32 %dy_img110, %dy_row134
  %dy_b137 = add i32 %dy_a136, %dy_col135
  %dy_e138 = add i32 %dy_b137, %c48
  %dy_off140 = shl i32 %dy_e138, 1
  %dy_safe142 = select i1 %cok49, i32 %dy_off140, i32 2147483647
  %dy_raw144 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rdy107, i32 %dy_safe142, i32 0, i32 0)
  %z145 = zext i16 %dy_raw144 to i32
  %sh147 = shl i32 %z145, 16
  %dy148 = bitcast i32 %sh147 to float
  %h_a149 = mul i32 %ho133, %stride_h
  %w_a150 = mul i32 %wo132, %stride_w
  %wi151 = add i32 %w_a150, %woff63
  %wok152 = icmp ult i32 %wi151, %wi
  %wok153 = and i1 %wok152, %sok61
  %x_col154 = mul i32 %wi151, %x_stride_w
  %wi155 = add i32 %w_a150, %woff68
  %wok156 = icmp ult i32 %wi155, %wi
  %wok157 = and i1 %wok156, %sok66
  %x_col158 = mul i32 %wi155, %x_stride_w
  %wi159 = add i32 %w_a150, %woff73
  %wok160 = icmp ult i32 %wi159, %wi
  %wok161 = and i1 %wok160, %sok71
  %x_col162 = mul i32 %wi159, %x_stride_w
  %wi163 = add i32 %w_a150, %woff78
  %wok164 = icmp ult i32 %wi163, %wi
  %wok165 = and i1 %wok164, %sok76
  %x_col166 = mul i32 %wi163, %x_stride_w
  %wi167 = add i32 %w_a150, %woff83
  %wok168 = icmp ult i32 %wi167, %wi
  %wok169 = and i1 %wok168, %sok81
  %x_col170 = mul i32 %wi167, %x_stride_w
  %wi171 = add i32 %w_a150, %woff88
  %wok172 = icmp ult i32 %wi171, %wi
  %wok173 = and i1 %wok172, %sok86
  %x_col174 = mul i32 %wi171, %x_stride_w
  %wi175 = add i32 %w_a150, %woff93
  %wok176 = icmp ult i32 %wi175, %wi
  %wok177 = and i1 %wok176, %sok91
  %x_col178 = mul i32 %wi175, %x_stride_w
  %wi179 = add i32 %w_a150, %woff98
  %wok180 = icmp ult i32 %wi179, %wi
  %wok181 = and i1 %wok180, %sok96
  %x_col182 = mul i32 %wi179, %x_stride_w
  %hi183 = add i32 %h_a149, %hoff58
  %hok184 = icmp ult i32 %hi183, %hi
  %hok185 = and i1 %hok184, %rok56
  %x_row186 = mul i32 %hi183, %x_stride_h
  %x_r187 = add i32 %x_img111, %x_row186
  %in_img188 = and i1 %hok185, %wok153
  %ok189 = and i1 %in_img188, %cok49
  %x_a190 = add i32 %x_r187, %x_col154
  %x_e191 = add i32 %x_a190, %c48
  %x_off193 = shl i32 %x_e191, 1
  %x_safe195 = select i1 %ok189, i32 %x_off193, i32 2147483647
  %x_raw197 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx108, i32 %x_safe195, i32 0, i32 0)
  %z198 = zext i16 %x_raw197 to i32
  %sh200 = shl i32 %z198, 16
  %x201 = bitcast i32 %sh200 to float
  %acc202 = call float @llvm.fma.f32(float %dy148, float %x201, float %acc123)
  %in_img203 = and i1 %hok185, %wok157
  %ok204 = and i1 %in_img203, %cok49
  %x_a205 = add i32 %x_r187, %x_col158
  %x_e206 = add i32 %x_a205, %c48
  %x_off208 = shl i32 %x_e206, 1
  %x_safe210 = select i1 %ok204, i32 %x_off208, i32 2147483647
  %x_raw212 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx108, i32 %x_safe210, i32 0, i32 0)
  %z213 = zext i16 %x_raw212 to i32
  %sh215 = shl i32 %z213, 16
  %x216 = bitcast i32 %sh215 to float
  %acc217 = call float @llvm.fma.f32(float %dy148, float %x216, float %acc124)
  %in_img218 = and i1 %hok185, %wok161
  %ok219 = and i1 %in_img218, %cok49
  %x_a220 = add i32 %x_r187, %x_col162
  %x_e221 = add i32 %x_a220, %c48
  %x_off223 = shl i32 %x_e221, 1
  %x_safe225 = select i1 %ok219, i32 %x_off223, i32 2147483647
  %x_raw227 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx108, i32 %x_safe225, i32 0, i32 0)
  %z228 = zext i16 %x_raw227 to i32
  %sh230 = shl i32 %z228, 16
  %x231 = bitcast i32 %sh230 to float
  %acc232 = call float @llvm.fma.f32(float %dy148, float %x231, float %acc125)
  %in_img233 = and i1 %hok185, %wok165
  %ok234 = and i1 %in_img233, %cok49
  %x_a235 = add i32 %x_r187, %x_col166
  %x_e236 = add i32 %x_a235, %c48
  %x_off238 = shl i32 %x_e236, 1
  %x_safe240 = select i1 %ok234, i32 %x_off238, i32 2147483647
  %x_raw242 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx108, i32 %x_safe240, i32 0, i32 0)
  %z243 = zext i16 %x_raw242 to i32
  %sh245 = shl i32 %z243, 16
  %x246 = bitcast i32 %sh245 to float
  %acc247 = call float @llvm.fma.f32(float %dy148, float %x246, float %acc126)
  %in_img248 = and i1 %hok185, %wok169
  %ok249 = and i1 %in_img248, %cok49
  %x_a250 = add i32 %x_r187, %x_col170
  %x_e251 = add i32 %x_a250, %c48
  %x_off253 = shl i32 %x_e251, 1
  %x_safe255 = select i1 %ok249, i32 %x_off253, i32 2147483647
  %x_raw257 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx108, i32 %x_safe255, i32 0, i32 0)
  %z258 = zext i16 %x_raw257 to i32
  %sh260 = shl i32 %z258, 16
  %x261 = bitcast i32 %sh260 to float
  %acc262 = call float @llvm.fma.f32(float %dy148, float %x261, float %acc127)
  %in_img263 = and i1 %hok185, %wok173
  %ok264 = and i1 %in_img263, %cok49
  %x_a265 = add i32 %x_r187, %x_col174
  %x_e266 = add i32 %x_a265, %c48
  %x_off268 = shl i32 %x_e266, 1
  %x_safe270 = select i1 %ok264, i32 %x_off268, i32 2147483647
  %x_raw272 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx108, i32 %x_safe270, i32 0, i32 0)
  %z273 = zext i16 %x_raw272 to i32
  %sh275 = shl i32 %z273, 16
  %x276 = bitcast i32 %sh275 to float
  %acc277 = call float @llvm.fma.f32(float %dy148, float %x276, float %acc128)
  %in_img278 = and i1 %hok185, %wok177
  %ok279 = and i1 %in_img278, %cok49
  %x_a280 = add i32 %x_r187, %x_col178
  %x_e281 = add i32 %x_a280, %c48
  %x_off283 = shl i32 %x_e281, 1
  %x_safe285 = select i1 %ok279, i32 %x_off283, i32 2147483647
  %x_raw287 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx108, i32 %x_safe285, i32 0, i32 0)
  %z288 = zext i16 %x_raw287 to i32
  %sh290 = shl i32 %z288, 16
  %x291 = bitcast i32 %sh290 to float
  %acc292 = call float @llvm.fma.f32(float %dy148, float %x291, float %acc129)
  %in_img293 = and i1 %hok185, %wok181
  %ok294 = and i1 %in_img293, %cok49
  %x_a295 = add i32 %x_r187, %x_col182
  %x_e296 = add i32 %x_a295, %c48
  %x_off298 = shl i32 %x_e296, 1
  %x_safe300 = select i1 %ok294, i32 %x_off298, i32 2147483647
  %x_raw302 = call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %rx108, i32 %x_safe300, i32 0, i32 0)
  %z303 = zext i16 %x_raw302 to i32
  %sh305 = shl i32 %z303, 16
  %x306 = bitcast i32 %sh305 to float
  %acc307 = call float @llvm.fma.f32(float %dy148, float %x306, float %acc130)
  br label %for.latch.1
for.latch.1:
  %iv.next.1 = add i32 %pos122, 1
  br label %for.head.1
for.exit.1:
  %slab309 = urem i32 %img32, 4
  %slab_c310 = mul i32 %slab309, %groups
  %chan311 = add i32 %slab_c310, %c48
  %chan_r312 = mul i32 %chan311, %filter_h
  br i1 %cok49, label %if.then.2, label %if.end.2
if.then.2:
  %rr313 = add i32 %chan_r312, %r55
  %tap_base314 = mul i32 %rr313, %filter_w
  %tok315 = and i1 %rok56, %sok61
  br i1 %tok315, label %if.then.3, label %if.end.3
if.then.3:
  %tap316 = add i32 %tap_base314, %s60
  %ws_off318 = shl i32 %tap316, 2
  %old.3 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc123, ptr addrspace(8) %rws109, i32 %ws_off318, i32 0, i32 0)
  br label %if.end.3
if.end.3:
  %tok320 = and i1 %rok56, %sok66
  br i1 %tok320, label %if.then.4, label %if.end.4
if.then.4:
  %tap321 = add i32 %tap_base314, %s65
  %ws_off323 = shl i32 %tap321, 2
  %old.4 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc124, ptr addrspace(8) %rws109, i32 %ws_off323, i32 0, i32 0)
  br label %if.end.4
if.end.4:
  %tok325 = and i1 %rok56, %sok71
  br i1 %tok325, label %if.then.5, label %if.end.5
if.then.5:
  %tap326 = add i32 %tap_base314, %s70
  %ws_off328 = shl i32 %tap326, 2
  %old.5 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc125, ptr addrspace(8) %rws109, i32 %ws_off328, i32 0, i32 0)
  br label %if.end.5
if.end.5:
  %tok330 = and i1 %rok56, %sok76
  br i1 %tok330, label %if.then.6, label %if.end.6
if.then.6:
  %tap331 = add i32 %tap_base314, %s75
  %ws_off333 = shl i32 %tap331, 2
  %old.6 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc126, ptr addrspace(8) %rws109, i32 %ws_off333, i32 0, i32 0)
  br label %if.end.6
if.end.6:
  %tok335 = and i1 %rok56, %sok81
  br i1 %tok335, label %if.then.7, label %if.end.7
if.then.7:
  %tap336 = add i32 %tap_base314, %s80
  %ws_off338 = shl i32 %tap336, 2
  %old.7 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc127, ptr addrspace(8) %rws109, i32 %ws_off338, i32 0, i32 0)
  br label %if.end.7
if.end.7:
  %tok340 = and i1 %rok56, %sok86
  br i1 %tok340, label %if.then.8, label %if.end.8
if.then.8:
  %tap341 = add i32 %tap_base314, %s85
  %ws_off343 = shl i32 %tap341, 2
  %old.8 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc128, ptr addrspace(8) %rws109, i32 %ws_off343, i32 0, i32 0)
  br label %if.end.8
if.end.8:
  %tok345 = and i1 %rok56, %sok91
  br i1 %tok345, label %if.then.9, label %if.end.9
if.then.9:
  %tap346 = add i32 %tap_base314, %s90
  %ws_off348 = shl i32 %tap346, 2
  %old.9 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc129, ptr addrspace(8) %rws109, i32 %ws_off348, i32 0, i32 0)
  br label %if.end.9
if.end.9:
  %tok350 = and i1 %rok56, %sok96
  br i1 %tok350, label %if.then.10, label %if.end.10
if.then.10:
  %tap351 = add i32 %tap_base314, %s95
  %ws_off353 = shl i32 %tap351, 2
  %old.10 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %acc130, ptr addrspace(8) %rws109, i32 %ws_off353, i32 0, i32 0)
  br label %if.end.10
if.end.10:
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" }
