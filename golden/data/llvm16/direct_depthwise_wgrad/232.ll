; irgate direct_depthwise_wgrad{dtype=fp16,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,waves=1,r_split=1,ho_per_block=4,ws_replicas=1,tap_rows=0,tap_cols=0}@gfx1100 flavor=llvm16
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare float @llvm.fma.f32(float, float, float)
declare i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float, <4 x i32>, i32, i32, i32)

define amdgpu_kernel void @irg_dw_wgrad_fp16_f3x3_s1x1_p1x1_w1_rs1_hb4_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid26 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane28 = and i32 %tid26, 31
  %wave30 = lshr i32 %tid26, 5
  %rgrp32 = urem i32 %wave30, 1
  %part34 = udiv i32 %wave30, 1
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
  %pos68 = phi i32 [ %part34, %entry ], [ %iv.next.25, %for.latch.1 ]
  %acc69 = phi float [ 0x0000000000000000, %entry ], [ %acc124, %for.latch.1 ]
  %acc70 = phi float [ 0x0000000000000000, %entry ], [ %acc141, %for.latch.1 ]
  %acc71 = phi float [ 0x0000000000000000, %entry ], [ %acc158, %for.latch.1 ]
  %acc72 = phi float [ 0x0000000000000000, %entry ], [ %acc181, %for.latch.1 ]
  %acc73 = phi float [ 0x0000000000000000, %entry ], [ %acc198, %for.latch.1 ]
  %acc74 = phi float [ 0x0000000000000000, %entry ], [ %acc215, %for.latch.1 ]
  %acc75 = phi float [ 0x0000000000000000, %entry ], [ %acc238, %for.latch.1 ]
  %acc76 = phi float [ 0x0000000000000000, %entry ], [ %acc255, %for.latch.1 ]
  %acc77 = phi float [ 0x0000000000000000, %entry ], [ %acc272, %for.latch.1 ]
  %cmp.26 = icmp slt i32 %pos68, %count51
  br i1 %cmp.26, label %for.body.1, label %for.exit.1
