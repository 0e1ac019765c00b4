// isa/mode_flow.cpp — see mode_flow.h.
#include "isa/mode_flow.h"

#include <unordered_map>

namespace irgate::isa {
namespace {

bool is_setreg_imm32(const Instruction& i) { return i.opcode_name.starts_with("S_SETREG_IMM32_B32"); }
bool is_setreg_reg(const Instruction& i) { return !is_setreg_imm32(i) && i.opcode_name.starts_with("S_SETREG_B32"); }

}  // namespace

bool is_set_vgpr_msb(const Instruction& i) { return i.opcode_name.starts_with("S_SET_VGPR_MSB"); }

int setreg_hwreg_id(const Instruction& i) {
  // s_setreg_imm32_b32 hwreg(...), imm32: operands (imm32, simm16); s_setreg_b32 hwreg(...),
  // sN: its one immediate is simm16.
  if (is_setreg_imm32(i)) return i.operands.size() == 2 ? static_cast<int>(i.operands[1].imm & 0x3f) : -1;
  if (is_setreg_reg(i))
    for (const Operand& op : i.operands)
      if (op.kind == Operand::Kind::imm) return static_cast<int>(op.imm & 0x3f);
  return -1;
}

ModeFlow follow_vgpr_mode(const Disassembler& d, const std::vector<Instruction>& code) {
  ModeFlow flow;
  flow.before.resize(code.size());
  if (code.empty()) return flow;
  std::unordered_map<uint64_t, size_t> at_address;
  for (size_t i = 0; i < code.size(); ++i) at_address.emplace(code[i].address, i);
  const bool setreg_sets_mode = d.setreg_writes_vgpr_msbs();
  std::vector<bool> conflicted(code.size(), false);
  std::vector<std::string> first_from(code.size());  // the edge that brought each instruction's mode

  std::vector<size_t> work;
  // Brings `state` from instruction `from` (or the kernel entry) into instruction `to`.
  auto arrive = [&](size_t to, ModeAt state, const std::string& from_what) {
    ModeAt& here = flow.before[to];
    if (!here.reachable) {
      here = state;
      here.reachable = true;
      first_from[to] = from_what;
      work.push_back(to);
    } else if ((here.known != state.known || (here.known && here.mode != state.mode)) && !conflicted[to]) {
      conflicted[to] = true;
      flow.issues.push_back({ModeIssueKind::conflict, to,
                             "mode " + (state.known ? mode_hex(state.mode) : std::string("unknown")) + " from " +
                                 from_what + " meets mode " + (here.known ? mode_hex(here.mode) : std::string("unknown")) +
                                 " from " + first_from[to]});
    }
  };
  arrive(0, ModeAt{true, true, 0}, "the kernel entry");

  while (!work.empty()) {
    const size_t i = work.back();
    work.pop_back();
    const Instruction& in = code[i];
    ModeAt out = flow.before[i];
    if (is_set_vgpr_msb(in) && !in.operands.empty()) {
      const bool dropped = i > 0 && setreg_sets_mode && setreg_hwreg_id(code[i - 1]) == kHwregMode;
      if (dropped)
        flow.issues.push_back({ModeIssueKind::dropped_set, i,
                               "s_set_vgpr_msb right after an s_setreg to MODE is dropped by the hardware "
                               "(llvm-project PR #184904)"});
      else
        out.known = true, out.mode = static_cast<uint8_t>(in.operands[0].imm & 0xff);
    } else if (setreg_sets_mode && setreg_hwreg_id(in) == kHwregMode) {
      if (is_setreg_imm32(in)) {
        out.known = true, out.mode = msb_mode_from_setreg_imm32(static_cast<uint32_t>(in.operands[0].imm));
      } else if (out.known) {
        out.known = false;
        flow.issues.push_back({ModeIssueKind::unknown, i, "s_setreg_b32 writes MODE from a register: the VGPR MSB mode is unknown"});
      }
    }

    const std::string from = in.mnemonic + " at " + hex(in.address);
    auto unfollowable = [&](const std::string& why) {
      flow.issues.push_back({ModeIssueKind::unfollowable, i, why});
    };
    if (in.is_call) {
      unfollowable("a call: the audit follows a kernel's own code only");
      continue;
    }
    if (in.is_branch) {
      if (in.is_indirect_branch || !in.branch_target) {
        unfollowable("an indirect branch: its target is not in the code");
        continue;
      }
      auto target = at_address.find(*in.branch_target);
      if (target == at_address.end()) {
        unfollowable("a branch to " + hex(*in.branch_target) + ", which is no instruction of the kernel");
        continue;
      }
      arrive(target->second, out, from);
      if (!in.is_conditional_branch) continue;
    } else if (in.mnemonic.starts_with("s_endpgm")) {
      continue;  // the wave ends
    } else if (in.is_terminator || in.is_return) {
      unfollowable(in.mnemonic + " leaves the kernel's code");
      continue;
    }
    if (i + 1 == code.size()) {
      unfollowable("the code runs past the kernel's last instruction");
      continue;
    }
    arrive(i + 1, out, from);
  }
  return flow;
}

}  // namespace irgate::isa
