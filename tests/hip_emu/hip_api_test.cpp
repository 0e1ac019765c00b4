// tests/hip_emu/hip_api_test.cpp — the emulated device through HIP's own API (label hip): a HIP
// program built against libamdhip64, started by irgate-hip-run with libirgate_hipemu in its place
// (or through LD_PRELOAD: the hip_emu_api_preload ctest). It loads a kernel that copies out its
// hidden arguments (probe_kernel.h) and checks what a module-API program relies on and what the
// emulated device promises: the hidden arguments as the runtime fills them, through kernelParams
// and through `extra`; an unimplemented call refused by name; a faulting kernel reported at the
// next synchronization with the executor's finding while the program goes on; a kernel past the
// instruction budget reported as a hang; events that hold the executor's estimate; bad arguments
// answered with errors, never a crash; a wrong hidden-argument fill, planted, caught by the probe.
#include <gtest/gtest.h>

#include <dlfcn.h>

#include <cstring>
#include <string>
#include <vector>

#include "hip_emu/hip_api.h"
#include "irgate/hipemu.h"
#include "tests/hip_emu/probe_kernel.h"

namespace irgate {
namespace {

// hipGetErrorString of `e`, for messages.
std::string text(hipError_t e) { return std::string(hipGetErrorName(e)) + ": " + hipGetErrorString(e); }

#define HIP_OK(call)                                     \
  do {                                                   \
    const hipError_t e_ = (call);                        \
    ASSERT_EQ(e_, hipSuccess) << #call << ": " << text(e_); \
  } while (0)

// The probe kernel loaded on one device, with an output buffer.
class Probe {
 public:
  explicit Probe(int device) : device_(device) {}
  ~Probe() {
    if (out_) (void)hipFree(out_);
    if (module_) (void)hipModuleUnload(module_);
  }
  void load() {
    HIP_OK(hipSetDevice(device_));
    hipDeviceProp_t prop;
    HIP_OK(hipGetDeviceProperties(&prop, device_));
    arch_ = std::string(prop.gcnArchName).substr(0, std::string(prop.gcnArchName).find(':'));
    auto object = probe_kernel::code_object(arch_);
    ASSERT_TRUE(object) << object.error().message;
    object_ = std::move(*object);
    HIP_OK(hipModuleLoadData(&module_, object_.data()));
    HIP_OK(hipModuleGetFunction(&function_, module_, probe_kernel::kName));
    HIP_OK(hipMalloc(&out_, probe_kernel::kOutBytes));
  }
  // One launch on grid x block writing to `out` (default: the probe's buffer).
  hipError_t launch(const uint32_t grid[3], const uint32_t block[3], bool through_extra, void* out = nullptr,
                    hipStream_t stream = nullptr) {
    void* target = out ? out : out_;
    int32_t tag = 0x5eed;
    if (!through_extra) {
      void* params[] = {&target, &tag};
      return hipModuleLaunchKernel(function_, grid[0], grid[1], grid[2], block[0], block[1], block[2], 0, stream, params,
                                   nullptr);
    }
    uint8_t args[16] = {};
    std::memcpy(args, &target, 8);
    std::memcpy(args + 8, &tag, 4);
    size_t size = sizeof args;
    void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END};
    return hipModuleLaunchKernel(function_, grid[0], grid[1], grid[2], block[0], block[1], block[2], 0, stream, nullptr,
                                 extra);
  }
  // The hidden arguments one launch saw ("" in `error` when it ran).
  probe_kernel::HiddenArgs run(const uint32_t grid[3], const uint32_t block[3], bool through_extra, std::string& error) {
    std::vector<uint32_t> words(probe_kernel::kOutWords, 0xAAAAAAAAu);
    error.clear();
    hipError_t e = hipMemcpy(out_, words.data(), probe_kernel::kOutBytes, hipMemcpyHostToDevice);
    if (e == hipSuccess) e = launch(grid, block, through_extra);
    if (e == hipSuccess) e = hipDeviceSynchronize();
    if (e == hipSuccess) e = hipMemcpy(words.data(), out_, probe_kernel::kOutBytes, hipMemcpyDeviceToHost);
    if (e != hipSuccess) error = text(e);
    if (error.empty() && probe_kernel::tag_of(words.data()) != 0x5eed) error = "the probe did not write its tag";
    return probe_kernel::read(words.data());
  }
  const std::string& arch() const { return arch_; }
  const std::string& object() const { return object_; }
  void* out() const { return out_; }
  hipFunction_t function() const { return function_; }

