// fuzz/arch_table_fuzzer.cpp — libFuzzer target: the arch-domain table loader.
//
// Checks that arch_domain::load_table() answers any bytes with a table or an error (never a
// crash, hang, leak or sanitizer report), and that a table it accepts builds the engines' view
// (arch_domain::View) and survives to_json -> parse_table unchanged (what `arch measure` saves).
// Seeds: arch_domain/tables/*.json plus a table nested past the depth limit (fuzz/run.sh).
//
//   fuzz/run.sh build-sanitize arch_table --runs 1000000      # or --hours 4
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "arch_domain/table.h"
#include "fuzz/input_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static fuzz::InputFile file;
  auto table = irgate::arch_domain::load_table(file.hold(data, size));
  if (!table) return 0;
  auto again = irgate::arch_domain::parse_table(irgate::arch_domain::to_json(*table), "round trip");
  if (!again || again->flavor != table->flavor || again->llvm_version != table->llvm_version ||
      again->arches != table->arches || again->generator != table->generator ||
      again->declares != table->declares || again->keys != table->keys)
    std::abort();  // a finding: what save_table writes, load_table no longer reads back
  irgate::arch_domain::View view(std::move(*table));
  (void)view.get();
  return 0;
}
