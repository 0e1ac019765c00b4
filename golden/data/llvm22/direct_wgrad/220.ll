; irgate direct_wgrad{dtype=fp16,filter_h=2,filter_w=2,pad_h=0,pad_w=1,stride_h=1,stride_w=1,cpg=16,kpg=16,waves_k=1,waves_c=1,wave_tiles_k=1,wave_tiles_c=1,rows_per_sync=1,row_blocks=1,lds_epilogue=0,tdm_stages=0,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1 = internal unnamed_addr addrspace(3) global [4704 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8), i32, i32, i32)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3))
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 immarg, <16 x half>, i1 immarg, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1(ptr addrspace(1) noalias readonly align 2 %dy, ptr addrspace(1) noalias readonly align 2 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w) #0 {
entry:
  %tid18 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane20 = and i32 %tid18, 31
  %wave22 = lshr i32 %tid18, 5
  %wave_k24 = urem i32 %wave22, 1
  %wave_c26 = udiv i32 %wave22, 1
  %wkb28 = mul i32 %wave_k24, 16
  %wcb30 = mul i32 %wave_c26, 16
  %half32 = lshr i32 %lane20, 4
  %khalf34 = shl i32 %half32, 3
  %lrow36 = and i32 %lane20, 7
  %tr_row37 = add i32 %khalf34, %lrow36
  %lcol39 = and i32 %lane20, 15
  %cgrp41 = lshr i32 %lcol39, 3
  %tr_col43 = shl i32 %cgrp41, 3
  %a_r45 = mul i32 %tr_row37, 24
  %a_c46 = add i32 %a_r45, %tr_col43
  %a_e47 = add i32 %a_c46, %wkb28
  %a_lane49 = shl i32 %a_e47, 1
  %b_r51 = mul i32 %tr_row37, 24
  %b_c52 = add i32 %b_r51, %tr_col43
  %b_e53 = add i32 %b_c52, %wcb30
  %b_lane55 = shl i32 %b_e53, 1
  %bx56 = call i32 @llvm.amdgcn.workgroup.id.x()
  %rblk57 = call i32 @llvm.amdgcn.workgroup.id.y()
  %img58 = call i32 @llvm.amdgcn.workgroup.id.z()
  %ct60 = urem i32 %bx56, 1
  %rest62 = udiv i32 %bx56, 1
  %kt64 = urem i32 %rest62, 1
  %g66 = udiv i32 %rest62, 1
  %k_blk68 = mul i32 %kt64, 16
  %c_blk70 = mul i32 %ct60, 16
  %gk72 = mul i32 %g66, 16
  %gc74 = mul i32 %g66, 16
  %dy_ch75 = add i32 %gk72, %k_blk68
  %x_ch76 = add i32 %gc74, %c_blk70
  %band_a78 = add i32 %ho, 0
  %band80 = udiv i32 %band_a78, 1
  %ho_lo81 = mul i32 %rblk57, %band80
  %ho_end82 = add i32 %ho_lo81, %band80
  %fits83 = icmp ult i32 %ho_end82, %ho
  %ho_hi84 = select i1 %fits83, i32 %ho_end82, i32 %ho
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy85 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx86 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws87 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  %dy_img88 = mul i32 %img58, %dy_stride_n
  %x_img89 = mul i32 %img58, %x_stride_n
  %ncols_a92 = add i32 %wo, 31
  %ncols94 = lshr i32 %ncols_a92, 5
  %live95 = icmp slt i32 %ho_lo81, %ho_hi84
  %span_a96 = sub i32 %ho_hi84, %ho_lo81
  %span98 = select i1 %live95, i32 %span_a96, i32 0
  %rg_a100 = add i32 %span98, 0
  %rgs102 = udiv i32 %rg_a100, 1
  %steps103 = mul i32 %rgs102, %ncols94
  br label %for.head.1
