// engine/ir/parser.cpp — see parser.h. A line-oriented recursive-descent reader.
#include "engine/ir/parser.h"

#include <cerrno>
#include <cstdlib>
#include <unordered_map>

#include "engine/ir/printer.h"
#include "engine/refusal.h"

namespace irgate::engine {
namespace {

bool is_attr_key(const std::string& k) {
  if (k.empty() || !((k[0] >= 'a' && k[0] <= 'z') || k[0] == '_')) return false;
  for (char ch : k)
    if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_')) return false;
  return true;
}

// [-a-zA-Z$._][-a-zA-Z$._0-9]*: printed unquoted as @<name> and @lds.<name>.
bool is_llvm_identifier(const std::string& n) {
  auto head = [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) || ch == '-' || ch == '$' || ch == '.' || ch == '_'; };
  if (n.empty() || !head(n[0])) return false;
  for (char ch : n)
    if (!head(ch) && !std::isdigit(static_cast<unsigned char>(ch))) return false;
  return true;
}

class LineCursor {
 public:
  LineCursor(std::string_view line, int number) : s_(line), line_(number) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw_refusal(RefusalId::ir_malformed, line_, (what + " at column " + std::to_string(pos_ + 1)).c_str());
  }
  bool done() const { return pos_ >= s_.size(); }
  // An attribute dict starts with '{' that is not the region opener ending the line.
  bool peek_attrs() const { return peek("{") && pos_ + 1 < s_.size(); }
  bool peek(std::string_view tok) const { return s_.substr(pos_).starts_with(tok); }
  bool accept(std::string_view tok) {
    if (!peek(tok)) return false;
    pos_ += tok.size();
    return true;
  }
  void expect(std::string_view tok) {
    if (!accept(tok)) fail("expected '" + std::string(tok) + "'");
  }
  std::string_view word() {  // [A-Za-z0-9_.<>-]+
    size_t start = pos_;
    while (pos_ < s_.size()) {
      char c = s_[pos_];
      bool ok = std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '<' ||
                c == '>' || c == '-' || c == '+';
      if (!ok) break;
      ++pos_;
    }
    if (start == pos_) fail("expected a word");
    return s_.substr(start, pos_ - start);
  }
  // A value id: 1 to 9 decimal digits, nothing else (docs/ir-format.md §Values), so it never
  // overflows an int and a sign or a wrap cannot alias another id.
  int number() {
    std::string_view w = word();
    if (w.empty() || w.find_first_not_of("0123456789") != std::string_view::npos) fail("expected a value number");
    if (w.size() > 9) fail("value id too large (more than 9 digits)");
    int v = 0;
    for (char ch : w) v = v * 10 + (ch - '0');
    return v;
  }
  // The text up to and including `last` (to the end of the line when it is missing).
  std::string_view through(char last) {
    size_t start = pos_;
    while (pos_ < s_.size() && s_[pos_] != last) ++pos_;
    if (pos_ < s_.size()) ++pos_;
    return s_.substr(start, pos_ - start);
  }
  // The text up to (not including) any of `stops`, or to the end of the line; may be empty.
  std::string_view until(std::string_view stops) {
    size_t start = pos_;
    while (pos_ < s_.size() && stops.find(s_[pos_]) == std::string_view::npos) ++pos_;
    return s_.substr(start, pos_ - start);
  }
  // "…" with only \" and \\ escaped (docs/ir-format.md §Attributes); any other escape is malformed.
  std::string string_literal() {
    expect("\"");
    std::string out;
    while (pos_ < s_.size() && s_[pos_] != '"') {
      if (s_[pos_] == '\\') {
        if (pos_ + 1 >= s_.size() || (s_[pos_ + 1] != '"' && s_[pos_ + 1] != '\\')) fail("bad escape in a string");
        ++pos_;
      }
      out += s_[pos_++];
    }
    expect("\"");
    return out;
  }

 private:
  std::string_view s_;
  size_t pos_ = 0;
  int line_;
};

class Parser {
 public:
  explicit Parser(std::string_view text) {
    size_t start = 0;
    while (start < text.size()) {
      size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      lines_.push_back(text.substr(start, end - start));
      start = end + 1;
    }
  }

