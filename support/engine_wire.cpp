// support/engine_wire.cpp — see engine_wire.h.
#include "support/engine_wire.h"

namespace irgate {
namespace {

std::string domain_bytes(const irg_arch_domain_t& d) {
  std::string out;
  put_pod(out, d.flavor);
  for (const auto& per_key : d.cells)
    for (const irg_domain_cell_t& c : per_key) {
      put_pod(out, c.status);
      put_string(out, c.evidence ? c.evidence : "");
    }
  return out;
}

}  // namespace

struct DomainStore::Table {
  std::string bytes;
  irg_arch_domain_t table{};
  std::vector<std::string> evidence;  // what table.cells[..][..].evidence point at
};

DomainStore::DomainStore() = default;
DomainStore::~DomainStore() = default;

const irg_arch_domain_t* DomainStore::intern(const std::string& bytes) {
  for (const auto& t : tables_)
    if (t->bytes == bytes) return &t->table;
  auto t = std::make_unique<Table>();
  t->bytes = bytes;
  WireReader in(t->bytes);
  if (!in.pod(t->table.flavor)) return nullptr;
  t->evidence.resize(sizeof t->table.cells / sizeof t->table.cells[0][0]);
  size_t i = 0;
  for (auto& per_key : t->table.cells)
    for (irg_domain_cell_t& c : per_key) {
      if (!in.pod(c.status) || !in.string(t->evidence[i])) return nullptr;
      c.evidence = t->evidence[i++].c_str();
    }
  if (!in.at_end()) return nullptr;
  tables_.push_back(std::move(t));
  return &tables_.back()->table;
}

Result<const irg_engine*> find_engine(const EngineLookup& engines, const std::string& name) {
  if (const irg_engine* e = engines(name)) return e;
  return Error{"this worker program has no engine '" + name + "'"};
}

void put_request(std::string& out, const irg_request_t& request) {
  irg_request_t bare = request;
  bare.domain = nullptr;
  put_pod(out, bare);
  put_pod(out, uint8_t{request.domain != nullptr});
  if (request.domain) put_string(out, domain_bytes(*request.domain));
}

bool read_request(WireReader& in, irg_request_t& request, DomainStore& domains) {
  uint8_t has_domain = 0;
  if (!in.pod(request) || !in.pod(has_domain)) return false;
  request.domain = nullptr;
  if (!has_domain) return true;
  std::string bytes;
  if (!in.string(bytes)) return false;
  request.domain = domains.intern(bytes);
  return request.domain != nullptr;
}

}  // namespace irgate
