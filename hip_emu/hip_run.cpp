// hip_emu/hip_run.cpp — irgate-hip-run: runs a HIP program on a GPU when the machine has one, and
// on irgate's emulated device (libirgate_hipemu) when it has none or when asked, and says which.
//
//   irgate-hip-run [--emulated | --gpu] [--emulated-dir DIR] -- PROGRAM [ARGS...]
//
// --emulated (or IRGATE_HIP_DEVICE=emulated) runs on the emulated device; --gpu
// (IRGATE_HIP_DEVICE=gpu) on the HIP runtime as installed; neither: the GPU when the installed HIP
// runtime reports a device, else the emulated device. The emulated device takes libamdhip64's
// place: DIR (default: the installed one, <libdir>/irgate/hipemu, next to this program's prefix)
// holds libamdhip64.so.5 -> libirgate_hipemu, and goes first on LD_LIBRARY_PATH, so the program
// runs unchanged. Its devices come from IRGATE_HIPEMU_ARCH / IRGATE_HIPEMU_CONFIG
// (docs/hip-emulated-device.md). Exit: the program's (exec), 2 for bad usage or a missing DIR.
//
// Used by the `hip` ctest label (tests/runtime, tests/hip_emu) and by teams running their own
// module-API programs on the emulated device.
#include <dlfcn.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

namespace {

int usage() {
  std::fprintf(stderr, "usage: irgate-hip-run [--emulated | --gpu] [--emulated-dir DIR] -- PROGRAM [ARGS...]\n");
  return 2;
}

// The installed folder holding libamdhip64.so.5 -> libirgate_hipemu, relative to this program.
std::string installed_dir() {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return "";
  return (self.parent_path() / IRGATE_HIPEMU_DIR_FROM_BIN).lexically_normal().string();
}

// True when the HIP runtime the dynamic loader finds (not ours) reports a device.
bool gpu_present() {
  void* hip = dlopen("libamdhip64.so.5", RTLD_NOW | RTLD_LOCAL);
  if (!hip) return false;
  using Count = int (*)(int*);
  const auto count = reinterpret_cast<Count>(dlsym(hip, "hipGetDeviceCount"));
  const bool emulated = dlsym(hip, "irgate_hipemu_describe") != nullptr;
  int devices = 0;
  const bool present = !emulated && count && count(&devices) == 0 && devices > 0;
  return present;  // the library stays loaded: exec replaces this process next
}

}  // namespace

int main(int argc, char** argv) {
  std::string mode = std::getenv("IRGATE_HIP_DEVICE") ? std::getenv("IRGATE_HIP_DEVICE") : "";
  std::string dir;
  int at = 1;
  for (; at < argc && std::strcmp(argv[at], "--") != 0; ++at) {
    const std::string a = argv[at];
    if (a == "--emulated") mode = "emulated";
    else if (a == "--gpu") mode = "gpu";
    else if (a == "--emulated-dir" && at + 1 < argc) dir = argv[++at];
    else return usage();
  }
  if (at + 1 >= argc) return usage();
  if (!mode.empty() && mode != "emulated" && mode != "gpu") {
    std::fprintf(stderr, "irgate-hip-run: IRGATE_HIP_DEVICE wants emulated or gpu (got %s)\n", mode.c_str());
    return 2;
  }
  if (mode.empty()) mode = gpu_present() ? "gpu" : "emulated";
  if (mode == "emulated") {
    if (dir.empty()) dir = installed_dir();
    if (!std::filesystem::exists(std::filesystem::path(dir) / "libamdhip64.so.5")) {
      std::fprintf(stderr, "irgate-hip-run: no libamdhip64.so.5 of the emulated device in %s\n", dir.c_str());
      return 2;
    }
    const char* old = std::getenv("LD_LIBRARY_PATH");
    const std::string path = dir + (old && *old ? std::string(":") + old : "");
    setenv("LD_LIBRARY_PATH", path.c_str(), 1);
    auto set = [](const char* name) -> const char* {
      const char* v = std::getenv(name);
      return v && *v ? v : nullptr;
    };
    const char* arch = set("IRGATE_HIPEMU_ARCH");
    const char* config = set("IRGATE_HIPEMU_CONFIG");
    std::printf("irgate-hip-run: %s runs on irgate's emulated HIP device (libirgate_hipemu from %s; %s%s)\n", argv[at + 1],
                dir.c_str(), arch ? "IRGATE_HIPEMU_ARCH=" : config ? "IRGATE_HIPEMU_CONFIG=" : "default devices",
                arch ? arch : config ? config : "");
  } else {
    std::printf("irgate-hip-run: %s runs on the installed HIP runtime's GPU\n", argv[at + 1]);
  }
  std::fflush(stdout);
  execvp(argv[at + 1], argv + at + 1);
  std::fprintf(stderr, "irgate-hip-run: cannot run %s: %s\n", argv[at + 1], std::strerror(errno));
  return 2;
}
