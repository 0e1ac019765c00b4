// hip_emu/api_stream.cpp — the stream and event calls of libirgate_hipemu.
//
// Work runs when it is submitted (runtime.h), so a stream is always idle: a query is hipSuccess,
// a wait on an event is already satisfied, and synchronizing reports the fault a kernel on the
// stream left pending. An event records the device clock: the estimated time of the launches
// before it (launch_estimate.h), which hipEventElapsedTime reports. An estimate, not a timing.
#include "hip_emu/entry.h"

using namespace irgate::hipemu;

namespace {

hipError_t event_of(Runtime& rt, hipEvent_t h, const char* call, Event*& out) {
  out = rt.event(h);
  return out ? hipSuccess : fail(hipErrorInvalidHandle, std::string(call) + ": not an event of this process");
}

hipError_t create_stream(hipStream_t* stream, const char* call) {
  if (!stream) return fail(hipErrorInvalidValue, std::string(call) + ": stream is null");
  return entry(call, [&](Runtime& rt) {
    *stream = rt.create_stream(rt.current_index());
    return hipSuccess;
  });
}

hipError_t create_event(hipEvent_t* event, const char* call) {
  if (!event) return fail(hipErrorInvalidValue, std::string(call) + ": event is null");
  return entry(call, [&](Runtime& rt) {
    *event = rt.create_event();
    return hipSuccess;
  });
}

}  // namespace

hipError_t hipStreamCreate(hipStream_t* stream) { return create_stream(stream, "hipStreamCreate"); }

hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) {
  (void)flags;  // blocking or not: every stream is in order with every other here
  return create_stream(stream, "hipStreamCreateWithFlags");
}

hipError_t hipStreamDestroy(hipStream_t stream) {
  return entry("hipStreamDestroy", [&](Runtime& rt) {
    if (!stream || stream == hipStreamPerThread) return fail(hipErrorInvalidHandle, "hipStreamDestroy: the default stream");
    return rt.destroy_stream(stream) ? hipSuccess : fail(hipErrorInvalidHandle, "hipStreamDestroy: not a stream of this process");
  });
}

hipError_t hipStreamSynchronize(hipStream_t stream) {
  return entry("hipStreamSynchronize", [&](Runtime& rt) {
    Stream* s;
    if (hipError_t e = stream_of(rt, stream, "hipStreamSynchronize", s)) return e;
    return rt.synchronize(*s);
  });
}

hipError_t hipStreamQuery(hipStream_t stream) {
  return entry("hipStreamQuery", [&](Runtime& rt) {
    Stream* s;
    return stream_of(rt, stream, "hipStreamQuery", s);
  });
}

hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags) {
  (void)flags;
  return entry("hipStreamWaitEvent", [&](Runtime& rt) {
    Stream* s;
    Event* e;
    if (hipError_t err = stream_of(rt, stream, "hipStreamWaitEvent", s)) return err;
    return event_of(rt, event, "hipStreamWaitEvent", e);
  });
}

int hipGetStreamDeviceId(hipStream_t stream) {
  int device = -1;
  (void)entry("hipGetStreamDeviceId", [&](Runtime& rt) {
    Stream* s;
    if (hipError_t e = stream_of(rt, stream, "hipGetStreamDeviceId", s)) return e;
    device = s->device;
    return hipSuccess;
  });
  return device;
}

hipError_t hipEventCreate(hipEvent_t* event) { return create_event(event, "hipEventCreate"); }

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  (void)flags;  // timing or not, blocking or not: an event always holds the estimated time
  return create_event(event, "hipEventCreateWithFlags");
}

hipError_t hipEventDestroy(hipEvent_t event) {
  return entry("hipEventDestroy", [&](Runtime& rt) {
    return rt.destroy_event(event) ? hipSuccess : fail(hipErrorInvalidHandle, "hipEventDestroy: not an event of this process");
  });
}

hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  return entry("hipEventRecord", [&](Runtime& rt) {
    Stream* s;
    Event* e;
    if (hipError_t err = stream_of(rt, stream, "hipEventRecord", s)) return err;
    if (hipError_t err = event_of(rt, event, "hipEventRecord", e)) return err;
    e->device = s->device;
    e->stream = stream;
    e->recorded = true;
    e->time_us = rt.device(s->device)->clock_us;
    return hipSuccess;
  });
}

hipError_t hipEventSynchronize(hipEvent_t event) {
  return entry("hipEventSynchronize", [&](Runtime& rt) {
    Event* e;
    if (hipError_t err = event_of(rt, event, "hipEventSynchronize", e)) return err;
    if (!e->recorded) return hipSuccess;
    const bool default_stream = !e->stream || e->stream == hipStreamPerThread;
    Stream* s = default_stream ? rt.default_stream(e->device) : rt.stream(e->stream);
    return s ? rt.synchronize(*s) : rt.synchronize_device(e->device);  // its stream was destroyed since
  });
}

hipError_t hipEventQuery(hipEvent_t event) {
  return entry("hipEventQuery", [&](Runtime& rt) {
    Event* e;
    return event_of(rt, event, "hipEventQuery", e);
  });
}

hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  if (!ms) return fail(hipErrorInvalidValue, "hipEventElapsedTime: ms is null");
  return entry("hipEventElapsedTime", [&](Runtime& rt) {
    Event *a, *b;
    if (hipError_t err = event_of(rt, start, "hipEventElapsedTime", a)) return err;
    if (hipError_t err = event_of(rt, stop, "hipEventElapsedTime", b)) return err;
    if (!a->recorded || !b->recorded)
      return fail(hipErrorInvalidHandle, "hipEventElapsedTime: an event that was never recorded");
    if (a->device != b->device)
      return fail(hipErrorInvalidValue, "hipEventElapsedTime: events recorded on different devices");
    *ms = float((b->time_us - a->time_us) / 1000.0);  // the executor's estimate (launch_estimate.h)
    return hipSuccess;
  });
}