for.head.1:
  %t111 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc112 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc426, %for.latch.1 ]
  %acc113 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc434, %for.latch.1 ]
  %acc114 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc442, %for.latch.1 ]
  %acc115 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc450, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t111, %steps103
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %rg116 = udiv i32 %t111, %ncols94
  %ccol117 = urem i32 %t111, %ncols94
  %rgo119 = mul i32 %rg116, 1
  %ho_s120 = add i32 %ho_lo81, %rgo119
  %wo_s122 = shl i32 %ccol117, 5
  %wb124 = sub i32 %wo_s122, 1
  %ho126 = add i32 %ho_s120, 0
  %hok127 = icmp ult i32 %ho126, %ho_hi84
  %dy_row128 = mul i32 %ho126, %dy_stride_h
  %dy_r129 = add i32 %dy_img88, %dy_row128
  %e131 = add i32 %tid18, 0
  %row133 = udiv i32 %e131, 2
  %cc135 = urem i32 %e131, 2
  %chan137 = shl i32 %cc135, 3
  %wo138 = add i32 %wo_s122, %row133
  %wok139 = icmp ult i32 %wo138, %wo
  %kin140 = add i32 %k_blk68, %chan137
  %kok142 = icmp ult i32 %kin140, 16
  %ok143 = and i1 %hok127, %wok139
  %ok144 = and i1 %ok143, %kok142
  %col145 = mul i32 %wo138, %dy_stride_w
  %el146 = add i32 %dy_r129, %col145
  %el147 = add i32 %el146, %dy_ch75
  %el148 = add i32 %el147, %chan137
  %off150 = shl i32 %el148, 1
  %safe152 = select i1 %ok144, i32 %off150, i32 2147483647
  %dyv154 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe152, i32 0, i32 0)
  %lrow156 = mul i32 %row133, 24
  %lel157 = add i32 %lrow156, %chan137
  %lb159 = shl i32 %lel157, 1
  %la161 = add i32 %lb159, 0
  %e163 = add i32 %tid18, 32
  %row165 = udiv i32 %e163, 2
  %cc167 = urem i32 %e163, 2
  %chan169 = shl i32 %cc167, 3
  %wo170 = add i32 %wo_s122, %row165
  %wok171 = icmp ult i32 %wo170, %wo
  %kin172 = add i32 %k_blk68, %chan169
  %kok174 = icmp ult i32 %kin172, 16
  %ok175 = and i1 %hok127, %wok171
  %ok176 = and i1 %ok175, %kok174
  %col177 = mul i32 %wo170, %dy_stride_w
  %el178 = add i32 %dy_r129, %col177
  %el179 = add i32 %el178, %dy_ch75
  %el180 = add i32 %el179, %chan169
  %off182 = shl i32 %el180, 1
  %safe184 = select i1 %ok176, i32 %off182, i32 2147483647
  %dyv186 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rdy85, i32 %safe184, i32 0, i32 0)
  %lrow188 = mul i32 %row165, 24
  %lel189 = add i32 %lrow188, %chan169
  %lb191 = shl i32 %lel189, 1
  %la193 = add i32 %lb191, 0
  %h_a195 = add i32 %ho126, 0
  %hi197 = sub i32 %h_a195, 0
  %hiok198 = icmp ult i32 %hi197, %hi
  %x_row199 = mul i32 %hi197, %x_stride_h
  %x_r200 = add i32 %x_img89, %x_row199
  %e202 = add i32 %tid18, 0
  %row204 = udiv i32 %e202, 2
  %cc206 = urem i32 %e202, 2
  %chan208 = shl i32 %cc206, 3
  %wi209 = add i32 %wb124, %row204
  %wiok210 = icmp ult i32 %wi209, %wi
  %cin211 = add i32 %c_blk70, %chan208
  %cok213 = icmp ult i32 %cin211, 16
  %ok214 = and i1 %hiok198, %wiok210
  %ok215 = and i1 %ok214, %cok213
  %col216 = mul i32 %wi209, %x_stride_w
  %el217 = add i32 %x_r200, %col216
  %el218 = add i32 %el217, %x_ch76
  %el219 = add i32 %el218, %chan208
  %off221 = shl i32 %el219, 1
  %safe223 = select i1 %ok215, i32 %off221, i32 2147483647
  %xv225 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe223, i32 0, i32 0)
  %lrow227 = mul i32 %row204, 24
  %lel228 = add i32 %lrow227, %chan208
  %lb230 = shl i32 %lel228, 1
  %la232 = add i32 %lb230, 1536
  %eok234 = icmp ult i32 %e202, 66
  %e236 = add i32 %tid18, 32
  %row238 = udiv i32 %e236, 2
  %cc240 = urem i32 %e236, 2
  %chan242 = shl i32 %cc240, 3
  %wi243 = add i32 %wb124, %row238
  %wiok244 = icmp ult i32 %wi243, %wi
  %cin245 = add i32 %c_blk70, %chan242
  %cok247 = icmp ult i32 %cin245, 16
  %ok248 = and i1 %hiok198, %wiok244
  %ok249 = and i1 %ok248, %cok247
  %col250 = mul i32 %wi243, %x_stride_w
  %el251 = add i32 %x_r200, %col250
  %el252 = add i32 %el251, %x_ch76
  %el253 = add i32 %el252, %chan242
  %off255 = shl i32 %el253, 1
  %safe257 = select i1 %ok249, i32 %off255, i32 2147483647
  %xv259 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe257, i32 0, i32 0)
  %lrow261 = mul i32 %row238, 24
  %lel262 = add i32 %lrow261, %chan242
  %lb264 = shl i32 %lel262, 1
  %la266 = add i32 %lb264, 1536
  %eok268 = icmp ult i32 %e236, 66
  %e270 = add i32 %tid18, 64
  %row272 = udiv i32 %e270, 2
  %cc274 = urem i32 %e270, 2
  %chan276 = shl i32 %cc274, 3
  %wi277 = add i32 %wb124, %row272
  %wiok278 = icmp ult i32 %wi277, %wi
  %cin279 = add i32 %c_blk70, %chan276
  %cok281 = icmp ult i32 %cin279, 16
  %ok282 = and i1 %hiok198, %wiok278
  %ok283 = and i1 %ok282, %cok281
  %col284 = mul i32 %wi277, %x_stride_w
  %el285 = add i32 %x_r200, %col284
  %el286 = add i32 %el285, %x_ch76
  %el287 = add i32 %el286, %chan276
  %off289 = shl i32 %el287, 1
  %safe291 = select i1 %ok283, i32 %off289, i32 2147483647
  %xv293 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe291, i32 0, i32 0)
  %lrow295 = mul i32 %row272, 24
  %lel296 = add i32 %lrow295, %chan276
  %lb298 = shl i32 %lel296, 1
  %la300 = add i32 %lb298, 1536
  %eok302 = icmp ult i32 %e270, 66
  %h_a304 = add i32 %ho126, 1
  %hi306 = sub i32 %h_a304, 0
  %hiok307 = icmp ult i32 %hi306, %hi
  %x_row308 = mul i32 %hi306, %x_stride_h
  %x_r309 = add i32 %x_img89, %x_row308
  %e311 = add i32 %tid18, 0
  %row313 = udiv i32 %e311, 2
  %cc315 = urem i32 %e311, 2
  %chan317 = shl i32 %cc315, 3
  %wi318 = add i32 %wb124, %row313
  %wiok319 = icmp ult i32 %wi318, %wi
  %cin320 = add i32 %c_blk70, %chan317
  %cok322 = icmp ult i32 %cin320, 16
  %ok323 = and i1 %hiok307, %wiok319
  %ok324 = and i1 %ok323, %cok322
  %col325 = mul i32 %wi318, %x_stride_w
  %el326 = add i32 %x_r309, %col325
  %el327 = add i32 %el326, %x_ch76
  %el328 = add i32 %el327, %chan317
  %off330 = shl i32 %el328, 1
  %safe332 = select i1 %ok324, i32 %off330, i32 2147483647
  %xv334 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe332, i32 0, i32 0)
  %lrow336 = mul i32 %row313, 24
  %lel337 = add i32 %lrow336, %chan317
  %lb339 = shl i32 %lel337, 1
  %la341 = add i32 %lb339, 3120
  %eok343 = icmp ult i32 %e311, 66
  %e345 = add i32 %tid18, 32
  %row347 = udiv i32 %e345, 2
  %cc349 = urem i32 %e345, 2
  %chan351 = shl i32 %cc349, 3
  %wi352 = add i32 %wb124, %row347
  %wiok353 = icmp ult i32 %wi352, %wi
  %cin354 = add i32 %c_blk70, %chan351
  %cok356 = icmp ult i32 %cin354, 16
  %ok357 = and i1 %hiok307, %wiok353
  %ok358 = and i1 %ok357, %cok356
  %col359 = mul i32 %wi352, %x_stride_w
  %el360 = add i32 %x_r309, %col359
  %el361 = add i32 %el360, %x_ch76
  %el362 = add i32 %el361, %chan351
  %off364 = shl i32 %el362, 1
  %safe366 = select i1 %ok358, i32 %off364, i32 2147483647
  %xv368 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe366, i32 0, i32 0)
  %lrow370 = mul i32 %row347, 24
  %lel371 = add i32 %lrow370, %chan351
  %lb373 = shl i32 %lel371, 1
  %la375 = add i32 %lb373, 3120
  %eok377 = icmp ult i32 %e345, 66
  %e379 = add i32 %tid18, 64
  %row381 = udiv i32 %e379, 2
  %cc383 = urem i32 %e379, 2
  %chan385 = shl i32 %cc383, 3
  %wi386 = add i32 %wb124, %row381
  %wiok387 = icmp ult i32 %wi386, %wi
  %cin388 = add i32 %c_blk70, %chan385
  %cok390 = icmp ult i32 %cin388, 16
  %ok391 = and i1 %hiok307, %wiok387
  %ok392 = and i1 %ok391, %cok390
  %col393 = mul i32 %wi386, %x_stride_w
  %el394 = add i32 %x_r309, %col393
  %el395 = add i32 %el394, %x_ch76
  %el396 = add i32 %el395, %chan385
  %off398 = shl i32 %el396, 1
  %safe400 = select i1 %ok392, i32 %off398, i32 2147483647
  %xv402 = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %rx86, i32 %safe400, i32 0, i32 0)
  %lrow404 = mul i32 %row381, 24
  %lel405 = add i32 %lrow404, %chan385
  %lb407 = shl i32 %lel405, 1
  %la409 = add i32 %lb407, 3120
  %eok411 = icmp ult i32 %e379, 66
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la161
  store <4 x i32> %dyv154, ptr addrspace(3) %gep.6, align 16
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la193
  store <4 x i32> %dyv186, ptr addrspace(3) %gep.7, align 16
  br i1 %eok234, label %if.then.2, label %if.end.2
