// fuzz/tile_ir_differential_fuzzer.cpp — libFuzzer target: the canonical tile IR parsers of the
// reference engine (engine/ir/parser.h) and the twin (twin_engine/parse_ir.cpp), differentially.
//
// Both engines read the same bytes the way lower_ir does: parse, then verify. The outcome is
// "accepted" or the refusal id (docs/ir-format.md says which: ir_malformed for syntax, ir_invalid
// for what parses but breaks a verifier rule). A finding (abort, both outcomes on stderr) is:
// the engines disagree on the outcome; both accept but re-print different canonical text; or
// either reports an internal error. Crashes, hangs, leaks and sanitizer reports are findings too.
// This is a test, not an engine: it may include both; engine/ and twin_engine/ never do.
// Seeds: the blessed canonical IR golden/data/canonical/*/*.ir (fuzz/run.sh).
//
//   fuzz/run.sh build-sanitize tile_ir_differential --runs 1000000      # or --hours 4
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/ir/parser.h"
#include "engine/ir/printer.h"
#include "engine/ir/verifier.h"
#include "engine/refusal.h"
#include "twin_engine/ir_passes.h"

namespace {

struct Outcome {
  std::string verdict;  // "accepted", a refusals.def id, or "internal_error"
  std::string detail;   // the canonical text when accepted, else the refusal text
};

Outcome reference_reads(std::string_view text) {
  using namespace irgate::engine;
  try {
    Kernel k = parse_canonical(text);
    if (auto complaint = verify(k)) return {"ir_invalid", *complaint};
    return {"accepted", print_canonical(k)};
  } catch (const Failure& f) {
    if (f.internal) return {"internal_error", f.message};
    return {refusal_name(f.refusal.id), f.refusal.text};
  }
}

Outcome twin_reads(std::string_view text) {
  tw_arena arena{};
  tw_fail fail{};
  tw_kernel k;
  tw_parse_canonical(text.data(), text.size(), &arena, &k, &fail);
  char complaint[512];
  if (!fail.status && !tw_verify(&k, complaint, sizeof complaint)) tw_refuse(&fail, TW_REFUSAL_ir_invalid, complaint);
  Outcome out;
  if (fail.status) {
    out = {fail.id, fail.text};
  } else {
    tw_text printed{};
    tw_print_canonical(&k, &printed);
    out = printed.failed ? Outcome{"internal_error", "out of memory printing"}
                         : Outcome{"accepted", std::string(printed.data, printed.size)};
    tw_text_free(&printed);
  }
  if (arena.out_of_memory) out = {"internal_error", "arena out of memory"};
  tw_arena_release(&arena);
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Outcome reference = reference_reads(text);
  Outcome twin = twin_reads(text);
  bool internal = reference.verdict == "internal_error" || twin.verdict == "internal_error";
  if (!internal && reference.verdict == twin.verdict &&
      (reference.verdict != "accepted" || reference.detail == twin.detail))
    return 0;
  std::fprintf(stderr, "tile IR parsers disagree\n--- reference: %s\n%s\n--- twin: %s\n%s\n",
               reference.verdict.c_str(), reference.detail.c_str(), twin.verdict.c_str(), twin.detail.c_str());
  std::abort();
}
