// parity/emit_worker.cpp — see emit_worker.h.
#include "parity/emit_worker.h"

#include <memory>
#include <sstream>

namespace irgate::parity {
namespace {

std::string names_of(const std::vector<const irg_engine*>& engines) {
  std::string names;
  for (const irg_engine* e : engines) names += std::string(e->name) + "\n";
  return names;
}

}  // namespace

WorkerService emit_service(EngineLookup lookup) {
  return {"emit", [lookup](const std::string& init) -> Result<WorkerHandler> {
            std::vector<const irg_engine*> engines;
            std::istringstream names(init);
            for (std::string name; std::getline(names, name);) {
              auto e = find_engine(lookup, name);
              if (!e) return e.error();
              engines.push_back(*e);
            }
            if (engines.empty()) return Error{"no engine named"};
            auto domains = std::make_shared<DomainStore>();
            return WorkerHandler([engines, domains](const std::string& bytes) -> Result<std::string> {
              WireReader in(bytes);
              irg_request_t request;
              if (!read_request(in, request, *domains) || !in.at_end()) return Error{"malformed emit request"};
              std::vector<EngineOutcome> outcomes;
              for (const irg_engine* e : engines) outcomes.push_back(run_engine(e, request));
              return to_wire(outcomes);
            });
          }};
}

EmitWorker::EmitWorker(const std::vector<const irg_engine*>& engines)
    : engines_(engines.size()), client_("emit", names_of(engines)) {}

Result<std::vector<EngineOutcome>> EmitWorker::emit(const irg_request_t& request, std::chrono::milliseconds timeout) {
  std::string bytes;
  put_request(bytes, request);
  IsolatedResult r = client_.call(bytes, timeout);
  if (!r.completed) return Error{r.describe()};
  auto outcomes = from_wire(r.payload);
  if (outcomes && outcomes->size() != engines_) return Error{"the worker answered for another number of engines"};
  return outcomes;
}

}  // namespace irgate::parity
