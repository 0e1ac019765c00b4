// engine/kernels/direct_wgrad_reduce.cpp — rules and tile IR of direct_wgrad_reduce (docs/kernels.md).
#include "engine/kernels/direct_wgrad_reduce.h"

#include <optional>

#include "engine/kernels/common.h"
#include "engine/kernels/request.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

using Spec = irg_wgrad_reduce_spec_t;
using Rule = std::optional<Refusal> (*)(const Spec&, const ArchInfo&);

constexpr Rule kRules[] = {
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.ws_replicas >= 1 && s.ws_replicas <= 64) return std::nullopt;
      return make_refusal(RefusalId::rd_ws_replicas, s.ws_replicas);
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.out_dtype == IRG_DTYPE_F32 || s.out_dtype == IRG_DTYPE_F16 || s.out_dtype == IRG_DTYPE_BF16)
        return std::nullopt;
      return make_refusal(RefusalId::rd_out_dtype, dtype_name(s.out_dtype).c_str());
    },
    [](const Spec& s, const ArchInfo&) -> std::optional<Refusal> {
      if (s.block_size >= 64 && s.block_size <= 1024) return std::nullopt;
      return make_refusal(RefusalId::rd_block_size, s.block_size);
    },
    [](const Spec& s, const ArchInfo& a) -> std::optional<Refusal> {
      if (s.block_size % a.wave_size == 0) return std::nullopt;
      return make_refusal(RefusalId::rd_block_wave_multiple, a.wave_size, a.name.data(), s.block_size);
    },
};

int out_bytes(int dtype) { return dtype == IRG_DTYPE_F32 ? 4 : 2; }

}  // namespace

void validate_direct_wgrad_reduce(const Spec& spec, const ArchInfo& arch) {
  for (Rule rule : kRules)
    if (auto refusal = rule(spec, arch)) throw Failure{false, *refusal, ""};
}

std::string direct_wgrad_reduce_kernel_name(const Spec& s) {
  return "irg_wgrad_reduce_wsr" + std::to_string(s.ws_replicas) + "_" + dtype_name(s.out_dtype) + "_b" +
         std::to_string(s.block_size);
}

Kernel build_direct_wgrad_reduce(const Spec& s, const ArchInfo& arch, const std::string& stamp) {
  Builder b(direct_wgrad_reduce_kernel_name(s), {{"arch", std::string(arch.name)}, {"block_size", int64_t{s.block_size}},
                                    {"spec", stamp}});
  auto p = make_params(b, IRG_FAMILY_REDUCE,
                       [&](std::string_view n) { return n == "ws" ? 4 : out_bytes(s.out_dtype); });
  Value* tid = b.gpu(Opcode::GPU_THREAD_ID_X, "tid");
  Value* blk = b.gpu(Opcode::GPU_BLOCK_ID_X, "blk");
  Value* base = b.binary(Opcode::ARITH_MULI, blk, s.block_size, "base");
  Value* idx = b.binary(Opcode::ARITH_ADDI, base, tid, "idx");
  Value* ok = b.cmpi("ult", idx, p.at("count"), "ok");
  Value* rws = b.buffer_rsrc(p.at("ws"), p.at("ws_bytes"), "rws");
  Value* rdw = b.buffer_rsrc(p.at("dw"), p.at("dw_bytes"), "rdw");
  b.if_(ok, [&] {
    std::vector<Value*> parts;
    for (int r = 0; r < s.ws_replicas; ++r) {
      Value* elem = idx;
      if (r > 0) {
        Value* slab = b.binary(Opcode::ARITH_MULI, p.at("count"), r, "slab");
        elem = b.binary(Opcode::ARITH_ADDI, slab, idx, "elem");
      }
      Value* off = b.binary(Opcode::ARITH_SHLI, elem, 2, "off");
      Value* soff = b.const_i32(0);
      parts.push_back(b.buffer_load(Opcode::TILE_BUFFER_LOAD_F32, rws, off, soff, "part"));
    }
    Value* sum = parts[0];
    for (size_t r = 1; r < parts.size(); ++r) sum = b.binary(Opcode::ARITH_ADDF, sum, parts[r], "sum");
    Value* soff = b.const_i32(0);
    if (s.out_dtype == IRG_DTYPE_F32) {
      Value* off = b.binary(Opcode::ARITH_SHLI, idx, 2, "dw_off");
      b.buffer_store(Opcode::TILE_BUFFER_STORE_F32, rdw, off, soff, sum);
      return;
    }
    Value* bits16;
    if (s.out_dtype == IRG_DTYPE_F16) {
      Value* h = b.cast(Opcode::ARITH_TRUNCF, sum, Type::f16(), "h");
      bits16 = b.cast(Opcode::ARITH_BITCAST, h, Type::i16(), "out");
    } else {
      Value* bits = b.cast(Opcode::ARITH_BITCAST, sum, Type::i32(), "bits");
      Value* upper = b.binary(Opcode::ARITH_SHRUI, bits, 16, "upper");
      Value* odd = b.binary(Opcode::ARITH_ANDI, upper, 1, "odd");
      Value* bias = b.binary(Opcode::ARITH_ADDI, odd, 0x7FFF, "bias");
      Value* rounded = b.binary(Opcode::ARITH_ADDI, bits, bias, "rounded");
      Value* top = b.binary(Opcode::ARITH_SHRUI, rounded, 16, "top");
      Value* nan = b.one(Opcode::ARITH_CMPF, {sum, sum}, Type::i1(), "nan", {{"pred", std::string("uno")}});
      Value* quiet = b.const_i32(0x7FC0);
      Value* chosen = b.select(nan, quiet, top, "chosen");
      bits16 = b.cast(Opcode::ARITH_TRUNCI, chosen, Type::i16(), "out");
    }
    Value* off = b.binary(Opcode::ARITH_SHLI, idx, 1, "dw_off");
    b.buffer_store(Opcode::TILE_BUFFER_STORE_I16, rdw, off, soff, bits16);
  });
  return b.take();
}

}  // namespace irgate::engine
