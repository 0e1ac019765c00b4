// tests/runtime/hip_cases.h — what the HIP-path tests run and compare: a corpus request on a
// chosen arch and dtype, checked once on the ISA executor and once through HIP (run_plan_on_hip:
// the serving API's launch descriptions, hipModuleLaunchKernel), both with the same code
// objects (compiled once per kernel text), the same problem and the same exact inputs.
//
// Used by tests/runtime/hip_test.cpp (label hip: each family and arch) and
// hip_planted_test.cpp (launch bugs the comparison must catch).
//
//   auto request = hip_test::request_for("direct_depthwise_wgrad", "gfx1201", IRG_DTYPE_BF16);
//   hip_test::Pair p = hip_test::run_both(*request, {});
//   hip_test::expect_identical(p, "depthwise gfx1201 bf16");
#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "irgate/engine_api.h"
#include "registry/families.h"
#include "registry/spec_fields.h"
#include "runtime/hip_runner.h"
#include "runtime/numerics.h"
#include "tests/numerics/corpus_cases.h"

namespace irgate::hip_test {

// Every kernel text compiled once for the whole program (both paths, every case).
inline runtime::CodeObjectSource shared_code_objects() {
  static std::map<std::string, std::string> objects;
  static const runtime::CodeObjectSource compile = runtime::compile_with_toolchain();
  return [](const irg_request_t& r, const std::string& text) -> Result<std::string> {
    auto it = objects.find(text);
    if (it != objects.end()) return it->second;
    auto bytes = compile(r, text);
    if (bytes) objects.emplace(text, *bytes);
    return bytes;
  };
}

// The family's first llvm22 corpus config on `arch`, else its first llvm22 config moved to
// `arch` (the engine then says whether the family builds there); its dtype field ("dtype", or
// the helper's "out_dtype") set to `dtype`. nullopt when the family has no llvm22 config.
inline std::optional<numerics_test::Case> request_for(const std::string& family, const std::string& arch, int32_t dtype) {
  auto cases = numerics_test::emitting_cases(family);
  if (!cases) return std::nullopt;
  std::optional<numerics_test::Case> pick;
  for (const numerics_test::Case& c : *cases) {
    if (c.flavor != IRG_FLAVOR_LLVM22) continue;
    if (!pick || (c.arch == arch && pick->arch != arch)) pick = c;
  }
  if (!pick) return std::nullopt;
  if (pick->arch != arch) {
    pick->arch = arch;
    std::snprintf(pick->request.arch, sizeof pick->request.arch, "%s", arch.c_str());
  }
  const registry::SpecField* field = registry::find_spec_field(pick->request.family, "dtype");
  if (!field) field = registry::find_spec_field(pick->request.family, "out_dtype");
  if (field) registry::set_field_value(pick->request, *field, dtype);
  return pick;
}

struct Pair {
  runtime::NumericsResult isa, hip;
};

// Exact inputs, kept tensors, the shared code objects; `tweak` adds what a test needs.
inline runtime::NumericsOptions options(runtime::Executor executor, const std::function<void(runtime::NumericsOptions&)>& tweak) {
  static const auto disassemblers = std::make_shared<runtime::Disassemblers>();
  runtime::NumericsOptions o;
  o.executor = executor;
  o.inputs = runtime::InputsMode::exact;
  o.keep_tensors = true;
  o.code_objects = shared_code_objects();
  o.disassemblers = disassemblers;
  if (tweak) tweak(o);
  return o;
}

// The ISA executor path, then (unless the engine refused the request) the HIP path with
// `hip_tweak` on top of `tweak`.
inline Pair run_both(const irg_request_t& request, const std::function<void(runtime::NumericsOptions&)>& tweak,
                     const std::function<void(runtime::NumericsOptions&)>& hip_tweak = nullptr) {
  Pair p;
  p.isa = runtime::check_numerics(*irg_reference_engine(), request, options(runtime::Executor::isa, tweak));
  if (p.isa.verdict == runtime::Verdict::Refused) return p;
  runtime::NumericsOptions h = options(runtime::Executor::isa, tweak);
  h.plan_runner = runtime::run_plan_on_hip;
  if (hip_tweak) hip_tweak(h);
  p.hip = runtime::check_numerics(*irg_reference_engine(), request, h);
  return p;
}

// Both paths pass bit for bit against the exact host reference, run the same code objects, and
// leave the same dW bytes.
inline void expect_identical(const Pair& p, const std::string& what) {
  ASSERT_EQ(p.isa.verdict, runtime::Verdict::Pass) << what << ": ISA executor path\n" << p.isa.detail;
  ASSERT_EQ(p.hip.verdict, runtime::Verdict::Pass) << what << ": HIP path\n" << p.hip.detail;
  EXPECT_EQ(p.hip.inputs, runtime::InputsMode::exact) << what << ": " << p.hip.inputs_rule;
  ASSERT_TRUE(p.hip.exact_dw.has_value()) << what;
  EXPECT_TRUE(p.hip.exact_dw->passed()) << what;
  ASSERT_EQ(p.hip.launches, p.isa.launches) << what;
  ASSERT_GT(p.hip.launches, 0) << what;
  ASSERT_EQ(p.hip.tensors.launches.size(), p.isa.tensors.launches.size()) << what;
  for (size_t i = 0; i < p.hip.tensors.launches.size(); ++i)
    EXPECT_TRUE(p.hip.tensors.launches[i].code_object == p.isa.tensors.launches[i].code_object)
        << what << ": launch " << i << " ran another code object";
  ASSERT_FALSE(p.hip.tensors.dw_bytes.empty()) << what;
  EXPECT_TRUE(p.hip.tensors.dw_bytes == p.isa.tensors.dw_bytes) << what << ": the HIP path's dW differs from the ISA executor's";
}

// The HIP tests' main: skip (exit 77, the reason printed) when no device serves `arch` ("" for
// any), else name the device that runs and run every test.
inline int run_on_hip_device(const char* arch, int argc, char** argv) {
  const runtime::HipAvailability any = runtime::hip_availability(arch);
  if (!any.available) {
    std::printf("SKIP: %s\n", any.reason.c_str());
    return 77;
  }
  std::printf("HIP device: %s\n", runtime::hip_device_description().c_str());
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}

}  // namespace irgate::hip_test
