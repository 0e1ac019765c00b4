// tests/arch_domain/classify_test.cpp — every classification rule of classify.h, on synthetic
// llc/ld.lld results (no toolchain needed).
#include <gtest/gtest.h>

#include "arch_domain/classify.h"

namespace irgate::arch_domain {
namespace {

ProcessResult exited(int rc, std::string err = "") {
  ProcessResult r;
  r.exit_code = rc;
  r.err = std::move(err);
  return r;
}

ProcessResult killed(int sig, std::string err) {
  ProcessResult r;
  r.signal = sig;
  r.err = std::move(err);
  return r;
}

Cell run(ProcessResult llc, std::optional<ProcessResult> link = std::nullopt, bool cpu_known = true) {
  Observed o;
  o.cpu_known = cpu_known;
  o.llc = std::move(llc);
  o.link = std::move(link);
  return classify(o, "llc-22", "gfx1100");
}

TEST(Classify, UnknownCpuIsTargetUnsupportedEvenWhenEverythingSucceeded) {
  Cell c = run(exited(0), exited(0), /*cpu_known=*/false);
  EXPECT_EQ(c.status, IRG_DOMAIN_TARGET_UNSUPPORTED);
  EXPECT_NE(c.evidence.find("-mcpu=help"), std::string::npos);
}

TEST(Classify, NotRecognizedProcessorWarningIsTargetUnsupported) {
  Cell c = run(exited(0, "'gfx1250' is not a recognized processor for this target (ignoring processor)\n"), exited(0));
  EXPECT_EQ(c.status, IRG_DOMAIN_TARGET_UNSUPPORTED);
}

TEST(Classify, CleanCompileAndLinkIsOkWithoutEvidence) {
  Cell c = run(exited(0), exited(0));
  EXPECT_EQ(c.status, IRG_DOMAIN_OK);
  EXPECT_EQ(c.evidence, "");
}

TEST(Classify, UndefinedLlvmSymbolAtLinkIsNameAbsent) {
  Cell c = run(exited(0), exited(1, "ld.lld: error: undefined symbol: llvm.amdgcn.ds.load.tr16.b128.v8i16\n>>> referenced by gfx90a.o\n"));
  EXPECT_EQ(c.status, IRG_DOMAIN_NAME_ABSENT);
  EXPECT_EQ(c.evidence, "ld.lld: error: undefined symbol: llvm.amdgcn.ds.load.tr16.b128.v8i16");
}

TEST(Classify, LinkerEvidenceDoesNotDependOnHowLldWasFound) {
  for (const char* tool : {"ld.lld-16", "/usr/lib/llvm-16/bin/ld.lld", "ld.lld"}) {
    Cell c = run(exited(0), exited(1, std::string(tool) + ": error: undefined symbol: llvm.amdgcn.make.buffer.rsrc.p1\n"));
    EXPECT_EQ(c.evidence, "ld.lld: error: undefined symbol: llvm.amdgcn.make.buffer.rsrc.p1") << tool;
  }
}

TEST(Classify, OtherUndefinedSymbolIsNotNameAbsent) {
  Cell c = run(exited(0), exited(1, "ld.lld: error: undefined symbol: memcpy\n"));
  EXPECT_EQ(c.status, IRG_DOMAIN_PROBE_ERROR);
}

TEST(Classify, VerifierRejectionIsSignatureInvalid) {
  Cell c = run(exited(1,
                      "Intrinsic has incorrect argument type!\nptr @llvm.amdgcn.make.buffer.rsrc.p1\n"
                      "llc: error: 'probe.ll': input module cannot be verified\n"));
  EXPECT_EQ(c.status, IRG_DOMAIN_SIGNATURE_INVALID);
  EXPECT_EQ(c.evidence, "Intrinsic has incorrect argument type!");
}

TEST(Classify, CannotSelectIsArchAbsentEvenThoughLlcAborts) {
  Cell c = run(killed(6,
                      "LLVM ERROR: Cannot select: intrinsic %llvm.amdgcn.ds.load.tr16.b128\n"
                      "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\nStack dump:\n"));
  EXPECT_EQ(c.status, IRG_DOMAIN_ARCH_ABSENT);
  EXPECT_EQ(c.evidence, "LLVM ERROR: Cannot select: intrinsic %llvm.amdgcn.ds.load.tr16.b128");
}

TEST(Classify, DoNotKnowHowIsArchAbsent) {
  Cell c = run(killed(6, "Do not know how to split this operator's operand!\n"));
  EXPECT_EQ(c.status, IRG_DOMAIN_ARCH_ABSENT);
}

TEST(Classify, SignalWithoutKnownPhraseIsCrash) {
  Cell c = run(killed(11, "Stack dump:\n0.\tProgram arguments: llc\n"));
  EXPECT_EQ(c.status, IRG_DOMAIN_TOOLCHAIN_CRASH);
  EXPECT_NE(c.evidence.find("signal 11"), std::string::npos);
}

TEST(Classify, BugReportBannerWithExitCodeIsCrash) {
  Cell c = run(exited(134, "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\n"));
  EXPECT_EQ(c.status, IRG_DOMAIN_TOOLCHAIN_CRASH);
}

TEST(Classify, TimeoutIsToolchainTimeout) {
  ProcessResult r;
  r.timed_out = true;
  EXPECT_EQ(run(r).status, IRG_DOMAIN_TOOLCHAIN_TIMEOUT);
  ProcessResult link;
  link.timed_out = true;
  EXPECT_EQ(run(exited(0), link).status, IRG_DOMAIN_TOOLCHAIN_TIMEOUT);
}

TEST(Classify, UnknownDiagnosticIsProbeError) {
  Cell c = run(exited(1, "llc: error: something nobody has seen before\n"));
  EXPECT_EQ(c.status, IRG_DOMAIN_PROBE_ERROR);
  EXPECT_EQ(c.evidence, "llc: error: something nobody has seen before");
}

TEST(Classify, EvidenceMasksAddressesAndIsBounded) {
  EXPECT_EQ(evidence_line("\n  LLVM ERROR: Cannot select: 0x55d0c3a1b2c0: i32 = foo\n", "Cannot select"),
            "LLVM ERROR: Cannot select: 0x?: i32 = foo");
  EXPECT_EQ(evidence_line(std::string(500, 'x')).size(), 200u);
  EXPECT_EQ(evidence_line("first\nsecond marker\n", "marker"), "second marker");
  EXPECT_EQ(evidence_line("first\nsecond\n", "absent"), "first");
}

}  // namespace
}  // namespace irgate::arch_domain