 private:
  int device_;
  std::string arch_, object_;
  hipModule_t module_ = nullptr;
  hipFunction_t function_ = nullptr;
  void* out_ = nullptr;
};

constexpr uint32_t kGrid[3] = {3, 2, 1}, kBlock[3] = {64, 1, 1};

int device_count() {
  int n = 0;
  return hipGetDeviceCount(&n) == hipSuccess ? n : 0;
}

TEST(HipApi, HiddenArgumentsAreTheRuntimesThroughKernelParamsAndExtra) {
  ASSERT_GT(device_count(), 0);
  for (int d = 0; d < device_count(); ++d) {
    Probe probe(d);
    ASSERT_NO_FATAL_FAILURE(probe.load());
    for (const bool extra : {false, true}) {
      std::string error;
      const probe_kernel::HiddenArgs got = probe.run(kGrid, kBlock, extra, error);
      ASSERT_EQ(error, "") << probe.arch();
      EXPECT_EQ(probe_kernel::differences(got, probe_kernel::expected(kGrid, kBlock)), "")
          << probe.arch() << (extra ? " through extra" : " through kernelParams");
    }
  }
}

TEST(HipApi, AnUnimplementedCallReturnsNotSupportedNamingIt) {
  hipArray_t array = nullptr;
  hipGraph_t graph = nullptr;
  auto expect_refused = [](hipError_t got, const std::string& name) {
    EXPECT_EQ(got, hipErrorNotSupported) << name;
    EXPECT_NE(std::string(hipGetErrorString(got)).find(name + " is not implemented"), std::string::npos)
        << hipGetErrorString(got);
  };
  expect_refused(hipArrayCreate(&array, nullptr), "hipArrayCreate");
  expect_refused(hipGraphCreate(&graph, 0), "hipGraphCreate");
  expect_refused(hipLaunchKernel(nullptr, dim3(1), dim3(1), nullptr, 0, nullptr), "hipLaunchKernel");
  EXPECT_EQ(hipGetLastError(), hipErrorNotSupported);
  EXPECT_EQ(hipGetLastError(), hipSuccess) << "hipGetLastError resets the last error";
}

TEST(HipApi, AKernelThatFaultsIsAnErrorAtTheNextSynchronizationAndTheProgramGoesOn) {
  Probe probe(0);
  ASSERT_NO_FATAL_FAILURE(probe.load());
  // Far past the end of the probe's allocation, inside the kernel's resource of the same size: no
  // allocation backs it.
  void* outside = static_cast<char*>(probe.out()) + (1 << 20);
  EXPECT_EQ(probe.launch(kGrid, kBlock, false, outside), hipSuccess) << "a fault is reported asynchronously";
  const hipError_t e = hipDeviceSynchronize();
  EXPECT_EQ(e, hipErrorIllegalAddress) << text(e);
  const std::string message = hipGetErrorString(e);
  EXPECT_NE(message.find(probe_kernel::kName), std::string::npos) << message;
  EXPECT_NE(message.find("outside the memory behind the resource"), std::string::npos) << message;
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess) << "the fault is reported once";
  std::string error;
  const probe_kernel::HiddenArgs after = probe.run(kGrid, kBlock, false, error);
  EXPECT_EQ(error, "") << "a launch after the fault";
  EXPECT_EQ(probe_kernel::differences(after, probe_kernel::expected(kGrid, kBlock)), "");
}

TEST(HipApi, EventsHoldTheExecutorsEstimateAdditively) {
  Probe probe(0);
  ASSERT_NO_FATAL_FAILURE(probe.load());
  hipEvent_t e[3];
  for (hipEvent_t& ev : e) HIP_OK(hipEventCreate(&ev));
  HIP_OK(hipEventRecord(e[0], nullptr));
  HIP_OK(probe.launch(kGrid, kBlock, false));
  HIP_OK(hipEventRecord(e[1], nullptr));
  HIP_OK(probe.launch(kGrid, kBlock, false));
  HIP_OK(hipEventRecord(e[2], nullptr));
  HIP_OK(hipEventSynchronize(e[2]));
  float one = 0, two = 0;
  HIP_OK(hipEventElapsedTime(&one, e[0], e[1]));
  HIP_OK(hipEventElapsedTime(&two, e[0], e[2]));
  EXPECT_GT(one, 0.0f) << "a launch has an estimated time";
  EXPECT_FLOAT_EQ(two, 2 * one) << "the same launch twice takes twice the estimate";
  std::printf("estimated time of one probe launch (6 blocks of 64 work-items on %s): %.6f ms\n", probe.arch().c_str(), one);
  hipEvent_t never;
  HIP_OK(hipEventCreate(&never));
  EXPECT_EQ(hipEventElapsedTime(&one, e[0], never), hipErrorInvalidHandle) << "an event never recorded";
  HIP_OK(hipEventDestroy(never));
  for (hipEvent_t ev : e) HIP_OK(hipEventDestroy(ev));
}

