// isa/exec/wave.cpp — register access rules and fault reporting of a wave.
#include "isa/exec/wave.h"

namespace irgate::isa::exec {

void Wave::set_mask_at(uint16_t e, uint64_t m) {
  if (e == prog->null_encoding) return;
  s[e] = uint32_t(m);
  if (W == 64) s[e + 1] = uint32_t(m >> 32);
}

bool Wave::vgpr_index(const Operand& o, unsigned& reg) {
  reg = o.index;
  if (o.msb_slot < 4) reg += msb[o.msb_slot] << 8;
  if (reg + o.count > vgpr_limit) {
    fault("v" + std::to_string(reg) + (o.count > 1 ? ".." + std::to_string(reg + o.count - 1) : "") +
          " is past the kernel's " + std::to_string(vgpr_limit) + " VGPRs" +
          (reg != o.index ? " (v" + std::to_string(o.index) + " banked by s_set_vgpr_msb field " +
                                std::to_string(o.msb_slot) + " = " + std::to_string(msb[o.msb_slot]) + ")"
                          : ""));
    return false;
  }
  return true;
}

void Wave::report(emu::FindingKind kind, uint32_t site, const std::string& what, uint32_t key) {
  if (!g->reported.insert(uint64_t(kind) << 56 | uint64_t(key) << 28 | site).second) return;
  g->report.add(kind, prog->kernel + " wave " + std::to_string(index) + " of workgroup (" + std::to_string(g->group_id[0]) +
                          "," + std::to_string(g->group_id[1]) + "," + std::to_string(g->group_id[2]) + ") at " +
                          prog->texts[prog->insts[site].text] + ": " + what);
}

void Wave::unwritten_vgpr(unsigned reg) {
  vwritten[reg] = 1;  // once per register
  if (g->check_uninitialised)
    report(emu::FindingKind::Uninitialized, pc, "v" + std::to_string(reg) + " is read before any instruction of the wave wrote it");
}

void Wave::fault_at(uint32_t site, const std::string& what) {
  report(emu::FindingKind::Fault, site, what);
  status = WaveStatus::done;
}

void Wave::unsupported(const std::string& what) { fault("unsupported: " + what); }

}  // namespace irgate::isa::exec
