// support/engine_wire.h — what an engine call needs to cross into a worker process
// (support/worker.h): the engine by its name, the request, and the arch-domain table the request
// points at (a pointer means nothing in another process, so the table travels as bytes).
//
// Used by the services that run engines out of process: `emit` (parity/emit_worker.h) and
// `numerics` (runtime/isolated_numerics.h). The worker program supplies the engines it knows
// (`irgate`: reference and twin; the tests' worker adds its stand-ins), so an engine crosses by
// name and a stand-in needs a name of its own.
//
//   std::string m;  put_request(m, request);                      // parent
//   WireReader r(m);  irg_request_t req;  DomainStore domains;     // worker
//   if (!read_request(r, req, domains)) return Error{"malformed request"};
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "irgate/engine_api.h"
#include "support/result.h"
#include "support/wire.h"

namespace irgate {

// The engines a worker program can run, by irg_engine::name; nullptr for a name it lacks.
using EngineLookup = std::function<const irg_engine*(const std::string& name)>;

// The engine called `name`, or an Error naming it.
Result<const irg_engine*> find_engine(const EngineLookup& engines, const std::string& name);

// The request's bytes (its domain pointer cleared) and then its domain table, if it has one.
void put_request(std::string& out, const irg_request_t& request);

// The worker's copies of the domain tables it was sent, kept while the worker lives: parity sends
// the same few tables with every request, so each is decoded once.
class DomainStore {
 public:
  DomainStore();
  ~DomainStore();
  DomainStore(const DomainStore&) = delete;
  DomainStore& operator=(const DomainStore&) = delete;
  const irg_arch_domain_t* intern(const std::string& bytes);  // nullptr: malformed

 private:
  struct Table;
  std::vector<std::unique_ptr<Table>> tables_;
};

// Reads what put_request wrote; `request.domain` then points into `domains`.
bool read_request(WireReader& in, irg_request_t& request, DomainStore& domains);

}  // namespace irgate
