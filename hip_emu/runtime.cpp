// hip_emu/runtime.cpp — see runtime.h.
#include "hip_emu/runtime.h"

#include <cstdlib>

#include "hip_emu/errors.h"

namespace irgate::hipemu {

namespace {

int& thread_device() {
  thread_local int device = 0;
  return device;
}

template <class T>
T* find_handle(std::map<const void*, std::unique_ptr<T>>& handles, const void* h) {
  auto it = handles.find(h);
  return it == handles.end() ? nullptr : it->second.get();
}

}  // namespace

Runtime& Runtime::instance() {
  static Runtime runtime;
  return runtime;
}

Runtime::Runtime() {
  auto config = load_config([](const char* name) { return std::getenv(name); });
  if (!config) {
    config_error_ = config.error().message;
    note("no device: " + config_error_);
    config_.arches.clear();
    return;
  }
  config_ = *config;
  for (const std::string& arch : config_.arches) {
    auto info = emu::arch_info(arch);  // checked by load_config
    devices_.push_back(std::make_unique<Device>(int(devices_.size()), *info, config_, memory_));
    default_streams_.push_back(std::make_unique<Stream>(Stream{int(default_streams_.size())}));
  }
}

hipError_t Runtime::ready() const {
  if (!devices_.empty()) return hipSuccess;
  return fail(hipErrorNoDevice, "the emulated device has no device: " + config_error_);
}

std::string Runtime::describe() const {
  std::string s;
  for (const auto& d : devices_) s += (s.empty() ? "" : ", ") + d->arch().name;
  return (s.empty() ? "no device" : s) + " (" + config_.origin + ")";
}

Device* Runtime::device(int index) {
  return index >= 0 && index < device_count() ? devices_[size_t(index)].get() : nullptr;
}

Device* Runtime::owner(uint64_t address, uint64_t bytes) {
  for (auto& d : devices_)
    if (d->holding(address, bytes)) return d.get();
  return nullptr;
}

int Runtime::current_index() const { return thread_device(); }
void Runtime::set_current(int index) { thread_device() = index; }

Stream* Runtime::stream(hipStream_t h) {
  if (h == nullptr || h == hipStreamPerThread) return default_streams_[size_t(current_index())].get();
  return find_handle(streams_, h);
}

hipStream_t Runtime::create_stream(int device) {
  auto s = std::make_unique<Stream>(Stream{device});
  const void* key = s.get();
  streams_[key] = std::move(s);
  return static_cast<hipStream_t>(const_cast<void*>(key));
}

bool Runtime::destroy_stream(hipStream_t h) { return streams_.erase(h) > 0; }

hipError_t Runtime::synchronize(Stream& s) {
  if (s.pending == hipSuccess) return hipSuccess;
  const hipError_t e = s.pending;
  s.pending = hipSuccess;
  return fail(e, std::move(s.pending_detail));
}

hipError_t Runtime::synchronize_device(int device) {
  hipError_t first = hipSuccess;
  auto take = [&](Stream& s) {
    if (s.device != device) return;
    const hipError_t e = synchronize(s);
    if (first == hipSuccess) first = e;
  };
  take(*default_streams_[size_t(device)]);
  for (auto& [key, s] : streams_) take(*s);
  return first;
}

Event* Runtime::event(hipEvent_t h) { return find_handle(events_, h); }

hipEvent_t Runtime::create_event() {
  auto e = std::make_unique<Event>();
  const void* key = e.get();
  events_[key] = std::move(e);
  return static_cast<hipEvent_t>(const_cast<void*>(key));
}

bool Runtime::destroy_event(hipEvent_t h) { return events_.erase(h) > 0; }

Module* Runtime::module(hipModule_t h) { return find_handle(modules_, h); }

hipModule_t Runtime::adopt_module(std::unique_ptr<Module> m) {
  const void* key = m.get();
  modules_[key] = std::move(m);
  return static_cast<hipModule_t>(const_cast<void*>(key));
}

bool Runtime::unload_module(hipModule_t h) { return modules_.erase(h) > 0; }

Function* Runtime::function(hipFunction_t h) {
  for (auto& [key, m] : modules_)
    for (auto& [name, f] : m->functions)
      if (handle_of(f.get()) == h) return f.get();
  return nullptr;
}

void Runtime::reset_device(int device) {
  std::erase_if(modules_, [&](const auto& kv) { return kv.second->device == device; });
  std::erase_if(streams_, [&](const auto& kv) { return kv.second->device == device; });
  std::erase_if(events_, [&](const auto& kv) { return kv.second->device == device; });
  *default_streams_[size_t(device)] = Stream{device};
  devices_[size_t(device)]->reset();
}

}  // namespace irgate::hipemu
