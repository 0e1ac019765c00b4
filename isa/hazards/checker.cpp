// isa/hazards/checker.cpp — see checker.h. A forward data-flow over the kernel's basic blocks:
// the state before each block holds the open co-execution windows and the registers of memory
// operations still outstanding (with, per counter, how many younger operations were issued since:
// its age); states meet at a block by union (the larger remaining window, the smaller age), which
// only grows, so the iteration ends and a finding seen on the way holds at the fixed point.
#include "isa/hazards/checker.h"

#include <algorithm>
#include <bit>
#include <array>
#include <unordered_map>
#include <unordered_set>

#include "isa/hazards/encoding_rules.h"
#include "isa/hazards/sgpr_read.h"

namespace irgate::isa::hazards {
namespace {

namespace rows {  // the class names of rules.def's producer and consumer columns
using enum HazardClass;
constexpr Rule kRules[] = {
#define RULE(id, engine, arches, producers, prole, consumers, crole, rel, window, sev, source) \
  {RuleId::id, #id, Engine::engine, arches, producers, Role::prole, consumers, Role::crole, Relation::rel, window, Severity::sev, source},
#include "isa/hazards/rules.def"
#undef RULE
};
}  // namespace rows
using rows::kRules;

struct WmmaWindowRow {
  std::string_view prefix;
  int valu, wmma;
};
constexpr WmmaWindowRow kWmmaWindows[] = {
#define WMMA_WINDOW(prefix, category, valu, wmma) {prefix, valu, wmma},
#include "isa/hazards/wmma_windows.def"
#undef WMMA_WINDOW
};

// The wait counters (waits.def). On gfx11 `load` is vmcnt, `store` vscnt and `ds` lgkmcnt, which
// SMEM shares with DS. Past `none`: the s_wait_alu fields the SGPR read rules use (not memory
// counters: nothing is pending on them).
namespace counter {
enum Id : uint8_t { load, store, ds, km, tensor, x, kCount, none = kCount, va_sdst, va_vcc, sa_sdst };
}
using counter::Id;
constexpr size_t kCounters = counter::kCount;
constexpr uint8_t kAgeCap = 63;  // counters hold at most 63 operations (6 bits)

struct WaitRow {
  std::string_view mnemonic;
  Id c1;
  unsigned shift1, width1;
  Id c2;
  unsigned shift2, width2;
};
constexpr WaitRow kWaits[] = {
#define WAIT(m, c1, s1, w1, c2, s2, w2) {m, counter::c1, s1, w1, counter::c2, s2, w2},
#include "isa/hazards/waits.def"
#undef WAIT
};

const Rule& rule(RuleId id) { return kRules[static_cast<size_t>(id)]; }

// What a wait instruction waits for: (counter, count) pairs (waits.def); none for other waits.
std::vector<std::pair<Id, unsigned>> wait_counts(const Instruction& in) {
  std::vector<std::pair<Id, unsigned>> out;
  for (const WaitRow& w : kWaits) {
    if (in.mnemonic != w.mnemonic) continue;
    int64_t imm = 0;
    for (const Operand& op : in.operands)
      if (op.kind == Operand::Kind::imm) imm = op.imm;
    out.emplace_back(w.c1, static_cast<unsigned>((imm >> w.shift1) & ((1 << w.width1) - 1)));
    if (w.c2 != counter::none) out.emplace_back(w.c2, static_cast<unsigned>((imm >> w.shift2) & ((1 << w.width2) - 1)));
  }
  return out;
}

// A co-execution window still open: `remaining` VALU wait states before `regs` are free.
struct Window {
  RuleId rule;
  uint32_t producer;
  uint8_t remaining, length;
  std::vector<RegRange> regs;
};

// One register of one outstanding memory operation: its destination (kind 0) or a register the
// operation reads, pending on s_wait_xcnt until translated (kind 1: a store or an atomic without
// a returned value; kind 2: a load, whose rule is an advisory, rules.def xcnt_war_load).
struct Pending {
  uint32_t reg;  // file << 16 | index
  uint8_t kind;
  uint32_t producer;
  uint8_t counters;  // Counter bits this entry waits on
  std::array<uint8_t, kCounters> age{};
  auto key() const { return std::tuple(reg, kind, producer); }
};

struct State {
  bool reached = false;
  std::vector<Window> windows;
  std::vector<Pending> pending;  // sorted by key()
  std::array<uint8_t, kCounters> outstanding{};
  std::array<bool, kCounters> out_of_order{};
  uint32_t last_ds = 0;
  SgprReadState sgpr;
};

bool merge_into(State& into, const State& from) {
  if (!into.reached) {
    into = from;
    return true;
  }
  bool changed = false;
  for (const Window& w : from.windows) {
    auto it = std::find_if(into.windows.begin(), into.windows.end(),
                           [&](const Window& v) { return v.rule == w.rule && v.producer == w.producer; });
    if (it == into.windows.end()) {
      into.windows.push_back(w);
      changed = true;
    } else if (w.remaining > it->remaining) {
      it->remaining = w.remaining;
      changed = true;
    }
  }
  std::vector<Pending> merged;
  merged.reserve(into.pending.size() + from.pending.size());
  size_t a = 0, b = 0;
  while (a < into.pending.size() || b < from.pending.size()) {
    if (b == from.pending.size() || (a < into.pending.size() && into.pending[a].key() < from.pending[b].key())) {
      merged.push_back(into.pending[a++]);
    } else if (a == into.pending.size() || from.pending[b].key() < into.pending[a].key()) {
      merged.push_back(from.pending[b++]);
      changed = true;
    } else {
      Pending p = into.pending[a++];
      const Pending& q = from.pending[b++];
      for (size_t c = 0; c < kCounters; ++c)
        if (q.age[c] < p.age[c]) p.age[c] = q.age[c], changed = true;
      merged.push_back(p);
    }
  }
  into.pending = std::move(merged);
  for (size_t c = 0; c < kCounters; ++c) {
    if (from.outstanding[c] > into.outstanding[c]) into.outstanding[c] = from.outstanding[c], changed = true;
    if (from.out_of_order[c] && !into.out_of_order[c]) into.out_of_order[c] = true, changed = true;
  }
  into.last_ds = std::max(into.last_ds, from.last_ds);
  changed |= into.sgpr.merge(from.sgpr);
  return changed;
}

std::string reg_name(uint32_t file, unsigned first, unsigned count) {
  return asm_name(file == 0 ? RegFile::vgpr : RegFile::sgpr, first, count);
}

// The counters a memory instruction of class `c` is tracked by on `arch`.
uint8_t counters_of(HazardClass c, const Instruction& in, uint8_t arch) {
  const bool returns = std::any_of(in.operands.begin(), in.operands.end(), [](const Operand& op) {
    return op.is_def && op.kind == Operand::Kind::reg && (op.reg.file == RegFile::vgpr || op.reg.file == RegFile::sgpr);
  });
  const uint8_t xbit = arch == kArchGfx1250 ? (1u << counter::x) : 0;
  switch (c) {
    case HazardClass::ds: return 1u << counter::ds;
    case HazardClass::vmem: return static_cast<uint8_t>((1u << (returns ? counter::load : counter::store)) | xbit);
    case HazardClass::flat: return static_cast<uint8_t>((1u << (returns ? counter::load : counter::store)) | (1u << counter::ds) | xbit);
    case HazardClass::smem: return static_cast<uint8_t>((arch == kArchGfx11 ? 1u << counter::ds : 1u << counter::km) | xbit);
    case HazardClass::tdm: return 1u << counter::tensor;
    default: return 0;
  }
}

struct Checker {
  Checker(uint8_t arch_bits, const std::string& kernel_name, const std::vector<Instruction>& instructions,
          const std::vector<ModeAt>& mode_flow, long vgprs)
      : arch(arch_bits), kernel(kernel_name), code(instructions), modes(mode_flow), vgpr_count(vgprs) {}

