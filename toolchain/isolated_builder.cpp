// toolchain/isolated_builder.cpp — see isolated_builder.h.
#include "toolchain/isolated_builder.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>

#include "support/subprocess.h"

namespace irgate::toolchain {
namespace {

using Clock = std::chrono::steady_clock;
constexpr const char* kStderrFile = "backend.stderr";
constexpr int kChildSocket = 3;  // where the child keeps its end, after closing every other fd

// Messages are read by the same binary that wrote them, so fixed-width fields in host order do.
void put_string(std::string& out, const std::string& s) {
  const uint64_t n = s.size();
  out.append(reinterpret_cast<const char*>(&n), sizeof n).append(s);
}

void put_double(std::string& out, double d) { out.append(reinterpret_cast<const char*>(&d), sizeof d); }

class Reader {
 public:
  explicit Reader(const std::string& bytes) : bytes_(bytes) {}
  bool string(std::string& s) {
    uint64_t n = 0;
    if (!raw(&n, sizeof n) || n > bytes_.size() - at_) return false;
    s = bytes_.substr(at_, n);
    at_ += n;
    return true;
  }
  bool real(double& d) { return raw(&d, sizeof d); }
  bool at_end() const { return at_ == bytes_.size(); }

 private:
  bool raw(void* to, size_t n) {
    if (n > bytes_.size() - at_) return false;
    std::memcpy(to, bytes_.data() + at_, n);
    at_ += n;
    return true;
  }
  const std::string& bytes_;
  size_t at_ = 0;
};

std::string encode(const BuiltObject& b) {
  std::string out;
  put_string(out, b.code_object);
  put_string(out, b.notes);
  put_string(out, b.failure);
  for (double s : {b.seconds.verify, b.seconds.compile, b.seconds.link, b.seconds.metadata}) put_double(out, s);
  return out;
}

bool decode(const std::string& bytes, BuiltObject& b) {
  Reader r(bytes);
  return r.string(b.code_object) && r.string(b.notes) && r.string(b.failure) && r.real(b.seconds.verify) &&
         r.real(b.seconds.compile) && r.real(b.seconds.link) && r.real(b.seconds.metadata) && r.at_end();
}

// A message on the socket: its length (u64), then its bytes. MSG_NOSIGNAL: a dead peer is an
// error return here, not SIGPIPE.
bool send_message(int fd, const std::string& body) {
  std::string framed;
  put_string(framed, body);
  for (size_t at = 0; at < framed.size();) {
    const ssize_t n = ::send(fd, framed.data() + at, framed.size() - at, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    at += static_cast<size_t>(n);
  }
  return true;
}

enum class Got { message, closed, timed_out };

// Reads exactly n bytes before `deadline` (none: wait as long as it takes).
Got read_exact(int fd, char* to, size_t n, const Clock::time_point* deadline) {
  for (size_t at = 0; at < n;) {
    if (deadline) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - Clock::now()).count();
      if (left <= 0) return Got::timed_out;
      pollfd p{fd, POLLIN, 0};
      const int ready = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 1 << 30)));
      if (ready < 0 && errno == EINTR) continue;
      if (ready < 0) return Got::closed;
      if (ready == 0) continue;  // the loop re-checks the deadline
    }
    const ssize_t got = ::read(fd, to + at, n - at);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return Got::closed;
    at += static_cast<size_t>(got);
  }
  return Got::message;
}

Got receive_message(int fd, std::string& body, const Clock::time_point* deadline) {
  uint64_t n = 0;
  if (Got g = read_exact(fd, reinterpret_cast<char*>(&n), sizeof n, deadline); g != Got::message) return g;
  body.resize(n);
  return read_exact(fd, body.data(), n, deadline);
}

// The first line the child wrote that says something ("LLVM ERROR: Cannot select: ..."), or "".
std::string first_stderr_line(const std::filesystem::path& file) {
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) return line;
  return "";
}

}  // namespace

IsolatedBuilder::~IsolatedBuilder() {
  if (child_ > 0) bury_child(false);
}

bool IsolatedBuilder::start_child() {
  int ends[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) return false;
  const pid_t pid = ::fork();
  if (pid < 0) {
    const int why = errno;  // build() names it; close() must not replace it
    ::close(ends[0]), ::close(ends[1]);
    errno = why;
    return false;
  }
  if (pid == 0) {
    // Keep only stdio and this end: a copy of another worker's socket held here would hide that
    // worker's child's death from its parent (no end of file while any copy is open).
    const int mine = ::fcntl(ends[1], F_DUPFD, 64);
    if (mine < 0 || ::dup2(mine, kChildSocket) < 0) ::_exit(3);
    ::close_range(kChildSocket + 1, ~0U, 0);
    serve(kChildSocket);
  }
  ::close(ends[1]);
  child_ = pid;
  socket_ = ends[0];
  return true;
}

void IsolatedBuilder::serve(int socket) {
  for (std::string request;;) {
    if (receive_message(socket, request, nullptr) != Got::message) ::_exit(0);  // the parent is done
    Reader r(request);
    std::string scratch, text, arch;
    if (!r.string(scratch) || !r.string(text) || !r.string(arch)) ::_exit(4);
    // This kernel's stderr, alone, in its own scratch folder: the parent reads it after a crash.
    const int fd = ::open((std::filesystem::path(scratch) / kStderrFile).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) ::dup2(fd, STDERR_FILENO), ::close(fd);
    if (!send_message(socket, encode(inner_->build(scratch, text, arch)))) ::_exit(0);
  }
}

std::string IsolatedBuilder::bury_child(bool kill_first) {
  ::close(socket_);  // a live child reads end of input and exits
  socket_ = -1;
  if (kill_first) ::kill(child_, SIGKILL);
  int status = 0;
  while (::waitpid(child_, &status, 0) < 0 && errno == EINTR) {
  }
  child_ = -1;
  IsolatedResult how;
  if (WIFSIGNALED(status)) how.signal = WTERMSIG(status);
  if (WIFEXITED(status)) how.exit_code = WEXITSTATUS(status);
  return how.describe();
}

BuiltObject IsolatedBuilder::build(const std::filesystem::path& scratch, const std::string& ll_text,
                                   const std::string& arch) {
  if (child_ <= 0 && !start_child())
    return BuiltObject{.failure = std::string("crash: cannot start a build child: ") + std::strerror(errno)};
  std::string request;
  put_string(request, scratch.string());
  put_string(request, ll_text);
  put_string(request, arch);
  const auto deadline = Clock::now() + timeout_;
  std::string reply;
  const Got got = send_message(socket_, request) ? receive_message(socket_, reply, &deadline) : Got::closed;
  BuiltObject b;
  if (got == Got::message && decode(reply, b)) return b;
  b = BuiltObject{};
  if (got == Got::timed_out) {
    bury_child(true);
    b.failure = "crash: timed out";
    return b;
  }
  b.failure = "crash: " + bury_child(false);
  if (const std::string line = first_stderr_line(scratch / kStderrFile); !line.empty()) b.failure += ": " + line;
  return b;
}

}  // namespace irgate::toolchain