if.then.2:
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la232
  store <4 x i32> %xv225, ptr addrspace(3) %gep.8, align 16
  br label %if.end.2
if.end.2:
  br i1 %eok268, label %if.then.3, label %if.end.3
if.then.3:
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la266
  store <4 x i32> %xv259, ptr addrspace(3) %gep.9, align 16
  br label %if.end.3
if.end.3:
  br i1 %eok302, label %if.then.4, label %if.end.4
if.then.4:
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la300
  store <4 x i32> %xv293, ptr addrspace(3) %gep.10, align 16
  br label %if.end.4
if.end.4:
  br i1 %eok343, label %if.then.5, label %if.end.5
if.then.5:
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la341
  store <4 x i32> %xv334, ptr addrspace(3) %gep.11, align 16
  br label %if.end.5
if.end.5:
  br i1 %eok377, label %if.then.6, label %if.end.6
if.then.6:
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la375
  store <4 x i32> %xv368, ptr addrspace(3) %gep.12, align 16
  br label %if.end.6
if.end.6:
  br i1 %eok411, label %if.then.7, label %if.end.7
if.then.7:
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %la409
  store <4 x i32> %xv402, ptr addrspace(3) %gep.13, align 16
  br label %if.end.7
if.end.7:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr413 = add i32 %a_lane49, 0
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %a_addr413
  %a_lo414 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.14)
  %a_addr416 = add i32 %a_lane49, 768
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %a_addr416
  %a_hi417 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.15)
  %a_frag418 = shufflevector <8 x half> %a_lo414, <8 x half> %a_hi417, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b_addr420 = add i32 %b_lane55, 1536
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr420
  %b_lo421 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.16)
  %b_addr423 = add i32 %b_lane55, 2304
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr423
  %b_hi424 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.17)
  %b_frag425 = shufflevector <8 x half> %b_lo421, <8 x half> %b_hi424, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc426 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag418, i1 false, <16 x half> %b_frag425, i16 0, <8 x float> %acc112, i1 false, i1 false)
  %b_addr428 = add i32 %b_lane55, 1584
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr428
  %b_lo429 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.18)
  %b_addr431 = add i32 %b_lane55, 2352
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr431
  %b_hi432 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.19)
  %b_frag433 = shufflevector <8 x half> %b_lo429, <8 x half> %b_hi432, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc434 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag418, i1 false, <16 x half> %b_frag433, i16 0, <8 x float> %acc113, i1 false, i1 false)
  %b_addr436 = add i32 %b_lane55, 3120
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr436
  %b_lo437 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.20)
  %b_addr439 = add i32 %b_lane55, 3888
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr439
  %b_hi440 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.21)
  %b_frag441 = shufflevector <8 x half> %b_lo437, <8 x half> %b_hi440, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc442 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag418, i1 false, <16 x half> %b_frag441, i16 0, <8 x float> %acc114, i1 false, i1 false)
  %b_addr444 = add i32 %b_lane55, 3168
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr444
  %b_lo445 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.22)
  %b_addr447 = add i32 %b_lane55, 3936
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_img_wgrad_fp16_f2x2_p0x1_c16_k16_w1x1_t1x1_rps1_rb1_le0_tdm0_wsr1, i32 %b_addr447
  %b_hi448 = call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep.23)
  %b_frag449 = shufflevector <8 x half> %b_lo445, <8 x half> %b_hi448, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %acc450 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a_frag418, i1 false, <16 x half> %b_frag449, i16 0, <8 x float> %acc115, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t111, 1
  br label %for.head.1
