; irgate direct_wgrad_reduce{ws_replicas=8,out_dtype=bf16,block_size=128}@gfx1250 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_wgrad_reduce_wsr8_bf16_b128(ptr addrspace(1) noalias readonly align 4 %ws, ptr addrspace(1) noalias writeonly align 2 %dw, i32 %ws_bytes, i32 %dw_bytes, i32 %count) #0 {
entry:
  %tid5 = call i32 @llvm.amdgcn.workitem.id.x()
  %blk6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %base8 = mul i32 %blk6, 128
  %idx9 = add i32 %base8, %tid5
  %ok10 = icmp ult i32 %idx9, %count
  %nrec.1 = zext i32 %ws_bytes to i64
  %rws11 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.1, i32 822165504)
  %nrec.2 = zext i32 %dw_bytes to i64
  %rdw12 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dw, i16 0, i64 %nrec.2, i32 822165504)
  br i1 %ok10, label %if.then.1, label %if.end.1
if.then.1:
  %off14 = shl i32 %idx9, 2
  %part16 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off14, i32 0, i32 0)
  %slab18 = mul i32 %count, 1
  %elem19 = add i32 %slab18, %idx9
  %off21 = shl i32 %elem19, 2
  %part23 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off21, i32 0, i32 0)
  %slab25 = mul i32 %count, 2
  %elem26 = add i32 %slab25, %idx9
  %off28 = shl i32 %elem26, 2
  %part30 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off28, i32 0, i32 0)
  %slab32 = mul i32 %count, 3
  %elem33 = add i32 %slab32, %idx9
  %off35 = shl i32 %elem33, 2
  %part37 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off35, i32 0, i32 0)
  %slab39 = mul i32 %count, 4
  %elem40 = add i32 %slab39, %idx9
  %off42 = shl i32 %elem40, 2
  %part44 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off42, i32 0, i32 0)
  %slab46 = mul i32 %count, 5
  %elem47 = add i32 %slab46, %idx9
  %off49 = shl i32 %elem47, 2
  %part51 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off49, i32 0, i32 0)
  %slab53 = mul i32 %count, 6
  %elem54 = add i32 %slab53, %idx9
  %off56 = shl i32 %elem54, 2
  %part58 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off56, i32 0, i32 0)
  %slab60 = mul i32 %count, 7
  %elem61 = add i32 %slab60, %idx9
  %off63 = shl i32 %elem61, 2
  %part65 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off63, i32 0, i32 0)
  %sum66 = fadd float %part16, %part23
  %sum67 = fadd float %sum66, %part30
  %sum68 = fadd float %sum67, %part37
  %sum69 = fadd float %sum68, %part44
  %sum70 = fadd float %sum69, %part51
  %sum71 = fadd float %sum70, %part58
  %sum72 = fadd float %sum71, %part65
  %bits74 = bitcast float %sum72 to i32
  %upper76 = lshr i32 %bits74, 16
  %odd78 = and i32 %upper76, 1
  %bias80 = add i32 %odd78, 32767
  %rounded81 = add i32 %bits74, %bias80
  %top83 = lshr i32 %rounded81, 16
  %nan84 = fcmp uno float %sum72, %sum72
  %chosen86 = select i1 %nan84, i32 32704, i32 %top83
  %out87 = trunc i32 %chosen86 to i16
  %dw_off89 = shl i32 %idx9, 1
  call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %out87, ptr addrspace(8) %rdw12, i32 %dw_off89, i32 0, i32 0)
  br label %if.end.1
if.end.1:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" }
