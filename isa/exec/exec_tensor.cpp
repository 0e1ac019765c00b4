// isa/exec/exec_tensor.cpp — gfx1250 tensor_load_to_lds (the tensor data mover) on the ISA
// executor: one copy per wave of a tile of a global tensor into LDS, described by four SGPR
// groups (4 + 8 + 4 + 4 dwords; a NULL group reads as zeros), queued on tensorcnt and landed
// when an s_wait_tensorcnt retires it.
//
// Descriptor fields and copy order, written from the rocJITsu emulator's tensor_dma.h
// (ROCm/rocm-systems, emulation/rocjitsu/.../isa/arch/amdgpu/shared/tensor_dma.h, which cites
// the CDNA5 ISA §10.11 and ROCm/clr's hip/amd_detail/amd_gfx1250_TDM.h), bit offsets within
// each group: group 0: count [1:0] (1 = active, 0 = no copy), gather [31], LDS byte address
// [63:32], global address [95:64] | [120:96] << 32; group 1: data size [17:16] (element 1 << it
// bytes), atomic barrier [18], iterate [19], pad [20], pad interval 2^([24:22]+1) dwords, pad
// amount [31:25]+1 dwords, tensor_dim0 [79:48], tensor_dim1 [111:80], tile_dim0 [127:112],
// tile_dim1 [143:128], tile_dim2 [159:144], dim0 stride [207:160], dim1 stride [255:208]
// (elements); group 2: tensor_dim2 [31:0], tensor_dim3 [63:32], dim2 stride [111:64], tile_dim3
// [127:112]; group 3: dim3 stride [47:0], tensor_dim4 [79:48], tile_dim4 [95:80]. The rank is the
// highest non-zero tile dimension; tile elements go dim0 fastest to consecutive LDS elements, and
// with padding every `interval` dwords of that stream are followed by `amount` dwords skipped.
// An element outside the tensor (a coordinate >= its tensor_dim) writes 0 to LDS (rocJITsu:
// "masked loads zero-fill LDS"). Refused: gather, iterate, the atomic barrier, a count other than
// 0 or 1, and an element size other than 1, 2, 4 or 8 bytes.
#include <cstring>

#include "isa/exec/handlers.h"
#include "isa/exec/memory_queue.h"
#include "isa/exec/operands.h"

