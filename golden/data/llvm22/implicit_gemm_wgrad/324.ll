; irgate implicit_gemm_wgrad{dtype=fp32,filter_h=3,filter_w=3,pad_h=1,pad_w=1,stride_h=1,stride_w=1,dilation_h=1,dilation_w=1,waves_m=2,waves_n=2,wave_tiles_m=1,wave_tiles_n=1,k_steps=4,ws_replicas=1}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

@lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1 = internal unnamed_addr addrspace(3) global [8704 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 immarg, <2 x float>, i1 immarg, <2 x float>, i16 immarg, <8 x float>, i1 immarg, i1 immarg)

define amdgpu_kernel void @irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1(ptr addrspace(1) noalias readonly align 4 %dy, ptr addrspace(1) noalias readonly align 4 %x, ptr addrspace(1) noalias align 4 %ws, i32 %dy_bytes, i32 %x_bytes, i32 %ws_bytes, i32 %n, i32 %hi, i32 %wi, i32 %ho, i32 %wo, i32 %groups, i32 %dy_stride_n, i32 %dy_stride_h, i32 %dy_stride_w, i32 %x_stride_n, i32 %x_stride_h, i32 %x_stride_w, i32 %kpg, i32 %cpg, i32 %filter_h, i32 %filter_w, i32 %stride_h, i32 %stride_w, i32 %pad_h, i32 %pad_w, i32 %dilation_h, i32 %dilation_w) #0 {
entry:
  %tid28 = call i32 @llvm.amdgcn.workitem.id.x()
  %lane30 = and i32 %tid28, 31
  %wave32 = lshr i32 %tid28, 5
  %wave_m34 = urem i32 %wave32, 2
  %wave_n36 = udiv i32 %wave32, 2
  %wkb38 = mul i32 %wave_m34, 16
  %wcb40 = mul i32 %wave_n36, 16
  %half42 = lshr i32 %lane30, 4
  %khalf44 = shl i32 %half42, 3
  %lcol46 = and i32 %lane30, 15
  %kpair48 = shl i32 %half42, 1
  %a_r49 = add i32 %wkb38, %lcol46
  %a_q51 = mul i32 %a_r49, 34
  %a_e52 = add i32 %a_q51, %kpair48
  %a_lane54 = shl i32 %a_e52, 2
  %b_r55 = add i32 %wcb40, %lcol46
  %b_q57 = mul i32 %b_r55, 34
  %b_e58 = add i32 %b_q57, %kpair48
  %b_lane60 = shl i32 %b_e58, 2
  %bx61 = call i32 @llvm.amdgcn.workgroup.id.x()
  %split62 = call i32 @llvm.amdgcn.workgroup.id.y()
  %nct_a64 = add i32 %cpg, 31
  %nct66 = udiv i32 %nct_a64, 32
  %nkt_a68 = add i32 %kpg, 31
  %nkt70 = udiv i32 %nkt_a68, 32
  %ct71 = urem i32 %bx61, %nct66
  %rest72 = udiv i32 %bx61, %nct66
  %tap74 = urem i32 %rest72, 9
  %rest76 = udiv i32 %rest72, 9
  %kt77 = urem i32 %rest76, %nkt70
  %g78 = udiv i32 %rest76, %nkt70
  %fr80 = udiv i32 %tap74, 3
  %fs82 = urem i32 %tap74, 3
  %rd84 = mul i32 %fr80, 1
  %h_tap86 = sub i32 %rd84, 1
  %sd88 = mul i32 %fs82, 1
  %w_tap90 = sub i32 %sd88, 1
  %k_blk92 = mul i32 %kt77, 32
  %c_blk94 = mul i32 %ct71, 32
  %gk95 = mul i32 %g78, %kpg
  %gc96 = mul i32 %g78, %cpg
  %dy_ch97 = add i32 %gk95, %k_blk92
  %x_ch98 = add i32 %gc96, %c_blk94
  %howo99 = mul i32 %ho, %wo
  %npos100 = mul i32 %n, %howo99
  %p_lo102 = mul i32 %split62, 128
  %p_end104 = add i32 %p_lo102, 128
  %fits105 = icmp ult i32 %p_end104, %npos100
  %p_hi106 = select i1 %fits105, i32 %p_end104, i32 %npos100
  %live107 = icmp ult i32 %p_lo102, %p_hi106
  %span_a108 = sub i32 %p_hi106, %p_lo102
  %span110 = select i1 %live107, i32 %span_a108, i32 0
  %st_a112 = add i32 %span110, 31
  %steps114 = lshr i32 %st_a112, 5
  %nrec.1 = zext i32 %dy_bytes to i64
  %rdy115 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dy, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %x_bytes to i64
  %rx116 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %x, i16 0, i64 %nrec.2, i32 822165504)
  %nrec.3 = zext i32 %ws_bytes to i64
  %rws117 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.3, i32 822165504)
  br label %for.head.1
for.head.1:
  %t123 = phi i32 [ 0, %entry ], [ %iv.next.4, %for.latch.1 ]
  %acc124 = phi <8 x float> [ zeroinitializer, %entry ], [ %acc823, %for.latch.1 ]
  %cmp.5 = icmp slt i32 %t123, %steps114
  br i1 %cmp.5, label %for.body.1, label %for.exit.1