TEST(HipApi, BadArgumentsAreErrorsNotCrashes) {
  Probe probe(0);
  ASSERT_NO_FATAL_FAILURE(probe.load());
  std::vector<char> host(probe_kernel::kOutBytes + 16);
  EXPECT_EQ(hipMemcpy(host.data(), probe.out(), host.size(), hipMemcpyDeviceToHost), hipErrorInvalidValue)
      << "past the allocation";
  EXPECT_EQ(hipMemcpy(probe.out(), host.data(), 16, hipMemcpyDeviceToHost), hipErrorInvalidValue) << "the kinds swapped";
  EXPECT_EQ(hipFree(static_cast<char*>(probe.out()) + 4), hipErrorInvalidValue) << "not an allocation's start";
  EXPECT_EQ(hipStreamSynchronize(reinterpret_cast<hipStream_t>(host.data())), hipErrorInvalidHandle);
  hipModule_t module;
  EXPECT_EQ(hipModuleLoadData(&module, "\x7f" "ELF but not a code object, not even an ELF64 header"), hipErrorInvalidImage);
  hipFunction_t f;
  hipModule_t loaded;
  HIP_OK(hipModuleLoadData(&loaded, probe.object().data()));
  EXPECT_EQ(hipModuleGetFunction(&f, loaded, "no_such_kernel"), hipErrorNotFound);
  HIP_OK(hipModuleUnload(loaded));
  const uint32_t big[3] = {2048, 1, 1}, zero[3] = {0, 1, 1};
  EXPECT_EQ(probe.launch(kGrid, big, false), hipErrorInvalidConfiguration) << "2048 work-items a block";
  EXPECT_EQ(probe.launch(zero, kBlock, false), hipErrorInvalidValue);
  int32_t tag = 0;
  void* out = probe.out();
  void* params[] = {&out, &tag};
  size_t size = 16;
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, params, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END};
  EXPECT_EQ(hipModuleLaunchKernel(probe.function(), 1, 1, 1, 64, 1, 1, 0, nullptr, params, extra), hipErrorInvalidValue)
      << "kernelParams and extra both";
  EXPECT_EQ(hipModuleLaunchKernel(probe.function(), 1, 1, 1, 64, 1, 1, 256, nullptr, params, nullptr), hipErrorNotSupported)
      << "dynamic LDS";
  size = 4;  // the explicit arguments end at byte 12
  EXPECT_EQ(hipModuleLaunchKernel(probe.function(), 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra), hipErrorInvalidValue)
      << "an extra buffer shorter than the arguments";
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess) << "no launch above ran";
}

TEST(HipApi, ACodeObjectOfAnotherArchIsNoBinaryForTheDevice) {
  if (device_count() < 2) GTEST_SKIP() << "one device";
  Probe other(1);
  ASSERT_NO_FATAL_FAILURE(other.load());
  Probe first(0);
  ASSERT_NO_FATAL_FAILURE(first.load());
  if (other.arch() == first.arch()) GTEST_SKIP() << "devices 0 and 1 have one arch";
  HIP_OK(hipSetDevice(0));
  hipModule_t module;
  const hipError_t e = hipModuleLoadData(&module, other.object().data());
  EXPECT_EQ(e, hipErrorNoBinaryForGpu) << text(e);
}

// Only on the emulated device (irgate_hipemu_plant): each wrong fill the device can be told to
// make is caught by the probe's comparison with what the runtime must fill.
TEST(HipApiPlanted, AWrongHiddenArgumentFillIsCaughtByTheProbe) {
  const auto plant = reinterpret_cast<int (*)(const char*)>(dlsym(RTLD_DEFAULT, "irgate_hipemu_plant"));
  ASSERT_NE(plant, nullptr) << "not the emulated device: hidden-argument fills are planted there";
  Probe probe(0);
  ASSERT_NO_FATAL_FAILURE(probe.load());
  for (const char* fault : {"block_count_in_work_items", "grid_dims_from_sizes"}) {
    ASSERT_EQ(plant(fault), 0) << fault;
    std::string error;
    const probe_kernel::HiddenArgs got = probe.run(kGrid, kBlock, false, error);
    ASSERT_EQ(plant(""), 0);
    ASSERT_EQ(error, "") << fault;
    const std::string caught = probe_kernel::differences(got, probe_kernel::expected(kGrid, kBlock));
    EXPECT_NE(caught, "") << fault << " was not caught";
    std::printf("planted %s: caught: %s\n", fault, caught.c_str());
  }
  EXPECT_EQ(plant("no_such_fault"), 2);
}

// Run with a configuration whose instruction budget is tiny (hip_emu_budget.json).
TEST(HipApiBudget, AKernelPastTheInstructionBudgetIsAHang) {
  Probe probe(0);
  ASSERT_NO_FATAL_FAILURE(probe.load());
  HIP_OK(probe.launch(kGrid, kBlock, false));
  const hipError_t e = hipDeviceSynchronize();
  EXPECT_EQ(e, hipErrorLaunchTimeOut) << text(e);
  EXPECT_NE(std::string(hipGetErrorString(e)).find("instruction-limit"), std::string::npos) << hipGetErrorString(e);
}

}  // namespace
}  // namespace irgate