for.exit.1:
  %slab_a452 = mul i32 %img58, 1
  %slab_b453 = add i32 %slab_a452, %rblk57
  %slab455 = urem i32 %slab_b453, 1
  %slab_g456 = mul i32 %slab455, %groups
  %slab_k458 = mul i32 %slab_g456, 16
  %kbase459 = add i32 %slab_k458, %gk72
  %c_w460 = add i32 %c_blk70, %wcb30
  %k_w461 = add i32 %k_blk68, %wkb28
  %k_h462 = add i32 %k_w461, %khalf34
  %cin464 = add i32 %c_w460, 0
  %cin465 = add i32 %cin464, %lcol39
  %cok467 = icmp ult i32 %cin465, 16
  %kin469 = add i32 %k_h462, 0
  %kok471 = icmp ult i32 %kin469, 16
  %ok472 = and i1 %kok471, %cok467
  br i1 %ok472, label %if.then.8, label %if.end.8
if.then.8:
  %krow473 = add i32 %kbase459, %kin469
  %kr475 = mul i32 %krow473, 2
  %t_r477 = add i32 %kr475, 0
  %t_s479 = mul i32 %t_r477, 2
  %t_c481 = add i32 %t_s479, 0
  %t_e483 = mul i32 %t_c481, 16
  %el484 = add i32 %t_e483, %cin465
  %off486 = shl i32 %el484, 2
  %v487 = extractelement <8 x float> %acc112, i32 0
  %old.24 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v487, ptr addrspace(8) %rws87, i32 %off486, i32 0, i32 20)
  %krow489 = add i32 %kbase459, %kin469
  %kr491 = mul i32 %krow489, 2
  %t_r493 = add i32 %kr491, 0
  %t_s495 = mul i32 %t_r493, 2
  %t_c497 = add i32 %t_s495, 1
  %t_e499 = mul i32 %t_c497, 16
  %el500 = add i32 %t_e499, %cin465
  %off502 = shl i32 %el500, 2
  %v503 = extractelement <8 x float> %acc113, i32 0
  %old.25 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v503, ptr addrspace(8) %rws87, i32 %off502, i32 0, i32 20)
  %krow505 = add i32 %kbase459, %kin469
  %kr507 = mul i32 %krow505, 2
  %t_r509 = add i32 %kr507, 1
  %t_s511 = mul i32 %t_r509, 2
  %t_c513 = add i32 %t_s511, 0
  %t_e515 = mul i32 %t_c513, 16
  %el516 = add i32 %t_e515, %cin465
  %off518 = shl i32 %el516, 2
  %v519 = extractelement <8 x float> %acc114, i32 0
  %old.26 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v519, ptr addrspace(8) %rws87, i32 %off518, i32 0, i32 20)
  %krow521 = add i32 %kbase459, %kin469
  %kr523 = mul i32 %krow521, 2
  %t_r525 = add i32 %kr523, 1
  %t_s527 = mul i32 %t_r525, 2
  %t_c529 = add i32 %t_s527, 1
  %t_e531 = mul i32 %t_c529, 16
  %el532 = add i32 %t_e531, %cin465
  %off534 = shl i32 %el532, 2
  %v535 = extractelement <8 x float> %acc115, i32 0
  %old.27 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v535, ptr addrspace(8) %rws87, i32 %off534, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin538 = add i32 %k_h462, 1
  %kok540 = icmp ult i32 %kin538, 16
  %ok541 = and i1 %kok540, %cok467
  br i1 %ok541, label %if.then.9, label %if.end.9
