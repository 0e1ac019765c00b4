// hip_emu/api_memory.cpp — the memory calls of libirgate_hipemu: device allocations (the ISA
// executor's memory), pinned host allocations (plain host memory here), copies and fills.
//
// Every device range a call names must lie inside one live hipMalloc allocation, and a range a
// call treats as host memory must not be a device one: the emulated device answers
// hipErrorInvalidValue where a GPU would fault or corrupt memory. The blocking forms first
// synchronize the current device (a kernel fault pending there is returned, and nothing is
// copied); the Async forms check their stream and run at once (runtime.h: work runs when
// submitted).
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <set>
#include <vector>

#include "hip_emu/entry.h"

using namespace irgate::hipemu;

namespace {

uint64_t address_of(const void* p) { return reinterpret_cast<uint64_t>(p); }

// One side of a copy: host memory, or `bytes` of a device allocation.
struct Side {
  Device* device = nullptr;  // nullptr: host
  uint64_t address = 0;
};

const char* kind_name(hipMemcpyKind kind) {
  switch (kind) {
    case hipMemcpyHostToHost: return "hipMemcpyHostToHost";
    case hipMemcpyHostToDevice: return "hipMemcpyHostToDevice";
    case hipMemcpyDeviceToHost: return "hipMemcpyDeviceToHost";
    case hipMemcpyDeviceToDevice: return "hipMemcpyDeviceToDevice";
    case hipMemcpyDefault: return "hipMemcpyDefault";
  }
  return "an unknown kind";
}

// `p` as `kind` says it is (want_device; Default: whatever it is), or hipErrorInvalidValue.
hipError_t side_of(Runtime& rt, const void* p, size_t n, int want_device, const std::string& what, Side& out) {
  if (!p) return fail(hipErrorInvalidValue, what + " is null");
  out = {rt.owner(address_of(p), n), address_of(p)};
  if (want_device == 1 && !out.device)
    return fail(hipErrorInvalidValue, what + " (" + std::to_string(n) + " bytes at " + std::to_string(address_of(p)) +
                                          ") is not inside one live hipMalloc allocation");
  if (want_device == 0 && out.device)
    return fail(hipErrorInvalidValue, what + " is device memory, the copy's kind says host");
  if (!out.device && rt.owner(address_of(p), 0))  // starts inside an allocation, runs past its end
    return fail(hipErrorInvalidValue, what + " runs past the end of its hipMalloc allocation");
  return hipSuccess;
}

hipError_t copy(Runtime& rt, void* dst, const void* src, size_t n, hipMemcpyKind kind, const std::string& call) {
  if (n == 0) return hipSuccess;
  int dst_device = -1, src_device = -1;  // -1: Default, whichever it is
  switch (kind) {
    case hipMemcpyHostToHost: dst_device = src_device = 0; break;
    case hipMemcpyHostToDevice: dst_device = 1, src_device = 0; break;
    case hipMemcpyDeviceToHost: dst_device = 0, src_device = 1; break;
    case hipMemcpyDeviceToDevice: dst_device = src_device = 1; break;
    case hipMemcpyDefault: break;
    default: return fail(hipErrorInvalidMemcpyDirection, call + ": kind " + std::to_string(int(kind)));
  }
  Side to, from;
  const std::string how = call + " (" + kind_name(kind) + "): ";
  if (hipError_t e = side_of(rt, dst, n, dst_device, how + "dst", to)) return e;
  if (hipError_t e = side_of(rt, src, n, src_device, how + "src", from)) return e;
  if (!to.device && !from.device) {
    std::memmove(dst, src, n);
  } else if (!from.device) {
    to.device->memory().write(to.address, src, n);
  } else if (!to.device) {
    from.device->memory().read(from.address, dst, n);
  } else {
    std::vector<uint8_t> chunk(std::min<size_t>(n, size_t(1) << 24));
    for (size_t done = 0; done < n; done += chunk.size()) {
      const size_t step = std::min(chunk.size(), n - done);
      from.device->memory().read(from.address + done, chunk.data(), step);
      to.device->memory().write(to.address + done, chunk.data(), step);
    }
  }
  return hipSuccess;
}

// `count` elements of `width` bytes, each `value`'s low bytes.
hipError_t fill(Runtime& rt, void* dst, uint32_t value, unsigned width, size_t count, const std::string& call) {
  if (count == 0) return hipSuccess;
  const size_t n = count * width;
  Side to;
  if (hipError_t e = side_of(rt, dst, n, 1, call + ": dst", to)) return e;
  std::vector<uint8_t> pattern(std::min<size_t>(n, size_t(1) << 24));
  for (size_t i = 0; i < pattern.size(); i += width) std::memcpy(pattern.data() + i, &value, width);
  for (size_t done = 0; done < n; done += pattern.size())
    to.device->memory().write(to.address + done, pattern.data(), std::min(pattern.size(), n - done));
  return hipSuccess;
}

// The blocking forms: the current device first (a pending fault is the answer), then `op`.
template <class Op>
hipError_t blocking(const char* call, Op&& op) {
  return entry(call, [&](Runtime& rt) {
    if (hipError_t e = rt.synchronize_device(rt.current_index())) return e;
    return op(rt);
  });
}

// The Async forms: the stream checked, then `op` at once.
template <class Op>
hipError_t on_stream(const char* call, hipStream_t stream, Op&& op) {
  return entry(call, [&](Runtime& rt) {
    Stream* s;
    if (hipError_t e = stream_of(rt, stream, call, s)) return e;
    return op(rt);
  });
}

std::set<void*>& host_allocations() {
  static std::set<void*> live;
  return live;
}

}  // namespace

