// engine/ir/printer.cpp — see printer.h.
#include "engine/ir/printer.h"

#include <unordered_map>

namespace irgate::engine {
namespace {

std::string attrs_str(const AttrMap& attrs) {
  std::string out = "{";
  bool first = true;
  for (const auto& [k, v] : attrs) {
    if (!first) out += ", ";
    first = false;
    out += k + " = " + attr_str(v);
  }
  return out + "}";
}

std::string def_str(const Value* v) { return "%" + std::to_string(v->id) + ":" + v->hint; }
std::string use_str(const Value* v) { return "%" + std::to_string(v->id); }

class Printer {
 public:
  std::string run(const Kernel& k) {
    out_ = std::string(kCanonicalHeader) + "\n";
    out_ += "kernel @" + k.name;
    if (!k.attrs.empty()) out_ += " " + attrs_str(k.attrs);
    out_ += "\n";
    for (const Param& p : k.params) {
      out_ += "  param " + def_str(p.value) + " : " + p.value->type.str();
      if (!p.attrs.empty()) out_ += " " + attrs_str(p.attrs);
      out_ += "\n";
    }
    region(k.entry, 1);
    out_ += "end\n";
    return std::move(out_);
  }

 private:
  void region(const Region& r, int depth) {
    for (const auto& op : r.ops) this->op(*op, depth);
  }

  void op(const Op& op, int depth) {
    std::string indent(2 * depth, ' ');
    std::string line = indent;
    for (size_t i = 0; i < op.results.size(); ++i) line += (i ? ", " : "") + def_str(op.results[i]);
    if (!op.results.empty()) line += " = ";
    line += std::string(op_info(op.code).name);
    for (size_t i = 0; i < op.operands.size(); ++i) line += (i ? ", " : " ") + use_str(op.operands[i]);
    if (!op.attrs.empty()) line += " " + attrs_str(op.attrs);
    if (op.code == Opcode::SCF_FOR) {
      line += " iv(" + def_str(op.region_args[0]) + ")";
      if (op.region_args.size() > 1) {
        line += " args(";
        for (size_t i = 1; i < op.region_args.size(); ++i) line += (i > 1 ? ", " : "") + def_str(op.region_args[i]);
        line += ")";
      }
    }
    if (!op.results.empty()) {
      line += " : ";
      for (size_t i = 0; i < op.results.size(); ++i) line += (i ? ", " : "") + op.results[i]->type.str();
    }
    if (op.regions.empty()) {
      out_ += line + "\n";
      return;
    }
    out_ += line + " {\n";
    region(op.regions[0], depth + 1);
    if (op.regions.size() > 1) {
      out_ += indent + "} else {\n";
      region(op.regions[1], depth + 1);
    }
    out_ += indent + "}\n";
  }

  std::string out_;
};

void number_region(Region& r, std::vector<Value*>& order) {
  for (auto& op : r.ops) {
    for (Value* v : op->results) order.push_back(v);
    for (Value* v : op->region_args) order.push_back(v);
    for (Region& nested : op->regions) number_region(nested, order);
  }
}

}  // namespace

std::string print_canonical(const Kernel& kernel) { return Printer().run(kernel); }

void renumber_canonical(Kernel& kernel) {
  std::vector<Value*> order;
  for (Param& p : kernel.params) order.push_back(p.value);
  number_region(kernel.entry, order);
  std::unordered_map<Value*, size_t> index;
  for (size_t i = 0; i < kernel.values.size(); ++i) index[kernel.values[i].get()] = i;
  std::vector<std::unique_ptr<Value>> sorted;
  for (Value* v : order) {
    v->id = static_cast<int>(sorted.size());
    sorted.push_back(std::move(kernel.values[index[v]]));
  }
  // Values defined nowhere (none in a verified kernel) keep ids after the defined ones.
  for (auto& v : kernel.values) {
    if (!v) continue;
    v->id = static_cast<int>(sorted.size());
    sorted.push_back(std::move(v));
  }
  kernel.values = std::move(sorted);
}

}  // namespace irgate::engine
