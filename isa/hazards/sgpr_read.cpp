// isa/hazards/sgpr_read.cpp — see sgpr_read.h.
#include "isa/hazards/sgpr_read.h"

#include <algorithm>
#include <vector>

namespace irgate::isa::hazards {
namespace {

struct SgprAccess {
  unsigned first, count;  // hardware SGPR numbers (VCC is kVccLo..)
  bool vcc;
};

bool is_vcc(const Register& r) { return r.file == RegFile::special && r.name.starts_with("VCC"); }

// The SGPRs `in` reads (`defs` false) or writes, each once: explicit SGPR and VCC operands and
// the VCC of the instruction's description (M0, EXEC, NULL and SCC carry no such hazard).
std::vector<SgprAccess> sgprs_of(const Instruction& in, bool defs, unsigned vcc_lo) {
  std::vector<SgprAccess> out;
  auto add = [&](const Register& r) {
    SgprAccess a{};
    if (is_vcc(r)) {
      a = {r.name == "VCC_HI" ? vcc_lo + 1 : vcc_lo, r.name == "VCC" ? 2u : 1u, true};
    } else if (r.file == RegFile::sgpr && r.index + r.count <= 128) {
      a = {r.index, r.count, false};
    } else {
      return;
    }
    for (const SgprAccess& seen : out)
      if (seen.first == a.first && seen.count == a.count) return;
    out.push_back(a);
  };
  for (const Operand& op : in.operands)
    if (op.kind == Operand::Kind::reg && op.is_def == defs) add(op.reg);
  for (const Register& r : defs ? in.implicit_defs : in.implicit_uses)
    if (is_vcc(r)) add(r);
  return out;
}

std::string sgpr_name(const SgprAccess& a) {
  if (a.vcc) return a.count == 2 ? "vcc" : a.first == 106 ? "vcc_lo" : "vcc_hi";
  return asm_name(RegFile::sgpr, a.first, a.count);
}

}  // namespace

bool SgprReadState::merge(const SgprReadState& from) {
  if (from.read_by_valu_.none()) return false;  // nothing tracked: a write there is no hazard (and gfx1250 is here)
  const SgprReadState before = *this;
  read_by_valu_ |= from.read_by_valu_;
  salu_written_ |= from.salu_written_;
  valu_written_ |= from.valu_written_;
  vcc_salu_ |= from.vcc_salu_;
  vcc_valu_ |= from.vcc_valu_;
  if (writer_.size() < from.writer_.size()) writer_.resize(from.writer_.size());
  for (size_t r = 0; r < from.writer_.size(); ++r) writer_[r] = std::max(writer_[r], from.writer_[r]);
  return read_by_valu_ != before.read_by_valu_ || salu_written_ != before.salu_written_ ||
         valu_written_ != before.valu_written_ || vcc_salu_ != before.vcc_salu_ || vcc_valu_ != before.vcc_valu_;
}

void SgprReadState::commit(AluWait w) {
  if (w.salu) salu_written_.reset(), vcc_salu_ = false;
  if (w.valu) valu_written_.reset();
  if (w.valu_vcc) vcc_valu_ = false;
}

void SgprReadState::step(size_t i, const Instruction& in, bool valu, const AddFinding& add) {
  for (const SgprAccess& a : sgprs_of(in, false, kVccLo)) {
    const unsigned pair = (a.first >> 1) & 63;
    if (!read_by_valu_[pair]) {  // nothing written to it can be a hazard yet
      if (valu) read_by_valu_.set(pair);
      continue;
    }
    if (!valu) {  // an SALU reading an SGPR waits for the VALU writes (VA_SDST) first
      if (a.vcc) {
        if (vcc_valu_) vcc_salu_ = vcc_valu_ = false;
      } else {
        valu_written_.reset();
      }
    }
    bool salu_hit = false, valu_hit = false;
    for (unsigned k = 0; k < a.count; ++k) {
      salu_hit |= salu_written_[a.first + k];
      valu_hit |= valu && valu_written_[a.first + k];
    }
    salu_hit |= a.vcc && vcc_salu_;
    const bool vcc_hit = a.vcc && vcc_valu_;
    const std::string name = sgpr_name(a);
    if (salu_hit) {
      add(RuleId::salu_sgpr_read_gfx12, writer_.at(a.first), i, name,
          "read while an SALU write of it is not committed (no s_wait_alu depctr_sa_sdst(0) since)");
      commit({.salu = true});
    }
    if (valu_hit || vcc_hit) {
      add(RuleId::valu_sgpr_read_gfx12, writer_.at(a.first), i, name,
          std::string("read while a VALU write of it is not committed (no s_wait_alu depctr_") +
              (vcc_hit ? "va_vcc" : "va_sdst") + "(0) since)");
      commit({.valu = valu_hit, .valu_vcc = vcc_hit});
    }
  }
  for (const SgprAccess& a : sgprs_of(in, true, kVccLo)) {
    if (!read_by_valu_[(a.first >> 1) & 63]) continue;
    writer_.resize(128);
    for (unsigned k = 0; k < a.count; ++k) writer_[a.first + k] = static_cast<uint32_t>(i);
    if (a.vcc) {  // the latest write decides which wait commits VCC
      vcc_valu_ = valu;
      vcc_salu_ = !valu;
      continue;
    }
    for (unsigned k = 0; k < a.count; ++k) (valu ? valu_written_ : salu_written_).set(a.first + k);
  }
}

}  // namespace irgate::isa::hazards
