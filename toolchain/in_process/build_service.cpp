// toolchain/in_process/build_service.cpp — see build_service.h.
#include "toolchain/in_process/build_service.h"

#include <sstream>

#include "toolchain/in_process/builder.h"
#include "toolchain/isolated_builder.h"

namespace irgate::toolchain::in_process {

std::string build_init(int flavor, const std::string& llc_version) {
  return std::to_string(flavor) + " " + llc_version;
}

WorkerService build_service() {
  return builder_service("build", [](const std::string& init) -> Result<std::unique_ptr<ObjectBuilder>> {
    std::istringstream in(init);
    int flavor = -1;
    std::string llc_version;
    if (!(in >> flavor >> llc_version)) return Error{"malformed build init '" + init + "'"};
    auto b = InProcessBuilder::create(flavor, llc_version);
    if (!b) return b.error();
    return std::unique_ptr<ObjectBuilder>(std::move(*b));
  });
}

Result<std::unique_ptr<ObjectBuilder>> isolated_builder(int flavor, const std::string& llc_version,
                                                        std::chrono::milliseconds timeout) {
  if (auto s = InProcessBuilder::usable(flavor, llc_version); !s) return s.error();
  return std::unique_ptr<ObjectBuilder>(std::make_unique<IsolatedBuilder>("build", build_init(flavor, llc_version), timeout));
}

}  // namespace irgate::toolchain::in_process
