// tests/hostile_json/hostile_files.h — the hostile inputs the JSON limits are tested with: a
// spec whose value is N nested arrays, a file that looks huge without costing disk (sparse),
// and a scratch folder removed at the end of the test.
//
// Used by the hostile_json tests (library level and `irgate` command-line level).
//
//   ScratchDir dir("deep");
//   auto spec = dir.path() / "spec.json";
//   write_deep_spec(spec, 2'000'000);        // {"schema":..., "configs":[{..."waves": [[[...]]]}]}
//   make_sparse(dir.path() / "big.json", 65 << 20);
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>

namespace irgate::testing {

class ScratchDir {
 public:
  explicit ScratchDir(const std::string& tag);
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// `depth` arrays inside each other: "[[[...]]]".
std::string nested_arrays(std::size_t depth);
// A corpus file (the format `irgate emit --spec` reads) of one config, id 9001, arch gfx1100,
// family direct_depthwise_wgrad, whose "waves" is `depth` nested arrays. At 2,000,000 the file
// is about 4 MB: the reproducer.
void write_deep_spec(const std::filesystem::path& path, std::size_t depth);
// A file of `bytes` bytes whose content is a hole: stat sees the size, the disk holds nothing.
void make_sparse(const std::filesystem::path& path, std::size_t bytes);
void write_text(const std::filesystem::path& path, const std::string& text);
inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace irgate::testing