if.then.9:
  %krow542 = add i32 %kbase459, %kin538
  %kr544 = mul i32 %krow542, 2
  %t_r546 = add i32 %kr544, 0
  %t_s548 = mul i32 %t_r546, 2
  %t_c550 = add i32 %t_s548, 0
  %t_e552 = mul i32 %t_c550, 16
  %el553 = add i32 %t_e552, %cin465
  %off555 = shl i32 %el553, 2
  %v556 = extractelement <8 x float> %acc112, i32 1
  %old.28 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v556, ptr addrspace(8) %rws87, i32 %off555, i32 0, i32 20)
  %krow558 = add i32 %kbase459, %kin538
  %kr560 = mul i32 %krow558, 2
  %t_r562 = add i32 %kr560, 0
  %t_s564 = mul i32 %t_r562, 2
  %t_c566 = add i32 %t_s564, 1
  %t_e568 = mul i32 %t_c566, 16
  %el569 = add i32 %t_e568, %cin465
  %off571 = shl i32 %el569, 2
  %v572 = extractelement <8 x float> %acc113, i32 1
  %old.29 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v572, ptr addrspace(8) %rws87, i32 %off571, i32 0, i32 20)
  %krow574 = add i32 %kbase459, %kin538
  %kr576 = mul i32 %krow574, 2
  %t_r578 = add i32 %kr576, 1
  %t_s580 = mul i32 %t_r578, 2
  %t_c582 = add i32 %t_s580, 0
  %t_e584 = mul i32 %t_c582, 16
  %el585 = add i32 %t_e584, %cin465
  %off587 = shl i32 %el585, 2
  %v588 = extractelement <8 x float> %acc114, i32 1
  %old.30 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v588, ptr addrspace(8) %rws87, i32 %off587, i32 0, i32 20)
  %krow590 = add i32 %kbase459, %kin538
  %kr592 = mul i32 %krow590, 2
  %t_r594 = add i32 %kr592, 1
  %t_s596 = mul i32 %t_r594, 2
  %t_c598 = add i32 %t_s596, 1
  %t_e600 = mul i32 %t_c598, 16
  %el601 = add i32 %t_e600, %cin465
  %off603 = shl i32 %el601, 2
  %v604 = extractelement <8 x float> %acc115, i32 1
  %old.31 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v604, ptr addrspace(8) %rws87, i32 %off603, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  %kin607 = add i32 %k_h462, 2
  %kok609 = icmp ult i32 %kin607, 16
  %ok610 = and i1 %kok609, %cok467
  br i1 %ok610, label %if.then.10, label %if.end.10