hipError_t hipMalloc(void** ptr, size_t size) {
  if (!ptr) return fail(hipErrorInvalidValue, "hipMalloc: ptr is null");
  *ptr = nullptr;
  return entry("hipMalloc", [&](Runtime& rt) {
    if (size == 0) return hipSuccess;  // HIP's answer to 0 bytes: success and a null pointer
    auto base = rt.current().allocate(size);
    if (!base) return fail(hipErrorOutOfMemory, "hipMalloc: " + base.error().message);
    *ptr = reinterpret_cast<void*>(*base);
    return hipSuccess;
  });
}

hipError_t hipFree(void* ptr) {
  if (!ptr) return hipSuccess;
  return entry("hipFree", [&](Runtime& rt) {
    for (int d = 0; d < rt.device_count(); ++d)
      if (rt.device(d)->release(address_of(ptr))) return hipSuccess;
    return fail(hipErrorInvalidValue, "hipFree: " + std::to_string(address_of(ptr)) +
                                          " is not the start of a live hipMalloc allocation");
  });
}

hipError_t hipHostMalloc(void** ptr, size_t size, unsigned int flags) {
  (void)flags;  // pinned, mapped, coherent: all one kind of memory here
  if (!ptr) return fail(hipErrorInvalidValue, "hipHostMalloc: ptr is null");
  *ptr = nullptr;
  return entry("hipHostMalloc", [&](Runtime&) {
    if (size == 0) return hipSuccess;
    constexpr size_t kPage = 4096;
    void* p = std::aligned_alloc(kPage, (size + kPage - 1) / kPage * kPage);
    if (!p) return fail(hipErrorOutOfMemory, "hipHostMalloc: " + std::to_string(size) + " bytes");
    host_allocations().insert(p);
    *ptr = p;
    return hipSuccess;
  });
}

hipError_t hipHostFree(void* ptr) {
  if (!ptr) return hipSuccess;
  return entry("hipHostFree", [&](Runtime&) {
    if (!host_allocations().erase(ptr)) return fail(hipErrorInvalidValue, "hipHostFree: not a hipHostMalloc allocation");
    std::free(ptr);
    return hipSuccess;
  });
}

hipError_t hipMemcpy(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind) {
  return blocking("hipMemcpy", [&](Runtime& rt) { return copy(rt, dst, src, sizeBytes, kind, "hipMemcpy"); });
}

hipError_t hipMemcpyWithStream(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind, hipStream_t stream) {
  return on_stream("hipMemcpyWithStream", stream, [&](Runtime& rt) {
    Stream* s = rt.stream(stream);
    if (hipError_t e = rt.synchronize(*s)) return e;  // blocking on its stream
    return copy(rt, dst, src, sizeBytes, kind, "hipMemcpyWithStream");
  });
}