for.body.1:
  %to126 = shl i32 %t123, 5
  %p_s127 = add i32 %p_lo102, %to126
  %e129 = add i32 %tid28, 0
  %row131 = udiv i32 %e129, 32
  %cc133 = urem i32 %e129, 32
  %pos134 = add i32 %p_s127, %row131
  %pok135 = icmp ult i32 %pos134, %p_hi106
  %n136 = udiv i32 %pos134, %howo99
  %prem137 = urem i32 %pos134, %howo99
  %ho138 = udiv i32 %prem137, %wo
  %wo139 = urem i32 %prem137, %wo
  %kin140 = add i32 %k_blk92, %cc133
  %kok141 = icmp ult i32 %kin140, %kpg
  %ok142 = and i1 %pok135, %kok141
  %e_n143 = mul i32 %n136, %dy_stride_n
  %e_h144 = mul i32 %ho138, %dy_stride_h
  %e_w145 = mul i32 %wo139, %dy_stride_w
  %el146 = add i32 %e_n143, %e_h144
  %el147 = add i32 %el146, %e_w145
  %el148 = add i32 %el147, %dy_ch97
  %el149 = add i32 %el148, %cc133
  %off151 = shl i32 %el149, 2
  %safe153 = select i1 %ok142, i32 %off151, i32 2147483647
  %dyv155 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy115, i32 %safe153, i32 0, i32 0)
  %trow157 = mul i32 %cc133, 34
  %tel158 = add i32 %trow157, %row131
  %tb160 = shl i32 %tel158, 2
  %la162 = add i32 %tb160, 0
  %gep.6 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la162
  store float %dyv155, ptr addrspace(3) %gep.6, align 4
  %e164 = add i32 %tid28, 128
  %row166 = udiv i32 %e164, 32
  %cc168 = urem i32 %e164, 32
  %pos169 = add i32 %p_s127, %row166
  %pok170 = icmp ult i32 %pos169, %p_hi106
  %n171 = udiv i32 %pos169, %howo99
  %prem172 = urem i32 %pos169, %howo99
  %ho173 = udiv i32 %prem172, %wo
  %wo174 = urem i32 %prem172, %wo
  %kin175 = add i32 %k_blk92, %cc168
  %kok176 = icmp ult i32 %kin175, %kpg
  %ok177 = and i1 %pok170, %kok176
  %e_n178 = mul i32 %n171, %dy_stride_n
  %e_h179 = mul i32 %ho173, %dy_stride_h
  %e_w180 = mul i32 %wo174, %dy_stride_w
  %el181 = add i32 %e_n178, %e_h179
  %el182 = add i32 %el181, %e_w180
  %el183 = add i32 %el182, %dy_ch97
  %el184 = add i32 %el183, %cc168
  %off186 = shl i32 %el184, 2
  %safe188 = select i1 %ok177, i32 %off186, i32 2147483647
  %dyv190 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy115, i32 %safe188, i32 0, i32 0)
  %trow192 = mul i32 %cc168, 34
  %tel193 = add i32 %trow192, %row166
  %tb195 = shl i32 %tel193, 2
  %la197 = add i32 %tb195, 0
  %gep.7 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la197
  store float %dyv190, ptr addrspace(3) %gep.7, align 4
  %e199 = add i32 %tid28, 256
  %row201 = udiv i32 %e199, 32
  %cc203 = urem i32 %e199, 32
  %pos204 = add i32 %p_s127, %row201
  %pok205 = icmp ult i32 %pos204, %p_hi106
  %n206 = udiv i32 %pos204, %howo99
  %prem207 = urem i32 %pos204, %howo99
  %ho208 = udiv i32 %prem207, %wo
  %wo209 = urem i32 %prem207, %wo
  %kin210 = add i32 %k_blk92, %cc203
  %kok211 = icmp ult i32 %kin210, %kpg
  %ok212 = and i1 %pok205, %kok211
  %e_n213 = mul i32 %n206, %dy_stride_n
  %e_h214 = mul i32 %ho208, %dy_stride_h
  %e_w215 = mul i32 %wo209, %dy_stride_w
  %el216 = add i32 %e_n213, %e_h214
  %el217 = add i32 %el216, %e_w215
  %el218 = add i32 %el217, %dy_ch97
  %el219 = add i32 %el218, %cc203
  %off221 = shl i32 %el219, 2
  %safe223 = select i1 %ok212, i32 %off221, i32 2147483647
  %dyv225 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy115, i32 %safe223, i32 0, i32 0)
  %trow227 = mul i32 %cc203, 34
  %tel228 = add i32 %trow227, %row201
  %tb230 = shl i32 %tel228, 2
  %la232 = add i32 %tb230, 0
  %gep.8 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la232
  store float %dyv225, ptr addrspace(3) %gep.8, align 4
  %e234 = add i32 %tid28, 384
  %row236 = udiv i32 %e234, 32
  %cc238 = urem i32 %e234, 32
  %pos239 = add i32 %p_s127, %row236
  %pok240 = icmp ult i32 %pos239, %p_hi106
  %n241 = udiv i32 %pos239, %howo99
  %prem242 = urem i32 %pos239, %howo99
  %ho243 = udiv i32 %prem242, %wo
  %wo244 = urem i32 %prem242, %wo
  %kin245 = add i32 %k_blk92, %cc238
  %kok246 = icmp ult i32 %kin245, %kpg
  %ok247 = and i1 %pok240, %kok246
  %e_n248 = mul i32 %n241, %dy_stride_n
  %e_h249 = mul i32 %ho243, %dy_stride_h
  %e_w250 = mul i32 %wo244, %dy_stride_w
  %el251 = add i32 %e_n248, %e_h249
  %el252 = add i32 %el251, %e_w250
  %el253 = add i32 %el252, %dy_ch97
  %el254 = add i32 %el253, %cc238
  %off256 = shl i32 %el254, 2
  %safe258 = select i1 %ok247, i32 %off256, i32 2147483647
  %dyv260 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy115, i32 %safe258, i32 0, i32 0)
  %trow262 = mul i32 %cc238, 34
  %tel263 = add i32 %trow262, %row236
  %tb265 = shl i32 %tel263, 2
  %la267 = add i32 %tb265, 0
  %gep.9 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la267
  store float %dyv260, ptr addrspace(3) %gep.9, align 4
  %e269 = add i32 %tid28, 512
  %row271 = udiv i32 %e269, 32
  %cc273 = urem i32 %e269, 32
  %pos274 = add i32 %p_s127, %row271
  %pok275 = icmp ult i32 %pos274, %p_hi106
  %n276 = udiv i32 %pos274, %howo99
  %prem277 = urem i32 %pos274, %howo99
  %ho278 = udiv i32 %prem277, %wo
  %wo279 = urem i32 %prem277, %wo
  %kin280 = add i32 %k_blk92, %cc273
  %kok281 = icmp ult i32 %kin280, %kpg
  %ok282 = and i1 %pok275, %kok281
  %e_n283 = mul i32 %n276, %dy_stride_n
  %e_h284 = mul i32 %ho278, %dy_stride_h
  %e_w285 = mul i32 %wo279, %dy_stride_w
  %el286 = add i32 %e_n283, %e_h284
  %el287 = add i32 %el286, %e_w285
  %el288 = add i32 %el287, %dy_ch97
  %el289 = add i32 %el288, %cc273
  %off291 = shl i32 %el289, 2
  %safe293 = select i1 %ok282, i32 %off291, i32 2147483647
  %dyv295 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy115, i32 %safe293, i32 0, i32 0)
  %trow297 = mul i32 %cc273, 34
  %tel298 = add i32 %trow297, %row271
  %tb300 = shl i32 %tel298, 2
  %la302 = add i32 %tb300, 0
  %gep.10 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la302
  store float %dyv295, ptr addrspace(3) %gep.10, align 4
  %e304 = add i32 %tid28, 640
  %row306 = udiv i32 %e304, 32
  %cc308 = urem i32 %e304, 32
  %pos309 = add i32 %p_s127, %row306
  %pok310 = icmp ult i32 %pos309, %p_hi106
  %n311 = udiv i32 %pos309, %howo99
  %prem312 = urem i32 %pos309, %howo99
  %ho313 = udiv i32 %prem312, %wo
  %wo314 = urem i32 %prem312, %wo
  %kin315 = add i32 %k_blk92, %cc308
  %kok316 = icmp ult i32 %kin315, %kpg
  %ok317 = and i1 %pok310, %kok316
  %e_n318 = mul i32 %n311, %dy_stride_n
  %e_h319 = mul i32 %ho313, %dy_stride_h
  %e_w320 = mul i32 %wo314, %dy_stride_w
  %el321 = add i32 %e_n318, %e_h319
  %el322 = add i32 %el321, %e_w320
  %el323 = add i32 %el322, %dy_ch97
  %el324 = add i32 %el323, %cc308
  %off326 = shl i32 %el324, 2
  %safe328 = select i1 %ok317, i32 %off326, i32 2147483647
  %dyv330 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy115, i32 %safe328, i32 0, i32 0)
  %trow332 = mul i32 %cc308, 34
  %tel333 = add i32 %trow332, %row306
  %tb335 = shl i32 %tel333, 2
  %la337 = add i32 %tb335, 0
  %gep.11 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la337
  store float %dyv330, ptr addrspace(3) %gep.11, align 4
  %e339 = add i32 %tid28, 768
  %row341 = udiv i32 %e339, 32
  %cc343 = urem i32 %e339, 32
  %pos344 = add i32 %p_s127, %row341
  %pok345 = icmp ult i32 %pos344, %p_hi106
  %n346 = udiv i32 %pos344, %howo99
  %prem347 = urem i32 %pos344, %howo99
  %ho348 = udiv i32 %prem347, %wo
  %wo349 = urem i32 %prem347, %wo
  %kin350 = add i32 %k_blk92, %cc343
  %kok351 = icmp ult i32 %kin350, %kpg
  %ok352 = and i1 %pok345, %kok351
  %e_n353 = mul i32 %n346, %dy_stride_n
  %e_h354 = mul i32 %ho348, %dy_stride_h
  %e_w355 = mul i32 %wo349, %dy_stride_w
  %el356 = add i32 %e_n353, %e_h354
  %el357 = add i32 %el356, %e_w355
  %el358 = add i32 %el357, %dy_ch97
  %el359 = add i32 %el358, %cc343
  %off361 = shl i32 %el359, 2
  %safe363 = select i1 %ok352, i32 %off361, i32 2147483647
  %dyv365 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy115, i32 %safe363, i32 0, i32 0)
  %trow367 = mul i32 %cc343, 34
  %tel368 = add i32 %trow367, %row341
  %tb370 = shl i32 %tel368, 2
  %la372 = add i32 %tb370, 0
  %gep.12 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la372
  store float %dyv365, ptr addrspace(3) %gep.12, align 4
  %e374 = add i32 %tid28, 896
  %row376 = udiv i32 %e374, 32
  %cc378 = urem i32 %e374, 32
  %pos379 = add i32 %p_s127, %row376
  %pok380 = icmp ult i32 %pos379, %p_hi106
  %n381 = udiv i32 %pos379, %howo99
  %prem382 = urem i32 %pos379, %howo99
  %ho383 = udiv i32 %prem382, %wo
  %wo384 = urem i32 %prem382, %wo
  %kin385 = add i32 %k_blk92, %cc378
  %kok386 = icmp ult i32 %kin385, %kpg
  %ok387 = and i1 %pok380, %kok386
  %e_n388 = mul i32 %n381, %dy_stride_n
  %e_h389 = mul i32 %ho383, %dy_stride_h
  %e_w390 = mul i32 %wo384, %dy_stride_w
  %el391 = add i32 %e_n388, %e_h389
  %el392 = add i32 %el391, %e_w390
  %el393 = add i32 %el392, %dy_ch97
  %el394 = add i32 %el393, %cc378
  %off396 = shl i32 %el394, 2
  %safe398 = select i1 %ok387, i32 %off396, i32 2147483647
  %dyv400 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rdy115, i32 %safe398, i32 0, i32 0)
  %trow402 = mul i32 %cc378, 34
  %tel403 = add i32 %trow402, %row376
  %tb405 = shl i32 %tel403, 2
  %la407 = add i32 %tb405, 0
  %gep.13 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la407
  store float %dyv400, ptr addrspace(3) %gep.13, align 4
  %e409 = add i32 %tid28, 0
  %row411 = udiv i32 %e409, 32
  %cc413 = urem i32 %e409, 32
  %pos414 = add i32 %p_s127, %row411
  %pok415 = icmp ult i32 %pos414, %p_hi106
  %n416 = udiv i32 %pos414, %howo99
  %prem417 = urem i32 %pos414, %howo99
  %ho418 = udiv i32 %prem417, %wo
  %wo419 = urem i32 %prem417, %wo
  %h_a421 = mul i32 %ho418, 1
  %hi422 = add i32 %h_a421, %h_tap86
  %hiok423 = icmp ult i32 %hi422, %hi
  %w_a425 = mul i32 %wo419, 1
  %wi426 = add i32 %w_a425, %w_tap90
  %wiok427 = icmp ult i32 %wi426, %wi
  %cin428 = add i32 %c_blk94, %cc413
  %cok429 = icmp ult i32 %cin428, %cpg
  %ok430 = and i1 %pok415, %hiok423
  %ok431 = and i1 %ok430, %wiok427
  %ok432 = and i1 %ok431, %cok429
  %e_n433 = mul i32 %n416, %x_stride_n
  %e_h434 = mul i32 %hi422, %x_stride_h
  %e_w435 = mul i32 %wi426, %x_stride_w
  %el436 = add i32 %e_n433, %e_h434
  %el437 = add i32 %el436, %e_w435
  %el438 = add i32 %el437, %x_ch98
  %el439 = add i32 %el438, %cc413
  %off441 = shl i32 %el439, 2
  %safe443 = select i1 %ok432, i32 %off441, i32 2147483647
  %xv445 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx116, i32 %safe443, i32 0, i32 0)
  %trow447 = mul i32 %cc413, 34
  %tel448 = add i32 %trow447, %row411
  %tb450 = shl i32 %tel448, 2
  %la452 = add i32 %tb450, 4352
  %gep.14 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la452
  store float %xv445, ptr addrspace(3) %gep.14, align 4
  %e454 = add i32 %tid28, 128
  %row456 = udiv i32 %e454, 32
  %cc458 = urem i32 %e454, 32
  %pos459 = add i32 %p_s127, %row456
  %pok460 = icmp ult i32 %pos459, %p_hi106
  %n461 = udiv i32 %pos459, %howo99
  %prem462 = urem i32 %pos459, %howo99
  %ho463 = udiv i32 %prem462, %wo
  %wo464 = urem i32 %prem462, %wo
  %h_a466 = mul i32 %ho463, 1
  %hi467 = add i32 %h_a466, %h_tap86
  %hiok468 = icmp ult i32 %hi467, %hi
  %w_a470 = mul i32 %wo464, 1
  %wi471 = add i32 %w_a470, %w_tap90
  %wiok472 = icmp ult i32 %wi471, %wi
  %cin473 = add i32 %c_blk94, %cc458
  %cok474 = icmp ult i32 %cin473, %cpg
  %ok475 = and i1 %pok460, %hiok468
  %ok476 = and i1 %ok475, %wiok472
  %ok477 = and i1 %ok476, %cok474
  %e_n478 = mul i32 %n461, %x_stride_n
  %e_h479 = mul i32 %hi467, %x_stride_h
  %e_w480 = mul i32 %wi471, %x_stride_w
  %el481 = add i32 %e_n478, %e_h479
  %el482 = add i32 %el481, %e_w480
  %el483 = add i32 %el482, %x_ch98
  %el484 = add i32 %el483, %cc458
  %off486 = shl i32 %el484, 2
  %safe488 = select i1 %ok477, i32 %off486, i32 2147483647
  %xv490 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx116, i32 %safe488, i32 0, i32 0)
  %trow492 = mul i32 %cc458, 34
  %tel493 = add i32 %trow492, %row456
  %tb495 = shl i32 %tel493, 2
  %la497 = add i32 %tb495, 4352
  %gep.15 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la497
  store float %xv490, ptr addrspace(3) %gep.15, align 4
  %e499 = add i32 %tid28, 256
  %row501 = udiv i32 %e499, 32
  %cc503 = urem i32 %e499, 32
  %pos504 = add i32 %p_s127, %row501
  %pok505 = icmp ult i32 %pos504, %p_hi106
  %n506 = udiv i32 %pos504, %howo99
  %prem507 = urem i32 %pos504, %howo99
  %ho508 = udiv i32 %prem507, %wo
  %wo509 = urem i32 %prem507, %wo
  %h_a511 = mul i32 %ho508, 1
  %hi512 = add i32 %h_a511, %h_tap86
  %hiok513 = icmp ult i32 %hi512, %hi
  %w_a515 = mul i32 %wo509, 1
  %wi516 = add i32 %w_a515, %w_tap90
  %wiok517 = icmp ult i32 %wi516, %wi
  %cin518 = add i32 %c_blk94, %cc503
  %cok519 = icmp ult i32 %cin518, %cpg
  %ok520 = and i1 %pok505, %hiok513
  %ok521 = and i1 %ok520, %wiok517
  %ok522 = and i1 %ok521, %cok519
  %e_n523 = mul i32 %n506, %x_stride_n
  %e_h524 = mul i32 %hi512, %x_stride_h
  %e_w525 = mul i32 %wi516, %x_stride_w
  %el526 = add i32 %e_n523, %e_h524
  %el527 = add i32 %el526, %e_w525
  %el528 = add i32 %el527, %x_ch98
  %el529 = add i32 %el528, %cc503
  %off531 = shl i32 %el529, 2
  %safe533 = select i1 %ok522, i32 %off531, i32 2147483647
  %xv535 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx116, i32 %safe533, i32 0, i32 0)
  %trow537 = mul i32 %cc503, 34
  %tel538 = add i32 %trow537, %row501
  %tb540 = shl i32 %tel538, 2
  %la542 = add i32 %tb540, 4352
  %gep.16 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la542
  store float %xv535, ptr addrspace(3) %gep.16, align 4
  %e544 = add i32 %tid28, 384
  %row546 = udiv i32 %e544, 32
  %cc548 = urem i32 %e544, 32
  %pos549 = add i32 %p_s127, %row546
  %pok550 = icmp ult i32 %pos549, %p_hi106
  %n551 = udiv i32 %pos549, %howo99
  %prem552 = urem i32 %pos549, %howo99
  %ho553 = udiv i32 %prem552, %wo
  %wo554 = urem i32 %prem552, %wo
  %h_a556 = mul i32 %ho553, 1
  %hi557 = add i32 %h_a556, %h_tap86
  %hiok558 = icmp ult i32 %hi557, %hi
  %w_a560 = mul i32 %wo554, 1
  %wi561 = add i32 %w_a560, %w_tap90
  %wiok562 = icmp ult i32 %wi561, %wi
  %cin563 = add i32 %c_blk94, %cc548
  %cok564 = icmp ult i32 %cin563, %cpg
  %ok565 = and i1 %pok550, %hiok558
  %ok566 = and i1 %ok565, %wiok562
  %ok567 = and i1 %ok566, %cok564
  %e_n568 = mul i32 %n551, %x_stride_n
  %e_h569 = mul i32 %hi557, %x_stride_h
  %e_w570 = mul i32 %wi561, %x_stride_w
  %el571 = add i32 %e_n568, %e_h569
  %el572 = add i32 %el571, %e_w570
  %el573 = add i32 %el572, %x_ch98
  %el574 = add i32 %el573, %cc548
  %off576 = shl i32 %el574, 2
  %safe578 = select i1 %ok567, i32 %off576, i32 2147483647
  %xv580 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx116, i32 %safe578, i32 0, i32 0)
  %trow582 = mul i32 %cc548, 34
  %tel583 = add i32 %trow582, %row546
  %tb585 = shl i32 %tel583, 2
  %la587 = add i32 %tb585, 4352
  %gep.17 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la587
  store float %xv580, ptr addrspace(3) %gep.17, align 4
  %e589 = add i32 %tid28, 512
  %row591 = udiv i32 %e589, 32
  %cc593 = urem i32 %e589, 32
  %pos594 = add i32 %p_s127, %row591
  %pok595 = icmp ult i32 %pos594, %p_hi106
  %n596 = udiv i32 %pos594, %howo99
  %prem597 = urem i32 %pos594, %howo99
  %ho598 = udiv i32 %prem597, %wo
  %wo599 = urem i32 %prem597, %wo
  %h_a601 = mul i32 %ho598, 1
  %hi602 = add i32 %h_a601, %h_tap86
  %hiok603 = icmp ult i32 %hi602, %hi
  %w_a605 = mul i32 %wo599, 1
  %wi606 = add i32 %w_a605, %w_tap90
  %wiok607 = icmp ult i32 %wi606, %wi
  %cin608 = add i32 %c_blk94, %cc593
  %cok609 = icmp ult i32 %cin608, %cpg
  %ok610 = and i1 %pok595, %hiok603
  %ok611 = and i1 %ok610, %wiok607
  %ok612 = and i1 %ok611, %cok609
  %e_n613 = mul i32 %n596, %x_stride_n
  %e_h614 = mul i32 %hi602, %x_stride_h
  %e_w615 = mul i32 %wi606, %x_stride_w
  %el616 = add i32 %e_n613, %e_h614
  %el617 = add i32 %el616, %e_w615
  %el618 = add i32 %el617, %x_ch98
  %el619 = add i32 %el618, %cc593
  %off621 = shl i32 %el619, 2
  %safe623 = select i1 %ok612, i32 %off621, i32 2147483647
  %xv625 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx116, i32 %safe623, i32 0, i32 0)
  %trow627 = mul i32 %cc593, 34
  %tel628 = add i32 %trow627, %row591
  %tb630 = shl i32 %tel628, 2
  %la632 = add i32 %tb630, 4352
  %gep.18 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la632
  store float %xv625, ptr addrspace(3) %gep.18, align 4
  %e634 = add i32 %tid28, 640
  %row636 = udiv i32 %e634, 32
  %cc638 = urem i32 %e634, 32
  %pos639 = add i32 %p_s127, %row636
  %pok640 = icmp ult i32 %pos639, %p_hi106
  %n641 = udiv i32 %pos639, %howo99
  %prem642 = urem i32 %pos639, %howo99
  %ho643 = udiv i32 %prem642, %wo
  %wo644 = urem i32 %prem642, %wo
  %h_a646 = mul i32 %ho643, 1
  %hi647 = add i32 %h_a646, %h_tap86
  %hiok648 = icmp ult i32 %hi647, %hi
  %w_a650 = mul i32 %wo644, 1
  %wi651 = add i32 %w_a650, %w_tap90
  %wiok652 = icmp ult i32 %wi651, %wi
  %cin653 = add i32 %c_blk94, %cc638
  %cok654 = icmp ult i32 %cin653, %cpg
  %ok655 = and i1 %pok640, %hiok648
  %ok656 = and i1 %ok655, %wiok652
  %ok657 = and i1 %ok656, %cok654
  %e_n658 = mul i32 %n641, %x_stride_n
  %e_h659 = mul i32 %hi647, %x_stride_h
  %e_w660 = mul i32 %wi651, %x_stride_w
  %el661 = add i32 %e_n658, %e_h659
  %el662 = add i32 %el661, %e_w660
  %el663 = add i32 %el662, %x_ch98
  %el664 = add i32 %el663, %cc638
  %off666 = shl i32 %el664, 2
  %safe668 = select i1 %ok657, i32 %off666, i32 2147483647
  %xv670 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx116, i32 %safe668, i32 0, i32 0)
  %trow672 = mul i32 %cc638, 34
  %tel673 = add i32 %trow672, %row636
  %tb675 = shl i32 %tel673, 2
  %la677 = add i32 %tb675, 4352
  %gep.19 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la677
  store float %xv670, ptr addrspace(3) %gep.19, align 4
  %e679 = add i32 %tid28, 768
  %row681 = udiv i32 %e679, 32
  %cc683 = urem i32 %e679, 32
  %pos684 = add i32 %p_s127, %row681
  %pok685 = icmp ult i32 %pos684, %p_hi106
  %n686 = udiv i32 %pos684, %howo99
  %prem687 = urem i32 %pos684, %howo99
  %ho688 = udiv i32 %prem687, %wo
  %wo689 = urem i32 %prem687, %wo
  %h_a691 = mul i32 %ho688, 1
  %hi692 = add i32 %h_a691, %h_tap86
  %hiok693 = icmp ult i32 %hi692, %hi
  %w_a695 = mul i32 %wo689, 1
  %wi696 = add i32 %w_a695, %w_tap90
  %wiok697 = icmp ult i32 %wi696, %wi
  %cin698 = add i32 %c_blk94, %cc683
  %cok699 = icmp ult i32 %cin698, %cpg
  %ok700 = and i1 %pok685, %hiok693
  %ok701 = and i1 %ok700, %wiok697
  %ok702 = and i1 %ok701, %cok699
  %e_n703 = mul i32 %n686, %x_stride_n
  %e_h704 = mul i32 %hi692, %x_stride_h
  %e_w705 = mul i32 %wi696, %x_stride_w
  %el706 = add i32 %e_n703, %e_h704
  %el707 = add i32 %el706, %e_w705
  %el708 = add i32 %el707, %x_ch98
  %el709 = add i32 %el708, %cc683
  %off711 = shl i32 %el709, 2
  %safe713 = select i1 %ok702, i32 %off711, i32 2147483647
  %xv715 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx116, i32 %safe713, i32 0, i32 0)
  %trow717 = mul i32 %cc683, 34
  %tel718 = add i32 %trow717, %row681
  %tb720 = shl i32 %tel718, 2
  %la722 = add i32 %tb720, 4352
  %gep.20 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la722
  store float %xv715, ptr addrspace(3) %gep.20, align 4
  %e724 = add i32 %tid28, 896
  %row726 = udiv i32 %e724, 32
  %cc728 = urem i32 %e724, 32
  %pos729 = add i32 %p_s127, %row726
  %pok730 = icmp ult i32 %pos729, %p_hi106
  %n731 = udiv i32 %pos729, %howo99
  %prem732 = urem i32 %pos729, %howo99
  %ho733 = udiv i32 %prem732, %wo
  %wo734 = urem i32 %prem732, %wo
  %h_a736 = mul i32 %ho733, 1
  %hi737 = add i32 %h_a736, %h_tap86
  %hiok738 = icmp ult i32 %hi737, %hi
  %w_a740 = mul i32 %wo734, 1
  %wi741 = add i32 %w_a740, %w_tap90
  %wiok742 = icmp ult i32 %wi741, %wi
  %cin743 = add i32 %c_blk94, %cc728
  %cok744 = icmp ult i32 %cin743, %cpg
  %ok745 = and i1 %pok730, %hiok738
  %ok746 = and i1 %ok745, %wiok742
  %ok747 = and i1 %ok746, %cok744
  %e_n748 = mul i32 %n731, %x_stride_n
  %e_h749 = mul i32 %hi737, %x_stride_h
  %e_w750 = mul i32 %wi741, %x_stride_w
  %el751 = add i32 %e_n748, %e_h749
  %el752 = add i32 %el751, %e_w750
  %el753 = add i32 %el752, %x_ch98
  %el754 = add i32 %el753, %cc728
  %off756 = shl i32 %el754, 2
  %safe758 = select i1 %ok747, i32 %off756, i32 2147483647
  %xv760 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rx116, i32 %safe758, i32 0, i32 0)
  %trow762 = mul i32 %cc728, 34
  %tel763 = add i32 %trow762, %row726
  %tb765 = shl i32 %tel763, 2
  %la767 = add i32 %tb765, 4352
  %gep.21 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %la767
  store float %xv760, ptr addrspace(3) %gep.21, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %a_addr769 = add i32 %a_lane54, 0
  %gep.22 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr769
  %a_frag770 = load <2 x float>, ptr addrspace(3) %gep.22, align 8
  %b_addr772 = add i32 %b_lane60, 4352
  %gep.23 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr772
  %b_frag773 = load <2 x float>, ptr addrspace(3) %gep.23, align 8
  %acc774 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag770, i1 false, <2 x float> %b_frag773, i16 0, <8 x float> %acc124, i1 false, i1 false)
  %a_addr776 = add i32 %a_lane54, 16
  %gep.24 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr776
  %a_frag777 = load <2 x float>, ptr addrspace(3) %gep.24, align 8
  %b_addr779 = add i32 %b_lane60, 4368
  %gep.25 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr779
  %b_frag780 = load <2 x float>, ptr addrspace(3) %gep.25, align 8
  %acc781 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag777, i1 false, <2 x float> %b_frag780, i16 0, <8 x float> %acc774, i1 false, i1 false)
  %a_addr783 = add i32 %a_lane54, 32
  %gep.26 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr783
  %a_frag784 = load <2 x float>, ptr addrspace(3) %gep.26, align 8
  %b_addr786 = add i32 %b_lane60, 4384
  %gep.27 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr786
  %b_frag787 = load <2 x float>, ptr addrspace(3) %gep.27, align 8
  %acc788 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag784, i1 false, <2 x float> %b_frag787, i16 0, <8 x float> %acc781, i1 false, i1 false)
  %a_addr790 = add i32 %a_lane54, 48
  %gep.28 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr790
  %a_frag791 = load <2 x float>, ptr addrspace(3) %gep.28, align 8
  %b_addr793 = add i32 %b_lane60, 4400
  %gep.29 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr793
  %b_frag794 = load <2 x float>, ptr addrspace(3) %gep.29, align 8
  %acc795 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag791, i1 false, <2 x float> %b_frag794, i16 0, <8 x float> %acc788, i1 false, i1 false)
  %a_addr797 = add i32 %a_lane54, 64
  %gep.30 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr797
  %a_frag798 = load <2 x float>, ptr addrspace(3) %gep.30, align 8
  %b_addr800 = add i32 %b_lane60, 4416
  %gep.31 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr800
  %b_frag801 = load <2 x float>, ptr addrspace(3) %gep.31, align 8
  %acc802 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag798, i1 false, <2 x float> %b_frag801, i16 0, <8 x float> %acc795, i1 false, i1 false)
  %a_addr804 = add i32 %a_lane54, 80
  %gep.32 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr804
  %a_frag805 = load <2 x float>, ptr addrspace(3) %gep.32, align 8
  %b_addr807 = add i32 %b_lane60, 4432
  %gep.33 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr807
  %b_frag808 = load <2 x float>, ptr addrspace(3) %gep.33, align 8
  %acc809 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag805, i1 false, <2 x float> %b_frag808, i16 0, <8 x float> %acc802, i1 false, i1 false)
  %a_addr811 = add i32 %a_lane54, 96
  %gep.34 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr811
  %a_frag812 = load <2 x float>, ptr addrspace(3) %gep.34, align 8
  %b_addr814 = add i32 %b_lane60, 4448
  %gep.35 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr814
  %b_frag815 = load <2 x float>, ptr addrspace(3) %gep.35, align 8
  %acc816 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag812, i1 false, <2 x float> %b_frag815, i16 0, <8 x float> %acc809, i1 false, i1 false)
  %a_addr818 = add i32 %a_lane54, 112
  %gep.36 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %a_addr818
  %a_frag819 = load <2 x float>, ptr addrspace(3) %gep.36, align 8
  %b_addr821 = add i32 %b_lane60, 4464
  %gep.37 = getelementptr inbounds i8, ptr addrspace(3) @lds.irg_ig_wgrad_fp32_f3x3_p1x1_s1x1_d1x1_w2x2_t1x1_ks4_wsr1, i32 %b_addr821
  %b_frag822 = load <2 x float>, ptr addrspace(3) %gep.37, align 8
  %acc823 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x4.f32.v8f32.v2f32(i1 false, <2 x float> %a_frag819, i1 false, <2 x float> %b_frag822, i16 0, <8 x float> %acc816, i1 false, i1 false)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %for.latch.1
