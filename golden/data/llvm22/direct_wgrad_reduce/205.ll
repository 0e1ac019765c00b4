; irgate direct_wgrad_reduce{ws_replicas=2,out_dtype=bf16,block_size=256}@gfx942 flavor=llvm22
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8), i32, i32, i32)

define amdgpu_kernel void @irg_wgrad_reduce_wsr2_bf16_b256(ptr addrspace(1) noalias readonly align 4 %ws, ptr addrspace(1) noalias writeonly align 2 %dw, i32 %ws_bytes, i32 %dw_bytes, i32 %count) #0 {
entry:
  %tid5 = call i32 @llvm.amdgcn.workitem.id.x()
  %blk6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %base8 = mul i32 %blk6, 256
  %idx9 = add i32 %base8, %tid5
  %ok10 = icmp ult i32 %idx9, %count
  %nrec.1 = zext i32 %ws_bytes to i64
  %rws11 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ws, i16 0, i64 %nrec.1, i32 159744)
  %nrec.2 = zext i32 %dw_bytes to i64
  %rdw12 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dw, i16 0, i64 %nrec.2, i32 159744)
  br i1 %ok10, label %if.then.1, label %if.end.1
if.then.1:
  %off14 = shl i32 %idx9, 2
  %part16 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off14, i32 0, i32 0)
  %slab18 = mul i32 %count, 1
  %elem19 = add i32 %slab18, %idx9
  %off21 = shl i32 %elem19, 2
  %part23 = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rws11, i32 %off21, i32 0, i32 0)
  %sum24 = fadd float %part16, %part23
  %bits26 = bitcast float %sum24 to i32
  %upper28 = lshr i32 %bits26, 16
  %odd30 = and i32 %upper28, 1
  %bias32 = add i32 %odd30, 32767
  %rounded33 = add i32 %bits26, %bias32
  %top35 = lshr i32 %rounded33, 16
  %nan36 = fcmp uno float %sum24, %sum24
  %chosen38 = select i1 %nan36, i32 32704, i32 %top35
  %out39 = trunc i32 %chosen38 to i16
  %dw_off41 = shl i32 %idx9, 1
  call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %out39, ptr addrspace(8) %rdw12, i32 %dw_off41, i32 0, i32 0)
  br label %if.end.1
if.end.1:
  ret void
}

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
