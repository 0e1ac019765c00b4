// runtime/dump_rerun.cpp — see dump_rerun.h.
#include "runtime/dump_rerun.h"

#include <cstring>
#include <map>
#include <memory>

#include <nlohmann/json.hpp>

#include "machine/arch.h"
#include "machine/memory.h"
#include "isa/code_object.h"
#include "isa/decode.h"
#include "isa/exec/launch.h"
#include "isa/exec/predecode.h"
#include "runtime/emulated_plan.h"
#include "runtime/npy.h"
#include "runtime/numerics.h"
#include "support/files.h"
#include "support/sha256.h"

namespace irgate::runtime {
namespace {

using nlohmann::json;

Error bad_dump(const std::filesystem::path& file, const std::string& what) { return Error{file.string() + ": " + what, 2}; }

// A tensor file of the dump: its header and its data bytes.
struct NpyFile {
  npy::Header header;
  std::string bytes;  // the whole file; data from header.data_offset
  std::string_view data() const { return std::string_view(bytes).substr(header.data_offset); }
};

Result<NpyFile> read_npy(const std::filesystem::path& file) {
  auto bytes = read_file(file);
  if (!bytes) return bad_dump(file, bytes.error().message);
  auto header = npy::parse_header(*bytes);
  if (!header) return bad_dump(file, header.error().message);
  if (npy::element_bytes(header->descr) == 0) return bad_dump(file, "unknown element type " + header->descr);
  return NpyFile{*header, std::move(*bytes)};
}

// The program of the code object a launch names, its SHA-256 checked; one per file.
class Programs {
 public:
  explicit Programs(std::filesystem::path dir) : dir_(std::move(dir)) {}
  Result<const isa::exec::Program*> get(const json& code_object) {
    const std::string file = code_object.at("file"), sha = code_object.at("sha256");
    if (auto it = by_file_.find(file); it != by_file_.end()) return it->second.get();
    auto bytes = read_file(dir_ / file);
    if (!bytes) return bad_dump(dir_ / file, bytes.error().message);
    if (sha256_hex(*bytes) != sha) return bad_dump(dir_ / file, "its SHA-256 is not the " + sha + " problem.json records");
    auto co = isa::read_code_object(std::move(*bytes), (dir_ / file).string());
    if (!co) return bad_dump(dir_ / file, co.error().message);
    if (co->kernels.size() != 1) return bad_dump(dir_ / file, "holds " + std::to_string(co->kernels.size()) + " kernels, one expected");
    auto& d = disassemblers_[co->arch];
    if (!d) {
      auto made = isa::Disassembler::create(co->arch);
      if (!made) return made.error();
      d = std::move(*made);
    }
    auto program = isa::exec::load_kernel(*d, *co, co->kernels[0]);
    if (!program) return bad_dump(dir_ / file, program.error().message);
    return (by_file_[file] = std::make_unique<isa::exec::Program>(std::move(*program))).get();
  }