  Kernel run() {
    for (size_t i = 0; i < lines_.size(); ++i)
      if (lines_[i].find('\0') != std::string_view::npos)
        throw_refusal(RefusalId::ir_malformed, static_cast<int>(i + 1), "a NUL byte");
    if (lines_.empty() || lines_[0] != kCanonicalHeader)
      throw_refusal(RefusalId::ir_malformed, 1, (std::string("expected '") + kCanonicalHeader + "'").c_str());
    LineCursor head = cursor(2);
    head.expect("kernel @");
    kernel_.name = std::string(head.until(" "));
    if (!is_llvm_identifier(kernel_.name)) head.fail("the kernel name is not an LLVM identifier");
    head.expect(" ");  // the attribute braces are part of the layout, even when empty
    kernel_.attrs = attrs(head);
    if (!head.done()) head.fail("unexpected text");
    next_ = 2;
    while (next_ < lines_.size() && trimmed(next_).starts_with("param ")) param();
    region(kernel_.entry, "end");
    if (next_ < lines_.size())
      throw_refusal(RefusalId::ir_malformed, static_cast<int>(next_ + 1), "text after 'end'");
    // Ids defined twice or never are verifier matters (ir_invalid), judged once the whole text
    // parsed, so a later syntax error still reports as ir_malformed.
    if (!invalid_.empty()) throw_refusal(RefusalId::ir_invalid, invalid_.c_str());
    renumber_canonical(kernel_);
    return std::move(kernel_);
  }

 private:
  // Line `index` (1-based); past the end of the text, an empty line, so the caller's expectation
  // fails as ir_malformed there instead of reading past the lines (fuzz/tile_ir_differential: a
  // text of the header line alone).
  LineCursor cursor(size_t index) {
    std::string_view l = index <= lines_.size() ? lines_[index - 1] : std::string_view();
    size_t lead = l.find_first_not_of(' ');
    return LineCursor(lead == std::string_view::npos ? "" : l.substr(lead), static_cast<int>(index));
  }
  std::string_view trimmed(size_t index0) {
    std::string_view l = lines_[index0];
    size_t lead = l.find_first_not_of(' ');
    return lead == std::string_view::npos ? "" : l.substr(lead);
  }

  AttrValue attr_value(LineCursor& c) {
    if (c.peek("\"")) return c.string_literal();
    if (c.accept("true")) return true;
    if (c.accept("false")) return false;
    std::string w(c.word());
    // At most 63 characters, and a value the type holds: out of range is malformed, never clamped
    // (docs/ir-format.md §Attributes).
    if (w.size() > 63) c.fail("number too long");
    char* end = nullptr;
    errno = 0;
    bool is_float = w.find_first_of(".xXpP") != std::string::npos;
    if (is_float) {
      double d = std::strtod(w.c_str(), &end);
      if (*end != '\0' || errno == ERANGE) c.fail("bad number '" + w + "'");
      return d;
    }
    long long i = std::strtoll(w.c_str(), &end, 10);
    if (*end != '\0' || errno == ERANGE) c.fail("bad number '" + w + "'");
    return static_cast<int64_t>(i);
  }

  AttrMap attrs(LineCursor& c) {
    AttrMap out;
    c.expect("{");
    if (c.accept("}")) return out;
    do {
      std::string key(c.word());
      if (!is_attr_key(key)) c.fail("attribute key '" + key + "' is not [a-z_][a-z0-9_]*");
      c.expect(" = ");
      if (out.count(key)) c.fail("duplicate attribute key '" + key + "'");  // a map would keep the last silently
      out[key] = attr_value(c);
    } while (c.accept(", "));
    c.expect("}");
    return out;
  }

  Type type(LineCursor& c) {
    // A vector type is the one type with spaces in it: read `vec<` … `>` whole.
    std::string w(c.peek("vec<") ? c.through('>') : c.word());
    auto t = Type::parse(w);
    if (!t) c.fail("unknown type '" + std::string(w) + "'");
    return *t;
  }

  // "%N:hint" -> a new value (type filled in later by the caller).
  Value* def(LineCursor& c) {
    c.expect("%");
    int id = c.number();
    c.expect(":");
    std::string hint(c.until(" ,)"));  // judged by the verifier (is_valid_hint), not here
    Value* v = kernel_.new_value(Type{}, hint);
    if (by_id_.count(id))
      note_invalid("value %" + std::to_string(id) + " is defined twice");
    else
      by_id_[id] = v;
    return v;
  }

