// isa/hazards/classify.cpp — see classify.h.
#include "isa/hazards/classify.h"

namespace irgate::isa::hazards {
namespace {

struct ClassRow {
  std::string_view prefix;
  HazardClass cls;
};
constexpr ClassRow kClassRows[] = {
#define CLASS(prefix, c) {prefix, HazardClass::c},
#include "isa/hazards/classes.def"
#undef CLASS
};

}  // namespace

const char* class_name(HazardClass c) {
  switch (c) {
    case HazardClass::unclassified: return "unclassified";
    case HazardClass::valu: return "VALU";
    case HazardClass::vopd: return "VOPD";
    case HazardClass::trans: return "TRANS";
    case HazardClass::wmma: return "WMMA";
    case HazardClass::ds: return "DS";
    case HazardClass::vmem: return "VMEM";
    case HazardClass::flat: return "FLAT";
    case HazardClass::tdm: return "TDM";
    case HazardClass::smem: return "SMEM";
    case HazardClass::wait: return "wait";
    case HazardClass::barrier: return "barrier";
    case HazardClass::salu: return "SALU";
    case HazardClass::wmma_valu: return "WMMA (VALU)";
  }
  return "unclassified";
}

HazardClass classify(std::string_view mnemonic) {
  const ClassRow* best = nullptr;
  for (const ClassRow& row : kClassRows)
    if (mnemonic.starts_with(row.prefix) && (!best || row.prefix.size() > best->prefix.size())) best = &row;
  return best ? best->cls : HazardClass::unclassified;
}

std::vector<RegRange> registers_of(const Instruction& i, uint8_t mode, bool mode_known, Role role) {
  std::vector<RegRange> out;
  int source_ordinal = 0;  // VGPR sources that are not tied to a def, in operand order: A, B, C
  for (const Operand& op : i.operands) {
    if (op.kind != Operand::Kind::reg) continue;
    const bool vgpr = op.reg.file == RegFile::vgpr, sgpr = op.reg.file == RegFile::sgpr;
    if (!vgpr && !sgpr) continue;
    const RegRange r{static_cast<uint8_t>(vgpr ? 0 : 1),
                     static_cast<uint16_t>(vgpr && mode_known ? banked_index(op, mode) : op.reg.index),
                     static_cast<uint16_t>(op.reg.count)};
    if (op.is_def) {
      if (role == Role::dst) out.push_back(r);
      continue;
    }
    int ordinal = -1;
    if (vgpr && op.tied_to < 0) ordinal = source_ordinal++;
    switch (role) {
      case Role::dst: break;
      case Role::any_src: out.push_back(r); break;
      case Role::src_ab:
        // A and B; a SWMMAC's third source is its sparsity index, read like A and B.
        if (ordinal == 0 || ordinal == 1 || (ordinal == 2 && i.mnemonic.starts_with("v_swmmac"))) out.push_back(r);
        break;
      case Role::src_c:
        if (ordinal == 2 && !i.mnemonic.starts_with("v_swmmac")) out.push_back(r);
        break;
    }
  }
  return out;
}

}  // namespace irgate::isa::hazards