  uint8_t arch;
  const std::string& kernel;
  const std::vector<Instruction>& code;
  const std::vector<ModeAt>& modes;
  long vgpr_count;
  std::vector<HazardClass> classes;
  std::vector<std::array<std::vector<RegRange>, 4>> roles;  // per instruction, per Role: decoded once
  std::vector<bool> stepped;  // reached by the flow
  // Ages past the largest count any wait of the kernel names retire the same way as that count
  // plus one, so ages stop there: exact, and the loop iteration ends after a few rounds.
  uint8_t age_cap = kAgeCap;
  HazardReport report;
  std::unordered_set<uint64_t> seen;  // (rule, producer, consumer) already reported
  AddFinding sink = [this](RuleId id, size_t producer, size_t consumer, std::string regs, std::string detail) {
    add(id, producer, consumer, std::move(regs), std::move(detail));
  };

  const std::vector<RegRange>& regs(size_t i, Role role) const { return roles[i][static_cast<size_t>(role)]; }

  void add(RuleId id, size_t producer, size_t consumer, std::string regs_text, std::string detail) {
    const uint64_t key = (static_cast<uint64_t>(id) << 48) | (static_cast<uint64_t>(producer) << 24) | consumer;
    if (!seen.insert(key).second) return;
    const Instruction &p = code[producer], &q = code[consumer];
    const Severity sev = id == RuleId::unclassified ? Severity::hazard : rule(id).severity;
    report.findings.push_back({id, sev, kernel, p.address, p.offset, p.text, q.address, q.offset, q.text,
                               std::move(regs_text), std::move(detail)});
  }

