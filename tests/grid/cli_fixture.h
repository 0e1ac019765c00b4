// tests/grid/cli_fixture.h — the fixture of the tests that run the `irgate` command line (grid, serving):
// skips outside ctest (IRGATE_BIN, IRGATE_ROOT) and without the llvm22 toolchain, and runs
// irgate with a timeout (SIGKILL of its whole process group when it passes: what the
// kill-and-resume test uses as its kill).
//
//   class GridCli : public grid::testing::IrgateCli {};
//   TEST_F(GridCli, X) { auto r = irgate({"grid", "list"}); EXPECT_EQ(r.exit_code, 0) << r.err; }
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include "grid/request.h"
#include "support/subprocess.h"
#include "toolchain/tools.h"

namespace irgate::grid::testing {

class IrgateCli : public ::testing::Test {
 protected:
  void SetUp() override {
    bin_ = std::getenv("IRGATE_BIN");
    root_ = std::getenv("IRGATE_ROOT");
    if (!bin_ || !root_) GTEST_SKIP() << "run through ctest (IRGATE_BIN, IRGATE_ROOT)";
    if (auto tc = toolchain::find_toolchain(kGridFlavor); !tc) GTEST_SKIP() << tc.error().message;
  }
  ProcessResult irgate(std::vector<std::string> args, std::chrono::milliseconds timeout = std::chrono::seconds(600)) {
    args.insert(args.begin(), bin_);
    ProcessOptions o;
    o.timeout = timeout;
    o.env = {{"IRGATE_ROOT", root_}};
    auto r = run_process(args, o);
    EXPECT_TRUE(r);
    return r ? *r : ProcessResult{};
  }
  const char* bin_ = nullptr;
  const char* root_ = nullptr;

 public:
  // irgate() for a helper outside the test body.
  ProcessResult irgate_for_test(const std::vector<std::string>& args, std::chrono::milliseconds timeout) {
    return irgate(args, timeout);
  }
};

}  // namespace irgate::grid::testing