if.then.10:
  %krow611 = add i32 %kbase459, %kin607
  %kr613 = mul i32 %krow611, 2
  %t_r615 = add i32 %kr613, 0
  %t_s617 = mul i32 %t_r615, 2
  %t_c619 = add i32 %t_s617, 0
  %t_e621 = mul i32 %t_c619, 16
  %el622 = add i32 %t_e621, %cin465
  %off624 = shl i32 %el622, 2
  %v625 = extractelement <8 x float> %acc112, i32 2
  %old.32 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v625, ptr addrspace(8) %rws87, i32 %off624, i32 0, i32 20)
  %krow627 = add i32 %kbase459, %kin607
  %kr629 = mul i32 %krow627, 2
  %t_r631 = add i32 %kr629, 0
  %t_s633 = mul i32 %t_r631, 2
  %t_c635 = add i32 %t_s633, 1
  %t_e637 = mul i32 %t_c635, 16
  %el638 = add i32 %t_e637, %cin465
  %off640 = shl i32 %el638, 2
  %v641 = extractelement <8 x float> %acc113, i32 2
  %old.33 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v641, ptr addrspace(8) %rws87, i32 %off640, i32 0, i32 20)
  %krow643 = add i32 %kbase459, %kin607
  %kr645 = mul i32 %krow643, 2
  %t_r647 = add i32 %kr645, 1
  %t_s649 = mul i32 %t_r647, 2
  %t_c651 = add i32 %t_s649, 0
  %t_e653 = mul i32 %t_c651, 16
  %el654 = add i32 %t_e653, %cin465
  %off656 = shl i32 %el654, 2
  %v657 = extractelement <8 x float> %acc114, i32 2
  %old.34 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v657, ptr addrspace(8) %rws87, i32 %off656, i32 0, i32 20)
  %krow659 = add i32 %kbase459, %kin607
  %kr661 = mul i32 %krow659, 2
  %t_r663 = add i32 %kr661, 1
  %t_s665 = mul i32 %t_r663, 2
  %t_c667 = add i32 %t_s665, 1
  %t_e669 = mul i32 %t_c667, 16
  %el670 = add i32 %t_e669, %cin465
  %off672 = shl i32 %el670, 2
  %v673 = extractelement <8 x float> %acc115, i32 2
  %old.35 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v673, ptr addrspace(8) %rws87, i32 %off672, i32 0, i32 20)
  br label %if.end.10
if.end.10:
  %kin676 = add i32 %k_h462, 3
  %kok678 = icmp ult i32 %kin676, 16
  %ok679 = and i1 %kok678, %cok467
  br i1 %ok679, label %if.then.11, label %if.end.11
if.then.11:
  %krow680 = add i32 %kbase459, %kin676
  %kr682 = mul i32 %krow680, 2
  %t_r684 = add i32 %kr682, 0
  %t_s686 = mul i32 %t_r684, 2
  %t_c688 = add i32 %t_s686, 0
  %t_e690 = mul i32 %t_c688, 16
  %el691 = add i32 %t_e690, %cin465
  %off693 = shl i32 %el691, 2
  %v694 = extractelement <8 x float> %acc112, i32 3
  %old.36 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v694, ptr addrspace(8) %rws87, i32 %off693, i32 0, i32 20)
  %krow696 = add i32 %kbase459, %kin676
  %kr698 = mul i32 %krow696, 2
  %t_r700 = add i32 %kr698, 0
  %t_s702 = mul i32 %t_r700, 2
  %t_c704 = add i32 %t_s702, 1
  %t_e706 = mul i32 %t_c704, 16
  %el707 = add i32 %t_e706, %cin465
  %off709 = shl i32 %el707, 2
  %v710 = extractelement <8 x float> %acc113, i32 3
  %old.37 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v710, ptr addrspace(8) %rws87, i32 %off709, i32 0, i32 20)
  %krow712 = add i32 %kbase459, %kin676
  %kr714 = mul i32 %krow712, 2
  %t_r716 = add i32 %kr714, 1
  %t_s718 = mul i32 %t_r716, 2
  %t_c720 = add i32 %t_s718, 0
  %t_e722 = mul i32 %t_c720, 16
  %el723 = add i32 %t_e722, %cin465
  %off725 = shl i32 %el723, 2
  %v726 = extractelement <8 x float> %acc114, i32 3
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v726, ptr addrspace(8) %rws87, i32 %off725, i32 0, i32 20)
  %krow728 = add i32 %kbase459, %kin676
  %kr730 = mul i32 %krow728, 2
  %t_r732 = add i32 %kr730, 1
  %t_s734 = mul i32 %t_r732, 2
  %t_c736 = add i32 %t_s734, 1
  %t_e738 = mul i32 %t_c736, 16
  %el739 = add i32 %t_e738, %cin465
  %off741 = shl i32 %el739, 2
  %v742 = extractelement <8 x float> %acc115, i32 3
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v742, ptr addrspace(8) %rws87, i32 %off741, i32 0, i32 20)
  br label %if.end.11
if.end.11:
  %kin745 = add i32 %k_h462, 4
  %kok747 = icmp ult i32 %kin745, 16
  %ok748 = and i1 %kok747, %cok467
  br i1 %ok748, label %if.then.12, label %if.end.12