for.latch.1:
  %iv.next.4 = add i32 %t123, 1
  br label %for.head.1
for.exit.1:
  %slab825 = urem i32 %split62, 1
  %slab_g826 = mul i32 %slab825, %groups
  %slab_k827 = mul i32 %slab_g826, %kpg
  %kbase828 = add i32 %slab_k827, %gk95
  %frow830 = mul i32 %cpg, 9
  %tap_c831 = mul i32 %tap74, %cpg
  %c_w832 = add i32 %c_blk94, %wcb40
  %k_w833 = add i32 %k_blk92, %wkb38
  %k_h834 = add i32 %k_w833, %khalf44
  %cin836 = add i32 %c_w832, 0
  %cin837 = add i32 %cin836, %lcol46
  %cok838 = icmp ult i32 %cin837, %cpg
  %kin840 = add i32 %k_h834, 0
  %kok841 = icmp ult i32 %kin840, %kpg
  %ok842 = and i1 %kok841, %cok838
  br i1 %ok842, label %if.then.2, label %if.end.2
if.then.2:
  %krow843 = add i32 %kbase828, %kin840
  %t_k844 = mul i32 %krow843, %frow830
  %t_t845 = add i32 %t_k844, %tap_c831
  %el846 = add i32 %t_t845, %cin837
  %off848 = shl i32 %el846, 2
  %v849 = extractelement <8 x float> %acc124, i32 0
  %old.38 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v849, ptr addrspace(8) %rws117, i32 %off848, i32 0, i32 20)
  br label %if.end.2