  Value* use(LineCursor& c) {
    c.expect("%");
    int id = c.number();
    auto it = by_id_.find(id);
    if (it != by_id_.end()) return it->second;
    note_invalid("operand %" + std::to_string(id) + " is defined nowhere before its use");
    return kernel_.new_value(Type::i32(), "undefined");
  }

  void param() {
    LineCursor c = cursor(next_ + 1);
    ++next_;
    c.expect("param ");
    Value* v = def(c);
    v->is_param = true;
    c.expect(" : ");
    v->type = type(c);
    Param p{v, {}};
    if (c.accept(" ")) p.attrs = attrs(c);
    if (!c.done()) c.fail("unexpected text");
    kernel_.params.push_back(std::move(p));
  }

  // Reads ops until a line equal to `closer` (after indentation); returns that line's text.
  std::string region(Region& r, std::string_view closer_a, std::string_view closer_b = "") {
    while (next_ < lines_.size()) {
      // Op, param and '}' lines may be indented any way; the kernel's `end` is exactly "end" at
      // column 0 (docs/ir-format.md §Layout), so " end" is an (unknown) op line.
      std::string_view t = closer_a == "end" ? lines_[next_] : trimmed(next_);
      if (t == closer_a || (!closer_b.empty() && t == closer_b)) {
        ++next_;
        return std::string(t);
      }
      r.ops.push_back(op());
    }
    throw_refusal(RefusalId::ir_malformed, static_cast<int>(lines_.size()),
                  ("missing '" + std::string(closer_a) + "'").c_str());
  }

  std::unique_ptr<Op> op() {
    LineCursor c = cursor(next_ + 1);
    ++next_;
    auto op = std::make_unique<Op>();
    std::vector<Value*> results;
    if (c.peek("%")) {
      do results.push_back(def(c));
      while (c.accept(", "));
      c.expect(" = ");
    }
    std::string name(c.word());
    auto code = opcode_from_name(name);
    if (!code) c.fail("unknown op '" + name + "'");
    op->code = *code;
    op->results = results;
    // The tail, each part after exactly one space, in this order: uses, attrs, iv(…) args(…),
    // ": types", "{". Anything else (other spacing included) is malformed.
    bool more = c.accept(" ");
    if (more && c.peek("%")) {
      do op->operands.push_back(use(c));
      while (c.accept(", "));
      more = c.accept(" ");
    }
    if (more && c.peek_attrs()) {
      op->attrs = attrs(c);
      more = c.accept(" ");
    }
    if (more && c.accept("iv(")) {
      Value* iv = def(c);
      iv->type = Type::i32();
      op->region_args.push_back(iv);
      c.expect(")");
      if (c.accept(" args(")) {
        do op->region_args.push_back(def(c));
        while (c.accept(", "));
        c.expect(")");
      }
      more = c.accept(" ");
    }
    if (more && c.accept(": ")) {
      for (size_t i = 0; i < results.size(); ++i) {
        if (i) c.expect(", ");
        results[i]->type = type(c);
      }
      more = c.accept(" ");
    }
    for (Value* v : results)
      if (v->type == Type{}) c.fail("missing result type");
    for (size_t i = 1; i < op->region_args.size(); ++i) {
      if (i - 1 >= results.size()) c.fail("scf.for has more iter-args than results");
      op->region_args[i]->type = results[i - 1]->type;
    }
    if (more) {
      c.expect("{");
      if (!c.done()) c.fail("unexpected text after '{'");
      op->regions.emplace_back();
      std::string closed = region(op->regions[0], "}", "} else {");
      if (closed == "} else {") {
        op->regions.emplace_back();
        region(op->regions[1], "}");
      }
    } else if (!c.done()) {
      c.fail("unexpected text");
    }
    return op;
  }

  std::vector<std::string_view> lines_;
  size_t next_ = 0;  // 0-based index of the next unread line
  Kernel kernel_;
  std::unordered_map<int, Value*> by_id_;
  std::string invalid_;  // the first id problem, reported as ir_invalid after parsing

  void note_invalid(const std::string& what) {
    if (invalid_.empty()) invalid_ = what;
  }
};

}  // namespace

Kernel parse_canonical(std::string_view text) { return Parser(text).run(); }

}  // namespace irgate::engine