if.then.12:
  %krow749 = add i32 %kbase459, %kin745
  %kr751 = mul i32 %krow749, 2
  %t_r753 = add i32 %kr751, 0
  %t_s755 = mul i32 %t_r753, 2
  %t_c757 = add i32 %t_s755, 0
  %t_e759 = mul i32 %t_c757, 16
  %el760 = add i32 %t_e759, %cin465
  %off762 = shl i32 %el760, 2
  %v763 = extractelement <8 x float> %acc112, i32 4
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v763, ptr addrspace(8) %rws87, i32 %off762, i32 0, i32 20)
  %krow765 = add i32 %kbase459, %kin745
  %kr767 = mul i32 %krow765, 2
  %t_r769 = add i32 %kr767, 0
  %t_s771 = mul i32 %t_r769, 2
  %t_c773 = add i32 %t_s771, 1
  %t_e775 = mul i32 %t_c773, 16
  %el776 = add i32 %t_e775, %cin465
  %off778 = shl i32 %el776, 2
  %v779 = extractelement <8 x float> %acc113, i32 4
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v779, ptr addrspace(8) %rws87, i32 %off778, i32 0, i32 20)
  %krow781 = add i32 %kbase459, %kin745
  %kr783 = mul i32 %krow781, 2
  %t_r785 = add i32 %kr783, 1
  %t_s787 = mul i32 %t_r785, 2
  %t_c789 = add i32 %t_s787, 0
  %t_e791 = mul i32 %t_c789, 16
  %el792 = add i32 %t_e791, %cin465
  %off794 = shl i32 %el792, 2
  %v795 = extractelement <8 x float> %acc114, i32 4
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v795, ptr addrspace(8) %rws87, i32 %off794, i32 0, i32 20)
  %krow797 = add i32 %kbase459, %kin745
  %kr799 = mul i32 %krow797, 2
  %t_r801 = add i32 %kr799, 1
  %t_s803 = mul i32 %t_r801, 2
  %t_c805 = add i32 %t_s803, 1
  %t_e807 = mul i32 %t_c805, 16
  %el808 = add i32 %t_e807, %cin465
  %off810 = shl i32 %el808, 2
  %v811 = extractelement <8 x float> %acc115, i32 4
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v811, ptr addrspace(8) %rws87, i32 %off810, i32 0, i32 20)
  br label %if.end.12
if.end.12:
  %kin814 = add i32 %k_h462, 5
  %kok816 = icmp ult i32 %kin814, 16
  %ok817 = and i1 %kok816, %cok467
  br i1 %ok817, label %if.then.13, label %if.end.13
if.then.13:
  %krow818 = add i32 %kbase459, %kin814
  %kr820 = mul i32 %krow818, 2
  %t_r822 = add i32 %kr820, 0
  %t_s824 = mul i32 %t_r822, 2
  %t_c826 = add i32 %t_s824, 0
  %t_e828 = mul i32 %t_c826, 16
  %el829 = add i32 %t_e828, %cin465
  %off831 = shl i32 %el829, 2
  %v832 = extractelement <8 x float> %acc112, i32 5
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v832, ptr addrspace(8) %rws87, i32 %off831, i32 0, i32 20)
  %krow834 = add i32 %kbase459, %kin814
  %kr836 = mul i32 %krow834, 2
  %t_r838 = add i32 %kr836, 0
  %t_s840 = mul i32 %t_r838, 2
  %t_c842 = add i32 %t_s840, 1
  %t_e844 = mul i32 %t_c842, 16
  %el845 = add i32 %t_e844, %cin465
  %off847 = shl i32 %el845, 2
  %v848 = extractelement <8 x float> %acc113, i32 5
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v848, ptr addrspace(8) %rws87, i32 %off847, i32 0, i32 20)
  %krow850 = add i32 %kbase459, %kin814
  %kr852 = mul i32 %krow850, 2
  %t_r854 = add i32 %kr852, 1
  %t_s856 = mul i32 %t_r854, 2
  %t_c858 = add i32 %t_s856, 0
  %t_e860 = mul i32 %t_c858, 16
  %el861 = add i32 %t_e860, %cin465
  %off863 = shl i32 %el861, 2
  %v864 = extractelement <8 x float> %acc114, i32 5
  %old.46 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v864, ptr addrspace(8) %rws87, i32 %off863, i32 0, i32 20)
  %krow866 = add i32 %kbase459, %kin814
  %kr868 = mul i32 %krow866, 2
  %t_r870 = add i32 %kr868, 1
  %t_s872 = mul i32 %t_r870, 2
  %t_c874 = add i32 %t_s872, 1
  %t_e876 = mul i32 %t_c874, 16
  %el877 = add i32 %t_e876, %cin465
  %off879 = shl i32 %el877, 2
  %v880 = extractelement <8 x float> %acc115, i32 5
  %old.47 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v880, ptr addrspace(8) %rws87, i32 %off879, i32 0, i32 20)
  br label %if.end.13
if.end.13:
  %kin883 = add i32 %k_h462, 6
  %kok885 = icmp ult i32 %kin883, 16
  %ok886 = and i1 %kok885, %cok467
  br i1 %ok886, label %if.then.14, label %if.end.14