if.end.2:
  %kin852 = add i32 %k_h834, 1
  %kok853 = icmp ult i32 %kin852, %kpg
  %ok854 = and i1 %kok853, %cok838
  br i1 %ok854, label %if.then.3, label %if.end.3
if.then.3:
  %krow855 = add i32 %kbase828, %kin852
  %t_k856 = mul i32 %krow855, %frow830
  %t_t857 = add i32 %t_k856, %tap_c831
  %el858 = add i32 %t_t857, %cin837
  %off860 = shl i32 %el858, 2
  %v861 = extractelement <8 x float> %acc124, i32 1
  %old.39 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v861, ptr addrspace(8) %rws117, i32 %off860, i32 0, i32 20)
  br label %if.end.3
if.end.3:
  %kin864 = add i32 %k_h834, 2
  %kok865 = icmp ult i32 %kin864, %kpg
  %ok866 = and i1 %kok865, %cok838
  br i1 %ok866, label %if.then.4, label %if.end.4
if.then.4:
  %krow867 = add i32 %kbase828, %kin864
  %t_k868 = mul i32 %krow867, %frow830
  %t_t869 = add i32 %t_k868, %tap_c831
  %el870 = add i32 %t_t869, %cin837
  %off872 = shl i32 %el870, 2
  %v873 = extractelement <8 x float> %acc124, i32 2
  %old.40 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v873, ptr addrspace(8) %rws117, i32 %off872, i32 0, i32 20)
  br label %if.end.4
