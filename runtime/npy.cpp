// runtime/npy.cpp — see npy.h. Format: numpy.lib.format, version 1.0.
#include "runtime/npy.h"

#include <cstring>

namespace irgate::npy {
namespace {

constexpr char kNpyMagic[] = "\x93NUMPY";
constexpr size_t kNpyPreamble = 10;  // magic (6) + version (2) + header length (2)

std::string npy_shape_literal(const std::vector<int64_t>& shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  if (shape.size() == 1) s += ",";
  return s + ")";
}

// The value after "'key': " in a header dict, up to the next top-level ',' or '}'.
std::string_view npy_dict_value(std::string_view header, std::string_view key) {
  const std::string quoted = "'" + std::string(key) + "':";
  size_t at = header.find(quoted);
  if (at == std::string_view::npos) return {};
  at += quoted.size();
  while (at < header.size() && header[at] == ' ') ++at;
  size_t end = at;
  int depth = 0;
  for (; end < header.size(); ++end) {
    const char c = header[end];
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (depth == 0 && (c == ',' || c == '}')) break;
    if (depth < 0) break;
  }
  return header.substr(at, end - at + (end < header.size() && header[end] == ')' ? 1 : 0));
}

}  // namespace

int element_bytes(const std::string& descr) {
  if (descr == "<f2" || descr == "<u2") return 2;
  if (descr == "<f4") return 4;
  return 0;
}

Result<std::string> encode(const std::string& descr, const std::vector<int64_t>& shape, const void* data, size_t bytes) {
  const int eb = element_bytes(descr);
  if (eb == 0) return Error{"npy: unsupported descr '" + descr + "'"};
  int64_t count = 1;
  for (int64_t d : shape) {
    if (d < 0) return Error{"npy: negative dimension in shape " + npy_shape_literal(shape)};
    count *= d;
  }
  if (size_t(count) * size_t(eb) != bytes)
    return Error{"npy: shape " + npy_shape_literal(shape) + " of " + descr + " wants " +
                 std::to_string(size_t(count) * size_t(eb)) + " bytes, got " + std::to_string(bytes)};
  std::string header =
      "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + npy_shape_literal(shape) + ", }";
  const size_t unpadded = kNpyPreamble + header.size() + 1;  // + '\n'
  header.append((64 - unpadded % 64) % 64, ' ');
  header += '\n';
  if (header.size() > 0xFFFF) return Error{"npy: header too long for format 1.0"};
  std::string out(kNpyMagic, 6);
  out += char(1);
  out += char(0);
  out += char(header.size() & 0xFF);
  out += char(header.size() >> 8);
  out += header;
  out.append(static_cast<const char*>(data), bytes);
  return out;
}

Result<Header> parse_header(std::string_view file) {
  if (file.size() < kNpyPreamble || file.substr(0, 6) != std::string_view(kNpyMagic, 6))
    return Error{"npy: not a .npy file (magic)"};
  if (file[6] != 1 || file[7] != 0) return Error{"npy: version " + std::to_string(int(file[6])) + "." +
                                                 std::to_string(int(file[7])) + ", want 1.0"};
  const size_t len = size_t(uint8_t(file[8])) | size_t(uint8_t(file[9])) << 8;
  if (file.size() < kNpyPreamble + len) return Error{"npy: truncated header"};
  const std::string_view h = file.substr(kNpyPreamble, len);
  if (h.empty() || h.back() != '\n') return Error{"npy: header does not end in a newline"};
  Header out;
  out.data_offset = kNpyPreamble + len;
  std::string_view descr = npy_dict_value(h, "descr");
  if (descr.size() < 2 || descr.front() != '\'' || descr.back() != '\'') return Error{"npy: no 'descr'"};
  out.descr = std::string(descr.substr(1, descr.size() - 2));
  std::string_view fo = npy_dict_value(h, "fortran_order");
  if (fo != "False" && fo != "True") return Error{"npy: no 'fortran_order'"};
  out.fortran_order = fo == "True";
  std::string_view shape = npy_dict_value(h, "shape");
  if (shape.size() < 2 || shape.front() != '(' || shape.back() != ')') return Error{"npy: no 'shape'"};
  shape = shape.substr(1, shape.size() - 2);
  int64_t value = -1;
  for (char c : shape) {
    if (c >= '0' && c <= '9') {
      value = (value < 0 ? 0 : value * 10) + (c - '0');
    } else if (c == ',') {
      if (value < 0) return Error{"npy: bad 'shape'"};
      out.shape.push_back(value), value = -1;
    } else if (c != ' ') {
      return Error{"npy: bad 'shape'"};
    }
  }
  if (value >= 0) out.shape.push_back(value);
  return out;
}

}  // namespace irgate::npy
