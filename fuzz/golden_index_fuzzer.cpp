// fuzz/golden_index_fuzzer.cpp — libFuzzer target: the golden index loader.
//
// Checks that golden::load_index() answers any bytes with an index or an error (never a crash,
// hang, leak or sanitizer report), and that an index it accepts renders (render_index, the bytes
// `irgate golden record` writes) to a text it loads again into the same index.
// Seeds: golden/data/*/*.json plus an index nested past the depth limit (fuzz/run.sh).
//
//   fuzz/run.sh build-sanitize golden_index --runs 1000000      # or --hours 4
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "fuzz/input_file.h"
#include "golden/index.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static fuzz::InputFile file;
  auto index = irgate::golden::load_index(file.hold(data, size));
  if (!index) return 0;
  std::string rendered = irgate::golden::render_index(*index);
  auto again = irgate::golden::load_index(
      file.hold(reinterpret_cast<const uint8_t*>(rendered.data()), rendered.size()));
  if (!again || again->cases != index->cases || again->refusals != index->refusals ||
      again->target != index->target || again->family != index->family)
    std::abort();  // a finding: what record writes, load no longer reads back
  return 0;
}
