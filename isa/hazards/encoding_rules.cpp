// isa/hazards/encoding_rules.cpp — see encoding_rules.h.
#include "isa/hazards/encoding_rules.h"

#include <regex>
#include <string>

namespace irgate::isa::hazards {
namespace {

const Rule& row(RuleId id) { return rules()[static_cast<size_t>(id)]; }

int64_t immediate(const Instruction& in) {
  for (const Operand& op : in.operands)
    if (op.kind == Operand::Kind::imm) return op.imm;
  return 0;
}

// s_delay_alu's operand: instid0 [3:0], instskip [6:4], instid1 [10:7]; the second delay is for
// the instruction `instskip` after the first one (the one right after the s_delay_alu). If an
// s_set_vgpr_msb lies on the way, which instruction that is depends on whether the hardware
// counts it, which PR #175925 leaves open.
void check_delay_skip(const EncodingContext& k, size_t i, const AddFinding& add) {
  const int64_t imm = immediate(k.code[i]);
  const int64_t skip = (imm >> 4) & 7, id1 = (imm >> 7) & 15;
  if (id1 == 0 || skip == 0) return;
  for (size_t j = i + 1; j <= i + 1 + static_cast<size_t>(skip) && j < k.code.size(); ++j)
    if (k.code[j].mnemonic == "s_set_vgpr_msb")
      add(RuleId::delay_alu_skips_msb, i, j, "",
          "s_delay_alu's instskip(" + std::to_string(skip) +
              ") counts past this s_set_vgpr_msb: its second delay lands on a different instruction if the "
              "hardware does not count it");
}

struct VgprToken {
  unsigned first, count;
};
// The VGPR operands spelled in `part` of an instruction's text ("v7", "v[2:3]"), in order.
std::vector<VgprToken> vgpr_tokens(const std::string& part) {
  static const std::regex reg(R"(\bv(\d+)\b|\bv\[(\d+):(\d+)\])");
  std::vector<VgprToken> out;
  for (std::sregex_iterator m(part.begin(), part.end(), reg), end; m != end; ++m) {
    if ((*m)[1].matched) {
      out.push_back({static_cast<unsigned>(std::stoul((*m)[1])), 1});
    } else {
      const unsigned lo = static_cast<unsigned>(std::stoul((*m)[2])), hi = static_cast<unsigned>(std::stoul((*m)[3]));
      out.push_back({lo, hi - lo + 1});
    }
  }
  return out;
}

// A VOPD's text is "v_dual_<X> dstX, srcs :: v_dual_<Y> dstY, srcs". When X writes a 64-bit
// pair, each VGPR source of Y (banked by the operand the decoder gives it) must not be the last
// VGPR the wave owns: the allocation rounded up to the granule, less one.
void check_last_vgpr(const EncodingContext& k, size_t i, const AddFinding& add) {
  const Instruction& in = k.code[i];
  static const std::regex annotation(R"(/\*[^*]*\*/)");  // the banked names the printer adds
  const std::string text = std::regex_replace(in.text, annotation, "");
  const size_t split = text.find("::");
  if (split == std::string::npos) return;
  const std::vector<VgprToken> x = vgpr_tokens(text.substr(0, split)), y = vgpr_tokens(text.substr(split + 2));
  if (x.empty() || x.front().count != 2 || y.size() < 2) return;  // OPX is not 64-bit, or OPY reads no VGPR
  const long granule = row(RuleId::vopd3_f64_opy_last_vgpr).window;
  const long last = k.vgpr_count > 0 ? (k.vgpr_count + granule - 1) / granule * granule - 1 : -1;
  for (size_t t = 1; t < y.size(); ++t) {  // y[0] is OPY's destination
    unsigned first = y[t].first;
    for (auto op = in.operands.rbegin(); op != in.operands.rend(); ++op)  // OPY's sources come last
      if (op->is_vgpr() && !op->is_def && op->reg.index == y[t].first) {
        if (k.modes[i].known) first = banked_index(*op, k.modes[i].mode);
        break;
      }
    for (unsigned r = first; r < first + y[t].count; ++r) {
      const bool owned_last = last >= 0 ? static_cast<long>(r) == last : (r + 1) % granule == 0;
      if (!owned_last) continue;
      add(RuleId::vopd3_f64_opy_last_vgpr, i, i, asm_name(RegFile::vgpr, r, 1),
          "an OPY source of a VOPD3 whose OPX is 64-bit is " +
              (last >= 0 ? "the last VGPR the wave owns (.vgpr_count " + std::to_string(k.vgpr_count) + ")"
                         : std::string("just below an allocation granule (the allocation is not known)")) +
              ": it reads back a wrong value");
    }
  }
}

}  // namespace

void check_encoding_rules(const EncodingContext& k, size_t i, const AddFinding& add) {
  const Instruction& in = k.code[i];
  if (in.mnemonic == "s_delay_alu" && (row(RuleId::delay_alu_skips_msb).arches & k.arch)) check_delay_skip(k, i, add);
  if (in.mnemonic.starts_with("v_dual_") && (row(RuleId::vopd3_f64_opy_last_vgpr).arches & k.arch))
    check_last_vgpr(k, i, add);
}

}  // namespace irgate::isa::hazards