if.end.4:
  %kin876 = add i32 %k_h834, 3
  %kok877 = icmp ult i32 %kin876, %kpg
  %ok878 = and i1 %kok877, %cok838
  br i1 %ok878, label %if.then.5, label %if.end.5
if.then.5:
  %krow879 = add i32 %kbase828, %kin876
  %t_k880 = mul i32 %krow879, %frow830
  %t_t881 = add i32 %t_k880, %tap_c831
  %el882 = add i32 %t_t881, %cin837
  %off884 = shl i32 %el882, 2
  %v885 = extractelement <8 x float> %acc124, i32 3
  %old.41 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v885, ptr addrspace(8) %rws117, i32 %off884, i32 0, i32 20)
  br label %if.end.5
if.end.5:
  %kin888 = add i32 %k_h834, 4
  %kok889 = icmp ult i32 %kin888, %kpg
  %ok890 = and i1 %kok889, %cok838
  br i1 %ok890, label %if.then.6, label %if.end.6
if.then.6:
  %krow891 = add i32 %kbase828, %kin888
  %t_k892 = mul i32 %krow891, %frow830
  %t_t893 = add i32 %t_k892, %tap_c831
  %el894 = add i32 %t_t893, %cin837
  %off896 = shl i32 %el894, 2
  %v897 = extractelement <8 x float> %acc124, i32 4
  %old.42 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v897, ptr addrspace(8) %rws117, i32 %off896, i32 0, i32 20)
  br label %if.end.6
