// parity/verdict.cpp — see verdict.h.
#include "parity/verdict.h"

namespace irgate::parity {
namespace {

constexpr const char* kNames[] = {
#define IRGATE_VERDICT_NAME(name) #name,
    IRGATE_VERDICTS(IRGATE_VERDICT_NAME)
#undef IRGATE_VERDICT_NAME
};

bool refused(const EngineOutcome& o) { return o.status == IRG_STATUS_REFUSED; }
bool emitted(const EngineOutcome& o) { return o.status == IRG_STATUS_OK; }

}  // namespace

const char* verdict_name(Verdict v) { return kNames[static_cast<int>(v)]; }

std::optional<Verdict> verdict_from_name(const std::string& name) {
  for (size_t i = 0; i < std::size(kNames); ++i)
    if (name == kNames[i]) return static_cast<Verdict>(i);
  return std::nullopt;
}

Verdict classify(const OutcomePair& pair, const std::string& expected, std::string* detail) {
  const EngineOutcome &ref = pair.first, &twin = pair.second;
  auto say = [&](const std::string& s) {
    if (detail) *detail = s;
  };
  say("");
  for (const EngineOutcome* o : {&ref, &twin}) {
    if (o->status == IRG_STATUS_ERROR || o->ir_status == IRG_STATUS_ERROR) {
      say(std::string(o == &ref ? "reference" : "twin") + ": " + o->refusal_text);
      return Verdict::ENGINE_ERROR;
    }
  }
  if (refused(ref) != refused(twin)) {
    const EngineOutcome& r = refused(ref) ? ref : twin;
    say(std::string(refused(ref) ? "reference" : "twin") + " refused (" + r.refusal_id + ": " + r.refusal_text +
        "), the other emitted");
    return Verdict::ASYMMETRIC;
  }
  if (refused(ref)) {
    if (ref.refusal_id != twin.refusal_id || ref.refusal_text != twin.refusal_text) {
      say("reference " + ref.refusal_id + ": " + ref.refusal_text + " | twin " + twin.refusal_id + ": " +
          twin.refusal_text);
      return Verdict::REFUSAL_DIFFERS;
    }
    if (ref.refusal_id != expected) {
      say("both refused " + ref.refusal_id + ": " + ref.refusal_text + "; expected " +
          (expected.empty() ? std::string("an emission") : expected));
      return Verdict::UNEXPECTED_REFUSAL;
    }
    return Verdict::BOTH_REFUSED;
  }
  if (!emitted(ref) || !emitted(twin)) {
    say("unknown engine status");
    return Verdict::ENGINE_ERROR;
  }
  if (ref.stamp != twin.stamp) {
    say("reference built " + ref.stamp + " | twin built " + twin.stamp);
    return Verdict::SPEC_DIFFERS;
  }
  if (ref.ir_status != twin.ir_status || ref.ir_status != IRG_STATUS_OK) {
    say("canonical IR: one engine refused it while its LLVM text emitted");
    return Verdict::MISMATCH;
  }
  if (ref.ll != twin.ll) {
    say("LLVM text differs");
    return Verdict::MISMATCH;
  }
  if (ref.ir != twin.ir) {
    say("canonical IR differs");
    return Verdict::MISMATCH;
  }
  if (!expected.empty()) {
    say("both emitted; expected refusal " + expected);
    return Verdict::UNEXPECTED_EMIT;
  }
  return Verdict::IDENTICAL;
}

}  // namespace irgate::parity
