// engine/lower/lower.cpp — module assembly: header, LDS global, declares, kernel, attributes.
#include "engine/lower/lower.h"

#include "engine/lower/context.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

std::string kernel_attr_string(const Kernel& k, const char* key) {
  auto it = k.attrs.find(key);
  if (it == k.attrs.end() || !std::holds_alternative<std::string>(it->second)) return "";
  return std::get<std::string>(it->second);
}

const Op* find_lds_alloc(const Region& r) {
  for (const auto& op : r.ops) {
    if (op->code == Opcode::TILE_LDS_ALLOC) return op.get();
    for (const Region& nested : op->regions)
      if (const Op* found = find_lds_alloc(nested)) return found;
  }
  return nullptr;
}

std::string param_list(const LowerContext& ctx, const Kernel& k) {
  std::string out;
  for (size_t i = 0; i < k.params.size(); ++i) {
    const Param& p = k.params[i];
    if (i) out += ", ";
    out += ctx.llvm_type(p.value->type);
    for (const char* flag : {"noalias", "readonly", "writeonly"}) {
      auto it = p.attrs.find(flag);
      if (it != p.attrs.end() && std::holds_alternative<bool>(it->second) && std::get<bool>(it->second))
        out += std::string(" ") + flag;
    }
    if (auto it = p.attrs.find("align"); it != p.attrs.end() && std::holds_alternative<int64_t>(it->second))
      out += " align " + std::to_string(std::get<int64_t>(it->second));
    out += " " + ctx.ref(p.value);
  }
  return out;
}

}  // namespace

std::string lower_to_llvm(const Kernel& kernel, int flavor, const irg_arch_domain_t* domain) {
  const ArchInfo* arch = find_arch(kernel_attr_string(kernel, "arch"));
  if (!arch) throw_refusal(RefusalId::arch_unknown, kernel_attr_string(kernel, "arch").c_str());
  LowerContext ctx(kernel, flavor, *arch, domain);
  lower_region(ctx, kernel.entry);
  ctx.line("ret void");

  std::string spec = kernel_attr_string(kernel, "spec");
  std::string out = "; irgate " + (spec.empty() ? "@" + kernel.name : spec) + " flavor=" +
                    std::string(flavor_info(flavor).name) + "\n";
  out += "target triple = \"amdgcn-amd-amdhsa\"\n\n";
  if (const Op* lds = find_lds_alloc(kernel.entry)) {
    out += "@lds." + kernel.name + " = internal unnamed_addr addrspace(3) global [" +
           std::to_string(std::get<int64_t>(lds->attrs.at("bytes"))) + " x i8] undef, align 16\n\n";
  }
  bool any_declare = false;
  for (int key = 0; key < IRG_INTRINSIC_COUNT; ++key) {
    if (!ctx.needed().test(key)) continue;
    out += declare_text(static_cast<irg_intrinsic_id>(key), flavor) + "\n";
    any_declare = true;
  }
  if (any_declare) out += "\n";
  out += "define amdgpu_kernel void @" + kernel.name + "(" + param_list(ctx, kernel) + ") #0 {\n";
  out += "entry:\n";
  for (const std::string& l : ctx.body()) out += l + "\n";
  out += "}\n\n";
  int64_t block = std::get<int64_t>(kernel.attrs.at("block_size"));
  out += "attributes #0 = { nounwind \"amdgpu-flat-work-group-size\"=\"1," + std::to_string(block) +
         "\" \"uniform-work-group-size\"=\"true\"";
  auto estimate = kernel.attrs.find("vgpr_estimate");
  if (estimate != kernel.attrs.end() && std::holds_alternative<int64_t>(estimate->second))
    out += " \"amdgpu-num-vgpr\"=\"" + std::to_string(std::get<int64_t>(estimate->second)) + "\"";
  out += " }\n";
  return out;
}

}  // namespace irgate::engine