for.body.1:
  %hrel78 = udiv i32 %pos68, %wo
  %wo79 = urem i32 %pos68, %wo
  %ho80 = add i32 %ho_lo45, %hrel78
  %dy_row81 = mul i32 %ho80, %dy_stride_h
  %dy_col82 = mul i32 %wo79, %dy_stride_w
  %dy_a83 = add i32 %dy_img55, %dy_row81
  %dy_b84 = add i32 %dy_a83, %dy_col82
  %dy_e85 = add i32 %dy_b84, %c40
  %dy_off87 = shl i32 %dy_e85, 1
  %dy_safe89 = select i1 %cok41, i32 %dy_off87, i32 2147483647
  %dy_raw91 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rdy52, i32 %dy_safe89, i32 0, i32 0)
  %h92 = bitcast i16 %dy_raw91 to half
  %dy93 = fpext half %h92 to float
  %h_a95 = mul i32 %ho80, 1
  %h_base97 = sub i32 %h_a95, 1
  %w_a99 = mul i32 %wo79, 1
  %w_base101 = sub i32 %w_a99, 1
  %r103 = add i32 %r_lo43, 0
  %hi104 = add i32 %h_base97, %r103
  %hok105 = icmp ult i32 %hi104, %hi
  %x_row106 = mul i32 %hi104, %x_stride_h
  %x_r107 = add i32 %x_img56, %x_row106
  %wi109 = add i32 %w_base101, 0
  %wok110 = icmp ult i32 %wi109, %wi
  %in_img111 = and i1 %hok105, %wok110
  %ok112 = and i1 %in_img111, %cok41
  %x_col113 = mul i32 %wi109, %x_stride_w
  %x_a114 = add i32 %x_r107, %x_col113
  %x_e115 = add i32 %x_a114, %c40
  %x_off117 = shl i32 %x_e115, 1
  %x_safe119 = select i1 %ok112, i32 %x_off117, i32 2147483647
  %x_raw121 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx53, i32 %x_safe119, i32 0, i32 0)
  %h122 = bitcast i16 %x_raw121 to half
  %x123 = fpext half %h122 to float
  %acc124 = call float @llvm.fma.f32(float %dy93, float %x123, float %acc69)
  %wi126 = add i32 %w_base101, 1
  %wok127 = icmp ult i32 %wi126, %wi
  %in_img128 = and i1 %hok105, %wok127
  %ok129 = and i1 %in_img128, %cok41
  %x_col130 = mul i32 %wi126, %x_stride_w
  %x_a131 = add i32 %x_r107, %x_col130
  %x_e132 = add i32 %x_a131, %c40
  %x_off134 = shl i32 %x_e132, 1
  %x_safe136 = select i1 %ok129, i32 %x_off134, i32 2147483647
  %x_raw138 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx53, i32 %x_safe136, i32 0, i32 0)
  %h139 = bitcast i16 %x_raw138 to half
  %x140 = fpext half %h139 to float
  %acc141 = call float @llvm.fma.f32(float %dy93, float %x140, float %acc70)
  %wi143 = add i32 %w_base101, 2
  %wok144 = icmp ult i32 %wi143, %wi
  %in_img145 = and i1 %hok105, %wok144
  %ok146 = and i1 %in_img145, %cok41
  %x_col147 = mul i32 %wi143, %x_stride_w
  %x_a148 = add i32 %x_r107, %x_col147
  %x_e149 = add i32 %x_a148, %c40
  %x_off151 = shl i32 %x_e149, 1
  %x_safe153 = select i1 %ok146, i32 %x_off151, i32 2147483647
  %x_raw155 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx53, i32 %x_safe153, i32 0, i32 0)
  %h156 = bitcast i16 %x_raw155 to half
  %x157 = fpext half %h156 to float
  %acc158 = call float @llvm.fma.f32(float %dy93, float %x157, float %acc71)
  %r160 = add i32 %r_lo43, 1
  %hi161 = add i32 %h_base97, %r160
  %hok162 = icmp ult i32 %hi161, %hi
  %x_row163 = mul i32 %hi161, %x_stride_h
  %x_r164 = add i32 %x_img56, %x_row163
  %wi166 = add i32 %w_base101, 0
  %wok167 = icmp ult i32 %wi166, %wi
  %in_img168 = and i1 %hok162, %wok167
  %ok169 = and i1 %in_img168, %cok41
  %x_col170 = mul i32 %wi166, %x_stride_w
  %x_a171 = add i32 %x_r164, %x_col170
  %x_e172 = add i32 %x_a171, %c40
  %x_off174 = shl i32 %x_e172, 1
  %x_safe176 = select i1 %ok169, i32 %x_off174, i32 2147483647
  %x_raw178 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx53, i32 %x_safe176, i32 0, i32 0)
  %h179 = bitcast i16 %x_raw178 to half
  %x180 = fpext half %h179 to float
  %acc181 = call float @llvm.fma.f32(float %dy93, float %x180, float %acc72)
  %wi183 = add i32 %w_base101, 1
  %wok184 = icmp ult i32 %wi183, %wi
  %in_img185 = and i1 %hok162, %wok184
  %ok186 = and i1 %in_img185, %cok41
  %x_col187 = mul i32 %wi183, %x_stride_w
  %x_a188 = add i32 %x_r164, %x_col187
  %x_e189 = add i32 %x_a188, %c40
  %x_off191 = shl i32 %x_e189, 1
  %x_safe193 = select i1 %ok186, i32 %x_off191, i32 2147483647
  %x_raw195 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx53, i32 %x_safe193, i32 0, i32 0)
  %h196 = bitcast i16 %x_raw195 to half
  %x197 = fpext half %h196 to float
  %acc198 = call float @llvm.fma.f32(float %dy93, float %x197, float %acc73)
  %wi200 = add i32 %w_base101, 2
  %wok201 = icmp ult i32 %wi200, %wi
  %in_img202 = and i1 %hok162, %wok201
  %ok203 = and i1 %in_img202, %cok41
  %x_col204 = mul i32 %wi200, %x_stride_w
  %x_a205 = add i32 %x_r164, %x_col204
  %x_e206 = add i32 %x_a205, %c40
  %x_off208 = shl i32 %x_e206, 1
  %x_safe210 = select i1 %ok203, i32 %x_off208, i32 2147483647
  %x_raw212 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx53, i32 %x_safe210, i32 0, i32 0)
  %h213 = bitcast i16 %x_raw212 to half
  %x214 = fpext half %h213 to float
  %acc215 = call float @llvm.fma.f32(float %dy93, float %x214, float %acc74)
  %r217 = add i32 %r_lo43, 2
  %hi218 = add i32 %h_base97, %r217
  %hok219 = icmp ult i32 %hi218, %hi
  %x_row220 = mul i32 %hi218, %x_stride_h
  %x_r221 = add i32 %x_img56, %x_row220
  %wi223 = add i32 %w_base101, 0
  %wok224 = icmp ult i32 %wi223, %wi
  %in_img225 = and i1 %hok219, %wok224
  %ok226 = and i1 %in_img225, %cok41
  %x_col227 = mul i32 %wi223, %x_stride_w
  %x_a228 = add i32 %x_r221, %x_col227
  %x_e229 = add i32 %x_a228, %c40
  %x_off231 = shl i32 %x_e229, 1
  %x_safe233 = select i1 %ok226, i32 %x_off231, i32 2147483647
  %x_raw235 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx53, i32 %x_safe233, i32 0, i32 0)
  %h236 = bitcast i16 %x_raw235 to half
  %x237 = fpext half %h236 to float
  %acc238 = call float @llvm.fma.f32(float %dy93, float %x237, float %acc75)
  %wi240 = add i32 %w_base101, 1
  %wok241 = icmp ult i32 %wi240, %wi
  %in_img242 = and i1 %hok219, %wok241
  %ok243 = and i1 %in_img242, %cok41
  %x_col244 = mul i32 %wi240, %x_stride_w
  %x_a245 = add i32 %x_r221, %x_col244
  %x_e246 = add i32 %x_a245, %c40
  %x_off248 = shl i32 %x_e246, 1
  %x_safe250 = select i1 %ok243, i32 %x_off248, i32 2147483647
  %x_raw252 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx53, i32 %x_safe250, i32 0, i32 0)
  %h253 = bitcast i16 %x_raw252 to half
  %x254 = fpext half %h253 to float
  %acc255 = call float @llvm.fma.f32(float %dy93, float %x254, float %acc76)
  %wi257 = add i32 %w_base101, 2
  %wok258 = icmp ult i32 %wi257, %wi
  %in_img259 = and i1 %hok219, %wok258
  %ok260 = and i1 %in_img259, %cok41
  %x_col261 = mul i32 %wi257, %x_stride_w
  %x_a262 = add i32 %x_r221, %x_col261
  %x_e263 = add i32 %x_a262, %c40
  %x_off265 = shl i32 %x_e263, 1
  %x_safe267 = select i1 %ok260, i32 %x_off265, i32 2147483647
  %x_raw269 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rx53, i32 %x_safe267, i32 0, i32 0)
  %h270 = bitcast i16 %x_raw269 to half
  %x271 = fpext half %h270 to float
  %acc272 = call float @llvm.fma.f32(float %dy93, float %x271, float %acc77)
  br label %for.latch.1
