// support/json.cpp — see json.h.
//
// How the depth limit works: nlohmann's parser is itself iterative (an explicit state stack), and
// so are its DOM builder and its destructor, but much of what irgate does with a parsed value is
// not (copying it, dump(), get<T>(), our own walkers). So the limit is enforced while parsing:
// json::sax_parse() drives a SAX handler that forwards every event to nlohmann's own DOM builder
// (the very one json::parse() uses, so accepted documents come out identical) and stops the
// parse at the first array or object that opens one level too deep. Nothing deeper than the
// limit is ever built.
//
// To name the line and column of that bracket, the text is fed through an iterator that publishes
// how far the lexer has read: when start_array/start_object fires, the lexer has just consumed
// the '[' or '{'.
#include "support/json.h"

#include <algorithm>
#include <cstddef>
#include <iterator>

#include <nlohmann/json.hpp>

#include "support/files.h"

namespace irgate {
namespace {

using Json = nlohmann::json;

// An input iterator over the text that records, in *seen, one past the last byte handed out.
struct TrackedCursor {
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  const char* at = nullptr;
  const char** seen = nullptr;

  reference operator*() const { return *at; }
  TrackedCursor& operator++() {
    *seen = ++at;
    return *this;
  }
  TrackedCursor operator++(int) {
    TrackedCursor before = *this;
    ++*this;
    return before;
  }
  bool operator==(const TrackedCursor& other) const { return at == other.at; }
};

// nlohmann's DOM builder with a depth count in front of it. nlohmann::detail is not public API,
// but it is what json::parse() itself runs; CMake pins nlohmann_json 3.11.
class DepthLimitedDom {
 public:
  using number_integer_t = Json::number_integer_t;
  using number_unsigned_t = Json::number_unsigned_t;
  using number_float_t = Json::number_float_t;
  using string_t = Json::string_t;
  using binary_t = Json::binary_t;

  DepthLimitedDom(Json& root, int max_depth) : dom_(root, /*allow_exceptions=*/false), max_depth_(max_depth) {}

  bool null() { return dom_.null(); }
  bool boolean(bool v) { return dom_.boolean(v); }
  bool number_integer(number_integer_t v) { return dom_.number_integer(v); }
  bool number_unsigned(number_unsigned_t v) { return dom_.number_unsigned(v); }
  bool number_float(number_float_t v, const string_t& s) { return dom_.number_float(v, s); }
  bool string(string_t& v) { return dom_.string(v); }
  bool binary(binary_t& v) { return dom_.binary(v); }
  bool key(string_t& v) { return dom_.key(v); }
  bool start_object(std::size_t n) { return open() && dom_.start_object(n); }
  bool end_object() { return close() && dom_.end_object(); }
  bool start_array(std::size_t n) { return open() && dom_.start_array(n); }
  bool end_array() { return close() && dom_.end_array(); }

  template <class Exception>
  bool parse_error(std::size_t position, const std::string& /*token*/, const Exception& e) {
    error_at_ = position;
    error_ = e.what();
    return false;
  }

  bool too_deep() const { return too_deep_; }
  bool failed() const { return !error_.empty(); }
  std::size_t error_at() const { return error_at_; }  // bytes read when the error was seen
  const std::string& error() const { return error_; }

 private:
  bool open() {
    if (++depth_ <= max_depth_) return true;
    too_deep_ = true;
    return false;
  }
  bool close() {
    --depth_;
    return true;
  }

  nlohmann::detail::json_sax_dom_parser<Json> dom_;
  int max_depth_;
  int depth_ = 0;
  bool too_deep_ = false;
  std::size_t error_at_ = 0;
  std::string error_;
};

// "origin:line:col" of the 0-based byte `at` of `text`.
std::string where(std::string_view text, std::size_t at, const std::string& origin) {
  at = std::min(at, text.size());
  int line = 1, col = 1;
  for (std::size_t i = 0; i < at; ++i) {
    if (text[i] == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  return origin + ":" + std::to_string(line) + ":" + std::to_string(col);
}

}  // namespace

Result<Json> parse_json(std::string_view text, const std::string& origin, const JsonLimits& limits) {
  if (text.size() > limits.max_bytes)
    return Error{origin + ": " + std::to_string(text.size()) + " bytes of JSON, over irgate's limit of " +
                 std::to_string(limits.max_bytes) + " bytes"};
  Json root;
  DepthLimitedDom sax(root, limits.max_depth);
  const char* seen = text.data();
  TrackedCursor first{text.data(), &seen}, last{text.data() + text.size(), &seen};
  try {
    if (Json::sax_parse(first, last, &sax)) return root;
  } catch (const Json::exception& e) {  // not expected from text input; kept so none escapes
    return Error{origin + ": " + e.what()};
  }
  if (sax.too_deep()) {
    // `seen` is one past the bracket that opened level max_depth + 1.
    std::size_t bracket = static_cast<std::size_t>(seen - text.data()) - 1;
    return Error{where(text, bracket, origin) + ": JSON nested deeper than " + std::to_string(limits.max_depth) +
                 " levels of arrays and objects (irgate's limit)"};
  }
  // The lexer's position is 1-based: it points just past the offending character.
  std::size_t at = sax.error_at() == 0 ? 0 : sax.error_at() - 1;
  std::string what = sax.failed() ? sax.error() : "malformed JSON";
  if (auto cut = what.find("syntax error"); cut != std::string::npos) what = what.substr(cut);
  return Error{where(text, at, origin) + ": " + what};
}

Result<Json> load_json(const std::filesystem::path& path, const JsonLimits& limits) {
  auto text = read_file(path, limits.max_bytes);
  if (!text) return text.error();
  return parse_json(*text, path.string(), limits);
}

std::string dump_json(const Json& j) { return j.dump(2) + "\n"; }

std::string string_field(const Json& object, const char* key) {
  if (!object.is_object()) return "";
  auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : "";
}

}  // namespace irgate
