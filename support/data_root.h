// support/data_root.h — where irgate finds its data (the corpus, goldens, arch-domain tables,
// network lists: support/data_dirs.def), never from the current folder. In this order:
//   1. --root DIR (the `flag`),
//   2. $IRGATE_ROOT,
//   3. the build tree: a file `irgate.source-root` next to the binary names the checkout (the
//      build writes it next to build/tools/irgate and the serving library only; it is not installed),
//   4. installed: <folder of the binary>/../share/irgate (GNUInstallDirs' bindir to datadir; for
//      the serving library libdir to datadir), when it holds the corpus folder, so a prefix
//      copied elsewhere (an extracted .deb) still finds its data.
// The "binary" is the anchor: the irgate program (/proc/self/exe), or libirgate_serve.so itself
// for the C serving API (serve_api/), whatever program loaded it.
// Used by tools/main.cpp (Context::root), serve_api/ and the folder paths of parity/, golden/,
// arch_domain/.
//
//   auto root = find_data_root(data_root_inputs(flag));   // Error lists every place it looked
//   auto tables = data_dir(*root, DataDir::arch_tables);  // <root>/arch_domain/tables
#pragma once

#include <filesystem>
#include <string>

#include "support/result.h"

namespace irgate {

enum class DataDir {
#define IRG_DATA_DIR(name, path, what) name,
#include "support/data_dirs.def"
#undef IRG_DATA_DIR
};

// The path of a data folder under `root`, and that folder relative to any root.
std::filesystem::path data_dir(const std::filesystem::path& root, DataDir d);
const char* data_dir_relative(DataDir d);

// What the lookup reads, passed in so a test can plant each case.
struct DataRootInputs {
  std::string flag;                  // --root, "" when not given
  std::string env;                   // $IRGATE_ROOT, "" when unset
  std::filesystem::path anchor;      // the running binary or library file; "" when unknown
  std::filesystem::path installed;   // the installed data folder relative to the anchor's folder
};
// For the irgate program: env, /proc/self/exe, bindir -> datadir.
DataRootInputs data_root_inputs(const std::string& flag);
// For a library file at `library` installed in libdir: env, libdir -> datadir.
DataRootInputs library_data_root_inputs(const std::string& flag, const std::filesystem::path& library);

Result<std::filesystem::path> find_data_root(const DataRootInputs& in);

// The marker file's name, next to the build-tree binary (tools/CMakeLists.txt writes it).
inline constexpr const char* kSourceRootMarker = "irgate.source-root";

}  // namespace irgate