  // The registers of `a` that overlap `b`, spelled; "" when none do.
  static std::string overlap(const std::vector<RegRange>& a, const std::vector<RegRange>& b) {
    std::string out;
    for (const RegRange& x : a)
      for (const RegRange& y : b)
        if (x.overlaps(y)) {
          const unsigned lo = std::max(x.first, y.first), hi = std::min(x.first + x.count, y.first + y.count);
          out += (out.empty() ? "" : ", ") + reg_name(x.file, lo, hi - lo);
        }
    return out;
  }

  int window_length(const Rule& r, size_t i) const {
    if (r.window >= 0) return r.window;
    for (const WmmaWindowRow& row : kWmmaWindows)
      if (code[i].mnemonic.starts_with(row.prefix)) return r.window == kWindowWmmaToValu ? row.valu : row.wmma;
    return -1;  // a WMMA without a row: unclassified
  }

  static const char* role_text(Role r) {
    switch (r) {
      case Role::dst: return "D";
      case Role::any_src: return "a source";
      case Role::src_ab: return "A/B";
      case Role::src_c: return "C";
    }
    return "";
  }

  void check_windows(size_t i, HazardClass c, const State& s) {
    for (const Window& w : s.windows) {
      const Rule& r = rule(w.rule);
      if (!(r.consumers & cls(c))) continue;
      const std::string hit = overlap(regs(i, r.consumer_role), w.regs);
      if (hit.empty()) continue;
      const char* verb = r.relation == Relation::raw ? "read" : "written";
      add(w.rule, w.producer, i, hit,
          std::string(verb) + " while the " + class_name(classes[w.producer]) + " producer " +
              (r.relation == Relation::raw || r.relation == Relation::waw ? "still writes it as " : "still reads it as ") +
              role_text(r.producer_role) + ": " + std::to_string(w.length - w.remaining) + " of " +
              std::to_string(w.length) + " VALU wait states");
    }
  }

  void check_counters(size_t i, HazardClass c, const State& s) {
    if (s.pending.empty()) return;
    const uint8_t own = counters_of(c, code[i], arch);
    // The entries of one register sit together (pending is sorted by register first).
    auto visit = [&](const std::vector<RegRange>& rs, bool write) {
      for (const RegRange& r : rs)
        for (unsigned k = 0; k < r.count; ++k) {
          const uint32_t reg = static_cast<uint32_t>(r.file) << 16 | (r.first + k);
          auto at = std::lower_bound(s.pending.begin(), s.pending.end(), reg,
                                     [](const Pending& p, uint32_t v) { return p.reg < v; });
          for (; at != s.pending.end() && at->reg == reg; ++at) check_entry(i, own, s, *at, write);
        }
    };
    visit(regs(i, Role::any_src), false);
    visit(regs(i, Role::dst), true);
  }