namespace irgate::isa::exec {

namespace {

// Bits [offset, offset + count) of a little-endian group of dwords (count <= 64).
uint64_t bits(const uint32_t* words, unsigned n_words, unsigned offset, unsigned count) {
  uint64_t v = 0;
  for (unsigned b = 0; b < count; ++b) {
    const unsigned at = offset + b;
    if (at / 32 < n_words && (words[at / 32] >> (at % 32) & 1)) v |= uint64_t(1) << b;
  }
  return v;
}

struct TensorCopy {
  uint32_t count = 0;
  uint64_t global = 0;
  uint32_t lds = 0;
  uint32_t elem = 0;
  uint32_t pad_interval = 0, pad_amount = 0;  // dwords; 0: no padding
  uint32_t tensor_dims[5] = {}, tile_dims[5] = {};
  uint64_t strides[4] = {};  // elements: stride of dim 1..4
  unsigned rank = 0;
};

// The copy a descriptor asks for, or "" and an error text naming what is refused.
std::string parse(const uint32_t* t, TensorCopy& c) {
  const uint32_t *g0 = t, *g1 = t + 4, *g2 = t + 12, *g3 = t + 16;
  c.count = g0[0] & 3;
  if (c.count > 1) return "a tensor descriptor count of " + std::to_string(c.count);
  if (g0[0] >> 31) return "a gather tensor copy";
  c.lds = g0[1];
  c.global = uint64_t(g0[2]) | uint64_t(g0[3] & 0x1FFFFFFu) << 32;
  c.elem = 1u << bits(g1, 8, 16, 2);
  if (bits(g1, 8, 18, 1)) return "a tensor copy with an atomic barrier";
  if (bits(g1, 8, 19, 1)) return "an iterating tensor copy";
  if (bits(g1, 8, 20, 1)) {
    c.pad_interval = 1u << (bits(g1, 8, 22, 3) + 1);
    c.pad_amount = uint32_t(bits(g1, 8, 25, 7)) + 1;
  }
  c.tensor_dims[0] = uint32_t(bits(g1, 8, 48, 32));
  c.tensor_dims[1] = uint32_t(bits(g1, 8, 80, 32));
  c.tensor_dims[2] = g2[0];
  c.tensor_dims[3] = g2[1];
  c.tensor_dims[4] = uint32_t(bits(g3, 4, 48, 32));
  c.tile_dims[0] = uint32_t(bits(g1, 8, 112, 16));
  c.tile_dims[1] = uint32_t(bits(g1, 8, 128, 16));
  c.tile_dims[2] = uint32_t(bits(g1, 8, 144, 16));
  c.tile_dims[3] = uint32_t(bits(g2, 4, 112, 16));
  c.tile_dims[4] = uint32_t(bits(g3, 4, 80, 16));
  c.strides[0] = bits(g1, 8, 160, 48);
  c.strides[1] = bits(g1, 8, 208, 48);
  c.strides[2] = bits(g2, 4, 64, 48);
  c.strides[3] = bits(g3, 4, 0, 48);
  for (unsigned d = 5; d > 0; --d)
    if (c.tile_dims[d - 1]) {
      c.rank = d;
      break;
    }
  for (unsigned d = 0; d < c.rank; ++d)
    if (c.tile_dims[d] == 0) return "a tensor tile with an empty dimension below its rank";
  return "";
}

}  // namespace

namespace handlers {

void tensor_load_to_lds(Wave& w, const Inst& in) {
  PendingOp& op = new_op(w, PendingOp::Kind::tensor_load);
  static constexpr unsigned kDwords[4] = {4, 8, 4, 4};
  unsigned at = 0;
  for (int g = 0; g < 4; ++g) {
    const Operand& o = in.op[g];
    for (unsigned d = 0; d < kDwords[g]; ++d)
      op.tensor[at++] = o.index == w.prog->null_encoding ? 0 : sread(w, o, d);
  }
  issue(w, op);
}

}  // namespace handlers

void retire_tensor(Wave& w, PendingOp& op) {
  TensorCopy c;
  if (std::string why = parse(op.tensor, c); !why.empty()) return w.fault_at(op.site, "unsupported: " + why);
  if (c.count == 0 || c.rank == 0) return;
  uint64_t elements = 1;
  for (unsigned d = 0; d < c.rank; ++d) elements *= c.tile_dims[d];
  uint8_t buf[8];
  for (uint64_t e = 0; e < elements; ++e) {
    uint64_t rest = e, global_element = 0;
    bool in_bounds = true;
    for (unsigned d = 0; d < c.rank; ++d) {
      const uint32_t coord = uint32_t(rest % c.tile_dims[d]);
      rest /= c.tile_dims[d];
      in_bounds &= coord < c.tensor_dims[d];
      global_element += coord * (d == 0 ? 1 : c.strides[d - 1]);
    }
    uint64_t lds_byte = e * c.elem;
    if (c.pad_interval) lds_byte += lds_byte / (c.pad_interval * 4) * (c.pad_amount * 4);
    std::memset(buf, 0, sizeof buf);
    if (in_bounds) {
      const uint64_t addr = c.global + global_element * c.elem;
      const emu::Allocation* a = w.g->memory.find(addr, c.elem);
      if (!a) return w.fault_at(op.site, "tensor_load_to_lds reads " + to_hex(addr) + ", outside every allocation");
      const uint64_t off = addr - a->base;
      if (w.g->check_uninitialised && !(a->initialised(off, 1) && a->initialised(off + c.elem - 1, 1)))
        w.report(emu::FindingKind::Uninitialized, op.site, "tensor copy reads byte " + std::to_string(off) + " of " + a->name + ", never written");
      std::memcpy(buf, a->bytes.data() + off, c.elem);
    }
    if (!lds_access(w, op.site, c.lds + lds_byte, c.elem, buf, true)) return;
  }
}

}  // namespace irgate::isa::exec
