// support/wire.cpp — see wire.h.
#include "support/wire.h"

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace irgate {
namespace {

using Clock = std::chrono::steady_clock;

// Refuses a length no worker message can have (a corrupted frame must not allocate 2^60 bytes).
constexpr uint64_t kMaxMessage = uint64_t{1} << 34;

Received read_exact(int fd, char* to, size_t n, const Clock::time_point* deadline) {
  for (size_t at = 0; at < n;) {
    if (deadline) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - Clock::now()).count();
      if (left <= 0) return Received::timed_out;
      pollfd p{fd, POLLIN, 0};
      const int ready = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 1 << 30)));
      if (ready < 0 && errno == EINTR) continue;
      if (ready < 0) return Received::closed;
      if (ready == 0) continue;  // the loop re-checks the deadline
    }
    const ssize_t got = ::read(fd, to + at, n - at);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return Received::closed;
    at += static_cast<size_t>(got);
  }
  return Received::message;
}

bool send_all(int fd, const char* data, size_t n, int flags) {
  for (size_t at = 0; at < n;) {
    const ssize_t sent = ::send(fd, data + at, n - at, flags | MSG_NOSIGNAL);
    if (sent < 0 && errno == EINTR) continue;
    if (sent <= 0) return false;
    at += static_cast<size_t>(sent);
  }
  return true;
}

}  // namespace

void put_string(std::string& out, const std::string& s) {
  put_pod(out, uint64_t{s.size()});
  out.append(s);
}

bool WireReader::string(std::string& s) {
  uint64_t n = 0;
  if (!pod(n) || n > bytes_.size() - at_) return false;
  s.assign(bytes_, at_, n);
  at_ += n;
  return true;
}

bool send_message(int fd, const std::string& body) {
  const uint64_t n = body.size();
  // MSG_MORE: the length and the body leave as one segment, without copying the body.
  return send_all(fd, reinterpret_cast<const char*>(&n), sizeof n, MSG_MORE) && send_all(fd, body.data(), n, 0);
}

Received receive_message(int fd, std::string& body, const Clock::time_point* deadline) {
  uint64_t n = 0;
  if (Received g = read_exact(fd, reinterpret_cast<char*>(&n), sizeof n, deadline); g != Received::message) return g;
  if (n > kMaxMessage) return Received::closed;
  body.resize(n);
  return read_exact(fd, body.data(), n, deadline);
}

}  // namespace irgate
