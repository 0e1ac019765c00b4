; irgate direct_wgrad_reduce{ws_replicas=8,out_dtype=fp32,block_size=64}@gfx1100 flavor=llvm16
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32)

define amdgpu_kernel void @irg_wgrad_reduce_wsr8_fp32_b64(ptr addrspace(1) noalias readonly align 4 %ws, ptr addrspace(1) noalias writeonly align 4 %dw, i32 %ws_bytes, i32 %dw_bytes, i32 %count) #0 {
entry:
  %tid5 = call i32 @llvm.amdgcn.workitem.id.x()
  %blk6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %base8 = mul i32 %blk6, 64
  %idx9 = add i32 %base8, %tid5
  %ok10 = icmp ult i32 %idx9, %count
  %addr.1 = ptrtoint ptr addrspace(1) %ws to i64
  %lo.2 = trunc i64 %addr.1 to i32
  %hi.3 = lshr i64 %addr.1, 32
  %hi.4 = trunc i64 %hi.3 to i32
  %hi.5 = and i32 %hi.4, 65535
  %rsrc.6 = insertelement <4 x i32> undef, i32 %lo.2, i32 0
  %rsrc.7 = insertelement <4 x i32> %rsrc.6, i32 %hi.5, i32 1
  %rsrc.8 = insertelement <4 x i32> %rsrc.7, i32 %ws_bytes, i32 2
  %rws11 = insertelement <4 x i32> %rsrc.8, i32 822165504, i32 3
  %addr.9 = ptrtoint ptr addrspace(1) %dw to i64
  %lo.10 = trunc i64 %addr.9 to i32
  %hi.11 = lshr i64 %addr.9, 32
  %hi.12 = trunc i64 %hi.11 to i32
  %hi.13 = and i32 %hi.12, 65535
  %rsrc.14 = insertelement <4 x i32> undef, i32 %lo.10, i32 0
  %rsrc.15 = insertelement <4 x i32> %rsrc.14, i32 %hi.13, i32 1
  %rsrc.16 = insertelement <4 x i32> %rsrc.15, i32 %dw_bytes, i32 2
  %rdw12 = insertelement <4 x i32> %rsrc.16, i32 822165504, i32 3
  br i1 %ok10, label %if.then.1, label %if.end.1
if.then.1:
  %off14 = shl i32 %idx9, 2
  %part16 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rws11, i32 %off14, i32 0, i32 0)
  %slab18 = mul i32 %count, 1
  %elem19 = add i32 %slab18, %idx9
  %off21 = shl i32 %elem19, 2
  %part23 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rws11, i32 %off21, i32 0, i32 0)
  %slab25 = mul i32 %count, 2
  %elem26 = add i32 %slab25, %idx9
  %off28 = shl i32 %elem26, 2
  %part30 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rws11, i32 %off28, i32 0, i32 0)
  %slab32 = mul i32 %count, 3
  %elem33 = add i32 %slab32, %idx9
  %off35 = shl i32 %elem33, 2
  %part37 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rws11, i32 %off35, i32 0, i32 0)
  %slab39 = mul i32 %count, 4
  %elem40 = add i32 %slab39, %idx9
  %off42 = shl i32 %elem40, 2
  %part44 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rws11, i32 %off42, i32 0, i32 0)
  %slab46 = mul i32 %count, 5
  %elem47 = add i32 %slab46, %idx9
  %off49 = shl i32 %elem47, 2
  %part51 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rws11, i32 %off49, i32 0, i32 0)
  %slab53 = mul i32 %count, 6
  %elem54 = add i32 %slab53, %idx9
  %off56 = shl i32 %elem54, 2
  %part58 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rws11, i32 %off56, i32 0, i32 0)
  %slab60 = mul i32 %count, 7
  %elem61 = add i32 %slab60, %idx9
  %off63 = shl i32 %elem61, 2
  %part65 = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %rws11, i32 %off63, i32 0, i32 0)
  %sum66 = fadd float %part16, %part23
  %sum67 = fadd float %sum66, %part30
  %sum68 = fadd float %sum67, %part37
  %sum69 = fadd float %sum68, %part44
  %sum70 = fadd float %sum69, %part51
  %sum71 = fadd float %sum70, %part58
  %sum72 = fadd float %sum71, %part65
  %dw_off75 = shl i32 %idx9, 2
  call void @llvm.amdgcn.raw.buffer.store.f32(float %sum72, <4 x i32> %rdw12, i32 %dw_off75, i32 0, i32 0)
  br label %if.end.1
if.end.1:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="true" }
