// support/wire.h — bytes between an irgate process and the worker it started: length-framed
// messages on a stream socket, and a small binary encoding for what goes inside them.
//
// Both ends are the same build of irgate (the worker handshake checks it, support/worker.h), so
// fixed-width fields in host byte order are enough. Used by the worker protocol and by the
// services' own requests and replies (toolchain/isolated_builder.cpp, support/engine_wire.cpp).
//
//   std::string m;  put_string(m, scratch);  put_pod(m, int32_t{7});
//   if (!send_message(fd, m)) ...;                   // the peer is gone
//   WireReader r(reply);  std::string s;  int32_t n;
//   if (!r.string(s) || !r.pod(n) || !r.at_end()) ...;   // malformed
#pragma once

#include <chrono>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

namespace irgate {

// A u64 length, then the bytes.
void put_string(std::string& out, const std::string& s);

template <class T>
void put_pod(std::string& out, const T& v) {
  static_assert(std::is_trivially_copyable_v<T>);
  out.append(reinterpret_cast<const char*>(&v), sizeof v);
}

// Reads what put_string / put_pod wrote, in order; every read says whether the bytes were there.
class WireReader {
 public:
  explicit WireReader(const std::string& bytes) : bytes_(bytes) {}
  bool string(std::string& s);
  template <class T>
  bool pod(T& v) {
    static_assert(std::is_trivially_copyable_v<T>);
    if (sizeof v > bytes_.size() - at_) return false;
    std::memcpy(&v, bytes_.data() + at_, sizeof v);
    at_ += sizeof v;
    return true;
  }
  bool at_end() const { return at_ == bytes_.size(); }

 private:
  const std::string& bytes_;
  size_t at_ = 0;
};

// One framed message (put_string of `body`). False when the peer is gone; never SIGPIPE.
bool send_message(int fd, const std::string& body);

enum class Received { message, closed, timed_out };

// Reads one framed message, waiting until `deadline` (nullptr: as long as it takes).
Received receive_message(int fd, std::string& body, const std::chrono::steady_clock::time_point* deadline);

}  // namespace irgate
