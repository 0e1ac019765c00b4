// isa/exec/predecode.cpp — decoded machine code -> the executor's Program (see predecode.h).
#include "isa/exec/predecode.h"

#include <algorithm>
#include <unordered_map>

#include "machine/arch.h"
#include "isa/exec/handlers.h"
#include "isa/exec/kernargs.h"
#include "isa/exec/vopd.h"

namespace irgate::isa::exec {

namespace {

struct Row {
  const char* layout;
  Handler handler;
  uint16_t family;
};

const std::unordered_map<std::string_view, Row>& registry() {
  static const std::unordered_map<std::string_view, Row> rows = [] {
    std::unordered_map<std::string_view, Row> m;
    uint16_t family = 0;
#define ISA_OP(name, layout, handler) m.emplace(#name, Row{layout, &handlers::handler, family++});
#include "isa/exec/ops.def"
#undef ISA_OP
    return m;
  }();
  return rows;
}

// "V_ADD_NC_U32_e32_gfx12" -> "V_ADD_NC_U32_e32": drops one trailing encoding suffix
// (_gfx<digits>[letters/digits], _vi, _si).
std::string_view base_name(std::string_view name) {
  const size_t at = name.rfind('_');
  if (at == std::string_view::npos) return name;
  const std::string_view suffix = name.substr(at + 1);
  if (suffix == "vi" || suffix == "si" ||
      (suffix.size() > 3 && suffix.starts_with("gfx") && suffix[3] >= '0' && suffix[3] <= '9'))
    return name.substr(0, at);
  return name;
}

// Scalar operand encodings of the special registers, by libLLVM register name.
bool special_encoding(const Register& r, uint16_t null_encoding, uint16_t& enc, uint8_t& count) {
  struct Entry {
    std::string_view name;
    uint16_t enc;
    uint8_t count;
  };
  static constexpr Entry kSpecial[] = {
      {"VCC_LO", kVccLo, 1},       {"VCC_HI", kVccHi, 1},       {"VCC", kVccLo, 2},
      {"EXEC_LO", kExecLo, 1},     {"EXEC_HI", kExecHi, 1},     {"EXEC", kExecLo, 2},
      {"M0_gfxpre11", 124, 1},     {"M0_gfx11plus", 125, 1},
  };
  for (const Entry& e : kSpecial)
    if (r.name == e.name) return enc = e.enc, count = e.count, true;
  if (r.name.starts_with("SGPR_NULL") && null_encoding != 0xFFFF) {
    enc = null_encoding;
    count = r.name == "SGPR_NULL64" ? 2 : 1;
    return true;
  }
  return false;
}

// isa::Operand -> exec::Operand; an error text names what the executor cannot represent.
std::string convert(const isa::Operand& in, uint16_t null_encoding, Operand& out) {
  out = Operand{};
  switch (in.kind) {
    case isa::Operand::Kind::imm: out.kind = OpKind::imm, out.value = in.imm; return "";
    case isa::Operand::Kind::reg: break;
    default: return "an operand of kind " + std::to_string(int(in.kind));
  }
  const Register& r = in.reg;
  if (r.half >= 0 && r.file != RegFile::vgpr) return "a 16-bit register half (" + r.name + ")";
  switch (r.file) {
    case RegFile::vgpr:
      out.kind = OpKind::vgpr, out.index = uint16_t(r.index), out.count = uint8_t(r.count);
      out.msb_slot = in.msb_field >= 0 ? uint8_t(in.msb_field) : uint8_t(0xFF);
      out.half = int8_t(r.half);
      return "";
    case RegFile::sgpr: out.kind = OpKind::sgpr, out.index = uint16_t(r.index), out.count = uint8_t(r.count); return "";
    case RegFile::ttmp:
      out.kind = OpKind::sgpr, out.index = uint16_t(kTtmp0 + r.index), out.count = uint8_t(r.count);
      return "";
    case RegFile::agpr: return "an AGPR operand (" + r.name + ")";
    case RegFile::special: break;
  }
  uint16_t enc;
  uint8_t count;
  if (!special_encoding(r, null_encoding, enc, count)) return "the special register " + r.name;
  out.kind = OpKind::sgpr, out.index = enc, out.count = count;
  return "";
}

bool is_scalar_reg(const Operand& o) { return o.kind == OpKind::sgpr; }

// Fills `inst` from `code[i]` by the row's layout; "" or why it does not fit.
std::string apply_layout(const char* layout, const Instruction& d, uint16_t null_encoding,
                         const std::unordered_map<uint64_t, uint32_t>& index_of, Inst& inst) {
  size_t k = 0;  // MCInst operand
  int imms = 0;
  bool optional = false;
  uint8_t pending_mods = 0;
  for (const char* p = layout; *p; ++p) {
    const char c = *p;
    if (c == '|') {
      optional = true;
      continue;
    }
    if (k >= d.operands.size()) {
      if (optional) break;
      return "has " + std::to_string(d.operands.size()) + " operands, the executor's layout \"" + layout + "\" wants more";
    }
    const isa::Operand& src = d.operands[k++];
    if (c == 'M' || c == 'i' || c == 'z' || c == 'x' || c == 'b') {
      if (c == 'b') {
        if (!d.branch_target) return "a branch without a direct target";
        auto t = index_of.find(*d.branch_target);
        if (t == index_of.end()) return "a branch to " + hex(*d.branch_target) + ", which is not an instruction of the kernel";
        inst.target = t->second;
        continue;
      }
      if (src.kind != isa::Operand::Kind::imm) return "operand " + std::to_string(k - 1) + " is not an immediate";
      if (c == 'M') pending_mods = uint8_t(src.imm);
      if (c == 'i') {
        if (imms == 4) return "more immediates than the executor keeps";
        inst.imm[imms++] = src.imm;
      }
      if (c == 'z' && src.imm != 0)
        return "operand " + std::to_string(k - 1) + " (clamp, omod, gds or swizzle) is " + std::to_string(src.imm) + ", not 0";
      continue;
    }
    Operand o;
    if (std::string why = convert(src, null_encoding, o); !why.empty()) return why;
    // A 16-bit half goes only where the row says so: every other handler reads whole registers.
    const bool half_letter = c == 'L' || c == 'l';
    if (o.half >= 0 && !half_letter) return "a 16-bit register half (" + src.reg.name + ")";
    if (half_letter && o.kind == OpKind::vgpr && o.half < 0)
      return "operand " + std::to_string(k - 1) + " is a whole VGPR where a 16-bit half is expected";
    const bool ok = c == 'S' || c == 'l' || (c == 'D' && o.kind == OpKind::vgpr) || (c == 'V' && o.kind == OpKind::vgpr) ||
                    (c == 'L' && o.kind == OpKind::vgpr) || ((c == 'd' || c == 'r') && is_scalar_reg(o)) ||
                    (c == 's' && o.kind != OpKind::vgpr);
    if (!ok) return "operand " + std::to_string(k - 1) + " does not fit layout letter '" + std::string(1, c) + "'";
    if (inst.n == kMaxOperands) return "more operands than the executor keeps";
    o.mods = pending_mods;
    pending_mods = 0;
    inst.op[inst.n++] = o;
  }
  if (k < d.operands.size()) return "has " + std::to_string(d.operands.size()) + " operands, the layout \"" + layout + "\" fewer";
  return "";
}

// V_DUAL_<X>_e32_X_<Y>_e32[_e96]: splits the pair and lays out op[0..7], imm[0..3] (exec_vopd.cpp).
std::string apply_vopd(std::string_view name, const Instruction& d, uint16_t null_encoding, Inst& inst) {
  std::string_view rest = name.substr(7);  // after "V_DUAL_"
  const bool vopd3 = rest.ends_with("_e96");
  if (vopd3) rest.remove_suffix(4);
  const size_t sep = rest.find("_X_");
  if (sep == std::string_view::npos) return "an unrecognised VOPD name";
  auto component = [](std::string_view part) {
    if (part.ends_with("_e32") || part.ends_with("_e64")) part.remove_suffix(4);
    return find_vopd_component(part);
  };
  const VopdComponent* half[2] = {component(rest.substr(0, sep)), component(rest.substr(sep + 3))};
  for (const VopdComponent* c : half)
    if (!c) return "a VOPD component the executor does not model";
  size_t k = 0;
  auto next = [&](Operand& o, bool want_imm, int64_t* imm) -> std::string {
    if (k >= d.operands.size()) return "too few VOPD operands";
    const isa::Operand& src = d.operands[k++];
    if (want_imm) {
      if (src.kind != isa::Operand::Kind::imm) return "a VOPD modifier or table that is not an immediate";
      *imm = src.imm;
      return "";
    }
    return convert(src, null_encoding, o);
  };
  std::string why;
  if (!(why = next(inst.op[0], false, nullptr)).empty() || !(why = next(inst.op[1], false, nullptr)).empty()) return why;
  for (int h = 0; h < 2; ++h) {
    const VopdComponent& c = *half[h];
    inst.imm[h] = int64_t(c.op);
    for (int s = 0; s < c.sources; ++s) {
      int64_t mods = 0;
      if (vopd3 && c.float_mods && !(why = next(inst.op[0], true, &mods)).empty()) return why;
      Operand& o = inst.op[2 + 2 * h + s];
      if (!(why = next(o, false, nullptr)).empty()) return why;
      o.mods = uint8_t(mods);
    }
    if (c.op == VopdOp::fmac_f32) {
      // The tied accumulator operand is skipped: the half reads its destination (exec_vopd.cpp).
      // libLLVM 22's disassembler does not rebuild it for Y: for `v_dual_fmac_f32 v13, ...` as
      // OPY it gives v12, vdstY's encoded field without the low bit the hardware derives from
      // vdstX. The VOPD3 form's operand order is not modelled (gfx1250 only).
      if (vopd3) return "a VOPD3 FMAC_F32 component (not modelled)";
      Operand tied;
      if (!(why = next(tied, false, nullptr)).empty()) return why;
      if (tied.kind != OpKind::vgpr) return "a VOPD FMAC whose tied source is not a VGPR";
    }
    Operand& mask = inst.op[6 + h];
    if (c.op == VopdOp::cndmask) {
      if (vopd3) {
        if (!(why = next(mask, false, nullptr)).empty()) return why;
      } else {
        mask.kind = OpKind::sgpr, mask.index = kVccLo, mask.count = 1;
      }
    }
    if (c.op == VopdOp::bitop2 && !(why = next(inst.op[0], true, &inst.imm[2 + h])).empty()) return why;
  }
  if (k != d.operands.size()) return "more VOPD operands than its components take";
  if (inst.op[0].kind != OpKind::vgpr || inst.op[1].kind != OpKind::vgpr) return "a VOPD destination that is not a VGPR";
  inst.n = kMaxOperands;
  inst.handler = &handlers::vopd;
  return "";
}

std::string hex_offset(uint64_t v) { return hex(v); }

// Initial MODE (MODE[3:0] round, [7:4] denorm; gfx9-gfx11 also DX10_CLAMP [8], IEEE [9]) from
// compute_pgm_rsrc1 (AMDGPUUsage, "compute_pgm_rsrc1").
uint32_t initial_mode(const KernelDescriptor& kd, emu::ArchFamily family) {
  uint32_t m = kd.float_round_mode_32 | kd.float_round_mode_16_64 << 2 | kd.float_denorm_mode_32 << 4 |
               kd.float_denorm_mode_16_64 << 6;
  if (family == emu::ArchFamily::Gfx9 || family == emu::ArchFamily::Gfx11)
    m |= uint32_t(kd.dx10_clamp_or_wg_rr_en) << 8 | uint32_t(kd.ieee_mode_or_disable_perf) << 9;
  return m;
}

Status launch_facts(const CodeObject& co, const Kernel& k, emu::ArchFamily family, Program& p) {
  const KernelDescriptor& kd = k.descriptor;
  auto fail = [&](const std::string& why) { return Error{co.arch + " " + k.name + ": " + why, 1}; };
  p.wave_size = family == emu::ArchFamily::Gfx9 ? 64 : kd.wave32 ? 32 : 64;
  if (family != emu::ArchFamily::Gfx9 && !kd.wave32) return fail("unsupported: a wave64 kernel on a wave32 target");
  if (k.resources.vgpr_count <= 0) return fail("the metadata note gives no .vgpr_count");
  p.vgpr_count = unsigned(k.resources.vgpr_count);
  p.sgpr_count = unsigned(std::max(0L, k.resources.sgpr_count));
  p.lds_bytes = kd.group_segment_fixed_size;
  p.kernarg_bytes = kd.kernarg_size;
  p.initial_mode = initial_mode(kd, family);
  p.null_encoding = family == emu::ArchFamily::Gfx9 ? 0xFFFF : 124;
  if (kd.kernarg_preload != 0) return fail("unsupported: kernarg preload into SGPRs");
  if (kd.private_segment_fixed_size != 0 || kd.uses_dynamic_stack) return fail("unsupported: scratch memory");
  int next = 0;
  auto take = [&](bool enabled, int& where, int count) {
    if (enabled) where = next, next += count;
  };
  take(kd.sgpr_private_segment_buffer, p.user.private_segment_buffer, 4);
  take(kd.sgpr_dispatch_ptr, p.user.dispatch_ptr, 2);
  take(kd.sgpr_queue_ptr, p.user.queue_ptr, 2);
  take(kd.sgpr_kernarg_segment_ptr, p.user.kernarg_segment_ptr, 2);
  take(kd.sgpr_dispatch_id, p.user.dispatch_id, 2);
  take(kd.sgpr_flat_scratch_init, p.user.flat_scratch_init, 2);
  take(kd.sgpr_private_segment_size, p.user.private_segment_size, 1);
  // More user SGPRs than enabled inputs is padding: gfx11 pads them up to 16 with the system
  // SGPRs (LLVM's SIISelLowering, hasUserSGPRInit16Bug: "pad up the used user SGPRs with dead
  // inputs"); the system SGPRs follow USER_SGPR_COUNT either way.
  if (unsigned(next) > kd.user_sgpr_count)
    return fail("the descriptor enables " + std::to_string(next) + " user SGPRs but USER_SGPR_COUNT is " +
                std::to_string(kd.user_sgpr_count));
  next = int(kd.user_sgpr_count);
  p.architected_workgroup_ids = family == emu::ArchFamily::Gfx12 || family == emu::ArchFamily::Gfx1250;
  if (!p.architected_workgroup_ids)
    for (int d = 0; d < 3; ++d)
      if (kd.workgroup_id[d]) p.workgroup_id_sgpr[d] = next++;
  p.workitem_id_dims = kd.vgpr_workitem_id + 1;
  auto args = read_kernel_args(co.metadata, k.name);
  if (!args) return args.error();
  p.args = std::move(*args);
  return ok();
}

// The scheduling model's resources of `d` as indices into p.pipes (names added on first use).
void record_pipes(const Instruction& d, Program& p, InstPipes& out) {
  for (const PipeUse& use : d.pipes) {
    if (out.n == InstPipes::kMax) break;  // no AMDGPU class charges more than three resources
    auto at = std::find(p.pipes.begin(), p.pipes.end(), use.pipe);
    if (at == p.pipes.end()) at = p.pipes.insert(p.pipes.end(), use.pipe);
    out.pipe[out.n] = uint8_t(at - p.pipes.begin());
    out.cycles[out.n] = uint16_t(std::min(use.cycles, 0xFFFFu));
    ++out.n;
  }
}

}  // namespace

Result<Program> predecode(const CodeObject& co, const Kernel& kernel, const std::vector<Instruction>& code) {
  auto arch = emu::arch_info(co.arch);
  if (!arch) return arch.error();
  Program p;
  p.kernel = kernel.name;
  p.arch = arch->name;
  if (auto s = launch_facts(co, kernel, arch->family, p); !s) return s.error();
  std::unordered_map<uint64_t, uint32_t> index_of;
  for (uint32_t i = 0; i < code.size(); ++i) index_of.emplace(code[i].address, i);
  const auto& rows = registry();
  p.insts.resize(code.size());
  p.inst_pipes.resize(code.size());
  p.texts.reserve(code.size());
  for (uint32_t i = 0; i < code.size(); ++i) {
    const Instruction& d = code[i];
    Inst& inst = p.insts[i];
    inst.address = uint32_t(d.offset);
    inst.text = i;
    const std::string_view name = base_name(d.opcode_name);
    std::string why;
    if (name.starts_with("V_DUAL_")) {
      why = apply_vopd(name, d, p.null_encoding, inst);
    } else if (auto row = rows.find(name); row != rows.end()) {
      why = apply_layout(row->second.layout, d, p.null_encoding, index_of, inst);
      inst.handler = row->second.handler;
      inst.family = row->second.family;
    } else {
      why = "not modelled";
    }
    if (why.empty() && d.branch_target && *d.branch_target <= d.address) p.loops.push_back(i);
    record_pipes(d, p, p.inst_pipes[i]);
    std::string text = hex_offset(d.offset) + ": " + d.text;
    if (!why.empty()) {
      inst = Inst{};
      inst.address = uint32_t(d.offset);
      inst.text = i;
      inst.handler = &handlers::unsupported;
      text += "  [" + d.opcode_name + ": " + why + "]";
      p.unsupported.push_back(text);
    }
    p.texts.push_back(std::move(text));
  }
  if (p.insts.empty()) return Error{co.arch + " " + kernel.name + ": no instructions", 1};
  return p;
}

Result<Program> load_kernel(const Disassembler& d, const CodeObject& co, const Kernel& kernel) {
  auto code = decode_kernel(d, co, kernel);
  if (!code) return code.error();
  return predecode(co, kernel, *code);
}

}  // namespace irgate::isa::exec
