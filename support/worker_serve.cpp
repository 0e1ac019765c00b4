// support/worker_serve.cpp — see worker_serve.h. The protocol, message by message:
//   worker -> parent   worker_hello()
//   parent -> worker   the init bytes
//   worker -> parent   "K" (serving) or "E<why>" (then it exits 2)
//   then, per request: parent -> worker the request; worker -> parent "R<reply>" or "E<why>".
#include "support/worker_serve.h"

#include <fcntl.h>
#include <sys/socket.h>

#include <csignal>
#include <cstdio>

#include "irgate/abi.h"
#include "support/wire.h"

namespace irgate {
namespace {

constexpr int kSocket = 3;  // where WorkerClient leaves the worker's end (worker.cpp)

bool is_socket(int fd) {
  int type = 0;
  socklen_t len = sizeof type;
  return ::getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) == 0 && type == SOCK_STREAM;
}

}  // namespace

std::string worker_hello() { return "irgate-worker 1 abi " + std::to_string(IRGATE_ABI_VERSION); }

int serve_worker(const std::string& service, const std::vector<WorkerService>& services) {
  if (!is_socket(kSocket)) {
    std::fprintf(stderr, "irgate worker: no parent socket on fd %d (irgate starts its workers itself)\n", kSocket);
    return 2;
  }
  ::fcntl(kSocket, F_SETFD, FD_CLOEXEC);  // not inherited by what a service runs (llc, ...)
  // A file-size limit is a failed write (EFBIG) the parent reports as a full disk, not a crash
  // (the spawn reset every signal to its default).
  std::signal(SIGXFSZ, SIG_IGN);
  std::string init;
  if (!send_message(kSocket, worker_hello()) || receive_message(kSocket, init, nullptr) != Received::message)
    return 2;
  const WorkerService* chosen = nullptr;
  std::string offered;
  for (const WorkerService& s : services) {
    if (s.name == service) chosen = &s;
    offered += (offered.empty() ? "" : ", ") + s.name;
  }
  if (!chosen) {
    send_message(kSocket, "Eunknown worker service '" + service + "' (this program serves " + offered + ")");
    return 2;
  }
  Result<WorkerHandler> handler = chosen->open(init);
  if (!handler) {
    send_message(kSocket, "Eworker service '" + service + "' refused its start: " + handler.error().message);
    return 2;
  }
  if (!send_message(kSocket, "K")) return 0;
  for (std::string request;;) {
    if (receive_message(kSocket, request, nullptr) != Received::message) return 0;  // the parent is done
    Result<std::string> reply = (*handler)(request);
    if (!send_message(kSocket, reply ? "R" + *reply : "E" + reply.error().message)) return 0;
  }
}

}  // namespace irgate