if.then.14:
  %krow887 = add i32 %kbase459, %kin883
  %kr889 = mul i32 %krow887, 2
  %t_r891 = add i32 %kr889, 0
  %t_s893 = mul i32 %t_r891, 2
  %t_c895 = add i32 %t_s893, 0
  %t_e897 = mul i32 %t_c895, 16
  %el898 = add i32 %t_e897, %cin465
  %off900 = shl i32 %el898, 2
  %v901 = extractelement <8 x float> %acc112, i32 6
  %old.48 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v901, ptr addrspace(8) %rws87, i32 %off900, i32 0, i32 20)
  %krow903 = add i32 %kbase459, %kin883
  %kr905 = mul i32 %krow903, 2
  %t_r907 = add i32 %kr905, 0
  %t_s909 = mul i32 %t_r907, 2
  %t_c911 = add i32 %t_s909, 1
  %t_e913 = mul i32 %t_c911, 16
  %el914 = add i32 %t_e913, %cin465
  %off916 = shl i32 %el914, 2
  %v917 = extractelement <8 x float> %acc113, i32 6
  %old.49 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v917, ptr addrspace(8) %rws87, i32 %off916, i32 0, i32 20)
  %krow919 = add i32 %kbase459, %kin883
  %kr921 = mul i32 %krow919, 2
  %t_r923 = add i32 %kr921, 1
  %t_s925 = mul i32 %t_r923, 2
  %t_c927 = add i32 %t_s925, 0
  %t_e929 = mul i32 %t_c927, 16
  %el930 = add i32 %t_e929, %cin465
  %off932 = shl i32 %el930, 2
  %v933 = extractelement <8 x float> %acc114, i32 6
  %old.50 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v933, ptr addrspace(8) %rws87, i32 %off932, i32 0, i32 20)
  %krow935 = add i32 %kbase459, %kin883
  %kr937 = mul i32 %krow935, 2
  %t_r939 = add i32 %kr937, 1
  %t_s941 = mul i32 %t_r939, 2
  %t_c943 = add i32 %t_s941, 1
  %t_e945 = mul i32 %t_c943, 16
  %el946 = add i32 %t_e945, %cin465
  %off948 = shl i32 %el946, 2
  %v949 = extractelement <8 x float> %acc115, i32 6
  %old.51 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v949, ptr addrspace(8) %rws87, i32 %off948, i32 0, i32 20)
  br label %if.end.14
if.end.14:
  %kin952 = add i32 %k_h462, 7
  %kok954 = icmp ult i32 %kin952, 16
  %ok955 = and i1 %kok954, %cok467
  br i1 %ok955, label %if.then.15, label %if.end.15
if.then.15:
  %krow956 = add i32 %kbase459, %kin952
  %kr958 = mul i32 %krow956, 2
  %t_r960 = add i32 %kr958, 0
  %t_s962 = mul i32 %t_r960, 2
  %t_c964 = add i32 %t_s962, 0
  %t_e966 = mul i32 %t_c964, 16
  %el967 = add i32 %t_e966, %cin465
  %off969 = shl i32 %el967, 2
  %v970 = extractelement <8 x float> %acc112, i32 7
  %old.52 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v970, ptr addrspace(8) %rws87, i32 %off969, i32 0, i32 20)
  %krow972 = add i32 %kbase459, %kin952
  %kr974 = mul i32 %krow972, 2
  %t_r976 = add i32 %kr974, 0
  %t_s978 = mul i32 %t_r976, 2
  %t_c980 = add i32 %t_s978, 1
  %t_e982 = mul i32 %t_c980, 16
  %el983 = add i32 %t_e982, %cin465
  %off985 = shl i32 %el983, 2
  %v986 = extractelement <8 x float> %acc113, i32 7
  %old.53 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v986, ptr addrspace(8) %rws87, i32 %off985, i32 0, i32 20)
  %krow988 = add i32 %kbase459, %kin952
  %kr990 = mul i32 %krow988, 2
  %t_r992 = add i32 %kr990, 1
  %t_s994 = mul i32 %t_r992, 2
  %t_c996 = add i32 %t_s994, 0
  %t_e998 = mul i32 %t_c996, 16
  %el999 = add i32 %t_e998, %cin465
  %off1001 = shl i32 %el999, 2
  %v1002 = extractelement <8 x float> %acc114, i32 7
  %old.54 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1002, ptr addrspace(8) %rws87, i32 %off1001, i32 0, i32 20)
  %krow1004 = add i32 %kbase459, %kin952
  %kr1006 = mul i32 %krow1004, 2
  %t_r1008 = add i32 %kr1006, 1
  %t_s1010 = mul i32 %t_r1008, 2
  %t_c1012 = add i32 %t_s1010, 1
  %t_e1014 = mul i32 %t_c1012, 16
  %el1015 = add i32 %t_e1014, %cin465
  %off1017 = shl i32 %el1015, 2
  %v1018 = extractelement <8 x float> %acc115, i32 7
  %old.55 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v1018, ptr addrspace(8) %rws87, i32 %off1017, i32 0, i32 20)
  br label %if.end.15
if.end.15:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="144" }
