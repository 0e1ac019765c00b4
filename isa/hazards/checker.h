// isa/hazards/checker.h — the static checker of machine-code timing hazards: every reachable
// instruction of a decoded kernel against the rules of rules.def (WMMA and TRANS co-execution
// windows, per-counter wait def-use, s_wait_xcnt, LDS drained before a barrier, gfx12's SGPR read
// hazard, s_delay_alu against s_set_vgpr_msb, the VOPD3 last-VGPR rule), following the
// kernel's control flow (a window or an outstanding load crosses branches and loop back edges)
// with the VGPR banks the audit's mode flow resolves. The ISA executor runs each instruction to
// completion and cannot see any of this (docs/isa-hazards.md).
//
// Used by the ISA audit (isa/audit.cpp: a `hazard` finding fails validate and keeps a kernel out
// of the grid cache; an advisory is counted and reported) and by the tests. Findings name the
// kernel, both instructions with their offsets, the registers, the rule and its source. An
// instruction whose class the checker does not know is an `unclassified` finding, never a pass.
//
//   ModeFlow flow = follow_vgpr_mode(d, code);
//   hazards::HazardReport r = hazards::check_kernel(d.arch(), kernel.name, code, flow.before, vgpr_count);
//   for (const hazards::HazardFinding& f : r.findings) std::cerr << f.message() << "\n";
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "isa/decode.h"
#include "isa/hazards/classify.h"
#include "isa/mode_flow.h"

namespace irgate::isa::hazards {

inline constexpr uint8_t kArchGfx11 = 1, kArchGfx12 = 2, kArchGfx1250 = 4;
// The rules' arch bit of a processor ("gfx1250" -> kArchGfx1250), 0 when no rule covers it.
uint8_t arch_bits(std::string_view arch);

// Window lengths that depend on the producing WMMA (wmma_windows.def).
inline constexpr int kWindowWmmaToValu = -1, kWindowWmmaToWmma = -2;

enum class Engine : uint8_t { window, counter, barrier, sgpr, delay_skip, last_vgpr };
enum class Relation : uint8_t { raw, waw, war };
enum class Severity : uint8_t { hazard, advisory };

enum class RuleId : uint8_t {
#define RULE(id, ...) id,
#include "isa/hazards/rules.def"
#undef RULE
  unclassified,  // an instruction no classes.def row names
};

struct Rule {
  RuleId id;
  const char* name;
  Engine engine;
  uint8_t arches;
  uint32_t producers;  // HazardClass bits
  Role producer_role;
  uint32_t consumers;
  Role consumer_role;
  Relation relation;
  int window;  // wait states, or kWindowWmmaTo*; last_vgpr: the allocation granule
  Severity severity;
  const char* source;
};
std::span<const Rule> rules();  // rules.def in order
const char* rule_name(RuleId id);
const char* severity_name(Severity s);

struct HazardFinding {
  RuleId rule = RuleId::unclassified;
  Severity severity = Severity::hazard;
  std::string kernel;
  uint64_t producer_address = 0, producer_offset = 0;  // the instruction that opened the hazard
  std::string producer;
  uint64_t consumer_address = 0, consumer_offset = 0;  // the instruction that meets it
  std::string consumer;
  std::string regs;    // "v[80:83]"
  std::string detail;  // "written while A/B are read: 0 of 4 VALU wait states"
  // "<kernel> +0x6c (0x106c) `ds_load...`: v[80:83]: <detail>; producer +0x68 (0x1068) `v_wmma...` [rule] (source)"
  std::string message() const;
  std::string explanation() const;  // the message past the registers: detail, producer, rule, source
};

// How a rule engine reports: the rule, the producer's and the consumer's instruction indexes,
// the registers ("" for none) and what is wrong (HazardFinding::detail).
using AddFinding = std::function<void(RuleId, size_t producer, size_t consumer, std::string regs, std::string detail)>;

struct HazardReport {
  bool applies = false;  // some rule covers the arch
  std::vector<HazardFinding> findings;
  size_t checked = 0;  // reachable instructions checked
};

// `modes` is the audit's mode flow (follow_vgpr_mode(...).before), one entry per instruction.
// `vgpr_count` is the kernel's .vgpr_count (the last_vgpr rule's allocation); 0 when unknown, and
// then every VGPR just below a granule boundary may be the last one the wave owns.
HazardReport check_kernel(std::string_view arch, const std::string& kernel, const std::vector<Instruction>& code,
                          const std::vector<ModeAt>& modes, long vgpr_count = 0);

}  // namespace irgate::isa::hazards
