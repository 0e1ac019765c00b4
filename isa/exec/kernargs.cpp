// isa/exec/kernargs.cpp — see kernargs.h.
#include "isa/exec/kernargs.h"

#include <llvm/BinaryFormat/MsgPackDocument.h>

#include <cstring>

namespace irgate::isa::exec {

namespace {

// A scalar entry of a metadata map ("" / 0 when absent).
std::string string_at(llvm::msgpack::MapDocNode& m, const char* key) {
  auto it = m.find(key);
  return it == m.end() || !it->second.isString() ? "" : it->second.getString().str();
}

bool uint_at(llvm::msgpack::MapDocNode& m, const char* key, uint64_t& out) {
  auto it = m.find(key);
  if (it == m.end()) return false;
  const llvm::msgpack::DocNode& n = it->second;
  if (n.getKind() == llvm::msgpack::Type::UInt) return out = n.getUInt(), true;
  if (n.getKind() == llvm::msgpack::Type::Int && n.getInt() >= 0) return out = uint64_t(n.getInt()), true;
  return false;
}

}  // namespace

Result<std::vector<KernArg>> read_kernel_args(const std::string& metadata_yaml, std::string_view kernel) {
  auto fail = [&](const std::string& why) { return Error{"metadata: kernel " + std::string(kernel) + ": " + why, 1}; };
  llvm::msgpack::Document doc;
  if (!doc.fromYAML(metadata_yaml)) return fail("the metadata note does not read back as YAML");
  if (!doc.getRoot().isMap()) return fail("the metadata note is not a map");
  auto& root = doc.getRoot().getMap();
  auto kernels = root.find("amdhsa.kernels");
  if (kernels == root.end() || !kernels->second.isArray()) return fail("no amdhsa.kernels list");
  for (auto& entry : kernels->second.getArray()) {
    if (!entry.isMap()) continue;
    auto& k = entry.getMap();
    if (string_at(k, ".name") != kernel) continue;
    std::vector<KernArg> args;
    auto list = k.find(".args");
    if (list == k.end()) return args;  // a kernel without arguments
    if (!list->second.isArray()) return fail(".args is not a list");
    for (auto& a : list->second.getArray()) {
      if (!a.isMap()) return fail("an .args entry is not a map");
      auto& m = a.getMap();
      KernArg arg;
      uint64_t offset, size;
      if (!uint_at(m, ".offset", offset) || !uint_at(m, ".size", size)) return fail("an argument without .offset/.size");
      arg.offset = uint32_t(offset), arg.size = uint32_t(size);
      arg.name = string_at(m, ".name");
      arg.value_kind = string_at(m, ".value_kind");
      args.push_back(std::move(arg));
    }
    return args;
  }
  return fail("not in the metadata note");
}

Result<std::vector<uint8_t>> kernarg_segment(const Program& p, const std::vector<uint64_t>& values,
                                             const uint32_t grid[3], const uint32_t block[3]) {
  std::vector<uint8_t> seg(p.kernarg_bytes, 0);
  size_t explicit_index = 0;
  auto put = [&](const KernArg& a, uint64_t v) -> Status {
    if (a.size > 8 || uint64_t(a.offset) + a.size > seg.size())
      return Error{p.kernel + ": kernel argument at " + std::to_string(a.offset) + " (" + std::to_string(a.size) +
                       " bytes) does not fit the " + std::to_string(seg.size()) + "-byte kernarg segment",
                   1};
    std::memcpy(seg.data() + a.offset, &v, a.size);  // little endian: the low bytes
    return ok();
  };
  for (const KernArg& a : p.args) {
    const std::string& kind = a.value_kind;
    uint64_t v = 0;
    if (!kind.starts_with("hidden_")) {
      if (explicit_index >= values.size())
        return Error{p.kernel + " takes more kernel arguments than the launch gives (" + std::to_string(values.size()) + ")", 1};
      v = values[explicit_index++];
    } else if (kind.starts_with("hidden_block_count_")) {
      v = grid[kind.back() - 'x'];
    } else if (kind.starts_with("hidden_group_size_")) {
      v = block[kind.back() - 'x'];
    } else if (kind == "hidden_grid_dims") {
      v = grid[2] * block[2] > 1 ? 3 : grid[1] * block[1] > 1 ? 2 : 1;
    }  // remainders (uniform work-group sizes), global offsets and the runtime's pointers stay 0
    if (auto s = put(a, v); !s) return s.error();
  }
  if (explicit_index != values.size())
    return Error{p.kernel + " takes " + std::to_string(explicit_index) + " kernel arguments, the launch gives " +
                     std::to_string(values.size()),
                 1};
  return seg;
}

}  // namespace irgate::isa::exec