 private:
  std::filesystem::path dir_;
  std::map<std::string, std::unique_ptr<isa::Disassembler>> disassemblers_;
  std::map<std::string, std::unique_ptr<isa::exec::Program>> by_file_;
};

// Allocates and fills the plan's buffers as problem.json says; base address of each buffer.
Result<std::map<int, uint64_t>> place_buffers(const std::filesystem::path& dir, const json& buffers,
                                              emu::GlobalMemory& memory) {
  std::map<int, uint64_t> base;
  for (const json& b : buffers) {
    const std::string name = b.at("name"), init = b.at("init");
    const int buffer = buffer_by_name(name);
    const int64_t bytes = b.at("bytes");
    if (buffer == IRG_BUF_NONE || bytes <= 0) return bad_dump(dir / "problem.json", "a bad buffer " + b.dump());
    base[buffer] = memory.allocate(name, uint64_t(bytes));
    if (init == "zero") {
      memory.fill_zero(base[buffer], uint64_t(bytes));
    } else if (init.ends_with(".npy")) {
      auto tensor = read_npy(dir / init);
      if (!tensor) return tensor.error();
      if (int64_t(tensor->data().size()) > bytes)
        return bad_dump(dir / init, "holds more bytes than buffer " + name + " (" + std::to_string(bytes) + ")");
      memory.write(base[buffer], tensor->data().data(), tensor->data().size());
    } else if (init != "undefined") {
      return bad_dump(dir / "problem.json", "buffer " + name + " has an unknown init '" + init + "'");
    }
  }
  return base;
}

}  // namespace

Result<RerunResult> rerun_dump(const std::filesystem::path& dir) {
  const std::filesystem::path problem_file = dir / "problem.json";
  auto text = read_file(problem_file);
  if (!text) return bad_dump(problem_file, text.error().message);
  json doc;
  try {
    doc = json::parse(*text);
  } catch (const json::exception& e) {
    return bad_dump(problem_file, e.what());
  }
  if (doc.value("schema", "") != "irgate.numerics_dump/v2" || !doc.contains("plan"))
    return bad_dump(problem_file, "not an irgate.numerics_dump/v2 with a plan (a dump of an older irgate)");
  RerunResult out;
  try {
    const json& plan = doc.at("plan");
    emu::GlobalMemory memory;
    auto base = place_buffers(dir, plan.at("buffers"), memory);
    if (!base) return base.error();
    emu::ExecOptions exec;
    if (auto model = emu::wmma_model_by_name(doc.value("wmma_model", "c_last"))) exec.wmma_model = *model;
    Programs programs(dir);
    emu::Report report;
    for (const json& l : plan.at("launches")) {
      if (!l.contains("code_object"))
        return bad_dump(problem_file, "launch " + std::to_string(out.launches) +
                                          " has no code object: dump with --executor isa or both to rerun it");
      auto program = programs.get(l.at("code_object"));
      if (!program) return program.error();
      auto arch = emu::arch_info(l.at("arch").get<std::string>());
      if (!arch) return arch.error();
      isa::exec::LaunchConfig config;
      for (int k = 0; k < 3; ++k) config.grid[k] = l.at("grid")[k], config.block[k] = l.at("block")[k];
      for (const json& a : l.at("kernargs")) {
        if (!a.contains("buffer")) {
          config.kernargs.push_back(uint32_t(a.at("value").get<int64_t>()));
          continue;
        }
        const int buffer = buffer_by_name(a.at("buffer"));
        if (!base->count(buffer)) return bad_dump(problem_file, "a kernarg names buffer " + a.dump() + ", which the plan lacks");
        config.kernargs.push_back(base->at(buffer) + a.at("offset").get<uint64_t>());
      }
      auto ran = isa::exec::launch(**program, *arch, memory, config, exec);
      if (!ran) return Error{"launch " + std::to_string(out.launches) + ": " + ran.error().message, 1};
      report.merge(*ran);
      ++out.launches;
      if (ran->faulted) break;
    }
    out.lane_instructions = report.stats.lane_instructions;
    if (report.total() > 0) out.findings = findings_text(report);

    auto dw = read_npy(dir / "dw.npy");
    if (!dw) return dw.error();
    if (!base->count(IRG_BUF_DW)) return bad_dump(problem_file, "the plan has no dW buffer");
    const size_t size = size_t(npy::element_bytes(dw->header.descr));
    std::string again(dw->data().size(), '\0');
    memory.read(base->at(IRG_BUF_DW), again.data(), again.size());
    out.elements = int64_t(again.size() / size);
    for (size_t e = 0; e < again.size() / size; ++e) {
      if (std::memcmp(again.data() + e * size, dw->data().data() + e * size, size) == 0) continue;
      if (out.differing++ == 0) {
        uint32_t got = 0, want = 0;
        std::memcpy(&got, again.data() + e * size, size);
        std::memcpy(&want, dw->data().data() + e * size, size);
        char line[160];
        std::snprintf(line, sizeof line, "dW element %zu: rerun 0x%0*x, dump 0x%0*x", e, int(2 * size), got,
                      int(2 * size), want);
        out.first_difference = line;
      }
    }
  } catch (const json::exception& e) {
    return bad_dump(problem_file, std::string("plan: ") + e.what());
  }
  return out;
}

}  // namespace irgate::runtime
