// fuzz/config_loader_fuzzer.cpp — libFuzzer target: the parity config / `--spec` file loader.
//
// Checks that parity::load_config_file() (support/json.h's limits, then the corpus schema and
// every spec field through apply_spec_field) answers any bytes with configs or an error, never
// a crash, hang, leak or sanitizer report; and that every config it accepts turns into a request
// for each of its flavors (the path `irgate emit --spec` takes next).
// Seeds: parity/configs/*.json plus a spec nested past the depth limit (fuzz/run.sh).
//
//   fuzz/run.sh build-sanitize config_loader --runs 1000000      # or --hours 4
#include <cstddef>
#include <cstdint>

#include "fuzz/input_file.h"
#include "parity/corpus.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static fuzz::InputFile file;
  auto configs = irgate::parity::load_config_file(file.hold(data, size));
  if (!configs) return 0;
  for (const irgate::parity::Config& c : *configs)
    for (int flavor : c.flavors) (void)c.request(flavor, nullptr);
  return 0;
}