  void check_entry(size_t i, uint8_t own, const State& s, const Pending& p, bool write) {
    const std::string name = reg_name(p.reg >> 16, p.reg & 0xffff, 1);
    if (p.kind == 0 && !write) {
      add(RuleId::load_use, p.producer, i, name, "read before a wait covers the load that writes it");
    } else if (p.kind == 0) {
      // A later load on the same in-order counter returns after it: no race.
      const uint8_t shared = own & p.counters;
      const bool ordered = shared && !(shared & (1u << counter::km)) &&
                           !s.out_of_order[std::countr_zero(static_cast<unsigned>(shared))];
      if (!ordered) add(RuleId::load_overwrite, p.producer, i, name, "written while a load that writes it is outstanding");
    } else if (write && !(own & (1u << counter::x))) {  // translations happen in order (PR #164357)
      add(p.kind == 1 ? RuleId::xcnt_war : RuleId::xcnt_war_load, p.producer, i, name,
          "written while the memory operation that reads it may not be translated (no s_wait_xcnt covers it)");
    }
  }

  void apply_wait(State& s, Id c, unsigned n) {
    if (c >= counter::kCount) return;
    const bool in_order = c != counter::km && !s.out_of_order[c];
    if (n == 0) s.out_of_order[c] = false;
    s.outstanding[c] = static_cast<uint8_t>(std::min<unsigned>(s.outstanding[c], n));
    if (!in_order && n != 0) return;  // out of order: only a wait for zero retires a known operation
    std::erase_if(s.pending, [&](const Pending& p) { return (p.counters & (1u << c)) && p.age[c] >= n; });
  }

  void issue(State& s, size_t i, HazardClass c, uint8_t counters) {
    for (Pending& p : s.pending)
      for (size_t k = 0; k < kCounters; ++k)
        if ((counters & p.counters & (1u << k)) && p.age[k] < age_cap) ++p.age[k];
    for (size_t k = 0; k < kCounters; ++k)
      if ((counters & (1u << k)) && s.outstanding[k] < age_cap) ++s.outstanding[k];
    if (c == HazardClass::smem)
      for (size_t k = 0; k < kCounters; ++k)
        if ((counters & (1u << k)) && k != counter::x) s.out_of_order[k] = true;
    if (c == HazardClass::ds || c == HazardClass::flat) s.last_ds = static_cast<uint32_t>(i);
    auto add_entries = [&](const std::vector<RegRange>& rs, uint8_t kind, uint8_t on) {
      for (const RegRange& r : rs)
        for (unsigned k = 0; k < r.count; ++k) {
          Pending p{static_cast<uint32_t>(r.file) << 16 | (r.first + k), kind, static_cast<uint32_t>(i), on, {}};
          auto at = std::lower_bound(s.pending.begin(), s.pending.end(), p,
                                     [](const Pending& a, const Pending& b) { return a.key() < b.key(); });
          if (at != s.pending.end() && at->key() == p.key()) *at = p;
          else s.pending.insert(at, p);
        }
    };
    const uint8_t completion = counters & static_cast<uint8_t>(~(1u << counter::x));
    add_entries(regs(i, Role::dst), 0, completion);
    const bool returns = !regs(i, Role::dst).empty();
    if (counters & (1u << counter::x)) add_entries(regs(i, Role::any_src), returns ? 2 : 1, counters);
  }

