// tests/support_lib/stand_in_engines.h — engines broken on purpose: the reference engine with one
// deliberate change to its LLVM text (a byte, a declare, an operand order, an SSA name, an
// attribute), or an emit_ll that crashes (always, or on one arch) or never returns.
//
// Linked into the tests and into the tests' worker program (test_worker.cpp), which finds them
// by name: an isolated run hands an engine to its worker by irg_engine::name
// (support/engine_wire.h), so each stand-in has a name of its own.
//
//   auto r = run_parity({irg_reference_engine(), mutated_engine(Mutation::kByte)}, corpus, domains, o);
//   IsolatedNumerics crashing(*crashing_engine());
#pragma once

#include <string>

#include "irgate/engine_api.h"

namespace irgate::testing {

enum class Mutation { kByte, kDropDeclare, kSwapOperands, kRenameSsa, kAttribute, kCrashOnReduce };

// The reference's LLVM text changed by `m` (kCrashOnReduce: unchanged).
std::string mutate(Mutation m, const std::string& text);

// The reference engine with mutate(m) applied to its emit_ll; kCrashOnReduce raises SIGSEGV on
// every reduce request and emits the reference's text otherwise.
const irg_engine* mutated_engine(Mutation m);

const irg_engine* crashing_engine();  // emit_ll raises SIGSEGV
const irg_engine* hanging_engine();   // emit_ll never returns
const irg_engine* crashing_on_gfx90a_engine();  // the reference, but emit_ll raises SIGSEGV on gfx90a

// The stand-in called `name` ("mutated.byte", "crashing", ...), or nullptr.
const irg_engine* stand_in_engine(const std::string& name);

}  // namespace irgate::testing
