// support/data_root.cpp — see data_root.h.
#include "support/data_root.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

#if !defined(IRGATE_DATA_FROM_BIN) || !defined(IRGATE_DATA_FROM_LIB)
#error "IRGATE_DATA_FROM_BIN/_LIB (the data folder relative to bindir/libdir) come from support/CMakeLists.txt"
#endif

namespace irgate {

namespace {

const char* const kRelative[] = {
#define IRG_DATA_DIR(name, path, what) path,
#include "support/data_dirs.def"
#undef IRG_DATA_DIR
};

// The first line of the marker file, "" when there is none.
std::string read_marker(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::string line;
  if (!in || !std::getline(in, line)) return "";
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
  return line;
}

}  // namespace

const char* data_dir_relative(DataDir d) { return kRelative[static_cast<int>(d)]; }

std::filesystem::path data_dir(const std::filesystem::path& root, DataDir d) { return root / data_dir_relative(d); }

DataRootInputs library_data_root_inputs(const std::string& flag, const std::filesystem::path& library) {
  DataRootInputs in;
  in.flag = flag;
  if (const char* e = std::getenv("IRGATE_ROOT"); e && *e) in.env = e;
  in.anchor = library;
  in.installed = IRGATE_DATA_FROM_LIB;
  return in;
}

DataRootInputs data_root_inputs(const std::string& flag) {
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) exe.clear();
  DataRootInputs in = library_data_root_inputs(flag, exe);
  in.installed = IRGATE_DATA_FROM_BIN;
  return in;
}

Result<std::filesystem::path> find_data_root(const DataRootInputs& in) {
  if (!in.flag.empty()) return std::filesystem::path(in.flag);
  if (!in.env.empty()) return std::filesystem::path(in.env);
  std::ostringstream looked;
  looked << "no --root, IRGATE_ROOT unset";
  if (in.anchor.empty()) return Error{"irgate finds no data root: " + looked.str() + ", its own file unknown", 2};
  const std::filesystem::path bin = in.anchor.parent_path();
  const std::filesystem::path marker = bin / kSourceRootMarker;
  if (std::string src = read_marker(marker); !src.empty()) return std::filesystem::path(src);
  looked << ", no " << marker.string();
  const std::filesystem::path installed = (bin / in.installed).lexically_normal();
  std::error_code ec;
  if (std::filesystem::is_directory(data_dir(installed, DataDir::corpus), ec)) return installed;
  looked << ", no " << data_dir(installed, DataDir::corpus).string();
  return Error{"irgate finds no data root (" + looked.str() + "): give --root DIR or set IRGATE_ROOT", 2};
}

}  // namespace irgate