for.latch.1:
  %iv.next.25 = add i32 %pos68, 1
  br label %for.head.1
for.exit.1:
  %slab274 = urem i32 %img36, 1
  %slab_c275 = mul i32 %slab274, %groups
  %chan276 = add i32 %slab_c275, %c40
  %chan_r278 = mul i32 %chan276, 3
  br i1 %cok41, label %if.then.2, label %if.end.2
if.then.2:
  %r280 = add i32 %r_lo43, 0
  %rr281 = add i32 %chan_r278, %r280
  %tap_base283 = mul i32 %rr281, 3
  %tap285 = add i32 %tap_base283, 0
  %ws_off287 = shl i32 %tap285, 2
  %old.27 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %acc69, <4 x i32> %rws54, i32 %ws_off287, i32 0, i32 0)
  %tap290 = add i32 %tap_base283, 1
  %ws_off292 = shl i32 %tap290, 2
  %old.28 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %acc70, <4 x i32> %rws54, i32 %ws_off292, i32 0, i32 0)
  %tap295 = add i32 %tap_base283, 2
  %ws_off297 = shl i32 %tap295, 2
  %old.29 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %acc71, <4 x i32> %rws54, i32 %ws_off297, i32 0, i32 0)
  %r300 = add i32 %r_lo43, 1
  %rr301 = add i32 %chan_r278, %r300
  %tap_base303 = mul i32 %rr301, 3
  %tap305 = add i32 %tap_base303, 0
  %ws_off307 = shl i32 %tap305, 2
  %old.30 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %acc72, <4 x i32> %rws54, i32 %ws_off307, i32 0, i32 0)
  %tap310 = add i32 %tap_base303, 1
  %ws_off312 = shl i32 %tap310, 2
  %old.31 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %acc73, <4 x i32> %rws54, i32 %ws_off312, i32 0, i32 0)
  %tap315 = add i32 %tap_base303, 2
  %ws_off317 = shl i32 %tap315, 2
  %old.32 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %acc74, <4 x i32> %rws54, i32 %ws_off317, i32 0, i32 0)
  %r320 = add i32 %r_lo43, 2
  %rr321 = add i32 %chan_r278, %r320
  %tap_base323 = mul i32 %rr321, 3
  %tap325 = add i32 %tap_base323, 0
  %ws_off327 = shl i32 %tap325, 2
  %old.33 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %acc75, <4 x i32> %rws54, i32 %ws_off327, i32 0, i32 0)
  %tap330 = add i32 %tap_base323, 1
  %ws_off332 = shl i32 %tap330, 2
  %old.34 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %acc76, <4 x i32> %rws54, i32 %ws_off332, i32 0, i32 0)
  %tap335 = add i32 %tap_base323, 2
  %ws_off337 = shl i32 %tap335, 2
  %old.35 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %acc77, <4 x i32> %rws54, i32 %ws_off337, i32 0, i32 0)
  br label %if.end.2
if.end.2:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" }