hipError_t hipMemcpyAsync(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind, hipStream_t stream) {
  return on_stream("hipMemcpyAsync", stream, [&](Runtime& rt) { return copy(rt, dst, src, sizeBytes, kind, "hipMemcpyAsync"); });
}

hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, size_t sizeBytes) {
  return blocking("hipMemcpyHtoD", [&](Runtime& rt) { return copy(rt, dst, src, sizeBytes, hipMemcpyHostToDevice, "hipMemcpyHtoD"); });
}

hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, size_t sizeBytes) {
  return blocking("hipMemcpyDtoH", [&](Runtime& rt) { return copy(rt, dst, src, sizeBytes, hipMemcpyDeviceToHost, "hipMemcpyDtoH"); });
}

hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t sizeBytes) {
  return blocking("hipMemcpyDtoD", [&](Runtime& rt) { return copy(rt, dst, src, sizeBytes, hipMemcpyDeviceToDevice, "hipMemcpyDtoD"); });
}

hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, void* src, size_t sizeBytes, hipStream_t stream) {
  return on_stream("hipMemcpyHtoDAsync", stream,
                   [&](Runtime& rt) { return copy(rt, dst, src, sizeBytes, hipMemcpyHostToDevice, "hipMemcpyHtoDAsync"); });
}

hipError_t hipMemcpyDtoHAsync(void* dst, hipDeviceptr_t src, size_t sizeBytes, hipStream_t stream) {
  return on_stream("hipMemcpyDtoHAsync", stream,
                   [&](Runtime& rt) { return copy(rt, dst, src, sizeBytes, hipMemcpyDeviceToHost, "hipMemcpyDtoHAsync"); });
}

hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, size_t sizeBytes, hipStream_t stream) {
  return on_stream("hipMemcpyDtoDAsync", stream,
                   [&](Runtime& rt) { return copy(rt, dst, src, sizeBytes, hipMemcpyDeviceToDevice, "hipMemcpyDtoDAsync"); });
}

hipError_t hipMemset(void* dst, int value, size_t sizeBytes) {
  return blocking("hipMemset", [&](Runtime& rt) { return fill(rt, dst, uint32_t(value), 1, sizeBytes, "hipMemset"); });
}

hipError_t hipMemsetAsync(void* dst, int value, size_t sizeBytes, hipStream_t stream) {
  return on_stream("hipMemsetAsync", stream, [&](Runtime& rt) { return fill(rt, dst, uint32_t(value), 1, sizeBytes, "hipMemsetAsync"); });
}

hipError_t hipMemsetD8(hipDeviceptr_t dest, unsigned char value, size_t count) {
  return blocking("hipMemsetD8", [&](Runtime& rt) { return fill(rt, dest, value, 1, count, "hipMemsetD8"); });
}

hipError_t hipMemsetD8Async(hipDeviceptr_t dest, unsigned char value, size_t count, hipStream_t stream) {
  return on_stream("hipMemsetD8Async", stream, [&](Runtime& rt) { return fill(rt, dest, value, 1, count, "hipMemsetD8Async"); });
}

hipError_t hipMemsetD16(hipDeviceptr_t dest, unsigned short value, size_t count) {
  return blocking("hipMemsetD16", [&](Runtime& rt) { return fill(rt, dest, value, 2, count, "hipMemsetD16"); });
}

hipError_t hipMemsetD16Async(hipDeviceptr_t dest, unsigned short value, size_t count, hipStream_t stream) {
  return on_stream("hipMemsetD16Async", stream, [&](Runtime& rt) { return fill(rt, dest, value, 2, count, "hipMemsetD16Async"); });
}

hipError_t hipMemsetD32(hipDeviceptr_t dest, int value, size_t count) {
  return blocking("hipMemsetD32", [&](Runtime& rt) { return fill(rt, dest, uint32_t(value), 4, count, "hipMemsetD32"); });
}

hipError_t hipMemsetD32Async(hipDeviceptr_t dst, int value, size_t count, hipStream_t stream) {
  return on_stream("hipMemsetD32Async", stream, [&](Runtime& rt) { return fill(rt, dst, uint32_t(value), 4, count, "hipMemsetD32Async"); });
}