  void step(size_t i, State& s) {
    const Instruction& in = code[i];
    const HazardClass c = classes[i];
    ++report.checked;
    stepped[i] = true;
    if (c == HazardClass::unclassified) {
      add(RuleId::unclassified, i, i, "", "the checker has no class for `" + in.mnemonic + "` (isa/hazards/classes.def)");
      return;
    }
    check_windows(i, c, s);
    check_counters(i, c, s);
    if (c == HazardClass::barrier && (in.mnemonic == "s_barrier_signal" || in.mnemonic == "s_barrier") &&
        s.outstanding[counter::ds] > 0 && (rule(RuleId::barrier_ds_drain).arches & arch))
      add(RuleId::barrier_ds_drain, s.last_ds, i, "",
          "LDS operations may be outstanding at the barrier (up to " + std::to_string(s.outstanding[counter::ds]) +
              "): no s_wait_dscnt 0 drains them");

    if (counts_as_valu(c)) {
      for (Window& w : s.windows) --w.remaining;
      std::erase_if(s.windows, [](const Window& w) { return w.remaining == 0; });
    }
    for (const Rule& r : kRules) {
      if (r.engine != Engine::window || !(r.arches & arch) || !(r.producers & cls(c))) continue;
      const int length = window_length(r, i);
      if (length < 0) {
        add(RuleId::unclassified, i, i, "", "no co-execution window is known for `" + in.mnemonic + "` (isa/hazards/wmma_windows.def)");
        continue;
      }
      std::vector<RegRange> rs = regs(i, r.producer_role);  // a copy: the window keeps it
      std::erase_if(rs, [](const RegRange& x) { return x.file != 0; });  // co-execution is about VGPRs
      if (length > 0 && !rs.empty())
        s.windows.push_back({r.id, static_cast<uint32_t>(i), static_cast<uint8_t>(length), static_cast<uint8_t>(length), std::move(rs)});
    }
    if (c == HazardClass::wait)
      for (const auto& [counter_id, n] : wait_counts(in)) apply_wait(s, counter_id, n);
    if (const uint8_t counters = counters_of(c, in, arch)) issue(s, i, c, counters);
    if (rule(RuleId::salu_sgpr_read_gfx12).arches & arch) step_sgpr(i, c, s);
  }

  // gfx12's SGPR read hazard (sgpr_read.h). LLVM's isVMEM && !isFLAT: only MUBUF (buffer_)
  // commits among the VMEM classes here; global_ and scratch_ are FLAT encodings.
  void step_sgpr(size_t i, HazardClass c, State& s) {
    const Instruction& in = code[i];
    if (c == HazardClass::wait) {
      AluWait w;
      for (const auto& [counter_id, n] : wait_counts(in)) {
        if (n != 0) continue;
        w.salu |= counter_id == counter::sa_sdst;
        w.valu |= counter_id == counter::va_sdst;
        w.valu_vcc |= counter_id == counter::va_vcc;
      }
      s.sgpr.commit(w);
    } else if (c == HazardClass::smem || (c == HazardClass::vmem && in.mnemonic.starts_with("buffer_"))) {
      s.sgpr.commit({.salu = true, .valu = true, .valu_vcc = true});
    } else if (counts_as_valu(c) || c == HazardClass::salu || c == HazardClass::barrier) {
      s.sgpr.step(i, in, counts_as_valu(c), sink);
    }
  }