if.end.6:
  %kin900 = add i32 %k_h834, 5
  %kok901 = icmp ult i32 %kin900, %kpg
  %ok902 = and i1 %kok901, %cok838
  br i1 %ok902, label %if.then.7, label %if.end.7
if.then.7:
  %krow903 = add i32 %kbase828, %kin900
  %t_k904 = mul i32 %krow903, %frow830
  %t_t905 = add i32 %t_k904, %tap_c831
  %el906 = add i32 %t_t905, %cin837
  %off908 = shl i32 %el906, 2
  %v909 = extractelement <8 x float> %acc124, i32 5
  %old.43 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v909, ptr addrspace(8) %rws117, i32 %off908, i32 0, i32 20)
  br label %if.end.7
if.end.7:
  %kin912 = add i32 %k_h834, 6
  %kok913 = icmp ult i32 %kin912, %kpg
  %ok914 = and i1 %kok913, %cok838
  br i1 %ok914, label %if.then.8, label %if.end.8
if.then.8:
  %krow915 = add i32 %kbase828, %kin912
  %t_k916 = mul i32 %krow915, %frow830
  %t_t917 = add i32 %t_k916, %tap_c831
  %el918 = add i32 %t_t917, %cin837
  %off920 = shl i32 %el918, 2
  %v921 = extractelement <8 x float> %acc124, i32 6
  %old.44 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v921, ptr addrspace(8) %rws117, i32 %off920, i32 0, i32 20)
  br label %if.end.8
if.end.8:
  %kin924 = add i32 %k_h834, 7
  %kok925 = icmp ult i32 %kin924, %kpg
  %ok926 = and i1 %kok925, %cok838
  br i1 %ok926, label %if.then.9, label %if.end.9
if.then.9:
  %krow927 = add i32 %kbase828, %kin924
  %t_k928 = mul i32 %krow927, %frow830
  %t_t929 = add i32 %t_k928, %tap_c831
  %el930 = add i32 %t_t929, %cin837
  %off932 = shl i32 %el930, 2
  %v933 = extractelement <8 x float> %acc124, i32 7
  %old.45 = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v933, ptr addrspace(8) %rws117, i32 %off932, i32 0, i32 20)
  br label %if.end.9
if.end.9:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" "amdgpu-num-vgpr"="160" }
