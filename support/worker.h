// support/worker.h — irgate code run out of process: a worker is a fresh process, started by
// exec of an irgate program in its worker mode, that serves request after request over a socket.
//
// Crash isolation used to fork the (multithreaded) caller and keep running C++ and libLLVM in
// the child; POSIX promises nothing there (it cost an ASan deadlock and a liblld thread-pool
// hang). A worker starts by exec instead (posix_spawn: no fork handlers, no code of ours runs
// before the exec), so it owns every lock it inherits. A request that crashes, aborts or hangs
// its worker is that request's failure ("killed by signal 11 (Segmentation fault)", "timed
// out"); the next call starts a new worker. What a worker serves is a named service
// (support/worker_serve.h): `emit` (parity/emit_worker.h), `numerics`
// (runtime/isolated_numerics.h), `build` (toolchain/isolated_builder.h).
//
// The program started is $IRGATE_WORKER with the arguments `worker <service>`. `irgate` sets
// the variable to its own executable when it is unset (so its lanes run irgate itself); ctest
// sets it to build/tests/support_lib/irgate_test_worker, which also serves the tests' stand-ins.
// A program that is not an irgate worker fails the handshake and every call, loudly.
//
//   WorkerClient w("numerics", "reference");
//   IsolatedResult r = w.call(request_bytes, std::chrono::minutes(2));
//   if (!r.completed) std::cerr << "case failed: " << r.describe() << "\n";
#pragma once

#include <sys/types.h>

#include <chrono>
#include <string>

#include "support/result.h"

namespace irgate {

// How one call to a worker ended.
struct IsolatedResult {
  bool completed = false;  // the worker answered; payload is its reply
  int signal = 0;          // the signal that killed the worker
  int exit_code = 0;
  bool timed_out = false;
  std::string failure;     // the worker could not be started, or refused the service or request
  std::string payload;
  std::string describe() const;  // "killed by signal 11 (Segmentation fault)", "timed out", ...
};

// The program that serves workers: $IRGATE_WORKER, or an Error saying how to set it.
Result<std::string> worker_program();

// Sets IRGATE_WORKER to this process's own executable unless it is already set. Called by
// `irgate`'s main before it starts any thread (setenv is not thread-safe).
void offer_self_as_worker();

class WorkerClient {
 public:
  // `init` is handed to the service once per worker process (which engine, which toolchain).
  WorkerClient(std::string service, std::string init,
               std::chrono::milliseconds start_timeout = std::chrono::seconds(60))
      : service_(std::move(service)), init_(std::move(init)), start_timeout_(start_timeout) {}
  ~WorkerClient();  // closes the socket: the worker reads end of input and exits
  WorkerClient(const WorkerClient&) = delete;
  WorkerClient& operator=(const WorkerClient&) = delete;

  // One request, answered within `timeout` (a worker's start-up is not counted in it). A worker
  // that dies or outlives the timeout is reaped (killed first, on a timeout); the next call
  // starts a new one. A worker that cannot be started (no program, not a worker, a refused
  // service) fails this call and every later one with the same words, without trying again.
  IsolatedResult call(const std::string& request, std::chrono::milliseconds timeout);

  pid_t pid() const { return pid_; }  // the running worker, or -1

 private:
  bool start(IsolatedResult& failed);
  void bury(bool kill_first, IsolatedResult& how);  // reaps the worker; fills signal / exit_code

  std::string service_, init_;
  std::chrono::milliseconds start_timeout_;
  std::string start_failure_;  // why the last start failed ("" if it did not)
  pid_t pid_ = -1;
  int socket_ = -1;  // this end of the socket pair
};

}  // namespace irgate