  void run() {
    if (code.empty()) return;
    classes.reserve(code.size());
    roles.resize(code.size());
    stepped.assign(code.size(), false);
    unsigned largest_wait = 0;
    for (size_t i = 0; i < code.size(); ++i) {
      classes.push_back(classify(code[i].mnemonic));
      for (Role r : {Role::dst, Role::any_src, Role::src_ab, Role::src_c})
        roles[i][static_cast<size_t>(r)] = registers_of(code[i], modes[i].mode, modes[i].known, r);
      if (classes.back() == HazardClass::wait)
        for (const auto& [counter_id, n] : wait_counts(code[i]))
          if (counter_id < counter::kCount) largest_wait = std::max(largest_wait, n);
    }
    age_cap = static_cast<uint8_t>(std::min<unsigned>(kAgeCap, largest_wait + 1));
    std::unordered_map<uint64_t, size_t> at_address;
    for (size_t i = 0; i < code.size(); ++i) at_address.emplace(code[i].address, i);
    std::vector<bool> leader(code.size() + 1, false);
    leader[0] = true;
    for (size_t i = 0; i < code.size(); ++i) {
      const Instruction& in = code[i];
      if (in.is_branch || in.is_terminator || in.is_return || in.is_call || in.mnemonic.starts_with("s_endpgm"))
        leader[i + 1] = true;
      if (in.branch_target)
        if (auto t = at_address.find(*in.branch_target); t != at_address.end()) leader[t->second] = true;
    }
    // One state per block, before its first instruction (every edge ends at a leader).
    std::vector<uint32_t> block(code.size(), 0);
    uint32_t blocks = 0;
    for (size_t i = 0; i < code.size(); ++i)
      if (leader[i]) block[i] = blocks++;
    std::vector<State> entry(blocks);
    entry[0].reached = true;
    std::vector<size_t> work{0};
    std::vector<bool> queued(code.size(), false);
    queued[0] = true;
    while (!work.empty()) {
      const size_t start = work.back();
      work.pop_back();
      queued[start] = false;
      State s = entry[block[start]];
      size_t i = start;
      for (;; ++i) {
        if (!modes[i].reachable) break;  // the audit reports how the code got here
        step(i, s);
        if (leader[i + 1] || i + 1 == code.size()) break;
      }
      const Instruction& last = code[i];
      std::vector<size_t> next;
      if (last.is_call || last.is_return || last.is_indirect_branch || last.mnemonic.starts_with("s_endpgm") ||
          !modes[i].reachable) {
        // the wave ends, or the audit reports an unfollowable edge
      } else if (last.is_branch) {
        if (last.branch_target)
          if (auto t = at_address.find(*last.branch_target); t != at_address.end()) next.push_back(t->second);
        if (last.is_conditional_branch && i + 1 < code.size()) next.push_back(i + 1);
      } else if (!last.is_terminator && i + 1 < code.size()) {
        next.push_back(i + 1);
      }
      for (size_t n : next)
        if (merge_into(entry[block[n]], s) && !queued[n]) queued[n] = true, work.push_back(n);
    }
    // The rules one instruction's encoding decides need no flow: once per reachable instruction.
    for (size_t i = 0; i < code.size(); ++i)
      if (stepped[i] && classes[i] != HazardClass::unclassified)
        check_encoding_rules({arch, code, modes, vgpr_count}, i, sink);
  }
};

}  // namespace

uint8_t arch_bits(std::string_view arch) {
  if (arch.starts_with("gfx125")) return kArchGfx1250;
  if (arch.starts_with("gfx12")) return kArchGfx12;
  if (arch.starts_with("gfx11")) return kArchGfx11;
  return 0;
}

std::span<const Rule> rules() { return kRules; }

const char* rule_name(RuleId id) { return id == RuleId::unclassified ? "unclassified" : rule(id).name; }
const char* severity_name(Severity s) { return s == Severity::hazard ? "hazard" : "advisory"; }

std::string HazardFinding::explanation() const {
  const char* src = rule == RuleId::unclassified ? "isa/hazards/classes.def" : isa::hazards::rule(rule).source;
  std::string m = detail;
  if (producer_address != consumer_address)
    m += "; producer +" + hex(producer_offset) + " (" + hex(producer_address) + ") `" + producer + "`";
  return m + " [" + rule_name(rule) + (severity == Severity::advisory ? ", advisory" : "") + "] (" + src + ")";
}

std::string HazardFinding::message() const {
  return kernel + " +" + hex(consumer_offset) + " (" + hex(consumer_address) + ") `" + consumer + "`: " +
         (regs.empty() ? "" : regs + ": ") + explanation();
}

HazardReport check_kernel(std::string_view arch, const std::string& kernel, const std::vector<Instruction>& code,
                          const std::vector<ModeAt>& modes, long vgpr_count) {
  Checker checker(arch_bits(arch), kernel, code, modes, vgpr_count);
  checker.report.applies = checker.arch != 0;
  if (checker.report.applies) checker.run();
  return std::move(checker.report);
}

}  // namespace irgate::isa::hazards
